/* Functions, blocks and control flow (SPIR-V 2.2.5 "Functions", 2.11
 * "Structured Control Flow", 2.16.1 universal rules, 3.52.9 function
 * instructions, 3.52.17 control-flow instructions), the shape of
 * SPIRV-Tools' validate_function.cpp, validate_cfg.cpp, validate_adjacency.cpp
 * and the dominance half of validate_id.cpp.
 *
 * Every block of every function becomes a node; one extra node (the "super
 * root") has an edge to each function's entry block, so that one
 * Lengauer–Tarjan run (dominance.c) gives every function's dominator tree;
 * the structural graph (merge and continue edges added) gives structural
 * dominators, and its reverse the structural post-dominators (section 8b:
 * the constructs of 2.11).  All traversals are iterative and linear (or
 * n log n). */
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
    spvrt_val_domtree dom, sdom, spdom; /* spdom: structural post-dominators (node block_count: the exit) */
    bool have_dom, have_sdom, have_spdom;
    bool stopped; /* reporting stopped, or out of memory */
} cfg;

static const char *op_name(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
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
    case SPVRT_OpEmitMeshTasksEXT:
    case SPVRT_OpAbortKHR: /* SPV_KHR_abort: a termination instruction (2.2.5), like OpTerminateInvocation */
        return true;
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
            /* (OpenCL.)DebugInfo's DebugScope, DebugNoScope, DebugDeclare and DebugValue may stand in the
             * function body outside a block; SPV_KHR_non_semantic_info: a non-semantic instruction in a
             * function stands in a block (as spirv-val: "Non-semantic OpExtInst within function definition
             * must appear in a block") */
            if ((inst->opcode == SPVRT_OpExtInst || inst->opcode == SPVRT_OpExtInstWithForwardRefsKHR) &&
                is_debug_info_set(inst))
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
        case SPVRT_OpExtInstWithForwardRefsKHR:
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

/* ---- 8b. constructs (SPIR-V 2.11 "Structured Control Flow"; 2.2.5 "Control Flow" definitions) ---------
 *
 * 2.2.5 defines the constructs of structured control flow in terms of structural dominance:
 *   "a selection construct: the blocks structurally dominated by a selection header, excluding blocks
 *    structurally dominated by the selection header's merge block";
 *   "a loop construct: the blocks structurally dominated by a loop header, excluding both the loop
 *    header's continue construct and the blocks structurally dominated by the loop header's merge block";
 *   "a continue construct: the blocks that are both structurally dominated by an OpLoopMerge Continue
 *    Target and structurally post dominated by the back-edge block", here (as SPIRV-Tools' construct.cpp
 *    does) also the blocks of the continue target's dominance subtree that the back-edge block does not
 *    dominate;
 *   "a case construct: the blocks structurally dominated by an OpSwitch Target or Default".
 * 2.11 then asks (in substance) that a construct is entered only through its header; that it is left only
 * by a structured exit (a selection: to its merge block, the innermost enclosing switch's merge block, or
 * the innermost enclosing loop's merge block or continue target; a loop: to its merge block or continue
 * target; a continue construct: to its loop's header or merge block); that a construct containing a header
 * also contains that header's merge block; and the OpSwitch case rules ("if a target T1 branches to T2,
 * ... T1 must immediately precede T2 in the list of OpSwitch Target operands").  SPIRV-Tools (construct.cpp,
 * validate_cfg.cpp StructuredControlFlowChecks) applies these to every SPIR-V version alike.
 *
 * Membership is a few O(1) dominator-tree interval tests.  To know which constructs a block is in without
 * scanning every construct, one preorder walk of the structural dominator tree keeps the stack of open
 * constructs: a construct opens at its header and closes where its excluded subtrees begin (the merge
 * block, a loop's continue target, a child of the back-edge block that it does not post-dominate).  Each
 * distinct stack is a node of a "frame" tree (hash-consed), so "the constructs open at a are all open at
 * b" is an O(1) ancestor test, and an edge's exited constructs are the frames from its source up to the
 * common ancestor: the work is linear in the blocks and edges plus the constructs each edge leaves. */

enum { CONSTRUCT_SELECTION, CONSTRUCT_LOOP, CONSTRUCT_CONTINUE, CONSTRUCT_CASE };

typedef struct construct_info {
    uint8_t kind;
    bool is_switch;  /* a selection whose header ends in OpSwitch */
    uint32_t header; /* block: the header, continue target or case target */
    uint32_t merge;  /* selection, loop: the merge block */
    uint32_t cont;   /* loop: the continue target */
    uint32_t latch;  /* continue: the back-edge block, NONE if not unique */
    uint32_t owner;  /* continue: its loop's construct; case: its switch's construct; loop: its continue's */
} construct_info;

typedef struct frame_info {
    uint32_t construct, parent;
    uint32_t loop;   /* the innermost loop construct open here (a continue construct counts as its loop) */
    uint32_t sw;     /* the innermost switch open here with no loop nearer, else NONE */
    uint32_t pre, post;
} frame_info;

typedef struct construct_work {
    construct_info *constructs;
    uint32_t construct_count, construct_capacity;
    frame_info *frames;
    uint32_t frame_count, frame_capacity;
    uint64_t *hash_keys; /* (parent << 32 | construct) + 1, 0 free */
    uint32_t *hash_values;
    uint32_t hash_size;  /* a power of two */
    uint32_t *scratch;
    uint32_t scratch_capacity;
    uint64_t budget;     /* walk steps left; exhausted: the function's construct checks stop */
    /* per block (global indices) */
    uint32_t *headed, *continue_headed, *case_headed; /* constructs headed by the block */
    uint32_t *closes_merge, *closes_continue, *closes_latch;
    uint32_t *case_switch; /* the switch block whose case target the block is */
    uint32_t *frame_excl, *frame_at; /* the open constructs before / after the block's own */
    uint32_t *fall;        /* case target -> the case target its construct falls through to */
    uint32_t *stamp, *count;
    uint32_t *child_first, *child, *stack;
} construct_work;

static bool dom_s(const cfg *c, uint32_t a, uint32_t b)
{
    return spvrt_val_dominates(&c->sdom, a, b);
}

static bool pdom_s(const cfg *c, uint32_t a, uint32_t b)
{
    return spvrt_val_dominates(&c->spdom, a, b);
}

/* 2.2.5: whether the (structurally reachable) block b is in the construct. */
static bool construct_contains(const cfg *c, const construct_info *k, uint32_t b)
{
    switch (k->kind) {
    case CONSTRUCT_SELECTION: return dom_s(c, k->header, b) && !(k->merge != NONE && dom_s(c, k->merge, b));
    case CONSTRUCT_LOOP:
        return dom_s(c, k->header, b) && !(k->merge != NONE && dom_s(c, k->merge, b)) &&
               !(k->cont != NONE && k->cont != k->header && dom_s(c, k->cont, b));
    case CONSTRUCT_CONTINUE:
        return dom_s(c, k->header, b) &&
               !(k->latch != NONE && k->latch != b && dom_s(c, k->latch, b) && !pdom_s(c, k->latch, b));
    default: return dom_s(c, k->header, b);
    }
}

static const char *construct_kind_name(const construct_info *k)
{
    switch (k->kind) {
    case CONSTRUCT_SELECTION: return k->is_switch ? "switch selection" : "selection";
    case CONSTRUCT_LOOP: return "loop";
    case CONSTRUCT_CONTINUE: return "continue";
    default: return "case";
    }
}

static uint32_t add_construct(cfg *c, construct_work *w, construct_info k)
{
    if (!spvrt_grow(c->v->ctx, (void **)&w->constructs, &w->construct_capacity, w->construct_count + 1,
                    sizeof *w->constructs))
        return NONE;
    w->constructs[w->construct_count] = k;
    return w->construct_count++;
}

static uint64_t hash_mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}

