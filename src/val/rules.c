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
