/* The disassembler: module IR -> SPIRV-Tools assembly text, byte-identical
 * to the newest spirv-dis (SPIRV-Tools 47c74f48, grammar of SPIRV-Headers
 * 0d25db97) default output: among aliases the registry's preferred spelling
 * (grammar/registry_update.json).  Debian's spirv-dis 2023.1 printed older
 * spellings for some numbers (tests/dis_spellings.py).
 *
 * Layout of a line (indented form): a result id is printed "%name = " right
 * aligned so that the opcode starts in column 15 (names too long to fit
 * push it right); a line without a result starts with 15 spaces.  Operands
 * follow, one space before each.
 */
#include <string.h>

#include "text.h"

enum { STANDARD_INDENT = 15 };

typedef struct dis {
    const spvrt_module *m;
    spvrt_buffer *out;
    const spvrt_names *names;  /* friendly names, or NULL for raw ids */
    spvrt_names own_names;
    bool friendly;
    bool indent;
    bool offsets;
} dis;

static void put_id(dis *d, uint32_t id)
{
    spvrt_buffer *out = d->out;
    spvrt_buffer_putc(out, '%');
    if (d->friendly) {
        char scratch[12];
        spvrt_buffer_puts(out, spvrt_names_get(d->names, id, scratch));
    } else {
        spvrt_buffer_u32(out, id);
    }
}

static void put_string(spvrt_buffer *out, const char *s)
{
    spvrt_buffer_putc(out, '"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            spvrt_buffer_putc(out, '\\');
        spvrt_buffer_putc(out, *s);
    }
    spvrt_buffer_putc(out, '"');
}

/* Bit masks: names of the set bits from least significant up, joined by
 * '|'; 0 prints as the name of the 0 enumerant (usually "None"). */
static void put_mask(spvrt_buffer *out, spvrt_operand_kind kind, uint32_t word)
{
    bool first = true;
    for (uint32_t bit = 0; bit < 32; bit++) {
        uint32_t mask = 1u << bit;
        if (!(word & mask))
            continue;
        if (!first)
            spvrt_buffer_putc(out, '|');
        spvrt_buffer_puts(out, spvrt_grammar_enumerant_name(kind, mask));
        first = false;
    }
    if (first) {
        const char *none = spvrt_grammar_enumerant_name(kind, 0);
        if (none)
            spvrt_buffer_puts(out, none);
    }
}

static void put_operand(dis *d, const spvrt_instruction *inst, const spvrt_operand *op)
{
    spvrt_buffer *out = d->out;
    const uint32_t *w = spvrt_inst_words(d->m, inst) + op->offset;
    switch (op->kind) {
    case SPVRT_KIND_LiteralString:
        put_string(out, (const char *)w);
        return;
    case SPVRT_KIND_LiteralExtInstInteger: {
        const spvrt_instruction_info *ext = spvrt_inst_ext_info(d->m, inst);
        if (ext)
            spvrt_buffer_puts(out, spvrt_grammar_string(ext->name));
        else
            spvrt_buffer_u32(out, w[0]);
        return;
    }
    case SPVRT_KIND_LiteralSpecConstantOpInteger:
        spvrt_buffer_puts(out, spvrt_grammar_string(spvrt_grammar_opcode(w[0])->name) + 2); /* without "Op" */
        return;
    case SPVRT_KIND_LiteralFloat:
    case SPVRT_KIND_LiteralContextDependentNumber:
        spvrt_format_number(out, w, (spvrt_number_kind)op->number_kind, op->number_bits);
        return;
    default:
        break;
    }
    switch (spvrt_grammar_kind_category((spvrt_operand_kind)op->kind)) {
    case SPVRT_CATEGORY_ID:
        put_id(d, w[0]);
        return;
    case SPVRT_CATEGORY_VALUE_ENUM:
        spvrt_buffer_puts(out, spvrt_grammar_enumerant_name((spvrt_operand_kind)op->kind, w[0]));
        return;
    case SPVRT_CATEGORY_BIT_ENUM:
        put_mask(out, (spvrt_operand_kind)op->kind, w[0]);
        return;
    default:
        spvrt_buffer_u32(out, w[0]);
        return;
    }
}

