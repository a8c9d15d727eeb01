/* spvrt exec: the image family (docs/exec.md "Images"): descriptors of
 * images, texel buffers and samplers, and the image instructions of
 * compute shaders.
 *
 * Values.  An OpTypeImage, OpTypeSampler or OpTypeSampledImage value is a
 * 64-bit handle in one register row (prepare.c gives these types one row):
 * bits 0-15 the memory region of the image descriptor (a descriptor array
 * element has its own region, so OpAccessChain into an array of images
 * needs nothing new), bits 16-31 the region of the sampler descriptor.
 * OpLoad through a UniformConstant pointer makes the handle from the
 * pointer's region (an image: the image half; a sampler: the sampler half;
 * a combined image sampler: both), OpSampledImage joins two halves, OpImage
 * keeps the image half.  Regions are resolved per dispatch from
 * spvrt_dispatch.images (run.c); a handle whose descriptor has no image (or
 * no sampler) bound traps when an instruction uses it, naming the
 * descriptor.
 *
 * Instructions: OpImageRead, OpImageWrite, OpImageFetch (Lod, Sample,
 * ConstOffset, Offset), OpImageQuerySize, OpImageQuerySizeLod,
 * OpImageQueryLevels, OpImageQuerySamples, OpSampledImage, OpImage,
 * OpImageSampleExplicitLod (Lod, Grad, ConstOffset, Offset, MinLod),
 * OpImageSampleDrefExplicitLod, OpImageGather, OpImageDrefGather
 * (ConstOffset, Offset, ConstOffsets), OpImageTexelPointer (the atomics of
 * atomics.c then run on the texel's memory), the SignExtend / ZeroExtend
 * operands, and the memory-model operands (MakeTexelAvailable/Visible,
 * NonPrivateTexel, VolatileTexel, Nontemporal), which change nothing in an
 * engine whose image accesses are all sequentially consistent.  The Bias
 * operand and the implicit-LOD, projective and sparse instructions are not
 * valid in compute shaders without derivatives and are refused at prepare.
 *
 * Format checks at run time (the view's format is known only then), each a
 * trap that names the rule rather than a made-up value: the numeric type of
 * the instruction (float or integer) must match the view's format
 * (VUID-vkCmdDispatch-format-07753 / OpTypeImage-07027..07030); an
 * OpTypeImage Image Format other than Unknown must be the view's format
 * (the Vulkan format compatibility table, VUID-vkCmdDispatch-OpTypeImage-07754
 * spirit: "Image Format ... must match"); OpImageWrite's texel must have at
 * least the format's components (VUID-RuntimeSpirv-OpImageWrite-07112); the
 * view's type must fit the OpTypeImage's Dim (VUID-vkCmdDispatch-viewType-07752);
 * a read, write or sample of a UINT / SINT format must have the format's
 * signedness (Vulkan "Image Signedness": SignExtend / ZeroExtend, else the
 * Sampled Type's; a mismatch leaves the texel undefined).
 *
 * Out-of-bounds texels (a coordinate, sample, level or layer outside the
 * view): with spvrt_dispatch.robust_image_access a read returns the texel
 * of all-zero components, then "Conversion to RGBA" (so (0,0,0,1) for a
 * format without alpha, (0,0,0,0) with it: the value robustImageAccess2
 * requires, one of the two robustImageAccess allows); an atomic on such a
 * texel pointer changes nothing and returns 0.  Without robustness each is a
 * trap.  A write to such a texel is always dropped: "If the texel fails
 * integer texel coordinate validation, then the write has no effect" (Vulkan
 * "Texel Output Validation Operations").  OpImageQuerySizeLod with a Lod of the view's
 * level count or more (undefined in SPIR-V) traps in both modes. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "image.h"
#include "prep.h"
#include "run.h"

#define IMAGE_REGION(handle) ((uint32_t)((handle) & 0xFFFFu))
#define SAMPLER_REGION(handle) ((uint32_t)(((handle) >> 16) & 0xFFFFu))

/* ---- what an instruction needs (op->data) ------------------------------------------ */

typedef struct image_type {
    uint32_t dim;               /* SpvDim */
    uint32_t depth;             /* 0, 1, 2 (unknown) */
    bool arrayed, ms;
    uint32_t sampled;           /* 1: sampled, 2: storage */
    uint32_t format;            /* SPIR-V Image Format */
    bool sampled_float;         /* the Sampled Type is a float */
    bool sampled_signed;        /* ... an integer with Signedness 1 */
    uint32_t sampled_bits;
} image_type;

enum { ARG_NONE = UINT32_MAX };

typedef struct image_data {
    image_type it;
    uint32_t operands;          /* Image Operands mask */
    /* index into op->args of each operand, or ARG_NONE */
    uint32_t coord, texel, dref, component, lod, grad_x, grad_y, const_offset, offset, const_offsets, sample,
        min_lod;
    uint32_t spatial;           /* coordinate components without the layer */
    int access_signed;          /* texel reads and writes of an integer format: 1 signed, 0 unsigned (Vulkan
                                   "Image signedness": SignExtend, ZeroExtend, else the Sampled Type's
                                   Signedness); -1: not checked (queries, OpImageTexelPointer) */
} image_data;

