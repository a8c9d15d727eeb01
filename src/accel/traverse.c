/* Ray traversal of the structures of build.c: the resumable traversal of
 * accel.h (ray queries, SPV_KHR_ray_query) and spvrt_accel_trace.
 *
 * The rules are the Vulkan specification's "Ray Traversal" chapter:
 *   Ray Intersection Culling: primitive culling by the ray flags
 *     SkipTrianglesKHR (= SkipBuiltinPrimitivesNV: triangles, spheres and
 *     LSS; RULES.md LSS-S04) and SkipAABBsKHR; mask culling (the instance
 *     mask AND the ray's cull mask, 8 bits, RQ-S04, is zero); face culling
 *     (CullBack/FrontFacingTriangles, triangles only, not for instances
 *     with TRIANGLE_FACING_CULL_DISABLE; facing in object space, inverted
 *     by TRIANGLE_FLIP_FACING); opacity culling (CullOpaque / CullNoOpaque
 *     after opacity is resolved: ray OpaqueKHR / NoOpaqueKHR (RQ-S18,
 *     RQ-S19) over the instance's FORCE_OPAQUE / FORCE_NO_OPAQUE over the
 *     geometry's OPAQUE flag).
 *   Ray Closest Hit Determination: candidates are found in [tmin, tmax]
 *     with tmax the committed t once something is committed (inclusive).
 *   TerminateOnFirstHitKHR: traversal ends after the first commit.
 *
 * Spheres and LSS are built-in primitives (culled by SkipBuiltinPrimitivesNV,
 * LSS-S04), handled like triangles: committed inside proceed when opaque,
 * else handed to the caller with kind ACCEL_HIT_SPHERE / ACCEL_HIT_LSS.
 * SPV_NV_linear_swept_spheres adds OpRayQueryIsSphereHitNV / IsLSSHitNV
 * for candidate and committed intersections but does not name the
 * candidate type they report (the triangle type, presumably: they are
 * confirmed, not generated); that mapping is the ray query's.  Not found
 * in the texts either: their front face.  A ray starting inside one
 * reports no hit (intersect.h), so every hit enters from outside and
 * front_face is true here.  Their barycentrics are 0; an LSS hit has its
 * lss_u (LSS-S09).
 *
 * No primitive is referenced twice in a tree (the builder never splits
 * references), so NO_DUPLICATE_ANY_HIT_INVOCATION holds by construction.
 *
 * Motion (VK_NV_ray_tracing_motion_blur, Vulkan "Ray Traversal": "For a
 * motion primitive or a motion instance, the positions for intersection are
 * evaluated at the time specified in the time parameter to
 * OpTraceRayMotionNV"): a motion instance's transforms and a moving
 * triangle's vertices are made at the ray's time when they are visited
 * (motion.c); the boxes hold every time.  A ray without a time (OpTraceRayKHR,
 * "behaves as a OpTraceRayMotionNV with time of 0.0", and ray queries) has
 * time 0. */
#include <math.h>
#include <string.h>

#include "bvh.h"
#include "intersect.h"

#define STACK_CAPACITY (sizeof(((accel_query *)0)->stack) / sizeof(uint32_t))

static const spvrt_accel *top_accel(const accel_query *q)
{
    return &q->top->accel;
}

/* ---- boxes --------------------------------------------------------------- */

typedef struct ray_boxes {
    float origin[3];
    float inv[3];     /* 1 / direction, with zero components nudged to tiny */
    int negative[3];  /* direction component < 0: enter through hi */
} ray_boxes;

static void ray_boxes_setup(ray_boxes *rb, const float origin[3], const float direction[3])
{
    for (int a = 0; a < 3; a++) {
        float d = direction[a];
        /* a zero component would give 0 * inf = NaN on a slab plane */
        if (fabsf(d) < 1e-30f)
            d = signbit(d) ? -1e-30f : 1e-30f;
        rb->origin[a] = origin[a];
        rb->inv[a] = 1.0f / d;
        rb->negative[a] = direction[a] < 0 || (direction[a] == 0 && signbit(direction[a]));
    }
}

/* The entry t of the ray into each child box of node, or +inf when the
 * box is missed in [tmin, tmax].  The exit is padded by a relative 1e-6
 * so that rounding never loses a primitive lying on a box face.  A NaN
 * (an empty slot: inf - inf never happens, lo = +inf gives tn = +inf)
 * compares false and misses. */
