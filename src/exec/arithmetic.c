/* spvrt exec: the arithmetic family.
 *
 * Integer and float arithmetic, bit operations, comparisons, logical
 * operations, OpSelect, conversions (SPIR-V 3.52.11 - 3.52.15) and the
 * GLSL.std.450 extended instructions, at every width the capabilities allow
 * (int 8/16/32/64, float 16/32/64), on scalars and vectors component by
 * component (one register row per component, exec.h).
 *
 * Speed: the binder picks one handler per (opcode, width) so that a handler
 * is a plain loop over the w->width lanes of each component row, which GCC
 * -O2 vectorises for the 32-bit integer and float add/sub/mul, comparisons
 * and OpSelect.  The rare forms (mixed operand widths, float controls) go
 * through generic handlers that read and write rows of any width.
 *
 * Every handler is PURE (exec.h) except GLSL.std.450 Modf and Frexp, which
 * store through a pointer.  No handler has C undefined behaviour for any
 * operand bits; where SPIR-V leaves a result undefined this file picks one
 * deterministic answer:
 *   - OpUDiv, OpSDiv, OpUMod, OpSRem, OpSMod by zero: 0;
 *     OpSDiv of the most negative value by -1: the most negative value
 *     (two's complement wrap); OpSRem / OpSMod by -1: 0.
 *   - shifts by the width or more: the amount is taken modulo the width of
 *     Base (the amount masked, as x86, ARM and most GPUs do); a negative
 *     amount is read as unsigned, then masked.
 *   - OpBitField*: Offset and Count are read as unsigned; Offset beyond the
 *     width is clamped to the width, Count to the bits left above Offset.
 *   - float to integer out of range: saturated, NaN gives 0 (numeric.h).
 *   - OpFMod with a zero remainder: a zero with the sign of Operand 2.
 *
 * Float controls (SPV_KHR_float_controls), decided at bind time per width:
 *   - DenormFlushToZero for a width: the denormal operands and results of
 *     the float instructions of that width (arithmetic, comparisons,
 *     conversions, the component-wise GLSL.std.450 instructions) are
 *     flushed to a zero of the same sign.  The vector and matrix
 *     GLSL.std.450 instructions (Length ... Refract, Determinant,
 *     MatrixInverse), Frexp/Modf/Ldexp and Pack/Unpack do not flush.
 *   - RoundingModeRTZ for a width: OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem,
 *     OpFMod, OpFNegate results of that width round toward zero (exactly:
 *     the error of the double result decides the direction, see nudge()),
 *     and so do conversions to a float of that width without an
 *     FPRoundingMode decoration.  The GLSL.std.450 kernels keep rounding to
 *     nearest (their Vulkan precision bounds are ULP bounds that RTZ does
 *     not tighten).
 *   - An FPRoundingMode decoration on the result of OpFConvert,
 *     OpConvertSToF, OpConvertUToF, OpConvertFToS, OpConvertFToU applies to
 *     that conversion (float to integer otherwise rounds toward zero).
 * The execution modes are the prepared entry point's (exec_prep_rounding_mode,
 * exec_prep_denorm_flush).
 *
 * Float16: computed in float (every float16 is a float) and rounded once to
 * nearest even; for +, -, *, / and sqrt this double rounding is innocuous
 * (24 >= 2 * 11 + 2 bits), so the result is the correctly rounded float16
 * one.  Under RTZ or flushing, float16 and float go through double with the
 * exact error term instead. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "exec.h"
#include "native.h"

/* ---- operand access ------------------------------------------------------ */

#define ROW(T, r) ((T *)exec_row(w, (r)))
#define RES(T, c) ROW(T, op->result_row + (c))
#define ARG(T, i, c) ((const T *)exec_row(w, op->args[i].row + (c)))

/* Family data, set at bind time. */
typedef struct arith_data {
    uint8_t in_bits;     /* operand scalar width (bits) */
    uint8_t out_bits;    /* result scalar width (bits) */
    uint8_t in_bytes;
    uint8_t out_bytes;
    uint8_t round;       /* spvrt_round_mode of float results */
    bool flush_in;       /* DenormFlushToZero for the operands' width */
    bool flush_out;      /* ... for the result's width */
    bool is_signed;      /* conversions: the operand is signed */
    uint32_t n;          /* components (vector/matrix instructions) */
    spvrt_f32_fn1 f32_1;
    spvrt_f32_fn2 f32_2;
    spvrt_f32_fn3 f32_3;
    spvrt_f64_fn1 f64_1;
    spvrt_f64_fn2 f64_2;
    spvrt_f64_fn3 f64_3;
} arith_data;

#define DATA ((const arith_data *)op->data)

/* A row element of any width, zero- or sign-extended to 64 bits. */
static inline uint64_t ld_u(const void *row, uint32_t bytes, uint32_t l)
{
    switch (bytes) {
    case 1: return ((const uint8_t *)row)[l];
    case 2: return ((const uint16_t *)row)[l];
    case 4: return ((const uint32_t *)row)[l];
    default: return ((const uint64_t *)row)[l];
    }
}

static inline int64_t ld_s(const void *row, uint32_t bytes, uint32_t l)
{
    switch (bytes) {
    case 1: return (int8_t)((const uint8_t *)row)[l];
    case 2: return (int16_t)((const uint16_t *)row)[l];
    case 4: return (int32_t)((const uint32_t *)row)[l];
    default: return (int64_t)((const uint64_t *)row)[l];
    }
}

/* Store the low `bytes` bytes of v. */
static inline void st_u(void *row, uint32_t bytes, uint32_t l, uint64_t v)
{
    switch (bytes) {
    case 1: ((uint8_t *)row)[l] = (uint8_t)v; break;
    case 2: ((uint16_t *)row)[l] = (uint16_t)v; break;
    case 4: ((uint32_t *)row)[l] = (uint32_t)v; break;
    default: ((uint64_t *)row)[l] = v; break;
    }
}

/* A float element of any width as a double (exact). */
static inline double ldf(const void *row, uint32_t bits, uint32_t l)
{
    switch (bits) {
    case 16: return spvrt_f16_to_f64(((const uint16_t *)row)[l]);
    case 32: return ((const float *)row)[l];
    default: return ((const double *)row)[l];
    }
}

/* A denormal of a `bits` float (held exactly in a double) to a signed zero. */
static inline double flush_f(double x, uint32_t bits)
{
    const double min_normal = bits == 16 ? 6.103515625e-05 : bits == 32 ? (double)FLT_MIN : DBL_MIN;
    return (x != 0.0 && fabs(x) < min_normal) ? copysign(0.0, x) : x;
}

/* Round v to a float of `bits` with `mode`, flush the result if asked, store. */
static inline void stf(void *row, uint32_t bits, uint32_t l, double v, spvrt_round_mode mode, bool flush)
{
    switch (bits) {
    case 16: {
        uint16_t h = spvrt_f64_to_f16(v, mode);
        ((uint16_t *)row)[l] = flush ? spvrt_flush_denorm_f16(h) : h;
        break;
    }
    case 32: {
        float f = spvrt_f64_to_f32(v, mode);
        ((float *)row)[l] = flush ? spvrt_flush_denorm_f32(f) : f;
        break;
    }
    default:
        ((double *)row)[l] = flush ? spvrt_flush_denorm_f64(v) : v;
        break;
    }
}

/* Bytes of register row r of a value of type t. */
static inline uint32_t row_bytes(const exec_type *t, uint32_t r)
{
    const exec_type *leaf = t->leaf ? t->leaf[r] : t->scalar;
    return leaf ? exec_scalar_bytes(leaf) : 8u;
}

/* ---- per-width type names for the handler macros --------------------------- */

#define T_8 uint8_t
#define T_16 uint16_t
#define T_32 uint32_t
#define T_64 uint64_t
#define S_8 int8_t
#define S_16 int16_t
#define S_32 int32_t
#define S_64 int64_t
/* the unsigned type an operation is computed in (no promotion to int:
   uint16_t * uint16_t would overflow int) */
#define U_8 uint32_t
#define U_16 uint32_t
#define U_32 uint32_t
#define U_64 uint64_t

/* Float storage type in a row, computation type, load and store. */
#define FS_16 uint16_t
#define FS_32 float
#define FS_64 double
#define FC_16 float
#define FC_32 float
#define FC_64 double
#define FLD_16(v) spvrt_f16_to_f32(v)
#define FLD_32(v) (v)
#define FLD_64(v) (v)
#define FST_16(v) spvrt_f32_to_f16((v), SPVRT_ROUND_RTE)
#define FST_32(v) (v)
#define FST_64(v) (v)