/* ---- reading and writing lanes ------------------------------------------------------ */

static uint64_t lane_bits(const exec_wave *w, uint32_t row, uint32_t bytes, uint32_t lane)
{
    const uint8_t *r = exec_row(w, row);
    switch (bytes) {
    case 1: return r[lane];
    case 2: { uint16_t v; memcpy(&v, r + 2u * lane, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, r + 4u * lane, 4); return v; }
    default: { uint64_t v; memcpy(&v, r + 8u * lane, 8); return v; }
    }
}

static void set_lane_bits(exec_wave *w, uint32_t row, uint32_t bytes, uint32_t lane, uint64_t value)
{
    uint8_t *r = exec_row(w, row);
    switch (bytes) {
    case 1: r[lane] = (uint8_t)value; break;
    case 2: { uint16_t v = (uint16_t)value; memcpy(r + 2u * lane, &v, 2); break; }
    case 4: { uint32_t v = (uint32_t)value; memcpy(r + 4u * lane, &v, 4); break; }
    default: memcpy(r + 8u * lane, &value, 8); break;
    }
}

/* Component k of an argument as a float / a signed integer. */
static float arg_float(const exec_wave *w, const exec_arg *a, uint32_t k, uint32_t lane)
{
    const exec_type *s = a->type->scalar;
    uint64_t b = lane_bits(w, a->row + k, exec_scalar_bytes(s), lane);
    if (s->kind == EXEC_FLOAT)
        return s->bits == 16 ? spvrt_f16_to_f32((uint16_t)b)
               : s->bits == 64 ? (float)spvrt_f64_from_bits(b) : spvrt_f32_from_bits((uint32_t)b);
    return (float)(int64_t)b;
}

static int64_t arg_int(const exec_wave *w, const exec_arg *a, uint32_t k, uint32_t lane)
{
    const exec_type *s = a->type->scalar;
    uint32_t bytes = exec_scalar_bytes(s);
    uint64_t b = lane_bits(w, a->row + k, bytes, lane);
    if (bytes == 8)
        return (int64_t)b;
    uint64_t sign = 1ull << (8 * bytes - 1);
    return (int64_t)((b ^ sign) - sign); /* image coordinates and offsets are signed */
}

static uint32_t arg_components(const exec_arg *a)
{
    return a->type ? a->type->components : 0;
}

/* ---- descriptors ------------------------------------------------------------------------- */

static const spvrt_image_binding *binding_of(exec_wave *w, const exec_op *op, uint32_t lane, uint32_t region,
                                             bool want_image)
{
    const exec_dispatch_state *d = w->dispatch;
    const spvrt_image_binding *b = d && d->image_bindings && region < d->region_count ? d->image_bindings[region] : NULL;
    if (!b || (want_image ? b->image == NULL : b->sampler == NULL)) {
        char what[96];
        if (region == EXEC_REGION_NULL)
            snprintf(what, sizeof what, "a null descriptor (OpConstantNull / OpUndef)");
        else
            exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "no %s is bound to %s", want_image ? "image" : "sampler", what);
        return NULL;
    }
    return b;
}

static const char *dim_name(uint32_t dim)
{
    static const char *names[] = {"1D", "2D", "3D", "Cube", "Rect", "Buffer", "SubpassData"};
    return dim < 7 ? names[dim] : "?";
}

/* The view a lane's image handle names, checked against the instruction's
 * image type. */
