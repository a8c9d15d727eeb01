#!/usr/bin/env python3
"""spvrt's test suite.

Runs every group of checks against each build directory given (make test
passes the plain build and the ASan+UBSan build), prints each failure with
what differed, and ends with the line "N passed, M failed".

Groups:
  unit        the C unit tests (tests/unit/unit_tests.c)
  header      the public header compiles as C and as C++
  grammar     the generator merges, detects conflicts, accepts a newer grammar
  corpus      GLSL shaders compiled by glslangValidator: spvrt dis == spirv-dis
              (default and every flag), spvrt as == spirv-as, round trips
  text        hand-written .spvasm inputs: spvrt as == spirv-as, dis == spirv-dis
  registry    modules using the newest registry's grammar (tests/spvasm/registry): assemble, disassembly ==
              the newest spirv-dis's text (tests/golden/registry, written by that tool), byte-exact round trip
  seeds       the seed documents' instructions: assemble, golden disassembly,
              byte-exact round trip, and every supplement entry covered
  errors      assembler errors carry line:column and the expected message
  robustness  every prefix and header/word-count corruption of every test
              binary gives a clean error, never a crash (tests/unit/robustness.c)
  cli         --help, --version, help, usage errors and exit statuses
  val         the validator: a failing module and a passing twin per rule,
              verdicts against spirv-val on the corpus, docs/rules.md in step
              with the rule table
  seedmodules the seed documents' every instruction used correctly validates
              clean, and each single mistake is reported with its rule id
  differential  spvrt val against spirv-val on every test module and ~4000
              mutants of them (tests/val_differential.py); disagreements
              listed in tests/val/differential_disagreements.txt
  hostile     huge id bounds, deep nesting, cycles, huge CFGs, millions of
              instructions (tests/hostile_modules.py): clean verdicts
  install     make install into a temporary prefix, then build against it
  amber       `spvrt run` on every tests/amber/compute script (all EXPECTs pass),
              every tests/amber/vkscript script (all probes pass; their values
              checked by check_vkscript.py's reference),
              every tests/amber/errors script (exit status, line and message
              as its header says), identical output across --threads 1/2 and
              --subgroup-size 4/64; the ctest programs amber_parse, amber_run,
              amber_compare and numeric
  graph       execution graphs (tests/amber/graph, issue 19): make_graph_tests.py --check; every script's
              EXPECTs (from the generator's Python models) under each schedule (breadth, depth, shuffle with two
              seeds) and --compare-schedules, at subgroup sizes 4 and 32; racy.amber reported by
              --compare-schedules; traps/ stop with the rule of their `# expect-error:`
  vulkan      every compute, ray-query, kernel and VkScript script under --compare cpu,vulkan on
              lavapipe (differences only as tests/amber/vulkan_differences.txt
              lists them, skips only as tests/amber/vulkan_skips.txt lists
              them), error scripts as on the CPU, fence timeout, no-device
              exit 2
  fuzz        each libFuzzer target for a bounded number of inputs (--fuzz-build)
  jit         the compiling backend (tests/jit_tests.py): tests/amber scripts under --compare interp,jit
              (EXPECTs and every buffer bit for bit), errors/ traps word for word under --engine jit, which
              engine runs what, the disk cache, the flags
  reflect     spvrt reflect: golden text and JSON fields for tests/reflect/*.spvasm, hostile binaries and
              one-word mutants, every test module reflected without a crash (tests/reflect_tests.py)
Oracle results (glslang, spirv-dis, spirv-as) are computed once per run.
"""

import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))
from dis_spellings import newest_spelling  # noqa: E402  (the test-only table of renamed spellings)
from reflect_tests import group_reflect  # noqa: E402  (the reflect group)
from jit_tests import group_jit  # noqa: E402  (the jit group)
TESTS = os.path.join(ROOT, "tests")


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, name, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL %s%s" % (name, (": " + detail) if detail else ""), flush=True)
        return ok


def run(cmd, stdin=None, timeout=300):
    try:
        return subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return subprocess.CompletedProcess(cmd, -999, e.stdout or b"", b"timeout")


def crashed(proc):
    """A signal, a sanitizer report or a timeout."""
    return proc.returncode < 0 or proc.returncode > 2 or b"Sanitizer" in proc.stderr or b"runtime error" in proc.stderr


def first_diff(a, b):
    a_lines, b_lines = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(a_lines, b_lines)):
        if x != y:
            return "line %d: expected %r, got %r" % (i + 1, x[:160], y[:160])
    return "expected %d lines, got %d" % (len(a_lines), len(b_lines))


def same_binary_but_generator(a, b):
    """Binaries equal except header word 2 (the generator: spirv-as says
    'Khronos SPIR-V Tools Assembler', spvrt says its own)."""
    return len(a) == len(b) and len(a) >= 20 and a[:8] == b[:8] and a[12:] == b[12:]


class Oracle:
    """Results of the Debian tools, computed once per run."""

    def __init__(self, work):
        self.work = work
        self.cache = {}

    def glsl(self, path):
        first = open(path, encoding="utf-8").readline()
        flags = first.split("glslang:", 1)[1].split() if "glslang:" in first else ["--target-env", "vulkan1.1"]
        out = os.path.join(self.work, os.path.basename(path) + ".spv")
        if out not in self.cache:
            p = run(["glslangValidator", "-V"] + flags + [path, "-o", out])
            self.cache[out] = p.returncode == 0
            if p.returncode != 0:
                print(p.stdout.decode(errors="replace")[-2000:])
        return out if self.cache[out] else None

    def dis(self, spv, flags=()):
        key = ("dis", spv, tuple(flags))
        if key not in self.cache:
            self.cache[key] = run(["spirv-dis"] + list(flags) + [spv])
        return self.cache[key]

    def asm(self, spvasm, flags=()):
        key = ("as", spvasm, tuple(flags))
        if key not in self.cache:
            out = os.path.join(self.work, "ref-%d.spv" % len(self.cache))
            p = run(["spirv-as"] + list(flags) + [spvasm, "-o", out])
            self.cache[key] = open(out, "rb").read() if p.returncode == 0 else None
        return self.cache[key]


def spvrt_as(spvrt, text_path, work, flags=()):
    out = os.path.join(work, "mine.spv")
    if os.path.exists(out):
        os.remove(out)
    p = run([spvrt, "as"] + list(flags) + [text_path, "-o", out])
    return (open(out, "rb").read() if p.returncode == 0 else None), p


DIS_FLAGS = [[], ["--raw-id"], ["--no-header"], ["--no-indent"], ["--offsets"]]


def group_corpus(r, build, oracle, work, binaries):
    spvrt = os.path.join(build, "spvrt")
    shaders = sorted(os.listdir(os.path.join(TESTS, "corpus", "glsl")))
    r.check(len(shaders) >= 100, "corpus size", "%d shaders (need 100)" % len(shaders))
    for name in shaders:
        spv = oracle.glsl(os.path.join(TESTS, "corpus", "glsl", name))
        if not r.check(spv is not None, "corpus/%s compiles" % name):
            continue
        binaries.append(spv)
        original = open(spv, "rb").read()
        for flags in DIS_FLAGS:
            ref = oracle.dis(spv, flags)
            mine = run([spvrt, "dis"] + flags + [spv])
            label = "corpus/%s dis %s" % (name, " ".join(flags) or "(default)")
            if crashed(mine):
                r.check(False, label, "crashed: " + mine.stderr.decode(errors="replace")[-500:])
            elif ref.returncode != 0:
                r.check(mine.returncode != 0, label, "spirv-dis rejects it but spvrt accepts it")
            else:
                want = newest_spelling(ref.stdout)  # Debian's 2023.1 text in today's spellings (dis_spellings.py)
                r.check(mine.stdout == want, label, first_diff(want.decode(errors="replace"),
                                                               mine.stdout.decode(errors="replace")))
        text = os.path.join(work, name + ".spvasm")
        with open(text, "wb") as f:
            f.write(oracle.dis(spv).stdout)
        ref_bin = oracle.asm(text)
        mine_bin, p = spvrt_as(spvrt, text, work)
        r.check(mine_bin is not None and ref_bin is not None and same_binary_but_generator(ref_bin, mine_bin),
                "corpus/%s as == spirv-as" % name, p.stderr.decode(errors="replace")[:300])
        # disassemble-then-assemble is byte-exact: b = as(dis(x)); as(dis(b)) == b
        # (the first round renumbers ids in order of first appearance, as spirv-as does)
        if mine_bin is not None:
            again = os.path.join(work, "again.spv")
            with open(again, "wb") as f:
                f.write(mine_bin)
            text2 = os.path.join(work, "again.spvasm")
            with open(text2, "wb") as f:
                f.write(run([spvrt, "dis", again]).stdout)
            second, p = spvrt_as(spvrt, text2, work)
            r.check(second == mine_bin, "corpus/%s as(dis(b)) == b" % name, p.stderr.decode(errors="replace")[:300])
        # raw ids, numeric ids preserved: the original binary word for word
        raw = os.path.join(work, name + ".raw.spvasm")
        with open(raw, "wb") as f:
            f.write(run([spvrt, "dis", "--raw-id", spv]).stdout)
        version = "spv%d.%d" % (original[6], original[5])
        back, p = spvrt_as(spvrt, raw, work, ["--preserve-numeric-ids", "--target-env", version])
        r.check(back is not None and same_binary_but_generator(original, back),
                "corpus/%s as(dis --raw-id) == original binary" % name, p.stderr.decode(errors="replace")[:300])


def group_text(r, build, oracle, work, binaries):
    """Hand-written .spvasm: differential against spirv-as and spirv-dis."""
    spvrt = os.path.join(build, "spvrt")
    folder = os.path.join(TESTS, "spvasm", "text")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".spvasm"):
            continue
        path = os.path.join(folder, name)
        ref = oracle.asm(path)
        mine, p = spvrt_as(spvrt, path, work)
        if not r.check(ref is not None, "text/%s spirv-as accepts it" % name):
            continue
        if not r.check(mine is not None and same_binary_but_generator(ref, mine), "text/%s as == spirv-as" % name,
                       p.stderr.decode(errors="replace")[:300]):
            continue
        spv = os.path.join(work, name + ".spv")
        with open(spv, "wb") as f:
            f.write(mine)
        binaries.append(spv)
        for flags in DIS_FLAGS:
            d = run([spvrt, "dis"] + flags + [spv])
            ref_d = oracle.dis(spv, flags)
            label = "text/%s dis %s" % (name, " ".join(flags) or "(default)")
            if ref_d.returncode != 0:  # spirv-dis rejects it: so must we, cleanly
                r.check(d.returncode == 1 and not crashed(d), label, "spirv-dis rejects it; spvrt exit %d" % d.returncode)
                continue
            want = newest_spelling(ref_d.stdout)  # Debian's 2023.1 text in today's spellings (dis_spellings.py)
            r.check(d.stdout == want, label, first_diff(want.decode(errors="replace"), d.stdout.decode(errors="replace")))


def supplement_names():
    """Every instruction and enumerant of grammar/extensions.json that text
    can hold.  Enumerants of kinds that no instruction or enumerant takes as
    an operand (RayFlags: ray flags are passed as <id>s) cannot appear in
    SPIR-V text; the unit tests check those in the generated tables."""
    g = json.load(open(os.path.join(ROOT, "grammar", "extensions.json")))
    core = json.load(open("/usr/include/spirv/unified1/spirv.core.grammar.json"))
    used = set()
    for i in core["instructions"] + g.get("instructions", []):
        used.update(o["kind"] for o in i.get("operands", []))
    for k in core["operand_kinds"] + g.get("operand_kinds", []):
        for e in k.get("enumerants", []):
            used.update(p["kind"] for p in e.get("parameters", []))
    names = [i["opname"] for i in g.get("instructions", [])]
    for k in g.get("operand_kinds", []):
        if k["kind"] in used:
            names += [e["enumerant"] for e in k.get("enumerants", [])]
    return names


def group_seeds(r, build, work, binaries, regenerate):
    spvrt = os.path.join(build, "spvrt")
    folder = os.path.join(TESTS, "spvasm", "seeds")
    goldens = os.path.join(TESTS, "golden", "seeds")
    used = set()
    files = sorted(f for f in os.listdir(folder) if f.endswith(".spvasm"))
    r.check(len(files) > 0, "seeds: test files exist")
    for name in files:
        path = os.path.join(folder, name)
        for line in open(path, encoding="utf-8"):
            code = line.split(";", 1)[0]
            used.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", code))
        first, p = spvrt_as(spvrt, path, work)
        if not r.check(first is not None, "seeds/%s assembles" % name, p.stderr.decode(errors="replace")[:300]):
            continue
        spv = os.path.join(work, name + ".spv")
        with open(spv, "wb") as f:
            f.write(first)
        binaries.append(spv)
        d = run([spvrt, "dis", spv])
        golden = os.path.join(goldens, name[:-len(".spvasm")] + ".dis")
        if regenerate:
            os.makedirs(goldens, exist_ok=True)
            with open(golden, "wb") as f:
                f.write(d.stdout)
        expected = open(golden, "rb").read() if os.path.exists(golden) else b""
        r.check(d.stdout == expected, "seeds/%s dis == golden %s" % (name, os.path.relpath(golden, ROOT)),
                first_diff(expected.decode(errors="replace"), d.stdout.decode(errors="replace")))
        text = os.path.join(work, name + ".dis.spvasm")
        with open(text, "wb") as f:
            f.write(d.stdout)
        second, p = spvrt_as(spvrt, text, work)
        r.check(second == first, "seeds/%s as(dis(as x)) == as x" % name, p.stderr.decode(errors="replace")[:300])
    missing = [n for n in supplement_names() if n not in used]
    r.check(not missing, "seeds: every supplement instruction and enumerant is tested", "missing: " + ", ".join(missing))


