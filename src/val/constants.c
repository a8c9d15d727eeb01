/* Constant-creation instructions (SPIR-V 3.52.7; 2.16.1): the types
 * OpConstantTrue/False, OpConstantComposite, OpConstantNull and the
 * specialization constants may have, what a composite constant is built
 * from, which operations OpSpecConstantOp may perform, and (with Shader)
 * that 8- and 16-bit constants need the full Int8/Int16/Float16 capability.
 * OpConstant's and OpSpecConstant's types (numeric scalars) and literal
 * widths are checked when the module is read. */
#include <string.h>

#include "instr.h"

/* The constant (or OpUndef) instruction id names, or NULL. */
static const spvrt_instruction *constant_or_undef(const spvrt_validator *v, uint32_t id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    return def && (spvrt_val_is_constant_opcode(def->opcode) || def->opcode == SPVRT_OpUndef) ? def : NULL;
}

/* 3.52.7 OpConstantTrue/False, OpSpecConstantTrue/False: Result Type is OpTypeBool. */
static bool check_bool(spvrt_validator *v, const spvrt_instruction *inst)
{
    char scratch[12];
    if (vi_op(v, inst->result_type) == SPVRT_OpTypeBool)
        return true;
    return spvrt_val_report(v, RULE_CONST_BOOL_TYPE, inst, "the Result Type %%%s of %s is not a boolean type",
                            spvrt_val_id_name(v, inst->result_type, scratch), vi_opname(inst->opcode));
}

static bool composite_error(spvrt_validator *v, const spvrt_instruction *inst, uint32_t k, const char *problem)
{
    char scratch[12];
    return spvrt_val_report(v, RULE_CONST_COMPOSITE, inst, "%s constituent %u (%%%s) %s", vi_opname(inst->opcode),
                            k - 3, spvrt_val_id_name(v, spvrt_val_word(v, inst, k), scratch), problem);
}

/* 3.52.7 OpConstantComposite / OpSpecConstantComposite: Result Type is a
 * composite; the constituents are constants (or OpUndef), one per vector
 * component, matrix column, array element or structure member, each of the
 * type the result type has in that place. */

/* 3.52.7 OpConstantComposite of a vector (OpTypeVector, or SPV_EXT_long_vector's OpTypeVectorIdEXT): "the
 * Constituents must ... be the same type as the component" (the type itself: a signed integer constant is no
 * component of an unsigned vector) */
static bool vector_constituents(spvrt_validator *v, const spvrt_instruction *inst, uint32_t component)
{
    for (uint32_t k = 3; k < inst->word_count; k++) {
        const spvrt_instruction *c = constant_or_undef(v, spvrt_val_word(v, inst, k));
        if (!c)
            return composite_error(v, inst, k, "is not a constant or undef");
        if (c->result_type != component)
            return composite_error(v, inst, k, "does not have the vector's component type");
    }
    return true;
}
static bool check_composite(spvrt_validator *v, const spvrt_instruction *inst)
{
    char scratch[12];
    uint32_t result_type = inst->result_type;
    const spvrt_instruction *type = spvrt_val_type(v, result_type);
    uint32_t count = inst->word_count - 3u;
    switch (type ? type->opcode : 0) {
    case SPVRT_OpTypeVector: {
        if (spvrt_val_word(v, type, 3) != count)
            return spvrt_val_report(v, RULE_CONST_COMPOSITE, inst, "%u constituents for a vector of %u components",
                                    count, spvrt_val_word(v, type, 3));
        return vector_constituents(v, inst, spvrt_val_word(v, type, 2));
    }
    case SPVRT_OpTypeVectorIdEXT: {
        /* SPV_EXT_long_vector: one constituent per component where the Component Count is a constant (not
         * a specialization constant), each of the component type */
        uint64_t components;
        if (spvrt_val_constant_u64(v, spvrt_val_word(v, type, 3), &components) && components != count)
            return spvrt_val_report(v, RULE_CONST_COMPOSITE, inst, "%u constituents for a vector of %llu components",
                                    count, (unsigned long long)components);
        return vector_constituents(v, inst, spvrt_val_word(v, type, 2));
    }
    case SPVRT_OpTypeMatrix: {
        if (spvrt_val_word(v, type, 3) != count)
            return spvrt_val_report(v, RULE_CONST_COMPOSITE, inst, "%u constituents for a matrix of %u columns",
                                    count, spvrt_val_word(v, type, 3));
        uint32_t column = spvrt_val_word(v, type, 2);
        for (uint32_t k = 3; k < inst->word_count; k++) {
            const spvrt_instruction *c = spvrt_module_def(v->m, spvrt_val_word(v, inst, k));
            if (!c || (c->opcode != SPVRT_OpConstantComposite && c->opcode != SPVRT_OpSpecConstantComposite &&
                       c->opcode != SPVRT_OpUndef))
                return composite_error(v, inst, k, "is not a composite constant or undef");
            uint32_t t = c->result_type;
            if (vi_op(v, t) != vi_op(v, column))
                return composite_error(v, inst, k, "does not have the matrix's column type");
            if (vi_type_word(v, t, 2) != vi_type_word(v, column, 2))
                return composite_error(v, inst, k, "does not have the matrix's component type");
            if (vi_type_word(v, t, 3) != vi_type_word(v, column, 3))
                return composite_error(v, inst, k, "does not have the matrix's column size");
        }
        return true;
    }
    case SPVRT_OpTypeArray: {
        uint32_t element = spvrt_val_word(v, type, 2);
        const spvrt_instruction *length = spvrt_module_def(v->m, spvrt_val_word(v, type, 3));
        /* the length is compared when it is a 32-bit integer OpConstant (or OpConstantNull) */
        if (length && (length->opcode == SPVRT_OpConstant || length->opcode == SPVRT_OpConstantNull) &&
            vi_op(v, length->result_type) == SPVRT_OpTypeInt && vi_type_word(v, length->result_type, 2) == 32) {
            uint32_t n = length->opcode == SPVRT_OpConstant ? spvrt_val_word(v, length, 3) : 0;
            if (n != count)
                return spvrt_val_report(v, RULE_CONST_COMPOSITE, inst, "%u constituents for an array of %u "
                                        "elements", count, n);
        }
        for (uint32_t k = 3; k < inst->word_count; k++) {
            const spvrt_instruction *c = constant_or_undef(v, spvrt_val_word(v, inst, k));
            if (!c)
                return composite_error(v, inst, k, "is not a constant or undef");
            if (c->result_type != element)
                return composite_error(v, inst, k, "does not have the array's element type");
        }
        return true;
    }
    case SPVRT_OpTypeStruct: {
        if (type->word_count - 2u != count)
            return spvrt_val_report(v, RULE_CONST_COMPOSITE, inst, "%u constituents for a structure of %u members",
                                    count, type->word_count - 2u);
        for (uint32_t k = 3; k < inst->word_count; k++) {
            const spvrt_instruction *c = constant_or_undef(v, spvrt_val_word(v, inst, k));
            if (!c)
                return composite_error(v, inst, k, "is not a constant or undef");
            if (c->result_type != spvrt_val_word(v, type, k - 1))
                return composite_error(v, inst, k, "does not have the type of its structure member");
        }
        return true;
    }
    case SPVRT_OpTypeCooperativeMatrixNV: return true; /* not checked here */
    default:
        return spvrt_val_report(v, RULE_CONST_COMPOSITE, inst, "the Result Type %%%s of %s is not a composite type",
                                spvrt_val_id_name(v, result_type, scratch), vi_opname(inst->opcode));
    }
}

