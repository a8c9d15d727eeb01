/* spvrt rt: ray-tracing pipelines on the CPU engine (VK_KHR_ray_tracing_pipeline,
 * SPV_KHR_ray_tracing; docs/ray-tracing.md).
 *
 * A pipeline is one prepared program per stage, and the shader groups of
 * VkRayTracingShaderGroupCreateInfoKHR.  A launch (vkCmdTraceRaysKHR) runs
 * the ray generation program through exec_run in waves of launch indices,
 * x fastest.  The instructions of the family below call the other stages:
 *
 *   OpTraceRayKHR traverses for each active lane with the resumable
 *   traversal of src/accel (accel.h): a non-opaque triangle (sphere, LSS)
 *   candidate runs the hit group's any-hit shader, an AABB candidate its
 *   intersection shader, whose OpReportIntersectionKHR runs the any-hit
 *   shader in turn (Vulkan "Ray Traversal": "Ray Intersection Candidate
 *   Determination", "Ray Intersection Confirmation", "Ray Closest Hit
 *   Determination").  Then the lanes are regrouped by the shader they call
 *   next, the closest-hit shader of the committed hit's group or the miss
 *   shader, and each group of lanes runs as one wave of that shader
 *   (compacted, in lane order), their payloads copied in and out.
 *   OpExecuteCallableKHR regroups its lanes by callable shader the same way.
 *
 * Any-hit and intersection shaders run one lane at a time, in the order the
 * traversal finds the candidates, because each one's verdict changes the
 * traversal of its own ray.  Each stage wave has its own registers and
 * private memory; a caller's wave waits (on the C stack) while its callees
 * run.  Ray generation lanes may move between waves at OpTraceRayKHR and
 * OpExecuteCallableKHR (invocation repack instructions: src/exec/run.c,
 * "lanes that move between waves"; exec_launch.window).  Waves are kept per worker thread,
 * per stage and per nesting level, and reused.
 *
 * Shader binding table (Vulkan "Shader Binding Table"): the hit group of a
 * candidate is record instanceShaderBindingTableRecordOffset + geometry
 * index x sbtRecordStride + sbtRecordOffset of the hit table (stride and
 * offset: their 4 low bits), a miss is record missIndex (16 low bits) of
 * the miss table, a callable record sbtIndex of the callable table.  A
 * table of no records calls nothing (a null handle: no shader); an index
 * past the records of a table that has some traps.
 *
 * The NV forms of SPV_NV_ray_tracing run on the same paths: OpTraceNV and
 * OpExecuteCallableNV name their payload or callable data by Location, which
 * binding resolves to the variable; OpIgnoreIntersectionNV and
 * OpTerminateRayNV are no block terminators but end the any-hit invocation
 * all the same (exec_wave.end_lanes).
 *
 * Undefined behaviour is reported, not executed: a trace deeper than the
 * pipeline's maxPipelineRayRecursionDepth traps (Vulkan: "undefined"), as
 * does a payload used by an instruction of the wrong stage. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../exec/prep.h"
#include "rt.h"

#define RT_MAX_NEST 64          /* stage waves called inside one another (trace, any-hit, callable) */
#define RT_MAX_WINDOW 256       /* spvrt_rt_launch.window */

enum { RT_ACCEPT = 0, RT_IGNORE = 1, RT_TERMINATE = 2 };

struct spvrt_rt_pipeline {
    spvrt_context *ctx;
    spvrt_program **programs;   /* per stage */
    char **names;               /* per stage: its name in trap reports */
    uint32_t stage_count;
    spvrt_rt_group *groups;
    uint32_t group_count;
    uint32_t max_depth;
    uint32_t width;
};

typedef struct rt_point_counters {
    atomic_uint_fast64_t key;           /* the point's word offset + 1; 0: a free slot */
    uint32_t opcode;
    atomic_uint_fast64_t counts[4];     /* as rt_launch_state.coherence */
} rt_point_counters;

typedef struct rt_launch_state {
    const spvrt_rt_pipeline *pipe;
    const spvrt_rt_launch *launch;
    exec_dispatch_state *states;        /* per stage: the resources resolved for its program */
    uint32_t raygen_stage;
    const spvrt_sbt_record *raygen_record;
    exec_launch exec;
    atomic_uint_fast64_t shading_ns;    /* spvrt_rt_stats */
    atomic_uint_fast64_t coherence[4];  /* waves before, shaders before, waves after, shaders after */
    rt_point_counters points[SPVRT_RT_MAX_REORDER_POINTS]; /* the same per reorder point */
    uint64_t *record_addresses;         /* the hit table's records, then the miss table's (rt_record_address) */
} rt_launch_state;

typedef struct rt_thread rt_thread;

/* The traversal of one lane's OpTraceRayKHR, while its any-hit and
 * intersection shaders run. */
typedef struct rt_traversal {
    accel_query q;
    const spvrt_rt_group *group;            /* the candidate's hit group (NULL: none) */
    const spvrt_sbt_record *record;
    uint32_t candidate_stage_flags;
    uint8_t committed_attributes[RT_MAX_ATTRIBUTE]; /* of a generated (AABB) hit */
    uint32_t committed_hit_kind;
    uint32_t committed_attribute_size;
    bool ended;                             /* terminated by an any-hit shader or the first hit */
    uint8_t *payload;                       /* the caller's payload (any-hit reads and writes it) */
    uint32_t payload_size;
    uint32_t launch_id[3];
    uint32_t depth;
} rt_traversal;

/* What a stage wave knows besides its registers (exec_wave.rt). */
typedef struct rt_wave {
    rt_thread *thread;
    uint32_t stage;
    uint32_t nest;
    uint32_t depth;                         /* ray recursion depth of its invocations: ray generation 0 */
    uint32_t launch_id[EXEC_MAX_WIDTH][3];
    rt_traversal *traversal;                /* any-hit and intersection waves: their lane's traversal */
    int verdict;                            /* any-hit: RT_ACCEPT, RT_IGNORE or RT_TERMINATE */
    uint32_t verdict_opcode;                /* the instruction that gave it (trace lines) */
    bool calls_ready;                       /* ray generation: lanes moved in at an OpTraceRayKHR whose calls
                                               are in w->lane_data (before_park traversed), or at a fused
                                               OpHitObjectTrace*ReorderExecute whose hit objects hold the trace */
    bool counted;                           /* ray generation: its lanes at a reorder point were counted before
                                               they parked (rt_count_coherence) */
} rt_wave;

struct rt_thread {
    rt_launch_state *ls;
    rt_wave raygen;                         /* the context of the worker's ray generation wave */
    exec_wave **waves;                      /* [stage * RT_MAX_NEST + nest], made when first needed */
};

/* What one invocation's built-ins say (Vulkan "Built-In Variables"). */
typedef struct rt_invocation {
    const uint32_t *launch_id;
    const uint32_t *launch_size;
    const accel_ray *ray;                   /* NULL: ray generation, callable */
    float tmax;                             /* RayTmaxKHR: the hit's t, or the ray's (miss, intersection) */
    const accel_hit *hit;                   /* NULL: no hit (ray generation, miss, callable) */
    uint32_t hit_kind;
} rt_invocation;

bool exec_is_ray_tracing_model(uint32_t execution_model)
{
    return execution_model >= SPVRT_ExecutionModel_RayGenerationKHR &&
           execution_model <= SPVRT_ExecutionModel_CallableKHR;
}

/* Vulkan "Built-In Variables": the ray-tracing built-ins and the stages that
 * may read them (the validator checks the same table, ENV rules). */
bool exec_rt_builtin_supported(uint32_t model, uint32_t builtin)
{
    bool hit = model == SPVRT_ExecutionModel_AnyHitKHR || model == SPVRT_ExecutionModel_ClosestHitKHR;
    bool traced = hit || model == SPVRT_ExecutionModel_IntersectionKHR || model == SPVRT_ExecutionModel_MissKHR;
    switch (builtin) {
    case SPVRT_BuiltIn_LaunchIdKHR:
    case SPVRT_BuiltIn_LaunchSizeKHR:
    case SPVRT_BuiltIn_SubgroupSize:
    case SPVRT_BuiltIn_SubgroupLocalInvocationId:
        return true;
    case SPVRT_BuiltIn_WorldRayOriginKHR:
    case SPVRT_BuiltIn_WorldRayDirectionKHR:
    case SPVRT_BuiltIn_RayTminKHR:
    case SPVRT_BuiltIn_RayTmaxKHR:
    case SPVRT_BuiltIn_IncomingRayFlagsKHR:
    case SPVRT_BuiltIn_CullMaskKHR:
    case SPVRT_BuiltIn_CurrentRayTimeNV: /* VUID-CurrentRayTimeNV-CurrentRayTimeNV-04942 */
        return traced;
    case SPVRT_BuiltIn_ObjectRayOriginKHR:
    case SPVRT_BuiltIn_ObjectRayDirectionKHR:
    case SPVRT_BuiltIn_InstanceCustomIndexKHR:
    case SPVRT_BuiltIn_InstanceId:
    case SPVRT_BuiltIn_PrimitiveId:
    case SPVRT_BuiltIn_RayGeometryIndexKHR:
    case SPVRT_BuiltIn_ObjectToWorldKHR:
    case SPVRT_BuiltIn_WorldToObjectKHR:
        return hit || model == SPVRT_ExecutionModel_IntersectionKHR;
    case SPVRT_BuiltIn_HitKindKHR:
    case SPVRT_BuiltIn_HitTNV:
    case SPVRT_BuiltIn_HitTriangleVertexPositionsKHR:
    case SPVRT_BuiltIn_HitIsSphereNV:
    case SPVRT_BuiltIn_HitIsLSSNV:
    case SPVRT_BuiltIn_HitSpherePositionNV:
    case SPVRT_BuiltIn_HitSphereRadiusNV:
    case SPVRT_BuiltIn_HitLSSPositionsNV:
    case SPVRT_BuiltIn_HitLSSRadiiNV:
        return hit;
    default:
        return false;
    }
}

/* ---- built-ins -------------------------------------------------------------------------------- */

static uint32_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static uint32_t vec3_rows(uint32_t v[3], const float f[3])
{
    for (int k = 0; k < 3; k++)
        v[k] = f32_bits(f[k]);
    return 3;
}

