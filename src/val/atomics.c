/* Atomic instructions (SPIR-V 3.52.18): result, pointer, value and
 * comparator types, the storage classes atomics may use, and their scope
 * and memory-semantics operands (barriers.c), with the Vulkan rules. */
#include "val.h"

static const char *opname(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
}

static bool is_atomic(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpAtomicLoad:
    case SPVRT_OpAtomicStore:
    case SPVRT_OpAtomicExchange:
    case SPVRT_OpAtomicCompareExchange:
    case SPVRT_OpAtomicCompareExchangeWeak:
    case SPVRT_OpAtomicIIncrement:
    case SPVRT_OpAtomicIDecrement:
    case SPVRT_OpAtomicIAdd:
    case SPVRT_OpAtomicISub:
    case SPVRT_OpAtomicSMin:
    case SPVRT_OpAtomicUMin:
    case SPVRT_OpAtomicSMax:
    case SPVRT_OpAtomicUMax:
    case SPVRT_OpAtomicAnd:
    case SPVRT_OpAtomicOr:
    case SPVRT_OpAtomicXor:
    case SPVRT_OpAtomicFlagTestAndSet:
    case SPVRT_OpAtomicFlagClear:
    case SPVRT_OpAtomicFAddEXT:
    case SPVRT_OpAtomicFMinEXT:
    case SPVRT_OpAtomicFMaxEXT: return true;
    default: return false;
    }
}

static bool is_scalar(const spvrt_validator *v, uint32_t type_id, uint16_t scalar_opcode)
{
    return spvrt_val_type_opcode(v, type_id) == scalar_opcode;
}

/* 3.52.18: the Result Type each atomic requires. */
static bool check_result_type(spvrt_validator *v, const spvrt_instruction *inst)
{
    uint32_t rt = inst->result_type;
    bool is_int = is_scalar(v, rt, SPVRT_OpTypeInt), is_float = is_scalar(v, rt, SPVRT_OpTypeFloat);
    switch (inst->opcode) {
    case SPVRT_OpAtomicStore:
    case SPVRT_OpAtomicFlagClear: return true;
    case SPVRT_OpAtomicFlagTestAndSet:
        /* "Result Type must be a Boolean type" */
        return is_scalar(v, rt, SPVRT_OpTypeBool) ||
               spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst, "the result type of %s must be a boolean scalar",
                                opname(inst));
    case SPVRT_OpAtomicFAddEXT:
    case SPVRT_OpAtomicFMinEXT:
    case SPVRT_OpAtomicFMaxEXT:
        return is_float || spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst,
                                            "the result type of %s must be a floating-point scalar", opname(inst));
    case SPVRT_OpAtomicLoad:
    case SPVRT_OpAtomicExchange:
    case SPVRT_OpAtomicCompareExchange:
        /* integer or (with the float atomic capabilities, or Kernel) floating-point scalars */
        return is_int || is_float ||
               spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst,
                                "the result type of %s must be an integer or floating-point scalar", opname(inst));
    default:
        /* "Result Type must be an integer type scalar" */
        return is_int || spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst,
                                          "the result type of %s must be an integer scalar", opname(inst));
    }
}

static bool allowed_storage_class(const spvrt_validator *v, uint32_t storage_class)
{
    switch (storage_class) {
    case SPVRT_StorageClass_Uniform:
    case SPVRT_StorageClass_Workgroup:
    case SPVRT_StorageClass_CrossWorkgroup:
    case SPVRT_StorageClass_Generic:
    case SPVRT_StorageClass_AtomicCounter:
    case SPVRT_StorageClass_Image:
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_PhysicalStorageBuffer:
    case SPVRT_StorageClass_TaskPayloadWorkgroupEXT: return true;
    case SPVRT_StorageClass_Function: return v->options.environment == SPVRT_ENV_OPENCL;
    default: return false;
    }
}

