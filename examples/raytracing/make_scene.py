#!/usr/bin/env python3
"""Writes the `make demo` ray-tracing scene, scene.amber: a ray-tracing pipeline (VK_KHR_ray_tracing_pipeline)
renders the ray-query demo's geometry (examples/rayquery: the torus-knot mesh from its OBJ file, a ring of
spheres, tufts of linear swept spheres "hair", a ground quad) plus alpha-tested foliage cards (an any-hit shader
drops the texels outside a leaf shape) and a mirror ball (an AABB with an intersection shader), with:

  closest-hit shaders: diffuse shading with shadow rays (TerminateOnFirstHit | SkipClosestHitShader, a second
      miss shader), reflections on the spheres and the mirror ball (recursion up to depth 3), the surface
      normal of the built-in primitives from two probe rays a little beside the ray (a second set of hit
      groups, reached with sbtRecordOffset 3);
  callable shaders: the materials (a checker for the ground, a palette by instance, a leaf green);
  miss shaders: the sky, and the shadow test.

Deterministic: run it again and the file is byte-identical.

    python3 examples/raytracing/make_scene.py [output directory, default: this script's]
        [--bench WIDTHxHEIGHT]   (make bench: that size, no spheres or LSS, which lavapipe lacks, no golden values)
"""

import importlib.util
import math
import os
import random
import sys

WIDTH, HEIGHT = 320, 240
HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("rayquery_scene", os.path.join(HERE, "..", "rayquery", "make_scene.py"))
rayquery = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rayquery)

COMMON = r"""#version 460
#extension GL_EXT_ray_tracing : require
struct Ray { vec3 color; float t; uint depth; uint pad0, pad1, pad2; };
struct Material { vec3 position; uint id; vec3 normal; float pad; vec3 albedo; float shine; };
layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;
layout(set = 0, binding = 2, std430) buffer Count { uint rays; };
const vec3 LIGHT = vec3(-5.0, 9.0, -6.0);
"""

RAYGEN = COMMON + r"""
layout(location = 0) rayPayloadEXT Ray ray;
layout(set = 0, binding = 1, std430) writeonly buffer Image { uint pixels[]; };
const vec3 EYE = vec3(0.0, 3.2, -7.5), TARGET = vec3(0.0, 0.6, 0.0);
void main() {
    vec2 pixel = vec2(gl_LaunchIDEXT.xy) + 0.5;
    vec2 ndc = vec2(pixel.x / float(gl_LaunchSizeEXT.x) * 2.0 - 1.0, 1.0 - pixel.y / float(gl_LaunchSizeEXT.y) * 2.0);
    vec3 forward = normalize(TARGET - EYE);
    vec3 right = normalize(cross(forward, vec3(0.0, 1.0, 0.0)));
    vec3 up = cross(right, forward);
    float aspect = float(gl_LaunchSizeEXT.x) / float(gl_LaunchSizeEXT.y);
    vec3 dir = normalize(forward * 1.6 + right * ndc.x * aspect + up * ndc.y);
    ray.color = vec3(0.0);
    ray.depth = 1u;
    atomicAdd(rays, 1u);
    traceRayEXT(scene, gl_RayFlagsNoneEXT, 0xFF, 0, 1, 0, EYE, 0.0, dir, 1.0e30, 0);
    vec3 c = pow(clamp(ray.color, 0.0, 1.0), vec3(1.0 / 2.2));
    pixels[gl_LaunchIDEXT.y * gl_LaunchSizeEXT.x + gl_LaunchIDEXT.x] = packUnorm4x8(vec4(c, 1.0));
}
"""

SKY = COMMON + r"""
layout(location = 0) rayPayloadInEXT Ray ray;
void main() {
    float h = clamp(gl_WorldRayDirectionEXT.y * 0.5 + 0.5, 0.0, 1.0);
    ray.color = mix(vec3(0.85, 0.80, 0.72), vec3(0.30, 0.50, 0.85), h);
    ray.t = -1.0;
}
"""

SHADOW_MISS = r"""#version 460
#extension GL_EXT_ray_tracing : require
layout(location = 1) rayPayloadInEXT uint lit;
void main() { lit = 1u; }
"""

