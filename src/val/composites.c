/* Composite instructions (SPIR-V 3.52.12) and OpUndef (3.52.2): the types
 * of dynamic vector access, OpVectorShuffle, OpCompositeConstruct,
 * OpCompositeExtract/Insert (indexes walked through the composite type
 * within bounds), OpCopyObject and OpTranspose, as spirv-val's
 * CompositesPass checks them.  Words: 1 result type, 2 result id, 3.. operands. */
#include <stdio.h>

#include "instr.h"

/* 3.52.12 OpVectorExtractDynamic: a scalar from a vector of that component type, at an integer scalar index.
 * OpVectorInsertDynamic: a vector (of the Vector's type) with a Component of its component type inserted. */
static bool check_vector_dynamic(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, vector = vi_value_type(v, inst, 3);
    uint32_t index_word = 4;
    if (inst->opcode == SPVRT_OpVectorExtractDynamic) {
        uint16_t op = vi_op(v, result);
        if (op != SPVRT_OpTypeBool && op != SPVRT_OpTypeInt && op != SPVRT_OpTypeFloat)
            return vi_fail(v, RULE_COMP_VECTOR_DYNAMIC, inst, "the Result Type is not a scalar");
        if (vi_op(v, vector) != SPVRT_OpTypeVector)
            return vi_fail(v, RULE_COMP_VECTOR_DYNAMIC, inst, "Vector is not a vector");
        if (vi_type_word(v, vector, 2) != result)
            return vi_fail(v, RULE_COMP_VECTOR_DYNAMIC, inst, "Vector's component type is not the Result Type");
    } else {
        if (vi_op(v, result) != SPVRT_OpTypeVector)
            return vi_fail(v, RULE_COMP_VECTOR_DYNAMIC, inst, "the Result Type is not a vector");
        if (vector != result)
            return vi_fail(v, RULE_COMP_VECTOR_DYNAMIC, inst, "Vector's type is not the Result Type");
        if (vi_value_type(v, inst, 4) != vi_type_word(v, result, 2))
            return vi_fail(v, RULE_COMP_VECTOR_DYNAMIC, inst, "Component's type is not the result's component type");
        index_word = 5;
    }
    return vi_is_int_scalar(v, vi_value_type(v, inst, index_word)) ||
           vi_fail(v, RULE_COMP_VECTOR_DYNAMIC, inst, "Index is not an integer scalar");
}

/* 3.52.12 OpVectorShuffle: a vector of one component per literal; two
 * vectors of the result's component type; each literal 0xFFFFFFFF or below
 * their total component count. */
static bool check_shuffle(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, v1 = vi_value_type(v, inst, 3), v2 = vi_value_type(v, inst, 4);
    if (vi_op(v, result) != SPVRT_OpTypeVector)
        return vi_fail(v, RULE_COMP_VECTOR_SHUFFLE, inst, "the Result Type is not a vector");
    uint32_t literals = inst->word_count > 5 ? inst->word_count - 5u : 0;
    if (literals != vi_type_word(v, result, 3))
        return vi_fail(v, RULE_COMP_VECTOR_SHUFFLE, inst, "the number of component literals is not the result's size");
    if (vi_op(v, v1) != SPVRT_OpTypeVector)
        return vi_fail(v, RULE_COMP_VECTOR_SHUFFLE, inst, "Vector 1 is not a vector");
    if (vi_op(v, v2) != SPVRT_OpTypeVector)
        return vi_fail(v, RULE_COMP_VECTOR_SHUFFLE, inst, "Vector 2 is not a vector");
    if (vi_type_word(v, v1, 2) != vi_type_word(v, result, 2))
        return vi_fail(v, RULE_COMP_VECTOR_SHUFFLE, inst, "Vector 1's component type is not the result's");
    if (vi_type_word(v, v2, 2) != vi_type_word(v, result, 2))
        return vi_fail(v, RULE_COMP_VECTOR_SHUFFLE, inst, "Vector 2's component type is not the result's");
    uint64_t total = (uint64_t)vi_type_word(v, v1, 3) + vi_type_word(v, v2, 3);
    for (uint32_t k = 5; k < inst->word_count; k++) {
        uint32_t literal = spvrt_val_word(v, inst, k);
        if (literal != 0xFFFFFFFFu && literal >= total) {
            char what[128];
            snprintf(what, sizeof what, "component %u is out of range (the vectors have %llu components)", literal,
                     (unsigned long long)total);
            return vi_fail(v, RULE_COMP_VECTOR_SHUFFLE, inst, what);
        }
    }
    return true;
}

