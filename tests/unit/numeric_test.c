/* Numeric kernels of src/exec (numeric.h) against independent references,
 * measuring the error of each kernel and asserting the Vulkan bound of
 * "Precision and Operation" (RULES.md C.4, tables 83/84).
 *
 * References, never the code under test:
 *   - float and float16 kernels: the C library's long double functions
 *     (64-bit significand, 40 bits more than float), exact integers;
 *   - double kernels: GNU MPFR at 160 bits when built with SPVRT_HAVE_MPFR
 *     (Debian libmpfr-dev, a test-only dependency), else long double;
 *   - float16 conversions: the compiler's _Float16 (IEEE binary16, RTE) when
 *     it has one, and a table of all 63488 finite float16 values built from
 *     the IEEE 754 definition for the directed rounding modes;
 *   - conversions with RTZ/RTP/RTN: the neighbours of the exact value found
 *     with hardware round-to-nearest casts and nextafter, then the mode's
 *     rule applied to them (IEEE 754 4.3).
 * Where a Vulkan bound is "inherited from" a formula, the test asserts a
 * stricter library-quality bound (<= 4 ULP) and says so in the table.
 *
 * Usage: spvrt_numeric_test [SAMPLES]   (random inputs per function and
 * precision, default 2000000 for float, SAMPLES/10 for double with MPFR).
 * Prints a table of the maximum error per function and precision; exits 1
 * if any bound is exceeded. */
#include "numeric.h"

#include "grammar_enums.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef SPVRT_HAVE_MPFR
#include <mpfr.h>
#endif

static unsigned g_failures;

/* ---- random numbers (xorshift64*, fixed seed: reproducible) ------------ */

static uint64_t g_rng = 0x9e3779b97f4a7c15u;

static uint64_t next_random(void) {
    g_rng ^= g_rng >> 12;
    g_rng ^= g_rng << 25;
    g_rng ^= g_rng >> 27;
    return g_rng * 0x2545f4914f6cdd1du;
}

/* uniform in [lo, hi] */
static double random_in(double lo, double hi) {
    return lo + (hi - lo) * ((double)(next_random() >> 11) * 0x1p-53);
}

/* ---- formats and ULPs ---------------------------------------------------- */

typedef enum { F16, F32, F64 } precision;
static const char *const PRECISION_NAME[] = {"f16", "f32", "f64"};
static const int PRECISION_BITS[] = {11, 24, 53};
static const int PRECISION_EMIN[] = {-14, -126, -1022};
static const int PRECISION_EMAX[] = {15, 127, 1023};

/* ulp(x) as Vulkan defines it: the gap between the two representable
 * numbers around x (for a representable x, the larger gap's lower... we use
 * the gap of x's binade, the usual reading). */
static long double ulp_of(long double x, precision p) {
    int e = PRECISION_EMIN[p];
    if (x != 0 && isfinite(x)) {
        int xe = ilogbl(x);
        if (xe > e)
            e = xe;
    }
    return ldexpl(1.0L, e - PRECISION_BITS[p] + 1);
}

static long double max_finite(precision p) {
    return ldexpl(ldexpl(1.0L, PRECISION_BITS[p]) - 1, PRECISION_EMAX[p] - PRECISION_BITS[p] + 1);
}

/* Error of `got` against the exact `want`, in ULPs of want; 0 if both are
 * the same NaN/Inf; ENV-S18: beyond the finite range, +-Inf or +-max are
 * both accepted. Returns INFINITY for a NaN where a number was due. */
static double ulp_error(long double got, long double want, precision p) {
    if (isnan(want))
        return isnan(got) ? 0 : INFINITY;
    if (isnan(got))
        return INFINITY;
    if (fabsl(want) > max_finite(p)) {
        bool same_sign = signbit(got) == signbit(want);
        return same_sign && (isinf(got) || fabsl(got) == max_finite(p)) ? 0 : INFINITY;
    }
    if (isinf(got))
        return INFINITY;
    return (double)(fabsl(got - want) / ulp_of(want, p));
}

/* ---- the result table ---------------------------------------------------- */

typedef struct stat {
    const char *name;
    precision p;
    unsigned long samples;
    double max_error;  /* ULPs, or absolute error when abs_bound */
    long double worst_input;
    const char *bound; /* text */
    bool failed;
} stat;

static void report(const stat *s) {
    printf("%-22s %-4s %10lu  max %-12.4g  bound %-34s %s", s->name, PRECISION_NAME[s->p], s->samples, s->max_error,
           s->bound, s->failed ? "FAIL" : "ok");
    if (s->failed)
        printf("  (worst input %.21Lg)", s->worst_input);
    printf("\n");
    if (s->failed)
        g_failures++;
}

/* ---- references ---------------------------------------------------------- */

typedef enum {
    R_ROUND, R_ROUND_EVEN, R_TRUNC, R_FABS, R_FSIGN, R_FLOOR, R_CEIL, R_FRACT, R_RADIANS, R_DEGREES,
    R_SIN, R_COS, R_TAN, R_ASIN, R_ACOS, R_ATAN, R_SINH, R_COSH, R_TANH, R_ASINH, R_ACOSH, R_ATANH,
    R_EXP, R_LOG, R_EXP2, R_LOG2, R_SQRT, R_INVERSE_SQRT
} unary_ref;

#define PI_L 3.141592653589793238462643383279502884L

static long double reference_unary_ld(unary_ref r, long double x) {
    switch (r) {
    case R_ROUND: return roundl(x);
    case R_ROUND_EVEN: return nearbyintl(x); /* default environment: to nearest even */
    case R_TRUNC: return truncl(x);
    case R_FABS: return fabsl(x);
    case R_FSIGN: return x > 0 ? 1.0L : x < 0 ? -1.0L : x;
    case R_FLOOR: return floorl(x);
    case R_CEIL: return ceill(x);
    case R_FRACT: return x - floorl(x);
    case R_RADIANS: return x * (PI_L / 180.0L);
    case R_DEGREES: return x * (180.0L / PI_L);
    case R_SIN: return sinl(x);
    case R_COS: return cosl(x);
    case R_TAN: return tanl(x);
    case R_ASIN: return asinl(x);
    case R_ACOS: return acosl(x);
    case R_ATAN: return atanl(x);
    case R_SINH: return sinhl(x);
    case R_COSH: return coshl(x);
    case R_TANH: return tanhl(x);
    case R_ASINH: return asinhl(x);
    case R_ACOSH: return acoshl(x);
    case R_ATANH: return atanhl(x);
    case R_EXP: return expl(x);
    case R_LOG: return logl(x);
    case R_EXP2: return exp2l(x);
    case R_LOG2: return log2l(x);
    case R_SQRT: return sqrtl(x);
    case R_INVERSE_SQRT: return 1.0L / sqrtl(x);
    }
    return NAN;
}

#ifdef SPVRT_HAVE_MPFR
static mpfr_t g_mx, g_my, g_mr;

