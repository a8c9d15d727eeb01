/* spvrt: a toolkit and CPU reference runtime for SPIR-V under Vulkan.
 *
 * The public API.  Conventions:
 *  - every function returns an spvrt_result (0 = success, negative = error)
 *    or a value documented beside it; no function asserts or aborts on input;
 *  - option structs whose zero value means "defaults";
 *  - memory comes from the allocator given at context creation, and what a
 *    function hands out is released through the matching spvrt_*_free call.
 */
#ifndef SPVRT_SPVRT_H
#define SPVRT_SPVRT_H

#include <stddef.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SPVRT_VERSION_STRING "0.1.0"

/* Symbols of the shared library. */
#if defined(SPVRT_BUILDING) && defined(__GNUC__)
#define SPVRT_API __attribute__((visibility("default")))
#else
#define SPVRT_API
#endif

typedef enum spvrt_result {
    SPVRT_SUCCESS = 0,
    SPVRT_ERROR_INVALID_ARGUMENT = -1,
    SPVRT_ERROR_OUT_OF_MEMORY = -2,
    SPVRT_ERROR_INVALID_BINARY = -3, /* the words are not a readable SPIR-V module */
    SPVRT_ERROR_INVALID_TEXT = -4,   /* the assembly text has an error */
    SPVRT_ERROR_IO = -5,
    SPVRT_ERROR_INVALID_MODULE = -6, /* the module breaks a validation rule */
    SPVRT_ERROR_UNSUPPORTED = -7,    /* valid, but beyond what this implementation does */
    SPVRT_ERROR_TRAP = -8,           /* execution stopped: out-of-bounds access, step limit, ... */
    SPVRT_ERROR_NO_DEVICE = -9,      /* no Vulkan loader or device (or none matching the selector) */
    SPVRT_ERROR_DEVICE_LOST = -10    /* the Vulkan device was lost or did not finish within the timeout */
} spvrt_result;

/* A short English name for a result ("invalid binary"); never NULL. */
SPVRT_API const char *spvrt_result_string(spvrt_result result);

/* ---- Context and allocation (Lua's lua_Alloc) ------------------------- */

/* Allocate (old == NULL), resize or free (new_size == 0) a block.  Returns
 * NULL when new_size is 0 or on failure. */
typedef void *(*spvrt_alloc_fn)(void *user, void *old, size_t old_size, size_t new_size);

typedef enum spvrt_severity {
    SPVRT_SEVERITY_ERROR = 0,
    SPVRT_SEVERITY_WARNING = 1,
    SPVRT_SEVERITY_NOTE = 2
} spvrt_severity;

/* One diagnostic.  Strings are owned by the library and valid during the
 * callback, or for the lifetime of the list that holds the record. */
typedef struct spvrt_diagnostic {
    spvrt_severity severity;
    const char *rule;           /* rule id or VUID, or NULL */
    const char *message;
    uint32_t line, column;      /* text input: 1-based position, 0 if none */
    size_t word_offset;         /* binary input: word of the instruction, or of the error */
    uint32_t instruction_index; /* 0-based instruction number, UINT32_MAX if none */
    uint32_t result_id;         /* result id of the offending instruction, 0 if none */
    const char *instruction;    /* the offending instruction disassembled, or NULL */
    uint32_t module;            /* spvrt_validate_link: index of the module concerned in the set; else 0 */
} spvrt_diagnostic;

typedef void (*spvrt_diagnostic_fn)(void *user, const spvrt_diagnostic *diagnostic);

typedef struct spvrt_context_options {
    spvrt_alloc_fn alloc;            /* NULL: malloc/realloc/free */
    void *alloc_user;
    spvrt_diagnostic_fn diagnostic;  /* NULL: diagnostics are only collected */
    void *diagnostic_user;
} spvrt_context_options;

typedef struct spvrt_context spvrt_context;

/* Create a context; options may be NULL.  Returns NULL when out of memory. */
SPVRT_API spvrt_context *spvrt_context_create(const spvrt_context_options *options);
SPVRT_API void spvrt_context_destroy(spvrt_context *context);

/* Diagnostics collected by the last operation on the context (two-call
 * pattern: pass NULL to get the count). */
SPVRT_API uint32_t spvrt_context_diagnostics(const spvrt_context *context, const spvrt_diagnostic **diagnostics);

/* ---- Binary modules ---------------------------------------------------- */

typedef struct spvrt_module spvrt_module;

/* Read a module from words (host order, or with the magic byte-swapped as
 * a big- or little-endian file read into host words; both are accepted).
 * Checks the header, every word count, operand counts and kinds against
 * the grammar, string termination and the id bound.  The words are copied.
 * On error returns SPVRT_ERROR_INVALID_BINARY and records diagnostics. */
SPVRT_API spvrt_result spvrt_module_read(spvrt_context *context, const uint32_t *words, size_t word_count,
                               spvrt_module **module);
/* Read from bytes: a length not a multiple of 4 is an error. */
SPVRT_API spvrt_result spvrt_module_read_bytes(spvrt_context *context, const void *bytes, size_t byte_count,
                                     spvrt_module **module);
/* Read from a stream to its end (a file opened "rb", or standard input) straight into the module's own words:
 * one copy of the input in memory, not two.  SPVRT_ERROR_IO if reading fails. */
SPVRT_API spvrt_result spvrt_module_read_stream(spvrt_context *context, FILE *stream, spvrt_module **module);
SPVRT_API void spvrt_module_free(spvrt_module *module);

typedef struct spvrt_header {
    uint32_t magic, version, generator, bound, schema;
} spvrt_header;
SPVRT_API spvrt_header spvrt_module_header(const spvrt_module *module);
/* Number of instructions after the header. */
SPVRT_API uint32_t spvrt_module_instruction_count(const spvrt_module *module);

/* Write the module back: the same words in the same byte order as read.
 * *bytes is allocated with the context's allocator; free it with
 * spvrt_free. */
SPVRT_API spvrt_result spvrt_module_write(const spvrt_module *module, uint8_t **bytes, size_t *byte_count);

/* ---- Text: the SPIRV-Tools assembly format ----------------------------- */

enum {
    SPVRT_DIS_RAW_ID = 1u << 0,    /* %12 instead of friendly names */
    SPVRT_DIS_NO_HEADER = 1u << 1, /* omit the "; SPIR-V" comment block */
    SPVRT_DIS_NO_INDENT = 1u << 2, /* do not align the opcodes */
    SPVRT_DIS_OFFSETS = 1u << 3    /* a "; 0x..." byte-offset comment on each line */
};

typedef struct spvrt_dis_options {
    uint32_t flags; /* SPVRT_DIS_* */
} spvrt_dis_options;

/* Disassemble, as spirv-dis prints.  *text is NUL-terminated, allocated
 * with the context's allocator (free with spvrt_free).  options may be
 * NULL. */
SPVRT_API spvrt_result spvrt_disassemble(spvrt_context *context, const spvrt_module *module, const spvrt_dis_options *options,
                               char **text, size_t *length);

typedef struct spvrt_as_options {
    uint32_t version;          /* header version word; 0: SPIR-V 1.6, as spirv-as */
    int preserve_numeric_ids;  /* %12 means id 12, as spirv-as --preserve-numeric-ids */
    uint32_t generator;        /* header generator word; 0: spvrt's own */
} spvrt_as_options;

/* Assemble text (not necessarily NUL-terminated).  On error returns
 * SPVRT_ERROR_INVALID_TEXT with line:column diagnostics.  *words is
 * allocated with the context's allocator (free with spvrt_free). */
SPVRT_API spvrt_result spvrt_assemble(spvrt_context *context, const char *text, size_t length, const spvrt_as_options *options,
                            uint32_t **words, size_t *word_count);

/* Parse a --target-env name ("spv1.3", "vulkan1.2", ...) into the SPIR-V
 * version word it implies.  Returns SPVRT_ERROR_INVALID_ARGUMENT for an
 * unknown name. */
SPVRT_API spvrt_result spvrt_target_env_version(const char *name, uint32_t *version);

/* The client API a target environment names. */
typedef enum spvrt_environment {
    SPVRT_ENV_UNIVERSAL = 0, /* "spvX.Y": SPIR-V's own rules only */
    SPVRT_ENV_VULKAN,        /* "vulkanX.Y": plus the Vulkan environment appendix */
    SPVRT_ENV_OPENGL,
    SPVRT_ENV_OPENCL
} spvrt_environment;

typedef struct spvrt_target_env {
    spvrt_environment environment;
    uint32_t api_version;   /* (major << 16) | (minor << 8) of the client API ("vulkan1.2": 1.2); 0 universal */
    uint32_t spirv_version; /* the SPIR-V version word it accepts at most */
} spvrt_target_env;

/* Parse a --target-env name into its environment, API and SPIR-V version.
 * Returns SPVRT_ERROR_INVALID_ARGUMENT for an unknown name. */
SPVRT_API spvrt_result spvrt_target_env_parse(const char *name, spvrt_target_env *env);

/* ---- Validation ------------------------------------------------------------ */

/* The universal limits of SPIR-V 2.17 a module is checked against, as
 * spirv-val's --max-* flags set them; 0 keeps the specification's value. */
typedef struct spvrt_val_limits {
    uint32_t max_id_bound;             /* 4194303 */
    uint32_t max_struct_members;       /* 16383 */
    uint32_t max_struct_depth;         /* 255 */
    uint32_t max_switch_branches;      /* 16383 */
    uint32_t max_function_args;        /* 255 */
    uint32_t max_local_variables;      /* 524287 */
    uint32_t max_global_variables;     /* 65535 */
    uint32_t max_access_chain_indexes; /* 255 */
    uint32_t max_control_flow_nesting_depth; /* 1023 */
} spvrt_val_limits;

