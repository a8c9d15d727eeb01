/* The device seam (ARCHITECTURE.md, layer "device"): between the AmberScript
 * runner (src/amber/run.c) and a device that runs its compute pipelines
 * (docs/vulkan-backend.md, section 1).  Private to libspvrt.
 *
 * The runner keeps everything that is the script's: parsing, shaders
 * (assembled, decoded, compiled, validated), buffer layouts and initial
 * values, EXPECT, COPY, DEVICE_ADDRESS, messages and the report.  A backend
 * owns only what a device owns: buffers, pipelines and dispatches.  Buffers
 * are host-visible for their whole life (buffer_host), so the runner reads
 * and writes their bytes between RUNs without upload or readback calls.
 *
 * Errors: a call that fails returns its spvrt_result and leaves error
 * diagnostics in the backend's context; the runner prints them with the
 * script line.  No call asserts on what the script gives it.
 *
 * Implementations: src/device/cpu.c (spvrt's CPU engine), src/vulkan/ (a
 * Vulkan device through the loader; only when built with the Vulkan headers,
 * SPVRT_HAVE_VULKAN). */
#ifndef SPVRT_DEVICE_DEVICE_H
#define SPVRT_DEVICE_DEVICE_H

#include <stdbool.h>
#include <stdint.h>

#include "spvrt/spvrt.h"

typedef struct amber_backend amber_backend;   /* one device instance */
typedef struct amber_buffer amber_buffer;     /* a buffer of it */
typedef struct amber_pipeline amber_pipeline; /* a compute pipeline of it */
typedef struct amber_accel amber_accel;       /* an acceleration structure of it (ACCELERATION_STRUCTURE) */

/* The descriptor types of the script's BINDs (VkDescriptorType; Vulkan "Descriptor Types"). */
typedef enum amber_descriptor_kind {
    AMBER_DESCRIPTOR_STORAGE_BUFFER = 0,
    AMBER_DESCRIPTOR_UNIFORM_BUFFER,
    AMBER_DESCRIPTOR_STORAGE_BUFFER_DYNAMIC,  /* storage_dynamic */
    AMBER_DESCRIPTOR_UNIFORM_BUFFER_DYNAMIC,  /* uniform_dynamic */
    AMBER_DESCRIPTOR_STORAGE_TEXEL_BUFFER,
    AMBER_DESCRIPTOR_UNIFORM_TEXEL_BUFFER,
    AMBER_DESCRIPTOR_STORAGE_IMAGE,
    AMBER_DESCRIPTOR_SAMPLED_IMAGE,
    AMBER_DESCRIPTOR_COMBINED_IMAGE_SAMPLER,
    AMBER_DESCRIPTOR_SAMPLER,
    AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE
} amber_descriptor_kind;

static inline bool amber_descriptor_is_dynamic(amber_descriptor_kind k)
{
    return k == AMBER_DESCRIPTOR_STORAGE_BUFFER_DYNAMIC || k == AMBER_DESCRIPTOR_UNIFORM_BUFFER_DYNAMIC;
}
static inline bool amber_descriptor_is_uniform(amber_descriptor_kind k)
{
    return k == AMBER_DESCRIPTOR_UNIFORM_BUFFER || k == AMBER_DESCRIPTOR_UNIFORM_BUFFER_DYNAMIC;
}
/* A descriptor whose data is a buffer range (StorageBuffer or Uniform in the shader). */
static inline bool amber_descriptor_is_buffer(amber_descriptor_kind k)
{
    return k <= AMBER_DESCRIPTOR_UNIFORM_BUFFER_DYNAMIC;
}
static inline bool amber_descriptor_is_texel_buffer(amber_descriptor_kind k)
{
    return k == AMBER_DESCRIPTOR_STORAGE_TEXEL_BUFFER || k == AMBER_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
}
static inline bool amber_descriptor_is_image(amber_descriptor_kind k)
{
    return k == AMBER_DESCRIPTOR_STORAGE_IMAGE || k == AMBER_DESCRIPTOR_SAMPLED_IMAGE ||
           k == AMBER_DESCRIPTOR_COMBINED_IMAGE_SAMPLER;
}