static long double reference_unary_mpfr(unary_ref r, double x) {
    mpfr_set_d(g_mx, x, MPFR_RNDN);
    switch (r) {
    case R_SIN: mpfr_sin(g_mr, g_mx, MPFR_RNDN); break;
    case R_COS: mpfr_cos(g_mr, g_mx, MPFR_RNDN); break;
    case R_TAN: mpfr_tan(g_mr, g_mx, MPFR_RNDN); break;
    case R_ASIN: mpfr_asin(g_mr, g_mx, MPFR_RNDN); break;
    case R_ACOS: mpfr_acos(g_mr, g_mx, MPFR_RNDN); break;
    case R_ATAN: mpfr_atan(g_mr, g_mx, MPFR_RNDN); break;
    case R_SINH: mpfr_sinh(g_mr, g_mx, MPFR_RNDN); break;
    case R_COSH: mpfr_cosh(g_mr, g_mx, MPFR_RNDN); break;
    case R_TANH: mpfr_tanh(g_mr, g_mx, MPFR_RNDN); break;
    case R_ASINH: mpfr_asinh(g_mr, g_mx, MPFR_RNDN); break;
    case R_ACOSH: mpfr_acosh(g_mr, g_mx, MPFR_RNDN); break;
    case R_ATANH: mpfr_atanh(g_mr, g_mx, MPFR_RNDN); break;
    case R_EXP: mpfr_exp(g_mr, g_mx, MPFR_RNDN); break;
    case R_LOG: mpfr_log(g_mr, g_mx, MPFR_RNDN); break;
    case R_EXP2: mpfr_exp2(g_mr, g_mx, MPFR_RNDN); break;
    case R_LOG2: mpfr_log2(g_mr, g_mx, MPFR_RNDN); break;
    case R_SQRT: mpfr_sqrt(g_mr, g_mx, MPFR_RNDN); break;
    case R_INVERSE_SQRT: mpfr_rec_sqrt(g_mr, g_mx, MPFR_RNDN); break;
    case R_RADIANS:
        mpfr_const_pi(g_my, MPFR_RNDN);
        mpfr_mul(g_mr, g_mx, g_my, MPFR_RNDN);
        mpfr_div_ui(g_mr, g_mr, 180, MPFR_RNDN);
        break;
    case R_DEGREES:
        mpfr_const_pi(g_my, MPFR_RNDN);
        mpfr_mul_ui(g_mr, g_mx, 180, MPFR_RNDN);
        mpfr_div(g_mr, g_mr, g_my, MPFR_RNDN);
        break;
    default:
        return reference_unary_ld(r, x);
    }
    return mpfr_get_ld(g_mr, MPFR_RNDN);
}
#endif

static long double reference_unary(unary_ref r, long double x, precision p) {
#ifdef SPVRT_HAVE_MPFR
    if (p == F64)
        return reference_unary_mpfr(r, (double)x);
#endif
    (void)p;
    return reference_unary_ld(r, x);
}

/* ---- bounds ---------------------------------------------------------------- */

typedef enum {
    B_EXACT,      /* correctly rounded / correct result: <= 0.5 ULP */
    B_ULP,        /* fixed ULP bound */
    B_EXP,        /* 3 + 2|x| ULP (f16: 1 + 2|x|), ENV-P15 */
    B_LOG,        /* 3 ULP outside [0.5, 2], absolute inside, ENV-P16 */
    B_ABS_TRIG,   /* absolute 2^-11 (f16: 2^-7) in [-pi, pi], ENV-P22/23 */
    B_ATAN        /* 4096 ULP (f16: 5 ULP), ENV-P27 */
} bound_kind;

typedef struct unary_case {
    const char *name;
    unsigned opcode;
    unary_ref ref;
    double lo, hi; /* random input range; lo == hi: random bit patterns */
    bound_kind bound;
    double ulps; /* for B_ULP */
    const char *bound_text;
} unary_case;

#define OP(x) SPVRT_GLSL_std_450_##x
static const unary_case UNARY_CASES[] = {
    {"Round", OP(Round), R_ROUND, 0, 0, B_EXACT, 0, "correct (ENV-P43)"},
    {"RoundEven", OP(RoundEven), R_ROUND_EVEN, 0, 0, B_EXACT, 0, "correct (ENV-P43)"},
    {"Trunc", OP(Trunc), R_TRUNC, 0, 0, B_EXACT, 0, "correct (ENV-P43)"},
    {"FAbs", OP(FAbs), R_FABS, 0, 0, B_EXACT, 0, "correct (ENV-P43)"},
    {"FSign", OP(FSign), R_FSIGN, 0, 0, B_EXACT, 0, "correct (ENV-P43)"},
    {"Floor", OP(Floor), R_FLOOR, 0, 0, B_EXACT, 0, "correct (ENV-P43)"},
    {"Ceil", OP(Ceil), R_CEIL, 0, 0, B_EXACT, 0, "correct (ENV-P43)"},
    {"Fract", OP(Fract), R_FRACT, -1e4, 1e4, B_EXACT, 0, "correct (ENV-P43)"},
    {"Radians", OP(Radians), R_RADIANS, -1e4, 1e4, B_ULP, 1.0, "1 ULP (inherited x*C, ENV-P20)"},
    {"Degrees", OP(Degrees), R_DEGREES, -100, 100, B_ULP, 1.0, "1 ULP (inherited x*C, ENV-P21)"},
    {"Sin", OP(Sin), R_SIN, -PI_L, PI_L, B_ABS_TRIG, 0, "abs 2^-11 / f16 2^-7 (ENV-P22)"},
    {"Cos", OP(Cos), R_COS, -PI_L, PI_L, B_ABS_TRIG, 0, "abs 2^-11 / f16 2^-7 (ENV-P23)"},
    {"Tan", OP(Tan), R_TAN, -1.5, 1.5, B_ULP, 4, "4 ULP (stricter than ENV-P24)"},
    {"Asin", OP(Asin), R_ASIN, -1, 1, B_ULP, 4, "4 ULP (stricter than ENV-P25)"},
    {"Acos", OP(Acos), R_ACOS, -1, 1, B_ULP, 4, "4 ULP (stricter than ENV-P26)"},
    {"Atan", OP(Atan), R_ATAN, -1e4, 1e4, B_ATAN, 0, "4096 ULP / f16 5 ULP (ENV-P27)"},
    {"Sinh", OP(Sinh), R_SINH, -10, 10, B_ULP, 4, "4 ULP (stricter than ENV-P28)"},
    {"Cosh", OP(Cosh), R_COSH, -10, 10, B_ULP, 4, "4 ULP (stricter than ENV-P29)"},
    {"Tanh", OP(Tanh), R_TANH, -10, 10, B_ULP, 4, "4 ULP (stricter than ENV-P30)"},
    {"Asinh", OP(Asinh), R_ASINH, -1e4, 1e4, B_ULP, 4, "4 ULP (stricter than ENV-P31)"},
    {"Acosh", OP(Acosh), R_ACOSH, 1, 1e4, B_ULP, 4, "4 ULP (stricter than ENV-P32)"},
    {"Atanh", OP(Atanh), R_ATANH, -0.999, 0.999, B_ULP, 4, "4 ULP (stricter than ENV-P33)"},
    {"Exp", OP(Exp), R_EXP, -10, 10, B_EXP, 0, "3+2|x| / f16 1+2|x| ULP (ENV-P15)"},
    {"Exp2", OP(Exp2), R_EXP2, -14, 15, B_EXP, 0, "3+2|x| / f16 1+2|x| ULP (ENV-P15)"},
    {"Log", OP(Log), R_LOG, 0, 0, B_LOG, 0, "3 ULP; abs 2^-21 / 2^-7 in [.5,2]"},
    {"Log2", OP(Log2), R_LOG2, 0, 0, B_LOG, 0, "3 ULP; abs 2^-21 / 2^-7 in [.5,2]"},
    {"Sqrt", OP(Sqrt), R_SQRT, 0, 0, B_ULP, 2.5, "2.5 ULP (1/inversesqrt, ENV-P18)"},
    {"InverseSqrt", OP(InverseSqrt), R_INVERSE_SQRT, 0, 0, B_ULP, 2, "2 ULP (ENV-P19)"},
};

