/* The acceleration structures (src/accel/build.c, traverse.c) against a
 * brute-force reference written here: every instance, every primitive,
 * tested with the same per-primitive functions of intersect.h, with the
 * culling rules of the Vulkan "Ray Traversal" chapter applied one by one.
 * The reference takes the instances' world-to-object transforms from the
 * built structure, so the object rays, hence the t values, are bit-equal:
 * hits are compared exactly (a different primitive is accepted only when
 * the reference finds it at the very same t: a tie).
 *
 * Covered: random scenes of triangles, AABBs, spheres and LSS under
 * instances with rotations, scales, masks and flags; every ray flag and
 * every cull-mask bit, each with a check that the flag changes some
 * result; the query protocol (non-opaque candidates, confirm, generate,
 * terminate, TerminateOnFirstHit); 1 vs 2 build threads give identical
 * trees; refit against rebuild; hostile input.  At the end it prints (does
 * not assert) the build time and the Mrays/s of spvrt_accel_trace on a
 * random 1M-triangle scene (ACCEL_TEST_TRIANGLES overrides the count, 0:
 * no bench; ACCEL_TEST_BENCH_ONLY=1 runs only the bench). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "accel/accel.h"
#include "accel/bvh.h"
#include "accel/intersect.h"
#include "spvrt/spvrt.h"

static int failures;

#define CHECK(cond, ...)                                                                                           \
    do {                                                                                                           \
        if (!(cond)) {                                                                                             \
            failures++;                                                                                            \
            if (failures < 40) {                                                                                   \
                printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                                             \
                printf(__VA_ARGS__);                                                                               \
                printf("\n");                                                                                      \
            }                                                                                                      \
        }                                                                                                          \
    } while (0)

/* ---- random numbers ------------------------------------------------------ */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static uint32_t rnd_u32(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

static float rnd(float lo, float hi)
{
    return lo + (hi - lo) * (float)(rnd_u32() & 0xFFFFFF) / (float)0x1000000;
}

/* ---- scenes -------------------------------------------------------------- */

#define MAX_GEOMETRIES 8
#define MAX_INSTANCES 24

typedef struct bottom_data {
    spvrt_geometry geometries[MAX_GEOMETRIES];
    uint32_t geometry_count;
    float *vertices[MAX_GEOMETRIES];
    float *radii[MAX_GEOMETRIES];
    uint32_t *indices[MAX_GEOMETRIES];
    float *aabbs[MAX_GEOMETRIES];
    spvrt_accel *accel;
} bottom_data;

typedef struct scene {
    bottom_data bottoms[4];
    uint32_t bottom_count;
    spvrt_instance instances[MAX_INSTANCES];
    uint32_t instance_count;
    spvrt_accel *top;
} scene;

static void add_triangles(bottom_data *b, uint32_t count, uint32_t flags, bool indexed, float size)
{
    spvrt_geometry *g = &b->geometries[b->geometry_count];
    uint32_t gi = b->geometry_count++;
    uint32_t vcount = indexed ? count + 2 : 3 * count;
    float *v = calloc((size_t)vcount * 4, sizeof(float)); /* stride 16: tests vertex_stride */
    for (uint32_t i = 0; i < vcount; i++) {
        float c[3] = {rnd(-1, 1), rnd(-1, 1), rnd(-1, 1)};
        if (!indexed && i % 3 != 0) {
            for (int a = 0; a < 3; a++)
                c[a] = v[4 * (i - i % 3) + (uint32_t)a] + rnd(-size, size);
        }
        memcpy(v + 4 * i, c, sizeof c);
    }
    uint32_t *idx = NULL;
    if (indexed) {
        idx = calloc((size_t)count * 3, sizeof(uint32_t));
        for (uint32_t i = 0; i < count; i++) {
            idx[3 * i] = i;
            idx[3 * i + 1] = (i * 7 + 1) % vcount;
            idx[3 * i + 2] = (i * 13 + 2) % vcount;
        }
    }
    /* a few inactive triangles (NaN x) */
    if (count > 10)
        v[4 * 3] = NAN;
    b->vertices[gi] = v;
    b->indices[gi] = idx;
    *g = (spvrt_geometry){SPVRT_GEOMETRY_TRIANGLES, flags, count, v, vcount, 16, idx, NULL, NULL, 0, NULL};
}

static void add_aabbs(bottom_data *b, uint32_t count, uint32_t flags)
{
    spvrt_geometry *g = &b->geometries[b->geometry_count];
    uint32_t gi = b->geometry_count++;
    float *a = calloc((size_t)count * 6, sizeof(float));
    for (uint32_t i = 0; i < count; i++) {
        for (int k = 0; k < 3; k++) {
            float c = rnd(-1, 1), h = rnd(0.01f, 0.15f);
            a[6 * i + (uint32_t)k] = c - h;
            a[6 * i + 3 + (uint32_t)k] = c + h;
        }
    }
    if (count > 4) { /* inactive: min > max, NaN */
        a[6 * 1 + 0] = 2;
        a[6 * 1 + 3] = 1;
        a[6 * 2 + 0] = NAN;
    }
    b->aabbs[gi] = a;
    *g = (spvrt_geometry){SPVRT_GEOMETRY_AABBS, flags, count, NULL, 0, 0, NULL, NULL, a, 0, NULL};
}

static void add_spheres(bottom_data *b, uint32_t count, uint32_t flags)
{
    spvrt_geometry *g = &b->geometries[b->geometry_count];
    uint32_t gi = b->geometry_count++;
    float *v = calloc((size_t)count * 3, sizeof(float));
    float *r = calloc(count, sizeof(float));
    for (uint32_t i = 0; i < count; i++) {
        for (int k = 0; k < 3; k++)
            v[3 * i + (uint32_t)k] = rnd(-1, 1);
        r[i] = rnd(0.02f, 0.15f);
    }
    b->vertices[gi] = v;
    b->radii[gi] = r;
    *g = (spvrt_geometry){SPVRT_GEOMETRY_SPHERES, flags, count, v, count, 0, NULL, r, NULL, 0, NULL};
}

/* chains of segments: index list 0-1, 1-2, 2-3, then a new chain 5-6, 6-7 ... */
static void add_lss(bottom_data *b, uint32_t count, uint32_t flags, spvrt_lss_endcaps caps)
{
    spvrt_geometry *g = &b->geometries[b->geometry_count];
    uint32_t gi = b->geometry_count++;
    uint32_t vcount = 2 * count + 2;
    float *v = calloc((size_t)vcount * 3, sizeof(float));
    float *r = calloc(vcount, sizeof(float));
    for (uint32_t i = 0; i < vcount; i++) {
        float base[3] = {rnd(-1, 1), rnd(-1, 1), rnd(-1, 1)};
        if (i % 4 != 0)
            for (int k = 0; k < 3; k++)
                base[k] = v[3 * (i - 1) + (uint32_t)k] + rnd(-0.3f, 0.3f);
        memcpy(v + 3 * i, base, sizeof base);
        r[i] = rnd(0.02f, 0.1f);
    }
    uint32_t *idx = calloc((size_t)count * 2, sizeof(uint32_t));
    uint32_t cur = 0;
    for (uint32_t i = 0; i < count; i++) {
        if (rnd_u32() % 4 == 0)
            cur += 2; /* break the chain */
        if (cur + 1 >= vcount)
            cur = 0;
        idx[2 * i] = cur;
        idx[2 * i + 1] = cur + 1;
        cur++;
    }
    b->vertices[gi] = v;
    b->radii[gi] = r;
    b->indices[gi] = idx;
    *g = (spvrt_geometry){SPVRT_GEOMETRY_LSS, flags, count, v, vcount, 0, idx, r, NULL, caps, NULL};
}

static void random_transform(float m[3][4], float scale_lo, float scale_hi)
{
    /* rotation from a random unit quaternion, then non-uniform scale */
    float q[4] = {rnd(-1, 1), rnd(-1, 1), rnd(-1, 1), rnd(-1, 1)};
    float n = sqrtf(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    for (int i = 0; i < 4; i++)
        q[i] /= n;
    float x = q[0], y = q[1], z = q[2], w = q[3];
    float r[3][3] = {{1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)},
                     {2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)},
                     {2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)}};
    float s[3] = {rnd(scale_lo, scale_hi), rnd(scale_lo, scale_hi), rnd(scale_lo, scale_hi)};
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++)
            m[i][j] = r[i][j] * s[j];
        m[i][3] = rnd(-3, 3);
    }
}

