/* spvrt exec: scalar numeric kernels (private to the exec layer).
 *
 * What the execution engine calls for arithmetic that is more than one C
 * operator: every GLSL.std.450 extended instruction over float, double and
 * float16, and the conversions of SPIR-V 3.52.11 with rounding modes and the
 * float-controls execution modes.
 *
 * Float16 values are stored as their bit pattern in a uint16_t. A float16
 * instruction is computed in float (every float16 is exactly a float) and the
 * result rounded back to float16 to nearest even: spvrt_f16_unary() and its
 * siblings do this for any float kernel.
 *
 * Precision (Vulkan "Precision and Operation", RULES.md C.4 tables 83/84):
 * the correctly-rounded instructions (Round ... NClamp, Frexp, Ldexp,
 * conversions) are exact; the others use the C library (glibc: <= 2 ULP in
 * float, <= 1 ULP in double), far inside the Vulkan bounds. The measured
 * error of each kernel is printed by tests/unit/numeric_test.c.
 *
 * Where the SPIR-V or GLSL.std.450 result is undefined, these kernels pick
 * one documented answer, so that a run is deterministic:
 *   FMin/FMax with a NaN operand: the other operand (as NMin/NMax);
 *   FClamp/UClamp/SClamp/NClamp with min > max: min(max(x, lo), hi), i.e. hi;
 *   SmoothStep with edge0 >= edge1: the formula as written (may give NaN);
 *   Round of a half-way case: away from zero (C round());
 *   Frexp of Inf/NaN: the value itself, exponent 0;
 *   float -> integer out of range: saturated to the integer range, NaN -> 0
 *   (the rule of SaturatedConversion, 3.52.11, applied always);
 *   Pack*norm*: round half to even of the scaled value.
 */
#ifndef SPVRT_EXEC_NUMERIC_H
#define SPVRT_EXEC_NUMERIC_H

#include <stdbool.h>
#include <stdint.h>

/* ---- rounding modes and float controls (float_convert.c) ---------------- */

/* FPRoundingMode (SPIR-V 3.16): the numbers are the enumerant values. */
typedef enum spvrt_round_mode {
    SPVRT_ROUND_RTE = 0, /* to nearest, ties to even */
    SPVRT_ROUND_RTZ = 1, /* toward zero */
    SPVRT_ROUND_RTP = 2, /* toward +Inf */
    SPVRT_ROUND_RTN = 3  /* toward -Inf */
} spvrt_round_mode;

/* The float16 <-> float/double conversions. Widening is exact (a float16
 * NaN keeps its payload in the high mantissa bits). Narrowing rounds with
 * the given mode; overflow gives Inf or the largest finite value as the mode
 * says (IEEE 754 7.4); NaN stays NaN (quiet, payload truncated). */
float spvrt_f16_to_f32(uint16_t h);
double spvrt_f16_to_f64(uint16_t h);
uint16_t spvrt_f32_to_f16(float x, spvrt_round_mode mode);
uint16_t spvrt_f64_to_f16(double x, spvrt_round_mode mode);
/* double -> float with a rounding mode (the C cast is RTE). */
float spvrt_f64_to_f32(double x, spvrt_round_mode mode);

/* OpConvertSToF / OpConvertUToF: an integer (sign-extended or zero-extended
 * to 64 bits by the caller) to a float of 16, 32 or 64 bits, rounded with
 * the mode. The result is returned as a double holding the exactly rounded
 * value (exact in the target width) or, for 16 bits, as float16 bits. */
double spvrt_s64_to_float(int64_t v, int float_bits, spvrt_round_mode mode);
double spvrt_u64_to_float(uint64_t v, int float_bits, spvrt_round_mode mode);
uint16_t spvrt_s64_to_f16(int64_t v, spvrt_round_mode mode);
uint16_t spvrt_u64_to_f16(uint64_t v, spvrt_round_mode mode);

