"""The `jit` group of tests/run_tests.py: the compiling backend (src/jit, docs/jit.md, issue 20).

- tests/amber/jit/make_scripts.py --check, then its scripts (EXPECTs from its Python models) under
  `--compare interp,jit`: the EXPECTs pass and every buffer after every RUN is the same bit for bit;
- every tests/amber compute, ray-query, dynamic, memory, struct and image script, and make demo's ray-query
  scene, under `--compare interp,jit` (the same two checks);
- every tests/amber/errors script under `--engine jit`: the same exit status, messages and locations as on
  the interpreter (traps name the same workgroup, invocation, instruction and reason);
- which engine runs what: the bench kernels and the jit scripts, the one with function calls included, are
  compiled (`time: jit:` says so);
- the disk cache: the first run writes an object file and compiles, the second compiles nothing and gives the
  same results, a damaged file is compiled again and rewritten, SPVRT_CACHE_DIR=off writes nothing;
- `--engine` and `--compare` refuse other values (exit 2: a usage error).
Under a sanitizer (the engine's C side instrumented; LLVM's code is not) the jit scripts and the errors
scripts that trap only.
"""

import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)


def _run(cmd, env=None, timeout=600):
    try:
        return subprocess.run(cmd, capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired as e:
        return subprocess.CompletedProcess(cmd, -999, e.stdout or b"", b"timeout")


def _crashed(p):
    return p.returncode < 0 or p.returncode > 2 or b"Sanitizer" in p.stderr or b"runtime error" in p.stderr


def _text(p):
    return p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def _expects(path):
    return sum(1 for line in open(path) if line.split("#", 1)[0].split()[:1] == ["EXPECT"])


def group_jit(r, build, work, sanitized):
    spvrt = os.path.join(build, "spvrt")
    cache = os.path.join(work, "jit-cache")
    env = dict(os.environ, SPVRT_CACHE_DIR=cache)
    env.pop("SPVRT_ENGINE", None)
    slow = 4 if sanitized else 1
    p = _run([spvrt, "run", "--engine", "jit", os.path.join(ROOT, "bench", "kernels", "saxpy.amber")], env=env)
    if p.returncode == 2 and b"not supported by this build" in p.stderr:
        print("   jit: this build has no compiling backend (no LLVM 19): the group checks that it says so")
        r.check(True, "jit: not supported (exit 2)", "")
        return

    p = _run([sys.executable, os.path.join(TESTS, "amber", "jit", "make_scripts.py"), "--check"])
    r.check(p.returncode == 0, "jit/make_scripts.py --check", p.stdout.decode(errors="replace"))

    # the scripts under both engines: EXPECTs and every buffer compared
    scripts = sorted(os.path.join(TESTS, "amber", "jit", n) for n in os.listdir(os.path.join(TESTS, "amber", "jit"))
                     if n.endswith(".amber"))
    if not sanitized:
        for sub in ("compute", "rayquery", "dynamic", "memory", "struct", "image"):
            folder = os.path.join(TESTS, "amber", sub)
            scripts += sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".amber"))
        scripts.append(os.path.join(ROOT, "examples", "rayquery", "scene.amber"))

    def compare(path):
        return path, _run([spvrt, "run", "--time", "--compare", "interp,jit", path], env=env, timeout=300 * slow)

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(compare, scripts))
    compiled = interpreted = 0
    for path, p in results:
        out, err = _text(p)
        want = "%s: %d passed, 0 failed\n" % (path, _expects(path))
        same = "%s: compare: 0 values differ, 0 more as listed\n" % path
        skipped = p.returncode == 2 and "skipped" in out
        ok = not _crashed(p) and (skipped or (p.returncode == 0 and want in out and same in out))
        r.check(ok, "jit/compare/%s" % os.path.relpath(path, ROOT),
                "exit %d:\n%s%s" % (p.returncode, out[-1500:], err[-1500:]))
        m = re.search(r"time: jit: (\d+) pipelines compiled in [0-9.]+ ms, (\d+) on the interpreter(.*)", out)
        if m:
            compiled += int(m.group(1))
            interpreted += int(m.group(2))
        # every compute pipeline of these scripts is compiled (an internal error falls back to the interpreter
        # with the same results: only this line shows it)
        r.check(skipped or (m is not None and int(m.group(2)) == 0), "jit/compiled/%s" % os.path.relpath(path, ROOT),
                m.group(0) if m else "no time: jit: line:\n" + out[-800:])
    print("   jit: %d pipelines compiled, %d on the interpreter over %d scripts" % (compiled, interpreted,
                                                                                    len(scripts)))

    # traps and errors: word for word the interpreter's
    folder = os.path.join(TESTS, "amber", "errors")

    def both(path):
        outs = []
        for engine in ("interp", "jit"):
            # (under a sanitizer a lower step limit: the interpreter reaches the default one slowly there)
            steps = ["--max-steps", "200000"] if sanitized else []
            p = _run([spvrt, "run", "--engine", engine] + steps + [path], env=env, timeout=300 * slow)
            out, err = _text(p)
            outs.append((p.returncode, _crashed(p), out, err))
        return path, outs

    errors = sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".amber"))
    if sanitized:
        # under a sanitizer the scripts that stop at run time (a trap: what reaches the engine); the others stop
        # before any RUN, the same on both engines, and the first build compared them
        errors = [e for e in errors if re.search(r"# expect-error:.*(out-of-bounds|step limit|trap|OpPtrDiff)",
                                                 open(e).read())]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for path, (a, b) in pool.map(both, errors):
            r.check(not b[1] and a == b, "jit/errors/%s" % os.path.basename(path),
                    "interp: exit %d\n%s%s\njit: exit %d\n%s%s" % (a[0], a[2][-700:], a[3][-700:], b[0], b[2][-700:],
                                                                   b[3][-700:]))

    # which engine runs what
    for path, want in ((os.path.join(TESTS, "amber", "jit", "ints_partial_wave.amber"), "1 pipelines compiled"),
                       (os.path.join(ROOT, "bench", "kernels", "matmul.amber"), "1 pipelines compiled"),
                       (os.path.join(TESTS, "amber", "jit", "calls.amber"), "1 pipelines compiled")):
        p = _run([spvrt, "run", "--time", "--engine", "jit", path], env=env, timeout=300 * slow)
        out, err = _text(p)
        r.check(p.returncode == 0 and want in out, "jit/engine of %s" % os.path.basename(path),
                "want '%s':\n%s%s" % (want, out[-800:], err[-800:]))

    # the disk cache
    fresh = os.path.join(work, "jit-cache-fresh")
    shutil.rmtree(fresh, ignore_errors=True)
    fenv = dict(env, SPVRT_CACHE_DIR=fresh)
    script = os.path.join(TESTS, "amber", "jit", "ints_two_waves.amber")
    runs = []
    for _ in range(2):
        p = _run([spvrt, "run", "--time", "--engine", "jit", script], env=fenv, timeout=300 * slow)
        runs.append(_text(p)[0])
    files = sorted(os.listdir(fresh)) if os.path.isdir(fresh) else []
    first = re.search(r"compiled in ([0-9.]+) ms", runs[0])
    r.check(len(files) == 1 and files[0].endswith(".o") and first and float(first.group(1)) > 0 and
            "1 pipelines compiled in 0.0 ms" in runs[1] and "120 passed, 0 failed" in runs[1],
            "jit/cache: compiled once, then read", "files %r\n%s\n%s" % (files, runs[0], runs[1]))
    if files:
        path = os.path.join(fresh, files[0])
        with open(path, "r+b") as f:
            data = bytearray(f.read())
            data[len(data) // 2] ^= 0xff
            f.seek(0)
            f.write(data)
        p = _run([spvrt, "run", "--time", "--engine", "jit", script], env=fenv, timeout=300 * slow)
        out = _text(p)[0]
        m = re.search(r"compiled in ([0-9.]+) ms", out)
        r.check(p.returncode == 0 and "120 passed, 0 failed" in out and m and float(m.group(1)) > 0 and
                open(path, "rb").read() != bytes(data), "jit/cache: a damaged file is compiled again", out[-800:])
    off = os.path.join(work, "jit-cache-off")
    shutil.rmtree(off, ignore_errors=True)
    p = _run([spvrt, "run", "--engine", "jit", script], env=dict(env, SPVRT_CACHE_DIR="off", HOME=off,
                                                                   XDG_CACHE_HOME=off), timeout=300 * slow)
    r.check(p.returncode == 0 and not os.path.exists(off), "jit/cache: SPVRT_CACHE_DIR=off writes nothing",
            "exit %d, %s exists: %s" % (p.returncode, off, os.path.exists(off)))

    # the flags
    for flags, phrase in ((["--engine", "fast"], "--engine takes interp or jit"),
                          (["--compare", "jit,interp"], "expected cpu,vulkan")):
        p = _run([spvrt, "run"] + flags + [script], env=env)
        out, err = _text(p)
        r.check(p.returncode == 2 and phrase in err, "jit/flags %s" % " ".join(flags),
                "exit %d:\n%s%s" % (p.returncode, out[-400:], err[-400:]))