/* The rows of built-in b's value (float bits, integers; a bool 0 or 1), at most 12. */
static uint32_t builtin_rows(uint32_t builtin, const rt_invocation *inv, uint32_t lane, uint32_t width,
                             uint32_t v[12])
{
    const accel_ray *ray = inv->ray;
    const accel_hit *h = inv->hit;
    memset(v, 0, 12 * sizeof *v);
    switch (builtin) {
    case SPVRT_BuiltIn_LaunchIdKHR: memcpy(v, inv->launch_id, 12); return 3;
    case SPVRT_BuiltIn_LaunchSizeKHR: memcpy(v, inv->launch_size, 12); return 3;
    case SPVRT_BuiltIn_SubgroupSize: v[0] = width; return 1;
    case SPVRT_BuiltIn_SubgroupLocalInvocationId: v[0] = lane; return 1;
    default: break;
    }
    if (!ray)
        return 0;
    switch (builtin) {
    case SPVRT_BuiltIn_WorldRayOriginKHR: return vec3_rows(v, ray->origin);
    case SPVRT_BuiltIn_WorldRayDirectionKHR: return vec3_rows(v, ray->direction);
    case SPVRT_BuiltIn_RayTminKHR: v[0] = f32_bits(ray->tmin); return 1;
    case SPVRT_BuiltIn_RayTmaxKHR:
    case SPVRT_BuiltIn_HitTNV: v[0] = f32_bits(inv->tmax); return 1;
    case SPVRT_BuiltIn_IncomingRayFlagsKHR: v[0] = ray->flags; return 1;
    case SPVRT_BuiltIn_CullMaskKHR: v[0] = ray->cull_mask & 0xFFu; return 1;
    /* "the time value passed in to OpTraceRayMotionNV which called this shader"; OpTraceRayKHR "behaves as a
       OpTraceRayMotionNV with time of 0.0" (Vulkan "Ray Traversal") */
    case SPVRT_BuiltIn_CurrentRayTimeNV: v[0] = f32_bits(ray->time); return 1;
    default: break;
    }
    if (!h)
        return 0;
    switch (builtin) {
    case SPVRT_BuiltIn_ObjectRayOriginKHR: return vec3_rows(v, h->object_origin);
    case SPVRT_BuiltIn_ObjectRayDirectionKHR: return vec3_rows(v, h->object_direction);
    case SPVRT_BuiltIn_InstanceCustomIndexKHR: v[0] = h->instance_custom_index; return 1;
    case SPVRT_BuiltIn_InstanceId: v[0] = h->instance_index; return 1;
    case SPVRT_BuiltIn_PrimitiveId: v[0] = h->primitive_index; return 1;
    case SPVRT_BuiltIn_RayGeometryIndexKHR: v[0] = h->geometry_index; return 1;
    case SPVRT_BuiltIn_HitKindKHR: v[0] = inv->hit_kind; return 1;
    case SPVRT_BuiltIn_ObjectToWorldKHR:
    case SPVRT_BuiltIn_WorldToObjectKHR: {
        /* a 4-column, 3-row matrix: column c is (m[0][c], m[1][c], m[2][c]) */
        const float(*m)[4] = builtin == SPVRT_BuiltIn_ObjectToWorldKHR ? h->object_to_world : h->world_to_object;
        for (int c = 0; c < 4; c++)
            for (int r = 0; r < 3; r++)
                v[c * 3 + r] = f32_bits(m[r][c]);
        return 12;
    }
    case SPVRT_BuiltIn_HitTriangleVertexPositionsKHR:
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++)
                v[i * 3 + k] = f32_bits(h->positions[i][k]);
        return 9;
    case SPVRT_BuiltIn_HitIsSphereNV: v[0] = h->kind == ACCEL_HIT_SPHERE; return 1;
    case SPVRT_BuiltIn_HitIsLSSNV: v[0] = h->kind == ACCEL_HIT_LSS; return 1;
    case SPVRT_BuiltIn_HitSpherePositionNV: return vec3_rows(v, h->positions[0]);
    case SPVRT_BuiltIn_HitSphereRadiusNV: v[0] = f32_bits(h->radii[0]); return 1;
    case SPVRT_BuiltIn_HitLSSPositionsNV:
        for (int i = 0; i < 2; i++)
            for (int k = 0; k < 3; k++)
                v[i * 3 + k] = f32_bits(h->positions[i][k]);
        return 6;
    case SPVRT_BuiltIn_HitLSSRadiiNV:
        v[0] = f32_bits(h->radii[0]);
        v[1] = f32_bits(h->radii[1]);
        return 2;
    default:
        return 0;
    }
}

static void write_builtins(exec_wave *w, uint32_t lane, const rt_invocation *inv)
{
    const spvrt_program *prog = w->program;
    uint8_t *base = w->private_memory.base + (size_t)lane * prog->private_stride;
    for (uint32_t i = 0; i < prog->builtin_count; i++) {
        const exec_builtin_var *b = &prog->builtins[i];
        uint32_t v[12];
        uint32_t n = builtin_rows(b->builtin, inv, lane, w->width, v);
        for (uint32_t r = 0; r < n && r < b->layout->leaf_count; r++)
            memcpy(base + b->offset + b->layout->leaves[r].offset, &v[r], b->layout->leaves[r].bytes);
    }
}

/* Hit attributes of a triangle (Vulkan "Hit Attributes"): the barycentrics of vertices 1 and 2. */
static void triangle_attributes(const accel_hit *h, uint8_t out[RT_MAX_ATTRIBUTE])
{
    memset(out, 0, RT_MAX_ATTRIBUTE);
    memcpy(out, h->barycentrics, 8);
}

/* HitKindKHR of a triangle hit (SPIR-V: HitKindFrontFacingTriangleKHR 0xFE, HitKindBackFacingTriangleKHR
 * 0xFF; Vulkan "Ray Face Culling").  A sphere or LSS hit's kind is HitKindSpherePrimitiveNV or
 * HitKindLssPrimitiveNV, whose values none of our documents give: a shader that reads HitKindKHR for one is
 * refused (hit_kind_unknown). */
static uint32_t builtin_hit_kind(const accel_hit *h)
{
    return h->front_face ? 0xFEu : 0xFFu;
}

static bool reads_builtin(const spvrt_program *prog, uint32_t builtin)
{
    for (uint32_t i = 0; i < prog->builtin_count; i++)
        if (prog->builtins[i].builtin == builtin)
            return true;
    return false;
}

static bool hit_kind_unknown(exec_wave *w, const exec_op *op, uint32_t lane, const spvrt_program *prog,
                             const accel_hit *h)
{
    if (h->kind != ACCEL_HIT_SPHERE && h->kind != ACCEL_HIT_LSS)
        return false;
    if (!reads_builtin(prog, SPVRT_BuiltIn_HitKindKHR))
        return false;
    exec_trap(w, op, lane, "HitKindKHR of a %s hit is not supported yet (the value of HitKind%sPrimitiveNV is in "
              "none of spvrt's sources)", h->kind == ACCEL_HIT_SPHERE ? "sphere" : "LSS",
              h->kind == ACCEL_HIT_SPHERE ? "Sphere" : "Lss");
    return true;
}

/* ---- stage waves --------------------------------------------------------------------------------- */

static const char *op_name(uint32_t opcode)
{
    const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
    return info ? spvrt_grammar_string(info->name) : "?";
}

static const char *stage_kind(uint32_t model)
{
    switch (model) {
    case SPVRT_ExecutionModel_RayGenerationKHR: return "ray generation";
    case SPVRT_ExecutionModel_IntersectionKHR: return "intersection";
    case SPVRT_ExecutionModel_AnyHitKHR: return "any-hit";
    case SPVRT_ExecutionModel_ClosestHitKHR: return "closest-hit";
    case SPVRT_ExecutionModel_MissKHR: return "miss";
    default: return "callable";
    }
}

/* ---- the trace of one launch index (spvrt_rt_launch.on_trace) ---------------------------------------- */

static bool is_traced(const rt_launch_state *ls, const uint32_t id[3])
{
    const spvrt_rt_launch *l = ls->launch;
    return l->on_trace && id[0] == l->trace_index[0] && id[1] == l->trace_index[1] && id[2] == l->trace_index[2];
}

static void trace_line(const rt_launch_state *ls, uint32_t nest, const char *fmt, ...) SPVRT_PRINTF(3, 4);
static void trace_line(const rt_launch_state *ls, uint32_t nest, const char *fmt, ...)
{
    char line[1024];
    uint32_t indent = nest * 2 < 64 ? nest * 2 : 64;
    memset(line, ' ', indent);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line + indent, sizeof line - indent, fmt, ap);
    va_end(ap);
    ls->launch->on_trace(ls->launch->trace_user, line);
}

/* A payload's bytes as 32-bit words: hex, and the float they hold. */
static void trace_bytes(const rt_launch_state *ls, uint32_t nest, const char *what, const uint8_t *bytes,
                        uint32_t size)
{
    char text[900];
    int at = snprintf(text, sizeof text, "%s (%u bytes):", what, size);
    for (uint32_t i = 0; i + 4 <= size && at < (int)sizeof text - 40; i += 4) {
        uint32_t u;
        float f;
        memcpy(&u, bytes + i, 4);
        memcpy(&f, bytes + i, 4);
        at += snprintf(text + at, sizeof text - (size_t)at, " 0x%08x (%g)", u, (double)f);
    }
    if (size % 4 || at >= (int)sizeof text - 40)
        snprintf(text + at, sizeof text - (size_t)at, " ...");
    trace_line(ls, nest, "%s", text);
}

static const char *hit_name(accel_hit_kind kind)
{
    switch (kind) {
    case ACCEL_HIT_TRIANGLE: return "triangle";
    case ACCEL_HIT_AABB: return "AABB";
    case ACCEL_HIT_GENERATED: return "AABB (intersection shader)";
    case ACCEL_HIT_SPHERE: return "sphere";
    case ACCEL_HIT_LSS: return "LSS";
    default: return "none";
    }
}

static void trace_hit(const rt_launch_state *ls, uint32_t nest, const char *what, const accel_hit *h)
{
    if (h->kind == ACCEL_HIT_NONE) {
        trace_line(ls, nest, "%s: none", what);
        return;
    }
    char extra[96] = "";
    if (h->kind == ACCEL_HIT_TRIANGLE)
        snprintf(extra, sizeof extra, ", barycentrics (%g, %g), %s face", (double)h->barycentrics[0],
                 (double)h->barycentrics[1], h->front_face ? "front" : "back");
    trace_line(ls, nest, "%s: %s, t %g, instance %u (custom index %u, SBT offset %u), geometry %u, primitive %u, "
               "%s%s", what, hit_name(h->kind), (double)h->t, h->instance_index, h->instance_custom_index,
               h->sbt_record_offset, h->geometry_index, h->primitive_index, h->opaque ? "opaque" : "not opaque",
               extra);
}

