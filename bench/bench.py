#!/usr/bin/env python3
"""make bench: spvrt against Debian's SPIRV-Tools, measured in the same run,
as ratios.

1. spvrt dis / spvrt as against spirv-dis / spirv-as on the largest corpus
   modules: the best wall-clock time of REPEAT runs (whole processes, start-up
   included, as a user runs them); geometric-mean speed-up (goal 5x).
2. spvrt val against spirv-val on the largest corpus modules and on large
   realistic shaders synthesized here (GLSL compute shaders of thousands of
   statements, compiled by glslangValidator), both with the --target-env of the
   module's SPIR-V version: best wall time and peak memory (the child's
   ru_maxrss) of each; ratios time spirv-val/spvrt (goal 10x faster) and
   memory spvrt/spirv-val (goal 0.3x), geometric means.  A small C launcher
   (compiled with cc) runs each command, so that the peak memory is the
   tool's own and every time is measured the same way.
3. The same for the ray-tracing modules: the corpus' ray-tracing stages and
   ray-query shaders (one process each, summed), the seed documents' test
   modules in tests/val (spirv-val 2023.1 judges those it knows; the EXT hit
   objects, LSS and AMDX ones are timed for spvrt alone), and large
   synthesized ray-query and hit-object shaders.
4. Scaling of spvrt val on the hostile modules of tests/hostile_modules.py:
   validation time at n and 4n, and their ratio (linear: about 4).
   (--only-val stops here; PATH=DIR:$PATH measures against the SPIRV-Tools in DIR.)
5. bench/kernels: AmberScript kernels on spvrt's engine against plain C.
   Then ray-tracing pipelines (--only-rt): make demo's scene, and a diffuse
   path tracer of several materials, each its own closest-hit shader
   (examples/raytracing/make_path_tracing.py, --only-pt), on the CPU engine
   (1 thread, all threads) and on lavapipe: times, rays/s, ratios; the same
   path tracer through hit objects with invocation reordering on and off
   (--only-reorder).  Then execution graphs (--only-graph): make demo's tile
   classifier as a graph and as a sequence of dispatches, scratch sizes from
   the minimum to the maximum.
6. Acceleration structures (bench/accel/accel_bench.c, compiled here with cc
   against the build's libspvrt.a and Debian's Embree 3): build times and
   Mrays/s of primary, shadow and diffuse rays on generated triangle, sphere
   and linear-swept-sphere scenes, spvrt_accel_trace against rtcIntersect1 /
   rtcOccluded1, 1 thread and all, with the hit agreement of the two; then
   the same primary rays end to end through a ray-query compute shader
   (`spvrt run`, AmberScript written here).
"""

import argparse
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "corpus", "glsl")
sys.path.insert(0, os.path.join(ROOT, "tests"))
import hostile_modules  # noqa: E402


# A child's ru_maxrss counts the memory of the process it was forked from (Linux records the old address
# space's high-water mark at exec), so a child of this Python process could never report less than the
# interpreter's own ~25 MB.  This launcher, compiled once per run with cc, forks and times the command from a
# process of about a megabyte and prints "<wall ns> <peak KiB> <exit status>".
LAUNCHER = r"""
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
    struct timespec a, b;
    struct rusage u;
    int status;
    if (argc < 2) return 2;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    if (pid < 0 || wait4(pid, &status, 0, &u) < 0) return 2;
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("%lld %ld %d\n", (long long)(b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec),
           u.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    return 0;
}
"""
_launcher = None


def launcher(work):
    global _launcher
    if _launcher is None:
        source = os.path.join(work, "launcher.c")
        with open(source, "w") as f:
            f.write(LAUNCHER)
        _launcher = os.path.join(work, "launcher")
        subprocess.run(["cc", "-O2", source, "-o", _launcher], check=True)
    return _launcher


def measure(cmd):
    """(wall seconds, peak resident memory in KiB, exit status) of one run of cmd, output discarded."""
    out = subprocess.run([_launcher] + cmd, capture_output=True, check=True).stdout.split()
    return int(out[0]) / 1e9, int(out[1]), int(out[2])


def best(cmd, repeat, statuses=(0,)):
    """The best time and the smallest peak memory of `repeat` runs; exits if a run's status is unexpected."""
    t, mem = float("inf"), float("inf")
    for _ in range(repeat):
        elapsed, rss, status = measure(cmd)
        if status not in statuses:
            p = subprocess.run(cmd, capture_output=True)
            sys.exit("bench: %s exited %d: %s" % (" ".join(cmd), status, p.stderr.decode(errors="replace")[:300]))
        t, mem = min(t, elapsed), min(mem, rss)
    return t, mem, status


def best_time(cmd, repeat):
    return best(cmd, repeat)[0]


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def compile_glsl(path, out, flags=None):
    if flags is None:
        first = open(path, encoding="utf-8").readline()
        flags = first.split("glslang:", 1)[1].split() if "glslang:" in first else ["--target-env", "vulkan1.1"]
    subprocess.run(["glslangValidator", "-V"] + flags + [path, "-o", out], check=True, stdout=subprocess.DEVNULL)


