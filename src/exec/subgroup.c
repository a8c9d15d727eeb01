/* spvrt exec: the subgroup family (SPIR-V 3.52.24 Non-Uniform Instructions,
 * SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote, SPV_KHR_subgroup_rotate).
 *
 * The subgroup is the wave: w->width lanes (SubgroupSize), lane l is the
 * invocation with SubgroupLocalInvocationId l, and the invocations taking
 * part in an instruction ("active") are the lanes of w->active.  Ballots are
 * 128-bit masks (uvec4, component 0 the low bits) of which only the low
 * `width` (<= 64) bits can be set.
 *
 * These handlers read across lanes, so none is PURE: each reads the operand
 * rows of all lanes it needs into locals first, then writes the result rows
 * of the active lanes only (a result row may be the row of an operand).
 *
 * Where SPIR-V leaves a result undefined this file picks one deterministic
 * answer:
 *   - reading a lane that is inactive or outside the subgroup (Broadcast,
 *     Shuffle*, Quad*, ReadInvocation, Rotate) gives 0 in every row (false
 *     for booleans); no read ever leaves the row;
 *   - QuadBroadcast with Index >= 4 reads no lane: 0;
 *   - BallotFindLSB / BallotFindMSB with no bit set among the first
 *     SubgroupSize bits give all ones (-1, as FindILsb/FindUMsb do for 0);
 *   - BallotBitExtract with Index >= 128 gives false;
 *   - ClusterSize greater than SubgroupSize: one cluster, the whole subgroup;
 *     ClusterSize 0 or not a power of two traps (the validator rejects it
 *     for OpConstant; a specialisation constant can still reach here).
 *
 * Float reductions and scans combine the active lanes' values in lane order
 * (lane 0 first), starting from the first active value rather than from the
 * identity (so a lone -0.0 stays -0.0); an exclusive scan gives the identity
 * to a lane with no active lane before it.  float16 steps are computed in
 * float and rounded to float16 (to nearest even) after every step: float's
 * 24-bit significand makes that double rounding exact for + and *.  FMin and
 * FMax with a NaN operand give the other operand (numeric.h's fmin/fmax).
 * With DenormFlushToZero for the width, operands and results of every step
 * are flushed.
 *
 * AllEqual compares floats with the ordered equality of OpFOrdEqual
 * (SPIR-V says "equal", GLSL's subgroupAllEqual compiles to that in Mesa's
 * vote_feq): -0.0 equals +0.0 and a NaN in any active lane gives false.
 * Integers, booleans and pointers are compared by their bits.
 */
#include "exec.h"
#include "native.h"

#include <math.h>

/* ---- per-instruction data ------------------------------------------------ */

typedef enum sg_perm {
    SG_BROADCAST,      /* Index read in the first active lane (dynamically uniform) */
    SG_FIRST,          /* the lowest active lane */
    SG_SHUFFLE,        /* Index per lane */
    SG_SHUFFLE_XOR,    /* l ^ Mask */
    SG_SHUFFLE_UP,     /* l - Delta */
    SG_SHUFFLE_DOWN,   /* l + Delta */
    SG_QUAD_BROADCAST, /* (l & ~3) + Index */
    SG_QUAD_SWAP,      /* l ^ (Direction + 1) */
    SG_ROTATE          /* ((l + Delta) mod cluster) within l's cluster */
} sg_perm;

typedef struct sg_data {
    uint32_t kind;        /* sg_perm, or the GroupOperation */
    uint32_t value_arg;   /* index in op->args of Value / Predicate */
    uint32_t index_arg;   /* Id, Index, Mask, Delta, Direction; EXEC_NONE if none */
    uint32_t cluster_arg; /* ClusterSize; EXEC_NONE if none */
    uint32_t rows;        /* rows of the value */
    bool flush;           /* DenormFlushToZero for the float width */
} sg_data;

static inline uint64_t sg_lane_mask(uint32_t width)
{
    return width >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << width) - 1u);
}

static inline uint32_t sg_first_lane(uint64_t active)
{
    return active ? (uint32_t)__builtin_ctzll(active) : 0u;
}

/* One scalar of a row at its width, zero-extended. */
static inline uint64_t sg_load(const exec_wave *w, const exec_arg *arg, uint32_t lane)
{
    const void *row = exec_row(w, arg->row);
    const exec_type *t = arg->type ? (arg->type->scalar ? arg->type->scalar : arg->type) : NULL;
    uint32_t bytes = t ? exec_scalar_bytes(t) : 4u;
    switch (bytes) {
    case 1: return ((const uint8_t *)row)[lane];
    case 2: return ((const uint16_t *)row)[lane];
    case 8: return ((const uint64_t *)row)[lane];
    default: return ((const uint32_t *)row)[lane];
    }
}

static inline void sg_store(void *row, uint32_t bytes, uint32_t lane, uint64_t v)
{
    switch (bytes) {
    case 1: ((uint8_t *)row)[lane] = (uint8_t)v; break;
    case 2: ((uint16_t *)row)[lane] = (uint16_t)v; break;
    case 8: ((uint64_t *)row)[lane] = v; break;
    default: ((uint32_t *)row)[lane] = (uint32_t)v; break;
    }
}

static inline uint32_t sg_row_bytes(const exec_type *type, uint32_t r)
{
    const exec_type *leaf = type->leaf ? type->leaf[r] : type->scalar;
    return leaf ? exec_scalar_bytes(leaf) : 4u;
}

/* The ballot of the lane: the low 64 bits of its uvec4 (a subgroup has at
 * most 64 lanes, so the bits above are never considered). */
static inline uint64_t sg_ballot_of(const exec_wave *w, const exec_arg *arg, uint32_t lane)
{
    const uint32_t *x = exec_row(w, arg->row);
    const uint32_t *y = exec_row(w, arg->row + 1);
    return (uint64_t)x[lane] | ((uint64_t)y[lane] << 32);
}

