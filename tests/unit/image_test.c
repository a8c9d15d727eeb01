/* Images in the CPU engine (src/exec/image.c, formats.c, sample.c).
 *
 * Expected values come from this file: hand-computed bit patterns for a
 * member of every format family, the spec's conversion formulas written
 * again here, a small reference sampler (address modes, nearest / linear,
 * mipmaps, layers, offsets, Grad's LOD) written simply from the Vulkan
 * "Texel Filtering" text, hand-placed cube-face texels, and the storage /
 * texel-buffer / atomic / query results the shader must produce.  The
 * shaders are image_sample.comp and image_storage.comp, assembled by spvrt
 * from their disassembly in image_shaders.inc. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"
#include "exec/image.h"

#include "image_shaders.inc"

static int failures;
static long checks; /* values compared, for the summary line */

#define FAIL(...)                                                                                                     \
    do {                                                                                                              \
        fprintf(stderr, "image_test.c:%d: ", __LINE__);                                                               \
        fprintf(stderr, __VA_ARGS__);                                                                                 \
        fputc('\n', stderr);                                                                                          \
        failures++;                                                                                                   \
    } while (0)

/* ---- formats ----------------------------------------------------------------------------------- */

typedef struct bit_case {
    uint32_t vk;
    uint64_t bits[2];           /* the texel, little-endian words (up to 16 bytes) */
    double f[4];                /* float formats: expected RGBA */
    int64_t i[4];               /* integer formats */
} bit_case;

#define N(x) ((double)(x))
static const bit_case bit_cases[] = {
    /* R8G8B8A8_UNORM: c / 255 */
    {37, {0x33FF8000u}, {0, N(128) / 255, 1, N(0x33) / 255}, {0}},
    /* R8G8B8A8_SNORM: max(c / 127, -1) */
    {38, {0x007F8081u}, {-1, -1, 1, 0}, {0}},
    /* B8G8R8A8_UNORM: bytes B, G, R, A */
    {44, {0x44332211u}, {N(0x33) / 255, N(0x22) / 255, N(0x11) / 255, N(0x44) / 255}, {0}},
    /* R8_UNORM: G, B = 0, A = 1 */
    {9, {0xFFu}, {1, 0, 0, 1}, {0}},
    /* R8G8_SNORM */
    {17, {0xC040u}, {N(64) / 127, N(-64) / 127, 0, 1}, {0}},
    /* A2B10G10R10_UNORM: R bits 0-9, G 10-19, B 20-29, A 30-31 */
    {64, {0xC00FFC01u}, {N(1) / 1023, 1, 0, 1}, {0}},
    /* A2R10G10B10_UNORM: B in the low bits */
    {58, {0x40000000u | (0x3FFu << 20) | 0x200u}, {1, 0, N(512) / 1023, N(1) / 3}, {0}},
    /* R5G6B5_UNORM_PACK16: R bits 11-15, G 5-10, B 0-4 */
    {4, {0xF81Fu}, {1, 0, 1, 1}, {0}},
    {4, {0x0400u}, {0, N(32) / 63, 0, 1}, {0}},
    /* B5G6R5: B in the high bits */
    {5, {0xF800u}, {0, 0, 1, 1}, {0}},
    /* R16_SNORM: -32768 and -32767 are both -1 */
    {71, {0x8000u}, {-1, 0, 0, 1}, {0}},
    {71, {0x4000u}, {N(16384) / 32767, 0, 0, 1}, {0}},
    /* R16G16B16A16_SFLOAT: 1, -2, 65504, 2^-24 */
    {97, {0x00017BFFC0003C00ull}, {1, -2, 65504, 5.9604644775390625e-08}, {0}},
    /* R32G32B32_SFLOAT: 1.5, -0.25, 3 (12 bytes) */
    {106, {0xBE8000003FC00000ull, 0x40400000u}, {1.5, -0.25, 3, 1}, {0}},
    /* B10G11R11_UFLOAT: R = 1.0 (e 15: 0x3C0), G = 2.0 (0x400), B = 0.5 (10-bit, e 14: 0x1C0) */
    {122, {0x3C0u | (0x400u << 11) | (0x1C0ull << 22)}, {1, 2, 0.5, 1}, {0}},
    /* 11-bit denormal: mantissa 1 = 2^-14 * 1/64 */
    {122, {0x1u}, {ldexp(1, -20), 0, 0, 1}, {0}},
    /* E5B9G9R9: exponent 16, R 256, G 128: 256 * 2^(16-24) = 1, 0.5 */
    {123, {256u | (128u << 9) | (16ull << 27)}, {1, 0.5, 0, 1}, {0}},
    /* D16_UNORM, X8_D24_UNORM (the X bits ignored), D32_SFLOAT */
    {124, {0xFFFFu}, {1, 0, 0, 1}, {0}},
    {125, {0xFF800000u}, {N(0x800000) / 16777215, 0, 0, 1}, {0}},
    {126, {0x3E800000u}, {0.25, 0, 0, 1}, {0}},
    /* sRGB: ((c/255 + 0.055) / 1.055)^2.4 for R, G, B; A linear */
    {43, {0x80800A80u}, {-1, -1, -1, N(0x80) / 255}, {0}}, /* -1: computed below */
    /* integers */
    {41, {0x807F01FFu}, {0}, {255, 1, 127, 128}},
    {42, {0x807F01FFu}, {0}, {-1, 1, 127, -128}},
    {62, {(2u << 30) | (5u << 20) | (6u << 10) | 7u}, {0}, {5, 6, 7, 2}},
    {69, {(2u << 30) | (0x3FFu << 20) | (0x200u << 10) | 1u}, {0}, {1, -512, -1, -2}},
    {75, {0x8000u}, {0}, {-32768, 0, 0, 1}},
    {108, {0xFFFFFFFF80000000ull, 0x000000017FFFFFFFull}, {0}, {INT32_MIN, -1, INT32_MAX, 1}},
    {110, {0xFFFFFFFFFFFFFFFEull}, {0}, {(int64_t)0xFFFFFFFFFFFFFFFEull, 0, 0, 1}},
    {111, {0xFFFFFFFFFFFFFFFEull}, {0}, {-2, 0, 0, 1}},
};

