/* spvrt jit: a prepared program compiled to native wave code with LLVM's C
 * API and ORC (docs/jit.md; the contract is in jit.h).
 *
 * One LLVM function per program runs a wave of W lanes (the subgroup size):
 * every register row is a <W x iN> value (rows of constants are read from
 * the wave's registers; rows that only compiled ops touch live in allocas,
 * which LLVM promotes to SSA registers; rows a handler reads or writes stay
 * in the wave's registers), divergence is an i64 lane mask as in run.c.
 * Control flow is run.c's: while every unfinished lane stands at one block
 * (the frame's uniform flag) a branch on which the active lanes agree is a
 * direct jump; otherwise each lane's block number goes to the frame's pc[]
 * and the dispatcher runs the lowest-numbered block any lane stands at.
 * Steps are counted per block entered, as run.c counts them. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "jit.h"
#include "../exec/native.h"

#ifndef SPVRT_HAVE_LLVM

struct exec_jit {
    int unused;
};

bool exec_jit_available(void)
{
    return false;
}

exec_jit *exec_jit_compile(spvrt_context *ctx, const spvrt_program *program, char *why, size_t why_size,
                           double *compile_ms, bool *cached)
{
    (void)ctx;
    (void)program;
    *compile_ms = 0;
    *cached = false;
    snprintf(why, why_size, "this build of spvrt has no compiling backend (LLVM was not found)");
    return NULL;
}

exec_jit_fn exec_jit_function(const exec_jit *jit)
{
    (void)jit;
    return NULL;
}

void exec_jit_free(exec_jit *jit)
{
    (void)jit;
}

#else

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

/* Bumped whenever the generated code changes meaning for the same IR (the IR is the cache key). */
#define JIT_ABI "spvrt-jit-1"

/* ---- the process-wide ORC instance and the loaded code ---------------------------------------------- */

typedef struct loaded_code {
    uint64_t key[2];
    LLVMOrcResourceTrackerRef tracker;
    exec_jit_fn fn;
    uint32_t refs;
    struct loaded_code *next;
} loaded_code;

struct exec_jit {
    loaded_code *code;
};

static pthread_once_t jit_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t jit_lock = PTHREAD_MUTEX_INITIALIZER;
static LLVMOrcLLJITRef jit_instance;
static char *host_cpu, *host_features, *host_triple;
static char jit_init_error[256];
static loaded_code *jit_loaded;

static void set_error(char *out, size_t size, const char *what, LLVMErrorRef err)
{
    char *msg = LLVMGetErrorMessage(err);
    snprintf(out, size, "%s: %s", what, msg);
    LLVMDisposeErrorMessage(msg);
}

static void jit_init(void)
{
    if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter()) {
        snprintf(jit_init_error, sizeof jit_init_error, "LLVM has no target for this machine");
        return;
    }
    host_cpu = LLVMGetHostCPUName();
    host_features = LLVMGetHostCPUFeatures();
    host_triple = LLVMGetDefaultTargetTriple();
    LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
    LLVMErrorRef err = LLVMOrcCreateLLJIT(&jit_instance, builder);
    if (err) {
        set_error(jit_init_error, sizeof jit_init_error, "LLVM ORC", err);
        jit_instance = NULL;
        return;
    }
    /* memcpy and the like, should the code generator call them */
    LLVMOrcDefinitionGeneratorRef gen;
    err = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, LLVMOrcLLJITGetGlobalPrefix(jit_instance), NULL,
                                                               NULL);
    if (err)
        LLVMConsumeError(err);
    else
        LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(jit_instance), gen);
}

bool exec_jit_available(void)
{
    pthread_once(&jit_once, jit_init);
    return jit_instance != NULL;
}

/* ---- the builder ----------------------------------------------------------------------------------- */

typedef struct jit_builder {
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMValueRef fn;
    const spvrt_program *prog;
    const exec_function *entry;
    uint32_t W;
    char *why;
    size_t why_size;
    bool failed;

    LLVMTypeRef i1, i8, i16, i32, i64, ptr, f32, f64, voidt;
    LLVMTypeRef mask_int;           /* iW */
    LLVMTypeRef mask_vec;           /* <W x i1> */
    LLVMTypeRef handler_type, trap_steps_type, trap_unreachable_type;

    /* the call's fields, loaded at entry */
    LLVMValueRef call, w, f, regs, ops, regions, region_count, max_steps;
    /* state: allocas */
    LLVMValueRef active, uniform, upc, uprev, done, steps, phi_uniform, ret;
    LLVMValueRef wait_min;          /* divergent: the lowest block a remaining lane outside the mask stands at */
    LLVMValueRef fmask;
    LLVMValueRef *row_slot;         /* per row: an alloca, or NULL (in the wave's registers) */
    LLVMTypeRef *row_type;          /* per row with a slot */
    bool *row_in_memory;
    /* rows defined and used in one block only (and not across a barrier): plain SSA values of that block,
       never stored (no lane outside the block's mask reads them, nothing after the block does) */
    bool *row_local;
    LLVMValueRef *local_value;      /* the current block's values of local rows */
    bool *row_touched;              /* the entry function's ops or phis name it (the others: no alloca) */
    LLVMBasicBlockRef *entry_bb, *body_bb; /* per program block (of the entry function) */
    LLVMBasicBlockRef dispatch_bb, exit_bb;
    /* resume points: the op after each OpControlBarrier */
    uint32_t *resume_op;
    LLVMBasicBlockRef *resume_bb;
    uint32_t resume_count;
    /* the current block's mask, reloaded at every basic block start */
    LLVMValueRef cur_active, cur_mask;
    uint32_t cur_block;
} jit_builder;

static void fail(jit_builder *jb, const char *fmt, ...) SPVRT_PRINTF(2, 3);
static void fail(jit_builder *jb, const char *fmt, ...)
{
    if (jb->failed)
        return;
    jb->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(jb->why, jb->why_size, fmt, ap);
    va_end(ap);
}

static LLVMValueRef c32(jit_builder *jb, uint64_t v)
{
    return LLVMConstInt(jb->i32, v, false);
}

static LLVMValueRef c64(jit_builder *jb, uint64_t v)
{
    return LLVMConstInt(jb->i64, v, false);
}

static LLVMTypeRef int_type(jit_builder *jb, uint32_t bytes)
{
    return bytes == 1 ? jb->i8 : bytes == 2 ? jb->i16 : bytes == 4 ? jb->i32 : jb->i64;
}

static LLVMTypeRef vec_type(jit_builder *jb, uint32_t bytes)
{
    return LLVMVectorType(int_type(jb, bytes), jb->W);
}

static LLVMValueRef splat(jit_builder *jb, LLVMTypeRef scalar, uint64_t v)
{
    LLVMValueRef k = LLVMConstInt(scalar, v, false);
    LLVMValueRef *e = malloc(sizeof *e * jb->W);
    for (uint32_t i = 0; i < jb->W; i++)
        e[i] = k;
    LLVMValueRef r = LLVMConstVector(e, jb->W);
    free(e);
    return r;
}

static LLVMValueRef splat_value(jit_builder *jb, LLVMValueRef scalar)
{
    LLVMTypeRef vt = LLVMVectorType(LLVMTypeOf(scalar), jb->W);
    LLVMValueRef v = LLVMBuildInsertElement(jb->b, LLVMGetUndef(vt), scalar, c32(jb, 0), "");
    return LLVMBuildShuffleVector(jb->b, v, LLVMGetUndef(vt), LLVMConstNull(LLVMVectorType(jb->i32, jb->W)), "");
}

/* A field of a struct at a byte offset: its address. */
static LLVMValueRef field(jit_builder *jb, LLVMValueRef base, size_t offset)
{
    LLVMValueRef idx = c64(jb, offset);
    return LLVMBuildGEP2(jb->b, jb->i8, base, &idx, 1, "");
}

static LLVMValueRef load_field(jit_builder *jb, LLVMTypeRef t, LLVMValueRef base, size_t offset)
{
    return LLVMBuildLoad2(jb->b, t, field(jb, base, offset), "");
}

static void store_field(jit_builder *jb, LLVMValueRef v, LLVMValueRef base, size_t offset)
{
    LLVMBuildStore(jb->b, v, field(jb, base, offset));
}

static LLVMValueRef intrinsic(jit_builder *jb, const char *name, LLVMTypeRef *types, size_t type_count,
                              LLVMValueRef *args, unsigned arg_count)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef decl = LLVMGetIntrinsicDeclaration(jb->mod, id, types, type_count);
    LLVMTypeRef ft = LLVMIntrinsicGetType(jb->ctx, id, types, type_count);
    return LLVMBuildCall2(jb->b, ft, decl, args, arg_count, "");
}

/* The lanes of an i64 mask as <W x i1>. */
static LLVMValueRef mask_to_vec(jit_builder *jb, LLVMValueRef m)
{
    LLVMValueRef t = jb->W == 64 ? m : LLVMBuildTrunc(jb->b, m, jb->mask_int, "");
    return LLVMBuildBitCast(jb->b, t, jb->mask_vec, "");
}

static LLVMValueRef vec_to_mask(jit_builder *jb, LLVMValueRef v)
{
    LLVMValueRef t = LLVMBuildBitCast(jb->b, v, jb->mask_int, "");
    return jb->W == 64 ? t : LLVMBuildZExt(jb->b, t, jb->i64, "");
}

/* Start emitting in bb: the active mask from the state. */
static void position(jit_builder *jb, LLVMBasicBlockRef bb)
{
    LLVMPositionBuilderAtEnd(jb->b, bb);
    if (jb->local_value)
        memset(jb->local_value, 0, sizeof *jb->local_value * jb->prog->row_count);
    jb->cur_active = LLVMBuildLoad2(jb->b, jb->i64, jb->active, "active");
    jb->cur_mask = mask_to_vec(jb, jb->cur_active);
}

/* ---- register rows ---- */

static uint32_t row_kind_bytes(const jit_builder *jb, uint32_t row)
{
    return row < jb->prog->row_count ? jb->prog->row_kind[row] & 0x0Fu : 0;
}

static LLVMValueRef row_address(jit_builder *jb, uint32_t row)
{
    return field(jb, jb->regs, (size_t)row * jb->W * 8u);
}

static LLVMValueRef load_row(jit_builder *jb, uint32_t row, uint32_t bytes)
{
    if (row >= jb->prog->row_count) {
        fail(jb, "a row outside the registers");
        return LLVMGetUndef(vec_type(jb, bytes));
    }
    if (jb->row_local[row]) {
        LLVMValueRef v = jb->local_value[row];
        if (!v || LLVMTypeOf(v) != vec_type(jb, bytes)) {
            fail(jb, "internal error: row %u is read before its block defines it", row);
            return LLVMGetUndef(vec_type(jb, bytes));
        }
        return v;
    }
    if (jb->row_slot[row]) {
        if (row_kind_bytes(jb, row) != bytes) {
            fail(jb, "row %u is read as %u bytes, kept as %u", row, bytes, row_kind_bytes(jb, row));
            return LLVMGetUndef(vec_type(jb, bytes));
        }
        return LLVMBuildLoad2(jb->b, jb->row_type[row], jb->row_slot[row], "");
    }
    LLVMValueRef v = LLVMBuildLoad2(jb->b, vec_type(jb, bytes), row_address(jb, row), "");
    LLVMSetAlignment(v, bytes);
    return v;
}

/* Write a row for the active lanes (the others keep their values, as run.c's masked ops). */
static void store_row(jit_builder *jb, uint32_t row, uint32_t bytes, LLVMValueRef v)
{
    if (row >= jb->prog->row_count) {
        fail(jb, "a row outside the registers");
        return;
    }
    if (jb->row_local[row]) {
        jb->local_value[row] = v;
        return;
    }
    LLVMValueRef old = load_row(jb, row, bytes);
    LLVMValueRef blended = LLVMBuildSelect(jb->b, jb->cur_mask, v, old, "");
    if (jb->row_slot[row]) {
        LLVMBuildStore(jb->b, blended, jb->row_slot[row]);
        return;
    }
    LLVMValueRef s = LLVMBuildStore(jb->b, blended, row_address(jb, row));
    LLVMSetAlignment(s, bytes);
}

static uint32_t leaf_bytes(const exec_type *t)
{
    if (!t)
        return 8;
    switch (t->kind) {
    case EXEC_BOOL: return 1;
    case EXEC_INT:
    case EXEC_FLOAT: return t->bits / 8u;
    default: return 8;
    }
}

/* Bytes of row r of a value of type t. */
static uint32_t type_row_bytes(const exec_type *t, uint32_t r)
{
    if (!t)
        return 8;
    if (t->leaf && r < t->components)
        return leaf_bytes(t->leaf[r]);
    return leaf_bytes(t->scalar ? t->scalar : t);
}

/* ---- which ops are compiled, which call their handler ---- */

