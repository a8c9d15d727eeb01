/* spvrt exec: the ray query family (SPV_KHR_ray_query, the ray query
 * getters of SPV_NV_linear_swept_spheres, OpRayQueryGetIntersection-
 * TriangleVertexPositionsKHR of SPV_KHR_ray_tracing_position_fetch;
 * RULES.md A.10, A.11, C.2, C.3).
 *
 * Values.  An OpTypeAccelerationStructureKHR value is the structure's
 * 64-bit address (prepare.c gives the type one 64-bit row; 0 is the null
 * acceleration structure); a descriptor of it is a binding whose data holds
 * that address.  OpConvertUToAccelerationStructureKHR takes a uint64 or a
 * uvec2 (low word first, as OpBitcast would: RQ-S02).  The address is looked
 * up in spvrt_dispatch.accels (sorted once per dispatch by run.c) when a ray
 * query is initialized.
 *
 * Objects.  An OpTypeRayQueryKHR lives only in Function/Private memory
 * (RQ-007): prepare.c gives it exec_ray_query_bytes() bytes, never register
 * rows.  The object is an rq_object: a tag written by
 * OpRayQueryInitializeKHR, what the last OpRayQueryProceedKHR returned, and
 * the traversal of src/accel (accel_query).  Function memory starts
 * undefined (it holds what an earlier invocation left there), so the tag
 * names the dispatch and the workgroup; any other value means the object
 * was never initialized by this invocation and every use traps.
 *
 * Undefined behaviour is reported, not executed.  This is a reference
 * runtime: where SPIR-V says the behaviour is undefined, the instruction
 * traps with the rule's id rather than return something a driver might
 * return:
 *   RQ-S06  Proceed after a Proceed returned false;
 *   RQ-S07  Terminate after a Proceed returned false;
 *   RQ-S08  Generate unless the last Proceed returned true (and the
 *           traversal was not terminated since) or on a non-AABB candidate;
 *   RQ-S09  Confirm likewise, or on an AABB candidate;
 *   RQ-S11 / LSS-S11  a Candidate getter unless the last Proceed returned true;
 *   RQ-S12 / LSS-S11  a Committed getter (but GetIntersectionType) with
 *           nothing committed;
 *   RQ-S13  GetIntersectionT of an AABB candidate;
 *   RQ-S14  Barycentrics / FrontFace of a hit that is not a triangle;
 *   LSS-S08 the sphere getters of a hit that is not a sphere, the LSS
 *           getters of one that is not an LSS (and triangle vertex
 *           positions of one that is not a triangle).
 * CandidateAABBOpaque of a triangle candidate is defined: false.  Terminate
 * before any Proceed is allowed (no prior Proceed returned anything but
 * true); candidate getters after Terminate read the last candidate.
 *
 * The Vulkan environment's runtime rules (spvrt_dispatch.debug): in debug
 * mode OpRayQueryInitializeKHR traps on a ray the environment forbids
 * (ENV-164..167, VUID-RuntimeSpirv-OpRayQueryInitializeKHR-06348..06351),
 * on flags with RQ-004..RQ-006's invalid combinations, and
 * OpRayQueryGenerateIntersectionKHR on a Hit T outside [Ray Tmin, committed
 * T] (ENV-169, -06353).  Outside debug mode a ray with a NaN or an infinite
 * origin or direction component, or a NaN Tmin/Tmax, finds nothing (its ray
 * getters still return it); invalid flag combinations and other values go
 * to the traversal as they are.  A structure that is not a top level
 * (ENV-168, -06352) and an address that is no structure of the dispatch
 * (RQ-S02) trap in every mode.
 *
 * Candidate types (RQ-S10): Triangle 0 / AABB 1; committed: None 0 /
 * Triangle 1 / Generated 2.  Spheres and LSS (built-in primitives, not
 * AABBs) report the triangle types, with IsSphereHit / IsLSSHit true. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../accel/accel.h"
#include "../exec/prep.h"
#include "../exec/run.h"
#include "rt.h"

#define RQ_TAG_MAGIC 0x5271756572794b48ull /* "RqueryKH" */

enum { RQ_PROCEED_NONE = 0, RQ_PROCEED_TRUE = 1, RQ_PROCEED_FALSE = 2 };

typedef struct rq_object {
    uint64_t tag;               /* rq_tag() of the initializing invocation's dispatch and workgroup */
    uint32_t last_proceed;      /* RQ_PROCEED_* */
    uint32_t terminated;
    accel_query query;
} rq_object;