/* A Vulkan device's features, extensions, properties and limits (see "Device profiles" below). */
typedef struct spvrt_device_profile spvrt_device_profile;

typedef struct spvrt_val_options {
    uint32_t version;    /* SPIR-V version word the target environment accepts at most
                            (spvrt_target_env_version); 0: any version */
    uint32_t max_errors; /* stop after this many errors; 0: report them all */
    spvrt_val_limits limits;
    spvrt_environment environment; /* whose rules apply beyond SPIR-V's own (spvrt_target_env_parse) */
    uint32_t api_version;          /* that environment's API version ((major << 16) | (minor << 8)) */
    /* Block layout (Vulkan "Offset and Stride Assignment"), as spirv-val's options of the same names;
     * all false: spirv-val's defaults (relaxed layout is implied by Vulkan 1.1 and later). */
    bool relax_block_layout;             /* vectors need only their component's alignment (and must not
                                            straddle a 16-byte boundary improperly) */
    bool uniform_buffer_standard_layout; /* Uniform blocks follow the storage-buffer (std430) rules */
    bool scalar_block_layout;            /* scalar alignment everywhere (VK_EXT_scalar_block_layout) */
    bool workgroup_scalar_block_layout;  /* scalar alignment for Workgroup blocks */
    bool skip_block_layout;              /* do not check offsets and strides */
    /* The device the module is meant for: with one, the runtime rules of the Vulkan environment (features,
     * extensions, properties and limits the device must have) apply too; NULL: none of them applies. */
    const spvrt_device_profile *profile;
} spvrt_val_options;

/* Validate a module.  Every broken rule is reported as a diagnostic whose
 * `rule` is one of spvrt_validation_rules' ids (and whose message names the
 * VUID where Vulkan defines one), located by word offset and instruction
 * index, with the offending instruction disassembled.  Returns
 * SPVRT_SUCCESS for a valid module, SPVRT_ERROR_INVALID_MODULE otherwise. */
SPVRT_API spvrt_result spvrt_validate(spvrt_context *context, const spvrt_module *module,
                                      const spvrt_val_options *options);

typedef struct spvrt_rule_info {
    const char *id;      /* "CORE-LAYOUT-ORDER" */
    const char *vuid;    /* the Vulkan VUID, or NULL */
    const char *source;  /* the specification section it implements */
    const char *summary;
} spvrt_rule_info;

/* The validator's rules (a static table): returns the count; *rules, if
 * not NULL, points at the table. */
SPVRT_API uint32_t spvrt_validation_rules(const spvrt_rule_info **rules);

/* ---- Link validation ------------------------------------------------------- */

/* Validate a set of modules meant for one graphics pipeline or one execution
 * graph (VK_AMDX_shader_enqueue): each module on its own, as spvrt_validate
 * does, then, when every module is valid, the rules over the set (RULES.md
 * kind `link`): the nodes of an execution graph are the GLCompute and MeshEXT
 * entry points, named by their OpEntryPoint name and ShaderIndexAMDX (0 if
 * absent), when some module declares ShaderEnqueueAMDX; payloads enqueued
 * to a node must fit the node's input payload; names and indexes are unique;
 * recursion is declared; shared inputs are well formed; and (Vulkan) the
 * vertex-processing stages do not use both ViewportMaskNV and ViewportIndex.
 * Specialization constants take their default values.  Each diagnostic's
 * `module` is the index of the module it concerns (its instruction fields
 * locate it in that module).  Returns SPVRT_SUCCESS when the set is valid,
 * SPVRT_ERROR_INVALID_MODULE otherwise. */
SPVRT_API spvrt_result spvrt_validate_link(spvrt_context *context, const spvrt_module *const *modules, uint32_t count,
                                           const spvrt_val_options *options);

/* ---- Device profiles ------------------------------------------------------- */

/* What a Vulkan device offers, for the validator's runtime rules (Vulkan appendix A "Runtime SPIR-V
 * Validation", Tables 81 and 82).  Features, properties and limits are named as Vulkan names the members of
 * their structures, with or without the structure: "shaderFloat64" or
 * "VkPhysicalDeviceFeatures::shaderFloat64"; subgroup operations by their bit
 * ("VK_SUBGROUP_FEATURE_BALLOT_BIT").  What a profile does not say is not supported (a limit it does not
 * give is not checked).  The profile belongs to the context it was created with, which must outlive it; it
 * may be used by validations on any context. */

/* An empty profile: no feature, no extension, no API version (the validation's target environment gives
 * it). */
SPVRT_API spvrt_result spvrt_device_profile_create(spvrt_context *context, spvrt_device_profile **profile);
/* Add what a JSON document describes: the output of `vulkaninfo --json` (a Vulkan Profiles document since
 * Vulkan SDK 1.3; the older devsim layout with top-level VkPhysicalDevice* objects is read too) or any
 * Vulkan Profiles JSON document (schema https://schema.khronos.org/vulkan/profiles-*.json): every
 * capability block's extensions, features and properties (all blocks together), the API version of
 * "profiles" (or VkPhysicalDeviceProperties::apiVersion).  A malformed document gives
 * SPVRT_ERROR_INVALID_TEXT with a line:column diagnostic on the profile's context. */
SPVRT_API spvrt_result spvrt_device_profile_load_json(spvrt_device_profile *profile, const char *text,
                                                      size_t length);
/* Enable a feature (or set a boolean property, or a subgroup operation bit).  A name the validator does
 * not know gives SPVRT_ERROR_INVALID_ARGUMENT with a diagnostic. */
SPVRT_API spvrt_result spvrt_device_profile_enable_feature(spvrt_device_profile *profile, const char *name);
/* Enable a Vulkan device extension ("VK_KHR_shader_clock"). */
SPVRT_API spvrt_result spvrt_device_profile_enable_extension(spvrt_device_profile *profile, const char *name);
/* The API version ((major << 16) | (minor << 8)) the profile gives, or 0 if it gives none. */
SPVRT_API uint32_t spvrt_device_profile_api_version(const spvrt_device_profile *profile);
/* Set the API version the profile gives ((major << 16) | (minor << 8), as spvrt_device_profile_api_version;
 * 0: none, the validation's target environment gives it), e.g. a live device's.  Returns
 * SPVRT_ERROR_INVALID_ARGUMENT for a NULL profile or a value with bits outside major and minor. */
SPVRT_API spvrt_result spvrt_device_profile_set_api_version(spvrt_device_profile *profile, uint32_t version);
SPVRT_API void spvrt_device_profile_destroy(spvrt_device_profile *profile);

/* ---- Acceleration structures (src/accel) ---------------------------------
 * Bottom-level structures hold geometries; top-level ones hold instances of
 * bottom-level ones (VK_KHR_acceleration_structure).  A built structure is
 * immutable (refit aside) and may be traced from any number of threads. */

typedef struct spvrt_accel spvrt_accel;

typedef enum spvrt_geometry_kind {
    SPVRT_GEOMETRY_TRIANGLES = 0,
    SPVRT_GEOMETRY_AABBS = 1,
    SPVRT_GEOMETRY_SPHERES = 2, /* VK_NV_ray_tracing_linear_swept_spheres */
    SPVRT_GEOMETRY_LSS = 3      /* linear swept spheres */
} spvrt_geometry_kind;

/* VkGeometryFlagBitsKHR */
#define SPVRT_GEOMETRY_OPAQUE 0x1u
#define SPVRT_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION 0x2u

/* VkRayTracingLssPrimitiveEndCapsModeNV */
typedef enum spvrt_lss_endcaps {
    SPVRT_LSS_ENDCAPS_NONE = 0,
    SPVRT_LSS_ENDCAPS_CHAINED = 1
} spvrt_lss_endcaps;

/* One geometry of a bottom-level structure.  Arrays are read during the
 * build (and refit) only.  Primitive i uses:
 *   TRIANGLES: vertices indices[3i..3i+2] (indices NULL: 3i, 3i+1, 3i+2);
 *   AABBS:     aabbs[6i..6i+5] = min x, y, z, max x, y, z (min > max in any
 *              axis, or a NaN: an inactive primitive);
 *   SPHERES:   vertex indices[i] (NULL: i) with radius radii[that vertex];
 *   LSS:       the segment from vertex indices[2i] to indices[2i+1] (NULL:
 *              2i, 2i+1: VK_RAY_TRACING_LSS_INDEXING_MODE_LIST_NV) with
 *              their radii, and the endcap mode.
 * A triangle with a NaN vertex coordinate is inactive. */
typedef struct spvrt_geometry {
    spvrt_geometry_kind kind;
    uint32_t flags;                 /* SPVRT_GEOMETRY_* */
    uint32_t primitive_count;
    const float *vertices;          /* xyz per vertex, vertex_stride bytes apart (0: 12) */
    uint32_t vertex_count;
    uint32_t vertex_stride;
    const uint32_t *indices;
    const float *radii;             /* SPHERES, LSS: one per vertex */
    const float *aabbs;
    spvrt_lss_endcaps endcaps;      /* LSS */
    /* TRIANGLES with vertex motion (VK_NV_ray_tracing_motion_blur,
       VkAccelerationStructureGeometryMotionTrianglesDataNV): the vertex positions at time 1, laid out and
       indexed as vertices (which are those at time 0); positions are linearly interpolated between.  NULL:
       no vertex motion.  Needs spvrt_accel_build_options.motion. */
    const float *vertices_t1;
} spvrt_geometry;

/* VkGeometryInstanceFlagBitsKHR */
#define SPVRT_INSTANCE_TRIANGLE_FACING_CULL_DISABLE 0x1u
#define SPVRT_INSTANCE_TRIANGLE_FLIP_FACING 0x2u
#define SPVRT_INSTANCE_FORCE_OPAQUE 0x4u
#define SPVRT_INSTANCE_FORCE_NO_OPAQUE 0x8u