static bool lane_view(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t handle, exec_view *v)
{
    const image_data *id = op->data;
    uint32_t region = IMAGE_REGION(handle);
    const spvrt_image_binding *b = binding_of(w, op, lane, region, true);
    if (!b)
        return false;
    const spvrt_image *im = b->image;
    uint32_t vk = b->view_format ? b->view_format : im->format;
    v->image = im;
    v->format = exec_format_find(vk); /* checked at dispatch */
    v->dim = id->it.dim;
    v->arrayed = id->it.arrayed;
    v->base_level = b->base_level;
    v->levels = b->level_count ? b->level_count : im->mip_levels - b->base_level;
    v->base_layer = b->base_layer;
    v->layers = b->layer_count ? b->layer_count : im->array_layers - b->base_layer;
    char what[96];
    bool dim_ok;
    switch (id->it.dim) {
    case 0: dim_ok = im->dim == SPVRT_IMAGE_1D; break;
    case 1: case 4: dim_ok = im->dim == SPVRT_IMAGE_2D || im->dim == SPVRT_IMAGE_CUBE; break;
    case 2: dim_ok = im->dim == SPVRT_IMAGE_3D; break;
    case 3: dim_ok = (im->dim == SPVRT_IMAGE_CUBE || im->dim == SPVRT_IMAGE_2D) && im->width == im->height &&
                     (id->it.arrayed ? v->layers % 6u == 0 && v->layers : v->layers >= 6); break;
    case 5: dim_ok = im->dim == SPVRT_IMAGE_BUFFER; break;
    default: dim_ok = false; break;
    }
    if (!dim_ok) {
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "the image bound to %s does not fit the shader's Dim %s%s "
                  "(VUID-vkCmdDispatch-viewType-07752)", what, dim_name(id->it.dim), id->it.arrayed ? " Arrayed" : "");
        return false;
    }
    if (!id->it.arrayed && v->layers > 1) {
        /* a non-arrayed view has one layer (a cube six): the first of the binding's */
        v->layers = id->it.dim == 3 ? 6 : 1;
    }
    if (id->it.ms != (im->samples > 1)) {
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "the image bound to %s has %u samples; the shader's image is %smultisampled",
                  what, im->samples, id->it.ms ? "" : "not ");
        return false;
    }
    uint32_t required = exec_format_from_spirv(id->it.format);
    if (required && required != vk) {
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "the view bound to %s has VkFormat %u; the shader's Image Format needs VkFormat %u "
                  "(Vulkan \"Compatibility Between SPIR-V Image Formats and Vulkan Formats\")", what, vk, required);
        return false;
    }
    if (exec_format_is_integer(v->format) == id->it.sampled_float) {
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "the view bound to %s has a%s format; the shader's Sampled Type is a%s "
                  "(VUID-vkCmdDispatch-format-07753)", what, id->it.sampled_float ? "n integer" : " float",
                  id->it.sampled_float ? " float" : "n integer");
        return false;
    }
    if (id->access_signed >= 0 && exec_format_is_integer(v->format) &&
        (v->format->numeric == EXEC_NUM_SINT) != (id->access_signed == 1)) {
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "the view bound to %s has a%s format; the access is %s (Vulkan \"Image "
                  "Signedness\": SignExtend / ZeroExtend, else the Sampled Type's; the texel is undefined)", what,
                  v->format->numeric == EXEC_NUM_SINT ? " SINT" : " UINT", id->access_signed ? "signed" : "unsigned");
        return false;
    }
    if ((v->format->width[0] == 64) != (id->it.sampled_bits == 64)) {
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "the view bound to %s has %u-bit components; the shader's Sampled Type is %u-bit "
                  "(VUID-vkCmdDispatch-SampledType-04470..04473)", what, v->format->width[0], id->it.sampled_bits);
        return false;
    }
    return true;
}

/* ---- coordinates -------------------------------------------------------------------------------- */

/* Integer texel coordinates of a lane: x, y, z (a cube's face in z for
 * storage reads: cube images are addressed as 2D arrays of faces), and the
 * layer. */
static void int_coords(const exec_wave *w, const exec_op *op, uint32_t lane, int64_t xyz[3], int64_t *layer)
{
    const image_data *id = op->data;
    const exec_arg *c = &op->args[id->coord];
    uint32_t n = arg_components(c);
    xyz[0] = xyz[1] = xyz[2] = 0;
    *layer = 0;
    for (uint32_t k = 0; k < id->spatial && k < n; k++)
        xyz[k] = arg_int(w, c, k, lane);
    if (id->it.dim == 3) {
        /* (x, y, face [+ 6 * cube]) */
        *layer = n > 2 ? arg_int(w, c, 2, lane) : 0;
        xyz[2] = 0;
    } else if (id->it.arrayed && n > id->spatial) {
        *layer = arg_int(w, c, id->spatial, lane);
    }
}

static void add_offsets(const exec_wave *w, const exec_op *op, uint32_t lane, int64_t xyz[3])
{
    const image_data *id = op->data;
    uint32_t which = id->const_offset != ARG_NONE ? id->const_offset : id->offset;
    if (which == ARG_NONE)
        return;
    const exec_arg *a = &op->args[which];
    for (uint32_t k = 0; k < arg_components(a) && k < 3; k++)
        xyz[k] += arg_int(w, a, k, lane);
}

