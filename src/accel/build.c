/* Building and refitting acceleration structures (spvrt_accel_build_bottom,
 * spvrt_accel_build_top, spvrt_accel_refit, spvrt_accel_free).
 *
 * Both levels use one builder: a 4-wide BVH (bvh.h) made top-down with a
 * binned surface-area heuristic.  A node takes its range of items, splits
 * it in two with the best of ACCEL_BINS bins per axis, then splits the
 * child of largest area again until it has four children or no child is
 * worth splitting (the SAH cost of a leaf is no more than that of a split
 * and the leaf is small).  Below depth ACCEL_MEDIAN_DEPTH the split is the
 * median of the range, so no tree is deeper than ACCEL_MAX_DEPTH (the
 * traversal stack of accel.h holds such a tree).
 *
 * Threads: subtrees of at least ACCEL_PARALLEL_MIN items become tasks that
 * any thread takes.  Every decision depends only on the items of the range,
 * and each subtree writes its nodes into slots fixed by its range (a
 * subtree of m >= 2 items needs at most m - 1 nodes; see child_base), so
 * the tree is the same whatever the number of threads; a final pre-order
 * walk packs the nodes. */
#include <math.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/core.h"
#include "bvh.h"
#include "intersect.h"

#define ACCEL_BINS 32
#define ACCEL_MAX_LEAF 8
#define ACCEL_MEDIAN_DEPTH 16
#define ACCEL_PARALLEL_MIN 4096

/* ---- boxes ------------------------------------------------------------- */

static void box_empty(float box[6])
{
    box[0] = box[1] = box[2] = INFINITY;
    box[3] = box[4] = box[5] = -INFINITY;
}

static void box_grow(float box[6], const float other[6])
{
    for (int a = 0; a < 3; a++) {
        box[a] = other[a] < box[a] ? other[a] : box[a];
        box[a + 3] = other[a + 3] > box[a + 3] ? other[a + 3] : box[a + 3];
    }
}

static void box_point(float box[6], const float p[3])
{
    for (int a = 0; a < 3; a++) {
        box[a] = p[a] < box[a] ? p[a] : box[a];
        box[a + 3] = p[a] > box[a + 3] ? p[a] : box[a + 3];
    }
}

static float box_half_area(const float box[6])
{
    float dx = box[3] - box[0], dy = box[4] - box[1], dz = box[5] - box[2];
    if (!(dx >= 0 && dy >= 0 && dz >= 0))
        return 0;
    return dx * dy + dy * dz + dz * dx;
}

static bool all_finite(const float *v, int n)
{
    for (int i = 0; i < n; i++)
        if (!isfinite(v[i]))
            return false;
    return true;
}

/* The box of a bottom-level primitive; false when it is inactive (NaN
 * data, an AABB with min > max: Vulkan "Inactive Primitives and
 * Instances").  Infinite coordinates are treated as inactive too: no box
 * can hold them. */
static bool prim_box(const accel_prim *p, float box[6])
{
    box_empty(box);
    switch ((spvrt_geometry_kind)p->kind) {
    case SPVRT_GEOMETRY_TRIANGLES:
        if (!all_finite(p->data, 9))
            return false;
        for (int v = 0; v < 3; v++)
            box_point(box, p->data + 3 * v);
        return true;
    case SPVRT_GEOMETRY_AABBS:
        if (!all_finite(p->data, 6))
            return false;
        for (int a = 0; a < 3; a++)
            if (p->data[a] > p->data[a + 3])
                return false;
        memcpy(box, p->data, sizeof(float) * 6);
        return true;
    case SPVRT_GEOMETRY_SPHERES:
        accel_bounds_sphere(p->data, p->data[3], box);
        return box[0] <= box[3];
    case SPVRT_GEOMETRY_LSS:
        accel_bounds_lss(p->data, p->data[3], p->data + 4, p->data[7], box);
        return box[0] <= box[3];
    }
    return false;
}

/* ---- the builder ------------------------------------------------------- */

typedef struct build_ref {
    float box[6];
    uint32_t item;
} build_ref;

typedef struct build_task {
    uint32_t begin, end, base, depth;
} build_task;

typedef struct builder {
    build_ref *refs;
    accel_node *slots; /* indexed by the slot numbers of child_base */
    /* the shared task list */
    pthread_mutex_t lock;
    pthread_cond_t wake;
    build_task *tasks;
    uint32_t task_count, task_capacity;
    uint32_t unfinished;
    bool threaded;
} builder;

/* A range being split inside one node. */
typedef struct build_range {
    uint32_t begin, end;
    float box[6];
    bool split_found;   /* a split was computed and is worth it */
    uint32_t split_axis;
    uint32_t split_bin; /* items of bins < split_bin go left */
    float cmin, scale;  /* binning of split_axis */
} build_range;

static void range_bounds(const builder *b, build_range *r)
{
    box_empty(r->box);
    for (uint32_t i = r->begin; i < r->end; i++)
        box_grow(r->box, b->refs[i].box);
}

static uint32_t bin_of(const build_ref *ref, uint32_t axis, float cmin, float scale)
{
    float c = ref->box[axis] + ref->box[axis + 3];
    float f = (c - cmin) * scale;
    if (!(f > 0))
        return 0;
    if (f >= ACCEL_BINS - 1)
        return ACCEL_BINS - 1;
    return (uint32_t)f;
}

/* Decide whether r is worth splitting and how (binned SAH); a range that
 * must not be a leaf (more than ACCEL_MAX_LEAF items) always gets a split. */