static double srgb_reference(double c)
{
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static bool is_integer_vk(uint32_t vk)
{
    const exec_format *f = exec_format_find(vk);
    return f && exec_format_is_integer(f);
}

static void test_format_bits(void)
{
    for (size_t n = 0; n < sizeof bit_cases / sizeof bit_cases[0]; n++) {
        const bit_case *c = &bit_cases[n];
        const exec_format *f = exec_format_find(c->vk);
        if (!f) {
            FAIL("format %u is not supported", c->vk);
            continue;
        }
        uint8_t bytes[16];
        for (int k = 0; k < 16; k++)
            bytes[k] = (uint8_t)(c->bits[k / 8] >> (8 * (k % 8)));
        exec_texel t;
        exec_format_decode(f, bytes, &t);
        for (int k = 0; k < 4; k++) {
            if (is_integer_vk(c->vk)) {
                if ((int64_t)t.u[k] != c->i[k])
                    FAIL("format %u component %d: %lld, expected %lld", c->vk, k, (long long)t.u[k],
                         (long long)c->i[k]);
                continue;
            }
            double want = c->f[k];
            if (c->vk == 43 && k < 3)
                want = srgb_reference((double)bytes[k] / 255.0);
            if (t.f[k] != (float)want)
                FAIL("format %u component %d: %.9g, expected %.9g", c->vk, k, t.f[k], (double)(float)want);
        }
        /* encode gives the bits back (these texels are canonical; SNORM -32768 is not) */
        if ((c->vk == 71 && c->bits[0] == 0x8000u) || c->vk == 38)
            continue;
        uint8_t again[16];
        memset(again, 0, sizeof again);
        exec_format_encode(f, &t, again);
        if (c->vk == 125)
            bytes[3] = 0; /* the X8 bits are not written */
        if (memcmp(bytes, again, f->bytes) != 0)
            FAIL("format %u: encoding the decoded texel gives other bits", c->vk);
    }
}

/* Conversions to a format against the spec's formulas computed here. */
static void test_format_encode(void)
{
    /* float -> UNORM: round to nearest of f * (2^b - 1), clamped */
    static const float unorm_in[] = {0.5f, 0.25f, -3.0f, 7.0f, 0.0019607843f, 1.0f / 3.0f};
    for (size_t i = 0; i < sizeof unorm_in / sizeof unorm_in[0]; i++)
        for (uint32_t b = 8; b <= 16; b += 8) {
            double x = unorm_in[i] < 0 ? 0 : unorm_in[i] > 1 ? 1 : unorm_in[i];
            double want = nearbyint(x * (double)((1u << b) - 1u));
            if ((double)exec_float_to_unorm(unorm_in[i], b) != want)
                FAIL("float_to_unorm(%g, %u) = %llu, expected %g", unorm_in[i], b,
                     (unsigned long long)exec_float_to_unorm(unorm_in[i], b), want);
        }
    if (exec_float_to_snorm(-1.5f, 8) != -127 || exec_float_to_snorm(0.5f, 8) != 64 ||
        exec_float_to_snorm(NAN, 8) != 0 || exec_float_to_unorm(NAN, 8) != 0)
        FAIL("float_to_snorm / NaN");
    /* 11/10-bit unsigned floats (Vulkan "Unsigned 11-Bit Floating-Point Numbers") */
    struct { float in; uint32_t m, want; } uf[] = {
        {1.0f, 6, 0x3C0}, {-1.0f, 6, 0}, {-INFINITY, 6, 0}, {INFINITY, 6, 0x7C0}, {1e9f, 6, 0x7BF},
        {65024.0f, 6, 0x7BF}, {2.0f, 5, 0x200}, {64512.0f, 5, 0x3DF}, {1e9f, 5, 0x3DF},
        {(float)ldexp(1, -20), 6, 1}, {(float)ldexp(1, -19), 5, 1},
        {1.0f + 1.0f / 128.0f, 6, 0x3C0},     /* half a mantissa step: ties to even */
        {1.0f + 3.0f / 128.0f, 6, 0x3C2},
        {0.0f, 6, 0},
    };
    for (size_t i = 0; i < sizeof uf / sizeof uf[0]; i++)
        if (exec_float_to_ufloat(uf[i].in, uf[i].m) != uf[i].want)
            FAIL("float_to_ufloat(%g, %u) = 0x%x, expected 0x%x", uf[i].in, uf[i].m,
                 exec_float_to_ufloat(uf[i].in, uf[i].m), uf[i].want);
    uint32_t nan11 = exec_float_to_ufloat(NAN, 6);
    if ((nan11 >> 6) != 31 || !(nan11 & 63))
        FAIL("float_to_ufloat(NaN) = 0x%x is not a NaN", nan11);
    /* shared exponent: (1, 0.5, 0) -> 16 << 27 | 128 << 9 | 256; (0, 0, 0) -> 0 exponent 0 */
    float rgb[3] = {1, 0.5f, 0};
    if (exec_float_to_rgb9e5(rgb) != ((16u << 27) | (128u << 9) | 256u))
        FAIL("rgb9e5(1, 0.5, 0) = 0x%x", exec_float_to_rgb9e5(rgb));
    float zero[3] = {0, -1, NAN};
    if (exec_float_to_rgb9e5(zero) != 0)
        FAIL("rgb9e5(0, -1, NaN) = 0x%x", exec_float_to_rgb9e5(zero));
    /* 511/512 * 2^16, the largest; more clamps to it */
    float big[3] = {1e30f, 0, 0};
    if (exec_float_to_rgb9e5(big) != ((31u << 27) | 511u))
        FAIL("rgb9e5(1e30) = 0x%x", exec_float_to_rgb9e5(big));
    /* sRGB encode: 1.055 l^(1/2.4) - 0.055, then UNORM8 */
    for (int c = 0; c <= 255; c++) {
        double l = srgb_reference(c / 255.0);
        double e = l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055;
        if (fabs(exec_linear_to_srgb((float)l) - e) > 1e-6)
            FAIL("linear_to_srgb(%g) = %g, expected %g", l, exec_linear_to_srgb((float)l), e);
    }
    /* 16-bit float overflow rounds to infinity, 65519 stays 65504 */
    const exec_format *h = exec_format_find(76);
    exec_texel t = {{65520.0f, 0, 0, 0}, {0}};
    uint8_t b[2];
    exec_format_encode(h, &t, b);
    if (b[0] != 0x00 || b[1] != 0x7C)
        FAIL("float16 65520: 0x%02x%02x", b[1], b[0]);
    t.f[0] = 65519.0f;
    exec_format_encode(h, &t, b);
    if (b[0] != 0xFF || b[1] != 0x7B)
        FAIL("float16 65519: 0x%02x%02x", b[1], b[0]);
}

/* Every supported format: decode, encode, decode gives the same values
 * (random texels; NaNs skipped), and the storage-image table maps to
 * supported formats of the expected texel size. */
static void test_format_round_trips(void)
{
    uint32_t count = 0;
    uint64_t seed = 12345;
    for (uint32_t vk = 0; vk < 200; vk++) {
        const exec_format *f = exec_format_find(vk);
        if (!f) {
            if (spvrt_format_supported(vk) || spvrt_format_texel_size(vk))
                FAIL("format %u: supported without a description", vk);
            continue;
        }
        count++;
        if (spvrt_format_texel_size(vk) != f->bytes)
            FAIL("format %u: texel size", vk);
        for (int n = 0; n < 200; n++) {
            uint8_t bytes[16], again[16];
            for (int k = 0; k < 16; k++) {
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                bytes[k] = (uint8_t)(seed >> 56);
            }
            exec_texel a, b;
            exec_format_decode(f, bytes, &a);
            bool nan = false;
            for (int k = 0; k < 4; k++)
                nan |= a.f[k] != a.f[k];
            if (nan)
                continue;
            memset(again, 0, sizeof again);
            exec_format_encode(f, &a, again);
            exec_format_decode(f, again, &b);
            if (memcmp(a.f, b.f, sizeof a.f) != 0 || memcmp(a.u, b.u, sizeof a.u) != 0) {
                FAIL("format %u: the round trip changes a texel (%g %g %g %g -> %g %g %g %g)", vk, a.f[0], a.f[1],
                     a.f[2], a.f[3], b.f[0], b.f[1], b.f[2], b.f[3]);
                break;
            }
        }
    }
    if (count < 80)
        FAIL("only %u formats supported", count);
    /* Vulkan's storage-image table: SPIR-V Image Format -> VkFormat */
    static const uint32_t storage[][3] = {
        {1, 109, 16}, {2, 97, 8}, {3, 100, 4}, {4, 37, 4}, {5, 38, 4}, {6, 103, 8}, {7, 83, 4}, {8, 122, 4},
        {9, 76, 2}, {10, 91, 8}, {11, 64, 4}, {12, 77, 4}, {13, 16, 2}, {14, 70, 2}, {15, 9, 1}, {16, 92, 8},
        {17, 78, 4}, {18, 17, 2}, {19, 71, 2}, {20, 10, 1}, {21, 108, 16}, {22, 96, 8}, {23, 42, 4}, {24, 99, 4},
        {25, 102, 8}, {26, 82, 4}, {27, 21, 2}, {28, 75, 2}, {29, 14, 1}, {30, 107, 16}, {31, 95, 8}, {32, 41, 4},
        {33, 98, 4}, {34, 68, 4}, {35, 101, 8}, {36, 81, 4}, {37, 20, 2}, {38, 74, 2}, {39, 13, 1}, {40, 110, 8},
        {41, 111, 8},
    };
    for (size_t i = 0; i < sizeof storage / sizeof storage[0]; i++)
        if (exec_format_from_spirv(storage[i][0]) != storage[i][1] || spvrt_format_texel_size(storage[i][1]) != storage[i][2])
            FAIL("storage format %u", storage[i][0]);
}

static void test_image_layout(void)
{
    /* 5 x 3, 3 levels (5x3, 2x1, 1x1), 2 layers, RGBA8: 15 + 2 + 1 texels per layer */
    spvrt_image im = {.format = 37, .dim = SPVRT_IMAGE_2D, .width = 5, .height = 3, .depth = 1, .array_layers = 2,
                      .mip_levels = 3, .samples = 1};
    if (spvrt_image_size(&im) != (15 + 2 + 1) * 2 * 4)
        FAIL("image size %llu", (unsigned long long)spvrt_image_size(&im));
    if (spvrt_image_texel_offset(&im, 1, 1, 0, 1, 0, 0) != (30 + 2 + 1) * 4)
        FAIL("texel offset %llu", (unsigned long long)spvrt_image_texel_offset(&im, 1, 1, 0, 1, 0, 0));
    im.mip_levels = 4;
    if (spvrt_image_size(&im) != 0)
        FAIL("4 levels of 5 x 3 accepted");
    spvrt_image cube = {.format = 37, .dim = SPVRT_IMAGE_CUBE, .width = 2, .height = 2, .depth = 1,
                        .array_layers = 5, .mip_levels = 1, .samples = 1};
    if (spvrt_image_size(&cube) != 0)
        FAIL("a cube of 5 layers accepted");
    spvrt_image ms = {.format = 37, .dim = SPVRT_IMAGE_2D, .width = 2, .height = 2, .depth = 1, .array_layers = 1,
                      .mip_levels = 1, .samples = 4};
    if (spvrt_image_size(&ms) != 64 || spvrt_image_texel_offset(&ms, 0, 0, 2, 1, 1, 0) != (2 * 4 + 3) * 4)
        FAIL("multisampled layout");
    spvrt_image bad = {.format = 1000, .dim = SPVRT_IMAGE_2D, .width = 2, .height = 2, .depth = 1, .array_layers = 1,
                       .mip_levels = 1, .samples = 1};
    if (spvrt_image_size(&bad) != 0)
        FAIL("an unsupported format accepted");
}

/* ---- modules ------------------------------------------------------------------------------------- */

static spvrt_module *module_of_last_prepare;

static const char *first_message(spvrt_context *ctx)
{
    const spvrt_diagnostic *d;
    return spvrt_context_diagnostics(ctx, &d) ? d[0].message : "";
}

static spvrt_program *prepare(spvrt_context *ctx, const char *text)
{
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_program *program = NULL;
    spvrt_as_options as = {.version = 0x10500};
    module_of_last_prepare = NULL;
    if (spvrt_assemble(ctx, text, strlen(text), &as, &words, &count) != SPVRT_SUCCESS ||
        spvrt_module_read(ctx, words, count, &module_of_last_prepare) != SPVRT_SUCCESS) {
        FAIL("assembling: %s", first_message(ctx));
        spvrt_free(ctx, words);
        return NULL;
    }
    spvrt_free(ctx, words);
    spvrt_target_env env;
    spvrt_val_options val = {0};
    if (spvrt_target_env_parse("vulkan1.2", &env) == SPVRT_SUCCESS) {
        val.version = env.spirv_version;
        val.environment = SPVRT_ENV_VULKAN;
        val.api_version = env.api_version;
    }
    if (spvrt_validate(ctx, module_of_last_prepare, &val) != SPVRT_SUCCESS) {
        FAIL("the module is not valid: %s", first_message(ctx));
        spvrt_module_free(module_of_last_prepare);
        return NULL;
    }
    spvrt_prepare_options options = {.subgroup_size = 4};
    if (spvrt_program_prepare(ctx, module_of_last_prepare, &options, &program) != SPVRT_SUCCESS) {
        FAIL("prepare: %s", first_message(ctx));
        spvrt_module_free(module_of_last_prepare);
        return NULL;
    }
    return program;
}

static void release(spvrt_program *program)
{
    spvrt_program_free(program);
    spvrt_module_free(module_of_last_prepare);
}

/* ---- the reference sampler (2D / 2D array / 3D, RGBA8 UNORM) ---------------------------------------- */

typedef struct ref_image {
    const spvrt_image *im;
} ref_image;

static int ref_extent(uint32_t e, int level)
{
    int x = (int)(e >> level);
    return x < 1 ? 1 : x;
}

static int ref_wrap(int i, int size, spvrt_address_mode mode)
{
    switch (mode) {
    case SPVRT_ADDRESS_REPEAT: return ((i % size) + size) % size;
    case SPVRT_ADDRESS_MIRRORED_REPEAT: {
        int period = ((i % (2 * size)) + 2 * size) % (2 * size);
        return period < size ? period : 2 * size - 1 - period;
    }
    case SPVRT_ADDRESS_CLAMP_TO_EDGE: return i < 0 ? 0 : i >= size ? size - 1 : i;
    case SPVRT_ADDRESS_CLAMP_TO_BORDER: return i < 0 || i >= size ? -1 : i;
    case SPVRT_ADDRESS_MIRROR_CLAMP_TO_EDGE: {
        int m = i < 0 ? -i - 1 : i;
        return m >= size ? size - 1 : m;
    }
    }
    return 0;
}

static void ref_texel(const spvrt_image *im, const spvrt_sampler *s, int level, int layer, int x, int y, int z,
                      double out[4])
{
    int w = ref_extent(im->width, level), h = ref_extent(im->height, level), d = ref_extent(im->depth, level);
    x = ref_wrap(x, w, s->address_u);
    y = im->height > 1 ? ref_wrap(y, h, s->address_v) : 0;
    z = im->depth > 1 ? ref_wrap(z, d, s->address_w) : 0;
    if (x < 0 || y < 0 || z < 0) {
        double white = s->border_color >= 4 ? 1 : 0, alpha = s->border_color >= 2 ? 1 : 0;
        out[0] = out[1] = out[2] = white;
        out[3] = alpha;
        return;
    }
    uint64_t at = spvrt_image_texel_offset(im, (uint32_t)level, (uint32_t)layer, 0, (uint32_t)x, (uint32_t)y,
                                           (uint32_t)z);
    const uint8_t *p = (const uint8_t *)im->data + at;
    for (int c = 0; c < 4; c++)
        out[c] = p[c] / 255.0;
}

/* One level: nearest or linear; offsets in texels. */
static void ref_level(const spvrt_image *im, const spvrt_sampler *s, int level, int layer, const double st[3],
                      const int off[3], bool linear, double out[4])
{
    int dims = im->depth > 1 ? 3 : 2;
    double u[3] = {0, 0, 0};
    uint32_t extent[3] = {im->width, im->height, im->depth};
    for (int k = 0; k < dims; k++)
        u[k] = st[k] * ref_extent(extent[k], level) + off[k];
    memset(out, 0, 4 * sizeof *out);
    if (!linear) {
        ref_texel(im, s, level, layer, (int)floor(u[0]), (int)floor(u[1]), dims > 2 ? (int)floor(u[2]) : 0, out);
        return;
    }
    int i0[3] = {0, 0, 0};
    double a[3] = {0, 0, 0};
    for (int k = 0; k < dims; k++) {
        i0[k] = (int)floor(u[k] - 0.5);
        a[k] = (u[k] - 0.5) - floor(u[k] - 0.5);
    }
    for (int corner = 0; corner < (1 << dims); corner++) {
        double w = 1, t[4];
        int at[3] = {0, 0, 0};
        for (int k = 0; k < dims; k++) {
            int hi = (corner >> k) & 1;
            at[k] = i0[k] + hi;
            w *= hi ? a[k] : 1 - a[k];
        }
        ref_texel(im, s, level, layer, at[0], at[1], at[2], t);
        for (int c = 0; c < 4; c++)
            out[c] += w * t[c];
    }
}

/* Sample with lambda (already from Lod or Grad); Vulkan's level selection. */
static void ref_sample(const spvrt_image *im, const spvrt_sampler *s, double lambda_base, int layer, const double st[3],
                       const int off[3], double out[4])
{
    double lambda = lambda_base + s->mip_lod_bias;
    if (lambda > s->max_lod)
        lambda = s->max_lod;
    if (lambda < s->min_lod)
        lambda = s->min_lod;
    bool linear = (lambda > 0 ? s->min_filter : s->mag_filter) == SPVRT_FILTER_LINEAR;
    int q = (int)im->mip_levels - 1;
    double d = lambda < 0 ? 0 : lambda > q ? q : lambda;
    if (lambda <= 0 || s->mipmap_mode == SPVRT_FILTER_NEAREST) {
        int level = (int)ceil(d + 0.5) - 1;
        ref_level(im, s, level < 0 ? 0 : level, layer, st, off, linear, out);
        return;
    }
    int hi = (int)floor(d), lo = hi + 1 > q ? q : hi + 1;
    double delta = d - hi, a[4], b[4];
    ref_level(im, s, hi, layer, st, off, linear, a);
    ref_level(im, s, lo, layer, st, off, linear, b);
    for (int c = 0; c < 4; c++)
        out[c] = (1 - delta) * a[c] + delta * b[c];
}

/* ---- sampling through the shader -------------------------------------------------------------------- */

typedef struct query {
    float p[4];
    float g[4];
} query;

#define POINTS 16

static uint8_t *make_rgba8(spvrt_image *im, uint32_t seed)
{
    uint64_t size = spvrt_image_size(im);
    uint8_t *data = malloc(size);
    uint64_t x = seed;
    for (uint64_t i = 0; i < size; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        data[i] = (uint8_t)(x >> 56);
    }
    im->data = data;
    im->size = size;
    return data;
}

static bool run_sample(spvrt_context *ctx, spvrt_program *prog, int mode, const spvrt_image_binding *images,
                       uint32_t image_count, const query *q, float out[POINTS][4], bool expect_trap,
                       const char *trap_text)
{
    spvrt_binding b[2] = {{0, 1, 0, (void *)q, sizeof(query) * POINTS}, {0, 2, 0, out, sizeof(float) * 4 * POINTS}};
    memset(out, 0, sizeof(float) * 4 * POINTS);
    spvrt_dispatch d = {.group_count = {POINTS / 4, 1, 1}, .bindings = b, .binding_count = 2, .images = images,
                        .image_count = image_count, .push_constants = &mode, .push_constant_size = 4, .threads = 1};
    spvrt_result r = spvrt_program_dispatch(ctx, prog, &d);
    if (expect_trap) {
        if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), trap_text))
            FAIL("mode %d: expected a trap with '%s', got %d '%s'", mode, trap_text, r, first_message(ctx));
        return false;
    }
    if (r != SPVRT_SUCCESS) {
        FAIL("mode %d: dispatch %d: %s", mode, r, first_message(ctx));
        return false;
    }
    return true;
}

