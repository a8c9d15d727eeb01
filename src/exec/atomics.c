/* spvrt exec: the atomic family (SPIR-V "Atomic Instructions") and
 * OpMemoryBarrier.
 *
 * Instructions: OpAtomicLoad, OpAtomicStore, OpAtomicExchange,
 * OpAtomicCompareExchange(Weak), OpAtomicIIncrement, OpAtomicIDecrement,
 * OpAtomicIAdd, OpAtomicISub, OpAtomicSMin/UMin/SMax/UMax, OpAtomicAnd/Or/Xor
 * on integers of 8, 16, 32 and 64 bits (Vulkan allows 32, and 64 with
 * Int64Atomics; the narrower ones cost nothing more), OpAtomicFAddEXT,
 * OpAtomicFMinEXT and OpAtomicFMaxEXT on floats of 16, 32 and 64 bits, and
 * OpAtomicLoad / Store / Exchange on those floats (they move bits).
 *
 * Memory.  The pointer operand (args[0]) holds one pointer value per lane;
 * exec_memory_at() turns it into a bounds-checked host address.  Buffers
 * (StorageBuffer, Uniform with BufferBlock, PhysicalStorageBuffer) are shared
 * by the workgroups that run on the thread pool, so every access is a
 * GCC/Clang __atomic builtin on the host address; the operations without a
 * fetch builtin (signed/unsigned min and max, the float operations) are a
 * compare-exchange loop.  Workgroup memory, Function and Private variables
 * are only ever touched by one thread at a time (the waves of a workgroup run
 * in turn on one thread, docs/exec.md), so they use the same builtins
 * when the address is aligned and a plain read-modify-write when it is not.
 * A misaligned address in a buffer (possible with a hostile Offset or
 * PhysicalStorageBuffer address) is a trap, not undefined behaviour.
 *
 * Ordering.  Every access is sequentially consistent (__ATOMIC_SEQ_CST),
 * which is at least as strong as any Memory Semantics a shader can ask for;
 * the Scope and Semantics operands are therefore not read.  The lanes of a
 * wave execute the instruction one after the other in increasing lane order,
 * so when only one wave touches an address (e.g. all lanes incrementing one
 * counter) the values each lane gets back are deterministic: lane 0 sees the
 * oldest value.  Between workgroups the order depends on the thread pool.
 *
 * Numeric choices (deterministic where SPIR-V leaves a choice):
 *   - OpAtomicFAddEXT is the IEEE add rounded to nearest even (float16: the
 *     sum computed in float, which is exact enough for one correct rounding,
 *     then rounded to float16); with the DenormFlushToZero execution mode for
 *     that width, denormal operands and results are flushed.
 *   - OpAtomicFMinEXT / FMaxEXT follow GLSL.std.450 NMin / NMax
 *     (spvrt_glsl_nmin_*): a NaN operand gives the other operand; when the
 *     two compare equal (+0 and -0) the value in memory is kept.
 *   - When the new value of a read-modify-write has the bits of the old one,
 *     nothing is stored (the atomic load is the linearisation point).
 */
#include "exec.h"

#define SEQ __ATOMIC_SEQ_CST

/* ---- what a handler needs (op->data) --------------------------------------- */

typedef struct atomic_data {
    uint32_t storage_class;
    uint32_t bytes;             /* of the scalar in memory: 1, 2, 4 or 8 */
    bool thread_local;          /* Workgroup, Function, Private: one thread at a time */
} atomic_data;

/* The host address for lane, or NULL after a trap.  *plain is set when the
 * address is misaligned in memory no other thread can touch. */
static void *atomic_address(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t pointer, bool *plain)
{
    const atomic_data *d = op->data;
    void *a = exec_memory_at(w, op, lane, pointer, d->storage_class, d->bytes);
    if (a == NULL)
        return NULL;
    *plain = false;
    if (((uintptr_t)a & (uintptr_t)(d->bytes - 1u)) != 0) {
        if (d->thread_local) {
            *plain = true;
            return a;
        }
        exec_trap(w, op, lane, "misaligned atomic access: %u bytes at pointer 0x%016llx, not %u-byte aligned",
                  d->bytes, (unsigned long long)pointer, d->bytes);
        return NULL;
    }
    return a;
}