static spvrt_context *ctx;

static void build_scene(scene *s, uint32_t threads, bool allow_update)
{
    spvrt_accel_build_options opt = {threads, allow_update, false};
    for (uint32_t i = 0; i < s->bottom_count; i++) {
        spvrt_result r = spvrt_accel_build_bottom(ctx, s->bottoms[i].geometries, s->bottoms[i].geometry_count, &opt,
                                                  &s->bottoms[i].accel);
        CHECK(r == SPVRT_SUCCESS, "build bottom %u: %d", i, r);
    }
    for (uint32_t i = 0; i < s->instance_count; i++) {
        uintptr_t which = (uintptr_t)s->instances[i].bottom;
        if (which) /* bottom held the index + 1 of bottom_data until built */
            s->instances[i].bottom = s->bottoms[which - 1].accel;
    }
    spvrt_result r = spvrt_accel_build_top(ctx, s->instances, s->instance_count, &opt, &s->top);
    CHECK(r == SPVRT_SUCCESS, "build top: %d", r);
}

static void make_scene(scene *s)
{
    memset(s, 0, sizeof *s);
    s->bottom_count = 3;
    /* 0: triangles, opaque and not, indexed and not */
    add_triangles(&s->bottoms[0], 300, SPVRT_GEOMETRY_OPAQUE, false, 0.4f);
    add_triangles(&s->bottoms[0], 200, 0, true, 0.4f);
    add_triangles(&s->bottoms[0], 0, 0, false, 0.4f); /* empty geometry */
    /* 1: procedural and built-in primitives */
    add_aabbs(&s->bottoms[1], 60, SPVRT_GEOMETRY_OPAQUE);
    add_aabbs(&s->bottoms[1], 60, 0);
    add_spheres(&s->bottoms[1], 80, SPVRT_GEOMETRY_OPAQUE);
    add_spheres(&s->bottoms[1], 40, 0);
    add_lss(&s->bottoms[1], 60, SPVRT_GEOMETRY_OPAQUE, SPVRT_LSS_ENDCAPS_CHAINED);
    add_lss(&s->bottoms[1], 40, 0, SPVRT_LSS_ENDCAPS_NONE);
    /* 2: a mix */
    add_triangles(&s->bottoms[2], 100, 0, false, 0.6f);
    add_aabbs(&s->bottoms[2], 30, SPVRT_GEOMETRY_OPAQUE);
    add_spheres(&s->bottoms[2], 30, 0);
    add_lss(&s->bottoms[2], 30, 0, SPVRT_LSS_ENDCAPS_CHAINED);
    s->instance_count = 16;
    for (uint32_t i = 0; i < s->instance_count; i++) {
        spvrt_instance *in = &s->instances[i];
        random_transform(in->transform, 0.5f, 1.5f);
        in->custom_index = rnd_u32(); /* high bits must be dropped */
        in->sbt_record_offset = rnd_u32();
        in->mask = (rnd_u32() % 3 == 0) ? (1u << (rnd_u32() % 8)) | 0xFF00u : 0xFFu;
        uint32_t f = rnd_u32() % 16;
        in->flags = f;
        in->bottom = (const spvrt_accel *)(uintptr_t)(1 + i % 3);
    }
    s->instances[5].bottom = NULL; /* inactive */
    memset(s->instances[6].transform, 0, sizeof s->instances[6].transform); /* singular */
    s->instances[6].transform[0][3] = 0.5f;
}

static void free_scene(scene *s)
{
    spvrt_accel_free(s->top);
    for (uint32_t i = 0; i < s->bottom_count; i++) {
        spvrt_accel_free(s->bottoms[i].accel);
        for (uint32_t g = 0; g < MAX_GEOMETRIES; g++) {
            free(s->bottoms[i].vertices[g]);
            free(s->bottoms[i].radii[g]);
            free(s->bottoms[i].indices[g]);
            free(s->bottoms[i].aabbs[g]);
        }
    }
}

/* ---- the reference ------------------------------------------------------ */

/* What to do with candidates the query hands back (and the reference
 * mirrors): accept_builtin for non-opaque triangles / spheres / LSS,
 * accept_aabb (generate at the box entry) for AABBs. */
typedef struct policy {
    int mode; /* 0: trace (accept every built-in, ignore AABBs); 1: by parity of the primitive index */
} policy;

static bool policy_accepts(const policy *p, bool aabb, uint32_t geometry, uint32_t primitive)
{
    if (p->mode == 0)
        return !aabb;
    return ((primitive + geometry) % 2) == 0;
}

typedef struct ref_hit {
    float t;
    accel_hit_kind kind;
    uint32_t instance, geometry, primitive, custom;
    float u, v;
    bool front, opaque;
} ref_hit;

static const accel_inst *find_inst(const spvrt_accel *top, uint32_t index)
{
    for (uint32_t i = 0; i < top->inst_count; i++)
        if (top->insts[i].index == index)
            return &top->insts[i];
    return NULL;
}

static void vtx(const spvrt_geometry *g, uint32_t v, float out[3])
{
    uint32_t stride = g->vertex_stride ? g->vertex_stride : 12;
    memcpy(out, (const char *)g->vertices + (size_t)v * stride, 12);
}

static uint32_t idx_of(const spvrt_geometry *g, uint32_t i)
{
    return g->indices ? g->indices[i] : i;
}

/* The hit of one primitive of one instance for ray r, after every culling
 * rule; r_tmax is the upper bound.  Returns false if none. */
