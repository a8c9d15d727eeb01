/* libFuzzer target: hostile shaders through the execution engine.  Bytes
 * that read as a module valid for Vulkan 1.3 are prepared (subgroup size 4)
 * and dispatched on two workgroups with small buffers bound to every
 * binding a shader is likely to use, push constants and a device buffer, and
 * a low step limit.  Any outcome but success, "unsupported" at prepare or a
 * trap report (out of bounds, step limit, ...) is a failure, and so is any
 * sanitizer report. */
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 0;
    spvrt_module *m = NULL;
    spvrt_val_options val = {0};
    spvrt_target_env env;
    if (spvrt_module_read_bytes(ctx, data, size, &m) == SPVRT_SUCCESS &&
        spvrt_target_env_parse("vulkan1.3", &env) == SPVRT_SUCCESS) {
        val.version = env.spirv_version;
        val.environment = env.environment;
        val.api_version = env.api_version;
        spvrt_program *program = NULL;
        if (spvrt_validate(ctx, m, &val) == SPVRT_SUCCESS) {
            spvrt_prepare_options options = {.subgroup_size = 4};
            spvrt_result r = spvrt_program_prepare(ctx, m, &options, &program);
            if (r != SPVRT_SUCCESS && r != SPVRT_ERROR_UNSUPPORTED)
                abort();
        }
        if (program) {
            static uint8_t memory[2][4][256];
            static uint8_t push[128], device[256];
            memset(memory, 0, sizeof memory);
            spvrt_binding bindings[8];
            for (uint32_t set = 0; set < 2; set++)
                for (uint32_t b = 0; b < 4; b++)
                    bindings[set * 4 + b] = (spvrt_binding){set, b, 0, memory[set][b], sizeof memory[set][b]};
            spvrt_device_buffer buffer = {device, sizeof device, 1ull << 32};
            spvrt_dispatch d = {.group_count = {2, 1, 1},
                                .bindings = bindings,
                                .binding_count = 8,
                                .push_constants = push,
                                .push_constant_size = sizeof push,
                                .device_buffers = &buffer,
                                .device_buffer_count = 1,
                                .threads = 1,
                                .max_steps = 20000,
                                .max_invocations = 4096};
            spvrt_result r = spvrt_program_dispatch(ctx, program, &d);
            if (r != SPVRT_SUCCESS && r != SPVRT_ERROR_TRAP && r != SPVRT_ERROR_INVALID_ARGUMENT)
                abort();
            spvrt_program_free(program);
        }
    }
    spvrt_module_free(m);
    spvrt_context_destroy(ctx);
    return 0;
}