static void range_plan(const builder *b, build_range *r, uint32_t depth)
{
    uint32_t n = r->end - r->begin;
    r->split_found = false;
    if (n < 2 || depth + 1 >= ACCEL_MAX_DEPTH)
        return;
    float cbox[6];
    box_empty(cbox);
    for (uint32_t i = r->begin; i < r->end; i++) {
        const float *bx = b->refs[i].box;
        float c[3] = {bx[0] + bx[3], bx[1] + bx[4], bx[2] + bx[5]};
        box_point(cbox, c);
    }
    if (depth >= ACCEL_MEDIAN_DEPTH) {
        /* deep: halve the range in its current order (bounds the depth) */
        r->split_found = true;
        r->split_axis = 3;
        return;
    }
    float best_cost = INFINITY;
    for (uint32_t axis = 0; axis < 3; axis++) {
        float extent = cbox[axis + 3] - cbox[axis];
        if (!(extent > 0))
            continue;
        float scale = (float)ACCEL_BINS / extent;
        uint32_t count[ACCEL_BINS] = {0};
        float bins[ACCEL_BINS][6];
        for (int k = 0; k < ACCEL_BINS; k++)
            box_empty(bins[k]);
        for (uint32_t i = r->begin; i < r->end; i++) {
            uint32_t k = bin_of(&b->refs[i], axis, cbox[axis], scale);
            count[k]++;
            box_grow(bins[k], b->refs[i].box);
        }
        /* right-to-left sweep, then left-to-right */
        float right_area[ACCEL_BINS];
        uint32_t right_count[ACCEL_BINS];
        float acc[6];
        box_empty(acc);
        uint32_t cnt = 0;
        for (int k = ACCEL_BINS - 1; k > 0; k--) {
            box_grow(acc, bins[k]);
            cnt += count[k];
            right_area[k] = box_half_area(acc);
            right_count[k] = cnt;
        }
        box_empty(acc);
        cnt = 0;
        for (int k = 1; k < ACCEL_BINS; k++) {
            box_grow(acc, bins[k - 1]);
            cnt += count[k - 1];
            if (cnt == 0 || right_count[k] == 0)
                continue;
            float cost = box_half_area(acc) * (float)cnt + right_area[k] * (float)right_count[k];
            if (cost < best_cost) {
                best_cost = cost;
                r->split_found = true;
                r->split_axis = axis;
                r->split_bin = (uint32_t)k;
                r->cmin = cbox[axis];
                r->scale = scale;
            }
        }
    }
    if (!r->split_found) {
        /* every centroid in one point: halve in order */
        r->split_found = true;
        r->split_axis = 3;
        return;
    }
    if (n <= ACCEL_MAX_LEAF) {
        /* SAH: traversal cost 1, intersection cost 1 per item */
        float area = box_half_area(r->box);
        float split_cost = area + best_cost;
        if (!(split_cost < area * (float)n))
            r->split_found = false;
    }
}

/* Partition r by its plan into [begin, mid) and [mid, end); both non-empty. */
static uint32_t range_split(builder *b, const build_range *r)
{
    if (r->split_axis == 3)
        return r->begin + (r->end - r->begin) / 2;
    uint32_t i = r->begin, j = r->end;
    while (i < j) {
        if (bin_of(&b->refs[i], r->split_axis, r->cmin, r->scale) < r->split_bin) {
            i++;
        } else {
            j--;
            build_ref t = b->refs[i];
            b->refs[i] = b->refs[j];
            b->refs[j] = t;
        }
    }
    if (i == r->begin || i == r->end) /* cannot happen with a valid plan; stay safe */
        return r->begin + (r->end - r->begin) / 2;
    return i;
}

static void push_task(builder *b, build_task t);

/* Build the node of [begin, end) into slot base, its subtrees into the
 * slots [base + 1, base + (end - begin) - 1). root: the range may stay one
 * leaf (the root always exists). */
static void build_node(builder *b, uint32_t begin, uint32_t end, uint32_t base, uint32_t depth, bool root)
{
    build_range child[4];
    int count = 1;
    child[0].begin = begin;
    child[0].end = end;
    range_bounds(b, &child[0]);
    range_plan(b, &child[0], depth);
    for (;;) {
        int pick = -1;
        float pick_area = -1;
        for (int k = 0; k < count; k++)
            if (child[k].split_found && box_half_area(child[k].box) > pick_area) {
                pick = k;
                pick_area = box_half_area(child[k].box);
            }
        if (pick < 0 || count == 4)
            break;
        build_range whole = child[pick];
        uint32_t mid = range_split(b, &whole);
        /* keep the children in item order: the right half goes after pick */
        for (int k = count; k > pick + 1; k--)
            child[k] = child[k - 1];
        child[pick].begin = whole.begin;
        child[pick].end = mid;
        child[pick + 1].begin = mid;
        child[pick + 1].end = whole.end;
        count++;
        for (int k = pick; k <= pick + 1; k++) {
            range_bounds(b, &child[k]);
            range_plan(b, &child[k], depth + 1);
        }
    }
    (void)root;
    accel_node *node = &b->slots[base];
    for (int a = 0; a < 3; a++)
        for (int k = 0; k < 4; k++) {
            node->lo[a][k] = INFINITY;
            node->hi[a][k] = -INFINITY;
        }
    for (int k = 0; k < 4; k++)
        node->child[k] = ACCEL_CHILD_EMPTY;
    for (int k = 0; k < count; k++) {
        for (int a = 0; a < 3; a++) {
            node->lo[a][k] = child[k].box[a];
            node->hi[a][k] = child[k].box[a + 3];
        }
        if (!child[k].split_found) {
            node->child[k] = ACCEL_CHILD_LEAF | child[k].begin;
            continue;
        }
        /* child k's slots follow those of children 0 .. k-1:
           base + 1 + sum over j < k of (m_j - 1) */
        uint32_t child_base = base + 1 + (child[k].begin - begin) - (uint32_t)k;
        node->child[k] = child_base;
        build_task t = {child[k].begin, child[k].end, child_base, depth + 1};
        if (b->threaded && child[k].end - child[k].begin >= ACCEL_PARALLEL_MIN)
            push_task(b, t);
        else
            build_node(b, t.begin, t.end, t.base, t.depth, false);
    }
}

