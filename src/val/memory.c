/* Memory instructions (SPIR-V 3.52.8) and the memory model (2.18, 3.52.5
 * OpMemoryModel, 3.31 Addressing Model): OpVariable, OpLoad, OpStore, the
 * access chains, OpCopyMemory(Sized), OpArrayLength and memory-access
 * operands, with the Vulkan environment rules on them (Vulkan appendix A). */
#include <stdio.h>

#include "val.h"

/* Per type id: facts found in one forward pass over the type declarations
 * (a type names only earlier types, except through OpTypeForwardPointer). */
#define TYPE_HAS_RUNTIME_ARRAY 1u /* contains a runtime array, not counting through pointers */
#define TYPE_HAS_BOOL 2u          /* contains a bool, not counting through pointers */
#define TYPE_HAS_PLAIN_BOOL 4u    /* contains a bool outside types decorated BuiltIn (spirv-val's ContainsInvalidBool) */
#define TYPE_SEEN 8u
/* bits 8..23: the size in bytes of the largest scalar the type holds (spirv-val's GetLargestScalarType:
 * through arrays, runtime arrays, vectors, matrices and members; a pointer counts 8), for the Aligned
 * operand of PhysicalStorageBuffer accesses */
#define TYPE_LARGEST_SHIFT 8u
#define TYPE_LARGEST_MASK 0xFFFF00u

static uint32_t with_largest(uint32_t bits, uint32_t bytes)
{
    uint32_t old = (bits & TYPE_LARGEST_MASK) >> TYPE_LARGEST_SHIFT;
    if (bytes > 0xFFFFu)
        bytes = 0xFFFFu;
    return bytes > old ? (bits & ~TYPE_LARGEST_MASK) | (bytes << TYPE_LARGEST_SHIFT) : bits;
}

typedef struct memory_pass {
    spvrt_validator *v;
    spvrt_mem_facts facts;
    spvrt_idmap type_bits;
} memory_pass;

static const char *opname(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
}

static uint32_t type_bits(const memory_pass *p, uint32_t type_id)
{
    return spvrt_idmap_get(&p->type_bits, type_id);
}

/* A child type's bits; a pointer type declared later (through OpTypeForwardPointer) still counts 8 bytes. */
static uint32_t child_bits(const memory_pass *p, uint32_t type_id)
{
    uint32_t bits = type_bits(p, type_id);
    if (!bits && spvrt_val_type_opcode(p->v, type_id) == SPVRT_OpTypePointer)
        bits = 8u << TYPE_LARGEST_SHIFT;
    return bits;
}

/* Only children already seen count: a later one is reached through a forward pointer, where spirv-val stops. */
static bool compute_type_bits(memory_pass *p)
{
    const spvrt_module *m = p->v->m;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *t = &m->insts[i];
        if (t->opcode == SPVRT_OpFunction)
            break;
        if (spvrt_inst_info(t)->layout_class != SPVRT_LAYOUT_TYPE || !t->result)
            continue;
        uint32_t bits = TYPE_SEEN;
        switch (t->opcode) {
        case SPVRT_OpTypeBool: bits |= TYPE_HAS_BOOL | TYPE_HAS_PLAIN_BOOL; break;
        case SPVRT_OpTypeInt:
        case SPVRT_OpTypeFloat: bits = with_largest(bits, spvrt_val_word(p->v, t, 2) / 8); break;
        case SPVRT_OpTypePointer: bits = with_largest(bits, 8); break;
        case SPVRT_OpTypeRuntimeArray: {
            uint32_t child = child_bits(p, spvrt_val_word(p->v, t, 2));
            bits = with_largest(bits | TYPE_HAS_RUNTIME_ARRAY | (child & ~TYPE_LARGEST_MASK),
                                (child & TYPE_LARGEST_MASK) >> TYPE_LARGEST_SHIFT);
            break;
        }
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeVector:
        case SPVRT_OpTypeMatrix: {
            uint32_t child = child_bits(p, spvrt_val_word(p->v, t, 2));
            bits = with_largest(bits | (child & ~TYPE_LARGEST_MASK), (child & TYPE_LARGEST_MASK) >> TYPE_LARGEST_SHIFT);
            break;
        }
        case SPVRT_OpTypeStruct:
            for (uint32_t k = 2; k < t->word_count; k++) {
                uint32_t child = child_bits(p, spvrt_val_word(p->v, t, k));
                bits = with_largest(bits | (child & ~TYPE_LARGEST_MASK),
                                    (child & TYPE_LARGEST_MASK) >> TYPE_LARGEST_SHIFT);
            }
            break;
        default: break;
        }
        if (spvrt_mem_decorated(&p->facts, t->result, SPVRT_MEM_DECORATED_BUILTIN))
            bits &= ~TYPE_HAS_PLAIN_BOOL;
        if (!spvrt_idmap_set(&p->type_bits, t->result, bits))
            return false;
    }
    return true;
}

/* ---- memory model ---------------------------------------------------------------------------------- */

static bool check_memory_model(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    /* SPIR-V 2.16.1 / SPV_KHR_vulkan_memory_model: the VulkanMemoryModel capability goes with the Vulkan
     * memory model (spirv-val: "VulkanMemoryModelKHR capability must only be specified if the VulkanKHR
     * memory model is used") */
    if (p->facts.memory_model != SPVRT_MemoryModel_Vulkan &&
        spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VulkanMemoryModel) &&
        !spvrt_val_report(v, RULE_MEMORY_MODEL_CAPABILITY, inst,
                          "the VulkanMemoryModel capability is declared, but the memory model is not Vulkan"))
        return false;
    /* VUID-StandaloneSpirv-None-04635: Logical or PhysicalStorageBuffer64 addressing in Vulkan */
    if (spvrt_val_vulkan(v) && p->facts.addressing_model != SPVRT_AddressingModel_Logical &&
        p->facts.addressing_model != SPVRT_AddressingModel_PhysicalStorageBuffer64 &&
        !spvrt_val_report(v, RULE_ENV_010, inst,
                          "the Vulkan environment requires the Logical or PhysicalStorageBuffer64 addressing model"))
        return false;
    return true;
}

/* ---- OpVariable (3.52.8) ----------------------------------------------------------------------------- */

/* VUID-StandaloneSpirv-None-04643 (Vulkan appendix A, Standalone #11, ENV-018): the storage classes Vulkan
 * allows.  Doc 003's list, extended with HitObjectAttributeEXT (SPV_EXT_shader_invocation_reorder) and
 * NodePayloadAMDX (VK_AMDX_shader_enqueue) as RULES.md "Document defects" resolves, and with the classes of
 * the later extensions spirv-val accepts in Vulkan: HitObjectAttributeNV (the NV form of the hit-object
 * attributes) and TaskPayloadWorkgroupEXT (SPV_EXT_mesh_shader). */
