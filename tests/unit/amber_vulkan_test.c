/* The Vulkan backend of the AmberScript runner (src/vulkan/)
 * driven through device.h on a real device: lavapipe when its ICD file is
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
 * for the good cases; ray-tracing pipelines (issue 17): the SBT record picks
 * the group whose shader runs, and the located refusals (recursion depth
 * above the device's, a record beyond the groups, two ray generation
 * records, a device without the extension or without the option). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device/device.h"

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

static spvrt_module *assemble_version(spvrt_context *ctx, const char *text, uint32_t version)
{
    spvrt_as_options ao = {0};
    ao.version = version;
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

static spvrt_module *assemble(spvrt_context *ctx, const char *text)
{
    return assemble_version(ctx, text, 0x00010300);
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


/* Ray queries (issue 6): ray i reads 8 words rays[8i..8i+7] = origin x, y, z, ray flags (bits), direction x,
 * y, z, cull mask (bits); it proceeds, confirming every triangle candidate and generating an intersection at
 * t = 4 for every AABB candidate, and writes out[4i..4i+3] = committed t (bits), InstanceCustomIndex,
 * PrimitiveIndex (all 0xFFFFFFFF when nothing is committed), AABB candidates | triangle candidates << 8 |
 * committed type << 16. */
static const char *const ray_query =
    "OpCapability Shader\n"
    "OpCapability RayQueryKHR\n"
    "OpExtension \"SPV_KHR_ray_query\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %gid %rays %out %as\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %gid BuiltIn GlobalInvocationId\n"
    "OpDecorate %farr ArrayStride 4\n"
    "OpMemberDecorate %Rays 0 Offset 0\n"
    "OpDecorate %Rays Block\n"
    "OpDecorate %rays DescriptorSet 0\n"
    "OpDecorate %rays Binding 1\n"
    "OpDecorate %uarr ArrayStride 4\n"
    "OpMemberDecorate %Out 0 Offset 0\n"
    "OpDecorate %Out Block\n"
    "OpDecorate %out DescriptorSet 0\n"
    "OpDecorate %out Binding 2\n"
    "OpDecorate %as DescriptorSet 0\n"
    "OpDecorate %as Binding 0\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%uint = OpTypeInt 32 0\n"
    "%float = OpTypeFloat 32\n"
    "%v3 = OpTypeVector %uint 3\n"
    "%v3f = OpTypeVector %float 3\n"
    "%pin = OpTypePointer Input %v3\n"
    "%gid = OpVariable %pin Input\n"
    "%farr = OpTypeRuntimeArray %float\n"
    "%Rays = OpTypeStruct %farr\n"
    "%prays = OpTypePointer StorageBuffer %Rays\n"
    "%rays = OpVariable %prays StorageBuffer\n"
    "%uarr = OpTypeRuntimeArray %uint\n"
    "%Out = OpTypeStruct %uarr\n"
    "%pout = OpTypePointer StorageBuffer %Out\n"
    "%out = OpVariable %pout StorageBuffer\n"
    "%psf = OpTypePointer StorageBuffer %float\n"
    "%psu = OpTypePointer StorageBuffer %uint\n"
    "%ast = OpTypeAccelerationStructureKHR\n"
    "%past = OpTypePointer UniformConstant %ast\n"
    "%as = OpVariable %past UniformConstant\n"
    "%rqt = OpTypeRayQueryKHR\n"
    "%prq = OpTypePointer Function %rqt\n"
    "%c0 = OpConstant %uint 0\n"
    "%c1 = OpConstant %uint 1\n"
    "%c2 = OpConstant %uint 2\n"
    "%c3 = OpConstant %uint 3\n"
    "%c4 = OpConstant %uint 4\n"
    "%c5 = OpConstant %uint 5\n"
    "%c6 = OpConstant %uint 6\n"
    "%c7 = OpConstant %uint 7\n"
    "%c8 = OpConstant %uint 8\n"
    "%c16 = OpConstant %uint 16\n"
    "%none = OpConstant %uint 4294967295\n"
    "%f0 = OpConstant %float 0\n"
    "%f4 = OpConstant %float 4\n"
    "%f100 = OpConstant %float 100\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%rq = OpVariable %prq Function\n"
    "%g = OpLoad %v3 %gid\n"
    "%i = OpCompositeExtract %uint %g 0\n"
    "%base = OpIMul %uint %i %c8\n"
    "%a0 = OpAccessChain %psf %rays %c0 %base\n"
    "%ox = OpLoad %float %a0\n"
    "%i1 = OpIAdd %uint %base %c1\n"
    "%a1 = OpAccessChain %psf %rays %c0 %i1\n"
    "%oy = OpLoad %float %a1\n"
    "%i2 = OpIAdd %uint %base %c2\n"
    "%a2 = OpAccessChain %psf %rays %c0 %i2\n"
    "%oz = OpLoad %float %a2\n"
    "%i3 = OpIAdd %uint %base %c3\n"
    "%a3 = OpAccessChain %psf %rays %c0 %i3\n"
    "%flagsf = OpLoad %float %a3\n"
    "%flags = OpBitcast %uint %flagsf\n"
    "%i4 = OpIAdd %uint %base %c4\n"
    "%a4 = OpAccessChain %psf %rays %c0 %i4\n"
    "%dx = OpLoad %float %a4\n"
    "%i5 = OpIAdd %uint %base %c5\n"
    "%a5 = OpAccessChain %psf %rays %c0 %i5\n"
    "%dy = OpLoad %float %a5\n"
    "%i6 = OpIAdd %uint %base %c6\n"
    "%a6 = OpAccessChain %psf %rays %c0 %i6\n"
    "%dz = OpLoad %float %a6\n"
    "%i7 = OpIAdd %uint %base %c7\n"
    "%a7 = OpAccessChain %psf %rays %c0 %i7\n"
    "%maskf = OpLoad %float %a7\n"
    "%mask = OpBitcast %uint %maskf\n"
    "%org = OpCompositeConstruct %v3f %ox %oy %oz\n"
    "%dir = OpCompositeConstruct %v3f %dx %dy %dz\n"
    "%accel = OpLoad %ast %as\n"
    "OpRayQueryInitializeKHR %rq %accel %flags %mask %org %f0 %dir %f100\n"
    "OpBranch %loop\n"
    "%loop = OpLabel\n"
    "%na = OpPhi %uint %c0 %entry %na2 %cont\n"
    "%nt = OpPhi %uint %c0 %entry %nt2 %cont\n"
    "OpLoopMerge %done %cont None\n"
    "OpBranch %step\n"
    "%step = OpLabel\n"
    "%more = OpRayQueryProceedKHR %bool %rq\n"
    "OpBranchConditional %more %body %done\n"
    "%body = OpLabel\n"
    "%ctype = OpRayQueryGetIntersectionTypeKHR %uint %rq %c0\n"
    "%isaabb = OpIEqual %bool %ctype %c1\n"
    "%inca = OpSelect %uint %isaabb %c1 %c0\n"
    "%inct = OpSelect %uint %isaabb %c0 %c1\n"
    "%na2 = OpIAdd %uint %na %inca\n"
    "%nt2 = OpIAdd %uint %nt %inct\n"
    "OpSelectionMerge %join None\n"
    "OpBranchConditional %isaabb %aabb %tri\n"
    "%aabb = OpLabel\n"
    "OpRayQueryGenerateIntersectionKHR %rq %f4\n"
    "OpBranch %join\n"
    "%tri = OpLabel\n"
    "OpRayQueryConfirmIntersectionKHR %rq\n"
    "OpBranch %join\n"
    "%join = OpLabel\n"
    "OpBranch %cont\n"
    "%cont = OpLabel\n"
    "OpBranch %loop\n"
    "%done = OpLabel\n"
    "%ktype = OpRayQueryGetIntersectionTypeKHR %uint %rq %c1\n"
    "%obase = OpIMul %uint %i %c4\n"
    "%w0 = OpAccessChain %psu %out %c0 %obase\n"
    "%o1 = OpIAdd %uint %obase %c1\n"
    "%w1 = OpAccessChain %psu %out %c0 %o1\n"
    "%o2 = OpIAdd %uint %obase %c2\n"
    "%w2 = OpAccessChain %psu %out %c0 %o2\n"
    "%o3 = OpIAdd %uint %obase %c3\n"
    "%w3 = OpAccessChain %psu %out %c0 %o3\n"
    "%tsh = OpShiftLeftLogical %uint %nt %c8\n"
    "%ksh = OpShiftLeftLogical %uint %ktype %c16\n"
    "%cnt = OpBitwiseOr %uint %na %tsh\n"
    "%word3 = OpBitwiseOr %uint %cnt %ksh\n"
    "OpStore %w3 %word3\n"
    "%hit = OpINotEqual %bool %ktype %c0\n"
    "OpSelectionMerge %end None\n"
    "OpBranchConditional %hit %found %miss\n"
    "%found = OpLabel\n"
    "%t = OpRayQueryGetIntersectionTKHR %float %rq %c1\n"
    "%tb = OpBitcast %uint %t\n"
    "OpStore %w0 %tb\n"
    "%ci = OpRayQueryGetIntersectionInstanceCustomIndexKHR %uint %rq %c1\n"
    "OpStore %w1 %ci\n"
    "%pi = OpRayQueryGetIntersectionPrimitiveIndexKHR %uint %rq %c1\n"
    "OpStore %w2 %pi\n"
    "OpBranch %end\n"
    "%miss = OpLabel\n"
    "OpStore %w0 %none\n"
    "OpStore %w1 %none\n"
    "OpStore %w2 %none\n"
    "OpBranch %end\n"
    "%end = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n"