/* ---- basic, vote ---------------------------------------------------------- */

static void sg_elect(exec_wave *w, const exec_op *op)
{
    uint8_t *r = exec_row(w, op->result_row);
    uint32_t first = sg_first_lane(w->active);
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l))
            r[l] = l == first;
}

/* The result row of bools: value in every active lane. */
static inline void sg_put_bool(exec_wave *w, const exec_op *op, uint8_t value)
{
    uint8_t *r = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l))
            r[l] = value;
}

/* The result row of bools: res[l] in every active lane l. */
static inline void sg_put_bools(exec_wave *w, const exec_op *op, const uint8_t *res)
{
    uint8_t *r = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l))
            r[l] = res[l];
}

/* The integer result row: res[l] in every active lane l. */
static inline void sg_put_ints(exec_wave *w, const exec_op *op, const uint64_t *res)
{
    uint32_t bytes = sg_row_bytes(op->type, 0);
    void *r = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l))
            sg_store(r, bytes, l, res[l]);
}

/* All (all = true) / Any of the Predicate over the active lanes. */
static inline void sg_vote(exec_wave *w, const exec_op *op, bool all)
{
    const sg_data *d = op->data;
    const uint8_t *p = exec_row(w, op->args[d->value_arg].row);
    uint8_t v = all;
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l)) {
            if (all)
                v &= p[l] != 0;
            else
                v |= p[l] != 0;
        }
    sg_put_bool(w, op, v);
}

static void sg_vote_all(exec_wave *w, const exec_op *op)
{
    sg_vote(w, op, true);
}

static void sg_vote_any(exec_wave *w, const exec_op *op)
{
    sg_vote(w, op, false);
}

/* sg_fN: the float of the bits, sg_fN_bits: the bits of the float (inline,
 * for the reduction loops). */
#define SG_BITS(N, FT)                                                                                 \
    static inline FT sg_f##N(uint##N##_t b)                                                            \
    {                                                                                                  \
        FT f;                                                                                          \
        memcpy(&f, &b, sizeof f);                                                                      \
        return f;                                                                                      \
    }                                                                                                  \
    static inline uint##N##_t sg_f##N##_bits(FT f)                                                     \
    {                                                                                                  \
        uint##N##_t b;                                                                                 \
        memcpy(&b, &f, sizeof b);                                                                      \
        return b;                                                                                      \
    }
SG_BITS(32, float)
SG_BITS(64, double)

/* OpFOrdEqual on float bits of `bytes` bytes. */
static bool sg_float_equal(uint64_t a, uint64_t b, uint32_t bytes)
{
    switch (bytes) {
    case 2: {
        bool nan_a = (a & 0x7c00u) == 0x7c00u && (a & 0x3ffu), nan_b = (b & 0x7c00u) == 0x7c00u && (b & 0x3ffu);
        return !nan_a && !nan_b && (a == b || ((a | b) & 0x7fffu) == 0);
    }
    case 4: return sg_f32((uint32_t)a) == sg_f32((uint32_t)b);
    default: return sg_f64(a) == sg_f64(b);
    }
}

static void sg_vote_all_equal(exec_wave *w, const exec_op *op)
{
    const sg_data *d = op->data;
    const exec_arg *v = &op->args[d->value_arg];
    uint32_t first = sg_first_lane(w->active);
    uint8_t equal = 1;
    for (uint32_t c = 0; c < d->rows && equal; c++) {
        const exec_type *leaf = v->type->leaf ? v->type->leaf[c] : v->type->scalar;
        uint32_t bytes = leaf ? exec_scalar_bytes(leaf) : 4u;
        bool is_float = leaf && leaf->kind == EXEC_FLOAT;
        exec_arg row = {v->row + c, leaf, 0};
        uint64_t x0 = sg_load(w, &row, first);
        for (uint32_t l = 0; l < w->width; l++) {
            if (!exec_lane_active(w, l))
                continue;
            uint64_t x = sg_load(w, &row, l);
            if (is_float ? !sg_float_equal(x0, x, bytes) : x != x0) {
                equal = 0;
                break;
            }
        }
    }
    sg_put_bool(w, op, equal);
}

/* ---- ballot ---------------------------------------------------------------- */

static void sg_ballot(exec_wave *w, const exec_op *op)
{
    const sg_data *d = op->data;
    const uint8_t *p = exec_row(w, op->args[d->value_arg].row);
    uint64_t mask = 0;
    for (uint32_t l = 0; l < w->width; l++)
        if (exec_lane_active(w, l) && p[l])
            mask |= (uint64_t)1 << l;
    uint32_t *r0 = exec_row(w, op->result_row), *r1 = exec_row(w, op->result_row + 1);
    uint32_t *r2 = exec_row(w, op->result_row + 2), *r3 = exec_row(w, op->result_row + 3);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        r0[l] = (uint32_t)mask;
        r1[l] = (uint32_t)(mask >> 32);
        r2[l] = 0;
        r3[l] = 0;
    }
}

/* InverseBallot: bit l of lane l's own Value (Value is dynamically uniform). */
static void sg_inverse_ballot(exec_wave *w, const exec_op *op)
{
    const exec_arg *v = &op->args[1];
    uint8_t res[EXEC_MAX_WIDTH];
    for (uint32_t l = 0; l < w->width; l++)
        res[l] = (uint8_t)((sg_ballot_of(w, v, l) >> l) & 1u);
    sg_put_bools(w, op, res);
}

static void sg_ballot_bit_extract(exec_wave *w, const exec_op *op)
{
    const exec_arg *v = &op->args[1], *index = &op->args[2];
    uint8_t res[EXEC_MAX_WIDTH];
    for (uint32_t l = 0; l < w->width; l++) {
        res[l] = 0;
        if (!exec_lane_active(w, l))
            continue;
        uint64_t i = sg_load(w, index, l);
        if (i < 128) {
            const uint32_t *word = exec_row(w, v->row + (uint32_t)(i / 32));
            res[l] = (uint8_t)((word[l] >> (i % 32)) & 1u);
        }
    }
    sg_put_bools(w, op, res);
}

