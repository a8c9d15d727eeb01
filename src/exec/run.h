/* Private to the engine's core: the state of one spvrt_program_dispatch,
 * shared by run.c (which owns it) and memory.c (which reads the bound
 * memory through it). */
#ifndef SPVRT_EXEC_RUN_H
#define SPVRT_EXEC_RUN_H

#include <pthread.h>
#include <stdatomic.h>

#include "program.h"

struct exec_dispatch_state {
    const spvrt_program *program;
    const spvrt_dispatch *dispatch;
    exec_memory *regions;               /* region number -> memory (bindings resolved; an image
                                           descriptor's region: the image's memory) */
    const spvrt_image_binding **image_bindings; /* region number -> image / sampler descriptor, or NULL */
    uint32_t region_count;
    spvrt_device_buffer *device_buffers; /* sorted by address */
    uint32_t device_buffer_count;
    spvrt_accel_address *accels;        /* sorted by address (ray queries, src/rt/ray_query.c) */
    uint32_t accel_count;
    uint64_t serial;                    /* distinct for every dispatch of the process: ray query
                                           objects initialized in another dispatch are not valid */
    uint64_t max_steps;
    uint64_t group_total;
    atomic_uint_fast64_t next_group;
    atomic_uint_fast64_t trapped_group; /* lowest workgroup that trapped; UINT64_MAX: none */
    pthread_mutex_t lock;
    /* the reported trap (the one of the lowest workgroup, so that it does
       not depend on the number of threads) */
    bool has_trap;
    uint64_t trap_group;
    char trap_message[1024];
    uint32_t trap_inst_index;
    uint32_t trap_word_offset;
    bool out_of_memory;
    struct exec_debug_session *debug;   /* spvrt_dispatch.trace: the traced invocation's session, or NULL */
};

/* "descriptor set 0, binding 1" (with the array element) or the memory's name. */
void exec_region_name(const exec_wave *w, uint32_t region, char *out, size_t size);

/* Whether run.c writes this built-in (prepare refuses the others). */
bool exec_builtin_supported(uint32_t builtin);

#endif
