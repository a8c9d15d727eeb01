/* The Vulkan backend's private header (src/vulkan/; docs/vulkan-backend.md sections 2 to 4, 8 and 9): what
 * its files share.  The backend implements the device seam (src/device/device.h) on a Vulkan driver:
 *   instance.c  the loader, the instance and its validation messenger, the physical device; messages
 *   device.c    the logical device with the features and extensions the script and its modules need;
 *               teardown, the ops table, amber_vulkan_backend_create (also without the Vulkan headers)
 *   memory.c    buffers in host-visible memory, and the backend's own device-address buffers
 *   images.c    the images, image views, texel-buffer views and samplers behind one dispatch's descriptors,
 *               and the copies between images and the buffers that hold their texels
 *   ms_copy.c   the compute shader that copies multisampled images (assembled, needs no Vulkan headers)
 *   compute.c   compute pipelines (set layouts, specialization) and one RUN (descriptor sets, dispatch)
 *   accel.c     acceleration structures (VK_KHR_acceleration_structure)
 *   raytracing.c ray-tracing pipelines (VK_KHR_ray_tracing_pipeline): shader groups, group handles, the shader
 *               binding table of one RUN, vkCmdTraceRaysKHR
 * Every Vulkan entry point is reached through vkGetInstanceProcAddr / vkGetDeviceProcAddr from the loader
 * that instance.c opens with dlopen ("Command Function Pointers"), so libspvrt never links libvulkan. */
#ifndef SPVRT_VULKAN_INTERNAL_H
#define SPVRT_VULKAN_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../core/core.h"
#include "../device/device.h"

/* The Vulkan backend's copy between a multisampled image and its buffer (ms_copy.c): the SPIR-V of the
 * compute shader for texels of texel_bytes (1, 2, 4, 8 or 16) bytes, assembled with ctx's allocator (free
 * *words with spvrt_free); SPVRT_ERROR_INVALID_ARGUMENT for another size.  amber_ms_copy_view_format: the
 * VkFormat of the storage view it reads and writes (R8/R16/R32/R32G32/R32G32B32A32_UINT), 0 for another size. */
spvrt_result amber_ms_copy_shader(spvrt_context *ctx, uint32_t texel_bytes, uint32_t **words, size_t *word_count);
uint32_t amber_ms_copy_view_format(uint32_t texel_bytes);

#ifdef SPVRT_HAVE_VULKAN

#include <vulkan/vulkan_core.h>

#include "vk_missing.h" /* what the installed headers lack, from the Vulkan specification */

/* ---- entry points ---------------------------------------------------------------- */

/* Global commands (vkGetInstanceProcAddr with a NULL instance). */
#define VK_GLOBAL_FUNCTIONS(X)                                                                                        \
    X(vkCreateInstance)                                                                                               \
    X(vkEnumerateInstanceExtensionProperties)                                                                         \
    X(vkEnumerateInstanceLayerProperties)

#define VK_INSTANCE_FUNCTIONS(X)                                                                                      \
    X(vkDestroyInstance)                                                                                              \
    X(vkEnumeratePhysicalDevices)                                                                                     \
    X(vkGetPhysicalDeviceProperties)                                                                                  \
    X(vkGetPhysicalDeviceProperties2)                                                                                 \
    X(vkGetPhysicalDeviceFeatures2)                                                                                   \
    X(vkGetPhysicalDeviceQueueFamilyProperties)                                                                       \
    X(vkGetPhysicalDeviceMemoryProperties)                                                                            \
    X(vkGetPhysicalDeviceFormatProperties)                                                                            \
    X(vkGetPhysicalDeviceImageFormatProperties)                                                                       \
    X(vkEnumerateDeviceExtensionProperties)                                                                           \
    X(vkCreateDevice)                                                                                                 \
    X(vkGetDeviceProcAddr)