/* The worker's wave of stage at nesting level nest (made the first time). */
static exec_wave *acquire_wave(exec_wave *caller, const exec_op *op, uint32_t stage)
{
    rt_wave *crw = caller->rt;
    rt_thread *t = crw->thread;
    uint32_t nest = crw->nest + 1;
    const spvrt_rt_pipeline *pipe = t->ls->pipe;
    if (nest >= RT_MAX_NEST) {
        exec_trap(caller, op, exec_first_lane(caller->active),
                  "shader calls (traces, any-hit and intersection shaders, callables) nest deeper than %d levels",
                  RT_MAX_NEST);
        return NULL;
    }
    exec_wave **slot = &t->waves[(size_t)stage * RT_MAX_NEST + nest];
    if (!*slot) {
        exec_wave *w = exec_wave_create(pipe->ctx, pipe->programs[stage], &t->ls->states[stage]);
        rt_wave *rw = w ? spvrt_alloc_zero(pipe->ctx, 1, sizeof *rw) : NULL;
        if (!rw) {
            exec_wave_destroy(pipe->ctx, w);
            exec_trap(caller, op, exec_first_lane(caller->active), "out of memory for a %s shader's wave",
                      stage_kind(pipe->programs[stage]->execution_model));
            return NULL;
        }
        rw->thread = t;
        rw->stage = stage;
        rw->nest = nest;
        w->rt = rw;
        *slot = w;
    }
    rt_wave *rw = (*slot)->rt;
    rw->depth = crw->depth;
    rw->traversal = NULL;
    rw->verdict = RT_ACCEPT;
    rw->verdict_opcode = 0;
    return *slot;
}

static void set_record(exec_wave *w, const spvrt_sbt_record *record)
{
    w->shader_record.base = record ? (uint8_t *)(uintptr_t)record->data : NULL;
    w->shader_record.size = record && record->data ? record->data_size : 0;
}

/* Run a started stage wave to its end; a trap in it traps the caller's lane (lane_of[the callee's lane], or
 * caller_lane), with the callee's report. */
static bool finish_wave(exec_wave *caller, const exec_op *op, uint32_t caller_lane, const uint32_t *lane_of,
                        exec_wave *w)
{
    if (exec_wave_finish(w))
        return true;
    const rt_wave *rw = w->rt;
    const spvrt_rt_pipeline *pipe = rw->thread->ls->pipe;
    const exec_op *at;
    uint32_t lane;
    const char *message = exec_wave_trap(w, &at, &lane);
    if (lane_of)
        caller_lane = lane_of[lane];
    const spvrt_instruction_info *info = at ? spvrt_grammar_opcode(at->opcode) : NULL;
    char where[128] = "";
    if (at)
        snprintf(where, sizeof where, " at word %u (%s)", at->word_offset,
                 info ? spvrt_grammar_string(info->name) : "?");
    exec_trap(caller, op, caller_lane, "in %s shader '%s'%s: %s", stage_kind(w->program->execution_model),
              pipe->names[rw->stage], where, message);
    return false;
}

static uint8_t *lane_private(exec_wave *w, uint32_t lane, uint32_t offset)
{
    return w->private_memory.base + (size_t)lane * w->program->private_stride + offset;
}

static void copy_in(exec_wave *w, uint32_t lane, uint32_t offset, uint32_t room, const void *from, uint32_t size)
{
    if (from && room)
        memcpy(lane_private(w, lane, offset), from, size < room ? size : room);
}

static void copy_out(exec_wave *w, uint32_t lane, uint32_t offset, uint32_t room, void *to, uint32_t size)
{
    if (to && room)
        memcpy(to, lane_private(w, lane, offset), size < room ? size : room);
}

/* ---- the shader binding table -------------------------------------------------------------------- */

/* The record `index` of table (NULL, no trap: an empty table calls nothing). */
static bool sbt_record(exec_wave *w, const exec_op *op, uint32_t lane, const spvrt_sbt_table *table,
                       const char *what, uint64_t index, const spvrt_sbt_record **out)
{
    *out = NULL;
    if (!table->count)
        return true;
    if (index >= table->count) {
        exec_trap(w, op, lane, "%s shader binding table index %llu is past its %u records (Vulkan \"Shader Binding "
                  "Table\": the index must be inside the table)", what, (unsigned long long)index, table->count);
        return false;
    }
    *out = &table->records[index];
    return true;
}

static const spvrt_rt_group *record_group(const spvrt_rt_pipeline *pipe, const spvrt_sbt_record *record)
{
    return record ? &pipe->groups[record->group] : NULL;
}

/* ---- any-hit and intersection -------------------------------------------------------------------- */

/* Run the candidate's any-hit shader (one lane); returns its verdict. */
static int run_any_hit(exec_wave *caller, const exec_op *op, uint32_t caller_lane, rt_traversal *tr,
                       const accel_hit *candidate, float t, uint32_t hit_kind, const uint8_t *attributes)
{
    const spvrt_rt_pipeline *pipe = ((rt_wave *)caller->rt)->thread->ls->pipe;
    uint32_t stage = tr->group->any_hit;
    exec_wave *w = acquire_wave(caller, op, stage);
    if (!w)
        return -1;
    rt_wave *rw = w->rt;
    rw->traversal = tr;
    rw->depth = tr->depth;
    memcpy(rw->launch_id[0], tr->launch_id, 12);
    exec_wave_start(w, 1);
    set_record(w, tr->record);
    rt_invocation inv = {tr->launch_id, rw->thread->ls->launch->size, &tr->q.ray, t, candidate, hit_kind};
    write_builtins(w, 0, &inv);
    const spvrt_program *prog = pipe->programs[stage];
    copy_in(w, 0, prog->hit_attribute_offset, prog->hit_attribute_size, attributes, RT_MAX_ATTRIBUTE);
    copy_in(w, 0, prog->incoming_offset, prog->incoming_size, tr->payload, tr->payload_size);
    const rt_launch_state *ls = rw->thread->ls;
    bool traced = is_traced(ls, tr->launch_id);
    if (traced)
        trace_line(ls, rw->nest, "any-hit shader '%s' (group %u, hit record %u), hit kind 0x%x, t %g",
                   pipe->names[stage], tr->record->group, (uint32_t)(tr->record - ls->launch->hit.records), hit_kind,
                   (double)t);
    if (!finish_wave(caller, op, caller_lane, NULL, w))
        return -1;
    copy_out(w, 0, prog->incoming_offset, prog->incoming_size, tr->payload, tr->payload_size);
    if (traced)
        trace_line(ls, rw->nest, "any-hit verdict: %s%s%s%s",
                   rw->verdict == RT_IGNORE      ? "ignore"
                   : rw->verdict == RT_TERMINATE ? "accept and end the traversal"
                                                 : "accept",
                   rw->verdict_opcode ? " (" : "", rw->verdict_opcode ? op_name(rw->verdict_opcode) : "",
                   rw->verdict_opcode ? ")" : "");
    return rw->verdict;
}

/* The verdict of an any-hit shader's OpIgnoreIntersectionKHR / NV (ignore) or OpTerminateRayKHR / NV
 * (accept and end the traversal). */
static void set_verdict(rt_wave *rw, uint32_t opcode)
{
    rw->verdict = opcode == SPVRT_OpIgnoreIntersectionKHR || opcode == SPVRT_OpIgnoreIntersectionNV ? RT_IGNORE
                                                                                                   : RT_TERMINATE;
    rw->verdict_opcode = opcode;
}

void exec_rt_end_invocation(exec_wave *w, const exec_op *op)
{
    rt_wave *rw = w->rt;
    if (rw)
        set_verdict(rw, op->opcode);
}

/* OpIgnoreIntersectionNV, OpTerminateRayNV (SPV_NV_ray_tracing): unlike the KHR forms they are no block
 * terminators (SPIR-V 2.2.5 lists OpIgnoreIntersectionKHR and OpTerminateRayKHR only), yet they end the
 * any-hit invocation just the same: the instructions after them in the block do not run (Vulkan "Any-Hit
 * Shaders"; GLSL_NV_ray_tracing: ignoreIntersectionNV() and terminateRayNV() do not return).  An any-hit
 * wave has one lane: it ends through exec_wave.end_lanes, as run_report ends an intersection shader. */
static void run_end_any_hit_nv(exec_wave *w, const exec_op *op)
{
    rt_wave *rw = w->rt;
    if (!rw || !rw->traversal) {
        exec_trap(w, op, exec_first_lane(w->active), "%s outside an any-hit shader's traversal", op_name(op->opcode));
        return;
    }
    set_verdict(rw, op->opcode);
    w->end_lanes |= w->active;
    w->trapped = true;
}

/* OpReportIntersectionKHR (Vulkan "Intersection Shaders", "Ray Intersection Confirmation"): a Hit T in
 * [RayTmin, the closest t so far] is a candidate for the any-hit shader; accepted, it is committed with the
 * shader's hit attributes and Hit Kind.  The result says whether it was committed. */
static void run_report(exec_wave *w, const exec_op *op)
{
    rt_wave *rw = w->rt;
    uint8_t *result = exec_row(w, op->result_row);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rt_traversal *tr = rw ? rw->traversal : NULL;
        result[l] = 0;
        if (!tr) {
            exec_trap(w, op, l, "OpReportIntersectionKHR outside an intersection shader's traversal");
            return;
        }
        float t = rt_row_f32(w, op->args[0].row, l);
        uint32_t kind = rt_row_u32(w, op->args[1].row, l);
        float tmax = tr->q.committed.kind != ACCEL_HIT_NONE ? tr->q.committed.t : tr->q.ray.tmax;
        const rt_launch_state *ls = rw->thread->ls;
        bool traced = is_traced(ls, tr->launch_id);
        if (tr->ended || !(t >= tr->q.ray.tmin && t <= tmax)) {
            if (traced)
                trace_line(ls, rw->nest, "OpReportIntersectionKHR t %g, hit kind %u: %s", (double)t, kind,
                           tr->ended ? "the traversal has ended: not a hit" : "outside [tmin, the closest t]: "
                                                                              "not a hit");
            continue;
        }
        const spvrt_program *prog = w->program;
        uint8_t attributes[RT_MAX_ATTRIBUTE] = {0};
        uint32_t size = prog->hit_attribute_size < RT_MAX_ATTRIBUTE ? prog->hit_attribute_size : RT_MAX_ATTRIBUTE;
        if (size)
            memcpy(attributes, lane_private(w, l, prog->hit_attribute_offset), size);
        int verdict = RT_ACCEPT;
        if (!tr->q.candidate.opaque && tr->group && tr->group->any_hit != SPVRT_RT_UNUSED) {
            accel_hit candidate = tr->q.candidate;
            candidate.t = t;
            verdict = run_any_hit(w, op, l, tr, &candidate, t, kind, attributes);
            if (verdict < 0)
                return;
        }
        if (traced)
            trace_line(ls, rw->nest, "OpReportIntersectionKHR t %g, hit kind %u: %s", (double)t, kind,
                       verdict == RT_IGNORE ? "ignored by the any-hit shader" : "committed");
        if (verdict == RT_IGNORE)
            continue;
        accel_query_generate(&tr->q, t);
        memcpy(tr->committed_attributes, attributes, RT_MAX_ATTRIBUTE);
        tr->committed_hit_kind = kind;
        tr->committed_attribute_size = size;
        result[l] = 1;
        if (verdict == RT_TERMINATE || (tr->q.ray.flags & ACCEL_RAY_TERMINATE_ON_FIRST_HIT)) {
            /* the traversal ends, and with it the intersection shader (Vulkan "Ray Traversal":
               OpTerminateRayKHR, TerminateOnFirstHitKHR) */
            accel_query_terminate(&tr->q);
            tr->ended = true;
            w->end_lanes |= 1ull << l;
            w->trapped = true;
        }
    }
}