static bool vulkan_forbidden_storage_class(uint32_t storage_class)
{
    switch (storage_class) {
    case SPVRT_StorageClass_UniformConstant:
    case SPVRT_StorageClass_Input:
    case SPVRT_StorageClass_Uniform:
    case SPVRT_StorageClass_Output:
    case SPVRT_StorageClass_Workgroup:
    case SPVRT_StorageClass_Private:
    case SPVRT_StorageClass_Function:
    case SPVRT_StorageClass_PushConstant:
    case SPVRT_StorageClass_Image:
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_RayPayloadKHR:
    case SPVRT_StorageClass_IncomingRayPayloadKHR:
    case SPVRT_StorageClass_HitAttributeKHR:
    case SPVRT_StorageClass_CallableDataKHR:
    case SPVRT_StorageClass_IncomingCallableDataKHR:
    case SPVRT_StorageClass_ShaderRecordBufferKHR:
    case SPVRT_StorageClass_PhysicalStorageBuffer:
    case SPVRT_StorageClass_HitObjectAttributeEXT:
    case SPVRT_StorageClass_NodePayloadAMDX:
    case SPVRT_StorageClass_HitObjectAttributeNV:
    case SPVRT_StorageClass_TaskPayloadWorkgroupEXT:
    /* the newest specification (Vulkan-Docs 090f1b1, Vulkan 1.4.360): 04643 lists TileImageEXT
     * (VK_EXT_shader_tile_image), and VUID-StandaloneSpirv-TileAttachmentQCOM-10689 ... 10696 govern the use of
     * TileAttachmentQCOM (VK_QCOM_tile_shading) */
    case SPVRT_StorageClass_TileImageEXT:
    case SPVRT_StorageClass_TileAttachmentQCOM: return false;
    default: return true;
    }
}

/* An element type the Vulkan UniformConstant class may hold (VUID-StandaloneSpirv-UniformConstant-04655; VK_ARM_tensors
 * adds OpTypeTensorARM to its list). */
static bool is_handle_type(uint16_t opcode)
{
    return opcode == SPVRT_OpTypeImage || opcode == SPVRT_OpTypeSampler || opcode == SPVRT_OpTypeSampledImage ||
           opcode == SPVRT_OpTypeAccelerationStructureKHR || opcode == SPVRT_OpTypeTensorARM;
}

/* Storage classes a bool may live in (spirv-val's list, newest form, so as never to reject more). */
static bool bool_allowed_class(uint32_t storage_class)
{
    switch (storage_class) {
    case SPVRT_StorageClass_Workgroup:
    case SPVRT_StorageClass_CrossWorkgroup:
    case SPVRT_StorageClass_Private:
    case SPVRT_StorageClass_Function:
    case SPVRT_StorageClass_UniformConstant:
    case SPVRT_StorageClass_RayPayloadKHR:
    case SPVRT_StorageClass_IncomingRayPayloadKHR:
    case SPVRT_StorageClass_HitAttributeKHR:
    case SPVRT_StorageClass_CallableDataKHR:
    case SPVRT_StorageClass_IncomingCallableDataKHR:
    case SPVRT_StorageClass_TaskPayloadWorkgroupEXT:
    case SPVRT_StorageClass_HitObjectAttributeNV:
    case SPVRT_StorageClass_NodePayloadAMDX: return true;
    default: return false;
    }
}

