/* AmberScript runner, compute subset (spvrt_amber_run in spvrt.h).
 *
 * A script runs in two phases, as Amber's executor does: first every shader
 * is turned into a module (SPIRV-ASM by spvrt_assemble, SPIRV-HEX decoded,
 * GLSL by Debian's glslangValidator in a child process), validated for a
 * Vulkan environment and every pipeline prepared (spvrt_program_prepare:
 * specialization and subgroup size are known then); then the commands run in
 * order on buffers laid out as STD430/STD140 bytes that persist across RUNs.
 * Buffers, pipelines and dispatches go through a backend (../device/device.h; the CPU
 * engine is ../device/cpu.c); everything else here is the same for every
 * backend (docs/vulkan-backend.md).
 *
 * Where docs/amber_script.md is silent we follow Amber: EXPECT IDX is a byte
 * offset and its values fill consecutive components (padding skipped);
 * TOLERANCE is |actual - expected| <= t, or <= t% of |expected|, one value
 * per component of the element (one value: all); COPY gives the destination
 * the source's bytes and size (both must have the same type); a failed EXPECT
 * is reported and the script goes on (Amber stops; going on reports every
 * failure in one run, and EXPECTs never change a buffer).
 *
 * Choices of our own, documented in tests/amber/README.md: a DEVICE_FEATURE
 * the engine does not offer is an error naming it (Amber would skip the
 * test; a silent skip hides a gap), RUN counts above 65535 (Vulkan's minimum
 * maxComputeWorkGroupCount) are errors, EXPECT EQ nan holds for any nan. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "amber.h"
#include "debugger.h"
#include "../device/device.h"
#include "compare.h"
#include "png_write.h"
#include "../core/core.h"

extern char **environ;

#define MAX_GROUP_COUNT 65535u   /* Vulkan's minimum maxComputeWorkGroupCount, per dimension */
#define MAX_FAILED_VALUES 8u     /* values listed per failed EXPECT */

/* ---- DEVICE_FEATURE / extensions ------------------------------------------------ */

/* AmberScript names (VkPhysicalDeviceFeatures members and the structure-
 * prefixed ones) of what the CPU engine executes. */
static const char *const supported_features[] = {
    "shaderFloat64",
    "shaderInt64",
    "shaderInt16",
    "shaderStorageBufferArrayDynamicIndexing",
    "shaderUniformBufferArrayDynamicIndexing",
    "Float16Int8Features.shaderFloat16",
    "Float16Int8Features.shaderInt8",
    "Storage8BitFeatures.storageBuffer8BitAccess",
    "Storage8BitFeatures.uniformAndStorageBuffer8BitAccess",
    "Storage8BitFeatures.storagePushConstant8",
    "Storage16BitFeatures.storageBuffer16BitAccess",
    "Storage16BitFeatures.uniformAndStorageBuffer16BitAccess",
    "Storage16BitFeatures.storagePushConstant16",
    "SubgroupSupportedOperations.basic",
    "SubgroupSupportedOperations.vote",
    "SubgroupSupportedOperations.arithmetic",
    "SubgroupSupportedOperations.ballot",
    "SubgroupSupportedOperations.shuffle",
    "SubgroupSupportedOperations.shuffleRelative",
    "SubgroupSupportedOperations.clustered",
    "SubgroupSupportedOperations.quad",
    "SubgroupSupportedStages.compute",
    /* issue 6, the names Amber scripts of VK-GL-CTS use for ray queries */
    "AccelerationStructureFeaturesKHR.accelerationStructure",
    "RayQueryFeaturesKHR.rayQuery",
    "BufferDeviceAddressFeatures.bufferDeviceAddress",
    /* issue 15: what the Amber scripts of VK-GL-CTS's compute folders ask for */
    "VariablePointerFeatures.variablePointers",
    "VariablePointerFeatures.variablePointersStorageBuffer",
    "VulkanMemoryModelFeatures.vulkanMemoryModel",
    "VulkanMemoryModelFeatures.vulkanMemoryModelDeviceScope",
    "ZeroInitializeWorkgroupMemoryFeatures.shaderZeroInitializeWorkgroupMemory",
    "ShaderSubgroupExtendedTypesFeatures.shaderSubgroupExtendedTypes",
    "SubgroupSizeControl.subgroupSizeControl",   /* SUBGROUP REQUIRED_SIZE / VARYING_SIZE */
    "SubgroupSizeControl.computeFullSubgroups",  /* SUBGROUP FULLY_POPULATED */
    "Storage16BitFeatures.storageInputOutput16", /* compute has no 16-bit Input/Output variables to refuse */
    /* issue 15: images (src/exec/image.c) */
    "shaderStorageImageExtendedFormats",         /* every storage format of the environment's table */
    "shaderStorageImageMultisample",             /* OpImageRead / OpImageWrite with Sample */
    "shaderSampledImageArrayDynamicIndexing",
    "shaderStorageImageArrayDynamicIndexing",
    "ShaderImageAtomicInt64Features.shaderImageInt64Atomics", /* R64 image atomics */
    /* issue 19: execution graphs (src/graph) */
    "ShaderEnqueueFeaturesAMDX.shaderEnqueue",
};

/* Every feature name Amber's Script::IsKnownFeature accepts (google/amber src/script.cc): a name outside
 * this list is a mistake in the script (an error), one inside it the engine lacks is a skip. */
static const char *const amber_known_features[] = {
    "robustBufferAccess", "fullDrawIndexUint32", "imageCubeArray", "independentBlend", "geometryShader",
    "tessellationShader", "sampleRateShading", "dualSrcBlend", "logicOp", "multiDrawIndirect",
    "drawIndirectFirstInstance", "depthClamp", "depthBiasClamp", "fillModeNonSolid", "depthBounds", "wideLines",
    "largePoints", "alphaToOne", "multiViewport", "samplerAnisotropy", "textureCompressionETC2",
    "textureCompressionASTC_LDR", "textureCompressionBC", "occlusionQueryPrecise", "pipelineStatisticsQuery",
    "vertexPipelineStoresAndAtomics", "fragmentStoresAndAtomics", "shaderTessellationAndGeometryPointSize",
    "shaderImageGatherExtended", "shaderStorageImageExtendedFormats", "shaderStorageImageMultisample",
    "shaderStorageImageReadWithoutFormat", "shaderStorageImageWriteWithoutFormat",
    "shaderUniformBufferArrayDynamicIndexing", "shaderSampledImageArrayDynamicIndexing",
    "shaderStorageBufferArrayDynamicIndexing", "shaderStorageImageArrayDynamicIndexing", "shaderClipDistance",
    "shaderCullDistance", "shaderFloat64", "shaderInt64", "shaderInt16", "shaderResourceResidency",
    "shaderResourceMinLod", "sparseBinding", "sparseResidencyBuffer", "sparseResidencyImage2D",
    "sparseResidencyImage3D", "sparseResidency2Samples", "sparseResidency4Samples", "sparseResidency8Samples",
    "sparseResidency16Samples", "sparseResidencyAliased", "variableMultisampleRate", "inheritedQueries",
    "VariablePointerFeatures.variablePointers", "VariablePointerFeatures.variablePointersStorageBuffer",
    "Float16Int8Features.shaderFloat16", "Float16Int8Features.shaderInt8",
    "VulkanMemoryModelFeatures.vulkanMemoryModel", "VulkanMemoryModelFeatures.vulkanMemoryModelDeviceScope",
    "ZeroInitializeWorkgroupMemoryFeatures.shaderZeroInitializeWorkgroupMemory",
    "Storage8BitFeatures.storageBuffer8BitAccess", "Storage8BitFeatures.uniformAndStorageBuffer8BitAccess",
    "Storage8BitFeatures.storagePushConstant8", "Storage16BitFeatures.storageBuffer16BitAccess",
    "Storage16BitFeatures.uniformAndStorageBuffer16BitAccess", "Storage16BitFeatures.storagePushConstant16",
    "Storage16BitFeatures.storageInputOutput16", "DepthClampZeroOneFeatures.depthClampZeroOne",
    "SubgroupSizeControl.subgroupSizeControl", "SubgroupSizeControl.computeFullSubgroups",
    "SubgroupSupportedOperations.basic", "SubgroupSupportedOperations.vote", "SubgroupSupportedOperations.arithmetic",
    "SubgroupSupportedOperations.ballot", "SubgroupSupportedOperations.shuffle",
    "SubgroupSupportedOperations.shuffleRelative", "SubgroupSupportedOperations.clustered",
    "SubgroupSupportedOperations.quad", "SubgroupSupportedStages.vertex",
    "SubgroupSupportedStages.tessellationControl", "SubgroupSupportedStages.tessellationEvaluation",
    "SubgroupSupportedStages.geometry", "SubgroupSupportedStages.fragment", "SubgroupSupportedStages.compute",
    "IndexTypeUint8Features.indexTypeUint8", "ShaderSubgroupExtendedTypesFeatures.shaderSubgroupExtendedTypes",
    "CooperativeMatrixFeaturesKHR.cooperativeMatrix", "RayTracingPipelineFeaturesKHR.rayTracingPipeline",
    "AccelerationStructureFeaturesKHR.accelerationStructure", "BufferDeviceAddressFeatures.bufferDeviceAddress",
    "ShaderLongVectorFeaturesEXT.longVector",
    /* issue 18: spvrt's names for the features of VK_NV_ray_tracing_invocation_reorder,
     * VK_EXT_ray_tracing_invocation_reorder and VK_NV_ray_tracing_motion_blur (not in Amber's list: its
     * spelling, the structure's name without VkPhysicalDevice, and the member) */
    "RayTracingInvocationReorderFeaturesNV.rayTracingInvocationReorder",
    "RayTracingInvocationReorderFeaturesEXT.rayTracingInvocationReorder",
    "RayTracingMotionBlurFeaturesNV.rayTracingMotionBlur",
    "RayTracingMotionBlurFeaturesNV.rayTracingMotionBlurPipelineTraceRaysIndirect",
    /* issue 19: spvrt's name of VK_AMDX_shader_enqueue's feature (docs/execution-graphs.md) */
    "ShaderEnqueueFeaturesAMDX.shaderEnqueue",
};

/* DEVICE_PROPERTY names Amber knows (Script::IsKnownProperty): VkPhysicalDeviceFloatControlsProperties
 * members. */
static const char *const amber_known_properties[] = {
    "FloatControlsProperties.shaderSignedZeroInfNanPreserveFloat16",
    "FloatControlsProperties.shaderSignedZeroInfNanPreserveFloat32",
    "FloatControlsProperties.shaderSignedZeroInfNanPreserveFloat64",
    "FloatControlsProperties.shaderDenormPreserveFloat16", "FloatControlsProperties.shaderDenormPreserveFloat32",
    "FloatControlsProperties.shaderDenormPreserveFloat64", "FloatControlsProperties.shaderDenormFlushToZeroFloat16",
    "FloatControlsProperties.shaderDenormFlushToZeroFloat32",
    "FloatControlsProperties.shaderDenormFlushToZeroFloat64", "FloatControlsProperties.shaderRoundingModeRTEFloat16",
    "FloatControlsProperties.shaderRoundingModeRTEFloat32", "FloatControlsProperties.shaderRoundingModeRTEFloat64",
    "FloatControlsProperties.shaderRoundingModeRTZFloat16", "FloatControlsProperties.shaderRoundingModeRTZFloat32",
    "FloatControlsProperties.shaderRoundingModeRTZFloat64",
};

/* The float-controls properties the CPU engine has: it executes SignedZeroInfNanPreserve, DenormPreserve,
 * DenormFlushToZero, RoundingModeRTE and RoundingModeRTZ for every width (docs/exec.md, float controls). */
static bool cpu_has_property(const char *name)
{
    for (size_t i = 0; i < sizeof amber_known_properties / sizeof amber_known_properties[0]; i++)
        if (strcmp(amber_known_properties[i], name) == 0)
            return true;
    return false;
}

static const char *const supported_device_extensions[] = {
    "VK_KHR_storage_buffer_storage_class", "VK_KHR_shader_float16_int8", "VK_KHR_8bit_storage",
    "VK_KHR_16bit_storage", "VK_KHR_shader_float_controls", "VK_KHR_buffer_device_address",
    "VK_KHR_shader_atomic_int64", "VK_EXT_shader_atomic_float", "VK_KHR_spirv_1_4",
    "VK_KHR_shader_subgroup_extended_types", "VK_KHR_maintenance4", "VK_KHR_shader_non_semantic_info",
    "VK_KHR_acceleration_structure", "VK_KHR_ray_query", "VK_KHR_deferred_host_operations",
    "VK_NV_ray_tracing_linear_swept_spheres", "VK_KHR_ray_tracing_position_fetch",
    /* issue 15 */
    "VK_KHR_variable_pointers", "VK_KHR_vulkan_memory_model", "VK_KHR_zero_initialize_workgroup_memory",
    "VK_KHR_workgroup_memory_explicit_layout", "VK_EXT_subgroup_size_control", "VK_EXT_shader_image_atomic_int64",
    "VK_EXT_descriptor_indexing",
    /* issue 19: execution graphs (src/graph) */
    "VK_AMDX_shader_enqueue",
};

static const char *const supported_instance_extensions[] = {"VK_KHR_get_physical_device_properties2"};

/* What the Vulkan CTS's ray-tracing scripts ask for: offered by the CPU engine once it runs ray-tracing
 * pipelines (cpu_runs_ray_tracing), whose groups it takes flattened, libraries included. */
static const char *const ray_tracing_features[] = {
    "RayTracingPipelineFeaturesKHR.rayTracingPipeline",
    /* issue 18: hit objects and reordering (src/rt/hit_object.c), motion blur (src/accel, src/rt) */
    "RayTracingInvocationReorderFeaturesNV.rayTracingInvocationReorder",
    "RayTracingInvocationReorderFeaturesEXT.rayTracingInvocationReorder",
    "RayTracingMotionBlurFeaturesNV.rayTracingMotionBlur",
    "RayTracingMotionBlurFeaturesNV.rayTracingMotionBlurPipelineTraceRaysIndirect",
};
/* VK_NV_ray_tracing: what its shaders need, capability RayTracingNV and SPV_NV_ray_tracing (Vulkan appendix A,
 * Tables 81 and 82), which the CPU engine runs in the KHR pipelines Amber makes (docs/ray-tracing.md, "The NV
 * forms"); the extension's own API (vkCreateRayTracingPipelinesNV, NV acceleration structures) Amber never calls. */
static const char *const ray_tracing_extensions[] = {"VK_KHR_ray_tracing_pipeline", "VK_KHR_pipeline_library",
                                                     "VK_NV_ray_tracing",
                                                     /* issue 18 */
                                                     "VK_NV_ray_tracing_invocation_reorder",
                                                     "VK_EXT_ray_tracing_invocation_reorder",
                                                     "VK_NV_ray_tracing_motion_blur"};

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

SPVRT_API uint32_t spvrt_amber_device_features(const char *const **names)
{
    if (names)
        *names = supported_features;
    return (uint32_t)COUNT(supported_features);
}

static bool in_list(const char *const *list, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(list[i], name) == 0)
            return true;
    return false;
}

bool spvrt_amber_feature_known(const char *name, size_t length)
{
    for (size_t i = 0; i < COUNT(amber_known_features); i++)
        if (strlen(amber_known_features[i]) == length && memcmp(amber_known_features[i], name, length) == 0)
            return true;
    return false;
}

/* ---- the runner's state ------------------------------------------------------------ */

typedef struct run_buffer {
    amber_buffer *buf;  /* NULL when size is 0 */
    uint8_t *bytes;     /* the backend's host-visible bytes of buf */
    uint64_t size;      /* bytes */
    uint64_t elements;
} run_buffer;

/* One backend with its own copy of every buffer and pipeline.  In compare
 * mode (--compare cpu,vulkan) there are two, and every command runs on each. */
typedef struct run_device {
    amber_backend *dev;
    run_buffer *buffers;        /* per script buffer */
    amber_pipeline **programs;  /* per pipeline */
    amber_accel **blases;       /* per ACCELERATION_STRUCTURE BOTTOM_LEVEL */
    amber_accel **tlases;       /* per ACCELERATION_STRUCTURE TOP_LEVEL */
    const char *tag;            /* "" alone; " (cpu)", " (vulkan)" in compare mode (in messages) */
} run_device;

/* A ray-tracing pipeline's groups as the device sees them (device.h, amber_rt_pipeline_desc): its own
 * SHADER_GROUPs in order, then each USE_LIBRARY pipeline's, recursively in USE_LIBRARY order. */
typedef struct rt_flat {
    uint32_t *pipelines, *groups; /* the group's pipeline and its index in that pipeline's groups */
    uint32_t count, capacity;
} rt_flat;

typedef struct runner {
    spvrt_context *ctx;
    const spvrt_amber_script *s;
    const char *path;
    spvrt_amber_options opt;
    spvrt_amber_report *report;
    spvrt_target_env env;        /* the script's Vulkan environment (validation, the Vulkan device's version) */
    const char *env_name;
    const char *shader_env_name; /* the environment of shaders without TARGET_ENV: --target-env or the
                                    '# target-env:' line (Amber's -t), else NULL: Amber's default, spv1.0 */
    spvrt_module **modules;      /* per shader */
    spvrt_module **pipeline_modules; /* per pipeline: its shader after SHADER_OPTIMIZATION, else NULL */
    rt_flat *flat;               /* per pipeline: a ray-tracing pipeline's flattened groups (else empty) */
    run_device devs[2];          /* devs[0] runs first (the CPU engine in compare mode) */
    uint32_t dev_count;
    amber_compare *compare;      /* compare mode: tolerances, address slots, listed differences; else NULL */
    bool engines_compared;       /* --compare interp,jit: devs[0] the interpreter, devs[1] the compiled code */
    spvrt_result status;         /* first error */
    uint64_t runs_total, runs_done; /* progress: RUNs of the script (REPEATs counted, saturating) and done */
    uint64_t start_ns;
    bool progress_shown;
} runner;

static void show_progress(runner *r, const char *pipeline);

static void message(runner *r, spvrt_amber_message kind, const char *fmt, ...) SPVRT_PRINTF(3, 4);

/* Where the lines of --trace go: notes at the RUN's line. */
struct rt_trace_sink {
    runner *r;
    uint32_t line;
};
static void rt_trace_line(void *user, const char *text);

static void message(runner *r, spvrt_amber_message kind, const char *fmt, ...)
{
    if (!r->opt.message)
        return;
    char stack[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(stack, sizeof stack, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof stack) {
        r->opt.message(r->opt.message_user, kind, stack);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        r->opt.message(r->opt.message_user, kind, stack); /* truncated */
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    r->opt.message(r->opt.message_user, kind, big);
    free(big);
}

static void rt_trace_line(void *user, const char *text)
{
    struct rt_trace_sink *sink = user;
    message(sink->r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: trace:   %s", sink->r->path, sink->line, text);
}

/* An error that stops the script: "PATH:LINE: error: ...".  Returns false. */
static bool fail(runner *r, spvrt_result result, uint32_t line, const char *fmt, ...) SPVRT_PRINTF(4, 5);
static bool fail(runner *r, spvrt_result result, uint32_t line, const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (r->status == SPVRT_SUCCESS)
        r->status = result;
    message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s:%u: error: %s", r->path, line, text);
    return false;
}

/* The context's error diagnostics of the last call, as notes or errors prefixed by `what`. */
static void pass_on_diagnostics(runner *r, uint32_t line, const char *what, uint32_t line_base, bool located)
{
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(r->ctx, &d);
    uint32_t shown = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (d[i].severity != SPVRT_SEVERITY_ERROR)
            continue;
        if (shown++ == 20) {
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: note: (more errors not shown)", r->path, line);
            break;
        }
        const char *rule = d[i].rule ? d[i].rule : NULL;
        if (located && d[i].line) {
            message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s:%u:%u: error: %s%s", r->path, line_base + d[i].line - 1,
                    d[i].column, what, d[i].message);
        } else {
            message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s:%u: error: %s%s%s%s", r->path, line, what, rule ? rule : "",
                    rule ? ": " : "", d[i].message);
            if (d[i].instruction)
                message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: note:   %s", r->path, line, d[i].instruction);
        }
    }
    if (shown == 0)
        message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s:%u: error: %s(no diagnostic)", r->path, line, what);
}

static bool set_status(runner *r, spvrt_result result)
{
    if (r->status == SPVRT_SUCCESS)
        r->status = result;
    return false;
}

/* ---- target environments ----------------------------------------------------------- */

static const char *const vulkan_envs[] = {"vulkan1.0", "vulkan1.1", "vulkan1.2", "vulkan1.3", "vulkan1.4"};
static const char *const script_envs[] = {"vulkan1.0", "vulkan1.1spv1.4", "vulkan1.1", "vulkan1.2", "vulkan1.3",
                                          "vulkan1.4", "spv1.0", "spv1.1", "spv1.2", "spv1.3", "spv1.4",
                                          "spv1.5", "spv1.6"};

/* "# target-env: ENV" on a comment line of the script (tests/amber/README.md): what Amber's -t option
 * gives, spvrt's --target-env on the command line taking precedence. */