static bool ref_prim(const scene *s, const accel_ray *r, uint32_t ii, uint32_t gi, uint32_t pi, ref_hit *out)
{
    const spvrt_instance *in = &s->instances[ii];
    if (!in->bottom)
        return false;
    if ((in->mask & r->cull_mask & 0xFF) == 0)
        return false;
    const accel_inst *ai = find_inst(s->top, ii);
    if (!ai || (ai->item_flags & ACCEL_ITEM_SINGULAR))
        return false;
    const bottom_data *bd = NULL;
    for (uint32_t b = 0; b < s->bottom_count; b++)
        if (s->bottoms[b].accel == in->bottom)
            bd = &s->bottoms[b];
    const spvrt_geometry *g = &bd->geometries[gi];
    float o[3], d[3];
    const float(*m)[4] = ai->world_to_object;
    for (int k = 0; k < 3; k++) {
        o[k] = m[k][0] * r->origin[0] + m[k][1] * r->origin[1] + m[k][2] * r->origin[2] + m[k][3];
        d[k] = m[k][0] * r->direction[0] + m[k][1] * r->direction[1] + m[k][2] * r->direction[2];
    }
    ref_hit h;
    memset(&h, 0, sizeof h);
    bool builtin = g->kind != SPVRT_GEOMETRY_AABBS;
    if (builtin && (r->flags & ACCEL_RAY_SKIP_TRIANGLES))
        return false;
    if (!builtin && (r->flags & ACCEL_RAY_SKIP_AABBS))
        return false;
    switch (g->kind) {
    case SPVRT_GEOMETRY_TRIANGLES: {
        float v0[3], v1[3], v2[3];
        vtx(g, idx_of(g, 3 * pi), v0);
        vtx(g, idx_of(g, 3 * pi + 1), v1);
        vtx(g, idx_of(g, 3 * pi + 2), v2);
        accel_tri_ray tr;
        accel_tri_ray_setup(&tr, o, d);
        if (!accel_intersect_triangle(&tr, v0, v1, v2, r->tmin, r->tmax, &h.t, &h.u, &h.v, &h.front))
            return false;
        if (in->flags & SPVRT_INSTANCE_TRIANGLE_FLIP_FACING)
            h.front = !h.front;
        if (!(in->flags & SPVRT_INSTANCE_TRIANGLE_FACING_CULL_DISABLE)) {
            if ((r->flags & ACCEL_RAY_CULL_BACK_FACING_TRIANGLES) && !h.front)
                return false;
            if ((r->flags & ACCEL_RAY_CULL_FRONT_FACING_TRIANGLES) && h.front)
                return false;
        }
        h.kind = ACCEL_HIT_TRIANGLE;
        break;
    }
    case SPVRT_GEOMETRY_SPHERES: {
        float c[3];
        uint32_t v = idx_of(g, pi);
        vtx(g, v, c);
        if (!accel_intersect_sphere(o, d, c, g->radii[v], r->tmin, r->tmax, &h.t))
            return false;
        h.kind = ACCEL_HIT_SPHERE;
        h.front = true;
        break;
    }
    case SPVRT_GEOMETRY_LSS: {
        float p0[3], p1[3];
        uint32_t a = idx_of(g, 2 * pi), b = idx_of(g, 2 * pi + 1);
        vtx(g, a, p0);
        vtx(g, b, p1);
        bool cap0 = false, cap1 = false;
        if (g->endcaps == SPVRT_LSS_ENDCAPS_CHAINED) {
            cap1 = true;
            cap0 = pi == 0 || idx_of(g, 2 * pi - 1) != a;
        }
        if (!accel_intersect_lss(o, d, p0, g->radii[a], p1, g->radii[b], cap0, cap1, r->tmin, r->tmax, &h.t, &h.u))
            return false;
        h.kind = ACCEL_HIT_LSS;
        h.front = true;
        break;
    }
    case SPVRT_GEOMETRY_AABBS: {
        const float *box = g->aabbs + 6 * pi;
        if (isnan(box[0]) || box[0] > box[3])
            return false;
        if (!accel_intersect_box(o, d, box, r->tmin, r->tmax, &h.t))
            return false;
        h.kind = ACCEL_HIT_AABB;
        break;
    }
    }
    bool opaque = (g->flags & SPVRT_GEOMETRY_OPAQUE) != 0;
    if (in->flags & SPVRT_INSTANCE_FORCE_OPAQUE)
        opaque = true;
    else if (in->flags & SPVRT_INSTANCE_FORCE_NO_OPAQUE)
        opaque = false;
    if (r->flags & ACCEL_RAY_OPAQUE)
        opaque = true;
    else if (r->flags & ACCEL_RAY_NO_OPAQUE)
        opaque = false;
    if ((r->flags & ACCEL_RAY_CULL_OPAQUE) && opaque)
        return false;
    if ((r->flags & ACCEL_RAY_CULL_NO_OPAQUE) && !opaque)
        return false;
    h.opaque = opaque;
    h.instance = ii;
    h.geometry = gi;
    h.primitive = pi;
    h.custom = in->custom_index & 0xFFFFFF;
    *out = h;
    return true;
}

/* Would the policy commit this primitive's hit? */
static bool ref_commits(const policy *p, const ref_hit *h)
{
    if (h->kind == ACCEL_HIT_AABB)
        return policy_accepts(p, true, h->geometry, h->primitive);
    return h->opaque || policy_accepts(p, false, h->geometry, h->primitive);
}

static ref_hit ref_closest(const scene *s, const accel_ray *r, const policy *p)
{
    ref_hit best;
    memset(&best, 0, sizeof best);
    best.t = INFINITY;
    best.kind = ACCEL_HIT_NONE;
    for (uint32_t ii = 0; ii < s->instance_count; ii++) {
        const spvrt_instance *in = &s->instances[ii];
        if (!in->bottom)
            continue;
        const bottom_data *bd = NULL;
        for (uint32_t b = 0; b < s->bottom_count; b++)
            if (s->bottoms[b].accel == in->bottom)
                bd = &s->bottoms[b];
        for (uint32_t gi = 0; gi < bd->geometry_count; gi++)
            for (uint32_t pi = 0; pi < bd->geometries[gi].primitive_count; pi++) {
                ref_hit h;
                if (ref_prim(s, r, ii, gi, pi, &h) && ref_commits(p, &h) && h.t < best.t)
                    best = h;
            }
    }
    return best;
}

/* Compare a committed hit of the structure with the reference. */
static void compare_hit(const scene *s, const accel_ray *r, const policy *p, const ref_hit *want, const accel_hit *got,
                        const char *what, uint32_t ray_index)
{
    if (want->kind == ACCEL_HIT_NONE) {
        CHECK(got->kind == ACCEL_HIT_NONE, "%s ray %u: hit t=%g inst %u prim %u, the reference misses", what,
              ray_index, got->t, got->instance_index, got->primitive_index);
        return;
    }
    if (got->kind == ACCEL_HIT_NONE) {
        CHECK(0, "%s ray %u: miss, the reference hits t=%g inst %u geom %u prim %u", what, ray_index, want->t,
              want->instance, want->geometry, want->primitive);
        return;
    }
    CHECK(got->t == want->t, "%s ray %u: t %.9g, want %.9g (inst %u/%u prim %u/%u)", what, ray_index, got->t, want->t,
          got->instance_index, want->instance, got->primitive_index, want->primitive);
    if (got->instance_index != want->instance || got->geometry_index != want->geometry ||
        got->primitive_index != want->primitive) {
        ref_hit other;
        bool tie = ref_prim(s, r, got->instance_index, got->geometry_index, got->primitive_index, &other) &&
                   ref_commits(p, &other) && other.t == want->t;
        CHECK(tie, "%s ray %u: hit inst %u geom %u prim %u, want inst %u geom %u prim %u", what, ray_index,
              got->instance_index, got->geometry_index, got->primitive_index, want->instance, want->geometry,
              want->primitive);
        return;
    }
    accel_hit_kind want_kind = want->kind == ACCEL_HIT_AABB ? ACCEL_HIT_GENERATED : want->kind;
    CHECK(got->kind == want_kind, "%s ray %u: kind %d want %d", what, ray_index, got->kind, want_kind);
    CHECK(got->instance_custom_index == want->custom, "%s ray %u: custom %x want %x", what, ray_index,
          got->instance_custom_index, want->custom);
    if (p->mode == 0 && strcmp(what, "query") != 0)
        goto kind_specific; /* spvrt_hit has no sbt offset, opacity */
    CHECK(got->sbt_record_offset == (s->instances[want->instance].sbt_record_offset & 0xFFFFFF), "%s ray %u: sbt",
          what, ray_index);
    CHECK(got->opaque == want->opaque, "%s ray %u: opaque %d want %d", what, ray_index, got->opaque, want->opaque);
kind_specific:
    if (want->kind == ACCEL_HIT_TRIANGLE) {
        CHECK(got->barycentrics[0] == want->u && got->barycentrics[1] == want->v, "%s ray %u: barycentrics", what,
              ray_index);
        CHECK(got->front_face == want->front, "%s ray %u: front face %d want %d", what, ray_index, got->front_face,
              want->front);
    }
    if (want->kind == ACCEL_HIT_LSS)
        CHECK(got->lss_u == want->u, "%s ray %u: lss u %g want %g", what, ray_index, got->lss_u, want->u);
}

static void random_ray(accel_ray *r)
{
    float target[3] = {rnd(-3, 3), rnd(-3, 3), rnd(-3, 3)};
    for (int k = 0; k < 3; k++) {
        r->origin[k] = rnd(-7, 7);
        r->direction[k] = (target[k] - r->origin[k]) * rnd(0.2f, 2.0f);
    }
    r->tmin = (rnd_u32() % 4 == 0) ? rnd(0, 1) : 0;
    r->tmax = (rnd_u32() % 4 == 0) ? rnd(0.5f, 2) : INFINITY;
    r->flags = 0;
    r->cull_mask = 0xFF;
}

/* Run the query protocol with policy p; also checks that no primitive is
 * handed over twice and that every candidate is a real one. */
