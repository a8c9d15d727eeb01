/* Private header of the acceleration-structure layer (src/accel): the
 * contract between the structures (build.c, traverse.c, intersect.c) and
 * their users, the ray query of the execution engine (src/rt/ray_query.c)
 * and the script layer's CPU backend.
 *
 * Traversal is resumable, because a ray query hands every candidate that
 * needs the shader's decision back to it (SPV_KHR_ray_query,
 * OpRayQueryProceedKHR; RULES.md C.2):
 *
 *     accel_query q;
 *     accel_query_init(&q, top, &ray);
 *     while (accel_query_proceed(&q)) {
 *         // q.candidate: a non-opaque triangle / sphere / LSS hit, or an AABB
 *         if (accept) accel_query_confirm(&q);         // triangle, sphere, LSS
 *         or accel_query_generate(&q, t);              // AABB, with the shader's t
 *     }
 *     // q.committed (kind ACCEL_HIT_NONE: nothing)
 *
 * Opaque triangle, sphere and LSS hits are committed inside proceed without
 * returning (they need no shader: Vulkan "Ray Opacity Culling").  An
 * accel_query is plain bytes (no pointer into itself, no allocation), so the
 * engine keeps it in a lane's Function memory where OpTypeRayQueryKHR
 * variables live; it points only at the structures, which outlive the
 * dispatch. */
#ifndef SPVRT_ACCEL_ACCEL_H
#define SPVRT_ACCEL_ACCEL_H

#include <stdbool.h>
#include <stdint.h>

#include "spvrt/spvrt.h"

/* SPIR-V Ray Flags (RULES.md A.6) */
enum {
    ACCEL_RAY_OPAQUE = 0x1,
    ACCEL_RAY_NO_OPAQUE = 0x2,
    ACCEL_RAY_TERMINATE_ON_FIRST_HIT = 0x4,
    ACCEL_RAY_SKIP_CLOSEST_HIT_SHADER = 0x8,
    ACCEL_RAY_CULL_BACK_FACING_TRIANGLES = 0x10,
    ACCEL_RAY_CULL_FRONT_FACING_TRIANGLES = 0x20,
    ACCEL_RAY_CULL_OPAQUE = 0x40,
    ACCEL_RAY_CULL_NO_OPAQUE = 0x80,
    ACCEL_RAY_SKIP_TRIANGLES = 0x100, /* = SkipBuiltinPrimitivesNV: spheres and LSS too */
    ACCEL_RAY_SKIP_AABBS = 0x200
};

typedef enum accel_hit_kind {
    ACCEL_HIT_NONE = 0,
    ACCEL_HIT_TRIANGLE,
    ACCEL_HIT_AABB,      /* a candidate only; committed through generate as ACCEL_HIT_GENERATED */
    ACCEL_HIT_GENERATED,
    ACCEL_HIT_SPHERE,
    ACCEL_HIT_LSS
} accel_hit_kind;

/* One intersection, candidate or committed, with everything a getter of
 * SPV_KHR_ray_query / SPV_NV_linear_swept_spheres returns. */
typedef struct accel_hit {
    accel_hit_kind kind;
    float t;                        /* AABB candidate: undefined (RQ-S13); the entry of the box, for tests */
    float barycentrics[2];          /* triangles: of vertices 1 and 2 (RQ-S14) */
    float lss_u;                    /* LSS: the parametric hit value in [0, 1] (LSS-S09); spheres: 0 */
    bool front_face;                /* triangles (and built-in primitives, as their facing rule says) */
    bool opaque;                    /* after geometry, instance and ray flags (RQ-S16 for AABBs) */
    uint32_t instance_index;        /* InstanceId: the instance's index in the top level */
    uint32_t instance_custom_index;
    uint32_t sbt_record_offset;
    uint32_t geometry_index;
    uint32_t primitive_index;
    float object_origin[3], object_direction[3];
    float object_to_world[3][4];    /* the instance's transform, row-major */
    float world_to_object[3][4];
    /* the primitive's data in object space (OpRayQueryGetIntersectionSpherePositionNV ...,
       triangle vertex position fetch) */
    float positions[3][3];          /* triangle: its 3 vertices; sphere: [0]; LSS: [0], [1] the endcaps */
    float radii[2];                 /* sphere: [0]; LSS: [0], [1] */
} accel_hit;

typedef struct accel_ray {
    float origin[3], tmin;
    float direction[3], tmax;
    uint32_t flags;
    uint32_t cull_mask;             /* only the 8 low bits count (RQ-S04) */
    float time;                     /* VK_NV_ray_tracing_motion_blur: where motion is evaluated, in [0, 1]
                                       (outside: clamped, NaN: 0); 0 for OpTraceRayKHR and ray queries */
} accel_ray;

#define ACCEL_STACK_DEPTH 64        /* the builder keeps every tree shallower */

typedef enum accel_query_state {
    ACCEL_QUERY_READY = 0,          /* initialized, proceed not yet called */
    ACCEL_QUERY_CANDIDATE,          /* the last proceed returned true */
    ACCEL_QUERY_DONE                /* the last proceed returned false, or terminated */
} accel_query_state;

/* A traversal in progress.  Only the fields above `private` are the
 * users' to read; the private part is traverse.c's to change. */
typedef struct accel_query {
    accel_query_state state;
    accel_ray ray;                  /* as initialized (world space; the getters of the ray) */
    accel_hit candidate;            /* state CANDIDATE */
    accel_hit committed;            /* kind NONE until something is committed */
    /* private to traverse.c: a stack of node / leaf-item references of
       both levels (the bottom level's above bottom_stack_base); at most 3
       per level of a tree (bvh.h ACCEL_MAX_DEPTH levels) plus 2, per level */
    const struct accel_top *top;
    uint32_t level;                 /* 0: in the top level, 1: in an instance's bottom level */
    uint32_t instance;              /* level 1: the instance record entered */
    uint32_t bottom_stack_base;
    uint32_t stack_size;
    float object_ray[6];            /* level 1: origin, direction in the instance's object space */
    uint32_t stack[ACCEL_STACK_DEPTH * 3 + 8];
} accel_query;

typedef struct accel_top accel_top;  /* the top level of an spvrt_accel */

/* The top level of a structure built by spvrt_accel_build_top, or NULL
 * for a bottom-level one (a ray query on it is the user's error). */
const accel_top *accel_as_top(const spvrt_accel *accel);
/* Whether the top level was built with motion (VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV). */
bool accel_top_motion(const accel_top *top);

/* RQ-S03: a new traversal; any previous state is lost.  top NULL is the
 * null acceleration structure: nothing is hit. */
void accel_query_init(accel_query *q, const accel_top *top, const accel_ray *ray);
/* RQ-S05: true with q->candidate set when a candidate needs the caller,
 * false when traversal has completed (q->state DONE). */
bool accel_query_proceed(accel_query *q);
/* RQ-S09: commit the triangle / sphere / LSS candidate. */
void accel_query_confirm(accel_query *q);
/* RQ-S08: commit the AABB candidate at t if tmin <= t <= the current
 * closest t (Vulkan "Ray Closest Hit Determination"). */
void accel_query_generate(accel_query *q, float t);
/* RQ-S07 */
void accel_query_terminate(accel_query *q);

#endif
