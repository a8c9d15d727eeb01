/* Private header of the script layer: the IR of an AmberScript file
 * (google/amber docs/amber_script.md), compute subset, as parse.c builds it
 * and the runner consumes it.
 *
 * What the parser accepts:
 *   SHADER compute NAME (SPIRV-ASM | SPIRV-HEX | GLSL) ... END
 *   STRUCT NAME [STRIDE n]
 *       (TYPE MEMBER [OFFSET n] [ARRAY_STRIDE n] [MATRIX_STRIDE n])...   (TYPE: a data type, TYPE[] or an
 *   END                                                                   earlier STRUCT; layout.c)
 *   BUFFER NAME DATA_TYPE TYPE [STD140 | STD430] (DATA v... END | SIZE n FILL v
 *          | SIZE n SERIES_FROM a INC_BY b)     (TYPE a STRUCT: DATA, SIZE n FILL v, SIZE n FILE ...)
 *   BUFFER NAME FORMAT FMT [same initializers]     (FMT: R32G32B32A32_SFLOAT style, SFLOAT/UINT/SINT)
 *   BUFFER NAME DATA_TYPE FMT ...                  (a format name as a data type, as Amber allows)
 *   BUFFER NAME (DATA_TYPE T | FORMAT F) WIDTH w HEIGHT h (DATA ... END | FILL v | SERIES_FROM a INC_BY b)
 *   IMAGE NAME (FORMAT F | DATA_TYPE T) [MIP_LEVELS n] [SAMPLES s] (DIM_1D | DIM_2D | DIM_3D)
 *          WIDTH w [HEIGHT h [DEPTH d]] (DATA ... END | FILL v | SERIES_FROM a INC_BY b)
 *   SAMPLER NAME [MAG_FILTER f] [MIN_FILTER f] [ADDRESS_MODE_U/V/W m] [BORDER_COLOR c] [MIN_LOD x]
 *          [MAX_LOD x] [NORMALIZED_COORDS | UNNORMALIZED_COORDS] [COMPARE on|off] [COMPARE_OP op]
 *   PIPELINE compute NAME ... END with
 *       ATTACH SHADER [ENTRY_POINT NAME] [SPECIALIZE ID AS TYPE VALUE]...
 *       BIND BUFFER B AS (storage | uniform) [DESCRIPTOR_SET s] BINDING n
 *       BIND BUFFER_ARRAY B1 B2... AS (storage | uniform) [DESCRIPTOR_SET s] BINDING n
 *            (either followed by [DESCRIPTOR_OFFSET o...] [DESCRIPTOR_RANGE r...], one per buffer)
 *       BIND BUFFER[_ARRAY] B... AS (storage_dynamic | uniform_dynamic) [DESCRIPTOR_SET s] BINDING n
 *            OFFSET o... [DESCRIPTOR_OFFSET o...] [DESCRIPTOR_RANGE r...]
 *       BIND BUFFER[_ARRAY] B... AS (storage_texel_buffer | uniform_texel_buffer) [DESCRIPTOR_SET s] BINDING n
 *       BIND BUFFER[_ARRAY] IMG... AS (storage_image | sampled_image | combined_image_sampler SAMPLER S)
 *            [DESCRIPTOR_SET s] BINDING n [BASE_MIP_LEVEL l]
 *       BIND SAMPLER[_ARRAY] S... [DESCRIPTOR_SET s] BINDING n
 *       BIND BUFFER B AS push_constant
 *       BIND ACCELERATION_STRUCTURE TLAS [DESCRIPTOR_SET s] BINDING n
 *   ACCELERATION_STRUCTURE BOTTOM_LEVEL NAME
 *       [FLAGS MOTION]                                              (motion: spvrt additions, docs/ray-tracing.md)
 *       (GEOMETRY (TRIANGLES | AABBS | SPHERES | LSS [ENDCAPS NONE|CHAINED]) [FLAGS f...]
 *            values... [MOTION_VERTICES values at time 1...] [INDICES i...] END
 *        | GEOMETRY TRIANGLES FILE path.obj [FLAGS f...])...        (SPHERES, LSS, INDICES, FILE: spvrt
 *   END                                                             additions, tests/amber/README.md)
 *   ACCELERATION_STRUCTURE TOP_LEVEL NAME
 *       [FLAGS MOTION]
 *       (BOTTOM_LEVEL_INSTANCE BLAS [INDEX i] [OFFSET o] [MASK m] [FLAGS f...] [TRANSFORM 12 floats END]
 *            [MOTION STATIC | MOTION MATRIX (TRANSFORM at time 0, TRANSFORM at time 1)
 *             | MOTION SRT SRT 16 floats END SRT 16 floats END] END)...
 *   END
 *   RUN PIPELINE x y z
 *   PIPELINE raytracing NAME ... END (also ray_tracing; run.c runs it through device.h) with SHADER_GROUP g shader...,
 *       SHADER_BINDING_TABLE t (group...) END, MAX_RAY_PAYLOAD_SIZE n, MAX_RAY_HIT_ATTRIBUTE_SIZE n,
 *       MAX_RAY_RECURSION_DEPTH n, FLAGS (LIBRARY|n)... [END], USE_LIBRARY p..., BIND
 *   RUN [TIMED_EXECUTION] RTPIPELINE RAYGEN t [MISS t] [HIT t] [CALL t] x y z
 *   REPEAT n ... END                 (nesting is a spvrt addition, bounded)
 *   COPY A TO B
 *   EXPECT B IDX offset [TOLERANCE t[%]{1,4}] (EQ|NE|LT|LE|GT|GE) v...
 *   EXPECT A EQ_BUFFER B
 *   EXPECT IMG IDX x y [SIZE w h] (EQ_RGB r g b | EQ_RGBA r g b a) [TOLERANCE t{1,4}]
 *   EXPECT A RMSE_BUFFER B TOLERANCE t
 *   EXPECT A EQ_HISTOGRAM_EMD_BUFFER B TOLERANCE t
 *   DEVICE_ADDRESS B INTO A IDX offset   (spvrt addition: stores B's PhysicalStorageBuffer
 *                                          address, a uint64, into uint64 buffer A at byte offset)
 *   DEBUG PIPELINE x y z                 (a RUN whose one invocation is traced: docs/debugger.md)
 *       THREAD GLOBAL_INVOCATION_ID x y z
 *           STEP_IN | STEP_OVER | STEP_OUT | CONTINUE
 *           EXPECT LOCATION "file" line ["source line"]
 *           EXPECT CALLSTACK ("function" ["file" [line]])... END
 *           EXPECT LOCAL "name" EQ value
 *       END
 *   END
 *   DEVICE_FEATURE NAME, DEVICE_EXTENSION NAME, INSTANCE_EXTENSION NAME
 *   SET ENGINE_DATA fence_timeout_ms n
 * '#' comments, '\' at the end of a line continues it.  Anything else is an
 * error naming the word and its line. */