/* VkAccelerationStructureMotionInstanceTypeNV (VK_NV_ray_tracing_motion_blur), and NONE for an instance of
 * a structure built without motion (VkAccelerationStructureInstanceKHR), which behaves as STATIC. */
typedef enum spvrt_instance_motion {
    SPVRT_INSTANCE_MOTION_NONE = 0,
    SPVRT_INSTANCE_MOTION_STATIC = 1, /* transform at every time */
    SPVRT_INSTANCE_MOTION_MATRIX = 2, /* transform at time 0, transform_t1 at time 1, component-wise lerp */
    SPVRT_INSTANCE_MOTION_SRT = 3     /* srt[0] at time 0, srt[1] at time 1 (docs/accel.md "Motion") */
} spvrt_instance_motion;

/* One instance of a top-level structure (VkAccelerationStructureInstanceKHR, or with motion
 * VkAccelerationStructureMotionInstanceNV). */
typedef struct spvrt_instance {
    float transform[3][4];          /* object to world, row-major 3x4 (VkTransformMatrixKHR) */
    uint32_t custom_index;          /* 24 bits: InstanceCustomIndexKHR */
    uint32_t mask;                  /* 8 bits, ANDed with the ray's cull mask */
    uint32_t sbt_record_offset;     /* 24 bits */
    uint32_t flags;                 /* SPVRT_INSTANCE_* (8 bits) */
    const spvrt_accel *bottom;      /* NULL: an inactive instance */
    /* motion (MATRIX and SRT need spvrt_accel_build_options.motion, as does an instance of a bottom level
       with vertex motion) */
    spvrt_instance_motion motion;
    float transform_t1[3][4];       /* MATRIX: object to world at time 1 */
    float srt[2][16];               /* SRT: VkSRTDataNV at times 0 and 1, in its member order: sx a b pvx sy c
                                       pvy sz pvz qx qy qz qw tx ty tz */
} spvrt_instance;

typedef struct spvrt_accel_build_options {
    uint32_t threads;               /* build threads; 0: one per core */
    bool allow_update;              /* keep what spvrt_accel_refit needs */
    bool motion;                    /* VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV: the structure may hold
                                       vertex motion (bottom level), motion instances or instances of bottom
                                       levels with vertex motion (top level); without it those are errors */
} spvrt_accel_build_options;

SPVRT_API spvrt_result spvrt_accel_build_bottom(spvrt_context *context, const spvrt_geometry *geometries,
                                                uint32_t geometry_count, const spvrt_accel_build_options *options,
                                                spvrt_accel **out);
/* The bottom-level structures must outlive the top-level one. */
SPVRT_API spvrt_result spvrt_accel_build_top(spvrt_context *context, const spvrt_instance *instances,
                                             uint32_t instance_count, const spvrt_accel_build_options *options,
                                             spvrt_accel **out);
/* Update a structure built with allow_update from new vertex/AABB/radius
 * data or instance transforms (same counts, indices and kinds as the
 * build): the tree is kept, its bounds recomputed (VK_BUILD_ACCELERATION_
 * STRUCTURE_MODE_UPDATE_KHR).  Exactly one of geometries / instances. */
SPVRT_API spvrt_result spvrt_accel_refit(spvrt_context *context, spvrt_accel *accel,
                                         const spvrt_geometry *geometries, uint32_t geometry_count,
                                         const spvrt_instance *instances, uint32_t instance_count);
SPVRT_API void spvrt_accel_free(spvrt_accel *accel);

/* A ray for spvrt_accel_trace (world space).  flags are SPIR-V's Ray Flags
 * (RULES.md A.6); only the 8 low bits of cull_mask are used. */
typedef struct spvrt_ray {
    float origin[3], tmin;
    float direction[3], tmax;
    uint32_t flags, cull_mask;
    float time;                     /* motion structures: the time in [0, 1] (outside: clamped; NaN: 0) */
} spvrt_ray;

/* What spvrt_accel_trace found.  t is INFINITY and the rest zero on a miss. */
typedef struct spvrt_hit {
    float t;
    float u, v;                     /* triangles: barycentrics of vertices 1 and 2; LSS: u in [0, 1] along the
                                       segment; spheres and AABBs: 0 */
    uint32_t instance_index, instance_custom_index, geometry_index, primitive_index;
    spvrt_geometry_kind kind;
    bool front_face;
} spvrt_hit;

/* The closest hit of each ray (or, with TerminateOnFirstHit, the first
 * found), every candidate accepted as an any-hit shader that does nothing
 * would (AABB candidates are not hits: no intersection shader runs). */
SPVRT_API void spvrt_accel_trace(const spvrt_accel *top, const spvrt_ray *rays, spvrt_hit *hits, uint32_t count);

/* An acceleration structure the shaders of a dispatch may reach: by its
 * address (OpConvertUToAccelerationStructureKHR), or through a descriptor,
 * whose spvrt_binding data is the 8-byte address. */
typedef struct spvrt_accel_address {
    uint64_t address;               /* non-zero; 0 in a descriptor is the null acceleration structure */
    const spvrt_accel *top;
} spvrt_accel_address;

/* ---- Execution on the CPU (src/exec) ------------------------------------ */

/* A compute entry point prepared for execution: decoded once (operands,
 * types, memory layouts, constants, specialization constants folded), then
 * dispatched any number of times, from any number of threads at once. */
typedef struct spvrt_program spvrt_program;

/* One SpecId's value: its bit pattern, zero-extended (a bool is 0 or 1). */
typedef struct spvrt_specialization {
    uint32_t id;
    uint64_t value;
} spvrt_specialization;

typedef struct spvrt_prepare_options {
    const char *entry_point;                     /* NULL: the module's only GLCompute entry point */
    const spvrt_specialization *specializations; /* values for SpecId decorations */
    uint32_t specialization_count;
    uint32_t subgroup_size;                      /* lanes of a wave (SubgroupSize): a power of two
                                                    from 4 to 64; 0: SPVRT_DEFAULT_SUBGROUP_SIZE */
    bool debug_symbols;                          /* keep what spvrt_dispatch.trace needs: the register
                                                    rows, types and layouts of every id */
    uint32_t engine;                             /* spvrt_engine: what runs the program's waves */
} spvrt_prepare_options;

/* The engine of a prepared program (docs/jit.md).  JIT compiles the program to native code with LLVM
 * (cached on disk: $SPVRT_CACHE_DIR, else $XDG_CACHE_HOME/spvrt or ~/.cache/spvrt; "off": no cache);
 * what it cannot compile yet runs on the interpreter, with the same results.  DEFAULT: the SPVRT_ENGINE
 * environment variable ("interp" or "jit"), else the interpreter. */
typedef enum spvrt_engine {
    SPVRT_ENGINE_DEFAULT = 0,
    SPVRT_ENGINE_INTERP = 1,
    SPVRT_ENGINE_JIT = 2
} spvrt_engine;

/* Which engine runs the program's waves: SPVRT_ENGINE_JIT when it was compiled, else SPVRT_ENGINE_INTERP and,
 * when the JIT was asked for, *why (NULL otherwise) says why it was not.  *compile_ms: the time compiling
 * took (0 when the disk cache had it, or the interpreter runs it); may be NULL. */
SPVRT_API spvrt_engine spvrt_program_engine(const spvrt_program *program, const char **why, double *compile_ms);
/* Whether this build has the compiling backend. */
SPVRT_API bool spvrt_jit_available(void);

/* The module must have passed spvrt_validate for a Vulkan environment.  An
 * instruction the engine does not execute gives SPVRT_ERROR_UNSUPPORTED
 * with a diagnostic naming it; nothing is left to run wrong. */
SPVRT_API spvrt_result spvrt_program_prepare(spvrt_context *context, const spvrt_module *module,
                                             const spvrt_prepare_options *options, spvrt_program **program);
SPVRT_API void spvrt_program_free(spvrt_program *program);
/* LocalSize / LocalSizeId of the prepared entry point (specialized). */
SPVRT_API void spvrt_program_local_size(const spvrt_program *program, uint32_t size[3]);

/* A buffer bound to a descriptor (StorageBuffer, Uniform): the bytes the
 * shader may access (the descriptor's offset and range already applied). */
typedef struct spvrt_binding {
    uint32_t descriptor_set, binding;
    uint32_t array_index;                        /* element of a descriptor array; else 0 */
    void *data;
    uint64_t size;
} spvrt_binding;

/* A buffer of the PhysicalStorageBuffer address space: a pointer with a
 * value in [address, address + size) reaches data.  Addresses are chosen by
 * the caller, non-zero and non-overlapping. */
typedef struct spvrt_device_buffer {
    void *data;
    uint64_t size;
    uint64_t address;
} spvrt_device_buffer;

/* ---- Images, texel buffers and samplers (src/exec/image.c) ------------- */

/* A format is a VkFormat value (Vulkan "Formats"; the numbers are the
 * registry's, e.g. 37 R8G8B8A8_UNORM, 109 R32G32B32A32_SFLOAT).  The engine
 * reads and writes the formats spvrt_format_supported accepts: every format
 * of the Vulkan environment's storage-image table (Image Format / VkFormat
 * pairs) and the common sampled ones (UNORM, SNORM, SRGB, UINT, SINT, SFLOAT,
 * packed 10/11-bit and 2_10_10_10, depth D16/D32/X8_D24). */
SPVRT_API bool spvrt_format_supported(uint32_t vk_format);
/* Bytes of one texel (0 for an unsupported format). */
SPVRT_API uint32_t spvrt_format_texel_size(uint32_t vk_format);

typedef enum spvrt_image_dim {
    SPVRT_IMAGE_1D = 0,     /* the SPIR-V Dim values */
    SPVRT_IMAGE_2D = 1,
    SPVRT_IMAGE_3D = 2,
    SPVRT_IMAGE_CUBE = 3,
    SPVRT_IMAGE_BUFFER = 5  /* a texel buffer: width texels, one level, one layer */
} spvrt_image_dim;

