/* spvrt exec: running a prepared program (docs/exec.md "Run").
 *
 * A workgroup's invocations are cut into waves of program->width lanes
 * (the subgroups).  A wave keeps, per call frame, a block index per lane;
 * it runs the lowest-numbered block any of its unfinished lanes stands at,
 * with the lanes standing there active.  SPIR-V's block order puts a
 * construct's blocks before its merge block (2.16.1), so divergent lanes
 * meet again at merge blocks, and a uniform branch is one jump.
 *
 * The waves of a workgroup run in turn on one thread, each until it reaches
 * OpControlBarrier or ends, so a barrier needs no lock (SPIR-V 3.32.20).
 * Workgroups are spread over worker threads.  When workgroups trap, the
 * report is the one of the lowest-numbered workgroup: every workgroup below
 * it still runs, the ones above are not started, so the report does not
 * depend on the number of threads. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "debug.h"
#include "run.h"
#include "../jit/jit.h"
#include "../text/text.h"

#define EXEC_MAX_CALL_DEPTH 64


typedef struct lane_pool lane_pool;

typedef struct wave_state {
    exec_frame frames[EXEC_MAX_CALL_DEPTH];
    uint32_t depth;
    lane_pool *pool;        /* a launch window's wave: lanes park here at EXEC_OP_REPACK ops (or NULL) */
    uint32_t resume_op;     /* the op the lanes moved into this wave go on at (run, not parked at again) */
    uint32_t *lane_words;
    uint8_t *scratch;       /* rows for phis and for restoring inactive lanes */
    bool done;
    bool at_barrier;        /* stopped before an op with a handler that is also a workgroup barrier
                               (EXEC_OP_BARRIER): it runs the op when resumed */
    /* the first trap */
    char message[768];
    uint32_t trap_lane;
    const exec_op *trap_op;
} wave_state;

enum { WAVE_DONE = 0, WAVE_BARRIER = 1, WAVE_TRAP = 2, WAVE_JIT_RESUME = 3 };

void exec_trap(exec_wave *w, const exec_op *op, uint32_t lane, const char *fmt, ...)
{
    if (w->trapped)
        return;
    w->trapped = true;
    wave_state *s = w->run_state;
    if (!s)
        return; /* folding a specialization constant: prepare reports it */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->message, sizeof s->message, fmt, ap);
    va_end(ap);
    s->trap_lane = lane;
    s->trap_op = op;
}

void exec_region_name(const exec_wave *w, uint32_t region, char *out, size_t size)
{
    const spvrt_program *prog = w->program;
    switch (region) {
    case EXEC_REGION_PRIVATE: snprintf(out, size, "Function/Private memory"); return;
    case EXEC_REGION_WORKGROUP: snprintf(out, size, "Workgroup memory"); return;
    case EXEC_REGION_PUSH_CONSTANT: snprintf(out, size, "the push constants"); return;
    case EXEC_REGION_SHADER_RECORD: snprintf(out, size, "the shader record"); return;
    case EXEC_REGION_NODE_INPUT: snprintf(out, size, "the node's input payloads"); return;
    case EXEC_REGION_NODE_OUTPUT: snprintf(out, size, "the workgroup's node payloads"); return;
    default: break;
    }
    for (uint32_t i = 0; i < prog->binding_count; i++) {
        const exec_binding *b = &prog->bindings[i];
        if (region >= b->first_region && region - b->first_region < b->count) {
            if (b->count > 1 || b->runtime_array)
                snprintf(out, size, "descriptor set %u, binding %u, element %u", b->set, b->binding,
                         region - b->first_region);
            else
                snprintf(out, size, "descriptor set %u, binding %u", b->set, b->binding);
            return;
        }
    }
    snprintf(out, size, "memory region %u", region);
}

/* ---- built-ins (SPIR-V 3.21, Vulkan 15.9 "Built-In Variables") ---------------------- */

bool exec_builtin_supported(uint32_t builtin)
{
    switch (builtin) {
    case SPVRT_BuiltIn_NumWorkgroups:
    case SPVRT_BuiltIn_WorkgroupSize:
    case SPVRT_BuiltIn_WorkgroupId:
    case SPVRT_BuiltIn_LocalInvocationId:
    case SPVRT_BuiltIn_GlobalInvocationId:
    case SPVRT_BuiltIn_LocalInvocationIndex:
    case SPVRT_BuiltIn_SubgroupSize:
    case SPVRT_BuiltIn_NumSubgroups:
    case SPVRT_BuiltIn_SubgroupId:
    case SPVRT_BuiltIn_SubgroupLocalInvocationId:
    case SPVRT_BuiltIn_SubgroupEqMask:
    case SPVRT_BuiltIn_SubgroupGeMask:
    case SPVRT_BuiltIn_SubgroupGtMask:
    case SPVRT_BuiltIn_SubgroupLeMask:
    case SPVRT_BuiltIn_SubgroupLtMask:
    case SPVRT_BuiltIn_ShaderIndexAMDX:             /* execution-graph nodes (src/graph) */
    case SPVRT_BuiltIn_RemainingRecursionLevelsAMDX:
        return true;
    default:
        return false;
    }
}

static void mask_words(uint32_t out[4], uint32_t width, uint32_t lane, uint32_t builtin)
{
    for (uint32_t bit = 0; bit < 128; bit++) {
        bool set = false;
        if (bit < width) {
            switch (builtin) {
            case SPVRT_BuiltIn_SubgroupEqMask: set = bit == lane; break;
            case SPVRT_BuiltIn_SubgroupGeMask: set = bit >= lane; break;
            case SPVRT_BuiltIn_SubgroupGtMask: set = bit > lane; break;
            case SPVRT_BuiltIn_SubgroupLeMask: set = bit <= lane; break;
            default: set = bit < lane; break;
            }
        }
        if (set)
            out[bit / 32] |= 1u << (bit % 32);
    }
}

static void store_builtin(uint8_t *lane_memory, const exec_builtin_var *b, const uint32_t v[4])
{
    if (b->type->bits == 64) {
        /* a 64-bit mask (SPV_KHR_shader_ballot's uint64 form) */
        uint64_t wide = (uint64_t)v[0] | (uint64_t)v[1] << 32;
        memcpy(lane_memory + b->offset, &wide, 8);
    } else {
        /* word by word: a memcpy call per lane and built-in, or an 8-byte read of words just written one by one
           (a failed store forward), cost more than the shader of a small kernel (make bench: saxpy) */
        uint8_t *to = lane_memory + b->offset;
        for (uint32_t k = 0; k < b->type->components && k < 4; k++)
            memcpy(to + 4u * k, &v[k], 4);
    }
}

/* Built-in by built-in, then lane by lane: a switch per lane and built-in costs more than a small kernel's
 * shader (make bench: saxpy). */
static void write_builtins(exec_wave *w, const spvrt_dispatch *d, uint32_t waves)
{
    const spvrt_program *prog = w->program;
    const uint32_t *size = prog->local_size;
    uint32_t first = w->index * w->width;
    uint32_t local[EXEC_MAX_WIDTH][3];
    uint32_t at[3] = {first % size[0], first / size[0] % size[1], first / (size[0] * size[1])};
    for (uint32_t lane = 0; lane < w->width; lane++) {
        if (lane) {
            /* the next invocation: x, then y, then z (no division per lane) */
            if (++at[0] == size[0]) {
                at[0] = 0;
                if (++at[1] == size[1]) {
                    at[1] = 0;
                    at[2]++;
                }
            }
        }
        memcpy(local[lane], at, sizeof at);
    }
    for (uint32_t i = 0; i < prog->builtin_count; i++) {
        const exec_builtin_var *b = &prog->builtins[i];
        if (b->builtin == SPVRT_BuiltIn_GlobalInvocationId && b->type->bits != 64) {
            /* the common one, without the switch per lane */
            uint32_t base[3];
            for (int k = 0; k < 3; k++)
                base[k] = w->workgroup[k] * size[k];
            for (uint64_t m = w->live; m; m &= m - 1) {
                uint32_t lane = exec_first_lane(m);
                uint32_t v[4] = {base[0] + local[lane][0], base[1] + local[lane][1], base[2] + local[lane][2], 0};
                store_builtin(w->private_memory.base + (size_t)lane * prog->private_stride, b, v);
            }
            continue;
        }
        for (uint64_t m = w->live; m; m &= m - 1) {
            uint32_t lane = exec_first_lane(m);
            uint8_t *lane_memory = w->private_memory.base + (size_t)lane * prog->private_stride;
            uint32_t v[4] = {0, 0, 0, 0};
            switch (b->builtin) {
            case SPVRT_BuiltIn_NumWorkgroups: memcpy(v, d->group_count, 12); break;
            case SPVRT_BuiltIn_WorkgroupSize: memcpy(v, size, 12); break;
            case SPVRT_BuiltIn_WorkgroupId: memcpy(v, w->workgroup, 12); break;
            case SPVRT_BuiltIn_LocalInvocationId: memcpy(v, local[lane], 12); break;
            case SPVRT_BuiltIn_GlobalInvocationId:
                for (int k = 0; k < 3; k++)
                    v[k] = w->workgroup[k] * size[k] + local[lane][k];
                break;
            case SPVRT_BuiltIn_LocalInvocationIndex: v[0] = first + lane; break;
            case SPVRT_BuiltIn_SubgroupSize: v[0] = w->width; break;
            case SPVRT_BuiltIn_NumSubgroups: v[0] = waves; break;
            case SPVRT_BuiltIn_SubgroupId: v[0] = w->index; break;
            case SPVRT_BuiltIn_SubgroupLocalInvocationId: v[0] = lane; break;
            case SPVRT_BuiltIn_ShaderIndexAMDX: v[0] = w->node ? w->node->shader_index : 0; break;
            case SPVRT_BuiltIn_RemainingRecursionLevelsAMDX: v[0] = w->node ? w->node->remaining_recursion : 0; break;
            default: mask_words(v, w->width, lane, b->builtin); break;
            }
            store_builtin(lane_memory, b, v);
        }
    }
}

static bool is_subgroup_lane_builtin(uint32_t builtin)
{
    return builtin == SPVRT_BuiltIn_SubgroupLocalInvocationId || builtin == SPVRT_BuiltIn_SubgroupEqMask ||
           builtin == SPVRT_BuiltIn_SubgroupGeMask || builtin == SPVRT_BuiltIn_SubgroupGtMask ||
           builtin == SPVRT_BuiltIn_SubgroupLeMask || builtin == SPVRT_BuiltIn_SubgroupLtMask;
}