def big_glsl(statements, seed=1):
    """A GLSL compute shader of about `statements` statements: vector and scalar arithmetic, built-in
    functions, buffer and shared-memory traffic, branches, loops, switches and calls of helper functions."""
    rng = random.Random(seed)
    vec = ["a%d" % k for k in range(8)]
    flt = ["s%d" % k for k in range(8)]
    ints = ["i%d" % k for k in range(4)]

    def v():
        return rng.choice(vec)

    def f():
        return rng.choice(flt)

    def i():
        return rng.choice(ints)

    def n():
        return rng.randrange(1, 16)

    simple = [
        lambda: "%s = %s * %s + params.k[%d];" % (v(), v(), v(), n()),
        lambda: "%s = dot(%s, %s) + sin(%s);" % (f(), v(), v(), f()),
        lambda: "%s = mix(%s, %s, clamp(%s, 0.0, 1.0));" % (v(), v(), v(), f()),
        lambda: "%s = (%s ^ int(gid)) + %d;" % (i(), i(), n()),
        lambda: "data.v[(gid + %du) %% 1024u] = %s;" % (n(), v()),
        lambda: "%s = data.v[(gid * %du) %% 1024u].yzwx * %s;" % (v(), n(), f()),
        lambda: "%s = max(%s, float(%s)) / (abs(%s) + 1.0);" % (f(), f(), i(), f()),
        lambda: "%s = normalize(%s + vec4(%s, 1.0, 2.0, 3.0));" % (v(), v(), f()),
        lambda: "tile[gid & 63u] = %s;" % v(),
        lambda: "%s += tile[(gid + %du) & 63u];" % (v(), n()),
        lambda: "%s = %s.x > %s ? %s : %s;" % (f(), v(), f(), f(), f()),
        lambda: "%s = inversesqrt(abs(%s) + 1.0) * length(%s);" % (f(), f(), v()),
    ]

    def statement(depth, helpers):
        r = rng.random()
        if depth < 3 and r < 0.08:
            return ("if (%s > %s) { %s %s } else { %s }"
                    % (f(), f(), statement(depth + 1, helpers), statement(depth + 1, helpers),
                       statement(depth + 1, helpers)))
        if depth < 3 and r < 0.13:
            return ("for (int j = 0; j < (%s & 3) + 1; ++j) { %s %s += float(j); }"
                    % (i(), statement(depth + 1, helpers), f()))
        if depth < 3 and r < 0.16:
            return ("switch (%s & 3) { case 0: %s break; case 1: %s break; default: %s break; }"
                    % (i(), statement(depth + 1, helpers), statement(depth + 1, helpers),
                       statement(depth + 1, helpers)))
        if helpers and r < 0.22:
            return "%s = %s(%s, %s);" % (v(), rng.choice(helpers), v(), f())
        return rng.choice(simple)()

    lines = ["#version 450",
             "layout(local_size_x = 64) in;",
             "layout(std430, binding = 0) buffer Data { vec4 v[]; } data;",
             "layout(std140, binding = 1) uniform Params { vec4 k[16]; int count; } params;",
             "shared vec4 tile[64];"]
    helpers = []
    per_helper = 20
    helper_count = max(1, statements // 200)
    for h in range(helper_count):
        name = "helper%d" % h
        lines.append("vec4 %s(vec4 p, float q) {" % name)
        lines.append("    uint gid = gl_GlobalInvocationID.x;")
        for k in range(8):
            lines.append("    vec4 a%d = p * %d.0 + q; float s%d = q + %d.0;" % (k, k + 1, k, k))
        for k in range(4):
            lines.append("    int i%d = int(q) + %d;" % (k, k))
        for _ in range(per_helper):
            lines.append("    " + statement(0, helpers))
        lines.append("    return a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + vec4(s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7"
                     " + float(i0 + i1 + i2 + i3));")
        lines.append("}")
        helpers.append(name)
    lines.append("void main() {")
    lines.append("    uint gid = gl_GlobalInvocationID.x;")
    for k in range(8):
        lines.append("    vec4 a%d = data.v[(gid + %du) %% 1024u]; float s%d = params.k[%d].x;" % (k, k, k, k))
    for k in range(4):
        lines.append("    int i%d = params.count + %d;" % (k, k))
    for _ in range(max(0, statements - helper_count * per_helper)):
        lines.append("    " + statement(0, helpers))
    lines.append("    barrier();")
    lines.append("    data.v[gid] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + vec4(s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7"
                 " + float(i0 + i1 + i2 + i3));")
    lines.append("}")
    return "\n".join(lines) + "\n"


def target_env(spv):
    """The --target-env of the module's SPIR-V version (the Vulkan one, as the test suite's differential)."""
    minor = open(spv, "rb").read(8)[5]
    return {0: "vulkan1.0", 1: "vulkan1.1", 2: "vulkan1.1", 3: "vulkan1.1", 4: "vulkan1.1spv1.4",
            5: "vulkan1.2", 6: "vulkan1.3"}[minor]


def bench_dis_as(args, work, modules):
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
        print("geometric mean speed-up, spvrt %s vs spirv-%s: %.1fx (goal 5x)" % (tool, tool, geomean(values)))


def bench_val(args, work, modules):
    print()
    print("%-28s %9s %-10s %9s %10s %7s %9s %10s %7s" % ("module", "bytes", "env", "spvrt", "spirv-val", "faster",
                                                         "spvrt", "spirv-val", "memory"))
    speed, memory = [], []
    for size, name, spv in modules:
        env = target_env(spv)
        t_mine, m_mine, s_mine = best([args.spvrt, "val", "--target-env", env, spv], args.repeat, (0, 1))
        t_theirs, m_theirs, s_theirs = best(["spirv-val", "--target-env", env, spv], args.repeat, (0, 1))
        speed.append(t_theirs / t_mine)
        memory.append(m_mine / m_theirs)
        note = "" if s_mine == s_theirs else "  (verdicts differ: spvrt exit %d, spirv-val exit %d)" % (s_mine,
                                                                                                      s_theirs)
        print("%-28s %9d %-10s %7.2fms %8.2fms %6.1fx %7.1fMB %8.1fMB %6.2fx%s"
              % (name, size, env, t_mine * 1e3, t_theirs * 1e3, t_theirs / t_mine, m_mine / 1024, m_theirs / 1024,
                 m_mine / m_theirs, note))
    print("geometric mean, spvrt val vs spirv-val: %.1fx faster (goal 10x), %.2fx the memory (goal 0.3x)"
          % (geomean(speed), geomean(memory)))


RT_STAGES = (".rgen", ".rchit", ".rmiss", ".rahit", ".rint", ".rcall")


def ray_query_glsl(blocks):
    """A compute shader of `blocks` ray queries, each with its proceed loop and committed getters."""
    lines = ["#version 460", "#extension GL_EXT_ray_query : require", "layout(local_size_x = 64) in;",
             "layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;",
             "layout(set = 0, binding = 1) buffer Out { float v[]; } o;", "void main() {", "    float acc = 0.0;",
             "    uint i = gl_GlobalInvocationID.x;"]
    for k in range(blocks):
        lines += ["    {", "        rayQueryEXT q;",
                  "        rayQueryInitializeEXT(q, tlas, gl_RayFlagsOpaqueEXT, 0xFF, vec3(%d.0, float(i), 0.0), 0.001,"
                  " vec3(0.0, 0.0, 1.0), 1000.0);" % k,
                  "        while (rayQueryProceedEXT(q)) {",
                  "            if (rayQueryGetIntersectionTypeEXT(q, false) == "
                  "gl_RayQueryCandidateIntersectionAABBEXT)",
                  "                rayQueryGenerateIntersectionEXT(q, 0.5);",
                  "        }",
                  "        if (rayQueryGetIntersectionTypeEXT(q, true) != gl_RayQueryCommittedIntersectionNoneEXT)",
                  "            acc += rayQueryGetIntersectionTEXT(q, true) + "
                  "float(rayQueryGetIntersectionPrimitiveIndexEXT(q, true)) + "
                  "rayQueryGetIntersectionBarycentricsEXT(q, true).x;",
                  "    }"]
    lines += ["    o.v[i] = acc;", "}"]
    return "\n".join(lines) + "\n"


def hit_object_glsl(blocks):
    """A ray-generation shader of `blocks` NV hit-object traces with reorder, getters and execute."""
    lines = ["#version 460", "#extension GL_EXT_ray_tracing : require",
             "#extension GL_NV_shader_invocation_reorder : require",
             "layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;",
             "layout(set = 0, binding = 1, rgba32f) uniform image2D img;",
             "layout(location = 0) rayPayloadEXT vec4 payload;", "void main() {", "    vec4 acc = vec4(0.0);"]
    for k in range(blocks):
        lines += ["    {", "        hitObjectNV h;",
                  "        hitObjectTraceRayNV(h, tlas, gl_RayFlagsOpaqueEXT, 0xFF, 0, 1, 0, "
                  "vec3(%d.0, float(gl_LaunchIDEXT.x), 0.0), 0.001, vec3(0.0, 0.0, 1.0), 1000.0, 0);" % k,
                  "        reorderThreadNV(h, %du, 4u);" % (k % 16),
                  "        if (hitObjectIsHitNV(h))",
                  "            acc.x += hitObjectGetRayTMaxNV(h) + float(hitObjectGetPrimitiveIndexNV(h));",
                  "        hitObjectExecuteShaderNV(h, 0);",
                  "        acc += payload;",
                  "    }"]
    lines += ["    imageStore(img, ivec2(gl_LaunchIDEXT.xy), acc);", "}"]
    return "\n".join(lines) + "\n"


def bench_val_ray_tracing(args, work, corpus):
    """Validation of the ray-tracing modules: the corpus' ray-tracing stages and ray-query shaders, the
    seed-document test modules (tests/val), and large synthesized ray-query and hit-object shaders."""
    print()
    print("ray-tracing modules (ray-tracing stages, ray queries, hit objects): spvrt val vs spirv-val")
    small = [(size, name, spv) for size, name, spv in corpus
             if name.endswith(RT_STAGES) or "ray_query" in name or name.startswith(("rq_", "ser_"))]
    total_mine = total_theirs = 0.0
    for size, name, spv in small:
        env = target_env(spv)
        total_mine += best([args.spvrt, "val", "--target-env", env, spv], args.repeat, (0, 1))[0]
        total_theirs += best(["spirv-val", "--target-env", env, spv], args.repeat, (0, 1))[0]
    print("%d corpus ray-tracing modules (one process each): spvrt %.1fms, spirv-val %.1fms in all: %.1fx faster"
          % (len(small), total_mine * 1e3, total_theirs * 1e3, total_theirs / total_mine))
    # the test modules of the seed documents; spirv-val 2023.1 knows SPV_KHR_ray_query, SPV_KHR_ray_tracing
    # and SPV_NV_shader_invocation_reorder, not the EXT hit objects, LSS or AMDX: those are timed for spvrt alone
    known = unknown = 0
    total_mine = total_theirs = alone = 0.0
    folder = os.path.join(ROOT, "tests", "val")
    names = sorted(f for f in os.listdir(folder) if f.endswith(".spvasm") and f.startswith(("ser_", "rq_", "lss_")))
    names += [os.path.join("seed_modules", f) for f in sorted(os.listdir(os.path.join(folder, "seed_modules")))
              if f.endswith(".spvasm")]
    for name in names:
        text = open(os.path.join(folder, name), encoding="utf-8").read()
        m = re.search(r"^;\s*as-flags:\s*(.*\S)", text, re.M)
        spv = os.path.join(work, "rt_test.spv")
        if subprocess.run([args.spvrt, "as"] + (m.group(1).split() if m else []) + [os.path.join(folder, name),
                           "-o", spv], capture_output=True).returncode != 0:
            continue
        t_mine = best([args.spvrt, "val", spv], args.repeat, (0, 1))[0]
        ref = subprocess.run(["spirv-val", spv], capture_output=True)
        if b"Invalid" in ref.stderr and (b"opcode" in ref.stderr or b"operand" in ref.stderr):
            unknown += 1
            alone += t_mine
        else:
            known += 1
            total_mine += t_mine
            total_theirs += best(["spirv-val", spv], args.repeat, (0, 1))[0]
    if known:
        print("%d seed-document test modules spirv-val knows: spvrt %.1fms, spirv-val %.1fms in all: %.1fx faster"
              % (known, total_mine * 1e3, total_theirs * 1e3, total_theirs / total_mine))
    print("%d seed-document test modules spirv-val does not know (EXT hit objects, LSS, AMDX): spvrt %.1fms in all"
          % (unknown, alone * 1e3))
    large = []
    for blocks in args.rt_blocks:
        for kind, make, ext in (("ray_query", ray_query_glsl, ".comp"), ("hit_object", hit_object_glsl, ".rgen")):
            name = "synth_%s_%d%s" % (kind, blocks, ext)
            source = os.path.join(work, name)
            with open(source, "w") as f:
                f.write(make(blocks))
            out = source + ".spv"
            compile_glsl(source, out, ["--target-env", "vulkan1.2"])
            large.append((os.path.getsize(out), name, out))
    bench_val(args, work, large)


def bench_scaling(args, work):
    print()
    print("spvrt val on hostile modules (tests/hostile_modules.py): time at n and 4n (linear: ratio about 4)")
    print("%-22s %9s %10s %9s %10s %7s" % ("module", "n", "time", "4n", "time", "ratio"))
    path = os.path.join(work, "hostile.spv")
    for name, (_, full, _, scalable) in hostile_modules.HOSTILE.items():
        if not scalable:
            continue
        n = full if full <= 100000 else full // 4  # 4n: at most 4 million instructions
        times = []
        for size in (n, 4 * n):
            with open(path, "wb") as f:
                f.write(hostile_modules.generate(name, size))
            times.append(best([args.spvrt, "val", path], 5, (0, 1))[0])
        print("%-22s %9d %8.1fms %9d %8.1fms %6.1fx" % (name, n, times[0] * 1e3, 4 * n, times[1] * 1e3,
                                                        times[1] / times[0]))


KERNELS = os.path.join(ROOT, "bench", "kernels")


LAVAPIPE_ICD = "/usr/share/vulkan/icd.d/lvp_icd.json"


def spvrt_run_time(args, script, threads, device=None, extra=(), env=None):
    """Best dispatch time (s) of `spvrt run --time` over args.kernel_repeat runs, the invocations, and the
    first error line if the script does not pass.  device "lavapipe": `--device vulkan` with only lavapipe's
    ICD visible (its dispatch time runs from recording the command buffer to the fence).  extra: more flags
    of spvrt run (--png ..., --engine jit)."""
    best_s, invocations = None, 0
    flags = ["--threads", str(threads)]
    if device == "lavapipe":
        flags, env = ["--device", "vulkan"], dict(os.environ, VK_ICD_FILENAMES=LAVAPIPE_ICD)
    flags = flags + list(extra)
    for _ in range(args.kernel_repeat):
        p = subprocess.run([args.spvrt, "run", "--time"] + flags + [script], capture_output=True,
                           text=True, timeout=1800, env=env)
        if p.returncode != 0:
            lines = [l for l in (p.stderr + p.stdout).splitlines() if "error" in l or "Verifier" in l]
            return None, 0, (lines or ["exit %d" % p.returncode])[0]
        m = re.search(r"time: (\d+) runs, (\d+) invocations, ([0-9.]+) s in dispatch", p.stdout)
        if not m:
            return None, 0, "no timing line"
        invocations, t = int(m.group(2)), float(m.group(3))
        best_s = t if best_s is None else min(best_s, t)
    return best_s, invocations, None


def jit_compile_ms(args, script, cache):
    """Milliseconds `spvrt run --engine jit` spent compiling the script's pipelines into an empty disk cache
    (cache), and whether every pipeline was compiled (else the reason)."""
    shutil.rmtree(cache, ignore_errors=True)
    p = subprocess.run([args.spvrt, "run", "--time", "--engine", "jit", script], capture_output=True, text=True,
                       timeout=1800, env=dict(os.environ, SPVRT_CACHE_DIR=cache))
    m = re.search(r"time: jit: (\d+) pipelines compiled in ([0-9.]+) ms, (\d+) on the interpreter(?:: (.*))?",
                  p.stdout)
    if not m:
        return None, "no jit line"
    return float(m.group(2)), (m.group(4) or "") if int(m.group(3)) else None


def bench_kernels(args, work):
    """bench/kernels: each *.amber on spvrt's interpreter and compiled code (src/jit; 1 thread, all threads)
    against its plain-C twin in native.c built with cc -std=c11 -O2 in this run (the native single-thread
    ceiling) and against lavapipe (Mesa's LLVM-compiled CPU driver, all cores)."""
    native = os.path.join(work, "native")
    subprocess.run(["cc", "-std=c11", "-O2", "-o", native, os.path.join(KERNELS, "native.c")], check=True)
    p = subprocess.run([native, "all", str(max(3, args.kernel_repeat))], capture_output=True, text=True, check=True)
    native_s = {}
    for line in p.stdout.splitlines():
        m = re.match(r"(\S+) invocations=(\d+) best_ns=(\d+)", line)
        if m:
            native_s[m.group(1)] = int(m.group(3)) / 1e9
    cores = os.cpu_count() or 1
    print()
    print("spvrt run on bench/kernels (best of %d; dispatch time only) against native.c (cc -std=c11 -O2, 1 thread)"
          % args.kernel_repeat)
    lavapipe = os.path.exists(LAVAPIPE_ICD)
    print("interp: --engine interp; jit: --engine jit (src/jit, from its disk cache; 'compile': the compile time "
          "into an empty cache, not in the dispatch times)")
    print("lavapipe: %s" % ("the same scripts through `spvrt run --device vulkan` (Mesa's CPU driver, all cores); "
                            "'lvp/jit' = lavapipe's time / spvrt jit's on %d threads (> 1: spvrt is faster)" % cores
                            if lavapipe else "not installed (%s), no column" % LAVAPIPE_ICD))
    print("%-16s %9s %9s %10s %9s %10s %9s %9s %8s %9s %8s %8s" % (
        "kernel", "invocs", "native", "interp 1", "jit 1", "interp %d" % cores, "jit %d" % cores, "compile",
        "jit/nat", "lavapipe", "lvp/jit", "lvp/int"))
    cache = os.path.join(work, "jit-cache")
    jit_env = dict(os.environ, SPVRT_CACHE_DIR=cache)
    for name in sorted(n[:-6] for n in os.listdir(KERNELS) if n.endswith(".amber")):
        script = os.path.join(KERNELS, name + ".amber")
        compile_ms, fallback = jit_compile_ms(args, script, cache)
        times = {}
        error = None
        for engine in ("interp", "jit"):
            for threads in (1, 0):
                t, invocations, error = spvrt_run_time(args, script, threads, extra=["--engine", engine], env=jit_env)
                if error:
                    break
                times[engine, threads] = t
            if error:
                break
        if error:
            print("%-16s does not run: %s" % (name, error.split("error: ", 1)[-1][:160]))
            continue
        nat = native_s.get(name)
        if nat is None:
            print("%-16s native.c has no such kernel" % name)
            continue
        lvp, lvp_text, ratio_text, ratio_int = None, "-", "-", "-"
        if lavapipe:
            lvp, _, error = spvrt_run_time(args, script, 0, "lavapipe")
            if error:
                lvp_text = "fails"
                print("%-16s lavapipe: %s" % (name, error[:160]))
            else:
                lvp_text = "%.2fms" % (lvp * 1e3)
                ratio_text = "%.2fx" % (lvp / times["jit", 0])
                ratio_int = "%.2fx" % (lvp / times["interp", 0])
        print("%-16s %9d %7.2fms %8.2fms %7.2fms %8.2fms %7.2fms %7.1fms %7.2fx %9s %8s %8s%s" % (
            name, invocations, nat * 1e3, times["interp", 1] * 1e3, times["jit", 1] * 1e3, times["interp", 0] * 1e3,
            times["jit", 0] * 1e3, compile_ms or 0, times["jit", 1] / nat, lvp_text, ratio_text, ratio_int,
            "" if fallback is None else "  (interpreter: %s)" % fallback))


def bench_rt_pipeline(args, work):
    """make demo's ray-tracing pipeline scene (examples/raytracing/make_scene.py --bench WxH: triangles, the
    foliage's any-hit shader, the mirror ball's intersection shader, shadows, reflections, callables; no
    spheres or LSS, which lavapipe lacks) on spvrt's CPU engine (1 thread, all threads) and on lavapipe."""
    cores = os.cpu_count() or 1
    print()
    print("ray-tracing pipeline: make demo's scene at %dx%d without spheres and LSS (best of %d; dispatch time "
          "of the render and a digest pass)" % (args.rt_width, args.rt_height, args.kernel_repeat))
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "raytracing", "make_scene.py"), work, "--bench",
                    "%dx%d" % (args.rt_width, args.rt_height)], check=True)
    script = os.path.join(work, "scene.amber")
    one, _, error = spvrt_run_time(args, script, 1)
    if error:
        print("  does not run: %s" % error[:200])
        return
    many, _, error = spvrt_run_time(args, script, 0)
    line = "  spvrt 1 thread %.1f ms, %d threads %.1f ms" % (one * 1e3, cores, many * 1e3)
    if os.path.exists(LAVAPIPE_ICD):
        lvp, _, error = spvrt_run_time(args, script, 0, "lavapipe")
        if error:
            line += "; lavapipe fails: %s" % error[:160]
        else:
            line += "; lavapipe %.1f ms: spvrt (%d threads) is %.2fx lavapipe's speed" % (lvp * 1e3, cores,
                                                                                         lvp / many)
    else:
        line += "; lavapipe not installed (%s)" % LAVAPIPE_ICD
    print(line)