#ifndef SPVRT_AMBER_H
#define SPVRT_AMBER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "spvrt/spvrt.h"

/* Bounds on hostile input (each exceeded gives a located error). */
#define SPVRT_AMBER_MAX_REPEAT_DEPTH 16           /* nested REPEAT blocks */
#define SPVRT_AMBER_MAX_BUFFER_BYTES (1ull << 30) /* a buffer's size under its layout */
#define SPVRT_AMBER_MAX_ARRAY_BUFFERS 1024        /* buffers in one BIND BUFFER_ARRAY */
#define SPVRT_AMBER_MAX_GEOMETRY_VALUES (1u << 26) /* numbers (or OBJ vertices x 3 + indices) of one GEOMETRY */
#define SPVRT_AMBER_MAX_OBJ_BYTES (1u << 28)      /* bytes of one GEOMETRY ... FILE */
#define SPVRT_AMBER_MAX_INSTANCES (1u << 24)      /* BOTTOM_LEVEL_INSTANCEs of one TOP_LEVEL */
#define SPVRT_AMBER_MAX_SHADER_FILE_BYTES (1u << 26) /* bytes of one SHADER ... FILE */
#define SPVRT_AMBER_MAX_STRUCT_DEPTH 32           /* STRUCTs nested in STRUCTs */
#define SPVRT_AMBER_MAX_STRUCT_COMPONENTS 65536   /* scalar components of one STRUCT, nested ones counted */
#define SPVRT_AMBER_MAX_STRUCT_BYTES (1u << 24)   /* OFFSET, STRIDE, ARRAY_STRIDE, MATRIX_STRIDE, a STRUCT's size */

typedef enum spvrt_amber_shader_format {
    SPVRT_AMBER_SPIRV_ASM = 0,
    SPVRT_AMBER_SPIRV_HEX = 1,
    SPVRT_AMBER_GLSL = 2,
    SPVRT_AMBER_SPIRV_BIN = 3     /* SHADER ... SPIRV-BIN FILE path: the file's bytes */
} spvrt_amber_shader_format;

/* The rule of the parser's diagnostic for a part of AmberScript spvrt does
 * not run yet (graphics, HLSL, OpenCL C): the runner
 * returns SPVRT_ERROR_UNSUPPORTED and marks the report skipped. */
#define SPVRT_AMBER_NOT_SUPPORTED_RULE "AMBER-NOT-SUPPORTED"

/* SHADER's type: compute, or a ray-tracing stage (google/amber docs/amber_script.md "Shaders"). */
typedef enum spvrt_amber_stage {
    SPVRT_AMBER_STAGE_COMPUTE = 0,
    SPVRT_AMBER_STAGE_RAY_GENERATION = 1,
    SPVRT_AMBER_STAGE_ANY_HIT = 2,
    SPVRT_AMBER_STAGE_CLOSEST_HIT = 3,
    SPVRT_AMBER_STAGE_MISS = 4,
    SPVRT_AMBER_STAGE_INTERSECTION = 5,
    SPVRT_AMBER_STAGE_CALLABLE = 6
} spvrt_amber_stage;

typedef struct spvrt_amber_shader {
    char *name;
    spvrt_amber_shader_format format;
    spvrt_amber_stage stage;          /* ray-tracing stages only in PIPELINE raytracing */
    char *target_env;                 /* TARGET_ENV word (spv1.X, vulkan1.X, vulkan1.1spv1.4), or NULL */
    char *text;                       /* the lines between the SHADER line and END (or the VIRTUAL_FILE's,
                                         or FILE's bytes), NUL-terminated */
    size_t text_length;
    uint32_t line;                    /* line of the SHADER command */
    uint32_t text_line;               /* line the text starts on (for the assembler's diagnostics) */
} spvrt_amber_shader;

/* Component kinds of a buffer's element. */
typedef enum spvrt_amber_kind {
    SPVRT_AMBER_INT = 0,   /* two's complement */
    SPVRT_AMBER_UINT = 1,
    SPVRT_AMBER_FLOAT = 2  /* IEEE 754 binary16/32/64 */
} spvrt_amber_kind;