#define VK_DEVICE_FUNCTIONS(X)                                                                                        \
    X(vkDestroyDevice)                                                                                                \
    X(vkGetDeviceQueue)                                                                                               \
    X(vkDeviceWaitIdle)                                                                                               \
    X(vkCreateBuffer)                                                                                                 \
    X(vkDestroyBuffer)                                                                                                \
    X(vkGetBufferMemoryRequirements)                                                                                  \
    X(vkAllocateMemory)                                                                                               \
    X(vkFreeMemory)                                                                                                   \
    X(vkBindBufferMemory)                                                                                             \
    X(vkMapMemory)                                                                                                    \
    X(vkUnmapMemory)                                                                                                  \
    X(vkCreateShaderModule)                                                                                           \
    X(vkDestroyShaderModule)                                                                                          \
    X(vkCreateDescriptorSetLayout)                                                                                    \
    X(vkDestroyDescriptorSetLayout)                                                                                   \
    X(vkCreatePipelineLayout)                                                                                         \
    X(vkDestroyPipelineLayout)                                                                                        \
    X(vkCreateComputePipelines)                                                                                       \
    X(vkDestroyPipeline)                                                                                              \
    X(vkCreateDescriptorPool)                                                                                         \
    X(vkDestroyDescriptorPool)                                                                                        \
    X(vkAllocateDescriptorSets)                                                                                       \
    X(vkUpdateDescriptorSets)                                                                                         \
    X(vkCreateCommandPool)                                                                                            \
    X(vkDestroyCommandPool)                                                                                           \
    X(vkAllocateCommandBuffers)                                                                                       \
    X(vkResetCommandBuffer)                                                                                           \
    X(vkBeginCommandBuffer)                                                                                           \
    X(vkEndCommandBuffer)                                                                                             \
    X(vkCmdBindPipeline)                                                                                              \
    X(vkCmdBindDescriptorSets)                                                                                        \
    X(vkCmdPushConstants)                                                                                             \
    X(vkCmdDispatch)                                                                                                  \
    X(vkCmdPipelineBarrier)                                                                                           \
    X(vkCmdCopyBufferToImage)                                                                                         \
    X(vkCmdCopyImageToBuffer)                                                                                         \
    X(vkCreateImage)                                                                                                  \
    X(vkDestroyImage)                                                                                                 \
    X(vkGetImageMemoryRequirements)                                                                                   \
    X(vkBindImageMemory)                                                                                              \
    X(vkCreateImageView)                                                                                              \
    X(vkDestroyImageView)                                                                                             \
    X(vkCreateBufferView)                                                                                             \
    X(vkDestroyBufferView)                                                                                            \
    X(vkCreateSampler)                                                                                                \
    X(vkDestroySampler)                                                                                               \
    X(vkQueueSubmit)                                                                                                  \
    X(vkCreateFence)                                                                                                  \
    X(vkDestroyFence)                                                                                                 \
    X(vkResetFences)                                                                                                  \
    X(vkWaitForFences)

#define DECLARE_FN(name) PFN_##name name;

typedef struct vk_functions {
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
    PFN_vkEnumerateInstanceVersion vkEnumerateInstanceVersion; /* NULL: a 1.0 loader */
    VK_GLOBAL_FUNCTIONS(DECLARE_FN)
    VK_INSTANCE_FUNCTIONS(DECLARE_FN)
    PFN_vkCreateDebugUtilsMessengerEXT vkCreateDebugUtilsMessengerEXT;
    PFN_vkDestroyDebugUtilsMessengerEXT vkDestroyDebugUtilsMessengerEXT;
    VK_DEVICE_FUNCTIONS(DECLARE_FN)
    PFN_vkGetBufferDeviceAddress vkGetBufferDeviceAddress; /* NULL unless bufferDeviceAddress is enabled */
    /* VK_KHR_acceleration_structure: NULL unless it is enabled */
    PFN_vkCreateAccelerationStructureKHR vkCreateAccelerationStructureKHR;
    PFN_vkDestroyAccelerationStructureKHR vkDestroyAccelerationStructureKHR;
    PFN_vkGetAccelerationStructureBuildSizesKHR vkGetAccelerationStructureBuildSizesKHR;
    PFN_vkGetAccelerationStructureDeviceAddressKHR vkGetAccelerationStructureDeviceAddressKHR;
    PFN_vkCmdBuildAccelerationStructuresKHR vkCmdBuildAccelerationStructuresKHR;
    /* VK_KHR_ray_tracing_pipeline: NULL unless it is enabled */
    PFN_vkCreateRayTracingPipelinesKHR vkCreateRayTracingPipelinesKHR;
    PFN_vkGetRayTracingShaderGroupHandlesKHR vkGetRayTracingShaderGroupHandlesKHR;
    PFN_vkCmdTraceRaysKHR vkCmdTraceRaysKHR;
} vk_functions;

/* ---- objects ------------------------------------------------------------------- */

