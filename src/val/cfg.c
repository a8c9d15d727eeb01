/* Functions, blocks and control flow (SPIR-V 2.2.5 "Functions", 2.11
 * "Structured Control Flow", 2.16.1 universal rules, 3.52.9 function
 * instructions, 3.52.17 control-flow instructions), the shape of
 * SPIRV-Tools' validate_function.cpp, validate_cfg.cpp, validate_adjacency.cpp
 * and the dominance half of validate_id.cpp.
 *
 * Every block of every function becomes a node; one extra node (the "super
 * root") has an edge to each function's entry block, so that one
 * Lengauer–Tarjan run (dominance.c) gives every function's dominator tree.
 * All traversals are iterative and linear (or n log n). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "val.h"

#define NONE UINT32_MAX

typedef struct function_info {
    uint32_t inst;        /* OpFunction */
    uint32_t end;         /* OpFunctionEnd */
    uint32_t first_block; /* into cfg.blocks */
    uint32_t block_count;
    bool sound;           /* well-formed blocks whose targets are labels of this function */
} function_info;

typedef struct block_info {
    uint32_t label;      /* instruction index of the OpLabel */
    uint32_t terminator; /* instruction index, NONE if missing */
    uint32_t merge;      /* the OpSelectionMerge / OpLoopMerge just before the terminator, or NONE */
    uint32_t function;
} block_info;

typedef struct cfg {
    spvrt_validator *v;
    const spvrt_module *m;
    function_info *functions;
    uint32_t function_count;
    block_info *blocks;
    uint32_t block_count, block_capacity;
    uint32_t *inst_block;    /* instruction -> block, NONE outside blocks (labels belong to their block) */
    uint32_t *inst_function; /* instruction -> function, NONE outside functions */
    uint32_t *succ_first, *succ;   /* real edges; node block_count is the super root */
    uint32_t *pred_first, *pred;   /* real predecessors, sorted per block */
    uint32_t *ssucc_first, *ssucc; /* structural edges: merge, continue, then the branch targets */
    spvrt_val_domtree dom, sdom;
    bool have_dom, have_sdom;
    bool stopped; /* reporting stopped, or out of memory */
} cfg;

static const char *op_name(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(inst->info->name);
}

static uint32_t word(const cfg *c, const spvrt_instruction *inst, uint32_t k)
{
    return spvrt_val_word(c->v, inst, k);
}

static uint32_t def_index(const cfg *c, uint32_t id)
{
    const spvrt_instruction *def = spvrt_module_def(c->m, id);
    return def ? (uint32_t)(def - c->m->insts) : NONE;
}

/* The block an id names when it is a label, else NONE. */
static uint32_t block_of_label(const cfg *c, uint32_t id)
{
    uint32_t d = def_index(c, id);
    return d != NONE && c->m->insts[d].opcode == SPVRT_OpLabel ? c->inst_block[d] : NONE;
}

static bool report(cfg *c, spvrt_rule rule, const spvrt_instruction *inst, const char *fmt, ...) SPVRT_PRINTF(4, 5);
static bool report(cfg *c, spvrt_rule rule, const spvrt_instruction *inst, const char *fmt, ...)
{
    char message[640];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    if (!spvrt_val_report(c->v, rule, inst, "%s", message))
        c->stopped = true;
    return !c->stopped;
}

static const char *name(cfg *c, uint32_t id, char scratch[12])
{
    return spvrt_val_id_name(c->v, id, scratch);
}

/* SPIR-V 2.2.5 / 3.52.17: the instructions that end a block
 * (SPIRV-Tools spvOpcodeIsBlockTerminator). */
static bool is_terminator(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpBranch:
    case SPVRT_OpBranchConditional:
    case SPVRT_OpSwitch:
    case SPVRT_OpReturn:
    case SPVRT_OpReturnValue:
    case SPVRT_OpKill:
    case SPVRT_OpUnreachable:
    case SPVRT_OpTerminateInvocation:
    case SPVRT_OpIgnoreIntersectionKHR:
    case SPVRT_OpTerminateRayKHR:
    case SPVRT_OpEmitMeshTasksEXT: return true;
    default: return false;
    }
}

static bool is_debug_info_set(const spvrt_instruction *inst)
{
    if (inst->ext_set >= spvrt_grammar_ext_set_count)
        return false;
    const char *set = spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name);
    return strcmp(set, "OpenCL.DebugInfo.100") == 0 || strcmp(set, "DebugInfo") == 0;
}

/* ---- 1. functions and their blocks --------------------------------------------------------------- */

static bool add_block(cfg *c, uint32_t label, uint32_t function)
{
    if (!spvrt_grow(c->v->ctx, (void **)&c->blocks, &c->block_capacity, c->block_count + 1, sizeof *c->blocks))
        return false;
    c->blocks[c->block_count++] = (block_info){label, NONE, NONE, function};
    return true;
}

/* SPIR-V 2.2.5 and 2.4: a function definition is OpFunction, its
 * OpFunctionParameters, then blocks, each an OpLabel ... terminator; every
 * body instruction inside a block (OpLine/OpNoLine and extended
 * instructions may also stand between blocks). */
static bool collect_blocks(cfg *c, uint32_t f)
{
    const spvrt_module *m = c->m;
    function_info *fn = &c->functions[f];
    fn->first_block = c->block_count;
    fn->sound = true;
    uint32_t current = NONE;
    char scratch[12];
    for (uint32_t i = fn->inst + 1; i < fn->end; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        c->inst_function[i] = f;
        if (inst->opcode == SPVRT_OpFunctionParameter) {
            /* 2.4 item 11: parameters immediately follow OpFunction */
            if (c->block_count > fn->first_block) {
                fn->sound = false;
                if (!report(c, RULE_CFG_FUNCTION_PARAMETERS, inst,
                            "OpFunctionParameter after the first block of %%%s: parameters must immediately follow "
                            "OpFunction", name(c, m->insts[fn->inst].result, scratch)))
                    return false;
            }
            continue;
        }
        if (inst->opcode == SPVRT_OpLabel) {
            if (current != NONE) {
                fn->sound = false;
                if (!report(c, RULE_CFG_BLOCK_STRUCTURE, inst,
                            "block %%%s begins before the block %%%s ended: a block must end with a branch, return "
                            "or other terminator instruction",
                            name(c, inst->result, scratch),
                            spvrt_val_id_name(c->v, m->insts[c->blocks[current].label].result, (char[12]){0})))
                    return false;
            }
            if (!add_block(c, i, f))
                return false;
            current = c->block_count - 1;
            c->inst_block[i] = current;
            continue;
        }
        if (inst->opcode == SPVRT_OpLine || inst->opcode == SPVRT_OpNoLine) {
            c->inst_block[i] = current;
            continue;
        }
        if (current == NONE) {
            if (inst->opcode == SPVRT_OpExtInst)
                continue;
            fn->sound = false;
            if (!report(c, RULE_CFG_BLOCK_STRUCTURE, inst,
                        "%s must appear in a block (after an OpLabel and before the block's terminator)",
                        op_name(inst)))
                return false;
            continue;
        }
        c->inst_block[i] = current;
        if (is_terminator(inst->opcode)) {
            c->blocks[current].terminator = i;
            if (i > 0 && (m->insts[i - 1].opcode == SPVRT_OpSelectionMerge ||
                          m->insts[i - 1].opcode == SPVRT_OpLoopMerge) && c->inst_block[i - 1] == current)
                c->blocks[current].merge = i - 1;
            current = NONE;
        }
    }
    fn->block_count = c->block_count - fn->first_block;
    if (current != NONE) {
        fn->sound = false;
        if (!report(c, RULE_CFG_BLOCK_STRUCTURE, &m->insts[fn->end],
                    "the last block %%%s of the function has no terminator",
                    name(c, m->insts[c->blocks[current].label].result, scratch)))
            return false;
    }
    return true;
}