static void push_task(builder *b, build_task t)
{
    pthread_mutex_lock(&b->lock);
    if (b->task_count < b->task_capacity) {
        b->tasks[b->task_count++] = t;
        b->unfinished++;
        pthread_cond_signal(&b->wake);
        pthread_mutex_unlock(&b->lock);
        return;
    }
    pthread_mutex_unlock(&b->lock);
    build_node(b, t.begin, t.end, t.base, t.depth, false); /* list full: do it here */
}

static void *build_worker(void *arg)
{
    builder *b = arg;
    pthread_mutex_lock(&b->lock);
    for (;;) {
        while (b->task_count == 0 && b->unfinished > 0)
            pthread_cond_wait(&b->wake, &b->lock);
        if (b->task_count == 0)
            break;
        build_task t = b->tasks[--b->task_count];
        pthread_mutex_unlock(&b->lock);
        build_node(b, t.begin, t.end, t.base, t.depth, false);
        pthread_mutex_lock(&b->lock);
        if (--b->unfinished == 0)
            pthread_cond_broadcast(&b->wake);
    }
    pthread_mutex_unlock(&b->lock);
    return NULL;
}

static uint32_t thread_count(const spvrt_accel_build_options *options)
{
    uint32_t n = options ? options->threads : 0;
    if (n == 0) {
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        n = cores > 0 ? (uint32_t)cores : 1;
    }
    return n > 64 ? 64 : n;
}

/* Record an error on the context; returns false. */
static bool fail(spvrt_context *ctx, const char *fmt, ...) SPVRT_PRINTF(2, 3);
static bool fail(spvrt_context *ctx, const char *fmt, ...)
{
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.instruction_index = UINT32_MAX;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(ctx, &where, fmt, ap);
    va_end(ap);
    return false;
}

static spvrt_result out_of_memory(spvrt_context *ctx, const char *what)
{
    fail(ctx, "out of memory building an acceleration structure (%s)", what);
    return SPVRT_ERROR_OUT_OF_MEMORY;
}

/* Build the tree over refs[0 .. n) into a->nodes; refs come back in leaf
 * order.  n >= 1. */
static spvrt_result build_tree(spvrt_accel *a, build_ref *refs, uint32_t n, uint32_t threads)
{
    spvrt_context *ctx = a->ctx;
    builder b;
    memset(&b, 0, sizeof b);
    b.refs = refs;
    b.slots = spvrt_alloc(ctx, sizeof(accel_node) * n);
    if (!b.slots)
        return out_of_memory(ctx, "nodes");
    b.threaded = threads > 1 && n >= 2 * ACCEL_PARALLEL_MIN;
    if (b.threaded) {
        b.task_capacity = 4096;
        b.tasks = spvrt_alloc(ctx, sizeof(build_task) * b.task_capacity);
        if (!b.tasks)
            b.threaded = false;
    }
    if (b.threaded) {
        pthread_mutex_init(&b.lock, NULL);
        pthread_cond_init(&b.wake, NULL);
        pthread_t ids[64];
        uint32_t started = 0;
        b.tasks[0] = (build_task){0, n, 0, 0};
        b.task_count = 1;
        b.unfinished = 1;
        for (uint32_t i = 1; i < threads; i++)
            if (pthread_create(&ids[started], NULL, build_worker, &b) == 0)
                started++;
        build_worker(&b);
        for (uint32_t i = 0; i < started; i++)
            pthread_join(ids[i], NULL);
        pthread_cond_destroy(&b.wake);
        pthread_mutex_destroy(&b.lock);
    } else {
        build_node(&b, 0, n, 0, 0, true);
    }
    spvrt_free(ctx, b.tasks);

    /* pack: pre-order walk from slot 0 */
    uint32_t *map = spvrt_alloc(ctx, sizeof(uint32_t) * n);
    uint32_t *order = spvrt_alloc(ctx, sizeof(uint32_t) * n);
    if (!map || !order) {
        spvrt_free(ctx, map);
        spvrt_free(ctx, order);
        spvrt_free(ctx, b.slots);
        return out_of_memory(ctx, "nodes");
    }
    uint32_t stack[ACCEL_MAX_DEPTH * 4 + 4];
    uint32_t sp = 0, count = 0;
    stack[sp++] = 0;
    while (sp > 0) {
        uint32_t s = stack[--sp];
        map[s] = count;
        order[count++] = s;
        for (int k = 3; k >= 0; k--) {
            uint32_t c = b.slots[s].child[k];
            if (c != ACCEL_CHILD_EMPTY && !(c & ACCEL_CHILD_LEAF))
                stack[sp++] = c;
        }
    }
    a->nodes = spvrt_alloc(ctx, sizeof(accel_node) * count);
    if (!a->nodes) {
        spvrt_free(ctx, map);
        spvrt_free(ctx, order);
        spvrt_free(ctx, b.slots);
        return out_of_memory(ctx, "nodes");
    }
    for (uint32_t i = 0; i < count; i++) {
        accel_node *node = &a->nodes[i];
        *node = b.slots[order[i]];
        for (int k = 0; k < 4; k++) {
            uint32_t c = node->child[k];
            if (c != ACCEL_CHILD_EMPTY && !(c & ACCEL_CHILD_LEAF))
                node->child[k] = map[c];
        }
    }
    a->node_count = count;
    spvrt_free(ctx, map);
    spvrt_free(ctx, order);
    spvrt_free(ctx, b.slots);
    return SPVRT_SUCCESS;
}

