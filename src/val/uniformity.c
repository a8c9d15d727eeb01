/* Dynamic uniformity and uniform control flow (SPIR-V 2.2 "Dynamically
 * Uniform", "Uniform Control Flow"; Vulkan "Shader Execution":
 * invocation groups), and the rules that need them:
 *   RQ-013   SPV_KHR_ray_query 2.16.1 Data rules: an acceleration structure
 *            taken out of a composite with a non-uniform index needs NonUniform;
 *   ENV-097  Vulkan environment, runtime rule 13: a resource access whose
 *            descriptor is not dynamically uniform has its resource operand
 *            decorated NonUniform;
 *   AMDX-074 OpAllocateNodePayloadsAMDX Payload Count / Node Index uniform
 *            within the Visibility scope;
 *   AMDX-075, AMDX-077 OpAllocateNodePayloadsAMDX / OpEnqueueNodePayloadsAMDX
 *            in uniform control flow within the workgroup.
 *
 * The analysis is a forward "divergence" analysis that only ever raises a
 * fact when it is justified: every value starts uniform, and becomes
 * non-uniform only when it depends (by data, or through a phi or a variable
 * joined after a divergent branch) on a source of non-uniformity:
 *   - built-ins whose value the Vulkan spec defines per invocation
 *     (LocalInvocationId/Index and GlobalInvocationId in the dimensions where
 *     the module's workgroup size exceeds 1, SubgroupLocalInvocationId and the
 *     subgroup masks, FragCoord.xy, VertexIndex, LaunchIdKHR), SubgroupId
 *     (uniform within a subgroup), WorkgroupId (uniform within a workgroup);
 *   - user-defined Input variables of graphics stages (vertex attributes,
 *     interpolated and Flat fragment inputs: they differ between the
 *     vertices and primitives of one draw);
 *   - results of atomic increments (each invocation receives its own value)
 *     and OpGroupNonUniformElect.
 * Everything the analysis cannot follow is taken as uniform: memory other
 * than Function and Private variables, variables whose pointers escape,
 * parameters of functions nobody calls, arithmetic identities.  So the
 * checks report only values that definitely derive from an invocation-varying
 * source: no false positives by construction, some misses.
 *
 * Facts: a level (UNIFORM < WORKGROUPS < SUBGROUPS < INVOCATIONS, the
 * narrowest scope within which a value may differ) and a mask of the
 * enclosing function's parameters (first 32) the value depends on.  Each
 * function is analysed once, callees first (the call graph is walked
 * iteratively; recursion, which cfg.c reports, is cut): a call's result and
 * the stores a callee makes through pointer parameters are summaries in terms
 * of those masks, so facts flow through OpFunctionCall per call site.  Then,
 * callers first, each parameter gets the join of its arguments' levels over
 * all call sites (for the checks inside the callee: the instruction breaks
 * the rule in the calling context that passes a non-uniform argument), and
 * each function learns whether some call site is in non-uniform control flow.
 *
 * Per function: SSA values on a worklist (users lists); conditional branches
 * whose condition is non-uniform make the blocks they control (reachable
 * before their immediate post-dominator) non-uniform control flow, a phi at
 * the post-dominator mixing different values from those paths non-uniform,
 * and a variable stored in those blocks non-uniform after the post-dominator;
 * Function/Private variables by a per-variable forward data flow over blocks
 * (a store to the whole variable kills, a partial store joins).  All loops
 * are worklists; a work budget proportional to the module's size bounds the
 * total (when it runs out the analysis stops raising facts, which only loses
 * reports). */
#include <stdlib.h>
#include <string.h>

#include "val.h"

#define NONE UINT32_MAX

enum { U_UNIFORM = 0, U_WORKGROUPS = 1, U_SUBGROUPS = 2, U_INVOCATIONS = 3 };
#define MAX_PARAMS 32
/* Vulkan "SubgroupSize": at most 128 invocations per subgroup */
#define MAX_SUBGROUP_SIZE 128u

/* roots of pointers */
#define ROOT_NONE NONE
#define ROOT_PARAM 0x80000000u

typedef struct ufunc {
    uint32_t first, end;        /* OpFunction, OpFunctionEnd instruction indices */
    uint32_t param_count;
    bool analysed, sound;
    bool reached;               /* reached from an entry point */
    bool compute, graphics;     /* execution models reaching it */
    bool writes_private;        /* it or a callee may store to a Private variable */
    bool calls_private_writer;  /* a callee may: its Private variables are not followed across calls */
    uint32_t size[3];           /* largest workgroup size of the compute entry points reaching it (0: unknown) */
    uint8_t ret_level;
    uint32_t ret_mask;
    uint8_t store_level[MAX_PARAMS]; /* stores through pointer parameter j */
    uint32_t store_mask[MAX_PARAMS];
    uint32_t store_kills;       /* bit j: a whole store through parameter j */
    uint32_t stores;            /* bit j: some store through parameter j */
    uint32_t escapes;           /* bit j: pointer parameter j used in a way the analysis does not follow */
    uint8_t param_level[MAX_PARAMS]; /* join over call sites */
    uint8_t call_ctl;           /* join over call sites of the control level there */
} ufunc;

/* A call site: its facts once its function is analysed, for the top-down pass. */
typedef struct ucall {
    uint32_t caller, callee;
    uint32_t inst;
    uint8_t ctl_level;
    uint32_t ctl_mask;
    uint8_t arg_level[MAX_PARAMS];
    uint32_t arg_mask[MAX_PARAMS];
} ucall;

struct spvrt_uniformity {
    spvrt_validator *v;
    const spvrt_module *m;
    uint8_t *level;             /* per instruction: its value's level (terminators: the branch's) */
    uint32_t *mask;
    uint8_t *ctl_level;         /* per OpLabel: control level of the block */
    uint32_t *ctl_mask;
    uint32_t *func_of;          /* per instruction: its function, NONE outside */
    uint32_t *label_of;         /* per instruction: the OpLabel of its block, NONE outside blocks */
    uint32_t *var_local;        /* OpVariable instruction -> local variable of the function being analysed */
    ufunc *funcs;
    uint32_t func_count;
    spvrt_idmap func_index;     /* OpFunction id -> function */
    spvrt_idmap builtin;        /* variable or constant id -> BuiltIn + 1 */
    spvrt_idmap nonuniform;     /* id -> 1 when decorated NonUniform */
    ucall *calls;
    uint32_t call_count, call_capacity;
    uint64_t budget;
    bool exhausted;
    uint32_t wg_override[3];    /* a WorkgroupSize built-in constant, 0 if none */
    bool have_wg_override;
};

/* ---- small helpers ------------------------------------------------------------------------------------------------ */

static uint32_t def_index(const spvrt_uniformity *u, uint32_t id)
{
    const spvrt_instruction *d = spvrt_module_def(u->m, id);
    return d ? (uint32_t)(d - u->m->insts) : NONE;
}

static bool spend(spvrt_uniformity *u, uint64_t units)
{
    if (u->exhausted)
        return false;
    if (u->budget < units) {
        u->exhausted = true;
        return false;
    }
    u->budget -= units;
    return true;
}

static bool is_id_operand(spvrt_operand_kind kind)
{
    return kind != SPVRT_KIND_IdResult && kind != SPVRT_KIND_IdResultType &&
           spvrt_grammar_kind_category(kind) == SPVRT_CATEGORY_ID;
}

static bool decorated_nonuniform(const spvrt_uniformity *u, uint32_t id)
{
    return spvrt_idmap_get(&u->nonuniform, id) != 0;
}

static uint8_t max_u8(uint8_t a, uint8_t b)
{
    return a > b ? a : b;
}

/* An integer constant's value; OpSpecConstant gives its default (the module's own size). */
static bool constant_or_default(const spvrt_uniformity *u, uint32_t id, uint64_t *value)
{
    if (spvrt_val_constant_u64(u->v, id, value))
        return true;
    const spvrt_instruction *d = spvrt_module_def(u->m, id);
    if (!d || d->opcode != SPVRT_OpSpecConstant || d->word_count < 4)
        return false;
    const spvrt_instruction *t = spvrt_val_type(u->v, d->result_type);
    if (!t || t->opcode != SPVRT_OpTypeInt)
        return false;
    *value = spvrt_val_word(u->v, d, 3);
    return true;
}

/* ---- module facts ------------------------------------------------------------------------------------------------- */

static bool collect_decorations(spvrt_uniformity *u)
{
    const spvrt_module *m = u->m;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        if (inst->opcode != SPVRT_OpDecorate || inst->word_count < 3)
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (w[2] == SPVRT_Decoration_NonUniform && !spvrt_idmap_set(&u->nonuniform, w[1], 1))
            return false;
        if (w[2] == SPVRT_Decoration_BuiltIn && inst->word_count >= 4 && w[3] != UINT32_MAX &&
            !spvrt_idmap_set(&u->builtin, w[1], w[3] + 1))
            return false;
    }
    return true;
}

static bool compute_model(uint32_t model)
{
    return model == SPVRT_ExecutionModel_GLCompute || model == SPVRT_ExecutionModel_TaskNV ||
           model == SPVRT_ExecutionModel_MeshNV || model == SPVRT_ExecutionModel_TaskEXT ||
           model == SPVRT_ExecutionModel_MeshEXT || model == SPVRT_ExecutionModel_Kernel;
}

/* The workgroup size each function declares as an entry point (LocalSize, LocalSizeId), into sizes[3 * f];
 * 0 when unknown.  One pass over the execution modes. */
static void declared_workgroup_sizes(const spvrt_uniformity *u, uint32_t *sizes)
{
    const spvrt_module *m = u->m;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if ((inst->opcode != SPVRT_OpExecutionMode && inst->opcode != SPVRT_OpExecutionModeId) ||
            inst->word_count < 6)
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        uint32_t f = spvrt_idmap_get(&u->func_index, w[1]);
        if (f == NONE)
            continue;
        uint32_t *size = &sizes[3 * (size_t)f];
        if (inst->opcode == SPVRT_OpExecutionMode && w[2] == SPVRT_ExecutionMode_LocalSize) {
            for (int d = 0; d < 3; d++)
                size[d] = w[3 + d];
        } else if (inst->opcode == SPVRT_OpExecutionModeId && w[2] == SPVRT_ExecutionMode_LocalSizeId) {
            for (int d = 0; d < 3; d++) {
                uint64_t value;
                size[d] = constant_or_default(u, w[3 + d], &value) && value <= UINT32_MAX ? (uint32_t)value : 0;
            }
        }
    }
}

/* A constant decorated BuiltIn WorkgroupSize overrides every LocalSize (SPIR-V 3.21 WorkgroupSize). */
static void find_workgroup_size_builtin(spvrt_uniformity *u)
{
    const spvrt_module *m = u->m;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        if (inst->opcode != SPVRT_OpDecorate || inst->word_count < 4)
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (w[2] != SPVRT_Decoration_BuiltIn || w[3] != SPVRT_BuiltIn_WorkgroupSize)
            continue;
        const spvrt_instruction *c = spvrt_module_def(m, w[1]);
        if (!c || (c->opcode != SPVRT_OpConstantComposite && c->opcode != SPVRT_OpSpecConstantComposite) ||
            c->word_count < 6)
            continue;
        const uint32_t *cw = spvrt_inst_words(m, c);
        for (int d = 0; d < 3; d++) {
            uint64_t value;
            u->wg_override[d] = constant_or_default(u, cw[3 + d], &value) && value <= UINT32_MAX ? (uint32_t)value : 0;
        }
        u->have_wg_override = true;
    }
}

static uint64_t total_size(const ufunc *f)
{
    return (uint64_t)f->size[0] * f->size[1] * f->size[2];
}

/* Whether more than one invocation may share an invocation group of f (a workgroup for compute shaders). */
static bool many_invocations(const ufunc *f)
{
    return f->graphics || total_size(f) > 1;
}

/* A user-defined Input variable (no BuiltIn) of a graphics stage: a vertex attribute, an interpolated or
 * Flat fragment input.  Vulkan "Shader Execution": the invocation group of a graphics shader is (a subset
 * of) the invocations of one draw command, which covers many vertices and primitives, and Flat only makes
 * the value constant across one primitive (15.1.6 "Interpolation Decorations"); so such a value may differ
 * between the invocations of a group. */