static const char *script_env(const char *text, size_t length)
{
    static const char key[] = "# target-env:";
    for (size_t i = 0; i < length;) {
        const char *nl = memchr(text + i, '\n', length - i);
        size_t end = nl ? (size_t)(nl - text) : length;
        if (end - i > sizeof key && memcmp(text + i, key, sizeof key - 1) == 0) {
            size_t k = i + sizeof key - 1;
            while (k < end && text[k] == ' ')
                k++;
            for (size_t e = 0; e < COUNT(script_envs); e++) {
                size_t n = strlen(script_envs[e]);
                if (end - k >= n && memcmp(text + k, script_envs[e], n) == 0 &&
                    (end - k == n || text[k + n] == ' ' || text[k + n] == '\r' || text[k + n] == '('))
                    return script_envs[e];
            }
        }
        i = end + 1;
    }
    return NULL;
}

/* The environment a module is validated for: the script's Vulkan
 * environment (or the shader's TARGET_ENV vulkanX.Y when later), or the
 * first later Vulkan version whose SPIR-V version admits the module's
 * (Vulkan appendix A "Versions and Formats"). */
static spvrt_target_env module_env(const runner *r, const spvrt_amber_shader *sh, uint32_t version,
                                   const char **name)
{
    spvrt_target_env env = r->env;
    *name = r->env_name;
    spvrt_target_env own;
    if (sh->target_env && spvrt_target_env_parse(sh->target_env, &own) == SPVRT_SUCCESS &&
        own.environment == SPVRT_ENV_VULKAN && own.api_version > env.api_version) {
        env = own;
        *name = sh->target_env;
    }
    if (version <= env.spirv_version)
        return env;
    for (size_t e = 0; e < COUNT(vulkan_envs); e++) {
        spvrt_target_env t;
        if (spvrt_target_env_parse(vulkan_envs[e], &t) == SPVRT_SUCCESS && t.api_version >= env.api_version &&
            t.spirv_version >= version) {
            *name = vulkan_envs[e];
            return t;
        }
    }
    return env; /* too new for any: the validator says so */
}

/* The environment a shader is assembled or compiled for: its TARGET_ENV,
 * else the script's (--target-env, '# target-env:'), else Amber's default
 * spv1.0 (Amber's shader_compiler.cc assembles for SPV_ENV_UNIVERSAL_1_0 and
 * its ParseSpvEnv gives shaderc Vulkan 1.0 / SPIR-V 1.0; the Vulkan CTS's
 * amber tests assemble for SPIR-V 1.0 unless their group says otherwise). */
static const char *shader_env(const runner *r, const spvrt_amber_shader *sh)
{
    /* Ray-tracing stages without either: SPIR-V 1.4, the least VK_KHR_ray_tracing_pipeline takes (it
     * requires VK_KHR_spirv_1_4, and glslang compiles GL_EXT_ray_tracing for spirv1.4 and up; the Vulkan CTS
     * runs its ray_tracing scripts under that environment) */
    return sh->target_env        ? sh->target_env
           : r->shader_env_name  ? r->shader_env_name
           : sh->stage != SPVRT_AMBER_STAGE_COMPUTE ? "spv1.4"
                                                    : "spv1.0";
}

/* ---- shaders ------------------------------------------------------------------------- */

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* SPIRV-HEX: white-space separated hex numbers (0x optional): either bytes
 * (two digits, in file order, as Amber's own scripts write them) or words
 * (eight digits, each a host-order word).  Not both in one shader. */
static bool decode_hex(runner *r, const spvrt_amber_shader *sh, uint8_t **out, size_t *out_size)
{
    size_t cap = sh->text_length / 2 + 4, n = 0;
    uint8_t *bytes = malloc(cap);
    if (!bytes)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, sh->line, "out of memory");
    int width = 0; /* digits per token: 2 or 8 */
    const char *t = sh->text, *end = sh->text + sh->text_length;
    uint32_t line = sh->text_line;
    while (t < end) {
        if (*t == '\n')
            line++;
        if (*t == ' ' || *t == '\t' || *t == '\r' || *t == '\n' || *t == ',') {
            t++;
            continue;
        }
        if (*t == '#' || (*t == ';')) { /* a comment to the end of the line */
            while (t < end && *t != '\n')
                t++;
            continue;
        }
        const char *w = t;
        while (t < end && *t != ' ' && *t != '\t' && *t != '\r' && *t != '\n' && *t != ',')
            t++;
        const char *d = w;
        if (t - d > 2 && d[0] == '0' && (d[1] == 'x' || d[1] == 'X'))
            d += 2;
        int digits = (int)(t - d);
        bool ok = (digits == 2 || digits == 8) && (width == 0 || width == digits);
        uint32_t v = 0;
        for (const char *c = d; ok && c < t; c++) {
            int h = hex_digit(*c);
            ok = h >= 0;
            v = v << 4 | (uint32_t)(h < 0 ? 0 : h);
        }
        if (!ok) {
            free(bytes);
            return fail(r, SPVRT_ERROR_INVALID_TEXT, line,
                        "shader '%s': '%.*s' is not a hex byte (2 digits) or word (8 digits)%s", sh->name,
                        (int)(t - w > 40 ? 40 : t - w), w, width ? " like the ones before it" : "");
        }
        width = digits;
        if (n + 4 > cap) {
            cap *= 2;
            uint8_t *b = realloc(bytes, cap);
            if (!b) {
                free(bytes);
                return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, sh->line, "out of memory");
            }
            bytes = b;
        }
        if (digits == 2) {
            bytes[n++] = (uint8_t)v;
        } else {
            memcpy(bytes + n, &v, 4);
            n += 4;
        }
    }
    *out = bytes;
    *out_size = n;
    return true;
}

static bool write_all(int fd, const char *data, size_t n)
{
    while (n > 0) {
        ssize_t k = write(fd, data, n);
        if (k < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += k;
        n -= (size_t)k;
    }
    return true;
}

/* glslangValidator's messages ("ERROR: FILE:LINE: text") with the script's
 * path and line; other lines as they are. */
static void glslang_messages(runner *r, const spvrt_amber_shader *sh, const char *tmp_path, char *out)
{
    size_t tl = strlen(tmp_path);
    bool any = false;
    for (char *line = out; line && *line;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = 0;
        size_t len = strlen(line);
        if (len && line[len - 1] == '\r')
            line[--len] = 0;
        const char *body = line;
        if (strncmp(body, "ERROR: ", 7) == 0)
            body += 7;
        else if (strncmp(body, "WARNING: ", 9) == 0)
            body = NULL;
        if (body && strncmp(body, tmp_path, tl) == 0 && body[tl] == ':') {
            char *e;
            unsigned long l = strtoul(body + tl + 1, &e, 10);
            if (*e == ':' && !strstr(e, "compilation terminated")) {
                e++;
                while (*e == ' ')
                    e++;
                size_t el = strlen(e);
                while (el && e[el - 1] == ' ')
                    e[--el] = 0;
                message(r, SPVRT_AMBER_MESSAGE_ERROR,
                        "%s:%lu: error: shader '%s' failed to compile: %s (SHADER on line %u)", r->path,
                        (unsigned long)sh->text_line + l - 1, sh->name, e, sh->line);
                any = true;
            }
        } else if (len && strcmp(line, tmp_path) != 0 && !strstr(line, "compilation errors") &&
                   !strstr(line, "No code generated")) {
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: note: glslangValidator: %s", r->path, sh->line, line);
        }
        line = nl ? nl + 1 : NULL;
    }
    if (!any)
        message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s:%u: error: shader '%s' failed to compile", r->path, sh->line,
                sh->name);
}

/* A temporary directory for a tool's files: DIR = $TMPDIR/spvrt-amber-XXXXXX. */
static bool make_temp_dir(runner *r, uint32_t line, const char *shader, char *dir, size_t size)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, size, "%s/spvrt-amber-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir))
        return fail(r, SPVRT_ERROR_IO, line, "shader '%s': cannot make a temporary directory: %s", shader,
                    strerror(errno));
    return true;
}

static bool write_file(runner *r, uint32_t line, const char *shader, const char *path, const void *data,
                       size_t size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (fd < 0 || !write_all(fd, data, size)) {
        fail(r, SPVRT_ERROR_IO, line, "shader '%s': cannot write %s: %s", shader, path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return false;
    }
    close(fd);
    return true;
}

/* The whole of a file a tool wrote (malloc'd), or NULL after an error message. */
static uint8_t *read_tool_output(runner *r, uint32_t line, const char *shader, const char *tool, const char *path,
                                 size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fail(r, SPVRT_ERROR_IO, line, "shader '%s': %s wrote no %s", shader, tool, path);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    uint8_t *bytes = malloc(cap);
    while (bytes) {
        size_t k = fread(bytes + n, 1, cap - n, f);
        n += k;
        if (n < cap)
            break;
        uint8_t *b = realloc(bytes, cap * 2);
        if (!b) {
            free(bytes);
            bytes = NULL;
        } else {
            bytes = b;
            cap *= 2;
        }
    }
    fclose(f);
    if (!bytes) {
        fail(r, SPVRT_ERROR_OUT_OF_MEMORY, line, "out of memory");
        return NULL;
    }
    *size = n;
    return bytes;
}

/* Run argv[0] (from PATH, no shell) with its standard output and error
 * collected into *output (malloc'd, NUL-terminated; NULL when out of
 * memory).  Returns the exit status, 127 when it could not be started
 * (*spawn_error says why), or -1 when it ended by a signal. */
static int run_tool(char *const argv[], char **output, int *spawn_error)
{
    *output = NULL;
    *spawn_error = 0;
    int pipefd[2];
    if (pipe(pipefd) != 0) {
        *spawn_error = errno;
        return 127;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addclose(&actions, pipefd[0]);
    posix_spawn_file_actions_adddup2(&actions, pipefd[1], 1);
    posix_spawn_file_actions_adddup2(&actions, pipefd[1], 2);
    posix_spawn_file_actions_addclose(&actions, pipefd[1]);
    pid_t pid;
    int err = posix_spawnp(&pid, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(pipefd[1]);
    if (err != 0) {
        close(pipefd[0]);
        *spawn_error = err;
        return 127;
    }
    size_t cap = 4096, n = 0;
    char *text = malloc(cap);
    for (;;) {
        if (text && n + 1 == cap) {
            char *b = realloc(text, cap * 2);
            if (!b) {
                free(text);
                text = NULL;
            } else {
                text = b;
                cap *= 2;
            }
        }
        char sink[256];
        ssize_t k = text ? read(pipefd[0], text + n, cap - n - 1) : read(pipefd[0], sink, sizeof sink);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            break;
        if (text)
            n += (size_t)k;
    }
    close(pipefd[0]);
    if (text)
        text[n] = 0;
    *output = text;
    int wstatus = 0;
    while (waitpid(pid, &wstatus, 0) < 0 && errno == EINTR)
        ;
    return WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
}

/* Whether the script has a DEBUG block (its GLSL is compiled with -gVS, its CPU pipelines keep debug symbols). */
static bool script_debugs(const spvrt_amber_script *s)
{
    for (uint32_t i = 0; i < s->command_count; i++)
        if (s->commands[i].debug)
            return true;
    return false;
}

/* GLSL: `glslangValidator -V --target-env ENV -S STAGE -o DIR/shader.spv
 * DIR/shader.STAGE` in a fresh temporary directory, no shell (STAGE: comp, or the ray-tracing stage's
 * rgen, rahit, rchit, rmiss, rint, rcall, in spvrt_amber_stage order). */
static const char *const glsl_stages[] = {"comp", "rgen", "rahit", "rchit", "rmiss", "rint", "rcall"};

static bool compile_glsl(runner *r, const spvrt_amber_shader *sh, uint8_t **out, size_t *out_size)
{
    char dir[512], src[600], spv[600];
    if (!make_temp_dir(r, sh->line, sh->name, dir, sizeof dir))
        return false;
    const char *stage = (size_t)sh->stage < COUNT(glsl_stages) ? glsl_stages[sh->stage] : "comp";
    snprintf(src, sizeof src, "%s/shader.%s", dir, stage);
    snprintf(spv, sizeof spv, "%s/shader.spv", dir);
    bool ok = false;
    char *output = NULL;
    if (!write_file(r, sh->line, sh->name, src, sh->text, sh->text_length))
        goto done;
    const char *tool = r->opt.glslang ? r->opt.glslang : "glslangValidator";
    /* The shader's environment as glslang's --target-env pair (Amber's ParseSpvEnv: spv1.0 is Vulkan 1.0,
     * spv1.1 ... spv1.3 Vulkan 1.1, spv1.4 and spv1.5 Vulkan 1.2; spv1.6 Vulkan 1.3). */
    const char *env_name = shader_env(r, sh);
    spvrt_target_env env = {0};
    spvrt_target_env_parse(env_name, &env);
    char client[16] = "vulkan1.0", spirv[16];
    uint32_t minor = (env.spirv_version >> 8) & 0xFF;
    snprintf(spirv, sizeof spirv, "spirv1.%u", minor);
    if (env.environment == SPVRT_ENV_VULKAN)
        snprintf(client, sizeof client, "vulkan1.%u", (env.api_version >> 8) & 0xFF);
    else
        snprintf(client, sizeof client, "vulkan1.%u", minor == 0 ? 0 : minor <= 3 ? 1 : minor <= 5 ? 2 : 3);
    /* DEBUG: NonSemantic.Shader.DebugInfo.100 (lines, functions, locals) for the shader debugger */
    char *argv[] = {(char *)tool, "-V", "--target-env", client, "--target-env", spirv,
                    "-S", (char *)stage, "-o", spv, src, NULL, NULL};
    if (script_debugs(r->s)) {
        memmove(&argv[2], &argv[1], 11 * sizeof *argv);
        argv[1] = "-gVS";
    }
    int spawn_error;
    int status = run_tool(argv, &output, &spawn_error);
    if (spawn_error) {
        fail(r, SPVRT_ERROR_IO, sh->line,
             "shader '%s' is GLSL, and the GLSL compiler '%s' cannot be run (%s): install Debian's glslang-tools",
             sh->name, tool, strerror(spawn_error));
        goto done;
    }
    if (status != 0) {
        if (r->status == SPVRT_SUCCESS)
            r->status = SPVRT_ERROR_INVALID_TEXT;
        if (status == 127)
            message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s:%u: error: shader '%s': the GLSL compiler '%s' was not found",
                    r->path, sh->line, sh->name, tool);
        else
            glslang_messages(r, sh, src, output ? output : (char *)"");
        goto done;
    }
    uint8_t *bytes = read_tool_output(r, sh->line, sh->name, tool, spv, out_size);
    if (!bytes)
        goto done;
    *out = bytes;
    ok = true;
done:
    free(output);
    unlink(src);
    unlink(spv);
    rmdir(dir);
    return ok;
}

/* Validate a shader's module for its environment; frees it after an error. */
static bool validate_shader_module(runner *r, const spvrt_amber_shader *sh, spvrt_module *module, const char *after)
{
    const char *env_name;
    spvrt_target_env env = module_env(r, sh, spvrt_module_header(module).version, &env_name);
    spvrt_val_options val = {0};
    val.version = env.spirv_version;
    val.environment = SPVRT_ENV_VULKAN;
    val.api_version = env.api_version;
    val.max_errors = 20;
    if (spvrt_validate(r->ctx, module, &val) != SPVRT_SUCCESS) {
        char what[300];
        snprintf(what, sizeof what, "shader '%s'%s is not valid SPIR-V (%s): ", sh->name, after, env_name);
        pass_on_diagnostics(r, sh->line, what, 0, false);
        spvrt_module_free(module);
        return set_status(r, SPVRT_ERROR_INVALID_MODULE);
    }
    return true;
}

/* Turn shader i into a validated module. */
static bool load_shader(runner *r, uint32_t i)
{
    const spvrt_amber_shader *sh = &r->s->shaders[i];
    char what[300];
    spvrt_module *module = NULL;
    if (sh->format == SPVRT_AMBER_SPIRV_ASM) {
        spvrt_as_options as = {0};
        spvrt_target_env env = {0};
        spvrt_target_env_parse(shader_env(r, sh), &env); /* the parser checked the name */
        as.version = env.spirv_version;
        uint32_t *words = NULL;
        size_t count = 0;
        if (spvrt_assemble(r->ctx, sh->text, sh->text_length, &as, &words, &count) != SPVRT_SUCCESS) {
            snprintf(what, sizeof what, "shader '%s': ", sh->name);
            pass_on_diagnostics(r, sh->line, what, sh->text_line, true);
            return set_status(r, SPVRT_ERROR_INVALID_TEXT);
        }
        spvrt_result res = spvrt_module_read(r->ctx, words, count, &module);
        spvrt_free(r->ctx, words);
        if (res != SPVRT_SUCCESS) {
            snprintf(what, sizeof what, "shader '%s': ", sh->name);
            pass_on_diagnostics(r, sh->line, what, 0, false);
            return set_status(r, res);
        }
    } else {
        uint8_t *bytes = NULL;
        size_t size = 0;
        if (sh->format == SPVRT_AMBER_SPIRV_BIN) {
            bytes = (uint8_t *)sh->text; /* the FILE's bytes, as read */
            size = sh->text_length;
        } else if (sh->format == SPVRT_AMBER_SPIRV_HEX ? !decode_hex(r, sh, &bytes, &size)
                                                        : !compile_glsl(r, sh, &bytes, &size)) {
            return false;
        }
        spvrt_result res = spvrt_module_read_bytes(r->ctx, bytes, size, &module);
        if (sh->format != SPVRT_AMBER_SPIRV_BIN)
            free(bytes);
        if (res != SPVRT_SUCCESS) {
            snprintf(what, sizeof what, "shader '%s' is not a SPIR-V binary: ", sh->name);
            pass_on_diagnostics(r, sh->line, what, 0, false);
            return set_status(r, res);
        }
    }
    if (!validate_shader_module(r, sh, module, ""))
        return false;
    r->modules[i] = module;
    return true;
}

/* SHADER_OPTIMIZATION: the pipeline's shader through `spirv-opt
 * --target-env=ENV FLAG... -o DIR/out.spv DIR/in.spv` (Amber hands the same
 * flags to SPIRV-Tools' Optimizer::RegisterPassesFromFlags), validated again;
 * the pipeline runs the result.  Without a spirv-opt to run, the passes are
 * skipped with a note and the shader runs as written. */
static bool optimize_pipeline_shader(runner *r, uint32_t i)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[i];
    const spvrt_amber_shader *sh = &r->s->shaders[pl->attaches[0].shader];
    const char *tool = r->opt.spirv_opt ? r->opt.spirv_opt : "spirv-opt";
    uint8_t *in_bytes = NULL;
    size_t in_size = 0;
    if (spvrt_module_write(r->modules[pl->attaches[0].shader], &in_bytes, &in_size) != SPVRT_SUCCESS)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, pl->optimization_line, "out of memory");
    char dir[512], in_path[600], out_path[600], env_flag[64];
    bool ok = false;
    char *output = NULL;
    char **argv = NULL;
    if (!make_temp_dir(r, pl->optimization_line, sh->name, dir, sizeof dir)) {
        spvrt_free(r->ctx, in_bytes); /* spvrt_module_write allocates with the module's context */
        return false;
    }
    snprintf(in_path, sizeof in_path, "%s/in.spv", dir);
    snprintf(out_path, sizeof out_path, "%s/out.spv", dir);
    if (!write_file(r, pl->optimization_line, sh->name, in_path, in_bytes, in_size))
        goto done;
    snprintf(env_flag, sizeof env_flag, "--target-env=%s", shader_env(r, sh));
    argv = calloc((size_t)pl->optimization_count + 6, sizeof *argv);
    if (!argv) {
        fail(r, SPVRT_ERROR_OUT_OF_MEMORY, pl->optimization_line, "out of memory");
        goto done;
    }
    uint32_t n = 0;
    argv[n++] = (char *)tool;
    argv[n++] = env_flag;
    for (uint32_t k = 0; k < pl->optimization_count; k++)
        argv[n++] = pl->optimizations[k];
    argv[n++] = "-o";
    argv[n++] = out_path;
    argv[n++] = in_path;
    int spawn_error;
    int status = run_tool(argv, &output, &spawn_error);
    if (status == 127) {
        /* not installed: the passes only change how the shader computes, never what the script expects */
        message(r, SPVRT_AMBER_MESSAGE_NOTE,
                "%s:%u: note: SHADER_OPTIMIZATION of pipeline '%s' skipped: the optimizer '%s' cannot be run%s%s "
                "(install Debian's spirv-tools); the shader runs as written", r->path, pl->optimization_line,
                pl->name, tool, spawn_error ? ": " : "", spawn_error ? strerror(spawn_error) : "");
        ok = true;
        goto done;
    }
    if (status != 0) {
        char *first = output ? output : (char *)"";
        char *nl = strchr(first, '\n');
        if (nl)
            *nl = 0;
        fail(r, SPVRT_ERROR_INVALID_TEXT, pl->optimization_line,
             "SHADER_OPTIMIZATION of pipeline '%s': %s failed (exit status %d)%s%s", pl->name, tool, status,
             *first ? ": " : "", first);
        goto done;
    }
    size_t size = 0;
    uint8_t *bytes = read_tool_output(r, pl->optimization_line, sh->name, tool, out_path, &size);
    if (!bytes)
        goto done;
    spvrt_module *module = NULL;
    spvrt_result res = spvrt_module_read_bytes(r->ctx, bytes, size, &module);
    free(bytes);
    if (res != SPVRT_SUCCESS) {
        char what[300];
        snprintf(what, sizeof what, "shader '%s' after SHADER_OPTIMIZATION is not a SPIR-V binary: ", sh->name);
        pass_on_diagnostics(r, pl->optimization_line, what, 0, false);
        set_status(r, res);
        goto done;
    }
    if (!validate_shader_module(r, sh, module, " after SHADER_OPTIMIZATION"))
        goto done;
    r->pipeline_modules[i] = module;
    ok = true;
done:
    free(argv);
    free(output);
    spvrt_free(r->ctx, in_bytes);
    unlink(in_path);
    unlink(out_path);
    rmdir(dir);
    return ok;
}