#if defined(__GNUC__)
typedef float accel_v4 __attribute__((vector_size(16)));
typedef int32_t accel_i4 __attribute__((vector_size(16)));

static inline accel_v4 v4_load(const float *p)
{
    accel_v4 v;
    memcpy(&v, p, sizeof v);
    return v;
}

static inline accel_v4 v4_select(accel_i4 mask, accel_v4 a, accel_v4 b)
{
    accel_i4 ai, bi;
    memcpy(&ai, &a, sizeof ai);
    memcpy(&bi, &b, sizeof bi);
    accel_i4 r = (ai & mask) | (bi & ~mask);
    accel_v4 out;
    memcpy(&out, &r, sizeof out);
    return out;
}

static inline accel_v4 v4_max(accel_v4 a, accel_v4 b)
{
    return v4_select(a > b, a, b);
}

static inline accel_v4 v4_min(accel_v4 a, accel_v4 b)
{
    return v4_select(a < b, a, b);
}

static void node_entries(const accel_node *node, const ray_boxes *rb, float tmin, float tmax, float entry[4])
{
    accel_v4 tn = {tmin, tmin, tmin, tmin};
    accel_v4 tf = {INFINITY, INFINITY, INFINITY, INFINITY};
    for (int a = 0; a < 3; a++) {
        accel_v4 near = v4_load(rb->negative[a] ? node->hi[a] : node->lo[a]);
        accel_v4 far = v4_load(rb->negative[a] ? node->lo[a] : node->hi[a]);
        float o = rb->origin[a], inv = rb->inv[a];
        accel_v4 tna = (near - o) * inv, tfa = (far - o) * inv;
        tn = v4_max(tna, tn);
        tf = v4_min(tfa, tf);
    }
    accel_v4 abs_tf = v4_select(tf < 0, -tf, tf);
    tf = tf + abs_tf * 1e-6f;
    accel_v4 vmax = {tmax, tmax, tmax, tmax};
    tf = v4_min(tf, vmax);
    accel_v4 inf = {INFINITY, INFINITY, INFINITY, INFINITY};
    accel_v4 r = v4_select(tn <= tf, tn, inf);
    memcpy(entry, &r, sizeof r);
}
#else
static void node_entries(const accel_node *node, const ray_boxes *rb, float tmin, float tmax, float entry[4])
{
    const float *nx = rb->negative[0] ? node->hi[0] : node->lo[0];
    const float *fx = rb->negative[0] ? node->lo[0] : node->hi[0];
    const float *ny = rb->negative[1] ? node->hi[1] : node->lo[1];
    const float *fy = rb->negative[1] ? node->lo[1] : node->hi[1];
    const float *nz = rb->negative[2] ? node->hi[2] : node->lo[2];
    const float *fz = rb->negative[2] ? node->lo[2] : node->hi[2];
    for (int k = 0; k < 4; k++) {
        float tnx = (nx[k] - rb->origin[0]) * rb->inv[0];
        float tny = (ny[k] - rb->origin[1]) * rb->inv[1];
        float tnz = (nz[k] - rb->origin[2]) * rb->inv[2];
        float tfx = (fx[k] - rb->origin[0]) * rb->inv[0];
        float tfy = (fy[k] - rb->origin[1]) * rb->inv[1];
        float tfz = (fz[k] - rb->origin[2]) * rb->inv[2];
        float tn = tnx > tny ? tnx : tny;
        tn = tnz > tn ? tnz : tn;
        tn = tn > tmin ? tn : tmin;
        float tf = tfx < tfy ? tfx : tfy;
        tf = tfz < tf ? tfz : tf;
        tf = tf + fabsf(tf) * 1e-6f;
        tf = tf < tmax ? tf : tmax;
        entry[k] = tn <= tf ? tn : INFINITY;
    }
}
#endif

/* ---- the query ------------------------------------------------------------ */

static float current_tmax(const accel_query *q)
{
    return q->committed.kind != ACCEL_HIT_NONE ? q->committed.t : q->ray.tmax;
}

static bool has_nan(const float *v, int n)
{
    for (int i = 0; i < n; i++)
        if (isnan(v[i]))
            return true;
    return false;
}