#define USER_INPUT 0xFFFFFFFEu

/* The level of built-in b read in function f; component c, or UINT32_MAX for the whole value. */
static uint8_t builtin_level(const ufunc *f, uint32_t b, uint32_t c)
{
    switch (b) {
    case SPVRT_BuiltIn_LocalInvocationId:
    case SPVRT_BuiltIn_GlobalInvocationId: {
        bool varies = c < 3 ? f->size[c] > 1 : total_size(f) > 1;
        if (varies && f->compute)
            return U_INVOCATIONS;
        return b == SPVRT_BuiltIn_GlobalInvocationId ? U_WORKGROUPS : U_UNIFORM;
    }
    case SPVRT_BuiltIn_LocalInvocationIndex: return f->compute && total_size(f) > 1 ? U_INVOCATIONS : U_UNIFORM;
    case SPVRT_BuiltIn_SubgroupLocalInvocationId:
    case SPVRT_BuiltIn_SubgroupEqMask:
    case SPVRT_BuiltIn_SubgroupGeMask:
    case SPVRT_BuiltIn_SubgroupGtMask:
    case SPVRT_BuiltIn_SubgroupLeMask:
    case SPVRT_BuiltIn_SubgroupLtMask: return many_invocations(f) ? U_INVOCATIONS : U_UNIFORM;
    case SPVRT_BuiltIn_SubgroupId: return U_SUBGROUPS;
    case SPVRT_BuiltIn_WorkgroupId: return U_WORKGROUPS;
    case SPVRT_BuiltIn_FragCoord: return c == UINT32_MAX || c < 2 ? U_INVOCATIONS : U_UNIFORM;
    case SPVRT_BuiltIn_VertexIndex:
    case SPVRT_BuiltIn_LaunchIdKHR: return U_INVOCATIONS;
    case USER_INPUT: return f->graphics ? U_INVOCATIONS : U_UNIFORM;
    default: return U_UNIFORM;
    }
}

/* The built-in an Input variable is decorated with, USER_INPUT for one without, or NONE (not an Input variable). */
static uint32_t variable_builtin(const spvrt_uniformity *u, uint32_t inst_index)
{
    const spvrt_instruction *inst = &u->m->insts[inst_index];
    if (inst->opcode != SPVRT_OpVariable || inst->word_count < 4 ||
        spvrt_inst_words(u->m, inst)[3] != SPVRT_StorageClass_Input)
        return NONE;
    uint32_t b = spvrt_idmap_get(&u->builtin, inst->result);
    return b ? b - 1 : USER_INPUT;
}

/* ---- functions and the call graph --------------------------------------------------------------------------------- */

static bool collect_functions(spvrt_uniformity *u)
{
    const spvrt_module *m = u->m;
    u->func_count = m->function_count;
    u->funcs = spvrt_alloc_zero(u->v->ctx, u->func_count ? u->func_count : 1, sizeof *u->funcs);
    if (!u->funcs)
        return false;
    for (uint32_t i = 0; i < m->inst_count; i++)
        u->func_of[i] = NONE;
    for (uint32_t f = 0; f < u->func_count; f++) {
        ufunc *fn = &u->funcs[f];
        fn->first = m->functions[f];
        fn->end = fn->first;
        while (fn->end + 1 < m->inst_count && m->insts[fn->end].opcode != SPVRT_OpFunctionEnd)
            fn->end++;
        for (uint32_t i = fn->first; i <= fn->end; i++) {
            u->func_of[i] = f;
            if (m->insts[i].opcode == SPVRT_OpFunctionParameter)
                fn->param_count++;
        }
        if (!spvrt_idmap_set(&u->func_index, m->insts[fn->first].result, f))
            return false;
    }
    return true;
}

static uint32_t callee_of(const spvrt_uniformity *u, const spvrt_instruction *call)
{
    if (call->word_count < 4)
        return NONE;
    return spvrt_idmap_get(&u->func_index, spvrt_inst_words(u->m, call)[3]);
}

/* Which entry points reach each function (models, largest workgroup size), by a worklist over call edges. */
static bool propagate_entry_facts(spvrt_uniformity *u)
{
    const spvrt_module *m = u->m;
    spvrt_context *ctx = u->v->ctx;
    uint32_t n = u->func_count;
    uint32_t *stack = spvrt_alloc(ctx, ((size_t)n + 1) * sizeof *stack);
    uint8_t *queued = spvrt_alloc_zero(ctx, n ? n : 1, 1);
    uint32_t *sizes = spvrt_alloc_zero(ctx, 3 * ((size_t)n + 1), sizeof *sizes);
    if (!stack || !queued || !sizes) {
        spvrt_free(ctx, stack);
        spvrt_free(ctx, queued);
        spvrt_free(ctx, sizes);
        return false;
    }
    if (!u->have_wg_override)
        declared_workgroup_sizes(u, sizes);
    uint32_t depth = 0;
    for (uint32_t e = 0; e < m->entry_point_count; e++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[e]];
        if (ep->word_count < 3)
            continue;
        const uint32_t *w = spvrt_inst_words(m, ep);
        uint32_t f = spvrt_idmap_get(&u->func_index, w[2]);
        if (f == NONE)
            continue;
        ufunc *fn = &u->funcs[f];
        fn->reached = true;
        if (compute_model(w[1])) {
            /* a constant decorated BuiltIn WorkgroupSize overrides every LocalSize (SPIR-V 3.21) */
            const uint32_t *size = u->have_wg_override ? u->wg_override : &sizes[3 * (size_t)f];
            fn->compute = true;
            for (int d = 0; d < 3; d++)
                if (size[d] > fn->size[d])
                    fn->size[d] = size[d];
        } else {
            fn->graphics = true;
        }
        if (!queued[f]) {
            queued[f] = 1;
            stack[depth++] = f;
        }
    }
    while (depth > 0) {
        uint32_t f = stack[--depth];
        queued[f] = 0;
        const ufunc *fn = &u->funcs[f];
        for (uint32_t i = fn->first; i <= fn->end; i++) {
            if (m->insts[i].opcode != SPVRT_OpFunctionCall)
                continue;
            if (!spend(u, 1))
                goto out;
            uint32_t g = callee_of(u, &m->insts[i]);
            if (g == NONE)
                continue;
            ufunc *gn = &u->funcs[g];
            bool changed = !gn->reached || (fn->compute && !gn->compute) || (fn->graphics && !gn->graphics);
            gn->reached = true;
            gn->compute |= fn->compute;
            gn->graphics |= fn->graphics;
            for (int d = 0; d < 3; d++)
                if (fn->size[d] > gn->size[d]) {
                    gn->size[d] = fn->size[d];
                    changed = true;
                }
            if (changed && !queued[g]) {
                queued[g] = 1;
                stack[depth++] = g;
            }
        }
    }
out:
    spvrt_free(ctx, stack);
    spvrt_free(ctx, queued);
    spvrt_free(ctx, sizes);
    return true;
}

/* A postorder of the call graph (callees before callers); recursion is cut at the back edge. */
static uint32_t *callee_first_order(spvrt_uniformity *u)
{
    const spvrt_module *m = u->m;
    spvrt_context *ctx = u->v->ctx;
    uint32_t n = u->func_count;
    uint32_t *order = spvrt_alloc(ctx, (n ? n : 1) * sizeof *order);
    uint32_t *stack = spvrt_alloc(ctx, (n ? n : 1) * sizeof *stack);
    uint32_t *cursor = spvrt_alloc(ctx, (n ? n : 1) * sizeof *cursor);
    uint8_t *state = spvrt_alloc_zero(ctx, n ? n : 1, 1);
    if (!order || !stack || !cursor || !state) {
        spvrt_free(ctx, order);
        order = NULL;
        goto out;
    }
    uint32_t count = 0;
    for (uint32_t root = 0; root < n; root++) {
        if (state[root])
            continue;
        uint32_t depth = 0;
        stack[depth++] = root;
        state[root] = 1;
        cursor[root] = u->funcs[root].first;
        while (depth > 0) {
            uint32_t f = stack[depth - 1];
            uint32_t g = NONE;
            while (cursor[f] <= u->funcs[f].end && g == NONE) {
                const spvrt_instruction *inst = &m->insts[cursor[f]++];
                if (inst->opcode == SPVRT_OpFunctionCall) {
                    uint32_t c = callee_of(u, inst);
                    if (c != NONE && !state[c])
                        g = c;
                }
            }
            if (g != NONE) {
                state[g] = 1;
                cursor[g] = u->funcs[g].first;
                stack[depth++] = g;
            } else {
                state[f] = 2;
                order[count++] = f;
                depth--;
            }
        }
    }
out:
    spvrt_free(ctx, stack);
    spvrt_free(ctx, cursor);
    spvrt_free(ctx, state);
    return order;
}

/* ---- per-function analysis ---------------------------------------------------------------------------------------- */

enum { EV_KILL, EV_GEN, EV_CALL_STORE, EV_QUERY };

typedef struct uevent {
    uint32_t inst;
    uint32_t block;
    uint32_t var;     /* local variable index */
    uint8_t kind;
    uint8_t arg;      /* EV_CALL_STORE / call queries: the argument */
    uint8_t level;    /* EV_QUERY: the result */
    uint32_t mask;
} uevent;

typedef struct usyn {
    uint32_t block, next;
    uint8_t level;
    uint32_t mask;
} usyn;

typedef struct fstate {
    spvrt_uniformity *u;
    uint32_t f;
    ufunc *fn;
    uint32_t first, count;      /* instructions first .. first + count - 1 */
    /* blocks */
    uint32_t block_count;
    uint32_t *block_label, *block_term;
    uint32_t *inst_block;       /* local instruction -> block, NONE between blocks */
    uint32_t *succ_first, *succ, *pred_first, *pred;
    uint32_t *ipdom;            /* NONE: the virtual exit or none */
    /* SSA users */
    uint32_t *user_first, *users;
    /* pointers and variables */
    uint32_t *root;             /* local instruction -> local variable, ROOT_PARAM | j, or ROOT_NONE */
    uint8_t *whole;             /* the pointer is its variable itself */
    uint32_t var_count;
    uint32_t *var_inst;         /* local variable -> OpVariable instruction index */
    uint8_t *var_tracked;
    uint32_t *var_local;        /* u->var_local (reset after the function) */
    uint32_t *touched;          /* blocks whose variable data-flow scratch is set */
    uint32_t touched_count;
    uint8_t *is_touched;
    uevent *events;
    uint32_t event_count, event_capacity;
    uint32_t *inst_event;       /* local instruction -> its first event, NONE */
    uint32_t *var_ev_first, *var_ev;
    uint32_t *block_ev_first;   /* block -> first event (events are in instruction order) */
    usyn *syn;
    uint32_t syn_count, syn_capacity;
    uint32_t *var_syn;          /* local variable -> first synthetic definition */
    uint8_t *phi_div_level;     /* local instruction: what a divergent branch adds to a phi */
    uint32_t *phi_div_mask;
    /* worklists */
    uint32_t *work;
    uint32_t work_count;
    uint8_t *in_work;
    uint32_t *dirty_vars;
    uint32_t dirty_var_count;
    uint8_t *var_dirty;
    uint32_t *dirty_branches;
    uint32_t dirty_branch_count;
    uint8_t *branch_dirty;      /* by block */
    /* scratch for regions and variable data flow */
    uint32_t *stamp, serial;
    uint32_t *queue;
    uint8_t *out_level;
    uint32_t *out_mask;
    uint8_t *block_queued;
    uint32_t *bev_start;
    uint8_t *syn_level;
    uint32_t *syn_mask;
} fstate;

static bool local(const fstate *s, uint32_t inst_index)
{
    return inst_index != NONE && inst_index >= s->first && inst_index - s->first < s->count;
}

static void fact_of(const fstate *s, uint32_t id, uint8_t *level, uint32_t *mask)
{
    uint32_t d = def_index(s->u, id);
    if (local(s, d)) {
        *level = max_u8(*level, s->u->level[d]);
        *mask |= s->u->mask[d];
    }
}

