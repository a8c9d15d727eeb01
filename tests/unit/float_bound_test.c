/* spvrt_float_tolerance_derive (src/exec/float_bound.c) on hand-written
 * compute shaders, one per rule of docs/float-tolerance.md, and the table
 * check: every GLSL.std.450 instruction has a row or makes the bound
 * unbounded.
 *
 * With arguments (`float_bound_test FILE...`, .spv binaries or .spvasm
 * text), it prints the derived tolerance of each module instead: the
 * measurement driver of tests/unit/float_bound_measure.py. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"
#include "grammar_enums.h"

/* private: 1 row, 0 unbounded, -1 not an instruction (float_bound.c) */
int spvrt_float_bound_glsl_row(uint32_t ext_opcode);

static int failures;

#define FAIL(...)                                                                                                     \
    do {                                                                                                              \
        fprintf(stderr, "float_bound_test.c:%d: ", __LINE__);                                                         \
        fprintf(stderr, __VA_ARGS__);                                                                                 \
        fputc('\n', stderr);                                                                                          \
        failures++;                                                                                                   \
    } while (0)

/* A compute shader reading in[0] (%a), in[1] (%b), in[2] (%c) and storing
 * %r into out[0]; %outi is a uint buffer.  %MODES%, %DECOS%, %TYPES% and
 * %BODY% are replaced; BODY may open blocks and must leave %r defined in
 * the block it ends in. */
static const char *shell =
    "OpCapability Shader\n"
    "OpCapability Float64\n"
    "OpCapability Float16\n"
    "%glsl = OpExtInstImport \"GLSL.std.450\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %gid %in %out %outi %outd\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "%MODES%"
    "OpDecorate %gid BuiltIn GlobalInvocationId\n"
    "OpDecorate %arr ArrayStride 4\n"
    "OpDecorate %arru ArrayStride 4\n"
    "OpMemberDecorate %S 0 Offset 0\n"
    "OpMemberDecorate %SU 0 Offset 0\n"
    "OpDecorate %S Block\n"
    "OpDecorate %SU Block\n"
    "OpDecorate %in DescriptorSet 0\n"
    "OpDecorate %in Binding 0\n"
    "OpDecorate %out DescriptorSet 0\n"
    "OpDecorate %out Binding 1\n"
    "OpDecorate %outi DescriptorSet 0\n"
    "OpDecorate %outi Binding 2\n"
    "OpDecorate %arrd ArrayStride 8\n"
    "OpMemberDecorate %SD 0 Offset 0\n"
    "OpDecorate %SD Block\n"
    "OpDecorate %outd DescriptorSet 0\n"
    "OpDecorate %outd Binding 3\n"
    "%DECOS%"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%f32 = OpTypeFloat 32\n"
    "%u32 = OpTypeInt 32 0\n"
    "%i32 = OpTypeInt 32 1\n"
    "%bool = OpTypeBool\n"
    "%v3 = OpTypeVector %u32 3\n"
    "%v3f = OpTypeVector %f32 3\n"
    "%arr = OpTypeRuntimeArray %f32\n"
    "%arru = OpTypeRuntimeArray %u32\n"
    "%f64 = OpTypeFloat 64\n"
    "%f16 = OpTypeFloat 16\n"
    "%arrd = OpTypeRuntimeArray %f64\n"
    "%SD = OpTypeStruct %arrd\n"
    "%pSD = OpTypePointer StorageBuffer %SD\n"
    "%pd = OpTypePointer StorageBuffer %f64\n"
    "%outd = OpVariable %pSD StorageBuffer\n"
    "%S = OpTypeStruct %arr\n"
    "%SU = OpTypeStruct %arru\n"
    "%pS = OpTypePointer StorageBuffer %S\n"
    "%pSU = OpTypePointer StorageBuffer %SU\n"
    "%pf = OpTypePointer StorageBuffer %f32\n"
    "%pu = OpTypePointer StorageBuffer %u32\n"
    "%pin = OpTypePointer Input %v3\n"
    "%pff = OpTypePointer Function %f32\n"
    "%gid = OpVariable %pin Input\n"
    "%in = OpVariable %pS StorageBuffer\n"
    "%out = OpVariable %pS StorageBuffer\n"
    "%outi = OpVariable %pSU StorageBuffer\n"
    "%c0 = OpConstant %u32 0\n"
    "%c1 = OpConstant %u32 1\n"
    "%c2 = OpConstant %u32 2\n"
    "%c10 = OpConstant %u32 10\n"
    "%f0 = OpConstant %f32 0\n"
    "%f1 = OpConstant %f32 1\n"
    "%f2 = OpConstant %f32 2\n"
    "%TYPES%"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%fv = OpVariable %pff Function\n"
    "%pa = OpAccessChain %pf %in %c0 %c0\n"
    "%a = OpLoad %f32 %pa\n"
    "%pb = OpAccessChain %pf %in %c0 %c1\n"
    "%b = OpLoad %f32 %pb\n"
    "%pc = OpAccessChain %pf %in %c0 %c2\n"
    "%c = OpLoad %f32 %pc\n"
    "%po = OpAccessChain %pf %out %c0 %c0\n"
    "%poi = OpAccessChain %pu %outi %c0 %c0\n"
    "%pod = OpAccessChain %pd %outd %c0 %c0\n"
    "%BODY%"
    "OpStore %po %r\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

typedef struct shader {
    const char *modes, *decos, *types, *body;
} shader;

static char *substitute(const shader *s)
{
    const char *keys[4] = {"%MODES%", "%DECOS%", "%TYPES%", "%BODY%"};
    const char *values[4] = {s->modes ? s->modes : "", s->decos ? s->decos : "", s->types ? s->types : "",
                             s->body ? s->body : ""};
    size_t size = strlen(shell) + 1;
    for (int k = 0; k < 4; k++)
        size += strlen(values[k]);
    char *out = malloc(size), *o = out;
    for (const char *p = shell; *p;) {
        int hit = -1;
        for (int k = 0; k < 4; k++)
            if (strncmp(p, keys[k], strlen(keys[k])) == 0)
                hit = k;
        if (hit >= 0) {
            strcpy(o, values[hit]);
            o += strlen(values[hit]);
            p += strlen(keys[hit]);
        } else {
            *o++ = *p++;
        }
    }
    *o = '\0';
    return out;
}