/* The value of an array type's length when it is a 32-bit integer
 * OpConstant (as spirv-val evaluates it); false otherwise. */
static bool array_length(const spvrt_validator *v, uint32_t array_type, uint64_t *length)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, vi_type_word(v, array_type, 3));
    if (!def || def->opcode != SPVRT_OpConstant)
        return false;
    return spvrt_val_constant_u64(v, def->result, length);
}

/* 3.52.12 OpCompositeConstruct: the constituents fill the result: for a
 * vector, scalars of its component type or vectors of them adding up to its
 * size (at least two constituents, or one with SPV_EXT_long_vector's
 * LongVectorEXT, whose vectors may have any positive size); for a matrix, one
 * column each; for an array, one element each; for a structure, one member each. */
static bool check_construct(spvrt_validator *v, const vi_features *f, const spvrt_instruction *inst)
{
    uint32_t result = inst->result_type, count = inst->word_count - 3u;
    const spvrt_instruction *type = spvrt_val_type(v, result);
    switch (type ? type->opcode : 0) {
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeVectorIdEXT: {
        uint32_t component = spvrt_val_word(v, type, 2), given = 0;
        if (type->opcode == SPVRT_OpTypeVector && count < 2 && !vi_has_capability(f, SPVRT_Capability_LongVectorEXT))
            return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "a vector is constructed from at least two constituents");
        for (uint32_t k = 3; k < inst->word_count; k++) {
            uint32_t t = vi_value_type(v, inst, k);
            if (t == component) {
                given++;
                continue;
            }
            if (!vi_is_vector_opcode(vi_op(v, t)) || vi_type_word(v, t, 2) != component)
                return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "a constituent is not a scalar or vector of the result's "
                            "component type");
            given += vi_dimension(v, t);
        }
        /* an OpTypeVectorIdEXT whose Component Count is a specialization constant has no size known here */
        uint32_t size = vi_dimension(v, result);
        return (size == 0 && type->opcode == SPVRT_OpTypeVectorIdEXT) || given == size ||
               vi_fail(v, RULE_COMP_CONSTRUCT, inst, "the constituents' components do not add up to the result's size");
    }
    case SPVRT_OpTypeMatrix: {
        uint32_t rows, cols, column, component;
        if (!vi_matrix_info(v, result, &rows, &cols, &column, &component))
            return true;
        if (count != cols)
            return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "the number of constituents is not the matrix's column count");
        for (uint32_t k = 3; k < inst->word_count; k++)
            if (vi_value_type(v, inst, k) != column)
                return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "a constituent is not of the matrix's column type");
        return true;
    }
    case SPVRT_OpTypeArray: {
        uint64_t length;
        if (array_length(v, result, &length) && length != count)
            return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "the number of constituents is not the array's length");
        for (uint32_t k = 3; k < inst->word_count; k++)
            if (vi_value_type(v, inst, k) != spvrt_val_word(v, type, 2))
                return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "a constituent is not of the array's element type");
        return true;
    }
    case SPVRT_OpTypeStruct:
        if (count != type->word_count - 2u)
            return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "the number of constituents is not the structure's member "
                        "count");
        for (uint32_t k = 3; k < inst->word_count; k++)
            if (vi_value_type(v, inst, k) != spvrt_val_word(v, type, k - 1))
                return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "a constituent is not of its structure member's type");
        return true;
    case SPVRT_OpTypeCooperativeMatrixNV: return true; /* not checked here */
    default: return vi_fail(v, RULE_COMP_CONSTRUCT, inst, "the Result Type is not a composite type");
    }
}

/* 3.52.12 OpCompositeExtract / OpCompositeInsert: walk the indexes (1 to
 * 255 of them) from the composite's type; each index is below the vector
 * size, column count, constant array length or member count it selects
 * in.  Sets *reached to the type the walk ends at; false once reported. */