uint32_t exec_ray_query_bytes(void)
{
    return (uint32_t)((sizeof(rq_object) + EXEC_RAY_QUERY_ALIGN - 1) & ~(size_t)(EXEC_RAY_QUERY_ALIGN - 1));
}

/* What a getter reads (op->data). */
typedef struct rq_getter {
    bool committed;             /* the Intersection operand: 1 Committed, 0 Candidate */
} rq_getter;

/* ---- objects ---------------------------------------------------------------- */

static uint64_t rq_tag(const exec_wave *w)
{
    const exec_dispatch_state *d = w->dispatch;
    uint64_t group = 0, serial = 0;
    if (d) {
        const uint32_t *n = d->dispatch->group_count;
        group = ((uint64_t)w->workgroup[2] * n[1] + w->workgroup[1]) * n[0] + w->workgroup[0];
        serial = d->serial;
    }
    return RQ_TAG_MAGIC ^ (serial << 40) ^ (group * 0x9E3779B97F4A7C15ull);
}

static const char *rq_name(const exec_op *op)
{
    const spvrt_instruction_info *info = spvrt_grammar_opcode(op->opcode);
    return info ? spvrt_grammar_string(info->name) : "a ray query instruction";
}

/* The lane's ray query object; NULL after a trap.  initialized: it must
 * have been initialized by this invocation. */
static rq_object *rq_object_at(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t tag, bool initialized)
{
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    rq_object *o = exec_memory_at(w, op, lane, pointer[lane], op->args[0].type->storage_class, sizeof *o);
    if (!o)
        return NULL;
    if ((uintptr_t)o % _Alignof(rq_object)) {
        exec_trap(w, op, lane, "the ray query pointer is misaligned");
        return NULL;
    }
    if (initialized && o->tag != tag) {
        exec_trap(w, op, lane, "ray query used before OpRayQueryInitializeKHR (RQ-S03: %s of an object this "
                  "invocation has not initialized)", rq_name(op));
        return NULL;
    }
    return o;
}

const accel_query *rt_ray_query_at(exec_wave *w, const exec_op *op, uint32_t arg, uint32_t lane)
{
    const uint64_t *pointer = exec_row(w, op->args[arg].row);
    const rq_object *o = exec_memory_at(w, op, lane, pointer[lane], op->args[arg].type->storage_class, sizeof *o);
    if (!o)
        return NULL;
    if ((uintptr_t)o % _Alignof(rq_object) || o->tag != rq_tag(w)) {
        exec_trap(w, op, lane, "%s of a ray query this invocation has not initialized (RQ-S03)", rq_name(op));
        return NULL;
    }
    return &o->query;
}

static int compare_accel_address(const void *key, const void *element)
{
    uint64_t address = *(const uint64_t *)key;
    const spvrt_accel_address *a = element;
    return address < a->address ? -1 : address > a->address;
}

/* ---- OpConvertUToAccelerationStructureKHR ----------------------------------- */

static void run_convert(exec_wave *w, const exec_op *op)
{
    uint64_t *out = exec_row(w, op->result_row);
    if (op->args[0].type->kind == EXEC_VECTOR) { /* uvec2: as if OpBitcast, component 0 the low word (RQ-S02) */
        const uint32_t *lo = exec_row(w, op->args[0].row), *hi = exec_row(w, op->args[0].row + 1);
        for (uint32_t l = 0; l < w->width; l++)
            out[l] = (uint64_t)lo[l] | (uint64_t)hi[l] << 32;
    } else {
        const uint64_t *in = exec_row(w, op->args[0].row);
        memmove(out, in, (size_t)w->width * sizeof *out);
    }
}

/* ---- OpRayQueryInitializeKHR ------------------------------------------------- */

#define row_f32 rt_row_f32
#define row_u32 rt_row_u32

bool rt_find_top(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t address, const accel_top **top)
{
    const exec_dispatch_state *d = w->dispatch;
    *top = NULL;
    if (!address)
        return true;
    /* (no structure bound: d->accels may be NULL, which bsearch must not be given) */
    const spvrt_accel_address *a = d && d->accel_count ? bsearch(&address, d->accels, d->accel_count,
                                                                 sizeof *d->accels, compare_accel_address) : NULL;
    if (!a) {
        exec_trap(w, op, lane, "acceleration structure address 0x%llx is no acceleration structure of the dispatch "
                  "(it must be a valid acceleration structure: RQ-S02, VUID-RuntimeSpirv-OpTraceRayKHR-06337)",
                  (unsigned long long)address);
        return false;
    }
    *top = accel_as_top(a->top);
    if (!*top) {
        exec_trap(w, op, lane, "ENV-168: the acceleration structure at 0x%llx is not a top-level one "
                  "(VUID-RuntimeSpirv-OpRayQueryInitializeKHR-06352)", (unsigned long long)address);
        return false;
    }
    return true;
}

