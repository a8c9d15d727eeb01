/* VK_AMDX_shader_enqueue (SPV_AMDX_shader_enqueue): the static rules of
 * doc 004 ("SPIR-V Changes"; RULES.md A.2-A.5, A.12, B.5), in every target
 * environment:
 *  - the node-payload decorations go on OpTypeNodePayloadArrayAMDX (or a
 *    structure, or a member), with the right kind of operand;
 *  - the execution modes go on GLCompute (and MeshEXT) entry points, are
 *    not combined where the document forbids it, are declared with
 *    OpExecutionModeId and take constants of the right type;
 *  - an entry point's input payload: one per interface, an array with
 *    CoalescingAMDX, NonWritable when shared, a dispatch-size member when
 *    the node takes its size from the payload, explicitly laid out;
 *  - the operands of the eight AMDX instructions, tracing the payload
 *    pointer of OpEnqueueNodePayloadsAMDX and OpNodePayloadArrayLengthAMDX
 *    back to where it comes from (data flow);
 *  - a node that allocates payloads for its own name and index declares
 *    MaxNodeRecursionAMDX (the static part of AMDX-043).
 * AMDX-024 (the capability) is capabilities.c's, AMDX-025 (no initializer)
 * memory.c's; the uniformity rules AMDX-074/075/077 are uniformity.c's.
 * Debian's spirv-val does not know this extension: each check follows the
 * document's words, and reports only what is definitely wrong. */
#include <stdlib.h>
#include <string.h>

#include "interface.h"

/* Bounds on the work of the analyses that follow values and calls. */
#define TRACE_STEPS_PER_QUERY 4096u

typedef struct mode_entry {
    uint32_t function, mode, inst; /* entry point function, execution mode, instruction index */
} mode_entry;

typedef struct enqueue_pass {
    spvrt_validator *v;
    const spvrt_module *m;
    spvrt_interface s;
    bool has_capability;       /* OpCapability ShaderEnqueueAMDX: the module is for execution graphs */
    mode_entry *modes;         /* the AMDX execution modes (and all others), sorted by function */
    uint32_t mode_count;
    uint32_t *stamp;           /* per instruction: a visit mark */
    uint32_t stamp_value;
    uint32_t *reported_047;    /* per instruction: 1 when its payload-array type was reported under AMDX-047 */
    /* the call graph, by function index: callees (for call trees) and call sites (for parameters) */
    uint32_t *callee_first, *callees;
    uint32_t *site_first, *sites;
    uint64_t budget;           /* bounds the call-tree walks and self-enqueue comparisons */
    uint64_t trace_budget;     /* bounds the data-flow walks */
    /* the decorations the rules ask about, per decorated id, found in one walk over the index */
    spvrt_idmap summary_of;    /* id -> index into summaries */
    struct deco_summary *summaries;
    uint32_t summary_count;
    uint8_t *struct_memo;      /* per instruction: MEMO_* facts of a structure type, computed once */
    /* the AMDX modes of each entry point function: the first instruction declaring each */
    struct function_modes *function_modes;
    uint32_t function_mode_count;
    /* the entry points, sorted by function */
    struct entry_ref *entries;
} enqueue_pass;

/* Decorations (on an id itself) the rules look up, as bits. */
enum {
    HAS_NODE_MAX_PAYLOADS = 1u << 0,
    HAS_SHARES_LIMITS = 1u << 1,
    HAS_NODE_NAME = 1u << 2,
    HAS_BASE_INDEX = 1u << 3,
    HAS_SPARSE_ARRAY = 1u << 4,
    HAS_ARRAY_SIZE = 1u << 5,
    HAS_TRACK_FINISH = 1u << 6,
    HAS_NON_WRITABLE = 1u << 7,
    HAS_BUILTIN = 1u << 8,
    HAS_ARRAY_STRIDE = 1u << 9
};

typedef struct deco_summary {
    uint32_t bits;
    uint32_t name, base, size, builtin; /* the first value of each */
} deco_summary;

/* Facts of a structure type, computed once each. */
enum {
    MEMO_DISPATCH_KNOWN = 1u << 0,
    MEMO_DISPATCH = 1u << 1,          /* has (or, nested, may have) a PayloadDispatchIndirectAMDX member */
    MEMO_NON_WRITABLE_KNOWN = 1u << 2,
    MEMO_NON_WRITABLE = 1u << 3       /* every member NonWritable */
};

#define AMDX_MODE_KINDS 7
typedef struct function_modes {
    uint32_t function;
    uint32_t inst[AMDX_MODE_KINDS]; /* instruction index of the first declaration of each AMDX mode, or UINT32_MAX */
} function_modes;

typedef struct entry_ref {
    uint32_t function, inst; /* entry point function id, OpEntryPoint instruction index */
} entry_ref;

/* ---- small facts ---------------------------------------------------------------- */

static const spvrt_instruction *def_of(const enqueue_pass *p, uint32_t id)
{
    return spvrt_module_def(p->m, id);
}

static uint16_t def_opcode(const enqueue_pass *p, uint32_t id)
{
    const spvrt_instruction *d = def_of(p, id);
    return d ? d->opcode : 0;
}

static uint32_t inst_index(const enqueue_pass *p, const spvrt_instruction *inst)
{
    return (uint32_t)(inst - p->m->insts);
}

static const char *mode_name(uint32_t mode)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_ExecutionMode, mode);
}

static const char *decoration_name(uint32_t decoration)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_Decoration, decoration);
}

static const char *model_name(uint32_t model)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, model);
}

static bool is_string_constant(uint16_t opcode)
{
    return opcode == SPVRT_OpConstantStringAMDX || opcode == SPVRT_OpSpecConstantStringAMDX;
}

static uint32_t summary_bit(uint32_t d)
{
    switch (d) {
    case SPVRT_Decoration_NodeMaxPayloadsAMDX: return HAS_NODE_MAX_PAYLOADS;
    case SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX: return HAS_SHARES_LIMITS;
    case SPVRT_Decoration_PayloadNodeNameAMDX: return HAS_NODE_NAME;
    case SPVRT_Decoration_PayloadNodeBaseIndexAMDX: return HAS_BASE_INDEX;
    case SPVRT_Decoration_PayloadNodeSparseArrayAMDX: return HAS_SPARSE_ARRAY;
    case SPVRT_Decoration_PayloadNodeArraySizeAMDX: return HAS_ARRAY_SIZE;
    case SPVRT_Decoration_TrackFinishWritingAMDX: return HAS_TRACK_FINISH;
    case SPVRT_Decoration_NonWritable: return HAS_NON_WRITABLE;
    case SPVRT_Decoration_BuiltIn: return HAS_BUILTIN;
    case SPVRT_Decoration_ArrayStride: return HAS_ARRAY_STRIDE;
    default: return 0;
    }
}

/* One walk over the decoration index: which of the decorations above each id carries, with their values. */
static bool build_summaries(enqueue_pass *p)
{
    const spvrt_interface *s = &p->s;
    if (!spvrt_idmap_init(&p->summary_of, p->v->ctx, p->m->header.bound, s->deco_count, UINT32_MAX))
        return false;
    uint32_t capacity = 0;
    for (uint32_t k = 0; k < s->deco_count; k++) {
        const spvrt_deco *d = &s->decos[k];
        uint32_t bit = summary_bit(d->decoration);
        if (!bit || d->member != SPVRT_NO_MEMBER)
            continue;
        uint32_t slot = spvrt_idmap_get(&p->summary_of, d->target);
        if (slot == UINT32_MAX) {
            if (!spvrt_grow(p->v->ctx, (void **)&p->summaries, &capacity, p->summary_count + 1, sizeof *p->summaries))
                return false;
            slot = p->summary_count++;
            memset(&p->summaries[slot], 0, sizeof p->summaries[slot]);
            if (!spvrt_idmap_set(&p->summary_of, d->target, slot))
                return false;
        }
        deco_summary *sum = &p->summaries[slot];
        uint32_t value = d->has_value ? d->value : 0;
        if (!(sum->bits & bit)) {
            if (bit == HAS_NODE_NAME)
                sum->name = value;
            else if (bit == HAS_BASE_INDEX)
                sum->base = value;
            else if (bit == HAS_ARRAY_SIZE)
                sum->size = value;
            else if (bit == HAS_BUILTIN)
                sum->builtin = value;
        }
        sum->bits |= bit;
    }
    return true;
}

static const deco_summary *summary(const enqueue_pass *p, uint32_t id)
{
    uint32_t slot = spvrt_idmap_get(&p->summary_of, id);
    return slot < p->summary_count ? &p->summaries[slot] : NULL;
}

/* Whether id itself carries decoration d (one of summary_bit's). */
static bool decorated(const enqueue_pass *p, uint32_t id, uint32_t d)
{
    const deco_summary *sum = summary(p, id);
    return sum && (sum->bits & summary_bit(d));
}

/* The first value of decoration d (PayloadNodeNameAMDX, PayloadNodeBaseIndexAMDX, PayloadNodeArraySizeAMDX,
 * BuiltIn) on id itself. */
static bool decoration_value(const enqueue_pass *p, uint32_t id, uint32_t d, uint32_t *value)
{
    const deco_summary *sum = summary(p, id);
    if (!sum || !(sum->bits & summary_bit(d)))
        return false;
    *value = d == SPVRT_Decoration_PayloadNodeNameAMDX        ? sum->name
             : d == SPVRT_Decoration_PayloadNodeBaseIndexAMDX ? sum->base
             : d == SPVRT_Decoration_PayloadNodeArraySizeAMDX ? sum->size
                                                              : sum->builtin;
    return true;
}

/* The first of members 0..count-1 of structure id without decoration d, or UINT32_MAX: one walk over its
 * records, which the index keeps sorted by member. */