/* The module pipeline i runs: its shader, or the shader after SHADER_OPTIMIZATION. */
static spvrt_module *pipeline_module(const runner *r, uint32_t i)
{
    if (r->pipeline_modules && r->pipeline_modules[i])
        return r->pipeline_modules[i];
    return r->modules[r->s->pipelines[i].attaches[0].shader];
}

/* The bytes a buffer starts with (bounded by the parser, SPVRT_AMBER_MAX_BUFFER_BYTES). */
static uint64_t initial_size(const spvrt_amber_buffer *b)
{
    return b->init == SPVRT_AMBER_INIT_NONE ? 0 : b->element_count * spvrt_amber_buffer_stride(b);
}

static amber_descriptor_kind descriptor_kind(spvrt_amber_bind_kind k)
{
    switch (k) {
    case SPVRT_AMBER_BIND_UNIFORM: return AMBER_DESCRIPTOR_UNIFORM_BUFFER;
    case SPVRT_AMBER_BIND_ACCEL: return AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE;
    case SPVRT_AMBER_BIND_STORAGE_DYNAMIC: return AMBER_DESCRIPTOR_STORAGE_BUFFER_DYNAMIC;
    case SPVRT_AMBER_BIND_UNIFORM_DYNAMIC: return AMBER_DESCRIPTOR_UNIFORM_BUFFER_DYNAMIC;
    case SPVRT_AMBER_BIND_STORAGE_TEXEL_BUFFER: return AMBER_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    case SPVRT_AMBER_BIND_UNIFORM_TEXEL_BUFFER: return AMBER_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
    case SPVRT_AMBER_BIND_STORAGE_IMAGE: return AMBER_DESCRIPTOR_STORAGE_IMAGE;
    case SPVRT_AMBER_BIND_SAMPLED_IMAGE: return AMBER_DESCRIPTOR_SAMPLED_IMAGE;
    case SPVRT_AMBER_BIND_COMBINED_IMAGE_SAMPLER: return AMBER_DESCRIPTOR_COMBINED_IMAGE_SAMPLER;
    case SPVRT_AMBER_BIND_SAMPLER: return AMBER_DESCRIPTOR_SAMPLER;
    case SPVRT_AMBER_BIND_STORAGE:
    case SPVRT_AMBER_BIND_PUSH_CONSTANT: break;
    }
    return AMBER_DESCRIPTOR_STORAGE_BUFFER;
}

/* The descriptor bindings of a pipeline's BINDs into decls (room for pl->bind_count, zeroed), the size of
 * its push-constant buffer into *push_size (0: none); returns the bindings' count.  Compute and ray-tracing
 * pipelines alike. */
static uint32_t binding_decls(const runner *r, const spvrt_amber_pipeline *pl, amber_binding_decl *decls,
                              uint32_t *push_size)
{
    uint32_t n = 0;
    *push_size = 0;
    for (uint32_t k = 0; k < pl->bind_count; k++) {
        const spvrt_amber_bind *bind = &pl->binds[k];
        if (bind->kind == SPVRT_AMBER_BIND_PUSH_CONSTANT) {
            uint64_t size = initial_size(&r->s->buffers[bind->buffers[0]]);
            *push_size = size > UINT32_MAX ? UINT32_MAX : (uint32_t)size;
            continue;
        }
        amber_binding_decl *decl = &decls[n++];
        decl->descriptor_set = bind->descriptor_set;
        decl->binding = bind->binding;
        decl->count = bind->kind == SPVRT_AMBER_BIND_ACCEL     ? 1
                      : bind->kind == SPVRT_AMBER_BIND_SAMPLER ? bind->sampler_count
                                                               : bind->buffer_count;
        decl->kind = descriptor_kind(bind->kind);
    }
    return n;
}

/* ---- ray-tracing pipelines ------------------------------------------------------------- */

/* SpvExecutionModel of each spvrt_amber_stage (SPIR-V "Execution Model"): GLCompute, RayGenerationKHR,
 * AnyHitKHR, ClosestHitKHR, MissKHR, IntersectionKHR, CallableKHR. */
static const uint32_t stage_models[] = {5, 5313, 5315, 5316, 5317, 5314, 5318};
static const char *const stage_words[] = {"compute", "ray_generation", "any_hit", "closest_hit", "miss",
                                          "intersection", "callable"};

static bool script_has_ray_tracing(const spvrt_amber_script *s)
{
    for (uint32_t i = 0; i < s->pipeline_count; i++)
        if (s->pipelines[i].ray_tracing)
            return true;
    return false;
}

#define MAX_RT_GROUPS 65536u /* flattened groups of one pipeline (a library used many times over repeats its) */

static bool flatten_groups(runner *r, rt_flat *f, uint32_t pipeline, uint32_t line)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[pipeline];
    for (uint32_t g = 0; g < pl->group_count; g++) {
        if (f->count == MAX_RT_GROUPS)
            return fail(r, SPVRT_ERROR_UNSUPPORTED, line, "ray-tracing pipeline '%s' has more than %u shader groups "
                        "with those of its libraries", r->s->pipelines[pipeline].name, MAX_RT_GROUPS);
        if (f->count == f->capacity) {
            uint32_t cap = f->capacity ? f->capacity * 2 : 16;
            uint32_t *a = realloc(f->pipelines, cap * sizeof *a);
            if (a)
                f->pipelines = a;
            uint32_t *b = a ? realloc(f->groups, cap * sizeof *b) : NULL;
            if (!b)
                return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, line, "out of memory");
            f->groups = b;
            f->capacity = cap;
        }
        f->pipelines[f->count] = pipeline;
        f->groups[f->count++] = g;
    }
    for (uint32_t i = 0; i < pl->library_count; i++)
        if (pl->libraries[i] < pipeline && !flatten_groups(r, f, pl->libraries[i], line)) /* libraries precede */
            return false;                                                                   /* users (parse.c) */
    return true;
}

/* The flattened group of (pipeline, group) in f, or UINT32_MAX. */
static uint32_t flat_index(const rt_flat *f, uint32_t pipeline, uint32_t group)
{
    for (uint32_t k = 0; k < f->count; k++)
        if (f->pipelines[k] == pipeline && f->groups[k] == group)
            return k;
    return UINT32_MAX;
}

/* Whether module m has an entry point `name` of execution model `model`. */
static bool has_entry_point(const spvrt_module *m, uint32_t model, const char *name)
{
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *in = &m->insts[i];
        if (in->opcode != 15 /* OpEntryPoint */ || in->word_count < 4)
            continue;
        const uint32_t *w = spvrt_inst_words(m, in);
        size_t max = (size_t)(in->word_count - 3) * 4;
        const char *text = (const char *)&w[3];
        if (w[1] == model && strnlen(text, max) < max && strcmp(text, name) == 0)
            return true;
    }
    return false;
}

/* Every ray-tracing pipeline's groups flattened, and every ray-tracing shader checked to have the entry
 * point "main" of its stage (Amber gives ray-tracing shaders no ENTRY_POINT). */
static bool prepare_ray_tracing(runner *r)
{
    const spvrt_amber_script *s = r->s;
    r->flat = spvrt_alloc_zero(r->ctx, s->pipeline_count ? s->pipeline_count : 1, sizeof *r->flat);
    if (!r->flat)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    for (uint32_t i = 0; i < s->shader_count; i++) {
        const spvrt_amber_shader *sh = &s->shaders[i];
        if (sh->stage == SPVRT_AMBER_STAGE_COMPUTE || (size_t)sh->stage >= COUNT(stage_models))
            continue;
        if (r->modules[i] && !has_entry_point(r->modules[i], stage_models[sh->stage], "main"))
            return fail(r, SPVRT_ERROR_INVALID_MODULE, sh->line, "shader '%s' has no %s entry point 'main' "
                        "(OpEntryPoint of execution model %u)", sh->name, stage_words[sh->stage],
                        stage_models[sh->stage]);
    }
    for (uint32_t i = 0; i < s->pipeline_count; i++)
        if (s->pipelines[i].ray_tracing && !(s->pipelines[i].create_flags & SPVRT_AMBER_PIPELINE_LIBRARY_BIT) &&
            !flatten_groups(r, &r->flat[i], i, s->pipelines[i].line))
            return false;
    return true;
}

/* A ray-tracing pipeline on a device (a library is not made: its groups are in each pipeline using it). */
static bool prepare_rt_pipeline(runner *r, run_device *d, uint32_t i)
{
    const spvrt_amber_script *s = r->s;
    const spvrt_amber_pipeline *pl = &s->pipelines[i];
    if (pl->create_flags & SPVRT_AMBER_PIPELINE_LIBRARY_BIT)
        return true;
    if (!d->dev->ops->rt_pipeline_create || !d->dev->ops->trace_rays) {
        r->report->skipped = true;
        return fail(r, SPVRT_ERROR_UNSUPPORTED, pl->line, "ray-tracing pipeline '%s' is not supported yet on the %s "
                    "device", pl->name, d->dev->ops->name);
    }
    const rt_flat *f = &r->flat[i];
    uint32_t *index_of = malloc((s->shader_count ? s->shader_count : 1) * sizeof *index_of);
    amber_rt_shader *shaders = calloc(s->shader_count ? s->shader_count : 1, sizeof *shaders);
    amber_rt_group *groups = calloc(f->count ? f->count : 1, sizeof *groups);
    amber_binding_decl *decls = calloc(pl->bind_count ? pl->bind_count : 1, sizeof *decls);
    if (!index_of || !shaders || !groups || !decls) {
        free(index_of);
        free(shaders);
        free(groups);
        free(decls);
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, pl->line, "out of memory");
    }
    for (uint32_t k = 0; k < s->shader_count; k++)
        index_of[k] = AMBER_RT_UNUSED;
    amber_rt_pipeline_desc desc = {0};
    desc.name = pl->name;
    desc.shaders = shaders;
    desc.groups = groups;
    desc.group_count = f->count;
    /* each script shader once, in the order the groups first name it */
    for (uint32_t g = 0; g < f->count; g++) {
        const spvrt_amber_shader_group *sg = &s->pipelines[f->pipelines[g]].groups[f->groups[g]];
        const uint32_t slots[4] = {sg->general, sg->closest_hit, sg->any_hit, sg->intersection};
        uint32_t *out[4] = {&groups[g].general, &groups[g].closest_hit, &groups[g].any_hit, &groups[g].intersection};
        for (int k = 0; k < 4; k++) {
            uint32_t sh = slots[k];
            if (sh == SPVRT_AMBER_NO_SHADER || sh >= s->shader_count) {
                *out[k] = AMBER_RT_UNUSED;
                continue;
            }
            if (index_of[sh] == AMBER_RT_UNUSED) {
                amber_rt_shader *rs = &shaders[desc.shader_count];
                rs->module = r->modules[sh];
                rs->entry_point = "main";
                rs->execution_model = stage_models[s->shaders[sh].stage];
                rs->name = s->shaders[sh].name;
                index_of[sh] = desc.shader_count++;
            }
            *out[k] = index_of[sh];
        }
        /* VkRayTracingShaderGroupTypeKHR: a general shader, else an intersection shader makes a procedural
         * hit group, else triangles */
        groups[g].kind = sg->general != SPVRT_AMBER_NO_SHADER        ? AMBER_RT_GROUP_GENERAL
                         : sg->intersection != SPVRT_AMBER_NO_SHADER ? AMBER_RT_GROUP_PROCEDURAL_HIT
                                                                     : AMBER_RT_GROUP_TRIANGLES_HIT;
    }
    desc.bindings = decls;
    desc.binding_count = binding_decls(r, pl, decls, &desc.push_constant_size);
    desc.max_recursion_depth = pl->max_ray_recursion_depth;
    desc.max_payload_size = pl->max_ray_payload_size;
    desc.max_hit_attribute_size = pl->max_ray_hit_attribute_size;
    spvrt_result res = d->dev->ops->rt_pipeline_create(d->dev, &desc, &d->programs[i]);
    free(index_of);
    free(shaders);
    free(groups);
    free(decls);
    if (res != SPVRT_SUCCESS) {
        if (res == SPVRT_ERROR_UNSUPPORTED) /* a limit the device lacks (maxRayRecursionDepth) */
            r->report->skipped = true;
        char what[300];
        snprintf(what, sizeof what, "ray-tracing pipeline '%s'%s: ", pl->name, d->tag);
        pass_on_diagnostics(r, pl->line, what, 0, false);
        d->programs[i] = NULL;
        return set_status(r, res);
    }
    return true;
}

/* The four tables of a RUN of ray-tracing pipeline p: each record's group as its flattened index (an SBT of
 * the pipeline names its groups and its libraries'; a group found in neither is a located error). */
static bool build_sbts(runner *r, const spvrt_amber_command *cmd, amber_sbt sbts[AMBER_SBT_COUNT],
                       uint32_t *storage)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[cmd->u.run.pipeline];
    const rt_flat *f = &r->flat[cmd->u.run.pipeline];
    const uint32_t tables[AMBER_SBT_COUNT] = {cmd->u.run.raygen, cmd->u.run.miss, cmd->u.run.hit, cmd->u.run.call};
    static const char *const words[AMBER_SBT_COUNT] = {"RAYGEN", "MISS", "HIT", "CALL"};
    uint32_t used = 0;
    for (int t = 0; t < AMBER_SBT_COUNT; t++) {
        sbts[t].groups = storage + used;
        sbts[t].count = 0;
        if (tables[t] == SPVRT_AMBER_NO_SBT || tables[t] >= pl->sbt_count)
            continue;
        const spvrt_amber_sbt *table = &pl->sbts[tables[t]];
        for (uint32_t k = 0; k < table->record_count; k++) {
            const spvrt_amber_sbt_record *rec = &table->records[k];
            uint32_t index = flat_index(f, rec->pipeline, rec->group);
            if (index == UINT32_MAX) {
                const spvrt_amber_pipeline *owner = rec->pipeline < r->s->pipeline_count
                                                        ? &r->s->pipelines[rec->pipeline] : NULL;
                const char *group = owner && rec->group < owner->group_count ? owner->groups[rec->group].name : "?";
                return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, rec->line, "RUN %s %s %s: SHADER_BINDING_TABLE %s names "
                            "group '%s' of pipeline '%s', which is neither pipeline '%s''s nor one of its libraries'",
                            pl->name, words[t], table->name, table->name, group, owner ? owner->name : "?",
                            pl->name);
            }
            storage[used++] = index;
            sbts[t].count++;
        }
    }
    return true;
}

/* Records of the tables of a RUN (storage for build_sbts). */
static uint32_t sbt_records(const runner *r, const spvrt_amber_command *cmd)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[cmd->u.run.pipeline];
    const uint32_t tables[AMBER_SBT_COUNT] = {cmd->u.run.raygen, cmd->u.run.miss, cmd->u.run.hit, cmd->u.run.call};
    uint32_t n = 0;
    for (int t = 0; t < AMBER_SBT_COUNT; t++)
        if (tables[t] != SPVRT_AMBER_NO_SBT && tables[t] < pl->sbt_count)
            n += pl->sbts[tables[t]].record_count;
    return n;
}

/* PIPELINE execution_graph: its ATTACHes as nodes (device.h graph_create). */
static bool prepare_graph_pipeline(runner *r, run_device *d, uint32_t i)
{
    const spvrt_amber_script *s = r->s;
    const spvrt_amber_pipeline *pl = &s->pipelines[i];
    if (!d->dev->ops->graph_create || !d->dev->ops->dispatch_graph) {
        r->report->skipped = true;
        return fail(r, SPVRT_ERROR_UNSUPPORTED, pl->line, "execution graph '%s' is not supported on the %s device: "
                    "it needs VK_AMDX_shader_enqueue, which no driver spvrt reaches offers (Debian's lavapipe is "
                    "built without it); run it on the CPU engine", pl->name, d->dev->ops->name);
    }
    uint32_t spec_total = 0;
    for (uint32_t k = 0; k < pl->attach_count; k++)
        spec_total += pl->attaches[k].spec_count;
    amber_graph_node *nodes = calloc(pl->attach_count ? pl->attach_count : 1, sizeof *nodes);
    spvrt_specialization *specs = calloc(spec_total ? spec_total : 1, sizeof *specs);
    amber_binding_decl *decls = calloc(pl->bind_count ? pl->bind_count : 1, sizeof *decls);
    if (!nodes || !specs || !decls) {
        free(nodes);
        free(specs);
        free(decls);
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, pl->line, "out of memory");
    }
    uint32_t used = 0;
    for (uint32_t k = 0; k < pl->attach_count; k++) {
        const spvrt_amber_attach *a = &pl->attaches[k];
        nodes[k].module = r->modules[a->shader];
        nodes[k].entry_point = a->entry_point;
        nodes[k].specs = specs + used;
        nodes[k].spec_count = a->spec_count;
        for (uint32_t j = 0; j < a->spec_count; j++)
            specs[used++] = (spvrt_specialization){a->specs[j].id, a->specs[j].bits};
        nodes[k].node_name = a->node_name;
        nodes[k].node_index = a->node_index;
    }
    amber_graph_desc desc = {pl->name, nodes, pl->attach_count, decls, 0, 0};
    desc.binding_count = binding_decls(r, pl, decls, &desc.push_constant_size);
    spvrt_result res = d->dev->ops->graph_create(d->dev, &desc, &d->programs[i]);
    free(nodes);
    free(specs);
    free(decls);
    if (res != SPVRT_SUCCESS) {
        if (res == SPVRT_ERROR_UNSUPPORTED)
            r->report->skipped = true;
        char what[300];
        snprintf(what, sizeof what, "execution graph '%s'%s: ", pl->name, d->tag);
        pass_on_diagnostics(r, pl->line, what, 0, false);
        d->programs[i] = NULL;
        return set_status(r, res);
    }
    return true;
}