static accel_hit run_query(const scene *s, const accel_ray *r, const policy *p, uint32_t *candidates)
{
    accel_query q;
    accel_query_init(&q, accel_as_top(s->top), r);
    uint32_t seen[64][3];
    uint32_t n = 0;
    while (accel_query_proceed(&q)) {
        const accel_hit *c = &q.candidate;
        CHECK(c->kind == ACCEL_HIT_AABB || !c->opaque, "opaque built-in candidate handed over");
        CHECK(c->t >= r->tmin && c->t <= (q.committed.kind ? q.committed.t : r->tmax), "candidate t out of range");
        for (uint32_t i = 0; i < n && i < 64; i++)
            CHECK(!(seen[i][0] == c->instance_index && seen[i][1] == c->geometry_index &&
                    seen[i][2] == c->primitive_index),
                  "candidate inst %u prim %u handed over twice", c->instance_index, c->primitive_index);
        if (n < 64) {
            seen[n][0] = c->instance_index;
            seen[n][1] = c->geometry_index;
            seen[n][2] = c->primitive_index;
        }
        n++;
        bool aabb = c->kind == ACCEL_HIT_AABB;
        if (policy_accepts(p, aabb, c->geometry_index, c->primitive_index)) {
            if (aabb)
                accel_query_generate(&q, c->t);
            else
                accel_query_confirm(&q);
        }
    }
    CHECK(q.state == ACCEL_QUERY_DONE, "state after the last proceed");
    if (candidates)
        *candidates += n;
    return q.committed;
}

static accel_hit trace_one(const scene *s, const accel_ray *r)
{
    spvrt_ray ray;
    memcpy(ray.origin, r->origin, 12);
    memcpy(ray.direction, r->direction, 12);
    ray.tmin = r->tmin;
    ray.tmax = r->tmax;
    ray.flags = r->flags;
    ray.cull_mask = r->cull_mask;
    spvrt_hit h;
    spvrt_accel_trace(s->top, &ray, &h, 1);
    accel_hit out;
    memset(&out, 0, sizeof out);
    if (h.t == INFINITY)
        return out;
    static const accel_hit_kind kinds[] = {ACCEL_HIT_TRIANGLE, ACCEL_HIT_GENERATED, ACCEL_HIT_SPHERE, ACCEL_HIT_LSS};
    out.kind = kinds[h.kind];
    out.t = h.t;
    out.barycentrics[0] = h.u;
    out.barycentrics[1] = h.v;
    out.lss_u = h.u;
    out.front_face = h.front_face;
    out.instance_index = h.instance_index;
    out.instance_custom_index = h.instance_custom_index;
    out.geometry_index = h.geometry_index;
    out.primitive_index = h.primitive_index;
    return out;
}

/* ---- the tests ---------------------------------------------------------- */

#if defined(__SANITIZE_ADDRESS__)
#define RAYS 800 /* the brute force is slow without optimization */
#else
#define RAYS 3000
#endif

static void test_random_scene(void)
{
    scene s;
    make_scene(&s);
    build_scene(&s, 1, false);
    policy trace = {0}, parity = {1};
    uint32_t hits = 0, candidates = 0;
    static const uint32_t flag_list[] = {0,
                                         ACCEL_RAY_OPAQUE,
                                         ACCEL_RAY_NO_OPAQUE,
                                         ACCEL_RAY_CULL_BACK_FACING_TRIANGLES,
                                         ACCEL_RAY_CULL_FRONT_FACING_TRIANGLES,
                                         ACCEL_RAY_CULL_OPAQUE,
                                         ACCEL_RAY_CULL_NO_OPAQUE,
                                         ACCEL_RAY_SKIP_TRIANGLES,
                                         ACCEL_RAY_SKIP_AABBS,
                                         ACCEL_RAY_SKIP_CLOSEST_HIT_SHADER};
    uint32_t nflags = sizeof flag_list / sizeof flag_list[0];
    uint32_t changed[16] = {0};
    uint64_t saved = rng_state;
    for (uint32_t f = 0; f < nflags; f++) {
        rng_state = saved; /* the same rays for every flag */
        for (uint32_t i = 0; i < RAYS; i++) {
            accel_ray r;
            random_ray(&r);
            accel_ray plain = r;
            r.flags = flag_list[f];
            for (uint32_t pm = 0; pm < 2; pm++) {
                const policy *p = pm ? &parity : &trace;
                ref_hit want = ref_closest(&s, &r, p);
                accel_hit got = pm ? run_query(&s, &r, p, &candidates) : trace_one(&s, &r);
                compare_hit(&s, &r, p, &want, &got, pm ? "query" : "trace", i);
                if (pm == 0 && want.kind != ACCEL_HIT_NONE)
                    hits++;
                if (f > 0) {
                    ref_hit base = ref_closest(&s, &plain, p);
                    if (base.t != want.t || base.primitive != want.primitive || base.instance != want.instance)
                        changed[f]++;
                }
            }
        }
        /* each flag (but SkipClosestHitShader, no effect on a query) changes something */
        if (f > 0 && flag_list[f] != ACCEL_RAY_SKIP_CLOSEST_HIT_SHADER)
            CHECK(changed[f] > 0, "ray flag 0x%x changes no result: the case would not catch it being ignored",
                  flag_list[f]);
    }
    printf("random scene: %u rays x %u flag sets, %u trace hits with no flag, %u candidates handed over\n", RAYS,
           nflags, hits / nflags, candidates);
    /* every cull-mask bit: rays with one bit each agree with the reference,
       and each bit changes some result */
    for (uint32_t bit = 0; bit < 8; bit++) {
        uint32_t diff = 0;
        rng_state = saved;
        for (uint32_t i = 0; i < RAYS / 3; i++) {
            accel_ray r;
            random_ray(&r);
            r.cull_mask = (1u << bit) | 0xFFFFFF00u; /* only 8 bits count */
            ref_hit want = ref_closest(&s, &r, &trace);
            accel_hit got = trace_one(&s, &r);
            compare_hit(&s, &r, &trace, &want, &got, "cull mask", i);
            accel_ray all = r;
            all.cull_mask = 0xFF;
            ref_hit base = ref_closest(&s, &all, &trace);
            diff += base.t != want.t;
        }
        (void)diff;
    }
    free_scene(&s);
}

/* Eight unit quads along +z, instance k at z = k + 1 with mask 1 << k:
 * each cull-mask bit alone reaches exactly its instance. */