/* A lane that moved into lane `lane` of w: the built-ins that say which lane it is. */
static void write_subgroup_builtins(exec_wave *w, uint32_t lane)
{
    const spvrt_program *prog = w->program;
    uint8_t *base = w->private_memory.base + (size_t)lane * prog->private_stride;
    for (uint32_t i = 0; i < prog->builtin_count; i++) {
        const exec_builtin_var *b = &prog->builtins[i];
        if (!is_subgroup_lane_builtin(b->builtin))
            continue;
        uint32_t v[4] = {0, 0, 0, 0};
        if (b->builtin == SPVRT_BuiltIn_SubgroupLocalInvocationId)
            v[0] = lane;
        else
            mask_words(v, w->width, lane, b->builtin);
        store_builtin(base, b, v);
    }
}

/* ---- the wave loop ------------------------------------------------------------------------ */

static void copy_lanes(exec_wave *w, uint32_t to, uint32_t from, const exec_type *type, uint64_t lanes)
{
    for (uint32_t r = 0; r < type->components; r++) {
        uint32_t bytes = type->leaf[r]->kind == EXEC_POINTER ? 8u : exec_scalar_bytes(type->leaf[r]);
        uint8_t *t = exec_row(w, to + r);
        const uint8_t *f = exec_row(w, from + r);
        for (uint64_t m = lanes; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            memcpy(t + (size_t)l * bytes, f + (size_t)l * bytes, bytes);
        }
    }
}

/* A pure op while some live lanes are inactive: compute every lane, then
 * give the inactive ones their old values back. */
static void run_pure_masked(exec_wave *w, const exec_op *op)
{
    wave_state *s = w->run_state;
    uint32_t rows = op->type->components;
    memcpy(s->scratch, exec_row(w, op->result_row), (size_t)rows * w->row_bytes);
    op->run(w, op);
    uint64_t keep = w->live & ~w->active;
    for (uint32_t r = 0; r < rows; r++) {
        const exec_type *leaf = op->type->leaf[r];
        uint32_t bytes = leaf->kind == EXEC_POINTER ? 8u : exec_scalar_bytes(leaf);
        uint8_t *t = exec_row(w, op->result_row + r);
        const uint8_t *f = s->scratch + (size_t)r * w->row_bytes;
        for (uint64_t m = keep; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            memcpy(t + (size_t)l * bytes, f + (size_t)l * bytes, bytes);
        }
    }
}

/* The phis of a block, all at once (SPIR-V 3.32.17: they read the values
 * at the end of the predecessor). */
static uint32_t phi_pair(const exec_phi *phi, uint32_t parent)
{
    uint32_t pair = 0;
    while (pair < phi->pair_count && phi->parent_block[pair] != parent)
        pair++;
    return pair == phi->pair_count ? 0 : pair; /* no listed parent: cannot happen in a valid module */
}

static void run_phis(exec_wave *w, exec_frame *f, const exec_block *block)
{
    const spvrt_program *prog = w->program;
    wave_state *s = w->run_state;
    uint32_t at = 0;
    if (f->uniform && (w->live & ~w->active) == 0) {
        /* one parent for every lane: whole rows (read all, then write all) */
        for (uint32_t i = 0; i < block->phi_count; i++) {
            const exec_phi *phi = &prog->phis[block->first_phi + i];
            memcpy(s->scratch + (size_t)at * w->row_bytes, exec_row(w, phi->value_row[phi_pair(phi, f->uprev)]),
                   (size_t)phi->rows * w->row_bytes);
            at += phi->rows;
        }
        at = 0;
        for (uint32_t i = 0; i < block->phi_count; i++) {
            const exec_phi *phi = &prog->phis[block->first_phi + i];
            memcpy(exec_row(w, phi->row), s->scratch + (size_t)at * w->row_bytes, (size_t)phi->rows * w->row_bytes);
            at += phi->rows;
        }
        return;
    }
    for (uint32_t i = 0; i < block->phi_count; i++) {
        const exec_phi *phi = &prog->phis[block->first_phi + i];
        for (uint64_t m = w->active; m; m &= m - 1) {
            uint32_t l = exec_first_lane(m);
            uint32_t pair = phi_pair(phi, f->uniform ? f->uprev : f->prev[l]);
            for (uint32_t r = 0; r < phi->rows; r++) {
                uint32_t bytes = phi->type->leaf[r]->kind == EXEC_POINTER ? 8u : exec_scalar_bytes(phi->type->leaf[r]);
                memcpy(s->scratch + (size_t)(at + r) * w->row_bytes + (size_t)l * bytes,
                       (const uint8_t *)exec_row(w, phi->value_row[pair] + r) + (size_t)l * bytes, bytes);
            }
        }
        at += phi->rows;
    }
    at = 0;
    for (uint32_t i = 0; i < block->phi_count; i++) {
        const exec_phi *phi = &prog->phis[block->first_phi + i];
        for (uint32_t r = 0; r < phi->rows; r++) {
            uint32_t bytes = phi->type->leaf[r]->kind == EXEC_POINTER ? 8u : exec_scalar_bytes(phi->type->leaf[r]);
            uint8_t *t = exec_row(w, phi->row + r);
            const uint8_t *from = s->scratch + (size_t)(at + r) * w->row_bytes;
            for (uint64_t m = w->active; m; m &= m - 1) {
                uint32_t l = exec_first_lane(m);
                memcpy(t + (size_t)l * bytes, from + (size_t)l * bytes, bytes);
            }
        }
        at += phi->rows;
    }
}

static uint64_t read_selector(const exec_wave *w, uint32_t row, uint32_t bytes, uint32_t lane)
{
    const uint8_t *r = exec_row(w, row);
    switch (bytes) {
    case 1: return r[lane];
    case 2: return ((const uint16_t *)r)[lane];
    case 4: return ((const uint32_t *)r)[lane];
    default: return ((const uint64_t *)r)[lane];
    }
}

static uint32_t branch_target(const exec_wave *w, const exec_op *op, uint32_t l)
{
    if (op->opcode == SPVRT_OpBranch)
        return ((const exec_branch *)op->data)->target[0];
    if (op->opcode == SPVRT_OpBranchConditional) {
        const uint8_t *cond = exec_row(w, op->args[0].row);
        return ((const exec_branch *)op->data)->target[cond[l] ? 0 : 1];
    }
    const exec_switch *sw = op->data;
    uint64_t v = read_selector(w, op->args[0].row, sw->selector_bytes, l);
    for (uint32_t c = 0; c < sw->case_count; c++)
        if (sw->values[c] == v)
            return sw->blocks[c];
    return sw->default_block;
}

static void branch(exec_wave *w, exec_frame *f, const exec_op *op)
{
    if (f->uniform) {
        /* every unfinished lane is active here: stay uniform if they agree */
        uint32_t target = branch_target(w, op, exec_first_lane(w->active));
        bool agree = true;
        if (op->opcode == SPVRT_OpBranchConditional) {
            /* the lanes agree when their conditions are all true or all false */
            const uint8_t *cond = exec_row(w, op->args[0].row);
            uint32_t taken = 0, lanes = 0;
            for (uint32_t l = 0; l < w->width; l++) {
                uint32_t in = (uint32_t)(w->active >> l) & 1u;
                taken += in & (cond[l] != 0);
                lanes += in;
            }
            agree = taken == 0 || taken == lanes;
        } else if (op->opcode == SPVRT_OpSwitch) {
            for (uint64_t m = w->active; m && agree; m &= m - 1)
                agree = branch_target(w, op, exec_first_lane(m)) == target;
        }
        if (agree) {
            f->uprev = f->block;
            f->upc = target;
            f->block = EXEC_NONE;
            return;
        }
        f->uniform = false;
    }
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        f->prev[l] = f->block;
        f->pc[l] = branch_target(w, op, l);
    }
    f->block = EXEC_NONE;
}

/* OpIgnoreIntersectionKHR, OpTerminateRayKHR: the lanes leave every frame of the call stack at once. */
static void end_invocations(wave_state *s, uint64_t lanes)
{
    for (uint32_t i = 0; i < s->depth; i++) {
        s->frames[i].done |= lanes;
        s->frames[i].block_mask &= ~lanes;
    }
    s->frames[s->depth - 1].block = EXEC_NONE;
}

static void enter_function(wave_state *s, const spvrt_program *prog, uint32_t function, uint64_t mask)
{
    exec_frame *g = &s->frames[s->depth++];
    g->function = function;
    g->mask = mask;
    g->done = 0;
    g->block = EXEC_NONE;
    g->uniform = true;
    g->upc = prog->functions[function].first_block;
    g->uprev = EXEC_NONE;
}

/* ---- lanes that move between waves ----------------------------------------------------------
 *
 * At an invocation repack instruction (Vulkan glossary: OpTraceRayKHR, OpExecuteCallableKHR; "the
 * implementation may change the set of invocations that are executing"), a lane of a launch window's wave
 * parks: its whole state goes into a slot of the window's pool, and it leaves the wave as an ended
 * invocation would.  The state is the call stack (the function of every frame and the op it stands at: the
 * call in the callers, the repack instruction in the last), the rows of every value it computed (constants
 * and variable pointers are the same in every wave), its Private and Function memory, its launch index and
 * its step count.  run_launch_window then packs the parked lanes that stand at the same point (the same ops
 * in every frame) into full waves, in the order they parked, and each goes on in its new wave from the
 * repack instruction, which it now runs.  Pointers into Private/Function memory carry their lane's base
 * (prepare.c): they are rebased when a lane changes lane; a program that could keep such a pointer in memory
 * (lane_movable false) is never repacked. */

typedef struct lane_state {
    uint64_t key;           /* exec_launch.before_park's */
    uint64_t invocation;
    uint64_t steps;
    uint32_t lane;          /* its lane in the wave it parked from */
    uint32_t depth;
    uint32_t function[EXEC_MAX_CALL_DEPTH];
    uint32_t op[EXEC_MAX_CALL_DEPTH];   /* [i < depth - 1]: the OpFunctionCall; [depth - 1]: the repack op */
    /* then: uint64_t values[pool->value_count]; uint8_t private[program->private_stride];
       uint8_t data[pool->data_bytes] (exec_wave.lane_data) */
} lane_state;

struct lane_pool {
    const spvrt_program *program;
    uint32_t value_count;   /* rows with row_kind != 0: the most a lane can take along */
    /* what a lane takes along: the rows live at each frame's op (point_rows[op]: a call, the rows live after
       it but its result; a repack instruction, the rows live before it), and the Function variables kept
       in registers (always) */
    uint32_t **point_rows;
    uint32_t *point_row_count;
    uint32_t *variable_rows;
    uint32_t variable_count;
    size_t slot_bytes;
    uint32_t data_bytes;    /* exec_launch.lane_data_bytes */
    uint32_t capacity;
    uint8_t *slots;
    uint32_t *free_slots;
    uint32_t free_count;
    uint32_t *parked;       /* slots of parked lanes, in the order they parked */
    uint32_t parked_count;
};

static lane_state *pool_slot(const lane_pool *pool, uint32_t slot)
{
    return (lane_state *)(void *)(pool->slots + (size_t)slot * pool->slot_bytes);
}

