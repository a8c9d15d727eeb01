#!/usr/bin/env python3
"""Reference for the VkScript scripts of tests/amber/vkscript (issue 15).

Reads each .vkscript with its own small VkScript reader and replays its [test]
section on byte buffers the way google/amber's vkscript parser and executor
define it (docs/vk_script.md; tests/amber/README.md "VkScript"): one buffer
per descriptor binding (N or SET:BINDING), std430 for ssbo, std140 for
uniform ubo (Amber pads only matrix columns there), `ssbo B N` sizes the
buffer in elements of the type it ends with, subdata / uniform ubo / uniform
write at a byte offset and grow the buffer, `compute` runs the script's
reference function below (the shader written out in Python), and every
`probe ssbo` is compared with what the reference left in the buffer.
Nothing here runs or reads spvrt.

  python3 tests/amber/vkscript/check_vkscript.py   prints one line per script, exits 1 on a disagreement
"""
import math
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FMT = {("i", 8): "b", ("u", 8): "B", ("i", 16): "h", ("u", 16): "H", ("i", 32): "i", ("u", 32): "I",
       ("i", 64): "q", ("u", 64): "Q", ("f", 32): "f", ("f", 64): "d"}


def datum_type(word):
    """(kind, bits, rows, columns) of a VkScript data type."""
    scalars = {"int": ("i", 32), "uint": ("u", 32), "int8_t": ("i", 8), "uint8_t": ("u", 8), "int16_t": ("i", 16),
               "uint16_t": ("u", 16), "int64_t": ("i", 64), "uint64_t": ("u", 64), "float": ("f", 32),
               "double": ("f", 64)}
    if word in scalars:
        return scalars[word] + (1, 1)
    m = re.fullmatch(r"(d|i|u|i8|u8|i16|u16|i64|u64)?vec([234])?", word)
    if m:
        p = m.group(1) or ""
        kind = "f" if p in ("", "d") else p[0]
        bits = 64 if p == "d" else int(p[1:]) if len(p) > 1 else 32
        return (kind, bits, int(m.group(2) or 4), 1)
    m = re.fullmatch(r"(d)?mat([234])(?:x([234]))?", word)
    if m:
        cols = int(m.group(2))
        return ("f", 64 if m.group(1) else 32, int(m.group(3) or cols), cols)
    raise ValueError("unknown type " + word)


def column_stride(t, std140):
    kind, bits, rows, cols = t
    stride = (4 if rows == 3 else rows) * bits // 8
    return max(stride, 16) if std140 and cols > 1 else stride