static bool has_nan3(const float v[3])
{
    return isnan(v[0]) || isnan(v[1]) || isnan(v[2]);
}

static bool finite3(const float v[3])
{
    return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

static int popcount32(uint32_t v)
{
    return __builtin_popcount(v);
}

/* The Vulkan environment's rules on the operands (debug mode): the reason,
 * or NULL when they hold. */
static const char *init_violation(const accel_ray *ray, char *buffer, size_t size)
{
    uint32_t f = ray->flags;
    if (has_nan3(ray->origin) || has_nan3(ray->direction) || isnan(ray->tmin) || isnan(ray->tmax))
        return "ENV-167: Ray Origin, Ray Direction, Ray Tmin and Ray Tmax must not contain NaN "
               "(VUID-RuntimeSpirv-OpRayQueryInitializeKHR-06351)";
    if (!finite3(ray->origin) || !finite3(ray->direction))
        return "ENV-164: every component of Ray Origin and Ray Direction must be finite "
               "(VUID-RuntimeSpirv-OpRayQueryInitializeKHR-06348)";
    if (ray->tmin < 0.0f || ray->tmax < 0.0f)
        return "ENV-165: Ray Tmin and Ray Tmax must be non-negative (VUID-RuntimeSpirv-OpRayQueryInitializeKHR-06349)";
    if (ray->tmin > ray->tmax)
        return "ENV-166: Ray Tmin must be less than or equal to Ray Tmax "
               "(VUID-RuntimeSpirv-OpRayQueryInitializeKHR-06350)";
    const uint32_t opacity = ACCEL_RAY_OPAQUE | ACCEL_RAY_NO_OPAQUE | ACCEL_RAY_CULL_OPAQUE | ACCEL_RAY_CULL_NO_OPAQUE;
    const uint32_t triangles = ACCEL_RAY_SKIP_TRIANGLES | ACCEL_RAY_CULL_BACK_FACING_TRIANGLES |
                               ACCEL_RAY_CULL_FRONT_FACING_TRIANGLES;
    const char *rule = NULL;
    if (popcount32(f & opacity) > 1)
        rule = "RQ-004: at most one of OpaqueKHR, NoOpaqueKHR, CullOpaqueKHR, CullNoOpaqueKHR";
    else if (popcount32(f & triangles) > 1)
        rule = "RQ-005: at most one of SkipTrianglesKHR, CullBackFacingTrianglesKHR, CullFrontFacingTrianglesKHR";
    else if ((f & ACCEL_RAY_SKIP_TRIANGLES) && (f & ACCEL_RAY_SKIP_AABBS))
        rule = "RQ-006: not both SkipTrianglesKHR and SkipAABBsKHR";
    if (!rule)
        return NULL;
    snprintf(buffer, size, "Ray Flags 0x%x: %s may be set (SPV_KHR_ray_query 3.RF)", f, rule);
    return buffer;
}

static void run_initialize(exec_wave *w, const exec_op *op)
{
    const exec_dispatch_state *d = w->dispatch;
    const bool debug = d && d->dispatch->debug;
    const uint64_t tag = rq_tag(w);
    const uint64_t *as = exec_row(w, op->args[1].row);
    uint64_t cached_address = 0;
    const accel_top *cached_top = NULL;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rq_object *o = rq_object_at(w, op, l, tag, false);
        if (!o)
            return;
        accel_ray ray;
        for (int k = 0; k < 3; k++) {
            ray.origin[k] = row_f32(w, op->args[4].row + (uint32_t)k, l);
            ray.direction[k] = row_f32(w, op->args[6].row + (uint32_t)k, l);
        }
        ray.tmin = row_f32(w, op->args[5].row, l);
        ray.tmax = row_f32(w, op->args[7].row, l);
        ray.flags = row_u32(w, op->args[2].row, l);
        ray.cull_mask = row_u32(w, op->args[3].row, l); /* RQ-S04: the traversal uses the 8 low bits */
        ray.time = 0; /* a ray query has no time: a motion structure is traversed at time 0 (docs/ray-tracing.md
                         "Motion blur") */
        const accel_top *top = NULL;
        uint64_t address = as[l];
        if (address && address == cached_address) {
            top = cached_top;
        } else if (address) {
            if (!rt_find_top(w, op, l, address, &top))
                return;
            cached_address = address;
            cached_top = top;
        }
        if (debug) {
            char buffer[256];
            const char *why = init_violation(&ray, buffer, sizeof buffer);
            if (why) {
                exec_trap(w, op, l, "%s", why);
                return;
            }
        } else if (has_nan3(ray.origin) || has_nan3(ray.direction) || isnan(ray.tmin) || isnan(ray.tmax) ||
                   !finite3(ray.origin) || !finite3(ray.direction)) {
            top = NULL; /* a ray the environment forbids finds nothing (see the file header) */
        }
        accel_query_init(&o->query, top, &ray); /* RQ-S03: any previous state is lost */
        o->tag = tag;
        o->last_proceed = RQ_PROCEED_NONE;
        o->terminated = 0;
    }
}

