/* spvrt exec: image formats (docs/exec.md "Images").
 *
 * The format table: every VkFormat of the Vulkan environment's storage-image
 * table (appendix "Compatibility Between SPIR-V Image Formats and Vulkan
 * Formats": Rgba32f ... R64i) and the common sampled ones: UNORM, SNORM,
 * UINT, SINT, SRGB and SFLOAT with 8, 16 and 32-bit components (1 to 4 of
 * them, also the BGR(A) orders), A8B8G8R8 / A2R10G10B10 / A2B10G10R10 packs,
 * R5G6B5 / B5G6R5, B10G11R11_UFLOAT, E5B9G9R9_UFLOAT, D16_UNORM,
 * X8_D24_UNORM and D32_SFLOAT.  USCALED/SSCALED, 64-bit floats, 4-bit and
 * 5/5/5/1 packs and compressed formats are not in it (spvrt_format_supported
 * says false; a binding of one is refused at dispatch).
 *
 * A texel is read as a little-endian integer of its bytes; every component
 * is a bit field of it (for the byte-array formats like R8G8B8A8 that is
 * the same as byte after byte on the little-endian hosts spvrt runs on).
 *
 * Conversions, Vulkan "Fixed-Point Data Conversions", "sRGB Conversion",
 * "Floating-Point Format Conversions" and the 16/11/10-bit float and
 * shared-exponent sections:
 *   UNORM -> float  f = c / (2^b - 1)
 *   SNORM -> float  f = max(c / (2^(b-1) - 1), -1.0)
 *   float -> UNORM  c = convertFloatToUint(clamp(f, 0, 1) * (2^b - 1)); the
 *                   spec asks for round to nearest; ties (which it leaves
 *                   open) go to even.  NaN gives 0.
 *   float -> SNORM  c = convertFloatToInt(clamp(f, -1, 1) * (2^(b-1) - 1)),
 *                   likewise.
 *   sRGB decode     c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4
 *   sRGB encode     l <= 0.0031308 ? 12.92 l : 1.055 l^(1/2.4) - 0.055
 *                   (computed in double, rounded once to float; then the
 *                   UNORM conversion above).
 *   float -> 16-bit float: round to nearest even, overflow to infinity (the
 *                   spec leaves both the rounding and overflow open).
 *   float -> 11/10-bit unsigned float: round to nearest (even); negative
 *                   values and -inf give 0, values above the largest finite
 *                   one (65024 / 64512) give it, +inf stays +inf and NaN
 *                   gives a NaN ("Unsigned 11-Bit Floating-Point Numbers").
 *   shared exponent: Vulkan "Shared Exponent to RGB" to decode; to encode,
 *                   the algorithm of the OpenGL spec's RGB9_E5 section that
 *                   the Vulkan one refers to (with round to nearest of the
 *                   mantissas).
 * A computation exact in double (every fixed-point conversion here) is
 * rounded once to float. */
#include <math.h>
#include <string.h>

#include "image.h"
#include "numeric.h"

enum { R = 0, G = 1, B = 2, A = 3 };

/* Formats laid out as 1-4 components of equal width, in R, G, B, A order. */
#define PLAIN(vk, numeric, n, bits)                                                                            \
    {vk, (uint8_t)((n) * (bits) / 8), n, numeric, false, {0, (bits), 2 * (bits), 3 * (bits)},                   \
     {(bits), (n) > 1 ? (bits) : 0, (n) > 2 ? (bits) : 0, (n) > 3 ? (bits) : 0}}
/* Packed or reordered: bytes, components, numeric, offsets and widths of R, G, B, A. */
#define PACKED(vk, bytes, n, numeric, ro, rw, go, gw, bo, bw, ao, aw)                                           \
    {vk, bytes, n, numeric, false, {ro, go, bo, ao}, {rw, gw, bw, aw}}

#define FAMILY_8(first_unorm, n)                                                                               \
    PLAIN(first_unorm, EXEC_NUM_UNORM, n, 8), PLAIN(first_unorm + 1, EXEC_NUM_SNORM, n, 8),                    \
        PLAIN(first_unorm + 4, EXEC_NUM_UINT, n, 8), PLAIN(first_unorm + 5, EXEC_NUM_SINT, n, 8),              \
        PLAIN(first_unorm + 6, EXEC_NUM_SRGB, n, 8)
