#!/usr/bin/env python3
"""Run a folder of other people's AmberScript / VkScript files with spvrt.

    python3 tests/external/run_corpus.py [--spvrt build/spvrt] [--compare cpu,vulkan]
        [--timeout 120] [--jobs N] [--compute-only] [--list FILE] FOLDER_OR_FILE...

For every *.amber and *.vkscript file found (recursively, in sorted order)
it runs `spvrt run FILE` and prints one line:

    PASS  path
    FAIL  path: the first error or failed EXPECT spvrt printed
    SKIP  path: why (spvrt said "not supported": exit status 2)

and ends with "N passed, M failed, K skipped" and a table of the first
errors by kind (the message with numbers and quoted words blanked), so a
run over a whole corpus shows which classes of failure remain.

Amber's own convention is followed: a file named *.expect_fail.amber (or
.vkscript) must fail (spvrt exit status 1) and counts as passed when it
does.  A crash (a signal, a sanitizer report) or a time-out is a failure
with that reason.  Exit status: 0 when nothing failed, 1 otherwise.

The corpora this was written for, brought with the search tool's fetch and
never copied into this repository:
  google/amber              tests/cases
  KhronosGroup/VK-GL-CTS    external/vulkancts/data/vulkan/amber
--compute-only skips (without running) files that use graphics or
ray-tracing pipelines (PIPELINE graphics|raytracing, VkScript vertex /
fragment / geometry / tessellation sections), which spvrt does not run yet;
without it they run and spvrt reports them as not supported.

--harness cts adds what the Vulkan CTS's C++ test groups give some of its
scripts and the scripts do not say themselves (read from VK-GL-CTS
external/vulkancts/modules/vulkan; see CTS_HARNESS below): the SPIR-V
version its assembler uses for them, and which files are templates a
generator fills in rather than tests; with --compare it also passes
--differences tests/external/cts_differences.txt (what the specifications
let a driver's results differ from spvrt's there).  The tables' paths (below
external/vulkancts/data/vulkan/amber/) are matched as parts of each path.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

GRAPHICS = re.compile(rb"^\s*PIPELINE\s+(graphics|raytracing|ray_tracing)\b|^\s*\[(vertex|fragment|geometry|tessellation)",
                      re.MULTILINE)
MESSAGE = re.compile(r"error:|Verifier failed|not supported|: fail", re.IGNORECASE)


# What the CTS's C++ harness adds to scripts of these folders (folder below
# external/vulkancts/data/vulkan/amber/, then spvrt run arguments).  The CTS
# assembles SPIRV-ASM shaders with SpirVAsmBuildOptions(Vulkan 1.1, SPIR-V
# 1.4) for them (vktComputeWorkgroupMemoryExplicitLayoutTests.cpp
# CreateAmberTestCase, vktSpvAsmPtrAccessChainTests.cpp createTests), while a
# script alone gets Amber's SPIR-V 1.0.
CTS_HARNESS_ARGS = {
    "compute/workgroup_memory_explicit_layout/": ["--target-env", "spv1.4"],
    "spirv_assembly/instruction/compute/ptr_access_chain/": ["--target-env", "spv1.4"],
}
# Files the CTS never runs as they are (a generator beside them fills them in).
# What the specifications let a driver's results differ from the CPU engine's in the CTS's scripts.
CTS_DIFFERENCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cts_differences.txt")
CTS_HARNESS_NOT_TESTS = {
    "ldexp/template.amber": "a template ldexp/gen_amber.py fills in, not a test (--harness cts)",
}


def harness_args(path):
    """spvrt run arguments, or a reason to skip, that --harness cts gives
    path; the tables' paths are matched as parts of the path, so any folder
    of the CTS's amber data (or the whole of it) may be given."""
    full = "/" + os.path.abspath(path).replace(os.sep, "/").lstrip("/")
    for name, why in CTS_HARNESS_NOT_TESTS.items():
        if full.endswith("/" + name):
            return None, why
    for folder, more in CTS_HARNESS_ARGS.items():
        if ("/" + folder) in full:
            return more, None
    return [], None


def find_scripts(paths):
    found = []
    for p in paths:
        if os.path.isfile(p):
            found.append(p)
            continue
        for root, dirs, files in os.walk(p):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".amber") or f.endswith(".vkscript"):
                    found.append(os.path.join(root, f))
    return found


def first_message(text):
    for line in text.splitlines():
        if MESSAGE.search(line):
            return line.strip()
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else "(no output)"


def error_class(message):
    """The message with its location, quoted words and numbers blanked."""
    m = re.sub(r"^\S+?:\d+(:\d+)?:\s*", "", message)
    m = re.sub(r"'[^']*'", "'_'", m)
    m = re.sub(r"%[\w.]+", "%_", m)
    m = re.sub(r"\b\d[\d.e+-]*\b", "N", m)
    return m[:140]


