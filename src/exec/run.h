/* Private to the engine's core: the state of one spvrt_program_dispatch,
 * shared by run.c (which owns it) and memory.c (which reads the bound
 * memory through it). */
#ifndef SPVRT_EXEC_RUN_H
#define SPVRT_EXEC_RUN_H

#include <pthread.h>
#include <stdatomic.h>

#include "program.h"

enum { EXEC_PARK = 0, EXEC_GO_ON = 1, EXEC_PARK_TRAP = 2 };

/* What repacking did in a launch (exec_launch.window). */
typedef struct exec_repack_stats {
    atomic_uint_fast64_t parked;        /* lanes that stopped at a repack point */
    atomic_uint_fast64_t moved;         /* of those, lanes that went on in another wave or lane */
    atomic_uint_fast64_t waves_before;  /* waves that reached repack points (with some lanes stopped) */
    atomic_uint_fast64_t waves_after;   /* waves the stopped lanes went on in */
} exec_repack_stats;

/* A ray-tracing launch (src/rt/pipeline.c): the ray generation program runs as waves of launch indices,
 * x fastest, instead of workgroups. */
typedef struct exec_launch {
    uint64_t invocations;               /* size[0] * size[1] * size[2] */
    uint32_t size[3];
    /* the wave's lanes are launch indices first .. first + width - 1 (w->live set): write its built-ins
       and its w->rt (kept by the worker's wave from one group to the next) */
    void (*begin_wave)(exec_wave *w, uint64_t first, void *user);
    /* the worker ends: free what begin_wave left in w->rt */
    void (*end_worker)(exec_wave *w, void *user);
    /* lanes moved into w (w->invocation[] says which), to go on at op: update w->rt (run.c has moved their
       registers, private memory and lane data, and written their subgroup built-ins) */
    void (*resume_wave)(exec_wave *w, const exec_op *op, void *user);
    /* the active lanes of w are about to park at repack instruction op: do what can be done before (a
       trace's traversal, into w->lane_data) and give each its key: the lanes of one point go on in waves
       sorted by key (stable).  Returns EXEC_PARK, EXEC_GO_ON (the lanes run op where they are: nothing to gain)
       or EXEC_PARK_TRAP.  NULL: keys 0 */
    int (*before_park)(exec_wave *w, const exec_op *op, uint64_t keys[EXEC_MAX_WIDTH], void *user);
    uint32_t lane_data_bytes;
    /* waves of launch indices a worker runs together, whose lanes are repacked into full waves at
       EXEC_OP_REPACK instructions; 0 or 1: none (every wave keeps its lanes) */
    uint32_t window;
    struct exec_repack_stats *stats;    /* counted by the run, or NULL */
    void *user;
} exec_launch;

/* A batch of an execution-graph node's workgroups (src/graph): workgroup `group` of the batch is one of a
 * payload's grid, or a coalesced set of payloads. */
typedef struct exec_node_batch {
    uint64_t groups;
    /* the workgroup's WorkgroupId and its exec_node_group, in *slot (the worker's, kept from one group to the
       next; NULL at first).  false: out of memory */
    bool (*begin_group)(uint64_t group, uint32_t id[3], exec_node_group **slot, void *user);
    /* the workgroup ended (trapped: a trap stopped it): take what it enqueued */
    void (*end_group)(uint64_t group, bool trapped, exec_node_group *slot, void *user);
    void (*end_worker)(exec_node_group *slot, void *user);
    /* "node \"name\" [index], payload N, " for trap reports */
    void (*describe)(uint64_t group, char *out, size_t size, void *user);
    void *user;
} exec_node_batch;

/* A call frame of a wave (run.c's loop; src/jit's compiled waves read and write the entry function's). */
typedef struct exec_frame {
    uint32_t function;
    uint64_t mask;          /* lanes that made the call */
    uint64_t done;          /* lanes that returned */
    uint64_t block_mask;    /* lanes running `block` */
    uint32_t block;         /* EXEC_NONE: choose the next block */
    uint32_t op, op_end;    /* next op of the block, and its end */
    uint32_t *pc;           /* per lane: the block it stands at */
    uint32_t *prev;         /* per lane: the block it came from (for OpPhi) */
    /* Uniform control flow, the common case: every unfinished lane stands at
       upc, coming from uprev, and pc[] / prev[] are not kept up to date. */
    bool uniform;
    uint32_t upc, uprev;
} exec_frame;

struct exec_dispatch_state {
    const exec_launch *launch;          /* a ray-tracing launch, or NULL */
    const exec_node_batch *nodes;       /* an execution-graph node's workgroups, or NULL */
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

/* Run a dispatch, or a launch of a ray generation program (launch non-NULL: dispatch gives the resources). */
spvrt_result exec_run(spvrt_context *ctx, const spvrt_program *program, const spvrt_dispatch *dispatch,
                      const exec_launch *launch);
/* Run a batch of an execution-graph node's workgroups (dispatch gives the resources; group_count is not read). */
spvrt_result exec_run_nodes(spvrt_context *ctx, const spvrt_program *program, const spvrt_dispatch *dispatch,
                            const exec_node_batch *nodes);
/* The resources of dispatch resolved for program (the stages of a pipeline each have their own). */
spvrt_result exec_dispatch_state_init(spvrt_context *ctx, exec_dispatch_state *d, const spvrt_program *program,
                                      const spvrt_dispatch *dispatch);
void exec_dispatch_state_release(spvrt_context *ctx, exec_dispatch_state *d);

/* A wave of prog outside any workgroup (src/rt: the shaders a trace calls): created once, started on a set
 * of lanes (their private memory reset; the caller then writes built-ins and inputs), run to the end. */
exec_wave *exec_wave_create(spvrt_context *ctx, const spvrt_program *prog, exec_dispatch_state *d);
void exec_wave_destroy(spvrt_context *ctx, exec_wave *w);
void exec_wave_start(exec_wave *w, uint64_t live);
/* true when every lane ended; false after a trap (exec_wave_trap says which, where and why) */
bool exec_wave_finish(exec_wave *w);
const char *exec_wave_trap(const exec_wave *w, const exec_op **op, uint32_t *lane);

/* An error diagnostic (no instruction) on ctx; returns result. */
spvrt_result exec_error(spvrt_context *ctx, spvrt_result result, const char *fmt, ...) SPVRT_PRINTF(3, 4);

/* "descriptor set 0, binding 1" (with the array element) or the memory's name. */
void exec_region_name(const exec_wave *w, uint32_t region, char *out, size_t size);

/* Whether run.c writes this built-in (prepare refuses the others). */
bool exec_builtin_supported(uint32_t builtin);

#endif
