/* Link validation: the rules over a set of modules meant for one pipeline or
 * one execution graph (RULES.md kind `link`), run once every module passed
 * validation on its own.
 *
 * Execution graphs (doc 004, VK_AMDX_shader_enqueue proposal): when some
 * module declares ShaderEnqueueAMDX, every GLCompute and MeshEXT entry point
 * of the set is a node, identified by its OpEntryPoint name and its
 * ShaderIndexAMDX execution mode (0 if absent) ("Graph Pipelines").  A node
 * enqueues payloads with OpAllocateNodePayloadsAMDX in its static call tree;
 * the payload-array type names the target (PayloadNodeNameAMDX) and its
 * index (PayloadNodeBaseIndexAMDX + Node Index, below
 * PayloadNodeArraySizeAMDX).  A node's input payload is its NodePayloadAMDX
 * interface variable (the element of an OpTypeNodePayloadArrayAMDX).
 * Payloads are compared by their explicit layout (Offset, ArrayStride,
 * MatrixStride): size, scalar members and member decorations at each offset.
 * Specialization constants take their default values.
 *
 * Graphics pipelines (doc 003 Standalone #42): ViewportMaskNV and
 * ViewportIndex are not both statically used by the vertex-processing
 * stages.
 *
 * Every walk is bounded: layouts by an entry count and a nesting depth, the
 * per-node call-tree walks, payload comparisons and graph edges by a shared
 * work budget (past it, the remaining checks are skipped: never a false
 * report). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"
#include "val.h"

#define LINK_WORK_BUDGET (1u << 26)
#define LAYOUT_MAX_ENTRIES 65536u
#define LAYOUT_MAX_DEPTH 64u
#define SHARED_INPUT_LIMIT 256u /* doc 004: "No more than 256 nodes in a graph can share the same input" */
#define INDEX_END (1ull << 32)  /* one past the largest node index */

/* A decoration of the module, sortable by target (and member; UINT32_MAX for OpDecorate*). */
typedef struct link_decoration {
    uint32_t target, member, inst;
} link_decoration;

/* One element of a payload's layout: a scalar (kind 1: opcode, width | signedness << 16) or a member
 * decoration (kind 2: decoration, first literal) at a byte offset. */
typedef struct layout_entry {
    uint64_t offset;
    uint32_t kind, a, b;
} layout_entry;

typedef struct payload_layout {
    bool known;
    bool track_finish; /* the payload structure is decorated TrackFinishWritingAMDX */
    uint64_t size;
    layout_entry *entries;
    uint32_t count, capacity;
} payload_layout;

typedef struct link_module {
    spvrt_validator v;            /* for reports (names, disassembly) and the type helpers */
    link_decoration *decorations; /* sorted */
    uint32_t decoration_count;
    link_decoration *modes; /* OpExecutionMode(Id): (entry-point function id, -, instruction), sorted */
    uint32_t mode_count;
    spvrt_idmap function_index;   /* function id -> index into m->functions */
    uint32_t *call_first, *calls; /* per function: the callees' function indices */
    uint32_t *alloc_first, *allocs; /* per function: its OpAllocateNodePayloadsAMDX instruction indices */
    uint32_t *stamp;              /* per function: the last walk that visited it */
    spvrt_idmap layout_of;        /* type id -> index into link_state.layouts + 1 */
    spvrt_idmap array_checked;    /* payload-array type ids AMDX-063 has checked -> 1 */
    bool enqueue;                 /* declares ShaderEnqueueAMDX */
} link_module;

typedef struct link_node {
    uint32_t module, entry; /* module index, OpEntryPoint instruction index */
    uint32_t function;      /* index into the module's functions, UINT32_MAX if none */
    uint32_t model;
    const char *name;
    uint64_t index;         /* INDEX_END if not a known constant */
    const spvrt_instruction *input; /* the NodePayloadAMDX interface variable, or NULL */
    uint32_t input_payload;         /* its payload type (the array's element), 0 if none */
    bool implicit_empty;            /* StaticNumWorkgroupsAMDX or CoalescingAMDX: an undeclared input is empty */
    const spvrt_instruction *recursion_mode;
    uint64_t recursion;             /* its depth, INDEX_END if unknown */
    const spvrt_instruction *shares_mode;
    const char *shares_name;
    uint64_t shares_index;
} link_node;

/* A payload array a node allocates (and enqueues): the target's name and index range [lo, hi). */
typedef struct link_output {
    uint32_t node, module, alloc, array_type; /* the enqueuing node and its module */
    const char *target;
    uint64_t lo, hi;
} link_output;

typedef struct link_state {
    spvrt_context *ctx;
    link_module *modules;
    uint32_t module_count;
    link_node *nodes;
    uint32_t node_count, node_capacity;
    uint32_t *by_name; /* node indices sorted by (name, index) */
    uint32_t *sharers; /* nodes declaring SharesInputWithAMDX, sorted by (shared name, shared index) */
    uint32_t sharer_count;
    link_output *outputs;
    uint32_t output_count, output_capacity;
    payload_layout *layouts;
    uint32_t layout_count, layout_capacity;
    uint64_t work;
    const spvrt_device_profile *profile; /* for AMDX-089, or NULL */
    uint32_t errors, max_errors;
    bool stopped, failed;
} link_state;

static bool over_budget(link_state *L, uint64_t cost)
{
    L->work += cost;
    return L->work > LINK_WORK_BUDGET;
}

/* Report in module `module`; false once max_errors is reached. */
static bool link_report(link_state *L, uint32_t module, spvrt_rule rule, const spvrt_instruction *inst,
                        const char *fmt, ...) SPVRT_PRINTF(5, 6);
static bool link_report(link_state *L, uint32_t module, spvrt_rule rule, const spvrt_instruction *inst,
                        const char *fmt, ...)
{
    if (L->stopped)
        return false;
    char message[700];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    spvrt_val_report(&L->modules[module].v, rule, inst, "%s", message);
    L->errors++;
    if (L->max_errors && L->errors >= L->max_errors)
        L->stopped = true;
    return !L->stopped;
}

/* qsort, but for an empty list (whose pointer may be NULL) */
static void sort_list(void *list, uint32_t count, size_t size, int (*compare)(const void *, const void *))
{
    if (count > 1)
        qsort(list, count, size, compare);
}

/* ---- module facts ------------------------------------------------------------- */

static int compare_decorations(const void *a, const void *b)
{
    const link_decoration *x = a, *y = b;
    if (x->target != y->target)
        return x->target < y->target ? -1 : 1;
    if (x->member != y->member)
        return x->member < y->member ? -1 : 1;
    return x->inst < y->inst ? -1 : x->inst > y->inst;
}

