/* spvrt_reflect_module: what a module's entry points use (docs/reflect.md).
 *
 * One pass over the module indexes the decorations (OpGroupDecorate expanded), member names, execution
 * modes and functions.  Then, per entry point, its static call tree (OpFunctionCall from the entry
 * function) is walked once: every pointer, image and handle value is traced back to the variable or
 * function parameter it came from (access chains, OpCopyObject, OpLoad of an image / sampler /
 * acceleration-structure handle, OpSampledImage, OpImage, OpImageTexelPointer), loads, stores, copies,
 * atomics and image instructions record their access on that source, and function parameters, OpPhi and
 * OpSelect of pointers pass what their users did on to every argument or operand they may be (a fixed
 * point over those edges).  Graph nodes (SPV_AMDX_shader_enqueue, VK_AMDX_shader_enqueue proposal
 * "SPIR-V Changes"; RULES.md C.5) take their outputs from OpAllocateNodePayloadsAMDX and
 * OpIsNodePayloadValidAMDX found on the same walk.
 *
 * Nothing here trusts the module beyond what the reader checked (word counts, operand kinds, the id
 * bound): every id may be undefined or of the wrong kind, types may nest without end or refer to
 * themselves; those give "?" or a located error, never a crash.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "reflect.h"

#define NONE UINT32_MAX
#define MAX_TYPE_DEPTH 48 /* deeper types are printed "..." and sized 0 (SPIR-V 2.17 allows 255 struct levels) */

/* Decorations as one sorted table: OpDecorate*, OpMemberDecorate*, OpGroupDecorate / OpGroupMemberDecorate
 * expanded to their targets, and OpMemberName as the pseudo decoration MEMBER_NAME. */
#define MEMBER_NAME 0xFFFFFFF0u
typedef struct deco_ref {
    uint32_t target, member; /* member NONE: the id itself */
    uint32_t decoration;
    uint32_t inst;           /* index of the decorating instruction */
    uint32_t arg;            /* word index (in that instruction) of the decoration's first operand */
    uint32_t order;          /* position in the module: keeps the module's order among equals */
} deco_ref;

typedef struct alias_edge {
    uint32_t from; /* instruction index of a parameter, OpPhi or OpSelect */
    uint32_t to;   /* an id it may be */
} alias_edge;

typedef struct reflector {
    spvrt_context *ctx;
    const spvrt_module *m;
    reflect_holder *holder;
    spvrt_names names;
    spvrt_result error;
    deco_ref *decos;
    uint32_t deco_count, deco_capacity;
    spvrt_idmap op_name;     /* id -> index of its OpName */
    uint32_t *modes;         /* OpExecutionMode(Id) indices, sorted by entry function */
    uint32_t mode_count;
    uint32_t *func_end;      /* by instruction index of an OpFunction: index of its OpFunctionEnd */
    bool shader_enqueue;     /* the module declares ShaderEnqueueAMDX */
    /* per entry point, by instruction index; an entry is valid when its stamp is the walk's epoch */
    uint32_t *stamp, *source, *visited;
    uint8_t *flags;
    uint32_t epoch;
    alias_edge *edges;
    uint32_t edge_count, edge_capacity;
    uint32_t *work;          /* the propagation's worklist */
    uint32_t work_count, work_capacity;
    uint32_t *touched_vars;  /* variables touched in this walk (instruction indices) */
    uint32_t touched_var_count;
    uint32_t *mark;          /* by instruction index: the epoch of the interface list / output type seen */
    uint32_t *slot;          /* by instruction index of a node payload array type: its index in outputs */
    uint64_t *size_memo;     /* by instruction index of a type: type_size, once computed */
    uint8_t *size_state;     /* 0 not yet, 1 in progress (a type that contains itself: 0), 2 done, 3 done + runtime */
    uint32_t *queue;         /* functions to walk */
    uint32_t *outputs;       /* node payload array types found (ids) */
    uint8_t *output_how;     /* 1 allocated, 2 validity checked */
    uint32_t output_count, output_capacity;
} reflector;

/* ---- arena ------------------------------------------------------------------------------------------ */

static void *arena(reflector *r, size_t size)
{
    size = (size + 15) & ~(size_t)15;
    reflect_block *b = r->holder->blocks;
    if (!b || b->size - b->used < size) {
        size_t block = size > 65536 ? size : 65536;
        b = spvrt_alloc(r->ctx, sizeof(reflect_block) + 16 + block);
        if (!b) {
            r->error = SPVRT_ERROR_OUT_OF_MEMORY;
            return NULL;
        }
        b->next = r->holder->blocks;
        b->used = 0;
        b->size = block;
        r->holder->blocks = b;
    }
    char *data = (char *)b + ((sizeof(reflect_block) + 15) & ~(size_t)15);
    void *p = data + b->used;
    b->used += size;
    memset(p, 0, size);
    return p;
}

static const char *arena_string(reflector *r, const char *s, size_t length)
{
    char *copy = arena(r, length + 1);
    if (!copy)
        return "";
    memcpy(copy, s, length);
    copy[length] = '\0';
    return copy;
}

static const char *arena_buffer(reflector *r, spvrt_buffer *b)
{
    if (b->failed) {
        r->error = SPVRT_ERROR_OUT_OF_MEMORY;
        return "";
    }
    return arena_string(r, b->data ? b->data : "", b->length);
}

void spvrt_reflection_free(spvrt_context *ctx, spvrt_reflection *reflection)
{
    if (!ctx || !reflection)
        return;
    reflect_holder *h = (reflect_holder *)reflection;
    for (reflect_block *b = h->blocks, *next; b; b = next) {
        next = b->next;
        spvrt_free(ctx, b);
    }
    spvrt_free(ctx, h);
}

/* ---- small helpers ---------------------------------------------------------------------------------- */

/* Word k of an instruction, 0 past its end. */
static uint32_t word(const reflector *r, const spvrt_instruction *inst, uint32_t k)
{
    return k < inst->word_count ? spvrt_inst_words(r->m, inst)[k] : 0;
}

static uint32_t def_index(const reflector *r, uint32_t id)
{
    return id ? spvrt_idmap_get(&r->m->def, id) : NONE;
}

static const spvrt_instruction *def(const reflector *r, uint32_t id)
{
    uint32_t k = def_index(r, id);
    return k < r->m->inst_count ? &r->m->insts[k] : NULL;
}

/* A literal string starting at word k of inst, copied into the arena. */
static const char *string_at(reflector *r, const spvrt_instruction *inst, uint32_t k)
{
    const uint32_t *w = spvrt_inst_words(r->m, inst);
    char buf[256];
    size_t length = 0;
    spvrt_buffer b;
    spvrt_buffer_init(&b, r->ctx);
    for (uint32_t i = k; i < inst->word_count; i++) {
        for (int byte = 0; byte < 4; byte++) {
            char c = (char)(w[i] >> (8 * byte));
            if (!c)
                goto done;
            buf[length++] = c;
            if (length == sizeof buf) {
                spvrt_buffer_append(&b, buf, length);
                length = 0;
            }
        }
    }
done:
    if (length)
        spvrt_buffer_append(&b, buf, length);
    const char *s = arena_buffer(r, &b);
    spvrt_buffer_free(&b);
    return s;
}

/* The located error of a module reflect cannot describe. */
static spvrt_result fail(reflector *r, const spvrt_instruction *inst, const char *fmt, ...) SPVRT_PRINTF(3, 4);
static spvrt_result fail(reflector *r, const spvrt_instruction *inst, const char *fmt, ...)
{
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.rule = "REFLECT";
    where.instruction_index = UINT32_MAX;
    spvrt_buffer text;
    spvrt_buffer_init(&text, r->ctx);
    if (inst) {
        where.word_offset = inst->word_offset;
        where.instruction_index = (uint32_t)(inst - r->m->insts);
        where.result_id = inst->result;
        spvrt_text_instruction(&text, r->m, &r->names, inst);
        spvrt_buffer_putc(&text, '\0');
        if (!text.failed)
            where.instruction = text.data;
    }
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(r->ctx, &where, fmt, ap);
    va_end(ap);
    spvrt_buffer_free(&text);
    if (r->error == SPVRT_SUCCESS)
        r->error = SPVRT_ERROR_INVALID_BINARY;
    return r->error;
}

static const char *name_of(reflector *r, uint32_t id)
{
    uint32_t k = spvrt_idmap_get(&r->op_name, id);
    if (k >= r->m->inst_count)
        return "";
    return string_at(r, &r->m->insts[k], 2);
}

/* ---- decorations ------------------------------------------------------------------------------------ */

