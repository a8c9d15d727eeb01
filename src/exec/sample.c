/* spvrt exec: the sampler (docs/exec.md "Images"), Vulkan chapter "Image
 * Operations": "Texel Input Operations" and "Texel Filtering".
 *
 * The order of the spec's steps, per sample:
 *   cube map face selection ("Cube Map Face Selection and Transformations":
 *   the major axis, ties broken towards z, then y, then x, which the spec
 *   leaves to the implementation), scale factor and LOD ("Scale Factor
 *   Operation, LOD Operation and Image Level(s) Selection"), level
 *   selection, per level: unnormalized texel coordinates (u = s * width +
 *   offset), array layer = clamp(RNE(layer), 0, layers - 1), the nearest
 *   texel (floor) or the 2 x 2 (x 2) linear footprint (floor(u - 0.5) and
 *   its fraction), wrapping ("Wrapping Operation"), border texels replaced
 *   by the border colour ("Texel Replacement"), per texel format conversion
 *   and depth comparison, then "Conversion to RGBA" (a component the format
 *   lacks reads 0, alpha 1; also for border colours), then the weighted
 *   sum.  Gathers take the four texels of the linear footprint of the base
 *   level in the order i0j1, i1j1, i1j0, i0j0 ("Texel Gathering").
 *
 * Precision the spec leaves to the implementation: the fraction of a linear
 * footprint's weights (subTexelPrecisionBits, at least 4 bits), the
 * fraction between two mip levels (mipmapPrecisionBits, at least 4 bits),
 * and the LOD computation (a scale factor within the spec's bounds, lod
 * precision mipLodPrecisionBits).  Here all of them are computed in double
 * without quantisation and the result rounded once to float; the scale
 * factor is the exact one, rho = max(|du/dx, dv/dx, dw/dx|, |du/dy ...|)
 * with Euclidean lengths.
 *
 * What is refused (the caller traps with the reason): linear filtering of
 * an integer format (no such format has SAMPLED_IMAGE_FILTER_LINEAR), a
 * depth comparison on an integer or non-depth-capable format, and a linear
 * footprint that leaves a cube face (the spec's seamless "Cube Map Edge
 * Handling" takes texels of the neighbouring faces; not implemented).
 * Nearest filtering of cube maps clamps to the face, as the spec does. */
#include <math.h>
#include <string.h>

#include "image.h"

const uint8_t *exec_view_texel(const exec_view *v, uint32_t level, uint32_t layer, uint32_t sample, int64_t x,
                               int64_t y, int64_t z)
{
    const spvrt_image *im = v->image;
    if (level >= v->levels || layer >= v->layers || sample >= im->samples)
        return NULL;
    uint32_t abs_level = v->base_level + level;
    if (x < 0 || y < 0 || z < 0 || x >= exec_level_extent(im->width, abs_level) ||
        y >= exec_level_extent(im->height, abs_level) || z >= exec_level_extent(im->depth, abs_level))
        return NULL;
    uint64_t offset = spvrt_image_texel_offset(im, abs_level, v->base_layer + layer, sample, (uint32_t)x, (uint32_t)y,
                                               (uint32_t)z);
    if (offset + v->format->bytes > im->size)
        return NULL;
    return (const uint8_t *)im->data + offset;
}

/* ---- wrapping (Vulkan "Wrapping Operation") ------------------------------------------- */

static int64_t mirror(int64_t a)
{
    return a >= 0 ? a : -(1 + a);
}

static int64_t floor_mod(int64_t a, int64_t n)
{
    int64_t r = a % n;
    return r < 0 ? r + n : r;
}