static uint64_t *slot_values(lane_state *st)
{
    return (uint64_t *)(void *)(st + 1);
}

/* ---- liveness of the value rows (at the ops where lanes park) ---- */

typedef uint64_t row_set;

#define EXEC_LIVENESS_MAX_WORDS (1u << 22)  /* blocks x row words of one function's live-in sets (32 MB) */
#define EXEC_LIVENESS_MAX_SWEEPS 64u        /* backward sweeps before giving up (loop nesting depth + 2) */

static void set_row(row_set *set, uint32_t row)
{
    set[row / 64] |= 1ull << (row % 64);
}

static void clear_row(row_set *set, uint32_t row)
{
    set[row / 64] &= ~(1ull << (row % 64));
}

static void op_defs(const spvrt_program *prog, const exec_op *op, row_set *set)
{
    if (op->result_row == EXEC_NONE || !op->type)
        return;
    for (uint32_t r = 0; r < op->type->components; r++)
        if (prog->row_kind[op->result_row + r])
            clear_row(set, op->result_row + r);
}

static void op_uses(const spvrt_program *prog, const exec_op *op, row_set *set)
{
    for (uint32_t a = 0; a < op->arg_count; a++) {
        const exec_arg *arg = &op->args[a];
        if (!arg->type || arg->row == EXEC_NONE)
            continue;
        for (uint32_t r = 0; r < arg->type->components; r++)
            if (arg->row + r < prog->row_count && prog->row_kind[arg->row + r])
                set_row(set, arg->row + r);
    }
}

/* The blocks control may go to from block b (its terminator's targets). */
static uint32_t block_successors(const spvrt_program *prog, uint32_t b, const uint32_t **targets, uint32_t *one)
{
    const exec_block *block = &prog->blocks[b];
    if (!block->op_count)
        return 0;
    const exec_op *t = &prog->ops[block->first_op + block->op_count - 1];
    if (t->opcode == SPVRT_OpBranch) {
        *one = ((const exec_branch *)t->data)->target[0];
        *targets = one;
        return 1;
    }
    if (t->opcode == SPVRT_OpBranchConditional) {
        *targets = ((const exec_branch *)t->data)->target;
        return 2;
    }
    if (t->opcode == SPVRT_OpSwitch) {
        const exec_switch *sw = t->data;
        *one = sw->default_block;
        *targets = sw->blocks;
        return sw->case_count + 1; /* the caller takes *one as the last */
    }
    return 0;
}

/* The rows live at the end of block b of fn: its successors' live-in (in, per block of fn), and the phi
 * operands of the edges from b. */
static void block_live_out(const spvrt_program *prog, const exec_function *fn, const row_set *in, uint32_t words,
                           uint32_t b, row_set *out)
{
    const exec_block *block = &prog->blocks[b];
    memset(out, 0, (size_t)words * sizeof *out);
    const uint32_t *targets;
    uint32_t one, count = block_successors(prog, b, &targets, &one);
    bool is_switch = block->op_count && prog->ops[block->first_op + block->op_count - 1].opcode == SPVRT_OpSwitch;
    for (uint32_t k = 0; k < count; k++) {
        uint32_t sb = is_switch && k + 1 == count ? one : targets[k];
        if (sb < fn->first_block || sb >= fn->first_block + fn->block_count)
            continue;
        const row_set *sin = in + (size_t)(sb - fn->first_block) * words;
        for (uint32_t w = 0; w < words; w++)
            out[w] |= sin[w];
        const exec_block *succ = &prog->blocks[sb];
        for (uint32_t ph = 0; ph < succ->phi_count; ph++) {
            const exec_phi *phi = &prog->phis[succ->first_phi + ph];
            for (uint32_t pr = 0; pr < phi->pair_count; pr++)
                if (phi->parent_block[pr] == b)
                    for (uint32_t r = 0; r < phi->rows; r++)
                        if (phi->value_row[pr] + r < prog->row_count && prog->row_kind[phi->value_row[pr] + r])
                            set_row(out, phi->value_row[pr] + r);
        }
    }
}

/* point_rows[index]: the rows of set, in order. */
static bool store_point(spvrt_context *ctx, lane_pool *pool, uint32_t index, const row_set *set)
{
    const spvrt_program *prog = pool->program;
    uint32_t count = 0;
    for (uint32_t r = 0; r < prog->row_count; r++)
        count += (set[r / 64] >> (r % 64)) & 1u;
    pool->point_rows[index] = spvrt_alloc_zero(ctx, count + 1u, sizeof(uint32_t));
    if (!pool->point_rows[index])
        return false;
    for (uint32_t r = 0; r < prog->row_count; r++)
        if ((set[r / 64] >> (r % 64)) & 1u)
            pool->point_rows[index][pool->point_row_count[index]++] = r;
    return true;
}

/* point_rows for the calls and repack instructions of function fn: a backward dataflow over its blocks
 * (SSA values: a row is defined by one op or phi; phi operands are live at the end of their edge's block). */
static bool function_liveness(spvrt_context *ctx, lane_pool *pool, const exec_function *fn)
{
    const spvrt_program *prog = pool->program;
    uint32_t words = (prog->row_count + 63) / 64;
    uint32_t n = fn->block_count;
    /* a hostile module (huge functions, loops nested thousands deep) must not make this take the machine's
       memory or time: past these bounds every value row counts as live (more to copy, still right) */
    bool bounded = (uint64_t)n * words <= EXEC_LIVENESS_MAX_WORDS;
    row_set *in = bounded ? spvrt_alloc_zero(ctx, (size_t)n * words + words, sizeof *in) : NULL;
    row_set *scratch = spvrt_alloc_zero(ctx, words + 1, sizeof *scratch);
    bool ok = (in || !bounded) && scratch;
    uint32_t sweeps = 0;
    for (bool changed = ok && bounded; changed;) {
        if (++sweeps > EXEC_LIVENESS_MAX_SWEEPS) {
            bounded = false;
            break;
        }
        changed = false;
        for (uint32_t i = n; i-- > 0;) {
            uint32_t b = fn->first_block + i;
            const exec_block *block = &prog->blocks[b];
            /* out: the successors' live-in, and the phi operands of the edges from b */
            block_live_out(prog, fn, in, words, b, scratch);
            /* in: back through the ops, then the phis' results */
            for (uint32_t j = block->op_count; j-- > 0;) {
                const exec_op *op = &prog->ops[block->first_op + j];
                op_defs(prog, op, scratch);
                op_uses(prog, op, scratch);
            }
            for (uint32_t ph = 0; ph < block->phi_count; ph++) {
                const exec_phi *phi = &prog->phis[block->first_phi + ph];
                for (uint32_t r = 0; r < phi->rows; r++)
                    clear_row(scratch, phi->row + r);
            }
            row_set *bin = in + (size_t)i * words;
            for (uint32_t w = 0; w < words; w++) {
                changed |= (bin[w] | scratch[w]) != bin[w];
                bin[w] |= scratch[w];
            }
        }
    }
    /* the points: walk each block back from its live-out */
    for (uint32_t i = 0; ok && i < n; i++) {
        uint32_t b = fn->first_block + i;
        const exec_block *block = &prog->blocks[b];
        bool any = false;
        for (uint32_t j = 0; j < block->op_count; j++) {
            const exec_op *op = &prog->ops[block->first_op + j];
            any |= op->opcode == SPVRT_OpFunctionCall || (op->flags & EXEC_OP_REPACK);
        }
        if (!any)
            continue;
        if (!bounded) {
            /* every value fn computes: its parameters, phis and results */
            memset(scratch, 0, (size_t)words * sizeof *scratch);
            for (uint32_t p = 0; p < fn->param_count; p++)
                for (uint32_t r = 0; r < fn->param_types[p]->components; r++)
                    if (prog->row_kind[fn->param_rows[p] + r])
                        set_row(scratch, fn->param_rows[p] + r);
            for (uint32_t fb = fn->first_block; fb < fn->first_block + n; fb++) {
                const exec_block *bb = &prog->blocks[fb];
                for (uint32_t ph = 0; ph < bb->phi_count; ph++)
                    for (uint32_t r = 0; r < prog->phis[bb->first_phi + ph].rows; r++)
                        if (prog->row_kind[prog->phis[bb->first_phi + ph].row + r])
                            set_row(scratch, prog->phis[bb->first_phi + ph].row + r);
                for (uint32_t j = 0; j < bb->op_count; j++) {
                    const exec_op *op = &prog->ops[bb->first_op + j];
                    if (op->result_row != EXEC_NONE && op->type)
                        for (uint32_t r = 0; r < op->type->components; r++)
                            if (prog->row_kind[op->result_row + r] && !(prog->row_kind[op->result_row + r] & EXEC_ROW_VARIABLE))
                                set_row(scratch, op->result_row + r);
                }
            }
            for (uint32_t j = 0; ok && j < block->op_count; j++) {
                const exec_op *op = &prog->ops[block->first_op + j];
                if (op->opcode == SPVRT_OpFunctionCall || (op->flags & EXEC_OP_REPACK))
                    ok = store_point(ctx, pool, block->first_op + j, scratch);
            }
            continue;
        }
        block_live_out(prog, fn, in, words, b, scratch);
        for (uint32_t j = block->op_count; ok && j-- > 0;) {
            uint32_t index = block->first_op + j;
            const exec_op *op = &prog->ops[index];
            bool call = op->opcode == SPVRT_OpFunctionCall, repack = (op->flags & EXEC_OP_REPACK) != 0;
            op_defs(prog, op, scratch);
            if (call)
                ok = store_point(ctx, pool, index, scratch); /* after the call, but its result */
            op_uses(prog, op, scratch);
            if (repack && ok)
                ok = store_point(ctx, pool, index, scratch); /* before it: it runs again where the lane goes on */
        }
    }
    spvrt_free(ctx, in);
    spvrt_free(ctx, scratch);
    return ok;
}

static uint8_t *slot_data(const lane_pool *pool, lane_state *st)
{
    return (uint8_t *)(slot_values(st) + pool->value_count) + pool->program->private_stride;
}

