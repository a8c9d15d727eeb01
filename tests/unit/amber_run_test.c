/* spvrt_amber_run without the engine: layouts, initialisers, COPY, DEVICE_ADDRESS
 * and every EXPECT form on scripts that need no RUN; each case states how many
 * EXPECTs pass and fail, and a piece of the first failure message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

static int failures;
static char first_fail[1024], first_error[1024];

static void on_message(void *user, spvrt_amber_message kind, const char *text)
{
    (void)user;
    char *slot = kind == SPVRT_AMBER_MESSAGE_FAIL ? first_fail : kind == SPVRT_AMBER_MESSAGE_ERROR ? first_error : NULL;
    if (slot && !slot[0])
        snprintf(slot, 1024, "%s", text);
}

static void check(const char *body, uint32_t passed, uint32_t failed, spvrt_result want, const char *part, int line)
{
    char text[4096];
    snprintf(text, sizeof text, "#!amber\n%s", body);
    first_fail[0] = first_error[0] = 0;
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_amber_options o = {0};
    o.message = on_message;
    spvrt_amber_report rep;
    spvrt_result res = spvrt_amber_run(ctx, text, strlen(text), "t.amber", &o, &rep);
    spvrt_context_destroy(ctx);
    const char *where = first_fail[0] ? first_fail : first_error;
    if (res != want || rep.expects_passed != passed || rep.expects_failed != failed || (part && !strstr(where, part))) {
        fprintf(stderr, "amber_run_test.c:%d: result %d (want %d), %u passed (want %u), %u failed (want %u), "
                        "message '%s' (want '%s')\n", line, res, want, rep.expects_passed, passed, rep.expects_failed,
                failed, where, part ? part : "");
        failures++;
    }
}
#define OK(body, p, f, part) check((body), (p), (f), SPVRT_SUCCESS, (part), __LINE__)
#define ERR(body, want, part) check((body), 0, 0, (want), (part), __LINE__)

int main(void)
{
    /* scalar arrays, all comparators */
    OK("BUFFER a DATA_TYPE int32 DATA -3 0 7 2147483647 END\n"
       "EXPECT a IDX 0 EQ -3 0 7 2147483647\nEXPECT a IDX 4 NE 1\nEXPECT a IDX 0 LT -2\nEXPECT a IDX 0 LE -3\n"
       "EXPECT a IDX 8 GT 6\nEXPECT a IDX 8 GE 7\nEXPECT a IDX 12 GT -1\n", 7, 0, NULL);
    OK("BUFFER a DATA_TYPE int32 DATA -3 0 7 END\nEXPECT a IDX 4 EQ 0 8\n", 0, 1,
       "t.amber:3: Verifier failed: 7 == 8, at index 2");
    OK("BUFFER a DATA_TYPE uint32 DATA 4294967295 END\nEXPECT a IDX 0 GT 1\n", 1, 0, NULL);
    OK("BUFFER a DATA_TYPE int64 DATA -9223372036854775808 9223372036854775807 END\n"
       "EXPECT a IDX 0 LT 9223372036854775807\nEXPECT a IDX 8 EQ 9223372036854775807\n", 2, 0, NULL);
    OK("BUFFER a DATA_TYPE uint64 DATA 18446744073709551615 END\nEXPECT a IDX 0 EQ 18446744073709551614\n", 0, 1,
       "18446744073709551615 == 18446744073709551614");
    /* floats, tolerances */
    OK("BUFFER a DATA_TYPE float DATA 1.0 2.5 -0.0 END\nEXPECT a IDX 0 EQ 1 2.5 0\n"
       "EXPECT a IDX 0 TOLERANCE 0.1 EQ 1.05\nEXPECT a IDX 4 TOLERANCE 10% EQ 2.3\nEXPECT a IDX 4 TOLERANCE 1% EQ 2.3\n",
       3, 1, "within 1%");
    OK("BUFFER a DATA_TYPE vec2<float> DATA 1 10 END\nEXPECT a IDX 0 TOLERANCE 0.5 0.01 EQ 1.4 10.005\n"
       "EXPECT a IDX 0 TOLERANCE 0.5 0.01 EQ 1.4 10.5\n", 1, 1, "10 == 10.5 within 0.01");
    OK("BUFFER a DATA_TYPE float DATA nan 1 END\nEXPECT a IDX 0 EQ nan\nEXPECT a IDX 0 NE 1\nEXPECT a IDX 0 LT 5\n", 2,
       1, NULL);
    OK("BUFFER a DATA_TYPE float16 DATA 0.5 -2 END\nEXPECT a IDX 2 EQ -2\nEXPECT a IDX 0 EQ 0.5 -2\n", 2, 0, NULL);
    OK("BUFFER a DATA_TYPE double DATA 0.1 END\nEXPECT a IDX 0 EQ 0.1\n", 1, 0, NULL);
    /* a signed buffer takes values up to the unsigned maximum as their two's complement bits (Amber casts) */
    OK("BUFFER a DATA_TYPE int8 DATA 218 -38 127 END\nEXPECT a IDX 0 EQ -38 -38 127\n", 1, 0, NULL);
    OK("BUFFER a DATA_TYPE int64 DATA 17061410397170738613 END\nEXPECT a IDX 0 EQ -1385333676538813003\n", 1, 0, NULL);
    /* EQ / NE on floats without TOLERANCE: Amber's kEpsilon, 1e-8 of the expected value (verifier.cc) */
    OK("BUFFER a DATA_TYPE double DATA -0.36410167863609955 100000000 END\n"
       "EXPECT a IDX 0 EQ -0.364101678133011\nEXPECT a IDX 8 EQ 100000000.9\nEXPECT a IDX 8 EQ 100000001.1\n"
       "EXPECT a IDX 0 NE -0.364101678133011\nEXPECT a IDX 8 NE 100000001.1\n", 3, 2, "100000000 == 100000001.09999999");
    OK("BUFFER a DATA_TYPE float DATA 1.0 END\nEXPECT a IDX 0 EQ 1.00000001\nEXPECT a IDX 0 EQ 1.0000001\n", 1, 1,
       "1 == 1.0000001");
    /* layouts: std140 scalars have a 16-byte stride, vec3 takes 16 bytes, values skip padding */
    OK("BUFFER a DATA_TYPE int32 STD140 DATA 1 2 3 END\nEXPECT a IDX 16 EQ 2 3\nEXPECT a IDX 32 EQ 3\n", 2, 0, NULL);
    ERR("BUFFER a DATA_TYPE int32 STD140 DATA 1 2 3 END\nEXPECT a IDX 4 EQ 0\n", SPVRT_ERROR_INVALID_ARGUMENT,
        "not the start of a component");
    OK("BUFFER a DATA_TYPE vec3<uint32> DATA 1 2 3 4 5 6 END\nEXPECT a IDX 0 EQ 1 2 3 4 5 6\nEXPECT a IDX 20 EQ 5 6\n",
       2, 0, NULL);
    OK("BUFFER a DATA_TYPE mat2x2<float> STD140 DATA 1 2 3 4 END\nEXPECT a IDX 16 EQ 3 4\n", 1, 0, NULL);
    OK("BUFFER a DATA_TYPE mat2x2<float> DATA 1 2 3 4 END\nEXPECT a IDX 8 EQ 3 4\n", 1, 0, NULL);
    /* initialisers */
    OK("BUFFER a DATA_TYPE uint8 SIZE 4 SERIES_FROM 254 INC_BY 1\nEXPECT a IDX 0 EQ 254 255 0 1\n", 1, 0, NULL);
    OK("BUFFER a DATA_TYPE vec2<float> SIZE 3 SERIES_FROM 0.5 INC_BY 0.25\nEXPECT a IDX 0 EQ 0.5 0.75 1 1.25 1.5 1.75\n",
       1, 0, NULL);
    OK("BUFFER a DATA_TYPE int16 SIZE 5 FILL -7\nEXPECT a IDX 8 EQ -7\n", 1, 0, NULL);
    OK("BUFFER a DATA_TYPE int32 DATA 1 2 3 END\nEXPECT a IDX 8 EQ 3\n", 1, 0, NULL);
    /* bounds */
    ERR("BUFFER o DATA_TYPE uint32 SIZE 4 FILL 0\nEXPECT o IDX 16 EQ 1\n", SPVRT_ERROR_INVALID_ARGUMENT,
        "t.amber:3: error: EXPECT IDX 16 is outside buffer 'o' (16 bytes)");
    ERR("BUFFER o DATA_TYPE uint32 SIZE 4 FILL 0\nEXPECT o IDX 12 EQ 0 0\n", SPVRT_ERROR_INVALID_ARGUMENT,
        "past the end");
    /* COPY, EQ_BUFFER, RMSE_BUFFER */
    OK("BUFFER a DATA_TYPE int32 DATA 1 2 3 END\nBUFFER b DATA_TYPE int32 SIZE 1 FILL 9\nCOPY a TO b\n"
       "EXPECT b EQ_BUFFER a\nEXPECT b IDX 8 EQ 3\n", 2, 0, NULL);
    OK("BUFFER a DATA_TYPE int32 DATA 1 2 3 END\nBUFFER b DATA_TYPE int32 DATA 1 5 3 END\nEXPECT a EQ_BUFFER b\n", 0, 1,
       "differ in 1 of 3 values; first at index 1: 2 != 5");
    OK("BUFFER a DATA_TYPE int32 DATA 1 2 END\nBUFFER b DATA_TYPE int32 DATA 1 2 3 END\nEXPECT a EQ_BUFFER b\n", 0, 1,
       "different sizes");
    OK("BUFFER a DATA_TYPE float DATA 1 2 3 4 END\nBUFFER b DATA_TYPE float DATA 1 2 3 5 END\n"
       "EXPECT a RMSE_BUFFER b TOLERANCE 0.5\nEXPECT a RMSE_BUFFER b TOLERANCE 0.4\n", 1, 1, "RMSE 0.5");
    /* EQ_HISTOGRAM_EMD_BUFFER: a's channels are half 0, half 255, b's all 0: the cumulative difference of the
       normalised histograms is 0.5 over bins 0..254, so the distance is 255 * 0.5 / 256 = 0.498046875 */
    OK("BUFFER a DATA_TYPE vec4<uint8> DATA 0 0 0 0 255 255 255 255 END\n"
       "BUFFER b DATA_TYPE vec4<uint8> DATA 0 0 0 0 0 0 0 0 END\n"
       "EXPECT a EQ_HISTOGRAM_EMD_BUFFER b TOLERANCE 0.4981\nEXPECT a EQ_HISTOGRAM_EMD_BUFFER b TOLERANCE 0.498\n",
       1, 1, "histogram earth mover's distance 0.498047 between 'a' and 'b' is above the tolerance 0.498");
    /* only one channel differs (by one bin: 1/256 of the earth moved one bin) and counts are normalised */
    OK("BUFFER a DATA_TYPE vec4<uint8> DATA 7 1 2 3 END\n"
       "BUFFER b DATA_TYPE vec4<uint8> DATA 7 1 2 4 7 1 2 4 END\n"
       "EXPECT a EQ_HISTOGRAM_EMD_BUFFER b TOLERANCE 0.00390625\nEXPECT b EQ_HISTOGRAM_EMD_BUFFER b TOLERANCE 0\n"
       "EXPECT a EQ_HISTOGRAM_EMD_BUFFER b TOLERANCE 0.0039\n", 2, 1, "distance 0.00390625");
    ERR("BUFFER a DATA_TYPE vec4<float> DATA 0 0 0 0 END\nEXPECT a EQ_HISTOGRAM_EMD_BUFFER a TOLERANCE 1\n",
        SPVRT_ERROR_INVALID_ARGUMENT, "is not of four 8-bit unsigned components");
    ERR("BUFFER a DATA_TYPE int32 DATA 1 END\nBUFFER b DATA_TYPE uint32 DATA 1 END\nCOPY a TO b\n",
        SPVRT_ERROR_INVALID_ARGUMENT, "different types");
    /* REPEAT runs its body count times */
    OK("BUFFER a DATA_TYPE int32 DATA 1 END\nREPEAT 3\nEXPECT a IDX 0 EQ 1\nEND\n", 3, 0, NULL);
    /* DEVICE_ADDRESS */
    OK("BUFFER d DATA_TYPE int32 DATA 1 END\nBUFFER p DATA_TYPE uint64 SIZE 2 FILL 0\nDEVICE_ADDRESS d INTO p IDX 8\n"
       "EXPECT p IDX 8 NE 0\nEXPECT p IDX 0 EQ 0\n", 2, 0, NULL);
    ERR("BUFFER d DATA_TYPE int32 DATA 1 END\nBUFFER p DATA_TYPE uint64 SIZE 1 FILL 0\nDEVICE_ADDRESS d INTO p IDX 8\n",
        SPVRT_ERROR_INVALID_ARGUMENT, "outside buffer 'p'");
    /* requirements and header */
    OK("DEVICE_FEATURE shaderInt64\nDEVICE_FEATURE SubgroupSupportedOperations.quad\n", 0, 0, NULL);
    ERR("BUFFER a DATA_TYPE int32 DATA 1 END\nDEVICE_FEATURE geometryShader\n", SPVRT_ERROR_UNSUPPORTED,
        "t.amber:3: error: DEVICE_FEATURE geometryShader");
    OK("DEVICE_EXTENSION VK_KHR_ray_tracing_pipeline\n", 0, 0, NULL);
    OK("DEVICE_EXTENSION VK_KHR_ray_query\nDEVICE_FEATURE RayQueryFeaturesKHR.rayQuery\n", 0, 0, NULL);
    ERR("FROB\n", SPVRT_ERROR_INVALID_TEXT, "t.amber:2:1: error: unknown command 'FROB'");
    {
        spvrt_context *ctx = spvrt_context_create(NULL);
        first_error[0] = 0;
        spvrt_amber_options o = {0};
        o.message = on_message;
        const char *text = "BUFFER a DATA_TYPE int32 DATA 1 END\n";
        if (spvrt_amber_run(ctx, text, strlen(text), "t.amber", &o, NULL) != SPVRT_ERROR_INVALID_TEXT ||
            !strstr(first_error, "#!amber")) {
            fprintf(stderr, "amber_run_test.c:%d: a script without '#!amber' must be refused\n", __LINE__);
            failures++;
        }
        spvrt_context_destroy(ctx);
    }
    /* VkScript (no '#!amber'): a graphics section is SPVRT_ERROR_UNSUPPORTED; a compute script runs, its
       ssbo subdata growing the buffer between computes */
    {
        spvrt_context *ctx = spvrt_context_create(NULL);
        spvrt_amber_options o = {0};
        o.message = on_message;
        spvrt_amber_report rep;
        first_error[0] = 0;
        const char *graphics = "[vertex shader passthrough]\n[fragment shader]\nvoid main() {}\n[test]\nclear\n";
        if (spvrt_amber_run(ctx, graphics, strlen(graphics), "g.vkscript", &o, &rep) != SPVRT_ERROR_UNSUPPORTED ||
            !strstr(first_error, "g.vkscript:1:1: error: [vertex shader passthrough] is a graphics section")) {
            fprintf(stderr, "amber_run_test.c:%d: graphics VkScript must be unsupported, got '%s'\n", __LINE__,
                    first_error);
            failures++;
        }
        const char *compute = "[compute shader spirv]\n"
                              "OpCapability Shader\nOpMemoryModel Logical GLSL450\n"
                              "OpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n"
                              "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n"
                              "%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n"
                              "[test]\nssbo 0 subdata int 0 1 2\ncompute 1 1 1\nssbo 0 subdata int 8 3 4\n"
                              "probe ssbo int 0 0 == 1 2 3 4\nprobe ssbo int 0 4 > 1\n";
        spvrt_result res = spvrt_amber_run(ctx, compute, strlen(compute), "c.vkscript", &o, &rep);
        if (res != SPVRT_SUCCESS || rep.expects_passed != 2 || rep.expects_failed != 0 || rep.runs != 1) {
            fprintf(stderr, "amber_run_test.c:%d: VkScript compute: result %d, %u passed, %u failed\n", __LINE__,
                    (int)res, rep.expects_passed, rep.expects_failed);
            failures++;
        }
        spvrt_context_destroy(ctx);
    }
    /* SPIRV-ASM errors are located on the script line */
    ERR("SHADER compute s SPIRV-ASM\n  OpCapability Shader\n  OpBogus\nEND\n", SPVRT_ERROR_INVALID_TEXT, "t.amber:4:");
    if (failures)
        fprintf(stderr, "%d amber_run_test cases failed\n", failures);
    else
        printf("amber_run_test: all cases pass\n");
    return failures != 0;
}