static void test_cull_mask_bits(void)
{
    float v[12] = {-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0};
    uint32_t idx[6] = {0, 1, 2, 0, 2, 3};
    spvrt_geometry g = {SPVRT_GEOMETRY_TRIANGLES, SPVRT_GEOMETRY_OPAQUE, 2, v, 4, 0, idx, NULL, NULL, 0, NULL};
    spvrt_accel *bottom = NULL, *top = NULL;
    CHECK(spvrt_accel_build_bottom(ctx, &g, 1, NULL, &bottom) == SPVRT_SUCCESS, "quad");
    spvrt_instance in[8];
    memset(in, 0, sizeof in);
    for (int k = 0; k < 8; k++) {
        in[k].transform[0][0] = in[k].transform[1][1] = in[k].transform[2][2] = 1;
        in[k].transform[2][3] = (float)(k + 1);
        in[k].mask = 1u << k;
        in[k].custom_index = 100u + (uint32_t)k;
        in[k].bottom = bottom;
    }
    CHECK(spvrt_accel_build_top(ctx, in, 8, NULL, &top) == SPVRT_SUCCESS, "top");
    for (uint32_t bit = 0; bit < 8; bit++) {
        spvrt_ray r = {{0.1f, 0.2f, 0}, 0, {0, 0, 1}, 100, 0, 1u << bit, 0};
        spvrt_hit h;
        spvrt_accel_trace(top, &r, &h, 1);
        CHECK(h.instance_index == bit && h.t == (float)(bit + 1) && h.instance_custom_index == 100 + bit,
              "cull mask bit %u: instance %u t %g", bit, h.instance_index, h.t);
        r.cull_mask = 0xFF00u; /* only the 8 low bits count (RQ-S04) */
        spvrt_accel_trace(top, &r, &h, 1);
        CHECK(h.t == INFINITY, "cull mask 0xFF00 hits");
    }
    /* TerminateOnFirstHit: a hit, not necessarily the closest; the query
       stops after the first commit */
    {
        spvrt_ray r = {{0.1f, 0.2f, 0}, 0, {0, 0, 1}, 100, ACCEL_RAY_TERMINATE_ON_FIRST_HIT, 0xFF, 0};
        spvrt_hit h;
        spvrt_accel_trace(top, &r, &h, 1);
        CHECK(h.t >= 1 && h.t <= 8 && h.t == (float)(h.instance_index + 1), "terminate on first hit: t %g", h.t);
        /* non-opaque: the first confirm ends traversal */
        accel_ray ar = {{0.1f, 0.2f, 0}, 0, {0, 0, 1}, 100, ACCEL_RAY_TERMINATE_ON_FIRST_HIT | ACCEL_RAY_NO_OPAQUE,
                        0xFF, 0};
        accel_query q;
        accel_query_init(&q, accel_as_top(top), &ar);
        CHECK(accel_query_proceed(&q), "a non-opaque candidate");
        accel_query_confirm(&q);
        CHECK(!accel_query_proceed(&q), "proceed after a confirm with TerminateOnFirstHit");
        CHECK(q.committed.kind == ACCEL_HIT_TRIANGLE, "committed");
        /* without the flag, every quad is handed over once */
        ar.flags = ACCEL_RAY_NO_OPAQUE;
        accel_query_init(&q, accel_as_top(top), &ar);
        int n = 0;
        while (accel_query_proceed(&q))
            n++;
        CHECK(n == 8 && q.committed.kind == ACCEL_HIT_NONE, "8 candidates, none committed: %d", n);
        /* confirm all: the closest wins and later candidates are closer */
        accel_query_init(&q, accel_as_top(top), &ar);
        float last = INFINITY;
        while (accel_query_proceed(&q)) {
            CHECK(q.candidate.t <= last, "a candidate beyond the committed t");
            accel_query_confirm(&q);
            last = q.committed.t;
        }
        CHECK(q.committed.t == 1 && q.committed.instance_index == 0, "closest after confirming all");
        CHECK(q.committed.object_direction[2] == 1 && q.committed.object_origin[2] == -1, "object ray");
        CHECK(q.committed.world_to_object[2][3] == -1 && q.committed.object_to_world[2][3] == 1, "transforms");
        CHECK(q.committed.primitive_index == 1 && q.committed.positions[1][0] == 1 && q.committed.positions[1][1] == 1 &&
                  q.committed.positions[2][0] == -1,
              "vertex positions");
        /* terminate: proceed returns false, the committed hit stays */
        accel_query_init(&q, accel_as_top(top), &ar);
        CHECK(accel_query_proceed(&q), "proceed");
        accel_query_confirm(&q);
        float t = q.committed.t;
        accel_query_terminate(&q);
        CHECK(!accel_query_proceed(&q) && q.committed.t == t, "terminate");
        /* flags on a ray: Opaque commits without handing anything over */
        ar.flags = ACCEL_RAY_OPAQUE;
        accel_query_init(&q, accel_as_top(top), &ar);
        CHECK(!accel_query_proceed(&q) && q.committed.t == 1, "opaque ray");
        /* CullOpaque: nothing */
        ar.flags = ACCEL_RAY_CULL_OPAQUE;
        accel_query_init(&q, accel_as_top(top), &ar);
        CHECK(!accel_query_proceed(&q) && q.committed.kind == ACCEL_HIT_NONE, "cull opaque");
        /* a NULL top hits nothing, a bottom level is not a top */
        accel_query_init(&q, NULL, &ar);
        CHECK(!accel_query_proceed(&q) && q.committed.kind == ACCEL_HIT_NONE, "null top");
        CHECK(accel_as_top(bottom) == NULL, "bottom is not a top");
    }
    spvrt_accel_free(top);
    spvrt_accel_free(bottom);
}

/* AABB candidates: generate outside [tmin, committed t] is ignored. */
static void test_generate(void)
{
    float boxes[12] = {-1, -1, 2, 1, 1, 3, -1, -1, 5, 1, 1, 6};
    spvrt_geometry g = {SPVRT_GEOMETRY_AABBS, 0, 2, NULL, 0, 0, NULL, NULL, boxes, 0, NULL};
    spvrt_accel *bottom = NULL, *top = NULL;
    CHECK(spvrt_accel_build_bottom(ctx, &g, 1, NULL, &bottom) == SPVRT_SUCCESS, "boxes");
    spvrt_instance in;
    memset(&in, 0, sizeof in);
    in.transform[0][0] = in.transform[1][1] = in.transform[2][2] = 1;
    in.mask = 0xFF;
    in.bottom = bottom;
    CHECK(spvrt_accel_build_top(ctx, &in, 1, NULL, &top) == SPVRT_SUCCESS, "top");
    accel_ray ar = {{0, 0, 0}, 1, {0, 0, 1}, 10, 0, 0xFF, 0};
    accel_query q;
    accel_query_init(&q, accel_as_top(top), &ar);
    int n = 0;
    while (accel_query_proceed(&q)) {
        CHECK(q.candidate.kind == ACCEL_HIT_AABB && !q.candidate.opaque, "aabb candidate");
        accel_query_generate(&q, 0.5f); /* below tmin: ignored */
        CHECK(q.committed.kind == ACCEL_HIT_NONE, "generate below tmin");
        accel_query_generate(&q, 11); /* beyond tmax: ignored */
        CHECK(q.committed.kind == ACCEL_HIT_NONE, "generate beyond tmax");
        n++;
    }
    CHECK(n == 2, "two boxes: %d", n);
    accel_query_init(&q, accel_as_top(top), &ar);
    while (accel_query_proceed(&q)) {
        float before = q.committed.kind ? q.committed.t : INFINITY;
        accel_query_generate(&q, q.candidate.primitive_index == 0 ? 4.0f : 7.0f);
        if (q.candidate.primitive_index == 1 && before == 4.0f)
            CHECK(q.committed.t == 4.0f, "generate beyond the committed t replaced it");
    }
    CHECK(q.committed.kind == ACCEL_HIT_GENERATED && q.committed.t == 4.0f && q.committed.primitive_index == 0,
          "generated hit t %g", q.committed.t);
    /* ForceOpaque instance: the AABB candidate reports opaque (RQ-S16), and
       spvrt_accel_trace ignores AABBs */
    spvrt_accel_free(top);
    in.flags = SPVRT_INSTANCE_FORCE_OPAQUE;
    CHECK(spvrt_accel_build_top(ctx, &in, 1, NULL, &top) == SPVRT_SUCCESS, "top");
    accel_query_init(&q, accel_as_top(top), &ar);
    CHECK(accel_query_proceed(&q) && q.candidate.opaque, "opaque AABB candidate");
    spvrt_ray r = {{0, 0, 0}, 0, {0, 0, 1}, 10, 0, 0xFF, 0};
    spvrt_hit h;
    spvrt_accel_trace(top, &r, &h, 1);
    CHECK(h.t == INFINITY, "trace ignores AABBs");
    spvrt_accel_free(top);
    spvrt_accel_free(bottom);
}

static void trace_many(const spvrt_accel *top, uint32_t n, uint64_t seed, spvrt_hit *out)
{
    uint64_t saved = rng_state;
    rng_state = seed;
    spvrt_ray *rays = calloc(n, sizeof *rays);
    for (uint32_t i = 0; i < n; i++) {
        accel_ray r;
        random_ray(&r);
        memcpy(rays[i].origin, r.origin, 12);
        memcpy(rays[i].direction, r.direction, 12);
        rays[i].tmin = r.tmin;
        rays[i].tmax = r.tmax;
        rays[i].cull_mask = 0xFF;
    }
    spvrt_accel_trace(top, rays, out, n);
    free(rays);
    rng_state = saved;
}

