/* Arithmetic and bit instructions (SPIR-V 3.52.13, 3.52.14): the result
 * and operand types each instruction requires, as spirv-val's
 * ArithmeticsPass and BitwisePass check them.  Words: 1 result type,
 * 2 result id, 3.. operands. */
#include "instr.h"

/* 3.52.13 OpFNegate, OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem, OpFMod: Result
 * Type is a float scalar or vector; every operand has the Result Type. */
static bool check_float_op(spvrt_validator *v, const spvrt_instruction *inst)
{
    if (!vi_is_float_sv(v, inst->result_type))
        return vi_fail(v, RULE_ARITH_OPERAND_TYPE, inst, "the Result Type is not a float scalar or vector");
    for (uint32_t k = 3; k < inst->word_count; k++)
        if (vi_value_type(v, inst, k) != inst->result_type)
            return vi_fail_operand(v, RULE_ARITH_OPERAND_TYPE, inst, k, "its type is not the Result Type");
    return true;
}

/* 3.52.13 OpUDiv, OpUMod: Result Type is an unsigned integer scalar or vector; operands have the Result Type. */
static bool check_unsigned_op(spvrt_validator *v, const spvrt_instruction *inst)
{
    if (!vi_is_unsigned_int_sv(v, inst->result_type) || !vi_is_int_sv(v, inst->result_type))
        return vi_fail(v, RULE_ARITH_OPERAND_TYPE, inst, "the Result Type is not an unsigned integer scalar or vector");
    for (uint32_t k = 3; k < inst->word_count; k++)
        if (vi_value_type(v, inst, k) != inst->result_type)
            return vi_fail_operand(v, RULE_ARITH_OPERAND_TYPE, inst, k, "its type is not the Result Type");
    return true;
}

/* 3.52.13 OpSNegate, OpIAdd, OpISub, OpIMul, OpSDiv, OpSRem, OpSMod: Result
 * Type is an integer scalar or vector; operands are integer scalars or
 * vectors with its component count and width (signedness may differ). */
static bool check_int_op(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type;
    if (!vi_is_int_sv(v, result))
        return vi_fail(v, rule, inst, "the Result Type is not an integer scalar or vector");
    for (uint32_t k = 3; k < inst->word_count; k++) {
        uint32_t t = vi_value_type(v, inst, k);
        if (!vi_is_int_sv(v, t))
            return vi_fail_operand(v, rule, inst, k, "not an integer scalar or vector");
        if (vi_dimension(v, t) != vi_dimension(v, result))
            return vi_fail_operand(v, rule, inst, k, "its component count differs from the Result Type's");
        if (vi_bit_width(v, t) != vi_bit_width(v, result))
            return vi_fail_operand(v, rule, inst, k, "its component width differs from the Result Type's");
    }
    return true;
}

/* 3.52.13 OpDot: a float scalar from two float vectors of that component type and one size. */
static bool check_dot(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type;
    if (!vi_is_float_scalar(v, result))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the Result Type is not a float scalar");
    uint32_t size = 0;
    for (uint32_t k = 3; k < inst->word_count; k++) {
        uint32_t t = vi_value_type(v, inst, k);
        if (!vi_is_vector_of(v, t, SPVRT_OpTypeFloat))
            return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, k, "not a float vector");
        if (vi_component_type(v, t) != result)
            return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, k, "its component type is not the Result Type");
        if (k == 3)
            size = vi_dimension(v, t);
        else if (vi_dimension(v, t) != size)
            return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the vectors differ in size");
    }
    return true;
}

/* 3.52.13 OpVectorTimesScalar, OpMatrixTimesScalar: Vector/Matrix has the
 * Result Type (a float vector / matrix), Scalar its component type. */