static void compare(int mode, const char *what, int point, const float got[4], const double want[4], double tolerance)
{
    checks++;
    for (int c = 0; c < 4; c++)
        if (!(fabs(got[c] - want[c]) <= tolerance)) {
            FAIL("mode %d %s point %d component %d: %.7g, expected %.7g", mode, what, point, c, got[c], want[c]);
            return;
        }
}

static void test_sampling(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_program *prog = prepare(ctx, sample_asm);
    if (!prog) {
        spvrt_context_destroy(ctx);
        return;
    }
    /* an RGBA8 UNORM 8 x 4 image, 4 levels, 3 layers */
    spvrt_image im = {.format = 37, .dim = SPVRT_IMAGE_2D, .width = 8, .height = 4, .depth = 1, .array_layers = 3,
                      .mip_levels = 4, .samples = 1};
    uint8_t *data = make_rgba8(&im, 7);
    query q[POINTS];
    static const float points[POINTS][4] = {
        {0.5f, 0.5f, 0, 0},       {0.1f, 0.2f, -1, 1},    {0.93f, 0.61f, 0.3f, 2},  {-0.2f, 0.4f, 0.5f, 0.4f},
        {1.3f, -0.7f, 0.7f, 0.6f}, {0.01f, 0.99f, 1.5f, 7}, {0.77f, 0.13f, 2, -1},   {2.6f, 1.9f, 5, 1.5f},
        {0.4f, 0.6f, 1.25f, 2.5f}, {-1.1f, 0.3f, 0.1f, 1}, {0.55f, 1.45f, 2.75f, 0}, {0.3f, 0.3f, 3, 1},
        {0.0625f, 0.125f, 0, 2},  {0.875f, 0.875f, 1, 1},  {-0.5f, -0.5f, 0.9f, 0},  {1.0f, 1.0f, 0.45f, 2},
    };
    for (int i = 0; i < POINTS; i++) {
        memcpy(q[i].p, points[i], sizeof q[i].p);
        q[i].g[0] = 0.02f * (float)(i % 5) - 0.03f;
        q[i].g[1] = 0.05f * (float)(i % 3);
        q[i].g[2] = -0.04f * (float)(i % 4);
        q[i].g[3] = 0.3f * (float)(i % 2) + 0.01f;
    }
    float out[POINTS][4];
    int tested = 0;
    for (int am = 0; am < 5; am++)
        for (int filter = 0; filter < 4; filter++)
            for (int mip = 0; mip < 2; mip++) {
                spvrt_sampler s = {.mag_filter = (spvrt_filter)(filter & 1), .min_filter = (spvrt_filter)(filter >> 1),
                                   .mipmap_mode = (spvrt_filter)mip, .address_u = (spvrt_address_mode)am,
                                   .address_v = (spvrt_address_mode)((am + 2) % 5),
                                   .address_w = SPVRT_ADDRESS_REPEAT,
                                   .border_color = am == 3 ? SPVRT_BORDER_FLOAT_OPAQUE_WHITE
                                                           : SPVRT_BORDER_FLOAT_TRANSPARENT_BLACK,
                                   .min_lod = 0, .max_lod = 1000, .mip_lod_bias = mip ? 0.25f : 0};
                /* binding 0: the array view of layers 1..2; binding 3: layer 0 */
                spvrt_image_binding ib[2] = {
                    {.descriptor_set = 0, .binding = 0, .image = &im, .sampler = &s, .base_layer = 1},
                    {.descriptor_set = 0, .binding = 3, .image = &im, .sampler = &s},
                };
                /* mode 0: textureLod on the array */
                if (run_sample(ctx, prog, 0, ib, 2, q, out, false, NULL))
                    for (int i = 0; i < POINTS; i++) {
                        double st[3] = {q[i].p[0], q[i].p[1], 0}, want[4];
                        int off[3] = {0, 0, 0};
                        double l = nearbyint(q[i].p[3]);
                        int layer = l < 0 ? 0 : l > 1 ? 1 : (int)l;
                        ref_sample(&im, &s, q[i].p[2], layer + 1, st, off, want);
                        compare(0, "lod", i, out[i], want, 2e-6);
                    }
                /* mode 1: textureLodOffset, offset (1, -2) */
                if (run_sample(ctx, prog, 1, ib, 2, q, out, false, NULL))
                    for (int i = 0; i < POINTS; i++) {
                        double st[3] = {q[i].p[0], q[i].p[1], 0}, want[4];
                        int off[3] = {1, -2, 0};
                        ref_sample(&im, &s, q[i].p[2], 0, st, off, want);
                        compare(1, "offset", i, out[i], want, 2e-6);
                    }
                /* mode 2: textureGrad: lambda = log2(max(|dx * size|, |dy * size|)) */
                if (run_sample(ctx, prog, 2, ib, 2, q, out, false, NULL))
                    for (int i = 0; i < POINTS; i++) {
                        double st[3] = {q[i].p[0], q[i].p[1], 0}, want[4];
                        int off[3] = {0, 0, 0};
                        double rx = hypot(q[i].g[0] * 8.0, q[i].g[1] * 4.0);
                        double ry = hypot(q[i].g[2] * 8.0, q[i].g[3] * 4.0);
                        double lambda = log2(rx > ry ? rx : ry);
                        ref_sample(&im, &s, lambda, 0, st, off, want);
                        compare(2, "grad", i, out[i], want, 2e-6);
                    }
                /* mode 3, 4, 5: gathers of level 0 */
                for (int mode = 3; mode <= 5; mode++) {
                    if (!run_sample(ctx, prog, mode, ib, 2, q, out, false, NULL))
                        continue;
                    static const int order[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
                    static const int offsets4[4][2] = {{0, 0}, {1, 0}, {-1, 1}, {2, -1}};
                    int component = mode == 3 ? 1 : mode == 4 ? 0 : 2;
                    for (int i = 0; i < POINTS; i++) {
                        double want[4];
                        for (int k = 0; k < 4; k++) {
                            int ox = 0, oy = 0, cx = order[k][0], cy = order[k][1];
                            if (mode == 4) {
                                ox = offsets4[k][0];
                                oy = offsets4[k][1];
                                cx = cy = 0;
                            } else if (mode == 5) {
                                ox = (int)q[i].g[0];
                                oy = (int)q[i].g[1];
                            }
                            int x = (int)floor(q[i].p[0] * 8.0 + ox - 0.5) + cx;
                            int y = (int)floor(q[i].p[1] * 4.0 + oy - 0.5) + cy;
                            double t[4];
                            ref_texel(&im, &s, 0, 0, x, y, 0, t);
                            want[k] = t[component];
                        }
                        compare(mode, "gather", i, out[i], want, 1e-7);
                    }
                }
                tested++;
            }
    if (tested != 40)
        FAIL("%d sampler configurations", tested);
    /* NaN and infinite coordinates, Lods and gradients: some value, no undefined behaviour in the engine
       (the UBSan build checks the conversions) */
    {
        query bad[POINTS];
        memcpy(bad, q, sizeof bad);
        for (int i = 0; i < POINTS; i++) {
            float v = i % 3 == 0 ? NAN : i % 3 == 1 ? INFINITY : -INFINITY;
            bad[i].p[i % 4] = v;
            bad[i].g[(i + 1) % 4] = v;
        }
        for (int mode = 0; mode <= 5; mode++)
            for (int filter = 0; filter < 2; filter++) {
                spvrt_sampler s = {.mag_filter = (spvrt_filter)filter, .min_filter = (spvrt_filter)filter,
                                   .mipmap_mode = (spvrt_filter)filter, .address_u = SPVRT_ADDRESS_MIRRORED_REPEAT,
                                   .address_v = SPVRT_ADDRESS_REPEAT, .max_lod = 1000};
                spvrt_image_binding ib[2] = {
                    {.descriptor_set = 0, .binding = 0, .image = &im, .sampler = &s},
                    {.descriptor_set = 0, .binding = 3, .image = &im, .sampler = &s},
                };
                run_sample(ctx, prog, mode, ib, 2, bad, out, false, NULL);
            }
    }

    /* unbound descriptors trap, naming them */
    {
        spvrt_sampler s = {.max_lod = 100};
        spvrt_image_binding only_sampler = {.descriptor_set = 0, .binding = 3, .sampler = &s};
        run_sample(ctx, prog, 1, &only_sampler, 1, q, out, true, "no image is bound to descriptor set 0, binding 3");
        run_sample(ctx, prog, 1, NULL, 0, q, out, true, "no image is bound to descriptor set 0, binding 3");
        spvrt_image_binding no_sampler = {.descriptor_set = 0, .binding = 3, .image = &im};
        run_sample(ctx, prog, 1, &no_sampler, 1, q, out, true, "no sampler is bound to descriptor set 0, binding 3");
        /* linear filtering of an integer format */
        spvrt_image iim = {.format = 42, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 4, .depth = 1,
                           .array_layers = 1, .mip_levels = 1, .samples = 1};
        uint8_t *idata = make_rgba8(&iim, 3);
        spvrt_sampler lin = {.mag_filter = SPVRT_FILTER_LINEAR, .min_filter = SPVRT_FILTER_LINEAR, .max_lod = 100};
        spvrt_image_binding ib = {.descriptor_set = 0, .binding = 7, .image = &iim, .sampler = &lin};
        run_sample(ctx, prog, 10, &ib, 1, q, out, true, "linear filtering of an integer format");
        /* nearest: SINT texels, sign-extended (the SignExtend operand glslang adds) */
        spvrt_sampler nearest = {.max_lod = 100};
        ib.sampler = &nearest;
        if (run_sample(ctx, prog, 10, &ib, 1, q, out, false, NULL))
            for (int i = 0; i < POINTS; i++) {
                /* address mode REPEAT (0) */
                int x = (int)floor(q[i].p[0] * 4), y = (int)floor(q[i].p[1] * 4);
                x = ((x % 4) + 4) % 4;
                y = ((y % 4) + 4) % 4;
                const int8_t *t = (const int8_t *)idata + (y * 4 + x) * 4;
                double want[4] = {t[0], t[1], t[2], t[3]};
                compare(10, "int", i, out[i], want, 0.0);
            }
        /* a UINT view read by a signed access (glslang's SignExtend) */
        spvrt_image uim = iim;
        uim.format = 41;
        ib.image = &uim;
        run_sample(ctx, prog, 10, &ib, 1, q, out, true, "the access is signed");
        /* a float view read as an integer sampler */
        ib.image = &im;
        run_sample(ctx, prog, 10, &ib, 1, q, out, true, "VUID-vkCmdDispatch-format-07753");
        free(idata);
    }

    /* depth: D32_SFLOAT 4 x 4, compare LESS_OR_EQUAL; nearest and linear, and the Dref gather */
    {
        spvrt_image dim = {.format = 126, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 4, .depth = 1,
                           .array_layers = 1, .mip_levels = 1, .samples = 1};
        float depth[16];
        for (int i = 0; i < 16; i++)
            depth[i] = (float)((i * 7) % 16) / 16.0f;
        dim.data = depth;
        dim.size = sizeof depth;
        query dq[POINTS];
        for (int i = 0; i < POINTS; i++) {
            memset(&dq[i], 0, sizeof dq[i]);
            dq[i].p[0] = 0.07f * (float)i;
            dq[i].p[1] = 0.9f - 0.05f * (float)i;
            dq[i].p[3] = (float)(i % 8) / 8.0f + 0.03f; /* dref */
        }
        for (int filter = 0; filter < 2; filter++) {
            spvrt_sampler s = {.mag_filter = (spvrt_filter)filter, .min_filter = (spvrt_filter)filter,
                               .address_u = SPVRT_ADDRESS_CLAMP_TO_EDGE, .address_v = SPVRT_ADDRESS_CLAMP_TO_EDGE,
                               .compare_enable = true, .compare_op = 3, .max_lod = 100};
            spvrt_image_binding ib = {.descriptor_set = 0, .binding = 4, .image = &dim, .sampler = &s};
            for (int mode = 6; mode <= 7; mode++) {
                if (!run_sample(ctx, prog, mode, &ib, 1, dq, out, false, NULL))
                    continue;
                for (int i = 0; i < POINTS; i++) {
                    double u = dq[i].p[0] * 4.0, v = dq[i].p[1] * 4.0, ref = dq[i].p[3];
                    double want[4];
                    if (mode == 6) {
                        double r = 0;
                        if (filter == 0) {
                            int x = (int)floor(u), y = (int)floor(v);
                            x = x < 0 ? 0 : x > 3 ? 3 : x;
                            y = y < 0 ? 0 : y > 3 ? 3 : y;
                            r = ref <= depth[y * 4 + x] ? 1 : 0;
                        } else {
                            int x0 = (int)floor(u - 0.5), y0 = (int)floor(v - 0.5);
                            double a = u - 0.5 - x0, b = v - 0.5 - y0;
                            for (int k = 0; k < 4; k++) {
                                int x = x0 + (k & 1), y = y0 + (k >> 1);
                                x = x < 0 ? 0 : x > 3 ? 3 : x;
                                y = y < 0 ? 0 : y > 3 ? 3 : y;
                                double w = ((k & 1) ? a : 1 - a) * ((k >> 1) ? b : 1 - b);
                                r += w * (ref <= depth[y * 4 + x] ? 1 : 0);
                            }
                        }
                        want[0] = want[1] = want[2] = want[3] = r;
                    } else {
                        static const int order[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
                        for (int k = 0; k < 4; k++) {
                            int x = (int)floor(u - 0.5) + order[k][0], y = (int)floor(v - 0.5) + order[k][1];
                            x = x < 0 ? 0 : x > 3 ? 3 : x;
                            y = y < 0 ? 0 : y > 3 ? 3 : y;
                            want[k] = ref <= depth[y * 4 + x] ? 1 : 0;
                        }
                    }
                    compare(mode, "dref", i, out[i], want, 1e-6);
                }
            }
        }
    }

    /* cube: 2 x 2 faces, nearest, hand-placed texels (Vulkan "Cube Map Face Selection" table) */
    {
        spvrt_image cim = {.format = 37, .dim = SPVRT_IMAGE_CUBE, .width = 2, .height = 2, .depth = 1,
                           .array_layers = 6, .mip_levels = 1, .samples = 1};
        uint8_t *cdata = make_rgba8(&cim, 11);
        spvrt_sampler s = {.max_lod = 100};
        spvrt_image_binding ib = {.descriptor_set = 0, .binding = 5, .image = &cim, .sampler = &s};
        /* direction -> face, x, y: s = (sc / |rc| + 1) / 2, t = (tc / |rc| + 1) / 2 */
        static const struct { float d[3]; int face, x, y; } cases[] = {
            {{1, -0.5f, -0.5f}, 0, 1, 1},   /* +X: sc = -rz, tc = -ry */
            {{1, 0.5f, 0.5f}, 0, 0, 0},
            {{-1, -0.5f, 0.5f}, 1, 1, 1},   /* -X: sc = +rz, tc = -ry */
            {{0.5f, 1, 0.5f}, 2, 1, 1},     /* +Y: sc = +rx, tc = +rz */
            {{-0.5f, 1, -0.5f}, 2, 0, 0},
            {{0.5f, -1, -0.5f}, 3, 1, 1},   /* -Y: sc = +rx, tc = -rz */
            {{0.5f, -0.5f, 1}, 4, 1, 1},    /* +Z: sc = +rx, tc = -ry */
            {{0.5f, -0.5f, -1}, 5, 0, 1},   /* -Z: sc = -rx, tc = -ry */
            {{-3, 0.5f, 0.5f}, 1, 1, 0},
            {{0.2f, 0.3f, -2}, 5, 0, 0},
        };
        int n = (int)(sizeof cases / sizeof cases[0]);
        query cq[POINTS];
        memset(cq, 0, sizeof cq);
        for (int i = 0; i < n; i++)
            memcpy(cq[i].g, cases[i].d, sizeof cases[i].d);
        for (int i = n; i < POINTS; i++)
            cq[i].g[0] = 1;
        if (run_sample(ctx, prog, 8, &ib, 1, cq, out, false, NULL))
            for (int i = 0; i < n; i++) {
                const uint8_t *t = cdata + ((cases[i].face * 2 + cases[i].y) * 2 + cases[i].x) * 4;
                double want[4] = {t[0] / 255.0, t[1] / 255.0, t[2] / 255.0, t[3] / 255.0};
                compare(8, "cube", i, out[i], want, 1e-7);
            }
        free(cdata);
    }

    /* 3D: 4 x 4 x 2, linear, repeat, two levels with linear mipmaps */
    {
        spvrt_image tim = {.format = 37, .dim = SPVRT_IMAGE_3D, .width = 4, .height = 4, .depth = 2,
                           .array_layers = 1, .mip_levels = 2, .samples = 1};
        uint8_t *tdata = make_rgba8(&tim, 5);
        spvrt_sampler s = {.mag_filter = SPVRT_FILTER_LINEAR, .min_filter = SPVRT_FILTER_LINEAR,
                           .mipmap_mode = SPVRT_FILTER_LINEAR, .max_lod = 100};
        spvrt_image_binding ib = {.descriptor_set = 0, .binding = 6, .image = &tim, .sampler = &s};
        query tq[POINTS];
        for (int i = 0; i < POINTS; i++) {
            memset(&tq[i], 0, sizeof tq[i]);
            tq[i].p[2] = 0.1f * (float)i - 0.3f;
            tq[i].g[0] = 0.13f * (float)i;
            tq[i].g[1] = 0.7f - 0.09f * (float)i;
            tq[i].g[2] = 0.05f * (float)(i * i % 11);
        }
        if (run_sample(ctx, prog, 9, &ib, 1, tq, out, false, NULL))
            for (int i = 0; i < POINTS; i++) {
                double st[3] = {tq[i].g[0], tq[i].g[1], tq[i].g[2]}, want[4];
                int off[3] = {0, 0, 0};
                ref_sample(&tim, &s, tq[i].p[2], 0, st, off, want);
                compare(9, "3d", i, out[i], want, 2e-6);
            }
        free(tdata);
    }
    free(data);
    release(prog);
    spvrt_context_destroy(ctx);
}

/* ---- storage images, texel buffers, fetches, queries, atomics ---------------------------------------- */

#define INV 16

static spvrt_result run_storage(spvrt_context *ctx, spvrt_program *prog, int mode, const spvrt_image_binding *ib,
                                uint32_t n, int32_t out[INV][4], bool robust)
{
    spvrt_binding b = {0, 8, 0, out, sizeof(int32_t) * 4 * INV};
    memset(out, 0, sizeof(int32_t) * 4 * INV);
    spvrt_dispatch d = {.group_count = {INV / 4, 1, 1}, .bindings = &b, .binding_count = 1, .images = ib,
                        .image_count = n, .push_constants = &mode, .push_constant_size = 4, .threads = 1,
                        .robust_image_access = robust};
    return spvrt_program_dispatch(ctx, prog, &d);
}

static void test_storage(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_program *prog = prepare(ctx, storage_asm);
    if (!prog) {
        spvrt_context_destroy(ctx);
        return;
    }
    int32_t out[INV][4];
    /* rgba8 4 x 4: read, then write v.wzyx * 0.5 */
    spvrt_image img = {.format = 37, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 4, .depth = 1, .array_layers = 1,
                       .mip_levels = 1, .samples = 1};
    uint8_t *idata = make_rgba8(&img, 21);
    uint8_t before[64];
    memcpy(before, idata, 64);
    uint32_t counter_data[4 * 6];
    memset(counter_data, 0, sizeof counter_data);
    spvrt_image counter = {.format = 98, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 6, .depth = 1,
                           .array_layers = 1, .mip_levels = 1, .samples = 1, .data = counter_data,
                           .size = sizeof counter_data};
    uint32_t tb_data[INV];
    for (int i = 0; i < INV; i++)
        tb_data[i] = (uint32_t)(i * i + 3);
    spvrt_image tb = {.format = 98, .dim = SPVRT_IMAGE_BUFFER, .width = INV, .height = 1, .depth = 1,
                      .array_layers = 1, .mip_levels = 1, .samples = 1, .data = tb_data, .size = sizeof tb_data};
    float sb_data[INV * 4];
    memset(sb_data, 0, sizeof sb_data);
    spvrt_image sb = {.format = 109, .dim = SPVRT_IMAGE_BUFFER, .width = INV, .height = 1, .depth = 1,
                      .array_layers = 1, .mip_levels = 1, .samples = 1, .data = sb_data, .size = sizeof sb_data};
    /* t2: R16G16B16A16_UNORM 8 x 4 with 3 levels */
    spvrt_image t2 = {.format = 91, .dim = SPVRT_IMAGE_2D, .width = 8, .height = 4, .depth = 1, .array_layers = 1,
                      .mip_levels = 3, .samples = 1};
    uint8_t *t2data = make_rgba8(&t2, 33);
    spvrt_image tms = {.format = 37, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 4, .depth = 1, .array_layers = 1,
                       .mip_levels = 1, .samples = 4};
    uint8_t *msdata = make_rgba8(&tms, 44);
    int32_t arr_data[4 * 4 * 3];
    memset(arr_data, 0x55, sizeof arr_data);
    spvrt_image arr = {.format = 99, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 4, .depth = 1, .array_layers = 3,
                       .mip_levels = 1, .samples = 1, .data = arr_data, .size = sizeof arr_data};
    spvrt_sampler smp = {.max_lod = 100};
    spvrt_image_binding ib[8] = {
        {.descriptor_set = 0, .binding = 0, .image = &img},
        {.descriptor_set = 0, .binding = 1, .image = &counter},
        {.descriptor_set = 0, .binding = 2, .image = &tb},
        {.descriptor_set = 0, .binding = 3, .image = &sb},
        {.descriptor_set = 0, .binding = 4, .image = &t2, .base_level = 1},
        {.descriptor_set = 0, .binding = 5, .sampler = &smp},
        {.descriptor_set = 0, .binding = 6, .image = &tms},
        {.descriptor_set = 0, .binding = 7, .image = &arr},
    };
    spvrt_result r;
    /* mode 0: read gives c (v * 255 + 0.5 truncated = c), write (a, b, g, r) * 0.5 as UNORM8 */
    if ((r = run_storage(ctx, prog, 0, ib, 8, out, false)) != SPVRT_SUCCESS)
        FAIL("mode 0: %d %s", r, first_message(ctx));
    for (int i = 0; i < INV; i++)
        for (int c = 0; c < 4; c++) {
            if (out[i][c] != before[i * 4 + c])
                FAIL("imageLoad texel %d component %d: %d, expected %d", i, c, out[i][c], before[i * 4 + c]);
            /* (c / 255 in float) * 0.5, rounded to nearest: (c * 0.5) rounds up at .5 only to even */
            float f = (float)before[i * 4 + (3 - c)] / 255.0f * 0.5f;
            int want = (int)nearbyint((double)f * 255.0);
            if (idata[i * 4 + c] != want)
                FAIL("imageStore texel %d component %d: %d, expected %d", i, c, idata[i * 4 + c], want);
        }
    /* mode 1: atomics; lanes in order within a wave, waves in order (one thread) */
    if ((r = run_storage(ctx, prog, 1, ib, 8, out, false)) != SPVRT_SUCCESS)
        FAIL("mode 1: %d %s", r, first_message(ctx));
    uint32_t sum[2] = {0, 0}, max = 0;
    for (int i = 0; i < INV; i++) {
        if ((uint32_t)out[i][0] != sum[i % 2] || (uint32_t)out[i][1] != max)
            FAIL("atomic %d: %d %d, expected %u %u", i, out[i][0], out[i][1], sum[i % 2], max);
        sum[i % 2] += (uint32_t)i + 1;
        max = (uint32_t)i > max ? (uint32_t)i : max;
    }
    if (counter_data[0] != sum[0] || counter_data[1] != sum[1] || counter_data[5] != 15)
        FAIL("atomic results in memory: %u %u %u", counter_data[0], counter_data[1], counter_data[5]);
    /* mode 2: uniform texel buffer fetch, storage texel buffer write */
    if ((r = run_storage(ctx, prog, 2, ib, 8, out, false)) != SPVRT_SUCCESS)
        FAIL("mode 2: %d %s", r, first_message(ctx));
    for (int i = 0; i < INV; i++) {
        if (out[i][0] != (int32_t)tb_data[i] || out[i][1] != 0 || out[i][3] != 1)
            FAIL("texel buffer fetch %d: %d %d %d", i, out[i][0], out[i][1], out[i][3]);
        if (sb_data[i * 4] != (float)i || sb_data[i * 4 + 1] != -1.5f || sb_data[i * 4 + 2] != 0.25f ||
            sb_data[i * 4 + 3] != (float)tb_data[i])
            FAIL("storage texel buffer %d", i);
    }
    /* mode 3: texelFetch(sampler2D(t2, smp), c / 2, 1): view level 1 = image level 2 (2 x 1) */
    r = run_storage(ctx, prog, 3, ib, 8, out, false);
    if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "out-of-bounds texel: (0, 1, 0) layer 0 sample 0 level 1"))
        FAIL("mode 3 without robustness: %d %s", r, first_message(ctx));
    if ((r = run_storage(ctx, prog, 3, ib, 8, out, true)) != SPVRT_SUCCESS)
        FAIL("mode 3: %d %s", r, first_message(ctx));
    for (int i = 0; i < INV; i++) {
        int x = (i % 4) / 2, y = (i / 4) / 2;
        if (y >= 1) {
            /* level 2 is 2 x 1: rows 2, 3 of c / 2 are outside: robust zeros (the format has alpha) */
            if (out[i][0] || out[i][1] || out[i][2] || out[i][3])
                FAIL("robust fetch %d: %d %d %d %d", i, out[i][0], out[i][1], out[i][2], out[i][3]);
            continue;
        }
        const uint16_t *t = (const uint16_t *)(t2data + spvrt_image_texel_offset(&t2, 2, 0, 0, (uint32_t)x, 0, 0));
        for (int c = 0; c < 4; c++) {
            int want = (int)((float)((double)t[c] / 65535.0) * 1000.0f);
            if (out[i][c] != want)
                FAIL("fetch lod %d component %d: %d, expected %d", i, c, out[i][c], want);
        }
    }
    /* mode 4: multisampled fetch of sample i % 4 */
    if ((r = run_storage(ctx, prog, 4, ib, 8, out, false)) != SPVRT_SUCCESS)
        FAIL("mode 4: %d %s", r, first_message(ctx));
    for (int i = 0; i < INV; i++) {
        const uint8_t *t = msdata + spvrt_image_texel_offset(&tms, 0, 0, (uint32_t)(i % 4), (uint32_t)(i % 4),
                                                             (uint32_t)(i / 4), 0);
        for (int c = 0; c < 4; c++) {
            int want = (int)((float)((double)t[c] / 255.0) * 1000.0f);
            if (out[i][c] != want)
                FAIL("multisample fetch %d component %d: %d, expected %d", i, c, out[i][c], want);
        }
    }
    /* mode 5, 6: queries */
    if ((r = run_storage(ctx, prog, 5, ib, 8, out, false)) != SPVRT_SUCCESS)
        FAIL("mode 5: %d %s", r, first_message(ctx));
    if (out[0][0] != 4 || out[0][1] != 4 || out[0][2] != 2 || out[0][3] != 1)
        FAIL("sizes: %d %d %d %d, expected 4 4 2 1", out[0][0], out[0][1], out[0][2], out[0][3]);
    if ((r = run_storage(ctx, prog, 6, ib, 8, out, false)) != SPVRT_SUCCESS)
        FAIL("mode 6: %d %s", r, first_message(ctx));
    if (out[0][0] != 2 || out[0][1] != 4 || out[0][2] != 3 || out[0][3] != INV)
        FAIL("levels, samples, layers, buffer size: %d %d %d %d, expected 2 4 3 16", out[0][0], out[0][1], out[0][2],
             out[0][3]);
    /* mode 7: store -i at layer i % 3, load layer 0 */
    if ((r = run_storage(ctx, prog, 7, ib, 8, out, false)) != SPVRT_SUCCESS)
        FAIL("mode 7: %d %s", r, first_message(ctx));
    for (int i = 0; i < INV; i++) {
        int32_t want = i % 3 == 0 ? -i : 0x55555555;
        if (out[i][0] != want || out[i][1] != 0 || out[i][3] != 1)
            FAIL("array load %d: %d %d %d, expected %d 0 . 1", i, out[i][0], out[i][1], out[i][3], want);
        for (int l = 0; l < 3; l++)
            if (arr_data[l * 16 + i] != (l == i % 3 ? -i : 0x55555555))
                FAIL("array store %d layer %d", i, l);
    }
    /* mode 8: x = 3i - 2 is outside for i = 0 and i >= 2: a trap, or (0, 0, 0, 0) with robustness */
    r = run_storage(ctx, prog, 8, ib, 8, out, false);
    if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "out-of-bounds texel: (-2, 1, 0)"))
        FAIL("out-of-bounds read: %d %s", r, first_message(ctx));
    if ((r = run_storage(ctx, prog, 8, ib, 8, out, true)) != SPVRT_SUCCESS)
        FAIL("mode 8 robust: %d %s", r, first_message(ctx));
    for (int i = 0; i < INV; i++) {
        int x = 3 * i - 2;
        for (int c = 0; c < 4; c++) {
            int want = x >= 0 && x < 4 ? idata[(4 + x) * 4 + c] : 0;
            if (out[i][c] != want)
                FAIL("robust read %d component %d: %d, expected %d", i, c, out[i][c], want);
        }
    }
    /* mode 9: writes outside dropped, atomics outside (y = 5 exists for x < 4 only) read 0 */
    memcpy(before, idata, 64);
    memset(counter_data, 0, sizeof counter_data);
    r = run_storage(ctx, prog, 9, ib, 8, out, false);
    if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "out-of-bounds texel"))
        FAIL("out-of-bounds write: %d %s", r, first_message(ctx));
    memcpy(idata, before, 64);
    memset(counter_data, 0, sizeof counter_data);
    if ((r = run_storage(ctx, prog, 9, ib, 8, out, true)) != SPVRT_SUCCESS)
        FAIL("mode 9 robust: %d %s", r, first_message(ctx));
    for (int i = 0; i < 16; i++) {
        if (out[i][0] != 0)
            FAIL("robust atomic %d returned %d", i, out[i][0]);
        if (i < 4 && counter_data[5 * 4 + i] != 1)
            FAIL("robust atomic %d: memory %u", i, counter_data[5 * 4 + i]);
    }
    for (int x = 0; x < 4; x++) /* texels written: x = 1 (i = 1); others as before */
        for (int c = 0; c < 4; c++)
            if (idata[(4 + x) * 4 + c] != (x == 1 ? 255 : before[(4 + x) * 4 + c]))
                FAIL("robust write texel (%d, 1) component %d: %d", x, c, idata[(4 + x) * 4 + c]);
    /* binding errors at dispatch */
    spvrt_image_binding wrong = {.descriptor_set = 0, .binding = 8, .image = &img};
    if (run_storage(ctx, prog, 0, &wrong, 1, out, false) != SPVRT_ERROR_INVALID_ARGUMENT)
        FAIL("an image bound to a buffer binding: %s", first_message(ctx));
    spvrt_image small = img;
    small.size = 10;
    spvrt_image_binding short_data = {.descriptor_set = 0, .binding = 0, .image = &small};
    if (run_storage(ctx, prog, 0, &short_data, 1, out, false) != SPVRT_ERROR_INVALID_ARGUMENT ||
        !strstr(first_message(ctx), "needs 64 bytes"))
        FAIL("too little image memory: %s", first_message(ctx));
    /* the shader's Image Format (rgba8) against another view format */
    spvrt_image rgba16 = {.format = 91, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 4, .depth = 1, .array_layers = 1,
                          .mip_levels = 1, .samples = 1};
    uint8_t *d16 = make_rgba8(&rgba16, 1);
    spvrt_image_binding fmt = {.descriptor_set = 0, .binding = 0, .image = &rgba16};
    if (run_storage(ctx, prog, 0, &fmt, 1, out, false) != SPVRT_ERROR_TRAP ||
        !strstr(first_message(ctx), "Image Format needs VkFormat 37"))
        FAIL("format mismatch: %s", first_message(ctx));
    free(d16);
    free(idata);
    free(t2data);
    free(msdata);
    release(prog);
    spvrt_context_destroy(ctx);
}