static uint32_t lane_u32(const exec_wave *w, const exec_op *op, uint32_t which, uint32_t lane)
{
    if (which == ARG_NONE)
        return 0;
    int64_t v = arg_int(w, &op->args[which], 0, lane);
    return v < 0 ? UINT32_MAX : v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

/* ---- results ------------------------------------------------------------------------------------- */

/* Write a texel to the result rows: floats converted to the result's
 * width, integers truncated or extended (SignExtend / ZeroExtend: from the
 * format component's width). */
static void write_texel(exec_wave *w, const exec_op *op, uint32_t lane, const exec_texel *t, const exec_format *fmt)
{
    const image_data *id = op->data;
    const exec_type *s = op->type->scalar;
    uint32_t bytes = exec_scalar_bytes(s);
    for (uint32_t k = 0; k < op->type->components && k < 4; k++) {
        uint64_t v;
        if (s->kind == EXEC_FLOAT) {
            v = s->bits == 16 ? spvrt_f32_to_f16(t->f[k], SPVRT_ROUND_RTE)
                : s->bits == 64 ? spvrt_f64_bits((double)t->f[k]) : spvrt_f32_bits(t->f[k]);
        } else {
            v = t->u[k];
            uint32_t width = fmt && k < 4 ? fmt->width[k] : 0;
            if (width && width < 64 && (id->operands & SPVRT_ImageOperands_ZeroExtend))
                v &= (1ull << width) - 1u;
            else if (width && width < 64 && (id->operands & SPVRT_ImageOperands_SignExtend)) {
                uint64_t sign = 1ull << (width - 1), m = (1ull << width) - 1u;
                v = ((v & m) ^ sign) - sign;
            }
        }
        set_lane_bits(w, op->result_row + k, bytes, lane, v);
    }
}

/* The texel a robust out-of-bounds read returns: every component the
 * format has 0, then "Conversion to RGBA". */
static void robust_texel(const exec_format *fmt, exec_texel *t)
{
    static const uint8_t zero[16] = {0};
    exec_format_decode(fmt, zero, t);
}

static void trap_outside(exec_wave *w, const exec_op *op, uint32_t lane, const exec_view *v, uint32_t level,
                         int64_t layer, uint32_t sample, const int64_t xyz[3])
{
    uint32_t abs_level = v->base_level + (level < v->levels ? level : 0);
    const spvrt_image *im = v->image;
    exec_trap(w, op, lane,
              "out-of-bounds texel: (%lld, %lld, %lld) layer %lld sample %u level %u of a view of %u x %u x %u "
              "texels (at that level), %u layers, %u samples, %u levels",
              (long long)xyz[0], (long long)xyz[1], (long long)xyz[2], (long long)layer, sample, level,
              exec_level_extent(im->width, abs_level), exec_level_extent(im->height, abs_level),
              exec_level_extent(im->depth, abs_level), v->layers, im->samples, v->levels);
}

/* ---- OpImageRead / OpImageFetch / OpImageWrite ------------------------------------------------------ */

static void run_read(exec_wave *w, const exec_op *op)
{
    const image_data *id = op->data;
    const uint64_t *handle = exec_row(w, op->args[0].row);
    bool robust = w->dispatch && w->dispatch->dispatch->robust_image_access;
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        exec_view v;
        if (!lane_view(w, op, l, handle[l], &v))
            return;
        int64_t xyz[3], layer;
        int_coords(w, op, l, xyz, &layer);
        add_offsets(w, op, l, xyz);
        uint32_t level = lane_u32(w, op, id->lod, l);
        uint32_t sample = lane_u32(w, op, id->sample, l);
        const uint8_t *p = layer < 0 || layer > UINT32_MAX ? NULL
                           : exec_view_texel(&v, level, (uint32_t)layer, sample, xyz[0], xyz[1], xyz[2]);
        exec_texel t;
        if (p) {
            exec_format_decode(v.format, p, &t);
        } else if (robust) {
            robust_texel(v.format, &t);
        } else {
            trap_outside(w, op, l, &v, level, layer, sample, xyz);
            return;
        }
        write_texel(w, op, l, &t, v.format);
    }
}

static void run_write(exec_wave *w, const exec_op *op)
{
    const image_data *id = op->data;
    const uint64_t *handle = exec_row(w, op->args[0].row);
    const exec_arg *texel_arg = &op->args[id->texel];
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        exec_view v;
        if (!lane_view(w, op, l, handle[l], &v))
            return;
        uint32_t n = arg_components(texel_arg);
        if (n < v.format->components) {
            exec_trap(w, op, l, "OpImageWrite's Texel has %u components; the view's format has %u "
                      "(VUID-RuntimeSpirv-OpImageWrite-07112)", n, v.format->components);
            return;
        }
        int64_t xyz[3], layer;
        int_coords(w, op, l, xyz, &layer);
        uint32_t sample = lane_u32(w, op, id->sample, l);
        uint8_t *p = layer < 0 || layer > UINT32_MAX
                         ? NULL
                         : (uint8_t *)(uintptr_t)exec_view_texel(&v, 0, (uint32_t)layer, sample, xyz[0], xyz[1], xyz[2]);
        if (!p) /* Vulkan "Texel Output Validation Operations": "If the texel fails integer texel coordinate
                   validation, then the write has no effect" (with or without robustness) */
            continue;
        exec_texel t;
        memset(&t, 0, sizeof t);
        const exec_type *s = texel_arg->type->scalar;
        for (uint32_t k = 0; k < n && k < 4; k++) {
            if (s->kind == EXEC_FLOAT)
                t.f[k] = arg_float(w, texel_arg, k, l);
            else
                t.u[k] = (uint64_t)arg_int(w, texel_arg, k, l);
        }
        exec_format_encode(v.format, &t, p);
    }
}

/* ---- queries ---------------------------------------------------------------------------------------- */