static bool check_times_scalar(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type;
    bool vector = inst->opcode == SPVRT_OpVectorTimesScalar;
    if (vector ? !vi_is_vector_of(v, result, SPVRT_OpTypeFloat) : !vi_is_float_matrix(v, result))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, vector ? "the Result Type is not a float vector"
                                                               : "the Result Type is not a float matrix");
    uint32_t t = vi_value_type(v, inst, 3);
    if (t != result)
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 3, "its type is not the Result Type");
    if (vi_value_type(v, inst, 4) != vi_component_type(v, t))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "the scalar's type is not the component type");
    return true;
}

/* 3.52.13 OpVectorTimesMatrix: vector (rows) times matrix (columns) is a vector of columns components. */
static bool check_vector_times_matrix(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, vec = vi_value_type(v, inst, 3), mat = vi_value_type(v, inst, 4);
    uint32_t rows, cols, column, component;
    if (!vi_is_vector_of(v, result, SPVRT_OpTypeFloat))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the Result Type is not a float vector");
    if (!vi_is_vector_of(v, vec, SPVRT_OpTypeFloat))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 3, "not a float vector");
    if (vi_component_type(v, vec) != vi_component_type(v, result))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 3, "its component type is not the result's");
    if (!vi_matrix_info(v, mat, &rows, &cols, &column, &component))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "not a float matrix");
    if (component != vi_component_type(v, result))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "its component type is not the result's");
    if (cols != vi_dimension(v, result))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the matrix's column count is not the result's size");
    if (rows != vi_dimension(v, vec))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the matrix's row count is not the vector's size");
    return true;
}

/* 3.52.13 OpMatrixTimesVector: the result is the matrix's column type; the vector has one component per column. */
static bool check_matrix_times_vector(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, mat = vi_value_type(v, inst, 3), vec = vi_value_type(v, inst, 4);
    uint32_t rows, cols, column, component;
    if (!vi_is_vector_of(v, result, SPVRT_OpTypeFloat))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the Result Type is not a float vector");
    if (!vi_matrix_info(v, mat, &rows, &cols, &column, &component))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 3, "not a float matrix");
    if (column != result)
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 3, "its column type is not the Result Type");
    if (!vi_is_vector_of(v, vec, SPVRT_OpTypeFloat))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "not a float vector");
    if (component != vi_component_type(v, vec))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "its component type is not the matrix's");
    if (cols != vi_dimension(v, vec))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the matrix's column count is not the vector's size");
    return true;
}

/* 3.52.13 OpMatrixTimesMatrix: (R x N) times (N x C) is R x C, all of one float component type. */
static bool check_matrix_times_matrix(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t rr, rc, rcol, rcomp, lr, lc, lcol, lcomp, r2r, r2c, r2col, r2comp;
    if (!vi_matrix_info(v, inst->result_type, &rr, &rc, &rcol, &rcomp))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the Result Type is not a float matrix");
    if (!vi_matrix_info(v, vi_value_type(v, inst, 3), &lr, &lc, &lcol, &lcomp))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 3, "not a float matrix");
    if (!vi_matrix_info(v, vi_value_type(v, inst, 4), &r2r, &r2c, &r2col, &r2comp))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "not a float matrix");
    if (!vi_is_float_scalar(v, rcomp))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the Result Type is not a float matrix");
    if (rcol != lcol)
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the left matrix's column type is not the result's");
    if (rcomp != r2comp)
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the right matrix's component type is not the result's");
    if (rc != r2c)
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the right matrix's column count is not the result's");
    if (lc != r2r)
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the left matrix's column count is not the right's row count");
    return true;
}

/* 3.52.13 OpOuterProduct: column vector times row vector; the left operand has the result's column type. */
static bool check_outer_product(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t rr, rc, rcol, rcomp, right = vi_value_type(v, inst, 4);
    if (!vi_matrix_info(v, inst->result_type, &rr, &rc, &rcol, &rcomp))
        return vi_fail(v, RULE_ARITH_LINEAR_ALGEBRA, inst, "the Result Type is not a float matrix");
    if (vi_value_type(v, inst, 3) != rcol)
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 3, "its type is not the result's column type");
    if (!vi_is_vector_of(v, right, SPVRT_OpTypeFloat))
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "not a float vector");
    if (vi_component_type(v, right) != rcomp)
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "its component type is not the result's");
    if (vi_dimension(v, right) != rc)
        return vi_fail_operand(v, RULE_ARITH_LINEAR_ALGEBRA, inst, 4, "its size is not the result's column count");
    return true;
}