static bool run_intersection(exec_wave *caller, const exec_op *op, uint32_t caller_lane, rt_traversal *tr)
{
    uint32_t stage = tr->group->intersection;
    exec_wave *w = acquire_wave(caller, op, stage);
    if (!w)
        return false;
    rt_wave *rw = w->rt;
    rw->traversal = tr;
    rw->depth = tr->depth;
    memcpy(rw->launch_id[0], tr->launch_id, 12);
    exec_wave_start(w, 1);
    set_record(w, tr->record);
    float tmax = tr->q.committed.kind != ACCEL_HIT_NONE ? tr->q.committed.t : tr->q.ray.tmax;
    const rt_launch_state *ls = rw->thread->ls;
    rt_invocation inv = {tr->launch_id, ls->launch->size, &tr->q.ray, tmax, &tr->q.candidate, 0};
    write_builtins(w, 0, &inv);
    if (is_traced(ls, tr->launch_id))
        trace_line(ls, rw->nest, "intersection shader '%s' (group %u, hit record %u)", ls->pipe->names[stage],
                   tr->record->group, (uint32_t)(tr->record - ls->launch->hit.records));
    return finish_wave(caller, op, caller_lane, NULL, w);
}

/* ---- OpTraceRayKHR --------------------------------------------------------------------------------- */

/* OpTraceRayMotionNV and OpTraceMotionNV (SPV_NV_ray_tracing_motion_blur): OpTraceRayKHR / OpTraceNV with a
 * Current Time operand (argument 10) before the payload. */
static bool is_motion_trace(uint32_t opcode)
{
    return opcode == SPVRT_OpTraceRayMotionNV || opcode == SPVRT_OpTraceMotionNV;
}

static bool is_trace(uint32_t opcode)
{
    return opcode == SPVRT_OpTraceRayKHR || opcode == SPVRT_OpTraceNV || is_motion_trace(opcode);
}


/* The hit group of the candidate (hit table record: instance offset + geometry x stride + offset). */
static bool candidate_group(exec_wave *w, const exec_op *op, uint32_t lane, rt_traversal *tr, uint32_t sbt_offset,
                            uint32_t sbt_stride)
{
    const rt_launch_state *ls = ((rt_wave *)w->rt)->thread->ls;
    const accel_hit *c = &tr->q.candidate;
    uint64_t index = (uint64_t)c->sbt_record_offset + (uint64_t)c->geometry_index * sbt_stride + sbt_offset;
    if (!sbt_record(w, op, lane, &ls->launch->hit, "hit", index, &tr->record))
        return false;
    tr->group = record_group(ls->pipe, tr->record);
    return true;
}

static bool traverse(exec_wave *w, const exec_op *op, uint32_t lane, rt_traversal *tr, uint32_t sbt_offset,
                     uint32_t sbt_stride)
{
    const rt_launch_state *ls = ((rt_wave *)w->rt)->thread->ls;
    bool traced = is_traced(ls, tr->launch_id);
    uint32_t nest = ((rt_wave *)w->rt)->nest;
    while (accel_query_proceed(&tr->q)) {
        if (!candidate_group(w, op, lane, tr, sbt_offset, sbt_stride))
            return false;
        const accel_hit *c = &tr->q.candidate;
        if (traced) {
            trace_hit(ls, nest + 1, "candidate", c);
            if (!tr->group)
                trace_line(ls, nest + 1, "no hit table: no any-hit or intersection shader");
            else if (c->kind == ACCEL_HIT_AABB && tr->group->intersection == SPVRT_RT_UNUSED)
                trace_line(ls, nest + 1, "hit group %u has no intersection shader: not a hit", tr->record->group);
            else if (c->kind != ACCEL_HIT_AABB && tr->group->any_hit == SPVRT_RT_UNUSED)
                trace_line(ls, nest + 1, "hit group %u has no any-hit shader: accepted", tr->record->group);
        }
        if (c->kind == ACCEL_HIT_AABB) {
            /* a procedural primitive: its hit group's intersection shader decides (no intersection shader:
               nothing is reported) */
            if (tr->group && tr->group->intersection != SPVRT_RT_UNUSED && !run_intersection(w, op, lane, tr))
                return false;
        } else {
            int verdict = RT_ACCEPT;
            if (tr->group && tr->group->any_hit != SPVRT_RT_UNUSED) {
                uint8_t attributes[RT_MAX_ATTRIBUTE];
                triangle_attributes(c, attributes);
                accel_hit candidate = *c;
                if (hit_kind_unknown(w, op, lane, ((rt_wave *)w->rt)->thread->ls->pipe->programs[tr->group->any_hit],
                                     c))
                    return false;
                verdict = run_any_hit(w, op, lane, tr, &candidate, c->t, builtin_hit_kind(c), attributes);
                if (verdict < 0)
                    return false;
            }
            if (verdict != RT_IGNORE)
                accel_query_confirm(&tr->q);
            if (verdict == RT_TERMINATE) {
                accel_query_terminate(&tr->q);
                tr->ended = true;
            }
        }
        if (tr->ended)
            break;
    }
    return true;
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void run_call_waves(exec_wave *w, const exec_op *op, rt_lane_call *calls, uint32_t payload_size,
                           uint32_t depth, bool callable, uint64_t pending);

void rt_run_calls(exec_wave *w, const exec_op *op, rt_lane_call *calls, uint32_t payload_size, bool callable)
{
    rt_wave *rw = w->rt;
    rt_launch_state *ls = rw->thread->ls;
    uint64_t pending = 0;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        if (calls[l].stage != SPVRT_RT_UNUSED)
            pending |= 1ull << l;
    }
    if (!pending)
        return;
    /* a callable runs at its caller's recursion depth; a closest-hit or miss shader one deeper (an
       OpHitObjectExecuteShader* is checked here, a trace before its traversal) */
    uint32_t depth = callable ? rw->depth : rw->depth + 1;
    if (depth > ls->pipe->max_depth) {
        exec_trap(w, op, exec_first_lane(pending),
                  "%s at recursion depth %u: the pipeline's maxPipelineRayRecursionDepth is %u (undefined "
                  "behaviour, Vulkan \"Ray Tracing Pipeline\")", op_name(op->opcode), depth, ls->pipe->max_depth);
        return;
    }
    if (rw->nest != 0) {
        run_call_waves(w, op, calls, payload_size, depth, callable, pending);
        return;
    }
    /* spvrt_rt_stats.shading_ns: the shaders ray generation calls, with all they call */
    uint64_t start = now_ns();
    run_call_waves(w, op, calls, payload_size, depth, callable, pending);
    atomic_fetch_add(&ls->shading_ns, now_ns() - start);
}

static void run_call_waves(exec_wave *w, const exec_op *op, rt_lane_call *calls, uint32_t payload_size,
                           uint32_t depth, bool callable, uint64_t pending)
{
    rt_wave *rw = w->rt;
    const rt_launch_state *ls = rw->thread->ls;
    while (pending) {
        /* the lanes that call the same shader with the same record, in lane order, as one wave */
        uint32_t first = exec_first_lane(pending);
        uint32_t stage = calls[first].stage;
        const spvrt_sbt_record *record = calls[first].record;
        uint64_t lanes = 0;
        uint32_t lane_of[EXEC_MAX_WIDTH], count = 0;
        for (uint64_t m = pending; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            if (calls[l].stage == stage && calls[l].record == record) {
                lanes |= 1ull << l;
                lane_of[count++] = l;
            }
        }
        pending &= ~lanes;
        exec_wave *cw = acquire_wave(w, op, stage);
        if (!cw)
            return;
        rt_wave *crw = cw->rt;
        crw->depth = depth;
        const spvrt_program *prog = cw->program;
        exec_wave_start(cw, count == 64 ? UINT64_MAX : (1ull << count) - 1);
        set_record(cw, record);
        for (uint32_t i = 0; i < count; i++) {
            rt_lane_call *c = &calls[lane_of[i]];
            memcpy(crw->launch_id[i], rw->launch_id[lane_of[i]], 12);
            rt_invocation inv = {crw->launch_id[i], ls->launch->size, callable ? NULL : &c->ray,
                                 c->hit.kind != ACCEL_HIT_NONE ? c->hit.t : c->ray.tmax,
                                 c->hit.kind != ACCEL_HIT_NONE ? &c->hit : NULL, c->hit_kind};
            write_builtins(cw, i, &inv);
            if (c->hit.kind != ACCEL_HIT_NONE)
                copy_in(cw, i, prog->hit_attribute_offset, prog->hit_attribute_size, c->attributes,
                        RT_MAX_ATTRIBUTE);
            copy_in(cw, i, prog->incoming_offset, prog->incoming_size, c->payload, payload_size);
        }
        const spvrt_sbt_table *table = callable ? &ls->launch->callable
                                       : calls[first].hit.kind != ACCEL_HIT_NONE ? &ls->launch->hit
                                                                                 : &ls->launch->miss;
        for (uint32_t i = 0; i < count; i++)
            if (is_traced(ls, crw->launch_id[i]))
                trace_line(ls, crw->nest, "%s shader '%s' (group %u, %s record %u), lane %u of a wave of %u",
                           stage_kind(prog->execution_model), ls->pipe->names[stage], record->group,
                           callable ? "callable" : calls[first].hit.kind != ACCEL_HIT_NONE ? "hit" : "miss",
                           (uint32_t)(record - table->records), i, count);
        if (!finish_wave(w, op, first, lane_of, cw))
            return;
        for (uint32_t i = 0; i < count; i++) {
            copy_out(cw, i, prog->incoming_offset, prog->incoming_size, calls[lane_of[i]].payload, payload_size);
            if (is_traced(ls, crw->launch_id[i]))
                trace_bytes(ls, crw->nest, callable ? "callable data on return" : "payload on return",
                            calls[lane_of[i]].payload, payload_size);
        }
    }
}

/* OpTraceRayMotionNV's own rules (Vulkan appendix "Validation Rules within a Module"): the time in [0, 1]
 * (VUID-RuntimeSpirv-OpTraceRayMotionNV-06366) and a top level built with motion (-06365).  Undefined
 * otherwise: a trap. */
