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
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

GRAPHICS = re.compile(rb"^\s*PIPELINE\s+(graphics|raytracing)\b|^\s*\[(vertex|fragment|geometry|tessellation)",
                      re.MULTILINE)
MESSAGE = re.compile(r"error:|Verifier failed|not supported|: fail", re.IGNORECASE)


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


def run_one(spvrt, path, extra, timeout):
    cmd = [spvrt, "run"] + extra + [path]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "FAIL", "timed out after %d s" % timeout
    out = (p.stderr + p.stdout).decode("utf-8", errors="replace")
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
    args = ap.parse_args()

    extra = list(args.arg)
    if args.compare:
        extra += ["--compare", args.compare]
    if args.device:
        extra += ["--device", args.device]
    if args.jobs > 1 and not any(a.startswith("--threads") for a in extra):
        extra += ["--threads", "1"]

    scripts = find_scripts(args.paths)
    if not scripts:
        print("no .amber or .vkscript files under %s" % " ".join(args.paths), file=sys.stderr)
        return 2
    todo, results = [], {}
    for s in scripts:
        if args.compute_only:
            with open(s, "rb") as f:
                if GRAPHICS.search(f.read()):
                    results[s] = ("SKIP", "graphics or ray-tracing pipeline (--compute-only)")
                    continue
        todo.append(s)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(run_one, args.spvrt, s, extra, args.timeout): s for s in todo}
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
    print("%d passed, %d failed, %d skipped" % (counts["PASS"], counts["FAIL"], counts["SKIP"]))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