JIT_LINE = re.compile(r": time: jit: (\d+) pipelines compiled in [\d.]+ ms, (\d+) on the interpreter(?:: (.*))?")
JIT_TALLY = collections.Counter()   # --jit-report: pipelines compiled / interpreted, and the reasons


def run_one(spvrt, path, extra, timeout):
    cmd = [spvrt, "run"] + extra + [path]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "FAIL", "timed out after %d s" % timeout
    out = (p.stderr + p.stdout).decode("utf-8", errors="replace")
    for m in JIT_LINE.finditer(out):
        JIT_TALLY["compiled"] += int(m.group(1))
        JIT_TALLY["interpreted"] += int(m.group(2))
        if m.group(3):
            JIT_TALLY["why: " + re.sub(r"\d+", "N", m.group(3))] += int(m.group(2))
    expect_fail = ".expect_fail." in os.path.basename(path)
    if p.returncode < 0 or p.returncode > 2 or "Sanitizer" in out or "runtime error:" in out:
        return "FAIL", "crashed (exit status %d): %s" % (p.returncode, first_message(out))
    if p.returncode == 2:
        return "SKIP", first_message(out)
    if expect_fail:
        if p.returncode == 1:
            return "PASS", ""
        return "FAIL", "expected to fail (an .expect_fail. file), but passed"
    if p.returncode == 0:
        return "PASS", ""
    return "FAIL", first_message(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--spvrt", default=os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "build", "spvrt"))
    ap.add_argument("--compare", help="passed to spvrt run --compare (e.g. cpu,vulkan)")
    ap.add_argument("--device", help="passed to spvrt run --device")
    ap.add_argument("--arg", action="append", default=[], help="another argument for spvrt run (repeatable)")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--compute-only", action="store_true")
    ap.add_argument("--list", help="also write the per-file lines to this file")
    ap.add_argument("--jit-report", action="store_true", help="count the pipelines `--engine jit` (or --compare "
                    "interp,jit) compiled and those left to the interpreter, with the reasons")
    ap.add_argument("--harness", choices=["cts"], help="add what the Vulkan CTS's C++ harness gives its scripts "
                    "(the FOLDERs are VK-GL-CTS's external/vulkancts/data/vulkan/amber or folders below it)")
    args = ap.parse_args()

    extra = list(args.arg)
    if args.compare:
        extra += ["--compare", args.compare]
        if args.harness == "cts" and "--differences" not in extra:
            extra += ["--differences", CTS_DIFFERENCES]
    if args.device:
        extra += ["--device", args.device]
    if args.jit_report and "--time" not in extra:
        extra += ["--time"]
    if args.jobs > 1 and not any(a.startswith("--threads") for a in extra):
        extra += ["--threads", "1"]

    scripts = find_scripts(args.paths)
    if not scripts:
        print("no .amber or .vkscript files under %s" % " ".join(args.paths), file=sys.stderr)
        return 2
    todo, results, file_args = [], {}, {}
    for s in scripts:
        if args.harness == "cts":
            more, skip_why = harness_args(s)
            if skip_why:
                results[s] = ("SKIP", skip_why)
                continue
            file_args[s] = more
        if args.compute_only:
            with open(s, "rb") as f:
                if GRAPHICS.search(f.read()):
                    results[s] = ("SKIP", "graphics or ray-tracing pipeline (--compute-only)")
                    continue
        todo.append(s)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(run_one, args.spvrt, s, extra + file_args.get(s, []), args.timeout): s for s in todo}
        for f in concurrent.futures.as_completed(futures):
            results[futures[f]] = f.result()

    counts = collections.Counter()
    classes = collections.Counter()
    lines = []
    for s in scripts:
        status, why = results[s]
        counts[status] += 1
        lines.append("%-4s  %s%s" % (status, s, (": " + why) if why else ""))
        if status != "PASS":
            classes["%s %s" % (status, error_class(why))] += 1
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if args.list:
        with open(args.list, "w") as f:
            f.write(text)
    if classes:
        print("\nfirst errors by kind:")
        for c, n in classes.most_common():
            print("%5d  %s" % (n, c))
    if args.jit_report:
        print("\njit: %d pipelines compiled, %d on the interpreter" % (JIT_TALLY["compiled"], JIT_TALLY["interpreted"]))
        for c, n in sorted(((c, n) for c, n in JIT_TALLY.items() if c.startswith("why: ")), key=lambda x: -x[1]):
            print("%5d  %s" % (n, c[5:]))
    print("%d passed, %d failed, %d skipped" % (counts["PASS"], counts["FAIL"], counts["SKIP"]))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