static bool check_variable(memory_pass *p, const spvrt_instruction *inst, bool in_function)
{
    spvrt_validator *v = p->v;
    char s1[12], s2[12];
    uint32_t storage_class = spvrt_val_word(v, inst, 3);
    uint32_t pointer_class = 0;
    uint32_t pointee = spvrt_val_pointee(v, inst->result_type, &pointer_class);
    /* 3.52.8 OpVariable: "Result Type must be an OpTypePointer. Its Type operand is the type of object in
     * memory.  Storage Class ... must be the same as the Storage Class operand of the Result Type." */
    if (!pointee)
        return spvrt_val_report(v, RULE_MEMORY_VARIABLE_TYPE, inst, "the result type %%%s is not a pointer type",
                                spvrt_val_id_name(v, inst->result_type, s1));
    if (pointer_class != storage_class)
        return spvrt_val_report(v, RULE_MEMORY_VARIABLE_TYPE, inst,
                                "the storage class differs from the storage class of the result type %%%s",
                                spvrt_val_id_name(v, inst->result_type, s1));
    /* 3.52.8 OpVariable: "Storage Class is ... It must not be Generic." */
    if (storage_class == SPVRT_StorageClass_Generic)
        return spvrt_val_report(v, RULE_MEMORY_VARIABLE_STORAGE, inst, "a variable's storage class cannot be Generic");
    /* 2.4 (logical layout) / 3.52.8: Function variables are the first instructions of a function; all others
     * are module-level */
    if (in_function && storage_class != SPVRT_StorageClass_Function)
        return spvrt_val_report(v, RULE_MEMORY_VARIABLE_STORAGE, inst,
                                "a variable inside a function must have the Function storage class");
    if (!in_function && storage_class == SPVRT_StorageClass_Function)
        return spvrt_val_report(v, RULE_MEMORY_VARIABLE_STORAGE, inst,
                                "a variable outside a function cannot have the Function storage class");
    /* 3.31 PhysicalStorageBuffer: "... must not be used with OpVariable" (spirv-val checks it) */
    if (storage_class == SPVRT_StorageClass_PhysicalStorageBuffer)
        return spvrt_val_report(v, RULE_MEMORY_VARIABLE_STORAGE, inst,
                                "the PhysicalStorageBuffer storage class cannot be used with OpVariable");
    bool has_initializer = inst->word_count > 4;
    if (has_initializer) {
        uint32_t init_id = spvrt_val_word(v, inst, 4);
        const spvrt_instruction *init = spvrt_module_def(v->m, init_id);
        /* 3.52.8 OpVariable: "Initializer ... must be an <id> from a constant instruction or a global
         * (module scope) OpVariable instruction" whose type is the pointee type */
        bool module_variable = init && init->opcode == SPVRT_OpVariable &&
                               spvrt_val_word(v, init, 3) != SPVRT_StorageClass_Function;
        if (!init || !(spvrt_val_is_constant_opcode(init->opcode) || module_variable))
            return spvrt_val_report(v, RULE_MEMORY_VARIABLE_INITIALIZER, inst,
                                    "the initializer %%%s is not a constant or a module-scope variable",
                                    spvrt_val_id_name(v, init_id, s1));
        if (init->result_type != pointee)
            return spvrt_val_report(v, RULE_MEMORY_VARIABLE_INITIALIZER, inst,
                                    "the initializer %%%s does not have the pointee type %%%s",
                                    spvrt_val_id_name(v, init_id, s1), spvrt_val_id_name(v, pointee, s2));
        /* VK_AMDX_shader_enqueue NodePayloadAMDX: "Variables declared with this storage class ... must not have
         * initializers" (AMDX-025, in every environment) */
        if (storage_class == SPVRT_StorageClass_NodePayloadAMDX)
            return spvrt_val_report(v, RULE_AMDX_PAYLOAD_INITIALIZER, inst,
                                    "a variable in the NodePayloadAMDX storage class cannot have an initializer");
        /* SPV_EXT_shader_invocation_reorder 3.7 (SER-008; SPV_NV_shader_invocation_reorder 3.7 the same):
         * HitObjectAttributeEXT / HitObjectAttributeNV variables "cannot have initializers" */
        if (storage_class == SPVRT_StorageClass_HitObjectAttributeEXT ||
            storage_class == SPVRT_StorageClass_HitObjectAttributeNV)
            return spvrt_val_report(v, RULE_SER_ATTRIBUTE_INITIALIZER, inst,
                                    "a variable in the %s storage class cannot have an initializer",
                                    spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, storage_class));
        /* Input variables have no initializer (the values come from the previous stage; spirv-val checks it),
         * nor do TaskPayloadWorkgroupEXT ones */
        if (storage_class == SPVRT_StorageClass_Input || storage_class == SPVRT_StorageClass_TaskPayloadWorkgroupEXT)
            return spvrt_val_report(v, RULE_MEMORY_VARIABLE_INITIALIZER, inst,
                                    "a variable in this storage class cannot have an initializer");
        /* VUID-StandaloneSpirv-OpVariable-04651 (and 04734: Workgroup with OpConstantNull, as spirv-val) */
        if (spvrt_val_vulkan(v) && storage_class != SPVRT_StorageClass_Output &&
            storage_class != SPVRT_StorageClass_Private && storage_class != SPVRT_StorageClass_Function &&
            !(storage_class == SPVRT_StorageClass_Workgroup && init->opcode == SPVRT_OpConstantNull))
            return spvrt_val_report(v, RULE_ENV_026, inst,
                                    "in Vulkan only Output, Private and Function variables (and Workgroup variables "
                                    "with OpConstantNull) may have an initializer");
    }
    /* 2.16.1 / 3.52.6 OpTypeBool: "Boolean values ... have no physical size" — so externally visible storage
     * classes cannot hold them; Input and Output ones only as built-ins (VUID-StandaloneSpirv-Input-07290) */
    bool io = storage_class == SPVRT_StorageClass_Input || storage_class == SPVRT_StorageClass_Output;
    if (!bool_allowed_class(storage_class) &&
        (type_bits(p, pointee) & (io ? TYPE_HAS_PLAIN_BOOL : TYPE_HAS_BOOL)) &&
        !(io && spvrt_mem_decorated(&p->facts, inst->result, SPVRT_MEM_DECORATED_BUILTIN)))
        return spvrt_val_report(v, RULE_MEMORY_VARIABLE_BOOL, inst,
                                io ? "an Input or Output variable holding a bool must be a built-in"
                                   : "a variable holding a bool must be in a storage class not visible outside the "
                                     "shader (Workgroup, Private, Function, ...)");
    /* 2.16.1 Logical addressing: pointers are not stored in memory, but for variable pointers in Function
     * and Private variables (SPV_KHR_variable_pointers) */
    if (p->facts.addressing_model == SPVRT_AddressingModel_Logical &&
        spvrt_val_type_opcode(v, pointee) == SPVRT_OpTypePointer) {
        bool variable_pointers = spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers) ||
                                 spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointersStorageBuffer);
        if (!variable_pointers)
            return spvrt_val_report(v, RULE_MEMORY_VARIABLE_POINTER, inst,
                                    "in Logical addressing a variable cannot hold a pointer (without variable "
                                    "pointers)");
        if (storage_class != SPVRT_StorageClass_Function && storage_class != SPVRT_StorageClass_Private)
            return spvrt_val_report(v, RULE_MEMORY_VARIABLE_POINTER, inst,
                                    "in Logical addressing only Function and Private variables can hold pointers");
        /* SPV_KHR_variable_pointers / 2.2.2 "Variable pointer": a pointer into the StorageBuffer storage class
         * (VariablePointersStorageBuffer) or, with VariablePointers, the Workgroup one; the pointer a variable
         * holds is such a variable pointer */
        uint32_t held_class = 0;
        spvrt_val_pointee(v, pointee, &held_class);
        if (held_class == SPVRT_StorageClass_Workgroup
                ? !spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers)
                : held_class != SPVRT_StorageClass_StorageBuffer)
            return spvrt_val_report(v, RULE_MEMORY_VARIABLE_POINTER, inst,
                                    "in Logical addressing a variable can hold a pointer into the StorageBuffer "
                                    "storage class, or with VariablePointers the Workgroup one, but %%%s points "
                                    "into %s", spvrt_val_id_name(v, pointee, s1),
                                    spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, held_class));
    }
    if (spvrt_val_vulkan(v)) {
        /* VUID-StandaloneSpirv-PushConstant-06808: push constants are a structure */
        if (storage_class == SPVRT_StorageClass_PushConstant && spvrt_val_type_opcode(v, pointee) != SPVRT_OpTypeStruct)
            return spvrt_val_report(v, RULE_MEMORY_VULKAN_PUSH_CONSTANT_TYPE, inst,
                                    "in Vulkan a PushConstant variable must be a structure");
        /* VUID-StandaloneSpirv-Uniform-06807: buffers are structures or arrays of them */
        if (storage_class == SPVRT_StorageClass_Uniform || storage_class == SPVRT_StorageClass_StorageBuffer) {
            const spvrt_instruction *t = spvrt_val_type(v, pointee);
            if (t && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray))
                t = spvrt_val_type(v, spvrt_val_word(v, t, 2));
            if (t && t->opcode != SPVRT_OpTypeStruct)
                return spvrt_val_report(v, RULE_MEMORY_VULKAN_BUFFER_TYPE, inst,
                                        "in Vulkan a Uniform or StorageBuffer variable must be a structure or an "
                                        "array of structures");
        }
        /* VUID-StandaloneSpirv-None-04643 */
        if (vulkan_forbidden_storage_class(storage_class))
            return spvrt_val_report(v, RULE_ENV_018, inst,
                                    "the storage class is not allowed in the Vulkan environment");
        /* VUID-StandaloneSpirv-UniformConstant-04655 */
        if (storage_class == SPVRT_StorageClass_UniformConstant) {
            const spvrt_instruction *t = spvrt_val_type(v, pointee);
            if (t && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray))
                t = spvrt_val_type(v, spvrt_val_word(v, t, 2));
            if (t && !is_handle_type(t->opcode))
                return spvrt_val_report(v, RULE_ENV_030, inst,
                                        "a UniformConstant variable must be an image, sampler, sampled image, "
                                        "acceleration structure or tensor, or an array of one, not %%%s",
                                        spvrt_val_id_name(v, pointee, s1));
        }
    }
    return true;
}

/* ---- pointers of loads and stores ---------------------------------------------------------------------- */

/* 2.16.1 (Logical addressing): a pointer operand must come from an instruction that yields a logical pointer;
 * with VariablePointers(StorageBuffer) a few more (spirv-val's spvOpcodeReturnsLogical(Variable)Pointer). */