def group_registry(r, build, work, binaries, regenerate):
    """Modules of tests/spvasm/registry use what the newest SPIR-V registry
    added (grammar/registry_update.json): new capabilities, operand kinds,
    float encodings, KHR spellings.  Each assembles; its disassembly equals
    tests/golden/registry/NAME.dis, which the newest spirv-dis (SPIRV-Tools
    47c74f48) wrote from our binary (--regenerate-goldens with
    NEWEST_SPIRV_DIS=/path/to/spirv-dis; CI has only Debian's 2023.1, which
    does not know these); and assembling that text gives the same bytes."""
    spvrt = os.path.join(build, "spvrt")
    folder = os.path.join(TESTS, "spvasm", "registry")
    goldens = os.path.join(TESTS, "golden", "registry")
    files = sorted(f for f in os.listdir(folder) if f.endswith(".spvasm"))
    r.check(len(files) > 0, "registry: test files exist")
    newest = os.environ.get("NEWEST_SPIRV_DIS")
    if regenerate and not newest:
        r.check(False, "registry: --regenerate-goldens needs NEWEST_SPIRV_DIS (the newest spirv-dis)")
        regenerate = False
    for name in files:
        path = os.path.join(folder, name)
        first, p = spvrt_as(spvrt, path, work)
        if not r.check(first is not None, "registry/%s assembles" % name, p.stderr.decode(errors="replace")[:300]):
            continue
        spv = os.path.join(work, name + ".spv")
        with open(spv, "wb") as f:
            f.write(first)
        binaries.append(spv)
        golden = os.path.join(goldens, name[:-len(".spvasm")] + ".dis")
        if regenerate:
            ref = run([newest, spv])
            if r.check(ref.returncode == 0, "registry/%s: the newest spirv-dis reads it" % name,
                       ref.stderr.decode(errors="replace")[:300]):
                os.makedirs(goldens, exist_ok=True)
                with open(golden, "wb") as f:
                    f.write(ref.stdout)
        expected = open(golden, "rb").read() if os.path.exists(golden) else b""
        d = run([spvrt, "dis", spv])
        r.check(d.returncode == 0 and d.stdout == expected,
                "registry/%s dis == the newest spirv-dis (%s)" % (name, os.path.relpath(golden, ROOT)),
                first_diff(expected.decode(errors="replace"), d.stdout.decode(errors="replace")))
        text = os.path.join(work, name + ".dis.spvasm")
        with open(text, "wb") as f:
            f.write(d.stdout)
        second, p = spvrt_as(spvrt, text, work)
        r.check(second == first, "registry/%s as(dis(as x)) == as x" % name, p.stderr.decode(errors="replace")[:300])


def group_errors(r, build, work):
    """Each file's first line: '; expect: LINE:COLUMN: text'."""
    spvrt = os.path.join(build, "spvrt")
    folder = os.path.join(TESTS, "spvasm", "errors")
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        first = open(path, encoding="utf-8", errors="replace").readline()
        m = re.match(r";\s*expect:\s*(\d+):(\d+):\s*(.*\S)", first)
        if not r.check(m is not None, "errors/%s has an expect line" % name):
            continue
        _, p = spvrt_as(spvrt, path, work)
        err = p.stderr.decode(errors="replace")
        want = "%s:%s:%s: error: " % (path, m.group(1), m.group(2))
        r.check(p.returncode == 1 and want in err and m.group(3) in err, "errors/%s" % name,
                "exit %d, stderr %r (want %r ... %r)" % (p.returncode, err[:300], want, m.group(3)))


def group_robustness(r, build, binaries):
    """One process per binary, as many at a time as there are cores; the
    largest first so that they do not finish last."""
    import concurrent.futures
    exe = os.path.join(build, "spvrt_robustness")
    ordered = sorted(binaries, key=os.path.getsize, reverse=True)
    flags = []
    if sanitized(build):
        # under a sanitizer every other module by size (the largest and the smallest included): the first build
        # ran them all, and this pass looks for memory errors, to keep make test within its time; no reflection
        # (the reflect group reflects one-word mutants of every module under the sanitizer too)
        ordered = ordered[::2] + [spv for spv in ordered[-1:] if spv not in ordered[::2]]
        flags = ["--no-reflect"]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda spv: (spv, run([exe] + flags + [spv], timeout=3600)), ordered))
    for spv, p in sorted(results, key=lambda result: result[0]):
        out = p.stdout.decode(errors="replace") + p.stderr.decode(errors="replace")
        r.check(p.returncode == 0, "robustness/%s" % os.path.basename(spv), out[-1500:])


def group_unit(r, build):
    p = run([os.path.join(build, "spvrt_unit_tests")], timeout=600)
    out = p.stdout.decode(errors="replace")
    for line in out.splitlines():
        if line.startswith("ok "):
            r.check(True, line[3:])
        elif line.startswith("FAIL "):
            r.check(False, "unit/" + line[5:])
    r.check(p.returncode == 0 and "unit tests done" in out, "unit tests ran to the end",
            (out + p.stderr.decode(errors="replace"))[-1500:])
    # the other C test programs CMakeLists.txt registers with add_test (the amber_* ones run in the amber and
    # vulkan groups); spvrt_accel_test's large builds only in a build without sanitizers (minutes under ASan)
    with open(os.path.join(build, "CMakeCache.txt"), errors="replace") as f:
        sanitized = "SPVRT_SANITIZE:BOOL=ON" in f.read()
    with open(os.path.join(ROOT, "CMakeLists.txt")) as f:
        tests = re.findall(r"add_test\(NAME (\w+) COMMAND (\w+)\)", f.read())
    for name, exe in tests:
        if name.startswith("amber_") or (name == "accel" and sanitized):
            continue
        p = run([os.path.join(build, exe)], timeout=1800)
        r.check(p.returncode == 0, "unit/%s (%s)" % (name, exe),
                (p.stdout.decode(errors="replace") + p.stderr.decode(errors="replace"))[-1500:])


def group_header(r, build):
    header = os.path.join(ROOT, "include", "spvrt", "spvrt.h")
    for compiler, lang in (("gcc", "c"), ("g++", "c++")):
        if shutil.which(compiler) is None:
            r.check(False, "header/%s" % lang, compiler + " not installed")
            continue
        p = run([compiler, "-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-x", lang, header])
        r.check(p.returncode == 0, "header compiles as %s" % lang, p.stderr.decode(errors="replace")[:500])


def group_grammar(r, work):
    """The generator fails on conflicts, naming both sides, and accepts a
    grammar that already has the supplement's entries."""
    gen = os.path.join(ROOT, "grammar", "gen_tables.py")
    ext = json.load(open(os.path.join(ROOT, "grammar", "extensions.json")))
    core_dir = "/usr/include/spirv/unified1"

    def generate(grammar_dir, ext_doc):
        ext_path = os.path.join(work, "ext.json")
        with open(ext_path, "w") as f:
            json.dump(ext_doc, f)
        return run([sys.executable, gen, "--grammar-dir", grammar_dir, "--registry", "/usr/include/spirv/spir-v.xml",
                    "--extensions", ext_path, "--friendly-names",
                    os.path.join(ROOT, "grammar", "friendly_names.json"), "--out-dir", os.path.join(work, "gen")])

    p = generate(core_dir, ext)
    r.check(p.returncode == 0, "grammar: generator accepts the supplement", p.stderr.decode(errors="replace"))
    # A name the installed grammar has, with another number.
    bad = json.loads(json.dumps(ext))
    bad["instructions"].append({"opname": "OpIAdd", "opcode": 9999, "operands": []})
    p = generate(core_dir, bad)
    err = p.stderr.decode(errors="replace")
    r.check(p.returncode != 0 and "OpIAdd" in err and "9999" in err and "128" in err,
            "grammar: an opcode conflict fails naming both numbers", err)
    bad = json.loads(json.dumps(ext))
    bad["operand_kinds"].append({"category": "ValueEnum", "kind": "Capability",
                                 "enumerants": [{"enumerant": "Shader", "value": 4242}]})
    p = generate(core_dir, bad)
    err = p.stderr.decode(errors="replace")
    r.check(p.returncode != 0 and "Shader" in err and "4242" in err, "grammar: an enumerant conflict fails", err)
    bad = json.loads(json.dumps(ext))
    bad["instructions"].append({"opname": "OpBogusEXT", "opcode": 9998, "operands": [{"kind": "IdNowhere"}]})
    p = generate(core_dir, bad)
    r.check(p.returncode != 0 and "IdNowhere" in p.stderr.decode(errors="replace"),
            "grammar: an unknown operand kind fails")
    # grammar/registry_update.json: every name of an entry must keep the installed number.
    update_path = os.path.join(work, "update.json")
    with open(update_path, "w") as f:
        json.dump({"instructions": [{"opname": "OpIAddNewEXT", "aliases": ["OpIAdd"], "opcode": 9997,
                                     "operands": []}]}, f)
    p = run([sys.executable, gen, "--grammar-dir", core_dir, "--registry", "/usr/include/spirv/spir-v.xml",
             "--extensions", os.path.join(ROOT, "grammar", "extensions.json"), "--registry-update", update_path,
             "--friendly-names", os.path.join(ROOT, "grammar", "friendly_names.json"), "--out-dir",
             os.path.join(work, "gen")])
    err = p.stderr.decode(errors="replace")
    r.check(p.returncode != 0 and "OpIAdd" in err and "9997" in err and "128" in err,
            "grammar: a registry update that renumbers an installed name fails naming both numbers", err)
    p = run([sys.executable, gen, "--grammar-dir", core_dir, "--registry", "/usr/include/spirv/spir-v.xml",
             "--extensions", os.path.join(ROOT, "grammar", "extensions.json"), "--registry-update",
             os.path.join(ROOT, "grammar", "registry_update.json"), "--friendly-names",
             os.path.join(ROOT, "grammar", "friendly_names.json"), "--out-dir", os.path.join(work, "gen")])
    r.check(p.returncode == 0, "grammar: the generator accepts grammar/registry_update.json",
            p.stderr.decode(errors="replace"))
    # A newer spirv-headers that already has the supplement's entries.
    newer = os.path.join(work, "newer")
    os.makedirs(newer, exist_ok=True)
    for f in os.listdir(core_dir):
        if f.endswith(".json"):
            shutil.copy(os.path.join(core_dir, f), newer)
    core = json.load(open(os.path.join(core_dir, "spirv.core.grammar.json")))
    core["instructions"] += ext["instructions"]
    kinds = {k["kind"]: k for k in core["operand_kinds"]}
    for k in ext["operand_kinds"]:
        kinds[k["kind"]]["enumerants"] += k["enumerants"]
    with open(os.path.join(newer, "spirv.core.grammar.json"), "w") as f:
        json.dump(core, f)
    p = generate(newer, ext)
    r.check(p.returncode == 0, "grammar: a newer grammar that has the extensions still builds",
            p.stderr.decode(errors="replace"))
    tables = open(os.path.join(work, "gen", "grammar_tables.c")).read() if p.returncode == 0 else ""
    r.check(tables.count('"OpHitObjectIsMissEXT\\000') <= 1 and "OpHitObjectIsMissEXT" in tables,
            "grammar: entries present on both sides appear once")