/* The frame for "parent, then the construct on top" (one frame per distinct stack). */
static uint32_t push_frame(cfg *c, construct_work *w, uint32_t parent, uint32_t construct)
{
    uint64_t key = ((uint64_t)parent << 32 | construct) + 1;
    if ((uint64_t)(w->frame_count + 1) * 2 > w->hash_size) {
        uint32_t size = w->hash_size ? w->hash_size * 2 : 1024;
        uint64_t *keys = spvrt_alloc_zero(c->v->ctx, size, sizeof *keys);
        uint32_t *values = spvrt_alloc(c->v->ctx, (size_t)size * sizeof *values);
        if (!keys || !values) {
            spvrt_free(c->v->ctx, keys);
            spvrt_free(c->v->ctx, values);
            return NONE;
        }
        for (uint32_t i = 0; i < w->hash_size; i++) {
            if (!w->hash_keys[i])
                continue;
            uint32_t at = (uint32_t)hash_mix(w->hash_keys[i]) & (size - 1);
            while (keys[at])
                at = (at + 1) & (size - 1);
            keys[at] = w->hash_keys[i];
            values[at] = w->hash_values[i];
        }
        spvrt_free(c->v->ctx, w->hash_keys);
        spvrt_free(c->v->ctx, w->hash_values);
        w->hash_keys = keys;
        w->hash_values = values;
        w->hash_size = size;
    }
    uint32_t at = (uint32_t)hash_mix(key) & (w->hash_size - 1);
    while (w->hash_keys[at]) {
        if (w->hash_keys[at] == key)
            return w->hash_values[at];
        at = (at + 1) & (w->hash_size - 1);
    }
    if (!spvrt_grow(c->v->ctx, (void **)&w->frames, &w->frame_capacity, w->frame_count + 1, sizeof *w->frames))
        return NONE;
    const construct_info *k = &w->constructs[construct];
    const frame_info *p = &w->frames[parent];
    frame_info f = {construct, parent, p->loop, p->sw, NONE, NONE};
    if (k->kind == CONSTRUCT_LOOP || k->kind == CONSTRUCT_CONTINUE) {
        f.loop = k->kind == CONSTRUCT_LOOP ? construct : k->owner;
        f.sw = NONE;
    } else if (k->kind == CONSTRUCT_SELECTION && k->is_switch) {
        f.sw = construct;
    }
    w->frames[w->frame_count] = f;
    w->hash_keys[at] = key;
    w->hash_values[at] = w->frame_count;
    return w->frame_count++;
}

