#!/usr/bin/env python3
"""The path-tracing scene of examples/raytracing/make_path_tracing.py at a tiny size, with EXPECTs computed
here, outside the engine: the pixels whose camera ray leaves the room without touching anything hold the
sky colour of that direction, and the pixels whose camera ray first meets the area light hold its emission
(the light ends the path: radiance = 0 + 1 x emission, exact).  The rays are intersected here, in double
precision, with every triangle of the scene; a pixel whose ray passes near an edge (where float32 might
decide otherwise) is left out.

    python3 tests/amber/rt/path_tracing_reference.py OUT_DIR [--size WxH] [--bounces N] [--materials N]

writes OUT_DIR/path_tracing_small.amber and prints how many pixels it expects (sky, light).
"""

import argparse
import importlib.util
import math
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
GENERATOR = os.path.join(ROOT, "examples", "raytracing", "make_path_tracing.py")
_spec = importlib.util.spec_from_file_location("make_path_tracing", GENERATOR)
scene = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(scene)

MARGIN = 1e-3  # barycentric / distance margin: rays this close to an edge are not predicted


def sub(a, b):
    return tuple(x - y for x, y in zip(a, b))


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def normalize(a):
    n = math.sqrt(dot(a, a))
    return tuple(x / n for x in a)


def camera_ray(x, y, width, height):
    """The direction of pixel (x, y)'s first sample (through the pixel's centre), as the ray generation
    shader's description says: forward x FOCAL + right x ndc.x x aspect + up x ndc.y."""
    forward = normalize(sub(scene.TARGET, scene.EYE))
    right = normalize(cross((0.0, 1.0, 0.0), forward))
    up = cross(forward, right)
    ndc_x = (x + 0.5) / width * 2.0 - 1.0
    ndc_y = 1.0 - (y + 0.5) / height * 2.0
    aspect = width / height
    return normalize(tuple(f * scene.FOCAL + r * ndc_x * aspect + u * ndc_y
                           for f, r, u in zip(forward, right, up)))


def intersect(origin, d, tri):
    """(t, u, v) of the ray's plane crossing in the triangle's barycentrics (Moller-Trumbore), or None when
    the ray is parallel to it."""
    a, b, c = tri
    e1, e2 = sub(b, a), sub(c, a)
    p = cross(d, e2)
    det = dot(e1, p)
    if abs(det) < 1e-12:
        return None
    s = sub(origin, a)
    u = dot(s, p) / det
    q = cross(s, e1)
    v = dot(d, q) / det
    t = dot(e2, q) / det
    return t, u, v


def classify(origin, d, triangles):
    """'sky', 'light', or None (some other surface first, or too close to an edge to be sure)."""
    nearest = None
    for a, b, c, material in triangles:
        hit = intersect(origin, d, (a, b, c))
        if hit is None:
            continue
        t, u, v = hit
        if t <= 0.0:
            continue
        w = 1.0 - u - v
        inside = min(u, v, w)
        if abs(inside) < MARGIN:
            # near an edge: only the shared diagonal of the light's two triangles is harmless
            if material != 0:
                return None
        if inside >= -MARGIN and (nearest is None or t < nearest[0]):
            nearest = (t, material)
    if nearest is None:
        return "sky"
    t, material = nearest
    if material != 0:
        return None
    # the light's rectangle, away from its border
    p = tuple(o + t * x for o, x in zip(origin, d))
    inside_x = scene.LIGHT_X[0] + MARGIN < p[0] < scene.LIGHT_X[1] - MARGIN
    inside_z = scene.LIGHT_Z[0] + MARGIN < p[2] < scene.LIGHT_Z[1] - MARGIN
    # nothing else within the margin of that distance (the ceiling lies 0.01 above the light)
    for a, b, c, m in triangles:
        hit = intersect(origin, d, (a, b, c))
        if m != 0 and hit and hit[0] > 0.0 and min(hit[1], hit[2], 1 - hit[1] - hit[2]) > -MARGIN and \
                abs(hit[0] - t) < MARGIN:
            return None
    return "light" if inside_x and inside_z else None


def sky(d):
    """The miss shader's sky: mix(horizon, zenith, clamp(d.y, 0, 1))."""
    a = min(max(d[1], 0.0), 1.0)
    return tuple(h * (1.0 - a) + z * a for h, z in zip(scene.SKY_HORIZON, scene.SKY_ZENITH))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out")
    ap.add_argument("--size", default="16x16")
    ap.add_argument("--bounces", type=int, default=2)
    ap.add_argument("--materials", type=int, default=8)
    ap.add_argument("--hit-objects", action="store_true",
                    help="the scene traced through hit objects (make_path_tracing.py --hit-objects): the same pixels")
    args = ap.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    name = "path_tracing_small_ser.amber" if args.hit_objects else "path_tracing_small.amber"
    subprocess.run([sys.executable, GENERATOR, args.out, "--size", args.size, "--bounces", str(args.bounces),
                    "--materials", str(args.materials), "--name", name] + (["--hit-objects"] if args.hit_objects
                                                                           else []), check=True)
    triangles = scene.scene_triangles(args.materials)
    lines, counts = [], {"sky": 0, "light": 0}
    for y in range(height):
        for x in range(width):
            d = camera_ray(x, y, width, height)
            kind = classify(scene.EYE, d, triangles)
            if kind is None:
                continue
            counts[kind] += 1
            offset = 16 * (y * width + x)  # IDX: a byte offset; vec4<float> pixels
            if kind == "sky":
                # float32 rounding of the camera basis and the mix, against doubles here
                lines.append("EXPECT image IDX %d TOLERANCE 1e-5 EQ %s 1" % (offset, " ".join(
                    "%.7f" % c for c in sky(d))))
            else:
                lines.append("EXPECT image IDX %d EQ %s 1" % (offset, " ".join(
                    "%.9g" % c for c in scene.LIGHT_EMISSION)))
    path = os.path.join(args.out, name)
    with open(path, "a", newline="\n") as f:
        f.write("\n# EXPECTs of tests/amber/rt/path_tracing_reference.py: sky pixels (%d), light pixels (%d)\n"
                % (counts["sky"], counts["light"]))
        f.write("\n".join(lines) + "\n")
    print("%s: %d sky pixels, %d light pixels expected" % (path, counts["sky"], counts["light"]))


if __name__ == "__main__":
    main()
