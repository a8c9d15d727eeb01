/* spvrt exec: prepare a validated module's compute entry point for
 * execution (docs/exec.md "Prepare").
 *
 * One walk builds everything execution needs: types, register rows for
 * every result id, the constant pool (specialization constants folded with
 * the same handlers the engine runs), variables placed in their memories,
 * and per function its blocks, phis and ops.  Every instruction of a
 * function body is offered to the instruction families (exec.h); one no
 * family takes makes prepare fail with its name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prep.h"
#include "run.h"
#include "../jit/jit.h"
#include "../text/text.h"

#define EXEC_MAX_VALUE_ROWS (1u << 16)          /* a larger array is never a register value */
#define EXEC_MAX_TEMPLATE_BYTES (256u << 20)    /* register file of one wave */
#define EXEC_MAX_LOCAL_INVOCATIONS 1024u        /* maxComputeWorkGroupInvocations of this device */
#define EXEC_MAX_LANE_MEMORY (64u << 20)        /* Private + Function + Input bytes of one lane */
#define EXEC_MAX_WORKGROUP_MEMORY (64u << 20)
#define EXEC_RUNTIME_DESCRIPTORS 1024u          /* regions reserved for a runtime descriptor array */
#define EXEC_MAX_WORKGROUP_BYTES (1ull << 30)   /* registers + variables of one workgroup's waves */

/* ---- arena and errors ----------------------------------------------------------- */

typedef struct arena_node {
    struct arena_node *next;
} arena_node;

#define ARENA_HEAD ((sizeof(arena_node) + 15u) & ~(size_t)15u)

void *exec_prep_alloc(exec_prep *p, size_t bytes)
{
    arena_node *n = spvrt_alloc_zero(p->ctx, 1, ARENA_HEAD + bytes);
    if (!n) {
        if (!p->failed) {
            spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
            spvrt_diag(p->ctx, &where, "out of memory while preparing the program");
        }
        p->failed = true;
        return NULL;
    }
    n->next = p->program->arena;
    p->program->arena = n;
    return (char *)n + ARENA_HEAD;
}

static void arena_free(spvrt_context *ctx, void *arena)
{
    arena_node *n = arena;
    while (n) {
        arena_node *next = n->next;
        spvrt_free(ctx, n);
        n = next;
    }
}

static void diag_at(spvrt_context *ctx, const spvrt_module *m, const spvrt_instruction *inst, const char *message)
{
    spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
    spvrt_buffer text;
    spvrt_buffer_init(&text, ctx);
    if (inst) {
        where.word_offset = inst->word_offset;
        where.instruction_index = (uint32_t)(inst - m->insts);
        where.result_id = inst->result;
        spvrt_names names;
        bool named = spvrt_names_build(&names, m);
        spvrt_text_instruction(&text, m, named ? &names : NULL, inst);
        if (named)
            spvrt_names_free(&names);
        spvrt_buffer_putc(&text, '\0');
        if (!text.failed)
            where.instruction = text.data;
    }
    spvrt_diag(ctx, &where, "%s", message);
    spvrt_buffer_free(&text);
}

exec_bind_result exec_prep_error(exec_prep *p, const spvrt_instruction *inst, const char *fmt, ...)
{
    char message[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    if (!p->failed)
        diag_at(p->ctx, p->module, inst, message);
    p->failed = true;
    return EXEC_BIND_ERROR;
}

static const char *opcode_name(uint32_t opcode)
{
    const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
    return info ? spvrt_grammar_string(info->name) : "an unknown opcode";
}

/* ---- accessors for the families ---------------------------------------------------- */

const spvrt_module *exec_prep_module(const exec_prep *p)
{
    return p->module;
}

uint32_t exec_prep_subgroup_size(const exec_prep *p)
{
    return p->program->width;
}

bool exec_prep_denorm_flush(const exec_prep *p, uint32_t bits)
{
    return bits <= 64 && (p->denorm_flush_bits >> (bits / 16u)) & 1u;
}

spvrt_round_mode exec_prep_rounding_mode(const exec_prep *p, uint32_t bits)
{
    return bits <= 64 && (p->rtz_bits >> (bits / 16u)) & 1u ? SPVRT_ROUND_RTZ : SPVRT_ROUND_RTE;
}

uint32_t exec_prep_row(const exec_prep *p, uint32_t id)
{
    return spvrt_idmap_get(&p->rows, id);
}

/* ---- decorations -------------------------------------------------------------------- */

static int compare_decorations(const void *a, const void *b)
{
    const exec_decoration *x = a, *y = b;
    if (x->target != y->target)
        return x->target < y->target ? -1 : 1;
    if (x->member != y->member)
        return x->member < y->member ? -1 : 1;
    return 0;
}

static bool collect_decorations(exec_prep *p)
{
    const spvrt_module *m = p->module;
    p->decorations = exec_prep_alloc(p, (size_t)(m->decoration_count + 1) * sizeof *p->decorations);
    if (!p->decorations)
        return false;
    for (uint32_t i = 0; i < m->decoration_count; i++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[i]];
        const uint32_t *w = spvrt_inst_words(m, inst);
        exec_decoration d = {.member = UINT32_MAX};
        switch (inst->opcode) {
        case SPVRT_OpDecorate:
        case SPVRT_OpDecorateId:
            d.target = w[1];
            d.decoration = w[2];
            d.value = inst->word_count > 3 ? w[3] : 0;
            break;
        case SPVRT_OpMemberDecorate:
            d.target = w[1];
            d.member = w[2];
            d.decoration = w[3];
            d.value = inst->word_count > 4 ? w[4] : 0;
            break;
        case SPVRT_OpDecorateString:
        case SPVRT_OpMemberDecorateString:
            continue; /* UserSemantic and the like: no effect on execution */
        default:
            /* OpDecorationGroup / OpGroupDecorate / OpGroupMemberDecorate
               (deprecated since SPIR-V 1.5) */
            exec_prep_error(p, inst, "decoration groups are not supported by the CPU engine");
            return false;
        }
        p->decorations[p->decoration_count++] = d;
    }
    qsort(p->decorations, p->decoration_count, sizeof *p->decorations, compare_decorations);
    return true;
}

bool exec_prep_member_decoration(const exec_prep *p, uint32_t id, uint32_t member, uint32_t decoration,
                                 uint32_t *value)
{
    uint32_t lo = 0, hi = p->decoration_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const exec_decoration *d = &p->decorations[mid];
        if (d->target < id || (d->target == id && d->member < member))
            lo = mid + 1;
        else
            hi = mid;
    }
    for (uint32_t i = lo; i < p->decoration_count; i++) {
        const exec_decoration *d = &p->decorations[i];
        if (d->target != id || d->member != member)
            break;
        if (d->decoration == decoration) {
            if (value)
                *value = d->value;
            return true;
        }
    }
    return false;
}

bool exec_prep_decoration(const exec_prep *p, uint32_t id, uint32_t decoration, uint32_t *value)
{
    return exec_prep_member_decoration(p, id, UINT32_MAX, decoration, value);
}

/* ---- types ---------------------------------------------------------------------------- */

static bool fill_leaves(exec_prep *p, exec_type *t)
{
    if (t->components == 0)
        return true;
    t->leaf = exec_prep_alloc(p, (size_t)t->components * sizeof *t->leaf);
    if (!t->leaf)
        return false;
    switch (t->kind) {
    case EXEC_BOOL:
    case EXEC_INT:
    case EXEC_FLOAT:
    case EXEC_POINTER:
        t->leaf[0] = t;
        break;
    case EXEC_VECTOR:
    case EXEC_MATRIX:
        for (uint32_t i = 0; i < t->components; i++)
            t->leaf[i] = t->scalar;
        break;
    case EXEC_ARRAY:
        for (uint32_t i = 0; i < t->length; i++)
            memcpy(&t->leaf[i * t->element->components], t->element->leaf,
                   t->element->components * sizeof *t->leaf);
        break;
    case EXEC_STRUCT:
        for (uint32_t i = 0; i < t->member_count; i++)
            if (t->members[i]->components)
                memcpy(&t->leaf[t->member_first[i]], t->members[i]->leaf,
                       t->members[i]->components * sizeof *t->leaf);
        break;
    default:
        break;
    }
    return true;
}

/* Rows of a value of an aggregate; 0 (not a register value) past the bound. */
static uint32_t bounded_rows(uint64_t rows)
{
    return rows > EXEC_MAX_VALUE_ROWS ? 0 : (uint32_t)rows;
}

