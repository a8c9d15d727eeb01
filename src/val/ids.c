/* Ids (SPIR-V 2.2, "Validation Rules: Universal"): every <id> an
 * instruction names is defined by some instruction of the module, a Result
 * Type names a type, and an id is defined before it is used except where
 * SPIR-V 2.4 allows a forward reference.  The reader already guarantees ids
 * below the bound and single definitions. */
#include <string.h>

#include "val.h"

/* Whether an OpExtInst belongs to a debug-information or non-semantic set,
 * whose operands may refer forward (SPV_KHR_non_semantic_info; the
 * DebugInfo sets name types and scopes defined later). */
static bool lenient_ext_inst(const spvrt_instruction *inst)
{
    if (inst->ext_set == SPVRT_EXT_SET_NON_SEMANTIC)
        return true;
    if (inst->ext_set >= spvrt_grammar_ext_set_count)
        return false;
    const char *name = spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name);
    return strncmp(name, "NonSemantic.", 12) == 0 || strstr(name, "DebugInfo") != NULL;
}

/* SPIR-V 2.4 (Logical Layout of a Module) and 2.16.1: the operands that may
 * name an id whose definition comes later.  k counts every operand,
 * Result Type and Result <id> included (so OpPhi's pairs start at 2). */
static bool may_refer_forward(const spvrt_instruction *inst, uint32_t k)
{
    switch (inst->opcode) {
    case SPVRT_OpExecutionMode:
    case SPVRT_OpExecutionModeId:
    case SPVRT_OpEntryPoint:
    case SPVRT_OpName:
    case SPVRT_OpMemberName:
    case SPVRT_OpSelectionMerge:
    case SPVRT_OpLoopMerge:
    case SPVRT_OpBranch:
    case SPVRT_OpDecorate:
    case SPVRT_OpMemberDecorate:
    case SPVRT_OpDecorateId:
    case SPVRT_OpDecorateString:
    case SPVRT_OpMemberDecorateString:
        return true;
    case SPVRT_OpGroupDecorate:
    case SPVRT_OpGroupMemberDecorate:
    case SPVRT_OpBranchConditional: /* not the condition */
    case SPVRT_OpSwitch:            /* not the selector */
        return k != 0;
    case SPVRT_OpFunctionCall: return k == 2; /* the callee */
    case SPVRT_OpPhi: return k > 1;           /* values and parent blocks */
    case SPVRT_OpEnqueueKernel: return k == 8; /* Invoke */
    case SPVRT_OpGetKernelNDrangeSubGroupCount:
    case SPVRT_OpGetKernelNDrangeMaxSubGroupSize: return k == 3;
    case SPVRT_OpGetKernelWorkGroupSize:
    case SPVRT_OpGetKernelPreferredWorkGroupSizeMultiple: return k == 2;
    case SPVRT_OpTypeForwardPointer: return k == 0;
    case SPVRT_OpExtInst: return lenient_ext_inst(inst);
    /* SPV_KHR_relaxed_extended_instruction: "identical to OpExtInst, except that its operands may be forward
     * references" (for non-semantic sets, which the layout rules check) */
    case SPVRT_OpExtInstWithForwardRefsKHR: return k >= 4;
    default: return false;
    }
}

/* The ids OpTypeForwardPointer declares, with the index of the first
 * declaration (a type may name a pointer before its OpTypePointer only
 * after such a declaration). */
static bool collect_forward_pointers(spvrt_validator *v, spvrt_idmap *forward)
{
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init_growable(forward, v->ctx, UINT32_MAX))
        return false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode != SPVRT_OpTypeForwardPointer || inst->word_count < 2)
            continue;
        uint32_t id = spvrt_inst_words(m, inst)[1];
        if (spvrt_idmap_get(forward, id) == UINT32_MAX && !spvrt_idmap_set(forward, id, i))
            return false;
    }
    return true;
}