static bool pool_init(spvrt_context *ctx, lane_pool *pool, const spvrt_program *prog, uint32_t capacity,
                      uint32_t data_bytes)
{
    pool->program = prog;
    pool->data_bytes = data_bytes;
    pool->variable_rows = spvrt_alloc_zero(ctx, (size_t)prog->row_count + 1u, sizeof *pool->variable_rows);
    pool->point_rows = spvrt_alloc_zero(ctx, (size_t)prog->op_count + 1u, sizeof *pool->point_rows);
    pool->point_row_count = spvrt_alloc_zero(ctx, (size_t)prog->op_count + 1u, sizeof *pool->point_row_count);
    if (!pool->variable_rows || !pool->point_rows || !pool->point_row_count)
        return false;
    for (uint32_t r = 0; r < prog->row_count; r++) {
        pool->value_count += prog->row_kind[r] != 0;
        if (prog->row_kind[r] & EXEC_ROW_VARIABLE)
            pool->variable_rows[pool->variable_count++] = r;
    }
    for (uint32_t f = 0; f < prog->function_count; f++)
        if (!function_liveness(ctx, pool, &prog->functions[f]))
            return false;
    pool->slot_bytes = (sizeof(lane_state) + (size_t)pool->value_count * 8u + prog->private_stride + data_bytes + 15u) &
                       ~(size_t)15u;
    pool->capacity = capacity;
    pool->slots = spvrt_alloc_zero(ctx, capacity, pool->slot_bytes);
    pool->free_slots = spvrt_alloc_zero(ctx, capacity, sizeof *pool->free_slots);
    pool->parked = spvrt_alloc_zero(ctx, capacity, sizeof *pool->parked);
    return pool->slots && pool->free_slots && pool->parked;
}

static void pool_free(spvrt_context *ctx, lane_pool *pool)
{
    for (uint32_t i = 0; pool->point_rows && i < pool->program->op_count; i++)
        spvrt_free(ctx, pool->point_rows[i]);
    spvrt_free(ctx, pool->point_rows);
    spvrt_free(ctx, pool->point_row_count);
    spvrt_free(ctx, pool->variable_rows);
    spvrt_free(ctx, pool->slots);
    spvrt_free(ctx, pool->free_slots);
    spvrt_free(ctx, pool->parked);
}

static void pool_reset(lane_pool *pool)
{
    pool->free_count = pool->capacity;
    for (uint32_t i = 0; i < pool->capacity; i++)
        pool->free_slots[i] = pool->capacity - 1 - i;
    pool->parked_count = 0;
}

static void end_invocations(wave_state *s, uint64_t lanes);

static uint32_t save_rows(const exec_wave *w, uint32_t lane, uint64_t *values, const uint32_t *rows, uint32_t count)
{
    const uint8_t *kind = w->program->row_kind;
    for (uint32_t v = 0; v < count; v++) {
        const uint8_t *row = exec_row(w, rows[v]);
        switch (kind[rows[v]] & 0xFu) {
        case 1: values[v] = row[lane]; break;
        case 2: values[v] = ((const uint16_t *)(const void *)row)[lane]; break;
        case 4: values[v] = ((const uint32_t *)(const void *)row)[lane]; break;
        default: values[v] = ((const uint64_t *)(const void *)row)[lane]; break;
        }
    }
    return count;
}

static uint32_t restore_rows(exec_wave *w, uint32_t lane, int64_t rebase, const uint64_t *values,
                             const uint32_t *rows, uint32_t count)
{
    const uint8_t *kind = w->program->row_kind;
    for (uint32_t v = 0; v < count; v++) {
        uint8_t *row = exec_row(w, rows[v]);
        uint64_t x = values[v];
        switch (kind[rows[v]] & 0xFu) {
        case 1: row[lane] = (uint8_t)x; break;
        case 2: ((uint16_t *)(void *)row)[lane] = (uint16_t)x; break;
        case 4: ((uint32_t *)(void *)row)[lane] = (uint32_t)x; break;
        default:
            if ((kind[rows[v]] & EXEC_ROW_LOGICAL_POINTER) && rebase && (x >> EXEC_REGION_SHIFT) == EXEC_REGION_PRIVATE &&
                (x & EXEC_OFFSET_MASK) != EXEC_OFFSET_INVALID)
                x = exec_pointer_at(x & ~EXEC_OFFSET_MASK, exec_pointer_offset(x) + rebase);
            ((uint64_t *)(void *)row)[lane] = x;
            break;
        }
    }
    return count;
}

/* The active lanes stand at op (the repack instruction of the top frame): save them and take them out.
 * EXEC_GO_ON: they run op where they are. */
static int park_lanes(exec_wave *w, wave_state *s, uint32_t op)
{
    lane_pool *pool = s->pool;
    const spvrt_program *prog = w->program;
    const exec_launch *launch = w->dispatch->launch;
    uint64_t keys[EXEC_MAX_WIDTH] = {0};
    if (launch->before_park) {
        int verdict = launch->before_park(w, &prog->ops[op], keys, launch->user);
        if (verdict != EXEC_PARK)
            return verdict;
    }
    for (uint64_t m = w->active; m; m &= m - 1) {
        uint32_t l = exec_first_lane(m);
        if (!pool->free_count) {
            /* cannot happen: a window's pool has a slot for every lane of its waves */
            exec_trap(w, &prog->ops[op], l, "no slot left to park a lane at a repack point (internal error)");
            return EXEC_PARK_TRAP;
        }
        uint32_t slot = pool->free_slots[pool->free_count - 1];
        lane_state *st = pool_slot(pool, slot);
        uint32_t values_needed = pool->variable_count;
        for (uint32_t i = 0; i < s->depth; i++)
            values_needed += pool->point_row_count[i + 1 < s->depth ? s->frames[i].op - 1 : op];
        if (values_needed > pool->value_count) {
            /* cannot happen: the frames' functions compute distinct rows */
            exec_trap(w, &prog->ops[op], l, "a lane's registers do not fit its slot at a repack point (internal error)");
            return EXEC_PARK_TRAP;
        }
        pool->free_count--;
        st->key = keys[l];
        st->invocation = w->invocation[l];
        st->steps = w->steps;
        st->lane = l;
        st->depth = s->depth;
        for (uint32_t i = 0; i < s->depth; i++) {
            st->function[i] = s->frames[i].function;
            st->op[i] = i + 1 < s->depth ? s->frames[i].op - 1 : op;
        }
        uint64_t *values = slot_values(st);
        uint32_t v = save_rows(w, l, values, pool->variable_rows, pool->variable_count);
        for (uint32_t i = 0; i < s->depth; i++)
            v += save_rows(w, l, values + v, pool->point_rows[st->op[i]], pool->point_row_count[st->op[i]]);
        memcpy(values + pool->value_count, w->private_memory.base + (size_t)l * prog->private_stride,
               prog->private_stride);
        if (pool->data_bytes)
            memcpy(slot_data(pool, st), w->lane_data + (size_t)l * pool->data_bytes, pool->data_bytes);
        pool->parked[pool->parked_count++] = slot;
    }
    end_invocations(s, w->active);
    return EXEC_PARK;
}

static bool same_point(const lane_state *a, const lane_state *b)
{
    if (a->depth != b->depth)
        return false;
    for (uint32_t i = 0; i < a->depth; i++)
        if (a->op[i] != b->op[i] || a->function[i] != b->function[i])
            return false;
    return true;
}

/* The program block (of function) that holds op. */
static uint32_t block_of_op(const spvrt_program *prog, uint32_t function, uint32_t op)
{
    const exec_function *fn = &prog->functions[function];
    for (uint32_t b = fn->first_block; b < fn->first_block + fn->block_count; b++)
        if (op >= prog->blocks[b].first_op && op < prog->blocks[b].first_op + prog->blocks[b].op_count)
            return b;
    return EXEC_NONE;
}

static void write_subgroup_builtins(exec_wave *w, uint32_t lane);

/* Start w (of the pool's program) on the parked lanes of slots (count <= width, all at one point): lane i
 * of w is slots[i]; the slots become free. */
static void resume_lanes(exec_wave *w, lane_pool *pool, const uint32_t *slots, uint32_t count)
{
    const spvrt_program *prog = w->program;
    wave_state *s = w->run_state;
    const lane_state *first = pool_slot(pool, slots[0]);
    w->live = count == 64 ? UINT64_MAX : (1ull << count) - 1;
    w->trapped = false;
    w->end_lanes = 0;
    w->steps = 0;
    s->done = false;
    s->depth = first->depth;
    for (uint32_t i = 0; i < first->depth; i++) {
        exec_frame *f = &s->frames[i];
        uint32_t op = first->op[i];
        uint32_t block = block_of_op(prog, first->function[i], op);
        f->function = first->function[i];
        f->mask = f->block_mask = w->live;
        f->done = 0;
        f->block = block;
        /* the callers go on after their call; the last frame at the repack instruction itself */
        f->op = i + 1 < first->depth ? op + 1 : op;
        f->op_end = prog->blocks[block].first_op + prog->blocks[block].op_count;
        f->uniform = true;
        f->upc = block;
        f->uprev = EXEC_NONE;
    }
    s->resume_op = first->op[first->depth - 1];
    uint64_t stride = prog->private_stride;
    for (uint32_t i = 0; i < count; i++) {
        lane_state *st = pool_slot(pool, slots[i]);
        const uint64_t *values = slot_values(st);
        int64_t rebase = ((int64_t)i - (int64_t)st->lane) * (int64_t)stride;
        uint32_t v = restore_rows(w, i, rebase, values, pool->variable_rows, pool->variable_count);
        for (uint32_t f = 0; f < st->depth; f++)
            v += restore_rows(w, i, rebase, values + v, pool->point_rows[st->op[f]], pool->point_row_count[st->op[f]]);
        memcpy(w->private_memory.base + (size_t)i * stride, values + pool->value_count, stride);
        if (pool->data_bytes)
            memcpy(w->lane_data + (size_t)i * pool->data_bytes, slot_data(pool, st), pool->data_bytes);
        w->invocation[i] = st->invocation;
        if (st->steps > w->steps)
            w->steps = st->steps;
        write_subgroup_builtins(w, i);
        pool->free_slots[pool->free_count++] = slots[i];
    }
}

/* The wave loop, twice: run_wave() for every wave, and run_wave_traced()
 * for the one wave of a traced dispatch (spvrt_dispatch.trace) that holds
 * the traced invocation, which calls the debugger before each op.  `traced`
 * is a constant in each copy, so the plain loop has no debugger test in it. */
#if defined(__GNUC__)
#define EXEC_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define EXEC_ALWAYS_INLINE inline
#endif

/* to_jit: the wave came from the compiled code (a call it does not compile): give it back once the call
   returns to the entry function (WAVE_JIT_RESUME) */
