/* spvrt exec: how far a conformant Vulkan implementation's float results may
 * be from the CPU engine's, for what one compute entry point writes to
 * memory (issue 7, `spvrt run --compare cpu,vulkan`; docs/float-tolerance.md).
 *
 * A static walk over the data flow of the entry point and the functions it
 * calls.  Every SSA value gets an error bound on |driver - cpu|:
 *   rel     relative to the CPU's value (a plain number, 2^-24 is half a float ULP),
 *   abs     absolute (from sin, cos, log near 1),
 *   tight   a tighter bound in ULP of the value's own type, when the value
 *           comes from one instruction on exact operands (FDiv of two loads:
 *           2.5 + 0.5 = 3 ULP), else -1.
 * plus three origins (instruction index + 1, 0 if none): `unb` (the bound is
 * infinite because of that instruction), `taint` (an integer or bool
 * computed from a float that carries error), `assume` (the bound holds under
 * an assumption made at that instruction: no cancellation in an add/sub of
 * values carrying error, an argument within the range where the precision
 * table gives its bound).
 *
 * The precision rows are the Vulkan appendix "Precision and Operation of
 * SPIR-V Instructions" (RULES.md C.4: ENV-S16..S19, ENV-S22, Tables 83/84 =
 * ENV-P01..P45).  The CPU side is what src/exec computes: add, sub, mul,
 * div, sqrt, fma and conversions correctly rounded (to nearest even, or
 * toward zero under RoundingModeRTZ); float16/float32 transcendentals and
 * vector functions computed in double and rounded once; fmix and smoothstep
 * by their formulas.
 *
 * Contraction and reassociation: without NoContraction an add, subtract or
 * multiply may be fused or regrouped with the arithmetic result it uses,
 * which then carries 2 units more (regrouped()).
 *
 * Memory: every store merges its value's bound into the bound of its root
 * variable (the OpVariable or OpFunctionParameter at the base of the access
 * chains; pointers of any other origin share one "unknown" root that
 * aliases every root); a load gets the bound of its root if a store to it
 * may come before the load (find_visible), else the initial contents,
 * which are the same on both sides.  Loops are handled by iterating to a
 * fixed point: bounds only grow, so a bound still growing after FB_ROUNDS
 * rounds is loop-carried and becomes infinite (cut_loops). */
#include "../core/core.h"

#include "grammar_enums.h"

#include <math.h>
#include <string.h>

#define FB_ROUNDS 48        /* rounds before a still-growing bound is declared loop-carried */
#define FB_TYPE_DEPTH 16    /* nesting of types and access chains followed */
#define FB_VISIBILITY_WORK (1u << 24) /* load x store pairs compared before every load is taken to see every store */
#define FB_RAY_REL 0x1p-17   /* ray-query values: relative part (docs/float-tolerance.md "Ray-tracing values") */
#define FB_RAY_ABS 0x1p-14   /* and absolute part, for scene coordinates within about +-100 */
#define FB_TEXEL_REL 0x1p-18 /* a texel read or fetched as float: its format's conversion (docs/float-tolerance.md) */
#define FB_FILTER_REL 0x1p-8 /* a sample or gather: filter weights at 8 sub-texel / mipmap bits, relative part */
#define FB_FILTER_ABS 0x1p-8 /* and absolute part (normalized formats) */
#define FB_TINY 0x1p-48     /* double's own error in the CPU's "compute in double, round once" */
#define FB_PI 3.14159265358979323846
#define FB_LN2 0.69314718055994530942

/* float_mask bits */
#define FB_F16 1u
#define FB_F32 2u
#define FB_F64 4u
#define FB_FLOATS 7u
#define FB_OTHER 8u         /* integers, bools, pointers, handles */

/* per-instruction flags */
#define FB_NO_CONTRACTION 1u
#define FB_RELAXED 2u
#define FB_REGROUPED 4u     /* an arithmetic result another one may be fused or reassociated with */
#define FB_FAST_MATH 8u     /* FPFastMathMode beyond NotNaN/NotInf/NSZ */

typedef struct fb_val {
    double rel, abs, tight;
    double kmin, kmax;      /* magnitudes of a constant */
    uint32_t unb, taint, assume;
    bool is_const;
} fb_val;

typedef struct fb {
    spvrt_context *ctx;
    const spvrt_module *m;
    uint32_t n;             /* instructions; root index n is the unknown root */
    fb_val *val;            /* by instruction index: the value it defines (OpFunction: what it returns) */
    fb_val *root;           /* by instruction index of the root, and n */
    fb_val root_all;        /* merge of every root: what a load through an unknown pointer may see */
    uint8_t *flags;
    uint8_t *tmask;         /* type_mask + 1 by type instruction index, 0: not computed */
    uint8_t *reach;         /* OpFunction instructions reachable from the entry point */
    uint8_t *sees;          /* loads: 1 if a store to their root may come before them (see find_visible) */
    uint32_t *changed_round;/* last round that changed val[i] / root[i] (index n + 1 + i for roots) */
    uint32_t round;
    bool changed;
    uint32_t cur;           /* instruction being stepped */
    uint32_t cur_function;  /* the OpFunction it is in */
    uint16_t glsl_set;
    uint32_t rtz_mask;      /* FB_F16/32/64: RoundingModeRTZ declared */
    uint32_t control_taint; /* a branch or switch on a tainted value */
} fb;

/* ---- values ------------------------------------------------------------------------------- */

static const fb_val fb_exact = {0, 0, 0, 0, 0, 0, 0, 0, false};

static uint32_t origin_min(uint32_t a, uint32_t b)
{
    return a == 0 ? b : b == 0 ? a : a < b ? a : b;
}

static fb_val merge(fb_val a, fb_val b)
{
    fb_val r = fb_exact;
    r.rel = a.rel > b.rel ? a.rel : b.rel;
    r.abs = a.abs > b.abs ? a.abs : b.abs;
    r.tight = a.tight >= 0 && b.tight >= 0 ? (a.tight > b.tight ? a.tight : b.tight) : -1;
    r.unb = origin_min(a.unb, b.unb);
    r.taint = origin_min(a.taint, b.taint);
    r.assume = origin_min(a.assume, b.assume);
    return r;
}

static bool same(const fb_val *a, const fb_val *b)
{
    return a->rel == b->rel && a->abs == b->abs && a->tight == b->tight && a->unb == b->unb &&
           a->taint == b->taint && a->assume == b->assume;
}

static bool has_error(fb_val v)
{
    return v.rel > 0 || v.abs > 0 || v.unb != 0;
}

/* Origins of a result computed from a and b; error fields left to the caller. */
static fb_val from2(fb_val a, fb_val b)
{
    fb_val r = fb_exact;
    r.tight = -1;
    r.unb = origin_min(a.unb, b.unb);
    r.taint = origin_min(a.taint, b.taint);
    r.assume = origin_min(a.assume, b.assume);
    return r;
}

static void make_unbounded(fb *f, fb_val *v, uint32_t origin)
{
    v->rel = v->abs = INFINITY;
    v->tight = -1;
    v->is_const = false;
    v->unb = origin_min(v->unb, origin ? origin : f->cur + 1);
}

static void assume_here(fb *f, fb_val *v)
{
    v->assume = origin_min(v->assume, f->cur + 1);
}

static double prod(double a, double b)
{
    return a == 0 || b == 0 ? 0 : a * b;
}

/* The unit roundoff of a width (half a ULP, relative): 2^-11, 2^-24, 2^-53. */
static double unit(unsigned width)
{
    return width == 16 ? 0x1p-11 : width == 64 ? 0x1p-53 : 0x1p-24;
}

/* Half a ULP of the precision an *approximate* row is stated in: float64
 * instructions need only be as precise as float32 (ENV-S16). */
static double approx_unit(unsigned width)
{
    return width == 16 ? 0x1p-11 : 0x1p-24;
}

/* n ULP of the exact result, relative: n * ulp(x) <= 2n * unit * |x| (ENV-S18). */
static double ulps(unsigned width, double n)
{
    return 2 * n * approx_unit(width);
}

/* A correctly rounded step of the driver: the exact result's rounding,
 * under round to nearest unless RoundingModeRTZ (ENV-S17, see the doc on
 * the default rounding mode). */
static double rnd(const fb *f, unsigned width)
{
    unsigned bit = width == 16 ? FB_F16 : width == 64 ? FB_F64 : FB_F32;
    return (f->rtz_mask & bit ? 2 : 1) * unit(width);
}

/* The CPU's own error for a kernel computed in double and rounded once
 * (toward zero under RoundingModeRTZ: twice the error). */
static double cpu(const fb *f, unsigned width)
{
    return width == 64 ? 2 * rnd(f, 64) : rnd(f, width) * (1 + FB_TINY);
}

/* ---- the error algebra (driver-side steps) ------------------------------------------------- */

/* x + y or x - y, exact; the relative bound is the sum, which holds when no
 * cancellation happens (|x +- y| >= max(|x|, |y|)): assumed when an operand
 * carries relative error, and recorded. */
static fb_val e_add(fb *f, fb_val a, fb_val b, bool same_sign)
{
    fb_val r = from2(a, b);
    r.rel = a.rel + b.rel;
    r.abs = a.abs + b.abs;
    if (!same_sign && (a.rel > 0 || b.rel > 0))
        assume_here(f, &r);
    return r;
}

/* x * y, exact.  An absolute error scales with the other operand's
 * magnitude: known only for constants. */
static fb_val e_mul(fb *f, fb_val a, fb_val b)
{
    fb_val r = from2(a, b);
    r.rel = a.rel + b.rel + prod(a.rel, b.rel);
    if (a.abs > 0 || b.abs > 0) {
        if ((a.abs > 0 && !b.is_const) || (b.abs > 0 && !a.is_const)) {
            make_unbounded(f, &r, 0);
            return r;
        }
        r.abs = prod(a.abs, b.kmax * (1 + b.rel)) + prod(b.abs, a.kmax * (1 + a.rel)) + prod(a.abs, b.abs);
    }
    return r;
}

/* x / y, exact. */
static fb_val e_div(fb *f, fb_val a, fb_val b)
{
    fb_val r = from2(a, b);
    if (b.rel >= 1 || b.abs > 0 || (a.abs > 0 && !(b.is_const && b.kmin > 0))) {
        make_unbounded(f, &r, 0);
        return r;
    }
    r.rel = a.rel + b.rel / (1 - b.rel) + prod(a.rel, b.rel / (1 - b.rel));
    r.abs = a.abs > 0 ? a.abs / b.kmin : 0;
    return r;
}

static fb_val e_round(const fb *f, fb_val a, unsigned width)
{
    a.rel += rnd(f, width);
    a.tight = -1;
    a.is_const = false;
    return a;
}

static fb_val e_approx(fb_val a, unsigned width, double n)
{
    a.rel += ulps(width, n);
    a.tight = -1;
    a.is_const = false;
    return a;
}

