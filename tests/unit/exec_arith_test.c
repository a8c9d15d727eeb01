/* The arithmetic family's documented choices where SPIR-V leaves a result
 * undefined, and its float controls, run end to end through spvrt_amber_run:
 * one SPIR-V shader per case computing o[i] = a[i] OP b[i] over 4 lanes.
 * Float cases read and write the bits through uint32 buffers, so that the
 * comparison is exact.  Expected values are worked out by hand in the
 * comments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

static int failures;
static char first_message[1024];

static void on_message(void *user, spvrt_amber_message kind, const char *text)
{
    (void)user;
    (void)kind;
    if (!first_message[0])
        snprintf(first_message, sizeof first_message, "%s", text);
}

/* caps: extra OpCapability/OpExtension lines; modes: extra OpExecutionMode
 * lines; type: uint, int or float; op: the instruction computing %r from
 * %x and %y; a, b: 4 uint32 each (bits); want: 4 uint32 (bits). */
static void check(const char *caps, const char *modes, const char *type, const char *op, const char *a,
                  const char *b, const char *want, int line)
{
    static char text[8192];
    snprintf(text, sizeof text,
             "#!amber\n"
             "SHADER compute shader SPIRV-ASM TARGET_ENV spv1.5\n" /* the interface lists the buffers */
             "OpCapability Shader\n%s"
             "OpMemoryModel Logical GLSL450\n"
             "OpEntryPoint GLCompute %%main \"main\" %%idx %%ba %%bb %%bo\n"
             "OpExecutionMode %%main LocalSize 4 1 1\n%s"
             "OpDecorate %%idx BuiltIn LocalInvocationIndex\n"
             "OpDecorate %%rta ArrayStride 4\n"
             "OpMemberDecorate %%blk 0 Offset 0\n"
             "OpDecorate %%blk Block\n"
             "OpDecorate %%ba DescriptorSet 0\nOpDecorate %%ba Binding 0\n"
             "OpDecorate %%bb DescriptorSet 0\nOpDecorate %%bb Binding 1\n"
             "OpDecorate %%bo DescriptorSet 0\nOpDecorate %%bo Binding 2\n"
             "%%void = OpTypeVoid\n%%fn = OpTypeFunction %%void\n"
             "%%uint = OpTypeInt 32 0\n%%int = OpTypeInt 32 1\n%%float = OpTypeFloat 32\n"
             "%%ptr_idx = OpTypePointer Input %%uint\n%%idx = OpVariable %%ptr_idx Input\n"
             "%%rta = OpTypeRuntimeArray %%%s\n%%blk = OpTypeStruct %%rta\n"
             "%%ptr_blk = OpTypePointer StorageBuffer %%blk\n%%ptr_t = OpTypePointer StorageBuffer %%%s\n"
             "%%ba = OpVariable %%ptr_blk StorageBuffer\n%%bb = OpVariable %%ptr_blk StorageBuffer\n"
             "%%bo = OpVariable %%ptr_blk StorageBuffer\n"
             "%%int_0 = OpConstant %%int 0\n"
             "%%main = OpFunction %%void None %%fn\n%%entry = OpLabel\n"
             "%%i = OpLoad %%uint %%idx\n"
             "%%pa = OpAccessChain %%ptr_t %%ba %%int_0 %%i\n%%pb = OpAccessChain %%ptr_t %%bb %%int_0 %%i\n"
             "%%po = OpAccessChain %%ptr_t %%bo %%int_0 %%i\n"
             "%%x = OpLoad %%%s %%pa\n%%y = OpLoad %%%s %%pb\n"
             "%%r = %s %%%s %%x %%y\n"
             "OpStore %%po %%r\nOpReturn\nOpFunctionEnd\nEND\n"
             "BUFFER a DATA_TYPE uint32 DATA %s END\n"
             "BUFFER b DATA_TYPE uint32 DATA %s END\n"
             "BUFFER o DATA_TYPE uint32 SIZE 4 FILL 0\n"
             "PIPELINE compute p\nATTACH shader\n"
             "BIND BUFFER a AS storage DESCRIPTOR_SET 0 BINDING 0\n"
             "BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 1\n"
             "BIND BUFFER o AS storage DESCRIPTOR_SET 0 BINDING 2\nEND\n"
             "RUN p 1 1 1\n"
             "EXPECT o IDX 0 EQ %s\n",
             caps, modes, type, type, type, type, op, type, a, b, want);
    first_message[0] = 0;
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_amber_options o = {0};
    o.message = on_message;
    spvrt_amber_report rep;
    memset(&rep, 0, sizeof rep);
    spvrt_result res = spvrt_amber_run(ctx, text, strlen(text), "arith.amber", &o, &rep);
    spvrt_context_destroy(ctx);
    if (res != SPVRT_SUCCESS || rep.expects_passed != 1 || rep.expects_failed != 0) {
        fprintf(stderr, "exec_arith_test.c:%d: %s: result %d, %u passed, %u failed: %s\n", line, op, res,
                rep.expects_passed, rep.expects_failed, first_message);
        failures++;
    }
}

#define INT(type, op, a, b, want) check("", "", (type), (op), (a), (b), (want), __LINE__)