typedef enum op_plan {
    PLAN_HANDLER = 0,
    PLAN_ARITH,
    PLAN_ROWS,
    PLAN_MEMORY,
    PLAN_SUBGROUP,
    PLAN_CONTROL
} op_plan;

static op_plan plan_of(const exec_op *op)
{
    if (!op->run)
        return PLAN_CONTROL;
    if (exec_arithmetic_native(op))
        return PLAN_ARITH;
    const exec_row_run *runs;
    uint32_t count;
    if (exec_composite_row_runs(op, &runs, &count))
        return PLAN_ROWS;
    if (exec_memory_native(op).form != EXEC_MEMORY_OTHER)
        return PLAN_MEMORY;
    uint32_t value_arg;
    if (exec_subgroup_native(op, &value_arg) != EXEC_SUBGROUP_OTHER)
        return PLAN_SUBGROUP;
    return PLAN_HANDLER;
}

static void mark_rows(jit_builder *jb, uint32_t row, uint32_t count)
{
    if (row == EXEC_NONE)
        return;
    for (uint32_t r = 0; r < count && row + r < jb->prog->row_count; r++)
        jb->row_in_memory[row + r] = true;
}

/* Rows a handler sees stay in the wave's registers. */
static void mark_handler_rows(jit_builder *jb, const exec_op *op)
{
    for (uint32_t i = 0; i < op->arg_count; i++)
        if (op->args[i].type)
            mark_rows(jb, op->args[i].row, op->args[i].type->components ? op->args[i].type->components : 1);
    if (op->result_row != EXEC_NONE && op->type)
        mark_rows(jb, op->result_row, op->type->components ? op->type->components : 1);
}

/* Which rows are local to a block (jit_builder.row_local): every use in the block that defines it, after it,
 * with no barrier between; not a phi's row or value, not a Function variable kept in rows, not a row a handler
 * sees (those stay in the wave's registers). */
static void plan_local_rows(jit_builder *jb)
{
    const spvrt_program *prog = jb->prog;
    uint32_t rows = prog->row_count;
    uint32_t *def_block = malloc(sizeof *def_block * (rows ? rows : 1));
    uint32_t *def_segment = malloc(sizeof *def_segment * (rows ? rows : 1));
    bool *nonlocal = calloc(rows ? rows : 1, sizeof *nonlocal);
    if (!def_block || !def_segment || !nonlocal) {
        free(def_block);
        free(def_segment);
        free(nonlocal);
        return; /* no local rows: slower, not wrong */
    }
    for (uint32_t r = 0; r < rows; r++)
        def_block[r] = EXEC_NONE;
    for (uint32_t i = 0; i < prog->phi_count; i++) {
        const exec_phi *phi = &prog->phis[i];
        for (uint32_t k = 0; k < phi->rows; k++) {
            if (phi->row + k < rows)
                nonlocal[phi->row + k] = jb->row_touched[phi->row + k] = true;
            for (uint32_t pair = 0; pair < phi->pair_count; pair++)
                if (phi->value_row[pair] + k < rows)
                    nonlocal[phi->value_row[pair] + k] = jb->row_touched[phi->value_row[pair] + k] = true;
        }
    }
    const exec_function *fn = jb->entry;
    for (uint32_t bi = 0; bi < fn->block_count; bi++) {
        uint32_t b = fn->first_block + bi;
        const exec_block *bl = &prog->blocks[b];
        uint32_t segment = 0;
        for (uint32_t i = bl->first_op; i < bl->first_op + bl->op_count; i++) {
            const exec_op *op = &prog->ops[i];
            if (!op->run && ((op->flags & EXEC_OP_BARRIER) || op->opcode == SPVRT_OpFunctionCall))
                segment++;
            for (uint32_t a = 0; a < op->arg_count; a++) {
                if (!op->args[a].type || op->args[a].row == EXEC_NONE)
                    continue;
                uint32_t n = op->args[a].type->components ? op->args[a].type->components : 1;
                for (uint32_t k = 0; k < n && op->args[a].row + k < rows; k++) {
                    uint32_t r = op->args[a].row + k;
                    jb->row_touched[r] = true;
                    if (def_block[r] != b || def_segment[r] != segment)
                        nonlocal[r] = true;
                }
            }
            exec_memory_info info = exec_memory_native(op);
            if (info.form == EXEC_MEMORY_REGISTER_LOAD || info.form == EXEC_MEMORY_REGISTER_STORE) {
                for (uint32_t k = 0; k < info.components && info.row + k < rows; k++)
                    nonlocal[info.row + k] = jb->row_touched[info.row + k] = true;
                for (uint32_t k = 0; k < info.components && info.value_row != EXEC_NONE &&
                                     info.value_row + k < rows; k++)
                    if (def_block[info.value_row + k] != b || def_segment[info.value_row + k] != segment)
                        nonlocal[info.value_row + k] = true;
            }
            if (info.form == EXEC_MEMORY_CHAIN_INDEX32 && info.index_row < rows)
                jb->row_touched[info.index_row] = true;
            if (info.form == EXEC_MEMORY_CHAIN_INDEX32 && info.index_row < rows &&
                (def_block[info.index_row] != b || def_segment[info.index_row] != segment))
                nonlocal[info.index_row] = true;
            if (op->result_row != EXEC_NONE && op->type) {
                uint32_t n = op->type->components ? op->type->components : 1;
                for (uint32_t k = 0; k < n && op->result_row + k < rows; k++) {
                    uint32_t r = op->result_row + k;
                    jb->row_touched[r] = true;
                    if (def_block[r] != EXEC_NONE)
                        nonlocal[r] = true; /* defined twice: not SSA (never in a valid module) */
                    def_block[r] = b;
                    def_segment[r] = segment;
                }
            }
        }
    }
    for (uint32_t r = 0; r < rows; r++)
        jb->row_local[r] = def_block[r] != EXEC_NONE && !nonlocal[r] && !jb->row_in_memory[r] &&
                           (prog->row_kind[r] & 0x0Fu) != 0 && !(prog->row_kind[r] & EXEC_ROW_VARIABLE);
    free(def_block);
    free(def_segment);
    free(nonlocal);
}

static bool program_compilable(jit_builder *jb)
{
    const spvrt_program *prog = jb->prog;
    const exec_function *fn = jb->entry;
    for (uint32_t bi = 0; bi < fn->block_count; bi++) {
        const exec_block *bl = &prog->blocks[fn->first_block + bi];
        for (uint32_t i = bl->first_op; i < bl->first_op + bl->op_count; i++) {
            const exec_op *op = &prog->ops[i];
            if (op->run) {
                if (op->flags & EXEC_OP_BARRIER) {
                    fail(jb, "op %u waits for the workgroup before its handler", i);
                    return false;
                }
                continue;
            }
            switch (op->opcode) {
            case SPVRT_OpBranch:
            case SPVRT_OpBranchConditional:
            case SPVRT_OpSwitch:
            case SPVRT_OpReturn:
            case SPVRT_OpUnreachable:
            case SPVRT_OpFunctionCall: /* handed to the interpreter, which gives the wave back after the call */
                break;
            default:
                if (op->flags & EXEC_OP_BARRIER)
                    break;
                fail(jb, "opcode %u has no compiled form", op->opcode);
                return false;
            }
        }
    }
    return true;
}

/* ---- arithmetic ---- */

static LLVMValueRef as_float(jit_builder *jb, LLVMValueRef v, uint32_t bytes)
{
    return LLVMBuildBitCast(jb->b, v, LLVMVectorType(bytes == 4 ? jb->f32 : jb->f64, jb->W), "");
}

static LLVMValueRef as_int(jit_builder *jb, LLVMValueRef v, uint32_t bytes)
{
    return LLVMBuildBitCast(jb->b, v, vec_type(jb, bytes), "");
}

static LLVMValueRef bool_row(jit_builder *jb, LLVMValueRef i1v)
{
    return LLVMBuildZExt(jb->b, i1v, vec_type(jb, 1), "");
}

static LLVMRealPredicate float_predicate(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpFOrdEqual: return LLVMRealOEQ;
    case SPVRT_OpFUnordEqual: return LLVMRealUEQ;
    case SPVRT_OpFOrdNotEqual: return LLVMRealONE;
    case SPVRT_OpFUnordNotEqual: return LLVMRealUNE;
    case SPVRT_OpFOrdLessThan: return LLVMRealOLT;
    case SPVRT_OpFUnordLessThan: return LLVMRealULT;
    case SPVRT_OpFOrdGreaterThan: return LLVMRealOGT;
    case SPVRT_OpFUnordGreaterThan: return LLVMRealUGT;
    case SPVRT_OpFOrdLessThanEqual: return LLVMRealOLE;
    case SPVRT_OpFUnordLessThanEqual: return LLVMRealULE;
    case SPVRT_OpFOrdGreaterThanEqual: return LLVMRealOGE;
    default: return LLVMRealUGE; /* OpFUnordGreaterThanEqual */
    }
}

static bool int_predicate(uint32_t opcode, LLVMIntPredicate *p)
{
    switch (opcode) {
    case SPVRT_OpIEqual: *p = LLVMIntEQ; return true;
    case SPVRT_OpINotEqual: *p = LLVMIntNE; return true;
    case SPVRT_OpUGreaterThan: *p = LLVMIntUGT; return true;
    case SPVRT_OpSGreaterThan: *p = LLVMIntSGT; return true;
    case SPVRT_OpUGreaterThanEqual: *p = LLVMIntUGE; return true;
    case SPVRT_OpSGreaterThanEqual: *p = LLVMIntSGE; return true;
    case SPVRT_OpULessThan: *p = LLVMIntULT; return true;
    case SPVRT_OpSLessThan: *p = LLVMIntSLT; return true;
    case SPVRT_OpULessThanEqual: *p = LLVMIntULE; return true;
    case SPVRT_OpSLessThanEqual: *p = LLVMIntSLE; return true;
    default: return false;
    }
}

/* arithmetic.c's meaning of the integer division family, without LLVM's undefined cases. */
static LLVMValueRef emit_division(jit_builder *jb, uint32_t opcode, LLVMValueRef x, LLVMValueRef y, uint32_t bytes)
{
    LLVMTypeRef vt = vec_type(jb, bytes);
    LLVMValueRef zero = LLVMConstNull(vt), one = splat(jb, int_type(jb, bytes), 1), minus1 = LLVMConstAllOnes(vt);
    LLVMValueRef y0 = LLVMBuildICmp(jb->b, LLVMIntEQ, y, zero, "");
    if (opcode == SPVRT_OpUDiv || opcode == SPVRT_OpUMod) {
        LLVMValueRef safe = LLVMBuildSelect(jb->b, y0, one, y, "");
        LLVMValueRef r = opcode == SPVRT_OpUDiv ? LLVMBuildUDiv(jb->b, x, safe, "") : LLVMBuildURem(jb->b, x, safe, "");
        return LLVMBuildSelect(jb->b, y0, zero, r, "");
    }
    LLVMValueRef ym1 = LLVMBuildICmp(jb->b, LLVMIntEQ, y, minus1, "");
    LLVMValueRef odd = LLVMBuildOr(jb->b, y0, ym1, "");
    LLVMValueRef safe = LLVMBuildSelect(jb->b, odd, one, y, "");
    if (opcode == SPVRT_OpSDiv) {
        LLVMValueRef q = LLVMBuildSDiv(jb->b, x, safe, "");
        q = LLVMBuildSelect(jb->b, ym1, LLVMBuildSub(jb->b, zero, x, ""), q, "");
        return LLVMBuildSelect(jb->b, y0, zero, q, "");
    }
    LLVMValueRef r = LLVMBuildSRem(jb->b, x, safe, "");
    r = LLVMBuildSelect(jb->b, odd, zero, r, "");
    if (opcode == SPVRT_OpSRem)
        return r;
    /* OpSMod: the sign of the divisor */
    LLVMValueRef rneg = LLVMBuildICmp(jb->b, LLVMIntSLT, r, zero, "");
    LLVMValueRef yneg = LLVMBuildICmp(jb->b, LLVMIntSLT, y, zero, "");
    LLVMValueRef fix = LLVMBuildAnd(jb->b, LLVMBuildICmp(jb->b, LLVMIntNE, r, zero, ""),
                                    LLVMBuildXor(jb->b, rneg, yneg, ""), "");
    return LLVMBuildSelect(jb->b, fix, LLVMBuildAdd(jb->b, r, y, ""), r, "");
}