static void sg_ballot_bit_count(exec_wave *w, const exec_op *op)
{
    const sg_data *d = op->data;
    const exec_arg *v = &op->args[d->value_arg];
    uint64_t considered = sg_lane_mask(w->width);
    uint64_t res[EXEC_MAX_WIDTH];
    for (uint32_t l = 0; l < w->width; l++) {
        uint64_t m = sg_ballot_of(w, v, l) & considered;
        if (d->kind == SPVRT_GroupOperation_InclusiveScan)
            m &= l >= 63 ? ~(uint64_t)0 : (((uint64_t)2 << l) - 1u);
        else if (d->kind == SPVRT_GroupOperation_ExclusiveScan)
            m &= ((uint64_t)1 << l) - 1u;
        res[l] = (uint64_t)__builtin_popcountll(m);
    }
    sg_put_ints(w, op, res);
}

static void sg_ballot_find(exec_wave *w, const exec_op *op)
{
    const sg_data *d = op->data;
    const exec_arg *v = &op->args[1];
    uint64_t considered = sg_lane_mask(w->width);
    uint64_t res[EXEC_MAX_WIDTH];
    for (uint32_t l = 0; l < w->width; l++) {
        uint64_t m = sg_ballot_of(w, v, l) & considered;
        if (m == 0)
            res[l] = ~(uint64_t)0; /* undefined: -1 (see the header) */
        else if (d->kind == 0)
            res[l] = (uint64_t)__builtin_ctzll(m);
        else
            res[l] = 63u - (uint64_t)__builtin_clzll(m);
    }
    sg_put_ints(w, op, res);
}

/* ---- ClusterSize ------------------------------------------------------------- */

/* The cluster of a ClusteredReduce or Rotate: the ClusterSize operand (a
 * constant: read in the first active lane) or the whole subgroup. */
static bool sg_cluster(exec_wave *w, const exec_op *op, const sg_data *d, uint32_t *cluster)
{
    *cluster = w->width;
    if (d->cluster_arg == EXEC_NONE)
        return true;
    uint32_t first = sg_first_lane(w->active);
    uint64_t size = sg_load(w, &op->args[d->cluster_arg], first);
    if (size == 0 || (size & (size - 1u)) != 0) {
        exec_trap(w, op, first, "ClusterSize %llu is not a power of two", (unsigned long long)size);
        return false;
    }
    if (size < w->width)
        *cluster = (uint32_t)size; /* larger: undefined; the whole subgroup */
    return true;
}

/* ---- broadcast, shuffle, quad, rotate: a lane reads another lane ------------ */

static void sg_permute(exec_wave *w, const exec_op *op)
{
    const sg_data *d = op->data;
    const uint32_t width = w->width;
    const uint64_t active = w->active;
    const uint32_t first = sg_first_lane(active);
    uint32_t cluster = width;
    if (d->kind == SG_ROTATE && !sg_cluster(w, op, d, &cluster))
        return;
    /* src[l]: the lane l reads, or width when the read is undefined (gives 0) */
    uint32_t src[EXEC_MAX_WIDTH];
    uint64_t uniform = 0;
    if (d->kind == SG_BROADCAST)
        uniform = sg_load(w, &op->args[d->index_arg], first);
    for (uint32_t l = 0; l < width; l++) {
        uint64_t s = width;
        if ((active >> l) & 1u) {
            uint64_t x = d->index_arg != EXEC_NONE && d->kind != SG_BROADCAST ? sg_load(w, &op->args[d->index_arg], l) : 0;
            switch ((sg_perm)d->kind) {
            case SG_BROADCAST: s = uniform; break;
            case SG_FIRST: s = first; break;
            case SG_SHUFFLE: s = x; break;
            case SG_SHUFFLE_XOR: s = l ^ x; break;
            case SG_SHUFFLE_UP: s = x <= l ? l - x : width; break;
            case SG_SHUFFLE_DOWN: s = x < width ? l + x : width; break;
            case SG_QUAD_BROADCAST: s = x < 4 ? (l & ~3u) + x : width; break;
            case SG_QUAD_SWAP:
                if (x > 2) {
                    exec_trap(w, op, l, "QuadSwap Direction %llu is not 0, 1 or 2", (unsigned long long)x);
                    return;
                }
                s = l ^ (x + 1u);
                break;
            case SG_ROTATE: s = (((uint64_t)l + x) & (cluster - 1u)) + (l & ~(cluster - 1u)); break;
            }
        }
        src[l] = s < width && ((active >> s) & 1u) ? (uint32_t)s : width;
    }
    const exec_arg *v = &op->args[d->value_arg];
    for (uint32_t c = 0; c < d->rows; c++) {
        uint32_t bytes = sg_row_bytes(op->type, c);
#define SG_GATHER(T)                                                                                                   \
    do {                                                                                                               \
        const T *a = exec_row(w, v->row + c);                                                                          \
        T tmp[EXEC_MAX_WIDTH];                                                                                         \
        for (uint32_t l = 0; l < width; l++)                                                                           \
            tmp[l] = src[l] < width ? a[src[l]] : (T)0;                                                                \
        T *r = exec_row(w, op->result_row + c);                                                                        \
        for (uint32_t l = 0; l < width; l++)                                                                           \
            if ((active >> l) & 1u)                                                                                    \
                r[l] = tmp[l];                                                                                         \
    } while (0)
        switch (bytes) {
        case 1: SG_GATHER(uint8_t); break;
        case 2: SG_GATHER(uint16_t); break;
        case 8: SG_GATHER(uint64_t); break;
        default: SG_GATHER(uint32_t); break;
        }
#undef SG_GATHER
    }
}

