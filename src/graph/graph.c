/* spvrt graph: execution graphs on the CPU (VK_AMDX_shader_enqueue proposal; RULES.md C.5 AMDX-S01..S47;
 * docs/execution-graphs.md).
 *
 * The graph.  Each stage is a node named (name, index) (AMDX-S02): the node create info's name, else the
 * entry point's; its index, else the ShaderIndexAMDX execution mode, else 0.  Libraries add their nodes
 * (AMDX-S01).  A node's input payload is its NodePayloadAMDX variable, or the implicit one (AMDX-S15): empty
 * under StaticNumWorkgroupsAMDX or CoalescingAMDX, else a uvec3 of workgroup counts.
 *
 * Scratch memory (AMDX-S06..S08, S13).  Pending payloads live in the scratch memory the application gives: a
 * header that spvrt_graph_init_scratch writes, then payload bytes.  A batch (one node's workgroups) reserves a
 * slot per workgroup: gathered inputs (CoalescingAMDX) and room for every payload it may enqueue
 * (maxExecutionGraphShaderPayloadCount of its largest output, times the nodes that share that output's input).
 * What a workgroup enqueues stays where it was written and becomes a pending record.  When the slots do not fit
 * after the last pending record, the records are moved down (compacted).  The host keeps the records' list
 * (node, depth, offset, size).
 *
 * Progress with little scratch.  need(n) is the scratch a chain of one workgroup per level from node n needs:
 * slot(n) + the largest need of the nodes it enqueues for, over at most maxExecutionGraphDepth levels.
 * min_size = header + the largest API payload + the largest need of an API node.  A batch runs only as many
 * workgroups as leave need(n) - slot(n) free after their slots; when the schedule's choice cannot run one, the
 * newest pending record runs instead (depth first), one workgroup at a time if need be, which never needs more
 * than min_size.  A smaller scratch is slower, never wrong.
 *
 * Schedules (spvrt_graph_run.schedule): BREADTH takes the shallowest pending payloads (the oldest first) and
 * runs every pending payload of that node and depth together; DEPTH the deepest (newest); SHUFFLE a random
 * node, a random subset of its payloads, random coalescing batches.  Every one is a legal order: the proposal
 * promises none.  Workgroups of a batch run on every core (exec_run_nodes); what they enqueue is taken in
 * workgroup order, so a schedule gives the same order whatever the number of threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../exec/prep.h"
#include "graph.h"

#define SCRATCH_MAGIC 0x4850415247545653ull /* "SVTGRAPH" */
#define SCRATCH_HEADER 64u
#define SCRATCH_GRANULARITY 64u
#define RECORD_ALIGN 16u
#define BATCH_MAX_GROUPS 65536u

static atomic_uint_fast64_t graph_serial;

static uint64_t align_up(uint64_t v, uint64_t a)
{
    return (v + a - 1) / a * a;
}

/* ---- reading a node's module ------------------------------------------------------------------------ */

typedef struct node_source {
    const spvrt_module *module;
    uint32_t function;              /* the entry point's function id */
    const spvrt_graph_stage *stage;
} node_source;

static bool specialized(const node_source *s, uint32_t id, uint64_t *value)
{
    const spvrt_module *m = s->module;
    for (uint32_t i = 0; i < m->decoration_count; i++) {
        const spvrt_instruction *d = &m->insts[m->decorations[i]];
        const uint32_t *w = spvrt_inst_words(m, d);
        if (d->opcode != SPVRT_OpDecorate || w[1] != id || w[2] != SPVRT_Decoration_SpecId || d->word_count < 4)
            continue;
        for (uint32_t k = 0; k < s->stage->specialization_count; k++)
            if (s->stage->specializations[k].id == w[3]) {
                *value = s->stage->specializations[k].value;
                return true;
            }
    }
    return false;
}

/* A scalar constant's value, specialization applied. */
static bool constant_value(const node_source *s, uint32_t id, uint64_t *value)
{
    const spvrt_instruction *c = spvrt_module_def(s->module, id);
    if (!c)
        return false;
    const uint32_t *w = spvrt_inst_words(s->module, c);
    switch (c->opcode) {
    case SPVRT_OpConstantTrue:
    case SPVRT_OpConstantFalse:
        *value = c->opcode == SPVRT_OpConstantTrue;
        return true;
    case SPVRT_OpSpecConstantTrue:
    case SPVRT_OpSpecConstantFalse:
        *value = c->opcode == SPVRT_OpSpecConstantTrue;
        if (specialized(s, id, value))
            *value = *value != 0;
        return true;
    case SPVRT_OpConstant:
    case SPVRT_OpSpecConstant:
        if (c->word_count < 4)
            return false;
        *value = w[3] | (c->word_count > 4 ? (uint64_t)w[4] << 32 : 0);
        if (c->opcode == SPVRT_OpSpecConstant)
            (void)specialized(s, id, value);
        return true;
    default:
        return false;
    }
}

static const char *constant_string(const node_source *s, uint32_t id)
{
    const spvrt_instruction *c = spvrt_module_def(s->module, id);
    if (!c || (c->opcode != SPVRT_OpConstantStringAMDX && c->opcode != SPVRT_OpSpecConstantStringAMDX))
        return NULL;
    size_t length;
    return spvrt_operand_string(s->module, c, &spvrt_inst_operands(s->module, c)[1], &length);
}

static bool has_member_decoration(const spvrt_module *m, uint32_t type, uint32_t *member, uint32_t decoration)
{
    for (uint32_t i = 0; i < m->decoration_count; i++) {
        const spvrt_instruction *d = &m->insts[m->decorations[i]];
        const uint32_t *w = spvrt_inst_words(m, d);
        if (d->opcode == SPVRT_OpMemberDecorate && d->word_count >= 4 && w[1] == type && w[3] == decoration) {
            *member = w[2];
            return true;
        }
    }
    return false;
}

static bool has_decoration(const spvrt_module *m, uint32_t id, uint32_t decoration, uint32_t *operand)
{
    for (uint32_t i = 0; i < m->decoration_count; i++) {
        const spvrt_instruction *d = &m->insts[m->decorations[i]];
        const uint32_t *w = spvrt_inst_words(m, d);
        if ((d->opcode == SPVRT_OpDecorate || d->opcode == SPVRT_OpDecorateId) && d->word_count >= 3 &&
            w[1] == id && w[2] == decoration) {
            if (operand)
                *operand = d->word_count > 3 ? w[3] : 0;
            return true;
        }
    }
    return false;
}

static spvrt_result create_error(spvrt_context *ctx, const char *fmt, ...) SPVRT_PRINTF(2, 3);
static spvrt_result create_error(spvrt_context *ctx, const char *fmt, ...)
{
    spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(ctx, &where, fmt, ap);
    va_end(ap);
    return SPVRT_ERROR_INVALID_ARGUMENT;
}

/* The execution modes of a node (SPIR-V Changes: execution modes). */
static spvrt_result read_modes(spvrt_context *ctx, const node_source *s, graph_node *n, const char **shares_name,
                               uint32_t *shares_index, uint32_t *mode_index, bool *has_mode_index)
{
    const spvrt_module *m = s->module;
    n->api_entry = true; /* AMDX-S32 */
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode != SPVRT_OpExecutionMode && inst->opcode != SPVRT_OpExecutionModeId)
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (w[1] != s->function)
            continue;
        uint64_t v[3] = {0, 0, 0};
        uint32_t operands = inst->word_count > 3 ? inst->word_count - 3u : 0u;
        bool ids = inst->opcode == SPVRT_OpExecutionModeId;
        for (uint32_t k = 0; k < operands && k < 3; k++) {
            if (!ids)
                v[k] = w[3 + k];
            else if (w[2] != SPVRT_ExecutionMode_SharesInputWithAMDX && !constant_value(s, w[3 + k], &v[k]))
                return create_error(ctx, "node \"%s\": an execution mode operand is not a constant",
                                    s->stage->entry_point);
        }
        switch (w[2]) {
        case SPVRT_ExecutionMode_CoalescingAMDX:
            n->coalescing = true;
            break;
        case SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX:
            n->static_workgroups = true;
            for (int k = 0; k < 3; k++)
                n->workgroups[k] = (uint32_t)v[k];
            break;
        case SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX:
            n->has_max_workgroups = true;
            for (int k = 0; k < 3; k++)
                n->max_workgroups[k] = (uint32_t)v[k];
            break;
        case SPVRT_ExecutionMode_MaxNodeRecursionAMDX:
            n->max_recursion = (uint32_t)v[0];
            break;
        case SPVRT_ExecutionMode_IsApiEntryAMDX:
            n->api_entry = v[0] != 0;
            break;
        case SPVRT_ExecutionMode_ShaderIndexAMDX:
            *mode_index = (uint32_t)v[0];
            *has_mode_index = true;
            break;
        case SPVRT_ExecutionMode_SharesInputWithAMDX: {
            uint64_t index = 0;
            *shares_name = operands >= 2 ? constant_string(s, w[3]) : NULL;
            if (!*shares_name || !constant_value(s, w[4], &index))
                return create_error(ctx, "node \"%s\": SharesInputWithAMDX needs a constant string and index",
                                    s->stage->entry_point);
            *shares_index = (uint32_t)index;
            break;
        }
        default:
            break;
        }
    }
    return SPVRT_SUCCESS;
}