/* The first decoration of (target, member), as an index into lm->decorations (past the end if none). */
static uint32_t first_decoration(const link_module *lm, uint32_t target, uint32_t member)
{
    uint32_t lo = 0, hi = lm->decoration_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const link_decoration *d = &lm->decorations[mid];
        if (d->target < target || (d->target == target && d->member < member))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The decoration instruction giving `decoration` to (target, member), or NULL. */
static const spvrt_instruction *find_decoration(const link_module *lm, uint32_t target, uint32_t member,
                                                uint32_t decoration)
{
    const spvrt_module *m = lm->v.m;
    uint32_t word = member == UINT32_MAX ? 2 : 3; /* the decoration's word */
    for (uint32_t k = first_decoration(lm, target, member);
         k < lm->decoration_count && lm->decorations[k].target == target && lm->decorations[k].member == member;
         k++) {
        const spvrt_instruction *d = &m->insts[lm->decorations[k].inst];
        if (spvrt_val_word(&lm->v, d, word) == decoration)
            return d;
    }
    return NULL;
}

/* An integer (specialization) constant's value (a specialization constant's default), or false. */
static bool constant_value(const link_module *lm, uint32_t id, uint64_t *value)
{
    const spvrt_instruction *def = spvrt_module_def(lm->v.m, id);
    if (!def || (def->opcode != SPVRT_OpConstant && def->opcode != SPVRT_OpSpecConstant) || def->word_count < 4)
        return false;
    const spvrt_instruction *t = spvrt_val_type(&lm->v, def->result_type);
    if (!t || t->opcode != SPVRT_OpTypeInt)
        return false;
    uint32_t width = spvrt_val_word(&lm->v, t, 2);
    uint64_t low = spvrt_val_word(&lm->v, def, 3);
    if (width > 32 && def->word_count >= 5)
        low |= (uint64_t)spvrt_val_word(&lm->v, def, 4) << 32;
    else if (width < 32 && width > 0)
        low &= (1ull << width) - 1;
    *value = low;
    return true;
}

/* The string of an OpConstantStringAMDX / OpSpecConstantStringAMDX (its default), or NULL. */
static const char *constant_string(const link_module *lm, uint32_t id)
{
    const spvrt_module *m = lm->v.m;
    const spvrt_instruction *def = spvrt_module_def(m, id);
    if (!def || (def->opcode != SPVRT_OpConstantStringAMDX && def->opcode != SPVRT_OpSpecConstantStringAMDX))
        return NULL;
    const spvrt_operand *ops = spvrt_inst_operands(m, def);
    for (uint32_t k = 0; k < def->operand_count; k++)
        if (ops[k].kind == SPVRT_KIND_LiteralString) {
            /* NUL-terminated in the words on a little-endian host; elsewhere the string is copied: skip */
            const char *s = (const char *)(spvrt_inst_words(m, def) + ops[k].offset);
            size_t length;
            return spvrt_operand_string(m, def, &ops[k], &length) == s ? s : NULL;
        }
    return NULL;
}

/* Decorations, execution modes, the call graph and the allocations of each function. */
static bool module_facts(link_state *L, link_module *lm)
{
    const spvrt_module *m = lm->v.m;
    spvrt_context *ctx = L->ctx;
    lm->decorations = spvrt_alloc(ctx, ((size_t)m->decoration_count + 1) * sizeof *lm->decorations);
    uint32_t n = m->function_count;
    lm->call_first = spvrt_alloc_zero(ctx, (size_t)n + 1, sizeof(uint32_t));
    lm->alloc_first = spvrt_alloc_zero(ctx, (size_t)n + 1, sizeof(uint32_t));
    lm->stamp = spvrt_alloc_zero(ctx, (size_t)n + 1, sizeof(uint32_t));
    if (!lm->decorations || !lm->call_first || !lm->alloc_first || !lm->stamp ||
        !spvrt_idmap_init_growable(&lm->function_index, ctx, UINT32_MAX) ||
        !spvrt_idmap_init_growable(&lm->layout_of, ctx, 0) || !spvrt_idmap_init_growable(&lm->array_checked, ctx, 0))
        return false;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *d = &m->insts[m->decorations[k]];
        bool member = d->opcode == SPVRT_OpMemberDecorate || d->opcode == SPVRT_OpMemberDecorateString;
        if (!member && d->opcode != SPVRT_OpDecorate && d->opcode != SPVRT_OpDecorateId &&
            d->opcode != SPVRT_OpDecorateString)
            continue; /* decoration groups are not followed: a payload decorated through one is left unchecked */
        if (d->word_count < (member ? 4u : 3u))
            continue;
        lm->decorations[lm->decoration_count++] =
            (link_decoration){spvrt_val_word(&lm->v, d, 1), member ? spvrt_val_word(&lm->v, d, 2) : UINT32_MAX,
                              m->decorations[k]};
    }
    sort_list(lm->decorations, lm->decoration_count, sizeof *lm->decorations, compare_decorations);
    for (uint32_t i = 0; i < n; i++)
        if (!spvrt_idmap_set(&lm->function_index, m->insts[m->functions[i]].result, i))
            return false;
    uint32_t mode_capacity = 0, call_capacity = 0, alloc_capacity = 0, call_count = 0, alloc_count = 0;
    uint32_t function = UINT32_MAX;
    for (uint32_t k = 0; k < m->inst_count; k++) {
        const spvrt_instruction *inst = &m->insts[k];
        switch (inst->opcode) {
        case SPVRT_OpCapability:
            if (spvrt_val_word(&lm->v, inst, 1) == SPVRT_Capability_ShaderEnqueueAMDX)
                lm->enqueue = true;
            break;
        case SPVRT_OpExecutionMode:
        case SPVRT_OpExecutionModeId:
            if (!spvrt_grow(ctx, (void **)&lm->modes, &mode_capacity, lm->mode_count + 1, sizeof *lm->modes))
                return false;
            lm->modes[lm->mode_count++] = (link_decoration){spvrt_val_word(&lm->v, inst, 1), 0, k};
            break;
        case SPVRT_OpFunction:
            /* the functions are in m->functions in order; record where each one's calls and allocations start */
            function = function == UINT32_MAX ? 0 : function + 1;
            if (function < n) {
                lm->call_first[function] = call_count;
                lm->alloc_first[function] = alloc_count;
            }
            break;
        case SPVRT_OpFunctionCall: {
            uint32_t callee = spvrt_idmap_get(&lm->function_index, spvrt_val_word(&lm->v, inst, 3));
            if (function >= n || callee == UINT32_MAX)
                break;
            if (!spvrt_grow(ctx, (void **)&lm->calls, &call_capacity, call_count + 1, sizeof(uint32_t)))
                return false;
            lm->calls[call_count++] = callee;
            break;
        }
        case SPVRT_OpAllocateNodePayloadsAMDX:
            if (function >= n)
                break;
            if (!spvrt_grow(ctx, (void **)&lm->allocs, &alloc_capacity, alloc_count + 1, sizeof(uint32_t)))
                return false;
            lm->allocs[alloc_count++] = k;
            break;
        default: break;
        }
    }
    for (uint32_t i = (function == UINT32_MAX ? 0 : function + 1); i <= n; i++) {
        lm->call_first[i] = call_count;
        lm->alloc_first[i] = alloc_count;
    }
    sort_list(lm->modes, lm->mode_count, sizeof *lm->modes, compare_decorations);
    return true;
}

/* The execution-mode instruction `mode` of an entry-point function, or NULL. */
static const spvrt_instruction *find_mode(const link_module *lm, uint32_t function_id, uint32_t mode)
{
    uint32_t lo = 0, hi = lm->mode_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (lm->modes[mid].target < function_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < lm->mode_count && lm->modes[lo].target == function_id; lo++) {
        const spvrt_instruction *inst = &lm->v.m->insts[lm->modes[lo].inst];
        if (spvrt_val_word(&lm->v, inst, 2) == mode)
            return inst;
    }
    return NULL;
}

/* ---- payload layouts (doc 004 "Dispatch a graph": explicit Offset and ArrayStride) ------------------- */

static bool add_entry(link_state *L, payload_layout *p, uint64_t offset, uint32_t kind, uint32_t a, uint32_t b)
{
    if (p->count >= LAYOUT_MAX_ENTRIES || over_budget(L, 1))
        return false;
    if (!spvrt_grow(L->ctx, (void **)&p->entries, &p->capacity, p->count + 1, sizeof *p->entries)) {
        L->failed = true;
        return false;
    }
    p->entries[p->count++] = (layout_entry){offset, kind, a, b};
    return true;
}

/* Decorations that describe a member's layout, precision or the shader's own access, not the payload's meaning:
 * left out of the AMDX-004/AMDX-007 comparison. */
static bool layout_or_access_decoration(uint32_t decoration)
{
    switch (decoration) {
    case SPVRT_Decoration_Offset:
    case SPVRT_Decoration_ArrayStride:
    case SPVRT_Decoration_MatrixStride:
    case SPVRT_Decoration_RowMajor:
    case SPVRT_Decoration_ColMajor:
    case SPVRT_Decoration_RelaxedPrecision:
    case SPVRT_Decoration_NonWritable:
    case SPVRT_Decoration_NonReadable:
    case SPVRT_Decoration_Coherent:
    case SPVRT_Decoration_Volatile:
    case SPVRT_Decoration_Restrict:
    case SPVRT_Decoration_Aliased:
    case SPVRT_Decoration_UserSemantic:
    case SPVRT_Decoration_UserTypeGOOGLE: return true;
    default: return false;
    }
}

/* Lay type_id out at offset into p; *size gets its size (the end of its last byte).  matrix_stride and
 * row_major come from the enclosing member.  False when the layout is not explicit or too big to compare. */
