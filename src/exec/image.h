/* Private to the image family of the execution engine: formats.c (texel
 * encode/decode, the format table), image.c (descriptors and the image
 * instructions) and sample.c (the sampler: address modes, filtering,
 * mipmaps, cube maps, depth comparison, gather).  docs/exec.md "Images". */
#ifndef SPVRT_EXEC_IMAGE_H
#define SPVRT_EXEC_IMAGE_H

#include <stdbool.h>
#include <stdint.h>

#include "spvrt/spvrt.h"

/* ---- formats (formats.c) ---------------------------------------------------- */

/* The numeric format of a VkFormat's components (Vulkan "Identification of
 * Formats"). */
typedef enum exec_numeric {
    EXEC_NUM_UNORM,
    EXEC_NUM_SNORM,
    EXEC_NUM_UINT,
    EXEC_NUM_SINT,
    EXEC_NUM_SRGB,      /* R, G, B sRGB-encoded UNORM; A linear UNORM */
    EXEC_NUM_SFLOAT,    /* 16, 32 bits */
    EXEC_NUM_UFLOAT,    /* B10G11R11: unsigned 11- and 10-bit floats */
    EXEC_NUM_SHAREDEXP  /* E5B9G9R9 */
} exec_numeric;

typedef struct exec_format {
    uint32_t vk;            /* VkFormat */
    uint8_t bytes;          /* of a texel */
    uint8_t components;     /* present, in R, G, B, A order */
    uint8_t numeric;        /* exec_numeric */
    bool depth;             /* a depth format: its one component is D (read as R) */
    uint8_t offset[4];      /* bit offset of R, G, B, A in the texel read as a little-endian integer */
    uint8_t width[4];       /* bits of R, G, B, A (0: absent) */
} exec_format;

/* The format's description, or NULL if the engine does not support it. */
const exec_format *exec_format_find(uint32_t vk_format);
/* The VkFormat a SPIR-V Image Format (OpTypeImage's last operand) names in
 * the Vulkan environment (appendix "Compatibility Between SPIR-V Image
 * Formats and Vulkan Formats"); 0 for Unknown or a format with none. */
uint32_t exec_format_from_spirv(uint32_t image_format);

/* A texel as the shader sees it (Vulkan "Conversion to RGBA": components
 * the format lacks are 0 for G and B, 1 for A).  Float formats fill f, the
 * integer ones u (SINT sign-extended to 64 bits). */
typedef struct exec_texel {
    float f[4];
    uint64_t u[4];
} exec_texel;

static inline bool exec_format_is_integer(const exec_format *f)
{
    return f->numeric == EXEC_NUM_UINT || f->numeric == EXEC_NUM_SINT;
}

/* Decode the texel at src (fmt->bytes bytes). */
void exec_format_decode(const exec_format *fmt, const uint8_t *src, exec_texel *out);
/* Encode (Vulkan "Texel Output Format Conversion"): the format's components
 * from in, float ones converted with round to nearest (even), integers
 * truncated to the component's width; the components the format lacks are
 * dropped.  Writes fmt->bytes bytes at dst. */
void exec_format_encode(const exec_format *fmt, const exec_texel *in, uint8_t *dst);

/* The conversions, exposed for the unit tests' sake through the same code. */
float exec_unorm_to_float(uint64_t c, uint32_t bits);
float exec_snorm_to_float(int64_t c, uint32_t bits);
uint64_t exec_float_to_unorm(float f, uint32_t bits);
int64_t exec_float_to_snorm(float f, uint32_t bits);
float exec_srgb_to_linear(float c);
float exec_linear_to_srgb(float l);
float exec_ufloat_to_float(uint32_t bits, uint32_t mantissa_bits);     /* 11-bit: 6, 10-bit: 5 */
uint32_t exec_float_to_ufloat(float f, uint32_t mantissa_bits);
void exec_rgb9e5_to_float(uint32_t packed, float rgb[3]);
uint32_t exec_float_to_rgb9e5(const float rgb[3]);

/* ---- the sampler (sample.c) -------------------------------------------------- */

/* A bound image view, resolved for the instruction. */
typedef struct exec_view {
    const spvrt_image *image;
    const exec_format *format;      /* the view's */
    uint32_t dim;                   /* SPIR-V Dim of the view (the OpTypeImage's) */
    bool arrayed;
    uint32_t base_level, levels;
    uint32_t base_layer, layers;
} exec_view;

/* Extent of a level of the image (level counted from the image's level 0). */
static inline uint32_t exec_level_extent(uint32_t extent, uint32_t level)
{
    uint32_t e = level < 32 ? extent >> level : 0;
    return e ? e : 1;
}

/* A texel's bytes, or NULL when (x, y, z, layer) is outside the view
 * (layer and level relative to the view). */
const uint8_t *exec_view_texel(const exec_view *v, uint32_t level, uint32_t layer, uint32_t sample, int64_t x,
                               int64_t y, int64_t z);

/* What a sample instruction asks (SPIR-V image operands resolved). */
typedef struct exec_sample_query {
    float coord[3];                 /* s, t, r (cube: the direction) */
    float layer;                    /* arrayed views: the array layer (cube arrays: the cube) */
    bool has_lod, has_grad, has_min_lod;
    float lod;
    float grad_x[3], grad_y[3];
    float min_lod;
    int32_t offset[3];              /* Offset / ConstOffset */
    bool has_offsets;               /* ConstOffsets (gather) */
    int32_t offsets[4][2];
    bool dref_enabled;
    float dref;
    int gather_component;           /* -1: not a gather */
} exec_sample_query;

/* Sample the view with the sampler: the filtered texel (float formats:
 * f; integer formats: u, nearest texels only as the spec requires).
 * Returns false with *reason set when the call has no defined result the
 * engine computes (e.g. linear filtering of an integer format). */
bool exec_sample(const exec_view *v, const spvrt_sampler *s, const exec_sample_query *q, exec_texel *out,
                 const char **reason);

#endif