static void emit_arith(jit_builder *jb, const exec_op *op)
{
    const uint32_t n = op->type->components;
    const uint32_t opcode = op->opcode;
    for (uint32_t c = 0; c < n; c++) {
        const uint32_t rb = type_row_bytes(op->type, c);
        LLVMValueRef r = NULL;
        if (opcode == SPVRT_OpSelect) {
            bool scalar_cond = op->args[0].type->components == 1;
            LLVMValueRef k = load_row(jb, op->args[0].row + (scalar_cond ? 0 : c), 1);
            LLVMValueRef kt = LLVMBuildICmp(jb->b, LLVMIntNE, k, LLVMConstNull(vec_type(jb, 1)), "");
            r = LLVMBuildSelect(jb->b, kt, load_row(jb, op->args[1].row + c, rb), load_row(jb, op->args[2].row + c, rb),
                                "");
            store_row(jb, op->result_row + c, rb, r);
            continue;
        }
        const uint32_t ab = type_row_bytes(op->args[0].type, c);
        LLVMValueRef x = load_row(jb, op->args[0].row + c, ab);
        LLVMValueRef y = op->arg_count > 1 ? load_row(jb, op->args[1].row + c, type_row_bytes(op->args[1].type, c))
                                           : NULL;
        LLVMIntPredicate ip;
        switch (opcode) {
        case SPVRT_OpIAdd: r = LLVMBuildAdd(jb->b, x, y, ""); break;
        case SPVRT_OpISub: r = LLVMBuildSub(jb->b, x, y, ""); break;
        case SPVRT_OpIMul: r = LLVMBuildMul(jb->b, x, y, ""); break;
        case SPVRT_OpBitwiseAnd:
        case SPVRT_OpLogicalAnd: r = LLVMBuildAnd(jb->b, x, y, ""); break;
        case SPVRT_OpBitwiseOr:
        case SPVRT_OpLogicalOr: r = LLVMBuildOr(jb->b, x, y, ""); break;
        case SPVRT_OpBitwiseXor: r = LLVMBuildXor(jb->b, x, y, ""); break;
        case SPVRT_OpNot: r = LLVMBuildNot(jb->b, x, ""); break;
        case SPVRT_OpSNegate: r = LLVMBuildSub(jb->b, LLVMConstNull(LLVMTypeOf(x)), x, ""); break;
        case SPVRT_OpUDiv:
        case SPVRT_OpUMod:
        case SPVRT_OpSDiv:
        case SPVRT_OpSRem:
        case SPVRT_OpSMod: r = emit_division(jb, opcode, x, y, rb); break;
        case SPVRT_OpShiftLeftLogical:
        case SPVRT_OpShiftRightLogical:
        case SPVRT_OpShiftRightArithmetic: {
            /* the amount masked to the width (arithmetic.c E_SLL) */
            LLVMValueRef amount = LLVMBuildAnd(jb->b, y, splat(jb, int_type(jb, rb), rb * 8u - 1u), "");
            r = opcode == SPVRT_OpShiftLeftLogical ? LLVMBuildShl(jb->b, x, amount, "")
                : opcode == SPVRT_OpShiftRightLogical ? LLVMBuildLShr(jb->b, x, amount, "")
                                                      : LLVMBuildAShr(jb->b, x, amount, "");
            break;
        }
        case SPVRT_OpLogicalEqual: r = bool_row(jb, LLVMBuildICmp(jb->b, LLVMIntEQ, x, y, "")); break;
        case SPVRT_OpLogicalNotEqual: r = bool_row(jb, LLVMBuildICmp(jb->b, LLVMIntNE, x, y, "")); break;
        case SPVRT_OpLogicalNot:
            r = bool_row(jb, LLVMBuildICmp(jb->b, LLVMIntEQ, x, LLVMConstNull(LLVMTypeOf(x)), ""));
            break;
        case SPVRT_OpFNegate: r = LLVMBuildXor(jb->b, x, splat(jb, int_type(jb, rb), 1ull << (rb * 8u - 1u)), ""); break;
        case SPVRT_OpFAdd:
        case SPVRT_OpFSub:
        case SPVRT_OpFMul:
        case SPVRT_OpFDiv: {
            LLVMValueRef fx = as_float(jb, x, rb), fy = as_float(jb, y, rb);
            LLVMValueRef fr = opcode == SPVRT_OpFAdd ? LLVMBuildFAdd(jb->b, fx, fy, "")
                              : opcode == SPVRT_OpFSub ? LLVMBuildFSub(jb->b, fx, fy, "")
                              : opcode == SPVRT_OpFMul ? LLVMBuildFMul(jb->b, fx, fy, "")
                                                       : LLVMBuildFDiv(jb->b, fx, fy, "");
            r = as_int(jb, fr, rb);
            break;
        }
        case SPVRT_OpConvertFToS:
        case SPVRT_OpConvertFToU: {
            LLVMTypeRef types[2] = {vec_type(jb, 4), LLVMVectorType(jb->f32, jb->W)};
            LLVMValueRef fx = as_float(jb, x, 4);
            r = intrinsic(jb, opcode == SPVRT_OpConvertFToS ? "llvm.fptosi.sat" : "llvm.fptoui.sat", types, 2, &fx, 1);
            break;
        }
        case SPVRT_OpConvertSToF:
        case SPVRT_OpConvertUToF: {
            LLVMTypeRef ft = LLVMVectorType(jb->f32, jb->W);
            LLVMValueRef fr = opcode == SPVRT_OpConvertSToF ? LLVMBuildSIToFP(jb->b, x, ft, "")
                                                            : LLVMBuildUIToFP(jb->b, x, ft, "");
            r = as_int(jb, fr, 4);
            break;
        }
        case SPVRT_OpUConvert:
        case SPVRT_OpSConvert:
            if (ab == rb)
                r = x;
            else if (ab > rb)
                r = LLVMBuildTrunc(jb->b, x, vec_type(jb, rb), "");
            else
                r = opcode == SPVRT_OpSConvert ? LLVMBuildSExt(jb->b, x, vec_type(jb, rb), "")
                                               : LLVMBuildZExt(jb->b, x, vec_type(jb, rb), "");
            break;
        default:
            if (int_predicate(opcode, &ip)) {
                r = bool_row(jb, LLVMBuildICmp(jb->b, ip, x, y, ""));
                break;
            }
            if (opcode >= SPVRT_OpFOrdEqual && opcode <= SPVRT_OpFUnordGreaterThanEqual) {
                r = bool_row(jb, LLVMBuildFCmp(jb->b, float_predicate(opcode), as_float(jb, x, ab), as_float(jb, y, ab),
                                               ""));
                break;
            }
            fail(jb, "arithmetic opcode %u has no compiled form", opcode);
            return;
        }
        store_row(jb, op->result_row + c, rb, r);
    }
}

static void emit_rows(jit_builder *jb, const exec_op *op)
{
    const exec_row_run *runs;
    uint32_t count;
    exec_composite_row_runs(op, &runs, &count);
    /* read every source before writing (an op's rows never overlap in SSA, but keep it simple and safe) */
    for (uint32_t i = 0; i < count; i++) {
        const exec_row_run *run = &runs[i];
        for (uint32_t k = 0; k < run->rows; k++) {
            uint32_t dst = run->dst + k;
            uint32_t rb = type_row_bytes(op->type, dst - op->result_row);
            LLVMValueRef v = run->src == EXEC_NONE ? LLVMConstNull(vec_type(jb, rb)) : load_row(jb, run->src + k, rb);
            store_row(jb, dst, rb, v);
        }
    }
}

static LLVMValueRef first_lane(jit_builder *jb, LLVMValueRef mask)
{
    LLVMTypeRef t = jb->i64;
    LLVMValueRef args[2] = {mask, LLVMConstInt(jb->i1, 0, false)};
    return LLVMBuildTrunc(jb->b, intrinsic(jb, "llvm.cttz", &t, 1, args, 2), jb->i32, "");
}

/* ---- subgroup operations (the wave is the subgroup) ---- */

static void emit_subgroup(jit_builder *jb, const exec_op *op)
{
    LLVMBuilderRef b = jb->b;
    uint32_t value_arg = 0;
    if (exec_subgroup_native(op, &value_arg) == EXEC_SUBGROUP_ELECT) {
        LLVMValueRef *e = malloc(sizeof *e * jb->W);
        for (uint32_t l = 0; l < jb->W; l++)
            e[l] = c32(jb, l);
        LLVMValueRef iota = LLVMConstVector(e, jb->W);
        free(e);
        LLVMValueRef first = splat_value(jb, first_lane(jb, jb->cur_active));
        store_row(jb, op->result_row, 1, bool_row(jb, LLVMBuildICmp(b, LLVMIntEQ, iota, first, "")));
        return;
    }
    for (uint32_t c = 0; c < op->type->components; c++) {
        uint32_t bytes = type_row_bytes(op->type, c);
        LLVMTypeRef st = int_type(jb, bytes), vt = vec_type(jb, bytes);
        uint64_t bits = bytes * 8u, ones = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
        const char *name;
        uint64_t identity;
        switch (op->opcode) {
        case SPVRT_OpGroupNonUniformIAdd: name = "llvm.vector.reduce.add"; identity = 0; break;
        case SPVRT_OpGroupNonUniformIMul: name = "llvm.vector.reduce.mul"; identity = 1; break;
        case SPVRT_OpGroupNonUniformSMin: name = "llvm.vector.reduce.smin"; identity = ones >> 1; break;
        case SPVRT_OpGroupNonUniformUMin: name = "llvm.vector.reduce.umin"; identity = ones; break;
        case SPVRT_OpGroupNonUniformSMax: name = "llvm.vector.reduce.smax"; identity = (ones >> 1) + 1; break;
        case SPVRT_OpGroupNonUniformUMax: name = "llvm.vector.reduce.umax"; identity = 0; break;
        case SPVRT_OpGroupNonUniformBitwiseAnd:
        case SPVRT_OpGroupNonUniformLogicalAnd: name = "llvm.vector.reduce.and"; identity = ones; break;
        case SPVRT_OpGroupNonUniformBitwiseOr:
        case SPVRT_OpGroupNonUniformLogicalOr: name = "llvm.vector.reduce.or"; identity = 0; break;
        case SPVRT_OpGroupNonUniformBitwiseXor:
        case SPVRT_OpGroupNonUniformLogicalXor: name = "llvm.vector.reduce.xor"; identity = 0; break;
        default: fail(jb, "subgroup opcode %u has no compiled form", op->opcode); return;
        }
        if (op->opcode == SPVRT_OpGroupNonUniformLogicalAnd)
            identity = 1; /* bools are 0 or 1 */
        LLVMValueRef x = load_row(jb, op->args[value_arg].row + c, bytes);
        LLVMValueRef in = LLVMBuildSelect(b, jb->cur_mask, x, splat(jb, st, identity), "");
        LLVMValueRef r = intrinsic(jb, name, &vt, 1, &in, 1);
        store_row(jb, op->result_row + c, bytes, splat_value(jb, r));
    }
}

/* ---- handler calls and exits ---- */

static LLVMValueRef op_address(jit_builder *jb, uint32_t index)
{
    return field(jb, jb->ops, (size_t)index * sizeof(exec_op));
}

/* Leave the function with code: the frame says where the wave stands. */
static void exit_with(jit_builder *jb, int code, uint32_t block, uint32_t next_op, LLVMValueRef block_mask)
{
    if (block != EXEC_NONE) {
        const exec_block *bl = &jb->prog->blocks[block];
        store_field(jb, c32(jb, block), jb->f, offsetof(exec_frame, block));
        store_field(jb, block_mask, jb->f, offsetof(exec_frame, block_mask));
        store_field(jb, c32(jb, next_op), jb->f, offsetof(exec_frame, op));
        store_field(jb, c32(jb, bl->first_op + bl->op_count), jb->f, offsetof(exec_frame, op_end));
    }
    LLVMBuildStore(jb->b, c32(jb, (uint32_t)code), jb->ret);
    LLVMBuildBr(jb->b, jb->exit_bb);
}


static void emit_handler_call(jit_builder *jb, const exec_op *op, uint32_t index)
{
    const bool pure = (op->flags & EXEC_OP_PURE) && op->result_row != EXEC_NONE && op->type;
    const uint32_t rows = pure ? op->type->components : 0;
    LLVMValueRef *old = rows ? malloc(sizeof *old * rows) : NULL;
    for (uint32_t r = 0; r < rows; r++)
        old[r] = load_row(jb, op->result_row + r, type_row_bytes(op->type, r));
    store_field(jb, jb->cur_active, jb->w, offsetof(exec_wave, active));
    LLVMValueRef opp = op_address(jb, index);
    LLVMValueRef fnp = load_field(jb, jb->ptr, opp, offsetof(exec_op, run));
    LLVMValueRef args[2] = {jb->w, opp};
    LLVMBuildCall2(jb->b, jb->handler_type, fnp, args, 2, "");
    LLVMValueRef trapped = load_field(jb, jb->i8, jb->w, offsetof(exec_wave, trapped));
    LLVMBasicBlockRef trap_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "trapped");
    LLVMBasicBlockRef go_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "go");
    LLVMBuildCondBr(jb->b, LLVMBuildICmp(jb->b, LLVMIntNE, trapped, LLVMConstInt(jb->i8, 0, false), ""), trap_bb,
                    go_bb);
    LLVMPositionBuilderAtEnd(jb->b, trap_bb);
    exit_with(jb, EXEC_JIT_TRAP, jb->cur_block, index + 1, jb->cur_active);
    LLVMPositionBuilderAtEnd(jb->b, go_bb);
    /* a pure handler computed every lane: the inactive ones get their values back (run.c run_pure_masked) */
    for (uint32_t r = 0; r < rows; r++) {
        uint32_t bytes = type_row_bytes(op->type, r);
        LLVMValueRef now = load_row(jb, op->result_row + r, bytes);
        LLVMValueRef v = LLVMBuildSelect(jb->b, jb->cur_mask, now, old[r], "");
        LLVMValueRef s = LLVMBuildStore(jb->b, v, row_address(jb, op->result_row + r));
        LLVMSetAlignment(s, bytes);
    }
    free(old);
}