static bool collect_functions(cfg *c)
{
    const spvrt_module *m = c->m;
    c->function_count = m->function_count;
    c->functions = spvrt_alloc_zero(c->v->ctx, c->function_count ? c->function_count : 1, sizeof *c->functions);
    if (!c->functions)
        return false;
    for (uint32_t f = 0; f < c->function_count; f++) {
        function_info *fn = &c->functions[f];
        fn->inst = m->functions[f];
        fn->end = fn->inst;
        while (fn->end < m->inst_count && m->insts[fn->end].opcode != SPVRT_OpFunctionEnd)
            fn->end++;
        if (fn->end >= m->inst_count) /* the layout pass reports this; not reached */
            fn->end = m->inst_count - 1;
        c->inst_function[fn->inst] = f;
        if (!collect_blocks(c, f))
            return false;
    }
    return true;
}

/* ---- 2. function types, parameters, returns, calls --------------------------------------------- */

/* The OpTypeFunction of an OpFunction, or NULL. */
static const spvrt_instruction *function_type(const cfg *c, const spvrt_instruction *function)
{
    const spvrt_instruction *t = spvrt_val_type(c->v, word(c, function, 4));
    return t && t->opcode == SPVRT_OpTypeFunction ? t : NULL;
}

/* 3.52.9 OpFunctionCall: Function is an OpFunction; Result Type is its
 * return type; one argument per parameter, each of the parameter's type. */
static bool check_call(cfg *c, const spvrt_instruction *call)
{
    char s1[12], s2[12];
    uint32_t callee_id = word(c, call, 3);
    const spvrt_instruction *callee = spvrt_module_def(c->m, callee_id);
    if (!callee || callee->opcode != SPVRT_OpFunction)
        return report(c, RULE_CFG_FUNCTION_CALL, call, "the callee %%%s is not an OpFunction",
                      name(c, callee_id, s1));
    if (callee->result_type != call->result_type)
        return report(c, RULE_CFG_FUNCTION_CALL, call,
                      "the Result Type %%%s differs from the return type %%%s of %%%s",
                      name(c, call->result_type, s1), name(c, callee->result_type, s2),
                      spvrt_val_id_name(c->v, callee_id, (char[12]){0}));
    const spvrt_instruction *type = function_type(c, callee);
    if (!type)
        return true; /* the callee's OpFunction is reported */
    uint32_t parameters = type->word_count - 3, arguments = call->word_count > 4 ? call->word_count - 4u : 0;
    if (parameters != arguments)
        return report(c, RULE_CFG_FUNCTION_CALL, call, "%u arguments, but %%%s has %u parameters", arguments,
                      name(c, callee_id, s1), parameters);
    for (uint32_t k = 0; k < arguments; k++) {
        uint32_t argument = word(c, call, 4 + k), parameter_type = word(c, type, 3 + k);
        uint32_t argument_type = spvrt_val_type_of(c->v, argument);
        if (argument_type != parameter_type)
            return report(c, RULE_CFG_FUNCTION_CALL, call,
                          "argument %u (%%%s) has type %%%s, but the parameter has type %%%s", k,
                          name(c, argument, s1), argument_type ? name(c, argument_type, s2) : "(none)",
                          spvrt_val_id_name(c->v, parameter_type, (char[12]){0}));
    }
    return true;
}

static bool check_function(cfg *c, uint32_t f)
{
    const spvrt_module *m = c->m;
    const function_info *fn = &c->functions[f];
    const spvrt_instruction *function = &m->insts[fn->inst];
    char s1[12], s2[12];
    /* 3.52.9 OpFunction: Function Type is an OpTypeFunction whose Return Type is the Result Type */
    const spvrt_instruction *type = function_type(c, function);
    if (!type)
        return report(c, RULE_CFG_FUNCTION_TYPE, function, "the Function Type %%%s is not an OpTypeFunction",
                      name(c, word(c, function, 4), s1));
    if (word(c, type, 2) != function->result_type)
        return report(c, RULE_CFG_FUNCTION_TYPE, function,
                      "the Result Type %%%s differs from the return type %%%s of the function type",
                      name(c, function->result_type, s1), name(c, word(c, type, 2), s2));
    bool returns_void = spvrt_val_type_opcode(c->v, function->result_type) == SPVRT_OpTypeVoid;
    uint32_t parameter_count = type->word_count - 3, parameter = 0;
    for (uint32_t i = fn->inst + 1; i < fn->end; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpFunctionParameter:
            /* 3.52.9 OpFunctionParameter: one per parameter of the function type, of its type */
            if (parameter >= parameter_count) {
                if (!report(c, RULE_CFG_FUNCTION_PARAMETERS, inst,
                            "more OpFunctionParameters than the %u parameters of the function type %%%s",
                            parameter_count, name(c, type->result, s1)))
                    return false;
            } else if (inst->result_type != word(c, type, 3 + parameter)) {
                if (!report(c, RULE_CFG_FUNCTION_PARAMETERS, inst,
                            "parameter %u has type %%%s, but the function type says %%%s", parameter,
                            name(c, inst->result_type, s1), name(c, word(c, type, 3 + parameter), s2)))
                    return false;
            }
            parameter++;
            break;
        case SPVRT_OpReturn:
            /* 3.52.17 OpReturn: only in a function whose return type is OpTypeVoid */
            if (!returns_void && !report(c, RULE_CFG_RETURN, inst,
                                         "OpReturn in a function that returns %%%s (use OpReturnValue)",
                                         name(c, function->result_type, s1)))
                return false;
            break;
        case SPVRT_OpReturnValue: {
            /* 3.52.17 OpReturnValue: Value's type is the function's return type (never void) */
            uint32_t value = word(c, inst, 1);
            const spvrt_instruction *def = spvrt_module_def(m, value);
            uint32_t value_type = def ? def->result_type : 0;
            if (!value_type || spvrt_val_type_opcode(c->v, value_type) == SPVRT_OpTypeVoid) {
                if (!report(c, RULE_CFG_RETURN, inst, "the returned %%%s is not a value of a non-void type",
                            name(c, value, s1)))
                    return false;
            } else if (value_type != function->result_type) {
                if (!report(c, RULE_CFG_RETURN, inst,
                            "the returned value has type %%%s, but the function returns %%%s",
                            name(c, value_type, s1), name(c, function->result_type, s2)))
                    return false;
            }
            break;
        }
        case SPVRT_OpFunctionCall:
            if (!check_call(c, inst))
                return false;
            break;
        default: break;
        }
    }
    return true;
}

/* ---- 3. branch and merge targets, conditions, selectors ------------------------------------------ */

/* 2.16.1 / 3.52.17: a branch target is an OpLabel of the same function, and
 * never the function's first block. */
static bool check_branch_target(cfg *c, const spvrt_instruction *inst, uint32_t f, uint32_t target)
{
    char s1[12], s2[12];
    function_info *fn = &c->functions[f];
    uint32_t b = block_of_label(c, target);
    if (b == NONE || c->blocks[b].function != f) {
        fn->sound = false;
        return report(c, RULE_CFG_BRANCH_TARGET, inst, "the target %%%s of %s is not a block of the function %%%s",
                      name(c, target, s1), op_name(inst), name(c, c->m->insts[fn->inst].result, s2));
    }
    if (b == fn->first_block)
        return report(c, RULE_CFG_ENTRY_BLOCK_TARGET, inst,
                      "%s targets %%%s, the first block of the function (the entry block has no predecessors)",
                      op_name(inst), name(c, target, s1));
    return true;
}