static bool returns_logical_pointer(uint16_t opcode, bool variable_pointers)
{
    switch (opcode) {
    case SPVRT_OpVariable:
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain:
    case SPVRT_OpFunctionParameter:
    case SPVRT_OpImageTexelPointer:
    case SPVRT_OpCopyObject: return true;
    case SPVRT_OpSelect:
    case SPVRT_OpPhi:
    case SPVRT_OpFunctionCall:
    case SPVRT_OpPtrAccessChain:
    case SPVRT_OpLoad:
    case SPVRT_OpConstantNull: return variable_pointers;
    default: return false;
    }
}

static bool check_logical_pointer(memory_pass *p, const spvrt_instruction *inst, uint32_t pointer_id)
{
    spvrt_validator *v = p->v;
    if (p->facts.addressing_model != SPVRT_AddressingModel_Logical)
        return true;
    bool variable_pointers = spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers) ||
                             spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointersStorageBuffer);
    const spvrt_instruction *def = spvrt_module_def(v->m, pointer_id);
    char s1[12];
    if (def && !returns_logical_pointer(def->opcode, variable_pointers))
        return spvrt_val_report(v, RULE_MEMORY_LOGICAL_POINTER, inst,
                                "the pointer %%%s (from %s) is not a logical pointer%s",
                                spvrt_val_id_name(v, pointer_id, s1), opname(def),
                                variable_pointers ? "" : " (without the VariablePointers capabilities)");
    return true;
}

/* 2.16.1 (Logical addressing): "A pointer operand to OpFunctionCall must point into one of the following storage
 * classes: UniformConstant, Function, Private, Workgroup, AtomicCounter"; SPV_KHR_variable_pointers adds StorageBuffer
 * (with VariablePointersStorageBuffer or VariablePointers), SPV_KHR_physical_storage_buffer PhysicalStorageBuffer
 * pointers; the ShaderRecordBufferKHR and TileImageEXT classes are allowed as spirv-val allows them (so as never to
 * reject more than it).  Judged on the callee's parameter types, which the arguments match (CORE-CFG-FUNCTION-CALL). */
static bool check_call_pointer_arguments(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t model = p->facts.addressing_model;
    if (model != SPVRT_AddressingModel_Logical && model != SPVRT_AddressingModel_PhysicalStorageBuffer64)
        return true;
    bool storage_buffer = spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers) ||
                          spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointersStorageBuffer);
    for (uint32_t k = 4; k < inst->word_count; k++) {
        uint32_t argument = spvrt_val_word(v, inst, k);
        const spvrt_instruction *t = spvrt_val_type(v, spvrt_val_type_of(v, argument));
        if (!t || (t->opcode != SPVRT_OpTypePointer && t->opcode != SPVRT_OpTypeUntypedPointerKHR))
            continue;
        uint32_t sc = spvrt_val_word(v, t, 2);
        switch (sc) {
        case SPVRT_StorageClass_UniformConstant:
        case SPVRT_StorageClass_Function:
        case SPVRT_StorageClass_Private:
        case SPVRT_StorageClass_Workgroup:
        case SPVRT_StorageClass_AtomicCounter:
        case SPVRT_StorageClass_PhysicalStorageBuffer:
        case SPVRT_StorageClass_ShaderRecordBufferKHR:
        case SPVRT_StorageClass_TileImageEXT: continue;
        case SPVRT_StorageClass_StorageBuffer:
            if (storage_buffer)
                continue;
            break;
        default: break;
        }
        char s1[12];
        return spvrt_val_report(v, RULE_MEMORY_CALL_POINTER_CLASS, inst,
                                "argument %u (%%%s) points into the %s storage class, which a function call cannot "
                                "take a pointer into in %s addressing%s", k - 4, spvrt_val_id_name(v, argument, s1),
                                spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, sc),
                                model == SPVRT_AddressingModel_Logical ? "Logical" : "PhysicalStorageBuffer64",
                                sc == SPVRT_StorageClass_StorageBuffer
                                    ? " (without VariablePointers or VariablePointersStorageBuffer)"
                                    : "");
    }
    return true;
}

/* ---- memory operands (3.26 Memory Operands) ------------------------------------------------------------- */

/* The words a memory-operands mask and its parameters take, for the bits spirv-val counts. */
static uint32_t memory_access_words(uint32_t mask)
{
    return 1 + ((mask & SPVRT_MemoryAccess_Aligned) != 0) + ((mask & SPVRT_MemoryAccess_MakePointerAvailable) != 0) +
           ((mask & SPVRT_MemoryAccess_MakePointerVisible) != 0);
}

static bool non_private_class(uint32_t storage_class)
{
    switch (storage_class) {
    case SPVRT_StorageClass_Uniform:
    case SPVRT_StorageClass_Workgroup:
    case SPVRT_StorageClass_CrossWorkgroup:
    case SPVRT_StorageClass_Generic:
    case SPVRT_StorageClass_Image:
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_PhysicalStorageBuffer: return true;
    default: return false;
    }
}

#define NO_CLASS UINT32_MAX

/* One memory-operands mask at word `at` (or absent when at >= word_count).  target_class / source_class:
 * the storage classes accessed (source NO_CLASS for loads and stores). */