static bool check_atomic(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    char s1[12], s2[12], s3[12];
    bool no_result = inst->opcode == SPVRT_OpAtomicStore || inst->opcode == SPVRT_OpAtomicFlagClear;
    uint32_t k = no_result ? 1 : 3; /* the Pointer word */
    if (!check_result_type(v, inst))
        return false;
    /* Vulkan: 32-bit integer atomics (64-bit ones with Int64Atomics) */
    if (spvrt_val_vulkan(v) && !no_result && inst->opcode != SPVRT_OpAtomicFlagTestAndSet &&
        is_scalar(v, inst->result_type, SPVRT_OpTypeInt) && spvrt_val_bit_width(v, inst->result_type) != 32) {
        switch (inst->opcode) {
        case SPVRT_OpAtomicIIncrement:
        case SPVRT_OpAtomicIDecrement:
        case SPVRT_OpAtomicISub:
        case SPVRT_OpAtomicCompareExchangeWeak:
            return spvrt_val_report(v, RULE_ENV_155, inst, "in Vulkan the result type of %s must be a 32-bit "
                                    "integer", opname(inst));
        default:
            if (spvrt_val_bit_width(v, inst->result_type) == 64 &&
                !spvrt_mem_has_capability(f, SPVRT_Capability_Int64Atomics))
                return spvrt_val_report(v, RULE_ENV_155, inst, "64-bit atomics require the Int64Atomics capability");
        }
    }
    /* SPIR-V 3.31 Int64Atomics: "uses atomic instructions on 64-bit integer types" (every environment;
     * the Vulkan message above cites ENV-155) */
    if (!spvrt_val_vulkan(v) && !no_result && inst->opcode != SPVRT_OpAtomicFlagTestAndSet &&
        is_scalar(v, inst->result_type, SPVRT_OpTypeInt) && spvrt_val_bit_width(v, inst->result_type) == 64 &&
        !spvrt_mem_has_capability(f, SPVRT_Capability_Int64Atomics))
        return spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst,
                                "64-bit atomics require the Int64Atomics capability");
    uint32_t pointer_id = spvrt_val_word(v, inst, k);
    uint32_t pointer_type = spvrt_val_type_of(v, pointer_id);
    uint32_t storage_class = 0;
    uint32_t pointee = spvrt_val_pointee(v, pointer_type, &storage_class);
    /* 3.52.18: "Pointer is a pointer to the memory to access" */
    if (!pointee)
        return spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst, "the pointer %%%s is not of a pointer type",
                                spvrt_val_id_name(v, pointer_id, s1));
    /* 3.52.18 (spirv-val): atomics act on memory shared between invocations */
    if (!allowed_storage_class(v, storage_class))
        return spvrt_val_report(v, RULE_MEMORY_ATOMIC_STORAGE, inst,
                                "the pointer %%%s of %s is in a storage class atomics cannot use",
                                spvrt_val_id_name(v, pointer_id, s1), opname(inst));
    /* VUID-StandaloneSpirv-None-04686 (as spirv-val: also PhysicalStorageBuffer and TaskPayloadWorkgroupEXT) */
    if (spvrt_val_vulkan(v) && storage_class != SPVRT_StorageClass_Uniform &&
        storage_class != SPVRT_StorageClass_Workgroup && storage_class != SPVRT_StorageClass_Image &&
        storage_class != SPVRT_StorageClass_StorageBuffer &&
        storage_class != SPVRT_StorageClass_PhysicalStorageBuffer &&
        storage_class != SPVRT_StorageClass_TaskPayloadWorkgroupEXT)
        return spvrt_val_report(v, RULE_ENV_061, inst,
                                "in Vulkan an atomic's pointer must be in the Uniform, Workgroup, Image or "
                                "StorageBuffer storage class");
    if (inst->opcode == SPVRT_OpAtomicFlagTestAndSet || inst->opcode == SPVRT_OpAtomicFlagClear) {
        /* "Pointer ... to a 32-bit integer" */
        if (!is_scalar(v, pointee, SPVRT_OpTypeInt) || spvrt_val_bit_width(v, pointee) != 32)
            return spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst, "the pointer of %s must point to a 32-bit "
                                    "integer", opname(inst));
    } else if (inst->opcode == SPVRT_OpAtomicStore) {
        if (!is_scalar(v, pointee, SPVRT_OpTypeInt) && !is_scalar(v, pointee, SPVRT_OpTypeFloat))
            return spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst,
                                    "the pointer of OpAtomicStore must point to an integer or floating-point scalar");
    } else if (pointee != inst->result_type) {
        /* "The type of Value / of the memory Pointer points to must be the same as Result Type" */
        return spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst,
                                "the pointer %%%s points to %%%s, not to the result type %%%s",
                                spvrt_val_id_name(v, pointer_id, s1), spvrt_val_id_name(v, pointee, s2),
                                spvrt_val_id_name(v, inst->result_type, s3));
    }
    uint32_t scope_id = spvrt_val_word(v, inst, k + 1);
    if (!spvrt_mem_check_memory_scope(v, f, inst, scope_id))
        return false;
    if (!spvrt_mem_check_semantics(v, f, inst, spvrt_val_word(v, inst, k + 2), scope_id))
        return false;
    uint32_t next = k + 3;
    bool compare = inst->opcode == SPVRT_OpAtomicCompareExchange || inst->opcode == SPVRT_OpAtomicCompareExchangeWeak;
    if (compare) {
        if (!spvrt_mem_check_semantics(v, f, inst, spvrt_val_word(v, inst, next), scope_id))
            return false;
        next++;
    }
    if (inst->opcode == SPVRT_OpAtomicStore) {
        uint32_t value_id = spvrt_val_word(v, inst, next);
        if (spvrt_val_type_of(v, value_id) != pointee)
            return spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst,
                                    "the value %%%s does not have the type the pointer points to",
                                    spvrt_val_id_name(v, value_id, s1));
        return true;
    }
    bool has_value = inst->opcode != SPVRT_OpAtomicLoad && inst->opcode != SPVRT_OpAtomicIIncrement &&
                     inst->opcode != SPVRT_OpAtomicIDecrement && inst->opcode != SPVRT_OpAtomicFlagTestAndSet &&
                     inst->opcode != SPVRT_OpAtomicFlagClear;
    for (uint32_t n = 0; n < (has_value ? 1u + compare : 0u) && next + n < inst->word_count; n++) {
        uint32_t value_id = spvrt_val_word(v, inst, next + n);
        if (spvrt_val_type_of(v, value_id) != inst->result_type)
            return spvrt_val_report(v, RULE_MEMORY_ATOMIC_TYPE, inst, "the %s %%%s does not have the result type",
                                    n ? "comparator" : "value", spvrt_val_id_name(v, value_id, s1));
    }
    return true;
}

void spvrt_val_atomics(spvrt_validator *v, const spvrt_mem_facts *f)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++)
        if (is_atomic(m->insts[i].opcode))
            check_atomic(v, f, &m->insts[i]);
}
