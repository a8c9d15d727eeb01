/* The Vulkan backend (vulkan_internal.h): the logical device, teardown and the constructor
 * amber_vulkan_backend_create (docs/vulkan-backend.md sections 2 and 3).
 *
 * What the device is asked for (section 3): every feature member the device supports, in
 * VkPhysicalDeviceFeatures2 + VkPhysicalDeviceVulkan11/12/13Features up to its API version and the
 * structures of the extensions enabled, except the robustness members (they change what out-of-bounds
 * accesses give) unless the script names them; the extensions are only those the script names and those its
 * modules' capabilities and SPIR-V extensions need (the appendix "Vulkan Environment for SPIR-V", as the
 * validator's requirement tables give it).  Vulkan spec chapters: "Devices and Queues" (device creation),
 * "Features", "Limits" (subgroup and float-controls properties), "Extending Vulkan".
 * Without the Vulkan headers at build time (no SPVRT_HAVE_VULKAN) only the constructor exists and says so. */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vulkan_internal.h"

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

#include "../val/profile.h"
#include "vulkan_features.h"

/* Newer than the 1.3.239 headers (vk.xml: VK_KHR_shader_subgroup_rotate). */
#define SUBGROUP_FEATURE_ROTATE_BIT 0x00000200u
#define SUBGROUP_FEATURE_ROTATE_CLUSTERED_BIT 0x00000400u

#define DEFAULT_FENCE_TIMEOUT_MS 10000u

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

bool vk_module_words_get(spvrt_context *ctx, const spvrt_module *module, module_words *mw)
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
bool vk_next_instruction(const module_words *mw, size_t *at, uint32_t *opcode, uint32_t *length)
{
    if (*at >= mw->count)
        return false;
    *length = mw->words[*at] >> 16;
    *opcode = mw->words[*at] & 0xFFFFu;
    return *length > 0 && *at + *length <= mw->count;
}

/* ---- the logical device -------------------------------------------------------- */

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
    bool ray_tracing;            /* ray-tracing pipelines wanted (and offered) */
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

/* The ray-tracing extensions of issue 18 whose use needs one feature of their own structure: enabling the
 * extension alone does not let a module use it ("Features": each feature "indicates that the implementation
 * supports" the SPIR-V extension, and VUID-VkShaderModuleCreateInfo-pCode-08740 / -08742 require the
 * capability's and OpExtension's enabling feature or extension as vk.xml <spirvcapabilities> lists them). */
static const struct {
    const char *extension, *structure, *member, *amber;
} feature_extensions[] = {
    /* VK_NV_ray_tracing_invocation_reorder: SPV_NV_shader_invocation_reorder, capability ShaderInvocationReorderNV */
    {VK_NV_RAY_TRACING_INVOCATION_REORDER_EXTENSION_NAME, "VkPhysicalDeviceRayTracingInvocationReorderFeaturesNV",
     "rayTracingInvocationReorder", "RayTracingInvocationReorderFeaturesNV.rayTracingInvocationReorder"},
    /* VK_EXT_ray_tracing_invocation_reorder (vk_missing.h): SPV_EXT_shader_invocation_reorder, capability
     * ShaderInvocationReorderEXT */
    {VK_EXT_RAY_TRACING_INVOCATION_REORDER_EXTENSION_NAME, "VkPhysicalDeviceRayTracingInvocationReorderFeaturesEXT",
     "rayTracingInvocationReorder", "RayTracingInvocationReorderFeaturesEXT.rayTracingInvocationReorder"},
    /* VK_NV_ray_tracing_motion_blur: SPV_NV_ray_tracing_motion_blur, capability RayTracingMotionBlurNV */
    {VK_NV_RAY_TRACING_MOTION_BLUR_EXTENSION_NAME, "VkPhysicalDeviceRayTracingMotionBlurFeaturesNV",
     "rayTracingMotionBlur", "RayTracingMotionBlurFeaturesNV.rayTracingMotionBlur"},
};

/* The row of feature_extensions whose structure is name, or -1. */
static int feature_extension_of_structure(const char *name)
{
    for (size_t k = 0; k < sizeof feature_extensions / sizeof feature_extensions[0]; k++)
        if (strcmp(feature_extensions[k].structure, name) == 0)
            return (int)k;
    return -1;
}