static double allowed(const unary_case *c, precision p, long double x, long double want, bool *absolute) {
    *absolute = false;
    switch (c->bound) {
    case B_EXACT: return 0.5;
    case B_ULP: return c->ulps;
    case B_EXP: return (p == F16 ? 1 : 3) + 2 * (double)fabsl(x);
    case B_ATAN: return p == F16 ? 5 : 4096;
    case B_LOG:
        if (x >= 0.5L && x <= 2.0L) {
            *absolute = true;
            return p == F16 ? 0x1p-7 : 0x1p-21;
        }
        return 3;
    case B_ABS_TRIG:
        *absolute = true;
        return p == F16 ? 0x1p-7 : 0x1p-11;
    }
    (void)want;
    return 0;
}

/* One input through the kernel of precision p. */
static long double run_unary(unsigned opcode, precision p, long double x) {
    switch (p) {
    case F16: return spvrt_f16_to_f32(spvrt_f16_unary(spvrt_glsl_f32_unary(opcode), spvrt_f32_to_f16((float)x, SPVRT_ROUND_RTE)));
    case F32: return spvrt_glsl_f32_unary(opcode)((float)x);
    case F64: return spvrt_glsl_f64_unary(opcode)((double)x);
    }
    return NAN;
}

/* A random input of precision p: uniform in [lo, hi], or random bits. */
static long double random_input(const unary_case *c, precision p) {
    if (c->lo == c->hi) {
        uint64_t bits = next_random();
        long double x;
        if (p == F16)
            x = spvrt_f16_to_f32((uint16_t)bits);
        else if (p == F32)
            x = spvrt_f32_from_bits((uint32_t)bits);
        else
            x = spvrt_f64_from_bits(bits);
        if (c->bound == B_LOG || c->ref == R_SQRT || c->ref == R_INVERSE_SQRT)
            x = fabsl(x);
        return x;
    }
    double v = random_in(c->lo, c->hi);
    if (p == F16)
        return spvrt_f16_to_f32(spvrt_f32_to_f16((float)v, SPVRT_ROUND_RTE));
    if (p == F32)
        return (float)v;
    return v;
}

static void check_one_unary(const unary_case *c, precision p, long double x, stat *s) {
    if (isnan(x))
        return;
    long double want = reference_unary(c->ref, x, p);
    long double got = run_unary(c->opcode, p, x);
    bool absolute;
    double bound = allowed(c, p, x, want, &absolute);
    double err;
    if (absolute)
        err = isnan(got) ? INFINITY : (double)fabsl(got - want);
    else
        err = ulp_error(got, want, p);
    /* a correctly rounded result from a double-rounded reference */
    if (c->bound == B_EXACT && isnan(want) && isnan(got))
        err = 0;
    if (!absolute && c->bound == B_LOG && x >= 0.5L && x <= 2.0L)
        err = 0;
    double slack = absolute ? 0 : 1e-6;
    if (err > bound + slack) {
        if (!s->failed || err > s->max_error)
            s->worst_input = x;
        s->failed = true;
    }
    if (err > s->max_error || (isinf(err) && !isinf(s->max_error))) {
        s->max_error = err;
        if (!s->failed)
            s->worst_input = x;
    }
    s->samples++;
}

static void test_unary(unsigned long samples) {
    for (size_t i = 0; i < sizeof UNARY_CASES / sizeof UNARY_CASES[0]; i++) {
        const unary_case *c = &UNARY_CASES[i];
        for (precision p = F16; p <= F64; p++) {
            stat s = {c->name, p, 0, 0, 0, c->bound_text, false};
            if (p == F16) { /* exhaustive over the domain */
                for (uint32_t h = 0; h < 0x10000; h++) {
                    long double x = spvrt_f16_to_f32((uint16_t)h);
                    if (c->lo != c->hi && (x < c->lo || x > c->hi))
                        continue;
                    if (c->lo == c->hi && (c->bound == B_LOG || c->ref == R_SQRT || c->ref == R_INVERSE_SQRT) && x < 0)
                        continue;
                    check_one_unary(c, p, x, &s);
                }
            } else {
                unsigned long n = samples;
#ifdef SPVRT_HAVE_MPFR
                if (p == F64)
                    n = samples / 10;
#endif
                for (unsigned long k = 0; k < n; k++)
                    check_one_unary(c, p, random_input(c, p), &s);
            }
            report(&s);
        }
    }
}

/* ---- special values (SPIR-V / GLSL.std.450 / IEEE rules) -------------------- */

static void expect(const char *what, bool ok) {
    if (!ok) {
        printf("FAIL %s\n", what);
        g_failures++;
    }
}

static bool same_bits_f32(float a, float b) { return spvrt_f32_bits(a) == spvrt_f32_bits(b); }

