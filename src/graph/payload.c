/* spvrt graph: the shader side of execution graphs (SPV_AMDX_shader_enqueue as VK_AMDX_shader_enqueue's
 * proposal defines it, "SPIR-V Changes"; RULES.md C.5 AMDX-S27..S46; docs/execution-graphs.md).
 *
 * Memory.  A node's NodePayloadAMDX variable points at EXEC_REGION_NODE_INPUT, which graph.c gives each
 * workgroup: the payload's bytes in the scratch memory, shared by every workgroup of its grid (AMDX-S27), or
 * under CoalescingAMDX the payloads gathered for this workgroup.  OpAllocateNodePayloadsAMDX places its arrays
 * in the workgroup's slot of the scratch memory (EXEC_REGION_NODE_OUTPUT, offsets into the slot); every
 * access there is checked against the allocation it falls in (exec_node_output_at).
 *
 * Visibility (AMDX-S37).  Invocation: each lane gets its own array.  Workgroup: every wave of the workgroup
 * gets the same one: the n-th Workgroup allocation a wave makes is the workgroup's n-th (the instruction is
 * executed in uniform control flow in the workgroup, so every wave makes the same sequence); a count or node
 * index that differs between them traps.  An array is enqueued when every wave of the workgroup (Workgroup)
 * or its invocation (Invocation) has executed OpEnqueueNodePayloadsAMDX on it; graph.c takes the payloads of
 * enqueued arrays when the workgroup ends, in the order they were allocated.
 *
 * Undefined behaviour the proposal names traps with its rule:
 *   - a Payload Count above the type's NodeMaxPayloadsAMDX (AMDX-S38), or more than
 *     maxExecutionGraphShaderPayloadCount payloads in a workgroup (AMDX-S22);
 *   - a node index that names no node (a sparse array's missing node, AMDX-S41, S45), or one at or past
 *     PayloadNodeArraySizeAMDX;
 *   - a self-enqueue past MaxNodeRecursionAMDX (AMDX-S33) or a payload deeper than maxExecutionGraphDepth
 *     (AMDX-S19);
 *   - any access to an array after the wave (or invocation) enqueued it (AMDX-S39);
 *   - a store to the input payload after the workgroup called OpFinishWritingNodePayloadAMDX (AMDX-S43). */
#include <stdio.h>
#include <string.h>

#include "../exec/prep.h"
#include "../exec/program.h"
#include "graph.h"

enum { SCOPE_WORKGROUP = 2, SCOPE_INVOCATION = 4 };

typedef struct payload_op {
    graph_output_type type;
    uint32_t scope;                 /* OpAllocateNodePayloadsAMDX: SCOPE_* */
} payload_op;

static graph_group *group_of(exec_wave *w, const exec_op *op)
{
    if (!w->node || !w->node->graph) {
        exec_trap(w, op, exec_first_lane(w->active), "a node payload instruction outside an execution graph");
        return NULL;
    }
    return w->node->graph;
}

static uint32_t row_u32(const exec_wave *w, uint32_t row, uint32_t lane)
{
    return ((const uint32_t *)exec_row(w, row))[lane];
}

/* ---- allocations ------------------------------------------------------------------------------- */

static graph_allocation *allocation_at(graph_group *gg, uint64_t offset, uint64_t bytes)
{
    uint32_t lo = 0, hi = gg->allocation_count;
    while (lo < hi) { /* the last allocation that starts at or before offset (they are made in offset order) */
        uint32_t mid = lo + (hi - lo) / 2;
        if (gg->allocations[mid].offset <= offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return NULL;
    graph_allocation *a = &gg->allocations[lo - 1];
    uint64_t size = (uint64_t)a->count * a->stride;
    return offset - a->offset <= size && bytes <= size - (offset - a->offset) ? a : NULL;
}

static bool enqueued_by_wave(const graph_allocation *a, const exec_wave *w, uint32_t lane)
{
    if (!a->workgroup_scope)
        return a->enqueued_by != 0;
    (void)lane;
    return (a->enqueued_waves[w->index / 64u] >> (w->index % 64u)) & 1u;
}

void *exec_node_output_at(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t offset, uint64_t bytes)
{
    graph_group *gg = w->node->graph;
    graph_allocation *a = allocation_at(gg, offset, bytes);
    if (!a) {
        exec_trap(w, op, lane, "access outside every node payload array the workgroup allocated (%llu bytes at "
                  "offset %llu)", (unsigned long long)bytes, (unsigned long long)offset);
        return NULL;
    }
    if (enqueued_by_wave(a, w, lane)) {
        exec_trap(w, op, lane, "AMDX-S39: access to a node payload array after OpEnqueueNodePayloadsAMDX "
                  "enqueued it");
        return NULL;
    }
    return gg->slot + offset;
}

bool exec_node_input_store_allowed(exec_wave *w, const exec_op *op)
{
    if (!w->node || !w->node->graph)
        return true;
    graph_group *gg = w->node->graph;
    if (!gg->finish_called)
        return true;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l) && (uint32_t)(pointer[l] >> EXEC_REGION_SHIFT) == EXEC_REGION_NODE_INPUT) {
            exec_trap(w, op, l, "AMDX-S43: a write to the input payload after the workgroup's "
                      "OpFinishWritingNodePayloadAMDX");
            return false;
        }
    return true;
}

