/* GLSL.std.450 extended instructions (the GLSL.std.450 specification,
 * "Instructions"): result and operand types, as spirv-val's extended
 * instruction pass checks them.  Words of OpExtInst: 1 result type,
 * 2 result id, 3 set, 4 instruction number, 5.. operands. */
#include <string.h>

#include "instr.h"

static bool fail(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, const char *what)
{
    const spvrt_instruction_info *ext = spvrt_inst_ext_info(v->m, inst);
    const char *name = ext ? spvrt_grammar_string(ext->name) : "?";
    return spvrt_val_report(v, rule, inst, "GLSL.std.450 %s: %s", name, what);
}

/* Component-wise float instructions: a float scalar or vector result
 * (16- or 32-bit where sized) and every operand of the Result Type. */
static bool check_float(spvrt_validator *v, const spvrt_instruction *inst, bool sized)
{
    uint32_t result = inst->result_type;
    if (!vi_is_float_sv(v, result))
        return fail(v, RULE_GLSL_FLOAT, inst, "the Result Type is not a float scalar or vector");
    if (sized && vi_bit_width(v, result) != 16 && vi_bit_width(v, result) != 32)
        return fail(v, RULE_GLSL_FLOAT, inst, "the Result Type is not a 16- or 32-bit float scalar or vector");
    for (uint32_t k = 5; k < inst->word_count; k++)
        if (vi_value_type(v, inst, k) != result)
            return fail(v, RULE_GLSL_FLOAT, inst, "an operand's type is not the Result Type");
    return true;
}

/* Integer instructions: an integer scalar or vector result; integer operands of its size and width. */
static bool check_int(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type;
    if (!vi_is_int_sv(v, result))
        return fail(v, RULE_GLSL_INT, inst, "the Result Type is not an integer scalar or vector");
    for (uint32_t k = 5; k < inst->word_count; k++) {
        uint32_t t = vi_value_type(v, inst, k);
        if (!vi_is_int_sv(v, t))
            return fail(v, RULE_GLSL_INT, inst, "an operand is not an integer scalar or vector");
        if (vi_dimension(v, t) != vi_dimension(v, result))
            return fail(v, RULE_GLSL_INT, inst, "an operand's size is not the result's");
        if (vi_bit_width(v, t) != vi_bit_width(v, result))
            return fail(v, RULE_GLSL_INT, inst, "an operand's width is not the result's");
    }
    return true;
}

/* Length, Distance: a float scalar from float scalars or vectors of that
 * component type (Distance: two of one size).  Cross: float 3-vectors of
 * the Result Type.  Refract: I and N of the Result Type, Eta a float scalar. */
