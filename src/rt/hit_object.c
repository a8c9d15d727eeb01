/* spvrt rt: hit objects and invocation reordering (SPV_EXT_shader_invocation_reorder; the NV forms of
 * SPV_NV_shader_invocation_reorder that have the same meaning; the hit-object getters of
 * SPV_NV_linear_swept_spheres.  RULES.md A.9, C.1 SER-S01..S31; docs/ray-tracing.md "Hit objects").
 *
 * Objects.  OpTypeHitObjectEXT / NV is opaque (SER-S29): prepare.c gives it exec_hit_object_bytes() of
 * Function or Private memory and never a register.  The object is an ho_object: a tag naming the launch and
 * the invocation that recorded it, whether it is empty, a hit or a miss, the ray (world space, flags, time),
 * the committed hit with its hit kind and attributes, and the SBT record index (hit table) or miss index.
 * It holds no pointer, so it moves with its invocation when invocations move between waves (run.c).
 *
 * Record (SER-S13..S15): OpHitObjectRecordEmpty*, OpHitObjectRecordMiss* (and Motion), and
 * OpHitObjectRecordFromQueryEXT, from the committed intersection of an initialized ray query.  Trace (SER-S07,
 * S08): OpHitObjectTraceRay*, the traversal of OpTraceRayKHR (pipeline.c, rt_trace_lanes: intersection and
 * any-hit shaders run) into the object; closest-hit and miss do not run.  Execute (SER-S16): the closest-hit
 * or miss shader the object names, through pipeline.c's rt_run_calls with the Payload; an empty object calls
 * nothing.
 *
 * Reordering (SER-S01..S05, S27, S28).  OpReorderThreadWithHint*, OpReorderThreadWithHitObject* and the fused
 * OpHitObjectReorderExecuteShaderEXT / OpHitObjectTrace[Motion]ReorderExecuteEXT are invocation repack
 * instructions (Vulkan "Ray Tracing", ray-tracing-repack): their lanes park there, and the window's parked
 * lanes go on in waves sorted by rt_reorder_keys' key (run.c, "lanes that move between waves"):
 *
 *     bits 63..48   the shader the hit object names (its stage + 1; 0: none)       SER-S03
 *     bits 47..16   Hint's low Bits bits, as an unsigned number (Bits over 32: 32) SER-S01, S02
 *     bits 15..0    the rest of the hit object: its SBT record or miss index
 *
 * (OpReorderThreadWithHint*: the hint alone, SER-S04.)  spvrt_rt_launch.reorder: OFF keeps every lane where it
 * is, SHUFFLE scatters them (pipeline.c before_park).
 *
 * Undefined behaviour is reported, not executed.  The documents say what a getter returns "as encoded in the
 * hit object"; an object that encodes no such thing has nothing to return, so these trap with the rule:
 *   - any use but a record of an object this invocation never recorded (its memory holds garbage);
 *   - the hit getters (instance, primitive, geometry, hit kind, object-space ray, transforms, attributes,
 *     vertex positions, the sphere / LSS getters) of a miss or an empty object;
 *   - the ray getters, the SBT index and its setter, of an empty object;
 *   - OpHitObjectGetAttributes* into a variable of another size than the attributes the object holds
 *     (a triangle's are two floats; an intersection shader's, its hit attribute variable's);
 *   - triangle vertex positions of a hit that is no triangle, sphere getters of no sphere, LSS of no LSS;
 *   - OpHitObjectRecordFromQueryEXT of a query with nothing committed.
 * OpHitObjectGetShaderRecordBufferHandle* gives the record's device address (pipeline.c, record_buffers: a
 * PhysicalStorageBuffer pointer made from it reads the record's data).  OpHitObjectRecordHit*NV and
 * OpHitObjectGetClusterIdNV are not supported: prepare refuses them (exit status 2). */
#include <stdio.h>
#include <string.h>

#include "../exec/prep.h"
#include "rt.h"

#define HO_TAG_MAGIC 0x48697442656374ull /* "HitBect" */

enum { HO_EMPTY = 0, HO_HIT = 1, HO_MISS = 2 };

typedef struct ho_object {
    uint64_t tag;               /* ho_tag() of the invocation that recorded it */
    uint32_t state;             /* HO_* */
    uint32_t sbt_index;         /* hit: the hit table record; miss: the miss index */
    uint32_t hit_kind;
    uint32_t attribute_size;    /* bytes of attributes the hit holds */
    bool hit_kind_known;        /* false: a generated hit recorded from a ray query without a Hit Kind */
    float time;                 /* the motion forms' Current Time; else 0 */
    accel_ray ray;              /* world space */
    accel_hit hit;              /* kind NONE unless state HIT */
    uint8_t attributes[RT_MAX_ATTRIBUTE];
} ho_object;

uint32_t exec_hit_object_bytes(void)
{
    return (uint32_t)((sizeof(ho_object) + EXEC_RAY_QUERY_ALIGN - 1) & ~(size_t)(EXEC_RAY_QUERY_ALIGN - 1));
}

/* What an instruction of the family needs besides its arguments (op->data). */
typedef struct ho_data {
    rt_trace_data call;         /* first: rt_trace_lanes and rt_run_calls read op->data as an rt_trace_data */
    uint8_t flags_arg;          /* OpHitObjectRecordMissEXT's Ray Flags (the NV form has none): RT_NO_ARG */
    uint8_t index_arg;          /* the record: Miss Index / SBT Record Index */
    uint8_t origin_arg;         /* OpHitObjectRecordMiss*: Ray Origin (Tmin, Direction, Tmax follow) */
    uint8_t time_arg;           /* OpHitObjectRecordMissMotion*: Current Time */
    uint8_t hit_kind_arg;       /* OpHitObjectRecordFromQueryEXT's optional Hit Kind */
    uint32_t attribute_size;    /* RecordFromQuery, GetAttributes: bytes of the attribute variable */
    uint32_t attribute_class;   /* its storage class */
} ho_data;

