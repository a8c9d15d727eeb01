/* The Vulkan backend of the AmberScript runner (src/amber/backend_vulkan.c)
 * driven through backend.h on a real device: lavapipe when its ICD file is
 * installed (VK_ICD_FILENAMES is set to it, so a GPU on the machine does not
 * change the result).  Without any Vulkan device the test prints
 * "skipped: no Vulkan device" and exits 77 (ctest SKIP_RETURN_CODE).
 *
 * Cases: a pipeline with a specialization constant and a push constant
 * writing gl_GlobalInvocationID-derived values, read back; the device
 * selector (index out of range, a name matching nothing); a module needing
 * what lavapipe lacks (SPVRT_ERROR_UNSUPPORTED naming every item); a shader
 * that never ends (SPVRT_ERROR_DEVICE_LOST after fence_timeout_ms, then
 * teardown without a hang or crash); the validation layer reporting nothing
 * for the good cases. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amber/backend.h"

#define LAVAPIPE_ICD "/usr/share/vulkan/icd.d/lvp_icd.json"

static int failures;
static unsigned log_count;

#define CHECK(cond, ...)                                                                                              \
    do {                                                                                                              \
        if (!(cond)) {                                                                                                \
            fprintf(stderr, "amber_vulkan_test.c:%d: ", __LINE__);                                                    \
            fprintf(stderr, __VA_ARGS__);                                                                             \
            fprintf(stderr, "\n");                                                                                    \
            failures++;                                                                                               \
        }                                                                                                             \
    } while (0)

static void on_log(void *user, const char *text)
{
    (void)user;
    log_count++;
    fprintf(stderr, "log: %s\n", text);
}

/* All error messages of the context, joined (for "names it" checks). */
static const char *all_messages(spvrt_context *ctx)
{
    static char text[8192];
    const spvrt_diagnostic *d = NULL;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    size_t used = 0;
    text[0] = '\0';
    for (uint32_t k = 0; k < n && used + 2 < sizeof text; k++) {
        int w = snprintf(text + used, sizeof text - used, "%s\n", d[k].message ? d[k].message : "");
        if (w > 0)
            used += (size_t)w < sizeof text - used ? (size_t)w : sizeof text - used - 1;
    }
    return text;
}

static spvrt_module *assemble(spvrt_context *ctx, const char *text)
{
    spvrt_as_options ao = {0};
    ao.version = 0x00010300;
    uint32_t *words = NULL;
    size_t count = 0;
    if (spvrt_assemble(ctx, text, strlen(text), &ao, &words, &count) != SPVRT_SUCCESS) {
        fprintf(stderr, "assembly failed: %s\n", all_messages(ctx));
        return NULL;
    }
    spvrt_module *m = NULL;
    spvrt_result res = spvrt_module_read(ctx, words, count, &m);
    spvrt_free(ctx, words);
    return res == SPVRT_SUCCESS ? m : NULL;
}