static uint32_t first_member_without(const enqueue_pass *p, uint32_t id, uint32_t count, uint32_t d)
{
    uint32_t n;
    const spvrt_deco *r = spvrt_interface_decorations(&p->s, id, &n);
    uint32_t j = 0;
    for (uint32_t member = 0; member < count; member++) {
        while (j < n && r[j].member < member)
            j++;
        bool found = false;
        for (uint32_t i = j; i < n && r[i].member == member && !found; i++)
            found = r[i].decoration == d;
        if (!found)
            return member;
    }
    return UINT32_MAX;
}

/* The type a node-payload variable holds per payload: the Payload Type of
 * an OpTypeNodePayloadArrayAMDX, else the pointee itself. */
static uint32_t payload_type_of_pointee(const enqueue_pass *p, uint32_t pointee)
{
    const spvrt_instruction *t = spvrt_val_type(p->v, pointee);
    if (t && t->opcode == SPVRT_OpTypeNodePayloadArrayAMDX)
        return spvrt_val_word(p->v, t, 2);
    return pointee;
}

/* A global OpVariable in the NodePayloadAMDX storage class, or NULL. */
static const spvrt_instruction *node_payload_variable(const enqueue_pass *p, uint32_t id)
{
    const spvrt_instruction *var = def_of(p, id);
    if (!var || var->opcode != SPVRT_OpVariable || spvrt_val_word(p->v, var, 3) != SPVRT_StorageClass_NodePayloadAMDX)
        return NULL;
    return var;
}

/* ---- execution modes, by entry point function ------------------------------------ */

static int compare_modes(const void *a, const void *b)
{
    const mode_entry *x = a, *y = b;
    if (x->function != y->function)
        return x->function < y->function ? -1 : 1;
    return x->inst < y->inst ? -1 : x->inst > y->inst;
}

static bool collect_modes(enqueue_pass *p)
{
    const spvrt_module *m = p->m;
    uint32_t capacity = 0;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode != SPVRT_OpExecutionMode && inst->opcode != SPVRT_OpExecutionModeId)
            continue;
        if (!spvrt_grow(p->v->ctx, (void **)&p->modes, &capacity, p->mode_count + 1, sizeof *p->modes))
            return false;
        mode_entry e = {spvrt_val_word(p->v, inst, 1), spvrt_val_word(p->v, inst, 2), i};
        p->modes[p->mode_count++] = e;
    }
    if (p->mode_count)
        qsort(p->modes, p->mode_count, sizeof *p->modes, compare_modes);
    return true;
}

static uint32_t amdx_mode_slot(uint32_t mode)
{
    switch (mode) {
    case SPVRT_ExecutionMode_CoalescingAMDX: return 0;
    case SPVRT_ExecutionMode_IsApiEntryAMDX: return 1;
    case SPVRT_ExecutionMode_MaxNodeRecursionAMDX: return 2;
    case SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX: return 3;
    case SPVRT_ExecutionMode_ShaderIndexAMDX: return 4;
    case SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX: return 5;
    case SPVRT_ExecutionMode_SharesInputWithAMDX: return 6;
    default: return AMDX_MODE_KINDS;
    }
}

/* Per function with execution modes: the first instruction declaring each AMDX mode (modes[] is sorted by
 * function, then module order). */
static bool collect_function_modes(enqueue_pass *p)
{
    if (!p->mode_count)
        return true;
    p->function_modes = spvrt_alloc(p->v->ctx, (size_t)p->mode_count * sizeof *p->function_modes);
    if (!p->function_modes)
        return false;
    for (uint32_t k = 0; k < p->mode_count; k++) {
        if (k == 0 || p->modes[k].function != p->modes[k - 1].function) {
            function_modes *f = &p->function_modes[p->function_mode_count++];
            f->function = p->modes[k].function;
            for (uint32_t i = 0; i < AMDX_MODE_KINDS; i++)
                f->inst[i] = UINT32_MAX;
        }
        function_modes *f = &p->function_modes[p->function_mode_count - 1];
        uint32_t slot = amdx_mode_slot(p->modes[k].mode);
        if (slot < AMDX_MODE_KINDS && f->inst[slot] == UINT32_MAX)
            f->inst[slot] = p->modes[k].inst;
    }
    return true;
}

/* The first OpExecutionMode(Id) declaring an AMDX mode on function, or NULL. */
static const spvrt_instruction *find_mode(const enqueue_pass *p, uint32_t function, uint32_t mode)
{
    uint32_t slot = amdx_mode_slot(mode), lo = 0, hi = p->function_mode_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (p->function_modes[mid].function < function)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (slot >= AMDX_MODE_KINDS || lo >= p->function_mode_count || p->function_modes[lo].function != function ||
        p->function_modes[lo].inst[slot] == UINT32_MAX)
        return NULL;
    return &p->m->insts[p->function_modes[lo].inst[slot]];
}

static int compare_entries(const void *a, const void *b)
{
    const entry_ref *x = a, *y = b;
    if (x->function != y->function)
        return x->function < y->function ? -1 : 1;
    return x->inst < y->inst ? -1 : x->inst > y->inst;
}

/* The entry points sorted by function, to find those of one function. */
static bool collect_entries(enqueue_pass *p)
{
    const spvrt_module *m = p->m;
    p->entries = spvrt_alloc(p->v->ctx, ((size_t)m->entry_point_count + 1) * sizeof *p->entries);
    if (!p->entries)
        return false;
    for (uint32_t k = 0; k < m->entry_point_count; k++) {
        entry_ref e = {spvrt_val_word(p->v, &m->insts[m->entry_points[k]], 2), m->entry_points[k]};
        p->entries[k] = e;
    }
    if (m->entry_point_count)
        qsort(p->entries, m->entry_point_count, sizeof *p->entries, compare_entries);
    return true;
}

/* The first entry point of function (index into entries), or entry_point_count. */
static uint32_t first_entry_of(const enqueue_pass *p, uint32_t function)
{
    uint32_t lo = 0, hi = p->m->entry_point_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (p->entries[mid].function < function)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static bool is_amdx_mode(uint32_t mode)
{
    switch (mode) {
    case SPVRT_ExecutionMode_CoalescingAMDX:
    case SPVRT_ExecutionMode_IsApiEntryAMDX:
    case SPVRT_ExecutionMode_MaxNodeRecursionAMDX:
    case SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX:
    case SPVRT_ExecutionMode_ShaderIndexAMDX:
    case SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX:
    case SPVRT_ExecutionMode_SharesInputWithAMDX: return true;
    default: return false;
    }
}

static bool is_amdx_decoration(uint32_t d)
{
    switch (d) {
    case SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX:
    case SPVRT_Decoration_NodeMaxPayloadsAMDX:
    case SPVRT_Decoration_TrackFinishWritingAMDX:
    case SPVRT_Decoration_PayloadNodeNameAMDX:
    case SPVRT_Decoration_PayloadNodeBaseIndexAMDX:
    case SPVRT_Decoration_PayloadNodeSparseArrayAMDX:
    case SPVRT_Decoration_PayloadNodeArraySizeAMDX:
    case SPVRT_Decoration_PayloadDispatchIndirectAMDX: return true;
    default: return false;
    }
}

/* Decorations whose extra operand is an <id> (doc 004's decoration table). */
static bool decoration_takes_id(uint32_t d)
{
    return d == SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX || d == SPVRT_Decoration_NodeMaxPayloadsAMDX ||
           d == SPVRT_Decoration_PayloadNodeNameAMDX || d == SPVRT_Decoration_PayloadNodeBaseIndexAMDX ||
           d == SPVRT_Decoration_PayloadNodeArraySizeAMDX;
}

static bool is_amdx_opcode(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpConstantStringAMDX:
    case SPVRT_OpSpecConstantStringAMDX:
    case SPVRT_OpTypeNodePayloadArrayAMDX:
    case SPVRT_OpAllocateNodePayloadsAMDX:
    case SPVRT_OpEnqueueNodePayloadsAMDX:
    case SPVRT_OpNodePayloadArrayLengthAMDX:
    case SPVRT_OpIsNodePayloadValidAMDX:
    case SPVRT_OpFinishWritingNodePayloadAMDX: return true;
    default: return false;
    }
}

/* Whether the module uses anything of the extension (else the pass has nothing to check). */
static bool uses_extension(enqueue_pass *p)
{
    const spvrt_module *m = p->m;
    bool any = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpCapability:
            if (spvrt_val_word(p->v, inst, 1) == SPVRT_Capability_ShaderEnqueueAMDX)
                any = p->has_capability = true;
            break;
        case SPVRT_OpExecutionMode:
        case SPVRT_OpExecutionModeId: any |= is_amdx_mode(spvrt_val_word(p->v, inst, 2)); break;
        case SPVRT_OpDecorate:
        case SPVRT_OpDecorateId:
        case SPVRT_OpDecorateString: any |= is_amdx_decoration(spvrt_val_word(p->v, inst, 2)); break;
        case SPVRT_OpMemberDecorate:
        case SPVRT_OpMemberDecorateString: any |= is_amdx_decoration(spvrt_val_word(p->v, inst, 3)); break;
        case SPVRT_OpTypePointer:
        case SPVRT_OpTypeForwardPointer:
            any |= spvrt_val_word(p->v, inst, 2) == SPVRT_StorageClass_NodePayloadAMDX;
            break;
        case SPVRT_OpFunction: return any; /* everything but the code comes first */
        default: any |= is_amdx_opcode(inst->opcode); break;
        }
    }
    return any;
}

/* ---- the call graph ------------------------------------------------------------ */

/* Function index of an instruction (index into m->functions), or UINT32_MAX. */
static uint32_t function_of(const enqueue_pass *p, uint32_t index)
{
    return spvrt_mem_function_index(p->v, index);
}