const exec_type *exec_prep_type(exec_prep *p, uint32_t id)
{
    uint32_t index = spvrt_idmap_get(&p->type_index, id);
    if (index != UINT32_MAX)
        return p->types[index];
    const spvrt_module *m = p->module;
    const spvrt_instruction *inst = spvrt_module_def(m, id);
    if (!inst || p->failed)
        return NULL;
    exec_type *t = exec_prep_alloc(p, sizeof *t);
    if (!t || !spvrt_grow(p->ctx, (void **)&p->types, &p->type_capacity, p->type_count + 1, sizeof *p->types))
        return NULL;
    t->id = id;
    p->types[p->type_count] = t;
    if (!spvrt_idmap_set(&p->type_index, id, p->type_count++))
        return NULL;
    const uint32_t *w = spvrt_inst_words(m, inst);
    (void)exec_prep_decoration(p, id, SPVRT_Decoration_ArrayStride, &t->array_stride);
    switch (inst->opcode) {
    case SPVRT_OpTypeVoid:
        t->kind = EXEC_VOID;
        break;
    case SPVRT_OpTypeBool:
        t->kind = EXEC_BOOL;
        t->bits = 8;
        t->components = 1;
        t->scalar = t;
        break;
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat:
        t->kind = inst->opcode == SPVRT_OpTypeInt ? EXEC_INT : EXEC_FLOAT;
        if (w[2] != 8 && w[2] != 16 && w[2] != 32 && w[2] != 64) {
            exec_prep_error(p, inst, "%u-bit numbers are not supported by the CPU engine", w[2]);
            return NULL;
        }
        if (t->kind == EXEC_FLOAT && (w[2] == 8 || inst->word_count > 3)) {
            exec_prep_error(p, inst, "this floating-point encoding is not supported by the CPU engine");
            return NULL;
        }
        t->bits = (uint8_t)w[2];
        t->is_signed = t->kind == EXEC_INT && w[3] != 0;
        t->components = 1;
        t->scalar = t;
        break;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeMatrix: {
        const exec_type *e = exec_prep_type(p, w[2]);
        if (!e)
            return NULL;
        t->kind = inst->opcode == SPVRT_OpTypeVector ? EXEC_VECTOR : EXEC_MATRIX;
        t->element = e;
        t->scalar = e->scalar;
        t->bits = e->bits;
        t->length = w[3];
        t->components = t->length * e->components;
        break;
    }
    case SPVRT_OpTypeArray:
    case SPVRT_OpTypeRuntimeArray:
    case SPVRT_OpTypeNodePayloadArrayAMDX: {
        const exec_type *e = exec_prep_type(p, w[2]);
        if (!e)
            return NULL;
        t->element = e;
        /* AMDX-S36: a runtime-length array of payloads, indexed as OpTypeRuntimeArray */
        if (inst->opcode != SPVRT_OpTypeArray) {
            t->kind = EXEC_RUNTIME_ARRAY;
            break;
        }
        t->kind = EXEC_ARRAY;
        uint64_t length = 0;
        if (!exec_prep_constant_u64(p, w[3], &length) || length == 0 || length > UINT32_MAX) {
            exec_prep_error(p, inst, "the array length is not a usable constant");
            return NULL;
        }
        t->length = (uint32_t)length;
        t->components = e->components ? bounded_rows((uint64_t)e->components * length) : 0;
        break;
    }
    case SPVRT_OpTypeStruct: {
        t->kind = EXEC_STRUCT;
        t->member_count = inst->word_count - 2u;
        t->members = exec_prep_alloc(p, (size_t)(t->member_count + 1) * sizeof *t->members);
        t->member_first = exec_prep_alloc(p, (size_t)(t->member_count + 1) * sizeof *t->member_first);
        if (!t->members || !t->member_first)
            return NULL;
        uint64_t rows = 0;
        bool value = true;
        for (uint32_t i = 0; i < t->member_count; i++) {
            const exec_type *member = exec_prep_type(p, w[2 + i]);
            if (!member)
                return NULL;
            t->members[i] = member;
            t->member_first[i] = (uint32_t)rows;
            if (member->components == 0 && member->kind != EXEC_RUNTIME_ARRAY)
                value = false;
            rows += member->components;
        }
        t->components = value ? bounded_rows(rows) : 0;
        break;
    }
    case SPVRT_OpTypePointer: {
        t->kind = EXEC_POINTER;
        t->bits = 64;
        t->components = 1;
        t->storage_class = w[2];
        t->element = exec_prep_type(p, w[3]);
        if (!t->element)
            return NULL;
        break;
    }
    case SPVRT_OpTypeFunction:
        t->kind = EXEC_FUNCTION;
        break;
    case SPVRT_OpTypeAccelerationStructureKHR:
        /* RQ-S01: a handle; here the structure's 64-bit address (0: the null
           acceleration structure), looked up when a ray query is initialized */
        t->kind = EXEC_INT;
        t->bits = 64;
        t->components = 1;
        t->scalar = t;
        break;
    case SPVRT_OpTypeRayQueryKHR:
        t->kind = EXEC_RAY_QUERY; /* memory only (src/rt/ray_query.c); never a register value */
        break;
    case SPVRT_OpTypeHitObjectEXT:
    case SPVRT_OpTypeHitObjectNV:
        t->kind = EXEC_HIT_OBJECT; /* SER-S29: opaque; memory only (src/rt/hit_object.c) */
        break;
    case SPVRT_OpTypeImage:
    case SPVRT_OpTypeSampler:
    case SPVRT_OpTypeSampledImage:
        /* a handle naming the descriptors' memory regions (image.c) */
        t->kind = EXEC_INT;
        t->bits = 64;
        t->components = 1;
        t->scalar = t;
        break;
    default:
        t->kind = EXEC_OPAQUE;
        break;
    }
    if (!fill_leaves(p, t))
        return NULL;
    return t;
}

/* ---- registers and the constant pool --------------------------------------------------- */

static bool reserve_rows(exec_prep *p, uint32_t id, uint32_t rows, uint32_t *first)
{
    spvrt_program *prog = p->program;
    uint64_t count = (uint64_t)prog->row_count + rows;
    uint64_t bytes = count * prog->width * 8u;
    if (bytes > EXEC_MAX_TEMPLATE_BYTES) {
        exec_prep_error(p, NULL, "the program needs more than %u MB of registers per wave",
                        EXEC_MAX_TEMPLATE_BYTES >> 20);
        return false;
    }
    static const uint32_t chunk = 256;
    uint64_t old_bytes = (uint64_t)prog->row_count * prog->width * 8u;
    uint64_t old_cap = (old_bytes + chunk * prog->width * 8u - 1) / (chunk * prog->width * 8u);
    uint64_t new_cap = (bytes + chunk * prog->width * 8u - 1) / (chunk * prog->width * 8u);
    if (new_cap != old_cap || !prog->template_regs) {
        size_t size = (size_t)(new_cap ? new_cap : 1) * chunk * prog->width * 8u;
        uint8_t *regs = spvrt_realloc(p->ctx, prog->template_regs, size);
        if (!regs) {
            exec_prep_error(p, NULL, "out of memory for registers");
            return false;
        }
        memset(regs + old_bytes, 0, size - old_bytes);
        prog->template_regs = regs;
    }
    if (count > prog->row_kind_capacity) {
        uint32_t capacity = prog->row_kind_capacity ? prog->row_kind_capacity * 2u : 256u;
        while (capacity < count)
            capacity *= 2u;
        uint8_t *kinds = spvrt_realloc(p->ctx, prog->row_kind, capacity);
        if (!kinds) {
            exec_prep_error(p, NULL, "out of memory for registers");
            return false;
        }
        memset(kinds + prog->row_kind_capacity, 0, capacity - prog->row_kind_capacity);
        prog->row_kind = kinds;
        prog->row_kind_capacity = capacity;
    }
    *first = prog->row_count;
    prog->row_count = (uint32_t)count;
    if (id && !spvrt_idmap_set(&p->rows, id, *first))
        return false;
    return true;
}

/* Rows that hold a value an invocation computes (results, parameters, return values, Function variables
 * kept in registers), as opposed to constants and variable pointers: what a lane that moves to another wave
 * takes with it (exec_lane_state, run.c). */
static void mark_value_rows(exec_prep *p, uint32_t first, const exec_type *t)
{
    for (uint32_t r = 0; r < t->components; r++) {
        const exec_type *leaf = t->leaf[r];
        uint8_t kind;
        if (leaf->kind == EXEC_POINTER)
            kind = 8u | (leaf->storage_class == SPVRT_StorageClass_PhysicalStorageBuffer ? 0u : EXEC_ROW_LOGICAL_POINTER);
        else if (leaf->kind == EXEC_BOOL || leaf->kind == EXEC_INT || leaf->kind == EXEC_FLOAT)
            kind = (uint8_t)exec_scalar_bytes(leaf);
        else
            kind = 8u; /* image, sampler and acceleration structure handles */
        p->program->row_kind[first + r] = kind;
    }
}

static uint8_t *template_row(exec_prep *p, uint32_t row)
{
    return p->program->template_regs + (size_t)row * p->program->width * 8u;
}

static void broadcast(exec_prep *p, uint32_t row, uint32_t bytes, uint64_t value)
{
    uint8_t *r = template_row(p, row);
    for (uint32_t lane = 0; lane < p->program->width; lane++) {
        switch (bytes) {
        case 1: ((uint8_t *)r)[lane] = (uint8_t)value; break;
        case 2: ((uint16_t *)r)[lane] = (uint16_t)value; break;
        case 4: ((uint32_t *)r)[lane] = (uint32_t)value; break;
        default: ((uint64_t *)r)[lane] = value; break;
        }
    }
}

static uint64_t row_lane0(exec_prep *p, uint32_t row, uint32_t bytes)
{
    const uint8_t *r = template_row(p, row);
    switch (bytes) {
    case 1: return *r;
    case 2: return *(const uint16_t *)r;
    case 4: return *(const uint32_t *)r;
    default: return *(const uint64_t *)r;
    }
}

