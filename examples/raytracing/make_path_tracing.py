#!/usr/bin/env python3
"""Writes path_tracing.amber: a diffuse path tracer as an AmberScript ray-tracing pipeline
(VK_KHR_ray_tracing_pipeline), the `make bench` scene of issue 17 and the divergent-materials scene of
invocation reordering.

The scene: a room of triangles open toward the camera (floor, ceiling, back and side walls, an area light
under the ceiling: one bottom-level structure, one GEOMETRY per surface) and small objects on the floor (cubes
and octahedra, one bottom-level structure each, placed by instance transforms).  Every surface has a
material, and every material is its own closest-hit shader, of clearly different cost:

  emissive  the light: emission, no albedo (the path ends);
  diffuse   a constant albedo;
  checker   a 3D checker from floor() of the hit position;
  noise     fractal value noise: OCTAVES octaves of 8 hashed lattice corners, trilinear;
  glossy    a ripple of ITERATIONS sine waves in the albedo and a Schlick Fresnel term: the probability
            that ray generation reflects the ray as a mirror instead of scattering it;
  marble    veins: a sine of the position bent by fractal noise.

Material 0 is the light; the others cycle through checker, noise, diffuse, glossy, marble, each round more
costly (more octaves, more waves).  A room surface reaches its hit group through the geometry index
(sbtRecordStride 1), an object through its instance's SBT record offset: hit record = instance offset +
geometry index (Vulkan "Shader Binding Table", "Hit Shaders").  The closest-hit shaders read the surface
normal from a buffer: normals[first[instance custom index + geometry index] + primitive index].

Ray generation: per pixel and sample, a camera ray, then up to BOUNCES bounces: trace; add throughput x the
payload's emission; stop at a miss (the sky, emitted by the miss shader) or a light; else scatter from the
hit point along a cosine-weighted direction about the normal (throughput x albedo), or, with the glossy
material's probability, along the mirror direction.  The random numbers are an integer hash (PCG) of the
pixel, the sample and the draw: deterministic, the same on every device and thread count.  Output: `image`,
one vec4<float> of linear radiance per pixel (alpha 1), and `rays`, the rays traced (one atomic add per
pixel).  Triangles only (lavapipe has no spheres or LSS), recursion depth 1.

    python3 examples/raytracing/make_path_tracing.py OUT_DIR [--size WxH] [--bounces N] [--materials N]
        [--samples N] [--name FILE]
    spvrt run --time --png image=pt.png:WxH --png rays=rays.png:1x1 OUT_DIR/path_tracing.amber

The PNG of `rays` is one pixel whose RGBA bytes are the count's (little-endian; --png packs a uint32 as
packUnorm4x8 does).  Deterministic: run it again and the file is byte-identical.
"""

import argparse
import importlib.util
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("raytracing_scene", os.path.join(HERE, "make_scene.py"))
raytracing = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(raytracing)
shader = raytracing.shader  # ["SHADER stage name GLSL", text, "END", ""]
rotation_y = raytracing.rayquery.rotation_y  # a 3x4 row-major transform: rotation about y, uniform scale, move

# The camera and the sky: tests/run_tests.py computes its reference pixels from these (with its own formulas).
EYE = (0.0, 1.5, -2.8)
TARGET = (0.0, 1.5, 2.0)
FOCAL = 1.6  # the image plane's distance: the vertical half-extent of the view is 1 / FOCAL
SKY_HORIZON = (0.90, 0.85, 0.75)
SKY_ZENITH = (0.35, 0.55, 0.95)  # sky(d) = mix(horizon, zenith, clamp(d.y, 0, 1))
LIGHT_EMISSION = (9.0, 8.0, 6.5)