static void run_query(exec_wave *w, const exec_op *op)
{
    const image_data *id = op->data;
    const uint64_t *handle = exec_row(w, op->args[0].row);
    const exec_type *s = op->type->scalar;
    uint32_t bytes = exec_scalar_bytes(s);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        exec_view v;
        if (!lane_view(w, op, l, handle[l], &v))
            return;
        uint64_t out[4] = {0, 0, 0, 0};
        uint32_t count = 0;
        switch (op->opcode) {
        case SPVRT_OpImageQueryLevels: out[count++] = v.levels; break;
        case SPVRT_OpImageQuerySamples: out[count++] = v.image->samples; break;
        default: {
            uint32_t level = 0;
            if (op->opcode == SPVRT_OpImageQuerySizeLod) {
                level = lane_u32(w, op, 1, l);
                if (level >= v.levels) {
                    exec_trap(w, op, l, "OpImageQuerySizeLod: Lod %u is not a level of the view (%u levels; "
                              "the result is undefined)", level, v.levels);
                    return;
                }
            }
            uint32_t abs_level = v.base_level + level;
            const spvrt_image *im = v.image;
            uint32_t dims = id->it.dim == 0 || id->it.dim == 5 ? 1 : id->it.dim == 2 ? 3 : 2;
            uint32_t extent[3] = {exec_level_extent(im->width, abs_level), exec_level_extent(im->height, abs_level),
                                  exec_level_extent(im->depth, abs_level)};
            for (uint32_t k = 0; k < dims; k++)
                out[count++] = extent[k];
            if (id->it.arrayed)
                out[count++] = id->it.dim == 3 ? v.layers / 6u : v.layers;
            break;
        }
        }
        for (uint32_t k = 0; k < count && k < op->type->components; k++)
            set_lane_bits(w, op->result_row + k, bytes, l, out[k]);
    }
}

/* ---- OpSampledImage, OpImage ------------------------------------------------------------------------- */

static void run_sampled_image(exec_wave *w, const exec_op *op)
{
    const uint64_t *image = exec_row(w, op->args[0].row);
    const uint64_t *sampler = exec_row(w, op->args[1].row);
    uint64_t *r = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++)
        r[l] = (image[l] & 0xFFFFu) | (sampler[l] & 0xFFFF0000u);
}

static void run_image_of(exec_wave *w, const exec_op *op)
{
    const uint64_t *si = exec_row(w, op->args[0].row);
    uint64_t *r = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++)
        r[l] = si[l] & 0xFFFFu;
}

/* OpLoad of a UniformConstant descriptor: the handle of its region. */
typedef struct load_data {
    uint64_t shift_mask;    /* 1: image, 2: sampler, 3: both */
} load_data;

static void run_load_descriptor(exec_wave *w, const exec_op *op)
{
    const load_data *ld = op->data;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    uint64_t *r = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++) {
        uint64_t region = (pointer[l] >> EXEC_REGION_SHIFT) & 0xFFFFu;
        r[l] = ((ld->shift_mask & 1u) ? region : 0) | ((ld->shift_mask & 2u) ? region << 16 : 0);
    }
}

/* ---- sampling ---------------------------------------------------------------------------------------- */

static void run_sample(exec_wave *w, const exec_op *op)
{
    const image_data *id = op->data;
    const uint64_t *handle = exec_row(w, op->args[0].row);
    bool gather = op->opcode == SPVRT_OpImageGather || op->opcode == SPVRT_OpImageDrefGather;
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        exec_view v;
        if (!lane_view(w, op, l, handle[l], &v))
            return;
        const spvrt_image_binding *sb = binding_of(w, op, l, SAMPLER_REGION(handle[l]), false);
        if (!sb)
            return;
        const spvrt_sampler *s = sb->sampler;
        exec_sample_query q;
        memset(&q, 0, sizeof q);
        q.gather_component = -1;
        const exec_arg *c = &op->args[id->coord];
        uint32_t n = arg_components(c);
        for (uint32_t k = 0; k < id->spatial && k < n; k++)
            q.coord[k] = arg_float(w, c, k, l);
        if (id->it.arrayed && n > id->spatial)
            q.layer = arg_float(w, c, id->spatial, l);
        if (id->lod != ARG_NONE) {
            q.has_lod = true;
            q.lod = arg_float(w, &op->args[id->lod], 0, l);
        }
        if (id->grad_x != ARG_NONE) {
            q.has_grad = true;
            for (uint32_t k = 0; k < 3 && k < arg_components(&op->args[id->grad_x]); k++) {
                q.grad_x[k] = arg_float(w, &op->args[id->grad_x], k, l);
                q.grad_y[k] = arg_float(w, &op->args[id->grad_y], k, l);
            }
        }
        if (id->min_lod != ARG_NONE) {
            q.has_min_lod = true;
            q.min_lod = arg_float(w, &op->args[id->min_lod], 0, l);
        }
        int64_t off[3] = {0, 0, 0};
        add_offsets(w, op, l, off);
        for (int k = 0; k < 3; k++)
            q.offset[k] = (int32_t)off[k];
        if (id->const_offsets != ARG_NONE) {
            q.has_offsets = true;
            const exec_arg *a = &op->args[id->const_offsets];
            /* an array of 4 two-component integer vectors: 8 rows */
            for (uint32_t k = 0; k < 8 && k < a->type->components; k++) {
                const exec_type *leaf = a->type->leaf[k];
                uint32_t bytes = exec_scalar_bytes(leaf);
                uint64_t b = lane_bits(w, a->row + k, bytes, l);
                uint64_t sign = bytes == 8 ? 0 : 1ull << (8 * bytes - 1);
                q.offsets[k / 2][k % 2] = (int32_t)(bytes == 8 ? (int64_t)b : (int64_t)((b ^ sign) - sign));
            }
        }
        if (id->dref != ARG_NONE) {
            q.dref_enabled = true;
            q.dref = arg_float(w, &op->args[id->dref], 0, l);
            if (!s->compare_enable && !gather) {
                /* the result of a Dref instruction with compareEnable false is undefined */
                exec_trap(w, op, l, "a depth-comparison sample with a sampler whose compareEnable is false "
                          "(VUID-vkCmdDispatch-None-06479: undefined)");
                return;
            }
        } else if (s->compare_enable) {
            exec_trap(w, op, l, "a sampler with compareEnable used by an instruction without Dref "
                      "(VUID-vkCmdDispatch-None-06479: undefined)");
            return;
        }
        if (gather)
            q.gather_component = id->component != ARG_NONE ? (int)(lane_u32(w, op, id->component, l) & 3u) : 0;
        if (s->unnormalized_coordinates &&
            (id->it.dim == 3 || id->it.dim == 2 || id->it.arrayed || q.has_grad || (q.has_lod && q.lod != 0.0f) ||
             gather || id->const_offset != ARG_NONE || id->offset != ARG_NONE || q.dref_enabled)) {
            exec_trap(w, op, l, "a sampler with unnormalizedCoordinates used with a 3D, cube or arrayed image, a "
                      "non-zero Lod, Grad, an offset, Dref or a gather (VUID-vkCmdDispatch-None-08609..08611)");
            return;
        }
        exec_texel t;
        const char *reason = NULL;
        if (!exec_sample(&v, s, &q, &t, &reason)) {
            exec_trap(w, op, l, "%s", reason ? reason : "the sample has no defined result");
            return;
        }
        if (q.dref_enabled && !gather) {
            const exec_type *st = op->type->scalar;
            uint32_t bytes = exec_scalar_bytes(st);
            uint64_t bits = st->bits == 16 ? spvrt_f32_to_f16(t.f[0], SPVRT_ROUND_RTE) : spvrt_f32_bits(t.f[0]);
            set_lane_bits(w, op->result_row, bytes, l, bits);
        } else {
            write_texel(w, op, l, &t, v.format);
        }
    }
}