bool exec_prep_constant_u64(const exec_prep *p, uint32_t id, uint64_t *value)
{
    const spvrt_instruction *inst = spvrt_module_def(p->module, id);
    uint32_t row = exec_prep_row(p, id);
    if (!inst || row == EXEC_NONE)
        return false;
    switch (inst->opcode) {
    case SPVRT_OpConstant:
    case SPVRT_OpConstantTrue:
    case SPVRT_OpConstantFalse:
    case SPVRT_OpConstantNull:
    case SPVRT_OpSpecConstant:
    case SPVRT_OpSpecConstantTrue:
    case SPVRT_OpSpecConstantFalse:
    case SPVRT_OpSpecConstantOp:
        break;
    default:
        return false;
    }
    uint32_t index = spvrt_idmap_get(&p->type_index, inst->result_type);
    if (index == UINT32_MAX)
        return false;
    const exec_type *t = p->types[index];
    if (t->kind != EXEC_INT && t->kind != EXEC_BOOL)
        return false;
    *value = row_lane0((exec_prep *)p, row, exec_scalar_bytes(t));
    return true;
}

static bool specialization(const exec_prep *p, uint32_t id, uint64_t *value)
{
    uint32_t spec_id;
    if (!exec_prep_decoration(p, id, SPVRT_Decoration_SpecId, &spec_id) || !p->options)
        return false;
    for (uint32_t i = 0; i < p->options->specialization_count; i++)
        if (p->options->specializations[i].id == spec_id) {
            *value = p->options->specializations[i].value;
            return true;
        }
    return false;
}

static bool copy_rows(exec_prep *p, uint32_t to, uint32_t from, uint32_t rows)
{
    size_t row_bytes = (size_t)p->program->width * 8u;
    memmove(template_row(p, to), template_row(p, from), rows * row_bytes);
    return true;
}

/* An instruction's <id> operands and literal words into op (shared by
 * function bodies and OpSpecConstantOp).  skip: operands before the ones
 * the op consumes (the set and number of OpExtInst, the opcode of
 * OpSpecConstantOp). */
static bool fill_operands(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const spvrt_module *m = p->module;
    const spvrt_operand *ops = spvrt_inst_operands(m, inst);
    const uint32_t *w = spvrt_inst_words(m, inst);
    uint32_t ids = 0, literals = 0;
    bool ext = inst->opcode == SPVRT_OpExtInst;
    for (uint32_t i = 0; i < inst->operand_count; i++) {
        uint16_t kind = ops[i].kind;
        if (kind == SPVRT_KIND_IdResultType || kind == SPVRT_KIND_IdResult)
            continue;
        if (kind == SPVRT_KIND_LiteralSpecConstantOpInteger || kind == SPVRT_KIND_LiteralExtInstInteger)
            continue;
        if (ext && i == 2)
            continue; /* the set */
        if (spvrt_grammar_kind_category((spvrt_operand_kind)kind) == SPVRT_CATEGORY_ID)
            ids++;
        else
            literals += ops[i].word_count;
    }
    op->args = exec_prep_alloc(p, (size_t)(ids + 1) * sizeof *op->args);
    op->literals = exec_prep_alloc(p, (size_t)(literals + 1) * sizeof *op->literals);
    if (!op->args || !op->literals)
        return false;
    for (uint32_t i = 0; i < inst->operand_count; i++) {
        uint16_t kind = ops[i].kind;
        if (kind == SPVRT_KIND_IdResultType || kind == SPVRT_KIND_IdResult)
            continue;
        if (kind == SPVRT_KIND_LiteralSpecConstantOpInteger) {
            op->opcode = (uint16_t)w[ops[i].offset];
            continue;
        }
        if (kind == SPVRT_KIND_LiteralExtInstInteger) {
            op->ext = w[ops[i].offset];
            continue;
        }
        if (ext && i == 2)
            continue;
        if (spvrt_grammar_kind_category((spvrt_operand_kind)kind) == SPVRT_CATEGORY_ID) {
            uint32_t id = w[ops[i].offset];
            exec_arg *a = &op->args[op->arg_count++];
            a->id = id;
            a->row = exec_prep_row(p, id);
            const spvrt_instruction *def = spvrt_module_def(m, id);
            a->type = def && def->result_type ? exec_prep_type(p, def->result_type) : NULL;
        } else {
            for (uint32_t k = 0; k < ops[i].word_count; k++)
                op->literals[op->literal_count++] = w[ops[i].offset + k];
        }
    }
    return !p->failed;
}

typedef exec_bind_result (*exec_binder)(exec_prep *, exec_op *, const spvrt_instruction *);
static const exec_binder families[] = {
    exec_bind_image, /* first: it takes the OpLoad of images and samplers from memory.c */
    exec_bind_memory, exec_bind_arithmetic, exec_bind_composite, exec_bind_atomic, exec_bind_subgroup,
    exec_bind_ray_query, exec_bind_ray_tracing, exec_bind_hit_object, exec_bind_node_payload,
};

static exec_bind_result offer_to_families(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++) {
        exec_bind_result r = families[i](p, op, inst);
        if (r != EXEC_BIND_NOT_MINE)
            return r;
    }
    return EXEC_BIND_NOT_MINE;
}

/* A result's op: its row and type. */
static bool prepare_result(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    op->opcode = (uint16_t)inst->opcode;
    op->ext_set = inst->ext_set;
    op->word_offset = inst->word_offset;
    op->inst_index = (uint32_t)(inst - p->module->insts);
    op->result_id = inst->result;
    op->result_row = EXEC_NONE;
    if (inst->result_type) {
        op->type = exec_prep_type(p, inst->result_type);
        if (!op->type)
            return false;
    }
    if (inst->result) {
        uint32_t row = exec_prep_row(p, inst->result);
        if (row == EXEC_NONE && op->type) {
            if (op->type->kind == EXEC_OPAQUE) {
                const spvrt_instruction *td = spvrt_module_def(p->module, op->type->id);
                exec_prep_error(p, inst, "%s gives a value of %s: images, samplers, acceleration structures and "
                                "other opaque types are not supported by the CPU engine",
                                opcode_name(inst->opcode), td ? opcode_name(td->opcode) : "an opaque type");
                return false;
            }
            if (op->type->components == 0 && op->type->kind != EXEC_VOID) {
                exec_prep_error(p, inst, "a value of this type is too large (or not a value) for the CPU engine");
                return false;
            }
            if (op->type->components && !reserve_rows(p, inst->result, op->type->components, &row))
                return false;
            if (op->type->components)
                mark_value_rows(p, row, op->type);
        }
        op->result_row = row;
    }
    return true;
}

/* OpSpecConstantOp: bind the folded opcode and run it once on the pool. */
static bool fold_spec_constant_op(exec_prep *p, const spvrt_instruction *inst)
{
    exec_op *op = exec_prep_alloc(p, sizeof *op);
    if (!op || !prepare_result(p, op, inst) || !fill_operands(p, op, inst))
        return false;
    exec_bind_result r = offer_to_families(p, op, inst);
    if (r == EXEC_BIND_ERROR)
        return false;
    if (r == EXEC_BIND_NOT_MINE || !op->run || !(op->flags & EXEC_OP_PURE)) {
        exec_prep_error(p, inst, "OpSpecConstantOp with %s is not supported by the CPU engine",
                        opcode_name(op->opcode));
        return false;
    }
    exec_wave w = {0};
    w.regs = p->program->template_regs;
    w.width = p->program->width;
    w.row_bytes = w.width * 8u;
    w.active = w.live = w.width == 64 ? UINT64_MAX : (1ull << w.width) - 1;
    w.program = p->program;
    op->run(&w, op);
    return !w.trapped;
}

static bool prepare_constant(exec_prep *p, const spvrt_instruction *inst)
{
    const uint32_t *w = spvrt_inst_words(p->module, inst);
    const exec_type *t = exec_prep_type(p, inst->result_type);
    if (!t)
        return false;
    if (inst->opcode == SPVRT_OpSpecConstantOp)
        return fold_spec_constant_op(p, inst);
    uint32_t row;
    if (t->components == 0) {
        if (t->kind == EXEC_OPAQUE || t->kind == EXEC_RUNTIME_ARRAY || t->kind == EXEC_RAY_QUERY ||
            t->kind == EXEC_HIT_OBJECT)
            return true; /* e.g. OpConstantNull of a sampler: never a value here */
        return exec_prep_error(p, inst, "this constant is too large for the CPU engine"), false;
    }
    if (!reserve_rows(p, inst->result, t->components, &row))
        return false;
    uint64_t value = 0;
    switch (inst->opcode) {
    case SPVRT_OpConstantTrue:
    case SPVRT_OpConstantFalse:
    case SPVRT_OpSpecConstantTrue:
    case SPVRT_OpSpecConstantFalse:
        value = inst->opcode == SPVRT_OpConstantTrue || inst->opcode == SPVRT_OpSpecConstantTrue;
        if (inst->opcode == SPVRT_OpSpecConstantTrue || inst->opcode == SPVRT_OpSpecConstantFalse) {
            uint64_t v;
            if (specialization(p, inst->result, &v))
                value = v != 0;
        }
        broadcast(p, row, 1, value);
        return true;
    case SPVRT_OpConstant:
    case SPVRT_OpSpecConstant:
        value = w[3];
        if (inst->word_count > 4)
            value |= (uint64_t)w[4] << 32;
        if (inst->opcode == SPVRT_OpSpecConstant)
            (void)specialization(p, inst->result, &value);
        broadcast(p, row, exec_scalar_bytes(t), value);
        return true;
    case SPVRT_OpConstantComposite:
    case SPVRT_OpSpecConstantComposite: {
        uint32_t at = row;
        for (uint32_t i = 3; i < inst->word_count; i++) {
            uint32_t from = exec_prep_row(p, w[i]);
            const spvrt_instruction *def = spvrt_module_def(p->module, w[i]);
            const exec_type *ct = def ? exec_prep_type(p, def->result_type) : NULL;
            if (from == EXEC_NONE || !ct)
                return exec_prep_error(p, inst, "a constituent of this constant has no value"), false;
            copy_rows(p, at, from, ct->components);
            at += ct->components;
        }
        return true;
    }
    case SPVRT_OpConstantNull:
    case SPVRT_OpUndef:
        return true; /* rows start zeroed: null of every type; undef reads as zero */
    default:
        return exec_prep_error(p, inst, "%s is not supported by the CPU engine", opcode_name(inst->opcode)), false;
    }
}

