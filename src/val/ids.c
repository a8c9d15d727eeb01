/* Ids (SPIR-V 2.2, "Validation Rules: Universal"): every <id> an
 * instruction names is defined by some instruction of the module (forward
 * references are placed elsewhere), and a Result Type names a type.  The
 * reader already guarantees ids below the bound and single definitions. */
#include "val.h"

void spvrt_val_ids(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
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
                                      "defines", k, spvrt_grammar_string(inst->info->name),
                                      spvrt_val_id_name(v, id, scratch)))
                    return;
            } else if (kind == SPVRT_KIND_IdResultType && def->info->layout_class != SPVRT_LAYOUT_TYPE) {
                if (!spvrt_val_report(v, RULE_ID_RESULT_TYPE, inst, "the result type %%%s is defined by %s, not by "
                                      "a type declaration", spvrt_val_id_name(v, id, scratch),
                                      spvrt_grammar_string(def->info->name)))
                    return;
            }
        }
    }
}