static bool prepare_pipeline(runner *r, run_device *d, uint32_t i)
{
    if (r->s->pipelines[i].ray_tracing)
        return prepare_rt_pipeline(r, d, i);
    if (r->s->pipelines[i].graph)
        return prepare_graph_pipeline(r, d, i);
    const spvrt_amber_pipeline *pl = &r->s->pipelines[i];
    const spvrt_amber_attach *a = &pl->attaches[0];
    spvrt_specialization specs[64], *sp = specs;
    if (a->spec_count > COUNT(specs)) {
        sp = malloc(a->spec_count * sizeof *sp);
        if (!sp)
            return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, a->line, "out of memory");
    }
    for (uint32_t k = 0; k < a->spec_count; k++) {
        sp[k].id = a->specs[k].id;
        sp[k].value = a->specs[k].bits;
    }
    amber_binding_decl decls[64] = {{0}}, *dp = decls; /* zeroed: members this runner does not set (accel) */
    if (pl->bind_count > COUNT(decls)) {
        dp = calloc(pl->bind_count, sizeof *dp);
        if (!dp) {
            if (sp != specs)
                free(sp);
            return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, a->line, "out of memory");
        }
    }
    amber_pipeline_desc desc = {0};
    desc.name = pl->name;
    desc.module = pipeline_module(r, i);
    desc.entry_point = a->entry_point;
    desc.specs = sp;
    desc.spec_count = a->spec_count;
    desc.bindings = dp;
    desc.binding_count = binding_decls(r, pl, dp, &desc.push_constant_size);
    /* SUBGROUP: REQUIRED_SIZE MIN and MAX are the backend's one size (the CPU engine's --subgroup-size; a
     * Vulkan device's default, which is its only size unless it has subgroupSizeControl ranges: then
     * REQUIRED_SIZE n says which) */
    desc.require_full_subgroups = pl->full_subgroups;
    desc.allow_varying_subgroup_size = pl->varying_subgroup_size;
    desc.required_subgroup_size = pl->required_subgroup_size >= SPVRT_AMBER_SUBGROUP_SIZE_MAX
                                      ? d->dev->subgroup_size
                                      : pl->required_subgroup_size;
    if (desc.required_subgroup_size && desc.required_subgroup_size != d->dev->subgroup_size &&
        strcmp(d->dev->ops->name, "cpu") == 0) {
        if (sp != specs)
            free(sp);
        if (dp != decls)
            free(dp);
        r->report->skipped = true;
        return fail(r, SPVRT_ERROR_UNSUPPORTED, pl->subgroup_line,
                    "SUBGROUP REQUIRED_SIZE %u: the CPU engine runs subgroups of %u lanes (--subgroup-size)",
                    desc.required_subgroup_size, d->dev->subgroup_size);
    }
    spvrt_result res = d->dev->ops->pipeline_create(d->dev, &desc, &d->programs[i]);
    if (sp != specs)
        free(sp);
    if (dp != decls)
        free(dp);
    if (res != SPVRT_SUCCESS) {
        char what[300];
        snprintf(what, sizeof what, "pipeline '%s' (shader '%s', entry point '%s')%s: ", pl->name,
                 r->s->shaders[a->shader].name, a->entry_point, d->tag);
        pass_on_diagnostics(r, a->line, what, 0, false);
        d->programs[i] = NULL;
        return set_status(r, res);
    }
    if (pl->full_subgroups) {
        /* VUID-VkPipelineShaderStageCreateInfo-flags-02759: with REQUIRE_FULL_SUBGROUPS the local size in X
         * is a multiple of the subgroup size; then every subgroup of the CPU engine, which deals invocations
         * out to subgroups in local-index order, is full.  VK-GL-CTS's subgroup_uniform_control_flow
         * "partial" scripts ask for full subgroups with a local size of 119: said, and run as they are. */
        uint32_t local[3];
        d->dev->ops->pipeline_local_size(d->programs[i], local);
        uint32_t size = d->dev->subgroup_size ? d->dev->subgroup_size : 1;
        if (local[0] % size != 0)
            message(r, SPVRT_AMBER_MESSAGE_NOTE,
                    "%s:%u: note: SUBGROUP FULLY_POPULATED: the local size in X (%u) is not a multiple of the "
                    "subgroup size %u%s (VUID-VkPipelineShaderStageCreateInfo-flags-02759): run with the last "
                    "subgroup of the workgroup partial", r->path, pl->subgroup_line, local[0], size, d->tag);
    }
    return true;
}

/* ---- buffers ----------------------------------------------------------------------- */

static void store_component(uint8_t *p, const spvrt_amber_type *t, spvrt_amber_value v)
{
    switch (t->bits) {
    case 8: *p = (uint8_t)v; break;
    case 16: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case 32: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    default: memcpy(p, &v, 8); break;
    }
}


/* start + inc in the type (integers wrap around at their width, floats are
 * rounded to theirs at each step, as tests/amber/check_expectations.py). */
static spvrt_amber_value add_values(const spvrt_amber_type *t, spvrt_amber_value a, spvrt_amber_value b)
{
    if (t->kind != SPVRT_AMBER_FLOAT) {
        uint64_t mask = t->bits == 64 ? UINT64_MAX : (UINT64_C(1) << t->bits) - 1;
        return (a + b) & mask;
    }
    if (t->bits == 64) {
        double x, y;
        memcpy(&x, &a, 8);
        memcpy(&y, &b, 8);
        x += y;
        uint64_t o;
        memcpy(&o, &x, 8);
        return o;
    }
    float x = (float)spvrt_amber_value_double(t, a), y = (float)spvrt_amber_value_double(t, b);
    float z = x + y;
    if (t->bits == 16)
        return spvrt_amber_float_to_half(z);
    uint32_t o;
    memcpy(&o, &z, 4);
    return o;
}

static bool init_buffer(runner *r, run_device *d, uint32_t i)
{
    const spvrt_amber_buffer *b = &r->s->buffers[i];
    run_buffer *rb = &d->buffers[i];
    uint32_t stride = spvrt_amber_buffer_stride(b), comps = spvrt_amber_buffer_components(b);
    rb->elements = b->init == SPVRT_AMBER_INIT_NONE ? 0 : b->element_count;
    rb->size = initial_size(b);
    if (rb->size == 0)
        return true;
    spvrt_result res = d->dev->ops->buffer_create(d->dev, i, rb->size, &rb->buf);
    if (res != SPVRT_SUCCESS) {
        char what[300];
        snprintf(what, sizeof what, "buffer '%s' (%llu bytes)%s: ", b->name, (unsigned long long)rb->size, d->tag);
        pass_on_diagnostics(r, b->line, what, 0, false);
        return set_status(r, res);
    }
    rb->bytes = d->dev->ops->buffer_host(rb->buf);
    spvrt_amber_value series = b->series_start;
    uint64_t value = 0;
    for (uint64_t e = 0; e < rb->elements; e++)
        for (uint32_t k = 0; k < comps; k++, value++) {
            uint32_t inside;
            const spvrt_amber_type *t = spvrt_amber_buffer_component(b, k, &inside);
            spvrt_amber_value v;
            if (b->init == SPVRT_AMBER_INIT_DATA)
                v = b->values[value];
            else if (b->init == SPVRT_AMBER_INIT_FILL)
                v = b->is_struct ? b->fields[k].fill : b->fill; /* a STRUCT: each member its own */
            else {
                v = series; /* never a STRUCT (the parser's rule) */
                series = add_values(t, series, b->series_inc);
            }
            store_component(rb->bytes + e * stride + inside, t, v);
        }
    return true;
}

/* ---- acceleration structures ------------------------------------------------------- */

static void geometry_of(const spvrt_amber_geometry *g, spvrt_geometry *out)
{
    memset(out, 0, sizeof *out);
    out->kind = g->kind;
    out->flags = g->flags;
    out->primitive_count = g->primitive_count;
    out->vertices = g->vertices;
    out->vertex_count = g->vertex_count;
    out->indices = g->indices;
    out->radii = g->radii;
    out->aabbs = g->aabbs;
    out->endcaps = g->endcaps;
    out->vertices_t1 = g->vertices_t1;
}

/* A script with motion (FLAGS MOTION, parse.c) asks for VK_NV_ray_tracing_motion_blur, as a Vulkan program
 * must enable it to build motion structures: a script without DEVICE_EXTENSION VK_NV_ray_tracing_motion_blur
 * is wrong (docs/ray-tracing.md "Motion blur"). */
static bool check_motion_extension(runner *r)
{
    const spvrt_amber_script *s = r->s;
    for (uint32_t i = 0; i < s->device_extension_count; i++)
        if (strcmp(s->device_extensions[i], "VK_NV_ray_tracing_motion_blur") == 0)
            return true;
    for (uint32_t i = 0; i < s->blas_count; i++)
        if (s->blases[i].motion)
            return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, s->blases[i].line, "ACCELERATION_STRUCTURE BOTTOM_LEVEL '%s' "
                        "has FLAGS MOTION, but the script has no DEVICE_EXTENSION VK_NV_ray_tracing_motion_blur",
                        s->blases[i].name);
    for (uint32_t i = 0; i < s->tlas_count; i++)
        if (s->tlases[i].motion)
            return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, s->tlases[i].line, "ACCELERATION_STRUCTURE TOP_LEVEL '%s' "
                        "has FLAGS MOTION, but the script has no DEVICE_EXTENSION VK_NV_ray_tracing_motion_blur",
                        s->tlases[i].name);
    return true;
}

/* Build every ACCELERATION_STRUCTURE of the script on one device, bottom
 * levels first (a top level's instances name earlier bottom levels). */
static bool build_accels(runner *r, run_device *d)
{
    const spvrt_amber_script *s = r->s;
    if (s->blas_count == 0 && s->tlas_count == 0)
        return true;
    const amber_backend_ops *ops = d->dev->ops;
    if (!ops->accel_create_bottom || !ops->accel_create_top || !ops->accel_destroy)
        return fail(r, SPVRT_ERROR_UNSUPPORTED, s->blas_count ? s->blases[0].line : s->tlases[0].line,
                    "backend %s has no acceleration structures", ops->name);
    if (!check_motion_extension(r))
        return false;
    d->blases = spvrt_alloc_zero(r->ctx, s->blas_count ? s->blas_count : 1, sizeof *d->blases);
    d->tlases = spvrt_alloc_zero(r->ctx, s->tlas_count ? s->tlas_count : 1, sizeof *d->tlases);
    if (!d->blases || !d->tlases)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    for (uint32_t i = 0; i < s->blas_count; i++) {
        const spvrt_amber_blas *b = &s->blases[i];
        spvrt_geometry *geoms = spvrt_alloc_zero(r->ctx, b->geometry_count ? b->geometry_count : 1, sizeof *geoms);
        if (!geoms)
            return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, b->line, "out of memory");
        for (uint32_t k = 0; k < b->geometry_count; k++)
            geometry_of(&b->geometries[k], &geoms[k]);
        spvrt_diag_reset(r->ctx);
        spvrt_result res = ops->accel_create_bottom(d->dev, geoms, b->geometry_count, &d->blases[i]);
        spvrt_free(r->ctx, geoms);
        if (res != SPVRT_SUCCESS) {
            char what[300];
            snprintf(what, sizeof what, "ACCELERATION_STRUCTURE BOTTOM_LEVEL '%s'%s: ", b->name, d->tag);
            pass_on_diagnostics(r, b->line, what, 0, false);
            d->blases[i] = NULL;
            if (res == SPVRT_ERROR_UNSUPPORTED) /* a geometry kind the device lacks (spheres, LSS) */
                r->report->skipped = true;
            return set_status(r, res);
        }
    }
    for (uint32_t i = 0; i < s->tlas_count; i++) {
        const spvrt_amber_tlas *t = &s->tlases[i];
        uint32_t n = t->instance_count ? t->instance_count : 1;
        spvrt_instance *inst = spvrt_alloc_zero(r->ctx, n, sizeof *inst);
        amber_accel **bottoms = spvrt_alloc_zero(r->ctx, n, sizeof *bottoms);
        if (!inst || !bottoms) {
            spvrt_free(r->ctx, inst);
            spvrt_free(r->ctx, bottoms);
            return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, t->line, "out of memory");
        }
        for (uint32_t k = 0; k < t->instance_count; k++) {
            const spvrt_amber_instance *in = &t->instances[k];
            memcpy(inst[k].transform, in->transform, sizeof inst[k].transform);
            inst[k].custom_index = in->custom_index;
            inst[k].mask = in->mask;
            inst[k].sbt_record_offset = in->offset;
            inst[k].flags = in->flags;
            inst[k].motion = in->motion;
            memcpy(inst[k].transform_t1, in->transform_t1, sizeof inst[k].transform_t1);
            memcpy(inst[k].srt, in->srt, sizeof inst[k].srt);
            bottoms[k] = d->blases[in->blas];
        }
        spvrt_diag_reset(r->ctx);
        spvrt_result res = ops->accel_create_top(d->dev, inst, bottoms, t->instance_count, &d->tlases[i]);
        spvrt_free(r->ctx, inst);
        spvrt_free(r->ctx, bottoms);
        if (res != SPVRT_SUCCESS) {
            char what[300];
            snprintf(what, sizeof what, "ACCELERATION_STRUCTURE TOP_LEVEL '%s'%s: ", t->name, d->tag);
            pass_on_diagnostics(r, t->line, what, 0, false);
            d->tlases[i] = NULL;
            return set_status(r, res);
        }
    }
    return true;
}

static void destroy_accels(const spvrt_amber_script *s, run_device *d)
{
    if (d->dev && d->tlases)
        for (uint32_t i = 0; i < s->tlas_count; i++)
            if (d->tlases[i])
                d->dev->ops->accel_destroy(d->dev, d->tlases[i]);
    if (d->dev && d->blases)
        for (uint32_t i = 0; i < s->blas_count; i++)
            if (d->blases[i])
                d->dev->ops->accel_destroy(d->dev, d->blases[i]);
}

/* ---- values in messages --------------------------------------------------------------- */

/* bits < 64 */
static int64_t sign_extend(const spvrt_amber_type *t, spvrt_amber_value v)
{
    uint64_t sign = UINT64_C(1) << (t->bits - 1);
    return (int64_t)((v ^ sign) - sign);
}

static int64_t as_signed(const spvrt_amber_type *t, spvrt_amber_value v)
{
    if (t->bits == 64) {
        int64_t s;
        memcpy(&s, &v, 8);
        return s;
    }
    return sign_extend(t, v);
}

static void format_value(char *out, size_t n, const spvrt_amber_type *t, spvrt_amber_value v)
{
    switch (t->kind) {
    case SPVRT_AMBER_UINT: snprintf(out, n, "%llu", (unsigned long long)v); break;
    case SPVRT_AMBER_INT: snprintf(out, n, "%lld", (long long)as_signed(t, v)); break;
    case SPVRT_AMBER_FLOAT:
        snprintf(out, n, "%.*g", t->bits == 16 ? 5 : t->bits == 32 ? 9 : 17, spvrt_amber_value_double(t, v));
        break;
    }
}

/* ---- EXPECT ------------------------------------------------------------------------ */

static const char *const compare_symbols[] = {"==", "!=", "<", "<=", ">", ">="};

/* -1, 0, 1 for a < b, a == b, a > b; 2 when unordered (a nan). */
static int compare_values(const spvrt_amber_type *t, spvrt_amber_value a, spvrt_amber_value b)
{
    if (t->kind == SPVRT_AMBER_UINT)
        return a < b ? -1 : a > b;
    if (t->kind == SPVRT_AMBER_INT) {
        int64_t x = as_signed(t, a), y = as_signed(t, b);
        return x < y ? -1 : x > y;
    }
    double x = spvrt_amber_value_double(t, a), y = spvrt_amber_value_double(t, b);
    if (isnan(x) || isnan(y))
        return 2;
    return x < y ? -1 : x > y;
}

#define AMBER_FLOAT_EQ_RELATIVE 1e-8

static bool value_holds(const spvrt_amber_type *t, spvrt_amber_compare op, const spvrt_amber_tolerance *tol,
                        spvrt_amber_value actual, spvrt_amber_value expected)
{
    if (tol) {
        double a = spvrt_amber_value_double(t, actual), e = spvrt_amber_value_double(t, expected);
        if (t->kind == SPVRT_AMBER_INT && t->bits == 64)
            a = (double)as_signed(t, actual), e = (double)as_signed(t, expected);
        if (isnan(e))
            return isnan(a);
        double bound = tol->percent ? fabs(e) * tol->value / 100.0 : tol->value;
        return fabs(a - e) <= bound;
    }
    int c = compare_values(t, actual, expected);
    if (c == 2) { /* nan: EQ nan holds for any nan, NE for anything else; orderings fail */
        double a = spvrt_amber_value_double(t, actual), e = spvrt_amber_value_double(t, expected);
        bool both = isnan(a) && isnan(e);
        return op == SPVRT_AMBER_EQ ? both : op == SPVRT_AMBER_NE ? !both : false;
    }
    if (t->kind == SPVRT_AMBER_FLOAT && (op == SPVRT_AMBER_EQ || op == SPVRT_AMBER_NE) && c != 0) {
        /* Amber's EQ and NE on floats without TOLERANCE (src/verifier.cc, CheckActualValue): equal within
           kEpsilon = 0.000001 percent of the expected value, i.e. 1e-8 relative */
        double a = spvrt_amber_value_double(t, actual), e = spvrt_amber_value_double(t, expected);
        if (fabs(a - e) <= AMBER_FLOAT_EQ_RELATIVE * fabs(e))
            c = 0;
    }
    switch (op) {
    case SPVRT_AMBER_EQ: return c == 0;
    case SPVRT_AMBER_NE: return c != 0;
    case SPVRT_AMBER_LT: return c < 0;
    case SPVRT_AMBER_LE: return c <= 0;
    case SPVRT_AMBER_GT: return c > 0;
    case SPVRT_AMBER_GE: return c >= 0;
    }
    return false;
}

static bool run_expect_idx(runner *r, const run_device *d, const spvrt_amber_command *cmd)
{
    const spvrt_amber_buffer *b = &r->s->buffers[cmd->u.expect.buffer];
    const run_buffer *rb = &d->buffers[cmd->u.expect.buffer];
    uint64_t offset = cmd->u.expect.offset;
    if (offset >= rb->size)
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "EXPECT IDX %llu is outside buffer '%s' (%llu bytes)",
                    (unsigned long long)offset, b->name, (unsigned long long)rb->size);
    uint32_t stride = spvrt_amber_buffer_stride(b);
    uint32_t comps = spvrt_amber_buffer_components(b);
    uint64_t element = offset / stride;
    uint32_t inside = (uint32_t)(offset % stride), first = comps;
    if (b->is_struct && inside == 0)
        first = 0; /* a STRUCT element's start, padding before its first member skipped (Amber's ProbeSSBO) */
    for (uint32_t k = 0; first == comps && k < comps; k++) {
        uint32_t at;
        spvrt_amber_buffer_component(b, k, &at);
        if (at == inside) {
            first = k;
            break;
        }
    }
    if (first == comps)
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line,
                    "EXPECT IDX %llu of buffer '%s' is not the start of a component (elements of %u bytes)",
                    (unsigned long long)offset, b->name, stride);
    uint64_t last_element = element + (first + cmd->u.expect.value_count - 1) / comps;
    if (last_element >= rb->elements)
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line,
                    "EXPECT IDX %llu: %u values go past the end of buffer '%s' (%llu bytes)", (unsigned long long)offset,
                    cmd->u.expect.value_count, b->name, (unsigned long long)rb->size);
    uint32_t failed = 0;
    for (uint32_t i = 0; i < cmd->u.expect.value_count; i++) {
        uint32_t k = (first + i) % comps;
        uint64_t e = element + (first + i) / comps;
        uint32_t inside_k;
        const spvrt_amber_type *t = spvrt_amber_buffer_component(b, k, &inside_k);
        uint64_t at = e * stride + inside_k;
        spvrt_amber_value actual = spvrt_amber_load_component(rb->bytes + at, t), expected = cmd->u.expect.values[i];
        const spvrt_amber_tolerance *tol = NULL;
        if (cmd->u.expect.tolerance_count == 1)
            tol = &cmd->u.expect.tolerance[0];
        else if (cmd->u.expect.tolerance_count > 1)
            tol = &cmd->u.expect.tolerance[k % cmd->u.expect.tolerance_count];
        if (value_holds(t, cmd->u.expect.compare, tol, actual, expected))
            continue;
        if (failed++ >= MAX_FAILED_VALUES)
            continue;
        char a[64], x[64], within[96] = "";
        format_value(a, sizeof a, t, actual);
        format_value(x, sizeof x, t, expected);
        if (tol)
            snprintf(within, sizeof within, " within %g%s", tol->value, tol->percent ? "%" : "");
        message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: Verifier failed%s: %s %s %s%s, at index %llu (buffer '%s', byte %llu)",
                r->path, cmd->line, d->tag, a, compare_symbols[cmd->u.expect.compare], x, within,
                (unsigned long long)(e * comps + k), b->name, (unsigned long long)at);
    }
    if (failed > MAX_FAILED_VALUES)
        message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: ... and %u more values", r->path, cmd->line,
                failed - MAX_FAILED_VALUES);
    if (failed)
        r->report->expects_failed++;
    else
        r->report->expects_passed++;
    return true;
}

/* EXPECT IMG IDX x y SIZE w h EQ_RGB(A) (google/amber src/verifier.cc Probe): each texel of the rectangle
 * of level 0 read as numbers per channel (normalized formats as v / (2^b - 1), SNORM clamped at -1;
 * expected values of normalized formats are given in 0-255 and divided by 255), within the tolerance
 * (absolute, or % of the expected value; Amber's default 0.002 absolute). */
static double probe_component(const spvrt_amber_buffer *b, spvrt_amber_value v)
{
    double x = spvrt_amber_value_double(&b->type, v);
    if (b->numeric == SPVRT_AMBER_NUMERIC_UNORM || b->numeric == SPVRT_AMBER_NUMERIC_SRGB)
        return x / (double)((UINT64_C(1) << b->type.bits) - 1);
    if (b->numeric == SPVRT_AMBER_NUMERIC_SNORM) {
        x /= (double)((UINT64_C(1) << (b->type.bits - 1)) - 1);
        return x < -1 ? -1 : x;
    }
    return x;
}

