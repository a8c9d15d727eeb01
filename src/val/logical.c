/* Relational and logical instructions and OpSelect (SPIR-V 3.52.15): the
 * result and operand types, as spirv-val's LogicalsPass checks them.
 * Words: 1 result type, 2 result id, 3.. operands. */
#include "instr.h"

/* 3.52.15 OpAny, OpAll: a bool scalar from a bool vector. */
static bool check_any_all(spvrt_validator *v, const spvrt_instruction *inst)
{
    if (!vi_is_bool_scalar(v, inst->result_type))
        return vi_fail(v, RULE_LOGIC_BOOL, inst, "the Result Type is not a bool scalar");
    return vi_is_vector_of(v, vi_value_type(v, inst, 3), SPVRT_OpTypeBool) ||
           vi_fail_operand(v, RULE_LOGIC_BOOL, inst, 3, "not a bool vector");
}

/* 3.52.15 OpIsNan, OpIsInf, OpIsFinite, OpIsNormal, OpSignBitSet: bools
 * from a float scalar or vector of the result's size. */
static bool check_float_class(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t t = vi_value_type(v, inst, 3);
    if (!vi_is_bool_sv(v, inst->result_type))
        return vi_fail(v, RULE_LOGIC_COMPARE, inst, "the Result Type is not a bool scalar or vector");
    if (!vi_is_float_sv(v, t))
        return vi_fail_operand(v, RULE_LOGIC_COMPARE, inst, 3, "not a float scalar or vector");
    return vi_dimension(v, t) == vi_dimension(v, inst->result_type) ||
           vi_fail_operand(v, RULE_LOGIC_COMPARE, inst, 3, "its size is not the result's");
}

/* 3.52.15 OpFOrd*, OpFUnord*, OpLessOrGreater, OpOrdered, OpUnordered:
 * bools from two float scalars or vectors of one type and the result's size. */
static bool check_float_compare(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t left = vi_value_type(v, inst, 3);
    if (!vi_is_bool_sv(v, inst->result_type))
        return vi_fail(v, RULE_LOGIC_COMPARE, inst, "the Result Type is not a bool scalar or vector");
    if (!vi_is_float_sv(v, left))
        return vi_fail_operand(v, RULE_LOGIC_COMPARE, inst, 3, "not a float scalar or vector");
    if (vi_dimension(v, left) != vi_dimension(v, inst->result_type))
        return vi_fail_operand(v, RULE_LOGIC_COMPARE, inst, 3, "its size is not the result's");
    return vi_value_type(v, inst, 4) == left ||
           vi_fail_operand(v, RULE_LOGIC_COMPARE, inst, 4, "its type is not the left operand's");
}

/* 3.52.15 OpIEqual ... OpSLessThanEqual: bools from two integer scalars or
 * vectors of the result's size and one width (signedness may differ). */
static bool check_int_compare(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type;
    if (!vi_is_bool_sv(v, result))
        return vi_fail(v, RULE_LOGIC_COMPARE, inst, "the Result Type is not a bool scalar or vector");
    for (uint32_t k = 3; k < 5; k++) {
        uint32_t t = vi_value_type(v, inst, k);
        if (!vi_is_int_sv(v, t))
            return vi_fail_operand(v, RULE_LOGIC_COMPARE, inst, k, "not an integer scalar or vector");
        if (vi_dimension(v, t) != vi_dimension(v, result))
            return vi_fail_operand(v, RULE_LOGIC_COMPARE, inst, k, "its size is not the result's");
    }
    return vi_bit_width(v, vi_value_type(v, inst, 3)) == vi_bit_width(v, vi_value_type(v, inst, 4)) ||
           vi_fail(v, RULE_LOGIC_COMPARE, inst, "the operands differ in component width");
}

/* 3.52.15 OpLogicalEqual, OpLogicalNotEqual, OpLogicalOr, OpLogicalAnd,
 * OpLogicalNot: bool scalars or vectors, every operand of the Result Type. */
static bool check_logical(spvrt_validator *v, const spvrt_instruction *inst)
{
    if (!vi_is_bool_sv(v, inst->result_type))
        return vi_fail(v, RULE_LOGIC_BOOL, inst, "the Result Type is not a bool scalar or vector");
    for (uint32_t k = 3; k < inst->word_count; k++)
        if (vi_value_type(v, inst, k) != inst->result_type)
            return vi_fail_operand(v, RULE_LOGIC_BOOL, inst, k, "its type is not the Result Type");
    return true;
}

/* 3.52.15 OpSelect: Result Type a scalar or vector (from SPIR-V 1.4 also
 * an array, matrix or structure; a pointer in the Logical addressing model
 * only with VariablePointers); Condition a bool scalar, or a bool vector
 * of the result's size; both objects of the Result Type. */