/* ---- the entry point ------------------------------------------------------------------- */

static bool find_entry_point(exec_prep *p)
{
    const spvrt_module *m = p->module;
    const char *wanted = p->options ? p->options->entry_point : NULL;
    for (uint32_t i = 0; i < m->entry_point_count; i++) {
        const spvrt_instruction *inst = &m->insts[m->entry_points[i]];
        const uint32_t *w = spvrt_inst_words(m, inst);
        size_t length;
        const char *name = spvrt_operand_string(m, inst, &spvrt_inst_operands(m, inst)[2], &length);
        if (wanted ? strcmp(name, wanted) != 0 : w[1] != SPVRT_ExecutionModel_GLCompute)
            continue;
        if (w[1] != SPVRT_ExecutionModel_GLCompute && !exec_is_ray_tracing_model(w[1])) {
            exec_prep_error(p, inst, "entry point \"%s\" is not a GLCompute or ray-tracing shader: the CPU engine "
                            "runs compute shaders and ray-tracing pipelines", name);
            return false;
        }
        p->program->execution_model = w[1];
        p->entry = inst;
        p->entry_function_id = w[2];
        return true;
    }
    exec_prep_error(p, NULL, wanted ? "the module has no entry point named \"%s\"" : "%s",
                    wanted ? wanted : "the module has no GLCompute entry point");
    return false;
}

static bool read_execution_modes(exec_prep *p)
{
    const spvrt_module *m = p->module;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode != SPVRT_OpExecutionMode && inst->opcode != SPVRT_OpExecutionModeId)
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (w[1] != p->entry_function_id)
            continue;
        switch (w[2]) {
        case SPVRT_ExecutionMode_LocalSize:
            for (int k = 0; k < 3; k++)
                p->program->local_size[k] = w[3 + k];
            p->local_size_set = true;
            break;
        case SPVRT_ExecutionMode_LocalSizeId:
            for (int k = 0; k < 3; k++)
                p->local_size_ids[k] = w[3 + k];
            p->local_size_from_ids = p->local_size_set = true;
            break;
        case SPVRT_ExecutionMode_DenormFlushToZero:
            if (w[3] <= 64)
                p->denorm_flush_bits |= 1u << (w[3] / 16u);
            break;
        case SPVRT_ExecutionMode_RoundingModeRTZ:
            if (w[3] <= 64)
                p->rtz_bits |= 1u << (w[3] / 16u);
            break;
        default:
            break;
        }
    }
    return true;
}

/* LocalSize, LocalSizeId or a WorkgroupSize built-in constant (which wins,
 * SPIR-V 3.21 BuiltIn WorkgroupSize). */
static bool resolve_local_size(exec_prep *p)
{
    spvrt_program *prog = p->program;
    if (exec_is_ray_tracing_model(prog->execution_model)) {
        /* no workgroups: a launch (or a shader call of src/rt) runs waves of lanes */
        prog->local_size[0] = prog->width;
        prog->local_size[1] = prog->local_size[2] = 1;
        return true;
    }
    if (p->local_size_from_ids)
        for (int k = 0; k < 3; k++) {
            uint64_t v;
            if (!exec_prep_constant_u64(p, p->local_size_ids[k], &v))
                return exec_prep_error(p, p->entry, "LocalSizeId operand is not an integer constant"), false;
            prog->local_size[k] = (uint32_t)(v > UINT32_MAX ? UINT32_MAX : v);
        }
    for (uint32_t i = 0; i < p->decoration_count; i++) {
        const exec_decoration *d = &p->decorations[i];
        if (d->member != UINT32_MAX || d->decoration != SPVRT_Decoration_BuiltIn ||
            d->value != SPVRT_BuiltIn_WorkgroupSize)
            continue;
        const spvrt_instruction *def = spvrt_module_def(p->module, d->target);
        uint32_t row = exec_prep_row(p, d->target);
        if (!def || row == EXEC_NONE || def->opcode == SPVRT_OpVariable)
            continue;
        for (int k = 0; k < 3; k++)
            prog->local_size[k] = (uint32_t)row_lane0(p, row + (uint32_t)k, 4);
        p->local_size_set = true;
    }
    if (!p->local_size_set)
        return exec_prep_error(p, p->entry, "the entry point has no LocalSize"), false;
    uint64_t n = (uint64_t)prog->local_size[0] * prog->local_size[1] * prog->local_size[2];
    if (n == 0 || n > EXEC_MAX_LOCAL_INVOCATIONS)
        return exec_prep_error(p, p->entry,
                               "workgroup size %u x %u x %u: the CPU engine runs 1 to %u invocations per workgroup",
                               prog->local_size[0], prog->local_size[1], prog->local_size[2],
                               EXEC_MAX_LOCAL_INVOCATIONS), false;
    return true;
}

/* ---- variables ----------------------------------------------------------------------------- */

typedef struct lane_pointer {
    uint32_t row;
    uint32_t offset;
} lane_pointer;

static bool place(exec_prep *p, const spvrt_instruction *inst, uint32_t *total, uint64_t limit, uint64_t size,
                  uint32_t *offset)
{
    uint64_t at = ((uint64_t)*total + 15u) & ~(uint64_t)15u;
    if (at + size > limit)
        return exec_prep_error(p, inst, "variables need more than %llu MB of memory",
                               (unsigned long long)(limit >> 20)), false;
    *offset = (uint32_t)at;
    *total = (uint32_t)(at + size);
    return true;
}

/* The bytes the aliased Block-decorated Workgroup variables need: the
 * largest of their explicit layouts. */
static bool workgroup_block_bytes(exec_prep *p, uint64_t *bytes)
{
    const spvrt_module *m = p->module;
    *bytes = 0;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode != SPVRT_OpVariable || inst->word_count < 4 ||
            spvrt_inst_words(m, inst)[3] != SPVRT_StorageClass_Workgroup)
            continue;
        const exec_type *t = exec_prep_type(p, inst->result_type);
        if (!t || t->kind != EXEC_POINTER || !t->element ||
            !exec_prep_decoration(p, t->element->id, SPVRT_Decoration_Block, NULL))
            continue;
        const exec_layout *layout = exec_layout_of(p, t->element, true);
        if (!layout)
            return false;
        if (layout->size > *bytes)
            *bytes = layout->size;
    }
    return true;
}

static bool is_accel_type(const exec_prep *p, const exec_type *t)
{
    const spvrt_instruction *def = t ? spvrt_module_def(p->module, t->id) : NULL;
    return def && def->opcode == SPVRT_OpTypeAccelerationStructureKHR;
}

static bool record_binding(exec_prep *p, const spvrt_instruction *inst, uint32_t storage_class,
                           const exec_type *pointee, uint32_t row)
{
    spvrt_program *prog = p->program;
    exec_binding b = {.storage_class = storage_class, .count = 1};
    b.image = storage_class == SPVRT_StorageClass_UniformConstant && exec_is_image_descriptor_type(p, pointee);
    (void)exec_prep_decoration(p, inst->result, SPVRT_Decoration_DescriptorSet, &b.set);
    (void)exec_prep_decoration(p, inst->result, SPVRT_Decoration_Binding, &b.binding);
    exec_pointer_info *info = exec_prep_pointer_info(p, inst->result, true);
    if (!info)
        return false;
    const exec_type *block = pointee;
    if (pointee->kind == EXEC_ARRAY || pointee->kind == EXEC_RUNTIME_ARRAY) {
        b.runtime_array = pointee->kind == EXEC_RUNTIME_ARRAY;
        b.count = b.runtime_array ? EXEC_RUNTIME_DESCRIPTORS : pointee->length;
        info->descriptor_count = b.count;
        info->runtime_descriptors = b.runtime_array;
        block = pointee->element;
    }
    if (prog->region_count + (uint64_t)b.count > 0xFFFF)
        return exec_prep_error(p, inst, "too many descriptors for the CPU engine"), false;
    b.first_region = prog->region_count;
    prog->region_count += b.count;
    info->layout = exec_layout_of(p, block, true);
    if (!info->layout)
        return false;
    exec_binding *grown = exec_prep_alloc(p, (size_t)(prog->binding_count + 1) * sizeof *grown);
    if (!grown)
        return false;
    if (prog->binding_count)
        memcpy(grown, prog->bindings, prog->binding_count * sizeof *grown);
    grown[prog->binding_count++] = b;
    prog->bindings = grown;
    broadcast(p, row, 8, exec_pointer(b.first_region, 0));
    return true;
}