static int compare_decos(const void *a, const void *b)
{
    const deco_ref *x = a, *y = b;
    if (x->target != y->target)
        return x->target < y->target ? -1 : 1;
    if (x->member != y->member)
        return x->member < y->member ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static bool add_deco(reflector *r, deco_ref d)
{
    if (!spvrt_grow(r->ctx, (void **)&r->decos, &r->deco_capacity, r->deco_count + 1, sizeof *r->decos)) {
        r->error = SPVRT_ERROR_OUT_OF_MEMORY;
        return false;
    }
    d.order = r->deco_count;
    r->decos[r->deco_count++] = d;
    return true;
}

/* The first decoration of target (member NONE: the id itself) in the table, and how many follow. */
static uint32_t find_decos(const reflector *r, uint32_t target, uint32_t member, uint32_t *count)
{
    uint32_t lo = 0, hi = r->deco_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const deco_ref *d = &r->decos[mid];
        if (d->target < target || (d->target == target && d->member < member))
            lo = mid + 1;
        else
            hi = mid;
    }
    uint32_t end = lo;
    while (end < r->deco_count && r->decos[end].target == target && r->decos[end].member == member)
        end++;
    *count = end - lo;
    return lo;
}

/* The decoration `decoration` of target / member: its instruction and the word of its first operand. */
static const deco_ref *get_deco(const reflector *r, uint32_t target, uint32_t member, uint32_t decoration)
{
    uint32_t count, first = find_decos(r, target, member, &count);
    for (uint32_t k = first; k < first + count; k++)
        if (r->decos[k].decoration == decoration)
            return &r->decos[k];
    return NULL;
}

/* The literal operand of a decoration (Location 3), or fallback. */
static uint32_t deco_literal(const reflector *r, uint32_t target, uint32_t member, uint32_t decoration,
                             uint32_t fallback, bool *present)
{
    const deco_ref *d = get_deco(r, target, member, decoration);
    if (present)
        *present = d != NULL;
    if (!d)
        return fallback;
    const spvrt_instruction *inst = &r->m->insts[d->inst];
    return d->arg < inst->word_count ? word(r, inst, d->arg) : fallback;
}

static bool index_decorations(reflector *r)
{
    const spvrt_module *m = r->m;
    /* first the direct ones (and the decoration groups' own) */
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        uint32_t index = m->decorations[k];
        const spvrt_instruction *inst = &m->insts[index];
        deco_ref d = {0};
        d.inst = index;
        switch (inst->opcode) {
        case SPVRT_OpDecorate:
        case SPVRT_OpDecorateId:
        case SPVRT_OpDecorateString:
            d.target = word(r, inst, 1), d.member = NONE, d.decoration = word(r, inst, 2), d.arg = 3;
            break;
        case SPVRT_OpMemberDecorate:
        case SPVRT_OpMemberDecorateString:
            d.target = word(r, inst, 1), d.member = word(r, inst, 2), d.decoration = word(r, inst, 3), d.arg = 4;
            if (d.member == NONE)
                continue;
            break;
        default:
            continue;
        }
        if (!add_deco(r, d))
            return false;
    }
    /* OpMemberName (debug section) */
    for (uint32_t k = 0; k < m->inst_count; k++) {
        const spvrt_instruction *inst = &m->insts[k];
        if (inst->opcode == SPVRT_OpMemberName && word(r, inst, 2) != NONE) {
            deco_ref d = {word(r, inst, 1), word(r, inst, 2), MEMBER_NAME, k, 3, 0};
            if (!add_deco(r, d))
                return false;
        }
        if (inst->opcode == SPVRT_OpFunction)
            break;
    }
    if (r->deco_count > 1)
        qsort(r->decos, r->deco_count, sizeof *r->decos, compare_decos);
    /* then the groups' decorations copied onto their targets */
    uint32_t direct = r->deco_count;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        bool member = inst->opcode == SPVRT_OpGroupMemberDecorate;
        if (inst->opcode != SPVRT_OpGroupDecorate && !member)
            continue;
        uint32_t group = word(r, inst, 1);
        for (uint32_t w = 2; w + (member ? 1 : 0) < inst->word_count; w += member ? 2 : 1) {
            uint32_t target = word(r, inst, w), target_member = member ? word(r, inst, w + 1) : NONE;
            if (member && target_member == NONE)
                continue;
            /* the group's own decorations lie among the first `direct` entries, which do not move */
            uint32_t lo = 0, hi = direct;
            while (lo < hi) {
                uint32_t mid = lo + (hi - lo) / 2;
                if (r->decos[mid].target < group || (r->decos[mid].target == group && r->decos[mid].member < NONE))
                    lo = mid + 1;
                else
                    hi = mid;
            }
            for (uint32_t g = lo; g < direct && r->decos[g].target == group && r->decos[g].member == NONE; g++) {
                deco_ref d = r->decos[g];
                d.target = target;
                d.member = target_member;
                if (!add_deco(r, d))
                    return false;
            }
        }
    }
    if (r->deco_count != direct && r->deco_count > 1)
        qsort(r->decos, r->deco_count, sizeof *r->decos, compare_decos);
    return true;
}

/* ---- constants -------------------------------------------------------------------------------------- */

static spvrt_reflect_value literal_value(uint64_t v)
{
    spvrt_reflect_value value = {0};
    value.present = true;
    value.known = true;
    value.value = v;
    value.spec_id = NONE;
    return value;
}

static spvrt_reflect_value default_value(uint64_t v)
{
    spvrt_reflect_value value = literal_value(v);
    value.present = false;
    return value;
}

/* What the constant id holds: numbers up to 64 bits, booleans, null, strings; spec constants with their
 * default and SpecId. */
static spvrt_reflect_value value_of_id(reflector *r, uint32_t id)
{
    spvrt_reflect_value v = {0};
    v.present = true;
    v.id = id;
    v.spec_id = NONE;
    const spvrt_instruction *inst = def(r, id);
    if (!inst)
        return v;
    switch (inst->opcode) {
    case SPVRT_OpSpecConstant:
        v.spec = true;
        /* fall through */
    case SPVRT_OpConstant:
        if (inst->word_count == 4 || inst->word_count == 5) {
            v.known = true;
            v.value = word(r, inst, 3) | (inst->word_count == 5 ? (uint64_t)word(r, inst, 4) << 32 : 0);
        }
        break;
    case SPVRT_OpSpecConstantTrue:
        v.spec = true;
        /* fall through */
    case SPVRT_OpConstantTrue:
        v.known = true, v.value = 1;
        break;
    case SPVRT_OpSpecConstantFalse:
        v.spec = true;
        /* fall through */
    case SPVRT_OpConstantFalse:
    case SPVRT_OpConstantNull:
        v.known = true, v.value = 0;
        break;
    case SPVRT_OpSpecConstantStringAMDX:
        v.spec = true;
        /* fall through */
    case SPVRT_OpConstantStringAMDX:
        v.string = string_at(r, inst, 2);
        break;
    case SPVRT_OpSpecConstantComposite:
    case SPVRT_OpSpecConstantOp:
    case SPVRT_OpSpecConstantCompositeReplicateEXT:
        v.spec = true;
        break;
    default:
        break;
    }
    if (v.spec)
        v.spec_id = deco_literal(r, id, NONE, SPVRT_Decoration_SpecId, NONE, NULL);
    return v;
}

/* A decoration whose operand is a constant id (OpDecorateId): its value; absent: the default. */
static spvrt_reflect_value deco_value(reflector *r, uint32_t target, uint32_t decoration, uint64_t fallback)
{
    const deco_ref *d = get_deco(r, target, NONE, decoration);
    if (!d)
        return default_value(fallback);
    const spvrt_instruction *inst = &r->m->insts[d->inst];
    if (d->arg >= inst->word_count)
        return default_value(fallback);
    return value_of_id(r, word(r, inst, d->arg));
}

/* ---- types ------------------------------------------------------------------------------------------ */

static bool is_handle_type(const reflector *r, uint32_t type_id)
{
    const spvrt_instruction *t = def(r, type_id);
    for (int depth = 0; t && depth < MAX_TYPE_DEPTH; depth++) {
        switch (t->opcode) {
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray:
            t = def(r, word(r, t, 2));
            continue;
        case SPVRT_OpTypeImage:
        case SPVRT_OpTypeSampler:
        case SPVRT_OpTypeSampledImage:
        case SPVRT_OpTypeAccelerationStructureKHR:
            return true;
        default:
            return false;
        }
    }
    return false;
}