static bool lay_out(link_state *L, const link_module *lm, payload_layout *p, uint32_t type_id, uint64_t offset,
                    uint32_t matrix_stride, bool row_major, uint32_t depth, uint64_t *size)
{
    const spvrt_validator *v = &lm->v;
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    if (!t || depth > LAYOUT_MAX_DEPTH || offset > (1ull << 40) || over_budget(L, 1))
        return false;
    switch (t->opcode) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: {
        uint32_t width = spvrt_val_word(v, t, 2);
        if (width == 0 || width % 8 != 0 || width > 64)
            return false;
        uint32_t signedness = t->opcode == SPVRT_OpTypeInt ? spvrt_val_word(v, t, 3) : 0;
        *size = width / 8;
        return add_entry(L, p, offset, 1, t->opcode, width | signedness << 16);
    }
    case SPVRT_OpTypeVector: {
        uint32_t count = spvrt_val_word(v, t, 3);
        uint32_t component = spvrt_val_word(v, t, 2);
        uint64_t component_size = 0;
        if (count == 0 || count > 16 || spvrt_val_type_opcode(v, component) == SPVRT_OpTypeVector)
            return false;
        for (uint32_t k = 0; k < count; k++)
            if (!lay_out(L, lm, p, component, offset + k * component_size, 0, false, depth + 1, &component_size))
                return false;
        *size = count * component_size;
        return true;
    }
    case SPVRT_OpTypeMatrix: {
        uint32_t columns = spvrt_val_word(v, t, 3);
        const spvrt_instruction *column = spvrt_val_type(v, spvrt_val_word(v, t, 2));
        if (matrix_stride == 0 || columns == 0 || columns > 16 || !column || column->opcode != SPVRT_OpTypeVector)
            return false;
        uint32_t rows = spvrt_val_word(v, column, 3), scalar = spvrt_val_word(v, column, 2);
        uint64_t scalar_size = 0, end = 0;
        if (rows == 0 || rows > 16)
            return false;
        for (uint32_t c = 0; c < columns; c++)
            for (uint32_t r = 0; r < rows; r++) {
                /* column-major: a column every MatrixStride bytes; row-major: a row every MatrixStride bytes */
                uint64_t at = row_major ? (uint64_t)r * matrix_stride + c * scalar_size
                                        : (uint64_t)c * matrix_stride + r * scalar_size;
                if (!lay_out(L, lm, p, scalar, offset + at, 0, false, depth + 1, &scalar_size))
                    return false; /* the first scalar (at 0) tells the scalar size the others use */
                if (at + scalar_size > end)
                    end = at + scalar_size;
            }
        *size = end;
        return true;
    }
    case SPVRT_OpTypeArray: {
        uint64_t length;
        const spvrt_instruction *stride = find_decoration(lm, type_id, UINT32_MAX, SPVRT_Decoration_ArrayStride);
        if (!stride || !constant_value(lm, spvrt_val_word(v, t, 3), &length) || length == 0 ||
            length > LAYOUT_MAX_ENTRIES)
            return false;
        uint64_t step = spvrt_val_word(v, stride, 3), element_size = 0;
        for (uint64_t k = 0; k < length; k++)
            if (!lay_out(L, lm, p, spvrt_val_word(v, t, 2), offset + k * step, matrix_stride, row_major, depth + 1,
                         &element_size))
                return false;
        *size = (length - 1) * step + element_size;
        return true;
    }
    case SPVRT_OpTypeStruct: {
        uint64_t end = 0;
        for (uint32_t k = 0; k + 2 < t->word_count; k++) {
            const spvrt_instruction *at = find_decoration(lm, type_id, k, SPVRT_Decoration_Offset);
            if (!at)
                return false;
            uint64_t member_offset = offset + spvrt_val_word(v, at, 4), member_size = 0;
            const spvrt_instruction *stride = find_decoration(lm, type_id, k, SPVRT_Decoration_MatrixStride);
            bool member_row_major = find_decoration(lm, type_id, k, SPVRT_Decoration_RowMajor) != NULL;
            /* the member's decorations that carry meaning, at its offset */
            for (uint32_t d = first_decoration(lm, type_id, k);
                 d < lm->decoration_count && lm->decorations[d].target == type_id && lm->decorations[d].member == k;
                 d++) {
                const spvrt_instruction *dec = &lm->v.m->insts[lm->decorations[d].inst];
                uint32_t which = spvrt_val_word(v, dec, 3);
                if (dec->opcode == SPVRT_OpMemberDecorate && !layout_or_access_decoration(which) &&
                    !add_entry(L, p, member_offset, 2, which, spvrt_val_word(v, dec, 4)))
                    return false;
            }
            if (!lay_out(L, lm, p, spvrt_val_word(v, t, 2 + k), member_offset,
                         stride ? spvrt_val_word(v, stride, 4) : 0, member_row_major, depth + 1, &member_size))
                return false;
            if (member_offset - offset + member_size > end)
                end = member_offset - offset + member_size;
        }
        *size = end;
        return true;
    }
    default: return false; /* booleans, pointers, runtime arrays, opaque types: no comparable layout */
    }
}

static int compare_entries(const void *a, const void *b)
{
    const layout_entry *x = a, *y = b;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    if (x->a != y->a)
        return x->a < y->a ? -1 : 1;
    return x->b < y->b ? -1 : x->b > y->b;
}

/* The layout of a payload type of module lm (computed once), or NULL when out of memory. */
static const payload_layout *payload_of(link_state *L, link_module *lm, uint32_t type_id)
{
    uint32_t known = spvrt_idmap_get(&lm->layout_of, type_id);
    if (known)
        return &L->layouts[known - 1];
    if (!spvrt_grow(L->ctx, (void **)&L->layouts, &L->layout_capacity, L->layout_count + 1, sizeof *L->layouts) ||
        !spvrt_idmap_set(&lm->layout_of, type_id, L->layout_count + 1)) {
        L->failed = true;
        return NULL;
    }
    payload_layout *p = &L->layouts[L->layout_count++];
    memset(p, 0, sizeof *p);
    p->known = lay_out(L, lm, p, type_id, 0, 0, false, 0, &p->size);
    if (p->known)
        sort_list(p->entries, p->count, sizeof *p->entries, compare_entries);
    p->track_finish = find_decoration(lm, type_id, UINT32_MAX, SPVRT_Decoration_TrackFinishWritingAMDX) != NULL;
    return p;
}

/* The payload a node without a declared input receives (doc 004 "Dispatch a graph"): empty with
 * StaticNumWorkgroupsAMDX or CoalescingAMDX, else a structure of one vector of three 32-bit unsigned integers
 * (the dispatch size, as a PayloadDispatchIndirectAMDX member would give it). */
static const payload_layout *implicit_payload(bool empty)
{
    static const layout_entry dispatch_size[] = {
        {0, 1, SPVRT_OpTypeInt, 32}, {0, 2, SPVRT_Decoration_PayloadDispatchIndirectAMDX, 0},
        {4, 1, SPVRT_OpTypeInt, 32}, {8, 1, SPVRT_OpTypeInt, 32}};
    static const payload_layout none = {true, false, 0, NULL, 0, 0};
    static const payload_layout grid = {true, false, 12, (layout_entry *)dispatch_size, 4, 4};
    return empty ? &none : &grid;
}

/* The expected input payload of a node: declared or implicit. */
static const payload_layout *input_of(link_state *L, const link_node *n)
{
    if (n->input_payload)
        return payload_of(L, &L->modules[n->module], n->input_payload);
    return implicit_payload(n->implicit_empty);
}

static bool same_layout(const payload_layout *a, const payload_layout *b)
{
    if (a->size != b->size || a->count != b->count || a->track_finish != b->track_finish)
        return false;
    for (uint32_t k = 0; k < a->count; k++) /* entry by entry: memcmp would compare padding */
        if (compare_entries(&a->entries[k], &b->entries[k]) != 0)
            return false;
    return true;
}

/* AMDX-007: the first member decoration one payload has at an offset below `end` and the other lacks, or NULL. */
static const layout_entry *decoration_difference(const payload_layout *a, const payload_layout *b, uint64_t end)
{
    for (int pass = 0; pass < 2; pass++) {
        const payload_layout *x = pass ? b : a, *y = pass ? a : b;
        uint32_t j = 0;
        for (uint32_t i = 0; i < x->count; i++) {
            const layout_entry *e = &x->entries[i];
            if (e->kind != 2 || e->offset >= end)
                continue;
            while (j < y->count && compare_entries(&y->entries[j], e) < 0)
                j++;
            if (j >= y->count || compare_entries(&y->entries[j], e) != 0)
                return e;
        }
    }
    return NULL;
}

/* ---- nodes and what they enqueue ------------------------------------------------------------ */

static int compare_names(const char *a, uint64_t a_index, const char *b, uint64_t b_index)
{
    int c = strcmp(a, b);
    if (c)
        return c;
    return a_index < b_index ? -1 : a_index > b_index;
}

/* A node's sort key: (name, index), then its place (module, node) for a stable order. */
typedef struct link_key {
    const char *name;
    uint64_t index;
    uint32_t module, node;
} link_key;

static int compare_keys(const void *a, const void *b)
{
    const link_key *x = a, *y = b;
    int c = compare_names(x->name, x->index, y->name, y->index);
    if (c)
        return c;
    if (x->module != y->module)
        return x->module < y->module ? -1 : 1;
    return x->node < y->node ? -1 : x->node > y->node;
}

/* Sort node indices by their keys (qsort's comparator sees only the keys: no shared state). */
static bool sort_nodes(link_state *L, uint32_t *list, uint32_t count, bool shared)
{
    link_key *keys = spvrt_alloc(L->ctx, ((size_t)count + 1) * sizeof *keys);
    if (!keys)
        return false;
    for (uint32_t k = 0; k < count; k++) {
        const link_node *n = &L->nodes[list[k]];
        keys[k] = (link_key){shared ? n->shares_name : n->name, shared ? n->shares_index : n->index, n->module,
                             list[k]};
    }
    sort_list(keys, count, sizeof *keys, compare_keys);
    for (uint32_t k = 0; k < count; k++)
        list[k] = keys[k].node;
    spvrt_free(L->ctx, keys);
    return true;
}

