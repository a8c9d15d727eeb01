/* The bounds-checked binary reader: SPIR-V words -> module IR.
 *
 * SPIR-V 1.6 section 2.3 (physical layout): a 5-word header, then
 * instructions whose first word holds the word count (high 16 bits) and the
 * opcode (low 16 bits).  Operands are decoded against the grammar: enumerant
 * parameters (section 3 "Parameters" columns), typed literals whose width
 * comes from a type (OpConstant, OpSpecConstant, OpSwitch), extended
 * instructions (OpExtInst) and OpSpecConstantOp's embedded opcode.
 * Everything read from the input is checked before use.
 */
#define _POSIX_C_SOURCE 200809L /* fileno */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "core.h"

typedef struct reader {
    spvrt_context *ctx;
    spvrt_module *m;
    spvrt_operand_stack stack; /* next expected operand on top */
    /* the instruction being read */
    const uint32_t *words;
    uint32_t word_count, at;
    spvrt_instruction *inst;
    uint32_t inst_index;    /* of the instruction being read */
    bool in_instruction;    /* inst_index is meaningful */
    bool failed;
    bool out_of_memory;     /* the failure is an allocation, not the input */
    const char *rule;       /* the rule id the next failure reports, or NULL */
} reader;

static bool fail(reader *r, uint32_t word, const char *fmt, ...) SPVRT_PRINTF(3, 4);

static bool fail(reader *r, uint32_t word, const char *fmt, ...)
{
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.word_offset = word;
    where.instruction_index = r->in_instruction ? r->inst_index : UINT32_MAX;
    where.result_id = r->inst ? r->inst->result : 0;
    where.rule = r->rule;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(r->ctx, &where, fmt, ap);
    va_end(ap);
    r->failed = true;
    return false;
}

static bool out_of_memory(reader *r)
{
    r->out_of_memory = true;
    return fail(r, r->inst ? r->inst->word_offset : 0, "out of memory");
}

static const char *inst_name(const reader *r)
{
    const spvrt_instruction_info *info = r->inst ? spvrt_grammar_opcode(r->inst->opcode) : NULL;
    return info ? spvrt_grammar_string(info->name) : "instruction";
}

static bool push(reader *r, uint16_t kind, uint8_t quantifier)
{
    return spvrt_operand_stack_push(&r->stack, kind, quantifier) || out_of_memory(r);
}

static bool push_operands(reader *r, uint16_t first, uint8_t count, bool skip_results)
{
    return spvrt_operand_stack_push_list(&r->stack, first, count, skip_results) || out_of_memory(r);
}

static bool add_operand(reader *r, uint32_t offset, uint32_t words, uint16_t kind, uint8_t number_kind,
                        uint8_t number_bits)
{
    spvrt_module *m = r->m;
    /* capacity was reserved for one operand per word: an operand takes >= 1 word */
    if (m->operand_count == m->operand_capacity &&
        !spvrt_grow(r->ctx, (void **)&m->operands, &m->operand_capacity, m->operand_count + 1, sizeof *m->operands))
        return out_of_memory(r);
    spvrt_operand *op = &m->operands[m->operand_count++];
    op->offset = (uint16_t)offset;
    op->word_count = (uint16_t)words;
    op->kind = kind;
    op->number_kind = number_kind;
    op->number_bits = number_bits;
    r->inst->operand_count++;
    return true;
}

/* Kind and width of a numeric type id (OpTypeInt / OpTypeFloat). */
static bool number_type(reader *r, uint32_t type_id, uint8_t *kind, uint32_t *bits)
{
    const spvrt_instruction *t = spvrt_module_def(r->m, type_id);
    if (!t)
        return false;
    const uint32_t *w = spvrt_inst_words(r->m, t);
    if (t->opcode == SPVRT_OpTypeInt && t->word_count >= 4) {
        *kind = w[3] ? SPVRT_NUMBER_SINT : SPVRT_NUMBER_UINT;
    } else if (t->opcode == SPVRT_OpTypeFloat && t->word_count >= 3) {
        *kind = (uint8_t)spvrt_float_number_kind(t->word_count >= 4, t->word_count >= 4 ? w[3] : 0);
        if (*kind == SPVRT_NUMBER_NONE)
            return false;
    } else {
        return false;
    }
    /* Any width: the literal takes ceil(width / 32) words (SPIR-V 2.2.1);
     * an instruction holds at most 65535 words. */
    if (w[2] == 0 || w[2] > 32u * 65535u)
        return false;
    *bits = w[2];
    return true;
}