static bool check_select(spvrt_validator *v, const vi_features *f, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, dimension = 1;
    bool composites = v->m->header.version >= SPVRT_VERSION_WORD(1, 4);
    switch (vi_op(v, result)) {
    case SPVRT_OpTypePointer:
        if (vi_addressing_model(v) == SPVRT_AddressingModel_Logical && !f->variable_pointers)
            return vi_fail(v, RULE_LOGIC_SELECT, inst, "selecting pointers needs the VariablePointers or "
                        "VariablePointersStorageBuffer capability");
        break;
    case SPVRT_OpTypeArray:
    case SPVRT_OpTypeMatrix:
    case SPVRT_OpTypeStruct:
        if (!composites)
            return vi_fail(v, RULE_LOGIC_SELECT, inst, "before SPIR-V 1.4 the Result Type must be a scalar or vector");
        break;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeVectorIdEXT: dimension = vi_dimension(v, result); break;
    case SPVRT_OpTypeBool:
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: break;
    default:
        return vi_fail(v, RULE_LOGIC_SELECT, inst, composites ? "the Result Type must be a scalar or composite"
                                                           : "the Result Type must be a scalar or vector");
    }
    uint32_t condition = vi_value_type(v, inst, 3);
    if (!vi_is_bool_sv(v, condition))
        return vi_fail_operand(v, RULE_LOGIC_SELECT, inst, 3, "Condition is not a bool scalar or vector");
    if (vi_dimension(v, condition) != dimension && (!composites || vi_is_vector_opcode(vi_op(v, condition))))
        return vi_fail_operand(v, RULE_LOGIC_SELECT, inst, 3, "Condition's size is not the result's");
    for (uint32_t k = 4; k < 6; k++)
        if (vi_value_type(v, inst, k) != result)
            return vi_fail_operand(v, RULE_LOGIC_SELECT, inst, k, "its type is not the Result Type");
    return true;
}

static void run(spvrt_validator *v, vi_features *f)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->result_type && spvrt_inst_info(inst)->layout_class == SPVRT_LAYOUT_OTHER &&
            vi_involves_cooperative_matrix(v, inst))
            continue;
        bool ok = true;
        switch (inst->opcode) {
        case SPVRT_OpAny:
        case SPVRT_OpAll: ok = check_any_all(v, inst); break;
        case SPVRT_OpIsNan:
        case SPVRT_OpIsInf:
        case SPVRT_OpIsFinite:
        case SPVRT_OpIsNormal:
        case SPVRT_OpSignBitSet: ok = check_float_class(v, inst); break;
        case SPVRT_OpFOrdEqual:
        case SPVRT_OpFUnordEqual:
        case SPVRT_OpFOrdNotEqual:
        case SPVRT_OpFUnordNotEqual:
        case SPVRT_OpFOrdLessThan:
        case SPVRT_OpFUnordLessThan:
        case SPVRT_OpFOrdGreaterThan:
        case SPVRT_OpFUnordGreaterThan:
        case SPVRT_OpFOrdLessThanEqual:
        case SPVRT_OpFUnordLessThanEqual:
        case SPVRT_OpFOrdGreaterThanEqual:
        case SPVRT_OpFUnordGreaterThanEqual:
        case SPVRT_OpLessOrGreater:
        case SPVRT_OpOrdered:
        case SPVRT_OpUnordered: ok = check_float_compare(v, inst); break;
        case SPVRT_OpIEqual:
        case SPVRT_OpINotEqual:
        case SPVRT_OpUGreaterThan:
        case SPVRT_OpSGreaterThan:
        case SPVRT_OpUGreaterThanEqual:
        case SPVRT_OpSGreaterThanEqual:
        case SPVRT_OpULessThan:
        case SPVRT_OpSLessThan:
        case SPVRT_OpULessThanEqual:
        case SPVRT_OpSLessThanEqual: ok = check_int_compare(v, inst); break;
        case SPVRT_OpLogicalEqual:
        case SPVRT_OpLogicalNotEqual:
        case SPVRT_OpLogicalOr:
        case SPVRT_OpLogicalAnd:
        case SPVRT_OpLogicalNot: ok = check_logical(v, inst); break;
        case SPVRT_OpSelect: ok = check_select(v, f, inst); break;
        default: break;
        }
        if (!ok)
            return;
    }
}

void spvrt_val_logical(spvrt_validator *v)
{
    vi_features f;
    vi_features_collect(v, &f);
    run(v, &f);
    vi_features_release(v, &f);
}