def png_uint32(path):
    """The first pixel of an 8-bit RGBA PNG that `spvrt run --png BUFFER=FILE:1x1` wrote from a uint32 buffer,
    as that uint32 (--png packs it as packUnorm4x8: R is the low byte); None if there is no such file."""
    import struct
    import zlib
    try:
        data = open(path, "rb").read()
    except OSError:
        return None
    at, idat = 8, b""
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        if kind == b"IDAT":
            idat += data[at + 8:at + 8 + length]
        at += 12 + length
    row = zlib.decompress(idat)  # filter byte, then R G B A of the first pixel (filter 0 for one pixel)
    return int.from_bytes(row[1:5], "little") if len(row) >= 5 and row[0] == 0 else None


def bench_path_tracing(args, work):
    """A diffuse path tracer (examples/raytracing/make_path_tracing.py: a room of triangles with objects,
    --pt-materials closest-hit shaders of different cost, --pt-bounces cosine-weighted bounces, an integer
    hash RNG) on spvrt's CPU engine (1 thread, all threads) and on lavapipe, in the same run.  Rays: the
    script's own count (an atomic add per pixel), read back through `--png rays=FILE:1x1`."""
    cores = os.cpu_count() or 1
    width, height = args.pt_width, args.pt_height
    print()
    print("path tracing: make_path_tracing.py %dx%d, %d bounces, %d materials (closest-hit shaders), 1 sample "
          "per pixel (best of %d; dispatch time of the render)" % (width, height, args.pt_bounces,
                                                                  args.pt_materials, args.kernel_repeat))
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "raytracing", "make_path_tracing.py"), work,
                    "--size", "%dx%d" % (width, height), "--bounces", str(args.pt_bounces), "--materials",
                    str(args.pt_materials)], check=True)
    script = os.path.join(work, "path_tracing.amber")
    # the CPU engine also without repacking (--window 1: docs/ray-tracing.md "Repacking"), to show what
    # packing the rays by the closest-hit shader they call gives
    runs = [("spvrt 1 thread", 1, None, []), ("spvrt %d threads" % cores, 0, None, []),
            ("  no repacking", 0, None, ["--window", "1"])]
    if os.path.exists(LAVAPIPE_ICD):
        runs.append(("lavapipe", 0, "lavapipe", []))
    times, rays = {}, {}
    for name, threads, device, extra in runs:
        png = os.path.join(work, "pt_rays_%s%s.png" % (device or threads, "".join(extra)))
        t, _, error = spvrt_run_time(args, script, threads, device, ["--png", "rays=%s:1x1" % png] + extra)
        if error:
            print("  %-18s fails: %s" % (name, error[:200]))
            continue
        times[name], rays[name] = t, png_uint32(png)
        print("  %-18s %9.1f ms %12s rays %8.3f Mrays/s" % (name, t * 1e3, rays[name] if rays[name] else "?",
                                                             rays[name] / t / 1e6 if rays[name] else float("nan")))
    if not os.path.exists(LAVAPIPE_ICD):
        print("  lavapipe not installed (%s)" % LAVAPIPE_ICD)
    many = "spvrt %d threads" % cores
    if "lavapipe" in times and many in times:
        same = "the same rays" if rays["lavapipe"] == rays[many] else "rays differ: %s against %s" % (
            rays[many], rays["lavapipe"])
        print("  spvrt/lavapipe: %.2fx lavapipe's speed on %d threads, %.2fx on 1 thread (%s)"
              % (times["lavapipe"] / times[many], cores, times["lavapipe"] / times.get("spvrt 1 thread", float("nan")),
                 same))
    if many in times and "  no repacking" in times:
        print("  repacking (window 8) against none (window 1), %d threads: %.2fx" % (
            cores, times["  no repacking"] / times[many]))