static bool write_initializer(exec_prep *p, const spvrt_instruction *inst, uint8_t *memory,
                              const exec_layout *layout, uint32_t init_id)
{
    uint32_t row = exec_prep_row(p, init_id);
    if (row == EXEC_NONE)
        return exec_prep_error(p, inst, "the initializer has no constant value"), false;
    for (uint32_t i = 0; i < layout->leaf_count; i++) {
        uint64_t v = row_lane0(p, row + i, layout->leaves[i].bytes);
        memcpy(memory + layout->leaves[i].offset, &v, layout->leaves[i].bytes);
    }
    return true;
}

typedef struct variable_plan {
    lane_pointer *lane_pointers;    /* rows of Private/Function/Input variables, filled once the stride is known */
    uint32_t lane_pointer_count, lane_pointer_capacity;
    struct pending_init {
        const spvrt_instruction *inst;
        const exec_layout *layout;
        uint32_t offset, init;
        bool workgroup;
    } *inits;
    uint32_t init_count, init_capacity;
} variable_plan;

static bool prepare_variable(exec_prep *p, variable_plan *plan, const spvrt_instruction *inst, bool in_function)
{
    const uint32_t *w = spvrt_inst_words(p->module, inst);
    const exec_type *t = exec_prep_type(p, inst->result_type);
    if (!t || t->kind != EXEC_POINTER)
        return false;
    uint32_t storage_class = w[3];
    uint32_t init = inst->word_count > 4 ? w[4] : 0;
    uint32_t row;
    if (!reserve_rows(p, inst->result, 1, &row))
        return false;
    const exec_type *pointee = t->element;
    switch (storage_class) {
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_Uniform:
        return record_binding(p, inst, storage_class, pointee, row);
    case SPVRT_StorageClass_UniformConstant:
        /* an acceleration structure descriptor (or an array of them): its
           binding's data is the structure's 8-byte address, read by OpLoad */
        if (is_accel_type(p, pointee) ||
            ((pointee->kind == EXEC_ARRAY || pointee->kind == EXEC_RUNTIME_ARRAY) && is_accel_type(p, pointee->element)))
            return record_binding(p, inst, storage_class, pointee, row);
        /* an image, sampler or combined image sampler descriptor (or an array
           of them): a region per element, resolved from spvrt_dispatch.images */
        if (exec_is_image_descriptor_type(p, pointee))
            return record_binding(p, inst, storage_class, pointee, row);
        return true; /* another opaque type: the instructions that use it are refused */
    case SPVRT_StorageClass_PushConstant: {
        exec_pointer_info *info = exec_prep_pointer_info(p, inst->result, true);
        if (!info || !(info->layout = exec_layout_of(p, pointee, true)))
            return false;
        p->program->uses_push_constants = true;
        broadcast(p, row, 8, exec_pointer(EXEC_REGION_PUSH_CONSTANT, 0));
        return true;
    }
    case SPVRT_StorageClass_Workgroup: {
        bool explicit_layout = exec_prep_decoration(p, pointee->id, SPVRT_Decoration_Block, NULL);
        const exec_layout *layout = exec_layout_of(p, pointee, explicit_layout);
        exec_pointer_info *info = exec_prep_pointer_info(p, inst->result, true);
        uint32_t offset;
        if (!layout || !info)
            return false;
        info->layout = layout;
        if (explicit_layout) {
            /* SPV_KHR_workgroup_memory_explicit_layout: Workgroup variables
               whose type is a Block alias each other, all at the same start */
            if (!p->workgroup_block_placed) {
                uint64_t block_bytes;
                if (!workgroup_block_bytes(p, &block_bytes) ||
                    !place(p, inst, &p->workgroup_size, EXEC_MAX_WORKGROUP_MEMORY, block_bytes,
                           &p->workgroup_block_offset))
                    return false;
                p->workgroup_block_placed = true;
            }
            offset = p->workgroup_block_offset;
        } else if (!place(p, inst, &p->workgroup_size, EXEC_MAX_WORKGROUP_MEMORY, layout->size, &offset))
            return false;
        broadcast(p, row, 8, exec_pointer(EXEC_REGION_WORKGROUP, offset));
        if (init) {
            if (!spvrt_grow(p->ctx, (void **)&plan->inits, &plan->init_capacity, plan->init_count + 1,
                            sizeof *plan->inits))
                return false;
            plan->inits[plan->init_count++] = (struct pending_init){inst, layout, offset, init, true};
        }
        return true;
    }
    case SPVRT_StorageClass_NodePayloadAMDX: {
        /* AMDX-S27: the node's input payloads (one, or the received ones under CoalescingAMDX), explicitly laid
           out; src/graph gives each workgroup its memory (exec_wave.node) */
        exec_pointer_info *info = exec_prep_pointer_info(p, inst->result, true);
        if (!info || !(info->layout = exec_layout_of(p, pointee, true)))
            return false;
        p->program->node_input_layout = info->layout;
        broadcast(p, row, 8, exec_pointer(EXEC_REGION_NODE_INPUT, 0));
        return true;
    }
    case SPVRT_StorageClass_ShaderRecordBufferKHR: {
        /* the SBT record's data after the handle, explicitly laid out (Vulkan "Shader Record Buffer") */
        exec_pointer_info *info = exec_prep_pointer_info(p, inst->result, true);
        if (!info || !(info->layout = exec_layout_of(p, pointee, true)))
            return false;
        broadcast(p, row, 8, exec_pointer(EXEC_REGION_SHADER_RECORD, 0));
        return true;
    }
    case SPVRT_StorageClass_Function:
        if (exec_prep_register_variable(p, inst->result) != EXEC_NONE)
            return true; /* its value lives in registers; the pointer row is never read */
        /* fall through */
    case SPVRT_StorageClass_RayPayloadKHR:
    case SPVRT_StorageClass_CallableDataKHR:
    case SPVRT_StorageClass_IncomingRayPayloadKHR:
    case SPVRT_StorageClass_IncomingCallableDataKHR:
    case SPVRT_StorageClass_HitAttributeKHR:
    case SPVRT_StorageClass_HitObjectAttributeEXT: /* SER-S30: the invocation's, across its functions */
    case SPVRT_StorageClass_HitObjectAttributeNV:
    case SPVRT_StorageClass_Private:
    case SPVRT_StorageClass_Input:
    case SPVRT_StorageClass_Output: {
        if (storage_class == SPVRT_StorageClass_Private || storage_class == SPVRT_StorageClass_Output)
            p->program->private_reset = true;
        const exec_layout *layout = exec_layout_of(p, pointee, false);
        exec_pointer_info *info = exec_prep_pointer_info(p, inst->result, true);
        uint32_t offset;
        for (uint32_t r = 0; r < pointee->components; r++)
            if (pointee->leaf[r]->kind == EXEC_POINTER &&
                pointee->leaf[r]->storage_class != SPVRT_StorageClass_PhysicalStorageBuffer)
                p->program->lanes_movable = false; /* memory that holds a lane-based pointer */
        if (!layout || !info)
            return false;
        info->layout = layout;
        if (!place(p, inst, &p->private_size, EXEC_MAX_LANE_MEMORY, layout->size, &offset))
            return false;
        if (!spvrt_grow(p->ctx, (void **)&plan->lane_pointers, &plan->lane_pointer_capacity,
                        plan->lane_pointer_count + 1, sizeof *plan->lane_pointers))
            return false;
        plan->lane_pointers[plan->lane_pointer_count++] = (lane_pointer){row, offset};
        /* what a ray-tracing pipeline passes between stages (SPIR-V 2.16.2: at most one incoming payload,
           callable data and hit attribute variable per entry point) */
        if (storage_class == SPVRT_StorageClass_IncomingRayPayloadKHR ||
            storage_class == SPVRT_StorageClass_IncomingCallableDataKHR) {
            p->program->incoming_offset = offset;
            p->program->incoming_size = (uint32_t)layout->size;
        } else if (storage_class == SPVRT_StorageClass_HitAttributeKHR) {
            p->program->hit_attribute_offset = offset;
            p->program->hit_attribute_size = (uint32_t)layout->size;
        }
        if (storage_class == SPVRT_StorageClass_Input) {
            uint32_t builtin;
            uint32_t model = p->program->execution_model;
            if (!exec_prep_decoration(p, inst->result, SPVRT_Decoration_BuiltIn, &builtin))
                return exec_prep_error(p, inst, "an Input variable of a compute or ray-tracing shader must be a "
                                       "built-in"), false;
            if (exec_is_ray_tracing_model(model) ? !exec_rt_builtin_supported(model, builtin)
                                                 : !exec_builtin_supported(builtin)) {
                const char *name = spvrt_grammar_enumerant_name(SPVRT_KIND_BuiltIn, builtin);
                return exec_prep_error(p, inst, "built-in %s is not supported by the CPU engine",
                                       name ? name : "(unknown)"), false;
            }
            if (pointee->components == 0 || (pointee->components > 4 && !exec_is_ray_tracing_model(model)))
                return exec_prep_error(p, inst, "a built-in of an unexpected type"), false;
            spvrt_program *prog = p->program;
            exec_builtin_var *grown = exec_prep_alloc(p, (size_t)(prog->builtin_count + 1) * sizeof *grown);
            if (!grown)
                return false;
            if (prog->builtin_count)
                memcpy(grown, prog->builtins, prog->builtin_count * sizeof *grown);
            grown[prog->builtin_count++] = (exec_builtin_var){builtin, offset, pointee, layout};
            prog->builtins = grown;
        } else if (init && !in_function) {
            if (!spvrt_grow(p->ctx, (void **)&plan->inits, &plan->init_capacity, plan->init_count + 1,
                            sizeof *plan->inits))
                return false;
            plan->inits[plan->init_count++] = (struct pending_init){inst, layout, offset, init, false};
        }
        return true;
    }
    default: {
        const char *name = spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, storage_class);
        return exec_prep_error(p, inst, "storage class %s is not supported by the CPU engine",
                               name ? name : "(unknown)"), false;
    }
    }
}