static bool motion_trace_valid(exec_wave *w, const exec_op *op, uint32_t lane, const accel_top *top,
                               const accel_ray *ray)
{
    if (!(ray->time >= 0 && ray->time <= 1)) {
        exec_trap(w, op, lane, "%s: the time %g is not between 0.0 and 1.0 (VUID-RuntimeSpirv-OpTraceRayMotionNV-"
                  "06366)", op_name(op->opcode), (double)ray->time);
        return false;
    }
    if (top && !accel_top_motion(top)) {
        exec_trap(w, op, lane, "%s: the acceleration structure was not built with motion (VK_BUILD_ACCELERATION_"
                  "STRUCTURE_MOTION_BIT_NV; VUID-RuntimeSpirv-OpTraceRayMotionNV-06365)", op_name(op->opcode));
        return false;
    }
    return true;
}

bool rt_resolve_call(exec_wave *w, const exec_op *op, uint32_t lane, rt_lane_call *c, bool trap)
{
    const rt_launch_state *ls = ((rt_wave *)w->rt)->thread->ls;
    const spvrt_rt_pipeline *pipe = ls->pipe;
    bool hit = c->hit.kind != ACCEL_HIT_NONE;
    const spvrt_sbt_table *table = hit ? &ls->launch->hit : &ls->launch->miss;
    c->stage = SPVRT_RT_UNUSED;
    c->record = NULL;
    const spvrt_sbt_record *record = NULL;
    if (!trap && c->sbt_index >= table->count)
        return true;
    if (!sbt_record(w, op, lane, table, hit ? "hit" : "miss", c->sbt_index, &record))
        return false;
    const spvrt_rt_group *g = record_group(pipe, record);
    if (!hit) {
        if (g && g->general != SPVRT_RT_UNUSED) {
            c->stage = g->general;
            c->record = record;
        }
        return true;
    }
    /* Vulkan "Ray Closest Hit Determination": the closest-hit shader of the committed hit's group, unless
       SkipClosestHitShaderKHR */
    if (!g || g->closest_hit == SPVRT_RT_UNUSED || (c->ray.flags & ACCEL_RAY_SKIP_CLOSEST_HIT_SHADER))
        return true;
    if (trap && hit_kind_unknown(w, op, lane, pipe->programs[g->closest_hit], &c->hit))
        return false;
    if (trap && c->no_hit_kind && reads_builtin(pipe->programs[g->closest_hit], SPVRT_BuiltIn_HitKindKHR)) {
        exec_trap(w, op, lane, "SER-S13: the closest-hit shader '%s' reads HitKindKHR of a hit recorded from a ray "
                  "query's generated (AABB) intersection without a Hit Kind (it has none: undefined behaviour)",
                  pipe->names[g->closest_hit]);
        return false;
    }
    c->stage = g->closest_hit;
    c->record = record;
    return true;
}

bool rt_trace_lanes(exec_wave *w, const exec_op *op, rt_lane_call *calls)
{
    rt_wave *rw = w->rt;
    if (!rw) {
        exec_trap(w, op, exec_first_lane(w->active), "%s outside a ray-tracing pipeline", op_name(op->opcode));
        return false;
    }
    const rt_launch_state *ls = rw->thread->ls;
    const spvrt_rt_pipeline *pipe = ls->pipe;
    const rt_trace_data *td = op->data;
    if (rw->depth + 1 > pipe->max_depth) {
        exec_trap(w, op, exec_first_lane(w->active),
                  "%s at recursion depth %u: the pipeline's maxPipelineRayRecursionDepth is %u (a deeper "
                  "trace is undefined behaviour, Vulkan \"Ray Tracing Pipeline\" and "
                  "VkRayTracingPipelineCreateInfoKHR)", op_name(op->opcode), rw->depth + 1, pipe->max_depth);
        return false;
    }
    rt_traversal *tr = spvrt_alloc(pipe->ctx, sizeof *tr);
    if (!tr) {
        exec_trap(w, op, exec_first_lane(w->active), "out of memory for a trace");
        return false;
    }
    /* the operands after Acceleration Structure, in the order of OpTraceRayKHR (SER-S08) */
    const exec_arg *a = &op->args[td->accel_arg];
    const uint64_t *as = exec_row(w, a[0].row);
    const uint64_t *payload = exec_row(w, td->payload_row);
    bool ok = true;
    for (uint64_t m = w->active; m && ok; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rt_lane_call *c = &calls[l];
        memset(c, 0, sizeof *c);
        c->stage = SPVRT_RT_UNUSED;
        accel_ray *ray = &c->ray;
        ray->flags = rt_row_u32(w, a[1].row, l);
        ray->cull_mask = rt_row_u32(w, a[2].row, l) & 0xFFu;  /* SER-S09 */
        uint32_t sbt_offset = rt_row_u32(w, a[3].row, l) & 0xFu;  /* 4 low bits (SER-S10) */
        uint32_t sbt_stride = rt_row_u32(w, a[4].row, l) & 0xFu;
        uint32_t miss_index = rt_row_u32(w, a[5].row, l) & 0xFFFFu;  /* SER-S11 */
        for (int k = 0; k < 3; k++) {
            ray->origin[k] = rt_row_f32(w, a[6].row + (uint32_t)k, l);
            ray->direction[k] = rt_row_f32(w, a[8].row + (uint32_t)k, l);
        }
        ray->tmin = rt_row_f32(w, a[7].row, l);
        ray->tmax = rt_row_f32(w, a[9].row, l);
        /* the motion forms' Current Time (SER-S12); every other trace is at time 0 */
        bool motion = td->time_arg != RT_NO_ARG;
        c->time = ray->time = motion ? rt_row_f32(w, op->args[td->time_arg].row, l) : 0.0f;
        c->payload = exec_memory_at(w, op, l, payload[l], td->payload_storage_class, td->payload_size);
        const accel_top *top;
        if (!c->payload || !rt_find_top(w, op, l, as[l], &top) || (motion && !motion_trace_valid(w, op, l, top, ray))) {
            ok = false;
            break;
        }
        memset(tr, 0, offsetof(rt_traversal, q) + sizeof tr->q);
        accel_query_init(&tr->q, top, ray);
        tr->group = NULL;
        tr->record = NULL;
        tr->ended = false;
        tr->payload = c->payload;
        tr->payload_size = td->payload_size;
        memcpy(tr->launch_id, rw->launch_id[l], 12);
        tr->depth = rw->depth + 1;
        bool traced = is_traced(ls, tr->launch_id);
        if (traced) {
            trace_line(ls, rw->nest, "%s (depth %u): origin (%g, %g, %g), direction (%g, %g, %g), tmin %g, "
                       "tmax %g, flags 0x%x, cull mask 0x%x, SBT offset %u, stride %u, miss index %u",
                       op_name(op->opcode), tr->depth,
                       (double)ray->origin[0], (double)ray->origin[1], (double)ray->origin[2],
                       (double)ray->direction[0], (double)ray->direction[1], (double)ray->direction[2],
                       (double)ray->tmin, (double)ray->tmax, ray->flags, ray->cull_mask, sbt_offset, sbt_stride,
                       miss_index);
            trace_bytes(ls, rw->nest + 1, "payload", c->payload, td->payload_size);
        }
        if (!traverse(w, op, l, tr, sbt_offset, sbt_stride)) {
            ok = false;
            break;
        }
        c->hit = tr->q.committed;
        if (traced)
            trace_hit(ls, rw->nest + 1, "committed", &c->hit);
        if (c->hit.kind != ACCEL_HIT_NONE) {
            const accel_hit *h = &c->hit;
            uint64_t index = (uint64_t)h->sbt_record_offset + (uint64_t)h->geometry_index * sbt_stride + sbt_offset;
            c->sbt_index = index > UINT32_MAX ? UINT32_MAX : (uint32_t)index;
            if (h->kind == ACCEL_HIT_GENERATED) {
                memcpy(c->attributes, tr->committed_attributes, RT_MAX_ATTRIBUTE);
                c->hit_kind = tr->committed_hit_kind;
                c->attribute_size = tr->committed_attribute_size;
            } else {
                triangle_attributes(h, c->attributes);
                c->hit_kind = builtin_hit_kind(h);
                c->attribute_size = h->kind == ACCEL_HIT_TRIANGLE ? 8 : 0;
            }
        } else {
            c->sbt_index = miss_index;
        }
        if (!rt_resolve_call(w, op, l, c, true)) {
            ok = false;
            break;
        }
        if (traced && c->stage == SPVRT_RT_UNUSED)
            trace_line(ls, rw->nest + 1, "no %s shader runs (%s)",
                       c->hit.kind != ACCEL_HIT_NONE ? "closest-hit" : "miss",
                       c->hit.kind == ACCEL_HIT_NONE ? "no miss table or no shader in its group"
                       : (ray->flags & ACCEL_RAY_SKIP_CLOSEST_HIT_SHADER) ? "SkipClosestHitShaderKHR"
                                                                         : "no hit table or none in its group");
    }
    spvrt_free(pipe->ctx, tr);
    return ok;
}

static void run_trace(exec_wave *w, const exec_op *op)
{
    rt_wave *rw = w->rt;
    const rt_trace_data *td = op->data;
    if (rw && rw->calls_ready) {
        /* lanes moved into this wave with their traversal done (before_park): the calls, their payloads
           where the lanes' memory now is */
        rw->calls_ready = false;
        rt_lane_call *calls = (rt_lane_call *)(void *)w->lane_data;
        const uint64_t *payload = exec_row(w, td->payload_row);
        for (uint64_t m = w->active; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            calls[l].payload = exec_memory_at(w, op, l, payload[l], td->payload_storage_class, td->payload_size);
            if (!calls[l].payload)
                return;
        }
        rt_run_calls(w, op, calls, td->payload_size, false);
        return;
    }
    spvrt_context *ctx = rw ? rw->thread->ls->pipe->ctx : NULL;
    rt_lane_call *calls = ctx ? spvrt_alloc(ctx, (size_t)w->width * sizeof *calls) : NULL;
    if (rw && !calls) {
        exec_trap(w, op, exec_first_lane(w->active), "out of memory for a trace");
        return;
    }
    if (rt_trace_lanes(w, op, calls))
        rt_run_calls(w, op, calls, td->payload_size, false);
    if (ctx)
        spvrt_free(ctx, calls);
}

/* ---- OpExecuteCallableKHR ------------------------------------------------------------------------- */