# The surface of a built-in primitive (triangles, spheres, LSS): its normal from the hit point and two probe
# rays beside the incoming ray (the probe hit groups, sbtRecordOffset 3, return their t), its material from a
# callable shader, a shadow ray toward the light, a reflection for the spheres.
SURFACE = COMMON + r"""
layout(location = 0) rayPayloadInEXT Ray ray;
layout(location = 2) rayPayloadEXT Ray probe;
layout(location = 1) rayPayloadEXT uint lit;
layout(location = 0) callableDataEXT Material material;

vec3 probe_point(vec3 origin, vec3 dir, out bool hit) {
    probe.t = -1.0;
    probe.depth = ray.depth + 1u;
    atomicAdd(rays, 1u);
    traceRayEXT(scene, gl_RayFlagsNoneEXT, 0xFF, 3, 1, 0, origin, 0.0, dir, 1.0e30, 2);
    hit = probe.t > 0.0;
    return origin + dir * probe.t;
}

void main() {
    vec3 o = gl_WorldRayOriginEXT, d = gl_WorldRayDirectionEXT;
    vec3 p = o + d * gl_HitTEXT;
    vec3 side = normalize(abs(d.y) < 0.9 ? cross(d, vec3(0.0, 1.0, 0.0)) : cross(d, vec3(1.0, 0.0, 0.0)));
    vec3 up = cross(side, d);
    float eps = 0.002 * gl_HitTEXT;
    vec3 n = -d;
    if (gl_InstanceCustomIndexEXT == 0) {
        n = vec3(0.0, 1.0, 0.0);
    } else if (ray.depth < 3u) {
        bool h1, h2;
        vec3 p1 = probe_point(o, normalize(d * gl_HitTEXT + side * eps), h1);
        vec3 p2 = probe_point(o, normalize(d * gl_HitTEXT + up * eps), h2);
        vec3 c = cross(p1 - p, p2 - p);
        if (h1 && h2 && length(c) > 0.0 && distance(p1, p) < 20.0 * eps && distance(p2, p) < 20.0 * eps)
            n = normalize(c);
    }
    if (dot(n, d) > 0.0)
        n = -n;
    material.position = p;
    material.normal = n;
    material.id = uint(gl_InstanceCustomIndexEXT);
    material.albedo = vec3(1.0);
    material.shine = 0.0;
    executeCallableEXT(gl_InstanceCustomIndexEXT == 0 ? 0 : gl_InstanceCustomIndexEXT == 6 ? 2 : 1, 0);
    vec3 l = LIGHT - p;
    float dist = length(l);
    l /= dist;
    float diffuse = max(dot(n, l), 0.0);
    lit = 0u;
    if (diffuse > 0.0 && ray.depth < 4u) {
        atomicAdd(rays, 1u);
        traceRayEXT(scene, gl_RayFlagsTerminateOnFirstHitEXT | gl_RayFlagsSkipClosestHitShaderEXT, 0xFF, 0, 1, 1,
                    p + n * 0.001, 0.0, l, dist, 1);
    }
    vec3 color = material.albedo * (0.22 + 0.78 * diffuse * float(lit));
    if (material.shine > 0.0 && ray.depth < 3u) {
        uint depth = ray.depth;
        ray.depth = depth + 1u;
        atomicAdd(rays, 1u);
        traceRayEXT(scene, gl_RayFlagsNoneEXT, 0xFF, 0, 1, 0, p + n * 0.001, 0.0, reflect(d, n), 1.0e30, 0);
        ray.depth = depth;
        color = mix(color, ray.color, material.shine);
    }
    ray.color = color;
    ray.t = gl_HitTEXT;
}
"""

PROBE = COMMON + r"""
layout(location = 2) rayPayloadInEXT Ray probe;
void main() { probe.t = gl_HitTEXT; }
"""

