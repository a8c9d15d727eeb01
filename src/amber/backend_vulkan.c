/* The AmberScript runner's Vulkan backend (backend.h; docs/vulkan-backend.md
 * sections 2 to 4): buffers in host-visible, host-coherent memory kept
 * mapped, one compute pipeline per script pipeline, one submission per RUN.
 *
 * The loader is reached with dlopen("libvulkan.so.1") and every other entry
 * point through vkGetInstanceProcAddr / vkGetDeviceProcAddr ("Command
 * Function Pointers"), so libspvrt never needs libvulkan to load (section 4).
 * Without the Vulkan headers at build time (no SPVRT_HAVE_VULKAN) only the
 * constructor exists and says so.
 *
 * What the device is asked for (section 3): every feature member the device
 * supports, in VkPhysicalDeviceFeatures2 + VkPhysicalDeviceVulkan11/12/13Features
 * up to its API version and the structures of the extensions enabled, except
 * the robustness members (they change what out-of-bounds accesses give)
 * unless the script names them; the extensions are only those the script
 * names and those its modules' capabilities and SPIR-V extensions need. */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include "../device/device.h"
#include "../core/core.h"

#ifndef SPVRT_HAVE_VULKAN

spvrt_result amber_vulkan_backend_create(spvrt_context *ctx, const amber_vulkan_options *options, amber_backend **out)
{
    (void)options;
    if (out)
        *out = NULL;
    if (!ctx)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.instruction_index = UINT32_MAX;
    spvrt_diag(ctx, &where,
               "spvrt was built without Vulkan support (no vulkan/vulkan.h at build time, or SPVRT_VULKAN=OFF)");
    return SPVRT_ERROR_NO_DEVICE;
}

#else

#include <dlfcn.h>

#include <vulkan/vulkan_core.h>

#include "../val/profile.h"
#include "vulkan_features.h"

/* Newer than the 1.3.239 headers (vk.xml: VK_KHR_shader_subgroup_rotate). */
#define SUBGROUP_FEATURE_ROTATE_BIT 0x00000200u
#define SUBGROUP_FEATURE_ROTATE_CLUSTERED_BIT 0x00000400u

#define DEFAULT_FENCE_TIMEOUT_MS 10000u

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

/* The VkDescriptorType of a BIND ("Descriptor Types"). */
static VkDescriptorType vk_descriptor_type(amber_descriptor_kind k)
{
    switch (k) {
    case AMBER_DESCRIPTOR_STORAGE_BUFFER: return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    case AMBER_DESCRIPTOR_UNIFORM_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    case AMBER_DESCRIPTOR_STORAGE_BUFFER_DYNAMIC: return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER_DYNAMIC;
    case AMBER_DESCRIPTOR_UNIFORM_BUFFER_DYNAMIC: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC;
    case AMBER_DESCRIPTOR_STORAGE_TEXEL_BUFFER: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    case AMBER_DESCRIPTOR_UNIFORM_TEXEL_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case AMBER_DESCRIPTOR_STORAGE_IMAGE: return VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
    case AMBER_DESCRIPTOR_SAMPLED_IMAGE: return VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
    case AMBER_DESCRIPTOR_COMBINED_IMAGE_SAMPLER: return VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
    case AMBER_DESCRIPTOR_SAMPLER: return VK_DESCRIPTOR_TYPE_SAMPLER;
    case AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE: return VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR;
    }
    return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
}

struct amber_pipeline {
    char name[64];
    VkShaderModule shader;
    VkPipelineLayout layout;
    VkPipeline pipeline;
    vk_set *sets; /* by set number, 0..set_count-1 (gaps: empty layouts) */
    uint32_t set_count;
    amber_binding_decl *bindings;
    uint32_t binding_count;
    uint32_t push_size; /* the push-constant range's size (multiple of 4), 0: none */
    uint32_t local_size[3];
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
    /* multisampled images: shaderStorageImageMultisample enabled, and the copy pipelines between such an image
     * and its buffer (ms_copy.c), made when first needed, one per texel size 1, 2, 4, 8, 16 */
    bool storage_image_multisample;
    VkDescriptorSetLayout ms_set_layout;
    VkPipelineLayout ms_layout;
    VkPipeline ms_pipelines[5];
} vk_backend;

/* ---- messages ------------------------------------------------------------------ */

static const char *result_name(VkResult r)
{
    switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_NOT_READY: return "VK_NOT_READY";
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_INCOMPLETE: return "VK_INCOMPLETE";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_MEMORY_MAP_FAILED: return "VK_ERROR_MEMORY_MAP_FAILED";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_TOO_MANY_OBJECTS: return "VK_ERROR_TOO_MANY_OBJECTS";
    case VK_ERROR_FORMAT_NOT_SUPPORTED: return "VK_ERROR_FORMAT_NOT_SUPPORTED";
    case VK_ERROR_FRAGMENTED_POOL: return "VK_ERROR_FRAGMENTED_POOL";
    case VK_ERROR_OUT_OF_POOL_MEMORY: return "VK_ERROR_OUT_OF_POOL_MEMORY";
    case VK_ERROR_INVALID_SHADER_NV: return "VK_ERROR_INVALID_SHADER_NV";
    case VK_PIPELINE_COMPILE_REQUIRED: return "VK_PIPELINE_COMPILE_REQUIRED";
    default: return "VkResult (unnamed)";
    }
}

/* The spvrt_result of a failed VkResult (docs/vulkan-backend.md, section 1's table). */
static spvrt_result map_result(VkResult r)
{
    switch (r) {
    case VK_ERROR_OUT_OF_HOST_MEMORY:
    case VK_ERROR_OUT_OF_DEVICE_MEMORY:
    case VK_ERROR_OUT_OF_POOL_MEMORY:
    case VK_ERROR_FRAGMENTED_POOL:
    case VK_ERROR_TOO_MANY_OBJECTS: return SPVRT_ERROR_OUT_OF_MEMORY;
    case VK_ERROR_DEVICE_LOST:
    case VK_TIMEOUT: return SPVRT_ERROR_DEVICE_LOST;
    case VK_ERROR_FEATURE_NOT_PRESENT:
    case VK_ERROR_EXTENSION_NOT_PRESENT:
    case VK_ERROR_LAYER_NOT_PRESENT:
    case VK_ERROR_FORMAT_NOT_SUPPORTED: return SPVRT_ERROR_UNSUPPORTED;
    case VK_ERROR_INITIALIZATION_FAILED:
    case VK_ERROR_INCOMPATIBLE_DRIVER: return SPVRT_ERROR_NO_DEVICE;
    default: return SPVRT_ERROR_UNSUPPORTED;
    }
}

static void error_on(spvrt_context *ctx, const char *fmt, ...) SPVRT_PRINTF(2, 3);
static void error_on(spvrt_context *ctx, const char *fmt, ...)
{
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.instruction_index = UINT32_MAX;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(ctx, &where, fmt, ap);
    va_end(ap);
}

/* A failed Vulkan call: the diagnostic names what failed, the call and its result.  Device loss is
 * recorded: after it the backend refuses everything ("Lost Device", #devsandqueues-lost-device). */
static spvrt_result vk_failed(vk_backend *b, VkResult r, const char *what, const char *call)
{
    error_on(b->base.ctx, "%s failed: %s returned %s%s", what, call, result_name(r),
             r == VK_ERROR_DEVICE_LOST ? " (device lost)" : "");
    if (r == VK_ERROR_DEVICE_LOST)
        b->lost = true;
    return map_result(r);
}

static spvrt_result refuse_if_lost(vk_backend *b, const char *what)
{
    if (!b->lost)
        return SPVRT_SUCCESS;
    error_on(b->base.ctx, "%s: the Vulkan device was lost earlier (device lost); nothing more runs on it", what);
    return SPVRT_ERROR_DEVICE_LOST;
}

static bool same_ignoring_case(char a, char c)
{
    if (a >= 'A' && a <= 'Z')
        a = (char)(a - 'A' + 'a');
    if (c >= 'A' && c <= 'Z')
        c = (char)(c - 'A' + 'a');
    return a == c;
}

static bool contains_ignoring_case(const char *text, const char *part)
{
    size_t n = strlen(part);
    for (; *text; text++) {
        size_t k = 0;
        while (k < n && text[k] && same_ignoring_case(text[k], part[k]))
            k++;
        if (k == n)
            return true;
    }
    return n == 0;
}

/* ---- tables ------------------------------------------------------------------ */