static void put_instruction(dis *d, const spvrt_instruction *inst)
{
    spvrt_buffer *out = d->out;
    if (inst->result) {
        if (d->indent) {
            char scratch[12];
            size_t len = d->friendly ? strlen(spvrt_names_get(d->names, inst->result, scratch)) : 0;
            if (!d->friendly) {
                for (uint32_t v = inst->result; v; v /= 10)
                    len++;
            }
            /* '%' right-aligned in a field of (indent - 3 - len) */
            int field = STANDARD_INDENT - 3 - (int)len;
            if (field > 1)
                spvrt_buffer_fill(out, ' ', (size_t)(field - 1));
        }
        put_id(d, inst->result);
        spvrt_buffer_append(out, " = ", 3);
    } else if (d->indent) {
        spvrt_buffer_fill(out, ' ', STANDARD_INDENT);
    }
    spvrt_buffer_puts(out, spvrt_grammar_string(spvrt_inst_info(inst)->name));
    const spvrt_operand *ops = spvrt_inst_operands(d->m, inst);
    for (uint32_t i = 0; i < inst->operand_count; i++) {
        if (ops[i].kind == SPVRT_KIND_IdResult)
            continue;
        spvrt_buffer_putc(out, ' ');
        put_operand(d, inst, &ops[i]);
    }
    if (d->offsets)
        spvrt_buffer_printf(out, " ; 0x%08x", inst->word_offset * 4u);
    spvrt_buffer_putc(out, '\n');
}

void spvrt_text_instruction(spvrt_buffer *out, const spvrt_module *m, const spvrt_names *names,
                            const spvrt_instruction *inst)
{
    dis d = {0};
    d.m = m;
    d.out = out;
    d.names = names;
    d.friendly = names != NULL;
    put_instruction(&d, inst);
    if (out->length && out->data[out->length - 1] == '\n')
        out->length--;
}

static void put_header(dis *d)
{
    const spvrt_header *h = &d->m->header;
    spvrt_buffer *out = d->out;
    spvrt_buffer_printf(out, "; SPIR-V\n; Version: %u.%u\n; Generator: ", (h->version >> 16) & 0xFFu,
                        (h->version >> 8) & 0xFFu);
    uint32_t tool = h->generator >> 16;
    const spvrt_generator_info *g = spvrt_grammar_generator(tool);
    if (g) {
        /* "VENDOR TOOL", or the vendor alone where the registry names no tool */
        const char *tool_name = spvrt_grammar_string(g->name);
        spvrt_buffer_puts(out, spvrt_grammar_string(g->vendor));
        if (*tool_name) {
            spvrt_buffer_putc(out, ' ');
            spvrt_buffer_puts(out, tool_name);
        }
    } else {
        spvrt_buffer_printf(out, "Unknown(%u)", tool);
    }
    spvrt_buffer_printf(out, "; %u\n; Bound: %u\n; Schema: %u\n", h->generator & 0xFFFFu, h->bound, h->schema);
}

spvrt_result spvrt_disassemble(spvrt_context *ctx, const spvrt_module *m, const spvrt_dis_options *options,
                               char **text, size_t *length)
{
    if (!ctx || !m || !text)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *text = NULL;
    uint32_t flags = options ? options->flags : 0;
    spvrt_buffer out;
    spvrt_buffer_init(&out, ctx);
    dis d = {0};
    d.m = m;
    d.out = &out;
    d.friendly = !(flags & SPVRT_DIS_RAW_ID);
    d.indent = !(flags & SPVRT_DIS_NO_INDENT);
    d.offsets = (flags & SPVRT_DIS_OFFSETS) != 0;
    if (d.friendly) {
        d.names = &d.own_names;
        if (!spvrt_names_build(&d.own_names, m)) {
            spvrt_names_free(&d.own_names);
            return SPVRT_ERROR_OUT_OF_MEMORY;
        }
    }
    /* Roughly 12 bytes of text per word of binary. */
    spvrt_buffer_reserve(&out, (size_t)m->word_count * 12 + 256);
    if (!(flags & SPVRT_DIS_NO_HEADER))
        put_header(&d);
    for (uint32_t i = 0; i < m->inst_count && !out.failed; i++)
        put_instruction(&d, &m->insts[i]);
    spvrt_buffer_putc(&out, '\0');
    if (d.friendly)
        spvrt_names_free(&d.own_names);
    if (out.failed) {
        spvrt_buffer_free(&out);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    *text = out.data;
    if (length)
        *length = out.length - 1;
    return SPVRT_SUCCESS;
}
