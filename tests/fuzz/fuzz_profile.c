/* libFuzzer target: arbitrary text as a device profile (vulkaninfo --json or
 * Vulkan Profiles JSON).  A malformed document must give an error with a
 * line and column; a document that loads is used to validate a small
 * ray-query compute module with the runtime rules. */
#include <stdlib.h>

#include "spvrt/spvrt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* OpCapability Shader, Int64, RayQueryKHR; a GLCompute entry point that
 * initializes a ray query on an acceleration structure made from a 64-bit
 * address: enough for ENV-001/004/005/006/007 and the feature rules to run. */
static const char module_text[] =
    "OpCapability Shader\nOpCapability Int64\nOpCapability RayQueryKHR\nOpExtension \"SPV_KHR_ray_query\"\n"
    "OpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n"
    "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%uint = OpTypeInt 32 0\n%ulong = OpTypeInt 64 0\n"
    "%float = OpTypeFloat 32\n%v3 = OpTypeVector %float 3\n%as = OpTypeAccelerationStructureKHR\n"
    "%rq = OpTypeRayQueryKHR\n%prq = OpTypePointer Function %rq\n%addr = OpConstant %ulong 256\n"
    "%flags = OpConstant %uint 0\n%mask = OpConstant %uint 255\n%f0 = OpConstant %float 0\n"
    "%f1 = OpConstant %float 1\n%o = OpConstantComposite %v3 %f0 %f0 %f0\n%d = OpConstantComposite %v3 %f0 %f0 %f1\n"
    "%main = OpFunction %void None %fn\n%l = OpLabel\n%q = OpVariable %prq Function\n"
    "%a = OpConvertUToAccelerationStructureKHR %as %addr\n"
    "OpRayQueryInitializeKHR %q %a %flags %mask %o %f0 %d %f1\nOpReturn\nOpFunctionEnd\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 0;
    spvrt_device_profile *profile = NULL;
    if (spvrt_device_profile_create(ctx, &profile) != SPVRT_SUCCESS) {
        spvrt_context_destroy(ctx);
        return 0;
    }
    spvrt_result r = spvrt_device_profile_load_json(profile, (const char *)data, size);
    if (r == SPVRT_ERROR_INVALID_TEXT) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        if (n == 0 || d[0].line == 0 || d[0].column == 0)
            abort();
    } else if (r == SPVRT_SUCCESS) {
        spvrt_context *vctx = spvrt_context_create(NULL);
        uint32_t *words = NULL;
        size_t count = 0;
        spvrt_module *m = NULL;
        if (vctx && spvrt_assemble(vctx, module_text, sizeof module_text - 1, NULL, &words, &count) == SPVRT_SUCCESS &&
            spvrt_module_read(vctx, words, count, &m) == SPVRT_SUCCESS) {
            spvrt_target_env env;
            if (spvrt_target_env_parse("vulkan1.2", &env) == SPVRT_SUCCESS) {
                spvrt_val_options options = {0};
                options.version = env.spirv_version;
                options.environment = env.environment;
                options.api_version = env.api_version;
                options.profile = profile;
                r = spvrt_validate(vctx, m, &options);
                if (r != SPVRT_SUCCESS && r != SPVRT_ERROR_INVALID_MODULE)
                    abort();
            }
        }
        spvrt_module_free(m);
        spvrt_free(vctx, words);
        spvrt_context_destroy(vctx);
    }
    spvrt_device_profile_destroy(profile);
    spvrt_context_destroy(ctx);
    return 0;
}