def group_cli(r, build, work):
    spvrt = os.path.join(build, "spvrt")

    def expect(args, status, out_has=None, err_has=None, one_line=False, stdin=None, name=None):
        p = run([spvrt] + args, stdin=stdin)
        out, err = p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
        ok = p.returncode == status and (out_has is None or out_has in out) and (err_has is None or err_has in err)
        if one_line:
            ok = ok and err.count("\n") == 1
        r.check(ok, "cli: %s" % (name or " ".join(args)), "exit %d, stdout %r, stderr %r" % (p.returncode, out[:200],
                                                                                        err[:300]))
        return p

    # spvrt run --trace X,Y: what ran for that launch index of a ray-tracing RUN (the AABB's report at t 0.125 is
    # before tmin 0.25 in tests/amber/rt/intersection.amber, so the miss shader runs)
    rt = os.path.join(TESTS, "amber", "rt", "intersection.amber")
    p = run([spvrt, "run", "--trace", "2,0", rt])
    text = p.stderr.decode(errors="replace") + p.stdout.decode(errors="replace")
    order = ["trace: RUN p, launch index (2, 0, 0)", "OpTraceRayKHR (depth 1): origin (0.5, 0.5, 0)",
             "candidate: AABB", "intersection shader 'box'", "OpReportIntersectionKHR t 0.125, hit kind 5: outside",
             "committed: none", "miss shader 'sky'", "1 passed, 0 failed"]
    at = 0
    for want in order:
        at = text.find(want, at)
        if at < 0:
            break
    r.check(p.returncode == 0 and at >= 0, "cli: run --trace 2,0 (ray-tracing trace lines in order)", text[-1500:])
    expect(["run", "--trace", "2", rt], 2, err_has="--trace needs a launch index X,Y or X,Y,Z, not '2'")

    expect(["--help"], 0, out_has="usage: spvrt")
    expect(["--version"], 0, out_has="spvrt 0.")
    expect(["help", "dis"], 0, out_has="--raw-id")
    expect(["help", "as"], 0, out_has="--target-env")
    expect(["dis", "--help"], 0, out_has="usage: spvrt dis")
    expect([], 2, err_has="usage")
    expect(["frobnicate"], 2, err_has="unknown subcommand", one_line=True)
    expect(["--frobnicate"], 2, err_has="unknown flag", one_line=True)
    expect(["dis", "--bogus", "x.spv"], 2, err_has="unknown flag", one_line=True)
    expect(["as", "--bogus", "x.spvasm"], 2, err_has="unknown flag", one_line=True)
    expect(["dis", "/nonexistent/x.spv"], 2, err_has="/nonexistent/x.spv", one_line=True)
    expect(["as", "/nonexistent/x.spvasm"], 2, err_has="/nonexistent/x.spvasm", one_line=True)
    expect(["as", "--target-env", "vulkan9.9", "x"], 2, err_has="vulkan9.9", one_line=True)
    expect(["dis"], 2, err_has="no input file", one_line=True)
    text = b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n"
    p = expect(["as", "-o", "-", "-"], 0, stdin=text, name="as from stdin to stdout")
    expect(["dis", "--no-header", "-"], 0, out_has="OpMemoryModel Logical GLSL450", stdin=p.stdout,
           name="dis from stdin")
    p = expect(["as", "--target-env", "vulkan1.2", "-o", "-", "-"], 0, stdin=text, name="as --target-env vulkan1.2")
    r.check(p.stdout[4:8] == bytes([0, 5, 1, 0]), "cli: vulkan1.2 writes SPIR-V 1.5")
    expect(["as", "-o", "-", "-"], 1, err_has="missing assembly text", stdin=b"", one_line=True, name="as of no text")
    expect(["as", "-o", "-", "-"], 0, stdin=b"; only a comment\n", name="as of a comment alone")
    expect(["dis", "-"], 1, err_has="word 0", stdin=b"\x03\x02\x23\x07\x00", one_line=True, name="dis of 5 bytes")
    expect(["dis", "-"], 1, err_has="magic", stdin=b"\x00" * 20, one_line=True, name="dis of a bad magic")
    expect(["as", "-o", "-", "-"], 1, err_has="<stdin>:1:1: error:", stdin=b"OpBogus\n", one_line=True,
           name="as error location")
    # a hostile preserved id must not size an allocation (found by fuzz_text); same binary as spirv-as
    hostile = os.path.join(work, "hostile_ids.spvasm")
    with open(hostile, "w") as f:
        f.write("OpCapability Shader\n%0 = OpTypeInt 32 0\n%4000000000 = OpConstant %0 7\n")
    mine, p = spvrt_as(spvrt, hostile, work, ["--preserve-numeric-ids"])
    ref = run(["spirv-as", "--preserve-numeric-ids", hostile, "-o", "-"]).stdout
    r.check(mine is not None and same_binary_but_generator(ref, mine), "cli: as --preserve-numeric-ids with %4000000000",
            p.stderr.decode(errors="replace")[:300])
    out = os.path.join(work, "written.spv")
    expect(["as", "-o", out, "-"], 0, stdin=text, name="as -o FILE")
    r.check(os.path.exists(out) and open(out, "rb").read()[:4] == b"\x03\x02\x23\x07", "cli: as -o writes the file")
    # spvrt val --link: one module is a set of one; an unreadable file is a usage error that names it
    node, p = spvrt_as(spvrt, os.path.join(TESTS, "val", "link", "amdx_consumer.spvasm"), work, [])
    one = os.path.join(work, "link_one.spv")
    with open(one, "wb") as f:
        f.write(node or b"")
    expect(["val", "--link", one], 0, name="val --link with one module")
    expect(["val", "--link", one, "/nonexistent/x.spv"], 2, err_has="/nonexistent/x.spv", one_line=True,
           name="val --link with an unreadable file")
    expect(["val", one, one], 2, err_has="more than one input file", one_line=True, name="val of two files without --link")


# rule id prefixes: ours (CORE) and RULES.md's (the seed documents)
RULE_FAMILIES = r"(?:CORE|ENV|SER|RQ|LSS|AMDX)"
# what Debian's spirv-val says of an opcode or enumerant newer than it
SPIRV_VAL_UNKNOWN = re.compile(r"Invalid (?:opcode|capability operand|extension operand)|"
                               r"Invalid (?:storage class|decoration|built-in|execution mode)|"
                               r"(?:Capability|Extension|Opcode) .* (?:not|unknown)")


def spirv_val_env(blob):
    """The Vulkan environment whose SPIR-V version the module has."""
    return {0: "vulkan1.0", 1: "spv1.1", 2: "spv1.2", 3: "vulkan1.1", 4: "vulkan1.1spv1.4", 5: "vulkan1.2",
            6: "vulkan1.3"}[blob[5]]


def rules_with_checks_and_tests(table, failing_tests, folder):
    """The --list-rules table with two more columns: the source file that reports each rule (found through its
    RULE_ enumerator in src/val/rules.c) and the failing test modules, each with its passing twin."""
    val_dir = os.path.join(ROOT, "src", "val")
    enumerators = dict((rule_id, enum) for enum, rule_id in
                       re.findall(r'\[(RULE_\w+)\]\s*=\s*\{\s*"([A-Z0-9-]+)"', open(os.path.join(val_dir, "rules.c")).read()))
    sources = {}
    for name in sorted(os.listdir(val_dir)):
        if name.endswith(".c") and name != "rules.c":
            for enum in set(re.findall(r"\bRULE_\w+", open(os.path.join(val_dir, name)).read())):
                sources.setdefault(enum, []).append(name)
    out = []
    for line in table.splitlines():
        m = re.match(r"^\| (%s-[A-Z0-9-]+) \|" % RULE_FAMILIES, line)
        if line.startswith("| rule |"):
            line += " checked in | tests |"
        elif line.startswith("| --- |"):
            line += " --- | --- |"
        elif m:
            tests = []
            for fail in failing_tests.get(m.group(1), []):
                twin = fail.replace("_fail", "_pass")
                tests.append(fail + (" / " + twin if twin != fail and os.path.exists(os.path.join(folder, twin))
                                     else ""))
            line += " %s | %s |" % (", ".join(sources.get(enumerators.get(m.group(1), ""), [])),
                                     "<br>".join(tests))
        out.append(line)
    return "\n".join(out) + "\n"


RULES_MD = os.path.join(ROOT, "..", "shared", "RULES.md")


def seed_rule_inventory():
    """RULES.md section B: {id: (kind, requirement)} in document order, or None without RULES.md."""
    if not os.path.exists(RULES_MD):
        return None
    out = {}
    section = False
    for line in open(RULES_MD, encoding="utf-8"):
        if line.startswith("## "):
            section = line.startswith("## B.")
        m = re.match(r"\| ((?:SER|RQ|LSS|ENV|AMDX)-\d+) \| (.*?) \| (.*?) \| (.*?) \|", line)
        if section and m and m.group(1) not in out:
            out[m.group(1)] = (m.group(4), m.group(2))
    return out


def seed_rule_coverage(inventory, ids, not_checked, failing_tests):
    """The docs/rules.md section that lists every RULES.md section B id with its status."""
    rows = ["", "## RULES.md coverage", "",
            "Every validation rule of the five seed documents (../shared/RULES.md section B), with its kind there "
            "and whether `spvrt val` checks it (the rule above with the same id, its failing tests) or why no "
            "module decides it (tests/val/rules_not_checked.txt).", "",
            "| id | kind | status |", "| --- | --- | --- |"]
    counts = {}
    for rule_id, (kind, _) in inventory.items():
        if rule_id in ids:
            how = "profile" if kind.startswith("runtime") else "link" if kind.startswith("link") else "module"
            status = "checked (%s): %s" % (how, ", ".join(failing_tests.get(rule_id, [])) or "no test")
            counts["checked"] = counts.get("checked", 0) + 1
        else:
            status = "not decidable from modules: " + not_checked.get(rule_id, "?")
            counts["not decidable"] = counts.get("not decidable", 0) + 1
        rows.append("| %s | %s | %s |" % (rule_id, kind.replace("|", "/"), status))
    rows.insert(4, "%d ids: %s." % (len(inventory), ", ".join("%d %s" % (n, k) for k, n in sorted(counts.items()))))
    rows.insert(4, "")
    return "\n".join(rows) + "\n"


def check_device_profiles(r, spvrt, work):
    """The profile family's data and flags: data/vulkan_requirements.json is RULES.md D.1/D.2/D.5 (when RULES.md
    is at hand: ../shared/RULES.md beside the checkout, or /work/shared/RULES.md), and spvrt val's --profile,
    --feature, --extension end with a clear message and exit status 2 on a bad file, bad JSON (line:column)
    or an unknown name."""
    data = os.path.join(ROOT, "data", "vulkan_requirements.json")
    for rules_md in (os.path.join(ROOT, "..", "shared", "RULES.md"), "/work/shared/RULES.md"):
        if os.path.exists(rules_md):
            p = run([sys.executable, os.path.join(ROOT, "scripts", "extract_vulkan_requirements.py"), rules_md,
                     "--check", data])
            r.check(p.returncode == 0, "val: data/vulkan_requirements.json matches RULES.md D.1, D.2, D.5",
                    p.stderr.decode(errors="replace")[:300])
            break
    d = json.load(open(data))
    r.check(len(d["capabilities"]) == 119 and len(d["extensions"]) == 50,
            "val: the data file has Table 81's 119 and Table 82's 50 rows",
            "%d, %d" % (len(d["capabilities"]), len(d["extensions"])))
    module = os.path.join(work, "profile_cli.spv")
    p = run([spvrt, "as", "--target-env", "spv1.5", "-o", module, "-"],
            stdin=b"OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %m \"m\"\n"
                  b"OpExecutionMode %m LocalSize 1 1 1\n%v = OpTypeVoid\n%f = OpTypeFunction %v\n"
                  b"%m = OpFunction %v None %f\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n")
    if not r.check(p.returncode == 0, "val: a module for the profile flags assembles", p.stderr.decode()[:200]):
        return

    def write(name, text):
        path = os.path.join(work, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    cases = [
        (["--profile", "/nonexistent/device.json"], "/nonexistent/device.json", "an unreadable profile"),
        (["--profile", write("truncated.json", '{"capabilities": {"device": {\n  "features": {')],
         "truncated.json:2:", "a truncated profile (line:column)"),
        (["--profile", write("bad.json", '{\n  "capabilities": [1, 2,, 3]\n}\n')], "bad.json:2:", "malformed JSON"),
        (["--profile", write("array.json", "[1, 2, 3]")], "a device profile is a JSON object", "a JSON array"),
        (["--profile", write("trailing.json", "{} x")], "trailing.json:1:4", "text after the document"),
        (["--profile", write("deep.json", "[" * 100000)], "deep.json:1:", "deep nesting"),
        (["--feature", "shaderFloat65"], "unknown Vulkan feature 'shaderFloat65'", "an unknown feature"),
        (["--feature", "maxTransformFeedbackStreams"], "a limit", "a limit as a feature"),
        (["--extension", "KHR_shader_clock"], "not a Vulkan extension name", "a bad extension name"),
        (["--feature"], "needs an argument", "--feature without a name"),
    ]
    for flags, message, what in cases:
        args = flags + [module] if len(flags) > 1 else [module] + flags  # a flag without its argument: last
        p = run([spvrt, "val", "--target-env", "vulkan1.2"] + args)
        err = p.stderr.decode(errors="replace")
        r.check(p.returncode == 2 and message in err and not crashed(p), "val: device flags: %s exits 2" % what,
                "exit %d: %s" % (p.returncode, err[:300]))
    for flags, what in ((["--profile", os.path.join(TESTS, "val", "profiles", "lavapipe.json")], "vulkaninfo --json"),
                        (["--profile", write("wrong_types.json",
                                             '{"capabilities": {"device": {"features": {"VkPhysicalDeviceFeatures": '
                                             '[1, {"x": null}], "VkPhysicalDeviceVulkan12Features": {"shaderInt8": '
                                             '"yes", "a": {"b": {"c": {"d": {"e": {"f": true}}}}}}}, "extensions": '
                                             '[1, "x"], "properties": 7}}, "profiles": {"p": {"api-version": 12}}}')],
                         "wrong value types"),
                        (["--feature", "VkPhysicalDeviceFeatures::shaderFloat64", "--extension", "VK_KHR_shader_clock"],
                         "--feature STRUCT::member")):
        p = run([spvrt, "val", "--target-env", "vulkan1.2"] + flags + [module])
        r.check(p.returncode == 0 and not crashed(p), "val: device flags: %s are read" % what,
                "exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace")[:300]))
    p = run([spvrt, "help", "val"])
    r.check(b"--profile FILE" in p.stdout and b"--feature NAME" in p.stdout and b"--extension NAME" in p.stdout,
            "val: help val describes the device flags")