static bool run_expect_probe(runner *r, const run_device *d, const spvrt_amber_command *cmd)
{
    const spvrt_amber_buffer *b = &r->s->buffers[cmd->u.probe.buffer];
    const run_buffer *rb = &d->buffers[cmd->u.probe.buffer];
    uint32_t x0 = cmd->u.probe.x, y0 = cmd->u.probe.y, w = cmd->u.probe.width, h = cmd->u.probe.height;
    if (b->numeric == SPVRT_AMBER_NUMERIC_PACKED)
        return fail(r, SPVRT_ERROR_UNSUPPORTED, cmd->line, "EXPECT IDX x y: image '%s' has a packed format; probe "
                    "its bytes with EXPECT IDX offset", b->name);
    if ((uint64_t)x0 + w > b->width || (uint64_t)y0 + h > b->height || w == 0 || h == 0)
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "EXPECT IDX %u %u SIZE %u %u is outside image '%s' "
                    "(%u x %u)", x0, y0, w, h, b->name, b->width, b->height);
    uint32_t texel = spvrt_amber_texel_size(b);
    uint32_t comps = b->type.rows;
    bool normalized = b->numeric == SPVRT_AMBER_NUMERIC_UNORM || b->numeric == SPVRT_AMBER_NUMERIC_SNORM ||
                      b->numeric == SPVRT_AMBER_NUMERIC_SRGB;
    uint64_t failed = 0;
    for (uint32_t y = y0; y < y0 + h; y++)
        for (uint32_t x = x0; x < x0 + w; x++) {
            uint64_t at = ((uint64_t)y * b->width + x) * texel;
            if (at + texel > rb->size)
                continue;
            double actual[4] = {0, 0, 0, 1};
            for (uint32_t c = 0; c < comps; c++) {
                spvrt_amber_value v = spvrt_amber_load_component(rb->bytes + at + c * (b->type.bits / 8u), &b->type);
                actual[b->channels[c] & 3] = probe_component(b, v);
            }
            bool bad = false;
            for (uint32_t c = 0; c < cmd->u.probe.channel_count; c++) {
                double expected = cmd->u.probe.rgba[c] / (normalized ? 255.0 : 1.0);
                double tol = 0.002;
                bool percent = false;
                if (cmd->u.probe.tolerance_count) {
                    const spvrt_amber_tolerance *t = &cmd->u.probe.tolerance[cmd->u.probe.tolerance_count == 1 ? 0 : c];
                    if (c >= cmd->u.probe.tolerance_count && cmd->u.probe.tolerance_count > 1)
                        t = &cmd->u.probe.tolerance[0];
                    tol = t->value / (normalized && !t->percent ? 255.0 : 1.0);
                    percent = t->percent;
                }
                double diff = fabs(actual[c] - expected);
                if (!(percent ? diff <= tol / 100.0 * fabs(expected) : diff <= tol))
                    bad = true;
            }
            if (!bad)
                continue;
            if (failed++ < MAX_FAILED_VALUES) {
                double s = normalized ? 255.0 : 1.0;
                message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: Verifier failed%s: image '%s' texel (%u, %u) is %g %g %g "
                        "%g, expected %g %g %g %g", r->path, cmd->line, d->tag, b->name, x, y, actual[0] * s,
                        actual[1] * s, actual[2] * s, actual[3] * s, cmd->u.probe.rgba[0], cmd->u.probe.rgba[1],
                        cmd->u.probe.rgba[2], cmd->u.probe.channel_count == 4 ? cmd->u.probe.rgba[3] : actual[3] * s);
            }
        }
    if (failed > MAX_FAILED_VALUES)
        message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: ... and %llu more texels", r->path, cmd->line,
                (unsigned long long)(failed - MAX_FAILED_VALUES));
    if (failed)
        r->report->expects_failed++;
    else
        r->report->expects_passed++;
    return true;
}

static bool same_type(const spvrt_amber_buffer *a, const spvrt_amber_buffer *b)
{
    if (a->is_struct || b->is_struct) {
        /* STRUCTs: the same components at the same offsets (Amber's Format::Equal compares the types) */
        if (!a->is_struct || !b->is_struct || a->field_count != b->field_count || a->struct_stride != b->struct_stride)
            return false;
        for (uint32_t k = 0; k < a->field_count; k++)
            if (a->fields[k].offset != b->fields[k].offset || a->fields[k].type.kind != b->fields[k].type.kind ||
                a->fields[k].type.bits != b->fields[k].type.bits)
                return false;
        return true;
    }
    return a->type.kind == b->type.kind && a->type.bits == b->type.bits && a->type.rows == b->type.rows &&
           a->type.columns == b->type.columns && a->layout == b->layout;
}

/* EQ_HISTOGRAM_EMD_BUFFER (Amber docs/amber_script.md): per channel, the
 * earth mover's distance between the buffers' 256-bin histograms, each bin
 * divided by its buffer's element count; for one-dimensional histograms of
 * equal mass it is the sum of the absolute cumulative differences, here
 * divided by 256 to lie in 0..1.  The largest over the four channels must
 * not exceed the tolerance. */
static bool run_expect_histogram_emd(runner *r, const run_device *d, const spvrt_amber_command *cmd)
{
    uint32_t ia = cmd->u.expect_buffers.a, ib = cmd->u.expect_buffers.b;
    const spvrt_amber_buffer *a = &r->s->buffers[ia], *b = &r->s->buffers[ib];
    const run_buffer *ra = &d->buffers[ia], *rb = &d->buffers[ib];
    const spvrt_amber_buffer *both[2] = {a, b};
    for (int k = 0; k < 2; k++) {
        const spvrt_amber_type *t = &both[k]->type;
        if (t->kind != SPVRT_AMBER_UINT || t->bits != 8 || t->rows != 4 || t->columns != 1 ||
            (both[k]->numeric != SPVRT_AMBER_NUMERIC_NONE && both[k]->numeric != SPVRT_AMBER_NUMERIC_UNORM &&
             both[k]->numeric != SPVRT_AMBER_NUMERIC_UINT && both[k]->numeric != SPVRT_AMBER_NUMERIC_SRGB))
            return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line,
                        "EXPECT EQ_HISTOGRAM_EMD_BUFFER: buffer '%s' is not of four 8-bit unsigned components "
                        "(R8G8B8A8_UNORM, B8G8R8A8_UNORM, vec4<uint8>)", both[k]->name);
    }
    double worst = 0;
    for (uint32_t channel = 0; channel < 4; channel++) {
        uint64_t bins[2][256] = {{0}};
        const run_buffer *rbs[2] = {ra, rb};
        for (int k = 0; k < 2; k++) {
            uint32_t stride = spvrt_amber_type_stride(&both[k]->type, both[k]->layout);
            for (uint64_t e = 0; e < rbs[k]->elements; e++)
                bins[k][rbs[k]->bytes[e * stride + channel]]++;
        }
        double accumulated = 0, total = 0;
        for (uint32_t i = 0; i < 256; i++) {
            double pa = ra->elements ? (double)bins[0][i] / (double)ra->elements : 0;
            double pb = rb->elements ? (double)bins[1][i] / (double)rb->elements : 0;
            accumulated += pa - pb;
            total += fabs(accumulated);
        }
        if (total / 256.0 > worst)
            worst = total / 256.0;
    }
    if (!(worst <= cmd->u.expect_buffers.tolerance)) {
        message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: Verifier failed%s: histogram earth mover's distance %g between "
                "'%s' and '%s' is above the tolerance %g", r->path, cmd->line, d->tag, worst, a->name, b->name,
                cmd->u.expect_buffers.tolerance);
        r->report->expects_failed++;
    } else {
        r->report->expects_passed++;
    }
    return true;
}

static bool run_expect_buffers(runner *r, const run_device *d, const spvrt_amber_command *cmd)
{
    bool rmse = cmd->kind == SPVRT_AMBER_EXPECT_RMSE_BUFFER;
    const char *name = rmse ? "RMSE_BUFFER" : "EQ_BUFFER";
    uint32_t ia = cmd->u.expect_buffers.a, ib = cmd->u.expect_buffers.b;
    const spvrt_amber_buffer *a = &r->s->buffers[ia], *b = &r->s->buffers[ib];
    const run_buffer *ra = &d->buffers[ia], *rb = &d->buffers[ib];
    if (!same_type(a, b))
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "EXPECT %s: buffers '%s' and '%s' have different types",
                    name, a->name, b->name);
    const spvrt_amber_type *t = &a->type; /* the first differing value's, below */
    if (ra->elements != rb->elements) {
        message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: Verifier failed%s: buffers '%s' (%llu elements) and '%s' (%llu "
                "elements) have different sizes", r->path, cmd->line, d->tag, a->name, (unsigned long long)ra->elements,
                b->name, (unsigned long long)rb->elements);
        r->report->expects_failed++;
        return true;
    }
    uint32_t stride = spvrt_amber_buffer_stride(a), comps = spvrt_amber_buffer_components(a);
    uint64_t differ = 0, first = 0, total = ra->elements * comps;
    spvrt_amber_value fa = 0, fb = 0;
    double sum = 0;
    for (uint64_t e = 0; e < ra->elements; e++)
        for (uint32_t k = 0; k < comps; k++) {
            uint32_t inside;
            const spvrt_amber_type *tk = spvrt_amber_buffer_component(a, k, &inside);
            uint64_t at = e * stride + inside;
            spvrt_amber_value x = spvrt_amber_load_component(ra->bytes + at, tk);
            spvrt_amber_value y = spvrt_amber_load_component(rb->bytes + at, tk);
            if (rmse) {
                double diff = spvrt_amber_value_double(tk, x) - spvrt_amber_value_double(tk, y);
                sum += diff * diff;
            } else if (!value_holds(tk, SPVRT_AMBER_EQ, NULL, x, y)) {
                if (differ++ == 0)
                    first = e * comps + k, fa = x, fb = y, t = tk;
            }
        }
    if (rmse) {
        double value = total ? sqrt(sum / (double)total) : 0;
        if (!(value <= cmd->u.expect_buffers.tolerance)) {
            message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: Verifier failed%s: RMSE %g between '%s' and '%s' is above the "
                    "tolerance %g", r->path, cmd->line, d->tag, value, a->name, b->name, cmd->u.expect_buffers.tolerance);
            r->report->expects_failed++;
        } else {
            r->report->expects_passed++;
        }
        return true;
    }
    if (differ) {
        char x[64], y[64];
        format_value(x, sizeof x, t, fa);
        format_value(y, sizeof y, t, fb);
        message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: Verifier failed%s: buffers '%s' and '%s' differ in %llu of %llu "
                "values; first at index %llu: %s != %s", r->path, cmd->line, d->tag, a->name, b->name,
                (unsigned long long)differ, (unsigned long long)total, (unsigned long long)first, x, y);
        r->report->expects_failed++;
    } else {
        r->report->expects_passed++;
    }
    return true;
}

/* ---- RUN, COPY, DEVICE_ADDRESS ---------------------------------------------------------- */

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* A DEBUG check that failed (debugger.c), reported as a failing EXPECT. */
static void debugger_failed(void *user, uint32_t line, const char *text)
{
    runner *r = user;
    message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: Debugger failed: %s", r->path, line, text);
}

/* ---- RUN graph DISPATCH_GRAPH (docs/execution-graphs.md) ---- */

static const char *const schedule_names[] = {"breadth", "depth", "shuffle"};

static spvrt_result graph_run_once(runner *r, run_device *d, const spvrt_amber_command *cmd, const amber_bind *binds,
                                   uint32_t bind_count, const void *push, uint32_t push_size,
                                   const amber_graph_payloads *payloads, uint32_t schedule, spvrt_graph_stats *stats)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[cmd->u.run.pipeline];
    d->dev->graph_schedule = schedule;
    d->dev->graph_seed = r->opt.graph_seed;
    d->dev->graph_stats = stats;
    spvrt_result res = d->dev->ops->dispatch_graph(d->dev, d->programs[cmd->u.run.pipeline], binds, bind_count, push,
                                                   push_size, pl->scratch_size, cmd->u.run.graph_mode, payloads,
                                                   cmd->u.run.graph_count);
    d->dev->graph_stats = NULL;
    return res;
}

/* The script's buffers' bytes (to run a graph again from the same start). */
static uint8_t **snapshot_buffers(runner *r, run_device *d)
{
    uint8_t **copy = calloc(r->s->buffer_count ? r->s->buffer_count : 1, sizeof *copy);
    for (uint32_t i = 0; copy && i < r->s->buffer_count; i++) {
        if (!d->buffers[i].size)
            continue;
        copy[i] = malloc((size_t)d->buffers[i].size);
        if (!copy[i]) {
            for (uint32_t k = 0; k < i; k++)
                free(copy[k]);
            free(copy);
            return NULL;
        }
        memcpy(copy[i], d->buffers[i].bytes, (size_t)d->buffers[i].size);
    }
    return copy;
}

static void free_snapshot(const runner *r, uint8_t **copy)
{
    for (uint32_t i = 0; copy && i < r->s->buffer_count; i++)
        free(copy[i]);
    free(copy);
}

/* --compare-schedules: the first byte where the buffers differ from `expected`, or false. */
static bool first_difference(const runner *r, run_device *d, uint8_t **expected, uint32_t *buffer, uint64_t *at)
{
    for (uint32_t i = 0; i < r->s->buffer_count; i++)
        for (uint64_t k = 0; expected[i] && k < d->buffers[i].size; k++)
            if (expected[i][k] != d->buffers[i].bytes[k]) {
                *buffer = i;
                *at = k;
                return true;
            }
    return false;
}

static void restore_buffers(const runner *r, run_device *d, uint8_t **copy)
{
    for (uint32_t i = 0; i < r->s->buffer_count; i++)
        if (copy[i])
            memcpy(d->buffers[i].bytes, copy[i], (size_t)d->buffers[i].size);
}

static void graph_stats_notes(runner *r, const spvrt_amber_command *cmd, const spvrt_graph_stats *st,
                              uint32_t schedule, uint64_t ns)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[cmd->u.run.pipeline];
    message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: stats: RUN %s (--graph-schedule %s): %llu payloads, %llu "
            "workgroups in %llu batches, depth %u, scratch %llu bytes used at most; %.3f ms", r->path, cmd->line,
            pl->name, schedule_names[schedule], (unsigned long long)st->payloads,
            (unsigned long long)st->workgroups, (unsigned long long)st->batches, st->max_depth,
            (unsigned long long)st->scratch_high, (double)ns / 1e6);
    for (uint32_t k = 0; k < pl->attach_count && k < st->node_capacity; k++) {
        const spvrt_amber_attach *a = &pl->attaches[k];
        const spvrt_graph_node_stats *ns_ = &st->nodes[k];
        message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: stats:   node %u (\"%s\", entry point %s): %llu payloads, %llu "
                "workgroups, %llu invocations", r->path, cmd->line, k, a->node_name ? a->node_name : a->entry_point,
                a->entry_point, (unsigned long long)ns_->payloads, (unsigned long long)ns_->workgroups,
                (unsigned long long)ns_->invocations);
    }
}

static spvrt_result run_graph(runner *r, run_device *d, const spvrt_amber_command *cmd, const amber_bind *binds,
                              uint32_t bind_count, const void *push, uint32_t push_size, uint64_t *invocations,
                              uint64_t *ns)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[cmd->u.run.pipeline];
    amber_graph_payloads *payloads = calloc(cmd->u.run.graph_count, sizeof *payloads);
    spvrt_graph_node_stats *node_stats = calloc(pl->attach_count ? pl->attach_count : 1, sizeof *node_stats);
    if (!payloads || !node_stats) {
        free(payloads);
        free(node_stats);
        fail(r, SPVRT_ERROR_OUT_OF_MEMORY, cmd->line, "out of memory");
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    spvrt_result res = SPVRT_SUCCESS;
    for (uint32_t i = 0; i < cmd->u.run.graph_count && res == SPVRT_SUCCESS; i++) {
        const spvrt_amber_graph_dispatch *g = &cmd->u.run.graph[i];
        amber_graph_payloads *out = &payloads[i];
        out->node = g->node;
        out->index = g->index;
        out->count = g->count;
        out->line = g->line;
        out->stride = g->stride;
        if (g->data) {
            out->bytes = g->data;
        } else if (g->buffer != SPVRT_AMBER_NO_BUFFER) {
            const run_buffer *rb = &d->buffers[g->buffer];
            if (!out->stride)
                out->stride = spvrt_amber_buffer_stride(&r->s->buffers[g->buffer]);
            uint64_t need = g->count ? (uint64_t)(g->count - 1) * out->stride + out->stride : 0;
            if (g->offset > rb->size || need > rb->size - g->offset) {
                fail(r, SPVRT_ERROR_INVALID_ARGUMENT, g->line, "NODE %s: %u payloads of %llu bytes at OFFSET %llu go "
                     "past the end of buffer '%s' (%llu bytes)", g->node, g->count, (unsigned long long)out->stride,
                     (unsigned long long)g->offset, r->s->buffers[g->buffer].name, (unsigned long long)rb->size);
                res = SPVRT_ERROR_INVALID_ARGUMENT;
                break;
            }
            out->bytes = rb->bytes + g->offset;
        }
    }
    bool cpu = strcmp(d->dev->ops->name, "cpu") == 0;
    uint32_t schedule = r->opt.graph_schedule <= SPVRT_GRAPH_SCHEDULE_SHUFFLE ? r->opt.graph_schedule : 0;
    spvrt_graph_stats stats = {.nodes = node_stats, .node_capacity = pl->attach_count};
    uint8_t **start = NULL, **first = NULL;
    if (res == SPVRT_SUCCESS && r->opt.graph_compare_schedules && cpu) {
        start = snapshot_buffers(r, d);
        if (!start)
            res = SPVRT_ERROR_OUT_OF_MEMORY;
    }
    uint64_t t0 = now_ns();
    if (res == SPVRT_SUCCESS)
        res = graph_run_once(r, d, cmd, binds, bind_count, push, push_size, payloads, schedule, &stats);
    *ns = now_ns() - t0;
    *invocations = 0;
    for (uint32_t k = 0; k < pl->attach_count; k++)
        *invocations += node_stats[k].invocations;
    if (res == SPVRT_SUCCESS && r->opt.rt_stats && cpu)
        graph_stats_notes(r, cmd, &stats, schedule, *ns);
    /* --compare-schedules: the other schedules from the same start, each compared with the first (AMDX-S42) */
    if (res == SPVRT_SUCCESS && start) {
        first = snapshot_buffers(r, d);
        for (uint32_t other = 0; first && other <= SPVRT_GRAPH_SCHEDULE_SHUFFLE && res == SPVRT_SUCCESS; other++) {
            if (other == schedule)
                continue;
            restore_buffers(r, d, start);
            spvrt_graph_stats other_stats = {0};
            res = graph_run_once(r, d, cmd, binds, bind_count, push, push_size, payloads, other, &other_stats);
            uint32_t buffer;
            uint64_t at;
            if (res == SPVRT_SUCCESS && first_difference(r, d, first, &buffer, &at)) {
                message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: RUN %s: the schedules %s and %s give different results: "
                        "buffer '%s' byte %llu is 0x%02x after %s, 0x%02x after %s (a payload race, AMDX-S42, or a "
                        "dependence on which payloads share a coalescing workgroup or on the order of nodes)",
                        r->path, cmd->line, pl->name, schedule_names[schedule], schedule_names[other],
                        r->s->buffers[buffer].name, (unsigned long long)at, first[buffer][at],
                        schedule_names[schedule], d->buffers[buffer].bytes[at], schedule_names[other]);
                r->report->expects_failed++;
                break;
            }
            if (res == SPVRT_SUCCESS)
                message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: note: RUN %s: --graph-schedule %s gives the same "
                        "results as %s", r->path, cmd->line, pl->name, schedule_names[other],
                        schedule_names[schedule]);
        }
        if (first)
            restore_buffers(r, d, first); /* the script goes on from the first schedule's results */
        else if (res == SPVRT_SUCCESS)
            res = SPVRT_ERROR_OUT_OF_MEMORY;
    }
    free_snapshot(r, start);
    free_snapshot(r, first);
    free(payloads);
    free(node_stats);
    return res;
}

