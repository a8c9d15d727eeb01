/* Private header of src/graph: execution graphs on the CPU (VK_AMDX_shader_enqueue, RULES.md C.5
 * AMDX-S01..S47; docs/execution-graphs.md).
 *
 * graph.c builds a graph from its stages (the nodes), answers the queries (scratch size, node index) and runs
 * dispatches: a scheduler that takes pending payloads from the scratch memory, runs batches of one node's
 * workgroups through exec_run_nodes (src/exec/run.c) on every core, and puts what they enqueue back.
 * payload.c executes the shader side: OpAllocateNodePayloadsAMDX, OpEnqueueNodePayloadsAMDX,
 * OpNodePayloadArrayLengthAMDX, OpIsNodePayloadValidAMDX, OpFinishWritingNodePayloadAMDX, and the checks on
 * NodePayloadAMDX memory. */
#ifndef SPVRT_GRAPH_GRAPH_H
#define SPVRT_GRAPH_GRAPH_H

#include <stdatomic.h>

#include "../exec/run.h"

/* VkPhysicalDeviceShaderEnqueuePropertiesAMDX of the CPU engine: the proposal's minimums (AMDX-S19..S25). */
#define GRAPH_MAX_DEPTH 32u                 /* maxExecutionGraphDepth */
#define GRAPH_MAX_OUTPUT_NODES 256u         /* maxExecutionGraphShaderOutputNodes */
#define GRAPH_MAX_PAYLOAD_SIZE 32768u       /* maxExecutionGraphShaderPayloadSize */
#define GRAPH_MAX_PAYLOAD_COUNT 256u        /* maxExecutionGraphShaderPayloadCount: per workgroup */
#define GRAPH_ADDRESS_ALIGNMENT 4u          /* executionGraphDispatchAddressAlignment */
#define GRAPH_MAX_WORKGROUP_COUNT 65535u    /* maxExecutionGraphWorkgroupCount[0..2] */
#define GRAPH_MAX_WORKGROUPS 16777215u      /* maxExecutionGraphWorkgroups */
#define GRAPH_MAX_SHARERS 256u              /* nodes that share one input, the base node included */

#define GRAPH_NONE UINT32_MAX

/* What an OpAllocateNodePayloadsAMDX / OpIsNodePayloadValidAMDX names: its payload array type's decorations
 * (AMDX-S37, S41, S45, S46). */
typedef struct graph_output_type {
    const char *name;               /* PayloadNodeNameAMDX */
    uint32_t base_index;            /* PayloadNodeBaseIndexAMDX (0 without) */
    uint32_t array_size;            /* PayloadNodeArraySizeAMDX; GRAPH_NONE: unbounded */
    bool sparse;                    /* PayloadNodeSparseArrayAMDX */
    uint32_t max_payloads;          /* NodeMaxPayloadsAMDX */
    uint32_t stride;                /* bytes of one payload in the array */
} graph_output_type;

/* A node: one stage of the graph (AMDX-S01, S02). */
typedef struct graph_node {
    char *name;
    uint32_t index;                 /* the shader index (AMDX-S02) */
    spvrt_program *program;
    uint32_t invocations;           /* of a workgroup */
    bool coalescing;                /* CoalescingAMDX (AMDX-S29) */
    bool static_workgroups;         /* StaticNumWorkgroupsAMDX (AMDX-S28) */
    uint32_t workgroups[3];         /* its value */
    bool has_max_workgroups;        /* MaxNumWorkgroupsAMDX */
    uint32_t max_workgroups[3];
    uint32_t max_recursion;         /* MaxNodeRecursionAMDX (0 without) */
    bool api_entry;                 /* IsApiEntryAMDX (AMDX-S32: true without) */
    uint32_t shares_with;           /* SharesInputWithAMDX: the base node; GRAPH_NONE */
    uint32_t *sharers;              /* nodes that share this node's input (AMDX-S30) */
    uint32_t sharer_count;
    /* the input payload (AMDX-S14..S16) */
    uint32_t input_stride;          /* bytes of one payload (the implicit one: 12 or 0) */
    uint32_t max_inputs;            /* CoalescingAMDX: NodeMaxPayloadsAMDX of the input; else 1 */
    bool dispatch_member;           /* the workgroup counts come from the payload */
    uint32_t dispatch_offset;       /* PayloadDispatchIndirectAMDX member: its offset, components, bytes */
    uint32_t dispatch_components, dispatch_bytes;
    bool track_finish;              /* TrackFinishWritingAMDX on the input payload struct */
    uint32_t max_output_stride;     /* the largest payload it may allocate, times the nodes sharing it */
    uint64_t slot_bytes;            /* scratch a workgroup may need: gathered inputs and its outputs */
    uint64_t need;                  /* scratch a chain of one workgroup per level from here needs */
} graph_node;