/* ---- the combining functions: new value from the old one and the operand ---- */

#define DEFINE_INT_COMBINE(N)                                                                            \
    static inline uint##N##_t comb_xchg_##N(uint##N##_t o, uint##N##_t v) { (void)o; return v; }         \
    static inline uint##N##_t comb_iadd_##N(uint##N##_t o, uint##N##_t v) { return (uint##N##_t)(o + v); } \
    static inline uint##N##_t comb_isub_##N(uint##N##_t o, uint##N##_t v) { return (uint##N##_t)(o - v); } \
    static inline uint##N##_t comb_and_##N(uint##N##_t o, uint##N##_t v) { return (uint##N##_t)(o & v); }  \
    static inline uint##N##_t comb_or_##N(uint##N##_t o, uint##N##_t v) { return (uint##N##_t)(o | v); }   \
    static inline uint##N##_t comb_xor_##N(uint##N##_t o, uint##N##_t v) { return (uint##N##_t)(o ^ v); }  \
    static inline uint##N##_t comb_umin_##N(uint##N##_t o, uint##N##_t v) { return v < o ? v : o; }        \
    static inline uint##N##_t comb_umax_##N(uint##N##_t o, uint##N##_t v) { return v > o ? v : o; }        \
    /* signed order = unsigned order of the values with the sign bit flipped */                          \
    static inline uint##N##_t comb_smin_##N(uint##N##_t o, uint##N##_t v) {                              \
        const uint##N##_t s = (uint##N##_t)((uint##N##_t)1 << (N - 1));                                  \
        return (uint##N##_t)(v ^ s) < (uint##N##_t)(o ^ s) ? v : o;                                       \
    }                                                                                                    \
    static inline uint##N##_t comb_smax_##N(uint##N##_t o, uint##N##_t v) {                              \
        const uint##N##_t s = (uint##N##_t)((uint##N##_t)1 << (N - 1));                                  \
        return (uint##N##_t)(v ^ s) > (uint##N##_t)(o ^ s) ? v : o;                                       \
    }
DEFINE_INT_COMBINE(8)
DEFINE_INT_COMBINE(16)
DEFINE_INT_COMBINE(32)
DEFINE_INT_COMBINE(64)

static inline uint16_t comb_fadd_16(uint16_t o, uint16_t v)
{
    return spvrt_f32_to_f16(spvrt_f16_to_f32(o) + spvrt_f16_to_f32(v), SPVRT_ROUND_RTE);
}
static inline uint16_t comb_fadd_ftz_16(uint16_t o, uint16_t v)
{
    uint16_t r = comb_fadd_16(spvrt_flush_denorm_f16(o), spvrt_flush_denorm_f16(v));
    return spvrt_flush_denorm_f16(r);
}

/* Min / max: NMin / NMax with the value in memory first, so that a tie
 * (+0 / -0) keeps it.  Float16 compares widened (exact), and picks one of
 * the two operands' bits without rounding. */
static inline uint16_t comb_fmin_16(uint16_t o, uint16_t v)
{
    float a = spvrt_f16_to_f32(o), b = spvrt_f16_to_f32(v);
    return spvrt_f32_bits(spvrt_glsl_nmin_f32(a, b)) == spvrt_f32_bits(a) ? o : v;
}
static inline uint16_t comb_fmax_16(uint16_t o, uint16_t v)
{
    float a = spvrt_f16_to_f32(o), b = spvrt_f16_to_f32(v);
    return spvrt_f32_bits(spvrt_glsl_nmax_f32(a, b)) == spvrt_f32_bits(a) ? o : v;
}

