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
    [RULE_ENV_009] = {"ENV-009", "VUID-StandaloneSpirv-None-04634", "Vulkan \"Standalone SPIR-V Validation\"",
        "(Vulkan) The static call graph of an entry point has no cycles (no recursion)."},
    /* ---- end of family: cfg ---- */

    /* ---- family: instructions ---- */
    [RULE_TYPE_INT] = {"CORE-TYPE-INT", NULL, "SPIR-V 3.52.6 OpTypeInt; 2.16.1",
        "OpTypeInt has width 32, or 8/16/64 with the Int8/Int16/Int64 capability (or a storage capability that enables the width); a 32-bit integer's signedness is 0 or 1 (0 with Kernel)."},
    [RULE_TYPE_FLOAT] = {"CORE-TYPE-FLOAT", NULL, "SPIR-V 3.52.6 OpTypeFloat; 2.16.1",
        "OpTypeFloat has width 32, or 16/64 with the Float16 (Float16Buffer, 16-bit storage) / Float64 capability."},
    [RULE_TYPE_VECTOR] = {"CORE-TYPE-VECTOR", NULL, "SPIR-V 3.52.6 OpTypeVector",
        "A vector's component type is a scalar (int, float, bool) and its component count is 2, 3 or 4 (8 or 16 with Vector16)."},
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
        "In Logical addressing a variable holds a pointer only with variable pointers, and then only in the Function or Private storage class."},
    [RULE_MEMORY_VULKAN_PUSH_CONSTANT_TYPE] = {"CORE-MEMORY-VULKAN-PUSH-CONSTANT-TYPE", "VUID-StandaloneSpirv-PushConstant-06808", "Vulkan \"Push Constant Interface\"",
        "Vulkan: a PushConstant variable is a structure."},
    [RULE_MEMORY_VULKAN_BUFFER_TYPE] = {"CORE-MEMORY-VULKAN-BUFFER-TYPE", "VUID-StandaloneSpirv-Uniform-06807", "Vulkan \"Descriptor Set Interface\"",
        "Vulkan: a Uniform or StorageBuffer variable is a structure or an array of structures."},
    [RULE_MEMORY_IMAGE_IMPLICIT_LOD_MODEL] = {"CORE-MEMORY-IMAGE-IMPLICIT-LOD-MODEL", NULL, "SPIR-V 3.52.10 (implicit-lod instructions); SPV_NV_compute_shader_derivatives",
        "Implicit-lod sampling is reached only from fragment shaders or compute shaders with a derivative group execution mode."},
    [RULE_ENV_038] = {"ENV-038", "VUID-RuntimeSpirv-Offset-10213", "Vulkan appendix A (Standalone SPIR-V)",
        "Vulkan: the Offset image operand only on OpImage*Gather instructions (spirv-val 2023.1: VUID-StandaloneSpirv-Offset-04663)."},
    [RULE_MEMORY_VULKAN_UNIFORM_BLOCK_STORE] = {"CORE-MEMORY-VULKAN-UNIFORM-BLOCK-STORE", "VUID-StandaloneSpirv-Uniform-06925", "Vulkan \"Descriptor Set Interface\" (uniform buffers are read-only)",
        "Vulkan: no store into a Uniform variable whose type is (an array of) a Block structure."},
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
    [RULE_ENTRY_POINT_REQUIRED] = {"CORE-ENTRY-POINT-REQUIRED", NULL, "SPIR-V 2.4 (item 5); 2.16.1",
                                   "A module without the Linkage capability declares at least one OpEntryPoint."},
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
                            "reorder needs OpExtension \"SPV_EXT_shader_invocation_reorder\"."},
    [RULE_SER_CAPABILITY_INSTRUCTION] = {"SER-005", NULL, "SPV_EXT_shader_invocation_reorder 3.36 (each instruction's "
                                         "Capability)",
                                         "Every hit-object and reorder instruction needs ShaderInvocationReorderEXT "
                                         "(the three motion instructions: ShaderInvocationReorderEXT or "
                                         "RayTracingMotionBlurNV, listed as alternatives as the grammar does)."},
    [RULE_SER_CAPABILITY_OPERAND] = {"SER-006", NULL, "SPV_EXT_shader_invocation_reorder 3.7, 3.2",
                                     "The HitObjectAttributeEXT storage class and the HitObjectShaderRecordBufferEXT "
                                     "decoration need the ShaderInvocationReorderEXT capability."},
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
    [RULE_LSS_SPHERE_POSITION_RESULT] = {"LSS-018", NULL, "SPV_NV_linear_swept_spheres 3.36.RQInstructions",
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
    /* ---- end of family: env-interface ---- */

    /* ---- family: env-instructions ---- */
    /* ---- end of family: env-instructions ---- */

    /* ---- family: amdx ---- */
    [RULE_AMDX_CAPABILITY] = {"AMDX-024", NULL, "VK_AMDX_shader_enqueue \"SPIR-V Changes\"",
                              "The NodePayloadAMDX storage class and every AMDX decoration, built-in, execution mode "
                              "and instruction need ShaderEnqueueAMDX (doc 004 prints \"Shader\" for "
                              "OpTypeNodePayloadArrayAMDX and OpNodePayloadArrayLengthAMDX; the grammar's "
                              "ShaderEnqueueAMDX is followed, as RULES.md 'Document defects' resolves)."},
    /* ---- end of family: amdx ---- */

    /* ---- family: uniformity ---- */
    /* ---- end of family: uniformity ---- */

    /* ---- family: profile ---- */
    /* ---- end of family: profile ---- */

    /* ---- family: link ---- */
    /* ---- end of family: link ---- */
};

uint32_t spvrt_validation_rules(const spvrt_rule_info **rules)
{
    if (rules)
        *rules = spvrt_val_rules;
    return RULE_COUNT;
}
