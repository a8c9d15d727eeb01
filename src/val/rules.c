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
    /* ---- end of family: interface ---- */
};

uint32_t spvrt_validation_rules(const spvrt_rule_info **rules)
{
    if (rules)
        *rules = spvrt_val_rules;
    return RULE_COUNT;
}