/* Assemble, validate for Vulkan 1.3 and derive; returns false on failure. */
static bool derive_text(spvrt_context *ctx, const char *text, spvrt_float_tolerance *t, spvrt_module **module_out,
                        int line)
{
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_module *module = NULL;
    if (spvrt_assemble(ctx, text, strlen(text), NULL, &words, &count) != SPVRT_SUCCESS ||
        spvrt_module_read(ctx, words, count, &module) != SPVRT_SUCCESS) {
        const spvrt_diagnostic *d;
        fprintf(stderr, "float_bound_test.c:%d: the test shader does not assemble: %s\n", line,
                spvrt_context_diagnostics(ctx, &d) ? d[0].message : "?");
        failures++;
        spvrt_free(ctx, words);
        return false;
    }
    spvrt_free(ctx, words);
    spvrt_target_env env;
    spvrt_target_env_parse("vulkan1.3", &env);
    spvrt_val_options vo;
    memset(&vo, 0, sizeof vo);
    vo.version = env.spirv_version;
    vo.environment = env.environment;
    vo.api_version = env.api_version;
    if (spvrt_validate(ctx, module, &vo) != SPVRT_SUCCESS) {
        const spvrt_diagnostic *d;
        fprintf(stderr, "float_bound_test.c:%d: the test shader is invalid: %s\n", line,
                spvrt_context_diagnostics(ctx, &d) ? d[0].message : "?");
        failures++;
        spvrt_module_free(module);
        return false;
    }
    spvrt_result r = spvrt_float_tolerance_derive(ctx, module, NULL, t);
    if (r != SPVRT_SUCCESS) {
        fprintf(stderr, "float_bound_test.c:%d: derive: %s\n", line, spvrt_result_string(r));
        failures++;
        spvrt_module_free(module);
        return false;
    }
    if (module_out)
        *module_out = module;
    else
        spvrt_module_free(module);
    return true;
}

static bool derive(spvrt_context *ctx, const shader *s, spvrt_float_tolerance *t, int line)
{
    char *text = substitute(s);
    bool ok = derive_text(ctx, text, t, NULL, line);
    free(text);
    return ok;
}

#define DERIVE(s, t) derive(ctx, &(s), &(t), __LINE__)

/* the word offset of the first instruction whose text contains `needle`,
 * found by disassembling: the tests name instructions, not numbers */
static uint32_t word_of(spvrt_context *ctx, const shader *s, const char *needle)
{
    char *text = substitute(s);
    uint32_t *words = NULL;
    size_t count = 0;
    uint32_t found = UINT32_MAX;
    if (spvrt_assemble(ctx, text, strlen(text), NULL, &words, &count) == SPVRT_SUCCESS) {
        /* walk the binary: header 5 words, then instructions; compare against the text's lines in order */
        const char *line = text;
        size_t w = 5;
        while (w < count && *line) {
            const char *end = strchr(line, '\n');
            size_t len = end ? (size_t)(end - line) : strlen(line);
            char buf[256];
            snprintf(buf, sizeof buf, "%.*s", (int)(len < 255 ? len : 255), line);
            if (strstr(buf, needle)) {
                found = (uint32_t)w;
                break;
            }
            w += words[w] >> 16;
            line = end ? end + 1 : line + len;
        }
    }
    spvrt_free(ctx, words);
    free(text);
    return found;
}

static bool near(double x, double want)
{
    return fabs(x - want) <= 1e-6 * (fabs(want) > 1 ? fabs(want) : 1);
}

#define EXPECT_ULP(t, want)                                                                                           \
    do {                                                                                                              \
        if (!(t).bounded || !near((t).ulp_width[1], (want)))                                                          \
            FAIL("ulp %.6g (bounded %d), want %.6g", (t).ulp_width[1], (t).bounded, (double)(want));                 \
    } while (0)