static bool read_id(reader *r, uint16_t kind)
{
    uint32_t id = r->words[r->at];
    if (id == 0)
        return fail(r, r->inst->word_offset + r->at, "%s: id operand is 0", inst_name(r));
    if (id >= r->m->header.bound)
        return fail(r, r->inst->word_offset + r->at, "%s: id %u is not below the id bound %u", inst_name(r), id,
                    r->m->header.bound);
    if (kind == SPVRT_KIND_IdResult)
        r->inst->result = id;
    else if (kind == SPVRT_KIND_IdResultType)
        r->inst->result_type = id;
    return add_operand(r, r->at++, 1, kind, 0, 0);
}

static bool read_string(reader *r, uint16_t kind)
{
    uint32_t start = r->at;
    for (; r->at < r->word_count; r->at++) {
        uint32_t w = r->words[r->at];
        if ((w & 0xFFu) == 0 || (w & 0xFF00u) == 0 || (w & 0xFF0000u) == 0 || (w & 0xFF000000u) == 0) {
            r->at++;
            return add_operand(r, start, r->at - start, kind, 0, 0);
        }
    }
    r->rule = "CORE-BINARY-STRING"; /* SPIR-V 2.2.1: a literal string is nul-terminated */
    return fail(r, r->inst->word_offset + start, "%s: literal string is not terminated within the instruction",
                inst_name(r));
}

static bool read_number(reader *r, uint16_t kind, uint32_t type_id, const char *what, bool integer_only)
{
    uint8_t nk;
    uint32_t bits;
    if (!number_type(r, type_id, &nk, &bits) || (integer_only && spvrt_number_is_float(nk)))
        return fail(r, r->inst->word_offset + r->at, "%s: %s %u is not a numeric scalar%s type", inst_name(r), what,
                    type_id, integer_only ? " integer" : "");
    uint32_t words = (bits + 31u) / 32u;
    if (r->at + words > r->word_count)
        return fail(r, r->inst->word_offset + r->at, "%s: a %u-bit literal needs %u words, %u remain", inst_name(r),
                    bits, words, r->word_count - r->at);
    bool ok = add_operand(r, r->at, words, kind, nk, bits > 0xFFu ? 0xFFu : (uint8_t)bits);
    r->at += words;
    return ok;
}

static bool read_enum(reader *r, uint16_t kind)
{
    uint32_t value = r->words[r->at];
    const char *kind_name = spvrt_grammar_string(spvrt_grammar_kinds[kind].name);
    if (spvrt_grammar_kind_category(kind) == SPVRT_CATEGORY_VALUE_ENUM) {
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant(kind, value);
        if (!e)
            return fail(r, r->inst->word_offset + r->at, "%s: invalid %s operand %u", inst_name(r), kind_name, value);
        if (!add_operand(r, r->at++, 1, kind, 0, 0))
            return false;
        return push_operands(r, e->parameter_first, e->parameter_count, false);
    }
    /* Bit enum: every set bit must be known; parameters follow in bit order
     * (SPIR-V 2.2.2, e.g. Image Operands). */
    for (uint32_t bit = 0; bit < 32; bit++) {
        uint32_t mask = 1u << bit;
        if ((value & mask) && !spvrt_grammar_enumerant(kind, mask))
            return fail(r, r->inst->word_offset + r->at, "%s: invalid %s operand 0x%x (bit 0x%x is unknown)",
                        inst_name(r), kind_name, value, mask);
    }
    if (!add_operand(r, r->at++, 1, kind, 0, 0))
        return false;
    for (uint32_t bit = 32; bit-- > 0;) {
        uint32_t mask = 1u << bit;
        if (!(value & mask))
            continue;
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant(kind, mask);
        if (!push_operands(r, e->parameter_first, e->parameter_count, false))
            return false;
    }
    return true;
}