/* An image's memory, laid out linearly: for each mip level from 0, for each
 * array layer, for each sample, depth slices of rows of texels, tightly
 * packed (row pitch = width * texel size; a level's extent is
 * max(1, extent >> level)).  spvrt_image_size gives the bytes needed and
 * spvrt_image_texel_offset the offset of one texel. */
typedef struct spvrt_image {
    uint32_t format;                /* VkFormat */
    spvrt_image_dim dim;
    uint32_t width, height, depth;  /* level 0; 1 for unused dimensions */
    uint32_t array_layers;          /* >= 1 (6 per cube) */
    uint32_t mip_levels;            /* >= 1 */
    uint32_t samples;               /* 1, or the sample count of a multisampled image */
    void *data;
    uint64_t size;                  /* bytes at data, >= spvrt_image_size */
} spvrt_image;

/* Bytes of the whole image; 0 when the description is invalid (an
 * unsupported format, a zero extent, more levels than the extent has). */
SPVRT_API uint64_t spvrt_image_size(const spvrt_image *image);
SPVRT_API uint64_t spvrt_image_texel_offset(const spvrt_image *image, uint32_t level, uint32_t layer,
                                            uint32_t sample, uint32_t x, uint32_t y, uint32_t z);

typedef enum spvrt_filter { SPVRT_FILTER_NEAREST = 0, SPVRT_FILTER_LINEAR = 1 } spvrt_filter;

typedef enum spvrt_address_mode {   /* VkSamplerAddressMode values */
    SPVRT_ADDRESS_REPEAT = 0,
    SPVRT_ADDRESS_MIRRORED_REPEAT = 1,
    SPVRT_ADDRESS_CLAMP_TO_EDGE = 2,
    SPVRT_ADDRESS_CLAMP_TO_BORDER = 3,
    SPVRT_ADDRESS_MIRROR_CLAMP_TO_EDGE = 4
} spvrt_address_mode;

typedef enum spvrt_border_color {   /* VkBorderColor values */
    SPVRT_BORDER_FLOAT_TRANSPARENT_BLACK = 0,
    SPVRT_BORDER_INT_TRANSPARENT_BLACK = 1,
    SPVRT_BORDER_FLOAT_OPAQUE_BLACK = 2,
    SPVRT_BORDER_INT_OPAQUE_BLACK = 3,
    SPVRT_BORDER_FLOAT_OPAQUE_WHITE = 4,
    SPVRT_BORDER_INT_OPAQUE_WHITE = 5
} spvrt_border_color;

/* VkSamplerCreateInfo's members that change what a sample returns. */
typedef struct spvrt_sampler {
    spvrt_filter mag_filter, min_filter, mipmap_mode;
    spvrt_address_mode address_u, address_v, address_w;
    spvrt_border_color border_color;
    bool unnormalized_coordinates;
    bool compare_enable;
    uint32_t compare_op;            /* VkCompareOp: 0 NEVER, 1 LESS, 2 EQUAL, 3 LESS_OR_EQUAL, 4 GREATER,
                                       5 NOT_EQUAL, 6 GREATER_OR_EQUAL, 7 ALWAYS */
    float min_lod, max_lod, mip_lod_bias;
} spvrt_sampler;

/* A view of an image bound to a descriptor: a storage image, sampled image,
 * combined image sampler, storage or uniform texel buffer (image->dim
 * BUFFER), or a sampler alone (image NULL).  The view selects levels
 * [base_level, base_level + level_count) and layers [base_layer, base_layer
 * + layer_count) (counts 0: all that remain). */
typedef struct spvrt_image_binding {
    uint32_t descriptor_set, binding;
    uint32_t array_index;
    const spvrt_image *image;       /* NULL: a sampler descriptor */
    const spvrt_sampler *sampler;   /* sampler or combined image sampler; else NULL */
    uint32_t base_level, level_count;
    uint32_t base_layer, layer_count;
    uint32_t view_format;           /* 0: image->format; else a compatible VkFormat the view reads as */
} spvrt_image_binding;

/* ---- the shader debugger (docs/debugger.md) ------------------------------------
 * One invocation of a dispatch can be traced: before each instruction it
 * executes that has a source location (OpLine, DebugLine of
 * NonSemantic.Shader.DebugInfo.100; without line information in the module,
 * every instruction, located in its disassembly), the engine decides whether
 * the step in progress ends there, and if so calls on_stop, which inspects
 * the stop and returns the next step. */
typedef enum spvrt_debug_step {
    SPVRT_DEBUG_STEP_IN = 0,   /* to the next location with another line, entering calls */
    SPVRT_DEBUG_STEP_OVER = 1, /* ... at the same call depth or outside it */
    SPVRT_DEBUG_STEP_OUT = 2,  /* to the next location in the caller */
    SPVRT_DEBUG_CONTINUE = 3   /* to the end of the invocation */
} spvrt_debug_step;

typedef struct spvrt_debug_stop spvrt_debug_stop; /* valid during on_stop only */

typedef struct spvrt_debug_trace {
    uint32_t global_id[3];    /* GlobalInvocationId of the traced invocation */
    spvrt_debug_step (*on_stop)(void *user, const spvrt_debug_stop *stop);
    void *user;
    /* Called once after the dispatch: whether the invocation ran, and whether it
       ran to its end (false: a trap stopped it). */
    void (*on_end)(void *user, bool reached, bool finished);
} spvrt_debug_trace;

/* A frame of the stop's call stack, 0 the innermost.  Strings live as long
 * as the program; file is "" and line 0 where the frame has no location. */
typedef struct spvrt_debug_frame {
    const char *function;     /* DebugFunction's name, else the OpFunction's OpName, else "%ID" */
    const char *file;
    uint32_t line;
} spvrt_debug_frame;

SPVRT_API uint32_t spvrt_debug_stop_frame_count(const spvrt_debug_stop *stop);
SPVRT_API bool spvrt_debug_stop_frame(const spvrt_debug_stop *stop, uint32_t index, spvrt_debug_frame *frame);
/* The text of the stop's line (without its newline) into out, or false when
 * the file's text is not in the module. */
SPVRT_API bool spvrt_debug_stop_source_line(const spvrt_debug_stop *stop, char *out, size_t size);

/* The value of a local of the innermost frame: name is a DebugLocalVariable's
 * name (the last DebugDeclare / DebugValue of it before the stop), else an
 * OpName'd id of the function, else "%ID"; '.'-separated parts select
 * members (OpMemberName or index), vector components (x y z w, r g b a or
 * index), array and matrix elements.  The scalar is written to *value:
 * kind 'i' (signed), 'u' (unsigned), 'f' (float), 'b' (bool, 0 or 1).
 * False with a reason in error otherwise. */
typedef struct spvrt_debug_value {
    char kind;
    int64_t i;
    uint64_t u;
    double f;
} spvrt_debug_value;
SPVRT_API bool spvrt_debug_stop_local(const spvrt_debug_stop *stop, const char *name, spvrt_debug_value *value,
                                      char *error, size_t error_size);

typedef struct spvrt_dispatch {
    uint32_t group_count[3];                     /* vkCmdDispatch's x, y, z */
    const spvrt_binding *bindings;
    uint32_t binding_count;
    const spvrt_image_binding *images;           /* image, texel-buffer and sampler descriptors */
    uint32_t image_count;
    bool robust_image_access;                    /* out-of-bounds texel reads give zero components, then the
                                                    format's conversion to RGBA (alpha 1 without alpha:
                                                    robustImageAccess), writes are dropped, atomics change
                                                    nothing and return 0; false: they trap */
    const void *push_constants;                  /* PushConstant block bytes */
    uint32_t push_constant_size;
    const spvrt_device_buffer *device_buffers;
    uint32_t device_buffer_count;
    uint32_t threads;                            /* worker threads; 0: one per core */
    uint64_t max_steps;                          /* instructions one wave may execute (a shader that
                                                    never ends is stopped); 0: SPVRT_DEFAULT_MAX_STEPS */
    uint64_t max_invocations;                    /* bound on the dispatch's invocations;
                                                    0: SPVRT_DEFAULT_MAX_INVOCATIONS */
    const spvrt_accel_address *accels;           /* top-level structures by address (ray queries) */
    uint32_t accel_count;
    bool debug;                                  /* also trap on the values the Vulkan environment forbids
                                                    where SPIR-V leaves the result undefined (ray queries:
                                                    OpRayQueryInitializeKHR's ray and flags, the Hit T of
                                                    OpRayQueryGenerateIntersectionKHR); false: such
                                                    values give a defined, documented result */
    const spvrt_debug_trace *trace;              /* NULL, or one invocation to trace (the program prepared
                                                    with debug_symbols; else SPVRT_ERROR_INVALID_ARGUMENT) */
} spvrt_dispatch;

#define SPVRT_DEFAULT_MAX_STEPS (1ull << 28)
#define SPVRT_DEFAULT_SUBGROUP_SIZE 32
#define SPVRT_DEFAULT_MAX_INVOCATIONS (1ull << 32)

/* Run every workgroup of the dispatch.  A trap (out-of-bounds access, step
 * limit, unbound resource, OpUnreachable ...) stops the dispatch with
 * SPVRT_ERROR_TRAP and a diagnostic naming the workgroup, the invocation,
 * the instruction and the reason; buffers then hold what was written
 * before. */
SPVRT_API spvrt_result spvrt_program_dispatch(spvrt_context *context, const spvrt_program *program,
                                              const spvrt_dispatch *dispatch);