/* ---- Proceed, Terminate, Confirm, Generate ------------------------------------- */

static void run_proceed(exec_wave *w, const exec_op *op)
{
    const uint64_t tag = rq_tag(w);
    uint8_t *out = exec_row(w, op->result_row);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rq_object *o = rq_object_at(w, op, l, tag, true);
        if (!o)
            return;
        if (o->last_proceed == RQ_PROCEED_FALSE) {
            exec_trap(w, op, l, "RQ-S06: OpRayQueryProceedKHR after a previous OpRayQueryProceedKHR on the object "
                      "returned false (undefined behaviour)");
            return;
        }
        bool more = !o->terminated && accel_query_proceed(&o->query); /* RQ-S05, RQ-S07 */
        o->last_proceed = more ? RQ_PROCEED_TRUE : RQ_PROCEED_FALSE;
        out[l] = more;
    }
}

static void run_terminate(exec_wave *w, const exec_op *op)
{
    const uint64_t tag = rq_tag(w);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rq_object *o = rq_object_at(w, op, l, tag, true);
        if (!o)
            return;
        if (o->last_proceed == RQ_PROCEED_FALSE) {
            exec_trap(w, op, l, "RQ-S07: OpRayQueryTerminateKHR after an OpRayQueryProceedKHR on the object "
                      "returned false (undefined behaviour)");
            return;
        }
        if (!o->terminated)
            accel_query_terminate(&o->query);
        o->terminated = 1;
    }
}

/* The candidate Confirm / Generate act on, or NULL after a trap. */
static accel_query *current_candidate(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t tag,
                                      const char *rule)
{
    rq_object *o = rq_object_at(w, op, lane, tag, true);
    if (!o)
        return NULL;
    if (o->last_proceed != RQ_PROCEED_TRUE || o->terminated) {
        exec_trap(w, op, lane, "%s: %s when the last OpRayQueryProceedKHR on the object did not return true%s "
                  "(undefined behaviour)", rule, rq_name(op),
                  o->terminated ? " (it was terminated)" : o->last_proceed == RQ_PROCEED_NONE ? " (none ran)" : "");
        return NULL;
    }
    if (o->query.state != ACCEL_QUERY_CANDIDATE) {
        /* a commit with TerminateOnFirstHitKHR ended the traversal (RQ-S20) */
        exec_trap(w, op, lane, "%s: %s after the traversal ended (TerminateOnFirstHitKHR committed a hit); the "
                  "candidate is gone (undefined behaviour)", rule, rq_name(op));
        return NULL;
    }
    return &o->query;
}

static void run_confirm(exec_wave *w, const exec_op *op)
{
    const uint64_t tag = rq_tag(w);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        accel_query *q = current_candidate(w, op, l, tag, "RQ-S09");
        if (!q)
            return;
        if (q->candidate.kind == ACCEL_HIT_AABB) {
            exec_trap(w, op, l, "RQ-S09: OpRayQueryConfirmIntersectionKHR on an AABB candidate (the candidate "
                      "type must be RayQueryCandidateIntersectionTriangleKHR)");
            return;
        }
        accel_query_confirm(q);
    }
}