/* An element type: a scalar (rows = columns = 1), vecN<T> (rows = N) or
 * matCxR<T> (columns = C column vectors of rows = R). */
typedef struct spvrt_amber_type {
    spvrt_amber_kind kind;
    uint8_t bits;          /* 8, 16, 32, 64 */
    uint8_t rows;          /* 1..4 */
    uint8_t columns;       /* 1..4 */
} spvrt_amber_type;

typedef enum spvrt_amber_layout {
    SPVRT_AMBER_STD430 = 0, /* Amber's default */
    SPVRT_AMBER_STD140 = 1
} spvrt_amber_layout;

typedef enum spvrt_amber_init {
    SPVRT_AMBER_INIT_NONE = 0,   /* FORMAT buffer without data: empty */
    SPVRT_AMBER_INIT_DATA = 1,   /* values[] */
    SPVRT_AMBER_INIT_FILL = 2,   /* every component = fill */
    SPVRT_AMBER_INIT_SERIES = 3  /* component i = start + i * inc */
} spvrt_amber_init;

/* A value is the bit pattern of one component at its type's width: integers
 * in two's complement, floats in their IEEE encoding (float16 included),
 * zero-extended to 64 bits.  spvrt_amber_value_double reads it back. */
typedef uint64_t spvrt_amber_value;

/* A member of a STRUCT (google/amber src/amberscript/parser.cc ParseStruct). */
#define SPVRT_AMBER_NO_OFFSET UINT32_MAX
#define SPVRT_AMBER_NO_SBT UINT32_MAX
typedef struct spvrt_amber_member {
    char *name;
    uint32_t line, column;
    bool is_struct;              /* a STRUCT declared before this one: structure */
    uint32_t structure;          /* index into script->structs */
    spvrt_amber_type type;       /* otherwise a data type */
    bool is_array;               /* TYPE[]: Amber's runtime array, laid out as one element */
    uint32_t offset;             /* OFFSET n, or SPVRT_AMBER_NO_OFFSET */
    uint32_t array_stride;       /* ARRAY_STRIDE n (arrays), 0: by the layout */
    uint32_t matrix_stride;      /* MATRIX_STRIDE n (matrices), 0: by the layout */
} spvrt_amber_member;

typedef struct spvrt_amber_struct {
    char *name;
    uint32_t line;
    uint32_t stride;             /* STRIDE n, 0: by the layout */
    uint32_t depth;              /* 1 + the deepest member STRUCT's */
    uint32_t components;         /* scalar components, nested STRUCTs counted */
    spvrt_amber_member *members;
    uint32_t member_count, member_capacity;
} spvrt_amber_struct;

/* One scalar component of a STRUCT element under a layout (layout.c), in the order DATA and EXPECT give
 * values: members in order, nested STRUCTs depth first, matrices column by column. */
typedef struct spvrt_amber_field {
    spvrt_amber_type type;       /* a scalar (rows = columns = 1) */
    uint32_t offset;             /* bytes from the element's start */
    spvrt_amber_value fill;      /* BUFFER ... FILL v: v at this component's type */
} spvrt_amber_field;

/* How a format's components read (Vulkan "Formats", the suffix of the name). */
typedef enum spvrt_amber_numeric {
    SPVRT_AMBER_NUMERIC_NONE = 0,  /* a data type, not a format */
    SPVRT_AMBER_NUMERIC_UINT, SPVRT_AMBER_NUMERIC_SINT, SPVRT_AMBER_NUMERIC_SFLOAT,
    SPVRT_AMBER_NUMERIC_UNORM, SPVRT_AMBER_NUMERIC_SNORM, SPVRT_AMBER_NUMERIC_USCALED,
    SPVRT_AMBER_NUMERIC_SSCALED, SPVRT_AMBER_NUMERIC_SRGB,
    SPVRT_AMBER_NUMERIC_PACKED     /* a _PACK32 format: one uint32 per texel, given as its bits */
} spvrt_amber_numeric;

typedef struct spvrt_amber_buffer {
    char *name;
    uint32_t line;
    spvrt_amber_type type;
    bool from_format;            /* declared with FORMAT (name in format) */
    char *format;
    /* The VkFormat of a FORMAT (or of a format named as DATA_TYPE, or of an IMAGE's data type: float ->
     * R32_SFLOAT, vec4<int32> -> R32G32B32A32_SINT); 0 when the type has no format (vec3, matrices). */
    uint32_t vk_format;
    spvrt_amber_numeric numeric;
    uint8_t channels[4];         /* the channel of each component: 0 R, 1 G, 2 B, 3 A (B8G8R8A8: 2 1 0 3) */
    /* IMAGE (or BUFFER ... WIDTH/HEIGHT): an image whose texels are the buffer's elements in spvrt_image's
     * layout (level by level, sample by sample, depth slices of rows of texels; Amber's layout of level 0) */
    bool is_image;
    spvrt_image_dim dim;
    uint32_t width, height, depth, mip_levels, samples;
    spvrt_amber_layout layout;
    spvrt_amber_init init;
    uint64_t element_count;      /* elements (a vec4 or a mat4x4 is one element) */
    spvrt_amber_value *values;   /* DATA: element_count * rows * columns components, zero-padded */
    uint64_t value_count;        /* values given in DATA (before padding) */
    spvrt_amber_value fill, series_start, series_inc;
    /* DATA_TYPE a STRUCT: the components of one element under the layout, and the element's stride; type
     * is then the first component's (values[] hold element_count * field_count components, each at its
     * field's type; FILL fills each with its field's fill) */
    bool is_struct;
    uint32_t structure;          /* index into script->structs */
    spvrt_amber_field *fields;
    uint32_t field_count, struct_stride;
} spvrt_amber_buffer;