static const char *ho_name(uint32_t opcode)
{
    const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
    return info ? spvrt_grammar_string(info->name) : "a hit-object instruction";
}

static uint64_t ho_tag(const exec_wave *w, uint32_t lane)
{
    uint64_t serial = w->dispatch ? w->dispatch->serial : 0;
    return HO_TAG_MAGIC ^ (serial << 40) ^ (rt_lane_invocation(w, lane) * 0x9E3779B97F4A7C15ull);
}

/* The lane's hit object at argument arg; NULL after a trap.  recorded: it must hold what a record or trace
 * of this invocation put there. */
static ho_object *object_at(exec_wave *w, const exec_op *op, uint32_t arg, uint32_t lane, bool recorded)
{
    const uint64_t *pointer = exec_row(w, op->args[arg].row);
    ho_object *o = exec_memory_at(w, op, lane, pointer[lane], op->args[arg].type->storage_class, sizeof *o);
    if (!o)
        return NULL;
    if ((uintptr_t)o % _Alignof(ho_object)) {
        exec_trap(w, op, lane, "the hit object pointer is misaligned");
        return NULL;
    }
    if (recorded && o->tag != ho_tag(w, lane)) {
        exec_trap(w, op, lane, "%s of a hit object this invocation has not recorded (no OpHitObjectRecord* or "
                  "OpHitObjectTraceRay* wrote it: its value is undefined, SER-S29)", ho_name(op->opcode));
        return NULL;
    }
    return o;
}

/* ---- record ------------------------------------------------------------------------------------------- */

static void store_call(exec_wave *w, uint32_t lane, ho_object *o, const rt_lane_call *c)
{
    memset(o, 0, sizeof *o);
    o->tag = ho_tag(w, lane);
    o->state = c->hit.kind != ACCEL_HIT_NONE ? HO_HIT : HO_MISS;
    o->sbt_index = c->sbt_index;
    o->hit_kind = c->hit_kind;
    o->hit_kind_known = true;
    o->attribute_size = c->attribute_size;
    o->time = c->time;
    o->ray = c->ray;
    o->hit = c->hit;
    memcpy(o->attributes, c->attributes, RT_MAX_ATTRIBUTE);
}

static void run_record_empty(exec_wave *w, const exec_op *op)
{
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        ho_object *o = object_at(w, op, 0, l, false);
        if (!o)
            return;
        memset(o, 0, sizeof *o); /* SER-S15: neither a hit nor a miss */
        o->tag = ho_tag(w, l);
    }
}

/* SER-S14: a miss with the ray's parameters, the miss index and the time; no trace. */
static void run_record_miss(exec_wave *w, const exec_op *op)
{
    const ho_data *d = op->data;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        ho_object *o = object_at(w, op, 0, l, false);
        if (!o)
            return;
        memset(o, 0, sizeof *o);
        o->tag = ho_tag(w, l);
        o->state = HO_MISS;
        o->sbt_index = rt_row_u32(w, op->args[d->index_arg].row, l);
        o->ray.flags = d->flags_arg != RT_NO_ARG ? rt_row_u32(w, op->args[d->flags_arg].row, l) : 0;
        o->ray.cull_mask = 0xFFu;
        for (uint32_t k = 0; k < 3; k++) {
            o->ray.origin[k] = rt_row_f32(w, op->args[d->origin_arg].row + k, l);
            o->ray.direction[k] = rt_row_f32(w, op->args[d->origin_arg + 2].row + k, l);
        }
        o->ray.tmin = rt_row_f32(w, op->args[d->origin_arg + 1].row, l);
        o->ray.tmax = rt_row_f32(w, op->args[d->origin_arg + 3].row, l);
        o->time = o->ray.time = d->time_arg != RT_NO_ARG ? rt_row_f32(w, op->args[d->time_arg].row, l) : 0.0f;
    }
}

/* SER-S13: the ray query's committed intersection as a hit, the closest-hit shader of SBT Record Index, the
 * attribute variable's contents; no trace. */
static void run_record_from_query(exec_wave *w, const exec_op *op)
{
    const ho_data *d = op->data;
    const uint64_t *attributes = exec_row(w, op->args[3].row);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        ho_object *o = object_at(w, op, 0, l, false);
        const accel_query *q = o ? rt_ray_query_at(w, op, 1, l) : NULL;
        if (!q)
            return;
        if (q->committed.kind == ACCEL_HIT_NONE) {
            exec_trap(w, op, l, "SER-S13: OpHitObjectRecordFromQueryEXT of a ray query with no committed "
                      "intersection (there is no hit to record: undefined behaviour)");
            return;
        }
        const uint8_t *from = exec_memory_at(w, op, l, attributes[l], d->attribute_class, d->attribute_size);
        if (!from)
            return;
        memset(o, 0, sizeof *o);
        o->tag = ho_tag(w, l);
        o->state = HO_HIT;
        o->sbt_index = rt_row_u32(w, op->args[2].row, l);
        o->ray = q->ray;
        o->hit = q->committed;
        o->attribute_size = d->attribute_size < RT_MAX_ATTRIBUTE ? d->attribute_size : RT_MAX_ATTRIBUTE;
        memcpy(o->attributes, from, o->attribute_size);
        if (d->hit_kind_arg != RT_NO_ARG) {
            o->hit_kind = rt_row_u32(w, op->args[d->hit_kind_arg].row, l);
            o->hit_kind_known = true;
        } else if (o->hit.kind == ACCEL_HIT_TRIANGLE) {
            o->hit_kind = o->hit.front_face ? 0xFEu : 0xFFu; /* SER-S17 */
            o->hit_kind_known = true;
        }
    }
}