static void test_special_values(void) {
    unsigned checks_before = g_failures;
    float qnan = NAN, inf = INFINITY;
    /* NMin/NMax/NClamp: NaN operand gives the other (GLSL.std.450 79-81) */
    expect("NMin(NaN, 1) = 1", spvrt_glsl_nmin_f32(qnan, 1.0f) == 1.0f);
    expect("NMin(1, NaN) = 1", spvrt_glsl_nmin_f32(1.0f, qnan) == 1.0f);
    expect("NMax(NaN, NaN) is NaN", isnan(spvrt_glsl_nmax_f32(qnan, qnan)));
    expect("NClamp(NaN, 0, 1) = 0", spvrt_glsl_nclamp_f32(qnan, 0.0f, 1.0f) == 0.0f);
    expect("FMin(2, 1) = 1", spvrt_glsl_fmin_f32(2.0f, 1.0f) == 1.0f);
    expect("FMax(-Inf, 1) = 1", spvrt_glsl_fmax_f32(-inf, 1.0f) == 1.0f);
    expect("FClamp(5, 0, 1) = 1", spvrt_glsl_fclamp_f32(5.0f, 0.0f, 1.0f) == 1.0f);
    expect("FClamp(x, 2, 1) = 1 (documented: max)", spvrt_glsl_fclamp_f32(0.0f, 2.0f, 1.0f) == 1.0f);
    /* signed zeros and infinities (ENV-S06) */
    expect("FSign(-0) = -0", same_bits_f32(spvrt_glsl_fsign_f32(-0.0f), -0.0f));
    expect("FSign(-3) = -1", spvrt_glsl_fsign_f32(-3.0f) == -1.0f);
    expect("FSign(NaN) is NaN", isnan(spvrt_glsl_fsign_f32(qnan)));
    expect("Trunc(-0.5) = -0", same_bits_f32(spvrt_glsl_trunc_f32(-0.5f), -0.0f));
    expect("RoundEven(2.5) = 2", spvrt_glsl_round_even_f32(2.5f) == 2.0f);
    expect("RoundEven(-3.5) = -4", spvrt_glsl_round_even_f32(-3.5f) == -4.0f);
    expect("RoundEven(-0.5) = -0", same_bits_f32(spvrt_glsl_round_even_f32(-0.5f), -0.0f));
    expect("RoundEven(0x1p23+1) exact", spvrt_glsl_round_even_f32(8388609.0f) == 8388609.0f);
    expect("Round(2.5) = 3 (documented: away)", spvrt_glsl_round_f32(2.5f) == 3.0f);
    expect("Exp(-Inf) = 0", spvrt_glsl_exp_f32(-inf) == 0.0f);
    expect("Log(0) = -Inf", spvrt_glsl_log_f32(0.0f) == -inf);
    expect("InverseSqrt(+0) = +Inf", spvrt_glsl_inverse_sqrt_f32(0.0f) == inf);
    expect("Sqrt(-0) = -0", same_bits_f32(spvrt_glsl_sqrt_f32(-0.0f), -0.0f));
    expect("Step(1, 1) = 1", spvrt_glsl_step_f32(1.0f, 1.0f) == 1.0f);
    expect("Step(1, 0.5) = 0", spvrt_glsl_step_f32(1.0f, 0.5f) == 0.0f);
    expect("SmoothStep(0, 1, 0.5) = 0.5", spvrt_glsl_smooth_step_f32(0.0f, 1.0f, 0.5f) == 0.5f);
    expect("SmoothStep(0, 1, 2) = 1", spvrt_glsl_smooth_step_f32(0.0f, 1.0f, 2.0f) == 1.0f);
    expect("FMix(2, 4, 0.5) = 3", spvrt_glsl_fmix_f32(2.0f, 4.0f, 0.5f) == 3.0f);
    expect("Fma(0x1p-30+1, 1-0x1p-30..) fused", spvrt_glsl_fma_f32(1.0f + 0x1p-12f, 1.0f - 0x1p-12f, -1.0f) == -0x1p-24f);
    expect("Atan2(+0, -1) = pi", spvrt_glsl_atan2_f32(0.0f, -1.0f) == (float)PI_L);
    /* Modf / Frexp / Ldexp */
    float whole;
    expect("Modf(-3.25) = -0.25", spvrt_glsl_modf_f32(-3.25f, &whole) == -0.25f && whole == -3.0f);
    int32_t e;
    expect("Frexp(8) = 0.5, 4", spvrt_glsl_frexp_f32(8.0f, &e) == 0.5f && e == 4);
    expect("Frexp(denormal)", spvrt_glsl_frexp_f32(0x1p-149f, &e) == 0.5f && e == -148);
    expect("Frexp(Inf) = Inf, 0 (documented)", spvrt_glsl_frexp_f32(inf, &e) == inf && e == 0);
    expect("Ldexp(1, -149) denormal", spvrt_glsl_ldexp_f32(1.0f, -149) == 0x1p-149f);
    expect("Ldexp(1.5, -149) rounds to even", spvrt_glsl_ldexp_f32(1.5f, -149) == 0x1p-148f);
    expect("Ldexp(1, 128) = Inf", spvrt_glsl_ldexp_f32(1.0f, 128) == inf);
    expect("Ldexp f16(1, -24)", spvrt_glsl_ldexp_f16(0x3c00, -24) == 0x0001);
    expect("Ldexp f16(1, 16) = Inf", spvrt_glsl_ldexp_f16(0x3c00, 16) == 0x7c00);
    /* integer instructions */
    expect("SAbs(INT32_MIN) wraps", (int32_t)spvrt_glsl_sabs(INT32_MIN) == INT32_MIN);
    expect("SSign(-7) = -1", spvrt_glsl_ssign(-7) == -1);
    expect("FindILsb(0) = -1", spvrt_glsl_find_ilsb(0, 32) == -1);
    expect("FindILsb(0x80000000) = 31", spvrt_glsl_find_ilsb(0x80000000u, 32) == 31);
    expect("FindUMsb(1) = 0", spvrt_glsl_find_umsb(1, 32) == 0);
    expect("FindSMsb(-1) = -1", spvrt_glsl_find_smsb(0xffffffffu, 32) == -1);
    expect("FindSMsb(-2) = 0", spvrt_glsl_find_smsb(0xfffffffeu, 32) == 0);
    expect("FindSMsb(0x40000000) = 30", spvrt_glsl_find_smsb(0x40000000u, 32) == 30);
    expect("FindSMsb(INT32_MIN) = 30", spvrt_glsl_find_smsb(0x80000000u, 32) == 30);
    expect("SClamp(-5, -2, 3) = -2", spvrt_glsl_sclamp(-5, -2, 3) == -2);
    expect("UClamp(9, 2, 3) = 3", spvrt_glsl_uclamp(9, 2, 3) == 3);
    /* pack / unpack (GLSL.std.450 54-65) */
    float v4[4] = {1.0f, -1.0f, 0.5f, 2.0f}, u4[4];
    expect("PackSnorm4x8", spvrt_glsl_pack_snorm4x8(v4) == 0x7f40817fu);
    expect("PackUnorm4x8", spvrt_glsl_pack_unorm4x8(v4) == 0xff8000ffu);
    float v2[2] = {-1.0f, 1.0f}, u2[2];
    expect("PackSnorm2x16", spvrt_glsl_pack_snorm2x16(v2) == 0x7fff8001u);
    expect("PackUnorm2x16", spvrt_glsl_pack_unorm2x16(v2) == 0xffff0000u);
    expect("PackHalf2x16", spvrt_glsl_pack_half2x16(v2) == 0x3c00bc00u);
    spvrt_glsl_unpack_snorm4x8(0x80817f00u, u4);
    expect("UnpackSnorm4x8 (-128 clamps to -1)", u4[0] == 0 && u4[1] == 1 && u4[2] == -1 && u4[3] == -1);
    spvrt_glsl_unpack_unorm2x16(0xffff0000u, u2);
    expect("UnpackUnorm2x16", u2[0] == 0 && u2[1] == 1);
    spvrt_glsl_unpack_half2x16(0x7c00bc00u, u2);
    expect("UnpackHalf2x16", u2[0] == -1 && u2[1] == inf);
    uint32_t words[2] = {0, 0x3ff00000u}, back[2];
    expect("PackDouble2x32", spvrt_glsl_pack_double2x32(words) == 1.0);
    spvrt_glsl_unpack_double2x32(-2.0, back);
    expect("UnpackDouble2x32", back[0] == 0 && back[1] == 0xc0000000u);
    /* vector / matrix */
    float a3[3] = {1, 0, 0}, b3[3] = {0, 1, 0}, c3[3];
    spvrt_glsl_cross_f32(a3, b3, c3);
    expect("Cross(x, y) = z", c3[0] == 0 && c3[1] == 0 && c3[2] == 1);
    float l2[2] = {3, 4};
    expect("Length(3,4) = 5", spvrt_glsl_length_f32(l2, 2) == 5.0f);
    float nv[2] = {0, 1}, iv[2] = {1, -1}, out2[2];
    spvrt_glsl_reflect_f32(iv, nv, 2, out2);
    expect("Reflect", out2[0] == 1 && out2[1] == 1);
    spvrt_glsl_face_forward_f32(nv, iv, nv, 2, out2);
    expect("FaceForward keeps N when dot(Nref, I) < 0", out2[0] == 0 && out2[1] == 1);
    spvrt_glsl_refract_f32(iv, nv, 1.0f, 2, out2);
    expect("Refract eta 1 passes through", out2[0] == 1 && out2[1] == -1);
    float grazing[2] = {1, -0.01f};
    spvrt_glsl_refract_f32(grazing, nv, 2.0f, 2, out2);
    expect("Refract total internal reflection gives 0", out2[0] == 0 && out2[1] == 0);
    float m2[4] = {4, 2, 7, 6}, inv2[4]; /* columns (4,2), (7,6): det 4*6-7*2 = 10 */
    expect("Determinant 2x2", spvrt_glsl_determinant_f32(m2, 2) == 10.0f);
    expect("MatrixInverse 2x2", spvrt_glsl_matrix_inverse_f32(m2, 2, inv2) && inv2[0] == 0.6f &&
                                    inv2[1] == -0.2f && inv2[2] == -0.7f && inv2[3] == 0.4f);
    float singular[4] = {1, 2, 2, 4};
    expect("MatrixInverse of a singular matrix reports it", !spvrt_glsl_matrix_inverse_f32(singular, 2, inv2));
    /* dispatch tables */
    expect("no unary kernel for Determinant", spvrt_glsl_f32_unary(OP(Determinant)) == NULL);
    expect("no binary kernel for InterpolateAtSample", spvrt_glsl_f64_binary(OP(InterpolateAtSample)) == NULL);
    expect("ternary FClamp", spvrt_glsl_f64_ternary(OP(FClamp)) == spvrt_glsl_fclamp_f64);
    printf("%-22s %-4s %10s  %s\n", "special values", "all", "", g_failures == checks_before ? "ok" : "FAIL");
}