# Foliage cards: two triangles per card, (A, B, C) and (A, C, D) of the corners (0,0) (1,0) (1,1) (0,1); a texel
# outside the leaf shape is not a hit (alpha test).
LEAF = r"""#version 460
#extension GL_EXT_ray_tracing : require
hitAttributeEXT vec2 bary;
void main() {
    vec2 uv = (gl_PrimitiveID % 2 == 0) ? vec2(bary.x + bary.y, bary.y) : vec2(bary.x, bary.x + bary.y);
    vec2 q = uv - vec2(0.5, 0.45);
    float r = length(q), a = atan(q.y, q.x);
    float edge = 0.42 * (0.62 + 0.38 * abs(cos(2.5 * a)));
    bool stem = abs(q.x) < 0.025 && q.y < 0.0;
    if (r > edge && !stem)
        ignoreIntersectionEXT;
}
"""

# The mirror ball: a unit sphere in its AABB, in object space; the normal is the hit attribute.
BALL = r"""#version 460
#extension GL_EXT_ray_tracing : require
hitAttributeEXT vec3 normal;
void main() {
    vec3 o = gl_ObjectRayOriginEXT, d = gl_ObjectRayDirectionEXT;
    float a = dot(d, d), b = dot(o, d), c = dot(o, o) - 1.0;
    float disc = b * b - a * c;
    if (disc < 0.0)
        return;
    float t = (-b - sqrt(disc)) / a;
    if (t < gl_RayTminEXT)
        t = (-b + sqrt(disc)) / a;
    normal = normalize(o + d * t);
    reportIntersectionEXT(t, 0u);
}
"""

MIRROR = COMMON + r"""
layout(location = 0) rayPayloadInEXT Ray ray;
hitAttributeEXT vec3 normal;
void main() {
    vec3 d = gl_WorldRayDirectionEXT;
    vec3 p = gl_WorldRayOriginEXT + d * gl_HitTEXT;
    vec3 n = normalize((gl_ObjectToWorldEXT * vec4(normal, 0.0)).xyz);
    vec3 tint = vec3(0.9, 0.92, 0.95);
    vec3 color = tint * 0.3;
    if (ray.depth < 3u) {
        uint depth = ray.depth;
        ray.depth = depth + 1u;
        atomicAdd(rays, 1u);
        traceRayEXT(scene, gl_RayFlagsNoneEXT, 0xFF, 0, 1, 0, p + n * 0.001, 0.0, reflect(d, n), 1.0e30, 0);
        ray.depth = depth;
        color = tint * ray.color;
    }
    ray.color = color;
    ray.t = gl_HitTEXT;
}
"""

PROBE_BALL = COMMON + r"""
layout(location = 2) rayPayloadInEXT Ray probe;
hitAttributeEXT vec3 normal;
void main() { probe.t = gl_HitTEXT; }
"""

CHECKER = COMMON + r"""
layout(location = 0) callableDataInEXT Material material;
void main() {
    vec2 c = floor(material.position.xz * 1.0);
    material.albedo = mod(c.x + c.y, 2.0) < 1.0 ? vec3(0.82, 0.80, 0.76) : vec3(0.36, 0.34, 0.32);
}
"""

PALETTE = COMMON + r"""
layout(location = 0) callableDataInEXT Material material;
const vec3 COLORS[8] = vec3[8](vec3(0.75, 0.72, 0.66), vec3(0.85, 0.30, 0.25), vec3(0.25, 0.60, 0.85),
                               vec3(0.35, 0.75, 0.35), vec3(0.95, 0.80, 0.30), vec3(0.55, 0.35, 0.20),
                               vec3(0.30, 0.62, 0.25), vec3(0.9, 0.9, 0.9));
void main() {
    material.albedo = COLORS[material.id % 8u];
    material.shine = material.id == 4u ? 0.35 : 0.0;
}
"""

LEAF_COLOR = COMMON + r"""
layout(location = 0) callableDataInEXT Material material;
void main() {
    float v = 0.5 + 0.5 * sin(material.position.x * 7.0 + material.position.y * 5.0);
    material.albedo = mix(vec3(0.18, 0.45, 0.12), vec3(0.40, 0.62, 0.18), v);
}
"""

# The golden values of the CPU engine (spvrt run): rays traced and the image digest.  A change of the scene,
# the shaders or the engine that changes the picture shows here; regenerate deliberately.  None: not checked.
GOLDEN_RAYS = 165486
GOLDEN_DIGEST = 1443140168