def group_val(r, build, work, binaries, regenerate):
    spvrt = os.path.join(build, "spvrt")
    folder = os.path.join(TESTS, "val")
    # 1. a failing module and a passing twin per rule; spirv-val agrees on each verdict
    expected_rules = set()
    failing_tests = {}
    unknown_to_reference = []
    for name in sorted(f for f in os.listdir(folder) if f.endswith(".spvasm")):
        path = os.path.join(folder, name)
        header = {}
        for line in open(path, encoding="utf-8"):
            m = re.match(r";\s*(expect|as-flags|val-flags|spvrt-flags|link-with|spirv-val-differs|patch-words):\s*(.*\S)",
                         line)
            if m:
                header[m.group(1)] = m.group(2)
        binary, p = spvrt_as(spvrt, path, work, header.get("as-flags", "").split())
        if not r.check(binary is not None, "val/%s assembles" % name, p.stderr.decode(errors="replace")[:300]):
            continue
        # patch-words: INDEX=VALUE ... overwrites words of the assembled module (a binary no assembler writes:
        # a wrong magic number, an unterminated string), in the assembled module's byte order (little-endian)
        for item in header.get("patch-words", "").split():
            index, _, value = item.partition("=")
            index, words = int(index, 0), bytearray(binary)
            if 4 * index + 4 <= len(words):
                words[4 * index:4 * index + 4] = struct.pack("<I", int(value, 0))
            binary = bytes(words)
        spv = os.path.join(work, "val.spv")
        with open(spv, "wb") as f:
            f.write(binary)
        # spvrt-flags: flags spirv-val does not have (--profile FILE, --feature NAME, ...), paths relative to
        # tests/val; link-with: the other modules of a pipeline or graph (tests/val/link/), for --link
        spvrt_flags = [a if not a.endswith((".json", ".spvasm")) else os.path.join(folder, a)
                       for a in header.get("spvrt-flags", "").split()]
        partners = []
        for k, other in enumerate(header.get("link-with", "").split()):
            other_bin, q = spvrt_as(spvrt, os.path.join(folder, "link", other), work,
                                    header.get("as-flags", "").split())
            if not r.check(other_bin is not None, "val/%s: link/%s assembles" % (name, other),
                           q.stderr.decode(errors="replace")[:300]):
                continue
            partners.append(os.path.join(work, "link%d.spv" % k))
            with open(partners[-1], "wb") as f:
                f.write(other_bin)
        link = ["--link"] if "link-with" in header else []
        p = run([spvrt, "val"] + header.get("val-flags", "").split() + spvrt_flags + link + [spv] + partners)
        err = p.stderr.decode(errors="replace")
        want = header.get("expect", "?")
        if want == "valid":
            ok = p.returncode == 0
        else:
            expected_rules.add(want)
            failing_tests.setdefault(want, []).append(name)
            ok = p.returncode == 1 and ("error: %s:" % want) in err
        r.check(ok, "val/%s: %s" % (name, want), "exit %d: %s" % (p.returncode, err[:400]))
        if link or spvrt_flags:
            continue  # link sets and device profiles: spirv-val has neither
        ref = run(["spirv-val"] + header.get("val-flags", "").split() + [spv])  # the same flags as spvrt
        ref_err = ref.stderr.decode(errors="replace")
        if SPIRV_VAL_UNKNOWN.search(ref_err) and "spirv-val-differs" not in header:
            # Debian's spirv-val (2023.1) predates the item (EXT hit objects, LSS, AMDX): no second opinion
            unknown_to_reference.append(name)
        elif "spirv-val-differs" in header:
            # the test says why spirv-val is wrong (citing the spec); check that it still differs
            r.check((ref.returncode == 0) != (p.returncode == 0), "val/%s: differs from spirv-val as stated" % name,
                    header["spirv-val-differs"])
        else:
            r.check((ref.returncode == 0) == (p.returncode == 0), "val/%s: same verdict as spirv-val" % name,
                    ref_err[:300])
    print("  val: %d test modules use items Debian's spirv-val does not know (no second opinion)"
          % len(unknown_to_reference))
    check_device_profiles(r, spvrt, work)
    rules = run([spvrt, "val", "--list-rules"]).stdout.decode()
    ids = set(re.findall(r"^\| (%s-[A-Z0-9-]+) \|" % RULE_FAMILIES, rules, re.M))
    r.check(ids and ids <= expected_rules, "val: every rule has a failing test",
            "untested: " + ", ".join(sorted(ids - expected_rules)))
    doc = os.path.join(ROOT, "docs", "rules.md")
    text = "# Validation rules\n\nGenerated from `spvrt val --list-rules`, the sources and tests/val/ " \
           "(tests/run_tests.py --regenerate-goldens).\nFor each rule: the file of src/val/ that checks it, and " \
           "its failing modules in tests/val/ (each with a passing twin, `_fail` -> `_pass`).\n\n" + \
           rules_with_checks_and_tests(rules, failing_tests, folder)
    # every rule of the seed documents (RULES.md section B): checked, or why no module decides it
    inventory = seed_rule_inventory()
    if inventory is None:
        print("  val: ../shared/RULES.md not found: the RULES.md coverage check is skipped")
        if os.path.exists(doc):  # keep the committed coverage section
            old_doc = open(doc).read()
            text += old_doc[old_doc.find("\n## RULES.md coverage"):] if "\n## RULES.md coverage" in old_doc else ""
    else:
        not_checked = {}
        for line in open(os.path.join(folder, "rules_not_checked.txt"), encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                key, _, why = line.partition(":")
                not_checked[key.strip()] = why.strip()
        both = sorted(set(not_checked) & ids)
        r.check(not both, "val: no RULES.md id is both checked and listed as not decidable", ", ".join(both))
        missing = sorted(k for k in inventory if k not in ids and k not in not_checked)
        r.check(not missing, "val: every RULES.md section B id is checked or listed in "
                "tests/val/rules_not_checked.txt with the reason", "missing: " + ", ".join(missing))
        unknown = sorted(k for k in not_checked if k not in inventory)
        r.check(not unknown, "val: rules_not_checked.txt names only RULES.md ids", ", ".join(unknown))
        text += seed_rule_coverage(inventory, ids, not_checked, failing_tests)
    if regenerate:
        os.makedirs(os.path.dirname(doc), exist_ok=True)
        with open(doc, "w") as f:
            f.write(text)
    r.check(os.path.exists(doc) and open(doc).read() == text, "val: docs/rules.md matches the rule table")
    # 2. the corpus: the same verdict as spirv-val, but for the differences listed (with reasons)
    known = {}
    for line in open(os.path.join(folder, "known_differences.txt"), encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            key, _, why = line.partition(":")
            known[key.strip()] = why.strip()
    stage = re.compile(r"\.(comp|vert|frag|geom|tesc|tese|rgen|rint|rahit|rchit|rmiss|rcall|mesh|task)\.spv$")
    corpus = [b for b in binaries if stage.search(b)]  # the GLSL corpus, which spirv-val knows
    for spv in corpus:
        blob = open(spv, "rb").read()
        # both judge the module under the Vulkan environment its version implies
        mine = run([spvrt, "val", "--target-env", spirv_val_env(blob), spv])
        ref = run(["spirv-val", "--target-env", spirv_val_env(blob), spv])
        name = os.path.basename(spv)
        same = (mine.returncode == 0) == (ref.returncode == 0)
        r.check(same or name in known, "val/corpus/%s: same verdict as spirv-val" % name,
                "spvrt: %s | spirv-val: %s" % (mine.stderr.decode(errors="replace")[:200],
                                               ref.stderr.decode(errors="replace")[:200]))


def group_seedmodules(r, build, work):
    """Every seed instruction used correctly validates clean; each single mistake is reported with its rule
    (tests/seed_mistakes.py, tests/val/seed_modules/)."""
    import seed_mistakes
    covered = seed_mistakes.run(os.path.join(build, "spvrt"), work, r.check)
    print("  seedmodules: %d rules each broken by a single mistake" % len(covered))


def group_differential(r, build, oracle, work, first):
    """spvrt val against spirv-val over the test modules and their mutants (tests/val_differential.py):
    every disagreement listed in tests/val/differential_disagreements.txt, none listed stale, no crash, the
    layout and undefined-id mutants all caught.  A later build (ASan) runs spvrt alone and must give the
    first build's verdicts."""
    import val_differential as vd
    spvrt = os.path.join(build, "spvrt")
    reference = None if first else oracle.cache.get("differential")
    out = vd.run_differential(spvrt, work, oracle=oracle, reference=reference)
    if reference is None:
        oracle.cache["differential"] = out
    print("\n".join("   " + line for line in out.summary().splitlines()), flush=True)

    def names(cases, limit=10):
        return ", ".join(c["name"] + (" (%s)" % c["spvrt_error"][:150] if c["spvrt_error"] else "")
                         for c in cases[:limit]) + (" ..." if len(cases) > limit else "")

    r.check(not out.crashes, "differential: spvrt val never crashes on a mutant", names(out.crashes))
    r.check(not out.missed, "differential: spvrt rejects every moved-into-function and undefined-id mutant",
            names(out.missed))
    if reference is not None:
        r.check(not out.build_differs, "differential: same verdicts as the first build", names(out.build_differs))
        return
    r.check(out.mutants >= 1000, "differential: at least 1000 mutants", "%d" % out.mutants)
    r.check(not out.bad_lines, "differential: the listing is well-formed", "; ".join(out.bad_lines[:5]))
    r.check(not out.unlisted, "differential: every disagreement with spirv-val is listed in "
            "tests/val/differential_disagreements.txt",
            "%d unlisted (python3 tests/val_differential.py --build %s --write-unlisted FILE writes them all): %s"
            % (len(out.unlisted), os.path.relpath(build, ROOT), names(out.unlisted)))
    r.check(not out.stale, "differential: no listed disagreement is stale", ", ".join(out.stale[:20]))


def sanitized(build):
    """Whether the build directory was configured with -DSPVRT_SANITIZE=ON."""
    cache = os.path.join(build, "CMakeCache.txt")
    return os.path.exists(cache) and re.search(r"^SPVRT_SANITIZE:BOOL=ON$", open(cache).read(), re.M) is not None


def group_hostile(r, build, work):
    """tests/hostile_modules.py: huge id bounds, deep nesting, type and call cycles, huge CFGs, millions of
    instructions.  Each must give a verdict (exit 0, or exit 1 with an error message) and no crash; the
    timeout detects hangs (make bench measures how the time scales).  Smaller sizes under a sanitizer."""
    import time
    import hostile_modules
    spvrt = os.path.join(build, "spvrt")
    small = sanitized(build)
    path = os.path.join(work, "hostile.spv")
    for name, (_, full, reduced, _) in hostile_modules.HOSTILE.items():
        n = reduced if small else full
        with open(path, "wb") as f:
            f.write(hostile_modules.generate(name, n))
        start = time.time()
        p = run([spvrt, "val", path], timeout=60)
        seconds = time.time() - start
        err = p.stderr.decode(errors="replace")
        lines = err.splitlines()
        print("   hostile/%s n=%d: exit %d in %.2f s" % (name, n, p.returncode, seconds), flush=True)
        clean = (p.returncode == 0 and not err) or (p.returncode == 1 and lines and " error: " in lines[0])
        r.check(clean and not crashed(p), "hostile/%s n=%d: a clean verdict" % (name, n),
                "timed out after 60 s" if p.returncode == -999 else err[-1500:])


def group_install(r, build, work):
    prefix = os.path.join(work, "prefix")
    p = run(["cmake", "--install", build, "--prefix", prefix])
    if not r.check(p.returncode == 0, "install: cmake --install", p.stderr.decode(errors="replace")[:500]):
        return
    for rel in ("bin/spvrt", "include/spvrt/spvrt.h", "lib/libspvrt.a", "lib/pkgconfig/spvrt.pc"):
        r.check(os.path.exists(os.path.join(prefix, rel)), "install: %s" % rel)
    so = [f for f in os.listdir(os.path.join(prefix, "lib")) if f.startswith("libspvrt.so")]
    r.check(len(so) > 0, "install: shared library")
    src = os.path.join(work, "use.c")
    with open(src, "w") as f:
        f.write('#include <spvrt/spvrt.h>\n#include <stdio.h>\n#include <string.h>\n'
                'int main(void){spvrt_context*c=spvrt_context_create(NULL);'
                'uint32_t*w;size_t n;const char*t="OpCapability Shader\\nOpMemoryModel Logical GLSL450\\n";'
                'int r=spvrt_assemble(c,t,strlen(t),NULL,&w,&n);printf("%d %zu\\n",r,n);spvrt_free(c,w);'
                'spvrt_context_destroy(c);return r;}\n')
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "spvrt"], capture_output=True, text=True, env=env)
    if not r.check(flags.returncode == 0, "install: pkg-config finds spvrt", flags.stderr):
        return
    exe = os.path.join(work, "use")
    p = run(["gcc", src, "-o", exe] + flags.stdout.split() + ["-Wl,-rpath," + os.path.join(prefix, "lib")])
    if r.check(p.returncode == 0, "install: a program builds against the installed library",
               p.stderr.decode(errors="replace")[:500]):
        p = run([exe])
        r.check(p.returncode == 0 and p.stdout.strip() == b"0 10", "install: and runs", p.stdout.decode())


