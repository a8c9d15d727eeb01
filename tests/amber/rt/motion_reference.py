#!/usr/bin/env python3
"""Analytic reference of tests/amber/rt/motion.amber (VK_NV_ray_tracing_motion_blur on the CPU engine).

Writes (or with --check, compares) the EXPECT lines of motion.amber from the Vulkan specification's motion rules,
implemented here independently of src/accel:
  - matrix motion: transformT0 * (1 - time) + transformT1 * time, component-wise
    (VkAccelerationStructureMatrixMotionInstanceNV);
  - SRT motion: the 16 numbers of VkSRTDataNV interpolated component-wise, the transform T * R * S with R the
    rotation of the normalized interpolated quaternion (VkSRTDataNV; docs/ray-tracing.md "Motion blur");
  - vertex motion: positions linearly interpolated between vertexData at time 0 and at time 1
    (VkAccelerationStructureGeometryMotionTrianglesDataNV);
  - WorldToObject is the inverse of ObjectToWorld at the ray's time; the closest hit in [tmin, tmax] with the
    instance mask culling of "Ray Traversal".
Each case is one launch index: a ray travelling +z from (x, y, 0) with one instance's mask as cull mask, at a time.
The closest-hit shader writes 32 floats: [1 (hit), t, InstanceCustomIndex, CurrentRayTimeNV, barycentrics u v,
0, 0, ObjectToWorld (12, column-major 4x3), WorldToObject (12)]; the miss shader [2, 0, 0, CurrentRayTimeNV, 0...].
"""
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "motion.amber")

# The scene (the same numbers as motion.amber's ACCELERATION_STRUCTUREs)
TRI = [(-4.0, -4.0, 0.0), (4.0, -4.0, 0.0), (-4.0, 4.0, 0.0)]            # bottom level 'tri'
BAR = [[(1.0, -0.25, 0.0), (3.0, -0.25, 0.0), (3.0, 0.25, 0.0)],         # bottom level 'bar': x in [1, 3]
       [(1.0, -0.25, 0.0), (3.0, 0.25, 0.0), (1.0, 0.25, 0.0)]]
MOVING_T0 = [(0.0, 0.0, 1.0), (2.0, 0.0, 1.0), (0.0, 2.0, 1.0)]           # bottom level 'moving'
MOVING_T1 = [(2.0, 0.0, 3.0), (4.0, 0.0, 3.0), (2.0, 2.0, 3.0)]
S45 = math.sqrt(0.5)
SRT_T0 = [2, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 3]               # sx a b pvx sy c pvy sz pvz qx qy qz qw tx ty tz
SRT_T1 = [2, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, S45, S45, 0, 0, 3]            # 90 degrees about z at time 1
STATIC = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 5]]
MATRIX_T0 = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 2]]
MATRIX_T1 = [[2, 0, 0, 4], [0, 2, 0, 0], [0, 0, 1, 6]]
IDENTITY = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]

# instances: (custom index, mask, kind, data, triangles at time)
INSTANCES = [
    (10, 1, "static", STATIC, lambda t: [TRI]),
    (11, 2, "matrix", (MATRIX_T0, MATRIX_T1), lambda t: [TRI]),
    (12, 4, "srt", (SRT_T0, SRT_T1), lambda t: BAR),
    (13, 8, "static", IDENTITY, lambda t: [[tuple(a + (b - a) * t for a, b in zip(p0, p1))
                                             for p0, p1 in zip(MOVING_T0, MOVING_T1)]]),
]

# cases: (x, y, cull mask, time); the comments say what the reference finds
CASES = [
    (-1.0, 0.5, 1, 0.0), (-1.0, 0.5, 1, 0.5), (-1.0, 0.5, 1, 1.0),           # static: the same at every time
    (3.0, 0.25, 2, 0.0), (3.0, 0.25, 2, 0.5),                                 # matrix: outside until it has
    (3.0, 0.25, 2, 0.9), (3.0, 0.25, 2, 1.0),                                 # moved and grown enough
    (-3.0, 0.5, 2, 0.0), (-3.0, 0.5, 2, 0.5),                                 # inside, farther away in time
    (3.0, 0.0, 4, 0.0), (3.0, 0.0, 4, 0.5), (3.0, 0.0, 4, 1.0),              # SRT: the bar along +x at time 0
    (2.1213203, 2.1213203, 4, 0.0), (2.1213203, 2.1213203, 4, 0.5),          # at 45 degrees at time 0.5
    (2.1213203, 2.1213203, 4, 1.0),
    (0.0, 3.0, 4, 0.0), (0.0, 3.0, 4, 0.25), (0.0, 3.0, 4, 1.0),             # at 90 degrees at time 1
    (1.0, 0.25, 8, 0.0), (1.0, 0.25, 8, 0.25), (1.0, 0.25, 8, 0.75),         # vertex motion: leaves this ray
    (3.0, 0.25, 8, 0.25), (3.0, 0.25, 8, 0.75), (3.0, 0.25, 8, 1.0),         # and reaches this one
    (3.0, 0.25, 2, -1.0), (-3.0, 0.5, 2, -1.0), (3.0, 0.0, 4, -1.0),         # time -1: traceRayEXT, which
    (1.0, 0.25, 8, -1.0),                                                     # traces at time 0
]


def lerp(a, b, t):
    return a * (1 - t) + b * t