/* The first position in L->by_name (or L->sharers, shared) of a node at or after (name, index). */
static uint32_t lower_bound(const link_state *L, const uint32_t *list, uint32_t count, bool shared,
                            const char *name, uint64_t index)
{
    uint32_t lo = 0, hi = count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const link_node *n = &L->nodes[list[mid]];
        if (shared ? compare_names(n->shares_name, n->shares_index, name, index) < 0
                   : compare_names(n->name, n->index, name, index) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The node (name, index) of the graph (the first, if several), or UINT32_MAX. */
static uint32_t node_named(const link_state *L, const char *name, uint64_t index)
{
    uint32_t k = lower_bound(L, L->by_name, L->node_count, false, name, index);
    if (k < L->node_count) {
        const link_node *n = &L->nodes[L->by_name[k]];
        if (n->index == index && strcmp(n->name, name) == 0)
            return L->by_name[k];
    }
    return UINT32_MAX;
}

/* One node per GLCompute / MeshEXT entry point (doc 004 "Graph Pipelines": pStages are GLCompute; graphics
 * pipelines in the graph are mesh pipelines, "the node is defined by the first shader"). */
static bool collect_nodes(link_state *L, uint32_t module)
{
    link_module *lm = &L->modules[module];
    const spvrt_module *m = lm->v.m;
    for (uint32_t k = 0; k < m->entry_point_count; k++) {
        const spvrt_instruction *entry = &m->insts[m->entry_points[k]];
        uint32_t model = spvrt_val_word(&lm->v, entry, 1);
        if ((model != SPVRT_ExecutionModel_GLCompute && model != SPVRT_ExecutionModel_MeshEXT) ||
            entry->operand_count < 3)
            continue;
        const spvrt_operand *ops = spvrt_inst_operands(m, entry);
        const char *name = (const char *)(spvrt_inst_words(m, entry) + ops[2].offset);
        size_t length;
        if (spvrt_operand_string(m, entry, &ops[2], &length) != name)
            continue; /* copied (big-endian host): not kept */
        if (!spvrt_grow(L->ctx, (void **)&L->nodes, &L->node_capacity, L->node_count + 1, sizeof *L->nodes))
            return false;
        link_node *n = &L->nodes[L->node_count++];
        memset(n, 0, sizeof *n);
        uint32_t function_id = spvrt_val_word(&lm->v, entry, 2);
        n->module = module;
        n->entry = m->entry_points[k];
        n->function = spvrt_idmap_get(&lm->function_index, function_id);
        n->model = model;
        n->name = name;
        /* "the original index is used, either as specified by the ShaderIndexAMDX Execution Mode, or 0" */
        const spvrt_instruction *mode = find_mode(lm, function_id, SPVRT_ExecutionMode_ShaderIndexAMDX);
        if (mode && (!constant_value(lm, spvrt_val_word(&lm->v, mode, 3), &n->index) || n->index >= INDEX_END))
            n->index = INDEX_END;
        n->implicit_empty = find_mode(lm, function_id, SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX) ||
                            find_mode(lm, function_id, SPVRT_ExecutionMode_CoalescingAMDX);
        n->recursion_mode = find_mode(lm, function_id, SPVRT_ExecutionMode_MaxNodeRecursionAMDX);
        n->recursion = INDEX_END;
        if (n->recursion_mode)
            constant_value(lm, spvrt_val_word(&lm->v, n->recursion_mode, 3), &n->recursion);
        n->shares_mode = find_mode(lm, function_id, SPVRT_ExecutionMode_SharesInputWithAMDX);
        if (n->shares_mode) {
            n->shares_name = constant_string(lm, spvrt_val_word(&lm->v, n->shares_mode, 3));
            if (!constant_value(lm, spvrt_val_word(&lm->v, n->shares_mode, 4), &n->shares_index) ||
                n->shares_index >= INDEX_END)
                n->shares_index = INDEX_END;
        }
        /* the input payload: the entry point's NodePayloadAMDX interface variable (doc 004: one at most) */
        for (uint32_t i = 3; i < entry->operand_count && !n->input; i++) {
            const spvrt_instruction *var = spvrt_module_def(m, spvrt_inst_words(m, entry)[ops[i].offset]);
            uint32_t storage = 0;
            uint32_t pointee = var && var->opcode == SPVRT_OpVariable
                                   ? spvrt_val_pointee(&lm->v, var->result_type, &storage) : 0;
            if (!pointee || storage != SPVRT_StorageClass_NodePayloadAMDX)
                continue;
            n->input = var;
            const spvrt_instruction *t = spvrt_val_type(&lm->v, pointee);
            n->input_payload = t && t->opcode == SPVRT_OpTypeNodePayloadArrayAMDX ? spvrt_val_word(&lm->v, t, 2)
                                                                                    : pointee;
        }
    }
    return true;
}

/* The payload arrays a node allocates in its static call tree (doc 004 OpAllocateNodePayloadsAMDX: "for the
 * node identified by the Node Name in the PayloadNodeNameAMDX decoration on Result Type, with an index equal
 * to the sum of its PayloadNodeBaseIndexAMDX decoration (if present) and Node Index"). */
static bool collect_outputs(link_state *L, uint32_t node_index, uint32_t *stack)
{
    const link_node *node = &L->nodes[node_index];
    link_module *lm = &L->modules[node->module];
    const spvrt_module *m = lm->v.m;
    if (node->function == UINT32_MAX)
        return true;
    uint32_t depth = 0, stamp = node_index + 1;
    stack[depth++] = node->function;
    lm->stamp[node->function] = stamp;
    while (depth > 0) {
        uint32_t f = stack[--depth];
        if (over_budget(L, 1 + lm->call_first[f + 1] - lm->call_first[f]))
            return false;
        for (uint32_t c = lm->call_first[f]; c < lm->call_first[f + 1]; c++)
            if (lm->stamp[lm->calls[c]] != stamp) {
                lm->stamp[lm->calls[c]] = stamp;
                stack[depth++] = lm->calls[c]; /* each function is pushed once: the stack holds function_count */
            }
        for (uint32_t a = lm->alloc_first[f]; a < lm->alloc_first[f + 1]; a++) {
            const spvrt_instruction *alloc = &m->insts[lm->allocs[a]];
            uint32_t array_type = spvrt_val_pointee(&lm->v, alloc->result_type, NULL);
            const spvrt_instruction *named =
                find_decoration(lm, array_type, UINT32_MAX, SPVRT_Decoration_PayloadNodeNameAMDX);
            const char *target = named ? constant_string(lm, spvrt_val_word(&lm->v, named, 3)) : NULL;
            if (!target || spvrt_val_type_opcode(&lm->v, array_type) != SPVRT_OpTypeNodePayloadArrayAMDX)
                continue;
            uint64_t base = 0, size = INDEX_END, index;
            const spvrt_instruction *b =
                find_decoration(lm, array_type, UINT32_MAX, SPVRT_Decoration_PayloadNodeBaseIndexAMDX);
            const spvrt_instruction *s =
                find_decoration(lm, array_type, UINT32_MAX, SPVRT_Decoration_PayloadNodeArraySizeAMDX);
            link_output out = {node_index, node->module, lm->allocs[a], array_type, target, 0, INDEX_END};
            if (b && !constant_value(lm, spvrt_val_word(&lm->v, b, 3), &base))
                base = INDEX_END; /* unknown: any index */
            if (s && (!constant_value(lm, spvrt_val_word(&lm->v, s, 3), &size) || size > INDEX_END))
                size = INDEX_END;
            if (base < INDEX_END) {
                if (constant_value(lm, spvrt_val_word(&lm->v, alloc, 5), &index)) {
                    out.lo = base + index;
                    out.hi = out.lo + 1;
                } else {
                    /* PayloadNodeArraySizeAMDX bounds the index "including the base index offset" */
                    out.lo = base;
                    out.hi = size > base ? size : base;
                }
            }
            if (!spvrt_grow(L->ctx, (void **)&L->outputs, &L->output_capacity, L->output_count + 1,
                            sizeof *L->outputs))
                return L->failed = true, false;
            L->outputs[L->output_count++] = out;
        }
    }
    return true;
}

/* ---- the graph rules ------------------------------------------------------------------------- */

static const char *model_name(uint32_t model)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, model);
}

/* AMDX-005 and AMDX-004 (doc 004 "Graph Pipelines"): "Shaders with the same name and different indexes must
 * consume identical payloads and have the same execution model.  Shaders with the same name in an execution
 * graph pipeline must have unique indexes." */
static bool check_names(link_state *L)
{
    for (uint32_t k = 1; k < L->node_count; k++) {
        const link_node *n = &L->nodes[L->by_name[k]], *prev = &L->nodes[L->by_name[k - 1]];
        if (strcmp(n->name, prev->name) != 0 || n->index == INDEX_END)
            continue;
        const spvrt_instruction *entry = &L->modules[n->module].v.m->insts[n->entry];
        if (n->index == prev->index) {
            if (!link_report(L, n->module, RULE_AMDX_LINK_UNIQUE_INDEX, entry,
                             "node \"%s\" index %llu is also the %s entry point of module %u", n->name,
                             (unsigned long long)n->index, model_name(prev->model), prev->module))
                return false;
            continue;
        }
        /* compare with the first node of the name */
        uint32_t first = lower_bound(L, L->by_name, L->node_count, false, n->name, 0);
        const link_node *f = &L->nodes[L->by_name[first]];
        if (f->model != n->model) {
            if (!link_report(L, n->module, RULE_AMDX_LINK_SAME_NAME_PAYLOADS, entry,
                             "node \"%s\" index %llu is a %s entry point, node \"%s\" index %llu (module %u) a %s "
                             "one", n->name, (unsigned long long)n->index, model_name(n->model), f->name,
                             (unsigned long long)f->index, f->module, model_name(f->model)))
                return false;
            continue;
        }
        const payload_layout *a = input_of(L, n), *b = input_of(L, f);
        if (!a || !b)
            return false;
        if (a->known && b->known && !same_layout(a, b) && !over_budget(L, a->count))
            if (!link_report(L, n->module, RULE_AMDX_LINK_SAME_NAME_PAYLOADS, entry,
                             "node \"%s\" index %llu consumes a payload of %llu bytes%s, node \"%s\" index %llu "
                             "(module %u) a different one (%llu bytes%s): nodes of one name consume identical "
                             "payloads", n->name, (unsigned long long)n->index, (unsigned long long)a->size,
                             n->input_payload ? "" : " (implicit)", f->name, (unsigned long long)f->index,
                             f->module, (unsigned long long)b->size, f->input_payload ? "" : " (implicit)"))
                return false;
    }
    return true;
}