/* OpHitObjectSetShaderBindingTableRecordIndex* (SER-S24) */
static void run_set_sbt_index(exec_wave *w, const exec_op *op)
{
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        ho_object *o = object_at(w, op, 0, l, true);
        if (!o)
            return;
        if (o->state == HO_EMPTY) {
            exec_trap(w, op, l, "SER-S24: %s of an empty hit object (it encodes no record: undefined behaviour)",
                      ho_name(op->opcode));
            return;
        }
        o->sbt_index = rt_row_u32(w, op->args[1].row, l);
    }
}

/* ---- trace and execute --------------------------------------------------------------------------------- */

/* The calls the hit objects of the active lanes name, with the payloads; false after a trap. */
static bool object_calls(exec_wave *w, const exec_op *op, rt_lane_call *calls)
{
    const rt_trace_data *td = op->data;
    const uint64_t *payload = exec_row(w, td->payload_row);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        rt_lane_call *c = &calls[l];
        ho_object *o = object_at(w, op, 0, l, true);
        if (!o)
            return false;
        memset(c, 0, sizeof *c);
        c->stage = SPVRT_RT_UNUSED;
        if (o->state == HO_EMPTY)
            continue; /* SER-S16: nothing is called */
        c->sbt_index = o->sbt_index;
        c->ray = o->ray;
        c->time = c->ray.time = o->time; /* CurrentRayTimeNV of the shader it calls */
        c->hit = o->hit;
        c->hit_kind = o->hit_kind;
        c->no_hit_kind = !o->hit_kind_known;
        c->attribute_size = o->attribute_size;
        memcpy(c->attributes, o->attributes, RT_MAX_ATTRIBUTE);
        c->payload = exec_memory_at(w, op, l, payload[l], td->payload_storage_class, td->payload_size);
        if (!c->payload || !rt_resolve_call(w, op, l, c, true))
            return false;
    }
    return true;
}

static void execute_objects(exec_wave *w, const exec_op *op, rt_lane_call *calls)
{
    if (object_calls(w, op, calls))
        rt_run_calls(w, op, calls, ((const rt_trace_data *)op->data)->payload_size, false);
}

/* The trace into the hit objects of the active lanes (SER-S07); false after a trap. */
static bool trace_objects(exec_wave *w, const exec_op *op, rt_lane_call *calls)
{
    if (!rt_trace_lanes(w, op, calls))
        return false;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        ho_object *o = object_at(w, op, 0, l, false);
        if (!o)
            return false;
        store_call(w, l, o, &calls[l]);
    }
    return true;
}

static rt_lane_call *wave_calls(exec_wave *w, const exec_op *op)
{
    spvrt_context *ctx = w->program->ctx;
    rt_lane_call *calls = spvrt_alloc(ctx, (size_t)w->width * sizeof *calls);
    if (!calls)
        exec_trap(w, op, exec_first_lane(w->active), "out of memory for %s", ho_name(op->opcode));
    return calls;
}

static void run_trace(exec_wave *w, const exec_op *op)
{
    rt_lane_call *calls = wave_calls(w, op);
    if (!calls)
        return;
    trace_objects(w, op, calls);
    spvrt_free(w->program->ctx, calls);
}

static void run_execute(exec_wave *w, const exec_op *op)
{
    rt_lane_call *calls = wave_calls(w, op);
    if (!calls)
        return;
    execute_objects(w, op, calls);
    spvrt_free(w->program->ctx, calls);
}

/* ---- reordering ---------------------------------------------------------------------------------------- */

bool rt_is_reorder_point(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpReorderThreadWithHintEXT:
    case SPVRT_OpReorderThreadWithHitObjectEXT:
    case SPVRT_OpReorderThreadWithHintNV:
    case SPVRT_OpReorderThreadWithHitObjectNV:
    case SPVRT_OpHitObjectReorderExecuteShaderEXT:
    case SPVRT_OpHitObjectTraceReorderExecuteEXT:
    case SPVRT_OpHitObjectTraceMotionReorderExecuteEXT:
        return true;
    default:
        return false;
    }
}

static bool names_object(uint32_t opcode)
{
    return opcode != SPVRT_OpReorderThreadWithHintEXT && opcode != SPVRT_OpReorderThreadWithHintNV;
}

/* SER-S01: the low Bits bits of Hint as an unsigned number (Bits past 32: all of them) */
static uint64_t hint_value(const exec_wave *w, const exec_op *op, uint32_t lane)
{
    const rt_trace_data *td = op->data;
    if (td->hint_arg == RT_NO_ARG)
        return 0;
    uint32_t hint = rt_row_u32(w, op->args[td->hint_arg].row, lane);
    uint32_t bits = rt_row_u32(w, op->args[td->hint_arg + 1].row, lane);
    return bits >= 32 ? hint : hint & ((1u << bits) - 1u);
}

/* The shader part of a lane's key (its stage + 1; 0: the object calls nothing), no trap. */
static uint64_t shader_of(exec_wave *w, const exec_op *op, const ho_object *o)
{
    if (o->state == HO_EMPTY)
        return 0;
    rt_lane_call c;
    memset(&c, 0, sizeof c);
    c.sbt_index = o->sbt_index;
    c.ray = o->ray;
    c.hit = o->hit;
    if (!rt_resolve_call(w, op, 0, &c, false) || c.stage == SPVRT_RT_UNUSED)
        return 0;
    return (uint64_t)c.stage + 1;
}