static void type_text(reflector *r, spvrt_buffer *b, uint32_t id, int depth)
{
    const spvrt_instruction *t = def(r, id);
    char scratch[12];
    if (!t) {
        spvrt_buffer_puts(b, "?");
        return;
    }
    if (depth > MAX_TYPE_DEPTH || b->length > 4096) {
        spvrt_buffer_puts(b, "...");
        return;
    }
    switch (t->opcode) {
    case SPVRT_OpTypeVoid: spvrt_buffer_puts(b, "void"); break;
    case SPVRT_OpTypeBool: spvrt_buffer_puts(b, "bool"); break;
    case SPVRT_OpTypeInt:
        spvrt_buffer_printf(b, "%sint%u", word(r, t, 3) ? "" : "u", word(r, t, 2));
        break;
    case SPVRT_OpTypeFloat:
        if (t->word_count >= 4)
            spvrt_buffer_printf(b, "float%u<%s>", word(r, t, 2), reflect_enum_name(SPVRT_KIND_FPEncoding, word(r, t, 3)));
        else
            spvrt_buffer_printf(b, "float%u", word(r, t, 2));
        break;
    case SPVRT_OpTypeVector:
        spvrt_buffer_printf(b, "vec%u<", word(r, t, 3));
        type_text(r, b, word(r, t, 2), depth + 1);
        spvrt_buffer_putc(b, '>');
        break;
    case SPVRT_OpTypeMatrix: {
        /* matCxR: C columns of R-component vectors (GLSL's spelling) */
        const spvrt_instruction *column = def(r, word(r, t, 2));
        spvrt_buffer_printf(b, "mat%ux%u<", word(r, t, 3), column ? word(r, column, 3) : 0);
        if (column)
            type_text(r, b, word(r, column, 2), depth + 1);
        spvrt_buffer_putc(b, '>');
        break;
    }
    case SPVRT_OpTypeArray: {
        type_text(r, b, word(r, t, 2), depth + 1);
        spvrt_reflect_value n = value_of_id(r, word(r, t, 3));
        if (n.known)
            spvrt_buffer_printf(b, "[%llu]", (unsigned long long)n.value);
        else
            spvrt_buffer_printf(b, "[%%%s]", spvrt_names_get(&r->names, word(r, t, 3), scratch));
        break;
    }
    case SPVRT_OpTypeRuntimeArray:
        type_text(r, b, word(r, t, 2), depth + 1);
        spvrt_buffer_puts(b, "[]");
        break;
    case SPVRT_OpTypeStruct:
        spvrt_buffer_printf(b, "struct %s", spvrt_names_get(&r->names, id, scratch));
        break;
    case SPVRT_OpTypePointer:
        spvrt_buffer_printf(b, "ptr<%s, ", reflect_enum_name(SPVRT_KIND_StorageClass, word(r, t, 2)));
        type_text(r, b, word(r, t, 3), depth + 1);
        spvrt_buffer_putc(b, '>');
        break;
    case SPVRT_OpTypeImage: {
        uint32_t sampled = word(r, t, 7);
        spvrt_buffer_puts(b, "image<");
        type_text(r, b, word(r, t, 2), depth + 1);
        spvrt_buffer_printf(b, ", %s%s%s%s, %s, %s>", reflect_enum_name(SPVRT_KIND_Dim, word(r, t, 3)),
                            word(r, t, 5) ? ", Arrayed" : "", word(r, t, 6) ? ", MS" : "",
                            word(r, t, 4) == 1 ? ", Depth" : "",
                            sampled == 1 ? "sampled" : sampled == 2 ? "storage" : "sampled-or-storage",
                            reflect_enum_name(SPVRT_KIND_ImageFormat, word(r, t, 8)));
        break;
    }
    case SPVRT_OpTypeSampler: spvrt_buffer_puts(b, "sampler"); break;
    case SPVRT_OpTypeSampledImage:
        spvrt_buffer_puts(b, "sampled_image<");
        type_text(r, b, word(r, t, 2), depth + 1);
        spvrt_buffer_putc(b, '>');
        break;
    case SPVRT_OpTypeNodePayloadArrayAMDX:
        spvrt_buffer_puts(b, "node_payload_array<");
        type_text(r, b, word(r, t, 2), depth + 1);
        spvrt_buffer_putc(b, '>');
        break;
    default: {
        /* OpTypeAccelerationStructureKHR -> "AccelerationStructureKHR" and the like */
        const spvrt_instruction_info *info = spvrt_grammar_opcode(t->opcode);
        const char *name = info ? spvrt_grammar_string(info->name) : "?";
        spvrt_buffer_puts(b, strncmp(name, "OpType", 6) == 0 ? name + 6 : name);
        break;
    }
    }
}

static const char *type_string(reflector *r, uint32_t id)
{
    spvrt_buffer b;
    spvrt_buffer_init(&b, r->ctx);
    type_text(r, &b, id, 0);
    const char *s = arena_buffer(r, &b);
    spvrt_buffer_free(&b);
    return s;
}

/* Bytes of a type: explicit layout where decorated (ArrayStride; struct members' Offset and
 * MatrixStride), tightly packed components otherwise; booleans and opaque types 0; runtime arrays 0 with
 * *runtime set. */
static uint64_t type_size(reflector *r, uint32_t id, int depth, bool *runtime);

/* Sizes saturate at SIZE_CAP (hostile types multiply out past 64 bits); the public fields then clamp to
 * UINT32_MAX. */
#define SIZE_CAP (1ull << 48)
static uint64_t size_mul(uint64_t a, uint64_t b)
{
    return a && b > SIZE_CAP / a ? SIZE_CAP : a * b;
}
static uint64_t size_add(uint64_t a, uint64_t b)
{
    return a + b > SIZE_CAP ? SIZE_CAP : a + b; /* both at most SIZE_CAP: no wrap */
}

static uint64_t type_size_uncached(reflector *r, uint32_t id, int depth, bool *runtime)
{
    const spvrt_instruction *t = def(r, id);
    if (!t || depth > MAX_TYPE_DEPTH)
        return 0;
    switch (t->opcode) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat:
        return (word(r, t, 2) + 7) / 8;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeMatrix:
        return size_mul(word(r, t, 3), type_size(r, word(r, t, 2), depth + 1, runtime));
    case SPVRT_OpTypePointer:
    case SPVRT_OpTypeForwardPointer:
        return 8; /* PhysicalStorageBuffer addresses, the only pointers with a size */
    case SPVRT_OpTypeArray: {
        spvrt_reflect_value n = value_of_id(r, word(r, t, 3));
        bool present;
        uint64_t stride = deco_literal(r, id, NONE, SPVRT_Decoration_ArrayStride, 0, &present);
        if (!present)
            stride = type_size(r, word(r, t, 2), depth + 1, runtime);
        return n.known ? size_mul(n.value > SIZE_CAP ? SIZE_CAP : n.value, stride) : 0;
    }
    case SPVRT_OpTypeRuntimeArray:
    case SPVRT_OpTypeNodePayloadArrayAMDX:
        if (runtime)
            *runtime = true;
        return 0;
    case SPVRT_OpTypeStruct: {
        uint64_t end = 0, packed = 0;
        for (uint32_t k = 0; k + 2 < t->word_count; k++) {
            uint32_t member = word(r, t, 2 + k);
            uint64_t size = type_size(r, member, depth + 1, runtime);
            const spvrt_instruction *mt = def(r, member);
            bool has_stride;
            uint32_t stride = deco_literal(r, id, k, SPVRT_Decoration_MatrixStride, 0, &has_stride);
            if (mt && mt->opcode == SPVRT_OpTypeMatrix && has_stride)
                size = size_mul(stride, get_deco(r, id, k, SPVRT_Decoration_RowMajor)
                                               ? (def(r, word(r, mt, 2)) ? word(r, def(r, word(r, mt, 2)), 3) : 0)
                                               : word(r, mt, 3));
            bool has_offset;
            uint32_t offset = deco_literal(r, id, k, SPVRT_Decoration_Offset, 0, &has_offset);
            uint64_t at = has_offset ? offset : packed;
            if (size_add(at, size) > end)
                end = size_add(at, size);
            packed = size_add(at, size);
        }
        return end;
    }
    default:
        return 0;
    }
}

/* type_size once per type: a struct of many members of a struct of many members ... costs its
 * declarations, not their product; a type met again while its own size is computed (it contains itself)
 * is 0. */
static uint64_t type_size(reflector *r, uint32_t id, int depth, bool *runtime)
{
    uint32_t k = def_index(r, id);
    if (k >= r->m->inst_count)
        return 0;
    if (r->size_state[k] >= 2) {
        if (r->size_state[k] == 3 && runtime)
            *runtime = true;
        return r->size_memo[k];
    }
    if (r->size_state[k] == 1)
        return 0;
    r->size_state[k] = 1;
    bool own_runtime = false;
    uint64_t size = type_size_uncached(r, id, depth, &own_runtime);
    /* remembered even when the depth bound cut it short (only types nested past MAX_TYPE_DEPTH, which
       are sized 0 anyway) */
    r->size_memo[k] = size;
    r->size_state[k] = own_runtime ? 3 : 2;
    if (own_runtime && runtime)
        *runtime = true;
    return size;
}

/* Describe a type: its text and size, and the members of the struct it is or holds (through arrays and
 * node payload arrays). */