static bool read_ext_inst(reader *r, uint16_t kind)
{
    spvrt_instruction *inst = r->inst;
    uint32_t number = r->words[r->at];
    /* Operand 2 (after the result) is the set's OpExtInstImport id. */
    const spvrt_instruction *import = inst->operand_count >= 3 ? spvrt_module_def(r->m, r->words[3]) : NULL;
    if (!import || import->opcode != SPVRT_OpExtInstImport)
        return fail(r, inst->word_offset + 3, "OpExtInst: set %u is not the result of an OpExtInstImport",
                    r->words[3]);
    if (!add_operand(r, r->at++, 1, kind, 0, 0))
        return false;
    if (import->ext_set == SPVRT_EXT_SET_NON_SEMANTIC) { /* an unknown non-semantic set: ids */
        inst->ext_set = import->ext_set;
        return push(r, SPVRT_KIND_IdRef, SPVRT_QUANT_VARIADIC);
    }
    if (import->ext_set >= spvrt_grammar_ext_set_count)
        return fail(r, inst->word_offset + 3, "OpExtInst: extended instruction set %u is not known", r->words[3]);
    inst->ext_set = import->ext_set;
    const spvrt_instruction_info *e = spvrt_grammar_ext_instruction(&spvrt_grammar_ext_sets[import->ext_set], number);
    if (!e)
        return fail(r, inst->word_offset + r->at - 1, "OpExtInst: invalid instruction %u of set %s", number,
                    spvrt_grammar_string(spvrt_grammar_ext_sets[import->ext_set].import_name));
    return push_operands(r, e->operand_first, e->operand_count, false);
}

static bool read_operand(reader *r, uint16_t kind)
{
    spvrt_instruction *inst = r->inst;
    switch (kind) {
    case SPVRT_KIND_IdResultType:
    case SPVRT_KIND_IdResult:
    case SPVRT_KIND_IdRef:
    case SPVRT_KIND_IdScope:
    case SPVRT_KIND_IdMemorySemantics:
        return read_id(r, kind);
    case SPVRT_KIND_LiteralString:
        return read_string(r, kind);
    case SPVRT_KIND_LiteralContextDependentNumber:
        /* OpConstant / OpSpecConstant: the width of the result type. */
        return read_number(r, kind, inst->result_type, "result type", false);
    case SPVRT_KIND_LiteralExtInstInteger:
        return read_ext_inst(r, kind);
    case SPVRT_KIND_LiteralSpecConstantOpInteger: {
        uint32_t opcode = r->words[r->at];
        const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
        if (!info)
            return fail(r, inst->word_offset + r->at, "OpSpecConstantOp: invalid opcode %u", opcode);
        if (!add_operand(r, r->at++, 1, kind, 0, 0))
            return false;
        return push_operands(r, info->operand_first, info->operand_count, true);
    }
    case SPVRT_KIND_PairLiteralIntegerIdRef:
        if (inst->opcode == SPVRT_OpSwitch) {
            /* OpSwitch targets: the literal has the selector's type. */
            const spvrt_instruction *sel = spvrt_module_def(r->m, r->words[1]);
            if (!read_number(r, SPVRT_KIND_LiteralContextDependentNumber, sel ? sel->result_type : 0,
                             "the selector's type", true))
                return false;
            if (r->at >= r->word_count)
                return fail(r, inst->word_offset + r->at, "OpSwitch: a case literal has no target label");
            return read_id(r, SPVRT_KIND_IdRef);
        }
        break;
    default:
        break;
    }
    switch (spvrt_grammar_kind_category(kind)) {
    case SPVRT_CATEGORY_ID:
        return read_id(r, kind);
    case SPVRT_CATEGORY_LITERAL: /* LiteralInteger and the like: one word; LiteralFloat a 32-bit float */
        return add_operand(r, r->at++, 1, kind, kind == SPVRT_KIND_LiteralFloat ? SPVRT_NUMBER_FLOAT : SPVRT_NUMBER_UINT,
                           32);
    case SPVRT_CATEGORY_VALUE_ENUM:
    case SPVRT_CATEGORY_BIT_ENUM:
        return read_enum(r, kind);
    case SPVRT_CATEGORY_COMPOSITE: {
        const spvrt_kind_info *k = &spvrt_grammar_kinds[kind];
        /* Read the first base now; the rest must follow. */
        for (uint32_t i = k->base_count; i-- > 1;)
            if (!push(r, spvrt_grammar_composite_bases[k->base_first + i], SPVRT_QUANT_ONE))
                return false;
        return read_operand(r, spvrt_grammar_composite_bases[k->base_first]);
    }
    }
    return fail(r, inst->word_offset + r->at, "%s: operand kind %u cannot be read", inst_name(r), kind);
}