static bool check_memory_access(memory_pass *p, const spvrt_instruction *inst, uint32_t at, uint32_t target_class,
                                uint32_t source_class, uint32_t target_pointee, uint32_t source_pointee)
{
    spvrt_validator *v = p->v;
    bool physical = target_class == SPVRT_StorageClass_PhysicalStorageBuffer ||
                    source_class == SPVRT_StorageClass_PhysicalStorageBuffer;
    /* 2.16.1 / SPV_KHR_physical_storage_buffer: accesses through PhysicalStorageBuffer pointers are Aligned
     * (VUID-StandaloneSpirv-PhysicalStorageBuffer64-04708, which spirv-val applies everywhere) */
    /* in Vulkan the requirement is ENV-083 (Vulkan appendix A, Standalone #77) */
    spvrt_rule aligned_rule = spvrt_val_vulkan(v) ? RULE_ENV_PHYSICAL_ALIGNED : RULE_MEMORY_ACCESS_OPERANDS;
    if (at >= inst->word_count) {
        if (physical)
            return spvrt_val_report(v, aligned_rule, inst,
                                    "a memory access through a PhysicalStorageBuffer pointer must use Aligned");
        return true;
    }
    uint32_t mask = spvrt_val_word(v, inst, at);
    bool is_load = inst->opcode == SPVRT_OpLoad;
    bool is_store = inst->opcode == SPVRT_OpStore;
    /* 3.26 MakePointerAvailable: "Not valid with OpLoad"; requires NonPrivatePointer */
    if (mask & SPVRT_MemoryAccess_MakePointerAvailable) {
        if (is_load)
            return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst, "MakePointerAvailable cannot be used with "
                                    "OpLoad");
        if (!(mask & SPVRT_MemoryAccess_NonPrivatePointer))
            return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst,
                                    "MakePointerAvailable requires NonPrivatePointer");
        uint32_t k = at + memory_access_words(mask & (SPVRT_MemoryAccess_MakePointerAvailable * 2 - 1)) - 1;
        if (k < inst->word_count && !spvrt_mem_check_memory_scope(v, &p->facts, inst, spvrt_val_word(v, inst, k)))
            return false;
    }
    /* 3.26 MakePointerVisible: "Not valid with OpStore"; requires NonPrivatePointer */
    if (mask & SPVRT_MemoryAccess_MakePointerVisible) {
        if (is_store)
            return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst, "MakePointerVisible cannot be used with "
                                    "OpStore");
        if (!(mask & SPVRT_MemoryAccess_NonPrivatePointer))
            return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst,
                                    "MakePointerVisible requires NonPrivatePointer");
        uint32_t k = at + memory_access_words(mask & (SPVRT_MemoryAccess_MakePointerVisible * 2 - 1)) - 1;
        if (k < inst->word_count && !spvrt_mem_check_memory_scope(v, &p->facts, inst, spvrt_val_word(v, inst, k)))
            return false;
    }
    /* 3.26 NonPrivatePointer: only for memory shared between invocations */
    if ((mask & SPVRT_MemoryAccess_NonPrivatePointer) &&
        (!non_private_class(target_class) || (source_class != NO_CLASS && !non_private_class(source_class))))
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst,
                                "NonPrivatePointer requires a pointer in the Uniform, Workgroup, CrossWorkgroup, "
                                "Generic, Image, StorageBuffer or PhysicalStorageBuffer storage class");
    if (!(mask & SPVRT_MemoryAccess_Aligned)) {
        if (physical)
            return spvrt_val_report(v, aligned_rule, inst,
                                    "a memory access through a PhysicalStorageBuffer pointer must use Aligned");
        return true;
    }
    /* 3.26 Aligned: "the literal ... must be a power of two"; the literal follows the mask */
    uint32_t alignment = at + 1 < inst->word_count ? spvrt_val_word(v, inst, at + 1) : 0;
    if (alignment == 0 || (alignment & (alignment - 1)))
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst, "the Aligned operand %u is not a power of two",
                                alignment);
    /* VUID-StandaloneSpirv-PhysicalStorageBuffer64-06314 (static on the operand, as spirv-val checks it in
     * every environment): through a PhysicalStorageBuffer pointer the alignment is at least the size of the
     * largest scalar of the pointee type */
    uint32_t largest = 0;
    if (target_class == SPVRT_StorageClass_PhysicalStorageBuffer)
        largest = (type_bits(p, target_pointee) & TYPE_LARGEST_MASK) >> TYPE_LARGEST_SHIFT;
    if (source_class == SPVRT_StorageClass_PhysicalStorageBuffer) {
        uint32_t s = (type_bits(p, source_pointee) & TYPE_LARGEST_MASK) >> TYPE_LARGEST_SHIFT;
        largest = s > largest ? s : largest;
    }
    if (alignment < largest)
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst, "the Aligned operand %u is smaller than the "
                                "largest scalar (%u bytes) of the PhysicalStorageBuffer pointee", alignment, largest);
    return true;
}

/* ---- OpPtrEqual, OpPtrNotEqual, OpPtrDiff ---------------------------------------------------------------- */

/* SPIR-V 3.52.8: OpPtrEqual / OpPtrNotEqual give a Boolean scalar, OpPtrDiff an integer scalar; Operand 1
 * and Operand 2 are pointers of the same type.  2.16.1 (Logical addressing): without the VariablePointers
 * capabilities a logical pointer is no operand of them (PhysicalStorageBuffer pointers are not logical);
 * with them, only StorageBuffer pointers, and Workgroup ones under VariablePointers itself (2.2.2
 * "Variable pointer"; as spirv-val's ValidatePtrComparison).  Under a physical addressing model a
 * PhysicalStorageBuffer pointer is not compared with these. */
static bool check_ptr_comparison(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    uint32_t a = spvrt_val_word(v, inst, 3), b = spvrt_val_word(v, inst, 4);
    uint32_t type_a = spvrt_val_type_of(v, a), type_b = spvrt_val_type_of(v, b);
    uint32_t storage_class = NO_CLASS;
    bool pointers = spvrt_val_pointee(v, type_a, &storage_class) && spvrt_val_type_opcode(v, type_b) == SPVRT_OpTypePointer;
    uint32_t model = p->facts.addressing_model;
    bool logical = model == SPVRT_AddressingModel_Logical || model == SPVRT_AddressingModel_PhysicalStorageBuffer64;
    bool variable_pointers = spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers) ||
                             spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointersStorageBuffer);
    if (pointers && logical && storage_class != SPVRT_StorageClass_PhysicalStorageBuffer && !variable_pointers)
        return spvrt_val_report(v, RULE_MEMORY_PTR_COMPARISON, inst, "%s on logical pointers needs the "
                                "VariablePointers or VariablePointersStorageBuffer capability", opname(inst));
    uint16_t result = spvrt_val_type_opcode(v, inst->result_type);
    if (inst->opcode == SPVRT_OpPtrDiff ? result != SPVRT_OpTypeInt : result != SPVRT_OpTypeBool)
        return spvrt_val_report(v, RULE_MEMORY_PTR_COMPARISON, inst, "the Result Type %%%s is not %s",
                                spvrt_val_id_name(v, inst->result_type, s1),
                                inst->opcode == SPVRT_OpPtrDiff ? "an integer scalar" : "a Boolean scalar");
    if (!pointers)
        return spvrt_val_report(v, RULE_MEMORY_PTR_COMPARISON, inst, "%s operands are not both pointers",
                                opname(inst));
    if (type_a != type_b)
        return spvrt_val_report(v, RULE_MEMORY_PTR_COMPARISON, inst, "Operand 1 and Operand 2 are pointers of "
                                "different types");
    if (model == SPVRT_AddressingModel_Logical) {
        if (storage_class != SPVRT_StorageClass_Workgroup && storage_class != SPVRT_StorageClass_StorageBuffer)
            return spvrt_val_report(v, RULE_MEMORY_PTR_COMPARISON, inst, "%s compares %s pointers; with logical "
                                    "addressing only StorageBuffer and Workgroup ones", opname(inst),
                                    spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, storage_class));
        if (storage_class == SPVRT_StorageClass_Workgroup &&
            !spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers))
            return spvrt_val_report(v, RULE_MEMORY_PTR_COMPARISON, inst, "%s on Workgroup pointers needs the "
                                    "VariablePointers capability", opname(inst));
    } else if (storage_class == SPVRT_StorageClass_PhysicalStorageBuffer) {
        return spvrt_val_report(v, RULE_MEMORY_PTR_COMPARISON, inst, "%s cannot compare PhysicalStorageBuffer "
                                "pointers", opname(inst));
    }
    return true;
}

/* ---- OpLoad, OpStore ---------------------------------------------------------------------------------- */