/* The frame without the construct (found by walking down from the top; the frames above it are pushed
 * again).  NONE when out of memory or out of walking budget. */
static uint32_t remove_frame(cfg *c, construct_work *w, uint32_t frame, uint32_t construct)
{
    uint32_t depth = 0;
    for (uint32_t f = frame; f != 0; f = w->frames[f].parent) {
        if (w->budget == 0)
            return NONE;
        w->budget--;
        if (w->frames[f].construct == construct) {
            uint32_t g = w->frames[f].parent;
            while (depth > 0 && g != NONE)
                g = push_frame(c, w, g, w->scratch[--depth]);
            return g;
        }
        if (!spvrt_grow(c->v->ctx, (void **)&w->scratch, &w->scratch_capacity, depth + 1, sizeof *w->scratch))
            return NONE;
        w->scratch[depth++] = w->frames[f].construct;
    }
    return frame; /* not open here */
}

static bool frame_encloses(const construct_work *w, uint32_t a, uint32_t b)
{
    return w->frames[a].pre <= w->frames[b].pre && w->frames[b].post <= w->frames[a].post;
}

static uint32_t label_id(const cfg *c, uint32_t b)
{
    return c->m->insts[c->blocks[b].label].result;
}

static const spvrt_instruction *terminator_or_label(const cfg *c, uint32_t b)
{
    return c->blocks[b].terminator != NONE ? &c->m->insts[c->blocks[b].terminator] : &c->m->insts[c->blocks[b].label];
}

/* The constructs of one function and the blocks' frames.  Returns false when out of memory; sets
 * *usable false when the walking budget ran out (the checks are then skipped). */