/* Remember what later instructions need to know about this one. */
static bool note_instruction(reader *r)
{
    spvrt_module *m = r->m;
    spvrt_instruction *inst = r->inst;
    uint32_t **list = NULL;
    uint32_t *count = NULL, *capacity = NULL;
    switch (inst->opcode) {
    case SPVRT_OpExtInstImport: {
        size_t length;
        const char *name = spvrt_operand_string(m, inst, &spvrt_inst_operands(m, inst)[1], &length);
        const spvrt_ext_inst_set_info *set = spvrt_grammar_ext_set(name, length);
        if (set)
            inst->ext_set = (uint16_t)(set - spvrt_grammar_ext_sets);
        else if (strncmp(name, "NonSemantic.", 12) == 0)
            inst->ext_set = SPVRT_EXT_SET_NON_SEMANTIC; /* non-semantic: its operands can be read as ids */
        else
            return fail(r, inst->word_offset, "OpExtInstImport: unknown extended instruction set \"%s\"", name);
        break;
    }
    case SPVRT_OpName:
        list = &m->names, count = &m->name_count, capacity = &m->name_capacity;
        break;
    case SPVRT_OpDecorate:
    case SPVRT_OpDecorateId:
    case SPVRT_OpDecorateString:
    case SPVRT_OpMemberDecorate:
    case SPVRT_OpMemberDecorateString:
    case SPVRT_OpGroupDecorate:
    case SPVRT_OpGroupMemberDecorate:
        list = &m->decorations, count = &m->decoration_count, capacity = &m->decoration_capacity;
        break;
    case SPVRT_OpEntryPoint:
        list = &m->entry_points, count = &m->entry_point_count, capacity = &m->entry_point_capacity;
        break;
    case SPVRT_OpFunction:
        list = &m->functions, count = &m->function_count, capacity = &m->function_capacity;
        break;
    default:
        break;
    }
    if (list) {
        if (!spvrt_grow(r->ctx, (void **)list, capacity, *count + 1, sizeof **list))
            return out_of_memory(r);
        (*list)[(*count)++] = r->inst_index;
    }
    if (inst->result) {
        /* SPIR-V 2.2.1: an id is defined by exactly one instruction. */
        uint32_t earlier = spvrt_idmap_get(&m->def, inst->result);
        if (earlier != UINT32_MAX)
            return fail(r, inst->word_offset, "%s: id %u is already defined by instruction %u", inst_name(r),
                        inst->result, earlier);
        if (!spvrt_idmap_set(&m->def, inst->result, r->inst_index))
            return out_of_memory(r);
    }
    return true;
}