/* 2.2.2 / 3.52.7 OpConstantNull: the types with a null value: scalars,
 * vectors, matrices, arrays and structures of them, pointers other than
 * PhysicalStorageBuffer ones, events, queues and reserve ids.  Walked
 * with a bounded stack and budget (a hostile module may nest types in
 * cycles); past the bounds the type is taken as nullable. */
static bool nullable(const spvrt_validator *v, uint32_t t)
{
    enum { STACK = 64, BUDGET = 4096 };
    uint32_t stack[STACK];
    unsigned n = 0, budget = BUDGET;
    stack[n++] = t;
    while (n && budget--) {
        const spvrt_instruction *type = spvrt_val_type(v, stack[--n]);
        if (!type)
            return false;
        switch (type->opcode) {
        case SPVRT_OpTypeBool:
        case SPVRT_OpTypeInt:
        case SPVRT_OpTypeFloat:
        case SPVRT_OpTypeEvent:
        case SPVRT_OpTypeDeviceEvent:
        case SPVRT_OpTypeReserveId:
        case SPVRT_OpTypeQueue: continue;
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeMatrix:
        case SPVRT_OpTypeVector:
        case SPVRT_OpTypeCooperativeMatrixNV:
            if (n < STACK)
                stack[n++] = spvrt_val_word(v, type, 2);
            continue;
        case SPVRT_OpTypeStruct:
            for (uint32_t k = 2; k < type->word_count && n < STACK; k++)
                stack[n++] = spvrt_val_word(v, type, k);
            continue;
        case SPVRT_OpTypePointer:
            if (spvrt_val_word(v, type, 2) == SPVRT_StorageClass_PhysicalStorageBuffer)
                return false;
            continue;
        default: return false;
        }
    }
    return true;
}

/* nullable(), memoized per type (many null constants may share one large type). */
static bool nullable_memo(const spvrt_validator *v, vi_features *f, uint32_t t)
{
    const spvrt_instruction *type = spvrt_val_type(v, t);
    if (!type)
        return false;
    if (!f->nullable)
        f->nullable = spvrt_alloc_zero(v->ctx, v->m->inst_count, 1);
    uint32_t index = (uint32_t)(type - v->m->insts);
    if (f->nullable && f->nullable[index])
        return f->nullable[index] == 2;
    bool answer = nullable(v, t);
    if (f->nullable)
        f->nullable[index] = answer ? 2 : 1;
    return answer;
}