static bool build_constructs(cfg *c, construct_work *w, uint32_t f, const uint32_t *latch_of, bool *usable)
{
    const function_info *fn = &c->functions[f];
    uint32_t first = fn->first_block, end = first + fn->block_count;
    *usable = true;
    w->construct_count = 0;
    w->frame_count = 0;
    if (w->hash_size)
        memset(w->hash_keys, 0, (size_t)w->hash_size * sizeof *w->hash_keys);
    for (uint32_t b = first; b < end; b++) {
        w->headed[b] = w->continue_headed[b] = w->case_headed[b] = NONE;
        w->closes_merge[b] = w->closes_continue[b] = w->closes_latch[b] = NONE;
        w->case_switch[b] = w->frame_excl[b] = w->frame_at[b] = w->fall[b] = NONE;
    }
    /* the root frame: no construct open */
    if (!spvrt_grow(c->v->ctx, (void **)&w->frames, &w->frame_capacity, 1, sizeof *w->frames))
        return false;
    w->frames[0] = (frame_info){NONE, NONE, NONE, NONE, 0, 0};
    w->frame_count = 1;
    /* the constructs of the reachable headers */
    for (uint32_t b = first; b < end; b++) {
        if (c->blocks[b].merge == NONE || !spvrt_val_reached(&c->sdom, b))
            continue;
        const spvrt_instruction *merge = &c->m->insts[c->blocks[b].merge];
        const spvrt_instruction *term = &c->m->insts[c->blocks[b].terminator];
        uint32_t mb = block_of_label(c, word(c, merge, 1));
        if (mb == NONE)
            continue;
        if (merge->opcode == SPVRT_OpSelectionMerge) {
            construct_info k = {CONSTRUCT_SELECTION, term->opcode == SPVRT_OpSwitch, b, mb, NONE, NONE, NONE};
            uint32_t id = add_construct(c, w, k);
            if (id == NONE)
                return false;
            w->headed[b] = id;
            w->closes_merge[mb] = id;
            if (k.is_switch) {
                for (uint32_t e = c->succ_first[b]; e < c->succ_first[b + 1]; e++)
                    if (c->succ[e] != mb)
                        w->case_switch[c->succ[e]] = b;
            }
            continue;
        }
        uint32_t cb = block_of_label(c, word(c, merge, 2));
        if (cb == NONE)
            continue;
        uint32_t loop = add_construct(c, w, (construct_info){CONSTRUCT_LOOP, false, b, mb, cb, NONE, NONE});
        uint32_t latch = latch_of[b];
        uint32_t cont = add_construct(c, w, (construct_info){CONSTRUCT_CONTINUE, false, cb, NONE, NONE, latch, loop});
        if (loop == NONE || cont == NONE)
            return false;
        w->constructs[loop].owner = cont;
        w->closes_merge[mb] = loop;
        if (cb != b) {
            w->headed[b] = loop;
            w->closes_continue[cb] = loop;
        } /* else the loop construct is empty: every block of it is in the continue construct */
        if (spvrt_val_reached(&c->sdom, cb))
            w->continue_headed[cb] = cont;
        if (latch != NONE)
            w->closes_latch[latch] = cont;
    }
    /* the structural dominator tree's children, for a preorder walk */
    uint32_t n = fn->block_count;
    for (uint32_t i = 0; i <= n; i++)
        w->child_first[i] = 0;
    for (uint32_t b = first; b < end; b++) {
        uint32_t d = c->sdom.idom[b];
        if (b != first && d != NONE && d >= first && d < end)
            w->child_first[d - first + 1]++;
    }
    for (uint32_t i = 0; i < n; i++)
        w->child_first[i + 1] += w->child_first[i];
    for (uint32_t i = 0; i < n; i++)
        w->stack[i] = w->child_first[i];
    for (uint32_t b = first; b < end; b++) {
        uint32_t d = c->sdom.idom[b];
        if (b != first && d != NONE && d >= first && d < end)
            w->child[w->stack[d - first]++] = b;
    }
    /* preorder: open and close constructs (the stack of blocks in w->stack, reused) */
    uint32_t top = 0;
    w->stack[top++] = first;
    while (top > 0) {
        uint32_t b = w->stack[--top];
        uint32_t d = b == first ? NONE : c->sdom.idom[b];
        uint32_t frame = d == NONE ? 0 : w->frame_at[d];
        uint32_t closing[3] = {w->closes_merge[b], w->closes_continue[b],
                               d != NONE && !pdom_s(c, d, b) ? w->closes_latch[d] : NONE};
        for (int k = 0; k < 3 && frame != NONE; k++)
            if (closing[k] != NONE)
                frame = remove_frame(c, w, frame, closing[k]);
        w->frame_excl[b] = frame;
        if (frame != NONE && w->case_switch[b] != NONE && w->case_switch[b] == d) {
            uint32_t sw = w->headed[d];
            uint32_t id = add_construct(c, w, (construct_info){CONSTRUCT_CASE, false, b, NONE, NONE, NONE, sw});
            if (id == NONE)
                return false;
            w->case_headed[b] = id;
            frame = push_frame(c, w, frame, id);
        }
        if (frame != NONE && w->continue_headed[b] != NONE)
            frame = push_frame(c, w, frame, w->continue_headed[b]);
        if (frame != NONE && w->headed[b] != NONE)
            frame = push_frame(c, w, frame, w->headed[b]);
        if (frame == NONE) {
            if (w->budget == 0) {
                *usable = false;
                return true;
            }
            return false;
        }
        w->frame_at[b] = frame;
        for (uint32_t e = w->child_first[b - first]; e < w->child_first[b - first + 1]; e++)
            w->stack[top++] = w->child[e];
    }
    /* number the frame tree (children by parent, then an iterative walk) */
    uint32_t fc = w->frame_count;
    uint32_t *kid_first = spvrt_alloc_zero(c->v->ctx, (size_t)fc + 1, sizeof *kid_first);
    uint32_t *kids = spvrt_alloc(c->v->ctx, (size_t)fc * sizeof *kids);
    uint32_t *cursor = spvrt_alloc(c->v->ctx, (size_t)fc * sizeof *cursor);
    uint32_t *path = spvrt_alloc(c->v->ctx, (size_t)fc * sizeof *path);
    bool ok = kid_first && kids && cursor && path;
    if (ok) {
        for (uint32_t i = 1; i < fc; i++)
            kid_first[w->frames[i].parent + 1]++;
        for (uint32_t i = 0; i < fc; i++)
            kid_first[i + 1] += kid_first[i];
        for (uint32_t i = 0; i < fc; i++)
            cursor[i] = kid_first[i];
        for (uint32_t i = 1; i < fc; i++)
            kids[cursor[w->frames[i].parent]++] = i;
        for (uint32_t i = 0; i < fc; i++)
            cursor[i] = kid_first[i];
        uint32_t clock = 0, depth = 0;
        path[depth++] = 0;
        w->frames[0].pre = clock++;
        while (depth > 0) {
            uint32_t v = path[depth - 1];
            if (cursor[v] < kid_first[v + 1]) {
                uint32_t k = kids[cursor[v]++];
                w->frames[k].pre = clock++;
                path[depth++] = k;
            } else {
                w->frames[v].post = clock++;
                depth--;
            }
        }
    }
    spvrt_free(c->v->ctx, kid_first);
    spvrt_free(c->v->ctx, kids);
    spvrt_free(c->v->ctx, cursor);
    spvrt_free(c->v->ctx, path);
    return ok;
}

/* The innermost construct of the frame's stack that is not a case construct and does not contain b, or
 * NONE (walks at most the budget). */
static uint32_t construct_missing(const cfg *c, construct_work *w, uint32_t frame, uint32_t b)
{
    for (uint32_t f = frame; f != 0 && w->budget > 0; f = w->frames[f].parent, w->budget--) {
        const construct_info *k = &w->constructs[w->frames[f].construct];
        if (k->kind != CONSTRUCT_CASE && !construct_contains(c, k, b))
            return w->frames[f].construct;
    }
    return NONE;
}

/* 2.11 structured exits of the construct of the frame to the block s (frame's parent: the enclosing
 * constructs).  Case constructs are handled by the caller. */
