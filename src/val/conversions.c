/* Conversion instructions (SPIR-V 3.52.11): result and input kinds, equal
 * component counts, width-changing conversions, OpBitcast's size and
 * pointer rules, and (with Shader) no 8-/16-bit types in value-changing
 * conversions without the full capability -- as spirv-val's
 * ConversionPass checks them.  Words: 1 result type, 2 result id, 3 input. */
#include <stdio.h>
#include <string.h>

#include "instr.h"

typedef enum kind { ANY_INT, UNSIGNED_INT, FLOAT } kind;

static bool is_kind(const spvrt_validator *v, uint32_t t, kind k)
{
    switch (k) {
    case ANY_INT: return vi_is_int_sv(v, t);
    case UNSIGNED_INT: return vi_is_int_sv(v, t) && vi_is_unsigned_int_sv(v, t);
    case FLOAT: return vi_is_float_sv(v, t);
    }
    return false;
}

static const char *kind_name(kind k)
{
    return k == FLOAT ? "a float scalar or vector" : k == ANY_INT ? "an integer scalar or vector"
                                                                  : "an unsigned integer scalar or vector";
}

/* 3.52.11 OpConvertFToU/FToS/SToF/UToF, OpUConvert, OpSConvert, OpFConvert,
 * OpSatConvertSToU/UToS: the Result Type and the input are scalars or
 * vectors of the named kinds with one component count; the width-only
 * conversions (OpUConvert, OpSConvert, OpFConvert) change the width. */
static bool check_numeric(spvrt_validator *v, const spvrt_instruction *inst, kind result_kind, kind input_kind,
                          bool changes_width)
{
    uint32_t result = inst->result_type, input = vi_value_type(v, inst, 3);
    if (!is_kind(v, result, result_kind)) {
        char what[96];
        snprintf(what, sizeof what, "the Result Type is not %s", kind_name(result_kind));
        return vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, what);
    }
    if (!is_kind(v, input, input_kind)) {
        char what[96];
        snprintf(what, sizeof what, "the input is not %s", kind_name(input_kind));
        return vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, what);
    }
    if (vi_dimension(v, input) != vi_dimension(v, result))
        return vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, "the input's component count is not the result's");
    if (changes_width && vi_bit_width(v, input) == vi_bit_width(v, result))
        return vi_fail(v, RULE_CONV_WIDTH, inst, "the input has the result's component width (nothing to convert)");
    return true;
}

/* 3.52.11 OpQuantizeToF16: a 32-bit float scalar or vector, the input of the Result Type. */
static bool check_quantize(spvrt_validator *v, const spvrt_instruction *inst)
{
    if (!vi_is_float_sv(v, inst->result_type) || vi_bit_width(v, inst->result_type) != 32)
        return vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, "the Result Type is not a 32-bit float scalar or vector");
    return vi_value_type(v, inst, 3) == inst->result_type ||
           vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, "the input's type is not the Result Type");
}

/* 3.52.11 OpConvertPtrToU: an integer scalar from a pointer; OpConvertUToPtr: a pointer from an integer scalar. */
static bool check_pointer_conversion(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, input = vi_value_type(v, inst, 3);
    if (inst->opcode == SPVRT_OpConvertPtrToU) {
        if (!vi_is_int_scalar(v, result))
            return vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, "the Result Type is not an integer scalar");
        return vi_op(v, input) == SPVRT_OpTypePointer ||
               vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, "the input is not a pointer");
    }
    if (vi_op(v, result) != SPVRT_OpTypePointer)
        return vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, "the Result Type is not a pointer");
    return vi_is_int_scalar(v, input) || vi_fail(v, RULE_CONV_OPERAND_TYPE, inst, "the input is not an integer scalar");
}

static bool is_numeric_sv(const spvrt_validator *v, uint32_t t)
{
    return vi_is_int_sv(v, t) || vi_is_float_sv(v, t);
}

/* 3.52.11 OpBitcast: pointers, or integer/float scalars or vectors of the
 * same total width.  A pointer converts to and from a pointer or an
 * integer scalar, and from SPIR-V 1.5 (or SPV_KHR_physical_storage_buffer)
 * also a vector of 32-bit integers. */