/* ---- memory ---- */

/* A row's value into the wave's registers, for a handler that reads it there. */
static void spill_row(jit_builder *jb, uint32_t row, uint32_t bytes)
{
    if (row >= jb->prog->row_count || jb->row_in_memory[row] || (!jb->row_local[row] && !jb->row_slot[row]))
        return;
    LLVMValueRef s = LLVMBuildStore(jb->b, load_row(jb, row, bytes), row_address(jb, row));
    LLVMSetAlignment(s, bytes);
}

static LLVMValueRef all_active(jit_builder *jb, LLVMValueRef cond_vec)
{
    LLVMValueRef bits = vec_to_mask(jb, cond_vec);
    return LLVMBuildICmp(jb->b, LLVMIntEQ, LLVMBuildAnd(jb->b, bits, jb->cur_active, ""), jb->cur_active, "");
}

/* memory.c common_memory, inline: when every active lane's pointer reaches the same memory and `bytes` at its
 * offset lie inside it, *base (and true); else false: the handler takes the lanes one by one. */
static LLVMValueRef common_memory(jit_builder *jb, LLVMValueRef ptrs, uint32_t bytes, LLVMValueRef *base,
                                  LLVMValueRef *offsets)
{
    LLVMBuilderRef b = jb->b;
    LLVMValueRef lane = first_lane(jb, jb->cur_active);
    LLVMValueRef p0 = LLVMBuildExtractElement(b, ptrs, lane, "");
    LLVMValueRef region_bits = LLVMBuildAnd(b, p0, c64(jb, ~EXEC_OFFSET_MASK), "");
    LLVMValueRef region = LLVMBuildLShr(b, p0, c64(jb, EXEC_REGION_SHIFT), "");
    LLVMValueRef same = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildAnd(b, ptrs, splat(jb, jb->i64, ~EXEC_OFFSET_MASK), ""),
                                      splat_value(jb, region_bits), "");
    *offsets = LLVMBuildAnd(b, ptrs, splat(jb, jb->i64, EXEC_OFFSET_MASK), "");
    LLVMValueRef is_private = LLVMBuildICmp(b, LLVMIntEQ, region, c64(jb, EXEC_REGION_PRIVATE), "");
    LLVMValueRef is_workgroup = LLVMBuildICmp(b, LLVMIntEQ, region, c64(jb, EXEC_REGION_WORKGROUP), "");
    LLVMValueRef is_push = LLVMBuildICmp(b, LLVMIntEQ, region, c64(jb, EXEC_REGION_PUSH_CONSTANT), "");
    LLVMValueRef is_binding =
        LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntUGE, region, c64(jb, EXEC_REGION_FIRST_BINDING), ""),
                     LLVMBuildICmp(b, LLVMIntULT, region, jb->region_count, ""), "");
    LLVMValueRef in_regions = LLVMBuildOr(b, is_push, is_binding, "");
    /* regions[region] (region 0 when it is not one of them: a valid index) */
    LLVMValueRef index = LLVMBuildSelect(b, in_regions, region, c64(jb, 0), "");
    LLVMValueRef entry = LLVMBuildGEP2(b, jb->i8, jb->regions,
                                       (LLVMValueRef[]){LLVMBuildMul(b, index, c64(jb, sizeof(exec_memory)), "")}, 1, "");
    LLVMValueRef r_base = load_field(jb, jb->ptr, entry, offsetof(exec_memory, base));
    LLVMValueRef r_size = load_field(jb, jb->i64, entry, offsetof(exec_memory, size));
    LLVMValueRef wg_base = load_field(jb, jb->ptr, jb->w, offsetof(exec_wave, workgroup_memory.base));
    LLVMValueRef wg_size = load_field(jb, jb->i64, jb->w, offsetof(exec_wave, workgroup_memory.size));
    LLVMValueRef shared_base = LLVMBuildSelect(b, is_workgroup, wg_base, r_base, "");
    LLVMValueRef shared_size = LLVMBuildSelect(b, is_workgroup, wg_size, r_size, "");
    LLVMValueRef shared_kind = LLVMBuildOr(b, is_workgroup, in_regions, "");
    LLVMValueRef have = LLVMBuildAnd(b, LLVMBuildIsNotNull(b, shared_base, ""),
                                     LLVMBuildICmp(b, LLVMIntUGE, shared_size, c64(jb, bytes), ""), "");
    LLVMValueRef last = LLVMBuildSub(b, shared_size, c64(jb, bytes), "");
    LLVMValueRef inside = LLVMBuildICmp(b, LLVMIntULE, *offsets, splat_value(jb, last), "");
    LLVMValueRef shared_ok = LLVMBuildAnd(b, LLVMBuildAnd(b, shared_kind, have, ""), all_active(jb, inside), "");
    /* Function / Private memory: each lane inside its own slice */
    uint64_t stride = jb->prog->private_stride;
    LLVMValueRef private_ok = LLVMConstInt(jb->i1, 0, false);
    if (stride >= bytes) {
        LLVMValueRef *e = malloc(sizeof *e * jb->W);
        for (uint32_t l = 0; l < jb->W; l++)
            e[l] = c64(jb, (uint64_t)l * stride);
        LLVMValueRef lane_base = LLVMConstVector(e, jb->W);
        free(e);
        LLVMValueRef rel = LLVMBuildSub(b, *offsets, lane_base, "");
        LLVMValueRef in_slice = LLVMBuildICmp(b, LLVMIntULE, rel, splat(jb, jb->i64, stride - bytes), "");
        private_ok = LLVMBuildAnd(b, is_private, all_active(jb, in_slice), "");
    }
    LLVMValueRef priv_base = load_field(jb, jb->ptr, jb->w, offsetof(exec_wave, private_memory.base));
    *base = LLVMBuildSelect(b, is_private, priv_base, shared_base, "");
    return LLVMBuildAnd(b, all_active(jb, same), LLVMBuildOr(b, shared_ok, private_ok, ""), "");
}

/* lanes' values of `bytes` at base + offsets + leaf (the active lanes; the others from passthru): one vector load
 * when all W lanes are active and their offsets follow each other, else a gather. */
static LLVMValueRef emit_gather(jit_builder *jb, LLVMValueRef base, LLVMValueRef offsets, uint32_t leaf, uint32_t bytes,
                                LLVMValueRef passthru, LLVMValueRef contiguous)
{
    LLVMBuilderRef b = jb->b;
    LLVMTypeRef vt = vec_type(jb, bytes), pv = LLVMVectorType(jb->ptr, jb->W);
    LLVMValueRef at = leaf ? LLVMBuildAdd(b, offsets, splat(jb, jb->i64, leaf), "") : offsets;
    LLVMBasicBlockRef line = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "line");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
    LLVMBasicBlockRef one = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "one");
    LLVMBasicBlockRef scattered = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "scattered");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
    LLVMBuildCondBr(b, contiguous, line, other);
    LLVMPositionBuilderAtEnd(b, line);
    LLVMValueRef first = LLVMBuildExtractElement(b, at, c32(jb, 0), "");
    LLVMValueRef v1 = LLVMBuildLoad2(b, vt, LLVMBuildGEP2(b, jb->i8, base, &first, 1, ""), "");
    LLVMSetAlignment(v1, 1);
    LLVMBuildBr(b, join);
    /* every active lane at one address (a push constant, a uniform index): one load, every lane */
    LLVMPositionBuilderAtEnd(b, other);
    LLVMValueRef lead = LLVMBuildExtractElement(b, at, first_lane(jb, jb->cur_active), "");
    LLVMValueRef same = all_active(jb, LLVMBuildICmp(b, LLVMIntEQ, at, splat_value(jb, lead), ""));
    LLVMBuildCondBr(b, same, one, scattered);
    LLVMPositionBuilderAtEnd(b, one);
    LLVMValueRef scalar = LLVMBuildLoad2(b, int_type(jb, bytes), LLVMBuildGEP2(b, jb->i8, base, &lead, 1, ""), "");
    LLVMSetAlignment(scalar, 1);
    LLVMValueRef v3 = splat_value(jb, scalar);
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, scattered);
    LLVMTypeRef types[2] = {vt, pv};
    LLVMValueRef args[4] = {LLVMBuildGEP2(b, jb->i8, base, &at, 1, ""), c32(jb, 1), jb->cur_mask, passthru};
    LLVMValueRef v2 = intrinsic(jb, "llvm.masked.gather", types, 2, args, 4);
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, join);
    LLVMValueRef v = LLVMBuildPhi(b, vt, "");
    LLVMValueRef values[3] = {v1, v3, v2};
    LLVMBasicBlockRef from[3] = {line, one, scattered};
    LLVMAddIncoming(v, values, from, 3);
    return v;
}

static void emit_scatter(jit_builder *jb, LLVMValueRef base, LLVMValueRef offsets, uint32_t bytes, LLVMValueRef value,
                         LLVMValueRef contiguous)
{
    LLVMBuilderRef b = jb->b;
    LLVMTypeRef vt = vec_type(jb, bytes), pv = LLVMVectorType(jb->ptr, jb->W);
    LLVMBasicBlockRef line = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "line");
    LLVMBasicBlockRef scattered = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "scattered");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
    LLVMBuildCondBr(b, contiguous, line, scattered);
    LLVMPositionBuilderAtEnd(b, line);
    LLVMValueRef first = LLVMBuildExtractElement(b, offsets, c32(jb, 0), "");
    LLVMValueRef st = LLVMBuildStore(b, value, LLVMBuildGEP2(b, jb->i8, base, &first, 1, ""));
    LLVMSetAlignment(st, 1);
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, scattered);
    LLVMTypeRef types[2] = {vt, pv};
    /* overlapping lanes: the highest lane's value stays, as run.c's lane loop leaves it (LLVM LangRef
       llvm.masked.scatter) */
    LLVMValueRef args[4] = {value, LLVMBuildGEP2(b, jb->i8, base, &offsets, 1, ""), c32(jb, 1), jb->cur_mask};
    intrinsic(jb, "llvm.masked.scatter", types, 2, args, 4);
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, join);
}

/* OpLoad / OpStore through a pointer: memory.c's checks inline (common_memory), then the leaves, else the
 * handler lane by lane (which traps with the details when a lane is outside). */
