/* Logical layout of a module (SPIR-V 2.4): module-level instructions in
 * section order, exactly one OpMemoryModel, function bodies inside
 * OpFunction ... OpFunctionEnd, declarations before definitions. */
#include <string.h>

#include "val.h"

/* The sections of SPIR-V 2.4, in order. */
typedef enum section {
    S_CAPABILITY = 1,
    S_EXTENSION,
    S_EXT_INST_IMPORT,
    S_MEMORY_MODEL,
    S_ENTRY_POINT,
    S_EXECUTION_MODE,
    S_DEBUG_SOURCE,     /* OpString, OpSource, OpSourceContinued, OpSourceExtension */
    S_DEBUG_NAME,       /* OpName, OpMemberName */
    S_DEBUG_PROCESSED,  /* OpModuleProcessed */
    S_ANNOTATION,
    S_GLOBAL,           /* types, constants, global variables */
    S_FUNCTION,         /* function declarations and definitions */
    /* not sections: where an instruction may go */
    P_GLOBAL_OR_FUNCTION, /* OpLine, OpNoLine, OpUndef, non-semantic OpExtInst */
    P_BODY                /* only inside a function */
} section;

static const char *const section_names[] = {
    [S_CAPABILITY] = "capabilities",
    [S_EXTENSION] = "extensions",
    [S_EXT_INST_IMPORT] = "extended instruction imports",
    [S_MEMORY_MODEL] = "memory model",
    [S_ENTRY_POINT] = "entry points",
    [S_EXECUTION_MODE] = "execution modes",
    [S_DEBUG_SOURCE] = "debug (source)",
    [S_DEBUG_NAME] = "debug (names)",
    [S_DEBUG_PROCESSED] = "debug (module processed)",
    [S_ANNOTATION] = "annotations",
    [S_GLOBAL] = "types, constants and global variables",
    [S_FUNCTION] = "functions",
};

static section section_of(const spvrt_module *m, const spvrt_instruction *inst)
{
    const uint32_t *w = spvrt_inst_words(m, inst);
    switch (inst->opcode) {
    case SPVRT_OpCapability: return S_CAPABILITY;
    case SPVRT_OpExtension: return S_EXTENSION;
    case SPVRT_OpExtInstImport: return S_EXT_INST_IMPORT;
    case SPVRT_OpMemoryModel: return S_MEMORY_MODEL;
    case SPVRT_OpEntryPoint: return S_ENTRY_POINT;
    case SPVRT_OpExecutionMode:
    case SPVRT_OpExecutionModeId: return S_EXECUTION_MODE;
    case SPVRT_OpString:
    case SPVRT_OpSource:
    case SPVRT_OpSourceContinued:
    case SPVRT_OpSourceExtension: return S_DEBUG_SOURCE;
    case SPVRT_OpName:
    case SPVRT_OpMemberName: return S_DEBUG_NAME;
    case SPVRT_OpModuleProcessed: return S_DEBUG_PROCESSED;
    case SPVRT_OpLine:
    case SPVRT_OpNoLine:
    case SPVRT_OpUndef: return P_GLOBAL_OR_FUNCTION;
    case SPVRT_OpExtInst:
    case SPVRT_OpExtInstWithForwardRefsKHR:
        /* non-semantic instructions may also stand among the globals (SPV_KHR_non_semantic_info); so may
         * OpExtInstWithForwardRefsKHR, which SPV_KHR_relaxed_extended_instruction allows for non-semantic sets */
        return inst->ext_set == SPVRT_EXT_SET_NON_SEMANTIC ||
                       (inst->ext_set < spvrt_grammar_ext_set_count &&
                        strncmp(spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name),
                                "NonSemantic.", 12) == 0)
                   ? P_GLOBAL_OR_FUNCTION
                   : P_BODY;
    case SPVRT_OpVariable: /* global unless in the Function storage class */
    case SPVRT_OpUntypedVariableKHR: /* SPV_KHR_untyped_pointers: as OpVariable, its storage class in word 3 */
        return inst->word_count >= 4 && w[3] == SPVRT_StorageClass_Function ? P_BODY : S_GLOBAL;
    case SPVRT_OpFunction:
    case SPVRT_OpFunctionEnd: return S_FUNCTION;
    default: break;
    }
    switch (spvrt_inst_info(inst)->layout_class) {
    case SPVRT_LAYOUT_ANNOTATION: return S_ANNOTATION;
    case SPVRT_LAYOUT_TYPE:
    case SPVRT_LAYOUT_CONSTANT: return S_GLOBAL;
    default: return P_BODY;
    }
}