static fb_val e_const(double k)
{
    fb_val r = fb_exact;
    r.is_const = true;
    r.kmin = r.kmax = fabs(k);
    return r;
}

static fb_val e_scale(fb_val a, double k)
{
    a.rel *= k;
    a.abs *= k;
    a.tight = -1;
    a.is_const = false;
    return a;
}

/* ---- types and constants ------------------------------------------------------------------ */

static const spvrt_instruction *def_of(const fb *f, uint32_t id)
{
    return spvrt_module_def(f->m, id);
}

static uint32_t index_of(const fb *f, const spvrt_instruction *inst)
{
    return (uint32_t)(inst - f->m->insts);
}

static unsigned type_mask_uncached(const fb *f, const spvrt_instruction *t, int depth);

static unsigned type_mask(const fb *f, uint32_t type, int depth)
{
    const spvrt_instruction *t = def_of(f, type);
    if (t == NULL || depth > FB_TYPE_DEPTH)
        return FB_OTHER;
    uint32_t ti = index_of(f, t);
    if (f->tmask && f->tmask[ti])
        return f->tmask[ti] - 1u;
    unsigned mask = type_mask_uncached(f, t, depth);
    if (f->tmask)
        f->tmask[ti] = (uint8_t)(mask + 1);
    return mask;
}

static unsigned type_mask_uncached(const fb *f, const spvrt_instruction *t, int depth)
{
    const uint32_t *w = spvrt_inst_words(f->m, t);
    switch (t->opcode) {
    case SPVRT_OpTypeFloat:
        return w[2] == 16 ? FB_F16 : w[2] == 64 ? FB_F64 : FB_F32;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeMatrix:
    case SPVRT_OpTypeArray:
    case SPVRT_OpTypeRuntimeArray:
        return type_mask(f, w[2], depth + 1);
    case SPVRT_OpTypeStruct: {
        unsigned mask = 0;
        for (uint32_t k = 2; k < t->word_count; k++)
            mask |= type_mask(f, w[k], depth + 1);
        return mask;
    }
    case SPVRT_OpTypeVoid:
        return 0;
    default:
        return FB_OTHER;
    }
}

static unsigned mask_width(unsigned mask)
{
    return mask & FB_F64 ? 64 : mask & FB_F32 ? 32 : mask & FB_F16 ? 16 : 32;
}

/* Components of a vector, columns of a matrix, else 1. */
static uint32_t component_count(const fb *f, uint32_t type)
{
    const spvrt_instruction *t = def_of(f, type);
    if (t && (t->opcode == SPVRT_OpTypeVector || t->opcode == SPVRT_OpTypeMatrix))
        return spvrt_inst_words(f->m, t)[3];
    return 1;
}

static uint32_t type_of(const fb *f, uint32_t id)
{
    const spvrt_instruction *d = def_of(f, id);
    return d ? d->result_type : 0;
}

static double half_to_double(uint32_t h)
{
    int e = (int)((h >> 10) & 31);
    double mant = h & 1023;
    double v = e == 0 ? ldexp(mant, -24) : e == 31 ? INFINITY : ldexp(mant + 1024, e - 25);
    return h & 0x8000 ? -v : v;
}

/* A scalar float OpConstant's magnitude. */
static bool constant_magnitude(const fb *f, const spvrt_instruction *inst, double *k)
{
    const uint32_t *w = spvrt_inst_words(f->m, inst);
    unsigned mask = type_mask(f, inst->result_type, 0);
    if (mask == FB_F32 && inst->word_count >= 4) {
        float x;
        memcpy(&x, &w[3], sizeof x);
        *k = fabs((double)x);
        return isfinite(*k);
    }
    if (mask == FB_F64 && inst->word_count >= 5) {
        uint64_t bits = (uint64_t)w[3] | (uint64_t)w[4] << 32;
        double x;
        memcpy(&x, &bits, sizeof x);
        *k = fabs(x);
        return isfinite(*k);
    }
    if (mask == FB_F16 && inst->word_count >= 4) {
        *k = fabs(half_to_double(w[3] & 0xFFFF));
        return isfinite(*k);
    }
    return false;
}

/* ---- memory roots ------------------------------------------------------------------------- */

/* The root of a pointer: the OpVariable or OpFunctionParameter it is derived
 * from through access chains, or f->n (unknown). */
static uint32_t root_of(const fb *f, uint32_t id)
{
    for (int depth = 0; depth < FB_TYPE_DEPTH * 4; depth++) {
        const spvrt_instruction *d = def_of(f, id);
        if (d == NULL)
            return f->n;
        switch (d->opcode) {
        case SPVRT_OpVariable:
        case SPVRT_OpFunctionParameter:
            return index_of(f, d);
        case SPVRT_OpAccessChain:
        case SPVRT_OpInBoundsAccessChain:
        case SPVRT_OpPtrAccessChain:
        case SPVRT_OpInBoundsPtrAccessChain:
        case SPVRT_OpCopyObject:
            id = spvrt_inst_words(f->m, d)[3];
            break;
        default:
            return f->n;
        }
    }
    return f->n;
}

static void note_change(fb *f, uint32_t slot)
{
    f->changed = true;
    f->changed_round[slot] = f->round;
}

static void set_val(fb *f, uint32_t i, fb_val v)
{
    fb_val merged = merge(f->val[i], v);
    /* constants do not change from round to round: take their magnitude as it comes */
    f->val[i].is_const = merged.is_const = v.is_const;
    f->val[i].kmin = merged.kmin = v.kmin;
    f->val[i].kmax = merged.kmax = v.kmax;
    if (!same(&merged, &f->val[i])) {
        f->val[i] = merged;
        note_change(f, i);
    }
}

static void store_root(fb *f, uint32_t r, fb_val v)
{
    v.is_const = false;
    fb_val merged = merge(f->root[r], v);
    if (!same(&merged, &f->root[r])) {
        f->root[r] = merged;
        note_change(f, f->n + 1 + r);
    }
    f->root_all = merge(f->root_all, merged);
}

static fb_val load_root(fb *f, uint32_t r)
{
    fb_val v = r == f->n ? f->root_all : merge(f->root[r], f->root[f->n]);
    v.is_const = false;
    /* a variable decorated RelaxedPrecision may hold its values at 16-bit precision */
    if (r < f->n && (f->flags[r] & FB_RELAXED) && v.unb == 0) {
        v.rel += 2 * unit(16);
        v.tight = -1;
        v.assume = origin_min(v.assume, r + 1);
    }
    return v;
}

/* ---- stepping one instruction ------------------------------------------------------------- */

static fb_val V(const fb *f, uint32_t id)
{
    const spvrt_instruction *d = def_of(f, id);
    if (d == NULL)
        return fb_exact;
    return f->val[index_of(f, d)];
}

/* A float result: taint reaching it (a select, index or conversion from a
 * tainted integer) makes it unbounded. */
static fb_val finish_float(fb *f, fb_val v)
{
    if (v.taint && v.unb == 0)
        make_unbounded(f, &v, v.taint);
    return v;
}

/* A value read from memory or returned by a call, cut to the shape of its
 * type: no float error on a value without floats (what other members of
 * the same variable carry), an unbounded value read as an integer is
 * tainted; a float-only value does not take the taint of integers stored
 * beside it. */
static fb_val shape(fb_val v, unsigned mask)
{
    if (!(mask & FB_FLOATS)) {
        v.taint = origin_min(v.taint, v.unb);
        v.rel = v.abs = 0;
        v.tight = 0;
        v.unb = 0;
        v.assume = 0;
    } else if (!(mask & FB_OTHER)) {
        v.taint = 0;
    }
    v.is_const = false;
    return v;
}

/* Data movement: the merge of every id operand. */
static fb_val move_operands(fb *f, const spvrt_instruction *inst)
{
    const spvrt_operand *ops = spvrt_inst_operands(f->m, inst);
    const uint32_t *w = spvrt_inst_words(f->m, inst);
    fb_val r = fb_exact;
    bool first = true;
    for (uint32_t k = 0; k < inst->operand_count; k++) {
        if (ops[k].kind != SPVRT_KIND_IdRef)
            continue;
        fb_val v = V(f, w[ops[k].offset]);
        r = first ? v : merge(r, v);
        first = false;
    }
    r.is_const = false;
    return r;
}

/* Any float operand carrying error? (for integer results: taint) */
static bool operands_have_error(fb *f, const spvrt_instruction *inst, uint32_t *taint)
{
    const spvrt_operand *ops = spvrt_inst_operands(f->m, inst);
    const uint32_t *w = spvrt_inst_words(f->m, inst);
    bool error = false;
    for (uint32_t k = 0; k < inst->operand_count; k++) {
        if (ops[k].kind != SPVRT_KIND_IdRef)
            continue;
        fb_val v = V(f, w[ops[k].offset]);
        *taint = origin_min(*taint, v.taint);
        if (v.rel > 0 || v.abs > 0 || v.unb)
            error = true;
    }
    return error;
}

/* A result that is not a float (integer, bool, pointer): tainted if an
 * operand is tainted or a float operand carries error. */
static fb_val non_float_result(fb *f, const spvrt_instruction *inst)
{
    fb_val r = fb_exact;
    uint32_t taint = 0;
    if (operands_have_error(f, inst, &taint))
        taint = origin_min(taint, f->cur + 1);
    r.taint = taint;
    return r;
}

/* The operand count of a dot product (the longest sum any output is). */
static uint32_t sum_length(fb *f, uint32_t a, uint32_t b)
{
    uint32_t na = component_count(f, type_of(f, a)), nb = component_count(f, type_of(f, b));
    return na > nb ? na : nb;
}

/* Sum of n products: the driver may reorder and contract (ENV-P04
 * "inherited from"), each partial sum rounded: n roundings; the CPU the
 * same.  Returns the driver's error (without the CPU's). */
static fb_val e_dot(fb *f, fb_val a, fb_val b, uint32_t n, unsigned width, bool squares)
{
    fb_val r = e_mul(f, a, b);
    r.rel += n * rnd(f, width);
    if (r.abs > 0 && r.unb == 0)
        r.abs *= n;
    if (n > 1 && !squares)
        assume_here(f, &r);
    return r;
}

/* ---- GLSL.std.450 (Table 84) -------------------------------------------------------------- */

/* exp / exp2: 3 + 2|x| ULP (half: 1 + 2|x|), ENV-P15.  |x| is capped where
 * the exact result leaves the type's range (overflow, or below the
 * smallest denormal): beyond it the result is +-Inf/max (ENV-S18) or
 * flushed, which the runner's comparison handles; the cap is recorded as an
 * assumption. */
static double exp_arg_cap(unsigned aw, bool base2)
{
    if (aw == 16)
        return base2 ? 25 : 17.4;
    if (aw == 64)
        return base2 ? 1075 : 745.2;
    return base2 ? 150 : 104;
}