/* ---- descriptor arrays, unnormalized coordinates, 1D, cube arrays, MinLod ------------------------------ */

static bool run_more(spvrt_context *ctx, spvrt_program *prog, int mode, int index, const spvrt_image_binding *images,
                     uint32_t image_count, const query *q, float out[POINTS][4], const char *trap_text)
{
    int pc[2] = {mode, index};
    spvrt_binding b[2] = {{0, 1, 0, (void *)q, sizeof(query) * POINTS}, {0, 2, 0, out, sizeof(float) * 4 * POINTS}};
    memset(out, 0, sizeof(float) * 4 * POINTS);
    spvrt_dispatch d = {.group_count = {POINTS / 4, 1, 1}, .bindings = b, .binding_count = 2, .images = images,
                        .image_count = image_count, .push_constants = pc, .push_constant_size = 8, .threads = 1};
    spvrt_result r = spvrt_program_dispatch(ctx, prog, &d);
    if (trap_text) {
        if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), trap_text))
            FAIL("mode %d: expected a trap with '%s', got %d '%s'", mode, trap_text, r, first_message(ctx));
        return false;
    }
    if (r != SPVRT_SUCCESS)
        FAIL("mode %d: dispatch %d: %s", mode, r, first_message(ctx));
    return r == SPVRT_SUCCESS;
}