static uint32_t distinct(const uint64_t *values, uint32_t count)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t j = 0;
        while (j < i && values[j] != values[i])
            j++;
        n += j == i;
    }
    return n;
}

bool rt_reorder_keys(exec_wave *w, const exec_op *op, uint64_t keys[EXEC_MAX_WIDTH], uint32_t *shaders)
{
    if (op->opcode == SPVRT_OpHitObjectTraceReorderExecuteEXT ||
        op->opcode == SPVRT_OpHitObjectTraceMotionReorderExecuteEXT) {
        /* SER-S28: the trace first, into the hit objects (they move with the lanes) */
        if (!trace_objects(w, op, (rt_lane_call *)(void *)w->lane_data))
            return false;
    }
    uint64_t seen[EXEC_MAX_WIDTH];
    uint32_t count = 0;
    bool object = names_object(op->opcode);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        uint64_t hint = hint_value(w, op, l);
        if (!object) {
            keys[l] = hint; /* SER-S04 */
            seen[count++] = 0;
            continue;
        }
        const ho_object *o = object_at(w, op, 0, l, true);
        if (!o)
            return false;
        uint64_t shader = shader_of(w, op, o);
        keys[l] = shader << 48 | hint << 16 | (o->sbt_index & 0xFFFFu); /* SER-S03, S05 */
        seen[count++] = shader;
    }
    *shaders = distinct(seen, count);
    return true;
}

/* The distinct shaders the active lanes' hit objects name (spvrt_rt_stats); false after a trap. */
static bool wave_shaders(exec_wave *w, const exec_op *op, uint32_t *shaders)
{
    uint64_t seen[EXEC_MAX_WIDTH];
    uint32_t count = 0;
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        uint64_t shader = 0;
        if (names_object(op->opcode)) {
            const ho_object *o = object_at(w, op, 0, l, true);
            if (!o)
                return false;
            shader = shader_of(w, op, o);
        }
        seen[count++] = shader;
    }
    *shaders = distinct(seen, count);
    return true;
}

/* The reorder point's handler after the lanes went on (or stayed, under --reorder off or without a window):
 * the coherence statistic, then the fused forms' trace and execution. */
static void run_reorder(exec_wave *w, const exec_op *op)
{
    bool fused_trace = op->opcode == SPVRT_OpHitObjectTraceReorderExecuteEXT ||
                       op->opcode == SPVRT_OpHitObjectTraceMotionReorderExecuteEXT;
    bool execute = fused_trace || op->opcode == SPVRT_OpHitObjectReorderExecuteShaderEXT;
    rt_lane_call *calls = NULL;
    if (execute && !(calls = wave_calls(w, op)))
        return;
    bool ready = rt_take_calls_ready(w);
    if (fused_trace && !ready && !trace_objects(w, op, calls)) {
        spvrt_free(w->program->ctx, calls);
        return;
    }
    uint32_t shaders = 0;
    bool counted = rt_take_counted(w);
    if (wave_shaders(w, op, &shaders)) {
        if (!counted)
            rt_count_coherence(w, op, false, shaders);
        rt_count_coherence(w, op, true, shaders);
        if (execute)
            execute_objects(w, op, calls);
    }
    spvrt_free(w->program->ctx, calls);
}

/* ---- getters ------------------------------------------------------------------------------------------- */

typedef enum getter_needs { NEEDS_ANY, NEEDS_RAY, NEEDS_HIT } getter_needs;

static getter_needs needs_of(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpHitObjectIsEmptyEXT: case SPVRT_OpHitObjectIsEmptyNV:
    case SPVRT_OpHitObjectIsHitEXT: case SPVRT_OpHitObjectIsHitNV:
    case SPVRT_OpHitObjectIsMissEXT: case SPVRT_OpHitObjectIsMissNV:
    case SPVRT_OpHitObjectIsSphereHitNV: case SPVRT_OpHitObjectIsLSSHitNV:
        return NEEDS_ANY;
    case SPVRT_OpHitObjectGetRayTMinEXT: case SPVRT_OpHitObjectGetRayTMinNV:
    case SPVRT_OpHitObjectGetRayTMaxEXT: case SPVRT_OpHitObjectGetRayTMaxNV:
    case SPVRT_OpHitObjectGetRayFlagsEXT:
    case SPVRT_OpHitObjectGetWorldRayOriginEXT: case SPVRT_OpHitObjectGetWorldRayOriginNV:
    case SPVRT_OpHitObjectGetWorldRayDirectionEXT: case SPVRT_OpHitObjectGetWorldRayDirectionNV:
    case SPVRT_OpHitObjectGetCurrentTimeEXT: case SPVRT_OpHitObjectGetCurrentTimeNV:
    case SPVRT_OpHitObjectGetShaderBindingTableRecordIndexEXT:
    case SPVRT_OpHitObjectGetShaderBindingTableRecordIndexNV:
    case SPVRT_OpHitObjectGetShaderRecordBufferHandleEXT:
    case SPVRT_OpHitObjectGetShaderRecordBufferHandleNV:
        return NEEDS_RAY;
    default:
        return NEEDS_HIT;
    }
}

static bool require_kind(exec_wave *w, const exec_op *op, uint32_t lane, const ho_object *o, accel_hit_kind kind,
                         const char *rule, const char *what)
{
    if (o->hit.kind == kind)
        return true;
    exec_trap(w, op, lane, "%s: %s of a hit that is not %s (undefined behaviour)", rule, ho_name(op->opcode), what);
    return false;
}