static spvrt_reflect_type describe_type(reflector *r, uint32_t id)
{
    spvrt_reflect_type t = {0};
    t.id = id;
    t.dispatch_indirect_member = -1;
    t.text = type_string(r, id);
    bool runtime = false;
    uint64_t size = type_size(r, id, 0, &runtime);
    t.size = size > UINT32_MAX ? UINT32_MAX : (uint32_t)size;
    t.runtime_sized = runtime;
    uint32_t struct_id = id;
    const spvrt_instruction *s = def(r, id);
    for (int depth = 0; s && depth < MAX_TYPE_DEPTH &&
                        (s->opcode == SPVRT_OpTypeArray || s->opcode == SPVRT_OpTypeRuntimeArray ||
                         s->opcode == SPVRT_OpTypeNodePayloadArrayAMDX);
         depth++) {
        struct_id = word(r, s, 2);
        s = def(r, struct_id);
    }
    if (!s || s->opcode != SPVRT_OpTypeStruct)
        return t;
    t.block = get_deco(r, struct_id, NONE, SPVRT_Decoration_Block) != NULL;
    t.buffer_block = get_deco(r, struct_id, NONE, SPVRT_Decoration_BufferBlock) != NULL;
    t.track_finish_writing = get_deco(r, struct_id, NONE, SPVRT_Decoration_TrackFinishWritingAMDX) != NULL;
    uint32_t count = s->word_count - 2;
    spvrt_reflect_member *members = count ? arena(r, (size_t)count * sizeof *members) : NULL;
    if (count && !members)
        return t;
    uint64_t packed = 0;
    for (uint32_t k = 0; k < count; k++) {
        spvrt_reflect_member *mb = &members[k];
        uint32_t type = word(r, s, 2 + k);
        const deco_ref *name = get_deco(r, struct_id, k, MEMBER_NAME);
        mb->name = name ? string_at(r, &r->m->insts[name->inst], 3) : "";
        mb->type = type_string(r, type);
        mb->type_id = type;
        bool member_runtime = false;
        uint64_t msize = type_size(r, type, 1, &member_runtime);
        mb->matrix_stride = deco_literal(r, struct_id, k, SPVRT_Decoration_MatrixStride, 0, NULL);
        mb->row_major = get_deco(r, struct_id, k, SPVRT_Decoration_RowMajor) != NULL;
        const spvrt_instruction *mt = def(r, type);
        if (mt && mt->opcode == SPVRT_OpTypeMatrix && mb->matrix_stride) {
            const spvrt_instruction *column = def(r, word(r, mt, 2));
            msize = (uint64_t)mb->matrix_stride * (mb->row_major ? (column ? word(r, column, 3) : 0) : word(r, mt, 3));
        }
        if (mt && (mt->opcode == SPVRT_OpTypeArray || mt->opcode == SPVRT_OpTypeRuntimeArray))
            mb->array_stride = deco_literal(r, type, NONE, SPVRT_Decoration_ArrayStride, 0, NULL);
        uint32_t offset = deco_literal(r, struct_id, k, SPVRT_Decoration_Offset, 0, &mb->has_offset);
        mb->offset = mb->has_offset ? offset : (packed > UINT32_MAX ? UINT32_MAX : (uint32_t)packed);
        mb->size = msize > UINT32_MAX ? UINT32_MAX : (uint32_t)msize;
        packed = size_add(mb->offset, msize > SIZE_CAP ? SIZE_CAP : msize);
        mb->builtin = deco_literal(r, struct_id, k, SPVRT_Decoration_BuiltIn, NONE, NULL);
        mb->location = deco_literal(r, struct_id, k, SPVRT_Decoration_Location, 0, &mb->has_location);
        mb->dispatch_indirect = get_deco(r, struct_id, k, SPVRT_Decoration_PayloadDispatchIndirectAMDX) != NULL;
        if (mb->dispatch_indirect && t.dispatch_indirect_member < 0)
            t.dispatch_indirect_member = (int32_t)k;
        mb->non_writable = get_deco(r, struct_id, k, SPVRT_Decoration_NonWritable) != NULL;
        mb->non_readable = get_deco(r, struct_id, k, SPVRT_Decoration_NonReadable) != NULL;
    }
    t.members = members;
    t.member_count = count;
    return t;
}

/* ---- the static call tree of an entry point ------------------------------------------------------- */

static bool touched(const reflector *r, uint32_t index)
{
    return r->stamp[index] == r->epoch;
}

static void touch(reflector *r, uint32_t index)
{
    if (!touched(r, index)) {
        r->stamp[index] = r->epoch;
        r->flags[index] = 0;
        r->source[index] = NONE;
        uint16_t op = r->m->insts[index].opcode;
        if (op == SPVRT_OpVariable || op == SPVRT_OpUntypedVariableKHR)
            r->touched_vars[r->touched_var_count++] = index;
    }
}

/* The variable, parameter, OpPhi or OpSelect an id's pointer or handle comes from (an instruction
 * index), or NONE. */
static uint32_t source_of(reflector *r, uint32_t id)
{
    uint32_t k = def_index(r, id);
    if (k >= r->m->inst_count)
        return NONE;
    uint16_t op = r->m->insts[k].opcode;
    if (op == SPVRT_OpVariable || op == SPVRT_OpUntypedVariableKHR)
        return k;
    return touched(r, k) ? r->source[k] : NONE;
}

static void access(reflector *r, uint32_t id, uint8_t flags)
{
    uint32_t s = source_of(r, id);
    if (s == NONE)
        return;
    touch(r, s);
    r->flags[s] |= (uint8_t)(flags | SPVRT_REFLECT_USED);
}

static void set_source(reflector *r, const spvrt_instruction *inst, uint32_t from_id)
{
    uint32_t k = (uint32_t)(inst - r->m->insts);
    uint32_t s = source_of(r, from_id);
    touch(r, k);
    r->source[k] = s;
    if (s != NONE) {
        touch(r, s);
        r->flags[s] |= SPVRT_REFLECT_USED;
    }
}

static bool add_edge(reflector *r, uint32_t from, uint32_t to)
{
    if (!spvrt_grow(r->ctx, (void **)&r->edges, &r->edge_capacity, r->edge_count + 1, sizeof *r->edges)) {
        r->error = SPVRT_ERROR_OUT_OF_MEMORY;
        return false;
    }
    r->edges[r->edge_count++] = (alias_edge){from, to};
    return true;
}

/* An alias node: its users' accesses go on to every id an edge names. */
static void alias_node(reflector *r, const spvrt_instruction *inst)
{
    uint32_t k = (uint32_t)(inst - r->m->insts);
    touch(r, k);
    r->source[k] = k;
}

static bool is_pointer_type(const reflector *r, uint32_t type_id)
{
    const spvrt_instruction *t = def(r, type_id);
    return t && (t->opcode == SPVRT_OpTypePointer || t->opcode == SPVRT_OpTypeUntypedPointerKHR);
}

static void note_output(reflector *r, uint32_t type_id, uint8_t how)
{
    uint32_t t = def_index(r, type_id);
    if (t >= r->m->inst_count)
        return;
    if (r->mark[t] == r->epoch) {
        r->output_how[r->slot[t]] |= how;
        return;
    }
    r->mark[t] = r->epoch;
    r->slot[t] = r->output_count;
    uint32_t capacity = r->output_capacity;
    if (!spvrt_grow(r->ctx, (void **)&r->outputs, &r->output_capacity, r->output_count + 1, sizeof *r->outputs) ||
        !spvrt_grow(r->ctx, (void **)&r->output_how, &capacity, r->output_count + 1, sizeof *r->output_how)) {
        r->error = SPVRT_ERROR_OUT_OF_MEMORY;
        return;
    }
    r->outputs[r->output_count] = type_id;
    r->output_how[r->output_count++] = how;
}

static bool name_starts(const char *name, const char *prefix)
{
    return strncmp(name, prefix, strlen(prefix)) == 0;
}

/* Queue a function (by id) for the walk once. */
static void reach_function(reflector *r, uint32_t id, uint32_t *queued)
{
    uint32_t k = def_index(r, id);
    if (k >= r->m->inst_count || r->m->insts[k].opcode != SPVRT_OpFunction || r->visited[k] == r->epoch)
        return;
    r->visited[k] = r->epoch;
    r->queue[(*queued)++] = k;
}