/* ---- OpImageTexelPointer ------------------------------------------------------------------------------ */

static void run_texel_pointer(exec_wave *w, const exec_op *op)
{
    const image_data *id = op->data;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    uint64_t *result = exec_row(w, op->result_row);
    bool robust = w->dispatch && w->dispatch->dispatch->robust_image_access;
    uint32_t scalar_bytes = op->type && op->type->element ? exec_scalar_bytes(op->type->element) : 4;
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint32_t region = (uint32_t)((pointer[l] >> EXEC_REGION_SHIFT) & 0xFFFFu);
        exec_view v;
        if (!lane_view(w, op, l, region, &v))
            return;
        if (v.format->bytes != scalar_bytes || v.format->components != 1) {
            exec_trap(w, op, l, "OpImageTexelPointer on a view of a %u-byte, %u-component format: atomics need "
                      "R32_UINT / R32_SINT / R32_SFLOAT or R64_UINT / R64_SINT "
                      "(VUID-vkCmdDispatch-OpImageTexelPointer)", v.format->bytes, v.format->components);
            return;
        }
        int64_t xyz[3], layer;
        int_coords(w, op, l, xyz, &layer);
        uint32_t sample = id->sample != ARG_NONE ? lane_u32(w, op, id->sample, l) : 0;
        const uint8_t *p = layer < 0 || layer > UINT32_MAX
                               ? NULL
                               : exec_view_texel(&v, 0, (uint32_t)layer, sample, xyz[0], xyz[1], xyz[2]);
        if (!p) {
            if (!robust) {
                trap_outside(w, op, l, &v, 0, layer, sample, xyz);
                return;
            }
            /* exec_memory_at gives atomics on this pointer a scratch word: no
               write, 0 returned (robustImageAccess) */
            result[l] = exec_pointer(region, EXEC_OFFSET_INVALID);
            continue;
        }
        result[l] = exec_pointer(region, (uint64_t)(p - (const uint8_t *)v.image->data));
    }
}

/* ---- binding ---------------------------------------------------------------------------------------------- */

/* The OpTypeImage behind an image or sampled image type id; false if none. */
static bool image_type_of(const exec_prep *p, uint32_t type_id, image_type *it)
{
    const spvrt_module *m = exec_prep_module(p);
    const spvrt_instruction *def = spvrt_module_def(m, type_id);
    if (def && def->opcode == SPVRT_OpTypeSampledImage)
        def = spvrt_module_def(m, spvrt_inst_words(m, def)[2]);
    if (!def || def->opcode != SPVRT_OpTypeImage || def->word_count < 9)
        return false;
    const uint32_t *w = spvrt_inst_words(m, def);
    it->dim = w[3];
    it->depth = w[4];
    it->arrayed = w[5] != 0;
    it->ms = w[6] != 0;
    it->sampled = w[7];
    it->format = w[8];
    const spvrt_instruction *st = spvrt_module_def(m, w[2]);
    it->sampled_float = st && st->opcode == SPVRT_OpTypeFloat;
    it->sampled_signed = st && st->opcode == SPVRT_OpTypeInt && st->word_count > 3 && spvrt_inst_words(m, st)[3] != 0;
    it->sampled_bits = st && (st->opcode == SPVRT_OpTypeFloat || st->opcode == SPVRT_OpTypeInt)
                           ? spvrt_inst_words(m, st)[2] : 32;
    return true;
}

