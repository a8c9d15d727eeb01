/* Type questions the value-instruction passes share (type_decls.c,
 * constants.c, arithmetic.c, logical.c, conversions.c, composites.c,
 * glsl_std_450.c).  They answer as SPIRV-Tools' ValidationState_t does
 * (GetDimension, GetBitWidth, GetComponentType, GetMatrixTypeInfo), so that
 * the rules built on them give spirv-val's verdicts; an id that names no
 * type answers 0 / false.  No function here recurses without a bound. */
#ifndef SPVRT_VAL_INSTR_H
#define SPVRT_VAL_INSTR_H

#include "val.h"

/* The opcode of the type id names (0 if it names no type). */
static inline uint16_t vi_op(const spvrt_validator *v, uint32_t type_id)
{
    return spvrt_val_type_opcode(v, type_id);
}

/* Word k of the type declaration type_id names (0 if none). */
static inline uint32_t vi_type_word(const spvrt_validator *v, uint32_t type_id, uint32_t k)
{
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    return t ? spvrt_val_word(v, t, k) : 0;
}

static inline bool vi_is_int_scalar(const spvrt_validator *v, uint32_t t)
{
    return vi_op(v, t) == SPVRT_OpTypeInt;
}
static inline bool vi_is_float_scalar(const spvrt_validator *v, uint32_t t)
{
    return vi_op(v, t) == SPVRT_OpTypeFloat;
}
static inline bool vi_is_bool_scalar(const spvrt_validator *v, uint32_t t)
{
    return vi_op(v, t) == SPVRT_OpTypeBool;
}
static inline bool vi_is_unsigned_int_scalar(const spvrt_validator *v, uint32_t t)
{
    return vi_op(v, t) == SPVRT_OpTypeInt && vi_type_word(v, t, 3) == 0;
}
/* A vector type: OpTypeVector, or SPV_EXT_long_vector's OpTypeVectorIdEXT
 * (the same instruction as SPV_NV_cooperative_vector's OpTypeCooperativeVectorNV),
 * whose vectors "can be used with any instructions that act on vector types". */
static inline bool vi_is_vector_opcode(uint16_t opcode)
{
    return opcode == SPVRT_OpTypeVector || opcode == SPVRT_OpTypeVectorIdEXT;
}
/* A vector whose component type is a scalar of scalar_opcode. */
static inline bool vi_is_vector_of(const spvrt_validator *v, uint32_t t, uint16_t scalar_opcode)
{
    return vi_is_vector_opcode(vi_op(v, t)) && vi_op(v, vi_type_word(v, t, 2)) == scalar_opcode;
}
static inline bool vi_is_int_sv(const spvrt_validator *v, uint32_t t)
{
    return vi_is_int_scalar(v, t) || vi_is_vector_of(v, t, SPVRT_OpTypeInt);
}
static inline bool vi_is_float_sv(const spvrt_validator *v, uint32_t t)
{
    return vi_is_float_scalar(v, t) || vi_is_vector_of(v, t, SPVRT_OpTypeFloat);
}
static inline bool vi_is_bool_sv(const spvrt_validator *v, uint32_t t)
{
    return vi_is_bool_scalar(v, t) || vi_is_vector_of(v, t, SPVRT_OpTypeBool);
}
static inline bool vi_is_unsigned_int_sv(const spvrt_validator *v, uint32_t t)
{
    if (vi_is_vector_opcode(vi_op(v, t)))
        t = vi_type_word(v, t, 2);
    return vi_is_unsigned_int_scalar(v, t);
}

/* 1 for a scalar, the component (column) count of a vector (matrix), else 0. */
static inline uint32_t vi_dimension(const spvrt_validator *v, uint32_t t)
{
    return spvrt_val_component_count(v, t);
}

/* A scalar itself; a vector's or array's element; a matrix's column's component. */
static inline uint32_t vi_component_type(const spvrt_validator *v, uint32_t t)
{
    switch (vi_op(v, t)) {
    case SPVRT_OpTypeBool:
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: return t;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeVectorIdEXT:
    case SPVRT_OpTypeArray: return vi_type_word(v, t, 2);
    case SPVRT_OpTypeMatrix: {
        uint32_t column = vi_type_word(v, t, 2);
        uint16_t op = vi_op(v, column);
        if (op == SPVRT_OpTypeVector || op == SPVRT_OpTypeArray)
            return vi_type_word(v, column, 2);
        return op == SPVRT_OpTypeBool || op == SPVRT_OpTypeInt || op == SPVRT_OpTypeFloat ? column : 0;
    }
    default: return 0;
    }
}