def shader(stage, name, text):
    return ["SHADER %s %s GLSL" % (stage, name), text.rstrip("\n"), "END", ""]


def main():
    global WIDTH, HEIGHT
    argv = sys.argv[1:]
    bench = "--bench" in argv
    if bench:
        at = argv.index("--bench")
        WIDTH, HEIGHT = (int(x) for x in argv[at + 1].split("x"))
        del argv[at:at + 2]
    out = argv[0] if argv else HERE
    rng = random.Random(6)
    lines = ["#!amber",
             "# make demo: a ray-tracing pipeline renders a %dx%d image (examples/raytracing/make_scene.py wrote this"
             % (WIDTH, HEIGHT),
             "# file: run it to regenerate): the ray-query demo's knots, spheres and swept-sphere hair, foliage",
             "# cards alpha-tested by an any-hit shader, a mirror ball from an intersection shader; shadows and",
             "# reflections from closest-hit shaders, materials from callable shaders.",
             "# target-env: vulkan1.2", ""]
    lines += shader("ray_generation", "camera", RAYGEN)
    lines += shader("miss", "sky", SKY)
    lines += shader("miss", "shadow_miss", SHADOW_MISS)
    lines += shader("closest_hit", "surface", SURFACE)
    lines += shader("closest_hit", "probe", PROBE)
    lines += shader("any_hit", "leaf", LEAF)
    lines += shader("intersection", "ball", BALL)
    lines += shader("closest_hit", "mirror", MIRROR)
    lines += shader("closest_hit", "probe_ball", PROBE_BALL)
    lines += shader("callable", "checker", CHECKER)
    lines += shader("callable", "palette", PALETTE)
    lines += shader("callable", "leaf_color", LEAF_COLOR)
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL ground", "  GEOMETRY TRIANGLES", "    FLAGS OPAQUE",
              "    -12 0 -12  -12 0 12  12 0 -12", "    12 0 -12  -12 0 12  12 0 12", "  END", "END", ""]
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL knot",
              "  GEOMETRY TRIANGLES FILE %s FLAGS OPAQUE" % (os.path.join(HERE, "..", "rayquery", "knot.obj")
                                                             if bench else "../rayquery/knot.obj"), "END", ""]
    if not bench:
        lines += rayquery.spheres_and_tufts(rng)
    # foliage: cards of 1 x 1.2 around three bushes, each card two triangles (A, B, C), (A, C, D)
    cards = []
    for bush in ((-1.0, -2.9), (2.0, -2.6), (-3.6, 1.6)):
        for k in range(9):
            a = rng.uniform(0, math.pi)
            cx, cz = bush[0] + rng.uniform(-0.5, 0.5), bush[1] + rng.uniform(-0.5, 0.5)
            y0 = rng.uniform(0.0, 0.7)
            dx, dz = 0.5 * math.cos(a), 0.5 * math.sin(a)
            A = (cx - dx, y0, cz - dz)
            B = (cx + dx, y0, cz + dz)
            C = (cx + dx, y0 + 1.2, cz + dz)
            D = (cx - dx, y0 + 1.2, cz - dz)
            cards.append((A, B, C))
            cards.append((A, C, D))
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL foliage", "  GEOMETRY TRIANGLES"]
    for tri in cards:
        lines.append("    " + "  ".join("%.4f %.4f %.4f" % v for v in tri))
    lines += ["  END", "END", ""]
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL ball_box", "  GEOMETRY AABBS", "    FLAGS OPAQUE",
              "    -1 -1 -1  1 1 1", "  END", "END", ""]
    identity = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]
    # (blas, custom index, SBT record offset: 0 surfaces, 1 foliage, 2 the mirror ball, transform)
    instances = [("ground", 0, 0, identity),
                 ("knot", 1, 0, rayquery.rotation_y(0.3, 0.75, (-2.2, 1.0, 0.8))),
                 ("knot", 2, 0, rayquery.rotation_y(1.4, 0.6, (0.3, 0.85, -1.4))),
                 ("knot", 3, 0, rayquery.rotation_y(2.2, 0.85, (2.4, 1.1, 1.2))),
                 ("balls", 4, 0, identity),
                 ("tuft", 5, 0, rayquery.rotation_y(0.0, 0.6, (-3.0, 0.0, -2.2))),
                 ("tuft", 5, 0, rayquery.rotation_y(1.0, 0.7, (3.1, 0.0, -1.8))),
                 ("tuft", 5, 0, rayquery.rotation_y(2.0, 0.8, (0.4, 0.0, 2.6))),
                 ("foliage", 6, 1, identity),
                 ("ball_box", 7, 2, rayquery.rotation_y(0.0, 0.9, (0.2, 0.9, 1.9)))]
    if bench:
        instances = [i for i in instances if i[0] not in ("balls", "tuft")]
    lines.append("ACCELERATION_STRUCTURE TOP_LEVEL scene")
    for name, index, offset, m in instances:
        lines += ["  BOTTOM_LEVEL_INSTANCE %s" % name, "    INDEX %d" % index, "    OFFSET %d" % offset,
                  "    TRANSFORM"]
        lines += ["      " + " ".join("%.6g" % x for x in row) for row in m]
        lines += ["    END", "  END"]
    lines += ["END", ""]
    lines += ["SHADER compute digest GLSL", rayquery.DIGEST.replace("%(pixels)d", str(WIDTH * HEIGHT)).rstrip("\n"),
              "END", ""]
    lines += ["BUFFER image DATA_TYPE uint32 SIZE %d FILL 0" % (WIDTH * HEIGHT),
              "BUFFER rays DATA_TYPE uint32 SIZE 1 FILL 0",
              "BUFFER digest DATA_TYPE uint32 SIZE 1 FILL 0", "",
              "PIPELINE raytracing renderer",
              "  BIND ACCELERATION_STRUCTURE scene DESCRIPTOR_SET 0 BINDING 0",
              "  BIND BUFFER image AS storage DESCRIPTOR_SET 0 BINDING 1",
              "  BIND BUFFER rays AS storage DESCRIPTOR_SET 0 BINDING 2",
              "  SHADER_GROUP g_camera camera",
              "  SHADER_GROUP g_sky sky",
              "  SHADER_GROUP g_shadow shadow_miss",
              "  SHADER_GROUP g_surface surface",
              "  SHADER_GROUP g_foliage surface leaf",
              "  SHADER_GROUP g_mirror mirror ball",
              "  SHADER_GROUP g_probe probe",
              "  SHADER_GROUP g_probe_foliage probe leaf",
              "  SHADER_GROUP g_probe_ball probe_ball ball",
              "  SHADER_GROUP g_checker checker",
              "  SHADER_GROUP g_palette palette",
              "  SHADER_GROUP g_leaf_color leaf_color",
              "  MAX_RAY_RECURSION_DEPTH 4",
              "  SHADER_BINDING_TABLE sbt_raygen", "    g_camera", "  END",
              "  SHADER_BINDING_TABLE sbt_miss", "    g_sky", "    g_shadow", "  END",
              "  SHADER_BINDING_TABLE sbt_hit", "    g_surface", "    g_foliage", "    g_mirror", "    g_probe",
              "    g_probe_foliage", "    g_probe_ball", "  END",
              "  SHADER_BINDING_TABLE sbt_call", "    g_checker", "    g_palette", "    g_leaf_color", "  END",
              "END", "",
              "PIPELINE compute digester", "  ATTACH digest",
              "  BIND BUFFER image AS storage DESCRIPTOR_SET 0 BINDING 0",
              "  BIND BUFFER digest AS storage DESCRIPTOR_SET 0 BINDING 1", "END", "",
              "RUN renderer RAYGEN sbt_raygen MISS sbt_miss HIT sbt_hit CALL sbt_call %d %d 1" % (WIDTH, HEIGHT),
              "RUN digester 1 1 1", ""]
    if GOLDEN_RAYS is not None and not bench:
        lines += ["# golden values of the CPU engine (make_scene.py GOLDEN_*)",
                  "EXPECT rays IDX 0 EQ %d" % GOLDEN_RAYS, "EXPECT digest IDX 0 EQ %d" % GOLDEN_DIGEST, ""]
    with open(os.path.join(out, "scene.amber"), "w", newline="\n") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