static void run_generate(exec_wave *w, const exec_op *op)
{
    const uint64_t tag = rq_tag(w);
    const bool debug = w->dispatch && w->dispatch->dispatch->debug;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        accel_query *q = current_candidate(w, op, l, tag, "RQ-S08");
        if (!q)
            return;
        if (q->candidate.kind != ACCEL_HIT_AABB) {
            exec_trap(w, op, l, "RQ-S08: OpRayQueryGenerateIntersectionKHR on a candidate that is not an AABB "
                      "(undefined behaviour)");
            return;
        }
        float t = row_f32(w, op->args[1].row, l);
        if (debug) {
            float tmax = q->committed.kind != ACCEL_HIT_NONE ? q->committed.t : q->ray.tmax;
            if (!(q->ray.tmin <= t && t <= tmax)) {
                exec_trap(w, op, l, "ENV-169: Hit T %g must be in [Ray Tmin %g, the committed intersection's T %g] "
                          "(VUID-RuntimeSpirv-OpRayQueryGenerateIntersectionKHR-06353)", (double)t,
                          (double)q->ray.tmin, (double)tmax);
                return;
            }
        }
        accel_query_generate(q, t); /* outside [tmin, closest t]: not committed */
    }
}

/* ---- getters ------------------------------------------------------------------ */

static bool is_nv_getter(uint32_t opcode)
{
    return opcode >= SPVRT_OpRayQueryGetIntersectionSpherePositionNV && opcode <= SPVRT_OpRayQueryIsLSSHitNV;
}

/* The hit a getter with an Intersection operand reads, or NULL after a trap. */
static const accel_hit *selected_hit(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t tag, bool committed)
{
    rq_object *o = rq_object_at(w, op, lane, tag, true);
    if (!o)
        return NULL;
    bool nv = is_nv_getter(op->opcode);
    if (committed) {
        if (o->query.committed.kind == ACCEL_HIT_NONE && op->opcode != SPVRT_OpRayQueryGetIntersectionTypeKHR) {
            exec_trap(w, op, lane, "%s: %s of the committed intersection when nothing is committed (undefined "
                      "behaviour)", nv ? "LSS-S11" : "RQ-S12", rq_name(op));
            return NULL;
        }
        return &o->query.committed;
    }
    if (o->last_proceed != RQ_PROCEED_TRUE) {
        exec_trap(w, op, lane, "%s: %s of the candidate intersection when the last OpRayQueryProceedKHR on the "
                  "object did not return true%s (undefined behaviour)", nv ? "LSS-S11" : "RQ-S11", rq_name(op),
                  o->last_proceed == RQ_PROCEED_NONE ? " (none ran)" : "");
        return NULL;
    }
    return &o->query.candidate;
}

static bool require_kind(exec_wave *w, const exec_op *op, uint32_t lane, const accel_hit *h, accel_hit_kind kind,
                         const char *rule, const char *what)
{
    if (h->kind == kind)
        return true;
    exec_trap(w, op, lane, "%s: %s of an intersection that is not %s (undefined behaviour)", rule, rq_name(op), what);
    return false;
}