void accel_query_init(accel_query *q, const accel_top *top, const accel_ray *ray)
{
    memset(q, 0, sizeof *q);
    q->state = ACCEL_QUERY_READY;
    q->ray = *ray;
    q->candidate.kind = ACCEL_HIT_NONE;
    q->committed.kind = ACCEL_HIT_NONE;
    q->top = top;
    if (!top || top->accel.node_count == 0)
        return;
    if (has_nan(ray->origin, 3) || has_nan(ray->direction, 3) || isnan(ray->tmin) || isnan(ray->tmax))
        return; /* nothing can be hit */
    q->stack[q->stack_size++] = 0;
}

static void push(accel_query *q, uint32_t ref)
{
    if (q->stack_size < STACK_CAPACITY) /* the builder's depth bound makes this always true */
        q->stack[q->stack_size++] = ref;
}

/* Visit an inner node: push the children the ray enters, nearest last. */
static void visit_node(accel_query *q, const accel_node *node, const float origin[3], const float direction[3])
{
    ray_boxes rb;
    ray_boxes_setup(&rb, origin, direction);
    float entry[4];
    node_entries(node, &rb, q->ray.tmin, current_tmax(q), entry);
    int order[4], n = 0;
    for (int k = 0; k < 4; k++) {
        if (node->child[k] == ACCEL_CHILD_EMPTY || !(entry[k] < INFINITY))
            continue;
        /* insertion: order[] by entry descending */
        int i = n++;
        while (i > 0 && entry[order[i - 1]] < entry[k]) {
            order[i] = order[i - 1];
            i--;
        }
        order[i] = k;
    }
    for (int i = 0; i < n; i++)
        push(q, node->child[order[i]]);
}

/* Instance record i's transforms at time (a motion instance's made now); false when the transform is not
 * invertible then (the instance is not hit). */
static bool instance_at(const spvrt_accel *top, uint32_t i, float time, float o2w[3][4], float w2o[3][4])
{
    const accel_inst *inst = &top->insts[i];
    if (inst->item_flags & ACCEL_ITEM_SINGULAR)
        return false;
    if (!(inst->item_flags & ACCEL_ITEM_MOTION)) {
        memcpy(o2w, inst->object_to_world, sizeof(float[3][4]));
        memcpy(w2o, inst->world_to_object, sizeof(float[3][4]));
        return true;
    }
    return accel_motion_transform(&top->inst_motion[i], accel_motion_time(time), o2w) &&
           accel_invert_affine(o2w, w2o);
}

/* A primitive's vertex data at the ray's time: p->data, or for a moving triangle, its vertices then. */
static const float *prim_data(const spvrt_accel *bottom, const accel_prim *p, float time, float moved[9])
{
    if (!(p->flags & ACCEL_ITEM_MOTION))
        return p->data;
    accel_motion_triangle(p->data, bottom->prim_t1[p - bottom->prims], accel_motion_time(time), moved);
    return moved;
}

static void fill_common(const accel_query *q, const accel_inst *inst, const accel_prim *p, accel_hit *h)
{
    h->instance_index = inst->index;
    h->instance_custom_index = inst->custom_index;
    h->sbt_record_offset = inst->sbt_record_offset;
    h->geometry_index = p->geometry;
    h->primitive_index = p->primitive;
    memcpy(h->object_origin, q->object_ray, sizeof h->object_origin);
    memcpy(h->object_direction, q->object_ray + 3, sizeof h->object_direction);
    if (inst->item_flags & ACCEL_ITEM_MOTION) {
        /* entered, so invertible at this time */
        instance_at(&q->top->accel, q->instance, q->ray.time, h->object_to_world, h->world_to_object);
    } else {
        memcpy(h->object_to_world, inst->object_to_world, sizeof h->object_to_world);
        memcpy(h->world_to_object, inst->world_to_object, sizeof h->world_to_object);
    }
}

/* Test one primitive of the entered instance.  Returns true when it gives
 * a candidate for the caller (q->candidate set); commits opaque built-in
 * hits itself. */