typedef struct spvrt_amber_specialization {
    uint32_t id;
    spvrt_amber_kind kind;       /* 32-bit uint, int or float */
    uint32_t bits;               /* the value's bit pattern */
} spvrt_amber_specialization;

typedef struct spvrt_amber_attach {
    uint32_t shader;             /* index into script->shaders */
    char *entry_point;           /* "main" unless ENTRY_POINT */
    spvrt_amber_specialization *specs;
    uint32_t spec_count;
    uint32_t line;
    /* PIPELINE execution_graph (docs/execution-graphs.md): NODE_NAME and NODE_INDEX, a
       VkPipelineShaderStageNodeCreateInfoAMDX (node_name NULL: the entry point's; node_index
       SPVRT_SHADER_INDEX_UNUSED: the ShaderIndexAMDX mode's, else 0) */
    char *node_name;
    uint32_t node_index;
} spvrt_amber_attach;

typedef enum spvrt_amber_bind_kind {
    SPVRT_AMBER_BIND_STORAGE = 0,
    SPVRT_AMBER_BIND_UNIFORM = 1,
    SPVRT_AMBER_BIND_PUSH_CONSTANT = 2,
    SPVRT_AMBER_BIND_ACCEL = 3,        /* BIND ACCELERATION_STRUCTURE: tlas, no buffers */
    SPVRT_AMBER_BIND_STORAGE_DYNAMIC = 4,
    SPVRT_AMBER_BIND_UNIFORM_DYNAMIC = 5,
    SPVRT_AMBER_BIND_STORAGE_TEXEL_BUFFER = 6,
    SPVRT_AMBER_BIND_UNIFORM_TEXEL_BUFFER = 7,
    SPVRT_AMBER_BIND_STORAGE_IMAGE = 8,
    SPVRT_AMBER_BIND_SAMPLED_IMAGE = 9,
    SPVRT_AMBER_BIND_COMBINED_IMAGE_SAMPLER = 10,
    SPVRT_AMBER_BIND_SAMPLER = 11      /* BIND SAMPLER[_ARRAY]: samplers, no buffers */
} spvrt_amber_bind_kind;

/* A SAMPLER of the script (Amber's defaults: nearest, repeat, float_transparent_black, LOD 0..1,
 * normalized coordinates, no compare). */
typedef struct spvrt_amber_sampler {
    char *name;
    uint32_t line;
    spvrt_sampler state;
} spvrt_amber_sampler;

typedef struct spvrt_amber_bind {
    spvrt_amber_bind_kind kind;
    uint32_t descriptor_set, binding;  /* 0 for push constants */
    uint32_t *buffers;                 /* indices into script->buffers; several for BUFFER_ARRAY */
    uint32_t buffer_count;
    bool is_array;                     /* BIND BUFFER_ARRAY */
    /* DESCRIPTOR_OFFSET / DESCRIPTOR_RANGE, one per buffer, in bytes
       (defaults 0 and SPVRT_AMBER_WHOLE_SIZE, Vulkan's VK_WHOLE_SIZE) */
    uint64_t *offsets, *ranges;
    uint32_t tlas;                     /* SPVRT_AMBER_BIND_ACCEL: index into script->tlases */
    /* *_DYNAMIC: OFFSET, one per buffer (the dynamic offset, added to DESCRIPTOR_OFFSET) */
    uint64_t *dynamic_offsets;
    /* COMBINED_IMAGE_SAMPLER: the SAMPLER (one for every image); SAMPLER: one per descriptor */
    uint32_t *samplers;                /* indices into script->samplers */
    uint32_t sampler_count;
    uint32_t base_mip_level;           /* BASE_MIP_LEVEL of an image bind */
    uint32_t line;
    /* DERIVE_PIPELINE: copied from the parent; a BIND of the derived body at its descriptor set and binding
       replaces it (Amber's ParsePipelineBind: ClearBuffers / ClearSamplers, then the new one) */
    bool inherited;
    bool replaced;                     /* dropped when the derived body ends */
} spvrt_amber_bind;

#define SPVRT_AMBER_WHOLE_SIZE UINT64_MAX

/* One GEOMETRY of a bottom level, in the layout spvrt_geometry reads:
 * vertices xyz (radii beside them for SPHERES and LSS), indices or NULL. */
typedef struct spvrt_amber_geometry {
    spvrt_geometry_kind kind;
    uint32_t flags;                    /* SPVRT_GEOMETRY_OPAQUE | ..._NO_DUPLICATE_ANY_HIT_INVOCATION */
    float *vertices;                   /* 3 per vertex */
    float *radii;                      /* SPHERES, LSS: one per vertex */
    uint32_t vertex_count;
    uint32_t *indices;                 /* NULL: none (TRIANGLES 3 per primitive, SPHERES 1, LSS 2) */
    uint32_t index_count;
    float *aabbs;                      /* AABBS: 6 per primitive */
    uint32_t primitive_count;
    spvrt_lss_endcaps endcaps;
    float *vertices_t1;                /* MOTION_VERTICES: 3 per vertex at time 1, or NULL */
    uint32_t line;
} spvrt_amber_geometry;