static void run_getter(exec_wave *w, const exec_op *op)
{
    const rq_getter *g = op->data;
    const uint64_t tag = rq_tag(w);
    const uint32_t r = op->result_row;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        const accel_hit *h = selected_hit(w, op, l, tag, g->committed);
        if (!h)
            return;
        switch (op->opcode) {
        case SPVRT_OpRayQueryGetIntersectionTypeKHR: /* RQ-S10 */
            if (g->committed)
                rt_put_u32(w, r, l, h->kind == ACCEL_HIT_NONE ? 0u : h->kind == ACCEL_HIT_GENERATED ? 2u : 1u);
            else
                rt_put_u32(w, r, l, h->kind == ACCEL_HIT_AABB ? 1u : 0u);
            break;
        case SPVRT_OpRayQueryGetIntersectionTKHR:
            if (!g->committed && h->kind == ACCEL_HIT_AABB) {
                exec_trap(w, op, l, "RQ-S13: OpRayQueryGetIntersectionTKHR of an AABB candidate (undefined "
                          "behaviour: an AABB candidate has no T)");
                return;
            }
            rt_put_f32(w, r, l, h->t);
            break;
        case SPVRT_OpRayQueryGetIntersectionInstanceCustomIndexKHR:
            rt_put_u32(w, r, l, h->instance_custom_index);
            break;
        case SPVRT_OpRayQueryGetIntersectionInstanceIdKHR:
            rt_put_u32(w, r, l, h->instance_index);
            break;
        case SPVRT_OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR:
            rt_put_u32(w, r, l, h->sbt_record_offset);
            break;
        case SPVRT_OpRayQueryGetIntersectionGeometryIndexKHR:
            rt_put_u32(w, r, l, h->geometry_index);
            break;
        case SPVRT_OpRayQueryGetIntersectionPrimitiveIndexKHR:
            rt_put_u32(w, r, l, h->primitive_index);
            break;
        case SPVRT_OpRayQueryGetIntersectionBarycentricsKHR:
            if (!require_kind(w, op, l, h, ACCEL_HIT_TRIANGLE, "RQ-S14", "a triangle"))
                return;
            rt_put_f32(w, r, l, h->barycentrics[0]);
            rt_put_f32(w, r + 1, l, h->barycentrics[1]);
            break;
        case SPVRT_OpRayQueryGetIntersectionFrontFaceKHR:
            if (!require_kind(w, op, l, h, ACCEL_HIT_TRIANGLE, "RQ-S14", "a triangle"))
                return;
            rt_put_bool(w, r, l, h->front_face);
            break;
        case SPVRT_OpRayQueryGetIntersectionObjectRayDirectionKHR:
            for (uint32_t k = 0; k < 3; k++)
                rt_put_f32(w, r + k, l, h->object_direction[k]);
            break;
        case SPVRT_OpRayQueryGetIntersectionObjectRayOriginKHR:
            for (uint32_t k = 0; k < 3; k++)
                rt_put_f32(w, r + k, l, h->object_origin[k]);
            break;
        case SPVRT_OpRayQueryGetIntersectionObjectToWorldKHR:
        case SPVRT_OpRayQueryGetIntersectionWorldToObjectKHR: {
            rt_put_matrix_4x3(w, r, l, op->opcode == SPVRT_OpRayQueryGetIntersectionObjectToWorldKHR ?
                                           h->object_to_world : h->world_to_object);
            break;
        }
        case SPVRT_OpRayQueryGetIntersectionTriangleVertexPositionsKHR:
            if (!require_kind(w, op, l, h, ACCEL_HIT_TRIANGLE, "RQ-S15", "a triangle"))
                return;
            for (uint32_t v = 0; v < 3; v++)
                for (uint32_t k = 0; k < 3; k++)
                    rt_put_f32(w, r + v * 3u + k, l, h->positions[v][k]);
            break;
        case SPVRT_OpRayQueryGetIntersectionSpherePositionNV: /* LSS-S08 */
            if (!require_kind(w, op, l, h, ACCEL_HIT_SPHERE, "LSS-S08", "a sphere"))
                return;
            for (uint32_t k = 0; k < 3; k++)
                rt_put_f32(w, r + k, l, h->positions[0][k]);
            break;
        case SPVRT_OpRayQueryGetIntersectionSphereRadiusNV:
            if (!require_kind(w, op, l, h, ACCEL_HIT_SPHERE, "LSS-S08", "a sphere"))
                return;
            rt_put_f32(w, r, l, h->radii[0]);
            break;
        case SPVRT_OpRayQueryGetIntersectionLSSPositionsNV:
            if (!require_kind(w, op, l, h, ACCEL_HIT_LSS, "LSS-S08", "a linear swept sphere"))
                return;
            for (uint32_t v = 0; v < 2; v++)
                for (uint32_t k = 0; k < 3; k++)
                    rt_put_f32(w, r + v * 3u + k, l, h->positions[v][k]);
            break;
        case SPVRT_OpRayQueryGetIntersectionLSSRadiiNV:
            if (!require_kind(w, op, l, h, ACCEL_HIT_LSS, "LSS-S08", "a linear swept sphere"))
                return;
            rt_put_f32(w, r, l, h->radii[0]);
            rt_put_f32(w, r + 1, l, h->radii[1]);
            break;
        case SPVRT_OpRayQueryGetIntersectionLSSHitValueNV: /* LSS-S09 */
            if (!require_kind(w, op, l, h, ACCEL_HIT_LSS, "LSS-S09", "a linear swept sphere"))
                return;
            rt_put_f32(w, r, l, h->lss_u);
            break;
        case SPVRT_OpRayQueryIsSphereHitNV: /* LSS-S10 */
            rt_put_bool(w, r, l, h->kind == ACCEL_HIT_SPHERE);
            break;
        case SPVRT_OpRayQueryIsLSSHitNV:
            rt_put_bool(w, r, l, h->kind == ACCEL_HIT_LSS);
            break;
        default:
            exec_trap(w, op, l, "internal error: %s has no getter", rq_name(op));
            return;
        }
    }
}

/* The getters without an Intersection operand: the ray (RQ-S17) and
 * CandidateAABBOpaque (RQ-S16). */