/* Bit width of the component type: int/float width, 1 for bool, else 0. */
static inline uint32_t vi_bit_width(const spvrt_validator *v, uint32_t t)
{
    uint32_t c = vi_component_type(v, t);
    switch (vi_op(v, c)) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: return vi_type_word(v, c, 2);
    case SPVRT_OpTypeBool: return 1;
    default: return 0;
    }
}

/* A matrix type's shape; false if t is no matrix of vectors. */
static inline bool vi_matrix_info(const spvrt_validator *v, uint32_t t, uint32_t *rows, uint32_t *cols,
                                  uint32_t *column_type, uint32_t *component_type)
{
    if (vi_op(v, t) != SPVRT_OpTypeMatrix)
        return false;
    uint32_t column = vi_type_word(v, t, 2);
    if (vi_op(v, column) != SPVRT_OpTypeVector)
        return false;
    *cols = vi_type_word(v, t, 3);
    *rows = vi_type_word(v, column, 3);
    *column_type = column;
    *component_type = vi_type_word(v, column, 2);
    return true;
}

static inline bool vi_is_float_matrix(const spvrt_validator *v, uint32_t t)
{
    return vi_op(v, t) == SPVRT_OpTypeMatrix && vi_is_vector_of(v, vi_type_word(v, t, 2), SPVRT_OpTypeFloat);
}

/* The type of the value whose id is word k of inst (0 if none: a type, a label, past the end). */
static inline uint32_t vi_value_type(const spvrt_validator *v, const spvrt_instruction *inst, uint32_t k)
{
    return k < inst->word_count ? spvrt_val_type_of(v, spvrt_val_word(v, inst, k)) : 0;
}

/* The addressing model of OpMemoryModel (the layout pass made sure there is one), or UINT32_MAX. */
static inline uint32_t vi_addressing_model(const spvrt_validator *v)
{
    for (uint32_t i = 0; i < v->m->inst_count; i++)
        if (v->m->insts[i].opcode == SPVRT_OpMemoryModel)
            return spvrt_val_word(v, &v->m->insts[i], 1);
        else if (v->m->insts[i].opcode == SPVRT_OpFunction)
            break;
    return UINT32_MAX;
}

/* Whether the result or an operand of inst is a cooperative matrix
 * (SPV_NV_cooperative_matrix): those follow their extension's rules, which
 * these passes leave alone.  A literal word read as an id only makes the
 * answer err towards true, that is towards not checking. */
static inline bool vi_involves_cooperative_matrix(const spvrt_validator *v, const spvrt_instruction *inst)
{
    if (vi_op(v, inst->result_type) == SPVRT_OpTypeCooperativeMatrixNV)
        return true;
    for (uint32_t k = 3; k < inst->word_count; k++)
        if (vi_op(v, vi_value_type(v, inst, k)) == SPVRT_OpTypeCooperativeMatrixNV)
            return true;
    return false;
}

/* Name of an opcode, for messages. */
static inline const char *vi_opname(uint32_t opcode)
{
    const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
    return info ? spvrt_grammar_string(info->name) : "?";
}

/* Capabilities declared (directly or implicitly) and the small-type
 * features spirv-val derives from capabilities and extensions. */
typedef struct vi_features {
    uint8_t capability_bits[8192]; /* one bit per capability value below 65536 */
    bool declare_int8, declare_int16, declare_float16;
    bool variable_pointers;
    uint8_t *small_types; /* per instruction index: the small types a type contains | 0x80, 0 = not yet known */
    uint8_t *nullable;    /* constants.c, per instruction index: 1 no null value, 2 one, 0 not yet known */
} vi_features;

void vi_features_collect(const spvrt_validator *v, vi_features *f);
void vi_features_release(const spvrt_validator *v, vi_features *f);

static inline bool vi_has_capability(const vi_features *f, uint32_t capability)
{
    return capability < 65536 && (f->capability_bits[capability >> 3] >> (capability & 7) & 1);
}

/* spirv-val's ContainsLimitedUseIntOrFloatType: whether type t contains
 * (through vectors, matrices, arrays, structs, pointers) an 8- or 16-bit
 * integer or 16-bit float type whose full capability (Int8, Int16,
 * Float16) is not declared.  Bounded by depth. */
bool vi_contains_limited_use_type(const spvrt_validator *v, vi_features *f, uint32_t t);

/* Report that inst breaks rule: "OpIAdd: what" / "OpIAdd operand 1 (%x): what" (word k). */
bool vi_fail(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, const char *what);
bool vi_fail_operand(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, uint32_t k, const char *what);

#endif
