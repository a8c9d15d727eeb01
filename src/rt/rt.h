/* Private to src/rt: what the ray query family (ray_query.c) and the
 * ray-tracing pipelines (pipeline.c) share. */
#ifndef SPVRT_RT_RT_H
#define SPVRT_RT_RT_H

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

#endif