int main(void)
{
    /* Division by zero gives 0; INT_MIN / -1 wraps to INT_MIN; remainders by
     * -1 and by 0 are 0.  -7 = 4294967289, INT_MIN = 2147483648. */
    INT("int", "OpSDiv", "2147483648 7 4294967289 5", "4294967295 0 2 4294967295", "2147483648 0 4294967293 4294967291");
    INT("int", "OpSRem", "2147483648 7 4294967289 4294967289", "4294967295 0 2 3", "0 0 4294967295 4294967295");
    /* OpSMod takes the sign of Operand 2: -7 mod 3 = 2, 7 mod -3 = -2 */
    INT("int", "OpSMod", "2147483648 7 4294967289 7", "4294967295 0 3 4294967293", "0 0 2 4294967294");
    INT("uint", "OpUDiv", "7 7 4294967295 0", "0 2 1 0", "0 3 4294967295 0");
    INT("uint", "OpUMod", "7 7 4294967295 0", "0 2 10 0", "0 1 5 0");
    /* shift amounts are taken modulo 32: 33 shifts by 1, 32 by 0 */
    INT("uint", "OpShiftLeftLogical", "1 1 1 3", "33 32 31 4294967295", "2 1 2147483648 2147483648");
    INT("uint", "OpShiftRightLogical", "2147483648 4 4 4294967295", "33 32 1 63", "1073741824 4 2 1");
    INT("int", "OpShiftRightArithmetic", "2147483648 4294967292 8 8", "33 1 32 2", "3221225472 4294967294 8 2");

    /* RoundingModeRTZ 32: 1/3 = 0x3eaaaaaa (RTE: 0x3eaaaaab), 2/3 = 0x3f2aaaaa
     * (RTE 0x3f2aaaab), -1/3 = 0xbeaaaaaa; FLT_MAX / 0.5 = FLT_MAX (RTE: Inf).
     * 1.0 = 0x3f800000, 2.0 = 0x40000000, 3.0 = 0x40400000, 0.5 = 0x3f000000,
     * FLT_MAX = 0x7f7fffff. */
    const char *rtz_caps = "OpCapability RoundingModeRTZ\nOpExtension \"SPV_KHR_float_controls\"\n";
    const char *rtz_mode = "OpExecutionMode %main RoundingModeRTZ 32\n";
    check(rtz_caps, rtz_mode, "float", "OpFDiv", "1065353216 1073741824 3212836864 2139095039",
          "1077936128 1077936128 1077936128 1056964608", "1051372202 1059760810 3198855850 2139095039", __LINE__);
    check("", "", "float", "OpFDiv", "1065353216 1073741824 3212836864 2139095039",
          "1077936128 1077936128 1077936128 1056964608", "1051372203 1059760811 3198855851 2139095040", __LINE__);
    /* RTZ products: 1.1f * 3.0f = 3.30000007152557373046875 exactly, RTE
     * 0x40533334, RTZ 0x40533333; 1.6f (0x3fcccccd) * 1.1f: RTE 0x3fe147af,
     * RTZ 0x3fe147ae. */
    check(rtz_caps, rtz_mode, "float", "OpFMul", "1066192077 1070386381 1065353216 0", "1077936128 1066192077 1065353216 0",
          "1079194419 1071728558 1065353216 0", __LINE__);
    check("", "", "float", "OpFMul", "1066192077 1070386381 1065353216 0", "1077936128 1066192077 1065353216 0",
          "1079194420 1071728559 1065353216 0", __LINE__);

    /* DenormFlushToZero 32: the denormal 0x00000001 plus FLT_MIN (0x00800000)
     * is FLT_MIN when flushed (0x00800001 when preserved); a denormal result
     * (0x00800001 - 0x00800000 = 0x00000001) becomes 0. */
    const char *ftz_caps = "OpCapability DenormFlushToZero\nOpExtension \"SPV_KHR_float_controls\"\n";
    const char *ftz_mode = "OpExecutionMode %main DenormFlushToZero 32\n";
    check(ftz_caps, ftz_mode, "float", "OpFAdd", "1 8388609 1065353216 1", "8388608 2155872256 0 0",
          "8388608 0 1065353216 0", __LINE__);
    check("", "", "float", "OpFAdd", "1 8388609 1065353216 1", "8388608 2155872256 0 0",
          "8388609 1 1065353216 1", __LINE__);

    /* OpFMod: the sign of Operand 2: 5.5 mod -2 = -0.5 (0xbf000000),
     * -5.5 mod 2 = 0.5, 4 mod -2 = -0 (0x80000000); OpFRem: the sign of
     * Operand 1: -5.5 rem 2 = -1.5 (0xbfc00000).
     * 5.5 = 0x40b00000, -5.5 = 0xc0b00000, -2 = 0xc0000000, 4 = 0x40800000. */
    check("", "", "float", "OpFMod", "1085276160 3232759808 1082130432 1085276160", "3221225472 1073741824 3221225472 1073741824",
          "3204448256 1056964608 2147483648 1069547520", __LINE__);
    check("", "", "float", "OpFRem", "1085276160 3232759808 1082130432 1085276160", "3221225472 1073741824 3221225472 1073741824",
          "1069547520 3217031168 0 1069547520", __LINE__);

    if (failures)
        fprintf(stderr, "exec_arith_test: %d failures\n", failures);
    else
        printf("exec_arith_test: ok\n");
    return failures != 0;
}