static bool read_instruction(reader *r, uint32_t offset)
{
    spvrt_module *m = r->m;
    uint32_t first = m->words[offset];
    uint32_t word_count = first >> 16, opcode = first & 0xFFFFu;
    r->inst = NULL;
    r->inst_index = m->inst_count;
    r->in_instruction = true;
    if (word_count == 0)
        return fail(r, offset, "instruction with word count 0 (opcode %u)", opcode);
    if (word_count > m->word_count - offset)
        return fail(r, offset, "instruction with word count %u runs past the end of the module (%u words remain)",
                    word_count, m->word_count - offset);
    if (m->inst_count == m->inst_capacity &&
        !spvrt_grow(r->ctx, (void **)&m->insts, &m->inst_capacity, m->inst_count + 1, sizeof *m->insts))
        return out_of_memory(r);
    r->inst_index = m->inst_count++;
    spvrt_instruction *inst = r->inst = &m->insts[r->inst_index];
    memset(inst, 0, sizeof *inst);
    inst->word_offset = offset;
    inst->word_count = (uint16_t)word_count;
    inst->opcode = (uint16_t)opcode;
    inst->operand_first = m->operand_count;
    inst->ext_set = UINT16_MAX;
    const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
    if (!info)
        return fail(r, offset, "invalid opcode %u", opcode);
    r->words = m->words + offset;
    r->word_count = word_count;
    r->at = 1;
    r->stack.count = 0;
    if (!push_operands(r, info->operand_first, info->operand_count, false))
        return false;
    while (r->at < r->word_count) {
        if (r->stack.count == 0)
            return fail(r, offset, "%s: word count is %u but the operands end after %u words", inst_name(r),
                        word_count, r->at);
        spvrt_expected e = r->stack.items[--r->stack.count];
        if (e.quantifier == SPVRT_QUANT_VARIADIC && !push(r, e.kind, e.quantifier))
            return false;
        if (!read_operand(r, e.kind))
            return false;
    }
    while (r->stack.count) {
        spvrt_expected e = r->stack.items[--r->stack.count];
        if (e.quantifier == SPVRT_QUANT_ONE)
            return fail(r, offset, "%s: word count %u leaves out a required %s operand", inst_name(r), word_count,
                        spvrt_grammar_string(spvrt_grammar_kinds[e.kind].name));
    }
    return note_instruction(r);
}

const spvrt_instruction_info *spvrt_inst_ext_info(const spvrt_module *m, const spvrt_instruction *inst)
{
    /* ext_set is set on OpExtInstImport and on the instructions that use a set (OpExtInst and
     * OpExtInstWithForwardRefsKHR), whose word 4 is the set's instruction number */
    if (inst->opcode == SPVRT_OpExtInstImport || inst->ext_set >= spvrt_grammar_ext_set_count || inst->word_count < 5)
        return NULL;
    return spvrt_grammar_ext_instruction(&spvrt_grammar_ext_sets[inst->ext_set], m->words[inst->word_offset + 4]);
}

void spvrt_module_free(spvrt_module *m)
{
    if (!m)
        return;
    spvrt_context *ctx = m->ctx;
    spvrt_free(ctx, m->words);
    spvrt_free(ctx, m->insts);
    spvrt_free(ctx, m->operands);
    spvrt_free(ctx, m->names);
    spvrt_free(ctx, m->decorations);
    spvrt_free(ctx, m->entry_points);
    spvrt_free(ctx, m->functions);
    spvrt_idmap_free(&m->def);
    spvrt_free(ctx, m);
}

static uint32_t swap32(uint32_t v)
{
    return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
}

/* Read a module from `words`, a block of word_count words from the context's allocator that the module takes
 * over (freed here on error): the file's bytes as read, in either byte order, swapped in place.  Holding the
 * only copy of the input is what keeps a validator run's memory to the words and the decoded IR. */
