/* Private header of the script layer: compare mode (`spvrt run --compare
 * cpu,vulkan`, docs/vulkan-backend.md sections 5 and 6).  After each RUN the
 * runner hands every buffer the pipeline bound, as each device left it, to
 * amber_compare_buffer: integers must be equal, floats within the
 * pipeline's tolerance, and a difference the listed-differences file permits
 * is counted apart.  DEVICE_ADDRESS slots hold different addresses on each
 * device by construction and are not compared. */
#ifndef SPVRT_AMBER_COMPARE_H
#define SPVRT_AMBER_COMPARE_H

#include <stdbool.h>
#include <stdint.h>

#include "amber.h"

typedef struct amber_compare amber_compare;

/* How far the second device's floats may be from the first's, for what one
 * pipeline writes. */
typedef struct amber_tolerance {
    bool bounded;              /* false: floats must be equal (after the rules below) */
    /* Floats c (first device) and d (second) agree when |d - c| <= ulp[w] * ulp(c) + absolute, ulp(c) the
     * spacing of the floats of c's width just above |c| (spvrt_float_tolerance, docs/float-tolerance.md);
     * w: 0 float16, 1 float32, 2 float64. */
    double ulp[3];
    double absolute;
    char why[320];             /* how the bound was found, or why there is none (in messages) */
    char int_why[320];         /* "" or why stored integers may differ too (computed from floats) */
    /* The module's float controls (SPV_KHR_float_controls execution modes, any width): without them Vulkan
     * lets an implementation ignore the sign of zero, assume no NaN or Inf, and flush denormals (Vulkan
     * appendix "Precision and Operation of SPIR-V Instructions"; RULES.md ENV-S09, ENV-S12). */
    bool signed_zero_inf_nan_preserve;
    bool denorm_preserve;
} amber_tolerance;

/* One differing component. */
typedef struct amber_difference {
    uint64_t index;      /* component index in the buffer, as EXPECT IDX's "at index" counts */
    uint64_t byte;       /* byte offset */
    spvrt_amber_value first, second;
} amber_difference;

#define AMBER_COMPARE_SHOWN 8u /* differences listed per buffer */

typedef struct amber_buffer_diff {
    uint64_t compared;           /* components compared */
    uint64_t unlisted;           /* differing and not permitted */
    uint64_t listed;             /* differing and permitted by an entry of the differences file */
    uint32_t listed_file_line;   /* the (last) entry that permitted some, 0: none */
    amber_difference shown[AMBER_COMPARE_SHOWN]; /* the first unlisted ones */
    uint32_t shown_count;
} amber_buffer_diff;

/* NULL when out of memory. */
amber_compare *amber_compare_create(uint32_t buffer_count, uint32_t pipeline_count);
void amber_compare_destroy(amber_compare *c);

/* Read a listed-differences file (format in docs/vulkan-backend.md section 6 and the header of
 * tests/amber/vulkan_differences.txt).  On a malformed line returns false with "PATH:LINE: what" in error. */
bool amber_compare_load_differences(amber_compare *c, const char *text, size_t length, const char *path, char *error,
                                    size_t error_size);

void amber_compare_set_tolerance(amber_compare *c, uint32_t pipeline, const amber_tolerance *tolerance);
const amber_tolerance *amber_compare_tolerance(const amber_compare *c, uint32_t pipeline);

/* Bytes [offset, offset + size) of a buffer are not compared (a DEVICE_ADDRESS slot). */
void amber_compare_mask(amber_compare *c, uint32_t buffer, uint64_t offset, uint64_t size);
/* COPY: the destination's masked bytes are the source's. */
void amber_compare_copy_mask(amber_compare *c, uint32_t from, uint32_t to);

/* Integer components of a buffer may differ by up to `units`: an image or texel buffer of a normalized
 * format (UNORM, SNORM, SRGB), where a float written by the shader is converted to one of the two nearest
 * representable values (Vulkan "Conversion from Floating-Point to Normalized Fixed-Point":
 * convertFloatToUint returns "one of the two unsigned binary integer values with exactly b bits which are
 * closest"; the sRGB conversions' precision is as loose).  Default 0: equal. */
void amber_compare_set_integer_units(amber_compare *c, uint32_t buffer, uint32_t units);

/* Give the second device the first's bytes of a buffer, except its masked ones (each RUN is then compared
 * from the same inputs: the float bound is per RUN, and a difference is reported where it arises). */
void amber_compare_sync(const amber_compare *c, uint32_t buffer, uint8_t *second, const uint8_t *first, uint64_t size);

/* Compare one buffer after the RUN of `pipeline` at script line run_line.  script_path and device_name
 * select the differences file's entries. */
void amber_compare_buffer(amber_compare *c, const char *script_path, uint32_t run_line, const char *device_name,
                          uint32_t pipeline, uint32_t buffer, const char *buffer_name, const spvrt_amber_type *type,
                          spvrt_amber_layout layout, const uint8_t *first, const uint8_t *second, uint64_t elements,
                          amber_buffer_diff *out);
/* The same for a buffer of the script, plain or of a STRUCT (each component at its own type and offset). */
void amber_compare_buffer_of(amber_compare *c, const char *script_path, uint32_t run_line, const char *device_name,
                             uint32_t pipeline, uint32_t buffer, const char *buffer_name,
                             const spvrt_amber_buffer *desc, const uint8_t *first, const uint8_t *second,
                             uint64_t elements, amber_buffer_diff *out);

/* Calls fn for each entry of the file that names script_path and permitted nothing (a stale entry). */
void amber_compare_stale(const amber_compare *c, const char *script_path, void (*fn)(void *user, uint32_t file_line),
                         void *user);

#endif