/* Whether a type id is an image, sampler or sampled image (1, 2, 3 as the
 * load mask), else 0. */
static uint32_t descriptor_kind(const exec_prep *p, uint32_t type_id)
{
    const spvrt_instruction *def = spvrt_module_def(exec_prep_module(p), type_id);
    if (!def)
        return 0;
    switch (def->opcode) {
    case SPVRT_OpTypeImage: return 1;
    case SPVRT_OpTypeSampler: return 2;
    case SPVRT_OpTypeSampledImage: return 3;
    default: return 0;
    }
}

bool exec_is_image_descriptor_type(const exec_prep *p, const exec_type *t)
{
    if (t && (t->kind == EXEC_ARRAY || t->kind == EXEC_RUNTIME_ARRAY))
        t = t->element;
    return t && descriptor_kind(p, t->id) != 0;
}

/* Walk the Image Operands: each present operand's <id>s, in mask order. */
static exec_bind_result parse_operands(exec_prep *p, exec_op *op, const spvrt_instruction *inst, image_data *id,
                                       uint32_t first_arg, bool has_mask_literal)
{
    id->operands = has_mask_literal && op->literal_count ? op->literals[0] : 0;
    uint32_t next = first_arg;
    static const struct { uint32_t bit; uint8_t ids; } table[] = {
        {SPVRT_ImageOperands_Bias, 1}, {SPVRT_ImageOperands_Lod, 1}, {SPVRT_ImageOperands_Grad, 2},
        {SPVRT_ImageOperands_ConstOffset, 1}, {SPVRT_ImageOperands_Offset, 1},
        {SPVRT_ImageOperands_ConstOffsets, 1}, {SPVRT_ImageOperands_Sample, 1}, {SPVRT_ImageOperands_MinLod, 1},
        {SPVRT_ImageOperands_MakeTexelAvailable, 1}, {SPVRT_ImageOperands_MakeTexelVisible, 1},
        {SPVRT_ImageOperands_NonPrivateTexel, 0}, {SPVRT_ImageOperands_VolatileTexel, 0},
        {SPVRT_ImageOperands_SignExtend, 0}, {SPVRT_ImageOperands_ZeroExtend, 0},
        {SPVRT_ImageOperands_Nontemporal, 0},
    };
    uint32_t known = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        known |= table[i].bit;
        if (!(id->operands & table[i].bit))
            continue;
        if (next + table[i].ids > op->arg_count)
            return exec_prep_error(p, inst, "the image operands' <id>s are missing");
        uint32_t at = next;
        next += table[i].ids;
        switch (table[i].bit) {
        case SPVRT_ImageOperands_Bias:
            return exec_prep_error(p, inst, "the Bias image operand (implicit LOD) is not supported in compute "
                                   "shaders by the CPU engine");
        case SPVRT_ImageOperands_Lod: id->lod = at; break;
        case SPVRT_ImageOperands_Grad: id->grad_x = at; id->grad_y = at + 1; break;
        case SPVRT_ImageOperands_ConstOffset: id->const_offset = at; break;
        case SPVRT_ImageOperands_Offset: id->offset = at; break;
        case SPVRT_ImageOperands_ConstOffsets: id->const_offsets = at; break;
        case SPVRT_ImageOperands_Sample: id->sample = at; break;
        case SPVRT_ImageOperands_MinLod: id->min_lod = at; break;
        default: break; /* memory-model operands: every image access here is sequentially consistent */
        }
    }
    if (id->operands & ~known)
        return exec_prep_error(p, inst, "image operands 0x%x are not supported by the CPU engine",
                               id->operands & ~known);
    return EXEC_BIND_OK;
}

static exec_bind_result bind_load(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    if (op->arg_count < 1 || !op->args[0].type || op->args[0].type->kind != EXEC_POINTER || !op->type ||
        !op->args[0].type->element)
        return EXEC_BIND_NOT_MINE;
    const exec_type *pointee = op->args[0].type->element;
    uint32_t kind = descriptor_kind(p, pointee->id);
    if (!kind) {
        /* a whole array of descriptors is no memory memory.c could load */
        if (exec_is_image_descriptor_type(p, pointee))
            return exec_prep_error(p, inst, "loading a whole array of images or samplers is not supported by the "
                                   "CPU engine (load its elements through OpAccessChain)");
        return EXEC_BIND_NOT_MINE;
    }
    if (op->args[0].type->storage_class != SPVRT_StorageClass_UniformConstant)
        return exec_prep_error(p, inst, "an image or sampler loaded from a pointer that is not UniformConstant");
    load_data *ld = exec_prep_alloc(p, sizeof *ld);
    if (!ld)
        return EXEC_BIND_ERROR;
    ld->shift_mask = kind;
    op->data = ld;
    op->run = run_load_descriptor;
    op->flags |= EXEC_OP_PURE;
    return EXEC_BIND_OK;
}