static void emit_access(jit_builder *jb, const exec_op *op, uint32_t index, const exec_memory_info *info)
{
    LLVMBuilderRef b = jb->b;
    const bool load = info->form != EXEC_MEMORY_STORE_32;
    exec_leaf one = {0, 4};
    const exec_leaf *leaves = &one;
    uint32_t leaf_count = 1;
    uint64_t extent = 4;
    if (info->form == EXEC_MEMORY_LOAD_LEAVES) {
        leaves = info->layout->leaves;
        leaf_count = info->layout->leaf_count;
        extent = info->layout->extent;
    }
    bool native = info->storage_class != SPVRT_StorageClass_PhysicalStorageBuffer && leaf_count >= 1 &&
                  leaf_count <= 64 && extent <= 65536;
    for (uint32_t i = 0; native && i < leaf_count; i++)
        native = leaves[i].bytes == 1 || leaves[i].bytes == 2 || leaves[i].bytes == 4 || leaves[i].bytes == 8;
    if (!native) {
        for (uint32_t a = 0; a < op->arg_count; a++)
            if (op->args[a].type)
                for (uint32_t k = 0; k < (op->args[a].type->components ? op->args[a].type->components : 1); k++)
                    spill_row(jb, op->args[a].row + k, type_row_bytes(op->args[a].type, k));
        emit_handler_call(jb, op, index);
        for (uint32_t r = 0; load && r < leaf_count && op->type; r++) {
            uint32_t bytes = type_row_bytes(op->type, r);
            LLVMValueRef v = LLVMBuildLoad2(b, vec_type(jb, bytes), row_address(jb, op->result_row + r), "");
            LLVMSetAlignment(v, bytes);
            store_row(jb, op->result_row + r, bytes, v);
        }
        return;
    }
    LLVMValueRef ptrs = load_row(jb, op->args[0].row, 8);
    LLVMValueRef base, offsets;
    LLVMValueRef ok = common_memory(jb, ptrs, (uint32_t)extent, &base, &offsets);
    LLVMBasicBlockRef fast = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "fast");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "slow");
    LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "join");
    LLVMBuildCondBr(b, ok, fast, slow);
    LLVMPositionBuilderAtEnd(b, fast);
    /* every lane active, each the first one's offset plus its lane number times the access's bytes */
    LLVMValueRef contiguous = LLVMConstInt(jb->i1, 0, false);
    if (leaf_count == 1) {
        LLVMValueRef *e = malloc(sizeof *e * jb->W);
        for (uint32_t l = 0; l < jb->W; l++)
            e[l] = c64(jb, (uint64_t)l * leaves[0].bytes);
        LLVMValueRef iota = LLVMConstVector(e, jb->W);
        free(e);
        LLVMValueRef first = LLVMBuildExtractElement(b, offsets, c32(jb, 0), "");
        LLVMValueRef line = LLVMBuildAdd(b, splat_value(jb, first), iota, "");
        LLVMValueRef all = LLVMBuildICmp(b, LLVMIntEQ, jb->cur_active, c64(jb, jb->W == 64 ? UINT64_MAX : (1ull << jb->W) - 1), "");
        LLVMValueRef follow = LLVMBuildICmp(b, LLVMIntEQ, vec_to_mask(jb, LLVMBuildICmp(b, LLVMIntEQ, offsets, line, "")),
                                            c64(jb, jb->W == 64 ? UINT64_MAX : (1ull << jb->W) - 1), "");
        contiguous = LLVMBuildAnd(b, all, follow, "");
    }
    LLVMValueRef *fast_values = calloc(leaf_count, sizeof *fast_values);
    LLVMValueRef *slow_values = calloc(leaf_count, sizeof *slow_values);
    if (load) {
        for (uint32_t r = 0; r < leaf_count; r++) {
            uint32_t bytes = leaves[r].bytes;
            LLVMValueRef old = jb->row_local[op->result_row + r] ? LLVMGetUndef(vec_type(jb, bytes))
                                                                 : load_row(jb, op->result_row + r, bytes);
            fast_values[r] = emit_gather(jb, base, offsets, leaves[r].offset, bytes, old, contiguous);
        }
    } else {
        emit_scatter(jb, base, offsets, 4, load_row(jb, op->args[1].row, 4), contiguous);
    }
    LLVMBasicBlockRef fast_end = LLVMGetInsertBlock(b);
    LLVMBuildBr(b, join);
    /* the handler, lane by lane (it traps with the details): it reads its operands from the registers */
    LLVMPositionBuilderAtEnd(b, slow);
    spill_row(jb, op->args[0].row, 8);
    if (!load)
        spill_row(jb, op->args[1].row, 4);
    emit_handler_call(jb, op, index);
    for (uint32_t r = 0; load && r < leaf_count; r++) {
        slow_values[r] = LLVMBuildLoad2(b, vec_type(jb, leaves[r].bytes), row_address(jb, op->result_row + r), "");
        LLVMSetAlignment(slow_values[r], leaves[r].bytes);
    }
    LLVMBasicBlockRef slow_end = LLVMGetInsertBlock(b);
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, join);
    /* the phis first (LLVM wants them at the top of the block), then the rows */
    for (uint32_t r = 0; load && r < leaf_count; r++) {
        LLVMValueRef v = LLVMBuildPhi(b, vec_type(jb, leaves[r].bytes), "");
        LLVMValueRef values[2] = {fast_values[r], slow_values[r]};
        LLVMBasicBlockRef from[2] = {fast_end, slow_end};
        LLVMAddIncoming(v, values, from, 2);
        fast_values[r] = v;
    }
    for (uint32_t r = 0; load && r < leaf_count; r++)
        store_row(jb, op->result_row + r, leaves[r].bytes, fast_values[r]);
    free(fast_values);
    free(slow_values);
}

static void emit_memory(jit_builder *jb, const exec_op *op, uint32_t index)
{
    exec_memory_info info = exec_memory_native(op);
    LLVMBuilderRef b = jb->b;
    switch (info.form) {
    case EXEC_MEMORY_REGISTER_LOAD:
        for (uint32_t r = 0; r < info.components; r++) {
            uint32_t bytes = type_row_bytes(op->type, r);
            store_row(jb, op->result_row + r, bytes, load_row(jb, info.row + r, bytes));
        }
        return;
    case EXEC_MEMORY_REGISTER_STORE:
        for (uint32_t r = 0; r < info.components; r++) {
            uint32_t bytes = type_row_bytes(op->layout->type, r);
            store_row(jb, info.row + r, bytes, load_row(jb, info.value_row + r, bytes));
        }
        return;
    case EXEC_MEMORY_CHAIN_CONSTANT:
    case EXEC_MEMORY_CHAIN_INDEX32: {
        LLVMValueRef base = load_row(jb, op->args[0].row, 8);
        LLVMValueRef add = splat(jb, jb->i64, info.offset);
        if (info.form == EXEC_MEMORY_CHAIN_INDEX32) {
            LLVMValueRef idx = LLVMBuildSExt(b, load_row(jb, info.index_row, 4), vec_type(jb, 8), "");
            add = LLVMBuildAdd(b, add, LLVMBuildMul(b, idx, splat(jb, jb->i64, info.step), ""), "");
        }
        LLVMValueRef r;
        if (info.physical) {
            r = LLVMBuildAdd(b, base, add, "");
        } else {
            /* memory.c run_access_chain_index32: the signed offset, invalid outside the span */
            LLVMValueRef from = LLVMBuildSub(b, LLVMBuildXor(b, LLVMBuildAnd(b, base, splat(jb, jb->i64, EXEC_OFFSET_MASK), ""),
                                                            splat(jb, jb->i64, EXEC_OFFSET_INVALID), ""),
                                             splat(jb, jb->i64, (uint64_t)EXEC_OFFSET_SPAN), "");
            LLVMValueRef invalid_from = LLVMBuildICmp(b, LLVMIntEQ, from, splat(jb, jb->i64, (uint64_t)-EXEC_OFFSET_SPAN), "");
            LLVMValueRef to = LLVMBuildSelect(b, invalid_from, from, LLVMBuildAdd(b, from, add, ""), "");
            LLVMValueRef inside = LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntSGT, to, splat(jb, jb->i64, (uint64_t)-EXEC_OFFSET_SPAN), ""),
                                               LLVMBuildICmp(b, LLVMIntSLT, to, splat(jb, jb->i64, (uint64_t)EXEC_OFFSET_SPAN), ""), "");
            LLVMValueRef offset = LLVMBuildSelect(b, inside, LLVMBuildAnd(b, to, splat(jb, jb->i64, EXEC_OFFSET_MASK), ""),
                                                  splat(jb, jb->i64, EXEC_OFFSET_INVALID), "");
            r = LLVMBuildOr(b, LLVMBuildAnd(b, base, splat(jb, jb->i64, ~EXEC_OFFSET_MASK), ""), offset, "");
        }
        store_row(jb, op->result_row, 8, r);
        return;
    }
    case EXEC_MEMORY_LOAD_32:
    case EXEC_MEMORY_STORE_32:
    case EXEC_MEMORY_LOAD_LEAVES: emit_access(jb, op, index, &info); return;
    default: fail(jb, "memory op %u has no compiled form", index); return;
    }
}

/* ---- control flow ---- */

static void add_steps(jit_builder *jb, uint32_t block, LLVMValueRef mask)
{
    const exec_block *bl = &jb->prog->blocks[block];
    LLVMValueRef steps = LLVMBuildLoad2(jb->b, jb->i64, jb->steps, "");
    steps = LLVMBuildAdd(jb->b, steps, c64(jb, (uint64_t)bl->op_count + bl->phi_count), "");
    LLVMBuildStore(jb->b, steps, jb->steps);
    LLVMValueRef over = LLVMBuildICmp(jb->b, LLVMIntUGT, steps, jb->max_steps, "");
    LLVMBasicBlockRef trap_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "steps");
    LLVMBasicBlockRef go_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "go");
    LLVMBuildCondBr(jb->b, over, trap_bb, go_bb);
    LLVMPositionBuilderAtEnd(jb->b, trap_bb);
    store_field(jb, steps, jb->w, offsetof(exec_wave, steps));
    LLVMValueRef args[4] = {jb->w, c32(jb, bl->op_count ? bl->first_op : EXEC_NONE), first_lane(jb, mask),
                            jb->max_steps};
    LLVMValueRef fnp = load_field(jb, jb->ptr, jb->call, offsetof(exec_jit_call, trap_steps));
    LLVMBuildCall2(jb->b, jb->trap_steps_type, fnp, args, 4, "");
    LLVMBuildStore(jb->b, mask, jb->active);
    exit_with(jb, EXEC_JIT_TRAP, block, bl->first_op, mask);
    LLVMPositionBuilderAtEnd(jb->b, go_bb);
}

static uint32_t phi_pair(const exec_phi *phi, uint32_t parent)
{
    uint32_t pair = 0;
    while (pair < phi->pair_count && phi->parent_block[pair] != parent)
        pair++;
    return pair == phi->pair_count ? 0 : pair;
}

/* The phis of block, for the lanes of the current mask: from parent `from` (a block, or EXEC_NONE: each lane's
 * parent from prev, a <W x i32>). Every value is read before any is written (SPIR-V 3.32.17). */
static void emit_phis(jit_builder *jb, uint32_t block, uint32_t from, LLVMValueRef prev)
{
    const exec_block *bl = &jb->prog->blocks[block];
    uint32_t total = 0;
    for (uint32_t i = 0; i < bl->phi_count; i++)
        total += jb->prog->phis[bl->first_phi + i].rows;
    LLVMValueRef *vals = malloc(sizeof *vals * (total ? total : 1));
    uint32_t at = 0;
    for (uint32_t i = 0; i < bl->phi_count; i++) {
        const exec_phi *phi = &jb->prog->phis[bl->first_phi + i];
        for (uint32_t r = 0; r < phi->rows; r++) {
            uint32_t bytes = type_row_bytes(phi->type, r);
            LLVMValueRef v;
            if (from != EXEC_NONE) {
                v = load_row(jb, phi->value_row[phi_pair(phi, from)] + r, bytes);
            } else {
                v = load_row(jb, phi->value_row[0] + r, bytes);
                for (uint32_t k = phi->pair_count; k-- > 1;) {
                    LLVMValueRef is = LLVMBuildICmp(jb->b, LLVMIntEQ, prev, splat(jb, jb->i32, phi->parent_block[k]), "");
                    v = LLVMBuildSelect(jb->b, is, load_row(jb, phi->value_row[k] + r, bytes), v, "");
                }
            }
            vals[at++] = v;
        }
    }
    at = 0;
    for (uint32_t i = 0; i < bl->phi_count; i++) {
        const exec_phi *phi = &jb->prog->phis[bl->first_phi + i];
        for (uint32_t r = 0; r < phi->rows; r++)
            store_row(jb, phi->row + r, type_row_bytes(phi->type, r), vals[at++]);
    }
    free(vals);
}

/* A uniform branch from block `from` to `to` on which every active lane agrees: run.c sets upc and uprev and
 * enters `to` with the same lanes; here that is a jump. */
static void emit_uniform_edge(jit_builder *jb, uint32_t from, uint32_t to)
{
    LLVMBuildStore(jb->b, c32(jb, from), jb->uprev);
    LLVMBuildStore(jb->b, c32(jb, to), jb->upc);
    add_steps(jb, to, jb->cur_active);
    emit_phis(jb, to, from, NULL);
    LLVMBuildBr(jb->b, jb->body_bb[to]);
}

static LLVMValueRef frame_vector(jit_builder *jb, size_t offset)
{
    LLVMValueRef p = load_field(jb, jb->ptr, jb->f, offset);
    LLVMValueRef v = LLVMBuildLoad2(jb->b, vec_type(jb, 4), p, "");
    LLVMSetAlignment(v, 4);
    return v;
}

static void store_frame_vector(jit_builder *jb, size_t offset, LLVMValueRef v)
{
    LLVMValueRef p = load_field(jb, jb->ptr, jb->f, offset);
    LLVMValueRef s = LLVMBuildStore(jb->b, v, p);
    LLVMSetAlignment(s, 4);
}

/* The active lanes go to their targets (a <W x i32> of blocks) one by one: run.c's divergent branch.  When
 * they all go to one block below every block a waiting lane stands at, run.c's next choice is that block
 * with these lanes: a jump (their pc[] and prev[] written all the same). */