/* Float32 / float64: the operations on the values of the bits. */
#define DEFINE_FLOAT_COMBINE(N, FT)                                                                       \
    static inline uint##N##_t comb_fadd_##N(uint##N##_t o, uint##N##_t v) {                               \
        return spvrt_f##N##_bits(spvrt_f##N##_from_bits(o) + spvrt_f##N##_from_bits(v));                  \
    }                                                                                                     \
    static inline uint##N##_t comb_fadd_ftz_##N(uint##N##_t o, uint##N##_t v) {                           \
        FT r = spvrt_flush_denorm_f##N(spvrt_f##N##_from_bits(o)) +                                       \
               spvrt_flush_denorm_f##N(spvrt_f##N##_from_bits(v));                                        \
        return spvrt_f##N##_bits(spvrt_flush_denorm_f##N(r));                                             \
    }                                                                                                     \
    static inline uint##N##_t comb_fmin_##N(uint##N##_t o, uint##N##_t v) {                               \
        return spvrt_f##N##_bits(                                                                         \
            spvrt_glsl_nmin_f##N(spvrt_f##N##_from_bits(o), spvrt_f##N##_from_bits(v)));                  \
    }                                                                                                     \
    static inline uint##N##_t comb_fmax_##N(uint##N##_t o, uint##N##_t v) {                               \
        return spvrt_f##N##_bits(                                                                         \
            spvrt_glsl_nmax_f##N(spvrt_f##N##_from_bits(o), spvrt_f##N##_from_bits(v)));                  \
    }
DEFINE_FLOAT_COMBINE(32, float)
DEFINE_FLOAT_COMBINE(64, double)

/* ---- per-width memory primitives -------------------------------------------- */

/* rmw_cas_N: the read-modify-write as a compare-exchange loop; rmw_plain_N:
 * the same without atomicity (misaligned thread-local memory).  Both return
 * the old value. */