/* ---- Ray-tracing pipelines on the CPU (src/rt/pipeline.c) ----------------
 * VK_KHR_ray_tracing_pipeline / SPV_KHR_ray_tracing: shader groups, a shader
 * binding table, OpTraceRayKHR with any-hit, intersection, closest-hit and
 * miss shaders, callable shaders (docs/ray-tracing.md). */
typedef struct spvrt_rt_pipeline spvrt_rt_pipeline;

#define SPVRT_RT_UNUSED UINT32_MAX                  /* VK_SHADER_UNUSED_KHR */

typedef struct spvrt_rt_stage {
    const spvrt_module *module;                     /* validated for a Vulkan environment */
    const char *entry_point;                        /* a RayGeneration, Intersection, AnyHit, ClosestHit,
                                                       Miss or Callable entry point (KHR) */
    const spvrt_specialization *specializations;
    uint32_t specialization_count;
    const char *name;                               /* in trap reports; NULL: the entry point's */
} spvrt_rt_stage;

/* VkRayTracingShaderGroupCreateInfoKHR: a general group has `general` (ray
 * generation, miss or callable); a hit group has closest_hit, any_hit and,
 * procedural, intersection (each SPVRT_RT_UNUSED when absent). */
typedef struct spvrt_rt_group {
    bool procedural;
    uint32_t general, closest_hit, any_hit, intersection; /* indices into stages */
} spvrt_rt_group;

typedef struct spvrt_rt_pipeline_info {
    const spvrt_rt_stage *stages;
    uint32_t stage_count;
    const spvrt_rt_group *groups;
    uint32_t group_count;
    uint32_t max_recursion_depth;                   /* maxPipelineRayRecursionDepth: a trace at a greater
                                                       depth traps */
    uint32_t subgroup_size;                         /* as spvrt_prepare_options.subgroup_size */
} spvrt_rt_pipeline_info;

SPVRT_API spvrt_result spvrt_rt_pipeline_create(spvrt_context *context, const spvrt_rt_pipeline_info *info,
                                                spvrt_rt_pipeline **pipeline);
SPVRT_API void spvrt_rt_pipeline_free(spvrt_rt_pipeline *pipeline);

/* One record of a shader binding table: the group whose handle it holds,
 * and the shader-record data after the handle (ShaderRecordBufferKHR). */
typedef struct spvrt_sbt_record {
    uint32_t group;
    const void *data;
    uint32_t data_size;
} spvrt_sbt_record;

/* A table (VkStridedDeviceAddressRegionKHR), record i at index i. */
typedef struct spvrt_sbt_table {
    const spvrt_sbt_record *records;
    uint32_t count;                                 /* 0: no table */
} spvrt_sbt_table;

/* vkCmdTraceRaysKHR: resources as a compute dispatch has them (group_count
 * is not read; threads, max_steps and max_invocations are), the tables,
 * and the launch size. */
#define SPVRT_RT_DEFAULT_WINDOW 8

#define SPVRT_RT_MAX_REORDER_POINTS 16

/* Coherence at one reorder point (spvrt_rt_stats). */
typedef struct spvrt_rt_reorder_point {
    uint32_t word_offset;           /* the instruction's word offset in the ray generation module */
    uint32_t opcode;
    uint64_t waves_before, shaders_before, waves_after, shaders_after;
} spvrt_rt_reorder_point;

/* What a launch did. */
typedef struct spvrt_rt_stats {
    uint64_t repack_lanes;          /* invocations that reached a repack point in a window */
    uint64_t repack_moved;          /* of those, the ones that went on in another wave or lane */
    uint64_t repack_waves_before;   /* waves that reached repack points */
    uint64_t repack_waves_after;    /* the full waves they were packed into */
    /* Coherence at the reorder points (OpReorderThread*, the fused OpHitObject*Reorder*): the waves that
     * reached one and the distinct shaders (closest-hit / miss, by their hit objects) summed over those waves,
     * then the same for the waves that went on from there. */
    uint64_t reorder_waves_before, reorder_shaders_before;
    uint64_t reorder_waves_after, reorder_shaders_after;
    uint64_t shading_ns;            /* time in the shaders ray generation called (all threads together) */
    /* the same per reorder point, in the order they were first reached (the first SPVRT_RT_MAX_REORDER_POINTS;
       the totals above count them all) */
    uint32_t reorder_point_count;
    spvrt_rt_reorder_point reorder_points[SPVRT_RT_MAX_REORDER_POINTS];
} spvrt_rt_stats;

/* spvrt_rt_launch.reorder (SPV_EXT_shader_invocation_reorder; docs/ray-tracing.md "Reordering") */
enum {
    SPVRT_RT_REORDER_ON = 0,        /* reorder points sort a window's invocations (SER-S01..S05) */
    SPVRT_RT_REORDER_OFF = 1,       /* reorder points keep every invocation where it is */
    SPVRT_RT_REORDER_SHUFFLE = 2    /* every repack point scatters the window's invocations in a legal but
                                       adversarial order: results that depend on who shares a wave show */
};

typedef struct spvrt_rt_launch {
    spvrt_sbt_table raygen, miss, hit, callable;    /* raygen: its first record is the one run */
    uint32_t size[3];
    /* What ran for one launch index, in order (`spvrt run --trace X,Y,Z`): each shader invocation (stage,
     * group, SBT record), each ray, each candidate with the any-hit or intersection verdict, the committed
     * hit, the payload on entry and exit.  on_trace NULL: no trace. */
    uint32_t trace_index[3];
    void (*on_trace)(void *user, const char *line);
    void *trace_user;
    /* Repacking (docs/ray-tracing.md): each worker thread runs `window` waves of ray generation invocations
     * together; at OpTraceRayKHR and OpExecuteCallableKHR (invocation repack instructions) the invocations
     * that arrive are packed into full waves, their whole state (registers, Function memory, call stack)
     * moving with them.  0: the default (SPVRT_RT_DEFAULT_WINDOW); 1: no repacking.  Results do not depend
     * on it except through what Vulkan leaves to the implementation (which invocations share a subgroup). */
    uint32_t window;
    uint32_t reorder;               /* SPVRT_RT_REORDER_* */
    /* Filled by spvrt_rt_trace when not NULL. */
    spvrt_rt_stats *stats;
} spvrt_rt_launch;

/* Run the launch.  A trap (in any stage; a trace deeper than the pipeline's
 * recursion depth; an SBT index past a table) stops it with SPVRT_ERROR_TRAP
 * and a diagnostic naming the launch index, the stage and the reason. */
SPVRT_API spvrt_result spvrt_rt_trace(spvrt_context *context, const spvrt_rt_pipeline *pipeline,
                                      const spvrt_dispatch *resources, const spvrt_rt_launch *launch);

/* ---- Execution graphs on the CPU (src/graph) ------------------------------
 * VK_AMDX_shader_enqueue: a graph of compute nodes that enqueue payloads for each other
 * (docs/execution-graphs.md).  The calls mirror the Vulkan ones: create (vkCreateExecutionGraphPipelinesAMDX),
 * the scratch-size query, scratch initialization, node index, and dispatch from host memory, indirect and
 * indirect-count. */
typedef struct spvrt_graph spvrt_graph;

#define SPVRT_SHADER_INDEX_UNUSED UINT32_MAX        /* VK_SHADER_INDEX_UNUSED_AMDX */

/* A node: VkPipelineShaderStageCreateInfo with its VkPipelineShaderStageNodeCreateInfoAMDX (AMDX-S02). */
typedef struct spvrt_graph_stage {
    const spvrt_module *module;                     /* validated for a Vulkan environment */
    const char *entry_point;                        /* a GLCompute entry point (pName) */
    const spvrt_specialization *specializations;
    uint32_t specialization_count;
    bool node_info;                                 /* a VkPipelineShaderStageNodeCreateInfoAMDX is chained */
    const char *node_name;                          /* its pName: NULL keeps the entry point's name */
    uint32_t node_index;                            /* its index: SPVRT_SHADER_INDEX_UNUSED keeps the
                                                       ShaderIndexAMDX execution mode's value, else 0 */
} spvrt_graph_stage;

typedef struct spvrt_graph_info {
    const spvrt_graph_stage *stages;
    uint32_t stage_count;
    const spvrt_graph *const *libraries;            /* graphs whose nodes this one includes (pLibraryInfo;
                                                       they must outlive it) */
    uint32_t library_count;
    uint32_t subgroup_size;                         /* as spvrt_prepare_options.subgroup_size */
} spvrt_graph_info;

/* Build the graph: every node prepared, names and indexes unique, shared inputs resolved.  A MeshEXT node
 * (a graphics pipeline in the graph) gives SPVRT_ERROR_UNSUPPORTED. */
SPVRT_API spvrt_result spvrt_graph_create(spvrt_context *context, const spvrt_graph_info *info,
                                          spvrt_graph **graph);
SPVRT_API void spvrt_graph_free(spvrt_graph *graph);

/* VkPhysicalDeviceShaderEnqueuePropertiesAMDX of the CPU engine (AMDX-S19..S25), which it enforces. */
typedef struct spvrt_graph_properties {
    uint32_t max_depth;                             /* maxExecutionGraphDepth */
    uint32_t max_shader_output_nodes;
    uint32_t max_shader_payload_size;
    uint32_t max_shader_payload_count;
    uint32_t dispatch_address_alignment;
    uint32_t max_workgroup_count[3];
    uint32_t max_workgroups;
} spvrt_graph_properties;
SPVRT_API void spvrt_graph_get_properties(spvrt_graph_properties *properties);

/* vkGetExecutionGraphPipelineScratchSizeAMDX (AMDX-S06, S07): any size from min to max works; a smaller one
 * runs fewer workgroups at a time. */
typedef struct spvrt_graph_scratch_size {
    uint64_t min_size, max_size, granularity;
} spvrt_graph_scratch_size;
SPVRT_API void spvrt_graph_get_scratch_size(const spvrt_graph *graph, spvrt_graph_scratch_size *size);