# The room: x in [-2, 2], y in [0, 3], z in [0, 4], open at z = 0 (toward the camera); the light a
# rectangle just under the ceiling.  Each surface: (name, corners a, b, c, d, inward normal); triangles
# (a, b, c) and (a, c, d).
ROOM_X, ROOM_Y, ROOM_Z = 2.0, 3.0, 4.0
LIGHT_Y = 2.99
LIGHT_X = (-0.8, 0.8)
LIGHT_Z = (1.0, 3.0)
ROOM = [
    ("floor", (-2, 0, 0), (-2, 0, 4), (2, 0, 4), (2, 0, 0), (0, 1, 0)),
    ("back", (-2, 0, 4), (-2, 3, 4), (2, 3, 4), (2, 0, 4), (0, 0, -1)),
    ("left", (-2, 0, 0), (-2, 3, 0), (-2, 3, 4), (-2, 0, 4), (1, 0, 0)),
    ("right", (2, 0, 0), (2, 0, 4), (2, 3, 4), (2, 3, 0), (-1, 0, 0)),
    ("ceiling", (-2, 3, 0), (2, 3, 0), (2, 3, 4), (-2, 3, 4), (0, -1, 0)),
    ("light", (LIGHT_X[0], LIGHT_Y, LIGHT_Z[0]), (LIGHT_X[1], LIGHT_Y, LIGHT_Z[0]),
     (LIGHT_X[1], LIGHT_Y, LIGHT_Z[1]), (LIGHT_X[0], LIGHT_Y, LIGHT_Z[1]), (0, -1, 0)),
]

KINDS = ("checker", "noise", "diffuse", "glossy", "marble")
PALETTE = ((0.80, 0.78, 0.74), (0.75, 0.22, 0.18), (0.22, 0.62, 0.30), (0.25, 0.45, 0.80), (0.85, 0.70, 0.30),
           (0.55, 0.35, 0.60), (0.30, 0.70, 0.70), (0.60, 0.60, 0.58))

COMMON = r"""#version 460
#extension GL_EXT_ray_tracing : require
// the payload: what the closest-hit or miss shader found (t < 0: a miss)
struct Hit { vec3 albedo; float t; vec3 emission; float specular; vec3 normal; uint pad; };
uint pcg(uint v) {
    uint state = v * 747796405u + 2891336453u;
    uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
    return (word >> 22u) ^ word;
}
"""

RAYGEN = COMMON + r"""
layout(location = 0) rayPayloadEXT Hit hit;
layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;
layout(set = 0, binding = 1, std430) writeonly buffer Image { vec4 pixels[]; };
layout(set = 0, binding = 2, std430) buffer Rays { uint rays; };
const vec3 EYE = vec3(%(eye)s), TARGET = vec3(%(target)s);
const float FOCAL = %(focal)s;
const uint BOUNCES = %(bounces)du, SAMPLES = %(samples)du;
float uniform01(inout uint state) {
    state = pcg(state);
    return float(state >> 8u) * (1.0 / 16777216.0);
}
// a cosine-weighted direction about n (Malley's method: a uniform point of the unit disk lifted to the hemisphere)
vec3 cosine_direction(vec3 n, inout uint state) {
    float r = sqrt(uniform01(state)), phi = 6.2831853 * uniform01(state);
    vec3 a = abs(n.x) < 0.5 ? vec3(1.0, 0.0, 0.0) : vec3(0.0, 1.0, 0.0);
    vec3 u = normalize(cross(a, n)), v = cross(n, u);
    return normalize(u * (r * cos(phi)) + v * (r * sin(phi)) + n * sqrt(max(0.0, 1.0 - r * r)));
}
void main() {
    uint pixel = gl_LaunchIDEXT.y * gl_LaunchSizeEXT.x + gl_LaunchIDEXT.x;
    vec3 forward = normalize(TARGET - EYE);
    vec3 right = normalize(cross(vec3(0.0, 1.0, 0.0), forward));
    vec3 up = cross(forward, right);
    float aspect = float(gl_LaunchSizeEXT.x) / float(gl_LaunchSizeEXT.y);
    vec3 total = vec3(0.0);
    uint traced = 0u;
    for (uint s = 0u; s < SAMPLES; s++) {
        uint state = pcg(pixel * 9781u + s * 6271u + 1u);
        // sample 0 through the pixel's centre, the others jittered inside the pixel
        vec2 offset = s == 0u ? vec2(0.5) : vec2(uniform01(state), uniform01(state));
        vec2 pos = vec2(gl_LaunchIDEXT.xy) + offset;
        vec2 ndc = vec2(pos.x / float(gl_LaunchSizeEXT.x) * 2.0 - 1.0, 1.0 - pos.y / float(gl_LaunchSizeEXT.y) * 2.0);
        vec3 dir = normalize(forward * FOCAL + right * (ndc.x * aspect) + up * ndc.y);
        vec3 origin = EYE, throughput = vec3(1.0), radiance = vec3(0.0);
        for (uint bounce = 0u; bounce <= BOUNCES; bounce++) {
            traceRayEXT(scene, gl_RayFlagsOpaqueEXT, 0xFF, 0, 1, 0, origin, 0.0, dir, 1.0e30, 0);
            traced++;
            radiance += throughput * hit.emission;
            if (hit.t < 0.0 || bounce == BOUNCES || hit.albedo == vec3(0.0))
                break;
            origin = origin + dir * hit.t + hit.normal * 1.0e-3;
            if (uniform01(state) < hit.specular) {
                dir = reflect(dir, hit.normal);
            } else {
                dir = cosine_direction(hit.normal, state);
                throughput *= hit.albedo;
            }
        }
        total += radiance;
    }
    pixels[pixel] = vec4(total / float(SAMPLES), 1.0);
    atomicAdd(rays, traced);
}
"""

