/* Friendly names: the names spirv-dis (SPIRV-Tools 2023.1) prints by default.
 *
 * One pass in instruction order.  The first name an id is given stays:
 * OpName strings (debug section, before the types) win over derived names.
 * A name is sanitized (only [A-Za-z0-9_] survive, others become '_') and
 * made unique by appending "_0", "_1", ... to the sanitized base.  Derived
 * names: scalar and composite types (uint, v4float, _ptr_Function_int, ...),
 * structs (_struct_N), numeric constants (int_n1, float_0_5) and boolean
 * constants; every other result id takes its own number as its name.
 */
#include <string.h>

#include "text.h"

static uint32_t hash_text(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

/* Find name in the used set; returns the slot. */
static uint32_t *used_slot(const spvrt_names *n, const char *name)
{
    uint32_t mask = n->used_capacity - 1;
    uint32_t j = hash_text(name) & mask;
    while (n->used[j] && strcmp(n->text.data + n->used[j] - 1, name) != 0)
        j = (j + 1) & mask;
    return &n->used[j];
}

static bool used_grow(spvrt_names *n, uint32_t at_least)
{
    uint32_t cap = n->used_capacity ? n->used_capacity * 2 : 256;
    while (cap < at_least && cap < (1u << 30))
        cap *= 2;
    uint32_t *old = n->used, old_cap = n->used_capacity;
    n->used = spvrt_alloc_zero(n->ctx, cap, sizeof *n->used);
    if (!n->used) {
        n->used = old;
        return false;
    }
    n->used_capacity = cap;
    for (uint32_t i = 0; i < old_cap; i++)
        if (old[i])
            *used_slot(n, n->text.data + old[i] - 1) = old[i];
    spvrt_free(n->ctx, old);
    return true;
}

/* Append the name candidate at text[start..] (already NUL-terminated) to
 * the used set if it is free.  Returns true when it was free. */
static bool claim(spvrt_names *n, uint32_t start)
{
    uint32_t *slot = used_slot(n, n->text.data + start);
    if (*slot)
        return false;
    *slot = start + 1;
    n->used_count++;
    return true;
}

/* Give id the name suggested[0..length) unless it has one. */
static bool save_name(spvrt_names *n, uint32_t id, const char *suggested, size_t length)
{
    if (spvrt_idmap_get(&n->offset, id) != UINT32_MAX)
        return true;
    if ((n->used_count + 1) * 2 > n->used_capacity && !used_grow(n, 0))
        return false;
    if (n->text.length > UINT32_MAX - length - 32)
        return false;
    uint32_t start = (uint32_t)n->text.length;
    if (length == 0) {
        spvrt_buffer_putc(&n->text, '_');
    } else {
        if (!spvrt_buffer_reserve(&n->text, length))
            return false;
        for (size_t i = 0; i < length; i++) {
            char c = suggested[i];
            bool valid = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
            n->text.data[n->text.length++] = valid ? c : '_';
        }
    }
    size_t base_end = n->text.length;
    spvrt_buffer_putc(&n->text, '\0');
    if (n->text.failed)
        return false;
    if (!claim(n, start)) {
        /* base + "_" + index, for the first index not yet used */
        for (uint32_t index = 0;; index++) {
            n->text.length = base_end;
            spvrt_buffer_putc(&n->text, '_');
            spvrt_buffer_u32(&n->text, index);
            spvrt_buffer_putc(&n->text, '\0');
            if (n->text.failed)
                return false;
            if ((n->used_count + 1) * 2 > n->used_capacity && !used_grow(n, 0))
                return false;
            if (claim(n, start))
                break;
        }
    }
    return spvrt_idmap_set(&n->offset, id, start);
}

const char *spvrt_names_get(const spvrt_names *n, uint32_t id, char scratch[12])
{
    uint32_t offset = spvrt_idmap_get(&n->offset, id);
    if (offset != UINT32_MAX)
        return n->text.data + offset;
    /* unnamed: the decimal id */
    scratch[spvrt_u32_text(scratch, id)] = '\0';
    return scratch;
}

/* Build a derived name in a small buffer and save it. */
typedef struct name_builder {
    char data[512];
    size_t length;
} name_builder;

static void nb_add(name_builder *b, const char *s)
{
    size_t n = strlen(s);
    if (n > sizeof b->data - b->length)
        n = sizeof b->data - b->length;
    memcpy(b->data + b->length, s, n);
    b->length += n;
}

static void nb_add_u32(name_builder *b, uint32_t v)
{
    char tmp[11];
    tmp[spvrt_u32_text(tmp, v)] = '\0';
    nb_add(b, tmp);
}

static void nb_add_id(name_builder *b, const spvrt_names *n, uint32_t id)
{
    char scratch[12];
    nb_add(b, spvrt_names_get(n, id, scratch));
}

static bool name_type_or_constant(spvrt_names *n, const spvrt_module *m, const spvrt_instruction *inst)
{
    const uint32_t *w = spvrt_inst_words(m, inst);
    name_builder b;
    b.length = 0;
    uint32_t id = inst->result;
    switch (inst->opcode) {
    case SPVRT_OpTypeVoid:
        nb_add(&b, "void");
        break;
    case SPVRT_OpTypeBool:
        nb_add(&b, "bool");
        break;
    case SPVRT_OpTypeInt: {
        const char *root;
        const char *sign = w[3] ? "" : "u";
        switch (w[2]) {
        case 8: root = "char"; break;
        case 16: root = "short"; break;
        case 32: root = "int"; break;
        case 64: root = "long"; break;
        default: root = NULL; break;
        }
        if (root) {
            nb_add(&b, sign);
            nb_add(&b, root);
        } else {
            nb_add(&b, w[3] ? "i" : "u");
            nb_add_u32(&b, w[2]);
        }
        break;
    }
    case SPVRT_OpTypeFloat:
        if (inst->word_count > 3) { /* an FP Encoding names the type (newest spirv-dis, name_mapper.cpp) */
            const char *encoded = NULL;
            switch (w[3]) {
            case SPVRT_FPEncoding_BFloat16KHR: encoded = "bfloat16"; break;
            case SPVRT_FPEncoding_Float8E4M3EXT: encoded = "fp8e4m3"; break;
            case SPVRT_FPEncoding_Float8E5M2EXT: encoded = "fp8e5m2"; break;
            case SPVRT_FPEncoding_Float6E2M3EXT: encoded = "fp6e2m3"; break;
            case SPVRT_FPEncoding_Float6E3M2EXT: encoded = "fp6e3m2"; break;
            case SPVRT_FPEncoding_Float4E2M1EXT: encoded = "fp4e2m1"; break;
            case SPVRT_FPEncoding_Float8UnsignedE8M0EXT: encoded = "fp8e8m0"; break;
            case SPVRT_FPEncoding_MXInt8EXT: encoded = "mxint8"; break;
            default: break;
            }
            if (encoded) {
                nb_add(&b, encoded);
                break;
            }
        }
        switch (w[2]) {
        case 16: nb_add(&b, "half"); break;
        case 32: nb_add(&b, "float"); break;
        case 64: nb_add(&b, "double"); break;
        default:
            nb_add(&b, "fp");
            nb_add_u32(&b, w[2]);
            break;
        }
        break;
    case SPVRT_OpTypeVector:
        nb_add(&b, "v");
        nb_add_u32(&b, w[3]);
        nb_add_id(&b, n, w[2]);
        break;
    case SPVRT_OpTypeMatrix:
        nb_add(&b, "mat");
        nb_add_u32(&b, w[3]);
        nb_add_id(&b, n, w[2]);
        break;
    case SPVRT_OpTypeArray:
        nb_add(&b, "_arr_");
        nb_add_id(&b, n, w[2]);
        nb_add(&b, "_");
        nb_add_id(&b, n, w[3]);
        break;
    case SPVRT_OpTypeRuntimeArray:
        nb_add(&b, "_runtimearr_");
        nb_add_id(&b, n, w[2]);
        break;
    case SPVRT_OpTypeNodePayloadArrayAMDX:
        nb_add(&b, "_payloadarr_");
        nb_add_id(&b, n, w[2]);
        break;
    case SPVRT_OpTypeUntypedPointerKHR: /* "_ptr_" and the storage class alone */
        nb_add(&b, "_ptr_");
        nb_add(&b, spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, w[2]));
        break;
    case SPVRT_OpTypePointer:
        nb_add(&b, "_ptr_");
        nb_add(&b, spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, w[2]));
        nb_add(&b, "_");
        nb_add_id(&b, n, w[3]);
        break;
    case SPVRT_OpTypeStruct:
        nb_add(&b, "_struct_");
        nb_add_u32(&b, id);
        break;
    case SPVRT_OpTypePipe:
        nb_add(&b, "Pipe");
        nb_add(&b, spvrt_grammar_enumerant_name(SPVRT_KIND_AccessQualifier, w[2]));
        break;
    case SPVRT_OpTypeEvent:
        nb_add(&b, "Event");
        break;
    case SPVRT_OpTypeDeviceEvent:
        nb_add(&b, "DeviceEvent");
        break;
    case SPVRT_OpTypeReserveId:
        nb_add(&b, "ReserveId");
        break;
    case SPVRT_OpTypeQueue:
        nb_add(&b, "Queue");
        break;
    case SPVRT_OpTypeOpaque: /* "Opaque_" + the sanitized name, "_" for "" */
        nb_add(&b, "Opaque_");
        nb_add(&b, *(const char *)(w + 2) ? (const char *)(w + 2) : "_");
        break;
    case SPVRT_OpTypePipeStorage:
        nb_add(&b, "PipeStorage");
        break;
    case SPVRT_OpTypeNamedBarrier:
        nb_add(&b, "NamedBarrier");
        break;
    case SPVRT_OpConstantTrue:
        nb_add(&b, "true");
        break;
    case SPVRT_OpConstantFalse:
        nb_add(&b, "false");
        break;
    case SPVRT_OpConstant: {
        const spvrt_operand *ops = spvrt_inst_operands(m, inst);
        if (inst->operand_count < 3 || ops[2].number_kind == SPVRT_NUMBER_NONE)
            goto decimal;
        nb_add_id(&b, n, inst->result_type);
        nb_add(&b, "_");
        spvrt_buffer *num = &n->number; /* reused: no allocation per constant */
        num->length = 0;
        spvrt_format_number(num, w + ops[2].offset, (spvrt_number_kind)ops[2].number_kind, ops[2].number_bits);
        spvrt_buffer_putc(num, '\0');
        if (num->failed)
            return false;
        for (char *c = num->data; *c; c++)
            if (*c == '-')
                *c = 'n';
        nb_add(&b, num->data);
        break;
    }
    default:
    decimal:
        /* Any other result id keeps its number, which is then taken: an
         * OpName "13" elsewhere becomes 13_0 (or this id does, if later). */
        nb_add_u32(&b, id);
        break;
    }
    return save_name(n, id, b.data, b.length);
}