static uint32_t function_index_of_id(const enqueue_pass *p, uint32_t function_id)
{
    const spvrt_instruction *f = def_of(p, function_id);
    if (!f || f->opcode != SPVRT_OpFunction)
        return UINT32_MAX;
    return function_of(p, inst_index(p, f));
}

/* Callees and call sites of every function, as compressed lists. */
static bool build_call_graph(enqueue_pass *p)
{
    const spvrt_module *m = p->m;
    uint32_t n = m->function_count;
    p->callee_first = spvrt_alloc_zero(p->v->ctx, (size_t)n + 1, sizeof(uint32_t));
    p->site_first = spvrt_alloc_zero(p->v->ctx, (size_t)n + 1, sizeof(uint32_t));
    if (!p->callee_first || !p->site_first)
        return false;
    uint32_t calls = 0;
    for (uint32_t fi = 0; fi < n; fi++)
        for (uint32_t i = m->functions[fi] + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++)
            if (m->insts[i].opcode == SPVRT_OpFunctionCall) {
                uint32_t callee = function_index_of_id(p, spvrt_val_word(p->v, &m->insts[i], 3));
                if (callee == UINT32_MAX)
                    continue;
                p->callee_first[fi + 1]++;
                p->site_first[callee + 1]++;
                calls++;
            }
    for (uint32_t fi = 0; fi < n; fi++) {
        p->callee_first[fi + 1] += p->callee_first[fi];
        p->site_first[fi + 1] += p->site_first[fi];
    }
    p->callees = spvrt_alloc_zero(p->v->ctx, (size_t)calls + 1, sizeof(uint32_t));
    p->sites = spvrt_alloc_zero(p->v->ctx, (size_t)calls + 1, sizeof(uint32_t));
    uint32_t *fill_callee = spvrt_alloc_zero(p->v->ctx, (size_t)n + 1, sizeof(uint32_t));
    uint32_t *fill_site = spvrt_alloc_zero(p->v->ctx, (size_t)n + 1, sizeof(uint32_t));
    bool ok = p->callees && p->sites && fill_callee && fill_site;
    for (uint32_t fi = 0; ok && fi < n; fi++)
        for (uint32_t i = m->functions[fi] + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++)
            if (m->insts[i].opcode == SPVRT_OpFunctionCall) {
                uint32_t callee = function_index_of_id(p, spvrt_val_word(p->v, &m->insts[i], 3));
                if (callee == UINT32_MAX)
                    continue;
                p->callees[p->callee_first[fi] + fill_callee[fi]++] = callee;
                p->sites[p->site_first[callee] + fill_site[callee]++] = i;
            }
    spvrt_free(p->v->ctx, fill_callee);
    spvrt_free(p->v->ctx, fill_site);
    return ok;
}

/* Mark (in reach[], with mark) the functions the static call tree of
 * function index root reaches; false when the budget ran out. */
static bool mark_call_tree(enqueue_pass *p, uint32_t root, uint32_t *reach, uint32_t mark, uint32_t *queue)
{
    uint32_t head = 0, tail = 0;
    if (reach[root] == mark)
        return true;
    reach[root] = mark;
    queue[tail++] = root;
    while (head < tail) {
        uint32_t fi = queue[head++];
        for (uint32_t k = p->callee_first[fi]; k < p->callee_first[fi + 1]; k++) {
            if (p->budget == 0)
                return false;
            p->budget--;
            uint32_t callee = p->callees[k];
            if (reach[callee] != mark) {
                reach[callee] = mark;
                queue[tail++] = callee;
            }
        }
    }
    return true;
}

/* ---- OpEntryPoint facts ----------------------------------------------------------- */

static uint32_t interface_start(const enqueue_pass *p, const spvrt_instruction *ep)
{
    if (ep->operand_count < 3)
        return ep->word_count;
    const spvrt_operand *ops = spvrt_inst_operands(p->m, ep);
    return ops[2].offset + ops[2].word_count;
}

static bool graph_model(uint32_t model)
{
    return model == SPVRT_ExecutionModel_GLCompute || model == SPVRT_ExecutionModel_MeshEXT;
}

/* ---- decorations (doc 004 "SPIR-V Changes", the decoration table) --------------- */

/* Which target each AMDX decoration may have, and the rule saying so. */
static bool check_decoration_target(enqueue_pass *p, const spvrt_deco *d)
{
    spvrt_validator *v = p->v;
    char a[12];
    const spvrt_instruction *target = def_of(p, d->target);
    if (!target || target->opcode == SPVRT_OpDecorationGroup)
        return true; /* the group's targets carry it too */
    const spvrt_instruction *where = &p->m->insts[d->inst];
    bool on_array = target->opcode == SPVRT_OpTypeNodePayloadArrayAMDX && d->member == SPVRT_NO_MEMBER;
    spvrt_rule rule;
    switch (d->decoration) {
    /* "Must only be used to decorate an OpTypeNodePayloadArrayAMDX" (each of the six) */
    case SPVRT_Decoration_NodeMaxPayloadsAMDX: rule = RULE_AMDX_MAX_PAYLOADS_TARGET; break;
    case SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX: rule = RULE_AMDX_SHARES_LIMITS_TARGET; break;
    case SPVRT_Decoration_PayloadNodeNameAMDX: rule = RULE_AMDX_NODE_NAME_TARGET; break;
    case SPVRT_Decoration_PayloadNodeBaseIndexAMDX: rule = RULE_AMDX_BASE_INDEX_TARGET; break;
    case SPVRT_Decoration_PayloadNodeSparseArrayAMDX: rule = RULE_AMDX_SPARSE_ARRAY_TARGET; break;
    case SPVRT_Decoration_PayloadNodeArraySizeAMDX: rule = RULE_AMDX_ARRAY_SIZE_TARGET; break;
    case SPVRT_Decoration_TrackFinishWritingAMDX:
        /* TrackFinishWritingAMDX: "Must only be used to decorate a structure type declaration" */
        if (target->opcode == SPVRT_OpTypeStruct && d->member == SPVRT_NO_MEMBER)
            return true;
        return spvrt_val_report(v, RULE_AMDX_TRACK_FINISH_TARGET, where, "TrackFinishWritingAMDX decorates %s%%%s, "
                                "not a structure type declaration", d->member == SPVRT_NO_MEMBER ? "" : "a member of ",
                                spvrt_val_id_name(v, d->target, a));
    default: return true;
    }
    if (on_array)
        return true;
    return spvrt_val_report(v, rule, where, "%s decorates %s%%%s, not an OpTypeNodePayloadArrayAMDX declaration",
                            decoration_name(d->decoration), d->member == SPVRT_NO_MEMBER ? "" : "a member of ",
                            spvrt_val_id_name(v, d->target, a));
}

/* The operands of the decorations on a payload-array type. */
static bool check_decoration_operand(enqueue_pass *p, const spvrt_deco *d)
{
    spvrt_validator *v = p->v;
    char a[12], b[12];
    const spvrt_instruction *target = def_of(p, d->target);
    if (!target || target->opcode != SPVRT_OpTypeNodePayloadArrayAMDX || d->member != SPVRT_NO_MEMBER ||
        !d->has_value)
        return true;
    const spvrt_instruction *where = &p->m->insts[d->inst];
    switch (d->decoration) {
    case SPVRT_Decoration_PayloadNodeNameAMDX:
        /* PayloadNodeNameAMDX: "Node Name must be an OpConstantStringAMDX or OpSpecConstantStringAMDX" */
        if (!is_string_constant(def_opcode(p, d->value)))
            return spvrt_val_report(v, RULE_AMDX_NODE_NAME_STRING, where, "the Node Name %%%s of PayloadNodeNameAMDX "
                                    "is not an OpConstantStringAMDX or OpSpecConstantStringAMDX",
                                    spvrt_val_id_name(v, d->value, a));
        return true;
    case SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX:
        /* "Payload Type must be a different OpTypeNodePayloadArrayAMDX declaration, and Payload Type must not
         * be itself decorated with NodeSharesPayloadLimitsWithAMDX" */
        if (def_opcode(p, d->value) != SPVRT_OpTypeNodePayloadArrayAMDX || d->value == d->target)
            return spvrt_val_report(v, RULE_AMDX_SHARES_LIMITS_OTHER_ARRAY, where, "the Payload Type %%%s of "
                                    "NodeSharesPayloadLimitsWithAMDX on %%%s is not a different "
                                    "OpTypeNodePayloadArrayAMDX declaration", spvrt_val_id_name(v, d->value, a),
                                    spvrt_val_id_name(v, d->target, b));
        if (decorated(p, d->value, SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX))
            return spvrt_val_report(v, RULE_AMDX_SHARES_LIMITS_NOT_CHAINED, where, "the Payload Type %%%s of "
                                    "NodeSharesPayloadLimitsWithAMDX is itself decorated "
                                    "NodeSharesPayloadLimitsWithAMDX", spvrt_val_id_name(v, d->value, a));
        return true;
    default: return true;
    }
}

/* PayloadDispatchIndirectAMDX: "Must decorate a structure member with a type of OpTypeInt or OpTypeVector
 * with two or three components.  The integer type or the type of the vector component must be an OpTypeInt
 * with up to 32-bit Width and 0 Signedness." */
