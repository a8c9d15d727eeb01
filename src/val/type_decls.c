/* Type declarations (SPIR-V 2.8 "Types and Variables", 2.16.1 "Universal
 * Validation Rules", 3.52.6 "Type-Declaration Instructions"): what each
 * OpType* instruction may be parameterized with, and that a non-aggregate
 * type is declared once.  The checks are those spirv-val's TypePass makes. */
#include <stdlib.h>
#include <string.h>

#include "instr.h"

/* spvOpcodeGeneratesType: a type declaration (OpTypeForwardPointer declares none). */
static bool names_type(const spvrt_validator *v, uint32_t id)
{
    const spvrt_instruction *t = spvrt_val_type(v, id);
    return t && t->opcode != SPVRT_OpTypeForwardPointer;
}

static bool report_type(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, const char *what,
                        uint32_t id, const char *problem)
{
    char scratch[12];
    return spvrt_val_report(v, rule, inst, "%s %s %%%s %s", vi_opname(inst->opcode), what,
                            spvrt_val_id_name(v, id, scratch), problem);
}

/* 3.52.6 OpTypeInt; 2.16.1: widths other than 32 need Int8/Int16/Int64 (or
 * an extension's storage capability); Signedness is 0 or 1, and 0 with Kernel. */
static bool check_int(spvrt_validator *v, const vi_features *f, const spvrt_instruction *inst)
{
    uint32_t width = spvrt_val_word(v, inst, 2), signedness = spvrt_val_word(v, inst, 3);
    switch (width) {
    case 8:
        return f->declare_int8 || spvrt_val_report(v, RULE_TYPE_INT, inst, "an 8-bit integer type needs the Int8 "
                                                   "capability (or an 8-bit storage capability)");
    case 16:
        return f->declare_int16 || spvrt_val_report(v, RULE_TYPE_INT, inst, "a 16-bit integer type needs the Int16 "
                                                    "capability (or a 16-bit storage capability)");
    case 64:
        return vi_has_capability(f, SPVRT_Capability_Int64) ||
               spvrt_val_report(v, RULE_TYPE_INT, inst, "a 64-bit integer type needs the Int64 capability");
    case 32: break;
    default: return spvrt_val_report(v, RULE_TYPE_INT, inst, "OpTypeInt width %u is not 8, 16, 32 or 64", width);
    }
    /* spirv-val checks the signedness of 32-bit integers only */
    if (signedness > 1)
        return spvrt_val_report(v, RULE_TYPE_INT, inst, "OpTypeInt signedness %u is neither 0 nor 1", signedness);
    if (signedness && vi_has_capability(f, SPVRT_Capability_Kernel))
        return spvrt_val_report(v, RULE_TYPE_INT, inst, "with the Kernel capability, OpTypeInt signedness must be 0");
    return true;
}

/* The width in bits of a float with Floating Point Encoding `encoding`
 * (SPIR-V 3.2.58 "FP Encoding": each encoding fixes its width; SPV_KHR_bfloat16,
 * SPV_EXT_float8, SPV_EXT_float4, SPV_EXT_float6, SPV_EXT_ocp_microscaling
 * formats), or 0 for an encoding this table does not know. */
static uint32_t encoding_width(uint32_t encoding)
{
    switch (encoding) {
    case SPVRT_FPEncoding_BFloat16KHR: return 16;
    case SPVRT_FPEncoding_Float8E4M3EXT:
    case SPVRT_FPEncoding_Float8E5M2EXT:
    case SPVRT_FPEncoding_Float8UnsignedE8M0EXT:
    case SPVRT_FPEncoding_MXInt8EXT: return 8;
    case SPVRT_FPEncoding_Float6E2M3EXT:
    case SPVRT_FPEncoding_Float6E3M2EXT: return 6;
    case SPVRT_FPEncoding_Float4E2M1EXT: return 4;
    default: return 0;
    }
}