/* One descriptor (an element of a descriptor array is one of these too):
 * the bytes [offset, offset + range) of buffer, checked by the runner to lie
 * inside it.  buffer is NULL for an empty (size 0) buffer.
 *
 * Dynamic buffers: the descriptor is [offset, offset + range) and the device adds dynamic_offset when the
 * set is bound (vkCmdBindDescriptorSets pDynamicOffsets), so the shader sees [offset + dynamic_offset, +
 * range); the runner checks that this lies inside the buffer.
 *
 * Texel buffers: [offset, offset + range) of buffer viewed as image->width texels of image->format (image
 * describes the view: dim SPVRT_IMAGE_BUFFER, data NULL).
 *
 * Images: the image's texels are buffer's bytes from offset 0 in spvrt_image's layout (image describes it,
 * data NULL).  Images exist only for the length of a dispatch: a device whose images live elsewhere (Vulkan)
 * creates them from the buffer before the dispatch and writes them back into it afterwards, so the runner
 * reads and writes texels in the buffer between RUNs as it does any buffer's bytes.  Bound twice in one
 * dispatch, the same buffer is one image.  The view starts at level base_level and has the levels that
 * remain (one for a storage image). */
typedef struct amber_bind {
    uint32_t descriptor_set, binding, array_index;
    amber_buffer *buffer;
    uint64_t offset, range;
    uint64_t dynamic_offset;         /* *_DYNAMIC: OFFSET */
    amber_accel *accel; /* BIND ACCELERATION_STRUCTURE: the top level (buffer NULL) */
    const spvrt_image *image;        /* texel buffers and images: the view's description; else NULL */
    uint32_t base_level;             /* images: BASE_MIP_LEVEL */
    uint32_t level_count;            /* images: levels of the view, 0: all from base_level (a storage image's view
                                        has one: VUID-VkWriteDescriptorSet-descriptorType-00339) */
    const spvrt_sampler *sampler;    /* COMBINED_IMAGE_SAMPLER and SAMPLER; else NULL */
} amber_bind;

/* One binding of a pipeline's descriptor set layouts (a BIND of the script
 * that is not a push constant). */
typedef struct amber_binding_decl {
    uint32_t descriptor_set, binding;
    uint32_t count; /* descriptorCount: 1, or the size of a BIND BUFFER_ARRAY / SAMPLER_ARRAY */
    amber_descriptor_kind kind;
} amber_binding_decl;

/* What pipeline_create gets: a validated module's compute entry point with
 * specialization constants, and the pipeline's interface as the script binds
 * it (a Vulkan backend gets the words through spvrt_module_write and builds
 * its set layouts from bindings). */
typedef struct amber_pipeline_desc {
    const char *name; /* the script's pipeline name (in messages) */
    const spvrt_module *module;
    const char *entry_point;
    const spvrt_specialization *specs;
    uint32_t spec_count;
    const amber_binding_decl *bindings;
    uint32_t binding_count;
    uint32_t push_constant_size; /* bytes of the push-constant buffer bound; 0: none */
    /* SUBGROUP (VK_EXT_subgroup_size_control, core in Vulkan 1.3), checked by the runner against the
     * backend's subgroup_size: VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT,
     * ..._ALLOW_VARYING_SUBGROUP_SIZE_BIT, VkPipelineShaderStageRequiredSubgroupSizeCreateInfo (0: none) */
    bool require_full_subgroups, allow_varying_subgroup_size;
    uint32_t required_subgroup_size;
} amber_pipeline_desc;

/* A ray-tracing pipeline (PIPELINE raytracing; VK_KHR_ray_tracing_pipeline, Vulkan "Ray Tracing
 * Pipelines").  The runner flattens USE_LIBRARY: a pipeline's groups are its own SHADER_GROUPs in order,
 * then each library's groups (recursively, in USE_LIBRARY order), so a group is one index into groups[]
 * whichever pipeline of the script declared it, and an SBT record names that index. */
#define AMBER_RT_UNUSED UINT32_MAX /* VK_SHADER_UNUSED_KHR */

typedef struct amber_rt_shader {
    const spvrt_module *module;      /* validated */
    const char *entry_point;
    uint32_t execution_model;        /* SpvExecutionModel: RayGenerationKHR, IntersectionKHR, AnyHitKHR,
                                        ClosestHitKHR, MissKHR, CallableKHR */
    const spvrt_specialization *specs;
    uint32_t spec_count;
    const char *name;                /* the script's shader name (in messages) */
} amber_rt_shader;

/* VkRayTracingShaderGroupTypeKHR */
typedef enum amber_rt_group_kind {
    AMBER_RT_GROUP_GENERAL = 0,              /* one ray generation, miss or callable shader */
    AMBER_RT_GROUP_TRIANGLES_HIT = 1,        /* closest hit and/or any hit, no intersection */
    AMBER_RT_GROUP_PROCEDURAL_HIT = 2        /* intersection, optional closest hit and any hit */
} amber_rt_group_kind;