static bool finish_variables(exec_prep *p, variable_plan *plan)
{
    spvrt_program *prog = p->program;
    prog->private_stride = (p->private_size + 15u) & ~15u;
    if (prog->private_stride == 0)
        prog->private_stride = 16;
    prog->workgroup_size = p->workgroup_size;
    prog->private_init = exec_prep_alloc(p, prog->private_stride);
    prog->workgroup_init = exec_prep_alloc(p, prog->workgroup_size + 1u);
    if (!prog->private_init || !prog->workgroup_init)
        return false;
    for (uint32_t i = 0; i < plan->lane_pointer_count; i++) {
        uint64_t *r = (uint64_t *)template_row(p, plan->lane_pointers[i].row);
        for (uint32_t lane = 0; lane < prog->width; lane++)
            r[lane] = exec_variable_pointer(prog, SPVRT_StorageClass_Private, plan->lane_pointers[i].offset, lane);
    }
    for (uint32_t i = 0; i < plan->init_count; i++) {
        struct pending_init *in = &plan->inits[i];
        uint8_t *memory = (in->workgroup ? prog->workgroup_init : prog->private_init) + in->offset;
        if (!write_initializer(p, in->inst, memory, in->layout, in->init))
            return false;
    }
    return true;
}

uint64_t exec_variable_pointer(const spvrt_program *program, uint32_t storage_class, uint32_t offset, uint32_t lane)
{
    (void)storage_class;
    return exec_pointer(EXEC_REGION_PRIVATE, (uint64_t)lane * program->private_stride + offset);
}

/* ---- functions ---------------------------------------------------------------------------------- */

static bool is_block_terminator(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpBranch:
    case SPVRT_OpBranchConditional:
    case SPVRT_OpSwitch:
    case SPVRT_OpReturn:
    case SPVRT_OpReturnValue:
    case SPVRT_OpUnreachable:
    case SPVRT_OpKill:
    case SPVRT_OpTerminateInvocation:
    case SPVRT_OpIgnoreIntersectionKHR:
    case SPVRT_OpTerminateRayKHR:
        return true;
    default:
        return false;
    }
}

/* Number the functions and blocks, so ops can name their targets. */
static bool number_blocks(exec_prep *p)
{
    const spvrt_module *m = p->module;
    spvrt_program *prog = p->program;
    prog->function_count = m->function_count;
    prog->functions = exec_prep_alloc(p, (size_t)(m->function_count + 1) * sizeof *prog->functions);
    if (!prog->functions)
        return false;
    uint32_t blocks = 0, ops = 0, phis = 0;
    for (uint32_t f = 0; f < m->function_count; f++) {
        const spvrt_instruction *fn = &m->insts[m->functions[f]];
        if (!spvrt_idmap_set(&p->function_index, fn->result, f))
            return false;
        prog->functions[f].id = fn->result;
        prog->functions[f].first_block = blocks;
        for (uint32_t i = m->functions[f] + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpLabel) {
                if (!spvrt_idmap_set(&p->block_index, inst->result, blocks))
                    return false;
                blocks++;
            } else if (inst->opcode == SPVRT_OpPhi) {
                phis++;
            } else if (inst->opcode == SPVRT_OpFunctionParameter) {
                prog->functions[f].param_count++;
            } else {
                ops++;
            }
        }
        prog->functions[f].block_count = blocks - prog->functions[f].first_block;
    }
    prog->blocks = exec_prep_alloc(p, (size_t)(blocks + 1) * sizeof *prog->blocks);
    prog->ops = exec_prep_alloc(p, (size_t)(ops + 1) * sizeof *prog->ops);
    prog->phis = exec_prep_alloc(p, (size_t)(phis + 1) * sizeof *prog->phis);
    return prog->blocks && prog->ops && prog->phis;
}

static uint32_t block_of(exec_prep *p, const spvrt_instruction *inst, uint32_t label)
{
    uint32_t b = spvrt_idmap_get(&p->block_index, label);
    if (b == UINT32_MAX)
        exec_prep_error(p, inst, "branch target is not a block");
    return b;
}

static bool prepare_phi(exec_prep *p, const spvrt_instruction *inst, exec_block *block)
{
    spvrt_program *prog = p->program;
    const uint32_t *w = spvrt_inst_words(p->module, inst);
    exec_phi *phi = &prog->phis[prog->phi_count++];
    block->phi_count++;
    exec_op tmp = {0};
    if (!prepare_result(p, &tmp, inst))
        return false;
    phi->row = tmp.result_row;
    phi->type = tmp.type;
    phi->rows = tmp.type->components;
    phi->pair_count = (inst->word_count - 3u) / 2u;
    phi->parent_block = exec_prep_alloc(p, (size_t)(phi->pair_count + 1) * sizeof *phi->parent_block);
    phi->value_row = exec_prep_alloc(p, (size_t)(phi->pair_count + 1) * sizeof *phi->value_row);
    if (!phi->parent_block || !phi->value_row)
        return false;
    for (uint32_t i = 0; i < phi->pair_count; i++) {
        phi->value_row[i] = exec_prep_row(p, w[3 + 2 * i]);
        phi->parent_block[i] = block_of(p, inst, w[4 + 2 * i]);
        if (phi->value_row[i] == EXEC_NONE)
            return exec_prep_error(p, inst, "OpPhi operand has no value"), false;
    }
    if (phi->rows > prog->max_phi_rows)
        prog->max_phi_rows = phi->rows;
    return !p->failed;
}

static bool prepare_control(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const uint32_t *w = spvrt_inst_words(p->module, inst);
    op->flags |= EXEC_OP_TERMINATOR;
    switch (inst->opcode) {
    case SPVRT_OpBranch:
    case SPVRT_OpBranchConditional: {
        exec_branch *b = exec_prep_alloc(p, sizeof *b);
        if (!b)
            return false;
        if (inst->opcode == SPVRT_OpBranch) {
            b->target[0] = b->target[1] = block_of(p, inst, w[1]);
        } else {
            b->target[0] = block_of(p, inst, w[2]);
            b->target[1] = block_of(p, inst, w[3]);
        }
        op->data = b;
        return !p->failed;
    }
    case SPVRT_OpSwitch: {
        exec_switch *s = exec_prep_alloc(p, sizeof *s);
        const exec_type *selector = op->arg_count ? op->args[0].type : NULL;
        if (!s || !selector || selector->kind != EXEC_INT)
            return false;
        uint32_t literal_words = selector->bits == 64 ? 2 : 1;
        s->selector_bytes = exec_scalar_bytes(selector);
        s->default_block = block_of(p, inst, w[2]);
        s->case_count = (inst->word_count - 3u) / (literal_words + 1u);
        s->values = exec_prep_alloc(p, (size_t)(s->case_count + 1) * sizeof *s->values);
        s->blocks = exec_prep_alloc(p, (size_t)(s->case_count + 1) * sizeof *s->blocks);
        if (!s->values || !s->blocks)
            return false;
        uint64_t mask = selector->bits == 64 ? UINT64_MAX : (1ull << selector->bits) - 1;
        for (uint32_t i = 0; i < s->case_count; i++) {
            const uint32_t *c = &w[3 + i * (literal_words + 1u)];
            uint64_t v = c[0];
            if (literal_words == 2)
                v |= (uint64_t)c[1] << 32;
            s->values[i] = v & mask;
            s->blocks[i] = block_of(p, inst, c[literal_words]);
        }
        op->data = s;
        return !p->failed;
    }
    case SPVRT_OpReturn:
    case SPVRT_OpReturnValue:
    case SPVRT_OpUnreachable:
        return true;
    case SPVRT_OpIgnoreIntersectionKHR:
    case SPVRT_OpTerminateRayKHR:
        if (p->program->execution_model != SPVRT_ExecutionModel_AnyHitKHR)
            return exec_prep_error(p, inst, "%s outside an any-hit shader", opcode_name(inst->opcode)), false;
        return true; /* run.c ends the invocation (exec_rt_end_invocation) */
    default:
        return exec_prep_error(p, inst, "%s does not occur in a compute shader", opcode_name(inst->opcode)), false;
    }
}

static void no_op(exec_wave *w, const exec_op *op)
{
    (void)w;
    (void)op;
}