static bool check_load(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12], s2[12], s3[12];
    uint32_t pointer_id = spvrt_val_word(v, inst, 3);
    if (!check_logical_pointer(p, inst, pointer_id))
        return false;
    uint32_t pointer_type = spvrt_val_type_of(v, pointer_id);
    uint32_t storage_class = 0;
    uint32_t pointee = spvrt_val_pointee(v, pointer_type, &storage_class);
    /* 3.52.8 OpLoad: "Pointer is the pointer to load through.  Its type must be an OpTypePointer whose Type
     * operand is the same as Result Type." */
    if (!pointee) {
        return spvrt_val_report(v, RULE_MEMORY_LOAD_TYPE, inst, "the pointer %%%s is not of a pointer type",
                                spvrt_val_id_name(v, pointer_id, s1));
    }
    if (pointee != inst->result_type)
        return spvrt_val_report(v, RULE_MEMORY_LOAD_TYPE, inst,
                                "the result type %%%s is not the type %%%s the pointer %%%s points to",
                                spvrt_val_id_name(v, inst->result_type, s1), spvrt_val_id_name(v, pointee, s2),
                                spvrt_val_id_name(v, pointer_id, s3));
    /* 2.2.2: a runtime array's size is not known, so it cannot be loaded as a value (spirv-val checks it) */
    if (type_bits(p, inst->result_type) & TYPE_HAS_RUNTIME_ARRAY)
        return spvrt_val_report(v, RULE_MEMORY_LOAD_TYPE, inst, "cannot load a value that contains a runtime array");
    return check_memory_access(p, inst, 4, storage_class, NO_CLASS, pointee, 0);
}

/* The instruction a pointer is derived from through access chains and copies (spirv-val's TracePointer),
 * or NULL when the chain is longer than we follow (a bound, so that every store costs little). */
static const spvrt_instruction *trace_pointer(const spvrt_validator *v, uint32_t pointer_id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, pointer_id);
    for (uint32_t steps = 0; def && steps < 1024; steps++) {
        switch (def->opcode) {
        case SPVRT_OpAccessChain:
        case SPVRT_OpInBoundsAccessChain:
        case SPVRT_OpPtrAccessChain:
        case SPVRT_OpInBoundsPtrAccessChain:
        case SPVRT_OpCopyObject: def = spvrt_module_def(v->m, spvrt_val_word(v, def, 3)); break;
        default: return def;
        }
    }
    return NULL;
}

static bool check_store(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12], s2[12], s3[12];
    uint32_t pointer_id = spvrt_val_word(v, inst, 1);
    uint32_t object_id = spvrt_val_word(v, inst, 2);
    if (!check_logical_pointer(p, inst, pointer_id))
        return false;
    uint32_t pointer_type = spvrt_val_type_of(v, pointer_id);
    uint32_t storage_class = 0;
    uint32_t pointee = spvrt_val_pointee(v, pointer_type, &storage_class);
    if (!pointee) {
        return spvrt_val_report(v, RULE_MEMORY_STORE_TYPE, inst, "the pointer %%%s is not of a pointer type",
                                spvrt_val_id_name(v, pointer_id, s1));
    }
    /* 3.52.8 OpStore: "Pointer is the pointer to store through.  Its type must be an OpTypePointer whose
     * Type operand is the same as the type of Object." */
    uint16_t pointee_opcode = spvrt_val_type_opcode(v, pointee);
    if (pointee_opcode == 0 || pointee_opcode == SPVRT_OpTypeVoid)
        return spvrt_val_report(v, RULE_MEMORY_STORE_TYPE, inst, "the pointer %%%s points to void",
                                spvrt_val_id_name(v, pointer_id, s1));
    /* 2.16.1 / Vulkan: UniformConstant, Input and PushConstant (and shader record buffers) are read-only */
    if (storage_class == SPVRT_StorageClass_UniformConstant || storage_class == SPVRT_StorageClass_Input ||
        storage_class == SPVRT_StorageClass_PushConstant ||
        storage_class == SPVRT_StorageClass_ShaderRecordBufferKHR)
        return spvrt_val_report(v, RULE_MEMORY_STORE_READ_ONLY, inst,
                                "the pointer %%%s points into a read-only storage class",
                                spvrt_val_id_name(v, pointer_id, s1));
    const spvrt_instruction *object = spvrt_module_def(v->m, object_id);
    uint32_t object_type = object ? object->result_type : 0;
    uint16_t object_type_opcode = spvrt_val_type_opcode(v, object_type);
    if (object_type_opcode == 0 || object_type_opcode == SPVRT_OpTypeVoid)
        return spvrt_val_report(v, RULE_MEMORY_STORE_TYPE, inst, "the object %%%s is not a value",
                                spvrt_val_id_name(v, object_id, s1));
    if (object_type != pointee)
        return spvrt_val_report(v, RULE_MEMORY_STORE_TYPE, inst,
                                "the object %%%s has type %%%s, not the type %%%s the pointer points to",
                                spvrt_val_id_name(v, object_id, s1), spvrt_val_id_name(v, object_type, s2),
                                spvrt_val_id_name(v, pointee, s3));
    if (!check_memory_access(p, inst, 3, storage_class, NO_CLASS, pointee, 0))
        return false;
    /* VUID-StandaloneSpirv-Uniform-06925: Uniform Block variables are read-only in Vulkan */
    if (spvrt_val_vulkan(v) && storage_class == SPVRT_StorageClass_Uniform) {
        const spvrt_instruction *base = trace_pointer(v, pointer_id);
        if (base && base->opcode == SPVRT_OpVariable) {
            const spvrt_instruction *t = spvrt_val_type(v, spvrt_val_pointee(v, base->result_type, NULL));
            if (t && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray))
                t = spvrt_val_type(v, spvrt_val_word(v, t, 2));
            if (t && spvrt_mem_decorated(&p->facts, t->result, SPVRT_MEM_DECORATED_BLOCK))
                return spvrt_val_report(v, RULE_MEMORY_VULKAN_UNIFORM_BLOCK_STORE, inst,
                                        "in Vulkan a Uniform Block cannot be stored to (through %%%s)",
                                        spvrt_val_id_name(v, pointer_id, s1));
        }
    }
    return true;
}

/* ---- access chains --------------------------------------------------------------------------------------- */

/* An OpConstant of integer type, signed or not as its type says (spirv-val's EvalConstantValInt64). */
static bool constant_int64(const spvrt_validator *v, uint32_t id, int64_t *value)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    if (!def || def->opcode != SPVRT_OpConstant)
        return false;
    const spvrt_instruction *t = spvrt_val_type(v, def->result_type);
    if (!t || t->opcode != SPVRT_OpTypeInt || def->word_count < 4)
        return false;
    if (def->word_count == 4) {
        uint32_t w = spvrt_val_word(v, def, 3);
        *value = spvrt_val_word(v, t, 3) == 1 ? (int64_t)(int32_t)w : (int64_t)w;
    } else {
        *value = (int64_t)((uint64_t)spvrt_val_word(v, def, 3) | ((uint64_t)spvrt_val_word(v, def, 4) << 32));
    }
    return true;
}