/* Flag the last item of every leaf: items are in leaf order, leaves are
 * the LEAF children; a leaf runs to the start of the next one. */
static void mark_leaf_ends(const spvrt_accel *a, uint32_t item_count, void (*mark)(spvrt_accel *, uint32_t),
                           spvrt_accel *target)
{
    /* starts[] as a bitmap over items */
    (void)item_count;
    for (uint32_t i = 0; i < a->node_count; i++)
        for (int k = 0; k < 4; k++) {
            uint32_t c = a->nodes[i].child[k];
            if (c != ACCEL_CHILD_EMPTY && (c & ACCEL_CHILD_LEAF) && (c & ~ACCEL_CHILD_LEAF) > 0)
                mark(target, (c & ~ACCEL_CHILD_LEAF) - 1);
        }
    if (item_count > 0)
        mark(target, item_count - 1);
}

static void mark_prim(spvrt_accel *a, uint32_t i)
{
    a->prims[i].flags |= ACCEL_ITEM_LAST;
}

static void mark_inst(spvrt_accel *a, uint32_t i)
{
    a->insts[i].item_flags |= ACCEL_ITEM_LAST;
}

static void root_bounds(spvrt_accel *a)
{
    box_empty(a->bounds);
    if (a->node_count == 0)
        return;
    for (int k = 0; k < 4; k++) {
        float b[6];
        for (int ax = 0; ax < 3; ax++) {
            b[ax] = a->nodes[0].lo[ax][k];
            b[ax + 3] = a->nodes[0].hi[ax][k];
        }
        box_grow(a->bounds, b);
    }
}

/* ---- bottom level ------------------------------------------------------- */

static const float *vertex_at(const spvrt_geometry *g, uint32_t v)
{
    uint32_t stride = g->vertex_stride ? g->vertex_stride : 12;
    return (const float *)(const void *)((const char *)g->vertices + (size_t)v * stride);
}

static void read_vertex(const spvrt_geometry *g, uint32_t v, float out[3])
{
    memcpy(out, vertex_at(g, v), sizeof(float) * 3);
}

/* The vertices at time 1 of triangle p of a geometry with vertex motion: indexed as the time-0 ones
 * (VkAccelerationStructureGeometryMotionTrianglesDataNV: "Indexing [...] is equivalent to the basic vertex
 * position data"). */
static void gather_t1(const spvrt_geometry *g, uint32_t p, float out[9]);

/* Check one geometry against what its primitives will read. */
static bool check_geometry(spvrt_context *ctx, const spvrt_geometry *g, uint32_t gi)
{
    uint64_t n = g->primitive_count;
    if ((unsigned)g->kind > SPVRT_GEOMETRY_LSS)
        return fail(ctx, "geometry %llu has an unknown kind %llu", (unsigned long long)(gi), (unsigned long long)g->kind);
    if (n == 0)
        return true;
    if (n > ACCEL_MAX_ITEMS)
        return fail(ctx, "geometry %llu has %llu primitives, more than an acceleration structure holds", (unsigned long long)(gi), (unsigned long long)(n));
    if (g->kind == SPVRT_GEOMETRY_AABBS) {
        if (!g->aabbs)
            return fail(ctx, "geometry %llu: %llu AABBs but no aabbs array", (unsigned long long)(gi), (unsigned long long)(n));
        return true;
    }
    if (!g->vertices || g->vertex_count == 0)
        return fail(ctx, "geometry %llu: %llu primitives but no vertices", (unsigned long long)(gi), (unsigned long long)(n));
    if (g->vertex_stride != 0 && g->vertex_stride < 12)
        return fail(ctx, "geometry %llu: vertex stride %llu is less than 12 bytes", (unsigned long long)(gi), (unsigned long long)(g->vertex_stride));
    /* VkAccelerationStructureGeometryMotionTrianglesDataNV extends triangle data only */
    if (g->vertices_t1 && g->kind != SPVRT_GEOMETRY_TRIANGLES)
        return fail(ctx, "geometry %llu: vertex motion (vertices_t1) is for triangles only", (unsigned long long)(gi));
    if ((g->kind == SPVRT_GEOMETRY_SPHERES || g->kind == SPVRT_GEOMETRY_LSS) && !g->radii)
        return fail(ctx, "geometry %llu: %llu spheres but no radii", (unsigned long long)(gi), (unsigned long long)(n));
    uint64_t per = g->kind == SPVRT_GEOMETRY_TRIANGLES ? 3 : g->kind == SPVRT_GEOMETRY_LSS ? 2 : 1;
    if (!g->indices) {
        if (n * per > g->vertex_count)
            return fail(ctx, "geometry %llu: the primitives read vertices up to %llu", (unsigned long long)(gi), (unsigned long long)(n * per - 1));
        return true;
    }
    for (uint64_t i = 0; i < n * per; i++)
        if (g->indices[i] >= g->vertex_count)
            return fail(ctx, "geometry: index %llu out of range of the vertex count %llu", (unsigned long long)(g->indices[i]), (unsigned long long)(g->vertex_count));
    return true;
}

static uint32_t index_at(const spvrt_geometry *g, uint64_t i)
{
    return g->indices ? g->indices[i] : (uint32_t)i;
}