static fb_val glsl_exp(fb *f, fb_val x, unsigned aw, bool base2)
{
    double cap = exp_arg_cap(aw, base2), k = base2 ? FB_LN2 : 1;
    fb_val r = x;
    r.rel = k * (cap * x.rel + x.abs);
    r.abs = 0;
    r = e_approx(r, aw, (aw == 16 ? 1 : 3) + 2 * cap);
    assume_here(f, &r);
    return r;
}

/* log / log2: 3 ULP outside [0.5, 2], absolute 2^-21 (half: 2^-7) inside
 * (ENV-P16): both are counted. */
static fb_val glsl_log(fb *f, fb_val x, unsigned aw, bool base2)
{
    fb_val r = x;
    if (x.abs > 0) {
        make_unbounded(f, &r, 0);
        return r;
    }
    if (x.rel >= 0.5) {
        make_unbounded(f, &r, 0);
        return r;
    }
    double k = base2 ? 1 / FB_LN2 : 1;
    r.abs = (aw == 16 ? 0x1p-7 : 0x1p-21) + k * x.rel / (1 - x.rel); /* |log(1 + e)| <= e / (1 - e) */
    r.rel = 0;
    return e_approx(r, aw, 3);
}

/* inversesqrt: 2 ULP (ENV-P19). */
static fb_val glsl_inversesqrt(fb *f, fb_val x, unsigned aw)
{
    fb_val r = x;
    if (x.abs > 0) {
        make_unbounded(f, &r, 0);
        return r;
    }
    r.rel = x.rel / 2 + x.rel * x.rel;
    return e_approx(r, aw, 2);
}

/* sqrt: inherited from 1.0 / inversesqrt() (ENV-P18). */
static fb_val glsl_sqrt(fb *f, fb_val x, unsigned aw)
{
    fb_val r = glsl_inversesqrt(f, x, aw);
    r = e_div(f, e_const(1), r);
    return e_approx(r, aw, 2.5);
}

/* atan2(y, x): 4096 ULP (half: 5), ENV-P27.  The operands' relative errors
 * move the angle by at most (ry + rx) / 2 radians. */
static fb_val glsl_atan2(fb *f, fb_val y, fb_val x, unsigned aw)
{
    fb_val r = from2(y, x);
    if (y.abs > 0 || x.abs > 0) {
        make_unbounded(f, &r, 0);
        return r;
    }
    r.abs = (y.rel + x.rel) / 2;
    return e_approx(r, aw, aw == 16 ? 5 : 4096);
}

/* sin / cos: absolute 2^-11 (half 2^-7) in [-pi, pi] (ENV-P22/23): the
 * argument is assumed in that range; sin and cos are 1-Lipschitz. */
static fb_val glsl_sincos(fb *f, fb_val x, unsigned aw)
{
    fb_val r = x;
    r.abs = x.abs + FB_PI * x.rel + (aw == 16 ? 0x1p-7 : 0x1p-11);
    r.rel = 0;
    r.tight = -1;
    r.is_const = false;
    assume_here(f, &r);
    return r;
}

static fb_val glsl_sqrt_of_sum(fb *f, fb_val x, fb_val one, bool minus, unsigned aw)
{
    fb_val x2 = e_round(f, e_mul(f, x, x), aw);
    fb_val s = e_round(f, e_add(f, x2, one, !minus), aw);
    return glsl_sqrt(f, s, aw);
}

/* How glsl_driver's row is to be completed. */
#define FB_HOW_CPU_FORMULA 1u /* the CPU computes the formula in the type's precision (else in double, rounded
                                 once): its own error is the formula's on exact operands */
#define FB_HOW_SINGLE 2u      /* one step of n ULP: on exact operands the bound is n + 0.5 ULP of the CPU's value */
#define FB_HOW_SELECT 4u      /* the result is an operand: no rounding on either side */

/* The driver's error of a GLSL.std.450 instruction on operands a[0..2]
 * (relative to the exact result on the CPU's operand values).  Returns
 * false if the instruction has no formula row. */
static bool glsl_driver(fb *f, uint32_t e, const fb_val *a, uint32_t argc, uint32_t n, unsigned aw, fb_val *out,
                        unsigned *how)
{
    fb_val r = fb_exact, one = e_const(1);
    *how = 0;
    fb_val x = argc > 0 ? a[0] : fb_exact, y = argc > 1 ? a[1] : fb_exact, z = argc > 2 ? a[2] : fb_exact;
    switch (e) {
    case SPVRT_GLSL_std_450_Radians:
    case SPVRT_GLSL_std_450_Degrees: { /* ENV-P20/21: x * C; C itself rounded */
        double c = e == SPVRT_GLSL_std_450_Radians ? FB_PI / 180 : 180 / FB_PI;
        fb_val k = e_const(c);
        k.rel = rnd(f, aw);
        r = e_round(f, e_mul(f, x, k), aw);
        *how = FB_HOW_CPU_FORMULA;
        break;
    }
    case SPVRT_GLSL_std_450_Sin:
    case SPVRT_GLSL_std_450_Cos:
        r = glsl_sincos(f, x, aw);
        break;
    case SPVRT_GLSL_std_450_Asin:
    case SPVRT_GLSL_std_450_Acos: { /* ENV-P25/26: atan2(x, sqrt(1 - x^2)) */
        fb_val s = glsl_sqrt_of_sum(f, x, one, true, aw);
        r = glsl_atan2(f, x, s, aw);
        break;
    }
    case SPVRT_GLSL_std_450_Atan: /* ENV-P27; atan is 1-Lipschitz and |x| / ((1 + x^2) atan x) <= 1 */
        r = x;
        r = e_approx(r, aw, aw == 16 ? 5 : 4096);
        *how = FB_HOW_SINGLE;
        break;
    case SPVRT_GLSL_std_450_Atan2:
        r = glsl_atan2(f, x, y, aw);
        *how = FB_HOW_SINGLE;
        break;
    case SPVRT_GLSL_std_450_Sinh:
    case SPVRT_GLSL_std_450_Cosh:
    case SPVRT_GLSL_std_450_Tanh: { /* ENV-P28..30: (exp(x) -+ exp(-x)) * 0.5, tanh = sinh / cosh */
        fb_val p = glsl_exp(f, x, aw, false), q = glsl_exp(f, x, aw, false);
        fb_val sinh = e_round(f, e_add(f, p, q, false), aw), cosh = e_round(f, e_add(f, p, q, true), aw);
        r = e == SPVRT_GLSL_std_450_Sinh ? sinh
          : e == SPVRT_GLSL_std_450_Cosh ? cosh : e_approx(e_div(f, sinh, cosh), aw, 2.5);
        break;
    }
    case SPVRT_GLSL_std_450_Asinh:
    case SPVRT_GLSL_std_450_Acosh: { /* ENV-P31/32: log(x + sqrt(x^2 +- 1)) */
        fb_val s = glsl_sqrt_of_sum(f, x, one, e == SPVRT_GLSL_std_450_Acosh, aw);
        r = glsl_log(f, e_round(f, e_add(f, x, s, false), aw), aw, false);
        break;
    }
    case SPVRT_GLSL_std_450_Atanh: { /* ENV-P33: log((1 + x) / (1 - x)) * 0.5 */
        fb_val p = e_round(f, e_add(f, one, x, false), aw), q = e_round(f, e_add(f, one, x, false), aw);
        r = glsl_log(f, e_approx(e_div(f, p, q), aw, 2.5), aw, false);
        r.abs *= 0.5;
        break;
    }
    case SPVRT_GLSL_std_450_Exp:
    case SPVRT_GLSL_std_450_Exp2:
        r = glsl_exp(f, x, aw, e == SPVRT_GLSL_std_450_Exp2);
        *how = FB_HOW_SINGLE;
        break;
    case SPVRT_GLSL_std_450_Log:
    case SPVRT_GLSL_std_450_Log2:
        r = glsl_log(f, x, aw, e == SPVRT_GLSL_std_450_Log2);
        break;
    case SPVRT_GLSL_std_450_Pow: { /* ENV-P17: exp2(y * log2(x)) */
        fb_val l = glsl_log(f, x, aw, true);
        fb_val t = e_round(f, e_mul(f, y, l), aw);
        r = glsl_exp(f, t, aw, true);
        break;
    }
    case SPVRT_GLSL_std_450_Sqrt:
        r = glsl_sqrt(f, x, aw);
        break;
    case SPVRT_GLSL_std_450_InverseSqrt:
        r = glsl_inversesqrt(f, x, aw);
        *how = FB_HOW_SINGLE;
        break;
    case SPVRT_GLSL_std_450_FMix: { /* ENV-P44: x * (1 - a) + y * a */
        fb_val oma = e_round(f, e_add(f, one, z, false), aw);
        fb_val p = e_round(f, e_mul(f, x, oma), aw), q = e_round(f, e_mul(f, y, z), aw);
        r = e_round(f, e_add(f, p, q, false), aw);
        *how = FB_HOW_CPU_FORMULA;
        break;
    }
    case SPVRT_GLSL_std_450_SmoothStep: { /* ENV-P45: t * t * (3 - 2t), t = clamp((x - e0) / (e1 - e0), 0, 1) */
        fb_val num = e_round(f, e_add(f, z, x, false), aw), den = e_round(f, e_add(f, y, x, false), aw);
        fb_val t = e_approx(e_div(f, num, den), aw, 2.5);
        fb_val s = e_round(f, e_add(f, e_const(3), e_scale(t, 2), true), aw); /* 3 - 2t >= 1 >= 2t / 2 */
        r = e_round(f, e_mul(f, e_round(f, e_mul(f, t, t), aw), s), aw);
        *how = FB_HOW_CPU_FORMULA;
        break;
    }
    case SPVRT_GLSL_std_450_Fma: { /* ENV-P14: OpFMul then OpFAdd (the CPU fuses) */
        fb_val p = e_round(f, e_mul(f, x, y), aw);
        r = e_round(f, e_add(f, p, z, false), aw);
        break;
    }
    case SPVRT_GLSL_std_450_Length: /* ENV-P36: sqrt(dot(x, x)) */
        r = glsl_sqrt(f, e_dot(f, x, x, n, aw, true), aw);
        break;
    case SPVRT_GLSL_std_450_Distance: /* ENV-P37: length(x - y) */
        r = e_round(f, e_add(f, x, y, false), aw);
        r = glsl_sqrt(f, e_dot(f, r, r, n, aw, true), aw);
        break;
    case SPVRT_GLSL_std_450_Cross: /* ENV-P38: OpFSub(OpFMul, OpFMul) */
        r = e_round(f, e_mul(f, x, y), aw);
        r = e_round(f, e_add(f, r, r, false), aw);
        break;
    case SPVRT_GLSL_std_450_Normalize: /* ENV-P39: x * inversesqrt(dot(x, x)) */
        r = glsl_inversesqrt(f, e_dot(f, x, x, n, aw, true), aw);
        r = e_round(f, e_mul(f, x, r), aw);
        break;
    case SPVRT_GLSL_std_450_FaceForward: { /* ENV-P40: dot(Nref, I) < 0 ? N : -N */
        fb_val d = e_dot(f, z, y, n, aw, false);
        r = x;
        r.is_const = false;
        if (d.abs > 0 || d.unb)
            make_unbounded(f, &r, d.unb);
        else if (d.rel > 0)
            assume_here(f, &r); /* the sign of the dot product is right when it does not cancel */
        *how = FB_HOW_SELECT;
        break;
    }
    case SPVRT_GLSL_std_450_Reflect: { /* ENV-P41: I - 2 dot(N, I) N */
        fb_val d = e_dot(f, y, x, n, aw, false);
        fb_val m = e_round(f, e_mul(f, e_scale(d, 1), y), aw);
        r = e_round(f, e_add(f, x, m, false), aw);
        *how = FB_HOW_CPU_FORMULA;
        break;
    }
    case SPVRT_GLSL_std_450_Refract: { /* ENV-P42 */
        fb_val d = e_dot(f, y, x, n, aw, false);
        fb_val d2 = e_round(f, e_mul(f, d, d), aw);
        fb_val a1 = e_round(f, e_add(f, one, d2, false), aw);
        fb_val e2 = e_round(f, e_mul(f, z, z), aw);
        fb_val k = e_round(f, e_add(f, one, e_round(f, e_mul(f, e2, a1), aw), false), aw);
        fb_val s = glsl_sqrt(f, k, aw);
        fb_val m = e_round(f, e_add(f, e_round(f, e_mul(f, z, d), aw), s, false), aw);
        r = e_round(f, e_add(f, e_round(f, e_mul(f, z, x), aw), e_round(f, e_mul(f, m, y), aw), false), aw);
        assume_here(f, &r); /* and k is not near 0, where the result jumps to 0 */
        *how = FB_HOW_CPU_FORMULA;
        break;
    }
    case SPVRT_GLSL_std_450_UnpackSnorm2x16:
    case SPVRT_GLSL_std_450_UnpackUnorm2x16:
    case SPVRT_GLSL_std_450_UnpackSnorm4x8:
    case SPVRT_GLSL_std_450_UnpackUnorm4x8: /* defined by a division by 2^n - 1: ENV-S22 with ENV-P10 */
        r = e_approx(x, aw, 2.5);
        *how = FB_HOW_SINGLE;
        break;
    default:
        return false;
    }
    *out = r;
    return true;
}