static bool visit_prim(accel_query *q, const accel_inst *inst, const accel_prim *p)
{
    uint32_t flags = q->ray.flags;
    const float *o = q->object_ray, *d = q->object_ray + 3;
    float tmin = q->ray.tmin, tmax = current_tmax(q);
    accel_hit h;
    memset(&h, 0, sizeof h);
    bool builtin = p->kind != SPVRT_GEOMETRY_AABBS;
    float moved[9];
    const float *data = prim_data(inst->bottom, p, q->ray.time, moved);
    /* Ray Primitive Culling */
    if (builtin && (flags & ACCEL_RAY_SKIP_TRIANGLES))
        return false;
    if (!builtin && (flags & ACCEL_RAY_SKIP_AABBS))
        return false;
    switch ((spvrt_geometry_kind)p->kind) {
    case SPVRT_GEOMETRY_TRIANGLES: {
        accel_tri_ray tr;
        accel_tri_ray_setup(&tr, o, d);
        bool front;
        if (!accel_intersect_triangle(&tr, data, data + 3, data + 6, tmin, tmax, &h.t, &h.barycentrics[0],
                                      &h.barycentrics[1], &front))
            return false;
        if (inst->flags & SPVRT_INSTANCE_TRIANGLE_FLIP_FACING)
            front = !front;
        /* Ray Face Culling */
        if (!(inst->flags & SPVRT_INSTANCE_TRIANGLE_FACING_CULL_DISABLE)) {
            if ((flags & ACCEL_RAY_CULL_BACK_FACING_TRIANGLES) && !front)
                return false;
            if ((flags & ACCEL_RAY_CULL_FRONT_FACING_TRIANGLES) && front)
                return false;
        }
        h.kind = ACCEL_HIT_TRIANGLE;
        h.front_face = front;
        memcpy(h.positions, data, sizeof(float) * 9);
        break;
    }
    case SPVRT_GEOMETRY_SPHERES:
        if (!accel_intersect_sphere(o, d, p->data, p->data[3], tmin, tmax, &h.t))
            return false;
        h.kind = ACCEL_HIT_SPHERE;
        h.front_face = true;
        memcpy(h.positions[0], p->data, sizeof(float) * 3);
        h.radii[0] = p->data[3];
        break;
    case SPVRT_GEOMETRY_LSS:
        if (!accel_intersect_lss(o, d, p->data, p->data[3], p->data + 4, p->data[7], (p->flags & ACCEL_ITEM_CAP0) != 0,
                                 (p->flags & ACCEL_ITEM_CAP1) != 0, tmin, tmax, &h.t, &h.lss_u))
            return false;
        h.kind = ACCEL_HIT_LSS;
        h.front_face = true;
        memcpy(h.positions[0], p->data, sizeof(float) * 3);
        memcpy(h.positions[1], p->data + 4, sizeof(float) * 3);
        h.radii[0] = p->data[3];
        h.radii[1] = p->data[7];
        break;
    case SPVRT_GEOMETRY_AABBS:
        if (!accel_intersect_box(o, d, p->data, tmin, tmax, &h.t))
            return false;
        h.kind = ACCEL_HIT_AABB;
        memcpy(h.positions[0], p->data, sizeof(float) * 3);
        memcpy(h.positions[1], p->data + 3, sizeof(float) * 3);
        break;
    }
    /* Ray Opacity Culling: ray flags over instance flags over geometry */
    bool opaque = (p->flags & ACCEL_ITEM_OPAQUE) != 0;
    if (inst->flags & SPVRT_INSTANCE_FORCE_OPAQUE)
        opaque = true;
    else if (inst->flags & SPVRT_INSTANCE_FORCE_NO_OPAQUE)
        opaque = false;
    if (flags & ACCEL_RAY_OPAQUE)
        opaque = true;
    else if (flags & ACCEL_RAY_NO_OPAQUE)
        opaque = false;
    if ((flags & ACCEL_RAY_CULL_OPAQUE) && opaque)
        return false;
    if ((flags & ACCEL_RAY_CULL_NO_OPAQUE) && !opaque)
        return false;
    h.opaque = opaque;
    fill_common(q, inst, p, &h);
    if (opaque && builtin) {
        q->committed = h;
        if (flags & ACCEL_RAY_TERMINATE_ON_FIRST_HIT)
            q->state = ACCEL_QUERY_DONE;
        return false;
    }
    q->candidate = h;
    return true;
}