static EXEC_ALWAYS_INLINE int run_wave_loop(exec_wave *w, uint64_t max_steps, bool traced, bool to_jit)
{
    wave_state *s = w->run_state;
    const spvrt_program *prog = w->program;
    for (;;) {
        exec_frame *f = &s->frames[s->depth - 1];
        if (f->block == EXEC_NONE) {
            uint64_t remaining = f->mask & ~f->done;
            if (!remaining) {
                if (s->depth == 1)
                    return WAVE_DONE;
                const exec_function *fn = &prog->functions[f->function];
                s->depth--;
                exec_frame *caller = &s->frames[s->depth - 1];
                const exec_op *call = &prog->ops[caller->op - 1];
                w->active = caller->block_mask;
                if (!w->active) {
                    /* every lane that made the call ended its invocation inside it */
                    caller->block = EXEC_NONE;
                    if (to_jit && s->depth == 1)
                        return WAVE_JIT_RESUME;
                    continue;
                }
                if (call->result_row != EXEC_NONE && fn->return_row != EXEC_NONE)
                    copy_lanes(w, call->result_row, fn->return_row, call->type, w->active);
                if (to_jit && s->depth == 1)
                    return WAVE_JIT_RESUME; /* the compiled code goes on after the call (f->op) */
                continue;
            }
            uint32_t best = f->upc;
            uint64_t mask = remaining;
            if (!f->uniform) {
                best = UINT32_MAX;
                for (uint64_t m = remaining; m; m &= m - 1) {
                    uint32_t l = exec_first_lane(m);
                    if (f->pc[l] < best)
                        best = f->pc[l];
                }
                mask = 0;
                for (uint64_t m = remaining; m; m &= m - 1) {
                    uint32_t l = exec_first_lane(m);
                    if (f->pc[l] == best)
                        mask |= 1ull << l;
                }
            }
            const exec_block *block = &prog->blocks[best];
            f->block = best;
            f->block_mask = mask;
            f->op = block->first_op;
            f->op_end = block->first_op + block->op_count;
            w->active = mask;
            w->steps += (uint64_t)block->op_count + block->phi_count;
            if (w->steps > max_steps) {
                exec_trap(w, block->op_count ? &prog->ops[block->first_op] : NULL, exec_first_lane(mask),
                          "the step limit (%llu instructions for one subgroup) was reached: the shader may never end",
                          (unsigned long long)max_steps);
                return WAVE_TRAP;
            }
            if (block->phi_count)
                run_phis(w, f, block);
            if (!f->uniform && mask == remaining) {
                /* reconverged: every unfinished lane is here */
                f->uniform = true;
                f->upc = best;
            }
        }
        w->active = f->block_mask;
        while (f->op < f->op_end) {
            const exec_op *op = &prog->ops[f->op++];
            if (traced)
                exec_debug_before_op(w, op, s->depth);
            if (op->run) {
                if (op->flags & EXEC_OP_BARRIER) {
                    /* a handler that needs every wave of the workgroup there first (src/graph's
                       OpFinishWritingNodePayloadAMDX): wait as OpControlBarrier does, then run it */
                    if (!s->at_barrier) {
                        s->at_barrier = true;
                        f->op--;
                        return WAVE_BARRIER;
                    }
                    s->at_barrier = false;
                }
                if ((op->flags & EXEC_OP_REPACK) && s->pool) {
                    /* a full wave that arrives whole has nothing to gain, unless the lanes are sorted */
                    if (f->op - 1 != s->resume_op &&
                        (w->active != exec_all_lanes(w) || w->dispatch->launch->before_park)) {
                        int verdict = park_lanes(w, s, f->op - 1);
                        if (verdict == EXEC_PARK_TRAP)
                            return WAVE_TRAP;
                        if (verdict == EXEC_PARK)
                            goto next;
                    }
                    s->resume_op = EXEC_NONE;
                }
                if ((op->flags & EXEC_OP_PURE) && op->result_row != EXEC_NONE && (w->live & ~w->active))
                    run_pure_masked(w, op);
                else
                    op->run(w, op);
                if (w->trapped)
                    return WAVE_TRAP;
                continue;
            }
            if (op->flags & EXEC_OP_BARRIER)
                return WAVE_BARRIER;
            switch (op->opcode) {
            case SPVRT_OpFunctionCall: {
                if (s->depth == EXEC_MAX_CALL_DEPTH) {
                    exec_trap(w, op, exec_first_lane(w->active), "function calls nest deeper than %d",
                              EXEC_MAX_CALL_DEPTH);
                    return WAVE_TRAP;
                }
                const exec_function *callee = &prog->functions[((const exec_call *)op->data)->function];
                for (uint32_t i = 0; i < callee->param_count && i < op->arg_count; i++)
                    memcpy(exec_row(w, callee->param_rows[i]), exec_row(w, op->args[i].row),
                           (size_t)callee->param_types[i]->components * w->row_bytes);
                enter_function(s, prog, ((const exec_call *)op->data)->function, w->active);
                goto next;
            }
            case SPVRT_OpBranch:
            case SPVRT_OpBranchConditional:
            case SPVRT_OpSwitch:
                branch(w, f, op);
                goto next;
            case SPVRT_OpReturnValue: {
                const exec_function *fn = &prog->functions[f->function];
                if (fn->return_row != EXEC_NONE)
                    copy_lanes(w, fn->return_row, op->args[0].row, fn->return_type, w->active);
            }
                /* fall through */
            case SPVRT_OpReturn:
                f->done |= w->active;
                f->block = EXEC_NONE;
                goto next;
            case SPVRT_OpUnreachable:
                exec_trap(w, op, exec_first_lane(w->active), "OpUnreachable was reached");
                return WAVE_TRAP;
            case SPVRT_OpIgnoreIntersectionKHR:
            case SPVRT_OpTerminateRayKHR:
                exec_rt_end_invocation(w, op);
                end_invocations(s, w->active);
                goto next;
            default:
                exec_trap(w, op, exec_first_lane(w->active), "no handler (internal error)");
                return WAVE_TRAP;
            }
        }
        /* a block without a terminator cannot be in a valid module */
        exec_trap(w, NULL, exec_first_lane(w->active), "a block ended without a terminator");
        return WAVE_TRAP;
    next:;
    }
}

/* The compiled code's traps (src/jit), with the interpreter's words. */
static void jit_trap_steps(exec_wave *w, uint32_t op, uint32_t lane, uint64_t max_steps)
{
    exec_trap(w, op == EXEC_NONE ? NULL : &w->program->ops[op], lane,
              "the step limit (%llu instructions for one subgroup) was reached: the shader may never end",
              (unsigned long long)max_steps);
}

static void jit_trap_unreachable(exec_wave *w, uint32_t op, uint32_t lane)
{
    exec_trap(w, &w->program->ops[op], lane, "OpUnreachable was reached");
}

/* The wave's entry function on the compiled code while it can (no lanes parked for repacking); the calls it
 * hands over (EXEC_JIT_HANDOFF at OpFunctionCall) run on the interpreter, which gives the wave back when the call
 * returns; the same frame and registers throughout. */
static int run_wave(exec_wave *w, uint64_t max_steps)
{
    wave_state *s = w->run_state;
    exec_jit_fn fn = exec_jit_function(w->program->jit);
    if (!fn || s->pool || s->at_barrier)
        return run_wave_loop(w, max_steps, false, false);
    const exec_dispatch_state *d = w->dispatch;
    for (;;) {
        if (s->depth == 1) {
            exec_jit_call call = {w, &s->frames[0], w->regs, w->program->ops, d ? d->regions : NULL,
                                  d ? d->region_count : 0, max_steps, jit_trap_steps, jit_trap_unreachable};
            int r = fn(&call);
            if (r != EXEC_JIT_HANDOFF)
                return r == EXEC_JIT_DONE ? WAVE_DONE : r == EXEC_JIT_BARRIER ? WAVE_BARRIER : WAVE_TRAP;
        }
        int r = run_wave_loop(w, max_steps, false, true);
        if (r != WAVE_JIT_RESUME)
            return r;
    }
}

static int run_wave_traced(exec_wave *w, uint64_t max_steps)
{
    return run_wave_loop(w, max_steps, true, false);
}

uint32_t exec_wave_call_stack(const exec_wave *w, uint32_t *functions, uint32_t *call_ops, uint32_t max)
{
    const wave_state *s = w->run_state;
    uint32_t n = s->depth < max ? s->depth : max;
    for (uint32_t i = 0; i < n; i++) {
        functions[i] = s->frames[i].function;
        call_ops[i] = i + 1 < n ? s->frames[i].op - 1 : EXEC_NONE;
    }
    return n;
}

/* ---- workgroups and workers ---------------------------------------------------------------- */

typedef struct parked_lane {
    uint64_t key;
    uint32_t seq;           /* the order it parked in */
    uint32_t slot;
} parked_lane;

typedef struct worker {
    exec_dispatch_state *d;
    uint32_t wave_count;
    exec_wave *waves;
    wave_state *states;
    uint8_t *workgroup_memory;
    lane_pool pool;         /* a launch window's parked lanes (launch->window > 1) */
    uint32_t *order;        /* a launch window: scratch for packing */
    parked_lane *sort;
    exec_node_group *node_group; /* an execution-graph batch: the worker's workgroup state (src/graph) */
    bool failed;
} worker;

static bool repacks(const exec_dispatch_state *d)
{
    return d->launch && d->launch->window > 1 && d->program->lanes_movable;
}

static uint32_t scratch_rows(const spvrt_program *prog)
{
    uint32_t rows = 1;
    for (uint32_t i = 0; i < prog->op_count; i++)
        if (prog->ops[i].type && prog->ops[i].type->components > rows)
            rows = prog->ops[i].type->components;
    for (uint32_t b = 0; b < prog->block_count; b++) {
        uint32_t sum = 0;
        for (uint32_t i = 0; i < prog->blocks[b].phi_count; i++)
            sum += prog->phis[prog->blocks[b].first_phi + i].rows;
        if (sum > rows)
            rows = sum;
    }
    return rows;
}

/* One wave's registers, private memory and call frames, for prog. */
static bool wave_alloc(spvrt_context *ctx, const spvrt_program *prog, exec_dispatch_state *d, exec_wave *w,
                       wave_state *s, uint32_t index)
{
    size_t row_bytes = (size_t)prog->width * 8u;
    w->regs = spvrt_alloc(ctx, (size_t)prog->row_count * row_bytes + row_bytes);
    w->private_memory.size = (uint64_t)prog->private_stride * prog->width;
    w->private_memory.base = spvrt_alloc_zero(ctx, 1, (size_t)w->private_memory.size);
    s->lane_words = spvrt_alloc_zero(ctx, (size_t)EXEC_MAX_CALL_DEPTH * 2u * prog->width, sizeof(uint32_t));
    s->scratch = spvrt_alloc_zero(ctx, 1, (size_t)scratch_rows(prog) * row_bytes);
    if (!w->regs || !w->private_memory.base || !s->lane_words || !s->scratch)
        return false;
    if (prog->row_count)
        memcpy(w->regs, prog->template_regs, (size_t)prog->row_count * row_bytes);
    for (uint32_t depth = 0; depth < EXEC_MAX_CALL_DEPTH; depth++) {
        s->frames[depth].pc = s->lane_words + (size_t)depth * 2u * prog->width;
        s->frames[depth].prev = s->frames[depth].pc + prog->width;
    }
    w->row_bytes = (uint32_t)row_bytes;
    w->width = prog->width;
    w->program = prog;
    w->dispatch = d;
    w->index = index;
    w->run_state = s;
    return true;
}