static void test_more(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_program *prog = prepare(ctx, more_asm);
    if (!prog) {
        spvrt_context_destroy(ctx);
        return;
    }
    float out[POINTS][4];
    query q[POINTS];
    spvrt_image ims[3];
    uint8_t *datas[3];
    for (int k = 0; k < 3; k++) {
        ims[k] = (spvrt_image){.format = 37, .dim = SPVRT_IMAGE_2D, .width = 8, .height = 4, .depth = 1,
                               .array_layers = 1, .mip_levels = 1, .samples = 1};
        datas[k] = make_rgba8(&ims[k], 100u + (uint32_t)k);
    }
    /* texel-space coordinates, lod 0 */
    for (int i = 0; i < POINTS; i++) {
        memset(&q[i], 0, sizeof q[i]);
        q[i].p[0] = -1.3f + 0.71f * (float)i;
        q[i].p[1] = 4.6f - 0.37f * (float)i;
    }
    /* unnormalized coordinates: clamp to edge / to border, nearest and linear, each array element */
    for (int variant = 0; variant < 4; variant++) {
        spvrt_address_mode am = variant & 1 ? SPVRT_ADDRESS_CLAMP_TO_BORDER : SPVRT_ADDRESS_CLAMP_TO_EDGE;
        spvrt_filter f = (spvrt_filter)(variant >> 1);
        spvrt_sampler s = {.mag_filter = f, .min_filter = f, .address_u = am, .address_v = am,
                           .border_color = SPVRT_BORDER_FLOAT_OPAQUE_BLACK, .unnormalized_coordinates = true};
        spvrt_image_binding ib[3];
        for (int k = 0; k < 3; k++)
            ib[k] = (spvrt_image_binding){.descriptor_set = 0, .binding = 0, .array_index = (uint32_t)(2 - k),
                                          .image = &ims[k], .sampler = &s};
        for (int index = 0; index < 3; index++) {
            if (!run_more(ctx, prog, 0, index, ib, 3, q, out, NULL))
                continue;
            const spvrt_image *im = &ims[2 - index];
            for (int i = 0; i < POINTS; i++) {
                double st[3] = {q[i].p[0] / 8.0, q[i].p[1] / 4.0, 0}, want[4];
                int off[3] = {0, 0, 0};
                ref_sample(im, &s, 0, 0, st, off, want);
                compare(0, "unnormalized", i, out[i], want, 2e-6);
            }
        }
        /* element 1 unbound */
        run_more(ctx, prog, 0, 1, ib, 1, q, out, "no image is bound to descriptor set 0, binding 0, element 1");
        /* an index past the array */
        run_more(ctx, prog, 0, 3, ib, 3, q, out, "descriptor array index 3 is out of range");
    }
    /* unnormalized coordinates with a non-zero Lod are refused */
    {
        spvrt_sampler s = {.unnormalized_coordinates = true};
        spvrt_image_binding ib = {.descriptor_set = 0, .binding = 0, .image = &ims[0], .sampler = &s};
        q[0].p[2] = 1;
        run_more(ctx, prog, 0, 0, &ib, 1, q, out, "unnormalizedCoordinates");
        q[0].p[2] = 0;
    }
    /* 1D: 8 texels, 4 levels, linear with linear mipmaps, mirrored repeat */
    {
        spvrt_image im = {.format = 37, .dim = SPVRT_IMAGE_1D, .width = 8, .height = 1, .depth = 1, .array_layers = 1,
                          .mip_levels = 4, .samples = 1};
        uint8_t *data = make_rgba8(&im, 77);
        spvrt_sampler s = {.mag_filter = SPVRT_FILTER_LINEAR, .min_filter = SPVRT_FILTER_LINEAR,
                           .mipmap_mode = SPVRT_FILTER_LINEAR, .address_u = SPVRT_ADDRESS_MIRRORED_REPEAT,
                           .max_lod = 2.5f};
        spvrt_image_binding ib = {.descriptor_set = 0, .binding = 3, .image = &im, .sampler = &s};
        for (int i = 0; i < POINTS; i++) {
            q[i].p[0] = -1.1f + 0.23f * (float)i;
            q[i].p[2] = -0.5f + 0.27f * (float)i;
        }
        if (run_more(ctx, prog, 1, 0, &ib, 1, q, out, NULL))
            for (int i = 0; i < POINTS; i++) {
                double st[3] = {q[i].p[0], 0.5, 0}, want[4];
                int off[3] = {0, 0, 0};
                ref_sample(&im, &s, q[i].p[2], 0, st, off, want);
                compare(1, "1d", i, out[i], want, 2e-6);
            }
        free(data);
    }
    /* a cube array of 2 cubes (2 x 2 faces), nearest: hand-placed texels */
    {
        spvrt_image im = {.format = 37, .dim = SPVRT_IMAGE_CUBE, .width = 2, .height = 2, .depth = 1,
                          .array_layers = 12, .mip_levels = 1, .samples = 1};
        uint8_t *data = make_rgba8(&im, 88);
        spvrt_sampler s = {.max_lod = 100};
        spvrt_image_binding ib = {.descriptor_set = 0, .binding = 4, .image = &im, .sampler = &s};
        static const struct { float d[3]; float layer; int face, x, y, cube; } cases[] = {
            {{1, -0.5f, -0.5f}, 0, 0, 1, 1, 0},  {{1, -0.5f, -0.5f}, 1, 0, 1, 1, 1},
            {{-0.5f, 1, -0.5f}, 0.6f, 2, 0, 0, 1}, {{0.5f, -1, -0.5f}, 7, 3, 1, 1, 1},
            {{0.5f, -0.5f, 1}, -3, 4, 1, 1, 0},  {{0.5f, -0.5f, -1}, 1.2f, 5, 0, 1, 1},
        };
        int n = (int)(sizeof cases / sizeof cases[0]);
        for (int i = 0; i < POINTS; i++) {
            memset(&q[i], 0, sizeof q[i]);
            q[i].g[0] = 1;
            if (i < n) {
                memcpy(q[i].g, cases[i].d, sizeof cases[i].d);
                q[i].p[3] = cases[i].layer;
            }
        }
        if (run_more(ctx, prog, 2, 0, &ib, 1, q, out, NULL))
            for (int i = 0; i < n; i++) {
                const uint8_t *t = data + (((cases[i].cube * 6 + cases[i].face) * 2 + cases[i].y) * 2 + cases[i].x) * 4;
                double want[4] = {t[0] / 255.0, t[1] / 255.0, t[2] / 255.0, t[3] / 255.0};
                compare(2, "cube array", i, out[i], want, 1e-7);
            }
        free(data);
    }
    /* Grad with MinLod: lambda = max(log2(rho), MinLod), an 8 x 4 image with 4 levels */
    {
        spvrt_image im = {.format = 37, .dim = SPVRT_IMAGE_2D, .width = 8, .height = 4, .depth = 1, .array_layers = 1,
                          .mip_levels = 4, .samples = 1};
        uint8_t *data = make_rgba8(&im, 99);
        spvrt_sampler s = {.mag_filter = SPVRT_FILTER_LINEAR, .min_filter = SPVRT_FILTER_LINEAR,
                           .mipmap_mode = SPVRT_FILTER_LINEAR, .address_u = SPVRT_ADDRESS_REPEAT,
                           .address_v = SPVRT_ADDRESS_MIRROR_CLAMP_TO_EDGE, .max_lod = 1000};
        spvrt_image_binding ib = {.descriptor_set = 0, .binding = 5, .image = &im, .sampler = &s};
        for (int i = 0; i < POINTS; i++) {
            q[i].p[0] = 0.3f + 0.11f * (float)i;
            q[i].p[1] = -0.4f + 0.17f * (float)i;
            q[i].p[3] = 0.2f * (float)(i % 7);  /* MinLod */
            q[i].g[0] = 0.01f * (float)i;
            q[i].g[1] = 0.02f;
            q[i].g[2] = 0.0f;
            q[i].g[3] = 0.015f * (float)(i % 4);
        }
        if (run_more(ctx, prog, 3, 0, &ib, 1, q, out, NULL))
            for (int i = 0; i < POINTS; i++) {
                double st[3] = {q[i].p[0], q[i].p[1], 0}, want[4];
                int off[3] = {0, 0, 0};
                double rx = hypot(q[i].g[0] * 8.0, q[i].g[1] * 4.0), ry = hypot(q[i].g[2] * 8.0, q[i].g[3] * 4.0);
                spvrt_sampler clamped = s;
                clamped.min_lod = q[i].p[3];
                ref_sample(&im, &clamped, log2(rx > ry ? rx : ry), 0, st, off, want);
                compare(3, "minlod", i, out[i], want, 2e-6);
            }
        free(data);
    }
    for (int k = 0; k < 3; k++)
        free(datas[k]);
    release(prog);
    spvrt_context_destroy(ctx);
}