/* vkCmdInitializeGraphScratchMemoryAMDX (AMDX-S08): prepare scratch for the graph; it may then be used by any
 * number of dispatches of this graph (not at the same time). */
SPVRT_API spvrt_result spvrt_graph_init_scratch(spvrt_context *context, const spvrt_graph *graph, void *scratch,
                                                uint64_t scratch_size);

/* vkGetExecutionGraphPipelineNodeIndexAMDX (AMDX-S17): the index of node (name, index) for dispatches. */
SPVRT_API spvrt_result spvrt_graph_node_index(spvrt_context *context, const spvrt_graph *graph, const char *name,
                                              uint32_t index, uint32_t *node_index);

/* VkDeviceOrHostAddressConstAMDX */
typedef union spvrt_address_const {
    uint64_t device;                                /* a device address of spvrt_dispatch.device_buffers */
    const void *host;
} spvrt_address_const;

/* VkDispatchGraphInfoAMDX (AMDX-S12) and VkDispatchGraphCountInfoAMDX, laid out as Vulkan lays them out (the
 * indirect forms read them from device memory: 24 bytes each). */
typedef struct spvrt_graph_dispatch_info {
    uint32_t node_index;
    uint32_t payload_count;
    spvrt_address_const payloads;
    uint64_t payload_stride;
} spvrt_graph_dispatch_info;

typedef struct spvrt_graph_count_info {
    uint32_t count;
    spvrt_address_const infos;
    uint64_t stride;
} spvrt_graph_count_info;

/* Legal orders of a graph's work (spvrt_graph_run.schedule): a graph without races and without a
 * dependence on which payloads share a coalescing workgroup gives the same results under each. */
enum {
    SPVRT_GRAPH_SCHEDULE_BREADTH = 0,   /* the shallowest pending payloads first, a node's all together */
    SPVRT_GRAPH_SCHEDULE_DEPTH = 1,     /* the deepest (newest) first: the least scratch memory */
    SPVRT_GRAPH_SCHEDULE_SHUFFLE = 2    /* random nodes, random subsets, random coalescing batches (seed) */
};

typedef struct spvrt_graph_node_stats {
    uint64_t payloads;                  /* payloads the node received */
    uint64_t workgroups;
    uint64_t invocations;
} spvrt_graph_node_stats;

typedef struct spvrt_graph_stats {
    uint64_t batches;                   /* runs of one node's workgroups */
    uint64_t workgroups, payloads;
    uint32_t max_depth;                 /* the deepest payload (AMDX-S19: the API's are at 1) */
    uint64_t scratch_high;              /* the most scratch memory in use at once */
    spvrt_graph_node_stats *nodes;      /* node_capacity entries, by node index (may be NULL) */
    uint32_t node_capacity;
} spvrt_graph_stats;

typedef struct spvrt_graph_run {
    const spvrt_dispatch *resources;    /* bindings, images, push constants, device buffers, threads, max_steps
                                           (group_count is not read) */
    void *scratch;                      /* initialized by spvrt_graph_init_scratch */
    uint64_t scratch_size;              /* at least the query's min_size */
    uint32_t schedule;                  /* SPVRT_GRAPH_SCHEDULE_* */
    uint64_t seed;                      /* SHUFFLE's */
    spvrt_graph_stats *stats;           /* filled when not NULL */
} spvrt_graph_run;

/* vkCmdDispatchGraphAMDX (AMDX-S09): count_info, its infos and their payloads in host memory. */
SPVRT_API spvrt_result spvrt_graph_dispatch(spvrt_context *context, const spvrt_graph *graph,
                                            const spvrt_graph_run *run, const spvrt_graph_count_info *count_info);
/* vkCmdDispatchGraphIndirectAMDX (AMDX-S10): count_info on the host; infos and payloads device addresses. */
SPVRT_API spvrt_result spvrt_graph_dispatch_indirect(spvrt_context *context, const spvrt_graph *graph,
                                                     const spvrt_graph_run *run,
                                                     const spvrt_graph_count_info *count_info);
/* vkCmdDispatchGraphIndirectCountAMDX (AMDX-S11): the count info and all it points at through device
 * addresses.  A trap in a node, or a graph that breaks a limit at run time (depth, recursion, payload counts,
 * workgroup counts), stops the dispatch with SPVRT_ERROR_TRAP and a diagnostic naming the node, the payload,
 * the rule and, for a trap, the instruction. */
SPVRT_API spvrt_result spvrt_graph_dispatch_indirect_count(spvrt_context *context, const spvrt_graph *graph,
                                                           const spvrt_graph_run *run, uint64_t count_info);

/* How far a conformant Vulkan implementation's float results may be from
 * the CPU engine's, for what one compute entry point writes to memory
 * (Vulkan appendix "Precision and Operation of SPIR-V Instructions"; the
 * model and its assumptions: docs/float-tolerance.md).  A stored float d
 * of the driver is within tolerance of the CPU's c when
 *     |d - c| <= ulp_width[w] * ulp(c) + absolute
 * where ulp(c) is the spacing of the floats of c's width just above |c|
 * (2^(e - 23) for a float32 with exponent e; the smallest denormal spacing
 * for denormals and zero).  NaN, denormal flushing and signed zero are
 * the comparison's business, not this bound's.  Both sides are assumed to
 * start from the same memory contents. */
typedef struct spvrt_float_tolerance {
    double ulp;            /* the largest of ulp_width */
    double ulp_width[3];   /* by the stored value's width: [0] float16, [1] float32, [2] float64 */
    double absolute;       /* added to the ULP part (from sin, cos, log near 1 ...); 0 if none */
    bool bounded;          /* false: some stored float has no finite bound (a float carried around a loop,
                              OpFRem/OpFMod, tan, an instruction without a precision row, a branch or an
                              address that depends on a float carrying error) */
    uint32_t word_offset;  /* !bounded: the word offset of the instruction that made it unbounded */
    uint32_t opcode;       /* and its opcode (SPVRT_OpExtInst for GLSL.std.450; then ext_opcode) */
    uint32_t ext_opcode;
    bool float_to_int;     /* an integer or bool that the entry point stores was computed from a float carrying
                              error (a conversion, comparison, IsNan, pack ...): integer buffers may differ */
    uint32_t float_to_int_word_offset, float_to_int_opcode, float_to_int_ext_opcode;
    bool assumes;          /* bounded, under an assumption made at this instruction: no cancellation in an add or
                              subtract (or fused multiply-add) of values carrying error, an argument within the
                              range where its precision row holds (sin/cos in [-pi, pi], a divisor in
                              [2^-126, 2^126], exp below overflow ...) */
    uint32_t assumption_word_offset, assumption_opcode, assumption_ext_opcode;
} spvrt_float_tolerance;

/* Derive the tolerance of one compute entry point of a validated module
 * (entry_point NULL: the module's only GLCompute one, as
 * spvrt_prepare_options).  Returns SPVRT_ERROR_INVALID_ARGUMENT with a
 * diagnostic if there is no such GLCompute entry point,
 * SPVRT_ERROR_OUT_OF_MEMORY, else SPVRT_SUCCESS with *out filled. */
SPVRT_API spvrt_result spvrt_float_tolerance_derive(spvrt_context *context, const spvrt_module *module,
                                                    const char *entry_point, spvrt_float_tolerance *out);

/* ---- AmberScript (src/amber) --------------------------------------------- */

/* What a message of spvrt_amber_run is. */
typedef enum spvrt_amber_message {
    SPVRT_AMBER_MESSAGE_ERROR = 0, /* the script cannot go on (parse error, shader, trap, ...) */
    SPVRT_AMBER_MESSAGE_FAIL = 1,  /* an EXPECT that does not hold; the script goes on */
    SPVRT_AMBER_MESSAGE_NOTE = 2   /* more about the message before it */
} spvrt_amber_message;

/* One line of text, without the line end, "PATH:LINE: ..." when it has a
 * place in the script; valid during the call. */
typedef void (*spvrt_amber_message_fn)(void *user, spvrt_amber_message kind, const char *text);

/* A buffer to write as a PNG image once the script has run (spvrt run --png). */
typedef struct spvrt_amber_png {
    const char *buffer;        /* the script's buffer name */
    const char *path;          /* the file written (replaced) */
    uint32_t width, height;    /* pixels; 0, 0: a square of the buffer's element count */
} spvrt_amber_png;