static void run_ray_getter(exec_wave *w, const exec_op *op)
{
    const uint64_t tag = rq_tag(w);
    const uint32_t r = op->result_row;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        if (op->opcode == SPVRT_OpRayQueryGetIntersectionCandidateAABBOpaqueKHR) {
            const accel_hit *h = selected_hit(w, op, l, tag, false);
            if (!h)
                return;
            rt_put_bool(w, r, l, h->kind == ACCEL_HIT_AABB && h->opaque);
            continue;
        }
        rq_object *o = rq_object_at(w, op, l, tag, true);
        if (!o)
            return;
        const accel_ray *ray = &o->query.ray;
        switch (op->opcode) {
        case SPVRT_OpRayQueryGetRayTMinKHR:
            rt_put_f32(w, r, l, ray->tmin);
            break;
        case SPVRT_OpRayQueryGetRayFlagsKHR:
            rt_put_u32(w, r, l, ray->flags);
            break;
        case SPVRT_OpRayQueryGetWorldRayDirectionKHR:
            for (uint32_t k = 0; k < 3; k++)
                rt_put_f32(w, r + k, l, ray->direction[k]);
            break;
        case SPVRT_OpRayQueryGetWorldRayOriginKHR:
            for (uint32_t k = 0; k < 3; k++)
                rt_put_f32(w, r + k, l, ray->origin[k]);
            break;
        default:
            exec_trap(w, op, l, "internal error: %s has no getter", rq_name(op));
            return;
        }
    }
}

/* ---- binding ------------------------------------------------------------------- */

static bool ray_query_pointer(const exec_op *op)
{
    return op->arg_count >= 1 && op->args[0].type && op->args[0].type->kind == EXEC_POINTER &&
           op->args[0].type->element && op->args[0].type->element->kind == EXEC_RAY_QUERY;
}

/* Result rows a getter writes: its type must have them all (the validator
 * checked the type; this keeps a handler inside its rows regardless). */
static bool result_rows(const exec_op *op, uint32_t rows)
{
    return op->type && op->result_row != EXEC_NONE && op->type->components == rows;
}

static uint32_t getter_rows(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpRayQueryGetIntersectionBarycentricsKHR:
    case SPVRT_OpRayQueryGetIntersectionLSSRadiiNV:
        return 2;
    case SPVRT_OpRayQueryGetIntersectionObjectRayDirectionKHR:
    case SPVRT_OpRayQueryGetIntersectionObjectRayOriginKHR:
    case SPVRT_OpRayQueryGetWorldRayDirectionKHR:
    case SPVRT_OpRayQueryGetWorldRayOriginKHR:
    case SPVRT_OpRayQueryGetIntersectionSpherePositionNV:
        return 3;
    case SPVRT_OpRayQueryGetIntersectionLSSPositionsNV:
        return 6;
    case SPVRT_OpRayQueryGetIntersectionTriangleVertexPositionsKHR:
        return 9;
    case SPVRT_OpRayQueryGetIntersectionObjectToWorldKHR:
    case SPVRT_OpRayQueryGetIntersectionWorldToObjectKHR:
        return 12;
    default:
        return 1;
    }
}