static void run_getter(exec_wave *w, const exec_op *op)
{
    const uint32_t r = op->result_row;
    getter_needs needs = needs_of(op->opcode);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        const ho_object *o = object_at(w, op, 0, l, true);
        if (!o)
            return;
        if ((needs == NEEDS_RAY && o->state == HO_EMPTY) || (needs == NEEDS_HIT && o->state != HO_HIT)) {
            exec_trap(w, op, l, "%s: %s of %s hit object (it encodes no %s: undefined behaviour)",
                      needs == NEEDS_RAY ? "SER-S23" : "SER-S19", ho_name(op->opcode),
                      o->state == HO_EMPTY ? "an empty" : "a miss", needs == NEEDS_RAY ? "ray" : "hit");
            return;
        }
        const accel_hit *h = &o->hit;
        switch (op->opcode) {
        case SPVRT_OpHitObjectIsEmptyEXT: case SPVRT_OpHitObjectIsEmptyNV: /* SER-S26 */
            rt_put_bool(w, r, l, o->state == HO_EMPTY);
            break;
        case SPVRT_OpHitObjectIsHitEXT: case SPVRT_OpHitObjectIsHitNV:
            rt_put_bool(w, r, l, o->state == HO_HIT);
            break;
        case SPVRT_OpHitObjectIsMissEXT: case SPVRT_OpHitObjectIsMissNV:
            rt_put_bool(w, r, l, o->state == HO_MISS);
            break;
        case SPVRT_OpHitObjectIsSphereHitNV: /* LSS-S10 */
            rt_put_bool(w, r, l, o->state == HO_HIT && h->kind == ACCEL_HIT_SPHERE);
            break;
        case SPVRT_OpHitObjectIsLSSHitNV:
            rt_put_bool(w, r, l, o->state == HO_HIT && h->kind == ACCEL_HIT_LSS);
            break;
        case SPVRT_OpHitObjectGetRayTMinEXT: case SPVRT_OpHitObjectGetRayTMinNV: /* SER-S23 */
            rt_put_f32(w, r, l, o->ray.tmin);
            break;
        case SPVRT_OpHitObjectGetRayTMaxEXT: case SPVRT_OpHitObjectGetRayTMaxNV:
            /* as RayTmaxKHR: in a closest-hit shader the hit's t, in a miss shader the ray's Tmax */
            rt_put_f32(w, r, l, o->state == HO_HIT ? h->t : o->ray.tmax);
            break;
        case SPVRT_OpHitObjectGetRayFlagsEXT:
            rt_put_u32(w, r, l, o->ray.flags);
            break;
        case SPVRT_OpHitObjectGetWorldRayOriginEXT: case SPVRT_OpHitObjectGetWorldRayOriginNV: /* SER-S20 */
            rt_put_vec3(w, r, l, o->ray.origin);
            break;
        case SPVRT_OpHitObjectGetWorldRayDirectionEXT: case SPVRT_OpHitObjectGetWorldRayDirectionNV:
            rt_put_vec3(w, r, l, o->ray.direction);
            break;
        case SPVRT_OpHitObjectGetCurrentTimeEXT: case SPVRT_OpHitObjectGetCurrentTimeNV: /* SER-S19 */
            rt_put_f32(w, r, l, o->time);
            break;
        case SPVRT_OpHitObjectGetShaderBindingTableRecordIndexEXT: /* SER-S24 */
        case SPVRT_OpHitObjectGetShaderBindingTableRecordIndexNV:
            rt_put_u32(w, r, l, o->sbt_index);
            break;
        case SPVRT_OpHitObjectGetShaderRecordBufferHandleEXT: /* SER-S25 */
        case SPVRT_OpHitObjectGetShaderRecordBufferHandleNV: {
            uint64_t address;
            if (!rt_record_address(w, op, l, o->state == HO_HIT, o->sbt_index, &address))
                return;
            rt_put_u32(w, r, l, (uint32_t)address); /* a uvec2, low word first (as OpBitcast of a uint64) */
            rt_put_u32(w, r + 1, l, (uint32_t)(address >> 32));
            break;
        }
        case SPVRT_OpHitObjectGetObjectRayOriginEXT: case SPVRT_OpHitObjectGetObjectRayOriginNV:
            rt_put_vec3(w, r, l, h->object_origin);
            break;
        case SPVRT_OpHitObjectGetObjectRayDirectionEXT: case SPVRT_OpHitObjectGetObjectRayDirectionNV:
            rt_put_vec3(w, r, l, h->object_direction);
            break;
        case SPVRT_OpHitObjectGetObjectToWorldEXT: case SPVRT_OpHitObjectGetObjectToWorldNV:
        case SPVRT_OpHitObjectGetWorldToObjectEXT: case SPVRT_OpHitObjectGetWorldToObjectNV: { /* SER-S21 */
            bool to_world = op->opcode == SPVRT_OpHitObjectGetObjectToWorldEXT ||
                            op->opcode == SPVRT_OpHitObjectGetObjectToWorldNV;
            rt_put_matrix_4x3(w, r, l, to_world ? h->object_to_world : h->world_to_object);
            break;
        }
        case SPVRT_OpHitObjectGetInstanceIdEXT: case SPVRT_OpHitObjectGetInstanceIdNV: /* SER-S19 */
            rt_put_u32(w, r, l, h->instance_index);
            break;
        case SPVRT_OpHitObjectGetInstanceCustomIndexEXT: case SPVRT_OpHitObjectGetInstanceCustomIndexNV:
            rt_put_u32(w, r, l, h->instance_custom_index);
            break;
        case SPVRT_OpHitObjectGetGeometryIndexEXT: case SPVRT_OpHitObjectGetGeometryIndexNV:
            rt_put_u32(w, r, l, h->geometry_index);
            break;
        case SPVRT_OpHitObjectGetPrimitiveIndexEXT: case SPVRT_OpHitObjectGetPrimitiveIndexNV:
            rt_put_u32(w, r, l, h->primitive_index);
            break;
        case SPVRT_OpHitObjectGetHitKindEXT: case SPVRT_OpHitObjectGetHitKindNV: /* SER-S17 */
            if (!o->hit_kind_known || h->kind == ACCEL_HIT_SPHERE || h->kind == ACCEL_HIT_LSS) {
                if (o->hit_kind_known)
                    exec_trap(w, op, l, "%s of a %s hit is not supported yet (the value of HitKind%sPrimitiveNV is "
                              "in none of spvrt's sources)", ho_name(op->opcode),
                              h->kind == ACCEL_HIT_SPHERE ? "sphere" : "LSS",
                              h->kind == ACCEL_HIT_SPHERE ? "Sphere" : "Lss");
                else
                    exec_trap(w, op, l, "SER-S13: %s of a hit recorded from a ray query's generated (AABB) "
                              "intersection without a Hit Kind (it has none: undefined behaviour)",
                              ho_name(op->opcode));
                return;
            }
            rt_put_u32(w, r, l, o->hit_kind);
            break;
        case SPVRT_OpHitObjectGetIntersectionTriangleVertexPositionsEXT: /* SER-S22 */
            if (!require_kind(w, op, l, o, ACCEL_HIT_TRIANGLE, "SER-S22", "a triangle"))
                return;
            for (uint32_t v = 0; v < 3; v++)
                rt_put_vec3(w, r + v * 3u, l, h->positions[v]);
            break;
        case SPVRT_OpHitObjectGetSpherePositionNV: /* LSS-S08 */
            if (!require_kind(w, op, l, o, ACCEL_HIT_SPHERE, "LSS-S08", "a sphere"))
                return;
            rt_put_vec3(w, r, l, h->positions[0]);
            break;
        case SPVRT_OpHitObjectGetSphereRadiusNV:
            if (!require_kind(w, op, l, o, ACCEL_HIT_SPHERE, "LSS-S08", "a sphere"))
                return;
            rt_put_f32(w, r, l, h->radii[0]);
            break;
        case SPVRT_OpHitObjectGetLSSPositionsNV:
            if (!require_kind(w, op, l, o, ACCEL_HIT_LSS, "LSS-S08", "a linear swept sphere"))
                return;
            rt_put_vec3(w, r, l, h->positions[0]);
            rt_put_vec3(w, r + 3, l, h->positions[1]);
            break;
        case SPVRT_OpHitObjectGetLSSRadiiNV:
            if (!require_kind(w, op, l, o, ACCEL_HIT_LSS, "LSS-S08", "a linear swept sphere"))
                return;
            rt_put_f32(w, r, l, h->radii[0]);
            rt_put_f32(w, r + 1, l, h->radii[1]);
            break;
        default:
            exec_trap(w, op, l, "internal error: %s has no getter", ho_name(op->opcode));
            return;
        }
    }
}