static bool is_exit_terminator(uint16_t opcode)
{
    switch (opcode) {
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

/* The block a label id names in this function, or NONE. */
static uint32_t target_block(const fstate *s, uint32_t id)
{
    uint32_t d = def_index(s->u, id);
    if (!local(s, d) || s->u->m->insts[d].opcode != SPVRT_OpLabel)
        return NONE;
    return s->inst_block[d - s->first];
}

/* Blocks, edges and the immediate post-dominators; false when the function is not well formed. */
static bool build_blocks(fstate *s)
{
    const spvrt_module *m = s->u->m;
    spvrt_context *ctx = s->u->v->ctx;
    uint32_t blocks = 0;
    for (uint32_t k = 0; k < s->count; k++)
        if (m->insts[s->first + k].opcode == SPVRT_OpLabel)
            blocks++;
    if (blocks == 0)
        return false;
    s->block_count = blocks;
    size_t nb = blocks + 1;
    s->block_label = spvrt_alloc(ctx, nb * sizeof(uint32_t));
    s->block_term = spvrt_alloc(ctx, nb * sizeof(uint32_t));
    s->inst_block = spvrt_alloc(ctx, (size_t)s->count * sizeof(uint32_t));
    s->succ_first = spvrt_alloc_zero(ctx, nb + 1, sizeof(uint32_t));
    s->pred_first = spvrt_alloc_zero(ctx, nb + 1, sizeof(uint32_t));
    s->ipdom = spvrt_alloc(ctx, nb * sizeof(uint32_t));
    if (!s->block_label || !s->block_term || !s->inst_block || !s->succ_first || !s->pred_first || !s->ipdom)
        return false;
    uint32_t b = NONE;
    for (uint32_t k = 0; k < s->count; k++) {
        const spvrt_instruction *inst = &m->insts[s->first + k];
        if (inst->opcode == SPVRT_OpLabel) {
            if (b != NONE && s->block_term[b] == NONE)
                return false;
            b = b == NONE ? 0 : b + 1;
            s->block_label[b] = s->first + k;
            s->block_term[b] = NONE;
            s->inst_block[k] = b;
        } else if (b != NONE && s->block_term[b] == NONE) {
            s->inst_block[k] = b;
            if (inst->opcode == SPVRT_OpBranch || inst->opcode == SPVRT_OpBranchConditional ||
                inst->opcode == SPVRT_OpSwitch || is_exit_terminator(inst->opcode))
                s->block_term[b] = s->first + k;
        } else {
            s->inst_block[k] = NONE;
        }
    }
    if (b == NONE || s->block_term[b] == NONE)
        return false;
    for (uint32_t k = 0; k < s->count; k++)
        if (s->inst_block[k] != NONE)
            s->u->label_of[s->first + k] = s->block_label[s->inst_block[k]];
    /* edges: count, then fill; the virtual exit is node blocks */
    uint32_t edges = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (uint32_t i = 0; i < blocks; i++) {
            const spvrt_instruction *t = &m->insts[s->block_term[i]];
            const uint32_t *w = spvrt_inst_words(m, t);
            const spvrt_operand *ops = spvrt_inst_operands(m, t);
            uint32_t start = t->opcode == SPVRT_OpBranch ? 0 : 1;
            if (is_exit_terminator(t->opcode)) {
                if (pass == 0)
                    s->succ_first[i + 1]++;
                else
                    s->succ[s->succ_first[i]++] = blocks;
                continue;
            }
            for (uint32_t k = start; k < t->operand_count; k++) {
                if (!is_id_operand((spvrt_operand_kind)ops[k].kind))
                    continue;
                uint32_t target = target_block(s, w[ops[k].offset]);
                if (target == NONE)
                    return false;
                if (pass == 0)
                    s->succ_first[i + 1]++;
                else
                    s->succ[s->succ_first[i]++] = target;
            }
        }
        if (pass == 0) {
            for (uint32_t i = 0; i < blocks + 1; i++)
                s->succ_first[i + 1] += s->succ_first[i];
            edges = s->succ_first[blocks + 1];
            s->succ = spvrt_alloc(ctx, (edges ? edges : 1) * sizeof(uint32_t));
            s->pred = spvrt_alloc(ctx, (edges ? edges : 1) * sizeof(uint32_t));
            if (!s->succ || !s->pred)
                return false;
        } else {
            for (uint32_t i = blocks + 1; i > 0; i--)
                s->succ_first[i] = s->succ_first[i - 1];
            s->succ_first[0] = 0;
        }
    }
    /* predecessors (the reversed graph; the exit's are the returning blocks) */
    for (uint32_t e = 0; e < edges; e++)
        s->pred_first[s->succ[e] + 1]++;
    for (uint32_t i = 0; i < blocks + 1; i++)
        s->pred_first[i + 1] += s->pred_first[i];
    uint32_t *next = spvrt_alloc(ctx, nb * sizeof(uint32_t));
    if (!next)
        return false;
    memcpy(next, s->pred_first, nb * sizeof(uint32_t));
    for (uint32_t i = 0; i < blocks + 1; i++)
        for (uint32_t e = s->succ_first[i]; e < s->succ_first[i + 1]; e++)
            s->pred[next[s->succ[e]]++] = i;
    spvrt_free(ctx, next);
    spvrt_val_domtree pdom;
    if (!spvrt_val_domtree_build(ctx, blocks + 1, s->pred_first, s->pred, blocks, &pdom))
        return false;
    for (uint32_t i = 0; i < blocks; i++) {
        uint32_t p = pdom.idom[i];
        s->ipdom[i] = p == NONE || p >= blocks ? NONE : p;
    }
    spvrt_val_domtree_free(ctx, &pdom);
    return true;
}

static bool build_users(fstate *s)
{
    const spvrt_module *m = s->u->m;
    spvrt_context *ctx = s->u->v->ctx;
    s->user_first = spvrt_alloc_zero(ctx, (size_t)s->count + 1, sizeof(uint32_t));
    if (!s->user_first)
        return false;
    for (int pass = 0; pass < 2; pass++) {
        for (uint32_t k = 0; k < s->count; k++) {
            const spvrt_instruction *inst = &m->insts[s->first + k];
            const spvrt_operand *ops = spvrt_inst_operands(m, inst);
            const uint32_t *w = spvrt_inst_words(m, inst);
            for (uint32_t o = 0; o < inst->operand_count; o++) {
                if (!is_id_operand((spvrt_operand_kind)ops[o].kind))
                    continue;
                uint32_t d = def_index(s->u, w[ops[o].offset]);
                if (!local(s, d))
                    continue;
                if (pass == 0)
                    s->user_first[d - s->first + 1]++;
                else
                    s->users[s->user_first[d - s->first]++] = s->first + k;
            }
        }
        if (pass == 0) {
            for (uint32_t k = 0; k < s->count; k++)
                s->user_first[k + 1] += s->user_first[k];
            uint32_t total = s->user_first[s->count];
            s->users = spvrt_alloc(ctx, (total ? total : 1) * sizeof(uint32_t));
            if (!s->users)
                return false;
        } else {
            for (uint32_t k = s->count; k > 0; k--)
                s->user_first[k] = s->user_first[k - 1];
            s->user_first[0] = 0;
        }
    }
    return true;
}

/* The local variable for OpVariable instruction d (Function variables of this function, Private ones), creating it. */
static uint32_t variable_for(fstate *s, uint32_t d)
{
    const spvrt_module *m = s->u->m;
    const spvrt_instruction *var = &m->insts[d];
    if (var->opcode != SPVRT_OpVariable || var->word_count < 4)
        return ROOT_NONE;
    uint32_t sc = spvrt_inst_words(m, var)[3];
    if (!(sc == SPVRT_StorageClass_Function && local(s, d)) && sc != SPVRT_StorageClass_Private)
        return ROOT_NONE;
    if (s->var_local[d] != NONE)
        return s->var_local[d];
    s->var_local[d] = s->var_count;
    s->var_inst[s->var_count] = d;
    s->var_tracked[s->var_count] = sc == SPVRT_StorageClass_Function || !s->fn->calls_private_writer;
    return s->var_count++;
}

/* An OpExtInst of a debug-information or non-semantic set. */
static bool debug_ext_inst(const spvrt_instruction *inst)
{
    if (inst->ext_set == SPVRT_EXT_SET_NON_SEMANTIC)
        return true;
    if (inst->ext_set >= spvrt_grammar_ext_set_count)
        return false;
    const char *name = spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name);
    return strncmp(name, "NonSemantic.", 12) == 0 || strstr(name, "DebugInfo") != NULL;
}

static bool is_access_chain(uint16_t opcode)
{
    return opcode == SPVRT_OpAccessChain || opcode == SPVRT_OpInBoundsAccessChain ||
           opcode == SPVRT_OpPtrAccessChain || opcode == SPVRT_OpInBoundsPtrAccessChain;
}

/* The root of pointer id: a local variable, a pointer parameter, or none; *is_whole when it is the variable itself. */
static uint32_t root_of(fstate *s, uint32_t id, bool *is_whole)
{
    *is_whole = false;
    uint32_t d = def_index(s->u, id);
    if (d == NONE)
        return ROOT_NONE;
    if (local(s, d)) {
        *is_whole = s->whole[d - s->first];
        return s->root[d - s->first];
    }
    uint32_t r = variable_for(s, d);
    *is_whole = r != ROOT_NONE;
    return r;
}

static bool add_event(fstate *s, uint32_t inst, uint32_t var, uint8_t kind, uint8_t arg)
{
    if (!spvrt_grow(s->u->v->ctx, (void **)&s->events, &s->event_capacity, s->event_count + 1, sizeof *s->events))
        return false;
    uint32_t k = inst - s->first;
    if (s->inst_event[k] == NONE)
        s->inst_event[k] = s->event_count;
    s->events[s->event_count++] = (uevent){inst, s->inst_block[k], var, kind, arg, 0, 0};
    return true;
}

static void untrack_root(fstate *s, uint32_t r)
{
    if (r == ROOT_NONE)
        return;
    if (r & ROOT_PARAM) {
        uint32_t j = r & ~ROOT_PARAM;
        if (j < MAX_PARAMS)
            s->fn->escapes |= 1u << j;
    } else {
        s->var_tracked[r] = 0;
    }
}