/* ---- binary / ternary float kernels ----------------------------------------- */

/* An input of precision p (hardware RTE casts; float16 through _Float16's
 * equal, our RTE conversion, itself checked against _Float16 below). */
static long double round_to(long double x, precision p) {
    if (p == F16)
        return spvrt_f16_to_f32(spvrt_f32_to_f16((float)x, SPVRT_ROUND_RTE));
    return p == F32 ? (long double)(float)x : (long double)(double)x;
}

static void test_binary(unsigned long samples) {
    stat atan2_s[3], pow_s[3], fma_s[3], mix_s[3], smooth_s[3], minmax_s[3];
    for (precision p = F16; p <= F64; p++) {
        atan2_s[p] = (stat){"Atan2", p, 0, 0, 0, "4096 ULP / f16 5 ULP (ENV-P27)", false};
        pow_s[p] = (stat){"Pow", p, 0, 0, 0, "4 ULP (stricter than ENV-P17)", false};
        fma_s[p] = (stat){"Fma", p, 0, 0, 0, "0.5 ULP (stricter than ENV-P14)", false};
        mix_s[p] = (stat){"FMix", p, 0, 0, 0, "2 ULP, a in [0,1], x,y>0 (ENV-P44)", false};
        smooth_s[p] = (stat){"SmoothStep", p, 0, 0, 0, "8 ULP (the formula op by op, ENV-P45)", false};
        minmax_s[p] = (stat){"FMin/FMax/NMin/NMax", p, 0, 0, 0, "correct (ENV-P43)", false};
    }
    for (precision p = F16; p <= F64; p++) {
        unsigned long n = p == F16 ? samples / 4 : samples;
        for (unsigned long k = 0; k < n; k++) {
            long double x = random_in(-100, 100), y = random_in(-100, 100), z = random_in(0, 1);
            long double px = random_in(0.01, 10), py = random_in(-6, 6);
            if (p == F16) {
                x = spvrt_f16_to_f32(spvrt_f32_to_f16((float)x, 0));
                y = spvrt_f16_to_f32(spvrt_f32_to_f16((float)y, 0));
                z = spvrt_f16_to_f32(spvrt_f32_to_f16((float)z, 0));
                px = spvrt_f16_to_f32(spvrt_f32_to_f16((float)px, 0));
                py = spvrt_f16_to_f32(spvrt_f32_to_f16((float)py, 0));
            } else if (p == F32) {
                x = (float)x, y = (float)y, z = (float)z, px = (float)px, py = (float)py;
            } else {
                x = (double)x, y = (double)y, z = (double)z, px = (double)px, py = (double)py;
            }
#define RUN2(op, a, b)                                                                              \
    (p == F16   ? (long double)spvrt_f16_to_f32(spvrt_f16_binary(spvrt_glsl_f32_binary(op),         \
                                                               spvrt_f32_to_f16((float)(a), 0),     \
                                                               spvrt_f32_to_f16((float)(b), 0)))    \
     : p == F32 ? (long double)spvrt_glsl_f32_binary(op)((float)(a), (float)(b))                    \
                : (long double)spvrt_glsl_f64_binary(op)((double)(a), (double)(b)))
#define RUN3(op, a, b, c)                                                                           \
    (p == F16   ? (long double)spvrt_f16_to_f32(spvrt_f16_ternary(                                  \
                      spvrt_glsl_f32_ternary(op), spvrt_f32_to_f16((float)(a), 0),                  \
                      spvrt_f32_to_f16((float)(b), 0), spvrt_f32_to_f16((float)(c), 0)))            \
     : p == F32 ? (long double)spvrt_glsl_f32_ternary(op)((float)(a), (float)(b), (float)(c))       \
                : (long double)spvrt_glsl_f64_ternary(op)((double)(a), (double)(b), (double)(c)))
#define MEASURE(s, got, want, bound)                                                                \
    do {                                                                                            \
        double err_ = ulp_error((got), (want), p);                                                  \
        if (err_ > (s).max_error) {                                                                 \
            (s).max_error = err_;                                                                   \
            (s).worst_input = x;                                                                    \
        }                                                                                           \
        if (err_ > (bound) + 1e-6)                                                                  \
            (s).failed = true;                                                                      \
        (s).samples++;                                                                              \
    } while (0)
            MEASURE(atan2_s[p], RUN2(OP(Atan2), y, x), atan2l(y, x), p == F16 ? 5 : 4096);
            long double pow_want = powl(px, py);
            MEASURE(pow_s[p], RUN2(OP(Pow), px, py), pow_want, 4);
            /* fma: the exact x*y+z fits in long double for f16 and f32 */
            long double fma_want = fmal(x, y, z);
#ifdef SPVRT_HAVE_MPFR
            if (p == F64) {
                mpfr_set_d(g_mx, (double)x, MPFR_RNDN);
                mpfr_set_d(g_my, (double)y, MPFR_RNDN);
                mpfr_mul(g_mr, g_mx, g_my, MPFR_RNDN);
                mpfr_add_d(g_mr, g_mr, (double)z, MPFR_RNDN);
                fma_want = mpfr_get_ld(g_mr, MPFR_RNDN);
            }
#endif
            long double fma_got = p == F16 ? (long double)spvrt_f16_to_f32(spvrt_glsl_fma_f16(
                                                 spvrt_f32_to_f16((float)x, 0), spvrt_f32_to_f16((float)y, 0),
                                                 spvrt_f32_to_f16((float)z, 0)))
                                           : RUN3(OP(Fma), x, y, z);
            MEASURE(fma_s[p], fma_got, fma_want, p == F64 ? 0.5 + 1.0 / 2048 : 0.5);
            long double ax = round_to(fabsl(x) + 1, p), ay = round_to(fabsl(y) + 1, p);
            MEASURE(mix_s[p], RUN3(OP(FMix), ax, ay, z), ax * (1 - z) + ay * z, 2);
            long double e0 = round_to(-fabsl(x) - 1, p), e1 = round_to(fabsl(y) + 1, p);
            long double sx = round_to(random_in(-120, 120), p);
            long double t = (sx - e0) / (e1 - e0);
            t = t < 0 ? 0 : t > 1 ? 1 : t;
            MEASURE(smooth_s[p], RUN3(OP(SmoothStep), e0, e1, sx), t * t * (3 - 2 * t), 8);
            long double lo = x < y ? x : y, hi = x < y ? y : x;
            MEASURE(minmax_s[p], RUN2(OP(FMin), x, y), lo, 0);
            MEASURE(minmax_s[p], RUN2(OP(NMax), x, y), hi, 0);
        }
    }
    for (precision p = F16; p <= F64; p++) {
        report(&atan2_s[p]);
        report(&pow_s[p]);
        report(&fma_s[p]);
        report(&mix_s[p]);
        report(&smooth_s[p]);
        report(&minmax_s[p]);
    }
}