/* SPIR-V 2.4 / 2.16.1: a use of id by operand k of instruction index i that
 * comes before (or in) its definition; returns false once reporting stops. */
static bool check_forward_reference(spvrt_validator *v, const spvrt_idmap *forward, uint32_t i, uint32_t k,
                                    spvrt_operand_kind kind, uint32_t id)
{
    const spvrt_instruction *inst = &v->m->insts[i];
    char scratch[12];
    if (kind == SPVRT_KIND_IdResultType)
        return spvrt_val_report(v, RULE_ID_FORWARD_REFERENCE, inst, "the result type %%%s is used before its "
                                "definition", spvrt_val_id_name(v, id, scratch));
    /* SPIR-V 2.2.2 / 3.52.6 OpTypeForwardPointer: a type declaration may name a pointer type before its
     * OpTypePointer once an earlier OpTypeForwardPointer declared it (spirv-val accepts this in any type
     * declaration, OpTypeFunction included) */
    if (spvrt_inst_info(inst)->layout_class == SPVRT_LAYOUT_TYPE && inst->opcode != SPVRT_OpTypeForwardPointer) {
        uint32_t declared = spvrt_idmap_get(forward, id);
        if (declared != UINT32_MAX && declared < i)
            return true;
        return spvrt_val_report(v, RULE_ID_FORWARD_REFERENCE, inst,
                                "operand %u of %s names %%%s before its definition, and it is not a pointer type "
                                "declared by an earlier OpTypeForwardPointer",
                                k, spvrt_grammar_string(spvrt_inst_info(inst)->name), spvrt_val_id_name(v, id, scratch));
    }
    if (may_refer_forward(inst, k))
        return true;
    return spvrt_val_report(v, RULE_ID_FORWARD_REFERENCE, inst,
                            "operand %u of %s names %%%s before its definition (forward references are allowed "
                            "only in debug, annotation, entry-point, branch, merge, OpPhi and OpFunctionCall "
                            "operands)",
                            k, spvrt_grammar_string(spvrt_inst_info(inst)->name), spvrt_val_id_name(v, id, scratch));
}

void spvrt_val_ids(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    spvrt_idmap forward;
    bool have_forward = collect_forward_pointers(v, &forward);
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const spvrt_operand *ops = spvrt_inst_operands(m, inst);
        const uint32_t *w = spvrt_inst_words(m, inst);
        for (uint32_t k = 0; k < inst->operand_count; k++) {
            spvrt_operand_kind kind = (spvrt_operand_kind)ops[k].kind;
            if (kind == SPVRT_KIND_IdResult || spvrt_grammar_kind_category(kind) != SPVRT_CATEGORY_ID)
                continue;
            uint32_t id = w[ops[k].offset];
            const spvrt_instruction *def = spvrt_module_def(m, id);
            char scratch[12];
            if (!def) {
                if (!spvrt_val_report(v, RULE_ID_UNDEFINED, inst, "operand %u of %s names %%%s, which no instruction "
                                      "defines", k, spvrt_grammar_string(spvrt_inst_info(inst)->name),
                                      spvrt_val_id_name(v, id, scratch)))
                    goto done;
            } else if (kind == SPVRT_KIND_IdResultType && spvrt_inst_info(def)->layout_class != SPVRT_LAYOUT_TYPE) {
                if (!spvrt_val_report(v, RULE_ID_RESULT_TYPE, inst, "the result type %%%s is defined by %s, not by "
                                      "a type declaration", spvrt_val_id_name(v, id, scratch),
                                      spvrt_grammar_string(spvrt_inst_info(def)->name)))
                    goto done;
            } else if ((uint32_t)(def - m->insts) >= i && have_forward) {
                if (!check_forward_reference(v, &forward, i, k, kind, id))
                    goto done;
            }
        }
    }
done:
    if (have_forward)
        spvrt_idmap_free(&forward);
}