static bool check_dispatch_indirect_member(enqueue_pass *p, const spvrt_deco *d)
{
    spvrt_validator *v = p->v;
    char a[12];
    const spvrt_instruction *st = def_of(p, d->target);
    if (d->member == SPVRT_NO_MEMBER || !st || st->opcode != SPVRT_OpTypeStruct || d->member >= st->word_count - 2u)
        return true; /* OpDecorate forms: AMDX-068; members out of range: CORE-DECORATION-MEMBER */
    uint32_t type = spvrt_val_word(v, st, 2 + d->member);
    const spvrt_instruction *t = spvrt_val_type(v, type);
    uint32_t count = 1;
    if (t && t->opcode == SPVRT_OpTypeVector) {
        count = spvrt_val_word(v, t, 3);
        t = spvrt_val_type(v, spvrt_val_word(v, t, 2));
    }
    bool ok = t && t->opcode == SPVRT_OpTypeInt && spvrt_val_word(v, t, 2) <= 32 && spvrt_val_word(v, t, 3) == 0 &&
              (count == 1 || count == 2 || count == 3);
    if (ok)
        return true;
    return spvrt_val_report(v, RULE_AMDX_DISPATCH_INDIRECT_TYPE, &p->m->insts[d->inst], "member %u of %%%s, "
                            "decorated PayloadDispatchIndirectAMDX, is not an unsigned integer of at most 32 bits or "
                            "a vector of two or three of them", d->member, spvrt_val_id_name(v, d->target, a));
}

/* The instruction forms: OpDecorateId for the decorations with an <id> operand (SPIR-V 3.52.5: OpDecorate
 * "must not be used" for them, OpDecorateId only for them); PayloadDispatchIndirectAMDX "Must only be used
 * with OpMemberDecorate". */
static bool check_decoration_instruction(enqueue_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    bool member = inst->opcode == SPVRT_OpMemberDecorate || inst->opcode == SPVRT_OpMemberDecorateString;
    uint32_t d = spvrt_val_word(v, inst, member ? 3 : 2);
    if (!is_amdx_decoration(d))
        return true;
    if (d == SPVRT_Decoration_PayloadDispatchIndirectAMDX) {
        if (inst->opcode == SPVRT_OpMemberDecorate)
            return true;
        return spvrt_val_report(v, RULE_AMDX_DISPATCH_INDIRECT_MEMBER_ONLY, inst, "PayloadDispatchIndirectAMDX is "
                                "applied with %s; it may only be applied with OpMemberDecorate",
                                spvrt_grammar_string(spvrt_inst_info(inst)->name));
    }
    if (member)
        return true; /* a member is the wrong target: the target rules say so */
    if (decoration_takes_id(d) && inst->opcode != SPVRT_OpDecorateId)
        return spvrt_val_report(v, RULE_AMDX_ID_OPERANDS, inst, "%s takes an <id> operand: it is applied with "
                                "OpDecorateId, not %s", decoration_name(d), spvrt_grammar_string(spvrt_inst_info(inst)->name));
    if (!decoration_takes_id(d) && inst->opcode == SPVRT_OpDecorateId)
        return spvrt_val_report(v, RULE_AMDX_ID_OPERANDS, inst, "%s takes no <id> operand: it is applied with "
                                "OpDecorate, not OpDecorateId", decoration_name(d));
    return true;
}

static void check_decorations(enqueue_pass *p)
{
    const spvrt_module *m = p->m;
    for (uint32_t k = 0; k < m->decoration_count && !p->v->stopped; k++)
        if (!check_decoration_instruction(p, &m->insts[m->decorations[k]]))
            return;
    for (uint32_t k = 0; k < p->s.deco_count; k++) {
        const spvrt_deco *d = &p->s.decos[k];
        if (!is_amdx_decoration(d->decoration))
            continue;
        bool ok = check_decoration_target(p, d) && check_decoration_operand(p, d);
        if (ok && d->decoration == SPVRT_Decoration_PayloadDispatchIndirectAMDX)
            ok = check_dispatch_indirect_member(p, d);
        if (!ok)
            return;
    }
}

/* ---- AMDX-020: explicit layout of payloads ---------------------------------------- */

/* "Node payload members must be explicitly laid out with offset and array stride decorations, both in the
 * input and output": every structure member reachable in the payload has an Offset, every array an
 * ArrayStride (pointers are not followed).  Each type is looked at once (stamp 1 in the per-instruction
 * marks, which the walks below reset before use). */
static bool check_payload_layout(enqueue_pass *p, uint32_t payload, uint32_t *stack, uint32_t stack_size)
{
    spvrt_validator *v = p->v;
    char a[12], b[12];
    if (p->s.incomplete)
        return true;
    uint32_t top = 0;
    const spvrt_instruction *root = spvrt_val_type(v, payload);
    if (!root || p->stamp[inst_index(p, root)] == 1)
        return true;
    p->stamp[inst_index(p, root)] = 1;
    stack[top++] = payload;
    while (top) {
        uint32_t id = stack[--top];
        const spvrt_instruction *t = spvrt_val_type(v, id);
        if (!t)
            continue;
        uint32_t first_child = 0, child_count = 0, missing;
        switch (t->opcode) {
        case SPVRT_OpTypeStruct:
            missing = first_member_without(p, id, t->word_count - 2u, SPVRT_Decoration_Offset);
            if (missing != UINT32_MAX)
                return spvrt_val_report(v, RULE_AMDX_PAYLOAD_EXPLICIT_LAYOUT, t, "member %u of %%%s, in the node "
                                        "payload %%%s, has no Offset decoration", missing, spvrt_val_id_name(v, id, a),
                                        spvrt_val_id_name(v, payload, b));
            first_child = 2;
            child_count = t->word_count - 2u;
            break;
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray:
            if (!decorated(p, id, SPVRT_Decoration_ArrayStride))
                return spvrt_val_report(v, RULE_AMDX_PAYLOAD_EXPLICIT_LAYOUT, t, "the array %%%s, in the node "
                                        "payload %%%s, has no ArrayStride decoration", spvrt_val_id_name(v, id, a),
                                        spvrt_val_id_name(v, payload, b));
            first_child = 2;
            child_count = 1;
            break;
        default: break;
        }
        for (uint32_t k = 0; k < child_count; k++) {
            const spvrt_instruction *c = spvrt_val_type(v, spvrt_val_word(v, t, first_child + k));
            if (!c || p->stamp[inst_index(p, c)] == 1 || top >= stack_size)
                continue;
            p->stamp[inst_index(p, c)] = 1;
            stack[top++] = c->result;
        }
    }
    return true;
}

static void check_payload_layouts(enqueue_pass *p)
{
    const spvrt_module *m = p->m;
    uint32_t stack_size = m->inst_count + 1;
    uint32_t *stack = spvrt_alloc(p->v->ctx, (size_t)stack_size * sizeof *stack);
    if (!stack)
        return;
    memset(p->stamp, 0, (size_t)m->inst_count * sizeof *p->stamp);
    for (uint32_t i = 0; i < m->inst_count && !p->v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        bool ok = true;
        if (inst->opcode == SPVRT_OpTypeNodePayloadArrayAMDX)
            ok = check_payload_layout(p, spvrt_val_word(p->v, inst, 2), stack, stack_size);
        else if (inst->opcode == SPVRT_OpVariable && node_payload_variable(p, inst->result))
            ok = check_payload_layout(p, payload_type_of_pointee(p, spvrt_val_pointee(p->v, inst->result_type, NULL)),
                                      stack, stack_size);
        if (!ok)
            break;
    }
    spvrt_free(p->v->ctx, stack);
}

/* ---- execution modes ------------------------------------------------------------- */

static bool constant_of_type(const enqueue_pass *p, uint32_t id, uint16_t type_opcode, uint32_t width)
{
    const spvrt_instruction *d = def_of(p, id);
    if (!d || !spvrt_val_is_constant_opcode(d->opcode))
        return false;
    const spvrt_instruction *t = spvrt_val_type(p->v, d->result_type);
    return t && t->opcode == type_opcode && (!width || spvrt_val_word(p->v, t, 2) == width);
}

