/* Private to src/accel: the layout of a built acceleration structure,
 * shared by the builder (build.c) and the traversal (traverse.c).
 *
 * Both levels are the same 4-wide BVH: each node holds the boxes of up to
 * four children laid out SoA (lo[axis][child], hi[axis][child]) so that
 * the four slab tests run as one vector loop.  A child reference is
 *   ACCEL_CHILD_EMPTY           an unused slot (its box is empty: lo = +inf, hi = -inf),
 *   ACCEL_CHILD_LEAF | first    a leaf: items first, first + 1, ... up to the one flagged ACCEL_ITEM_LAST,
 *   otherwise                   the index of an inner node.
 * Nodes are stored in pre-order (a parent before its children), so a
 * refit recomputes every box in one backward sweep.  The items of a leaf
 * are stored pre-gathered in leaf order: bottom-level primitives carry
 * their vertices, top-level instances their transforms. */
#ifndef SPVRT_ACCEL_BVH_H
#define SPVRT_ACCEL_BVH_H

#include <stdbool.h>
#include <stdint.h>

#include "accel.h"
#include "spvrt/spvrt.h"

#define ACCEL_CHILD_EMPTY 0xFFFFFFFFu
#define ACCEL_CHILD_LEAF 0x80000000u
#define ACCEL_MAX_ITEMS 0x7FFFFFF0u /* leaf references keep 31 bits */

/* The deepest node, counted in 4-wide levels.  The traversal stack of one
 * level holds at most 3 entries per level plus 2 (accel.h sizes it). */
#define ACCEL_MAX_DEPTH (ACCEL_STACK_DEPTH / 2)

typedef struct accel_node {
    float lo[3][4];
    float hi[3][4];
    uint32_t child[4];
} accel_node; /* 112 bytes */
_Static_assert(sizeof(accel_node) == 112, "accel_node layout");

enum {
    ACCEL_ITEM_LAST = 0x1,   /* the last item of its leaf */
    ACCEL_ITEM_OPAQUE = 0x2, /* geometry flag OPAQUE */
    ACCEL_ITEM_CAP0 = 0x4,   /* LSS: endcap at p0 */
    ACCEL_ITEM_CAP1 = 0x8,   /* LSS: endcap at p1 */
    ACCEL_ITEM_SINGULAR = 0x10, /* instance: transform not invertible, never hit (motion: at no time) */
    ACCEL_ITEM_MOTION = 0x20    /* triangle: vertex motion (its positions at time 1 in spvrt_accel.prim_t1);
                                   instance: matrix or SRT motion (spvrt_accel.inst_motion) */
};

/* One bottom-level primitive in leaf order.
 *   TRIANGLES: data = v0, v1, v2;   SPHERES: data = centre, radius;
 *   LSS: data = p0, r0, p1, r1;     AABBS: data = min xyz, max xyz. */
typedef struct accel_prim {
    float data[9];
    uint32_t geometry;
    uint32_t primitive;
    uint8_t kind;            /* spvrt_geometry_kind */
    uint8_t flags;           /* ACCEL_ITEM_* */
    uint8_t pad[2];
} accel_prim; /* 48 bytes */
_Static_assert(sizeof(accel_prim) == 48, "accel_prim layout");

/* One top-level instance in leaf order. */
typedef struct accel_inst {
    float object_to_world[3][4];
    float world_to_object[3][4];
    uint32_t index;          /* InstanceId */
    uint32_t custom_index;   /* 24 bits */
    uint32_t mask;           /* 8 bits */
    uint32_t sbt_record_offset; /* 24 bits */
    uint32_t flags;          /* SPVRT_INSTANCE_* */
    uint32_t item_flags;     /* ACCEL_ITEM_* */
    const struct spvrt_accel *bottom;
} accel_inst;

/* The motion of a top-level instance in leaf order (VK_NV_ray_tracing_motion_blur), beside accel_inst. */
typedef struct accel_inst_motion {
    uint32_t type;           /* SPVRT_INSTANCE_MOTION_MATRIX or _SRT (others: none, not read) */
    float t0[16], t1[16];    /* MATRIX: the 3x4 transforms row-major (12 used); SRT: VkSRTDataNV */
} accel_inst_motion;

/* What a refit checks against (same kinds and counts as the build). */
typedef struct accel_geometry_info {
    spvrt_geometry_kind kind;
    uint32_t flags;
    uint32_t primitive_count;
    spvrt_lss_endcaps endcaps;
    bool vertex_motion;
} accel_geometry_info;

struct spvrt_accel {
    spvrt_context *ctx;
    bool is_top;
    bool allow_update;
    accel_node *nodes;       /* node 0 is the root; none when nothing can be hit */
    uint32_t node_count;
    bool motion;             /* built with spvrt_accel_build_options.motion */
    bool vertex_motion;      /* bottom level: some geometry has vertices_t1 */
    /* bottom level */
    accel_prim *prims;
    uint32_t prim_count;
    float (*prim_t1)[9];     /* beside prims: a ACCEL_ITEM_MOTION triangle's vertices at time 1; NULL: none */
    accel_geometry_info *geometries;
    uint32_t geometry_count;
    /* top level */
    accel_inst *insts;
    accel_inst_motion *inst_motion; /* beside insts when the top level was built with motion; else NULL */
    uint32_t inst_count;     /* instances in the tree */
    uint32_t instance_total; /* instances given to the build */
    float bounds[6];         /* of everything (empty: +inf, -inf) */
};

/* The top level is the structure itself (accel_as_top). */
struct accel_top {
    struct spvrt_accel accel;
};

/* ---- motion (motion.c; VK_NV_ray_tracing_motion_blur, docs/accel.md "Motion") ---- */

/* The inverse of an affine 3x4 transform; false when singular or not finite. */
bool accel_invert_affine(const float m[3][4], float inv[3][4]);
/* A time as traversal uses it: clamped to [0, 1], NaN as 0. */
float accel_motion_time(float time);
/* The object-to-world transform of a matrix or SRT motion instance at time (in [0, 1]); false when it is
 * not finite or, for SRT, the interpolated quaternion is zero. */
bool accel_motion_transform(const accel_inst_motion *m, float time, float out[3][4]);
/* A world box holding the bottom-level box b under the motion's transform at every time in [0, 1]; false
 * when the motion has non-finite data (the instance is then never hit). */
bool accel_motion_bounds(const accel_inst_motion *m, const float b[6], float box[6]);
/* A triangle's vertices at time: (1 - time) * v0 + time * v1, per coordinate. */
void accel_motion_triangle(const float v0[9], const float v1[9], float time, float out[9]);

#endif