static void run_execute_callable(exec_wave *w, const exec_op *op)
{
    rt_wave *rw = w->rt;
    if (!rw) {
        exec_trap(w, op, exec_first_lane(w->active), "%s outside a ray-tracing pipeline", op_name(op->opcode));
        return;
    }
    const rt_launch_state *ls = rw->thread->ls;
    const rt_trace_data *td = op->data;
    rt_lane_call *calls = spvrt_alloc(ls->pipe->ctx, (size_t)w->width * sizeof *calls);
    if (!calls) {
        exec_trap(w, op, exec_first_lane(w->active), "out of memory for a callable shader call");
        return;
    }
    const uint64_t *data = exec_row(w, td->payload_row);
    bool ok = true;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rt_lane_call *c = &calls[l];
        memset(c, 0, sizeof *c);
        c->stage = SPVRT_RT_UNUSED;
        uint32_t index = rt_row_u32(w, op->args[0].row, l);
        c->payload = exec_memory_at(w, op, l, data[l], td->payload_storage_class, td->payload_size);
        const spvrt_sbt_record *record;
        if (!c->payload || !sbt_record(w, op, l, &ls->launch->callable, "callable", index, &record)) {
            ok = false;
            break;
        }
        const spvrt_rt_group *g = record_group(ls->pipe, record);
        if (!g || g->general == SPVRT_RT_UNUSED) {
            exec_trap(w, op, l, "%s: callable shader binding table record %u holds no callable shader",
                      op_name(op->opcode), index);
            ok = false;
            break;
        }
        c->stage = g->general;
        c->record = record;
        if (is_traced(ls, rw->launch_id[l])) {
            trace_line(ls, rw->nest, "%s: callable record %u", op_name(op->opcode), index);
            trace_bytes(ls, rw->nest + 1, "callable data", c->payload, td->payload_size);
        }
    }
    if (ok)
        rt_run_calls(w, op, calls, td->payload_size, true);
    spvrt_free(ls->pipe->ctx, calls);
}

/* ---- binding ------------------------------------------------------------------------------------------ */

/* SPV_NV_ray_tracing, the Location decoration: "Location also forms the linkage between OpTraceNV and the
 * RayPayloadKHR and IncomingRayPayloadKHR Storage Classes, OpExecuteCallableNV and the CallableDataKHR and
 * IncomingCallableDataKHR Storage Classes": the NV form's number operand (an integer constant) is the Location
 * of one such variable of the entry point.  From SPIR-V 1.4 the entry point's interface lists every global
 * variable it uses, and the variable is looked for there; before, among the module's variables.  Returns the
 * variable's OpVariable, or NULL after an error. */
static const spvrt_instruction *variable_at_location(exec_prep *p, const spvrt_instruction *inst,
                                                     uint32_t number_id, uint32_t outgoing, uint32_t incoming,
                                                     const char *what)
{
    const spvrt_module *m = p->module;
    const char *name = op_name(inst->opcode);
    uint64_t location;
    if (!exec_prep_constant_u64(p, number_id, &location)) {
        exec_prep_error(p, inst, "the %s number of %s is not an integer constant (SPV_NV_ray_tracing: it is the "
                        "Location of the %s variable)", what, name, what);
        return NULL;
    }
    bool by_interface = m->header.version >= 0x00010400u;
    const spvrt_instruction *found = NULL;
    uint32_t matches = 0;
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *v = &m->insts[i];
        if (v->opcode != SPVRT_OpVariable || v->word_count < 4)
            continue;
        uint32_t storage_class = spvrt_inst_words(m, v)[3];
        uint32_t at;
        if ((storage_class != outgoing && storage_class != incoming) ||
            !exec_prep_decoration(p, v->result, SPVRT_Decoration_Location, &at) || at != location)
            continue;
        if (by_interface && p->entry) {
            const spvrt_operand *ops = spvrt_inst_operands(m, p->entry);
            const uint32_t *w = spvrt_inst_words(m, p->entry);
            bool listed = false, past_name = false;
            for (uint32_t k = 0; k < p->entry->operand_count && !listed; k++) {
                if (ops[k].kind == SPVRT_KIND_LiteralString)
                    past_name = true;
                else if (past_name && w[ops[k].offset] == v->result)
                    listed = true;
            }
            if (!listed)
                continue;
        }
        found = v;
        matches++;
    }
    if (matches == 1)
        return found;
    const char *outgoing_name = spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, outgoing);
    const char *incoming_name = spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, incoming);
    exec_prep_error(p, inst, "%s names %s number %llu, but %s %s or %s variable%s Location %llu (SPV_NV_ray_tracing: "
                    "the number is the Location of one such variable of the entry point)", name, what,
                    (unsigned long long)location, matches ? "several" : "no",
                    outgoing_name ? outgoing_name : "?", incoming_name ? incoming_name : "?",
                    matches ? "s of the entry point have" : " of the entry point has", (unsigned long long)location);
    return NULL;
}

exec_bind_result exec_bind_ray_tracing(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    uint32_t pointer_arg;
    switch (inst->opcode) {
    case SPVRT_OpTraceRayKHR:
    case SPVRT_OpTraceNV:
        op->run = run_trace;
        op->flags |= EXEC_OP_REPACK;
        pointer_arg = 10;
        break;
    case SPVRT_OpTraceRayMotionNV:
    case SPVRT_OpTraceMotionNV:
        op->run = run_trace;
        op->flags |= EXEC_OP_REPACK;
        pointer_arg = 11;
        break;
    case SPVRT_OpExecuteCallableKHR:
    case SPVRT_OpExecuteCallableNV:
        op->run = run_execute_callable;
        op->flags |= EXEC_OP_REPACK;
        pointer_arg = 1;
        break;
    case SPVRT_OpReportIntersectionKHR: /* = OpReportIntersectionNV */
        op->run = run_report;
        return EXEC_BIND_OK;
    case SPVRT_OpIgnoreIntersectionNV:
    case SPVRT_OpTerminateRayNV:
        /* SPV_NV_ray_tracing: "allowed only in AnyHitNV execution model" */
        if (p->program->execution_model != SPVRT_ExecutionModel_AnyHitKHR)
            return exec_prep_error(p, inst, "%s outside an any-hit shader", op_name(inst->opcode));
        op->run = run_end_any_hit_nv;
        return EXEC_BIND_OK;
    default:
        return EXEC_BIND_NOT_MINE;
    }
    if (op->arg_count <= pointer_arg)
        return exec_prep_error(p, inst, "%s has too few operands", op_name(inst->opcode));
    uint32_t pointer_id = op->args[pointer_arg].id;
    const exec_type *pt = op->args[pointer_arg].type;
    if (inst->opcode == SPVRT_OpTraceNV || inst->opcode == SPVRT_OpTraceMotionNV ||
        inst->opcode == SPVRT_OpExecuteCallableNV) {
        bool trace = inst->opcode != SPVRT_OpExecuteCallableNV;
        const spvrt_instruction *v =
            trace ? variable_at_location(p, inst, op->args[pointer_arg].id, SPVRT_StorageClass_RayPayloadKHR,
                                         SPVRT_StorageClass_IncomingRayPayloadKHR, "payload")
                  : variable_at_location(p, inst, op->args[pointer_arg].id, SPVRT_StorageClass_CallableDataKHR,
                                         SPVRT_StorageClass_IncomingCallableDataKHR, "callable data");
        if (!v)
            return EXEC_BIND_ERROR;
        pointer_id = v->result;
        pt = exec_prep_type(p, v->result_type);
    }
    rt_trace_data *td = rt_bind_call_data(p, inst, pointer_id, pt);
    if (!td)
        return EXEC_BIND_ERROR;
    if (is_motion_trace(inst->opcode))
        td->time_arg = 10; /* Current Time, before the payload */
    op->data = td;
    return EXEC_BIND_OK;
}

rt_trace_data *rt_bind_call_data(exec_prep *p, const spvrt_instruction *inst, uint32_t pointer_id,
                                 const exec_type *pt)
{
    if (!pt || pt->kind != EXEC_POINTER || !pt->element) {
        exec_prep_error(p, inst, "the payload or callable data operand is not a pointer");
        return NULL;
    }
    const exec_layout *layout = exec_layout_of(p, pt->element, false);
    rt_trace_data *td = exec_prep_alloc(p, sizeof *td);
    if (!layout || !td)
        return NULL;
    td->payload_size = (uint32_t)layout->size;
    td->payload_row = exec_prep_row(p, pointer_id);
    td->payload_storage_class = pt->storage_class;
    td->accel_arg = 0;
    td->time_arg = RT_NO_ARG;
    td->hint_arg = RT_NO_ARG;
    if (td->payload_row == EXEC_NONE) {
        exec_prep_error(p, inst, "the payload or callable data has no pointer (internal error)");
        return NULL;
    }
    return td;
}

/* ---- pipelines ------------------------------------------------------------------------------------------ */

void spvrt_rt_pipeline_free(spvrt_rt_pipeline *pipe)
{
    if (!pipe)
        return;
    for (uint32_t i = 0; i < pipe->stage_count; i++) {
        spvrt_program_free(pipe->programs ? pipe->programs[i] : NULL);
        spvrt_free(pipe->ctx, pipe->names ? pipe->names[i] : NULL);
    }
    spvrt_free(pipe->ctx, pipe->programs);
    spvrt_free(pipe->ctx, pipe->names);
    spvrt_free(pipe->ctx, pipe->groups);
    spvrt_free(pipe->ctx, pipe);
}

static bool group_stage_is(const spvrt_rt_pipeline *pipe, uint32_t stage, uint32_t model)
{
    return stage == SPVRT_RT_UNUSED || (stage < pipe->stage_count && pipe->programs[stage]->execution_model == model);
}