static void wave_release(spvrt_context *ctx, exec_wave *w, wave_state *s)
{
    spvrt_free(ctx, w->regs);
    spvrt_free(ctx, w->private_memory.base);
    if (s) {
        spvrt_free(ctx, s->lane_words);
        spvrt_free(ctx, s->scratch);
    }
}

static bool worker_init(worker *k, exec_dispatch_state *d)
{
    const spvrt_program *prog = d->program;
    spvrt_context *ctx = prog->ctx;
    uint32_t invocations = prog->local_size[0] * prog->local_size[1] * prog->local_size[2];
    k->d = d;
    k->wave_count = (invocations + prog->width - 1) / prog->width;
    if (repacks(d)) {
        k->wave_count = d->launch->window;
        k->order = spvrt_alloc_zero(ctx, (size_t)k->wave_count * prog->width, sizeof *k->order);
        k->sort = spvrt_alloc_zero(ctx, (size_t)k->wave_count * prog->width, sizeof *k->sort);
        if (!k->order || !k->sort || !pool_init(ctx, &k->pool, prog, k->wave_count * prog->width, d->launch->lane_data_bytes))
            return false;
    }
    k->waves = spvrt_alloc_zero(ctx, k->wave_count, sizeof *k->waves);
    k->states = spvrt_alloc_zero(ctx, k->wave_count, sizeof *k->states);
    k->workgroup_memory = spvrt_alloc_zero(ctx, 1, (size_t)prog->workgroup_size + 1u);
    if (!k->waves || !k->states || !k->workgroup_memory)
        return false;
    for (uint32_t i = 0; i < k->wave_count; i++) {
        exec_wave *w = &k->waves[i];
        if (!wave_alloc(ctx, prog, d, w, &k->states[i], i))
            return false;
        w->workgroup_memory.base = k->workgroup_memory;
        w->workgroup_memory.size = prog->workgroup_size;
        if (repacks(d) && d->launch->lane_data_bytes &&
            !(w->lane_data = spvrt_alloc_zero(ctx, prog->width, d->launch->lane_data_bytes)))
            return false;
    }
    return true;
}

static void worker_free(worker *k, spvrt_context *ctx)
{
    for (uint32_t i = 0; k->waves && i < k->wave_count; i++) {
        if (k->d && k->d->launch && k->waves[i].rt)
            k->d->launch->end_worker(&k->waves[i], k->d->launch->user);
        spvrt_free(ctx, k->waves[i].lane_data);
        wave_release(ctx, &k->waves[i], k->states ? &k->states[i] : NULL);
    }
    spvrt_free(ctx, k->waves);
    spvrt_free(ctx, k->states);
    spvrt_free(ctx, k->workgroup_memory);
    spvrt_free(ctx, k->order);
    spvrt_free(ctx, k->sort);
    pool_free(ctx, &k->pool);
    if (k->d && k->d->nodes && k->node_group)
        k->d->nodes->end_worker(k->node_group, k->d->nodes->user);
}

/* ---- waves of another program (src/rt: the stages a trace calls) ---------------------------------- */

exec_wave *exec_wave_create(spvrt_context *ctx, const spvrt_program *prog, exec_dispatch_state *d)
{
    exec_wave *w = spvrt_alloc_zero(ctx, 1, sizeof *w + sizeof(wave_state));
    if (!w)
        return NULL;
    wave_state *s = (wave_state *)(w + 1);
    if (!wave_alloc(ctx, prog, d, w, s, 0)) {
        exec_wave_destroy(ctx, w);
        return NULL;
    }
    return w;
}

void exec_wave_destroy(spvrt_context *ctx, exec_wave *w)
{
    if (!w)
        return;
    wave_release(ctx, w, (wave_state *)(w + 1));
    spvrt_free(ctx, w);
}

/* A wave about to start on the lanes of live: nothing run, Private memory as initialized. */
static void reset_wave(exec_wave *w, wave_state *s, uint64_t live)
{
    const spvrt_program *prog = w->program;
    w->live = live;
    w->steps = 0;
    w->trapped = false;
    w->end_lanes = 0;
    s->done = false;
    s->at_barrier = false;
    s->depth = 0;
    if (prog->private_reset)
        for (uint64_t m = live; m; m &= m - 1)
            memcpy(w->private_memory.base + (size_t)exec_first_lane(m) * prog->private_stride, prog->private_init,
                   prog->private_stride);
}

static uint64_t first_lanes(uint32_t lanes)
{
    return lanes == 64 ? UINT64_MAX : (1ull << lanes) - 1;
}

void exec_wave_start(exec_wave *w, uint64_t live)
{
    reset_wave(w, w->run_state, live);
    enter_function(w->run_state, w->program, w->program->entry_function, live);
}

bool exec_wave_finish(exec_wave *w)
{
    for (;;) {
        int status = run_wave(w, w->dispatch->max_steps);
        if (status == WAVE_TRAP && w->end_lanes) {
            w->trapped = false;
            end_invocations(w->run_state, w->end_lanes);
            w->end_lanes = 0;
            continue;
        }
        return status == WAVE_DONE;
    }
}

const char *exec_wave_trap(const exec_wave *w, const exec_op **op, uint32_t *lane)
{
    const wave_state *s = w->run_state;
    *op = s->trap_op;
    *lane = s->trap_lane;
    return s->message;
}

static void record_trap(exec_dispatch_state *d, const exec_wave *w, uint64_t group)
{
    const wave_state *s = w->run_state;
    const spvrt_program *prog = d->program;
    pthread_mutex_lock(&d->lock);
    if ((!d->has_trap || group < d->trap_group) && d->launch) {
        /* a ray-tracing launch: a group is a wave of launch indices, x fastest */
        const uint32_t *size = d->launch->size;
        uint64_t index = w->invocation[s->trap_lane];
        d->has_trap = true;
        d->trap_group = group;
        snprintf(d->trap_message, sizeof d->trap_message, "trap at launch index (%u, %u, %u): %s",
                 (uint32_t)(index % size[0]), (uint32_t)(index / size[0] % size[1]),
                 (uint32_t)(index / ((uint64_t)size[0] * size[1])), s->message);
        d->trap_inst_index = s->trap_op ? s->trap_op->inst_index : UINT32_MAX;
        d->trap_word_offset = s->trap_op ? s->trap_op->word_offset : 0;
    } else if (!d->has_trap || group < d->trap_group) {
        const uint32_t *size = prog->local_size;
        uint32_t index = w->index * w->width + s->trap_lane;
        uint32_t local[3] = {index % size[0], index / size[0] % size[1], index / (size[0] * size[1])};
        char node[128] = "";
        if (d->nodes && d->nodes->describe)
            d->nodes->describe(group, node, sizeof node, d->nodes->user);
        d->has_trap = true;
        d->trap_group = group;
        snprintf(d->trap_message, sizeof d->trap_message,
                 "trap in %.127sworkgroup (%u, %u, %u), invocation (%u, %u, %u) [global (%u, %u, %u)]: %.700s",
                 node, w->workgroup[0], w->workgroup[1], w->workgroup[2], local[0], local[1], local[2],
                 w->workgroup[0] * size[0] + local[0], w->workgroup[1] * size[1] + local[1],
                 w->workgroup[2] * size[2] + local[2], s->message);
        d->trap_inst_index = s->trap_op ? s->trap_op->inst_index : UINT32_MAX;
        d->trap_word_offset = s->trap_op ? s->trap_op->word_offset : 0;
    }
    uint_fast64_t seen = atomic_load(&d->trapped_group);
    while (group < seen && !atomic_compare_exchange_weak(&d->trapped_group, &seen, group)) {
    }
    pthread_mutex_unlock(&d->lock);
}



/* Wave number `wave` of a launch: its lanes are launch indices wave * width ... */
static void start_launch_wave(exec_dispatch_state *d, exec_wave *w, wave_state *s, uint64_t wave, uint32_t lanes)
{
    const spvrt_program *prog = d->program;
    reset_wave(w, s, first_lanes(lanes));
    for (uint32_t l = 0; l < lanes; l++)
        w->invocation[l] = wave * prog->width + l;
    d->launch->begin_wave(w, wave * prog->width, d->launch->user);
    enter_function(s, prog, prog->entry_function, w->live);
}

static void run_workgroup(worker *k, uint64_t group)
{
    exec_dispatch_state *d = k->d;
    const spvrt_program *prog = d->program;
    const spvrt_dispatch *dispatch = d->dispatch;
    uint32_t invocations = prog->local_size[0] * prog->local_size[1] * prog->local_size[2];
    if (d->launch) {
        /* a ray-tracing launch: one wave of launch indices (the last one partial) */
        uint64_t first = group * prog->width, left = d->launch->invocations - first;
        invocations = left < prog->width ? (uint32_t)left : prog->width;
    }
    uint32_t id[3] = {0, 0, 0};
    if (d->nodes) {
        if (!d->nodes->begin_group(group, id, &k->node_group, d->nodes->user)) {
            pthread_mutex_lock(&d->lock);
            d->out_of_memory = true;
            pthread_mutex_unlock(&d->lock);
            atomic_store(&d->trapped_group, 0);
            return;
        }
    } else if (!d->launch) {
        id[0] = (uint32_t)(group % dispatch->group_count[0]);
        id[1] = (uint32_t)(group / dispatch->group_count[0] % dispatch->group_count[1]);
        id[2] = (uint32_t)(group / ((uint64_t)dispatch->group_count[0] * dispatch->group_count[1]));
    }
    memcpy(k->workgroup_memory, prog->workgroup_init, prog->workgroup_size);
    for (uint32_t i = 0; i < k->wave_count; i++) {
        exec_wave *w = &k->waves[i];
        wave_state *s = &k->states[i];
        uint32_t first = i * prog->width;
        uint32_t lanes = invocations - first < prog->width ? invocations - first : prog->width;
        memcpy(w->workgroup, id, sizeof id);
        w->node = d->nodes ? k->node_group : NULL;
        if (d->launch) {
            start_launch_wave(d, w, s, group, lanes);
        } else {
            reset_wave(w, s, first_lanes(lanes));
            write_builtins(w, dispatch, k->wave_count);
            enter_function(s, prog, prog->entry_function, w->live);
        }
    }
    uint32_t remaining = k->wave_count;
    while (remaining) {
        for (uint32_t i = 0; i < k->wave_count; i++) {
            wave_state *s = &k->states[i];
            if (s->done)
                continue;
            bool traced = d->debug && group == d->debug->group && i == d->debug->wave;
            int status = traced ? run_wave_traced(&k->waves[i], d->max_steps) : run_wave(&k->waves[i], d->max_steps);
            if (traced) {
                d->debug->reached = true;
                if (status == WAVE_DONE)
                    d->debug->finished = true;
            }
            if (status == WAVE_TRAP) {
                record_trap(d, &k->waves[i], group);
                if (d->nodes)
                    d->nodes->end_group(group, true, k->node_group, d->nodes->user);
                return;
            }
            if (status == WAVE_DONE) {
                s->done = true;
                remaining--;
            }
        }
    }
    if (d->nodes)
        d->nodes->end_group(group, false, k->node_group, d->nodes->user);
}