/* An extension to enable (with what it requires), unless core at the device's version. */
static bool want_extension(spvrt_context *ctx, vk_backend *b, device_setup *s, const char *ext)
{
    if (core_at(ext, b->api_version) || !device_has(s, ext) || vk_list_has(&s->enable_exts, ext))
        return true;
    if (!vk_list_add(ctx, &s->enable_exts, ext))
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
                vk_error(ctx, "unknown DEVICE_FEATURE %s", f);
                ++*missing;
            } else if (!has) {
                vk_error(ctx, "missing DEVICE_FEATURE %s: VkPhysicalDeviceSubgroupProperties::%s lacks it", f,
                         ops ? "supportedOperations" : "supportedStages");
                ++*missing;
            }
            continue;
        }
        int m;
        int st = resolve_feature(f, &m);
        if (st < 0) {
            vk_error(ctx, "unknown DEVICE_FEATURE %s (no Vulkan feature structure member of that name)", f);
            ++*missing;
            continue;
        }
        const spvrt_vk_feature_struct *fs = &spvrt_vk_feature_structs[st];
        const char *member = spvrt_vk_feature_members[m].name;
        VkBool32 *v = chain_member(&s->query, (uint32_t)st, (uint32_t)m);
        int fx = feature_extension_of_structure(fs->name);
        if (!v && fx >= 0) {
            /* not another structure's member of the same name: the NV and EXT reorder features are two
             * features of two extensions (SPV_NV_ and SPV_EXT_shader_invocation_reorder) */
            vk_error(ctx, "missing DEVICE_FEATURE %s (%s::%s): the device does not offer %s", f, fs->name, member,
                     feature_extensions[fx].extension);
            ++*missing;
            continue;
        }
        if (!(v ? *v : chain_supports(&s->query, member))) {
            vk_error(ctx, "missing DEVICE_FEATURE %s (%s::%s): the device does not support it", f, fs->name, member);
            ++*missing;
            continue;
        }
        if (robustness_member(member) && !vk_list_add(ctx, &s->wanted, member))
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
            vk_error(ctx, "missing DEVICE_EXTENSION %s: the device does not offer it", e);
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
        if (!vk_module_words_get(ctx, module, &mw))
            return SPVRT_ERROR_OUT_OF_MEMORY;
        uint32_t opcode, length;
        bool ok = true;
        for (size_t at = 5; ok && vk_next_instruction(&mw, &at, &opcode, &length); at += length) {
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

/* Invocation reorder and motion blur (issue 18; docs/vulkan-backend.md, section 11): each extension of
 * feature_extensions that is to be enabled (the script names it or a feature of its structure, or a module's
 * capability or OpExtension needs it: check_script_needs, check_modules) must come with its feature;
 * create_device then enables every member of its structure that the device supports.  Each depends on
 * VK_KHR_ray_tracing_pipeline (vk.xml depends=), which want_extension added and check_rt_needs checks.
 * A script with motion acceleration structures is refused: the backend does not build them yet. */
static spvrt_result check_reorder_motion_needs(vk_backend *b, const amber_vulkan_options *o, device_setup *s,
                                               uint32_t *missing)
{
    spvrt_context *ctx = b->base.ctx;
    for (size_t k = 0; k < sizeof feature_extensions / sizeof feature_extensions[0]; k++) {
        if (!vk_list_has(&s->enable_exts, feature_extensions[k].extension))
            continue;
        int st = struct_index(feature_extensions[k].structure);
        int m = st >= 0 ? member_index(st, feature_extensions[k].member) : -1;
        VkBool32 *v = m >= 0 ? chain_member(&s->query, (uint32_t)st, (uint32_t)m) : NULL;
        if (!v || !*v) {
            vk_error(ctx, "missing DEVICE_FEATURE %s (%s::%s): the device offers %s without it",
                     feature_extensions[k].amber, feature_extensions[k].structure, feature_extensions[k].member,
                     feature_extensions[k].extension);
            ++*missing;
        }
    }
    if (o->motion_structures) {
        vk_error(ctx, "motion acceleration structures (VK_NV_ray_tracing_motion_blur: motion instances, "
                      "VkAccelerationStructureMotionInstanceNV, or triangle vertex motion) are not supported by the "
                      "Vulkan backend yet");
        ++*missing;
    }
    b->motion_blur = vk_list_has(&s->enable_exts, VK_NV_RAY_TRACING_MOTION_BLUR_EXTENSION_NAME);
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
    bool wanted = o->acceleration_structures || vk_list_has(&s->enable_exts, VK_KHR_RAY_QUERY_EXTENSION_NAME) ||
                  vk_list_has(&s->enable_exts, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME);
    if (!wanted)
        return SPVRT_SUCCESS;
    bool ok = true;
    if (!device_has(s, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME)) {
        vk_error(ctx, "missing DEVICE_EXTENSION %s (feature VkPhysicalDeviceAccelerationStructureFeaturesKHR::"
                      "accelerationStructure): the script has acceleration structures and the device does not offer "
                      "it", VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME);
        ++*missing;
        ok = false;
    } else if (!chain_supports(&s->query, "accelerationStructure")) {
        vk_error(ctx, "missing DEVICE_FEATURE AccelerationStructureFeaturesKHR.accelerationStructure "
                      "(VkPhysicalDeviceAccelerationStructureFeaturesKHR::accelerationStructure): the script has "
                      "acceleration structures and the device does not support it");
        ++*missing;
        ok = false;
    }
    if (ok && !device_has(s, VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME)) {
        vk_error(ctx, "missing DEVICE_EXTENSION %s: VK_KHR_acceleration_structure requires it and the device does "
                      "not offer it", VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME);
        ++*missing;
        ok = false;
    }
    if (!chain_supports(&s->query, "bufferDeviceAddress")) {
        vk_error(ctx, "missing DEVICE_FEATURE bufferDeviceAddress (VkPhysicalDeviceVulkan12Features::"
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

/* Ray-tracing pipelines (docs/vulkan-backend.md, section 10): a script with PIPELINE raytracing needs
 * VK_KHR_ray_tracing_pipeline and its feature rayTracingPipeline; the extension requires
 * VK_KHR_acceleration_structure (whose needs check_accel_needs then checks, as it is in enable_exts) and
 * VK_KHR_spirv_1_4 (core in Vulkan 1.2), which want_extension adds.  create_device enables every feature
 * of the extension's structure that the device supports. */
static spvrt_result check_rt_needs(vk_backend *b, const amber_vulkan_options *o, device_setup *s, uint32_t *missing)
{
    spvrt_context *ctx = b->base.ctx;
    if (!o->ray_tracing_pipelines && !vk_list_has(&s->enable_exts, VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME))
        return SPVRT_SUCCESS;
    if (!device_has(s, VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME)) {
        vk_error(ctx, "missing DEVICE_EXTENSION %s (feature VkPhysicalDeviceRayTracingPipelineFeaturesKHR::"
                      "rayTracingPipeline): the script has ray-tracing pipelines and the device does not offer it",
                 VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME);
        ++*missing;
        return SPVRT_SUCCESS;
    }
    if (!chain_supports(&s->query, "rayTracingPipeline")) {
        vk_error(ctx, "missing DEVICE_FEATURE RayTracingPipelineFeaturesKHR.rayTracingPipeline: the script has "
                      "ray-tracing pipelines and the device does not support it");
        ++*missing;
        return SPVRT_SUCCESS;
    }
    if (!want_extension(ctx, b, s, VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME))
        return SPVRT_ERROR_OUT_OF_MEMORY;
    s->ray_tracing = true;
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
            in = fs->extension[0] && vk_list_has(&s->enable_exts, fs->extension);
        if (!in || (fs->stype && !s->query.blocks[k]))
            continue;
        if (!chain_add(ctx, &enable, k)) {
            res = SPVRT_ERROR_OUT_OF_MEMORY;
            break;
        }
        for (uint32_t m = fs->first_member; m < fs->first_member + fs->member_count; m++) {
            const char *member = spvrt_vk_feature_members[m].name;
            if (robustness_member(member) && !vk_list_has(&s->wanted, member))
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
        vk_error(ctx, "creating the Vulkan device failed: the driver gives no " #name);                              \
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
        vk_error(ctx, "creating the Vulkan device failed: the driver gives no " #name);                              \
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
            vk_error(ctx, "creating the Vulkan device failed: bufferDeviceAddress is not enabled, which acceleration "
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
    if (s->ray_tracing && s->accel) {
#define LOAD_RT(name)                                                                                                 \
    b->fn.name = (PFN_##name)b->fn.vkGetDeviceProcAddr(b->device, #name);                                             \
    if (!b->fn.name && res == SPVRT_SUCCESS) {                                                                        \
        vk_error(ctx, "creating the Vulkan device failed: the driver gives no " #name);                              \
        res = SPVRT_ERROR_UNSUPPORTED;                                                                                \
    }
        LOAD_RT(vkCreateRayTracingPipelinesKHR)
        LOAD_RT(vkGetRayTracingShaderGroupHandlesKHR)
        LOAD_RT(vkCmdTraceRaysKHR)
#undef LOAD_RT
        if (res != SPVRT_SUCCESS)
            return res;
        /* shaderGroupHandleSize, the alignments, maxRayRecursionDepth ("Limits") */
        b->rt_props.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR;
        VkPhysicalDeviceProperties2 props = {0};
        props.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        props.pNext = &b->rt_props;
        b->fn.vkGetPhysicalDeviceProperties2(b->physical, &props);
        b->rt_props.pNext = NULL;
        b->ray_tracing = true;
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
        vk_error(ctx, "the Vulkan device %s has no host-visible, host-coherent memory type", b->base.device_name);
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
    vk_rt_pipeline_create,
    vk_trace_rays,
    vk_accel_create_bottom,
    vk_accel_create_top,
    vk_accel_destroy,
    vk_destroy,
    NULL, /* execution graphs: no Vulkan driver spvrt reaches offers VK_AMDX_shader_enqueue (docs/execution-graphs.md) */
    NULL,
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
        vk_error(ctx, "creating the Vulkan backend failed: out of host memory");
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
    spvrt_result res = vk_create_instance(b, o, &missing);
    if (res == SPVRT_SUCCESS)
        res = vk_select_device(b, o->selector);
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
            vk_error(ctx, "no Vulkan device: %s is a Vulkan 1.0 device (1.1 is needed)", b->base.device_name);
            res = SPVRT_ERROR_NO_DEVICE;
        }
        /* the script's target environment: device.h says VK_MAKE_API_VERSION; spvrt's own
         * (major << 16) | (minor << 8), as spvrt_target_env gives it, is below 1 << 22 and read as such */
        uint32_t want = o->api_version;
        uint32_t want_major = want >= (1u << 22) ? VK_API_VERSION_MAJOR(want) : (want >> 16) & 0xFFu;
        uint32_t want_minor = want >= (1u << 22) ? VK_API_VERSION_MINOR(want) : (want >> 8) & 0xFFu;
        if (res == SPVRT_SUCCESS && want &&
            VK_MAKE_API_VERSION(0, want_major, want_minor, 0) > b->api_version) {
            vk_error(ctx, "missing Vulkan %u.%u: the script's target environment is above what %s offers here "
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
        res = check_reorder_motion_needs(b, o, &s, &missing);
    if (res == SPVRT_SUCCESS)
        res = check_rt_needs(b, o, &s, &missing);
    if (res == SPVRT_SUCCESS)
        res = check_accel_needs(b, o, &s, &missing);
    if (res == SPVRT_SUCCESS && missing) {
        vk_error(ctx, "the Vulkan device %s lacks %u item%s the script needs (listed above)", b->base.device_name,
                 missing, missing == 1 ? "" : "s");
        res = SPVRT_ERROR_UNSUPPORTED;
    }
    if (res == SPVRT_SUCCESS)
        res = create_device(b, &s);
    if (res == SPVRT_ERROR_OUT_OF_MEMORY && spvrt_context_diagnostics(ctx, NULL) == 0)
        vk_error(ctx, "creating the Vulkan backend failed: out of host memory");
    setup_free(ctx, &s);
    if (res != SPVRT_SUCCESS) {
        vk_destroy(&b->base);
        return res;
    }
    *out = &b->base;
    return SPVRT_SUCCESS;
}

#endif