/* out[x] = x * SpecId 3 (default 1) + push constant word 0. */
static const char *const write_ids =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %gid\n"
    "OpExecutionMode %main LocalSize 4 1 1\n"
    "OpDecorate %gid BuiltIn GlobalInvocationId\n"
    "OpDecorate %arr ArrayStride 4\n"
    "OpMemberDecorate %Out 0 Offset 0\n"
    "OpDecorate %Out Block\n"
    "OpDecorate %out DescriptorSet 0\n"
    "OpDecorate %out Binding 0\n"
    "OpMemberDecorate %PC 0 Offset 0\n"
    "OpDecorate %PC Block\n"
    "OpDecorate %spec SpecId 3\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%uint = OpTypeInt 32 0\n"
    "%v3 = OpTypeVector %uint 3\n"
    "%pin = OpTypePointer Input %v3\n"
    "%gid = OpVariable %pin Input\n"
    "%arr = OpTypeRuntimeArray %uint\n"
    "%Out = OpTypeStruct %arr\n"
    "%pout = OpTypePointer StorageBuffer %Out\n"
    "%out = OpVariable %pout StorageBuffer\n"
    "%PC = OpTypeStruct %uint\n"
    "%ppc = OpTypePointer PushConstant %PC\n"
    "%pc = OpVariable %ppc PushConstant\n"
    "%ppcu = OpTypePointer PushConstant %uint\n"
    "%psu = OpTypePointer StorageBuffer %uint\n"
    "%c0 = OpConstant %uint 0\n"
    "%spec = OpSpecConstant %uint 1\n"
    "%main = OpFunction %void None %fn\n"
    "%l = OpLabel\n"
    "%g = OpLoad %v3 %gid\n"
    "%x = OpCompositeExtract %uint %g 0\n"
    "%pcv = OpAccessChain %ppcu %pc %c0\n"
    "%p = OpLoad %uint %pcv\n"
    "%m = OpIMul %uint %x %spec\n"
    "%v = OpIAdd %uint %m %p\n"
    "%dst = OpAccessChain %psu %out %c0 %x\n"
    "OpStore %dst %v\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* Needs shaderBufferFloat64AtomicAdd or shaderSharedFloat64AtomicAdd, which lavapipe (Mesa 25) lacks. */
static const char *const float64_atomics =
    "OpCapability Shader\n"
    "OpCapability Float64\n"
    "OpCapability AtomicFloat64AddEXT\n"
    "OpExtension \"SPV_EXT_shader_atomic_float_add\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%main = OpFunction %void None %fn\n"
    "%l = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* Never ends: out[0] counts up while out[1] (0, never written) is below 0xFFFFFFFF. */
static const char *const endless =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %arr ArrayStride 4\n"
    "OpMemberDecorate %Out 0 Offset 0\n"
    "OpDecorate %Out Block\n"
    "OpDecorate %out DescriptorSet 0\n"
    "OpDecorate %out Binding 0\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%uint = OpTypeInt 32 0\n"
    "%arr = OpTypeRuntimeArray %uint\n"
    "%Out = OpTypeStruct %arr\n"
    "%pout = OpTypePointer StorageBuffer %Out\n"
    "%out = OpVariable %pout StorageBuffer\n"
    "%psu = OpTypePointer StorageBuffer %uint\n"
    "%c0 = OpConstant %uint 0\n"
    "%c1 = OpConstant %uint 1\n"
    "%cmax = OpConstant %uint 4294967295\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%p0 = OpAccessChain %psu %out %c0 %c0\n"
    "%p1 = OpAccessChain %psu %out %c0 %c1\n"
    "OpBranch %head\n"
    "%head = OpLabel\n"
    "OpLoopMerge %exit %cont None\n"
    "OpBranch %body\n"
    "%body = OpLabel\n"
    "%n = OpLoad %uint %p0 Volatile\n"
    "%n1 = OpIAdd %uint %n %c1\n"
    "OpStore %p0 %n1 Volatile\n"
    "OpBranch %cont\n"
    "%cont = OpLabel\n"
    "%limit = OpLoad %uint %p1 Volatile\n"
    "%go = OpULessThan %bool %limit %cmax\n"
    "OpBranchConditional %go %head %exit\n"
    "%exit = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static amber_backend *create(spvrt_context *ctx, const char *selector, const spvrt_module *module, const char *name,
                             bool validation, spvrt_result *res)
{
    amber_vulkan_options o = {0};
    o.selector = selector;
    o.api_version = (1u << 22) | (1u << 12);
    const spvrt_module *modules[1] = {module};
    const char *names[1] = {name};
    o.modules = modules;
    o.module_names = names;
    o.module_count = module ? 1 : 0;
    o.validation_layer = validation;
    o.log = on_log;
    amber_backend *b = NULL;
    *res = amber_vulkan_backend_create(ctx, &o, &b);
    return b;
}