/* The wrapped coordinate, or -1 for a border texel. */
static int64_t wrap(int64_t i, int64_t size, spvrt_address_mode mode)
{
    switch (mode) {
    case SPVRT_ADDRESS_REPEAT:
        return floor_mod(i, size);
    case SPVRT_ADDRESS_MIRRORED_REPEAT:
        return (size - 1) - mirror(floor_mod(i, 2 * size) - size);
    case SPVRT_ADDRESS_CLAMP_TO_BORDER:
        return i < 0 || i >= size ? -1 : i;
    case SPVRT_ADDRESS_MIRROR_CLAMP_TO_EDGE: {
        int64_t m = mirror(i);
        return m >= size ? size - 1 : m;
    }
    case SPVRT_ADDRESS_CLAMP_TO_EDGE:
    default:
        return i < 0 ? 0 : i >= size ? size - 1 : i;
    }
}

/* ---- one texel after replacement, comparison and conversion to RGBA ------------------------ */

typedef struct sample_ctx {
    const exec_view *v;
    const spvrt_sampler *s;
    const exec_sample_query *q;
    bool cube;
    uint32_t dims;              /* spatial dimensions: 1, 2, 3 (cube: 2 on the face) */
    uint32_t layer;             /* view layer (cube: face + 6 * cube) */
    const char *reason;
} sample_ctx;

static void border_texel(const sample_ctx *c, exec_texel *t)
{
    static const float rgba[3][4] = {{0, 0, 0, 0}, {0, 0, 0, 1}, {1, 1, 1, 1}};
    int which = (int)c->s->border_color / 2; /* transparent black, opaque black, opaque white */
    if (which > 2)
        which = 0;
    for (int k = 0; k < 4; k++) {
        t->f[k] = rgba[which][k];
        t->u[k] = (uint64_t)rgba[which][k];
    }
    /* "Conversion to RGBA" follows the replacement: the components the format lacks */
    const exec_format *f = c->v->format;
    for (int k = 0; k < 4; k++)
        if (f->numeric != EXEC_NUM_SHAREDEXP && f->width[k] == 0) {
            t->f[k] = k == 3 ? 1.0f : 0.0f;
            t->u[k] = k == 3 ? 1u : 0u;
        }
}

/* The texel at integer coordinates (before wrapping) of a view level. */
static bool texel(sample_ctx *c, uint32_t level, const int64_t ijk[3], exec_texel *t)
{
    const spvrt_image *im = c->v->image;
    uint32_t abs_level = c->v->base_level + level;
    int64_t size[3] = {exec_level_extent(im->width, abs_level), exec_level_extent(im->height, abs_level),
                       exec_level_extent(im->depth, abs_level)};
    spvrt_address_mode modes[3] = {c->s->address_u, c->s->address_v, c->s->address_w};
    int64_t at[3] = {0, 0, 0};
    bool border = false;
    for (uint32_t d = 0; d < c->dims; d++) {
        if (c->cube) {
            if (ijk[d] < 0 || ijk[d] >= size[d]) {
                c->reason = "linear filtering across the edge of a cube face (Vulkan \"Cube Map Edge Handling\") "
                            "is not supported by the CPU engine";
                return false;
            }
            at[d] = ijk[d];
            continue;
        }
        at[d] = wrap(ijk[d], size[d], modes[d]);
        if (at[d] < 0)
            border = true;
    }
    if (border) {
        border_texel(c, t);
    } else {
        const uint8_t *p = exec_view_texel(c->v, level, c->layer, 0, at[0], at[1], at[2]);
        if (!p) {
            c->reason = "the texel is outside the image's memory";
            return false;
        }
        exec_format_decode(c->v->format, p, t);
    }
    if (c->q->dref_enabled) {
        /* Vulkan "Depth Compare Operation": D_ref op D, UNORM formats compare
           D_ref clamped to [0, 1]; the result replaces D */
        double ref = c->q->dref, depth = t->f[0];
        if (c->v->format->numeric == EXEC_NUM_UNORM)
            ref = ref < 0.0 ? 0.0 : ref > 1.0 ? 1.0 : ref;
        bool pass;
        switch (c->s->compare_op) {
        case 0: pass = false; break;
        case 1: pass = ref < depth; break;
        case 2: pass = ref == depth; break;
        case 3: pass = ref <= depth; break;
        case 4: pass = ref > depth; break;
        case 5: pass = ref != depth; break;
        case 6: pass = ref >= depth; break;
        default: pass = true; break;
        }
        t->f[0] = pass ? 1.0f : 0.0f;
    }
    return true;
}