static int compare_parked(const void *a, const void *b)
{
    const parked_lane *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* A launch window: waves first .. first + count - 1 of launch indices run together; whenever every lane has
 * ended or parked at a repack point, the parked lanes are packed into full waves by point (in the order they
 * parked) and go on.  The window is the unit of the trap report's order (the lowest window's trap). */
static void run_launch_window(worker *k, uint64_t first, uint32_t count)
{
    exec_dispatch_state *d = k->d;
    const spvrt_program *prog = d->program;
    lane_pool *pool = &k->pool;
    pool_reset(pool);
    uint32_t running = 0;
    for (uint32_t i = 0; i < count; i++) {
        uint64_t left = d->launch->invocations - (first + i) * prog->width;
        k->states[i].pool = pool;
        k->states[i].resume_op = EXEC_NONE;
        start_launch_wave(d, &k->waves[i], &k->states[i], first + i, left < prog->width ? (uint32_t)left : prog->width);
        running++;
    }
    exec_repack_stats *stats = d->launch->stats;
    for (;;) {
        uint64_t reached = 0;
        for (uint32_t i = 0; i < running; i++) {
            exec_wave *w = &k->waves[i];
            uint32_t parked_before = pool->parked_count;
            int status = run_wave(w, d->max_steps);
            if (status == WAVE_TRAP) {
                record_trap(d, w, first);
                return;
            }
            reached += pool->parked_count != parked_before;
        }
        if (!pool->parked_count)
            return;
        /* pack: the lanes of each point in the order they parked, a full wave after another, as many waves
           as the window has; the lanes that do not fit stay parked for the next round */
        uint32_t taken = 0, waves = 0, kept = 0, leftover_at = 0, leftover = 0;
        uint64_t moved = 0;
        uint32_t lead = 0;
        while (taken < pool->parked_count && waves < count) {
            /* the first parked lane not packed yet names the point */
            while (pool->parked[lead] == EXEC_NONE)
                lead++;
            const lane_state *point = pool_slot(pool, pool->parked[lead]);
            /* the lanes of the point, sorted by key (stable: the order they parked breaks ties) */
            uint32_t n = 0;
            for (uint32_t j = lead; j < pool->parked_count; j++) {
                uint32_t slot = pool->parked[j];
                if (slot == EXEC_NONE || !same_point(point, pool_slot(pool, slot)))
                    continue;
                k->sort[n].key = pool_slot(pool, slot)->key;
                k->sort[n].seq = n;
                k->sort[n].slot = slot;
                n++;
                pool->parked[j] = EXEC_NONE;
            }
            qsort(k->sort, n, sizeof *k->sort, compare_parked);
            for (uint32_t j = 0; j < n; j++)
                k->order[j] = k->sort[j].slot;
            uint32_t resume_op = point->op[point->depth - 1];
            for (uint32_t at = 0; at < n && waves < count;) {
                uint32_t lanes = n - at < prog->width ? n - at : prog->width;
                for (uint32_t i = 0; i < lanes; i++) {
                    const lane_state *st = pool_slot(pool, k->order[at + i]);
                    moved += st->lane != i || st->invocation / prog->width != first + waves;
                }
                resume_lanes(&k->waves[waves], pool, k->order + at, lanes);
                d->launch->resume_wave(&k->waves[waves], &prog->ops[resume_op], d->launch->user);
                at += lanes;
                taken += lanes;
                waves++;
                if (at < n && waves == count) {
                    /* no wave left: the rest of the point stays parked, first in the next round */
                    leftover_at = at;
                    leftover = n - at;
                }
            }
        }
        for (uint32_t j = 0; j < pool->parked_count; j++)
            if (pool->parked[j] != EXEC_NONE)
                pool->parked[kept++] = pool->parked[j];
        if (leftover) {
            memmove(pool->parked + leftover, pool->parked, (size_t)kept * sizeof *pool->parked);
            memcpy(pool->parked, k->order + leftover_at, (size_t)leftover * sizeof *pool->parked);
            kept += leftover;
        }
        if (stats) {
            atomic_fetch_add(&stats->parked, taken);
            atomic_fetch_add(&stats->moved, moved);
            atomic_fetch_add(&stats->waves_before, reached);
            atomic_fetch_add(&stats->waves_after, waves);
        }
        pool->parked_count = kept;
        running = waves;
    }
}

static void *worker_main(void *arg)
{
    worker *k = arg;
    exec_dispatch_state *d = k->d;
    if (repacks(d)) {
        for (;;) {
            uint64_t first = atomic_fetch_add(&d->next_group, k->wave_count);
            if (first >= d->group_total || first > atomic_load(&d->trapped_group))
                break;
            uint64_t left = d->group_total - first;
            run_launch_window(k, first, left < k->wave_count ? (uint32_t)left : k->wave_count);
        }
        return NULL;
    }
    for (;;) {
        uint64_t group = atomic_fetch_add(&d->next_group, 1);
        if (group >= d->group_total || group > atomic_load(&d->trapped_group))
            break;
        run_workgroup(k, group);
    }
    return NULL;
}

/* ---- the dispatch ---------------------------------------------------------------------------- */

static int compare_device_buffers(const void *a, const void *b)
{
    const spvrt_device_buffer *x = a, *y = b;
    return x->address < y->address ? -1 : x->address > y->address;
}

static int compare_accels(const void *a, const void *b)
{
    const spvrt_accel_address *x = a, *y = b;
    return x->address < y->address ? -1 : x->address > y->address;
}

spvrt_result exec_error(spvrt_context *ctx, spvrt_result result, const char *fmt, ...)
{
    char message[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
    spvrt_diag(ctx, &where, "%s", message);
    return result;
}

/* The image, texel-buffer and sampler descriptors (image.c): each
 * spvrt_image_binding checked (a valid image description with the memory
 * it needs, a view inside it whose format is supported and of the image's
 * texel size: Vulkan's size-compatible views) and recorded for its region;
 * an image's region is also its memory, for OpImageTexelPointer. */
/* spvrt_dispatch.trace: where the traced invocation is (no session when the dispatch has no such
 * invocation: on_end then says it was not reached). */
static spvrt_result start_trace(spvrt_context *ctx, exec_dispatch_state *d)
{
    const spvrt_program *prog = d->program;
    const spvrt_dispatch *dispatch = d->dispatch;
    if (!dispatch->trace->on_stop)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "a traced dispatch needs an on_stop function");
    if (!prog->debug_ids)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                              "a traced dispatch needs a program prepared with debug_symbols");
    const uint32_t *id = dispatch->trace->global_id;
    uint32_t group[3], local[3];
    for (int k = 0; k < 3; k++) {
        group[k] = id[k] / prog->local_size[k];
        local[k] = id[k] % prog->local_size[k];
        if (group[k] >= dispatch->group_count[k])
            return SPVRT_SUCCESS;
    }
    uint32_t index = local[0] + prog->local_size[0] * (local[1] + prog->local_size[1] * local[2]);
    exec_debug_session *s = exec_debug_session_create(prog, dispatch->trace);
    if (!s)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    s->group = group[0] + (uint64_t)dispatch->group_count[0] * (group[1] + (uint64_t)dispatch->group_count[1] * group[2]);
    s->wave = index / prog->width;
    s->lane = index % prog->width;
    d->debug = s;
    return SPVRT_SUCCESS;
}

static spvrt_result resolve_images(spvrt_context *ctx, exec_dispatch_state *d)
{
    const spvrt_program *prog = d->program;
    const spvrt_dispatch *dispatch = d->dispatch;
    if (dispatch->image_count && !dispatch->images)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "image_count without images");
    if (!dispatch->image_count)
        return SPVRT_SUCCESS;
    d->image_bindings = spvrt_alloc_zero(ctx, prog->region_count, sizeof *d->image_bindings);
    if (!d->image_bindings)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    for (uint32_t i = 0; i < dispatch->image_count; i++) {
        const spvrt_image_binding *b = &dispatch->images[i];
        const spvrt_image *im = b->image;
        if (!im && !b->sampler)
            return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                  "descriptor set %u, binding %u: neither an image nor a sampler", b->descriptor_set,
                                  b->binding);
        if (im) {
            uint64_t need = spvrt_image_size(im);
            if (!need)
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u: the image description is invalid (format %u, "
                                      "%u x %u x %u, %u layers, %u levels, %u samples)",
                                      b->descriptor_set, b->binding, im->format, im->width, im->height, im->depth,
                                      im->array_layers, im->mip_levels, im->samples);
            if (!im->data || im->size < need)
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u: the image needs %llu bytes of data",
                                      b->descriptor_set, b->binding, (unsigned long long)need);
            uint32_t view_format = b->view_format ? b->view_format : im->format;
            if (!spvrt_format_supported(view_format) ||
                spvrt_format_texel_size(view_format) != spvrt_format_texel_size(im->format))
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u: view format %u is not supported or not "
                                      "size-compatible with the image's format %u",
                                      b->descriptor_set, b->binding, view_format, im->format);
            if (b->base_level >= im->mip_levels || b->level_count > im->mip_levels - b->base_level ||
                b->base_layer >= im->array_layers || b->layer_count > im->array_layers - b->base_layer)
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u: the view's levels or layers are outside the "
                                      "image", b->descriptor_set, b->binding);
        }
        for (uint32_t j = 0; j < prog->binding_count; j++) {
            const exec_binding *e = &prog->bindings[j];
            if (e->set != b->descriptor_set || e->binding != b->binding)
                continue;
            if (!e->image)
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u is not an image or sampler descriptor",
                                      b->descriptor_set, b->binding);
            if (b->array_index >= e->count)
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u: element %u is past the array's %u elements",
                                      b->descriptor_set, b->binding, b->array_index, e->count);
            uint32_t region = e->first_region + b->array_index;
            d->image_bindings[region] = b;
            if (im) {
                d->regions[region].base = im->data;
                d->regions[region].size = im->size;
            }
        }
    }
    return SPVRT_SUCCESS;
}