typedef struct spvrt_amber_blas {
    char *name;
    uint32_t line;
    bool motion;                       /* FLAGS MOTION (VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV) */
    spvrt_amber_geometry *geometries;
    uint32_t geometry_count, geometry_capacity;
} spvrt_amber_blas;

typedef struct spvrt_amber_instance {
    uint32_t blas;                     /* index into script->blases */
    float transform[3][4];             /* row-major 3x4; identity unless TRANSFORM */
    uint32_t custom_index, mask, offset, flags; /* INDEX (24 bits), MASK (8, default 0xFF), OFFSET (24), FLAGS (8) */
    spvrt_instance_motion motion;      /* MOTION; NONE without it (STATIC in a FLAGS MOTION top level) */
    float transform_t1[3][4];          /* MOTION MATRIX: the second TRANSFORM */
    float srt[2][16];                  /* MOTION SRT: the two SRT blocks (VkSRTDataNV order) */
    uint32_t line;
} spvrt_amber_instance;

typedef struct spvrt_amber_tlas {
    char *name;
    uint32_t line;
    bool motion;                       /* FLAGS MOTION */
    spvrt_amber_instance *instances;
    uint32_t instance_count, instance_capacity;
} spvrt_amber_tlas;

/* SUBGROUP shader ... END of a compute pipeline (VK_EXT_subgroup_size_control, Vulkan 1.3). */
#define SPVRT_AMBER_SUBGROUP_SIZE_MIN UINT32_MAX       /* REQUIRED_SIZE MIN */
#define SPVRT_AMBER_SUBGROUP_SIZE_MAX (UINT32_MAX - 1) /* REQUIRED_SIZE MAX */

/* SHADER_GROUP name shader... of a ray-tracing pipeline (Amber's ParsePipelineShaderGroup; Vulkan
 * VkRayTracingShaderGroupCreateInfoKHR): a general group (one ray generation, miss or callable shader) or a
 * hit group (closest hit, any hit, intersection, each at most once).  SPVRT_AMBER_NO_SHADER: absent. */
#define SPVRT_AMBER_NO_SHADER UINT32_MAX
typedef struct spvrt_amber_shader_group {
    char *name;
    uint32_t line;
    uint32_t general, closest_hit, any_hit, intersection; /* indices into script->shaders */
} spvrt_amber_shader_group;

/* One record of a SHADER_BINDING_TABLE: a group of the pipeline or of one of its USE_LIBRARY pipelines. */
typedef struct spvrt_amber_sbt_record {
    uint32_t pipeline, group;          /* script->pipelines[pipeline].groups[group] */
    uint32_t line;
} spvrt_amber_sbt_record;

typedef struct spvrt_amber_sbt {
    char *name;
    uint32_t line;
    spvrt_amber_sbt_record *records;
    uint32_t record_count, record_capacity;
} spvrt_amber_sbt;

#define SPVRT_AMBER_PIPELINE_LIBRARY_BIT 0x800u /* VK_PIPELINE_CREATE_LIBRARY_BIT_KHR: FLAGS LIBRARY */

typedef struct spvrt_amber_pipeline {
    char *name;
    uint32_t line;
    /* PIPELINE raytracing (or ray_tracing): run through device.h's rt_pipeline_create / trace_rays with its
     * groups flattened (a FLAGS LIBRARY pipeline is never created or RUN itself) */
    bool ray_tracing;
    /* PIPELINE execution_graph (VK_AMDX_shader_enqueue; docs/execution-graphs.md): its ATTACHes are the
       nodes; SCRATCH_SIZE: bytes, or SPVRT_AMBER_SCRATCH_MIN / _MAX (the default) */
    bool graph;
    uint64_t scratch_size;
    spvrt_amber_shader_group *groups;
    uint32_t group_count, group_capacity;
    spvrt_amber_sbt *sbts;
    uint32_t sbt_count, sbt_capacity;
    uint32_t *libraries;               /* USE_LIBRARY: indices into script->pipelines */
    uint32_t library_count, library_capacity;
    uint32_t create_flags;             /* FLAGS: LIBRARY and numbers, or-ed */
    uint32_t max_ray_payload_size, max_ray_hit_attribute_size; /* default 0 */
    uint32_t max_ray_recursion_depth;  /* default 1 */
    bool full_subgroups;               /* FULLY_POPULATED on: REQUIRE_FULL_SUBGROUPS */
    bool varying_subgroup_size;        /* VARYING_SIZE on: ALLOW_VARYING_SUBGROUP_SIZE */
    uint32_t required_subgroup_size;   /* REQUIRED_SIZE n (or ..._MIN / _MAX); 0: none */
    uint32_t subgroup_line;            /* line of SUBGROUP; 0: none */
    char **optimizations;              /* SHADER_OPTIMIZATION: spirv-opt flags, in order */
    uint32_t optimization_count, optimization_capacity;
    uint32_t optimization_line;
    spvrt_amber_attach *attaches;
    uint32_t attach_count;
    spvrt_amber_bind *binds;
    uint32_t bind_count, bind_capacity;
} spvrt_amber_pipeline;

#define SPVRT_AMBER_SCRATCH_MAX 0u            /* device.h's AMBER_GRAPH_SCRATCH_MAX */
#define SPVRT_AMBER_SCRATCH_MIN UINT64_MAX     /* device.h's AMBER_GRAPH_SCRATCH_MIN */

