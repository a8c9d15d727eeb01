/* spvrt exec: the GLSL.std.450 extended instructions (GLSL.std.450 spec,
 * "Extended Instructions"), to the Vulkan precision of "Precision and
 * Operation" (RULES.md C.4, tables 83 and 84).
 *
 * Component-wise float kernels exist once as a template (KERNELS below)
 * instantiated for float (libm's *f functions) and double. Vector and
 * matrix instructions compute in double and round each result once, which
 * stays inside the "inherited from" bounds of their float definitions.
 * Float16 kernels compute in float and round to float16 to nearest even.
 * InterpolateAt* are left to the engine (they need the fragment stage). */
#include "numeric.h"

#include "grammar_enums.h"

#include <math.h>
#include <stddef.h>

/* Round half to even without the host rounding mode (RoundEven). */
#define ROUND_EVEN_BODY(T, L)                                                  \
    T whole = trunc##L(x);                                                     \
    T rest = fabs##L(x - whole); /* exact */                                   \
    if (rest > (T)0.5 || (rest == (T)0.5 && fmod##L(whole, (T)2) != 0))        \
        whole += x < 0 ? (T)-1 : (T)1;                                         \
    return whole;

/* NMin / NMax (and FMin / FMax, whose NaN result is undefined): a NaN
 * operand gives the other operand; two NaNs give NaN. The ordered choice
 * follows GLSL.std.450: FMin is "y if y < x, otherwise x". */
#define KERNELS(T, S, L, W)                                                       \
    T spvrt_glsl_round_##S(T x) { return round##L(x); }                        \
    T spvrt_glsl_round_even_##S(T x) { ROUND_EVEN_BODY(T, L) }                 \
    T spvrt_glsl_trunc_##S(T x) { return trunc##L(x); }                        \
    T spvrt_glsl_fabs_##S(T x) { return fabs##L(x); }                          \
    T spvrt_glsl_fsign_##S(T x) { return x > 0 ? (T)1 : x < 0 ? (T)-1 : x; }   \
    T spvrt_glsl_floor_##S(T x) { return floor##L(x); }                        \
    T spvrt_glsl_ceil_##S(T x) { return ceil##L(x); }                          \
    T spvrt_glsl_fract_##S(T x) { return x - floor##L(x); }                    \
    T spvrt_glsl_radians_##S(T x) { return x * (T)0.017453292519943295769; }   \
    T spvrt_glsl_degrees_##S(T x) { return x * (T)57.295779513082320877; }     \
    T spvrt_glsl_sin_##S(T x) { return (T)sin((W)x); }                            \
    T spvrt_glsl_cos_##S(T x) { return (T)cos((W)x); }                            \
    T spvrt_glsl_tan_##S(T x) { return (T)tan((W)x); }                            \
    T spvrt_glsl_asin_##S(T x) { return (T)asin((W)x); }                          \
    T spvrt_glsl_acos_##S(T x) { return (T)acos((W)x); }                          \
    T spvrt_glsl_atan_##S(T x) { return (T)atan((W)x); }                          \
    T spvrt_glsl_sinh_##S(T x) { return (T)sinh((W)x); }                          \
    T spvrt_glsl_cosh_##S(T x) { return (T)cosh((W)x); }                          \
    T spvrt_glsl_tanh_##S(T x) { return (T)tanh((W)x); }                          \
    T spvrt_glsl_asinh_##S(T x) { return (T)asinh((W)x); }                        \
    T spvrt_glsl_acosh_##S(T x) { return (T)acosh((W)x); }                        \
    T spvrt_glsl_atanh_##S(T x) { return (T)atanh((W)x); }                        \
    T spvrt_glsl_exp_##S(T x) { return (T)exp((W)x); }                            \
    T spvrt_glsl_log_##S(T x) { return (T)log((W)x); }                            \
    T spvrt_glsl_exp2_##S(T x) { return (T)exp2((W)x); }                          \
    T spvrt_glsl_log2_##S(T x) { return (T)log2((W)x); }                          \
    T spvrt_glsl_sqrt_##S(T x) { return sqrt##L(x); }                          \
    T spvrt_glsl_inverse_sqrt_##S(T x) { return (T)(1 / sqrt((W)x)); }           \
    /* Atan2(y, x): the operands in the GLSL.std.450 order */                  \
    T spvrt_glsl_atan2_##S(T y, T x) { return (T)atan2((W)y, (W)x); }                \
    T spvrt_glsl_pow_##S(T x, T y) { return (T)pow((W)x, (W)y); }                    \
    T spvrt_glsl_nmin_##S(T x, T y) {                                          \
        if (isnan(x))                                                          \
            return y;                                                          \
        if (isnan(y))                                                          \
            return x;                                                          \
        return y < x ? y : x;                                                  \
    }                                                                          \
    T spvrt_glsl_nmax_##S(T x, T y) {                                          \
        if (isnan(x))                                                          \
            return y;                                                          \
        if (isnan(y))                                                          \
            return x;                                                          \
        return x < y ? y : x;                                                  \
    }                                                                          \
    T spvrt_glsl_fmin_##S(T x, T y) { return spvrt_glsl_nmin_##S(x, y); }      \
    T spvrt_glsl_fmax_##S(T x, T y) { return spvrt_glsl_nmax_##S(x, y); }      \
    /* Step(edge, x) */                                                        \
    T spvrt_glsl_step_##S(T edge, T x) { return x < edge ? (T)0 : (T)1; }      \
    T spvrt_glsl_nclamp_##S(T x, T lo, T hi) {                                 \
        return spvrt_glsl_nmin_##S(spvrt_glsl_nmax_##S(x, lo), hi);            \
    }                                                                          \
    T spvrt_glsl_fclamp_##S(T x, T lo, T hi) { return spvrt_glsl_nclamp_##S(x, lo, hi); } \
    T spvrt_glsl_fmix_##S(T x, T y, T a) { return x * ((T)1 - a) + y * a; }    \
    T spvrt_glsl_smooth_step_##S(T edge0, T edge1, T x) {                      \
        T t = spvrt_glsl_fclamp_##S((x - edge0) / (edge1 - edge0), 0, 1);      \
        return t * t * ((T)3 - (T)2 * t);                                      \
    }                                                                          \
    T spvrt_glsl_fma_##S(T x, T y, T z) { return fma##L(x, y, z); }            \
    T spvrt_glsl_modf_##S(T x, T *whole) { return modf##L(x, whole); }         \
    T spvrt_glsl_frexp_##S(T x, int32_t *exponent) {                           \
        int e = 0;                                                             \
        if (isnan(x) || isinf(x)) {                                            \
            *exponent = 0;                                                     \
            return x;                                                          \
        }                                                                      \
        T r = frexp##L(x, &e);                                                 \
        *exponent = e;                                                         \
        return r;                                                              \
    }                                                                          \
    T spvrt_glsl_ldexp_##S(T x, int32_t exponent) { return ldexp##L(x, exponent); }