static bool check_null(spvrt_validator *v, vi_features *f, const spvrt_instruction *inst)
{
    char scratch[12];
    return nullable_memo(v, f, inst->result_type) ||
           spvrt_val_report(v, RULE_CONST_NULL_TYPE, inst, "the Result Type %%%s of OpConstantNull has no null value",
                            spvrt_val_id_name(v, inst->result_type, scratch));
}

/* 3.52.7 OpSpecConstantOp: with Shader, the operations listed for it
 * there; the conversions, floating-point arithmetic and access chains
 * need Kernel, OpQuantizeToF16 needs Shader, and OpUConvert needs Kernel
 * before SPIR-V 1.4 (unless SPV_AMD_gpu_shader_int16 is declared). */
static bool check_spec_op(spvrt_validator *v, const vi_features *f, bool amd_int16, const spvrt_instruction *inst)
{
    uint32_t op = spvrt_val_word(v, inst, 3);
    switch (op) {
    case SPVRT_OpQuantizeToF16:
        return vi_has_capability(f, SPVRT_Capability_Shader) ||
               spvrt_val_report(v, RULE_CONST_SPEC_OP, inst, "OpSpecConstantOp %s needs the Shader capability",
                                vi_opname(op));
    case SPVRT_OpUConvert:
        return v->m->header.version >= SPVRT_VERSION_WORD(1, 4) || amd_int16 ||
               vi_has_capability(f, SPVRT_Capability_Kernel) ||
               spvrt_val_report(v, RULE_CONST_SPEC_OP, inst, "before SPIR-V 1.4, OpSpecConstantOp UConvert needs "
                                "the Kernel capability or SPV_AMD_gpu_shader_int16");
    case SPVRT_OpConvertFToS:
    case SPVRT_OpConvertSToF:
    case SPVRT_OpConvertFToU:
    case SPVRT_OpConvertUToF:
    case SPVRT_OpConvertPtrToU:
    case SPVRT_OpConvertUToPtr:
    case SPVRT_OpGenericCastToPtr:
    case SPVRT_OpPtrCastToGeneric:
    case SPVRT_OpBitcast:
    case SPVRT_OpFNegate:
    case SPVRT_OpFAdd:
    case SPVRT_OpFSub:
    case SPVRT_OpFMul:
    case SPVRT_OpFDiv:
    case SPVRT_OpFRem:
    case SPVRT_OpFMod:
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain:
    case SPVRT_OpPtrAccessChain:
    case SPVRT_OpInBoundsPtrAccessChain:
        return vi_has_capability(f, SPVRT_Capability_Kernel) ||
               spvrt_val_report(v, RULE_CONST_SPEC_OP, inst, "OpSpecConstantOp %s needs the Kernel capability",
                                vi_opname(op));
    default: return true;
    }
}

static bool declares_extension(const spvrt_validator *v, const char *name)
{
    for (uint32_t i = 0; i < v->m->inst_count; i++) {
        const spvrt_instruction *inst = &v->m->insts[i];
        if (inst->opcode == SPVRT_OpExtension && inst->word_count >= 2 &&
            strcmp((const char *)(spvrt_inst_words(v->m, inst) + 1), name) == 0)
            return true;
        if (inst->opcode == SPVRT_OpMemoryModel)
            break;
    }
    return false;
}

static void run(spvrt_validator *v, vi_features *f)
{
    bool amd_int16 = declares_extension(v, "SPV_AMD_gpu_shader_int16");
    bool shader = vi_has_capability(f, SPVRT_Capability_Shader);
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        bool ok = true;
        switch (inst->opcode) {
        case SPVRT_OpConstantTrue:
        case SPVRT_OpConstantFalse:
        case SPVRT_OpSpecConstantTrue:
        case SPVRT_OpSpecConstantFalse: ok = check_bool(v, inst); break;
        case SPVRT_OpConstantComposite:
        case SPVRT_OpSpecConstantComposite: ok = check_composite(v, inst); break;
        case SPVRT_OpConstantNull: ok = check_null(v, f, inst); break;
        case SPVRT_OpSpecConstantOp: ok = check_spec_op(v, f, amd_int16, inst); break;
        default: break;
        }
        if (!ok)
            return;
        /* 2.16.1 (with Shader): 8- and 16-bit types are for storage unless Int8/Int16/Float16 is declared */
        if (spvrt_val_is_constant_opcode(inst->opcode) && shader && vi_op(v, inst->result_type) != SPVRT_OpTypePointer &&
            vi_contains_limited_use_type(v, f, inst->result_type)) {
            char scratch[12];
            if (!spvrt_val_report(v, RULE_CONST_SMALL_TYPE, inst, "constants of 8- or 16-bit types (here %%%s) need "
                                  "the Int8, Int16 or Float16 capability",
                                  spvrt_val_id_name(v, inst->result_type, scratch)))
                return;
        }
    }
}

void spvrt_val_constants(spvrt_validator *v)
{
    vi_features f;
    vi_features_collect(v, &f);
    run(v, &f);
    vi_features_release(v, &f);
}