#define DEFINE_WIDTH(N)                                                                                   \
    typedef uint##N##_t (*combine_##N)(uint##N##_t, uint##N##_t);                                         \
    static inline uint##N##_t load_##N(const void *a, bool plain) {                                       \
        uint##N##_t v;                                                                                    \
        if (plain)                                                                                        \
            memcpy(&v, a, sizeof v);                                                                      \
        else                                                                                              \
            v = __atomic_load_n((const uint##N##_t *)a, SEQ);                                             \
        return v;                                                                                         \
    }                                                                                                     \
    static inline void store_##N(void *a, uint##N##_t v, bool plain) {                                    \
        if (plain)                                                                                        \
            memcpy(a, &v, sizeof v);                                                                      \
        else                                                                                              \
            __atomic_store_n((uint##N##_t *)a, v, SEQ);                                                   \
    }                                                                                                     \
    static inline uint##N##_t rmw_plain_##N(void *a, uint##N##_t v, combine_##N fn) {                     \
        uint##N##_t old;                                                                                  \
        memcpy(&old, a, sizeof old);                                                                      \
        uint##N##_t nv = fn(old, v);                                                                      \
        memcpy(a, &nv, sizeof nv);                                                                        \
        return old;                                                                                       \
    }                                                                                                     \
    static inline uint##N##_t rmw_cas_##N(void *a, uint##N##_t v, combine_##N fn) {                       \
        uint##N##_t old = __atomic_load_n((uint##N##_t *)a, SEQ);                                         \
        for (;;) {                                                                                        \
            uint##N##_t nv = fn(old, v);                                                                  \
            if (nv == old)                                                                                \
                return old;                                                                               \
            if (__atomic_compare_exchange_n((uint##N##_t *)a, &old, nv, true, SEQ, SEQ))                  \
                return old;                                                                               \
        }                                                                                                 \
    }                                                                                                     \
    static inline uint##N##_t cmpxchg_##N(void *a, uint##N##_t value, uint##N##_t comparator, bool plain) { \
        uint##N##_t old;                                                                                  \
        if (plain) {                                                                                      \
            memcpy(&old, a, sizeof old);                                                                  \
            if (old == comparator)                                                                        \
                memcpy(a, &value, sizeof value);                                                          \
            return old;                                                                                   \
        }                                                                                                 \
        old = comparator;                                                                                 \
        __atomic_compare_exchange_n((uint##N##_t *)a, &old, value, false, SEQ, SEQ);                      \
        return old;                                                                                       \
    }
DEFINE_WIDTH(8)
DEFINE_WIDTH(16)
DEFINE_WIDTH(32)
DEFINE_WIDTH(64)

/* The aligned (atomic) forms of each read-modify-write. */
#define NATIVE_xchg(N, a, v) __atomic_exchange_n((uint##N##_t *)(a), (v), SEQ)
#define NATIVE_iadd(N, a, v) __atomic_fetch_add((uint##N##_t *)(a), (v), SEQ)
#define NATIVE_isub(N, a, v) __atomic_fetch_sub((uint##N##_t *)(a), (v), SEQ)
#define NATIVE_and(N, a, v) __atomic_fetch_and((uint##N##_t *)(a), (v), SEQ)
#define NATIVE_or(N, a, v) __atomic_fetch_or((uint##N##_t *)(a), (v), SEQ)
#define NATIVE_xor(N, a, v) __atomic_fetch_xor((uint##N##_t *)(a), (v), SEQ)
#define NATIVE_umin(N, a, v) rmw_cas_##N((a), (v), comb_umin_##N)
#define NATIVE_umax(N, a, v) rmw_cas_##N((a), (v), comb_umax_##N)
#define NATIVE_smin(N, a, v) rmw_cas_##N((a), (v), comb_smin_##N)
#define NATIVE_smax(N, a, v) rmw_cas_##N((a), (v), comb_smax_##N)
#define NATIVE_fadd(N, a, v) rmw_cas_##N((a), (v), comb_fadd_##N)
#define NATIVE_fadd_ftz(N, a, v) rmw_cas_##N((a), (v), comb_fadd_ftz_##N)
#define NATIVE_fmin(N, a, v) rmw_cas_##N((a), (v), comb_fmin_##N)
#define NATIVE_fmax(N, a, v) rmw_cas_##N((a), (v), comb_fmax_##N)

/* ---- handlers ----------------------------------------------------------------- */

/* The lane loop of every handler: for each active lane in increasing order,
 * its host address a (plain: see atomic_address), then BODY; a trap ends the
 * handler.  DECLS: the rows BODY reads and writes, before the loop. */
#define ATOMIC_HANDLER(NAME, DECLS, BODY)                                                                 \
    static void NAME(exec_wave *w, const exec_op *op) {                                                   \
        const uint64_t *ptr = exec_row(w, op->args[0].row);                                               \
        DECLS                                                                                             \
        for (uint32_t l = 0; l < w->width; l++) {                                                         \
            if (!exec_lane_active(w, l))                                                                  \
                continue;                                                                                 \
            bool plain;                                                                                   \
            void *a = atomic_address(w, op, l, ptr[l], &plain);                                           \
            if (a == NULL)                                                                                \
                return;                                                                                   \
            BODY;                                                                                         \
        }                                                                                                 \
    }
#define ROW_ARG(N, NAME, I) const uint##N##_t *NAME = exec_row(w, op->args[I].row);
#define ROW_RES(N) uint##N##_t *res = exec_row(w, op->result_row);

/* A read-modify-write with a Value operand (args[3]). */
#define RMW_HANDLER(K, N)                                                                                 \
    ATOMIC_HANDLER(run_##K##_##N, ROW_ARG(N, val, 3) ROW_RES(N),                                          \
                   res[l] = plain ? rmw_plain_##N(a, val[l], comb_##K##_##N) : NATIVE_##K(N, a, val[l]))

/* OpAtomicIIncrement / OpAtomicIDecrement: no Value operand. */
#define STEP_HANDLER(NAME, K, N)                                                                          \
    ATOMIC_HANDLER(run_##NAME##_##N, ROW_RES(N),                                                          \
                   res[l] = plain ? rmw_plain_##N(a, 1u, comb_##K##_##N) : NATIVE_##K(N, a, (uint##N##_t)1u))

#define PLAIN_HANDLERS(N)                                                                                 \
    ATOMIC_HANDLER(run_load_##N, ROW_RES(N), res[l] = load_##N(a, plain))                                 \
    ATOMIC_HANDLER(run_store_##N, ROW_ARG(N, val, 3), store_##N(a, val[l], plain))                        \
    /* Pointer, Scope, Equal, Unequal, Value (args[4]), Comparator (args[5]) */                           \
    ATOMIC_HANDLER(run_cmpxchg_##N, ROW_ARG(N, val, 4) ROW_ARG(N, cmp, 5) ROW_RES(N),                     \
                   res[l] = cmpxchg_##N(a, val[l], cmp[l], plain))

#define INT_HANDLERS(N)                                                                                   \
    PLAIN_HANDLERS(N)                                                                                     \
    RMW_HANDLER(xchg, N)                                                                                  \
    RMW_HANDLER(iadd, N)                                                                                  \
    RMW_HANDLER(isub, N)                                                                                  \
    RMW_HANDLER(and, N)                                                                                   \
    RMW_HANDLER(or, N)                                                                                    \
    RMW_HANDLER(xor, N)                                                                                   \
    RMW_HANDLER(umin, N)                                                                                  \
    RMW_HANDLER(umax, N)                                                                                  \
    RMW_HANDLER(smin, N)                                                                                  \
    RMW_HANDLER(smax, N)                                                                                  \
    STEP_HANDLER(inc, iadd, N)                                                                            \
    STEP_HANDLER(dec, isub, N)
INT_HANDLERS(8)
INT_HANDLERS(16)
INT_HANDLERS(32)
INT_HANDLERS(64)

#define FLOAT_HANDLERS(N)                                                                                 \
    RMW_HANDLER(fadd, N)                                                                                  \
    RMW_HANDLER(fadd_ftz, N)                                                                              \
    RMW_HANDLER(fmin, N)                                                                                  \
    RMW_HANDLER(fmax, N)
FLOAT_HANDLERS(16)
FLOAT_HANDLERS(32)
FLOAT_HANDLERS(64)

static void run_memory_barrier(exec_wave *w, const exec_op *op)
{
    (void)w;
    (void)op;
#if defined(__SANITIZE_THREAD__)
    /* GCC's ThreadSanitizer does not model fences (-Wtsan): a seq_cst
     * read-modify-write orders as much for it. */
    static uint32_t fence_word;
    (void)__atomic_fetch_add(&fence_word, 0u, SEQ);
#else
    __atomic_thread_fence(SEQ);
#endif
}

/* ---- binding ------------------------------------------------------------------ */

enum {
    A_LOAD, A_STORE, A_XCHG, A_CMPXCHG, A_INC, A_DEC, A_IADD, A_ISUB, A_SMIN, A_UMIN, A_SMAX, A_UMAX,
    A_AND, A_OR, A_XOR, A_INT_COUNT
};
enum { F_ADD, F_ADD_FTZ, F_MIN, F_MAX, F_COUNT };

#define BY_WIDTH(K) { run_##K##_8, run_##K##_16, run_##K##_32, run_##K##_64 }
static const exec_handler int_handlers[A_INT_COUNT][4] = {
    [A_LOAD] = BY_WIDTH(load), [A_STORE] = BY_WIDTH(store), [A_XCHG] = BY_WIDTH(xchg),
    [A_CMPXCHG] = BY_WIDTH(cmpxchg), [A_INC] = BY_WIDTH(inc), [A_DEC] = BY_WIDTH(dec),
    [A_IADD] = BY_WIDTH(iadd), [A_ISUB] = BY_WIDTH(isub), [A_SMIN] = BY_WIDTH(smin),
    [A_UMIN] = BY_WIDTH(umin), [A_SMAX] = BY_WIDTH(smax), [A_UMAX] = BY_WIDTH(umax),
    [A_AND] = BY_WIDTH(and), [A_OR] = BY_WIDTH(or), [A_XOR] = BY_WIDTH(xor),
};
#define BY_FLOAT_WIDTH(K) { run_##K##_16, run_##K##_32, run_##K##_64 }
static const exec_handler float_handlers[F_COUNT][3] = {
    [F_ADD] = BY_FLOAT_WIDTH(fadd), [F_ADD_FTZ] = BY_FLOAT_WIDTH(fadd_ftz),
    [F_MIN] = BY_FLOAT_WIDTH(fmin), [F_MAX] = BY_FLOAT_WIDTH(fmax),
};

static const char *op_name(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
}

/* Index of a width in the handler tables, or -1. */
static int width_index(const exec_type *t)
{
    if (t->kind == EXEC_INT) {
        switch (t->bits) {
        case 8: return 0;
        case 16: return 1;
        case 32: return 2;
        case 64: return 3;
        default: return -1;
        }
    }
    if (t->kind == EXEC_FLOAT) {
        switch (t->bits) {
        case 16: return 0;
        case 32: return 1;
        case 64: return 2;
        default: return -1;
        }
    }
    return -1;
}

exec_bind_result exec_bind_atomic(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    int int_kind = -1, float_kind = -1;
    uint32_t value_arg = EXEC_NONE; /* the operand whose type is the scalar's, for OpAtomicStore */
    uint32_t min_args = 3;
    switch (op->opcode) {
    case SPVRT_OpMemoryBarrier:
        /* Every atomic here is sequentially consistent; a full fence orders
         * the plain loads and stores around it as any semantics may ask. */
        op->run = run_memory_barrier;
        return EXEC_BIND_OK;
    case SPVRT_OpAtomicFlagTestAndSet:
    case SPVRT_OpAtomicFlagClear:
        return exec_prep_error(p, inst, "%s (Kernel capability) is not executed: compute shaders for Vulkan only",
                               op_name(inst));
    case SPVRT_OpAtomicLoad: int_kind = A_LOAD; break;
    case SPVRT_OpAtomicStore: int_kind = A_STORE; value_arg = 3; min_args = 4; break;
    case SPVRT_OpAtomicExchange: int_kind = A_XCHG; min_args = 4; break;
    case SPVRT_OpAtomicCompareExchange:
    case SPVRT_OpAtomicCompareExchangeWeak: int_kind = A_CMPXCHG; min_args = 6; break;
    case SPVRT_OpAtomicIIncrement: int_kind = A_INC; break;
    case SPVRT_OpAtomicIDecrement: int_kind = A_DEC; break;
    case SPVRT_OpAtomicIAdd: int_kind = A_IADD; min_args = 4; break;
    case SPVRT_OpAtomicISub: int_kind = A_ISUB; min_args = 4; break;
    case SPVRT_OpAtomicSMin: int_kind = A_SMIN; min_args = 4; break;
    case SPVRT_OpAtomicUMin: int_kind = A_UMIN; min_args = 4; break;
    case SPVRT_OpAtomicSMax: int_kind = A_SMAX; min_args = 4; break;
    case SPVRT_OpAtomicUMax: int_kind = A_UMAX; min_args = 4; break;
    case SPVRT_OpAtomicAnd: int_kind = A_AND; min_args = 4; break;
    case SPVRT_OpAtomicOr: int_kind = A_OR; min_args = 4; break;
    case SPVRT_OpAtomicXor: int_kind = A_XOR; min_args = 4; break;
    case SPVRT_OpAtomicFAddEXT: float_kind = F_ADD; min_args = 4; break;
    case SPVRT_OpAtomicFMinEXT: float_kind = F_MIN; min_args = 4; break;
    case SPVRT_OpAtomicFMaxEXT: float_kind = F_MAX; min_args = 4; break;
    default:
        return EXEC_BIND_NOT_MINE;
    }
    const char *name = op_name(inst);

    if (op->arg_count < min_args)
        return exec_prep_error(p, inst, "%s: %u <id> operands, expected %u", name, op->arg_count, min_args);
    const exec_type *ptr_type = op->args[0].type;
    if (ptr_type == NULL || ptr_type->kind != EXEC_POINTER || ptr_type->element == NULL)
        return exec_prep_error(p, inst, "%s: the Pointer operand is not a pointer", name);

    /* Storage classes.  Buffers are shared between threads; Workgroup,
     * Function and Private memory are not (see the top of the file). */
    uint32_t sc = ptr_type->storage_class;
    bool thread_local;
    switch (sc) {
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_Uniform:
    case SPVRT_StorageClass_PhysicalStorageBuffer:
        thread_local = false;
        break;
    case SPVRT_StorageClass_Workgroup:
    case SPVRT_StorageClass_Function:
    case SPVRT_StorageClass_Private:
        thread_local = true;
        break;
    case SPVRT_StorageClass_Image: /* a texel of OpImageTexelPointer (image.c): image memory, shared */
        thread_local = false;
        break;
    default: {
        const char *sc_name = spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, sc);
        return exec_prep_error(p, inst, "%s on a pointer of storage class %s: not supported", name,
                               sc_name != NULL ? sc_name : "(unknown)");
    }
    }

    /* The scalar: the result type, or for OpAtomicStore the Value's type;
     * it must be the pointee's. */
    const exec_type *value = value_arg != EXEC_NONE ? op->args[value_arg].type : op->type;
    const exec_type *pointee = ptr_type->element;
    if (value == NULL)
        return exec_prep_error(p, inst, "%s: no value type", name);
    if ((value->kind != EXEC_INT && value->kind != EXEC_FLOAT) || value->components != 1)
        return exec_prep_error(p, inst, "%s on a value that is not an integer or float scalar "
                               "(vector atomics such as AtomicFloat16VectorNV are not supported)", name);
    if (pointee->kind != value->kind || pointee->bits != value->bits)
        return exec_prep_error(p, inst, "%s: the value type (%u-bit) is not the pointee type", name,
                               (unsigned)value->bits);
    int wi = width_index(value);
    if (wi < 0)
        return exec_prep_error(p, inst, "%s on a %u-bit %s: width not supported", name, (unsigned)value->bits,
                               value->kind == EXEC_INT ? "integer" : "float");

    exec_handler run = NULL;
    if (float_kind >= 0) {
        if (value->kind != EXEC_FLOAT)
            return exec_prep_error(p, inst, "%s on an integer", name);
        if (float_kind == F_ADD && exec_prep_denorm_flush(p, value->bits))
            float_kind = F_ADD_FTZ;
        run = float_handlers[float_kind][wi];
    } else if (value->kind == EXEC_FLOAT) {
        /* Load, Store and Exchange move the bits (Vulkan's
         * shaderBufferFloat*Atomics); the integer operations take integers. */
        if (int_kind != A_LOAD && int_kind != A_STORE && int_kind != A_XCHG)
            return exec_prep_error(p, inst, "%s on a float: only integers", name);
        static const int float_to_int_width[3] = { 1, 2, 3 };
        run = int_handlers[int_kind][float_to_int_width[wi]];
    } else {
        run = int_handlers[int_kind][wi];
    }

    atomic_data *d = exec_prep_alloc(p, sizeof *d);
    if (d == NULL)
        return exec_prep_error(p, inst, "%s: out of memory", name);
    d->storage_class = sc;
    d->bytes = exec_scalar_bytes(value);
    d->thread_local = thread_local;
    op->data = d;
    op->run = run;
    return EXEC_BIND_OK;
}