/* The good case: one buffer, one pipeline with a spec constant and a push constant, two RUNs. */
static void good_case(spvrt_context *ctx, bool validation)
{
    spvrt_module *m = assemble(ctx, write_ids);
    CHECK(m, "assembling the good module failed");
    if (!m)
        return;
    spvrt_result res;
    unsigned logs_before = log_count;
    amber_backend *b = create(ctx, "llvmpipe", m, "ids", validation, &res);
    CHECK(res == SPVRT_SUCCESS && b, "create: %d %s", res, all_messages(ctx));
    if (!b) {
        spvrt_module_free(m);
        return;
    }
    CHECK(strstr(b->device_name, "llvmpipe") != NULL, "device name '%s'", b->device_name);
    CHECK(b->subgroup_size >= 1 && b->subgroup_size <= 128, "subgroup size %u", b->subgroup_size);
    amber_buffer *buf = NULL;
    /* more memory than the device has (1 TiB): refused with a message, and the backend stays usable */
    res = b->ops->buffer_create(b, 1, UINT64_C(1) << 40, &buf);
    CHECK((res == SPVRT_ERROR_OUT_OF_MEMORY || res == SPVRT_ERROR_UNSUPPORTED) && !buf && all_messages(ctx)[0],
          "1 TiB buffer: %d %s", res, all_messages(ctx));
    res = b->ops->buffer_create(b, 0, 8 * 4, &buf);
    CHECK(res == SPVRT_SUCCESS && buf, "buffer_create: %d %s", res, all_messages(ctx));
    amber_binding_decl decl = {0, 0, 1, false, false};
    spvrt_specialization spec = {3, 3};
    amber_pipeline_desc desc = {0};
    desc.name = "p";
    desc.module = m;
    desc.entry_point = "main";
    desc.specs = &spec;
    desc.spec_count = 1;
    desc.bindings = &decl;
    desc.binding_count = 1;
    desc.push_constant_size = 4;
    amber_pipeline *p = NULL;
    if (buf) {
        res = b->ops->pipeline_create(b, &desc, &p);
        CHECK(res == SPVRT_SUCCESS && p, "pipeline_create: %d %s", res, all_messages(ctx));
    }
    if (p) {
        uint32_t local[3];
        b->ops->pipeline_local_size(p, local);
        CHECK(local[0] == 4 && local[1] == 1 && local[2] == 1, "local size %u %u %u", local[0], local[1], local[2]);
        amber_bind bind = {0, 0, 0, buf, 0, 8 * 4, NULL};
        uint32_t push = 100, groups[3] = {2, 1, 1};
        res = b->ops->dispatch(b, p, &bind, 1, &push, 4, groups);
        CHECK(res == SPVRT_SUCCESS, "dispatch: %d %s", res, all_messages(ctx));
        uint32_t out[8];
        memcpy(out, b->ops->buffer_host(buf), sizeof out);
        for (uint32_t i = 0; i < 8; i++)
            CHECK(out[i] == i * 3 + 100, "out[%u] = %u, want %u", i, out[i], i * 3 + 100);
        /* a too large group count is refused before recording */
        uint32_t huge[3] = {1, 1, 0xFFFFFFFFu};
        res = b->ops->dispatch(b, p, &bind, 1, &push, 4, huge);
        CHECK(res == SPVRT_ERROR_UNSUPPORTED && strstr(all_messages(ctx), "maxComputeWorkGroupCount"),
              "huge dispatch: %d %s", res, all_messages(ctx));
        /* a misaligned storage offset is refused (minStorageBufferOffsetAlignment > 1 on lavapipe) */
        amber_bind odd = {0, 0, 0, buf, 4, 4, NULL};
        res = b->ops->dispatch(b, p, &odd, 1, &push, 4, groups);
        CHECK(res == SPVRT_ERROR_UNSUPPORTED && strstr(all_messages(ctx), "minStorageBufferOffsetAlignment"),
              "misaligned offset: %d %s", res, all_messages(ctx));
        b->ops->pipeline_destroy(b, p);
    }
    /* the spec constant's default (1) when no value is given, and no push-constant bytes */
    desc.spec_count = 0;
    p = NULL;
    if (buf && b->ops->pipeline_create(b, &desc, &p) == SPVRT_SUCCESS) {
        amber_bind bind = {0, 0, 0, buf, 0, 8 * 4, NULL};
        uint32_t push = 7, groups[3] = {1, 1, 1};
        res = b->ops->dispatch(b, p, &bind, 1, &push, 4, groups);
        CHECK(res == SPVRT_SUCCESS, "dispatch 2: %d %s", res, all_messages(ctx));
        const uint32_t *out = (const uint32_t *)(const void *)b->ops->buffer_host(buf);
        CHECK(out[0] == 7 && out[3] == 10 && out[4] == 3 * 4 + 100, "default spec: %u %u %u", out[0], out[3], out[4]);
        b->ops->pipeline_destroy(b, p);
    }
    b->ops->buffer_destroy(b, buf);
    b->ops->destroy(b);
    spvrt_module_free(m);
    if (validation)
        CHECK(log_count == logs_before, "the validation layer said %u things", log_count - logs_before);
}