struct amber_buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    uint8_t *host;
    uint64_t size;
    uint64_t address;
    amber_buffer *prev, *next; /* the backend's live buffers */
};

/* A buffer the backend itself uses (acceleration-structure storage, build inputs, scratch): memory
 * allocated with VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT, mapped when host-visible. */
typedef struct vk_raw_buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    uint8_t *host; /* NULL when not mapped */
    uint64_t address;
} vk_raw_buffer;

struct amber_accel {
    VkAccelerationStructureKHR handle;
    vk_raw_buffer storage;
    uint64_t address; /* vkGetAccelerationStructureDeviceAddressKHR */
    bool top;
    amber_accel *prev, *next; /* the backend's live acceleration structures */
};

#define DESCRIPTOR_KINDS ((uint32_t)AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE + 1)

typedef struct vk_set {
    VkDescriptorSetLayout layout;
    uint32_t count[DESCRIPTOR_KINDS]; /* descriptors of each amber_descriptor_kind */
} vk_set;

struct amber_pipeline {
    char name[64];
    VkPipelineBindPoint bind_point;    /* COMPUTE, or RAY_TRACING_KHR (raytracing.c) */
    VkShaderStageFlags stages;         /* of its set layouts and push-constant range */
    VkPipelineStageFlags shader_stage; /* where its shaders run (the barriers around them) */
    VkShaderModule shader;
    VkPipelineLayout layout;
    VkPipeline pipeline;
    vk_set *sets; /* by set number, 0..set_count-1 (gaps: empty layouts) */
    uint32_t set_count;
    amber_binding_decl *bindings;
    uint32_t binding_count;
    uint32_t push_size; /* the push-constant range's size (multiple of 4), 0: none */
    uint32_t local_size[3];
    /* a ray-tracing pipeline: its shader modules (one per amber_rt_shader) and the handles of its groups
     * (vkGetRayTracingShaderGroupHandlesKHR: group_count x shaderGroupHandleSize bytes) */
    VkShaderModule *rt_shaders;
    uint32_t rt_shader_count;
    uint8_t *group_handles;
    uint32_t group_count;
    amber_pipeline *prev, *next;
};

typedef struct vk_backend {
    amber_backend base;
    vk_functions fn;
    void *library;
    VkInstance instance;
    VkDebugUtilsMessengerEXT messenger;
    VkPhysicalDevice physical;
    VkPhysicalDeviceProperties properties;
    VkPhysicalDeviceMemoryProperties memory;
    uint32_t api_version; /* the device's, VK_MAKE_API_VERSION(0, 1, minor, 0) */
    uint32_t queue_family;
    VkDevice device;
    VkQueue queue;
    VkCommandPool command_pool;
    VkCommandBuffer command_buffer;
    VkFence fence;
    bool buffer_device_address;
    uint32_t memory_type; /* HOST_VISIBLE | HOST_COHERENT */
    bool lost;            /* VK_ERROR_DEVICE_LOST or a fence timeout: only destruction remains, and not even that */
    uint32_t fence_timeout_ms;
    amber_backend_log_fn log;
    void *log_user;
    amber_buffer *buffers;
    amber_pipeline *pipelines;
    amber_buffer *null_buffer; /* bound for a descriptor of an empty buffer */
    /* VK_KHR_acceleration_structure and VK_KHR_ray_query enabled (docs/vulkan-backend.md, section 8) */
    bool accel;
    VkPhysicalDeviceAccelerationStructurePropertiesKHR accel_props;
    amber_accel *accels;
    /* VK_KHR_ray_tracing_pipeline and its feature rayTracingPipeline enabled (amber_vulkan_options.
     * ray_tracing_pipelines; docs/vulkan-backend.md, section 10) */
    bool ray_tracing;
    VkPhysicalDeviceRayTracingPipelinePropertiesKHR rt_props;
    /* VK_NV_ray_tracing_motion_blur and its feature rayTracingMotionBlur enabled (device.c,
     * check_reorder_motion_needs): a ray-tracing pipeline whose modules declare RayTracingMotionBlurNV is
     * created with VK_PIPELINE_CREATE_RAY_TRACING_ALLOW_MOTION_BIT_NV (raytracing.c) */
    bool motion_blur;
    /* multisampled images: shaderStorageImageMultisample enabled, and the copy pipelines between such an image
     * and its buffer (ms_copy.c), made when first needed, one per texel size 1, 2, 4, 8, 16 */
    bool storage_image_multisample;
    VkDescriptorSetLayout ms_set_layout;
    VkPipelineLayout ms_layout;
    VkPipeline ms_pipelines[5];
} vk_backend;