static bool check_geometric(spvrt_validator *v, const spvrt_instruction *inst, uint32_t number)
{
    uint32_t result = inst->result_type;
    switch (number) {
    case SPVRT_GLSL_std_450_Length:
    case SPVRT_GLSL_std_450_Distance: {
        if (!vi_is_float_scalar(v, result))
            return fail(v, RULE_GLSL_VECTOR, inst, "the Result Type is not a float scalar");
        uint32_t first = vi_value_type(v, inst, 5);
        for (uint32_t k = 5; k < inst->word_count; k++) {
            uint32_t t = vi_value_type(v, inst, k);
            if (!vi_is_float_sv(v, t))
                return fail(v, RULE_GLSL_VECTOR, inst, "an operand is not a float scalar or vector");
            if (vi_component_type(v, t) != result)
                return fail(v, RULE_GLSL_VECTOR, inst, "an operand's component type is not the Result Type");
            if (vi_dimension(v, t) != vi_dimension(v, first))
                return fail(v, RULE_GLSL_VECTOR, inst, "the operands differ in size");
        }
        return true;
    }
    case SPVRT_GLSL_std_450_Cross:
        if (!vi_is_vector_of(v, result, SPVRT_OpTypeFloat))
            return fail(v, RULE_GLSL_VECTOR, inst, "the Result Type is not a float vector");
        if (vi_dimension(v, result) != 3)
            return fail(v, RULE_GLSL_VECTOR, inst, "the Result Type does not have 3 components");
        for (uint32_t k = 5; k < inst->word_count; k++)
            if (vi_value_type(v, inst, k) != result)
                return fail(v, RULE_GLSL_VECTOR, inst, "an operand's type is not the Result Type");
        return true;
    case SPVRT_GLSL_std_450_Refract:
        if (!vi_is_float_sv(v, result))
            return fail(v, RULE_GLSL_VECTOR, inst, "the Result Type is not a float scalar or vector");
        if (vi_value_type(v, inst, 5) != result || vi_value_type(v, inst, 6) != result)
            return fail(v, RULE_GLSL_VECTOR, inst, "I or N is not of the Result Type");
        return vi_is_float_scalar(v, vi_value_type(v, inst, 7)) ||
               fail(v, RULE_GLSL_VECTOR, inst, "Eta is not a float scalar");
    case SPVRT_GLSL_std_450_Determinant: {
        uint32_t rows, cols, column, component;
        if (!vi_is_float_scalar(v, result))
            return fail(v, RULE_GLSL_VECTOR, inst, "the Result Type is not a float scalar");
        if (!vi_matrix_info(v, vi_value_type(v, inst, 5), &rows, &cols, &column, &component))
            return fail(v, RULE_GLSL_VECTOR, inst, "x is not a float matrix");
        if (rows != cols)
            return fail(v, RULE_GLSL_VECTOR, inst, "x is not a square matrix");
        return component == result || fail(v, RULE_GLSL_VECTOR, inst, "x's component type is not the Result Type");
    }
    case SPVRT_GLSL_std_450_MatrixInverse: {
        uint32_t rows, cols, column, component;
        if (!vi_matrix_info(v, result, &rows, &cols, &column, &component) || !vi_is_float_scalar(v, component))
            return fail(v, RULE_GLSL_VECTOR, inst, "the Result Type is not a float matrix");
        if (rows != cols)
            return fail(v, RULE_GLSL_VECTOR, inst, "the Result Type is not a square matrix");
        return vi_value_type(v, inst, 5) == result || fail(v, RULE_GLSL_VECTOR, inst, "x is not of the Result Type");
    }
    default: return true;
    }
}

/* The two members of a structure type, false if it is not a two-member structure. */
static bool two_members(const spvrt_validator *v, uint32_t t, uint32_t *a, uint32_t *b)
{
    const spvrt_instruction *s = spvrt_val_type(v, t);
    if (!s || s->opcode != SPVRT_OpTypeStruct || s->word_count != 4)
        return false;
    *a = spvrt_val_word(v, s, 2);
    *b = spvrt_val_word(v, s, 3);
    return true;
}

/* Modf: x of the float Result Type, i a pointer to it.  ModfStruct: a
 * structure of two members of x's float type.  Frexp: x of the Result Type,
 * exp a pointer to 32-bit integers of its size.  FrexpStruct: a structure of
 * x's float type and 32-bit integers of its size.  Ldexp: x of the Result
 * Type, exp integers of its size.  SPV_AMD_gpu_shader_int16 ("Modifications to GLSL.std.450": Frexp and
 * FrexpStruct "exp" may be 16-bit integers) lets the exponent be 16-bit as well. */