static const char *target_problem(graph_group *gg, const graph_output_type *t, uint32_t index, uint32_t *target,
                                  uint32_t *recursion, char *why, size_t size)
{
    if (t->array_size != GRAPH_NONE && ((uint64_t)t->base_index + index >= t->array_size)) {
        snprintf(why, size, "node index %u (+ base %u) is not below PayloadNodeArraySizeAMDX %u", index,
                 t->base_index, t->array_size);
        return "AMDX-S45";
    }
    *target = graph_target(gg, t, index);
    if (*target == GRAPH_NONE) {
        snprintf(why, size, "the graph has no node \"%s\" with index %u%s", t->name, t->base_index + index,
                 t->sparse ? " (a sparse node array: test with OpIsNodePayloadValidAMDX)" : "");
        return "AMDX-S41";
    }
    if (*target != gg->node_number && strcmp(t->name, gg->node->name) == 0) {
        snprintf(why, size, "node \"%s\" [%u] enqueues for \"%s\" [%u]: a node enqueues for its own name only with "
                 "its own index (recursion, MaxNodeRecursionAMDX)", gg->node->name, gg->node->index, t->name,
                 t->base_index + index);
        return "AMDX-S33";
    }
    if (!graph_recursion_allowed(gg, *target, recursion)) {
        snprintf(why, size, "node \"%s\" [%u] enqueues itself past its MaxNodeRecursionAMDX %u", gg->node->name,
                 gg->node->index, gg->node->max_recursion);
        return "AMDX-S33";
    }
    if (gg->depth + 1 > GRAPH_MAX_DEPTH) {
        snprintf(why, size, "a payload for node \"%s\" [%u] would be at depth %u, past maxExecutionGraphDepth %u",
                 t->name, t->base_index + index, gg->depth + 1, GRAPH_MAX_DEPTH);
        return "AMDX-S19";
    }
    return NULL;
}

static bool new_allocation(exec_wave *w, const exec_op *op, uint32_t lane, graph_group *gg, const payload_op *po,
                           uint32_t count, uint32_t index, uint32_t *number)
{
    const graph_output_type *t = &po->type;
    if (count > t->max_payloads) {
        exec_trap(w, op, lane, "AMDX-S38: Payload Count %u is above the NodeMaxPayloadsAMDX %u of the payload type",
                  count, t->max_payloads);
        return false;
    }
    uint32_t target = GRAPH_NONE, recursion = 0;
    char why[256];
    const char *rule = target_problem(gg, t, index, &target, &recursion, why, sizeof why);
    if (rule) {
        exec_trap(w, op, lane, "%s: %s", rule, why);
        return false;
    }
    /* AMDX-S22, S31: a payload for a node whose input others share counts once per sharing node */
    uint64_t counted = (uint64_t)count * (1u + graph_sharers(gg, target));
    if ((uint64_t)gg->payloads + counted > GRAPH_MAX_PAYLOAD_COUNT) {
        exec_trap(w, op, lane, "AMDX-S22: the workgroup allocates more than maxExecutionGraphShaderPayloadCount "
                  "(%u) payloads (a payload for a node whose input %u others share counts %u times, AMDX-S31)",
                  GRAPH_MAX_PAYLOAD_COUNT, graph_sharers(gg, target), 1u + graph_sharers(gg, target));
        return false;
    }
    /* An array of 0 payloads holds no bytes but still needs an offset of its own: pointers name an array by its
     * offset (allocation_at), so it takes one byte, unaligned, and a run of them costs a byte each */
    uint64_t bytes = (uint64_t)count * t->stride;
    uint64_t offset = bytes ? (gg->slot_used + 15u) & ~(uint64_t)15u : gg->slot_used;
    if (bytes && (offset > gg->slot_size || bytes > gg->slot_size - offset)) {
        exec_trap(w, op, lane, "the workgroup's node payloads outgrow its part of the scratch memory");
        return false;
    }
    if (!spvrt_grow(w->program->ctx, (void **)&gg->allocations, &gg->allocation_capacity, gg->allocation_count + 1,
                    sizeof *gg->allocations)) {
        exec_trap(w, op, lane, "out of memory");
        return false;
    }
    if (bytes)
        memset(gg->slot + offset, 0, bytes);
    gg->slot_used = offset + (bytes ? bytes : 1);
    gg->payloads += (uint32_t)counted;
    graph_allocation *a = &gg->allocations[gg->allocation_count];
    memset(a, 0, sizeof *a);
    a->offset = offset;
    a->count = count;
    a->stride = t->stride;
    a->node = target;
    a->recursion = recursion;
    a->workgroup_scope = po->scope == SCOPE_WORKGROUP;
    a->index = index;
    *number = gg->allocation_count++;
    return true;
}