static bool check_bitcast(spvrt_validator *v, bool psb, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, input = vi_value_type(v, inst, 3);
    if (!input)
        return vi_fail(v, RULE_CONV_BITCAST, inst, "the input has no type");
    bool result_pointer = vi_op(v, result) == SPVRT_OpTypePointer;
    bool input_pointer = vi_op(v, input) == SPVRT_OpTypePointer;
    if (!result_pointer && !is_numeric_sv(v, result))
        return vi_fail(v, RULE_CONV_BITCAST, inst, "the Result Type is not a pointer or an integer or float scalar or "
                    "vector");
    if (!input_pointer && !is_numeric_sv(v, input))
        return vi_fail(v, RULE_CONV_BITCAST, inst, "the input is not a pointer or an integer or float scalar or vector");
    if (psb) {
        bool input_int32_vector = vi_is_vector_of(v, input, SPVRT_OpTypeInt) && vi_bit_width(v, input) == 32;
        bool result_int32_vector = vi_is_vector_of(v, result, SPVRT_OpTypeInt) && vi_bit_width(v, result) == 32;
        if (result_pointer && !input_pointer && !vi_is_int_scalar(v, input) && !input_int32_vector)
            return vi_fail(v, RULE_CONV_BITCAST, inst, "a pointer is made only from a pointer, an integer scalar or a "
                        "vector of 32-bit integers");
        if (input_pointer && !result_pointer && !vi_is_int_scalar(v, result) && !result_int32_vector)
            return vi_fail(v, RULE_CONV_BITCAST, inst, "a pointer converts only to a pointer, an integer scalar or a "
                        "vector of 32-bit integers");
    } else {
        if (result_pointer && !input_pointer && !vi_is_int_scalar(v, input))
            return vi_fail(v, RULE_CONV_BITCAST, inst, "a pointer is made only from a pointer or an integer scalar");
        if (input_pointer && !result_pointer && !vi_is_int_scalar(v, result))
            return vi_fail(v, RULE_CONV_BITCAST, inst, "a pointer converts only to a pointer or an integer scalar");
    }
    if (!result_pointer && !input_pointer &&
        vi_bit_width(v, result) * vi_dimension(v, result) != vi_bit_width(v, input) * vi_dimension(v, input))
        return vi_fail(v, RULE_CONV_BITCAST, inst, "the input's total bit width is not the result's");
    return true;
}

static bool declares_psb_extension(const spvrt_validator *v)
{
    for (uint32_t i = 0; i < v->m->inst_count; i++) {
        const spvrt_instruction *inst = &v->m->insts[i];
        if (inst->opcode == SPVRT_OpExtension && inst->word_count >= 2 &&
            strcmp((const char *)(spvrt_inst_words(v->m, inst) + 1), "SPV_KHR_physical_storage_buffer") == 0)
            return true;
        if (inst->opcode == SPVRT_OpMemoryModel)
            break;
    }
    return false;
}

static void run(spvrt_validator *v, vi_features *f)
{
    bool shader = vi_has_capability(f, SPVRT_Capability_Shader);
    bool psb = v->m->header.version >= SPVRT_VERSION_WORD(1, 5) || declares_psb_extension(v);
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->result_type && spvrt_inst_info(inst)->layout_class == SPVRT_LAYOUT_OTHER &&
            vi_involves_cooperative_matrix(v, inst))
            continue;
        bool ok = true, value_changing = false;
        switch (inst->opcode) {
        case SPVRT_OpConvertFToU: ok = check_numeric(v, inst, UNSIGNED_INT, FLOAT, false), value_changing = true; break;
        case SPVRT_OpConvertFToS: ok = check_numeric(v, inst, ANY_INT, FLOAT, false), value_changing = true; break;
        case SPVRT_OpConvertSToF:
        case SPVRT_OpConvertUToF: ok = check_numeric(v, inst, FLOAT, ANY_INT, false), value_changing = true; break;
        case SPVRT_OpUConvert: ok = check_numeric(v, inst, UNSIGNED_INT, ANY_INT, true); break;
        case SPVRT_OpSConvert: ok = check_numeric(v, inst, ANY_INT, ANY_INT, true); break;
        case SPVRT_OpFConvert: ok = check_numeric(v, inst, FLOAT, FLOAT, true); break;
        case SPVRT_OpSatConvertSToU:
        case SPVRT_OpSatConvertUToS: ok = check_numeric(v, inst, ANY_INT, ANY_INT, false); break;
        case SPVRT_OpQuantizeToF16: ok = check_quantize(v, inst); break;
        case SPVRT_OpConvertPtrToU:
        case SPVRT_OpConvertUToPtr: ok = check_pointer_conversion(v, inst); break;
        case SPVRT_OpBitcast: ok = check_bitcast(v, psb, inst), value_changing = true; break;
        default: break;
        }
        if (!ok)
            return;
        /* 2.16.1 with Shader: 8-/16-bit types without Int8/Int16/Float16 take part only in width-only conversions */
        if (value_changing && shader &&
            (vi_contains_limited_use_type(v, f, inst->result_type) ||
             vi_contains_limited_use_type(v, f, vi_value_type(v, inst, 3))) &&
            !vi_fail(v, RULE_CONV_SMALL_TYPE, inst, "8- or 16-bit types (without the Int8, Int16 or Float16 "
                  "capability) take part only in width-only conversions"))
            return;
    }
}

void spvrt_val_conversions(spvrt_validator *v)
{
    vi_features f;
    vi_features_collect(v, &f);
    run(v, &f);
    vi_features_release(v, &f);
}