/* 3.52.6 OpTypeFloat; 2.16.1: without a Floating Point Encoding the width is
 * 16 (Float16 or Float16Buffer, a 16-bit storage capability), 32 or 64
 * (Float64), IEEE 754.  With one, the width is the encoding's (16 for
 * BFloat16KHR, 8 for the SPV_EXT_float8 encodings, 4 for SPV_EXT_float4's
 * Float4E2M1EXT, ...); the encoding's own capability is checked with the
 * operand's.  8-bit floats need Float8EXT (or Float8UnsignedE8M0EXT,
 * MXInt8EXT), as spirv-val's declare_float8_type. */
static bool check_float(spvrt_validator *v, const vi_features *f, const spvrt_instruction *inst)
{
    uint32_t width = spvrt_val_word(v, inst, 2);
    if (inst->word_count > 3) {
        uint32_t encoding = spvrt_val_word(v, inst, 3), wanted = encoding_width(encoding);
        if (wanted == 0)
            return spvrt_val_report(v, RULE_TYPE_FLOAT, inst, "OpTypeFloat Floating Point Encoding %u is not a "
                                    "known encoding", encoding);
        if (width != wanted)
            return spvrt_val_report(v, RULE_TYPE_FLOAT, inst, "OpTypeFloat width %u does not match its Floating "
                                    "Point Encoding (a %u-bit encoding)", width, wanted);
        if (width == 8 && !vi_has_capability(f, SPVRT_Capability_Float8EXT) &&
            !vi_has_capability(f, SPVRT_Capability_Float8UnsignedE8M0EXT) &&
            !vi_has_capability(f, SPVRT_Capability_MXInt8EXT))
            return spvrt_val_report(v, RULE_TYPE_FLOAT, inst, "an 8-bit float type needs the Float8EXT, "
                                    "Float8UnsignedE8M0EXT or MXInt8EXT capability");
        return true;
    }
    switch (width) {
    case 32: return true;
    case 16:
        return f->declare_float16 || spvrt_val_report(v, RULE_TYPE_FLOAT, inst, "a 16-bit float type needs the "
                                                      "Float16 or Float16Buffer capability (or a 16-bit storage "
                                                      "capability)");
    case 64:
        return vi_has_capability(f, SPVRT_Capability_Float64) ||
               spvrt_val_report(v, RULE_TYPE_FLOAT, inst, "a 64-bit float type needs the Float64 capability");
    default:
        return spvrt_val_report(v, RULE_TYPE_FLOAT, inst, "OpTypeFloat width %u is not 16, 32 or 64 (other widths "
                                "need a Floating Point Encoding)", width);
    }
}

/* 3.52.6 OpTypeVector: Component Type is a scalar (int, float, bool);
 * Component Count is 2, 3 or 4, or 8 or 16 with Vector16.  SPV_EXT_long_vector
 * ("vector types with an arbitrary positive number of components"): with the
 * LongVectorEXT capability any Component Count above zero. */
static bool check_vector(spvrt_validator *v, const vi_features *f, const spvrt_instruction *inst)
{
    uint32_t component = spvrt_val_word(v, inst, 2), count = spvrt_val_word(v, inst, 3);
    uint16_t op = vi_op(v, component);
    if (op != SPVRT_OpTypeInt && op != SPVRT_OpTypeFloat && op != SPVRT_OpTypeBool)
        return report_type(v, RULE_TYPE_VECTOR, inst, "Component Type", component, "is not a scalar type");
    if (count >= 2 && count <= 4)
        return true;
    if (count > 0 && vi_has_capability(f, SPVRT_Capability_LongVectorEXT))
        return true;
    if (count == 8 || count == 16)
        return vi_has_capability(f, SPVRT_Capability_Vector16) ||
               spvrt_val_report(v, RULE_TYPE_VECTOR, inst,
                                "a vector of %u components needs the Vector16 or LongVectorEXT capability", count);
    return spvrt_val_report(v, RULE_TYPE_VECTOR, inst, "a vector cannot have %u components", count);
}