SKY = COMMON + r"""
layout(location = 0) rayPayloadInEXT Hit hit;
void main() {
    hit.t = -1.0;
    hit.albedo = vec3(0.0);
    hit.emission = mix(vec3(%(horizon)s), vec3(%(zenith)s), clamp(gl_WorldRayDirectionEXT.y, 0.0, 1.0));
    hit.specular = 0.0;
    hit.normal = vec3(0.0);
}
"""

# Every closest-hit shader starts with this: the hit point and the world-space normal facing the ray.
SURFACE = COMMON + r"""
layout(location = 0) rayPayloadInEXT Hit hit;
layout(set = 0, binding = 3, std430) readonly buffer Normals { vec4 normals[]; };
layout(set = 0, binding = 4, std430) readonly buffer Firsts { uint firsts[]; };
vec3 hit_point() { return gl_WorldRayOriginEXT + gl_WorldRayDirectionEXT * gl_HitTEXT; }
void set_surface() {
    uint record = uint(gl_InstanceCustomIndexEXT) + uint(gl_GeometryIndexEXT);
    vec3 n = normals[firsts[record] + uint(gl_PrimitiveID)].xyz;
    n = normalize((gl_ObjectToWorldEXT * vec4(n, 0.0)).xyz);
    hit.normal = dot(n, gl_WorldRayDirectionEXT) > 0.0 ? -n : n;
    hit.t = gl_HitTEXT;
    hit.emission = vec3(0.0);
    hit.specular = 0.0;
}
float lattice(ivec3 c) {
    return float(pcg(uint(c.x) * 73856093u ^ uint(c.y) * 19349663u ^ uint(c.z) * 83492791u) >> 8u) * (1.0 / 16777216.0);
}
float value_noise(vec3 p) {
    vec3 i = floor(p), f = p - i;
    vec3 u = f * f * (3.0 - 2.0 * f);
    ivec3 c = ivec3(i);
    float x00 = mix(lattice(c), lattice(c + ivec3(1, 0, 0)), u.x);
    float x10 = mix(lattice(c + ivec3(0, 1, 0)), lattice(c + ivec3(1, 1, 0)), u.x);
    float x01 = mix(lattice(c + ivec3(0, 0, 1)), lattice(c + ivec3(1, 0, 1)), u.x);
    float x11 = mix(lattice(c + ivec3(0, 1, 1)), lattice(c + ivec3(1, 1, 1)), u.x);
    return mix(mix(x00, x10, u.y), mix(x01, x11, u.y), u.z);
}
float fbm(vec3 p, int octaves) {
    float sum = 0.0, amplitude = 0.5;
    for (int o = 0; o < octaves; o++) {
        sum += amplitude * value_noise(p);
        p = p * 2.03 + vec3(1.7, 9.2, 3.1);
        amplitude *= 0.5;
    }
    return sum;
}
"""