#define FAMILY_16(first_unorm, n)                                                                              \
    PLAIN(first_unorm, EXEC_NUM_UNORM, n, 16), PLAIN(first_unorm + 1, EXEC_NUM_SNORM, n, 16),                  \
        PLAIN(first_unorm + 4, EXEC_NUM_UINT, n, 16), PLAIN(first_unorm + 5, EXEC_NUM_SINT, n, 16),            \
        PLAIN(first_unorm + 6, EXEC_NUM_SFLOAT, n, 16)
#define FAMILY_32(first_uint, n)                                                                               \
    PLAIN(first_uint, EXEC_NUM_UINT, n, 32), PLAIN(first_uint + 1, EXEC_NUM_SINT, n, 32),                      \
        PLAIN(first_uint + 2, EXEC_NUM_SFLOAT, n, 32)
/* B8G8R8(A8): bytes B, G, R (, A) */
#define FAMILY_BGR8(first_unorm, n)                                                                            \
    PACKED(first_unorm, n, n, EXEC_NUM_UNORM, 16, 8, 8, 8, 0, 8, 24, (n) > 3 ? 8 : 0),                         \
        PACKED(first_unorm + 1, n, n, EXEC_NUM_SNORM, 16, 8, 8, 8, 0, 8, 24, (n) > 3 ? 8 : 0),                 \
        PACKED(first_unorm + 4, n, n, EXEC_NUM_UINT, 16, 8, 8, 8, 0, 8, 24, (n) > 3 ? 8 : 0),                  \
        PACKED(first_unorm + 5, n, n, EXEC_NUM_SINT, 16, 8, 8, 8, 0, 8, 24, (n) > 3 ? 8 : 0),                  \
        PACKED(first_unorm + 6, n, n, EXEC_NUM_SRGB, 16, 8, 8, 8, 0, 8, 24, (n) > 3 ? 8 : 0)
/* A2R10G10B10 (B in the low bits) and A2B10G10R10 (R in the low bits) */
#define FAMILY_1010102(first_unorm, r_offset, b_offset)                                                        \
    PACKED(first_unorm, 4, 4, EXEC_NUM_UNORM, r_offset, 10, 10, 10, b_offset, 10, 30, 2),                      \
        PACKED(first_unorm + 1, 4, 4, EXEC_NUM_SNORM, r_offset, 10, 10, 10, b_offset, 10, 30, 2),              \
        PACKED(first_unorm + 4, 4, 4, EXEC_NUM_UINT, r_offset, 10, 10, 10, b_offset, 10, 30, 2),               \
        PACKED(first_unorm + 5, 4, 4, EXEC_NUM_SINT, r_offset, 10, 10, 10, b_offset, 10, 30, 2)