/* What one instruction of the call tree does to the sources of its operands. */
static void walk_instruction(reflector *r, const spvrt_instruction *inst, uint32_t *queued)
{
    uint16_t op = inst->opcode;
    const spvrt_instruction_info *info = spvrt_inst_info(inst);
    const char *name = spvrt_grammar_string(info->name);
    switch (op) {
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain:
    case SPVRT_OpPtrAccessChain:
    case SPVRT_OpInBoundsPtrAccessChain:
    case SPVRT_OpCopyObject:
    case SPVRT_OpBitcast:
    case SPVRT_OpImage:
    case SPVRT_OpImageTexelPointer:
        set_source(r, inst, word(r, inst, 3));
        return;
    case SPVRT_OpLoad:
        if (is_handle_type(r, inst->result_type)) {
            set_source(r, inst, word(r, inst, 3));
        } else {
            access(r, word(r, inst, 3), SPVRT_REFLECT_READ); /* a pointer loaded from memory is not followed */
        }
        return;
    case SPVRT_OpStore:
        access(r, word(r, inst, 1), SPVRT_REFLECT_WRITE);
        access(r, word(r, inst, 2), 0); /* a variable's pointer stored: at least used */
        return;
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized:
        access(r, word(r, inst, 1), SPVRT_REFLECT_WRITE);
        access(r, word(r, inst, 2), SPVRT_REFLECT_READ);
        return;
    case SPVRT_OpSampledImage:
        set_source(r, inst, word(r, inst, 3));
        access(r, word(r, inst, 4), SPVRT_REFLECT_READ);
        return;
    case SPVRT_OpImageWrite:
        access(r, word(r, inst, 1), SPVRT_REFLECT_WRITE);
        for (uint32_t k = 2; k < inst->word_count; k++)
            access(r, word(r, inst, k), 0);
        return;
    case SPVRT_OpFunctionCall: {
        uint32_t callee = word(r, inst, 3);
        reach_function(r, callee, queued);
        uint32_t f = def_index(r, callee);
        if (f >= r->m->inst_count || r->m->insts[f].opcode != SPVRT_OpFunction)
            return;
        uint32_t p = f + 1;
        for (uint32_t a = 4; a < inst->word_count; a++, p++) {
            if (p >= r->m->inst_count || r->m->insts[p].opcode != SPVRT_OpFunctionParameter)
                break;
            access(r, word(r, inst, a), 0);
            if (!add_edge(r, p, word(r, inst, a)))
                return;
        }
        return;
    }
    case SPVRT_OpFunctionParameter:
        alias_node(r, inst);
        return;
    case SPVRT_OpPhi:
        if (!is_pointer_type(r, inst->result_type) && !is_handle_type(r, inst->result_type))
            return;
        alias_node(r, inst);
        for (uint32_t k = 3; k < inst->word_count; k += 2)
            add_edge(r, (uint32_t)(inst - r->m->insts), word(r, inst, k));
        return;
    case SPVRT_OpSelect:
        if (!is_pointer_type(r, inst->result_type) && !is_handle_type(r, inst->result_type))
            return;
        alias_node(r, inst);
        add_edge(r, (uint32_t)(inst - r->m->insts), word(r, inst, 4));
        add_edge(r, (uint32_t)(inst - r->m->insts), word(r, inst, 5));
        return;
    case SPVRT_OpAllocateNodePayloadsAMDX: {
        const spvrt_instruction *ptr = def(r, inst->result_type);
        if (ptr && ptr->opcode == SPVRT_OpTypePointer)
            note_output(r, word(r, ptr, 3), 1);
        return;
    }
    case SPVRT_OpIsNodePayloadValidAMDX:
        note_output(r, word(r, inst, 3), 2);
        return;
    default:
        break;
    }
    if (name_starts(name, "OpAtomic")) {
        /* the pointer is the first operand after the result (OpAtomicStore, OpAtomicFlagClear: the first) */
        bool store = op == SPVRT_OpAtomicStore || op == SPVRT_OpAtomicFlagClear;
        uint8_t how = op == SPVRT_OpAtomicLoad ? SPVRT_REFLECT_READ
                      : store                  ? SPVRT_REFLECT_WRITE
                                               : SPVRT_REFLECT_READ | SPVRT_REFLECT_WRITE;
        if (info->has_result || store)
            access(r, word(r, inst, store ? 1 : 3), (uint8_t)(how | SPVRT_REFLECT_ATOMIC));
        return;
    }
    if (name_starts(name, "OpImageQuery")) {
        access(r, word(r, inst, 3), 0);
        return;
    }
    if (name_starts(name, "OpImage") && info->has_result_type && inst->word_count > 3) {
        /* samples, fetches, gathers, reads (and the sparse forms): the image operand follows the result */
        access(r, word(r, inst, 3), SPVRT_REFLECT_READ);
        for (uint32_t k = 4; k < inst->word_count; k++)
            access(r, word(r, inst, k), 0);
        return;
    }
    /* anything else: an operand that is a handle (an acceleration structure traced, ...) counts as read;
     * a ray payload or callable data handed to a trace or a callable shader as read and write (the shaders
     * it runs read and write it); a hit-object attribute as written by OpHitObjectGetAttributes*, read by
     * the rest (OpHitObjectRecord*); any other pointer passed on as used */
    const spvrt_operand *ops = spvrt_inst_operands(r->m, inst);
    for (uint32_t k = 0; k < inst->operand_count; k++) {
        if (ops[k].kind != SPVRT_KIND_IdRef || ops[k].word_count != 1)
            continue;
        uint32_t id = word(r, inst, ops[k].offset);
        const spvrt_instruction *d = def(r, id);
        uint8_t how = 0;
        if (d && d->opcode != SPVRT_OpVariable && is_handle_type(r, d->result_type)) {
            how = SPVRT_REFLECT_READ;
        } else if (d && is_pointer_type(r, d->result_type)) {
            switch (word(r, def(r, d->result_type), 2)) {
            case SPVRT_StorageClass_RayPayloadKHR:
            case SPVRT_StorageClass_IncomingRayPayloadKHR:
            case SPVRT_StorageClass_CallableDataKHR:
            case SPVRT_StorageClass_IncomingCallableDataKHR:
                how = SPVRT_REFLECT_READ | SPVRT_REFLECT_WRITE;
                break;
            case SPVRT_StorageClass_HitObjectAttributeNV:
            case SPVRT_StorageClass_HitObjectAttributeEXT:
                how = name_starts(name, "OpHitObjectGetAttributes") ? SPVRT_REFLECT_WRITE : SPVRT_REFLECT_READ;
                break;
            default:
                break;
            }
        }
        access(r, id, how);
    }
}

static int compare_edges(const void *a, const void *b)
{
    const alias_edge *x = a, *y = b;
    return x->from < y->from ? -1 : x->from > y->from;
}

static void push_work(reflector *r, uint32_t node)
{
    if (!spvrt_grow(r->ctx, (void **)&r->work, &r->work_capacity, r->work_count + 1, sizeof *r->work)) {
        r->error = SPVRT_ERROR_OUT_OF_MEMORY;
        return;
    }
    r->work[r->work_count++] = node;
}

/* Walk the entry function's call tree; afterwards flags[] of each variable holds its access. */
static void walk_call_tree(reflector *r, uint32_t function_id)
{
    const spvrt_module *m = r->m;
    r->epoch++;
    r->edge_count = 0;
    r->output_count = 0;
    r->touched_var_count = 0;
    uint32_t queued = 0;
    reach_function(r, function_id, &queued);
    for (uint32_t q = 0; q < queued && r->error == SPVRT_SUCCESS; q++) {
        uint32_t begin = r->queue[q], end = r->func_end[begin];
        for (uint32_t k = begin + 1; k < end && k < m->inst_count; k++)
            walk_instruction(r, &m->insts[k], &queued);
    }
    /* pass accesses through parameters, OpPhi and OpSelect to what they may be: a worklist over the edges
     * sorted by their source; flags only grow (4 bits), so each node goes on the list at most 5 times */
    if (r->error || r->edge_count == 0)
        return;
    qsort(r->edges, r->edge_count, sizeof *r->edges, compare_edges);
    r->work_count = 0;
    for (uint32_t e = 0; e < r->edge_count; e++)
        if ((e == 0 || r->edges[e].from != r->edges[e - 1].from) && touched(r, r->edges[e].from) &&
            r->flags[r->edges[e].from])
            push_work(r, r->edges[e].from);
    while (r->work_count && r->error == SPVRT_SUCCESS) {
        uint32_t from = r->work[--r->work_count];
        uint32_t lo = 0, hi = r->edge_count;
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo) / 2;
            if (r->edges[mid].from < from)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (uint32_t e = lo; e < r->edge_count && r->edges[e].from == from; e++) {
            uint32_t to = source_of(r, r->edges[e].to);
            if (to == NONE || to == from)
                continue;
            touch(r, to);
            uint8_t add = (uint8_t)(r->flags[from] & ~r->flags[to]);
            if (add) {
                r->flags[to] |= add;
                push_work(r, to);
            }
        }
    }
}

/* ---- entry points ----------------------------------------------------------------------------------- */

static spvrt_reflect_kind kind_of(uint32_t storage_class)
{
    switch (storage_class) {
    case SPVRT_StorageClass_UniformConstant:
    case SPVRT_StorageClass_Uniform:
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_TileImageEXT:
        return SPVRT_REFLECT_DESCRIPTOR;
    case SPVRT_StorageClass_PushConstant: return SPVRT_REFLECT_PUSH_CONSTANT;
    case SPVRT_StorageClass_Input: return SPVRT_REFLECT_INPUT;
    case SPVRT_StorageClass_Output: return SPVRT_REFLECT_OUTPUT;
    case SPVRT_StorageClass_RayPayloadKHR: return SPVRT_REFLECT_RAY_PAYLOAD;
    case SPVRT_StorageClass_IncomingRayPayloadKHR: return SPVRT_REFLECT_INCOMING_RAY_PAYLOAD;
    case SPVRT_StorageClass_HitAttributeKHR: return SPVRT_REFLECT_HIT_ATTRIBUTE;
    case SPVRT_StorageClass_CallableDataKHR: return SPVRT_REFLECT_CALLABLE_DATA;
    case SPVRT_StorageClass_IncomingCallableDataKHR: return SPVRT_REFLECT_INCOMING_CALLABLE_DATA;
    case SPVRT_StorageClass_ShaderRecordBufferKHR: return SPVRT_REFLECT_SHADER_RECORD_BUFFER;
    case SPVRT_StorageClass_HitObjectAttributeNV:
    case SPVRT_StorageClass_HitObjectAttributeEXT:
        return SPVRT_REFLECT_HIT_OBJECT_ATTRIBUTE;
    case SPVRT_StorageClass_NodePayloadAMDX: return SPVRT_REFLECT_NODE_PAYLOAD;
    case SPVRT_StorageClass_Workgroup: return SPVRT_REFLECT_WORKGROUP;
    case SPVRT_StorageClass_TaskPayloadWorkgroupEXT: return SPVRT_REFLECT_TASK_PAYLOAD;
    default: return SPVRT_REFLECT_OTHER;
    }
}