MATERIALS = {
    "emissive": r"""
void main() {
    set_surface();
    hit.albedo = vec3(0.0);
    hit.emission = vec3(%(emission)s);
}
""",
    "diffuse": r"""
void main() {
    set_surface();
    hit.albedo = vec3(%(color)s);
}
""",
    "checker": r"""
void main() {
    set_surface();
    // + 0.25: the room's walls lie on planes where p * scale is an integer, and floor() must not flip there
    ivec3 c = ivec3(floor(hit_point() * %(scale)s + 0.25));
    hit.albedo = ((c.x + c.y + c.z) & 1) == 0 ? vec3(%(color)s) : vec3(%(color)s) * 0.35;
}
""",
    "noise": r"""
void main() {
    set_surface();
    float v = fbm(hit_point() * %(scale)s, %(octaves)d);
    hit.albedo = mix(vec3(%(color)s) * 0.25, vec3(%(color)s), clamp(v * 1.6 - 0.3, 0.0, 1.0));
}
""",
    "glossy": r"""
void main() {
    set_surface();
    vec3 p = hit_point();
    float ripple = 0.0, angle = 0.0;
    for (int k = 0; k < %(iterations)d; k++) {
        angle += 2.39996;
        vec3 axis = normalize(vec3(cos(angle), 0.6 * sin(1.7 * angle), sin(angle)));
        ripple += sin(dot(p, axis) * (7.0 + 3.0 * float(k)) + float(k));
    }
    ripple /= float(%(iterations)d);
    hit.albedo = vec3(%(color)s) * (0.8 + 0.2 * ripple);
    float cosine = clamp(-dot(gl_WorldRayDirectionEXT, hit.normal), 0.0, 1.0);
    float m = 1.0 - cosine, m2 = m * m;
    hit.specular = 0.08 + 0.92 * m2 * m2 * m;  // Schlick's Fresnel term, F0 = 0.08
}
""",
    "marble": r"""
void main() {
    set_surface();
    vec3 p = hit_point();
    float vein = abs(sin(p.x * %(scale)s + p.y * 2.0 + 6.0 * fbm(p * 1.5, %(octaves)d)));
    hit.albedo = mix(vec3(%(color)s) * 0.3, vec3(%(color)s), smoothstep(0.0, 0.5, vein));
}
""",
}


def vec(v):
    return ", ".join("%.9g" % x for x in v)


def material(index):
    """(kind, GLSL text) of material `index`: 0 the light, then the KINDS in turn, costlier each round."""
    if index == 0:
        return "emissive", MATERIALS["emissive"] % {"emission": vec(LIGHT_EMISSION)}
    kind = KINDS[(index - 1) % len(KINDS)]
    rounds = (index - 1) // len(KINDS)
    values = {"color": vec(PALETTE[index % len(PALETTE)]), "scale": "%.1f" % (2.0 + rounds),
              "octaves": (4 if kind == "noise" else 3) + 2 * rounds, "iterations": 6 + 6 * rounds}
    return kind, MATERIALS[kind] % values


def normal(a, b, c):
    u = [b[i] - a[i] for i in range(3)]
    v = [c[i] - a[i] for i in range(3)]
    n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    length = math.sqrt(sum(x * x for x in n))
    return tuple(x / length for x in n)


def cube():
    """A unit cube on y = 0 (x, z in [-0.5, 0.5], y in [0, 1]): 12 triangles."""
    corners = [(x - 0.5, y, z - 0.5) for x in (0, 1) for y in (0, 1) for z in (0, 1)]
    faces = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
    tris = []
    for a, b, c, d in faces:
        tris += [(corners[a], corners[b], corners[c]), (corners[a], corners[c], corners[d])]
    return tris