/* 2.11 / 3.52.17 OpSelectionMerge, OpLoopMerge: the Merge Block and Continue
 * Target are blocks of the same function; a loop's merge block is neither
 * the header nor the continue target; a block is the merge block of at most
 * one header (SPIRV-Tools MergeBlockAssert, ValidateLoopMerge). */
static bool check_merge(cfg *c, const spvrt_instruction *inst, uint32_t f, uint32_t header, uint8_t *is_merge)
{
    char s1[12], s2[12];
    function_info *fn = &c->functions[f];
    uint32_t merge = word(c, inst, 1);
    uint32_t mb = block_of_label(c, merge);
    if (mb == NONE || c->blocks[mb].function != f) {
        fn->sound = false;
        return report(c, RULE_CFG_MERGE_TARGET, inst, "the Merge Block %%%s is not a block of the function %%%s",
                      name(c, merge, s1), name(c, c->m->insts[fn->inst].result, s2));
    }
    if (is_merge[mb]) {
        if (!report(c, RULE_CFG_MERGE_UNIQUE, inst, "%%%s is already the merge block of another header",
                    name(c, merge, s1)))
            return false;
    }
    is_merge[mb] = 1;
    if (inst->opcode != SPVRT_OpLoopMerge)
        return true;
    uint32_t cont = word(c, inst, 2);
    uint32_t cb = block_of_label(c, cont);
    if (cb == NONE || c->blocks[cb].function != f) {
        fn->sound = false;
        return report(c, RULE_CFG_MERGE_TARGET, inst,
                      "the Continue Target %%%s is not a block of the function %%%s", name(c, cont, s1),
                      name(c, c->m->insts[fn->inst].result, s2));
    }
    if (mb == header) {
        fn->sound = false;
        return report(c, RULE_CFG_MERGE_TARGET, inst, "the Merge Block %%%s is the loop header itself",
                      name(c, merge, s1));
    }
    if (mb == cb) {
        fn->sound = false;
        return report(c, RULE_CFG_MERGE_TARGET, inst, "the Merge Block and the Continue Target are both %%%s",
                      name(c, merge, s1));
    }
    /* 3.23 Loop Control: Unroll "Strong request, to the degree possible, to unroll or unwind this loop",
     * DontUnroll "... to keep this loop as a loop, without unrolling"; PeelCount and PartialCount ask for
     * unrolling in part: none of them goes with DontUnroll */
    uint32_t control = word(c, inst, 3);
    if (control & SPVRT_LoopControl_DontUnroll) {
        const char *with = control & SPVRT_LoopControl_Unroll        ? "Unroll"
                           : control & SPVRT_LoopControl_PeelCount    ? "PeelCount"
                           : control & SPVRT_LoopControl_PartialCount ? "PartialCount"
                                                                      : NULL;
        if (with && !report(c, RULE_CFG_LOOP_CONTROL, inst, "the loop controls DontUnroll and %s contradict each "
                            "other", with))
            return false;
    }
    return true;
}

static bool check_terminator(cfg *c, const spvrt_instruction *inst, uint32_t f)
{
    char s1[12];
    switch (inst->opcode) {
    case SPVRT_OpBranch: return check_branch_target(c, inst, f, word(c, inst, 1));
    case SPVRT_OpBranchConditional: {
        /* 3.52.17 OpBranchConditional: Condition is a Boolean scalar */
        uint32_t condition = word(c, inst, 1);
        uint32_t type = spvrt_val_type_of(c->v, condition);
        if (spvrt_val_type_opcode(c->v, type) != SPVRT_OpTypeBool &&
            !report(c, RULE_CFG_BRANCH_CONDITION, inst, "the Condition %%%s is not a Boolean scalar",
                    name(c, condition, s1)))
            return false;
        if (!check_branch_target(c, inst, f, word(c, inst, 2)) || !check_branch_target(c, inst, f, word(c, inst, 3)))
            return false;
        /* 3.52.17 OpBranchConditional (SPIR-V 1.6): True Label and False Label differ */
        if (c->m->header.version >= SPVRT_VERSION_WORD(1, 6) && word(c, inst, 2) == word(c, inst, 3))
            return report(c, RULE_CFG_BRANCH_DISTINCT_LABELS, inst,
                          "True Label and False Label are both %%%s (SPIR-V 1.6 requires different labels)",
                          name(c, word(c, inst, 2), s1));
        return true;
    }
    case SPVRT_OpSwitch: {
        /* (3.52.17: the Selector is an integer scalar; the binary reader needs that to read the literals) */
        const spvrt_operand *ops = spvrt_inst_operands(c->m, inst);
        const uint32_t *w = spvrt_inst_words(c->m, inst);
        for (uint32_t k = 1; k < inst->operand_count; k++)
            if (ops[k].kind == SPVRT_KIND_IdRef && !check_branch_target(c, inst, f, w[ops[k].offset]))
                return false;
        return true;
    }
    default: return true;
    }
}

static bool check_targets(cfg *c, uint8_t *is_merge)
{
    for (uint32_t f = 0; f < c->function_count; f++) {
        const function_info *fn = &c->functions[f];
        for (uint32_t b = fn->first_block; b < fn->first_block + fn->block_count; b++) {
            const block_info *block = &c->blocks[b];
            if (block->terminator != NONE && !check_terminator(c, &c->m->insts[block->terminator], f))
                return false;
        }
        /* merge instructions wherever they stand (their position is CORE-CFG-MERGE-POSITION) */
        for (uint32_t i = fn->inst + 1; i < fn->end; i++) {
            const spvrt_instruction *inst = &c->m->insts[i];
            if ((inst->opcode == SPVRT_OpSelectionMerge || inst->opcode == SPVRT_OpLoopMerge) &&
                c->inst_block[i] != NONE && !check_merge(c, inst, f, c->inst_block[i], is_merge))
                return false;
        }
    }
    return true;
}

/* ---- 4. positions within blocks (SPIRV-Tools validate_adjacency.cpp) ---------------------------- */

/* 2.4 / 3.52.17: OpPhi only at the start of a non-entry block (OpLine and
 * OpNoLine may be mixed in); function-storage OpVariables first in the
 * first block; a merge instruction immediately before its branch. */
static bool check_positions(cfg *c)
{
    enum { NEW_FUNCTION, ENTRY_BLOCK, PHI_VALID, NEITHER } status = NEITHER;
    const spvrt_module *m = c->m;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        uint16_t next = i + 1 < m->inst_count ? m->insts[i + 1].opcode : 0;
        switch (inst->opcode) {
        case SPVRT_OpFunction:
        case SPVRT_OpFunctionParameter: status = NEW_FUNCTION; break;
        case SPVRT_OpLabel: status = status == NEW_FUNCTION ? ENTRY_BLOCK : PHI_VALID; break;
        case SPVRT_OpExtInst:
            /* OpenCL.DebugInfo.100 instructions may precede OpVariables */
            if (!is_debug_info_set(inst))
                status = NEITHER;
            break;
        case SPVRT_OpLine:
        case SPVRT_OpNoLine: break;
        case SPVRT_OpPhi:
            if (status != PHI_VALID &&
                !report(c, RULE_CFG_PHI_POSITION, inst,
                        "OpPhi must stand at the start of a block other than the entry block, before every "
                        "instruction other than OpPhi, OpLine and OpNoLine"))
                return false;
            break;
        case SPVRT_OpLoopMerge:
            status = NEITHER;
            if (i + 1 < m->inst_count && next != SPVRT_OpBranch && next != SPVRT_OpBranchConditional &&
                !report(c, RULE_CFG_MERGE_POSITION, inst,
                        "OpLoopMerge must be the second-to-last instruction of its block, immediately before "
                        "OpBranch or OpBranchConditional"))
                return false;
            break;
        case SPVRT_OpSelectionMerge:
            status = NEITHER;
            if (i + 1 < m->inst_count && next != SPVRT_OpBranchConditional && next != SPVRT_OpSwitch &&
                !report(c, RULE_CFG_MERGE_POSITION, inst,
                        "OpSelectionMerge must be the second-to-last instruction of its block, immediately before "
                        "OpBranchConditional or OpSwitch"))
                return false;
            break;
        case SPVRT_OpVariable:
            if (word(c, inst, 3) == SPVRT_StorageClass_Function && status != ENTRY_BLOCK &&
                !report(c, RULE_CFG_VARIABLE_POSITION, inst,
                        "a Function-storage OpVariable must stand at the start of the function's first block, "
                        "before any other instruction"))
                return false;
            break;
        default: status = NEITHER; break;
        }
    }
    return true;
}