/* What kind of row a GLSL.std.450 instruction has. */
typedef enum fb_glsl_kind {
    FB_GLSL_MISSING = 0,   /* no row: undefined precision (ENV-S22) or not in compute */
    FB_GLSL_EXACT_STEP,    /* correctly rounded and discontinuous: exact operands give the CPU's value, erroneous
                              ones an unbounded result (round, floor, fract, step, frexp, ...) */
    FB_GLSL_SELECT,        /* the result is one of the operands, or its magnitude (fabs, fmin, fclamp, fsign ...) */
    FB_GLSL_SCALE,         /* ldexp: exact scaling */
    FB_GLSL_BITS,          /* a float from integer bits (unpackHalf2x16, unpackDouble2x32, packDouble2x32) */
    FB_GLSL_INTEGER,       /* an integer result (pack*, findMSB, sabs, ...) */
    FB_GLSL_FORMULA        /* glsl_driver */
} fb_glsl_kind;

static fb_glsl_kind glsl_kind(uint32_t e)
{
    switch (e) {
    case SPVRT_GLSL_std_450_Round:
    case SPVRT_GLSL_std_450_RoundEven:
    case SPVRT_GLSL_std_450_Trunc:
    case SPVRT_GLSL_std_450_Floor:
    case SPVRT_GLSL_std_450_Ceil:
    case SPVRT_GLSL_std_450_Fract:
    case SPVRT_GLSL_std_450_Modf:
    case SPVRT_GLSL_std_450_ModfStruct:
    case SPVRT_GLSL_std_450_Step:
    case SPVRT_GLSL_std_450_Frexp:
    case SPVRT_GLSL_std_450_FrexpStruct:
        return FB_GLSL_EXACT_STEP;
    case SPVRT_GLSL_std_450_FAbs:
    case SPVRT_GLSL_std_450_FSign:
    case SPVRT_GLSL_std_450_FMin:
    case SPVRT_GLSL_std_450_FMax:
    case SPVRT_GLSL_std_450_FClamp:
    case SPVRT_GLSL_std_450_NMin:
    case SPVRT_GLSL_std_450_NMax:
    case SPVRT_GLSL_std_450_NClamp:
        return FB_GLSL_SELECT;
    case SPVRT_GLSL_std_450_Ldexp:
        return FB_GLSL_SCALE;
    case SPVRT_GLSL_std_450_UnpackHalf2x16:
    case SPVRT_GLSL_std_450_UnpackDouble2x32:
    case SPVRT_GLSL_std_450_PackDouble2x32:
        return FB_GLSL_BITS;
    case SPVRT_GLSL_std_450_SAbs:
    case SPVRT_GLSL_std_450_SSign:
    case SPVRT_GLSL_std_450_UMin:
    case SPVRT_GLSL_std_450_SMin:
    case SPVRT_GLSL_std_450_UMax:
    case SPVRT_GLSL_std_450_SMax:
    case SPVRT_GLSL_std_450_UClamp:
    case SPVRT_GLSL_std_450_SClamp:
    case SPVRT_GLSL_std_450_IMix:
    case SPVRT_GLSL_std_450_FindILsb:
    case SPVRT_GLSL_std_450_FindSMsb:
    case SPVRT_GLSL_std_450_FindUMsb:
    case SPVRT_GLSL_std_450_PackSnorm4x8:
    case SPVRT_GLSL_std_450_PackUnorm4x8:
    case SPVRT_GLSL_std_450_PackSnorm2x16:
    case SPVRT_GLSL_std_450_PackUnorm2x16:
    case SPVRT_GLSL_std_450_PackHalf2x16:
        return FB_GLSL_INTEGER;
    case SPVRT_GLSL_std_450_Determinant:     /* not in Table 84: undefined precision (ENV-S22) */
    case SPVRT_GLSL_std_450_MatrixInverse:
    case SPVRT_GLSL_std_450_Tan:             /* ENV-P24 sin / cos: a quotient of absolute errors */
    case SPVRT_GLSL_std_450_InterpolateAtCentroid:
    case SPVRT_GLSL_std_450_InterpolateAtSample:
    case SPVRT_GLSL_std_450_InterpolateAtOffset:
        return FB_GLSL_MISSING;
    default:
        return FB_GLSL_FORMULA;
    }
}

/* For the table check of the unit test: 1 if a GLSL.std.450 instruction
 * has a row (a rule other than "unbounded"), 0 if it makes the bound
 * unbounded, -1 if the number is no GLSL.std.450 instruction at all. */
int spvrt_float_bound_glsl_row(uint32_t ext_opcode);
int spvrt_float_bound_glsl_row(uint32_t ext_opcode)
{
    if (ext_opcode == 0 || ext_opcode > SPVRT_GLSL_std_450_NClamp)
        return -1;
    fb_glsl_kind k = glsl_kind(ext_opcode);
    if (k != FB_GLSL_FORMULA)
        return k != FB_GLSL_MISSING;
    /* a formula must be known to glsl_driver */
    fb f;
    memset(&f, 0, sizeof f);
    fb_val a[3] = {fb_exact, fb_exact, fb_exact}, out;
    unsigned how;
    return glsl_driver(&f, ext_opcode, a, 3, 4, 32, &out, &how) ? 1 : 0;
}

static fb_val step_glsl(fb *f, const spvrt_instruction *inst, unsigned mask, unsigned aw)
{
    const uint32_t *w = spvrt_inst_words(f->m, inst);
    uint32_t e = w[4], argc = inst->word_count > 5 ? inst->word_count - 5u : 0;
    fb_val a[3] = {fb_exact, fb_exact, fb_exact};
    for (uint32_t k = 0; k < argc && k < 3; k++)
        a[k] = V(f, w[5 + k]);
    unsigned width = mask_width(mask);
    fb_val r;
    switch (glsl_kind(e)) {
    case FB_GLSL_EXACT_STEP: {
        r = move_operands(f, inst);
        bool error = false;
        for (uint32_t k = 0; k < argc && k < 3; k++)
            error |= has_error(a[k]) && type_mask(f, type_of(f, w[5 + k]), 0) & FB_FLOATS;
        if (error)
            make_unbounded(f, &r, 0);
        else
            r.rel = r.abs = 0, r.tight = 0;
        /* Modf / Frexp store their second result through a pointer */
        if ((e == SPVRT_GLSL_std_450_Modf || e == SPVRT_GLSL_std_450_Frexp) && argc >= 2) {
            fb_val s = r;
            if (e == SPVRT_GLSL_std_450_Frexp && error)
                s = fb_exact, s.taint = f->cur + 1;
            store_root(f, root_of(f, w[6]), s);
        }
        if (mask & FB_OTHER && error)
            r.taint = origin_min(r.taint, f->cur + 1);
        return r;
    }
    case FB_GLSL_SELECT:
        r = move_operands(f, inst);
        if (e == SPVRT_GLSL_std_450_FSign && r.abs > 0)
            make_unbounded(f, &r, 0);
        return finish_float(f, r);
    case FB_GLSL_SCALE:
        r = a[0];
        r.is_const = false;
        r.taint = origin_min(r.taint, a[1].taint);
        if (r.abs > 0)
            make_unbounded(f, &r, 0);
        return finish_float(f, r);
    case FB_GLSL_BITS:
        r = move_operands(f, inst);
        if (r.rel > 0 || r.abs > 0)
            make_unbounded(f, &r, 0);
        return finish_float(f, r);
    case FB_GLSL_INTEGER:
        if (mask & FB_FLOATS) {
            r = fb_exact;
            make_unbounded(f, &r, 0);
            return r;
        }
        return non_float_result(f, inst);
    case FB_GLSL_MISSING:
        r = move_operands(f, inst);
        make_unbounded(f, &r, 0);
        return r;
    case FB_GLSL_FORMULA:
        break;
    }
    uint32_t n = argc > 0 ? component_count(f, type_of(f, w[5])) : 1;
    unsigned how;
    fb_val d;
    if (!glsl_driver(f, e, a, argc, n, aw, &d, &how)) {
        r = move_operands(f, inst);
        make_unbounded(f, &r, 0);
        return r;
    }
    bool inputs_exact = true;
    for (uint32_t k = 0; k < argc && k < 3; k++)
        inputs_exact &= !has_error(a[k]);
    r = d;
    if (r.unb == 0 && !(how & FB_HOW_SELECT)) {
        /* the CPU's own error: one rounding of a result computed in double, or its formula on exact operands
           (the formulas the CPU follows have no absolute part) */
        double own = cpu(f, width);
        if (how & FB_HOW_CPU_FORMULA) {
            fb_val exact[3] = {fb_exact, fb_exact, fb_exact}, c;
            unsigned ignored;
            for (uint32_t k = 0; k < 3; k++)
                if (a[k].is_const)
                    exact[k] = e_const(a[k].kmax);
            if (glsl_driver(f, e, exact, argc, n, width, &c, &ignored) && c.rel > own)
                own = c.rel;
        }
        r.rel += own;
        r.tight = inputs_exact && (how & FB_HOW_SINGLE) && r.abs == 0 ? r.rel / (2 * unit(width)) : -1;
    } else if (how & FB_HOW_SELECT) {
        r.tight = inputs_exact && r.unb == 0 && r.rel == 0 && r.abs == 0 ? 0 : -1;
    }
    r.is_const = false;
    for (uint32_t k = 0; k < argc && k < 3; k++)
        r.taint = origin_min(r.taint, a[k].taint);
    return finish_float(f, r);
}