static spvrt_result read_module_owned(spvrt_context *ctx, uint32_t *words, size_t word_count, spvrt_module **out)
{
    *out = NULL;
    spvrt_diag_reset(ctx);
    reader r = {0};
    r.ctx = ctx;
    r.stack.ctx = ctx;
    r.rule = "CORE-BINARY-HEADER"; /* SPIR-V 2.3: the words, the magic number and the version */
    if (word_count < SPVRT_HEADER_WORDS) {
        fail(&r, 0, "the module has %zu words; a SPIR-V header needs %d", word_count, SPVRT_HEADER_WORDS);
        spvrt_free(ctx, words);
        return SPVRT_ERROR_INVALID_BINARY;
    }
    if (word_count > UINT32_MAX) {
        fail(&r, 0, "the module has more than 2^32 words");
        spvrt_free(ctx, words);
        return SPVRT_ERROR_INVALID_BINARY;
    }
    uint32_t magic = words[0];
    bool swapped;
    if (magic == SPVRT_MAGIC)
        swapped = false;
    else if (magic == swap32(SPVRT_MAGIC))
        swapped = true;
    else {
        fail(&r, 0, "invalid magic number 0x%08x (SPIR-V is 0x07230203 in either byte order)", magic);
        spvrt_free(ctx, words);
        return SPVRT_ERROR_INVALID_BINARY;
    }
    spvrt_module *m = spvrt_alloc_zero(ctx, 1, sizeof *m);
    if (!m) {
        spvrt_free(ctx, words);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    m->ctx = ctx;
    r.m = m;
    m->words = words;
    m->word_count = (uint32_t)word_count;
    m->byte_swapped = swapped;
    if (swapped)
        for (size_t i = 0; i < word_count; i++)
            m->words[i] = swap32(m->words[i]);
    m->header.magic = m->words[0];
    m->header.version = m->words[1];
    m->header.generator = m->words[2];
    m->header.bound = m->words[3];
    m->header.schema = m->words[4];
    /* SPIR-V 2.3: the version word is 0 | major | minor | 0; versions 1.0 to 1.6 exist. */
    uint32_t v = m->header.version;
    if ((v & 0xFF0000FFu) != 0 || ((v >> 16) & 0xFF) != 1 || ((v >> 8) & 0xFF) > 6) {
        fail(&r, 1, "unsupported SPIR-V version word 0x%08x (1.0 to 1.6 are known)", v);
        spvrt_module_free(m);
        return SPVRT_ERROR_INVALID_BINARY;
    }
    r.rule = NULL;
    /* An operand is at least one word; instructions average about 4 words. */
    if (!spvrt_idmap_init(&m->def, ctx, m->header.bound, word_count, UINT32_MAX) ||
        !spvrt_grow(ctx, (void **)&m->operands, &m->operand_capacity, (uint32_t)word_count, sizeof *m->operands) ||
        !spvrt_grow(ctx, (void **)&m->insts, &m->inst_capacity, (uint32_t)(word_count / 4 + 16), sizeof *m->insts)) {
        spvrt_module_free(m);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t offset = SPVRT_HEADER_WORDS; offset < m->word_count && !r.failed;) {
        if (!read_instruction(&r, offset))
            break;
        offset += r.inst->word_count;
    }
    spvrt_free(ctx, r.stack.items);
    if (r.failed) {
        spvrt_module_free(m);
        return r.out_of_memory ? SPVRT_ERROR_OUT_OF_MEMORY : SPVRT_ERROR_INVALID_BINARY;
    }
    *out = m;
    return SPVRT_SUCCESS;
}

/* Read word_count words from bytes (any alignment, either byte order) into a new module, which keeps the only
 * copy of them (made with memcpy, so callers need no aligned copy of their own). */
static spvrt_result read_module(spvrt_context *ctx, const unsigned char *bytes, size_t word_count,
                                spvrt_module **out)
{
    *out = NULL;
    uint32_t *words = spvrt_alloc(ctx, (word_count ? word_count : 1) * sizeof *words);
    if (!words)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    if (word_count)
        memcpy(words, bytes, word_count * sizeof *words);
    return read_module_owned(ctx, words, word_count, out);
}

static spvrt_result not_whole_words(spvrt_context *ctx, size_t byte_count)
{
    spvrt_diag_reset(ctx);
    spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX,
                              .rule = "CORE-BINARY-HEADER"};
    spvrt_diag(ctx, &where, "the module is %zu bytes long, not a whole number of 32-bit words", byte_count);
    return SPVRT_ERROR_INVALID_BINARY;
}