/* ---- 5. the graphs ------------------------------------------------------------------------------ */

/* The blocks a block's terminator branches to, in operand order (SPIRV-Tools
 * registers successors in this order); with structural, first the merge
 * block and continue target of its merge instruction.  Writes to out when
 * it is not NULL; returns the count. */
static uint32_t block_targets(const cfg *c, uint32_t b, bool structural, uint32_t *out)
{
    const block_info *block = &c->blocks[b];
    uint32_t n = 0;
#define PUT(id)                                                                                                    \
    do {                                                                                                           \
        uint32_t target_ = block_of_label(c, (id));                                                                \
        if (target_ != NONE) {                                                                                     \
            if (out)                                                                                               \
                out[n] = target_;                                                                                  \
            n++;                                                                                                   \
        }                                                                                                          \
    } while (0)
    if (structural && block->merge != NONE) {
        const spvrt_instruction *merge = &c->m->insts[block->merge];
        PUT(word(c, merge, 1));
        if (merge->opcode == SPVRT_OpLoopMerge)
            PUT(word(c, merge, 2));
    }
    if (block->terminator == NONE)
        return n;
    const spvrt_instruction *inst = &c->m->insts[block->terminator];
    switch (inst->opcode) {
    case SPVRT_OpBranch: PUT(word(c, inst, 1)); break;
    case SPVRT_OpBranchConditional:
        PUT(word(c, inst, 2));
        PUT(word(c, inst, 3));
        break;
    case SPVRT_OpSwitch: {
        const spvrt_operand *ops = spvrt_inst_operands(c->m, inst);
        const uint32_t *w = spvrt_inst_words(c->m, inst);
        for (uint32_t k = 1; k < inst->operand_count; k++)
            if (ops[k].kind == SPVRT_KIND_IdRef)
                PUT(w[ops[k].offset]);
        break;
    }
    default: break;
    }
#undef PUT
    return n;
}

/* Successor lists (CSR) of the sound functions' blocks, plus the super root's
 * edges to their entry blocks. */
static bool build_graph(cfg *c, bool structural, uint32_t **first_out, uint32_t **succ_out)
{
    uint32_t n = c->block_count + 1;
    uint32_t *first = spvrt_alloc_zero(c->v->ctx, (size_t)n + 1, sizeof *first);
    if (!first)
        return false;
    uint64_t total = 0;
    for (uint32_t b = 0; b < c->block_count; b++) {
        if (c->functions[c->blocks[b].function].sound)
            total += block_targets(c, b, structural, NULL);
        first[b + 1] = (uint32_t)total;
    }
    for (uint32_t f = 0; f < c->function_count; f++)
        total += c->functions[f].sound && c->functions[f].block_count > 0;
    first[n] = (uint32_t)total;
    uint32_t *succ = spvrt_alloc(c->v->ctx, (size_t)(total ? total : 1) * sizeof *succ);
    if (!succ || total >= UINT32_MAX) {
        spvrt_free(c->v->ctx, first);
        spvrt_free(c->v->ctx, succ);
        return false;
    }
    for (uint32_t b = 0; b < c->block_count; b++)
        if (c->functions[c->blocks[b].function].sound)
            block_targets(c, b, structural, succ + first[b]);
    uint32_t at = first[c->block_count];
    for (uint32_t f = 0; f < c->function_count; f++)
        if (c->functions[f].sound && c->functions[f].block_count > 0)
            succ[at++] = c->functions[f].first_block;
    *first_out = first;
    *succ_out = succ;
    return true;
}

static int compare_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Predecessor lists of the real graph, each sorted (for binary search). */
static bool build_predecessors(cfg *c)
{
    uint32_t n = c->block_count;
    uint32_t edges = c->succ_first[n];
    c->pred_first = spvrt_alloc_zero(c->v->ctx, (size_t)n + 1, sizeof *c->pred_first);
    c->pred = spvrt_alloc(c->v->ctx, (size_t)(edges ? edges : 1) * sizeof *c->pred);
    uint32_t *cursor = spvrt_alloc(c->v->ctx, (size_t)(n ? n : 1) * sizeof *cursor);
    bool ok = c->pred_first && c->pred && cursor;
    if (ok) {
        for (uint32_t b = 0; b < n; b++)
            for (uint32_t e = c->succ_first[b]; e < c->succ_first[b + 1]; e++)
                c->pred_first[c->succ[e] + 1]++;
        for (uint32_t b = 0; b < n; b++)
            c->pred_first[b + 1] += c->pred_first[b];
        for (uint32_t b = 0; b < n; b++)
            cursor[b] = c->pred_first[b];
        for (uint32_t b = 0; b < n; b++)
            for (uint32_t e = c->succ_first[b]; e < c->succ_first[b + 1]; e++)
                c->pred[cursor[c->succ[e]]++] = b;
        for (uint32_t b = 0; b < n; b++)
            if (c->pred_first[b + 1] - c->pred_first[b] > 1)
                qsort(c->pred + c->pred_first[b], c->pred_first[b + 1] - c->pred_first[b], sizeof *c->pred,
                      compare_u32);
    }
    spvrt_free(c->v->ctx, cursor);
    return ok;
}

static bool is_predecessor(const cfg *c, uint32_t block, uint32_t pred)
{
    uint32_t lo = c->pred_first[block], hi = c->pred_first[block + 1];
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c->pred[mid] == pred)
            return true;
        if (c->pred[mid] < pred)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

static uint32_t unique_predecessor_count(const cfg *c, uint32_t block)
{
    uint32_t count = 0;
    for (uint32_t e = c->pred_first[block]; e < c->pred_first[block + 1]; e++)
        count += e == c->pred_first[block] || c->pred[e] != c->pred[e - 1];
    return count;
}

/* ---- 6. OpPhi ------------------------------------------------------------------------------------ */

/* 3.52.17 OpPhi: pairs of (value, parent); each value has the Result Type;
 * the parents are exactly the block's predecessors, each once
 * (SPIRV-Tools ValidatePhi). */