/* ---- 64-bit atomics, a cube storage image, fetch offsets, queries past the levels ----------------------- */

static void test_int64_cube_fetch(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_program *prog = prepare(ctx, int64_asm);
    if (!prog) {
        spvrt_context_destroy(ctx);
        return;
    }
    uint64_t big_data[2] = {0xFFFFFFFFull, 5};
    spvrt_image big = {.format = 110, .dim = SPVRT_IMAGE_2D, .width = 2, .height = 1, .depth = 1, .array_layers = 1,
                       .mip_levels = 1, .samples = 1, .data = big_data, .size = sizeof big_data};
    spvrt_image cube = {.format = 42, .dim = SPVRT_IMAGE_CUBE, .width = 2, .height = 2, .depth = 1,
                        .array_layers = 6, .mip_levels = 1, .samples = 1};
    uint8_t *cdata = make_rgba8(&cube, 55);
    spvrt_image tex = {.format = 37, .dim = SPVRT_IMAGE_2D, .width = 4, .height = 4, .depth = 1, .array_layers = 1,
                       .mip_levels = 3, .samples = 1};
    uint8_t *tdata = make_rgba8(&tex, 66);
    spvrt_image_binding ib[3] = {
        {.descriptor_set = 0, .binding = 0, .image = &big},
        {.descriptor_set = 0, .binding = 1, .image = &cube},
        {.descriptor_set = 0, .binding = 2, .image = &tex},
    };
    int32_t out[INV][4];
    spvrt_binding b = {0, 3, 0, out, sizeof out};
    int mode = 0;
    spvrt_dispatch d = {.group_count = {INV / 4, 1, 1}, .bindings = &b, .binding_count = 1, .images = ib,
                        .image_count = 3, .push_constants = &mode, .push_constant_size = 4, .threads = 1};
    /* mode 0: imageAtomicAdd of 2^33 + i on R64_UINT, lanes in order */
    uint64_t expect[2] = {big_data[0], big_data[1]};
    if (spvrt_program_dispatch(ctx, prog, &d) != SPVRT_SUCCESS)
        FAIL("64-bit atomics: %s", first_message(ctx));
    for (int i = 0; i < INV; i++) {
        uint64_t got = (uint32_t)out[i][0] | (uint64_t)(uint32_t)out[i][1] << 32;
        if (got != expect[i % 2])
            FAIL("64-bit atomic %d returned 0x%llx, expected 0x%llx", i, (unsigned long long)got,
                 (unsigned long long)expect[i % 2]);
        expect[i % 2] += (1ull << 33) + (uint64_t)i;
    }
    if (big_data[0] != expect[0] || big_data[1] != expect[1])
        FAIL("64-bit atomics in memory");
    /* mode 1: a cube storage image read as (x, y, face), SINT sign-extended */
    mode = 1;
    if (spvrt_program_dispatch(ctx, prog, &d) != SPVRT_SUCCESS)
        FAIL("cube storage read: %s", first_message(ctx));
    for (int i = 0; i < INV; i++) {
        const int8_t *t = (const int8_t *)cdata + ((i / 4 * 2 + (i / 2) % 2) * 2 + i % 2) * 4;
        for (int c = 0; c < 4; c++)
            if (out[i][c] != t[c])
                FAIL("cube read %d component %d: %d, expected %d", i, c, out[i][c], t[c]);
    }
    /* mode 2: texelFetchOffset (x - 1, 1): x = -1 is outside */
    mode = 2;
    spvrt_result r = spvrt_program_dispatch(ctx, prog, &d);
    if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "out-of-bounds texel: (-1, 1, 0)"))
        FAIL("fetch offset outside: %d %s", r, first_message(ctx));
    d.robust_image_access = true;
    if (spvrt_program_dispatch(ctx, prog, &d) != SPVRT_SUCCESS)
        FAIL("fetch offset: %s", first_message(ctx));
    for (int i = 0; i < INV; i++) {
        int x = i % 4 - 1;
        for (int c = 0; c < 4; c++) {
            int want = x < 0 ? 0 : tdata[(4 + x) * 4 + c];
            if (out[i][c] != want)
                FAIL("fetch offset %d component %d: %d, expected %d", i, c, out[i][c], want);
        }
    }
    d.robust_image_access = false;
    /* mode 3: textureSize of level i: lane 3 asks for a Lod past the view's 3 levels (undefined): a trap */
    mode = 3;
    r = spvrt_program_dispatch(ctx, prog, &d);
    if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "Lod 3 is not a level of the view (3 levels"))
        FAIL("query past the levels: %d %s", r, first_message(ctx));
    free(cdata);
    free(tdata);
    release(prog);
    spvrt_context_destroy(ctx);
}