# tests/amber/errors: the header's message "in substance" is these phrases (all must appear in the output).
AMBER_ERROR_PHRASES = {
    "shader_optimization_bad_pass": ["SHADER_OPTIMIZATION: '--no-such-pass-in-spirv-opt' is not a spirv-opt "
                                     "optimization pass flag"],
    "shader_optimization_config_file": ["SHADER_OPTIMIZATION: '--config-file=/etc/passwd' is not a spirv-opt "
                                        "optimization pass flag"],
    "struct_offset_backwards": ["OFFSET 4 of member 'b' of STRUCT S goes back into member 'a', which ends at byte 8"],
    "struct_offset_misaligned": ["OFFSET 20 of member 'v' of STRUCT S is not a multiple of its STD430 alignment 16",
                                 "buffer 'b'"],
    "struct_unknown_member_type": ["STRUCT S: unknown type 'vec5<float>' for a member"],
    "struct_duplicate_member": ["STRUCT S: duplicate member name 'x' (line 8)"],
    "struct_expect_idx": ["EXPECT IDX 4: buffer 'b' is of STRUCT S, whose elements take 16 bytes"],
    "struct_series": ["SERIES_FROM needs a scalar data type; buffer 'b' is of STRUCT S"],
    "struct_stride_small": ["STRIDE 12 of STRUCT S is not a multiple of its STD140 alignment 16"],
    "bad_number": ["'12x'", "integer"],
    "bad_number_range": ["'300'", "out of range", "uint8"],
    "expect_out_of_range": ["EXPECT IDX 16 is outside buffer 'o' (16 bytes)"],
    "glsl_compile_error": ["shader 'shader' failed to compile: 'undeclared_thing' : undeclared identifier"],
    "graphics_unsupported": ["SHADER 'vertex' is not supported yet", "skipped"],
    "huge_dispatch": ["RUN 4294967295 4294967295 4294967295 exceeds maxComputeWorkGroupCount"],
    "infinite_loop": ["step limit"],
    "infinite_loop_one_lane": ["step limit", "37"],
    "invalid_spirv": ["shader 'shader' is not valid SPIR-V", "OpIAdd"],
    "missing_end": ["SHADER 'shader' has no END"],
    "missing_end_pipeline": ["unknown command 'RUN'", "PIPELINE"],
    "missing_header": ["'BUFFER' is not a section header", "'#!amber'"],
    "vkscript_graphics": ["[vertex shader passthrough] is a graphics section", "not supported yet"],
    "vkscript_bad_type": ["unknown data type 'flaot'"],
    "vkscript_huge_offset": ["byte 4000000000", "larger than 1073741824 bytes"],
    "vkscript_probe_unknown_binding": ["no buffer at descriptor set 1 binding 4"],
    "vkscript_no_shader": ["no [compute shader] section"],
    "out_of_bounds_read": ["out-of-bounds", "load", "buffer 'a'"],
    "out_of_bounds_write": ["out-of-bounds", "store", "buffer 'o'"],
    "ptr_diff_two_buffers": ["OpPtrDiff of pointers that are not into the same array", "OpPtrDiff %int"],
    "composite_load_past_end": ["out-of-bounds access: 224 bytes at offset 0 of the 220-byte buffer", "OpLoad",
                                "buffer 'nested_in' (220 bytes)"],
    "unknown_buffer": ["unknown buffer 'nothere'"],
    "unknown_command": ["unknown command 'FROBNICATE'"],
    "accel_bad_obj": ["bad_mesh.obj:3:", "f: index '9' names no vertex read so far"],
    # motion blur (VK_NV_ray_tracing_motion_blur, docs/ray-tracing.md "Motion blur")
    "motion_vertices_without_flag": ["GEOMETRY TRIANGLES has MOTION_VERTICES but bottom level 'moving' has no "
                                     "FLAGS MOTION", "createFlags-04955"],
    "motion_instance_without_flag": ["BOTTOM_LEVEL_INSTANCE with MOTION in top level 'scene', which has no FLAGS "
                                     "MOTION"],
    "motion_matrix_one_transform": ["MOTION MATRIX takes two TRANSFORMs (at time 0 and at time 1); 1 given"],
    "motion_srt_short": ["SRT has 15 numbers; it takes 16"],

    "accel_unbound": ["descriptor set 0, binding 0", "OpLoad"],
    "dynamic_offset_past_end": ["OFFSET 256, DESCRIPTOR_OFFSET 16 and DESCRIPTOR_RANGE 16 go past the end of buffer 'b'"],
    "image_bind_not_image": ["BIND AS storage_image: buffer 'plain' is not an image"],
    "debug_wrong_local": ['Debugger failed: EXPECT LOCAL "g": 3, expected 2'],
    "debug_wrong_location": ['Debugger failed: EXPECT LOCATION: the invocation stands at "calc.txt" 2, not "calc.txt" 3'],
    "debug_thread_never_runs": ["Debugger failed: THREAD GLOBAL_INVOCATION_ID 4 0 0: the invocation never ran"],
    "debug_vertex_thread": ["THREAD 'VERTEX_INDEX' is not supported yet", "skipped"],
    # ray-tracing pipelines (issue 17): Amber's checks as located errors
    "rt_library_not_run": ["shader 'gen' is not valid SPIR-V (vulkan1.2): CORE-LAYOUT-MEMORY-MODEL"],
    "rt_group_wrong_stage": ["SHADER_GROUP: a hit group cannot hold miss shader 'sky'"],
    "rt_group_compute_shader": ["SHADER_GROUP: shader 'cs' is a compute shader"],
    "rt_sbt_unknown_group": ["SHADER_BINDING_TABLE t: unknown shader group 'nowhere'"],
    "rt_raygen_two_records": ["RUN RAYGEN t: the table has 2 records", "VUID-vkCmdTraceRaysKHR-size-04023"],
    "rt_raygen_not_raygen": ["RUN RAYGEN t: its group background holds no ray_generation shader"],
    "rt_run_no_raygen": ["RUN: ray-tracing pipeline 'p' needs RAYGEN table"],
    "rt_run_unknown_table": ["RUN RAYGEN: pipeline 'p' has no SHADER_BINDING_TABLE 'elsewhere'"],
    "rt_payload_in_compute": ["MAX_RAY_PAYLOAD_SIZE' is allowed only in ray-tracing pipelines"],
    "rt_use_library_not_library": ["USE_LIBRARY: pipeline 'plain' is not a library"],
    "rt_run_library": ["RUN lib: pipeline 'lib' is a library (FLAGS LIBRARY, line 13)"],
    "rt_debug_run": ["DEBUG of ray-tracing pipeline 'p' is not supported", "skipped"],
    "rt_library_sizes_differ": ["MAX_RAY_PAYLOAD_SIZE 8 and MAX_RAY_HIT_ATTRIBUTE_SIZE 0 differ from library "
                                "'lib''s 4 and 0"],
}


def cpu_has_images(spvrt):
    """Whether the CPU engine runs image instructions yet (issue 15: the script layer's images landed before the
    engine's; until then the tests/amber/image scripts run on Vulkan alone, and say so)."""
    p = run([spvrt, "run", os.path.join(TESTS, "amber", "image", "storage_image.amber")], timeout=300)
    return b"not supported by the CPU engine" not in p.stdout + p.stderr

# Scripts whose output must not depend on the thread count (and, for subgroup scripts, on the subgroup size:
# tests/amber/README.md "Subgroup expectations" allows 4..128).
AMBER_DETERMINISM = ["atomic_add_contended", "atomic_compswap_loop", "mem_workgroup_tree_reduce", "cf_divergent_loop",
                     "script_repeat", "subgroup_arithmetic", "subgroup_ballot", "subgroup_divergent"]