/* ---- cube maps ------------------------------------------------------------------------- */

/* Vulkan "Cube Map Face Selection": face, sc, tc, rc for the direction. */
static uint32_t cube_face(const float r[3], double *sc, double *tc, double *rc, int *s_axis, int *t_axis,
                          double *s_sign, double *t_sign)
{
    double ax = fabs(r[0]), ay = fabs(r[1]), az = fabs(r[2]);
    uint32_t face;
    if (az >= ax && az >= ay) {
        face = r[2] >= 0 ? 4 : 5;
        *s_axis = 0; *s_sign = r[2] >= 0 ? 1 : -1;
        *t_axis = 1; *t_sign = -1;
        *rc = r[2];
    } else if (ay >= ax) {
        face = r[1] >= 0 ? 2 : 3;
        *s_axis = 0; *s_sign = 1;
        *t_axis = 2; *t_sign = r[1] >= 0 ? 1 : -1;
        *rc = r[1];
    } else {
        face = r[0] >= 0 ? 0 : 1;
        *s_axis = 2; *s_sign = r[0] >= 0 ? -1 : 1;
        *t_axis = 1; *t_sign = -1;
        *rc = r[0];
    }
    *sc = *s_sign * r[*s_axis];
    *tc = *t_sign * r[*t_axis];
    return face;
}

/* A floored coordinate kept where int64_t holds it: NaN (no defined texel;
 * here texel 0's coordinate) and infinities are bounded so that the
 * conversion is defined; the wrap then does what it does to any far texel. */
static double bounded_floor(double f)
{
    if (f != f)
        return 0.0;
    return f < -1e15 ? -1e15 : f > 1e15 ? 1e15 : f;
}

/* ---- filtering of one level ---------------------------------------------------------------- */

/* Sample one level with filter `linear`; accumulates weight * texel into acc. */
static bool sample_level(sample_ctx *c, uint32_t level, const double st[3], bool linear, double weight,
                         double acc[4], uint64_t iacc[4])
{
    const spvrt_image *im = c->v->image;
    uint32_t abs_level = c->v->base_level + level;
    double size[3] = {exec_level_extent(im->width, abs_level), exec_level_extent(im->height, abs_level),
                      exec_level_extent(im->depth, abs_level)};
    double u[3] = {0, 0, 0};
    for (uint32_t d = 0; d < c->dims; d++)
        u[d] = (c->s->unnormalized_coordinates ? st[d] : st[d] * size[d]) + c->q->offset[d];
    bool integer = exec_format_is_integer(c->v->format);
    if (!linear) {
        int64_t ijk[3] = {0, 0, 0};
        for (uint32_t d = 0; d < c->dims; d++) {
            double f = floor(u[d]);
            ijk[d] = (int64_t)bounded_floor(f);
            if (c->cube)
                ijk[d] = ijk[d] < 0 ? 0 : ijk[d] >= (int64_t)size[d] ? (int64_t)size[d] - 1 : ijk[d];
        }
        exec_texel t;
        if (!texel(c, level, ijk, &t))
            return false;
        for (int k = 0; k < 4; k++) {
            acc[k] += weight * t.f[k];
            iacc[k] = t.u[k];
        }
        return true;
    }
    if (integer) {
        c->reason = "linear filtering of an integer format (no such format has "
                    "VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT)";
        return false;
    }
    int64_t i0[3] = {0, 0, 0};
    double frac[3] = {0, 0, 0};
    for (uint32_t d = 0; d < c->dims; d++) {
        double f = floor(u[d] - 0.5);
        f = bounded_floor(f);
        i0[d] = (int64_t)f;
        frac[d] = (u[d] - 0.5) - f;
    }
    uint32_t corners = 1u << c->dims;
    for (uint32_t k = 0; k < corners; k++) {
        int64_t ijk[3] = {0, 0, 0};
        double w = weight;
        for (uint32_t d = 0; d < c->dims; d++) {
            bool hi = (k >> d) & 1u;
            ijk[d] = i0[d] + (hi ? 1 : 0);
            w *= hi ? frac[d] : 1.0 - frac[d];
        }
        if (w == 0.0)
            continue; /* adds nothing (also not across a cube face's edge) */
        exec_texel t;
        if (!texel(c, level, ijk, &t))
            return false;
        for (int m = 0; m < 4; m++)
            acc[m] += w * t.f[m];
    }
    return true;
}