def bench_reorder(args, work):
    """Invocation reordering (SPV_EXT_shader_invocation_reorder, issue 18): the path tracer with every trace
    split into OpHitObjectTraceRayNV, OpReorderThreadWithHitObjectNV, OpHitObjectExecuteShaderNV
    (make_path_tracing.py --hit-objects: divergent materials, diffuse bounces) on the CPU engine with
    `--reorder on` and `--reorder off` in the same run, 1 thread and all; the ratio, the coherence statistic
    (`--stats`: distinct closest-hit / miss shaders per wave at the reorder point, before and after) and the
    time spent shading.  The image is the same either way (compared through its PNG)."""
    cores = os.cpu_count() or 1
    width, height = args.pt_width, args.pt_height
    print()
    print("reordering: make_path_tracing.py --hit-objects %dx%d, %d bounces, %d materials (best of %d; dispatch "
          "time of the render)" % (width, height, args.pt_bounces, args.pt_materials, args.kernel_repeat))
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "raytracing", "make_path_tracing.py"), work,
                    "--size", "%dx%d" % (width, height), "--bounces", str(args.pt_bounces), "--materials",
                    str(args.pt_materials), "--hit-objects", "--name", "path_tracing_ser.amber"], check=True)
    script = os.path.join(work, "path_tracing_ser.amber")
    times, images = {}, {}
    for threads in (1, 0):
        for mode in ("on", "off"):
            name = "--reorder %-3s %s" % (mode, "1 thread" if threads == 1 else "%d threads" % cores)
            png = os.path.join(work, "ser_%s_%d.png" % (mode, threads))
            t, _, error = spvrt_run_time(args, script, threads, None, ["--reorder", mode, "--png",
                                                                       "image=%s:%dx%d" % (png, width, height)])
            if error:
                print("  %-22s fails: %s" % (name, error[:200]))
                continue
            times[(mode, threads)] = t
            images[(mode, threads)] = open(png, "rb").read() if os.path.exists(png) else None
            p = subprocess.run([args.spvrt, "run", "--threads", str(threads or cores), "--reorder", mode, "--stats",
                                script], capture_output=True, text=True)
            m = re.search(r"([0-9.]+) distinct shaders per wave before \((\d+) waves\), ([0-9.]+) after .*"
                          r"shading ([0-9.]+) ms of ([0-9.]+) ms", p.stdout + p.stderr)
            coherence = ("%s -> %s shaders/wave, shading %s of %s ms" % (m.group(1), m.group(3), m.group(4),
                                                                          m.group(5))) if m else "no statistic"
            print("  %-22s %9.1f ms   %s" % (name, t * 1e3, coherence))
        if ("on", threads) in times and ("off", threads) in times:
            same = images[("on", threads)] == images[("off", threads)] and images[("on", threads)] is not None
            print("  reordering on against off, %s: %.2fx (%s)" % (
                "1 thread" if threads == 1 else "%d threads" % cores,
                times[("off", threads)] / times[("on", threads)], "the same image" if same else "IMAGES DIFFER"))