/* ---- conversions --------------------------------------------------------------- */

/* The value the mode must give for the exact x, from its two neighbours
 * lo < x < hi in the target (hi = 2^(emax+1) stands for the overflow
 * neighbour, reported as Inf). IEEE 754 4.3. */
static long double expected_rounding(long double x, long double lo, long double hi, spvrt_round_mode mode,
                                     precision p) {
    long double top = ldexpl(1.0L, PRECISION_EMAX[p] + 1); /* not representable */
    if (x == lo && fabsl(lo) != top)
        return lo;
    if (x == hi && fabsl(hi) != top)
        return hi;
    long double chosen;
    switch (mode) {
    case SPVRT_ROUND_RTZ: chosen = x > 0 ? lo : hi; break;
    case SPVRT_ROUND_RTP: chosen = hi; break;
    case SPVRT_ROUND_RTN: chosen = lo; break;
    default: {
        long double below = x - lo, above = hi - x;
        if (below < above)
            chosen = lo;
        else if (above < below)
            chosen = hi;
        else /* a tie: the neighbour with an even last significand bit */
            chosen = fmodl(lo / (hi - lo), 2.0L) == 0 ? lo : hi;
    }
    }
    if (chosen == top)
        return INFINITY;
    if (chosen == -top)
        return -INFINITY;
    return chosen;
}

/* Neighbours of x among all finite float16 values (sorted table). */
static long double g_f16_values[63488];
static int g_f16_count;

static int compare_ld(const void *a, const void *b) {
    long double x = *(const long double *)a, y = *(const long double *)b;
    return x < y ? -1 : x > y;
}

static void build_f16_table(void) {
    /* IEEE 754 binary16 from its definition: (-1)^s * 2^(e-15) * 1.f, or
     * 2^-14 * 0.f when e == 0; e == 31 is not finite. */
    g_f16_count = 0;
    for (int s = 0; s < 2; s++)
        for (int e = 0; e < 31; e++)
            for (int f = 0; f < 1024; f++) {
                if (s == 1 && e == 0 && f == 0)
                    continue; /* -0 equals +0 */
                long double v = e == 0 ? ldexpl(f, -24) : ldexpl(1024 + f, e - 25);
                g_f16_values[g_f16_count++] = s ? -v : v;
            }
    qsort(g_f16_values, (size_t)g_f16_count, sizeof g_f16_values[0], compare_ld);
}

static void f16_neighbours(long double x, long double *lo, long double *hi) {
    long double top = ldexpl(1.0L, 16);
    if (x > g_f16_values[g_f16_count - 1]) {
        *lo = g_f16_values[g_f16_count - 1];
        *hi = top;
        return;
    }
    if (x < g_f16_values[0]) {
        *lo = -top;
        *hi = g_f16_values[0];
        return;
    }
    int a = 0, b = g_f16_count - 1; /* values[a] <= x <= values[b] */
    while (b - a > 1) {
        int m = (a + b) / 2;
        if (g_f16_values[m] <= x)
            a = m;
        else
            b = m;
    }
    *lo = g_f16_values[a];
    *hi = g_f16_values[a] == x ? x : g_f16_values[b];
}

static void f32_neighbours(long double x, long double *lo, long double *hi) {
    float r = (float)x; /* hardware round to nearest */
    long double top = ldexpl(1.0L, 128);
    if ((long double)r <= x) {
        *lo = r;
        *hi = (long double)r == x ? x : (long double)nextafterf(r, INFINITY);
    } else {
        *hi = r;
        *lo = nextafterf(r, -INFINITY);
    }
    if (isinf(*hi) || isinf(r))
        *hi = top, *lo = isinf(r) && r > 0 ? FLT_MAX : *lo;
    if (isinf(*lo))
        *lo = -top, *hi = isinf(r) && r < 0 ? -FLT_MAX : *hi;
}

static void f64_neighbours(long double x, long double *lo, long double *hi) {
    double r = (double)x;
    long double top = ldexpl(1.0L, 1024);
    if ((long double)r <= x) {
        *lo = r;
        *hi = (long double)r == x ? x : (long double)nextafter(r, INFINITY);
    } else {
        *hi = r;
        *lo = nextafter(r, -INFINITY);
    }
    if (isinf(*hi) || isinf(r))
        *hi = top, *lo = isinf(r) && r > 0 ? DBL_MAX : *lo;
    if (isinf(*lo))
        *lo = -top, *hi = isinf(r) && r < 0 ? -DBL_MAX : *hi;
}

static void neighbours(long double x, precision p, long double *lo, long double *hi) {
    if (p == F16)
        f16_neighbours(x, lo, hi);
    else if (p == F32)
        f32_neighbours(x, lo, hi);
    else
        f64_neighbours(x, lo, hi);
}

static const char *const MODE_NAME[] = {"RTE", "RTZ", "RTP", "RTN"};

typedef struct conversion_stat {
    unsigned long samples, wrong;
    long double example;
} conversion_stat;

static void conversion_check(conversion_stat *s, long double got, long double want) {
    s->samples++;
    bool ok = (isnan(want) && isnan(got)) || got == want;
    if (!ok && s->wrong++ == 0)
        s->example = want;
}