typedef struct amber_rt_group {
    amber_rt_group_kind kind;
    uint32_t general, closest_hit, any_hit, intersection; /* indices into shaders[], or AMBER_RT_UNUSED */
} amber_rt_group;

typedef struct amber_rt_pipeline_desc {
    const char *name;                /* the script's pipeline name (in messages) */
    const amber_rt_shader *shaders;
    uint32_t shader_count;
    const amber_rt_group *groups;
    uint32_t group_count;
    const amber_binding_decl *bindings; /* the BINDs of the pipeline (a library's are its user's) */
    uint32_t binding_count;
    uint32_t push_constant_size;
    uint32_t max_recursion_depth;    /* MAX_RAY_RECURSION_DEPTH: maxPipelineRayRecursionDepth */
    uint32_t max_payload_size;       /* MAX_RAY_PAYLOAD_SIZE, MAX_RAY_HIT_ATTRIBUTE_SIZE: the library */
    uint32_t max_hit_attribute_size; /* interface (VkRayTracingPipelineInterfaceCreateInfoKHR); 0: none given */
} amber_rt_pipeline_desc;

/* One shader binding table of a RUN (SHADER_BINDING_TABLE): its records in order, each a group index
 * of the pipeline.  Amber's records carry no shader-record data (ShaderRecordBufferKHR reads zeros past
 * the handle: none). */
typedef struct amber_sbt {
    const uint32_t *groups;
    uint32_t count;                  /* 0: the table is absent (a zero VkStridedDeviceAddressRegionKHR) */
} amber_sbt;

enum { AMBER_SBT_RAYGEN = 0, AMBER_SBT_MISS = 1, AMBER_SBT_HIT = 2, AMBER_SBT_CALLABLE = 3, AMBER_SBT_COUNT = 4 };

/* PIPELINE execution_graph (VK_AMDX_shader_enqueue; docs/execution-graphs.md): one node per ATTACH, in order
 * (the node index of a dispatch is the ATTACH's position). */
typedef struct amber_graph_node {
    const spvrt_module *module;      /* validated */
    const char *entry_point;
    const spvrt_specialization *specs;
    uint32_t spec_count;
    const char *node_name;           /* NODE_NAME, or NULL */
    uint32_t node_index;             /* NODE_INDEX, or SPVRT_SHADER_INDEX_UNUSED */
} amber_graph_node;

typedef struct amber_graph_desc {
    const char *name;                /* the script's pipeline name (in messages) */
    const amber_graph_node *nodes;
    uint32_t node_count;
    const amber_binding_decl *bindings;
    uint32_t binding_count;
    uint32_t push_constant_size;
} amber_graph_desc;

/* dispatch_graph's scratch_size: the graph's maximum or minimum (else bytes), and its modes */
#define AMBER_GRAPH_SCRATCH_MAX 0u
#define AMBER_GRAPH_SCRATCH_MIN UINT64_MAX
enum { AMBER_GRAPH_HOST = 0, AMBER_GRAPH_INDIRECT = 1, AMBER_GRAPH_INDIRECT_COUNT = 2 };

/* One NODE of a DISPATCH_GRAPH: count payloads at stride (bytes NULL: no bytes, for empty payloads). */
typedef struct amber_graph_payloads {
    const char *node;
    uint32_t index;
    uint32_t count;
    const uint8_t *bytes;
    uint64_t stride;
    uint32_t line;                   /* of the NODE, for messages */
} amber_graph_payloads;

/* Where a backend sends what it has to say outside a failing call (a
 * validation-layer message): the runner prints it and counts it. */
typedef void (*amber_backend_log_fn)(void *user, const char *text);