/* ---- arithmetic: reduce, scans, clustered reduce ------------------------------ */

/* One handler per (operation, width): T is the row's scalar, IDENT the
 * identity of the operation (SPIR-V 3.52.24, the ExclusiveScan of the first
 * lane), COMBINE(acc, x) one step. */
#define SG_SCAN_HANDLER(NAME, T, IDENT, COMBINE)                                                                       \
    static void NAME(exec_wave *w, const exec_op *op)                                                                  \
    {                                                                                                                  \
        const sg_data *d = op->data;                                                                                   \
        const uint32_t width = w->width;                                                                               \
        const uint64_t act = w->active;                                                                                \
        uint32_t cluster = width;                                                                                      \
        if (d->kind == SPVRT_GroupOperation_ClusteredReduce && !sg_cluster(w, op, d, &cluster))                        \
            return;                                                                                                    \
        (void)d->flush;                                                                                                \
        for (uint32_t c = 0; c < d->rows; c++) {                                                                       \
            const T *a = exec_row(w, op->args[d->value_arg].row + c);                                                  \
            T res[EXEC_MAX_WIDTH];                                                                                     \
            if (d->kind == SPVRT_GroupOperation_InclusiveScan) {                                                       \
                T acc = (IDENT);                                                                                       \
                bool have = false;                                                                                     \
                for (uint32_t l = 0; l < width; l++) {                                                                 \
                    if ((act >> l) & 1u) {                                                                             \
                        T x = a[l];                                                                                    \
                        acc = have ? (T)(COMBINE(acc, x)) : x;                                                         \
                        have = true;                                                                                   \
                    }                                                                                                  \
                    res[l] = acc;                                                                                      \
                }                                                                                                      \
            } else if (d->kind == SPVRT_GroupOperation_ExclusiveScan) {                                                \
                T acc = (IDENT);                                                                                       \
                bool have = false;                                                                                     \
                for (uint32_t l = 0; l < width; l++) {                                                                 \
                    res[l] = acc;                                                                                      \
                    if ((act >> l) & 1u) {                                                                             \
                        T x = a[l];                                                                                    \
                        acc = have ? (T)(COMBINE(acc, x)) : x;                                                         \
                        have = true;                                                                                   \
                    }                                                                                                  \
                }                                                                                                      \
            } else if (cluster == width && act == sg_lane_mask(width)) { /* Reduce, all lanes: a plain loop */        \
                T acc = a[0];                                                                                          \
                for (uint32_t l = 1; l < width; l++)                                                                   \
                    acc = (T)(COMBINE(acc, a[l]));                                                                     \
                for (uint32_t l = 0; l < width; l++)                                                                   \
                    res[l] = acc;                                                                                      \
            } else { /* Reduce (cluster = width), ClusteredReduce */                                                   \
                for (uint32_t base = 0; base < width; base += cluster) {                                               \
                    T acc = (IDENT);                                                                                   \
                    bool have = false;                                                                                 \
                    for (uint32_t l = base; l < base + cluster && l < width; l++) {                                 \
                        if ((act >> l) & 1u) {                                                                         \
                            T x = a[l];                                                                                \
                            acc = have ? (T)(COMBINE(acc, x)) : x;                                                     \
                            have = true;                                                                               \
                        }                                                                                              \
                    }                                                                                                  \
                    for (uint32_t l = base; l < base + cluster && l < width; l++)                                   \
                        res[l] = acc;                                                                                  \
                }                                                                                                      \
            }                                                                                                          \
            T *r = exec_row(w, op->result_row + c);                                                                    \
            for (uint32_t l = 0; l < width; l++)                                                                       \
                if ((act >> l) & 1u)                                                                                   \
                    r[l] = res[l];                                                                                     \
        }                                                                                                              \
    }

/* Integer steps in unsigned arithmetic at least as wide as unsigned int
 * (uint16_t * uint16_t would promote to int and could overflow). */
#define SG_IADD(a, b) ((uint64_t)(a) + (uint64_t)(b))
#define SG_IMUL(a, b) ((uint64_t)(a) * (uint64_t)(b))
#define SG_AND(a, b) ((a) & (b))
#define SG_OR(a, b) ((a) | (b))
#define SG_XOR(a, b) ((a) ^ (b))
#define SG_UMIN(a, b) ((b) < (a) ? (b) : (a))
#define SG_UMAX(a, b) ((b) > (a) ? (b) : (a))

