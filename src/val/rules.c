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
    [RULE_LIMIT_ID_BOUND] = {"CORE-LIMIT-ID-BOUND", NULL, "SPIR-V 2.17 (Universal Limits: Result <id> bound)",
                             "The module's id bound is at most 4194303 (or --max-id-bound)."},
    [RULE_LIMIT_STRUCT_MEMBERS] = {"CORE-LIMIT-STRUCT-MEMBERS", NULL, "SPIR-V 2.17 (Universal Limits)",
                                   "An OpTypeStruct has at most 16383 members (or --max-struct-members)."},
    [RULE_LIMIT_STRUCT_DEPTH] = {"CORE-LIMIT-STRUCT-DEPTH", NULL, "SPIR-V 2.17 (Universal Limits)",
                                 "Structures nest at most 255 deep through their members (or --max-struct-depth)."},
    [RULE_LIMIT_SWITCH_BRANCHES] = {"CORE-LIMIT-SWITCH-BRANCHES", NULL, "SPIR-V 2.17 (Universal Limits)",
                                    "An OpSwitch has at most 16383 (literal, label) pairs (or --max-switch-branches)."},
    [RULE_LIMIT_FUNCTION_PARAMETERS] = {"CORE-LIMIT-FUNCTION-PARAMETERS", NULL, "SPIR-V 2.17 (Universal Limits)",
                                        "An OpTypeFunction has at most 255 parameters (or --max-function-args)."},
    [RULE_LIMIT_LOCAL_VARIABLES] = {"CORE-LIMIT-LOCAL-VARIABLES", NULL, "SPIR-V 2.17 (Universal Limits)",
                                    "A module declares at most 524287 Function-storage variables (or "
                                    "--max-local-variables)."},
    [RULE_LIMIT_GLOBAL_VARIABLES] = {"CORE-LIMIT-GLOBAL-VARIABLES", NULL, "SPIR-V 2.17 (Universal Limits)",
                                     "A module declares at most 65535 variables in other storage classes (or "
                                     "--max-global-variables)."},
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
    [RULE_EXTENSION_SPIRV_VERSION] = {"CORE-EXTENSION-SPIRV-VERSION", NULL, "SPIR-V extension specifications, "
                                      "\"Dependencies\" (\"This extension requires SPIR-V 1.3\")",
                                      "An extension whose specification requires a SPIR-V version (SPV_KHR_vulkan_"
                                      "memory_model and SPV_QCOM_cooperative_matrix_conversion: 1.3; SPV_EXT_mesh_"
                                      "shader, SPV_KHR_workgroup_memory_explicit_layout, SPV_KHR_opacity_micromap, "
                                      "SPV_NV_cluster_acceleration_structure, SPV_QCOM_image_processing(2): 1.4) is "
                                      "declared only by a module of that version or later."},
    [RULE_VERSION_INSTRUCTION] = {"CORE-VERSION-INSTRUCTION", NULL, "SPIR-V 3 (per-instruction \"Missing before\")",
                                  "An instruction introduced in a later SPIR-V version needs that version."},
    [RULE_VERSION_OPERAND] = {"CORE-VERSION-OPERAND", NULL, "SPIR-V 3 (enumerant \"Missing before\")",
                              "An enumerant introduced in a later SPIR-V version needs that version."},
    [RULE_ID_UNDEFINED] = {"CORE-ID-UNDEFINED", NULL, "SPIR-V 2.2 (Validation Rules: Universal)",
                           "Every <id> an instruction names is defined by an instruction of the module."},
    [RULE_ID_RESULT_TYPE] = {"CORE-ID-RESULT-TYPE", NULL, "SPIR-V 2.2; 3 (Result Type operands)",
                             "A Result Type operand names a type declaration."},
    [RULE_ID_FORWARD_REFERENCE] = {"CORE-ID-FORWARD-REFERENCE", NULL, "SPIR-V 2.4 (Logical Layout of a Module); "
                                   "2.16.1",
                                   "An <id> is defined before it is used, except in the operands that may refer "
                                   "forward: debug names, annotations, entry points and execution modes, branch and "
                                   "merge targets, OpPhi operands, the callee of OpFunctionCall, and pointer types "
                                   "declared by OpTypeForwardPointer."},

    /* ---- family: cfg ---- */
    [RULE_CFG_FUNCTION_TYPE] = {"CORE-CFG-FUNCTION-TYPE", NULL, "SPIR-V 3.52.9 (OpFunction)",
        "An OpFunction's Function Type is an OpTypeFunction whose Return Type is the OpFunction's Result Type."},
    [RULE_CFG_FUNCTION_PARAMETERS] = {"CORE-CFG-FUNCTION-PARAMETERS", NULL, "SPIR-V 2.4; 3.52.9 (OpFunctionParameter)",
        "OpFunctionParameters immediately follow OpFunction, are no more than the function type's parameters, and each has that parameter's type."},
    [RULE_CFG_RETURN] = {"CORE-CFG-RETURN", NULL, "SPIR-V 3.52.17 (OpReturn, OpReturnValue)",
        "OpReturn only in a function returning void; OpReturnValue returns a value of the function's return type."},
    [RULE_CFG_FUNCTION_CALL] = {"CORE-CFG-FUNCTION-CALL", NULL, "SPIR-V 3.52.9 (OpFunctionCall)",
        "OpFunctionCall names an OpFunction, its Result Type is the callee's return type, and it passes one argument of the parameter's type per parameter."},
    [RULE_CFG_BLOCK_STRUCTURE] = {"CORE-CFG-BLOCK-STRUCTURE", NULL, "SPIR-V 2.2.5; 2.4",
        "A function body is a list of blocks: each begins with OpLabel and ends with exactly one terminator; every body instruction is inside a block."},
    [RULE_CFG_BRANCH_TARGET] = {"CORE-CFG-BRANCH-TARGET", NULL, "SPIR-V 2.16.1; 3.52.17",
        "Branch targets (OpBranch, OpBranchConditional, OpSwitch) are OpLabels of blocks of the same function."},
    [RULE_CFG_ENTRY_BLOCK_TARGET] = {"CORE-CFG-ENTRY-BLOCK-TARGET", NULL, "SPIR-V 2.16.1",
        "The first block of a function is not the target of any branch."},
    [RULE_CFG_BRANCH_CONDITION] = {"CORE-CFG-BRANCH-CONDITION", NULL, "SPIR-V 3.52.17 (OpBranchConditional)",
        "The Condition of OpBranchConditional is a Boolean scalar."},
    [RULE_CFG_BRANCH_DISTINCT_LABELS] = {"CORE-CFG-BRANCH-DISTINCT-LABELS", NULL, "SPIR-V 3.52.17 (OpBranchConditional, SPIR-V 1.6)",
        "From SPIR-V 1.6, the True Label and False Label of OpBranchConditional differ."},
    [RULE_CFG_MERGE_TARGET] = {"CORE-CFG-MERGE-TARGET", NULL, "SPIR-V 2.11; 3.52.17 (OpSelectionMerge, OpLoopMerge)",
        "A Merge Block and a Continue Target are blocks of the same function; a loop's merge block is neither its header nor its continue target."},
    [RULE_CFG_MERGE_UNIQUE] = {"CORE-CFG-MERGE-UNIQUE", NULL, "SPIR-V 2.11",
        "A block is the merge block of at most one header."},
    [RULE_CFG_MERGE_POSITION] = {"CORE-CFG-MERGE-POSITION", NULL, "SPIR-V 3.52.17 (OpSelectionMerge, OpLoopMerge)",
        "A merge instruction is the second-to-last instruction of its block: OpSelectionMerge before OpBranchConditional or OpSwitch, OpLoopMerge before OpBranch or OpBranchConditional."},
    [RULE_CFG_PHI_POSITION] = {"CORE-CFG-PHI-POSITION", NULL, "SPIR-V 3.52.17 (OpPhi)",
        "OpPhi stands at the start of a block other than the entry block, before all other instructions but OpLine/OpNoLine."},
    [RULE_CFG_VARIABLE_POSITION] = {"CORE-CFG-VARIABLE-POSITION", NULL, "SPIR-V 2.4 (item 11); 3.52.8 (OpVariable)",
        "Function-storage OpVariables are the first instructions of the function's first block."},
    [RULE_CFG_PHI_TYPE] = {"CORE-CFG-PHI-TYPE", NULL, "SPIR-V 3.52.17 (OpPhi)",
        "OpPhi's Result Type is not void and every incoming value has the Result Type."},
    [RULE_CFG_PHI_PARENTS] = {"CORE-CFG-PHI-PARENTS", NULL, "SPIR-V 3.52.17 (OpPhi)",
        "OpPhi has one (value, parent) pair per predecessor of its block: each parent is a predecessor, named once."},
    [RULE_CFG_BLOCK_ORDER] = {"CORE-CFG-BLOCK-ORDER", NULL, "SPIR-V 2.16.1",
        "Blocks appear in a function after the blocks that dominate them."},
    [RULE_CFG_DOMINANCE] = {"CORE-CFG-DOMINANCE", NULL, "SPIR-V 2.16.1",
        "The definition of an id defined in a function dominates every use of it in a reachable block."},
    [RULE_CFG_PHI_DOMINANCE] = {"CORE-CFG-PHI-DOMINANCE", NULL, "SPIR-V 2.16.1; 3.52.17 (OpPhi)",
        "The definition of each OpPhi value dominates the end of its (reachable) parent block."},
    [RULE_CFG_ID_SCOPE] = {"CORE-CFG-ID-SCOPE", NULL, "SPIR-V 2.16.1; 2.2.5",
        "An id defined in a function (value, label or parameter) is used only in that function."},
    [RULE_CFG_STRUCTURED_SELECTION] = {"CORE-CFG-STRUCTURED-SELECTION", NULL, "SPIR-V 2.11",
        "(Shader) OpSwitch is preceded by OpSelectionMerge, and an OpBranchConditional without one branches to at least one block already named (a merge block, continue target or earlier target)."},
    [RULE_CFG_BACK_EDGE] = {"CORE-CFG-BACK-EDGE", NULL, "SPIR-V 2.11",
        "(Shader) A back edge branches to a loop header."},
    [RULE_CFG_LOOP_BACK_EDGE] = {"CORE-CFG-LOOP-BACK-EDGE", NULL, "SPIR-V 2.11",
        "(Shader) A reachable loop header is the target of back edges from exactly one block."},
    [RULE_CFG_CONTINUE_DOMINANCE] = {"CORE-CFG-CONTINUE-DOMINANCE", NULL, "SPIR-V 2.11",
        "(Shader) A loop's continue target structurally dominates its back-edge block."},
    [RULE_CFG_MERGE_DOMINANCE] = {"CORE-CFG-MERGE-DOMINANCE", NULL, "SPIR-V 2.11",
        "(Shader) A header block strictly structurally dominates its merge block."},
    [RULE_CFG_LOOP_CONTROL] = {"CORE-CFG-LOOP-CONTROL", NULL, "SPIR-V 3.23 (Loop Control)",
        "An OpLoopMerge's Loop Control does not combine DontUnroll with Unroll, PeelCount or PartialCount."},
    [RULE_CFG_CONTINUE_ENTRY] = {"CORE-CFG-CONTINUE-ENTRY", NULL, "SPIR-V 2.11 (Structured Control Flow)",
        "(Shader) Only blocks of a loop's construct branch to its continue target (besides back edges within the continue construct)."},
    [RULE_CFG_CONSTRUCT_ENTRY] = {"CORE-CFG-CONSTRUCT-ENTRY", NULL, "SPIR-V 2.11 (Structured Control Flow)",
        "(Shader) A branch from outside a selection, loop or continue construct into it goes to the construct's header."},
    [RULE_CFG_CONSTRUCT_EXIT] = {"CORE-CFG-CONSTRUCT-EXIT", NULL, "SPIR-V 2.11 (Structured Control Flow); 2.2.5 (structured exits)",
        "(Shader) A branch out of a construct is a structured exit: from a selection to its merge block, the innermost enclosing switch's merge or the innermost enclosing loop's merge or continue target; from a loop to its merge or continue target; from a continue construct to its loop's header or merge."},
    [RULE_CFG_CONSTRUCT_NESTING] = {"CORE-CFG-CONSTRUCT-NESTING", NULL, "SPIR-V 2.11 (Structured Control Flow)",
        "(Shader) A construct that contains a header block also contains that header's merge block."},
    [RULE_CFG_CONTINUE_POSTDOMINANCE] = {"CORE-CFG-CONTINUE-POSTDOMINANCE", NULL, "SPIR-V 2.11 (Structured Control Flow)",
        "(Shader) A loop's back-edge block structurally post-dominates its continue target."},
    [RULE_CFG_CASE_DOMINANCE] = {"CORE-CFG-CASE-DOMINANCE", NULL, "SPIR-V 2.11 (Structured Control Flow)",
        "(Shader) An OpSwitch's block structurally dominates each of its case targets (other than its merge block)."},
    [RULE_CFG_CASE_EXIT] = {"CORE-CFG-CASE-EXIT", NULL, "SPIR-V 2.11 (Structured Control Flow)",
        "(Shader) A case construct branches out only to another case of its OpSwitch, the switch's merge block, or the innermost enclosing loop's merge or continue target."},
    [RULE_CFG_CASE_FALLTHROUGH] = {"CORE-CFG-CASE-FALLTHROUGH", NULL, "SPIR-V 2.11 (Structured Control Flow)",
        "(Shader) A case construct branches to at most one other case construct, at most one case construct branches to a given one, and a case that falls through to another immediately precedes it in the OpSwitch's target list."},
    [RULE_CFG_NESTING_DEPTH] = {"CORE-CFG-NESTING-DEPTH", NULL, "SPIR-V 2.17 (Universal Limits: control flow nesting depth)",
        "(Shader) Structured control flow nests at most 1023 deep (or --max-control-flow-nesting-depth)."},
    [RULE_ENV_009] = {"ENV-009", "VUID-StandaloneSpirv-None-04634", "Vulkan \"Standalone SPIR-V Validation\"",
        "(Vulkan) The static call graph of an entry point has no cycles (no recursion)."},
    /* ---- end of family: cfg ---- */

    /* ---- family: instructions ---- */
    [RULE_TYPE_INT] = {"CORE-TYPE-INT", NULL, "SPIR-V 3.52.6 OpTypeInt; 2.16.1",
        "OpTypeInt has width 32, or 8/16/64 with the Int8/Int16/Int64 capability (or a storage capability that enables the width); a 32-bit integer's signedness is 0 or 1 (0 with Kernel)."},
    [RULE_TYPE_FLOAT] = {"CORE-TYPE-FLOAT", NULL, "SPIR-V 3.52.6 OpTypeFloat; 2.16.1",
        "Without a Floating Point Encoding, OpTypeFloat has width 32, or 16/64 with the Float16 (Float16Buffer, "
        "16-bit storage) / Float64 capability; with one, the width is the encoding's (16 for BFloat16KHR, 8 for the "
        "float8 encodings, needing Float8EXT, Float8UnsignedE8M0EXT or MXInt8EXT; 6 or 4 for the float6/float4 ones)."},
    [RULE_TYPE_VECTOR] = {"CORE-TYPE-VECTOR", NULL, "SPIR-V 3.52.6 OpTypeVector",
        "A vector's component type is a scalar (int, float, bool) and its component count is 2, 3 or 4 (8 or 16 with "
        "Vector16, any count above 0 with LongVectorEXT of SPV_EXT_long_vector)."},
    [RULE_TYPE_MATRIX] = {"CORE-TYPE-MATRIX", NULL, "SPIR-V 3.52.6 OpTypeMatrix",
        "A matrix's column type is a vector of floats and it has 2, 3 or 4 columns."},
    [RULE_TYPE_ARRAY_ELEMENT] = {"CORE-TYPE-ARRAY-ELEMENT", NULL, "SPIR-V 3.52.6 OpTypeArray, OpTypeRuntimeArray",
        "An array's element type is a type other than OpTypeVoid."},
    [RULE_TYPE_ARRAY_LENGTH] = {"CORE-TYPE-ARRAY-LENGTH", NULL, "SPIR-V 3.52.6 OpTypeArray",
        "An array's Length is an integer constant (or specialization constant) of at least 1."},
    [RULE_TYPE_STRUCT_MEMBER] = {"CORE-TYPE-STRUCT-MEMBER", NULL, "SPIR-V 3.52.6 OpTypeStruct",
        "Each structure member type is a type other than OpTypeVoid."},
    [RULE_TYPE_POINTER] = {"CORE-TYPE-POINTER", NULL, "SPIR-V 3.52.6 OpTypePointer",
        "A pointer type's Type operand is a type."},
    [RULE_TYPE_FORWARD_POINTER] = {"CORE-TYPE-FORWARD-POINTER", NULL, "SPIR-V 3.52.6 OpTypeForwardPointer",
        "OpTypeForwardPointer names an OpTypePointer to a structure, with the same storage class."},
    [RULE_TYPE_FUNCTION] = {"CORE-TYPE-FUNCTION", NULL, "SPIR-V 3.52.6 OpTypeFunction; 2.17",
        "A function type's return type and parameter types are types, no parameter is OpTypeVoid, and it has at most 255 parameters."},
    [RULE_TYPE_UNIQUE] = {"CORE-TYPE-UNIQUE", NULL, "SPIR-V 2.8 (Types and Variables)",
        "Non-aggregate types (anything but arrays, structures and pointers) are declared at most once with the same operands."},
    [RULE_CONST_BOOL_TYPE] = {"CORE-CONST-BOOL-TYPE", NULL, "SPIR-V 3.52.7 OpConstantTrue, OpConstantFalse, OpSpecConstantTrue, OpSpecConstantFalse",
        "A boolean constant's Result Type is OpTypeBool."},
    [RULE_CONST_COMPOSITE] = {"CORE-CONST-COMPOSITE", NULL, "SPIR-V 3.52.7 OpConstantComposite, OpSpecConstantComposite",
        "A composite constant's Result Type is a composite and its constituents are constants (or OpUndef), one per component, column, element or member, of the matching type."},
    [RULE_CONST_NULL_TYPE] = {"CORE-CONST-NULL-TYPE", NULL, "SPIR-V 3.52.7 OpConstantNull; 2.2.2",
        "OpConstantNull's Result Type has a null value (scalars, vectors, matrices, arrays, structures of them, pointers other than PhysicalStorageBuffer, events, queues, reserve ids)."},
    [RULE_CONST_SPEC_OP] = {"CORE-CONST-SPEC-OP", NULL, "SPIR-V 3.52.7 OpSpecConstantOp",
        "OpSpecConstantOp performs an operation its capabilities allow: conversions, floating-point arithmetic and access chains need Kernel, OpQuantizeToF16 Shader, OpUConvert Kernel before SPIR-V 1.4."},
    [RULE_CONST_SMALL_TYPE] = {"CORE-CONST-SMALL-TYPE", NULL, "SPIR-V 2.16.1; SPV_KHR_8bit_storage, SPV_KHR_16bit_storage",
        "With Shader, a constant of (or containing) an 8- or 16-bit type needs the Int8, Int16 or Float16 capability."},
    [RULE_ARITH_OPERAND_TYPE] = {"CORE-ARITH-OPERAND-TYPE", NULL, "SPIR-V 3.52.13 (OpSNegate ... OpFMod)",
        "Scalar arithmetic: float instructions have a float scalar/vector result and operands of the result type; unsigned division has an unsigned result and operands of the result type; the other integer instructions have an integer result and integer operands of the same component count and width."},
    [RULE_ARITH_LINEAR_ALGEBRA] = {"CORE-ARITH-LINEAR-ALGEBRA", NULL, "SPIR-V 3.52.13 OpDot, OpVectorTimesScalar, OpMatrixTimesScalar, OpVectorTimesMatrix, OpMatrixTimesVector, OpMatrixTimesMatrix, OpOuterProduct",
        "Vector and matrix products have float operands and results of matching component types and dimensions."},
    [RULE_ARITH_EXTENDED] = {"CORE-ARITH-EXTENDED", NULL, "SPIR-V 3.52.13 OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended",
        "Extended arithmetic results are a structure of two identical integer (unsigned except SMulExtended) scalar or vector members, and both operands have that member type."},
    [RULE_BIT_OPERAND_TYPE] = {"CORE-BIT-OPERAND-TYPE", NULL, "SPIR-V 3.52.14",
        "Shifts, bitwise operations and bit-field instructions have an integer scalar/vector result and integer operands of the required component count, width or exact type."},
    [RULE_BIT_BASE_WIDTH] = {"CORE-BIT-BASE-WIDTH", "VUID-StandaloneSpirv-Base-04781", "SPIR-V 3.52.14 OpBitFieldInsert ... OpBitCount; Vulkan Standalone",
        "In Vulkan, the Base of OpBitFieldInsert, OpBitFieldSExtract, OpBitFieldUExtract, OpBitReverse and OpBitCount is a 32-bit integer."},
    [RULE_LOGIC_COMPARE] = {"CORE-LOGIC-COMPARE", NULL, "SPIR-V 3.52.15 (OpIEqual ... OpFUnordGreaterThanEqual, OpIsNan ... OpSignBitSet)",
        "Comparisons and floating-point class tests have a bool scalar/vector result with the operands' component count; integer comparisons take integers of equal width, float comparisons two floats of one type."},
    [RULE_LOGIC_BOOL] = {"CORE-LOGIC-BOOL", NULL, "SPIR-V 3.52.15 OpLogical*, OpAny, OpAll",
        "Logical operations take and give bools of the result type; OpAny and OpAll take a bool vector and give a bool scalar."},
    [RULE_LOGIC_SELECT] = {"CORE-LOGIC-SELECT", NULL, "SPIR-V 3.52.15 OpSelect",
        "OpSelect's result is a scalar or vector (any composite from SPIR-V 1.4; a pointer with VariablePointers), its condition a bool scalar or a bool vector of the result's size, and both objects of the result type."},
    [RULE_CONV_OPERAND_TYPE] = {"CORE-CONV-OPERAND-TYPE", NULL, "SPIR-V 3.52.11",
        "Conversions have the result and input kinds the instruction names (float/signed/unsigned integer scalar or vector, pointer) with equal component counts."},
    [RULE_CONV_WIDTH] = {"CORE-CONV-WIDTH", NULL, "SPIR-V 3.52.11 OpUConvert, OpSConvert, OpFConvert",
        "OpUConvert, OpSConvert and OpFConvert change the component width."},
    [RULE_CONV_BITCAST] = {"CORE-CONV-BITCAST", NULL, "SPIR-V 3.52.11 OpBitcast",
        "OpBitcast converts between pointers and numerical scalars/vectors of the same total bit width (pointers only to pointers or integer scalars, or 32-bit integer vectors from SPIR-V 1.5)."},
    [RULE_CONV_SMALL_TYPE] = {"CORE-CONV-SMALL-TYPE", NULL, "SPIR-V 2.16.1; SPV_KHR_8bit_storage, SPV_KHR_16bit_storage",
        "With Shader, 8- and 16-bit types without Int8/Int16/Float16 are converted only by width-only conversions (not OpConvert*ToF/FTo*, OpBitcast)."},
    [RULE_COMP_VECTOR_DYNAMIC] = {"CORE-COMP-VECTOR-DYNAMIC", NULL, "SPIR-V 3.52.12 OpVectorExtractDynamic, OpVectorInsertDynamic",
        "Dynamic vector access takes a vector whose component type is the scalar extracted or inserted, and an integer scalar index."},
    [RULE_COMP_VECTOR_SHUFFLE] = {"CORE-COMP-VECTOR-SHUFFLE", NULL, "SPIR-V 3.52.12 OpVectorShuffle",
        "OpVectorShuffle gives a vector of as many components as literals, from two vectors of its component type, each literal 0xFFFFFFFF or below the two vectors' total size."},
    [RULE_COMP_CONSTRUCT] = {"CORE-COMP-CONSTRUCT", NULL, "SPIR-V 3.52.12 OpCompositeConstruct",
        "OpCompositeConstruct's constituents fill the result exactly: vector components (scalars or vectors of the component type), matrix columns, array elements or structure members of the matching types."},
    [RULE_COMP_INDEX] = {"CORE-COMP-INDEX", NULL, "SPIR-V 3.52.12 OpCompositeExtract, OpCompositeInsert",
        "Composite indexes (1 to 255 of them) walk through composite types within their bounds."},
    [RULE_COMP_EXTRACT_INSERT_TYPE] = {"CORE-COMP-EXTRACT-INSERT-TYPE", NULL, "SPIR-V 3.52.12 OpCompositeExtract, OpCompositeInsert",
        "OpCompositeExtract's result (OpCompositeInsert's object) has the type the indexes reach; OpCompositeInsert's result has the composite's type; with Shader, no 8- or 16-bit composite without Int8/Int16/Float16."},
    [RULE_COMP_COPY_OBJECT] = {"CORE-COMP-COPY-OBJECT", NULL, "SPIR-V 3.52.12 OpCopyObject",
        "OpCopyObject's operand has the result type, which is not void."},
    [RULE_COMP_COPY_LOGICAL] = {"CORE-COMP-COPY-LOGICAL", NULL, "SPIR-V 3.52.12 OpCopyLogical",
        "OpCopyLogical's result type differs from the operand's type and logically matches it (arrays of the same "
        "Length, structures of as many members, pairwise; other types identical)."},
    [RULE_COMP_TRANSPOSE] = {"CORE-COMP-TRANSPOSE", NULL, "SPIR-V 3.52.12 OpTranspose",
        "OpTranspose takes a matrix of the result's component type with rows and columns swapped."},
    [RULE_UNDEF_TYPE] = {"CORE-UNDEF-TYPE", NULL, "SPIR-V 3.52.2 OpUndef; 2.16.1",
        "OpUndef's Result Type is not OpTypeVoid, and with Shader no 8- or 16-bit type without Int8/Int16/Float16."},
    [RULE_GLSL_FLOAT] = {"CORE-GLSL-FLOAT", NULL, "GLSL.std.450 (Round ... NClamp)",
        "GLSL.std.450 component-wise float instructions have a float scalar/vector result (16- or 32-bit for the transcendental ones) and operands of the result type."},
    [RULE_GLSL_INT] = {"CORE-GLSL-INT", NULL, "GLSL.std.450 SAbs, SSign, UMin, SMin, UMax, SMax, UClamp, SClamp, FindILsb, FindSMsb, FindUMsb",
        "GLSL.std.450 integer instructions have an integer scalar/vector result and integer operands of its component count and width."},
    [RULE_GLSL_VECTOR] = {"CORE-GLSL-VECTOR", NULL, "GLSL.std.450 Length, Distance, Cross, Normalize, FaceForward, Reflect, Refract, Determinant, MatrixInverse",
        "GLSL.std.450 geometric and matrix instructions take and give the float vectors, scalars and square matrices their definitions name."},
    [RULE_GLSL_MODF_FREXP] = {"CORE-GLSL-MODF-FREXP", NULL, "GLSL.std.450 Modf, ModfStruct, Frexp, FrexpStruct, Ldexp",
        "Modf/Frexp take a float and a pointer to the whole-number or exponent result (or return a two-member structure); Ldexp takes an integer exponent of the float's component count."},
    /* ---- end of family: instructions ---- */

    /* ---- family: memory ---- */
    [RULE_GLSL_INTERPOLANT] = {"CORE-GLSL-INTERPOLANT", NULL, "GLSL.std.450 InterpolateAtCentroid, InterpolateAtSample, "
        "InterpolateAtOffset",
        "The interpolant of the InterpolateAt* instructions is a pointer into the Input storage class to a value of the "
        "Result Type."},
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
        "Vulkan: a variable's (or pointer type's) storage class is one of UniformConstant, Input, Uniform, Output, Workgroup, Private, Function, PushConstant, Image, StorageBuffer, RayPayloadKHR, IncomingRayPayloadKHR, HitAttributeKHR, CallableDataKHR, IncomingCallableDataKHR, ShaderRecordBufferKHR, PhysicalStorageBuffer; doc 003's list extended with HitObjectAttributeEXT and NodePayloadAMDX, as RULES.md 'Document defects' resolves, and with the later extensions' HitObjectAttributeNV and TaskPayloadWorkgroupEXT, which spirv-val accepts, and TileImageEXT and TileAttachmentQCOM (the newest specification, Vulkan 1.4.360)."},
    [RULE_ENV_026] = {"ENV-026", "VUID-StandaloneSpirv-OpVariable-04651", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: only Output, Private and Function variables have initializers (and Workgroup ones with OpConstantNull, VUID 04734)."},
    [RULE_ENV_030] = {"ENV-030", "VUID-StandaloneSpirv-UniformConstant-04655", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: UniformConstant variables are images, samplers, sampled images, acceleration structures, tensors "
        "(VK_ARM_tensors), or arrays of them."},
    [RULE_MEMORY_LOGICAL_POINTER] = {"CORE-MEMORY-LOGICAL-POINTER", NULL, "SPIR-V 2.16.1 (Logical addressing); 2.2.2 (variable pointers)",
        "In Logical addressing, the pointer of a load or store comes from an instruction that yields a logical pointer (more with VariablePointers)."},
    [RULE_MEMORY_CALL_POINTER_CLASS] = {"CORE-MEMORY-CALL-POINTER-CLASS", NULL, "SPIR-V 2.16.1 (Logical addressing); "
        "SPV_KHR_variable_pointers; SPV_KHR_physical_storage_buffer",
        "In the Logical and PhysicalStorageBuffer64 addressing models, a pointer argument of OpFunctionCall points into "
        "the UniformConstant, Function, Private, Workgroup or AtomicCounter storage class (StorageBuffer with "
        "VariablePointers or VariablePointersStorageBuffer; PhysicalStorageBuffer; the ShaderRecordBufferKHR and "
        "TileImageEXT classes of the ray-tracing and tile-image extensions)."},
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
    [RULE_MEMORY_PTR_COMPARISON] = {"CORE-MEMORY-PTR-COMPARISON", NULL, "SPIR-V 3.52.8 (OpPtrEqual, OpPtrNotEqual, "
        "OpPtrDiff); 2.16.1 (Logical addressing); 2.2.2 (variable pointers)",
        "OpPtrEqual/OpPtrNotEqual give a Boolean, OpPtrDiff an integer, from two pointers of one type; logical "
        "pointers need the VariablePointers capabilities (StorageBuffer, or Workgroup with VariablePointers)."},
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
    [RULE_MEMORY_DERIVATIVE_MODEL] = {"CORE-MEMORY-DERIVATIVE-MODEL", NULL, "SPIR-V 3.52.16 (derivative instructions); SPV_KHR/NV_compute_shader_derivatives",
        "Derivatives are reached only from fragment entry points, or from compute, mesh and task entry points with a derivative group execution mode (GLCompute without one with SPV_NV_compute_shader_derivatives alone)."},
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
        "Bias (a float) only with implicit-lod, Lod (float; integer for fetch) with explicit-lod and fetch, Grad (float, one component per plane coordinate) with explicit-lod instructions, not Lod and Grad together; ConstOffset is a constant; Offset and ConstOffset are integers with one component per plane coordinate, not on Cube images; at most one of Offset, ConstOffset and ConstOffsets."},
    [RULE_ENV_039] = {"ENV-039", "VUID-StandaloneSpirv-OpImageGather-04664", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpImageGather's Component is a constant."},
    [RULE_ENV_034] = {"ENV-034", "VUID-StandaloneSpirv-OpImageQuerySizeLod-04659", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: OpImageQuerySizeLod and OpImageQueryLevels take an image with Sampled 1."},
    [RULE_MEMORY_IMAGE_TEXEL_POINTER] = {"CORE-MEMORY-IMAGE-TEXEL-POINTER", NULL, "SPIR-V 3.52.10 OpImageTexelPointer",
        "OpImageTexelPointer yields an Image-class pointer to the image's Sampled Type, from a pointer to a non-SubpassData image, with an integer coordinate of the right size and sample 0 for single-sampled images."},
    [RULE_ENV_033] = {"ENV-033", "VUID-StandaloneSpirv-OpImageTexelPointer-04658", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: an OpImageTexelPointer's image has format R64i, R64ui, R32f, R32i or R32ui (spirv-val checks every one)."},
    [RULE_ENV_092] = {"ENV-092", "VUID-StandaloneSpirv-Result-04780", "Vulkan appendix A",
        "Vulkan: OpImageRead's result type is a 4-component vector."},
    [RULE_MEMORY_VARIABLE_BOOL] = {"CORE-MEMORY-VARIABLE-BOOL", NULL, "SPIR-V 3.52.6 OpTypeBool; 2.16.1",
        "A variable holding a bool is in a storage class not visible outside the shader; an Input or Output one must be a built-in (VUID-StandaloneSpirv-Input-07290)."},
    [RULE_MEMORY_VARIABLE_POINTER] = {"CORE-MEMORY-VARIABLE-POINTER", NULL, "SPIR-V 2.16.1 (Logical addressing); SPV_KHR_variable_pointers",
        "In Logical addressing a variable holds a pointer only with variable pointers, and then only in the Function or Private storage class, and the pointer it holds points into StorageBuffer (or, with VariablePointers, Workgroup)."},
    [RULE_MEMORY_VULKAN_PUSH_CONSTANT_TYPE] = {"CORE-MEMORY-VULKAN-PUSH-CONSTANT-TYPE", "VUID-StandaloneSpirv-PushConstant-06808", "Vulkan \"Push Constant Interface\"",
        "Vulkan: a PushConstant variable is a structure."},
    [RULE_MEMORY_VULKAN_BUFFER_TYPE] = {"CORE-MEMORY-VULKAN-BUFFER-TYPE", "VUID-StandaloneSpirv-Uniform-06807", "Vulkan \"Descriptor Set Interface\"",
        "Vulkan: a Uniform or StorageBuffer variable is a structure or an array of structures."},
    [RULE_MEMORY_IMAGE_IMPLICIT_LOD_MODEL] = {"CORE-MEMORY-IMAGE-IMPLICIT-LOD-MODEL", NULL, "SPIR-V 3.52.10 (implicit-lod instructions); SPV_KHR/NV_compute_shader_derivatives",
        "Implicit-lod sampling is reached only from fragment shaders, or compute, mesh and task shaders with a derivative group execution mode (GLCompute without one with SPV_NV_compute_shader_derivatives alone)."},
    [RULE_ENV_038] = {"ENV-038", "VUID-RuntimeSpirv-Offset-10213", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the Offset image operand only on OpImage*Gather instructions (spirv-val 2023.1: VUID-StandaloneSpirv-Offset-04663)."},
    [RULE_MEMORY_VULKAN_UNIFORM_BLOCK_STORE] = {"CORE-MEMORY-VULKAN-UNIFORM-BLOCK-STORE", "VUID-StandaloneSpirv-Uniform-06925", "Vulkan \"Descriptor Set Interface\" (uniform buffers are read-only)",
        "Vulkan: no store into a Uniform variable whose type is (an array of) a Block structure."},
    /* ---- end of family: memory ---- */

    /* ---- family: interface ---- */
    [RULE_BLOCK_OFFSET_MISSING] = {"CORE-BLOCK-OFFSET-MISSING", NULL, "SPIR-V 2.16.2; 3.20 (Offset)",
                                   "Every member of a Block or BufferBlock structure that types a Uniform, "
                                   "StorageBuffer or PushConstant variable, or of a structure that "
                                   "PhysicalStorageBuffer pointers of the module point to (and of the structures "
                                   "inside it, also through arrays), has an Offset decoration."},
    [RULE_BLOCK_ARRAY_STRIDE_MISSING] = {"CORE-BLOCK-ARRAY-STRIDE-MISSING", NULL, "SPIR-V 2.16.2; 3.20 (ArrayStride)",
                                         "Every array member of such a block or PhysicalStorageBuffer pointee (and "
                                         "of the structures inside it), and an array pointee itself, has an "
                                         "ArrayStride decoration."},
    [RULE_BLOCK_ARRAY_STRIDE_FORBIDDEN] = {"CORE-BLOCK-ARRAY-STRIDE-FORBIDDEN", NULL, "SPIR-V 2.16.2; 3.20 "
                                           "(ArrayStride)",
                                           "With the Shader capability, an array (or runtime array) of a "
                                           "structure decorated Block or BufferBlock has no ArrayStride (or "
                                           "ArrayStrideIdEXT) decoration."},
    [RULE_BLOCK_MATRIX_LAYOUT_MISSING] = {"CORE-BLOCK-MATRIX-LAYOUT-MISSING", NULL,
                                          "SPIR-V 2.16.2; 3.20 (MatrixStride, RowMajor, ColMajor)",
                                          "Every matrix member of such a block or PhysicalStorageBuffer pointee (and "
                                          "of the structures inside it) has a MatrixStride decoration and RowMajor or "
                                          "ColMajor."},
    [RULE_BLOCK_LAYOUT] = {"CORE-BLOCK-LAYOUT", NULL, "Vulkan 15.8.4 \"Offset and Stride Assignment\"",
                           "In Vulkan, the offsets and strides of a block follow the standard uniform buffer "
                           "(std140) layout in Uniform Block structures and the standard storage buffer (std430) "
                           "layout elsewhere (PhysicalStorageBuffer pointees too), relaxed for vectors from Vulkan 1.1 (or --relax-block-layout), scalar "
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
    [RULE_DECORATION_ACCESS_TARGET] = {"CORE-DECORATION-ACCESS-TARGET", NULL, "SPIR-V 3.20 (NonWritable, "
                                       "NonReadable)",
                                       "A variable or function parameter decorated NonWritable or NonReadable "
                                       "declares a storage image, a uniform block or a storage buffer (one level "
                                       "of arraying allowed); from SPIR-V 1.4 NonWritable may also decorate a "
                                       "Function or Private variable. Extensions add a tensor in UniformConstant, "
                                       "TileAttachmentQCOM variables and SPV_AMDX_shader_enqueue's input "
                                       "payloads (NodePayloadAMDX), which that extension requires to be "
                                       "NonWritable."},
    [RULE_DECORATION_MEMBER] = {"CORE-DECORATION-MEMBER", NULL, "SPIR-V 3.52.5 (OpMemberDecorate, "
                                "OpGroupMemberDecorate)",
                                "A member decoration names a structure type and a member index within it."},
    [RULE_DECORATION_GROUP] = {"CORE-DECORATION-GROUP", NULL, "SPIR-V 3.52.5 (OpGroupDecorate, "
                               "OpGroupMemberDecorate)",
                               "OpGroupDecorate and OpGroupMemberDecorate apply an OpDecorationGroup, and do not "
                               "target a decoration group."},
    [RULE_DECORATION_REPEATED] = {"CORE-DECORATION-REPEATED", NULL, "SPIR-V 2.16.1 (Universal Validation Rules); "
                                  "3.20 (Decoration)",
                                  "OpDecorate and OpMemberDecorate apply a decoration at most once to one id or one "
                                  "structure member (BuiltIn, Location, Block, DescriptorSet, Binding, SpecId, Flat, "
                                  "Offset, ...), but FuncParamAttr, UserSemantic and the INTEL cache controls."},
    [RULE_DECORATION_CONFLICT] = {"CORE-DECORATION-CONFLICT", NULL, "SPIR-V 3.20 (Block, BufferBlock, RowMajor, "
                                  "ColMajor, Restrict, Aliased, RestrictPointer, AliasedPointer)",
                                  "Exclusive decorations are not combined: Block with BufferBlock, Restrict with "
                                  "Aliased, RestrictPointer with AliasedPointer on one id, RowMajor with ColMajor on "
                                  "one member."},
    [RULE_DEBUG_MEMBER_NAME] = {"CORE-DEBUG-MEMBER-NAME", NULL, "SPIR-V 3.52.2 (OpMemberName)",
                                "OpMemberName names a member of a structure type: Type is an OpTypeStruct and "
                                "Member is less than its member count."},
    [RULE_BUILTIN_MEMBERS_ALL] = {"CORE-BUILTIN-MEMBERS-ALL", NULL, "SPIR-V 3.20 (BuiltIn)",
                                  "When BuiltIn decorates one member of a structure type, it decorates all of "
                                  "its members."},
    [RULE_INTERFACE_LOCATION_MISSING] = {"CORE-INTERFACE-LOCATION-MISSING", "VUID-StandaloneSpirv-Location-04916",
                                         "Vulkan 15.1.4 \"Location Assignment\"; VUID-StandaloneSpirv-Location-04917, "
                                         "-04919",
                                         "In Vulkan, a user-defined Input or Output variable of a vertex, tessellation, "
                                         "geometry or fragment entry point is decorated Location, or is a Block each "
                                         "of whose members is."},
    [RULE_INTERFACE_FLAT_INTEGER] = {"CORE-INTERFACE-FLAT-INTEGER", "VUID-StandaloneSpirv-Flat-04744",
                                     "Vulkan appendix A (Flat-04744); 15.1.6 \"Interpolation Decorations\"",
                                     "In Vulkan, a fragment shader Input variable of integer scalar or vector or of "
                                     "64-bit float type is decorated Flat."},
    [RULE_WORKGROUP_BLOCK_ALL_OR_NONE] = {"CORE-WORKGROUP-BLOCK-ALL-OR-NONE", NULL,
                                          "SPV_KHR_workgroup_memory_explicit_layout (Validation Rules)",
                                          "With WorkgroupMemoryExplicitLayoutKHR, all or none of the Workgroup "
                                          "variables of an entry point's interface point to Block structures, and "
                                          "when more than one does, all are decorated Aliased."},
    [RULE_DECORATION_LOCATION_STORAGE] = {"CORE-DECORATION-LOCATION-STORAGE", "VUID-StandaloneSpirv-Location-06672",
                                          "Vulkan 15.1.4 \"Location Assignment\"",
                                          "In Vulkan, Location and Component decorate only Input, Output and "
                                          "ray-tracing interface variables."},
    [RULE_ENV_GLSL_SHARED] = {"ENV-044", "VUID-StandaloneSpirv-GLSLShared-04669", "Vulkan appendix A, Standalone #37",
                              "GLSLShared and GLSLPacked must not be used."},
    [RULE_ENV_INTERPOLATION_STORAGE] = {"ENV-045", "VUID-StandaloneSpirv-Flat-04670",
                                        "Vulkan appendix A, Standalone #38; VUID-StandaloneSpirv-Flat-06201, -06202",
                                        "Flat, NoPerspective, Sample and Centroid decorate only Input and Output "
                                        "variables, and neither the Output variables of a fragment shader nor the "
                                        "Input variables of a vertex shader."},
    [RULE_ENV_DESCRIPTOR_STORAGE] = {"ENV-142", "VUID-StandaloneSpirv-DescriptorSet-06491",
                                     "Vulkan appendix A, Runtime #64",
                                     "DescriptorSet and Binding decorate only StorageBuffer, Uniform and "
                                     "UniformConstant variables (and TileAttachmentQCOM images, Vulkan 1.4.360)."},
    [RULE_ENTRY_POINT_REQUIRED] = {"CORE-ENTRY-POINT-REQUIRED", NULL, "SPIR-V 2.4 (item 5); 2.16.1",
                                   "A module without the Linkage capability declares at least one OpEntryPoint."},
    [RULE_ENTRY_POINT_FUNCTION] = {"CORE-ENTRY-POINT-FUNCTION", NULL, "SPIR-V 3.52.5 (OpEntryPoint)",
                                   "The Entry Point operand of OpEntryPoint is an OpFunction."},
    [RULE_ENTRY_POINT_SIGNATURE] = {"CORE-ENTRY-POINT-SIGNATURE", NULL,
                                    "SPIR-V 3.52.5 (OpEntryPoint)",
                                    "An entry point function returns void and, except for Kernel, has no "
                                    "parameters (spirv-val requires it in every environment; Vulkan targets "
                                    "report it as ENV-008)."},
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
    [RULE_BUILTIN_TYPE] = {"CORE-BUILTIN-TYPE", NULL,
                           "SPIR-V 3.21 BuiltIn; Vulkan 15.9 \"Built-In Variables\"",
                           "In Vulkan, a built-in variable, structure member or constant has the type its built-in "
                           "requires (Position a 4-component 32-bit float vector, FragDepth a 32-bit float scalar, "
                           "FrontFacing a bool, GlobalInvocationId a 3-component 32-bit int vector, ...; arrayed per "
                           "vertex where the stage has vertices), and WorkgroupSize decorates a constant; the message "
                           "gives each built-in's own VUID."},
    [RULE_BUILTIN_STORAGE_CLASS] = {"CORE-BUILTIN-STORAGE-CLASS", NULL,
                                    "Vulkan 15.9 \"Built-In Variables\"",
                                    "In Vulkan, a built-in variable (or a pointer to a structure with built-in "
                                    "members) is in the storage class its built-in requires: Input for FragCoord, "
                                    "FrontFacing, VertexIndex, GlobalInvocationId, ...; Output for FragDepth; Input "
                                    "or Output for Position, PointSize, ClipDistance, SampleMask, ...; the message "
                                    "gives each built-in's own VUID."},
    [RULE_BUILTIN_EXECUTION_MODEL] = {"CORE-BUILTIN-EXECUTION-MODEL", NULL,
                                      "Vulkan 15.9 \"Built-In Variables\"",
                                      "In Vulkan, a built-in is used only in functions called from entry points of "
                                      "the execution models it belongs to (FragCoord in Fragment, VertexIndex in "
                                      "Vertex, GlobalInvocationId in GLCompute, task and mesh shaders, ...), and "
                                      "Input Position/PointSize/ClipDistance not in Vertex shaders, Output "
                                      "ClipDistance not in Fragment ones; the message gives each built-in's own "
                                      "VUID."},
    [RULE_BUILTIN_DEPTH_REPLACING] = {"CORE-BUILTIN-DEPTH-REPLACING", "VUID-FragDepth-FragDepth-04216",
                                      "Vulkan 15.9 \"Built-In Variables\" (FragDepth)",
                                      "In Vulkan, every entry point that uses BuiltIn FragDepth declares the "
                                      "DepthReplacing execution mode."},
    /* ---- end of family: interface ---- */

    /* ---- family: ser ---- */
    [RULE_SER_EXTENSION] = {"SER-001", NULL, "SPV_EXT_shader_invocation_reorder \"Validation Rules\"; SPIR-V 2.1",
                            "An instruction, capability, storage class or decoration of SPV_EXT_shader_invocation_"
                            "reorder needs OpExtension \"SPV_EXT_shader_invocation_reorder\" (EXT and NV forms: an item of "
                            "SPV_NV_shader_invocation_reorder needs that extension)."},
    [RULE_SER_CAPABILITY_INSTRUCTION] = {"SER-005", NULL, "SPV_EXT_shader_invocation_reorder 3.36 (each instruction's "
                                         "Capability)",
                                         "Every hit-object and reorder instruction needs ShaderInvocationReorderEXT "
                                         "(the three motion instructions: ShaderInvocationReorderEXT or "
                                         "RayTracingMotionBlurNV, listed as alternatives as the grammar does; EXT and NV forms: the NV "
                                         "instructions need ShaderInvocationReorderNV)."},
    [RULE_SER_CAPABILITY_OPERAND] = {"SER-006", NULL, "SPV_EXT_shader_invocation_reorder 3.7, 3.2",
                                     "The HitObjectAttributeEXT storage class and the HitObjectShaderRecordBufferEXT "
                                     "decoration need the ShaderInvocationReorderEXT capability (EXT and NV forms: "
                                     "HitObjectAttributeNV and HitObjectShaderRecordBufferNV need "
                                     "ShaderInvocationReorderNV)."},
    [RULE_SER_VERSION] = {"SER-002", NULL, "SPV_EXT_shader_invocation_reorder \"Dependencies\"",
                          "A module that declares SPV_EXT_shader_invocation_reorder must be SPIR-V 1.4 or later "
                          "(EXT and NV forms: SPV_NV_shader_invocation_reorder states the same)."},
    [RULE_SER_RAY_TRACING_EXTENSION] = {"SER-003", NULL, "SPV_EXT_shader_invocation_reorder \"Dependencies\"",
                                        "A module that declares SPV_EXT_shader_invocation_reorder must also declare "
                                        "SPV_KHR_ray_tracing (EXT and NV forms)."},
    [RULE_SER_PHYSICAL_STORAGE_BUFFER] = {"SER-004", NULL, "SPV_EXT_shader_invocation_reorder \"Dependencies\"",
                                          "A module that declares SPV_EXT_shader_invocation_reorder must be SPIR-V "
                                          "1.5 or later or declare SPV_EXT_physical_storage_buffer or "
                                          "SPV_KHR_physical_storage_buffer (EXT and NV forms)."},
    [RULE_SER_RECORD_BUFFER_TARGET] = {"SER-007", NULL, "SPV_EXT_shader_invocation_reorder 3.2 (Decoration)",
                                       "HitObjectShaderRecordBufferEXT may decorate only an OpVariable (EXT and NV "
                                       "forms: HitObjectShaderRecordBufferNV)."},
    [RULE_SER_ATTRIBUTE_INITIALIZER] = {"SER-008", NULL, "SPV_EXT_shader_invocation_reorder 3.7 (Storage Class)",
                                        "A variable in the HitObjectAttributeEXT storage class cannot have an "
                                        "initializer (EXT and NV forms: HitObjectAttributeNV)."},
    [RULE_SER_ATTRIBUTE_MODEL] = {"SER-009", NULL, "SPV_EXT_shader_invocation_reorder 3.7 (Storage Class)",
                                  "The HitObjectAttributeEXT storage class is used only in functions reached from "
                                  "RayGenerationKHR, ClosestHitKHR and MissKHR entry points: an instruction taking a "
                                  "pointer in it counts as a use (EXT and NV forms)."},
    [RULE_SER_HIT_OBJECT_POINTER_STORAGE] = {"SER-010", NULL, "SPV_EXT_shader_invocation_reorder 3.32.6 (OpTypePointer)",
                                             "An OpTypePointer to OpTypeHitObjectEXT has the Private or Function "
                                             "storage class (EXT and NV forms: OpTypeHitObjectNV)."},
    [RULE_SER_LOAD_STORE] = {"SER-011", NULL, "SPV_EXT_shader_invocation_reorder 3.32.8 (OpLoad, OpStore)",
                             "The Pointer of OpLoad and OpStore must not point to OpTypeHitObjectEXT (EXT and NV "
                             "forms)."},
    [RULE_SER_COPY_MEMORY] = {"SER-012", NULL,
                              "SPV_EXT_shader_invocation_reorder 3.32.8 (OpCopyMemory, OpCopyMemorySized)",
                              "The Target and Source of OpCopyMemory and OpCopyMemorySized must not point to "
                              "OpTypeHitObjectEXT (EXT and NV forms)."},
    [RULE_SER_POINTER_OPERANDS] = {"SER-014", NULL, "SPV_EXT_shader_invocation_reorder 2.16.1; SPIR-V 2.16.1",
                                   "The hit-object and reorder instructions may take pointer operands; in Logical "
                                   "addressing their Hit Object and Ray Query pointers must be logical pointers "
                                   "(from OpVariable, OpAccessChain, OpInBoundsAccessChain, OpFunctionParameter, "
                                   "OpCopyObject; more with VariablePointers), as for OpLoad (EXT and NV forms)."},
    [RULE_SER_HIT_OBJECT_POINTER] = {"SER-015", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                     "Every Hit Object operand is a pointer to OpTypeHitObjectEXT (EXT and NV forms: "
                                     "an NV instruction's to OpTypeHitObjectNV)."},
    [RULE_SER_HINT_TYPE] = {"SER-016", NULL, "SPV_EXT_shader_invocation_reorder 3.36 (OpReorderThreadWithHintEXT)",
                            "OpReorderThreadWithHintEXT: Hint and Bits are 32-bit integer scalars (EXT and NV "
                            "forms)."},
    [RULE_SER_HINT_BITS_TOGETHER] = {"SER-017", NULL, "SPV_EXT_shader_invocation_reorder 3.36 (Reorder, Fused)",
                                     "OpReorderThreadWithHitObjectEXT, OpHitObjectReorderExecuteShaderEXT, "
                                     "OpHitObjectTraceReorderExecuteEXT, OpHitObjectTraceMotionReorderExecuteEXT: the "
                                     "optional Hint and Bits are both present or both absent (EXT and NV forms)."},
    [RULE_SER_OPTIONAL_HINT_TYPE] = {"SER-018", NULL, "SPV_EXT_shader_invocation_reorder 3.36 (Reorder, Fused)",
                                     "The same four instructions: Hint and Bits, when present, are 32-bit integer "
                                     "scalars (EXT and NV forms)."},
    [RULE_SER_RAYGEN_ONLY] = {"SER-019", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                              "OpReorderThreadWithHintEXT, OpReorderThreadWithHitObjectEXT and the three fused "
                              "instructions are used only in functions reached from RayGenerationKHR entry points "
                              "(EXT and NV forms)."},
    [RULE_SER_EXECUTION_MODEL] = {"SER-020", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                  "The other hit-object instructions are used only in functions reached from "
                                  "RayGenerationKHR, ClosestHitKHR and MissKHR entry points (EXT and NV forms)."},
    [RULE_SER_ACCELERATION_STRUCTURE] = {"SER-021", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                         "The Acceleration Structure of the trace instructions is an "
                                         "OpTypeAccelerationStructureKHR value (EXT and NV forms, also "
                                         "OpHitObjectRecordHit*NV)."},
    [RULE_SER_TRACE_INTEGERS] = {"SER-022", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                 "The trace instructions' Ray Flags, Cull Mask, SBT Offset, SBT Stride and Miss Index "
                                 "are 32-bit integer scalars of either signedness (SPIRV-Tools requires unsigned; "
                                 "the document does not); also the Ray Flags of OpHitObjectRecordMiss(Motion)EXT, "
                                 "for which doc 000 gives no type (RULES.md \"Document defects\"; the grammar "
                                 "supplement's resolution) (EXT and NV forms)."},
    [RULE_SER_RAY_VECTORS] = {"SER-023", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                              "Ray Origin and Ray Direction of the trace and record-miss instructions are "
                              "3-component vectors of 32-bit float (EXT and NV forms, also OpHitObjectRecordHit*NV)."},
    [RULE_SER_RAY_T] = {"SER-024", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                        "Ray Tmin and Ray Tmax of the trace and record-miss instructions are 32-bit float scalars "
                        "(EXT and NV forms, also OpHitObjectRecordHit*NV)."},
    [RULE_SER_PAYLOAD] = {"SER-025", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                          "The Payload of the trace, execute and fused instructions is an OpVariable in the "
                          "RayPayloadKHR or IncomingRayPayloadKHR storage class (EXT and NV forms)."},
    [RULE_SER_CURRENT_TIME] = {"SER-026", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                               "Current Time of the motion instructions is a 32-bit float scalar (EXT and NV forms)."},
    [RULE_SER_MOTION_EXTENSION] = {"SER-027", NULL,
                                   "SPV_EXT_shader_invocation_reorder \"Interactions with "
                                   "SPV_NV_ray_tracing_motion_blur\"",
                                   "The EXT motion instructions need OpExtension \"SPV_NV_ray_tracing_motion_blur\" (not "
                                   "applied to the NV forms: glslang emits OpHitObject*MotionNV without it and "
                                   "spirv-val accepts them)."},
    [RULE_SER_RAY_QUERY_POINTER] = {"SER-028", NULL, "SPV_EXT_shader_invocation_reorder 3.36 "
                                    "(OpHitObjectRecordFromQueryEXT)",
                                    "OpHitObjectRecordFromQueryEXT: Ray Query is a pointer to OpTypeRayQueryKHR."},
    [RULE_SER_QUERY_SBT_INDEX] = {"SER-029", NULL, "SPV_EXT_shader_invocation_reorder 3.36 "
                                  "(OpHitObjectRecordFromQueryEXT)",
                                  "OpHitObjectRecordFromQueryEXT: SBT Record Index is a 32-bit integer scalar."},
    [RULE_SER_ATTRIBUTES_VARIABLE] = {"SER-030", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                      "Hit Object Attributes of OpHitObjectRecordFromQueryEXT and "
                                      "OpHitObjectGetAttributesEXT is an OpVariable in the HitObjectAttributeEXT "
                                      "storage class (EXT and NV forms: OpHitObjectGetAttributesNV and "
                                      "OpHitObjectRecordHit*NV, HitObjectAttributeNV)."},
    [RULE_SER_RAY_QUERY_EXTENSION] = {"SER-031", NULL,
                                      "SPV_EXT_shader_invocation_reorder \"Interactions with SPV_KHR_ray_query\"",
                                      "OpHitObjectRecordFromQueryEXT needs OpExtension \"SPV_KHR_ray_query\"."},
    [RULE_SER_MISS_INDEX_UNSIGNED] = {"SER-032", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                      "OpHitObjectRecordMissEXT, OpHitObjectRecordMissMotionEXT: Miss Index is a "
                                      "32-bit unsigned integer scalar (EXT and NV forms)."},
    [RULE_SER_RESULT_INT] = {"SER-033", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                             "OpHitObjectGet{HitKind,PrimitiveIndex,GeometryIndex,InstanceId,InstanceCustomIndex,"
                             "RayFlags,ShaderBindingTableRecordIndex}EXT: Result Type is a 32-bit integer scalar (EXT "
                             "and NV forms)."},
    [RULE_SER_RESULT_FLOAT] = {"SER-034", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                               "OpHitObjectGet{CurrentTime,RayTMax,RayTMin}EXT: Result Type is a 32-bit float scalar "
                               "(EXT and NV forms)."},
    [RULE_SER_RESULT_VEC3] = {"SER-035", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                              "OpHitObjectGet{Object,World}Ray{Origin,Direction}EXT: Result Type is a 3-component "
                              "vector of 32-bit float (EXT and NV forms)."},
    [RULE_SER_RESULT_MATRIX] = {"SER-036", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                "OpHitObjectGetObjectToWorldEXT, OpHitObjectGetWorldToObjectEXT: Result Type is a "
                                "matrix of 4 columns of 3-component 32-bit float vectors (EXT and NV forms)."},
    [RULE_SER_RESULT_TRIANGLE] = {"SER-037", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                  "OpHitObjectGetIntersectionTriangleVertexPositionsEXT: Result Type is an array of "
                                  "length 3 of 3-component 32-bit float vectors."},
    [RULE_SER_POSITION_FETCH_EXTENSION] = {"SER-038", NULL,
                                           "SPV_EXT_shader_invocation_reorder \"Interactions with "
                                           "SPV_KHR_ray_tracing_position_fetch\"",
                                           "OpHitObjectGetIntersectionTriangleVertexPositionsEXT needs OpExtension "
                                           "\"SPV_KHR_ray_tracing_position_fetch\"."},
    [RULE_SER_RESULT_HANDLE] = {"SER-039", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                "OpHitObjectGetShaderRecordBufferHandleEXT: Result Type is a 2-component vector of "
                                "32-bit integer (EXT and NV forms)."},
    [RULE_SER_RESULT_BOOL] = {"SER-040", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                              "OpHitObjectIsEmptyEXT, OpHitObjectIsHitEXT, OpHitObjectIsMissEXT: Result Type is a "
                              "boolean scalar (EXT and NV forms)."},
    [RULE_SER_SET_SBT_INDEX] = {"SER-041", NULL, "SPV_EXT_shader_invocation_reorder 3.36",
                                "OpHitObjectSetShaderBindingTableRecordIndexEXT: SBT Record Index is a 32-bit "
                                "integer scalar."},
    [RULE_LSS_EXECUTION_MODEL] = {"LSS-007", NULL, "SPV_NV_linear_swept_spheres 3.36 (Hit Object Instructions)",
                                  "OpHitObjectGet{SpherePosition,SphereRadius,LSSPositions,LSSRadii}NV and "
                                  "OpHitObjectIs{Sphere,LSS}HitNV are used only in functions reached from "
                                  "RayGenerationKHR, ClosestHitKHR and MissKHR entry points."},
    [RULE_LSS_HIT_OBJECT_POINTER] = {"LSS-008", NULL, "SPV_NV_linear_swept_spheres 3.36 (Hit Object Instructions)",
                                     "Their Hit Object is a pointer to a hit object: to OpTypeHitObjectNV, as doc 002 "
                                     "ties them to SPV_NV_shader_invocation_reorder (RULES.md \"Document defects\"; "
                                     "SPIRV-Tools likewise rejects OpTypeHitObjectEXT)."},
    [RULE_LSS_NV_REORDER_EXTENSION] = {"LSS-009", NULL,
                                       "SPV_NV_linear_swept_spheres \"Interactions with "
                                       "SPV_NV_shader_invocation_reorder\"",
                                       "The six hit-object instructions of doc 002 need OpExtension "
                                       "\"SPV_NV_shader_invocation_reorder\"."},
    [RULE_LSS_HIT_OBJECT_SPHERE_POSITION_RESULT] = {"LSS-010", NULL, "SPV_NV_linear_swept_spheres 3.36",
                                         "OpHitObjectGetSpherePositionNV: Result Type is a 3-component vector of "
                                         "32-bit float."},
    [RULE_LSS_SPHERE_RADIUS_RESULT] = {"LSS-011", NULL, "SPV_NV_linear_swept_spheres 3.36",
                                       "OpHitObjectGetSphereRadiusNV: Result Type is a 32-bit float scalar."},
    [RULE_LSS_LSS_POSITIONS_RESULT] = {"LSS-012", NULL, "SPV_NV_linear_swept_spheres 3.36",
                                       "OpHitObjectGetLSSPositionsNV: Result Type is an array of length 2 of "
                                       "3-component 32-bit float vectors."},
    [RULE_LSS_LSS_RADII_RESULT] = {"LSS-013", NULL, "SPV_NV_linear_swept_spheres 3.36",
                                   "OpHitObjectGetLSSRadiiNV: Result Type is an array of length 2 of 32-bit float "
                                   "scalars."},
    [RULE_LSS_IS_HIT_RESULT] = {"LSS-014", NULL, "SPV_NV_linear_swept_spheres 3.36",
                                "OpHitObjectIsSphereHitNV, OpHitObjectIsLSSHitNV: Result Type is a boolean scalar."},
    /* ---- end of family: ser ---- */

    /* ---- family: rq ---- */
    [RULE_RQ_EXTENSION] = {"RQ-001", NULL, "SPV_KHR_ray_query \"Validation Rules\"; SPIR-V 2.1",
                           "The RayQueryKHR capability (and with it every ray-query type and instruction) needs "
                           "OpExtension \"SPV_KHR_ray_query\"; so does OpTypeRayQueryKHR where RayQueryKHR is "
                           "only implied by RayTraversalPrimitiveCullingKHR (ray_query.c)."},
    [RULE_RQ_CAPABILITY] = {"RQ-002", NULL, "SPV_KHR_ray_query \"New Instructions\"; \"Interactions with "
                            "SPV_KHR_ray_tracing\"",
                            "Every ray-query type and instruction needs the RayQueryKHR capability "
                            "(OpTypeAccelerationStructureKHR and OpConvertUToAccelerationStructureKHR: RayQueryKHR "
                            "or RayTracingKHR)."},
    [RULE_LSS_EXTENSION] = {"LSS-001", NULL, "SPV_NV_linear_swept_spheres \"Validation Rules\"; SPIR-V 2.1",
                            "The sphere and LSS capabilities, built-ins and instructions need OpExtension "
                            "\"SPV_NV_linear_swept_spheres\"."},
    [RULE_LSS_CAPABILITY] = {"LSS-003", NULL, "SPV_NV_linear_swept_spheres \"New Builtins\", \"New Instructions\"",
                             "Sphere instructions and built-ins need RayTracingSpheresGeometryNV; LSS instructions "
                             "and built-ins need RayTracingLinearSweptSpheresGeometryNV."},
    [RULE_RQ_RAY_FLAGS_CULLING_CAPABILITY] = {"RQ-003", NULL, "SPV_KHR_ray_query 3.RF; 3.31 (RayTraversalPrimitiveCullingKHR)",
        "A constant Ray Flags operand (of OpRayQueryInitializeKHR, OpTrace*, OpHitObjectTrace*, "
        "OpHitObjectRecordMiss*EXT) with SkipTrianglesKHR (0x100) or SkipAABBsKHR (0x200) set needs the "
        "RayTraversalPrimitiveCullingKHR capability (0x100 also RayTracingSpheresGeometryNV or "
        "RayTracingLinearSweptSpheresGeometryNV, LSS-004). Specialization constants are not checked."},
    [RULE_RQ_RAY_FLAGS_OPACITY] = {"RQ-004", NULL, "SPV_KHR_ray_query 3.RF",
        "A constant Ray Flags operand must not set more than one of OpaqueKHR, NoOpaqueKHR, CullOpaqueKHR and"
        " CullNoOpaqueKHR."},
    [RULE_RQ_RAY_FLAGS_TRIANGLES] = {"RQ-005", NULL, "SPV_KHR_ray_query 3.RF",
        "A constant Ray Flags operand must not set more than one of SkipTrianglesKHR, "
        "CullBackFacingTrianglesKHR and CullFrontFacingTrianglesKHR."},
    [RULE_RQ_RAY_FLAGS_SKIP_BOTH] = {"RQ-006", NULL, "SPV_KHR_ray_query 3.RF",
        "A constant Ray Flags operand must not set both SkipTrianglesKHR and SkipAABBsKHR."},
    [RULE_RQ_POINTER_STORAGE] = {"RQ-007", NULL, "SPV_KHR_ray_query 3.32.6 (OpTypePointer)",
        "An OpTypePointer to an OpTypeRayQueryKHR must have the Private or Function storage class."},
    [RULE_RQ_LOAD_STORE] = {"RQ-008", NULL, "SPV_KHR_ray_query 3.32.8 (OpLoad, OpStore)",
        "The Pointer of OpLoad and OpStore must not point to an OpTypeRayQueryKHR."},
    [RULE_RQ_COPY_MEMORY] = {"RQ-009", NULL, "SPV_KHR_ray_query 3.32.8 (OpCopyMemory, OpCopyMemorySized)",
        "The Target and Source of OpCopyMemory and OpCopyMemorySized must not point to an OpTypeRayQueryKHR."},
    [RULE_RQ_POINTER_OPERAND] = {"RQ-011", NULL, "SPV_KHR_ray_query 2.16.1 (Universal Validation Rules)",
        "In the Logical addressing model without VariablePointers(StorageBuffer) a pointer to a ray query may "
        "be an operand only of the instructions 2.16.1 lists, which include the 23 ray-query instructions (and "
        "doc 002's, doc 000's OpHitObjectRecordFromQueryEXT and OpRayQueryGetIntersectionTriangleVertexPositionsKHR); "
        "not of OpReturnValue, for example."},
    [RULE_RQ_CALL_ARRAY_ELEMENT] = {"RQ-012", NULL, "SPV_KHR_ray_query 2.16.1 (OpFunctionCall pointer operands)",
        "In the Logical addressing model a pointer argument of OpFunctionCall is a memory object declaration,"
        " or a pointer to an element of an array that is one whose element type is OpTypeSampler, OpTypeImage"
        " or OpTypeAccelerationStructureKHR (variable pointers in StorageBuffer/Workgroup and "
        "PhysicalStorageBuffer pointers excepted; OpTypeSampledImage elements accepted too, leniently, as "
        "glslang passes sampler2D array elements)."},
    [RULE_RQ_AS_SAME_BLOCK] = {"RQ-014", NULL, "SPV_KHR_ray_query 2.16.1 (Data rules)",
        "An acceleration structure taken out of a composite (OpLoad through an access chain, "
        "OpCompositeExtract) must be consumed in the block that takes it out."},
    [RULE_RQ_AS_USE] = {"RQ-015", NULL, "SPV_KHR_ray_query 2.16.1 (Data rules)",
        "An acceleration structure taken out of a composite must not be an operand of OpPhi, OpSelect or any "
        "instruction but the Acceleration Structure operand of the ray tracing instructions "
        "(OpRayQueryInitializeKHR, OpTrace*, OpHitObjectTrace*, OpHitObjectRecordHit*NV)."},
    [RULE_RQ_RAY_QUERY_OPERAND] = {"RQ-016", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "The Ray Query operand of every ray-query instruction (and of "
        "OpRayQueryGetIntersectionTriangleVertexPositionsKHR) is a pointer to an OpTypeRayQueryKHR."},
    [RULE_RQ_CONVERT_RESULT] = {"RQ-017", NULL, "SPV_KHR_ray_query 3.36.11 (OpConvertUToAccelerationStructureKHR)",
        "OpConvertUToAccelerationStructureKHR's Result Type is an OpTypeAccelerationStructureKHR."},
    [RULE_RQ_CONVERT_OPERAND] = {"RQ-018", NULL, "SPV_KHR_ray_query 3.36.11 (OpConvertUToAccelerationStructureKHR)",
        "OpConvertUToAccelerationStructureKHR's operand is a 64-bit int scalar of Signedness 0 or a "
        "2-component vector of 32-bit int of Signedness 0."},
    [RULE_RQ_INIT_ACCELERATION_STRUCTURE] = {"RQ-019", NULL, "SPV_KHR_ray_query 3.36.RQInstructions (OpRayQueryInitializeKHR); 3.36.6",
        "OpRayQueryInitializeKHR's Acceleration Structure is an OpTypeAccelerationStructureKHR value."},
    [RULE_RQ_INIT_FLAGS_CULL_MASK] = {"RQ-020", NULL, "SPV_KHR_ray_query 3.36.RQInstructions (OpRayQueryInitializeKHR)",
        "OpRayQueryInitializeKHR's Ray Flags and Cull Mask are 32-bit int scalars."},
    [RULE_RQ_INIT_ORIGIN_DIRECTION] = {"RQ-021", NULL, "SPV_KHR_ray_query 3.36.RQInstructions (OpRayQueryInitializeKHR)",
        "OpRayQueryInitializeKHR's Ray Origin and Ray Direction are 3-component vectors of 32-bit float."},
    [RULE_RQ_INIT_TMIN_TMAX] = {"RQ-022", NULL, "SPV_KHR_ray_query 3.36.RQInstructions (OpRayQueryInitializeKHR)",
        "OpRayQueryInitializeKHR's Ray Tmin and Ray Tmax are 32-bit float scalars."},
    [RULE_RQ_HIT_T] = {"RQ-023", NULL, "SPV_KHR_ray_query 3.36.RQInstructions (OpRayQueryGenerateIntersectionKHR)",
        "OpRayQueryGenerateIntersectionKHR's Hit T is a 32-bit float scalar."},
    [RULE_RQ_PROCEED_RESULT] = {"RQ-024", NULL, "SPV_KHR_ray_query 3.36.RQInstructions (OpRayQueryProceedKHR)",
        "OpRayQueryProceedKHR's Result Type is a Boolean scalar."},
    [RULE_RQ_INT_RESULT] = {"RQ-025", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "OpRayQueryGetIntersectionTypeKHR, OpRayQueryGetRayFlagsKHR and OpRayQueryGetIntersection{InstanceCus"
        "tomIndex,InstanceId,InstanceShaderBindingTableRecordOffset,GeometryIndex,PrimitiveIndex}KHR return a"
        " 32-bit int scalar."},
    [RULE_RQ_FLOAT_RESULT] = {"RQ-026", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "OpRayQueryGetRayTMinKHR and OpRayQueryGetIntersectionTKHR return a 32-bit float scalar."},
    [RULE_RQ_BARYCENTRICS_RESULT] = {"RQ-027", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "OpRayQueryGetIntersectionBarycentricsKHR returns a 2-component vector of 32-bit float."},
    [RULE_RQ_BOOL_RESULT] = {"RQ-028", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "OpRayQueryGetIntersectionFrontFaceKHR and OpRayQueryGetIntersectionCandidateAABBOpaqueKHR return a "
        "Boolean scalar."},
    [RULE_RQ_VEC3_RESULT] = {"RQ-029", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "OpRayQueryGetIntersectionObjectRay{Direction,Origin}KHR and "
        "OpRayQueryGetWorldRay{Direction,Origin}KHR return a 3-component vector of 32-bit float."},
    [RULE_RQ_MATRIX_RESULT] = {"RQ-030", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "OpRayQueryGetIntersection{ObjectToWorld,WorldToObject}KHR return a matrix of 4 columns of "
        "3-component 32-bit float vectors."},
    [RULE_RQ_INTERSECTION_CONSTANT] = {"RQ-031", NULL, "SPV_KHR_ray_query 3.36.RQInstructions",
        "The Intersection operand of the 15 getters that take one (and of "
        "OpRayQueryGetIntersectionTriangleVertexPositionsKHR) is the <id> of a constant instruction of 32-bit"
        " int scalar type."},
    [RULE_RQ_INTERSECTION_VALUE] = {"RQ-032", NULL, "SPV_KHR_ray_query 3.RQIntersection",
        "A constant Intersection operand is a Ray Query Intersection: RayQueryCandidateIntersectionKHR (0) or"
        " RayQueryCommittedIntersectionKHR (1). Specialization constants are not checked."},
    [RULE_RQ_POSITION_FETCH_RESULT] = {"CORE-RAY-QUERY-POSITION-FETCH", NULL, "SPV_KHR_ray_tracing_position_fetch (OpRayQueryGetIntersectionTriangleVertexPositionsKHR)",
        "OpRayQueryGetIntersectionTriangleVertexPositionsKHR returns an array of 3 3-component vectors of "
        "32-bit float (its Ray Query and Intersection operands follow RQ-016, RQ-031, RQ-032)."},
    [RULE_LSS_VERSION] = {"LSS-002", NULL, "SPV_NV_linear_swept_spheres \"Dependencies\"",
        "A module that declares SPV_NV_linear_swept_spheres is SPIR-V 1.4 or later."},
    [RULE_LSS_SKIP_BUILTIN_PRIMITIVES] = {"LSS-004", NULL, "SPV_NV_linear_swept_spheres 3.RF (SkipBuiltinPrimitivesNV)",
        "Ray flag 0x100 (SkipBuiltinPrimitivesNV, alias of SkipTrianglesKHR) in a constant Ray Flags operand "
        "needs RayTracingSpheresGeometryNV, RayTracingLinearSweptSpheresGeometryNV or "
        "RayTraversalPrimitiveCullingKHR; reported with this id in modules that declare "
        "SPV_NV_linear_swept_spheres, else as RQ-003."},
    [RULE_LSS_BUILTIN_MODEL] = {"LSS-005", NULL, "SPV_NV_linear_swept_spheres 3.21 (BuiltIn)",
        "HitIsSphereNV, HitIsLSSNV, HitSpherePositionNV, HitLSSPositionsNV, HitSphereRadiusNV and "
        "HitLSSRadiiNV are used only in functions that AnyHitKHR and ClosestHitKHR entry points call."},
    [RULE_LSS_BUILTIN_RAY_TRACING] = {"LSS-006", NULL, "SPV_NV_linear_swept_spheres \"Interactions with SPV_KHR_ray_tracing\"",
        "A module that decorates with one of the six sphere/LSS built-ins declares OpExtension "
        "\"SPV_KHR_ray_tracing\"."},
    [RULE_LSS_RAY_QUERY_OPERAND] = {"LSS-015", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
        "The Ray Query operand of doc 002's seven ray-query instructions is a pointer to an "
        "OpTypeRayQueryKHR."},
    [RULE_LSS_INTERSECTION_CONSTANT] = {"LSS-016", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
        "The Intersection operand of doc 002's seven ray-query instructions is the <id> of a constant "
        "instruction of 32-bit int scalar type."},
    [RULE_LSS_RAY_QUERY_EXTENSION] = {"LSS-017", NULL, "SPV_NV_linear_swept_spheres \"Interactions with SPV_KHR_ray_query\"",
        "Doc 002's seven ray-query instructions need OpExtension \"SPV_KHR_ray_query\"."},
    [RULE_LSS_RAY_QUERY_SPHERE_POSITION_RESULT] = {"LSS-018", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
        "OpRayQueryGetIntersectionSpherePositionNV returns a 3-component vector of 32-bit float."},
    [RULE_LSS_FLOAT_RESULT] = {"LSS-019", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
        "OpRayQueryGetIntersectionSphereRadiusNV and OpRayQueryGetIntersectionLSSHitValueNV return a 32-bit "
        "float scalar."},
    [RULE_LSS_POSITIONS_RESULT] = {"LSS-020", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
        "OpRayQueryGetIntersectionLSSPositionsNV returns an array of 2 3-component vectors of 32-bit float."},
    [RULE_LSS_RADII_RESULT] = {"LSS-021", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
        "OpRayQueryGetIntersectionLSSRadiiNV returns an array of 2 32-bit float scalars."},
    [RULE_LSS_BOOL_RESULT] = {"LSS-022", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
        "OpRayQueryIsSphereHitNV and OpRayQueryIsLSSHitNV return a Boolean scalar."},
    [RULE_LSS_POINTER_OPERAND] = {"LSS-023", NULL, "SPV_NV_linear_swept_spheres 2.16.1 (Universal Validation Rules)",
        "In the Logical addressing model without VariablePointers(StorageBuffer) a pointer to an NV hit object "
        "may be an operand only of the instructions 2.16.1 lists (SPV_NV_shader_invocation_reorder's and doc "
        "002's six hit-object getters among them); not of OpReturnValue, for example."},
    /* ---- end of family: rq ---- */

    /* ---- family: env-interface ---- */
    [RULE_ENV_ENTRY_POINT_SIGNATURE] = {"ENV-008", "VUID-StandaloneSpirv-None-04633",
        "Vulkan appendix A (doc 003), Standalone #1",
        "Vulkan: every entry point function has no return value (returns void) and accepts no arguments (the "
        "CORE-ENTRY-POINT-SIGNATURE check reports it under this id for Vulkan targets)."},
    [RULE_ENV_OUTPUT_STORAGE_MODEL] = {"ENV-019", "VUID-StandaloneSpirv-None-04644",
        "Vulkan appendix A (doc 003), Standalone #12",
        "Vulkan: the Output storage class is not used (by an instruction of a function an entry point calls) in "
        "RayGenerationKHR, IntersectionKHR, AnyHitKHR, ClosestHitKHR, MissKHR or CallableKHR shaders.  Doc 003 "
        "does not forbid Output in GLCompute, which the current spec and spirv-val do: doc 003 is followed."},
    [RULE_ENV_WORKGROUP_STORAGE_MODEL] = {"ENV-020", "VUID-StandaloneSpirv-None-04645",
        "Vulkan appendix A (doc 003), Standalone #13",
        "Vulkan: the Workgroup storage class is used only in task, mesh and compute (GLCompute) shaders."},
    [RULE_ENV_BUILTIN_LISTED] = {"ENV-043", "VUID-StandaloneSpirv-BuiltIn-04668",
        "Vulkan appendix A (doc 003), Standalone #36; Vulkan 15.9 \"Built-In Variables\"",
        "Vulkan: every BuiltIn decoration names a built-in that \"Built-In Variables\" lists (with the seed "
        "documents' HitIsSphereNV, HitIsLSSNV, HitSpherePositionNV, HitLSSPositionsNV, HitSphereRadiusNV, "
        "HitLSSRadiiNV, ShaderIndexAMDX, RemainingRecursionLevelsAMDX); not VertexId, the OpenCL built-ins "
        "(WorkDim, GlobalSize, EnqueuedWorkgroupSize, GlobalOffset, GlobalLinearId, SubgroupMaxSize, "
        "NumEnqueuedSubgroups) or the OpenGL-only SecondaryPositionNV and SecondaryViewportMaskNV."},
    [RULE_ENV_PATCH_INTERFACE] = {"ENV-046", NULL, "Vulkan appendix A (doc 003), Standalone #39",
        "Vulkan: Patch does not decorate a variable (or a member of its block) in the interface of a Vertex, "
        "Geometry or Fragment entry point."},
    [RULE_ENV_VIEWPORT_RELATIVE_LAYER] = {"ENV-047", "VUID-StandaloneSpirv-ViewportRelativeNV-04672",
        "Vulkan appendix A (doc 003), Standalone #40",
        "Vulkan: ViewportRelativeNV decorates only a variable (or block member) decorated BuiltIn Layer, in the "
        "interface of Vertex, TessellationEvaluation or Geometry entry points only."},
    [RULE_ENV_VIEWPORT_RELATIVE_INDEX] = {"ENV-048", "VUID-StandaloneSpirv-ViewportRelativeNV-04673",
        "Vulkan appendix A (doc 003), Standalone #41",
        "Vulkan: an entry point that statically uses a ViewportRelativeNV variable also statically uses a "
        "variable decorated BuiltIn ViewportIndex or ViewportMaskNV."},
    [RULE_ENV_FP_ROUNDING_MODE] = {"ENV-050", "VUID-StandaloneSpirv-FPRoundingMode-04675",
        "Vulkan appendix A (doc 003), Standalone #43",
        "Vulkan: the FPRoundingMode decoration is RTE or RTZ."},
    [RULE_ENV_FP_ROUNDING_TARGET] = {"ENV-051", NULL, "Vulkan appendix A (doc 003), Standalone #44; "
        "SPV_KHR_16bit_storage",
        "Vulkan: FPRoundingMode decorates only an OpFConvert whose result is used only as the Object of OpStore "
        "through a pointer to a 16-bit float scalar or vector in StorageBuffer, PhysicalStorageBuffer, Uniform, "
        "PushConstant, Input or Output."},
    [RULE_ENV_INVARIANT_STORAGE] = {"ENV-052", "VUID-StandaloneSpirv-Invariant-04677",
        "Vulkan appendix A (doc 003), Standalone #45",
        "Vulkan: a variable decorated Invariant, or whose structure type has an Invariant member, is in the Input "
        "or Output storage class."},
    [RULE_ENV_VOLATILE_DECORATION] = {"ENV-053", "VUID-StandaloneSpirv-VulkanMemoryModel-04678",
        "Vulkan appendix A (doc 003), Standalone #46",
        "Vulkan, without the VulkanMemoryModel capability: a variable decorated BuiltIn SMIDNV, WarpIDNV, "
        "SubgroupSize, SubgroupLocalInvocationId or Subgroup{Eq,Ge,Gt,Le,Lt}Mask that a ray generation, closest "
        "hit, miss, intersection or callable shader uses, or BuiltIn RayTmaxKHR that an intersection shader "
        "uses, is decorated Volatile."},
    [RULE_ENV_VOLATILE_LOAD] = {"ENV-054", "VUID-StandaloneSpirv-VulkanMemoryModel-04679",
        "Vulkan appendix A (doc 003), Standalone #47",
        "Vulkan, with the VulkanMemoryModel capability: an OpLoad from (a pointer into) a variable of the ENV-053 "
        "built-ins, in the shaders named there, has the Volatile memory operand."},
    [RULE_ENV_SPEC_SIZED_ARRAY] = {"ENV-056", "VUID-StandaloneSpirv-Function-04681",
        "Vulkan appendix A (doc 003), Standalone #49",
        "Vulkan: an array sized by a specialization constant is (or is inside) a variable's type only as the "
        "top-level type, in a Function, Private or Workgroup variable, or as the element type of the top-level "
        "array of an Input or Output variable (interface arrayness)."},
    [RULE_ENV_XFB_OFFSET_ALIGN_64] = {"ENV-062", "VUID-StandaloneSpirv-Offset-04687",
        "Vulkan appendix A (doc 003), Standalone #55",
        "Vulkan transform feedback (entry points with the Xfb execution mode): an Output variable or block member decorated Offset whose type is or contains "
        "a 64-bit type has an Offset that is a multiple of 8."},
    [RULE_ENV_XFB_SIZE_64] = {"ENV-063", NULL, "Vulkan appendix A (doc 003), Standalone #56",
        "Vulkan transform feedback (entry points with the Xfb execution mode): an Output block or member with Offset containing a 64-bit type consumes a "
        "multiple of 8 bytes, so no other captured output of its XfbBuffer starts within that padding."},
    [RULE_ENV_XFB_BLOCK_SIZE_64] = {"ENV-064", "VUID-StandaloneSpirv-Offset-04689",
        "Vulkan appendix A (doc 003), Standalone #57",
        "Vulkan transform feedback (entry points with the Xfb execution mode): an Output block with an Offset member of a 64-bit type has a size (the end of "
        "its last Offset member) that is a multiple of 8."},
    [RULE_ENV_XFB_FIRST_MEMBER_ALIGN_64] = {"ENV-065", "VUID-StandaloneSpirv-Offset-04690",
        "Vulkan appendix A (doc 003), Standalone #58",
        "Vulkan transform feedback (entry points with the Xfb execution mode): in an Output block with an Offset member of a 64-bit type, the first member "
        "with an Offset has an Offset that is a multiple of 8."},
    [RULE_ENV_XFB_OFFSET_ALIGN_32] = {"ENV-066", "VUID-StandaloneSpirv-Offset-04691",
        "Vulkan appendix A (doc 003), Standalone #59",
        "Vulkan transform feedback (entry points with the Xfb execution mode): an Output variable or block member decorated Offset whose type is or contains "
        "a 32-bit type has an Offset that is a multiple of 4."},
    [RULE_ENV_XFB_COMPONENT_WIDTH] = {"ENV-067", "VUID-StandaloneSpirv-Offset-04692",
        "Vulkan appendix A (doc 003), Standalone #60",
        "Vulkan transform feedback (entry points with the Xfb execution mode): an Output variable, block or block member decorated Offset contains only "
        "32-bit and 64-bit numeric components."},
    [RULE_ENV_XFB_BUFFER_STRIDE] = {"ENV-068", "VUID-StandaloneSpirv-Offset-04716",
        "Vulkan appendix A (doc 003), Standalone #61",
        "Vulkan transform feedback (entry points with the Xfb execution mode): an Output variable or block member decorated Offset is also decorated "
        "XfbBuffer and XfbStride, or inherits them from its block variable."},
    [RULE_ENV_XFB_STRIDE_CONSISTENT] = {"ENV-069", "VUID-StandaloneSpirv-XfbBuffer-04693",
        "Vulkan appendix A (doc 003), Standalone #62",
        "Vulkan transform feedback (entry points with the Xfb execution mode): in an entry point's output interface, all outputs with one XfbBuffer value "
        "have the same XfbStride."},
    [RULE_ENV_XFB_STREAM_CONSISTENT] = {"ENV-070", "VUID-StandaloneSpirv-Stream-04694",
        "Vulkan appendix A (doc 003), Standalone #63, #64",
        "Vulkan transform feedback (entry points with the Xfb execution mode): if an output of an entry point's interface is decorated Stream, all outputs "
        "of one XfbBuffer have the same Stream (an output without Stream is in stream 0)."},
    [RULE_ENV_XFB_OVERLAP] = {"ENV-071", "VUID-StandaloneSpirv-XfbBuffer-04696",
        "Vulkan appendix A (doc 003), Standalone #65",
        "Vulkan transform feedback (entry points with the Xfb execution mode): in an entry point's output interface, the [Offset, Offset + size) ranges of "
        "two outputs with the same XfbBuffer do not overlap."},
    [RULE_ENV_XFB_BLOCK_BUFFER] = {"ENV-072", "VUID-StandaloneSpirv-XfbBuffer-04697",
        "Vulkan appendix A (doc 003), Standalone #66",
        "Vulkan transform feedback (entry points with the Xfb execution mode): the members of one Output block with a declared or inherited XfbBuffer all "
        "have the same XfbBuffer."},
    [RULE_ENV_RAY_PAYLOAD_MODEL] = {"ENV-073", "VUID-StandaloneSpirv-RayPayloadKHR-04698",
        "Vulkan appendix A (doc 003), Standalone #67",
        "Vulkan: the RayPayloadKHR storage class is used only in ray generation, any-hit, closest hit and miss "
        "shaders.  Doc 003 allows any-hit, which the current spec and spirv-val do not: doc 003 is followed."},
    [RULE_ENV_INCOMING_RAY_PAYLOAD_MODEL] = {"ENV-074", "VUID-StandaloneSpirv-IncomingRayPayloadKHR-04699",
        "Vulkan appendix A (doc 003), Standalone #68",
        "Vulkan: the IncomingRayPayloadKHR storage class is used only in closest hit, any-hit and miss shaders."},
    [RULE_ENV_INCOMING_RAY_PAYLOAD_COUNT] = {"ENV-075", "VUID-StandaloneSpirv-IncomingRayPayloadKHR-04700",
        "Vulkan appendix A (doc 003), Standalone #69",
        "Vulkan: an entry point's interface (the variables it lists or statically uses) has at most one "
        "IncomingRayPayloadKHR variable."},
    [RULE_ENV_HIT_ATTRIBUTE_MODEL] = {"ENV-076", "VUID-StandaloneSpirv-HitAttributeKHR-04701",
        "Vulkan appendix A (doc 003), Standalone #70",
        "Vulkan: the HitAttributeKHR storage class is used only in intersection, any-hit and closest hit shaders."},
    [RULE_ENV_HIT_ATTRIBUTE_COUNT] = {"ENV-077", "VUID-StandaloneSpirv-HitAttributeKHR-04702",
        "Vulkan appendix A (doc 003), Standalone #71",
        "Vulkan: an entry point's interface (the variables it lists or statically uses) has at most one "
        "HitAttributeKHR variable."},
    [RULE_ENV_HIT_ATTRIBUTE_WRITE] = {"ENV-078", "VUID-StandaloneSpirv-HitAttributeKHR-04703",
        "Vulkan appendix A (doc 003), Standalone #72",
        "Vulkan: a HitAttributeKHR variable is written (OpStore, OpCopyMemory, OpCopyMemorySized target) only in "
        "intersection shaders: not in the any-hit and closest hit shaders that may read it."},
    [RULE_ENV_CALLABLE_DATA_MODEL] = {"ENV-079", "VUID-StandaloneSpirv-CallableDataKHR-04704",
        "Vulkan appendix A (doc 003), Standalone #73",
        "Vulkan: the CallableDataKHR storage class is used only in ray generation, closest hit, miss and callable "
        "shaders."},
    [RULE_ENV_INCOMING_CALLABLE_DATA_MODEL] = {"ENV-080", "VUID-StandaloneSpirv-IncomingCallableDataKHR-04705",
        "Vulkan appendix A (doc 003), Standalone #74",
        "Vulkan: the IncomingCallableDataKHR storage class is used only in callable shaders."},
    [RULE_ENV_INCOMING_CALLABLE_DATA_COUNT] = {"ENV-081", "VUID-StandaloneSpirv-IncomingCallableDataKHR-04706",
        "Vulkan appendix A (doc 003), Standalone #75",
        "Vulkan: an entry point's interface (the variables it lists or statically uses) has at most one "
        "IncomingCallableDataKHR variable."},
    /* ---- end of family: env-interface ---- */

    /* ---- family: env-instructions ---- */
    [RULE_BINARY_HEADER] = {"CORE-BINARY-HEADER", NULL, "SPIR-V 2.3 (Physical Layout of a SPIR-V Module and Instruction)",
        "A module is a whole number of 32-bit words that starts with the magic number 0x07230203 and a known version "
        "word (the binary reader checks it before validation; `spvrt val` reports it with this id, ENV-002 in a "
        "Vulkan environment)."},
    [RULE_BINARY_STRING] = {"CORE-BINARY-STRING", NULL, "SPIR-V 2.2.1 (Literal: literal string)",
        "A literal string ends with a nul byte within its instruction (the binary reader checks it before "
        "validation; `spvrt val` reports it with this id, ENV-003 in a Vulkan environment)."},
    [RULE_ENV_BINARY_FORM] = {"ENV-002", NULL, "Vulkan appendix A \"Versions and Formats\"",
        "The module is a series of 32-bit words beginning with the SPIR-V magic number and a SPIR-V version number "
        "(SPIR-V 2.3).  The binary reader rejects such words before validation; in a Vulkan environment `spvrt val` "
        "reports its CORE-BINARY-HEADER error with this id.  A module in the other byte order is read as SPIR-V 2.3 "
        "allows (a loader may swap it), as spirv-val does."},
    [RULE_ENV_LITERAL_STRINGS] = {"ENV-003", NULL, "Vulkan appendix A \"Versions and Formats\"",
        "Literal strings are packed as SPIR-V 2.2.1 describes (UTF-8, nul-terminated, padded to a word boundary "
        "within the instruction).  The binary reader rejects an unterminated string before validation; in a Vulkan "
        "environment `spvrt val` reports its CORE-BINARY-STRING error with this id."},
    [RULE_ENV_INVOCATION_SCOPE_SEMANTICS] = {"ENV-016", "VUID-StandaloneSpirv-None-04641",
        "Vulkan appendix A, Standalone #9",
        "When the memory scope of an instruction (barrier, atomic) is Invocation, its memory semantics are None "
        "(Relaxed): no Acquire, Release, AcquireRelease or SequentiallyConsistent (storage-class and Volatile bits "
        "order nothing; the current spec says Relaxed)."},
    [RULE_ENV_CONTROL_BARRIER_STORAGE] = {"ENV-025", "VUID-StandaloneSpirv-MemorySemantics-10870",
        "Vulkan appendix A, Standalone #18",
        "When OpControlBarrier's semantics include Acquire, Release, AcquireRelease or SequentiallyConsistent, they "
        "include at least one storage-class bit (spirv-val 2023.1 does not check it)."},
    [RULE_ENV_READ_CLOCK_SCOPE] = {"ENV-027", "VUID-StandaloneSpirv-OpReadClockKHR-04652",
        "Vulkan appendix A, Standalone #20", "The Scope of OpReadClockKHR is Subgroup or Device."},
    [RULE_ENV_SUBPASS_COORDINATE] = {"ENV-035", "VUID-StandaloneSpirv-SubpassData-04660",
        "Vulkan appendix A, Standalone #28",
        "The (u,v) coordinate of a SubpassData image read is a constant vector (0,0), or (with a layer coordinate) "
        "a vector formed with constant 0 for u and v."},
    [RULE_ENV_IMAGE_NOT_STORED] = {"ENV-036", "VUID-StandaloneSpirv-OpTypeImage-06924",
        "Vulkan appendix A, Standalone #29",
        "Objects of type OpTypeImage, OpTypeSampler, OpTypeSampledImage (or arrays of them) are not stored to or "
        "modified: no OpStore, OpCopyMemory or OpCopyMemorySized writes one (spirv-val 2023.1 does not check it)."},
    [RULE_ENV_ONE_OFFSET_OPERAND] = {"ENV-037", NULL, "Vulkan appendix A, Standalone #30",
        "An image instruction uses at most one of the Offset, ConstOffset and ConstOffsets image operands (outside "
        "Vulkan the same SPIR-V rule is CORE-MEMORY-IMAGE-OPERANDS)."},
    [RULE_ENV_ACCELERATION_STRUCTURE_NOT_STORED] = {"ENV-040", "VUID-StandaloneSpirv-OpTypeImage-06924",
        "Vulkan appendix A, Standalone #33",
        "Objects of type OpTypeAccelerationStructureKHR (or arrays of it) are not stored to or modified (spirv-val "
        "2023.1 does not check it)."},
    [RULE_ENV_HIT_KIND_RANGE] = {"ENV-041", "VUID-RuntimeSpirv-OpReportIntersectionKHR-06998",
        "Vulkan appendix A, Standalone #34",
        "A constant Hit Kind of OpReportIntersectionKHR is in [0,127] (a computed one is known only at run time; "
        "spirv-val 2023.1 does not check it)."},
    [RULE_ENV_STRUCT_OPAQUE_MEMBER] = {"ENV-042", "VUID-StandaloneSpirv-None-04667", "Vulkan appendix A, Standalone #35",
        "A structure member is not an opaque type (image, sampler, sampled image, ...) nor an array of one; "
        "acceleration structures and ray queries are reported as RQ-010, hit objects as SER-013."},
    [RULE_SER_OPAQUE_HIT_OBJECT] = {"SER-013", NULL, "SPV_EXT_shader_invocation_reorder 2.2.2 (Types); Vulkan "
        "appendix A, Standalone #35",
        "OpTypeHitObjectEXT (and the NV form, OpTypeHitObjectNV) is an opaque type, so every opaque-type rule "
        "applies to it: in Vulkan a structure cannot have a hit-object member (ENV-042; spirv-val 2023.1 does not "
        "count OpTypeHitObjectNV as opaque)."},
    [RULE_RQ_OPAQUE_TYPES] = {"RQ-010", NULL, "SPV_KHR_ray_query 2.2.2 (Types); Vulkan appendix A, Standalone #35",
        "OpTypeAccelerationStructureKHR and OpTypeRayQueryKHR are opaque types, so every opaque-type rule applies: in "
        "Vulkan a structure cannot have a member of either (ENV-042; spirv-val 2023.1 does not count them as "
        "opaque)."},
    [RULE_ENV_RUNTIME_ARRAY_USE] = {"ENV-055", "VUID-StandaloneSpirv-OpTypeRuntimeArray-04680",
        "Vulkan appendix A, Standalone #48 (with Runtime #12, ENV-096)",
        "OpTypeRuntimeArray is only the last member of a structure that is in StorageBuffer or PhysicalStorageBuffer "
        "memory and decorated Block, or in Uniform memory and decorated BufferBlock (doc 003: not a Uniform Block, "
        "which the current spec allows with VK_EXT_shader_uniform_buffer_unsized_array); no array of runtime arrays; "
        "a variable's own type only as an array of descriptors (Uniform, StorageBuffer, UniformConstant) with "
        "RuntimeDescriptorArray (ENV-096)."},
    [RULE_ENV_DERIVATIVE_QUADS_SIZE] = {"ENV-059", "VUID-StandaloneSpirv-DerivativeGroupQuadsNV-04684",
        "Vulkan appendix A, Standalone #52",
        "With DerivativeGroupQuadsNV, the local size's X and Y (LocalSize, LocalSizeId or a WorkgroupSize constant) "
        "are multiples of 2."},
    [RULE_ENV_BALLOT_BIT_COUNT_OPERATION] = {"ENV-060", "VUID-StandaloneSpirv-OpGroupNonUniformBallotBitCount-04685",
        "Vulkan appendix A, Standalone #53",
        "The group operation of OpGroupNonUniformBallotBitCount is Reduce, InclusiveScan or ExclusiveScan."},
    [RULE_ENV_PTR_ACCESS_CHAIN_BASE] = {"ENV-082", NULL, "Vulkan appendix A, Standalone #76",
        "The Base of OpPtrAccessChain points to Workgroup memory (with VariablePointers), StorageBuffer (with "
        "VariablePointers or VariablePointersStorageBuffer) or PhysicalStorageBuffer (with the PhysicalStorageBuffer64 "
        "addressing model); the message gives the VUID (VUID-StandaloneSpirv-Base-07650/07651/07652)."},
    [RULE_ENV_PHYSICAL_ALIGNED] = {"ENV-083", "VUID-StandaloneSpirv-PhysicalStorageBuffer64-04708",
        "Vulkan appendix A, Standalone #77",
        "A memory access (OpLoad, OpStore, OpCopyMemory, OpCopyMemorySized) through a PhysicalStorageBuffer pointer "
        "has the Aligned memory operand (outside Vulkan the same SPIR-V rule is CORE-MEMORY-ACCESS-OPERANDS)."},
    [RULE_ENV_PHYSICAL_ROW_MAJOR_CHAIN] = {"ENV-084", "VUID-StandaloneSpirv-PhysicalStorageBuffer64-04709",
        "Vulkan appendix A, Standalone #78",
        "With the PhysicalStorageBuffer64 addressing model, an access chain into a RowMajor matrix (a column or "
        "component of it) is used only as the Pointer of OpLoad or OpStore (spirv-val 2023.1 does not check it)."},
    [RULE_ENV_PHYSICAL_CONVERT_WIDTH] = {"ENV-085", "VUID-StandaloneSpirv-PhysicalStorageBuffer64-04710",
        "Vulkan appendix A, Standalone #79",
        "With the PhysicalStorageBuffer64 addressing model, OpConvertUToPtr and OpConvertPtrToU use a 64-bit "
        "integer."},
    [RULE_ENV_FORWARD_POINTER_STORAGE] = {"ENV-086", "VUID-StandaloneSpirv-OpTypeForwardPointer-04711",
        "Vulkan appendix A, Standalone #80", "OpTypeForwardPointer uses the PhysicalStorageBuffer storage class."},
    [RULE_ENV_IMAGE_FORMAT_TYPE] = {"ENV-091", "VUID-StandaloneSpirv-Image-04965",
        "Vulkan appendix A, Runtime #7 (\"Image Format and Type Matching\")",
        "An OpTypeImage's Sampled Type has the numeric type, width and signedness its Image Format implies: 32-bit "
        "float for the float and normalized formats, 32-bit signed (unsigned) integer for the ...i (...ui) formats, "
        "64-bit signed (unsigned) integer for R64i (R64ui, missing from doc 003's table, from the current spec); any "
        "type for Unknown."},
    [RULE_ENV_DERIVATIVE_LINEAR_SIZE] = {"ENV-144", "VUID-StandaloneSpirv-DerivativeGroupLinearNV-04778",
        "Vulkan appendix A, Runtime #66",
        "With DerivativeGroupLinearNV, the product of the local size's dimensions (LocalSize, LocalSizeId or a "
        "WorkgroupSize constant) is a multiple of 4."},
    /* ---- end of family: env-instructions ---- */

    /* ---- family: amdx ---- */
    [RULE_AMDX_CAPABILITY] = {"AMDX-024", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\"",
                              "The NodePayloadAMDX storage class and every AMDX decoration, built-in, execution mode "
                              "and instruction need ShaderEnqueueAMDX (doc 004 prints \"Shader\" for "
                              "OpTypeNodePayloadArrayAMDX and OpNodePayloadArrayLengthAMDX; the grammar's "
                              "ShaderEnqueueAMDX is followed, as RULES.md 'Document defects' resolves)."},
    [RULE_AMDX_PAYLOAD_EXPLICIT_LAYOUT] = {"AMDX-020", NULL, "VK_AMDX_shader_enqueue \"Dispatch a graph\"",
                              "Node payload members are explicitly laid out: every structure member in a node payload (the "
                              "Payload Type of an OpTypeNodePayloadArrayAMDX, or what a NodePayloadAMDX variable holds) has an "
                              "Offset decoration and every array an ArrayStride, for input and output payloads alike."},
    [RULE_AMDX_PAYLOAD_INITIALIZER] = {"AMDX-025", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (NodePayloadAMDX storage class)",
                              "Variables in the NodePayloadAMDX storage class must not have initializers (checked with the "
                              "other initializer rules, in memory.c)."},
    [RULE_AMDX_ONE_PAYLOAD_PER_ENTRY_POINT] = {"AMDX-026", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (NodePayloadAMDX storage class)",
                              "An entry point declares at most one variable in the NodePayloadAMDX storage class in its "
                              "interface."},
    [RULE_AMDX_COALESCING_MODEL] = {"AMDX-027", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (CoalescingAMDX)",
                              "The CoalescingAMDX execution mode is for GLCompute entry points only."},
    [RULE_AMDX_COALESCING_EXCLUSIVE] = {"AMDX-028", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (CoalescingAMDX)",
                              "CoalescingAMDX is not declared alongside StaticNumWorkgroupsAMDX or MaxNumWorkgroupsAMDX."},
    [RULE_AMDX_IS_API_ENTRY_MODEL] = {"AMDX-029", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (IsApiEntryAMDX)",
                              "The IsApiEntryAMDX execution mode is for GLCompute and MeshEXT entry points only."},
    [RULE_AMDX_IS_API_ENTRY_OPERAND] = {"AMDX-030", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (IsApiEntryAMDX)",
                              "The Is Entry operand of IsApiEntryAMDX is a constant scalar Boolean (specialization constants "
                              "allowed)."},
    [RULE_AMDX_SHARED_INPUT_NOT_API_ENTRY] = {"AMDX-031", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (IsApiEntryAMDX)",
                              "An entry point declaring SharesInputWithAMDX sets IsApiEntryAMDX to false: a missing "
                              "IsApiEntryAMDX (which defaults to true) or a constant true is an error; a specialization "
                              "constant may be set to false."},
    [RULE_AMDX_STATIC_WORKGROUPS_MODEL] = {"AMDX-032", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (StaticNumWorkgroupsAMDX)",
                              "The StaticNumWorkgroupsAMDX execution mode is for GLCompute and MeshEXT entry points only."},
    [RULE_AMDX_STATIC_WORKGROUPS_EXCLUSIVE] = {"AMDX-033", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (StaticNumWorkgroupsAMDX)",
                              "StaticNumWorkgroupsAMDX is not declared alongside MaxNumWorkgroupsAMDX (with CoalescingAMDX: "
                              "AMDX-028)."},
    [RULE_AMDX_MAX_WORKGROUPS_MODEL] = {"AMDX-034", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (MaxNumWorkgroupsAMDX)",
                              "The MaxNumWorkgroupsAMDX execution mode is for GLCompute and MeshEXT entry points only."},
    [RULE_AMDX_SHADER_INDEX_MODEL] = {"AMDX-035", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (ShaderIndexAMDX)",
                              "The ShaderIndexAMDX execution mode is for GLCompute and MeshEXT entry points only."},
    [RULE_AMDX_SHARES_INPUT_NAME] = {"AMDX-036", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (SharesInputWithAMDX)",
                              "The Node Name operand of SharesInputWithAMDX is an OpConstantStringAMDX or "
                              "OpSpecConstantStringAMDX."},
    [RULE_AMDX_WORKGROUP_COUNT_OPERANDS] = {"AMDX-037", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (execution modes)",
                              "The x, y and z operands of StaticNumWorkgroupsAMDX and MaxNumWorkgroupsAMDX are constant 32-bit "
                              "integers (specialization constants allowed)."},
    [RULE_AMDX_ID_OPERANDS] = {"AMDX-038", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\"; SPIR-V 3.52.5 (OpExecutionModeId, OpDecorateId)",
                              "The AMDX execution modes with <id> operands are declared with OpExecutionModeId (CoalescingAMDX "
                              "with OpExecutionMode), and the AMDX decorations with an <id> operand are applied with "
                              "OpDecorateId (the others not)."},
    [RULE_AMDX_SELF_ENQUEUE_RECURSION] = {"AMDX-043", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (MaxNodeRecursionAMDX)",
                              "A shader that allocates payloads for its own node (a PayloadNodeNameAMDX OpConstantStringAMDX "
                              "equal to its entry-point name, and a constant PayloadNodeBaseIndexAMDX + Node Index equal to "
                              "its ShaderIndexAMDX, 0 if none) declares MaxNodeRecursionAMDX; the static part: the "
                              "cross-module part is AMDX-044."},
    [RULE_AMDX_NUM_WORKGROUPS] = {"AMDX-045", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (execution modes)",
                              "A GLCompute or MeshEXT entry point of a module declaring ShaderEnqueueAMDX (which is used in "
                              "execution graphs only) does not use the NumWorkgroups built-in."},
    [RULE_AMDX_COALESCING_INPUT_ARRAY] = {"AMDX-046", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (CoalescingAMDX)",
                              "With CoalescingAMDX, the input in the NodePayloadAMDX storage class has a type of "
                              "OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_COALESCING_INPUT_MAX_PAYLOADS] = {"AMDX-047", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (CoalescingAMDX)",
                              "With CoalescingAMDX, the input is decorated NodeMaxPayloadsAMDX: on its "
                              "OpTypeNodePayloadArrayAMDX type, where the decoration table allows the decoration (doc 004 says "
                              "the input; RULES.md 'Document defects' resolves it to the array type)."},
    [RULE_AMDX_SHARED_INPUT_NON_WRITABLE] = {"AMDX-051", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (SharesInputWithAMDX)",
                              "The input payload of an entry point declaring SharesInputWithAMDX is decorated NonWritable (the "
                              "variable, or every member of its payload structure)."},
    [RULE_AMDX_MAX_PAYLOADS_TARGET] = {"AMDX-053", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (NodeMaxPayloadsAMDX)",
                              "NodeMaxPayloadsAMDX only decorates an OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_MAX_PAYLOADS_REQUIRED] = {"AMDX-054", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (NodeMaxPayloadsAMDX)",
                              "Every OpTypeNodePayloadArrayAMDX is decorated NodeMaxPayloadsAMDX (for a coalescing input: "
                              "AMDX-047)."},
    [RULE_AMDX_SHARES_LIMITS_TARGET] = {"AMDX-055", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (NodeSharesPayloadLimitsWithAMDX)",
                              "NodeSharesPayloadLimitsWithAMDX only decorates an OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_SHARES_LIMITS_OTHER_ARRAY] = {"AMDX-056", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (NodeSharesPayloadLimitsWithAMDX)",
                              "The Payload Type of NodeSharesPayloadLimitsWithAMDX is a different OpTypeNodePayloadArrayAMDX "
                              "declaration."},
    [RULE_AMDX_SHARES_LIMITS_NOT_CHAINED] = {"AMDX-057", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (NodeSharesPayloadLimitsWithAMDX)",
                              "The Payload Type of NodeSharesPayloadLimitsWithAMDX is not itself decorated "
                              "NodeSharesPayloadLimitsWithAMDX."},
    [RULE_AMDX_NODE_NAME_TARGET] = {"AMDX-059", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadNodeNameAMDX)",
                              "PayloadNodeNameAMDX only decorates an OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_NODE_NAME_STRING] = {"AMDX-060", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadNodeNameAMDX)",
                              "The Node Name of PayloadNodeNameAMDX is an OpConstantStringAMDX or OpSpecConstantStringAMDX."},
    [RULE_AMDX_BASE_INDEX_TARGET] = {"AMDX-061", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadNodeBaseIndexAMDX)",
                              "PayloadNodeBaseIndexAMDX only decorates an OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_SPARSE_ARRAY_TARGET] = {"AMDX-062", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadNodeSparseArrayAMDX)",
                              "PayloadNodeSparseArrayAMDX only decorates an OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_ARRAY_SIZE_TARGET] = {"AMDX-064", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadNodeArraySizeAMDX)",
                              "PayloadNodeArraySizeAMDX only decorates an OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_ARRAY_SIZE_REQUIRED] = {"AMDX-065", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadNodeArraySizeAMDX)",
                              "A payload array type allocated by OpAllocateNodePayloadsAMDX and not decorated "
                              "PayloadNodeSparseArrayAMDX is decorated PayloadNodeArraySizeAMDX."},
    [RULE_AMDX_TRACK_FINISH_TARGET] = {"AMDX-066", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (TrackFinishWritingAMDX)",
                              "TrackFinishWritingAMDX only decorates a structure type declaration."},
    [RULE_AMDX_DISPATCH_INDIRECT_MEMBER_ONLY] = {"AMDX-068", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadDispatchIndirectAMDX)",
                              "PayloadDispatchIndirectAMDX is applied with OpMemberDecorate only."},
    [RULE_AMDX_DISPATCH_INDIRECT_TYPE] = {"AMDX-069", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (PayloadDispatchIndirectAMDX)",
                              "The member PayloadDispatchIndirectAMDX decorates is an OpTypeInt, or an OpTypeVector of two or "
                              "three of them, of at most 32-bit Width and 0 Signedness."},
    [RULE_AMDX_DISPATCH_INDIRECT_REQUIRED] = {"AMDX-070", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (built-ins)",
                              "A GLCompute or MeshEXT entry point with neither StaticNumWorkgroupsAMDX nor CoalescingAMDX that "
                              "declares an input payload has a payload member decorated PayloadDispatchIndirectAMDX."},
    [RULE_AMDX_ALLOCATE_RESULT_TYPE] = {"AMDX-071", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpAllocateNodePayloadsAMDX)",
                              "The Result Type of OpAllocateNodePayloadsAMDX is an OpTypePointer in the NodePayloadAMDX "
                              "storage class to an OpTypeNodePayloadArrayAMDX."},
    [RULE_AMDX_ALLOCATE_NODE_NAME] = {"AMDX-072", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpAllocateNodePayloadsAMDX; Graph Pipelines)",
                              "The payload array type OpAllocateNodePayloadsAMDX allocates carries PayloadNodeNameAMDX (the "
                              "node name is static)."},
    [RULE_AMDX_ALLOCATE_VISIBILITY] = {"AMDX-073", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpAllocateNodePayloadsAMDX)",
                              "The Visibility scope of OpAllocateNodePayloadsAMDX, when a constant, is Invocation or "
                              "Workgroup."},
    [RULE_AMDX_ENQUEUE_ALLOCATED] = {"AMDX-076", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpEnqueueNodePayloadsAMDX)",
                              "The Payload Array of OpEnqueueNodePayloadsAMDX was allocated by OpAllocateNodePayloadsAMDX: the "
                              "pointer is traced back through OpCopyObject, access chains, OpPhi, OpSelect and function "
                              "parameters; reported when every origin is a variable."},
    [RULE_AMDX_LENGTH_OPERAND] = {"AMDX-078", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpNodePayloadArrayLengthAMDX)",
                              "OpNodePayloadArrayLengthAMDX is used only with input payload arrays (NodePayloadAMDX variables) "
                              "or arrays allocated by OpAllocateNodePayloadsAMDX: traced as for AMDX-076; reported when every "
                              "origin is a variable in another storage class."},
    [RULE_AMDX_LENGTH_RESULT_TYPE] = {"AMDX-079", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpNodePayloadArrayLengthAMDX)",
                              "The Result Type of OpNodePayloadArrayLengthAMDX is an OpTypeInt of 32-bit Width and 0 "
                              "Signedness."},
    [RULE_AMDX_IS_VALID_RESULT_TYPE] = {"AMDX-080", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpIsNodePayloadValidAMDX)",
                              "The Result Type of OpIsNodePayloadValidAMDX is OpTypeBool."},
    [RULE_AMDX_IS_VALID_PAYLOAD_TYPE] = {"AMDX-081", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpIsNodePayloadValidAMDX)",
                              "The Payload Type of OpIsNodePayloadValidAMDX is an OpTypeNodePayloadArrayAMDX declaration."},
    [RULE_AMDX_IS_VALID_NODE_INDEX] = {"AMDX-082", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpIsNodePayloadValidAMDX)",
                              "The Node Index of OpIsNodePayloadValidAMDX is less than the PayloadNodeArraySizeAMDX of its "
                              "Payload Type (checked when both are constants)."},
    [RULE_AMDX_FINISH_WRITING_COALESCING] = {"AMDX-083", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpFinishWritingNodePayloadAMDX)",
                              "OpFinishWritingNodePayloadAMDX is not called by an entry point with the CoalescingAMDX "
                              "execution mode."},
    [RULE_AMDX_FINISH_WRITING_TRACKED] = {"AMDX-085", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpFinishWritingNodePayloadAMDX)",
                              "OpFinishWritingNodePayloadAMDX is called only on an input payload whose structure is decorated "
                              "TrackFinishWritingAMDX."},
    [RULE_AMDX_FINISH_WRITING_RESULT_TYPE] = {"AMDX-086", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpFinishWritingNodePayloadAMDX)",
                              "The Result Type of OpFinishWritingNodePayloadAMDX is OpTypeBool."},
    [RULE_AMDX_FINISH_WRITING_PAYLOAD] = {"AMDX-087", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpFinishWritingNodePayloadAMDX)",
                              "The Payload of OpFinishWritingNodePayloadAMDX is the result of an OpVariable in the "
                              "NodePayloadAMDX storage class."},
    /* ---- end of family: amdx ---- */

    /* ---- family: uniformity ---- */
    [RULE_RQ_ACCELERATION_STRUCTURE_NONUNIFORM_INDEX] =
        {"RQ-013", NULL, "SPV_KHR_ray_query, SPIR-V 2.16.1 \"Data rules\"",
         "An acceleration structure taken out of a composite (an access chain into an array of acceleration "
         "structures) must be selected with dynamically uniform indexes unless the index is decorated NonUniform. "
         "Reported when an index derives from an invocation-varying value (a per-invocation built-in such as "
         "LocalInvocationId in a dimension the workgroup size exceeds 1, SubgroupLocalInvocationId, FragCoord, "
         "VertexIndex or LaunchIdKHR; an atomic counter; a phi or variable joined after a branch on such a value) and "
         "neither the index, the access chain nor the loaded value is decorated NonUniform; values the uniformity "
         "analysis cannot follow count as uniform."},
    [RULE_ENV_NONUNIFORM_RESOURCE_ACCESS] =
        {"ENV-097", NULL, "Vulkan Environment for SPIR-V, runtime rules (13); Vulkan \"Shader Execution\" (dynamic "
         "uniformity)",
         "A load, store, atomic or image instruction whose resource descriptor is not dynamically uniform must have its "
         "resource operand (pointer, image or sampled image) decorated NonUniform. Reported when the descriptor-array "
         "index derives from an invocation-varying value (as for RQ-013) and no value from the index to the operand "
         "(the index, the access chain, the loaded image or sampler, the sampled image, the operand) is decorated "
         "NonUniform; values the uniformity analysis cannot follow, descriptors passed through function parameters "
         "and acceleration structures (RQ-013) are not reported."},
    [RULE_AMDX_ALLOCATE_OPERANDS_UNIFORM] =
        {"AMDX-074", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpAllocateNodePayloadsAMDX)",
         "OpAllocateNodePayloadsAMDX: Payload Count and Node Index must be dynamically uniform within the scope "
         "Visibility names. Reported for Visibility Workgroup when an operand derives from a value that differs between "
         "the invocations of a workgroup (as for RQ-013); Invocation visibility is always uniform."},
    [RULE_AMDX_ALLOCATE_UNIFORM_CONTROL] =
        {"AMDX-075", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpAllocateNodePayloadsAMDX)",
         "OpAllocateNodePayloadsAMDX must be executed in uniform control flow within the workgroup. Reported when it "
         "is in a block controlled by a conditional branch or switch (before the branch's immediate post-dominator) "
         "whose condition derives from a value that differs between the invocations of a workgroup, or in a function "
         "called from such a block."},
    [RULE_AMDX_ENQUEUE_UNIFORM_CONTROL] =
        {"AMDX-077", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" (OpEnqueueNodePayloadsAMDX)",
         "OpEnqueueNodePayloadsAMDX must be executed in uniform control flow within the workgroup. Reported as for "
         "AMDX-075."},
    /* ---- end of family: uniformity ---- */

    /* ---- family: profile ---- */
    [RULE_ENV_DEVICE_SPIRV_VERSION] = {"ENV-001", NULL, "Vulkan appendix A \"Versions and Formats\"",
        "With a device profile: the module's SPIR-V version is one the device's API version accepts (doc 003 names Vulkan 1.2: SPIR-V 1.0-1.5; the current spec: 1.0 -> 1.0, 1.1 -> 1.3 (1.4 with VK_KHR_spirv_1_4), 1.3 and later -> 1.6)."},
    [RULE_ENV_CAPABILITY_LISTED] = {"ENV-004", NULL, "Vulkan appendix A \"Capabilities\" (Table 81)",
        "Vulkan: every OpCapability is one Table 81 lists (RULES.md D.1), or one of the rows RULES.md D.5 adds for docs 000/002/004, or ShaderInvocationReorderNV (doc 002 relies on SPV_NV_shader_invocation_reorder; [VD] vk.xml), as RULES.md 'Document defects' resolves; or one of the vk.xml supplement (data/vulkan_requirements.json: the Vulkan registry's <spirvcapabilities> rows, Vulkan-Docs 090f1b1, Vulkan 1.4.360, written by scripts/extract_vulkan_requirements.py --vkxml, that doc 003, a Vulkan 1.2-era appendix, predates, e.g. MeshShadingEXT, RayCullMaskKHR; merged for the reason D.5 merges [VD] rows: taken as a closed list Table 81 rejects what later Vulkan versions allow); or one a declared listed extension enables (SPIR-V grammar: SPV_AMD_shader_ballot needs Groups). Capabilities no Vulkan version lists (Linkage, Kernel, Addresses, ...) are rejected."},
    [RULE_ENV_CAPABILITY_ENABLED] = {"ENV-005", NULL, "Vulkan appendix A \"Capabilities\" (Table 81)",
        "With a device profile: each declared capability has one of its Table 81 (D.1, D.5, vk.xml supplement) entries: the feature enabled, the extension enabled, the property supported or the core version supported."},
    [RULE_ENV_EXTENSION_LISTED] = {"ENV-006", NULL, "Vulkan appendix A \"SPIR-V Extensions\" (Table 82)",
        "Vulkan: every OpExtension is one Table 82 lists (RULES.md D.2), one RULES.md D.5 adds, SPV_NV_shader_invocation_reorder (doc 002), one of the vk.xml supplement (data/vulkan_requirements.json: the Vulkan registry's <spirvextensions> rows, Vulkan-Docs 090f1b1, Vulkan 1.4.360, written by scripts/extract_vulkan_requirements.py --vkxml, that doc 003, a Vulkan 1.2-era appendix, predates, e.g. SPV_EXT_mesh_shader, SPV_KHR_subgroup_uniform_control_flow; merged for the reason D.5 merges [VD] rows), or a SPIR-V extension that enables a listed capability (declaring it is how a module uses that capability, e.g. SPV_ARM_core_builtins). Extensions no Vulkan version lists (SPV_KHR_linkonce_odr, ...) are rejected."},
    [RULE_ENV_EXTENSION_ENABLED] = {"ENV-007", NULL, "Vulkan appendix A \"SPIR-V Extensions\" (Table 82)",
        "With a device profile: each OpExtension of Table 82 (D.2, D.5, vk.xml supplement) has its Vulkan extension enabled or its core version supported."},
    [RULE_ENV_DEVICE_SCOPE_FEATURE] = {"ENV-087", "VUID-RuntimeSpirv-vulkanMemoryModel-06265", "Vulkan appendix A \"Runtime SPIR-V Validation\" #1",
        "With a device profile: if vulkanMemoryModel is enabled and vulkanMemoryModelDeviceScope is not, no memory scope is Device."},
    [RULE_ENV_QUEUE_FAMILY_SCOPE_FEATURE] = {"ENV-088", "VUID-RuntimeSpirv-vulkanMemoryModel-06266", "Vulkan appendix A \"Runtime SPIR-V Validation\" #3",
        "With a device profile: if vulkanMemoryModel is not enabled, no memory scope is QueueFamily."},
    [RULE_ENV_SUBGROUP_CLOCK_FEATURE] = {"ENV-089", "VUID-RuntimeSpirv-shaderSubgroupClock-06267", "Vulkan appendix A \"Runtime SPIR-V Validation\" #4",
        "With a device profile: OpReadClockKHR with Subgroup scope needs shaderSubgroupClock."},
    [RULE_ENV_DEVICE_CLOCK_FEATURE] = {"ENV-090", "VUID-RuntimeSpirv-shaderDeviceClock-06268", "Vulkan appendix A \"Runtime SPIR-V Validation\" #6",
        "With a device profile: OpReadClockKHR with Device scope needs shaderDeviceClock."},
    [RULE_ENV_WRITE_WITHOUT_FORMAT] = {"ENV-093", "VUID-RuntimeSpirv-OpTypeImage-06269", "Vulkan appendix A \"Runtime SPIR-V Validation\" #9",
        "With a device profile: without shaderStorageImageWriteWithoutFormat, variables of an OpTypeImage (or array of one) with Image Format Unknown are decorated NonWritable (as the current VUID, storage images only: Sampled 2)."},
    [RULE_ENV_READ_WITHOUT_FORMAT] = {"ENV-094", "VUID-RuntimeSpirv-OpTypeImage-06270", "Vulkan appendix A \"Runtime SPIR-V Validation\" #10",
        "With a device profile: without shaderStorageImageReadWithoutFormat, variables of an OpTypeImage (or array of one) with Image Format Unknown are decorated NonReadable (storage images only: Sampled 2)."},
    [RULE_ENV_RUNTIME_DESCRIPTOR_ARRAY] = {"ENV-096", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #12",
        "With a device profile: an OpTypeRuntimeArray as the type (or outermost array dimension) of a Uniform, StorageBuffer or UniformConstant variable needs runtimeDescriptorArray."},
    [RULE_ENV_SUBGROUP_EXTENDED_TYPES] = {"ENV-098", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #14-19",
        "With a device profile: a non-uniform group operation whose Result Type is (a vector of) 8-, 16- or 64-bit integer or 16-bit float needs shaderSubgroupExtendedTypes."},
    [RULE_ENV_QUAD_BROADCAST_DYNAMIC_INDEX] = {"ENV-099", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #20",
        "With a device profile: the Index of OpGroupNonUniformQuadBroadcast is a constant unless subgroupBroadcastDynamicId is enabled and the module is SPIR-V 1.5 or later (then it must be dynamically uniform: not checked here)."},
    [RULE_ENV_BROADCAST_DYNAMIC_ID] = {"ENV-100", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #21",
        "With a device profile: the Id of OpGroupNonUniformBroadcast is a constant unless subgroupBroadcastDynamicId is enabled and the module is SPIR-V 1.5 or later (then it must be dynamically uniform: not checked here)."},
    [RULE_ENV_BUFFER_INT64_ATOMICS] = {"ENV-101", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #22",
        "With a device profile: 64-bit integer atomics on StorageBuffer or Uniform pointers need shaderBufferInt64Atomics."},
    [RULE_ENV_SHARED_INT64_ATOMICS] = {"ENV-102", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #23",
        "With a device profile: 64-bit integer atomics on Workgroup pointers need shaderSharedInt64Atomics."},
    [RULE_ENV_BUFFER_FLOAT_ATOMICS] = {"ENV-103", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #24",
        "With a device profile: floating-point atomics on StorageBuffer pointers need shaderBufferFloat32Atomics, shaderBufferFloat32AtomicAdd, shaderBufferFloat64Atomics or shaderBufferFloat64AtomicAdd."},
    [RULE_ENV_SHARED_FLOAT_ATOMICS] = {"ENV-104", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #25",
        "With a device profile: floating-point atomics on Workgroup pointers need shaderSharedFloat32Atomics, shaderSharedFloat32AtomicAdd, shaderSharedFloat64Atomics or shaderSharedFloat64AtomicAdd."},
    [RULE_ENV_IMAGE_FLOAT32_ATOMICS] = {"ENV-105", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #26",
        "With a device profile: 32-bit floating-point atomics on Image pointers need shaderImageFloat32Atomics or shaderImageFloat32AtomicAdd."},
    [RULE_ENV_IMAGE_INT64_ATOMICS] = {"ENV-107", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #28",
        "With a device profile: 64-bit integer atomics on Image pointers need shaderImageInt64Atomics."},
    [RULE_ENV_DENORM_INDEPENDENCE_32_BIT_ONLY] = {"ENV-108", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #29",
        "With a device profile whose denormBehaviorIndependence is VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_32_BIT_ONLY: an entry point declaring denorm execution modes for both 16- and 64-bit floats declares the same one."},
    [RULE_ENV_DENORM_INDEPENDENCE_NONE] = {"ENV-109", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #30",
        "With a device profile whose denormBehaviorIndependence is VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_NONE: the denorm execution modes an entry point declares are the same for every float width."},
    [RULE_ENV_ROUNDING_INDEPENDENCE_32_BIT_ONLY] = {"ENV-110", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #31",
        "With a device profile whose roundingModeIndependence is VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_32_BIT_ONLY: an entry point declaring rounding modes for both 16- and 64-bit floats declares the same one."},
    [RULE_ENV_ROUNDING_INDEPENDENCE_NONE] = {"ENV-111", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #32",
        "With a device profile whose roundingModeIndependence is VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_NONE: the rounding modes an entry point declares are the same for every float width."},
    [RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT16] = {"ENV-112", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #33",
        "With a device profile: the SignedZeroInfNanPreserve execution mode for 16-bit floats needs shaderSignedZeroInfNanPreserveFloat16."},
    [RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT32] = {"ENV-113", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #34",
        "With a device profile: the SignedZeroInfNanPreserve execution mode for 32-bit floats needs shaderSignedZeroInfNanPreserveFloat32."},
    [RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT64] = {"ENV-114", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #35",
        "With a device profile: the SignedZeroInfNanPreserve execution mode for 64-bit floats needs shaderSignedZeroInfNanPreserveFloat64."},
    [RULE_ENV_DENORM_PRESERVE_FLOAT16] = {"ENV-115", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #36",
        "With a device profile: the DenormPreserve execution mode for 16-bit floats needs shaderDenormPreserveFloat16."},
    [RULE_ENV_DENORM_PRESERVE_FLOAT32] = {"ENV-116", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #37",
        "With a device profile: the DenormPreserve execution mode for 32-bit floats needs shaderDenormPreserveFloat32."},
    [RULE_ENV_DENORM_PRESERVE_FLOAT64] = {"ENV-117", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #38",
        "With a device profile: the DenormPreserve execution mode for 64-bit floats needs shaderDenormPreserveFloat64."},
    [RULE_ENV_DENORM_FLUSH_FLOAT16] = {"ENV-118", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #39",
        "With a device profile: the DenormFlushToZero execution mode for 16-bit floats needs shaderDenormFlushToZeroFloat16."},
    [RULE_ENV_DENORM_FLUSH_FLOAT32] = {"ENV-119", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #40",
        "With a device profile: the DenormFlushToZero execution mode for 32-bit floats needs shaderDenormFlushToZeroFloat32."},
    [RULE_ENV_DENORM_FLUSH_FLOAT64] = {"ENV-120", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #41",
        "With a device profile: the DenormFlushToZero execution mode for 64-bit floats needs shaderDenormFlushToZeroFloat64."},
    [RULE_ENV_ROUNDING_RTE_FLOAT16] = {"ENV-121", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #42",
        "With a device profile: the RoundingModeRTE execution mode for 16-bit floats needs shaderRoundingModeRTEFloat16."},
    [RULE_ENV_ROUNDING_RTE_FLOAT32] = {"ENV-122", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #43",
        "With a device profile: the RoundingModeRTE execution mode for 32-bit floats needs shaderRoundingModeRTEFloat32."},
    [RULE_ENV_ROUNDING_RTE_FLOAT64] = {"ENV-123", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #44",
        "With a device profile: the RoundingModeRTE execution mode for 64-bit floats needs shaderRoundingModeRTEFloat64."},
    [RULE_ENV_ROUNDING_RTZ_FLOAT16] = {"ENV-124", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #45",
        "With a device profile: the RoundingModeRTZ execution mode for 16-bit floats needs shaderRoundingModeRTZFloat16."},
    [RULE_ENV_ROUNDING_RTZ_FLOAT32] = {"ENV-125", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #46",
        "With a device profile: the RoundingModeRTZ execution mode for 32-bit floats needs shaderRoundingModeRTZFloat32."},
    [RULE_ENV_ROUNDING_RTZ_FLOAT64] = {"ENV-126", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #47",
        "With a device profile: the RoundingModeRTZ execution mode for 64-bit floats needs shaderRoundingModeRTZFloat64."},
    [RULE_ENV_XFB_EMIT_STREAM_LIMIT] = {"ENV-129", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #50",
        "With a device profile giving maxTransformFeedbackStreams: the Stream of OpEmitStreamVertex and OpEndStreamPrimitive is less than it."},
    [RULE_ENV_XFB_STREAMS_OUTPUT_POINTS] = {"ENV-130", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #51",
        "With a device profile: a geometry shader emitting to more than one vertex stream, when transformFeedbackStreamsLinesTriangles is VK_FALSE, has the OutputPoints execution mode."},
    [RULE_ENV_XFB_STREAM_DECORATION_LIMIT] = {"ENV-131", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #52",
        "With a device profile giving maxTransformFeedbackStreams: every Stream decoration value is less than it."},
    [RULE_ENV_XFB_STRIDE_LIMIT] = {"ENV-132", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #53",
        "With a device profile giving maxTransformFeedbackBufferDataStride: every XfbStride decoration value is at most it."},
    [RULE_ENV_COOPERATIVE_MATRIX_STAGES] = {"ENV-141", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #63",
        "With a device profile giving cooperativeMatrixSupportedStages: OpCooperativeMatrix*NV instructions are reached only from the stages it lists."},
    [RULE_ENV_PORTABILITY_INTERPOLATION_FUNCTION] = {"ENV-145", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #67",
        "With a device profile enabling VK_KHR_portability_subset without shaderSampleRateInterpolationFunctions: the InterpolationFunction capability is not declared."},
    [RULE_ENV_PORTABILITY_ISOLINES] = {"ENV-146", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #68",
        "With a device profile enabling tessellationShader and VK_KHR_portability_subset without tessellationIsolines: no IsoLines execution mode."},
    [RULE_ENV_PORTABILITY_POINT_MODE] = {"ENV-147", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #69",
        "With a device profile enabling tessellationShader and VK_KHR_portability_subset without tessellationPointMode: no PointMode execution mode."},
    [RULE_ENV_STORAGE_BUFFER_8BIT] = {"ENV-148", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #70",
        "With a device profile without storageBuffer8BitAccess: no object containing an 8-bit integer is in StorageBuffer, ShaderRecordBufferKHR or PhysicalStorageBuffer."},
    [RULE_ENV_UNIFORM_BLOCK_8BIT] = {"ENV-149", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #71",
        "With a device profile without uniformAndStorageBuffer8BitAccess: no Block-decorated object in Uniform, StorageBuffer, ShaderRecordBufferKHR or PhysicalStorageBuffer has an 8-bit integer member."},
    [RULE_ENV_PUSH_CONSTANT_8BIT] = {"ENV-150", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #72",
        "With a device profile without storagePushConstant8: no object containing an 8-bit integer is in PushConstant."},
    [RULE_ENV_STORAGE_BUFFER_16BIT] = {"ENV-151", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #73",
        "With a device profile without storageBuffer16BitAccess: no object containing a 16-bit integer is in StorageBuffer, ShaderRecordBufferKHR or PhysicalStorageBuffer."},
    [RULE_ENV_UNIFORM_BLOCK_16BIT] = {"ENV-152", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #74",
        "With a device profile without uniformAndStorageBuffer16BitAccess: no Block-decorated object in Uniform, StorageBuffer, ShaderRecordBufferKHR or PhysicalStorageBuffer has a 16-bit integer member."},
    [RULE_ENV_PUSH_CONSTANT_16BIT] = {"ENV-153", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #75",
        "With a device profile without storagePushConstant16: no object containing a 16-bit integer is in PushConstant."},
    [RULE_ENV_INPUT_OUTPUT_16BIT] = {"ENV-154", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #76",
        "With a device profile without storageInputOutput16: no object containing a 16-bit integer is in Input or Output."},
    [RULE_ENV_FRAGMENT_STORES] = {"ENV-156", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #78",
        "With a device profile without fragmentStoresAndAtomics: every storage image, storage texel buffer and storage buffer variable a fragment entry point uses is decorated NonWritable (a storage buffer: the variable or every member of its block)."},
    [RULE_ENV_VERTEX_PIPELINE_STORES] = {"ENV-157", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #79",
        "With a device profile without vertexPipelineStoresAndAtomics: the same for the variables vertex, tessellation and geometry entry points use."},
    [RULE_ENV_QUAD_OPERATION_STAGES] = {"ENV-158", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #80",
        "With a device profile without subgroupQuadOperationsInAllStages: OpGroupNonUniformQuadBroadcast and OpGroupNonUniformQuadSwap are reached only from fragment and compute entry points."},
    [RULE_ENV_SUBGROUP_STAGES] = {"ENV-159", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #81",
        "With a device profile giving subgroupSupportedStages: group operations with Subgroup scope are reached only from the stages it lists."},
    [RULE_AMDX_WORKGROUP_COUNT_LIMIT] = {"AMDX-039", NULL, "VK_AMDX_shader_enqueue proposal \"SPIR-V Changes\"",
        "With a device profile giving maxExecutionGraphWorkgroupCount: each value of MaxNumWorkgroupsAMDX and StaticNumWorkgroupsAMDX is at most it in its dimension."},
    [RULE_AMDX_WORKGROUPS_LIMIT] = {"AMDX-040", NULL, "VK_AMDX_shader_enqueue proposal \"SPIR-V Changes\"",
        "With a device profile giving maxExecutionGraphWorkgroups: the product of the X, Y and Z values of MaxNumWorkgroupsAMDX and StaticNumWorkgroupsAMDX is at most it."},
    [RULE_AMDX_ENQUEUE_FEATURE] = {"AMDX-088", NULL, "VK_AMDX_shader_enqueue proposal \"API: Features\"",
        "With a device profile: the ShaderEnqueueAMDX capability needs shaderEnqueue (RULES.md D.5; reported as AMDX-088 rather than ENV-005), and a MeshEXT entry point of a module declaring it (a mesh node) needs shaderMeshEnqueue."},
    [RULE_ENV_BUILTIN_FEATURE] = {"ENV-095", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #11",
        "With a device profile: a BuiltIn decoration on a variable (or on a member of its block) in an entry point's interface needs one of the features, extensions or versions the built-in belongs to (data/vulkan_builtins.json, from the Vulkan spec's Built-In Variables chapter and vk.xml); built-ins whose capability alone decides are left to ENV-005."},
    [RULE_ENV_XFB_BUFFER_DATA_SIZE] = {"ENV-127", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #48",
        "With a device profile giving maxTransformFeedbackBufferDataSize: the Offset plus the size of the type of each XfbBuffer output in an entry point's interface (a variable with Offset, or a block member with its own Offset) is at most it (a lower bound of the size: padding the module does not give is not counted)."},
    [RULE_ENV_XFB_STREAM_DATA_SIZE] = {"ENV-128", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #49",
        "With a device profile giving maxTransformFeedbackStreamDataSize: per Stream, the sum over the XfbBuffers its outputs are written to of each buffer's data size (the largest Offset plus size of its outputs) is at most it."},
    [RULE_ENV_COOPERATIVE_MATRIX_TYPE] = {"ENV-135", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #56",
        "With a device profile listing VkCooperativeMatrixPropertiesNV: the component type, scope, rows and columns of each OpTypeCooperativeMatrixNV (constant operands) match the A (MSize x KSize, AType), B (KSize x NSize, BType), C (MSize x NSize, CType) or Result (MSize x NSize, DType) matrix of one listed property. Without a VkCooperativeMatrixPropertiesNV list in the profile (a spvrt extension of the profile JSON: \"VkCooperativeMatrixPropertiesNV\": [{MSize, NSize, KSize, AType, BType, CType, DType, scope}, ...] beside the property structures; vulkaninfo and the Profiles schema have none) this rule does not apply."},
    [RULE_ENV_COOPERATIVE_MATRIX_MULADD_A] = {"ENV-136", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #58",
        "With a device profile listing VkCooperativeMatrixPropertiesNV: for OpCooperativeMatrixMulAddNV one listed property holds for all operands, A having MSize rows, KSize columns and component type AType (reported when the closest property fails on A). Without a VkCooperativeMatrixPropertiesNV list in the profile (a spvrt extension of the profile JSON: \"VkCooperativeMatrixPropertiesNV\": [{MSize, NSize, KSize, AType, BType, CType, DType, scope}, ...] beside the property structures; vulkaninfo and the Profiles schema have none) this rule does not apply."},
    [RULE_ENV_COOPERATIVE_MATRIX_MULADD_B] = {"ENV-137", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #59",
        "With a device profile listing VkCooperativeMatrixPropertiesNV: for OpCooperativeMatrixMulAddNV, B has that property's KSize rows, NSize columns and component type BType. Without a VkCooperativeMatrixPropertiesNV list in the profile (a spvrt extension of the profile JSON: \"VkCooperativeMatrixPropertiesNV\": [{MSize, NSize, KSize, AType, BType, CType, DType, scope}, ...] beside the property structures; vulkaninfo and the Profiles schema have none) this rule does not apply."},
    [RULE_ENV_COOPERATIVE_MATRIX_MULADD_C] = {"ENV-138", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #60",
        "With a device profile listing VkCooperativeMatrixPropertiesNV: for OpCooperativeMatrixMulAddNV, C has that property's MSize rows, NSize columns and component type CType. Without a VkCooperativeMatrixPropertiesNV list in the profile (a spvrt extension of the profile JSON: \"VkCooperativeMatrixPropertiesNV\": [{MSize, NSize, KSize, AType, BType, CType, DType, scope}, ...] beside the property structures; vulkaninfo and the Profiles schema have none) this rule does not apply."},
    [RULE_ENV_COOPERATIVE_MATRIX_MULADD_RESULT] = {"ENV-139", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #61",
        "With a device profile listing VkCooperativeMatrixPropertiesNV: for OpCooperativeMatrixMulAddNV, the Result type has that property's MSize rows, NSize columns and component type DType. Without a VkCooperativeMatrixPropertiesNV list in the profile (a spvrt extension of the profile JSON: \"VkCooperativeMatrixPropertiesNV\": [{MSize, NSize, KSize, AType, BType, CType, DType, scope}, ...] beside the property structures; vulkaninfo and the Profiles schema have none) this rule does not apply."},
    [RULE_ENV_COOPERATIVE_MATRIX_MULADD_SCOPE] = {"ENV-140", NULL, "Vulkan appendix A \"Runtime SPIR-V Validation\" #62",
        "With a device profile listing VkCooperativeMatrixPropertiesNV: for OpCooperativeMatrixMulAddNV, A, B, C and Result all have that property's scope. Without a VkCooperativeMatrixPropertiesNV list in the profile (a spvrt extension of the profile JSON: \"VkCooperativeMatrixPropertiesNV\": [{MSize, NSize, KSize, AType, BType, CType, DType, scope}, ...] beside the property structures; vulkaninfo and the Profiles schema have none) this rule does not apply."},
    [RULE_AMDX_GRAPH_DEPTH_LIMIT] = {"AMDX-089", NULL, "VK_AMDX_shader_enqueue proposal \"Properties\" (maxExecutionGraphDepth)",
        "Link validation with a device profile giving maxExecutionGraphDepth: the longest node chain from a node the API can dispatch (not IsApiEntryAMDX false, not SharesInputWithAMDX) is at most it: the dispatched node is at depth 1, each enqueue adds 1, and a node that enqueues itself adds its MaxNodeRecursionAMDX (each recursive enqueue increases the depth by 1). Checked only when the graph has no cycle (AMDX-044)."},
    [RULE_AMDX_SHADER_OUTPUT_NODES_LIMIT] = {"AMDX-090", NULL, "VK_AMDX_shader_enqueue proposal \"Properties\" (maxExecutionGraphShaderOutputNodes)",
        "With a device profile giving maxExecutionGraphShaderOutputNodes: the unique nodes an entry point allocates payloads for in its call tree (PayloadNodeNameAMDX of an OpConstantStringAMDX; index PayloadNodeBaseIndexAMDX + Node Index, a non-constant Node Index covering the indexes below PayloadNodeArraySizeAMDX) are at most it. A lower bound: names of specialization constants, unknown indexes and PayloadNodeSparseArrayAMDX arrays with a non-constant index are not counted."},
    [RULE_AMDX_SHADER_PAYLOAD_SIZE_LIMIT] = {"AMDX-091", NULL, "VK_AMDX_shader_enqueue proposal \"Properties\" (maxExecutionGraphShaderPayloadSize)",
        "With a device profile giving maxExecutionGraphShaderPayloadSize: the total size of the output payload declarations (the Payload Type of each OpTypeNodePayloadArrayAMDX) an entry point allocates in its call tree is at most it; a set of declarations sharing limits through NodeSharesPayloadLimitsWithAMDX counts once, with its largest size (the Vulkan spec's text of the property)."},
    [RULE_AMDX_SHADER_PAYLOAD_COUNT_LIMIT] = {"AMDX-092", NULL, "VK_AMDX_shader_enqueue proposal \"Properties\" (maxExecutionGraphShaderPayloadCount); \"SPIR-V Changes\" (NodeMaxPayloadsAMDX, NodeSharesPayloadLimitsWithAMDX)",
        "With a device profile giving maxExecutionGraphShaderPayloadCount: the sum of NodeMaxPayloadsAMDX over the payload-array types an entry point allocates in its call tree (a set sharing limits through NodeSharesPayloadLimitsWithAMDX counted once, with its largest count) is at most it. The multiplication for nodes sharing their input (SharesInputWithAMDX) needs the graph and is not applied."},
    /* ---- end of family: profile ---- */

    /* ---- family: link ---- */
    [RULE_AMDX_LINK_SAME_NAME_PAYLOADS] = {"AMDX-004", NULL, "VK_AMDX_shader_enqueue \"Graph Pipelines\" (link)",
        "Nodes of an execution graph with the same name and different indexes consume identical payloads (the same "
        "layout, member types and decorations; an undeclared input is the implicit payload) and have the same "
        "execution model."},
    [RULE_AMDX_LINK_UNIQUE_INDEX] = {"AMDX-005", NULL, "VK_AMDX_shader_enqueue \"Graph Pipelines\" (link)",
        "Nodes with the same name in one execution graph have unique indexes (ShaderIndexAMDX, 0 if absent)."},
    [RULE_AMDX_LINK_INPUT_NOT_LARGER] = {"AMDX-006", NULL, "VK_AMDX_shader_enqueue \"Graph Pipelines\" (link)",
        "A node's declared input payload is no larger than the output payload a node enqueues to it."},
    [RULE_AMDX_LINK_PAYLOAD_DECORATIONS] = {"AMDX-007", NULL, "VK_AMDX_shader_enqueue \"Graph Pipelines\" (link)",
        "If the receiving node declares an input payload, the input and output payloads have members with the same "
        "decorations at the same offsets (layout, precision and access decorations aside)."},
    [RULE_AMDX_LINK_PAYLOAD_SIZE] = {"AMDX-021", NULL, "VK_AMDX_shader_enqueue \"Dispatch a graph\" (link)",
        "An output payload has the same size as the receiving node's expected input payload (declared, or the "
        "implicit one: empty with StaticNumWorkgroupsAMDX or CoalescingAMDX, else a vector of three 32-bit "
        "unsigned integers); a larger declared input is AMDX-006."},
    [RULE_AMDX_LINK_RECURSION] = {"AMDX-044", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" "
        "(OpEnqueueNodePayloadsAMDX, MaxNodeRecursionAMDX) (link)",
        "A node enqueuing payloads for its own name targets its own index and declares MaxNodeRecursionAMDX with a "
        "depth of at least 1; no other recursion through the graph (a cycle of enqueues between nodes, "
        "shared-input nodes included) is allowed."},
    [RULE_AMDX_LINK_SHARED_INPUT_BASE] = {"AMDX-048", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" "
        "(SharesInputWithAMDX) (link)",
        "SharesInputWithAMDX names a node that does not itself declare SharesInputWithAMDX."},
    [RULE_AMDX_LINK_SHARED_INPUT_LIMIT] = {"AMDX-049", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" "
        "(SharesInputWithAMDX) (link)",
        "No more than 256 nodes of a graph share the same input, the base node included."},
    [RULE_AMDX_LINK_NODE_ARRAY_COMPLETE] = {"AMDX-063", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" "
        "(PayloadNodeSparseArrayAMDX) (link)",
        "An output payload array type without PayloadNodeSparseArrayAMDX whose PayloadNodeArraySizeAMDX is N "
        "names a node of the graph at every index from 0 to N - 1."},
    [RULE_AMDX_LINK_TRACK_FINISH_WRITING] = {"AMDX-067", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\" "
        "(TrackFinishWritingAMDX) (link)",
        "If a payload enqueued for a node is a structure decorated TrackFinishWritingAMDX, the receiving node's "
        "NodePayloadAMDX input is a structure decorated with it as well."},
    [RULE_ENV_LINK_VIEWPORT_MASK_AND_INDEX] = {"ENV-049", "VUID-StandaloneSpirv-ViewportMaskNV-04674",
        "Vulkan appendix A, Standalone #42 (link)",
        "ViewportMaskNV and ViewportIndex are not both statically used by the entry points of the vertex-processing "
        "stages (Vertex, TessellationControl, TessellationEvaluation, Geometry) of one pipeline."},
    /* ---- end of family: link ---- */
};

uint32_t spvrt_validation_rules(const spvrt_rule_info **rules)
{
    if (rules)
        *rules = spvrt_val_rules;
    return RULE_COUNT;
}