/* OpConvertFToS / OpConvertFToU: a float (any width: widen to double, which
 * is exact) to an integer of int_bits (8, 16, 32 or 64). SPIR-V rounds toward
 * zero; a FPRoundingMode decoration (Kernel) may choose another mode. Out of
 * range the SPIR-V result is undefined; here it saturates (3.52.11
 * SaturatedConversion), NaN gives 0. The result is sign- (S) or zero- (U)
 * extended to 64 bits. */
int64_t spvrt_float_to_s64(double x, int int_bits, spvrt_round_mode mode);
uint64_t spvrt_float_to_u64(double x, int int_bits, spvrt_round_mode mode);

/* OpSatConvertSToU / OpSatConvertUToS and SaturatedConversion on
 * OpSConvert / OpUConvert: clamp to the destination range. */
uint64_t spvrt_sat_s64_to_u(int64_t v, int int_bits);
int64_t spvrt_sat_u64_to_s(uint64_t v, int int_bits);
int64_t spvrt_sat_s64_to_s(int64_t v, int int_bits);
uint64_t spvrt_sat_u64_to_u(uint64_t v, int int_bits);

/* OpQuantizeToF16 (3.52.11): round to float16 (to nearest even), flush a
 * result too small to be a normal float16 to a zero of the same sign,
 * return it as a float. */
float spvrt_quantize_to_f16(float x);

/* Float controls (SPV_KHR_float_controls): DenormFlushToZero flushes a
 * denormal operand or result to a zero of the same sign; DenormPreserve and
 * the default keep it. */
float spvrt_flush_denorm_f32(float x);
double spvrt_flush_denorm_f64(double x);
uint16_t spvrt_flush_denorm_f16(uint16_t h);

/* Bit access without aliasing problems. */
uint32_t spvrt_f32_bits(float x);
float spvrt_f32_from_bits(uint32_t b);
uint64_t spvrt_f64_bits(double x);
double spvrt_f64_from_bits(uint64_t b);

/* ---- GLSL.std.450 (glsl_std_450.c) -------------------------------------- */

typedef float (*spvrt_f32_fn1)(float);
typedef float (*spvrt_f32_fn2)(float, float);
typedef float (*spvrt_f32_fn3)(float, float, float);
typedef double (*spvrt_f64_fn1)(double);
typedef double (*spvrt_f64_fn2)(double, double);
typedef double (*spvrt_f64_fn3)(double, double, double);

/* Component-wise float instructions by GLSL.std.450 opcode (the generated
 * SPVRT_GLSL_std_450_* enumerants): the kernel, or NULL if the opcode is not
 * a component-wise float instruction of that arity (vector / matrix /
 * integer / pack instructions have their own functions below). */
spvrt_f32_fn1 spvrt_glsl_f32_unary(unsigned opcode);
spvrt_f32_fn2 spvrt_glsl_f32_binary(unsigned opcode);
spvrt_f32_fn3 spvrt_glsl_f32_ternary(unsigned opcode);
spvrt_f64_fn1 spvrt_glsl_f64_unary(unsigned opcode);
spvrt_f64_fn2 spvrt_glsl_f64_binary(unsigned opcode);
spvrt_f64_fn3 spvrt_glsl_f64_ternary(unsigned opcode);

/* float16 through a float kernel: widen exactly, compute, round to even. */
uint16_t spvrt_f16_unary(spvrt_f32_fn1 fn, uint16_t a);
uint16_t spvrt_f16_binary(spvrt_f32_fn2 fn, uint16_t a, uint16_t b);
uint16_t spvrt_f16_ternary(spvrt_f32_fn3 fn, uint16_t a, uint16_t b, uint16_t c);

/* The component-wise float kernels, one per instruction and precision. */
#define SPVRT_GLSL_FLOAT_UNARY(X)                                              \
    X(round) X(round_even) X(trunc) X(fabs) X(fsign) X(floor) X(ceil)         \
    X(fract) X(radians) X(degrees) X(sin) X(cos) X(tan) X(asin) X(acos)       \
    X(atan) X(sinh) X(cosh) X(tanh) X(asinh) X(acosh) X(atanh) X(exp) X(log)  \
    X(exp2) X(log2) X(sqrt) X(inverse_sqrt)