static bool check_modf_frexp(spvrt_validator *v, const spvrt_instruction *inst, uint32_t number, bool amd_int16)
{
    uint32_t result = inst->result_type, x = vi_value_type(v, inst, 5), second = vi_value_type(v, inst, 6);
    uint32_t whole, exponent;
    switch (number) {
    case SPVRT_GLSL_std_450_Modf:
        if (!vi_is_float_sv(v, result))
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "the Result Type is not a float scalar or vector");
        if (x != result)
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "x is not of the Result Type");
        if (vi_op(v, second) != SPVRT_OpTypePointer)
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "i is not a pointer");
        return spvrt_val_pointee(v, second, NULL) == result ||
               fail(v, RULE_GLSL_MODF_FREXP, inst, "i does not point to the Result Type");
    case SPVRT_GLSL_std_450_ModfStruct:
        if (!two_members(v, result, &whole, &exponent) || !vi_is_float_sv(v, whole) || whole != exponent)
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "the Result Type is not a structure of two identical float "
                        "scalar or vector members");
        return x == whole || fail(v, RULE_GLSL_MODF_FREXP, inst, "x is not of the members' type");
    case SPVRT_GLSL_std_450_Frexp: {
        if (!vi_is_float_sv(v, result))
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "the Result Type is not a float scalar or vector");
        if (x != result)
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "x is not of the Result Type");
        if (vi_op(v, second) != SPVRT_OpTypePointer)
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "exp is not a pointer");
        uint32_t pointee = spvrt_val_pointee(v, second, NULL);
        if (!vi_is_int_sv(v, pointee) || (vi_bit_width(v, pointee) != 32 &&
                                           !(amd_int16 && vi_bit_width(v, pointee) == 16)))
            return fail(v, RULE_GLSL_MODF_FREXP, inst, amd_int16 ? "exp does not point to 16- or 32-bit integers"
                                                                 : "exp does not point to 32-bit integers");
        return vi_dimension(v, pointee) == vi_dimension(v, result) ||
               fail(v, RULE_GLSL_MODF_FREXP, inst, "exp's pointee size is not the result's");
    }
    case SPVRT_GLSL_std_450_FrexpStruct:
        if (!two_members(v, result, &whole, &exponent) || !vi_is_float_sv(v, whole))
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "the Result Type is not a structure of two members, the "
                        "first a float scalar or vector");
        if (!vi_is_int_sv(v, exponent) ||
            (vi_bit_width(v, exponent) != 32 && !(amd_int16 && vi_bit_width(v, exponent) == 16)) ||
            vi_dimension(v, exponent) != vi_dimension(v, whole))
            return fail(v, RULE_GLSL_MODF_FREXP, inst, amd_int16 ? "the second member is not 16- or 32-bit integers "
                        "of the first member's size" : "the second member is not 32-bit integers of the first "
                        "member's size");
        return x == whole || fail(v, RULE_GLSL_MODF_FREXP, inst, "x is not of the first member's type");
    case SPVRT_GLSL_std_450_Ldexp:
        if (!vi_is_float_sv(v, result))
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "the Result Type is not a float scalar or vector");
        if (x != result)
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "x is not of the Result Type");
        if (!vi_is_int_sv(v, second))
            return fail(v, RULE_GLSL_MODF_FREXP, inst, "exp is not an integer scalar or vector");
        return vi_dimension(v, second) == vi_dimension(v, result) ||
               fail(v, RULE_GLSL_MODF_FREXP, inst, "exp's size is not the result's");
    default: return true;
    }
}

/* InterpolateAtCentroid, InterpolateAtSample, InterpolateAtOffset: "The operand interpolant must be a pointer to
 * the Input Storage Class", whose pointee is of the Result Type (the value sampled). */
static bool check_interpolant(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t storage_class = 0;
    uint32_t pointee = spvrt_val_pointee(v, vi_value_type(v, inst, 5), &storage_class);
    if (pointee == 0)
        return fail(v, RULE_GLSL_INTERPOLANT, inst, "the Interpolant is not a pointer");
    if (pointee != inst->result_type)
        return fail(v, RULE_GLSL_INTERPOLANT, inst, "the Interpolant does not point to a value of the Result Type");
    if (storage_class != SPVRT_StorageClass_Input)
        return fail(v, RULE_GLSL_INTERPOLANT, inst, "the Interpolant does not point into the Input storage class");
    return true;
}