static int struct_index(const char *name)
{
    uint32_t lo = 0, hi = SPVRT_VK_FEATURE_STRUCT_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(spvrt_vk_feature_structs[mid].name, name);
        if (c == 0)
            return (int)mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    lo = 0;
    hi = SPVRT_VK_FEATURE_ALIAS_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(spvrt_vk_feature_aliases[mid].alias, name);
        if (c == 0)
            return spvrt_vk_feature_aliases[mid].structure;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* Member index (into spvrt_vk_feature_members) of structure s, or -1. */
static int member_index(int s, const char *member)
{
    const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[s];
    for (uint32_t k = 0; k < fs->member_count; k++)
        if (strcmp(spvrt_vk_feature_members[fs->first_member + k].name, member) == 0)
            return (int)(fs->first_member + k);
    return -1;
}

static const spvrt_vk_device_extension *device_extension_row(const char *name)
{
    uint32_t lo = 0, hi = SPVRT_VK_DEVICE_EXTENSION_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(spvrt_vk_device_extensions[mid].extension, name);
        if (c == 0)
            return &spvrt_vk_device_extensions[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* Whether the device's API version includes the extension (promoted to core). */
static bool core_at(const char *extension, uint32_t api)
{
    const spvrt_vk_device_extension *row = device_extension_row(extension);
    return row && row->core && row->core <= api;
}

static bool is_vulkan_nn(const spvrt_vk_feature_struct *fs)
{
    return strcmp(fs->name, "VkPhysicalDeviceVulkan11Features") == 0 ||
           strcmp(fs->name, "VkPhysicalDeviceVulkan12Features") == 0 ||
           strcmp(fs->name, "VkPhysicalDeviceVulkan13Features") == 0;
}

/* Whether the validator knows name as a feature or property (kind FEATURE / PROPERTY) or a subgroup
 * operation bit (SUBGROUP_OP): spvrt_device_profile_enable_feature takes those. */
static bool known_to_validator(const char *member)
{
    uint32_t lo = 0, hi = SPVRT_VK_KNOWN_NAME_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(spvrt_vk_known_names[mid].name, member);
        if (c == 0)
            return spvrt_vk_known_names[mid].kind == SPVRT_VK_REQ_FEATURE ||
                   spvrt_vk_known_names[mid].kind == SPVRT_VK_REQ_PROPERTY ||
                   spvrt_vk_known_names[mid].kind == SPVRT_VK_REQ_SUBGROUP_OP;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

/* ---- feature chains ------------------------------------------------------------ */

/* VkPhysicalDeviceFeatures2 and one structure per table row (NULL: not in the chain). */
typedef struct feature_chain {
    VkPhysicalDeviceFeatures2 head;
    void *blocks[SPVRT_VK_FEATURE_STRUCT_COUNT];
} feature_chain;

static bool chain_add(spvrt_context *ctx, feature_chain *c, uint32_t s)
{
    const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[s];
    if (fs->stype == 0 || c->blocks[s])
        return true;
    VkBaseOutStructure *block = spvrt_alloc_zero(ctx, 1, fs->size);
    if (!block)
        return false;
    block->sType = fs->stype;
    block->pNext = c->head.pNext;
    c->head.pNext = block;
    c->blocks[s] = block;
    return true;
}

static void chain_free(spvrt_context *ctx, feature_chain *c)
{
    for (uint32_t s = 0; s < SPVRT_VK_FEATURE_STRUCT_COUNT; s++)
        spvrt_free(ctx, c->blocks[s]);
    memset(c, 0, sizeof *c);
}

/* The member m of structure s in the chain, or NULL when s is not in it. */
static VkBool32 *chain_member(feature_chain *c, uint32_t s, uint32_t m)
{
    const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[s];
    uint8_t *base = fs->stype == 0 ? (uint8_t *)&c->head.features : (uint8_t *)c->blocks[s];
    return base ? (VkBool32 *)(void *)(base + spvrt_vk_feature_members[m].offset) : NULL;
}

/* Whether any queried structure says member is supported. */
static bool chain_supports(feature_chain *c, const char *member)
{
    for (uint32_t s = 0; s < SPVRT_VK_FEATURE_STRUCT_COUNT; s++) {
        int m = member_index((int)s, member);
        VkBool32 *v = m >= 0 ? chain_member(c, s, (uint32_t)m) : NULL;
        if (v && *v)
            return true;
    }
    return false;
}

/* ---- module facts (from its words) --------------------------------------------- */

typedef struct module_words {
    uint32_t *words;
    size_t count;
} module_words;

static bool module_words_get(spvrt_context *ctx, const spvrt_module *module, module_words *mw)
{
    uint8_t *bytes = NULL;
    size_t n = 0;
    mw->words = NULL;
    mw->count = 0;
    if (spvrt_module_write(module, &bytes, &n) != SPVRT_SUCCESS || n % 4 || n < 20)
        return false;
    mw->words = spvrt_alloc(ctx, n);
    if (!mw->words) {
        spvrt_free(ctx, bytes);
        return false;
    }
    memcpy(mw->words, bytes, n);
    spvrt_free(ctx, bytes);
    mw->count = n / 4;
    if (mw->words[0] == 0x03022307u) /* the other byte order: make it the host's */
        for (size_t k = 0; k < mw->count; k++) {
            uint32_t w = mw->words[k];
            mw->words[k] = (w >> 24) | ((w >> 8) & 0xFF00u) | ((w << 8) & 0xFF0000u) | (w << 24);
        }
    return true;
}

/* Iterate instructions: *at is the current instruction's first word; returns false at the end or on a
 * malformed length (the module was validated, so that does not happen). */
static bool next_instruction(const module_words *mw, size_t *at, uint32_t *opcode, uint32_t *length)
{
    if (*at >= mw->count)
        return false;
    *length = mw->words[*at] >> 16;
    *opcode = mw->words[*at] & 0xFFFFu;
    return *length > 0 && *at + *length <= mw->count;
}

#define OP_EXTENSION 10u
#define OP_ENTRY_POINT 15u
#define OP_EXECUTION_MODE 16u
#define OP_CAPABILITY 17u
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

/* The byte width of the specialization constant decorated SpecId spec_id: 4 for a bool (VkBool32), the
 * type's width / 8 otherwise; 0 when the module declares no such SpecId. */
static uint32_t spec_constant_size(const module_words *mw, uint32_t spec_id)
{
    uint32_t target = 0, opcode, length;
    for (size_t at = 5; next_instruction(mw, &at, &opcode, &length); at += length)
        if (opcode == OP_DECORATE && length >= 4 && mw->words[at + 2] == DECORATION_SPEC_ID &&
            mw->words[at + 3] == spec_id) {
            target = mw->words[at + 1];
            break;
        }
    if (!target)
        return 0;
    uint32_t type = 0;
    bool boolean = false;
    for (size_t at = 5; next_instruction(mw, &at, &opcode, &length); at += length)
        if ((opcode == OP_SPEC_CONSTANT_TRUE || opcode == OP_SPEC_CONSTANT_FALSE || opcode == OP_SPEC_CONSTANT) &&
            length >= 3 && mw->words[at + 2] == target) {
            type = mw->words[at + 1];
            boolean = opcode != OP_SPEC_CONSTANT;
            break;
        }
    if (boolean)
        return (uint32_t)sizeof(VkBool32);
    for (size_t at = 5; type && next_instruction(mw, &at, &opcode, &length); at += length)
        if ((opcode == OP_TYPE_INT || opcode == OP_TYPE_FLOAT) && length >= 3 && mw->words[at + 1] == type)
            return mw->words[at + 2] / 8;
        else if (opcode == OP_TYPE_BOOL && length >= 2 && mw->words[at + 1] == type)
            return (uint32_t)sizeof(VkBool32);
    return 0;
}

/* The scalar value of a constant or specialization constant id (specialized), or fallback. */
static uint32_t constant_value(const module_words *mw, uint32_t id, const spvrt_specialization *specs,
                               uint32_t spec_count, uint32_t fallback)
{
    uint32_t opcode, length;
    for (size_t at = 5; next_instruction(mw, &at, &opcode, &length); at += length) {
        if ((opcode != OP_CONSTANT && opcode != OP_SPEC_CONSTANT) || length < 4 || mw->words[at + 2] != id)
            continue;
        uint32_t value = mw->words[at + 3];
        if (opcode == OP_SPEC_CONSTANT) {
            for (size_t d = 5; next_instruction(mw, &d, &opcode, &length); d += length)
                if (opcode == OP_DECORATE && length >= 4 && mw->words[d + 1] == id &&
                    mw->words[d + 2] == DECORATION_SPEC_ID) {
                    for (uint32_t k = 0; k < spec_count; k++)
                        if (specs[k].id == mw->words[d + 3])
                            value = (uint32_t)specs[k].value;
                    break;
                }
        }
        return value;
    }
    return fallback;
}

/* The entry point's local size: the WorkgroupSize built-in if declared, else LocalSizeId / LocalSize
 * (Vulkan "Compute Shaders" / SPIR-V WorkgroupSize), specialized. */
static void module_local_size(const module_words *mw, const char *entry, const spvrt_specialization *specs,
                              uint32_t spec_count, uint32_t size[3])
{
    size[0] = size[1] = size[2] = 1;
    uint32_t opcode, length, entry_id = 0, workgroup_size = 0;
    for (size_t at = 5; next_instruction(mw, &at, &opcode, &length); at += length) {
        if (opcode == OP_ENTRY_POINT && length >= 4 && !entry_id) {
            const char *name = (const char *)&mw->words[at + 3];
            size_t max = (size_t)(length - 3) * 4;
            if (!entry || (strnlen(name, max) < max && strcmp(name, entry) == 0))
                entry_id = mw->words[at + 2];
        }
        if (opcode == OP_DECORATE && length >= 4 && mw->words[at + 2] == DECORATION_BUILTIN &&
            mw->words[at + 3] == BUILTIN_WORKGROUP_SIZE)
            workgroup_size = mw->words[at + 1];
    }
    for (size_t at = 5; next_instruction(mw, &at, &opcode, &length); at += length) {
        if (length < 6 || mw->words[at + 1] != entry_id)
            continue;
        if (opcode == OP_EXECUTION_MODE && mw->words[at + 2] == EXECUTION_MODE_LOCAL_SIZE)
            for (int k = 0; k < 3; k++)
                size[k] = mw->words[at + 3 + k];
        if (opcode == OP_EXECUTION_MODE_ID && mw->words[at + 2] == EXECUTION_MODE_LOCAL_SIZE_ID)
            for (int k = 0; k < 3; k++)
                size[k] = constant_value(mw, mw->words[at + 3 + k], specs, spec_count, 1);
    }
    if (!workgroup_size)
        return;
    for (size_t at = 5; next_instruction(mw, &at, &opcode, &length); at += length)
        if ((opcode == OP_CONSTANT_COMPOSITE || opcode == OP_SPEC_CONSTANT_COMPOSITE) && length >= 6 &&
            mw->words[at + 2] == workgroup_size) {
            for (int k = 0; k < 3; k++)
                size[k] = constant_value(mw, mw->words[at + 3 + k], specs, spec_count, size[k]);
            return;
        }
}

/* ---- string sets ----------------------------------------------------------------- */

typedef struct name_list {
    const char **names;
    uint32_t count, capacity;
} name_list;

static bool list_has(const name_list *l, const char *name)
{
    for (uint32_t k = 0; k < l->count; k++)
        if (strcmp(l->names[k], name) == 0)
            return true;
    return false;
}

/* Adds name (not copied: static tables, the options or the enumerated properties hold it). */
static bool list_add(spvrt_context *ctx, name_list *l, const char *name)
{
    if (list_has(l, name))
        return true;
    if (!spvrt_grow(ctx, (void **)&l->names, &l->capacity, l->count + 1, sizeof *l->names))
        return false;
    l->names[l->count++] = name;
    return true;
}

/* ---- creation ------------------------------------------------------------------ */

static VKAPI_ATTR VkBool32 VKAPI_CALL on_validation_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                            VkDebugUtilsMessageTypeFlagsEXT types,
                                                            const VkDebugUtilsMessengerCallbackDataEXT *data,
                                                            void *user)
{
    (void)severity;
    (void)types;
    vk_backend *b = user;
    if (!b->log || !data)
        return VK_FALSE;
    char text[4096];
    snprintf(text, sizeof text, "vulkan validation: %s: %s", data->pMessageIdName ? data->pMessageIdName : "-",
             data->pMessage ? data->pMessage : "");
    b->log(b->log_user, text);
    return VK_FALSE;
}

static void fill_messenger_info(vk_backend *b, VkDebugUtilsMessengerCreateInfoEXT *info)
{
    memset(info, 0, sizeof *info);
    info->sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    info->messageSeverity =
        VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    info->messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    info->pfnUserCallback = on_validation_message;
    info->pUserData = b;
}

static void log_note(vk_backend *b, const char *text)
{
    if (b->log)
        b->log(b->log_user, text);
}

/* dlopen the loader and create the instance (design section 2 steps 1 and 2).  Missing instance extensions
 * are reported (and counted in *missing); the instance is created without them so that the rest can be
 * checked too. */
static spvrt_result create_instance(vk_backend *b, const amber_vulkan_options *o, uint32_t *missing)
{
    spvrt_context *ctx = b->base.ctx;
    b->library = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!b->library) {
        const char *why = dlerror();
        error_on(ctx, "no Vulkan loader: dlopen(\"libvulkan.so.1\") failed: %s (install libvulkan1)",
                 why ? why : "unknown reason");
        return SPVRT_ERROR_NO_DEVICE;
    }
    /* POSIX dlsym returns an object pointer; the function pointer is read through memcpy */
    void *symbol = dlsym(b->library, "vkGetInstanceProcAddr");
    if (!symbol) {
        error_on(ctx, "no Vulkan loader: libvulkan.so.1 has no vkGetInstanceProcAddr");
        return SPVRT_ERROR_NO_DEVICE;
    }
    memcpy(&b->fn.vkGetInstanceProcAddr, &symbol, sizeof symbol);
#define LOAD_GLOBAL(name)                                                                                             \
    b->fn.name = (PFN_##name)b->fn.vkGetInstanceProcAddr(VK_NULL_HANDLE, #name);                                       \
    if (!b->fn.name) {                                                                                                \
        error_on(ctx, "no Vulkan loader: vkGetInstanceProcAddr does not give " #name);                               \
        return SPVRT_ERROR_NO_DEVICE;                                                                                 \
    }
    VK_GLOBAL_FUNCTIONS(LOAD_GLOBAL)
#undef LOAD_GLOBAL
    b->fn.vkEnumerateInstanceVersion =
        (PFN_vkEnumerateInstanceVersion)b->fn.vkGetInstanceProcAddr(VK_NULL_HANDLE, "vkEnumerateInstanceVersion");
    uint32_t loader_version = VK_API_VERSION_1_0;
    if (b->fn.vkEnumerateInstanceVersion && b->fn.vkEnumerateInstanceVersion(&loader_version) != VK_SUCCESS)
        loader_version = VK_API_VERSION_1_0;
    if (VK_API_VERSION_MAJOR(loader_version) == 1 && VK_API_VERSION_MINOR(loader_version) < 1) {
        error_on(ctx, "no Vulkan device: the Vulkan loader is version 1.0 (1.1 is needed for "
                      "vkGetPhysicalDeviceFeatures2)");
        return SPVRT_ERROR_NO_DEVICE;
    }
    /* the newest version these headers describe, and never below 1.1 (feature chains) */
    uint32_t api =
        VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(loader_version), VK_API_VERSION_MINOR(loader_version), 0);
    if (api > VK_API_VERSION_1_3)
        api = VK_API_VERSION_1_3;

    /* instance extensions and layers */
    uint32_t count = 0;
    VkExtensionProperties *exts = NULL;
    VkLayerProperties *layers = NULL;
    name_list enabled = {0}, enabled_layers = {0};
    spvrt_result res = SPVRT_SUCCESS;
    if (b->fn.vkEnumerateInstanceExtensionProperties(NULL, &count, NULL) == VK_SUCCESS && count) {
        exts = spvrt_alloc_zero(ctx, count, sizeof *exts);
        if (!exts || b->fn.vkEnumerateInstanceExtensionProperties(NULL, &count, exts) < 0)
            count = 0;
    }
    uint32_t ext_count = count;
    for (uint32_t k = 0; k < o->instance_extension_count; k++) {
        bool found = false;
        for (uint32_t e = 0; e < ext_count && !found; e++)
            found = strcmp(exts[e].extensionName, o->instance_extensions[k]) == 0;
        if (found) {
            if (!list_add(ctx, &enabled, o->instance_extensions[k]))
                res = SPVRT_ERROR_OUT_OF_MEMORY;
        } else {
            error_on(ctx, "missing INSTANCE_EXTENSION %s: the Vulkan loader does not offer it",
                     o->instance_extensions[k]);
            ++*missing;
        }
    }
    bool validation = false, debug_utils = false;
    if (o->validation_layer) {
        uint32_t layer_count = 0;
        if (b->fn.vkEnumerateInstanceLayerProperties(&layer_count, NULL) == VK_SUCCESS && layer_count) {
            layers = spvrt_alloc_zero(ctx, layer_count, sizeof *layers);
            if (!layers || b->fn.vkEnumerateInstanceLayerProperties(&layer_count, layers) < 0)
                layer_count = 0;
        }
        for (uint32_t k = 0; k < layer_count && !validation; k++)
            validation = strcmp(layers[k].layerName, "VK_LAYER_KHRONOS_validation") == 0;
        if (!validation)
            log_note(b, "note: vulkan: VK_LAYER_KHRONOS_validation is not installed; running without the "
                        "validation layer (Debian: vulkan-validationlayers)");
        for (uint32_t e = 0; e < ext_count && !debug_utils; e++)
            debug_utils = strcmp(exts[e].extensionName, VK_EXT_DEBUG_UTILS_EXTENSION_NAME) == 0;
        if (validation && !debug_utils) {
            /* the layer itself implements VK_EXT_debug_utils */
            uint32_t n = 0;
            if (b->fn.vkEnumerateInstanceExtensionProperties("VK_LAYER_KHRONOS_validation", &n, NULL) == VK_SUCCESS &&
                n) {
                VkExtensionProperties *le = spvrt_alloc_zero(ctx, n, sizeof *le);
                if (le && b->fn.vkEnumerateInstanceExtensionProperties("VK_LAYER_KHRONOS_validation", &n, le) >= 0)
                    for (uint32_t e = 0; e < n && !debug_utils; e++)
                        debug_utils = strcmp(le[e].extensionName, VK_EXT_DEBUG_UTILS_EXTENSION_NAME) == 0;
                spvrt_free(ctx, le);
            }
        }
        if (validation && !list_add(ctx, &enabled_layers, "VK_LAYER_KHRONOS_validation"))
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        if (validation && debug_utils && !list_add(ctx, &enabled, VK_EXT_DEBUG_UTILS_EXTENSION_NAME))
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        if (validation && !debug_utils)
            log_note(b, "note: vulkan: the validation layer offers no VK_EXT_debug_utils; its messages are not "
                        "collected");
    }
    if (res == SPVRT_SUCCESS) {
        VkApplicationInfo app = {0};
        app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
        app.pApplicationName = "spvrt run";
        app.pEngineName = "spvrt";
        app.apiVersion = api;
        VkDebugUtilsMessengerCreateInfoEXT messenger_info;
        fill_messenger_info(b, &messenger_info);
        VkInstanceCreateInfo info = {0};
        info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
        info.pApplicationInfo = &app;
        info.enabledExtensionCount = enabled.count;
        info.ppEnabledExtensionNames = enabled.names;
        info.enabledLayerCount = enabled_layers.count;
        info.ppEnabledLayerNames = enabled_layers.names;
        if (validation && debug_utils)
            info.pNext = &messenger_info; /* messages of vkCreateInstance / vkDestroyInstance themselves */
        VkResult r = b->fn.vkCreateInstance(&info, NULL, &b->instance);
        if (r != VK_SUCCESS) {
            b->instance = VK_NULL_HANDLE;
            if (r == VK_ERROR_INCOMPATIBLE_DRIVER || r == VK_ERROR_INITIALIZATION_FAILED) {
                error_on(ctx, "no Vulkan device (loader: vkCreateInstance returned %s; is a Vulkan driver "
                              "installed? VK_ICD_FILENAMES selects one)", result_name(r));
                res = SPVRT_ERROR_NO_DEVICE;
            } else {
                res = vk_failed(b, r, "creating the Vulkan instance", "vkCreateInstance");
            }
        }
        if (res == SPVRT_SUCCESS) {
#define LOAD_INSTANCE(name)                                                                                           \
    b->fn.name = (PFN_##name)b->fn.vkGetInstanceProcAddr(b->instance, #name);                                          \
    if (!b->fn.name && res == SPVRT_SUCCESS) {                                                                        \
        error_on(ctx, "no Vulkan device: the loader gives no " #name);                                                \
        res = SPVRT_ERROR_NO_DEVICE;                                                                                  \
    }
            VK_INSTANCE_FUNCTIONS(LOAD_INSTANCE)
#undef LOAD_INSTANCE
        }
        if (res == SPVRT_SUCCESS && validation && debug_utils) {
            b->fn.vkCreateDebugUtilsMessengerEXT = (PFN_vkCreateDebugUtilsMessengerEXT)b->fn.vkGetInstanceProcAddr(
                b->instance, "vkCreateDebugUtilsMessengerEXT");
            b->fn.vkDestroyDebugUtilsMessengerEXT = (PFN_vkDestroyDebugUtilsMessengerEXT)b->fn.vkGetInstanceProcAddr(
                b->instance, "vkDestroyDebugUtilsMessengerEXT");
            if (b->fn.vkCreateDebugUtilsMessengerEXT && b->fn.vkDestroyDebugUtilsMessengerEXT &&
                b->fn.vkCreateDebugUtilsMessengerEXT(b->instance, &messenger_info, NULL, &b->messenger) != VK_SUCCESS)
                b->messenger = VK_NULL_HANDLE;
        }
    }
    spvrt_free(ctx, exts);
    spvrt_free(ctx, layers);
    spvrt_free(ctx, enabled.names);
    spvrt_free(ctx, enabled_layers.names);
    return res;
}

static bool has_compute_queue(vk_backend *b, VkPhysicalDevice pd, uint32_t *family)
{
    uint32_t n = 0;
    b->fn.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, NULL);
    VkQueueFamilyProperties *q = spvrt_alloc_zero(b->base.ctx, n ? n : 1, sizeof *q);
    if (!q)
        return false;
    b->fn.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, q);
    bool found = false;
    for (uint32_t k = 0; k < n && !found; k++)
        if ((q[k].queueFlags & VK_QUEUE_COMPUTE_BIT) && q[k].queueCount > 0) {
            *family = k;
            found = true;
        }
    spvrt_free(b->base.ctx, q);
    return found;
}

/* Design section 2 step 3: the selector is empty (the first device with a compute queue), a number (the
 * index in vkEnumeratePhysicalDevices' order) or a case-insensitive substring of deviceName. */
static spvrt_result select_device(vk_backend *b, const char *selector)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t n = 0;
    VkResult r = b->fn.vkEnumeratePhysicalDevices(b->instance, &n, NULL);
    if (r < 0)
        return vk_failed(b, r, "listing the Vulkan devices", "vkEnumeratePhysicalDevices");
    if (n == 0) {
        error_on(ctx, "no Vulkan device (the loader lists none; is a Vulkan driver installed? VK_ICD_FILENAMES "
                      "selects one)");
        return SPVRT_ERROR_NO_DEVICE;
    }
    VkPhysicalDevice *pds = spvrt_alloc_zero(ctx, n, sizeof *pds);
    VkPhysicalDeviceProperties *props = spvrt_alloc_zero(ctx, n, sizeof *props);
    if (!pds || !props) {
        spvrt_free(ctx, pds);
        spvrt_free(ctx, props);
        error_on(ctx, "selecting a Vulkan device: out of memory");
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    r = b->fn.vkEnumeratePhysicalDevices(b->instance, &n, pds);
    if (r < 0) {
        spvrt_free(ctx, pds);
        spvrt_free(ctx, props);
        return vk_failed(b, r, "listing the Vulkan devices", "vkEnumeratePhysicalDevices");
    }
    char list[1024] = "";
    size_t used = 0;
    for (uint32_t k = 0; k < n; k++) {
        b->fn.vkGetPhysicalDeviceProperties(pds[k], &props[k]);
        int w = snprintf(list + used, sizeof list - used, "%s%u: %s", k ? ", " : "", k, props[k].deviceName);
        if (w > 0)
            used += (size_t)w < sizeof list - used ? (size_t)w : sizeof list - used - 1;
    }
    spvrt_result res = SPVRT_SUCCESS;
    int chosen = -1;
    bool digits = selector && *selector;
    for (const char *c = selector; digits && *c; c++)
        digits = *c >= '0' && *c <= '9';
    if (!selector || !*selector) {
        for (uint32_t k = 0; k < n && chosen < 0; k++)
            if (has_compute_queue(b, pds[k], &b->queue_family))
                chosen = (int)k;
        if (chosen < 0) {
            error_on(ctx, "no Vulkan device with a compute queue (devices: %s)", list);
            res = SPVRT_ERROR_NO_DEVICE;
        }
    } else if (digits) {
        unsigned long index = strtoul(selector, NULL, 10);
        if (strlen(selector) > 9 || index >= n) {
            error_on(ctx, "no Vulkan device %s: there %s %u (devices: %s)", selector, n == 1 ? "is" : "are", n, list);
            res = SPVRT_ERROR_NO_DEVICE;
        } else {
            chosen = (int)index;
        }
    } else {
        uint32_t matches = 0;
        for (uint32_t k = 0; k < n; k++)
            if (contains_ignoring_case(props[k].deviceName, selector)) {
                if (!matches)
                    chosen = (int)k;
                matches++;
            }
        if (matches == 0) {
            error_on(ctx, "no Vulkan device matches '%s' (devices: %s)", selector, list);
            res = SPVRT_ERROR_NO_DEVICE;
        } else if (matches > 1) {
            error_on(ctx, "more than one Vulkan device matches '%s' (devices: %s); give an index", selector, list);
            res = SPVRT_ERROR_NO_DEVICE;
            chosen = -1;
        }
    }
    if (res == SPVRT_SUCCESS && !has_compute_queue(b, pds[chosen], &b->queue_family)) {
        error_on(ctx, "Vulkan device %d (%s) has no compute queue", chosen, props[chosen].deviceName);
        res = SPVRT_ERROR_NO_DEVICE;
    }
    if (res == SPVRT_SUCCESS) {
        b->physical = pds[chosen];
        b->properties = props[chosen];
        snprintf(b->base.device_name, sizeof b->base.device_name, "%s", props[chosen].deviceName);
    }
    spvrt_free(ctx, pds);
    spvrt_free(ctx, props);
    return res;
}

/* What create_device works with. */
typedef struct device_setup {
    VkExtensionProperties *exts; /* the device's */
    uint32_t ext_count;
    feature_chain query;         /* what the device supports */
    VkPhysicalDeviceSubgroupProperties subgroup;
    VkPhysicalDeviceFloatControlsProperties float_controls;
    bool have_float_controls;
    name_list enable_exts;       /* device extensions to enable */
    name_list wanted;            /* robustness members the script names */
    spvrt_device_profile *profile;
    spvrt_context *private_ctx;  /* the profile's and the validations' */
    bool accel;                  /* acceleration structures wanted (and offered) */
} device_setup;

static bool device_has(const device_setup *s, const char *ext)
{
    for (uint32_t k = 0; k < s->ext_count; k++)
        if (strcmp(s->exts[k].extensionName, ext) == 0)
            return true;
    return false;
}

static spvrt_result query_device(vk_backend *b, device_setup *s, const amber_vulkan_options *o)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t api = b->api_version;
    VkResult r = b->fn.vkEnumerateDeviceExtensionProperties(b->physical, NULL, &s->ext_count, NULL);
    if (r < 0)
        return vk_failed(b, r, "listing the device's extensions", "vkEnumerateDeviceExtensionProperties");
    s->exts = spvrt_alloc_zero(ctx, s->ext_count ? s->ext_count : 1, sizeof *s->exts);
    if (!s->exts)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    r = b->fn.vkEnumerateDeviceExtensionProperties(b->physical, NULL, &s->ext_count, s->exts);
    if (r < 0)
        return vk_failed(b, r, "listing the device's extensions", "vkEnumerateDeviceExtensionProperties");
    /* the extensions the options hide are gone from here on: their feature structures are not queried */
    uint32_t kept = 0;
    for (uint32_t k = 0; k < s->ext_count; k++) {
        bool hidden = false;
        for (uint32_t h = 0; h < o->hidden_extension_count && !hidden; h++)
            hidden = o->hidden_extensions[h] && strcmp(o->hidden_extensions[h], s->exts[k].extensionName) == 0;
        if (!hidden)
            s->exts[kept++] = s->exts[k];
    }
    s->ext_count = kept;
    /* every feature structure the device knows: core at its version or of an extension it offers */
    s->query.head.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    for (uint32_t k = 0; k < SPVRT_VK_FEATURE_STRUCT_COUNT; k++) {
        const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[k];
        if (((fs->core && fs->core <= api) || (fs->extension[0] && device_has(s, fs->extension))) &&
            !chain_add(ctx, &s->query, k))
            return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    b->fn.vkGetPhysicalDeviceFeatures2(b->physical, &s->query.head);
    /* properties: subgroups (1.1), float controls (1.2 or VK_KHR_shader_float_controls) */
    VkPhysicalDeviceProperties2 props = {0};
    props.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    s->subgroup.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    props.pNext = &s->subgroup;
    s->have_float_controls = api >= VK_API_VERSION_1_2 || device_has(s, VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME);
    if (s->have_float_controls) {
        s->float_controls.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES;
        s->subgroup.pNext = &s->float_controls;
    }
    b->fn.vkGetPhysicalDeviceProperties2(b->physical, &props);
    s->subgroup.pNext = NULL;
    s->float_controls.pNext = NULL;
    b->base.subgroup_size = s->subgroup.subgroupSize;
    b->fn.vkGetPhysicalDeviceMemoryProperties(b->physical, &b->memory);
    return SPVRT_SUCCESS;
}

static const struct {
    const char *amber; /* SubgroupSupportedOperations.<amber> */
    uint32_t bit;
    const char *name;
} subgroup_ops[] = {
    {"basic", VK_SUBGROUP_FEATURE_BASIC_BIT, "VK_SUBGROUP_FEATURE_BASIC_BIT"},
    {"vote", VK_SUBGROUP_FEATURE_VOTE_BIT, "VK_SUBGROUP_FEATURE_VOTE_BIT"},
    {"arithmetic", VK_SUBGROUP_FEATURE_ARITHMETIC_BIT, "VK_SUBGROUP_FEATURE_ARITHMETIC_BIT"},
    {"ballot", VK_SUBGROUP_FEATURE_BALLOT_BIT, "VK_SUBGROUP_FEATURE_BALLOT_BIT"},
    {"shuffle", VK_SUBGROUP_FEATURE_SHUFFLE_BIT, "VK_SUBGROUP_FEATURE_SHUFFLE_BIT"},
    {"shuffleRelative", VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT, "VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT"},
    {"clustered", VK_SUBGROUP_FEATURE_CLUSTERED_BIT, "VK_SUBGROUP_FEATURE_CLUSTERED_BIT"},
    {"quad", VK_SUBGROUP_FEATURE_QUAD_BIT, "VK_SUBGROUP_FEATURE_QUAD_BIT"},
    {"partitionedNV", VK_SUBGROUP_FEATURE_PARTITIONED_BIT_NV, "VK_SUBGROUP_FEATURE_PARTITIONED_BIT_NV"},
    {"rotate", SUBGROUP_FEATURE_ROTATE_BIT, "VK_SUBGROUP_FEATURE_ROTATE_BIT_KHR"},
    {"rotateClustered", SUBGROUP_FEATURE_ROTATE_CLUSTERED_BIT, "VK_SUBGROUP_FEATURE_ROTATE_CLUSTERED_BIT_KHR"},
};

static const struct {
    const char *amber; /* SubgroupSupportedStages.<amber> */
    uint32_t bit;
} subgroup_stages[] = {
    {"vertex", VK_SHADER_STAGE_VERTEX_BIT},
    {"tessellationControl", VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT},
    {"tessellationEvaluation", VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT},
    {"geometry", VK_SHADER_STAGE_GEOMETRY_BIT},
    {"fragment", VK_SHADER_STAGE_FRAGMENT_BIT},
    {"compute", VK_SHADER_STAGE_COMPUTE_BIT},
};

/* The profile of the live device: the validator's runtime rules read it (design section 3). */
static spvrt_result build_profile(vk_backend *b, device_setup *s)
{
    spvrt_context_options co = {0};
    co.alloc = b->base.ctx->alloc;
    co.alloc_user = b->base.ctx->alloc_user;
    s->private_ctx = spvrt_context_create(&co);
    if (!s->private_ctx || spvrt_device_profile_create(s->private_ctx, &s->profile) != SPVRT_SUCCESS)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    spvrt_device_profile *p = s->profile;
    spvrt_result res = SPVRT_SUCCESS;
    /* Only names the validator knows are given (spvrt_device_profile_enable_feature reports the others as
     * errors on the profile's context): the members of every queried structure that are true. */
    for (uint32_t k = 0; k < SPVRT_VK_FEATURE_STRUCT_COUNT && res == SPVRT_SUCCESS; k++) {
        const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[k];
        for (uint32_t m = fs->first_member; m < fs->first_member + fs->member_count; m++) {
            VkBool32 *v = chain_member(&s->query, k, m);
            if (v && *v && known_to_validator(spvrt_vk_feature_members[m].name) &&
                spvrt_device_profile_enable_feature(p, spvrt_vk_feature_members[m].name) == SPVRT_ERROR_OUT_OF_MEMORY)
                res = SPVRT_ERROR_OUT_OF_MEMORY;
        }
    }
    for (uint32_t k = 0; k < s->ext_count && res == SPVRT_SUCCESS; k++)
        if (spvrt_device_profile_enable_extension(p, s->exts[k].extensionName) == SPVRT_ERROR_OUT_OF_MEMORY)
            res = SPVRT_ERROR_OUT_OF_MEMORY;
    for (size_t k = 0; k < sizeof subgroup_ops / sizeof subgroup_ops[0] && res == SPVRT_SUCCESS; k++)
        if ((s->subgroup.supportedOperations & subgroup_ops[k].bit) && known_to_validator(subgroup_ops[k].name) &&
            spvrt_device_profile_enable_feature(p, subgroup_ops[k].name) == SPVRT_ERROR_OUT_OF_MEMORY)
            res = SPVRT_ERROR_OUT_OF_MEMORY;
    if (s->subgroup.quadOperationsInAllStages &&
        spvrt_device_profile_enable_feature(p, "subgroupQuadOperationsInAllStages") == SPVRT_ERROR_OUT_OF_MEMORY)
        res = SPVRT_ERROR_OUT_OF_MEMORY;
    if (s->have_float_controls) {
        const VkPhysicalDeviceFloatControlsProperties *f = &s->float_controls;
        const struct {
            VkBool32 value;
            const char *name;
        } props[] = {
            {f->shaderSignedZeroInfNanPreserveFloat16, "shaderSignedZeroInfNanPreserveFloat16"},
            {f->shaderSignedZeroInfNanPreserveFloat32, "shaderSignedZeroInfNanPreserveFloat32"},
            {f->shaderSignedZeroInfNanPreserveFloat64, "shaderSignedZeroInfNanPreserveFloat64"},
            {f->shaderDenormPreserveFloat16, "shaderDenormPreserveFloat16"},
            {f->shaderDenormPreserveFloat32, "shaderDenormPreserveFloat32"},
            {f->shaderDenormPreserveFloat64, "shaderDenormPreserveFloat64"},
            {f->shaderDenormFlushToZeroFloat16, "shaderDenormFlushToZeroFloat16"},
            {f->shaderDenormFlushToZeroFloat32, "shaderDenormFlushToZeroFloat32"},
            {f->shaderDenormFlushToZeroFloat64, "shaderDenormFlushToZeroFloat64"},
            {f->shaderRoundingModeRTEFloat16, "shaderRoundingModeRTEFloat16"},
            {f->shaderRoundingModeRTEFloat32, "shaderRoundingModeRTEFloat32"},
            {f->shaderRoundingModeRTEFloat64, "shaderRoundingModeRTEFloat64"},
            {f->shaderRoundingModeRTZFloat16, "shaderRoundingModeRTZFloat16"},
            {f->shaderRoundingModeRTZFloat32, "shaderRoundingModeRTZFloat32"},
            {f->shaderRoundingModeRTZFloat64, "shaderRoundingModeRTZFloat64"},
        };
        for (size_t k = 0; k < sizeof props / sizeof props[0] && res == SPVRT_SUCCESS; k++)
            if (props[k].value && known_to_validator(props[k].name) &&
                spvrt_device_profile_enable_feature(p, props[k].name) == SPVRT_ERROR_OUT_OF_MEMORY)
                res = SPVRT_ERROR_OUT_OF_MEMORY;
    }
    if (res == SPVRT_SUCCESS)
        res = spvrt_device_profile_set_api_version(p, (VK_API_VERSION_MAJOR(b->api_version) << 16) |
                                                          (VK_API_VERSION_MINOR(b->api_version) << 8));
    spvrt_diag_reset(s->private_ctx);
    return res;
}

/* The structure and member an AmberScript DEVICE_FEATURE names ("shaderFloat64",
 * "Float16Int8Features.shaderFloat16", "VariablePointerFeatures.variablePointers"): -1 if none. */
static int resolve_feature(const char *name, int *member)
{
    const char *dot = strchr(name, '.');
    if (!dot) {
        int s = struct_index("VkPhysicalDeviceFeatures");
        *member = s >= 0 ? member_index(s, name) : -1;
        return *member >= 0 ? s : -1;
    }
    const char *m = dot + 1;
    size_t n = (size_t)(dot - name);
    static const char *const prefixes[] = {"VkPhysicalDevice", "VkPhysicalDevice", ""};
    static const char *const middles[] = {"", "Shader", ""};
    static const char *const suffixes[] = {"", "Features", "KHR", "EXT", "FeaturesKHR", "FeaturesEXT"};
    char candidate[160];
    for (size_t p = 0; p < sizeof prefixes / sizeof prefixes[0]; p++)
        for (size_t x = 0; x < sizeof suffixes / sizeof suffixes[0]; x++) {
            if (n + 48 > sizeof candidate)
                return -1;
            snprintf(candidate, sizeof candidate, "%s%s%.*s%s", prefixes[p], middles[p], (int)n, name, suffixes[x]);
            int s = struct_index(candidate);
            if (s >= 0 && (*member = member_index(s, m)) >= 0)
                return s;
        }
    /* a promoted member: where core Vulkan puts it (Amber's own names, such as Storage16BitFeatures, are not
     * registry names) */
    static const char *const cores[] = {"VkPhysicalDeviceVulkan11Features", "VkPhysicalDeviceVulkan12Features",
                                        "VkPhysicalDeviceVulkan13Features"};
    for (size_t k = 0; k < sizeof cores / sizeof cores[0]; k++) {
        int s = struct_index(cores[k]);
        if (s >= 0 && (*member = member_index(s, m)) >= 0)
            return s;
    }
    for (uint32_t s = 0; s < SPVRT_VK_FEATURE_STRUCT_COUNT; s++)
        if ((*member = member_index((int)s, m)) >= 0)
            return (int)s;
    return -1;
}

static bool robustness_member(const char *member)
{
    static const char *const names[] = {"robustBufferAccess", "robustImageAccess", "robustBufferAccess2",
                                        "robustImageAccess2", "nullDescriptor", "pipelineRobustness"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strcmp(names[k], member) == 0)
            return true;
    return false;
}

/* An extension to enable (with what it requires), unless core at the device's version. */
static bool want_extension(spvrt_context *ctx, vk_backend *b, device_setup *s, const char *ext)
{
    if (core_at(ext, b->api_version) || !device_has(s, ext) || list_has(&s->enable_exts, ext))
        return true;
    if (!list_add(ctx, &s->enable_exts, ext))
        return false;
    const spvrt_vk_device_extension *row = device_extension_row(ext);
    if (!row)
        return true;
    /* requires: space-separated names; instance extensions are not device extensions and are skipped */
    const char *at = row->requires;
    while (*at) {
        const char *end = strchr(at, ' ');
        size_t len = end ? (size_t)(end - at) : strlen(at);
        char name[VK_MAX_EXTENSION_NAME_SIZE];
        if (len < sizeof name) {
            memcpy(name, at, len);
            name[len] = '\0';
            const spvrt_vk_device_extension *dep = device_extension_row(name);
            if (dep && !want_extension(ctx, b, s, dep->extension))
                return false;
        }
        at += len;
        while (*at == ' ')
            at++;
    }
    return true;
}

/* The script's DEVICE_FEATURE / DEVICE_EXTENSION lines: each missing one is an error diagnostic. */
static spvrt_result check_script_needs(vk_backend *b, const amber_vulkan_options *o, device_setup *s,
                                       uint32_t *missing)
{
    spvrt_context *ctx = b->base.ctx;
    for (uint32_t k = 0; k < o->feature_count; k++) {
        const char *f = o->features[k];
        const char *dot = strchr(f, '.');
        bool ops = dot && strncmp(f, "SubgroupSupportedOperations.", 28) == 0;
        bool stages = dot && strncmp(f, "SubgroupSupportedStages.", 24) == 0;
        if (ops || stages) {
            bool known = false, has = false;
            if (ops)
                for (size_t i = 0; i < sizeof subgroup_ops / sizeof subgroup_ops[0]; i++)
                    if (strcmp(subgroup_ops[i].amber, dot + 1) == 0) {
                        known = true;
                        has = (s->subgroup.supportedOperations & subgroup_ops[i].bit) != 0;
                    }
            if (stages)
                for (size_t i = 0; i < sizeof subgroup_stages / sizeof subgroup_stages[0]; i++)
                    if (strcmp(subgroup_stages[i].amber, dot + 1) == 0) {
                        known = true;
                        has = (s->subgroup.supportedStages & subgroup_stages[i].bit) != 0;
                    }
            if (!known) {
                error_on(ctx, "unknown DEVICE_FEATURE %s", f);
                ++*missing;
            } else if (!has) {
                error_on(ctx, "missing DEVICE_FEATURE %s: VkPhysicalDeviceSubgroupProperties::%s lacks it", f,
                         ops ? "supportedOperations" : "supportedStages");
                ++*missing;
            }
            continue;
        }
        int m;
        int st = resolve_feature(f, &m);
        if (st < 0) {
            error_on(ctx, "unknown DEVICE_FEATURE %s (no Vulkan feature structure member of that name)", f);
            ++*missing;
            continue;
        }
        const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[st];
        const char *member = spvrt_vk_feature_members[m].name;
        VkBool32 *v = chain_member(&s->query, (uint32_t)st, (uint32_t)m);
        if (!(v ? *v : chain_supports(&s->query, member))) {
            error_on(ctx, "missing DEVICE_FEATURE %s (%s::%s): the device does not support it", f, fs->name, member);
            ++*missing;
            continue;
        }
        if (robustness_member(member) && !list_add(ctx, &s->wanted, member))
            return SPVRT_ERROR_OUT_OF_MEMORY;
        /* the structure's extension, when the member is not core at the device's version */
        if (!v && fs->extension[0] && !want_extension(ctx, b, s, fs->extension))
            return SPVRT_ERROR_OUT_OF_MEMORY;
        if (v && fs->stype && !(fs->core && fs->core <= b->api_version) && fs->extension[0] &&
            !want_extension(ctx, b, s, fs->extension))
            return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t k = 0; k < o->extension_count; k++) {
        const char *e = o->extensions[k];
        if (!device_has(s, e) && !core_at(e, b->api_version)) {
            error_on(ctx, "missing DEVICE_EXTENSION %s: the device does not offer it", e);
            ++*missing;
        } else if (!want_extension(ctx, b, s, e)) {
            return SPVRT_ERROR_OUT_OF_MEMORY;
        }
    }
    return SPVRT_SUCCESS;
}

static bool requirement_met(vk_backend *b, device_setup *s, const spvrt_vk_requirement *r)
{
    bool known;
    switch (r->kind) {
    case SPVRT_VK_REQ_VERSION:
        return r->version <=
               ((VK_API_VERSION_MAJOR(b->api_version) << 16) | (VK_API_VERSION_MINOR(b->api_version) << 8));
    case SPVRT_VK_REQ_FEATURE:
    case SPVRT_VK_REQ_PROPERTY: return spvrt_profile_true(s->profile, r->name);
    case SPVRT_VK_REQ_SUBGROUP_OP:
        return spvrt_profile_has_flag(s->profile, "subgroupSupportedOperations", r->name, &known);
    case SPVRT_VK_REQ_EXTENSION: return device_has(s, r->name) || core_at(r->name, b->api_version);
    default: return false;
    }
}

/* The extension that the first alternative the device meets needs (design section 3, source 3). */
static bool enable_for_rows(vk_backend *b, device_setup *s, const spvrt_vk_requirement *first, uint32_t count)
{
    for (uint32_t r = 0; r < count; r++) {
        const spvrt_vk_requirement *q = &first[r];
        if (!requirement_met(b, s, q))
            continue;
        if (q->kind == SPVRT_VK_REQ_EXTENSION)
            return want_extension(b->base.ctx, b, s, q->name);
        if (q->kind == SPVRT_VK_REQ_FEATURE) {
            int st = struct_index(q->structure);
            if (st >= 0) {
                const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[st];
                if (!(fs->core && fs->core <= b->api_version) && fs->extension[0])
                    return want_extension(b->base.ctx, b, s, fs->extension);
            }
        }
        return true;
    }
    return true;
}

/* Each module validated against the device's profile (every runtime-rule error is a missing requirement,
 * re-emitted as "shader 'NAME': ..."), and the extensions its capabilities and OpExtensions need. */
static spvrt_result check_modules(vk_backend *b, const amber_vulkan_options *o, device_setup *s, uint32_t *missing)
{
    spvrt_context *ctx = b->base.ctx;
    for (uint32_t i = 0; i < o->module_count; i++) {
        const spvrt_module *module = o->modules[i];
        const char *name = o->module_names && o->module_names[i] ? o->module_names[i] : "?";
        if (!module)
            continue;
        spvrt_val_options val = {0};
        val.environment = SPVRT_ENV_VULKAN;
        val.api_version = spvrt_device_profile_api_version(s->profile);
        val.profile = s->profile;
        spvrt_diag_reset(s->private_ctx);
        if (spvrt_validate(s->private_ctx, module, &val) != SPVRT_SUCCESS) {
            const spvrt_diagnostic *d = NULL;
            uint32_t n = spvrt_context_diagnostics(s->private_ctx, &d);
            for (uint32_t k = 0; k < n; k++) {
                if (d[k].severity != SPVRT_SEVERITY_ERROR)
                    continue;
                spvrt_diagnostic where = d[k];
                where.message = NULL;
                spvrt_diag(ctx, &where, "shader '%s': %s", name, d[k].message ? d[k].message : "");
                ++*missing;
            }
        }
        spvrt_diag_reset(s->private_ctx);
        module_words mw;
        if (!module_words_get(ctx, module, &mw))
            return SPVRT_ERROR_OUT_OF_MEMORY;
        uint32_t opcode, length;
        bool ok = true;
        for (size_t at = 5; ok && next_instruction(&mw, &at, &opcode, &length); at += length) {
            if (opcode == OP_CAPABILITY && length >= 2) {
                uint32_t cap = mw.words[at + 1];
                for (uint32_t k = 0; k < SPVRT_VK_CAPABILITY_ROW_COUNT && ok; k++)
                    if (spvrt_vk_capability_rows[k].capability == cap)
                        ok = enable_for_rows(b, s, &spvrt_vk_requirements[spvrt_vk_capability_rows[k].first],
                                             spvrt_vk_capability_rows[k].count);
            } else if (opcode == OP_EXTENSION && length >= 2) {
                const char *ext = (const char *)&mw.words[at + 1];
                size_t max = (size_t)(length - 1) * 4;
                if (strnlen(ext, max) == max)
                    continue;
                for (uint32_t k = 0; k < SPVRT_VK_EXTENSION_ROW_COUNT && ok; k++)
                    if (strcmp(spvrt_vk_extension_rows[k].extension, ext) == 0)
                        ok = enable_for_rows(b, s, &spvrt_vk_requirements[spvrt_vk_extension_rows[k].first],
                                             spvrt_vk_extension_rows[k].count);
            }
        }
        spvrt_free(ctx, mw.words);
        if (!ok)
            return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    return SPVRT_SUCCESS;
}

/* Acceleration structures (docs/vulkan-backend.md, section 8): a script with ACCELERATION_STRUCTURE needs
 * VK_KHR_acceleration_structure with its feature accelerationStructure and bufferDeviceAddress (build inputs
 * and instance references are device addresses).
 * VK_KHR_deferred_host_operations comes with it (a required extension, want_extension); VK_KHR_ray_query
 * is enabled when offered (the RayQueryKHR capability's module check reports its absence). */
static spvrt_result check_accel_needs(vk_backend *b, const amber_vulkan_options *o, device_setup *s,
                                      uint32_t *missing)
{
    spvrt_context *ctx = b->base.ctx;
    bool wanted = o->acceleration_structures || list_has(&s->enable_exts, VK_KHR_RAY_QUERY_EXTENSION_NAME) ||
                  list_has(&s->enable_exts, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME);
    if (!wanted)
        return SPVRT_SUCCESS;
    bool ok = true;
    if (!device_has(s, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME)) {
        error_on(ctx, "missing DEVICE_EXTENSION %s (feature VkPhysicalDeviceAccelerationStructureFeaturesKHR::"
                      "accelerationStructure): the script has acceleration structures and the device does not offer "
                      "it", VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME);
        ++*missing;
        ok = false;
    } else if (!chain_supports(&s->query, "accelerationStructure")) {
        error_on(ctx, "missing DEVICE_FEATURE AccelerationStructureFeaturesKHR.accelerationStructure "
                      "(VkPhysicalDeviceAccelerationStructureFeaturesKHR::accelerationStructure): the script has "
                      "acceleration structures and the device does not support it");
        ++*missing;
        ok = false;
    }
    if (ok && !device_has(s, VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME)) {
        error_on(ctx, "missing DEVICE_EXTENSION %s: VK_KHR_acceleration_structure requires it and the device does "
                      "not offer it", VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME);
        ++*missing;
        ok = false;
    }
    if (!chain_supports(&s->query, "bufferDeviceAddress")) {
        error_on(ctx, "missing DEVICE_FEATURE bufferDeviceAddress (VkPhysicalDeviceVulkan12Features::"
                      "bufferDeviceAddress): acceleration structures are built from device addresses");
        ++*missing;
        ok = false;
    }
    if (!ok)
        return SPVRT_SUCCESS;
    if (!want_extension(ctx, b, s, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME) ||
        (device_has(s, VK_KHR_RAY_QUERY_EXTENSION_NAME) && !want_extension(ctx, b, s, VK_KHR_RAY_QUERY_EXTENSION_NAME)))
        return SPVRT_ERROR_OUT_OF_MEMORY;
    s->accel = true;
    return SPVRT_SUCCESS;
}

/* vkCreateDevice with the superset of features (design section 3): VkPhysicalDeviceFeatures2 +
 * Vulkan11/12/13Features up to the device's version + the structures of enabled extensions not promoted
 * into those (never both for the same members: VUID-VkDeviceCreateInfo-pNext-02829 for Vulkan11Features,
 * -02830 for Vulkan12Features, -06532 for Vulkan13Features). */
static spvrt_result create_device(vk_backend *b, device_setup *s)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t api = b->api_version;
    feature_chain enable;
    memset(&enable, 0, sizeof enable);
    enable.head.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    spvrt_result res = SPVRT_SUCCESS;
    for (uint32_t k = 0; k < SPVRT_VK_FEATURE_STRUCT_COUNT && res == SPVRT_SUCCESS; k++) {
        const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[k];
        bool core = fs->core && fs->core <= api;
        bool in;
        if (fs->stype == 0)
            in = true;
        else if (is_vulkan_nn(fs))
            in = core;
        else if (core)
            in = api < VK_API_VERSION_1_2; /* from 1.2 on, Vulkan11/12/13Features hold the promoted members */
        else
            in = fs->extension[0] && list_has(&s->enable_exts, fs->extension);
        if (!in || (fs->stype && !s->query.blocks[k]))
            continue;
        if (!chain_add(ctx, &enable, k)) {
            res = SPVRT_ERROR_OUT_OF_MEMORY;
            break;
        }
        for (uint32_t m = fs->first_member; m < fs->first_member + fs->member_count; m++) {
            const char *member = spvrt_vk_feature_members[m].name;
            if (robustness_member(member) && !list_has(&s->wanted, member))
                continue;
            *chain_member(&enable, k, m) = *chain_member(&s->query, k, m) ? VK_TRUE : VK_FALSE;
        }
    }
    int vk12 = struct_index("VkPhysicalDeviceVulkan12Features");
    int bda = vk12 >= 0 ? member_index(vk12, "bufferDeviceAddress") : -1;
    int bda_ext = struct_index("VkPhysicalDeviceBufferDeviceAddressFeatures");
    int bda_ext_m = bda_ext >= 0 ? member_index(bda_ext, "bufferDeviceAddress") : -1;
    VkBool32 *v = bda >= 0 && enable.blocks[vk12] ? chain_member(&enable, (uint32_t)vk12, (uint32_t)bda) : NULL;
    if (!v && bda_ext_m >= 0 && enable.blocks[bda_ext])
        v = chain_member(&enable, (uint32_t)bda_ext, (uint32_t)bda_ext_m);
    b->buffer_device_address = v && *v;
    /* the copy shader of multisampled images needs StorageImageMultisample (ms_copy.c) */
    b->storage_image_multisample = enable.head.features.shaderStorageImageMultisample == VK_TRUE;

    float priority = 1.0f;
    VkDeviceQueueCreateInfo queue = {0};
    queue.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    queue.queueFamilyIndex = b->queue_family;
    queue.queueCount = 1;
    queue.pQueuePriorities = &priority;
    VkDeviceCreateInfo info = {0};
    info.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    info.pNext = &enable.head;
    info.queueCreateInfoCount = 1;
    info.pQueueCreateInfos = &queue;
    info.enabledExtensionCount = s->enable_exts.count;
    info.ppEnabledExtensionNames = s->enable_exts.names;
    if (res == SPVRT_SUCCESS) {
        VkResult r = b->fn.vkCreateDevice(b->physical, &info, NULL, &b->device);
        if (r != VK_SUCCESS) {
            b->device = VK_NULL_HANDLE;
            res = vk_failed(b, r, "creating the Vulkan device", "vkCreateDevice");
        }
    }
    chain_free(ctx, &enable);
    if (res != SPVRT_SUCCESS)
        return res;
#define LOAD_DEVICE(name)                                                                                             \
    b->fn.name = (PFN_##name)b->fn.vkGetDeviceProcAddr(b->device, #name);                                             \
    if (!b->fn.name && res == SPVRT_SUCCESS) {                                                                        \
        error_on(ctx, "creating the Vulkan device failed: the driver gives no " #name);                              \
        res = SPVRT_ERROR_NO_DEVICE;                                                                                  \
    }
    VK_DEVICE_FUNCTIONS(LOAD_DEVICE)
#undef LOAD_DEVICE
    if (res != SPVRT_SUCCESS)
        return res;
    if (b->buffer_device_address) {
        b->fn.vkGetBufferDeviceAddress =
            (PFN_vkGetBufferDeviceAddress)b->fn.vkGetDeviceProcAddr(b->device, "vkGetBufferDeviceAddress");
        if (!b->fn.vkGetBufferDeviceAddress)
            b->fn.vkGetBufferDeviceAddress =
                (PFN_vkGetBufferDeviceAddress)b->fn.vkGetDeviceProcAddr(b->device, "vkGetBufferDeviceAddressKHR");
        b->buffer_device_address = b->fn.vkGetBufferDeviceAddress != NULL;
    }
    if (s->accel) {
#define LOAD_ACCEL(name)                                                                                              \
    b->fn.name = (PFN_##name)b->fn.vkGetDeviceProcAddr(b->device, #name);                                             \
    if (!b->fn.name && res == SPVRT_SUCCESS) {                                                                        \
        error_on(ctx, "creating the Vulkan device failed: the driver gives no " #name);                              \
        res = SPVRT_ERROR_UNSUPPORTED;                                                                                \
    }
        LOAD_ACCEL(vkCreateAccelerationStructureKHR)
        LOAD_ACCEL(vkDestroyAccelerationStructureKHR)
        LOAD_ACCEL(vkGetAccelerationStructureBuildSizesKHR)
        LOAD_ACCEL(vkGetAccelerationStructureDeviceAddressKHR)
        LOAD_ACCEL(vkCmdBuildAccelerationStructuresKHR)
#undef LOAD_ACCEL
        if (res != SPVRT_SUCCESS)
            return res;
        if (!b->buffer_device_address) {
            error_on(ctx, "creating the Vulkan device failed: bufferDeviceAddress is not enabled, which acceleration "
                          "structures need");
            return SPVRT_ERROR_UNSUPPORTED;
        }
        b->accel_props.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR;
        VkPhysicalDeviceProperties2 props = {0};
        props.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        props.pNext = &b->accel_props;
        b->fn.vkGetPhysicalDeviceProperties2(b->physical, &props);
        b->accel_props.pNext = NULL;
        b->accel = true;
    }
    b->fn.vkGetDeviceQueue(b->device, b->queue_family, 0, &b->queue);

    VkCommandPoolCreateInfo pool = {0};
    pool.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pool.queueFamilyIndex = b->queue_family;
    VkResult r = b->fn.vkCreateCommandPool(b->device, &pool, NULL, &b->command_pool);
    if (r != VK_SUCCESS) {
        b->command_pool = VK_NULL_HANDLE;
        return vk_failed(b, r, "creating the command pool", "vkCreateCommandPool");
    }
    VkCommandBufferAllocateInfo cb = {0};
    cb.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cb.commandPool = b->command_pool;
    cb.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cb.commandBufferCount = 1;
    r = b->fn.vkAllocateCommandBuffers(b->device, &cb, &b->command_buffer);
    if (r != VK_SUCCESS)
        return vk_failed(b, r, "allocating the command buffer", "vkAllocateCommandBuffers");
    VkFenceCreateInfo fence = {0};
    fence.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    r = b->fn.vkCreateFence(b->device, &fence, NULL, &b->fence);
    if (r != VK_SUCCESS) {
        b->fence = VK_NULL_HANDLE;
        return vk_failed(b, r, "creating the fence", "vkCreateFence");
    }
    /* the memory type of every buffer: host-visible and coherent (design section 2 step 5) */
    b->memory_type = UINT32_MAX;
    VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    for (uint32_t k = 0; k < b->memory.memoryTypeCount && b->memory_type == UINT32_MAX; k++)
        if ((b->memory.memoryTypes[k].propertyFlags & want) == want)
            b->memory_type = k;
    if (b->memory_type == UINT32_MAX) {
        error_on(ctx, "the Vulkan device %s has no host-visible, host-coherent memory type", b->base.device_name);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    return SPVRT_SUCCESS;
}

static void setup_free(spvrt_context *ctx, device_setup *s)
{
    spvrt_free(ctx, s->exts);
    chain_free(ctx, &s->query);
    spvrt_free(ctx, s->enable_exts.names);
    spvrt_free(ctx, s->wanted.names);
    spvrt_device_profile_destroy(s->profile);
    spvrt_context_destroy(s->private_ctx);
}

/* ---- buffers ------------------------------------------------------------------- */

static spvrt_result vk_buffer_create(amber_backend *base, uint32_t id, uint64_t size, amber_buffer **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    (void)id;
    *out = NULL;
    spvrt_diag_reset(ctx);
    spvrt_result res = refuse_if_lost(b, "creating a buffer");
    if (res != SPVRT_SUCCESS)
        return res;
    if (size == 0)
        size = 4; /* VkBufferCreateInfo::size must be > 0 */
    /* whole 32-bit words: the copy shader of a multisampled image reads and writes its buffer as words
     * (ms_copy.c) */
    uint64_t device_size = (size + 3u) & ~(uint64_t)3u;
    amber_buffer *buf = spvrt_alloc_zero(ctx, 1, sizeof *buf);
    if (!buf) {
        error_on(ctx, "creating a buffer of %llu bytes failed: out of host memory", (unsigned long long)size);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    buf->size = size;
    VkBufferCreateInfo info = {0};
    info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    info.size = device_size;
    /* any buffer may be bound as a texel buffer or hold an image's texels (copied to and from the image) */
    info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT |
                 VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                 VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    if (b->buffer_device_address)
        info.usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    char what[96];
    snprintf(what, sizeof what, "creating a buffer of %llu bytes", (unsigned long long)size);
    VkResult r = b->fn.vkCreateBuffer(b->device, &info, NULL, &buf->buffer);
    if (r != VK_SUCCESS) {
        spvrt_free(ctx, buf);
        return vk_failed(b, r, what, "vkCreateBuffer");
    }
    VkMemoryRequirements req;
    b->fn.vkGetBufferMemoryRequirements(b->device, buf->buffer, &req);
    if (!(req.memoryTypeBits & (1u << b->memory_type))) {
        b->fn.vkDestroyBuffer(b->device, buf->buffer, NULL);
        spvrt_free(ctx, buf);
        error_on(ctx, "%s failed: no host-visible, host-coherent memory type can hold it", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkMemoryAllocateFlagsInfo flags = {0};
    flags.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
    flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    VkMemoryAllocateInfo alloc = {0};
    alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    alloc.pNext = b->buffer_device_address ? &flags : NULL;
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = b->memory_type;
    r = b->fn.vkAllocateMemory(b->device, &alloc, NULL, &buf->memory);
    if (r == VK_SUCCESS) {
        r = b->fn.vkBindBufferMemory(b->device, buf->buffer, buf->memory, 0);
        if (r == VK_SUCCESS) {
            void *host = NULL;
            r = b->fn.vkMapMemory(b->device, buf->memory, 0, VK_WHOLE_SIZE, 0, &host);
            if (r == VK_SUCCESS) {
                buf->host = host;
                memset(buf->host, 0, (size_t)device_size);
            } else {
                res = vk_failed(b, r, what, "vkMapMemory");
            }
        } else {
            res = vk_failed(b, r, what, "vkBindBufferMemory");
        }
    } else {
        buf->memory = VK_NULL_HANDLE;
        res = vk_failed(b, r, what, "vkAllocateMemory");
    }
    if (res != SPVRT_SUCCESS) {
        if (buf->memory)
            b->fn.vkFreeMemory(b->device, buf->memory, NULL);
        b->fn.vkDestroyBuffer(b->device, buf->buffer, NULL);
        spvrt_free(ctx, buf);
        return res;
    }
    if (b->buffer_device_address) {
        VkBufferDeviceAddressInfo ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
        ai.buffer = buf->buffer;
        buf->address = b->fn.vkGetBufferDeviceAddress(b->device, &ai);
    }
    buf->next = b->buffers;
    if (b->buffers)
        b->buffers->prev = buf;
    b->buffers = buf;
    *out = buf;
    return SPVRT_SUCCESS;
}

static uint8_t *vk_buffer_host(amber_buffer *buf)
{
    return buf ? buf->host : NULL;
}

static uint64_t vk_buffer_address(amber_buffer *buf)
{
    return buf ? buf->address : 0;
}

static void vk_buffer_destroy(amber_backend *base, amber_buffer *buf)
{
    vk_backend *b = (vk_backend *)base;
    if (!buf)
        return;
    if (buf->prev)
        buf->prev->next = buf->next;
    else if (b->buffers == buf)
        b->buffers = buf->next;
    if (buf->next)
        buf->next->prev = buf->prev;
    /* after a loss the device may still be using the memory: leak it (see vk_destroy) */
    if (!b->lost) {
        if (buf->memory) {
            b->fn.vkUnmapMemory(b->device, buf->memory);
            b->fn.vkFreeMemory(b->device, buf->memory, NULL);
        }
        if (buf->buffer)
            b->fn.vkDestroyBuffer(b->device, buf->buffer, NULL);
    }
    spvrt_free(base->ctx, buf);
}

/* ---- pipelines ----------------------------------------------------------------- */

static void pipeline_release(vk_backend *b, amber_pipeline *p)
{
    spvrt_context *ctx = b->base.ctx;
    if (!b->lost && b->device) {
        if (p->pipeline)
            b->fn.vkDestroyPipeline(b->device, p->pipeline, NULL);
        if (p->layout)
            b->fn.vkDestroyPipelineLayout(b->device, p->layout, NULL);
        for (uint32_t k = 0; k < p->set_count; k++)
            if (p->sets[k].layout)
                b->fn.vkDestroyDescriptorSetLayout(b->device, p->sets[k].layout, NULL);
        if (p->shader)
            b->fn.vkDestroyShaderModule(b->device, p->shader, NULL);
    }
    spvrt_free(ctx, p->sets);
    spvrt_free(ctx, p->bindings);
    spvrt_free(ctx, p);
}

static spvrt_result vk_pipeline_create(amber_backend *base, const amber_pipeline_desc *desc, amber_pipeline **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    *out = NULL;
    spvrt_diag_reset(ctx);
    const char *pname = desc->name ? desc->name : "?";
    char what[128];
    snprintf(what, sizeof what, "creating pipeline '%s'", pname);
    spvrt_result res = refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    amber_pipeline *p = spvrt_alloc_zero(ctx, 1, sizeof *p);
    module_words mw = {0};
    if (!p || !module_words_get(ctx, desc->module, &mw)) {
        spvrt_free(ctx, p);
        error_on(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    snprintf(p->name, sizeof p->name, "%s", pname);
    const char *entry = desc->entry_point ? desc->entry_point : "main";
    module_local_size(&mw, desc->entry_point, desc->specs, desc->spec_count, p->local_size);

    /* the limits a validation layer would otherwise report ("Limits", #limits-maxComputeWorkGroupSize ...) */
    uint64_t invocations = (uint64_t)p->local_size[0] * p->local_size[1] * p->local_size[2];
    for (int k = 0; k < 3; k++)
        if (p->local_size[k] > lim->maxComputeWorkGroupSize[k]) {
            error_on(ctx, "%s failed: local size %c = %u is above the device's maxComputeWorkGroupSize[%d] = %u", what,
                     "xyz"[k], p->local_size[k], k, lim->maxComputeWorkGroupSize[k]);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    if (invocations > lim->maxComputeWorkGroupInvocations) {
        error_on(ctx, "%s failed: local size %u x %u x %u = %llu invocations is above the device's "
                      "maxComputeWorkGroupInvocations = %u", what, p->local_size[0], p->local_size[1],
                 p->local_size[2], (unsigned long long)invocations, lim->maxComputeWorkGroupInvocations);
        res = SPVRT_ERROR_UNSUPPORTED;
    }
    p->push_size = (desc->push_constant_size + 3u) & ~3u;
    if (p->push_size > lim->maxPushConstantsSize)
        p->push_size = lim->maxPushConstantsSize & ~3u;

    /* descriptor set layouts: one per set number, empty ones in the gaps */
    uint32_t set_count = 0;
    for (uint32_t k = 0; k < desc->binding_count; k++)
        if (desc->bindings[k].descriptor_set + 1 > set_count)
            set_count = desc->bindings[k].descriptor_set + 1;
    for (uint32_t k = 0; k < desc->binding_count && res == SPVRT_SUCCESS; k++)
        if (desc->bindings[k].kind == AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE && !b->accel) {
            error_on(ctx, "%s failed: descriptor set %u binding %u is an acceleration structure and the device was "
                          "created without VK_KHR_acceleration_structure (amber_vulkan_options."
                          "acceleration_structures)", what, desc->bindings[k].descriptor_set,
                     desc->bindings[k].binding);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    if (res == SPVRT_SUCCESS && set_count > lim->maxBoundDescriptorSets) {
        error_on(ctx, "%s failed: descriptor set %u is beyond the device's maxBoundDescriptorSets = %u", what,
                 set_count - 1, lim->maxBoundDescriptorSets);
        res = SPVRT_ERROR_UNSUPPORTED;
    }
    if (res == SPVRT_SUCCESS) {
        p->set_count = set_count;
        p->sets = spvrt_alloc_zero(ctx, set_count ? set_count : 1, sizeof *p->sets);
        p->binding_count = desc->binding_count;
        p->bindings = spvrt_alloc_zero(ctx, desc->binding_count ? desc->binding_count : 1, sizeof *p->bindings);
        VkDescriptorSetLayoutBinding *lb =
            spvrt_alloc_zero(ctx, desc->binding_count ? desc->binding_count : 1, sizeof *lb);
        if (!p->sets || !p->bindings || !lb) {
            error_on(ctx, "%s failed: out of host memory", what);
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        } else {
            memcpy(p->bindings, desc->bindings, desc->binding_count * sizeof *p->bindings);
        }
        for (uint32_t set = 0; set < set_count && res == SPVRT_SUCCESS; set++) {
            uint32_t n = 0;
            for (uint32_t k = 0; k < desc->binding_count; k++) {
                const amber_binding_decl *d = &desc->bindings[k];
                if (d->descriptor_set != set)
                    continue;
                lb[n].binding = d->binding;
                lb[n].descriptorType = vk_descriptor_type(d->kind);
                lb[n].descriptorCount = d->count ? d->count : 1;
                lb[n].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
                p->sets[set].count[d->kind] += lb[n].descriptorCount;
                n++;
            }
            VkDescriptorSetLayoutCreateInfo li = {0};
            li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
            li.bindingCount = n;
            li.pBindings = lb;
            VkResult r = b->fn.vkCreateDescriptorSetLayout(b->device, &li, NULL, &p->sets[set].layout);
            if (r != VK_SUCCESS) {
                p->sets[set].layout = VK_NULL_HANDLE;
                res = vk_failed(b, r, what, "vkCreateDescriptorSetLayout");
            }
        }
        spvrt_free(ctx, lb);
    }
    VkDescriptorSetLayout *layouts = NULL;
    if (res == SPVRT_SUCCESS) {
        layouts = spvrt_alloc_zero(ctx, set_count ? set_count : 1, sizeof *layouts);
        if (!layouts)
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        for (uint32_t k = 0; layouts && k < set_count; k++)
            layouts[k] = p->sets[k].layout;
    }
    if (res == SPVRT_SUCCESS) {
        VkPushConstantRange range = {VK_SHADER_STAGE_COMPUTE_BIT, 0, p->push_size};
        VkPipelineLayoutCreateInfo pl = {0};
        pl.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
        pl.setLayoutCount = set_count;
        pl.pSetLayouts = layouts;
        pl.pushConstantRangeCount = p->push_size ? 1 : 0;
        pl.pPushConstantRanges = &range;
        VkResult r = b->fn.vkCreatePipelineLayout(b->device, &pl, NULL, &p->layout);
        if (r != VK_SUCCESS) {
            p->layout = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreatePipelineLayout");
        }
    }
    spvrt_free(ctx, layouts);
    if (res == SPVRT_SUCCESS) {
        VkShaderModuleCreateInfo si = {0};
        si.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
        si.codeSize = mw.count * 4;
        si.pCode = mw.words;
        VkResult r = b->fn.vkCreateShaderModule(b->device, &si, NULL, &p->shader);
        if (r != VK_SUCCESS) {
            p->shader = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateShaderModule");
        }
    }
    /* specialization: one entry per SpecId the module declares, sized as its constant (a bool is a
     * VkBool32: "Specialization Constants", #pipelines-specialization-constants) */
    VkSpecializationMapEntry *entries = NULL;
    uint8_t *data = NULL;
    uint32_t entry_count = 0, data_size = 0;
    if (res == SPVRT_SUCCESS && desc->spec_count) {
        entries = spvrt_alloc_zero(ctx, desc->spec_count, sizeof *entries);
        data = spvrt_alloc_zero(ctx, desc->spec_count, 8);
        if (!entries || !data)
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        for (uint32_t k = 0; res == SPVRT_SUCCESS && k < desc->spec_count; k++) {
            uint32_t size = spec_constant_size(&mw, desc->specs[k].id);
            if (size == 0 || size > 8)
                continue; /* an id the module does not declare */
            uint64_t value = desc->specs[k].value; /* a bool is 0 or 1 already */
            entries[entry_count].constantID = desc->specs[k].id;
            entries[entry_count].offset = data_size;
            entries[entry_count].size = size;
            for (uint32_t byte = 0; byte < size; byte++)
                data[data_size + byte] = (uint8_t)(value >> (8 * byte)); /* little-endian host */
            data_size += size;
            entry_count++;
        }
    }
    if (res == SPVRT_SUCCESS) {
        VkSpecializationInfo spec = {entry_count, entries, data_size, data};
        VkComputePipelineCreateInfo ci = {0};
        ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
        ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
        ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
        ci.stage.module = p->shader;
        ci.stage.pName = entry;
        ci.stage.pSpecializationInfo = entry_count ? &spec : NULL;
        /* SUBGROUP of the script (Vulkan 1.3 section 10.1 "Compute Pipelines": the stage's flags and
         * VkPipelineShaderStageRequiredSubgroupSizeCreateInfo; the features are the script's DEVICE_FEATUREs) */
        if (desc->require_full_subgroups)
            ci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
        if (desc->allow_varying_subgroup_size)
            ci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_ALLOW_VARYING_SUBGROUP_SIZE_BIT;
        VkPipelineShaderStageRequiredSubgroupSizeCreateInfo required = {0};
        if (desc->required_subgroup_size) {
            required.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO;
            required.requiredSubgroupSize = desc->required_subgroup_size;
            ci.stage.pNext = &required;
        }
        ci.layout = p->layout;
        ci.basePipelineIndex = -1;
        VkResult r = b->fn.vkCreateComputePipelines(b->device, VK_NULL_HANDLE, 1, &ci, NULL, &p->pipeline);
        if (r != VK_SUCCESS) {
            p->pipeline = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateComputePipelines");
        }
    }
    spvrt_free(ctx, entries);
    spvrt_free(ctx, data);
    spvrt_free(ctx, mw.words);
    if (res != SPVRT_SUCCESS) {
        if (res == SPVRT_ERROR_OUT_OF_MEMORY && spvrt_context_diagnostics(ctx, NULL) == 0)
            error_on(ctx, "%s failed: out of host memory", what);
        pipeline_release(b, p);
        return res;
    }
    p->next = b->pipelines;
    if (b->pipelines)
        b->pipelines->prev = p;
    b->pipelines = p;
    *out = p;
    return SPVRT_SUCCESS;
}

static void vk_pipeline_local_size(const amber_pipeline *p, uint32_t size[3])
{
    size[0] = p->local_size[0];
    size[1] = p->local_size[1];
    size[2] = p->local_size[2];
}

static void vk_pipeline_destroy(amber_backend *base, amber_pipeline *p)
{
    vk_backend *b = (vk_backend *)base;
    if (!p)
        return;
    if (p->prev)
        p->prev->next = p->next;
    else if (b->pipelines == p)
        b->pipelines = p->next;
    if (p->next)
        p->next->prev = p->prev;
    pipeline_release(b, p);
}

/* ---- one RUN ------------------------------------------------------------------- */

static const amber_binding_decl *find_decl(const amber_pipeline *p, uint32_t set, uint32_t binding)
{
    for (uint32_t k = 0; k < p->binding_count; k++)
        if (p->bindings[k].descriptor_set == set && p->bindings[k].binding == binding)
            return &p->bindings[k];
    return NULL;
}

/* ---- images, texel buffers and samplers of one dispatch (backend.h, amber_bind) ------------------- */

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
} vk_dispatch_objects;

static void dispatch_objects_free(vk_backend *b, vk_dispatch_objects *o, uint32_t bind_count)
{
    spvrt_context *ctx = b->base.ctx;
    if (!b->lost) {
        for (uint32_t k = 0; k < bind_count; k++) {
            if (o->views && o->views[k])
                b->fn.vkDestroyImageView(b->device, o->views[k], NULL);
            if (o->buffer_views && o->buffer_views[k])
                b->fn.vkDestroyBufferView(b->device, o->buffer_views[k], NULL);
            if (o->samplers && o->samplers[k])
                b->fn.vkDestroySampler(b->device, o->samplers[k], NULL);
        }
        if (o->copy_pool)
            b->fn.vkDestroyDescriptorPool(b->device, o->copy_pool, NULL);
        for (uint32_t i = 0; i < o->image_count; i++) {
            if (o->images[i].copy_view)
                b->fn.vkDestroyImageView(b->device, o->images[i].copy_view, NULL);
            if (o->images[i].image)
                b->fn.vkDestroyImage(b->device, o->images[i].image, NULL);
            if (o->images[i].memory)
                b->fn.vkFreeMemory(b->device, o->images[i].memory, NULL);
        }
    }
    spvrt_free(ctx, o->images);
    spvrt_free(ctx, o->image_of);
    spvrt_free(ctx, o->views);
    spvrt_free(ctx, o->buffer_views);
    spvrt_free(ctx, o->samplers);
    memset(o, 0, sizeof *o);
}

/* A memory type allowed by bits, device-local when one is. */
static uint32_t image_memory_type(const vk_backend *b, uint32_t bits)
{
    for (uint32_t k = 0; k < b->memory.memoryTypeCount; k++)
        if ((bits & (1u << k)) && (b->memory.memoryTypes[k].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT))
            return k;
    for (uint32_t k = 0; k < b->memory.memoryTypeCount; k++)
        if (bits & (1u << k))
            return k;
    return UINT32_MAX;
}

static VkExtent3D level_extent(const spvrt_image *im, uint32_t level)
{
    VkExtent3D e = {im->width >> level, im->height >> level, im->depth >> level};
    e.width = e.width ? e.width : 1;
    e.height = e.height ? e.height : 1;
    e.depth = e.depth ? e.depth : 1;
    return e;
}

/* The format features a descriptor needs with optimal tiling (images) or in a buffer (texel buffers):
 * "Format Feature Flags" and VUID-VkWriteDescriptorSet-descriptorType-00326/-00335 ... */
static bool format_features_ok(vk_backend *b, const amber_bind *bd, amber_descriptor_kind kind, const char *what)
{
    VkFormatProperties fp;
    b->fn.vkGetPhysicalDeviceFormatProperties(b->physical, (VkFormat)bd->image->format, &fp);
    VkFormatFeatureFlags need = 0, have = fp.optimalTilingFeatures;
    const char *need_name = "";
    switch (kind) {
    case AMBER_DESCRIPTOR_STORAGE_TEXEL_BUFFER:
        need = VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT, have = fp.bufferFeatures;
        need_name = "STORAGE_TEXEL_BUFFER";
        break;
    case AMBER_DESCRIPTOR_UNIFORM_TEXEL_BUFFER:
        need = VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT, have = fp.bufferFeatures;
        need_name = "UNIFORM_TEXEL_BUFFER";
        break;
    case AMBER_DESCRIPTOR_STORAGE_IMAGE:
        need = VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT | VK_FORMAT_FEATURE_TRANSFER_SRC_BIT |
               VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
        need_name = "STORAGE_IMAGE and TRANSFER_SRC/DST (optimal tiling)";
        break;
    default:
        need = VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT | VK_FORMAT_FEATURE_TRANSFER_SRC_BIT |
               VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
        need_name = "SAMPLED_IMAGE and TRANSFER_SRC/DST (optimal tiling)";
        if (bd->sampler && (bd->sampler->mag_filter == SPVRT_FILTER_LINEAR ||
                            bd->sampler->min_filter == SPVRT_FILTER_LINEAR ||
                            bd->sampler->mipmap_mode == SPVRT_FILTER_LINEAR)) {
            need |= VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT;
            need_name = "SAMPLED_IMAGE, SAMPLED_IMAGE_FILTER_LINEAR (a linear sampler) and TRANSFER_SRC/DST "
                        "(optimal tiling)";
        }
        break;
    }
    if (bd->image->samples > 1) /* copied by a shader, not by vkCmdCopy* (ms_copy_prepare) */
        need &= ~(VkFormatFeatureFlags)(VK_FORMAT_FEATURE_TRANSFER_SRC_BIT | VK_FORMAT_FEATURE_TRANSFER_DST_BIT);
    if ((have & need) == need)
        return true;
    error_on(b->base.ctx, "%s failed: descriptor set %u binding %u[%u]: the device's format %u lacks the format "
                          "features %s", what, bd->descriptor_set, bd->binding, bd->array_index, bd->image->format,
             need_name);
    return false;
}

/* ---- multisampled images: filled and read back by a compute shader (ms_copy.c) ---------------------- */

/* The copy pipeline of texels of texel_bytes bytes, made on first use: set 0 binding 0 the storage image,
 * binding 1 the storage buffer, 20 bytes of push constants (ms_copy.c). */
static spvrt_result ms_copy_pipeline(vk_backend *b, uint32_t texel_bytes, const char *what, VkPipeline *out)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t slot = texel_bytes == 1 ? 0 : texel_bytes == 2 ? 1 : texel_bytes == 4 ? 2 : texel_bytes == 8 ? 3 : 4;
    *out = b->ms_pipelines[slot];
    if (*out)
        return SPVRT_SUCCESS;
    VkResult r;
    if (!b->ms_set_layout) {
        VkDescriptorSetLayoutBinding lb[2];
        memset(lb, 0, sizeof lb);
        lb[0].binding = 0;
        lb[0].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
        lb[0].descriptorCount = 1;
        lb[0].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
        lb[1] = lb[0];
        lb[1].binding = 1;
        lb[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        VkDescriptorSetLayoutCreateInfo li = {0};
        li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
        li.bindingCount = 2;
        li.pBindings = lb;
        r = b->fn.vkCreateDescriptorSetLayout(b->device, &li, NULL, &b->ms_set_layout);
        if (r != VK_SUCCESS) {
            b->ms_set_layout = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreateDescriptorSetLayout (multisampled image copy)");
        }
    }
    if (!b->ms_layout) {
        VkPushConstantRange range = {VK_SHADER_STAGE_COMPUTE_BIT, 0, 20};
        VkPipelineLayoutCreateInfo pi = {0};
        pi.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
        pi.setLayoutCount = 1;
        pi.pSetLayouts = &b->ms_set_layout;
        pi.pushConstantRangeCount = 1;
        pi.pPushConstantRanges = &range;
        r = b->fn.vkCreatePipelineLayout(b->device, &pi, NULL, &b->ms_layout);
        if (r != VK_SUCCESS) {
            b->ms_layout = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreatePipelineLayout (multisampled image copy)");
        }
    }
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_result res = amber_ms_copy_shader(ctx, texel_bytes, &words, &count);
    if (res != SPVRT_SUCCESS) {
        error_on(ctx, "%s failed: the copy shader of a multisampled image did not assemble (%s)", what,
                 spvrt_result_string(res));
        return res;
    }
    VkShaderModuleCreateInfo mi = {0};
    mi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    mi.codeSize = count * sizeof *words;
    mi.pCode = words;
    VkShaderModule module = VK_NULL_HANDLE;
    r = b->fn.vkCreateShaderModule(b->device, &mi, NULL, &module);
    spvrt_free(ctx, words);
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkCreateShaderModule (multisampled image copy)");
    VkComputePipelineCreateInfo ci = {0};
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    ci.stage.module = module;
    ci.stage.pName = "main";
    ci.layout = b->ms_layout;
    r = b->fn.vkCreateComputePipelines(b->device, VK_NULL_HANDLE, 1, &ci, NULL, &b->ms_pipelines[slot]);
    b->fn.vkDestroyShaderModule(b->device, module, NULL);
    if (r != VK_SUCCESS) {
        b->ms_pipelines[slot] = VK_NULL_HANDLE;
        return vk_failed(b, r, what, "vkCreateComputePipelines (multisampled image copy)");
    }
    *out = b->ms_pipelines[slot];
    return SPVRT_SUCCESS;
}

/* Whether the device can make im (multisampled) with the copy's storage view, and its flags, usage and copy
 * dispatch; a missing piece is "not supported" (SPVRT_ERROR_UNSUPPORTED), never a wrong answer. */
static spvrt_result ms_copy_prepare(vk_backend *b, vk_image *im, const char *what)
{
    spvrt_context *ctx = b->base.ctx;
    const spvrt_image *dsc = im->desc;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    im->multisampled = true;
    im->texel_bytes = spvrt_format_texel_size(dsc->format);
    VkFormat view = (VkFormat)amber_ms_copy_view_format(im->texel_bytes);
    /* a view of another format needs MUTABLE_FORMAT and a format of the image's compatibility class
     * (VUID-VkImageViewCreateInfo-image-01761): the uncompressed colour formats of one texel size are one
     * class ("Format Compatibility Classes"); depth/stencil formats are each their own */
    bool depth = dsc->format >= VK_FORMAT_D16_UNORM && dsc->format <= VK_FORMAT_D32_SFLOAT_S8_UINT;
    if (view == 0 || depth || dsc->array_layers != 1 || dsc->mip_levels != 1 || dsc->dim != SPVRT_IMAGE_2D) {
        error_on(ctx, "%s failed: a multisampled image of format %u is not supported by the Vulkan backend: it "
                      "fills and reads back such an image through a storage view of an 8, 16, 32, 64 or 128-bit "
                      "UINT colour format of the same texel size (vkCmdCopyBufferToImage needs one sample, "
                      "VUID-vkCmdCopyBufferToImage-dstImage-07973)", what, dsc->format);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    if (!b->storage_image_multisample) {
        error_on(ctx, "%s failed: the device lacks shaderStorageImageMultisample, which the Vulkan backend needs to "
                      "fill a multisampled image from its buffer and read it back (capability "
                      "StorageImageMultisample)", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkFormatProperties fp;
    b->fn.vkGetPhysicalDeviceFormatProperties(b->physical, view, &fp);
    if (!(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT)) {
        error_on(ctx, "%s failed: the device's format %u lacks STORAGE_IMAGE (optimal tiling), which the storage "
                      "view that fills a multisampled image of format %u needs", what, (unsigned)view, dsc->format);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* no transfers; the copy's storage view (VUID-VkImageViewCreateInfo-image-04441: the image has the usage
     * of its views) */
    im->usage &= ~(VkImageUsageFlags)(VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT);
    bool script_storage = (im->usage & VK_IMAGE_USAGE_STORAGE_BIT) != 0;
    im->usage |= VK_IMAGE_USAGE_STORAGE_BIT;
    im->flags = VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT;
    b->fn.vkGetPhysicalDeviceFormatProperties(b->physical, (VkFormat)dsc->format, &fp);
    if (!script_storage && !(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT)) {
        /* the image's own format cannot be a storage image: STORAGE usage only through EXTENDED_USAGE
         * (Vulkan 1.1, VUID-VkImageCreateInfo-usage-00964 otherwise) */
        if (b->api_version < VK_API_VERSION_1_1) {
            error_on(ctx, "%s failed: format %u of a multisampled image lacks STORAGE_IMAGE, and the device's "
                          "Vulkan 1.0 has no VK_IMAGE_CREATE_EXTENDED_USAGE_BIT for the storage view that fills it",
                     what, dsc->format);
            return SPVRT_ERROR_UNSUPPORTED;
        }
        im->flags |= VK_IMAGE_CREATE_EXTENDED_USAGE_BIT;
        im->extended_usage = true;
    }
    /* the sample count (VUID-VkImageCreateInfo-samples-02258) */
    VkImageFormatProperties ip;
    memset(&ip, 0, sizeof ip);
    VkResult r = b->fn.vkGetPhysicalDeviceImageFormatProperties(b->physical, (VkFormat)dsc->format,
                                                                 VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_OPTIMAL,
                                                                 im->usage, im->flags, &ip);
    if (r == VK_ERROR_FORMAT_NOT_SUPPORTED || (r == VK_SUCCESS && !(ip.sampleCounts & dsc->samples))) {
        error_on(ctx, "%s failed: the device has no multisampled image of format %u with %u samples for storage%s "
                      "use (vkGetPhysicalDeviceImageFormatProperties: sample counts 0x%x; "
                      "VUID-VkImageCreateInfo-samples-02258)", what, dsc->format, dsc->samples,
                 (im->usage & VK_IMAGE_USAGE_SAMPLED_BIT) ? " and sampled" : "",
                 r == VK_SUCCESS ? (unsigned)ip.sampleCounts : 0u);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkGetPhysicalDeviceImageFormatProperties");
    if (dsc->width > ip.maxExtent.width || dsc->height > ip.maxExtent.height) {
        error_on(ctx, "%s failed: a multisampled image of %u x %u texels is above the device's largest of format "
                      "%u, %u x %u", what, dsc->width, dsc->height, dsc->format, ip.maxExtent.width,
                 ip.maxExtent.height);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* the buffer: every sample's texels in spvrt_image's layout, read and written as whole words */
    uint64_t texels = (uint64_t)dsc->width * dsc->height * dsc->samples;
    uint64_t bytes = texels * im->texel_bytes;
    im->words_range = (bytes + 3u) & ~(uint64_t)3u;
    if (bytes > im->buffer->size) {
        error_on(ctx, "%s failed: the buffer of a multisampled image holds %llu bytes; its %llu texels need %llu",
                 what, (unsigned long long)im->buffer->size, (unsigned long long)texels,
                 (unsigned long long)bytes);
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    if (im->words_range > lim->maxStorageBufferRange || texels > UINT32_MAX) {
        error_on(ctx, "%s failed: a multisampled image of %llu bytes is above the device's maxStorageBufferRange = "
                      "%u, through which the Vulkan backend fills it", what, (unsigned long long)bytes,
                 lim->maxStorageBufferRange);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    im->texels = (uint32_t)texels;
    /* one invocation per texel, 64 a work group, in rows of at most maxComputeWorkGroupCount[0] groups */
    uint64_t groups = (texels + 63u) / 64u;
    uint64_t per_row = groups < lim->maxComputeWorkGroupCount[0] ? groups : lim->maxComputeWorkGroupCount[0];
    uint64_t rows = per_row ? (groups + per_row - 1u) / per_row : 1u;
    if (per_row == 0 || rows > lim->maxComputeWorkGroupCount[1] || per_row * 64u > UINT32_MAX) {
        error_on(ctx, "%s failed: a multisampled image of %llu texels needs more work groups to fill than the "
                      "device's maxComputeWorkGroupCount allows", what, (unsigned long long)texels);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    im->groups[0] = (uint32_t)per_row;
    im->groups[1] = (uint32_t)rows;
    return ms_copy_pipeline(b, im->texel_bytes, what, &im->copy_pipeline);
}

/* The copy views and descriptor sets of the multisampled images (after the images exist). */
static spvrt_result ms_copy_sets(vk_backend *b, vk_dispatch_objects *o, uint32_t count, const char *what)
{
    VkDescriptorPoolSize sizes[2] = {{VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, count},
                                     {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, count}};
    VkDescriptorPoolCreateInfo pi = {0};
    pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    pi.maxSets = count;
    pi.poolSizeCount = 2;
    pi.pPoolSizes = sizes;
    VkResult r = b->fn.vkCreateDescriptorPool(b->device, &pi, NULL, &o->copy_pool);
    if (r != VK_SUCCESS) {
        o->copy_pool = VK_NULL_HANDLE;
        return vk_failed(b, r, what, "vkCreateDescriptorPool (multisampled image copy)");
    }
    for (uint32_t i = 0; i < o->image_count; i++) {
        vk_image *im = &o->images[i];
        if (!im->multisampled)
            continue;
        VkImageViewUsageCreateInfo vu = {0};
        vu.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO;
        vu.usage = VK_IMAGE_USAGE_STORAGE_BIT;
        VkImageViewCreateInfo vi = {0};
        vi.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO;
        vi.pNext = im->extended_usage ? &vu : NULL;
        vi.image = im->image;
        vi.viewType = VK_IMAGE_VIEW_TYPE_2D;
        vi.format = (VkFormat)amber_ms_copy_view_format(im->texel_bytes);
        vi.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
        vi.subresourceRange.levelCount = 1;
        vi.subresourceRange.layerCount = 1;
        r = b->fn.vkCreateImageView(b->device, &vi, NULL, &im->copy_view);
        if (r != VK_SUCCESS) {
            im->copy_view = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreateImageView (multisampled image copy)");
        }
        VkDescriptorSetAllocateInfo ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
        ai.descriptorPool = o->copy_pool;
        ai.descriptorSetCount = 1;
        ai.pSetLayouts = &b->ms_set_layout;
        r = b->fn.vkAllocateDescriptorSets(b->device, &ai, &im->copy_set);
        if (r != VK_SUCCESS)
            return vk_failed(b, r, what, "vkAllocateDescriptorSets (multisampled image copy)");
        VkDescriptorImageInfo ii = {VK_NULL_HANDLE, im->copy_view, VK_IMAGE_LAYOUT_GENERAL};
        VkDescriptorBufferInfo bi = {im->buffer->buffer, 0, im->words_range};
        VkWriteDescriptorSet w[2];
        memset(w, 0, sizeof w);
        for (int k = 0; k < 2; k++) {
            w[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
            w[k].dstSet = im->copy_set;
            w[k].dstBinding = (uint32_t)k;
            w[k].descriptorCount = 1;
        }
        w[0].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
        w[0].pImageInfo = &ii;
        w[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        w[1].pBufferInfo = &bi;
        b->fn.vkUpdateDescriptorSets(b->device, 2, w, 0, NULL);
    }
    return SPVRT_SUCCESS;
}

/* Every multisampled image from (upload) or into (!upload) its buffer with the copy shader.  Upload: from
 * UNDEFINED to GENERAL (the storage images' layout, #descriptorsets-storageimage), then the shader's writes
 * made visible to the script's dispatch.  Read-back: the script's writes (image and buffer) made visible to
 * the copy first; the caller's last barrier makes the copy's writes visible to the host. */
static void record_ms_copies(vk_backend *b, VkCommandBuffer cb, const vk_dispatch_objects *o, bool upload)
{
    bool any = false;
    for (uint32_t i = 0; i < o->image_count; i++)
        any |= o->images[i].multisampled;
    if (!any)
        return;
    VkMemoryBarrier mb = {0};
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    if (!upload)
        b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0,
                                   1, &mb, 0, NULL, 0, NULL);
    for (uint32_t i = 0; i < o->image_count; i++) {
        const vk_image *im = &o->images[i];
        if (!im->multisampled)
            continue;
        if (upload) {
            VkImageMemoryBarrier ib = {0};
            ib.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER;
            ib.srcQueueFamilyIndex = ib.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
            ib.image = im->image;
            ib.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
            ib.subresourceRange.levelCount = 1;
            ib.subresourceRange.layerCount = 1;
            ib.srcAccessMask = 0;
            ib.dstAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
            ib.newLayout = VK_IMAGE_LAYOUT_GENERAL;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0,
                                       0, NULL, 0, NULL, 1, &ib);
        }
        uint32_t push[5] = {im->desc->width, im->desc->height, im->texels, im->groups[0] * 64u, upload ? 1u : 0u};
        b->fn.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, im->copy_pipeline);
        b->fn.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, b->ms_layout, 0, 1, &im->copy_set, 0,
                                      NULL);
        b->fn.vkCmdPushConstants(cb, b->ms_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof push, push);
        b->fn.vkCmdDispatch(cb, im->groups[0], im->groups[1], 1);
    }
    if (upload)
        b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0,
                                   1, &mb, 0, NULL, 0, NULL);
}

/* The images, views, buffer views and samplers of one dispatch (docs/vulkan-backend.md, section 9). */
static spvrt_result dispatch_objects_create(vk_backend *b, const amber_bind *binds, uint32_t bind_count,
                                            const amber_pipeline *p, vk_dispatch_objects *o, const char *what)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t n = bind_count ? bind_count : 1;
    o->images = spvrt_alloc_zero(ctx, n, sizeof *o->images);
    o->image_of = spvrt_alloc_zero(ctx, n, sizeof *o->image_of);
    o->views = spvrt_alloc_zero(ctx, n, sizeof *o->views);
    o->buffer_views = spvrt_alloc_zero(ctx, n, sizeof *o->buffer_views);
    o->samplers = spvrt_alloc_zero(ctx, n, sizeof *o->samplers);
    if (!o->images || !o->image_of || !o->views || !o->buffer_views || !o->samplers) {
        error_on(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    /* one image per buffer, with the usage of every bind of it */
    for (uint32_t k = 0; k < bind_count; k++) {
        const amber_bind *bd = &binds[k];
        const amber_binding_decl *d = find_decl(p, bd->descriptor_set, bd->binding);
        o->image_of[k] = UINT32_MAX;
        if (!d || !bd->image || !amber_descriptor_is_image(d->kind) || !bd->buffer)
            continue;
        if (!format_features_ok(b, bd, d->kind, what))
            return SPVRT_ERROR_UNSUPPORTED;
        uint32_t i = 0;
        while (i < o->image_count && o->images[i].buffer != bd->buffer)
            i++;
        if (i == o->image_count) {
            o->images[i].buffer = bd->buffer;
            o->images[i].desc = bd->image;
            o->images[i].usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
            o->image_count++;
        }
        o->images[i].usage |= d->kind == AMBER_DESCRIPTOR_STORAGE_IMAGE ? VK_IMAGE_USAGE_STORAGE_BIT
                                                                         : VK_IMAGE_USAGE_SAMPLED_BIT;
        o->image_of[k] = i;
    }
    uint32_t multisampled = 0;
    for (uint32_t i = 0; i < o->image_count; i++) {
        vk_image *im = &o->images[i];
        const spvrt_image *dsc = im->desc;
        if (dsc->samples > 1) {
            spvrt_result res = ms_copy_prepare(b, im, what);
            if (res != SPVRT_SUCCESS)
                return res;
            multisampled++;
        }
        VkImageCreateInfo ii = {0};
        ii.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO;
        ii.flags = im->flags;
        ii.imageType = dsc->dim == SPVRT_IMAGE_1D ? VK_IMAGE_TYPE_1D
                       : dsc->dim == SPVRT_IMAGE_3D ? VK_IMAGE_TYPE_3D : VK_IMAGE_TYPE_2D;
        ii.format = (VkFormat)dsc->format;
        ii.extent.width = dsc->width;
        ii.extent.height = dsc->height;
        ii.extent.depth = dsc->depth;
        ii.mipLevels = dsc->mip_levels;
        ii.arrayLayers = 1;
        ii.samples = (VkSampleCountFlagBits)dsc->samples; /* VK_SAMPLE_COUNT_n_BIT is n */
        ii.tiling = VK_IMAGE_TILING_OPTIMAL;
        ii.usage = im->usage;
        ii.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
        ii.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
        VkResult r = b->fn.vkCreateImage(b->device, &ii, NULL, &im->image);
        if (r != VK_SUCCESS) {
            im->image = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreateImage");
        }
        VkMemoryRequirements req;
        b->fn.vkGetImageMemoryRequirements(b->device, im->image, &req);
        VkMemoryAllocateInfo ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
        ai.allocationSize = req.size;
        ai.memoryTypeIndex = image_memory_type(b, req.memoryTypeBits);
        if (ai.memoryTypeIndex == UINT32_MAX) {
            error_on(ctx, "%s failed: no memory type can hold an image of format %u", what, dsc->format);
            return SPVRT_ERROR_UNSUPPORTED;
        }
        r = b->fn.vkAllocateMemory(b->device, &ai, NULL, &im->memory);
        if (r != VK_SUCCESS) {
            im->memory = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkAllocateMemory");
        }
        r = b->fn.vkBindImageMemory(b->device, im->image, im->memory, 0);
        if (r != VK_SUCCESS)
            return vk_failed(b, r, what, "vkBindImageMemory");
    }
    for (uint32_t k = 0; k < bind_count; k++) {
        const amber_bind *bd = &binds[k];
        const amber_binding_decl *d = find_decl(p, bd->descriptor_set, bd->binding);
        if (!d)
            continue;
        VkResult r;
        if (amber_descriptor_is_texel_buffer(d->kind) && bd->image && bd->buffer) {
            if (!format_features_ok(b, bd, d->kind, what))
                return SPVRT_ERROR_UNSUPPORTED;
            if (bd->image->width > lim->maxTexelBufferElements) {
                error_on(ctx, "%s failed: descriptor set %u binding %u[%u]: %u texels are above the device's "
                              "maxTexelBufferElements = %u", what, bd->descriptor_set, bd->binding, bd->array_index,
                         bd->image->width, lim->maxTexelBufferElements);
                return SPVRT_ERROR_UNSUPPORTED;
            }
            VkBufferViewCreateInfo vi = {0};
            vi.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO;
            vi.buffer = bd->buffer->buffer;
            vi.format = (VkFormat)bd->image->format;
            vi.offset = bd->offset;
            vi.range = bd->range;
            r = b->fn.vkCreateBufferView(b->device, &vi, NULL, &o->buffer_views[k]);
            if (r != VK_SUCCESS) {
                o->buffer_views[k] = VK_NULL_HANDLE;
                return vk_failed(b, r, what, "vkCreateBufferView");
            }
        }
        if (o->image_of[k] != UINT32_MAX) {
            const spvrt_image *dsc = bd->image;
            VkImageViewCreateInfo vi = {0};
            vi.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO;
            vi.image = o->images[o->image_of[k]].image;
            vi.viewType = dsc->dim == SPVRT_IMAGE_1D ? VK_IMAGE_VIEW_TYPE_1D
                          : dsc->dim == SPVRT_IMAGE_3D ? VK_IMAGE_VIEW_TYPE_3D : VK_IMAGE_VIEW_TYPE_2D;
            vi.format = (VkFormat)dsc->format;
            vi.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
            vi.subresourceRange.baseMipLevel = bd->base_level;
            vi.subresourceRange.levelCount = bd->level_count ? bd->level_count : VK_REMAINING_MIP_LEVELS;
            vi.subresourceRange.layerCount = 1;
            /* an image made with EXTENDED_USAGE_BIT: the view's own usage, which its format must support
             * (VUID-VkImageViewCreateInfo-usage-02274/-02275 with VkImageViewUsageCreateInfo) */
            VkImageViewUsageCreateInfo vu = {0};
            vu.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO;
            vu.usage = d->kind == AMBER_DESCRIPTOR_STORAGE_IMAGE ? VK_IMAGE_USAGE_STORAGE_BIT
                                                                 : VK_IMAGE_USAGE_SAMPLED_BIT;
            if (o->images[o->image_of[k]].extended_usage)
                vi.pNext = &vu;
            r = b->fn.vkCreateImageView(b->device, &vi, NULL, &o->views[k]);
            if (r != VK_SUCCESS) {
                o->views[k] = VK_NULL_HANDLE;
                return vk_failed(b, r, what, "vkCreateImageView");
            }
        }
        if (bd->sampler && (d->kind == AMBER_DESCRIPTOR_SAMPLER || d->kind == AMBER_DESCRIPTOR_COMBINED_IMAGE_SAMPLER)) {
            const spvrt_sampler *sm = bd->sampler;
            VkSamplerCreateInfo si = {0};
            si.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO;
            si.magFilter = (VkFilter)sm->mag_filter;
            si.minFilter = (VkFilter)sm->min_filter;
            si.mipmapMode = (VkSamplerMipmapMode)sm->mipmap_mode;
            si.addressModeU = (VkSamplerAddressMode)sm->address_u;
            si.addressModeV = (VkSamplerAddressMode)sm->address_v;
            si.addressModeW = (VkSamplerAddressMode)sm->address_w;
            si.mipLodBias = sm->mip_lod_bias;
            si.compareEnable = sm->compare_enable ? VK_TRUE : VK_FALSE;
            si.compareOp = (VkCompareOp)sm->compare_op;
            si.minLod = sm->min_lod;
            si.maxLod = sm->max_lod;
            si.borderColor = (VkBorderColor)sm->border_color;
            si.unnormalizedCoordinates = sm->unnormalized_coordinates ? VK_TRUE : VK_FALSE;
            r = b->fn.vkCreateSampler(b->device, &si, NULL, &o->samplers[k]);
            if (r != VK_SUCCESS) {
                o->samplers[k] = VK_NULL_HANDLE;
                return vk_failed(b, r, what, "vkCreateSampler");
            }
        }
    }
    return multisampled ? ms_copy_sets(b, o, multisampled, what) : SPVRT_SUCCESS;
}

/* Every level of each image from (upload) or into (!upload) its buffer, whose bytes hold the levels one
 * after another, rows tightly packed (bufferRowLength 0: "Copying Data Between Buffers and Images"); the
 * image ends in the GENERAL layout (the only one storage images may be used in, #descriptorsets-storageimage)
 * after an upload, and in TRANSFER_SRC_OPTIMAL after a read-back. */
static void record_image_copies(vk_backend *b, VkCommandBuffer cb, const vk_dispatch_objects *o, bool upload)
{
    for (uint32_t i = 0; i < o->image_count; i++) {
        const vk_image *im = &o->images[i];
        const spvrt_image *dsc = im->desc;
        if (im->multisampled) /* record_ms_copies */
            continue;
        VkImageMemoryBarrier ib = {0};
        ib.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER;
        ib.srcQueueFamilyIndex = ib.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
        ib.image = im->image;
        ib.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
        ib.subresourceRange.levelCount = VK_REMAINING_MIP_LEVELS;
        ib.subresourceRange.layerCount = 1;
        if (upload) {
            ib.srcAccessMask = 0;
            ib.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
            ib.newLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0,
                                       NULL, 0, NULL, 1, &ib);
        } else {
            ib.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            ib.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_GENERAL;
            ib.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0,
                                       0, NULL, 0, NULL, 1, &ib);
        }
        VkBufferImageCopy regions[16];
        uint32_t levels = dsc->mip_levels < 16 ? dsc->mip_levels : 16; /* the parser bounds levels by the extent */
        uint64_t offset = 0;
        uint32_t texel = 0;
        for (uint32_t l = 0; l < levels; l++) {
            memset(&regions[l], 0, sizeof regions[l]);
            regions[l].bufferOffset = offset;
            regions[l].imageSubresource.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
            regions[l].imageSubresource.mipLevel = l;
            regions[l].imageSubresource.layerCount = 1;
            regions[l].imageExtent = level_extent(dsc, l);
            if (texel == 0) /* bytes of one texel: the buffer's bytes over the image's texels */
            {
                uint64_t texels = 0;
                for (uint32_t m = 0; m < dsc->mip_levels; m++) {
                    VkExtent3D e = level_extent(dsc, m);
                    texels += (uint64_t)e.width * e.height * e.depth;
                }
                texel = texels ? (uint32_t)(dsc->size / texels) : 0;
            }
            offset += (uint64_t)regions[l].imageExtent.width * regions[l].imageExtent.height *
                      regions[l].imageExtent.depth * texel;
        }
        if (upload) {
            b->fn.vkCmdCopyBufferToImage(cb, im->buffer->buffer, im->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                                         levels, regions);
            ib.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
            ib.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
            ib.newLayout = VK_IMAGE_LAYOUT_GENERAL;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0,
                                       0, NULL, 0, NULL, 1, &ib);
        } else {
            b->fn.vkCmdCopyImageToBuffer(cb, im->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, im->buffer->buffer,
                                         levels, regions);
        }
    }
}

typedef struct dynamic_slot {
    uint32_t set, binding, index;
    uint32_t offset;
} dynamic_slot;

/* pDynamicOffsets is ordered by set number, then binding number, then array element
 * (vkCmdBindDescriptorSets, #descriptorsets-binding). */
static int compare_dynamic(const void *x, const void *y)
{
    const dynamic_slot *a = x, *b = y;
    if (a->set != b->set)
        return a->set < b->set ? -1 : 1;
    if (a->binding != b->binding)
        return a->binding < b->binding ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

static spvrt_result vk_dispatch(amber_backend *base, const amber_pipeline *p, const amber_bind *binds,
                                uint32_t bind_count, const void *push_constants, uint32_t push_constant_size,
                                const uint32_t groups[3])
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    spvrt_diag_reset(ctx);
    char what[160];
    snprintf(what, sizeof what, "RUN %s %u %u %u", p->name, groups[0], groups[1], groups[2]);
    spvrt_result res = refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    for (int k = 0; k < 3; k++)
        if (groups[k] > lim->maxComputeWorkGroupCount[k]) {
            error_on(ctx, "%s failed: group count %c = %u is above the device's maxComputeWorkGroupCount[%d] = %u",
                     what, "xyz"[k], groups[k], k, lim->maxComputeWorkGroupCount[k]);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    /* descriptors: offsets and ranges against the limits (#limits-minStorageBufferOffsetAlignment,
     * #limits-maxStorageBufferRange and their uniform twins; dynamic offsets too,
     * VUID-vkCmdBindDescriptorSets-pDynamicOffsets-01971/01972), each bind in the pipeline's layout */
    uint32_t dynamic_count = 0;
    for (uint32_t k = 0; k < bind_count; k++) {
        const amber_bind *bd = &binds[k];
        const amber_binding_decl *d = find_decl(p, bd->descriptor_set, bd->binding);
        if (!d || bd->array_index >= (d->count ? d->count : 1)) {
            error_on(ctx, "%s failed: descriptor set %u binding %u[%u] is not in the pipeline's layout", what,
                     bd->descriptor_set, bd->binding, bd->array_index);
            res = SPVRT_ERROR_INVALID_ARGUMENT;
            continue;
        }
        if (d->kind == AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE) {
            /* a top level, never the null structure (that needs nullDescriptor:
             * VUID-VkWriteDescriptorSetAccelerationStructureKHR-pAccelerationStructures-03580; and a top level:
             * -03579) */
            if (!bd->accel || !bd->accel->top) {
                error_on(ctx, "%s failed: descriptor set %u binding %u[%u] needs a top-level acceleration structure",
                         what, bd->descriptor_set, bd->binding, bd->array_index);
                res = SPVRT_ERROR_INVALID_ARGUMENT;
            }
            continue;
        }
        if (amber_descriptor_is_dynamic(d->kind))
            dynamic_count++;
        if (!bd->buffer || !amber_descriptor_is_buffer(d->kind))
            continue;
        bool uniform = amber_descriptor_is_uniform(d->kind);
        uint64_t align = uniform ? lim->minUniformBufferOffsetAlignment : lim->minStorageBufferOffsetAlignment;
        uint64_t max = uniform ? lim->maxUniformBufferRange : lim->maxStorageBufferRange;
        for (int which = 0; which < 2; which++) {
            uint64_t off = which ? bd->dynamic_offset : bd->offset;
            if (align && off % align) {
                error_on(ctx, "%s failed: descriptor set %u binding %u[%u]: %s %llu is not a multiple of the device's "
                              "%s = %llu", what, bd->descriptor_set, bd->binding, bd->array_index,
                         which ? "dynamic offset" : "offset", (unsigned long long)off,
                         uniform ? "minUniformBufferOffsetAlignment" : "minStorageBufferOffsetAlignment",
                         (unsigned long long)align);
                res = SPVRT_ERROR_UNSUPPORTED;
            }
        }
        uint64_t range = bd->range == VK_WHOLE_SIZE ? bd->buffer->size - bd->offset : bd->range;
        if (range > max) {
            error_on(ctx, "%s failed: descriptor set %u binding %u[%u]: range %llu bytes is above the device's %s = "
                          "%llu", what, bd->descriptor_set, bd->binding, bd->array_index, (unsigned long long)range,
                     uniform ? "maxUniformBufferRange" : "maxStorageBufferRange", (unsigned long long)max);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
        if (bd->dynamic_offset > UINT32_MAX) {
            error_on(ctx, "%s failed: descriptor set %u binding %u[%u]: dynamic offset %llu does not fit in 32 bits",
                     what, bd->descriptor_set, bd->binding, bd->array_index, (unsigned long long)bd->dynamic_offset);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    }
    if (res != SPVRT_SUCCESS)
        return res;
    for (uint32_t k = 0; k < bind_count && !b->null_buffer; k++)
        if (!binds[k].buffer && !binds[k].accel && !binds[k].sampler) {
            res = vk_buffer_create(base, 0, 4, &b->null_buffer);
            if (res != SPVRT_SUCCESS)
                return res;
        }

    vk_dispatch_objects objects = {0};
    res = dispatch_objects_create(b, binds, bind_count, p, &objects, what);
    VkDescriptorPool pool = VK_NULL_HANDLE;
    VkDescriptorSet *sets = NULL;
    VkDescriptorBufferInfo *infos = NULL;
    VkDescriptorImageInfo *image_infos = NULL;
    VkWriteDescriptorSet *writes = NULL;
    VkWriteDescriptorSetAccelerationStructureKHR *accel_writes = NULL;
    VkAccelerationStructureKHR *handles = NULL;
    dynamic_slot *slots = NULL;
    uint32_t *dynamic_offsets = NULL;
    VkResult r;
    if (p->set_count && res == SPVRT_SUCCESS) {
        uint32_t totals[DESCRIPTOR_KINDS] = {0};
        for (uint32_t k = 0; k < p->set_count; k++)
            for (uint32_t t = 0; t < DESCRIPTOR_KINDS; t++)
                totals[t] += p->sets[k].count[t];
        VkDescriptorPoolSize sizes[DESCRIPTOR_KINDS];
        uint32_t nsizes = 0;
        for (uint32_t t = 0; t < DESCRIPTOR_KINDS; t++)
            if (totals[t] || t == AMBER_DESCRIPTOR_STORAGE_BUFFER) {
                sizes[nsizes].type = vk_descriptor_type((amber_descriptor_kind)t);
                sizes[nsizes++].descriptorCount = totals[t] ? totals[t] : 1;
            }
        VkDescriptorPoolCreateInfo pi = {0};
        pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
        pi.maxSets = p->set_count;
        pi.poolSizeCount = nsizes;
        pi.pPoolSizes = sizes;
        r = b->fn.vkCreateDescriptorPool(b->device, &pi, NULL, &pool);
        if (r != VK_SUCCESS) {
            pool = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateDescriptorPool");
        }
        sets = spvrt_alloc_zero(ctx, p->set_count, sizeof *sets);
        VkDescriptorSetLayout *layouts = spvrt_alloc_zero(ctx, p->set_count, sizeof *layouts);
        uint32_t n = bind_count ? bind_count : 1;
        infos = spvrt_alloc_zero(ctx, n, sizeof *infos);
        image_infos = spvrt_alloc_zero(ctx, n, sizeof *image_infos);
        writes = spvrt_alloc_zero(ctx, n, sizeof *writes);
        accel_writes = spvrt_alloc_zero(ctx, n, sizeof *accel_writes);
        handles = spvrt_alloc_zero(ctx, n, sizeof *handles);
        slots = spvrt_alloc_zero(ctx, n, sizeof *slots);
        dynamic_offsets = spvrt_alloc_zero(ctx, n, sizeof *dynamic_offsets);
        if (res == SPVRT_SUCCESS && (!sets || !layouts || !infos || !image_infos || !writes || !accel_writes ||
                                     !handles || !slots || !dynamic_offsets)) {
            error_on(ctx, "%s failed: out of host memory", what);
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        }
        if (res == SPVRT_SUCCESS) {
            for (uint32_t k = 0; k < p->set_count; k++)
                layouts[k] = p->sets[k].layout;
            VkDescriptorSetAllocateInfo ai = {0};
            ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
            ai.descriptorPool = pool;
            ai.descriptorSetCount = p->set_count;
            ai.pSetLayouts = layouts;
            r = b->fn.vkAllocateDescriptorSets(b->device, &ai, sets);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkAllocateDescriptorSets");
        }
        spvrt_free(ctx, layouts);
        if (res == SPVRT_SUCCESS) {
            uint32_t ns = 0;
            for (uint32_t k = 0; k < bind_count; k++) {
                const amber_bind *bd = &binds[k];
                const amber_binding_decl *d = find_decl(p, bd->descriptor_set, bd->binding);
                writes[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
                writes[k].dstSet = sets[bd->descriptor_set];
                writes[k].dstBinding = bd->binding;
                writes[k].dstArrayElement = bd->array_index;
                writes[k].descriptorCount = 1;
                writes[k].descriptorType = vk_descriptor_type(d->kind);
                if (d->kind == AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE) {
                    /* VkWriteDescriptorSetAccelerationStructureKHR (#descriptorsets-updates) */
                    handles[k] = bd->accel->handle;
                    accel_writes[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR;
                    accel_writes[k].accelerationStructureCount = 1;
                    accel_writes[k].pAccelerationStructures = &handles[k];
                    writes[k].pNext = &accel_writes[k];
                    continue;
                }
                if (amber_descriptor_is_texel_buffer(d->kind)) {
                    writes[k].pTexelBufferView = &objects.buffer_views[k];
                    continue;
                }
                if (amber_descriptor_is_image(d->kind) || d->kind == AMBER_DESCRIPTOR_SAMPLER) {
                    image_infos[k].imageView = objects.views[k];
                    image_infos[k].imageLayout = objects.views[k] ? VK_IMAGE_LAYOUT_GENERAL : VK_IMAGE_LAYOUT_UNDEFINED;
                    image_infos[k].sampler = objects.samplers[k];
                    writes[k].pImageInfo = &image_infos[k];
                    continue;
                }
                infos[k].buffer = bd->buffer ? bd->buffer->buffer : b->null_buffer->buffer;
                infos[k].offset = bd->buffer ? bd->offset : 0;
                infos[k].range = bd->buffer ? bd->range : VK_WHOLE_SIZE;
                writes[k].pBufferInfo = &infos[k];
                if (amber_descriptor_is_dynamic(d->kind)) {
                    slots[ns].set = bd->descriptor_set;
                    slots[ns].binding = bd->binding;
                    slots[ns].index = bd->array_index;
                    slots[ns++].offset = (uint32_t)bd->dynamic_offset;
                }
            }
            b->fn.vkUpdateDescriptorSets(b->device, bind_count, writes, 0, NULL);
            qsort(slots, ns, sizeof *slots, compare_dynamic);
            for (uint32_t k = 0; k < ns; k++)
                dynamic_offsets[k] = slots[k].offset;
            dynamic_count = ns;
        }
    }
    uint8_t push[256];
    uint32_t push_bytes = push_constant_size < p->push_size ? push_constant_size : p->push_size;
    if (push_bytes > sizeof push)
        push_bytes = sizeof push;
    memset(push, 0, sizeof push);
    if (push_constants && push_bytes)
        memcpy(push, push_constants, push_bytes);
    uint32_t push_size = p->push_size < sizeof push ? p->push_size : (uint32_t)sizeof push;

    if (res == SPVRT_SUCCESS) {
        VkCommandBuffer cb = b->command_buffer;
        b->fn.vkResetCommandBuffer(cb, 0);
        VkCommandBufferBeginInfo bi = {0};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        r = b->fn.vkBeginCommandBuffer(cb, &bi);
        if (r != VK_SUCCESS)
            res = vk_failed(b, r, what, "vkBeginCommandBuffer");
        if (res == SPVRT_SUCCESS) {
            /* images from their buffers (the submission makes the host's writes to the buffers visible,
             * #synchronization-submission-host-writes) */
            record_image_copies(b, cb, &objects, true);
            record_ms_copies(b, cb, &objects, true);
            b->fn.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p->pipeline);
            if (p->set_count)
                b->fn.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p->layout, 0, p->set_count, sets,
                                              dynamic_count, dynamic_count ? dynamic_offsets : NULL);
            if (push_size)
                b->fn.vkCmdPushConstants(cb, p->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, push_size, push);
            b->fn.vkCmdDispatch(cb, groups[0], groups[1], groups[2]);
            /* images back into their buffers */
            record_image_copies(b, cb, &objects, false);
            record_ms_copies(b, cb, &objects, false);
            /* shader and copy writes made available and visible to the host (the fence alone does not: "Host
             * Access Types", #synchronization-host-access-types) */
            VkMemoryBarrier mb = {0};
            mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
            mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
            mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                                       VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
            r = b->fn.vkEndCommandBuffer(cb);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkEndCommandBuffer");
        }
        if (res == SPVRT_SUCCESS) {
            VkSubmitInfo si = {0};
            si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
            si.commandBufferCount = 1;
            si.pCommandBuffers = &cb;
            r = b->fn.vkQueueSubmit(b->queue, 1, &si, b->fence);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkQueueSubmit");
        }
        if (res == SPVRT_SUCCESS) {
            r = b->fn.vkWaitForFences(b->device, 1, &b->fence, VK_TRUE, (uint64_t)b->fence_timeout_ms * 1000000u);
            if (r == VK_TIMEOUT) {
                /* nothing cancels submitted work: the device is treated as lost ("Lost Device") */
                b->lost = true;
                error_on(ctx, "%s failed: device did not finish within %u ms (treated as device lost; the fence "
                              "timeout is SET ENGINE_DATA fence_timeout_ms or --fence-timeout)", what,
                         b->fence_timeout_ms);
                res = SPVRT_ERROR_DEVICE_LOST;
            } else if (r == VK_ERROR_DEVICE_LOST) {
                b->lost = true;
                error_on(ctx, "%s failed: device lost (vkWaitForFences returned VK_ERROR_DEVICE_LOST)", what);
                res = SPVRT_ERROR_DEVICE_LOST;
            } else if (r != VK_SUCCESS) {
                res = vk_failed(b, r, what, "vkWaitForFences");
            } else {
                b->fn.vkResetFences(b->device, 1, &b->fence);
            }
        }
    }
    if (pool && !b->lost)
        b->fn.vkDestroyDescriptorPool(b->device, pool, NULL);
    dispatch_objects_free(b, &objects, bind_count);
    spvrt_free(ctx, sets);
    spvrt_free(ctx, infos);
    spvrt_free(ctx, image_infos);
    spvrt_free(ctx, writes);
    spvrt_free(ctx, accel_writes);
    spvrt_free(ctx, handles);
    spvrt_free(ctx, slots);
    spvrt_free(ctx, dynamic_offsets);
    return res;
}

/* ---- acceleration structures (docs/vulkan-backend.md, section 8) --------------- */

static void raw_buffer_free(vk_backend *b, vk_raw_buffer *rb)
{
    if (!b->lost && b->device) {
        if (rb->memory) {
            if (rb->host)
                b->fn.vkUnmapMemory(b->device, rb->memory);
            b->fn.vkFreeMemory(b->device, rb->memory, NULL);
        }
        if (rb->buffer)
            b->fn.vkDestroyBuffer(b->device, rb->buffer, NULL);
    }
    memset(rb, 0, sizeof *rb);
}

/* A buffer of size bytes with usage | SHADER_DEVICE_ADDRESS, its memory allocated with
 * VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT (vkBindBufferMemory's valid usage for such buffers) and, when
 * mappable is set, host-visible, coherent and mapped (build inputs written by the host; the submission
 * makes those writes visible, #synchronization-submission-host-writes). */
static spvrt_result raw_buffer_create(vk_backend *b, uint64_t size, VkBufferUsageFlags usage, bool mappable,
                                      const char *what, vk_raw_buffer *rb)
{
    memset(rb, 0, sizeof *rb);
    VkBufferCreateInfo info = {0};
    info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    info.size = size ? size : 16;
    info.usage = usage | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    VkResult r = b->fn.vkCreateBuffer(b->device, &info, NULL, &rb->buffer);
    if (r != VK_SUCCESS) {
        rb->buffer = VK_NULL_HANDLE;
        return vk_failed(b, r, what, "vkCreateBuffer");
    }
    VkMemoryRequirements req;
    b->fn.vkGetBufferMemoryRequirements(b->device, rb->buffer, &req);
    uint32_t type = UINT32_MAX;
    if (req.memoryTypeBits & (1u << b->memory_type))
        type = b->memory_type;
    for (uint32_t k = 0; !mappable && type == UINT32_MAX && k < b->memory.memoryTypeCount; k++)
        if (req.memoryTypeBits & (1u << k))
            type = k;
    if (type == UINT32_MAX) {
        raw_buffer_free(b, rb);
        error_on(b->base.ctx, "%s failed: no memory type of the device can hold it", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkMemoryAllocateFlagsInfo flags = {0};
    flags.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
    flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    VkMemoryAllocateInfo alloc = {0};
    alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    alloc.pNext = &flags;
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = type;
    r = b->fn.vkAllocateMemory(b->device, &alloc, NULL, &rb->memory);
    if (r != VK_SUCCESS) {
        rb->memory = VK_NULL_HANDLE;
        raw_buffer_free(b, rb);
        return vk_failed(b, r, what, "vkAllocateMemory");
    }
    r = b->fn.vkBindBufferMemory(b->device, rb->buffer, rb->memory, 0);
    if (r != VK_SUCCESS) {
        raw_buffer_free(b, rb);
        return vk_failed(b, r, what, "vkBindBufferMemory");
    }
    if (mappable) {
        void *host = NULL;
        r = b->fn.vkMapMemory(b->device, rb->memory, 0, VK_WHOLE_SIZE, 0, &host);
        if (r != VK_SUCCESS) {
            raw_buffer_free(b, rb);
            return vk_failed(b, r, what, "vkMapMemory");
        }
        rb->host = host;
    }
    VkBufferDeviceAddressInfo ai = {0};
    ai.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
    ai.buffer = rb->buffer;
    rb->address = b->fn.vkGetBufferDeviceAddress(b->device, &ai);
    return SPVRT_SUCCESS;
}

/* Waits for the submission of the backend's command buffer on its fence (a timeout or a loss marks the
 * device lost, as in vk_dispatch). */
static spvrt_result submit_and_wait(vk_backend *b, const char *what)
{
    VkCommandBuffer cb = b->command_buffer;
    VkSubmitInfo si = {0};
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cb;
    VkResult r = b->fn.vkQueueSubmit(b->queue, 1, &si, b->fence);
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkQueueSubmit");
    r = b->fn.vkWaitForFences(b->device, 1, &b->fence, VK_TRUE, (uint64_t)b->fence_timeout_ms * 1000000u);
    if (r == VK_TIMEOUT) {
        b->lost = true;
        error_on(b->base.ctx, "%s failed: device did not finish within %u ms (treated as device lost)", what,
                 b->fence_timeout_ms);
        return SPVRT_ERROR_DEVICE_LOST;
    }
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkWaitForFences");
    b->fn.vkResetFences(b->device, 1, &b->fence);
    return SPVRT_SUCCESS;
}

static void accel_release(vk_backend *b, amber_accel *a)
{
    if (!b->lost && b->device && a->handle)
        b->fn.vkDestroyAccelerationStructureKHR(b->device, a->handle, NULL);
    raw_buffer_free(b, &a->storage);
    spvrt_free(b->base.ctx, a);
}

/* One build on the device (#acceleration-structure-building): sizes, the structure's storage buffer, a
 * scratch buffer aligned to minAccelerationStructureScratchOffsetAlignment (a valid usage of
 * vkCmdBuildAccelerationStructuresKHR on scratchData), vkCmdBuildAccelerationStructuresKHR, then a
 * barrier ACCELERATION_STRUCTURE_WRITE -> ACCELERATION_STRUCTURE_READ for later builds (a top level reading
 * its bottoms) and later dispatches (ray queries in compute shaders) in submission order, and the fence.
 * geometries and ranges are complete but for the structure handle and the scratch address. */
static spvrt_result accel_build(vk_backend *b, VkAccelerationStructureTypeKHR type,
                                const VkAccelerationStructureGeometryKHR *geometries,
                                const VkAccelerationStructureBuildRangeInfoKHR *ranges, uint32_t geometry_count,
                                const char *what, amber_accel **out)
{
    spvrt_context *ctx = b->base.ctx;
    VkAccelerationStructureBuildGeometryInfoKHR info = {0};
    info.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR;
    info.type = type;
    info.flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR;
    info.mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR;
    info.geometryCount = geometry_count;
    info.pGeometries = geometries;
    uint32_t *max_primitives = spvrt_alloc_zero(ctx, geometry_count ? geometry_count : 1, sizeof *max_primitives);
    amber_accel *a = spvrt_alloc_zero(ctx, 1, sizeof *a);
    if (!max_primitives || !a) {
        spvrt_free(ctx, max_primitives);
        spvrt_free(ctx, a);
        error_on(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t k = 0; k < geometry_count; k++)
        max_primitives[k] = ranges[k].primitiveCount;
    VkAccelerationStructureBuildSizesInfoKHR sizes = {0};
    sizes.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR;
    b->fn.vkGetAccelerationStructureBuildSizesKHR(b->device, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &info,
                                                  max_primitives, &sizes);
    spvrt_free(ctx, max_primitives);
    a->top = type == VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR;
    vk_raw_buffer scratch = {0};
    uint64_t align = b->accel_props.minAccelerationStructureScratchOffsetAlignment;
    if (align == 0)
        align = 1;
    spvrt_result res = raw_buffer_create(b, sizes.accelerationStructureSize,
                                         VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR, false, what,
                                         &a->storage);
    if (res == SPVRT_SUCCESS)
        res = raw_buffer_create(b, sizes.buildScratchSize + align, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, false, what,
                                &scratch);
    if (res == SPVRT_SUCCESS) {
        VkAccelerationStructureCreateInfoKHR ci = {0};
        ci.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR;
        ci.buffer = a->storage.buffer;
        ci.offset = 0;
        ci.size = sizes.accelerationStructureSize;
        ci.type = type;
        VkResult r = b->fn.vkCreateAccelerationStructureKHR(b->device, &ci, NULL, &a->handle);
        if (r != VK_SUCCESS) {
            a->handle = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateAccelerationStructureKHR");
        }
    }
    if (res == SPVRT_SUCCESS) {
        info.dstAccelerationStructure = a->handle;
        info.scratchData.deviceAddress = (scratch.address + align - 1) / align * align;
        VkCommandBuffer cb = b->command_buffer;
        b->fn.vkResetCommandBuffer(cb, 0);
        VkCommandBufferBeginInfo bi = {0};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        VkResult r = b->fn.vkBeginCommandBuffer(cb, &bi);
        if (r != VK_SUCCESS)
            res = vk_failed(b, r, what, "vkBeginCommandBuffer");
        if (res == SPVRT_SUCCESS) {
            const VkAccelerationStructureBuildRangeInfoKHR *range_list = ranges;
            b->fn.vkCmdBuildAccelerationStructuresKHR(cb, 1, &info, &range_list);
            VkMemoryBarrier mb = {0};
            mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
            mb.srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR;
            mb.dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR,
                                       VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR |
                                           VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                                       0, 1, &mb, 0, NULL, 0, NULL);
            r = b->fn.vkEndCommandBuffer(cb);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkEndCommandBuffer");
        }
        if (res == SPVRT_SUCCESS)
            res = submit_and_wait(b, what);
    }
    if (res == SPVRT_SUCCESS) {
        VkAccelerationStructureDeviceAddressInfoKHR ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR;
        ai.accelerationStructure = a->handle;
        a->address = b->fn.vkGetAccelerationStructureDeviceAddressKHR(b->device, &ai);
    }
    raw_buffer_free(b, &scratch);
    if (res != SPVRT_SUCCESS) {
        accel_release(b, a);
        return res;
    }
    a->next = b->accels;
    if (b->accels)
        b->accels->prev = a;
    b->accels = a;
    *out = a;
    return SPVRT_SUCCESS;
}

static spvrt_result refuse_without_accel(vk_backend *b, const char *what)
{
    spvrt_result res = refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS || b->accel)
        return res;
    error_on(b->base.ctx, "%s: the Vulkan device was created without VK_KHR_acceleration_structure (feature "
                          "accelerationStructure); amber_vulkan_options.acceleration_structures asks for it",
             what);
    return SPVRT_ERROR_UNSUPPORTED;
}

/* A bottom level: TRIANGLES (vertex format R32G32B32_SFLOAT, index type UINT32, indices made up when the
 * geometry has none) and AABBS (VkAabbPositionsKHR, 24 bytes each), each geometry with its flags
 * (VkGeometryFlagBitsKHR has spvrt's values).  SPHERES and LSS need VK_NV_ray_tracing_linear_swept_spheres,
 * which these Vulkan headers (1.3.239) do not describe: refused. */
static spvrt_result vk_accel_create_bottom(amber_backend *base, const spvrt_geometry *geometries,
                                           uint32_t geometry_count, amber_accel **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    *out = NULL;
    spvrt_diag_reset(ctx);
    const char *what = "building a bottom-level acceleration structure";
    spvrt_result res = refuse_without_accel(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    if (geometry_count > b->accel_props.maxGeometryCount) {
        error_on(ctx, "%s failed: %u geometries are above the device's maxGeometryCount = %llu", what, geometry_count,
                 (unsigned long long)b->accel_props.maxGeometryCount);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* what every geometry needs in the one input buffer (vertices, indices, AABBs), checked first */
    uint64_t bytes = 0, primitives = 0;
    for (uint32_t g = 0; g < geometry_count; g++) {
        const spvrt_geometry *geo = &geometries[g];
        primitives += geo->primitive_count;
        switch (geo->kind) {
        case SPVRT_GEOMETRY_TRIANGLES:
            if (!geo->vertices && (geo->vertex_count || geo->primitive_count)) {
                error_on(ctx, "%s failed: geometry %u has triangles and no vertex data", what, g);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            if (!geo->indices && (uint64_t)geo->primitive_count * 3 > geo->vertex_count) {
                error_on(ctx, "%s failed: geometry %u: %u triangles without indices need %llu vertices, it has %u",
                         what, g, geo->primitive_count, (unsigned long long)geo->primitive_count * 3,
                         geo->vertex_count);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            for (uint64_t k = 0; geo->indices && k < (uint64_t)geo->primitive_count * 3; k++)
                if (geo->indices[k] >= geo->vertex_count) {
                    error_on(ctx, "%s failed: geometry %u: index %llu is %u, beyond its %u vertices", what, g,
                             (unsigned long long)k, geo->indices[k], geo->vertex_count);
                    return SPVRT_ERROR_INVALID_ARGUMENT;
                }
            if (geo->vertex_stride && geo->vertex_stride < 12) {
                error_on(ctx, "%s failed: geometry %u: vertex stride %u is below 12 bytes", what, g,
                         geo->vertex_stride);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            bytes += ((uint64_t)geo->vertex_count * 12 + 15) / 16 * 16 + (uint64_t)geo->primitive_count * 12 + 16;
            break;
        case SPVRT_GEOMETRY_AABBS:
            if (!geo->aabbs && geo->primitive_count) {
                error_on(ctx, "%s failed: geometry %u has AABBs and no AABB data", what, g);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            bytes += (uint64_t)geo->primitive_count * 24 + 16;
            break;
        case SPVRT_GEOMETRY_SPHERES:
        case SPVRT_GEOMETRY_LSS:
            error_on(ctx, "%s failed: geometry %u is %s, which needs VK_NV_ray_tracing_linear_swept_spheres "
                          "(feature VkPhysicalDeviceRayTracingLinearSweptSpheresFeaturesNV::%s); spvrt's Vulkan "
                          "backend does not build them (its Vulkan headers predate the extension)",
                     what, g, geo->kind == SPVRT_GEOMETRY_SPHERES ? "spheres" : "linear swept spheres",
                     geo->kind == SPVRT_GEOMETRY_SPHERES ? "spheres" : "linearSweptSpheres");
            return SPVRT_ERROR_UNSUPPORTED;
        default:
            error_on(ctx, "%s failed: geometry %u has an unknown kind %d", what, g, (int)geo->kind);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        if (geo->flags & ~(uint32_t)(SPVRT_GEOMETRY_OPAQUE | SPVRT_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION)) {
            error_on(ctx, "%s failed: geometry %u has unknown flags 0x%x", what, g, geo->flags);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
    }
    if (primitives > b->accel_props.maxPrimitiveCount) {
        error_on(ctx, "%s failed: %llu primitives are above the device's maxPrimitiveCount = %llu", what,
                 (unsigned long long)primitives, (unsigned long long)b->accel_props.maxPrimitiveCount);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkAccelerationStructureGeometryKHR *geos = spvrt_alloc_zero(ctx, geometry_count ? geometry_count : 1,
                                                                sizeof *geos);
    VkAccelerationStructureBuildRangeInfoKHR *ranges =
        spvrt_alloc_zero(ctx, geometry_count ? geometry_count : 1, sizeof *ranges);
    if (!geos || !ranges) {
        spvrt_free(ctx, geos);
        spvrt_free(ctx, ranges);
        error_on(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    /* build inputs: buffers with ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR (valid usage of
     * vkCmdBuildAccelerationStructuresKHR for vertex, index, AABB and instance data) */
    vk_raw_buffer input = {0};
    res = raw_buffer_create(b, bytes + 16, VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR, true,
                            what, &input);
    uint64_t at = 0;
    for (uint32_t g = 0; g < geometry_count && res == SPVRT_SUCCESS; g++) {
        const spvrt_geometry *geo = &geometries[g];
        VkAccelerationStructureGeometryKHR *vg = &geos[g];
        vg->sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR;
        vg->flags = geo->flags; /* VK_GEOMETRY_OPAQUE_BIT_KHR = 1, NO_DUPLICATE_ANY_HIT_INVOCATION = 2 */
        ranges[g].primitiveCount = geo->primitive_count;
        if (geo->kind == SPVRT_GEOMETRY_TRIANGLES) {
            VkAccelerationStructureGeometryTrianglesDataKHR *t = &vg->geometry.triangles;
            vg->geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR;
            t->sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR;
            t->vertexFormat = VK_FORMAT_R32G32B32_SFLOAT;
            t->vertexStride = 12;
            t->maxVertex = geo->vertex_count ? geo->vertex_count - 1 : 0;
            t->indexType = VK_INDEX_TYPE_UINT32;
            uint32_t stride = geo->vertex_stride ? geo->vertex_stride : 12;
            float *v = (float *)(void *)(input.host + at);
            for (uint32_t k = 0; k < geo->vertex_count; k++) {
                const float *src = (const float *)(const void *)((const uint8_t *)geo->vertices + (size_t)k * stride);
                memcpy(&v[3 * k], src, 12);
            }
            t->vertexData.deviceAddress = input.address + at;
            at += ((uint64_t)geo->vertex_count * 12 + 15) / 16 * 16;
            uint32_t *idx = (uint32_t *)(void *)(input.host + at);
            for (uint64_t k = 0; k < (uint64_t)geo->primitive_count * 3; k++)
                idx[k] = geo->indices ? geo->indices[k] : (uint32_t)k;
            t->indexData.deviceAddress = input.address + at;
            at += ((uint64_t)geo->primitive_count * 12 + 15) / 16 * 16;
        } else {
            VkAccelerationStructureGeometryAabbsDataKHR *a = &vg->geometry.aabbs;
            vg->geometryType = VK_GEOMETRY_TYPE_AABBS_KHR;
            a->sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR;
            a->stride = 24; /* VkAabbPositionsKHR: min x, y, z, max x, y, z as spvrt_geometry.aabbs */
            float *boxes = (float *)(void *)(input.host + at);
            for (uint64_t k = 0; k < geo->primitive_count; k++) {
                const float *box = &geo->aabbs[6 * k];
                bool inactive = false;
                for (int axis = 0; axis < 3; axis++)
                    inactive = inactive || !(box[axis] <= box[axis + 3]); /* min > max, or a NaN */
                memcpy(&boxes[6 * k], box, 24);
                /* spvrt's inactive AABBs (min > max in an axis, or a NaN) break VUID-VkAabbPositionsKHR-minX-03546
                 * and its Y/Z twins; Vulkan's inactive AABB is one whose minX is NaN ("Inactive Primitives and
                 * Instances", #acceleration-structure-inactive-prims) */
                if (inactive)
                    for (int c = 0; c < 6; c++)
                        boxes[6 * k + (uint64_t)c] = c == 0 ? nanf("") : 0.0f;
            }
            a->data.deviceAddress = input.address + at;
            at += ((uint64_t)geo->primitive_count * 24 + 15) / 16 * 16;
        }
    }
    if (res == SPVRT_SUCCESS)
        res = accel_build(b, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, geos, ranges, geometry_count, what, out);
    raw_buffer_free(b, &input);
    spvrt_free(ctx, geos);
    spvrt_free(ctx, ranges);
    return res;
}

/* A top level of VkAccelerationStructureInstanceKHR (#acceleration-structure-instance): the 3x4 transform,
 * instanceCustomIndex (24 bits), mask (8), instanceShaderBindingTableRecordOffset (24), flags (8,
 * VkGeometryInstanceFlagBitsKHR has spvrt's values) and accelerationStructureReference = the bottom level's
 * device address, 0 for an inactive instance (#acceleration-structure-inactive-prims). */
static spvrt_result vk_accel_create_top(amber_backend *base, const spvrt_instance *instances,
                                        amber_accel *const *bottoms, uint32_t instance_count, amber_accel **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    *out = NULL;
    spvrt_diag_reset(ctx);
    const char *what = "building a top-level acceleration structure";
    spvrt_result res = refuse_without_accel(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    if (instance_count > b->accel_props.maxInstanceCount) {
        error_on(ctx, "%s failed: %u instances are above the device's maxInstanceCount = %llu", what, instance_count,
                 (unsigned long long)b->accel_props.maxInstanceCount);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    for (uint32_t k = 0; k < instance_count; k++) {
        const amber_accel *bottom = bottoms ? bottoms[k] : NULL;
        if (bottom && bottom->top) {
            error_on(ctx, "%s failed: instance %u refers to a top-level structure (an instance's structure is a "
                          "bottom level)", what, k);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        if (instances[k].custom_index > 0xFFFFFFu || instances[k].mask > 0xFFu ||
            instances[k].sbt_record_offset > 0xFFFFFFu || instances[k].flags > 0xFFu) {
            error_on(ctx, "%s failed: instance %u: custom index, mask, SBT record offset or flags beyond their bits "
                          "(24, 8, 24, 8)", what, k);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
    }
    vk_raw_buffer input = {0};
    /* the instances' address must be a multiple of 16 (valid usage of vkCmdBuildAccelerationStructuresKHR for
     * VkAccelerationStructureGeometryInstancesDataKHR::data): rounded up inside a 16-byte larger buffer */
    res = raw_buffer_create(b, (uint64_t)instance_count * sizeof(VkAccelerationStructureInstanceKHR) + 16,
                            VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR, true, what, &input);
    if (res != SPVRT_SUCCESS)
        return res;
    uint64_t offset = (16 - input.address % 16) % 16;
    VkAccelerationStructureInstanceKHR *vi = (VkAccelerationStructureInstanceKHR *)(void *)(input.host + offset);
    for (uint32_t k = 0; k < instance_count; k++) {
        VkAccelerationStructureInstanceKHR inst;
        memset(&inst, 0, sizeof inst);
        memcpy(inst.transform.matrix, instances[k].transform, sizeof inst.transform.matrix);
        inst.instanceCustomIndex = instances[k].custom_index & 0xFFFFFFu;
        inst.mask = instances[k].mask & 0xFFu;
        inst.instanceShaderBindingTableRecordOffset = instances[k].sbt_record_offset & 0xFFFFFFu;
        inst.flags = instances[k].flags & 0xFFu;
        inst.accelerationStructureReference = bottoms && bottoms[k] ? bottoms[k]->address : 0;
        memcpy(&vi[k], &inst, sizeof inst);
    }
    VkAccelerationStructureGeometryKHR geo = {0};
    geo.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR;
    geo.geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR;
    geo.geometry.instances.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR;
    geo.geometry.instances.arrayOfPointers = VK_FALSE;
    geo.geometry.instances.data.deviceAddress = input.address + offset;
    VkAccelerationStructureBuildRangeInfoKHR range = {0};
    range.primitiveCount = instance_count;
    res = accel_build(b, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, &geo, &range, 1, what, out);
    raw_buffer_free(b, &input);
    return res;
}

static void vk_accel_destroy(amber_backend *base, amber_accel *a)
{
    vk_backend *b = (vk_backend *)base;
    if (!a)
        return;
    if (a->prev)
        a->prev->next = a->next;
    else if (b->accels == a)
        b->accels = a->next;
    if (a->next)
        a->next->prev = a->prev;
    accel_release(b, a);
}

/* ---- teardown ------------------------------------------------------------------ */

/* In reverse order of creation, each handle checked, so it is safe after any partial failure (design
 * section 2 step 10).  After a device loss or a fence timeout nothing is destroyed: "Lost Device"
 * (#devsandqueues-lost-device) allows only destruction, but a timed-out submission is still running (a CPU
 * driver such as lavapipe cannot cancel it), so vkDeviceWaitIdle, vkDestroyDevice (which joins the queue
 * thread) and freeing the memory it writes would hang or crash; the device, its objects, the instance and
 * the loader are deliberately leaked, and only spvrt's own memory is freed. */
static void vk_destroy(amber_backend *base)
{
    vk_backend *b = (vk_backend *)base;
    if (!b)
        return;
    spvrt_context *ctx = base->ctx;
    if (b->device && !b->lost)
        b->fn.vkDeviceWaitIdle(b->device);
    while (b->pipelines)
        vk_pipeline_destroy(base, b->pipelines);
    while (b->accels)
        vk_accel_destroy(base, b->accels);
    b->null_buffer = NULL;
    while (b->buffers)
        vk_buffer_destroy(base, b->buffers);
    if (!b->lost) {
        if (b->device) {
            for (int k = 0; k < 5; k++)
                if (b->ms_pipelines[k])
                    b->fn.vkDestroyPipeline(b->device, b->ms_pipelines[k], NULL);
            if (b->ms_layout)
                b->fn.vkDestroyPipelineLayout(b->device, b->ms_layout, NULL);
            if (b->ms_set_layout)
                b->fn.vkDestroyDescriptorSetLayout(b->device, b->ms_set_layout, NULL);
            if (b->fence)
                b->fn.vkDestroyFence(b->device, b->fence, NULL);
            if (b->command_pool)
                b->fn.vkDestroyCommandPool(b->device, b->command_pool, NULL);
            b->fn.vkDestroyDevice(b->device, NULL);
        }
        if (b->messenger && b->fn.vkDestroyDebugUtilsMessengerEXT)
            b->fn.vkDestroyDebugUtilsMessengerEXT(b->instance, b->messenger, NULL);
        if (b->instance && b->fn.vkDestroyInstance)
            b->fn.vkDestroyInstance(b->instance, NULL);
        if (b->library)
            dlclose(b->library);
    }
    spvrt_free(ctx, b);
}

static const amber_backend_ops vulkan_ops = {
    "vulkan",
    vk_buffer_create,
    vk_buffer_host,
    vk_buffer_address,
    vk_buffer_destroy,
    vk_pipeline_create,
    vk_pipeline_local_size,
    vk_pipeline_destroy,
    vk_dispatch,
    vk_accel_create_bottom,
    vk_accel_create_top,
    vk_accel_destroy,
    vk_destroy,
};

spvrt_result amber_vulkan_backend_create(spvrt_context *ctx, const amber_vulkan_options *options, amber_backend **out)
{
    if (out)
        *out = NULL;
    if (!ctx || !out)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    amber_vulkan_options none = {0};
    const amber_vulkan_options *o = options ? options : &none;
    vk_backend *b = spvrt_alloc_zero(ctx, 1, sizeof *b);
    if (!b) {
        error_on(ctx, "creating the Vulkan backend failed: out of host memory");
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    b->base.ops = &vulkan_ops;
    b->base.ctx = ctx;
    b->fence_timeout_ms = o->fence_timeout_ms ? o->fence_timeout_ms : DEFAULT_FENCE_TIMEOUT_MS;
    b->log = o->log;
    b->log_user = o->log_user;
    uint32_t missing = 0;
    device_setup s;
    memset(&s, 0, sizeof s);
    spvrt_result res = create_instance(b, o, &missing);
    if (res == SPVRT_SUCCESS)
        res = select_device(b, o->selector);
    if (res == SPVRT_SUCCESS) {
        uint32_t dev = b->properties.apiVersion;
        uint32_t inst = VK_API_VERSION_1_3;
        if (b->fn.vkEnumerateInstanceVersion) {
            uint32_t lv = VK_API_VERSION_1_0;
            if (b->fn.vkEnumerateInstanceVersion(&lv) == VK_SUCCESS)
                inst = VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(lv), VK_API_VERSION_MINOR(lv), 0);
        }
        if (inst > VK_API_VERSION_1_3)
            inst = VK_API_VERSION_1_3;
        dev = VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(dev), VK_API_VERSION_MINOR(dev), 0);
        b->api_version = dev < inst ? dev : inst;
        if (b->api_version < VK_API_VERSION_1_1) {
            error_on(ctx, "no Vulkan device: %s is a Vulkan 1.0 device (1.1 is needed)", b->base.device_name);
            res = SPVRT_ERROR_NO_DEVICE;
        }
        /* the script's target environment: backend.h says VK_MAKE_API_VERSION; spvrt's own
         * (major << 16) | (minor << 8), as spvrt_target_env gives it, is below 1 << 22 and read as such */
        uint32_t want = o->api_version;
        uint32_t want_major = want >= (1u << 22) ? VK_API_VERSION_MAJOR(want) : (want >> 16) & 0xFFu;
        uint32_t want_minor = want >= (1u << 22) ? VK_API_VERSION_MINOR(want) : (want >> 8) & 0xFFu;
        if (res == SPVRT_SUCCESS && want &&
            VK_MAKE_API_VERSION(0, want_major, want_minor, 0) > b->api_version) {
            error_on(ctx, "missing Vulkan %u.%u: the script's target environment is above what %s offers here "
                          "(Vulkan %u.%u)", want_major, want_minor, b->base.device_name,
                     VK_API_VERSION_MAJOR(b->api_version), VK_API_VERSION_MINOR(b->api_version));
            missing++;
        }
    }
    if (res == SPVRT_SUCCESS)
        res = query_device(b, &s, o);
    if (res == SPVRT_SUCCESS)
        res = build_profile(b, &s);
    if (res == SPVRT_SUCCESS)
        res = check_script_needs(b, o, &s, &missing);
    if (res == SPVRT_SUCCESS)
        res = check_modules(b, o, &s, &missing);
    if (res == SPVRT_SUCCESS)
        res = check_accel_needs(b, o, &s, &missing);
    if (res == SPVRT_SUCCESS && missing) {
        error_on(ctx, "the Vulkan device %s lacks %u item%s the script needs (listed above)", b->base.device_name,
                 missing, missing == 1 ? "" : "s");
        res = SPVRT_ERROR_UNSUPPORTED;
    }
    if (res == SPVRT_SUCCESS)
        res = create_device(b, &s);
    if (res == SPVRT_ERROR_OUT_OF_MEMORY && spvrt_context_diagnostics(ctx, NULL) == 0)
        error_on(ctx, "creating the Vulkan backend failed: out of host memory");
    setup_free(ctx, &s);
    if (res != SPVRT_SUCCESS) {
        vk_destroy(&b->base);
        return res;
    }
    *out = &b->base;
    return SPVRT_SUCCESS;
}

#endif
