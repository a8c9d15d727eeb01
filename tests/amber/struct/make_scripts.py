#!/usr/bin/env python3
"""Writes tests/amber/struct/*.amber (issue 15: AmberScript STRUCT data types in compute pipelines, laid out
STD430 and STD140, nested, with OFFSET and STRIDE).  The byte layout is computed here by this file's own
std140/std430 model (GLSL 4.60 section 7.6.2.2, Vulkan "Offset and Stride Assignment"), and every EXPECT
value by a Python model of the shader (the `ref_*` functions), never from an engine's output.

Run: python3 tests/amber/struct/make_scripts.py        (rewrites the scripts; review the diff)
     python3 tests/amber/struct/make_scripts.py --check (fails if a script differs from what it would write)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from amberlib import f32, fmt, write_or_check_scripts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# ---- the layout model ------------------------------------------------------------------------------------
# A type is ("scalar", kind, bytes) | ("vec", scalar, n) | ("mat", scalar, columns, rows) | ("array", type)
# (Amber's TYPE[]: one element) | ("struct", name, [(member, type, offset-or-None)], stride-or-None).

F32 = ("scalar", "float", 4)
I32 = ("scalar", "int32", 4)
U32 = ("scalar", "uint32", 4)


def vec(n, s=F32):
    return ("vec", s, n)


def mat(c, r, s=F32):
    return ("mat", s, c, r)


def round_up(x, a):
    return (x + a - 1) // a * a


def alignment(t, std140):
    kind = t[0]
    if kind == "scalar":
        return t[2]
    if kind == "vec":
        return t[1][2] * (4 if t[2] == 3 else t[2])
    if kind == "mat":
        a = alignment(vec(t[3], t[1]), std140)
        return max(a, 16) if std140 else a
    if kind == "array":
        a = alignment(t[1], std140)
        return max(a, 16) if std140 else a
    a = max(alignment(m[1], std140) for m in t[2])
    return max(a, 16) if std140 else a


def components(t, std140, base=0):
    """[(offset, scalar)] of one element of t at byte base, and its size."""
    kind = t[0]
    if kind == "scalar":
        return [(base, t)], t[2]
    if kind == "vec":
        return [(base + i * t[1][2], t[1]) for i in range(t[2])], t[2] * t[1][2]
    if kind == "mat":
        stride = alignment(vec(t[3], t[1]), std140)
        if std140:
            stride = max(stride, 16)
        out = []
        for c in range(t[2]):
            out += components(vec(t[3], t[1]), std140, base + c * stride)[0]
        return out, t[2] * stride
    if kind == "array":
        out, size = components(t[1], std140, base)
        return out, round_up(size, alignment(t, std140))
    out, end = [], 0
    for _name, mt, offset in t[2]:
        at = round_up(end, alignment(mt, std140)) if offset is None else offset
        comps, size = components(mt, std140, base + at)
        out += comps
        end = at + size
    return out, (t[3] if t[3] is not None else round_up(end, alignment(t, std140)))


def struct_decl(t, done):
    """The STRUCT lines of t and of the STRUCTs it holds, each once, inner ones first."""
    text = ""
    for _name, mt, _offset in t[2]:
        inner = mt[1] if mt[0] == "array" else mt
        if inner[0] == "struct" and inner[1] not in done:
            text += struct_decl(inner, done)
    done.add(t[1])
    text += "STRUCT %s%s\n" % (t[1], "" if t[3] is None else " STRIDE %d" % t[3])
    for name, mt, offset in t[2]:
        text += "  %s %s%s\n" % (type_word(mt), name, "" if offset is None else " OFFSET %d" % offset)
    return text + "END\n"


def type_word(t):
    if t[0] == "scalar":
        return t[1]
    if t[0] == "vec":
        return "vec%d<%s>" % (t[2], t[1][1])
    if t[0] == "mat":
        return "mat%dx%d<%s>" % (t[2], t[3], t[1][1])
    if t[0] == "array":
        return type_word(t[1]) + "[]"
    return t[1]


def flat(t, value):
    """The scalars of a value of t in declaration order (DATA and EXPECT order)."""
    if t[0] == "scalar":
        return [value]
    if t[0] == "vec":
        return list(value)
    if t[0] == "mat":
        return [x for column in value for x in column]
    if t[0] == "array":
        return flat(t[1], value[0])
    return [x for (name, mt, _o) in t[2] for x in flat(mt, value[name])]


def words(t, values):
    kinds = [s[1] for _o, s in components(t, False)[0]]
    return " ".join(fmt(v, kinds[i % len(kinds)]) for i, v in enumerate(values))


def header(name, what):
    return ("#!amber\n# %s: %s\n# Expected values: tests/amber/struct/make_scripts.py (ref_%s): this file's "
            "std140/std430 layout model and a Python model of the shader.\n\n" % (name, what, name))


def expects(buf, t, std140, elements):
    stride = components(t, std140)[1]
    return "".join("EXPECT %s IDX %d EQ %s\n" % (buf, e * stride, words(t, flat(t, v)))
                   for e, v in enumerate(elements))


# ---- struct/nested_std430 --------------------------------------------------------------------------------
SUB = ("struct", "Sub", [("c", I32, None), ("d", F32, None)], None)
S430 = ("struct", "S", [("a", F32, None), ("v", vec(3), None), ("b", I32, None), ("e", SUB, None),
                        ("m", mat(2, 2), None), ("w", vec(2), None)], None)
N430 = 4


def inputs_nested_std430():
    out = []
    for i in range(N430):
        out.append({"a": f32(1.5 * i + 0.25), "v": [f32(i + 0.5), f32(-i), f32(2 * i + 1)], "b": 3 * i - 5,
                    "e": {"c": 100 + i, "d": f32(0.125 * i)},
                    "m": [[f32(i + 1), f32(i + 2)], [f32(i + 3), f32(i + 4)]], "w": [f32(i * 0.75), f32(8 - i)]})
    return out


def ref_nested_std430():
    res = []
    for i, x in enumerate(inputs_nested_std430()):
        m = x["m"]
        res.append({"a": f32(x["a"] * 2), "v": [f32(c + 1) for c in x["v"]], "b": x["b"] + 7 * i,
                    "e": {"c": x["e"]["c"] - 1, "d": f32(x["e"]["d"] + 0.5)},
                    "m": [[m[0][0], m[1][0]], [m[0][1], m[1][1]]],  # transpose
                    "w": [x["w"][1], x["w"][0]]})
    return res


def script_nested_std430():
    s = header("nested_std430", "a STD430 STRUCT holding a STRUCT, a vec3 (16-byte aligned), a mat2 (8-byte "
               "columns) and a vec2: DATA in, SIZE FILL out, each member transformed; EQ_BUFFER after COPY")
    s += """SHADER compute shader GLSL