#define SPVRT_GLSL_FLOAT_BINARY(X)                                             \
    X(atan2) X(pow) X(fmin) X(fmax) X(step) X(nmin) X(nmax)
#define SPVRT_GLSL_FLOAT_TERNARY(X)                                            \
    X(fclamp) X(fmix) X(smooth_step) X(fma) X(nclamp)

#define SPVRT_DECLARE_1(name)                                                  \
    float spvrt_glsl_##name##_f32(float x);                                    \
    double spvrt_glsl_##name##_f64(double x);
#define SPVRT_DECLARE_2(name)                                                  \
    float spvrt_glsl_##name##_f32(float x, float y);                           \
    double spvrt_glsl_##name##_f64(double x, double y);
#define SPVRT_DECLARE_3(name)                                                  \
    float spvrt_glsl_##name##_f32(float x, float y, float z);                  \
    double spvrt_glsl_##name##_f64(double x, double y, double z);
SPVRT_GLSL_FLOAT_UNARY(SPVRT_DECLARE_1)
SPVRT_GLSL_FLOAT_BINARY(SPVRT_DECLARE_2)
SPVRT_GLSL_FLOAT_TERNARY(SPVRT_DECLARE_3)
#undef SPVRT_DECLARE_1
#undef SPVRT_DECLARE_2
#undef SPVRT_DECLARE_3

/* Fma in float16: correctly rounded (use it rather than spvrt_f16_ternary
 * with the float Fma, which rounds twice). */
uint16_t spvrt_glsl_fma_f16(uint16_t x, uint16_t y, uint16_t z);

/* Modf / ModfStruct: fraction returned, whole part stored (same sign as x). */
float spvrt_glsl_modf_f32(float x, float *whole);
double spvrt_glsl_modf_f64(double x, double *whole);
uint16_t spvrt_glsl_modf_f16(uint16_t x, uint16_t *whole);
/* Frexp / FrexpStruct: significand in [0.5, 1) (or 0), exponent stored. */
float spvrt_glsl_frexp_f32(float x, int32_t *exponent);
double spvrt_glsl_frexp_f64(double x, int32_t *exponent);
uint16_t spvrt_glsl_frexp_f16(uint16_t x, int32_t *exponent);
/* Ldexp: x * 2^exponent, correctly rounded (denormal results included). */
float spvrt_glsl_ldexp_f32(float x, int32_t exponent);
double spvrt_glsl_ldexp_f64(double x, int32_t exponent);
uint16_t spvrt_glsl_ldexp_f16(uint16_t x, int32_t exponent);

/* Integer instructions, on values sign- or zero-extended to 64 bits by the
 * caller; the caller truncates the result to the operand width (SAbs of the
 * most negative value wraps to itself, as two's complement does). */
int64_t spvrt_glsl_sabs(int64_t x);
int64_t spvrt_glsl_ssign(int64_t x);
int64_t spvrt_glsl_smin(int64_t x, int64_t y);
int64_t spvrt_glsl_smax(int64_t x, int64_t y);
int64_t spvrt_glsl_sclamp(int64_t x, int64_t lo, int64_t hi);
uint64_t spvrt_glsl_umin(uint64_t x, uint64_t y);
uint64_t spvrt_glsl_umax(uint64_t x, uint64_t y);
uint64_t spvrt_glsl_uclamp(uint64_t x, uint64_t lo, uint64_t hi);
/* FindILsb / FindSMsb / FindUMsb of a value of `bits` bits (GLSL.std.450
 * defines 32; 8/16/64 follow the same rule): -1 when no bit qualifies. */
int32_t spvrt_glsl_find_ilsb(uint64_t x, int bits);
int32_t spvrt_glsl_find_smsb(uint64_t x, int bits);
int32_t spvrt_glsl_find_umsb(uint64_t x, int bits);