def srt_matrix(v):
    sx, a, b, pvx, sy, c, pvy, sz, pvz, qx, qy, qz, qw, tx, ty, tz = v
    n = math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw)
    qx, qy, qz, qw = qx / n, qy / n, qz / n, qw / n
    r = [[1 - 2 * (qy * qy + qz * qz), 2 * (qx * qy - qz * qw), 2 * (qx * qz + qy * qw)],
         [2 * (qx * qy + qz * qw), 1 - 2 * (qx * qx + qz * qz), 2 * (qy * qz - qx * qw)],
         [2 * (qx * qz - qy * qw), 2 * (qy * qz + qx * qw), 1 - 2 * (qx * qx + qy * qy)]]
    s = [[sx, a, b, pvx], [0, sy, c, pvy], [0, 0, sz, pvz]]
    t = [tx, ty, tz]
    return [[sum(r[i][k] * s[k][j] for k in range(3)) + (t[i] if j == 3 else 0) for j in range(4)] for i in range(3)]


def transform_at(kind, data, t):
    if kind == "static":
        return data
    if kind == "matrix":
        return [[lerp(data[0][i][j], data[1][i][j], t) for j in range(4)] for i in range(3)]
    return srt_matrix([lerp(a, b, t) for a, b in zip(data[0], data[1])])


def invert(m):
    a = [row[:3] for row in m]
    det = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
           a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
    inv = [[0.0] * 3 for _ in range(3)]
    for i in range(3):
        for j in range(3):
            r = [k for k in range(3) if k != j]
            c = [k for k in range(3) if k != i]
            minor = a[r[0]][c[0]] * a[r[1]][c[1]] - a[r[0]][c[1]] * a[r[1]][c[0]]
            inv[i][j] = (-1) ** (i + j) * minor / det
    return [[inv[i][0], inv[i][1], inv[i][2], -sum(inv[i][k] * m[k][3] for k in range(3))] for i in range(3)]


def apply(m, p, w):
    return [m[i][0] * p[0] + m[i][1] * p[1] + m[i][2] * p[2] + m[i][3] * w for i in range(3)]


def intersect(o, d, tri):
    """Moeller-Trumbore: (t, u, v) or None."""
    e1 = [tri[1][i] - tri[0][i] for i in range(3)]
    e2 = [tri[2][i] - tri[0][i] for i in range(3)]
    p = [d[1] * e2[2] - d[2] * e2[1], d[2] * e2[0] - d[0] * e2[2], d[0] * e2[1] - d[1] * e2[0]]
    det = sum(e1[i] * p[i] for i in range(3))
    if abs(det) < 1e-12:
        return None
    s = [o[i] - tri[0][i] for i in range(3)]
    u = sum(s[i] * p[i] for i in range(3)) / det
    q = [s[1] * e1[2] - s[2] * e1[1], s[2] * e1[0] - s[0] * e1[2], s[0] * e1[1] - s[1] * e1[0]]
    v = sum(d[i] * q[i] for i in range(3)) / det
    t = sum(e2[i] * q[i] for i in range(3)) / det
    if u < 0 or v < 0 or u + v > 1:
        return None
    return t, u, v


def expected(case):
    x, y, mask, time = case
    time = max(time, 0.0)  # traceRayEXT: "behaves as a OpTraceRayMotionNV with time of 0.0"
    best = None
    for custom, imask, kind, data, tris in INSTANCES:
        if not (imask & mask):
            continue
        o2w = transform_at(kind, data, time)
        w2o = invert(o2w)
        o = apply(w2o, (x, y, 0.0), 1)
        d = apply(w2o, (0.0, 0.0, 1.0), 0)
        for tri in tris(time):
            hit = intersect(o, d, tri)
            if hit and 0 <= hit[0] <= 100 and (best is None or hit[0] < best[0]):
                best = (hit[0], hit[1], hit[2], custom, o2w, w2o)
    if best is None:
        return [2, 0, 0, time] + [0] * 28
    t, u, v, custom, o2w, w2o = best
    col = lambda m: [m[r][c] for c in range(4) for r in range(3)]
    return [1, t, custom, time, u, v, 0, 0] + col(o2w) + col(w2o)


def fmt(v):
    v = 0.0 if abs(v) < 5e-8 else v
    return ("%.7g" % v) if v != int(v) else str(int(v))


def expect_lines():
    lines = []
    for i, case in enumerate(CASES):
        row = expected(case)
        lines.append("EXPECT out IDX %d TOLERANCE 0.0001 EQ %s" % (i * 128, " ".join(fmt(v) for v in row[:16])))
        lines.append("EXPECT out IDX %d TOLERANCE 0.0001 EQ %s" % (i * 128 + 64, " ".join(fmt(v) for v in row[16:])))
    return lines


def case_table():
    return ",\n".join("  vec4(%s, %s, %d.0, %s)" % (fmt(x), fmt(y), m, fmt(t)) for x, y, m, t in CASES)


def main():
    text = open(SCRIPT).read()
    want_cases = "const vec4 cases[%d] = vec4[%d](\n%s);" % (len(CASES), len(CASES), case_table())
    new = re.sub(r"const vec4 cases\[\d+\] = vec4\[\d+\]\(\n.*?\);", lambda m: want_cases, text, flags=re.S)
    head, sep, _ = new.partition("# EXPECTs from motion_reference.py\n")
    new = head + sep + "\n".join(expect_lines()) + "\n"
    if "--check" in sys.argv:
        if new != text:
            print("tests/amber/rt/motion.amber is not what motion_reference.py computes (run it without --check)")
            return 1
        print("motion.amber: %d cases as the reference computes" % len(CASES))
        return 0
    open(SCRIPT, "w").write(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