/* Sorted by VkFormat. */
static const exec_format formats[] = {
    PACKED(4, 2, 3, EXEC_NUM_UNORM, 11, 5, 5, 6, 0, 5, 0, 0),   /* R5G6B5_UNORM_PACK16 */
    PACKED(5, 2, 3, EXEC_NUM_UNORM, 0, 5, 5, 6, 11, 5, 0, 0),   /* B5G6R5_UNORM_PACK16 */
    FAMILY_8(9, 1),                                             /* R8_* 9..15 */
    FAMILY_8(16, 2),                                            /* R8G8_* 16..22 */
    FAMILY_8(23, 3),                                            /* R8G8B8_* 23..29 */
    FAMILY_BGR8(30, 3),                                         /* B8G8R8_* 30..36 */
    FAMILY_8(37, 4),                                            /* R8G8B8A8_* 37..43 */
    FAMILY_BGR8(44, 4),                                         /* B8G8R8A8_* 44..50 */
    FAMILY_8(51, 4),                                            /* A8B8G8R8_*_PACK32 51..57: R in the low byte */
    FAMILY_1010102(58, 20, 0),                                  /* A2R10G10B10_*_PACK32 58..63 */
    FAMILY_1010102(64, 0, 20),                                  /* A2B10G10R10_*_PACK32 64..69 */
    FAMILY_16(70, 1),                                           /* R16_* 70..76 */
    FAMILY_16(77, 2),                                           /* R16G16_* 77..83 */
    FAMILY_16(84, 3),                                           /* R16G16B16_* 84..90 */
    FAMILY_16(91, 4),                                           /* R16G16B16A16_* 91..97 */
    FAMILY_32(98, 1),                                           /* R32_* 98..100 */
    FAMILY_32(101, 2),                                          /* R32G32_* 101..103 */
    FAMILY_32(104, 3),                                          /* R32G32B32_* 104..106 */
    FAMILY_32(107, 4),                                          /* R32G32B32A32_* 107..109 */
    PLAIN(110, EXEC_NUM_UINT, 1, 64),                           /* R64_UINT */
    PLAIN(111, EXEC_NUM_SINT, 1, 64),                           /* R64_SINT */
    PACKED(122, 4, 3, EXEC_NUM_UFLOAT, 0, 11, 11, 11, 22, 10, 0, 0), /* B10G11R11_UFLOAT_PACK32 */
    PACKED(123, 4, 3, EXEC_NUM_SHAREDEXP, 0, 9, 9, 9, 18, 9, 27, 5), /* E5B9G9R9: A's field is the exponent */
    {124, 2, 1, EXEC_NUM_UNORM, true, {0, 0, 0, 0}, {16, 0, 0, 0}},  /* D16_UNORM */
    {125, 4, 1, EXEC_NUM_UNORM, true, {0, 0, 0, 0}, {24, 0, 0, 0}},  /* X8_D24_UNORM_PACK32 */
    {126, 4, 1, EXEC_NUM_SFLOAT, true, {0, 0, 0, 0}, {32, 0, 0, 0}}, /* D32_SFLOAT */
};

/* Binary search of the table (sorted by VkFormat; the USCALED / SSCALED
 * members of each family, first + 2 and first + 3, are not in it). */
const exec_format *exec_format_find(uint32_t vk_format)
{
    size_t lo = 0, hi = sizeof formats / sizeof formats[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (formats[mid].vk == vk_format)
            return &formats[mid];
        if (formats[mid].vk < vk_format)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

uint32_t exec_format_from_spirv(uint32_t image_format)
{
    /* SPIR-V Image Format 1 (Rgba32f) ... 41 (R64i) -> VkFormat */
    static const uint16_t table[42] = {
        0,   109, 97,  100, 37,  38,  103, 83, 122, 76, 91, 64, 77, 16, 70, 9,   92,  78,  17,  71, 10,
        108, 96,  42,  99,  102, 82,  21,  75, 14,  107, 95, 41, 98, 68, 101, 81, 20, 74, 13, 110, 111,
    };
    return image_format < 42 ? table[image_format] : 0;
}

bool spvrt_format_supported(uint32_t vk_format)
{
    return exec_format_find(vk_format) != NULL;
}

uint32_t spvrt_format_texel_size(uint32_t vk_format)
{
    const exec_format *f = exec_format_find(vk_format);
    return f ? f->bytes : 0;
}

/* ---- conversions ------------------------------------------------------------------ */

float exec_unorm_to_float(uint64_t c, uint32_t bits)
{
    return (float)((double)c / (double)((1ull << bits) - 1u));
}

float exec_snorm_to_float(int64_t c, uint32_t bits)
{
    double f = (double)c / (double)((1ll << (bits - 1)) - 1);
    return (float)(f < -1.0 ? -1.0 : f);
}

uint64_t exec_float_to_unorm(float f, uint32_t bits)
{
    if (!(f > 0.0f)) /* also NaN */
        return 0;
    if (f >= 1.0f)
        return (1ull << bits) - 1u;
    /* exact in double for bits <= 29: a float has 24 significant bits */
    return (uint64_t)nearbyint((double)f * (double)((1ull << bits) - 1u));
}

int64_t exec_float_to_snorm(float f, uint32_t bits)
{
    int64_t max = (1ll << (bits - 1)) - 1;
    if (f != f)
        return 0;
    if (f >= 1.0f)
        return max;
    if (f <= -1.0f)
        return -max;
    return (int64_t)nearbyint((double)f * (double)max);
}

static double srgb_eotf(double x)
{
    return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4);
}

float exec_srgb_to_linear(float c)
{
    return (float)srgb_eotf(c);
}

float exec_linear_to_srgb(float l)
{
    double x = l;
    if (!(x > 0.0))
        return 0.0f;
    if (x >= 1.0)
        return 1.0f;
    return (float)(x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1.0 / 2.4) - 0.055);
}