def octahedron():
    """An octahedron standing on y = 0 (height 1.2, waist 0.5): 8 triangles."""
    top, bottom = (0.0, 1.2, 0.0), (0.0, 0.0, 0.0)
    ring = [(0.5, 0.6, 0.0), (0.0, 0.6, 0.5), (-0.5, 0.6, 0.0), (0.0, 0.6, -0.5)]
    tris = []
    for k in range(4):
        a, b = ring[k], ring[(k + 1) % 4]
        tris += [(top, b, a), (bottom, a, b)]
    return tris


def room_triangles():
    """[(surface name, [triangles])] of the room's geometries, in GEOMETRY (= geometry index) order."""
    return [(name, [(a, b, c), (a, c, d)]) for name, a, b, c, d, _ in ROOM]


def objects(count):
    """[(shape name, 3x4 transform)] of `count` objects on a grid on the floor."""
    columns = max(2, math.ceil(math.sqrt(count)))
    rows = math.ceil(count / columns)
    size = min(0.8, 3.0 / columns * 0.45)
    placed = []
    for k in range(count):
        row, column = divmod(k, columns)
        x = -1.5 + 3.0 * (column + 0.5) / columns
        z = 1.0 + 2.6 * (row + 0.5) / rows
        placed.append(("cube" if k % 2 == 0 else "octahedron",
                       rotation_y(0.4 + 0.9 * k, size * (1.0 if k % 3 else 1.3), (x, 0.0, z))))
    return placed


def scene_triangles(materials):
    """Every triangle of the scene in world space, with the surface's material: [(a, b, c, material)], for
    references outside the engine (tests/run_tests.py)."""
    out = []
    surface_materials = assign_materials(materials)
    for s, (_, tris) in enumerate(room_triangles()):
        out += [(a, b, c, surface_materials[s]) for a, b, c in tris]
    shapes = {"cube": cube(), "octahedron": octahedron()}
    for k, (shape, m) in enumerate(objects(object_count(materials))):
        for tri in shapes[shape]:
            world = [tuple(sum(m[r][i] * v[i] for i in range(3)) + m[r][3] for r in range(3)) for v in tri]
            out.append((world[0], world[1], world[2], surface_materials[len(ROOM) + k]))
    return out


def object_count(materials):
    """Enough objects that every material has a surface: the room has len(ROOM) - 1 surfaces besides the light."""
    return max(3, materials - len(ROOM))


def assign_materials(materials):
    """The material of each surface (room geometries, then objects): the light 0, the others 1.. in turn."""
    surfaces = len(ROOM) + object_count(materials)
    out, k = [], 0
    for s in range(surfaces):
        if s < len(ROOM) and ROOM[s][0] == "light":
            out.append(0)
        else:
            out.append(1 + k % (materials - 1))
            k += 1
    return out


