/* Typed literal numbers as spirv-dis prints them.
 *
 * Integers: signed types print as a signed decimal (a 32-bit word read as
 * int32, which is right for sign-extended narrow types, SPIR-V 2.2.1
 * "Literal"), unsigned as unsigned decimal; 64-bit values take two words,
 * low-order first.  Floats: zero and normal 32/64-bit values print in
 * decimal with enough digits to round-trip (max_digits10: 9 and 17, "%g"
 * style); subnormals, infinities and NaNs print as hex floats; 16-bit
 * floats always print as hex floats.  Literals wider than 64 bits print
 * as nothing at all, as in spirv-dis.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "text.h"

/* Hex float: [-]0x1.<fraction>p<exponent>, denormals normalized, trailing
 * zero nibbles dropped, zero as 0x0p+0. */
static void format_hex_float(spvrt_buffer *out, uint64_t bits, unsigned fraction_bits, unsigned exponent_bits)
{
    unsigned nibbles = (fraction_bits + 3) / 4;
    unsigned pad = nibbles * 4 - fraction_bits; /* fraction left-aligned to whole nibbles */
    uint64_t fraction_mask = (1ull << fraction_bits) - 1;
    uint64_t exponent = (bits >> fraction_bits) & ((1ull << exponent_bits) - 1);
    bool negative = (bits >> (fraction_bits + exponent_bits)) & 1;
    uint64_t fraction = (bits & fraction_mask) << pad;
    int bias = (1 << (exponent_bits - 1)) - 1;
    bool zero = exponent == 0 && fraction == 0;
    int e = zero ? 0 : (int)exponent - bias;
    if (exponent == 0 && !zero) {
        uint64_t top = 1ull << (nibbles * 4 - 1);
        while (!(fraction & top)) {
            fraction <<= 1;
            e--;
        }
        fraction = (fraction << 1) & ((1ull << (nibbles * 4)) - 1); /* the leading 1 becomes implicit */
    }
    while (nibbles > 0 && (fraction & 0xF) == 0) {
        fraction >>= 4;
        nibbles--;
    }
    char tmp[64];
    int n;
    if (nibbles)
        n = snprintf(tmp, sizeof tmp, "%s0x%c.%0*llxp%s%d", negative ? "-" : "", zero ? '0' : '1', (int)nibbles,
                     (unsigned long long)fraction, e >= 0 ? "+" : "", e);
    else
        n = snprintf(tmp, sizeof tmp, "%s0x%cp%s%d", negative ? "-" : "", zero ? '0' : '1', e >= 0 ? "+" : "", e);
    spvrt_buffer_append(out, tmp, (size_t)n);
}

/* Floats of an FP Encoding (SPV_KHR_bfloat16, SPV_EXT_float8, SPV_EXT_float4/6,
 * SPV_EXT_mxint8...) print as hex floats, as the newest spirv-dis does
 * (SPIRV-Tools 47c74f48 source/util/hex_float.h): the value's own bits
 * through the same layout as binary16; E8M0 is an unsigned exponent alone
 * (0x1p<e - 127>); MXInt8 is the two's complement byte / 64, printed as a
 * 32-bit float.  Returns false for a kind that is not one of these. */
static bool format_encoded_float(spvrt_buffer *out, uint32_t w, spvrt_number_kind kind)
{
    switch (kind) {
    case SPVRT_NUMBER_BFLOAT16: format_hex_float(out, w & 0xFFFFu, 7, 8); return true;
    case SPVRT_NUMBER_FLOAT8_E4M3: format_hex_float(out, w & 0xFFu, 3, 4); return true;
    case SPVRT_NUMBER_FLOAT8_E5M2: format_hex_float(out, w & 0xFFu, 2, 5); return true;
    case SPVRT_NUMBER_FLOAT6_E2M3: format_hex_float(out, w & 0x3Fu, 3, 2); return true;
    case SPVRT_NUMBER_FLOAT6_E3M2: format_hex_float(out, w & 0x3Fu, 2, 3); return true;
    case SPVRT_NUMBER_FLOAT4_E2M1: format_hex_float(out, w & 0xFu, 1, 2); return true;
    case SPVRT_NUMBER_FLOAT8_E8M0: spvrt_buffer_printf(out, "0x1p%+d", (int)(w & 0xFFu) - 127); return true;
    case SPVRT_NUMBER_MXINT8: {
        float f = (float)(int8_t)(uint8_t)(w & 0xFFu) / 64.0f; /* exact */
        uint32_t b;
        memcpy(&b, &f, sizeof b);
        format_hex_float(out, b, 23, 8);
        return true;
    }
    default: return false;
    }
}

void spvrt_format_number(spvrt_buffer *out, const uint32_t *words, spvrt_number_kind kind, unsigned bits)
{
    char tmp[64];
    int n = 0;
    if (bits > 64) /* spirv-dis prints nothing for wider literals */
        return;
    if (kind > SPVRT_NUMBER_FLOAT) {
        format_encoded_float(out, words[0], kind);
        return;
    }
    if (bits <= 32) {
        uint32_t w = words[0];
        switch (kind) {
        case SPVRT_NUMBER_SINT:
            n = snprintf(tmp, sizeof tmp, "%d", (int32_t)w);
            break;
        case SPVRT_NUMBER_FLOAT:
            if (bits == 16) {
                format_hex_float(out, w & 0xFFFFu, 10, 5);
                return;
            } else {
                float f;
                memcpy(&f, &w, sizeof f);
                int c = fpclassify(f);
                if (c == FP_ZERO || c == FP_NORMAL)
                    n = snprintf(tmp, sizeof tmp, "%.9g", (double)f);
                else {
                    format_hex_float(out, w, 23, 8);
                    return;
                }
            }
            break;
        default:
            n = snprintf(tmp, sizeof tmp, "%u", w);
            break;
        }
    } else {
        uint64_t v = (uint64_t)words[0] | ((uint64_t)words[1] << 32);
        switch (kind) {
        case SPVRT_NUMBER_SINT:
            n = snprintf(tmp, sizeof tmp, "%lld", (long long)(int64_t)v);
            break;
        case SPVRT_NUMBER_FLOAT: {
            double d;
            memcpy(&d, &v, sizeof d);
            int c = fpclassify(d);
            if (c == FP_ZERO || c == FP_NORMAL)
                n = snprintf(tmp, sizeof tmp, "%.17g", d);
            else {
                format_hex_float(out, v, 52, 11);
                return;
            }
            break;
        }
        default:
            n = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)v);
            break;
        }
    }
    spvrt_buffer_append(out, tmp, (size_t)n);
}