/* The payload compatibility of one allocation with one receiving node: AMDX-006, AMDX-021, AMDX-007,
 * AMDX-067. */
static bool check_payload(link_state *L, const link_output *out, const link_node *target)
{
    link_module *lm = &L->modules[L->nodes[out->node].module];
    const spvrt_instruction *alloc = &lm->v.m->insts[out->alloc];
    const spvrt_instruction *array = spvrt_val_type(&lm->v, out->array_type);
    uint32_t payload = array ? spvrt_val_word(&lm->v, array, 2) : 0;
    const payload_layout *sent = payload_of(L, lm, payload), *received = input_of(L, target);
    if (!sent || !received)
        return false;
    char scratch[12];
    /* AMDX-067 (TrackFinishWritingAMDX): "If the payload enqueued for a node is using a structure decorated
     * with this value, the input payload in the NodePayloadAMDX storage class in the receiving node must use a
     * structure decorated with it as well." */
    if (sent->track_finish && !(target->input_payload && received->track_finish) &&
        !link_report(L, L->nodes[out->node].module, RULE_AMDX_LINK_TRACK_FINISH_WRITING, alloc,
                     "payload %%%s is decorated TrackFinishWritingAMDX, but the input payload of node \"%s\" "
                     "index %llu (module %u) %s", spvrt_val_id_name(&lm->v, payload, scratch), target->name,
                     (unsigned long long)target->index, target->module,
                     target->input_payload ? "is not" : "is not declared"))
        return false;
    if (!sent->known || !received->known || over_budget(L, sent->count + received->count))
        return true;
    /* AMDX-006 ("Graph Pipelines"): "any declared input payload for the dispatched node must be less than or
     * equal to the size of the output payload in the dispatching node" */
    if (target->input_payload && received->size > sent->size)
        return link_report(L, L->nodes[out->node].module, RULE_AMDX_LINK_INPUT_NOT_LARGER, alloc,
                           "payload %%%s has %llu bytes, but node \"%s\" index %llu (module %u) declares an input "
                           "payload of %llu bytes", spvrt_val_id_name(&lm->v, payload, scratch),
                           (unsigned long long)sent->size, target->name, (unsigned long long)target->index,
                           target->module, (unsigned long long)received->size);
    /* AMDX-021 ("Dispatch a graph"): "the output payload definition must have the same size as the expected
     * input" (the implicit one for a node that declares none) */
    if (received->size != sent->size &&
        !link_report(L, L->nodes[out->node].module, RULE_AMDX_LINK_PAYLOAD_SIZE, alloc,
                     "payload %%%s has %llu bytes, but node \"%s\" index %llu (module %u) expects %s%llu bytes",
                     spvrt_val_id_name(&lm->v, payload, scratch), (unsigned long long)sent->size, target->name,
                     (unsigned long long)target->index, target->module,
                     target->input_payload ? "" : "(no input declared: the implicit payload) ",
                     (unsigned long long)received->size))
        return false;
    /* AMDX-007 ("Graph Pipelines"): "if an input payload is declared in the dispatched shader, the input and
     * output payloads must specify members with the same decorations at the same offsets" */
    if (!target->input_payload)
        return true;
    const layout_entry *d = decoration_difference(sent, received, sent->size < received->size ? sent->size
                                                                                            : received->size);
    if (d)
        return link_report(L, L->nodes[out->node].module, RULE_AMDX_LINK_PAYLOAD_DECORATIONS, alloc,
                           "payload %%%s and the input payload of node \"%s\" index %llu (module %u) differ in "
                           "decoration %s at offset %llu", spvrt_val_id_name(&lm->v, payload, scratch),
                           target->name, (unsigned long long)target->index, target->module,
                           spvrt_val_enumerant_name(SPVRT_KIND_Decoration, d->a), (unsigned long long)d->offset);
    return true;
}

static int compare_outputs(const void *a, const void *b)
{
    const link_output *x = a, *y = b;
    if (x->module != y->module)
        return x->module < y->module ? -1 : 1;
    return x->alloc < y->alloc ? -1 : x->alloc > y->alloc;
}

/* Each allocation once (several nodes may reach it): its payload against every node it can reach, and
 * AMDX-063 for its type. */
static bool check_outputs(link_state *L)
{
    for (uint32_t k = 0; k < L->output_count; k++) {
        const link_output *out = &L->outputs[k];
        uint32_t module = L->nodes[out->node].module;
        if (k > 0 && L->nodes[L->outputs[k - 1].node].module == module && L->outputs[k - 1].alloc == out->alloc)
            continue;
        for (uint32_t i = lower_bound(L, L->by_name, L->node_count, false, out->target, out->lo);
             i < L->node_count; i++) {
            const link_node *t = &L->nodes[L->by_name[i]];
            if (strcmp(t->name, out->target) != 0 || t->index >= out->hi)
                break;
            if (over_budget(L, 1) || !check_payload(L, out, t))
                return !L->stopped && !L->failed;
            /* the nodes sharing its input are dispatched with the same payload (SharesInputWithAMDX) */
            for (uint32_t s = lower_bound(L, L->sharers, L->sharer_count, true, t->name, t->index);
                 s < L->sharer_count; s++) {
                const link_node *sharer = &L->nodes[L->sharers[s]];
                if (sharer->shares_index != t->index || strcmp(sharer->shares_name, t->name) != 0)
                    break;
                if (over_budget(L, 1) || !check_payload(L, out, sharer))
                    return !L->stopped && !L->failed;
            }
        }
        /* AMDX-063 (PayloadNodeSparseArrayAMDX): "If not specified, all node indexes between 0 and the
         * PayloadNodeArraySizeAMDX value must be valid nodes in the graph."  Once per type. */
        link_module *lm = &L->modules[module];
        if (spvrt_idmap_get(&lm->array_checked, out->array_type))
            continue;
        if (!spvrt_idmap_set(&lm->array_checked, out->array_type, 1))
            return L->failed = true, false;
        if (find_decoration(lm, out->array_type, UINT32_MAX, SPVRT_Decoration_PayloadNodeSparseArrayAMDX))
            continue;
        const spvrt_instruction *s =
            find_decoration(lm, out->array_type, UINT32_MAX, SPVRT_Decoration_PayloadNodeArraySizeAMDX);
        uint64_t size, expected = 0;
        if (!s || !constant_value(lm, spvrt_val_word(&lm->v, s, 3), &size))
            continue;
        for (uint32_t i = lower_bound(L, L->by_name, L->node_count, false, out->target, 0);
             i < L->node_count && expected < size; i++) {
            const link_node *t = &L->nodes[L->by_name[i]];
            if (strcmp(t->name, out->target) != 0 || t->index > expected)
                break;
            if (t->index == expected)
                expected++;
        }
        char scratch[12];
        if (expected < size &&
            !link_report(L, module, RULE_AMDX_LINK_NODE_ARRAY_COMPLETE, s,
                         "%%%s has PayloadNodeArraySizeAMDX %llu and no PayloadNodeSparseArrayAMDX, but the graph "
                         "has no node \"%s\" index %llu", spvrt_val_id_name(&lm->v, out->array_type, scratch),
                         (unsigned long long)size, out->target, (unsigned long long)expected))
            return false;
    }
    return true;
}

/* AMDX-044, own name (OpEnqueueNodePayloadsAMDX): "The shader must not enqueue payloads to a shader with the same
 * name as this shader unless the index identifies this node and MaxNodeRecursionAMDX is declared with a
 * sufficient depth." */
static bool check_self_enqueue(link_state *L)
{
    for (uint32_t k = 0; k < L->output_count; k++) {
        const link_output *out = &L->outputs[k];
        const link_node *n = &L->nodes[out->node];
        if (strcmp(out->target, n->name) != 0 || n->index == INDEX_END)
            continue;
        const spvrt_instruction *alloc = &L->modules[n->module].v.m->insts[out->alloc];
        bool ok = true;
        if (n->index < out->lo || n->index >= out->hi)
            ok = link_report(L, n->module, RULE_AMDX_LINK_RECURSION, alloc,
                             "node \"%s\" index %llu allocates payloads for its own name at index%s %llu%s%s: only "
                             "its own index may be re-enqueued", n->name, (unsigned long long)n->index,
                             out->hi - out->lo == 1 ? "" : "es", (unsigned long long)out->lo,
                             out->hi - out->lo == 1 ? "" : " and above", "");
        else if (!n->recursion_mode)
            ok = link_report(L, n->module, RULE_AMDX_LINK_RECURSION, alloc,
                             "node \"%s\" index %llu re-enqueues itself without declaring MaxNodeRecursionAMDX",
                             n->name, (unsigned long long)n->index);
        else if (n->recursion == 0)
            ok = link_report(L, n->module, RULE_AMDX_LINK_RECURSION, alloc,
                             "node \"%s\" index %llu re-enqueues itself, but its MaxNodeRecursionAMDX depth is 0",
                             n->name, (unsigned long long)n->index);
        if (!ok)
            return false;
    }
    return true;
}

typedef struct link_edge {
    uint32_t from, to;
} link_edge;

static int compare_edges(const void *a, const void *b)
{
    const link_edge *x = a, *y = b;
    if (x->from != y->from)
        return x->from < y->from ? -1 : 1;
    return x->to < y->to ? -1 : x->to > y->to;
}