/* 3.52.13 OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended: a
 * structure of two identical integer (unsigned but for OpSMulExtended)
 * scalar or vector members; both operands have the member type. */
static bool check_extended(spvrt_validator *v, const spvrt_instruction *inst)
{
    const spvrt_instruction *s = spvrt_val_type(v, inst->result_type);
    if (!s || s->opcode != SPVRT_OpTypeStruct)
        return vi_fail(v, RULE_ARITH_EXTENDED, inst, "the Result Type is not a structure");
    if (s->word_count != 4)
        return vi_fail(v, RULE_ARITH_EXTENDED, inst, "the Result Type does not have two members");
    uint32_t member = spvrt_val_word(v, s, 2);
    if (inst->opcode == SPVRT_OpSMulExtended ? !vi_is_int_sv(v, member)
                                             : !(vi_is_int_sv(v, member) && vi_is_unsigned_int_sv(v, member)))
        return vi_fail(v, RULE_ARITH_EXTENDED, inst, inst->opcode == SPVRT_OpSMulExtended
                                                      ? "the members are not integer scalars or vectors"
                                                      : "the members are not unsigned integer scalars or vectors");
    if (spvrt_val_word(v, s, 3) != member)
        return vi_fail(v, RULE_ARITH_EXTENDED, inst, "the two members differ in type");
    for (uint32_t k = 3; k < 5; k++)
        if (vi_value_type(v, inst, k) != member)
            return vi_fail_operand(v, RULE_ARITH_EXTENDED, inst, k, "its type is not the member type");
    return true;
}

/* ---- 3.52.14 bit instructions ---- */

/* 3.52.14 OpShiftRightLogical, OpShiftRightArithmetic, OpShiftLeftLogical:
 * Base has the result's component count and width; Shift its component count. */
static bool check_shift(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, base = vi_value_type(v, inst, 3), shift = vi_value_type(v, inst, 4);
    if (!vi_is_int_sv(v, result))
        return vi_fail(v, RULE_BIT_OPERAND_TYPE, inst, "the Result Type is not an integer scalar or vector");
    if (!vi_is_int_sv(v, base))
        return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 3, "Base is not an integer scalar or vector");
    if (vi_dimension(v, base) != vi_dimension(v, result))
        return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 3, "Base's component count is not the result's");
    if (vi_bit_width(v, base) != vi_bit_width(v, result))
        return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 3, "Base's width is not the result's");
    if (!vi_is_int_sv(v, shift))
        return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 4, "Shift is not an integer scalar or vector");
    if (vi_dimension(v, shift) != vi_dimension(v, result))
        return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 4, "Shift's component count is not the result's");
    return true;
}

/* Vulkan (VUID-StandaloneSpirv-Base-04781): the Base of the bit-field instructions is 32-bit. */
static bool check_base(spvrt_validator *v, const spvrt_instruction *inst, uint32_t base)
{
    if (!vi_is_int_sv(v, base))
        return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 3, "Base is not an integer scalar or vector");
    if (spvrt_val_vulkan(v) && vi_bit_width(v, base) != 32)
        return vi_fail_operand(v, RULE_BIT_BASE_WIDTH, inst, 3, "in Vulkan, Base must be a 32-bit integer");
    return true;
}

/* 3.52.14 OpBitFieldInsert, OpBitFieldSExtract, OpBitFieldUExtract,
 * OpBitReverse, OpBitCount: Base (and Insert) have the Result Type (for
 * OpBitCount: its component count); Offset and Count are integer scalars. */
