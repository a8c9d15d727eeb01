/* Private to src/rt: what the ray query family (ray_query.c), the
 * ray-tracing pipelines (pipeline.c) and the hit objects (hit_object.c)
 * share. */
#ifndef SPVRT_RT_RT_H
#define SPVRT_RT_RT_H

#include <string.h>

#include "../accel/accel.h"
#include "../exec/run.h"

/* The top level at `address` among the dispatch's structures (NULL for
 * address 0, the null acceleration structure).  Returns false after a trap
 * at op for lane when the address is no structure of the dispatch or not a
 * top level one (`what` names the instruction's rule: "RQ-S02" ...). */
bool rt_find_top(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t address, const accel_top **top);

static inline float rt_row_f32(const exec_wave *w, uint32_t row, uint32_t lane)
{
    float v;
    memcpy(&v, (const uint8_t *)exec_row(w, row) + (size_t)lane * 4u, 4);
    return v;
}

static inline uint32_t rt_row_u32(const exec_wave *w, uint32_t row, uint32_t lane)
{
    uint32_t v;
    memcpy(&v, (const uint8_t *)exec_row(w, row) + (size_t)lane * 4u, 4);
    return v;
}

/* Getters write their results to rows: a uint, a float (its bits), a bool (one byte per lane), a vec3. */
static inline void rt_put_u32(exec_wave *w, uint32_t row, uint32_t lane, uint32_t v)
{
    ((uint32_t *)exec_row(w, row))[lane] = v;
}

static inline void rt_put_f32(exec_wave *w, uint32_t row, uint32_t lane, float f)
{
    memcpy((uint8_t *)exec_row(w, row) + (size_t)lane * 4u, &f, sizeof f);
}

static inline void rt_put_bool(exec_wave *w, uint32_t row, uint32_t lane, bool v)
{
    ((uint8_t *)exec_row(w, row))[lane] = v;
}

static inline void rt_put_vec3(exec_wave *w, uint32_t row, uint32_t lane, const float v[3])
{
    for (uint32_t k = 0; k < 3; k++)
        rt_put_f32(w, row + k, lane, v[k]);
}

/* An ObjectToWorld / WorldToObject result (4 columns of vec3) from a row-major 3x4: column c row k is m[k][c]. */
static inline void rt_put_matrix_4x3(exec_wave *w, uint32_t row, uint32_t lane, const float m[3][4])
{
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t k = 0; k < 3; k++)
            rt_put_f32(w, row + c * 3u + k, lane, m[k][c]);
}

/* ---- what the trace family and the hit objects (hit_object.c) share with pipeline.c ---------------- */

#define RT_MAX_ATTRIBUTE 32     /* maxRayHitAttributeSize: bytes of a hit attribute variable */
#define RT_NO_ARG 0xFFu

/* The operands of a shader call instruction (op->data of OpTraceRayKHR and its NV and motion forms,
 * OpExecuteCallable*, the hit-object trace and execute forms): where the call finds its payload (callable
 * data) -- the row of its pointer, the operand's or that of the variable whose Location the NV form names --
 * and the operand indices that differ between the forms. */
typedef struct rt_trace_data {
    uint32_t payload_size;          /* bytes of the Payload variable */
    uint32_t payload_row;
    uint32_t payload_storage_class;
    uint8_t accel_arg;              /* Acceleration Structure: 0, or 1 after a Hit Object */
    uint8_t time_arg;               /* Current Time, or RT_NO_ARG */
    uint8_t hint_arg;               /* the fused reorder forms: Hint (Bits follows), or RT_NO_ARG */
} rt_trace_data;