/* One NODE of RUN graph DISPATCH_GRAPH: a VkDispatchGraphInfoAMDX. */
typedef struct spvrt_amber_graph_dispatch {
    char *node;                  /* the node's name */
    uint32_t index;              /* INDEX (0 without) */
    uint32_t count;              /* payloads */
    uint32_t buffer;             /* PAYLOADS buffer, or SPVRT_AMBER_NO_BUFFER: DATA (or no bytes: COUNT alone) */
    uint64_t offset, stride;     /* PAYLOADS: OFFSET, STRIDE (0 without: the buffer's element stride, at run time) */
    uint8_t *data;               /* DATA: count payloads back to back */
    uint64_t data_size;
    uint32_t line;
} spvrt_amber_graph_dispatch;

/* How a DISPATCH_GRAPH reaches its payloads (vkCmdDispatchGraphAMDX, ...IndirectAMDX, ...IndirectCountAMDX). */
enum { SPVRT_AMBER_GRAPH_HOST = 0, SPVRT_AMBER_GRAPH_INDIRECT = 1, SPVRT_AMBER_GRAPH_INDIRECT_COUNT = 2 };
#define SPVRT_AMBER_NO_BUFFER UINT32_MAX

typedef enum spvrt_amber_command_kind {
    SPVRT_AMBER_RUN = 0,
    SPVRT_AMBER_REPEAT = 1,       /* body: commands (index + 1) .. repeat.end - 1 */
    SPVRT_AMBER_COPY = 2,
    SPVRT_AMBER_EXPECT_IDX = 3,
    SPVRT_AMBER_EXPECT_EQ_BUFFER = 4,
    SPVRT_AMBER_EXPECT_RMSE_BUFFER = 5,
    SPVRT_AMBER_DEVICE_ADDRESS = 6,
    SPVRT_AMBER_EXPECT_PROBE = 7, /* EXPECT IMG IDX x y [SIZE w h] EQ_RGB|EQ_RGBA v... [TOLERANCE t...] */
    /* Values into a buffer between RUNs (VkScript's `ssbo B subdata`, `uniform ubo`, `uniform`; vkscript.c):
     * the buffer first grows, zero-filled, to hold the element of the last value if it is shorter (a
     * buffer bound as push constants never grows: its size is the pipeline's push-constant range). */
    SPVRT_AMBER_WRITE = 8,
    /* EXPECT A EQ_HISTOGRAM_EMD_BUFFER B TOLERANCE t: buffers of four 8-bit unsigned components (R8G8B8A8,
     * B8G8R8A8, vec4<uint8>); the largest over the channels of the earth mover's distance between the two
     * buffers' normalised 256-bin histograms, divided by 256, is at most t (Amber docs/amber_script.md) */
    SPVRT_AMBER_EXPECT_HISTOGRAM_EMD_BUFFER = 9
} spvrt_amber_command_kind;

typedef enum spvrt_amber_compare {
    SPVRT_AMBER_EQ = 0,
    SPVRT_AMBER_NE = 1,
    SPVRT_AMBER_LT = 2,
    SPVRT_AMBER_LE = 3,
    SPVRT_AMBER_GT = 4,
    SPVRT_AMBER_GE = 5
} spvrt_amber_compare;

typedef struct spvrt_amber_tolerance {
    double value;
    bool percent;                /* t% of the expected value */
} spvrt_amber_tolerance;

/* DEBUG ... END (google/amber docs/debugger.md of 2022, before Amber removed it): the commands of a THREAD. */
typedef enum spvrt_amber_debug_kind {
    SPVRT_AMBER_DEBUG_STEP_IN = 0,
    SPVRT_AMBER_DEBUG_STEP_OVER = 1,
    SPVRT_AMBER_DEBUG_STEP_OUT = 2,
    SPVRT_AMBER_DEBUG_CONTINUE = 3,
    SPVRT_AMBER_DEBUG_EXPECT_LOCATION = 4,
    SPVRT_AMBER_DEBUG_EXPECT_CALLSTACK = 5,
    SPVRT_AMBER_DEBUG_EXPECT_LOCAL = 6
} spvrt_amber_debug_kind;

typedef struct spvrt_amber_debug_frame {
    char *function;
    char *file;                  /* NULL: not checked */
    uint32_t line;               /* 0: not checked */
} spvrt_amber_debug_frame;

typedef struct spvrt_amber_debug_command {
    spvrt_amber_debug_kind kind;
    uint32_t line;               /* of the command in the script */
    char *file;                  /* LOCATION */
    uint32_t at_line;            /* LOCATION */
    char *source;                /* LOCATION's source line, or NULL */
    spvrt_amber_debug_frame *frames; /* CALLSTACK, innermost first */
    uint32_t frame_count;
    char *name;                  /* LOCAL */
    char value_kind;             /* LOCAL: 'i' integer, 'f' floating point, 's' string (Amber's three) */
    int64_t value_int;
    double value_float;
    char *value_string;
} spvrt_amber_debug_command;

typedef struct spvrt_amber_debug {
    uint32_t global_id[3];       /* THREAD GLOBAL_INVOCATION_ID */
    uint32_t thread_line;
    spvrt_amber_debug_command *commands;
    uint32_t command_count, command_capacity;
} spvrt_amber_debug;