/* Unsigned float with 5 exponent bits (bias 15) and m mantissa bits. */
float exec_ufloat_to_float(uint32_t bits, uint32_t m)
{
    uint32_t e = (bits >> m) & 31u, f = bits & ((1u << m) - 1u);
    if (e == 31)
        return f ? NAN : INFINITY;
    if (e == 0)
        return (float)ldexp((double)f, -14 - (int)m);
    return (float)ldexp((double)((1u << m) | f), (int)e - 15 - (int)m);
}

uint32_t exec_float_to_ufloat(float x, uint32_t m)
{
    uint32_t inf = 31u << m;
    if (x != x)
        return inf | 1u;
    if (!(x > 0.0f))
        return 0;               /* negative, -0, -inf */
    if (isinf(x))
        return inf;
    double max = ldexp((double)((2u << m) - 1u), 15 - (int)m); /* 65024 (m = 6), 64512 (m = 5) */
    if ((double)x >= max)
        return inf - 1u;
    int e;
    (void)frexp((double)x, &e);   /* x = f * 2^e, f in [0.5, 1): unbiased exponent e - 1 */
    int exponent = e - 1;
    if (exponent < -14)
        exponent = -14;           /* denormals share the exponent of the smallest normal */
    double scaled = ldexp((double)x, (int)m - exponent); /* mantissa units, exact */
    uint64_t q = (uint64_t)nearbyint(scaled);
    /* q may round up to 2^(m+1): the next binade (representable: x < max) */
    uint32_t biased = (uint32_t)(exponent + 15);
    if (q < (1ull << m))
        return (uint32_t)q;       /* denormal (only with exponent -14) */
    if (q >= (2ull << m)) {
        q >>= 1;
        biased++;
    }
    return (biased << m) | ((uint32_t)q & ((1u << m) - 1u));
}

/* Vulkan "Shared Exponent to RGB": c = c_mantissa * 2^(exp - B - N), B = 15, N = 9. */
void exec_rgb9e5_to_float(uint32_t p, float rgb[3])
{
    int e = (int)(p >> 27);
    for (int i = 0; i < 3; i++)
        rgb[i] = (float)ldexp((double)((p >> (9 * i)) & 511u), e - 15 - 9);
}

/* RGB to shared exponent (OpenGL 4.6 section 8.5.2, which Vulkan's
 * E5B9G9R9 definition follows): clamp to [0, sharedexp_max], exp_shared =
 * max(-B - 1, floor(log2(max_c))) + 1 + B, mantissas round(c / 2^(exp_shared -
 * B - N)); if the largest rounds to 2^N, exp_shared + 1. */
uint32_t exec_float_to_rgb9e5(const float rgb[3])
{
    const double max_value = ldexp(511.0, 31 - 15 - 9); /* (2^9 - 1) / 2^9 * 2^(31 - 15) */
    double c[3];
    double max_c = 0.0;
    for (int i = 0; i < 3; i++) {
        double v = rgb[i];
        c[i] = v > 0.0 ? (v < max_value ? v : max_value) : 0.0; /* NaN -> 0 */
        if (c[i] > max_c)
            max_c = c[i];
    }
    int floor_log2 = -16;
    if (max_c > 0.0) {
        int e;
        (void)frexp(max_c, &e);
        floor_log2 = e - 1;
    }
    int exp_shared = (floor_log2 < -16 ? -16 : floor_log2) + 1 + 15;
    double max_s = floor(max_c / ldexp(1.0, exp_shared - 15 - 9) + 0.5);
    if (max_s >= 512.0)
        exp_shared++;
    uint32_t out = (uint32_t)exp_shared << 27;
    for (int i = 0; i < 3; i++) {
        uint32_t s = (uint32_t)floor(c[i] / ldexp(1.0, exp_shared - 15 - 9) + 0.5);
        out |= (s > 511u ? 511u : s) << (9 * i);
    }
    return out;
}