spvrt_result spvrt_rt_pipeline_create(spvrt_context *ctx, const spvrt_rt_pipeline_info *info,
                                      spvrt_rt_pipeline **out)
{
    if (!ctx || !info || !out || (info->stage_count && !info->stages) || (info->group_count && !info->groups))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *out = NULL;
    spvrt_rt_pipeline *pipe = spvrt_alloc_zero(ctx, 1, sizeof *pipe);
    if (!pipe)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    pipe->ctx = ctx;
    pipe->max_depth = info->max_recursion_depth;
    pipe->programs = spvrt_alloc_zero(ctx, info->stage_count ? info->stage_count : 1, sizeof *pipe->programs);
    pipe->names = spvrt_alloc_zero(ctx, info->stage_count ? info->stage_count : 1, sizeof *pipe->names);
    pipe->groups = spvrt_alloc_zero(ctx, info->group_count ? info->group_count : 1, sizeof *pipe->groups);
    if (!pipe->programs || !pipe->names || !pipe->groups) {
        spvrt_rt_pipeline_free(pipe);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t i = 0; i < info->stage_count; i++) {
        const spvrt_rt_stage *st = &info->stages[i];
        spvrt_prepare_options options = {.entry_point = st->entry_point,
                                         .specializations = st->specializations,
                                         .specialization_count = st->specialization_count,
                                         .subgroup_size = info->subgroup_size};
        spvrt_result r = st->entry_point ? spvrt_program_prepare(ctx, st->module, &options, &pipe->programs[i])
                                         : exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "stage %u has no entry point", i);
        pipe->stage_count = i + 1;
        if (r != SPVRT_SUCCESS) {
            spvrt_rt_pipeline_free(pipe);
            return r;
        }
        if (!exec_is_ray_tracing_model(pipe->programs[i]->execution_model)) {
            spvrt_rt_pipeline_free(pipe);
            return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "stage %u ('%s') is not a ray-tracing shader", i,
                            st->entry_point);
        }
        const char *name = st->name ? st->name : st->entry_point;
        size_t length = strlen(name);
        pipe->names[i] = spvrt_alloc(ctx, length + 1);
        if (!pipe->names[i]) {
            spvrt_rt_pipeline_free(pipe);
            return SPVRT_ERROR_OUT_OF_MEMORY;
        }
        memcpy(pipe->names[i], name, length + 1);
        if (i == 0)
            pipe->width = pipe->programs[i]->width;
    }
    /* VkRayTracingShaderGroupCreateInfoKHR's VUIDs: each shader of a group of the stage its slot names */
    for (uint32_t g = 0; g < info->group_count; g++) {
        const spvrt_rt_group *gr = &info->groups[g];
        bool general = gr->general != SPVRT_RT_UNUSED;
        bool fits = general ? gr->closest_hit == SPVRT_RT_UNUSED && gr->any_hit == SPVRT_RT_UNUSED &&
                                  gr->intersection == SPVRT_RT_UNUSED && gr->general < pipe->stage_count &&
                                  !gr->procedural &&
                                  (group_stage_is(pipe, gr->general, SPVRT_ExecutionModel_RayGenerationKHR) ||
                                   group_stage_is(pipe, gr->general, SPVRT_ExecutionModel_MissKHR) ||
                                   group_stage_is(pipe, gr->general, SPVRT_ExecutionModel_CallableKHR))
                            : group_stage_is(pipe, gr->closest_hit, SPVRT_ExecutionModel_ClosestHitKHR) &&
                                  group_stage_is(pipe, gr->any_hit, SPVRT_ExecutionModel_AnyHitKHR) &&
                                  group_stage_is(pipe, gr->intersection, SPVRT_ExecutionModel_IntersectionKHR) &&
                                  (gr->procedural ? gr->intersection != SPVRT_RT_UNUSED
                                                  : gr->intersection == SPVRT_RT_UNUSED);
        if (!fits) {
            spvrt_rt_pipeline_free(pipe);
            return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                            "shader group %u: its shaders do not fit its type (VkRayTracingShaderGroupCreateInfoKHR: "
                            "a general group has one ray generation, miss or callable shader; a triangles hit group "
                            "a closest-hit and/or any-hit shader; a procedural one also an intersection shader)", g);
        }
        pipe->groups[g] = *gr;
    }
    pipe->group_count = info->group_count;
    for (uint32_t i = 1; i < pipe->stage_count; i++)
        if (pipe->programs[i]->width != pipe->width) {
            spvrt_rt_pipeline_free(pipe);
            return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "the stages of a pipeline share one subgroup size");
        }
    *out = pipe;
    return SPVRT_SUCCESS;
}

/* ---- launches ----------------------------------------------------------------------------------------- */

uint64_t rt_lane_invocation(const exec_wave *w, uint32_t lane)
{
    const rt_wave *rw = w->rt;
    if (!rw)
        return lane;
    const uint32_t *size = rw->thread->ls->launch->size;
    const uint32_t *id = rw->launch_id[lane];
    return ((uint64_t)id[2] * size[1] + id[1]) * size[0] + id[0];
}

static void set_launch_ids(exec_wave *w, const rt_launch_state *ls)
{
    rt_wave *rw = w->rt;
    const uint32_t *size = ls->launch->size;
    for (uint64_t m = w->live; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        uint64_t index = w->invocation[l];
        rw->launch_id[l][0] = (uint32_t)(index % size[0]);
        rw->launch_id[l][1] = (uint32_t)(index / size[0] % size[1]);
        rw->launch_id[l][2] = (uint32_t)(index / ((uint64_t)size[0] * size[1]));
    }
}

static bool is_fused_trace(uint32_t opcode)
{
    return opcode == SPVRT_OpHitObjectTraceReorderExecuteEXT || opcode == SPVRT_OpHitObjectTraceMotionReorderExecuteEXT;
}

/* Lanes moved into a ray generation wave (exec_launch.resume_wave): their launch indices, and at a trace, the
 * calls before_park prepared. */
static void resume_wave(exec_wave *w, const exec_op *op, void *user)
{
    set_launch_ids(w, user);
    rt_wave *rw = w->rt;
    rw->calls_ready = is_trace(op->opcode) || is_fused_trace(op->opcode);
    rw->counted = rt_is_reorder_point(op->opcode);
}

bool rt_take_calls_ready(exec_wave *w)
{
    rt_wave *rw = w->rt;
    bool ready = rw && rw->calls_ready;
    if (rw)
        rw->calls_ready = false;
    return ready;
}

bool rt_take_counted(exec_wave *w)
{
    rt_wave *rw = w->rt;
    bool counted = rw && rw->counted;
    if (rw)
        rw->counted = false;
    return counted;
}

uint32_t rt_reorder_mode(const exec_wave *w)
{
    const rt_wave *rw = w->rt;
    return rw ? rw->thread->ls->launch->reorder : SPVRT_RT_REORDER_ON;
}

void rt_count_coherence(exec_wave *w, const exec_op *op, bool after, uint32_t shaders)
{
    rt_wave *rw = w->rt;
    if (!rw)
        return;
    rt_launch_state *ls = rw->thread->ls;
    atomic_fetch_add(&ls->coherence[after ? 2 : 0], 1);
    atomic_fetch_add(&ls->coherence[after ? 3 : 1], shaders);
    /* the point's own counters: its slot claimed by its word offset (+ 1: 0 is a free slot) */
    for (uint32_t i = 0; i < SPVRT_RT_MAX_REORDER_POINTS; i++) {
        rt_point_counters *pc = &ls->points[i];
        uint_fast64_t key = atomic_load(&pc->key), want = (uint_fast64_t)op->word_offset + 1;
        if (key == 0 && atomic_compare_exchange_strong(&pc->key, &key, want)) {
            pc->opcode = op->opcode;
            key = want;
        }
        if (key == want) {
            atomic_fetch_add(&pc->counts[after ? 2 : 0], 1);
            atomic_fetch_add(&pc->counts[after ? 3 : 1], shaders);
            return;
        }
    }
}

/* A call's key: the lanes that call one shader with one record go on side by side (then its closest-hit
 * or miss wave is full); 0 for no call. */
static uint64_t call_key(const rt_launch_state *ls, const rt_lane_call *c)
{
    if (c->stage == SPVRT_RT_UNUSED || !c->record)
        return 0;
    const spvrt_sbt_table *t = c->hit.kind != ACCEL_HIT_NONE ? &ls->launch->hit : &ls->launch->miss;
    return ((uint64_t)c->stage + 1) << 40 | (uint64_t)(c->hit.kind != ACCEL_HIT_NONE) << 32 |
           (uint64_t)(c->record - t->records);
}