#version 450
layout(local_size_x = %d) in;
struct Sub { int c; float d; };
struct S { float a; vec3 v; int b; Sub e; mat2 m; vec2 w; };
layout(std430, set = 0, binding = 0) readonly buffer In { S s[]; } inb;
layout(std430, set = 0, binding = 1) buffer Out { S s[]; } outb;
void main() {
  uint i = gl_GlobalInvocationID.x;
  S x = inb.s[i];
  x.a *= 2.0;
  x.v += vec3(1.0);
  x.b += 7 * int(i);
  x.e.c -= 1;
  x.e.d += 0.5;
  x.m = transpose(x.m);
  x.w = x.w.yx;
  outb.s[i] = x;
}
END

""" % N430
    s += struct_decl(S430, set()) + "\n"
    s += "BUFFER in DATA_TYPE S STD430 DATA\n"
    for x in inputs_nested_std430():
        s += words(S430, flat(S430, x)) + "\n"
    s += "END\nBUFFER out DATA_TYPE S STD430 SIZE %d FILL 0\nBUFFER copy DATA_TYPE S SIZE %d FILL 9\n\n" % (N430, N430)
    s += """PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER in AS storage DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 1
END

RUN pipeline 1 1 1
"""
    s += expects("out", S430, False, ref_nested_std430())
    s += "COPY out TO copy\nEXPECT copy EQ_BUFFER out\n"
    return s


# ---- struct/uniform_std140 -------------------------------------------------------------------------------
U140 = ("struct", "U", [("p", vec(2), None), ("q", F32, None), ("r", vec(3), None), ("m", mat(3, 3), None),
                        ("k", ("array", F32), None), ("n", I32, None)], None)
O430 = ("struct", "O", [("sum", F32, None), ("diag", vec(3), None), ("n", I32, None), ("k", F32, None)], None)
N140 = 3


def inputs_uniform_std140():
    out = []
    for i in range(N140):
        out.append({"p": [f32(i + 0.5), f32(2 * i)], "q": f32(-1.25 * i), "r": [f32(i), f32(i + 1), f32(i + 2)],
                    "m": [[f32(3 * c + r + i) for r in range(3)] for c in range(3)], "k": [f32(10.5 + i)],
                    "n": -3 * i + 1})
    return out


def ref_uniform_std140():
    res = []
    for x in inputs_uniform_std140():
        total = f32(f32(f32(x["p"][0] + x["p"][1]) + x["q"]) + f32(f32(x["r"][0] + x["r"][1]) + x["r"][2]))
        res.append({"sum": total, "diag": [x["m"][0][0], x["m"][1][1], x["m"][2][2]], "n": x["n"] * 2,
                    "k": f32(x["k"][0] * 0.5)})
    return res


def script_uniform_std140():
    s = header("uniform_std140", "an array of STD140 STRUCTs (a vec2, a float packed after it, a vec3, a mat3 "
               "of 16-byte columns, a float[] member, whose element std140 rounds to 16 bytes) read as a uniform "
               "buffer, written to a STD430 STRUCT buffer")
    s += """SHADER compute shader GLSL