/* OpHitObjectGetAttributes* (SER-S18): the hit's attributes into a HitObjectAttribute variable. */
static void run_get_attributes(exec_wave *w, const exec_op *op)
{
    const ho_data *d = op->data;
    const uint64_t *pointer = exec_row(w, op->args[1].row);
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        const ho_object *o = object_at(w, op, 0, l, true);
        if (!o)
            return;
        if (o->state != HO_HIT) {
            exec_trap(w, op, l, "SER-S18: %s of %s hit object (it encodes no hit attributes: undefined behaviour)",
                      ho_name(op->opcode), o->state == HO_EMPTY ? "an empty" : "a miss");
            return;
        }
        if (d->attribute_size != o->attribute_size) {
            exec_trap(w, op, l, "SER-S18: %s into a variable of %u bytes, but the hit's attributes are %u bytes "
                      "(%s): read as another type, they are undefined", ho_name(op->opcode), d->attribute_size,
                      o->attribute_size, o->hit.kind == ACCEL_HIT_TRIANGLE ? "a triangle's two barycentrics" :
                      "as recorded");
            return;
        }
        uint8_t *to = exec_memory_at(w, op, l, pointer[l], d->attribute_class, d->attribute_size);
        if (!to)
            return;
        memcpy(to, o->attributes, d->attribute_size);
    }
}

static void run_nothing(exec_wave *w, const exec_op *op)
{
    (void)w;
    (void)op;
}

/* ---- binding ------------------------------------------------------------------------------------------- */

static bool hit_object_pointer(const exec_op *op, uint32_t arg)
{
    const exec_type *t = op->arg_count > arg ? op->args[arg].type : NULL;
    return t && t->kind == EXEC_POINTER && t->element && t->element->kind == EXEC_HIT_OBJECT;
}