/* ---- texels -------------------------------------------------------------------------- */

static uint64_t field(const uint8_t *src, uint32_t bytes, uint32_t offset, uint32_t width)
{
    /* the component's bytes only: never past the texel */
    uint32_t first = offset / 8, last = (offset + width - 1) / 8;
    uint64_t v = 0;
    for (uint32_t i = first; i <= last && i < bytes; i++)
        v |= (uint64_t)src[i] << (8 * (i - first));
    v >>= offset % 8;
    return width >= 64 ? v : v & ((1ull << width) - 1u);
}

static void put_field(uint8_t *dst, uint32_t bytes, uint32_t offset, uint32_t width, uint64_t value)
{
    uint32_t first = offset / 8, last = (offset + width - 1) / 8;
    uint64_t mask = width >= 64 ? UINT64_MAX : (1ull << width) - 1u;
    value &= mask;
    uint32_t shift = offset % 8;
    for (uint32_t i = first; i <= last && i < bytes; i++) {
        uint32_t at = 8 * (i - first);
        /* bits of byte i that belong to the field, and their new value */
        uint64_t m = at >= shift ? mask >> (at - shift) : mask << (shift - at);
        uint64_t v = at >= shift ? value >> (at - shift) : value << (shift - at);
        dst[i] = (uint8_t)((dst[i] & ~(uint8_t)m) | ((uint8_t)v & (uint8_t)m));
    }
}

static int64_t sign_extend(uint64_t v, uint32_t width)
{
    if (width >= 64)
        return (int64_t)v;
    uint64_t sign = 1ull << (width - 1);
    return (int64_t)((v ^ sign) - sign);
}

void exec_format_decode(const exec_format *fmt, const uint8_t *src, exec_texel *out)
{
    for (int c = 0; c < 4; c++) {
        out->f[c] = c == A ? 1.0f : 0.0f;
        out->u[c] = c == A ? 1u : 0u;
    }
    if (fmt->numeric == EXEC_NUM_SHAREDEXP) {
        uint32_t p = (uint32_t)field(src, fmt->bytes, 0, 32);
        exec_rgb9e5_to_float(p, out->f);
        return;
    }
    for (int c = 0; c < 4; c++) {
        uint32_t w = fmt->width[c];
        if (!w)
            continue;
        uint64_t bits = field(src, fmt->bytes, fmt->offset[c], w);
        switch ((exec_numeric)fmt->numeric) {
        case EXEC_NUM_UNORM: out->f[c] = exec_unorm_to_float(bits, w); break;
        case EXEC_NUM_SNORM: out->f[c] = exec_snorm_to_float(sign_extend(bits, w), w); break;
        case EXEC_NUM_SRGB:
            /* the EOTF of the exact c / (2^b - 1), rounded once */
            out->f[c] = c == A ? exec_unorm_to_float(bits, w)
                               : (float)srgb_eotf((double)bits / (double)((1ull << w) - 1u));
            break;
        case EXEC_NUM_UINT: out->u[c] = bits; break;
        case EXEC_NUM_SINT: out->u[c] = (uint64_t)sign_extend(bits, w); break;
        case EXEC_NUM_SFLOAT:
            out->f[c] = w == 16 ? spvrt_f16_to_f32((uint16_t)bits) : spvrt_f32_from_bits((uint32_t)bits);
            break;
        case EXEC_NUM_UFLOAT: out->f[c] = exec_ufloat_to_float((uint32_t)bits, w - 5u); break;
        case EXEC_NUM_SHAREDEXP: break;
        }
    }
}