static void conversion_report(const char *name, const char *mode, const conversion_stat *s) {
    char label[64];
    snprintf(label, sizeof label, "%s %s", name, mode);
    printf("%-26s %10lu  wrong %-6lu bound %-34s %s", label, s->samples, s->wrong, "correctly rounded (ENV-P13)",
           s->wrong ? "FAIL" : "ok");
    if (s->wrong)
        printf("  (first expected %.21Lg)", s->example);
    printf("\n");
    if (s->wrong)
        g_failures++;
}

static long double random_double_wide(void) {
    /* random bits, biased to the interesting exponents of all targets */
    uint64_t bits = next_random();
    switch (bits & 3) {
    case 0: return spvrt_f64_from_bits(bits);
    case 1: return ldexp(random_in(-2, 2), (int)(next_random() % 80) - 40);
    case 2: return ldexp(random_in(-2, 2), (int)(next_random() % 300) - 150);
    default: return (long double)(int64_t)next_random() / (long double)(1 + (next_random() & 0xffff));
    }
}

static void test_conversions(unsigned long samples) {
    build_f16_table();
    for (int mode = 0; mode < 4; mode++) {
        conversion_stat to16 = {0, 0, 0}, to32 = {0, 0, 0}, s2f[3] = {{0, 0, 0}}, u2f[3] = {{0, 0, 0}};
        conversion_stat f2s = {0, 0, 0}, f2u = {0, 0, 0};
        for (unsigned long k = 0; k < samples; k++) {
            long double x = (double)random_double_wide(); /* the input is a double */
            if (isnan(x))
                continue;
            long double lo, hi;
            /* f64 -> f16 (and f32 -> f16 when exact in float) */
            neighbours(x, F16, &lo, &hi);
            conversion_check(&to16, spvrt_f16_to_f64(spvrt_f64_to_f16((double)x, mode)),
                             isinf(x) ? x : expected_rounding(x, lo, hi, mode, F16));
            neighbours(x, F32, &lo, &hi);
            conversion_check(&to32, spvrt_f64_to_f32((double)x, mode),
                             isinf(x) ? x : expected_rounding(x, lo, hi, mode, F32));
            /* integers -> floats: the exact integer in long double */
            int64_t si = (int64_t)next_random() >> (next_random() % 64);
            uint64_t ui = next_random() >> (next_random() % 64);
            for (precision p = F16; p <= F64; p++) {
                int bits = p == F16 ? 16 : p == F32 ? 32 : 64;
                neighbours((long double)si, p, &lo, &hi);
                conversion_check(&s2f[p], spvrt_s64_to_float(si, bits, mode), expected_rounding(si, lo, hi, mode, p));
                neighbours((long double)ui, p, &lo, &hi);
                conversion_check(&u2f[p], spvrt_u64_to_float(ui, bits, mode), expected_rounding(ui, lo, hi, mode, p));
            }
            /* floats -> integers of a random width, saturating */
            int width = 8 << (next_random() % 4);
            long double r = mode == 0 ? nearbyintl(x) : mode == 1 ? truncl(x) : mode == 2 ? ceill(x) : floorl(x);
            long double smax = ldexpl(1.0L, width - 1) - 1, smin = -ldexpl(1.0L, width - 1);
            long double umax = ldexpl(1.0L, width) - 1;
            long double swant = r > smax ? smax : r < smin ? smin : r;
            long double uwant = r > umax ? umax : r < 0 ? 0 : r;
            conversion_check(&f2s, (long double)spvrt_float_to_s64((double)x, width, mode), swant);
            conversion_check(&f2u, (long double)spvrt_float_to_u64((double)x, width, mode), uwant);
        }
        conversion_report("OpFConvert f64->f16", MODE_NAME[mode], &to16);
        conversion_report("OpFConvert f64->f32", MODE_NAME[mode], &to32);
        for (precision p = F16; p <= F64; p++) {
            char name[40];
            snprintf(name, sizeof name, "ConvertSToF s64->%s", PRECISION_NAME[p]);
            conversion_report(name, MODE_NAME[mode], &s2f[p]);
            snprintf(name, sizeof name, "ConvertUToF u64->%s", PRECISION_NAME[p]);
            conversion_report(name, MODE_NAME[mode], &u2f[p]);
        }
        conversion_report("ConvertFToS (saturating)", MODE_NAME[mode], &f2s);
        conversion_report("ConvertFToU (saturating)", MODE_NAME[mode], &f2u);
    }

    /* float16 <-> float, exhaustive, against the compiler's _Float16 */
    conversion_stat widen = {0, 0, 0}, narrow = {0, 0, 0};
    for (uint32_t h = 0; h < 0x10000; h++) {
        long double want = g_f16_values[0]; /* placeholder, replaced below */
        int e = (h >> 10) & 31, f = h & 1023;
        if (e == 31)
            want = f ? NAN : (h & 0x8000 ? -INFINITY : INFINITY);
        else
            want = (h & 0x8000 ? -1 : 1) * (e == 0 ? ldexpl(f, -24) : ldexpl(1024 + f, e - 25));
        float got = spvrt_f16_to_f32((uint16_t)h);
        conversion_check(&widen, got, want);
        if (!isnan(want) && (signbit(got) != 0) != (((h >> 15) & 1) != 0))
            widen.wrong++;
    }
#ifdef __FLT16_MAX__
    for (unsigned long k = 0; k < samples; k++) {
        float x = spvrt_f32_from_bits((uint32_t)next_random());
        if (k & 1)
            x = ldexpf((float)random_in(-2, 2), (int)(next_random() % 50) - 30);
        _Float16 c = (_Float16)x;
        uint16_t cbits;
        memcpy(&cbits, &c, sizeof cbits);
        uint16_t got = spvrt_f32_to_f16(x, SPVRT_ROUND_RTE);
        narrow.samples++;
        if (isnan(x) ? (got & 0x7c00) != 0x7c00 || !(got & 0x3ff) : got != cbits)
            narrow.wrong++;
    }
#endif
    conversion_report("f16->f32 exhaustive", "exact", &widen);
    conversion_report("f32->f16 vs _Float16", "RTE", &narrow);

    /* OpQuantizeToF16 and denormal flushing */
    expect("QuantizeToF16(1e-6) = 0", spvrt_quantize_to_f16(1e-6f) == 0.0f);
    expect("QuantizeToF16(-1e-6) = -0", signbit(spvrt_quantize_to_f16(-1e-6f)));
    expect("QuantizeToF16(70000) = Inf", spvrt_quantize_to_f16(70000.0f) == INFINITY);
    expect("QuantizeToF16(1/3)", spvrt_quantize_to_f16(1.0f / 3) == spvrt_f16_to_f32(0x3555));
    expect("flush f32 denormal keeps the sign", same_bits_f32(spvrt_flush_denorm_f32(-0x1p-140f), -0.0f));
    expect("flush f32 normal untouched", spvrt_flush_denorm_f32(0x1p-126f) == 0x1p-126f);
    expect("flush f64 denormal", spvrt_flush_denorm_f64(0x1p-1074) == 0.0);
    expect("flush f16 denormal", spvrt_flush_denorm_f16(0x83ff) == 0x8000);
    expect("flush f16 normal", spvrt_flush_denorm_f16(0x0400) == 0x0400);
    expect("f32->f16 RTZ overflow = max", spvrt_f32_to_f16(1e6f, SPVRT_ROUND_RTZ) == 0x7bff);
    expect("f32->f16 RTN -overflow = -Inf", spvrt_f32_to_f16(-1e6f, SPVRT_ROUND_RTN) == 0xfc00);
    expect("f32->f16 RTP tiny = min denormal", spvrt_f32_to_f16(1e-30f, SPVRT_ROUND_RTP) == 0x0001);
    expect("f32->f16 NaN stays NaN", (spvrt_f32_to_f16(NAN, 0) & 0x7fff) > 0x7c00);
    expect("f32->f16 -0", spvrt_f32_to_f16(-0.0f, 0) == 0x8000);
    expect("s64->f16 of 0 is +0", spvrt_s64_to_f16(0, SPVRT_ROUND_RTN) == 0x0000);
    expect("u64->f16 65519 RTE = 65504", spvrt_u64_to_f16(65519, 0) == 0x7bff);
    expect("u64->f16 65520 RTE = Inf", spvrt_u64_to_f16(65520, 0) == 0x7c00);
    expect("FToS NaN = 0", spvrt_float_to_s64(NAN, 32, 1) == 0);
    expect("FToS 3e9 saturates to INT32_MAX", spvrt_float_to_s64(3e9, 32, 1) == INT32_MAX);
    expect("FToS -Inf saturates to INT64_MIN", spvrt_float_to_s64(-INFINITY, 64, 1) == INT64_MIN);
    expect("FToU -1 saturates to 0", spvrt_float_to_u64(-1.0, 32, 1) == 0);
    expect("FToU 2^64 saturates", spvrt_float_to_u64(0x1p64, 64, 1) == UINT64_MAX);
    expect("SatConvertSToU(-3) = 0", spvrt_sat_s64_to_u(-3, 16) == 0);
    expect("SatConvertUToS(40000, 16) = 32767", spvrt_sat_u64_to_s(40000, 16) == 32767);
}

