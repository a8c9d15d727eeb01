/* libFuzzer target: the compiled code (src/jit) against the interpreter.
 * Bytes that read as a module valid for Vulkan 1.3 are prepared twice
 * (subgroup size 4), once per engine; when the JIT compiled it, both
 * dispatch two workgroups on their own copies of the same memory (as
 * fuzz_exec) with a low step limit.  The result, every byte of memory and
 * the trap report (message, location) must be the same (docs/jit.md: the
 * engines agree bit for bit); any difference aborts, and so does any
 * sanitizer report. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct run_memory {
    uint8_t buffers[2][4][256];
    uint8_t push[128], device[256];
} run_memory;

static void seed(run_memory *m)
{
    for (size_t i = 0; i < sizeof m->buffers; i++)
        ((uint8_t *)m->buffers)[i] = (uint8_t)(i * 7u + 1u);
    for (size_t i = 0; i < sizeof m->push; i++)
        m->push[i] = (uint8_t)(i * 3u);
    memset(m->device, 0x5a, sizeof m->device);
}

/* The result and the last diagnostic's text into report. */
static spvrt_result dispatch(spvrt_context *ctx, const spvrt_program *program, run_memory *m, char *report,
                             size_t report_size)
{
    spvrt_binding bindings[8];
    for (uint32_t set = 0; set < 2; set++)
        for (uint32_t b = 0; b < 4; b++)
            bindings[set * 4 + b] = (spvrt_binding){set, b, 0, m->buffers[set][b], sizeof m->buffers[set][b]};
    spvrt_device_buffer buffer = {m->device, sizeof m->device, 1ull << 32};
    spvrt_dispatch d = {.group_count = {2, 1, 1},
                        .bindings = bindings,
                        .binding_count = 8,
                        .push_constants = m->push,
                        .push_constant_size = sizeof m->push,
                        .device_buffers = &buffer,
                        .device_buffer_count = 1,
                        .threads = 1,
                        .max_steps = 20000,
                        .max_invocations = 4096};
    spvrt_result r = spvrt_program_dispatch(ctx, program, &d);
    const spvrt_diagnostic *diags = NULL;
    uint32_t n = spvrt_context_diagnostics(ctx, &diags);
    snprintf(report, report_size, "%s @%u", n ? diags[n - 1].message : "", n ? diags[n - 1].instruction_index : 0);
    return r;
}

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
        spvrt_program *programs[2] = {NULL, NULL};
        if (spvrt_validate(ctx, m, &val) == SPVRT_SUCCESS) {
            for (int e = 0; e < 2; e++) {
                spvrt_prepare_options options = {.subgroup_size = 4,
                                                 .engine = e ? SPVRT_ENGINE_JIT : SPVRT_ENGINE_INTERP};
                spvrt_result r = spvrt_program_prepare(ctx, m, &options, &programs[e]);
                if (r != SPVRT_SUCCESS && r != SPVRT_ERROR_UNSUPPORTED)
                    abort();
            }
        }
        if (programs[0] && programs[1] && spvrt_program_engine(programs[1], NULL, NULL) == SPVRT_ENGINE_JIT) {
            static run_memory memory[2];
            static char report[2][1024];
            spvrt_result r[2];
            for (int e = 0; e < 2; e++) {
                seed(&memory[e]);
                r[e] = dispatch(ctx, programs[e], &memory[e], report[e], sizeof report[e]);
            }
            if (r[0] != r[1] || memcmp(&memory[0], &memory[1], sizeof memory[0]) != 0 ||
                (r[0] != SPVRT_SUCCESS && strcmp(report[0], report[1]) != 0)) {
                fprintf(stderr, "fuzz_jit: the engines differ: interp %d \"%s\", jit %d \"%s\", memory %s\n", r[0],
                        report[0], r[1], report[1],
                        memcmp(&memory[0], &memory[1], sizeof memory[0]) ? "differs" : "the same");
                abort();
            }
        }
        spvrt_program_free(programs[0]);
        spvrt_program_free(programs[1]);
    }
    spvrt_module_free(m);
    spvrt_context_destroy(ctx);
    return 0;
}