/* Enter instance record i of the top level (mask culling, object ray). */
static void enter_instance(accel_query *q, uint32_t i)
{
    const accel_inst *inst = &top_accel(q)->insts[i];
    if (inst->item_flags & ACCEL_ITEM_SINGULAR)
        return;
    /* Ray Mask Culling */
    if ((inst->mask & q->ray.cull_mask & 0xFFu) == 0)
        return;
    float o2w[3][4], w2o[3][4];
    if (!instance_at(top_accel(q), i, q->ray.time, o2w, w2o))
        return;
    const float(*m)[4] = w2o;
    const float *o = q->ray.origin, *d = q->ray.direction;
    for (int r = 0; r < 3; r++) {
        q->object_ray[r] = m[r][0] * o[0] + m[r][1] * o[1] + m[r][2] * o[2] + m[r][3];
        q->object_ray[3 + r] = m[r][0] * d[0] + m[r][1] * d[1] + m[r][2] * d[2];
    }
    q->level = 1;
    q->instance = i;
    q->bottom_stack_base = q->stack_size;
    push(q, 0);
}

bool accel_query_proceed(accel_query *q)
{
    if (q->state == ACCEL_QUERY_DONE)
        return false;
    const spvrt_accel *top = q->top ? top_accel(q) : NULL;
    while (q->state != ACCEL_QUERY_DONE) {
        if (q->level == 1 && q->stack_size == q->bottom_stack_base)
            q->level = 0;
        if (q->stack_size == 0)
            break;
        uint32_t ref = q->stack[--q->stack_size];
        if (q->level == 0) {
            if (!(ref & ACCEL_CHILD_LEAF)) {
                visit_node(q, &top->nodes[ref], q->ray.origin, q->ray.direction);
                continue;
            }
            uint32_t i = ref & ~ACCEL_CHILD_LEAF;
            if (!(top->insts[i].item_flags & ACCEL_ITEM_LAST))
                push(q, ref + 1);
            enter_instance(q, i);
            continue;
        }
        const accel_inst *inst = &top->insts[q->instance];
        const spvrt_accel *bottom = inst->bottom;
        if (!(ref & ACCEL_CHILD_LEAF)) {
            visit_node(q, &bottom->nodes[ref], q->object_ray, q->object_ray + 3);
            continue;
        }
        uint32_t j = ref & ~ACCEL_CHILD_LEAF;
        if (!(bottom->prims[j].flags & ACCEL_ITEM_LAST))
            push(q, ref + 1);
        if (visit_prim(q, inst, &bottom->prims[j])) {
            q->state = ACCEL_QUERY_CANDIDATE;
            return true;
        }
    }
    q->state = ACCEL_QUERY_DONE;
    return false;
}

void accel_query_confirm(accel_query *q)
{
    if (q->state != ACCEL_QUERY_CANDIDATE)
        return;
    accel_hit_kind k = q->candidate.kind;
    if (k != ACCEL_HIT_TRIANGLE && k != ACCEL_HIT_SPHERE && k != ACCEL_HIT_LSS)
        return;
    q->committed = q->candidate;
    if (q->ray.flags & ACCEL_RAY_TERMINATE_ON_FIRST_HIT)
        q->state = ACCEL_QUERY_DONE;
}

void accel_query_generate(accel_query *q, float t)
{
    if (q->state != ACCEL_QUERY_CANDIDATE || q->candidate.kind != ACCEL_HIT_AABB)
        return;
    /* Ray Closest Hit Determination: within [tmin, the closest t so far] */
    if (!(t >= q->ray.tmin && t <= current_tmax(q)))
        return;
    q->committed = q->candidate;
    q->committed.kind = ACCEL_HIT_GENERATED;
    q->committed.t = t;
    if (q->ray.flags & ACCEL_RAY_TERMINATE_ON_FIRST_HIT)
        q->state = ACCEL_QUERY_DONE;
}

void accel_query_terminate(accel_query *q)
{
    q->state = ACCEL_QUERY_DONE;
    q->stack_size = 0;
}

/* ---- spvrt_accel_trace -------------------------------------------------- */

/* A closest-hit traversal without the query's resumable state: every
 * candidate is accepted (as an any-hit shader that does nothing would), so
 * non-opaque built-in hits commit like opaque ones and AABBs, which need an
 * intersection shader, are never hits.  The culling rules are those of
 * visit_prim.  The stack keeps each entry's box entry t, so entries beyond
 * the closest hit found since they were pushed are dropped unvisited. */

typedef struct trace_entry {
    uint32_t ref;
    float t;
} trace_entry;

typedef struct trace_state {
    const spvrt_ray *ray;
    float best_t;
    bool found;
    const accel_inst *inst;
    const accel_prim *prim;
    float u, v;
    bool front;
    bool done;  /* TerminateOnFirstHit and something found */
} trace_state;