static bool is_structured_exit(const construct_work *w, uint32_t frame, uint32_t s)
{
    const construct_info *k = &w->constructs[w->frames[frame].construct];
    const frame_info *outer = &w->frames[w->frames[frame].parent];
    switch (k->kind) {
    case CONSTRUCT_LOOP: return s == k->merge || s == k->cont;
    case CONSTRUCT_CONTINUE: {
        const construct_info *loop = &w->constructs[k->owner];
        return s == loop->header || s == loop->merge;
    }
    case CONSTRUCT_SELECTION:
        if (s == k->merge)
            return true;
        if (!k->is_switch && outer->sw != NONE && w->constructs[outer->sw].merge == s)
            return true;
        if (outer->loop != NONE && (w->constructs[outer->loop].merge == s || w->constructs[outer->loop].cont == s))
            return true;
        return false;
    default: return false;
    }
}

/* The edge p -> s: construct entry, structured exits, case exits (recording fall-through). */
static bool check_construct_edge(cfg *c, construct_work *w, uint32_t p, uint32_t s)
{
    char s1[12], s2[12], s3[12];
    const spvrt_instruction *term = terminator_or_label(c, p);
    uint32_t fp = w->frame_at[p], fs = w->frame_at[s], fe = w->frame_excl[s];
    /* 2.11: "a construct is entered only through its header" (a back edge or fall-through enters by the
     * header too) */
    if (!frame_encloses(w, fe, fp)) {
        uint32_t k = construct_missing(c, w, fe, p);
        if (k != NONE) {
            const construct_info *ki = &w->constructs[k];
            return report(c, RULE_CFG_CONSTRUCT_ENTRY, term, "the block %%%s branches to %%%s inside the %s construct "
                          "headed by %%%s, but not to its header", name(c, label_id(c, p), s1),
                          name(c, label_id(c, s), s2), construct_kind_name(ki), name(c, label_id(c, ki->header), s3));
        }
    }
    /* 2.11: the constructs the edge leaves are left by structured exits */
    for (uint32_t f = fp; f != 0 && !frame_encloses(w, f, fs); f = w->frames[f].parent) {
        if (w->budget == 0)
            return true;
        w->budget--;
        uint32_t id = w->frames[f].construct;
        const construct_info *k = &w->constructs[id];
        if (construct_contains(c, k, s))
            continue;
        if (k->kind == CONSTRUCT_CASE) {
            /* 2.11: a case construct branches to the switch's merge, another case construct (its header:
             * the target), or out of the switch by a structured exit */
            const construct_info *sw = &w->constructs[k->owner];
            if (s == sw->merge)
                continue;
            if (w->case_switch[s] == sw->header) {
                if (w->fall[k->header] == NONE) {
                    w->fall[k->header] = s;
                } else if (w->fall[k->header] != s) {
                    return report(c, RULE_CFG_CASE_FALLTHROUGH, term,
                                  "the case construct of %%%s branches to two other case constructs, %%%s and %%%s",
                                  name(c, label_id(c, k->header), s1), name(c, label_id(c, w->fall[k->header]), s2),
                                  name(c, label_id(c, s), s3));
                }
                continue;
            }
            /* the switch's own exits: its enclosing loop's merge or continue target */
            const frame_info *outer = &w->frames[w->frames[f].parent];
            if (outer->loop != NONE &&
                (w->constructs[outer->loop].merge == s || w->constructs[outer->loop].cont == s))
                continue;
            return report(c, RULE_CFG_CASE_EXIT, term, "the case construct of %%%s branches to %%%s, which is not "
                          "another case construct, the switch's merge block or the enclosing loop's merge or continue "
                          "target", name(c, label_id(c, k->header), s1), name(c, label_id(c, s), s2));
        }
        if (!is_structured_exit(w, f, s))
            return report(c, RULE_CFG_CONSTRUCT_EXIT, term, "the block %%%s branches to %%%s, leaving the %s "
                          "construct headed by %%%s, but not by a structured exit", name(c, label_id(c, p), s1),
                          name(c, label_id(c, s), s2), construct_kind_name(k), name(c, label_id(c, k->header), s3));
    }
    return true;
}

/* 2.11 OpSwitch: the header dominates its cases; "if a target T1 branches to T2, ... T1 must immediately
 * precede T2 in the list of OpSwitch Target operands" (a Default that falls through counts where its
 * fall-through is followed, as SPIRV-Tools reads it); at most one case construct branches to a given one. */