/* Where lane's call goes: a stage (SPVRT_RT_UNUSED: none) and its record, with the committed hit. */
typedef struct rt_lane_call {
    uint32_t stage;
    const spvrt_sbt_record *record;
    uint32_t sbt_index;             /* hit: the hit table record; miss: the miss index (16 low bits) */
    float time;                     /* the ray's time (motion forms; else 0) */
    accel_ray ray;
    accel_hit hit;                  /* kind NONE: a miss */
    uint32_t hit_kind;
    bool no_hit_kind;               /* a hit object's generated hit recorded without a Hit Kind */
    uint32_t attribute_size;        /* bytes of attributes the hit has: a triangle's 8, an intersection
                                       shader's hit attribute variable's; spheres and LSS 0 */
    uint8_t attributes[RT_MAX_ATTRIBUTE];
    uint8_t *payload;
} rt_lane_call;

/* OpHitObjectGetShaderRecordBufferHandle* (SER-S25): the device address of record index of the hit (or miss)
 * table; false after a trap (an index past the table). */
bool rt_record_address(exec_wave *w, const exec_op *op, uint32_t lane, bool hit, uint32_t index, uint64_t *address);
/* A linear index for the invocation in lane of w (its launch index, x fastest). */
uint64_t rt_lane_invocation(const exec_wave *w, uint32_t lane);
/* The rt_trace_data of a call whose payload (callable data) pointer is pointer_id of type pt, with the
 * operand indices of OpTraceRayKHR; NULL after an error. */
rt_trace_data *rt_bind_call_data(exec_prep *p, const spvrt_instruction *inst, uint32_t pointer_id,
                                 const exec_type *pt);
/* OpTraceRayKHR's first half for the active lanes of w (pipeline.c): the traversal, any-hit and intersection
 * shaders included, and where each lane's call goes.  false after a trap. */
bool rt_trace_lanes(exec_wave *w, const exec_op *op, rt_lane_call *calls);
/* The stage and record a call with sbt_index and hit (or miss) goes to: c->stage SPVRT_RT_UNUSED when none
 * runs (no table, no shader in the group, SkipClosestHitShaderKHR).  trap false: an index past its table
 * gives no call instead of a trap (reorder keys).  false after a trap. */
bool rt_resolve_call(exec_wave *w, const exec_op *op, uint32_t lane, rt_lane_call *c, bool trap);
/* Run the calls of the active lanes (closest-hit, miss: callable false), grouped by shader, their payloads
 * copied in and out; traps the caller's lane on a trap in a callee. */
void rt_run_calls(exec_wave *w, const exec_op *op, rt_lane_call *calls, uint32_t payload_size, bool callable);
/* The lanes of w whose calls before_park prepared (rt_wave.calls_ready), and clears it. */
bool rt_take_calls_ready(exec_wave *w);
/* The launch's spvrt_rt_launch.reorder (SPVRT_RT_REORDER_ON when w runs in no launch). */
uint32_t rt_reorder_mode(const exec_wave *w);
/* Coherence at reorder point op (spvrt_rt_stats): a wave with `shaders` distinct shaders reached it (before)
 * or went on from it (after). */
void rt_count_coherence(exec_wave *w, const exec_op *op, bool after, uint32_t shaders);
/* Whether a ray generation wave's lanes at op were counted already by before_park (and clears it). */
bool rt_take_counted(exec_wave *w);
/* The key the lanes of a reorder point are sorted by (SER-S01..S05), from hit_object.c: keys[l] for the
 * active lanes of w at op; false after a trap.  With a fused trace form it traces first. */
bool rt_reorder_keys(exec_wave *w, const exec_op *op, uint64_t keys[EXEC_MAX_WIDTH], uint32_t *shaders);
/* Whether op is one of hit_object.c's reorder points (the reorder instructions and fused forms). */
bool rt_is_reorder_point(uint32_t opcode);
/* OpHitObjectRecordFromQueryEXT (ray_query.c): the ray query object at op's argument arg of lane, checked
 * as initialized; NULL after a trap. */
const accel_query *rt_ray_query_at(exec_wave *w, const exec_op *op, uint32_t arg, uint32_t lane);

#endif
