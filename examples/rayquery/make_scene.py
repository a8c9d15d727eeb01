#!/usr/bin/env python3
"""Writes the `make demo` ray-query scene: knot.obj (a (2,3) torus knot tube, a triangle mesh read by
`GEOMETRY TRIANGLES FILE`) and scene.amber (a ground quad, three instances of the knot, a ring of spheres,
tufts of linear-swept-sphere strands with chained endcaps, and a GL_EXT_ray_query compute shader that renders
them with shadows from a second ray query).  Deterministic: run it again and the files are byte-identical.

    python3 examples/rayquery/make_scene.py [output directory, default: this script's]
"""

import math
import os
import random
import sys

WIDTH, HEIGHT = 320, 240
HERE = os.path.dirname(os.path.abspath(__file__))


def torus_knot(p=2, q=3, segments=160, sides=10, tube=0.28):
    """A tube of radius `tube` around the (p, q) torus knot: segments x sides quads, as vertices and triangles."""
    def curve(t):
        r = 1.0 + 0.45 * math.cos(q * t)
        return (r * math.cos(p * t), 0.45 * math.sin(q * t), r * math.sin(p * t))

    vertices, faces = [], []
    for i in range(segments):
        t = 2 * math.pi * i / segments
        c, n = curve(t), curve(t + 1e-3)
        tangent = [n[k] - c[k] for k in range(3)]
        length = math.sqrt(sum(x * x for x in tangent))
        tangent = [x / length for x in tangent]
        # a frame: any vector not along the tangent, made orthogonal
        up = (0.0, 1.0, 0.0) if abs(tangent[1]) < 0.9 else (1.0, 0.0, 0.0)
        b = [tangent[1] * up[2] - tangent[2] * up[1], tangent[2] * up[0] - tangent[0] * up[2],
             tangent[0] * up[1] - tangent[1] * up[0]]
        lb = math.sqrt(sum(x * x for x in b))
        b = [x / lb for x in b]
        nrm = [b[1] * tangent[2] - b[2] * tangent[1], b[2] * tangent[0] - b[0] * tangent[2],
               b[0] * tangent[1] - b[1] * tangent[0]]
        for j in range(sides):
            a = 2 * math.pi * j / sides
            vertices.append(tuple(c[k] + tube * (math.cos(a) * nrm[k] + math.sin(a) * b[k]) for k in range(3)))
    for i in range(segments):
        for j in range(sides):
            a = i * sides + j
            b_ = ((i + 1) % segments) * sides + j
            c_ = i * sides + (j + 1) % sides
            d = ((i + 1) % segments) * sides + (j + 1) % sides
            faces.append((a, b_, d, c_))  # quads: the OBJ reader fans polygons into triangles
    return vertices, faces


def write_obj(path, vertices, faces):
    with open(path, "w", newline="\n") as f:
        f.write("# (2,3) torus knot tube, %d vertices, %d quads (%d triangles); written by make_scene.py\n"
                % (len(vertices), len(faces), 2 * len(faces)))
        for v in vertices:
            f.write("v %.4f %.4f %.4f\n" % v)
        for face in faces:
            f.write("f %s\n" % " ".join(str(i + 1) for i in face))


def rotation_y(angle, scale, at):
    c, s = math.cos(angle), math.sin(angle)
    return [[scale * c, 0, scale * s, at[0]], [0, scale, 0, at[1]], [-scale * s, 0, scale * c, at[2]]]


def spheres_and_tufts(rng):
    """The BOTTOM_LEVEL commands `balls` (a ring of spheres around the knots, radius varying) and `tuft` (LSS
    strands of 6 chained segments sharing their vertices: x y z r per vertex, then INDICES pairs)."""
    lines = ["ACCELERATION_STRUCTURE BOTTOM_LEVEL balls", "  GEOMETRY SPHERES", "    FLAGS OPAQUE"]
    for k in range(24):
        a = 2 * math.pi * k / 24
        r = 0.18 + 0.12 * (k % 3)
        lines.append("    %.4f %.4f %.4f %.4f" % (4.2 * math.cos(a), r, 4.2 * math.sin(a), r))
    lines += ["  END", "END", ""]
    verts, pairs = [], []
    for s in range(60):
        a, rad = rng.uniform(0, 2 * math.pi), math.sqrt(rng.uniform(0, 1)) * 0.5
        x, z = rad * math.cos(a), rad * math.sin(a)
        lean = (rng.uniform(-0.08, 0.08), rng.uniform(-0.08, 0.08))
        first = len(verts)
        for i in range(7):
            h = 0.22 * i
            verts.append((x + lean[0] * i * i * 0.5, h, z + lean[1] * i * i * 0.5, 0.045 * (1 - 0.12 * i)))
        pairs += [(first + i, first + i + 1) for i in range(6)]
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL tuft", "  GEOMETRY LSS ENDCAPS CHAINED", "    FLAGS OPAQUE"]
    lines += ["      %.4f %.4f %.4f %.4f" % v for v in verts]
    lines += ["    INDICES"]
    for k in range(0, len(pairs), 6):
        lines.append("      " + "  ".join("%d %d" % p for p in pairs[k:k + 6]))
    lines += ["  END", "END", ""]
    return lines