/* Refused at prepare with the reason: a whole array of images loaded at once. */
static const char *array_load_asm =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %imgs\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %imgs DescriptorSet 0\n"
    "OpDecorate %imgs Binding 0\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%f32 = OpTypeFloat 32\n"
    "%u32 = OpTypeInt 32 0\n"
    "%u2 = OpConstant %u32 2\n"
    "%it = OpTypeImage %f32 2D 0 0 0 1 Unknown\n"
    "%arr = OpTypeArray %it %u2\n"
    "%parr = OpTypePointer UniformConstant %arr\n"
    "%imgs = OpVariable %parr UniformConstant\n"
    "%main = OpFunction %void None %fn\n"
    "%e = OpLabel\n"
    "%x = OpLoad %arr %imgs\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static void test_refusals(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_module *m = NULL;
    spvrt_program *prog = NULL;
    spvrt_as_options as = {.version = 0x10500};
    if (spvrt_assemble(ctx, array_load_asm, strlen(array_load_asm), &as, &words, &count) != SPVRT_SUCCESS ||
        spvrt_module_read(ctx, words, count, &m) != SPVRT_SUCCESS) {
        FAIL("assembling: %s", first_message(ctx));
    } else {
        spvrt_result r = spvrt_program_prepare(ctx, m, NULL, &prog);
        if (r != SPVRT_ERROR_UNSUPPORTED || !strstr(first_message(ctx), "loading a whole array of images"))
            FAIL("array load: %d %s", r, first_message(ctx));
    }
    spvrt_program_free(prog);
    spvrt_free(ctx, words);
    spvrt_module_free(m);
    spvrt_context_destroy(ctx);
}