static bool run_dispatch(runner *r, run_device *d, const spvrt_amber_command *cmd)
{
    const spvrt_amber_pipeline *pl = &r->s->pipelines[cmd->u.run.pipeline];
    const amber_pipeline *program = d->programs[cmd->u.run.pipeline];
    uint32_t g[3] = {cmd->u.run.x, cmd->u.run.y, cmd->u.run.z};
    /* a ray-tracing RUN's x y z are the launch size (vkCmdTraceRaysKHR width, height, depth), checked by the
     * device against its limits; its tables name flattened groups */
    if (!pl->ray_tracing && (g[0] > MAX_GROUP_COUNT || g[1] > MAX_GROUP_COUNT || g[2] > MAX_GROUP_COUNT))
        return fail(r, SPVRT_ERROR_UNSUPPORTED, cmd->line,
                    "RUN %u %u %u exceeds maxComputeWorkGroupCount (%u %u %u)", g[0], g[1], g[2], MAX_GROUP_COUNT,
                    MAX_GROUP_COUNT, MAX_GROUP_COUNT);
    amber_sbt sbts[AMBER_SBT_COUNT] = {{NULL, 0}, {NULL, 0}, {NULL, 0}, {NULL, 0}};
    uint32_t *sbt_storage = NULL;
    if (pl->ray_tracing) {
        uint32_t records = sbt_records(r, cmd);
        sbt_storage = malloc((records ? records : 1) * sizeof *sbt_storage);
        if (!sbt_storage)
            return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, cmd->line, "out of memory");
        if (!build_sbts(r, cmd, sbts, sbt_storage)) {
            free(sbt_storage);
            return false;
        }
    }
    uint32_t count = 0;
    for (uint32_t k = 0; k < pl->bind_count; k++)
        if (pl->binds[k].kind == SPVRT_AMBER_BIND_ACCEL)
            count++;
        else if (pl->binds[k].kind == SPVRT_AMBER_BIND_SAMPLER)
            count += pl->binds[k].sampler_count;
        else if (pl->binds[k].kind != SPVRT_AMBER_BIND_PUSH_CONSTANT)
            count += pl->binds[k].buffer_count;
    amber_bind *binds = spvrt_alloc_zero(r->ctx, count ? count : 1, sizeof *binds);
    spvrt_image *views = spvrt_alloc_zero(r->ctx, count ? count : 1, sizeof *views);
    if (!binds || !views) {
        spvrt_free(r->ctx, binds);
        spvrt_free(r->ctx, views);
        free(sbt_storage);
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, cmd->line, "out of memory");
    }
    const void *push = NULL;
    uint32_t push_size = 0;
    uint32_t n = 0;
    bool ok = true;
    for (uint32_t k = 0; k < pl->bind_count && ok; k++) {
        const spvrt_amber_bind *bind = &pl->binds[k];
        if (bind->kind == SPVRT_AMBER_BIND_PUSH_CONSTANT) {
            const run_buffer *rb = &d->buffers[bind->buffers[0]];
            if (rb->size > UINT32_MAX)
                ok = fail(r, SPVRT_ERROR_UNSUPPORTED, bind->line, "push constant buffer '%s' is too large",
                          r->s->buffers[bind->buffers[0]].name);
            push = rb->bytes;
            push_size = (uint32_t)rb->size;
            continue;
        }
        if (bind->kind == SPVRT_AMBER_BIND_ACCEL) {
            /* an acceleration structure descriptor: not a buffer, nothing to compare after the RUN */
            amber_bind *b = &binds[n++];
            b->descriptor_set = bind->descriptor_set;
            b->binding = bind->binding;
            b->accel = d->tlases[bind->tlas];
            continue;
        }
        if (bind->kind == SPVRT_AMBER_BIND_SAMPLER) {
            for (uint32_t j = 0; j < bind->sampler_count; j++) {
                amber_bind *b = &binds[n++];
                b->descriptor_set = bind->descriptor_set;
                b->binding = bind->binding;
                b->array_index = j;
                b->sampler = &r->s->samplers[bind->samplers[j]].state;
            }
            continue;
        }
        for (uint32_t j = 0; j < bind->buffer_count && ok; j++) {
            const spvrt_amber_buffer *sb = &r->s->buffers[bind->buffers[j]];
            const run_buffer *rb = &d->buffers[bind->buffers[j]];
            uint64_t off = bind->offsets[j], range = bind->ranges[j];
            uint64_t dyn = bind->dynamic_offsets ? bind->dynamic_offsets[j] : 0;
            amber_bind *b = &binds[n];
            b->descriptor_set = bind->descriptor_set;
            b->binding = bind->binding;
            b->array_index = j;
            b->buffer = rb->buf;
            amber_descriptor_kind kind = descriptor_kind(bind->kind);
            if (amber_descriptor_is_texel_buffer(kind) || amber_descriptor_is_image(kind)) {
                /* the parser checked the texel format; an image's buffer holds the whole image */
                uint32_t texel = spvrt_amber_texel_size(sb);
                if (rb->size < texel) {
                    ok = fail(r, SPVRT_ERROR_INVALID_ARGUMENT, bind->line, "BIND: buffer '%s' is empty", sb->name);
                    break;
                }
                spvrt_image *v = &views[n];
                v->format = sb->vk_format;
                if (amber_descriptor_is_texel_buffer(kind)) {
                    /* a texel buffer view of the whole buffer (Vulkan "Buffer Views") */
                    v->dim = SPVRT_IMAGE_BUFFER;
                    v->width = (uint32_t)(rb->size / texel > UINT32_MAX ? UINT32_MAX : rb->size / texel);
                    v->height = v->depth = v->array_layers = v->mip_levels = v->samples = 1;
                    b->range = (uint64_t)v->width * texel;
                } else {
                    v->dim = sb->dim;
                    v->width = sb->width;
                    v->height = sb->height;
                    v->depth = sb->depth;
                    v->array_layers = 1;
                    v->mip_levels = sb->mip_levels;
                    v->samples = sb->samples;
                    b->range = spvrt_amber_image_bytes(sb);
                    b->base_level = bind->base_mip_level;
                    b->level_count = kind == AMBER_DESCRIPTOR_STORAGE_IMAGE ? 1 : 0;
                    if (bind->samplers)
                        b->sampler = &r->s->samplers[bind->samplers[0]].state;
                }
                v->size = b->range;
                b->image = v;
                n++;
                continue;
            }
            bool dynamic = amber_descriptor_is_dynamic(kind);
            /* a dynamic buffer's whole range ends at the buffer's end after both offsets (Amber's
             * buffer_descriptor.cc; VUID-vkCmdBindDescriptorSets-pDescriptorSets-01979) */
            if (off > rb->size || dyn > rb->size - off ||
                (range != SPVRT_AMBER_WHOLE_SIZE && range > rb->size - off - dyn)) {
                if (dynamic)
                    ok = fail(r, SPVRT_ERROR_INVALID_ARGUMENT, bind->line,
                              "BIND: OFFSET %llu, DESCRIPTOR_OFFSET %llu and DESCRIPTOR_RANGE %llu go past the end "
                              "of buffer '%s' (%llu bytes)", (unsigned long long)dyn, (unsigned long long)off,
                              (unsigned long long)range, sb->name, (unsigned long long)rb->size);
                else
                    ok = fail(r, SPVRT_ERROR_INVALID_ARGUMENT, bind->line,
                              "BIND: DESCRIPTOR_OFFSET %llu and DESCRIPTOR_RANGE %llu go past the end of buffer '%s' "
                              "(%llu bytes)", (unsigned long long)off, (unsigned long long)range, sb->name,
                              (unsigned long long)rb->size);
                break;
            }
            n++;
            b->offset = rb->buf ? off : 0;
            b->dynamic_offset = rb->buf ? dyn : 0;
            b->range = range == SPVRT_AMBER_WHOLE_SIZE ? rb->size - off - dyn : range;
        }
    }
    if (ok) {
        /* DEBUG: the THREAD is played on the CPU engine, the first device (a Vulkan device is refused at
           the start, and in compare mode runs the DEBUG as a RUN: docs/debugger.md) */
        amber_debugger debugger;
        bool debugging = cmd->debug && !pl->ray_tracing && d == &r->devs[0] && strcmp(d->dev->ops->name, "cpu") == 0;
        if (debugging) {
            const spvrt_amber_shader *sh = &r->s->shaders[pl->attaches[0].shader];
            amber_debugger_init(&debugger, cmd->debug, sh->format == SPVRT_AMBER_GLSL, debugger_failed, r);
            d->dev->trace = &debugger.trace;
        }
        /* --trace X,Y,Z: what ran for that launch index, as notes at the RUN's line (the CPU engine) */
        struct rt_trace_sink sink = {r, cmd->line};
        if (pl->ray_tracing && r->opt.rt_trace && d == &r->devs[0]) {
            d->dev->rt_trace_line = rt_trace_line;
            d->dev->rt_trace_user = &sink;
            memcpy(d->dev->rt_trace_index, r->opt.rt_trace_index, sizeof d->dev->rt_trace_index);
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: trace: RUN %s, launch index (%u, %u, %u)%s", r->path,
                    cmd->line, pl->name, r->opt.rt_trace_index[0], r->opt.rt_trace_index[1],
                    r->opt.rt_trace_index[2], strcmp(d->dev->ops->name, "cpu") == 0 ? ""
                                                   : ": not traced (the CPU engine traces; this is a Vulkan device)");
        }
        spvrt_rt_stats rt_stats = {0};
        bool stats = pl->ray_tracing && r->opt.rt_stats && strcmp(d->dev->ops->name, "cpu") == 0;
        d->dev->rt_window = r->opt.rt_window;
        d->dev->rt_reorder = r->opt.rt_reorder;
        d->dev->rt_stats = stats ? &rt_stats : NULL;
        uint64_t t0 = now_ns();
        uint64_t graph_invocations = 0, graph_ns = 0;
        spvrt_result res = pl->graph ? run_graph(r, d, cmd, binds, n, push, push_size, &graph_invocations, &graph_ns)
                           : pl->ray_tracing
                               ? d->dev->ops->trace_rays(d->dev, program, binds, n, push, push_size, sbts, g)
                               : d->dev->ops->dispatch(d->dev, program, binds, n, push, push_size, g);
        uint64_t ns = pl->graph ? graph_ns : now_ns() - t0;
        d->dev->rt_trace_line = NULL;
        d->dev->rt_stats = NULL;
        if (stats && res == SPVRT_SUCCESS)
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: stats: RUN %s: %llu invocations reached repack points in "
                    "%llu waves, went on in %llu waves (%llu moved to another wave or lane)", r->path, cmd->line,
                    pl->name, (unsigned long long)rt_stats.repack_lanes,
                    (unsigned long long)rt_stats.repack_waves_before, (unsigned long long)rt_stats.repack_waves_after,
                    (unsigned long long)rt_stats.repack_moved);
        if (stats && res == SPVRT_SUCCESS && rt_stats.reorder_waves_before)
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: stats: RUN %s: reorder points (--reorder %s): %.2f distinct "
                    "shaders per wave before (%llu waves), %.2f after (%llu waves); shading %.3f ms of %.3f ms",
                    r->path, cmd->line, pl->name, r->opt.rt_reorder == SPVRT_RT_REORDER_OFF ? "off"
                                                  : r->opt.rt_reorder == SPVRT_RT_REORDER_SHUFFLE ? "shuffle" : "on",
                    (double)rt_stats.reorder_shaders_before / (double)rt_stats.reorder_waves_before,
                    (unsigned long long)rt_stats.reorder_waves_before,
                    rt_stats.reorder_waves_after ? (double)rt_stats.reorder_shaders_after /
                                                       (double)rt_stats.reorder_waves_after : 0.0,
                    (unsigned long long)rt_stats.reorder_waves_after, (double)rt_stats.shading_ns / 1e6,
                    (double)ns / 1e6);
        for (uint32_t i = 0; stats && res == SPVRT_SUCCESS && i < rt_stats.reorder_point_count; i++) {
            const spvrt_rt_reorder_point *rp = &rt_stats.reorder_points[i];
            const spvrt_instruction_info *info = spvrt_grammar_opcode(rp->opcode);
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: stats: RUN %s: %s at word %u: %.2f distinct shaders per wave "
                    "before (%llu waves), %.2f after (%llu waves)", r->path, cmd->line, pl->name,
                    info ? spvrt_grammar_string(info->name) : "?", rp->word_offset,
                    rp->waves_before ? (double)rp->shaders_before / (double)rp->waves_before : 0.0,
                    (unsigned long long)rp->waves_before,
                    rp->waves_after ? (double)rp->shaders_after / (double)rp->waves_after : 0.0,
                    (unsigned long long)rp->waves_after);
        }
        if (debugging) {
            d->dev->trace = NULL;
            if (res == SPVRT_SUCCESS)
                amber_debugger_finish(&debugger);
            r->report->expects_passed += debugger.passed;
            r->report->expects_failed += debugger.failed;
        }
        if (d == &r->devs[0]) {
            show_progress(r, pl->name);
            r->report->dispatch_ns += ns;
            if (cmd->u.run.timed) /* RUN TIMED_EXECUTION: the time, in ms as Amber's --log-execution-timing */
                message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: note: RUN TIMED_EXECUTION %s: %.6g ms", r->path,
                        cmd->line, pl->name, (double)ns / 1e6);
            r->report->runs++;
            uint32_t local[3] = {1, 1, 1}; /* a ray-tracing RUN: one ray generation invocation per launch index */
            if (!pl->ray_tracing && !pl->graph)
                d->dev->ops->pipeline_local_size(program, local);
            r->report->invocations += pl->graph ? graph_invocations
                                                : (uint64_t)g[0] * g[1] * g[2] * local[0] * local[1] * local[2];
        } else {
            r->report->second_dispatch_ns += ns;
        }
        if (res != SPVRT_SUCCESS) {
            if (res == SPVRT_ERROR_UNSUPPORTED) /* the device lacks a limit, format or sample count it needs */
                r->report->skipped = true;
            char what[300];
            if (pl->graph)
                snprintf(what, sizeof what, "RUN %s DISPATCH_GRAPH%s: ", pl->name, d->tag);
            else
                snprintf(what, sizeof what, "RUN %s %u %u %u%s: ", pl->name, g[0], g[1], g[2], d->tag);
            pass_on_diagnostics(r, cmd->line, what, 0, false);
            for (uint32_t k = 0; k < pl->bind_count; k++) {
                const spvrt_amber_bind *bind = &pl->binds[k];
                for (uint32_t j = 0; j < bind->buffer_count; j++) {
                    const char *bn = r->s->buffers[bind->buffers[j]].name;
                    if (bind->kind == SPVRT_AMBER_BIND_PUSH_CONSTANT)
                        message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: note: push constants: buffer '%s'", r->path,
                                bind->line, bn);
                    else if (bind->is_array)
                        message(r, SPVRT_AMBER_MESSAGE_NOTE,
                                "%s:%u: note: descriptor set %u binding %u [%u]: buffer '%s' (%llu bytes)", r->path,
                                bind->line, bind->descriptor_set, bind->binding, j, bn,
                                (unsigned long long)d->buffers[bind->buffers[j]].size);
                    else
                        message(r, SPVRT_AMBER_MESSAGE_NOTE,
                                "%s:%u: note: descriptor set %u binding %u: buffer '%s' (%llu bytes)", r->path,
                                bind->line, bind->descriptor_set, bind->binding, bn,
                                (unsigned long long)d->buffers[bind->buffers[j]].size);
                }
            }
            ok = set_status(r, res);
        }
    }
    spvrt_free(r->ctx, binds);
    spvrt_free(r->ctx, views);
    free(sbt_storage);
    return ok;
}

static bool run_copy(runner *r, run_device *d, const spvrt_amber_command *cmd)
{
    uint32_t from = cmd->u.copy.from, to = cmd->u.copy.to;
    const spvrt_amber_buffer *a = &r->s->buffers[from], *b = &r->s->buffers[to];
    if (!same_type(a, b))
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "COPY: buffers '%s' and '%s' have different types",
                    a->name, b->name);
    run_buffer *src = &d->buffers[from], *dst = &d->buffers[to];
    if (dst->size != src->size) {
        /* The backend keeps one buffer per id: the old one goes first. */
        d->dev->ops->buffer_destroy(d->dev, dst->buf);
        dst->buf = NULL;
        dst->bytes = NULL;
        dst->size = 0;
        dst->elements = 0;
        if (src->size) {
            spvrt_result res = d->dev->ops->buffer_create(d->dev, to, src->size, &dst->buf);
            if (res != SPVRT_SUCCESS) {
                char what[300];
                snprintf(what, sizeof what, "COPY to buffer '%s' (%llu bytes)%s: ", b->name,
                         (unsigned long long)src->size, d->tag);
                pass_on_diagnostics(r, cmd->line, what, 0, false);
                return set_status(r, res);
            }
            dst->bytes = d->dev->ops->buffer_host(dst->buf);
        }
        dst->size = src->size;
    }
    if (src->size)
        memcpy(dst->bytes, src->bytes, (size_t)src->size);
    dst->elements = src->elements;
    return true;
}

/* The byte offset of component `first` of the element at `offset` (EXPECT IDX, WRITE): false when offset is
 * not the start of a component. */
static bool component_at(const spvrt_amber_buffer *b, uint64_t offset, uint64_t *element, uint32_t *first)
{
    const spvrt_amber_type *t = &b->type;
    uint32_t stride = spvrt_amber_type_stride(t, b->layout), comps = spvrt_amber_type_components(t);
    uint32_t inside = (uint32_t)(offset % stride);
    *element = offset / stride;
    for (uint32_t k = 0; k < comps; k++)
        if (spvrt_amber_component_offset(t, b->layout, k / t->rows, k % t->rows) == inside)
            return *first = k, true;
    return false;
}

static bool bound_as_push_constants(const spvrt_amber_script *s, uint32_t buffer)
{
    for (uint32_t i = 0; i < s->pipeline_count; i++)
        for (uint32_t k = 0; k < s->pipelines[i].bind_count; k++)
            if (s->pipelines[i].binds[k].kind == SPVRT_AMBER_BIND_PUSH_CONSTANT &&
                s->pipelines[i].binds[k].buffers[0] == buffer)
                return true;
    return false;
}

/* WRITE (VkScript's ssbo subdata, uniform ubo, uniform): grow the buffer to hold the values (a new device
 * buffer with the old bytes and zeros after them, as Amber's Buffer::SetDataWithOffset), then store them. */
static bool run_write(runner *r, run_device *d, const spvrt_amber_command *cmd)
{
    uint32_t id = cmd->u.write.buffer;
    const spvrt_amber_buffer *b = &r->s->buffers[id];
    run_buffer *rb = &d->buffers[id];
    const spvrt_amber_type *t = &b->type;
    uint32_t stride = spvrt_amber_type_stride(t, b->layout), comps = spvrt_amber_type_components(t);
    uint64_t element;
    uint32_t first;
    if (!component_at(b, cmd->u.write.offset, &element, &first))
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "byte %llu of buffer '%s' is not the start of a "
                    "component (elements of %u bytes)", (unsigned long long)cmd->u.write.offset, b->name, stride);
    uint64_t need = element + (first + (uint64_t)cmd->u.write.value_count - 1) / comps + 1;
    if (need > SPVRT_AMBER_MAX_BUFFER_BYTES / stride)
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "buffer '%s' would be larger than %llu bytes",
                    b->name, (unsigned long long)SPVRT_AMBER_MAX_BUFFER_BYTES);
    if (need > rb->elements) {
        if (bound_as_push_constants(r->s, id))
            return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "the values go past the end of push-constant "
                        "buffer '%s' (%llu bytes)", b->name, (unsigned long long)rb->size);
        uint64_t size = need * stride;
        uint8_t *old = NULL;
        if (rb->size) {
            old = malloc((size_t)rb->size);
            if (!old)
                return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, cmd->line, "out of memory");
            memcpy(old, rb->bytes, (size_t)rb->size);
        }
        /* The backend keeps one buffer per id: the old one goes first. */
        d->dev->ops->buffer_destroy(d->dev, rb->buf);
        rb->buf = NULL;
        rb->bytes = NULL;
        spvrt_result res = d->dev->ops->buffer_create(d->dev, id, size, &rb->buf);
        if (res != SPVRT_SUCCESS) {
            free(old);
            rb->size = 0;
            rb->elements = 0;
            char what[300];
            snprintf(what, sizeof what, "buffer '%s' (%llu bytes)%s: ", b->name, (unsigned long long)size, d->tag);
            pass_on_diagnostics(r, cmd->line, what, 0, false);
            return set_status(r, res);
        }
        rb->bytes = d->dev->ops->buffer_host(rb->buf);
        if (old)
            memcpy(rb->bytes, old, (size_t)rb->size);
        free(old);
        rb->size = size;
        rb->elements = need;
    }
    for (uint32_t i = 0; i < cmd->u.write.value_count; i++) {
        uint32_t k = (first + i) % comps;
        uint64_t e = element + (first + i) / comps;
        store_component(rb->bytes + e * stride + spvrt_amber_component_offset(t, b->layout, k / t->rows, k % t->rows),
                        t, cmd->u.write.values[i]);
    }
    return true;
}

static bool run_device_address(runner *r, run_device *d, const spvrt_amber_command *cmd)
{
    uint32_t buffer = cmd->u.device_address.buffer, into = cmd->u.device_address.into;
    uint64_t offset = cmd->u.device_address.offset;
    run_buffer *rb = &d->buffers[into];
    if (offset > rb->size || rb->size - offset < 8)
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line,
                    "DEVICE_ADDRESS: IDX %llu is outside buffer '%s' (%llu bytes)", (unsigned long long)offset,
                    r->s->buffers[into].name, (unsigned long long)rb->size);
    if (d->buffers[buffer].size == 0)
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, cmd->line, "DEVICE_ADDRESS: buffer '%s' is empty",
                    r->s->buffers[buffer].name);
    uint64_t address = d->dev->ops->buffer_address(d->buffers[buffer].buf);
    if (address == 0)
        return fail(r, SPVRT_ERROR_UNSUPPORTED, cmd->line,
                    "DEVICE_ADDRESS%s: the device gives buffers no address (bufferDeviceAddress)", d->tag);
    memcpy(rb->bytes + offset, &address, 8);
    if (r->compare)
        amber_compare_mask(r->compare, into, offset, 8);
    return true;
}

/* Compare mode: after a RUN on both devices, every buffer of the script: the
 * pipeline's bindings, and any buffer a shader reaches through a device
 * address (a buffer no shader reaches is equal on both and costs a pass).
 * A buffer that differs then gets the CPU's bytes on the device too, so the
 * next RUN starts from the same inputs on both. */