static bool check_phi(cfg *c, const spvrt_instruction *phi, uint32_t *seen_by)
{
    char s1[12], s2[12];
    uint32_t b = c->inst_block[phi - c->m->insts];
    if (b == NONE || !c->functions[c->blocks[b].function].sound)
        return true;
    uint32_t pairs = phi->word_count > 3 ? (phi->word_count - 3u) : 0;
    if (pairs % 2 != 0)
        return report(c, RULE_CFG_PHI_PARENTS, phi, "OpPhi has a value without a parent block");
    pairs /= 2;
    if (spvrt_val_type_opcode(c->v, phi->result_type) == SPVRT_OpTypeVoid)
        return report(c, RULE_CFG_PHI_TYPE, phi, "OpPhi's Result Type is void");
    uint32_t predecessors = unique_predecessor_count(c, b);
    if (pairs != predecessors)
        return report(c, RULE_CFG_PHI_PARENTS, phi, "OpPhi names %u parent blocks, but %%%s has %u predecessors",
                      pairs, name(c, c->m->insts[c->blocks[b].label].result, s1), predecessors);
    uint32_t stamp = (uint32_t)(phi - c->m->insts);
    for (uint32_t p = 0; p < pairs; p++) {
        uint32_t value = word(c, phi, 3 + 2 * p), parent = word(c, phi, 4 + 2 * p);
        uint32_t value_type = spvrt_val_type_of(c->v, value);
        if (value_type != phi->result_type)
            return report(c, RULE_CFG_PHI_TYPE, phi, "the value %%%s has type %%%s, not the Result Type %%%s",
                          name(c, value, s1), value_type ? name(c, value_type, s2) : "(none)",
                          spvrt_val_id_name(c->v, phi->result_type, (char[12]){0}));
        uint32_t pb = block_of_label(c, parent);
        if (pb == NONE || !is_predecessor(c, b, pb))
            return report(c, RULE_CFG_PHI_PARENTS, phi, "the parent %%%s is not a predecessor of %%%s",
                          name(c, parent, s1), name(c, c->m->insts[c->blocks[b].label].result, s2));
        if (seen_by[pb] == stamp)
            return report(c, RULE_CFG_PHI_PARENTS, phi, "the parent %%%s is named twice", name(c, parent, s1));
        seen_by[pb] = stamp;
    }
    return true;
}

/* ---- 7. dominance (SPIR-V 2.16.1; SPIRV-Tools CheckIdDefinitionDominateUse) ------------------- */

/* 2.16.1: blocks appear in the function after the blocks that dominate them. */
static bool check_block_order(cfg *c)
{
    char s1[12], s2[12];
    for (uint32_t b = 0; b < c->block_count; b++) {
        const function_info *fn = &c->functions[c->blocks[b].function];
        if (!fn->sound || b == fn->first_block || !spvrt_val_reached(&c->dom, b))
            continue;
        uint32_t idom = c->dom.idom[b];
        if (idom != c->block_count && idom > b &&
            !report(c, RULE_CFG_BLOCK_ORDER, &c->m->insts[c->blocks[b].label],
                    "block %%%s appears before its immediate dominator %%%s",
                    name(c, c->m->insts[c->blocks[b].label].result, s1),
                    name(c, c->m->insts[c->blocks[idom].label].result, s2)))
            return false;
    }
    return true;
}

/* Where an id is defined, as dominance sees it: *block is the defining
 * block for values defined in a block, NONE for labels and parameters
 * (which belong to the function but to no block); returns the function,
 * NONE for module-level ids and functions themselves. */
static uint32_t definition_site(const cfg *c, uint32_t d, uint32_t *block)
{
    *block = NONE;
    if (d == NONE || c->inst_function[d] == NONE)
        return NONE;
    uint16_t opcode = c->m->insts[d].opcode;
    if (opcode == SPVRT_OpFunction || opcode == SPVRT_OpFunctionEnd)
        return NONE;
    if (opcode != SPVRT_OpLabel && opcode != SPVRT_OpFunctionParameter)
        *block = c->inst_block[d];
    return c->inst_function[d];
}

static bool check_phi_dominance(cfg *c, const spvrt_instruction *phi, uint32_t b)
{
    char s1[12], s2[12];
    for (uint32_t k = 3; k + 1 < phi->word_count; k += 2) {
        uint32_t value = word(c, phi, k), parent = word(c, phi, k + 1);
        uint32_t db, pb = block_of_label(c, parent);
        uint32_t df = definition_site(c, def_index(c, value), &db);
        if (df == NONE || db == NONE || pb == NONE || c->blocks[pb].function != c->blocks[b].function ||
            !spvrt_val_reached(&c->dom, pb) || spvrt_val_dominates(&c->dom, db, pb))
            continue;
        if (!report(c, RULE_CFG_PHI_DOMINANCE, phi,
                    "the definition of %%%s does not dominate the end of its parent block %%%s",
                    name(c, value, s1), name(c, parent, s2)))
            return false;
    }
    return true;
}

/* 2.16.1: the definition of an id defined in a function dominates each use
 * in a reachable block (uses in unreachable blocks are not checked, as
 * spirv-val does); labels and parameters are used only in their function. */
static bool check_uses(cfg *c)
{
    const spvrt_module *m = c->m;
    char s1[12], s2[12];
    for (uint32_t i = 0; i < m->inst_count; i++) {
        uint32_t b = c->inst_block[i];
        if (b == NONE || !c->functions[c->blocks[b].function].sound)
            continue;
        const spvrt_instruction *inst = &m->insts[i];
        bool reached = spvrt_val_reached(&c->dom, b);
        if (inst->opcode == SPVRT_OpPhi) {
            if (reached && !check_phi_dominance(c, inst, b))
                return false;
            continue;
        }
        uint32_t id;
        for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, true, &k, &id);) {
            uint32_t db;
            uint32_t df = definition_site(c, def_index(c, id), &db);
            if (df == NONE)
                continue;
            if (db == NONE) { /* a label or a parameter */
                if (df != c->blocks[b].function &&
                    !report(c, RULE_CFG_ID_SCOPE, inst, "%%%s belongs to the function %%%s and cannot be used in "
                            "another function", name(c, id, s1), name(c, m->insts[c->functions[df].inst].result, s2)))
                    return false;
                continue;
            }
            if (!reached || spvrt_val_dominates(&c->dom, db, b))
                continue;
            if (df != c->blocks[b].function) {
                if (!report(c, RULE_CFG_ID_SCOPE, inst, "%%%s is defined in the function %%%s and cannot be used "
                            "in another function", name(c, id, s1),
                            name(c, m->insts[c->functions[df].inst].result, s2)))
                    return false;
            } else if (!report(c, RULE_CFG_DOMINANCE, inst, "the definition of %%%s (in block %%%s) does not "
                               "dominate this use (in block %%%s)", name(c, id, s1),
                               name(c, m->insts[c->blocks[db].label].result, s2),
                               spvrt_val_id_name(c->v, m->insts[c->blocks[b].label].result, (char[12]){0}))) {
                return false;
            }
        }
    }
    return true;
}

/* ---- 8. structured control flow (SPIR-V 2.11; SPIRV-Tools StructuredControlFlowChecks) --------- */

typedef struct structure_work {
    uint32_t *stack, *cursor; /* DFS stack of blocks and their next edge */
    uint8_t *state;           /* 0 unvisited, 1 on the stack, 2 done */
    uint8_t *is_real;         /* per structural edge: the target is also a real successor */
    uint32_t *indegree;       /* structural predecessors */
    uint32_t *mark;
    uint32_t *order;          /* a postorder */
    uint64_t *back_edges;     /* header << 32 | latch */
    uint32_t back_edge_count, back_edge_capacity;
    uint8_t *seen;
} structure_work;

static bool is_loop_header(const cfg *c, uint32_t b)
{
    return c->blocks[b].merge != NONE && c->m->insts[c->blocks[b].merge].opcode == SPVRT_OpLoopMerge;
}

/* A depth-first traversal of the structural graph from root, in the order
 * SPIRV-Tools' CFA::DepthFirstTraversal visits (successors in registration
 * order); appends the postorder to w->order[*count], and with record, the
 * back edges that are also real edges. */