static void test_rules(spvrt_context *ctx)
{
    spvrt_float_tolerance t;

    /* exact operations: correctly rounded on both sides from the same operands (NoContraction: not regrouped) */
    shader exact = {.decos = "OpDecorate %s NoContraction\nOpDecorate %m NoContraction\n",
                    .body = "%s = OpFAdd %f32 %a %b\n%m = OpFMul %f32 %s %c\n%n = OpFNegate %f32 %m\n"
                            "%r = OpExtInst %f32 %glsl FMax %n %a\n"};
    if (DERIVE(exact, t)) {
        EXPECT_ULP(t, 0);
        if (t.absolute != 0 || t.float_to_int || t.assumes)
            FAIL("exact: absolute %g float_to_int %d assumes %d", t.absolute, t.float_to_int, t.assumes);
    }

    /* the same chain undecorated: the driver may fuse or reassociate (a + b) * c: the sum, as the product sees
       it, carries 2 units, the product rounds a different value, 2 more: 4 ULP */
    shader regroup = exact;
    regroup.decos = NULL;
    if (DERIVE(regroup, t))
        EXPECT_ULP(t, 4);

    /* OpFDiv: 2.5 ULP (ENV-P10) + the CPU's 0.5 */
    shader div = {.body = "%r = OpFDiv %f32 %a %b\n"};
    if (DERIVE(div, t)) {
        EXPECT_ULP(t, 3);
        if (!t.assumes || t.assumption_opcode != SPVRT_OpFDiv || t.assumption_word_offset != word_of(ctx, &div, "OpFDiv"))
            FAIL("div: the divisor's range assumption is not reported");
    }

    /* div -> mul -> add: relative errors sum; each later rounding of differing values costs 2 units:
       div 2*2.5 + 1 = 6 units (of 2^-24), mul +2 = 8, add +2 = 10: 10 ULP, assuming no cancellation */
    shader chain = {.decos = "OpDecorate %m NoContraction\n",
                    .body = "%d = OpFDiv %f32 %a %b\n%m = OpFMul %f32 %d %c\n%r = OpFAdd %f32 %m %a\n"};
    if (DERIVE(chain, t)) {
        EXPECT_ULP(t, 10);
        if (!t.assumes || t.assumption_opcode != SPVRT_OpFDiv)
            FAIL("chain: assumption %d at %u", t.assumes, t.assumption_opcode);
    }

    /* InverseSqrt 2 ULP (ENV-P19) + 0.5 */
    shader isqrt = {.body = "%r = OpExtInst %f32 %glsl InverseSqrt %a\n"};
    if (DERIVE(isqrt, t))
        EXPECT_ULP(t, 2.5);

    /* Sqrt: inherited from 1 / inversesqrt: 2*2 + 2*2.5 + 1 (CPU) = 10 units */
    shader sqrt_ = {.body = "%r = OpExtInst %f32 %glsl Sqrt %a\n"};
    if (DERIVE(sqrt_, t))
        EXPECT_ULP(t, 10);

    /* Sin: absolute 2^-11 in [-pi, pi] (ENV-P22), the CPU's rounding as 1 unit relative */
    shader sin_ = {.body = "%r = OpExtInst %f32 %glsl Sin %a\n"};
    if (DERIVE(sin_, t)) {
        if (!t.bounded || !near(t.absolute, 0x1p-11) || !near(t.ulp_width[1], 1 + 0x1p-48))
            FAIL("sin: bounded %d absolute %g ulp %g", t.bounded, t.absolute, t.ulp_width[1]);
        if (!t.assumes || t.assumption_opcode != SPVRT_OpExtInst || t.assumption_ext_opcode != SPVRT_GLSL_std_450_Sin)
            FAIL("sin: the argument range assumption is not reported");
    }
    /* an absolute error times a non-constant: unbounded; times a constant: scaled */
    shader sin_mul = {.body = "%s = OpExtInst %f32 %glsl Sin %a\n%r = OpFMul %f32 %s %b\n"};
    if (DERIVE(sin_mul, t) && (t.bounded || t.opcode != SPVRT_OpFMul))
        FAIL("sin * b: bounded %d opcode %u", t.bounded, t.opcode);
    shader sin_two = {.body = "%s = OpExtInst %f32 %glsl Sin %a\n%r = OpFMul %f32 %s %f2\n"};
    if (DERIVE(sin_two, t) && (!t.bounded || !near(t.absolute, 0x1p-10)))
        FAIL("sin * 2: bounded %d absolute %g", t.bounded, t.absolute);

    /* Atan: 4096 ULP (ENV-P27) */
    shader atan_ = {.body = "%r = OpExtInst %f32 %glsl Atan %a\n"};
    if (DERIVE(atan_, t))
        EXPECT_ULP(t, 4096.5);

    /* a loop-carried OpFAdd of an erroneous value grows with every trip: unbounded, at that OpFAdd */
    shader loop = {.body = "%q = OpFDiv %f32 %a %b\n"
                           "OpBranch %h\n"
                           "%h = OpLabel\n"
                           "%acc = OpPhi %f32 %f0 %entry %next %body\n"
                           "%i = OpPhi %u32 %c0 %entry %i1 %body\n"
                           "%more = OpULessThan %bool %i %c10\n"
                           "OpLoopMerge %done %body None\n"
                           "OpBranchConditional %more %body %done\n"
                           "%body = OpLabel\n"
                           "%next = OpFAdd %f32 %acc %q\n"
                           "%i1 = OpIAdd %u32 %i %c1\n"
                           "OpBranch %h\n"
                           "%done = OpLabel\n"
                           "%r = OpCopyObject %f32 %acc\n"};
    if (DERIVE(loop, t)) {
        if (t.bounded || t.opcode != SPVRT_OpFAdd || t.word_offset != word_of(ctx, &loop, "%next = OpFAdd"))
            FAIL("loop: bounded %d opcode %u at %u (want OpFAdd at %u)", t.bounded, t.opcode, t.word_offset,
                 word_of(ctx, &loop, "%next = OpFAdd"));
    }
    /* the same loop over exact values stays exact: 0 is a fixed point */
    shader loop_exact = loop;
    loop_exact.decos = "OpDecorate %q NoContraction\nOpDecorate %next NoContraction\n";
    loop_exact.body = "%q = OpFAdd %f32 %a %b\n"
                      "OpBranch %h\n"
                      "%h = OpLabel\n"
                      "%acc = OpPhi %f32 %f0 %entry %next %body\n"
                      "%i = OpPhi %u32 %c0 %entry %i1 %body\n"
                      "%more = OpULessThan %bool %i %c10\n"
                      "OpLoopMerge %done %body None\n"
                      "OpBranchConditional %more %body %done\n"
                      "%body = OpLabel\n"
                      "%next = OpFAdd %f32 %acc %q\n"
                      "%i1 = OpIAdd %u32 %i %c1\n"
                      "OpBranch %h\n"
                      "%done = OpLabel\n"
                      "%r = OpCopyObject %f32 %acc\n";
    if (DERIVE(loop_exact, t))
        EXPECT_ULP(t, 0);

    /* memory: a value stored to a Function variable and loaded back keeps its bound */
    shader mem = {.body = "%d = OpFDiv %f32 %a %b\nOpStore %fv %d\n%r = OpLoad %f32 %fv\n"};
    if (DERIVE(mem, t))
        EXPECT_ULP(t, 3); /* store and load do not change the value: its single-step bound holds */
    /* the same loop through a Function variable instead of a phi */
    shader mem_loop = {.body = "%q = OpFDiv %f32 %a %b\n"
                               "OpStore %fv %f0\n"
                               "OpBranch %h\n"
                               "%h = OpLabel\n"
                               "%i = OpPhi %u32 %c0 %entry %i1 %body\n"
                               "%more = OpULessThan %bool %i %c10\n"
                               "OpLoopMerge %done %body None\n"
                               "OpBranchConditional %more %body %done\n"
                               "%body = OpLabel\n"
                               "%old = OpLoad %f32 %fv\n"
                               "%next = OpFAdd %f32 %old %q\n"
                               "OpStore %fv %next\n"
                               "%i1 = OpIAdd %u32 %i %c1\n"
                               "OpBranch %h\n"
                               "%done = OpLabel\n"
                               "%r = OpLoad %f32 %fv\n"};
    if (DERIVE(mem_loop, t) && (t.bounded || t.opcode != SPVRT_OpFAdd))
        FAIL("memory loop: bounded %d opcode %u", t.bounded, t.opcode);

    /* a buffer read, then written (y = a * x + y): the load comes before every store to the buffer, so it
       reads the initial contents on both sides; no loop */
    shader rmw = {.decos = "OpDecorate %m NoContraction\n",
                  .body = "%y = OpLoad %f32 %po\n%m = OpFDiv %f32 %a %y\nOpStore %po %m\n%r = OpLoad %f32 %po\n"};
    if (DERIVE(rmw, t))
        EXPECT_ULP(t, 3);

    /* contraction: a*b + c may be fused (one rounding fewer): 2 units for the product as the add sees it,
       2 for the sum's differing roundings = 4 ULP; with NoContraction on either, exact */
    shader fma_free = {.body = "%m = OpFMul %f32 %a %b\n%r = OpFAdd %f32 %m %c\n"};
    if (DERIVE(fma_free, t)) {
        EXPECT_ULP(t, 4);
        if (!t.assumes || t.assumption_opcode != SPVRT_OpFAdd)
            FAIL("contraction: the no-cancellation assumption is not reported");
    }
    shader fma_no = {.decos = "OpDecorate %m NoContraction\n",
                     .body = "%m = OpFMul %f32 %a %b\n%r = OpFAdd %f32 %m %c\n"};
    if (DERIVE(fma_no, t))
        EXPECT_ULP(t, 0);
    shader fma_no_add = {.decos = "OpDecorate %r NoContraction\n",
                         .body = "%m = OpFMul %f32 %a %b\n%r = OpFAdd %f32 %m %c\n"};
    if (DERIVE(fma_no_add, t))
        EXPECT_ULP(t, 0);
    /* GLSL Fma: the CPU fuses, the driver may not (ENV-P14): same 3 */
    shader fma_glsl = {.body = "%r = OpExtInst %f32 %glsl Fma %a %b %c\n"};
    if (DERIVE(fma_glsl, t))
        EXPECT_ULP(t, 3);

    /* float to int: an erroneous float converted and stored in an integer buffer is flagged */
    shader to_int = {.body = "%d = OpFDiv %f32 %a %b\n%k = OpConvertFToU %u32 %d\nOpStore %poi %k\n"
                             "%r = OpCopyObject %f32 %a\n"};
    if (DERIVE(to_int, t)) {
        if (!t.float_to_int || t.float_to_int_opcode != SPVRT_OpConvertFToU ||
            t.float_to_int_word_offset != word_of(ctx, &to_int, "OpConvertFToU"))
            FAIL("float to int: flag %d opcode %u", t.float_to_int, t.float_to_int_opcode);
        EXPECT_ULP(t, 0);
    }
    /* the conversion of an exact float is exact */
    shader to_int_exact = {.body = "%k = OpConvertFToU %u32 %a\nOpStore %poi %k\n%r = OpCopyObject %f32 %a\n"};
    if (DERIVE(to_int_exact, t) && t.float_to_int)
        FAIL("float to int of an exact value flagged");
    /* a comparison of erroneous floats steering a branch: everything may differ */
    shader branch = {.body = "%d = OpFDiv %f32 %a %b\n%lt = OpFOrdLessThan %bool %d %c\n"
                             "OpSelectionMerge %j None\n"
                             "OpBranchConditional %lt %t %j\n"
                             "%t = OpLabel\nOpBranch %j\n"
                             "%j = OpLabel\n%r = OpCopyObject %f32 %a\n"};
    if (DERIVE(branch, t) && (t.bounded || t.opcode != SPVRT_OpFOrdLessThan))
        FAIL("branch on an erroneous comparison: bounded %d opcode %u", t.bounded, t.opcode);
    /* a select on one: the float selected may be the other */
    shader select = {.body = "%d = OpFDiv %f32 %a %b\n%lt = OpFOrdLessThan %bool %d %c\n"
                             "%r = OpSelect %f32 %lt %a %b\n"};
    if (DERIVE(select, t) && (t.bounded || t.opcode != SPVRT_OpFOrdLessThan))
        FAIL("select on an erroneous comparison: bounded %d opcode %u", t.bounded, t.opcode);

    /* OpFMod: inherited from x - y * floor(x / y): discontinuous, unbounded (ENV-P12) */
    shader fmod_ = {.body = "%r = OpFMod %f32 %a %b\n"};
    if (DERIVE(fmod_, t) && (t.bounded || t.opcode != SPVRT_OpFMod))
        FAIL("fmod: bounded %d opcode %u", t.bounded, t.opcode);
    /* floor of an exact value is exact, of an erroneous one unbounded */
    shader floor_exact = {.body = "%r = OpExtInst %f32 %glsl Floor %a\n"};
    if (DERIVE(floor_exact, t))
        EXPECT_ULP(t, 0);
    shader floor_div = {.body = "%d = OpFDiv %f32 %a %b\n%r = OpExtInst %f32 %glsl Floor %d\n"};
    if (DERIVE(floor_div, t) && (t.bounded || t.ext_opcode != SPVRT_GLSL_std_450_Floor))
        FAIL("floor of a quotient: bounded %d ext %u", t.bounded, t.ext_opcode);
    /* RTZ: the CPU and the driver both round toward zero, an error of up to 2 units each: the division
       2*2.5 + 2 (CPU) = 7, the add of an erroneous operand 2 + 2 = 11 */
    shader rtz = {.modes = "OpExecutionMode %main RoundingModeRTZ 32\n",
                  .body = "%d = OpFDiv %f32 %a %b\n%r = OpFAdd %f32 %d %f1\n"};
    char *rtz_text = substitute(&rtz);
    /* RoundingModeRTZ needs SPV_KHR_float_controls: add the capability and extension by hand */
    {
        const char *import = strstr(rtz_text, "%glsl = OpExtInstImport");
        size_t len = strlen(rtz_text) + 200;
        char *with = malloc(len);
        snprintf(with, len, "%.*sOpCapability RoundingModeRTZ\nOpExtension \"SPV_KHR_float_controls\"\n%s",
                 (int)(import - rtz_text), rtz_text, import);
        if (derive_text(ctx, with, &t, NULL, __LINE__))
            EXPECT_ULP(t, 11);
        free(with);
    }
    free(rtz_text);

    /* RelaxedPrecision: 16-bit precision allowed: 2 half units + the CPU's rounding, in float ULP */
    shader relaxed = {.decos = "OpDecorate %r RelaxedPrecision\n", .body = "%r = OpFAdd %f32 %a %b\n"};
    if (DERIVE(relaxed, t))
        EXPECT_ULP(t, 2 * 8192 + 1);

    /* a variable decorated RelaxedPrecision may hold its values at 16-bit precision: 2 half units */
    shader relaxed_var = {.decos = "OpDecorate %fv RelaxedPrecision\n",
                          .body = "OpStore %fv %a\n%r = OpLoad %f32 %fv\n"};
    if (DERIVE(relaxed_var, t)) {
        EXPECT_ULP(t, 2 * 8192);
        if (!t.assumes)
            FAIL("relaxed variable: the float16 range assumption is not reported");
    }

    /* a function call: the callee's bound comes back through its return value */
    shader call = {.types = "%fnf = OpTypeFunction %f32 %f32 %f32\n",
                   .body = "%r = OpFunctionCall %f32 %divide %a %b\n"};
    char *call_text = substitute(&call);
    {
        const char *callee = "%divide = OpFunction %f32 None %fnf\n"
                             "%x = OpFunctionParameter %f32\n"
                             "%y = OpFunctionParameter %f32\n"
                             "%fe = OpLabel\n"
                             "%q = OpFDiv %f32 %x %y\n"
                             "OpReturnValue %q\n"
                             "OpFunctionEnd\n";
        size_t len = strlen(call_text) + strlen(callee) + 1;
        char *with = malloc(len);
        snprintf(with, len, "%s%s", call_text, callee);
        if (derive_text(ctx, with, &t, NULL, __LINE__))
            EXPECT_ULP(t, 3);
        free(with);
    }
    free(call_text);

    /* a callee storing through a pointer parameter into the caller's Function variable */
    shader out_param = {.types = "%fnp = OpTypeFunction %void %pff %f32 %f32\n",
                        .body = "%call = OpFunctionCall %void %divide_into %fv %a %b\n%r = OpLoad %f32 %fv\n"};
    char *param_text = substitute(&out_param);
    {
        const char *callee = "%divide_into = OpFunction %void None %fnp\n"
                             "%dst = OpFunctionParameter %pff\n"
                             "%x = OpFunctionParameter %f32\n"
                             "%y = OpFunctionParameter %f32\n"
                             "%fe = OpLabel\n"
                             "%q = OpFDiv %f32 %x %y\n"
                             "OpStore %dst %q\n"
                             "OpReturn\n"
                             "OpFunctionEnd\n";
        size_t len = strlen(param_text) + strlen(callee) + 1;
        char *with = malloc(len);
        snprintf(with, len, "%s%s", param_text, callee);
        if (derive_text(ctx, with, &t, NULL, __LINE__))
            EXPECT_ULP(t, 3);
        free(with);
    }
    free(param_text);

    /* a float atomic add: the order of the additions is undefined */
    /* (needs SPV_EXT_shader_atomic_float_add: covered by the measurement of atomic_float_add.amber) */

    /* float64 (ENV-S16: as precise as single precision): OpFDiv's 2.5 ULP are float32 ULP, 2^29 float64 ULP
       each, + 1 for the CPU (counted as libm's 1 ULP in double); add, sub, mul stay exact */
    shader f64 = {.body = "%da = OpFConvert %f64 %a\n%db = OpFConvert %f64 %b\n%dq = OpFDiv %f64 %da %db\n"
                          "%ds = OpFAdd %f64 %da %db\nOpStore %pod %dq\n%r = OpFConvert %f32 %ds\n"};
    if (DERIVE(f64, t) && (!t.bounded || !near(t.ulp_width[2], 2.5 * 0x1p29 + 1) || t.ulp_width[1] != 0 ||
                           !near(t.ulp, t.ulp_width[2])))
        FAIL("float64 div: ulp64 %g ulp32 %g ulp %g", t.ulp_width[2], t.ulp_width[1], t.ulp);
    /* float16: the half column, in float16 ULP: a division widened to float32 keeps its relative error,
       (2 * 2.5 + 1) * 2^-11, which is 6 * 2^13 float32 ULP */
    shader f16 = {.body = "%ha = OpFConvert %f16 %a\n%hb = OpFConvert %f16 %b\n%hq = OpFDiv %f16 %ha %hb\n"
                          "%r = OpFConvert %f32 %hq\n"};
    if (DERIVE(f16, t))
        EXPECT_ULP(t, 6 * 8192);

    /* Exp: 3 + 2|x| ULP with |x| capped at 104 (the float range) */
    shader exp_ = {.body = "%r = OpExtInst %f32 %glsl Exp %a\n"};
    if (DERIVE(exp_, t)) {
        EXPECT_ULP(t, 3 + 2 * 104 + 0.5);
        if (!t.assumes || t.assumption_ext_opcode != SPVRT_GLSL_std_450_Exp)
            FAIL("exp: the range assumption is not reported");
    }
    /* Log: 3 ULP and an absolute 2^-21 */
    shader log_ = {.body = "%r = OpExtInst %f32 %glsl Log %a\n"};
    if (DERIVE(log_, t) && (!t.bounded || !near(t.absolute, 0x1p-21) || !near(t.ulp_width[1], 7)))
        FAIL("log: bounded %d absolute %g ulp %g", t.bounded, t.absolute, t.ulp_width[1]);
    /* Pow with a non-constant exponent: the absolute error of log2 times an unknown y */
    shader pow_ = {.body = "%r = OpExtInst %f32 %glsl Pow %a %b\n"};
    if (DERIVE(pow_, t) && (t.bounded || t.ext_opcode != SPVRT_GLSL_std_450_Pow))
        FAIL("pow(a, b): bounded %d ext %u", t.bounded, t.ext_opcode);
    shader pow2 = {.body = "%r = OpExtInst %f32 %glsl Pow %a %f2\n"};
    if (DERIVE(pow2, t) && !t.bounded)
        FAIL("pow(a, 2) unbounded");
    /* Tan: sin / cos of absolute errors: unbounded */
    shader tan_ = {.body = "%r = OpExtInst %f32 %glsl Tan %a\n"};
    if (DERIVE(tan_, t) && (t.bounded || t.ext_opcode != SPVRT_GLSL_std_450_Tan))
        FAIL("tan: bounded %d", t.bounded);
    /* Length of a vector: sqrt of a sum of squares, no cancellation to assume */
    shader length = {.body = "%v = OpCompositeConstruct %v3f %a %b %c\n%r = OpExtInst %f32 %glsl Length %v\n"};
    if (DERIVE(length, t) && (!t.bounded || t.assumes))
        FAIL("length: bounded %d assumes %d", t.bounded, t.assumes);
    /* Dot: inherited from the sum of products, reordered: 2n units, assuming no cancellation */
    shader dot = {.body = "%v = OpCompositeConstruct %v3f %a %b %c\n%r = OpDot %f32 %v %v\n"};
    if (DERIVE(dot, t)) {
        EXPECT_ULP(t, 6);
        if (!t.assumes || t.assumption_opcode != SPVRT_OpDot)
            FAIL("dot: assumption not reported");
    }
}