/* One OpExecutionMode(Id) with an AMDX mode, against each entry point of its function. */
static bool check_mode(enqueue_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = p->m;
    char a[12];
    uint32_t function = spvrt_val_word(v, inst, 1), mode = spvrt_val_word(v, inst, 2);
    if (!is_amdx_mode(mode))
        return true;
    /* SPIR-V 3.52.5: modes whose extra operands are <id>s are declared with OpExecutionModeId, the others
     * with OpExecutionMode; every AMDX mode but CoalescingAMDX takes <id>s (doc 004's mode table) */
    bool takes_ids = mode != SPVRT_ExecutionMode_CoalescingAMDX;
    if (takes_ids != (inst->opcode == SPVRT_OpExecutionModeId))
        return spvrt_val_report(v, RULE_AMDX_ID_OPERANDS, inst, "%s %s: it is declared with %s", mode_name(mode),
                                takes_ids ? "takes <id> operands" : "takes no <id> operand",
                                takes_ids ? "OpExecutionModeId" : "OpExecutionMode");
    /* the execution models each mode is for: "(GLCompute only)", "(GLCompute and MeshEXT ... only)"; checked
     * on the first declaration of a mode on a function (so the work stays linear) */
    spvrt_rule model_rule = RULE_COUNT;
    bool first_declaration = find_mode(p, function, mode) == inst;
    switch (mode) {
    case SPVRT_ExecutionMode_CoalescingAMDX: model_rule = RULE_AMDX_COALESCING_MODEL; break;
    case SPVRT_ExecutionMode_IsApiEntryAMDX: model_rule = RULE_AMDX_IS_API_ENTRY_MODEL; break;
    case SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX: model_rule = RULE_AMDX_STATIC_WORKGROUPS_MODEL; break;
    case SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX: model_rule = RULE_AMDX_MAX_WORKGROUPS_MODEL; break;
    case SPVRT_ExecutionMode_ShaderIndexAMDX: model_rule = RULE_AMDX_SHADER_INDEX_MODEL; break;
    default: break;
    }
    if (!first_declaration)
        model_rule = RULE_COUNT;
    for (uint32_t k = first_entry_of(p, function);
         model_rule != RULE_COUNT && k < m->entry_point_count && p->entries[k].function == function; k++) {
        const spvrt_instruction *ep = &m->insts[p->entries[k].inst];
        uint32_t model = spvrt_val_word(v, ep, 1);
        bool allowed = mode == SPVRT_ExecutionMode_CoalescingAMDX ? model == SPVRT_ExecutionModel_GLCompute
                                                                  : graph_model(model);
        if (!allowed)
            return spvrt_val_report(v, model_rule, inst, "%s is for %s entry points only, and %%%s is a %s entry "
                                    "point", mode_name(mode),
                                    mode == SPVRT_ExecutionMode_CoalescingAMDX ? "GLCompute" : "GLCompute and MeshEXT",
                                    spvrt_val_id_name(v, function, a), model_name(model));
    }
    switch (mode) {
    case SPVRT_ExecutionMode_IsApiEntryAMDX:
        /* "Is Entry is a scalar Boolean value" (a constant: OpExecutionModeId operands are constants) */
        if (!constant_of_type(p, spvrt_val_word(v, inst, 3), SPVRT_OpTypeBool, 0))
            return spvrt_val_report(v, RULE_AMDX_IS_API_ENTRY_OPERAND, inst, "the Is Entry operand %%%s is not a "
                                    "constant scalar Boolean", spvrt_val_id_name(v, spvrt_val_word(v, inst, 3), a));
        return true;
    case SPVRT_ExecutionMode_SharesInputWithAMDX:
        /* "Node Name must be an OpConstantStringAMDX or OpSpecConstantStringAMDX instruction" */
        if (!is_string_constant(def_opcode(p, spvrt_val_word(v, inst, 3))))
            return spvrt_val_report(v, RULE_AMDX_SHARES_INPUT_NAME, inst, "the Node Name operand %%%s is not an "
                                    "OpConstantStringAMDX or OpSpecConstantStringAMDX",
                                    spvrt_val_id_name(v, spvrt_val_word(v, inst, 3), a));
        return true;
    case SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX:
    case SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX:
        /* "The arguments to each of these execution modes must be a constant 32-bit integer value, and may be
         * supplied via specialization constants" */
        for (uint32_t w = 3; w < 6; w++) {
            uint32_t id = spvrt_val_word(v, inst, w);
            if (!constant_of_type(p, id, SPVRT_OpTypeInt, 32))
                return spvrt_val_report(v, RULE_AMDX_WORKGROUP_COUNT_OPERANDS, inst, "the %c size operand %%%s of "
                                        "%s is not a constant 32-bit integer", "xyz"[w - 3],
                                        spvrt_val_id_name(v, id, a), mode_name(mode));
        }
        return true;
    default: return true;
    }
}

/* The modes an entry point function may not combine. */
static bool check_mode_combinations(enqueue_pass *p, uint32_t function)
{
    spvrt_validator *v = p->v;
    char a[12];
    const spvrt_instruction *coalescing = find_mode(p, function, SPVRT_ExecutionMode_CoalescingAMDX);
    const spvrt_instruction *fixed = find_mode(p, function, SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX);
    const spvrt_instruction *max = find_mode(p, function, SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX);
    /* CoalescingAMDX: "Must not be declared alongside StaticNumWorkgroupsAMDX or MaxNumWorkgroupsAMDX" */
    if (coalescing && (fixed || max))
        return spvrt_val_report(v, RULE_AMDX_COALESCING_EXCLUSIVE, coalescing, "%%%s declares CoalescingAMDX and %s",
                                spvrt_val_id_name(v, function, a), fixed ? "StaticNumWorkgroupsAMDX"
                                                                         : "MaxNumWorkgroupsAMDX");
    /* StaticNumWorkgroupsAMDX: "Must not be declared alongside CoalescingAMDX or MaxNumWorkgroupsAMDX" */
    if (fixed && max)
        return spvrt_val_report(v, RULE_AMDX_STATIC_WORKGROUPS_EXCLUSIVE, fixed, "%%%s declares both "
                                "StaticNumWorkgroupsAMDX and MaxNumWorkgroupsAMDX", spvrt_val_id_name(v, function, a));
    /* IsApiEntryAMDX: "If not specified, defaults to true.  Must be set to false if SharesInputWithAMDX is
     * specified" (a specialization constant may be set to false: only a constant true, or no mode, is wrong) */
    const spvrt_instruction *shares = find_mode(p, function, SPVRT_ExecutionMode_SharesInputWithAMDX);
    if (shares) {
        const spvrt_instruction *entry = find_mode(p, function, SPVRT_ExecutionMode_IsApiEntryAMDX);
        if (!entry)
            return spvrt_val_report(v, RULE_AMDX_SHARED_INPUT_NOT_API_ENTRY, shares, "%%%s declares "
                                    "SharesInputWithAMDX but no IsApiEntryAMDX, which then defaults to true (it must "
                                    "be set to false)", spvrt_val_id_name(v, function, a));
        if (def_opcode(p, spvrt_val_word(v, entry, 3)) == SPVRT_OpConstantTrue)
            return spvrt_val_report(v, RULE_AMDX_SHARED_INPUT_NOT_API_ENTRY, entry, "%%%s declares "
                                    "SharesInputWithAMDX, so its IsApiEntryAMDX must be false",
                                    spvrt_val_id_name(v, function, a));
    }
    return true;
}

/* ---- entry points: the input payload ---------------------------------------------- */

/* Whether the payload structure has a member decorated PayloadDispatchIndirectAMDX ("must include a
 * member"); a structure with a structure member counts as having one (not definitely wrong).  Once per
 * structure. */
static bool has_dispatch_member(const enqueue_pass *p, uint32_t type)
{
    const spvrt_instruction *t = spvrt_val_type(p->v, type);
    if (!t || t->opcode != SPVRT_OpTypeStruct)
        return false;
    uint8_t *memo = &p->struct_memo[inst_index(p, t)];
    if (!(*memo & MEMO_DISPATCH_KNOWN)) {
        bool found = false;
        uint32_t n;
        const spvrt_deco *r = spvrt_interface_decorations(&p->s, type, &n);
        for (uint32_t k = 0; k < n && !found; k++)
            found = r[k].member != SPVRT_NO_MEMBER && r[k].decoration == SPVRT_Decoration_PayloadDispatchIndirectAMDX;
        for (uint32_t k = 0; k + 2u < t->word_count && !found; k++)
            found = spvrt_val_type_opcode(p->v, spvrt_val_word(p->v, t, 2 + k)) == SPVRT_OpTypeStruct;
        *memo |= MEMO_DISPATCH_KNOWN | (found ? MEMO_DISPATCH : 0);
    }
    return (*memo & MEMO_DISPATCH) != 0;
}

/* Whether every member of a structure is NonWritable (the payload then is, member by member).  Once per
 * structure. */
static bool all_members_non_writable(const enqueue_pass *p, uint32_t type)
{
    const spvrt_instruction *t = spvrt_val_type(p->v, type);
    if (!t || t->opcode != SPVRT_OpTypeStruct || t->word_count < 3)
        return false;
    uint8_t *memo = &p->struct_memo[inst_index(p, t)];
    if (!(*memo & MEMO_NON_WRITABLE_KNOWN))
        *memo |= MEMO_NON_WRITABLE_KNOWN |
                 (first_member_without(p, type, t->word_count - 2u, SPVRT_Decoration_NonWritable) == UINT32_MAX
                      ? MEMO_NON_WRITABLE
                      : 0);
    return (*memo & MEMO_NON_WRITABLE) != 0;
}

static bool check_input_payload(enqueue_pass *p, const spvrt_instruction *ep, const spvrt_instruction *var)
{
    spvrt_validator *v = p->v;
    char a[12], b[12], c[12];
    uint32_t model = spvrt_val_word(v, ep, 1), function = spvrt_val_word(v, ep, 2);
    uint32_t pointee = spvrt_val_pointee(v, var->result_type, NULL);
    if (!pointee)
        return true; /* (the variable's type is the memory rules' business) */
    const spvrt_instruction *array = spvrt_val_type(v, pointee);
    bool is_array = array && array->opcode == SPVRT_OpTypeNodePayloadArrayAMDX;
    uint32_t payload = payload_type_of_pointee(p, pointee);
    bool coalescing = find_mode(p, function, SPVRT_ExecutionMode_CoalescingAMDX) != NULL;
    if (coalescing) {
        /* CoalescingAMDX: "The input in the NodePayloadAMDX storage class must have a type of
         * OpTypeNodePayloadArrayAMDX" */
        if (!is_array)
            return spvrt_val_report(v, RULE_AMDX_COALESCING_INPUT_ARRAY, ep, "%%%s declares CoalescingAMDX, but its "
                                    "input payload %%%s is not an OpTypeNodePayloadArrayAMDX",
                                    spvrt_val_id_name(v, function, a), spvrt_val_id_name(v, var->result, b));
        /* "This input must be decorated with NodeMaxPayloadsAMDX": on its array type, where the decoration
         * table allows it (RULES.md 'Document defects') */
        if (!p->s.incomplete && !decorated(p, pointee, SPVRT_Decoration_NodeMaxPayloadsAMDX)) {
            p->reported_047[inst_index(p, array)] = 1;
            return spvrt_val_report(v, RULE_AMDX_COALESCING_INPUT_MAX_PAYLOADS, ep, "%%%s declares CoalescingAMDX, "
                                    "but the type %%%s of its input payload %%%s has no NodeMaxPayloadsAMDX",
                                    spvrt_val_id_name(v, function, a), spvrt_val_id_name(v, pointee, b),
                                    spvrt_val_id_name(v, var->result, c));
        }
    }
    /* SharesInputWithAMDX: "Input payloads must be decorated with NonWritable" */
    if (!p->s.incomplete && find_mode(p, function, SPVRT_ExecutionMode_SharesInputWithAMDX) &&
        !decorated(p, var->result, SPVRT_Decoration_NonWritable) && !all_members_non_writable(p, payload))
        return spvrt_val_report(v, RULE_AMDX_SHARED_INPUT_NON_WRITABLE, ep, "%%%s declares SharesInputWithAMDX, "
                                "but its input payload %%%s is not decorated NonWritable",
                                spvrt_val_id_name(v, function, a), spvrt_val_id_name(v, var->result, b));
    /* "If the Execution Model is GLCompute or MeshEXT, and neither the StaticNumWorkgroupsAMDX or
     * CoalescingAMDX execution modes are specified, if an input payload is specified it must include a member
     * with the PayloadDispatchIndirectAMDX decoration" */
    if (!p->s.incomplete && graph_model(model) && !coalescing &&
        !find_mode(p, function, SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX) && !has_dispatch_member(p, payload))
        return spvrt_val_report(v, RULE_AMDX_DISPATCH_INDIRECT_REQUIRED, ep, "the input payload %%%s of %%%s has no "
                                "member decorated PayloadDispatchIndirectAMDX, and the node takes its workgroup "
                                "count from it (no StaticNumWorkgroupsAMDX or CoalescingAMDX)",
                                spvrt_val_id_name(v, var->result, a), spvrt_val_id_name(v, function, b));
    return true;
}