#define SG_INT_HANDLERS(BITS, T, S, SMAXV, SMINV)                                                                      \
    SG_SCAN_HANDLER(sg_iadd_##BITS, T, 0, SG_IADD)                                                                     \
    SG_SCAN_HANDLER(sg_imul_##BITS, T, 1, SG_IMUL)                                                                     \
    SG_SCAN_HANDLER(sg_and_##BITS, T, (T) ~(T)0, SG_AND)                                                               \
    SG_SCAN_HANDLER(sg_or_##BITS, T, 0, SG_OR)                                                                         \
    SG_SCAN_HANDLER(sg_xor_##BITS, T, 0, SG_XOR)                                                                       \
    SG_SCAN_HANDLER(sg_umin_##BITS, T, (T) ~(T)0, SG_UMIN)                                                             \
    SG_SCAN_HANDLER(sg_umax_##BITS, T, 0, SG_UMAX)                                                                     \
    SG_SCAN_HANDLER(sg_smin_##BITS, T, (T)(SMAXV), SG_SMIN_##BITS)                                                     \
    SG_SCAN_HANDLER(sg_smax_##BITS, T, (T)(SMINV), SG_SMAX_##BITS)

#define SG_SMIN_8(a, b) ((int8_t)(b) < (int8_t)(a) ? (b) : (a))
#define SG_SMAX_8(a, b) ((int8_t)(b) > (int8_t)(a) ? (b) : (a))
#define SG_SMIN_16(a, b) ((int16_t)(b) < (int16_t)(a) ? (b) : (a))
#define SG_SMAX_16(a, b) ((int16_t)(b) > (int16_t)(a) ? (b) : (a))
#define SG_SMIN_32(a, b) ((int32_t)(b) < (int32_t)(a) ? (b) : (a))
#define SG_SMAX_32(a, b) ((int32_t)(b) > (int32_t)(a) ? (b) : (a))
#define SG_SMIN_64(a, b) ((int64_t)(b) < (int64_t)(a) ? (b) : (a))
#define SG_SMAX_64(a, b) ((int64_t)(b) > (int64_t)(a) ? (b) : (a))

SG_INT_HANDLERS(8, uint8_t, int8_t, 0x7fu, 0x80u)
SG_INT_HANDLERS(16, uint16_t, int16_t, 0x7fffu, 0x8000u)
SG_INT_HANDLERS(32, uint32_t, int32_t, 0x7fffffffu, 0x80000000u)
SG_INT_HANDLERS(64, uint64_t, int64_t, 0x7fffffffffffffffull, 0x8000000000000000ull)

/* Booleans are 0 or 1 in a uint8_t row. */
SG_SCAN_HANDLER(sg_land, uint8_t, 1, SG_AND)
SG_SCAN_HANDLER(sg_lor, uint8_t, 0, SG_OR)
SG_SCAN_HANDLER(sg_lxor, uint8_t, 0, SG_XOR)

/* Float steps on bits; `flush` is DenormFlushToZero for the width. */
static inline uint16_t sg_h(uint16_t h, bool flush)
{
    return flush ? spvrt_flush_denorm_f16(h) : h;
}
static inline float sg_s(uint32_t b, bool flush)
{
    float f = sg_f32(b);
    return flush ? spvrt_flush_denorm_f32(f) : f;
}
static inline double sg_d(uint64_t b, bool flush)
{
    double f = sg_f64(b);
    return flush ? spvrt_flush_denorm_f64(f) : f;
}
static inline uint32_t sg_s_bits(float f, bool flush)
{
    return sg_f32_bits(flush ? spvrt_flush_denorm_f32(f) : f);
}
static inline uint64_t sg_d_bits(double f, bool flush)
{
    return sg_f64_bits(flush ? spvrt_flush_denorm_f64(f) : f);
}

static inline uint16_t sg_fadd16(uint16_t a, uint16_t b, bool flush)
{
    float s = spvrt_f16_to_f32(sg_h(a, flush)) + spvrt_f16_to_f32(sg_h(b, flush));
    return sg_h(spvrt_f32_to_f16(s, SPVRT_ROUND_RTE), flush);
}
static inline uint16_t sg_fmul16(uint16_t a, uint16_t b, bool flush)
{
    float s = spvrt_f16_to_f32(sg_h(a, flush)) * spvrt_f16_to_f32(sg_h(b, flush));
    return sg_h(spvrt_f32_to_f16(s, SPVRT_ROUND_RTE), flush);
}
static inline uint16_t sg_fmin16(uint16_t a, uint16_t b, bool flush)
{
    return spvrt_f16_binary(spvrt_glsl_fmin_f32, sg_h(a, flush), sg_h(b, flush));
}
static inline uint16_t sg_fmax16(uint16_t a, uint16_t b, bool flush)
{
    return spvrt_f16_binary(spvrt_glsl_fmax_f32, sg_h(a, flush), sg_h(b, flush));
}

#define SG_FADD16(a, b) sg_fadd16(a, b, d->flush)
#define SG_FMUL16(a, b) sg_fmul16(a, b, d->flush)
#define SG_FMIN16(a, b) sg_fmin16(a, b, d->flush)
#define SG_FMAX16(a, b) sg_fmax16(a, b, d->flush)
#define SG_FADD32(a, b) sg_s_bits(sg_s(a, d->flush) + sg_s(b, d->flush), d->flush)
#define SG_FMUL32(a, b) sg_s_bits(sg_s(a, d->flush) * sg_s(b, d->flush), d->flush)
#define SG_FMIN32(a, b) sg_f32_bits(spvrt_glsl_fmin_f32(sg_s(a, d->flush), sg_s(b, d->flush)))
#define SG_FMAX32(a, b) sg_f32_bits(spvrt_glsl_fmax_f32(sg_s(a, d->flush), sg_s(b, d->flush)))
#define SG_FADD64(a, b) sg_d_bits(sg_d(a, d->flush) + sg_d(b, d->flush), d->flush)
#define SG_FMUL64(a, b) sg_d_bits(sg_d(a, d->flush) * sg_d(b, d->flush), d->flush)
#define SG_FMIN64(a, b) sg_f64_bits(spvrt_glsl_fmin_f64(sg_d(a, d->flush), sg_d(b, d->flush)))
#define SG_FMAX64(a, b) sg_f64_bits(spvrt_glsl_fmax_f64(sg_d(a, d->flush), sg_d(b, d->flush)))

/* Identities: +0, 1.0, +Inf (FMin), -Inf (FMax). */
SG_SCAN_HANDLER(sg_fadd_16, uint16_t, 0, SG_FADD16)
SG_SCAN_HANDLER(sg_fmul_16, uint16_t, 0x3c00u, SG_FMUL16)
SG_SCAN_HANDLER(sg_fmin_16, uint16_t, 0x7c00u, SG_FMIN16)
SG_SCAN_HANDLER(sg_fmax_16, uint16_t, 0xfc00u, SG_FMAX16)
SG_SCAN_HANDLER(sg_fadd_32, uint32_t, 0, SG_FADD32)
SG_SCAN_HANDLER(sg_fmul_32, uint32_t, 0x3f800000u, SG_FMUL32)
SG_SCAN_HANDLER(sg_fmin_32, uint32_t, 0x7f800000u, SG_FMIN32)
SG_SCAN_HANDLER(sg_fmax_32, uint32_t, 0xff800000u, SG_FMAX32)
SG_SCAN_HANDLER(sg_fadd_64, uint64_t, 0, SG_FADD64)
SG_SCAN_HANDLER(sg_fmul_64, uint64_t, 0x3ff0000000000000ull, SG_FMUL64)
SG_SCAN_HANDLER(sg_fmin_64, uint64_t, 0x7ff0000000000000ull, SG_FMIN64)
SG_SCAN_HANDLER(sg_fmax_64, uint64_t, 0xfff0000000000000ull, SG_FMAX64)

/* Handlers by width index (0: 8, 1: 16, 2: 32, 3: 64 bits). */
#define SG_BY_WIDTH(name) {sg_##name##_8, sg_##name##_16, sg_##name##_32, sg_##name##_64}
#define SG_BY_FWIDTH(name) {NULL, sg_##name##_16, sg_##name##_32, sg_##name##_64}

typedef struct sg_arith_entry {
    uint16_t opcode;
    exec_kind kind;
    exec_handler by_width[4];
} sg_arith_entry;

static const sg_arith_entry sg_arith_table[] = {
    {SPVRT_OpGroupNonUniformIAdd, EXEC_INT, SG_BY_WIDTH(iadd)},
    {SPVRT_OpGroupNonUniformIMul, EXEC_INT, SG_BY_WIDTH(imul)},
    {SPVRT_OpGroupNonUniformSMin, EXEC_INT, SG_BY_WIDTH(smin)},
    {SPVRT_OpGroupNonUniformUMin, EXEC_INT, SG_BY_WIDTH(umin)},
    {SPVRT_OpGroupNonUniformSMax, EXEC_INT, SG_BY_WIDTH(smax)},
    {SPVRT_OpGroupNonUniformUMax, EXEC_INT, SG_BY_WIDTH(umax)},
    {SPVRT_OpGroupNonUniformBitwiseAnd, EXEC_INT, SG_BY_WIDTH(and)},
    {SPVRT_OpGroupNonUniformBitwiseOr, EXEC_INT, SG_BY_WIDTH(or)},
    {SPVRT_OpGroupNonUniformBitwiseXor, EXEC_INT, SG_BY_WIDTH(xor)},
    {SPVRT_OpGroupNonUniformFAdd, EXEC_FLOAT, SG_BY_FWIDTH(fadd)},
    {SPVRT_OpGroupNonUniformFMul, EXEC_FLOAT, SG_BY_FWIDTH(fmul)},
    {SPVRT_OpGroupNonUniformFMin, EXEC_FLOAT, SG_BY_FWIDTH(fmin)},
    {SPVRT_OpGroupNonUniformFMax, EXEC_FLOAT, SG_BY_FWIDTH(fmax)},
    {SPVRT_OpGroupNonUniformLogicalAnd, EXEC_BOOL, {sg_land, NULL, NULL, NULL}},
    {SPVRT_OpGroupNonUniformLogicalOr, EXEC_BOOL, {sg_lor, NULL, NULL, NULL}},
    {SPVRT_OpGroupNonUniformLogicalXor, EXEC_BOOL, {sg_lxor, NULL, NULL, NULL}},
};

/* ---- binding ------------------------------------------------------------------- */

/* Vulkan limits non-uniform group operations to Subgroup scope (VUID-
 * StandaloneSpirv-None-04642 / SubgroupVoteKHR-07951); the wave is the
 * subgroup, so any other scope would need a different engine. */
static exec_bind_result sg_check_scope(exec_prep *p, const exec_op *op, const spvrt_instruction *inst)
{
    if (op->arg_count < 1)
        return exec_prep_error(p, inst, "missing Execution scope operand");
    const spvrt_module *m = exec_prep_module(p);
    const spvrt_instruction *def = spvrt_module_def(m, op->args[0].id);
    if (def && def->opcode == SPVRT_OpConstant && def->word_count >= 4) {
        uint32_t scope = spvrt_inst_words(m, def)[3];
        if (scope != SPVRT_Scope_Subgroup)
            return exec_prep_error(p, inst,
                                   "non-uniform group operation with Execution scope %u: only Subgroup scope (3) is "
                                   "executed",
                                   scope);
    }
    return EXEC_BIND_OK;
}

static bool sg_is_ballot_type(const exec_type *t)
{
    return t && t->kind == EXEC_VECTOR && t->components == 4 && t->scalar && t->scalar->kind == EXEC_INT &&
           t->scalar->bits == 32;
}

static int sg_width_index(uint32_t bits)
{
    switch (bits) {
    case 8: return 0;
    case 16: return 1;
    case 32: return 2;
    case 64: return 3;
    default: return -1;
    }
}

static sg_data *sg_new(exec_prep *p, exec_op *op, uint32_t kind, uint32_t value_arg, uint32_t index_arg)
{
    sg_data *d = exec_prep_alloc(p, sizeof *d);
    d->kind = kind;
    d->value_arg = value_arg;
    d->index_arg = index_arg;
    d->cluster_arg = EXEC_NONE;
    d->rows = op->type ? op->type->components : 0;
    op->data = d;
    return d;
}

static exec_bind_result sg_need_args(exec_prep *p, const exec_op *op, const spvrt_instruction *inst, uint32_t n)
{
    if (op->arg_count < n || op->result_row == EXEC_NONE || !op->type)
        return exec_prep_error(p, inst, "subgroup instruction with %u operands (or no result): expected %u", op->arg_count,
                               n);
    for (uint32_t i = 0; i < op->arg_count; i++)
        if (!op->args[i].type)
            return exec_prep_error(p, inst, "subgroup instruction operand %u is not a value", i);
    return EXEC_BIND_OK;
}

static exec_bind_result sg_bind_permute(exec_prep *p, exec_op *op, const spvrt_instruction *inst, sg_perm kind,
                                        uint32_t value_arg, uint32_t index_arg)
{
    uint32_t n = (index_arg != EXEC_NONE ? index_arg : value_arg) + 1u;
    exec_bind_result r = sg_need_args(p, op, inst, n);
    if (r != EXEC_BIND_OK)
        return r;
    if (op->args[value_arg].type->components != op->type->components)
        return exec_prep_error(p, inst, "Value and Result Type differ in shape");
    if (index_arg != EXEC_NONE && op->args[index_arg].type->kind != EXEC_INT)
        return exec_prep_error(p, inst, "the lane operand is not a scalar integer");
    sg_data *d = sg_new(p, op, kind, value_arg, index_arg);
    if (kind == SG_ROTATE && op->arg_count > 3)
        d->cluster_arg = 3;
    op->run = sg_permute;
    return EXEC_BIND_OK;
}

static exec_bind_result sg_bind_arith(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const sg_arith_entry *e = NULL;
    for (size_t i = 0; i < sizeof sg_arith_table / sizeof sg_arith_table[0]; i++)
        if (sg_arith_table[i].opcode == op->opcode)
            e = &sg_arith_table[i];
    if (!e)
        return EXEC_BIND_NOT_MINE;
    exec_bind_result r = sg_need_args(p, op, inst, 2);
    if (r != EXEC_BIND_OK)
        return r;
    if (op->literal_count < 1)
        return exec_prep_error(p, inst, "missing GroupOperation");
    uint32_t group = op->literals[0];
    if (group > SPVRT_GroupOperation_ClusteredReduce)
        return exec_prep_error(p, inst, "GroupOperation %u is not executed (only Reduce, InclusiveScan, ExclusiveScan, "
                                        "ClusteredReduce)",
                               group);
    if (group == SPVRT_GroupOperation_ClusteredReduce && op->arg_count < 3)
        return exec_prep_error(p, inst, "ClusteredReduce without ClusterSize");
    const exec_type *s = op->type->scalar;
    if (!s || s->kind != e->kind || op->args[1].type->components != op->type->components)
        return exec_prep_error(p, inst, "operand type does not suit the operation");
    int wi = e->kind == EXEC_BOOL ? 0 : sg_width_index(s->bits);
    if (wi < 0 || !e->by_width[wi])
        return exec_prep_error(p, inst, "%u-bit operands are not executed", (unsigned)s->bits);
    sg_data *d = sg_new(p, op, group, 1, EXEC_NONE);
    if (group == SPVRT_GroupOperation_ClusteredReduce)
        d->cluster_arg = 2;
    d->flush = e->kind == EXEC_FLOAT && exec_prep_denorm_flush(p, s->bits);
    op->run = e->by_width[wi];
    return EXEC_BIND_OK;
}

/* All / Any / AllEqual (run), the Predicate or Value at args[value_arg]. */
static exec_bind_result sg_bind_vote(exec_prep *p, exec_op *op, const spvrt_instruction *inst, uint32_t value_arg,
                                     exec_handler run)
{
    exec_bind_result r;
    if ((r = sg_need_args(p, op, inst, value_arg + 1)) != EXEC_BIND_OK)
        return r;
    sg_new(p, op, 0, value_arg, EXEC_NONE)->rows = op->args[value_arg].type->components;
    op->run = run;
    return EXEC_BIND_OK;
}

/* Ballot, the Predicate at args[value_arg]. */
static exec_bind_result sg_bind_ballot(exec_prep *p, exec_op *op, const spvrt_instruction *inst, uint32_t value_arg)
{
    exec_bind_result r;
    if ((r = sg_need_args(p, op, inst, value_arg + 1)) != EXEC_BIND_OK)
        return r;
    if (!sg_is_ballot_type(op->type))
        return exec_prep_error(p, inst, "Result Type is not a vector of four 32-bit integers");
    sg_new(p, op, 0, value_arg, EXEC_NONE);
    op->run = sg_ballot;
    return EXEC_BIND_OK;
}

exec_bind_result exec_bind_subgroup(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    exec_bind_result r;
    switch (op->opcode) {
    /* SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote: no scope operand */
    case SPVRT_OpSubgroupBallotKHR: return sg_bind_ballot(p, op, inst, 0);
    case SPVRT_OpSubgroupFirstInvocationKHR:
        return sg_bind_permute(p, op, inst, SG_FIRST, 0, EXEC_NONE);
    case SPVRT_OpSubgroupReadInvocationKHR:
        return sg_bind_permute(p, op, inst, SG_BROADCAST, 0, 1);
    case SPVRT_OpSubgroupAllKHR:
    case SPVRT_OpSubgroupAnyKHR:
    case SPVRT_OpSubgroupAllEqualKHR:
        return sg_bind_vote(p, op, inst, 0,
                            op->opcode == SPVRT_OpSubgroupAllKHR   ? sg_vote_all
                            : op->opcode == SPVRT_OpSubgroupAnyKHR ? sg_vote_any
                                                                   : sg_vote_all_equal);
    default: break;
    }

    switch (op->opcode) {
    case SPVRT_OpGroupNonUniformElect:
    case SPVRT_OpGroupNonUniformAll:
    case SPVRT_OpGroupNonUniformAny:
    case SPVRT_OpGroupNonUniformAllEqual:
    case SPVRT_OpGroupNonUniformBroadcast:
    case SPVRT_OpGroupNonUniformBroadcastFirst:
    case SPVRT_OpGroupNonUniformBallot:
    case SPVRT_OpGroupNonUniformInverseBallot:
    case SPVRT_OpGroupNonUniformBallotBitExtract:
    case SPVRT_OpGroupNonUniformBallotBitCount:
    case SPVRT_OpGroupNonUniformBallotFindLSB:
    case SPVRT_OpGroupNonUniformBallotFindMSB:
    case SPVRT_OpGroupNonUniformShuffle:
    case SPVRT_OpGroupNonUniformShuffleXor:
    case SPVRT_OpGroupNonUniformShuffleUp:
    case SPVRT_OpGroupNonUniformShuffleDown:
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
    case SPVRT_OpGroupNonUniformQuadBroadcast:
    case SPVRT_OpGroupNonUniformQuadSwap:
    case SPVRT_OpGroupNonUniformRotateKHR:
        break;
    default: return EXEC_BIND_NOT_MINE;
    }
    if ((r = sg_check_scope(p, op, inst)) != EXEC_BIND_OK)
        return r;

    switch (op->opcode) {
    case SPVRT_OpGroupNonUniformElect:
        if ((r = sg_need_args(p, op, inst, 1)) != EXEC_BIND_OK)
            return r;
        op->run = sg_elect;
        return EXEC_BIND_OK;
    case SPVRT_OpGroupNonUniformAll:
    case SPVRT_OpGroupNonUniformAny:
    case SPVRT_OpGroupNonUniformAllEqual:
        return sg_bind_vote(p, op, inst, 1,
                            op->opcode == SPVRT_OpGroupNonUniformAll   ? sg_vote_all
                            : op->opcode == SPVRT_OpGroupNonUniformAny ? sg_vote_any
                                                                       : sg_vote_all_equal);
    case SPVRT_OpGroupNonUniformBroadcast: return sg_bind_permute(p, op, inst, SG_BROADCAST, 1, 2);
    case SPVRT_OpGroupNonUniformBroadcastFirst: return sg_bind_permute(p, op, inst, SG_FIRST, 1, EXEC_NONE);
    case SPVRT_OpGroupNonUniformShuffle: return sg_bind_permute(p, op, inst, SG_SHUFFLE, 1, 2);
    case SPVRT_OpGroupNonUniformShuffleXor: return sg_bind_permute(p, op, inst, SG_SHUFFLE_XOR, 1, 2);
    case SPVRT_OpGroupNonUniformShuffleUp: return sg_bind_permute(p, op, inst, SG_SHUFFLE_UP, 1, 2);
    case SPVRT_OpGroupNonUniformShuffleDown: return sg_bind_permute(p, op, inst, SG_SHUFFLE_DOWN, 1, 2);
    case SPVRT_OpGroupNonUniformQuadBroadcast: return sg_bind_permute(p, op, inst, SG_QUAD_BROADCAST, 1, 2);
    case SPVRT_OpGroupNonUniformQuadSwap: return sg_bind_permute(p, op, inst, SG_QUAD_SWAP, 1, 2);
    case SPVRT_OpGroupNonUniformRotateKHR: return sg_bind_permute(p, op, inst, SG_ROTATE, 1, 2);
    case SPVRT_OpGroupNonUniformBallot: return sg_bind_ballot(p, op, inst, 1);
    case SPVRT_OpGroupNonUniformInverseBallot:
    case SPVRT_OpGroupNonUniformBallotBitExtract:
    case SPVRT_OpGroupNonUniformBallotFindLSB:
    case SPVRT_OpGroupNonUniformBallotFindMSB: {
        bool extract = op->opcode == SPVRT_OpGroupNonUniformBallotBitExtract;
        if ((r = sg_need_args(p, op, inst, extract ? 3 : 2)) != EXEC_BIND_OK)
            return r;
        if (!sg_is_ballot_type(op->args[1].type))
            return exec_prep_error(p, inst, "Value is not a vector of four 32-bit integers");
        if (extract && op->args[2].type->kind != EXEC_INT)
            return exec_prep_error(p, inst, "Index is not a scalar integer");
        sg_new(p, op, op->opcode == SPVRT_OpGroupNonUniformBallotFindMSB, 1, EXEC_NONE);
        op->run = op->opcode == SPVRT_OpGroupNonUniformInverseBallot ? sg_inverse_ballot
                  : extract                                           ? sg_ballot_bit_extract
                                                                      : sg_ballot_find;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpGroupNonUniformBallotBitCount: {
        if ((r = sg_need_args(p, op, inst, 2)) != EXEC_BIND_OK)
            return r;
        if (!sg_is_ballot_type(op->args[1].type))
            return exec_prep_error(p, inst, "Value is not a vector of four 32-bit integers");
        uint32_t group = op->literal_count ? op->literals[0] : UINT32_MAX;
        if (group > SPVRT_GroupOperation_ExclusiveScan)
            return exec_prep_error(p, inst, "BallotBitCount with GroupOperation %u (only Reduce, InclusiveScan, "
                                            "ExclusiveScan)",
                                   group);
        sg_new(p, op, group, 1, EXEC_NONE);
        op->run = sg_ballot_bit_count;
        return EXEC_BIND_OK;
    }
    default: return sg_bind_arith(p, op, inst);
    }
}

/* ---- what a compiler may emit itself (native.h) ---------------------------------- */

exec_subgroup_form exec_subgroup_native(const exec_op *op, uint32_t *value_arg)
{
    if (op->run == sg_elect)
        return EXEC_SUBGROUP_ELECT;
    for (size_t i = 0; i < sizeof sg_arith_table / sizeof sg_arith_table[0]; i++) {
        const sg_arith_entry *e = &sg_arith_table[i];
        if (e->kind == EXEC_FLOAT)
            continue;
        for (int k = 0; k < 4; k++) {
            if (e->by_width[k] && op->run == e->by_width[k]) {
                const sg_data *d = op->data;
                if (d->kind != SPVRT_GroupOperation_Reduce)
                    return EXEC_SUBGROUP_OTHER;
                *value_arg = d->value_arg;
                return EXEC_SUBGROUP_REDUCE;
            }
        }
    }
    return EXEC_SUBGROUP_OTHER;
}