/* Roots of every pointer, escapes, and the events of loads, stores and calls (in instruction order). */
static bool build_memory(fstate *s)
{
    spvrt_uniformity *u = s->u;
    const spvrt_module *m = u->m;
    spvrt_context *ctx = u->v->ctx;
    s->root = spvrt_alloc(ctx, (size_t)s->count * sizeof(uint32_t));
    s->whole = spvrt_alloc_zero(ctx, s->count, 1);
    /* a variable is named by some operand: the operand count bounds the variables */
    size_t vars = (size_t)s->count + 1;
    for (uint32_t k = 0; k < s->count; k++)
        vars += m->insts[s->first + k].operand_count;
    s->var_inst = spvrt_alloc(ctx, vars * sizeof(uint32_t));
    s->var_tracked = spvrt_alloc_zero(ctx, vars, 1);
    s->inst_event = spvrt_alloc(ctx, (size_t)s->count * sizeof(uint32_t));
    if (!s->root || !s->whole || !s->var_inst || !s->var_tracked || !s->inst_event)
        return false;
    uint32_t param = 0;
    for (uint32_t k = 0; k < s->count; k++) {
        uint32_t i = s->first + k;
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        s->root[k] = ROOT_NONE;
        s->inst_event[k] = NONE;
        bool is_whole = false;
        switch (inst->opcode) {
        case SPVRT_OpFunctionParameter:
            if (spvrt_val_type_opcode(u->v, inst->result_type) == SPVRT_OpTypePointer)
                s->root[k] = ROOT_PARAM | param;
            param++;
            break;
        case SPVRT_OpVariable:
            s->root[k] = variable_for(s, i);
            s->whole[k] = s->root[k] != ROOT_NONE;
            break;
        case SPVRT_OpAccessChain:
        case SPVRT_OpInBoundsAccessChain:
        case SPVRT_OpPtrAccessChain:
        case SPVRT_OpInBoundsPtrAccessChain:
            if (inst->word_count >= 4) {
                s->root[k] = root_of(s, w[3], &is_whole);
                s->whole[k] = is_whole && inst->word_count == 4 && inst->opcode != SPVRT_OpPtrAccessChain &&
                              inst->opcode != SPVRT_OpInBoundsPtrAccessChain;
            }
            break;
        case SPVRT_OpCopyObject:
            if (inst->word_count >= 4 &&
                spvrt_val_type_opcode(u->v, inst->result_type) == SPVRT_OpTypePointer) {
                s->root[k] = root_of(s, w[3], &is_whole);
                s->whole[k] = is_whole;
            }
            break;
        default: break;
        }
    }
    /* escapes: any use of a rooted pointer the analysis does not follow */
    for (uint32_t k = 0; k < s->count; k++) {
        const spvrt_instruction *inst = &m->insts[s->first + k];
        const spvrt_operand *ops = spvrt_inst_operands(m, inst);
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (inst->opcode == SPVRT_OpExtInst && debug_ext_inst(inst))
            continue; /* debug information (DebugDeclare ...) reads and writes no memory through them */
        uint32_t callee = inst->opcode == SPVRT_OpFunctionCall ? callee_of(u, inst) : NONE;
        for (uint32_t o = 0; o < inst->operand_count; o++) {
            if (!is_id_operand((spvrt_operand_kind)ops[o].kind))
                continue;
            bool is_whole;
            uint32_t r = root_of(s, w[ops[o].offset], &is_whole);
            if (r == ROOT_NONE)
                continue;
            bool followed = false;
            switch (inst->opcode) {
            case SPVRT_OpLoad: followed = o == 2; break;
            case SPVRT_OpStore: followed = o == 0; break;
            case SPVRT_OpAccessChain:
            case SPVRT_OpInBoundsAccessChain:
            case SPVRT_OpPtrAccessChain:
            case SPVRT_OpInBoundsPtrAccessChain: followed = o == 2; break;
            case SPVRT_OpCopyObject: followed = o == 2 && s->root[k] != ROOT_NONE; break;
            case SPVRT_OpFunctionCall:
                if (o >= 3 && callee != NONE && u->funcs[callee].analysed) {
                    uint32_t j = o - 3;
                    followed = j < MAX_PARAMS && !(u->funcs[callee].escapes & (1u << j));
                }
                break;
            default: break;
            }
            if (!followed)
                untrack_root(s, r);
        }
    }
    /* events */
    for (uint32_t k = 0; k < s->count; k++) {
        uint32_t i = s->first + k;
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (s->inst_block[k] == NONE)
            continue;
        bool is_whole;
        if (inst->opcode == SPVRT_OpLoad && inst->word_count >= 4) {
            uint32_t r = root_of(s, w[3], &is_whole);
            if (r != ROOT_NONE && !(r & ROOT_PARAM) && s->var_tracked[r] && !add_event(s, i, r, EV_QUERY, 0))
                return false;
        } else if (inst->opcode == SPVRT_OpStore && inst->word_count >= 3) {
            uint32_t r = root_of(s, w[1], &is_whole);
            if (r != ROOT_NONE && ((r & ROOT_PARAM) || s->var_tracked[r]) &&
                !add_event(s, i, r, is_whole ? EV_KILL : EV_GEN, 0))
                return false;
        } else if (inst->opcode == SPVRT_OpFunctionCall) {
            uint32_t callee = callee_of(u, inst);
            if (callee == NONE || !u->funcs[callee].analysed)
                continue;
            const ufunc *g = &u->funcs[callee];
            for (uint32_t j = 0; j + 4 < inst->word_count && j < MAX_PARAMS; j++) {
                uint32_t r = root_of(s, w[4 + j], &is_whole);
                if (r != ROOT_NONE && !(r & ROOT_PARAM) && s->var_tracked[r] &&
                    !add_event(s, i, r, EV_QUERY, (uint8_t)j))
                    return false;
            }
            for (uint32_t j = 0; j + 4 < inst->word_count && j < MAX_PARAMS; j++) {
                if (!(g->stores & (1u << j)))
                    continue;
                uint32_t r = root_of(s, w[4 + j], &is_whole);
                if (r != ROOT_NONE && ((r & ROOT_PARAM) || s->var_tracked[r]) &&
                    !add_event(s, i, r, EV_CALL_STORE, (uint8_t)j))
                    return false;
            }
        }
    }
    /* per variable and per block event lists (parameter stores are summarised, not flowed) */
    s->var_ev_first = spvrt_alloc_zero(ctx, (size_t)s->var_count + 1, sizeof(uint32_t));
    s->var_ev = spvrt_alloc(ctx, (s->event_count ? s->event_count : 1) * sizeof(uint32_t));
    s->block_ev_first = spvrt_alloc(ctx, ((size_t)s->block_count + 1) * sizeof(uint32_t));
    s->var_syn = spvrt_alloc(ctx, ((size_t)s->var_count + 1) * sizeof(uint32_t));
    if (!s->var_ev_first || !s->var_ev || !s->block_ev_first || !s->var_syn)
        return false;
    for (uint32_t e = 0; e < s->event_count; e++)
        if (!(s->events[e].var & ROOT_PARAM))
            s->var_ev_first[s->events[e].var + 1]++;
    for (uint32_t v = 0; v < s->var_count; v++) {
        s->var_ev_first[v + 1] += s->var_ev_first[v];
        s->var_syn[v] = NONE;
    }
    uint32_t *next = spvrt_alloc(ctx, ((size_t)s->var_count + 1) * sizeof(uint32_t));
    if (!next)
        return false;
    memcpy(next, s->var_ev_first, ((size_t)s->var_count + 1) * sizeof(uint32_t));
    for (uint32_t e = 0; e < s->event_count; e++)
        if (!(s->events[e].var & ROOT_PARAM))
            s->var_ev[next[s->events[e].var]++] = e;
    spvrt_free(ctx, next);
    uint32_t e = 0;
    for (uint32_t b = 0; b <= s->block_count; b++) {
        while (e < s->event_count && s->events[e].block < b)
            e++;
        s->block_ev_first[b] = e;
    }
    return true;
}

static void push_inst(fstate *s, uint32_t i)
{
    uint32_t k = i - s->first;
    if (!s->in_work[k]) {
        s->in_work[k] = 1;
        s->work[s->work_count++] = i;
    }
}

static void dirty_var(fstate *s, uint32_t var)
{
    if (var & ROOT_PARAM)
        return;
    if (!s->var_dirty[var]) {
        s->var_dirty[var] = 1;
        s->dirty_vars[s->dirty_var_count++] = var;
    }
}

/* The facts of argument j of a call (the value, and for a pointer into a variable its contents there). */
static void argument_fact(const fstate *s, uint32_t call, uint32_t j, uint8_t *level, uint32_t *mask)
{
    const spvrt_instruction *inst = &s->u->m->insts[call];
    if (4 + j >= inst->word_count)
        return;
    fact_of(s, spvrt_inst_words(s->u->m, inst)[4 + j], level, mask);
    uint32_t e = s->inst_event[call - s->first];
    for (; e != NONE && e < s->event_count && s->events[e].inst == call; e++)
        if (s->events[e].kind == EV_QUERY && s->events[e].arg == j) {
            *level = max_u8(*level, s->events[e].level);
            *mask |= s->events[e].mask;
        }
}

/* A callee summary (level, mask over its parameters) at a call site. */
static void translate(const fstate *s, uint32_t call, uint8_t level, uint32_t mask, uint8_t *out_level,
                      uint32_t *out_mask)
{
    *out_level = max_u8(*out_level, level);
    for (uint32_t j = 0; j < MAX_PARAMS; j++)
        if (mask & (1u << j))
            argument_fact(s, call, j, out_level, out_mask);
}

/* The fact of the contents pointer id points to when inst (an OpLoad) reads it. */
static void load_contents(const fstate *s, uint32_t inst_index, uint32_t ptr, uint8_t *level, uint32_t *mask)
{
    spvrt_uniformity *u = s->u;
    uint32_t d = def_index(u, ptr);
    if (d == NONE)
        return;
    const spvrt_instruction *def = &u->m->insts[d];
    uint32_t b = variable_builtin(u, d);
    if (b != NONE) {
        *level = max_u8(*level, builtin_level(s->fn, b, UINT32_MAX));
        return;
    }
    if (is_access_chain(def->opcode) && def->word_count >= 5) {
        const uint32_t *w = spvrt_inst_words(u->m, def);
        uint32_t base = def_index(u, w[3]);
        b = base != NONE ? variable_builtin(u, base) : NONE;
        if (b != NONE) {
            uint64_t c;
            bool constant = def->opcode == SPVRT_OpAccessChain || def->opcode == SPVRT_OpInBoundsAccessChain;
            constant = constant && spvrt_val_constant_u64(u->v, w[4], &c) && c < 4;
            *level = max_u8(*level, builtin_level(s->fn, b, constant ? (uint32_t)c : UINT32_MAX));
            return;
        }
    }
    uint32_t e = s->inst_event[inst_index - s->first];
    if (e != NONE && s->events[e].kind == EV_QUERY) {
        *level = max_u8(*level, s->events[e].level);
        *mask |= s->events[e].mask;
    }
}

/* Group operations whose result is the same for every invocation of their scope (SPIR-V 3.52.21, 3.52.24). */
static bool uniform_group_result(const spvrt_uniformity *u, const spvrt_instruction *inst, uint32_t *scope_id)
{
    const uint32_t *w = spvrt_inst_words(u->m, inst);
    if (inst->word_count < 4)
        return false;
    *scope_id = w[3];
    switch (inst->opcode) {
    case SPVRT_OpGroupNonUniformAll:
    case SPVRT_OpGroupNonUniformAny:
    case SPVRT_OpGroupNonUniformAllEqual:
    case SPVRT_OpGroupNonUniformBroadcast:
    case SPVRT_OpGroupNonUniformBroadcastFirst:
    case SPVRT_OpGroupNonUniformBallot:
    case SPVRT_OpGroupNonUniformBallotFindLSB:
    case SPVRT_OpGroupNonUniformBallotFindMSB:
    case SPVRT_OpGroupAll:
    case SPVRT_OpGroupAny:
    case SPVRT_OpGroupBroadcast: return true;
    case SPVRT_OpSubgroupBallotKHR:
    case SPVRT_OpSubgroupFirstInvocationKHR:
    case SPVRT_OpSubgroupAllKHR:
    case SPVRT_OpSubgroupAnyKHR:
    case SPVRT_OpSubgroupAllEqualKHR:
    case SPVRT_OpSubgroupReadInvocationKHR: *scope_id = NONE; return true;
    case SPVRT_OpGroupNonUniformBallotBitCount:
    case SPVRT_OpGroupNonUniformIAdd:
    case SPVRT_OpGroupNonUniformFAdd:
    case SPVRT_OpGroupNonUniformIMul:
    case SPVRT_OpGroupNonUniformFMul:
    case SPVRT_OpGroupNonUniformSMin:
    case SPVRT_OpGroupNonUniformUMin:
    case SPVRT_OpGroupNonUniformFMin:
    case SPVRT_OpGroupNonUniformSMax:
    case SPVRT_OpGroupNonUniformUMax:
    case SPVRT_OpGroupNonUniformFMax:
    case SPVRT_OpGroupNonUniformBitwiseAnd:
    case SPVRT_OpGroupNonUniformBitwiseOr:
    case SPVRT_OpGroupNonUniformBitwiseXor:
    case SPVRT_OpGroupNonUniformLogicalAnd:
    case SPVRT_OpGroupNonUniformLogicalOr:
    case SPVRT_OpGroupNonUniformLogicalXor:
    case SPVRT_OpGroupIAdd:
    case SPVRT_OpGroupFAdd:
    case SPVRT_OpGroupFMin:
    case SPVRT_OpGroupUMin:
    case SPVRT_OpGroupSMin:
    case SPVRT_OpGroupFMax:
    case SPVRT_OpGroupUMax:
    case SPVRT_OpGroupSMax:
        /* a reduction without a cluster size */
        return inst->word_count == 6 && w[4] == SPVRT_GroupOperation_Reduce;
    default: return false;
    }
}