static spvrt_result resolve_resources(spvrt_context *ctx, exec_dispatch_state *d)
{
    const spvrt_program *prog = d->program;
    const spvrt_dispatch *dispatch = d->dispatch;
    d->region_count = prog->region_count;
    d->regions = spvrt_alloc_zero(ctx, prog->region_count, sizeof *d->regions);
    if (!d->regions)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    if (dispatch->push_constant_size && !dispatch->push_constants)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "push constant size without data");
    d->regions[EXEC_REGION_PUSH_CONSTANT].base = (uint8_t *)(uintptr_t)dispatch->push_constants;
    d->regions[EXEC_REGION_PUSH_CONSTANT].size = dispatch->push_constant_size;
    for (uint32_t i = 0; i < dispatch->binding_count; i++) {
        const spvrt_binding *b = &dispatch->bindings[i];
        if (!b->data && b->size)
            return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                  "descriptor set %u, binding %u: a size without data", b->descriptor_set, b->binding);
        for (uint32_t j = 0; j < prog->binding_count; j++) {
            const exec_binding *e = &prog->bindings[j];
            if (e->set != b->descriptor_set || e->binding != b->binding)
                continue;
            if (e->image)
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u is an image or sampler: bind it through "
                                      "spvrt_dispatch.images", b->descriptor_set, b->binding);
            if (b->array_index >= e->count)
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "descriptor set %u, binding %u: element %u is past the array's %u elements",
                                      b->descriptor_set, b->binding, b->array_index, e->count);
            exec_memory *m = &d->regions[e->first_region + b->array_index];
            m->base = b->data;
            m->size = b->size;
        }
    }
    spvrt_result r = resolve_images(ctx, d);
    if (r != SPVRT_SUCCESS)
        return r;
    d->device_buffer_count = dispatch->device_buffer_count;
    if (d->device_buffer_count) {
        d->device_buffers = spvrt_alloc(ctx, (size_t)d->device_buffer_count * sizeof *d->device_buffers);
        if (!d->device_buffers)
            return SPVRT_ERROR_OUT_OF_MEMORY;
        memcpy(d->device_buffers, dispatch->device_buffers, (size_t)d->device_buffer_count * sizeof *d->device_buffers);
        qsort(d->device_buffers, d->device_buffer_count, sizeof *d->device_buffers, compare_device_buffers);
        for (uint32_t i = 0; i < d->device_buffer_count; i++) {
            const spvrt_device_buffer *b = &d->device_buffers[i];
            if (!b->address || !b->data || b->size > UINT64_MAX - b->address ||
                (i && d->device_buffers[i - 1].address + d->device_buffers[i - 1].size > b->address))
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "device buffer at 0x%llx: addresses must be non-zero and must not overlap",
                                      (unsigned long long)b->address);
        }
    }
    d->accel_count = dispatch->accel_count;
    if (d->accel_count) {
        if (!dispatch->accels)
            return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT, "accel_count without accels");
        d->accels = spvrt_alloc(ctx, (size_t)d->accel_count * sizeof *d->accels);
        if (!d->accels)
            return SPVRT_ERROR_OUT_OF_MEMORY;
        memcpy(d->accels, dispatch->accels, (size_t)d->accel_count * sizeof *d->accels);
        qsort(d->accels, d->accel_count, sizeof *d->accels, compare_accels);
        for (uint32_t i = 0; i < d->accel_count; i++) {
            const spvrt_accel_address *a = &d->accels[i];
            if (!a->address || !a->top || (i && d->accels[i - 1].address == a->address))
                return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                                      "acceleration structure at 0x%llx: addresses must be non-zero and distinct, "
                                      "each with a structure", (unsigned long long)a->address);
        }
    }
    return SPVRT_SUCCESS;
}

static uint32_t core_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1u : n > 256 ? 256u : (uint32_t)n;
}

static atomic_uint_fast64_t dispatch_serial;

spvrt_result exec_dispatch_state_init(spvrt_context *ctx, exec_dispatch_state *d, const spvrt_program *program,
                                      const spvrt_dispatch *dispatch)
{
    memset(d, 0, sizeof *d);
    d->program = program;
    d->dispatch = dispatch;
    d->serial = atomic_fetch_add(&dispatch_serial, 1) + 1;
    d->max_steps = dispatch->max_steps ? dispatch->max_steps : SPVRT_DEFAULT_MAX_STEPS;
    atomic_init(&d->next_group, 0);
    atomic_init(&d->trapped_group, UINT64_MAX);
    pthread_mutex_init(&d->lock, NULL);
    return resolve_resources(ctx, d);
}

void exec_dispatch_state_release(spvrt_context *ctx, exec_dispatch_state *d)
{
    spvrt_free(ctx, d->regions);
    spvrt_free(ctx, d->image_bindings);
    spvrt_free(ctx, d->device_buffers);
    spvrt_free(ctx, d->accels);
    pthread_mutex_destroy(&d->lock);
    d->regions = NULL;
    d->image_bindings = NULL;
    d->device_buffers = NULL;
    d->accels = NULL;
}

spvrt_result spvrt_program_dispatch(spvrt_context *ctx, const spvrt_program *program, const spvrt_dispatch *dispatch)
{
    if (!ctx || !program || !dispatch)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    if (exec_is_ray_tracing_model(program->execution_model))
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                              "a ray-tracing shader runs in a ray-tracing pipeline (spvrt_rt_trace), not a dispatch");
    return exec_run(ctx, program, dispatch, NULL);
}

static spvrt_result run_groups(spvrt_context *ctx, const spvrt_program *program, const spvrt_dispatch *dispatch,
                               const exec_launch *launch, const exec_node_batch *nodes);

spvrt_result exec_run(spvrt_context *ctx, const spvrt_program *program, const spvrt_dispatch *dispatch,
                      const exec_launch *launch)
{
    return run_groups(ctx, program, dispatch, launch, NULL);
}

spvrt_result exec_run_nodes(spvrt_context *ctx, const spvrt_program *program, const spvrt_dispatch *dispatch,
                            const exec_node_batch *nodes)
{
    return run_groups(ctx, program, dispatch, NULL, nodes);
}

static spvrt_result run_groups(spvrt_context *ctx, const spvrt_program *program, const spvrt_dispatch *dispatch,
                               const exec_launch *launch, const exec_node_batch *nodes)
{
    spvrt_diag_reset(ctx);
    uint64_t groups = (uint64_t)dispatch->group_count[0] * dispatch->group_count[1] * dispatch->group_count[2];
    if (launch)
        groups = (launch->invocations + program->width - 1) / program->width;
    if (nodes)
        groups = nodes->groups;
    if (groups == 0)
        return SPVRT_SUCCESS;
    uint64_t per_group = (uint64_t)program->local_size[0] * program->local_size[1] * program->local_size[2];
    uint64_t limit = dispatch->max_invocations ? dispatch->max_invocations : SPVRT_DEFAULT_MAX_INVOCATIONS;
    if (launch && launch->invocations > limit)
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                              "launch %u x %u x %u exceeds the limit of %llu invocations", launch->size[0],
                              launch->size[1], launch->size[2], (unsigned long long)limit);
    if (!launch && (groups > UINT64_MAX / per_group || groups * per_group > limit))
        return exec_error(ctx, SPVRT_ERROR_INVALID_ARGUMENT,
                              "dispatch %u x %u x %u of %llu-invocation workgroups exceeds the limit of %llu "
                              "invocations", dispatch->group_count[0], dispatch->group_count[1],
                              dispatch->group_count[2], (unsigned long long)per_group, (unsigned long long)limit);
    exec_dispatch_state d;
    spvrt_result result = exec_dispatch_state_init(ctx, &d, program, dispatch);
    d.group_total = groups;
    d.launch = launch;
    d.nodes = nodes;
    if (result == SPVRT_SUCCESS && dispatch->trace && launch)
        result = exec_error(ctx, SPVRT_ERROR_UNSUPPORTED, "tracing an invocation of a ray-tracing launch is "
                                "not supported yet");
    if (result == SPVRT_SUCCESS && dispatch->trace)
        result = start_trace(ctx, &d);
    uint32_t threads = dispatch->threads ? dispatch->threads : core_count();
    if (threads > groups)
        threads = (uint32_t)groups;
    if (threads > 256)
        threads = 256;
    /* every thread holds one workgroup's registers and variables: at most 4 GB in all */
    uint64_t memory_threads = (4ull << 30) / (program->workgroup_bytes ? program->workgroup_bytes : 1);
    if (threads > memory_threads)
        threads = memory_threads ? (uint32_t)memory_threads : 1;
    worker *workers = NULL;
    pthread_t *handles = NULL;
    uint32_t started = 0, prepared = 0;
    if (result == SPVRT_SUCCESS) {
        workers = spvrt_alloc_zero(ctx, threads, sizeof *workers);
        handles = spvrt_alloc_zero(ctx, threads, sizeof *handles);
        if (!workers || !handles)
            result = SPVRT_ERROR_OUT_OF_MEMORY;
    }
    for (; result == SPVRT_SUCCESS && prepared < threads; prepared++)
        if (!worker_init(&workers[prepared], &d))
            result = SPVRT_ERROR_OUT_OF_MEMORY;
    if (result == SPVRT_SUCCESS) {
        for (uint32_t i = 1; i < threads; i++) {
            if (pthread_create(&handles[i], NULL, worker_main, &workers[i]) != 0)
                break;
            started = i;
        }
        worker_main(&workers[0]);
        for (uint32_t i = 1; i <= started; i++)
            pthread_join(handles[i], NULL);
    }
    for (uint32_t i = 0; workers && i < threads; i++)
        worker_free(&workers[i], ctx);
    spvrt_free(ctx, workers);
    spvrt_free(ctx, handles);
    if (result == SPVRT_SUCCESS && d.out_of_memory)
        result = SPVRT_ERROR_OUT_OF_MEMORY;
    exec_dispatch_state_release(ctx, &d);
    if (dispatch->trace && result == SPVRT_SUCCESS && dispatch->trace->on_end)
        dispatch->trace->on_end(dispatch->trace->user, d.debug && d.debug->reached, d.debug && d.debug->finished);
    exec_debug_session_free(d.debug);
    if (result == SPVRT_ERROR_OUT_OF_MEMORY)
        return exec_error(ctx, result, "out of memory for the dispatch");
    if (result != SPVRT_SUCCESS)
        return result;
    if (d.has_trap) {
        spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = d.trap_inst_index,
                                  .word_offset = d.trap_word_offset};
        spvrt_buffer text;
        spvrt_buffer_init(&text, ctx);
        if (d.trap_inst_index != UINT32_MAX) {
            const spvrt_instruction *inst = &program->module->insts[d.trap_inst_index];
            where.result_id = inst->result;
            spvrt_names names;
            bool named = spvrt_names_build(&names, program->module);
            spvrt_text_instruction(&text, program->module, named ? &names : NULL, inst);
            if (named)
                spvrt_names_free(&names);
            spvrt_buffer_putc(&text, '\0');
            if (!text.failed)
                where.instruction = text.data;
        }
        where.rule = "TRAP";
        spvrt_diag(ctx, &where, "%s", d.trap_message);
        spvrt_buffer_free(&text);
        return SPVRT_ERROR_TRAP;
    }
    return SPVRT_SUCCESS;
}