static bool check(spvrt_validator *v, const spvrt_instruction *inst, bool amd_int16)
{
    uint32_t number = spvrt_val_word(v, inst, 4);
    switch (number) {
    case SPVRT_GLSL_std_450_Round:
    case SPVRT_GLSL_std_450_RoundEven:
    case SPVRT_GLSL_std_450_FAbs:
    case SPVRT_GLSL_std_450_Trunc:
    case SPVRT_GLSL_std_450_FSign:
    case SPVRT_GLSL_std_450_Floor:
    case SPVRT_GLSL_std_450_Ceil:
    case SPVRT_GLSL_std_450_Fract:
    case SPVRT_GLSL_std_450_Sqrt:
    case SPVRT_GLSL_std_450_InverseSqrt:
    case SPVRT_GLSL_std_450_FMin:
    case SPVRT_GLSL_std_450_FMax:
    case SPVRT_GLSL_std_450_FClamp:
    case SPVRT_GLSL_std_450_FMix:
    case SPVRT_GLSL_std_450_Step:
    case SPVRT_GLSL_std_450_SmoothStep:
    case SPVRT_GLSL_std_450_Fma:
    case SPVRT_GLSL_std_450_Normalize:
    case SPVRT_GLSL_std_450_FaceForward:
    case SPVRT_GLSL_std_450_Reflect:
    case SPVRT_GLSL_std_450_NMin:
    case SPVRT_GLSL_std_450_NMax:
    case SPVRT_GLSL_std_450_NClamp: return check_float(v, inst, false);
    case SPVRT_GLSL_std_450_Radians:
    case SPVRT_GLSL_std_450_Degrees:
    case SPVRT_GLSL_std_450_Sin:
    case SPVRT_GLSL_std_450_Cos:
    case SPVRT_GLSL_std_450_Tan:
    case SPVRT_GLSL_std_450_Asin:
    case SPVRT_GLSL_std_450_Acos:
    case SPVRT_GLSL_std_450_Atan:
    case SPVRT_GLSL_std_450_Sinh:
    case SPVRT_GLSL_std_450_Cosh:
    case SPVRT_GLSL_std_450_Tanh:
    case SPVRT_GLSL_std_450_Asinh:
    case SPVRT_GLSL_std_450_Acosh:
    case SPVRT_GLSL_std_450_Atanh:
    case SPVRT_GLSL_std_450_Exp:
    case SPVRT_GLSL_std_450_Log:
    case SPVRT_GLSL_std_450_Exp2:
    case SPVRT_GLSL_std_450_Log2:
    case SPVRT_GLSL_std_450_Atan2:
    case SPVRT_GLSL_std_450_Pow: return check_float(v, inst, true);
    case SPVRT_GLSL_std_450_SAbs:
    case SPVRT_GLSL_std_450_SSign:
    case SPVRT_GLSL_std_450_UMin:
    case SPVRT_GLSL_std_450_SMin:
    case SPVRT_GLSL_std_450_UMax:
    case SPVRT_GLSL_std_450_SMax:
    case SPVRT_GLSL_std_450_UClamp:
    case SPVRT_GLSL_std_450_SClamp:
    case SPVRT_GLSL_std_450_FindILsb:
    case SPVRT_GLSL_std_450_FindSMsb:
    case SPVRT_GLSL_std_450_FindUMsb: return check_int(v, inst);
    case SPVRT_GLSL_std_450_Length:
    case SPVRT_GLSL_std_450_Distance:
    case SPVRT_GLSL_std_450_Cross:
    case SPVRT_GLSL_std_450_Refract:
    case SPVRT_GLSL_std_450_Determinant:
    case SPVRT_GLSL_std_450_MatrixInverse: return check_geometric(v, inst, number);
    case SPVRT_GLSL_std_450_Modf:
    case SPVRT_GLSL_std_450_ModfStruct:
    case SPVRT_GLSL_std_450_Frexp:
    case SPVRT_GLSL_std_450_FrexpStruct:
    case SPVRT_GLSL_std_450_Ldexp: return check_modf_frexp(v, inst, number, amd_int16);
    case SPVRT_GLSL_std_450_InterpolateAtCentroid:
    case SPVRT_GLSL_std_450_InterpolateAtSample:
    case SPVRT_GLSL_std_450_InterpolateAtOffset: return inst->word_count > 5 ? check_interpolant(v, inst) : true;
    default: return true;
    }
}

void spvrt_val_glsl_std_450(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    bool amd_int16 = false; /* OpExtension "SPV_AMD_gpu_shader_int16" (extensions come first, SPIR-V 2.4) */
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpMemoryModel; i++)
        if (m->insts[i].opcode == SPVRT_OpExtension && m->insts[i].word_count >= 2 &&
            strcmp((const char *)(spvrt_inst_words(m, &m->insts[i]) + 1), "SPV_AMD_gpu_shader_int16") == 0)
            amd_int16 = true;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode != SPVRT_OpExtInst || inst->ext_set >= spvrt_grammar_ext_set_count ||
            strcmp(spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name), "GLSL.std.450") != 0)
            continue;
        if (!check(v, inst, amd_int16))
            return;
    }
}