static void emit_divergent(jit_builder *jb, uint32_t block, LLVMValueRef targets, const uint32_t *possible,
                           uint32_t possible_count)
{
    LLVMBuilderRef b = jb->b;
    LLVMBuildStore(b, LLVMConstInt(jb->i1, 0, false), jb->uniform);
    LLVMValueRef pc = frame_vector(jb, offsetof(exec_frame, pc));
    LLVMValueRef prev = frame_vector(jb, offsetof(exec_frame, prev));
    store_frame_vector(jb, offsetof(exec_frame, pc), LLVMBuildSelect(b, jb->cur_mask, targets, pc, ""));
    store_frame_vector(jb, offsetof(exec_frame, prev),
                       LLVMBuildSelect(b, jb->cur_mask, splat(jb, jb->i32, block), prev, ""));
    LLVMValueRef t0 = LLVMBuildExtractElement(b, targets, first_lane(jb, jb->cur_active), "");
    LLVMValueRef same = all_active(jb, LLVMBuildICmp(b, LLVMIntEQ, targets, splat_value(jb, t0), ""));
    LLVMValueRef below = LLVMBuildICmp(b, LLVMIntULT, t0, LLVMBuildLoad2(b, jb->i32, jb->wait_min, ""), "");
    LLVMBasicBlockRef jump = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "together");
    LLVMBuildCondBr(b, LLVMBuildAnd(b, same, below, ""), jump, jb->dispatch_bb);
    LLVMPositionBuilderAtEnd(b, jump);
    LLVMValueRef s = LLVMBuildSwitch(b, t0, jb->dispatch_bb, possible_count);
    for (uint32_t i = 0; i < possible_count; i++) {
        bool dup = false;
        for (uint32_t k = 0; k < i; k++)
            dup |= possible[k] == possible[i];
        if (dup)
            continue;
        LLVMBasicBlockRef e = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "together_to");
        LLVMAddCase(s, c32(jb, possible[i]), e);
        LLVMPositionBuilderAtEnd(b, e);
        add_steps(jb, possible[i], jb->cur_active);
        emit_phis(jb, possible[i], block, NULL);
        LLVMBuildBr(b, jb->body_bb[possible[i]]);
    }
}

static void emit_branch(jit_builder *jb, const exec_op *op, uint32_t block)
{
    LLVMBuilderRef b = jb->b;
    LLVMValueRef uniform = LLVMBuildLoad2(b, jb->i1, jb->uniform, "");
    LLVMBasicBlockRef uni_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "uniform");
    LLVMBasicBlockRef div_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "divergent");
    if (op->opcode == SPVRT_OpBranch) {
        uint32_t t = ((const exec_branch *)op->data)->target[0];
        LLVMBuildCondBr(b, uniform, uni_bb, div_bb);
        LLVMPositionBuilderAtEnd(b, uni_bb);
        emit_uniform_edge(jb, block, t);
        LLVMPositionBuilderAtEnd(b, div_bb);
        emit_divergent(jb, block, splat(jb, jb->i32, t), &t, 1);
        return;
    }
    if (op->opcode == SPVRT_OpBranchConditional) {
        const exec_branch *br = op->data;
        LLVMValueRef cond = LLVMBuildICmp(b, LLVMIntNE, load_row(jb, op->args[0].row, 1), LLVMConstNull(vec_type(jb, 1)), "");
        LLVMValueRef taken = LLVMBuildAnd(b, vec_to_mask(jb, cond), jb->cur_active, "");
        LLVMBasicBlockRef t_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "true");
        LLVMBasicBlockRef f_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "false");
        LLVMBasicBlockRef mixed_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "mixed");
        LLVMValueRef targets = LLVMBuildSelect(b, cond, splat(jb, jb->i32, br->target[0]), splat(jb, jb->i32, br->target[1]), "");
        LLVMBuildCondBr(b, uniform, uni_bb, div_bb);
        LLVMPositionBuilderAtEnd(b, uni_bb);
        LLVMValueRef none = LLVMBuildICmp(b, LLVMIntEQ, taken, c64(jb, 0), "");
        LLVMValueRef all = LLVMBuildICmp(b, LLVMIntEQ, taken, jb->cur_active, "");
        LLVMBasicBlockRef not_none = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
        LLVMBuildCondBr(b, none, f_bb, not_none);
        LLVMPositionBuilderAtEnd(b, not_none);
        LLVMBuildCondBr(b, all, t_bb, mixed_bb);
        LLVMPositionBuilderAtEnd(b, t_bb);
        emit_uniform_edge(jb, block, br->target[0]);
        LLVMPositionBuilderAtEnd(b, f_bb);
        emit_uniform_edge(jb, block, br->target[1]);
        LLVMPositionBuilderAtEnd(b, mixed_bb);
        LLVMBuildBr(b, div_bb);
        LLVMPositionBuilderAtEnd(b, div_bb);
        emit_divergent(jb, block, targets, br->target, 2);
        return;
    }
    /* OpSwitch: the first case whose value matches, else the default */
    const exec_switch *sw = op->data;
    uint32_t bytes = sw->selector_bytes;
    LLVMValueRef sel = load_row(jb, op->args[0].row, bytes);
    LLVMValueRef targets = splat(jb, jb->i32, sw->default_block);
    for (uint32_t c = sw->case_count; c-- > 0;) {
        LLVMValueRef is = LLVMBuildICmp(b, LLVMIntEQ, sel, splat(jb, int_type(jb, bytes), sw->values[c]), "");
        targets = LLVMBuildSelect(b, is, splat(jb, jb->i32, sw->blocks[c]), targets, "");
    }
    LLVMValueRef t0 = LLVMBuildExtractElement(b, targets, first_lane(jb, jb->cur_active), "");
    LLVMValueRef same = all_active(jb, LLVMBuildICmp(b, LLVMIntEQ, targets, splat_value(jb, t0), ""));
    LLVMBuildCondBr(b, LLVMBuildAnd(b, uniform, same, ""), uni_bb, div_bb);
    LLVMPositionBuilderAtEnd(b, uni_bb);
    /* one edge per distinct target */
    uint32_t *seen = malloc(sizeof *seen * (sw->case_count + 1));
    uint32_t seen_count = 0;
    LLVMBasicBlockRef unreachable_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
    LLVMValueRef s = LLVMBuildSwitch(b, t0, unreachable_bb, sw->case_count + 1);
    for (uint32_t c = 0; c <= sw->case_count; c++) {
        uint32_t t = c == sw->case_count ? sw->default_block : sw->blocks[c];
        bool dup = false;
        for (uint32_t k = 0; k < seen_count; k++)
            dup |= seen[k] == t;
        if (dup)
            continue;
        seen[seen_count++] = t;
        LLVMBasicBlockRef e = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "case");
        LLVMAddCase(s, c32(jb, t), e);
        LLVMPositionBuilderAtEnd(b, e);
        emit_uniform_edge(jb, block, t);
    }
    LLVMPositionBuilderAtEnd(b, unreachable_bb);
    LLVMBuildUnreachable(b);
    LLVMPositionBuilderAtEnd(b, div_bb);
    emit_divergent(jb, block, targets, seen, seen_count);
    free(seen);
}

static void emit_block(jit_builder *jb, uint32_t block)
{
    const exec_block *bl = &jb->prog->blocks[block];
    jb->cur_block = block;
    position(jb, jb->body_bb[block]);
    for (uint32_t i = bl->first_op; i < bl->first_op + bl->op_count && !jb->failed; i++) {
        const exec_op *op = &jb->prog->ops[i];
        switch (plan_of(op)) {
        case PLAN_ARITH: emit_arith(jb, op); break;
        case PLAN_ROWS: emit_rows(jb, op); break;
        case PLAN_MEMORY: emit_memory(jb, op, i); break;
        case PLAN_SUBGROUP: emit_subgroup(jb, op); break;
        case PLAN_HANDLER: emit_handler_call(jb, op, i); break;
        case PLAN_CONTROL:
            switch (op->opcode) {
            case SPVRT_OpBranch:
            case SPVRT_OpBranchConditional:
            case SPVRT_OpSwitch: emit_branch(jb, op, block); return;
            case SPVRT_OpReturn: {
                LLVMValueRef done = LLVMBuildLoad2(jb->b, jb->i64, jb->done, "");
                LLVMBuildStore(jb->b, LLVMBuildOr(jb->b, done, jb->cur_active, ""), jb->done);
                LLVMBuildBr(jb->b, jb->dispatch_bb);
                return;
            }
            case SPVRT_OpUnreachable: {
                LLVMValueRef fnp = load_field(jb, jb->ptr, jb->call, offsetof(exec_jit_call, trap_unreachable));
                LLVMValueRef args[3] = {jb->w, c32(jb, i), first_lane(jb, jb->cur_active)};
                LLVMBuildCall2(jb->b, jb->trap_unreachable_type, fnp, args, 3, "");
                exit_with(jb, EXEC_JIT_TRAP, block, i + 1, jb->cur_active);
                return;
            }
            case SPVRT_OpFunctionCall: {
                /* the interpreter makes the call (from this op) and gives the wave back at the next op */
                LLVMBasicBlockRef resume = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "after_call");
                jb->resume_op[jb->resume_count] = i + 1;
                jb->resume_bb[jb->resume_count++] = resume;
                exit_with(jb, EXEC_JIT_HANDOFF, block, i, jb->cur_active);
                position(jb, resume);
                store_field(jb, c32(jb, EXEC_NONE), jb->f, offsetof(exec_frame, block));
                break;
            }
            default: {
                /* OpControlBarrier: the wave yields; it comes back at the next op (run.c) */
                LLVMBasicBlockRef resume = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "resume");
                jb->resume_op[jb->resume_count] = i + 1;
                jb->resume_bb[jb->resume_count++] = resume;
                exit_with(jb, EXEC_JIT_BARRIER, block, i + 1, jb->cur_active);
                position(jb, resume);
                store_field(jb, c32(jb, EXEC_NONE), jb->f, offsetof(exec_frame, block));
                break;
            }
            }
            break;
        }
    }
    if (!jb->failed)
        fail(jb, "block %u ends without a terminator", block);
}

/* ---- the function ---- */