typedef struct amber_backend_ops {
    const char *name; /* "cpu", "vulkan" (in messages) */
    /* A zero-filled buffer of size > 0 bytes.  id is the script's buffer
     * index (stable across COPY's re-creation): the CPU engine derives the
     * buffer's PhysicalStorageBuffer address from it. */
    spvrt_result (*buffer_create)(amber_backend *, uint32_t id, uint64_t size, amber_buffer **out);
    /* The buffer's bytes, valid until buffer_destroy; what the device wrote
     * is visible here once dispatch has returned. */
    uint8_t *(*buffer_host)(amber_buffer *);
    /* The buffer's device address (DEVICE_ADDRESS); 0 when the device gives
     * buffers no address (no bufferDeviceAddress). */
    uint64_t (*buffer_address)(amber_buffer *);
    void (*buffer_destroy)(amber_backend *, amber_buffer *);
    spvrt_result (*pipeline_create)(amber_backend *, const amber_pipeline_desc *desc, amber_pipeline **out);
    void (*pipeline_local_size)(const amber_pipeline *, uint32_t size[3]);
    void (*pipeline_destroy)(amber_backend *, amber_pipeline *);
    /* One RUN: bind, push constants, dispatch groups[], wait until done.
     * binds has one entry per descriptor (array element) of the pipeline's
     * bindings. */
    spvrt_result (*dispatch)(amber_backend *, const amber_pipeline *, const amber_bind *binds, uint32_t bind_count,
                             const void *push_constants, uint32_t push_constant_size, const uint32_t groups[3]);
    /* PIPELINE raytracing (NULL: the device has no ray-tracing pipelines, the RUN is not supported).
     * pipeline_local_size is not called for these; pipeline_destroy destroys them. */
    spvrt_result (*rt_pipeline_create)(amber_backend *, const amber_rt_pipeline_desc *desc, amber_pipeline **out);
    /* One RUN of a ray-tracing pipeline: bind as dispatch does, push constants, vkCmdTraceRaysKHR with the
     * tables sbts[AMBER_SBT_RAYGEN .. AMBER_SBT_CALLABLE] (the ray generation table has one record) over
     * size[0] x size[1] x size[2] launch indices, wait until done. */
    spvrt_result (*trace_rays)(amber_backend *, const amber_pipeline *, const amber_bind *binds, uint32_t bind_count,
                               const void *push_constants, uint32_t push_constant_size,
                               const amber_sbt sbts[AMBER_SBT_COUNT], const uint32_t size[3]);
    /* ACCELERATION_STRUCTURE BOTTOM_LEVEL: the geometries' arrays are read during the call only. */
    spvrt_result (*accel_create_bottom)(amber_backend *, const spvrt_geometry *geometries, uint32_t geometry_count,
                                        amber_accel **out);
    /* ACCELERATION_STRUCTURE TOP_LEVEL: instances[i].bottom is ignored, bottoms[i] is the instance's
     * bottom level (of this backend, alive as long as the top level).
     * Motion (VK_NV_ray_tracing_motion_blur): the seam carries no build flags; a bottom level is built with
     * motion when a geometry has vertices_t1, a top level when an instance has a motion type other than
     * SPVRT_INSTANCE_MOTION_NONE (every instance of a script's FLAGS MOTION top level has one, STATIC at
     * least; the script layer checked the flags). */
    spvrt_result (*accel_create_top)(amber_backend *, const spvrt_instance *instances,
                                     amber_accel *const *bottoms, uint32_t instance_count, amber_accel **out);
    void (*accel_destroy)(amber_backend *, amber_accel *);
    void (*destroy)(amber_backend *);
    /* PIPELINE execution_graph (NULL: the device has no execution graphs, the pipeline is not supported);
     * pipeline_destroy destroys it. */
    spvrt_result (*graph_create)(amber_backend *, const amber_graph_desc *desc, amber_pipeline **out);
    /* One RUN DISPATCH_GRAPH: bind as dispatch does, scratch memory of scratch_size bytes
     * (AMBER_GRAPH_SCRATCH_MIN / _MAX: the graph's minimum / maximum), initialized, then the payloads dispatched
     * from host memory or through device addresses (mode: AMBER_GRAPH_*), wait until done. */
    spvrt_result (*dispatch_graph)(amber_backend *, const amber_pipeline *, const amber_bind *binds,
                                   uint32_t bind_count, const void *push_constants, uint32_t push_constant_size,
                                   uint64_t scratch_size, uint32_t mode, const amber_graph_payloads *payloads,
                                   uint32_t payload_count);
} amber_backend_ops;

struct amber_backend {
    const amber_backend_ops *ops;
    spvrt_context *ctx;
    char device_name[256];  /* "spvrt CPU engine", "llvmpipe (LLVM 19.1.7, 256 bits)" */
    uint32_t subgroup_size; /* SubgroupSize of its compute shaders */
    /* The shader debugger (DEBUG; the CPU engine only): pipelines created while debug_symbols is set
     * can be traced, and a dispatch while trace is set traces that invocation (spvrt_dispatch.trace). */
    bool debug_symbols;
    const spvrt_debug_trace *trace;
    /* The trace of one launch index of trace_rays (the CPU engine; spvrt_rt_launch.on_trace): NULL: none. */
    void (*rt_trace_line)(void *user, const char *line);
    void *rt_trace_user;
    uint32_t rt_trace_index[3];
    uint32_t rt_window;             /* spvrt_rt_launch.window (the CPU engine) */
    /* the CPU engine under SPVRT_ENGINE_JIT: compute pipelines compiled, and left to the interpreter (the
       first one's reason) */
    uint32_t jit_compiled, jit_interpreted;
    double jit_compile_ms;
    char jit_why[256];
    uint32_t rt_reorder;            /* spvrt_rt_launch.reorder (the CPU engine) */
    spvrt_rt_stats *rt_stats;       /* trace_rays fills it (the CPU engine), or NULL */
    uint32_t graph_schedule;        /* spvrt_graph_run.schedule and seed (the CPU engine) */
    uint64_t graph_seed;
    spvrt_graph_stats *graph_stats; /* dispatch_graph fills it (the CPU engine), or NULL */
    uint64_t graph_scratch_bytes;   /* dispatch_graph: the scratch size it used */
};

