/* spvrt exec: conversions between float widths and integers with the
 * FPRoundingMode modes (SPIR-V 3.16, 3.52.11), float16 encoding, and the
 * float-controls denormal modes (SPV_KHR_float_controls).
 *
 * Every rounding goes through one routine, round_to_format(), which rounds
 * an exact value m * 2^e (m a 64-bit integer) to a binary format of p significand bits. It needs no floating-point
 * environment: the result is built from integers, so RTZ/RTP/RTN do not
 * depend on the host rounding mode. */
#include "numeric.h"

#include <float.h>
#include <math.h>
#include <string.h>

uint32_t spvrt_f32_bits(float x) {
    uint32_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

float spvrt_f32_from_bits(uint32_t b) {
    float x;
    memcpy(&x, &b, sizeof x);
    return x;
}

uint64_t spvrt_f64_bits(double x) {
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

double spvrt_f64_from_bits(uint64_t b) {
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

/* A binary floating-point format: significand bits (with the hidden one),
 * the smallest normal exponent and the largest exponent. */
typedef struct float_format {
    int precision;
    int emin;
    int emax;
} float_format;

static const float_format FORMAT_F16 = {11, -14, 15};
static const float_format FORMAT_F32 = {24, -126, 127};
static const float_format FORMAT_F64 = {53, -1022, 1023};

static const float_format *format_of_width(int bits) {
    if (bits == 16)
        return &FORMAT_F16;
    if (bits == 32)
        return &FORMAT_F32;
    return &FORMAT_F64;
}

static int bit_length(uint64_t m) {
    int n = 0;
    while (m) {
        n++;
        m >>= 1;
    }
    return n;
}

static double largest_finite(const float_format *f) {
    return ldexp(ldexp(1.0, f->precision) - 1.0, f->emax - f->precision + 1);
}

/* Whether a value that overflows the format becomes Inf (else the largest
 * finite value): IEEE 754 7.4. */
static bool overflow_to_infinity(bool negative, spvrt_round_mode mode) {
    switch (mode) {
    case SPVRT_ROUND_RTE:
        return true;
    case SPVRT_ROUND_RTZ:
        return false;
    case SPVRT_ROUND_RTP:
        return !negative;
    case SPVRT_ROUND_RTN:
        return negative;
    }
    return true;
}

/* Round (-1)^negative * m * 2^e to the format. The result is exact in a
 * double (every format here fits in one). */
static double round_to_format(bool negative, uint64_t m, int e, const float_format *f, spvrt_round_mode mode) {
    if (m == 0)
        return negative ? -0.0 : 0.0;
    int leading_exponent = e + bit_length(m) - 1;
    int quantum = (leading_exponent < f->emin ? f->emin : leading_exponent) - (f->precision - 1);
    int shift = quantum - e; /* bits of m below the format's last place */
    double value;
    if (shift <= 0) {
        value = ldexp((double)m, e); /* exact: m has at most p bits here */
    } else {
        uint64_t kept, rest, half;
        if (shift >= 64) {
            kept = 0;
            rest = m;
            half = shift == 64 ? UINT64_C(1) << 63 : 0; /* 0: rest is below half */
        } else {
            kept = m >> shift;
            rest = m & ((UINT64_C(1) << shift) - 1);
            half = UINT64_C(1) << (shift - 1);
        }
        bool above_half = half ? rest > half : false;
        bool exactly_half = half ? rest == half : false;
        bool inexact = rest != 0;
        bool round_up = false;
        switch (mode) {
        case SPVRT_ROUND_RTE:
            round_up = above_half || (exactly_half && (kept & 1));
            break;
        case SPVRT_ROUND_RTZ:
            break;
        case SPVRT_ROUND_RTP:
            round_up = inexact && !negative;
            break;
        case SPVRT_ROUND_RTN:
            round_up = inexact && negative;
            break;
        }
        value = ldexp((double)(kept + (round_up ? 1 : 0)), quantum);
    }
    if (value > largest_finite(f))
        value = overflow_to_infinity(negative, mode) ? INFINITY : largest_finite(f);
    return negative ? -value : value;
}

/* A finite nonzero double as m * 2^e with m < 2^53 (exact). */
static void decompose(double x, uint64_t *m, int *e) {
    int exponent;
    double fraction = frexp(fabs(x), &exponent);
    *m = (uint64_t)ldexp(fraction, 53);
    *e = exponent - 53;
}

static double round_double(double x, const float_format *f, spvrt_round_mode mode) {
    if (isnan(x) || isinf(x) || x == 0.0)
        return x;
    uint64_t m;
    int e;
    decompose(x, &m, &e);
    return round_to_format(signbit(x) != 0, m, e, f, mode);
}

/* ---- float16 ------------------------------------------------------------ */

/* IEEE 754 binary16: 1 sign, 5 exponent (bias 15), 10 fraction bits. */
double spvrt_f16_to_f64(uint16_t h) {
    bool negative = (h & 0x8000) != 0;
    int exponent = (h >> 10) & 0x1f;
    int fraction = h & 0x3ff;
    double value;
    if (exponent == 0x1f) {
        if (fraction == 0)
            value = INFINITY;
        else
            return spvrt_f64_from_bits((negative ? UINT64_C(1) << 63 : 0) | UINT64_C(0x7ff0000000000000) |
                                       ((uint64_t)fraction << 42) | (UINT64_C(1) << 51));
    } else if (exponent == 0) {
        value = ldexp((double)fraction, -24);
    } else {
        value = ldexp((double)(fraction | 0x400), exponent - 25);
    }
    return negative ? -value : value;
}

float spvrt_f16_to_f32(uint16_t h) {
    if ((h & 0x7c00) == 0x7c00 && (h & 0x3ff)) {
        uint32_t sign = (uint32_t)(h & 0x8000) << 16;
        return spvrt_f32_from_bits(sign | 0x7fc00000u | ((uint32_t)(h & 0x3ff) << 13));
    }
    return (float)spvrt_f16_to_f64(h);
}

/* Encode a double that is exactly a float16 value (or +-Inf). */
static uint16_t encode_f16(double v) {
    uint16_t sign = signbit(v) ? 0x8000 : 0;
    double magnitude = fabs(v);
    if (isinf(magnitude))
        return sign | 0x7c00;
    if (magnitude < ldexp(1.0, -14))
        return sign | (uint16_t)ldexp(magnitude, 24);
    int exponent;
    double fraction = frexp(magnitude, &exponent); /* [0.5, 1) */
    uint16_t significand = (uint16_t)ldexp(fraction, 11); /* [1024, 2048) */
    return sign | (uint16_t)((exponent + 14) << 10) | (significand & 0x3ff);
}

static uint16_t nan_to_f16(double x) {
    uint64_t bits = spvrt_f64_bits(x);
    uint16_t sign = (bits >> 63) ? 0x8000 : 0;
    return sign | 0x7e00 | (uint16_t)((bits >> 42) & 0x3ff);
}

uint16_t spvrt_f64_to_f16(double x, spvrt_round_mode mode) {
    if (isnan(x))
        return nan_to_f16(x);
    return encode_f16(round_double(x, &FORMAT_F16, mode));
}

uint16_t spvrt_f32_to_f16(float x, spvrt_round_mode mode) {
    return spvrt_f64_to_f16((double)x, mode);
}

float spvrt_f64_to_f32(double x, spvrt_round_mode mode) {
    if (isnan(x))
        return (float)x;
    return (float)round_double(x, &FORMAT_F32, mode);
}

/* ---- integers to floats ------------------------------------------------- */

double spvrt_u64_to_float(uint64_t v, int float_bits, spvrt_round_mode mode) {
    return round_to_format(false, v, 0, format_of_width(float_bits), mode);
}

double spvrt_s64_to_float(int64_t v, int float_bits, spvrt_round_mode mode) {
    uint64_t magnitude = v < 0 ? UINT64_C(0) - (uint64_t)v : (uint64_t)v;
    return round_to_format(v < 0, magnitude, 0, format_of_width(float_bits), mode);
}

uint16_t spvrt_u64_to_f16(uint64_t v, spvrt_round_mode mode) {
    return encode_f16(spvrt_u64_to_float(v, 16, mode));
}

uint16_t spvrt_s64_to_f16(int64_t v, spvrt_round_mode mode) {
    double r = spvrt_s64_to_float(v, 16, mode);
    return encode_f16(r == 0.0 ? 0.0 : r); /* an integer zero converts to +0 */
}

/* ---- floats to integers ------------------------------------------------- */

/* Round to an integral value with the mode, without the host environment. */
static double round_integral(double x, spvrt_round_mode mode) {
    switch (mode) {
    case SPVRT_ROUND_RTZ:
        return trunc(x);
    case SPVRT_ROUND_RTP:
        return ceil(x);
    case SPVRT_ROUND_RTN:
        return floor(x);
    case SPVRT_ROUND_RTE:
        break;
    }
    double whole = trunc(x);
    double rest = fabs(x - whole); /* exact */
    if (rest > 0.5 || (rest == 0.5 && fmod(whole, 2.0) != 0.0))
        whole += x < 0 ? -1.0 : 1.0;
    return whole;
}

int64_t spvrt_float_to_s64(double x, int int_bits, spvrt_round_mode mode) {
    if (isnan(x))
        return 0;
    if (int_bits < 1 || int_bits > 64)
        int_bits = 64;
    double r = round_integral(x, mode);
    double limit = ldexp(1.0, int_bits - 1); /* 2^(bits-1), exact */
    if (r >= limit)
        return (int64_t)((UINT64_C(1) << (int_bits - 1)) - 1);
    if (r <= -limit)
        return -(int64_t)((UINT64_C(1) << (int_bits - 1)) - 1) - 1;
    return (int64_t)r;
}

uint64_t spvrt_float_to_u64(double x, int int_bits, spvrt_round_mode mode) {
    if (isnan(x))
        return 0;
    if (int_bits < 1 || int_bits > 64)
        int_bits = 64;
    double r = round_integral(x, mode);
    if (r <= 0.0)
        return 0;
    if (r >= ldexp(1.0, int_bits))
        return int_bits == 64 ? UINT64_MAX : (UINT64_C(1) << int_bits) - 1;
    return (uint64_t)r;
}

/* ---- saturating integer conversions (3.52.11 SaturatedConversion) ------- */

static int64_t signed_max(int bits) {
    return bits >= 64 ? INT64_MAX : (int64_t)((UINT64_C(1) << (bits - 1)) - 1);
}

static uint64_t unsigned_max(int bits) {
    return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
}

uint64_t spvrt_sat_s64_to_u(int64_t v, int int_bits) {
    if (v < 0)
        return 0;
    return (uint64_t)v > unsigned_max(int_bits) ? unsigned_max(int_bits) : (uint64_t)v;
}

int64_t spvrt_sat_u64_to_s(uint64_t v, int int_bits) {
    return v > (uint64_t)signed_max(int_bits) ? signed_max(int_bits) : (int64_t)v;
}

int64_t spvrt_sat_s64_to_s(int64_t v, int int_bits) {
    int64_t hi = signed_max(int_bits), lo = -hi - 1;
    return v > hi ? hi : v < lo ? lo : v;
}

uint64_t spvrt_sat_u64_to_u(uint64_t v, int int_bits) {
    return v > unsigned_max(int_bits) ? unsigned_max(int_bits) : v;
}

/* ---- OpQuantizeToF16 and denormal flushing ------------------------------ */

float spvrt_quantize_to_f16(float x) {
    uint16_t h = spvrt_f32_to_f16(x, SPVRT_ROUND_RTE);
    if ((h & 0x7c00) == 0)
        h &= 0x8000; /* too small for a normal float16: a zero of x's sign */
    return spvrt_f16_to_f32(h);
}

float spvrt_flush_denorm_f32(float x) {
    return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x;
}

double spvrt_flush_denorm_f64(double x) {
    return fpclassify(x) == FP_SUBNORMAL ? copysign(0.0, x) : x;
}

uint16_t spvrt_flush_denorm_f16(uint16_t h) {
    return (h & 0x7c00) == 0 ? (uint16_t)(h & 0x8000) : h;
}