static void emit_function(jit_builder *jb)
{
    const spvrt_program *prog = jb->prog;
    LLVMBuilderRef b = jb->b;
    const exec_function *fn = jb->entry;
    LLVMTypeRef params[1] = {jb->ptr};
    LLVMTypeRef ft = LLVMFunctionType(jb->i32, params, 1, false);
    jb->fn = LLVMAddFunction(jb->mod, "spvrt_wave", ft);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "entry");
    LLVMPositionBuilderAtEnd(b, entry);
    jb->call = LLVMGetParam(jb->fn, 0);
    jb->w = load_field(jb, jb->ptr, jb->call, offsetof(exec_jit_call, w));
    jb->f = load_field(jb, jb->ptr, jb->call, offsetof(exec_jit_call, frame));
    jb->regs = load_field(jb, jb->ptr, jb->call, offsetof(exec_jit_call, regs));
    jb->ops = load_field(jb, jb->ptr, jb->call, offsetof(exec_jit_call, ops));
    jb->regions = load_field(jb, jb->ptr, jb->call, offsetof(exec_jit_call, regions));
    jb->region_count = load_field(jb, jb->i64, jb->call, offsetof(exec_jit_call, region_count));
    jb->max_steps = load_field(jb, jb->i64, jb->call, offsetof(exec_jit_call, max_steps));

    jb->active = LLVMBuildAlloca(b, jb->i64, "active");
    jb->uniform = LLVMBuildAlloca(b, jb->i1, "uniform");
    jb->upc = LLVMBuildAlloca(b, jb->i32, "upc");
    jb->uprev = LLVMBuildAlloca(b, jb->i32, "uprev");
    jb->done = LLVMBuildAlloca(b, jb->i64, "done");
    jb->steps = LLVMBuildAlloca(b, jb->i64, "steps");
    jb->phi_uniform = LLVMBuildAlloca(b, jb->i1, "phi_uniform");
    jb->wait_min = LLVMBuildAlloca(b, jb->i32, "wait_min");
    jb->ret = LLVMBuildAlloca(b, jb->i32, "ret");
    for (uint32_t r = 0; r < prog->row_count; r++) {
        uint32_t bytes = row_kind_bytes(jb, r);
        if (jb->row_in_memory[r] || jb->row_local[r] || !jb->row_touched[r] || bytes == 0)
            continue;
        jb->row_type[r] = vec_type(jb, bytes);
        jb->row_slot[r] = LLVMBuildAlloca(b, jb->row_type[r], "");
    }
    /* the state from the frame and the wave */
    LLVMValueRef uni8 = load_field(jb, jb->i8, jb->f, offsetof(exec_frame, uniform));
    LLVMBuildStore(b, LLVMBuildICmp(b, LLVMIntNE, uni8, LLVMConstInt(jb->i8, 0, false), ""), jb->uniform);
    LLVMBuildStore(b, load_field(jb, jb->i32, jb->f, offsetof(exec_frame, upc)), jb->upc);
    LLVMBuildStore(b, load_field(jb, jb->i32, jb->f, offsetof(exec_frame, uprev)), jb->uprev);
    LLVMBuildStore(b, load_field(jb, jb->i64, jb->f, offsetof(exec_frame, done)), jb->done);
    LLVMBuildStore(b, load_field(jb, jb->i64, jb->w, offsetof(exec_wave, steps)), jb->steps);
    LLVMBuildStore(b, load_field(jb, jb->i64, jb->w, offsetof(exec_wave, active)), jb->active);
    jb->fmask = load_field(jb, jb->i64, jb->f, offsetof(exec_frame, mask));
    LLVMBuildStore(b, c32(jb, 0), jb->wait_min); /* unknown until the dispatcher chooses */
    for (uint32_t r = 0; r < prog->row_count; r++) {
        if (!jb->row_slot[r])
            continue;
        LLVMValueRef v = LLVMBuildLoad2(b, jb->row_type[r], row_address(jb, r), "");
        LLVMSetAlignment(v, row_kind_bytes(jb, r));
        LLVMBuildStore(b, v, jb->row_slot[r]);
    }

    jb->dispatch_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "dispatch");
    jb->exit_bb = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "exit");
    LLVMBasicBlockRef resume_switch = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "resume_switch");
    LLVMBasicBlockRef handoff = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "handoff");
    for (uint32_t i = 0; i < fn->block_count; i++) {
        jb->entry_bb[fn->first_block + i] = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "enter");
        jb->body_bb[fn->first_block + i] = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "body");
    }
    LLVMValueRef fblock = load_field(jb, jb->i32, jb->f, offsetof(exec_frame, block));
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, fblock, c32(jb, EXEC_NONE), ""), jb->dispatch_bb, resume_switch);

    /* handoff: the interpreter goes on from the frame */
    LLVMPositionBuilderAtEnd(b, handoff);
    LLVMBuildStore(b, c32(jb, EXEC_JIT_HANDOFF), jb->ret);
    LLVMBuildBr(b, jb->exit_bb);

    /* dispatch: run.c's choice of the next block */
    LLVMPositionBuilderAtEnd(b, jb->dispatch_bb);
    {
        LLVMValueRef done = LLVMBuildLoad2(b, jb->i64, jb->done, "");
        LLVMValueRef remaining = LLVMBuildAnd(b, jb->fmask, LLVMBuildNot(b, done, ""), "");
        LLVMBasicBlockRef finished = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "finished");
        LLVMBasicBlockRef choose = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "choose");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, remaining, c64(jb, 0), ""), finished, choose);
        LLVMPositionBuilderAtEnd(b, finished);
        LLVMBuildStore(b, c32(jb, EXEC_JIT_DONE), jb->ret);
        store_field(jb, c32(jb, EXEC_NONE), jb->f, offsetof(exec_frame, block));
        LLVMBuildBr(b, jb->exit_bb);

        LLVMPositionBuilderAtEnd(b, choose);
        LLVMValueRef uniform = LLVMBuildLoad2(b, jb->i1, jb->uniform, "");
        LLVMBasicBlockRef uni = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
        LLVMBasicBlockRef div = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
        LLVMBasicBlockRef go = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
        LLVMBuildCondBr(b, uniform, uni, div);
        LLVMPositionBuilderAtEnd(b, uni);
        LLVMValueRef best_u = LLVMBuildLoad2(b, jb->i32, jb->upc, "");
        LLVMBuildBr(b, go);
        LLVMPositionBuilderAtEnd(b, div);
        LLVMValueRef pc = frame_vector(jb, offsetof(exec_frame, pc));
        LLVMValueRef rem_vec = mask_to_vec(jb, remaining);
        LLVMValueRef cand = LLVMBuildSelect(b, rem_vec, pc, splat(jb, jb->i32, UINT32_MAX), "");
        LLVMTypeRef vt = vec_type(jb, 4);
        LLVMValueRef best_d = intrinsic(jb, "llvm.vector.reduce.umin", &vt, 1, &cand, 1);
        LLVMValueRef at = LLVMBuildAnd(b, vec_to_mask(jb, LLVMBuildICmp(b, LLVMIntEQ, pc, splat_value(jb, best_d), "")),
                                       remaining, "");
        LLVMValueRef waiting = mask_to_vec(jb, LLVMBuildAnd(b, remaining, LLVMBuildNot(b, at, ""), ""));
        LLVMValueRef others = LLVMBuildSelect(b, waiting, pc, splat(jb, jb->i32, UINT32_MAX), "");
        LLVMBuildStore(b, intrinsic(jb, "llvm.vector.reduce.umin", &vt, 1, &others, 1), jb->wait_min);
        /* reconverged: every unfinished lane is here (run.c sets it after the phis, which read the old flag) */
        LLVMValueRef all = LLVMBuildICmp(b, LLVMIntEQ, at, remaining, "");
        LLVMBasicBlockRef reconv = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
        LLVMBasicBlockRef div_go = LLVMAppendBasicBlockInContext(jb->ctx, jb->fn, "");
        LLVMBuildCondBr(b, all, reconv, div_go);
        LLVMPositionBuilderAtEnd(b, reconv);
        LLVMBuildStore(b, LLVMConstInt(jb->i1, 1, false), jb->uniform);
        LLVMBuildStore(b, best_d, jb->upc);
        LLVMBuildBr(b, div_go);
        LLVMPositionBuilderAtEnd(b, div_go);
        LLVMBuildBr(b, go);
        LLVMPositionBuilderAtEnd(b, go);
        LLVMValueRef best = LLVMBuildPhi(b, jb->i32, "best");
        LLVMValueRef mask = LLVMBuildPhi(b, jb->i64, "mask");
        LLVMValueRef phi_uni = LLVMBuildPhi(b, jb->i1, "phi_uniform");
        LLVMValueRef vb[2] = {best_u, best_d}, vm[2] = {remaining, at};
        LLVMValueRef vu[2] = {LLVMConstInt(jb->i1, 1, false), LLVMConstInt(jb->i1, 0, false)};
        LLVMBasicBlockRef from[2] = {uni, div_go};
        LLVMAddIncoming(best, vb, from, 2);
        LLVMAddIncoming(mask, vm, from, 2);
        LLVMAddIncoming(phi_uni, vu, from, 2);
        LLVMBuildStore(b, mask, jb->active);
        LLVMBuildStore(b, phi_uni, jb->phi_uniform);
        LLVMValueRef s = LLVMBuildSwitch(b, best, handoff, fn->block_count);
        for (uint32_t i = 0; i < fn->block_count; i++)
            LLVMAddCase(s, c32(jb, fn->first_block + i), jb->entry_bb[fn->first_block + i]);
    }

    /* block entries from the dispatcher: steps, phis (each lane's parent), body */
    for (uint32_t i = 0; i < fn->block_count && !jb->failed; i++) {
        uint32_t block = fn->first_block + i;
        const exec_block *bl = &prog->blocks[block];
        position(jb, jb->entry_bb[block]);
        add_steps(jb, block, jb->cur_active);
        if (bl->phi_count) {
            LLVMValueRef phi_uni = LLVMBuildLoad2(b, jb->i1, jb->phi_uniform, "");
            LLVMValueRef uprev = splat_value(jb, LLVMBuildLoad2(b, jb->i32, jb->uprev, ""));
            LLVMValueRef prev = frame_vector(jb, offsetof(exec_frame, prev));
            emit_phis(jb, block, EXEC_NONE, LLVMBuildSelect(b, phi_uni, uprev, prev, ""));
        }
        LLVMBuildBr(b, jb->body_bb[block]);
    }
    for (uint32_t i = 0; i < fn->block_count && !jb->failed; i++)
        emit_block(jb, fn->first_block + i);
    if (jb->failed)
        return;

    /* resume after a barrier: the frame's block and op */
    LLVMPositionBuilderAtEnd(b, resume_switch);
    LLVMBuildStore(b, load_field(jb, jb->i64, jb->f, offsetof(exec_frame, block_mask)), jb->active);
    LLVMValueRef fop = load_field(jb, jb->i32, jb->f, offsetof(exec_frame, op));
    LLVMValueRef s = LLVMBuildSwitch(b, fop, handoff, jb->resume_count);
    for (uint32_t i = 0; i < jb->resume_count; i++)
        LLVMAddCase(s, c32(jb, jb->resume_op[i]), jb->resume_bb[i]);

    /* exit: the state back into the frame, the wave and its registers */
    LLVMPositionBuilderAtEnd(b, jb->exit_bb);
    LLVMValueRef uniform = LLVMBuildLoad2(b, jb->i1, jb->uniform, "");
    store_field(jb, LLVMBuildZExt(b, uniform, jb->i8, ""), jb->f, offsetof(exec_frame, uniform));
    store_field(jb, LLVMBuildLoad2(b, jb->i32, jb->upc, ""), jb->f, offsetof(exec_frame, upc));
    store_field(jb, LLVMBuildLoad2(b, jb->i32, jb->uprev, ""), jb->f, offsetof(exec_frame, uprev));
    store_field(jb, LLVMBuildLoad2(b, jb->i64, jb->done, ""), jb->f, offsetof(exec_frame, done));
    store_field(jb, LLVMBuildLoad2(b, jb->i64, jb->steps, ""), jb->w, offsetof(exec_wave, steps));
    store_field(jb, LLVMBuildLoad2(b, jb->i64, jb->active, ""), jb->w, offsetof(exec_wave, active));
    for (uint32_t r = 0; r < prog->row_count; r++) {
        if (!jb->row_slot[r])
            continue;
        LLVMValueRef v = LLVMBuildLoad2(b, jb->row_type[r], jb->row_slot[r], "");
        LLVMValueRef st = LLVMBuildStore(b, v, row_address(jb, r));
        LLVMSetAlignment(st, row_kind_bytes(jb, r));
    }
    LLVMBuildRet(b, LLVMBuildLoad2(b, jb->i32, jb->ret, ""));
}

/* ---- compile, cache, load ---------------------------------------------------------------------------- */

static void hash_bytes(uint64_t h[2], const void *data, size_t size)
{
    /* two FNV-1a lanes with different offsets: a 128-bit key */
    const uint8_t *p = data;
    for (size_t i = 0; i < size; i++) {
        h[0] = (h[0] ^ p[i]) * 0x100000001b3ull;
        h[1] = (h[1] ^ p[i]) * 0x100000001b3ull;
        h[1] ^= h[1] >> 29;
    }
}

static bool cache_dir(char *out, size_t size)
{
    const char *dir = getenv("SPVRT_CACHE_DIR");
    if (dir && strcmp(dir, "off") == 0)
        return false;
    if (dir && *dir)
        return snprintf(out, size, "%s", dir) < (int)size;
    const char *xdg = getenv("XDG_CACHE_HOME");
    if (xdg && *xdg)
        return snprintf(out, size, "%s/spvrt", xdg) < (int)size;
    const char *home = getenv("HOME");
    if (home && *home)
        return snprintf(out, size, "%s/.cache/spvrt", home) < (int)size;
    return false;
}

static void make_dirs(const char *path)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = 0;
            mkdir(tmp, 0755);
            *p = '/';
        }
    }
    mkdir(tmp, 0755);
}

static char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *data = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n > 0 && fseek(f, 0, SEEK_SET) == 0 && (data = malloc((size_t)n)) != NULL) {
            if (fread(data, 1, (size_t)n, f) != (size_t)n) {
                free(data);
                data = NULL;
            } else {
                *size = (size_t)n;
            }
        }
    }
    fclose(f);
    return data;
}

static void write_file(const char *dir, const char *path, const char *data, size_t size)
{
    make_dirs(dir);
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.%d.tmp", path, (int)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return;
    bool ok = fwrite(data, 1, size, f) == size;
    ok = fclose(f) == 0 && ok;
    if (ok)
        rename(tmp, path);
    else
        remove(tmp);
}

/* A cache file: a header (magic, the key, the object's size and hash), then the object.  A file that does not
 * match (truncated, another key, damaged) is not used: the program is compiled again and the file rewritten. */
typedef struct cache_header {
    char magic[8];
    uint64_t key[2];
    uint64_t size;
    uint64_t hash[2];
} cache_header;

static const char cache_magic[8] = {'s', 'p', 'v', 'r', 't', 'j', 'i', '1'};

static void object_hash(uint64_t h[2], const char *data, size_t size)
{
    h[0] = 0xcbf29ce484222325ull;
    h[1] = 0x84222325cbf29ce4ull;
    hash_bytes(h, data, size);
}

static char *read_cached(const char *path, const uint64_t key[2], size_t *size)
{
    size_t n = 0;
    char *file = read_file(path, &n);
    if (!file)
        return NULL;
    cache_header h;
    uint64_t hash[2];
    if (n < sizeof h) {
        free(file);
        return NULL;
    }
    memcpy(&h, file, sizeof h);
    if (memcmp(h.magic, cache_magic, sizeof cache_magic) != 0 || h.key[0] != key[0] || h.key[1] != key[1] ||
        h.size != n - sizeof h) {
        free(file);
        return NULL;
    }
    object_hash(hash, file + sizeof h, (size_t)h.size);
    if (hash[0] != h.hash[0] || hash[1] != h.hash[1]) {
        free(file);
        return NULL;
    }
    memmove(file, file + sizeof h, (size_t)h.size);
    *size = (size_t)h.size;
    return file;
}