SHADER = r"""#version 460
#extension GL_EXT_ray_query : require
// One pixel per invocation: a primary ray query and two more a quarter pixel to the right and down (the
// three hit points give the surface normal, whatever the primitive: triangles, spheres or swept spheres),
// then a shadow ray query toward the light (TerminateOnFirstHit).  Colour by instance custom index.
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;
layout(set = 0, binding = 1, std430) writeonly buffer Image { uint pixels[]; };
layout(set = 0, binding = 2, std430) buffer Count { uint ray_queries; };

const uint W = %(width)du, H = %(height)du;
const vec3 EYE = vec3(0.0, 3.2, -7.5), TARGET = vec3(0.0, 0.6, 0.0), LIGHT = vec3(-5.0, 9.0, -6.0);
const vec3 PALETTE[6] = vec3[6](vec3(0.75, 0.72, 0.66), vec3(0.85, 0.30, 0.25), vec3(0.25, 0.60, 0.85),
                                vec3(0.35, 0.75, 0.35), vec3(0.95, 0.80, 0.30), vec3(0.60, 0.85, 0.40));

bool trace(vec3 origin, vec3 dir, out float t, out int id) {
    rayQueryEXT q;
    rayQueryInitializeEXT(q, scene, gl_RayFlagsOpaqueEXT, 0xFF, origin, 0.0, dir, 1.0e30);
    while (rayQueryProceedEXT(q)) {
    }
    if (rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionNoneEXT) {
        t = 0.0;
        id = -1;
        return false;
    }
    t = rayQueryGetIntersectionTEXT(q, true);
    id = rayQueryGetIntersectionInstanceCustomIndexEXT(q, true);
    return true;
}

bool occluded(vec3 origin, vec3 dir, float dist) {
    rayQueryEXT q;
    rayQueryInitializeEXT(q, scene, gl_RayFlagsOpaqueEXT | gl_RayFlagsTerminateOnFirstHitEXT, 0xFF, origin, 0.0, dir,
                          dist);
    while (rayQueryProceedEXT(q)) {
    }
    return rayQueryGetIntersectionTypeEXT(q, true) != gl_RayQueryCommittedIntersectionNoneEXT;
}

vec3 camera_ray(vec2 pixel) {
    vec3 forward = normalize(TARGET - EYE);
    vec3 right = normalize(cross(forward, vec3(0.0, 1.0, 0.0)));
    vec3 up = cross(right, forward);
    float h = tan(radians(22.5)), w = h * float(W) / float(H);
    vec2 ndc = vec2(2.0 * pixel.x / float(W) - 1.0, 1.0 - 2.0 * pixel.y / float(H));
    return normalize(forward + ndc.x * w * right + ndc.y * h * up);
}

void main() {
    uvec2 p = gl_GlobalInvocationID.xy;
    if (p.x >= W || p.y >= H) return;
    vec2 centre = vec2(p) + 0.5;
    vec3 d = camera_ray(centre);
    float t, tx, ty;
    int id, idx, idy;
    vec3 colour;
    uint queries = 1u;
    if (!trace(EYE, d, t, id)) {
        colour = mix(vec3(0.85, 0.9, 1.0), vec3(0.35, 0.5, 0.8), 1.0 - float(p.y) / float(H));
    } else {
        vec3 hit = EYE + t * d;
        vec3 n = -d;
        vec3 dx = camera_ray(centre + vec2(0.25, 0.0)), dy = camera_ray(centre + vec2(0.0, 0.25));
        bool near_x = trace(EYE, dx, tx, idx), near_y = trace(EYE, dy, ty, idy);
        queries += 3u;
        if (near_x && near_y && idx == id && idy == id) {
            vec3 c = cross(EYE + tx * dx - hit, EYE + ty * dy - hit);
            if (dot(c, c) > 1.0e-20) n = normalize(c);
        }
        if (dot(n, d) > 0.0) n = -n;
        vec3 to_light = LIGHT - hit;
        float dist = length(to_light);
        to_light /= dist;
        float lit = occluded(hit + n * 1.0e-3, to_light, dist) ? 0.0 : max(dot(n, to_light), 0.0);
        colour = PALETTE[clamp(id, 0, 5)] * (0.18 + 0.82 * lit);
    }
    colour = pow(clamp(colour, 0.0, 1.0), vec3(1.0 / 2.2));
    pixels[p.y * W + p.x] = packUnorm4x8(vec4(colour, 1.0));
    atomicAdd(ray_queries, queries);
}
"""