void exec_format_encode(const exec_format *fmt, const exec_texel *in, uint8_t *dst)
{
    if (fmt->numeric == EXEC_NUM_SHAREDEXP) {
        uint32_t p = exec_float_to_rgb9e5(in->f);
        for (uint32_t i = 0; i < 4; i++)
            dst[i] = (uint8_t)(p >> (8 * i));
        return;
    }
    for (int c = 0; c < 4; c++) {
        uint32_t w = fmt->width[c];
        if (!w)
            continue;
        uint64_t bits = 0;
        switch ((exec_numeric)fmt->numeric) {
        case EXEC_NUM_UNORM: bits = exec_float_to_unorm(in->f[c], w); break;
        case EXEC_NUM_SNORM: bits = (uint64_t)exec_float_to_snorm(in->f[c], w); break;
        case EXEC_NUM_SRGB:
            bits = exec_float_to_unorm(c == A ? in->f[c] : exec_linear_to_srgb(in->f[c]), w);
            break;
        case EXEC_NUM_UINT:
        case EXEC_NUM_SINT: bits = in->u[c]; break; /* "cannot be represented": undefined; truncated here */
        case EXEC_NUM_SFLOAT:
            bits = w == 16 ? spvrt_f32_to_f16(in->f[c], SPVRT_ROUND_RTE) : spvrt_f32_bits(in->f[c]);
            break;
        case EXEC_NUM_UFLOAT: bits = exec_float_to_ufloat(in->f[c], w - 5u); break;
        case EXEC_NUM_SHAREDEXP: break;
        }
        put_field(dst, fmt->bytes, fmt->offset[c], w, bits);
    }
}

/* ---- image memory (spvrt.h) ----------------------------------------------------------------- */

static uint64_t level_bytes(const spvrt_image *im, uint32_t level, uint32_t texel)
{
    return (uint64_t)exec_level_extent(im->width, level) * exec_level_extent(im->height, level) *
           exec_level_extent(im->depth, level) * im->array_layers * im->samples * texel;
}

uint64_t spvrt_image_size(const spvrt_image *im)
{
    const exec_format *f = im ? exec_format_find(im->format) : NULL;
    if (!f || !im->width || !im->height || !im->depth || !im->array_layers || !im->mip_levels || !im->samples)
        return 0;
    if (im->samples & (im->samples - 1u) || im->samples > 64)
        return 0;
    uint32_t largest = im->width > im->height ? im->width : im->height;
    largest = largest > im->depth ? largest : im->depth;
    uint32_t levels_possible = 1;
    while (levels_possible < 33 && (largest >> levels_possible))
        levels_possible++;
    if (im->mip_levels > levels_possible)
        return 0;
    if (im->width > (1u << 24) || im->height > (1u << 24) || im->depth > (1u << 24) || im->array_layers > (1u << 16))
        return 0;
    switch (im->dim) {
    case SPVRT_IMAGE_1D:
        if (im->height != 1 || im->depth != 1)
            return 0;
        break;
    case SPVRT_IMAGE_2D:
        if (im->depth != 1)
            return 0;
        break;
    case SPVRT_IMAGE_3D:
        if (im->array_layers != 1)
            return 0;
        break;
    case SPVRT_IMAGE_CUBE:
        if (im->depth != 1 || im->width != im->height || im->array_layers % 6u)
            return 0;
        break;
    case SPVRT_IMAGE_BUFFER:
        if (im->height != 1 || im->depth != 1 || im->array_layers != 1 || im->mip_levels != 1)
            return 0;
        break;
    default:
        return 0;
    }
    if (im->samples > 1 && (im->dim != SPVRT_IMAGE_2D || im->mip_levels != 1))
        return 0;
    uint64_t total = 0;
    for (uint32_t l = 0; l < im->mip_levels; l++) {
        uint64_t b = level_bytes(im, l, f->bytes);
        if (b > (1ull << 46) || total > (1ull << 46))
            return 0;
        total += b;
    }
    return total;
}

uint64_t spvrt_image_texel_offset(const spvrt_image *im, uint32_t level, uint32_t layer, uint32_t sample, uint32_t x,
                                  uint32_t y, uint32_t z)
{
    const exec_format *f = exec_format_find(im->format);
    if (!f)
        return 0;
    uint64_t at = 0;
    for (uint32_t l = 0; l < level && l < im->mip_levels; l++)
        at += level_bytes(im, l, f->bytes);
    uint64_t w = exec_level_extent(im->width, level), h = exec_level_extent(im->height, level),
             d = exec_level_extent(im->depth, level);
    uint64_t slice = ((uint64_t)layer * im->samples + sample) * d + z;
    return at + ((slice * h + y) * w + x) * f->bytes;
}
