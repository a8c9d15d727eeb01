/* Private header of the script layer: the seam between the AmberScript
 * runner (run.c) and a device that runs its compute pipelines
 * (docs/vulkan-backend.md, section 1).
 *
 * The runner keeps everything that is the script's: parsing, shaders
 * (assembled, decoded, compiled, validated), buffer layouts and initial
 * values, EXPECT, COPY, DEVICE_ADDRESS, messages and the report.  A backend
 * owns only what a device owns: buffers, pipelines and dispatches.  Buffers
 * are host-visible for their whole life (buffer_host), so the runner reads
 * and writes their bytes between RUNs without upload or readback calls.
 *
 * Errors: a call that fails returns its spvrt_result and leaves error
 * diagnostics in the backend's context; the runner prints them with the
 * script line.  No call asserts on what the script gives it.
 *
 * Implementations: backend_cpu.c (spvrt's CPU engine). */
#ifndef SPVRT_AMBER_BACKEND_H
#define SPVRT_AMBER_BACKEND_H

#include <stdint.h>

#include "spvrt/spvrt.h"

typedef struct amber_backend amber_backend;   /* one device instance */
typedef struct amber_buffer amber_buffer;     /* a buffer of it */
typedef struct amber_pipeline amber_pipeline; /* a compute pipeline of it */

/* One descriptor (an element of a descriptor array is one of these too):
 * the bytes [offset, offset + range) of buffer, checked by the runner to lie
 * inside it.  buffer is NULL for an empty (size 0) buffer. */
typedef struct amber_bind {
    uint32_t descriptor_set, binding, array_index;
    amber_buffer *buffer;
    uint64_t offset, range;
} amber_bind;

typedef struct amber_backend_ops {
    const char *name; /* "cpu", ... (in messages) */
    /* A zero-filled buffer of size > 0 bytes.  id is the script's buffer
     * index (stable across COPY's re-creation): the CPU engine derives the
     * buffer's PhysicalStorageBuffer address from it. */
    spvrt_result (*buffer_create)(amber_backend *, uint32_t id, uint64_t size, amber_buffer **out);
    /* The buffer's bytes, valid until buffer_destroy; what the device wrote
     * is visible here once dispatch has returned. */
    uint8_t *(*buffer_host)(amber_buffer *);
    /* The buffer's device address (DEVICE_ADDRESS); never 0. */
    uint64_t (*buffer_address)(amber_buffer *);
    void (*buffer_destroy)(amber_backend *, amber_buffer *);
    /* A compute pipeline of a validated module's entry point with
     * specialization constants (a Vulkan backend gets the words through
     * spvrt_module_write). */
    spvrt_result (*pipeline_create)(amber_backend *, const spvrt_module *module, const char *entry_point,
                                    const spvrt_specialization *specs, uint32_t spec_count, amber_pipeline **out);
    void (*pipeline_local_size)(const amber_pipeline *, uint32_t size[3]);
    void (*pipeline_destroy)(amber_backend *, amber_pipeline *);
    /* One RUN: bind, push constants, dispatch groups[], wait until done. */
    spvrt_result (*dispatch)(amber_backend *, const amber_pipeline *, const amber_bind *binds, uint32_t bind_count,
                             const void *push_constants, uint32_t push_constant_size, const uint32_t groups[3]);
    void (*destroy)(amber_backend *);
} amber_backend_ops;

struct amber_backend {
    const amber_backend_ops *ops;
    spvrt_context *ctx;
};

/* spvrt's CPU engine.  buffer_count bounds the ids of buffer_create;
 * threads, subgroup_size and max_steps as in spvrt_amber_options.  NULL when
 * out of memory. */
amber_backend *amber_cpu_backend_create(spvrt_context *ctx, uint32_t buffer_count, uint32_t threads,
                                        uint32_t subgroup_size, uint64_t max_steps);

#endif