/* ---- vector / matrix kernels ---------------------------------------------------- */

static void test_vectors(unsigned long samples) {
    stat length_s = {"Length", F32, 0, 0, 0, "2 ULP (stricter than ENV-P36)", false};
    stat normalize_s = {"Normalize", F32, 0, 0, 0, "2 ULP (stricter than ENV-P39)", false};
    stat det_s = {"Determinant 4x4", F32, 0, 0, 0, "abs 1e-5 (undefined, ENV-S22)", false};
    stat inverse_s = {"MatrixInverse 4x4", F32, 0, 0, 0, "|M*inv-I| 1e-4 (undefined)", false};
    for (unsigned long k = 0; k < samples; k++) {
        float v[4];
        long double sum = 0;
        int n = 2 + (int)(k % 3);
        for (int i = 0; i < n; i++) {
            v[i] = (float)random_in(-10, 10);
            sum += (long double)v[i] * v[i];
        }
        long double len = sqrtl(sum);
        double err = ulp_error(spvrt_glsl_length_f32(v, n), len, F32);
        length_s.samples++;
        if (err > length_s.max_error)
            length_s.max_error = err, length_s.worst_input = len;
        float out[4];
        spvrt_glsl_normalize_f32(v, n, out);
        for (int i = 0; i < n; i++) {
            err = ulp_error(out[i], v[i] / len, F32);
            if (err > normalize_s.max_error)
                normalize_s.max_error = err, normalize_s.worst_input = v[i];
        }
        normalize_s.samples++;
        if (k % 16)
            continue;
        /* a well-conditioned 4x4 matrix: diagonal dominance */
        float m[16], inv[16];
        for (int i = 0; i < 16; i++)
            m[i] = (float)random_in(-1, 1) + (i % 5 == 0 ? 8.0f : 0.0f);
        /* reference determinant: Leibniz over the 24 permutations */
        long double det = 0;
        static const int perms[24][4] = {
            {0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1},
            {1, 0, 2, 3}, {1, 0, 3, 2}, {1, 2, 0, 3}, {1, 2, 3, 0}, {1, 3, 0, 2}, {1, 3, 2, 0},
            {2, 0, 1, 3}, {2, 0, 3, 1}, {2, 1, 0, 3}, {2, 1, 3, 0}, {2, 3, 0, 1}, {2, 3, 1, 0},
            {3, 0, 1, 2}, {3, 0, 2, 1}, {3, 1, 0, 2}, {3, 1, 2, 0}, {3, 2, 0, 1}, {3, 2, 1, 0}};
        for (int q = 0; q < 24; q++) {
            int inversions = 0;
            for (int i = 0; i < 4; i++)
                for (int j = i + 1; j < 4; j++)
                    inversions += perms[q][i] > perms[q][j];
            long double term = 1;
            for (int c = 0; c < 4; c++)
                term *= m[c * 4 + perms[q][c]];
            det += inversions & 1 ? -term : term;
        }
        double det_err = (double)fabsl(spvrt_glsl_determinant_f32(m, 4) - det) / (double)fabsl(det);
        det_s.samples++;
        if (det_err > det_s.max_error)
            det_s.max_error = det_err;
        spvrt_glsl_matrix_inverse_f32(m, 4, inv);
        double worst = 0;
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < 4; c++) {
                long double s = 0;
                for (int i = 0; i < 4; i++)
                    s += (long double)m[i * 4 + r] * inv[c * 4 + i];
                double e = (double)fabsl(s - (r == c));
                if (e > worst)
                    worst = e;
            }
        inverse_s.samples++;
        if (worst > inverse_s.max_error)
            inverse_s.max_error = worst;
    }
    length_s.failed = length_s.max_error > 2;
    normalize_s.failed = normalize_s.max_error > 2;
    det_s.failed = det_s.max_error > 1e-5;
    inverse_s.failed = inverse_s.max_error > 1e-4;
    report(&length_s);
    report(&normalize_s);
    report(&det_s);
    report(&inverse_s);
}

int main(int argc, char **argv) {
    unsigned long samples = 2000000;
    if (argc > 1)
        samples = strtoul(argv[1], NULL, 10);
#ifdef SPVRT_HAVE_MPFR
    mpfr_init2(g_mx, 160);
    mpfr_init2(g_my, 160);
    mpfr_init2(g_mr, 160);
    printf("references: long double; MPFR %s (160 bits) for double\n", mpfr_get_version());
#else
    printf("references: long double (MPFR not built in)\n");
#endif
    printf("%-22s %-4s %10s  %-16s %-40s\n", "function", "prec", "samples", "max error", "bound");
    test_special_values();
    test_unary(samples);
    test_binary(samples / 4);
    test_vectors(samples / 8);
    test_conversions(samples);
#ifdef SPVRT_HAVE_MPFR
    mpfr_clears(g_mx, g_my, g_mr, (mpfr_ptr)0);
    mpfr_free_cache();
#endif
    printf("numeric tests: %u failure%s\n", g_failures, g_failures == 1 ? "" : "s");
    return g_failures ? 1 : 0;
}
