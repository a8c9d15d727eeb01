#!/usr/bin/env python3
"""make bench: spvrt dis / spvrt as against Debian's spirv-dis / spirv-as on
the largest test modules, measured in the same run, as ratios.

Each command runs REPEAT times per module; the best wall-clock time counts
(whole processes, start-up included, as a user runs them).  Prints one line
per module and tool pair, then the geometric-mean speed-up of each pair.
"""

import argparse
import math
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "corpus", "glsl")


def best_time(cmd, repeat):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if p.returncode != 0:
            sys.exit("bench: %s failed: %s" % (" ".join(cmd), p.stderr.decode(errors="replace")[:300]))
        best = min(best, elapsed)
    return best


def compile_glsl(path, out):
    first = open(path, encoding="utf-8").readline()
    flags = first.split("glslang:", 1)[1].split() if "glslang:" in first else ["--target-env", "vulkan1.1"]
    subprocess.run(["glslangValidator", "-V"] + flags + [path, "-o", out], check=True, stdout=subprocess.DEVNULL)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spvrt", default=os.path.join(ROOT, "build", "spvrt"))
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--modules", type=int, default=3, help="how many of the largest corpus modules")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="spvrt-bench-") as work:
        modules = []
        for name in sorted(os.listdir(CORPUS)):
            out = os.path.join(work, name + ".spv")
            compile_glsl(os.path.join(CORPUS, name), out)
            modules.append((os.path.getsize(out), name, out))
        modules = sorted(modules, reverse=True)[: args.modules]
        ratios = {"dis": [], "as": []}
        print("%-28s %9s  %-5s %10s %10s %8s" % ("module", "bytes", "tool", "spvrt", "SPIRV-Tools", "speed-up"))
        for size, name, spv in modules:
            text = os.path.join(work, name + ".spvasm")
            with open(text, "wb") as f:
                f.write(subprocess.run(["spirv-dis", spv], capture_output=True, check=True).stdout)
            pairs = [
                ("dis", [args.spvrt, "dis", spv, "-o", os.devnull], ["spirv-dis", spv, "-o", os.devnull]),
                ("as", [args.spvrt, "as", text, "-o", os.path.join(work, "a.spv")],
                 ["spirv-as", text, "-o", os.path.join(work, "b.spv")]),
            ]
            for tool, mine, theirs in pairs:
                t_mine = best_time(mine, args.repeat)
                t_theirs = best_time(theirs, args.repeat)
                ratios[tool].append(t_theirs / t_mine)
                print("%-28s %9d  %-5s %9.2fms %9.2fms %7.1fx" % (name, size, tool, t_mine * 1e3, t_theirs * 1e3,
                                                                  t_theirs / t_mine))
        for tool, values in ratios.items():
            g = math.exp(sum(math.log(v) for v in values) / len(values))
            print("geometric mean speed-up, spvrt %s vs spirv-%s: %.1fx (goal 5x)" % (tool, tool, g))


if __name__ == "__main__":
    main()