static bool add_edge(link_state *L, link_edge **edges, uint32_t *count, uint32_t *capacity, uint32_t from,
                     uint32_t to)
{
    if (from == to)
        return true; /* a node's own re-enqueue: check_self_enqueue */
    if (over_budget(L, 1))
        return false;
    if (!spvrt_grow(L->ctx, (void **)edges, capacity, *count + 1, sizeof **edges))
        return L->failed = true, false;
    (*edges)[(*count)++] = (link_edge){from, to};
    return true;
}

/* The edge from a node to `to` and to every node sharing its input (SharesInputWithAMDX: "the node will be
 * dispatched whenever the node identified by it is dispatched"). */
static bool add_edges_to(link_state *L, link_edge **edges, uint32_t *count, uint32_t *capacity, uint32_t from,
                         uint32_t to)
{
    const link_node *t = &L->nodes[to];
    if (!add_edge(L, edges, count, capacity, from, to))
        return false;
    for (uint32_t s = lower_bound(L, L->sharers, L->sharer_count, true, t->name, t->index); s < L->sharer_count;
         s++) {
        const link_node *sharer = &L->nodes[L->sharers[s]];
        if (sharer->shares_index != t->index || strcmp(sharer->shares_name, t->name) != 0)
            break;
        if (!add_edge(L, edges, count, capacity, from, L->sharers[s]))
            return false;
    }
    return true;
}

/* Whether the API can dispatch a node: not IsApiEntryAMDX false (doc 004: "If not specified, defaults to
 * true"; a specialization constant by its default), not sharing another node's input ("Applications must not
 * directly dispatch any node with the SharesInputWithAMDX execution mode"). */
static bool api_entry(const link_state *L, const link_node *n)
{
    if (n->shares_mode)
        return false;
    const link_module *lm = &L->modules[n->module];
    const spvrt_instruction *entry = &lm->v.m->insts[n->entry];
    const spvrt_instruction *mode =
        find_mode(lm, spvrt_val_word(&lm->v, entry, 2), SPVRT_ExecutionMode_IsApiEntryAMDX);
    const spvrt_instruction *value = mode ? spvrt_module_def(lm->v.m, spvrt_val_word(&lm->v, mode, 3)) : NULL;
    return !value || (value->opcode != SPVRT_OpConstantFalse && value->opcode != SPVRT_OpSpecConstantFalse);
}

/* AMDX-089 (doc 004 "Properties", maxExecutionGraphDepth: "A node that is dispatched with an API command is at
 * depth 1 and the node that receives a payload from it is at depth 2, and so on.  If a node uses tail
 * recursion, each recursive call increases the depth by 1 as well"): the deepest chain from a node the API can
 * dispatch, over an acyclic graph (depth[] per node: its own levels plus its deepest successor's). */
static bool check_graph_depth(link_state *L, const uint64_t *depth)
{
    uint64_t limit, deepest = 0;
    uint32_t witness = UINT32_MAX;
    if (!L->profile || !spvrt_profile_number(L->profile, "maxExecutionGraphDepth", 0, &limit))
        return true;
    for (uint32_t k = 0; k < L->node_count; k++)
        if (depth[k] > deepest && api_entry(L, &L->nodes[k])) {
            deepest = depth[k];
            witness = k;
        }
    if (witness == UINT32_MAX || deepest <= limit)
        return true;
    const link_node *a = &L->nodes[witness];
    return link_report(L, a->module, RULE_AMDX_GRAPH_DEPTH_LIMIT, &L->modules[a->module].v.m->insts[a->entry],
                       "a chain of %llu nodes starts at node \"%s\" index %llu (its enqueues, and the recursion "
                       "levels of nodes enqueueing themselves), deeper than the device's maxExecutionGraphDepth "
                       "(%llu)", (unsigned long long)deepest, a->name, (unsigned long long)a->index,
                       (unsigned long long)limit);
}

/* AMDX-044, other recursion (MaxNodeRecursionAMDX: "Other forms of recursion are not allowed"): a cycle of
 * enqueues through two or more nodes, found as a strongly connected component (Tarjan's algorithm, iterative);
 * without one, AMDX-089 over the depths the same walk computes (components pop in reverse topological order). */
static bool check_graph_cycles(link_state *L)
{
    link_edge *edges = NULL;
    uint32_t edge_count = 0, edge_capacity = 0, n = L->node_count;
    bool ok = true, cyclic = false;
    uint64_t *levels = spvrt_alloc_zero(L->ctx, (size_t)n + 1, sizeof(uint64_t)); /* per node: 1 + recursion */
    uint64_t *node_depth = spvrt_alloc_zero(L->ctx, (size_t)n + 1, sizeof(uint64_t));
    if (!levels || !node_depth)
        ok = !(L->failed = true);
    for (uint32_t k = 0; k < n && ok; k++)
        levels[k] = 1;
    for (uint32_t k = 0; k < L->output_count && ok; k++) {
        const link_output *out = &L->outputs[k];
        const link_node *from = &L->nodes[out->node];
        if (strcmp(out->target, from->name) == 0) {
            /* a node enqueueing itself: each recursive enqueue is one level deeper (MaxNodeRecursionAMDX) */
            if (from->index >= out->lo && from->index < out->hi && from->recursion < INDEX_END)
                levels[out->node] = 1 + from->recursion;
            /* its own name: itself (another index is reported by check_self_enqueue), and who shares its input */
            ok = add_edges_to(L, &edges, &edge_count, &edge_capacity, out->node, out->node);
            continue;
        }
        for (uint32_t i = lower_bound(L, L->by_name, n, false, out->target, out->lo); i < n && ok; i++) {
            const link_node *t = &L->nodes[L->by_name[i]];
            if (strcmp(t->name, out->target) != 0 || t->index >= out->hi)
                break;
            ok = add_edges_to(L, &edges, &edge_count, &edge_capacity, out->node, L->by_name[i]);
        }
    }
    uint32_t *first = spvrt_alloc_zero(L->ctx, (size_t)n + 1, sizeof(uint32_t));
    uint32_t *order = spvrt_alloc(L->ctx, ((size_t)n + 1) * sizeof(uint32_t));
    uint32_t *low = spvrt_alloc(L->ctx, ((size_t)n + 1) * sizeof(uint32_t));
    uint32_t *stack = spvrt_alloc(L->ctx, ((size_t)n + 1) * sizeof(uint32_t));
    uint32_t *calls = spvrt_alloc(L->ctx, ((size_t)n + 1) * sizeof(uint32_t));
    uint32_t *next_edge = spvrt_alloc(L->ctx, ((size_t)n + 1) * sizeof(uint32_t));
    uint8_t *on_stack = spvrt_alloc_zero(L->ctx, (size_t)n + 1, 1);
    if (!first || !order || !low || !stack || !calls || !next_edge || !on_stack) {
        L->failed = true;
        ok = false;
    }
    if (ok) {
        sort_list(edges, edge_count, sizeof *edges, compare_edges);
        for (uint32_t e = 0; e < edge_count; e++)
            first[edges[e].from + 1]++;
        for (uint32_t v = 0; v < n; v++)
            first[v + 1] += first[v];
        for (uint32_t v = 0; v < n; v++)
            order[v] = UINT32_MAX;
        uint32_t counter = 0, depth = 0, call_depth = 0;
        for (uint32_t root = 0; root < n && ok; root++) {
            if (order[root] != UINT32_MAX)
                continue;
            order[root] = low[root] = counter++;
            stack[depth++] = root;
            on_stack[root] = 1;
            next_edge[root] = first[root];
            calls[call_depth++] = root;
            while (call_depth > 0 && ok) {
                uint32_t v = calls[call_depth - 1];
                if (next_edge[v] < first[v + 1]) {
                    uint32_t w = edges[next_edge[v]++].to;
                    if (order[w] == UINT32_MAX) {
                        order[w] = low[w] = counter++;
                        stack[depth++] = w;
                        on_stack[w] = 1;
                        next_edge[w] = first[w];
                        calls[call_depth++] = w;
                    } else if (on_stack[w] && order[w] < low[v]) {
                        low[v] = order[w];
                    }
                    continue;
                }
                call_depth--;
                if (call_depth > 0 && low[v] < low[calls[call_depth - 1]])
                    low[calls[call_depth - 1]] = low[v];
                if (low[v] != order[v])
                    continue;
                /* v roots a component: pop it; two or more nodes are a recursion */
                uint32_t size = 0, other = v;
                while (depth > 0) {
                    uint32_t w = stack[--depth];
                    on_stack[w] = 0;
                    size++;
                    if (w != v)
                        other = w;
                    if (w == v)
                        break;
                }
                if (size < 2) {
                    /* every successor's component popped before this one: its depth is final */
                    uint64_t below = 0;
                    for (uint32_t e = first[v]; e < first[v + 1]; e++)
                        if (node_depth[edges[e].to] > below)
                            below = node_depth[edges[e].to];
                    node_depth[v] = levels[v] + below < below ? UINT64_MAX : levels[v] + below;
                    continue;
                }
                cyclic = true;
                const link_node *a = &L->nodes[v], *b = &L->nodes[other];
                ok = link_report(L, a->module, RULE_AMDX_LINK_RECURSION,
                                 &L->modules[a->module].v.m->insts[a->entry],
                                 "node \"%s\" index %llu and node \"%s\" index %llu (module %u)%s enqueue payloads "
                                 "for each other (through the graph): only a node's own re-enqueue is allowed",
                                 a->name, (unsigned long long)a->index, b->name, (unsigned long long)b->index,
                                 b->module, size > 2 ? " and other nodes" : "");
            }
        }
    }
    if (ok && !cyclic)
        ok = check_graph_depth(L, node_depth);
    spvrt_free(L->ctx, levels);
    spvrt_free(L->ctx, node_depth);
    spvrt_free(L->ctx, edges);
    spvrt_free(L->ctx, first);
    spvrt_free(L->ctx, order);
    spvrt_free(L->ctx, low);
    spvrt_free(L->ctx, stack);
    spvrt_free(L->ctx, calls);
    spvrt_free(L->ctx, next_edge);
    spvrt_free(L->ctx, on_stack);
    return ok;
}