exec_bind_result exec_bind_image(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    uint32_t first_operand_arg = 2; /* after the image and the coordinate */
    bool mask_literal = true;
    exec_handler run = NULL;
    switch (op->opcode) {
    case SPVRT_OpLoad:
        return bind_load(p, op, inst);
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized:
        for (uint32_t k = 0; k < 2 && k < op->arg_count; k++)
            if (op->args[k].type && op->args[k].type->kind == EXEC_POINTER &&
                exec_is_image_descriptor_type(p, op->args[k].type->element))
                return exec_prep_error(p, inst, "copying image or sampler descriptors is not supported by the "
                                       "CPU engine");
        return EXEC_BIND_NOT_MINE;
    case SPVRT_OpSampledImage:
        op->run = run_sampled_image;
        op->flags |= EXEC_OP_PURE;
        return EXEC_BIND_OK;
    case SPVRT_OpImage:
        op->run = run_image_of;
        op->flags |= EXEC_OP_PURE;
        return EXEC_BIND_OK;
    case SPVRT_OpImageRead:
    case SPVRT_OpImageFetch:
        run = run_read;
        break;
    case SPVRT_OpImageWrite:
        run = run_write;
        first_operand_arg = 3;
        break;
    case SPVRT_OpImageQuerySize:
    case SPVRT_OpImageQuerySizeLod:
    case SPVRT_OpImageQueryLevels:
    case SPVRT_OpImageQuerySamples:
        run = run_query;
        mask_literal = false;
        break;
    case SPVRT_OpImageSampleExplicitLod:
        run = run_sample;
        break;
    case SPVRT_OpImageSampleDrefExplicitLod:
    case SPVRT_OpImageGather:
    case SPVRT_OpImageDrefGather:
        run = run_sample;
        first_operand_arg = 3;
        break;
    case SPVRT_OpImageTexelPointer:
        run = run_texel_pointer;
        mask_literal = false;
        break;
    default:
        return EXEC_BIND_NOT_MINE;
    }
    if (op->arg_count < 1 || !op->args[0].type)
        return exec_prep_error(p, inst, "the image operand has no type");
    image_data *id = exec_prep_alloc(p, sizeof *id);
    if (!id)
        return EXEC_BIND_ERROR;
    uint32_t image_type_id = op->args[0].type->id;
    if (op->opcode == SPVRT_OpImageTexelPointer) {
        if (op->args[0].type->kind != EXEC_POINTER || !op->args[0].type->element)
            return exec_prep_error(p, inst, "OpImageTexelPointer's Image is not a pointer");
        image_type_id = op->args[0].type->element->id;
    }
    if (!image_type_of(p, image_type_id, &id->it))
        return exec_prep_error(p, inst, "the image operand is not an image");
    if (id->it.dim > 5 || id->it.dim == 4)
        return exec_prep_error(p, inst, "images of Dim %s are not supported by the CPU engine (compute shaders "
                               "in Vulkan have no Rect or SubpassData images)", dim_name(id->it.dim));
    id->coord = id->texel = id->dref = id->component = id->lod = id->grad_x = id->grad_y = ARG_NONE;
    id->const_offset = id->offset = id->const_offsets = id->sample = id->min_lod = ARG_NONE;
    id->spatial = id->it.dim == 0 || id->it.dim == 5 ? 1 : id->it.dim == 2 || id->it.dim == 3 ? 3 : 2;
    if (run == run_texel_pointer) {
        if (op->arg_count < 3)
            return exec_prep_error(p, inst, "OpImageTexelPointer needs a coordinate and a sample");
        id->coord = 1;
        id->sample = id->it.ms ? 2 : ARG_NONE;
        if (id->it.dim == 3)
            id->spatial = 2;
    } else if (run == run_query) {
        if (op->opcode == SPVRT_OpImageQuerySizeLod && op->arg_count < 2)
            return exec_prep_error(p, inst, "OpImageQuerySizeLod needs a Lod");
    } else {
        if (op->arg_count < first_operand_arg)
            return exec_prep_error(p, inst, "missing operands");
        id->coord = 1;
        if (op->opcode == SPVRT_OpImageWrite)
            id->texel = 2;
        else if (op->opcode == SPVRT_OpImageGather)
            id->component = 2;
        else if (first_operand_arg == 3)
            id->dref = 2;
        if ((run == run_read || run == run_write) && id->it.dim == 3)
            id->spatial = 2; /* storage cube images: (x, y, face) */
        exec_bind_result r = parse_operands(p, op, inst, id, first_operand_arg, mask_literal);
        if (r != EXEC_BIND_OK)
            return r;
        if (run == run_sample && id->it.ms)
            return exec_prep_error(p, inst, "sampling a multisampled image");
    }
    id->access_signed = -1;
    if (run == run_read || run == run_write || run == run_sample)
        id->access_signed = (id->operands & SPVRT_ImageOperands_SignExtend)   ? 1
                            : (id->operands & SPVRT_ImageOperands_ZeroExtend) ? 0
                                                                              : id->it.sampled_signed;
    if (op->type && op->opcode != SPVRT_OpImageTexelPointer &&
        (!op->type->scalar || op->type->components == 0 || op->type->components > 4))
        return exec_prep_error(p, inst, "the result type is not a scalar or vector");
    op->data = id;
    op->run = run;
    return EXEC_BIND_OK;
}