/* The input payload (AMDX-S14..S16, S29): its stride, the dispatch member, the coalescing limit. */
static spvrt_result read_input(spvrt_context *ctx, const node_source *s, graph_node *n)
{
    const exec_layout *layout = n->program->node_input_layout;
    n->max_inputs = 1;
    if (!layout) {
        /* AMDX-S15: the implicit payload */
        bool empty = n->coalescing || n->static_workgroups;
        n->input_stride = empty ? 0 : 12;
        n->dispatch_member = !empty;
        n->dispatch_offset = 0;
        n->dispatch_components = 3;
        n->dispatch_bytes = 4;
        return SPVRT_SUCCESS;
    }
    const exec_layout *payload = layout;
    if (layout->type->kind == EXEC_RUNTIME_ARRAY) {
        payload = layout->element_layout;
        n->input_stride = layout->stride;
        uint32_t id;
        uint64_t max = 1;
        if (has_decoration(s->module, layout->type->id, SPVRT_Decoration_NodeMaxPayloadsAMDX, &id) &&
            !constant_value(s, id, &max))
            return create_error(ctx, "node \"%s\": NodeMaxPayloadsAMDX is not a constant", n->name);
        if (n->coalescing)
            n->max_inputs = max == 0 ? 1 : max > GRAPH_MAX_PAYLOAD_COUNT ? GRAPH_MAX_PAYLOAD_COUNT : (uint32_t)max;
    } else {
        n->input_stride = (uint32_t)align_up(layout->size, 4);
    }
    if (n->input_stride > GRAPH_MAX_PAYLOAD_SIZE)
        return create_error(ctx, "node \"%s\": its %u-byte payload is larger than maxExecutionGraphShaderPayloadSize "
                            "(%u)", n->name, n->input_stride, GRAPH_MAX_PAYLOAD_SIZE);
    if (payload->type->kind != EXEC_STRUCT)
        return SPVRT_SUCCESS;
    n->track_finish = has_decoration(s->module, payload->type->id, SPVRT_Decoration_TrackFinishWritingAMDX, NULL);
    uint32_t member;
    if (n->coalescing || n->static_workgroups)
        return SPVRT_SUCCESS;
    if (!has_member_decoration(s->module, payload->type->id, &member, SPVRT_Decoration_PayloadDispatchIndirectAMDX)
        || member >= payload->type->member_count)
        return create_error(ctx, "node \"%s\": without StaticNumWorkgroupsAMDX or CoalescingAMDX its input payload "
                            "needs a member decorated PayloadDispatchIndirectAMDX (AMDX-S16)", n->name);
    const exec_type *t = payload->type->members[member];
    n->dispatch_member = true;
    n->dispatch_offset = payload->member_offset[member];
    n->dispatch_components = t->kind == EXEC_VECTOR ? t->length : 1;
    n->dispatch_bytes = t->scalar ? exec_scalar_bytes(t->scalar) : 4;
    if (n->dispatch_components > 3 || n->dispatch_bytes > 4 || !t->scalar || t->scalar->kind != EXEC_INT)
        return create_error(ctx, "node \"%s\": the PayloadDispatchIndirectAMDX member must be an unsigned integer "
                            "or a vector of 2 or 3 of at most 32 bits", n->name);
    return SPVRT_SUCCESS;
}

static spvrt_result add_node(spvrt_context *ctx, spvrt_graph *g, const spvrt_graph_stage *stage,
                             uint32_t subgroup_size, const char **shares_name, uint32_t *shares_index)
{
    if (!stage->module || !stage->entry_point)
        return create_error(ctx, "a graph stage needs a module and an entry point");
    const spvrt_module *m = stage->module;
    node_source s = {m, 0, stage};
    for (uint32_t i = 0; i < m->entry_point_count; i++) {
        const spvrt_instruction *inst = &m->insts[m->entry_points[i]];
        const uint32_t *w = spvrt_inst_words(m, inst);
        size_t length;
        const char *name = spvrt_operand_string(m, inst, &spvrt_inst_operands(m, inst)[2], &length);
        if (strcmp(name, stage->entry_point) != 0)
            continue;
        if (w[1] == SPVRT_ExecutionModel_MeshEXT) {
            spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
            spvrt_diag(ctx, &where, "node \"%s\" is a mesh node (a graphics pipeline in the graph): mesh nodes are "
                       "not supported by the CPU engine", name);
            return SPVRT_ERROR_UNSUPPORTED;
        }
        if (w[1] != SPVRT_ExecutionModel_GLCompute)
            return create_error(ctx, "entry point \"%s\" is not a GLCompute shader: the nodes of an execution graph "
                                "are compute shaders", name);
        s.function = w[2];
        break;
    }
    if (!s.function)
        return create_error(ctx, "the module has no entry point named \"%s\"", stage->entry_point);
    graph_node *n = &g->nodes[g->node_count];
    memset(n, 0, sizeof *n);
    n->shares_with = GRAPH_NONE;
    spvrt_prepare_options options = {.entry_point = stage->entry_point,
                                     .specializations = stage->specializations,
                                     .specialization_count = stage->specialization_count,
                                     .subgroup_size = subgroup_size};
    spvrt_result r = spvrt_program_prepare(ctx, m, &options, &n->program);
    if (r != SPVRT_SUCCESS)
        return r;
    g->node_count++;
    uint32_t mode_index = 0;
    bool has_mode_index = false;
    r = read_modes(ctx, &s, n, shares_name, shares_index, &mode_index, &has_mode_index);
    if (r != SPVRT_SUCCESS)
        return r;
    /* AMDX-S02 */
    const char *name = stage->node_info && stage->node_name ? stage->node_name : stage->entry_point;
    n->index = stage->node_info && stage->node_index != SPVRT_SHADER_INDEX_UNUSED ? stage->node_index
                                                                                 : has_mode_index ? mode_index : 0;
    size_t length = strlen(name);
    n->name = spvrt_alloc(ctx, length + 1);
    if (!n->name)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    memcpy(n->name, name, length + 1);
    const uint32_t *size = n->program->local_size;
    n->invocations = size[0] * size[1] * size[2];
    if (n->coalescing && (n->static_workgroups || n->has_max_workgroups))
        return create_error(ctx, "node \"%s\": CoalescingAMDX must not be declared with StaticNumWorkgroupsAMDX or "
                            "MaxNumWorkgroupsAMDX", n->name);
    for (int k = 0; k < 3; k++)
        if ((n->static_workgroups && n->workgroups[k] > GRAPH_MAX_WORKGROUP_COUNT) ||
            (n->has_max_workgroups && n->max_workgroups[k] > GRAPH_MAX_WORKGROUP_COUNT))
            return create_error(ctx, "node \"%s\": a workgroup count above maxExecutionGraphWorkgroupCount (%u)",
                                n->name, GRAPH_MAX_WORKGROUP_COUNT);
    return read_input(ctx, &s, n);
}

/* qsort over pointers to the nodes (no global state: graphs may be created on several threads at once) */
static int compare_by_name(const void *a, const void *b)
{
    const graph_node *x = *(const graph_node *const *)a, *y = *(const graph_node *const *)b;
    int c = strcmp(x->name, y->name);
    return c ? c : x->index < y->index ? -1 : x->index > y->index;
}

uint32_t graph_find(const spvrt_graph *g, const char *name, uint32_t index)
{
    uint32_t lo = 0, hi = g->node_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const graph_node *n = &g->nodes[g->by_name[mid]];
        int c = strcmp(n->name, name);
        if (c < 0 || (c == 0 && n->index < index))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < g->node_count) {
        const graph_node *n = &g->nodes[g->by_name[lo]];
        if (n->index == index && strcmp(n->name, name) == 0)
            return g->by_name[lo];
    }
    return GRAPH_NONE;
}