/* float's transcendental kernels compute in double and round once: the
 * result is the correctly rounded one except where double's own error
 * meets a float rounding boundary (far inside the Vulkan bounds either
 * way, and the same answer on every host with glibc). */
KERNELS(float, f32, f, double)
KERNELS(double, f64, , double)

/* ---- dispatch by opcode ------------------------------------------------- */

#define CASE(op, name, S)                                                      \
    case SPVRT_GLSL_std_450_##op:                                              \
        return spvrt_glsl_##name##_##S;

#define UNARY_CASES(S)                                                         \
    CASE(Round, round, S) CASE(RoundEven, round_even, S) CASE(Trunc, trunc, S) \
    CASE(FAbs, fabs, S) CASE(FSign, fsign, S) CASE(Floor, floor, S)            \
    CASE(Ceil, ceil, S) CASE(Fract, fract, S) CASE(Radians, radians, S)        \
    CASE(Degrees, degrees, S) CASE(Sin, sin, S) CASE(Cos, cos, S)              \
    CASE(Tan, tan, S) CASE(Asin, asin, S) CASE(Acos, acos, S)                  \
    CASE(Atan, atan, S) CASE(Sinh, sinh, S) CASE(Cosh, cosh, S)                \
    CASE(Tanh, tanh, S) CASE(Asinh, asinh, S) CASE(Acosh, acosh, S)            \
    CASE(Atanh, atanh, S) CASE(Exp, exp, S) CASE(Log, log, S)                  \
    CASE(Exp2, exp2, S) CASE(Log2, log2, S) CASE(Sqrt, sqrt, S)                \
    CASE(InverseSqrt, inverse_sqrt, S)