static bool check_entry_point(enqueue_pass *p, const spvrt_instruction *ep, uint32_t mark)
{
    spvrt_validator *v = p->v;
    char a[12], b[12], c[12];
    uint32_t model = spvrt_val_word(v, ep, 1), function = spvrt_val_word(v, ep, 2);
    const spvrt_instruction *first_payload = NULL;
    for (uint32_t w = interface_start(p, ep); w < ep->word_count; w++) {
        uint32_t id = spvrt_val_word(v, ep, w);
        const spvrt_instruction *var = def_of(p, id);
        if (!var || var->opcode != SPVRT_OpVariable || p->stamp[inst_index(p, var)] == mark)
            continue;
        p->stamp[inst_index(p, var)] = mark; /* each variable once, however often listed */
        /* "A GLCompute or MeshEXT shader being used in an execution graph [a module declaring
         * ShaderEnqueueAMDX], NumWorkgroups must not be used" */
        uint32_t builtin;
        if (p->has_capability && graph_model(model) && decoration_value(p, id, SPVRT_Decoration_BuiltIn, &builtin) &&
            builtin == SPVRT_BuiltIn_NumWorkgroups && spvrt_interface_used(&p->s, id) &&
            !spvrt_val_report(v, RULE_AMDX_NUM_WORKGROUPS, ep, "the execution-graph node %%%s uses the NumWorkgroups "
                              "built-in %%%s", spvrt_val_id_name(v, function, a), spvrt_val_id_name(v, id, b)))
            return false;
        if (spvrt_val_word(v, var, 3) != SPVRT_StorageClass_NodePayloadAMDX)
            continue;
        /* NodePayloadAMDX: "An entry point must only declare one variable in the NodePayloadAMDX storage class
         * in its interface" */
        if (first_payload)
            return spvrt_val_report(v, RULE_AMDX_ONE_PAYLOAD_PER_ENTRY_POINT, ep, "the interface of %%%s declares "
                                    "two NodePayloadAMDX variables, %%%s and %%%s", spvrt_val_id_name(v, function, a),
                                    spvrt_val_id_name(v, first_payload->result, b), spvrt_val_id_name(v, id, c));
        first_payload = var;
        if (!check_input_payload(p, ep, var))
            return false;
    }
    return true;
}

static void check_entry_points(enqueue_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = p->m;
    for (uint32_t k = 0; k < p->mode_count; k++)
        if (!check_mode(p, &m->insts[p->modes[k].inst]))
            return;
    for (uint32_t k = 0; k < p->mode_count; k++)
        if ((k == 0 || p->modes[k].function != p->modes[k - 1].function) &&
            !check_mode_combinations(p, p->modes[k].function))
            return;
    memset(p->stamp, 0, (size_t)m->inst_count * sizeof *p->stamp);
    for (uint32_t k = 0; k < m->entry_point_count && !v->stopped; k++)
        if (!check_entry_point(p, &m->insts[m->entry_points[k]], k + 1))
            return;
}

/* AMDX-054: every OpTypeNodePayloadArrayAMDX carries NodeMaxPayloadsAMDX ("OpTypeNodePayloadArrayAMDX must
 * have this decoration"), but a coalescing input reported under AMDX-047. */
static void check_array_types(enqueue_pass *p)
{
    spvrt_validator *v = p->v;
    char a[12];
    if (p->s.incomplete)
        return;
    for (uint32_t i = 0; i < p->m->inst_count; i++) {
        const spvrt_instruction *inst = &p->m->insts[i];
        if (inst->opcode != SPVRT_OpTypeNodePayloadArrayAMDX || p->reported_047[i] ||
            decorated(p, inst->result, SPVRT_Decoration_NodeMaxPayloadsAMDX))
            continue;
        if (!spvrt_val_report(v, RULE_AMDX_MAX_PAYLOADS_REQUIRED, inst, "the payload array type %%%s has no "
                              "NodeMaxPayloadsAMDX decoration", spvrt_val_id_name(v, inst->result, a)))
            return;
    }
}

/* ---- data flow: where a payload pointer comes from -------------------------------- */

enum {
    ORIGIN_ALLOCATED = 1,   /* OpAllocateNodePayloadsAMDX */
    ORIGIN_INPUT = 2,       /* an OpVariable in NodePayloadAMDX (an input payload) */
    ORIGIN_OTHER_VAR = 4,   /* an OpVariable in another storage class */
    ORIGIN_UNKNOWN = 8      /* anything else, or past the bound of the walk */
};

/* The origins of a pointer value, following OpCopyObject, access chains, OpPhi, OpSelect and function
 * parameters (to the arguments of every call) iteratively, within a bound.  Returns an ORIGIN_* mask;
 * *where is set to the first variable found. */
static uint32_t trace_origins(enqueue_pass *p, uint32_t value, uint32_t *queue, uint32_t *where)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = p->m;
    uint32_t mask = 0, head = 0, tail = 0, steps = 0, mark = ++p->stamp_value;
    *where = 0;
    const spvrt_instruction *start = def_of(p, value);
    if (!start)
        return ORIGIN_UNKNOWN;
    p->stamp[inst_index(p, start)] = mark;
    queue[tail++] = inst_index(p, start);
    while (head < tail) {
        const spvrt_instruction *d = &m->insts[queue[head++]];
        if (++steps > TRACE_STEPS_PER_QUERY || p->trace_budget == 0)
            return mask | ORIGIN_UNKNOWN;
        p->trace_budget--;
        uint32_t next[2] = {0, 0}, next_count = 0;
        switch (d->opcode) {
        case SPVRT_OpAllocateNodePayloadsAMDX: mask |= ORIGIN_ALLOCATED; break;
        case SPVRT_OpVariable:
            mask |= spvrt_val_word(v, d, 3) == SPVRT_StorageClass_NodePayloadAMDX ? ORIGIN_INPUT : ORIGIN_OTHER_VAR;
            if (!*where)
                *where = d->result;
            break;
        case SPVRT_OpCopyObject:
        case SPVRT_OpAccessChain:
        case SPVRT_OpInBoundsAccessChain: next[next_count++] = spvrt_val_word(v, d, 3); break;
        case SPVRT_OpSelect:
            next[next_count++] = spvrt_val_word(v, d, 4);
            next[next_count++] = spvrt_val_word(v, d, 5);
            break;
        case SPVRT_OpPhi:
            for (uint32_t w = 3; w < d->word_count; w += 2) {
                if (++steps > TRACE_STEPS_PER_QUERY || p->trace_budget == 0)
                    return mask | ORIGIN_UNKNOWN;
                p->trace_budget--;
                const spvrt_instruction *in = def_of(p, spvrt_val_word(v, d, w));
                if (!in) {
                    mask |= ORIGIN_UNKNOWN;
                    continue;
                }
                if (p->stamp[inst_index(p, in)] != mark && tail < m->inst_count) {
                    p->stamp[inst_index(p, in)] = mark;
                    queue[tail++] = inst_index(p, in);
                }
            }
            break;
        case SPVRT_OpFunctionParameter: {
            /* the parameter's position, then the matching argument of every call of its function */
            uint32_t index = inst_index(p, d), fi = function_of(p, index);
            if (fi == UINT32_MAX || p->site_first[fi] == p->site_first[fi + 1]) {
                mask |= ORIGIN_UNKNOWN;
                break;
            }
            uint32_t position = index - m->functions[fi] - 1;
            for (uint32_t s = p->site_first[fi]; s < p->site_first[fi + 1]; s++) {
                if (++steps > TRACE_STEPS_PER_QUERY || p->trace_budget == 0)
                    return mask | ORIGIN_UNKNOWN;
                p->trace_budget--;
                const spvrt_instruction *call = &m->insts[p->sites[s]];
                const spvrt_instruction *arg =
                    4 + position < call->word_count ? def_of(p, spvrt_val_word(v, call, 4 + position)) : NULL;
                if (!arg) {
                    mask |= ORIGIN_UNKNOWN;
                    continue;
                }
                if (p->stamp[inst_index(p, arg)] != mark && tail < m->inst_count) {
                    p->stamp[inst_index(p, arg)] = mark;
                    queue[tail++] = inst_index(p, arg);
                }
            }
            break;
        }
        default: mask |= ORIGIN_UNKNOWN; break;
        }
        for (uint32_t k = 0; k < next_count; k++) {
            const spvrt_instruction *n = def_of(p, next[k]);
            if (!n) {
                mask |= ORIGIN_UNKNOWN;
                continue;
            }
            if (p->stamp[inst_index(p, n)] != mark && tail < m->inst_count) {
                p->stamp[inst_index(p, n)] = mark;
                queue[tail++] = inst_index(p, n);
            }
        }
    }
    return mask;
}