/* The value fact of instruction i (it has a result). */
static void evaluate_value(fstate *s, uint32_t i, uint8_t *level, uint32_t *mask)
{
    spvrt_uniformity *u = s->u;
    const spvrt_module *m = u->m;
    const spvrt_instruction *inst = &m->insts[i];
    const uint32_t *w = spvrt_inst_words(m, inst);
    const spvrt_operand *ops = spvrt_inst_operands(m, inst);
    uint32_t k = i - s->first;
    switch (inst->opcode) {
    case SPVRT_OpFunctionParameter: {
        uint32_t j = i - s->first - 1; /* parameters follow OpFunction */
        if (j < MAX_PARAMS)
            *mask |= 1u << j;
        return;
    }
    case SPVRT_OpVariable:
    case SPVRT_OpLabel:
    case SPVRT_OpUndef: return;
    case SPVRT_OpPhi:
        for (uint32_t o = 3; o + 1 < inst->word_count; o += 2)
            fact_of(s, w[o], level, mask);
        *level = max_u8(*level, s->phi_div_level[k]);
        *mask |= s->phi_div_mask[k];
        return;
    case SPVRT_OpLoad:
        if (inst->word_count >= 4) {
            fact_of(s, w[3], level, mask);
            load_contents(s, i, w[3], level, mask);
        }
        return;
    case SPVRT_OpCompositeExtract:
        if (inst->word_count >= 5) {
            uint32_t d = def_index(u, w[3]);
            if (d != NONE && m->insts[d].opcode == SPVRT_OpLoad && m->insts[d].word_count >= 4) {
                uint32_t var = def_index(u, spvrt_inst_words(m, &m->insts[d])[3]);
                uint32_t b = var != NONE ? variable_builtin(u, var) : NONE;
                if (b != NONE) {
                    *level = max_u8(*level, builtin_level(s->fn, b, w[4] < 4 ? w[4] : UINT32_MAX));
                    return;
                }
            }
        }
        break;
    case SPVRT_OpFunctionCall: {
        uint32_t callee = callee_of(u, inst);
        if (callee != NONE && u->funcs[callee].analysed)
            translate(s, i, u->funcs[callee].ret_level, u->funcs[callee].ret_mask, level, mask);
        return;
    }
    case SPVRT_OpAtomicIIncrement:
    case SPVRT_OpAtomicIDecrement:
    case SPVRT_OpGroupNonUniformElect:
        /* each invocation receives its own counter value; Elect is true in one invocation only */
        if (many_invocations(s->fn))
            *level = U_INVOCATIONS;
        break;
    case SPVRT_OpAtomicIAdd:
    case SPVRT_OpAtomicISub: {
        uint64_t c;
        if (inst->word_count >= 7 && spvrt_val_constant_u64(u->v, w[6], &c) && c != 0 && many_invocations(s->fn))
            *level = U_INVOCATIONS;
        break;
    }
    default: break;
    }
    uint32_t scope_id;
    if (uniform_group_result(u, inst, &scope_id)) {
        uint8_t l = 0;
        uint32_t ignored = 0;
        for (uint32_t o = 0; o < inst->operand_count; o++)
            if (is_id_operand((spvrt_operand_kind)ops[o].kind))
                fact_of(s, w[ops[o].offset], &l, &ignored);
        uint64_t scope = SPVRT_Scope_Subgroup;
        if (scope_id != NONE && !spvrt_val_constant_u64(u->v, scope_id, &scope))
            scope = SPVRT_Scope_Subgroup;
        uint8_t cap = scope == SPVRT_Scope_Workgroup ? U_WORKGROUPS
                      : scope == SPVRT_Scope_Subgroup ? U_SUBGROUPS
                                                      : U_INVOCATIONS;
        /* parameter dependences are dropped: the cap would not apply to them */
        *level = max_u8(*level, l < cap ? l : cap);
        return;
    }
    for (uint32_t o = 0; o < inst->operand_count; o++)
        if (is_id_operand((spvrt_operand_kind)ops[o].kind))
            fact_of(s, w[ops[o].offset], level, mask);
}

static void store_fact(const fstate *s, const uevent *ev, uint8_t *level, uint32_t *mask, bool *kills);

static void evaluate(fstate *s, uint32_t i)
{
    spvrt_uniformity *u = s->u;
    const spvrt_instruction *inst = &u->m->insts[i];
    uint32_t k = i - s->first;
    if (inst->result && inst->opcode != SPVRT_OpLabel) {
        uint8_t level = u->level[i];
        uint32_t mask = u->mask[i];
        evaluate_value(s, i, &level, &mask);
        if (level != u->level[i] || mask != u->mask[i]) {
            u->level[i] = level;
            u->mask[i] = mask;
            for (uint32_t x = s->user_first[k]; x < s->user_first[k + 1]; x++)
                push_inst(s, s->users[x]);
        }
    }
    /* a store of a non-uniform fact: its variable's data flow runs again (all-uniform stores change nothing) */
    for (uint32_t e = s->inst_event[k]; e != NONE && e < s->event_count && s->events[e].inst == i; e++) {
        const uevent *ev = &s->events[e];
        if (ev->kind == EV_QUERY || (ev->var & ROOT_PARAM))
            continue;
        uint8_t level = 0;
        uint32_t mask = 0;
        bool kills;
        store_fact(s, ev, &level, &mask, &kills);
        if (level || mask)
            dirty_var(s, ev->var);
    }
    /* a branch: its condition / selector decides divergence */
    if ((inst->opcode == SPVRT_OpBranchConditional || inst->opcode == SPVRT_OpSwitch) && inst->word_count >= 3) {
        const uint32_t *w = spvrt_inst_words(u->m, inst);
        uint32_t b = s->inst_block[k];
        if (b == NONE || s->succ_first[b + 1] - s->succ_first[b] < 2)
            return;
        bool distinct = false;
        for (uint32_t e = s->succ_first[b] + 1; e < s->succ_first[b + 1]; e++)
            distinct |= s->succ[e] != s->succ[s->succ_first[b]];
        if (!distinct)
            return;
        uint8_t level = u->level[i];
        uint32_t mask = u->mask[i];
        fact_of(s, w[1], &level, &mask);
        if (level != u->level[i] || mask != u->mask[i]) {
            u->level[i] = level;
            u->mask[i] = mask;
            if (!s->branch_dirty[b]) {
                s->branch_dirty[b] = 1;
                s->dirty_branches[s->dirty_branch_count++] = b;
            }
        }
    }
}

static bool add_synthetic(fstate *s, uint32_t var, uint32_t block, uint8_t level, uint32_t mask)
{
    for (uint32_t x = s->var_syn[var]; x != NONE; x = s->syn[x].next) {
        if (!spend(s->u, 1))
            return false;
        if (s->syn[x].block == block) {
            if ((s->syn[x].level >= level) && (s->syn[x].mask | mask) == s->syn[x].mask)
                return false;
            s->syn[x].level = max_u8(s->syn[x].level, level);
            s->syn[x].mask |= mask;
            return true;
        }
    }
    if (!spvrt_grow(s->u->v->ctx, (void **)&s->syn, &s->syn_capacity, s->syn_count + 1, sizeof *s->syn))
        return false;
    s->syn[s->syn_count] = (usyn){block, s->var_syn[var], level, mask};
    s->var_syn[var] = s->syn_count++;
    return true;
}

/* A divergent branch at the end of block d: the blocks it controls (reachable before its immediate
 * post-dominator p) are non-uniform control flow, phis at p mixing values from its paths are non-uniform,
 * and variables stored in those blocks are non-uniform from p on. */
static void diverge(fstate *s, uint32_t d)
{
    spvrt_uniformity *u = s->u;
    const spvrt_module *m = u->m;
    uint32_t term = s->block_term[d];
    uint8_t level = u->level[term];
    uint32_t mask = u->mask[term];
    uint32_t p = s->ipdom[d];
    uint32_t serial = ++s->serial;
    uint32_t head = 0, tail = 0;
    for (uint32_t e = s->succ_first[d]; e < s->succ_first[d + 1]; e++) {
        uint32_t b = s->succ[e];
        if (b < s->block_count && b != p && s->stamp[b] != serial) {
            s->stamp[b] = serial;
            s->queue[tail++] = b;
        }
    }
    while (head < tail) {
        uint32_t b = s->queue[head++];
        if (!spend(u, 1 + s->succ_first[b + 1] - s->succ_first[b]))
            return;
        uint32_t label = s->block_label[b];
        u->ctl_level[label] = max_u8(u->ctl_level[label], level);
        u->ctl_mask[label] |= mask;
        for (uint32_t e = s->block_ev_first[b]; e < s->block_ev_first[b + 1]; e++) {
            const uevent *ev = &s->events[e];
            if (ev->kind == EV_QUERY || (ev->var & ROOT_PARAM) || p == NONE)
                continue;
            if (add_synthetic(s, ev->var, p, level, mask))
                dirty_var(s, ev->var);
        }
        for (uint32_t e = s->succ_first[b]; e < s->succ_first[b + 1]; e++) {
            uint32_t c = s->succ[e];
            if (c < s->block_count && c != p && s->stamp[c] != serial) {
                s->stamp[c] = serial;
                s->queue[tail++] = c;
            }
        }
    }
    if (p == NONE)
        return;
    /* phis at the post-dominator whose incoming values from the branch's paths differ */
    for (uint32_t i = s->block_label[p] + 1; i < s->block_term[p]; i++) {
        const spvrt_instruction *phi = &m->insts[i];
        if (phi->opcode == SPVRT_OpLine || phi->opcode == SPVRT_OpNoLine || phi->opcode == SPVRT_OpExtInst)
            continue;
        if (phi->opcode != SPVRT_OpPhi)
            break;
        const uint32_t *w = spvrt_inst_words(m, phi);
        uint32_t seen = 0;
        bool differ = false;
        for (uint32_t o = 3; o + 1 < phi->word_count; o += 2) {
            uint32_t pb = target_block(s, w[o + 1]);
            if (pb == NONE || (pb != d && s->stamp[pb] != serial))
                continue;
            if (seen && w[o] != seen)
                differ = true;
            seen = w[o];
        }
        uint32_t k = i - s->first;
        if (differ && (s->phi_div_level[k] < level || (s->phi_div_mask[k] | mask) != s->phi_div_mask[k])) {
            s->phi_div_level[k] = max_u8(s->phi_div_level[k], level);
            s->phi_div_mask[k] |= mask;
            push_inst(s, i);
        }
    }
}

/* The fact a store event puts into its variable. */
static void store_fact(const fstate *s, const uevent *ev, uint8_t *level, uint32_t *mask, bool *kills)
{
    spvrt_uniformity *u = s->u;
    const spvrt_instruction *inst = &u->m->insts[ev->inst];
    const uint32_t *w = spvrt_inst_words(u->m, inst);
    *kills = ev->kind == EV_KILL;
    if (ev->kind == EV_CALL_STORE) {
        uint32_t callee = callee_of(u, inst);
        const ufunc *g = &u->funcs[callee];
        translate(s, ev->inst, g->store_level[ev->arg], g->store_mask[ev->arg], level, mask);
        *kills = (g->store_kills >> ev->arg) & 1u;
        /* the pointer argument itself (an index into the variable) */
        fact_of(s, w[4 + ev->arg], level, mask);
        return;
    }
    fact_of(s, w[1], level, mask); /* the pointer: a non-uniform address */
    fact_of(s, w[2], level, mask); /* the object */
}

static void touch(fstate *s, uint32_t b)
{
    if (!s->is_touched[b]) {
        s->is_touched[b] = 1;
        s->touched[s->touched_count++] = b;
    }
}