spvrt_result spvrt_module_read(spvrt_context *ctx, const uint32_t *words, size_t word_count, spvrt_module **out)
{
    if (!ctx || !out || (!words && word_count))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    return read_module(ctx, (const unsigned char *)words, word_count, out);
}

spvrt_result spvrt_module_read_bytes(spvrt_context *ctx, const void *bytes, size_t byte_count, spvrt_module **out)
{
    if (!ctx || !out || (!bytes && byte_count))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *out = NULL;
    if (byte_count % 4)
        return not_whole_words(ctx, byte_count);
    return read_module(ctx, bytes, byte_count / 4, out);
}

spvrt_result spvrt_module_read_stream(spvrt_context *ctx, FILE *stream, spvrt_module **out)
{
    if (!ctx || !stream || !out)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *out = NULL;
    /* Read straight into the module's word block: a regular file's size is known up front (one block of
     * that size, and a byte more to see the end); a pipe's block doubles as it fills. */
    struct stat st;
    size_t capacity = 1u << 16;
    if (fstat(fileno(stream), &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0 &&
        (uint64_t)st.st_size < SIZE_MAX / 2)
        capacity = (size_t)st.st_size + 4; /* the words, and room to see EOF without growing */
    capacity = (capacity + 3) & ~(size_t)3;
    unsigned char *bytes = spvrt_alloc(ctx, capacity);
    size_t length = 0;
    while (bytes) {
        length += fread(bytes + length, 1, capacity - length, stream);
        if (length < capacity)
            break;
        unsigned char *bigger = capacity > SIZE_MAX / 2 ? NULL : spvrt_realloc(ctx, bytes, capacity * 2);
        if (!bigger) {
            spvrt_free(ctx, bytes);
            return SPVRT_ERROR_OUT_OF_MEMORY;
        }
        bytes = bigger;
        capacity *= 2;
    }
    if (!bytes)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    if (ferror(stream)) {
        spvrt_free(ctx, bytes);
        return SPVRT_ERROR_IO;
    }
    if (length % 4) {
        spvrt_free(ctx, bytes);
        return not_whole_words(ctx, length);
    }
    /* the block is the context allocator's (aligned for any type), so it serves as the words as it is */
    return read_module_owned(ctx, (uint32_t *)(void *)bytes, length / 4, out);
}

spvrt_header spvrt_module_header(const spvrt_module *m)
{
    spvrt_header none = {0};
    return m ? m->header : none;
}

uint32_t spvrt_module_instruction_count(const spvrt_module *m)
{
    return m ? m->inst_count : 0;
}

const spvrt_instruction *spvrt_module_def(const spvrt_module *m, uint32_t id)
{
    uint32_t index = spvrt_idmap_get(&m->def, id);
    return index < m->inst_count ? &m->insts[index] : NULL;
}

const char *spvrt_operand_string(const spvrt_module *m, const spvrt_instruction *inst, const spvrt_operand *op,
                                 size_t *length)
{
    const char *s = (const char *)(m->words + inst->word_offset + op->offset);
    if (length)
        *length = strlen(s); /* terminated within the operand: checked by the reader */
    return s;
}

spvrt_result spvrt_module_write(const spvrt_module *m, uint8_t **bytes, size_t *byte_count)
{
    if (!m || !bytes || !byte_count)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    size_t n = (size_t)m->word_count * 4;
    uint32_t *out = spvrt_alloc(m->ctx, n);
    if (!out)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    for (uint32_t i = 0; i < m->word_count; i++)
        out[i] = m->byte_swapped ? swap32(m->words[i]) : m->words[i];
    *bytes = (uint8_t *)out;
    *byte_count = n;
    return SPVRT_SUCCESS;
}