int main(void)
{
    FILE *icd = fopen(LAVAPIPE_ICD, "r");
    if (icd) {
        fclose(icd);
        setenv("VK_ICD_FILENAMES", LAVAPIPE_ICD, 1);
    }
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 1;

    /* is there a device at all? */
    spvrt_result res;
    amber_backend *b = create(ctx, NULL, NULL, NULL, false, &res);
    if (res == SPVRT_ERROR_NO_DEVICE) {
        printf("skipped: no Vulkan device (%s)\n", all_messages(ctx));
        spvrt_context_destroy(ctx);
        return 77;
    }
    CHECK(res == SPVRT_SUCCESS && b, "first device: %d %s", res, all_messages(ctx));
    if (b)
        b->ops->destroy(b);

    good_case(ctx, false);
    good_case(ctx, true);

    /* selectors */
    b = create(ctx, "7", NULL, NULL, false, &res);
    CHECK(res == SPVRT_ERROR_NO_DEVICE && !b && strstr(all_messages(ctx), "llvmpipe"),
          "index out of range: %d %s", res, all_messages(ctx));
    b = create(ctx, "no such gpu", NULL, NULL, false, &res);
    CHECK(res == SPVRT_ERROR_NO_DEVICE && !b && strstr(all_messages(ctx), "no such gpu") &&
              strstr(all_messages(ctx), "llvmpipe"),
          "no match: %d %s", res, all_messages(ctx));
    b = create(ctx, "0", NULL, NULL, false, &res);
    CHECK(res == SPVRT_SUCCESS && b, "index 0: %d %s", res, all_messages(ctx));
    if (b)
        b->ops->destroy(b);

    /* a target environment above the instance's 1.3, in either encoding of the version */
    const uint32_t too_new[2] = {(1u << 22) | (4u << 12), 0x10400u};
    for (int k = 0; k < 2; k++) {
        amber_vulkan_options o = {0};
        o.selector = "llvmpipe";
        o.api_version = too_new[k];
        b = NULL;
        res = amber_vulkan_backend_create(ctx, &o, &b);
        CHECK(res == SPVRT_ERROR_UNSUPPORTED && !b && strstr(all_messages(ctx), "missing Vulkan 1.4"),
              "vulkan 1.4: %d %s", res, all_messages(ctx));
    }

    /* what lavapipe lacks, all of it listed */
    spvrt_module *m = assemble(ctx, float64_atomics);
    CHECK(m != NULL, "assembling the float64 atomics module failed");
    if (m) {
        amber_vulkan_options o = {0};
        const spvrt_module *modules[1] = {m};
        const char *names[1] = {"atomics"};
        const char *features[3] = {"shaderFloat64", "ShaderAtomicFloatFeaturesEXT.shaderBufferFloat64AtomicAdd",
                                   "SubgroupSupportedOperations.partitionedNV"};
        const char *extensions[1] = {"VK_KHR_no_such_extension"};
        o.selector = "llvmpipe";
        o.modules = modules;
        o.module_names = names;
        o.module_count = 1;
        o.features = features;
        o.feature_count = 3;
        o.extensions = extensions;
        o.extension_count = 1;
        b = NULL;
        res = amber_vulkan_backend_create(ctx, &o, &b);
        const char *text = all_messages(ctx);
        CHECK(res == SPVRT_ERROR_UNSUPPORTED && !b, "unsupported: %d %s", res, text);
        CHECK(strstr(text, "shader 'atomics': ") && strstr(text, "AtomicFloat64AddEXT"), "capability: %s", text);
        CHECK(strstr(text, "shaderBufferFloat64AtomicAdd (VkPhysicalDeviceShaderAtomicFloatFeaturesEXT"),
              "feature: %s", text);
        CHECK(strstr(text, "SubgroupSupportedOperations.partitionedNV"), "subgroup op: %s", text);
        CHECK(strstr(text, "VK_KHR_no_such_extension"), "extension: %s", text);
        CHECK(!strstr(text, "missing DEVICE_FEATURE shaderFloat64"), "shaderFloat64 is supported: %s", text);
        spvrt_module_free(m);
    }

    /* a shader that never ends: the fence times out, the device counts as lost, teardown does not hang */
    m = assemble(ctx, endless);
    CHECK(m != NULL, "assembling the endless module failed");
    if (m) {
        amber_vulkan_options o = {0};
        const spvrt_module *modules[1] = {m};
        const char *names[1] = {"endless"};
        o.selector = "llvmpipe";
        o.modules = modules;
        o.module_names = names;
        o.module_count = 1;
        o.fence_timeout_ms = 1000;
        b = NULL;
        res = amber_vulkan_backend_create(ctx, &o, &b);
        CHECK(res == SPVRT_SUCCESS && b, "endless: create %d %s", res, all_messages(ctx));
        amber_buffer *buf = NULL;
        amber_pipeline *p = NULL;
        if (b && b->ops->buffer_create(b, 0, 16, &buf) == SPVRT_SUCCESS) {
            amber_binding_decl decl = {0, 0, 1, false, false};
            amber_pipeline_desc desc = {0};
            desc.name = "endless";
            desc.module = m;
            desc.entry_point = "main";
            desc.bindings = &decl;
            desc.binding_count = 1;
            res = b->ops->pipeline_create(b, &desc, &p);
            CHECK(res == SPVRT_SUCCESS, "endless: pipeline %d %s", res, all_messages(ctx));
        }
        if (p) {
            amber_bind bind = {0, 0, 0, buf, 0, 16, NULL};
            uint32_t groups[3] = {1, 1, 1};
            res = b->ops->dispatch(b, p, &bind, 1, NULL, 0, groups);
            CHECK(res == SPVRT_ERROR_DEVICE_LOST && strstr(all_messages(ctx), "device did not finish within 1000 ms"),
                  "endless: dispatch %d %s", res, all_messages(ctx));
            /* every later call fails fast */
            res = b->ops->dispatch(b, p, &bind, 1, NULL, 0, groups);
            CHECK(res == SPVRT_ERROR_DEVICE_LOST && strstr(all_messages(ctx), "device lost"),
                  "endless: second dispatch %d %s", res, all_messages(ctx));
            amber_buffer *other = NULL;
            res = b->ops->buffer_create(b, 1, 16, &other);
            CHECK(res == SPVRT_ERROR_DEVICE_LOST && !other, "endless: buffer after loss %d", res);
            b->ops->pipeline_destroy(b, p);
        }
        if (b) {
            b->ops->buffer_destroy(b, buf);
            b->ops->destroy(b);
        }
        spvrt_module_free(m);
    }

    spvrt_context_destroy(ctx);
    if (failures) {
        fprintf(stderr, "amber_vulkan_test: %d failure(s)\n", failures);
        return 1;
    }
    printf("amber_vulkan_test: all passed\n");
    return 0;
}