/* 3.52.6 OpTypeMatrix: Column Type is a vector of floats; Column Count is 2, 3 or 4. */
static bool check_matrix(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t column = spvrt_val_word(v, inst, 2), count = spvrt_val_word(v, inst, 3);
    if (vi_op(v, column) != SPVRT_OpTypeVector)
        return report_type(v, RULE_TYPE_MATRIX, inst, "Column Type", column, "is not a vector type");
    if (!vi_is_vector_of(v, column, SPVRT_OpTypeFloat))
        return report_type(v, RULE_TYPE_MATRIX, inst, "Column Type", column, "is not a vector of floats");
    if (count < 2 || count > 4)
        return spvrt_val_report(v, RULE_TYPE_MATRIX, inst, "a matrix cannot have %u columns (2, 3 or 4)", count);
    return true;
}

/* 3.52.6 OpTypeArray / OpTypeRuntimeArray: Element Type is a type other than OpTypeVoid. */
static bool check_element(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t element = spvrt_val_word(v, inst, 2);
    if (!names_type(v, element))
        return report_type(v, RULE_TYPE_ARRAY_ELEMENT, inst, "Element Type", element, "is not a type");
    if (vi_op(v, element) == SPVRT_OpTypeVoid)
        return report_type(v, RULE_TYPE_ARRAY_ELEMENT, inst, "Element Type", element, "is OpTypeVoid");
    return true;
}

/* Whether an OpConstant / OpSpecConstant of the integer type int_type is above zero. */
static bool above_zero(const spvrt_validator *v, const spvrt_instruction *constant, uint32_t int_type)
{
    uint32_t width = vi_type_word(v, int_type, 2);
    bool is_signed = vi_type_word(v, int_type, 3) != 0;
    uint32_t low = spvrt_val_word(v, constant, 3);
    if (width > 32) {
        uint32_t high = spvrt_val_word(v, constant, 4);
        return !(is_signed && (high >> 31)) && (low | high) != 0;
    }
    return !(is_signed && (low >> 31)) && low != 0;
}

/* 3.52.6 OpTypeArray: Length is an integer constant (possibly a
 * specialization constant) of at least 1. */
static bool check_array_length(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t length = spvrt_val_word(v, inst, 3);
    const spvrt_instruction *def = spvrt_module_def(v->m, length);
    bool is_constant = def && spvrt_val_is_constant_opcode(def->opcode);
    if (!is_constant)
        return report_type(v, RULE_TYPE_ARRAY_LENGTH, inst, "Length", length, "is not a constant");
    if (vi_op(v, def->result_type) != SPVRT_OpTypeInt)
        return report_type(v, RULE_TYPE_ARRAY_LENGTH, inst, "Length", length, "is not an integer constant");
    switch (def->opcode) {
    case SPVRT_OpConstant:
    case SPVRT_OpSpecConstant:
        if (above_zero(v, def, def->result_type))
            return true;
        return report_type(v, RULE_TYPE_ARRAY_LENGTH, inst, "Length", length, "is not at least 1");
    case SPVRT_OpConstantNull:
        return report_type(v, RULE_TYPE_ARRAY_LENGTH, inst, "Length", length, "is a null constant (0)");
    default: return true; /* OpSpecConstantOp: not evaluated */
    }
}

/* 3.52.6 OpTypeStruct: each Member type is a type other than OpTypeVoid. */
static bool check_struct(spvrt_validator *v, const spvrt_instruction *inst)
{
    for (uint32_t k = 2; k < inst->word_count; k++) {
        uint32_t member = spvrt_val_word(v, inst, k);
        if (!names_type(v, member))
            return report_type(v, RULE_TYPE_STRUCT_MEMBER, inst, "member type", member, "is not a type");
        if (vi_op(v, member) == SPVRT_OpTypeVoid)
            return report_type(v, RULE_TYPE_STRUCT_MEMBER, inst, "member type", member, "is OpTypeVoid");
    }
    return true;
}