/* Every GLSL.std.450 instruction has a row or gives "unbounded"; the ones
 * without a row are exactly the ones the tables do not define. */
static void test_table(void)
{
    static const uint32_t unbounded[] = {SPVRT_GLSL_std_450_Tan, SPVRT_GLSL_std_450_Determinant,
                                         SPVRT_GLSL_std_450_MatrixInverse, SPVRT_GLSL_std_450_InterpolateAtCentroid,
                                         SPVRT_GLSL_std_450_InterpolateAtSample,
                                         SPVRT_GLSL_std_450_InterpolateAtOffset};
    for (uint32_t e = 1; e <= SPVRT_GLSL_std_450_NClamp; e++) {
        int row = spvrt_float_bound_glsl_row(e);
        bool expect_unbounded = false;
        for (size_t k = 0; k < sizeof unbounded / sizeof *unbounded; k++)
            expect_unbounded |= unbounded[k] == e;
        if (row < 0)
            FAIL("GLSL.std.450 %u: not known", e);
        else if (row != !expect_unbounded)
            FAIL("GLSL.std.450 %u: row %d, want %d", e, row, !expect_unbounded);
    }
    if (spvrt_float_bound_glsl_row(SPVRT_GLSL_std_450_NClamp + 1) != -1 || spvrt_float_bound_glsl_row(0) != -1)
        FAIL("numbers outside GLSL.std.450 are not instructions");
}