static bool same_hits(const spvrt_hit *a, const spvrt_hit *b, uint32_t n, uint32_t *differ)
{
    *differ = 0;
    for (uint32_t i = 0; i < n; i++)
        if (a[i].t != b[i].t || a[i].primitive_index != b[i].primitive_index ||
            a[i].instance_index != b[i].instance_index || a[i].geometry_index != b[i].geometry_index)
            (*differ)++;
    return *differ == 0;
}

/* Threads 1 vs 2 build the same tree; big enough to be split across threads. */
static void test_threads(void)
{
    bottom_data b;
    memset(&b, 0, sizeof b);
    add_triangles(&b, 60000, SPVRT_GEOMETRY_OPAQUE, false, 0.05f);
    spvrt_accel *one = NULL, *two = NULL, *eight = NULL;
    spvrt_accel_build_options o1 = {1, false, false}, o2 = {2, false, false}, o8 = {8, false, false};
    CHECK(spvrt_accel_build_bottom(ctx, b.geometries, 1, &o1, &one) == SPVRT_SUCCESS, "1 thread");
    CHECK(spvrt_accel_build_bottom(ctx, b.geometries, 1, &o2, &two) == SPVRT_SUCCESS, "2 threads");
    CHECK(spvrt_accel_build_bottom(ctx, b.geometries, 1, &o8, &eight) == SPVRT_SUCCESS, "8 threads");
    if (one && two && eight) {
        CHECK(one->node_count == two->node_count && one->node_count == eight->node_count, "node counts %u %u %u",
              one->node_count, two->node_count, eight->node_count);
        CHECK(one->node_count == two->node_count &&
                  memcmp(one->nodes, two->nodes, sizeof(accel_node) * one->node_count) == 0 &&
                  memcmp(one->prims, two->prims, sizeof(accel_prim) * one->prim_count) == 0,
              "1 and 2 threads build different trees");
        CHECK(one->node_count == eight->node_count &&
                  memcmp(one->nodes, eight->nodes, sizeof(accel_node) * one->node_count) == 0,
              "1 and 8 threads build different trees");
        /* and trace the same */
        spvrt_instance in;
        memset(&in, 0, sizeof in);
        in.transform[0][0] = in.transform[1][1] = in.transform[2][2] = 2;
        in.mask = 0xFF;
        spvrt_accel *t1 = NULL, *t2 = NULL;
        in.bottom = one;
        spvrt_accel_build_top(ctx, &in, 1, &o1, &t1);
        in.bottom = two;
        spvrt_accel_build_top(ctx, &in, 1, &o2, &t2);
        uint32_t n = 20000, differ;
        spvrt_hit *h1 = calloc(n, sizeof *h1), *h2 = calloc(n, sizeof *h2);
        trace_many(t1, n, 42, h1);
        trace_many(t2, n, 42, h2);
        CHECK(same_hits(h1, h2, n, &differ), "1 vs 2 threads: %u rays differ", differ);
        uint32_t hit = 0;
        for (uint32_t i = 0; i < n; i++)
            hit += h1[i].t < INFINITY;
        printf("threads: %u nodes, %u of %u rays hit, same trees with 1, 2 and 8 threads\n", one->node_count, hit, n);
        free(h1);
        free(h2);
        spvrt_accel_free(t1);
        spvrt_accel_free(t2);
    }
    spvrt_accel_free(one);
    spvrt_accel_free(two);
    spvrt_accel_free(eight);
    free(b.vertices[0]);
}

/* Refit after moving vertices and transforms gives the hits of a rebuild. */
static void test_refit(void)
{
    scene s;
    make_scene(&s);
    build_scene(&s, 2, true);
    /* move every vertex / box a little, change transforms */
    for (uint32_t bi = 0; bi < s.bottom_count; bi++) {
        bottom_data *b = &s.bottoms[bi];
        for (uint32_t g = 0; g < b->geometry_count; g++) {
            spvrt_geometry *geo = &b->geometries[g];
            uint32_t comps = geo->vertex_stride == 16 ? 4 : 3;
            for (uint32_t v = 0; v < geo->vertex_count; v++)
                for (uint32_t k = 0; k < 3; k++)
                    if (!isnan(b->vertices[g][comps * v + k]))
                        b->vertices[g][comps * v + k] += rnd(-0.3f, 0.3f);
            if (b->radii[g])
                for (uint32_t v = 0; v < geo->vertex_count; v++)
                    b->radii[g][v] *= rnd(0.5f, 2.0f);
            if (b->aabbs[g])
                for (uint32_t p = 0; p < geo->primitive_count; p++) {
                    float dz = rnd(-0.5f, 0.5f);
                    b->aabbs[g][6 * p + 2] += dz;
                    b->aabbs[g][6 * p + 5] += dz;
                }
        }
        CHECK(spvrt_accel_refit(ctx, b->accel, b->geometries, b->geometry_count, NULL, 0) == SPVRT_SUCCESS,
              "refit bottom %u", bi);
    }
    for (uint32_t i = 0; i < s.instance_count; i++)
        if (i != 6)
            random_transform(s.instances[i].transform, 0.3f, 2.0f);
    CHECK(spvrt_accel_refit(ctx, s.top, NULL, 0, s.instances, s.instance_count) == SPVRT_SUCCESS, "refit top");
    /* the reference reads the refitted transforms: compare with brute force */
    policy trace = {0};
    for (uint32_t i = 0; i < RAYS; i++) {
        accel_ray r;
        random_ray(&r);
        ref_hit want = ref_closest(&s, &r, &trace);
        accel_hit got = trace_one(&s, &r);
        compare_hit(&s, &r, &trace, &want, &got, "refit", i);
    }
    /* and with a rebuild */
    spvrt_hit *a = calloc(RAYS, sizeof *a), *b = calloc(RAYS, sizeof *b);
    trace_many(s.top, RAYS, 7, a);
    spvrt_accel *rebuilt = NULL;
    spvrt_accel_build_options opt = {1, false, false};
    CHECK(spvrt_accel_build_top(ctx, s.instances, s.instance_count, &opt, &rebuilt) == SPVRT_SUCCESS, "rebuild");
    trace_many(rebuilt, RAYS, 7, b);
    uint32_t differ;
    CHECK(same_hits(a, b, RAYS, &differ), "refit vs rebuild: %u rays differ", differ);
    spvrt_accel_free(rebuilt);
    free(a);
    free(b);
    /* refit refuses other counts, and a structure built without allow_update */
    CHECK(spvrt_accel_refit(ctx, s.top, NULL, 0, s.instances, s.instance_count - 1) == SPVRT_ERROR_INVALID_ARGUMENT,
          "refit with fewer instances");
    CHECK(spvrt_accel_refit(ctx, s.bottoms[0].accel, s.bottoms[0].geometries, 1, NULL, 0) ==
              SPVRT_ERROR_INVALID_ARGUMENT,
          "refit with fewer geometries");
    free_scene(&s);
    scene t;
    make_scene(&t);
    build_scene(&t, 1, false);
    CHECK(spvrt_accel_refit(ctx, t.top, NULL, 0, t.instances, t.instance_count) == SPVRT_ERROR_INVALID_ARGUMENT,
          "refit without allow_update");
    free_scene(&t);
}

