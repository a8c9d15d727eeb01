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
 * Spheres and LSS are built-in primitives, handled like opaque or
 * non-opaque triangles (committed inside proceed when opaque, else handed
 * to the caller with kind ACCEL_HIT_SPHERE / ACCEL_HIT_LSS, which a ray
 * query reports as the triangle candidate type with HitIsSphereNV /
 * HitIsLSSNV true: SPV_NV_linear_swept_spheres).  A ray starting inside
 * one reports no hit, so a hit always enters from outside: front_face is
 * true.  Their barycentrics are 0; an LSS hit has its lss_u (LSS-S09).
 *
 * No primitive is referenced twice in a tree (the builder never splits
 * references), so NO_DUPLICATE_ANY_HIT_INVOCATION holds by construction. */
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
 * so that rounding never loses a primitive lying on a box face. */
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
        tn = tmin > tn ? tmin : tn;
        float tf = tfx < tfy ? tfx : tfy;
        tf = tfz < tf ? tfz : tf;
        tf = tf + fabsf(tf) * 1e-6f;
        tf = tmax < tf ? tmax : tf;
        entry[k] = tn <= tf ? tn : INFINITY;
    }
}

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

static void fill_common(const accel_query *q, const accel_inst *inst, const accel_prim *p, accel_hit *h)
{
    h->instance_index = inst->index;
    h->instance_custom_index = inst->custom_index;
    h->sbt_record_offset = inst->sbt_record_offset;
    h->geometry_index = p->geometry;
    h->primitive_index = p->primitive;
    memcpy(h->object_origin, q->object_ray, sizeof h->object_origin);
    memcpy(h->object_direction, q->object_ray + 3, sizeof h->object_direction);
    memcpy(h->object_to_world, inst->object_to_world, sizeof h->object_to_world);
    memcpy(h->world_to_object, inst->world_to_object, sizeof h->world_to_object);
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
        if (!accel_intersect_triangle(&tr, p->data, p->data + 3, p->data + 6, tmin, tmax, &h.t, &h.barycentrics[0],
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
        memcpy(h.positions, p->data, sizeof(float) * 9);
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
    const float(*m)[4] = inst->world_to_object;
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

void spvrt_accel_trace(const spvrt_accel *accel, const spvrt_ray *rays, spvrt_hit *hits, uint32_t count)
{
    if (!rays || !hits)
        return;
    const accel_top *top = accel_as_top(accel);
    for (uint32_t i = 0; i < count; i++) {
        accel_ray ray;
        memcpy(ray.origin, rays[i].origin, sizeof ray.origin);
        memcpy(ray.direction, rays[i].direction, sizeof ray.direction);
        ray.tmin = rays[i].tmin;
        ray.tmax = rays[i].tmax;
        ray.flags = rays[i].flags;
        ray.cull_mask = rays[i].cull_mask;
        accel_query q;
        accel_query_init(&q, top, &ray);
        /* every candidate accepted, as an any-hit shader doing nothing
           would; AABB candidates are not hits without an intersection shader */
        while (accel_query_proceed(&q))
            if (q.candidate.kind != ACCEL_HIT_AABB)
                accel_query_confirm(&q);
        spvrt_hit *h = &hits[i];
        memset(h, 0, sizeof *h);
        h->t = INFINITY;
        const accel_hit *c = &q.committed;
        if (c->kind == ACCEL_HIT_NONE)
            continue;
        h->t = c->t;
        h->instance_index = c->instance_index;
        h->instance_custom_index = c->instance_custom_index;
        h->geometry_index = c->geometry_index;
        h->primitive_index = c->primitive_index;
        h->front_face = c->front_face;
        switch (c->kind) {
        case ACCEL_HIT_TRIANGLE:
            h->kind = SPVRT_GEOMETRY_TRIANGLES;
            h->u = c->barycentrics[0];
            h->v = c->barycentrics[1];
            break;
        case ACCEL_HIT_SPHERE:
            h->kind = SPVRT_GEOMETRY_SPHERES;
            break;
        case ACCEL_HIT_LSS:
            h->kind = SPVRT_GEOMETRY_LSS;
            h->u = c->lss_u;
            break;
        default:
            h->kind = SPVRT_GEOMETRY_AABBS;
            break;
        }
    }
}