static bool check_switch_cases(cfg *c, construct_work *w, uint32_t header, uint32_t merge_block)
{
    char s1[12], s2[12];
    const spvrt_instruction *term = &c->m->insts[c->blocks[header].terminator];
    const spvrt_operand *ops = spvrt_inst_operands(c->m, term);
    const uint32_t *words = spvrt_inst_words(c->m, term);
    uint32_t count = 0;
    for (uint32_t k = 1; k < term->operand_count; k++)
        if (ops[k].kind == SPVRT_KIND_IdRef) {
            uint32_t t = block_of_label(c, words[ops[k].offset]);
            if (t == NONE)
                return true;
            if (!spvrt_grow(c->v->ctx, (void **)&w->scratch, &w->scratch_capacity, count + 1, sizeof *w->scratch))
                return false;
            w->scratch[count++] = t;
        }
    if (count == 0)
        return true;
    uint32_t seen = 2 * header + 1, counted = 2 * header + 2; /* stamps of this switch (blocks < 2^31) */
    for (uint32_t i = 0; i < count; i++) {
        uint32_t t = w->scratch[i];
        if (t == merge_block || w->stamp[t] == seen)
            continue;
        w->stamp[t] = seen;
        w->count[t] = 0;
        if (spvrt_val_reached(&c->sdom, t) && !dom_s(c, header, t) &&
            !report(c, RULE_CFG_CASE_DOMINANCE, term, "the switch header %%%s does not structurally dominate its "
                    "case target %%%s", name(c, label_id(c, header), s1), name(c, label_id(c, t), s2)))
            return false;
    }
    /* how often each case is the fall-through of another (each distinct target counted once) */
    for (uint32_t i = 0; i < count; i++) {
        uint32_t t = w->scratch[i];
        if (t == merge_block || w->stamp[t] != seen)
            continue;
        w->stamp[t] = counted;
        uint32_t to = w->fall[t];
        if (to != NONE && to != merge_block)
            w->count[to]++;
    }
    uint32_t default_target = w->scratch[0], default_fall = NONE;
    bool default_repeated = false;
    for (uint32_t i = 1; i < count; i++)
        default_repeated |= w->scratch[i] == default_target;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t t = w->scratch[i];
        if (t == merge_block)
            continue;
        uint32_t to = w->fall[t];
        if (to == default_target && !default_repeated)
            to = default_fall;
        if (to == NONE)
            continue;
        if (i == 0) {
            default_fall = to;
            continue;
        }
        uint32_t j = i;
        while (j + 1 < count && w->scratch[j + 1] == t)
            j++;
        if (j + 1 >= count || w->scratch[j + 1] != to)
            return report(c, RULE_CFG_CASE_FALLTHROUGH, term, "the case construct of %%%s branches to the case "
                          "construct of %%%s, but does not immediately precede it in the OpSwitch's target list",
                          name(c, label_id(c, t), s1), name(c, label_id(c, to), s2));
    }
    for (uint32_t i = 0; i < count; i++) {
        uint32_t t = w->scratch[i];
        if (t != merge_block && w->count[t] > 1) {
            uint32_t n = w->count[t];
            w->count[t] = 0; /* once */
            if (!report(c, RULE_CFG_CASE_FALLTHROUGH, term, "%u case constructs branch to the case construct of "
                        "%%%s; at most one may", n, name(c, label_id(c, t), s1)))
                return false;
        }
    }
    return true;
}

static bool check_constructs(cfg *c, construct_work *w, uint32_t f, const uint32_t *latch_of)
{
    char s1[12], s2[12], s3[12];
    const function_info *fn = &c->functions[f];
    uint32_t first = fn->first_block, end = first + fn->block_count;
    w->budget = 64ull * (c->succ_first[end] - c->succ_first[first] + fn->block_count) + 100000;
    bool usable;
    if (!build_constructs(c, w, f, latch_of, &usable))
        return false;
    if (!usable)
        return true;
    /* 2.11: the back-edge block structurally post-dominates the continue target (the continue construct's
     * blocks are "structurally post dominated by the back-edge block") */
    for (uint32_t k = 0; k < w->construct_count; k++) {
        const construct_info *ki = &w->constructs[k];
        if (ki->kind != CONSTRUCT_CONTINUE || ki->latch == NONE || !spvrt_val_reached(&c->sdom, ki->header) ||
            pdom_s(c, ki->latch, ki->header))
            continue;
        const construct_info *loop = &w->constructs[ki->owner];
        if (!report(c, RULE_CFG_CONTINUE_POSTDOMINANCE, &c->m->insts[c->blocks[loop->header].merge],
                    "the back-edge block %%%s does not structurally post-dominate the continue target %%%s of the "
                    "loop %%%s", name(c, label_id(c, ki->latch), s1), name(c, label_id(c, ki->header), s2),
                    name(c, label_id(c, loop->header), s3)))
            return false;
    }
    /* every real edge between structurally reachable blocks */
    for (uint32_t p = first; p < end && !c->stopped; p++) {
        if (!spvrt_val_reached(&c->sdom, p) || w->frame_at[p] == NONE)
            continue;
        for (uint32_t e = c->succ_first[p]; e < c->succ_first[p + 1]; e++) {
            uint32_t s = c->succ[e];
            if (s < first || s >= end || !spvrt_val_reached(&c->sdom, s) || w->frame_at[s] == NONE)
                continue;
            if (!check_construct_edge(c, w, p, s))
                return false;
        }
    }
    /* 2.11: "if a construct contains another header block, it also contains that header's merge block"
     * (when the merge block is reachable) */
    for (uint32_t b = first; b < end; b++) {
        if (c->blocks[b].merge == NONE || w->frame_excl[b] == NONE || !spvrt_val_reached(&c->sdom, b))
            continue;
        uint32_t mb = block_of_label(c, word(c, &c->m->insts[c->blocks[b].merge], 1));
        if (mb == NONE || !spvrt_val_reached(&c->sdom, mb) || w->frame_at[mb] == NONE ||
            frame_encloses(w, w->frame_excl[b], w->frame_at[mb]))
            continue;
        uint32_t k = construct_missing(c, w, w->frame_excl[b], mb);
        if (k == NONE)
            continue;
        const construct_info *ki = &w->constructs[k];
        if (!report(c, RULE_CFG_CONSTRUCT_NESTING, &c->m->insts[c->blocks[b].merge], "the header %%%s is in the %s "
                    "construct headed by %%%s, but its merge block %%%s is not", name(c, label_id(c, b), s1),
                    construct_kind_name(ki), name(c, label_id(c, ki->header), s2), name(c, label_id(c, mb), s3)))
            return false;
    }
    /* the OpSwitch case rules */
    for (uint32_t k = 0; k < w->construct_count; k++) {
        const construct_info *ki = &w->constructs[k];
        if (ki->kind == CONSTRUCT_SELECTION && ki->is_switch && !check_switch_cases(c, w, ki->header, ki->merge))
            return false;
    }
    return true;
}