typedef struct spvrt_amber_command {
    spvrt_amber_command_kind kind;
    uint32_t line;
    spvrt_amber_debug *debug;    /* DEBUG: a RUN (kind SPVRT_AMBER_RUN) with its THREAD; else NULL */
    union {
        struct {
            uint32_t pipeline; uint32_t x, y, z; bool timed; /* timed: RUN TIMED_EXECUTION */
            /* a ray-tracing pipeline's RAYGEN, MISS, HIT, CALL tables: indices into its sbts, or
             * SPVRT_AMBER_NO_SBT */
            uint32_t raygen, miss, hit, call;
            /* an execution graph's DISPATCH_GRAPH: its NODEs and how they are read */
            spvrt_amber_graph_dispatch *graph;
            uint32_t graph_count;
            uint32_t graph_mode;         /* SPVRT_AMBER_GRAPH_* */
        } run;
        struct { uint32_t count; uint32_t end; } repeat;   /* end: index of the first command after the body */
        struct { uint32_t from, to; } copy;
        struct {
            uint32_t buffer;
            uint64_t offset;                 /* IDX: a byte offset into the buffer, as Amber's probes */
            spvrt_amber_compare compare;
            spvrt_amber_tolerance tolerance[4];
            uint32_t tolerance_count;        /* 0: exact */
            spvrt_amber_value *values;       /* one per component, at the buffer's component type */
            uint32_t value_count;
        } expect;
        struct { uint32_t a, b; double tolerance; } expect_buffers; /* EQ_BUFFER (tolerance 0), RMSE_BUFFER,
                                                                       EQ_HISTOGRAM_EMD_BUFFER */
        struct { uint32_t buffer, into; uint64_t offset; } device_address; /* into: a uint64 buffer */
        struct {
            uint32_t buffer;                 /* an image: texels of level 0, sample 0, depth slice 0 */
            uint32_t x, y, width, height;    /* SIZE: 1 1 without it */
            double rgba[4];                  /* 0-255 for normalized formats (compared as v / 255), else values */
            uint32_t channel_count;          /* 3: EQ_RGB, 4: EQ_RGBA */
            spvrt_amber_tolerance tolerance[4];
            uint32_t tolerance_count;        /* 0: Amber's default, 0.002 absolute per channel (normalized) */
        } probe;
        struct {
            uint32_t buffer;
            uint64_t offset;                 /* bytes: the start of a component, as EXPECT IDX */
            spvrt_amber_value *values;       /* consecutive components at the buffer's type (padding skipped) */
            uint32_t value_count;
        } write;                             /* SPVRT_AMBER_WRITE */
    } u;
} spvrt_amber_command;

/* VIRTUAL_FILE path ... END: text a SHADER ... VIRTUAL_FILE path takes. */
typedef struct spvrt_amber_virtual_file {
    char *path;
    char *text;
    size_t length;
    uint32_t line, text_line;
} spvrt_amber_virtual_file;

typedef struct spvrt_amber_script {
    spvrt_context *ctx;
    char *path;
    spvrt_amber_shader *shaders;
    uint32_t shader_count, shader_capacity;
    spvrt_amber_buffer *buffers;
    uint32_t buffer_count, buffer_capacity;
    spvrt_amber_struct *structs;
    uint32_t struct_count, struct_capacity;
    spvrt_amber_virtual_file *virtual_files;
    uint32_t virtual_file_count, virtual_file_capacity;
    spvrt_amber_pipeline *pipelines;
    uint32_t pipeline_count, pipeline_capacity;
    spvrt_amber_blas *blases;
    uint32_t blas_count, blas_capacity;
    spvrt_amber_tlas *tlases;
    uint32_t tlas_count, tlas_capacity;
    spvrt_amber_sampler *samplers;
    uint32_t sampler_count, sampler_capacity;
    spvrt_amber_command *commands;
    uint32_t command_count, command_capacity;
    char **device_features;          /* each with its line in device_feature_lines[] */
    uint32_t *device_feature_lines;
    uint32_t device_feature_count, device_feature_capacity;
    char **device_extensions;
    uint32_t *device_extension_lines;
    uint32_t device_extension_count, device_extension_capacity;
    char **instance_extensions;
    uint32_t *instance_extension_lines;
    uint32_t instance_extension_count, instance_extension_capacity;
    char **device_properties;        /* DEVICE_PROPERTY names, each with its line */
    uint32_t *device_property_lines;
    uint32_t device_property_count, device_property_capacity;
    bool has_fence_timeout;
    uint32_t fence_timeout_ms;   /* SET ENGINE_DATA fence_timeout_ms */
    /* NULL, or the target environment the script's format implies when neither the runner's options nor a
     * '# target-env:' comment name one (VkScript: Amber's default, vulkan1.0, SPIR-V 1.0; vulkan1.2 when
     * [require] lists VK_KHR_spirv_1_4). */
    const char *default_target_env;
} spvrt_amber_script;

/* Parse an AmberScript text (length bytes, need not be NUL-terminated).
 * path names the file in the script (for the runner's messages).  Returns
 * the script, or NULL with error diagnostics on ctx, each with the 1-based
 * line and column of the offending word (the path is not repeated in them:
 * callers print PATH:LINE:COLUMN as for the assembler). */
spvrt_amber_script *spvrt_amber_parse(spvrt_context *ctx, const char *text, size_t length, const char *path);
void spvrt_amber_script_free(spvrt_amber_script *script);

/* Parse a VkScript text (google/amber docs/vk_script.md; vkscript.c), compute
 * subset, into the same IR, as Amber's vkscript parser maps it: one buffer
 * per descriptor binding, one pipeline per entry point, WRITE/RUN/EXPECT IDX
 * commands.  Same contract as spvrt_amber_parse; what VkScript has beyond
 * compute (graphics shader sections, draw, clear, probe of the framebuffer)
 * fails with one error diagnostic whose rule is SPVRT_AMBER_RULE_UNSUPPORTED. */
