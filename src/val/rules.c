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