exec_bind_result exec_bind_ray_query(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    switch (op->opcode) {
    case SPVRT_OpConvertUToAccelerationStructureKHR: {
        const exec_type *t = op->arg_count == 1 ? op->args[0].type : NULL;
        bool ok = t && ((t->kind == EXEC_INT && t->bits == 64) ||
                        (t->kind == EXEC_VECTOR && t->length == 2 && t->bits == 32 && t->scalar->kind == EXEC_INT));
        if (!ok || !result_rows(op, 1))
            return exec_prep_error(p, inst, "OpConvertUToAccelerationStructureKHR needs a uint64 or a uvec2 (RQ-018)");
        op->run = run_convert;
        op->flags |= EXEC_OP_PURE;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpRayQueryInitializeKHR:
    case SPVRT_OpRayQueryTerminateKHR:
    case SPVRT_OpRayQueryGenerateIntersectionKHR:
    case SPVRT_OpRayQueryConfirmIntersectionKHR:
    case SPVRT_OpRayQueryProceedKHR:
    case SPVRT_OpRayQueryGetIntersectionTypeKHR:
    case SPVRT_OpRayQueryGetRayTMinKHR:
    case SPVRT_OpRayQueryGetRayFlagsKHR:
    case SPVRT_OpRayQueryGetIntersectionTKHR:
    case SPVRT_OpRayQueryGetIntersectionInstanceCustomIndexKHR:
    case SPVRT_OpRayQueryGetIntersectionInstanceIdKHR:
    case SPVRT_OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR:
    case SPVRT_OpRayQueryGetIntersectionGeometryIndexKHR:
    case SPVRT_OpRayQueryGetIntersectionPrimitiveIndexKHR:
    case SPVRT_OpRayQueryGetIntersectionBarycentricsKHR:
    case SPVRT_OpRayQueryGetIntersectionFrontFaceKHR:
    case SPVRT_OpRayQueryGetIntersectionCandidateAABBOpaqueKHR:
    case SPVRT_OpRayQueryGetIntersectionObjectRayDirectionKHR:
    case SPVRT_OpRayQueryGetIntersectionObjectRayOriginKHR:
    case SPVRT_OpRayQueryGetWorldRayDirectionKHR:
    case SPVRT_OpRayQueryGetWorldRayOriginKHR:
    case SPVRT_OpRayQueryGetIntersectionObjectToWorldKHR:
    case SPVRT_OpRayQueryGetIntersectionWorldToObjectKHR:
    case SPVRT_OpRayQueryGetIntersectionSpherePositionNV:
    case SPVRT_OpRayQueryGetIntersectionSphereRadiusNV:
    case SPVRT_OpRayQueryGetIntersectionLSSPositionsNV:
    case SPVRT_OpRayQueryGetIntersectionLSSRadiiNV:
    case SPVRT_OpRayQueryGetIntersectionLSSHitValueNV:
    case SPVRT_OpRayQueryIsSphereHitNV:
    case SPVRT_OpRayQueryIsLSSHitNV:
    case SPVRT_OpRayQueryGetIntersectionTriangleVertexPositionsKHR:
        break;
    default:
        return EXEC_BIND_NOT_MINE;
    }
    if (!ray_query_pointer(op))
        return exec_prep_error(p, inst, "the Ray Query operand is not a pointer to OpTypeRayQueryKHR (RQ-016)");
    switch (op->opcode) {
    case SPVRT_OpRayQueryInitializeKHR:
        if (op->arg_count != 8)
            return exec_prep_error(p, inst, "OpRayQueryInitializeKHR needs 8 operands");
        op->run = run_initialize;
        return EXEC_BIND_OK;
    case SPVRT_OpRayQueryTerminateKHR:
        op->run = run_terminate;
        return EXEC_BIND_OK;
    case SPVRT_OpRayQueryConfirmIntersectionKHR:
        op->run = run_confirm;
        return EXEC_BIND_OK;
    case SPVRT_OpRayQueryGenerateIntersectionKHR:
        if (op->arg_count != 2)
            return exec_prep_error(p, inst, "OpRayQueryGenerateIntersectionKHR needs a Hit T");
        op->run = run_generate;
        return EXEC_BIND_OK;
    case SPVRT_OpRayQueryProceedKHR:
        if (!result_rows(op, 1))
            return exec_prep_error(p, inst, "OpRayQueryProceedKHR needs a bool result");
        op->run = run_proceed;
        return EXEC_BIND_OK;
    case SPVRT_OpRayQueryGetRayTMinKHR:
    case SPVRT_OpRayQueryGetRayFlagsKHR:
    case SPVRT_OpRayQueryGetWorldRayDirectionKHR:
    case SPVRT_OpRayQueryGetWorldRayOriginKHR:
    case SPVRT_OpRayQueryGetIntersectionCandidateAABBOpaqueKHR:
        if (!result_rows(op, getter_rows(op->opcode)))
            return exec_prep_error(p, inst, "%s has an unexpected result type", rq_name(op));
        op->run = run_ray_getter;
        return EXEC_BIND_OK;
    default:
        break;
    }
    /* the getters with an Intersection operand: a constant, 0 Candidate / 1 Committed (RQ-031, RQ-032) */
    uint64_t which = 2;
    if (op->arg_count != 2 || !exec_prep_constant_u64(p, op->args[1].id, &which) || which > 1)
        return exec_prep_error(p, inst, "the Intersection operand must be the constant 0 (Candidate) or 1 "
                               "(Committed) (RQ-031, RQ-032)");
    if (!result_rows(op, getter_rows(op->opcode)))
        return exec_prep_error(p, inst, "%s has an unexpected result type", rq_name(op));
    rq_getter *g = exec_prep_alloc(p, sizeof *g);
    if (!g)
        return EXEC_BIND_ERROR;
    g->committed = which == 1;
    op->data = g;
    op->run = run_getter;
    return EXEC_BIND_OK;
}