/* Gather primitive p of geometry g into *out (geometry checked). */
static void gather_prim(const spvrt_geometry *g, uint32_t gi, uint32_t p, accel_prim *out)
{
    memset(out, 0, sizeof *out);
    out->geometry = gi;
    out->primitive = p;
    out->kind = (uint8_t)g->kind;
    if (g->flags & SPVRT_GEOMETRY_OPAQUE)
        out->flags |= ACCEL_ITEM_OPAQUE;
    switch (g->kind) {
    case SPVRT_GEOMETRY_TRIANGLES:
        for (int v = 0; v < 3; v++)
            read_vertex(g, index_at(g, 3 * (uint64_t)p + (uint64_t)v), out->data + 3 * v);
        break;
    case SPVRT_GEOMETRY_AABBS:
        memcpy(out->data, g->aabbs + 6 * (size_t)p, sizeof(float) * 6);
        break;
    case SPVRT_GEOMETRY_SPHERES: {
        uint32_t v = index_at(g, p);
        read_vertex(g, v, out->data);
        out->data[3] = g->radii[v];
        break;
    }
    case SPVRT_GEOMETRY_LSS: {
        uint32_t v0 = index_at(g, 2 * (uint64_t)p), v1 = index_at(g, 2 * (uint64_t)p + 1);
        read_vertex(g, v0, out->data);
        out->data[3] = g->radii[v0];
        read_vertex(g, v1, out->data + 4);
        out->data[7] = g->radii[v1];
        /* VkRayTracingLssPrimitiveEndCapsModeNV: NONE disables every endcap;
           CHAINED gives the first primitive of each chain both endcaps and
           every following primitive of the chain only its trailing one.  A
           primitive continues the chain of the previous one when its first
           vertex is the previous primitive's second vertex. */
        if (g->endcaps == SPVRT_LSS_ENDCAPS_CHAINED) {
            bool continues = p > 0 && index_at(g, 2 * (uint64_t)p) == index_at(g, 2 * (uint64_t)p - 1);
            out->flags |= ACCEL_ITEM_CAP1;
            if (!continues)
                out->flags |= ACCEL_ITEM_CAP0;
        }
        break;
    }
    }
}

static void gather_t1(const spvrt_geometry *g, uint32_t p, float out[9])
{
    uint32_t stride = g->vertex_stride ? g->vertex_stride : 12;
    for (int v = 0; v < 3; v++) {
        uint32_t i = index_at(g, 3 * (uint64_t)p + (uint64_t)v);
        memcpy(out + 3 * v, (const char *)g->vertices_t1 + (size_t)i * stride, sizeof(float) * 3);
    }
}

/* The box of a triangle with vertex motion: its boxes at times 0 and 1 together (motion.c says why that
 * holds it at every time); false when inactive at either end. */
static bool motion_prim_box(const accel_prim *p, const float t1[9], float box[6])
{
    if (!prim_box(p, box))
        return false;
    if (!all_finite(t1, 9))
        return false;
    for (int v = 0; v < 3; v++)
        box_point(box, t1 + 3 * v);
    return true;
}

static spvrt_accel *accel_new(spvrt_context *ctx, bool top, const spvrt_accel_build_options *options)
{
    spvrt_accel *a = spvrt_alloc_zero(ctx, 1, sizeof *a);
    if (!a)
        return NULL;
    a->ctx = ctx;
    a->is_top = top;
    a->allow_update = options && options->allow_update;
    a->motion = options && options->motion;
    box_empty(a->bounds);
    return a;
}