static uint32_t getter_rows(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpHitObjectGetLSSRadiiNV:
    case SPVRT_OpHitObjectGetShaderRecordBufferHandleEXT:
    case SPVRT_OpHitObjectGetShaderRecordBufferHandleNV:
        return 2;
    case SPVRT_OpHitObjectGetWorldRayOriginEXT: case SPVRT_OpHitObjectGetWorldRayOriginNV:
    case SPVRT_OpHitObjectGetWorldRayDirectionEXT: case SPVRT_OpHitObjectGetWorldRayDirectionNV:
    case SPVRT_OpHitObjectGetObjectRayOriginEXT: case SPVRT_OpHitObjectGetObjectRayOriginNV:
    case SPVRT_OpHitObjectGetObjectRayDirectionEXT: case SPVRT_OpHitObjectGetObjectRayDirectionNV:
    case SPVRT_OpHitObjectGetSpherePositionNV:
        return 3;
    case SPVRT_OpHitObjectGetLSSPositionsNV:
        return 6;
    case SPVRT_OpHitObjectGetIntersectionTriangleVertexPositionsEXT:
        return 9;
    case SPVRT_OpHitObjectGetObjectToWorldEXT: case SPVRT_OpHitObjectGetObjectToWorldNV:
    case SPVRT_OpHitObjectGetWorldToObjectEXT: case SPVRT_OpHitObjectGetWorldToObjectNV:
        return 12;
    default:
        return 1;
    }
}

/* The call data of a form whose Payload is argument payload_arg (and Hint at hint_arg). */
static ho_data *bind_call(exec_prep *p, exec_op *op, const spvrt_instruction *inst, uint32_t payload_arg,
                          uint32_t accel_arg, uint32_t time_arg, uint32_t hint_arg)
{
    if (op->arg_count <= payload_arg) {
        exec_prep_error(p, inst, "%s has too few operands", ho_name(op->opcode));
        return NULL;
    }
    rt_trace_data *td = rt_bind_call_data(p, inst, op->args[payload_arg].id, op->args[payload_arg].type);
    ho_data *d = td ? exec_prep_alloc(p, sizeof *d) : NULL;
    if (!d)
        return NULL;
    d->call = *td;
    d->call.accel_arg = (uint8_t)accel_arg;
    d->call.time_arg = (uint8_t)time_arg;
    d->call.hint_arg = op->arg_count > hint_arg + 1 ? (uint8_t)hint_arg : RT_NO_ARG;
    op->data = d;
    return d;
}

/* A HitObjectAttribute variable operand: its size and storage class into d. */
static bool bind_attributes(exec_prep *p, const exec_op *op, const spvrt_instruction *inst, uint32_t arg,
                            ho_data *d)
{
    const exec_type *t = op->args[arg].type;
    if (!t || t->kind != EXEC_POINTER || !t->element ||
        (t->storage_class != SPVRT_StorageClass_HitObjectAttributeEXT &&
         t->storage_class != SPVRT_StorageClass_HitObjectAttributeNV)) {
        exec_prep_error(p, inst, "the Hit Object Attributes operand of %s is not a HitObjectAttribute variable",
                        ho_name(op->opcode));
        return false;
    }
    const exec_layout *layout = exec_layout_of(p, t->element, false);
    if (!layout)
        return false;
    if (layout->size > RT_MAX_ATTRIBUTE) {
        exec_prep_error(p, inst, "the hit object attribute variable of %s has %llu bytes, more than the %u of "
                        "maxRayHitAttributeSize", ho_name(op->opcode), (unsigned long long)layout->size,
                        RT_MAX_ATTRIBUTE);
        return false;
    }
    d->attribute_size = (uint32_t)layout->size;
    d->attribute_class = t->storage_class;
    return true;
}