/* Vulkan "Shader Resource and Descriptor Type Correspondence" for a descriptor's (array-stripped) type. */
static spvrt_reflect_descriptor descriptor_of(reflector *r, uint32_t storage_class, uint32_t type_id,
                                              const spvrt_reflect_type *type)
{
    const spvrt_instruction *t = def(r, type_id);
    if (storage_class == SPVRT_StorageClass_StorageBuffer)
        return SPVRT_REFLECT_DESCRIPTOR_STORAGE_BUFFER;
    if (storage_class == SPVRT_StorageClass_Uniform)
        return type->buffer_block ? SPVRT_REFLECT_DESCRIPTOR_STORAGE_BUFFER : SPVRT_REFLECT_DESCRIPTOR_UNIFORM_BUFFER;
    if (!t)
        return SPVRT_REFLECT_DESCRIPTOR_OTHER;
    switch (t->opcode) {
    case SPVRT_OpTypeSampler: return SPVRT_REFLECT_DESCRIPTOR_SAMPLER;
    case SPVRT_OpTypeSampledImage: return SPVRT_REFLECT_DESCRIPTOR_COMBINED_IMAGE_SAMPLER;
    case SPVRT_OpTypeAccelerationStructureKHR: return SPVRT_REFLECT_DESCRIPTOR_ACCELERATION_STRUCTURE;
    case SPVRT_OpTypeImage: {
        uint32_t dim = word(r, t, 3), sampled = word(r, t, 7);
        if (dim == SPVRT_Dim_SubpassData)
            return SPVRT_REFLECT_DESCRIPTOR_INPUT_ATTACHMENT;
        if (dim == SPVRT_Dim_Buffer)
            return sampled == 1   ? SPVRT_REFLECT_DESCRIPTOR_UNIFORM_TEXEL_BUFFER
                   : sampled == 2 ? SPVRT_REFLECT_DESCRIPTOR_STORAGE_TEXEL_BUFFER
                                  : SPVRT_REFLECT_DESCRIPTOR_IMAGE;
        return sampled == 1   ? SPVRT_REFLECT_DESCRIPTOR_SAMPLED_IMAGE
               : sampled == 2 ? SPVRT_REFLECT_DESCRIPTOR_STORAGE_IMAGE
                              : SPVRT_REFLECT_DESCRIPTOR_IMAGE;
    }
    default: return SPVRT_REFLECT_DESCRIPTOR_OTHER;
    }
}

static bool is_interface_decoration(uint32_t d)
{
    return d == SPVRT_Decoration_Location || d == SPVRT_Decoration_Component || d == SPVRT_Decoration_BuiltIn ||
           d == SPVRT_Decoration_DescriptorSet || d == SPVRT_Decoration_Binding || d == MEMBER_NAME;
}

static spvrt_result describe_variable(reflector *r, uint32_t index, bool in_interface, spvrt_reflect_variable *v)
{
    const spvrt_instruction *inst = &r->m->insts[index];
    memset(v, 0, sizeof *v);
    v->id = inst->result;
    v->name = name_of(r, inst->result);
    v->in_interface = in_interface;
    v->storage_class = word(r, inst, 3);
    v->kind = kind_of(v->storage_class);
    v->access = touched(r, index) ? r->flags[index] : 0;
    uint32_t pointee = 0;
    if (inst->opcode == SPVRT_OpVariable) {
        const spvrt_instruction *ptr = def(r, inst->result_type);
        if (!ptr || ptr->opcode != SPVRT_OpTypePointer)
            return fail(r, inst, "the variable's result type is not an OpTypePointer");
        pointee = word(r, ptr, 3);
    } else if (inst->word_count > 4) { /* OpUntypedVariableKHR with a data type */
        pointee = word(r, inst, 4);
    }
    v->type = describe_type(r, pointee);
    v->builtin = deco_literal(r, v->id, NONE, SPVRT_Decoration_BuiltIn, NONE, NULL);
    v->location = deco_literal(r, v->id, NONE, SPVRT_Decoration_Location, 0, &v->has_location);
    v->component = deco_literal(r, v->id, NONE, SPVRT_Decoration_Component, 0, NULL);
    bool has_set, has_binding;
    v->set = deco_literal(r, v->id, NONE, SPVRT_Decoration_DescriptorSet, 0, &has_set);
    v->binding = deco_literal(r, v->id, NONE, SPVRT_Decoration_Binding, 0, &has_binding);
    v->has_binding = has_set && has_binding;
    /* descriptor arrays: the count is the product of the array lengths (Vulkan allows one level) */
    v->count = 1;
    uint32_t element = pointee;
    const spvrt_instruction *t = def(r, element);
    for (int depth = 0; t && depth < MAX_TYPE_DEPTH &&
                        (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray);
         depth++) {
        if (v->kind != SPVRT_REFLECT_DESCRIPTOR)
            break;
        v->is_array = true;
        if (t->opcode == SPVRT_OpTypeRuntimeArray) {
            v->is_runtime_array = true;
            v->count = 0;
        } else {
            spvrt_reflect_value n = value_of_id(r, word(r, t, 3));
            uint64_t c = (uint64_t)v->count * (n.known ? n.value : 0);
            v->count = c > UINT32_MAX ? UINT32_MAX : (uint32_t)c;
        }
        element = word(r, t, 2);
        t = def(r, element);
    }
    if (v->kind == SPVRT_REFLECT_DESCRIPTOR) {
        if (element != pointee)
            v->type = describe_type(r, element);
        v->descriptor = descriptor_of(r, v->storage_class, element, &v->type);
    }
    /* the other decorations, by name */
    uint32_t count, first = find_decos(r, v->id, NONE, &count);
    const char **list = count ? arena(r, (size_t)count * sizeof *list) : NULL;
    uint32_t n = 0;
    for (uint32_t k = first; list && k < first + count; k++)
        if (!is_interface_decoration(r->decos[k].decoration))
            list[n++] = reflect_enum_name(SPVRT_KIND_Decoration, r->decos[k].decoration);
    v->decorations = (const char *const *)list;
    v->decoration_count = n;
    return r->error;
}

static int compare_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static int compare_mode_target(const void *a, const void *b, const reflector *r)
{
    uint32_t x = word(r, &r->m->insts[*(const uint32_t *)a], 1), y = word(r, &r->m->insts[*(const uint32_t *)b], 1);
    if (x != y)
        return x < y ? -1 : 1;
    return *(const uint32_t *)a < *(const uint32_t *)b ? -1 : 1;
}

/* The execution modes by target function, module order among equals: qsort has no context argument in
 * C11, so a merge sort (O(n log n) however many modes a hostile module declares). */
static void sort_modes(reflector *r, uint32_t *a, uint32_t *tmp, uint32_t n)
{
    if (n < 2)
        return;
    uint32_t half = n / 2;
    sort_modes(r, a, tmp, half);
    sort_modes(r, a + half, tmp, n - half);
    uint32_t i = 0, j = half, o = 0;
    while (i < half && j < n)
        tmp[o++] = compare_mode_target(&a[i], &a[j], r) <= 0 ? a[i++] : a[j++];
    while (i < half)
        tmp[o++] = a[i++];
    while (j < n)
        tmp[o++] = a[j++];
    memcpy(a, tmp, (size_t)n * sizeof *a);
}

static spvrt_reflect_mode describe_mode(reflector *r, const spvrt_instruction *inst)
{
    spvrt_reflect_mode mode = {0};
    mode.mode = word(r, inst, 2);
    mode.name = reflect_enum_name(SPVRT_KIND_ExecutionMode, mode.mode);
    const spvrt_operand *ops = spvrt_inst_operands(r->m, inst);
    uint32_t count = inst->operand_count > 2 ? inst->operand_count - 2u : 0;
    spvrt_reflect_value *values = count ? arena(r, (size_t)count * sizeof *values) : NULL;
    if (!values)
        return mode;
    for (uint32_t k = 0; k < count; k++) {
        const spvrt_operand *op = &ops[2 + k];
        uint32_t w = word(r, inst, op->offset);
        if (spvrt_grammar_kind_category(op->kind) == SPVRT_CATEGORY_ID) {
            values[k] = value_of_id(r, w);
        } else if (op->kind == SPVRT_KIND_LiteralString) {
            values[k] = literal_value(0);
            values[k].known = false;
            values[k].string = string_at(r, inst, op->offset);
        } else {
            values[k] = literal_value(op->word_count == 2 ? w | (uint64_t)word(r, inst, op->offset + 1u) << 32 : w);
        }
    }
    mode.operands = values;
    mode.operand_count = count;
    return mode;
}