static bool walk_indexes(spvrt_validator *v, const spvrt_instruction *inst, uint32_t first, uint32_t *reached)
{
    char what[160];
    uint32_t composite_word = first - 1;
    uint32_t n = inst->word_count > first ? inst->word_count - first : 0;
    if (n == 0)
        return vi_fail(v, RULE_COMP_INDEX, inst, "at least one index is needed"), false;
    if (n > 255) {
        snprintf(what, sizeof what, "%u indexes (at most 255)", n);
        return vi_fail(v, RULE_COMP_INDEX, inst, what), false;
    }
    uint32_t t = vi_value_type(v, inst, composite_word);
    if (!t)
        return vi_fail(v, RULE_COMP_INDEX, inst, "Composite is not an object of composite type"), false;
    for (uint32_t k = first; k < inst->word_count; k++) {
        uint32_t index = spvrt_val_word(v, inst, k);
        const spvrt_instruction *type = spvrt_val_type(v, t);
        uint64_t bound = UINT64_MAX;
        const char *in = "";
        switch (type ? type->opcode : 0) {
        case SPVRT_OpTypeVector: bound = spvrt_val_word(v, type, 3), in = "vector of size"; break;
        case SPVRT_OpTypeMatrix: bound = spvrt_val_word(v, type, 3), in = "matrix with columns"; break;
        case SPVRT_OpTypeArray: {
            uint64_t length;
            if (array_length(v, t, &length))
                bound = length, in = "array of length";
            break;
        }
        case SPVRT_OpTypeRuntimeArray:
        case SPVRT_OpTypeCooperativeMatrixNV: break;
        case SPVRT_OpTypeStruct: bound = type->word_count - 2u, in = "structure with members"; break;
        default:
            snprintf(what, sizeof what, "index %u reaches a non-composite type while indexes remain", k - first);
            return vi_fail(v, RULE_COMP_INDEX, inst, what), false;
        }
        if (index >= bound) {
            snprintf(what, sizeof what, "index %u (%u) is out of bounds of a %s %llu", k - first, index, in,
                     (unsigned long long)bound);
            return vi_fail(v, RULE_COMP_INDEX, inst, what), false;
        }
        t = type->opcode == SPVRT_OpTypeStruct ? spvrt_val_word(v, type, 2 + index) : spvrt_val_word(v, type, 2);
    }
    *reached = t;
    return true;
}

/* 3.52.12 OpCompositeExtract: the Result Type is the type the indexes reach.
 * OpCompositeInsert: Object has that type; the Result Type is Composite's type.
 * 2.16.1 (Shader): no 8-/16-bit types there without Int8/Int16/Float16. */
static bool check_extract_insert(spvrt_validator *v, vi_features *f, bool shader,
                                 const spvrt_instruction *inst)
{
    bool extract = inst->opcode == SPVRT_OpCompositeExtract;
    uint32_t reached = 0;
    if (!walk_indexes(v, inst, extract ? 4 : 5, &reached))
        return !v->stopped;
    if (extract) {
        if (inst->result_type != reached)
            return vi_fail(v, RULE_COMP_EXTRACT_INSERT_TYPE, inst, "the Result Type is not the type the indexes reach");
    } else {
        if (vi_value_type(v, inst, 3) != reached)
            return vi_fail(v, RULE_COMP_EXTRACT_INSERT_TYPE, inst, "Object's type is not the type the indexes reach");
        if (vi_value_type(v, inst, 4) != inst->result_type)
            return vi_fail(v, RULE_COMP_EXTRACT_INSERT_TYPE, inst, "the Result Type is not Composite's type");
    }
    if (shader && vi_contains_limited_use_type(v, f, inst->result_type))
        return vi_fail(v, RULE_COMP_EXTRACT_INSERT_TYPE, inst, "8- or 16-bit composites need the Int8, Int16 or "
                    "Float16 capability");
    return true;
}

/* 3.52.12 OpCopyObject: Operand has the Result Type, which is not void. */
static bool check_copy_object(spvrt_validator *v, const spvrt_instruction *inst)
{
    if (vi_value_type(v, inst, 3) != inst->result_type)
        return vi_fail(v, RULE_COMP_COPY_OBJECT, inst, "Operand's type is not the Result Type");
    return vi_op(v, inst->result_type) != SPVRT_OpTypeVoid ||
           vi_fail(v, RULE_COMP_COPY_OBJECT, inst, "the Result Type is void");
}

/* 3.52.12 OpCopyLogical "logically match": two arrays with the same Length
 * <id> and logically matching elements, two structures with as many
 * members, pairwise logically matching; any other two types only if they
 * are the same type.  An explicit stack of type pairs and a step budget
 * keep hostile nesting linear; past the budget the answer is "match" (no
 * error is reported on what was not judged). */