/* 3.52.6 OpTypePointer: Type is the type of the object pointed to. */
static bool check_pointer(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t pointee = spvrt_val_word(v, inst, 3);
    return names_type(v, pointee) || report_type(v, RULE_TYPE_POINTER, inst, "Type", pointee, "is not a type");
}

/* 3.52.6 OpTypeForwardPointer: "Pointer Type is a forward reference to the result of an OpTypePointer.  The
 * storage class of Pointer Type must match the Storage Class operand" -- and the pointer it declares
 * ahead of time is one to a structure, the only way a type can contain a pointer to itself (SPIRV-Tools:
 * "Forward pointers must point to a structure"). */
static bool check_forward_pointer(spvrt_validator *v, const spvrt_instruction *inst)
{
    char a[12];
    uint32_t id = spvrt_val_word(v, inst, 1), storage_class = spvrt_val_word(v, inst, 2);
    const spvrt_instruction *pointer = spvrt_module_def(v->m, id);
    if (!pointer || pointer->opcode != SPVRT_OpTypePointer)
        return spvrt_val_report(v, RULE_TYPE_FORWARD_POINTER, inst, "the Pointer Type %%%s is not an OpTypePointer",
                                spvrt_val_id_name(v, id, a));
    if (spvrt_val_word(v, pointer, 2) != storage_class)
        return spvrt_val_report(v, RULE_TYPE_FORWARD_POINTER, inst, "the storage class %s differs from the %s of "
                                "the OpTypePointer %%%s", spvrt_val_enumerant_name(SPVRT_KIND_StorageClass,
                                storage_class), spvrt_val_enumerant_name(SPVRT_KIND_StorageClass,
                                spvrt_val_word(v, pointer, 2)), spvrt_val_id_name(v, id, a));
    if (spvrt_val_type_opcode(v, spvrt_val_word(v, pointer, 3)) != SPVRT_OpTypeStruct)
        return spvrt_val_report(v, RULE_TYPE_FORWARD_POINTER, inst, "%%%s does not point to a structure",
                                spvrt_val_id_name(v, id, a));
    return true;
}

/* 3.52.6 OpTypeFunction: Return Type and each Parameter are types, no
 * parameter is OpTypeVoid.  (The 255-parameter limit of 2.17 is limits.c's.) */
static bool check_function(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t ret = spvrt_val_word(v, inst, 2);
    if (!names_type(v, ret))
        return report_type(v, RULE_TYPE_FUNCTION, inst, "Return Type", ret, "is not a type");
    for (uint32_t k = 3; k < inst->word_count; k++) {
        uint32_t param = spvrt_val_word(v, inst, k);
        if (!names_type(v, param))
            return report_type(v, RULE_TYPE_FUNCTION, inst, "Parameter Type", param, "is not a type");
        if (vi_op(v, param) == SPVRT_OpTypeVoid)
            return report_type(v, RULE_TYPE_FUNCTION, inst, "Parameter Type", param, "is OpTypeVoid");
    }
    return true;
}

/* ---- 2.8: non-aggregate types are declared once ---- */

/* Types that may be declared several times: arrays, structures, pointers
 * (2.8: "aggregate types" and pointers may differ by decorations), and
 * OpTypeNodePayloadArrayAMDX (VK_AMDX_shader_enqueue: an array type whose
 * declarations each carry their own node decorations, PayloadNodeNameAMDX,
 * NodeMaxPayloadsAMDX ..., so two with the same Payload Type are distinct). */
static bool may_repeat(uint16_t opcode)
{
    return opcode == SPVRT_OpTypeArray || opcode == SPVRT_OpTypeRuntimeArray || opcode == SPVRT_OpTypeStruct ||
           opcode == SPVRT_OpTypePointer || opcode == SPVRT_OpTypeForwardPointer ||
           opcode == SPVRT_OpTypeNodePayloadArrayAMDX;
}