static bool check_access_chain(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12], s2[12];
    bool ptr_chain = inst->opcode == SPVRT_OpPtrAccessChain || inst->opcode == SPVRT_OpInBoundsPtrAccessChain;
    /* 3.52.8 OpPtrAccessChain: in Logical addressing it makes a variable pointer (spirv-val) */
    if (ptr_chain && p->facts.addressing_model == SPVRT_AddressingModel_Logical &&
        !spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers) &&
        !spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointersStorageBuffer))
        /* in Vulkan every base then breaks ENV-082 (Vulkan appendix A, Standalone #76) */
        return spvrt_val_report(v, spvrt_val_vulkan(v) ? RULE_ENV_PTR_ACCESS_CHAIN_BASE : RULE_MEMORY_PTR_ACCESS_CHAIN,
                                inst,
                                "in Logical addressing, %s needs the VariablePointers or "
                                "VariablePointersStorageBuffer capability", opname(inst));
    /* 3.52.8 OpAccessChain: "Result Type must be an OpTypePointer.  Its Type operand must be the type
     * reached by walking the Base's type hierarchy down to the last provided index in Indexes, and its
     * Storage Class operand must be the same as the Storage Class of Base." */
    uint32_t result_class = 0, base_class = 0;
    uint32_t result_pointee = spvrt_val_pointee(v, inst->result_type, &result_class);
    if (!result_pointee)
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_BASE, inst, "the result type %%%s is not a pointer type",
                                spvrt_val_id_name(v, inst->result_type, s1));
    uint32_t base_id = spvrt_val_word(v, inst, 3);
    uint32_t base_type = spvrt_val_type_of(v, base_id);
    uint32_t walked = spvrt_val_pointee(v, base_type, &base_class);
    if (!walked)
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_BASE, inst, "the base %%%s is not a pointer",
                                spvrt_val_id_name(v, base_id, s1));
    if (base_class != result_class)
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_BASE, inst,
                                "the result's storage class differs from the storage class of the base %%%s",
                                spvrt_val_id_name(v, base_id, s1));
    /* 2.17 Universal Limits: at most 255 indexes (or --max-access-chain-indexes) */
    uint32_t first_index = ptr_chain ? 5 : 4;
    uint32_t index_count = inst->word_count > first_index ? inst->word_count - first_index : 0;
    uint32_t max_indexes = v->options.limits.max_access_chain_indexes ? v->options.limits.max_access_chain_indexes
                                                                      : 255;
    if (index_count > max_indexes)
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_INDEX, inst, "%u indexes exceed the limit of %u",
                                index_count, max_indexes);
    for (uint32_t k = first_index; k < inst->word_count; k++) {
        uint32_t index_id = spvrt_val_word(v, inst, k);
        /* "Each index must be a scalar integer type" */
        if (spvrt_val_type_opcode(v, spvrt_val_type_of(v, index_id)) != SPVRT_OpTypeInt)
            return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_INDEX, inst,
                                    "the index %%%s is not a scalar integer", spvrt_val_id_name(v, index_id, s1));
        const spvrt_instruction *t = spvrt_val_type(v, walked);
        switch (t ? t->opcode : 0) {
        case SPVRT_OpTypeMatrix:
        case SPVRT_OpTypeVector:
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray:
        case SPVRT_OpTypeCooperativeMatrixNV:
            case SPVRT_OpTypeNodePayloadArrayAMDX: walked = spvrt_val_word(v, t, 2); break;
        case SPVRT_OpTypeStruct: {
            /* "When indexing into a structure, the index must be an OpConstant" selecting a member */
            int64_t member;
            if (!constant_int64(v, index_id, &member))
                return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_INDEX, inst,
                                        "the index %%%s into the structure %%%s is not an OpConstant",
                                        spvrt_val_id_name(v, index_id, s1), spvrt_val_id_name(v, walked, s2));
            if (member < 0 || member >= (int64_t)t->word_count - 2)
                return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_INDEX, inst,
                                        "the index %lld is out of range for the structure %%%s of %u members",
                                        (long long)member, spvrt_val_id_name(v, walked, s1), t->word_count - 2u);
            walked = spvrt_val_word(v, t, 2 + (uint32_t)member);
            break;
        }
        default:
            return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_INDEX, inst,
                                    "the index %%%s indexes into %%%s, which is not a composite",
                                    spvrt_val_id_name(v, index_id, s1), spvrt_val_id_name(v, walked, s2));
        }
    }
    if (walked != result_pointee)
        return spvrt_val_report(v, RULE_MEMORY_ACCESS_CHAIN_RESULT, inst,
                                "the result points to %%%s, but the indexes reach %%%s",
                                spvrt_val_id_name(v, result_pointee, s1), spvrt_val_id_name(v, walked, s2));
    /* 3.52.8 OpPtrAccessChain (and spirv-val): with Shader, a Base into buffer memory has an ArrayStride */
    if (ptr_chain && spvrt_mem_has_capability(&p->facts, SPVRT_Capability_Shader) &&
        (base_class == SPVRT_StorageClass_Uniform || base_class == SPVRT_StorageClass_StorageBuffer ||
         base_class == SPVRT_StorageClass_PhysicalStorageBuffer || base_class == SPVRT_StorageClass_PushConstant ||
         (base_class == SPVRT_StorageClass_Workgroup &&
          spvrt_mem_has_capability(&p->facts, SPVRT_Capability_WorkgroupMemoryExplicitLayoutKHR))) &&
        !spvrt_mem_decorated(&p->facts, base_type, SPVRT_MEM_DECORATED_ARRAY_STRIDE))
        return spvrt_val_report(v, RULE_MEMORY_PTR_ACCESS_CHAIN, inst,
                                "the base's pointer type %%%s must be decorated with ArrayStride",
                                spvrt_val_id_name(v, base_type, s1));
    return true;
}

/* ---- OpArrayLength, OpCopyMemory(Sized) ---------------------------------------------------------------- */

static bool check_array_length(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    /* 3.52.8 OpArrayLength: "Result Type must be an OpTypeInt with 32-bit Width and 0 Signedness.
     * Structure must be a logical pointer to an OpTypeStruct whose last member is a run-time array.
     * Array member is an unsigned 32-bit integer index of the last member of the structure." */
    const spvrt_instruction *rt = spvrt_val_type(v, inst->result_type);
    if (!rt || rt->opcode != SPVRT_OpTypeInt || spvrt_val_word(v, rt, 2) != 32 || spvrt_val_word(v, rt, 3) != 0)
        return spvrt_val_report(v, RULE_MEMORY_ARRAY_LENGTH, inst,
                                "the result type must be a 32-bit unsigned integer");
    uint32_t structure_id = spvrt_val_word(v, inst, 3);
    const spvrt_instruction *st = spvrt_val_type(v, spvrt_val_pointee(v, spvrt_val_type_of(v, structure_id), NULL));
    if (!st || st->opcode != SPVRT_OpTypeStruct || st->word_count < 3)
        return spvrt_val_report(v, RULE_MEMORY_ARRAY_LENGTH, inst, "%%%s is not a pointer to a structure",
                                spvrt_val_id_name(v, structure_id, s1));
    uint32_t last = st->word_count - 3u;
    if (spvrt_val_type_opcode(v, spvrt_val_word(v, st, st->word_count - 1u)) != SPVRT_OpTypeRuntimeArray)
        return spvrt_val_report(v, RULE_MEMORY_ARRAY_LENGTH, inst,
                                "the last member of the structure is not a runtime array");
    if (spvrt_val_word(v, inst, 4) != last)
        return spvrt_val_report(v, RULE_MEMORY_ARRAY_LENGTH, inst,
                                "the array member %u is not the last member (%u) of the structure",
                                spvrt_val_word(v, inst, 4), last);
    return true;
}