spvrt_amber_script *spvrt_amber_vkscript_parse(spvrt_context *ctx, const char *text, size_t length,
                                               const char *path);
/* AmberScript when the text starts with the 7 bytes "#!amber", VkScript
 * otherwise: how Amber's src/amber.cc tells them apart. */
spvrt_amber_script *spvrt_amber_parse_any(spvrt_context *ctx, const char *text, size_t length, const char *path);
/* VkScript's name for SPVRT_AMBER_NOT_SUPPORTED_RULE: input that is valid
 * but beyond what spvrt runs (spvrt_amber_run returns SPVRT_ERROR_UNSUPPORTED). */
#define SPVRT_AMBER_RULE_UNSUPPORTED SPVRT_AMBER_NOT_SUPPORTED_RULE
/* A DEVICE_FEATURE name Amber knows (Script::IsKnownFeature, google/amber
 * src/script.cc; run.c's table): length bytes at name, not NUL-terminated. */
bool spvrt_amber_feature_known(const char *name, size_t length);
/* One number of a script (decimal, 0x bits; inf/nan for floats) as a value
 * of type's component kind and width; on error, one diagnostic on ctx at
 * line:column naming the word (parse.c's rules for DATA values). */
bool spvrt_amber_parse_number(spvrt_context *ctx, const char *text, size_t length, uint32_t line, uint32_t column,
                              const spvrt_amber_type *type, spvrt_amber_value *out);

/* Read a Wavefront OBJ file's triangles (obj.c): v lines give vertices, f
 * lines polygons (fanned into triangles; v, v/vt, v//vn, v/vt/vn; negative
 * indices count back from the last vertex); other lines are ignored.  Fills
 * g's vertices, vertex_count, indices, index_count and primitive_count
 * (allocated on ctx).  On error returns false with "LINE: message" in error
 * (LINE the file's line, 0 when the file cannot be read). */
bool spvrt_amber_read_obj(spvrt_context *ctx, const char *path, spvrt_amber_geometry *g, char *error,
                          size_t error_size);

/* Bytes of one texel of a format the script layer reads (0: not one; 3-channel formats are not read as
 * texels), and the bytes of an image buffer's every level (spvrt_image's layout, one layer). */
uint32_t spvrt_amber_texel_size(const spvrt_amber_buffer *b);
uint64_t spvrt_amber_image_bytes(const spvrt_amber_buffer *b);
/* Byte offset of the first texel of level `level` of an image buffer. */
uint64_t spvrt_amber_level_offset(const spvrt_amber_buffer *b, uint32_t level);

/* Components of one element (rows * columns). */
static inline uint32_t spvrt_amber_type_components(const spvrt_amber_type *t)
{
    return (uint32_t)t->rows * t->columns;
}
/* Bytes from one element of a buffer to the next under the layout (an
 * array of elements: std430 rounds vec3 up to vec4; std140 also rounds the
 * element, and a matrix's column, up to 16 bytes). */
uint32_t spvrt_amber_type_stride(const spvrt_amber_type *t, spvrt_amber_layout layout);
/* Byte offset of component `row` of column `column` inside one element. */
uint32_t spvrt_amber_component_offset(const spvrt_amber_type *t, spvrt_amber_layout layout, uint32_t column,
                                      uint32_t row);
/* The component at p, of t's width (unaligned reads are fine). */
static inline spvrt_amber_value spvrt_amber_load_component(const uint8_t *p, const spvrt_amber_type *t)
{
    switch (t->bits) {
    case 8: return *p;
    case 16: { uint16_t x; memcpy(&x, p, 2); return x; }
    case 32: { uint32_t x; memcpy(&x, p, 4); return x; }
    default: { uint64_t x; memcpy(&x, p, 8); return x; }
    }
}
/* A buffer's element under its layout, for plain data types and STRUCTs alike: bytes from one element to
 * the next, scalar components per element, and component k's type (kind and bits: a plain buffer's type;
 * read with spvrt_amber_load_component) and byte offset inside the element. */
uint32_t spvrt_amber_buffer_stride(const spvrt_amber_buffer *b);
uint32_t spvrt_amber_buffer_components(const spvrt_amber_buffer *b);
const spvrt_amber_type *spvrt_amber_buffer_component(const spvrt_amber_buffer *b, uint32_t k, uint32_t *offset);
/* Lay STRUCT `structure` of the script out under `layout` (layout.c: Vulkan "Offset and Stride Assignment",
 * GLSL std140/std430): its fields (allocated on ctx, fill 0) and stride.  On a member the layout cannot
 * place (an OFFSET before the end of the member before it or not aligned, a stride too small or not
 * aligned), returns false with the message in error and the member's line and column. */
bool spvrt_amber_struct_layout(spvrt_context *ctx, const spvrt_amber_script *script, uint32_t structure,
                               spvrt_amber_layout layout, spvrt_amber_field **fields, uint32_t *field_count,
                               uint32_t *stride, char *error, size_t error_size, uint32_t *line, uint32_t *column);

/* A value as a double (exact for every float and for integers below 2^53). */
double spvrt_amber_value_double(const spvrt_amber_type *t, spvrt_amber_value v);
/* IEEE binary16 bits to float (exact) and float to binary16 (round to nearest even). */
float spvrt_amber_half_to_float(uint16_t h);
uint16_t spvrt_amber_float_to_half(float f);

#endif
