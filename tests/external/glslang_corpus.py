#!/usr/bin/env python3
"""glslang's own test shaders through spvrt's text round trip.

  tests/external/glslang_corpus.py --glslang GLSLANG --tests DIR/Test --out OUT \
      --spvrt build/spvrt --spirv-dis SPIRV-DIS [--jobs N] [--keep-going]

For every shader of glslang's Test/ folder whose extension names a stage
(.vert .frag .comp .mesh .rgen ...; HLSL files too), compile it for Vulkan
the way glslang's test suite does (gtests/Spv.FromFile.cpp: -V, i.e.
Vulkan 1.0 / SPIR-V 1.0; files that need more are retried with
--target-env vulkan1.1, vulkan1.1 + spirv1.4, vulkan1.2, vulkan1.3 and
vulkan1.4, in that order; spv.debuginfo.* with -gVS as its NonSemantic
debug-info cases; hlsl.* with -D -e main); a file glslang rejects under
every target is skipped (glslang's Test/ holds many negative tests).
Then, for each module OUT/NAME.spv:
  1. `spvrt dis` reads it;
  2. the text equals SPIRV-DIS's (the newest spirv-dis; default options);
  3. `spvrt as --preserve-numeric-ids` of the `--raw-id` text gives back the
     identical bytes but for the header's generator word, and its id bound
     where the module's exceeds its largest id + 1 (text carries neither;
     spirv-as writes its own generator and computes the bound too: such
     modules are listed as "note bound", not failures);
  4. `spvrt as` of the default text gives b (ids renumbered in order of
     appearance, as spirv-as does), and as(dis(b)) == b byte for byte.
A module that both spvrt and SPIRV-DIS reject (a glslang defect) is listed
as "note both reject", not a failure.  Prints "FAIL NAME: step: first
difference" per failing file, then counts.
Exit status 0 when every compiled module passes.  Needs only Python 3.
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys

STAGES = ("vert", "tesc", "tese", "geom", "frag", "comp", "mesh", "task", "rgen", "rint", "rahit", "rchit",
          "rmiss", "rcall")
# glslang's Vulkan targets, tried in this order (the first that compiles wins).
TARGETS = ([], ["--target-env", "vulkan1.1"], ["--target-env", "vulkan1.1", "--target-env", "spirv1.4"],
           ["--target-env", "vulkan1.2"], ["--target-env", "vulkan1.3"], ["--target-env", "vulkan1.4"])


def run(cmd, timeout=120):
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(cmd, 124, b"", b"timeout")


def compile_one(glslang, path, out, reuse=False):
    """OUT path of the module, or None when glslang rejects the file."""
    if reuse and os.path.exists(out) and os.path.getsize(out) >= 20:
        return out
    name = os.path.basename(path)
    extra = []
    if ".debuginfo." in name:
        extra.append("-gVS")
    if name.startswith("hlsl."):
        extra += ["-D", "-e", "main"]
    for target in TARGETS:
        if os.path.exists(out):
            os.remove(out)
        p = run([glslang, "-V"] + target + extra + [path, "-o", out], timeout=60)
        if p.returncode == 0 and os.path.exists(out) and os.path.getsize(out) >= 20:
            return out
    return None


def first_difference(want, got):
    a, b = want.splitlines(), got.splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end>"
        y = b[i] if i < len(b) else "<end>"
        if x != y:
            return "line %d: expected %r, got %r" % (i + 1, x, y)
    return "texts differ (line endings?)"


def differing_word(a, b):
    at = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
    return "bytes differ from word %d (%d vs %d bytes)" % (at // 4, len(a), len(b))


def check_one(spvrt, spirv_dis, spv):
    """The problems of one module ('step: detail'), empty when it passes."""
    problems = []
    mine = run([spvrt, "dis", spv])
    ref = run([spirv_dis, spv])
    if mine.returncode != 0:
        if ref.returncode != 0:  # both reject it (a glslang defect): agreement
            return ["note both reject: " + mine.stderr.decode(errors="replace").strip()[:200]]
        return ["dis: exit %d: %s" % (mine.returncode, mine.stderr.decode(errors="replace").strip()[:300])]
    if ref.returncode != 0:
        problems.append("reference spirv-dis rejects it: %s" % ref.stderr.decode(errors="replace").strip()[:300])
    elif ref.stdout != mine.stdout:
        problems.append("text: " + first_difference(ref.stdout.decode(errors="replace"),
                                                     mine.stdout.decode(errors="replace")))
    original = open(spv, "rb").read()
    version = "spv%d.%d" % (original[6], original[5]) if len(original) >= 8 else "spv1.0"
    # The raw-id text assembles to the original, word for word, but for the
    # header's generator word, which text does not carry (spirv-as writes its
    # own there too).
    raw = run([spvrt, "dis", "--raw-id", spv])
    text, back = spv + ".raw.spvasm", spv + ".back"
    with open(text, "wb") as f:
        f.write(raw.stdout)
    p = run([spvrt, "as", "--preserve-numeric-ids", "--target-env", version, text, "-o", back])
    if raw.returncode != 0 or p.returncode != 0:
        problems.append("as of the --raw-id text: exit %d: %s" % (p.returncode,
                                                                  p.stderr.decode(errors="replace").strip()[:300]))
    else:
        again = open(back, "rb").read()
        if again[:8] + again[16:] != original[:8] + original[16:]:
            problems.append("round trip (--raw-id): " + differing_word(original[:8] + original[16:],
                                                                      again[:8] + again[16:]))
        elif again[12:16] != original[12:16]:
            # an id bound above the largest id: text carries no bound (spirv-as computes it too)
            problems.append("note bound: %d in the module, %d from the text (ids above the largest unused)" %
                            (int.from_bytes(original[12:16], "little"), int.from_bytes(again[12:16], "little")))
    # The default text assembles (ids renumbered in order of appearance, as
    # spirv-as does) to b, and dis/as of b gives b again.
    text = spv + ".spvasm"
    with open(text, "wb") as f:
        f.write(mine.stdout)
    p = run([spvrt, "as", "--target-env", version, text, "-o", back])
    if p.returncode != 0:
        problems.append("as: exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace").strip()[:300]))
        return problems
    first = open(back, "rb").read()
    d = run([spvrt, "dis", back])
    with open(text, "wb") as f:
        f.write(d.stdout)
    p = run([spvrt, "as", "--target-env", version, text, "-o", back])
    if d.returncode != 0 or p.returncode != 0 or open(back, "rb").read() != first:
        problems.append("round trip as(dis(b)) == b: " + (differing_word(first, open(back, "rb").read())
                                                          if p.returncode == 0 else "exit %d" % p.returncode))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--glslang", required=True)
    ap.add_argument("--tests", required=True, help="glslang's Test/ folder")
    ap.add_argument("--out", required=True, help="folder for the modules and texts")
    ap.add_argument("--spvrt", required=True)
    ap.add_argument("--spirv-dis", required=True, help="the spirv-dis whose text spvrt must match")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--no-compile", action="store_true", help="check the modules already in OUT")
    ap.add_argument("--reuse", action="store_true", help="compile only the files without a module in OUT yet")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sources = sorted(f for f in os.listdir(args.tests)
                     if os.path.isfile(os.path.join(args.tests, f)) and f.rsplit(".", 1)[-1] in STAGES)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        if args.no_compile:
            compiled = [(f, os.path.join(args.out, f + ".spv")) for f in sources]
            compiled = [(f, spv if os.path.exists(spv) else None) for f, spv in compiled]
        else:
            compiled = list(pool.map(lambda f: (f, compile_one(args.glslang, os.path.join(args.tests, f),
                                                                os.path.join(args.out, f + ".spv"), args.reuse)),
                                     sources))
        modules = [(f, spv) for f, spv in compiled if spv]
        results = list(pool.map(lambda m: (m[0], check_one(args.spvrt, args.spirv_dis, m[1])), modules))
    failed = 0
    steps = {}
    for name, problems in results:
        fails = [p for p in problems if not p.startswith("note ")]
        if fails:
            failed += 1
            print("FAIL %s: %s" % (name, fails[0]))
        for extra in problems:
            if extra not in fails[:1]:
                print("     %s: %s" % (name, extra))
        for problem in problems:
            step = problem.split(":", 1)[0]
            steps[step] = steps.get(step, 0) + 1
    print("%d shader files, %d compiled by glslang (%d rejected under every Vulkan target, skipped)" %
          (len(sources), len(modules), len(sources) - len(modules)))
    print("%d modules: %d passed (read, text == spirv-dis, byte-exact round trips), %d failed" %
          (len(modules), len(modules) - failed, failed))
    for step, count in sorted(steps.items()):
        print("  %5d %s" % (count, step))
    return 0 if failed == 0 and modules else 1


if __name__ == "__main__":
    sys.exit(main())