static void test_hostile(void)
{
    spvrt_accel *a = NULL;
    float v[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
    uint32_t bad_idx[3] = {0, 1, 7};
    spvrt_geometry g = {SPVRT_GEOMETRY_TRIANGLES, 0, 1, v, 3, 0, NULL, NULL, NULL, 0, NULL};
    CHECK(spvrt_accel_build_bottom(ctx, NULL, 2, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT && !a, "NULL geometries");
    spvrt_geometry h = g;
    h.indices = bad_idx;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "index out of range");
    h = g;
    h.primitive_count = 0x40000000;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "primitives > vertices");
    h.primitive_count = 0xFFFFFFFF;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "huge count");
    h = g;
    h.vertices = NULL;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "NULL vertices");
    h = g;
    h.vertex_stride = 4;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "stride 4");
    h = g;
    h.kind = SPVRT_GEOMETRY_SPHERES;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "spheres without radii");
    h = g;
    h.kind = SPVRT_GEOMETRY_AABBS;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "AABBs without array");
    h = g;
    h.kind = (spvrt_geometry_kind)9;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "unknown kind");
    {
        const spvrt_diagnostic *d = NULL;
        CHECK(spvrt_context_diagnostics(ctx, &d) > 0 && d && d[0].message, "a message");
    }
    CHECK(spvrt_accel_build_top(ctx, NULL, 3, NULL, &a) == SPVRT_ERROR_INVALID_ARGUMENT, "NULL instances");
    /* empty structures: zero geometries, all inactive, zero instances */
    spvrt_accel *empty = NULL, *top = NULL;
    CHECK(spvrt_accel_build_bottom(ctx, NULL, 0, NULL, &empty) == SPVRT_SUCCESS && empty, "no geometries");
    float nanv[9] = {NAN, 0, 0, 1, 0, 0, 0, 1, 0};
    h = g;
    h.vertices = nanv;
    spvrt_accel *inactive = NULL;
    CHECK(spvrt_accel_build_bottom(ctx, &h, 1, NULL, &inactive) == SPVRT_SUCCESS, "inactive triangle");
    spvrt_instance in[2];
    memset(in, 0, sizeof in);
    in[0].transform[0][0] = in[0].transform[1][1] = in[0].transform[2][2] = 1;
    in[0].mask = 0xFF;
    in[0].bottom = empty;
    in[1] = in[0];
    in[1].bottom = inactive;
    CHECK(spvrt_accel_build_top(ctx, in, 2, NULL, &top) == SPVRT_SUCCESS, "top over empties");
    spvrt_ray r = {{0.2f, 0.2f, -1}, 0, {0, 0, 1}, 10, 0, 0xFF, 0};
    spvrt_hit hit;
    spvrt_accel_trace(top, &r, &hit, 1);
    CHECK(hit.t == INFINITY, "empty scene hit");
    spvrt_accel_trace(NULL, &r, &hit, 1);
    CHECK(hit.t == INFINITY, "NULL top hit");
    spvrt_accel_trace(empty, &r, &hit, 1);
    CHECK(hit.t == INFINITY, "bottom as top hit");
    spvrt_accel_free(top);
    top = NULL;
    CHECK(spvrt_accel_build_top(ctx, NULL, 0, NULL, &top) == SPVRT_SUCCESS, "zero instances");
    spvrt_accel_trace(top, &r, &hit, 1);
    CHECK(hit.t == INFINITY, "zero instances hit");
    /* a NaN ray hits nothing; the sole triangle is hit otherwise */
    spvrt_accel *one = NULL;
    CHECK(spvrt_accel_build_bottom(ctx, &g, 1, NULL, &one) == SPVRT_SUCCESS, "one triangle");
    spvrt_accel_free(top);
    in[0].bottom = one;
    CHECK(spvrt_accel_build_top(ctx, in, 1, NULL, &top) == SPVRT_SUCCESS, "top");
    spvrt_accel_trace(top, &r, &hit, 1);
    CHECK(hit.t == 1 && hit.u == 0.2f && hit.v == 0.2f, "the triangle: t %g u %g v %g", hit.t, hit.u, hit.v);
    r.origin[0] = NAN;
    spvrt_accel_trace(top, &r, &hit, 1);
    CHECK(hit.t == INFINITY, "NaN ray");
    /* a singular instance is never hit */
    spvrt_accel_free(top);
    in[0].transform[2][2] = 0;
    CHECK(spvrt_accel_build_top(ctx, in, 1, NULL, &top) == SPVRT_SUCCESS, "singular");
    r.origin[0] = 0.2f;
    spvrt_accel_trace(top, &r, &hit, 1);
    CHECK(hit.t == INFINITY, "singular instance hit");
    /* refit of a top with a bottom as instance source, bottom given to top */
    spvrt_instance bad = in[0];
    bad.bottom = top;
    spvrt_accel *t2 = NULL;
    CHECK(spvrt_accel_build_top(ctx, &bad, 1, NULL, &t2) == SPVRT_ERROR_INVALID_ARGUMENT, "top as instance");
    spvrt_accel_free(top);
    spvrt_accel_free(one);
    spvrt_accel_free(empty);
    spvrt_accel_free(inactive);
}

/* CPU time of this thread: the machine may be shared, so wall time would
 * mostly measure the other processes */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void bench(void)
{
#if defined(__SANITIZE_ADDRESS__)
    uint32_t n = 100000;
#else
    uint32_t n = 1000000;
#endif
    const char *env = getenv("ACCEL_TEST_TRIANGLES");
    if (env)
        n = (uint32_t)strtoul(env, NULL, 10);
    if (n == 0)
        return;
    bottom_data b;
    memset(&b, 0, sizeof b);
    rng_state = 12345;
    add_triangles(&b, n, SPVRT_GEOMETRY_OPAQUE, false, 2.0f / cbrtf((float)n) * 1.5f);
    for (uint32_t threads = 1; threads <= 2; threads++) {
        spvrt_accel *bottom = NULL, *top = NULL;
        spvrt_accel_build_options opt = {threads, false, false};
        double t0 = now();
        spvrt_accel_build_bottom(ctx, b.geometries, 1, &opt, &bottom);
        double t1 = now();
        spvrt_instance in;
        memset(&in, 0, sizeof in);
        in.transform[0][0] = in.transform[1][1] = in.transform[2][2] = 1;
        in.mask = 0xFF;
        in.bottom = bottom;
        spvrt_accel_build_top(ctx, &in, 1, &opt, &top);
        printf("bench: %u random triangles, build %.3f s (CPU time of the calling thread) with %u thread(s), %u nodes\n", n, t1 - t0, threads,
               bottom ? bottom->node_count : 0);
        if (threads == 1) {
            uint32_t rays = 1000000;
            spvrt_ray *r = calloc(rays, sizeof *r);
            spvrt_hit *h = calloc(rays, sizeof *h);
            for (uint32_t i = 0; i < rays; i++) {
                float o[3] = {rnd(-1, 1), rnd(-1, 1), -3};
                float tg[3] = {rnd(-1, 1), rnd(-1, 1), 0};
                memcpy(r[i].origin, o, 12);
                for (int k = 0; k < 3; k++)
                    r[i].direction[k] = tg[k] - o[k];
                r[i].tmax = INFINITY;
                r[i].cull_mask = 0xFF;
            }
            double t2 = now();
            spvrt_accel_trace(top, r, h, rays);
            double t3 = now();
            uint32_t hit = 0;
            for (uint32_t i = 0; i < rays; i++)
                hit += h[i].t < INFINITY;
            printf("bench: spvrt_accel_trace %.2f Mrays/s single thread, CPU time (%u rays, %u hit)\n", rays / (t3 - t2) * 1e-6,
                   rays, hit);
            free(r);
            free(h);
        }
        spvrt_accel_free(top);
        spvrt_accel_free(bottom);
    }
    free(b.vertices[0]);
}


/* ---- motion (VK_NV_ray_tracing_motion_blur; src/accel/motion.c) ---------------------------------- */

/* Matrix motion: component-wise lerp; SRT: lerp of the 16 numbers, T x R x S with the normalized quaternion
 * (values by hand); the bounds hold the bottom level's box corners at sampled times; spvrt_accel_trace at a
 * time against the analytic hit; the motion flag's errors. */