/* The forward data flow of one variable over the blocks; the queries' results change their instructions. */
static void run_variable(fstate *s, uint32_t var)
{
    spvrt_uniformity *u = s->u;
    uint32_t first = s->var_ev_first[var], last = s->var_ev_first[var + 1];
    uint32_t touched = 0;
    /* bev_start: the first of the variable's events in each block; queue doubles as the touched list */
    for (uint32_t x = first; x < last; x++) {
        uint32_t b = s->events[s->var_ev[x]].block;
        if (s->bev_start[b] == NONE) {
            s->bev_start[b] = x;
            s->queue[touched++] = b;
        }
    }
    for (uint32_t y = s->var_syn[var]; y != NONE; y = s->syn[y].next) {
        uint32_t b = s->syn[y].block;
        touch(s, b);
        s->syn_level[b] = max_u8(s->syn_level[b], s->syn[y].level);
        s->syn_mask[b] |= s->syn[y].mask;
    }
    /* worklist over blocks (work doubles as the block stack: a separate region of queue) */
    uint32_t *stack = s->queue + s->block_count;
    uint32_t depth = 0;
    for (uint32_t t = 0; t < touched; t++) {
        s->block_queued[s->queue[t]] = 1;
        stack[depth++] = s->queue[t];
    }
    for (uint32_t y = s->var_syn[var]; y != NONE; y = s->syn[y].next)
        if (!s->block_queued[s->syn[y].block]) {
            s->block_queued[s->syn[y].block] = 1;
            stack[depth++] = s->syn[y].block;
        }
    while (depth > 0) {
        uint32_t b = stack[--depth];
        s->block_queued[b] = 0;
        if (!spend(u, 1 + s->pred_first[b + 1] - s->pred_first[b]))
            break;
        uint8_t level = s->syn_level[b];
        uint32_t mask = s->syn_mask[b];
        for (uint32_t e = s->pred_first[b]; e < s->pred_first[b + 1]; e++) {
            level = max_u8(level, s->out_level[s->pred[e]]);
            mask |= s->out_mask[s->pred[e]];
        }
        if (s->bev_start[b] != NONE)
            for (uint32_t x = s->bev_start[b]; x < last && s->events[s->var_ev[x]].block == b; x++) {
                const uevent *ev = &s->events[s->var_ev[x]];
                if (ev->kind == EV_QUERY)
                    continue;
                uint8_t l = 0;
                uint32_t mk = 0;
                bool kills;
                store_fact(s, ev, &l, &mk, &kills);
                if (kills) {
                    level = l;
                    mask = mk;
                } else {
                    level = max_u8(level, l);
                    mask |= mk;
                }
            }
        if (level != s->out_level[b] || mask != s->out_mask[b]) {
            touch(s, b);
            s->out_level[b] = level;
            s->out_mask[b] = mask;
            for (uint32_t e = s->succ_first[b]; e < s->succ_first[b + 1]; e++) {
                uint32_t c = s->succ[e];
                if (c < s->block_count && !s->block_queued[c]) {
                    s->block_queued[c] = 1;
                    stack[depth++] = c;
                }
            }
        }
    }
    while (depth > 0)
        s->block_queued[stack[--depth]] = 0;
    /* the queries, in order within their blocks */
    for (uint32_t t = 0; t < touched; t++) {
        uint32_t b = s->queue[t];
        uint8_t level = s->syn_level[b];
        uint32_t mask = s->syn_mask[b];
        for (uint32_t e = s->pred_first[b]; e < s->pred_first[b + 1]; e++) {
            level = max_u8(level, s->out_level[s->pred[e]]);
            mask |= s->out_mask[s->pred[e]];
        }
        for (uint32_t x = s->bev_start[b]; x < last && s->events[s->var_ev[x]].block == b; x++) {
            uevent *ev = &s->events[s->var_ev[x]];
            if (ev->kind == EV_QUERY) {
                if (ev->level != level || ev->mask != mask) {
                    ev->level = max_u8(ev->level, level);
                    ev->mask |= mask;
                    push_inst(s, ev->inst);
                }
                continue;
            }
            uint8_t l = 0;
            uint32_t mk = 0;
            bool kills;
            store_fact(s, ev, &l, &mk, &kills);
            if (kills) {
                level = l;
                mask = mk;
            } else {
                level = max_u8(level, l);
                mask |= mk;
            }
        }
    }
    /* reset the scratch */
    for (uint32_t t = 0; t < s->touched_count; t++) {
        uint32_t b = s->touched[t];
        s->out_level[b] = s->syn_level[b] = 0;
        s->out_mask[b] = s->syn_mask[b] = 0;
        s->is_touched[b] = 0;
    }
    s->touched_count = 0;
    for (uint32_t t = 0; t < touched; t++)
        s->bev_start[s->queue[t]] = NONE;
}

static bool alloc_scratch(fstate *s)
{
    spvrt_context *ctx = s->u->v->ctx;
    size_t n = s->count, b = (size_t)s->block_count + 1;
    s->phi_div_level = spvrt_alloc_zero(ctx, n, 1);
    s->phi_div_mask = spvrt_alloc_zero(ctx, n, sizeof(uint32_t));
    s->work = spvrt_alloc(ctx, n * sizeof(uint32_t));
    s->in_work = spvrt_alloc_zero(ctx, n, 1);
    s->dirty_vars = spvrt_alloc(ctx, ((size_t)s->var_count + 1) * sizeof(uint32_t));
    s->var_dirty = spvrt_alloc_zero(ctx, (size_t)s->var_count + 1, 1);
    s->dirty_branches = spvrt_alloc(ctx, b * sizeof(uint32_t));
    s->branch_dirty = spvrt_alloc_zero(ctx, b, 1);
    s->stamp = spvrt_alloc_zero(ctx, b, sizeof(uint32_t));
    s->queue = spvrt_alloc(ctx, 2 * b * sizeof(uint32_t));
    s->touched = spvrt_alloc(ctx, b * sizeof(uint32_t));
    s->is_touched = spvrt_alloc_zero(ctx, b, 1);
    s->out_level = spvrt_alloc_zero(ctx, b, 1);
    s->syn_level = spvrt_alloc_zero(ctx, b, 1);
    s->out_mask = spvrt_alloc_zero(ctx, b, sizeof(uint32_t));
    s->syn_mask = spvrt_alloc_zero(ctx, b, sizeof(uint32_t));
    s->block_queued = spvrt_alloc_zero(ctx, b, 1);
    s->bev_start = spvrt_alloc(ctx, b * sizeof(uint32_t));
    if (!s->phi_div_level || !s->phi_div_mask || !s->work || !s->in_work || !s->dirty_vars || !s->var_dirty ||
        !s->dirty_branches || !s->branch_dirty || !s->stamp || !s->queue || !s->touched || !s->is_touched || !s->out_level ||
        !s->syn_level || !s->out_mask || !s->syn_mask || !s->block_queued || !s->bev_start)
        return false;
    for (size_t i = 0; i < b; i++)
        s->bev_start[i] = NONE;
    return true;
}

static void free_state(fstate *s)
{
    spvrt_context *ctx = s->u->v->ctx;
    void *arrays[] = {s->block_label, s->block_term, s->inst_block, s->succ_first, s->succ, s->pred_first,
                      s->pred, s->ipdom, s->user_first, s->users, s->root, s->whole, s->var_inst, s->var_tracked,
                      s->events, s->inst_event, s->var_ev_first, s->var_ev, s->block_ev_first, s->syn, s->var_syn,
                      s->phi_div_level, s->phi_div_mask, s->work, s->in_work, s->dirty_vars, s->var_dirty,
                      s->dirty_branches, s->branch_dirty, s->stamp, s->queue, s->touched, s->is_touched, s->out_level,
                      s->out_mask, s->block_queued, s->bev_start, s->syn_level, s->syn_mask};
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
        spvrt_free(ctx, arrays[i]);
}

/* Summaries for the callers: the returned value, the stores through pointer parameters, and the call sites. */
static bool summarise(fstate *s)
{
    spvrt_uniformity *u = s->u;
    const spvrt_module *m = u->m;
    ufunc *fn = s->fn;
    uint32_t returned = 0;
    bool distinct_returns = false;
    for (uint32_t k = 0; k < s->count; k++) {
        const spvrt_instruction *inst = &m->insts[s->first + k];
        if (inst->opcode == SPVRT_OpReturnValue && inst->word_count >= 2) {
            uint32_t id = spvrt_inst_words(m, inst)[1];
            if (returned && returned != id)
                distinct_returns = true;
            returned = id;
        }
    }
    for (uint32_t k = 0; k < s->count; k++) {
        uint32_t i = s->first + k;
        const spvrt_instruction *inst = &m->insts[i];
        uint32_t b = s->inst_block[k];
        if (b == NONE)
            continue;
        uint32_t label = s->block_label[b];
        if (inst->opcode == SPVRT_OpReturnValue && inst->word_count >= 2) {
            fact_of(s, spvrt_inst_words(m, inst)[1], &fn->ret_level, &fn->ret_mask);
            if (distinct_returns) {
                fn->ret_level = max_u8(fn->ret_level, u->ctl_level[label]);
                fn->ret_mask |= u->ctl_mask[label];
            }
        }
        for (uint32_t e = s->inst_event[k]; e != NONE && e < s->event_count && s->events[e].inst == i; e++) {
            const uevent *ev = &s->events[e];
            if (!(ev->var & ROOT_PARAM) || ev->kind == EV_QUERY)
                continue;
            uint32_t j = ev->var & ~ROOT_PARAM;
            if (j >= MAX_PARAMS)
                continue;
            uint8_t level = 0;
            uint32_t mask = 0;
            bool kills;
            store_fact(s, ev, &level, &mask, &kills);
            fn->store_level[j] = max_u8(fn->store_level[j], max_u8(level, u->ctl_level[label]));
            fn->store_mask[j] |= mask | u->ctl_mask[label];
            fn->stores |= 1u << j;
            if (kills)
                fn->store_kills |= 1u << j;
        }
        if (inst->opcode == SPVRT_OpFunctionCall) {
            uint32_t callee = callee_of(u, inst);
            if (callee == NONE)
                continue;
            if (!spvrt_grow(u->v->ctx, (void **)&u->calls, &u->call_capacity, u->call_count + 1, sizeof *u->calls))
                return false;
            ucall *c = &u->calls[u->call_count++];
            memset(c, 0, sizeof *c);
            c->caller = s->f;
            c->callee = callee;
            c->inst = i;
            c->ctl_level = u->ctl_level[label];
            c->ctl_mask = u->ctl_mask[label];
            for (uint32_t j = 0; j < MAX_PARAMS && 4 + j < inst->word_count; j++)
                argument_fact(s, i, j, &c->arg_level[j], &c->arg_mask[j]);
        }
    }
    return true;
}

/* Does f (or, for Private variables, anything it calls) store to a Private variable? */
static void note_private_writes(spvrt_uniformity *u, uint32_t f)
{
    const spvrt_module *m = u->m;
    ufunc *fn = &u->funcs[f];
    for (uint32_t i = fn->first; i <= fn->end && !fn->calls_private_writer; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunctionCall) {
            uint32_t g = callee_of(u, inst);
            bool writer = g == NONE || !u->funcs[g].analysed || u->funcs[g].writes_private;
            fn->writes_private |= writer;
            fn->calls_private_writer |= writer;
            continue;
        }
        if (inst->opcode != SPVRT_OpStore && inst->opcode != SPVRT_OpCopyMemory &&
            inst->opcode != SPVRT_OpCopyMemorySized && !(inst->opcode >= SPVRT_OpAtomicLoad &&
                                                          inst->opcode <= SPVRT_OpAtomicXor))
            continue;
        /* follow the pointer operand to its root */
        uint32_t id = inst->opcode == SPVRT_OpStore || inst->opcode == SPVRT_OpCopyMemory ||
                              inst->opcode == SPVRT_OpCopyMemorySized || inst->opcode == SPVRT_OpAtomicStore
                          ? spvrt_val_word(u->v, inst, 1)
                          : spvrt_val_word(u->v, inst, 3);
        for (uint32_t steps = 0; steps < 64; steps++) {
            const spvrt_instruction *d = spvrt_module_def(m, id);
            if (!d)
                break;
            if (d->opcode == SPVRT_OpVariable) {
                fn->writes_private |= spvrt_val_word(u->v, d, 3) == SPVRT_StorageClass_Private;
                break;
            }
            if (!is_access_chain(d->opcode) && d->opcode != SPVRT_OpCopyObject) {
                /* a pointer the walk cannot follow (phi, select, parameter): assume it may be Private */
                fn->writes_private |= d->opcode != SPVRT_OpFunctionParameter;
                break;
            }
            id = spvrt_val_word(u->v, d, 3);
        }
    }
}

