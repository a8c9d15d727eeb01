/* The validator's rules: our ids, the Vulkan VUID where one exists, the
 * specification section each implements.  docs/rules.md is generated from
 * this table (spvrt val --list-rules). */
#include "val.h"

const spvrt_rule_info spvrt_val_rules[RULE_COUNT] = {
    [RULE_VERSION_TARGET] = {"CORE-VERSION-TARGET", NULL, "SPIR-V 2.3; Vulkan appendix A \"Versions and Formats\"",
                             "The module's SPIR-V version must be one the target environment accepts."},
    [RULE_LAYOUT_ORDER] = {"CORE-LAYOUT-ORDER", NULL, "SPIR-V 2.4",
                           "Module-level instructions appear in the order of the logical layout: capabilities, "
                           "extensions, imports, memory model, entry points, execution modes, debug, annotations, "
                           "types/constants/global variables, functions."},
    [RULE_LAYOUT_IN_FUNCTION] = {"CORE-LAYOUT-IN-FUNCTION", NULL, "SPIR-V 2.4",
                                 "A module-level instruction must not appear inside a function."},
    [RULE_LAYOUT_OUTSIDE_FUNCTION] = {"CORE-LAYOUT-OUTSIDE-FUNCTION", NULL, "SPIR-V 2.4",
                                      "An instruction of a function body must appear inside a function."},
    [RULE_LAYOUT_MEMORY_MODEL] = {"CORE-LAYOUT-MEMORY-MODEL", NULL, "SPIR-V 2.4",
                                  "A module has exactly one OpMemoryModel."},
    [RULE_LAYOUT_FUNCTION_END] = {"CORE-LAYOUT-FUNCTION-END", NULL, "SPIR-V 2.4; 3.52.9 (OpFunction)",
                                  "Every OpFunction ends with OpFunctionEnd; functions do not nest."},
    [RULE_LAYOUT_DECLARATIONS_FIRST] = {"CORE-LAYOUT-DECLARATIONS-FIRST", NULL, "SPIR-V 2.4 (items 10, 11)",
                                        "Function declarations (no body) precede function definitions."},
    [RULE_CAPABILITY_INSTRUCTION] = {"CORE-CAPABILITY-INSTRUCTION", NULL, "SPIR-V 2.1, 3 (per-instruction "
                                     "capabilities)",
                                     "An instruction that requires capabilities needs one of them declared "
                                     "(directly or implicitly)."},
    [RULE_CAPABILITY_OPERAND] = {"CORE-CAPABILITY-OPERAND", NULL, "SPIR-V 2.1, 3 (enumerant capabilities)",
                                 "An enumerant operand that requires capabilities needs one of them declared."},
    [RULE_EXTENSION_INSTRUCTION] = {"CORE-EXTENSION-INSTRUCTION", NULL, "SPIR-V 2.1, 3.33.4 (OpExtension)",
                                    "An instruction enabled only by extensions (or by a later version) needs "
                                    "one of those extensions declared with OpExtension."},
    [RULE_EXTENSION_OPERAND] = {"CORE-EXTENSION-OPERAND", NULL, "SPIR-V 2.1, 3.33.4 (OpExtension)",
                                "An enumerant enabled only by extensions (or by a later version) needs one of "
                                "those extensions declared with OpExtension."},
    [RULE_VERSION_INSTRUCTION] = {"CORE-VERSION-INSTRUCTION", NULL, "SPIR-V 3 (per-instruction \"Missing before\")",
                                  "An instruction introduced in a later SPIR-V version needs that version."},
    [RULE_VERSION_OPERAND] = {"CORE-VERSION-OPERAND", NULL, "SPIR-V 3 (enumerant \"Missing before\")",
                              "An enumerant introduced in a later SPIR-V version needs that version."},
    [RULE_ID_UNDEFINED] = {"CORE-ID-UNDEFINED", NULL, "SPIR-V 2.2 (Validation Rules: Universal)",
                           "Every <id> an instruction names is defined by an instruction of the module."},
    [RULE_ID_RESULT_TYPE] = {"CORE-ID-RESULT-TYPE", NULL, "SPIR-V 2.2; 3 (Result Type operands)",
                             "A Result Type operand names a type declaration."},

    /* ---- family: cfg ---- */
    /* ---- end of family: cfg ---- */

    /* ---- family: instructions ---- */
    /* ---- end of family: instructions ---- */

    /* ---- family: memory ---- */
    [RULE_MEMORY_MODEL_CAPABILITY] = {"CORE-MEMORY-MODEL-CAPABILITY", NULL, "SPIR-V 2.16.1; 3.31 (SPV_KHR_vulkan_memory_model)",
        "The VulkanMemoryModel capability is declared only with the Vulkan memory model."},
    [RULE_ENV_010] = {"ENV-010", "VUID-StandaloneSpirv-None-04635", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the addressing model is Logical or PhysicalStorageBuffer64."},
    [RULE_MEMORY_VARIABLE_TYPE] = {"CORE-MEMORY-VARIABLE-TYPE", NULL, "SPIR-V 3.52.8 OpVariable",
        "An OpVariable's result type is an OpTypePointer whose storage class is the variable's."},
    [RULE_MEMORY_VARIABLE_STORAGE] = {"CORE-MEMORY-VARIABLE-STORAGE", NULL, "SPIR-V 2.4; 3.52.8 OpVariable; 3.7 Storage Class",
        "A variable's storage class is not Generic or PhysicalStorageBuffer; Function variables are inside functions, all others at module level."},
    [RULE_MEMORY_VARIABLE_INITIALIZER] = {"CORE-MEMORY-VARIABLE-INITIALIZER", NULL, "SPIR-V 3.52.8 OpVariable",
        "An initializer is a constant or a module-scope variable of the pointee type; Input (and task-payload, hit-object attribute) variables have none."},
    [RULE_ENV_018] = {"ENV-018", "VUID-StandaloneSpirv-None-04643", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: a variable's storage class is one Vulkan supports (not CrossWorkgroup, Generic, AtomicCounter or the INTEL host/device classes)."},
    [RULE_ENV_026] = {"ENV-026", "VUID-StandaloneSpirv-OpVariable-04651", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: only Output, Private and Function variables have initializers (and Workgroup ones with OpConstantNull, VUID 04734)."},
    [RULE_ENV_030] = {"ENV-030", "VUID-StandaloneSpirv-UniformConstant-04655", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: UniformConstant variables are images, samplers, sampled images, acceleration structures, or arrays of them."},
    [RULE_MEMORY_LOGICAL_POINTER] = {"CORE-MEMORY-LOGICAL-POINTER", NULL, "SPIR-V 2.16.1 (Logical addressing); 2.2.2 (variable pointers)",
        "In Logical addressing, the pointer of a load or store comes from an instruction that yields a logical pointer (more with VariablePointers)."},
    [RULE_MEMORY_LOAD_TYPE] = {"CORE-MEMORY-LOAD-TYPE", NULL, "SPIR-V 3.52.8 OpLoad",
        "OpLoad's pointer is a pointer to its result type, which holds no runtime array."},
    [RULE_MEMORY_STORE_TYPE] = {"CORE-MEMORY-STORE-TYPE", NULL, "SPIR-V 3.52.8 OpStore",
        "OpStore's pointer is a pointer to the (non-void) type of its object."},
    [RULE_MEMORY_STORE_READ_ONLY] = {"CORE-MEMORY-STORE-READ-ONLY", NULL, "SPIR-V 3.7 Storage Class; 3.52.8 OpStore",
        "No store through a pointer into UniformConstant, Input, PushConstant or ShaderRecordBufferKHR memory."},
    [RULE_MEMORY_ACCESS_OPERANDS] = {"CORE-MEMORY-ACCESS-OPERANDS", NULL, "SPIR-V 3.26 Memory Operands",
        "Memory operands are consistent: MakePointerAvailable not on loads, MakePointerVisible not on stores, both need NonPrivatePointer, NonPrivatePointer only for shared storage classes, PhysicalStorageBuffer accesses are Aligned, two masks only from SPIR-V 1.4."},
    [RULE_MEMORY_ACCESS_CHAIN_BASE] = {"CORE-MEMORY-ACCESS-CHAIN-BASE", NULL, "SPIR-V 3.52.8 OpAccessChain",
        "An access chain's base is a pointer and its result type a pointer of the same storage class."},
    [RULE_MEMORY_ACCESS_CHAIN_INDEX] = {"CORE-MEMORY-ACCESS-CHAIN-INDEX", NULL, "SPIR-V 3.52.8 OpAccessChain; 2.17 Universal Limits",
        "Access-chain indexes (at most 255) are integer scalars walking composites; a structure index is an OpConstant naming a member."},
    [RULE_MEMORY_ACCESS_CHAIN_RESULT] = {"CORE-MEMORY-ACCESS-CHAIN-RESULT", NULL, "SPIR-V 3.52.8 OpAccessChain",
        "An access chain's result type points to the type its indexes reach."},
    [RULE_MEMORY_PTR_ACCESS_CHAIN] = {"CORE-MEMORY-PTR-ACCESS-CHAIN", NULL, "SPIR-V 3.52.8 OpPtrAccessChain",
        "OpPtrAccessChain needs variable pointers in Logical addressing, and (with Shader) an ArrayStride on a buffer base's pointer type."},
    [RULE_MEMORY_ARRAY_LENGTH] = {"CORE-MEMORY-ARRAY-LENGTH", NULL, "SPIR-V 3.52.8 OpArrayLength",
        "OpArrayLength yields a 32-bit unsigned integer from a pointer to a structure whose last member, the one named, is a runtime array."},
    [RULE_MEMORY_COPY] = {"CORE-MEMORY-COPY", NULL, "SPIR-V 3.52.8 OpCopyMemory, OpCopyMemorySized",
        "OpCopyMemory copies between pointers to the same non-void type; OpCopyMemorySized's size is an integer scalar, not a constant zero or negative."},
    [RULE_MEMORY_SCOPE] = {"CORE-MEMORY-SCOPE", NULL, "SPIR-V 3.27 Scope <id>",
        "A scope operand is a 32-bit integer OpConstant (with Shader) holding a Scope value; QueueFamily needs VulkanMemoryModel, Device with it VulkanMemoryModelDeviceScope; non-uniform operations use Subgroup or Workgroup."},
    [RULE_MEMORY_SCOPE_SUBGROUP_VULKAN10] = {"CORE-MEMORY-SCOPE-SUBGROUP-VULKAN10", "VUID-StandaloneSpirv-SubgroupVoteKHR-06997", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan 1.0: the Subgroup memory scope needs SubgroupBallotKHR or SubgroupVoteKHR."},
    [RULE_ENV_011] = {"ENV-011", "VUID-StandaloneSpirv-None-04636", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the execution scope is Workgroup or Subgroup."},
    [RULE_ENV_012] = {"ENV-012", "VUID-StandaloneSpirv-None-04637", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the Workgroup execution scope only in task, mesh, tessellation control and compute shaders."},
    [RULE_ENV_013] = {"ENV-013", "VUID-StandaloneSpirv-None-04638", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the memory scope is Device, QueueFamily, Workgroup, ShaderCallKHR, Subgroup or Invocation."},
    [RULE_ENV_014] = {"ENV-014", "VUID-StandaloneSpirv-None-07321", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the Workgroup memory scope only in task, mesh and compute shaders (as spirv-val 2023.1, VUID 04639)."},
    [RULE_ENV_015] = {"ENV-015", "VUID-StandaloneSpirv-None-04640", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the ShaderCallKHR memory scope only in ray tracing shaders."},
    [RULE_ENV_017] = {"ENV-017", "VUID-StandaloneSpirv-None-04642", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan 1.1+: non-uniform group operations use the Subgroup scope."},
    [RULE_ENV_057] = {"ENV-057", "VUID-StandaloneSpirv-OpControlBarrier-04682", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpControlBarrier in fragment, vertex, geometry, tessellation evaluation and ray tracing (but callable) shaders uses the Subgroup execution scope."},
    [RULE_MEMORY_SEMANTICS] = {"CORE-MEMORY-SEMANTICS", NULL, "SPIR-V 3.25 Memory Semantics <id>; 2.18",
        "A memory-semantics operand is a 32-bit integer OpConstant (with Shader) with at most one ordering bit, no SequentiallyConsistent under the Vulkan memory model, the capabilities its bits need, and MakeAvailable/MakeVisible with a storage class and the matching ordering."},
    [RULE_ENV_021] = {"ENV-021", "VUID-StandaloneSpirv-MemorySemantics-10867", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpAtomicStore does not use Acquire (nor SequentiallyConsistent, as spirv-val) semantics."},
    [RULE_ENV_022] = {"ENV-022", "VUID-StandaloneSpirv-MemorySemantics-10868", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpAtomicLoad does not use Release (nor SequentiallyConsistent, as spirv-val) semantics."},
    [RULE_ENV_023] = {"ENV-023", "VUID-StandaloneSpirv-MemorySemantics-10867", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpAtomicLoad and OpAtomicStore do not use AcquireRelease semantics."},
    [RULE_ENV_024] = {"ENV-024", "VUID-StandaloneSpirv-MemorySemantics-10869", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpMemoryBarrier semantics include an ordering bit and a Vulkan storage-class bit (spirv-val 2023.1: VUIDs 04732, 04733)."},
    [RULE_MEMORY_CONTROL_BARRIER_MODEL] = {"CORE-MEMORY-CONTROL-BARRIER-MODEL", NULL, "SPIR-V 3.52.20 OpControlBarrier",
        "Before SPIR-V 1.3, OpControlBarrier is only reached from tessellation control, compute, kernel and NV task/mesh entry points."},
    [RULE_MEMORY_ATOMIC_TYPE] = {"CORE-MEMORY-ATOMIC-TYPE", NULL, "SPIR-V 3.52.18 (atomic instructions)",
        "An atomic's result type is the scalar type it requires (integer; bool for OpAtomicFlagTestAndSet; float for the float atomics), its pointer points to that type, and its value and comparator have it."},
    [RULE_MEMORY_ATOMIC_STORAGE] = {"CORE-MEMORY-ATOMIC-STORAGE", NULL, "SPIR-V 3.52.18; 2.18",
        "An atomic's pointer is in a storage class shared between invocations (Uniform, Workgroup, CrossWorkgroup, Generic, AtomicCounter, Image, StorageBuffer, PhysicalStorageBuffer, TaskPayloadWorkgroupEXT; Function in OpenCL)."},
    [RULE_ENV_061] = {"ENV-061", "VUID-StandaloneSpirv-None-04686", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: an atomic's pointer is in Uniform, Workgroup, Image or StorageBuffer (and, as spirv-val, PhysicalStorageBuffer or TaskPayloadWorkgroupEXT)."},
    [RULE_ENV_155] = {"ENV-155", NULL, "Vulkan appendix A (Runtime SPIR-V)",
        "Vulkan: integer atomics are 32-bit (64-bit ones, for the operations that allow them, need Int64Atomics)."},
    [RULE_MEMORY_DERIVATIVE_TYPE] = {"CORE-MEMORY-DERIVATIVE-TYPE", NULL, "SPIR-V 3.52.16 (derivative instructions)",
        "A derivative's result type is a floating-point scalar or vector (32-bit in Vulkan) and its operand has that type."},
    [RULE_MEMORY_DERIVATIVE_MODEL] = {"CORE-MEMORY-DERIVATIVE-MODEL", NULL, "SPIR-V 3.52.16 (derivative instructions)",
        "Derivatives are reached only from fragment (or compute) entry points."},
    [RULE_MEMORY_IMAGE_TYPE] = {"CORE-MEMORY-IMAGE-TYPE", NULL, "SPIR-V 3.52.6 OpTypeImage; 3.8 Dim",
        "An image type's Sampled Type is void or a numerical scalar (64-bit integers with Int64ImageEXT); Depth, Arrayed, MS and Sampled are in range; SubpassData images have Sampled 2 and format Unknown; multisampled storage images need StorageImageMultisample."},
    [RULE_ENV_031] = {"ENV-031", "VUID-StandaloneSpirv-OpTypeImage-04656", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: an image's Sampled Type is a 32-bit float or a 32- or 64-bit integer scalar."},
    [RULE_ENV_032] = {"ENV-032", "VUID-StandaloneSpirv-OpTypeImage-04657", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: an image's Sampled operand is 1 or 2."},
    [RULE_MEMORY_IMAGE_SUBPASS_ARRAYED] = {"CORE-MEMORY-IMAGE-SUBPASS-ARRAYED", "VUID-StandaloneSpirv-OpTypeImage-06214", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: a SubpassData image has Arrayed 0."},
    [RULE_MEMORY_SAMPLED_IMAGE] = {"CORE-MEMORY-SAMPLED-IMAGE", NULL, "SPIR-V 3.52.6 OpTypeSampledImage; 3.52.10 OpSampledImage",
        "A sampled image (type or OpSampledImage) combines an OpTypeImage with Sampled 0 or 1 (1 in Vulkan), not SubpassData (nor Buffer from SPIR-V 1.6), with an OpTypeSampler."},
    [RULE_MEMORY_SAMPLED_IMAGE_USE] = {"CORE-MEMORY-SAMPLED-IMAGE-USE", NULL, "SPIR-V 3.52.10 OpSampledImage",
        "An OpSampledImage result is used only in its own block and only by instructions that take a sampled image (not OpPhi or OpSelect)."},
    [RULE_MEMORY_IMAGE_INSTRUCTION] = {"CORE-MEMORY-IMAGE-INSTRUCTION", NULL, "SPIR-V 3.52.10 (OpImageSample*, OpImageFetch, OpImageGather, OpImageDrefGather)",
        "Sampling, fetch and gather instructions have the result type, image type, coordinate type and size, Dref and Component operands they require."},
    [RULE_MEMORY_IMAGE_OPERANDS] = {"CORE-MEMORY-IMAGE-OPERANDS", NULL, "SPIR-V 3.14 Image Operands",
        "Bias only with implicit-lod, Lod with explicit-lod and fetch, Grad with explicit-lod instructions; ConstOffset is a constant."},
    [RULE_ENV_039] = {"ENV-039", "VUID-StandaloneSpirv-OpImageGather-04664", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpImageGather's Component is a constant."},
    [RULE_ENV_034] = {"ENV-034", "VUID-StandaloneSpirv-OpImageQuerySizeLod-04659", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpImageQuerySizeLod and OpImageQueryLevels take an image with Sampled 1."},
    /* ---- end of family: memory ---- */

    /* ---- family: interface ---- */
    /* ---- end of family: interface ---- */
};

uint32_t spvrt_validation_rules(const spvrt_rule_info **rules)
{
    if (rules)
        *rules = spvrt_val_rules;
    return RULE_COUNT;
}