static bool compare_after_run(runner *r, const spvrt_amber_command *cmd)
{
    uint32_t p = cmd->u.run.pipeline;
    const spvrt_amber_pipeline *pl = &r->s->pipelines[p];
    const amber_tolerance *tol = amber_compare_tolerance(r->compare, p);
    bool differ = false;
    for (uint32_t id = 0; id < r->s->buffer_count; id++) {
        const run_buffer *x = &r->devs[0].buffers[id], *y = &r->devs[1].buffers[id];
        const spvrt_amber_buffer *b = &r->s->buffers[id];
        if (x->size == 0 || y->size != x->size)
            continue;
        amber_buffer_diff diff;
        amber_compare_buffer_of(r->compare, r->path, cmd->line, r->devs[1].dev->device_name, p, id, b->name, b,
                                x->bytes, y->bytes, x->elements, &diff);
        if (diff.listed || diff.unlisted)
            amber_compare_sync(r->compare, id, y->bytes, x->bytes, x->size);
        r->report->compare_listed += (uint32_t)diff.listed;
        if (diff.listed)
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:%u: note: compare: buffer '%s': %llu values differ as "
                    "the differences file permits (its line %u)", r->path, cmd->line, b->name,
                    (unsigned long long)diff.listed, diff.listed_file_line);
        if (diff.unlisted == 0)
            continue;
        differ = true;
        r->report->compare_differences += (uint32_t)diff.unlisted;
        char bound[720];
        if (tol && tol->bounded && b->type.kind == SPVRT_AMBER_FLOAT) {
            char plus[40] = "";
            if (tol->absolute > 0)
                snprintf(plus, sizeof plus, " + %.3g", tol->absolute);
            snprintf(bound, sizeof bound, "floats within %g ULP%s: %s",
                     tol->ulp[b->type.bits == 16 ? 0 : b->type.bits == 32 ? 1 : 2], plus, tol->why);
        } else if (b->type.kind == SPVRT_AMBER_FLOAT) {
            snprintf(bound, sizeof bound, "floats must be equal: %s", tol ? tol->why : "no bound");
        } else {
            snprintf(bound, sizeof bound, "integers must be equal%s%s", tol && tol->int_why[0] ? "; " : "",
                     tol ? tol->int_why : "");
        }
        message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: compare failed: buffer '%s' differs between %s and %s "
                "after RUN %s in %llu of %llu values (%s)", r->path, cmd->line, b->name,
                r->devs[0].dev->ops->name, r->devs[1].dev->ops->name, pl->name,
                (unsigned long long)diff.unlisted, (unsigned long long)diff.compared, bound);
        for (uint32_t i = 0; i < diff.shown_count; i++) {
            char v0[64], v1[64];
            uint32_t inside;
            const spvrt_amber_type *t = spvrt_amber_buffer_component(
                b, (uint32_t)(diff.shown[i].index % spvrt_amber_buffer_components(b)), &inside);
            format_value(v0, sizeof v0, t, diff.shown[i].first);
            format_value(v1, sizeof v1, t, diff.shown[i].second);
            message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: note:   at index %llu (byte %llu): %s %s, %s %s",
                    r->path, cmd->line, (unsigned long long)diff.shown[i].index,
                    (unsigned long long)diff.shown[i].byte, r->devs[0].dev->ops->name, v0,
                    r->devs[1].dev->ops->name, v1);
        }
        if (diff.unlisted > diff.shown_count)
            message(r, SPVRT_AMBER_MESSAGE_FAIL, "%s:%u: note:   ... and %llu more", r->path, cmd->line,
                    (unsigned long long)(diff.unlisted - diff.shown_count));
    }
    if (differ)
        r->report->expects_failed++;
    return true;
}

/* One command on every device, in order; a RUN that fails on the first
 * device (a trap) is not run on the second, whose behaviour the script would
 * then leave undefined (docs/vulkan-backend.md section 5). */
static bool run_command(runner *r, const spvrt_amber_command *cmd)
{
    for (uint32_t d = 0; d < r->dev_count; d++) {
        run_device *dev = &r->devs[d];
        bool ok = true;
        switch (cmd->kind) {
        case SPVRT_AMBER_RUN: ok = run_dispatch(r, dev, cmd); break;
        case SPVRT_AMBER_COPY: ok = run_copy(r, dev, cmd); break;
        /* In compare mode the EXPECTs check the CPU engine, and the comparison checks the device against it
         * within what the specification allows (an EXPECT of exact float values holds for one
         * implementation, not for every conformant one). */
        case SPVRT_AMBER_EXPECT_IDX: ok = d > 0 || run_expect_idx(r, dev, cmd); break;
        case SPVRT_AMBER_EXPECT_EQ_BUFFER:
        case SPVRT_AMBER_EXPECT_RMSE_BUFFER: ok = d > 0 || run_expect_buffers(r, dev, cmd); break;
        case SPVRT_AMBER_EXPECT_HISTOGRAM_EMD_BUFFER: ok = d > 0 || run_expect_histogram_emd(r, dev, cmd); break;
        case SPVRT_AMBER_DEVICE_ADDRESS: ok = run_device_address(r, dev, cmd); break;
        case SPVRT_AMBER_EXPECT_PROBE: ok = d > 0 || run_expect_probe(r, dev, cmd); break;
        case SPVRT_AMBER_WRITE: ok = run_write(r, dev, cmd); break;
        case SPVRT_AMBER_REPEAT: break;
        }
        if (!ok)
            return false;
    }
    if (r->compare && cmd->kind == SPVRT_AMBER_COPY)
        amber_compare_copy_mask(r->compare, cmd->u.copy.from, cmd->u.copy.to);
    if (r->compare && cmd->kind == SPVRT_AMBER_RUN)
        return compare_after_run(r, cmd);
    return true;
}

/* Commands [begin, end); REPEAT bodies nest at most SPVRT_AMBER_MAX_REPEAT_DEPTH deep. */
static bool run_commands(runner *r, uint32_t begin, uint32_t end)
{
    for (uint32_t i = begin; i < end; i++) {
        const spvrt_amber_command *cmd = &r->s->commands[i];
        bool ok = true;
        if (cmd->kind == SPVRT_AMBER_REPEAT) {
            for (uint32_t k = 0; k < cmd->u.repeat.count && ok; k++)
                ok = run_commands(r, i + 1, cmd->u.repeat.end);
            i = cmd->u.repeat.end - 1;
        } else {
            ok = run_command(r, cmd);
        }
        if (!ok)
            return false;
    }
    return true;
}

static uint64_t now_ns(void);

/* spvrt_amber_options.progress: one line on stderr, rewritten after each RUN. */
static void show_progress(runner *r, const char *pipeline)
{
    if (!r->opt.progress)
        return;
    r->runs_done++;
    double elapsed = (double)(now_ns() - r->start_ns) / 1e9;
    fprintf(stderr, "\r\033[KRUN %llu/%llu %.60s  %.1f s", (unsigned long long)r->runs_done,
            (unsigned long long)r->runs_total, pipeline, elapsed);
    fflush(stderr);
    r->progress_shown = true;
}

static void end_progress(runner *r)
{
    if (r->progress_shown) {
        fprintf(stderr, "\r\033[K");
        fflush(stderr);
    }
}

/* RUN commands in [begin, end) with REPEAT counts multiplied, saturating. */
static uint64_t count_runs(const spvrt_amber_script *s, uint32_t begin, uint32_t end)
{
    uint64_t n = 0;
    for (uint32_t i = begin; i < end; i++) {
        const spvrt_amber_command *c = &s->commands[i];
        if (c->kind == SPVRT_AMBER_RUN) {
            n = n == UINT64_MAX ? n : n + 1;
        } else if (c->kind == SPVRT_AMBER_REPEAT) {
            uint64_t body = count_runs(s, i + 1, c->u.repeat.end);
            uint64_t k = c->u.repeat.count;
            uint64_t add = body && k > UINT64_MAX / body ? UINT64_MAX : body * k;
            n = add > UINT64_MAX - n ? UINT64_MAX : n + add;
            i = c->u.repeat.end - 1;
        }
    }
    return n;
}

/* ---- PNG output (spvrt run --png) ----------------------------------------------------- */

static bool png_error(runner *r, const spvrt_amber_png *o, const char *fmt, const char *detail)
{
    char text[600];
    snprintf(text, sizeof text, fmt, detail);
    message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s: error: --png %s=%s: %s", r->path, o->buffer ? o->buffer : "",
            o->path ? o->path : "", text);
    return false;
}

static bool write_png(runner *r, const spvrt_amber_png *o)
{
    const spvrt_amber_script *s = r->s;
    uint32_t id = UINT32_MAX;
    for (uint32_t i = 0; o->buffer && i < s->buffer_count; i++)
        if (strcmp(s->buffers[i].name, o->buffer) == 0)
            id = i;
    if (id == UINT32_MAX)
        return png_error(r, o, "the script has no buffer '%s'", o->buffer ? o->buffer : "");
    if (!o->path || !o->path[0])
        return png_error(r, o, "no output path%s", "");
    const spvrt_amber_buffer *b = &s->buffers[id];
    const spvrt_amber_type *t = &b->type;
    if (b->is_struct)
        return png_error(r, o, "buffer '%s' is of a STRUCT, not an image", b->name);
    bool rgba8 = t->bits == 8 && t->kind != SPVRT_AMBER_FLOAT && t->rows == 4 && t->columns == 1;
    bool packed = t->bits == 32 && t->kind == SPVRT_AMBER_UINT && t->rows == 1 && t->columns == 1;
    bool rgbaf = t->bits == 32 && t->kind == SPVRT_AMBER_FLOAT && t->rows == 4 && t->columns == 1;
    if (!rgba8 && !packed && !rgbaf)
        return png_error(r, o, "buffer '%s' is not an image: its element must be 4 x 8 bits (R8G8B8A8_UNORM), "
                         "one uint32 (packUnorm4x8) or 4 x float32 (R32G32B32A32_SFLOAT)", b->name);
    const run_device *d = &r->devs[0];
    if (!d->buffers)
        return png_error(r, o, "the script stopped before buffer '%s' was made", b->name);
    const run_buffer *rb = &d->buffers[id];
    uint64_t w = o->width, h = o->height;
    if (w == 0 && h == 0) {
        uint64_t side = (uint64_t)sqrt((double)rb->elements);
        while (side * side > rb->elements)
            side--;
        while ((side + 1) * (side + 1) <= rb->elements)
            side++;
        if (side == 0 || side * side != rb->elements) {
            char detail[200];
            snprintf(detail, sizeof detail, "buffer '%s' has %llu elements, not a square: give :WIDTHxHEIGHT",
                     b->name, (unsigned long long)rb->elements);
            return png_error(r, o, "%s", detail);
        }
        w = h = side;
    }
    if (w == 0 || h == 0 || w * h != rb->elements) {
        char detail[200];
        snprintf(detail, sizeof detail, "%llux%llu is %llu pixels; buffer '%s' has %llu elements",
                 (unsigned long long)w, (unsigned long long)h, (unsigned long long)(w * h), b->name,
                 (unsigned long long)rb->elements);
        return png_error(r, o, "%s", detail);
    }
    uint8_t *pixels = malloc((size_t)(w * h * 4));
    if (!pixels)
        return png_error(r, o, "out of memory%s", "");
    uint32_t stride = spvrt_amber_type_stride(t, b->layout);
    for (uint64_t e = 0; e < w * h; e++) {
        const uint8_t *src = rb->bytes + e * stride;
        uint8_t *dst = pixels + e * 4;
        if (rgba8) {
            memcpy(dst, src, 4);
        } else if (packed) {
            uint32_t v;
            memcpy(&v, src, 4);
            for (int c = 0; c < 4; c++)
                dst[c] = (uint8_t)(v >> (8 * c));
        } else {
            for (int c = 0; c < 4; c++) {
                float f;
                memcpy(&f, src + 4 * c, 4);
                float x = f >= 1.0f ? 1.0f : f > 0.0f ? f : 0.0f; /* NaN: 0 */
                dst[c] = (uint8_t)lrintf(x * 255.0f);
            }
        }
    }
    char error[400] = "";
    bool ok = amber_png_write(o->path, pixels, (uint32_t)w, (uint32_t)h, error, sizeof error);
    free(pixels);
    if (!ok)
        return png_error(r, o, "%s", error);
    return true;
}

/* ---- the script ------------------------------------------------------------------------- */

static bool cpu_runs_ray_tracing(spvrt_context *ctx);

/* The CPU engine refuses what it does not execute, naming it. */
static bool check_cpu_requirements(runner *r)
{
    const spvrt_amber_script *s = r->s;
    bool rt = cpu_runs_ray_tracing(r->ctx);
    for (uint32_t i = 0; i < s->device_feature_count; i++) {
        if (rt && in_list(ray_tracing_features, COUNT(ray_tracing_features), s->device_features[i]))
            continue;
        if (!in_list(amber_known_features, COUNT(amber_known_features), s->device_features[i]) &&
            !in_list(supported_features, COUNT(supported_features), s->device_features[i]))
            return fail(r, SPVRT_ERROR_INVALID_TEXT, s->device_feature_lines[i],
                        "DEVICE_FEATURE %s is not a feature name Amber knows (google/amber docs/amber_script.md)",
                        s->device_features[i]);
        if (!in_list(supported_features, COUNT(supported_features), s->device_features[i])) {
            r->report->skipped = true;
            return fail(r, SPVRT_ERROR_UNSUPPORTED, s->device_feature_lines[i],
                        "DEVICE_FEATURE %s is not one spvrt's CPU engine offers (see 'spvrt help run')",
                        s->device_features[i]);
        }
    }
    for (uint32_t i = 0; i < s->device_property_count; i++) {
        if (!in_list(amber_known_properties, COUNT(amber_known_properties), s->device_properties[i]))
            return fail(r, SPVRT_ERROR_INVALID_TEXT, s->device_property_lines[i],
                        "DEVICE_PROPERTY %s is not a property name Amber knows (FloatControlsProperties.*)",
                        s->device_properties[i]);
        if (!cpu_has_property(s->device_properties[i])) {
            r->report->skipped = true;
            return fail(r, SPVRT_ERROR_UNSUPPORTED, s->device_property_lines[i],
                        "DEVICE_PROPERTY %s is not one spvrt's CPU engine has", s->device_properties[i]);
        }
    }
    for (uint32_t i = 0; i < s->device_extension_count; i++)
        if (!in_list(supported_device_extensions, COUNT(supported_device_extensions), s->device_extensions[i]) &&
            !(rt && in_list(ray_tracing_extensions, COUNT(ray_tracing_extensions), s->device_extensions[i]))) {
            r->report->skipped = true;
            return fail(r, SPVRT_ERROR_UNSUPPORTED, s->device_extension_lines[i],
                        "DEVICE_EXTENSION %s is not one spvrt's CPU engine offers", s->device_extensions[i]);
        }
    for (uint32_t i = 0; i < s->instance_extension_count; i++)
        if (!in_list(supported_instance_extensions, COUNT(supported_instance_extensions), s->instance_extensions[i])) {
            r->report->skipped = true;
            return fail(r, SPVRT_ERROR_UNSUPPORTED, s->instance_extension_lines[i],
                        "INSTANCE_EXTENSION %s is not one spvrt offers", s->instance_extensions[i]);
        }
    return true;
}

static void log_validation(void *user, const char *text)
{
    runner *r = user;
    r->report->validation_messages++;
    message(r, SPVRT_AMBER_MESSAGE_ERROR, "%s: error: %s", r->path, text);
}

/* "vulkan", "vulkan:N", "vulkan:NAME": the selector after the colon ("" for none). */
static bool vulkan_selector(const char *spec, const char **selector)
{
    if (strcmp(spec, "vulkan") == 0) {
        *selector = "";
        return true;
    }
    if (strncmp(spec, "vulkan:", 7) == 0 && spec[7]) {
        *selector = spec + 7;
        return true;
    }
    return false;
}

static bool create_vulkan(runner *r, run_device *d, const char *selector)
{
    const spvrt_amber_script *s = r->s;
    const char **names = spvrt_alloc_zero(r->ctx, s->shader_count ? s->shader_count : 1, sizeof *names);
    if (!names)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    for (uint32_t i = 0; i < s->shader_count; i++)
        names[i] = s->shaders[i].name;
    amber_vulkan_options vo = {0};
    vo.selector = selector;
    vo.api_version = r->env.api_version;
    vo.features = (const char *const *)s->device_features;
    vo.feature_count = s->device_feature_count;
    vo.extensions = (const char *const *)s->device_extensions;
    vo.extension_count = s->device_extension_count;
    vo.instance_extensions = (const char *const *)s->instance_extensions;
    vo.instance_extension_count = s->instance_extension_count;
    vo.modules = (const spvrt_module *const *)r->modules;
    vo.module_names = names;
    vo.module_count = s->shader_count;
    vo.fence_timeout_ms = r->opt.fence_timeout_ms ? r->opt.fence_timeout_ms
                          : s->has_fence_timeout  ? s->fence_timeout_ms
                                                  : 0;
    vo.validation_layer = r->opt.vulkan_validation;
    vo.acceleration_structures = s->blas_count > 0 || s->tlas_count > 0;
    vo.ray_tracing_pipelines = script_has_ray_tracing(s);
    /* HOOK (issue 18, motion blur): set vo.motion_structures when the script has motion instances or vertex
     * motion (the AmberScript motion syntax, src/amber); the Vulkan backend refuses those until it builds
     * VK_NV_ray_tracing_motion_blur structures */
    vo.motion_structures = false;
    vo.log = log_validation;
    vo.log_user = r;
    spvrt_diag_reset(r->ctx);
    spvrt_result res = amber_vulkan_backend_create(r->ctx, &vo, &d->dev);
    spvrt_free(r->ctx, names);
    if (res == SPVRT_SUCCESS)
        return true;
    d->dev = NULL;
    if (res == SPVRT_ERROR_UNSUPPORTED)
        r->report->skipped = true;
    pass_on_diagnostics(r, 1, "vulkan: ", 0, false);
    return set_status(r, res);
}

/* The module's float controls, for the comparison of its results. */
static void float_controls(const spvrt_module *m, amber_tolerance *tol)
{
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *in = &m->insts[i];
        if (in->opcode != SPVRT_OpExecutionMode && in->opcode != SPVRT_OpExecutionModeId)
            continue;
        uint32_t mode = in->word_count >= 3 ? spvrt_inst_words(m, in)[2] : 0;
        if (mode == SPVRT_ExecutionMode_SignedZeroInfNanPreserve)
            tol->signed_zero_inf_nan_preserve = true;
        if (mode == SPVRT_ExecutionMode_DenormPreserve)
            tol->denorm_preserve = true;
    }
}

/* An instruction named in a tolerance message: "OpFDiv at word 123". */
static void name_instruction(char *out, size_t n, uint32_t opcode, uint32_t ext_opcode, uint32_t word_offset)
{
    const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
    if (opcode == SPVRT_OpExtInst) {
        static const char glsl[] = "GLSL.std.450";
        const spvrt_ext_inst_set_info *set = spvrt_grammar_ext_set(glsl, sizeof glsl - 1);
        info = set ? spvrt_grammar_ext_instruction(set, ext_opcode) : NULL;
        snprintf(out, n, "GLSL.std.450 %s at word %u", info ? spvrt_grammar_string(info->name) : "?", word_offset);
    } else {
        snprintf(out, n, "%s at word %u", info ? spvrt_grammar_string(info->name) : "?", word_offset);
    }
}

/* The float bound of one pipeline, from the Vulkan precision tables (spvrt_float_tolerance_derive). */
static void derive_tolerance(runner *r, const spvrt_module *m, const char *entry_point, amber_tolerance *tol)
{
    spvrt_float_tolerance ft;
    char at[96];
    if (spvrt_float_tolerance_derive(r->ctx, m, entry_point, &ft) != SPVRT_SUCCESS) {
        tol->bounded = false;
        snprintf(tol->why, sizeof tol->why, "no bound could be derived (give --compare-ulp)");
        return;
    }
    if (ft.float_to_int) {
        name_instruction(at, sizeof at, ft.float_to_int_opcode, ft.float_to_int_ext_opcode,
                         ft.float_to_int_word_offset);
        snprintf(tol->int_why, sizeof tol->int_why, "the shader computes integers from floats that may differ "
                 "(%s)", at);
    }
    if (!ft.bounded) {
        tol->bounded = false;
        name_instruction(at, sizeof at, ft.opcode, ft.ext_opcode, ft.word_offset);
        snprintf(tol->why, sizeof tol->why, "no bound from the precision tables (%s); give --compare-ulp or list "
                 "the difference", at);
        return;
    }
    tol->bounded = true;
    tol->ulp[0] = ft.ulp_width[0];
    tol->ulp[1] = ft.ulp_width[1];
    tol->ulp[2] = ft.ulp_width[2];
    tol->absolute = ft.absolute;
    if (ft.assumes) {
        name_instruction(at, sizeof at, ft.assumption_opcode, ft.assumption_ext_opcode, ft.assumption_word_offset);
        snprintf(tol->why, sizeof tol->why, "derived from the precision tables, assuming no cancellation and "
                 "arguments in range at %s", at);
    } else {
        snprintf(tol->why, sizeof tol->why, "derived from the precision tables");
    }
}