static bool prepare_body_instruction(exec_prep *p, variable_plan *plan, const spvrt_instruction *inst,
                                     exec_function *fn)
{
    spvrt_program *prog = p->program;
    switch (inst->opcode) {
    case SPVRT_OpNop:
    case SPVRT_OpLine:
    case SPVRT_OpNoLine:
    case SPVRT_OpSelectionMerge:
    case SPVRT_OpLoopMerge:
    case SPVRT_OpName:
        return true;
    case SPVRT_OpUndef:
        return prepare_constant(p, inst);
    case SPVRT_OpExtInst:
        if (inst->ext_set == SPVRT_EXT_SET_NON_SEMANTIC ||
            (spvrt_inst_ext_info(p->module, inst) && strncmp(spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name),
                                       "NonSemantic.", 12) == 0))
            return true; /* debug information: no effect on execution */
        break;
    case SPVRT_OpVariable:
        if (!prepare_variable(p, plan, inst, true))
            return false;
        if (inst->word_count <= 4)
            return true;
        break; /* with an initializer: memory.c stores it each time the block runs */
    default:
        break;
    }
    exec_op *op = &prog->ops[prog->op_count++];
    prog->blocks[prog->block_count - 1].op_count++;
    if (!prepare_result(p, op, inst) || !fill_operands(p, op, inst))
        return false;
    if (is_block_terminator(inst->opcode))
        return prepare_control(p, op, inst);
    switch (inst->opcode) {
    case SPVRT_OpFunctionCall: {
        exec_call *c = exec_prep_alloc(p, sizeof *c);
        if (!c)
            return false;
        c->function = spvrt_idmap_get(&p->function_index, spvrt_inst_words(p->module, inst)[3]);
        if (c->function == UINT32_MAX)
            return exec_prep_error(p, inst, "the callee is not a function of the module"), false;
        /* the callee's parameters are the call's <id> operands after the function */
        op->args++;
        op->arg_count--;
        op->data = c;
        return true;
    }
    case SPVRT_OpControlBarrier: {
        uint64_t scope = 0;
        if (op->arg_count && exec_prep_constant_u64(p, op->args[0].id, &scope) && scope == SPVRT_Scope_Subgroup) {
            op->run = no_op; /* a wave runs its lanes together: a subgroup barrier holds already */
            return true;
        }
        op->flags |= EXEC_OP_BARRIER;
        return true;
    }
    default:
        break;
    }
    (void)fn;
    exec_bind_result r = offer_to_families(p, op, inst);
    if (r == EXEC_BIND_ERROR)
        return false;
    if (r == EXEC_BIND_NOT_MINE || !op->run) {
        const spvrt_instruction_info *ext = spvrt_inst_ext_info(p->module, inst);
        if (inst->opcode == SPVRT_OpExtInst && ext)
            return exec_prep_error(p, inst, "%s of %s is not supported by the CPU engine",
                                   spvrt_grammar_string(ext->name),
                                   spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name)), false;
        return exec_prep_error(p, inst, "%s is not supported by the CPU engine", opcode_name(inst->opcode)), false;
    }
    return true;
}

static bool prepare_function(exec_prep *p, variable_plan *plan, uint32_t index)
{
    const spvrt_module *m = p->module;
    spvrt_program *prog = p->program;
    exec_function *fn = &prog->functions[index];
    uint32_t at = m->functions[index];
    const spvrt_instruction *fi = &m->insts[at];
    fn->return_type = exec_prep_type(p, fi->result_type);
    if (!fn->return_type)
        return false;
    fn->return_row = EXEC_NONE;
    if (fn->return_type->kind != EXEC_VOID) {
        if (fn->return_type->components == 0)
            return exec_prep_error(p, fi, "the return type is not a value the CPU engine holds"), false;
        if (!reserve_rows(p, 0, fn->return_type->components, &fn->return_row))
            return false;
        mark_value_rows(p, fn->return_row, fn->return_type);
    }
    fn->param_rows = exec_prep_alloc(p, (size_t)(fn->param_count + 1) * sizeof *fn->param_rows);
    fn->param_types = exec_prep_alloc(p, (size_t)(fn->param_count + 1) * sizeof *fn->param_types);
    if (!fn->param_rows || !fn->param_types)
        return false;
    uint32_t param = 0;
    for (uint32_t i = at + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunctionParameter) {
            exec_op tmp = {0};
            if (!prepare_result(p, &tmp, inst))
                return false;
            fn->param_rows[param] = tmp.result_row;
            fn->param_types[param++] = tmp.type;
            continue;
        }
        if (inst->opcode == SPVRT_OpLabel) {
            exec_block *b = &prog->blocks[prog->block_count++];
            b->label = inst->result;
            b->first_op = prog->op_count;
            b->first_phi = prog->phi_count;
            continue;
        }
        if (prog->block_count == 0)
            return exec_prep_error(p, inst, "an instruction outside a block"), false;
        if (inst->opcode == SPVRT_OpPhi) {
            if (!prepare_phi(p, inst, &prog->blocks[prog->block_count - 1]))
                return false;
            continue;
        }
        if (!prepare_body_instruction(p, plan, inst, fn))
            return false;
    }
    return !p->failed;
}

/* Function variables that are only ever the pointer of OpLoad and OpStore
 * (what compilers emit for a local before optimisation) hold their value in
 * register rows instead of memory: their loads and stores become row copies.
 * Any other use (access chain, call argument, copy, atomic, ...) keeps the
 * variable in memory. */
uint32_t exec_prep_register_variable(const exec_prep *p, uint32_t variable_id)
{
    return spvrt_idmap_get(&p->register_vars, variable_id);
}

static bool find_register_variables(exec_prep *p)
{
    const spvrt_module *m = p->module;
    spvrt_idmap candidate; /* id -> 1 (candidate) or 0 (escapes) */
    if (!spvrt_idmap_init(&candidate, p->ctx, m->header.bound, m->word_count, UINT32_MAX))
        return false;
    bool ok = true;
    for (uint32_t f = 0; ok && f < m->function_count; f++)
        for (uint32_t i = m->functions[f] + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode != SPVRT_OpVariable)
                continue;
            const exec_type *t = exec_prep_type(p, inst->result_type);
            if (!t || t->kind != EXEC_POINTER || t->storage_class != SPVRT_StorageClass_Function ||
                !t->element->components || t->element->components > 64)
                continue;
            ok = spvrt_idmap_set(&candidate, inst->result, 1);
        }
    for (uint32_t f = 0; ok && f < m->function_count; f++)
        for (uint32_t i = m->functions[f] + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            const spvrt_operand *ops = spvrt_inst_operands(m, inst);
            const uint32_t *w = spvrt_inst_words(m, inst);
            uint32_t id_index = 0;
            for (uint32_t k = 0; k < inst->operand_count; k++) {
                uint16_t kind = ops[k].kind;
                if (kind == SPVRT_KIND_IdResult || kind == SPVRT_KIND_IdResultType ||
                    spvrt_grammar_kind_category((spvrt_operand_kind)kind) != SPVRT_CATEGORY_ID)
                    continue;
                uint32_t id = w[ops[k].offset];
                bool pointer_use = id_index == 0 && (inst->opcode == SPVRT_OpLoad || inst->opcode == SPVRT_OpStore);
                id_index++;
                if (!pointer_use && spvrt_idmap_get(&candidate, id) == 1)
                    ok = ok && spvrt_idmap_set(&candidate, id, 0);
            }
        }
    for (uint32_t f = 0; ok && f < m->function_count; f++)
        for (uint32_t i = m->functions[f] + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode != SPVRT_OpVariable || spvrt_idmap_get(&candidate, inst->result) != 1)
                continue;
            const exec_type *t = exec_prep_type(p, inst->result_type);
            uint32_t row;
            ok = t && reserve_rows(p, 0, t->element->components, &row) &&
                 spvrt_idmap_set(&p->register_vars, inst->result, row);
            if (ok) {
                mark_value_rows(p, row, t->element);
                for (uint32_t r = 0; r < t->element->components; r++)
                    p->program->row_kind[row + r] |= EXEC_ROW_VARIABLE;
            }
        }
    spvrt_idmap_free(&candidate);
    return ok && !p->failed;
}

/* Rows for every result of every function first, so that an op may use an
 * id defined later in the layout (SPIR-V allows it where dominance does). */
static bool reserve_function_rows(exec_prep *p)
{
    const spvrt_module *m = p->module;
    for (uint32_t f = 0; f < m->function_count; f++)
        for (uint32_t i = m->functions[f] + 1; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunctionEnd; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (!inst->result || !inst->result_type || inst->opcode == SPVRT_OpVariable ||
                inst->opcode == SPVRT_OpUndef)
                continue;
            const exec_type *t = exec_prep_type(p, inst->result_type);
            if (!t)
                return false;
            uint32_t row;
            if (t->components && !reserve_rows(p, inst->result, t->components, &row))
                return false;
            if (t->components)
                mark_value_rows(p, row, t);
        }
    return !p->failed;
}

/* ---- the whole -------------------------------------------------------------------------------- */

static bool prepare_globals(exec_prep *p, variable_plan *plan)
{
    const spvrt_module *m = p->module;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpFunction:
            return true;
        case SPVRT_OpConstantTrue:
        case SPVRT_OpConstantFalse:
        case SPVRT_OpConstant:
        case SPVRT_OpConstantComposite:
        case SPVRT_OpConstantNull:
        case SPVRT_OpSpecConstantTrue:
        case SPVRT_OpSpecConstantFalse:
        case SPVRT_OpSpecConstant:
        case SPVRT_OpSpecConstantComposite:
        case SPVRT_OpSpecConstantOp:
        case SPVRT_OpUndef:
            if (!prepare_constant(p, inst))
                return false;
            break;
        case SPVRT_OpConstantSampler:
            return exec_prep_error(p, inst, "OpConstantSampler (Kernel only) is not supported by the CPU engine"),
                   false;
        case SPVRT_OpConstantStringAMDX:
        case SPVRT_OpSpecConstantStringAMDX:
            break; /* AMDX-S35: node names, read by src/graph; no value a shader computes with */
        case SPVRT_OpVariable:
            if (!prepare_variable(p, plan, inst, false))
                return false;
            break;
        default:
            break;
        }
    }
    return true;
}