/* ---- core instructions (Table 83) --------------------------------------------------------- */

/* A correctly rounded core instruction compared with the CPU's: equal on
 * exact operands (both round the same exact value the same way), else the
 * two roundings of two different exact values: 2 units. */
static fb_val cr_result(fb *f, fb_val r, bool inputs_exact, unsigned width, unsigned aw)
{
    if (r.unb)
        return r;
    if (aw != width) { /* RelaxedPrecision: the driver may round to 16-bit precision */
        r.rel += 2 * unit(16) + rnd(f, width);
        r.tight = -1;
        assume_here(f, &r); /* and the value within float16's range */
        return r;
    }
    if (inputs_exact) {
        r.rel = 0;
        r.tight = 0;
        return r;
    }
    r.rel += 2 * rnd(f, width);
    r.tight = -1;
    return r;
}

/* Contraction and reassociation (SPIR-V decoration NoContraction: without
 * it, an arithmetic instruction may be combined with another into one
 * operation, a multiply and an add into an fma, and the operations may be
 * reassociated).  A result that a following undecorated add, subtract or
 * multiply may absorb may never be rounded as the CPU rounds it, or be
 * computed from a different grouping: 2 units more, as seen by its users
 * (a fused a*b + c of exact operands: 2 + 2 = 4 ULP). */
static fb_val regrouped(const fb *f, uint32_t i, fb_val r, unsigned width)
{
    if (f->flags[i] & FB_REGROUPED && r.unb == 0) {
        r.rel += 2 * rnd(f, width);
        r.tight = -1;
    }
    return r;
}

static bool is_regroupable(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpFAdd:
    case SPVRT_OpFSub:
    case SPVRT_OpFMul:
    case SPVRT_OpVectorTimesScalar:
    case SPVRT_OpMatrixTimesScalar:
    case SPVRT_OpDot:
    case SPVRT_OpMatrixTimesVector:
    case SPVRT_OpVectorTimesMatrix:
    case SPVRT_OpMatrixTimesMatrix:
        return true;
    default:
        return false;
    }
}

static bool is_arith(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpPhi:
    case SPVRT_OpLoad:
    case SPVRT_OpCopyObject:
    case SPVRT_OpCompositeConstruct:
    case SPVRT_OpCompositeExtract:
    case SPVRT_OpCompositeInsert:
    case SPVRT_OpVectorShuffle:
    case SPVRT_OpFunctionCall:
    case SPVRT_OpFunctionParameter:
    case SPVRT_OpFunction:
    case SPVRT_OpSelect:
    case SPVRT_OpVariable:
        return false;
    default:
        return true;
    }
}

