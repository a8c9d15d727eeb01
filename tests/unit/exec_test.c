/* The execution engine through its public API (spvrt_program_prepare /
 * spvrt_program_dispatch), on shaders that need only the core's
 * instructions: results, trap reports and their independence from the
 * number of threads, limits, and prepare-time refusals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

static int failures;

#define FAIL(...)                                                                                                     \
    do {                                                                                                              \
        fprintf(stderr, "exec_test.c:%d: ", __LINE__);                                                                \
        fprintf(stderr, __VA_ARGS__);                                                                                 \
        fputc('\n', stderr);                                                                                          \
        failures++;                                                                                                   \
    } while (0)

/* in[] -> out[in[i]] = i, and a trap for invocations whose in[i] >= 1000 */
static const char *scatter =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %gid\n"
    "OpExecutionMode %main LocalSize 8 1 1\n"
    "OpDecorate %gid BuiltIn GlobalInvocationId\n"
    "OpDecorate %arr ArrayStride 4\n"
    "OpMemberDecorate %S 0 Offset 0\n"
    "OpDecorate %S Block\n"
    "OpDecorate %in DescriptorSet 0\n"
    "OpDecorate %in Binding 0\n"
    "OpDecorate %out DescriptorSet 0\n"
    "OpDecorate %out Binding 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%u32 = OpTypeInt 32 0\n"
    "%v3 = OpTypeVector %u32 3\n"
    "%arr = OpTypeRuntimeArray %u32\n"
    "%S = OpTypeStruct %arr\n"
    "%pS = OpTypePointer StorageBuffer %S\n"
    "%pu = OpTypePointer StorageBuffer %u32\n"
    "%pin = OpTypePointer Input %v3\n"
    "%pinx = OpTypePointer Input %u32\n"
    "%gid = OpVariable %pin Input\n"
    "%in = OpVariable %pS StorageBuffer\n"
    "%out = OpVariable %pS StorageBuffer\n"
    "%c0 = OpConstant %u32 0\n"
    "%main = OpFunction %void None %fn\n"
    "%e = OpLabel\n"
    "%px = OpAccessChain %pinx %gid %c0\n"
    "%i = OpLoad %u32 %px\n"
    "%p = OpAccessChain %pu %in %c0 %i\n"
    "%v = OpLoad %u32 %p\n"
    "%q = OpAccessChain %pu %out %c0 %v\n"
    "OpStore %q %i\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* a loop that never ends (the condition is a constant true) */
static const char *endless =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 4 1 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%true = OpConstantTrue %bool\n"
    "%main = OpFunction %void None %fn\n"
    "%e = OpLabel\n"
    "OpBranch %h\n"
    "%h = OpLabel\n"
    "OpLoopMerge %m %c None\n"
    "OpBranchConditional %true %c %m\n"
    "%c = OpLabel\n"
    "OpBranch %h\n"
    "%m = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* an image read: refused at prepare, naming what is missing */
static const char *image =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %img DescriptorSet 0\n"
    "OpDecorate %img Binding 0\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%f32 = OpTypeFloat 32\n"
    "%it = OpTypeImage %f32 2D 0 0 0 2 R32f\n"
    "%pit = OpTypePointer UniformConstant %it\n"
    "%img = OpVariable %pit UniformConstant\n"
    "%main = OpFunction %void None %fn\n"
    "%e = OpLabel\n"
    "%x = OpLoad %it %img\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* The module must outlive its program (trap reports disassemble from it). */
static spvrt_module *module_of_last_prepare;

/* 32 MB of Function memory per invocation, 64 invocations: refused at prepare
 * rather than allocated */
static const char *hungry =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 64 1 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%f32 = OpTypeFloat 32\n"
    "%u32 = OpTypeInt 32 0\n"
    "%n = OpConstant %u32 8000000\n"
    "%c0 = OpConstant %u32 0\n"
    "%f0 = OpConstant %f32 0\n"
    "%arr = OpTypeArray %f32 %n\n"
    "%parr = OpTypePointer Function %arr\n"
    "%pf = OpTypePointer Function %f32\n"
    "%main = OpFunction %void None %fn\n"
    "%e = OpLabel\n"
    "%v = OpVariable %parr Function\n"
    "%p = OpAccessChain %pf %v %c0\n"
    "OpStore %p %f0\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static spvrt_program *prepare(spvrt_context *ctx, const char *text, uint32_t subgroup_size, spvrt_result *result)
{
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_program *program = NULL;
    module_of_last_prepare = NULL;
    if (spvrt_assemble(ctx, text, strlen(text), NULL, &words, &count) != SPVRT_SUCCESS ||
        spvrt_module_read(ctx, words, count, &module_of_last_prepare) != SPVRT_SUCCESS) {
        FAIL("the test shader does not assemble");
        *result = SPVRT_ERROR_INVALID_TEXT;
        return NULL;
    }
    spvrt_free(ctx, words);
    spvrt_prepare_options options = {.subgroup_size = subgroup_size};
    *result = spvrt_program_prepare(ctx, module_of_last_prepare, &options, &program);
    return program;
}

static void release(spvrt_program *program)
{
    spvrt_program_free(program);
    spvrt_module_free(module_of_last_prepare);
    module_of_last_prepare = NULL;
}

static const char *first_message(spvrt_context *ctx)
{
    const spvrt_diagnostic *d;
    return spvrt_context_diagnostics(ctx, &d) ? d[0].message : "";
}