/* AMDX-048 and AMDX-049 (SharesInputWithAMDX): "Nodes must only share with a node that does not declare
 * SharesInputWithAMDX"; "No more than 256 nodes in a graph can share the same input (including the base
 * node)". */
static bool check_shared_inputs(link_state *L)
{
    for (uint32_t k = 0; k < L->sharer_count; k++) {
        const link_node *s = &L->nodes[L->sharers[k]];
        uint32_t base = node_named(L, s->shares_name, s->shares_index);
        const spvrt_instruction *mode = s->shares_mode;
        if (base != UINT32_MAX && L->nodes[base].shares_mode &&
            !link_report(L, s->module, RULE_AMDX_LINK_SHARED_INPUT_BASE, mode,
                         "node \"%s\" shares the input of node \"%s\" index %llu (module %u), which itself declares "
                         "SharesInputWithAMDX", s->name, s->shares_name, (unsigned long long)s->shares_index,
                         L->nodes[base].module))
            return false;
        bool first_of_base = k == 0 || compare_names(L->nodes[L->sharers[k - 1]].shares_name,
                                                     L->nodes[L->sharers[k - 1]].shares_index, s->shares_name,
                                                     s->shares_index) != 0;
        if (!first_of_base)
            continue;
        uint32_t end = k + 1;
        while (end < L->sharer_count &&
               compare_names(L->nodes[L->sharers[end]].shares_name, L->nodes[L->sharers[end]].shares_index,
                             s->shares_name, s->shares_index) == 0)
            end++;
        uint32_t sharing = end - k + (base != UINT32_MAX);
        if (sharing > SHARED_INPUT_LIMIT) {
            const link_node *past = &L->nodes[L->sharers[k + SHARED_INPUT_LIMIT - (base != UINT32_MAX)]];
            if (!link_report(L, past->module, RULE_AMDX_LINK_SHARED_INPUT_LIMIT, past->shares_mode,
                             "%u nodes share the input of node \"%s\" index %llu (the base node %s): at most %u may",
                             sharing, s->shares_name, (unsigned long long)s->shares_index,
                             base != UINT32_MAX ? "included" : "is not in the graph", SHARED_INPUT_LIMIT))
                return false;
        }
    }
    return true;
}

/* ---- ENV-049: ViewportMaskNV and ViewportIndex ------------------------------------------------ */

#define USES_VIEWPORT_INDEX 1u
#define USES_VIEWPORT_MASK 2u

static uint32_t viewport_bit(uint32_t builtin)
{
    return builtin == SPVRT_BuiltIn_ViewportIndex ? USES_VIEWPORT_INDEX
           : builtin == SPVRT_BuiltIn_ViewportMaskNV ? USES_VIEWPORT_MASK
                                                     : 0;
}

/* The viewport built-ins the members of a type (a block, or an array of blocks) are decorated with. */
static uint32_t viewport_members(const link_module *lm, uint32_t type_id)
{
    const spvrt_instruction *t = spvrt_val_type(&lm->v, type_id);
    for (uint32_t depth = 0; t && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray) &&
                             depth < 8;
         depth++)
        t = spvrt_val_type(&lm->v, spvrt_val_word(&lm->v, t, 2));
    if (!t || t->opcode != SPVRT_OpTypeStruct)
        return 0;
    uint32_t mask = 0, id = t->result;
    for (uint32_t k = first_decoration(lm, id, 0); k < lm->decoration_count && lm->decorations[k].target == id; k++) {
        const spvrt_instruction *d = &lm->v.m->insts[lm->decorations[k].inst];
        if (d->opcode == SPVRT_OpMemberDecorate && spvrt_val_word(&lm->v, d, 3) == SPVRT_Decoration_BuiltIn)
            mask |= viewport_bit(spvrt_val_word(&lm->v, d, 4));
    }
    return mask;
}

/* The viewport built-ins an access chain into a block reaches (following constant member indexes), or the
 * built-ins of what it points to; *rest gets the pointee type when it still holds some. */
static uint32_t chain_uses(const link_module *lm, const spvrt_instruction *chain, uint32_t type_id,
                           uint32_t *rest)
{
    const spvrt_validator *v = &lm->v;
    uint32_t first_index = chain->opcode == SPVRT_OpPtrAccessChain || chain->opcode == SPVRT_OpInBoundsPtrAccessChain
                               ? 5 : 4;
    *rest = 0;
    for (uint32_t w = first_index; w < chain->word_count; w++) {
        const spvrt_instruction *t = spvrt_val_type(v, type_id);
        if (!t)
            return 0;
        if (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray) {
            type_id = spvrt_val_word(v, t, 2);
            continue;
        }
        uint64_t member;
        if (t->opcode != SPVRT_OpTypeStruct || !constant_value(lm, spvrt_val_word(v, chain, w), &member) ||
            member + 2 >= t->word_count)
            return 0;
        const spvrt_instruction *b = find_decoration(lm, type_id, (uint32_t)member, SPVRT_Decoration_BuiltIn);
        if (b)
            return viewport_bit(spvrt_val_word(v, b, 4)); /* the member itself */
        type_id = spvrt_val_word(v, t, 2 + (uint32_t)member);
    }
    uint32_t mask = viewport_members(lm, type_id);
    *rest = mask ? type_id : 0;
    return 0;
}

/* Per function of lm: the viewport built-ins its instructions use ("statically used": referenced in the
 * function; a block member when an access chain reaches it, or the whole block is used). */
static bool function_viewport_uses(link_state *L, link_module *lm, uint32_t *uses)
{
    const spvrt_module *m = lm->v.m;
    spvrt_idmap direct, pointing; /* variable -> its own built-in bits; pointer -> pointee type holding members */
    if (!spvrt_idmap_init_growable(&direct, L->ctx, 0))
        return false;
    if (!spvrt_idmap_init_growable(&pointing, L->ctx, 0)) {
        spvrt_idmap_free(&direct);
        return false;
    }
    bool ok = true, any = false;
    for (uint32_t k = 0; k < m->decoration_count && ok; k++) {
        const spvrt_instruction *d = &m->insts[m->decorations[k]];
        if (d->opcode != SPVRT_OpDecorate || spvrt_val_word(&lm->v, d, 2) != SPVRT_Decoration_BuiltIn)
            continue;
        uint32_t bit = viewport_bit(spvrt_val_word(&lm->v, d, 3)), target = spvrt_val_word(&lm->v, d, 1);
        if (bit) {
            ok = spvrt_idmap_set(&direct, target, spvrt_idmap_get(&direct, target) | bit);
            any = true;
        }
    }
    for (uint32_t k = 0; k < m->inst_count && ok; k++) {
        const spvrt_instruction *inst = &m->insts[k];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode == SPVRT_OpVariable) {
            uint32_t pointee = spvrt_val_pointee(&lm->v, inst->result_type, NULL);
            if (viewport_members(lm, pointee)) {
                ok = spvrt_idmap_set(&pointing, inst->result, pointee);
                any = true;
            }
        }
    }
    for (uint32_t f = 0; f < m->function_count && ok && any; f++) {
        uint32_t end = f + 1 < m->function_count ? m->functions[f + 1] : m->inst_count;
        for (uint32_t k = m->functions[f] + 1; k < end && ok; k++) {
            const spvrt_instruction *inst = &m->insts[k];
            const spvrt_operand *ops = spvrt_inst_operands(m, inst);
            bool chain = inst->opcode == SPVRT_OpAccessChain || inst->opcode == SPVRT_OpInBoundsAccessChain ||
                         inst->opcode == SPVRT_OpPtrAccessChain || inst->opcode == SPVRT_OpInBoundsPtrAccessChain;
            for (uint32_t o = 0; o < inst->operand_count; o++) {
                if (ops[o].kind != SPVRT_KIND_IdRef)
                    continue;
                uint32_t id = spvrt_inst_words(m, inst)[ops[o].offset];
                uses[f] |= spvrt_idmap_get(&direct, id);
                uint32_t type = spvrt_idmap_get(&pointing, id);
                if (!type)
                    continue;
                if (chain && ops[o].offset == 3) {
                    uint32_t rest;
                    uses[f] |= chain_uses(lm, inst, type, &rest);
                    if (rest)
                        ok = spvrt_idmap_set(&pointing, inst->result, rest);
                } else {
                    uses[f] |= viewport_members(lm, type); /* the whole block */
                }
            }
        }
    }
    spvrt_idmap_free(&direct);
    spvrt_idmap_free(&pointing);
    return ok;
}