static void step(fb *f, uint32_t i)
{
    const spvrt_module *m = f->m;
    const spvrt_instruction *inst = &m->insts[i];
    const uint32_t *w = spvrt_inst_words(m, inst);
    f->cur = i;
    unsigned mask = inst->result_type ? type_mask(f, inst->result_type, 0) : 0;
    unsigned width = mask_width(mask);
    unsigned aw = (f->flags[i] & FB_RELAXED) && width == 32 ? 16 : width;
    fb_val r;

    switch (inst->opcode) {
    /* ---- no result, or memory -------------------------------------------------------- */
    case SPVRT_OpStore: {
        fb_val v = V(f, w[2]), p = V(f, w[1]);
        if (p.taint)
            make_unbounded(f, &v, p.taint); /* the address depends on an erroneous float */
        store_root(f, root_of(f, w[1]), v);
        return;
    }
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized:
        store_root(f, root_of(f, w[1]), f->sees[i] ? load_root(f, root_of(f, w[2])) : fb_exact);
        return;
    case SPVRT_OpAtomicStore:
        store_root(f, root_of(f, w[1]), V(f, w[4]));
        return;
    case SPVRT_OpBranchConditional:
    case SPVRT_OpSwitch: {
        fb_val c = V(f, w[1]);
        if (c.taint && (f->control_taint == 0 || c.taint < f->control_taint)) {
            f->control_taint = c.taint;
            f->changed = true;
        }
        return;
    }
    case SPVRT_OpReturnValue: {
        /* the function's slot holds what it returns */
        set_val(f, f->cur_function, V(f, w[1]));
        return;
    }
    case SPVRT_OpFunctionCall: {
        const spvrt_instruction *callee = def_of(f, w[3]);
        if (callee == NULL || callee->opcode != SPVRT_OpFunction)
            return;
        uint32_t c = index_of(f, callee);
        uint32_t k = c + 1;
        for (uint32_t a = 4; a < inst->word_count && k < f->n && m->insts[k].opcode == SPVRT_OpFunctionParameter;
             a++, k++) {
            fb_val v = V(f, w[a]);
            set_val(f, k, v);
            const spvrt_instruction *pt = def_of(f, m->insts[k].result_type);
            if (pt && pt->opcode == SPVRT_OpTypePointer) {
                /* a pointer parameter: its root and the argument's are the same memory */
                uint32_t ra = root_of(f, w[a]);
                store_root(f, k, load_root(f, ra));
                store_root(f, ra, f->root[k]);
            }
        }
        set_val(f, i, shape(f->val[c], mask));
        return;
    }
    case SPVRT_OpImageWrite:
        return; /* counted as a store by the report */
    case SPVRT_OpVariable:
        if (inst->word_count > 4)
            store_root(f, i, V(f, w[4]));
        return;
    case SPVRT_OpFunctionParameter:
    case SPVRT_OpFunction:
        return;

    /* ---- constants ------------------------------------------------------------------- */
    case SPVRT_OpConstant: {
        double k;
        r = fb_exact;
        if (constant_magnitude(f, inst, &k))
            r = e_const(k);
        set_val(f, i, r);
        return;
    }
    case SPVRT_OpConstantComposite: {
        bool all = true;
        double lo = INFINITY, hi = 0;
        for (uint32_t k = 3; k < inst->word_count; k++) {
            fb_val c = V(f, w[k]);
            all &= c.is_const;
            if (c.is_const) {
                lo = c.kmin < lo ? c.kmin : lo;
                hi = c.kmax > hi ? c.kmax : hi;
            }
        }
        f->val[i] = fb_exact;
        if (all && inst->word_count > 3)
            f->val[i].is_const = true, f->val[i].kmin = lo, f->val[i].kmax = hi;
        return;
    }
    case SPVRT_OpConstantNull:
        f->val[i] = e_const(0);
        return;
    case SPVRT_OpSpecConstantOp:
        /* folded by each side from the same specialization values; only OpFConvert is a float
           operation shaders may use here, and it is correctly rounded */
        f->val[i] = fb_exact;
        return;

    case SPVRT_OpLoad:
    case SPVRT_OpAtomicLoad: {
        r = f->sees[i] || inst->opcode == SPVRT_OpAtomicLoad ? shape(load_root(f, root_of(f, w[3])), mask)
                                                              : fb_exact;
        fb_val p = V(f, w[3]);
        r.taint = origin_min(r.taint, p.taint);
        if (mask & FB_FLOATS && p.taint)
            make_unbounded(f, &r, p.taint);
        set_val(f, i, r);
        return;
    }
    /* Texel reads and samples: no precision row either (docs/float-tolerance.md "Image values"); coordinates,
       Lod, Dref or offsets that carry error make the result unbounded (another texel may be chosen). */
    case SPVRT_OpImageFetch:
    case SPVRT_OpImageRead:
    case SPVRT_OpImageGather:
    case SPVRT_OpImageDrefGather:
    case SPVRT_OpImageSampleExplicitLod:
    case SPVRT_OpImageSampleImplicitLod:
    case SPVRT_OpImageSampleDrefExplicitLod:
    case SPVRT_OpImageSampleDrefImplicitLod:
    case SPVRT_OpImageSampleProjExplicitLod:
    case SPVRT_OpImageSampleProjImplicitLod:
    case SPVRT_OpImageSampleProjDrefExplicitLod:
    case SPVRT_OpImageSampleProjDrefImplicitLod: {
        if (!(mask & FB_FLOATS))
            break;
        uint32_t taint = 0;
        r = fb_exact;
        if (operands_have_error(f, inst, &taint) || taint) {
            make_unbounded(f, &r, taint);
        } else {
            bool filtered = inst->opcode != SPVRT_OpImageFetch && inst->opcode != SPVRT_OpImageRead;
            r.tight = -1;
            r.rel = filtered ? FB_FILTER_REL : FB_TEXEL_REL;
            r.abs = filtered ? FB_FILTER_ABS : 0;
            if (filtered)
                r.assume = f->cur + 1; /* a device with 8 or more sub-texel and mipmap precision bits */
        }
        set_val(f, i, finish_float(f, r));
        return;
    }
    /* Ray queries (SPV_KHR_ray_query, SPV_NV_linear_swept_spheres).  The ray a query was initialized with
       (or the Hit T a shader generated) is kept on the query's root; a ray that already carries error makes
       every traversal result unbounded (a perturbed ray may hit something else). */
    case SPVRT_OpRayQueryInitializeKHR:
    case SPVRT_OpRayQueryGenerateIntersectionKHR: {
        uint32_t taint = 0;
        r = fb_exact;
        if (operands_have_error(f, inst, &taint) || taint)
            make_unbounded(f, &r, taint);
        store_root(f, root_of(f, w[1]), r);
        return;
    }
    case SPVRT_OpRayQueryGetRayTMinKHR:
    case SPVRT_OpRayQueryGetWorldRayOriginKHR:
    case SPVRT_OpRayQueryGetWorldRayDirectionKHR:
        /* the initialize operands, returned as they were given */
        r = shape(load_root(f, root_of(f, w[3])), mask);
        set_val(f, i, finish_float(f, r));
        return;
    case SPVRT_OpRayQueryGetIntersectionTKHR:
    case SPVRT_OpRayQueryGetIntersectionBarycentricsKHR:
    case SPVRT_OpRayQueryGetIntersectionObjectRayDirectionKHR:
    case SPVRT_OpRayQueryGetIntersectionObjectRayOriginKHR:
    case SPVRT_OpRayQueryGetIntersectionObjectToWorldKHR:
    case SPVRT_OpRayQueryGetIntersectionWorldToObjectKHR:
    case SPVRT_OpRayQueryGetIntersectionTriangleVertexPositionsKHR:
    case SPVRT_OpRayQueryGetIntersectionLSSHitValueNV:
    case SPVRT_OpRayQueryGetIntersectionLSSPositionsNV:
    case SPVRT_OpRayQueryGetIntersectionLSSRadiiNV:
    case SPVRT_OpRayQueryGetIntersectionSpherePositionNV:
    case SPVRT_OpRayQueryGetIntersectionSphereRadiusNV:
        if (!(mask & FB_FLOATS))
            break;
        /* Values the implementation computes during traversal: no precision row exists (the Vulkan "Ray
           Traversal" chapter leaves the intersection method, the instance inverse and the order of the
           transform's operations open).  docs/float-tolerance.md "Ray-tracing values" gives the allowance
           and why; a Hit T that the shader generated with error makes it unbounded. */
        r = load_root(f, root_of(f, w[3]));
        if (r.unb == 0 && r.rel == 0 && r.abs == 0) {
            r = fb_exact;
            r.tight = -1;
            r.rel = FB_RAY_REL;
            r.abs = FB_RAY_ABS;
            r.assume = f->cur + 1; /* the scene's coordinates within the range the allowance is made for */
        } else {
            make_unbounded(f, &r, r.unb);
        }
        set_val(f, i, finish_float(f, shape(r, mask)));
        return;
    case SPVRT_OpAtomicFAddEXT: {
        /* invocations add in an order neither side defines: the rounding of the sum depends on it */
        r = load_root(f, root_of(f, w[3]));
        make_unbounded(f, &r, 0);
        store_root(f, root_of(f, w[3]), r);
        set_val(f, i, r);
        return;
    }
    case SPVRT_OpAtomicExchange:
    case SPVRT_OpAtomicCompareExchange:
    case SPVRT_OpAtomicCompareExchangeWeak:
    case SPVRT_OpAtomicIIncrement:
    case SPVRT_OpAtomicIDecrement:
    case SPVRT_OpAtomicIAdd:
    case SPVRT_OpAtomicISub:
    case SPVRT_OpAtomicSMin:
    case SPVRT_OpAtomicUMin:
    case SPVRT_OpAtomicSMax:
    case SPVRT_OpAtomicUMax:
    case SPVRT_OpAtomicAnd:
    case SPVRT_OpAtomicOr:
    case SPVRT_OpAtomicXor:
    case SPVRT_OpAtomicFMinEXT:
    case SPVRT_OpAtomicFMaxEXT: {
        uint32_t root = root_of(f, w[3]);
        fb_val v = fb_exact;
        for (uint32_t k = 4; k < inst->word_count; k++)
            v = merge(v, V(f, w[k]));
        if (V(f, w[3]).taint)
            make_unbounded(f, &v, V(f, w[3]).taint);
        if (!(mask & FB_FLOATS) && has_error(v) && v.taint == 0)
            v.taint = i + 1;
        store_root(f, root, v);
        set_val(f, i, shape(load_root(f, root), mask));
        return;
    }

    /* ---- data movement ---------------------------------------------------------------- */
    case SPVRT_OpPhi: {
        r = fb_exact;
        bool first = true;
        for (uint32_t k = 3; k + 1 < inst->word_count; k += 2) {
            fb_val v = V(f, w[k]);
            r = first ? v : merge(r, v);
            first = false;
        }
        r.is_const = false;
        set_val(f, i, mask & FB_FLOATS ? finish_float(f, r) : r);
        return;
    }
    case SPVRT_OpCopyObject:
    case SPVRT_OpCopyLogical:
    case SPVRT_OpCompositeConstruct:
    case SPVRT_OpCompositeExtract:
    case SPVRT_OpCompositeInsert:
    case SPVRT_OpVectorShuffle:
    case SPVRT_OpVectorExtractDynamic:
    case SPVRT_OpVectorInsertDynamic:
    case SPVRT_OpTranspose:
    case SPVRT_OpSelect:
    case SPVRT_OpFNegate:
    case SPVRT_OpGroupNonUniformBroadcast:
    case SPVRT_OpGroupNonUniformBroadcastFirst:
    case SPVRT_OpGroupNonUniformShuffle:
    case SPVRT_OpGroupNonUniformShuffleXor:
    case SPVRT_OpGroupNonUniformShuffleUp:
    case SPVRT_OpGroupNonUniformShuffleDown:
    case SPVRT_OpGroupNonUniformQuadBroadcast:
    case SPVRT_OpGroupNonUniformQuadSwap:
    case SPVRT_OpGroupNonUniformRotateKHR:
    case SPVRT_OpGroupNonUniformFMin:
    case SPVRT_OpGroupNonUniformFMax:
        r = move_operands(f, inst);
        if (!(mask & FB_FLOATS)) {
            /* integers, bools, pointers moved: no new taint (an int member taken from a struct whose float
               members carry error is not derived from them), but the taint of a selector or index */
            set_val(f, i, shape(r, mask));
            return;
        }
        if (inst->opcode == SPVRT_OpFNegate || inst->opcode == SPVRT_OpCopyObject)
            r.is_const = V(f, w[3]).is_const, r.kmin = V(f, w[3]).kmin, r.kmax = V(f, w[3]).kmax;
        set_val(f, i, finish_float(f, r));
        return;
    case SPVRT_OpUndef:
        set_val(f, i, fb_exact); /* undefined values: see the doc (the runner's `any` entries) */
        return;

    /* ---- float arithmetic ------------------------------------------------------------ */
    case SPVRT_OpFAdd:
    case SPVRT_OpFSub: {
        fb_val a = V(f, w[3]), b = V(f, w[4]);
        r = e_add(f, a, b, false);
        r = cr_result(f, r, !has_error(a) && !has_error(b), width, aw);
        set_val(f, i, finish_float(f, regrouped(f, i, r, width)));
        return;
    }
    case SPVRT_OpFMul:
    case SPVRT_OpVectorTimesScalar:
    case SPVRT_OpMatrixTimesScalar:
    case SPVRT_OpOuterProduct: {
        fb_val a = V(f, w[3]), b = V(f, w[4]);
        r = e_mul(f, a, b);
        r = cr_result(f, r, !has_error(a) && !has_error(b), width, aw);
        set_val(f, i, finish_float(f, regrouped(f, i, r, width)));
        return;
    }
    case SPVRT_OpFDiv: {
        fb_val a = V(f, w[3]), b = V(f, w[4]);
        bool exact = !has_error(a) && !has_error(b);
        r = e_div(f, a, b);
        if (r.unb == 0) {
            r = e_approx(r, aw, 2.5); /* ENV-P10, |y| in [2^-126, 2^126] assumed */
            r.rel += cpu(f, width);
            r.tight = exact ? r.rel / (2 * unit(width)) : -1;
            assume_here(f, &r);
        }
        set_val(f, i, finish_float(f, r));
        return;
    }
    case SPVRT_OpDot:
    case SPVRT_OpMatrixTimesVector:
    case SPVRT_OpVectorTimesMatrix:
    case SPVRT_OpMatrixTimesMatrix: {
        fb_val a = V(f, w[3]), b = V(f, w[4]);
        uint32_t n = sum_length(f, w[3], w[4]);
        r = e_dot(f, a, b, n, aw, false);
        if (r.unb == 0) {
            if (n == 1 && !has_error(a) && !has_error(b) && aw == width)
                r.rel = 0, r.tight = 0;
            else
                r.rel += n * rnd(f, width), r.tight = -1; /* the CPU's n roundings */
        }
        set_val(f, i, finish_float(f, regrouped(f, i, r, width)));
        return;
    }
    case SPVRT_OpGroupNonUniformFAdd:
    case SPVRT_OpGroupNonUniformFMul: {
        /* a reduction or scan over up to 128 invocations (Vulkan's largest subgroup), or a cluster, in an
           order neither side defines: like a sum of that many terms */
        uint32_t n = 128;
        if (inst->word_count > 6) {
            const spvrt_instruction *c = def_of(f, w[6]);
            if (c && c->opcode == SPVRT_OpConstant)
                n = spvrt_inst_words(m, c)[3] ? spvrt_inst_words(m, c)[3] : 1;
        }
        fb_val a = V(f, w[5]);
        r = a;
        r.is_const = false;
        if (inst->opcode == SPVRT_OpGroupNonUniformFMul)
            r.rel = n * a.rel + prod(a.rel, a.rel) * n * n, r.abs = a.abs > 0 ? INFINITY : 0;
        else
            r.abs = n * a.abs;
        if (r.abs == INFINITY)
            make_unbounded(f, &r, 0);
        if (r.unb == 0) {
            r.rel += 2 * n * rnd(f, width);
            r.tight = -1;
            if (inst->opcode == SPVRT_OpGroupNonUniformFAdd)
                assume_here(f, &r);
        }
        set_val(f, i, finish_float(f, r));
        return;
    }
    case SPVRT_OpFConvert:
    case SPVRT_OpQuantizeToF16: {
        fb_val a = V(f, w[3]);
        unsigned from = mask_width(type_mask(f, type_of(f, w[3]), 0));
        unsigned to = inst->opcode == SPVRT_OpQuantizeToF16 ? 16 : width;
        r = a;
        r.is_const = false;
        if (!has_error(a))
            r.rel = 0, r.tight = 0;
        else if (to < from && r.unb == 0)
            r.rel += 2 * rnd(f, to), r.tight = -1;
        else
            r.tight = -1;
        set_val(f, i, finish_float(f, r));
        return;
    }
    case SPVRT_OpConvertSToF:
    case SPVRT_OpConvertUToF:
    case SPVRT_OpBitcast:
        if (!(mask & FB_FLOATS))
            break;
        /* from integer bits or values: exact unless the integer came from an erroneous float */
        r = move_operands(f, inst);
        if (r.rel > 0 || r.abs > 0)
            make_unbounded(f, &r, 0);
        else
            r.tight = 0;
        set_val(f, i, finish_float(f, r));
        return;
    case SPVRT_OpExtInst:
        if (inst->word_count >= 5 && inst->ext_set == f->glsl_set) {
            r = step_glsl(f, inst, mask, aw);
            if (f->flags[i] & FB_RELAXED && mask & FB_FLOATS && r.unb == 0)
                assume_here(f, &r);
            set_val(f, i, r);
            return;
        }
        break;
    default:
        break;
    }

    if (!inst->result || !inst->result_type)
        return;
    if (mask & FB_FLOATS) {
        /* a float from an instruction without a row: OpFRem, OpFMod (ENV-P11/12: discontinuous), image
           reads and samples, anything this walk does not know */
        r = move_operands(f, inst);
        make_unbounded(f, &r, 0);
        set_val(f, i, r);
        return;
    }
    set_val(f, i, non_float_result(f, inst));
}