static const spvrt_reflect_mode *find_mode(const spvrt_reflect_entry_point *e, uint32_t mode)
{
    for (uint32_t k = 0; k < e->mode_count; k++)
        if (e->modes[k].mode == mode)
            return &e->modes[k];
    return NULL;
}

static spvrt_reflect_value mode_operand(const spvrt_reflect_entry_point *e, uint32_t mode, uint32_t k,
                                        uint64_t fallback)
{
    const spvrt_reflect_mode *found = find_mode(e, mode);
    if (found && k < found->operand_count)
        return found->operands[k];
    return default_value(fallback);
}

/* An execution-graph node (VK_AMDX_shader_enqueue proposal, "SPIR-V Changes"; AMDX-S02, S15, S32). */
static void describe_node(reflector *r, spvrt_reflect_entry_point *e)
{
    spvrt_reflect_node *node = arena(r, sizeof *node);
    if (!node)
        return;
    node->name = e->name;
    node->index = mode_operand(e, SPVRT_ExecutionMode_ShaderIndexAMDX, 0, 0);
    node->max_recursion = mode_operand(e, SPVRT_ExecutionMode_MaxNodeRecursionAMDX, 0, 0);
    for (uint32_t k = 0; k < 3; k++) {
        node->static_num_workgroups[k] = mode_operand(e, SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX, k, 0);
        node->max_num_workgroups[k] = mode_operand(e, SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX, k, 0);
    }
    node->coalescing = find_mode(e, SPVRT_ExecutionMode_CoalescingAMDX) != NULL;
    node->is_api_entry = mode_operand(e, SPVRT_ExecutionMode_IsApiEntryAMDX, 0, 1);
    node->shares_input_with_name = mode_operand(e, SPVRT_ExecutionMode_SharesInputWithAMDX, 0, 0);
    node->shares_input_with_index = mode_operand(e, SPVRT_ExecutionMode_SharesInputWithAMDX, 1, 0);
    node->input_max_payloads = default_value(0);
    node->input_max_payloads.known = false;
    node->input.dispatch_indirect_member = -1;
    for (uint32_t k = 0; k < e->variable_count; k++) {
        const spvrt_reflect_variable *v = &e->variables[k];
        if (v->kind != SPVRT_REFLECT_NODE_PAYLOAD || node->input_variable)
            continue;
        node->input_variable = v->id;
        const spvrt_instruction *t = def(r, v->type.id);
        uint32_t payload = v->type.id;
        if (t && t->opcode == SPVRT_OpTypeNodePayloadArrayAMDX) {
            node->input_is_array = true;
            node->input_max_payloads = deco_value(r, v->type.id, SPVRT_Decoration_NodeMaxPayloadsAMDX, 0);
            payload = word(r, t, 2);
        }
        node->input = describe_type(r, payload);
    }
    if (!node->input_variable) {
        /* AMDX-S15: no input declared: empty with StaticNumWorkgroupsAMDX or CoalescingAMDX, otherwise a
           struct of one uvec3, the workgroup counts */
        node->implicit_input = true;
        node->input.text = "implicit";
        if (!node->coalescing && !find_mode(e, SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX)) {
            spvrt_reflect_member *counts = arena(r, sizeof *counts);
            if (counts) {
                counts->name = "workgroup_counts";
                counts->type = "vec3<uint32>";
                counts->has_offset = true;
                counts->size = 12;
                counts->builtin = NONE;
                counts->dispatch_indirect = true;
                node->input.members = counts;
                node->input.member_count = 1;
                node->input.size = 12;
                node->input.dispatch_indirect_member = 0;
            }
        }
    }
    /* outputs, in the order the call tree meets them */
    spvrt_reflect_node_output *outputs = r->output_count ? arena(r, r->output_count * sizeof *outputs) : NULL;
    uint32_t n = 0;
    for (uint32_t k = 0; outputs && k < r->output_count; k++) {
        uint32_t type = r->outputs[k];
        const spvrt_instruction *t = def(r, type);
        if (!t || t->opcode != SPVRT_OpTypeNodePayloadArrayAMDX)
            continue;
        spvrt_reflect_node_output *o = &outputs[n++];
        o->type_id = type;
        o->type_name = name_of(r, type);
        o->node_name = deco_value(r, type, SPVRT_Decoration_PayloadNodeNameAMDX, 0);
        o->base_index = deco_value(r, type, SPVRT_Decoration_PayloadNodeBaseIndexAMDX, 0);
        o->array_size = deco_value(r, type, SPVRT_Decoration_PayloadNodeArraySizeAMDX, 0);
        if (!o->array_size.present)
            o->array_size.known = false; /* unbounded (AMDX-S45) */
        o->sparse = get_deco(r, type, NONE, SPVRT_Decoration_PayloadNodeSparseArrayAMDX) != NULL;
        o->max_payloads = deco_value(r, type, SPVRT_Decoration_NodeMaxPayloadsAMDX, 0);
        if (!o->max_payloads.present)
            o->max_payloads.known = false;
        const deco_ref *shares = get_deco(r, type, NONE, SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX);
        o->shares_limits_with = shares ? word(r, &r->m->insts[shares->inst], shares->arg) : 0;
        o->allocated = r->output_how[k] & 1;
        o->validity_checked = (r->output_how[k] & 2) != 0;
        o->payload = describe_type(r, word(r, t, 2));
    }
    node->outputs = outputs;
    node->output_count = n;
    e->node = node;
}