/* spvrt's CPU engine.  buffer_count bounds the ids of buffer_create;
 * threads, subgroup_size, max_steps and engine as in spvrt_amber_options.  NULL when
 * out of memory. */
amber_backend *amber_cpu_backend_create(spvrt_context *ctx, uint32_t buffer_count, uint32_t threads,
                                        uint32_t subgroup_size, uint64_t max_steps, bool debug, uint32_t engine);

/* The options of a Vulkan backend (docs/vulkan-backend.md, sections 2 and 3). */
typedef struct amber_vulkan_options {
    const char *selector;      /* NULL or "": the first device; "N": the Nth of vkEnumeratePhysicalDevices;
                                  otherwise a case-insensitive substring of deviceName (one match only) */
    uint32_t api_version;      /* the script's target environment, as spvrt_target_env.api_version:
                                  (major << 16) | (minor << 8) */
    /* What the script asks for: DEVICE_FEATURE names (AmberScript spelling: "shaderFloat64",
     * "Float16Int8Features.shaderFloat16", "SubgroupSupportedOperations.ballot"), DEVICE_EXTENSION and
     * INSTANCE_EXTENSION names. */
    const char *const *features;
    uint32_t feature_count;
    const char *const *extensions;
    uint32_t extension_count;
    const char *const *instance_extensions;
    uint32_t instance_extension_count;
    /* The script's validated modules: each is validated again against the device's profile (the runtime
     * rules ENV-005/ENV-007 name what the device lacks), and their capabilities and extensions decide what
     * is enabled. */
    const spvrt_module *const *modules;
    const char *const *module_names; /* shader names, for messages */
    uint32_t module_count;
    uint32_t fence_timeout_ms;       /* 0: 10000 */
    /* The script has ACCELERATION_STRUCTURE commands: VK_KHR_acceleration_structure (and what it requires,
     * VK_KHR_deferred_host_operations, bufferDeviceAddress), the feature accelerationStructure and, when the
     * device offers it, VK_KHR_ray_query are enabled; a device without them is SPVRT_ERROR_UNSUPPORTED.
     * (A module with the RayQueryKHR capability enables them too.) */
    bool acceleration_structures;
    /* The script has ray-tracing pipelines (PIPELINE raytracing): VK_KHR_ray_tracing_pipeline (and what it
     * requires: VK_KHR_acceleration_structure as above, VK_KHR_spirv_1_4) with the feature rayTracingPipeline
     * are enabled, and the ops rt_pipeline_create / trace_rays work; a device without them is
     * SPVRT_ERROR_UNSUPPORTED. */
    bool ray_tracing_pipelines;
    /* The script has motion acceleration structures (VK_NV_ray_tracing_motion_blur: motion instances,
     * triangle vertex motion; issue 18): the Vulkan backend does not build them yet and refuses the script
     * (SPVRT_ERROR_UNSUPPORTED, named).  Shaders that use OpTraceRayMotionNV on static structures run. */
    bool motion_structures;
    /* Device extensions treated as absent (reproducing a device that lacks them; tests). */
    const char *const *hidden_extensions;
    uint32_t hidden_extension_count;
    bool validation_layer;           /* enable VK_LAYER_KHRONOS_validation; its messages go to log */
    amber_backend_log_fn log;
    void *log_user;
} amber_vulkan_options;

/* A Vulkan device.  Returns SPVRT_SUCCESS and *out, or: SPVRT_ERROR_NO_DEVICE (no loader, no device, no
 * device matching the selector, or built without SPVRT_HAVE_VULKAN), SPVRT_ERROR_UNSUPPORTED (one error
 * diagnostic per feature, extension or limit the device lacks), SPVRT_ERROR_OUT_OF_MEMORY; with
 * diagnostics on ctx. */
spvrt_result amber_vulkan_backend_create(spvrt_context *ctx, const amber_vulkan_options *options,
                                         amber_backend **out);

#endif