/* The float tolerance walk: a sampled float has no precision row; it gets
 * the filtering allowance of docs/float-tolerance.md "Image values". */
static void test_float_tolerance(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_module *m = NULL;
    spvrt_as_options as = {.version = 0x10500};
    spvrt_float_tolerance t;
    if (spvrt_assemble(ctx, sample_asm, strlen(sample_asm), &as, &words, &count) != SPVRT_SUCCESS ||
        spvrt_module_read(ctx, words, count, &m) != SPVRT_SUCCESS ||
        spvrt_float_tolerance_derive(ctx, m, NULL, &t) != SPVRT_SUCCESS)
        FAIL("float tolerance of the sampling shader: %s", first_message(ctx));
    else if (!t.bounded || t.absolute < 0x1p-8 || t.ulp_width[1] < 65536 || !t.assumes ||
             (t.assumption_opcode != 88 && t.assumption_opcode != 90 && t.assumption_opcode != 96 &&
              t.assumption_opcode != 97)) /* OpImageSample(Dref)ExplicitLod, OpImage(Dref)Gather */
        FAIL("a stored sampled float: bounded %d, %g ULP + %g, assumes %d at opcode %u (want the filtering "
             "allowance: 2^-8 relative + 2^-8, assumed at a sample)",
             t.bounded, t.ulp_width[1], t.absolute, t.assumes, t.assumption_opcode);
    spvrt_free(ctx, words);
    spvrt_module_free(m);
    spvrt_context_destroy(ctx);
}

int main(void)
{
    test_format_bits();
    test_format_encode();
    test_format_round_trips();
    test_image_layout();
    test_sampling();
    test_storage();
    test_more();
    test_float_tolerance();
    test_int64_cube_fetch();
    test_refusals();
    if (failures) {
        fprintf(stderr, "image_test: %d failures\n", failures);
        return 1;
    }
    printf("image_test: ok (%ld sampled values compared with the reference)\n", checks);
    return 0;
}