static bool check_bit_field(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, base = vi_value_type(v, inst, 3);
    uint32_t before = v->errors;
    if (!check_base(v, inst, base) || v->errors != before)
        return !v->stopped;
    if (!vi_is_int_sv(v, result))
        return vi_fail(v, RULE_BIT_OPERAND_TYPE, inst, "the Result Type is not an integer scalar or vector");
    if (inst->opcode == SPVRT_OpBitCount)
        return vi_dimension(v, base) == vi_dimension(v, result) ||
               vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 3, "Base's component count is not the result's");
    if (base != result)
        return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 3, "Base's type is not the Result Type");
    uint32_t k = 4;
    if (inst->opcode == SPVRT_OpBitFieldInsert) {
        if (vi_value_type(v, inst, 4) != result)
            return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, 4, "Insert's type is not the Result Type");
        k = 5;
    }
    if (inst->opcode == SPVRT_OpBitReverse)
        return true;
    for (; k < inst->word_count; k++)
        if (!vi_is_int_scalar(v, vi_value_type(v, inst, k)))
            return vi_fail_operand(v, RULE_BIT_OPERAND_TYPE, inst, k, "Offset and Count must be integer scalars");
    return true;
}

void spvrt_val_arithmetic(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->result_type && spvrt_inst_info(inst)->layout_class == SPVRT_LAYOUT_OTHER &&
            vi_involves_cooperative_matrix(v, inst))
            continue;
        bool ok = true;
        switch (inst->opcode) {
        case SPVRT_OpFNegate:
        case SPVRT_OpFAdd:
        case SPVRT_OpFSub:
        case SPVRT_OpFMul:
        case SPVRT_OpFDiv:
        case SPVRT_OpFRem:
        case SPVRT_OpFMod: ok = check_float_op(v, inst); break;
        case SPVRT_OpUDiv:
        case SPVRT_OpUMod: ok = check_unsigned_op(v, inst); break;
        case SPVRT_OpSNegate:
        case SPVRT_OpIAdd:
        case SPVRT_OpISub:
        case SPVRT_OpIMul:
        case SPVRT_OpSDiv:
        case SPVRT_OpSRem:
        case SPVRT_OpSMod: ok = check_int_op(v, RULE_ARITH_OPERAND_TYPE, inst); break;
        case SPVRT_OpDot: ok = check_dot(v, inst); break;
        case SPVRT_OpVectorTimesScalar:
        case SPVRT_OpMatrixTimesScalar: ok = check_times_scalar(v, inst); break;
        case SPVRT_OpVectorTimesMatrix: ok = check_vector_times_matrix(v, inst); break;
        case SPVRT_OpMatrixTimesVector: ok = check_matrix_times_vector(v, inst); break;
        case SPVRT_OpMatrixTimesMatrix: ok = check_matrix_times_matrix(v, inst); break;
        case SPVRT_OpOuterProduct: ok = check_outer_product(v, inst); break;
        case SPVRT_OpIAddCarry:
        case SPVRT_OpISubBorrow:
        case SPVRT_OpUMulExtended:
        case SPVRT_OpSMulExtended: ok = check_extended(v, inst); break;
        case SPVRT_OpShiftRightLogical:
        case SPVRT_OpShiftRightArithmetic:
        case SPVRT_OpShiftLeftLogical: ok = check_shift(v, inst); break;
        /* 3.52.14 OpBitwiseOr, OpBitwiseXor, OpBitwiseAnd, OpNot: as the integer arithmetic rule */
        case SPVRT_OpBitwiseOr:
        case SPVRT_OpBitwiseXor:
        case SPVRT_OpBitwiseAnd:
        case SPVRT_OpNot: ok = check_int_op(v, RULE_BIT_OPERAND_TYPE, inst); break;
        case SPVRT_OpBitFieldInsert:
        case SPVRT_OpBitFieldSExtract:
        case SPVRT_OpBitFieldUExtract:
        case SPVRT_OpBitReverse:
        case SPVRT_OpBitCount: ok = check_bit_field(v, inst); break;
        default: break;
        }
        if (!ok)
            return;
    }
}