/* ---- module facts (from its words; device.c) ----------------------------------- */

typedef struct module_words {
    uint32_t *words;
    size_t count;
} module_words;

/* the SPIR-V opcodes, decorations, built-ins and execution modes read from a module's words */
#define OP_EXTENSION 10u
#define OP_ENTRY_POINT 15u
#define OP_EXECUTION_MODE 16u
#define OP_CAPABILITY 17u
#define CAPABILITY_RAY_TRACING_MOTION_BLUR_NV 5341u
#define OP_TYPE_BOOL 20u
#define OP_TYPE_INT 21u
#define OP_TYPE_FLOAT 22u
#define OP_CONSTANT 43u
#define OP_SPEC_CONSTANT_TRUE 48u
#define OP_SPEC_CONSTANT_FALSE 49u
#define OP_SPEC_CONSTANT 50u
#define OP_SPEC_CONSTANT_COMPOSITE 51u
#define OP_CONSTANT_COMPOSITE 44u
#define OP_DECORATE 71u
#define OP_EXECUTION_MODE_ID 331u
#define DECORATION_BUILTIN 11u
#define DECORATION_SPEC_ID 1u
#define BUILTIN_WORKGROUP_SIZE 25u
#define EXECUTION_MODE_LOCAL_SIZE 17u
#define EXECUTION_MODE_LOCAL_SIZE_ID 38u

/* ---- string sets (instance.c) -------------------------------------------------- */

typedef struct name_list {
    const char **names;
    uint32_t count, capacity;
} name_list;

/* ---- images, texel buffers and samplers of one dispatch (images.c) ---------------- */

/* An image made for one dispatch from the buffer that holds its texels. */
typedef struct vk_image {
    amber_buffer *buffer; /* the script's buffer (one image per buffer in a dispatch) */
    const spvrt_image *desc;
    VkImage image;
    VkDeviceMemory memory;
    VkImageUsageFlags usage;
    VkImageCreateFlags flags;
    /* a multisampled image: filled and read back by the copy shader of ms_copy.c (ms_copy_prepare) */
    bool multisampled;
    bool extended_usage;     /* VK_IMAGE_CREATE_EXTENDED_USAGE_BIT: each view names its own usage */
    uint32_t texel_bytes;
    uint32_t texels;         /* width * height * samples */
    uint32_t groups[2];      /* the copy's work groups, 64 invocations each */
    uint64_t words_range;    /* bytes of the buffer the copy reads and writes, whole words */
    VkPipeline copy_pipeline;
    VkImageView copy_view;   /* its storage view of amber_ms_copy_view_format */
    VkDescriptorSet copy_set;
} vk_image;

typedef struct vk_dispatch_objects {
    vk_image *images;
    uint32_t image_count;
    uint32_t *image_of;          /* per bind: index into images, UINT32_MAX: none */
    VkImageView *views;          /* per bind */
    VkBufferView *buffer_views;  /* per bind */
    VkSampler *samplers;         /* per bind */
    VkDescriptorPool copy_pool;  /* the copy sets of the multisampled images */
    VkPipelineStageFlags shader_stage; /* the pipeline's shader_stage: where the images are used */
} vk_dispatch_objects;

/* ---- what one file gives the others: instance.c ------------------------------------------------ */

void vk_error(spvrt_context *ctx, const char *fmt, ...) SPVRT_PRINTF(2, 3);
spvrt_result vk_failed(vk_backend *b, VkResult r, const char *what, const char *call);
spvrt_result vk_refuse_if_lost(vk_backend *b, const char *what);
bool vk_list_has(const name_list *l, const char *name);
bool vk_list_add(spvrt_context *ctx, name_list *l, const char *name);
spvrt_result vk_create_instance(vk_backend *b, const amber_vulkan_options *o, uint32_t *missing);
spvrt_result vk_select_device(vk_backend *b, const char *selector);

/* ---- device.c ------------------------------------------------------------------ */

bool vk_module_words_get(spvrt_context *ctx, const spvrt_module *module, module_words *mw);
bool vk_next_instruction(const module_words *mw, size_t *at, uint32_t *opcode, uint32_t *length);