#define PICK_INT(name, bits) \
    ((bits) == 8 ? name##_8 : (bits) == 16 ? name##_16 : (bits) == 32 ? name##_32 : name##_64)
#define PICK_FLOAT(name, bits) ((bits) == 16 ? name##_f16 : (bits) == 32 ? name##_f32 : name##_f64)

#define FOR_INT_WIDTHS(X, name, E) X(name, 8, E) X(name, 16, E) X(name, 32, E) X(name, 64, E)
#define FOR_FLOAT_WIDTHS(X, name, E) X(name, 16, E) X(name, 32, E) X(name, 64, E)

/* The shape of most handlers: component by component, each result lane from
 * the same lane of the operand rows (TA) loaded as TC by LD; EXPR, of x (and
 * y), gives the result of type TR.  Simple loops over the lanes, so that
 * they vectorise. */
#define NO_LD(v) (v)
#define DEF_MAP1(fname, TR, TA, TC, LD, EXPR)                                                        \
    static void fname(exec_wave *w, const exec_op *op)                                               \
    {                                                                                                \
        const uint32_t n = op->type->components, width = w->width;                                   \
        for (uint32_t c = 0; c < n; c++) {                                                           \
            TR *r = RES(TR, c);                                                                      \
            const TA *a = ARG(TA, 0, c);                                                             \
            for (uint32_t l = 0; l < width; l++) {                                                   \
                const TC x = LD(a[l]);                                                               \
                r[l] = EXPR;                                                                         \
            }                                                                                        \
        }                                                                                            \
    }
#define DEF_MAP2(fname, TR, TA, TC, LD, EXPR)                                                        \
    static void fname(exec_wave *w, const exec_op *op)                                               \
    {                                                                                                \
        const uint32_t n = op->type->components, width = w->width;                                   \
        for (uint32_t c = 0; c < n; c++) {                                                           \
            TR *r = RES(TR, c);                                                                      \
            const TA *a = ARG(TA, 0, c);                                                             \
            const TA *b = ARG(TA, 1, c);                                                             \
            for (uint32_t l = 0; l < width; l++) {                                                   \
                const TC x = LD(a[l]), y = LD(b[l]);                                                 \
                r[l] = EXPR;                                                                         \
            }                                                                                        \
        }                                                                                            \
    }

/* ---- integer arithmetic ------------------------------------------------------ */

/* Signed division family on W-bit values (see the header for the choices). */
#define DEF_SDIV(W)                                                                                  \
    static inline T_##W k_sdiv_##W(T_##W x, T_##W y)                                                   \
    {                                                                                                \
        if (y == 0)                                                                                  \
            return 0;                                                                                \
        if ((S_##W)y == -1)                                                                          \
            return (T_##W)((U_##W)0 - (U_##W)x);                                                     \
        return (T_##W)((S_##W)x / (S_##W)y);                                                         \
    }                                                                                                \
    static inline T_##W k_srem_##W(T_##W x, T_##W y)                                                   \
    {                                                                                                \
        if (y == 0 || (S_##W)y == -1)                                                                \
            return 0;                                                                                \
        return (T_##W)((S_##W)x % (S_##W)y);                                                         \
    }                                                                                                \
    static inline T_##W k_smod_##W(T_##W x, T_##W y)                                                   \
    {                                                                                                \
        T_##W r = k_srem_##W(x, y);                                                                    \
        if (r != 0 && (((S_##W)r < 0) != ((S_##W)y < 0)))                                            \
            r = (T_##W)((U_##W)r + (U_##W)y);                                                        \
        return r;                                                                                    \
    }
DEF_SDIV(8)
DEF_SDIV(16)
DEF_SDIV(32)
DEF_SDIV(64)

/* E(W, x, y): the expression of the result, x and y of type T_W. */
#define DEF_IBIN(name, W, E) DEF_MAP2(name##_##W, T_##W, T_##W, T_##W, NO_LD, (T_##W)(E(W, x, y)))

#define E_IADD(W, x, y) ((U_##W)(x) + (U_##W)(y))
#define E_ISUB(W, x, y) ((U_##W)(x) - (U_##W)(y))
#define E_IMUL(W, x, y) ((U_##W)(x) * (U_##W)(y))
#define E_UDIV(W, x, y) ((y) != 0 ? (U_##W)(x) / (U_##W)(y) : 0u)
#define E_UMOD(W, x, y) ((y) != 0 ? (U_##W)(x) % (U_##W)(y) : 0u)
#define E_SDIV(W, x, y) k_sdiv_##W(x, y)
#define E_SREM(W, x, y) k_srem_##W(x, y)
#define E_SMOD(W, x, y) k_smod_##W(x, y)
#define E_AND(W, x, y) ((x) & (y))
#define E_OR(W, x, y) ((x) | (y))
#define E_XOR(W, x, y) ((x) ^ (y))
/* Shift amounts of Base's width: masked (see the header). */
#define E_SLL(W, x, y) ((U_##W)(x) << ((y) & ((W) - 1)))
#define E_SRL(W, x, y) ((x) >> ((y) & ((W) - 1)))
#define E_SRA(W, x, y) ((S_##W)(x) >> ((y) & ((W) - 1)))

FOR_INT_WIDTHS(DEF_IBIN, iadd, E_IADD)
FOR_INT_WIDTHS(DEF_IBIN, isub, E_ISUB)
FOR_INT_WIDTHS(DEF_IBIN, imul, E_IMUL)
FOR_INT_WIDTHS(DEF_IBIN, udiv, E_UDIV)
FOR_INT_WIDTHS(DEF_IBIN, umod, E_UMOD)
FOR_INT_WIDTHS(DEF_IBIN, sdiv, E_SDIV)
FOR_INT_WIDTHS(DEF_IBIN, srem, E_SREM)
FOR_INT_WIDTHS(DEF_IBIN, smod, E_SMOD)
FOR_INT_WIDTHS(DEF_IBIN, iand, E_AND)
FOR_INT_WIDTHS(DEF_IBIN, ior, E_OR)
FOR_INT_WIDTHS(DEF_IBIN, ixor, E_XOR)
FOR_INT_WIDTHS(DEF_IBIN, sll, E_SLL)
FOR_INT_WIDTHS(DEF_IBIN, srl, E_SRL)
FOR_INT_WIDTHS(DEF_IBIN, sra, E_SRA)

#define DEF_IUN(name, W, E) DEF_MAP1(name##_##W, T_##W, T_##W, T_##W, NO_LD, (T_##W)(E(W, x)))

#define E_SNEG(W, x) ((U_##W)0 - (U_##W)(x))
#define E_NOT(W, x) (~(U_##W)(x))
/* OpFNegate flips the sign bit, NaN included (3.52.13 "OpFNegate"). */
#define E_FNEG(W, x) ((x) ^ ((T_##W)1 << ((W) - 1)))
FOR_INT_WIDTHS(DEF_IUN, sneg, E_SNEG)
FOR_INT_WIDTHS(DEF_IUN, inot, E_NOT)
DEF_IUN(fneg, 16, E_FNEG)
DEF_IUN(fneg, 32, E_FNEG)
DEF_IUN(fneg, 64, E_FNEG)

/* Shifts whose Shift operand has another width than Base. */
static void shift_mixed(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width, bits = d->out_bits;
    const uint32_t sb = d->in_bytes, rb = d->out_bytes;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c), *b = ARG(void, 1, c);
        for (uint32_t l = 0; l < width; l++) {
            const uint32_t s = (uint32_t)(ld_u(b, sb, l) & (bits - 1u));
            uint64_t v;
            if (op->opcode == SPVRT_OpShiftLeftLogical)
                v = ld_u(a, rb, l) << s;
            else if (op->opcode == SPVRT_OpShiftRightLogical)
                v = ld_u(a, rb, l) >> s;
            else
                v = (uint64_t)(ld_s(a, rb, l) >> s); /* arithmetic shift (GCC, Clang) */
            st_u(r, rb, l, v);
        }
    }
}

/* OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended: a struct of two
 * members of the operand type (3.52.13). */
static void umul64(uint64_t x, uint64_t y, uint64_t *hi, uint64_t *lo)
{
    const uint64_t xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
    const uint64_t ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
    const uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    *lo = (mid << 32) | (ll & 0xffffffffu);
    *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

#define DEF_EXT2(W)                                                                                  \
    static void ext2_##W(exec_wave *w, const exec_op *op)                                            \
    {                                                                                                \
        const exec_type *t = op->type;                                                               \
        const uint32_t n = t->members[0]->components, width = w->width;                              \
        const uint16_t code = op->opcode;                                                            \
        for (uint32_t c = 0; c < n; c++) {                                                           \
            T_##W *r0 = RES(T_##W, t->member_first[0] + c);                                          \
            T_##W *r1 = RES(T_##W, t->member_first[1] + c);                                          \
            const T_##W *a = ARG(T_##W, 0, c), *b = ARG(T_##W, 1, c);                                \
            for (uint32_t l = 0; l < width; l++) {                                                   \
                const T_##W x = a[l], y = b[l];                                                      \
                uint64_t lo, hi;                                                                     \
                switch (code) {                                                                      \
                case SPVRT_OpIAddCarry:                                                              \
                    lo = (T_##W)((U_##W)x + (U_##W)y);                                               \
                    hi = lo < x;                                                                     \
                    break;                                                                           \
                case SPVRT_OpISubBorrow:                                                             \
                    lo = (T_##W)((U_##W)x - (U_##W)y);                                               \
                    hi = x < y;                                                                      \
                    break;                                                                           \
                case SPVRT_OpUMulExtended:                                                           \
                    if ((W) == 64) {                                                                 \
                        umul64(x, y, &hi, &lo);                                                      \
                    } else {                                                                         \
                        lo = (uint64_t)x * (uint64_t)y;                                              \
                        hi = lo >> ((W) & 63);                                                       \
                    }                                                                                \
                    break;                                                                           \
                default: /* OpSMulExtended */                                                        \
                    if ((W) == 64) {                                                                 \
                        umul64(x, y, &hi, &lo);                                                      \
                        /* signed high half: subtract y if x < 0 and x if y < 0 */                   \
                        hi -= ((S_##W)x < 0 ? (uint64_t)y : 0u) + ((S_##W)y < 0 ? (uint64_t)x : 0u); \
                    } else {                                                                         \
                        lo = (uint64_t)((int64_t)(S_##W)x * (int64_t)(S_##W)y);                      \
                        hi = lo >> ((W) & 63);                                                       \
                    }                                                                                \
                    break;                                                                           \
                }                                                                                    \
                r0[l] = (T_##W)lo;                                                                   \
                r1[l] = (T_##W)hi;                                                                   \
            }                                                                                        \
        }                                                                                            \
    }
DEF_EXT2(8)
DEF_EXT2(16)
DEF_EXT2(32)
DEF_EXT2(64)

/* OpBitFieldInsert / OpBitFieldSExtract / OpBitFieldUExtract: Base of the
 * result's width; Offset and Count scalars of any width (3.52.14). */
static inline uint64_t low_mask(uint32_t count)
{
    return count >= 64 ? UINT64_MAX : (UINT64_C(1) << count) - 1u;
}

static void bitfield(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width, bits = d->out_bits, rb = d->out_bytes;
    const bool insert = op->opcode == SPVRT_OpBitFieldInsert;
    const uint32_t oi = insert ? 2 : 1;
    const void *off = ARG(void, oi, 0), *cnt = ARG(void, oi + 1, 0);
    const uint32_t ob = row_bytes(op->args[oi].type, 0), cb = row_bytes(op->args[oi + 1].type, 0);
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c);
        const void *ins = insert ? ARG(void, 1, c) : NULL;
        for (uint32_t l = 0; l < width; l++) {
            uint64_t o = ld_u(off, ob, l), k = ld_u(cnt, cb, l);
            if (o > bits)
                o = bits;
            if (k > bits - o)
                k = bits - o;
            const uint64_t base = ld_u(a, rb, l);
            uint64_t v;
            if (insert) {
                if (k == 0) {
                    v = base;
                } else {
                    const uint64_t mask = low_mask((uint32_t)k) << o;
                    v = (base & ~mask) | ((ld_u(ins, rb, l) << o) & mask);
                }
            } else if (k == 0) {
                v = 0;
            } else {
                v = (base >> o) & low_mask((uint32_t)k);
                if (op->opcode == SPVRT_OpBitFieldSExtract && k < 64 && ((v >> (k - 1)) & 1u))
                    v |= ~low_mask((uint32_t)k);
            }
            st_u(r, rb, l, v);
        }
    }
}

/* OpBitReverse (same width) and OpBitCount (the result may be wider or
 * narrower than Base). */
static void bit_reverse(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width, bits = d->in_bits, ib = d->in_bytes;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c);
        for (uint32_t l = 0; l < width; l++) {
            uint64_t x = ld_u(a, ib, l), v = 0;
            for (uint32_t i = 0; i < bits; i++)
                v |= ((x >> i) & 1u) << (bits - 1u - i);
            st_u(r, ib, l, v);
        }
    }
}

DEF_MAP1(bit_count_32, uint32_t, uint32_t, uint32_t, NO_LD, (uint32_t)__builtin_popcount(x))

static void bit_count(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c);
        for (uint32_t l = 0; l < width; l++)
            st_u(r, d->out_bytes, l, (uint64_t)__builtin_popcountll(ld_u(a, d->in_bytes, l)));
    }
}

/* ---- comparisons, logical operations, select ------------------------------------ */

#define DEF_ICMP(name, W, E) DEF_MAP2(name##_##W, uint8_t, T_##W, T_##W, NO_LD, (uint8_t)(E(W, x, y)))

#define E_IEQ(W, x, y) ((x) == (y))
#define E_INE(W, x, y) ((x) != (y))
#define E_UGT(W, x, y) ((x) > (y))
#define E_UGE(W, x, y) ((x) >= (y))
#define E_ULT(W, x, y) ((x) < (y))
#define E_ULE(W, x, y) ((x) <= (y))
#define E_SGT(W, x, y) ((S_##W)(x) > (S_##W)(y))
#define E_SGE(W, x, y) ((S_##W)(x) >= (S_##W)(y))
#define E_SLT(W, x, y) ((S_##W)(x) < (S_##W)(y))
#define E_SLE(W, x, y) ((S_##W)(x) <= (S_##W)(y))
FOR_INT_WIDTHS(DEF_ICMP, ieq, E_IEQ)
FOR_INT_WIDTHS(DEF_ICMP, ine, E_INE)
FOR_INT_WIDTHS(DEF_ICMP, ugt, E_UGT)
FOR_INT_WIDTHS(DEF_ICMP, uge, E_UGE)
FOR_INT_WIDTHS(DEF_ICMP, ult, E_ULT)
FOR_INT_WIDTHS(DEF_ICMP, ule, E_ULE)
FOR_INT_WIDTHS(DEF_ICMP, sgt, E_SGT)
FOR_INT_WIDTHS(DEF_ICMP, sge, E_SGE)
FOR_INT_WIDTHS(DEF_ICMP, slt, E_SLT)
FOR_INT_WIDTHS(DEF_ICMP, sle, E_SLE)

/* Logical operations on bools (rows of uint8_t holding 0 or 1). */
#define E_LEQ(W, x, y) ((x) == (y))
#define E_LNE(W, x, y) ((x) != (y))
#define E_LOR(W, x, y) ((x) | (y))
#define E_LAND(W, x, y) ((x) & (y))
#define E_LNOT(W, x) (!(x))
DEF_IBIN(lequal, 8, E_LEQ)
DEF_IBIN(lnotequal, 8, E_LNE)
DEF_IBIN(lor, 8, E_LOR)
DEF_IBIN(land, 8, E_LAND)
DEF_IUN(lnot, 8, E_LNOT)

/* OpAny / OpAll: a bool vector to a bool. */
static void any_all(exec_wave *w, const exec_op *op)
{
    const uint32_t n = op->args[0].type->components, width = w->width;
    const bool all = op->opcode == SPVRT_OpAll;
    uint8_t *r = RES(uint8_t, 0);
    const uint8_t *a0 = ARG(uint8_t, 0, 0);
    for (uint32_t l = 0; l < width; l++)
        r[l] = a0[l] != 0;
    for (uint32_t c = 1; c < n; c++) {
        const uint8_t *a = ARG(uint8_t, 0, c);
        for (uint32_t l = 0; l < width; l++)
            r[l] = all ? (uint8_t)(r[l] & (a[l] != 0)) : (uint8_t)(r[l] | (a[l] != 0));
    }
}

/* OpSelect: the rows of Object 1 where the condition is true, of Object 2
 * elsewhere; a scalar condition serves every row (any result type,
 * structs and pointers included), a vector condition row c serves
 * component c. */
#define SELECT_LOOP(T)                                                                               \
    do {                                                                                             \
        T *d = (T *)r;                                                                               \
        const T *x = (const T *)a, *y = (const T *)b;                                                \
        for (uint32_t l = 0; l < width; l++) {                                                       \
            const T m = (T)((T)0 - (T)(k[l] != 0));                                                  \
            d[l] = (T)((x[l] & m) | (y[l] & (T)~m));                                                 \
        }                                                                                            \
    } while (0)

static void select_rows(exec_wave *w, const exec_op *op)
{
    const uint32_t n = op->type->components, width = w->width;
    const bool scalar_cond = op->args[0].type->components == 1;
    for (uint32_t c = 0; c < n; c++) {
        const uint8_t *k = ARG(uint8_t, 0, scalar_cond ? 0 : c);
        void *r = RES(void, c);
        const void *a = ARG(void, 1, c), *b = ARG(void, 2, c);
        switch (row_bytes(op->type, c)) {
        case 1: SELECT_LOOP(uint8_t); break;
        case 2: SELECT_LOOP(uint16_t); break;
        case 4: SELECT_LOOP(uint32_t); break;
        default: SELECT_LOOP(uint64_t); break;
        }
    }
}

/* 32-bit scalar or vector objects: the common case, one simple loop. */
static void select_32(exec_wave *w, const exec_op *op)
{
    const uint32_t n = op->type->components, width = w->width;
    const bool scalar_cond = op->args[0].type->components == 1;
    for (uint32_t c = 0; c < n; c++) {
        const uint8_t *k = ARG(uint8_t, 0, scalar_cond ? 0 : c);
        uint32_t *r = RES(uint32_t, c);
        const uint32_t *a = ARG(uint32_t, 1, c), *b = ARG(uint32_t, 2, c);
        for (uint32_t l = 0; l < width; l++) { /* branch-free, so that it vectorises */
            const uint32_t m = 0u - (uint32_t)(k[l] != 0);
            r[l] = (a[l] & m) | (b[l] & ~m);
        }
    }
}

/* ---- float arithmetic and comparisons ------------------------------------------- */

static inline float fmod_sign_f(float x, float y)
{
    float r = fmodf(x, y);
    if (r == 0.0f)
        return copysignf(0.0f, y);
    if (!signbit(r) != !signbit(y))
        r += y;
    return r;
}

static inline double fmod_sign_d(double x, double y)
{
    double r = fmod(x, y);
    if (r == 0.0)
        return copysign(0.0, y);
    if (!signbit(r) != !signbit(y))
        r += y;
    return r;
}

#define DEF_FBIN(name, W, E) DEF_MAP2(name##_f##W, FS_##W, FS_##W, FC_##W, FLD_##W, FST_##W(E(x, y)))

#define E_FADD(x, y) ((x) + (y))
#define E_FSUB(x, y) ((x) - (y))
#define E_FMUL(x, y) ((x) * (y))
#define E_FDIV(x, y) ((x) / (y))
#define E_FREM(x, y) _Generic((x), float: fmodf, default: fmod)((x), (y))
#define E_FMOD(x, y) _Generic((x), float: fmod_sign_f, default: fmod_sign_d)((x), (y))
FOR_FLOAT_WIDTHS(DEF_FBIN, fadd, E_FADD)
FOR_FLOAT_WIDTHS(DEF_FBIN, fsub, E_FSUB)
FOR_FLOAT_WIDTHS(DEF_FBIN, fmul, E_FMUL)
FOR_FLOAT_WIDTHS(DEF_FBIN, fdiv, E_FDIV)
FOR_FLOAT_WIDTHS(DEF_FBIN, frem, E_FREM)
FOR_FLOAT_WIDTHS(DEF_FBIN, fmodop, E_FMOD)

#define DEF_FCMP(name, W, E) DEF_MAP2(name##_f##W, uint8_t, FS_##W, FC_##W, FLD_##W, (uint8_t)(E(x, y)))

/* Ordered: false when either operand is NaN; unordered: true then.  The C
 * relational operators are ordered and != is unordered (C11 F.9.3). */
#define E_FOEQ(x, y) ((x) == (y))
#define E_FUEQ(x, y) (!((x) < (y) || (x) > (y)))
#define E_FONE(x, y) ((x) < (y) || (x) > (y))
#define E_FUNE(x, y) ((x) != (y))
#define E_FOLT(x, y) ((x) < (y))
#define E_FULT(x, y) (!((x) >= (y)))
#define E_FOGT(x, y) ((x) > (y))
#define E_FUGT(x, y) (!((x) <= (y)))
#define E_FOLE(x, y) ((x) <= (y))
#define E_FULE(x, y) (!((x) > (y)))
#define E_FOGE(x, y) ((x) >= (y))
#define E_FUGE(x, y) (!((x) < (y)))
FOR_FLOAT_WIDTHS(DEF_FCMP, foeq, E_FOEQ)
FOR_FLOAT_WIDTHS(DEF_FCMP, fueq, E_FUEQ)
FOR_FLOAT_WIDTHS(DEF_FCMP, fone, E_FONE)
FOR_FLOAT_WIDTHS(DEF_FCMP, fune, E_FUNE)
FOR_FLOAT_WIDTHS(DEF_FCMP, folt, E_FOLT)
FOR_FLOAT_WIDTHS(DEF_FCMP, fult, E_FULT)
FOR_FLOAT_WIDTHS(DEF_FCMP, fogt, E_FOGT)
FOR_FLOAT_WIDTHS(DEF_FCMP, fugt, E_FUGT)
FOR_FLOAT_WIDTHS(DEF_FCMP, fole, E_FOLE)
FOR_FLOAT_WIDTHS(DEF_FCMP, fule, E_FULE)
FOR_FLOAT_WIDTHS(DEF_FCMP, foge, E_FOGE)
FOR_FLOAT_WIDTHS(DEF_FCMP, fuge, E_FUGE)

/* OpIsNan / OpIsInf on the bits (no float operation, no flag raised). */
#define E_ISNAN16(W, x) (((x) & 0x7fffu) > 0x7c00u)
#define E_ISINF16(W, x) (((x) & 0x7fffu) == 0x7c00u)
#define E_ISNAN32(W, x) (((x) & 0x7fffffffu) > 0x7f800000u)
#define E_ISINF32(W, x) (((x) & 0x7fffffffu) == 0x7f800000u)
#define E_ISNAN64(W, x) (((x) & UINT64_C(0x7fffffffffffffff)) > UINT64_C(0x7ff0000000000000))
#define E_ISINF64(W, x) (((x) & UINT64_C(0x7fffffffffffffff)) == UINT64_C(0x7ff0000000000000))
#define DEF_FCLASS(name, W, E) DEF_MAP1(name##_f##W, uint8_t, T_##W, T_##W, NO_LD, (uint8_t)(E(W, x)))
DEF_FCLASS(isnan, 16, E_ISNAN16)
DEF_FCLASS(isnan, 32, E_ISNAN32)
DEF_FCLASS(isnan, 64, E_ISNAN64)
DEF_FCLASS(isinf, 16, E_ISINF16)
DEF_FCLASS(isinf, 32, E_ISINF32)
DEF_FCLASS(isinf, 64, E_ISINF64)

/* The error of s = a + b (rounded to nearest): a + b - s exactly (Knuth's
 * TwoSum; s finite). */
static inline double two_sum_err(double a, double b, double s)
{
    const double bb = s - a;
    return (a - (s - bb)) + (b - bb);
}

/* s is the double nearest the exact result s + e (e exact, or of the exact
 * sign, and smaller than half an ulp of s).  Moving s one double toward the
 * exact result when rounding `mode` would go that way gives a value that
 * rounds with `mode` to any width of at most 53 bits exactly as the exact
 * result does: no float of a narrower format lies strictly between the
 * exact result and the moved value. */
static inline double nudge(double s, double e, spvrt_round_mode mode)
{
    if (e == 0.0 || !(e == e))
        return s;
    switch (mode) {
    case SPVRT_ROUND_RTZ:
        if ((s > 0.0 && e < 0.0) || (s < 0.0 && e > 0.0))
            return nextafter(s, 0.0);
        return s;
    case SPVRT_ROUND_RTP: return e > 0.0 ? nextafter(s, INFINITY) : s;
    case SPVRT_ROUND_RTN: return e < 0.0 ? nextafter(s, -INFINITY) : s;
    default: return s;
    }
}

/* x op y for a float arithmetic opcode as a double that rounds with `mode`
 * to the result width as the exact result does (operands of at most 53
 * significant bits, exact in double). */
static double fctl_compute(uint16_t opcode, double x, double y, spvrt_round_mode mode)
{
    double s, e = 0.0;
    switch (opcode) {
    case SPVRT_OpFNegate: return -x;
    case SPVRT_OpFAdd:
        s = x + y;
        e = two_sum_err(x, y, s);
        break;
    case SPVRT_OpFSub:
        s = x - y;
        e = two_sum_err(x, -y, s);
        break;
    case SPVRT_OpFMul:
        s = x * y;
        e = fma(x, y, -s);
        break;
    case SPVRT_OpFDiv:
        s = x / y;
        if (y != 0.0 && isfinite(s)) {
            const double rem = fma(-s, y, x); /* exact: x - s*y */
            e = y < 0.0 ? -rem : rem;
        }
        break;
    case SPVRT_OpFRem: return fmod(x, y); /* exact */
    default: {                            /* OpFMod */
        const double r = fmod(x, y);
        if (r == 0.0)
            return copysign(0.0, y);
        if (!signbit(r) == !signbit(y) || isnan(r))
            return r;
        s = r + y;
        e = two_sum_err(r, y, s);
        break;
    }
    }
    if (isinf(s) && isfinite(x) && isfinite(y) && !(opcode == SPVRT_OpFDiv && y == 0.0)) {
        /* overflow: Inf or the largest finite value as the mode says */
        if (mode == SPVRT_ROUND_RTZ || (mode == SPVRT_ROUND_RTP && s < 0.0) || (mode == SPVRT_ROUND_RTN && s > 0.0))
            return copysign(DBL_MAX, s);
        return s;
    }
    if (!isfinite(s))
        return s;
    return nudge(s, e, mode);
}

static inline bool fcmp(uint16_t opcode, double x, double y)
{
    switch (opcode) {
    case SPVRT_OpFOrdEqual: return E_FOEQ(x, y);
    case SPVRT_OpFUnordEqual: return E_FUEQ(x, y);
    case SPVRT_OpFOrdNotEqual: return E_FONE(x, y);
    case SPVRT_OpFUnordNotEqual: return E_FUNE(x, y);
    case SPVRT_OpFOrdLessThan: return E_FOLT(x, y);
    case SPVRT_OpFUnordLessThan: return E_FULT(x, y);
    case SPVRT_OpFOrdGreaterThan: return E_FOGT(x, y);
    case SPVRT_OpFUnordGreaterThan: return E_FUGT(x, y);
    case SPVRT_OpFOrdLessThanEqual: return E_FOLE(x, y);
    case SPVRT_OpFUnordLessThanEqual: return E_FULE(x, y);
    case SPVRT_OpFOrdGreaterThanEqual: return E_FOGE(x, y);
    default: return E_FUGE(x, y);
    }
}

/* Float arithmetic and comparisons under float controls (RTZ results or
 * denormal flushing for the width): any width, through double. */
static void fctl_handler(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width, bits = d->in_bits;
    const bool unary = op->arg_count == 1;
    const bool compare = op->type->scalar && op->type->scalar->kind == EXEC_BOOL;
    const spvrt_round_mode mode = (spvrt_round_mode)d->round;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c), *b = unary ? a : ARG(void, 1, c);
        for (uint32_t l = 0; l < width; l++) {
            double x = ldf(a, bits, l), y = ldf(b, bits, l);
            if (d->flush_in) {
                x = flush_f(x, bits);
                y = flush_f(y, bits);
            }
            if (compare)
                ((uint8_t *)r)[l] = fcmp(op->opcode, x, y);
            else
                stf(r, bits, l, fctl_compute(op->opcode, x, y, mode), mode, d->flush_out);
        }
    }
}

/* ---- conversions --------------------------------------------------------------- */

/* OpConvertFToS / OpConvertFToU, any widths (saturating, numeric.h). */
static void conv_f_to_i(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width;
    const spvrt_round_mode mode = (spvrt_round_mode)d->round;
    const bool to_signed = op->opcode == SPVRT_OpConvertFToS;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c);
        for (uint32_t l = 0; l < width; l++) {
            const double x = ldf(a, d->in_bits, l); /* a denormal truncates to 0 either way */
            const uint64_t v = to_signed ? (uint64_t)spvrt_float_to_s64(x, d->out_bits, mode)
                                         : spvrt_float_to_u64(x, d->out_bits, mode);
            st_u(r, d->out_bytes, l, v);
        }
    }
}

/* float -> int32 / uint32 toward zero: the same saturation as the kernels,
 * inline. */
DEF_MAP1(conv_f32_to_s32, uint32_t, float, float, NO_LD,
         x >= -2147483648.0f ? (x < 2147483648.0f ? (uint32_t)(int32_t)x : 0x7fffffffu)
                             : (x != x ? 0u : 0x80000000u))

DEF_MAP1(conv_f32_to_u32, uint32_t, float, float, NO_LD,
         x > -1.0f ? (x < 4294967296.0f ? (uint32_t)x : 0xffffffffu) : 0u) /* NaN: 0 */

/* OpConvertSToF / OpConvertUToF, any widths. */
static void conv_i_to_f(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width;
    const spvrt_round_mode mode = (spvrt_round_mode)d->round;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c);
        for (uint32_t l = 0; l < width; l++) {
            if (d->out_bits == 16) {
                ((uint16_t *)r)[l] = d->is_signed ? spvrt_s64_to_f16(ld_s(a, d->in_bytes, l), mode)
                                                  : spvrt_u64_to_f16(ld_u(a, d->in_bytes, l), mode);
                continue;
            }
            const double v = d->is_signed ? spvrt_s64_to_float(ld_s(a, d->in_bytes, l), d->out_bits, mode)
                                          : spvrt_u64_to_float(ld_u(a, d->in_bytes, l), d->out_bits, mode);
            if (d->out_bits == 32)
                ((float *)r)[l] = (float)v; /* exact: v is a float value */
            else
                ((double *)r)[l] = v;
        }
    }
}

/* the default rounding: to nearest even */
DEF_MAP1(conv_s32_to_f32, float, uint32_t, uint32_t, NO_LD, (float)(int32_t)x)

DEF_MAP1(conv_u32_to_f32, float, uint32_t, uint32_t, NO_LD, (float)x)

/* OpUConvert / OpSConvert (and OpSatConvert*): zero- or sign-extend, truncate. */
static void conv_i_to_i(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c);
        for (uint32_t l = 0; l < width; l++) {
            uint64_t v;
            switch (op->opcode) {
            case SPVRT_OpSConvert: v = (uint64_t)ld_s(a, d->in_bytes, l); break;
            case SPVRT_OpSatConvertSToU: v = spvrt_sat_s64_to_u(ld_s(a, d->in_bytes, l), d->out_bits); break;
            case SPVRT_OpSatConvertUToS:
                v = (uint64_t)spvrt_sat_u64_to_s(ld_u(a, d->in_bytes, l), d->out_bits);
                break;
            default: v = ld_u(a, d->in_bytes, l); break;
            }
            st_u(r, d->out_bytes, l, v);
        }
    }
}

/* OpFConvert and OpQuantizeToF16. */
static void conv_f_to_f(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width;
    const spvrt_round_mode mode = (spvrt_round_mode)d->round;
    const bool quantize = op->opcode == SPVRT_OpQuantizeToF16;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c);
        for (uint32_t l = 0; l < width; l++) {
            double x = ldf(a, d->in_bits, l);
            if (d->flush_in)
                x = flush_f(x, d->in_bits);
            if (quantize)
                x = spvrt_quantize_to_f16((float)x); /* x is a float value */
            stf(r, d->out_bits, l, x, mode, d->flush_out);
        }
    }
}

/* ---- GLSL.std.450: component-wise float instructions -------------------------- */

/* The operand rows step with the component unless the operand is a scalar
 * serving a vector result. */
#define ARG_STEP(i) (op->args[i].type->components == 1 ? 0u : 1u)

#define F16_FLUSH(h) spvrt_flush_denorm_f16(h)
#define F32_FLUSH(x) spvrt_flush_denorm_f32(x)
#define F64_FLUSH(x) spvrt_flush_denorm_f64(x)

/* One handler per arity K (1 to 3 operands) and float width SUF, rows of T;
 * FN names the kernel's width (f16 computes through float) and
 * GLSL_CALL_<SUF> applies it to one lane.  The flush test stays outside the
 * lane loops. */
#define GLSL_ROWS_1(T) const T *a = ARG(T, 0, c * s[0])
#define GLSL_ROWS_2(T) GLSL_ROWS_1(T), *b = ARG(T, 1, c * s[1])
#define GLSL_ROWS_3(T) GLSL_ROWS_2(T), *e = ARG(T, 2, c * s[2])
#define GLSL_LANE_1(F) F(a[l])
#define GLSL_LANE_2(F) F(a[l]), F(b[l])
#define GLSL_LANE_3(F) F(a[l]), F(b[l]), F(e[l])
#define NO_FLUSH(x) (x)
#define GLSL_CALL_f32(K, ...) fn(__VA_ARGS__)
#define GLSL_CALL_f64(K, ...) fn(__VA_ARGS__)
#define GLSL_CALL_f16(K, ...) GLSL_CALL_f16_##K(__VA_ARGS__)
#define GLSL_CALL_f16_1(...) spvrt_f16_unary(fn, __VA_ARGS__)
#define GLSL_CALL_f16_2(...) spvrt_f16_binary(fn, __VA_ARGS__)
/* Fma of f16 is correctly rounded, not via float */
#define GLSL_CALL_f16_3(...) (fma16 ? spvrt_glsl_fma_f16(__VA_ARGS__) : spvrt_f16_ternary(fn, __VA_ARGS__))

#define DEF_GLSL(K, SUF, T, FN, FLUSH)                                                               \
    static void glsl##K##_##SUF(exec_wave *w, const exec_op *op)                                     \
    {                                                                                                \
        const arith_data *d = DATA;                                                                  \
        const uint32_t n = op->type->components, width = w->width;                                   \
        const bool fma16 = op->ext == SPVRT_GLSL_std_450_Fma;                                        \
        const spvrt_##FN##_fn##K fn = d->FN##_##K;                                                   \
        uint32_t s[K];                                                                               \
        for (uint32_t i = 0; i < K; i++)                                                             \
            s[i] = ARG_STEP(i);                                                                      \
        (void)fma16;                                                                                 \
        for (uint32_t c = 0; c < n; c++) {                                                           \
            T *r = RES(T, c);                                                                        \
            GLSL_ROWS_##K(T);                                                                        \
            if (d->flush_in)                                                                         \
                for (uint32_t l = 0; l < width; l++)                                                 \
                    r[l] = FLUSH(GLSL_CALL_##SUF(K, GLSL_LANE_##K(FLUSH)));                          \
            else                                                                                     \
                for (uint32_t l = 0; l < width; l++)                                                 \
                    r[l] = GLSL_CALL_##SUF(K, GLSL_LANE_##K(NO_FLUSH));                              \
        }                                                                                            \
    }
#define DEF_GLSL_WIDTHS(K)                                                                           \
    DEF_GLSL(K, f16, uint16_t, f32, F16_FLUSH)                                                       \
    DEF_GLSL(K, f32, float, f32, F32_FLUSH)                                                          \
    DEF_GLSL(K, f64, double, f64, F64_FLUSH)
DEF_GLSL_WIDTHS(1)
DEF_GLSL_WIDTHS(2)
DEF_GLSL_WIDTHS(3)

/* Ldexp: Exp is an integer scalar or vector of any width, signed. */
static void glsl_ldexp(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width, s0 = ARG_STEP(0), s1 = ARG_STEP(1);
    const uint32_t eb = row_bytes(op->args[1].type, 0);
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c * s0), *b = ARG(void, 1, c * s1);
        for (uint32_t l = 0; l < width; l++) {
            int64_t e = ld_s(b, eb, l);
            /* beyond +-2^20 every finite result is 0 or Inf already */
            const int32_t e32 = (int32_t)(e > (1 << 20) ? (1 << 20) : e < -(1 << 20) ? -(1 << 20) : e);
            switch (d->out_bits) {
            case 16: ((uint16_t *)r)[l] = spvrt_glsl_ldexp_f16(((const uint16_t *)a)[l], e32); break;
            case 32: ((float *)r)[l] = spvrt_glsl_ldexp_f32(((const float *)a)[l], e32); break;
            default: ((double *)r)[l] = spvrt_glsl_ldexp_f64(((const double *)a)[l], e32); break;
            }
        }
    }
}

/* Modf / Frexp of one element: the returned part and the stored part (the
 * whole number as float bits of the width, or the exponent). */
static inline uint64_t modf_frexp_one(uint32_t ext, uint32_t bits, const void *a, uint32_t l, uint64_t *second)
{
    const bool modf = ext == SPVRT_GLSL_std_450_Modf || ext == SPVRT_GLSL_std_450_ModfStruct;
    int32_t exponent = 0;
    switch (bits) {
    case 16: {
        const uint16_t x = ((const uint16_t *)a)[l];
        uint16_t whole = 0, v = modf ? spvrt_glsl_modf_f16(x, &whole) : spvrt_glsl_frexp_f16(x, &exponent);
        *second = modf ? whole : (uint64_t)(int64_t)exponent;
        return v;
    }
    case 32: {
        const float x = ((const float *)a)[l];
        float whole = 0.0f, v = modf ? spvrt_glsl_modf_f32(x, &whole) : spvrt_glsl_frexp_f32(x, &exponent);
        *second = modf ? spvrt_f32_bits(whole) : (uint64_t)(int64_t)exponent;
        return spvrt_f32_bits(v);
    }
    default: {
        const double x = ((const double *)a)[l];
        double whole = 0.0, v = modf ? spvrt_glsl_modf_f64(x, &whole) : spvrt_glsl_frexp_f64(x, &exponent);
        *second = modf ? spvrt_f64_bits(whole) : (uint64_t)(int64_t)exponent;
        return spvrt_f64_bits(v);
    }
    }
}

/* ModfStruct / FrexpStruct: member 0 the returned part, member 1 the other. */
static void glsl_modf_frexp_struct(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const exec_type *t = op->type;
    const uint32_t n = t->members[0]->components, width = w->width;
    const uint32_t b0 = row_bytes(t, t->member_first[0]), b1 = row_bytes(t, t->member_first[1]);
    for (uint32_t c = 0; c < n; c++) {
        void *r0 = RES(void, t->member_first[0] + c), *r1 = RES(void, t->member_first[1] + c);
        const void *a = ARG(void, 0, c);
        for (uint32_t l = 0; l < width; l++) {
            uint64_t second;
            st_u(r0, b0, l, modf_frexp_one(op->ext, d->in_bits, a, l, &second));
            st_u(r1, b1, l, second);
        }
    }
}

/* Modf / Frexp: the second part is stored through the pointer operand, for
 * the active lanes only (not PURE). */
static void glsl_modf_frexp_ptr(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width;
    const exec_type *ptr = op->args[1].type, *pointee = ptr->element;
    const uint32_t sb = row_bytes(pointee, 0);
    const bool laid_out = op->layout && op->layout->leaf_count == n && op->layout->leaves;
    const uint64_t size = laid_out ? op->layout->extent : (uint64_t)n * sb;
    const uint64_t *pointers = ARG(uint64_t, 1, 0);
    for (uint32_t l = 0; l < width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint8_t *mem = exec_memory_at(w, op, l, pointers[l], ptr->storage_class, size);
        if (!mem)
            return;
        for (uint32_t c = 0; c < n; c++) {
            uint64_t second;
            st_u(RES(void, c), d->out_bytes, l, modf_frexp_one(op->ext, d->in_bits, ARG(void, 0, c), l, &second));
            uint8_t *dst = mem + (laid_out ? op->layout->leaves[c].offset : (uint64_t)c * sb);
            switch (sb) {
            case 2: {
                const uint16_t v = (uint16_t)second;
                memcpy(dst, &v, 2);
                break;
            }
            case 4: {
                const uint32_t v = (uint32_t)second;
                memcpy(dst, &v, 4);
                break;
            }
            case 8: memcpy(dst, &second, 8); break;
            default: *dst = (uint8_t)second; break;
            }
        }
    }
}

/* ---- GLSL.std.450: integer instructions --------------------------------------- */

static void glsl_int(exec_wave *w, const exec_op *op)
{
    const arith_data *d = DATA;
    const uint32_t n = op->type->components, width = w->width, ib = d->in_bytes, ob = d->out_bytes;
    const uint32_t na = op->arg_count;
    for (uint32_t c = 0; c < n; c++) {
        void *r = RES(void, c);
        const void *a = ARG(void, 0, c * ARG_STEP(0));
        const void *b = na > 1 ? ARG(void, 1, c * ARG_STEP(1)) : a;
        const void *e = na > 2 ? ARG(void, 2, c * ARG_STEP(2)) : a;
        for (uint32_t l = 0; l < width; l++) {
            uint64_t v;
            switch (op->ext) {
            case SPVRT_GLSL_std_450_SAbs: v = (uint64_t)spvrt_glsl_sabs(ld_s(a, ib, l)); break;
            case SPVRT_GLSL_std_450_SSign: v = (uint64_t)spvrt_glsl_ssign(ld_s(a, ib, l)); break;
            case SPVRT_GLSL_std_450_SMin: v = (uint64_t)spvrt_glsl_smin(ld_s(a, ib, l), ld_s(b, ib, l)); break;
            case SPVRT_GLSL_std_450_SMax: v = (uint64_t)spvrt_glsl_smax(ld_s(a, ib, l), ld_s(b, ib, l)); break;
            case SPVRT_GLSL_std_450_SClamp:
                v = (uint64_t)spvrt_glsl_sclamp(ld_s(a, ib, l), ld_s(b, ib, l), ld_s(e, ib, l));
                break;
            case SPVRT_GLSL_std_450_UMin: v = spvrt_glsl_umin(ld_u(a, ib, l), ld_u(b, ib, l)); break;
            case SPVRT_GLSL_std_450_UMax: v = spvrt_glsl_umax(ld_u(a, ib, l), ld_u(b, ib, l)); break;
            case SPVRT_GLSL_std_450_UClamp:
                v = spvrt_glsl_uclamp(ld_u(a, ib, l), ld_u(b, ib, l), ld_u(e, ib, l));
                break;
            case SPVRT_GLSL_std_450_FindILsb:
                v = (uint64_t)(int64_t)spvrt_glsl_find_ilsb(ld_u(a, ib, l), d->in_bits);
                break;
            case SPVRT_GLSL_std_450_FindSMsb:
                v = (uint64_t)(int64_t)spvrt_glsl_find_smsb(ld_u(a, ib, l), d->in_bits);
                break;
            default: /* FindUMsb */
                v = (uint64_t)(int64_t)spvrt_glsl_find_umsb(ld_u(a, ib, l), d->in_bits);
                break;
            }
            st_u(r, ob, l, v);
        }
    }
}

/* ---- GLSL.std.450: pack / unpack ------------------------------------------------ */

static void glsl_pack(exec_wave *w, const exec_op *op)
{
    const uint32_t width = w->width, n = op->args[0].type->components;
    const float *src[4] = {0};
    for (uint32_t c = 0; c < n && c < 4; c++)
        src[c] = ARG(float, 0, c);
    uint32_t *r = RES(uint32_t, 0);
    for (uint32_t l = 0; l < width; l++) {
        float v[4] = {0};
        for (uint32_t c = 0; c < n && c < 4; c++)
            v[c] = src[c][l];
        switch (op->ext) {
        case SPVRT_GLSL_std_450_PackSnorm4x8: r[l] = spvrt_glsl_pack_snorm4x8(v); break;
        case SPVRT_GLSL_std_450_PackUnorm4x8: r[l] = spvrt_glsl_pack_unorm4x8(v); break;
        case SPVRT_GLSL_std_450_PackSnorm2x16: r[l] = spvrt_glsl_pack_snorm2x16(v); break;
        case SPVRT_GLSL_std_450_PackUnorm2x16: r[l] = spvrt_glsl_pack_unorm2x16(v); break;
        default: r[l] = spvrt_glsl_pack_half2x16(v); break;
        }
    }
}

static void glsl_unpack(exec_wave *w, const exec_op *op)
{
    const uint32_t width = w->width, n = op->type->components;
    float *dst[4] = {0};
    for (uint32_t c = 0; c < n && c < 4; c++)
        dst[c] = RES(float, c);
    const uint32_t *a = ARG(uint32_t, 0, 0);
    for (uint32_t l = 0; l < width; l++) {
        float v[4] = {0};
        switch (op->ext) {
        case SPVRT_GLSL_std_450_UnpackSnorm4x8: spvrt_glsl_unpack_snorm4x8(a[l], v); break;
        case SPVRT_GLSL_std_450_UnpackUnorm4x8: spvrt_glsl_unpack_unorm4x8(a[l], v); break;
        case SPVRT_GLSL_std_450_UnpackSnorm2x16: spvrt_glsl_unpack_snorm2x16(a[l], v); break;
        case SPVRT_GLSL_std_450_UnpackUnorm2x16: spvrt_glsl_unpack_unorm2x16(a[l], v); break;
        default: spvrt_glsl_unpack_half2x16(a[l], v); break;
        }
        for (uint32_t c = 0; c < n && c < 4; c++)
            dst[c][l] = v[c];
    }
}

/* PackDouble2x32 / UnpackDouble2x32 move bits (component 0 the low word);
 * done on the bits rather than through a double value so that no NaN
 * payload can change on the way. */
static void glsl_pack_double(exec_wave *w, const exec_op *op)
{
    const uint32_t *lo = ARG(uint32_t, 0, 0), *hi = ARG(uint32_t, 0, 1);
    uint64_t *r = RES(uint64_t, 0);
    for (uint32_t l = 0; l < w->width; l++)
        r[l] = (uint64_t)hi[l] << 32 | lo[l];
}

static void glsl_unpack_double(exec_wave *w, const exec_op *op)
{
    const uint64_t *a = ARG(uint64_t, 0, 0);
    uint32_t *lo = RES(uint32_t, 0), *hi = RES(uint32_t, 1);
    for (uint32_t l = 0; l < w->width; l++) {
        lo[l] = (uint32_t)a[l];
        hi[l] = (uint32_t)(a[l] >> 32);
    }
}

/* ---- GLSL.std.450: vector and matrix instructions ------------------------------ */

/* One handler per float width: gather each lane's components, call the
 * kernel, scatter.  N: the vector length (operand 0), at most 4; for
 * Determinant / MatrixInverse the columns (the matrix has N * N rows). */
#define DEF_GEOM(SUF, FT, BITS)                                                                      \
    static void geom_##SUF(exec_wave *w, const exec_op *op)                                          \
    {                                                                                                \
        const arith_data *d = DATA;                                                                  \
        const uint32_t width = w->width, n = d->n;                                                   \
        const uint32_t rows_in = (op->ext == SPVRT_GLSL_std_450_Determinant ||                       \
                                  op->ext == SPVRT_GLSL_std_450_MatrixInverse)                       \
                                     ? n * n                                                         \
                                     : n;                                                            \
        const uint32_t na = op->arg_count < 3 ? op->arg_count : 3;                                   \
        for (uint32_t l = 0; l < width; l++) {                                                       \
            FT in[3][16], out[16];                                                                   \
            for (uint32_t i = 0; i < na; i++) {                                                      \
                if (op->ext == SPVRT_GLSL_std_450_Refract && i == 2)                                 \
                    break;                                                                           \
                for (uint32_t c = 0; c < rows_in; c++)                                               \
                    in[i][c] = ARG(FT, i, c)[l];                                                     \
            }                                                                                        \
            FT scalar = 0;                                                                           \
            switch (op->ext) {                                                                       \
            case SPVRT_GLSL_std_450_Length:                                                          \
                scalar = spvrt_glsl_length_##SUF(in[0], (int)n);                                     \
                break;                                                                               \
            case SPVRT_GLSL_std_450_Distance:                                                        \
                scalar = spvrt_glsl_distance_##SUF(in[0], in[1], (int)n);                            \
                break;                                                                               \
            case SPVRT_GLSL_std_450_Determinant:                                                     \
                scalar = spvrt_glsl_determinant_##SUF(in[0], (int)n);                                \
                break;                                                                               \
            case SPVRT_GLSL_std_450_Cross: spvrt_glsl_cross_##SUF(in[0], in[1], out); break;         \
            case SPVRT_GLSL_std_450_Normalize: spvrt_glsl_normalize_##SUF(in[0], (int)n, out); break; \
            case SPVRT_GLSL_std_450_FaceForward:                                                     \
                spvrt_glsl_face_forward_##SUF(in[0], in[1], in[2], (int)n, out);                     \
                break;                                                                               \
            case SPVRT_GLSL_std_450_Reflect: spvrt_glsl_reflect_##SUF(in[0], in[1], (int)n, out); break; \
            case SPVRT_GLSL_std_450_Refract: {                                                       \
                const double eta = ldf(ARG(void, 2, 0), d->in_bits, l);                              \
                spvrt_glsl_refract_##SUF(in[0], in[1], GEOM_ETA_##BITS(eta), (int)n, out);           \
                break;                                                                               \
            }                                                                                        \
            default: /* MatrixInverse: singular gives Inf/NaN (undefined in GLSL.std.450) */        \
                (void)spvrt_glsl_matrix_inverse_##SUF(in[0], (int)n, out);                           \
                break;                                                                               \
            }                                                                                        \
            if (op->type->components == 1 && (op->ext == SPVRT_GLSL_std_450_Length ||               \
                                              op->ext == SPVRT_GLSL_std_450_Distance ||             \
                                              op->ext == SPVRT_GLSL_std_450_Determinant)) {         \
                RES(FT, 0)[l] = scalar;                                                              \
            } else {                                                                                 \
                for (uint32_t c = 0; c < op->type->components && c < 16; c++)                        \
                    RES(FT, c)[l] = out[c];                                                          \
            }                                                                                        \
        }                                                                                            \
    }
#define GEOM_ETA_16(e) spvrt_f64_to_f16((e), SPVRT_ROUND_RTE)
#define GEOM_ETA_32(e) ((float)(e))
#define GEOM_ETA_64(e) (e)
DEF_GEOM(f16, uint16_t, 16)
DEF_GEOM(f32, float, 32)
DEF_GEOM(f64, double, 64)

/* ---- binding ------------------------------------------------------------------------ */

static arith_data *new_data(exec_prep *p)
{
    return exec_prep_alloc(p, sizeof(arith_data));
}

static bool int_width_ok(uint32_t bits)
{
    return bits == 8 || bits == 16 || bits == 32 || bits == 64;
}

static bool float_width_ok(uint32_t bits)
{
    return bits == 16 || bits == 32 || bits == 64;
}

/* The scalar type of a value type (scalar, vector, matrix), or NULL. */
static const exec_type *scalar_of(const exec_type *t)
{
    return t ? t->scalar : NULL;
}

/* The rounding mode the entry point's RoundingModeRTZ / RoundingModeRTE
 * execution modes set for float results of `bits` (RTE by default). */
static spvrt_round_mode exec_mode_rounding(const exec_prep *p, uint32_t bits)
{
    return exec_prep_rounding_mode(p, bits);
}

/* The rounding of a conversion to a float of `bits`: its FPRoundingMode
 * decoration, else the execution mode's. */
static spvrt_round_mode conversion_rounding(const exec_prep *p, const exec_op *op, uint32_t bits)
{
    uint32_t mode;
    if (exec_prep_decoration(p, op->result_id, SPVRT_Decoration_FPRoundingMode, &mode) && mode <= 3)
        return (spvrt_round_mode)mode;
    return exec_mode_rounding(p, bits);
}

static exec_bind_result pure(exec_op *op, exec_handler run)
{
    op->run = run;
    op->flags |= EXEC_OP_PURE;
    return EXEC_BIND_OK;
}

static exec_bind_result bad_form(exec_prep *p, const spvrt_instruction *inst, const char *what)
{
    return exec_prep_error(p, inst, "arithmetic: %s is not supported", what);
}

/* Are the operands value ids with types (validated modules always have
 * them; this guards the handlers against anything else)? */
static bool args_typed(const exec_op *op, uint32_t count)
{
    if (op->arg_count < count || !op->type)
        return false;
    for (uint32_t i = 0; i < count; i++)
        if (!op->args[i].type)
            return false;
    return true;
}

static exec_bind_result bind_int(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const bool unary = op->opcode == SPVRT_OpSNegate || op->opcode == SPVRT_OpNot;
    if (!args_typed(op, unary ? 1 : 2))
        return bad_form(p, inst, "an integer instruction without typed operands");
    const exec_type *s = scalar_of(op->type);
    if (!s || s->kind != EXEC_INT || !int_width_ok(s->bits))
        return bad_form(p, inst, "an integer instruction on this result type");
    const uint32_t bits = s->bits;
    switch (op->opcode) {
    case SPVRT_OpSNegate: return pure(op, PICK_INT(sneg, bits));
    case SPVRT_OpNot: return pure(op, PICK_INT(inot, bits));
    case SPVRT_OpIAdd: return pure(op, PICK_INT(iadd, bits));
    case SPVRT_OpISub: return pure(op, PICK_INT(isub, bits));
    case SPVRT_OpIMul: return pure(op, PICK_INT(imul, bits));
    case SPVRT_OpUDiv: return pure(op, PICK_INT(udiv, bits));
    case SPVRT_OpSDiv: return pure(op, PICK_INT(sdiv, bits));
    case SPVRT_OpUMod: return pure(op, PICK_INT(umod, bits));
    case SPVRT_OpSRem: return pure(op, PICK_INT(srem, bits));
    case SPVRT_OpSMod: return pure(op, PICK_INT(smod, bits));
    case SPVRT_OpBitwiseAnd: return pure(op, PICK_INT(iand, bits));
    case SPVRT_OpBitwiseOr: return pure(op, PICK_INT(ior, bits));
    case SPVRT_OpBitwiseXor: return pure(op, PICK_INT(ixor, bits));
    default: break;
    }
    /* shifts: the Shift operand may have another width */
    const exec_type *sh = scalar_of(op->args[1].type);
    if (!sh || sh->kind != EXEC_INT || !int_width_ok(sh->bits))
        return bad_form(p, inst, "a shift amount of this type");
    if (sh->bits == bits) {
        switch (op->opcode) {
        case SPVRT_OpShiftLeftLogical: return pure(op, PICK_INT(sll, bits));
        case SPVRT_OpShiftRightLogical: return pure(op, PICK_INT(srl, bits));
        default: return pure(op, PICK_INT(sra, bits));
        }
    }
    arith_data *d = new_data(p);
    d->out_bits = (uint8_t)bits;
    d->out_bytes = (uint8_t)(bits / 8);
    d->in_bytes = (uint8_t)(sh->bits / 8);
    op->data = d;
    return pure(op, shift_mixed);
}

static exec_bind_result bind_int_other(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    switch (op->opcode) {
    case SPVRT_OpIAddCarry:
    case SPVRT_OpISubBorrow:
    case SPVRT_OpUMulExtended:
    case SPVRT_OpSMulExtended: {
        if (!args_typed(op, 2) || op->type->kind != EXEC_STRUCT || op->type->member_count != 2 ||
            !op->type->member_first)
            return bad_form(p, inst, "an extended integer instruction without a two-member struct result");
        const exec_type *s = scalar_of(op->type->members[0]);
        if (!s || s->kind != EXEC_INT || !int_width_ok(s->bits))
            return bad_form(p, inst, "an extended integer instruction on this type");
        return pure(op, PICK_INT(ext2, s->bits));
    }
    case SPVRT_OpBitFieldInsert:
    case SPVRT_OpBitFieldSExtract:
    case SPVRT_OpBitFieldUExtract:
    case SPVRT_OpBitReverse:
    case SPVRT_OpBitCount: {
        const uint32_t need = op->opcode == SPVRT_OpBitFieldInsert  ? 4
                              : op->opcode == SPVRT_OpBitReverse || op->opcode == SPVRT_OpBitCount ? 1
                                                                                                   : 3;
        if (!args_typed(op, need))
            return bad_form(p, inst, "a bit instruction without typed operands");
        const exec_type *s = scalar_of(op->type), *in = scalar_of(op->args[0].type);
        if (!s || !in || s->kind != EXEC_INT || in->kind != EXEC_INT || !int_width_ok(s->bits) ||
            !int_width_ok(in->bits))
            return bad_form(p, inst, "a bit instruction on this type");
        for (uint32_t i = 1; i < need; i++) {
            const exec_type *o = scalar_of(op->args[i].type);
            if (!o || o->kind != EXEC_INT || !int_width_ok(o->bits))
                return bad_form(p, inst, "a bit instruction operand of this type");
        }
        arith_data *d = new_data(p);
        d->in_bits = in->bits;
        d->in_bytes = (uint8_t)(in->bits / 8);
        d->out_bits = s->bits;
        d->out_bytes = (uint8_t)(s->bits / 8);
        op->data = d;
        if (op->opcode == SPVRT_OpBitCount)
            return pure(op, s->bits == 32 && in->bits == 32 ? bit_count_32 : bit_count);
        if (op->opcode == SPVRT_OpBitReverse)
            return pure(op, bit_reverse);
        return pure(op, bitfield);
    }
    default: return EXEC_BIND_NOT_MINE;
    }
}

static exec_bind_result bind_icmp(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    if (!args_typed(op, 2))
        return bad_form(p, inst, "an integer comparison without typed operands");
    const exec_type *s = scalar_of(op->args[0].type);
    if (!s || s->kind != EXEC_INT || !int_width_ok(s->bits))
        return bad_form(p, inst, "an integer comparison on this type");
    const uint32_t bits = s->bits;
    switch (op->opcode) {
    case SPVRT_OpIEqual: return pure(op, PICK_INT(ieq, bits));
    case SPVRT_OpINotEqual: return pure(op, PICK_INT(ine, bits));
    case SPVRT_OpUGreaterThan: return pure(op, PICK_INT(ugt, bits));
    case SPVRT_OpSGreaterThan: return pure(op, PICK_INT(sgt, bits));
    case SPVRT_OpUGreaterThanEqual: return pure(op, PICK_INT(uge, bits));
    case SPVRT_OpSGreaterThanEqual: return pure(op, PICK_INT(sge, bits));
    case SPVRT_OpULessThan: return pure(op, PICK_INT(ult, bits));
    case SPVRT_OpSLessThan: return pure(op, PICK_INT(slt, bits));
    case SPVRT_OpULessThanEqual: return pure(op, PICK_INT(ule, bits));
    default: return pure(op, PICK_INT(sle, bits)); /* OpSLessThanEqual */
    }
}

/* Float arithmetic and comparisons: the fast handler of the width, or the
 * float-controls one when the width flushes denormals or rounds toward
 * zero. */
static exec_bind_result bind_float(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const bool unary = op->opcode == SPVRT_OpFNegate || op->opcode == SPVRT_OpIsNan || op->opcode == SPVRT_OpIsInf;
    if (!args_typed(op, unary ? 1 : 2))
        return bad_form(p, inst, "a float instruction without typed operands");
    const exec_type *s = scalar_of(op->args[0].type);
    if (!s || s->kind != EXEC_FLOAT || !float_width_ok(s->bits))
        return bad_form(p, inst, "a float instruction on this type");
    const uint32_t bits = s->bits;
    switch (op->opcode) {
    case SPVRT_OpIsNan: return pure(op, PICK_FLOAT(isnan, bits));
    case SPVRT_OpIsInf: return pure(op, PICK_FLOAT(isinf, bits));
    default: break;
    }
    const bool flush = exec_prep_denorm_flush(p, bits);
    const spvrt_round_mode mode = exec_mode_rounding(p, bits);
    if (flush || mode != SPVRT_ROUND_RTE) {
        arith_data *d = new_data(p);
        d->in_bits = d->out_bits = (uint8_t)bits;
        d->flush_in = d->flush_out = flush;
        d->round = (uint8_t)mode;
        op->data = d;
        return pure(op, fctl_handler);
    }
    switch (op->opcode) {
    case SPVRT_OpFNegate: return pure(op, bits == 16 ? fneg_16 : bits == 32 ? fneg_32 : fneg_64); /* on the bits */
    case SPVRT_OpFAdd: return pure(op, PICK_FLOAT(fadd, bits));
    case SPVRT_OpFSub: return pure(op, PICK_FLOAT(fsub, bits));
    case SPVRT_OpFMul: return pure(op, PICK_FLOAT(fmul, bits));
    case SPVRT_OpFDiv: return pure(op, PICK_FLOAT(fdiv, bits));
    case SPVRT_OpFRem: return pure(op, PICK_FLOAT(frem, bits));
    case SPVRT_OpFMod: return pure(op, PICK_FLOAT(fmodop, bits));
    case SPVRT_OpFOrdEqual: return pure(op, PICK_FLOAT(foeq, bits));
    case SPVRT_OpFUnordEqual: return pure(op, PICK_FLOAT(fueq, bits));
    case SPVRT_OpFOrdNotEqual: return pure(op, PICK_FLOAT(fone, bits));
    case SPVRT_OpFUnordNotEqual: return pure(op, PICK_FLOAT(fune, bits));
    case SPVRT_OpFOrdLessThan: return pure(op, PICK_FLOAT(folt, bits));
    case SPVRT_OpFUnordLessThan: return pure(op, PICK_FLOAT(fult, bits));
    case SPVRT_OpFOrdGreaterThan: return pure(op, PICK_FLOAT(fogt, bits));
    case SPVRT_OpFUnordGreaterThan: return pure(op, PICK_FLOAT(fugt, bits));
    case SPVRT_OpFOrdLessThanEqual: return pure(op, PICK_FLOAT(fole, bits));
    case SPVRT_OpFUnordLessThanEqual: return pure(op, PICK_FLOAT(fule, bits));
    case SPVRT_OpFOrdGreaterThanEqual: return pure(op, PICK_FLOAT(foge, bits));
    default: return pure(op, PICK_FLOAT(fuge, bits)); /* OpFUnordGreaterThanEqual */
    }
}

static exec_bind_result bind_logical(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const bool unary = op->opcode == SPVRT_OpLogicalNot || op->opcode == SPVRT_OpAny || op->opcode == SPVRT_OpAll;
    if (!args_typed(op, unary ? 1 : 2))
        return bad_form(p, inst, "a logical instruction without typed operands");
    const exec_type *s = scalar_of(op->args[0].type);
    if (!s || s->kind != EXEC_BOOL)
        return bad_form(p, inst, "a logical instruction on this type");
    switch (op->opcode) {
    case SPVRT_OpLogicalEqual: return pure(op, lequal_8);
    case SPVRT_OpLogicalNotEqual: return pure(op, lnotequal_8);
    case SPVRT_OpLogicalOr: return pure(op, lor_8);
    case SPVRT_OpLogicalAnd: return pure(op, land_8);
    case SPVRT_OpLogicalNot: return pure(op, lnot_8);
    default: return pure(op, any_all); /* OpAny, OpAll */
    }
}

static exec_bind_result bind_select(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    if (!args_typed(op, 3))
        return bad_form(p, inst, "OpSelect without typed operands");
    const exec_type *t = op->type, *cond = op->args[0].type;
    if (t->components == 0)
        return bad_form(p, inst, "OpSelect of a value without register rows");
    if (cond->components != 1 && cond->components != t->components)
        return bad_form(p, inst, "OpSelect with a condition of another component count");
    const exec_type *s = scalar_of(t);
    if (s && (t->kind == EXEC_INT || t->kind == EXEC_FLOAT || t->kind == EXEC_VECTOR) && exec_scalar_bytes(s) == 4)
        return pure(op, select_32);
    return pure(op, select_rows);
}

static exec_bind_result bind_conversion(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    if (!args_typed(op, 1))
        return bad_form(p, inst, "a conversion without typed operands");
    const exec_type *in = scalar_of(op->args[0].type), *out = scalar_of(op->type);
    if (!in || !out)
        return bad_form(p, inst, "a conversion of this type");
    const bool in_float = in->kind == EXEC_FLOAT, out_float = out->kind == EXEC_FLOAT;
    if (!(in_float ? float_width_ok(in->bits) : in->kind == EXEC_INT && int_width_ok(in->bits)) ||
        !(out_float ? float_width_ok(out->bits) : out->kind == EXEC_INT && int_width_ok(out->bits)))
        return bad_form(p, inst, "a conversion between these types");
    arith_data *d = new_data(p);
    d->in_bits = in->bits;
    d->out_bits = out->bits;
    d->in_bytes = (uint8_t)(in->bits / 8);
    d->out_bytes = (uint8_t)(out->bits / 8);
    op->data = d;
    uint32_t deco;
    const bool decorated = exec_prep_decoration(p, op->result_id, SPVRT_Decoration_FPRoundingMode, &deco);
    switch (op->opcode) {
    case SPVRT_OpConvertFToS:
    case SPVRT_OpConvertFToU:
        if (!in_float || out_float)
            return bad_form(p, inst, "a float-to-integer conversion between these types");
        d->round = decorated && deco <= 3 ? (uint8_t)deco : SPVRT_ROUND_RTZ;
        if (!decorated && in->bits == 32 && out->bits == 32)
            return pure(op, op->opcode == SPVRT_OpConvertFToS ? conv_f32_to_s32 : conv_f32_to_u32);
        return pure(op, conv_f_to_i);
    case SPVRT_OpConvertSToF:
    case SPVRT_OpConvertUToF:
        if (in_float || !out_float)
            return bad_form(p, inst, "an integer-to-float conversion between these types");
        d->is_signed = op->opcode == SPVRT_OpConvertSToF;
        d->round = (uint8_t)conversion_rounding(p, op, out->bits);
        if (in->bits == 32 && out->bits == 32 && d->round == SPVRT_ROUND_RTE)
            return pure(op, d->is_signed ? conv_s32_to_f32 : conv_u32_to_f32);
        return pure(op, conv_i_to_f);
    case SPVRT_OpUConvert:
    case SPVRT_OpSConvert:
    case SPVRT_OpSatConvertSToU:
    case SPVRT_OpSatConvertUToS:
        if (in_float || out_float)
            return bad_form(p, inst, "an integer conversion between these types");
        return pure(op, conv_i_to_i);
    default: /* OpFConvert, OpQuantizeToF16 */
        if (!in_float || !out_float)
            return bad_form(p, inst, "a float conversion between these types");
        if (op->opcode == SPVRT_OpQuantizeToF16 && in->bits != 32)
            return bad_form(p, inst, "OpQuantizeToF16 of a float that is not 32-bit");
        d->round = (uint8_t)conversion_rounding(p, op, out->bits);
        d->flush_in = exec_prep_denorm_flush(p, in->bits);
        d->flush_out = exec_prep_denorm_flush(p, out->bits);
        return pure(op, conv_f_to_f);
    }
}

static uint16_t glsl_set_index(void)
{
    static const char name[] = "GLSL.std.450";
    const spvrt_ext_inst_set_info *set = spvrt_grammar_ext_set(name, sizeof name - 1);
    return set ? (uint16_t)(set - spvrt_grammar_ext_sets) : UINT16_MAX;
}

static exec_bind_result bind_glsl(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const uint32_t e = op->ext;
    if (!op->type || op->arg_count == 0 || !args_typed(op, op->arg_count))
        return bad_form(p, inst, "a GLSL.std.450 instruction without typed operands");
    const exec_type *s0 = scalar_of(op->args[0].type), *rs = scalar_of(op->type);
    arith_data *d = new_data(p);
    op->data = d;
    if (s0) {
        d->in_bits = s0->bits;
        d->in_bytes = (uint8_t)exec_scalar_bytes(s0);
    }
    if (rs) {
        d->out_bits = rs->bits;
        d->out_bytes = (uint8_t)exec_scalar_bytes(rs);
    }

    switch (e) {
    case SPVRT_GLSL_std_450_InterpolateAtCentroid:
    case SPVRT_GLSL_std_450_InterpolateAtSample:
    case SPVRT_GLSL_std_450_InterpolateAtOffset:
        return bad_form(p, inst, "GLSL.std.450 InterpolateAt* (fragment shaders only)");
    case SPVRT_GLSL_std_450_IMix:
        return bad_form(p, inst, "GLSL.std.450 IMix (not defined by the GLSL.std.450 specification)");
    case SPVRT_GLSL_std_450_SAbs:
    case SPVRT_GLSL_std_450_SSign:
    case SPVRT_GLSL_std_450_SMin:
    case SPVRT_GLSL_std_450_SMax:
    case SPVRT_GLSL_std_450_SClamp:
    case SPVRT_GLSL_std_450_UMin:
    case SPVRT_GLSL_std_450_UMax:
    case SPVRT_GLSL_std_450_UClamp:
    case SPVRT_GLSL_std_450_FindILsb:
    case SPVRT_GLSL_std_450_FindSMsb:
    case SPVRT_GLSL_std_450_FindUMsb:
        if (!s0 || !rs || s0->kind != EXEC_INT || rs->kind != EXEC_INT || !int_width_ok(s0->bits) ||
            !int_width_ok(rs->bits))
            return bad_form(p, inst, "a GLSL.std.450 integer instruction on this type");
        for (uint32_t i = 1; i < op->arg_count; i++)
            if (!scalar_of(op->args[i].type) || scalar_of(op->args[i].type)->bits != s0->bits)
                return bad_form(p, inst, "a GLSL.std.450 integer instruction with operands of several widths");
        return pure(op, glsl_int);
    case SPVRT_GLSL_std_450_PackSnorm4x8:
    case SPVRT_GLSL_std_450_PackUnorm4x8:
    case SPVRT_GLSL_std_450_PackSnorm2x16:
    case SPVRT_GLSL_std_450_PackUnorm2x16:
    case SPVRT_GLSL_std_450_PackHalf2x16:
        if (!s0 || s0->kind != EXEC_FLOAT || s0->bits != 32 || op->args[0].type->components > 4 || !rs ||
            rs->bits != 32)
            return bad_form(p, inst, "a GLSL.std.450 Pack instruction on this type");
        return pure(op, glsl_pack);
    case SPVRT_GLSL_std_450_UnpackSnorm4x8:
    case SPVRT_GLSL_std_450_UnpackUnorm4x8:
    case SPVRT_GLSL_std_450_UnpackSnorm2x16:
    case SPVRT_GLSL_std_450_UnpackUnorm2x16:
    case SPVRT_GLSL_std_450_UnpackHalf2x16:
        if (!rs || rs->kind != EXEC_FLOAT || rs->bits != 32 || op->type->components > 4 || !s0 || s0->bits != 32)
            return bad_form(p, inst, "a GLSL.std.450 Unpack instruction on this type");
        return pure(op, glsl_unpack);
    case SPVRT_GLSL_std_450_PackDouble2x32:
        if (!s0 || s0->bits != 32 || op->args[0].type->components != 2 || !rs || rs->bits != 64)
            return bad_form(p, inst, "PackDouble2x32 on this type");
        return pure(op, glsl_pack_double);
    case SPVRT_GLSL_std_450_UnpackDouble2x32:
        if (!s0 || s0->bits != 64 || op->type->components != 2 || !rs || rs->bits != 32)
            return bad_form(p, inst, "UnpackDouble2x32 on this type");
        return pure(op, glsl_unpack_double);
    default: break;
    }

    /* the float instructions */
    if (!s0 || s0->kind != EXEC_FLOAT || !float_width_ok(s0->bits))
        return bad_form(p, inst, "a GLSL.std.450 float instruction on this type");
    const uint32_t bits = s0->bits;
    switch (e) {
    case SPVRT_GLSL_std_450_Length:
    case SPVRT_GLSL_std_450_Distance:
    case SPVRT_GLSL_std_450_Cross:
    case SPVRT_GLSL_std_450_Normalize:
    case SPVRT_GLSL_std_450_FaceForward:
    case SPVRT_GLSL_std_450_Reflect:
    case SPVRT_GLSL_std_450_Refract: {
        const uint32_t n = op->args[0].type->components;
        const uint32_t need = e == SPVRT_GLSL_std_450_Length || e == SPVRT_GLSL_std_450_Normalize ? 1
                              : e == SPVRT_GLSL_std_450_FaceForward || e == SPVRT_GLSL_std_450_Refract ? 3
                                                                                                     : 2;
        if (n < 1 || n > 4 || op->arg_count != need || (e == SPVRT_GLSL_std_450_Cross && n != 3))
            return bad_form(p, inst, "a GLSL.std.450 vector instruction of this size");
        for (uint32_t i = 1; i < need; i++) {
            const exec_type *si = scalar_of(op->args[i].type);
            if (e == SPVRT_GLSL_std_450_Refract && i == 2) {
                if (!si || si->kind != EXEC_FLOAT || op->args[2].type->components != 1)
                    return bad_form(p, inst, "Refract with this eta");
                d->in_bits = si->bits; /* geom handlers read eta at its width */
            } else if (!si || si->bits != bits || op->args[i].type->components != n) {
                return bad_form(p, inst, "a GLSL.std.450 vector instruction with operands of several types");
            }
        }
        d->n = n;
        return pure(op, PICK_FLOAT(geom, bits));
    }
    case SPVRT_GLSL_std_450_Determinant:
    case SPVRT_GLSL_std_450_MatrixInverse: {
        const exec_type *m = op->args[0].type;
        if (m->kind != EXEC_MATRIX || m->length < 2 || m->length > 4 || m->components != m->length * m->length)
            return bad_form(p, inst, "Determinant / MatrixInverse of a matrix that is not square 2x2 to 4x4");
        d->n = m->length;
        return pure(op, PICK_FLOAT(geom, bits));
    }
    case SPVRT_GLSL_std_450_Ldexp: {
        const exec_type *ex = scalar_of(op->args[1].type);
        if (op->arg_count != 2 || !ex || ex->kind != EXEC_INT || !int_width_ok(ex->bits))
            return bad_form(p, inst, "Ldexp with this exponent");
        return pure(op, glsl_ldexp);
    }
    case SPVRT_GLSL_std_450_ModfStruct:
    case SPVRT_GLSL_std_450_FrexpStruct: {
        const exec_type *t = op->type;
        if (t->kind != EXEC_STRUCT || t->member_count != 2 || !t->member_first ||
            t->members[0]->components != op->args[0].type->components ||
            t->members[1]->components != op->args[0].type->components)
            return bad_form(p, inst, "ModfStruct / FrexpStruct without a two-member struct result");
        return pure(op, glsl_modf_frexp_struct);
    }
    case SPVRT_GLSL_std_450_Modf:
    case SPVRT_GLSL_std_450_Frexp: {
        const exec_type *ptr = op->args[op->arg_count > 1 ? 1 : 0].type;
        if (op->arg_count != 2 || ptr->kind != EXEC_POINTER || !ptr->element ||
            ptr->element->components != op->type->components || ptr->element->components == 0)
            return bad_form(p, inst, "Modf / Frexp without a pointer to a value of the operand's shape");
        op->run = glsl_modf_frexp_ptr; /* stores through the pointer: not PURE */
        return EXEC_BIND_OK;
    }
    default: break;
    }

    /* component-wise: one, two or three operands of the result's type */
    for (uint32_t i = 1; i < op->arg_count; i++) {
        const exec_type *si = scalar_of(op->args[i].type);
        if (!si || si->kind != EXEC_FLOAT || si->bits != bits)
            return bad_form(p, inst, "a GLSL.std.450 float instruction with operands of several widths");
    }
    if (!rs || rs->bits != bits)
        return bad_form(p, inst, "a GLSL.std.450 float instruction with this result type");
    d->flush_in = d->flush_out = exec_prep_denorm_flush(p, bits);
    switch (op->arg_count) {
    case 1:
        d->f32_1 = spvrt_glsl_f32_unary(e);
        d->f64_1 = spvrt_glsl_f64_unary(e);
        if (!d->f32_1 || !d->f64_1)
            break;
        return pure(op, PICK_FLOAT(glsl1, bits));
    case 2:
        d->f32_2 = spvrt_glsl_f32_binary(e);
        d->f64_2 = spvrt_glsl_f64_binary(e);
        if (!d->f32_2 || !d->f64_2)
            break;
        return pure(op, PICK_FLOAT(glsl2, bits));
    case 3:
        d->f32_3 = spvrt_glsl_f32_ternary(e);
        d->f64_3 = spvrt_glsl_f64_ternary(e);
        if (!d->f32_3 || !d->f64_3)
            break;
        return pure(op, PICK_FLOAT(glsl3, bits));
    default: break;
    }
    return exec_prep_error(p, inst, "arithmetic: GLSL.std.450 instruction %u with %u operands is not supported", e,
                           op->arg_count);
}

exec_bind_result exec_bind_arithmetic(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    switch (op->opcode) {
    case SPVRT_OpExtInst:
        if (op->ext_set != glsl_set_index())
            return EXEC_BIND_NOT_MINE;
        return bind_glsl(p, op, inst);

    case SPVRT_OpSNegate:
    case SPVRT_OpNot:
    case SPVRT_OpIAdd:
    case SPVRT_OpISub:
    case SPVRT_OpIMul:
    case SPVRT_OpUDiv:
    case SPVRT_OpSDiv:
    case SPVRT_OpUMod:
    case SPVRT_OpSRem:
    case SPVRT_OpSMod:
    case SPVRT_OpBitwiseAnd:
    case SPVRT_OpBitwiseOr:
    case SPVRT_OpBitwiseXor:
    case SPVRT_OpShiftLeftLogical:
    case SPVRT_OpShiftRightLogical:
    case SPVRT_OpShiftRightArithmetic:
        return bind_int(p, op, inst);

    case SPVRT_OpIAddCarry:
    case SPVRT_OpISubBorrow:
    case SPVRT_OpUMulExtended:
    case SPVRT_OpSMulExtended:
    case SPVRT_OpBitFieldInsert:
    case SPVRT_OpBitFieldSExtract:
    case SPVRT_OpBitFieldUExtract:
    case SPVRT_OpBitReverse:
    case SPVRT_OpBitCount:
        return bind_int_other(p, op, inst);

    case SPVRT_OpIEqual:
    case SPVRT_OpINotEqual:
    case SPVRT_OpUGreaterThan:
    case SPVRT_OpSGreaterThan:
    case SPVRT_OpUGreaterThanEqual:
    case SPVRT_OpSGreaterThanEqual:
    case SPVRT_OpULessThan:
    case SPVRT_OpSLessThan:
    case SPVRT_OpULessThanEqual:
    case SPVRT_OpSLessThanEqual:
        return bind_icmp(p, op, inst);

    case SPVRT_OpFNegate:
    case SPVRT_OpFAdd:
    case SPVRT_OpFSub:
    case SPVRT_OpFMul:
    case SPVRT_OpFDiv:
    case SPVRT_OpFRem:
    case SPVRT_OpFMod:
    case SPVRT_OpFOrdEqual:
    case SPVRT_OpFUnordEqual:
    case SPVRT_OpFOrdNotEqual:
    case SPVRT_OpFUnordNotEqual:
    case SPVRT_OpFOrdLessThan:
    case SPVRT_OpFUnordLessThan:
    case SPVRT_OpFOrdGreaterThan:
    case SPVRT_OpFUnordGreaterThan:
    case SPVRT_OpFOrdLessThanEqual:
    case SPVRT_OpFUnordLessThanEqual:
    case SPVRT_OpFOrdGreaterThanEqual:
    case SPVRT_OpFUnordGreaterThanEqual:
    case SPVRT_OpIsNan:
    case SPVRT_OpIsInf:
        return bind_float(p, op, inst);

    case SPVRT_OpLogicalEqual:
    case SPVRT_OpLogicalNotEqual:
    case SPVRT_OpLogicalOr:
    case SPVRT_OpLogicalAnd:
    case SPVRT_OpLogicalNot:
    case SPVRT_OpAny:
    case SPVRT_OpAll:
        return bind_logical(p, op, inst);

    case SPVRT_OpSelect:
        return bind_select(p, op, inst);

    case SPVRT_OpConvertFToU:
    case SPVRT_OpConvertFToS:
    case SPVRT_OpConvertSToF:
    case SPVRT_OpConvertUToF:
    case SPVRT_OpUConvert:
    case SPVRT_OpSConvert:
    case SPVRT_OpFConvert:
    case SPVRT_OpQuantizeToF16:
    case SPVRT_OpSatConvertSToU:
    case SPVRT_OpSatConvertUToS:
        return bind_conversion(p, op, inst);

    default:
        return EXEC_BIND_NOT_MINE;
    }
}

/* ---- what a compiler may emit itself (native.h) ---------------------------------- */

#define IS_INT(name) (op->run == name##_8 || op->run == name##_16 || op->run == name##_32 || op->run == name##_64)
#define IS_FLOAT(name) (op->run == name##_f32 || op->run == name##_f64)

bool exec_arithmetic_native(const exec_op *op)
{
    if (!op->run)
        return false;
    if (IS_INT(iadd) || IS_INT(isub) || IS_INT(imul) || IS_INT(udiv) || IS_INT(umod) || IS_INT(sdiv) ||
        IS_INT(srem) || IS_INT(smod) || IS_INT(iand) || IS_INT(ior) || IS_INT(ixor) || IS_INT(sll) ||
        IS_INT(srl) || IS_INT(sra) || IS_INT(sneg) || IS_INT(inot))
        return true;
    if (IS_INT(ieq) || IS_INT(ine) || IS_INT(ugt) || IS_INT(uge) || IS_INT(ult) || IS_INT(ule) || IS_INT(sgt) ||
        IS_INT(sge) || IS_INT(slt) || IS_INT(sle))
        return true;
    if (op->run == lequal_8 || op->run == lnotequal_8 || op->run == lor_8 || op->run == land_8 || op->run == lnot_8)
        return true;
    if (op->run == select_rows || op->run == select_32)
        return true;
    if (op->run == fneg_16 || op->run == fneg_32 || op->run == fneg_64)
        return true;
    if (IS_FLOAT(fadd) || IS_FLOAT(fsub) || IS_FLOAT(fmul) || IS_FLOAT(fdiv))
        return true;
    if (IS_FLOAT(foeq) || IS_FLOAT(fueq) || IS_FLOAT(fone) || IS_FLOAT(fune) || IS_FLOAT(folt) || IS_FLOAT(fult) ||
        IS_FLOAT(fogt) || IS_FLOAT(fugt) || IS_FLOAT(fole) || IS_FLOAT(fule) || IS_FLOAT(foge) || IS_FLOAT(fuge))
        return true;
    if (op->run == conv_f32_to_s32 || op->run == conv_f32_to_u32 || op->run == conv_s32_to_f32 ||
        op->run == conv_u32_to_f32)
        return true;
    return op->run == conv_i_to_i && (op->opcode == SPVRT_OpUConvert || op->opcode == SPVRT_OpSConvert);
}
