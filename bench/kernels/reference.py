#!/usr/bin/env python3
"""Expected values of the bench kernels' EXPECT lines, computed in Python
(float32 arithmetic emulated with struct, every add and multiply rounded, as
Vulkan's correctly rounded OpFAdd/OpFMul and the kernels' `precise` give).
`python3 bench/kernels/reference.py` prints them; `--check` compares them
with the EXPECT lines in the .amber files."""
import os
import struct
import sys


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def u32(x):
    return x & 0xffffffff


SAXPY_N = 1 << 20
MM_N = 256
MANDEL_W, MANDEL_H, MANDEL_ITER = 512, 256, 256
HASH_N, HASH_ITER = 1 << 18, 256


def saxpy(i):
    return f32(f32(2.5 * float(i)) + 2.0)


def reduce_total():
    return (SAXPY_N // 256) * sum(range(256))


def matmul(r, c):
    return sum(float(MM_N * r + k) * 0.5 for k in range(MM_N))


def mandel(px, py):
    cx = f32(f32(float(px) * f32(3.0 / MANDEL_W)) - 2.0)
    cy = f32(f32(float(py) * f32(2.0 / MANDEL_H)) - 1.0)
    x = y = 0.0
    n = 0
    while n < MANDEL_ITER:
        xx, yy = f32(x * x), f32(y * y)
        if f32(xx + yy) > 4.0:
            break
        xy = f32(x * y)
        y = f32(f32(xy + xy) + cy)
        x = f32(f32(xx - yy) + cx)
        n += 1
    return n


def hash_(i):
    x = i
    for k in range(HASH_ITER):
        x = u32(x ^ (x >> 16))
        x = u32(x * 0x45d9f3b)
        x = u32(x ^ (x >> 16))
        x = u32(x + k)
    return x


EXPECTED = {
    "saxpy": {"y": [(i, saxpy(i)) for i in (0, 1, 2, 3, 1000, 65537, SAXPY_N - 1)]},
    "reduce_subgroup": {"total": [(0, reduce_total()), (1, 255)]},
    "matmul": {"c": [(r * MM_N + c, matmul(r, c)) for r, c in ((0, 0), (0, 255), (1, 7), (128, 128), (255, 255))]},
    "mandelbrot": {"img": [(128 * MANDEL_W + x, mandel(x, 128)) for x in range(0, MANDEL_W, 8)]
                   + [(y * MANDEL_W + 300, mandel(300, y)) for y in (0, 64, 100, 200, 255)]},
    "hash": {"h": [(i, hash_(i)) for i in list(range(8)) + [HASH_N - 1, 12345]]},
}


def check():
    import re
    bad = 0
    here = os.path.dirname(os.path.abspath(__file__))
    for kernel, bufs in EXPECTED.items():
        text = open(os.path.join(here, kernel + ".amber")).read()
        for buf, pairs in bufs.items():
            for idx, val in pairs:
                m = re.search(r"^EXPECT %s IDX %d EQ (\S+)$" % (buf, idx * 4), text, re.M)
                if not m or float(m.group(1)) != val:
                    print("%s: %s[%d] should be EXPECT %r (%s)" % (kernel, buf, idx, val, m.group(0) if m else "missing"))
                    bad += 1
    print("bench kernels: %d mismatches" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    if "--check" in sys.argv:
        sys.exit(check())
    for kernel, bufs in EXPECTED.items():
        for buf, pairs in bufs.items():
            for idx, val in pairs:
                print("%s %s %d %r" % (kernel, buf, idx, val))