def hit_object_raygen(raygen):
    """The ray generation shader with each traceRayEXT split into a trace into a hit object, a reorder by it
    and the execution of the shader it names: SPV_EXT_shader_invocation_reorder's "the sequence
    OpHitObjectTraceRayEXT, OpReorderThreadWithHitObjectEXT, OpHitObjectExecuteShaderEXT is equivalent to
    OpTraceRayKHR" (SER-S06), in its NV form (Debian's glslang has GL_NV_shader_invocation_reorder).  The
    module is SPIR-V 1.5 (SPV_NV_shader_invocation_reorder requires physical storage buffers or 1.5)."""
    trace = "traceRayEXT(scene, gl_RayFlagsOpaqueEXT, 0xFF, 0, 1, 0, origin, 0.0, dir, 1.0e30, 0);"
    split = ("hitObjectNV h;\n"
             "            hitObjectTraceRayNV(h, scene, gl_RayFlagsOpaqueEXT, 0xFF, 0, 1, 0, origin, 0.0, dir, 1.0e30, 0);\n"
             "            reorderThreadNV(h);\n"
             "            hitObjectExecuteShaderNV(h, 0);")
    out = []
    for line in raygen:
        if line.startswith("SHADER ray_generation"):
            line += " TARGET_ENV spv1.5"
        else:
            assert line.count(trace) <= 1
            line = line.replace(trace, split).replace(
                "#extension GL_EXT_ray_tracing : require",
                "#extension GL_EXT_ray_tracing : require\n#extension GL_NV_shader_invocation_reorder : require", 1)
        out.append(line)
    assert any("hitObjectTraceRayNV" in line for line in out)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", nargs="?", default=HERE, help="output directory (default: this script's)")
    ap.add_argument("--size", default="320x240", help="WIDTHxHEIGHT of the launch (default 320x240)")
    ap.add_argument("--bounces", type=int, default=3, help="bounces after the camera ray (default 3)")
    ap.add_argument("--materials", type=int, default=8, help="materials, the light included (default 8, at least 2)")
    ap.add_argument("--samples", type=int, default=1, help="paths per pixel (default 1)")
    ap.add_argument("--name", default="path_tracing.amber", help="file name (default path_tracing.amber)")
    ap.add_argument("--hit-objects", action="store_true",
                    help="trace through hit objects and reorder by them (SPV_NV_shader_invocation_reorder)")
    args = ap.parse_args()
    width, height = (int(x) for x in args.size.lower().split("x"))
    if width < 1 or height < 1 or args.bounces < 0 or args.materials < 2 or args.samples < 1:
        ap.error("need a positive size, bounces >= 0, materials >= 2, samples >= 1")

    lines = ["#!amber",
             "# A diffuse path tracer, %dx%d, %d bounce(s), %d material(s), %d sample(s) per pixel: written by"
             % (width, height, args.bounces, args.materials, args.samples),
             "# examples/raytracing/make_path_tracing.py (read its description there).",
             "# target-env: vulkan1.2", "",
             "DEVICE_EXTENSION VK_KHR_ray_tracing_pipeline",
             "DEVICE_FEATURE RayTracingPipelineFeaturesKHR.rayTracingPipeline", ""]
    raygen = shader("ray_generation", "camera", RAYGEN % {
        "eye": vec(EYE), "target": vec(TARGET), "focal": "%.9g" % FOCAL, "bounces": args.bounces,
        "samples": args.samples})
    if args.hit_objects:
        raygen = hit_object_raygen(raygen)
        lines[5:5] = ["DEVICE_EXTENSION VK_NV_ray_tracing_invocation_reorder",
                      "DEVICE_FEATURE RayTracingInvocationReorderFeaturesNV.rayTracingInvocationReorder"]
        lines[2] += " With --hit-objects: every trace is OpHitObjectTraceRayNV, OpReorderThreadWithHitObjectNV, " \
                    "OpHitObjectExecuteShaderNV."
    lines += raygen
    lines += shader("miss", "sky", SKY % {"horizon": vec(SKY_HORIZON), "zenith": vec(SKY_ZENITH)})
    kinds = []
    for m in range(args.materials):
        kind, text = material(m)
        kinds.append(kind)
        lines += ["# material %d: %s" % (m, kind)]
        lines += shader("closest_hit", "material%d" % m, SURFACE + text)

    # geometry: the room (one GEOMETRY per surface) and the object shapes
    normals, firsts = [], []
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL room"]
    for name, tris in room_triangles():
        lines += ["  GEOMETRY TRIANGLES  # %s" % name, "    FLAGS OPAQUE"]
        lines += ["    " + "  ".join(vec(v).replace(",", "") for v in tri) for tri in tris]
        lines += ["  END"]
    lines += ["END", ""]
    shapes = {"cube": cube(), "octahedron": octahedron()}
    shape_first = {}
    for name in ("cube", "octahedron"):
        lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL %s" % name, "  GEOMETRY TRIANGLES", "    FLAGS OPAQUE"]
        lines += ["    " + "  ".join(vec(v).replace(",", "") for v in tri) for tri in shapes[name]]
        lines += ["  END", "END", ""]
    # normals: the room's, then each shape's (object space); firsts: one per SBT hit record
    for name, tris in room_triangles():
        firsts.append(len(normals))
        normals += [normal(*tri) for tri in tris]
    for name in ("cube", "octahedron"):
        shape_first[name] = len(normals)
        normals += [normal(*tri) for tri in shapes[name]]
    placed = objects(object_count(args.materials))
    for shape, _ in placed:
        firsts.append(shape_first[shape])
    # the room's inward normals must agree with the triangles' winding (a check of this table)
    for s, (name, tris) in enumerate(room_triangles()):
        want = ROOM[s][5]
        assert all(abs(normals[firsts[s] + t][i] - want[i]) < 1e-9 for t in range(2) for i in range(3)), name

    # instances: the room at SBT offset 0 (record = geometry index), object k at record len(ROOM) + k; the
    # custom index is the first record of the instance (the closest-hit shaders add the geometry index)
    identity = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]
    instances = [("room", 0, 0, identity)]
    instances += [(shape, len(ROOM) + k, len(ROOM) + k, m) for k, (shape, m) in enumerate(placed)]
    lines.append("ACCELERATION_STRUCTURE TOP_LEVEL scene")
    for name, index, offset, m in instances:
        lines += ["  BOTTOM_LEVEL_INSTANCE %s" % name, "    INDEX %d" % index, "    OFFSET %d" % offset,
                  "    TRANSFORM"]
        lines += ["      " + " ".join("%.9g" % x for x in row) for row in m]
        lines += ["    END", "  END"]
    lines += ["END", ""]

    surface_materials = assign_materials(args.materials)
    lines += ["BUFFER image DATA_TYPE vec4<float> SIZE %d FILL 0" % (width * height),
              "BUFFER rays DATA_TYPE uint32 SIZE 1 FILL 0",
              "BUFFER normals DATA_TYPE vec4<float> DATA"]
    lines += ["  %s 0" % vec(n).replace(",", "") for n in normals]
    lines += ["END", "BUFFER firsts DATA_TYPE uint32 DATA", "  " + " ".join(str(f) for f in firsts), "END", ""]
    lines += ["PIPELINE raytracing renderer",
              "  BIND ACCELERATION_STRUCTURE scene DESCRIPTOR_SET 0 BINDING 0",
              "  BIND BUFFER image AS storage DESCRIPTOR_SET 0 BINDING 1",
              "  BIND BUFFER rays AS storage DESCRIPTOR_SET 0 BINDING 2",
              "  BIND BUFFER normals AS storage DESCRIPTOR_SET 0 BINDING 3",
              "  BIND BUFFER firsts AS storage DESCRIPTOR_SET 0 BINDING 4",
              "  SHADER_GROUP g_camera camera",
              "  SHADER_GROUP g_sky sky"]
    lines += ["  SHADER_GROUP g_material%d material%d" % (m, m) for m in range(args.materials)]
    lines += ["  MAX_RAY_RECURSION_DEPTH 1",
              "  SHADER_BINDING_TABLE sbt_raygen", "    g_camera", "  END",
              "  SHADER_BINDING_TABLE sbt_miss", "    g_sky", "  END",
              "  SHADER_BINDING_TABLE sbt_hit"]
    surface_names = [r[0] for r in ROOM] + ["%s %d" % (shape, k) for k, (shape, _) in enumerate(placed)]
    lines += ["    g_material%d  # record %d: %s, %s" % (m, r, surface_names[r], kinds[m])
              for r, m in enumerate(surface_materials)]
    lines += ["  END", "END", "",
              "RUN renderer RAYGEN sbt_raygen MISS sbt_miss HIT sbt_hit %d %d 1" % (width, height), ""]
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, args.name), "w", newline="\n") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