static bool structural_dfs(cfg *c, structure_work *w, uint32_t root, uint32_t *count, bool record)
{
    uint32_t depth = 0;
    w->state[root] = 1;
    w->stack[depth] = root;
    w->cursor[depth++] = c->ssucc_first[root];
    while (depth > 0) {
        uint32_t v = w->stack[depth - 1];
        uint32_t e = w->cursor[depth - 1];
        if (e == c->ssucc_first[v + 1]) {
            w->state[v] = 2;
            w->order[(*count)++] = v;
            depth--;
            continue;
        }
        w->cursor[depth - 1]++;
        uint32_t t = c->ssucc[e];
        if (record && w->state[t] == 1 && w->is_real[e]) {
            if (!spvrt_grow(c->v->ctx, (void **)&w->back_edges, &w->back_edge_capacity, w->back_edge_count + 1,
                            sizeof *w->back_edges))
                return false;
            w->back_edges[w->back_edge_count++] = (uint64_t)t << 32 | v;
        }
        if (w->state[t] == 0) {
            w->state[t] = 1;
            w->stack[depth] = t;
            w->cursor[depth++] = c->ssucc_first[t];
        }
    }
    return true;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* 2.11: a conditional branch without a merge instruction is structured only
 * when one of its targets is already known (a merge block, continue target
 * or earlier target: SPIRV-Tools ValidateStructuredSelections, in the
 * reverse postorder of the structural graph); OpSwitch always needs an
 * OpSelectionMerge. */
static bool check_selections(cfg *c, structure_work *w, uint32_t count)
{
    for (uint32_t r = count; r-- > 0;) {
        uint32_t b = w->order[r];
        const block_info *block = &c->blocks[b];
        if (block->terminator == NONE)
            continue;
        const spvrt_instruction *merge = block->merge != NONE ? &c->m->insts[block->merge] : NULL;
        if (merge) {
            uint32_t mb = block_of_label(c, word(c, merge, 1));
            if (mb != NONE)
                w->seen[mb] = 1;
            if (merge->opcode == SPVRT_OpLoopMerge && (mb = block_of_label(c, word(c, merge, 2))) != NONE)
                w->seen[mb] = 1;
        }
        const spvrt_instruction *term = &c->m->insts[block->terminator];
        if (term->opcode == SPVRT_OpBranchConditional) {
            uint32_t t = block_of_label(c, word(c, term, 2)), f = block_of_label(c, word(c, term, 3));
            if (t == NONE || f == NONE)
                continue;
            bool t_unseen = !w->seen[t];
            w->seen[t] = 1;
            bool f_unseen = !w->seen[f];
            w->seen[f] = 1;
            if ((!merge || merge->opcode == SPVRT_OpLoopMerge) && t_unseen && f_unseen &&
                !report(c, RULE_CFG_STRUCTURED_SELECTION, term,
                        "OpBranchConditional to two blocks not yet seen must be preceded by an OpSelectionMerge "
                        "(the selection is not structured)"))
                return false;
        } else if (term->opcode == SPVRT_OpSwitch) {
            if (!merge && !report(c, RULE_CFG_STRUCTURED_SELECTION, term,
                                  "OpSwitch must be preceded by an OpSelectionMerge"))
                return false;
            uint32_t first = c->succ_first[b], last = c->succ_first[b + 1];
            for (uint32_t e = first; e < last; e++)
                w->seen[c->succ[e]] = 1;
        }
    }
    return true;
}

/* The back-edge checks: back edges only to loop headers, one back-edge block
 * per reachable loop header, and the continue target dominating it. */
static bool check_back_edges(cfg *c, structure_work *w, uint32_t f)
{
    char s1[12], s2[12];
    const function_info *fn = &c->functions[f];
    if (w->back_edge_count > 1)
        qsort(w->back_edges, w->back_edge_count, sizeof *w->back_edges, compare_u64);
    for (uint32_t k = 0; k < w->back_edge_count; k++) {
        uint32_t header = (uint32_t)(w->back_edges[k] >> 32), latch = (uint32_t)w->back_edges[k];
        if (!is_loop_header(c, header) &&
            !report(c, RULE_CFG_BACK_EDGE, &c->m->insts[c->blocks[latch].terminator],
                    "the branch from %%%s back to %%%s forms a back edge, but %%%s is not a loop header",
                    name(c, c->m->insts[c->blocks[latch].label].result, s1),
                    name(c, c->m->insts[c->blocks[header].label].result, s2),
                    spvrt_val_id_name(c->v, c->m->insts[c->blocks[header].label].result, (char[12]){0})))
            return false;
    }
    /* the distinct back-edge blocks of each header: a run of the sorted list */
    for (uint32_t b = fn->first_block; b < fn->first_block + fn->block_count; b++)
        w->mark[b] = 0;
    uint32_t *latch_of = w->cursor; /* reuse: the single latch of a header */
    for (uint32_t k = 0; k < w->back_edge_count; k++) {
        uint32_t header = (uint32_t)(w->back_edges[k] >> 32), latch = (uint32_t)w->back_edges[k];
        if (k == 0 || w->back_edges[k] != w->back_edges[k - 1]) {
            if (w->mark[header] == 0)
                latch_of[header] = latch;
            w->mark[header]++;
        }
    }
    for (uint32_t b = fn->first_block; b < fn->first_block + fn->block_count; b++) {
        if (!is_loop_header(c, b) || !spvrt_val_reached(&c->sdom, b))
            continue;
        const spvrt_instruction *label = &c->m->insts[c->blocks[b].label];
        if (w->mark[b] != 1) {
            if (!report(c, RULE_CFG_LOOP_BACK_EDGE, label,
                        "loop header %%%s is the target of %u back-edge blocks; a loop has exactly one",
                        name(c, label->result, s1), w->mark[b]))
                return false;
            continue;
        }
        /* 2.11: the continue construct (headed by the continue target) contains the back-edge block */
        uint32_t cont = block_of_label(c, word(c, &c->m->insts[c->blocks[b].merge], 2));
        uint32_t latch = latch_of[b];
        if (cont != NONE && spvrt_val_reached(&c->sdom, cont) && !spvrt_val_dominates(&c->sdom, cont, latch) &&
            !report(c, RULE_CFG_CONTINUE_DOMINANCE, label,
                    "the continue target %%%s of loop %%%s does not structurally dominate the back-edge block %%%s",
                    name(c, c->m->insts[c->blocks[cont].label].result, s1), name(c, label->result, s2),
                    spvrt_val_id_name(c->v, c->m->insts[c->blocks[latch].label].result, (char[12]){0})))
            return false;
    }
    return true;
}

/* 2.11: each header strictly structurally dominates its merge block. */
static bool check_merge_dominance(cfg *c, uint32_t f)
{
    char s1[12], s2[12];
    const function_info *fn = &c->functions[f];
    for (uint32_t b = fn->first_block; b < fn->first_block + fn->block_count; b++) {
        if (c->blocks[b].merge == NONE || !spvrt_val_reached(&c->sdom, b))
            continue;
        const spvrt_instruction *merge = &c->m->insts[c->blocks[b].merge];
        uint32_t mb = block_of_label(c, word(c, merge, 1));
        if (mb == NONE || (mb != b && spvrt_val_dominates(&c->sdom, b, mb)))
            continue;
        if (!report(c, RULE_CFG_MERGE_DOMINANCE, merge, "the header %%%s does not strictly structurally dominate "
                    "its merge block %%%s", name(c, c->m->insts[c->blocks[b].label].result, s1),
                    name(c, word(c, merge, 1), s2)))
            return false;
    }
    return true;
}

/* SPIR-V 2.11 (Structured Control Flow): "the continue construct ... the only blocks that branch to the
 * continue target are in the loop construct" -- a branch to a loop's continue target (other than the
 * header itself) comes from the loop construct: a block the header structurally dominates that neither
 * the merge block nor the continue target structurally dominates (blocks the continue target dominates
 * reach it only through back edges of a loop it heads).  Predecessors not structurally reachable are
 * left alone, as SPIRV-Tools does.  One pass over the predecessors of the continue targets. */
static bool check_continue_entry(cfg *c, uint32_t f)
{
    char s1[12], s2[12], s3[12];
    const function_info *fn = &c->functions[f];
    for (uint32_t h = fn->first_block; h < fn->first_block + fn->block_count; h++) {
        if (!is_loop_header(c, h) || !spvrt_val_reached(&c->sdom, h))
            continue;
        const spvrt_instruction *merge = &c->m->insts[c->blocks[h].merge];
        uint32_t mb = block_of_label(c, word(c, merge, 1)), cb = block_of_label(c, word(c, merge, 2));
        if (mb == NONE || cb == NONE || cb == h)
            continue;
        for (uint32_t e = c->pred_first[cb]; e < c->pred_first[cb + 1]; e++) {
            uint32_t p = c->pred[e];
            if (p >= c->block_count || !spvrt_val_reached(&c->sdom, p) || spvrt_val_dominates(&c->sdom, cb, p))
                continue;
            if (spvrt_val_dominates(&c->sdom, h, p) && !spvrt_val_dominates(&c->sdom, mb, p))
                continue;
            const spvrt_instruction *t = c->blocks[p].terminator != NONE ? &c->m->insts[c->blocks[p].terminator]
                                                                          : &c->m->insts[c->blocks[p].label];
            if (!report(c, RULE_CFG_CONTINUE_ENTRY, t, "the block %%%s branches to the continue target %%%s of the "
                        "loop %%%s, but is not in that loop's construct",
                        name(c, c->m->insts[c->blocks[p].label].result, s1), name(c, word(c, merge, 2), s2),
                        name(c, c->m->insts[c->blocks[h].label].result, s3)))
                return false;
        }
    }
    return true;
}

static bool check_structure(cfg *c)
{
    spvrt_context *ctx = c->v->ctx;
    uint32_t n = c->block_count + 1, edges = c->ssucc_first[n];
    structure_work w = {0};
    w.stack = spvrt_alloc(ctx, (size_t)n * sizeof *w.stack);
    w.cursor = spvrt_alloc(ctx, (size_t)n * sizeof *w.cursor);
    w.state = spvrt_alloc_zero(ctx, n, 1);
    w.seen = spvrt_alloc_zero(ctx, n, 1);
    w.is_real = spvrt_alloc_zero(ctx, edges ? edges : 1, 1);
    w.indegree = spvrt_alloc_zero(ctx, n, sizeof *w.indegree);
    w.mark = spvrt_alloc(ctx, (size_t)n * sizeof *w.mark);
    w.order = spvrt_alloc(ctx, (size_t)n * sizeof *w.order);
    bool ok = w.stack && w.cursor && w.state && w.seen && w.is_real && w.indegree && w.mark && w.order;
    for (uint32_t b = 0; ok && b < n; b++)
        w.mark[b] = NONE;
    if (ok) {
        for (uint32_t b = 0; b < c->block_count; b++) {
            for (uint32_t e = c->succ_first[b]; e < c->succ_first[b + 1]; e++)
                w.mark[c->succ[e]] = b;
            for (uint32_t e = c->ssucc_first[b]; e < c->ssucc_first[b + 1]; e++) {
                w.is_real[e] = w.mark[c->ssucc[e]] == b;
                w.indegree[c->ssucc[e]]++;
            }
            for (uint32_t e = c->succ_first[b]; e < c->succ_first[b + 1]; e++)
                w.mark[c->succ[e]] = NONE;
        }
    }
    for (uint32_t b = 0; ok && b < c->block_count; b++)
        w.mark[b] = NONE;
    for (uint32_t f = 0; ok && f < c->function_count && !c->stopped; f++) {
        const function_info *fn = &c->functions[f];
        if (!fn->sound || fn->block_count == 0)
            continue;
        uint32_t first = fn->first_block, end = first + fn->block_count;
        /* the reverse postorder from the entry block (structural selections) */
        uint32_t count = 0;
        ok = structural_dfs(c, &w, first, &count, false);
        if (!ok || !check_selections(c, &w, count))
            break;
        /* back edges: a traversal from every root, as from SPIRV-Tools' pseudo-entry block: the blocks
         * without structural predecessors in order, then any block still unvisited, in order */
        for (uint32_t b = first; b < end; b++)
            w.state[b] = 0;
        w.back_edge_count = 0;
        count = 0;
        for (uint32_t b = first; ok && b < end; b++)
            if (w.indegree[b] == 0 && w.state[b] == 0)
                ok = structural_dfs(c, &w, b, &count, true);
        for (uint32_t b = first; ok && b < end; b++)
            if (w.state[b] == 0)
                ok = structural_dfs(c, &w, b, &count, true);
        if (!ok || !check_back_edges(c, &w, f) || !check_merge_dominance(c, f) || !check_continue_entry(c, f))
            break;
    }
    spvrt_free(ctx, w.stack);
    spvrt_free(ctx, w.cursor);
    spvrt_free(ctx, w.state);
    spvrt_free(ctx, w.seen);
    spvrt_free(ctx, w.is_real);
    spvrt_free(ctx, w.indegree);
    spvrt_free(ctx, w.mark);
    spvrt_free(ctx, w.order);
    spvrt_free(ctx, w.back_edges);
    return ok;
}

/* ---- 9. recursion (Vulkan: VUID-StandaloneSpirv-None-04634) ---------------------------------- */

/* ENV-009: the static call graph of an entry point has no cycle.  Tarjan's
 * strongly connected components (iteratively) find the functions on
 * cycles; a reverse traversal finds the functions that reach one. */
static bool check_recursion(cfg *c)
{
    spvrt_context *ctx = c->v->ctx;
    const spvrt_module *m = c->m;
    uint32_t n = c->function_count;
    if (n == 0)
        return true;
    uint32_t *first = spvrt_alloc_zero(ctx, (size_t)n + 1, sizeof *first);
    uint32_t *index = spvrt_alloc(ctx, (size_t)n * sizeof *index);
    uint32_t *low = spvrt_alloc(ctx, (size_t)n * sizeof *low);
    uint32_t *stack = spvrt_alloc(ctx, (size_t)n * sizeof *stack);
    uint32_t *call_stack = spvrt_alloc(ctx, (size_t)n * sizeof *call_stack);
    uint32_t *cursor = spvrt_alloc(ctx, (size_t)n * sizeof *cursor);
    uint8_t *flags = spvrt_alloc_zero(ctx, n, 1); /* 1 on the Tarjan stack, 2 on a cycle, 4 reaches a cycle */
    uint32_t *callee = NULL, *rfirst = NULL, *caller = NULL;
    bool ok = first && index && low && stack && call_stack && cursor && flags;
    /* call edges f -> g */
    uint32_t total = 0;
    for (uint32_t pass = 0; ok && pass < 2; pass++) {
        total = 0;
        for (uint32_t f = 0; f < n; f++) {
            for (uint32_t i = c->functions[f].inst + 1; i < c->functions[f].end; i++) {
                if (m->insts[i].opcode != SPVRT_OpFunctionCall)
                    continue;
                uint32_t d = def_index(c, word(c, &m->insts[i], 3));
                if (d == NONE || m->insts[d].opcode != SPVRT_OpFunction)
                    continue;
                if (pass == 1)
                    callee[total] = c->inst_function[d];
                total++;
            }
            if (pass == 0)
                first[f + 1] = total;
        }
        if (pass == 0)
            ok = (callee = spvrt_alloc(ctx, (size_t)(total ? total : 1) * sizeof *callee)) != NULL;
    }
    /* Tarjan */
    for (uint32_t f = 0; ok && f < n; f++)
        index[f] = NONE;
    uint32_t clock = 0, top = 0;
    for (uint32_t root = 0; ok && root < n; root++) {
        if (index[root] != NONE)
            continue;
        uint32_t depth = 0;
        call_stack[depth] = root;
        cursor[depth++] = first[root];
        index[root] = low[root] = clock++;
        stack[top++] = root;
        flags[root] |= 1;
        while (depth > 0) {
            uint32_t f = call_stack[depth - 1];
            if (cursor[depth - 1] < first[f + 1]) {
                uint32_t g = callee[cursor[depth - 1]++];
                if (g == f)
                    flags[f] |= 2; /* calls itself */
                if (index[g] == NONE) {
                    index[g] = low[g] = clock++;
                    stack[top++] = g;
                    flags[g] |= 1;
                    call_stack[depth] = g;
                    cursor[depth++] = first[g];
                } else if ((flags[g] & 1) && index[g] < low[f]) {
                    low[f] = index[g];
                }
                continue;
            }
            depth--;
            if (depth > 0 && low[f] < low[call_stack[depth - 1]])
                low[call_stack[depth - 1]] = low[f];
            if (low[f] == index[f]) {
                bool cycle = stack[top - 1] != f;
                uint32_t g;
                do {
                    g = stack[--top];
                    flags[g] &= (uint8_t)~1;
                    if (cycle)
                        flags[g] |= 2;
                } while (g != f);
            }
        }
    }
    /* the functions that reach a cycle: reverse edges, from every function on a cycle */
    if (ok)
        ok = (rfirst = spvrt_alloc_zero(ctx, (size_t)n + 1, sizeof *rfirst)) != NULL &&
             (caller = spvrt_alloc(ctx, (size_t)(total ? total : 1) * sizeof *caller)) != NULL;
    if (ok) {
        for (uint32_t e = 0; e < total; e++)
            rfirst[callee[e] + 1]++;
        for (uint32_t f = 0; f < n; f++)
            rfirst[f + 1] += rfirst[f];
        for (uint32_t f = 0; f < n; f++)
            cursor[f] = rfirst[f];
        for (uint32_t f = 0; f < n; f++)
            for (uint32_t e = first[f]; e < first[f + 1]; e++)
                caller[cursor[callee[e]]++] = f;
        top = 0;
        for (uint32_t f = 0; f < n; f++)
            if (flags[f] & 2) {
                flags[f] |= 4;
                stack[top++] = f;
            }
        while (top > 0) {
            uint32_t g = stack[--top];
            for (uint32_t e = rfirst[g]; e < rfirst[g + 1]; e++)
                if (!(flags[caller[e]] & 4)) {
                    flags[caller[e]] |= 4;
                    stack[top++] = caller[e];
                }
        }
        char s1[12];
        for (uint32_t k = 0; k < m->entry_point_count && !c->stopped; k++) {
            const spvrt_instruction *ep = &m->insts[m->entry_points[k]];
            uint32_t d = def_index(c, word(c, ep, 2));
            if (d == NONE || m->insts[d].opcode != SPVRT_OpFunction || !(flags[c->inst_function[d]] & 4))
                continue;
            report(c, RULE_ENV_009, ep, "the static call graph of the entry point %%%s has a cycle (recursion)",
                   name(c, word(c, ep, 2), s1));
        }
    }
    spvrt_free(ctx, first);
    spvrt_free(ctx, index);
    spvrt_free(ctx, low);
    spvrt_free(ctx, stack);
    spvrt_free(ctx, call_stack);
    spvrt_free(ctx, cursor);
    spvrt_free(ctx, flags);
    spvrt_free(ctx, callee);
    spvrt_free(ctx, rfirst);
    spvrt_free(ctx, caller);
    return ok;
}

/* ---- the pass -------------------------------------------------------------------------------------- */

/* Whether the module declares Shader, directly or through a capability that
 * implies it (SPIR-V 2.11 applies to shaders). */
static bool declares_shader(const spvrt_module *m)
{
    uint16_t pending[64];
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode != SPVRT_OpCapability || inst->word_count < 2)
            continue;
        /* follow the implied capabilities (a short chain in the grammar; bounded) */
        uint32_t count = 0;
        pending[count++] = (uint16_t)spvrt_inst_words(m, inst)[1];
        if (spvrt_inst_words(m, inst)[1] > UINT16_MAX)
            continue;
        for (uint32_t steps = 0; count > 0 && steps < 256; steps++) {
            uint16_t cap = pending[--count];
            if (cap == SPVRT_Capability_Shader)
                return true;
            const spvrt_enumerant_info *e = spvrt_grammar_enumerant(SPVRT_KIND_Capability, cap);
            for (uint32_t k = 0; e && k < e->capability_count && count < 64; k++)
                pending[count++] = spvrt_grammar_capability_lists[e->capability_first + k];
        }
    }
    return false;
}