static bool logically_match(spvrt_validator *v, uint32_t a, uint32_t b)
{
    enum { STACK = 256 };
    uint32_t stack[STACK][2];
    uint32_t depth = 0, steps = 0;
    stack[depth][0] = a, stack[depth][1] = b, depth++;
    while (depth) {
        depth--;
        uint32_t x = stack[depth][0], y = stack[depth][1];
        if (x == y)
            continue;
        if (++steps > 4096)
            return true;
        const spvrt_instruction *tx = spvrt_val_type(v, x), *ty = spvrt_val_type(v, y);
        if (!tx || !ty || tx->opcode != ty->opcode)
            return false;
        uint32_t first = 0, last = 0; /* the word range of operand types to pair up */
        if (tx->opcode == SPVRT_OpTypeArray) {
            if (spvrt_val_word(v, tx, 3) != spvrt_val_word(v, ty, 3))
                return false;
            first = last = 2;
        } else if (tx->opcode == SPVRT_OpTypeStruct) {
            if (tx->word_count != ty->word_count)
                return false;
            first = 2, last = tx->word_count - 1u;
        } else {
            return false;
        }
        for (uint32_t k = first; k <= last && k < tx->word_count; k++) {
            if (depth == STACK)
                return true;
            stack[depth][0] = spvrt_val_word(v, tx, k), stack[depth][1] = spvrt_val_word(v, ty, k), depth++;
        }
    }
    return true;
}

/* 3.52.12 OpCopyLogical (SPIR-V 1.4): the Result Type differs from the
 * Operand's type and logically matches it. */
static bool check_copy_logical(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t operand_type = vi_value_type(v, inst, 3);
    if (operand_type == inst->result_type)
        return vi_fail(v, RULE_COMP_COPY_LOGICAL, inst, "the Result Type is the Operand's type (use OpCopyObject)");
    return logically_match(v, inst->result_type, operand_type) ||
           vi_fail(v, RULE_COMP_COPY_LOGICAL, inst, "the Result Type does not logically match the Operand's type");
}

/* 3.52.12 OpTranspose: a matrix of the result's component type with the result's rows and columns swapped. */
static bool check_transpose(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t rr, rc, rcol, rcomp, mr, mc, mcol, mcomp;
    if (!vi_matrix_info(v, inst->result_type, &rr, &rc, &rcol, &rcomp))
        return vi_fail(v, RULE_COMP_TRANSPOSE, inst, "the Result Type is not a matrix");
    if (!vi_matrix_info(v, vi_value_type(v, inst, 3), &mr, &mc, &mcol, &mcomp))
        return vi_fail(v, RULE_COMP_TRANSPOSE, inst, "Matrix is not a matrix");
    if (rcomp != mcomp)
        return vi_fail(v, RULE_COMP_TRANSPOSE, inst, "Matrix's component type is not the result's");
    if (rr != mc || rc != mr)
        return vi_fail(v, RULE_COMP_TRANSPOSE, inst, "Matrix's rows and columns are not the result's swapped");
    return true;
}

/* 3.52.2 OpUndef: not of type void; 2.16.1 (Shader): no 8-/16-bit types without Int8/Int16/Float16. */
static bool check_undef(spvrt_validator *v, vi_features *f, bool shader, const spvrt_instruction *inst)
{
    if (vi_op(v, inst->result_type) == SPVRT_OpTypeVoid)
        return vi_fail(v, RULE_UNDEF_TYPE, inst, "an undefined value cannot have type void");
    if (shader && vi_contains_limited_use_type(v, f, inst->result_type))
        return vi_fail(v, RULE_UNDEF_TYPE, inst, "undefined values of 8- or 16-bit types need the Int8, Int16 or "
                    "Float16 capability");
    return true;
}

static void run(spvrt_validator *v, vi_features *f)
{
    bool shader = vi_has_capability(f, SPVRT_Capability_Shader);
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->result_type && spvrt_inst_info(inst)->layout_class == SPVRT_LAYOUT_OTHER &&
            vi_involves_cooperative_matrix(v, inst))
            continue;
        bool ok = true;
        switch (inst->opcode) {
        case SPVRT_OpVectorExtractDynamic:
        case SPVRT_OpVectorInsertDynamic: ok = check_vector_dynamic(v, inst); break;
        case SPVRT_OpVectorShuffle: ok = check_shuffle(v, inst); break;
        case SPVRT_OpCompositeConstruct: ok = check_construct(v, f, inst); break;
        case SPVRT_OpCompositeExtract:
        case SPVRT_OpCompositeInsert: ok = check_extract_insert(v, f, shader, inst); break;
        case SPVRT_OpCopyObject: ok = check_copy_object(v, inst); break;
        case SPVRT_OpCopyLogical: ok = check_copy_logical(v, inst); break;
        case SPVRT_OpTranspose: ok = check_transpose(v, inst); break;
        case SPVRT_OpUndef: ok = check_undef(v, f, shader, inst); break;
        default: break;
        }
        if (!ok)
            return;
    }
}

void spvrt_val_composites(spvrt_validator *v)
{
    vi_features f;
    vi_features_collect(v, &f);
    run(v, &f);
    vi_features_release(v, &f);
}
