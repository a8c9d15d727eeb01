#!/usr/bin/env python3
"""Check the amber acceptance scripts against the reference, without spvrt.

For every tests/amber/compute/*.amber:
  1. parse the script (BUFFER ... DATA/FILL/SERIES_FROM, RUN, REPEAT, COPY,
     EXPECT) with this file's own small reader;
  2. run reference.TESTS[name].ref on the input buffers parsed back from the
     script text and compare every EXPECT value (EQ with or without
     TOLERANCE, NE/LT/LE/GT/GE, EQ_BUFFER, RMSE_BUFFER) with it; subgroup
     tests are evaluated for each subgroup size 4..128 and must agree;
  3. with --compile (default on), compile each shader: GLSL with
     `glslangValidator -V --target-env vulkan1.2 -S comp`, SPIRV-ASM with
     `spirv-as --target-env vulkan1.2` then `spirv-val --target-env vulkan1.2`,
     SPIRV-HEX turned into a binary and given to spirv-val.

Exit status 0 when every script agrees and compiles.
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import reference  # noqa: E402
from amberlib import element_stride, f32, parse_number, scalar_of  # noqa: E402


class Script:
    def __init__(self, path):
        self.path = path
        self.shaders = []          # (name, format, text, first line)
        self.buffers = {}          # name -> dict(dtype, layout, values)
        self.expects = []          # (line number, tokens)
        self.runs = 0
        self.copies = []
        self._parse(open(path).read().split("\n"))

    def _parse(self, lines):
        i, repeat = 0, 1
        if lines[0].strip() != "#!amber":
            raise ValueError("first line is not #!amber")
        while i < len(lines):
            raw = lines[i]
            toks = raw.split("#", 1)[0].split()
            i += 1
            if not toks:
                continue
            cmd = toks[0]
            if cmd == "SHADER":
                start, body = i, []
                while lines[i].strip() != "END":
                    body.append(lines[i])
                    i += 1
                i += 1
                self.shaders.append((toks[2], toks[3], "\n".join(body) + "\n", start))
            elif cmd == "BUFFER":
                name, dtype = toks[1], toks[3]
                rest = toks[4:]
                layout = None
                if rest and rest[0] in ("STD140", "STD430"):
                    layout, rest = rest[0], rest[1:]
                sc, comps = scalar_of(dtype)
                if rest[0] == "DATA" and "END" in rest:      # DATA v... END on one line
                    vals = [parse_number(x, sc) for x in rest[1:rest.index("END")]]
                elif rest[0] == "DATA":
                    vals = [parse_number(x, sc) for x in rest[1:]]
                    while lines[i].split("#", 1)[0].strip() != "END":
                        vals += [parse_number(x, sc) for x in lines[i].split("#", 1)[0].split()]
                        i += 1
                    i += 1
                else:
                    n = int(rest[1]) * comps
                    if rest[2] == "FILL":
                        vals = [parse_number(rest[3], sc)] * n
                    else:
                        v, inc, vals = parse_number(rest[3], sc), parse_number(rest[5], sc), []
                        for _ in range(n):
                            vals.append(v)
                            v = f32(v + inc) if sc == "float" else v + inc
                if sc == "float":
                    vals = [f32(v) for v in vals]
                self.buffers[name] = dict(dtype=dtype, layout=layout, values=vals)
            elif cmd == "REPEAT":
                repeat = int(toks[1])
            elif cmd == "END":
                repeat = 1
            elif cmd == "RUN":
                self.runs += repeat
            elif cmd == "COPY":
                self.copies.append((toks[1], toks[3]))
            elif cmd == "EXPECT":
                self.expects.append((i, toks))


def close(a, b, tol, sc):
    if tol is None:
        if sc == "float":
            return f32(a) == f32(b)
        return a == b
    if tol.endswith("%"):
        return abs(a - b) <= abs(b) * float(tol[:-1]) / 100.0
    return abs(a - b) <= float(tol)


def check_values(s, want, line, toks, errors):
    name = toks[1]
    buf = s.buffers[name]
    sc, comps = scalar_of(buf["dtype"])
    if toks[2] in ("EQ_BUFFER", "RMSE_BUFFER"):
        other = toks[3]
        a = want.get(name)
        b = want.get(other, s.buffers[other]["values"])
        if a is None:
            errors.append("%d: reference has no values for %s" % (line, name))
            return
        if toks[2] == "EQ_BUFFER":
            if [f32(x) if sc == "float" else x for x in a] != [f32(x) if sc == "float" else x for x in b]:
                errors.append("%d: %s EQ_BUFFER %s does not hold in the reference" % (line, name, other))
        else:
            rmse = math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b)) / len(a))
            if rmse > float(toks[5]):
                errors.append("%d: reference RMSE %g > %s" % (line, rmse, toks[5]))
        return
    byte = int(toks[3])
    k, tol = 4, None
    if toks[k] == "TOLERANCE":
        tol = toks[k + 1]
        k += 2
    op, vals = toks[k], [parse_number(v, sc) for v in toks[k + 1:]]
    stride = element_stride(buf["dtype"], buf["layout"])
    first = byte // stride * comps
    ref = want.get(name)
    if ref is None:
        errors.append("%d: reference has no values for %s" % (line, name))
        return
    for j, v in enumerate(vals):
        r = ref[first + j]
        ok = {"EQ": lambda: close(r, v, tol, sc), "NE": lambda: r != v, "LT": lambda: r < v,
              "LE": lambda: r <= v, "GT": lambda: r > v, "GE": lambda: r >= v}[op]()
        if not ok:
            errors.append("%d: %s[%d] %s %r does not hold; reference gives %r" % (line, name, first + j, op, v, r))


def compile_shader(fmt, text, errors, where, env="vulkan1.2"):
    with tempfile.TemporaryDirectory() as d:
        if fmt == "GLSL":
            src = os.path.join(d, "s.comp")
            open(src, "w").write(text)
            cmds = [["glslangValidator", "-V", "--target-env", env, "-S", "comp", "-o", os.path.join(d, "s.spv"), src]]
        elif fmt == "SPIRV-ASM":
            src = os.path.join(d, "s.spvasm")
            open(src, "w").write(text)
            cmds = [["spirv-as", "--target-env", env, "-o", os.path.join(d, "s.spv"), src],
                    ["spirv-val", "--target-env", env, os.path.join(d, "s.spv")]]
        else:
            words = text.split()
            with open(os.path.join(d, "s.spv"), "wb") as f:
                for w in words:
                    f.write(int(w, 16).to_bytes(4, "little"))
            cmds = [["spirv-val", "--target-env", env, os.path.join(d, "s.spv")]]
        for c in cmds:
            r = subprocess.run(c, capture_output=True, text=True)
            if r.returncode != 0:
                errors.append("%s: %s failed:\n%s%s" % (where, c[0], r.stdout, r.stderr))
                return


def check_error_scripts(compile_):
    """tests/amber/errors: each script states its error and line in its header
    ('# expect-error:', '# expect-line:', '# expect-exit:'); the line must hold a
    command, and its shaders must compile except where the stated error is
    the compilation itself."""
    bad = 0
    folder = os.path.join(HERE, "errors")
    for f in sorted(os.listdir(folder)):
        path = os.path.join(folder, f)
        lines = open(path).read().split("\n")
        head = {l.split(":", 1)[0][2:]: l.split(":", 1)[1].strip() for l in lines if l.startswith("# expect-")}
        errors = []
        if not {"expect-error", "expect-line", "expect-exit"} <= set(head):
            errors.append("header lacks expect-error / expect-line / expect-exit")
        else:
            n = int(head["expect-line"])
            text = lines[n - 1].strip() if 0 < n <= len(lines) else ""
            if not text or (text.startswith("#") and f != "missing_header.amber"):
                errors.append("expect-line %d is not a command: %r" % (n, text))
        if compile_ and f not in ("missing_end.amber",):
            should_fail = "compile" in head.get("expect-error", "") or "not valid SPIR-V" in head.get("expect-error", "")
            i = 0
            while i < len(lines):
                t = lines[i].split()
                i += 1
                if len(t) >= 4 and t[0] == "SHADER" and t[3] in ("GLSL", "SPIRV-ASM"):
                    body = []
                    while lines[i].strip() != "END":
                        body.append(lines[i])
                        i += 1
                    errs = []
                    compile_shader(t[3], "\n".join(body) + "\n", errs, "shader")
                    if bool(errs) != should_fail:
                        errors.append("shader %s %s" % (t[2], "compiles but should not" if should_fail else "does not compile: " + errs[0]))
        if errors:
            bad += 1
            print("FAIL %s" % path)
            for e in errors:
                print("   " + e)
    print("%d malformed-script headers checked" % len(os.listdir(folder)))
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-compile", action="store_true")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = args.files or sorted(os.path.join(HERE, "compute", f) for f in os.listdir(os.path.join(HERE, "compute")))
    bad, values = 0, 0
    for path in files:
        name = os.path.basename(path)[:-len(".amber")]
        errors = []
        try:
            s = Script(path)
        except Exception as e:  # a script the reader cannot parse is a failure
            print("%s: cannot parse: %s" % (path, e))
            bad += 1
            continue
        t = reference.TESTS.get(name)
        if t is None:
            errors.append("no reference entry")
        else:
            inputs = {k: list(b["values"]) for k, b in s.buffers.items()}
            sizes = reference.SUBGROUP_SIZES if t["subgroup"] else (32,)
            answers = [t["ref"]({k: list(v) for k, v in inputs.items()}, runs=s.runs, sg=sg) for sg in sizes]
            for want in answers:
                for src, dst in s.copies:      # COPY: the copy holds the source's final reference values
                    if dst not in want and src in want:
                        want[dst] = want[src]
            for line, toks in s.expects:
                before = len(errors)
                for sg, want in zip(sizes, answers):   # every EXPECT must hold for every subgroup size
                    check_values(s, want, line, toks, errors)
                    if len(errors) > before:
                        errors[-1] += " (subgroup size %d)" % sg
                        break
                values += len(errors) == before
        if not args.no_compile:
            env = "vulkan1.3" if "# target-env: vulkan1.3" in open(path).read() else "vulkan1.2"
            for sname, fmt, text, line in s.shaders:
                compile_shader(fmt, text, errors, "shader %s (line %d)" % (sname, line), env)
        if errors:
            bad += 1
            print("FAIL %s" % path)
            for e in errors:
                print("   " + e)
    bad += check_error_scripts(not args.no_compile)
    print("%d scripts, %d EXPECT lines agree with the reference, %d scripts with problems" % (len(files), values, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