# A digest of the image, in a second pipeline: FNV-1a over the pixel words (one invocation, in order).
DIGEST = r"""#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0, std430) readonly buffer Image { uint pixels[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Digest { uint digest; };
void main() {
    uint h = 2166136261u;
    for (uint i = 0u; i < %(pixels)du; i++) {
        h = (h ^ pixels[i]) * 16777619u;
    }
    digest = h;
}
"""

# The golden values of the CPU engine (spvrt run): the ray queries of the render and the image digest.  A change
# of the scene, the shader or the traversal that changes the picture shows here; regenerate deliberately.
GOLDEN_RAY_QUERIES = 240090
GOLDEN_DIGEST = 4164270939


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else HERE
    vertices, faces = torus_knot()
    write_obj(os.path.join(out, "knot.obj"), vertices, faces)
    rng = random.Random(6)
    lines = ["#!amber",
             "# make demo: a ray-query compute shader renders a %dx%d image of a triangle mesh from an OBJ file"
             % (WIDTH, HEIGHT),
             "# (three instances), a ring of spheres and tufts of linear swept spheres (chained endcaps) over a ground",
             "# quad, with shadows from a second ray query.  Written by make_scene.py (run it to regenerate).",
             "# target-env: vulkan1.2 (GL_EXT_ray_query needs SPIR-V 1.4)",
             "", "SHADER compute render GLSL",
             (SHADER % {"width": WIDTH, "height": HEIGHT}).rstrip("\n"), "END", ""]
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL ground", "  GEOMETRY TRIANGLES", "    FLAGS OPAQUE",
              "    -12 0 -12  -12 0 12  12 0 -12", "    12 0 -12  -12 0 12  12 0 12", "  END", "END", ""]
    lines += ["ACCELERATION_STRUCTURE BOTTOM_LEVEL knot", "  GEOMETRY TRIANGLES FILE knot.obj FLAGS OPAQUE", "END", ""]
    lines += spheres_and_tufts(rng)
    instances = [("ground", 0, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]),
                 ("knot", 1, rotation_y(0.3, 0.75, (-2.2, 1.0, 0.8))),
                 ("knot", 2, rotation_y(1.4, 0.6, (0.3, 0.85, -1.4))),
                 ("knot", 3, rotation_y(2.2, 0.85, (2.4, 1.1, 1.2))),
                 ("balls", 4, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]),
                 ("tuft", 5, rotation_y(0.0, 0.6, (-3.0, 0.0, -2.2))),
                 ("tuft", 5, rotation_y(1.0, 0.7, (3.1, 0.0, -1.8))),
                 ("tuft", 5, rotation_y(2.0, 0.8, (0.4, 0.0, 2.6)))]
    lines.append("ACCELERATION_STRUCTURE TOP_LEVEL scene")
    for name, index, m in instances:
        lines += ["  BOTTOM_LEVEL_INSTANCE %s" % name, "    INDEX %d" % index, "    TRANSFORM"]
        lines += ["      " + " ".join("%.6g" % x for x in row) for row in m]
        lines += ["    END", "  END"]
    lines += ["END", ""]
    lines += ["SHADER compute digest GLSL", (DIGEST % {"pixels": WIDTH * HEIGHT}).rstrip("\n"), "END", ""]
    lines += ["BUFFER image DATA_TYPE uint32 SIZE %d FILL 0" % (WIDTH * HEIGHT),
              "BUFFER ray_queries DATA_TYPE uint32 SIZE 1 FILL 0",
              "BUFFER digest DATA_TYPE uint32 SIZE 1 FILL 0", "",
              "PIPELINE compute renderer", "  ATTACH render",
              "  BIND ACCELERATION_STRUCTURE scene DESCRIPTOR_SET 0 BINDING 0",
              "  BIND BUFFER image AS storage DESCRIPTOR_SET 0 BINDING 1",
              "  BIND BUFFER ray_queries AS storage DESCRIPTOR_SET 0 BINDING 2", "END", "",
              "PIPELINE compute digester", "  ATTACH digest",
              "  BIND BUFFER image AS storage DESCRIPTOR_SET 0 BINDING 0",
              "  BIND BUFFER digest AS storage DESCRIPTOR_SET 0 BINDING 1", "END", "",
              "RUN renderer %d %d 1" % ((WIDTH + 7) // 8, (HEIGHT + 7) // 8),
              "RUN digester 1 1 1", ""]
    if GOLDEN_RAY_QUERIES is not None:
        lines += ["# golden values of the CPU engine (make_scene.py GOLDEN_*)",
                  "EXPECT ray_queries IDX 0 EQ %d" % GOLDEN_RAY_QUERIES,
                  "EXPECT digest IDX 0 EQ %d" % GOLDEN_DIGEST, ""]
    with open(os.path.join(out, "scene.amber"), "w", newline="\n") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