/* ---- setup -------------------------------------------------------------------------------- */

static const spvrt_instruction *find_entry(fb *f, const char *wanted)
{
    const spvrt_module *m = f->m;
    for (uint32_t i = 0; i < m->entry_point_count; i++) {
        const spvrt_instruction *inst = &m->insts[m->entry_points[i]];
        const uint32_t *w = spvrt_inst_words(m, inst);
        size_t length;
        const char *name = spvrt_operand_string(m, inst, &spvrt_inst_operands(m, inst)[2], &length);
        if (wanted ? strcmp(name, wanted) == 0 : w[1] == SPVRT_ExecutionModel_GLCompute)
            return inst;
    }
    return NULL;
}

static void read_flags(fb *f, uint32_t entry_function)
{
    const spvrt_module *m = f->m;
    for (uint32_t d = 0; d < m->decoration_count; d++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[d]];
        if (inst->opcode != SPVRT_OpDecorate || inst->word_count < 3)
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        const spvrt_instruction *t = def_of(f, w[1]);
        if (t == NULL)
            continue;
        uint32_t ti = index_of(f, t);
        if (w[2] == SPVRT_Decoration_NoContraction)
            f->flags[ti] |= FB_NO_CONTRACTION;
        else if (w[2] == SPVRT_Decoration_RelaxedPrecision)
            f->flags[ti] |= FB_RELAXED;
        else if (w[2] == SPVRT_Decoration_FPFastMathMode && inst->word_count > 3 &&
                 (w[3] & ~(uint32_t)(SPVRT_FPFastMathMode_NotNaN | SPVRT_FPFastMathMode_NotInf |
                                     SPVRT_FPFastMathMode_NSZ)))
            f->flags[ti] |= FB_FAST_MATH;
    }
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (inst->opcode == SPVRT_OpExecutionMode && inst->word_count >= 4 && w[1] == entry_function &&
            w[2] == SPVRT_ExecutionMode_RoundingModeRTZ)
            f->rtz_mask |= w[3] == 16 ? FB_F16 : w[3] == 64 ? FB_F64 : FB_F32;
        /* contraction and reassociation (regrouped): an undecorated arithmetic result used by another
           undecorated add, subtract or multiply, possibly through a negation */
        if ((inst->opcode == SPVRT_OpFAdd || inst->opcode == SPVRT_OpFSub || inst->opcode == SPVRT_OpFMul ||
             inst->opcode == SPVRT_OpVectorTimesScalar || inst->opcode == SPVRT_OpMatrixTimesScalar) &&
            inst->word_count >= 5 && !(f->flags[i] & FB_NO_CONTRACTION)) {
            for (int k = 3; k <= 4; k++) {
                const spvrt_instruction *d = def_of(f, w[k]);
                if (d && d->opcode == SPVRT_OpFNegate)
                    d = def_of(f, spvrt_inst_words(m, d)[3]);
                if (d && is_regroupable(d->opcode) && !(f->flags[index_of(f, d)] & FB_NO_CONTRACTION))
                    f->flags[index_of(f, d)] |= FB_REGROUPED;
            }
        }
    }
}

/* Mark the functions reachable from the entry point (f->reach[OpFunction index]). */
static void find_reachable(fb *f, uint32_t entry_index)
{
    const spvrt_module *m = f->m;
    /* a worklist of OpFunction indices, kept in changed_round (free before the rounds) */
    uint32_t *work = f->changed_round, count = 0;
    f->reach[entry_index] = 1;
    work[count++] = entry_index;
    while (count > 0) {
        uint32_t i = work[--count];
        for (uint32_t k = i + 1; k < m->inst_count && m->insts[k].opcode != SPVRT_OpFunctionEnd; k++) {
            if (m->insts[k].opcode != SPVRT_OpFunctionCall)
                continue;
            const spvrt_instruction *callee = def_of(f, spvrt_inst_words(m, &m->insts[k])[3]);
            if (callee && callee->opcode == SPVRT_OpFunction && !f->reach[index_of(f, callee)]) {
                f->reach[index_of(f, callee)] = 1;
                work[count++] = index_of(f, callee);
            }
        }
    }
    memset(work, 0, (size_t)(f->n + 1) * 2 * sizeof *work);
}

/* Which loads may read a value stored in the same dispatch.  Memory starts
 * with the same contents on both sides; a load reads a store's value only
 * if the store may execute before it: in program order within one
 * function (blocks are in dominance order), anywhere in a loop that holds
 * both, or in another function.  Another invocation's store is visible
 * only through synchronisation, which needs the same order (a load before
 * every store to its variable reads the initial contents, or races).
 * Stores through pointers of unknown origin alias every variable; atomics
 * always see each other. */
typedef struct fb_store {
    uint32_t index, root, function;
} fb_store;

/* reach[i]: the end (merge block) of the outermost loop of i's function
 * that has started by i and not ended, or 0.  Structured loops nest, so i
 * and a later j are in one loop iff reach[i] > j (for spans that do not
 * nest, the running maximum only makes more loads see stores). */
static void loop_reach(const fb *f, uint32_t *reach)
{
    const spvrt_module *m = f->m;
    uint32_t end = 0;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            end = 0;
        if (inst->opcode == SPVRT_OpLoopMerge) {
            const spvrt_instruction *merge = def_of(f, spvrt_inst_words(m, inst)[1]);
            uint32_t h = merge ? index_of(f, merge) : m->inst_count;
            if (h > end)
                end = h;
        }
        reach[i] = end > i ? end : 0;
    }
}

static bool find_visible(fb *f)
{
    const spvrt_module *m = f->m;
    fb_store *stores = NULL;
    uint32_t store_count = 0, store_capacity = 0, function = 0, load_count = 0;
    bool inside = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (inst->opcode == SPVRT_OpFunction)
            inside = f->reach[i] != 0, function = i;
        uint32_t pointer = 0;
        switch (inst->opcode) {
        case SPVRT_OpStore:
        case SPVRT_OpCopyMemory:
        case SPVRT_OpCopyMemorySized:
        case SPVRT_OpAtomicStore:
            pointer = w[1];
            break;
        case SPVRT_OpVariable:
            if (inst->word_count > 4)
                pointer = w[2];
            break;
        case SPVRT_OpExtInst:
            if (inst->ext_set == f->glsl_set && inst->word_count >= 7 &&
                (w[4] == SPVRT_GLSL_std_450_Modf || w[4] == SPVRT_GLSL_std_450_Frexp))
                pointer = w[6];
            break;
        case SPVRT_OpLoad:
            load_count += inside;
            break;
        default:
            if (inst->opcode >= SPVRT_OpAtomicExchange && inst->opcode <= SPVRT_OpAtomicXor && inst->word_count > 3)
                pointer = w[3];
            else if (inst->opcode == SPVRT_OpAtomicFAddEXT || inst->opcode == SPVRT_OpAtomicFMinEXT ||
                     inst->opcode == SPVRT_OpAtomicFMaxEXT)
                pointer = w[3];
            break;
        }
        /* a call may store through each pointer argument */
        uint32_t first = 0, last = 0;
        if (inst->opcode == SPVRT_OpFunctionCall && inside)
            first = 4, last = inst->word_count;
        else if (pointer && (inside || inst->opcode == SPVRT_OpVariable))
            first = 0, last = 1;
        for (uint32_t a = first; a < last; a++) {
            uint32_t p = inst->opcode == SPVRT_OpFunctionCall ? w[a] : pointer;
            if (inst->opcode == SPVRT_OpFunctionCall) {
                const spvrt_instruction *t = def_of(f, type_of(f, p));
                if (t == NULL || t->opcode != SPVRT_OpTypePointer)
                    continue;
            }
            if (!spvrt_grow(f->ctx, (void **)&stores, &store_capacity, store_count + 1, sizeof *stores)) {
                spvrt_free(f->ctx, stores);
                return false;
            }
            stores[store_count++] = (fb_store){i, root_of(f, p), inst->opcode == SPVRT_OpVariable && !inside ? 0 : function};
        }
    }
    bool all = (uint64_t)load_count * store_count > FB_VISIBILITY_WORK;
    uint32_t *reach = spvrt_alloc_zero(f->ctx, (size_t)m->inst_count + 1, sizeof *reach);
    if (reach == NULL) {
        spvrt_free(f->ctx, stores);
        return false;
    }
    loop_reach(f, reach);
    inside = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            inside = f->reach[i] != 0, function = i;
        if (!inside || (inst->opcode != SPVRT_OpLoad && inst->opcode != SPVRT_OpCopyMemory &&
                        inst->opcode != SPVRT_OpCopyMemorySized))
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        uint32_t root = root_of(f, inst->opcode == SPVRT_OpLoad ? w[3] : w[2]);
        bool sees = all || root == f->n;
        for (uint32_t k = 0; k < store_count && !sees; k++) {
            const fb_store *st = &stores[k];
            if (st->root != root && st->root != f->n)
                continue;
            sees = st->function != function || st->index < i || reach[i] > st->index;
        }
        f->sees[i] = sees;
    }
    spvrt_free(f->ctx, reach);
    spvrt_free(f->ctx, stores);
    return true;
}

static void one_round(fb *f)
{
    const spvrt_module *m = f->m;
    f->changed = false;
    bool inside = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        uint16_t op = m->insts[i].opcode;
        if (op == SPVRT_OpFunction) {
            inside = f->reach[i] != 0;
            f->cur_function = i;
        }
        if (!inside) {
            /* module-level: constants and global variables */
            if (op == SPVRT_OpConstant || op == SPVRT_OpConstantComposite || op == SPVRT_OpConstantNull ||
                op == SPVRT_OpVariable || op == SPVRT_OpSpecConstantOp)
                step(f, i);
            continue;
        }
        step(f, i);
        if (f->flags[i] & FB_FAST_MATH && m->insts[i].result &&
            type_mask(f, m->insts[i].result_type, 0) & FB_FLOATS && f->val[i].unb == 0) {
            fb_val v = f->val[i];
            make_unbounded(f, &v, i + 1);
            set_val(f, i, v);
        }
        if (op == SPVRT_OpFunctionEnd)
            inside = false;
    }
}

/* The bounds still growing after FB_ROUNDS rounds are loop-carried: give
 * them (values and roots) an infinite bound, blamed on the first arithmetic
 * instruction among them. */