static bool analyse_function(spvrt_uniformity *u, uint32_t f)
{
    fstate s;
    memset(&s, 0, sizeof s);
    s.u = u;
    s.f = f;
    s.fn = &u->funcs[f];
    s.first = s.fn->first;
    s.count = s.fn->end - s.fn->first + 1;
    note_private_writes(u, f);
    bool ok = true;
    if (!build_blocks(&s)) {
        /* malformed (cfg.c reports it): nothing is known about it */
        free_state(&s);
        s.fn->analysed = true;
        s.fn->escapes = UINT32_MAX;
        return true;
    }
    s.var_local = u->var_local;
    ok = build_users(&s) && build_memory(&s) && alloc_scratch(&s);
    if (ok) {
        s.fn->sound = true;
        for (uint32_t k = 0; k < s.count; k++)
            push_inst(&s, s.first + k);
        while (s.work_count || s.dirty_branch_count || s.dirty_var_count) {
            while (s.work_count) {
                uint32_t i = s.work[--s.work_count];
                s.in_work[i - s.first] = 0;
                if (!spend(u, 1))
                    break;
                evaluate(&s, i);
            }
            if (u->exhausted)
                break;
            while (s.dirty_branch_count) {
                uint32_t b = s.dirty_branches[--s.dirty_branch_count];
                s.branch_dirty[b] = 0;
                diverge(&s, b);
            }
            while (s.dirty_var_count && !s.work_count) {
                uint32_t var = s.dirty_vars[--s.dirty_var_count];
                s.var_dirty[var] = 0;
                run_variable(&s, var);
            }
            if (u->exhausted)
                break;
        }
        ok = summarise(&s);
    }
    s.fn->analysed = true;
    for (uint32_t x = 0; s.var_inst && x < s.var_count; x++)
        u->var_local[s.var_inst[x]] = NONE;
    free_state(&s);
    return ok;
}

/* ---- the whole module ----------------------------------------------------------------------------------------------- */

static uint8_t effective(const spvrt_uniformity *u, uint32_t f, uint8_t level, uint32_t mask)
{
    if (f == NONE)
        return level;
    for (uint32_t j = 0; j < MAX_PARAMS; j++)
        if (mask & (1u << j))
            level = max_u8(level, u->funcs[f].param_level[j]);
    return level;
}

void spvrt_uniformity_free(spvrt_validator *v, spvrt_uniformity *u)
{
    if (!u)
        return;
    spvrt_context *ctx = v->ctx;
    spvrt_free(ctx, u->level);
    spvrt_free(ctx, u->mask);
    spvrt_free(ctx, u->ctl_level);
    spvrt_free(ctx, u->ctl_mask);
    spvrt_free(ctx, u->func_of);
    spvrt_free(ctx, u->label_of);
    spvrt_free(ctx, u->var_local);
    spvrt_free(ctx, u->funcs);
    spvrt_free(ctx, u->calls);
    spvrt_idmap_free(&u->func_index);
    spvrt_idmap_free(&u->builtin);
    spvrt_idmap_free(&u->nonuniform);
    spvrt_free(ctx, u);
}

spvrt_uniformity *spvrt_uniformity_build(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    spvrt_context *ctx = v->ctx;
    spvrt_uniformity *u = spvrt_alloc_zero(ctx, 1, sizeof *u);
    if (!u)
        return NULL;
    u->v = v;
    u->m = m;
    size_t n = m->inst_count ? m->inst_count : 1;
    u->budget = 64ull * ((uint64_t)m->inst_count + 1024);
    bool ok = spvrt_idmap_init(&u->func_index, ctx, m->header.bound, m->function_count + 1, NONE) &&
              spvrt_idmap_init(&u->builtin, ctx, m->header.bound, m->decoration_count + 1, 0) &&
              spvrt_idmap_init(&u->nonuniform, ctx, m->header.bound, m->decoration_count + 1, 0);
    u->level = spvrt_alloc_zero(ctx, n, 1);
    u->mask = spvrt_alloc_zero(ctx, n, sizeof(uint32_t));
    u->ctl_level = spvrt_alloc_zero(ctx, n, 1);
    u->ctl_mask = spvrt_alloc_zero(ctx, n, sizeof(uint32_t));
    u->func_of = spvrt_alloc(ctx, n * sizeof(uint32_t));
    u->label_of = spvrt_alloc(ctx, n * sizeof(uint32_t));
    u->var_local = spvrt_alloc(ctx, n * sizeof(uint32_t));
    if (u->label_of && u->var_local)
        for (size_t i = 0; i < n; i++)
            u->label_of[i] = u->var_local[i] = NONE;
    ok = ok && u->label_of && u->var_local && u->level && u->mask && u->ctl_level && u->ctl_mask && u->func_of && collect_decorations(u) &&
         collect_functions(u);
    if (ok) {
        find_workgroup_size_builtin(u);
        ok = propagate_entry_facts(u);
    }
    uint32_t *order = ok ? callee_first_order(u) : NULL;
    ok = ok && order;
    /* bottom-up: every function once, callees first */
    for (uint32_t x = 0; ok && x < u->func_count; x++)
        ok = analyse_function(u, order[x]);
    /* top-down: parameters and call-site control flow, callers first */
    if (ok) {
        uint32_t *call_first = spvrt_alloc_zero(ctx, (size_t)u->func_count + 1, sizeof(uint32_t));
        uint32_t *by_caller = spvrt_alloc(ctx, (u->call_count ? u->call_count : 1) * sizeof(uint32_t));
        ok = call_first && by_caller;
        if (ok) {
            for (uint32_t c = 0; c < u->call_count; c++)
                call_first[u->calls[c].caller + 1]++;
            for (uint32_t f = 0; f < u->func_count; f++)
                call_first[f + 1] += call_first[f];
            uint32_t *fill = spvrt_alloc(ctx, ((size_t)u->func_count + 1) * sizeof(uint32_t));
            ok = fill != NULL;
            if (ok) {
                memcpy(fill, call_first, ((size_t)u->func_count + 1) * sizeof(uint32_t));
                for (uint32_t c = 0; c < u->call_count; c++)
                    by_caller[fill[u->calls[c].caller]++] = c;
                spvrt_free(ctx, fill);
                for (uint32_t x = u->func_count; x > 0; x--) {
                    uint32_t f = order[x - 1];
                    const ufunc *fn = &u->funcs[f];
                    for (uint32_t y = call_first[f]; y < call_first[f + 1]; y++) {
                        const ucall *c = &u->calls[by_caller[y]];
                        ufunc *g = &u->funcs[c->callee];
                        uint8_t ctl = max_u8(effective(u, f, c->ctl_level, c->ctl_mask), fn->call_ctl);
                        g->call_ctl = max_u8(g->call_ctl, ctl);
                        for (uint32_t j = 0; j < MAX_PARAMS; j++)
                            g->param_level[j] =
                                max_u8(g->param_level[j], effective(u, f, c->arg_level[j], c->arg_mask[j]));
                    }
                }
            }
        }
        spvrt_free(ctx, call_first);
        spvrt_free(ctx, by_caller);
    }
    spvrt_free(ctx, order);
    if (!ok) {
        spvrt_uniformity_free(v, u);
        return NULL;
    }
    return u;
}

/* Whether level (in function f) definitely varies within scope. */
static bool level_varies(const spvrt_uniformity *u, uint32_t f, uint8_t level, uint32_t scope)
{
    switch (scope) {
    case SPVRT_Scope_Invocation: return false;
    case SPVRT_Scope_Subgroup:
    case SPVRT_UNIFORMITY_QUAD: return level >= U_INVOCATIONS;
    case SPVRT_Scope_Workgroup:
    case SPVRT_UNIFORMITY_INVOCATION_GROUP:
        if (level >= U_INVOCATIONS)
            return true;
        /* between the subgroups of a workgroup: only when it cannot fit in one subgroup */
        return level >= U_SUBGROUPS && f != NONE && u->funcs[f].compute && !u->funcs[f].graphics &&
               total_size(&u->funcs[f]) > MAX_SUBGROUP_SIZE;
    default: return level >= U_WORKGROUPS;
    }
}

bool spvrt_uniformity_value_varies(const spvrt_uniformity *u, uint32_t value_id, uint32_t scope)
{
    uint32_t d = def_index(u, value_id);
    if (d == NONE || u->func_of[d] == NONE)
        return false;
    uint32_t f = u->func_of[d];
    if (!u->funcs[f].reached)
        return false;
    return level_varies(u, f, effective(u, f, u->level[d], u->mask[d]), scope);
}

bool spvrt_uniformity_control_varies(const spvrt_uniformity *u, const spvrt_instruction *inst, uint32_t scope)
{
    uint32_t i = (uint32_t)(inst - u->m->insts);
    uint32_t f = i < u->m->inst_count ? u->func_of[i] : NONE;
    if (f == NONE || !u->funcs[f].reached)
        return false;
    uint32_t label = u->label_of[i];
    if (label == NONE)
        return false;
    uint8_t level = max_u8(effective(u, f, u->ctl_level[label], u->ctl_mask[label]), u->funcs[f].call_ctl);
    return level_varies(u, f, level, scope);
}

/* ---- the rules ---------------------------------------------------------------------------------------------------- */

/* Descriptor paths: from a resource variable (UniformConstant, Uniform, StorageBuffer) through access chains,
 * loads of images, samplers and acceleration structures, OpSampledImage, OpImage, OpCopyObject and
 * OpImageTexelPointer, to the operand of the access. */
#define PATH_ON 1u
#define PATH_MARKED 2u   /* some value on the path, or an index selecting the descriptor, is decorated NonUniform */
#define PATH_BUFFER 4u   /* rooted at a Uniform or StorageBuffer variable */
#define PATH_TEXEL 8u    /* a texel pointer (OpImageTexelPointer) */

typedef struct paths {
    spvrt_uniformity *u;
    uint8_t *flags, *depth, *level;
    uint32_t *index;      /* the index that made the descriptor non-uniform, for messages */
} paths;

/* The number of array levels above the descriptors in a resource variable's type. */
static uint8_t array_depth(const spvrt_uniformity *u, uint32_t type_id)
{
    uint8_t depth = 0;
    for (int steps = 0; steps < 64; steps++) {
        const spvrt_instruction *t = spvrt_val_type(u->v, type_id);
        if (!t || (t->opcode != SPVRT_OpTypeArray && t->opcode != SPVRT_OpTypeRuntimeArray) || t->word_count < 3)
            break;
        depth++;
        type_id = spvrt_val_word(u->v, t, 2);
    }
    return depth;
}

static bool is_handle_type(const spvrt_uniformity *u, uint32_t type_id)
{
    uint16_t op = spvrt_val_type_opcode(u->v, type_id);
    return op == SPVRT_OpTypeImage || op == SPVRT_OpTypeSampler || op == SPVRT_OpTypeSampledImage ||
           op == SPVRT_OpTypeAccelerationStructureKHR;
}

/* The path facts of id (false if it is not on a descriptor path). */
static bool path_of(const paths *p, uint32_t id, uint8_t *flags, uint8_t *depth, uint8_t *level, uint32_t *index)
{
    const spvrt_uniformity *u = p->u;
    uint32_t d = def_index(u, id);
    if (d == NONE)
        return false;
    const spvrt_instruction *def = &u->m->insts[d];
    if (def->opcode == SPVRT_OpVariable && u->func_of[d] == NONE && def->word_count >= 4) {
        uint32_t sc = spvrt_inst_words(u->m, def)[3];
        if (sc != SPVRT_StorageClass_UniformConstant && sc != SPVRT_StorageClass_Uniform &&
            sc != SPVRT_StorageClass_StorageBuffer)
            return false;
        *flags = PATH_ON | (sc != SPVRT_StorageClass_UniformConstant ? PATH_BUFFER : 0) |
                 (decorated_nonuniform(u, id) ? PATH_MARKED : 0);
        *depth = array_depth(u, spvrt_val_pointee(u->v, def->result_type, NULL));
        *level = 0;
        *index = 0;
        return true;
    }
    if (!(p->flags[d] & PATH_ON))
        return false;
    *flags = p->flags[d];
    *depth = p->depth[d];
    *level = p->level[d];
    *index = p->index[d];
    return true;
}

static uint8_t effective_of(const spvrt_uniformity *u, uint32_t f, uint32_t id)
{
    uint32_t d = def_index(u, id);
    if (d == NONE || u->func_of[d] != f)
        return 0;
    return effective(u, f, u->level[d], u->mask[d]);
}