typedef struct spvrt_amber_options {
    uint32_t threads;          /* worker threads of each dispatch; 0: one per core */
    uint32_t subgroup_size;    /* a power of two from 4 to 64; 0: the engine's default */
    uint64_t max_steps;        /* per wave (spvrt_dispatch.max_steps); 0: SPVRT_DEFAULT_MAX_STEPS */
    uint32_t engine;           /* spvrt_engine of the CPU engine's compute pipelines */
    const char *target_env;    /* "vulkan1.0" ... "vulkan1.4" for shaders without their own: SPIRV-ASM is
                                  assembled, GLSL compiled and every module validated for it (a module of a
                                  later SPIR-V version is validated for the Vulkan version that accepts it);
                                  NULL: a "# target-env: vulkanX.Y" comment line of the script, else
                                  "vulkan1.2" */
    const char *glslang;       /* the GLSL compiler; NULL: "glslangValidator" from PATH */
    spvrt_amber_message_fn message; /* NULL: messages are dropped (the report still counts) */
    void *message_user;
    /* Where the script runs (docs/vulkan-backend.md): NULL or "cpu": spvrt's CPU engine; "vulkan": the first
     * Vulkan device; "vulkan:N": the Nth; "vulkan:NAME": the one whose deviceName contains NAME (any case).
     * Ignored when compare is set. */
    const char *device;
    /* "cpu,vulkan[:N|:NAME]": run on both (the CPU first); after each RUN every buffer bound by its
     * pipeline is compared: integers exactly, floats within the tolerance derived from the Vulkan precision
     * tables for the pipeline's shader (spvrt_float_tolerance_derive), or compare_ulp/compare_abs.  Each
     * difference is a failure unless the differences file lists it.  The CPU engine's subgroup size is set
     * to the device's. */
    const char *compare;
    double compare_ulp;        /* > 0: floats agree within this many ULP (replaces the derived bound) */
    double compare_abs;        /* > 0: floats also agree when within this absolute difference */
    const char *differences;   /* path of a listed-differences file (tests/amber/vulkan_differences.txt) */
    uint32_t fence_timeout_ms; /* Vulkan: how long a RUN may take before the device counts as lost; 0: the
                                  script's SET ENGINE_DATA fence_timeout_ms, else 10000 */
    bool vulkan_validation;    /* Vulkan: enable VK_LAYER_KHRONOS_validation; each message it gives is an
                                  error (SPVRT_AMBER_MESSAGE_ERROR) and counted in the report */
    /* Buffers written as 8-bit RGBA PNG files after the script (also after an error, with what the buffers
     * hold then), from the first device.  A buffer's element must be 4 components of 8 bits (R8G8B8A8_UNORM,
     * R8G8B8A8_UINT, vec4<uint8>: bytes as they are), one uint32 (packed as GLSL packUnorm4x8: R in the low
     * byte) or 4 float32 (R32G32B32A32_SFLOAT: clamped to [0, 1], times 255, rounded; linear, no sRGB
     * encoding); width * height elements.  A PNG that cannot be written is an error message; the others are
     * still written, and the result is SPVRT_ERROR_INVALID_ARGUMENT if the script itself succeeded. */
    const spvrt_amber_png *pngs;
    uint32_t png_count;
    bool progress;             /* write "RUN k/N ..." with the elapsed time to stderr as RUNs go, erased at the
                                  end (spvrt run sets it when stderr is a terminal) */
    bool debug;                /* CPU engine: spvrt_dispatch.debug (traps on the ray values the Vulkan
                                  environment forbids: non-finite rays, invalid ray-flag combinations) */
    const char *spirv_opt;     /* SHADER_OPTIMIZATION's optimizer; NULL: "spirv-opt" from PATH (Debian's
                                  spirv-tools); when it cannot be run the passes are skipped with a note */
    bool rt_trace;             /* CPU engine: for launch index rt_trace_index of every ray-tracing RUN, what ran,
                                  in order, as SPVRT_AMBER_MESSAGE_NOTE lines "PATH:LINE: trace: ..."
                                  (spvrt_rt_launch.on_trace; spvrt run --trace X,Y[,Z]) */
    uint32_t rt_trace_index[3];
    uint32_t rt_window;        /* CPU engine: spvrt_rt_launch.window of the ray-tracing RUNs (0: the default) */
    uint32_t rt_reorder;       /* CPU engine: spvrt_rt_launch.reorder (SPVRT_RT_REORDER_*; spvrt run --reorder) */
    uint32_t graph_schedule;   /* CPU engine: spvrt_graph_run.schedule of the execution-graph RUNs (SPVRT_GRAPH_SCHEDULE_*;
                                  spvrt run --graph-schedule) */
    uint64_t graph_seed;       /* its seed (SHUFFLE) */
    bool graph_compare_schedules; /* CPU engine: run each execution-graph RUN under every schedule from the same
                                     buffers and report the first byte that differs as a failure
                                     (spvrt run --compare-schedules) */
    bool rt_stats;             /* CPU engine: after each ray-tracing RUN, a note "PATH:LINE: stats: ..." with
                                  its spvrt_rt_stats (spvrt run --stats) */
} spvrt_amber_options;

typedef struct spvrt_amber_report {
    uint32_t expects_passed, expects_failed;
    uint64_t runs;             /* RUN commands executed (each REPEAT counted) */
    uint64_t invocations;      /* shader invocations dispatched */
    uint64_t dispatch_ns;      /* wall-clock time spent dispatching (the first device in compare mode; for
                                  Vulkan: from recording to the fence, pipeline creation excluded) */
    uint64_t second_dispatch_ns; /* compare mode: the same for the second device */
    uint32_t compare_differences; /* compare mode: differing values not in the differences file */
    uint32_t compare_listed;   /* compare mode: differing values the differences file permits */
    uint32_t validation_messages; /* messages of the Vulkan validation layer */
    bool skipped;              /* the device lacks a feature, extension or limit the script needs, or
                                  not_supported (the result is then SPVRT_ERROR_UNSUPPORTED) */
    bool not_supported;        /* the script uses AmberScript spvrt does not run yet: graphics pipelines,
                                  HLSL or OpenCL C shaders (skipped is set too) */
    /* engine SPVRT_ENGINE_JIT: compute pipelines compiled (and the time compiling took: 0 for those the
       disk cache had), pipelines the interpreter runs and the first one's reason */
    uint32_t jit_compiled, jit_interpreted;
    double jit_compile_ms;
    char jit_why[256];
} spvrt_amber_report;

/* Run an AmberScript file (compute subset: google/amber docs/amber_script.md,
 * plus spvrt's DEVICE_ADDRESS, see tests/amber/README.md) given as text
 * (length bytes, not necessarily NUL-terminated; the first line must be
 * "#!amber").  path names the file in messages (NULL: "<script>").  Every
 * shader is compiled and validated and every pipeline prepared before the
 * first command; then the commands run in order.  A failed EXPECT is
 * reported (SPVRT_AMBER_MESSAGE_FAIL) and counted, and the script goes on;
 * anything else that goes wrong stops it with an error message naming the
 * script line.  Returns SPVRT_SUCCESS when the script ran to its end
 * (whatever its EXPECTs gave: see *report), else the error's result:
 * SPVRT_ERROR_INVALID_TEXT (script or shader text), SPVRT_ERROR_INVALID_MODULE,
 * SPVRT_ERROR_UNSUPPORTED (a feature, instruction or command spvrt does not
 * run), SPVRT_ERROR_TRAP, SPVRT_ERROR_IO (the GLSL compiler could not be
 * run), SPVRT_ERROR_OUT_OF_MEMORY.  options and report may be NULL. */
SPVRT_API spvrt_result spvrt_amber_run(spvrt_context *context, const char *text, size_t length, const char *path,
                                       const spvrt_amber_options *options, spvrt_amber_report *report);

/* The DEVICE_FEATURE names spvrt_amber_run accepts (a static table):
 * returns the count; *names, if not NULL, points at the table. */
SPVRT_API uint32_t spvrt_amber_device_features(const char *const **names);

/* ---- Reflection (src/reflect, docs/reflect.md) -----------------------------
 * What a module's entry points use: execution modes, descriptor bindings with
 * their static read / write / atomic use, push constants, the Input / Output
 * interface, ray-tracing payloads, hit attributes, callable data, shader-record
 * buffers and hit-object attributes, and for execution-graph nodes
 * (VK_AMDX_shader_enqueue) the node's name and index, its input payload, the
 * nodes it outputs to and the limits its execution modes set.  Works on any
 * module spvrt_module_read accepts (validation is not required); the result
 * is plain C data that callers walk, owned by one spvrt_reflection. */

/* A number an operand gives: a literal, or an id resolved through OpConstant*,
 * OpSpecConstant* (their default value), OpConstantNull; or a string constant
 * (OpConstantStringAMDX / OpSpecConstantStringAMDX). */
typedef struct spvrt_reflect_value {
    bool present;          /* the operand or decoration is there (false: `value` is the documented default) */
    uint32_t id;           /* the constant's id; 0 for a literal or a default */
    bool known;            /* value holds the number (false: not a scalar constant, e.g. OpSpecConstantOp) */
    uint64_t value;        /* zero-extended bits; booleans 0 or 1 */
    bool spec;             /* a specialization constant: value is its default */
    uint32_t spec_id;      /* its SpecId, or UINT32_MAX */
    const char *string;    /* string constants: the string; else NULL */
} spvrt_reflect_value;

/* Access flags of a variable in an entry point's static call tree. */
#define SPVRT_REFLECT_USED 0x1u   /* referenced at all */
#define SPVRT_REFLECT_READ 0x2u   /* loaded from, copied from, image read / sampled / fetched / gathered */
#define SPVRT_REFLECT_WRITE 0x4u  /* stored to, copied to, image written */
#define SPVRT_REFLECT_ATOMIC 0x8u /* accessed by an atomic instruction (with READ and / or WRITE as it does) */

/* One member of a struct (explicit layout where Offset, ArrayStride, MatrixStride decorate it). */
typedef struct spvrt_reflect_member {
    const char *name;      /* OpMemberName, or "" */
    const char *type;      /* the type as text ("vec3<float32>", "uint32[4]", "struct Name") */
    uint32_t type_id;
    bool has_offset;
    uint32_t offset;       /* Offset, else the tightly packed offset */
    uint32_t size;         /* bytes (0 for a runtime array) */
    uint32_t array_stride, matrix_stride; /* 0 if not decorated */
    uint32_t builtin;      /* BuiltIn, or UINT32_MAX */
    bool has_location;     /* Location on the member (interface blocks) */
    uint32_t location;
    bool dispatch_indirect; /* PayloadDispatchIndirectAMDX */
    bool row_major;
    bool non_writable, non_readable;
} spvrt_reflect_member;

/* A type with its members (structs) and size. */
typedef struct spvrt_reflect_type {
    uint32_t id;
    const char *text;      /* as spvrt_reflect_member.type */
    uint32_t size;         /* bytes: the end of the last member (offset + size) for a struct; 0 if unknown or runtime */
    bool runtime_sized;    /* ends in a runtime array */
    bool block, buffer_block; /* decorated Block / BufferBlock */
    bool track_finish_writing; /* TrackFinishWritingAMDX */
    const spvrt_reflect_member *members;
    uint32_t member_count;
    int32_t dispatch_indirect_member; /* index of the PayloadDispatchIndirectAMDX member, or -1 */
} spvrt_reflect_type;