def group_graph(r, build, work):
    """Execution graphs (VK_AMDX_shader_enqueue; tests/amber/graph, written by make_graph_tests.py)."""
    import concurrent.futures
    spvrt = os.path.join(build, "spvrt")
    slow = 4 if sanitized(build) else 1
    folder = os.path.join(TESTS, "amber", "graph")
    p = run([sys.executable, os.path.join(folder, "make_graph_tests.py"), "--check"], timeout=120)
    r.check(p.returncode == 0, "amber/graph/make_graph_tests.py --check: the scripts are what the generator writes",
            (p.stdout + p.stderr).decode(errors="replace")[-1500:])

    def spvrt_run(path, flags):
        p = run([spvrt, "run"] + flags + [path], timeout=120 * slow)
        return p, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")

    # make demo's graph (examples/graph/tiles.amber): the file is what make_tiles.py writes, its EXPECTs (from the
    # generator's own classification) pass under every schedule, and the bench's dispatch-sequence variant agrees
    demo = os.path.join(ROOT, "examples", "graph")
    fresh = os.path.join(work, "tiles.amber")
    p = run([sys.executable, os.path.join(demo, "make_tiles.py"), fresh], timeout=120)
    r.check(p.returncode == 0 and open(fresh).read() == open(os.path.join(demo, "tiles.amber")).read(),
            "examples/graph/tiles.amber is what make_tiles.py writes", (p.stdout + p.stderr).decode(errors="replace"))
    p, out, err = spvrt_run(os.path.join(demo, "tiles.amber"), ["--compare-schedules", "--stats"])
    r.check(p.returncode == 0 and " 257 passed, 0 failed" in out and "give different results" not in out + err,
            "examples/graph/tiles.amber --compare-schedules", out[-1500:] + err[-1500:])
    variant = os.path.join(work, "tiles_dispatches.amber")
    p = run([sys.executable, os.path.join(demo, "make_tiles.py"), "--variant", "dispatches", variant], timeout=120)
    p2, out, err = spvrt_run(variant, [])
    r.check(p.returncode == 0 and p2.returncode == 0 and " 257 passed, 0 failed" in out,
            "make_tiles.py --variant dispatches (make bench's sequence of dispatches)", out[-1500:] + err[-1500:])

    def expects(path):
        return sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])

    # every graph but racy.amber gives the same results under every schedule (the proposal leaves the order
    # open; these graphs do not depend on it), and --compare-schedules finds no difference
    schedules = (["--graph-schedule", "breadth"], ["--graph-schedule", "depth"],
                 ["--graph-schedule", "shuffle", "--graph-seed", "1"],
                 ["--graph-schedule", "shuffle", "--graph-seed", "7", "--threads", "1"], ["--compare-schedules"])
    subgroups = ("4", "32")
    if sanitized(build):  # the values were checked on the first build: the sanitizer needs each path once or so
        schedules, subgroups = (schedules[2], schedules[4]), ("4",)
    jobs = []
    racy = ("racy.amber", "racy_payload.amber")
    for name in sorted(n for n in os.listdir(folder) if n.endswith(".amber") and n not in racy):
        for flags in schedules:
            for size in subgroups:
                jobs.append((os.path.join(folder, name), flags + ["--subgroup-size", size]))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda job: (job, spvrt_run(*job)), jobs))
    for (path, flags), (p, out, err) in results:
        want = "%s: %d passed, 0 failed\n" % (path, expects(path))
        r.check(p.returncode == 0 and not crashed(p) and want in out and "give different results" not in out + err,
                "amber/graph/%s %s" % (os.path.basename(path), " ".join(flags)),
                "exit %d, want %d EXPECTs passing:\n%s%s" % (p.returncode, expects(path), out[-1500:], err[-1500:]))

    # multiwave.amber and finish_multiwave.amber at more subgroup sizes (64 invocations: 16 waves of 4 .. 1 of 64)
    for name in ("multiwave.amber", "finish_multiwave.amber"):
        path = os.path.join(folder, name)
        for size in ("8", "16", "64"):
            p, out, err = spvrt_run(path, ["--subgroup-size", size, "--compare-schedules"])
            want = "%s: %d passed, 0 failed\n" % (path, expects(path))
            r.check(p.returncode == 0 and not crashed(p) and want in out,
                    "amber/graph/%s --subgroup-size %s" % (name, size), "exit %d:\n%s%s" % (p.returncode, out[-1500:],
                                                                                          err[-1500:]))

    # racy.amber depends on which payloads share a coalescing workgroup, racy_payload.amber's workgroups race on
    # their payload (one thread: each schedule then gives one result): --compare-schedules reports them (from
    # breadth and from depth), while one schedule alone has nothing to compare
    for name, flags in [(n, f + ["--threads", "1"]) for n in racy for f in (
            ["--compare-schedules"], ["--compare-schedules", "--graph-schedule", "depth", "--graph-seed", "3"],
            ["--compare-schedules", "--subgroup-size", "32"], ["--graph-schedule", "shuffle"])]:
        path = os.path.join(folder, name)
        p, out, err = spvrt_run(path, flags)
        compared = "--compare-schedules" in flags
        reported = re.search(r"racy\w*\.amber:\d+: RUN g: the schedules \w+ and \w+ give different results: "
                             r"buffer 'out' byte \d+ is 0x[0-9a-f]{2} after \w+, 0x[0-9a-f]{2} after \w+ \(a payload race, AMDX-S42",
                             out + err)
        ok = (p.returncode == 1 and reported and "%s: 0 passed, 1 failed\n" % path in out) if compared else \
            (p.returncode == 0 and not reported)
        r.check(ok and not crashed(p), "amber/graph/%s %s: %s" % (name, " ".join(flags), "the race reported" if
                                                                  compared else "runs"),
                "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))

    # SCRATCH_SIZE MIN, 12000 bytes, MAX: the same results (above) in fewer, larger batches as the size grows
    # (--stats)
    path = os.path.join(folder, "scratch.amber")
    p, out, err = spvrt_run(path, ["--stats"])
    batches = dict(re.findall(r"stats: RUN (gmin|gmax|gbytes) \(--graph-schedule breadth\): \d+ payloads, \d+ "
                              r"workgroups in (\d+) batches", out + err))
    r.check(p.returncode == 0 and len(batches) == 3 and
            int(batches["gmin"]) > int(batches["gbytes"]) > int(batches["gmax"]), "amber/graph/scratch.amber --stats: "
            "MIN runs more batches than 12000 bytes, 12000 bytes more than MAX (%s)" % batches,
            "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))

    # undefined behaviour the proposal names, and API errors: exit 1 at the RUN (or `# expect-at:`'s line), the
    # rule in the error
    traps = os.path.join(folder, "traps")
    for name in sorted(n for n in os.listdir(traps) if n.endswith(".amber")):
        path = os.path.join(traps, name)
        text = open(path).read()
        error = re.search(r"# expect-error: (.*\S)", text).group(1)
        at = re.search(r"# expect-at: (\w+)", text)  # where the error is located: the last RUN, or as named
        at = at.group(1) if at else "RUN"
        line = [i + 1 for i, t in enumerate(text.split("\n")) if t.startswith(at + " ")][-1]
        for flags in (["--subgroup-size", "4"], ["--graph-schedule", "shuffle", "--graph-seed", "5",
                                                 "--subgroup-size", "32"])[:1 if sanitized(build) else 2]:
            p, out, err = spvrt_run(path, flags)
            r.check(p.returncode == 1 and not crashed(p) and ("%s:%d: error:" % (path, line)) in err and error in err,
                    "amber/graph/traps/%s %s: %s" % (name, " ".join(flags), error),
                    "exit %d, want '%s' at line %d:\n%s%s" % (p.returncode, error, line, out[-1500:], err[-1500:]))


def group_amber(r, build, work):
    import concurrent.futures
    spvrt = os.path.join(build, "spvrt")
    slow = 4 if sanitized(build) else 1
    for exe, args in (("spvrt_amber_parse_test", [os.path.join(TESTS, "amber", "parse")]),
                      ("spvrt_amber_run_test", []), ("spvrt_amber_compare_test", []),
                      ("spvrt_numeric_test", [])):
        p = run([os.path.join(build, exe)] + args, timeout=600 * slow)
        r.check(p.returncode == 0, "amber/%s" % exe, (p.stdout + p.stderr).decode(errors="replace")[-1500:])

    def spvrt_run(path, *flags):
        p = run([spvrt, "run", "--time"] + list(flags) + [path], timeout=300 * slow)
        return p, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")

    scripts = []
    # rayquery: issue 6, EXPECTs from reference_rq.py (front_face: by hand); dynamic and image: issue 15,
    # EXPECTs from tests/amber/image/make_scripts.py
    # debug: AmberScript DEBUG (docs/debugger.md), locations and values derived by hand in each script
    subs = ["compute", "rayquery", "dynamic", "memory", "debug", "struct"]
    p = run([sys.executable, os.path.join(TESTS, "amber", "image", "make_scripts.py"), "--check"])
    r.check(p.returncode == 0, "amber/image/make_scripts.py --check", p.stdout.decode(errors="replace"))
    # memory: issue 15 (OpPtrDiff, OpPtrEqual on variable pointers, composite accesses), EXPECTs from
    # tests/amber/memory/make_scripts.py
    p = run([sys.executable, os.path.join(TESTS, "amber", "memory", "make_scripts.py"), "--check"])
    r.check(p.returncode == 0, "amber/memory/make_scripts.py --check", p.stdout.decode(errors="replace"))
    # struct: issue 15 (AmberScript STRUCT data types), layouts and EXPECTs from tests/amber/struct/make_scripts.py
    p = run([sys.executable, os.path.join(TESTS, "amber", "struct", "make_scripts.py"), "--check"])
    r.check(p.returncode == 0, "amber/struct/make_scripts.py --check", p.stdout.decode(errors="replace"))
    if cpu_has_images(spvrt):
        subs.append("image")
    else:
        print("   amber: the CPU engine has no image instructions yet: tests/amber/image runs in the vulkan group only")
    for sub in subs:
        folder = os.path.join(TESTS, "amber", sub)
        found = sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".amber"))
        if sanitized(build) and sub == "compute":
            # under a sanitizer one compute script in two (the first build checked every value), to keep make
            # test within its time
            found = found[::2]
        scripts += found
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda path: (path, spvrt_run(path)), scripts))
    for path, (p, out, err) in results:
        expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
        line = "%s: %d passed, 0 failed\n" % (path, expects) if expects else None
        ok = p.returncode == 0 and not crashed(p) and (line is None or line in out)
        r.check(ok, "amber/compute/%s" % os.path.basename(path),
                "exit %d, want %d EXPECTs passing:\n%s%s" % (p.returncode, expects, out[-1500:], err[-1500:]))

    # VkScript (issue 15): every probe passes, on the CPU engine; the probes agree with check_vkscript.py's reference
    folder = os.path.join(TESTS, "amber", "vkscript")
    p = run([sys.executable, os.path.join(folder, "check_vkscript.py")], timeout=120)
    r.check(p.returncode == 0, "amber/vkscript/check_vkscript.py", (p.stdout + p.stderr).decode(errors="replace")[-1500:])
    for name in sorted(n for n in os.listdir(folder) if n.endswith(".vkscript")):
        path = os.path.join(folder, name)
        probes = sum(1 for line in open(path) if line.split()[:2] == ["probe", "ssbo"])
        p, out, err = spvrt_run(path)
        r.check(p.returncode == 0 and not crashed(p) and "%s: %d passed, 0 failed\n" % (path, probes) in out,
                "amber/vkscript/%s" % name, "exit %d, want %d probes passing:\n%s%s" % (p.returncode, probes,
                                                                                        out[-1500:], err[-1500:]))

    # make demo's ray-query scene: its golden ray-query count and image digest (examples/rayquery/make_scene.py)
    path = os.path.join(ROOT, "examples", "rayquery", "scene.amber")
    p, out, err = spvrt_run(path)
    r.check(p.returncode == 0 and not crashed(p) and "%s: 2 passed, 0 failed\n" % path in out,
            "amber/examples/rayquery/scene.amber", "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))
    # make demo's ray-tracing scene (issue 17): its golden ray count and image digest (examples/raytracing/
    # make_scene.py), the same under other thread counts and subgroup sizes
    path = os.path.join(ROOT, "examples", "raytracing", "scene.amber")
    # (under a sanitizer the default only: the variants test the values, which the first build checked)
    variants = ([], ["--threads", "1", "--subgroup-size", "4"], ["--threads", "2", "--subgroup-size", "64"])
    for extra in variants[:1] if sanitized(build) else variants:
        p = run([spvrt, "run"] + extra + [path], timeout=600 * slow)
        out, err = p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
        r.check(p.returncode == 0 and "2 passed, 0 failed" in out,
                "amber/examples/raytracing/scene.amber %s" % " ".join(extra), "exit %d:\n%s%s" %
                (p.returncode, out[-1500:], err[-1500:]))

    folder = os.path.join(TESTS, "amber", "errors")
    for name in sorted(n[:-6] for n in os.listdir(folder) if n.endswith(".amber")):
        path = os.path.join(folder, name + ".amber")
        head = {}
        for text in open(path).read().split("\n"):
            m = re.match(r"# expect-(error|line|exit):\s*(.*\S)", text)
            if m:
                head[m.group(1)] = m.group(2)
        p, out, err = spvrt_run(path)
        both = out + err
        line = head.get("line", "?")
        phrases = AMBER_ERROR_PHRASES.get(name, [])
        missing = [x for x in phrases if x.lower() not in both.lower()]
        located = ("%s:%s:" % (path, line)) in both or ("on line %s)" % line) in both
        before_run = "before any RUN" not in head.get("exit", "") or ("%s: time: 0 runs" % path) in out
        # "expect-exit: 2" for what spvrt does not support yet (a skip), else 1 (docs/amber.md "Exit status")
        want = 2 if head.get("exit", "").startswith("2") else 1
        r.check(p.returncode == want and not crashed(p) and phrases and not missing and located and before_run,
                "amber/errors/%s" % name,
                "exit %d (want %d), line %s %s, missing %r, before any RUN %s:\n%s" %
                (p.returncode, want, line, "named" if located else "NOT named", missing, before_run, both[-1500:]))

    # DEBUG on a Vulkan device alone: not supported (exit 2, before any device is made), whatever the ICD
    path = os.path.join(TESTS, "amber", "debug", "spvasm_opline.amber")
    p, out, err = spvrt_run(path, "--device", "vulkan")
    r.check(p.returncode == 2 and "DEBUG is not supported on a Vulkan device" in err and
            "%s:64: error:" % path in err, "amber/debug on --device vulkan exits 2",
            "exit %d:\n%s%s" % (p.returncode, out[-800:], err[-800:]))

    # ray-tracing pipelines (issue 17) on the CPU engine: tests/amber/rt's EXPECTs
    folder = os.path.join(TESTS, "amber", "rt")
    # motion blur (issue 18): motion.amber's cases and EXPECTs are what motion_reference.py computes; the traps of
    # OpTraceRayMotionNV's rules (tests/amber/rt/motion_traps, not in errors/: lavapipe has no motion blur, so the
    # vulkan group could not end them as on the CPU) at the RUN their header names
    p = run([sys.executable, os.path.join(folder, "motion_reference.py"), "--check"], timeout=120)
    r.check(p.returncode == 0, "amber/rt/motion_reference.py --check", (p.stdout + p.stderr).decode(errors="replace"))
    traps = os.path.join(folder, "motion_traps")
    for name in sorted(n for n in os.listdir(traps) if n.endswith(".amber")):
        path = os.path.join(traps, name)
        head = dict(re.findall(r"# expect-(error|line):\s*(.*\S)", open(path).read()))
        p, out, err = spvrt_run(path)
        r.check(p.returncode == 1 and not crashed(p) and ("%s:%s: error:" % (path, head.get("line"))) in err and
                head.get("error", "?") in err, "amber/rt/motion_traps/%s" % name,
                "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))
    for name in sorted(n for n in os.listdir(folder) if n.endswith(".amber")):
        path = os.path.join(folder, name)
        p, out, err = spvrt_run(path)
        expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
        r.check(p.returncode == 0 and not crashed(p) and "%s: %d passed, 0 failed\n" % (path, expects) in out,
                "amber/rt/%s" % name, "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))

    # repacking (issue 17, docs/ray-tracing.md): the same EXPECTs whatever the window and the subgroup size,
    # and with a window the invocations did move between waves (--stats)
    path = os.path.join(folder, "repack.amber")
    combos = (("1", "4"), ("2", "4"), ("8", "4"), ("8", "32"), ("3", "8"))
    for window, subgroup in combos[1:3] if sanitized(build) else combos:
        p, out, err = spvrt_run(path, "--window", window, "--subgroup-size", subgroup, "--threads", "2", "--stats")
        m = re.search(r"stats: RUN p: (\d+) invocations reached repack points in (\d+) waves, went on in (\d+) "
                      r"waves \((\d+) moved", err + out)
        moved = int(m.group(4)) if m else -1
        r.check(p.returncode == 0 and not crashed(p) and "%s: 1 passed, 0 failed\n" % path in out and
                (moved == 0 if window == "1" else moved > 0),
                "amber/rt/repack.amber --window %s --subgroup-size %s (%d moved)" % (window, subgroup, moved),
                "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))

    # hit objects and reordering (issue 18): the same EXPECTs under every reorder mode, window and subgroup
    # size (SPV_EXT_shader_invocation_reorder leaves which invocations share a wave to the implementation; these
    # scripts do not depend on it), and with a window the reorder points were reached and counted (--stats)
    for name in ("hit_object_nv.amber", "hit_object_ext.amber", "hit_object_motion.amber",
                 "hit_object_motion_ext.amber", "hit_object_getters_ext.amber"):
        path = os.path.join(folder, name)
        expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
        combos = (("on", "8", "4"), ("shuffle", "2", "4"), ("on", "1", "4"), ("on", "3", "32"), ("off", "8", "4"),
                  ("shuffle", "8", "8"))
        for reorder, window, subgroup in combos[:2] if sanitized(build) else combos:
            p, out, err = spvrt_run(path, "--reorder", reorder, "--window", window, "--subgroup-size", subgroup,
                                    "--threads", "2", "--stats")
            counted = re.search(r"reorder points \(--reorder %s\): [0-9.]+ distinct shaders per wave before "
                                r"\((\d+) waves\)" % reorder, err + out)
            r.check(p.returncode == 0 and not crashed(p) and "%s: %d passed, 0 failed\n" % (path, expects) in out
                    and counted and int(counted.group(1)) > 0,
                    "amber/rt/%s --reorder %s --window %s --subgroup-size %s" % (name, reorder, window, subgroup),
                    "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))

    # the order the CPU engine gives a reorder point's lanes (SER-S01..S05: shader, then the hint's low bits): the
    # script checks spvrt's choice, so it passes under --reorder on and must fail under off (lanes stay put)
    path = os.path.join(folder, "ordering", "reorder_keys.amber")
    for reorder, window in (("on", "8"), ("on", "2"), ("off", "8")):
        p, out, err = spvrt_run(path, "--reorder", reorder, "--window", window)
        want = "%s: 1 passed, 0 failed\n" % path if reorder == "on" else "%s: 0 passed, 1 failed\n" % path
        r.check(p.returncode == (0 if reorder == "on" else 1) and not crashed(p) and want in out,
                "amber/rt/ordering/reorder_keys.amber --reorder %s --window %s" % (reorder, window),
                "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))

    # undefined uses of hit objects trap with the rule (src/rt/hit_object.c), whatever the window and reorder mode
    for name in sorted(n for n in os.listdir(os.path.join(folder, "hostile")) if n.startswith("hit_object_")):
        path = os.path.join(folder, "hostile", name)
        message = open(path).read().split("\n")[4][2:]
        for extra in ([], ["--window", "8", "--reorder", "shuffle", "--subgroup-size", "4"]):
            p, out, err = spvrt_run(path, *extra)
            r.check(p.returncode == 1 and not crashed(p) and "trap at launch index (0, 0, 0): " + message in err,
                    "amber/rt/hostile/%s %s" % (name, " ".join(extra)),
                    "exit %d, want the trap '%s':\n%s%s" % (p.returncode, message, out[-1500:], err[-1500:]))

    # a ray generation shader that traces forever, its invocations moving between waves at every trace: the
    # step count moves with them and the step limit stops it with a located trap
    path = os.path.join(folder, "hostile", "traces_forever.amber")
    for window in ("1", "8"):
        p, out, err = spvrt_run(path, "--window", window, "--max-steps", "200000", "--subgroup-size", "8")
        r.check(p.returncode == 1 and not crashed(p) and "%s:60: error:" % path in err and
                "trap at launch index (0, 0, 0): the step limit (200000 instructions" in err,
                "amber/rt/hostile/traces_forever.amber --window %s" % window,
                "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))

    # make bench's path-tracing scene (issue 17, examples/raytracing/make_path_tracing.py) at 16x16, 2 bounces:
    # the sky and light pixels that tests/amber/rt/path_tracing_reference.py predicts by intersecting the camera
    # rays with the scene's triangles itself
    pt_dir = os.path.join(work, "path_tracing")
    p = run([sys.executable, os.path.join(TESTS, "amber", "rt", "path_tracing_reference.py"), pt_dir], timeout=120)
    path = os.path.join(pt_dir, "path_tracing_small.amber")
    if r.check(p.returncode == 0, "amber/rt/path_tracing_reference.py", (p.stdout + p.stderr).decode(errors="replace")):
        p, out, err = spvrt_run(path)
        expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
        r.check(expects >= 8 and p.returncode == 0 and not crashed(p) and
                "%s: %d passed, 0 failed\n" % (path, expects) in out,
                "amber/rt/path_tracing_small.amber (sky and light pixels)",
                "exit %d, %d EXPECTs:\n%s%s" % (p.returncode, expects, out[-1500:], err[-1500:]))

    # the same scene traced through hit objects (OpHitObjectTraceRayNV, OpReorderThreadWithHitObjectNV,
    # OpHitObjectExecuteShaderNV: SER-S06 says they are OpTraceRayKHR), the same reference pixels, reordered or not
    p = run([sys.executable, os.path.join(TESTS, "amber", "rt", "path_tracing_reference.py"), "--hit-objects",
             pt_dir], timeout=120)
    path = os.path.join(pt_dir, "path_tracing_small_ser.amber")
    if r.check(p.returncode == 0, "amber/rt/path_tracing_reference.py --hit-objects",
               (p.stdout + p.stderr).decode(errors="replace")):
        expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
        for reorder in ("on", "off", "shuffle")[:1 if sanitized(build) else 3]:
            p, out, err = spvrt_run(path, "--reorder", reorder, "--subgroup-size", "8")
            r.check(expects >= 8 and p.returncode == 0 and not crashed(p) and
                    "%s: %d passed, 0 failed\n" % (path, expects) in out,
                    "amber/rt/path_tracing_small_ser.amber --reorder %s (sky and light pixels)" % reorder,
                    "exit %d, %d EXPECTs:\n%s%s" % (p.returncode, expects, out[-1500:], err[-1500:]))

    # SHADER_OPTIMIZATION (issue 15): the flags reach the optimizer with the shader's environment, in order;
    # without an optimizer to run, the passes are skipped with a note and the script still passes
    path = os.path.join(TESTS, "amber", "compute", "script_shader_optimization.amber")
    spy, log = os.path.join(work, "spirv-opt-spy.sh"), os.path.join(work, "spirv-opt-args.txt")
    with open(spy, "w") as f:
        f.write('#!/bin/sh\nprintf "%%s\\n" "$@" > "%s"\nexec spirv-opt "$@"\n' % log)
    os.chmod(spy, 0o755)
    p, out, err = spvrt_run(path, "--spirv-opt", spy)
    seen = open(log).read().split("\n") if os.path.exists(log) else []
    want = ["--target-env=spv1.0", "--inline-entry-points-exhaustive", "--scalar-replacement=100",
            "--eliminate-dead-code-aggressive", "--ccp", "-o"]
    r.check(p.returncode == 0 and seen[:6] == want, "amber/SHADER_OPTIMIZATION runs spirv-opt",
            "exit %d, arguments %r:\n%s%s" % (p.returncode, seen, out[-800:], err[-800:]))
    p, out, err = spvrt_run(path, "--spirv-opt", os.path.join(work, "no-such-dir", "spirv-opt"))
    r.check(p.returncode == 0 and "SHADER_OPTIMIZATION of pipeline 'pipeline' skipped" in err,
            "amber/SHADER_OPTIMIZATION without an optimizer", "exit %d:\n%s%s" % (p.returncode, out[-800:], err[-800:]))

    # spvrt run --png (tests/amber/README.md): the pixels written, and an error that still writes the others
    import struct, zlib
    gradient = os.path.join(TESTS, "amber", "png", "gradient.amber")
    a, b = os.path.join(work, "png_a.png"), os.path.join(work, "png_b.png")
    p, out, err = spvrt_run(gradient, "--png", "img=" + a, "--png", "u8=" + b + ":2x1", "--png", "nope=x.png")

    def png_rows(path):
        data = open(path, "rb").read()
        i, idat, w, h = 8, b"", 0, 0
        while i < len(data):
            n, kind = struct.unpack(">I4s", data[i:i + 8])
            if kind == b"IHDR":
                w, h = struct.unpack(">II", data[i + 8:i + 16])
            if kind == b"IDAT":
                idat += data[i + 8:i + 8 + n]
            i += 12 + n
        raw, rows, prev = zlib.decompress(idat), [], bytearray(w * 4)
        for y in range(h):
            f, line = raw[y * (w * 4 + 1)], bytearray(raw[y * (w * 4 + 1) + 1:(y + 1) * (w * 4 + 1)])
            for x in range(w * 4):
                left, up, ul = line[x - 4] if x >= 4 else 0, prev[x], prev[x - 4] if x >= 4 else 0
                if f == 4:  # Paeth
                    pa, pb, pc = abs(up - ul), abs(left - ul), abs(left + up - 2 * ul)
                    pred = left if pa <= pb and pa <= pc else (up if pb <= pc else ul)
                else:
                    pred = [0, left, up, (left + up) // 2][f]
                line[x] = (line[x] + pred) & 255
            rows.append(bytes(line))
            prev = line
        return w, h, rows

    try:
        wa, ha, ra = png_rows(a)
        wb, hb, rb = png_rows(b)
        pixels_ok = (wa, ha, list(ra[0][28:32]), list(ra[7][0:4])) == (8, 8, [255, 0, 128, 255], [0, 255, 128, 255]) \
            and (wb, hb, list(rb[0])) == (2, 1, [255, 0, 0, 255, 0, 255, 0, 255])
    except (OSError, ValueError, zlib.error, struct.error) as e:
        pixels_ok = False
        err += "\n%r" % e
    r.check(p.returncode == 1 and pixels_ok and "--png nope=x.png: the script has no buffer 'nope'" in out + err,
            "amber/png", "exit %d (want 1), pixels %s:\n%s%s" % (p.returncode, pixels_ok, out[-800:], err[-800:]))

    def plain(out):
        return "\n".join(l for l in out.split("\n") if ": time: " not in l)

    for name in AMBER_DETERMINISM + ["../errors/infinite_loop_one_lane"]:
        path = os.path.normpath(os.path.join(TESTS, "amber", "compute", name + ".amber"))
        variants = [("--threads", "1"), ("--threads", "2")]
        if "subgroup" in name and not sanitized(build):
            # (under a sanitizer the thread counts only: the subgroup sizes test values, which the first build checked)
            variants += [("--subgroup-size", "4"), ("--subgroup-size", "64")]
        outs = []
        for flags in variants:
            p, out, err = spvrt_run(path, *flags)
            outs.append((" ".join(flags), p.returncode, plain(out), err))
        differ = [o for o in outs[1:] if o[1:] != outs[0][1:]]
        r.check(not differ, "amber/determinism/%s" % os.path.basename(name),
                "; ".join("%s: exit %d\n%s%s" % o for o in [outs[0]] + differ)[-2000:])

    check_corpus_runner(r, spvrt, work)


def check_corpus_runner(r, spvrt, work):
    """tests/external/run_corpus.py (the runner for other people's script folders) on a folder made here: a
    passing script, a failing one, an .expect_fail. one that fails (a pass), and a graphics one (skipped under
    --compute-only)."""
    folder = os.path.join(work, "corpus_runner")
    os.makedirs(os.path.join(folder, "sub"), exist_ok=True)
    body = ("#!amber\nSHADER compute s SPIRV-ASM\nOpCapability Shader\nOpMemoryModel Logical GLSL450\n"
            "OpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n%void = OpTypeVoid\n"
            "%fn = OpTypeFunction %void\n%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\n"
            "OpFunctionEnd\nEND\nBUFFER b DATA_TYPE uint32 DATA 7 END\nPIPELINE compute p\n  ATTACH s\n"
            "  BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 0\nEND\nRUN p 1 1 1\nEXPECT b IDX 0 EQ ")
    files = {"a_pass.amber": body + "7\n", "b_fail.amber": body + "8\n", "sub/c.expect_fail.amber": body + "9\n",
             "d_graphics.amber": "#!amber\nPIPELINE graphics g\nEND\n"}
    for name, text in files.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    p = run([sys.executable, os.path.join(TESTS, "external", "run_corpus.py"), "--spvrt", spvrt, "--compute-only",
             folder], timeout=300)
    out = p.stdout.decode(errors="replace")
    want = ["PASS  %s" % os.path.join(folder, "a_pass.amber"),
            "FAIL  %s: %s:20: Verifier failed" % ((os.path.join(folder, "b_fail.amber"),) * 2),
            "PASS  %s" % os.path.join(folder, "sub", "c.expect_fail.amber"),
            "SKIP  %s: graphics" % os.path.join(folder, "d_graphics.amber"), "2 passed, 1 failed, 1 skipped"]
    missing = [w for w in want if w not in out]
    r.check(p.returncode == 1 and not missing, "amber/external/run_corpus.py",
            "exit %d (want 1), missing %r:\n%s" % (p.returncode, missing, out[-1500:]))

    # --harness cts: a script of a folder the CTS assembles for SPIR-V 1.4 (its interface lists a Private
    # variable, which SPIR-V 1.0 forbids) passes with it and fails without; the ldexp template is skipped
    cts = os.path.join(work, "corpus_runner_cts", "external", "vulkancts", "data", "vulkan", "amber")
    wmel = os.path.join(cts, "compute", "workgroup_memory_explicit_layout")
    os.makedirs(wmel, exist_ok=True)
    os.makedirs(os.path.join(cts, "ldexp"), exist_ok=True)
    spv14 = body.replace('"main"\n', '"main" %pv\n').replace(
        "%fn = OpTypeFunction %void\n", "%fn = OpTypeFunction %void\n%u = OpTypeInt 32 0\n"
        "%pp = OpTypePointer Private %u\n%pv = OpVariable %pp Private\n")
    with open(os.path.join(wmel, "private_interface.amber"), "w") as f:
        f.write(spv14 + "7\n")
    with open(os.path.join(cts, "ldexp", "template.amber"), "w") as f:
        f.write("#!amber\nDEVICE_FEATURE {device_features}\n")
    outs = []
    for harness in (["--harness", "cts"], []):
        p = run([sys.executable, os.path.join(TESTS, "external", "run_corpus.py"), "--spvrt", spvrt] + harness +
                [cts], timeout=300)
        outs.append((p.returncode, p.stdout.decode(errors="replace")))
    r.check(outs[0][0] == 0 and "1 passed, 0 failed, 1 skipped" in outs[0][1] and "ldexp/gen_amber.py" in outs[0][1]
            and outs[1][0] == 1 and "0 passed, 2 failed, 0 skipped" in outs[1][1],
            "amber/external/run_corpus.py --harness cts", "with: exit %d\n%s\nwithout: exit %d\n%s" %
            (outs[0][0], outs[0][1][-800:], outs[1][0], outs[1][1][-800:]))


LAVAPIPE_ICD = "/usr/share/vulkan/icd.d/lvp_icd.json"
VULKAN_DIFFERENCES = os.path.join(TESTS, "amber", "vulkan_differences.txt")
VULKAN_SKIPS = os.path.join(TESTS, "amber", "vulkan_skips.txt")


def vulkan_run(spvrt, flags, path, icd, timeout):
    env = dict(os.environ, VK_ICD_FILENAMES=icd)
    env.pop("VK_DRIVER_FILES", None)
    # under ASan: the driver's own leaks (libvulkan_lvp.so, libLLVM, the loader) are not spvrt's
    env["LSAN_OPTIONS"] = "suppressions=%s:print_suppressions=0" % os.path.join(TESTS, "lsan_vulkan.supp")
    try:
        p = subprocess.run([spvrt, "run"] + flags + [path], capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired as e:
        p = subprocess.CompletedProcess([spvrt], -999, e.stdout or b"", b"timeout")
    return p, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def group_vulkan(r, build, work):
    """`spvrt run` on a Vulkan device (docs/vulkan-backend.md section 7): every compute and kernel script under
    --compare cpu,vulkan on lavapipe (only its ICD visible) with the validation layer when installed; a
    difference fails unless tests/amber/vulkan_differences.txt lists it with the spec text that permits it; a
    script lavapipe cannot run must be in tests/amber/vulkan_skips.txt with the items it lacks; the error
    scripts end as on the CPU; no ICD at all exits 2."""
    spvrt = os.path.join(build, "spvrt")
    slow = 4 if sanitized(build) else 1
    one = os.path.join(TESTS, "amber", "compute", sorted(n for n in os.listdir(os.path.join(TESTS, "amber", "compute"))
                                                         if n.endswith(".amber"))[0])
    p, out, err = vulkan_run(spvrt, ["--device", "vulkan"], one, os.path.join(work, "no_such_icd.json"), 120 * slow)
    r.check(p.returncode == 2 and not crashed(p) and "vulkan" in err.lower(), "vulkan/no-device exits 2",
            "exit %d:\n%s%s" % (p.returncode, out[-800:], err[-800:]))
    if not os.path.exists(LAVAPIPE_ICD):
        # make test installs lavapipe (scripts/ensure-deps.sh); only a machine set up otherwise gets here
        r.check(not os.environ.get("CI"), "vulkan/lavapipe installed", "%s is missing under CI" % LAVAPIPE_ICD)
        print("   vulkan: lavapipe is not installed (%s): the compare checks are skipped" % LAVAPIPE_ICD)
        return
    validation = os.path.exists("/usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json")
    skips, defects = {}, {}
    for line in open(VULKAN_SKIPS):
        if line.startswith("#") or not line.strip():
            continue
        fields = [f.strip() for f in line.split("|", 2)]
        if len(fields) == 3 and fields[1] == "lacks":
            skips[fields[0]] = fields[2]
        elif len(fields) == 3 and fields[1].startswith("defect ") and fields[2]:
            defects[fields[0]] = set(b.strip() for b in fields[1][7:].split(","))
        else:
            r.check(False, "vulkan/skips file", "malformed line: %r" % line)
    flags = ["--compare", "cpu,vulkan", "--differences", VULKAN_DIFFERENCES] + (
        ["--vulkan-validation"] if validation else [])
    scripts = []
    for folder in (os.path.join(TESTS, "amber", "compute"), os.path.join(TESTS, "amber", "rayquery"),
                   os.path.join(TESTS, "amber", "dynamic"), os.path.join(TESTS, "amber", "image"),
                   os.path.join(TESTS, "amber", "memory"), os.path.join(TESTS, "amber", "struct"),
                   os.path.join(ROOT, "bench", "kernels"),
                   os.path.join(TESTS, "amber", "debug")):  # DEBUG: the THREAD on the CPU, compared as a RUN
        scripts += sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".amber"))
    folder = os.path.join(TESTS, "amber", "vkscript")  # issue 15: VkScript through the same runner
    scripts += sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".vkscript"))
    if sanitized(build):
        # The sanitized pass re-runs the backend for its memory errors, not for the values the first build
        # already compared: one in two of the image, dynamic-offset and VkScript scripts (the descriptor and
        # copy paths that differ per script), and one in eight of the others, to keep make test within its time.
        varied = ("dynamic", "vkscript")
        scripts = [s for i, s in enumerate(scripts)
                   if (os.path.basename(os.path.dirname(s)) in varied and i % 2 == 0) or
                   (os.path.basename(os.path.dirname(s)) == "image" and i % 2 == 1) or i % 8 == 0]
    skipped = 0
    # until the CPU engine runs image instructions, the image scripts' EXPECTs are checked on lavapipe alone
    images_on_cpu = cpu_has_images(spvrt)
    for path in scripts:
        name = os.path.relpath(path, ROOT)
        if not images_on_cpu and os.path.basename(os.path.dirname(path)) == "image":
            p, out, err = vulkan_run(spvrt, ["--device", "vulkan"] + flags[4:], path, LAVAPIPE_ICD, 600 * slow)
            expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
            r.check(p.returncode == 0 and not crashed(p) and ("%d passed, 0 failed" % expects) in out,
                    "vulkan/%s (EXPECTs on lavapipe; the CPU engine has no images yet)" % name,
                    "exit %d:\n%s" % (p.returncode, (out + err)[-2500:]))
            continue
        p, out, err = vulkan_run(spvrt, flags, path, LAVAPIPE_ICD, 600 * slow)
        both = out + err
        if "(skipped: the device lacks" in out:
            skipped += 1
            r.check(name in skips and p.returncode == 2 and not crashed(p), "vulkan/%s skipped as listed" % name,
                    "%s in %s\n%s" % ("listed" if name in skips else "NOT listed", VULKAN_SKIPS, both[-1500:]))
            continue
        stale = "matched nothing" in both
        if name in defects:
            # the comparison must fail, on exactly the buffers the defect explains
            failed = set(re.findall(r"compare failed: buffer '([^']+)'", both))
            r.check(p.returncode == 1 and not crashed(p) and failed == defects[name] and not stale and
                    ": error: " not in both, "vulkan/%s differs as its listed driver defect" % name,
                    "exit %d, buffers differing %s, listed %s:\n%s" % (p.returncode, sorted(failed),
                                                                      sorted(defects[name]), both[-2500:]))
            continue
        r.check(p.returncode == 0 and not crashed(p) and name not in skips and not stale,
                "vulkan/%s" % name,
                "exit %d%s%s:\n%s" % (p.returncode, ", listed as a skip but ran" if name in skips else "",
                                      ", a stale listed difference" if stale else "", both[-2500:]))
    print("   vulkan: %d scripts compared on lavapipe, %d skipped (missing features), validation layer %s"
          % (len(scripts) - skipped, skipped, "on" if validation else "not installed"))
    # ray-tracing pipelines (issue 17, tests/amber/rt): their EXPECTs on lavapipe, and under --compare
    folder = os.path.join(TESTS, "amber", "rt")
    for name in sorted(n for n in os.listdir(folder) if n.endswith(".amber")):
        path = os.path.join(folder, name)
        expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
        # (under a sanitizer the comparison only: it runs the backend's paths the script alone does)
        runs = [flags] if sanitized(build) else [["--device", "vulkan"] + flags[4:], flags]
        for how in runs:
            p, out, err = vulkan_run(spvrt, how, path, LAVAPIPE_ICD, 600 * slow)
            rel = os.path.relpath(path, ROOT)
            if "(skipped: the device lacks" in out or rel in skips:
                # a script lavapipe cannot run (nv_forms.amber: VK_NV_ray_tracing): listed in vulkan_skips.txt
                r.check(rel in skips and "(skipped: the device lacks" in out and p.returncode == 2 and
                        not crashed(p), "vulkan/%s (%s) skipped as listed" % (rel, " ".join(how[:2])),
                        "%s in %s\n%s" % ("listed" if rel in skips else "NOT listed", VULKAN_SKIPS,
                                           (out + err)[-1500:]))
                continue
            r.check(p.returncode == 0 and not crashed(p) and ("%d passed, 0 failed" % expects) in out,
                    "vulkan/tests/amber/rt/%s (%s)" % (name, " ".join(how[:2])),
                    "exit %d:\n%s" % (p.returncode, (out + err)[-2500:]))
    # make bench's path-tracing scene (examples/raytracing/make_path_tracing.py) at 16x16, 2 bounces, its
    # EXPECTs from tests/amber/rt/path_tracing_reference.py, compared with lavapipe.  No bound is derived for
    # ray-tracing stages, so the floats would have to be equal: they are not, and need not be.  Vulkan's
    # "Precision and Operation of SPIR-V Instructions" (#spirvenv-precision-operation) lets sin and cos (the
    # cosine-weighted bounce) be off by 2^-11 absolute and sqrt, normalize, cross, reflect inherit their
    # formulas' error, and fusing a * b + c is allowed without NoContraction; the "Ray Traversal" chapter gives
    # no precision at all for the ray/triangle test and its T (docs/float-tolerance.md "Ray-tracing values").
    # Lavapipe and our engine differ in the last bits of those, and the radiance of a path adds the
    # differences of up to three segments: 2e-5 at most here (the radiance reaches 9, the light's emission).
    # The tolerance, 1e-3 absolute, is far below a changed path (the checker's 0.35 factor, another surface's
    # albedo), which stays a failure, as does any difference in the integer ray count.
    pt_dir = os.path.join(work, "vulkan_path_tracing")
    p = run([sys.executable, os.path.join(TESTS, "amber", "rt", "path_tracing_reference.py"), pt_dir], timeout=120)
    path = os.path.join(pt_dir, "path_tracing_small.amber")
    if r.check(p.returncode == 0, "vulkan/path_tracing_reference.py", (p.stdout + p.stderr).decode(errors="replace")):
        expects = sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])
        how = ["--compare", "cpu,vulkan", "--compare-abs", "1e-3"] + flags[4:]
        p, out, err = vulkan_run(spvrt, how, path, LAVAPIPE_ICD, 600 * slow)
        r.check(p.returncode == 0 and not crashed(p) and ("%d passed, 0 failed" % expects) in out and
                "compare: 0 values differ" in out, "vulkan/path_tracing_small.amber (--compare cpu,vulkan)",
                "exit %d:\n%s" % (p.returncode, (out + err)[-2500:]))
    # the error scripts end as on the CPU: the script's own errors come before the device, a trap on the
    # CPU keeps the RUN from the device
    folder = os.path.join(TESTS, "amber", "errors")
    for name in sorted(n for n in os.listdir(folder) if n.endswith(".amber")):
        path = os.path.join(folder, name)
        cpu = run([spvrt, "run", path], timeout=300 * slow)
        p, out, err = vulkan_run(spvrt, ["--compare", "cpu,vulkan"], path, LAVAPIPE_ICD, 300 * slow)
        first_cpu = ([l for l in cpu.stderr.decode(errors="replace").splitlines() if ": error: " in l] or [""])[0]
        first = ([l for l in err.splitlines() if ": error: " in l] or [""])[0]
        # in compare mode a RUN's error names the device it came from: " (cpu)"
        r.check(p.returncode == cpu.returncode and not crashed(p) and first.replace(" (cpu)", "") == first_cpu,
                "vulkan/errors/%s" % name, "exit %d (cpu %d)\nvulkan: %s\ncpu:    %s" %
                (p.returncode, cpu.returncode, first, first_cpu))
    # a shader that never ends: the fence timeout ends it as a lost device, not a hang
    path = os.path.join(folder, "infinite_loop.amber")
    p, out, err = vulkan_run(spvrt, ["--device", "vulkan", "--fence-timeout", "2000"], path, LAVAPIPE_ICD,
                             120 * slow)
    r.check(p.returncode == 1 and not crashed(p) and "device lost" in out, "vulkan/fence timeout is device loss",
            "exit %d:\n%s%s" % (p.returncode, out[-800:], err[-800:]))


def main():
    ap = argparse.ArgumentParser(description="spvrt test suite")
    ap.add_argument("--build", action="append", required=True, help="build directory (repeatable)")
    ap.add_argument("--only", help="comma-separated groups")
    ap.add_argument("--fuzz-build", help="a build made with -DSPVRT_FUZZ=ON: run its fuzz targets")
    ap.add_argument("--fuzz-runs", type=int, default=20000)
    ap.add_argument("--regenerate-goldens", action="store_true",
                    help="rewrite tests/golden from the current output (review the diff!)")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None
    r = Results()
    with tempfile.TemporaryDirectory(prefix="spvrt-tests-") as work:
        oracle = Oracle(work)
        for index, build in enumerate(args.build):
            build = os.path.abspath(build)
            print("== %s" % os.path.relpath(build, ROOT), flush=True)
            binaries = []

            first = index == 0
            regenerate = args.regenerate_goldens and first
            # (name, runs on this build?, the call); each group's time is printed, so the slow ones are seen
            groups = [
                ("unit", True, lambda: group_unit(r, build)),
                ("header", first, lambda: group_header(r, build)),
                ("grammar", first, lambda: group_grammar(r, work)),
                ("corpus", True, lambda: group_corpus(r, build, oracle, work, binaries)),
                ("text", True, lambda: group_text(r, build, oracle, work, binaries)),
                ("seeds", True, lambda: group_seeds(r, build, work, binaries, regenerate)),
                ("registry", True, lambda: group_registry(r, build, work, binaries, regenerate)),
                ("errors", True, lambda: group_errors(r, build, work)),
                ("val", True, lambda: group_val(r, build, work, binaries, regenerate)),
                ("seedmodules", True, lambda: group_seedmodules(r, build, work)),
                ("differential", True, lambda: group_differential(r, build, oracle, work, first)),
                ("hostile", True, lambda: group_hostile(r, build, work)),
                ("robustness", True, lambda: group_robustness(r, build, binaries)),
                ("cli", True, lambda: group_cli(r, build, work)),
                ("reflect", True, lambda: group_reflect(r, build, work, regenerate)),
                ("amber", True, lambda: group_amber(r, build, work)),
                ("graph", True, lambda: group_graph(r, build, work)),
                ("jit", True, lambda: group_jit(r, build, work, sanitized(build))),
                ("vulkan", True, lambda: group_vulkan(r, build, work)),
                ("install", first, lambda: group_install(r, build, work)),
            ]
            before = r.passed + r.failed
            for name, here, call in groups:
                if here and (only is None or name in only):
                    checks, started = r.passed + r.failed, time.monotonic()
                    call()
                    print("   [%s: %d checks, %.0f s]" % (name, r.passed + r.failed - checks,
                                                         time.monotonic() - started), flush=True)
            print("   %d checks" % (r.passed + r.failed - before), flush=True)
        if args.fuzz_build and (only is None or "fuzz" in only):
            fuzz = os.path.abspath(args.fuzz_build)
            print("== %s" % os.path.relpath(fuzz, ROOT), flush=True)
            p = run(["sh", os.path.join(TESTS, "fuzz", "run.sh"), fuzz, os.path.join(fuzz, "spvrt"), "runs",
                     str(args.fuzz_runs)], timeout=3600)
            out = (p.stdout + p.stderr).decode(errors="replace")
            print(out.strip())
            r.check(p.returncode == 0, "fuzz: %d inputs per target, no crash" % args.fuzz_runs, out[-3000:])
    print("%d passed, %d failed" % (r.passed, r.failed))
    return 0 if r.failed == 0 and r.passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