/* ---- memory.c: the seam's buffers, and the backend's own ----------------------- */

spvrt_result vk_buffer_create(amber_backend *base, uint32_t id, uint64_t size, amber_buffer **out);
uint8_t *vk_buffer_host(amber_buffer *buf);
uint64_t vk_buffer_address(amber_buffer *buf);
void vk_buffer_destroy(amber_backend *base, amber_buffer *buf);
void vk_raw_buffer_free(vk_backend *b, vk_raw_buffer *rb);
spvrt_result vk_raw_buffer_create(vk_backend *b, uint64_t size, VkBufferUsageFlags usage, bool mappable,
                                  const char *what, vk_raw_buffer *rb);

/* ---- images.c ------------------------------------------------------------------ */

VkDescriptorType vk_descriptor_type(amber_descriptor_kind k);
spvrt_result vk_dispatch_objects_create(vk_backend *b, const amber_bind *binds, uint32_t bind_count,
                                        const amber_pipeline *p, vk_dispatch_objects *o, const char *what);
void vk_dispatch_objects_free(vk_backend *b, vk_dispatch_objects *o, uint32_t bind_count);
void vk_record_image_copies(vk_backend *b, VkCommandBuffer cb, const vk_dispatch_objects *o, bool upload);
void vk_record_ms_copies(vk_backend *b, VkCommandBuffer cb, const vk_dispatch_objects *o, bool upload);

/* ---- compute.c ----------------------------------------------------------------- */

spvrt_result vk_pipeline_create(amber_backend *base, const amber_pipeline_desc *desc, amber_pipeline **out);
void vk_pipeline_local_size(const amber_pipeline *p, uint32_t size[3]);
void vk_pipeline_destroy(amber_backend *base, amber_pipeline *p);
void vk_pipeline_release(vk_backend *b, amber_pipeline *p);
spvrt_result vk_pipeline_finish(vk_backend *b, amber_pipeline *p, spvrt_result res, const char *what,
                                amber_pipeline **out);
const amber_binding_decl *vk_find_decl(const amber_pipeline *p, uint32_t set, uint32_t binding);
spvrt_result vk_dispatch(amber_backend *base, const amber_pipeline *p, const amber_bind *binds, uint32_t bind_count,
                         const void *push_constants, uint32_t push_constant_size, const uint32_t groups[3]);
spvrt_result vk_pipeline_layout_create(vk_backend *b, amber_pipeline *p, const amber_binding_decl *bindings,
                                       uint32_t binding_count, uint32_t push_constant_size, const char *what);
bool vk_specialization_build(spvrt_context *ctx, const module_words *mw, const spvrt_specialization *specs,
                             uint32_t spec_count, VkSpecializationInfo *info);
void vk_specialization_free(spvrt_context *ctx, VkSpecializationInfo *info);
/* Records the work of one RUN (vkCmdDispatch, vkCmdTraceRaysKHR) after the pipeline and its sets are bound. */
typedef void (*vk_record_fn)(vk_backend *b, VkCommandBuffer cb, const amber_pipeline *p, const void *user);
spvrt_result vk_run_pipeline(vk_backend *b, const amber_pipeline *p, const amber_bind *binds, uint32_t bind_count,
                             const void *push_constants, uint32_t push_constant_size, const char *what,
                             vk_record_fn record, const void *user);

/* ---- raytracing.c -------------------------------------------------------------- */

spvrt_result vk_rt_pipeline_create(amber_backend *base, const amber_rt_pipeline_desc *desc, amber_pipeline **out);
spvrt_result vk_trace_rays(amber_backend *base, const amber_pipeline *p, const amber_bind *binds, uint32_t bind_count,
                           const void *push_constants, uint32_t push_constant_size,
                           const amber_sbt sbts[AMBER_SBT_COUNT], const uint32_t size[3]);

/* ---- accel.c ------------------------------------------------------------------- */

spvrt_result vk_accel_create_bottom(amber_backend *base, const spvrt_geometry *geometries, uint32_t geometry_count,
                                    amber_accel **out);
spvrt_result vk_accel_create_top(amber_backend *base, const spvrt_instance *instances, amber_accel *const *bottoms,
                                 uint32_t instance_count, amber_accel **out);
void vk_accel_destroy(amber_backend *base, amber_accel *a);

#endif /* SPVRT_HAVE_VULKAN */

#endif