static void run_allocate(exec_wave *w, const exec_op *op)
{
    graph_group *gg = group_of(w, op);
    if (!gg)
        return;
    const payload_op *po = op->data;
    uint64_t *result = exec_row(w, op->result_row);
    if (po->scope == SCOPE_INVOCATION) {
        for (uint32_t l = 0; l < w->width; l++) {
            if (!exec_lane_active(w, l))
                continue;
            uint32_t number;
            if (!new_allocation(w, op, l, gg, po, row_u32(w, op->args[1].row, l), row_u32(w, op->args[2].row, l),
                                &number))
                return;
            result[l] = exec_pointer(EXEC_REGION_NODE_OUTPUT, gg->allocations[number].offset);
        }
        return;
    }
    /* Workgroup: one array for the workgroup, its count and index dynamically uniform (AMDX-S37) */
    uint32_t first = exec_first_lane(w->active);
    uint32_t count = row_u32(w, op->args[1].row, first), index = row_u32(w, op->args[2].row, first);
    for (uint32_t l = first + 1; l < w->width; l++)
        if (exec_lane_active(w, l) &&
            (row_u32(w, op->args[1].row, l) != count || row_u32(w, op->args[2].row, l) != index)) {
            exec_trap(w, op, l, "AMDX-S37: OpAllocateNodePayloadsAMDX: Payload Count and Node Index must be "
                      "dynamically uniform in the workgroup (%u, %u in one invocation, %u, %u in another)", count,
                      index, row_u32(w, op->args[1].row, l), row_u32(w, op->args[2].row, l));
            return;
        }
    if (w->index >= gg->wave_count) {
        exec_trap(w, op, first, "internal: wave %u of %u", w->index, gg->wave_count);
        return;
    }
    uint32_t seq = gg->wave_allocations[w->index]++;
    uint32_t number;
    if (seq < gg->workgroup_allocation_count) {
        number = gg->workgroup_allocations[seq];
        const graph_allocation *a = &gg->allocations[number];
        if (a->count != count || a->index != index) {
            exec_trap(w, op, first, "AMDX-S37: OpAllocateNodePayloadsAMDX: Payload Count and Node Index must "
                      "be dynamically uniform in the workgroup (%u, %u in one wave, %u, %u in another)", a->count,
                      a->index, count, index);
            return;
        }
    } else {
        if (!new_allocation(w, op, first, gg, po, count, index, &number))
            return;
        if (!spvrt_grow(w->program->ctx, (void **)&gg->workgroup_allocations, &gg->workgroup_allocation_capacity,
                        gg->workgroup_allocation_count + 1, sizeof *gg->workgroup_allocations)) {
            exec_trap(w, op, first, "out of memory");
            return;
        }
        gg->workgroup_allocations[gg->workgroup_allocation_count++] = number;
    }
    uint64_t pointer = exec_pointer(EXEC_REGION_NODE_OUTPUT, gg->allocations[number].offset);
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l))
            result[l] = pointer;
}

/* The allocation a payload array pointer names (its start), or NULL after a trap. */
static graph_allocation *array_of(exec_wave *w, const exec_op *op, graph_group *gg, uint32_t lane, uint64_t pointer)
{
    if ((uint32_t)(pointer >> EXEC_REGION_SHIFT) != EXEC_REGION_NODE_OUTPUT) {
        exec_trap(w, op, lane, "the Payload Array is not an array OpAllocateNodePayloadsAMDX allocated");
        return NULL;
    }
    uint64_t offset = pointer & EXEC_OFFSET_MASK;
    graph_allocation *a = allocation_at(gg, offset, 0);
    if (!a || a->offset != offset) {
        exec_trap(w, op, lane, "the Payload Array is not an array OpAllocateNodePayloadsAMDX allocated");
        return NULL;
    }
    return a;
}