#version 450
layout(local_size_x = %d) in;
struct U { vec2 p; float q; vec3 r; mat3 m; float k[1]; int n; };
struct O { float sum; vec3 diag; int n; float k; };
layout(std140, set = 0, binding = 0) uniform In { U u[%d]; } inb;
layout(std430, set = 0, binding = 1) buffer Out { O o[]; } outb;
void main() {
  uint i = gl_GlobalInvocationID.x;
  U x = inb.u[i];
  O y;
  y.sum = (x.p.x + x.p.y + x.q) + (x.r.x + x.r.y + x.r.z);
  y.diag = vec3(x.m[0][0], x.m[1][1], x.m[2][2]);
  y.n = x.n * 2;
  y.k = x.k[0] * 0.5;
  outb.o[i] = y;
}
END

""" % (N140, N140)
    s += struct_decl(U140, set()) + struct_decl(O430, set()) + "\n"
    s += "BUFFER in DATA_TYPE U STD140 DATA\n"
    for x in inputs_uniform_std140():
        s += words(U140, flat(U140, x)) + "\n"
    s += "END\nBUFFER out DATA_TYPE O STD430 SIZE %d FILL 0\n\n" % N140
    s += """PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER in AS uniform DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 1
END

RUN pipeline 1 1 1
"""
    s += expects("out", O430, False, ref_uniform_std140())
    return s


# ---- struct/explicit_offsets -----------------------------------------------------------------------------
INNER = ("struct", "Inner", [("x", I32, 4), ("y", F32, 12)], 32)
OUTER = ("struct", "Outer", [("a", F32, 8), ("in", INNER, 16), ("z", I32, None)], None)
NOFF = 5


def inputs_explicit_offsets():
    return [{"a": f32(0.5 * i - 1), "in": {"x": 7 * i - 3, "y": f32(1.0 / (i + 1))}, "z": 1000 * i}
            for i in range(NOFF)]


def ref_explicit_offsets():
    return [{"a": f32(x["a"] + x["in"]["y"]), "in": {"x": x["z"], "y": f32(x["a"])}, "z": x["in"]["x"]}
            for x in inputs_explicit_offsets()]


def script_explicit_offsets():
    s = header("explicit_offsets", "STD430 STRUCTs placed with OFFSET (members after a gap) and a nested STRUCT "
               "of STRIDE 32; the shader declares the gaps as members of its own")
    s += """SHADER compute shader GLSL
#version 450
layout(local_size_x = %d) in;
struct Inner { int gap0; int x; int gap1; float y; int gap2; int gap3; int gap4; int gap5; };
struct Outer { float gap0; float gap1; float a; float gap2; Inner inner; int z; };
layout(std430, set = 0, binding = 0) buffer Data { Outer o[]; } data;
void main() {
  uint i = gl_GlobalInvocationID.x;
  Outer v = data.o[i];
  data.o[i].a = v.a + v.inner.y;
  data.o[i].inner.x = v.z;
  data.o[i].inner.y = v.a;
  data.o[i].z = v.inner.x;
}
END

""" % NOFF
    s += struct_decl(OUTER, set()) + "\n"
    s += "BUFFER data DATA_TYPE Outer STD430 DATA\n"
    for x in inputs_explicit_offsets():
        s += words(OUTER, flat(OUTER, x)) + "\n"
    s += "END\n\n"
    s += """PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END

RUN pipeline 1 1 1
"""
    s += expects("data", OUTER, False, ref_explicit_offsets())
    return s


SCRIPTS = [(HERE, "nested_std430", script_nested_std430), (HERE, "uniform_std140", script_uniform_std140),
           (HERE, "explicit_offsets", script_explicit_offsets)]

if __name__ == "__main__":
    sys.exit(write_or_check_scripts(SCRIPTS, sys.argv))