/* Pack / unpack (GLSL.std.450 54..65). Component 0 is the low bits. */
uint32_t spvrt_glsl_pack_snorm4x8(const float v[4]);
uint32_t spvrt_glsl_pack_unorm4x8(const float v[4]);
uint32_t spvrt_glsl_pack_snorm2x16(const float v[2]);
uint32_t spvrt_glsl_pack_unorm2x16(const float v[2]);
uint32_t spvrt_glsl_pack_half2x16(const float v[2]);
double spvrt_glsl_pack_double2x32(const uint32_t v[2]);
void spvrt_glsl_unpack_snorm2x16(uint32_t p, float out[2]);
void spvrt_glsl_unpack_unorm2x16(uint32_t p, float out[2]);
void spvrt_glsl_unpack_half2x16(uint32_t p, float out[2]);
void spvrt_glsl_unpack_snorm4x8(uint32_t p, float out[4]);
void spvrt_glsl_unpack_unorm4x8(uint32_t p, float out[4]);
void spvrt_glsl_unpack_double2x32(double d, uint32_t out[2]);

/* Geometric instructions over vectors of n (1..4) components. `out` may
 * alias an input. Matrices are column-major: m[col * n + row]. */
float spvrt_glsl_length_f32(const float *x, int n);
float spvrt_glsl_distance_f32(const float *x, const float *y, int n);
void spvrt_glsl_cross_f32(const float x[3], const float y[3], float out[3]);
void spvrt_glsl_normalize_f32(const float *x, int n, float *out);
void spvrt_glsl_face_forward_f32(const float *nv, const float *i, const float *nref, int n, float *out);
void spvrt_glsl_reflect_f32(const float *i, const float *nv, int n, float *out);
void spvrt_glsl_refract_f32(const float *i, const float *nv, float eta, int n, float *out);
float spvrt_glsl_determinant_f32(const float *m, int n);
/* MatrixInverse: returns false when the matrix is singular (undefined in
 * GLSL.std.450); out then holds the adjugate divided by 0 (Inf/NaN). */
bool spvrt_glsl_matrix_inverse_f32(const float *m, int n, float *out);

double spvrt_glsl_length_f64(const double *x, int n);
double spvrt_glsl_distance_f64(const double *x, const double *y, int n);
void spvrt_glsl_cross_f64(const double x[3], const double y[3], double out[3]);
void spvrt_glsl_normalize_f64(const double *x, int n, double *out);
void spvrt_glsl_face_forward_f64(const double *nv, const double *i, const double *nref, int n, double *out);
void spvrt_glsl_reflect_f64(const double *i, const double *nv, int n, double *out);
void spvrt_glsl_refract_f64(const double *i, const double *nv, double eta, int n, double *out);
double spvrt_glsl_determinant_f64(const double *m, int n);
bool spvrt_glsl_matrix_inverse_f64(const double *m, int n, double *out);

/* float16 vectors: each operation computed in float, each result component
 * rounded once to float16 (within the "inherited" bounds, which allow the
 * float16 rounding of every intermediate). */
uint16_t spvrt_glsl_length_f16(const uint16_t *x, int n);
uint16_t spvrt_glsl_distance_f16(const uint16_t *x, const uint16_t *y, int n);
void spvrt_glsl_cross_f16(const uint16_t x[3], const uint16_t y[3], uint16_t out[3]);
void spvrt_glsl_normalize_f16(const uint16_t *x, int n, uint16_t *out);
void spvrt_glsl_face_forward_f16(const uint16_t *nv, const uint16_t *i, const uint16_t *nref, int n, uint16_t *out);
void spvrt_glsl_reflect_f16(const uint16_t *i, const uint16_t *nv, int n, uint16_t *out);
void spvrt_glsl_refract_f16(const uint16_t *i, const uint16_t *nv, uint16_t eta, int n, uint16_t *out);
uint16_t spvrt_glsl_determinant_f16(const uint16_t *m, int n);
bool spvrt_glsl_matrix_inverse_f16(const uint16_t *m, int n, uint16_t *out);

#endif