/* SPIR-V 2.17 Universal Limits, "Control Flow nesting depth: 1023", measured as SPIRV-Tools' Function::
 * GetBlockDepth does over the (real) dominator tree: a block nests one deeper than a selection or loop
 * header that immediately dominates it, a continue target one deeper than its loop header, a merge block
 * as deep as its header.  Each block depends on one other block, so memoized chains make it linear. */
static bool check_nesting_depth(cfg *c, uint32_t f, uint32_t *depth, uint8_t *state, uint32_t *chain,
                                const uint32_t *merge_header, const uint32_t *continue_header)
{
    const function_info *fn = &c->functions[f];
    uint32_t first = fn->first_block, end = first + fn->block_count;
    uint32_t limit = c->v->options.limits.max_control_flow_nesting_depth ? c->v->options.limits.max_control_flow_nesting_depth
                                                                        : 1023;
    for (uint32_t b = first; b < end; b++)
        state[b] = 0;
    for (uint32_t b = first; b < end; b++) {
        uint32_t length = 0, x = b;
        /* follow the dependencies to a known depth, marking the chain in progress */
        while (x != NONE && state[x] == 0) {
            state[x] = 1;
            chain[length++] = x;
            uint32_t d = c->dom.idom[x];
            if (d == NONE || d == x || d >= c->block_count || x == first)
                break;
            if (continue_header[x] != NONE)
                x = continue_header[x] == x ? d : continue_header[x];
            else if (merge_header[x] != NONE)
                x = merge_header[x];
            else
                x = d;
        }
        while (length > 0) {
            uint32_t y = chain[--length];
            uint32_t d = c->dom.idom[y], value = 0;
            if (!(d == NONE || d == y || d >= c->block_count || y == first)) {
                uint32_t dep = continue_header[y] != NONE ? (continue_header[y] == y ? d : continue_header[y])
                               : merge_header[y] != NONE  ? merge_header[y]
                                                          : d;
                uint32_t base = state[dep] == 2 ? depth[dep] : 0; /* in progress: 0, as SPIRV-Tools' guard */
                bool deeper = continue_header[y] != NONE ||
                              (merge_header[y] == NONE && c->blocks[d].merge != NONE);
                value = base + (deeper ? 1 : 0);
            }
            depth[y] = value;
            state[y] = 2;
        }
        if (depth[b] > limit)
            return report(c, RULE_CFG_NESTING_DEPTH, &c->m->insts[c->blocks[b].label],
                          "the block %%%s nests %u deep in structured control flow; the limit is %u",
                          spvrt_val_id_name(c->v, label_id(c, b), (char[12]){0}), depth[b], limit);
    }
    return true;
}

/* The structural post-dominator tree (2.2.5 "structurally post dominated"): the dominators of the
 * reversed structural graph from an exit node (node block_count) with an edge to each function's exits:
 * as SPIRV-Tools' augmented CFG, the blocks without structural successors, then, in reverse block order,
 * a block of each part of the function from which none of those is reached. */