static void write_cached(const char *dir, const char *path, const uint64_t key[2], const char *data, size_t size)
{
    char *file = malloc(sizeof(cache_header) + size);
    if (!file)
        return;
    cache_header h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, cache_magic, sizeof cache_magic);
    h.key[0] = key[0];
    h.key[1] = key[1];
    h.size = size;
    object_hash(h.hash, data, size);
    memcpy(file, &h, sizeof h);
    memcpy(file + sizeof h, data, size);
    write_file(dir, path, file, sizeof h + size);
    free(file);
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* The optimized object code of the module (the function named `name`), or NULL with why. */
static LLVMMemoryBufferRef emit_object(LLVMModuleRef mod, char *why, size_t why_size)
{
    LLVMTargetRef target;
    char *msg = NULL;
    if (LLVMGetTargetFromTriple(host_triple, &target, &msg)) {
        snprintf(why, why_size, "LLVM target: %s", msg ? msg : "?");
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, host_triple, host_cpu, host_features,
                                                      LLVMCodeGenLevelDefault, LLVMRelocPIC, LLVMCodeModelJITDefault);
    LLVMSetTarget(mod, host_triple);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(mod, td);
    LLVMDisposeTargetData(td);
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(mod, "default<O2>", tm, po);
    LLVMDisposePassBuilderOptions(po);
    LLVMMemoryBufferRef obj = NULL;
    const char *dump = getenv("SPVRT_JIT_DUMP"); /* a folder: the optimized IR of each program compiled */
    if (!err && dump && *dump) {
        char path[1024];
        size_t name_length = 0;
        const char *name = LLVMGetValueName2(LLVMGetFirstFunction(mod), &name_length);
        snprintf(path, sizeof path, "%s/%.*s.ll", dump, (int)name_length, name);
        char *msg2 = NULL;
        if (LLVMPrintModuleToFile(mod, path, &msg2))
            LLVMDisposeMessage(msg2);
    }
    if (err) {
        set_error(why, why_size, "LLVM passes", err);
    } else if (LLVMTargetMachineEmitToMemoryBuffer(tm, mod, LLVMObjectFile, &msg, &obj)) {
        snprintf(why, why_size, "LLVM code generation: %s", msg ? msg : "?");
        LLVMDisposeMessage(msg);
        obj = NULL;
    }
    LLVMDisposeTargetMachine(tm);
    return obj;
}

/* Load object code (named `symbol`) into the ORC instance; jit_lock held. */
static loaded_code *load_code(const uint64_t key[2], const char *symbol, const char *data, size_t size, char *why,
                              size_t why_size)
{
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, size, symbol);
    LLVMOrcResourceTrackerRef rt = LLVMOrcJITDylibCreateResourceTracker(LLVMOrcLLJITGetMainJITDylib(jit_instance));
    LLVMErrorRef err = LLVMOrcLLJITAddObjectFileWithRT(jit_instance, rt, buf);
    if (err) {
        set_error(why, why_size, "LLVM ORC", err);
        LLVMOrcReleaseResourceTracker(rt);
        return NULL;
    }
    LLVMOrcExecutorAddress addr = 0;
    err = LLVMOrcLLJITLookup(jit_instance, &addr, symbol);
    if (err || !addr) {
        if (err)
            set_error(why, why_size, "LLVM ORC lookup", err);
        else
            snprintf(why, why_size, "LLVM ORC lookup: no %s", symbol);
        LLVMErrorRef e2 = LLVMOrcResourceTrackerRemove(rt);
        if (e2)
            LLVMConsumeError(e2);
        LLVMOrcReleaseResourceTracker(rt);
        return NULL;
    }
    loaded_code *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(why, why_size, "out of memory");
        LLVMErrorRef e2 = LLVMOrcResourceTrackerRemove(rt);
        if (e2)
            LLVMConsumeError(e2);
        LLVMOrcReleaseResourceTracker(rt);
        return NULL;
    }
    c->key[0] = key[0];
    c->key[1] = key[1];
    c->tracker = rt;
    c->fn = (exec_jit_fn)(uintptr_t)addr;
    c->refs = 1;
    c->next = jit_loaded;
    jit_loaded = c;
    return c;
}

static exec_jit *jit_of(loaded_code *c)
{
    exec_jit *j = calloc(1, sizeof *j);
    if (!j)
        return NULL;
    j->code = c;
    return j;
}

exec_jit *exec_jit_compile(spvrt_context *ctx, const spvrt_program *program, char *why, size_t why_size,
                           double *compile_ms, bool *cached)
{
    (void)ctx;
    double t0 = now_ms();
    *compile_ms = 0;
    *cached = false;
    if (!exec_jit_available()) {
        snprintf(why, why_size, "%s", jit_init_error[0] ? jit_init_error : "LLVM is not usable");
        return NULL;
    }
    jit_builder jb = {0};
    jb.prog = program;
    jb.W = program->width;
    jb.why = why;
    jb.why_size = why_size;
    jb.entry = &program->functions[program->entry_function];
    if (!program_compilable(&jb))
        return NULL;
    jb.ctx = LLVMContextCreate();
    jb.mod = LLVMModuleCreateWithNameInContext("spvrt", jb.ctx);
    jb.b = LLVMCreateBuilderInContext(jb.ctx);
    jb.i1 = LLVMInt1TypeInContext(jb.ctx);
    jb.i8 = LLVMInt8TypeInContext(jb.ctx);
    jb.i16 = LLVMInt16TypeInContext(jb.ctx);
    jb.i32 = LLVMInt32TypeInContext(jb.ctx);
    jb.i64 = LLVMInt64TypeInContext(jb.ctx);
    jb.f32 = LLVMFloatTypeInContext(jb.ctx);
    jb.f64 = LLVMDoubleTypeInContext(jb.ctx);
    jb.voidt = LLVMVoidTypeInContext(jb.ctx);
    jb.ptr = LLVMPointerTypeInContext(jb.ctx, 0);
    jb.mask_int = LLVMIntTypeInContext(jb.ctx, jb.W);
    jb.mask_vec = LLVMVectorType(jb.i1, jb.W);
    LLVMTypeRef hp[2] = {jb.ptr, jb.ptr};
    jb.handler_type = LLVMFunctionType(jb.voidt, hp, 2, false);
    LLVMTypeRef tp[4] = {jb.ptr, jb.i32, jb.i32, jb.i64};
    jb.trap_steps_type = LLVMFunctionType(jb.voidt, tp, 4, false);
    jb.trap_unreachable_type = LLVMFunctionType(jb.voidt, tp, 3, false);
    uint32_t rows = program->row_count, blocks = program->block_count;
    jb.row_slot = calloc(rows ? rows : 1, sizeof *jb.row_slot);
    jb.row_type = calloc(rows ? rows : 1, sizeof *jb.row_type);
    jb.row_in_memory = calloc(rows ? rows : 1, sizeof *jb.row_in_memory);
    jb.row_local = calloc(rows ? rows : 1, sizeof *jb.row_local);
    jb.local_value = calloc(rows ? rows : 1, sizeof *jb.local_value);
    jb.row_touched = calloc(rows ? rows : 1, sizeof *jb.row_touched);
    jb.entry_bb = calloc(blocks ? blocks : 1, sizeof *jb.entry_bb);
    jb.body_bb = calloc(blocks ? blocks : 1, sizeof *jb.body_bb);
    jb.resume_op = calloc(program->op_count + 1, sizeof *jb.resume_op);
    jb.resume_bb = calloc(program->op_count + 1, sizeof *jb.resume_bb);
    exec_jit *result = NULL;
    LLVMMemoryBufferRef obj = NULL;
    char *ir = NULL;
    if (!jb.row_slot || !jb.row_type || !jb.row_in_memory || !jb.row_local || !jb.local_value || !jb.row_touched || !jb.entry_bb || !jb.body_bb || !jb.resume_op ||
        !jb.resume_bb) {
        snprintf(why, why_size, "out of memory");
        goto done;
    }
    const exec_function *entry = jb.entry;
    for (uint32_t i = program->blocks[entry->first_block].first_op;
         entry->block_count && i < program->blocks[entry->first_block + entry->block_count - 1].first_op +
                                       program->blocks[entry->first_block + entry->block_count - 1].op_count;
         i++) {
        const exec_op *op = &program->ops[i];
        op_plan plan = plan_of(op);
        if (plan == PLAN_HANDLER || (plan == PLAN_MEMORY && exec_memory_native(op).storage_class ==
                                                                SPVRT_StorageClass_PhysicalStorageBuffer) ||
            (plan == PLAN_CONTROL && op->opcode == SPVRT_OpFunctionCall))
            mark_handler_rows(&jb, op); /* (a call: the interpreter copies its arguments and result) */
    }
    plan_local_rows(&jb);
    emit_function(&jb);
    if (jb.failed)
        goto done;
    char *verify_msg = NULL;
    if (LLVMVerifyModule(jb.mod, LLVMReturnStatusAction, &verify_msg)) {
        snprintf(why, why_size, "internal error: the generated code does not verify: %.400s", verify_msg);
        LLVMDisposeMessage(verify_msg);
        for (char *c = why; *c; c++)
            if (*c == '\n' || *c == '\r')
                *c = ' '; /* one line */
        goto done;
    }
    LLVMDisposeMessage(verify_msg);

    /* the key: the IR, the ABI, LLVM and the host */
    ir = LLVMPrintModuleToString(jb.mod);
    uint64_t key[2] = {0xcbf29ce484222325ull, 0x84222325cbf29ce4ull};
    hash_bytes(key, JIT_ABI, sizeof JIT_ABI);
    hash_bytes(key, ir, strlen(ir));
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    unsigned version[3] = {major, minor, patch};
    hash_bytes(key, version, sizeof version);
    hash_bytes(key, host_cpu, strlen(host_cpu));
    hash_bytes(key, host_features, strlen(host_features));
    char symbol[64];
    snprintf(symbol, sizeof symbol, "spvrt_wave_%016" PRIx64 "%016" PRIx64, key[0], key[1]);

    pthread_mutex_lock(&jit_lock);
    for (loaded_code *c = jit_loaded; c; c = c->next) {
        if (c->key[0] == key[0] && c->key[1] == key[1]) {
            c->refs++;
            result = jit_of(c);
            *cached = true;
            break;
        }
    }
    pthread_mutex_unlock(&jit_lock);
    if (result)
        goto done;

    char dir[900], path[1000];
    bool have_dir = cache_dir(dir, sizeof dir);
    if (have_dir)
        snprintf(path, sizeof path, "%s/%s.o", dir, symbol);
    size_t size = 0;
    char *data = have_dir ? read_cached(path, key, &size) : NULL;
    if (data) {
        *cached = true;
    } else {
        LLVMSetValueName2(jb.fn, symbol, strlen(symbol));
        obj = emit_object(jb.mod, why, why_size);
        if (!obj)
            goto done;
        size = LLVMGetBufferSize(obj);
        data = malloc(size);
        if (!data)
            goto done;
        memcpy(data, LLVMGetBufferStart(obj), size);
        if (have_dir)
            write_cached(dir, path, key, data, size);
    }
    pthread_mutex_lock(&jit_lock);
    loaded_code *c = load_code(key, symbol, data, size, why, why_size);
    pthread_mutex_unlock(&jit_lock);
    free(data);
    if (c)
        result = jit_of(c);
done:
    if (ir)
        LLVMDisposeMessage(ir);
    if (obj)
        LLVMDisposeMemoryBuffer(obj);
    LLVMDisposeBuilder(jb.b);
    LLVMDisposeModule(jb.mod);
    LLVMContextDispose(jb.ctx);
    free(jb.row_slot);
    free(jb.row_type);
    free(jb.row_in_memory);
    free(jb.row_local);
    free(jb.local_value);
    free(jb.row_touched);
    free(jb.entry_bb);
    free(jb.body_bb);
    free(jb.resume_op);
    free(jb.resume_bb);
    *compile_ms = *cached ? 0 : now_ms() - t0;
    return result;
}

exec_jit_fn exec_jit_function(const exec_jit *jit)
{
    return jit ? jit->code->fn : NULL;
}

void exec_jit_free(exec_jit *jit)
{
    if (!jit)
        return;
    pthread_mutex_lock(&jit_lock);
    loaded_code *c = jit->code;
    if (--c->refs == 0) {
        for (loaded_code **p = &jit_loaded; *p; p = &(*p)->next) {
            if (*p == c) {
                *p = c->next;
                break;
            }
        }
        LLVMErrorRef err = LLVMOrcResourceTrackerRemove(c->tracker);
        if (err)
            LLVMConsumeError(err);
        LLVMOrcReleaseResourceTracker(c->tracker);
        free(c);
    }
    pthread_mutex_unlock(&jit_lock);
    free(jit);
}

#endif