static const char *op_name(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
}

void spvrt_val_layout(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    section current = S_CAPABILITY;
    const spvrt_instruction *function = NULL; /* the open OpFunction */
    bool function_has_body = false, seen_definition = false;
    const spvrt_instruction *memory_model = NULL;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        section s = section_of(m, inst);
        if (inst->opcode == SPVRT_OpFunction) {
            if (function && !spvrt_val_report(v, RULE_LAYOUT_FUNCTION_END, inst,
                                              "%s begins inside another function: the previous OpFunction has "
                                              "no OpFunctionEnd",
                                              op_name(inst)))
                return;
            function = inst;
            function_has_body = false;
            current = S_FUNCTION;
            continue;
        }
        if (inst->opcode == SPVRT_OpFunctionEnd) {
            if (!function) {
                if (!spvrt_val_report(v, RULE_LAYOUT_FUNCTION_END, inst, "OpFunctionEnd without an OpFunction"))
                    return;
                continue;
            }
            /* SPIR-V 2.4: all declarations (no body) before any definition */
            if (!function_has_body && seen_definition &&
                !spvrt_val_report(v, RULE_LAYOUT_DECLARATIONS_FIRST, function,
                                  "function declaration (no body) after a function definition"))
                return;
            seen_definition |= function_has_body;
            function = NULL;
            continue;
        }
        if (function) {
            if (inst->opcode == SPVRT_OpLabel)
                function_has_body = true;
            if (s != P_BODY && s != P_GLOBAL_OR_FUNCTION && inst->opcode != SPVRT_OpFunctionParameter &&
                !spvrt_val_report(v, RULE_LAYOUT_IN_FUNCTION, inst,
                                  "%s is a module-level instruction (%s section) and cannot appear inside a "
                                  "function",
                                  op_name(inst), section_names[s]))
                return;
            continue;
        }
        if (s == P_BODY || inst->opcode == SPVRT_OpFunctionParameter) {
            if (!spvrt_val_report(v, RULE_LAYOUT_OUTSIDE_FUNCTION, inst,
                                  "%s can only appear inside a function (between OpFunction and OpFunctionEnd)",
                                  op_name(inst)))
                return;
            continue;
        }
        if (s == P_GLOBAL_OR_FUNCTION) {
            /* OpLine, OpUndef and non-semantic instructions: among the globals or later */
            if (current < S_GLOBAL && inst->opcode != SPVRT_OpLine && inst->opcode != SPVRT_OpNoLine &&
                inst->opcode != SPVRT_OpExtInst && inst->opcode != SPVRT_OpExtInstWithForwardRefsKHR) {
                if (!spvrt_val_report(v, RULE_LAYOUT_ORDER, inst, "%s belongs with the %s, after the %s section",
                                      op_name(inst), section_names[S_GLOBAL], section_names[current]))
                    return;
            }
            if (current < S_GLOBAL &&
                (inst->opcode == SPVRT_OpExtInst || inst->opcode == SPVRT_OpExtInstWithForwardRefsKHR))
                current = S_GLOBAL;
            continue;
        }
        if (s < current) {
            if (!spvrt_val_report(v, RULE_LAYOUT_ORDER, inst,
                                  "%s belongs in the %s section, which comes before the %s section",
                                  op_name(inst), section_names[s], section_names[current]))
                return;
            continue;
        }
        current = s;
        if (inst->opcode == SPVRT_OpMemoryModel) {
            if (memory_model && !spvrt_val_report(v, RULE_LAYOUT_MEMORY_MODEL, inst,
                                                  "a second OpMemoryModel (the first is instruction %u)",
                                                  (uint32_t)(memory_model - m->insts)))
                return;
            memory_model = inst;
        }
    }
    if (function && !spvrt_val_report(v, RULE_LAYOUT_FUNCTION_END, function, "the last function has no OpFunctionEnd"))
        return;
    if (!memory_model)
        spvrt_val_report(v, RULE_LAYOUT_MEMORY_MODEL, NULL, "the module has no OpMemoryModel");
}