def offsets(t, std140):
    """byte offsets of the components of one element, and its size"""
    kind, bits, rows, cols = t
    cs = column_stride(t, std140)
    return [c * cs + r * bits // 8 for c in range(cols) for r in range(rows)], cs * cols


class Buffer:
    def __init__(self, uniform):
        self.uniform, self.type, self.data, self.size = uniform, None, bytearray(), 0

    def layout(self):
        return offsets(self.type, self.uniform and self.type[3] > 1)

    def write(self, offset, values):
        comps, stride = self.layout()
        need = offset // stride + len(values) // len(comps)
        if need * stride > len(self.data):
            self.data += bytes(need * stride - len(self.data))
        f = "<" + FMT[self.type[:2]]
        for i, v in enumerate(values):
            at = offset + (i // len(comps)) * stride + comps[i % len(comps)]
            if self.type[0] == "f":
                struct.pack_into(f, self.data, at, v)
            else:
                struct.pack_into(f, self.data, at, int(v) % (1 << self.type[1]) if self.type[0] == "u" else int(v))

    def read(self, offset, count):
        comps, stride = self.layout()
        f = "<" + FMT[self.type[:2]]
        return [struct.unpack_from(f, self.data, offset + (i // len(comps)) * stride + comps[i % len(comps)])[0]
                for i in range(count)]


def wrap(v, bits, signed):
    v %= 1 << bits
    return v - (1 << bits) if signed and v >= 1 << (bits - 1) else v


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


# ---- the shaders, written out -------------------------------------------------------------------

def ref_subdata_grow(bufs, push, entry, groups):
    a, o, u = bufs[(0, 0)], bufs[(0, 1)], bufs[(1, 2)]
    n_a, n_o = len(a.data) // 4, len(o.data) // 4
    av, ov = a.read(0, n_a), o.read(0, n_o)
    scale_y = u.read(0, 4)[1]
    bias, count = push.read(0, 2)
    for i in range(groups[0] * 4):  # local_size_x = 4
        ov[i] = wrap(av[i] * int(scale_y) + bias, 32, True) if i < count else -1
    o.write(0, ov)


def mat_vec(cols, v):
    return [f32(sum(f32(cols[c][r] * v[c]) for c in range(len(v)))) for r in range(len(cols[0]))]


def ref_matrices(bufs, push, entry, groups):
    m = bufs[(0, 0)].read(0, 6)
    n = bufs[(0, 1)].read(0, 4)
    v, w = push.read(0, 2), push.read(8, 2)
    r = bufs[(0, 2)]
    m_cols = [m[0:2], m[2:4], m[4:6]]
    n_cols = [n[0:2], n[2:4]]
    r.write(0, mat_vec(m_cols, [1.0, 2.0, 3.0]) + [v[0]])
    r.write(16, mat_vec(n_cols, v) + [w[1]])
    old = r.read(32, 3)
    r.write(32, mat_vec(n_cols, w) + [old[2]])


def ref_entry_points(bufs, push, entry, groups):
    big, small = bufs[(2, 3)], bufs[(0, 1)]
    b, s = big.read(0, 4), small.read(0, 4)
    for i in range(groups[0] * 4):
        if entry == "add":
            b[i] = wrap(b[i] + s[i] + (1 << 32), 64, False)
        else:
            b[i] = wrap(b[i] * s[i], 64, False)
            s[i] = b[i] % 256
    big.write(0, b)
    small.write(0, s)


def ref_spirv_hex(bufs, push, entry, groups):
    b = bufs[(0, 0)]
    v = b.read(0, len(b.data) // 4)
    for i in range(groups[0] * 2):  # local_size_x = 2
        v[i] = wrap(v[i] * v[i] + i, 32, False)
    b.write(0, v)


REFS = {"spirv_hex": ref_spirv_hex, "subdata_grow": ref_subdata_grow, "matrices": ref_matrices, "entry_points": ref_entry_points}


# ---- the reader and the replay ------------------------------------------------------------------

def test_lines(path):
    """(line number, words) of the [test] section, continuations joined, comments dropped"""
    out, section, pending, start = [], None, [], 0
    for number, line in enumerate(open(path).read().split("\n"), 1):
        if line.startswith("["):
            section = line[1:line.rindex("]")]
            continue
        if section != "test":
            continue
        text = line.split("#", 1)[0] if not line.lstrip().startswith("#") else ""
        cont = text.rstrip().endswith("\\")
        if not pending:
            start = number
        pending += text.rstrip().rstrip("\\").split()
        if not cont and pending:
            out.append((start, pending))
            pending = []
    return out


def binding(word):
    s, _, b = word.partition(":")
    return (int(s), int(b)) if b else (0, int(s))


def holds(op, actual, expected, tol, floating):
    if op == "~=":
        value, percent = tol
        if math.isnan(expected) or math.isnan(actual):
            return math.isnan(expected) == math.isnan(actual)
        bound = abs(expected) * value / 100 if percent else value
        return abs(actual - expected) <= bound
    return {"==": actual == expected, "!=": actual != expected, "<": actual < expected, "<=": actual <= expected,
            ">": actual > expected, ">=": actual >= expected}[op]


def check(path):
    name = os.path.basename(path)[:-len(".vkscript")]
    lines = test_lines(path)
    bufs, push, sizes = {}, Buffer(False), {}
    # parse time: each binding's type (the first typed line) and size (the last `ssbo B N`)
    for _, w in lines:
        if w[0] == "ssbo":
            buf = bufs.setdefault(binding(w[1]), Buffer(False))
            if w[2] == "subdata":
                buf.type = buf.type or datum_type(w[3])
            else:
                sizes[binding(w[1])] = int(w[2])
        elif w[:2] == ["uniform", "ubo"]:
            buf = bufs.setdefault(binding(w[2]), Buffer(True))
            buf.type = buf.type or datum_type(w[3])
        elif w[0] == "uniform":
            push.type = push.type or datum_type(w[1])
        elif w[:2] == ["probe", "ssbo"]:
            bufs[binding(w[3])].type = bufs[binding(w[3])].type or datum_type(w[2])
    for key, buf in bufs.items():
        buf.type = buf.type or ("i", 8, 1, 1)
        buf.data = bytearray(sizes.get(key, 0) * buf.layout()[1])
    # run time
    entry, tol, problems, probes = "main", (0.000001, True), [], 0
    for number, w in lines:
        if w[0] == "ssbo" and w[2] == "subdata":
            bufs[binding(w[1])].write(int(w[4]), [float(x) if "." in x else int(x) for x in w[5:]])
        elif w[:2] == ["uniform", "ubo"]:
            bufs[binding(w[2])].write(int(w[4]), [float(x) for x in w[5:]])
        elif w[0] == "uniform":
            push.write(int(w[2]), [float(x) if "." in x else int(x) for x in w[3:]])
        elif w[:2] == ["compute", "entrypoint"]:
            entry = w[2]
        elif w[0] == "compute":
            REFS[name](bufs, push, entry, [int(x) for x in w[1:4]])
        elif w[0] == "tolerance":
            tol = (float(w[1].rstrip("%")), w[1].endswith("%"))
        elif w[:2] == ["probe", "ssbo"]:
            probes += 1
            buf, t = bufs[binding(w[3])], datum_type(w[2])
            floating = t[0] == "f"
            expected = [float(x) if floating else int(x) for x in w[6:]]
            actual = buf.read(int(w[4]), len(expected))
            for i, (a, e) in enumerate(zip(actual, expected)):
                if not holds(w[5], a, e, tol, floating):
                    problems.append("%s:%d: value %d: reference %r, script %s %r" % (path, number, i, a, w[5], e))
    return probes, problems


def main():
    paths = sorted(os.path.join(HERE, n) for n in os.listdir(HERE) if n.endswith(".vkscript"))
    bad = 0
    for path in paths:
        probes, problems = check(path)
        for p in problems:
            print(p)
        bad += bool(problems)
        print("%s: %d probes agree with the reference" % (os.path.basename(path), probes) if not problems else
              "%s: %d problems" % (os.path.basename(path), len(problems)))
    print("%d scripts, %d with problems" % (len(paths), bad))
    return 1 if bad or not paths else 0


if __name__ == "__main__":
    sys.exit(main())