exec_bind_result exec_bind_hit_object(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    uint32_t opcode = op->opcode;
    /* the EXT numbers are 5304..5333 and 5347..5352: between them lie NV ray-tracing instructions (5334..5346,
       OpHitObjectGetClusterIdNV among them), which are not this family's */
    bool ext = (opcode >= SPVRT_OpHitObjectRecordFromQueryEXT && opcode <= SPVRT_OpHitObjectGetRayTMaxEXT) ||
               (opcode >= SPVRT_OpHitObjectGetRayTMinEXT && opcode <= SPVRT_OpHitObjectIsMissEXT);
    bool nv = (opcode >= SPVRT_OpHitObjectRecordHitMotionNV && opcode <= SPVRT_OpTypeHitObjectNV) ||
              (opcode >= SPVRT_OpHitObjectGetSpherePositionNV && opcode <= SPVRT_OpHitObjectIsLSSHitNV);
    if ((!ext && !nv) || opcode == SPVRT_OpTypeHitObjectEXT || opcode == SPVRT_OpTypeHitObjectNV)
        return EXEC_BIND_NOT_MINE;
    switch (opcode) {
    case SPVRT_OpHitObjectRecordHitNV:
    case SPVRT_OpHitObjectRecordHitMotionNV:
    case SPVRT_OpHitObjectRecordHitWithIndexNV:
    case SPVRT_OpHitObjectRecordHitWithIndexMotionNV:
        return EXEC_BIND_NOT_MINE; /* not supported (file header) */
    default:
        break;
    }
    bool hint_only = opcode == SPVRT_OpReorderThreadWithHintEXT || opcode == SPVRT_OpReorderThreadWithHintNV;
    if (!hint_only && !hit_object_pointer(op, 0))
        return exec_prep_error(p, inst, "the Hit Object operand of %s is not a pointer to a hit object type",
                               ho_name(opcode));
    ho_data *d = NULL;
    switch (opcode) {
    case SPVRT_OpHitObjectRecordEmptyEXT:
    case SPVRT_OpHitObjectRecordEmptyNV:
        op->run = run_record_empty;
        return EXEC_BIND_OK;
    case SPVRT_OpHitObjectRecordMissEXT:
    case SPVRT_OpHitObjectRecordMissMotionEXT:
    case SPVRT_OpHitObjectRecordMissNV:
    case SPVRT_OpHitObjectRecordMissMotionNV: {
        bool with_flags = opcode == SPVRT_OpHitObjectRecordMissEXT || opcode == SPVRT_OpHitObjectRecordMissMotionEXT;
        bool motion = opcode == SPVRT_OpHitObjectRecordMissMotionEXT || opcode == SPVRT_OpHitObjectRecordMissMotionNV;
        uint32_t first = with_flags ? 2 : 1; /* Miss Index */
        if (op->arg_count != first + 5 + motion)
            return exec_prep_error(p, inst, "%s has %u operands", ho_name(opcode), op->arg_count);
        if (!(d = exec_prep_alloc(p, sizeof *d)))
            return EXEC_BIND_ERROR;
        d->flags_arg = with_flags ? 1 : RT_NO_ARG;
        d->index_arg = (uint8_t)first;
        d->origin_arg = (uint8_t)(first + 1);
        d->time_arg = motion ? (uint8_t)(first + 5) : RT_NO_ARG;
        op->data = d;
        op->run = run_record_miss;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpHitObjectRecordFromQueryEXT: {
        const exec_type *q = op->arg_count >= 4 ? op->args[1].type : NULL;
        if (!q || q->kind != EXEC_POINTER || !q->element || q->element->kind != EXEC_RAY_QUERY)
            return exec_prep_error(p, inst, "the Ray Query operand of %s is not a pointer to a ray query",
                                   ho_name(opcode));
        if (!(d = exec_prep_alloc(p, sizeof *d)) || !bind_attributes(p, op, inst, 3, d))
            return EXEC_BIND_ERROR;
        d->hit_kind_arg = op->arg_count > 4 ? 4 : RT_NO_ARG;
        op->data = d;
        op->run = run_record_from_query;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpHitObjectSetShaderBindingTableRecordIndexEXT:
        if (op->arg_count != 2)
            return exec_prep_error(p, inst, "%s needs an SBT Record Index", ho_name(opcode));
        op->run = run_set_sbt_index;
        return EXEC_BIND_OK;
    case SPVRT_OpHitObjectGetAttributesEXT:
    case SPVRT_OpHitObjectGetAttributesNV:
        if (op->arg_count != 2 || !(d = exec_prep_alloc(p, sizeof *d)) || !bind_attributes(p, op, inst, 1, d))
            return p->failed ? EXEC_BIND_ERROR : exec_prep_error(p, inst, "%s has %u operands", ho_name(opcode),
                                                                 op->arg_count);
        op->data = d;
        op->run = run_get_attributes;
        return EXEC_BIND_OK;
    case SPVRT_OpHitObjectTraceRayEXT:
    case SPVRT_OpHitObjectTraceRayNV:
        if (!bind_call(p, op, inst, 11, 1, RT_NO_ARG, RT_NO_ARG))
            return EXEC_BIND_ERROR;
        op->run = run_trace;
        return EXEC_BIND_OK;
    case SPVRT_OpHitObjectTraceRayMotionEXT:
    case SPVRT_OpHitObjectTraceRayMotionNV:
        if (!bind_call(p, op, inst, 12, 1, 11, RT_NO_ARG))
            return EXEC_BIND_ERROR;
        op->run = run_trace;
        return EXEC_BIND_OK;
    case SPVRT_OpHitObjectExecuteShaderEXT:
    case SPVRT_OpHitObjectExecuteShaderNV:
        if (!bind_call(p, op, inst, 1, 0, RT_NO_ARG, RT_NO_ARG))
            return EXEC_BIND_ERROR;
        op->run = run_execute;
        return EXEC_BIND_OK;
    case SPVRT_OpHitObjectReorderExecuteShaderEXT:
        d = bind_call(p, op, inst, 1, 0, RT_NO_ARG, 2);
        break;
    case SPVRT_OpHitObjectTraceReorderExecuteEXT:
        d = bind_call(p, op, inst, 11, 1, RT_NO_ARG, 12);
        break;
    case SPVRT_OpHitObjectTraceMotionReorderExecuteEXT:
        d = bind_call(p, op, inst, 12, 1, 11, 13);
        break;
    case SPVRT_OpReorderThreadWithHintEXT:
    case SPVRT_OpReorderThreadWithHintNV:
    case SPVRT_OpReorderThreadWithHitObjectEXT:
    case SPVRT_OpReorderThreadWithHitObjectNV: {
        uint32_t hint = hint_only ? 0 : 1;
        if (op->arg_count != hint && op->arg_count != hint + 2)
            return exec_prep_error(p, inst, "%s: Hint and Bits come together or not at all", ho_name(opcode));
        if (!(d = exec_prep_alloc(p, sizeof *d)))
            return EXEC_BIND_ERROR;
        d->call.payload_row = EXEC_NONE;
        d->call.accel_arg = d->call.time_arg = RT_NO_ARG;
        d->call.hint_arg = op->arg_count == hint + 2 ? (uint8_t)hint : RT_NO_ARG;
        op->data = d;
        break;
    }
    default:
        if (!op->type || op->result_row == EXEC_NONE || op->type->components != getter_rows(opcode))
            return exec_prep_error(p, inst, "%s has an unexpected result type", ho_name(opcode));
        op->run = run_getter;
        return EXEC_BIND_OK;
    }
    /* the reorder points: invocation repack instructions (Vulkan "Ray Tracing", ray-tracing-repack) */
    if (!d)
        return EXEC_BIND_ERROR;
    op->run = rt_is_reorder_point(opcode) ? run_reorder : run_nothing;
    op->flags |= EXEC_OP_REPACK;
    return EXEC_BIND_OK;
}