/* ---- the instructions ------------------------------------------------------------ */

/* OpAllocateNodePayloadsAMDX: the Result Type, its decorations, the Visibility scope. */
static bool check_allocate(enqueue_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char a[12];
    uint32_t storage = 0;
    uint32_t pointee = spvrt_val_pointee(v, inst->result_type, &storage);
    /* "Result Type must be an OpTypePointer to an OpTypeNodePayloadArrayAMDX in the NodePayloadAMDX storage
     * class" */
    if (!pointee || storage != SPVRT_StorageClass_NodePayloadAMDX ||
        spvrt_val_type_opcode(v, pointee) != SPVRT_OpTypeNodePayloadArrayAMDX)
        return spvrt_val_report(v, RULE_AMDX_ALLOCATE_RESULT_TYPE, inst, "the Result Type %%%s is not a pointer to "
                                "an OpTypeNodePayloadArrayAMDX in the NodePayloadAMDX storage class",
                                spvrt_val_id_name(v, inst->result_type, a));
    /* "Visibility must only be either Invocation or Workgroup" (when it is a constant) */
    uint64_t scope;
    if (spvrt_val_constant_u64(v, spvrt_val_word(v, inst, 3), &scope) && scope != SPVRT_Scope_Invocation &&
        scope != SPVRT_Scope_Workgroup)
        return spvrt_val_report(v, RULE_AMDX_ALLOCATE_VISIBILITY, inst, "the Visibility scope is %s, not Invocation "
                                "or Workgroup",
                                scope <= UINT32_MAX ? spvrt_val_enumerant_name(SPVRT_KIND_Scope, (uint32_t)scope)
                                                    : "?");
    if (p->s.incomplete)
        return true;
    /* "The payloads are allocated for the node identified by the Node Name in the PayloadNodeNameAMDX
     * decoration on Result Type" (the name is static: "the name must be statically declared as a decoration
     * on the payload") */
    if (!decorated(p, pointee, SPVRT_Decoration_PayloadNodeNameAMDX))
        return spvrt_val_report(v, RULE_AMDX_ALLOCATE_NODE_NAME, inst, "the payload array type %%%s has no "
                                "PayloadNodeNameAMDX decoration naming the node to allocate for",
                                spvrt_val_id_name(v, pointee, a));
    /* PayloadNodeArraySizeAMDX: "If PayloadNodeSparseArrayAMDX is not set to true for a type initialized by
     * OpAllocateNodePayloadsAMDX, this must be specified" */
    if (!decorated(p, pointee, SPVRT_Decoration_PayloadNodeSparseArrayAMDX) &&
        !decorated(p, pointee, SPVRT_Decoration_PayloadNodeArraySizeAMDX))
        return spvrt_val_report(v, RULE_AMDX_ARRAY_SIZE_REQUIRED, inst, "the payload array type %%%s has neither "
                                "PayloadNodeArraySizeAMDX nor PayloadNodeSparseArrayAMDX",
                                spvrt_val_id_name(v, pointee, a));
    return true;
}

/* OpEnqueueNodePayloadsAMDX: "Payload Array is a pointer to a payload array that was previously allocated by
 * OpAllocateNodePayloadsAMDX" -- reported when every origin of the pointer is known and none is an allocation. */
static bool check_enqueue(enqueue_pass *p, const spvrt_instruction *inst, uint32_t *queue)
{
    spvrt_validator *v = p->v;
    char a[12];
    uint32_t where;
    uint32_t mask = trace_origins(p, spvrt_val_word(v, inst, 1), queue, &where);
    if (mask & (ORIGIN_ALLOCATED | ORIGIN_UNKNOWN) || !mask)
        return true;
    return spvrt_val_report(v, RULE_AMDX_ENQUEUE_ALLOCATED, inst, "the Payload Array comes from %%%s%s, not from "
                            "OpAllocateNodePayloadsAMDX", spvrt_val_id_name(v, where, a),
                            mask & ORIGIN_INPUT ? " (an input payload)" : "");
}

/* OpNodePayloadArrayLengthAMDX: "Result Type must be an OpTypeInt with 32-bit Width and 0 Signedness";
 * "Must only be used with input payload arrays or allocated output payload arrays" -- reported when every
 * origin of the pointer is known and each is a variable outside NodePayloadAMDX. */
static bool check_length(enqueue_pass *p, const spvrt_instruction *inst, uint32_t *queue)
{
    spvrt_validator *v = p->v;
    char a[12];
    const spvrt_instruction *t = spvrt_val_type(v, inst->result_type);
    if (!t || t->opcode != SPVRT_OpTypeInt || spvrt_val_word(v, t, 2) != 32 || spvrt_val_word(v, t, 3) != 0)
        return spvrt_val_report(v, RULE_AMDX_LENGTH_RESULT_TYPE, inst, "the Result Type %%%s is not a 32-bit unsigned "
                                "integer", spvrt_val_id_name(v, inst->result_type, a));
    uint32_t where;
    uint32_t mask = trace_origins(p, spvrt_val_word(v, inst, 3), queue, &where);
    if (mask != ORIGIN_OTHER_VAR)
        return true;
    return spvrt_val_report(v, RULE_AMDX_LENGTH_OPERAND, inst, "the Payload Array comes from %%%s, which is neither "
                            "an input payload (NodePayloadAMDX variable) nor allocated by OpAllocateNodePayloadsAMDX",
                            spvrt_val_id_name(v, where, a));
}

/* OpIsNodePayloadValidAMDX: "Result Type must be OpTypeBool.  Payload Type must be an
 * OpTypeNodePayloadArrayAMDX declaration.  NodeIndex must be less than the value specified by the
 * PayloadNodeArraySizeAMDX decoration if specified" (checked when both are constants). */
static bool check_is_valid(enqueue_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char a[12];
    if (spvrt_val_type_opcode(v, inst->result_type) != SPVRT_OpTypeBool)
        return spvrt_val_report(v, RULE_AMDX_IS_VALID_RESULT_TYPE, inst, "the Result Type %%%s is not OpTypeBool",
                                spvrt_val_id_name(v, inst->result_type, a));
    uint32_t type = spvrt_val_word(v, inst, 3);
    if (def_opcode(p, type) != SPVRT_OpTypeNodePayloadArrayAMDX)
        return spvrt_val_report(v, RULE_AMDX_IS_VALID_PAYLOAD_TYPE, inst, "the Payload Type %%%s is not an "
                                "OpTypeNodePayloadArrayAMDX declaration", spvrt_val_id_name(v, type, a));
    uint32_t size_id;
    uint64_t size, index;
    if (decoration_value(p, type, SPVRT_Decoration_PayloadNodeArraySizeAMDX, &size_id) &&
        spvrt_val_constant_u64(v, size_id, &size) && spvrt_val_constant_u64(v, spvrt_val_word(v, inst, 4), &index) &&
        index >= size)
        return spvrt_val_report(v, RULE_AMDX_IS_VALID_NODE_INDEX, inst, "the Node Index %llu is not less than the "
                                "PayloadNodeArraySizeAMDX %llu of %%%s", (unsigned long long)index,
                                (unsigned long long)size, spvrt_val_id_name(v, type, a));
    return true;
}

/* OpFinishWritingNodePayloadAMDX: "Result Type must be OpTypeBool.  Payload must be the result of an
 * OpVariable in the NodePayloadAMDX storage class."  "Must not be called if the input payload is not
 * decorated with TrackFinishWritingAMDX" (a structure decoration: the payload's structure). */
static bool check_finish_writing(enqueue_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char a[12], b[12];
    if (spvrt_val_type_opcode(v, inst->result_type) != SPVRT_OpTypeBool)
        return spvrt_val_report(v, RULE_AMDX_FINISH_WRITING_RESULT_TYPE, inst, "the Result Type %%%s is not "
                                "OpTypeBool", spvrt_val_id_name(v, inst->result_type, a));
    uint32_t payload = spvrt_val_word(v, inst, 3);
    const spvrt_instruction *var = node_payload_variable(p, payload);
    if (!var)
        return spvrt_val_report(v, RULE_AMDX_FINISH_WRITING_PAYLOAD, inst, "the Payload %%%s is not the result of an "
                                "OpVariable in the NodePayloadAMDX storage class", spvrt_val_id_name(v, payload, a));
    uint32_t type = payload_type_of_pointee(p, spvrt_val_pointee(v, var->result_type, NULL));
    if (!p->s.incomplete && !decorated(p, type, SPVRT_Decoration_TrackFinishWritingAMDX))
        return spvrt_val_report(v, RULE_AMDX_FINISH_WRITING_TRACKED, inst, "the input payload %%%s (of type %%%s) is "
                                "not decorated TrackFinishWritingAMDX", spvrt_val_id_name(v, payload, a),
                                spvrt_val_id_name(v, type, b));
    return true;
}

/* OpFinishWritingNodePayloadAMDX "Must not be called if the shader is using CoalescingAMDX execution mode":
 * the functions the call trees of the coalescing entry points reach. */