/* A declaration's identity: its opcode and every word but the result id. */
static uint32_t declaration_hash(const spvrt_validator *v, const spvrt_instruction *inst)
{
    const uint32_t *w = spvrt_inst_words(v->m, inst);
    uint32_t h = 2166136261u ^ inst->opcode;
    for (uint32_t k = 2; k < inst->word_count; k++)
        h = (h ^ w[k]) * 16777619u;
    return h;
}

static bool same_declaration(const spvrt_validator *v, const spvrt_instruction *a, const spvrt_instruction *b)
{
    return a->opcode == b->opcode && a->word_count == b->word_count &&
           memcmp(spvrt_inst_words(v->m, a) + 2, spvrt_inst_words(v->m, b) + 2,
                  (size_t)(a->word_count - 2) * sizeof(uint32_t)) == 0;
}

static void check_unique(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    uint32_t count = 0;
    for (uint32_t i = 0; i < m->inst_count; i++)
        if (spvrt_inst_info(&m->insts[i])->layout_class == SPVRT_LAYOUT_TYPE && m->insts[i].result && !m->insts[i].result_type &&
            !may_repeat(m->insts[i].opcode) && m->insts[i].word_count >= 2)
            count++;
    if (count == 0)
        return;
    uint32_t capacity = 16;
    while (capacity < 2 * count)
        capacity *= 2;
    uint32_t *slots = spvrt_alloc_zero(v->ctx, capacity, sizeof *slots); /* instruction index + 1; 0 = empty */
    if (!slots)
        return;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (spvrt_inst_info(inst)->layout_class != SPVRT_LAYOUT_TYPE || !inst->result || inst->result_type ||
            may_repeat(inst->opcode) || inst->word_count < 2)
            continue;
        uint32_t s = declaration_hash(v, inst) & (capacity - 1);
        bool duplicate = false;
        while (slots[s] && !duplicate) {
            duplicate = same_declaration(v, &m->insts[slots[s] - 1], inst);
            s = (s + 1) & (capacity - 1);
        }
        if (!duplicate) {
            slots[s] = i + 1;
            continue;
        }
        char scratch[12];
        if (!spvrt_val_report(v, RULE_TYPE_UNIQUE, inst, "%%%s repeats an identical %s declaration (only arrays, "
                              "structures and pointers may be declared twice)",
                              spvrt_val_id_name(v, inst->result, scratch), vi_opname(inst->opcode)))
            break;
    }
    spvrt_free(v->ctx, slots);
}

static void run(spvrt_validator *v, vi_features *f)
{
    check_unique(v);
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        bool go_on = true;
        switch (inst->opcode) {
        case SPVRT_OpTypeInt: go_on = check_int(v, f, inst); break;
        case SPVRT_OpTypeFloat: go_on = check_float(v, f, inst); break;
        case SPVRT_OpTypeVector: go_on = check_vector(v, f, inst); break;
        case SPVRT_OpTypeMatrix: go_on = check_matrix(v, inst); break;
        case SPVRT_OpTypeArray: go_on = check_element(v, inst) && check_array_length(v, inst); break;
        case SPVRT_OpTypeRuntimeArray: go_on = check_element(v, inst); break;
        case SPVRT_OpTypeStruct: go_on = check_struct(v, inst); break;
        case SPVRT_OpTypePointer: go_on = check_pointer(v, inst); break;
        case SPVRT_OpTypeForwardPointer: go_on = check_forward_pointer(v, inst); break;
        case SPVRT_OpTypeFunction: go_on = check_function(v, inst); break;
        default: break;
        }
        if (!go_on)
            return;
    }
}

void spvrt_val_type_declarations(spvrt_validator *v)
{
    vi_features f;
    vi_features_collect(v, &f);
    run(v, &f);
    vi_features_release(v, &f);
}