static bool set_up_compare(runner *r)
{
    const spvrt_amber_script *s = r->s;
    r->compare = amber_compare_create(s->buffer_count, s->pipeline_count);
    if (!r->compare)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    for (uint32_t p = 0; p < s->pipeline_count; p++) {
        amber_tolerance tol = {0};
        if (r->engines_compared) {
            /* the compiled code computes what the interpreter computes, bit for bit (docs/jit.md) */
            snprintf(tol.why, sizeof tol.why, "the engines agree bit for bit");
            amber_compare_set_tolerance(r->compare, p, &tol);
            continue;
        }
        if (s->pipelines[p].graph) {
            /* an execution graph runs on the CPU engine only (no Vulkan device spvrt reaches offers
               VK_AMDX_shader_enqueue): nothing is compared */
            snprintf(tol.why, sizeof tol.why, "execution graphs are not compared");
            amber_compare_set_tolerance(r->compare, p, &tol);
            continue;
        }
        if (s->pipelines[p].ray_tracing) {
            /* the float controls of every shader of its groups; the precision tables' bound is derived for
             * compute entry points only (spvrt_float_tolerance_derive), so floats agree exactly unless the
             * command line gives a bound */
            const rt_flat *f = &r->flat[p];
            for (uint32_t g = 0; g < f->count; g++) {
                const spvrt_amber_shader_group *sg = &s->pipelines[f->pipelines[g]].groups[f->groups[g]];
                const uint32_t slots[4] = {sg->general, sg->closest_hit, sg->any_hit, sg->intersection};
                for (int k = 0; k < 4; k++)
                    if (slots[k] < s->shader_count && r->modules[slots[k]])
                        float_controls(r->modules[slots[k]], &tol);
            }
            if (r->opt.compare_ulp > 0 || r->opt.compare_abs > 0) {
                tol.bounded = true;
                tol.ulp[0] = tol.ulp[1] = tol.ulp[2] = r->opt.compare_ulp;
                tol.absolute = r->opt.compare_abs;
                snprintf(tol.why, sizeof tol.why, "given on the command line");
            } else {
                snprintf(tol.why, sizeof tol.why, "no bound is derived for ray-tracing stages (give --compare-ulp)");
            }
            amber_compare_set_tolerance(r->compare, p, &tol);
            continue;
        }
        const spvrt_amber_attach *a = &s->pipelines[p].attaches[0];
        float_controls(pipeline_module(r, p), &tol);
        if (r->opt.compare_ulp > 0 || r->opt.compare_abs > 0) {
            tol.bounded = true;
            tol.ulp[0] = tol.ulp[1] = tol.ulp[2] = r->opt.compare_ulp;
            tol.absolute = r->opt.compare_abs;
            snprintf(tol.why, sizeof tol.why, "given on the command line");
        } else {
            derive_tolerance(r, pipeline_module(r, p), a->entry_point, &tol);
        }
        amber_compare_set_tolerance(r->compare, p, &tol);
    }
    for (uint32_t i = 0; i < s->buffer_count; i++) {
        spvrt_amber_numeric n = s->buffers[i].numeric;
        if (n == SPVRT_AMBER_NUMERIC_UNORM || n == SPVRT_AMBER_NUMERIC_SNORM || n == SPVRT_AMBER_NUMERIC_SRGB)
            amber_compare_set_integer_units(r->compare, i, 1);
    }
    if (!r->opt.differences)
        return true;
    FILE *f = fopen(r->opt.differences, "rb");
    if (!f)
        return fail(r, SPVRT_ERROR_IO, 1, "differences file '%s': %s", r->opt.differences, strerror(errno));
    size_t cap = 1 << 16, n = 0;
    char *text = malloc(cap);
    bool ok = text != NULL;
    while (ok) {
        if (n == cap) {
            char *t = cap <= (SIZE_MAX >> 1) ? realloc(text, cap *= 2) : NULL;
            if (!t) {
                ok = false;
                break;
            }
            text = t;
        }
        size_t got = fread(text + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    bool read_error = ferror(f);
    fclose(f);
    if (!ok || read_error) {
        free(text);
        return fail(r, ok ? SPVRT_ERROR_IO : SPVRT_ERROR_OUT_OF_MEMORY, 1, "differences file '%s': %s",
                    r->opt.differences, ok ? "read error" : "out of memory");
    }
    char error[512];
    ok = amber_compare_load_differences(r->compare, text, n, r->opt.differences, error, sizeof error);
    free(text);
    if (!ok)
        return fail(r, SPVRT_ERROR_INVALID_TEXT, 1, "differences file: %s", error);
    return true;
}

static void note_stale(void *user, uint32_t file_line)
{
    runner *r = user;
    message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s: note: %s:%u: this listed difference matched nothing (stale?)",
            r->path, r->opt.differences, file_line);
}

/* The devices the options name: devs[0] runs first.  In compare mode the
 * Vulkan device is created first, because the CPU engine takes its subgroup
 * size. */
static bool create_devices(runner *r)
{
    const spvrt_amber_script *s = r->s;
    const char *vulkan = NULL; /* selector */
    bool cpu = false;
    if (r->opt.compare && strcmp(r->opt.compare, "interp,jit") == 0) {
        /* the two engines of the CPU (docs/jit.md): every buffer after every RUN, bit for bit */
        if (!check_cpu_requirements(r))
            return false;
        for (uint32_t d = 0; d < 2; d++) {
            r->devs[d].dev = amber_cpu_backend_create(r->ctx, s->buffer_count, r->opt.threads, r->opt.subgroup_size,
                                                      r->opt.max_steps, false,
                                                      d == 0 ? SPVRT_ENGINE_INTERP : SPVRT_ENGINE_JIT);
            if (!r->devs[d].dev)
                return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
        }
        r->engines_compared = true;
        r->dev_count = 2;
        for (uint32_t d = 0; d < r->dev_count; d++) {
            run_device *dev = &r->devs[d];
            dev->tag = d == 0 ? " (interp)" : " (jit)";
            dev->buffers = spvrt_alloc_zero(r->ctx, s->buffer_count ? s->buffer_count : 1, sizeof *dev->buffers);
            dev->programs = spvrt_alloc_zero(r->ctx, s->pipeline_count ? s->pipeline_count : 1, sizeof *dev->programs);
            if (!dev->buffers || !dev->programs)
                return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
        }
        return set_up_compare(r);
    }
    if (r->opt.compare) {
        const char *comma = strchr(r->opt.compare, ',');
        char first[64] = "";
        if (comma && (size_t)(comma - r->opt.compare) < sizeof first)
            memcpy(first, r->opt.compare, (size_t)(comma - r->opt.compare));
        if (!comma || strcmp(first, "cpu") != 0 || !vulkan_selector(comma + 1, &vulkan))
            return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, 1,
                        "--compare '%s': expected cpu,vulkan or cpu,vulkan:N or cpu,vulkan:NAME, or interp,jit",
                        r->opt.compare);
        cpu = true;
    } else if (!r->opt.device || strcmp(r->opt.device, "cpu") == 0) {
        cpu = true;
    } else if (!vulkan_selector(r->opt.device, &vulkan)) {
        return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, 1,
                    "--device '%s': expected cpu, vulkan, vulkan:N or vulkan:NAME", r->opt.device);
    }
    uint32_t subgroup_size = r->opt.subgroup_size;
    run_device *vk = NULL;
    if (vulkan) {
        vk = &r->devs[cpu ? 1 : 0];
        if (!create_vulkan(r, vk, vulkan))
            return false;
        if (cpu) {
            uint32_t size = vk->dev->subgroup_size;
            if (subgroup_size && subgroup_size != size)
                return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, 1,
                            "--subgroup-size %u differs from the Vulkan device's subgroup size %u (compare mode "
                            "runs the CPU engine at the device's)", subgroup_size, size);
            if (size < 4 || size > 64 || (size & (size - 1)))
                return fail(r, SPVRT_ERROR_UNSUPPORTED, 1,
                            "the Vulkan device's subgroup size %u is not one the CPU engine runs (4 to 64)", size);
            subgroup_size = size;
        }
    }
    if (cpu) {
        if (!check_cpu_requirements(r))
            return false;
        r->devs[0].dev = amber_cpu_backend_create(r->ctx, s->buffer_count, r->opt.threads, subgroup_size,
                                                  r->opt.max_steps, r->opt.debug, r->opt.engine);
        if (!r->devs[0].dev)
            return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    }
    r->dev_count = cpu && vulkan ? 2 : 1;
    for (uint32_t d = 0; d < r->dev_count; d++) {
        run_device *dev = &r->devs[d];
        dev->tag = r->dev_count == 1 ? "" : d == 0 ? " (cpu)" : " (vulkan)";
        dev->buffers = spvrt_alloc_zero(r->ctx, s->buffer_count ? s->buffer_count : 1, sizeof *dev->buffers);
        dev->programs = spvrt_alloc_zero(r->ctx, s->pipeline_count ? s->pipeline_count : 1, sizeof *dev->programs);
        if (!dev->buffers || !dev->programs)
            return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    }
    return r->dev_count == 1 || set_up_compare(r);
}

/* Whether spvrt's CPU engine runs ray-tracing pipelines (device.h: rt_pipeline_create and trace_rays). */
static bool cpu_runs_ray_tracing(spvrt_context *ctx)
{
    amber_backend *b = amber_cpu_backend_create(ctx, 1, 1, 0, 0, false, SPVRT_ENGINE_INTERP);
    bool yes = b && b->ops->rt_pipeline_create && b->ops->trace_rays;
    if (b)
        b->ops->destroy(b);
    return yes;
}

/* Ray-tracing pipelines (PIPELINE raytracing, parse.c), before any shader is compiled or device made: a RUN
 * of a library is an error (a library's groups run only through a pipeline that uses it: Vulkan
 * "Pipeline Libraries"), DEBUG of a ray-tracing RUN is not supported (the debugger traces compute
 * invocations), and on a device that has no ray-tracing pipelines (the CPU engine until it does:
 * rt_pipeline_create NULL) the script is "not supported yet" (exit status 2, a skip) at its first RUN of
 * one (or, with no such RUN, at the pipeline). */
static bool check_ray_tracing(runner *r)
{
    const spvrt_amber_script *s = r->s;
    if (!script_has_ray_tracing(s))
        return true;
    for (uint32_t i = 0; i < s->command_count; i++) {
        const spvrt_amber_command *c = &s->commands[i];
        if (c->kind != SPVRT_AMBER_RUN || !s->pipelines[c->u.run.pipeline].ray_tracing)
            continue;
        const spvrt_amber_pipeline *pl = &s->pipelines[c->u.run.pipeline];
        if (pl->create_flags & SPVRT_AMBER_PIPELINE_LIBRARY_BIT)
            return fail(r, SPVRT_ERROR_INVALID_ARGUMENT, c->line, "RUN %s: pipeline '%s' is a library (FLAGS LIBRARY, "
                        "line %u): a library's groups run through a pipeline that uses it (USE_LIBRARY), never in a "
                        "RUN of their own", pl->name, pl->name, pl->line);
        if (c->debug) {
            r->report->skipped = true;
            return fail(r, SPVRT_ERROR_UNSUPPORTED, c->line, "DEBUG of ray-tracing pipeline '%s' is not supported: "
                        "the debugger traces compute invocations only", pl->name);
        }
    }
    bool cpu = r->opt.compare || !r->opt.device || strcmp(r->opt.device, "cpu") == 0;
    if (!cpu || cpu_runs_ray_tracing(r->ctx))
        return true;
    for (uint32_t i = 0; i < s->command_count; i++) {
        const spvrt_amber_command *c = &s->commands[i];
        if (c->kind == SPVRT_AMBER_RUN && s->pipelines[c->u.run.pipeline].ray_tracing) {
            r->report->skipped = true;
            return fail(r, SPVRT_ERROR_UNSUPPORTED, c->line, "RUN of ray-tracing pipeline '%s' is not supported "
                        "yet on the CPU engine: run it with --device vulkan", s->pipelines[c->u.run.pipeline].name);
        }
    }
    for (uint32_t i = 0; i < s->pipeline_count; i++)
        if (s->pipelines[i].ray_tracing) {
            r->report->skipped = true;
            return fail(r, SPVRT_ERROR_UNSUPPORTED, s->pipelines[i].line, "ray-tracing pipeline '%s' is not "
                        "supported yet on the CPU engine: run it with --device vulkan", s->pipelines[i].name);
        }
    return true;
}

static bool run_script(runner *r)
{
    const spvrt_amber_script *s = r->s;
    r->modules = spvrt_alloc_zero(r->ctx, s->shader_count ? s->shader_count : 1, sizeof *r->modules);
    if (!r->modules)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    if (!check_ray_tracing(r))
        return false;
    /* DEBUG on a Vulkan device alone: no driver offers spvrt a shader debugger (SwiftShader's, which
       Amber used, was removed with Amber's in 2022) */
    if (!r->opt.compare && r->opt.device && strcmp(r->opt.device, "cpu") != 0)
        for (uint32_t i = 0; i < s->command_count; i++)
            if (s->commands[i].debug) {
                r->report->skipped = true;
                return fail(r, SPVRT_ERROR_UNSUPPORTED, s->commands[i].line,
                            "DEBUG is not supported on a Vulkan device (no driver offers a shader debugger): run "
                            "the script on the CPU engine, or with --compare");
            }
    /* the CPU engine's refusals come before any shader work, as they always did */
    if (!r->opt.compare && (!r->opt.device || strcmp(r->opt.device, "cpu") == 0) && !check_cpu_requirements(r))
        return false;
    for (uint32_t i = 0; i < s->shader_count; i++)
        if (!load_shader(r, i))
            return false;
    r->pipeline_modules = spvrt_alloc_zero(r->ctx, s->pipeline_count ? s->pipeline_count : 1,
                                           sizeof *r->pipeline_modules);
    if (!r->pipeline_modules)
        return fail(r, SPVRT_ERROR_OUT_OF_MEMORY, 1, "out of memory");
    for (uint32_t i = 0; i < s->pipeline_count; i++)
        if (s->pipelines[i].optimization_count && !s->pipelines[i].ray_tracing && !optimize_pipeline_shader(r, i))
            return false;
    if (!prepare_ray_tracing(r))
        return false;
    if (!create_devices(r))
        return false;
    if (script_debugs(s)) {
        if (strcmp(r->devs[0].dev->ops->name, "cpu") == 0)
            r->devs[0].dev->debug_symbols = true;
        if (r->dev_count > 1)
            message(r, SPVRT_AMBER_MESSAGE_NOTE, "%s:1: note: DEBUG: the debugger's checks run on the CPU engine "
                    "only; the Vulkan device runs each DEBUG as a RUN", r->path);
    }
    for (uint32_t d = 0; d < r->dev_count; d++) {
        for (uint32_t i = 0; i < s->pipeline_count; i++)
            if (!prepare_pipeline(r, &r->devs[d], i))
                return false;
        for (uint32_t i = 0; i < s->buffer_count; i++)
            if (!init_buffer(r, &r->devs[d], i))
                return false;
        if (!build_accels(r, &r->devs[d]))
            return false;
    }
    bool ok = run_commands(r, 0, s->command_count);
    if (r->compare && r->opt.differences)
        amber_compare_stale(r->compare, r->path, note_stale, r);
    return ok;
}

SPVRT_API spvrt_result spvrt_amber_run(spvrt_context *ctx, const char *text, size_t length, const char *path,
                                       const spvrt_amber_options *options, spvrt_amber_report *report)
{
    spvrt_amber_report local_report;
    if (!report)
        report = &local_report;
    memset(report, 0, sizeof *report);
    if (!ctx || (!text && length))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    runner r = {0};
    r.ctx = ctx;
    r.path = path ? path : "<script>";
    if (options)
        r.opt = *options;
    r.report = report;
    if (r.opt.subgroup_size && (r.opt.subgroup_size < 4 || r.opt.subgroup_size > 64 ||
                                (r.opt.subgroup_size & (r.opt.subgroup_size - 1))))
        return fail(&r, SPVRT_ERROR_INVALID_ARGUMENT, 1, "subgroup size %u is not a power of two from 4 to 64",
                    r.opt.subgroup_size), r.status;
    /* --target-env or '# target-env:' (Amber's -t): the environment of shaders without TARGET_ENV, and,
     * when a Vulkan one, the script's Vulkan environment; that is vulkan1.2 otherwise. */
    r.shader_env_name = r.opt.target_env ? r.opt.target_env : script_env(text ? text : "", length);
    spvrt_target_env given;
    if (r.shader_env_name && (spvrt_target_env_parse(r.shader_env_name, &given) != SPVRT_SUCCESS ||
                              (given.environment != SPVRT_ENV_VULKAN && given.environment != SPVRT_ENV_UNIVERSAL)))
        return fail(&r, SPVRT_ERROR_INVALID_ARGUMENT, 1,
                    "target environment '%s' is not spv1.0 ... spv1.6 or vulkan1.0 ... vulkan1.4", r.shader_env_name),
               r.status;
    r.env_name = r.shader_env_name && given.environment == SPVRT_ENV_VULKAN ? r.shader_env_name : "vulkan1.2";
    spvrt_target_env_parse(r.env_name, &r.env);
    /* AmberScript when the text starts with "#!amber", VkScript otherwise (as Amber's src/amber.cc) */
    spvrt_amber_script *s = spvrt_amber_parse_any(ctx, text, length, r.path);
    if (!s) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        bool unsupported = false;
        for (uint32_t i = 0; i < n; i++) {
            message(&r, SPVRT_AMBER_MESSAGE_ERROR, "%s:%u:%u: error: %s", r.path, d[i].line, d[i].column,
                    d[i].message);
            unsupported |= d[i].rule && strcmp(d[i].rule, SPVRT_AMBER_NOT_SUPPORTED_RULE) == 0;
        }
        if (n == 0)
            message(&r, SPVRT_AMBER_MESSAGE_ERROR, "%s: error: out of memory", r.path);
        report->skipped = report->not_supported = unsupported;
        return unsupported ? SPVRT_ERROR_UNSUPPORTED : n ? SPVRT_ERROR_INVALID_TEXT : SPVRT_ERROR_OUT_OF_MEMORY;
    }
    if (s->default_target_env && !r.shader_env_name) {
        /* VkScript without --target-env or '# target-env:': Amber's default for it (vkscript.c) */
        r.shader_env_name = s->default_target_env;
        if (spvrt_target_env_parse(s->default_target_env, &r.env) == SPVRT_SUCCESS)
            r.env_name = s->default_target_env;
    }
    r.s = s;
    r.start_ns = now_ns();
    r.runs_total = count_runs(s, 0, s->command_count);
    run_script(&r);
    end_progress(&r);
    bool pngs_ok = true;
    for (uint32_t i = 0; i < r.opt.png_count; i++)
        pngs_ok &= write_png(&r, &r.opt.pngs[i]);
    if (!pngs_ok && r.status == SPVRT_SUCCESS)
        r.status = SPVRT_ERROR_INVALID_ARGUMENT;
    for (uint32_t d = 0; d < 2; d++) {
        run_device *dev = &r.devs[d];
        destroy_accels(s, dev);
        spvrt_free(ctx, dev->tlases);
        spvrt_free(ctx, dev->blases);
        if (dev->dev && dev->programs)
            for (uint32_t i = 0; i < s->pipeline_count; i++)
                dev->dev->ops->pipeline_destroy(dev->dev, dev->programs[i]);
        if (dev->dev && dev->buffers)
            for (uint32_t i = 0; i < s->buffer_count; i++)
                dev->dev->ops->buffer_destroy(dev->dev, dev->buffers[i].buf);
        if (dev->dev && (dev->dev->jit_compiled || dev->dev->jit_interpreted)) {
            report->jit_compiled = dev->dev->jit_compiled;
            report->jit_interpreted = dev->dev->jit_interpreted;
            report->jit_compile_ms = dev->dev->jit_compile_ms;
            snprintf(report->jit_why, sizeof report->jit_why, "%s", dev->dev->jit_why);
        }
        if (dev->dev)
            dev->dev->ops->destroy(dev->dev);
        spvrt_free(ctx, dev->programs);
        spvrt_free(ctx, dev->buffers);
    }
    if (r.modules)
        for (uint32_t i = 0; i < s->shader_count; i++)
            spvrt_module_free(r.modules[i]);
    spvrt_free(ctx, r.modules);
    if (r.pipeline_modules)
        for (uint32_t i = 0; i < s->pipeline_count; i++)
            spvrt_module_free(r.pipeline_modules[i]);
    spvrt_free(ctx, r.pipeline_modules);
    if (r.flat)
        for (uint32_t i = 0; i < s->pipeline_count; i++) {
            free(r.flat[i].pipelines);
            free(r.flat[i].groups);
        }
    spvrt_free(ctx, r.flat);
    amber_compare_destroy(r.compare);
    spvrt_amber_script_free(s);
    return r.status;
}