#define BINARY_CASES(S)                                                        \
    CASE(Atan2, atan2, S) CASE(Pow, pow, S) CASE(FMin, fmin, S)                \
    CASE(FMax, fmax, S) CASE(Step, step, S) CASE(NMin, nmin, S)                \
    CASE(NMax, nmax, S)
#define TERNARY_CASES(S)                                                       \
    CASE(FClamp, fclamp, S) CASE(FMix, fmix, S)                                \
    CASE(SmoothStep, smooth_step, S) CASE(Fma, fma, S) CASE(NClamp, nclamp, S)

spvrt_f32_fn1 spvrt_glsl_f32_unary(unsigned opcode) {
    switch (opcode) { UNARY_CASES(f32) default: return NULL; }
}
spvrt_f32_fn2 spvrt_glsl_f32_binary(unsigned opcode) {
    switch (opcode) { BINARY_CASES(f32) default: return NULL; }
}
spvrt_f32_fn3 spvrt_glsl_f32_ternary(unsigned opcode) {
    switch (opcode) { TERNARY_CASES(f32) default: return NULL; }
}
spvrt_f64_fn1 spvrt_glsl_f64_unary(unsigned opcode) {
    switch (opcode) { UNARY_CASES(f64) default: return NULL; }
}
spvrt_f64_fn2 spvrt_glsl_f64_binary(unsigned opcode) {
    switch (opcode) { BINARY_CASES(f64) default: return NULL; }
}
spvrt_f64_fn3 spvrt_glsl_f64_ternary(unsigned opcode) {
    switch (opcode) { TERNARY_CASES(f64) default: return NULL; }
}

/* ---- float16 through float ---------------------------------------------- */

static uint16_t to_f16(float x) { return spvrt_f32_to_f16(x, SPVRT_ROUND_RTE); }
static float from_f16(uint16_t h) { return spvrt_f16_to_f32(h); }

uint16_t spvrt_f16_unary(spvrt_f32_fn1 fn, uint16_t a) { return to_f16(fn(from_f16(a))); }

uint16_t spvrt_f16_binary(spvrt_f32_fn2 fn, uint16_t a, uint16_t b) {
    return to_f16(fn(from_f16(a), from_f16(b)));
}

uint16_t spvrt_f16_ternary(spvrt_f32_fn3 fn, uint16_t a, uint16_t b, uint16_t c) {
    return to_f16(fn(from_f16(a), from_f16(b), from_f16(c)));
}

/* The product of two float16 values is exact in double, and the sum with a
 * float16 addend is exact too whenever the result is finite in float16, so
 * one rounding to float16 gives the fused, correctly rounded result (through
 * fmaf and a second rounding it would not always be). */
uint16_t spvrt_glsl_fma_f16(uint16_t x, uint16_t y, uint16_t z) {
    return spvrt_f64_to_f16(fma(spvrt_f16_to_f64(x), spvrt_f16_to_f64(y), spvrt_f16_to_f64(z)), SPVRT_ROUND_RTE);
}

uint16_t spvrt_glsl_modf_f16(uint16_t x, uint16_t *whole) {
    float w;
    float f = spvrt_glsl_modf_f32(from_f16(x), &w);
    *whole = to_f16(w);
    return to_f16(f);
}

uint16_t spvrt_glsl_frexp_f16(uint16_t x, int32_t *exponent) {
    return to_f16(spvrt_glsl_frexp_f32(from_f16(x), exponent));
}

/* Exact in float for any exponent that keeps a float16 result nonzero and
 * finite, so rounding once to float16 is the correctly rounded result. */
uint16_t spvrt_glsl_ldexp_f16(uint16_t x, int32_t exponent) {
    return to_f16(spvrt_glsl_ldexp_f32(from_f16(x), exponent));
}

/* ---- integer instructions ----------------------------------------------- */