static bool build_postdominators(cfg *c)
{
    spvrt_context *ctx = c->v->ctx;
    uint32_t n = c->block_count, edges = c->ssucc_first[n];
    uint32_t *first = spvrt_alloc_zero(ctx, (size_t)n + 2, sizeof *first);
    uint32_t *rev = spvrt_alloc(ctx, ((size_t)edges + n + 1) * sizeof *rev);
    uint32_t *cursor = spvrt_alloc(ctx, ((size_t)n + 1) * sizeof *cursor);
    uint8_t *visited = spvrt_alloc_zero(ctx, (size_t)n + 1, 1);
    bool ok = first && rev && cursor && visited;
    if (ok) {
        for (uint32_t b = 0; b < n; b++)
            for (uint32_t e = c->ssucc_first[b]; e < c->ssucc_first[b + 1]; e++)
                first[c->ssucc[e] + 1]++;
        for (uint32_t b = 0; b < n; b++)
            first[b + 1] += first[b];
        for (uint32_t b = 0; b < n; b++)
            cursor[b] = first[b];
        for (uint32_t b = 0; b < n; b++)
            for (uint32_t e = c->ssucc_first[b]; e < c->ssucc_first[b + 1]; e++)
                rev[cursor[c->ssucc[e]]++] = b;
        /* the exit node's edges, after the blocks' (cursor doubles as the DFS stack) */
        uint32_t roots = first[n];
        for (uint32_t f = 0; f < c->function_count; f++) {
            const function_info *fn = &c->functions[f];
            if (!fn->sound)
                continue;
            for (int pass = 0; pass < 2; pass++) {
                for (uint32_t b = fn->first_block + fn->block_count; b-- > fn->first_block;) {
                    if (visited[b] || (pass == 0 && c->ssucc_first[b + 1] != c->ssucc_first[b]))
                        continue;
                    rev[roots++] = b;
                    uint32_t top = 0;
                    visited[b] = 1;
                    cursor[top++] = b;
                    while (top > 0) {
                        uint32_t x = cursor[--top];
                        for (uint32_t e = first[x]; e < first[x + 1]; e++)
                            if (!visited[rev[e]]) {
                                visited[rev[e]] = 1;
                                cursor[top++] = rev[e];
                            }
                    }
                }
            }
        }
        first[n + 1] = roots;
        ok = spvrt_val_domtree_build(ctx, n + 1, first, rev, n, &c->spdom);
        c->have_spdom = ok;
    }
    spvrt_free(ctx, first);
    spvrt_free(ctx, rev);
    spvrt_free(ctx, cursor);
    spvrt_free(ctx, visited);
    return ok;
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
    /* the construct checks' arrays (per block, global indices) */
    construct_work cw = {0};
    uint32_t **arrays[] = {&cw.headed, &cw.continue_headed, &cw.case_headed, &cw.closes_merge, &cw.closes_continue,
                           &cw.closes_latch, &cw.case_switch, &cw.frame_excl, &cw.frame_at, &cw.fall, &cw.stamp,
                           &cw.count, &cw.child_first, &cw.child, &cw.stack};
    for (size_t i = 0; ok && i < sizeof arrays / sizeof arrays[0]; i++)
        ok = (*arrays[i] = spvrt_alloc_zero(ctx, (size_t)n + 1, sizeof(uint32_t))) != NULL;
    uint32_t *latch_of = ok ? spvrt_alloc(ctx, (size_t)n * sizeof *latch_of) : NULL;
    uint32_t *merge_header = ok ? spvrt_alloc(ctx, (size_t)n * sizeof *merge_header) : NULL;
    uint32_t *continue_header = ok ? spvrt_alloc(ctx, (size_t)n * sizeof *continue_header) : NULL;
    uint32_t *depth = ok ? spvrt_alloc(ctx, (size_t)n * sizeof *depth) : NULL;
    uint32_t *chain = ok ? spvrt_alloc(ctx, (size_t)n * sizeof *chain) : NULL;
    uint8_t *depth_state = ok ? spvrt_alloc_zero(ctx, n, 1) : NULL;
    ok = ok && latch_of && merge_header && continue_header && depth && chain && depth_state && build_postdominators(c);
    for (uint32_t f = 0; ok && f < c->function_count && !c->stopped; f++) {
        const function_info *fn = &c->functions[f];
        if (!fn->sound || fn->block_count == 0)
            continue;
        uint32_t first = fn->first_block, end = first + fn->block_count;
        /* nesting depth (SPIRV-Tools checks it before the structural rules) */
        for (uint32_t b = first; b < end; b++)
            merge_header[b] = continue_header[b] = NONE;
        for (uint32_t b = first; b < end; b++) {
            if (c->blocks[b].merge == NONE)
                continue;
            const spvrt_instruction *merge = &c->m->insts[c->blocks[b].merge];
            uint32_t mb = block_of_label(c, word(c, merge, 1));
            if (mb != NONE)
                merge_header[mb] = b;
            uint32_t cb = merge->opcode == SPVRT_OpLoopMerge ? block_of_label(c, word(c, merge, 2)) : NONE;
            if (cb != NONE)
                continue_header[cb] = b;
        }
        if (!check_nesting_depth(c, f, depth, depth_state, chain, merge_header, continue_header))
            break;
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
        /* the single back-edge block of each loop header (check_back_edges: w.mark counts them, w.cursor
         * holds the one) */
        for (uint32_t b = first; b < end; b++)
            latch_of[b] = is_loop_header(c, b) && w.mark[b] == 1 ? w.cursor[b] : NONE;
        if (!check_constructs(c, &cw, f, latch_of)) {
            ok = c->stopped;
            break;
        }
    }
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
        spvrt_free(ctx, *arrays[i]);
    spvrt_free(ctx, cw.constructs);
    spvrt_free(ctx, cw.frames);
    spvrt_free(ctx, cw.hash_keys);
    spvrt_free(ctx, cw.hash_values);
    spvrt_free(ctx, cw.scratch);
    spvrt_free(ctx, latch_of);
    spvrt_free(ctx, merge_header);
    spvrt_free(ctx, continue_header);
    spvrt_free(ctx, depth);
    spvrt_free(ctx, chain);
    spvrt_free(ctx, depth_state);
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
    if (c.have_spdom)
        spvrt_val_domtree_free(ctx, &c.spdom);
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