static spvrt_result describe_entry_point(reflector *r, const spvrt_instruction *inst, spvrt_reflect_entry_point *e)
{
    const spvrt_module *m = r->m;
    e->execution_model = word(r, inst, 1);
    e->execution_model_name = reflect_enum_name(SPVRT_KIND_ExecutionModel, e->execution_model);
    e->function_id = word(r, inst, 2);
    const spvrt_operand *ops = spvrt_inst_operands(m, inst);
    if (inst->operand_count < 3)
        return fail(r, inst, "OpEntryPoint has no name");
    e->name = string_at(r, inst, ops[2].offset);
    const spvrt_instruction *f = def(r, e->function_id);
    if (!f || f->opcode != SPVRT_OpFunction)
        return fail(r, inst, "entry point \"%s\": %%%u is not an OpFunction", e->name, e->function_id);
    /* execution modes: the sorted list's run for this function */
    uint32_t lo = 0, hi = r->mode_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (word(r, &m->insts[r->modes[mid]], 1) < e->function_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    uint32_t end = lo;
    while (end < r->mode_count && word(r, &m->insts[r->modes[end]], 1) == e->function_id)
        end++;
    spvrt_reflect_mode *modes = end > lo ? arena(r, (size_t)(end - lo) * sizeof *modes) : NULL;
    for (uint32_t k = lo; modes && k < end; k++)
        modes[k - lo] = describe_mode(r, &m->insts[r->modes[k]]);
    e->modes = modes;
    e->mode_count = modes ? end - lo : 0;

    walk_call_tree(r, e->function_id);
    if (r->error)
        return r->error;
    /* the walk's outputs are read by describe_node below; the interface marks go in mark[] of variables,
       which are never node payload array types */
    /* the variables: the interface list and every global variable the call tree touched */
    /* the variables: the interface list and every global variable the call tree touched */
    uint32_t interface_first = ops[2].offset + ops[2].word_count;
    uint32_t cap = inst->word_count + r->touched_var_count + 1;
    uint32_t *list = spvrt_alloc(r->ctx, (size_t)cap * sizeof *list);
    if (!list)
        return r->error = SPVRT_ERROR_OUT_OF_MEMORY;
    uint32_t n = 0;
    for (uint32_t w = interface_first; w < inst->word_count; w++) {
        uint32_t k = def_index(r, word(r, inst, w));
        if (k < m->inst_count && (m->insts[k].opcode == SPVRT_OpVariable || m->insts[k].opcode == SPVRT_OpUntypedVariableKHR)) {
            list[n++] = k;
            r->mark[k] = r->epoch; /* in the interface */
        } else {
            fail(r, inst, "entry point \"%s\": interface id %%%u is not a variable", e->name, word(r, inst, w));
        }
    }
    for (uint32_t t = 0; t < r->touched_var_count; t++) {
        uint32_t q = r->touched_vars[t];
        if (word(r, &m->insts[q], 3) != SPVRT_StorageClass_Function && (r->flags[q] & SPVRT_REFLECT_USED))
            list[n++] = q;
    }
    if (n > 1)
        qsort(list, n, sizeof *list, compare_u32);
    spvrt_reflect_variable *vars = n ? arena(r, (size_t)n * sizeof *vars) : NULL;
    uint32_t count = 0;
    for (uint32_t k = 0; vars && k < n && r->error == SPVRT_SUCCESS; k++) {
        if (k > 0 && list[k] == list[k - 1])
            continue;
        describe_variable(r, list[k], r->mark[list[k]] == r->epoch, &vars[count++]);
    }
    spvrt_free(r->ctx, list);
    e->variables = vars;
    e->variable_count = count;
    if (r->error == SPVRT_SUCCESS && r->shader_enqueue &&
        (e->execution_model == SPVRT_ExecutionModel_GLCompute || e->execution_model == SPVRT_ExecutionModel_MeshEXT))
        describe_node(r, e);
    return r->error;
}

/* ---- the module ------------------------------------------------------------------------------------- */

static spvrt_result reflect(reflector *r)
{
    const spvrt_module *m = r->m;
    spvrt_reflection *out = &r->holder->pub;
    out->version = m->header.version;
    if (!spvrt_names_build(&r->names, m) || !spvrt_idmap_init_growable(&r->op_name, r->ctx, NONE) ||
        !index_decorations(r))
        return r->error ? r->error : (r->error = SPVRT_ERROR_OUT_OF_MEMORY);
    for (uint32_t k = 0; k < m->name_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->names[k]];
        uint32_t target = word(r, inst, 1);
        if (target != NONE && spvrt_idmap_get(&r->op_name, target) == NONE &&
            !spvrt_idmap_set(&r->op_name, target, m->names[k]))
            return r->error = SPVRT_ERROR_OUT_OF_MEMORY;
    }
    size_t n = (size_t)m->inst_count + 1;
    r->stamp = spvrt_alloc_zero(r->ctx, n, sizeof *r->stamp);
    r->source = spvrt_alloc(r->ctx, n * sizeof *r->source);
    r->visited = spvrt_alloc_zero(r->ctx, n, sizeof *r->visited);
    r->flags = spvrt_alloc(r->ctx, n);
    r->queue = spvrt_alloc(r->ctx, n * sizeof *r->queue);
    r->func_end = spvrt_alloc(r->ctx, n * sizeof *r->func_end);
    r->modes = spvrt_alloc(r->ctx, n * sizeof *r->modes);
    uint32_t *tmp = spvrt_alloc(r->ctx, n * sizeof *tmp);
    r->touched_vars = spvrt_alloc(r->ctx, n * sizeof *r->touched_vars);
    r->mark = spvrt_alloc_zero(r->ctx, n, sizeof *r->mark);
    r->slot = spvrt_alloc(r->ctx, n * sizeof *r->slot);
    r->size_memo = spvrt_alloc(r->ctx, n * sizeof *r->size_memo);
    r->size_state = spvrt_alloc_zero(r->ctx, n, 1);
    if (!r->stamp || !r->source || !r->visited || !r->flags || !r->queue || !r->func_end || !r->modes || !tmp ||
        !r->touched_vars || !r->mark || !r->slot || !r->size_memo || !r->size_state) {
        spvrt_free(r->ctx, tmp);
        return r->error = SPVRT_ERROR_OUT_OF_MEMORY;
    }
    /* one pass: function extents, execution modes, capabilities */
    uint32_t open = NONE, capability_count = 0;
    for (uint32_t k = 0; k < m->inst_count; k++) {
        const spvrt_instruction *inst = &m->insts[k];
        switch (inst->opcode) {
        case SPVRT_OpFunction:
            if (open != NONE)
                r->func_end[open] = k;
            open = k;
            r->func_end[k] = m->inst_count;
            break;
        case SPVRT_OpFunctionEnd:
            if (open != NONE)
                r->func_end[open] = k;
            open = NONE;
            break;
        case SPVRT_OpExecutionMode:
        case SPVRT_OpExecutionModeId:
            r->modes[r->mode_count++] = k;
            break;
        case SPVRT_OpCapability:
            capability_count++;
            if (word(r, inst, 1) == SPVRT_Capability_ShaderEnqueueAMDX)
                r->shader_enqueue = true;
            break;
        default:
            break;
        }
    }
    sort_modes(r, r->modes, tmp, r->mode_count);
    spvrt_free(r->ctx, tmp);
    const char **caps = capability_count ? arena(r, capability_count * sizeof *caps) : NULL;
    for (uint32_t k = 0, c = 0; caps && k < m->inst_count && c < capability_count; k++)
        if (m->insts[k].opcode == SPVRT_OpCapability)
            caps[c++] = reflect_enum_name(SPVRT_KIND_Capability, word(r, &m->insts[k], 1));
    out->capabilities = (const char *const *)caps;
    out->capability_count = caps ? capability_count : 0;

    spvrt_reflect_entry_point *entries =
        m->entry_point_count ? arena(r, (size_t)m->entry_point_count * sizeof *entries) : NULL;
    for (uint32_t k = 0; entries && k < m->entry_point_count && r->error == SPVRT_SUCCESS; k++)
        describe_entry_point(r, &m->insts[m->entry_points[k]], &entries[k]);
    out->entry_points = entries;
    out->entry_point_count = entries ? m->entry_point_count : 0;

    /* the WorkgroupSize built-in: a (spec) constant composite of three components */
    for (uint32_t k = 0; k < 3; k++)
        out->workgroup_size[k] = default_value(0), out->workgroup_size[k].known = false;
    for (uint32_t d = 0; d < r->deco_count; d++) {
        const deco_ref *ref = &r->decos[d];
        const spvrt_instruction *di = &m->insts[ref->inst];
        if (ref->decoration != SPVRT_Decoration_BuiltIn || ref->member != NONE ||
            word(r, di, ref->arg) != SPVRT_BuiltIn_WorkgroupSize)
            continue;
        const spvrt_instruction *c = def(r, ref->target);
        if (c && (c->opcode == SPVRT_OpConstantComposite || c->opcode == SPVRT_OpSpecConstantComposite) &&
            c->word_count >= 6)
            for (uint32_t k = 0; k < 3; k++)
                out->workgroup_size[k] = value_of_id(r, word(r, c, 3 + k));
        break;
    }

    /* specialization constants: those with a SpecId, and the string ones */
    uint32_t spec_count = 0;
    for (int pass = 0; pass < 2 && r->error == SPVRT_SUCCESS; pass++) {
        spvrt_reflect_spec_constant *specs = NULL;
        if (pass == 1) {
            specs = spec_count ? arena(r, spec_count * sizeof *specs) : NULL;
            out->spec_constants = specs;
            if (!specs)
                break;
        }
        uint32_t c = 0;
        for (uint32_t k = 0; k < m->inst_count; k++) {
            const spvrt_instruction *inst = &m->insts[k];
            uint16_t op = inst->opcode;
            bool string = op == SPVRT_OpSpecConstantStringAMDX;
            if (op != SPVRT_OpSpecConstant && op != SPVRT_OpSpecConstantTrue && op != SPVRT_OpSpecConstantFalse &&
                op != SPVRT_OpSpecConstantComposite && op != SPVRT_OpSpecConstantOp && !string)
                continue;
            if (!string && !get_deco(r, inst->result, NONE, SPVRT_Decoration_SpecId))
                continue;
            if (pass == 1 && c < spec_count) {
                specs[c].id = inst->result;
                specs[c].name = name_of(r, inst->result);
                specs[c].type = string ? "string" : type_string(r, inst->result_type);
                specs[c].value = value_of_id(r, inst->result);
            }
            c++;
        }
        if (pass == 0)
            spec_count = c;
        else
            out->spec_constant_count = c < spec_count ? c : spec_count;
    }
    return r->error;
}

spvrt_result spvrt_reflect_module(spvrt_context *ctx, const spvrt_module *module, spvrt_reflection **out)
{
    if (!ctx || !module || !out)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *out = NULL;
    spvrt_diag_reset(ctx);
    reflector r;
    memset(&r, 0, sizeof r);
    r.ctx = ctx;
    r.m = module;
    r.holder = spvrt_alloc_zero(ctx, 1, sizeof *r.holder);
    if (!r.holder)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    r.holder->ctx = ctx;
    spvrt_result result = reflect(&r);
    spvrt_names_free(&r.names);
    spvrt_idmap_free(&r.op_name);
    spvrt_free(ctx, r.decos);
    spvrt_free(ctx, r.stamp);
    spvrt_free(ctx, r.source);
    spvrt_free(ctx, r.visited);
    spvrt_free(ctx, r.flags);
    spvrt_free(ctx, r.queue);
    spvrt_free(ctx, r.func_end);
    spvrt_free(ctx, r.modes);
    spvrt_free(ctx, r.edges);
    spvrt_free(ctx, r.work);
    spvrt_free(ctx, r.touched_vars);
    spvrt_free(ctx, r.mark);
    spvrt_free(ctx, r.slot);
    spvrt_free(ctx, r.size_memo);
    spvrt_free(ctx, r.size_state);
    spvrt_free(ctx, r.outputs);
    spvrt_free(ctx, r.output_how);
    if (result != SPVRT_SUCCESS) {
        spvrt_reflection_free(ctx, &r.holder->pub);
        return result;
    }
    *out = &r.holder->pub;
    return SPVRT_SUCCESS;
}