bool spvrt_names_build(spvrt_names *n, const spvrt_module *m)
{
    memset(n, 0, sizeof *n);
    n->ctx = m->ctx;
    spvrt_buffer_init(&n->text, m->ctx);
    spvrt_buffer_init(&n->number, m->ctx);
    /* about one name per instruction: size the set once (load <= 1/2) */
    uint32_t expected = m->inst_count < (1u << 28) ? m->inst_count * 2 + 64 : (1u << 29);
    if (!spvrt_idmap_init(&n->offset, m->ctx, m->header.bound, m->word_count, UINT32_MAX) ||
        !used_grow(n, expected) || !spvrt_buffer_reserve(&n->text, (size_t)m->inst_count * 8 + 64))
        return false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpName) {
            const uint32_t *w = spvrt_inst_words(m, inst);
            const char *s = (const char *)(w + 2);
            if (!save_name(n, w[1], s, strlen(s)))
                return false;
        } else if (inst->opcode == SPVRT_OpDecorate && inst->word_count >= 4 &&
                   spvrt_inst_words(m, inst)[2] == SPVRT_Decoration_BuiltIn) {
            const uint32_t *w = spvrt_inst_words(m, inst);
            const char *friendly = spvrt_grammar_builtin_friendly_name(w[3]);
            if (friendly && !save_name(n, w[1], friendly, strlen(friendly)))
                return false;
        } else if (inst->result && !name_type_or_constant(n, m, inst)) {
            return false;
        }
    }
    return true;
}

void spvrt_names_free(spvrt_names *n)
{
    spvrt_idmap_free(&n->offset);
    spvrt_buffer_free(&n->text);
    spvrt_buffer_free(&n->number);
    spvrt_free(n->ctx, n->used);
    memset(n, 0, sizeof *n);
}