/* ---- the whole sample ------------------------------------------------------------------------------ */

bool exec_sample(const exec_view *v, const spvrt_sampler *s, const exec_sample_query *q, exec_texel *out,
                 const char **reason)
{
    sample_ctx c = {.v = v, .s = s, .q = q};
    c.cube = v->dim == 3; /* SpvDimCube */
    c.dims = v->dim == 0 ? 1 : v->dim == 2 ? 3 : 2; /* 1D; 3D; 2D, Cube, Rect */
    const spvrt_image *im = v->image;
    *reason = NULL;
    if (q->dref_enabled && (exec_format_is_integer(v->format) || !v->format->depth)) {
        *reason = "a depth comparison on an image view whose format is not a depth format";
        return false;
    }

    /* coordinates on the face / in the image */
    double st[3] = {q->coord[0], q->coord[1], q->coord[2]};
    double grad[2][3] = {{q->grad_x[0], q->grad_x[1], q->grad_x[2]}, {q->grad_y[0], q->grad_y[1], q->grad_y[2]}};
    uint32_t face = 0;
    if (c.cube) {
        double sc, tc, rc, s_sign, t_sign;
        int s_axis, t_axis;
        face = cube_face(q->coord, &sc, &tc, &rc, &s_axis, &t_axis, &s_sign, &t_sign);
        double arc = fabs(rc);
        if (!(arc > 0.0)) {
            *reason = "a cube map direction of length zero (or NaN)";
            return false;
        }
        st[0] = 0.5 * sc / arc + 0.5;
        st[1] = 0.5 * tc / arc + 0.5;
        st[2] = 0;
        /* Vulkan "Cube Map Derivative Transformation":
           d(s_face)/dx = 1/2 * (|rc| d(sc)/dx - sc d(|rc|)/dx) / rc^2 */
        int r_axis = 3 - s_axis - t_axis;
        double rc_sign = rc >= 0 ? 1 : -1;
        for (int k = 0; k < 2; k++) {
            double dsc = s_sign * grad[k][s_axis], dtc = t_sign * grad[k][t_axis],
                   darc = rc_sign * grad[k][r_axis];
            double ds = 0.5 * (arc * dsc - sc * darc) / (rc * rc);
            double dt = 0.5 * (arc * dtc - tc * darc) / (rc * rc);
            grad[k][0] = ds;
            grad[k][1] = dt;
            grad[k][2] = 0;
        }
    }

    /* the layer: clamp(RNE(layer), 0, layers - 1) (cube arrays: of cubes) */
    uint32_t layer_units = c.cube ? v->layers / 6u : v->layers;
    if (v->arrayed) {
        double l = nearbyint((double)q->layer);
        double maxl = layer_units ? (double)(layer_units - 1u) : 0.0;
        l = l != l ? 0.0 : l < 0 ? 0 : l > maxl ? maxl : l;
        c.layer = (uint32_t)l;
    }
    if (c.cube)
        c.layer = c.layer * 6u + face;

    /* LOD: lambda_base from Lod or from the scale factor of Grad; gathers and
       unnormalized coordinates use the base level */
    uint32_t q_levels = v->levels - 1u;
    double lambda = 0.0;
    bool use_lod = q->gather_component < 0 && !s->unnormalized_coordinates;
    if (use_lod) {
        double lambda_base = 0.0;
        if (q->has_lod) {
            lambda_base = q->lod;
        } else if (q->has_grad) {
            uint32_t base = v->base_level;
            double extent[3] = {exec_level_extent(im->width, base), exec_level_extent(im->height, base),
                                exec_level_extent(im->depth, base)};
            double rho[2];
            for (int k = 0; k < 2; k++) {
                double sum = 0;
                for (uint32_t d = 0; d < c.dims; d++) {
                    double du = grad[k][d] * extent[d];
                    sum += du * du;
                }
                rho[k] = sqrt(sum);
            }
            double rho_max = rho[0] > rho[1] ? rho[0] : rho[1];
            lambda_base = log2(rho_max); /* -inf for a zero gradient: magnification */
        }
        /* lambda' = lambda_base + clamp(bias, ...): maxSamplerLodBias is a device
           limit; the sampler's bias is taken as given */
        double lambda_prime = lambda_base + s->mip_lod_bias;
        double min_lod = s->min_lod;
        if (q->has_min_lod && q->min_lod > min_lod)
            min_lod = q->min_lod;
        lambda = lambda_prime > s->max_lod ? s->max_lod : lambda_prime;
        lambda = lambda < min_lod ? min_lod : lambda;
        if (lambda != lambda)
            lambda = 0.0;
    }
    bool minifying = lambda > 0.0;
    bool linear = (minifying ? s->min_filter : s->mag_filter) == SPVRT_FILTER_LINEAR;
    double d_prime = lambda < 0 ? 0.0 : lambda > q_levels ? (double)q_levels : lambda; /* relative to the base level */
    uint32_t level_hi, level_lo;
    double delta = 0.0;
    if (!use_lod || s->mipmap_mode == SPVRT_FILTER_NEAREST || !minifying) {
        /* nearest(d') = ceil(d' + 0.5) - 1 */
        double d = ceil(d_prime + 0.5) - 1.0;
        level_hi = level_lo = (uint32_t)(d < 0 ? 0 : d);
        if (!use_lod)
            level_hi = level_lo = 0;
    } else {
        if (exec_format_is_integer(v->format)) {
            *reason = "linear mipmap filtering of an integer format";
            return false;
        }
        level_hi = (uint32_t)floor(d_prime);
        level_lo = level_hi + 1u > q_levels ? q_levels : level_hi + 1u;
        delta = d_prime - floor(d_prime);
    }

    double acc[4] = {0, 0, 0, 0};
    uint64_t iacc[4] = {0, 0, 0, 0};
    if (q->gather_component >= 0) {
        /* the 2 x 2 footprint of the base level: i0j1, i1j1, i1j0, i0j0 */
        static const int order[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
        uint32_t level = 0;
        double size[2] = {exec_level_extent(im->width, v->base_level), exec_level_extent(im->height, v->base_level)};
        for (int k = 0; k < 4; k++) {
            const int32_t *off = q->has_offsets ? q->offsets[k] : q->offset;
            int64_t ij[3] = {0, 0, 0};
            for (int d = 0; d < 2; d++) {
                double u = (s->unnormalized_coordinates ? st[d] : st[d] * size[d]) + off[d];
                double f = floor(u - 0.5);
                f = bounded_floor(f);
                /* with ConstOffsets, component k is the i0j0 texel of the footprint of offset k */
                ij[d] = (int64_t)f + (q->has_offsets ? 0 : order[k][d]);
            }
            exec_texel t;
            if (!texel(&c, level, ij, &t)) {
                *reason = c.reason;
                return false;
            }
            int comp = q->dref_enabled ? 0 : q->gather_component;
            out->f[k] = t.f[comp];
            out->u[k] = t.u[comp];
        }
        return true;
    }
    if (!sample_level(&c, level_hi, st, linear, 1.0 - delta, acc, iacc) ||
        (delta > 0.0 && !sample_level(&c, level_lo, st, linear, delta, acc, iacc))) {
        *reason = c.reason;
        return false;
    }
    for (int k = 0; k < 4; k++) {
        out->f[k] = (float)acc[k];
        out->u[k] = iacc[k];
    }
    return true;
}