static void test_scatter(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_result r;
    spvrt_program *prog = prepare(ctx, scatter, 4, &r);
    if (!prog) {
        FAIL("prepare: %s", first_message(ctx));
        release(NULL);
        spvrt_context_destroy(ctx);
        return;
    }
    uint32_t size[3];
    spvrt_program_local_size(prog, size);
    if (size[0] != 8 || size[1] != 1 || size[2] != 1)
        FAIL("local size %u %u %u", size[0], size[1], size[2]);
    enum { N = 64 };
    uint32_t in[N], out[N];
    for (uint32_t i = 0; i < N; i++)
        in[i] = (i * 37u) % N; /* a permutation */
    for (uint32_t threads = 1; threads <= 4; threads++) {
        memset(out, 0xff, sizeof out);
        spvrt_binding b[2] = {{0, 0, 0, in, sizeof in}, {0, 1, 0, out, sizeof out}};
        spvrt_dispatch d = {.group_count = {N / 8, 1, 1}, .bindings = b, .binding_count = 2, .threads = threads};
        if ((r = spvrt_program_dispatch(ctx, prog, &d)) != SPVRT_SUCCESS)
            FAIL("dispatch on %u threads: %s", threads, first_message(ctx));
        for (uint32_t i = 0; i < N; i++)
            if (out[in[i]] != i) {
                FAIL("threads %u: out[%u] = %u, want %u", threads, in[i], out[in[i]], i);
                break;
            }
    }
    /* the trap of the lowest workgroup is reported, whatever the threads:
       invocations 21 and 50 index out of bounds (workgroups 2 and 6) */
    in[21] = 1000;
    in[50] = 2000;
    char first[1024] = "";
    for (uint32_t threads = 1; threads <= 4; threads++) {
        spvrt_binding b[2] = {{0, 0, 0, in, sizeof in}, {0, 1, 0, out, sizeof out}};
        spvrt_dispatch d = {.group_count = {N / 8, 1, 1}, .bindings = b, .binding_count = 2, .threads = threads};
        r = spvrt_program_dispatch(ctx, prog, &d);
        const char *m = first_message(ctx);
        if (r != SPVRT_ERROR_TRAP || !strstr(m, "workgroup (2, 0, 0), invocation (5, 0, 0)") ||
            !strstr(m, "out-of-bounds access: 4 bytes at offset 4000 of the 256-byte buffer bound to descriptor set 0, "
                       "binding 1"))
            FAIL("threads %u: result %d, trap '%s'", threads, r, m);
        if (threads == 1)
            snprintf(first, sizeof first, "%s", m);
        else if (strcmp(first, m) != 0)
            FAIL("the trap report differs with %u threads: '%s' / '%s'", threads, m, first);
    }
    in[21] = 21;
    in[50] = 50;
    /* an unbound buffer */
    spvrt_binding only_in[1] = {{0, 0, 0, in, sizeof in}};
    spvrt_dispatch d = {.group_count = {1, 1, 1}, .bindings = only_in, .binding_count = 1, .threads = 1};
    r = spvrt_program_dispatch(ctx, prog, &d);
    if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "no buffer is bound to descriptor set 0, binding 1"))
        FAIL("unbound: result %d, '%s'", r, first_message(ctx));
    /* a dispatch over the invocation bound */
    spvrt_binding b[2] = {{0, 0, 0, in, sizeof in}, {0, 1, 0, out, sizeof out}};
    spvrt_dispatch huge = {.group_count = {65535, 65535, 65535}, .bindings = b, .binding_count = 2};
    r = spvrt_program_dispatch(ctx, prog, &huge);
    if (r != SPVRT_ERROR_INVALID_ARGUMENT || !strstr(first_message(ctx), "exceeds the limit"))
        FAIL("huge dispatch: result %d, '%s'", r, first_message(ctx));
    release(prog);
    spvrt_context_destroy(ctx);
}

static void test_endless(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_result r;
    spvrt_program *prog = prepare(ctx, endless, 0, &r);
    if (!prog) {
        FAIL("prepare: %s", first_message(ctx));
        release(NULL);
        spvrt_context_destroy(ctx);
        return;
    }
    spvrt_dispatch d = {.group_count = {3, 1, 1}, .max_steps = 10000};
    r = spvrt_program_dispatch(ctx, prog, &d);
    if (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "step limit (10000 instructions") ||
        !strstr(first_message(ctx), "workgroup (0, 0, 0)"))
        FAIL("endless loop: result %d, '%s'", r, first_message(ctx));
    release(prog);
    spvrt_context_destroy(ctx);
}

static void test_refusals(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_result r;
    /* images are executed (src/exec/image.c, tests/unit/image_test.c): loading one prepares */
    spvrt_program *prog = prepare(ctx, image, 0, &r);
    if (!prog)
        FAIL("image load: result %d, '%s'", r, first_message(ctx));
    release(prog);
    prog = prepare(ctx, hungry, 0, &r);
    if (prog || r != SPVRT_ERROR_UNSUPPORTED || !strstr(first_message(ctx), "MB of registers and variables"))
        FAIL("32 MB per invocation: result %d, '%s'", r, first_message(ctx));
    release(prog);
    prog = prepare(ctx, scatter, 3, &r);
    if (prog || r != SPVRT_ERROR_INVALID_ARGUMENT || !strstr(first_message(ctx), "power of two"))
        FAIL("subgroup size 3: result %d, '%s'", r, first_message(ctx));
    release(prog);
    spvrt_context_destroy(ctx);
}

int main(void)
{
    test_scatter();
    test_endless();
    test_refusals();
    if (failures) {
        fprintf(stderr, "exec_test: %d failures\n", failures);
        return 1;
    }
    printf("exec_test: all passed\n");
    return 0;
}