static void trace_push_children(const accel_node *nodes, const accel_prim *prims, const accel_node *node,
                                const ray_boxes *rb, float tmin, float tmax, trace_entry *stack, uint32_t *sp)
{
    float entry[4];
    node_entries(node, rb, tmin, tmax, entry);
    uint32_t n = *sp, start = *sp;
    for (int k = 0; k < 4; k++) {
        if (node->child[k] == ACCEL_CHILD_EMPTY || !(entry[k] < INFINITY))
            continue;
        if (n >= STACK_CAPACITY)
            break;
        /* insertion: entries by t descending, the nearest on top */
        uint32_t i = n++;
        while (i > start && stack[i - 1].t < entry[k]) {
            stack[i] = stack[i - 1];
            i--;
        }
        stack[i].ref = node->child[k];
        stack[i].t = entry[k];
#if defined(__GNUC__)
        /* the structures are far bigger than the caches: start the loads */
        uint32_t c = node->child[k];
        if (c & ACCEL_CHILD_LEAF) {
            if (prims)
                __builtin_prefetch(&prims[c & ~ACCEL_CHILD_LEAF]);
        } else {
            __builtin_prefetch(&nodes[c]);
            __builtin_prefetch((const char *)&nodes[c] + 64);
        }
#else
        (void)nodes;
        (void)prims;
#endif
    }
    *sp = n;
}

/* The primitives of one bottom-level leaf. */
static void trace_leaf(trace_state *st, const accel_inst *inst, const accel_prim *p, const accel_tri_ray *tr,
                       const float o[3], const float d[3])
{
    uint32_t flags = st->ray->flags;
    float tmin = st->ray->tmin;
    for (;; p++) {
        bool last = (p->flags & ACCEL_ITEM_LAST) != 0;
        float t = 0, u = 0, v = 0;
        bool front = true, hit = false;
        switch ((spvrt_geometry_kind)p->kind) {
        case SPVRT_GEOMETRY_TRIANGLES: {
            float moved[9];
            const float *data = prim_data(inst->bottom, p, st->ray->time, moved);
            if (!(flags & ACCEL_RAY_SKIP_TRIANGLES) &&
                accel_intersect_triangle(tr, data, data + 3, data + 6, tmin, st->best_t, &t, &u, &v, &front)) {
                if (inst->flags & SPVRT_INSTANCE_TRIANGLE_FLIP_FACING)
                    front = !front;
                hit = true;
                if (!(inst->flags & SPVRT_INSTANCE_TRIANGLE_FACING_CULL_DISABLE) &&
                    (((flags & ACCEL_RAY_CULL_BACK_FACING_TRIANGLES) && !front) ||
                     ((flags & ACCEL_RAY_CULL_FRONT_FACING_TRIANGLES) && front)))
                    hit = false;
            }
            break;
        }
        case SPVRT_GEOMETRY_SPHERES:
            hit = !(flags & ACCEL_RAY_SKIP_TRIANGLES) &&
                  accel_intersect_sphere(o, d, p->data, p->data[3], tmin, st->best_t, &t);
            break;
        case SPVRT_GEOMETRY_LSS:
            hit = !(flags & ACCEL_RAY_SKIP_TRIANGLES) &&
                  accel_intersect_lss(o, d, p->data, p->data[3], p->data + 4, p->data[7],
                                      (p->flags & ACCEL_ITEM_CAP0) != 0, (p->flags & ACCEL_ITEM_CAP1) != 0, tmin,
                                      st->best_t, &t, &u);
            break;
        case SPVRT_GEOMETRY_AABBS:
            break; /* no intersection shader: never a hit */
        }
        if (hit && (flags & (ACCEL_RAY_CULL_OPAQUE | ACCEL_RAY_CULL_NO_OPAQUE))) {
            bool opaque = (p->flags & ACCEL_ITEM_OPAQUE) != 0;
            if (inst->flags & SPVRT_INSTANCE_FORCE_OPAQUE)
                opaque = true;
            else if (inst->flags & SPVRT_INSTANCE_FORCE_NO_OPAQUE)
                opaque = false;
            if (flags & ACCEL_RAY_OPAQUE)
                opaque = true;
            else if (flags & ACCEL_RAY_NO_OPAQUE)
                opaque = false;
            if (((flags & ACCEL_RAY_CULL_OPAQUE) && opaque) || ((flags & ACCEL_RAY_CULL_NO_OPAQUE) && !opaque))
                hit = false;
        }
        if (hit) {
            st->best_t = t;
            st->found = true;
            st->inst = inst;
            st->prim = p;
            st->u = u;
            st->v = v;
            st->front = front;
            if (flags & ACCEL_RAY_TERMINATE_ON_FIRST_HIT) {
                st->done = true;
                return;
            }
        }
        if (last)
            return;
    }
}