int64_t spvrt_glsl_sabs(int64_t x) { return x < 0 ? (int64_t)(UINT64_C(0) - (uint64_t)x) : x; }
int64_t spvrt_glsl_ssign(int64_t x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
int64_t spvrt_glsl_smin(int64_t x, int64_t y) { return y < x ? y : x; }
int64_t spvrt_glsl_smax(int64_t x, int64_t y) { return x < y ? y : x; }
int64_t spvrt_glsl_sclamp(int64_t x, int64_t lo, int64_t hi) { return spvrt_glsl_smin(spvrt_glsl_smax(x, lo), hi); }
uint64_t spvrt_glsl_umin(uint64_t x, uint64_t y) { return y < x ? y : x; }
uint64_t spvrt_glsl_umax(uint64_t x, uint64_t y) { return x < y ? y : x; }
uint64_t spvrt_glsl_uclamp(uint64_t x, uint64_t lo, uint64_t hi) { return spvrt_glsl_umin(spvrt_glsl_umax(x, lo), hi); }

static uint64_t width_mask(int bits) { return bits >= 64 || bits <= 0 ? UINT64_MAX : (UINT64_C(1) << bits) - 1; }

int32_t spvrt_glsl_find_ilsb(uint64_t x, int bits) {
    x &= width_mask(bits);
    if (x == 0)
        return -1;
    int32_t n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
}

int32_t spvrt_glsl_find_umsb(uint64_t x, int bits) {
    x &= width_mask(bits);
    int32_t n = -1;
    while (x) {
        x >>= 1;
        n++;
    }
    return n;
}

/* FindSMsb: for a negative value, the most significant 0 bit. */
int32_t spvrt_glsl_find_smsb(uint64_t x, int bits) {
    uint64_t mask = width_mask(bits);
    x &= mask;
    uint64_t sign = bits >= 64 || bits <= 0 ? UINT64_C(1) << 63 : UINT64_C(1) << (bits - 1);
    if (x & sign)
        x = ~x & mask;
    return spvrt_glsl_find_umsb(x, bits);
}

/* ---- pack / unpack ------------------------------------------------------ */

/* round(clamp(c, lo, 1) * scale), rounding half to even. */
static int32_t scale_to_int(float c, float lo, float scale) {
    return (int32_t)spvrt_glsl_round_even_f32(spvrt_glsl_fclamp_f32(c, lo, 1.0f) * scale);
}

uint32_t spvrt_glsl_pack_snorm4x8(const float v[4]) {
    uint32_t r = 0;
    for (int i = 0; i < 4; i++)
        r |= ((uint32_t)scale_to_int(v[i], -1.0f, 127.0f) & 0xffu) << (8 * i);
    return r;
}

uint32_t spvrt_glsl_pack_unorm4x8(const float v[4]) {
    uint32_t r = 0;
    for (int i = 0; i < 4; i++)
        r |= ((uint32_t)scale_to_int(v[i], 0.0f, 255.0f) & 0xffu) << (8 * i);
    return r;
}

uint32_t spvrt_glsl_pack_snorm2x16(const float v[2]) {
    return ((uint32_t)scale_to_int(v[0], -1.0f, 32767.0f) & 0xffffu) |
           (((uint32_t)scale_to_int(v[1], -1.0f, 32767.0f) & 0xffffu) << 16);
}

uint32_t spvrt_glsl_pack_unorm2x16(const float v[2]) {
    return ((uint32_t)scale_to_int(v[0], 0.0f, 65535.0f) & 0xffffu) |
           (((uint32_t)scale_to_int(v[1], 0.0f, 65535.0f) & 0xffffu) << 16);
}

uint32_t spvrt_glsl_pack_half2x16(const float v[2]) {
    return (uint32_t)to_f16(v[0]) | ((uint32_t)to_f16(v[1]) << 16);
}

double spvrt_glsl_pack_double2x32(const uint32_t v[2]) {
    return spvrt_f64_from_bits((uint64_t)v[0] | ((uint64_t)v[1] << 32));
}

void spvrt_glsl_unpack_snorm2x16(uint32_t p, float out[2]) {
    for (int i = 0; i < 2; i++)
        out[i] = spvrt_glsl_fclamp_f32((float)(int16_t)(uint16_t)(p >> (16 * i)) / 32767.0f, -1.0f, 1.0f);
}

void spvrt_glsl_unpack_unorm2x16(uint32_t p, float out[2]) {
    for (int i = 0; i < 2; i++)
        out[i] = (float)(uint16_t)(p >> (16 * i)) / 65535.0f;
}

void spvrt_glsl_unpack_half2x16(uint32_t p, float out[2]) {
    out[0] = from_f16((uint16_t)p);
    out[1] = from_f16((uint16_t)(p >> 16));
}

void spvrt_glsl_unpack_snorm4x8(uint32_t p, float out[4]) {
    for (int i = 0; i < 4; i++)
        out[i] = spvrt_glsl_fclamp_f32((float)(int8_t)(uint8_t)(p >> (8 * i)) / 127.0f, -1.0f, 1.0f);
}

void spvrt_glsl_unpack_unorm4x8(uint32_t p, float out[4]) {
    for (int i = 0; i < 4; i++)
        out[i] = (float)(uint8_t)(p >> (8 * i)) / 255.0f;
}

void spvrt_glsl_unpack_double2x32(double d, uint32_t out[2]) {
    uint64_t b = spvrt_f64_bits(d);
    out[0] = (uint32_t)b;
    out[1] = (uint32_t)(b >> 32);
}

/* ---- vectors and matrices, in double ------------------------------------ */

#define MAX_N 4

static int clamp_n(int n) { return n < 1 ? 1 : n > MAX_N ? MAX_N : n; }

static double dot_d(const double *x, const double *y, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

double spvrt_glsl_length_f64(const double *x, int n) { return sqrt(dot_d(x, x, clamp_n(n))); }

double spvrt_glsl_distance_f64(const double *x, const double *y, int n) {
    double d[MAX_N];
    n = clamp_n(n);
    for (int i = 0; i < n; i++)
        d[i] = x[i] - y[i];
    return sqrt(dot_d(d, d, n));
}

void spvrt_glsl_cross_f64(const double x[3], const double y[3], double out[3]) {
    double r0 = x[1] * y[2] - y[1] * x[2];
    double r1 = x[2] * y[0] - y[2] * x[0];
    double r2 = x[0] * y[1] - y[0] * x[1];
    out[0] = r0;
    out[1] = r1;
    out[2] = r2;
}

void spvrt_glsl_normalize_f64(const double *x, int n, double *out) {
    n = clamp_n(n);
    double scale = 1.0 / sqrt(dot_d(x, x, n));
    for (int i = 0; i < n; i++)
        out[i] = x[i] * scale;
}

void spvrt_glsl_face_forward_f64(const double *nv, const double *i, const double *nref, int n, double *out) {
    n = clamp_n(n);
    bool keep = dot_d(nref, i, n) < 0.0;
    for (int k = 0; k < n; k++)
        out[k] = keep ? nv[k] : -nv[k];
}

void spvrt_glsl_reflect_f64(const double *i, const double *nv, int n, double *out) {
    n = clamp_n(n);
    double d2 = 2.0 * dot_d(nv, i, n);
    for (int k = 0; k < n; k++)
        out[k] = i[k] - d2 * nv[k];
}

void spvrt_glsl_refract_f64(const double *i, const double *nv, double eta, int n, double *out) {
    n = clamp_n(n);
    double d = dot_d(nv, i, n);
    double k = 1.0 - eta * eta * (1.0 - d * d);
    double a = eta, b = k < 0.0 ? 0.0 : eta * d + sqrt(k);
    for (int c = 0; c < n; c++)
        out[c] = k < 0.0 ? 0.0 : a * i[c] - b * nv[c];
}

/* The minor of m (n x n, column-major) without row `skip_row` and column
 * `skip_col`. */
static void minor_of(const double *m, int n, int skip_row, int skip_col, double *out) {
    int k = 0;
    for (int c = 0; c < n; c++) {
        if (c == skip_col)
            continue;
        for (int r = 0; r < n; r++)
            if (r != skip_row)
                out[k++] = m[c * n + r];
    }
}

/* Laplace expansion along the first column: at most 4x4. */
static double determinant_d(const double *m, int n) {
    if (n == 1)
        return m[0];
    if (n == 2)
        return m[0] * m[3] - m[2] * m[1];
    double sum = 0, sub[(MAX_N - 1) * (MAX_N - 1)];
    for (int r = 0; r < n; r++) {
        minor_of(m, n, r, 0, sub);
        double term = m[r] * determinant_d(sub, n - 1);
        sum += (r & 1) ? -term : term;
    }
    return sum;
}

double spvrt_glsl_determinant_f64(const double *m, int n) { return determinant_d(m, clamp_n(n)); }

/* inverse = adjugate / determinant; adjugate[c][r] = cofactor(c, r). */
bool spvrt_glsl_matrix_inverse_f64(const double *m, int n, double *out) {
    n = clamp_n(n);
    double det = determinant_d(m, n), result[MAX_N * MAX_N], sub[(MAX_N - 1) * (MAX_N - 1)];
    if (n == 1) {
        out[0] = 1.0 / m[0];
        return m[0] != 0.0;
    }
    for (int c = 0; c < n; c++)
        for (int r = 0; r < n; r++) {
            minor_of(m, n, c, r, sub); /* drop row c, column r: transposed */
            double cofactor = determinant_d(sub, n - 1);
            result[c * n + r] = ((r + c) & 1 ? -cofactor : cofactor) / det;
        }
    for (int k = 0; k < n * n; k++)
        out[k] = result[k];
    return det != 0.0;
}

/* float and float16 wrappers: widen, compute in double, round once. */
#define LOAD(T, FROM, src, count, dst)                                         \
    double dst[MAX_N * MAX_N];                                                 \
    for (int k_ = 0; k_ < (count); k_++)                                       \
        dst[k_] = FROM((src)[k_]);
#define STORE(T, TO, src, count, dst)                                          \
    for (int k_ = 0; k_ < (count); k_++)                                       \
        (dst)[k_] = TO((src)[k_]);

static double widen_f32(float x) { return x; }
static float narrow_f32(double x) { return (float)x; }
static double widen_f16(uint16_t h) { return spvrt_f16_to_f64(h); }
static uint16_t narrow_f16(double x) { return spvrt_f64_to_f16(x, SPVRT_ROUND_RTE); }

#define VECTOR_WRAPPERS(T, S)                                                  \
    T spvrt_glsl_length_##S(const T *x, int n) {                               \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, x, n, a)                                            \
        return narrow_##S(spvrt_glsl_length_f64(a, n));                        \
    }                                                                          \
    T spvrt_glsl_distance_##S(const T *x, const T *y, int n) {                 \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, x, n, a)                                            \
        LOAD(T, widen_##S, y, n, b)                                            \
        return narrow_##S(spvrt_glsl_distance_f64(a, b, n));                   \
    }                                                                          \
    void spvrt_glsl_cross_##S(const T x[3], const T y[3], T out[3]) {          \
        LOAD(T, widen_##S, x, 3, a)                                            \
        LOAD(T, widen_##S, y, 3, b)                                            \
        double r[3];                                                           \
        spvrt_glsl_cross_f64(a, b, r);                                         \
        STORE(T, narrow_##S, r, 3, out)                                        \
    }                                                                          \
    void spvrt_glsl_normalize_##S(const T *x, int n, T *out) {                 \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, x, n, a)                                            \
        spvrt_glsl_normalize_f64(a, n, a);                                     \
        STORE(T, narrow_##S, a, n, out)                                        \
    }                                                                          \
    void spvrt_glsl_face_forward_##S(const T *nv, const T *i, const T *nref, int n, T *out) { \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, nv, n, a)                                           \
        LOAD(T, widen_##S, i, n, b)                                            \
        LOAD(T, widen_##S, nref, n, c)                                         \
        spvrt_glsl_face_forward_f64(a, b, c, n, a);                            \
        STORE(T, narrow_##S, a, n, out)                                        \
    }                                                                          \
    void spvrt_glsl_reflect_##S(const T *i, const T *nv, int n, T *out) {      \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, i, n, a)                                            \
        LOAD(T, widen_##S, nv, n, b)                                           \
        spvrt_glsl_reflect_f64(a, b, n, a);                                    \
        STORE(T, narrow_##S, a, n, out)                                        \
    }                                                                          \
    void spvrt_glsl_refract_##S(const T *i, const T *nv, T eta, int n, T *out) { \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, i, n, a)                                            \
        LOAD(T, widen_##S, nv, n, b)                                           \
        spvrt_glsl_refract_f64(a, b, widen_##S(eta), n, a);                    \
        STORE(T, narrow_##S, a, n, out)                                        \
    }                                                                          \
    T spvrt_glsl_determinant_##S(const T *m, int n) {                          \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, m, n * n, a)                                        \
        return narrow_##S(spvrt_glsl_determinant_f64(a, n));                   \
    }                                                                          \
    bool spvrt_glsl_matrix_inverse_##S(const T *m, int n, T *out) {            \
        n = clamp_n(n);                                                        \
        LOAD(T, widen_##S, m, n * n, a)                                        \
        bool ok = spvrt_glsl_matrix_inverse_f64(a, n, a);                      \
        STORE(T, narrow_##S, a, n * n, out)                                    \
        return ok;                                                             \
    }

VECTOR_WRAPPERS(float, f32)
VECTOR_WRAPPERS(uint16_t, f16)