/* Nodes named `name` (any index): [*first, *first + count) of by_name. */
static uint32_t nodes_named(const spvrt_graph *g, const char *name, uint32_t *first)
{
    uint32_t lo = 0, hi = g->node_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (strcmp(g->nodes[g->by_name[mid]].name, name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    uint32_t end = lo;
    while (end < g->node_count && strcmp(g->nodes[g->by_name[end]].name, name) == 0)
        end++;
    *first = lo;
    return end - lo;
}

/* Slots and needs (the file's comment, "Progress with little scratch"). */
static spvrt_result size_scratch(spvrt_context *ctx, spvrt_graph *g)
{
    uint64_t *need = spvrt_alloc_zero(ctx, (size_t)g->node_count * 2, sizeof *need);
    if (!need)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    uint32_t max_sharers = 1;
    for (uint32_t i = 0; i < g->node_count; i++)
        if (g->nodes[i].sharer_count + 1 > max_sharers)
            max_sharers = g->nodes[i].sharer_count + 1;
    for (uint32_t i = 0; i < g->node_count; i++) {
        graph_node *n = &g->nodes[i];
        const graph_output_type *types[GRAPH_MAX_OUTPUT_NODES];
        uint32_t count = graph_program_outputs(n->program, types, GRAPH_MAX_OUTPUT_NODES);
        uint32_t largest = 0;
        for (uint32_t k = 0; k < count && k < GRAPH_MAX_OUTPUT_NODES; k++) {
            uint32_t first, sharers = 1;
            uint32_t named = nodes_named(g, types[k]->name, &first);
            for (uint32_t j = 0; j < named; j++) {
                const graph_node *t = &g->nodes[g->by_name[first + j]];
                if (t->sharer_count + 1 > sharers)
                    sharers = t->sharer_count + 1;
            }
            uint32_t bytes = (uint32_t)align_up(types[k]->stride, RECORD_ALIGN) * sharers;
            if (bytes > largest)
                largest = bytes;
        }
        n->max_output_stride = largest;
        n->slot_bytes = align_up((uint64_t)(n->coalescing ? n->max_inputs : 0) * n->input_stride, RECORD_ALIGN) +
                        (uint64_t)GRAPH_MAX_PAYLOAD_COUNT * largest;
    }
    /* need over at most maxExecutionGraphDepth levels: need_d(n) = slot(n) + max over targets need_{d-1} */
    uint64_t *previous = need, *current = need + g->node_count;
    for (uint32_t depth = 1; depth <= GRAPH_MAX_DEPTH; depth++) {
        for (uint32_t i = 0; i < g->node_count; i++) {
            const graph_node *n = &g->nodes[i];
            const graph_output_type *types[GRAPH_MAX_OUTPUT_NODES];
            uint32_t count = graph_program_outputs(n->program, types, GRAPH_MAX_OUTPUT_NODES);
            uint64_t below = 0;
            for (uint32_t k = 0; k < count && k < GRAPH_MAX_OUTPUT_NODES; k++) {
                uint32_t first, named = nodes_named(g, types[k]->name, &first);
                for (uint32_t j = 0; j < named; j++) {
                    uint32_t t = g->by_name[first + j];
                    uint64_t v = previous[t];
                    for (uint32_t s = 0; s < g->nodes[t].sharer_count; s++)
                        if (previous[g->nodes[t].sharers[s]] > v)
                            v = previous[g->nodes[t].sharers[s]];
                    if (v > below)
                        below = v;
                }
            }
            current[i] = n->slot_bytes + below;
        }
        uint64_t *swap = previous;
        previous = current;
        current = swap;
    }
    uint64_t largest_need = 0, largest_slot = RECORD_ALIGN;
    for (uint32_t i = 0; i < g->node_count; i++) {
        graph_node *n = &g->nodes[i];
        n->need = previous[i];
        uint64_t entry = align_up(n->input_stride, RECORD_ALIGN) * (n->sharer_count + 1u) + n->need;
        for (uint32_t s = 0; s < n->sharer_count; s++)
            if (g->nodes[n->sharers[s]].need > n->need)
                entry = align_up(n->input_stride, RECORD_ALIGN) * (n->sharer_count + 1u) +
                        g->nodes[n->sharers[s]].need;
        if (n->api_entry && n->shares_with == GRAPH_NONE && entry > largest_need)
            largest_need = entry;
        if (n->slot_bytes > largest_slot)
            largest_slot = n->slot_bytes;
    }
    spvrt_free(ctx, need);
    g->min_scratch = align_up(SCRATCH_HEADER + largest_need, SCRATCH_GRANULARITY);
    uint64_t extra = largest_slot * 1024u;
    if (extra > (1ull << 30))
        extra = 1ull << 30;
    g->max_scratch = g->min_scratch + align_up(extra, SCRATCH_GRANULARITY);
    return SPVRT_SUCCESS;
}

static spvrt_result link_nodes(spvrt_context *ctx, spvrt_graph *g, const char **shares_name,
                               const uint32_t *shares_index)
{
    g->by_name = spvrt_alloc_zero(ctx, g->node_count ? g->node_count : 1, sizeof *g->by_name);
    const graph_node **order = spvrt_alloc_zero(ctx, g->node_count ? g->node_count : 1, sizeof *order);
    if (!g->by_name || !order) {
        spvrt_free(ctx, order);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t i = 0; i < g->node_count; i++)
        order[i] = &g->nodes[i];
    qsort(order, g->node_count, sizeof *order, compare_by_name);
    for (uint32_t i = 0; i < g->node_count; i++)
        g->by_name[i] = (uint32_t)(order[i] - g->nodes);
    spvrt_free(ctx, order);
    for (uint32_t i = 1; i < g->node_count; i++) {
        const graph_node *a = &g->nodes[g->by_name[i - 1]], *b = &g->nodes[g->by_name[i]];
        if (a->index == b->index && strcmp(a->name, b->name) == 0)
            return create_error(ctx, "two nodes are named \"%s\" with index %u: shaders with the same name must "
                                "have unique indexes", a->name, a->index);
    }
    /* AMDX-S30: SharesInputWithAMDX */
    for (uint32_t i = 0; i < g->node_count; i++) {
        graph_node *n = &g->nodes[i];
        if (!shares_name[i])
            continue;
        uint32_t base = graph_find(g, shares_name[i], shares_index[i]);
        if (base == GRAPH_NONE)
            return create_error(ctx, "node \"%s\" [%u] shares its input with \"%s\" [%u], which is not in the graph",
                                n->name, n->index, shares_name[i], shares_index[i]);
        if (shares_name[base])
            return create_error(ctx, "node \"%s\" [%u] shares its input with a node that shares its own", n->name,
                                n->index);
        graph_node *b = &g->nodes[base];
        if (b->sharer_count + 2 > GRAPH_MAX_SHARERS)
            return create_error(ctx, "more than %u nodes share the input of \"%s\" [%u]", GRAPH_MAX_SHARERS, b->name,
                                b->index);
        uint32_t *grown = spvrt_realloc(ctx, b->sharers, (b->sharer_count + 1) * sizeof *grown);
        if (!grown)
            return SPVRT_ERROR_OUT_OF_MEMORY;
        b->sharers = grown;
        b->sharers[b->sharer_count++] = i;
        n->shares_with = base;
    }
    return size_scratch(ctx, g);
}

static uint32_t stage_count_of(const spvrt_graph_info *info)
{
    uint64_t count = info->stage_count;
    for (uint32_t i = 0; i < info->library_count; i++)
        if (info->libraries[i])
            count += info->libraries[i]->stage_count;
    return count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
}

spvrt_result spvrt_graph_create(spvrt_context *ctx, const spvrt_graph_info *info, spvrt_graph **out)
{
    if (!ctx || !info || !out || (info->stage_count && !info->stages) || (info->library_count && !info->libraries))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *out = NULL;
    spvrt_diag_reset(ctx);
    uint32_t total = stage_count_of(info);
    if (total == 0)
        return create_error(ctx, "an execution graph needs at least one node");
    spvrt_graph *g = spvrt_alloc_zero(ctx, 1, sizeof *g);
    const char **shares_name = spvrt_alloc_zero(ctx, total, sizeof *shares_name);
    uint32_t *shares_index = spvrt_alloc_zero(ctx, total, sizeof *shares_index);
    if (g) {
        g->ctx = ctx;
        g->nodes = spvrt_alloc_zero(ctx, total, sizeof *g->nodes);
        g->stages = spvrt_alloc_zero(ctx, total, sizeof *g->stages);
    }
    spvrt_result r = g && g->nodes && g->stages && shares_name && shares_index ? SPVRT_SUCCESS
                                                                                : SPVRT_ERROR_OUT_OF_MEMORY;
    /* AMDX-S01: the stages, then the libraries' (whose stages are prepared again for this graph) */
    for (uint32_t i = 0; r == SPVRT_SUCCESS && i < info->stage_count; i++) {
        g->stages[g->stage_count++] = info->stages[i];
        r = add_node(ctx, g, &info->stages[i], info->subgroup_size, &shares_name[g->node_count],
                     &shares_index[g->node_count]);
    }
    for (uint32_t l = 0; r == SPVRT_SUCCESS && l < info->library_count; l++) {
        const spvrt_graph *lib = info->libraries[l];
        for (uint32_t i = 0; lib && r == SPVRT_SUCCESS && i < lib->stage_count; i++) {
            g->stages[g->stage_count++] = lib->stages[i];
            r = add_node(ctx, g, &lib->stages[i], info->subgroup_size, &shares_name[g->node_count],
                         &shares_index[g->node_count]);
        }
    }
    if (r == SPVRT_SUCCESS)
        r = link_nodes(ctx, g, shares_name, shares_index);
    spvrt_free(ctx, shares_name);
    spvrt_free(ctx, shares_index);
    if (r != SPVRT_SUCCESS) {
        if (r == SPVRT_ERROR_OUT_OF_MEMORY)
            (void)create_error(ctx, "out of memory for the execution graph");
        spvrt_graph_free(g);
        return r;
    }
    g->serial = atomic_fetch_add(&graph_serial, 1) + 1;
    *out = g;
    return SPVRT_SUCCESS;
}

void spvrt_graph_free(spvrt_graph *g)
{
    if (!g)
        return;
    for (uint32_t i = 0; g->nodes && i < g->node_count; i++) {
        spvrt_program_free(g->nodes[i].program);
        spvrt_free(g->ctx, g->nodes[i].name);
        spvrt_free(g->ctx, g->nodes[i].sharers);
    }
    spvrt_free(g->ctx, g->nodes);
    spvrt_free(g->ctx, g->stages);
    spvrt_free(g->ctx, g->by_name);
    spvrt_free(g->ctx, g);
}

void spvrt_graph_get_properties(spvrt_graph_properties *p)
{
    if (!p)
        return;
    *p = (spvrt_graph_properties){GRAPH_MAX_DEPTH, GRAPH_MAX_OUTPUT_NODES, GRAPH_MAX_PAYLOAD_SIZE,
                                  GRAPH_MAX_PAYLOAD_COUNT, GRAPH_ADDRESS_ALIGNMENT,
                                  {GRAPH_MAX_WORKGROUP_COUNT, GRAPH_MAX_WORKGROUP_COUNT, GRAPH_MAX_WORKGROUP_COUNT},
                                  GRAPH_MAX_WORKGROUPS};
}

void spvrt_graph_get_scratch_size(const spvrt_graph *g, spvrt_graph_scratch_size *size)
{
    if (!g || !size)
        return;
    size->min_size = g->min_scratch;
    size->max_size = g->max_scratch;
    size->granularity = SCRATCH_GRANULARITY;
}

spvrt_result spvrt_graph_init_scratch(spvrt_context *ctx, const spvrt_graph *g, void *scratch, uint64_t size)
{
    if (!ctx || !g || !scratch)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    if (size < g->min_scratch)
        return create_error(ctx, "%llu bytes of scratch memory: the graph needs at least %llu "
                            "(spvrt_graph_get_scratch_size)", (unsigned long long)size,
                            (unsigned long long)g->min_scratch);
    uint64_t header[3] = {SCRATCH_MAGIC, g->serial, size};
    memcpy(scratch, header, sizeof header);
    return SPVRT_SUCCESS;
}

spvrt_result spvrt_graph_node_index(spvrt_context *ctx, const spvrt_graph *g, const char *name, uint32_t index,
                                    uint32_t *node_index)
{
    if (!ctx || !g || !name || !node_index)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    uint32_t n = graph_find(g, name, index);
    if (n == GRAPH_NONE)
        return create_error(ctx, "the graph has no node \"%s\" with index %u", name, index);
    *node_index = n;
    return SPVRT_SUCCESS;
}

/* ---- dispatches ------------------------------------------------------------------------------------ */

/* One VkDispatchGraphInfoAMDX: count payloads for node at stride (bytes NULL: empty payloads); `taken` of them
   are in the scratch memory already. */
typedef struct api_payload {
    uint32_t node;
    const uint8_t *bytes;
    uint64_t stride;
    uint32_t count, taken;
} api_payload;

typedef struct batch_group {
    graph_record *record;           /* non-coalescing: the payload */
    uint32_t workgroup;             /* its number in the payload's grid (x fastest) */
    uint32_t first_input, input_count; /* CoalescingAMDX: into graph_run.inputs */
    uint64_t slot;                  /* its slot's offset in the scratch memory */
    graph_record **out;             /* what it enqueued, in order */
    uint32_t out_count, out_capacity;
} batch_group;

struct graph_run {
    spvrt_context *ctx;
    const spvrt_graph *graph;
    const spvrt_graph_run *info;
    uint8_t *scratch;
    uint64_t size, top, live;       /* live: the pending records' bytes (aligned) */
    graph_record **pending;         /* in creation order */
    uint32_t pending_count, pending_capacity;
    uint64_t seq;
    api_payload *api;
    uint32_t api_count, api_capacity, api_next;
    uint64_t api_left;              /* payloads of the API not taken yet */
    uint64_t rng;
    /* the batch */
    uint32_t node;
    batch_group *groups;
    uint32_t group_count, group_capacity;
    uint32_t groups_made;           /* entries of groups ever used (their out lists are owned) */
    graph_record **inputs;
    uint32_t input_count, input_capacity;
    pthread_mutex_t lock;
    bool group_error;
    uint64_t group_error_at;
    char group_message[512];
    spvrt_graph_stats stats;
};

static uint64_t next_random(graph_run *R)
{
    /* xorshift64* */
    R->rng ^= R->rng >> 12;
    R->rng ^= R->rng << 25;
    R->rng ^= R->rng >> 27;
    return R->rng * 0x2545F4914F6CDD1Dull;
}

static spvrt_result run_error(graph_run *R, const char *rule, const char *fmt, ...) SPVRT_PRINTF(3, 4);
static spvrt_result run_error(graph_run *R, const char *rule, const char *fmt, ...)
{
    spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX, .rule = rule};
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(R->ctx, &where, fmt, ap);
    va_end(ap);
    return rule ? SPVRT_ERROR_TRAP : SPVRT_ERROR_INVALID_ARGUMENT;
}

static graph_record *new_record(spvrt_context *ctx, uint32_t node, uint64_t offset, uint32_t size, uint32_t depth,
                                uint32_t recursion)
{
    graph_record *r = spvrt_alloc_zero(ctx, 1, sizeof *r);
    if (!r)
        return NULL;
    r->node = node;
    r->offset = offset;
    r->size = size;
    r->depth = depth;
    r->recursion = recursion;
    atomic_init(&r->finished, 0);
    return r;
}

static bool add_pending(graph_run *R, graph_record *r)
{
    if (!spvrt_grow(R->ctx, (void **)&R->pending, &R->pending_capacity, R->pending_count + 1, sizeof *R->pending))
        return false;
    r->seq = R->seq++;
    R->pending[R->pending_count++] = r;
    R->live += align_up(r->size, RECORD_ALIGN);
    if (r->depth > R->stats.max_depth)
        R->stats.max_depth = r->depth;
    return true;
}

static int compare_offsets(const void *a, const void *b)
{
    const graph_record *x = *(graph_record *const *)a, *y = *(graph_record *const *)b;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* Move the pending records down to the header, in place (no batch is running). */
static bool compact(graph_run *R)
{
    graph_record **order = spvrt_alloc(R->ctx, (R->pending_count ? R->pending_count : 1) * sizeof *order);
    if (!order)
        return false;
    memcpy(order, R->pending, R->pending_count * sizeof *order);
    qsort(order, R->pending_count, sizeof *order, compare_offsets);
    uint64_t to = SCRATCH_HEADER;
    for (uint32_t i = 0; i < R->pending_count; i++) {
        graph_record *r = order[i];
        if (r->size && r->offset != to)
            memmove(R->scratch + to, R->scratch + r->offset, r->size);
        r->offset = to;
        to += align_up(r->size, RECORD_ALIGN);
    }
    R->top = to;
    spvrt_free(R->ctx, order);
    return true;
}

/* bytes at the top of the scratch memory (compacting first when they do not fit), or UINT64_MAX */
static uint64_t reserve(graph_run *R, uint64_t bytes)
{
    if (R->top + bytes > R->size && !compact(R))
        return UINT64_MAX;
    if (R->top + bytes > R->size)
        return UINT64_MAX;
    uint64_t at = R->top;
    R->top += bytes;
    if (R->top > R->stats.scratch_high)
        R->stats.scratch_high = R->top;
    return at;
}

static uint64_t available(const graph_run *R)
{
    uint64_t used = SCRATCH_HEADER + R->live;
    return R->size > used ? R->size - used : 0;
}

/* An API payload into the scratch memory: a record for its node and one for each node sharing its input. */
static spvrt_result take_api(graph_run *R, const api_payload *p)
{
    const uint8_t *bytes = p->bytes ? p->bytes + (uint64_t)p->taken * p->stride : NULL;
    const graph_node *n = &R->graph->nodes[p->node];
    for (uint32_t s = 0; s <= n->sharer_count; s++) {
        uint32_t target = s == 0 ? p->node : n->sharers[s - 1];
        uint64_t at = reserve(R, align_up(n->input_stride, RECORD_ALIGN));
        if (at == UINT64_MAX)
            return run_error(R, NULL, "the scratch memory (%llu bytes) cannot hold the API's payloads",
                             (unsigned long long)R->size);
        if (n->input_stride)
            memcpy(R->scratch + at, bytes, n->input_stride);
        graph_record *r = new_record(R->ctx, target, at, n->input_stride, 1, 0);
        if (!r || !add_pending(R, r)) {
            spvrt_free(R->ctx, r);
            return SPVRT_ERROR_OUT_OF_MEMORY;
        }
    }
    return SPVRT_SUCCESS;
}

static uint64_t api_need(const graph_run *R, const api_payload *p)
{
    const graph_node *n = &R->graph->nodes[p->node];
    uint64_t need = n->need;
    for (uint32_t s = 0; s < n->sharer_count; s++)
        if (R->graph->nodes[n->sharers[s]].need > need)
            need = R->graph->nodes[n->sharers[s]].need;
    return align_up(n->input_stride, RECORD_ALIGN) * (n->sharer_count + 1u) + need;
}

/* Bring API payloads in: DEPTH one when nothing is pending; the others as many as leave room below them. */
static spvrt_result take_api_payloads(graph_run *R)
{
    uint32_t schedule = R->info->schedule;
    uint64_t budget = R->api_left;
    if (schedule == SPVRT_GRAPH_SCHEDULE_SHUFFLE && budget)
        budget = 1 + next_random(R) % budget;
    while (R->api_left && budget) {
        api_payload *p = &R->api[R->api_next];
        bool room = available(R) >= api_need(R, p);
        if (R->pending_count && (schedule == SPVRT_GRAPH_SCHEDULE_DEPTH || !room))
            break;
        spvrt_result r = take_api(R, p);
        if (r != SPVRT_SUCCESS)
            return r;
        if (++p->taken == p->count)
            R->api_next++;
        R->api_left--;
        budget--;
    }
    return SPVRT_SUCCESS;
}

static uint32_t read_count(const uint8_t *p, uint32_t bytes)
{
    uint32_t v = 0;
    for (uint32_t i = 0; i < bytes; i++)
        v |= (uint32_t)p[i] << (8 * i);
    return v;
}

/* A record's grid (AMDX-S16, S28, S29; the limits AMDX-S24, S25 and MaxNumWorkgroupsAMDX). */
static spvrt_result record_grid(graph_run *R, graph_record *r)
{
    const graph_node *n = &R->graph->nodes[r->node];
    uint32_t grid[3] = {1, 1, 1};
    if (n->static_workgroups) {
        memcpy(grid, n->workgroups, sizeof grid);
    } else if (n->dispatch_member) {
        if ((uint64_t)n->dispatch_offset + (uint64_t)n->dispatch_components * n->dispatch_bytes > r->size)
            return run_error(R, "TRAP", "a %u-byte payload for node \"%s\" [%u] has no room for its workgroup counts "
                             "(AMDX-S14)", r->size, n->name, n->index);
        for (uint32_t k = 0; k < n->dispatch_components; k++)
            grid[k] = read_count(R->scratch + r->offset + n->dispatch_offset + k * n->dispatch_bytes,
                                 n->dispatch_bytes);
    }
    uint64_t total = (uint64_t)grid[0] * grid[1] * grid[2];
    for (int k = 0; k < 3; k++) {
        if (grid[k] > GRAPH_MAX_WORKGROUP_COUNT)
            return run_error(R, "TRAP", "AMDX-S24: a payload dispatches node \"%s\" [%u] with %u x %u x %u "
                             "workgroups, above maxExecutionGraphWorkgroupCount (%u)", n->name, n->index, grid[0],
                             grid[1], grid[2], GRAPH_MAX_WORKGROUP_COUNT);
        if (n->has_max_workgroups && grid[k] > n->max_workgroups[k])
            return run_error(R, "TRAP", "a payload dispatches node \"%s\" [%u] with %u x %u x %u workgroups, above its "
                             "MaxNumWorkgroupsAMDX %u x %u x %u", n->name, n->index, grid[0], grid[1], grid[2],
                             n->max_workgroups[0], n->max_workgroups[1], n->max_workgroups[2]);
    }
    if (total > GRAPH_MAX_WORKGROUPS)
        return run_error(R, "TRAP", "AMDX-S25: a payload dispatches node \"%s\" [%u] with %llu workgroups, above "
                         "maxExecutionGraphWorkgroups (%u)", n->name, n->index, (unsigned long long)total,
                         GRAPH_MAX_WORKGROUPS);
    memcpy(r->grid, grid, sizeof grid);
    r->workgroups = (uint32_t)total;
    r->grid_known = true;
    return SPVRT_SUCCESS;
}

/* The record the schedule runs next. */
static uint32_t choose(graph_run *R)
{
    uint32_t best = 0;
    switch (R->info->schedule) {
    case SPVRT_GRAPH_SCHEDULE_DEPTH:
        for (uint32_t i = 1; i < R->pending_count; i++)
            if (R->pending[i]->depth >= R->pending[best]->depth)
                best = i;
        return best;
    case SPVRT_GRAPH_SCHEDULE_SHUFFLE:
        return (uint32_t)(next_random(R) % R->pending_count);
    default:
        for (uint32_t i = 1; i < R->pending_count; i++)
            if (R->pending[i]->depth < R->pending[best]->depth)
                best = i;
        return best;
    }
}

static bool add_group(graph_run *R, const batch_group *bg)
{
    if (!spvrt_grow(R->ctx, (void **)&R->groups, &R->group_capacity, R->group_count + 1, sizeof *R->groups))
        return false;
    batch_group *g = &R->groups[R->group_count];
    if (R->group_count == R->groups_made) { /* a new entry: its output list starts empty */
        g->out = NULL;
        g->out_capacity = 0;
        R->groups_made++;
    }
    graph_record **out = g->out;
    uint32_t capacity = g->out_capacity;
    *g = *bg;
    g->out = out; /* kept from one batch to the next */
    g->out_capacity = capacity;
    g->out_count = 0;
    R->group_count++;
    return true;
}

static bool add_input(graph_run *R, graph_record *r)
{
    if (!spvrt_grow(R->ctx, (void **)&R->inputs, &R->input_capacity, R->input_count + 1, sizeof *R->inputs))
        return false;
    R->inputs[R->input_count++] = r;
    return true;
}

/* The candidates of the chosen record's node (in R->inputs, temporarily): its node and depth (BREADTH,
 * DEPTH), a random subset in random order (SHUFFLE); only the chosen one when `alone`. */
static bool candidates(graph_run *R, uint32_t chosen, bool alone)
{
    const graph_record *c = R->pending[chosen];
    R->input_count = 0;
    if (alone && R->graph->nodes[c->node].coalescing) {
        /* depth first: the newest payloads of the node, as many as one workgroup takes */
        for (uint32_t i = R->pending_count; i-- > 0 && R->input_count < R->graph->nodes[c->node].max_inputs;)
            if (R->pending[i]->node == c->node && !add_input(R, R->pending[i]))
                return false;
        return true;
    }
    if (alone)
        return add_input(R, R->pending[chosen]);
    bool shuffle = R->info->schedule == SPVRT_GRAPH_SCHEDULE_SHUFFLE;
    for (uint32_t i = 0; i < R->pending_count; i++) {
        graph_record *r = R->pending[i];
        if (r->node != c->node)
            continue;
        if (shuffle ? i != chosen && (next_random(R) & 1u) : r->depth != c->depth)
            continue;
        if (!add_input(R, r))
            return false;
    }
    if (shuffle)
        for (uint32_t i = R->input_count; i > 1; i--) {
            uint32_t j = (uint32_t)(next_random(R) % i);
            graph_record *t = R->inputs[i - 1];
            R->inputs[i - 1] = R->inputs[j];
            R->inputs[j] = t;
        }
    return true;
}

/* Workgroups for up to `limit` workgroups of the candidates (R->inputs). */
static spvrt_result form_batch(graph_run *R, uint64_t limit)
{
    const graph_node *n = &R->graph->nodes[R->node];
    R->group_count = 0;
    if (!n->coalescing) {
        for (uint32_t i = 0; i < R->input_count && R->group_count < limit; i++) {
            graph_record *r = R->inputs[i];
            if (!r->grid_known) {
                spvrt_result result = record_grid(R, r);
                if (result != SPVRT_SUCCESS)
                    return result;
            }
            while (r->started < r->workgroups && R->group_count < limit) {
                batch_group bg = {.record = r, .workgroup = r->started++};
                if (!add_group(R, &bg))
                    return SPVRT_ERROR_OUT_OF_MEMORY;
            }
        }
        /* SHUFFLE: the workgroups in a random order too, so that workgroups of one grid that race on its payload
         * (AMDX-S42) give another result than under BREADTH and DEPTH, and --compare-schedules sees it */
        if (R->info->schedule == SPVRT_GRAPH_SCHEDULE_SHUFFLE)
            for (uint32_t i = R->group_count; i > 1; i--) {
                uint32_t j = (uint32_t)(next_random(R) % i);
                batch_group t = R->groups[i - 1];
                R->groups[i - 1] = R->groups[j];
                R->groups[j] = t;
            }
        R->input_count = 0;
        return SPVRT_SUCCESS;
    }
    /* CoalescingAMDX (AMDX-S29): batches of up to NodeMaxPayloadsAMDX; SHUFFLE: of random sizes */
    uint32_t taken = 0;
    while (taken < R->input_count && R->group_count < limit) {
        uint32_t size = n->max_inputs;
        if (R->info->schedule == SPVRT_GRAPH_SCHEDULE_SHUFFLE)
            size = 1 + (uint32_t)(next_random(R) % n->max_inputs);
        if (size > R->input_count - taken)
            size = R->input_count - taken;
        batch_group bg = {.first_input = taken, .input_count = size};
        if (!add_group(R, &bg))
            return SPVRT_ERROR_OUT_OF_MEMORY;
        taken += size;
    }
    R->input_count = taken;
    return SPVRT_SUCCESS;
}

/* ---- a batch's workgroups (exec_node_batch) ---------------------------------------------------- */

static bool begin_group(uint64_t group, uint32_t id[3], exec_node_group **slot, void *user)
{
    graph_run *R = user;
    batch_group *bg = &R->groups[group];
    const graph_node *n = &R->graph->nodes[R->node];
    graph_group *gg = *slot ? (*slot)->graph : NULL;
    if (!gg) {
        gg = spvrt_alloc_zero(R->ctx, 1, sizeof *gg);
        if (!gg)
            return false;
        gg->base.graph = gg;
        *slot = &gg->base;
    }
    uint32_t width = n->program->width;
    uint32_t waves = (n->invocations + width - 1) / width;
    if (waves > gg->wave_capacity) {
        uint32_t *grown = spvrt_realloc(R->ctx, gg->wave_allocations, waves * sizeof *grown);
        if (!grown)
            return false;
        gg->wave_allocations = grown;
        gg->wave_capacity = waves;
    }
    memset(gg->wave_allocations, 0, waves * sizeof *gg->wave_allocations);
    gg->wave_count = waves;
    gg->run = R;
    gg->node = n;
    gg->node_number = R->node;
    gg->group = group;
    gg->allocation_count = 0;
    gg->workgroup_allocation_count = 0;
    gg->payloads = 0;
    gg->finish_called = gg->finish_result = false;
    gg->slot = R->scratch + bg->slot;
    gg->slot_size = n->slot_bytes;
    id[0] = id[1] = id[2] = 0;
    if (n->coalescing) {
        gg->record = NULL;
        gg->received = bg->input_count;
        gg->depth = gg->recursion = 0;
        for (uint32_t i = 0; i < bg->input_count; i++) {
            const graph_record *r = R->inputs[bg->first_input + i];
            gg->depth = r->depth > gg->depth ? r->depth : gg->depth;
            gg->recursion = r->recursion > gg->recursion ? r->recursion : gg->recursion;
        }
        gg->base.input = (exec_memory){gg->slot, (uint64_t)bg->input_count * n->input_stride};
        gg->slot_used = align_up((uint64_t)n->max_inputs * n->input_stride, RECORD_ALIGN);
    } else {
        graph_record *r = bg->record;
        gg->record = r;
        gg->received = 1;
        gg->depth = r->depth;
        gg->recursion = r->recursion;
        gg->base.input = (exec_memory){R->scratch + r->offset, r->size};
        gg->slot_used = 0;
        id[0] = bg->workgroup % r->grid[0];
        id[1] = bg->workgroup / r->grid[0] % r->grid[1];
        id[2] = bg->workgroup / (r->grid[0] * r->grid[1]);
    }
    gg->base.shader_index = n->index;
    gg->base.remaining_recursion = gg->recursion < n->max_recursion ? n->max_recursion - gg->recursion : 0;
    bg->out_count = 0;
    return true;
}

static void group_error(graph_run *R, uint64_t group, const char *fmt, ...) SPVRT_PRINTF(3, 4);
static void group_error(graph_run *R, uint64_t group, const char *fmt, ...)
{
    pthread_mutex_lock(&R->lock);
    if (!R->group_error || group < R->group_error_at) {
        R->group_error = true;
        R->group_error_at = group;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(R->group_message, sizeof R->group_message, fmt, ap);
        va_end(ap);
    }
    pthread_mutex_unlock(&R->lock);
}

static bool add_out(graph_run *R, batch_group *bg, graph_record *r)
{
    if (!r || !spvrt_grow(R->ctx, (void **)&bg->out, &bg->out_capacity, bg->out_count + 1, sizeof *bg->out)) {
        spvrt_free(R->ctx, r);
        return false;
    }
    bg->out[bg->out_count++] = r;
    return true;
}

/* What the workgroup enqueued, in allocation order: a record per payload, and per node sharing the target's
 * input a copy in the slot (AMDX-S30, S31). */
static void end_group(uint64_t group, bool trapped, exec_node_group *slot, void *user)
{
    graph_run *R = user;
    graph_group *gg = slot->graph;
    batch_group *bg = &R->groups[group];
    if (trapped)
        return;
    for (uint32_t i = 0; i < gg->allocation_count; i++) {
        const graph_allocation *a = &gg->allocations[i];
        bool complete = a->workgroup_scope ? a->enqueued_by == gg->wave_count : a->enqueued_by > 0;
        if (a->workgroup_scope && a->enqueued_by && !complete) {
            group_error(R, group, "node \"%s\" [%u]: %u of the workgroup's %u waves executed "
                        "OpEnqueueNodePayloadsAMDX on a Workgroup payload array: it must be executed in uniform "
                        "control flow in the workgroup", gg->node->name, gg->node->index, a->enqueued_by,
                        gg->wave_count);
            return;
        }
        if (!complete || a->node == GRAPH_NONE)
            continue;
        const graph_node *target = &R->graph->nodes[a->node];
        for (uint32_t p = 0; p < a->count; p++) {
            uint64_t at = bg->slot + a->offset + (uint64_t)p * a->stride;
            if (!add_out(R, bg, new_record(R->ctx, a->node, at, a->stride, gg->depth + 1, a->recursion)))
                goto out_of_memory;
            for (uint32_t s = 0; s < target->sharer_count; s++) {
                uint64_t copy = align_up(gg->slot_used, RECORD_ALIGN);
                if (copy + a->stride > gg->slot_size) {
                    group_error(R, group, "internal: the payloads for shared inputs outgrow the workgroup's slot");
                    return;
                }
                memcpy(gg->slot + copy, R->scratch + at, a->stride);
                gg->slot_used = copy + a->stride;
                if (!add_out(R, bg, new_record(R->ctx, target->sharers[s], bg->slot + copy, a->stride,
                                               gg->depth + 1, 0)))
                    goto out_of_memory;
            }
        }
    }
    return;
out_of_memory:
    group_error(R, group, "out of memory for the graph's payloads");
}

static void end_worker(exec_node_group *slot, void *user)
{
    graph_run *R = user;
    graph_group *gg = slot->graph;
    spvrt_free(R->ctx, gg->allocations);
    spvrt_free(R->ctx, gg->wave_allocations);
    spvrt_free(R->ctx, gg->workgroup_allocations);
    spvrt_free(R->ctx, gg);
}

static void describe_group(uint64_t group, char *out, size_t size, void *user)
{
    graph_run *R = user;
    const graph_node *n = &R->graph->nodes[R->node];
    const batch_group *bg = &R->groups[group];
    if (n->coalescing)
        snprintf(out, size, "node \"%s\" [%u] (a coalescing batch of %u payloads), ", n->name, n->index,
                 bg->input_count);
    else
        snprintf(out, size, "node \"%s\" [%u] (payload %llu at depth %u), ", n->name, n->index,
                 (unsigned long long)bg->record->seq, bg->record->depth);
}

static void remove_consumed(graph_run *R)
{
    uint32_t kept = 0;
    for (uint32_t i = 0; i < R->pending_count; i++) {
        graph_record *r = R->pending[i];
        bool done = r->consumed || (r->grid_known && r->ended == r->workgroups);
        if (!done) {
            R->pending[kept++] = r;
            continue;
        }
        R->live -= align_up(r->size, RECORD_ALIGN);
        spvrt_free(R->ctx, r);
    }
    R->pending_count = kept;
}

/* Run one batch: the schedule's choice, or when it cannot run a workgroup, the newest record alone. */
static spvrt_result run_batch(graph_run *R)
{
    uint32_t chosen = choose(R);
    bool alone = false;
    const graph_node *n = NULL;
    uint64_t limit = 0;
    for (int attempt = 0; attempt < 2; attempt++) {
        if (attempt == 1) {
            chosen = R->pending_count - 1; /* depth first: the newest */
            alone = true;
        }
        R->node = R->pending[chosen]->node;
        n = &R->graph->nodes[R->node];
        uint64_t avail = available(R), headroom = n->need - n->slot_bytes;
        limit = n->slot_bytes == 0 ? BATCH_MAX_GROUPS
                : avail > headroom ? (avail - headroom) / n->slot_bytes : 0;
        if (limit == 0 && attempt == 1 && avail >= n->slot_bytes)
            limit = 1;
        if (limit > BATCH_MAX_GROUPS)
            limit = BATCH_MAX_GROUPS;
        if (limit)
            break;
    }
    if (limit == 0)
        return run_error(R, NULL, "the scratch memory (%llu bytes) is exhausted: node \"%s\" [%u] needs %llu bytes "
                         "for a workgroup and %llu are free", (unsigned long long)R->size, n->name, n->index,
                         (unsigned long long)n->slot_bytes, (unsigned long long)available(R));
    if (!candidates(R, chosen, alone))
        return SPVRT_ERROR_OUT_OF_MEMORY;
    spvrt_result result = form_batch(R, limit);
    if (result != SPVRT_SUCCESS)
        return result;
    if (R->group_count == 0) { /* payloads whose grid has no workgroup */
        remove_consumed(R);
        return SPVRT_SUCCESS;
    }
    uint64_t base = reserve(R, n->slot_bytes * R->group_count);
    if (base == UINT64_MAX)
        return run_error(R, NULL, "internal: the scratch memory cannot hold the batch's slots");
    for (uint32_t i = 0; i < R->group_count; i++) {
        batch_group *bg = &R->groups[i];
        bg->slot = base + (uint64_t)i * n->slot_bytes;
        for (uint32_t k = 0; k < bg->input_count; k++) { /* gather the coalesced payloads */
            const graph_record *r = R->inputs[bg->first_input + k];
            uint8_t *to = R->scratch + bg->slot + (uint64_t)k * n->input_stride;
            uint32_t bytes = r->size < n->input_stride ? r->size : n->input_stride;
            memcpy(to, R->scratch + r->offset, bytes);
            memset(to + bytes, 0, n->input_stride - bytes); /* a smaller sender's payload: zeros after it */
        }
    }
    exec_node_batch batch = {R->group_count, begin_group, end_group, end_worker, describe_group, R};
    spvrt_dispatch dispatch = *R->info->resources;
    dispatch.group_count[0] = dispatch.group_count[1] = dispatch.group_count[2] = 1;
    dispatch.trace = NULL;
    R->group_error = false;
    result = exec_run_nodes(R->ctx, n->program, &dispatch, &batch);
    if (result != SPVRT_SUCCESS)
        return result;
    if (R->group_error)
        return run_error(R, "TRAP", "%s", R->group_message);
    /* statistics, then the inputs consumed and the outputs pending, in workgroup order */
    spvrt_graph_node_stats *ns = R->info->stats && R->info->stats->nodes && R->node < R->info->stats->node_capacity
                                 ? &R->info->stats->nodes[R->node] : NULL;
    R->stats.batches++;
    R->stats.workgroups += R->group_count;
    for (uint32_t i = 0; i < R->group_count; i++) {
        batch_group *bg = &R->groups[i];
        uint64_t payloads = n->coalescing ? bg->input_count : bg->workgroup == 0;
        R->stats.payloads += payloads;
        if (ns) {
            ns->payloads += payloads;
            ns->workgroups++;
            ns->invocations += n->invocations;
        }
        if (bg->record)
            bg->record->ended++;
        for (uint32_t k = 0; k < bg->input_count; k++)
            R->inputs[bg->first_input + k]->consumed = true;
    }
    remove_consumed(R);
    spvrt_result added = SPVRT_SUCCESS;
    for (uint32_t i = 0; i < R->group_count; i++) {
        batch_group *bg = &R->groups[i];
        for (uint32_t k = 0; k < bg->out_count; k++) {
            if (added == SPVRT_SUCCESS && !add_pending(R, bg->out[k]))
                added = SPVRT_ERROR_OUT_OF_MEMORY;
            if (added != SPVRT_SUCCESS)
                spvrt_free(R->ctx, bg->out[k]);
        }
        bg->out_count = 0;
    }
    return added;
}

/* ---- the three dispatch commands ----------------------------------------------------------------- */

enum { FROM_HOST, FROM_INDIRECT, FROM_INDIRECT_COUNT };

/* bytes at a device address of the run's device buffers (AMDX-S10, S11), or NULL with a diagnostic */
static const uint8_t *device_bytes(graph_run *R, uint64_t address, uint64_t size, const char *what)
{
    const spvrt_dispatch *d = R->info->resources;
    if (address % GRAPH_ADDRESS_ALIGNMENT) {
        (void)run_error(R, NULL, "%s: device address 0x%llx is not aligned to executionGraphDispatchAddressAlignment "
                        "(%u)", what, (unsigned long long)address, GRAPH_ADDRESS_ALIGNMENT);
        return NULL;
    }
    for (uint32_t i = 0; i < d->device_buffer_count; i++) {
        const spvrt_device_buffer *b = &d->device_buffers[i];
        if (address >= b->address && address - b->address <= b->size && size <= b->size - (address - b->address))
            return (const uint8_t *)b->data + (address - b->address);
    }
    (void)run_error(R, NULL, "%s: %llu bytes at device address 0x%llx are not inside one device buffer", what,
                    (unsigned long long)size, (unsigned long long)address);
    return NULL;
}

static uint64_t read_u64(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static uint32_t read_u32(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* Bytes of count elements at stride, the last `last` bytes long, or false when the sum leaves 64 bits (a hostile
   count or stride read from device memory). */
static bool array_bytes(uint64_t count, uint64_t stride, uint64_t last, uint64_t *bytes)
{
    if (count == 0) {
        *bytes = 0;
        return true;
    }
    if (stride && count - 1 > (UINT64_MAX - last) / stride)
        return false;
    *bytes = (count - 1) * stride + last;
    return true;
}

/* The API's payloads (AMDX-S09..S12), checked against the nodes they name. */
static spvrt_result gather(graph_run *R, int from, const spvrt_graph_count_info *host_count, uint64_t count_address)
{
    uint32_t count;
    uint64_t stride;
    const uint8_t *infos, *c = NULL;
    if (from == FROM_INDIRECT_COUNT) {
        c = device_bytes(R, count_address, 24, "the VkDispatchGraphCountInfoAMDX");
        if (!c)
            return SPVRT_ERROR_INVALID_ARGUMENT;
        count = read_u32(c);
        stride = read_u64(c + 16);
    } else {
        count = host_count->count;
        stride = host_count->stride;
    }
    if (count > 1 && stride < 24)
        return run_error(R, NULL, "the VkDispatchGraphInfoAMDX stride %llu is below the structure's 24 bytes",
                         (unsigned long long)stride);
    uint64_t infos_bytes;
    if (!array_bytes(count, stride, 24, &infos_bytes))
        return run_error(R, NULL, "%u VkDispatchGraphInfoAMDX %llu bytes apart do not fit in memory", count,
                         (unsigned long long)stride);
    if (from == FROM_HOST)
        infos = host_count->infos.host;
    else if (!count)
        infos = NULL;
    else if (from == FROM_INDIRECT)
        infos = device_bytes(R, host_count->infos.device, infos_bytes, "the VkDispatchGraphInfoAMDX array");
    else
        infos = device_bytes(R, read_u64(c + 8), infos_bytes, "the VkDispatchGraphInfoAMDX array");
    if (count && !infos)
        return run_error(R, NULL, "the dispatch's infos are missing");
    for (uint32_t i = 0; i < count; i++) {
        const uint8_t *info = infos + (uint64_t)i * stride;
        uint32_t node = read_u32(info), payloads = read_u32(info + 4);
        uint64_t payload_stride = read_u64(info + 16);
        if (node >= R->graph->node_count)
            return run_error(R, NULL, "info %u: node index %u: the graph has %u nodes", i, node, R->graph->node_count);
        const graph_node *n = &R->graph->nodes[node];
        if (!n->api_entry)
            return run_error(R, NULL, "info %u: node \"%s\" [%u] declares IsApiEntryAMDX false: the API must not "
                             "dispatch it (AMDX-S32)", i, n->name, n->index);
        if (n->shares_with != GRAPH_NONE)
            return run_error(R, NULL, "info %u: node \"%s\" [%u] declares SharesInputWithAMDX: the API must not "
                             "dispatch it directly (AMDX-S30)", i, n->name, n->index);
        if (payloads > 1 && payload_stride < n->input_stride)
            return run_error(R, NULL, "info %u: payload stride %llu is smaller than node \"%s\" [%u]'s %u-byte payload",
                             i, (unsigned long long)payload_stride, n->name, n->index, n->input_stride);
        if (payloads == 0)
            continue;
        uint64_t bytes;
        if (!array_bytes(payloads, payload_stride, n->input_stride, &bytes))
            return run_error(R, NULL, "info %u: %u payloads %llu bytes apart do not fit in memory", i, payloads,
                             (unsigned long long)payload_stride);
        const uint8_t *data;
        if (from == FROM_HOST) {
            const void *host;
            memcpy(&host, info + 8, sizeof host);
            data = host;
        } else {
            data = n->input_stride ? device_bytes(R, read_u64(info + 8), bytes, "a dispatch's payloads") : info;
        }
        if (!data && n->input_stride)
            return run_error(R, NULL, "info %u: its payloads are missing", i);
        if (!spvrt_grow(R->ctx, (void **)&R->api, &R->api_capacity, R->api_count + 1, sizeof *R->api))
            return SPVRT_ERROR_OUT_OF_MEMORY;
        R->api[R->api_count++] = (api_payload){node, n->input_stride ? data : NULL, payload_stride, payloads, 0};
        R->api_left += payloads;
    }
    return SPVRT_SUCCESS;
}

static spvrt_result dispatch_graph(spvrt_context *ctx, const spvrt_graph *g, const spvrt_graph_run *info, int from,
                                   const spvrt_graph_count_info *count, uint64_t count_address)
{
    if (!ctx || !g || !info || !info->resources || !info->scratch || (from != FROM_INDIRECT_COUNT && !count) ||
        info->schedule > SPVRT_GRAPH_SCHEDULE_SHUFFLE)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    graph_run R = {.ctx = ctx, .graph = g, .info = info, .scratch = info->scratch, .size = info->scratch_size,
                   .top = SCRATCH_HEADER, .rng = info->seed * 2654435761u + 0x9E3779B97F4A7C15ull};
    if (info->stats && info->stats->nodes)
        memset(info->stats->nodes, 0, (size_t)info->stats->node_capacity * sizeof *info->stats->nodes);
    uint64_t header[3];
    memcpy(header, info->scratch, sizeof header);
    if (info->scratch_size < g->min_scratch)
        return run_error(&R, NULL, "%llu bytes of scratch memory: the graph needs at least %llu (AMDX-S06)",
                         (unsigned long long)info->scratch_size, (unsigned long long)g->min_scratch);
    if (header[0] != SCRATCH_MAGIC || header[1] != g->serial || header[2] != info->scratch_size)
        return run_error(&R, NULL, "the scratch memory was not initialized for this graph and size "
                         "(spvrt_graph_init_scratch, AMDX-S08)");
    pthread_mutex_init(&R.lock, NULL);
    R.stats.scratch_high = SCRATCH_HEADER;
    spvrt_result result = gather(&R, from, count, count_address);
    while (result == SPVRT_SUCCESS && (R.pending_count || R.api_left)) {
        result = take_api_payloads(&R);
        if (result == SPVRT_SUCCESS && R.pending_count)
            result = run_batch(&R);
    }
    for (uint32_t i = 0; i < R.pending_count; i++)
        spvrt_free(ctx, R.pending[i]);
    for (uint32_t i = 0; i < R.groups_made; i++) {
        for (uint32_t k = 0; k < R.groups[i].out_count; k++)
            spvrt_free(ctx, R.groups[i].out[k]);
        spvrt_free(ctx, R.groups[i].out);
    }
    spvrt_free(ctx, R.pending);
    spvrt_free(ctx, R.groups);
    spvrt_free(ctx, R.inputs);
    spvrt_free(ctx, R.api);
    pthread_mutex_destroy(&R.lock);
    if (info->stats) {
        spvrt_graph_node_stats *nodes = info->stats->nodes;
        uint32_t capacity = info->stats->node_capacity;
        *info->stats = R.stats;
        info->stats->nodes = nodes;
        info->stats->node_capacity = capacity;
    }
    if (result == SPVRT_ERROR_OUT_OF_MEMORY)
        (void)run_error(&R, NULL, "out of memory for the graph dispatch");
    return result;
}

spvrt_result spvrt_graph_dispatch(spvrt_context *ctx, const spvrt_graph *g, const spvrt_graph_run *run,
                                  const spvrt_graph_count_info *count_info)
{
    return dispatch_graph(ctx, g, run, FROM_HOST, count_info, 0);
}

spvrt_result spvrt_graph_dispatch_indirect(spvrt_context *ctx, const spvrt_graph *g, const spvrt_graph_run *run,
                                           const spvrt_graph_count_info *count_info)
{
    return dispatch_graph(ctx, g, run, FROM_INDIRECT, count_info, 0);
}

spvrt_result spvrt_graph_dispatch_indirect_count(spvrt_context *ctx, const spvrt_graph *g, const spvrt_graph_run *run,
                                                 uint64_t count_info)
{
    return dispatch_graph(ctx, g, run, FROM_INDIRECT_COUNT, NULL, count_info);
}

/* ---- the shader side's questions (payload.c) --------------------------------------------------- */

uint32_t graph_target(const graph_group *gg, const graph_output_type *type, uint32_t node_index)
{
    uint64_t index = (uint64_t)type->base_index + node_index;
    return index > UINT32_MAX ? GRAPH_NONE : graph_find(gg->run->graph, type->name, (uint32_t)index);
}

uint32_t graph_sharers(const graph_group *gg, uint32_t node)
{
    return gg->run->graph->nodes[node].sharer_count;
}

bool graph_recursion_allowed(const graph_group *gg, uint32_t target, uint32_t *recursion)
{
    *recursion = 0;
    if (target != gg->node_number)
        return true;
    if (gg->recursion >= gg->node->max_recursion)
        return false;
    *recursion = gg->recursion + 1;
    return true;
}

bool graph_finish_writing(graph_group *gg)
{
    if (!gg->finish_called) {
        gg->finish_called = true;
        unsigned done = atomic_fetch_add(&gg->record->finished, 1) + 1;
        gg->finish_result = done == gg->record->workgroups;
    }
    return gg->finish_result;
}
