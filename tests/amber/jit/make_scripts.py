#!/usr/bin/env python3
"""Writes tests/amber/jit/*.amber: scripts aimed at the compiling backend (src/jit, issue 20), run by the jit
group of make test under `--compare interp,jit` (every buffer after every RUN, bit for bit) and with their
EXPECTs.  Each EXPECT value comes from this file's Python model of the shader (the `ref_*` functions), never
from an engine.  The buffers the models do not predict (results SPIR-V leaves undefined: division by zero,
shifts by the width or more) have no EXPECT: only the comparison of the two engines checks them.

What the scripts exercise: partial waves (a workgroup of 24 or 40 invocations at subgroup size 32), integer
division and remainder of both signs, shifts, a divergent loop whose body is a switch with break and continue,
Workgroup memory across a barrier inside divergent code's reach, a Function array indexed dynamically (the
32-bit loads and stores of the compiled code), float arithmetic and comparisons with NaN, conversions.

Run: python3 tests/amber/jit/make_scripts.py        (rewrites the scripts; review the diff)
     python3 tests/amber/jit/make_scripts.py --check (fails if a script differs from what it would write)
"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from amberlib import f32, f32_bits, s32, smod, tdiv, u32, write_or_check_scripts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

INT_SHADER = """#version 450
layout(local_size_x = LOCAL) in;
layout(set = 0, binding = 0) readonly buffer A { uint a[]; };
layout(set = 0, binding = 1) readonly buffer B { uint b[]; };
layout(set = 0, binding = 2) writeonly buffer O { uint o[]; };
layout(set = 0, binding = 3) writeonly buffer U { uint u[]; };
shared uint s[LOCAL];
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = a[i], y = b[i];
  // defined cases (y != 0, and not -1 for the signed forms): EXPECTed
  o[8u * i + 0u] = x / y;
  o[8u * i + 1u] = x % y;
  o[8u * i + 2u] = uint(int(x) / int(y));
  o[8u * i + 3u] = uint(int(x) % int(y));
  o[8u * i + 4u] = (x << (y & 31u)) ^ (x >> (y & 7u)) ^ uint(int(x) >> int(y & 15u));
  uint acc = 0u;
  for (uint k = 0u; k < (x & 15u); k++) {
    switch ((x + k) % 4u) {
    case 0u: acc += k; break;
    case 1u: acc ^= (acc << 3) + 1u; break;
    case 2u:
      if ((k & 1u) == 0u)
        continue;
      acc *= 3u;
      break;
    default: acc -= 7u; break;
    }
    if (acc > 1000000u)
      break;
  }
  o[8u * i + 5u] = acc;
  s[gl_LocalInvocationID.x] = x ^ acc;
  barrier();
  o[8u * i + 6u] = s[(gl_LocalInvocationID.x + 1u) % LOCALu];
  uint arr[4] = uint[4](x, y, x + y, x ^ y);
  arr[(x >> 5) % 4u] += 1u;
  o[8u * i + 7u] = arr[y % 4u] + arr[(x >> 3) % 4u];
  // undefined in SPIR-V (division by zero or by -1 at the minimum, shifts by the width or more): compared only
  uint z = y >> 28;
  u[4u * i + 0u] = x / z;
  u[4u * i + 1u] = uint(int(x) / int(z - 8u));
  u[4u * i + 2u] = uint(int(x) % int(z - 8u));
  u[4u * i + 3u] = (x << (y >> 26)) + (x >> (y >> 26));
}
"""


def ref_int(x, y, local_index, group_values):
    """The EXPECTed words of invocation x, y (o[8 i ..]); group_values(j) gives s[] after the barrier."""
    out = [u32(x // y), u32(x % y), u32(tdiv(s32(x), s32(y))), u32(smod(s32(x), s32(y)))]
    out.append(u32((u32(x << (y & 31)) ^ (x >> (y & 7)) ^ u32(s32(x) >> (y & 15)))))
    out.append(ref_loop(x))
    out.append(None)  # filled by the caller: the neighbour's shared value
    arr = [x, y, u32(x + y), x ^ y]
    arr[(x >> 5) % 4] = u32(arr[(x >> 5) % 4] + 1)
    out.append(u32(arr[y % 4] + arr[(x >> 3) % 4]))
    return out


def ref_loop(x):
    acc = 0
    for k in range(x & 15):
        c = u32(x + k) % 4
        if c == 0:
            acc = u32(acc + k)
        elif c == 1:
            acc = acc ^ u32(u32(acc << 3) + 1)
        elif c == 2:
            if (k & 1) == 0:
                continue
            acc = u32(acc * 3)
        else:
            acc = u32(acc - 7)
        if acc > 1000000:
            break
    return acc


def int_script(local, groups, seed):
    rnd = random.Random(seed)
    n = local * groups
    xs = [rnd.choice([rnd.getrandbits(32), rnd.getrandbits(8), 0x80000000, 0x7fffffff, 0xffffffff])
          for _ in range(n)]
    ys = []
    for _ in range(n):
        y = rnd.choice([rnd.getrandbits(32), rnd.getrandbits(5) + 1, 0xfffffffe, 3, 0x7fffffff])
        ys.append(y if y not in (0, 0xffffffff) else 5)
    rows = []
    for i in range(n):
        rows.append(ref_int(xs[i], ys[i], i % local, None))
    for i in range(n):
        g, l = divmod(i, local)
        j = g * local + (l + 1) % local
        rows[i][6] = xs[j] ^ rows[j][5]
    text = ["#!amber",
            "# written by tests/amber/jit/make_scripts.py (issue 20); EXPECTs from its Python model of the shader",
            "# workgroups of %d invocations (at subgroup size 32: a partial wave)" % local, "",
            "SHADER compute ints GLSL", INT_SHADER.replace("LOCAL", str(local)).rstrip("\n"), "END", ""]
    for name, values in (("a", xs), ("b", ys)):
        text.append("BUFFER %s DATA_TYPE uint32 DATA" % name)
        for k in range(0, n, 8):
            text.append(" ".join(str(v) for v in values[k:k + 8]))
        text.append("END")
    text += ["BUFFER o DATA_TYPE uint32 SIZE %d FILL 0" % (8 * n), "BUFFER u DATA_TYPE uint32 SIZE %d FILL 0" % (4 * n),
             "", "PIPELINE compute pipeline", "  ATTACH ints"]
    for k, name in enumerate("abou"):
        text.append("  BIND BUFFER %s AS storage DESCRIPTOR_SET 0 BINDING %d" % (name, k))
    text += ["END", "", "RUN pipeline %d 1 1" % groups, ""]
    for i in range(n):
        text.append("EXPECT o IDX %d EQ %s" % (32 * i, " ".join(str(v) for v in rows[i])))
    return "\n".join(text) + "\n"


FLOAT_SHADER = """#version 450
layout(local_size_x = 40) in;
layout(set = 0, binding = 0) readonly buffer F { float f[]; };
layout(set = 0, binding = 1) writeonly buffer G { uint g[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  float x = f[2u * i], y = f[2u * i + 1u];
  g[6u * i + 0u] = floatBitsToUint(x + y);
  g[6u * i + 1u] = floatBitsToUint(x * y - x);
  g[6u * i + 2u] = floatBitsToUint(x / y);
  g[6u * i + 3u] = uint(x < y) | (uint(x >= y) << 1) | (uint(x != y) << 2) | (uint(x == y) << 3) |
                   (uint(!(x <= y)) << 4);
  g[6u * i + 4u] = uint(int(x * 1000.0)) + uint(y >= 0.0 ? uint(y * 100.0) : 7u);
  g[6u * i + 5u] = floatBitsToUint(-x + float(int(i) - 20) + float(i));
}
"""


def ref_float(x, y, i):
    """g[6 i ..] for inputs x, y (float32 values; y may be NaN, x never)."""
    def bits(v):
        return f32_bits(v) if not math.isnan(v) else None
    out = [bits(f32(x + y)), bits(f32(f32(x * y) - x))]
    out.append(bits(f32(x / y)) if y != 0 else None)
    nan = math.isnan(y)
    flags = (int(not nan and x < y) | int(not nan and x >= y) << 1 | int(nan or x != y) << 2 |
             int(not nan and x == y) << 3 | int(nan or not x <= y) << 4)
    out.append(flags)
    conv = u32(int(f32(x * 1000.0)))
    conv = u32(conv + (int(f32(y * 100.0)) if not nan and y >= 0 else 7))
    out.append(conv)
    out.append(bits(f32(f32(-x + float(i - 20)) + float(i))))
    return out


def float_script():
    rnd = random.Random(2026)
    n = 40 * 3
    xs, ys = [], []
    for i in range(n):
        xs.append(f32(rnd.randint(-10000, 10000) / 100.0))
        ys.append(float("nan") if i % 17 == 3 else f32(rnd.randint(-10000, 10000) / 100.0) if i % 5 else xs[-1])
    values = []
    for x, y in zip(xs, ys):
        values += [x, y]
    text = ["#!amber",
            "# written by tests/amber/jit/make_scripts.py (issue 20); EXPECTs from its Python model of the shader",
            "# (results that are NaN, or divisions by zero, have none: the engines are compared)", "",
            "SHADER compute floats GLSL", FLOAT_SHADER.rstrip("\n"), "END", "",
            "BUFFER f DATA_TYPE float DATA"]
    for k in range(0, len(values), 8):
        text.append(" ".join("nan" if math.isnan(v) else repr(v) for v in values[k:k + 8]))
    text += ["END", "BUFFER g DATA_TYPE uint32 SIZE %d FILL 0" % (6 * n), "",
             "PIPELINE compute pipeline", "  ATTACH floats",
             "  BIND BUFFER f AS storage DESCRIPTOR_SET 0 BINDING 0",
             "  BIND BUFFER g AS storage DESCRIPTOR_SET 0 BINDING 1", "END", "", "RUN pipeline 3 1 1", ""]
    for i in range(n):
        row = ref_float(xs[i], ys[i], i)
        for k, v in enumerate(row):
            if v is not None:
                text.append("EXPECT g IDX %d EQ %d" % (4 * (6 * i + k), v))
    return "\n".join(text) + "\n"


CALL_SHADER = """#version 450
layout(local_size_x = 48) in;
layout(set = 0, binding = 0) writeonly buffer O { uint o[]; };
uint mix3(uint v) {
  return (v * 2654435761u) ^ (v >> 3);
}
uint loopy(uint v) {
  uint a = 0u;
  for (uint k = 0u; k < (v & 7u); k++)
    a += mix3(a + k);
  return a;
}
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint r = mix3(i) + mix3(i + 7u);
  if ((i & 3u) == 1u)
    r ^= loopy(i);
  for (uint k = 0u; k < (i & 3u); k++)
    r += mix3(r);
  o[i] = r;
}
"""


def calls_script():
    """A module that calls functions, in divergent code and in loops: the compiled code hands each call to the
    interpreter, which gives the wave back when the call returns."""
    def mix3(v):
        return u32(v * 2654435761) ^ (v >> 3)

    def loopy(v):
        a = 0
        for k in range(v & 7):
            a = u32(a + mix3(u32(a + k)))
        return a

    def main(i):
        r = u32(mix3(i) + mix3(i + 7))
        if (i & 3) == 1:
            r ^= loopy(i)
        for _ in range(i & 3):
            r = u32(r + mix3(r))
        return r
    n = 96
    text = ["#!amber",
            "# written by tests/amber/jit/make_scripts.py (issue 20): function calls, in divergent code and in loops",
            "# (under --engine jit the interpreter makes each call, then the compiled code goes on); EXPECTs from the",
            "# Python model", "",
            "SHADER compute calls GLSL", CALL_SHADER.rstrip("\n"), "END", "",
            "BUFFER o DATA_TYPE uint32 SIZE %d FILL 0" % n, "",
            "PIPELINE compute pipeline", "  ATTACH calls", "  BIND BUFFER o AS storage DESCRIPTOR_SET 0 BINDING 0",
            "END", "", "RUN pipeline 2 1 1", ""]
    for k in range(0, n, 8):
        text.append("EXPECT o IDX %d EQ %s" % (4 * k, " ".join(str(main(i)) for i in range(k, k + 8))))
    return "\n".join(text) + "\n"


SCRIPTS = [
    (HERE, "calls", calls_script),
    (HERE, "ints_partial_wave", lambda: int_script(24, 4, 1)),
    (HERE, "ints_two_waves", lambda: int_script(40, 3, 2)),
    (HERE, "floats", float_script),
]

if __name__ == "__main__":
    sys.exit(write_or_check_scripts(SCRIPTS, sys.argv[1:]))