static bool check_finish_writing_coalescing(enqueue_pass *p, uint32_t *reach, uint32_t *queue)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = p->m;
    char a[12];
    bool any = false;
    for (uint32_t k = 0; k < p->mode_count; k++) {
        if (p->modes[k].mode != SPVRT_ExecutionMode_CoalescingAMDX)
            continue;
        uint32_t fi = function_index_of_id(p, p->modes[k].function);
        if (fi == UINT32_MAX)
            continue;
        if (!mark_call_tree(p, fi, reach, 1, queue))
            return true;
        any = true;
    }
    if (!any)
        return true;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        if (m->insts[i].opcode != SPVRT_OpFinishWritingNodePayloadAMDX)
            continue;
        uint32_t fi = function_of(p, i);
        if (fi != UINT32_MAX && reach[fi] == 1 &&
            !spvrt_val_report(v, RULE_AMDX_FINISH_WRITING_COALESCING, &m->insts[i], "%%%s is called by an entry "
                              "point with the CoalescingAMDX execution mode",
                              spvrt_val_id_name(v, m->insts[i].result, a)))
            return false;
    }
    return true;
}

/* ---- AMDX-043: enqueueing for itself needs MaxNodeRecursionAMDX ------------------- */

/* A string constant's text, or NULL (a specialization constant may change: NULL too). */
static const char *constant_string(const enqueue_pass *p, uint32_t id, size_t *length)
{
    const spvrt_instruction *d = def_of(p, id);
    if (!d || d->opcode != SPVRT_OpConstantStringAMDX || d->operand_count < 2)
        return NULL;
    return spvrt_operand_string(p->m, d, &spvrt_inst_operands(p->m, d)[1], length);
}

/* "MaxNodeRecursionAMDX must be specified if a shader re-enqueues itself, which takes place if that shader
 * allocates and enqueues a payload for the same node name and index": an allocation in the call tree of an
 * entry point whose constant node name (PayloadNodeNameAMDX, an OpConstantStringAMDX) is the entry point's
 * name, and whose constant index (PayloadNodeBaseIndexAMDX + Node Index) is the entry point's
 * ShaderIndexAMDX (0 when not declared).  (The client API may rename and re-index nodes: the module's own
 * names and indexes are what the module declares.) */
typedef struct self_candidate {
    uint32_t inst;      /* the OpAllocateNodePayloadsAMDX */
    const char *name;   /* its constant node name */
    size_t length;
    uint64_t index;     /* its constant PayloadNodeBaseIndexAMDX + Node Index */
} self_candidate;

/* Candidates ordered by name, then index, then position. */
static int compare_key(const char *name, size_t length, uint64_t index, const self_candidate *c)
{
    if (length != c->length)
        return length < c->length ? -1 : 1;
    int order = memcmp(name, c->name, length);
    if (order)
        return order;
    return index < c->index ? -1 : index > c->index;
}

static int compare_candidates(const void *a, const void *b)
{
    const self_candidate *x = a, *y = b;
    int order = compare_key(x->name, x->length, x->index, y);
    return order ? order : x->inst < y->inst ? -1 : x->inst > y->inst;
}

static bool check_recursion(enqueue_pass *p, uint32_t *reach, uint32_t *queue)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = p->m;
    char a[12], b[12];
    if (p->s.incomplete || !m->entry_point_count)
        return true;
    /* the allocations with a constant name and index, once */
    self_candidate *list = NULL;
    uint32_t count = 0, capacity = 0;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode != SPVRT_OpAllocateNodePayloadsAMDX)
            continue;
        uint32_t array = spvrt_val_pointee(v, inst->result_type, NULL), name_id, base_id;
        uint64_t base = 0, node_index;
        self_candidate c = {i, NULL, 0, 0};
        if (!array || !decoration_value(p, array, SPVRT_Decoration_PayloadNodeNameAMDX, &name_id) ||
            !(c.name = constant_string(p, name_id, &c.length)))
            continue;
        if (decoration_value(p, array, SPVRT_Decoration_PayloadNodeBaseIndexAMDX, &base_id) &&
            !spvrt_val_constant_u64(v, base_id, &base))
            continue;
        if (!spvrt_val_constant_u64(v, spvrt_val_word(v, inst, 5), &node_index))
            continue;
        c.index = base + node_index;
        if (!spvrt_grow(v->ctx, (void **)&list, &capacity, count + 1, sizeof *list))
            break;
        list[count++] = c;
    }
    if (count)
        qsort(list, count, sizeof *list, compare_candidates);
    bool go_on = true;
    for (uint32_t e = 0; go_on && count && e < m->entry_point_count; e++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[e]];
        uint32_t function = spvrt_val_word(v, ep, 2);
        if (ep->operand_count < 3 || find_mode(p, function, SPVRT_ExecutionMode_MaxNodeRecursionAMDX))
            continue;
        uint64_t own_index = 0;
        const spvrt_instruction *index_mode = find_mode(p, function, SPVRT_ExecutionMode_ShaderIndexAMDX);
        if (index_mode && !spvrt_val_constant_u64(v, spvrt_val_word(v, index_mode, 3), &own_index))
            continue;
        size_t name_length;
        const char *name = spvrt_operand_string(m, ep, &spvrt_inst_operands(m, ep)[2], &name_length);
        uint32_t fi = function_index_of_id(p, function);
        if (!name || fi == UINT32_MAX)
            continue;
        /* the first candidate for this entry point's own name and index (binary search) */
        uint32_t lo = 0, hi = count;
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo) / 2;
            if (compare_key(name, name_length, own_index, &list[mid]) > 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        bool tree_marked = false;
        for (uint32_t k = lo; k < count && compare_key(name, name_length, own_index, &list[k]) == 0; k++) {
            if (p->budget == 0) {
                go_on = false;
                break;
            }
            p->budget--;
            const self_candidate *c = &list[k];
            if (!tree_marked) {
                if (!mark_call_tree(p, fi, reach, e + 2, queue)) {
                    go_on = false;
                    break;
                }
                tree_marked = true;
            }
            uint32_t where = function_of(p, c->inst);
            if (where != UINT32_MAX && reach[where] == e + 2) {
                go_on = spvrt_val_report(v, RULE_AMDX_SELF_ENQUEUE_RECURSION, ep, "%%%s allocates payloads for its "
                                         "own node (\"%s\", index %llu) with %%%s but declares no "
                                         "MaxNodeRecursionAMDX", spvrt_val_id_name(v, function, a), name,
                                         (unsigned long long)own_index,
                                         spvrt_val_id_name(v, m->insts[c->inst].result, b));
                break;
            }
        }
    }
    spvrt_free(v->ctx, list);
    return go_on;
}

static void check_instructions(enqueue_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = p->m;
    uint32_t *queue = spvrt_alloc(v->ctx, ((size_t)m->inst_count + m->function_count + 1) * sizeof *queue);
    uint32_t *reach = spvrt_alloc_zero(v->ctx, (size_t)m->function_count + 1, sizeof *reach);
    if (!queue || !reach) {
        spvrt_free(v->ctx, queue);
        spvrt_free(v->ctx, reach);
        return;
    }
    memset(p->stamp, 0, (size_t)m->inst_count * sizeof *p->stamp);
    p->stamp_value = 0;
    bool ok = true;
    for (uint32_t i = 0; ok && i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpAllocateNodePayloadsAMDX: ok = check_allocate(p, inst); break;
        case SPVRT_OpEnqueueNodePayloadsAMDX: ok = check_enqueue(p, inst, queue); break;
        case SPVRT_OpNodePayloadArrayLengthAMDX: ok = check_length(p, inst, queue); break;
        case SPVRT_OpIsNodePayloadValidAMDX: ok = check_is_valid(p, inst); break;
        case SPVRT_OpFinishWritingNodePayloadAMDX: ok = check_finish_writing(p, inst); break;
        default: break;
        }
    }
    if (ok)
        ok = check_finish_writing_coalescing(p, reach, queue);
    if (ok)
        check_recursion(p, reach, queue);
    spvrt_free(v->ctx, queue);
    spvrt_free(v->ctx, reach);
}

/* ---- the pass -------------------------------------------------------------------- */

void spvrt_val_shader_enqueue(spvrt_validator *v)
{
    enqueue_pass p = {0};
    p.v = v;
    p.m = v->m;
    if (!uses_extension(&p))
        return;
    p.budget = 16ull * v->m->word_count + 65536;
    p.trace_budget = 16ull * v->m->word_count + 65536;
    bool ready = spvrt_interface_build(&p.s, v) && build_summaries(&p) && collect_modes(&p) &&
                 collect_function_modes(&p) && collect_entries(&p) && build_call_graph(&p);
    p.stamp = spvrt_alloc_zero(v->ctx, (size_t)v->m->inst_count + 1, sizeof *p.stamp);
    p.reported_047 = spvrt_alloc_zero(v->ctx, (size_t)v->m->inst_count + 1, sizeof *p.reported_047);
    p.struct_memo = spvrt_alloc_zero(v->ctx, (size_t)v->m->inst_count + 1, sizeof *p.struct_memo);
    if (ready && p.stamp && p.reported_047 && p.struct_memo) {
        check_decorations(&p);
        if (!v->stopped)
            check_entry_points(&p);
        if (!v->stopped)
            check_array_types(&p);
        if (!v->stopped)
            check_payload_layouts(&p);
        if (!v->stopped)
            check_instructions(&p);
    }
    spvrt_interface_free(&p.s);
    spvrt_idmap_free(&p.summary_of);
    spvrt_free(v->ctx, p.summaries);
    spvrt_free(v->ctx, p.struct_memo);
    spvrt_free(v->ctx, p.function_modes);
    spvrt_free(v->ctx, p.entries);
    spvrt_free(v->ctx, p.modes);
    spvrt_free(v->ctx, p.stamp);
    spvrt_free(v->ctx, p.reported_047);
    spvrt_free(v->ctx, p.callee_first);
    spvrt_free(v->ctx, p.callees);
    spvrt_free(v->ctx, p.site_first);
    spvrt_free(v->ctx, p.sites);
}