spvrt_result spvrt_accel_build_bottom(spvrt_context *ctx, const spvrt_geometry *geometries, uint32_t geometry_count,
                                      const spvrt_accel_build_options *options, spvrt_accel **out)
{
    if (out)
        *out = NULL;
    if (!ctx || !out)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    if (geometry_count > 0 && !geometries) {
        fail(ctx, "spvrt_accel_build_bottom: %llu geometries but no array", (unsigned long long)(geometry_count));
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    uint64_t total = 0;
    bool vertex_motion = false;
    for (uint32_t g = 0; g < geometry_count; g++) {
        if (!check_geometry(ctx, &geometries[g], g))
            return SPVRT_ERROR_INVALID_ARGUMENT;
        total += geometries[g].primitive_count;
        vertex_motion |= geometries[g].vertices_t1 != NULL;
    }
    /* VUID-VkAccelerationStructureCreateInfoKHR-createFlags-04955: a geometry with
       VkAccelerationStructureGeometryMotionTrianglesDataNV needs the motion flags */
    if (vertex_motion && !(options && options->motion)) {
        fail(ctx, "spvrt_accel_build_bottom: a geometry has vertex motion but the structure is built without "
             "motion (VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV; VUID-VkAccelerationStructureCreateInfoKHR-"
             "createFlags-04955)");
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    if (total > ACCEL_MAX_ITEMS) {
        fail(ctx, "spvrt_accel_build_bottom: %llu primitives, more than %llu", (unsigned long long)(total), (unsigned long long)(ACCEL_MAX_ITEMS));
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    spvrt_accel *a = accel_new(ctx, false, options);
    if (!a)
        return out_of_memory(ctx, "structure");
    a->geometry_count = geometry_count;
    a->geometries = spvrt_alloc_zero(ctx, geometry_count ? geometry_count : 1, sizeof(accel_geometry_info));
    a->vertex_motion = vertex_motion;
    accel_prim *all = spvrt_alloc(ctx, sizeof(accel_prim) * (total ? total : 1));
    build_ref *refs = spvrt_alloc(ctx, sizeof(build_ref) * (total ? total : 1));
    float(*all_t1)[9] = vertex_motion ? spvrt_alloc(ctx, sizeof(float[9]) * (total ? total : 1)) : NULL;
    if (!a->geometries || !all || !refs || (vertex_motion && !all_t1)) {
        spvrt_free(ctx, all);
        spvrt_free(ctx, refs);
        spvrt_free(ctx, all_t1);
        spvrt_accel_free(a);
        return out_of_memory(ctx, "primitives");
    }
    uint32_t n = 0, k = 0;
    for (uint32_t g = 0; g < geometry_count; g++) {
        const spvrt_geometry *geo = &geometries[g];
        a->geometries[g] = (accel_geometry_info){geo->kind, geo->flags, geo->primitive_count, geo->endcaps,
                                                 geo->vertices_t1 != NULL};
        for (uint32_t p = 0; p < geo->primitive_count; p++) {
            gather_prim(geo, g, p, &all[k]);
            bool active;
            if (geo->vertices_t1) {
                all[k].flags |= ACCEL_ITEM_MOTION;
                gather_t1(geo, p, all_t1[k]);
                active = motion_prim_box(&all[k], all_t1[k], refs[n].box);
            } else {
                active = prim_box(&all[k], refs[n].box);
            }
            if (active) {
                refs[n].item = k;
                n++;
            }
            k++;
        }
    }
    spvrt_result r = SPVRT_SUCCESS;
    if (n > 0) {
        r = build_tree(a, refs, n, thread_count(options));
        if (r == SPVRT_SUCCESS) {
            a->prims = spvrt_alloc(ctx, sizeof(accel_prim) * n);
            if (all_t1)
                a->prim_t1 = spvrt_alloc(ctx, sizeof(float[9]) * n);
            if (!a->prims || (all_t1 && !a->prim_t1)) {
                r = out_of_memory(ctx, "primitives");
            } else {
                for (uint32_t i = 0; i < n; i++) {
                    a->prims[i] = all[refs[i].item];
                    if (all_t1)
                        memcpy(a->prim_t1[i], all_t1[refs[i].item], sizeof(float[9]));
                }
                a->prim_count = n;
                mark_leaf_ends(a, n, mark_prim, a);
                root_bounds(a);
            }
        }
    }
    spvrt_free(ctx, all);
    spvrt_free(ctx, refs);
    spvrt_free(ctx, all_t1);
    if (r != SPVRT_SUCCESS) {
        spvrt_accel_free(a);
        return r;
    }
    *out = a;
    return SPVRT_SUCCESS;
}

/* ---- top level -------------------------------------------------------- */

/* Fill the transforms of *inst from src and its world box; the box is the
 * translation point for a singular transform (then never hit). */
static void instance_transform(accel_inst *inst, accel_inst_motion *motion, const spvrt_instance *src,
                               float box[6])
{
    memcpy(inst->object_to_world, src->transform, sizeof inst->object_to_world);
    inst->item_flags &= ~(uint32_t)(ACCEL_ITEM_SINGULAR | ACCEL_ITEM_MOTION);
    if (motion && (src->motion == SPVRT_INSTANCE_MOTION_MATRIX || src->motion == SPVRT_INSTANCE_MOTION_SRT)) {
        /* the transforms are made at the ray's time (traverse.c); the box holds every time (motion.c) */
        memset(motion, 0, sizeof *motion);
        motion->type = src->motion;
        if (src->motion == SPVRT_INSTANCE_MOTION_MATRIX) {
            memcpy(motion->t0, src->transform, sizeof(float) * 12);
            memcpy(motion->t1, src->transform_t1, sizeof(float) * 12);
        } else {
            memcpy(motion->t0, src->srt[0], sizeof(float) * 16);
            memcpy(motion->t1, src->srt[1], sizeof(float) * 16);
        }
        inst->item_flags |= ACCEL_ITEM_MOTION;
        memset(inst->world_to_object, 0, sizeof inst->world_to_object);
        if (!accel_motion_transform(motion, 0, inst->object_to_world))
            memset(inst->object_to_world, 0, sizeof inst->object_to_world);
        if (!accel_motion_bounds(motion, src->bottom->bounds, box)) {
            inst->item_flags |= ACCEL_ITEM_SINGULAR;
            float p[3] = {0, 0, 0};
            box_empty(box);
            box_point(box, p);
        }
        return;
    }
    if (motion)
        memset(motion, 0, sizeof *motion);
    bool finite = all_finite(&src->transform[0][0], 12);
    if (!finite || !accel_invert_affine(src->transform, inst->world_to_object)) {
        inst->item_flags |= ACCEL_ITEM_SINGULAR;
        memset(inst->world_to_object, 0, sizeof inst->world_to_object);
        box_empty(box);
        if (finite) {
            float p[3] = {src->transform[0][3], src->transform[1][3], src->transform[2][3]};
            box_point(box, p);
        } else {
            float p[3] = {0, 0, 0};
            box_point(box, p);
        }
        return;
    }
    const float *b = src->bottom->bounds;
    box_empty(box);
    if (!(b[0] <= b[3])) /* a bottom level refitted to nothing active */
        return;
    for (int c = 0; c < 8; c++) {
        float p[3] = {b[(c & 1) ? 3 : 0], b[(c & 2) ? 4 : 1], b[(c & 4) ? 5 : 2]};
        float w[3];
        for (int i = 0; i < 3; i++)
            w[i] = src->transform[i][0] * p[0] + src->transform[i][1] * p[1] + src->transform[i][2] * p[2] +
                   src->transform[i][3];
        box_point(box, w);
    }
    /* a little slack for the rounding of the transform */
    for (int i = 0; i < 3; i++) {
        float pad = (fabsf(box[i]) + fabsf(box[i + 3]) + (box[i + 3] - box[i])) * 1e-6f;
        box[i] -= pad;
        box[i + 3] += pad;
    }
}

spvrt_result spvrt_accel_build_top(spvrt_context *ctx, const spvrt_instance *instances, uint32_t instance_count,
                                   const spvrt_accel_build_options *options, spvrt_accel **out)
{
    if (out)
        *out = NULL;
    if (!ctx || !out)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    if (instance_count > 0 && !instances) {
        fail(ctx, "spvrt_accel_build_top: %llu instances but no array", (unsigned long long)(instance_count));
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    if (instance_count > ACCEL_MAX_ITEMS) {
        fail(ctx, "spvrt_accel_build_top: %llu instances, more than %llu", (unsigned long long)(instance_count), (unsigned long long)(ACCEL_MAX_ITEMS));
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    bool motion = options && options->motion;
    for (uint32_t i = 0; i < instance_count; i++) {
        if (instances[i].bottom && instances[i].bottom->is_top) {
            fail(ctx, "spvrt_accel_build_top: instance %llu refers to a top-level structure", (unsigned long long)(i));
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        if ((unsigned)instances[i].motion > SPVRT_INSTANCE_MOTION_SRT) {
            fail(ctx, "spvrt_accel_build_top: instance %llu has an unknown motion type %u", (unsigned long long)(i),
                 (unsigned)instances[i].motion);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        /* Vulkan "Acceleration Structures" (motion instances): "A top level acceleration structure with either
           motion instances or vertex motion in its instances must set
           VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV in flags." */
        bool moving = instances[i].motion == SPVRT_INSTANCE_MOTION_MATRIX ||
                      instances[i].motion == SPVRT_INSTANCE_MOTION_SRT;
        if (!motion && (moving || (instances[i].bottom && instances[i].bottom->vertex_motion))) {
            fail(ctx, "spvrt_accel_build_top: instance %llu %s but the top level is built without motion "
                 "(VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV)", (unsigned long long)(i),
                 moving ? "has instance motion" : "refers to a bottom level with vertex motion");
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
    }
    spvrt_accel *a = accel_new(ctx, true, options);
    if (!a)
        return out_of_memory(ctx, "structure");
    a->instance_total = instance_count;
    uint32_t cap = instance_count ? instance_count : 1;
    accel_inst *all = spvrt_alloc_zero(ctx, cap, sizeof(accel_inst));
    build_ref *refs = spvrt_alloc(ctx, sizeof(build_ref) * cap);
    accel_inst_motion *all_motion = motion ? spvrt_alloc_zero(ctx, cap, sizeof(accel_inst_motion)) : NULL;
    if (!all || !refs || (motion && !all_motion)) {
        spvrt_free(ctx, all);
        spvrt_free(ctx, refs);
        spvrt_free(ctx, all_motion);
        spvrt_accel_free(a);
        return out_of_memory(ctx, "instances");
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < instance_count; i++) {
        const spvrt_instance *src = &instances[i];
        /* Vulkan "Inactive Primitives and Instances": no bottom level, or
           one with nothing in it, is never hit */
        if (!src->bottom || src->bottom->node_count == 0 || !(src->bottom->bounds[0] <= src->bottom->bounds[3]))
            continue;
        accel_inst *inst = &all[n];
        inst->index = i;
        inst->custom_index = src->custom_index & 0xFFFFFFu;
        inst->mask = src->mask & 0xFFu;
        inst->sbt_record_offset = src->sbt_record_offset & 0xFFFFFFu;
        inst->flags = src->flags & 0xFFu;
        inst->bottom = src->bottom;
        instance_transform(inst, all_motion ? &all_motion[n] : NULL, src, refs[n].box);
        refs[n].item = n;
        n++;
    }
    spvrt_result r = SPVRT_SUCCESS;
    if (n > 0) {
        r = build_tree(a, refs, n, thread_count(options));
        if (r == SPVRT_SUCCESS) {
            a->insts = spvrt_alloc(ctx, sizeof(accel_inst) * n);
            if (all_motion)
                a->inst_motion = spvrt_alloc(ctx, sizeof(accel_inst_motion) * n);
            if (!a->insts || (all_motion && !a->inst_motion)) {
                r = out_of_memory(ctx, "instances");
            } else {
                for (uint32_t i = 0; i < n; i++) {
                    a->insts[i] = all[refs[i].item];
                    if (all_motion)
                        a->inst_motion[i] = all_motion[refs[i].item];
                }
                a->inst_count = n;
                mark_leaf_ends(a, n, mark_inst, a);
                root_bounds(a);
            }
        }
    }
    spvrt_free(ctx, all);
    spvrt_free(ctx, refs);
    spvrt_free(ctx, all_motion);
    if (r != SPVRT_SUCCESS) {
        spvrt_accel_free(a);
        return r;
    }
    *out = a;
    return SPVRT_SUCCESS;
}

/* ---- refit ------------------------------------------------------------ */

/* Bottom level: recompute every node box from the primitives (nodes are in pre-order: a
 * backward sweep sees children before parents). */
static void refit_nodes(spvrt_accel *a)
{
    for (uint32_t i = a->node_count; i-- > 0;) {
        accel_node *node = &a->nodes[i];
        for (int k = 0; k < 4; k++) {
            uint32_t c = node->child[k];
            float box[6];
            box_empty(box);
            if (c == ACCEL_CHILD_EMPTY) {
                /* stays empty */
            } else if (c & ACCEL_CHILD_LEAF) {
                for (uint32_t j = c & ~ACCEL_CHILD_LEAF;; j++) {
                    float b[6];
                    uint32_t last;
                    if (a->prims[j].flags & ACCEL_ITEM_MOTION)
                        motion_prim_box(&a->prims[j], a->prim_t1[j], b);
                    else
                        prim_box(&a->prims[j], b);
                    box_grow(box, b);
                    last = a->prims[j].flags & ACCEL_ITEM_LAST;
                    if (last)
                        break;
                }
            } else {
                const accel_node *ch = &a->nodes[c];
                for (int q = 0; q < 4; q++) {
                    float b[6] = {ch->lo[0][q], ch->lo[1][q], ch->lo[2][q], ch->hi[0][q], ch->hi[1][q], ch->hi[2][q]};
                    box_grow(box, b);
                }
            }
            for (int ax = 0; ax < 3; ax++) {
                node->lo[ax][k] = box[ax];
                node->hi[ax][k] = box[ax + 3];
            }
        }
    }
    root_bounds(a);
}

spvrt_result spvrt_accel_refit(spvrt_context *ctx, spvrt_accel *a, const spvrt_geometry *geometries,
                               uint32_t geometry_count, const spvrt_instance *instances, uint32_t instance_count)
{
    if (!ctx || !a)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    if (!a->allow_update) {
        fail(ctx, "spvrt_accel_refit: the structure was built without allow_update");
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    if (!a->is_top) {
        if (instances || instance_count || geometry_count != a->geometry_count ||
            (geometry_count > 0 && !geometries)) {
            fail(ctx, "spvrt_accel_refit: a bottom level needs its %llu geometries (given %llu)", (unsigned long long)(a->geometry_count), (unsigned long long)(geometry_count));
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        for (uint32_t g = 0; g < geometry_count; g++) {
            const accel_geometry_info *info = &a->geometries[g];
            if (geometries[g].kind != info->kind || geometries[g].primitive_count != info->primitive_count ||
                (geometries[g].vertices_t1 != NULL) != info->vertex_motion) {
                fail(ctx, "spvrt_accel_refit: geometry %llu changed its kind, vertex motion or primitive count (%llu)", (unsigned long long)(g), (unsigned long long)(geometries[g].primitive_count));
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            if (!check_geometry(ctx, &geometries[g], g))
                return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        for (uint32_t i = 0; i < a->prim_count; i++) {
            accel_prim *p = &a->prims[i];
            uint8_t last = p->flags & ACCEL_ITEM_LAST;
            gather_prim(&geometries[p->geometry], p->geometry, p->primitive, p);
            p->flags |= last;
            if (geometries[p->geometry].vertices_t1) {
                p->flags |= ACCEL_ITEM_MOTION;
                gather_t1(&geometries[p->geometry], p->primitive, a->prim_t1[i]);
            }
        }
    } else {
        if (geometries || geometry_count || instance_count != a->instance_total ||
            (instance_count > 0 && !instances)) {
            fail(ctx, "spvrt_accel_refit: a top level needs its %llu instances (given %llu)", (unsigned long long)(a->instance_total), (unsigned long long)(instance_count));
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        for (uint32_t i = 0; i < a->inst_count; i++) {
            accel_inst *inst = &a->insts[i];
            const spvrt_instance *src = &instances[inst->index];
            if (src->bottom != inst->bottom) {
                fail(ctx, "spvrt_accel_refit: instance %llu changed its bottom level", (unsigned long long)(inst->index));
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            bool moving = src->motion == SPVRT_INSTANCE_MOTION_MATRIX || src->motion == SPVRT_INSTANCE_MOTION_SRT;
            if ((unsigned)src->motion > SPVRT_INSTANCE_MOTION_SRT || (moving && !a->motion)) {
                fail(ctx, "spvrt_accel_refit: instance %llu has %s motion", (unsigned long long)(inst->index),
                     moving ? "instance motion in a top level built without" : "an unknown");
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
        }
        for (uint32_t i = 0; i < a->inst_count; i++) {
            accel_inst *inst = &a->insts[i];
            const spvrt_instance *src = &instances[inst->index];
            inst->custom_index = src->custom_index & 0xFFFFFFu;
            inst->mask = src->mask & 0xFFu;
            inst->sbt_record_offset = src->sbt_record_offset & 0xFFFFFFu;
            inst->flags = src->flags & 0xFFu;
        }
    }
    if (a->is_top) {
        /* instance boxes are not stored: recompute leaves directly */
        for (uint32_t i = a->node_count; i-- > 0;) {
            accel_node *node = &a->nodes[i];
            for (int k = 0; k < 4; k++) {
                uint32_t c = node->child[k];
                float box[6];
                box_empty(box);
                if (c == ACCEL_CHILD_EMPTY)
                    continue;
                if (c & ACCEL_CHILD_LEAF) {
                    for (uint32_t j = c & ~ACCEL_CHILD_LEAF;; j++) {
                        float b[6];
                        accel_inst *inst = &a->insts[j];
                        instance_transform(inst, a->inst_motion ? &a->inst_motion[j] : NULL,
                                           &instances[inst->index], b);
                        box_grow(box, b);
                        if (inst->item_flags & ACCEL_ITEM_LAST)
                            break;
                    }
                } else {
                    const accel_node *ch = &a->nodes[c];
                    for (int q = 0; q < 4; q++) {
                        float b[6] = {ch->lo[0][q], ch->lo[1][q], ch->lo[2][q],
                                      ch->hi[0][q], ch->hi[1][q], ch->hi[2][q]};
                        box_grow(box, b);
                    }
                }
                for (int ax = 0; ax < 3; ax++) {
                    node->lo[ax][k] = box[ax];
                    node->hi[ax][k] = box[ax + 3];
                }
            }
        }
        root_bounds(a);
    } else {
        refit_nodes(a);
    }
    return SPVRT_SUCCESS;
}

void spvrt_accel_free(spvrt_accel *a)
{
    if (!a)
        return;
    spvrt_context *ctx = a->ctx;
    spvrt_free(ctx, a->nodes);
    spvrt_free(ctx, a->prims);
    spvrt_free(ctx, a->geometries);
    spvrt_free(ctx, a->insts);
    spvrt_free(ctx, a->prim_t1);
    spvrt_free(ctx, a->inst_motion);
    spvrt_free(ctx, a);
}

const accel_top *accel_as_top(const spvrt_accel *accel)
{
    return accel && accel->is_top ? (const accel_top *)(const void *)accel : NULL;
}

bool accel_top_motion(const accel_top *top)
{
    return top && top->accel.motion;
}