void spvrt_val_cfg(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    spvrt_context *ctx = v->ctx;
    cfg c = {0};
    c.v = v;
    c.m = m;
    uint8_t *is_merge = NULL;
    uint32_t *stamps = NULL;
    c.inst_block = spvrt_alloc(ctx, (size_t)(m->inst_count ? m->inst_count : 1) * sizeof *c.inst_block);
    c.inst_function = spvrt_alloc(ctx, (size_t)(m->inst_count ? m->inst_count : 1) * sizeof *c.inst_function);
    if (!c.inst_block || !c.inst_function)
        goto done;
    for (uint32_t i = 0; i < m->inst_count; i++)
        c.inst_block[i] = c.inst_function[i] = NONE;
    if (!collect_functions(&c) || c.stopped)
        goto done;
    for (uint32_t f = 0; f < c.function_count; f++)
        if (!check_function(&c, f))
            goto done;
    is_merge = spvrt_alloc_zero(ctx, c.block_count + 1, 1);
    if (!is_merge || !check_targets(&c, is_merge) || !check_positions(&c))
        goto done;
    if (!build_graph(&c, false, &c.succ_first, &c.succ) || !build_predecessors(&c))
        goto done;
    stamps = spvrt_alloc(ctx, (size_t)(c.block_count + 1) * sizeof *stamps);
    if (!stamps)
        goto done;
    for (uint32_t b = 0; b <= c.block_count; b++)
        stamps[b] = NONE;
    for (uint32_t i = 0; i < m->inst_count; i++)
        if (m->insts[i].opcode == SPVRT_OpPhi && !check_phi(&c, &m->insts[i], stamps))
            goto done;
    c.have_dom = spvrt_val_domtree_build(ctx, c.block_count + 1, c.succ_first, c.succ, c.block_count, &c.dom);
    if (!c.have_dom || !check_block_order(&c) || !check_uses(&c))
        goto done;
    if (declares_shader(m)) {
        if (!build_graph(&c, true, &c.ssucc_first, &c.ssucc))
            goto done;
        c.have_sdom = spvrt_val_domtree_build(ctx, c.block_count + 1, c.ssucc_first, c.ssucc, c.block_count, &c.sdom);
        if (!c.have_sdom || !check_structure(&c) || c.stopped)
            goto done;
    }
    if (spvrt_val_vulkan(v))
        check_recursion(&c);
done:
    if (c.have_dom)
        spvrt_val_domtree_free(ctx, &c.dom);
    if (c.have_sdom)
        spvrt_val_domtree_free(ctx, &c.sdom);
    spvrt_free(ctx, is_merge);
    spvrt_free(ctx, stamps);
    spvrt_free(ctx, c.inst_block);
    spvrt_free(ctx, c.inst_function);
    spvrt_free(ctx, c.functions);
    spvrt_free(ctx, c.blocks);
    spvrt_free(ctx, c.succ_first);
    spvrt_free(ctx, c.succ);
    spvrt_free(ctx, c.pred_first);
    spvrt_free(ctx, c.pred);
    spvrt_free(ctx, c.ssucc_first);
    spvrt_free(ctx, c.ssucc);
}