static void run_enqueue(exec_wave *w, const exec_op *op)
{
    graph_group *gg = group_of(w, op);
    if (!gg)
        return;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    graph_allocation *done = NULL; /* a Workgroup array: once per wave */
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        graph_allocation *a = array_of(w, op, gg, l, pointer[l]);
        if (!a)
            return;
        if (a->workgroup_scope && a == done)
            continue;
        if (enqueued_by_wave(a, w, l)) {
            exec_trap(w, op, l, "AMDX-S39: the payload array was already enqueued");
            return;
        }
        if (a->workgroup_scope) {
            a->enqueued_waves[w->index / 64u] |= 1ull << (w->index % 64u);
            done = a;
        }
        a->enqueued_by++;
    }
}

static void run_length(exec_wave *w, const exec_op *op)
{
    graph_group *gg = group_of(w, op);
    if (!gg)
        return;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    uint32_t *result = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        if ((uint32_t)(pointer[l] >> EXEC_REGION_SHIFT) == EXEC_REGION_NODE_INPUT) {
            result[l] = gg->node->coalescing ? gg->received : 1u; /* AMDX-S40 */
            continue;
        }
        const graph_allocation *a = array_of(w, op, gg, l, pointer[l]);
        if (!a)
            return;
        result[l] = a->count;
    }
}

static void run_is_valid(exec_wave *w, const exec_op *op)
{
    graph_group *gg = group_of(w, op);
    if (!gg)
        return;
    const payload_op *po = op->data;
    uint8_t *result = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint32_t index = row_u32(w, op->args[1].row, l);
        if (po->type.array_size != GRAPH_NONE && (uint64_t)po->type.base_index + index >= po->type.array_size) {
            exec_trap(w, op, l, "AMDX-S45: OpIsNodePayloadValidAMDX: node index %u (+ base %u) is not below "
                      "PayloadNodeArraySizeAMDX %u", index, po->type.base_index, po->type.array_size);
            return;
        }
        /* AMDX-S41: a sparse array's node exists; the node's own name and index: recursion left; else true */
        uint32_t target = graph_target(gg, &po->type, index), recursion;
        bool valid = true;
        if (target == GRAPH_NONE)
            valid = !po->type.sparse;
        else if (target != gg->node_number && strcmp(po->type.name, gg->node->name) == 0)
            valid = false; /* another index of its own name: never (AMDX-S33) */
        else if (!graph_recursion_allowed(gg, target, &recursion))
            valid = false;
        result[l] = valid;
    }
}

static void run_finish_writing(exec_wave *w, const exec_op *op)
{
    graph_group *gg = group_of(w, op);
    if (!gg)
        return;
    uint32_t first = exec_first_lane(w->active);
    if (gg->node->coalescing || !gg->node->track_finish) {
        exec_trap(w, op, first, "AMDX-S43: OpFinishWritingNodePayloadAMDX in a node %s", gg->node->coalescing ?
                  "with CoalescingAMDX" : "whose input payload is not decorated TrackFinishWritingAMDX");
        return;
    }
    bool all = graph_finish_writing(gg);
    uint8_t *result = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l))
            result[l] = all;
}

uint32_t graph_program_outputs(const spvrt_program *program, const graph_output_type **types, uint32_t max)
{
    uint32_t count = 0;
    for (uint32_t i = 0; i < program->op_count; i++) {
        const exec_op *op = &program->ops[i];
        if ((op->run != run_allocate && op->run != run_is_valid) || !op->data)
            continue;
        if (count < max)
            types[count] = &((const payload_op *)op->data)->type;
        count++;
    }
    return count;
}

/* ---- binding ----------------------------------------------------------------------------------------- */

static bool constant_u32(exec_prep *p, uint32_t id, uint32_t *value)
{
    uint64_t v;
    if (!exec_prep_constant_u64(p, id, &v) || v > UINT32_MAX)
        return false;
    *value = (uint32_t)v;
    return true;
}