/* Every core opcode that produces a float in a Vulkan compute shader gives
 * either a finite row or an explicit "unbounded": checked by running one
 * shader per opcode family (the walk's default for a float result without a
 * row is unbounded, never 0). */
static void test_core_rows(spvrt_context *ctx)
{
    spvrt_float_tolerance t;
    struct {
        const char *body, *types;
        bool bounded;
        uint32_t opcode;
    } cases[] = {
        {"%r = OpFSub %f32 %a %b\n", NULL, true, 0},
        {"%r = OpFRem %f32 %a %b\n", NULL, false, SPVRT_OpFRem},
        {"%r = OpConvertSToF %f32 %c1\n", NULL, true, 0},
        {"%r = OpQuantizeToF16 %f32 %a\n", NULL, true, 0},
        {"%v = OpCompositeConstruct %v3f %a %b %c\n%w = OpVectorTimesScalar %v3f %v %a\n"
         "%r = OpCompositeExtract %f32 %w 1\n", NULL, true, 0},
        {"%v = OpCompositeConstruct %v3f %a %b %c\n%r = OpVectorExtractDynamic %f32 %v %c1\n", NULL, true, 0},
        {"%m = OpCompositeConstruct %m3 %v3a %v3a %v3a\n%w = OpMatrixTimesVector %v3f %m %v3a\n"
         "%r = OpCompositeExtract %f32 %w 0\n",
         "%m3 = OpTypeMatrix %v3f 3\n", true, 0},
        {"%u = OpBitcast %u32 %a\n%r = OpBitcast %f32 %u\n", NULL, true, 0},
        {"%r = OpFNegate %f32 %a\n", NULL, true, 0},
        {"%r = OpFMod %f32 %a %b\n", NULL, false, SPVRT_OpFMod},
        {"%r = OpConvertUToF %f32 %c2\n", NULL, true, 0},
        {"%h = OpFConvert %f64 %a\n%r = OpFConvert %f32 %h\n", NULL, true, 0},
        {"%w = OpCompositeInsert %v3f %a %v3a 1\n%s = OpVectorShuffle %v3f %w %w 2 1 0\n"
         "%r = OpCompositeExtract %f32 %s 0\n", NULL, true, 0},
        {"%m = OpCompositeConstruct %m3 %v3a %v3a %v3a\n%tr = OpTranspose %m3 %m\n%ms = OpMatrixTimesScalar %m3 %tr %a\n"
         "%mm = OpMatrixTimesMatrix %m3 %ms %m\n%vm = OpVectorTimesMatrix %v3f %v3a %mm\n"
         "%op = OpOuterProduct %m3 %vm %v3a\n%r = OpCompositeExtract %f32 %op 1 2\n",
         "%m3 = OpTypeMatrix %v3f 3\n", true, 0},
        {"%lt = OpFOrdLessThan %bool %a %b\n%r = OpSelect %f32 %lt %a %b\n", NULL, true, 0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        char body[512];
        snprintf(body, sizeof body, "%s%s", strstr(cases[k].body, "%v3a") ? "%v3a = OpCompositeConstruct %v3f %a %b %c\n" : "",
                 cases[k].body);
        shader s = {.types = cases[k].types, .body = body};
        if (!derive(ctx, &s, &t, __LINE__))
            continue;
        if (t.bounded != cases[k].bounded || (!t.bounded && t.opcode != cases[k].opcode))
            FAIL("core case %zu: bounded %d opcode %u", k, t.bounded, t.opcode);
    }
    /* Determinant: no row */
    shader det = {.types = "%v2f = OpTypeVector %f32 2\n%m2 = OpTypeMatrix %v2f 2\n",
                  .body = "%col = OpCompositeConstruct %v2f %a %b\n%m = OpCompositeConstruct %m2 %col %col\n"
                          "%r = OpExtInst %f32 %glsl Determinant %m\n"};
    if (derive(ctx, &det, &t, __LINE__) && (t.bounded || t.ext_opcode != SPVRT_GLSL_std_450_Determinant))
        FAIL("determinant: bounded %d", t.bounded);
}

/* Ray-query values carry the allowance of docs/float-tolerance.md "Ray-tracing values" (2^-17 relative, i.e.
 * 128 ULP of a float32, plus 2^-14 absolute) when the ray is exact; a ray that carries error makes them
 * unbounded, blamed on OpRayQueryInitializeKHR. */
static void test_ray_query(spvrt_context *ctx)
{
    static const char *text_fmt =
        "OpCapability Shader\n"
        "OpCapability RayQueryKHR\n"
        "OpExtension \"SPV_KHR_ray_query\"\n"
        "%%glsl = OpExtInstImport \"GLSL.std.450\"\n"
        "OpMemoryModel Logical GLSL450\n"
        "OpEntryPoint GLCompute %%main \"main\" %%as %%in %%out\n"
        "OpExecutionMode %%main LocalSize 1 1 1\n"
        "OpDecorate %%as DescriptorSet 0\n"
        "OpDecorate %%as Binding 0\n"
        "OpDecorate %%arr ArrayStride 4\n"
        "OpMemberDecorate %%S 0 Offset 0\n"
        "OpDecorate %%S Block\n"
        "OpDecorate %%in DescriptorSet 0\n"
        "OpDecorate %%in Binding 1\n"
        "OpDecorate %%out DescriptorSet 0\n"
        "OpDecorate %%out Binding 2\n"
        "%%void = OpTypeVoid\n"
        "%%fn = OpTypeFunction %%void\n"
        "%%bool = OpTypeBool\n"
        "%%f32 = OpTypeFloat 32\n"
        "%%u32 = OpTypeInt 32 0\n"
        "%%v3f = OpTypeVector %%f32 3\n"
        "%%arr = OpTypeRuntimeArray %%f32\n"
        "%%S = OpTypeStruct %%arr\n"
        "%%pS = OpTypePointer StorageBuffer %%S\n"
        "%%pf = OpTypePointer StorageBuffer %%f32\n"
        "%%acc = OpTypeAccelerationStructureKHR\n"
        "%%pacc = OpTypePointer UniformConstant %%acc\n"
        "%%rq = OpTypeRayQueryKHR\n"
        "%%prq = OpTypePointer Function %%rq\n"
        "%%as = OpVariable %%pacc UniformConstant\n"
        "%%in = OpVariable %%pS StorageBuffer\n"
        "%%out = OpVariable %%pS StorageBuffer\n"
        "%%c0 = OpConstant %%u32 0\n"
        "%%c1 = OpConstant %%u32 1\n"
        "%%cff = OpConstant %%u32 255\n"
        "%%f0 = OpConstant %%f32 0\n"
        "%%f1 = OpConstant %%f32 1\n"
        "%%fbig = OpConstant %%f32 1000\n"
        "%%main = OpFunction %%void None %%fn\n"
        "%%entry = OpLabel\n"
        "%%q = OpVariable %%prq Function\n"
        "%%pa = OpAccessChain %%pf %%in %%c0 %%c0\n"
        "%%a = OpLoad %%f32 %%pa\n"
        "%%o = OpCompositeConstruct %%v3f %%a %%a %%a\n"
        "%%d = OpCompositeConstruct %%v3f %%f0 %%a %%f1\n"
        "%%dn = OpExtInst %%v3f %%glsl Normalize %%d\n"
        "%%s = OpLoad %%acc %%as\n"
        "OpRayQueryInitializeKHR %%q %%s %%c0 %%cff %%o %%f0 %s %%fbig\n"
        "%%p = OpRayQueryProceedKHR %%bool %%q\n"
        "%%t = OpRayQueryGetIntersectionTKHR %%f32 %%q %%c1\n"
        "%%po = OpAccessChain %%pf %%out %%c0 %%c0\n"
        "OpStore %%po %%t\n"
        "OpReturn\n"
        "OpFunctionEnd\n";
    char text[4096];
    spvrt_float_tolerance t;
    snprintf(text, sizeof text, text_fmt, "%d");
    if (derive_text(ctx, text, &t, NULL, __LINE__)) {
        if (!t.bounded || t.ulp_width[1] < 128 || t.ulp_width[1] > 130 || !near(t.absolute, 0x1p-14) || !t.assumes ||
            t.assumption_opcode != SPVRT_OpRayQueryGetIntersectionTKHR)
            FAIL("ray query, exact ray: bounded %d ulp %g abs %g assumes %d at opcode %u", t.bounded, t.ulp_width[1],
                 t.absolute, t.assumes, t.assumption_opcode);
    }
    snprintf(text, sizeof text, text_fmt, "%dn");
    if (derive_text(ctx, text, &t, NULL, __LINE__) && (t.bounded || t.opcode != SPVRT_OpRayQueryInitializeKHR))
        FAIL("ray query, normalized direction: bounded %d, blamed on opcode %u", t.bounded, t.opcode);
}

static void test_errors(spvrt_context *ctx)
{
    spvrt_float_tolerance t;
    if (spvrt_float_tolerance_derive(ctx, NULL, NULL, &t) != SPVRT_ERROR_INVALID_ARGUMENT)
        FAIL("NULL module accepted");
    shader s = {.body = "%r = OpCopyObject %f32 %a\n"};
    char *text = substitute(&s);
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_module *module = NULL;
    if (spvrt_assemble(ctx, text, strlen(text), NULL, &words, &count) == SPVRT_SUCCESS &&
        spvrt_module_read(ctx, words, count, &module) == SPVRT_SUCCESS) {
        if (spvrt_float_tolerance_derive(ctx, module, "nothere", &t) != SPVRT_ERROR_INVALID_ARGUMENT)
            FAIL("an unknown entry point accepted");
        const spvrt_diagnostic *d;
        if (!spvrt_context_diagnostics(ctx, &d) || !strstr(d[0].message, "nothere"))
            FAIL("no diagnostic naming the entry point");
        if (spvrt_float_tolerance_derive(ctx, module, "main", &t) != SPVRT_SUCCESS || !t.bounded || t.ulp != 0)
            FAIL("named entry point: bounded %d ulp %g", t.bounded, t.ulp);
    }
    spvrt_module_free(module);
    spvrt_free(ctx, words);
    free(text);
}

/* ---- measurement mode ------------------------------------------------------------------------ */

static const char *op_name(uint32_t opcode, uint32_t ext)
{
    static char buf[64];
    /* names through the disassembler would need a module; numbers are enough for the table */
    if (opcode == SPVRT_OpExtInst)
        snprintf(buf, sizeof buf, "GLSL.std.450 %u", ext);
    else
        snprintf(buf, sizeof buf, "opcode %u", opcode);
    return buf;
}

static int measure(int argc, char **argv)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    int status = 0;
    for (int k = 1; k < argc; k++) {
        FILE *file = fopen(argv[k], "rb");
        if (!file) {
            printf("%s\terror\tcannot open\n", argv[k]);
            status = 1;
            continue;
        }
        char *data = NULL;
        size_t size = 0, cap = 0, got;
        char chunk[65536];
        while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) {
            if (size + got + 1 > cap) {
                cap = (size + got + 1) * 2;
                data = realloc(data, cap);
            }
            memcpy(data + size, chunk, got);
            size += got;
        }
        fclose(file);
        spvrt_module *module = NULL;
        spvrt_result r;
        size_t len = strlen(argv[k]);
        if (len > 7 && strcmp(argv[k] + len - 7, ".spvasm") == 0) {
            uint32_t *words = NULL;
            size_t count = 0;
            data[size] = '\0';
            r = spvrt_assemble(ctx, data, size, NULL, &words, &count);
            if (r == SPVRT_SUCCESS)
                r = spvrt_module_read(ctx, words, count, &module);
            spvrt_free(ctx, words);
        } else {
            r = spvrt_module_read_bytes(ctx, data, size, &module);
        }
        free(data);
        spvrt_float_tolerance t;
        if (r == SPVRT_SUCCESS)
            r = spvrt_float_tolerance_derive(ctx, module, NULL, &t);
        if (r != SPVRT_SUCCESS) {
            printf("%s\terror\t%s\n", argv[k], spvrt_result_string(r));
            spvrt_module_free(module);
            status = 1;
            continue;
        }
        printf("%s\t%s\tulp16=%g ulp32=%g ulp64=%g abs=%g", argv[k], t.bounded ? "bounded" : "unbounded",
               t.ulp_width[0], t.ulp_width[1], t.ulp_width[2], t.absolute);
        if (!t.bounded)
            printf("\tunbounded_by=%s@%u", op_name(t.opcode, t.ext_opcode), t.word_offset);
        if (t.float_to_int)
            printf("\tfloat_to_int=%s@%u", op_name(t.float_to_int_opcode, t.float_to_int_ext_opcode),
                   t.float_to_int_word_offset);
        if (t.assumes)
            printf("\tassumes=%s@%u", op_name(t.assumption_opcode, t.assumption_ext_opcode),
                   t.assumption_word_offset);
        printf("\n");
        spvrt_module_free(module);
    }
    spvrt_context_destroy(ctx);
    return status;
}

int main(int argc, char **argv)
{
    if (argc > 1)
        return measure(argc, argv);
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 1;
    test_rules(ctx);
    test_table();
    test_core_rows(ctx);
    test_errors(ctx);
    test_ray_query(ctx);
    spvrt_context_destroy(ctx);
    if (failures) {
        fprintf(stderr, "float_bound_test: %d failure(s)\n", failures);
        return 1;
    }
    printf("float_bound_test: all passed\n");
    return 0;
}