static void cut_loops(fb *f)
{
    uint32_t culprit = 0, first = 0;
    for (uint32_t i = 0; i < f->n; i++) {
        if (f->changed_round[i] != f->round)
            continue;
        if (first == 0)
            first = i + 1;
        if (culprit == 0 && is_arith(f->m->insts[i].opcode))
            culprit = i + 1;
    }
    if (culprit == 0)
        culprit = first;
    if (culprit == 0)
        for (uint32_t r = 0; r <= f->n; r++)
            if (f->changed_round[f->n + 1 + r] == f->round) {
                culprit = (r < f->n ? r : 0) + 1;
                break;
            }
    for (uint32_t i = 0; i < f->n; i++)
        if (f->changed_round[i] == f->round && f->val[i].unb == 0)
            make_unbounded(f, &f->val[i], culprit);
    for (uint32_t r = 0; r <= f->n; r++)
        if (f->changed_round[f->n + 1 + r] == f->round && f->root[r].unb == 0) {
            make_unbounded(f, &f->root[r], culprit);
            f->root_all = merge(f->root_all, f->root[r]);
        }
}

/* ---- the report --------------------------------------------------------------------------- */

static bool visible_class(uint32_t storage_class)
{
    switch (storage_class) {
    case SPVRT_StorageClass_Function:
    case SPVRT_StorageClass_Private:
    case SPVRT_StorageClass_Workgroup:
    case SPVRT_StorageClass_Input:
    case SPVRT_StorageClass_PushConstant:
        return false;
    default:
        return true;
    }
}

static bool visible_pointer(const fb *f, uint32_t pointer)
{
    const spvrt_instruction *t = def_of(f, type_of(f, pointer));
    if (t == NULL || t->opcode != SPVRT_OpTypePointer)
        return true;
    return visible_class(spvrt_inst_words(f->m, t)[2]);
}

static void site(const fb *f, uint32_t origin, uint32_t *word_offset, uint32_t *opcode, uint32_t *ext_opcode)
{
    const spvrt_instruction *inst = &f->m->insts[origin - 1];
    *word_offset = inst->word_offset;
    *opcode = inst->opcode;
    *ext_opcode = inst->opcode == SPVRT_OpExtInst && inst->word_count >= 5 ? spvrt_inst_words(f->m, inst)[4] : 0;
}

typedef struct fb_report {
    uint32_t unb, taint, assume;
} fb_report;

static void report_store(const fb *f, spvrt_float_tolerance *out, fb_report *rep, fb_val v, unsigned mask)
{
    if (mask & FB_FLOATS) {
        if (v.unb || !isfinite(v.rel) || !isfinite(v.abs)) {
            rep->unb = origin_min(rep->unb, v.unb ? v.unb : f->cur + 1);
        } else {
            static const unsigned bits[3] = {FB_F16, FB_F32, FB_F64}, widths[3] = {16, 32, 64};
            bool single = (mask & FB_FLOATS) == FB_F16 || (mask & FB_FLOATS) == FB_F32 ||
                          (mask & FB_FLOATS) == FB_F64;
            for (int k = 0; k < 3; k++) {
                if (!(mask & bits[k]))
                    continue;
                double u = single && v.tight >= 0 ? v.tight : v.rel / unit(widths[k]);
                if (u > out->ulp_width[k])
                    out->ulp_width[k] = u;
            }
            if (v.abs > out->absolute)
                out->absolute = v.abs;
            if (v.rel > 0 || v.abs > 0)
                rep->assume = origin_min(rep->assume, v.assume);
        }
    }
    if (mask & FB_OTHER && v.taint)
        rep->taint = origin_min(rep->taint, v.taint);
}

static void report(fb *f, spvrt_float_tolerance *out)
{
    const spvrt_module *m = f->m;
    fb_report rep = {0, 0, 0};
    bool inside = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (inst->opcode == SPVRT_OpFunction)
            inside = f->reach[i] != 0;
        if (!inside)
            continue;
        f->cur = i;
        switch (inst->opcode) {
        case SPVRT_OpStore:
            if (visible_pointer(f, w[1])) {
                fb_val v = V(f, w[2]);
                if (V(f, w[1]).taint)
                    make_unbounded(f, &v, V(f, w[1]).taint);
                report_store(f, out, &rep, v, type_mask(f, type_of(f, w[2]), 0));
            }
            break;
        case SPVRT_OpAtomicStore:
            if (visible_pointer(f, w[1]))
                report_store(f, out, &rep, V(f, w[4]), type_mask(f, type_of(f, w[4]), 0));
            break;
        case SPVRT_OpCopyMemory:
        case SPVRT_OpCopyMemorySized:
            if (visible_pointer(f, w[1]))
                report_store(f, out, &rep, load_root(f, root_of(f, w[2])), FB_FLOATS | FB_OTHER);
            break;
        case SPVRT_OpImageWrite:
            if (inst->word_count > 3) {
                fb_val v = V(f, w[3]), c = V(f, w[2]);
                if (c.taint)
                    make_unbounded(f, &v, c.taint);
                report_store(f, out, &rep, v, type_mask(f, type_of(f, w[3]), 0));
            }
            break;
        case SPVRT_OpExtInst:
            /* Modf / Frexp write through their pointer operand */
            if (inst->ext_set == f->glsl_set && inst->word_count >= 7 &&
                (w[4] == SPVRT_GLSL_std_450_Modf || w[4] == SPVRT_GLSL_std_450_Frexp) && visible_pointer(f, w[6]))
                report_store(f, out, &rep, load_root(f, root_of(f, w[6])), type_mask(f, type_of(f, w[5]), 0) |
                             (w[4] == SPVRT_GLSL_std_450_Frexp ? FB_OTHER : 0));
            break;
        default:
            if (inst->opcode >= SPVRT_OpAtomicLoad && inst->opcode <= SPVRT_OpAtomicXor && inst->word_count > 3 &&
                inst->opcode != SPVRT_OpAtomicLoad && inst->opcode != SPVRT_OpAtomicStore &&
                visible_pointer(f, w[3]))
                report_store(f, out, &rep, f->root[root_of(f, w[3])], type_mask(f, inst->result_type, 0));
            else if ((inst->opcode == SPVRT_OpAtomicFAddEXT || inst->opcode == SPVRT_OpAtomicFMinEXT ||
                      inst->opcode == SPVRT_OpAtomicFMaxEXT) && visible_pointer(f, w[3]))
                report_store(f, out, &rep, f->val[i], type_mask(f, inst->result_type, 0));
            break;
        }
    }
    rep.unb = origin_min(rep.unb, f->control_taint);
    if (rep.unb) {
        out->bounded = false;
        site(f, rep.unb, &out->word_offset, &out->opcode, &out->ext_opcode);
    }
    if (rep.taint) {
        out->float_to_int = true;
        site(f, rep.taint, &out->float_to_int_word_offset, &out->float_to_int_opcode, &out->float_to_int_ext_opcode);
    }
    if (rep.assume && out->bounded) {
        out->assumes = true;
        site(f, rep.assume, &out->assumption_word_offset, &out->assumption_opcode, &out->assumption_ext_opcode);
    }
    out->ulp = 0;
    for (int k = 0; k < 3; k++)
        if (out->ulp_width[k] > out->ulp)
            out->ulp = out->ulp_width[k];
}

spvrt_result spvrt_float_tolerance_derive(spvrt_context *context, const spvrt_module *module, const char *entry_point,
                                          spvrt_float_tolerance *out)
{
    if (context == NULL || module == NULL || out == NULL)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(context);
    memset(out, 0, sizeof *out);
    out->bounded = true;
    fb f;
    memset(&f, 0, sizeof f);
    f.ctx = context;
    f.m = module;
    f.n = module->inst_count;
    static const char glsl[] = "GLSL.std.450";
    const spvrt_ext_inst_set_info *set = spvrt_grammar_ext_set(glsl, sizeof glsl - 1);
    f.glsl_set = set ? (uint16_t)(set - spvrt_grammar_ext_sets) : UINT16_MAX;

    const spvrt_instruction *entry = find_entry(&f, entry_point);
    spvrt_diagnostic where = {.severity = SPVRT_SEVERITY_ERROR, .instruction_index = UINT32_MAX};
    if (entry == NULL || spvrt_inst_words(module, entry)[1] != SPVRT_ExecutionModel_GLCompute) {
        if (entry) {
            where.word_offset = entry->word_offset;
            where.instruction_index = index_of(&f, entry);
        }
        spvrt_diag(context, &where, entry ? "entry point \"%s\" is not a GLCompute shader"
                                   : entry_point ? "the module has no entry point named \"%s\""
                                                 : "%s",
                   entry_point ? entry_point : "the module has no GLCompute entry point");
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    const spvrt_instruction *fn = def_of(&f, spvrt_inst_words(module, entry)[2]);
    if (fn == NULL || fn->opcode != SPVRT_OpFunction) {
        spvrt_diag(context, &where, "the entry point names no function");
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }

    size_t slots = (size_t)f.n + 1;
    f.val = spvrt_alloc_zero(context, slots, sizeof *f.val);
    f.root = spvrt_alloc_zero(context, slots, sizeof *f.root);
    f.flags = spvrt_alloc_zero(context, slots, 1);
    f.reach = spvrt_alloc_zero(context, slots, 1);
    f.tmask = spvrt_alloc_zero(context, slots, 1);
    f.sees = spvrt_alloc_zero(context, slots, 1);
    f.changed_round = spvrt_alloc_zero(context, 2 * slots, sizeof *f.changed_round);
    spvrt_result result = SPVRT_SUCCESS;
    if (!f.val || !f.root || !f.flags || !f.reach || !f.tmask || !f.sees || !f.changed_round) {
        result = SPVRT_ERROR_OUT_OF_MEMORY;
        goto done;
    }
    read_flags(&f, spvrt_inst_words(module, entry)[2]);
    find_reachable(&f, index_of(&f, fn));
    if (!find_visible(&f)) {
        result = SPVRT_ERROR_OUT_OF_MEMORY;
        goto done;
    }

    /* rounds count from 1 so that changed_round 0 means "never" */
    f.round = 0;
    do {
        f.round++;
        one_round(&f);
    } while (f.changed && f.round < FB_ROUNDS);
    if (f.changed) {
        cut_loops(&f);
        /* infinite bounds spread; origins settle: the lattice is finite now */
        for (uint32_t extra = 0; extra < FB_ROUNDS && f.changed; extra++) {
            f.round++;
            one_round(&f);
        }
    }
    report(&f, out);
done:
    spvrt_free(context, f.val);
    spvrt_free(context, f.root);
    spvrt_free(context, f.flags);
    spvrt_free(context, f.reach);
    spvrt_free(context, f.tmask);
    spvrt_free(context, f.sees);
    spvrt_free(context, f.changed_round);
    return result;
}
