/* Universal limits (SPIR-V 2.17, table "Limits"): the id bound, members
 * of a structure, structure nesting, OpSwitch pairs, function parameters,
 * and the numbers of local and global variables.  spirv-val checks the
 * same quantities with the same defaults and lets its --max-* flags change
 * them; so do we (spvrt_val_options.limits; zero keeps the table's value). */
#include "val.h"

/* SPIR-V 2.17: the minimum limits a module may rely on. */
enum {
    LIMIT_ID_BOUND = 4194303,      /* Result <id> bound */
    LIMIT_STRUCT_MEMBERS = 16383,  /* members of one OpTypeStruct */
    LIMIT_STRUCT_DEPTH = 255,      /* structure nesting depth */
    LIMIT_SWITCH_BRANCHES = 16383, /* (literal, label) pairs of one OpSwitch */
    LIMIT_FUNCTION_PARAMETERS = 255,
    LIMIT_LOCAL_VARIABLES = 524287, /* Function storage class, in the module */
    LIMIT_GLOBAL_VARIABLES = 65535  /* any other storage class, in the module */
};

static uint32_t limit_or(uint32_t option, uint32_t table)
{
    return option ? option : table;
}

/* The nesting depth of each structure: 1 + the deepest structure among its
 * members (spirv-val does not look through arrays or pointers either).
 * Members are defined before the structure (forward references were
 * checked), so one pass in module order computes every depth. */
static bool check_struct(spvrt_validator *v, spvrt_idmap *depths, const spvrt_instruction *inst)
{
    const spvrt_val_limits *limits = &v->options.limits;
    uint32_t members = inst->word_count - 2u;
    uint32_t max_members = limit_or(limits->max_struct_members, LIMIT_STRUCT_MEMBERS);
    /* SPIR-V 2.17: number of members of a structure */
    if (members > max_members &&
        !spvrt_val_report(v, RULE_LIMIT_STRUCT_MEMBERS, inst, "the structure has %u members; the limit is %u",
                          members, max_members))
        return false;
    uint32_t deepest = 0;
    for (uint32_t k = 2; k < inst->word_count; k++) {
        uint32_t member_depth = spvrt_idmap_get(depths, spvrt_val_word(v, inst, k));
        if (member_depth != UINT32_MAX && member_depth > deepest)
            deepest = member_depth;
    }
    uint32_t depth = deepest + 1;
    if (depth != UINT32_MAX && !spvrt_idmap_set(depths, inst->result, depth))
        return false;
    /* SPIR-V 2.17: structure nesting depth */
    uint32_t max_depth = limit_or(limits->max_struct_depth, LIMIT_STRUCT_DEPTH);
    return depth <= max_depth ||
           spvrt_val_report(v, RULE_LIMIT_STRUCT_DEPTH, inst, "the structure nests %u structures deep; the limit is %u",
                            depth, max_depth);
}

void spvrt_val_universal_limits(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    const spvrt_val_limits *limits = &v->options.limits;
    /* SPIR-V 2.17: Result <id> bound */
    uint32_t max_bound = limit_or(limits->max_id_bound, LIMIT_ID_BOUND);
    if (m->header.bound > max_bound &&
        !spvrt_val_report(v, RULE_LIMIT_ID_BOUND, NULL, "the id bound is %u; the limit is %u", m->header.bound,
                          max_bound))
        return;
    spvrt_idmap depths;
    if (!spvrt_idmap_init_growable(&depths, v->ctx, UINT32_MAX))
        return;
    uint32_t locals = 0, globals = 0;
    uint32_t max_locals = limit_or(limits->max_local_variables, LIMIT_LOCAL_VARIABLES);
    uint32_t max_globals = limit_or(limits->max_global_variables, LIMIT_GLOBAL_VARIABLES);
    uint32_t max_pairs = limit_or(limits->max_switch_branches, LIMIT_SWITCH_BRANCHES);
    uint32_t max_parameters = limit_or(limits->max_function_args, LIMIT_FUNCTION_PARAMETERS);
    bool going = true;
    for (uint32_t i = 0; i < m->inst_count && going; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpTypeStruct: going = check_struct(v, &depths, inst); break;
        case SPVRT_OpTypeFunction:
            /* SPIR-V 2.17: number of function parameters, per function declaration */
            if (inst->word_count > 3 && inst->word_count - 3u > max_parameters)
                going = spvrt_val_report(v, RULE_LIMIT_FUNCTION_PARAMETERS, inst,
                                         "the function type has %u parameters; the limit is %u",
                                         inst->word_count - 3u, max_parameters);
            break;
        case SPVRT_OpSwitch:
            /* SPIR-V 2.17: number of (literal, label) pairs of an OpSwitch */
            if (inst->operand_count > 2 && (inst->operand_count - 2u) / 2 > max_pairs)
                going = spvrt_val_report(v, RULE_LIMIT_SWITCH_BRANCHES, inst,
                                         "the OpSwitch has %u (literal, label) pairs; the limit is %u",
                                         (inst->operand_count - 2u) / 2, max_pairs);
            break;
        case SPVRT_OpVariable:
            /* SPIR-V 2.17: local (Function) and global variables of the module; reported once each */
            if (spvrt_val_word(v, inst, 3) == SPVRT_StorageClass_Function) {
                if (++locals == max_locals + 1u)
                    going = spvrt_val_report(v, RULE_LIMIT_LOCAL_VARIABLES, inst,
                                             "the module declares more than %u Function-storage variables",
                                             max_locals);
            } else if (++globals == max_globals + 1u) {
                going = spvrt_val_report(v, RULE_LIMIT_GLOBAL_VARIABLES, inst,
                                         "the module declares more than %u variables outside the Function "
                                         "storage class",
                                         max_globals);
            }
            break;
        default: break;
        }
    }
    spvrt_idmap_free(&depths);
}