static void trace_ray(const spvrt_accel *top, const spvrt_ray *ray, spvrt_hit *out)
{
    memset(out, 0, sizeof *out);
    out->t = INFINITY;
    if (!top || top->node_count == 0)
        return;
    if (has_nan(ray->origin, 3) || has_nan(ray->direction, 3) || isnan(ray->tmin) || isnan(ray->tmax))
        return;
    trace_state st = {ray, ray->tmax, false, NULL, NULL, 0, 0, true, false};
    trace_entry stack[STACK_CAPACITY];
    uint32_t sp = 0;
    ray_boxes world, object;
    ray_boxes_setup(&world, ray->origin, ray->direction);
    stack[sp++] = (trace_entry){0, ray->tmin};
    /* the instance being traversed */
    const accel_inst *inst = NULL;
    uint32_t bottom_base = 0;
    float o[3], d[3];
    accel_tri_ray tr;
    while (sp > 0 && !st.done) {
        if (inst && sp == bottom_base)
            inst = NULL;
        trace_entry e = stack[--sp];
        if (e.t > st.best_t)
            continue;
        if (!inst) {
            if (!(e.ref & ACCEL_CHILD_LEAF)) {
                trace_push_children(top->nodes, NULL, &top->nodes[e.ref], &world, ray->tmin, st.best_t, stack, &sp);
                continue;
            }
            uint32_t i = e.ref & ~ACCEL_CHILD_LEAF;
            const accel_inst *in = &top->insts[i];
            if (!(in->item_flags & ACCEL_ITEM_LAST) && sp < STACK_CAPACITY)
                stack[sp++] = (trace_entry){e.ref + 1, e.t};
            if ((in->item_flags & ACCEL_ITEM_SINGULAR) || (in->mask & ray->cull_mask & 0xFFu) == 0)
                continue;
            float o2w[3][4], w2o[3][4];
            if (!instance_at(top, i, ray->time, o2w, w2o))
                continue;
            const float(*m)[4] = w2o;
            for (int r = 0; r < 3; r++) {
                o[r] = m[r][0] * ray->origin[0] + m[r][1] * ray->origin[1] + m[r][2] * ray->origin[2] + m[r][3];
                d[r] = m[r][0] * ray->direction[0] + m[r][1] * ray->direction[1] + m[r][2] * ray->direction[2];
            }
            ray_boxes_setup(&object, o, d);
            accel_tri_ray_setup(&tr, o, d);
            inst = in;
            bottom_base = sp;
            if (sp < STACK_CAPACITY)
                stack[sp++] = (trace_entry){0, e.t};
            continue;
        }
        const spvrt_accel *bottom = inst->bottom;
        if (!(e.ref & ACCEL_CHILD_LEAF))
            trace_push_children(bottom->nodes, bottom->prims, &bottom->nodes[e.ref], &object, ray->tmin, st.best_t, stack, &sp);
        else
            trace_leaf(&st, inst, &bottom->prims[e.ref & ~ACCEL_CHILD_LEAF], &tr, o, d);
    }
    if (!st.found)
        return;
    const accel_prim *p = st.prim;
    out->t = st.best_t;
    out->instance_index = st.inst->index;
    out->instance_custom_index = st.inst->custom_index;
    out->geometry_index = p->geometry;
    out->primitive_index = p->primitive;
    out->kind = (spvrt_geometry_kind)p->kind;
    out->front_face = st.front;
    if (p->kind == SPVRT_GEOMETRY_TRIANGLES) {
        out->u = st.u;
        out->v = st.v;
    } else if (p->kind == SPVRT_GEOMETRY_LSS) {
        out->u = st.u;
    }
}

void spvrt_accel_trace(const spvrt_accel *accel, const spvrt_ray *rays, spvrt_hit *hits, uint32_t count)
{
    if (!rays || !hits)
        return;
    const spvrt_accel *top = accel && accel->is_top ? accel : NULL;
    for (uint32_t i = 0; i < count; i++)
        trace_ray(top, &rays[i], &hits[i]);
}