/* --reorder shuffle: a key that scatters the lanes of a window (a mix of the invocation and the point) */
static uint64_t shuffle_key(uint64_t invocation, uint32_t point)
{
    uint64_t z = invocation * 0x9E3779B97F4A7C15ull + ((uint64_t)point << 32 | 0x5bd1e995u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The lanes of a ray generation wave are about to park at op (exec_launch.before_park): at a trace, the
 * traversal now, and the lanes sorted by the shader they call; at a callable, by the callable; at a reorder
 * point, by the reorder key of hit_object.c (SER-S01..S05). */
static int before_park(exec_wave *w, const exec_op *op, uint64_t keys[EXEC_MAX_WIDTH], void *user)
{
    const rt_launch_state *ls = user;
    rt_wave *rw = w->rt;
    uint32_t mode = ls->launch->reorder;
    bool trace = is_trace(op->opcode);
    if (rt_is_reorder_point(op->opcode)) {
        if (mode == SPVRT_RT_REORDER_OFF)
            return EXEC_GO_ON; /* the handler traces (fused forms), counts and executes where the lanes are */
        uint32_t shaders = 0;
        if (!rt_reorder_keys(w, op, keys, &shaders))
            return EXEC_PARK_TRAP;
        rt_count_coherence(w, op, false, shaders);
        rw->counted = true;
        trace = is_fused_trace(op->opcode); /* its hit objects hold the trace now */
    } else if (trace) {
        rt_lane_call *calls = (rt_lane_call *)(void *)w->lane_data;
        if (!rt_trace_lanes(w, op, calls))
            return EXEC_PARK_TRAP;
        for (uint64_t m = w->active; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            keys[l] = call_key(ls, &calls[l]);
        }
    } else if (op->opcode == SPVRT_OpExecuteCallableKHR || op->opcode == SPVRT_OpExecuteCallableNV) {
        /* the SBT index */
        for (uint64_t m = w->active; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            uint32_t index = rt_row_u32(w, op->args[0].row, l);
            keys[l] = index < ls->launch->callable.count ? (uint64_t)index + 1 : 0;
        }
    } else {
        /* OpHitObjectTraceRay*EXT, a repack instruction: nothing to sort by before its traversal */
        return EXEC_GO_ON;
    }
    if (mode == SPVRT_RT_REORDER_SHUFFLE) {
        for (uint64_t m = w->active; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            keys[l] = shuffle_key(w->invocation[l], op->word_offset);
        }
        rw->calls_ready = false;
        return EXEC_PARK;
    }
    /* a full wave whose lanes all call one shader has nothing to gain: it goes on (with its calls ready) */
    bool same = w->active == exec_all_lanes(w);
    for (uint64_t m = w->active; m && same; m &= m - 1)
        same = keys[exec_first_lane(m)] == keys[exec_first_lane(w->active)];
    if (same) {
        rw->calls_ready = trace;
        return EXEC_GO_ON;
    }
    return EXEC_PARK;
}

static void begin_wave(exec_wave *w, uint64_t first, void *user)
{
    rt_launch_state *ls = user;
    rt_thread *t = w->rt ? ((rt_wave *)w->rt)->thread : NULL;
    if (!t) {
        t = spvrt_alloc_zero(ls->pipe->ctx, 1, sizeof *t);
        exec_wave **waves = t ? spvrt_alloc_zero(ls->pipe->ctx, (size_t)ls->pipe->stage_count * RT_MAX_NEST,
                                                 sizeof *waves) : NULL;
        if (!waves) {
            spvrt_free(ls->pipe->ctx, t);
            /* run nothing: every lane ends before its first instruction */
            exec_trap(w, NULL, 0, "out of memory for the launch's waves");
            w->live = 0;
            return;
        }
        t->ls = ls;
        t->waves = waves;
        t->raygen.thread = t;
        t->raygen.stage = ls->raygen_stage;
        w->rt = &t->raygen;
    }
    rt_wave *rw = &t->raygen;
    rw->depth = 0;
    rw->nest = 0;
    rw->calls_ready = false;
    rw->counted = false;
    set_record(w, ls->raygen_record);
    const uint32_t *size = ls->launch->size;
    (void)first; /* w->invocation[] has the lanes' launch indices */
    set_launch_ids(w, ls);
    for (uint64_t m = w->live; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rt_invocation inv = {rw->launch_id[l], size, NULL, 0.0f, NULL, 0};
        write_builtins(w, l, &inv);
        if (is_traced(ls, rw->launch_id[l]))
            trace_line(ls, 0, "ray generation shader '%s' (group %u, ray generation record 0), launch index (%u, %u, %u)",
                       ls->pipe->names[ls->raygen_stage], ls->raygen_record->group, rw->launch_id[l][0],
                       rw->launch_id[l][1], rw->launch_id[l][2]);
    }
}

static void end_worker(exec_wave *w, void *user)
{
    rt_launch_state *ls = user;
    rt_thread *t = ((rt_wave *)w->rt)->thread;
    for (size_t i = 0; i < (size_t)ls->pipe->stage_count * RT_MAX_NEST; i++)
        if (t->waves[i]) {
            spvrt_free(ls->pipe->ctx, t->waves[i]->rt);
            exec_wave_destroy(ls->pipe->ctx, t->waves[i]);
        }
    spvrt_free(ls->pipe->ctx, t->waves);
    spvrt_free(ls->pipe->ctx, t);
    w->rt = NULL;
}

bool rt_record_address(exec_wave *w, const exec_op *op, uint32_t lane, bool hit, uint32_t index, uint64_t *address)
{
    const rt_launch_state *ls = ((rt_wave *)w->rt)->thread->ls;
    const spvrt_sbt_table *table = hit ? &ls->launch->hit : &ls->launch->miss;
    if (index >= table->count) {
        exec_trap(w, op, lane, "SER-S25: %s of %s record %u, past the %u records of the %s table (there is no such "
                  "record: undefined behaviour)", op_name(op->opcode), hit ? "hit" : "miss", index, table->count,
                  hit ? "hit" : "miss");
        return false;
    }
    *address = ls->record_addresses[(hit ? 0 : ls->launch->hit.count) + index];
    return true;
}

/* The device addresses of the shader records (OpHitObjectGetShaderRecordBufferHandle*, SER-S25: "the address of
 * shader record buffer for the hit or miss record"): every record of the hit and miss tables gets one, 16-byte
 * aligned, above every buffer of the caller's; a record with data becomes a device buffer of the launch (out:
 * resources with those added), so that a PhysicalStorageBuffer pointer made from the handle reads it. */
static spvrt_result record_buffers(spvrt_context *ctx, rt_launch_state *ls, const spvrt_dispatch *resources,
                                   spvrt_dispatch *out, spvrt_device_buffer **buffers)
{
    const spvrt_rt_launch *launch = ls->launch;
    uint32_t records = launch->hit.count + launch->miss.count;
    *out = *resources;
    *buffers = NULL;
    ls->record_addresses = records ? spvrt_alloc_zero(ctx, records, sizeof *ls->record_addresses) : NULL;
    if (!records)
        return SPVRT_SUCCESS;
    uint32_t with_data = 0;
    uint64_t next = 0x10000;
    for (uint32_t i = 0; i < resources->device_buffer_count; i++) {
        const spvrt_device_buffer *b = &resources->device_buffers[i];
        if (b->size <= UINT64_MAX - b->address && b->address + b->size > next)
            next = b->address + b->size;
    }
    *buffers = spvrt_alloc_zero(ctx, (size_t)resources->device_buffer_count + records, sizeof **buffers);
    if (!ls->record_addresses || !*buffers || next > UINT64_MAX / 2)
        return ls->record_addresses && *buffers ? exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "device buffers fill "
                                                             "the address space: no room for the shader records")
                                                : SPVRT_ERROR_OUT_OF_MEMORY;
    if (resources->device_buffer_count)
        memcpy(*buffers, resources->device_buffers, (size_t)resources->device_buffer_count * sizeof **buffers);
    next = (next + 0xFFFF) & ~(uint64_t)0xFFFF;
    for (uint32_t i = 0; i < records; i++) {
        const spvrt_sbt_record *r = i < launch->hit.count ? &launch->hit.records[i]
                                                          : &launch->miss.records[i - launch->hit.count];
        ls->record_addresses[i] = next;
        if (r->data && r->data_size)
            (*buffers)[resources->device_buffer_count + with_data++] =
                (spvrt_device_buffer){(void *)(uintptr_t)r->data, r->data_size, next};
        next += ((uint64_t)r->data_size + 15) & ~(uint64_t)15;
        next += 16; /* two records never share an address */
    }
    out->device_buffers = *buffers;
    out->device_buffer_count = resources->device_buffer_count + with_data;
    return SPVRT_SUCCESS;
}

static spvrt_result check_table(spvrt_context *ctx, const spvrt_rt_pipeline *pipe, const spvrt_sbt_table *table,
                                const char *what)
{
    if (table->count && !table->records)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "the %s table has a count without records", what);
    for (uint32_t i = 0; i < table->count; i++)
        if (table->records[i].group >= pipe->group_count ||
            (table->records[i].data_size && !table->records[i].data))
            return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                            "record %u of the %s table names group %u of a pipeline of %u groups (or has a data "
                            "size without data)", i, what, table->records[i].group, pipe->group_count);
    return SPVRT_SUCCESS;
}

spvrt_result spvrt_rt_trace(spvrt_context *ctx, const spvrt_rt_pipeline *pipe, const spvrt_dispatch *resources,
                            const spvrt_rt_launch *launch)
{
    if (!ctx || !pipe || !resources || !launch)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    spvrt_result r = SPVRT_SUCCESS;
    const spvrt_sbt_table *tables[4] = {&launch->raygen, &launch->miss, &launch->hit, &launch->callable};
    const char *names[4] = {"ray generation", "miss", "hit", "callable"};
    for (int i = 0; i < 4 && r == SPVRT_SUCCESS; i++)
        r = check_table(ctx, pipe, tables[i], names[i]);
    if (r != SPVRT_SUCCESS)
        return r;
    if (!launch->raygen.count)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "a launch needs a ray generation shader binding table");
    const spvrt_rt_group *g = &pipe->groups[launch->raygen.records[0].group];
    if (!group_stage_is(pipe, g->general, SPVRT_ExecutionModel_RayGenerationKHR) || g->general == SPVRT_RT_UNUSED)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                        "the ray generation table's record holds group %u, which has no ray generation shader",
                        launch->raygen.records[0].group);
    uint64_t invocations = (uint64_t)launch->size[0] * launch->size[1] * launch->size[2];
    if (invocations == 0)
        return SPVRT_SUCCESS;
    if (launch->reorder > SPVRT_RT_REORDER_SHUFFLE)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "reorder mode %u is none of SPVRT_RT_REORDER_*",
                          launch->reorder);
    rt_launch_state ls = {.pipe = pipe, .launch = launch, .raygen_stage = g->general,
                          .raygen_record = &launch->raygen.records[0]};
    atomic_init(&ls.shading_ns, 0);
    for (int i = 0; i < 4; i++)
        atomic_init(&ls.coherence[i], 0);
    for (uint32_t i = 0; i < SPVRT_RT_MAX_REORDER_POINTS; i++) {
        atomic_init(&ls.points[i].key, 0);
        for (int k = 0; k < 4; k++)
            atomic_init(&ls.points[i].counts[k], 0);
    }
    spvrt_dispatch with_records;
    spvrt_device_buffer *buffers;
    r = record_buffers(ctx, &ls, resources, &with_records, &buffers);
    resources = &with_records;
    ls.states = r == SPVRT_SUCCESS ? spvrt_alloc_zero(ctx, pipe->stage_count, sizeof *ls.states) : NULL;
    if (!ls.states) {
        spvrt_free(ctx, buffers);
        spvrt_free(ctx, ls.record_addresses);
        return r == SPVRT_SUCCESS ? SPVRT_ERROR_OUT_OF_MEMORY : r;
    }
    uint32_t ready = 0;
    for (; ready < pipe->stage_count && r == SPVRT_SUCCESS; ready++)
        r = exec_dispatch_state_init(ctx, &ls.states[ready], pipe->programs[ready], resources);
    if (r == SPVRT_SUCCESS) {
        ls.exec.invocations = invocations;
        memcpy(ls.exec.size, launch->size, sizeof ls.exec.size);
        ls.exec.begin_wave = begin_wave;
        ls.exec.end_worker = end_worker;
        ls.exec.resume_wave = resume_wave;
        ls.exec.before_park = before_park;
        ls.exec.lane_data_bytes = sizeof(rt_lane_call);
        ls.exec.window = launch->window ? launch->window : SPVRT_RT_DEFAULT_WINDOW;
        if (ls.exec.window > RT_MAX_WINDOW)
            ls.exec.window = RT_MAX_WINDOW;
        exec_repack_stats stats;
        atomic_init(&stats.parked, 0);
        atomic_init(&stats.moved, 0);
        atomic_init(&stats.waves_before, 0);
        atomic_init(&stats.waves_after, 0);
        ls.exec.stats = &stats;
        ls.exec.user = &ls;
        r = exec_run(ctx, pipe->programs[ls.raygen_stage], resources, &ls.exec);
        if (launch->stats) {
            launch->stats->repack_lanes = atomic_load(&stats.parked);
            launch->stats->repack_moved = atomic_load(&stats.moved);
            launch->stats->repack_waves_before = atomic_load(&stats.waves_before);
            launch->stats->repack_waves_after = atomic_load(&stats.waves_after);
            launch->stats->reorder_waves_before = atomic_load(&ls.coherence[0]);
            launch->stats->reorder_shaders_before = atomic_load(&ls.coherence[1]);
            launch->stats->reorder_waves_after = atomic_load(&ls.coherence[2]);
            launch->stats->reorder_shaders_after = atomic_load(&ls.coherence[3]);
            launch->stats->shading_ns = atomic_load(&ls.shading_ns);
            uint32_t n = 0;
            for (uint32_t i = 0; i < SPVRT_RT_MAX_REORDER_POINTS; i++) {
                uint64_t key = atomic_load(&ls.points[i].key);
                if (!key)
                    continue;
                spvrt_rt_reorder_point *rp = &launch->stats->reorder_points[n++];
                rp->word_offset = (uint32_t)(key - 1);
                rp->opcode = ls.points[i].opcode;
                rp->waves_before = atomic_load(&ls.points[i].counts[0]);
                rp->shaders_before = atomic_load(&ls.points[i].counts[1]);
                rp->waves_after = atomic_load(&ls.points[i].counts[2]);
                rp->shaders_after = atomic_load(&ls.points[i].counts[3]);
            }
            launch->stats->reorder_point_count = n;
        }
    }
    for (uint32_t i = 0; i < ready; i++)
        exec_dispatch_state_release(ctx, &ls.states[i]);
    spvrt_free(ctx, ls.states);
    spvrt_free(ctx, buffers);
    spvrt_free(ctx, ls.record_addresses);
    return r;
}