def bench_graph(args, work):
    """Execution graphs (VK_AMDX_shader_enqueue, issue 19): make demo's tile classifier
    (examples/graph/make_tiles.py) on a larger image, as an execution graph and as the same work in a sequence of
    compute dispatches (classify appends each tile to its class's list, then one dispatch per class with the
    workgroup counts an indirect dispatch would read), on 1 thread and all; the graph with its scratch memory at
    the query's minimum, in between and at the maximum.  Dispatch time of the RUNs (the graph's: one RUN)."""
    cores = os.cpu_count() or 1
    size = args.graph_size
    print()
    print("execution graphs: make_tiles.py --size %d (%d tiles; best of %d; dispatch time)" % (
        size, (size // 8) ** 2, args.kernel_repeat))
    gen = os.path.join(ROOT, "examples", "graph", "make_tiles.py")
    scripts = {}
    for name, flags in (("dispatches", ["--variant", "dispatches"]), ("graph MAX", ["--scratch", "MAX"]),
                        ("graph MIN", ["--scratch", "MIN"]), ("graph 1 MiB", ["--scratch", str(1 << 20)])):
        scripts[name] = os.path.join(work, "tiles_%s.amber" % name.replace(" ", "_"))
        subprocess.run([sys.executable, gen, "--size", str(size)] + flags + [scripts[name]], check=True)
    times = {}
    for threads in (1, 0):
        label = "1 thread" if threads == 1 else "%d threads" % cores
        for name in ("dispatches", "graph MAX", "graph 1 MiB", "graph MIN"):
            t, inv, error = spvrt_run_time(args, scripts[name], threads)
            if error:
                print("  %-12s %-10s fails: %s" % (name, label, error[:200]))
                continue
            times[(name, threads)] = t
            ratio = ""
            if name != "dispatches" and ("dispatches", threads) in times:
                ratio = "  graph / dispatches %.2fx" % (t / times[("dispatches", threads)])
            print("  %-12s %-10s %9.1f ms  %6.2f Minvocations/s%s" % (name, label, t * 1e3, inv / t / 1e6, ratio))
    for name in ("dispatches", "graph MAX"):
        if (name, 1) in times and (name, 0) in times:
            print("  %s: %d threads against 1: %.2fx" % (name, cores, times[(name, 1)] / times[(name, 0)]))


ACCEL = os.path.join(ROOT, "bench", "accel")


def build_accel_bench(args, work):
    """bench/accel/accel_bench.c linked with the build's libspvrt.a and -lembree3; None (and why) if it cannot be."""
    if not os.path.exists("/usr/include/embree3/rtcore.h"):
        return None, "Embree 3 is not installed (scripts/ensure-deps.sh bench installs libembree-dev)"
    lib = os.path.join(args.build, "libspvrt.a")
    if not os.path.exists(lib):
        return None, "no %s (build spvrt first)" % lib
    exe = os.path.join(work, "accel_bench")
    jsonc = subprocess.run(["pkg-config", "--libs", "json-c"], capture_output=True, text=True).stdout.split()
    p = subprocess.run(["cc", "-std=c11", "-O2", "-I", os.path.join(ROOT, "include"), "-o", exe,
                        os.path.join(ACCEL, "accel_bench.c"), lib] + jsonc + ["-lembree3", "-lpthread", "-lm"],
                       capture_output=True, text=True)
    if p.returncode != 0:
        return None, "accel_bench.c does not build: " + (p.stderr.strip().splitlines() or ["?"])[-1]
    return exe, None


def bench_accel(args, work):
    """bench/accel: spvrt_accel_* against Embree 3 (the program prints its own tables)."""
    print()
    print("acceleration structures: spvrt_accel_build_*/spvrt_accel_trace against Embree 3 (bench/accel/accel_bench.c)")
    exe, error = build_accel_bench(args, work)
    if error:
        print("  skipped: " + error)
        return
    cmd = [exe, "--repeat", str(args.accel_repeat), "--width", str(args.accel_width), "--height",
           str(args.accel_height)] + args.accel_scenes
    sys.stdout.flush()
    p = subprocess.run(cmd, timeout=3600)
    if p.returncode != 0:
        print("  accel_bench exited %d" % p.returncode)
    bench_accel_engine(args, work, exe)


def bench_accel_engine(args, work, exe):
    """The primary rays of bench_accel end to end: accel_bench --write-amber writes each scene (triangles as an
    OBJ file) and a GL_EXT_ray_query compute shader with the same camera; `spvrt run --time` runs it (best
    dispatch time of --kernel-repeat runs; the structures are built before the dispatch and not timed), on 1
    thread and all, and on lavapipe (`--device vulkan`) when it is installed (it lacks spheres and LSS)."""
    folder = os.path.join(work, "accel_amber")
    os.makedirs(folder, exist_ok=True)
    p = subprocess.run([exe, "--write-amber", folder, "--width", str(args.accel_width), "--height",
                        str(args.accel_height)] + args.accel_scenes, capture_output=True, text=True)
    if p.returncode != 0:
        print("  accel_bench --write-amber failed: " + (p.stderr.strip() or "exit %d" % p.returncode))
        return
    cores = os.cpu_count() or 1
    lavapipe = os.path.exists(LAVAPIPE_ICD)
    print()
    print("the same primary rays through a ray-query compute shader: `spvrt run --time` (dispatch time, best of %d)"
          % args.kernel_repeat)
    print("Mrays/s of the interpreter (1 thread, all), of the compiled code (--engine jit, all threads; its compile "
          "time apart) and of lavapipe; 'lvp/jit' = lavapipe's time / spvrt jit's (> 1: spvrt is faster)")
    print("%-10s %10s %12s %12s %12s %9s %12s %8s" % ("scene", "rays", "interp 1", "interp %d" % cores,
                                                      "jit %d" % cores, "compile", "lavapipe", "lvp/jit"))
    cache = os.path.join(work, "jit-cache")
    jit_env = dict(os.environ, SPVRT_CACHE_DIR=cache)
    for name in ["terrain", "clutter", "spheres", "hair"]:
        script = os.path.join(folder, name + ".amber")
        if not os.path.exists(script):
            continue
        rays = args.accel_width * args.accel_height
        one, _, error = spvrt_run_time(args, script, 1)
        if error:
            print("%-10s does not run: %s" % (name, error[:200]))
            continue
        many, _, error = spvrt_run_time(args, script, 0)
        compile_ms, fallback = jit_compile_ms(args, script, cache)
        jit, _, jerr = spvrt_run_time(args, script, 0, extra=["--engine", "jit"], env=jit_env)
        lvp, ratio = "-", "-"
        if lavapipe and not error:
            t, _, lerr = spvrt_run_time(args, script, 0, "lavapipe")
            lvp = "fails: " + lerr.split("error: ", 1)[-1][:60] if lerr else "%.3f" % (rays / t / 1e6)
            if not lerr and jit:
                ratio = "%.2fx" % (t / jit)
        print("%-10s %10d %12.3f %12s %12s %7.1fms %12s %8s%s" % (
            name, rays, rays / one / 1e6, "%.3f" % (rays / many / 1e6) if not error else "fails",
            "%.3f" % (rays / jit / 1e6) if not jerr else "fails", compile_ms or 0, lvp, ratio,
            "" if fallback is None else "  (interpreter: %s)" % fallback))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spvrt", default=os.path.join(ROOT, "build", "spvrt"))
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--modules", type=int, default=3, help="how many of the largest corpus modules")
    ap.add_argument("--rt-blocks", type=int, nargs="*", default=[500, 2000],
                    help="ray queries / hit-object traces in the synthesized ray-tracing shaders")
    ap.add_argument("--statements", type=int, nargs="*", default=[2000, 8000],
                    help="sizes of the synthesized shaders for the validation bench")
    ap.add_argument("--kernel-repeat", type=int, default=3, help="runs of each bench/kernels script (best kept)")
    ap.add_argument("--only-kernels", action="store_true", help="only the bench/kernels execution bench")
    ap.add_argument("--build", default=None, help="the build directory holding libspvrt.a (default: --spvrt's)")
    ap.add_argument("--only-accel", action="store_true", help="only the acceleration-structure bench")
    ap.add_argument("--only-val", action="store_true",
                    help="only parts 1 to 4 (text and validation; spirv-val, spirv-dis, spirv-as from PATH)")
    ap.add_argument("--accel-repeat", type=int, default=3, help="runs of each accel measurement (best kept)")
    ap.add_argument("--accel-width", type=int, default=1024)
    ap.add_argument("--accel-height", type=int, default=768)
    ap.add_argument("--accel-scenes", nargs="*", default=[], help="terrain clutter spheres hair (default: all)")
    ap.add_argument("--rt-width", type=int, default=640)
    ap.add_argument("--rt-height", type=int, default=480)
    ap.add_argument("--pt-width", type=int, default=320)
    ap.add_argument("--pt-height", type=int, default=240)
    ap.add_argument("--pt-bounces", type=int, default=3)
    ap.add_argument("--pt-materials", type=int, default=8)
    ap.add_argument("--only-rt", action="store_true",
                    help="only the ray-tracing pipeline benches (make demo's scene and the path tracer)")
    ap.add_argument("--only-pt", action="store_true", help="only the path-tracing bench")
    ap.add_argument("--graph-size", type=int, default=512, help="image side of the execution-graph bench")
    ap.add_argument("--only-graph", action="store_true",
                    help="only the execution-graph bench (tiles as a graph and as dispatches, scratch sizes)")
    ap.add_argument("--only-reorder", action="store_true",
                    help="only the reordering bench (the path tracer through hit objects, --reorder on and off)")
    args = ap.parse_args()
    args.spvrt = os.path.abspath(args.spvrt)
    args.build = os.path.abspath(args.build or os.path.dirname(args.spvrt))
    with tempfile.TemporaryDirectory(prefix="spvrt-bench-") as work:
        launcher(work)
        if args.only_kernels:
            bench_kernels(args, work)
            return
        if args.only_accel:
            bench_accel(args, work)
            return
        if args.only_pt:
            bench_path_tracing(args, work)
            return
        if args.only_reorder:
            bench_reorder(args, work)
            return
        if args.only_graph:
            bench_graph(args, work)
            return
        if args.only_rt:
            bench_rt_pipeline(args, work)
            bench_path_tracing(args, work)
            bench_reorder(args, work)
            return
        corpus = []
        for name in sorted(os.listdir(CORPUS)):
            out = os.path.join(work, name + ".spv")
            compile_glsl(os.path.join(CORPUS, name), out)
            corpus.append((os.path.getsize(out), name, out))
        largest = sorted(corpus, reverse=True)[: args.modules]
        bench_dis_as(args, work, largest)
        synthesized = []
        for count in args.statements:
            name = "synth_%d.comp" % count
            source = os.path.join(work, name)
            with open(source, "w") as f:
                f.write(big_glsl(count))
            out = source + ".spv"
            compile_glsl(source, out, ["--target-env", "vulkan1.2"])
            synthesized.append((os.path.getsize(out), name, out))
        bench_val(args, work, largest + synthesized)
        bench_val_ray_tracing(args, work, corpus)
        bench_scaling(args, work)
        if args.only_val:
            return
        bench_kernels(args, work)
        bench_rt_pipeline(args, work)
        bench_path_tracing(args, work)
        bench_reorder(args, work)
        bench_graph(args, work)
        bench_accel(args, work)


if __name__ == "__main__":
    main()