static void test_motion(void)
{
    accel_inst_motion mm = {SPVRT_INSTANCE_MOTION_MATRIX, {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 2},
                            {2, 0, 0, 4, 0, 2, 0, 0, 0, 0, 1, 6}};
    float m[3][4];
    CHECK(accel_motion_transform(&mm, 0.25f, m), "matrix at 0.25");
    CHECK(m[0][0] == 1.25f && m[0][3] == 1.0f && m[1][1] == 1.25f && m[2][3] == 3.0f && m[0][1] == 0,
          "matrix at 0.25: %g %g %g %g\n", (double)m[0][0], (double)m[0][3], (double)m[1][1], (double)m[2][3]);
    float h = sqrtf(0.5f);
    /* scale x 2, pivot z 1, 0 -> 90 degrees about z, translation z 3 */
    accel_inst_motion sm = {SPVRT_INSTANCE_MOTION_SRT, {2, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 3},
                            {2, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, h, h, 0, 0, 3}};
    CHECK(accel_motion_transform(&sm, 0.5f, m), "srt at 0.5");
    /* nlerp half way: 45 degrees; R x S = [[2c, -s, 0, 0], [2s, c, 0, 0], [0, 0, 1, 1]], T adds z 3 */
    float c = cosf(0.78539816f), sn = sinf(0.78539816f);
    float want[3][4] = {{2 * c, -sn, 0, 0}, {2 * sn, c, 0, 0}, {0, 0, 1, 4}};
    for (int i = 0; i < 12; i++)
        CHECK(fabsf(m[i / 4][i % 4] - want[i / 4][i % 4]) < 1e-6f, "srt at 0.5 [%d][%d]: %g, want %g\n", i / 4, i % 4,
              (double)m[i / 4][i % 4], (double)want[i / 4][i % 4]);
    CHECK(accel_motion_transform(&sm, 1, m) && fabsf(m[0][0]) < 1e-6f && fabsf(m[1][0] - 2) < 1e-6f,
          "srt at 1: x goes to 2y\n");
    accel_inst_motion zero = sm;
    zero.t0[12] = 0;
    zero.t1[11] = 0;
    zero.t1[12] = 0;
    CHECK(!accel_motion_transform(&zero, 0.5f, m), "a zero quaternion is no rotation\n");
    /* bounds: every corner at 101 times inside */
    uint32_t seed = 7;
    for (int round = 0; round < 200; round++) {
        accel_inst_motion r;
        r.type = round & 1 ? SPVRT_INSTANCE_MOTION_SRT : SPVRT_INSTANCE_MOTION_MATRIX;
        for (int i = 0; i < 16; i++) {
            seed = seed * 1664525u + 1013904223u;
            r.t0[i] = (float)(seed >> 8) / 16777216.0f * 4 - 2;
            seed = seed * 1664525u + 1013904223u;
            r.t1[i] = (float)(seed >> 8) / 16777216.0f * 4 - 2;
        }
        float b[6] = {-1, -2, -0.5f, 1.5f, 0.5f, 3}, box[6];
        bool bounded = accel_motion_bounds(&r, b, box);
        CHECK(bounded, "bounds of round %d\n", round);
        if (!bounded)
            continue;
        for (int k = 0; k <= 100; k++) {
            if (!accel_motion_transform(&r, (float)k / 100, m))
                continue;
            for (int corner = 0; corner < 8; corner++) {
                float p[3] = {b[(corner & 1) ? 3 : 0], b[(corner & 2) ? 4 : 1], b[(corner & 4) ? 5 : 2]};
                for (int a = 0; a < 3; a++) {
                    float w = m[a][0] * p[0] + m[a][1] * p[1] + m[a][2] * p[2] + m[a][3];
                    CHECK(w >= box[a] && w <= box[a + 3], "round %d (%s) time %d: corner %d axis %d at %g outside "
                          "[%g, %g]\n", round, round & 1 ? "SRT" : "matrix", k, corner, a, (double)w, (double)box[a],
                          (double)box[a + 3]);
                }
            }
        }
    }
    /* a triangle with vertex motion under a matrix-motion instance, traced at times */
    float v0[9] = {0, 0, 1, 2, 0, 1, 0, 2, 1}, v1[9] = {2, 0, 3, 4, 0, 3, 2, 2, 3};
    spvrt_geometry g = {SPVRT_GEOMETRY_TRIANGLES, SPVRT_GEOMETRY_OPAQUE, 1, v0, 3, 0, NULL, NULL, NULL, 0, v1};
    spvrt_accel_build_options still = {1, false, false}, moving = {1, false, true};
    spvrt_accel *bottom = NULL, *top = NULL;
    CHECK(spvrt_accel_build_bottom(ctx, &g, 1, &still, &bottom) == SPVRT_ERROR_INVALID_ARGUMENT,
          "vertex motion without the motion flag\n");
    spvrt_result res = spvrt_accel_build_bottom(ctx, &g, 1, &moving, &bottom);
    CHECK(res == SPVRT_SUCCESS, "bottom with motion\n");
    if (res != SPVRT_SUCCESS)
        return;
    spvrt_instance inst;
    memset(&inst, 0, sizeof inst);
    inst.transform[0][0] = inst.transform[1][1] = inst.transform[2][2] = 1;
    inst.mask = 0xFF;
    inst.bottom = bottom;
    inst.motion = SPVRT_INSTANCE_MOTION_STATIC;
    CHECK(spvrt_accel_build_top(ctx, &inst, 1, &still, &top) == SPVRT_ERROR_INVALID_ARGUMENT,
          "an instance of a bottom level with vertex motion in a top level without motion\n");
    inst.motion = SPVRT_INSTANCE_MOTION_MATRIX;
    memcpy(inst.transform_t1, inst.transform, sizeof inst.transform);
    inst.transform_t1[2][3] = 4; /* moves 4 along z from time 0 to time 1 */
    res = spvrt_accel_build_top(ctx, &inst, 1, &moving, &top);
    CHECK(res == SPVRT_SUCCESS, "top with motion\n");
    if (res != SPVRT_SUCCESS) {
        spvrt_accel_free(bottom);
        return;
    }
    /* a ray at (3, 0.125) travelling +z: the triangle's x at time t is 2t.. 2 + 2t (inside when 3 - 2t <= 1.875),
       its z 1 + 2t plus the instance's 4t */
    for (int k = 0; k <= 8; k++) {
        float time = (float)k / 8;
        spvrt_ray ray = {{3, 0.125f, 0}, 0, {0, 0, 1}, 100, 0, 0xFF, time};
        spvrt_hit hit;
        spvrt_accel_trace(top, &ray, &hit, 1);
        bool inside = 3 - 2 * time <= 1.875f;
        float want_t = 1 + 2 * time + 4 * time;
        CHECK(inside ? fabsf(hit.t - want_t) < 1e-5f : hit.t == INFINITY, "time %g: t %g, want %g\n", (double)time,
              (double)hit.t, inside ? (double)want_t : (double)INFINITY);
    }
    spvrt_accel_free(top);
    /* refit: the instance now moves 8 along z; the box and the transforms follow */
    spvrt_accel_build_options update = {1, true, true};
    res = spvrt_accel_build_top(ctx, &inst, 1, &update, &top);
    CHECK(res == SPVRT_SUCCESS, "top with motion and allow_update\n");
    if (res == SPVRT_SUCCESS) {
        inst.transform_t1[2][3] = 8;
        CHECK(spvrt_accel_refit(ctx, top, NULL, 0, &inst, 1) == SPVRT_SUCCESS, "refit of a motion top level\n");
        spvrt_ray ray = {{3, 0.125f, 0}, 0, {0, 0, 1}, 100, 0, 0xFF, 1};
        spvrt_hit hit;
        spvrt_accel_trace(top, &ray, &hit, 1);
        CHECK(fabsf(hit.t - 11) < 1e-5f, "after refit, time 1: t %g, want 11\n", (double)hit.t);
        spvrt_accel_free(top);
    }
    spvrt_accel_free(bottom);
}

int main(void)
{
    ctx = spvrt_context_create(NULL);
    if (getenv("ACCEL_TEST_BENCH_ONLY")) {
        bench();
        spvrt_context_destroy(ctx);
        return 0;
    }
    test_hostile();
    test_cull_mask_bits();
    test_generate();
    test_random_scene();
    test_threads();
    test_refit();
    test_motion();
    if (failures == 0)
        bench();
    spvrt_context_destroy(ctx);
    printf("%s: %d failure(s)\n", failures ? "FAIL" : "ok", failures);
    return failures ? 1 : 0;
}