struct spvrt_graph {
    spvrt_context *ctx;
    graph_node *nodes;
    uint32_t node_count;
    uint32_t *by_name;              /* node numbers sorted by (name, index) */
    spvrt_graph_stage *stages;      /* as given (a graph that uses this one as a library prepares them again) */
    uint32_t stage_count;
    uint64_t serial;                /* written into initialized scratch memory */
    uint64_t min_scratch, max_scratch;
};

/* The node named (name, index), or GRAPH_NONE. */
uint32_t graph_find(const spvrt_graph *g, const char *name, uint32_t index);

/* ---- a dispatch in progress (graph.c) ------------------------------------------------------------ */

/* A payload waiting for its node, its bytes in the scratch memory. */
typedef struct graph_record {
    uint64_t offset;                /* in the scratch memory */
    uint32_t size;
    uint32_t node;
    uint32_t depth;                 /* AMDX-S19: the API's nodes are at depth 1 */
    uint32_t recursion;             /* self-enqueues that led here (AMDX-S33) */
    uint64_t seq;                   /* creation order */
    uint32_t workgroups;            /* its grid (non-coalescing), counted once known; 0: none */
    uint32_t started;               /* workgroups of the grid given to batches */
    uint32_t ended;                 /* workgroups that ended */
    atomic_uint finished;           /* workgroups that called OpFinishWritingNodePayloadAMDX (AMDX-S43) */
    uint32_t grid[3];
    bool grid_known;                /* workgroups and grid are set */
    bool consumed;                  /* a coalescing batch took it */
} graph_record;

/* An allocation of OpAllocateNodePayloadsAMDX in a workgroup's slot. */
typedef struct graph_allocation {
    uint64_t offset;                /* in the slot */
    uint32_t count, stride;
    uint32_t node;                  /* the target node, or GRAPH_NONE (nothing can be enqueued) */
    uint32_t recursion;             /* the target's recursion level */
    uint32_t index;                 /* the Node Index operand */
    bool workgroup_scope;           /* Visibility Workgroup: every wave of the workgroup shares it */
    uint32_t enqueued_by;           /* waves (Workgroup) or 1 (Invocation) that enqueued it */
    uint64_t enqueued_waves[4];     /* Workgroup: which waves did (a workgroup has at most 1024 / 4 waves) */
} graph_allocation;

typedef struct graph_run graph_run;

/* A workgroup of a batch (exec_node_group.graph). */
typedef struct graph_group {
    exec_node_group base;
    graph_run *run;
    const graph_node *node;
    uint32_t node_number;
    uint64_t group;
    graph_record *record;           /* non-coalescing: the payload it runs for */
    uint32_t received;              /* payloads in its input (CoalescingAMDX: those gathered) */
    uint32_t depth, recursion;
    uint8_t *slot;                  /* its part of the scratch memory */
    uint64_t slot_size, slot_used;
    graph_allocation *allocations;
    uint32_t allocation_count, allocation_capacity;
    uint32_t *wave_allocations;     /* per wave: Workgroup-scope allocations it made */
    uint32_t *workgroup_allocations;/* the Workgroup-scope allocations, in order (indices into allocations) */
    uint32_t workgroup_allocation_count, workgroup_allocation_capacity;
    uint32_t wave_capacity;
    uint32_t wave_count;
    uint32_t payloads;              /* payloads allocated (AMDX-S22) */
    bool finish_called, finish_result;
} graph_group;

/* The target node of an allocation (AMDX-S37): GRAPH_NONE when no node has that name and index. */
uint32_t graph_target(const graph_group *gg, const graph_output_type *type, uint32_t node_index);
/* The nodes that share node's input (SharesInputWithAMDX): each payload for node counts once more per sharer
   against the limits (AMDX-S31). */
uint32_t graph_sharers(const graph_group *gg, uint32_t node);
/* The recursion level a payload for target gets, and whether it is allowed (AMDX-S33). */
bool graph_recursion_allowed(const graph_group *gg, uint32_t target, uint32_t *recursion);
/* OpFinishWritingNodePayloadAMDX for the workgroup: whether every workgroup of the payload has called it. */
bool graph_finish_writing(graph_group *gg);
/* The payload types a node's program allocates (payload.c): their count; types[i] for i < max. */
uint32_t graph_program_outputs(const spvrt_program *program, const graph_output_type **types, uint32_t max);

#endif