/* The path step instruction i makes, if any (instructions in order; phis and selects end paths). */
static void path_step(paths *p, uint32_t f, uint32_t i)
{
    const spvrt_uniformity *u = p->u;
    const spvrt_instruction *inst = &u->m->insts[i];
    const uint32_t *w = spvrt_inst_words(u->m, inst);
    uint8_t flags = 0, depth = 0, level = 0;
    uint32_t index = 0;
    switch (inst->opcode) {
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain:
        if (inst->word_count < 4 || !path_of(p, w[3], &flags, &depth, &level, &index))
            return;
        for (uint32_t k = 4; k < inst->word_count && depth > 0; k++, depth--) {
            uint8_t l = effective_of(u, f, w[k]);
            if (l > level) {
                level = l;
                index = w[k];
            }
            if (decorated_nonuniform(u, w[k]))
                flags |= PATH_MARKED;
        }
        break;
    case SPVRT_OpLoad:
        if (inst->word_count < 4 || !is_handle_type(u, inst->result_type) ||
            !path_of(p, w[3], &flags, &depth, &level, &index))
            return;
        break;
    case SPVRT_OpCopyObject:
    case SPVRT_OpImage:
        if (inst->word_count < 4 || !path_of(p, w[3], &flags, &depth, &level, &index))
            return;
        break;
    case SPVRT_OpImageTexelPointer:
        if (inst->word_count < 4 || !path_of(p, w[3], &flags, &depth, &level, &index))
            return;
        flags |= PATH_TEXEL;
        break;
    case SPVRT_OpSampledImage: {
        uint8_t f2 = 0, d2 = 0, l2 = 0;
        uint32_t i2 = 0;
        bool image = inst->word_count >= 5 && path_of(p, w[3], &flags, &depth, &level, &index);
        bool sampler = inst->word_count >= 5 && path_of(p, w[4], &f2, &d2, &l2, &i2);
        if (!image && !sampler)
            return;
        if (!image) {
            flags = f2, depth = d2, level = l2, index = i2;
        } else if (sampler) {
            flags |= f2 & PATH_MARKED;
            if (l2 > level)
                level = l2, index = i2;
        }
        break;
    }
    default: return;
    }
    if (decorated_nonuniform(u, inst->result))
        flags |= PATH_MARKED;
    p->flags[i] = flags;
    p->depth[i] = depth;
    p->level[i] = level;
    p->index[i] = index;
}

static bool is_image_access(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpImageSampleImplicitLod:
    case SPVRT_OpImageSampleExplicitLod:
    case SPVRT_OpImageSampleDrefImplicitLod:
    case SPVRT_OpImageSampleDrefExplicitLod:
    case SPVRT_OpImageSampleProjImplicitLod:
    case SPVRT_OpImageSampleProjExplicitLod:
    case SPVRT_OpImageSampleProjDrefImplicitLod:
    case SPVRT_OpImageSampleProjDrefExplicitLod:
    case SPVRT_OpImageFetch:
    case SPVRT_OpImageGather:
    case SPVRT_OpImageDrefGather:
    case SPVRT_OpImageRead:
    case SPVRT_OpImageSparseSampleImplicitLod:
    case SPVRT_OpImageSparseSampleExplicitLod:
    case SPVRT_OpImageSparseSampleDrefImplicitLod:
    case SPVRT_OpImageSparseSampleDrefExplicitLod:
    case SPVRT_OpImageSparseFetch:
    case SPVRT_OpImageSparseGather:
    case SPVRT_OpImageSparseDrefGather:
    case SPVRT_OpImageSparseRead: return true;
    default: return false;
    }
}

/* The resource operand of an access through a pointer (load, store, atomic, copy), or 0. */
static uint32_t pointer_operand(const spvrt_uniformity *u, const spvrt_instruction *inst, uint32_t which)
{
    const uint32_t *w = spvrt_inst_words(u->m, inst);
    switch (inst->opcode) {
    case SPVRT_OpLoad: return which == 0 && inst->word_count >= 4 ? w[3] : 0;
    case SPVRT_OpStore: return which == 0 && inst->word_count >= 3 ? w[1] : 0;
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized: return which < 2 && inst->word_count >= 3 ? w[1 + which] : 0;
    case SPVRT_OpAtomicStore:
    case SPVRT_OpAtomicFlagClear: return which == 0 && inst->word_count >= 2 ? w[1] : 0;
    default: break;
    }
    const char *name = spvrt_grammar_string(spvrt_inst_info(inst)->name);
    if (which == 0 && strncmp(name, "OpAtomic", 8) == 0 && inst->result_type && inst->word_count >= 4)
        return w[3];
    return 0;
}

static bool check_function(spvrt_validator *v, paths *p, uint32_t f)
{
    spvrt_uniformity *u = p->u;
    const spvrt_module *m = u->m;
    const ufunc *fn = &u->funcs[f];
    char s1[12], s2[12];
    for (uint32_t i = fn->first; i <= fn->end; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        path_step(p, f, i);
        uint8_t flags, depth, level;
        uint32_t index;
        /* SPV_KHR_ray_query, SPIR-V 2.16.1 Data rules: "Instructions accessing a scalar acceleration structure
         * out of a composite must only use dynamically-uniform indexes, unless the index is decorated with
         * NonUniformEXT" */
        if (inst->opcode == SPVRT_OpLoad && inst->word_count >= 4 &&
            spvrt_val_type_opcode(v, inst->result_type) == SPVRT_OpTypeAccelerationStructureKHR &&
            path_of(p, w[3], &flags, &depth, &level, &index) && !(flags & PATH_MARKED) && index &&
            level_varies(u, f, level, SPVRT_UNIFORMITY_INVOCATION_GROUP)) {
            if (!spvrt_val_report(v, RULE_RQ_ACCELERATION_STRUCTURE_NONUNIFORM_INDEX, inst,
                                  "the acceleration structure %%%s is taken out of an array with index %%%s, which "
                                  "is not dynamically uniform (it derives from an invocation-varying value), and "
                                  "the index is not decorated NonUniform",
                                  spvrt_val_id_name(v, w[3], s1), spvrt_val_id_name(v, index, s2)))
                return false;
            continue;
        }
        if (spvrt_val_vulkan(v)) {
            /* Vulkan environment, runtime rule 13: "If an instruction loads from or stores to a resource
             * (including atomics and image instructions) and the resource descriptor being accessed is not
             * dynamically uniform, then the operand corresponding to that resource (e.g. the pointer or sampled
             * image operand) must be decorated with NonUniform." */
            uint32_t operands[2] = {0, 0};
            if (is_image_access(inst->opcode))
                operands[0] = inst->word_count >= 4 ? w[3] : 0;
            else if (inst->opcode == SPVRT_OpImageWrite)
                operands[0] = inst->word_count >= 2 ? w[1] : 0;
            else if (!(inst->opcode == SPVRT_OpLoad && is_handle_type(u, inst->result_type))) {
                operands[0] = pointer_operand(u, inst, 0);
                operands[1] = pointer_operand(u, inst, 1);
            }
            for (int k = 0; k < 2; k++) {
                if (!operands[k] || !path_of(p, operands[k], &flags, &depth, &level, &index) || depth != 0 ||
                    (flags & PATH_MARKED) || !index || !level_varies(u, f, level, SPVRT_UNIFORMITY_INVOCATION_GROUP))
                    continue;
                bool image = is_image_access(inst->opcode) || inst->opcode == SPVRT_OpImageWrite;
                if (!image && !(flags & (PATH_BUFFER | PATH_TEXEL)))
                    continue;
                if (!spvrt_val_report(v, RULE_ENV_NONUNIFORM_RESOURCE_ACCESS, inst,
                                      "the resource operand %%%s is not decorated NonUniform, but its descriptor is "
                                      "selected with index %%%s, which is not dynamically uniform (it derives from "
                                      "an invocation-varying value)",
                                      spvrt_val_id_name(v, operands[k], s1), spvrt_val_id_name(v, index, s2)))
                    return false;
            }
        }
        if (inst->opcode == SPVRT_OpAllocateNodePayloadsAMDX && inst->word_count >= 6) {
            /* doc 004 OpAllocateNodePayloadsAMDX: "Payload Count and Node Index must be dynamically uniform
             * within the scope identified by Visibility" */
            uint64_t scope;
            if (spvrt_val_constant_u64(v, w[3], &scope) && scope == SPVRT_Scope_Workgroup) {
                static const char *const what[2] = {"Payload Count", "Node Index"};
                for (int k = 0; k < 2; k++) {
                    if (!level_varies(u, f, effective_of(u, f, w[4 + k]), SPVRT_Scope_Workgroup))
                        continue;
                    if (!spvrt_val_report(v, RULE_AMDX_ALLOCATE_OPERANDS_UNIFORM, inst,
                                          "%s %%%s is not dynamically uniform within the workgroup (Visibility): it "
                                          "derives from a value that differs between its invocations",
                                          what[k], spvrt_val_id_name(v, w[4 + k], s1)))
                        return false;
                }
            }
            /* doc 004: "This instruction must be called in uniform control flow within the same workgroup." */
            if (spvrt_uniformity_control_varies(u, inst, SPVRT_Scope_Workgroup) &&
                !spvrt_val_report(v, RULE_AMDX_ALLOCATE_UNIFORM_CONTROL, inst,
                                  "OpAllocateNodePayloadsAMDX is executed in non-uniform control flow: a branch on "
                                  "a value that differs between the invocations of the workgroup controls it"))
                return false;
        }
        /* doc 004 OpEnqueueNodePayloadsAMDX: "This instruction must be called in uniform control flow within the
         * workgroup." */
        if (inst->opcode == SPVRT_OpEnqueueNodePayloadsAMDX &&
            spvrt_uniformity_control_varies(u, inst, SPVRT_Scope_Workgroup) &&
            !spvrt_val_report(v, RULE_AMDX_ENQUEUE_UNIFORM_CONTROL, inst,
                              "OpEnqueueNodePayloadsAMDX is executed in non-uniform control flow: a branch on a value "
                              "that differs between the invocations of the workgroup controls it"))
            return false;
    }
    return true;
}

/* Whether the module has something the rules below look at: an array of descriptors (RQ-013, ENV-097 index
 * one: an OpVariable in UniformConstant, Uniform or StorageBuffer whose type is an array) or an
 * OpAllocateNodePayloadsAMDX / OpEnqueueNodePayloadsAMDX (AMDX-074, 075, 077).  Without one, the analysis
 * is not built (it is a third of the validation time of a large module). */
static bool worth_analysing(const spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpAllocateNodePayloadsAMDX || inst->opcode == SPVRT_OpEnqueueNodePayloadsAMDX)
            return true;
        if (inst->opcode != SPVRT_OpVariable)
            continue;
        uint32_t storage_class = 0;
        uint16_t pointee = spvrt_val_type_opcode(v, spvrt_val_pointee(v, inst->result_type, &storage_class));
        if ((storage_class == SPVRT_StorageClass_UniformConstant || storage_class == SPVRT_StorageClass_Uniform ||
             storage_class == SPVRT_StorageClass_StorageBuffer) &&
            (pointee == SPVRT_OpTypeArray || pointee == SPVRT_OpTypeRuntimeArray))
            return true;
    }
    return false;
}

void spvrt_val_uniformity(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    spvrt_context *ctx = v->ctx;
    if (!worth_analysing(v))
        return;
    spvrt_uniformity *u = spvrt_uniformity_build(v);
    if (!u)
        return;
    size_t n = m->inst_count ? m->inst_count : 1;
    paths p = {u, spvrt_alloc_zero(ctx, n, 1), spvrt_alloc_zero(ctx, n, 1), spvrt_alloc_zero(ctx, n, 1),
               spvrt_alloc_zero(ctx, n, sizeof(uint32_t))};
    if (p.flags && p.depth && p.level && p.index)
        for (uint32_t f = 0; f < u->func_count; f++)
            if (u->funcs[f].reached && u->funcs[f].sound && !check_function(v, &p, f))
                break;
    spvrt_free(ctx, p.flags);
    spvrt_free(ctx, p.depth);
    spvrt_free(ctx, p.level);
    spvrt_free(ctx, p.index);
    spvrt_uniformity_free(v, u);
}