typedef enum spvrt_reflect_kind {
    SPVRT_REFLECT_DESCRIPTOR = 0,     /* UniformConstant, Uniform, StorageBuffer (set and binding) */
    SPVRT_REFLECT_PUSH_CONSTANT,
    SPVRT_REFLECT_INPUT,
    SPVRT_REFLECT_OUTPUT,
    SPVRT_REFLECT_RAY_PAYLOAD,         /* RayPayloadKHR */
    SPVRT_REFLECT_INCOMING_RAY_PAYLOAD,
    SPVRT_REFLECT_HIT_ATTRIBUTE,
    SPVRT_REFLECT_CALLABLE_DATA,
    SPVRT_REFLECT_INCOMING_CALLABLE_DATA,
    SPVRT_REFLECT_SHADER_RECORD_BUFFER,
    SPVRT_REFLECT_HIT_OBJECT_ATTRIBUTE, /* HitObjectAttributeEXT / HitObjectAttributeNV */
    SPVRT_REFLECT_NODE_PAYLOAD,        /* NodePayloadAMDX: a node's input */
    SPVRT_REFLECT_WORKGROUP,
    SPVRT_REFLECT_TASK_PAYLOAD,        /* TaskPayloadWorkgroupEXT */
    SPVRT_REFLECT_OTHER                /* Private, PhysicalStorageBuffer (never a variable), ... */
} spvrt_reflect_kind;

/* What a descriptor binding is (Vulkan "Shader Resource and Descriptor Type Correspondence"). */
typedef enum spvrt_reflect_descriptor {
    SPVRT_REFLECT_DESCRIPTOR_NONE = 0,
    SPVRT_REFLECT_DESCRIPTOR_SAMPLER,
    SPVRT_REFLECT_DESCRIPTOR_COMBINED_IMAGE_SAMPLER,
    SPVRT_REFLECT_DESCRIPTOR_SAMPLED_IMAGE,
    SPVRT_REFLECT_DESCRIPTOR_STORAGE_IMAGE,
    SPVRT_REFLECT_DESCRIPTOR_UNIFORM_TEXEL_BUFFER,
    SPVRT_REFLECT_DESCRIPTOR_STORAGE_TEXEL_BUFFER,
    SPVRT_REFLECT_DESCRIPTOR_UNIFORM_BUFFER,
    SPVRT_REFLECT_DESCRIPTOR_STORAGE_BUFFER,
    SPVRT_REFLECT_DESCRIPTOR_INPUT_ATTACHMENT,
    SPVRT_REFLECT_DESCRIPTOR_ACCELERATION_STRUCTURE,
    SPVRT_REFLECT_DESCRIPTOR_IMAGE,    /* an image whose Sampled operand is 0 (known at run time only) */
    SPVRT_REFLECT_DESCRIPTOR_OTHER
} spvrt_reflect_descriptor;

/* One variable an entry point uses or lists in its interface. */
typedef struct spvrt_reflect_variable {
    uint32_t id;
    const char *name;            /* OpName, or "" */
    spvrt_reflect_kind kind;
    uint32_t storage_class;      /* the SPIR-V value */
    spvrt_reflect_type type;     /* the pointee */
    uint32_t access;             /* SPVRT_REFLECT_* flags */
    bool in_interface;           /* listed on the OpEntryPoint */
    /* descriptors */
    spvrt_reflect_descriptor descriptor;
    bool has_binding;            /* DescriptorSet and Binding decorate it */
    uint32_t set, binding;
    bool is_array, is_runtime_array;
    uint32_t count;              /* descriptors: array elements (1 if not an array, 0 for a runtime array) */
    /* Input / Output, payloads and callable data */
    bool has_location;
    uint32_t location, component;
    uint32_t builtin;            /* BuiltIn of the variable, or UINT32_MAX (members: type.members[k].builtin) */
    /* other decorations, as their grammar names ("Flat", "NonWritable", "Restrict") */
    const char *const *decorations;
    uint32_t decoration_count;
} spvrt_reflect_variable;

typedef struct spvrt_reflect_mode {
    uint32_t mode;               /* the ExecutionMode value */
    const char *name;            /* its grammar name */
    const spvrt_reflect_value *operands;
    uint32_t operand_count;
} spvrt_reflect_mode;

/* A node an entry point outputs to: an OpTypeNodePayloadArrayAMDX named by OpAllocateNodePayloadsAMDX's
 * result type or an OpIsNodePayloadValidAMDX in the entry point's static call tree. */
typedef struct spvrt_reflect_node_output {
    uint32_t type_id;            /* the OpTypeNodePayloadArrayAMDX */
    const char *type_name;       /* its OpName, or "" */
    spvrt_reflect_value node_name;   /* PayloadNodeNameAMDX (string) */
    spvrt_reflect_value base_index;  /* PayloadNodeBaseIndexAMDX (default 0) */
    spvrt_reflect_value array_size;  /* PayloadNodeArraySizeAMDX (absent: unbounded) */
    bool sparse;                     /* PayloadNodeSparseArrayAMDX */
    spvrt_reflect_value max_payloads; /* NodeMaxPayloadsAMDX */
    uint32_t shares_limits_with;     /* NodeSharesPayloadLimitsWithAMDX's type, or 0 */
    bool allocated, validity_checked; /* OpAllocateNodePayloadsAMDX / OpIsNodePayloadValidAMDX use it */
    spvrt_reflect_type payload;      /* the payload struct */
} spvrt_reflect_node_output;

/* An execution-graph node (an entry point of a module declaring ShaderEnqueueAMDX, GLCompute or MeshEXT). */
typedef struct spvrt_reflect_node {
    const char *name;            /* the OpEntryPoint name (AMDX-S02) */
    spvrt_reflect_value index;   /* ShaderIndexAMDX (default 0) */
    /* input payload: the entry point's NodePayloadAMDX variable */
    uint32_t input_variable;     /* 0: none declared; the implicit payload applies (AMDX-S15) */
    bool input_is_array;         /* OpTypeNodePayloadArrayAMDX */
    spvrt_reflect_value input_max_payloads; /* its NodeMaxPayloadsAMDX */
    spvrt_reflect_type input;    /* the payload struct; for the implicit payload: no member (empty) or one
                                    "vec3<uint32>" member (workgroup counts) */
    bool implicit_input;
    const spvrt_reflect_node_output *outputs;
    uint32_t output_count;
    /* limits from the execution modes */
    spvrt_reflect_value max_recursion;       /* MaxNodeRecursionAMDX (default 0) */
    spvrt_reflect_value static_num_workgroups[3], max_num_workgroups[3];
    bool coalescing;
    spvrt_reflect_value is_api_entry;        /* IsApiEntryAMDX (default true, AMDX-S32) */
    spvrt_reflect_value shares_input_with_name, shares_input_with_index; /* SharesInputWithAMDX */
} spvrt_reflect_node;

typedef struct spvrt_reflect_entry_point {
    const char *name;
    uint32_t execution_model;    /* the SPIR-V value */
    const char *execution_model_name;
    uint32_t function_id;
    const spvrt_reflect_mode *modes;
    uint32_t mode_count;
    const spvrt_reflect_variable *variables; /* interface and statically used variables, in id order */
    uint32_t variable_count;
    const spvrt_reflect_node *node;          /* an execution-graph node, else NULL */
} spvrt_reflect_entry_point;

typedef struct spvrt_reflect_spec_constant {
    uint32_t id;
    const char *name;            /* OpName, or "" */
    const char *type;
    spvrt_reflect_value value;   /* default; spec_id inside */
} spvrt_reflect_spec_constant;

typedef struct spvrt_reflection {
    uint32_t version;            /* the header's version word */
    const spvrt_reflect_entry_point *entry_points;
    uint32_t entry_point_count;
    const spvrt_reflect_spec_constant *spec_constants; /* OpSpecConstant* with a SpecId, string spec constants */
    uint32_t spec_constant_count;
    const char *const *capabilities;
    uint32_t capability_count;
    /* The constant decorated BuiltIn WorkgroupSize, which overrides every entry point's LocalSize(Id)
     * (SPIR-V 3.21 "BuiltIn"): its three components; present false when the module has none. */
    spvrt_reflect_value workgroup_size[3];
} spvrt_reflection;

/* Describe a module.  *out is allocated with the context's allocator and released with
 * spvrt_reflection_free.  A module whose entry points or variables reference what is not there (an
 * entry point naming no function, a variable whose type is not a pointer) gives
 * SPVRT_ERROR_INVALID_BINARY with a diagnostic locating the instruction; SPVRT_ERROR_OUT_OF_MEMORY. */
SPVRT_API spvrt_result spvrt_reflect_module(spvrt_context *context, const spvrt_module *module,
                                            spvrt_reflection **out);
SPVRT_API void spvrt_reflection_free(spvrt_context *context, spvrt_reflection *reflection);

enum {
    SPVRT_REFLECT_TEXT = 0,      /* human-readable */
    SPVRT_REFLECT_JSON = 1       /* one JSON object, the keys docs/reflect.md names */
};

/* Write a reflection as text or JSON; *text is NUL-terminated, allocated with the context's allocator
 * (free with spvrt_free).  source names the module in the output (NULL: none). */
SPVRT_API spvrt_result spvrt_reflection_write(spvrt_context *context, const spvrt_module *module,
                                              const spvrt_reflection *reflection, int format, const char *source,
                                              char **text, size_t *length);

/* Free a block the library handed out. */
SPVRT_API void spvrt_free(spvrt_context *context, void *block);

#ifdef __cplusplus
}
#endif

#endif