static bool check_copy_memory(memory_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    bool sized = inst->opcode == SPVRT_OpCopyMemorySized;
    uint32_t target_id = spvrt_val_word(v, inst, 1), source_id = spvrt_val_word(v, inst, 2);
    uint32_t target_class = 0, source_class = 0;
    uint32_t target_type = spvrt_val_type_of(v, target_id), source_type = spvrt_val_type_of(v, source_id);
    uint32_t target = spvrt_val_pointee(v, target_type, &target_class);
    uint32_t source = spvrt_val_pointee(v, source_type, &source_class);
    /* 3.52.8 OpCopyMemory / OpCopyMemorySized: Target and Source are pointers */
    if (!target)
        return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the target %%%s is not a pointer",
                                spvrt_val_id_name(v, target_id, s1));
    if (!source)
        return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the source %%%s is not a pointer",
                                spvrt_val_id_name(v, source_id, s1));
    uint32_t first_access;
    if (!sized) {
        /* OpCopyMemory: "The type of each must be the same", and not void */
        if (spvrt_val_type_opcode(v, target) == SPVRT_OpTypeVoid || spvrt_val_type_opcode(v, target) == 0)
            return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the target points to void");
        if (spvrt_val_type_opcode(v, source) == SPVRT_OpTypeVoid || spvrt_val_type_opcode(v, source) == 0)
            return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the source points to void");
        if (target != source)
            return spvrt_val_report(v, RULE_MEMORY_COPY, inst,
                                    "the target and the source point to different types");
        first_access = 3;
    } else {
        /* OpCopyMemorySized: "Size is the number of bytes to copy.  It must have a scalar integer type." */
        uint32_t size_id = spvrt_val_word(v, inst, 3);
        const spvrt_instruction *size = spvrt_module_def(v->m, size_id);
        const spvrt_instruction *size_type = size ? spvrt_val_type(v, size->result_type) : NULL;
        if (!size_type || size_type->opcode != SPVRT_OpTypeInt)
            return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the size %%%s is not a scalar integer",
                                    spvrt_val_id_name(v, size_id, s1));
        /* "If it is a constant instruction, it must not be 0 (and a signed one must not be negative)" */
        if (size->opcode == SPVRT_OpConstantNull)
            return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the size cannot be a constant zero");
        if (size->opcode == SPVRT_OpConstant && size->word_count >= 4) {
            if (spvrt_val_word(v, size_type, 3) == 1 && (spvrt_val_word(v, size, size->word_count - 1u) & 0x80000000u))
                return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the size cannot be negative");
            bool zero = true;
            for (uint32_t k = 3; k < size->word_count; k++)
                zero = zero && spvrt_val_word(v, size, k) == 0;
            if (zero)
                return spvrt_val_report(v, RULE_MEMORY_COPY, inst, "the size cannot be a constant zero");
        }
        first_access = 4;
    }
    if (!check_memory_access(p, inst, first_access, target_class, source_class, target, source))
        return false;
    /* SPIR-V 1.4: a second memory-operands mask for the source */
    if (first_access < inst->word_count) {
        uint32_t first_mask = spvrt_val_word(v, inst, first_access);
        uint32_t second = first_access + memory_access_words(first_mask);
        if (second < inst->word_count) {
            if (v->m->header.version < SPVRT_VERSION_WORD(1, 4))
                return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst,
                                        "%s with two memory operands requires SPIR-V 1.4", opname(inst));
            if (!check_memory_access(p, inst, second, target_class, source_class, target, source))
                return false;
            if (first_mask & SPVRT_MemoryAccess_MakePointerVisible)
                return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst,
                                        "the target memory operands cannot include MakePointerVisible");
            if (spvrt_val_word(v, inst, second) & SPVRT_MemoryAccess_MakePointerAvailable)
                return spvrt_val_report(v, RULE_MEMORY_ACCESS_OPERANDS, inst,
                                        "the source memory operands cannot include MakePointerAvailable");
        }
    }
    return true;
}

void spvrt_val_memory(spvrt_validator *v)
{
    memory_pass p = {.v = v};
    if (!spvrt_mem_facts_build(v, &p.facts))
        return;
    if (!spvrt_idmap_init_growable(&p.type_bits, v->ctx, 0)) {
        spvrt_mem_facts_free(v, &p.facts);
        return;
    }
    const spvrt_module *m = v->m;
    bool ok = compute_type_bits(&p);
    bool in_function = false;
    for (uint32_t i = 0; ok && i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpFunction: in_function = true; break;
        case SPVRT_OpFunctionEnd: in_function = false; break;
        case SPVRT_OpMemoryModel: ok = check_memory_model(&p, inst); break;
        case SPVRT_OpVariable: ok = check_variable(&p, inst, in_function); break;
        case SPVRT_OpTypePointer:
        case SPVRT_OpTypeForwardPointer:
            /* VUID-StandaloneSpirv-None-04643: a pointer type names a storage class too */
            if (spvrt_val_vulkan(v) && vulkan_forbidden_storage_class(spvrt_val_word(v, inst, 2)))
                ok = spvrt_val_report(v, RULE_ENV_018, inst,
                                      "the storage class is not allowed in the Vulkan environment");
            break;
        case SPVRT_OpLoad: ok = check_load(&p, inst); break;
        case SPVRT_OpFunctionCall: ok = check_call_pointer_arguments(&p, inst); break;
        case SPVRT_OpStore: ok = check_store(&p, inst); break;
        case SPVRT_OpAccessChain:
        case SPVRT_OpInBoundsAccessChain:
        case SPVRT_OpPtrAccessChain:
        case SPVRT_OpInBoundsPtrAccessChain: ok = check_access_chain(&p, inst); break;
        case SPVRT_OpArrayLength: ok = check_array_length(&p, inst); break;
        case SPVRT_OpCopyMemory:
        case SPVRT_OpCopyMemorySized: ok = check_copy_memory(&p, inst); break;
        case SPVRT_OpPtrEqual:
        case SPVRT_OpPtrNotEqual:
        case SPVRT_OpPtrDiff: ok = check_ptr_comparison(&p, inst); break;
        default: break;
        }
        /* a rule broken: go on with the next instruction unless the report limit is reached */
        ok = !v->stopped;
    }
    spvrt_idmap_free(&p.type_bits);
    if (!v->stopped)
        spvrt_val_barriers(v, &p.facts);
    if (!v->stopped)
        spvrt_val_atomics(v, &p.facts);
    if (!v->stopped)
        spvrt_val_derivatives(v, &p.facts);
    if (!v->stopped)
        spvrt_val_images(v, &p.facts);
    spvrt_mem_facts_free(v, &p.facts);
}