/* ENV-049 (doc 003 Standalone #42, VUID-StandaloneSpirv-ViewportMaskNV-04674): "The ViewportMaskNV and
 * ViewportIndex decorations must not both be statically used by one or more OpEntryPoint's that form the
 * vertex processing stages of a graphics pipeline."  A pipeline takes one entry point per stage: with several
 * of one stage in the set, a stage counts as using a built-in only when all of them use it. */
static bool check_viewports(link_state *L, uint32_t *stack)
{
    static const uint32_t stages[4] = {SPVRT_ExecutionModel_Vertex, SPVRT_ExecutionModel_TessellationControl,
                                       SPVRT_ExecutionModel_TessellationEvaluation, SPVRT_ExecutionModel_Geometry};
    uint32_t all[4] = {3, 3, 3, 3}, present[4] = {0, 0, 0, 0};
    uint32_t witness_module[4] = {0}, witness_entry[4] = {0};
    for (uint32_t mi = 0; mi < L->module_count; mi++) {
        link_module *lm = &L->modules[mi];
        const spvrt_module *m = lm->v.m;
        bool vertex_stages = false;
        for (uint32_t k = 0; k < m->entry_point_count; k++)
            vertex_stages |= spvrt_val_word(&lm->v, &m->insts[m->entry_points[k]], 1) <= SPVRT_ExecutionModel_Geometry;
        if (!vertex_stages)
            continue;
        uint32_t *uses = spvrt_alloc_zero(L->ctx, (size_t)m->function_count + 1, sizeof(uint32_t));
        if (!uses || !function_viewport_uses(L, lm, uses)) {
            spvrt_free(L->ctx, uses);
            return L->failed = true, false;
        }
        for (uint32_t k = 0; k < m->entry_point_count; k++) {
            const spvrt_instruction *entry = &m->insts[m->entry_points[k]];
            uint32_t model = spvrt_val_word(&lm->v, entry, 1);
            uint32_t f = spvrt_idmap_get(&lm->function_index, spvrt_val_word(&lm->v, entry, 2));
            if (model > SPVRT_ExecutionModel_Geometry || f == UINT32_MAX)
                continue;
            /* the entry point's static call tree */
            uint32_t mask = 0, depth = 0, stamp = UINT32_MAX - k;
            stack[depth++] = f;
            lm->stamp[f] = stamp;
            while (depth > 0) {
                uint32_t g = stack[--depth];
                mask |= uses[g];
                if (over_budget(L, 1 + lm->call_first[g + 1] - lm->call_first[g])) {
                    spvrt_free(L->ctx, uses);
                    return true;
                }
                for (uint32_t c = lm->call_first[g]; c < lm->call_first[g + 1]; c++)
                    if (lm->stamp[lm->calls[c]] != stamp) {
                        lm->stamp[lm->calls[c]] = stamp;
                        stack[depth++] = lm->calls[c];
                    }
            }
            uint32_t s = 0;
            while (stages[s] != model)
                s++;
            all[s] &= mask;
            if (!present[s] || (mask & USES_VIEWPORT_MASK)) {
                witness_module[s] = mi;
                witness_entry[s] = m->entry_points[k];
            }
            present[s] = 1;
        }
        spvrt_free(L->ctx, uses);
    }
    int index_stage = -1, mask_stage = -1;
    for (int s = 0; s < 4; s++) {
        if (present[s] && (all[s] & USES_VIEWPORT_INDEX) && index_stage < 0)
            index_stage = s;
        if (present[s] && (all[s] & USES_VIEWPORT_MASK) && mask_stage < 0)
            mask_stage = s;
    }
    if (index_stage < 0 || mask_stage < 0)
        return true;
    link_module *lm = &L->modules[witness_module[mask_stage]];
    return link_report(L, witness_module[mask_stage], RULE_ENV_LINK_VIEWPORT_MASK_AND_INDEX,
                       &lm->v.m->insts[witness_entry[mask_stage]],
                       "the %s stage uses ViewportMaskNV and the %s stage (module %u) ViewportIndex: the "
                       "vertex-processing stages of one pipeline must not use both", model_name(stages[mask_stage]),
                       model_name(stages[index_stage]), witness_module[index_stage]);
}

/* ---- the driver -------------------------------------------------------------------------------- */

static void free_state(link_state *L)
{
    for (uint32_t k = 0; L->modules && k < L->module_count; k++) {
        link_module *lm = &L->modules[k];
        spvrt_free(L->ctx, lm->decorations);
        spvrt_free(L->ctx, lm->modes);
        spvrt_free(L->ctx, lm->call_first);
        spvrt_free(L->ctx, lm->calls);
        spvrt_free(L->ctx, lm->alloc_first);
        spvrt_free(L->ctx, lm->allocs);
        spvrt_free(L->ctx, lm->stamp);
        spvrt_idmap_free(&lm->function_index);
        spvrt_idmap_free(&lm->layout_of);
        spvrt_idmap_free(&lm->array_checked);
        if (lm->v.names_tried)
            spvrt_names_free(&lm->v.names);
    }
    for (uint32_t k = 0; k < L->layout_count; k++)
        spvrt_free(L->ctx, L->layouts[k].entries);
    spvrt_free(L->ctx, L->layouts);
    spvrt_free(L->ctx, L->modules);
    spvrt_free(L->ctx, L->nodes);
    spvrt_free(L->ctx, L->by_name);
    spvrt_free(L->ctx, L->sharers);
    spvrt_free(L->ctx, L->outputs);
}

/* The execution-graph rules over the nodes of every module. */
static void check_graph(link_state *L, uint32_t *stack)
{
    for (uint32_t k = 0; k < L->module_count; k++)
        if (!collect_nodes(L, k))
            return (void)(L->failed = true);
    L->by_name = spvrt_alloc(L->ctx, ((size_t)L->node_count + 1) * sizeof(uint32_t));
    L->sharers = spvrt_alloc(L->ctx, ((size_t)L->node_count + 1) * sizeof(uint32_t));
    if (!L->by_name || !L->sharers)
        return (void)(L->failed = true);
    for (uint32_t k = 0; k < L->node_count; k++) {
        L->by_name[k] = k;
        const link_node *n = &L->nodes[k];
        if (n->shares_mode && n->shares_name && n->shares_index < INDEX_END)
            L->sharers[L->sharer_count++] = k;
    }
    if (!sort_nodes(L, L->by_name, L->node_count, false) || !sort_nodes(L, L->sharers, L->sharer_count, true))
        return (void)(L->failed = true);
    bool complete = true; /* every node's outputs were found within the work budget */
    for (uint32_t k = 0; k < L->node_count && complete; k++)
        complete = collect_outputs(L, k, stack);
    if (L->failed)
        return;
    sort_list(L->outputs, L->output_count, sizeof *L->outputs, compare_outputs);
    if (!check_names(L) || !check_shared_inputs(L) || !check_outputs(L) || !check_self_enqueue(L))
        return;
    if (complete)
        check_graph_cycles(L);
}

spvrt_result spvrt_validate_link(spvrt_context *ctx, const spvrt_module *const *modules, uint32_t count,
                                 const spvrt_val_options *options)
{
    if (!ctx || (count && !modules))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    for (uint32_t k = 0; k < count; k++)
        if (!modules[k])
            return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    /* each module on its own first: the link rules assume valid modules */
    uint32_t errors = 0;
    for (uint32_t k = 0; k < count; k++)
        errors += spvrt_val_module(ctx, modules[k], options, k);
    if (errors)
        return SPVRT_ERROR_INVALID_MODULE;
    link_state L = {0};
    L.ctx = ctx;
    L.module_count = count;
    L.max_errors = options ? options->max_errors : 0;
    L.profile = options ? options->profile : NULL;
    L.modules = spvrt_alloc_zero(ctx, (size_t)count + 1, sizeof *L.modules);
    uint32_t most_functions = 0;
    bool graph = false;
    for (uint32_t k = 0; L.modules && k < count && !L.failed; k++) {
        link_module *lm = &L.modules[k];
        lm->v.ctx = ctx;
        lm->v.m = modules[k];
        lm->v.module_index = k;
        if (options)
            lm->v.options = *options;
        lm->v.options.max_errors = 0; /* the link pass counts errors over the set */
        L.failed = !module_facts(&L, lm);
        graph |= lm->enqueue;
        if (modules[k]->function_count > most_functions)
            most_functions = modules[k]->function_count;
    }
    uint32_t *stack = spvrt_alloc(ctx, ((size_t)most_functions + 1) * sizeof(uint32_t));
    if (!L.modules || !stack)
        L.failed = true;
    /* execution graphs (doc 004) when some module declares ShaderEnqueueAMDX */
    if (!L.failed && graph)
        check_graph(&L, stack);
    /* ENV-049: a Vulkan rule */
    if (!L.failed && !L.stopped && options && options->environment == SPVRT_ENV_VULKAN)
        check_viewports(&L, stack);
    spvrt_free(ctx, stack);
    bool failed = L.failed;
    free_state(&L);
    if (L.errors)
        return SPVRT_ERROR_INVALID_MODULE;
    return failed ? SPVRT_ERROR_OUT_OF_MEMORY : SPVRT_SUCCESS;
}