/* The decorations of a payload array type (AMDX-S37, S45, S46) and its payloads' stride. */
static exec_bind_result read_output_type(exec_prep *p, const spvrt_instruction *inst, const exec_type *array,
                                         graph_output_type *t)
{
    const spvrt_module *m = exec_prep_module(p);
    uint32_t name_id = 0, id = 0;
    if (!array || array->kind != EXEC_RUNTIME_ARRAY ||
        !exec_prep_decoration(p, array->id, SPVRT_Decoration_PayloadNodeNameAMDX, &name_id))
        return exec_prep_error(p, inst, "the payload array type has no PayloadNodeNameAMDX decoration");
    const spvrt_instruction *name = spvrt_module_def(m, name_id);
    if (!name || (name->opcode != SPVRT_OpConstantStringAMDX && name->opcode != SPVRT_OpSpecConstantStringAMDX))
        return exec_prep_error(p, inst, "PayloadNodeNameAMDX does not name an OpConstantStringAMDX");
    size_t length;
    t->name = spvrt_operand_string(m, name, &spvrt_inst_operands(m, name)[1], &length);
    t->base_index = 0;
    if (exec_prep_decoration(p, array->id, SPVRT_Decoration_PayloadNodeBaseIndexAMDX, &id) &&
        !constant_u32(p, id, &t->base_index))
        return exec_prep_error(p, inst, "PayloadNodeBaseIndexAMDX is not a 32-bit constant");
    t->array_size = GRAPH_NONE;
    if (exec_prep_decoration(p, array->id, SPVRT_Decoration_PayloadNodeArraySizeAMDX, &id) &&
        !constant_u32(p, id, &t->array_size))
        return exec_prep_error(p, inst, "PayloadNodeArraySizeAMDX is not a 32-bit constant");
    uint32_t sparse = 0;
    t->sparse = exec_prep_decoration(p, array->id, SPVRT_Decoration_PayloadNodeSparseArrayAMDX, &sparse);
    t->max_payloads = 1;
    if (!exec_prep_decoration(p, array->id, SPVRT_Decoration_NodeMaxPayloadsAMDX, &id) ||
        !constant_u32(p, id, &t->max_payloads))
        return exec_prep_error(p, inst, "the payload array type has no constant NodeMaxPayloadsAMDX");
    const exec_layout *layout = exec_layout_of(p, array, true);
    if (!layout)
        return EXEC_BIND_ERROR;
    t->stride = layout->stride;
    if (t->stride > GRAPH_MAX_PAYLOAD_SIZE)
        return exec_prep_error(p, inst, "a %u-byte payload is larger than maxExecutionGraphShaderPayloadSize (%u)",
                               t->stride, GRAPH_MAX_PAYLOAD_SIZE);
    return EXEC_BIND_OK;
}

exec_bind_result exec_bind_node_payload(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    switch (op->opcode) {
    case SPVRT_OpAllocateNodePayloadsAMDX: {
        payload_op *po = exec_prep_alloc(p, sizeof *po);
        if (!po || !op->type || op->type->kind != EXEC_POINTER || op->arg_count < 3)
            return EXEC_BIND_ERROR;
        if (read_output_type(p, inst, op->type->element, &po->type) != EXEC_BIND_OK)
            return EXEC_BIND_ERROR;
        if (!constant_u32(p, op->args[0].id, &po->scope) ||
            (po->scope != SCOPE_WORKGROUP && po->scope != SCOPE_INVOCATION))
            return exec_prep_error(p, inst, "Visibility must be a constant Workgroup or Invocation scope");
        op->data = po;
        op->run = run_allocate;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpIsNodePayloadValidAMDX: {
        payload_op *po = exec_prep_alloc(p, sizeof *po);
        if (!po || op->arg_count < 2)
            return EXEC_BIND_ERROR;
        if (read_output_type(p, inst, exec_prep_type(p, op->args[0].id), &po->type) != EXEC_BIND_OK)
            return EXEC_BIND_ERROR;
        op->data = po;
        op->run = run_is_valid;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpEnqueueNodePayloadsAMDX:
        op->run = run_enqueue;
        return EXEC_BIND_OK;
    case SPVRT_OpNodePayloadArrayLengthAMDX:
        op->run = run_length;
        return EXEC_BIND_OK;
    case SPVRT_OpFinishWritingNodePayloadAMDX:
        /* the workgroup's call (AMDX-S43): every wave gets there before it counts (run.c waits as at a barrier),
           so the writes of every wave before it are allowed and its result is the workgroup's */
        op->run = run_finish_writing;
        op->flags |= EXEC_OP_BARRIER;
        return EXEC_BIND_OK;
    default:
        return EXEC_BIND_NOT_MINE;
    }
}
