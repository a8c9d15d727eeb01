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
    /* ---- end of family: memory ---- */

    /* ---- family: interface ---- */
    [RULE_BLOCK_OFFSET_MISSING] = {"CORE-BLOCK-OFFSET-MISSING", NULL, "SPIR-V 2.16.2; 3.20 (Offset)",
                                   "Every member of a Block or BufferBlock structure that types a Uniform, "
                                   "StorageBuffer or PushConstant variable (and of the structures inside it, also "
                                   "through arrays) has an Offset decoration."},
    [RULE_BLOCK_ARRAY_STRIDE_MISSING] = {"CORE-BLOCK-ARRAY-STRIDE-MISSING", NULL, "SPIR-V 2.16.2; 3.20 (ArrayStride)",
                                         "Every array member of such a block (and of the structures inside it) has "
                                         "an ArrayStride decoration."},
    [RULE_BLOCK_MATRIX_LAYOUT_MISSING] = {"CORE-BLOCK-MATRIX-LAYOUT-MISSING", NULL,
                                          "SPIR-V 2.16.2; 3.20 (MatrixStride, RowMajor, ColMajor)",
                                          "Every matrix member of such a block (and of the structures inside it) "
                                          "has a MatrixStride decoration and RowMajor or ColMajor."},
    [RULE_BLOCK_LAYOUT] = {"CORE-BLOCK-LAYOUT", NULL, "Vulkan 15.8.4 \"Offset and Stride Assignment\"",
                           "In Vulkan, the offsets and strides of a block follow the standard uniform buffer "
                           "(std140) layout in Uniform Block structures and the standard storage buffer (std430) "
                           "layout elsewhere, relaxed for vectors from Vulkan 1.1 (or --relax-block-layout), scalar "
                           "with --scalar-block-layout: members aligned, in increasing non-overlapping ranges, "
                           "strides aligned and not smaller than their elements."},
    [RULE_BLOCK_DECORATION] = {"CORE-BLOCK-DECORATION", "VUID-StandaloneSpirv-PushConstant-06675",
                               "Vulkan 15.6 \"Push Constant Interface\", 15.8.3 \"Resource Descriptors\"",
                               "In Vulkan, the structure type of a PushConstant or StorageBuffer variable is "
                               "decorated Block, and a StorageBuffer one is not decorated BufferBlock."},
    [RULE_UNIFORM_BLOCK_DECORATION] = {"CORE-UNIFORM-BLOCK-DECORATION", "VUID-StandaloneSpirv-Uniform-06676",
                                       "Vulkan 15.8.3 \"Resource Descriptors\"",
                                       "In Vulkan, the structure type of a Uniform variable is decorated Block or "
                                       "BufferBlock."},
    [RULE_RESOURCE_BINDING] = {"CORE-RESOURCE-BINDING", "VUID-StandaloneSpirv-UniformConstant-06677",
                               "Vulkan 15.8.3 \"DescriptorSet and Binding Assignment\"",
                               "In Vulkan, a UniformConstant, Uniform or StorageBuffer variable that an entry point "
                               "statically uses has DescriptorSet and Binding decorations."},
    [RULE_DECORATION_TARGET] = {"CORE-DECORATION-TARGET", NULL, "SPIR-V 3.20 (each decoration's target); 3.52.5",
                                "A decoration decorates what it applies to: Block/BufferBlock/GLSLShared/GLSLPacked "
                                "a structure type, ArrayStride an array or pointer type, SpecId a scalar "
                                "specialization constant, BuiltIn a variable (or a constant for WorkgroupSize), "
                                "Location/Binding/DescriptorSet/Index/Invariant/InputAttachmentIndex a variable, "
                                "memory-object decorations (Flat, Restrict, NonWritable, ...) a variable or function "
                                "parameter of pointer type; RowMajor/ColMajor/MatrixStride only structure members, "
                                "Block, ArrayStride, Binding, ... never."},
    [RULE_DECORATION_MEMBER] = {"CORE-DECORATION-MEMBER", NULL, "SPIR-V 3.52.5 (OpMemberDecorate, "
                                "OpGroupMemberDecorate)",
                                "A member decoration names a structure type and a member index within it."},
    [RULE_DECORATION_GROUP] = {"CORE-DECORATION-GROUP", NULL, "SPIR-V 3.52.5 (OpGroupDecorate, "
                               "OpGroupMemberDecorate)",
                               "OpGroupDecorate and OpGroupMemberDecorate apply an OpDecorationGroup, and do not "
                               "target a decoration group."},
    [RULE_DECORATION_REPEATED] = {"CORE-DECORATION-REPEATED", NULL, "SPIR-V 3.20 (ArrayStride, Offset, MatrixStride, "
                                  "RowMajor, ColMajor)",
                                  "An id has at most one ArrayStride; a structure member at most one Offset, "
                                  "MatrixStride, RowMajor, ColMajor."},
    [RULE_DECORATION_CONFLICT] = {"CORE-DECORATION-CONFLICT", NULL, "SPIR-V 3.20 (Block, BufferBlock, RowMajor, "
                                  "ColMajor, Restrict, Aliased)",
                                  "Exclusive decorations are not combined: Block with BufferBlock, Restrict with "
                                  "Aliased on one id, RowMajor with ColMajor on one member."},
    [RULE_DECORATION_LOCATION_STORAGE] = {"CORE-DECORATION-LOCATION-STORAGE", "VUID-StandaloneSpirv-Location-06672",
                                          "Vulkan 15.1.4 \"Location Assignment\"",
                                          "In Vulkan, Location and Component decorate only Input, Output and "
                                          "ray-tracing interface variables."},
    [RULE_ENV_GLSL_SHARED] = {"ENV-044", "VUID-StandaloneSpirv-GLSLShared-04669", "Vulkan appendix A, Standalone #37",
                              "GLSLShared and GLSLPacked must not be used."},
    [RULE_ENV_INTERPOLATION_STORAGE] = {"ENV-045", "VUID-StandaloneSpirv-Flat-04670",
                                        "Vulkan appendix A, Standalone #38",
                                        "Flat, NoPerspective, Sample and Centroid decorate only Input and Output "
                                        "variables."},
    [RULE_ENV_DESCRIPTOR_STORAGE] = {"ENV-142", "VUID-StandaloneSpirv-DescriptorSet-06491",
                                     "Vulkan appendix A, Runtime #64",
                                     "DescriptorSet and Binding decorate only StorageBuffer, Uniform and "
                                     "UniformConstant variables."},
    [RULE_ENTRY_POINT_FUNCTION] = {"CORE-ENTRY-POINT-FUNCTION", NULL, "SPIR-V 3.52.5 (OpEntryPoint)",
                                   "The Entry Point operand of OpEntryPoint is an OpFunction."},
    [RULE_ENTRY_POINT_SIGNATURE] = {"CORE-ENTRY-POINT-SIGNATURE", "VUID-StandaloneSpirv-None-04633",
                                    "SPIR-V 3.52.5 (OpEntryPoint); Vulkan appendix A Standalone #1 (ENV-008)",
                                    "An entry point function returns void and, except for Kernel, has no "
                                    "parameters (spirv-val requires it in every environment)."},
    [RULE_ENTRY_POINT_DUPLICATE] = {"CORE-ENTRY-POINT-DUPLICATE", NULL, "SPIR-V 2.16.1; 3.52.5 (OpEntryPoint Name)",
                                    "No two entry points have the same name and execution model."},
    [RULE_ENTRY_POINT_INTERFACE] = {"CORE-ENTRY-POINT-INTERFACE", NULL, "SPIR-V 3.52.5 (OpEntryPoint Interface)",
                                    "The interface lists OpVariables: before SPIR-V 1.4 only Input and Output ones, "
                                    "from 1.4 any global one, each once."},
    [RULE_ENTRY_POINT_INTERFACE_MISSING] = {"CORE-ENTRY-POINT-INTERFACE-MISSING", NULL,
                                            "SPIR-V 3.52.5 (OpEntryPoint Interface)",
                                            "The interface lists every Input and Output variable (from SPIR-V 1.4 "
                                            "every global variable) that the entry point's static call tree uses."},
    [RULE_EXECUTION_MODE_TARGET] = {"CORE-EXECUTION-MODE-TARGET", NULL, "SPIR-V 3.52.5 (OpExecutionMode)",
                                    "The Entry Point operand of OpExecutionMode(Id) is the Entry Point of an "
                                    "OpEntryPoint."},
    [RULE_EXECUTION_MODE_OPERANDS] = {"CORE-EXECUTION-MODE-OPERANDS", NULL, "SPIR-V 3.52.5 (OpExecutionModeId)",
                                      "Modes with id operands (LocalSizeId, LocalSizeHintId, "
                                      "SubgroupsPerWorkgroupId) use OpExecutionModeId; the "
                                      "others use OpExecutionMode."},
    [RULE_EXECUTION_MODE_MODEL] = {"CORE-EXECUTION-MODE-MODEL", NULL, "SPIR-V 3.6 Execution Mode",
                                   "An execution mode applies to the execution models of its entry point (LocalSize: "
                                   "GLCompute, Kernel, task and mesh; origins and depth modes: Fragment; primitive "
                                   "modes: Geometry, tessellation or mesh; ...)."},
    [RULE_EXECUTION_MODE_REQUIRED] = {"CORE-EXECUTION-MODE-REQUIRED", NULL, "SPIR-V 3.6 Execution Mode",
                                      "With the Shader capability, a Fragment entry point has exactly one of "
                                      "OriginUpperLeft and OriginLowerLeft and at most one depth mode and interlock "
                                      "mode; a tessellation one at most one spacing, primitive and vertex order; a "
                                      "Geometry one exactly one input and one output primitive mode."},
    [RULE_ENV_ORIGIN_LOWER_LEFT] = {"ENV-028", "VUID-StandaloneSpirv-OriginLowerLeft-04653",
                                    "Vulkan appendix A, Standalone #21",
                                    "OriginLowerLeft must not be used; fragment entry points declare "
                                    "OriginUpperLeft."},
    [RULE_ENV_PIXEL_CENTER_INTEGER] = {"ENV-029", "VUID-StandaloneSpirv-PixelCenterInteger-04654",
                                       "Vulkan appendix A, Standalone #22", "PixelCenterInteger must not be used."},
    [RULE_ENV_LOCAL_SIZE] = {"ENV-058", "VUID-StandaloneSpirv-None-10685", "Vulkan appendix A, Standalone #51",
                             "Each GLCompute entry point has a LocalSize or LocalSizeId execution mode or a "
                             "WorkgroupSize-decorated object."},
    /* ---- end of family: interface ---- */
};

uint32_t spvrt_validation_rules(const spvrt_rule_info **rules)
{
    if (rules)
        *rules = spvrt_val_rules;
    return RULE_COUNT;
}