;

/* A ray generation shader: out[LaunchIdKHR.x] = LaunchIdKHR.x + %u (SPIR-V 1.4, printf template). */
static const char *const raygen_template =
    "OpCapability RayTracingKHR\n"
    "OpExtension \"SPV_KHR_ray_tracing\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint RayGenerationKHR %%main \"main\" %%launch %%out\n"
    "OpDecorate %%launch BuiltIn LaunchIdKHR\n"
    "OpDecorate %%rt ArrayStride 4\n"
    "OpDecorate %%block Block\n"
    "OpMemberDecorate %%block 0 Offset 0\n"
    "OpDecorate %%out DescriptorSet 0\n"
    "OpDecorate %%out Binding 0\n"
    "%%void = OpTypeVoid\n"
    "%%fn = OpTypeFunction %%void\n"
    "%%uint = OpTypeInt 32 0\n"
    "%%v3 = OpTypeVector %%uint 3\n"
    "%%pin = OpTypePointer Input %%v3\n"
    "%%launch = OpVariable %%pin Input\n"
    "%%rt = OpTypeRuntimeArray %%uint\n"
    "%%block = OpTypeStruct %%rt\n"
    "%%pblock = OpTypePointer StorageBuffer %%block\n"
    "%%out = OpVariable %%pblock StorageBuffer\n"
    "%%pu = OpTypePointer StorageBuffer %%uint\n"
    "%%c0 = OpConstant %%uint 0\n"
    "%%add = OpConstant %%uint %u\n"
    "%%main = OpFunction %%void None %%fn\n"
    "%%l = OpLabel\n"
    "%%id = OpLoad %%v3 %%launch\n"
    "%%x = OpCompositeExtract %%uint %%id 0\n"
    "%%v = OpIAdd %%uint %%x %%add\n"
    "%%p = OpAccessChain %%pu %%out %%c0 %%x\n"
    "OpStore %%p %%v\n"
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
    amber_binding_decl decl = {0, 0, 1, AMBER_DESCRIPTOR_STORAGE_BUFFER};
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
        amber_bind bind = {.binding = 0, .buffer = buf, .offset = 0, .range = 8 * 4};
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
        amber_bind odd = {.binding = 0, .buffer = buf, .offset = 4, .range = 4};
        res = b->ops->dispatch(b, p, &odd, 1, &push, 4, groups);
        CHECK(res == SPVRT_ERROR_UNSUPPORTED && strstr(all_messages(ctx), "minStorageBufferOffsetAlignment"),
              "misaligned offset: %d %s", res, all_messages(ctx));
        b->ops->pipeline_destroy(b, p);
    }
    /* the spec constant's default (1) when no value is given, and no push-constant bytes */
    desc.spec_count = 0;
    p = NULL;
    if (buf && b->ops->pipeline_create(b, &desc, &p) == SPVRT_SUCCESS) {
        amber_bind bind = {.binding = 0, .buffer = buf, .offset = 0, .range = 8 * 4};
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


/* Hand-computed expectations for the scene of accel_case. */
typedef struct ray_case {
    float ray[8];
    uint32_t t_bits_valid; /* 1: t is checked against t */
    float t;
    uint32_t custom, primitive, counts;
} ray_case;

static float bits_float(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* BLAS 0: two opaque triangles making the unit square at z = 0; BLAS 1: an inactive AABB and the AABB [0,1]^3.  TLAS: instance 0 =
 * BLAS 0 moved to z = 5, custom index 7, mask 0x01, FORCE_NO_OPAQUE (its triangles become candidates);
 * instance 1 = BLAS 1 moved to x = 10, custom index 42, mask 0x02, SBT offset 3. */
static void accel_case(spvrt_context *ctx, bool validation)
{
    spvrt_module *m = assemble_version(ctx, ray_query, 0x00010400); /* its interface lists every global */
    CHECK(m, "assembling the ray-query module failed");
    if (!m)
        return;
    unsigned logs_before = log_count;
    amber_vulkan_options o = {0};
    const spvrt_module *modules[1] = {m};
    const char *names[1] = {"rq"};
    o.selector = "llvmpipe";
    o.modules = modules;
    o.module_names = names;
    o.module_count = 1;
    o.acceleration_structures = true;
    o.validation_layer = validation;
    o.log = on_log;
    amber_backend *b = NULL;
    spvrt_result res = amber_vulkan_backend_create(ctx, &o, &b);
    CHECK(res == SPVRT_SUCCESS && b, "accel: create %d %s", res, all_messages(ctx));
    if (!b) {
        spvrt_module_free(m);
        return;
    }
    static const float quad[12] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};
    static const uint32_t quad_indices[6] = {0, 1, 2, 1, 3, 2};
    /* AABB 0 is inactive (min > max in y: spvrt's form, given to Vulkan as minX = NaN), AABB 1 is the box */
    static const float box[12] = {0, 1, 0, 1, 0, 1, 0, 0, 0, 1, 1, 1};
    spvrt_geometry tri = {0};
    tri.kind = SPVRT_GEOMETRY_TRIANGLES;
    tri.flags = SPVRT_GEOMETRY_OPAQUE;
    tri.primitive_count = 2;
    tri.vertices = quad;
    tri.vertex_count = 4;
    tri.indices = quad_indices;
    spvrt_geometry aabb = {0};
    aabb.kind = SPVRT_GEOMETRY_AABBS;
    aabb.primitive_count = 2;
    aabb.aabbs = box;
    amber_accel *blas[2] = {NULL, NULL}, *tlas = NULL;
    res = b->ops->accel_create_bottom(b, &tri, 1, &blas[0]);
    CHECK(res == SPVRT_SUCCESS && blas[0], "accel: triangles %d %s", res, all_messages(ctx));
    res = b->ops->accel_create_bottom(b, &aabb, 1, &blas[1]);
    CHECK(res == SPVRT_SUCCESS && blas[1], "accel: aabbs %d %s", res, all_messages(ctx));
    /* spheres need VK_NV_ray_tracing_linear_swept_spheres: refused, naming it */
    static const float centre[3] = {0, 0, 0}, radius[1] = {1};
    spvrt_geometry sphere = {0};
    sphere.kind = SPVRT_GEOMETRY_SPHERES;
    sphere.primitive_count = 1;
    sphere.vertices = centre;
    sphere.vertex_count = 1;
    sphere.radii = radius;
    amber_accel *none = NULL;
    res = b->ops->accel_create_bottom(b, &sphere, 1, &none);
    CHECK(res == SPVRT_ERROR_UNSUPPORTED && !none && strstr(all_messages(ctx), "VK_NV_ray_tracing_linear_swept_spheres"),
          "accel: spheres %d %s", res, all_messages(ctx));
    /* an index beyond the vertices is an error, not a device fault */
    static const uint32_t bad_indices[6] = {0, 1, 2, 1, 3, 9};
    tri.indices = bad_indices;
    res = b->ops->accel_create_bottom(b, &tri, 1, &none);
    CHECK(res == SPVRT_ERROR_INVALID_ARGUMENT && !none && strstr(all_messages(ctx), "index 5 is 9"),
          "accel: bad index %d %s", res, all_messages(ctx));
    tri.indices = quad_indices;
    spvrt_instance inst[2];
    memset(inst, 0, sizeof inst);
    for (int k = 0; k < 2; k++)
        inst[k].transform[0][0] = inst[k].transform[1][1] = inst[k].transform[2][2] = 1;
    inst[0].transform[2][3] = 5;
    inst[0].custom_index = 7;
    inst[0].mask = 0x01;
    inst[0].flags = SPVRT_INSTANCE_FORCE_NO_OPAQUE;
    inst[1].transform[0][3] = 10;
    inst[1].custom_index = 42;
    inst[1].mask = 0x02;
    inst[1].sbt_record_offset = 3;
    if (blas[0] && blas[1]) {
        res = b->ops->accel_create_top(b, inst, blas, 2, &tlas);
        CHECK(res == SPVRT_SUCCESS && tlas, "accel: top %d %s", res, all_messages(ctx));
    }
    const uint32_t opaque = 0x1;
    const float all = bits_float(0xFF), only2 = bits_float(0x02), f_opaque = bits_float(opaque);
    const ray_case rays[5] = {
        /* the first triangle of instance 0, a confirmed candidate */
        {{0.25f, 0.25f, 0, 0, 0, 0, 1, all}, 1, 5.0f, 7, 0, 0x10100u},
        /* its second triangle */
        {{0.75f, 0.75f, 0, 0, 0, 0, 1, all}, 1, 5.0f, 7, 1, 0x10100u},
        /* instance 1's AABB: a candidate, the generated intersection at t = 4 committed (type 2) */
        {{10.5f, 0.5f, -3, 0, 0, 0, 1, all}, 1, 4.0f, 42, 1, 0x20001u},
        /* cull mask 0x02 skips instance 0 (mask 0x01): nothing */
        {{0.25f, 0.25f, 0, 0, 0, 0, 1, only2}, 0, 0, 0xFFFFFFFFu, 0xFFFFFFFFu, 0},
        /* the ray flag OpaqueKHR overrides FORCE_NO_OPAQUE: committed without a candidate */
        {{0.25f, 0.25f, 0, f_opaque, 0, 0, 1, all}, 1, 5.0f, 7, 0, 0x10000u},
    };
    amber_buffer *in = NULL, *out = NULL;
    amber_pipeline *p = NULL;
    if (tlas && b->ops->buffer_create(b, 0, sizeof rays[0].ray * 5, &in) == SPVRT_SUCCESS &&
        b->ops->buffer_create(b, 1, 4 * 4 * 5, &out) == SPVRT_SUCCESS) {
        for (int k = 0; k < 5; k++)
            memcpy(b->ops->buffer_host(in) + k * sizeof rays[k].ray, rays[k].ray, sizeof rays[k].ray);
        amber_binding_decl decls[3] = {{0, 0, 1, AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE}, {0, 1, 1, AMBER_DESCRIPTOR_STORAGE_BUFFER}, {0, 2, 1, AMBER_DESCRIPTOR_STORAGE_BUFFER}};
        amber_pipeline_desc desc = {0};
        desc.name = "rq";
        desc.module = m;
        desc.entry_point = "main";
        desc.bindings = decls;
        desc.binding_count = 3;
        res = b->ops->pipeline_create(b, &desc, &p);
        CHECK(res == SPVRT_SUCCESS && p, "accel: pipeline %d %s", res, all_messages(ctx));
    }
    if (p) {
        amber_bind binds[3] = {{.binding = 0, .accel = tlas},
                               {.binding = 1, .buffer = in, .offset = 0, .range = sizeof rays[0].ray * 5},
                               {.binding = 2, .buffer = out, .offset = 0, .range = 4 * 4 * 5}};
        uint32_t groups[3] = {5, 1, 1};
        res = b->ops->dispatch(b, p, binds, 3, NULL, 0, groups);
        CHECK(res == SPVRT_SUCCESS, "accel: dispatch %d %s", res, all_messages(ctx));
        const uint32_t *w = (const uint32_t *)(const void *)b->ops->buffer_host(out);
        for (int k = 0; res == SPVRT_SUCCESS && k < 5; k++) {
            const ray_case *c = &rays[k];
            float t = bits_float(w[4 * k]);
            if (c->t_bits_valid)
                CHECK(t > c->t - 1e-5f && t < c->t + 1e-5f, "ray %d: t = %g, want %g", k, (double)t, (double)c->t);
            else
                CHECK(w[4 * k] == 0xFFFFFFFFu, "ray %d: t bits 0x%x, want none", k, w[4 * k]);
            CHECK(w[4 * k + 1] == c->custom, "ray %d: custom index %u, want %u", k, w[4 * k + 1], c->custom);
            CHECK(w[4 * k + 2] == c->primitive, "ray %d: primitive %u, want %u", k, w[4 * k + 2], c->primitive);
            CHECK(w[4 * k + 3] == c->counts, "ray %d: counts 0x%x, want 0x%x", k, w[4 * k + 3], c->counts);
        }
        /* a bottom level in the descriptor is refused */
        binds[0].accel = blas[0];
        res = b->ops->dispatch(b, p, binds, 3, NULL, 0, groups);
        CHECK(res == SPVRT_ERROR_INVALID_ARGUMENT && strstr(all_messages(ctx), "top-level"),
              "accel: bottom in descriptor %d %s", res, all_messages(ctx));
        b->ops->pipeline_destroy(b, p);
    }
    b->ops->buffer_destroy(b, in);
    b->ops->buffer_destroy(b, out);
    b->ops->accel_destroy(b, tlas);
    b->ops->accel_destroy(b, blas[0]);
    /* blas[1] is left to the backend's destruction */
    b->ops->destroy(b);
    spvrt_module_free(m);
    if (validation)
        CHECK(log_count == logs_before, "accel: the validation layer said %u things", log_count - logs_before);
}

/* A device without VK_KHR_acceleration_structure (hidden), and a device created without asking for it. */
static void accel_unsupported(spvrt_context *ctx)
{
    amber_vulkan_options o = {0};
    const char *hidden[1] = {"VK_KHR_acceleration_structure"};
    o.selector = "llvmpipe";
    o.acceleration_structures = true;
    o.hidden_extensions = hidden;
    o.hidden_extension_count = 1;
    amber_backend *b = NULL;
    spvrt_result res = amber_vulkan_backend_create(ctx, &o, &b);
    const char *text = all_messages(ctx);
    CHECK(res == SPVRT_ERROR_UNSUPPORTED && !b && strstr(text, "VK_KHR_acceleration_structure") &&
              strstr(text, "accelerationStructure"),
          "hidden acceleration_structure: %d %s", res, text);
    if (b)
        b->ops->destroy(b);
    o.acceleration_structures = false;
    o.hidden_extensions = NULL;
    o.hidden_extension_count = 0;
    b = NULL;
    res = amber_vulkan_backend_create(ctx, &o, &b);
    CHECK(res == SPVRT_SUCCESS && b, "plain device: %d %s", res, all_messages(ctx));
    if (b) {
        static const float box[6] = {0, 0, 0, 1, 1, 1};
        spvrt_geometry aabb = {0};
        aabb.kind = SPVRT_GEOMETRY_AABBS;
        aabb.primitive_count = 1;
        aabb.aabbs = box;
        amber_accel *a = NULL;
        res = b->ops->accel_create_bottom(b, &aabb, 1, &a);
        CHECK(res == SPVRT_ERROR_UNSUPPORTED && !a && strstr(all_messages(ctx), "acceleration_structures"),
              "not enabled: %d %s", res, all_messages(ctx));
        b->ops->destroy(b);
    }
    /* a module with RayQueryKHR alone enables them */
    spvrt_module *m = assemble_version(ctx, ray_query, 0x00010400);
    if (m) {
        const spvrt_module *modules[1] = {m};
        const char *names[1] = {"rq"};
        o.modules = modules;
        o.module_names = names;
        o.module_count = 1;
        b = NULL;
        res = amber_vulkan_backend_create(ctx, &o, &b);
        CHECK(res == SPVRT_SUCCESS && b, "ray-query module: %d %s", res, all_messages(ctx));
        if (b) {
            static const float box[6] = {0, 0, 0, 1, 1, 1};
            spvrt_geometry aabb = {0};
            aabb.kind = SPVRT_GEOMETRY_AABBS;
            aabb.primitive_count = 1;
            aabb.aabbs = box;
            amber_accel *a = NULL;
            res = b->ops->accel_create_bottom(b, &aabb, 1, &a);
            CHECK(res == SPVRT_SUCCESS && a, "ray-query module: bottom %d %s", res, all_messages(ctx));
            b->ops->destroy(b); /* destroys a too */
        }
        spvrt_module_free(m);
    }
}

/* Ray-tracing pipelines through the seam (device.h: rt_pipeline_create, trace_rays). */
static void rt_case(spvrt_context *ctx, bool validation)
{
    char text[4096];
    spvrt_module *m[2] = {NULL, NULL};
    for (int k = 0; k < 2; k++) {
        snprintf(text, sizeof text, raygen_template, k ? 100u : 1u);
        m[k] = assemble_version(ctx, text, 0x00010400);
    }
    CHECK(m[0] && m[1], "rt: assembling the ray generation shaders failed");
    if (!m[0] || !m[1]) {
        spvrt_module_free(m[0]);
        spvrt_module_free(m[1]);
        return;
    }
    unsigned logs_before = log_count;
    amber_vulkan_options o = {0};
    const spvrt_module *modules[2] = {m[0], m[1]};
    const char *names[2] = {"plus1", "plus100"};
    o.selector = "llvmpipe";
    o.api_version = (1u << 22) | (2u << 12);
    o.modules = modules;
    o.module_names = names;
    o.module_count = 2;
    o.validation_layer = validation;
    o.log = on_log;
    o.ray_tracing_pipelines = true;
    amber_backend *b = NULL;
    spvrt_result res = amber_vulkan_backend_create(ctx, &o, &b);
    CHECK(res == SPVRT_SUCCESS && b, "rt: device %d %s", res, all_messages(ctx));
    if (!b) {
        spvrt_module_free(m[0]);
        spvrt_module_free(m[1]);
        return;
    }
    amber_rt_shader shaders[2] = {{m[0], "main", 5313, NULL, 0, "plus1"}, {m[1], "main", 5313, NULL, 0, "plus100"}};
    amber_rt_group groups[2] = {{AMBER_RT_GROUP_GENERAL, 0, AMBER_RT_UNUSED, AMBER_RT_UNUSED, AMBER_RT_UNUSED},
                                {AMBER_RT_GROUP_GENERAL, 1, AMBER_RT_UNUSED, AMBER_RT_UNUSED, AMBER_RT_UNUSED}};
    amber_binding_decl decl = {0, 0, 1, AMBER_DESCRIPTOR_STORAGE_BUFFER};
    amber_rt_pipeline_desc desc = {0};
    desc.name = "rt";
    desc.shaders = shaders;
    desc.shader_count = 2;
    desc.groups = groups;
    desc.group_count = 2;
    desc.bindings = &decl;
    desc.binding_count = 1;
    desc.max_recursion_depth = 1000;
    amber_pipeline *p = NULL;
    res = b->ops->rt_pipeline_create(b, &desc, &p);
    CHECK(res == SPVRT_ERROR_UNSUPPORTED && !p && strstr(all_messages(ctx), "maxRayRecursionDepth"),
          "rt: recursion depth 1000 %d %s", res, all_messages(ctx));
    desc.max_recursion_depth = 1;
    res = b->ops->rt_pipeline_create(b, &desc, &p);
    CHECK(res == SPVRT_SUCCESS && p, "rt: pipeline %d %s", res, all_messages(ctx));
    amber_buffer *out = NULL;
    res = b->ops->buffer_create(b, 0, 16, &out);
    CHECK(res == SPVRT_SUCCESS && out, "rt: buffer %d", res);
    if (p && out) {
        amber_bind bind = {.binding = 0, .buffer = out, .offset = 0, .range = 16};
        const uint32_t size[3] = {4, 1, 1};
        for (uint32_t which = 0; which < 2; which++) {
            const uint32_t record[1] = {which};
            amber_sbt sbts[AMBER_SBT_COUNT] = {{record, 1}, {NULL, 0}, {NULL, 0}, {NULL, 0}};
            res = b->ops->trace_rays(b, p, &bind, 1, NULL, 0, sbts, size);
            CHECK(res == SPVRT_SUCCESS, "rt: trace %u %d %s", which, res, all_messages(ctx));
            const uint32_t *v = (const uint32_t *)(const void *)b->ops->buffer_host(out);
            uint32_t add = which ? 100u : 1u;
            CHECK(v[0] == add && v[1] == add + 1 && v[2] == add + 2 && v[3] == add + 3,
                  "rt: record %u gave %u %u %u %u", which, v[0], v[1], v[2], v[3]);
        }
        const uint32_t beyond[1] = {2}, two[2] = {0, 1};
        amber_sbt bad[AMBER_SBT_COUNT] = {{beyond, 1}, {NULL, 0}, {NULL, 0}, {NULL, 0}};
        res = b->ops->trace_rays(b, p, &bind, 1, NULL, 0, bad, size);
        CHECK(res == SPVRT_ERROR_INVALID_ARGUMENT && strstr(all_messages(ctx), "names group 2 of 2"),
              "rt: record beyond the groups %d %s", res, all_messages(ctx));
        bad[0].groups = two;
        bad[0].count = 2;
        res = b->ops->trace_rays(b, p, &bind, 1, NULL, 0, bad, size);
        CHECK(res == SPVRT_ERROR_INVALID_ARGUMENT && strstr(all_messages(ctx), "has 2 records, not 1"),
              "rt: two ray generation records %d %s", res, all_messages(ctx));
    }
    b->ops->pipeline_destroy(b, p);
    b->ops->buffer_destroy(b, out);
    b->ops->destroy(b);
    if (validation)
        CHECK(log_count == logs_before, "rt: the validation layer said %u things", log_count - logs_before);
    if (validation) {
        spvrt_module_free(m[0]);
        spvrt_module_free(m[1]);
        return;
    }
    /* a device hiding the extension; a device created without the option */
    const char *hidden[1] = {"VK_KHR_ray_tracing_pipeline"};
    o.validation_layer = false;
    o.module_count = 0;
    o.hidden_extensions = hidden;
    o.hidden_extension_count = 1;
    b = NULL;
    res = amber_vulkan_backend_create(ctx, &o, &b);
    CHECK(res == SPVRT_ERROR_UNSUPPORTED && !b && strstr(all_messages(ctx), "VK_KHR_ray_tracing_pipeline"),
          "rt: hidden extension %d %s", res, all_messages(ctx));
    if (b)
        b->ops->destroy(b);
    o.hidden_extension_count = 0;
    o.ray_tracing_pipelines = false;
    b = NULL;
    res = amber_vulkan_backend_create(ctx, &o, &b);
    CHECK(res == SPVRT_SUCCESS && b, "rt: plain device %d %s", res, all_messages(ctx));
    if (b) {
        p = NULL;
        res = b->ops->rt_pipeline_create(b, &desc, &p);
        CHECK(res == SPVRT_ERROR_UNSUPPORTED && !p && strstr(all_messages(ctx), "ray_tracing_pipelines"),
              "rt: not enabled %d %s", res, all_messages(ctx));
        b->ops->destroy(b);
    }
    spvrt_module_free(m[0]);
    spvrt_module_free(m[1]);
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
    accel_case(ctx, false);
    accel_case(ctx, true);
    accel_unsupported(ctx);
    rt_case(ctx, false);
    rt_case(ctx, true);

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
            amber_binding_decl decl = {0, 0, 1, AMBER_DESCRIPTOR_STORAGE_BUFFER};
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
            amber_bind bind = {.binding = 0, .buffer = buf, .offset = 0, .range = 16};
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