/* spvrt_prepare_options.debug_symbols: where every id's value is, for the
 * debugger's locals (debug.c).  Only ids that already have rows (their
 * types are prepared) and Function variables held in registers. */
static bool keep_debug_symbols(exec_prep *p)
{
    const spvrt_module *m = p->module;
    spvrt_program *prog = p->program;
    uint32_t bound = m->header.bound;
    exec_debug_id *ids = exec_prep_alloc(p, (size_t)(bound ? bound : 1) * sizeof *ids);
    if (!ids)
        return false;
    for (uint32_t id = 0; id < bound; id++) {
        exec_debug_id *d = &ids[id];
        d->row = spvrt_idmap_get(&p->rows, id);
        d->value_row = spvrt_idmap_get(&p->register_vars, id);
        if (d->row == UINT32_MAX)
            d->row = EXEC_NONE;
        if (d->value_row == UINT32_MAX)
            d->value_row = EXEC_NONE;
        const spvrt_instruction *def = spvrt_module_def(m, id);
        if ((d->row == EXEC_NONE && d->value_row == EXEC_NONE) || !def || !def->result_type)
            continue;
        d->type = exec_prep_type(p, def->result_type);
        if (!d->type)
            return false;
        if (d->type->kind != EXEC_POINTER || d->value_row != EXEC_NONE)
            continue;
        const exec_type *pointee = d->type->element;
        if (!pointee || pointee->kind == EXEC_OPAQUE || pointee->kind == EXEC_RAY_QUERY ||
            pointee->kind == EXEC_HIT_OBJECT ||
            pointee->kind == EXEC_FUNCTION || pointee->kind == EXEC_VOID)
            continue;
        switch (d->type->storage_class) {
        case SPVRT_StorageClass_Function:
        case SPVRT_StorageClass_Private:
        case SPVRT_StorageClass_Input:
        case SPVRT_StorageClass_Output:
            d->layout = exec_layout_of(p, pointee, false);
            break;
        case SPVRT_StorageClass_StorageBuffer:
        case SPVRT_StorageClass_Uniform:
        case SPVRT_StorageClass_PushConstant:
        case SPVRT_StorageClass_PhysicalStorageBuffer:
            d->layout = exec_layout_of(p, pointee, true);
            break;
        default:
            break;
        }
        if (p->failed)
            return false;
    }
    prog->debug_ids = ids;
    prog->debug_id_count = bound;
    return true;
}

/* spvrt_prepare_options.engine: compile the waves (src/jit); the interpreter runs what is not compiled. */
static void compile_program(spvrt_program *prog, const spvrt_prepare_options *options)
{
    uint32_t engine = options ? options->engine : SPVRT_ENGINE_DEFAULT;
    if (engine == SPVRT_ENGINE_DEFAULT) {
        const char *env = getenv("SPVRT_ENGINE");
        engine = env && strcmp(env, "jit") == 0 ? SPVRT_ENGINE_JIT : SPVRT_ENGINE_INTERP;
    }
    if (engine != SPVRT_ENGINE_JIT || (options && options->debug_symbols)) {
        if (engine == SPVRT_ENGINE_JIT) {
            prog->jit_requested = true;
            snprintf(prog->jit_why, sizeof prog->jit_why, "traced programs run on the interpreter");
        }
        return;
    }
    prog->jit_requested = true;
    bool cached = false;
    prog->jit = exec_jit_compile(prog->ctx, prog, prog->jit_why, sizeof prog->jit_why, &prog->jit_compile_ms,
                                 &cached);
}

spvrt_engine spvrt_program_engine(const spvrt_program *program, const char **why, double *compile_ms)
{
    if (why)
        *why = program && program->jit_requested && !program->jit ? program->jit_why : NULL;
    if (compile_ms)
        *compile_ms = program ? program->jit_compile_ms : 0;
    return program && program->jit ? SPVRT_ENGINE_JIT : SPVRT_ENGINE_INTERP;
}

bool spvrt_jit_available(void)
{
    return exec_jit_available();
}

spvrt_result spvrt_program_prepare(spvrt_context *ctx, const spvrt_module *module,
                                   const spvrt_prepare_options *options, spvrt_program **out)
{
    if (!ctx || !module || !out)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *out = NULL;
    spvrt_diag_reset(ctx);
    uint32_t width = options && options->subgroup_size ? options->subgroup_size : SPVRT_DEFAULT_SUBGROUP_SIZE;
    if (width < 4 || width > EXEC_MAX_WIDTH || (width & (width - 1))) {
        spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
        spvrt_diag(ctx, &where, "subgroup size %u: it must be a power of two from 4 to %u", width, EXEC_MAX_WIDTH);
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    spvrt_program *prog = spvrt_alloc_zero(ctx, 1, sizeof *prog);
    if (!prog)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    prog->ctx = ctx;
    prog->width = width;
    prog->lanes_movable = true;
    prog->module = module;
    prog->region_count = EXEC_REGION_FIRST_BINDING;
    exec_prep p = {.ctx = ctx, .module = module, .program = prog, .options = options};
    variable_plan plan = {0};
    uint32_t bound = module->header.bound;
    bool ok = spvrt_idmap_init(&p.type_index, ctx, bound, module->word_count, UINT32_MAX) &&
              spvrt_idmap_init(&p.rows, ctx, bound, module->word_count, UINT32_MAX) &&
              spvrt_idmap_init(&p.pointer_index, ctx, bound, module->word_count, UINT32_MAX) &&
              spvrt_idmap_init(&p.block_index, ctx, bound, module->word_count, UINT32_MAX) &&
              spvrt_idmap_init(&p.function_index, ctx, bound, module->word_count, UINT32_MAX) &&
              spvrt_idmap_init(&p.register_vars, ctx, bound, module->word_count, UINT32_MAX);
    ok = ok && collect_decorations(&p) && find_entry_point(&p) && read_execution_modes(&p) &&
         prepare_globals(&p, &plan) && resolve_local_size(&p) && number_blocks(&p) && reserve_function_rows(&p) &&
         find_register_variables(&p);
    for (uint32_t f = 0; ok && f < module->function_count; f++)
        ok = prepare_function(&p, &plan, f);
    ok = ok && finish_variables(&p, &plan);
    if (ok && options && options->debug_symbols)
        ok = keep_debug_symbols(&p);
    if (ok) {
        prog->entry_function = spvrt_idmap_get(&p.function_index, p.entry_function_id);
        ok = prog->entry_function != UINT32_MAX;
    }
    if (ok) {
        /* a hostile module must not make one workgroup take the machine's memory */
        uint64_t invocations = (uint64_t)prog->local_size[0] * prog->local_size[1] * prog->local_size[2];
        uint64_t waves = (invocations + prog->width - 1) / prog->width;
        uint64_t bytes = waves * ((uint64_t)prog->row_count * prog->width * 8u +
                                  (uint64_t)prog->private_stride * prog->width) + prog->workgroup_size;
        prog->workgroup_bytes = bytes;
        if (bytes > EXEC_MAX_WORKGROUP_BYTES) {
            exec_prep_error(&p, p.entry, "a workgroup needs %llu MB of registers and variables, more than the CPU "
                            "engine's %llu MB", (unsigned long long)(bytes >> 20),
                            (unsigned long long)(EXEC_MAX_WORKGROUP_BYTES >> 20));
            ok = false;
        }
    }
    spvrt_idmap_free(&p.type_index);
    spvrt_idmap_free(&p.rows);
    spvrt_idmap_free(&p.pointer_index);
    spvrt_idmap_free(&p.block_index);
    spvrt_idmap_free(&p.function_index);
    spvrt_idmap_free(&p.register_vars);
    spvrt_free(ctx, p.types);
    spvrt_free(ctx, p.pointers);
    spvrt_free(ctx, p.layouts);
    spvrt_free(ctx, plan.lane_pointers);
    spvrt_free(ctx, plan.inits);
    if (!ok || p.failed) {
        if (!p.failed) {
            spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
            spvrt_diag(ctx, &where, "out of memory while preparing the program");
        }
        spvrt_program_free(prog);
        return p.failed ? SPVRT_ERROR_UNSUPPORTED : SPVRT_ERROR_OUT_OF_MEMORY;
    }
    compile_program(prog, options);
    *out = prog;
    return SPVRT_SUCCESS;
}

void spvrt_program_free(spvrt_program *program)
{
    if (!program)
        return;
    spvrt_context *ctx = program->ctx;
    exec_jit_free(program->jit);
    arena_free(ctx, program->arena);
    spvrt_free(ctx, program->template_regs);
    spvrt_free(ctx, program->row_kind);
    spvrt_free(ctx, program);
}

void spvrt_program_local_size(const spvrt_program *program, uint32_t size[3])
{
    for (int k = 0; k < 3; k++)
        size[k] = program ? program->local_size[k] : 0;
}
