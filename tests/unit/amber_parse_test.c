/* Unit test of the AmberScript parser (src/amber/parse.c): well-formed
 * scripts of every command with checks on the IR, malformed ones with the
 * expected line and message, and the real scripts of a folder (argument 1,
 * tests/amber/parse) which must all parse.
 * usage: spvrt_amber_parse_test [DIR]; prints "N passed, M failed". */
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amber/amber.h"

static int passed, failed;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (cond)                                                                    \
            passed++;                                                                \
        else {                                                                       \
            failed++;                                                                \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

static spvrt_context *ctx;

static spvrt_amber_script *parse(const char *text)
{
    spvrt_amber_script *s = spvrt_amber_parse(ctx, text, strlen(text), "test.amber");
    if (!s) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        for (uint32_t i = 0; i < n; i++)
            fprintf(stderr, "  unexpected: test.amber:%u:%u: %s\n", d[i].line, d[i].column, d[i].message);
    }
    return s;
}

/* The script must fail with one error at `line` whose message holds `part`. */
static void expect_error(const char *text, size_t length, uint32_t line, const char *part, int source_line)
{
    spvrt_amber_script *s = spvrt_amber_parse(ctx, text, length, "bad.amber");
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    bool ok = !s && n == 1 && d[0].line == line && d[0].column >= 1 && strstr(d[0].message, part);
    if (ok) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: expected an error on line %u with '%s', got %s", __FILE__, source_line, line, part,
                s ? "a script\n" : "");
        for (uint32_t i = 0; i < n; i++)
            fprintf(stderr, "bad.amber:%u:%u: %s\n", d[i].line, d[i].column, d[i].message);
    }
    spvrt_amber_script_free(s);
}
#define BAD(text, line, part) expect_error((text), strlen(text), (line), (part), __LINE__)

static float f32(spvrt_amber_value v)
{
    uint32_t b = (uint32_t)v;
    float f;
    memcpy(&f, &b, 4);
    return f;
}

static const char *full_script =
    "#!amber\n"
    "# every command of the subset\n"
    "DEVICE_FEATURE shaderInt64\n"
    "DEVICE_EXTENSION VK_KHR_shader_float16_int8\n"
    "INSTANCE_EXTENSION VK_KHR_get_physical_device_properties2\n"
    "SET ENGINE_DATA fence_timeout_ms 5000\n"
    "SHADER compute asm SPIRV-ASM\n"           /* 7 */
    "               OpCapability Shader\n"     /* 8 */
    "END\n"
    "SHADER compute hex SPIRV-HEX\n"           /* 10 */
    "03 02 23 07\n"
    "END  # done\n"
    "SHADER compute glsl GLSL\n"               /* 13 */
    "#version 450\n"
    "void main() {}\n"
    "  END\n"
    "BUFFER a DATA_TYPE int8 DATA -128 127 0x7F -1 END\n"                    /* 17 */
    "BUFFER b DATA_TYPE uint64 SIZE 4 FILL 0xFFFFFFFFFFFFFFFF\n"
    "BUFFER c DATA_TYPE float SIZE 8 SERIES_FROM 1.5 INC_BY -0.25\n"
    "BUFFER d DATA_TYPE vec3<float> STD140 DATA\n"                           /* 20 */
    "  1 2 3 \\\n"
    "  inf -inf nan\n"
    "  0.1\n"
    "END\n"
    "BUFFER e DATA_TYPE mat2x3<double> STD430 SIZE 2 FILL 2.5\n"             /* 25 */
    "BUFFER f DATA_TYPE float16 DATA 1.0 65504 0.1 -2 END\n"
    "BUFFER g FORMAT R32G32B32A32_SFLOAT SIZE 3 FILL 0\n"
    "BUFFER h DATA_TYPE int32 DATA -2147483648 2147483647 0xFFFFFFFF END\n"
    "BUFFER i DATA_TYPE uint32 SIZE 1 FILL 0\n"
    "PIPELINE compute p\n"                                                   /* 30 */
    "  ATTACH asm ENTRY_POINT kernel SPECIALIZE 1 AS uint32 4 SPECIALIZE 2 AS float 0.5 \\\n"
    "      SPECIALIZE 3 AS int32 -7\n"
    "  BIND BUFFER a AS storage DESCRIPTOR_SET 1 BINDING 2\n"
    "  BIND BUFFER b AS uniform BINDING 3\n"
    "  BIND BUFFER_ARRAY c i AS storage DESCRIPTOR_SET 2 BINDING 0 DESCRIPTOR_OFFSET 0 4 DESCRIPTOR_RANGE 8 4\n"
    "  BIND BUFFER h AS push_constant\n"
    "END\n"
    "PIPELINE compute q\n"
    "  ATTACH glsl\n"
    "END\n"                                                                  /* 40 */
    "RUN p 1 2 3\n"
    "REPEAT 3\n"
    "  RUN q 4 1 1\n"
    "  REPEAT 2\n"
    "    COPY a TO h\n"
    "  END\n"
    "END\n"
    "EXPECT a IDX 1 EQ 127 127\n"
    "EXPECT c IDX 4 TOLERANCE 0.5 EQ 1.25\n"
    "EXPECT d IDX 0 TOLERANCE 1% 0.5 2 EQ 1 2 3\n"                            /* 50 */
    "EXPECT h IDX 0 NE 1\n"
    "EXPECT h IDX 0 LT 1\n"
    "EXPECT h IDX 0 LE 1\n"
    "EXPECT h IDX 0 GT 1\n"
    "EXPECT h IDX 0 GE 1\n"
    "EXPECT a EQ_BUFFER h\n"
    "EXPECT c RMSE_BUFFER d TOLERANCE 0.125\n";

static void test_full_script(void)
{
    spvrt_amber_script *s = parse(full_script);
    CHECK(s != NULL);
    if (!s)
        return;
    CHECK(strcmp(s->path, "test.amber") == 0);
    CHECK(s->device_feature_count == 1 && strcmp(s->device_features[0], "shaderInt64") == 0);
    CHECK(s->device_feature_lines[0] == 3 && s->device_extension_lines[0] == 4 && s->instance_extension_lines[0] == 5);
    CHECK(s->device_extension_count == 1 && strcmp(s->device_extensions[0], "VK_KHR_shader_float16_int8") == 0);
    CHECK(s->instance_extension_count == 1);
    CHECK(s->has_fence_timeout && s->fence_timeout_ms == 5000);

    CHECK(s->shader_count == 3);
    CHECK(s->shaders[0].format == SPVRT_AMBER_SPIRV_ASM && s->shaders[0].line == 7 && s->shaders[0].text_line == 8);
    CHECK(strcmp(s->shaders[0].text, "               OpCapability Shader\n") == 0);
    CHECK(s->shaders[1].format == SPVRT_AMBER_SPIRV_HEX && strcmp(s->shaders[1].text, "03 02 23 07\n") == 0);
    CHECK(s->shaders[2].format == SPVRT_AMBER_GLSL && s->shaders[2].text_line == 14);
    CHECK(strcmp(s->shaders[2].text, "#version 450\nvoid main() {}\n") == 0);

    CHECK(s->buffer_count == 9);
    const spvrt_amber_buffer *a = &s->buffers[0];
    CHECK(a->type.kind == SPVRT_AMBER_INT && a->type.bits == 8 && a->init == SPVRT_AMBER_INIT_DATA);
    CHECK(a->element_count == 4 && a->values[0] == 0x80 && a->values[1] == 0x7F && a->values[2] == 0x7F &&
          a->values[3] == 0xFF);
    CHECK(spvrt_amber_value_double(&a->type, a->values[0]) == -128.0);
    const spvrt_amber_buffer *b = &s->buffers[1];
    CHECK(b->init == SPVRT_AMBER_INIT_FILL && b->element_count == 4 && b->fill == UINT64_MAX);
    const spvrt_amber_buffer *c = &s->buffers[2];
    CHECK(c->init == SPVRT_AMBER_INIT_SERIES && f32(c->series_start) == 1.5f && f32(c->series_inc) == -0.25f);
    const spvrt_amber_buffer *d = &s->buffers[3];
    CHECK(d->layout == SPVRT_AMBER_STD140 && d->type.rows == 3 && d->value_count == 7 && d->element_count == 3);
    CHECK(isinf(f32(d->values[3])) && f32(d->values[3]) > 0 && isinf(f32(d->values[4])) && f32(d->values[4]) < 0);
    CHECK(isnan(f32(d->values[5])) && f32(d->values[6]) == 0.1f && d->values[7] == 0 && d->values[8] == 0);
    CHECK(spvrt_amber_type_stride(&d->type, d->layout) == 16);
    const spvrt_amber_buffer *e = &s->buffers[4];
    CHECK(e->type.columns == 2 && e->type.rows == 3 && e->type.bits == 64);
    /* std430 mat2x3<double>: columns of dvec3 aligned to 32 bytes: stride 64 */
    CHECK(spvrt_amber_type_stride(&e->type, e->layout) == 64);
    CHECK(spvrt_amber_component_offset(&e->type, e->layout, 1, 2) == 48);
    const spvrt_amber_buffer *f = &s->buffers[5];
    /* binary16: 1.0 = 0x3C00, 65504 = 0x7BFF, 0.1 -> 0x2E66 (nearest), -2 = 0xC000 */
    CHECK(f->values[0] == 0x3C00 && f->values[1] == 0x7BFF && f->values[2] == 0x2E66 && f->values[3] == 0xC000);
    const spvrt_amber_buffer *g = &s->buffers[6];
    CHECK(g->from_format && strcmp(g->format, "R32G32B32A32_SFLOAT") == 0 && g->type.rows == 4 &&
          g->type.kind == SPVRT_AMBER_FLOAT && g->element_count == 3);
    const spvrt_amber_buffer *h = &s->buffers[7];
    CHECK(h->values[0] == 0x80000000u && h->values[1] == 0x7FFFFFFFu && h->values[2] == 0xFFFFFFFFu);

    CHECK(s->pipeline_count == 2);
    const spvrt_amber_pipeline *p = &s->pipelines[0];
    CHECK(p->attach_count == 1 && p->attaches[0].shader == 0 && strcmp(p->attaches[0].entry_point, "kernel") == 0);
    CHECK(p->attaches[0].spec_count == 3);
    CHECK(p->attaches[0].specs[0].id == 1 && p->attaches[0].specs[0].kind == SPVRT_AMBER_UINT &&
          p->attaches[0].specs[0].bits == 4);
    CHECK(p->attaches[0].specs[1].kind == SPVRT_AMBER_FLOAT && p->attaches[0].specs[1].bits == 0x3F000000u);
    CHECK(p->attaches[0].specs[2].kind == SPVRT_AMBER_INT && p->attaches[0].specs[2].bits == (uint32_t)-7);
    CHECK(p->bind_count == 4);
    CHECK(p->binds[0].kind == SPVRT_AMBER_BIND_STORAGE && p->binds[0].descriptor_set == 1 && p->binds[0].binding == 2 &&
          p->binds[0].buffer_count == 1 && p->binds[0].buffers[0] == 0 && p->binds[0].ranges[0] == SPVRT_AMBER_WHOLE_SIZE);
    CHECK(p->binds[1].kind == SPVRT_AMBER_BIND_UNIFORM && p->binds[1].descriptor_set == 0 && p->binds[1].binding == 3);
    CHECK(p->binds[2].is_array && p->binds[2].buffer_count == 2 && p->binds[2].buffers[1] == 8 &&
          p->binds[2].offsets[1] == 4 && p->binds[2].ranges[0] == 8);
    CHECK(p->binds[3].kind == SPVRT_AMBER_BIND_PUSH_CONSTANT && p->binds[3].buffers[0] == 7);
    CHECK(strcmp(s->pipelines[1].attaches[0].entry_point, "main") == 0);

    CHECK(s->command_count == 15);
    const spvrt_amber_command *k = s->commands;
    CHECK(k[0].kind == SPVRT_AMBER_RUN && k[0].u.run.pipeline == 0 && k[0].u.run.x == 1 && k[0].u.run.z == 3 &&
          k[0].line == 41);
    CHECK(k[1].kind == SPVRT_AMBER_REPEAT && k[1].u.repeat.count == 3 && k[1].u.repeat.end == 5);
    CHECK(k[2].kind == SPVRT_AMBER_RUN && k[2].u.run.pipeline == 1);
    CHECK(k[3].kind == SPVRT_AMBER_REPEAT && k[3].u.repeat.count == 2 && k[3].u.repeat.end == 5);
    CHECK(k[4].kind == SPVRT_AMBER_COPY && k[4].u.copy.from == 0 && k[4].u.copy.to == 7);
    CHECK(k[5].kind == SPVRT_AMBER_EXPECT_IDX && k[5].u.expect.offset == 1 && k[5].u.expect.value_count == 2 &&
          k[5].u.expect.values[0] == 127 && k[5].u.expect.tolerance_count == 0);
    CHECK(k[6].u.expect.tolerance_count == 1 && k[6].u.expect.tolerance[0].value == 0.5 &&
          !k[6].u.expect.tolerance[0].percent && f32(k[6].u.expect.values[0]) == 1.25f);
    CHECK(k[7].u.expect.tolerance_count == 3 && k[7].u.expect.tolerance[0].percent &&
          k[7].u.expect.tolerance[0].value == 1 && k[7].u.expect.tolerance[2].value == 2 && k[7].line == 50);
    CHECK(k[8].u.expect.compare == SPVRT_AMBER_NE && k[9].u.expect.compare == SPVRT_AMBER_LT &&
          k[10].u.expect.compare == SPVRT_AMBER_LE && k[11].u.expect.compare == SPVRT_AMBER_GT &&
          k[12].u.expect.compare == SPVRT_AMBER_GE);
    CHECK(k[13].kind == SPVRT_AMBER_EXPECT_EQ_BUFFER && k[13].u.expect_buffers.a == 0 && k[13].u.expect_buffers.b == 7);
    CHECK(k[14].kind == SPVRT_AMBER_EXPECT_RMSE_BUFFER && k[14].u.expect_buffers.tolerance == 0.125);
    spvrt_amber_script_free(s);
}

static void test_layouts(void)
{
    spvrt_amber_type t = {SPVRT_AMBER_FLOAT, 32, 1, 1};
    CHECK(spvrt_amber_type_stride(&t, SPVRT_AMBER_STD430) == 4 && spvrt_amber_type_stride(&t, SPVRT_AMBER_STD140) == 16);
    t.rows = 2;
    CHECK(spvrt_amber_type_stride(&t, SPVRT_AMBER_STD430) == 8);
    t.rows = 3;
    CHECK(spvrt_amber_type_stride(&t, SPVRT_AMBER_STD430) == 16);
    t.rows = 2, t.columns = 2; /* mat2x2<float>: 16 bytes in std430, 32 in std140 */
    CHECK(spvrt_amber_type_stride(&t, SPVRT_AMBER_STD430) == 16 && spvrt_amber_type_stride(&t, SPVRT_AMBER_STD140) == 32);
    CHECK(spvrt_amber_component_offset(&t, SPVRT_AMBER_STD140, 1, 1) == 20);
    /* half precision conversions */
    CHECK(spvrt_amber_float_to_half(1.0f) == 0x3C00 && spvrt_amber_float_to_half(65520.0f) == 0x7C00);
    CHECK(spvrt_amber_float_to_half(5.960464477539063e-08f) == 0x0001);         /* smallest subnormal */
    CHECK(spvrt_amber_float_to_half(2.980232238769531e-08f) == 0x0000);         /* half of it: ties to even */
    CHECK(spvrt_amber_half_to_float(0x0001) == 5.960464477539063e-08f && spvrt_amber_half_to_float(0xC000) == -2.0f);
}

static void test_continuation_and_comments(void)
{
    spvrt_amber_script *s = parse("BUFFER b DATA_TYPE uint16 \\\n   SIZE 2 \\   \n FILL 7 # comment\n"
                                  "# a comment line\n\n   \n");
    CHECK(s && s->buffer_count == 1 && s->buffers[0].fill == 7 && s->buffers[0].line == 1);
    spvrt_amber_script_free(s);
    s = parse("");
    CHECK(s && s->command_count == 0);
    spvrt_amber_script_free(s);
}

static void test_malformed(void)
{
    /* unknown commands and commands outside the subset */
    BAD("#!amber\n\nFOO bar\n", 3, "unknown command 'FOO'");
    BAD("BUFFER a DATA_TYPE int32 DATA 1 END\nBUFFER p DATA_TYPE uint32 DATA 0 END\nDEVICE_ADDRESS a INTO p IDX 0\n", 3,
        "must have a 64-bit integer type");
    BAD("BUFFER a DATA_TYPE int32 DATA 1 END\nBUFFER p DATA_TYPE uint64 DATA 0 END\nDEVICE_ADDRESS a INTO p IDX 4\n", 3,
        "IDX '4' is not a multiple of 8");
    BAD("BUFFER a DATA_TYPE int32 DATA 1 END\nBUFFER p DATA_TYPE uint64 DATA 0 END\nDEVICE_ADDRESS a TO p IDX 0\n", 3,
        "expected INTO");
    BAD("BUFFER p DATA_TYPE uint64 DATA 0 END\nDEVICE_ADDRESS q INTO p IDX 0\n", 2, "unknown buffer 'q'");
    {
        const char *text = "BUFFER a DATA_TYPE int32 DATA 1 END\nBUFFER p DATA_TYPE uint64 SIZE 2 FILL 0\n"
                           "REPEAT 2\nDEVICE_ADDRESS a INTO p IDX 8\nEND\n";
        spvrt_amber_script *s = parse(text);
        CHECK(s && s->command_count == 2 && s->commands[1].kind == SPVRT_AMBER_DEVICE_ADDRESS &&
              s->commands[1].line == 4 && s->commands[1].u.device_address.buffer == 0 &&
              s->commands[1].u.device_address.into == 1 && s->commands[1].u.device_address.offset == 8);
        spvrt_amber_script_free(s);
    }
    /* graphics and ray tracing: "not supported yet" (the runner's exit status 2, a skip) */
    BAD("#!amber\nCLEAR_COLOR p 0 0 0 0\n", 2, "'CLEAR_COLOR' is not supported yet");
    BAD("SHADER vertex v PASSTHROUGH\n", 1, "SHADER 'vertex' is not supported yet");
    BAD("SHADER compute s HLSL\nx\nEND\n", 1, "SHADER format 'HLSL' is not supported yet");
    BAD("PIPELINE graphics g\nEND\n", 1, "PIPELINE 'graphics' is not supported yet");
    BAD("PIPELINE raytracing g\nEND\n", 1, "PIPELINE 'raytracing' is not supported yet");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n  FRAMEBUFFER_SIZE 4 4\nEND\n", 6,
        "in PIPELINE: 'FRAMEBUFFER_SIZE' belongs to graphics pipelines");
    BAD("BUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\nEXPECT b IDX 0 0 SIZE 1 1 EQ_RGBA 0 0 0 0\n", 2, "image probes");
    /* issue 15: TARGET_ENV, SUBGROUP, placeholders, FILE, DERIVE_PIPELINE */
    BAD("SHADER compute s SPIRV-ASM TARGET_ENV vulkan9.9\nx\nEND\n", 1, "unknown target environment 'vulkan9.9'");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n  SUBGROUP s\n    FULLY_POPULATED on\n"
        "  END\nEND\n", 7, "needs DEVICE_FEATURE SubgroupSizeControl.computeFullSubgroups");
    BAD("#!amber\n{device_features}\n", 2, "template placeholder left unexpanded");
    BAD("BUFFER b DATA_TYPE uint32 SIZE 4 FILL 0.5\n", 1, "'0.5' is not an integer");
    BAD("BUFFER b DATA_TYPE uint32 SIZE 4 FILE PNG x.png\n", 1, "FILE PNG 'x.png' is not supported yet");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\nEND\nDERIVE_PIPELINE q FROM r\nEND\n", 7,
        "unknown pipeline 'r'");
    BAD("SHADER compute s GLSL VIRTUAL_FILE v.comp\n", 1, "no VIRTUAL_FILE 'v.comp' declared before");
    {
        const char *text = "VIRTUAL_FILE v.comp\nvoid main() {}\nEND\nSHADER compute s GLSL TARGET_ENV spv1.3 "
                           "VIRTUAL_FILE v.comp\nDEVICE_FEATURE SubgroupSizeControl.computeFullSubgroups\n"
                           "DEVICE_PROPERTY FloatControlsProperties.shaderDenormPreserveFloat32\n"
                           "BUFFER b DATA_TYPE int32 SIZE 2 FILL 3.0\nPIPELINE compute p\n  ATTACH s\n"
                           "  SUBGROUP s\n    FULLY_POPULATED on\n  END\n  BIND BUFFER b AS storage BINDING 0\nEND\n"
                           "DERIVE_PIPELINE q FROM p\nEND\nRUN TIMED_EXECUTION q 1 1 1\n";
        spvrt_amber_script *s = parse(text);
        CHECK(s && s->shader_count == 1 && s->shaders[0].target_env && strcmp(s->shaders[0].target_env, "spv1.3") == 0 &&
              strcmp(s->shaders[0].text, "void main() {}\n") == 0 && s->device_property_count == 1 &&
              s->buffers[0].fill == 3 && s->pipeline_count == 2 && s->pipelines[1].full_subgroups &&
              s->pipelines[1].bind_count == 1 && s->command_count == 1 && s->commands[0].u.run.timed &&
              s->commands[0].u.run.pipeline == 1);
        spvrt_amber_script_free(s);
    }
    BAD("STRUCT s\nEND\n", 1, "'STRUCT' is outside");
    /* truncated scripts */
    BAD("BUFFER", 1, "BUFFER: expected a buffer name, found end of file");
    BAD("BUFFER b DATA_TYPE", 1, "expected a data type");
    BAD("BUFFER b DATA_TYPE int32 DATA 1 2\n3\n", 1, "DATA of buffer 'b' has no END");
    BAD("SHADER compute s GLSL\nvoid main() {}\n", 1, "SHADER 's' has no END");
    BAD("SHADER compute s GLSL\nEND\n", 1, "SHADER 's' is empty");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n", 4, "PIPELINE 'p' has no END");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\nEND\n", 4, "has no ATTACH");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nREPEAT 2\nCOPY b TO b\n", 3, "copied to itself");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nBUFFER c DATA_TYPE int32 SIZE 1 FILL 0\nREPEAT 2\nCOPY b TO c\n",
        3, "REPEAT has no END");
    BAD("END\n", 1, "END without");
    /* bad numbers, out of range values */
    BAD("BUFFER b DATA_TYPE int32 DATA 12a END\n", 1, "'12a' is not an integer");
    BAD("BUFFER b DATA_TYPE float DATA 1.2.3 END\n", 1, "'1.2.3' is not a number");
    BAD("BUFFER b DATA_TYPE uint8 DATA\n1\n256\nEND\n", 3, "integer '256' is out of range for uint8");
    BAD("BUFFER b DATA_TYPE int8 DATA -129 END\n", 1, "out of range for int8");
    BAD("BUFFER b DATA_TYPE int8 DATA 128 END\n", 1, "out of range for int8");
    BAD("BUFFER b DATA_TYPE uint32 DATA -1 END\n", 1, "out of range for uint32");
    BAD("BUFFER b DATA_TYPE int16 DATA 0x10000 END\n", 1, "out of range for int16");
    BAD("BUFFER b DATA_TYPE uint64 DATA 18446744073709551616 END\n", 1, "out of range for uint64");
    BAD("BUFFER b DATA_TYPE float DATA 1e39 END\n", 1, "out of range for float");
    BAD("BUFFER b DATA_TYPE float16 DATA 65520 END\n", 1, "out of range for float16");
    BAD("BUFFER b DATA_TYPE double DATA 1e309 END\n", 1, "out of range for double");
    BAD("BUFFER b DATA_TYPE vec5<float> DATA 1 END\n", 1, "unknown data type 'vec5<float>'");
    BAD("BUFFER b FORMAT R16G16B16A16_UNORM\n", 1, "format 'R16G16B16A16_UNORM' is not one spvrt runs");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nBUFFER b DATA_TYPE int32 SIZE 1 FILL 0\n", 2,
        "already declared on line 1");
    /* huge SIZE */
    BAD("BUFFER b DATA_TYPE vec4<double> SIZE 0xFFFFFFFFFFFF FILL 0\n", 1, "would take more than");
    BAD("BUFFER b DATA_TYPE int32 SIZE 0 FILL 0\n", 1, "SIZE of buffer 'b' is 0");
    /* commands */
    BAD("RUN nothing 1 1 1\n", 1, "RUN: unknown pipeline 'nothing'");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\nEND\nRUN p 1 1\n", 7, "found end of line");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\nEND\nRUN p 1 1 4294967296\n", 7,
        "out of range for uint32");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\nEND\nRUN p 1 1 1 1\n", 7,
        "unexpected '1' after RUN");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s SPECIALIZE 1 AS double 1\nEND\n", 5,
        "uint32, int32 or float");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nSHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n"
        "  BIND BUFFER b AS storage BINDING 0\n  BIND BUFFER b AS uniform DESCRIPTOR_SET 0 BINDING 0\nEND\n",
        8, "already bound on line 7");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nSHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n"
        "  BIND BUFFER b AS storage_image BINDING 0\nEND\n",
        7, "'storage_image' is outside");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 TOLERANCE 1 LT 1\n", 2, "TOLERANCE goes with EQ only");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 TOLERANCE 1 2 3 4 5 EQ 1\n", 2, "1 to 4 values");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 EQ\n", 2, "expected values");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 EQ 1.5\n", 2, "'1.5' is not an integer");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b RMSE_BUFFER b\n", 2, "expected TOLERANCE");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT c EQ_BUFFER b\n", 2, "unknown buffer 'c'");
    BAD("SET ENGINE_DATA colour 1\n", 1, "unknown engine data 'colour'");
    BAD("REPEAT 2\n  BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEND\n", 2, "not allowed inside REPEAT (line 1)");
    /* deep REPEAT: the bound, and far beyond it (no recursion on depth) */
    char deep[64 * 1024];
    size_t n = 0;
    for (int i = 0; i < 5000; i++)
        n += (size_t)snprintf(deep + n, sizeof deep - n, "REPEAT 2\n");
    expect_error(deep, n, SPVRT_AMBER_MAX_REPEAT_DEPTH + 1, "nest more than 16 deep", __LINE__);
    n = 0;
    for (int i = 0; i < SPVRT_AMBER_MAX_REPEAT_DEPTH; i++)
        n += (size_t)snprintf(deep + n, sizeof deep - n, "REPEAT 2\n");
    for (int i = 0; i < SPVRT_AMBER_MAX_REPEAT_DEPTH; i++)
        n += (size_t)snprintf(deep + n, sizeof deep - n, "END\n");
    spvrt_amber_script *s = spvrt_amber_parse(ctx, deep, n, "deep.amber");
    CHECK(s && s->command_count == SPVRT_AMBER_MAX_REPEAT_DEPTH && s->commands[0].u.repeat.end == s->command_count);
    spvrt_amber_script_free(s);
    /* a NUL byte and bytes that are not text are words like any other */
    static const char nul[] = "BUFFER b DATA_TYPE int32 DATA 1\0 END\n";
    expect_error(nul, sizeof nul - 1, 1, "is not an integer", __LINE__);
}

/* Every truncated prefix of the full script: parses or fails with a located error. */
static void test_prefixes(void)
{
    size_t n = strlen(full_script);
    int located = 1;
    for (size_t k = 0; k < n; k++) {
        spvrt_amber_script *s = spvrt_amber_parse(ctx, full_script, k, "p.amber");
        const spvrt_diagnostic *d;
        uint32_t count = spvrt_context_diagnostics(ctx, &d);
        if (!s && (count != 1 || d[0].line == 0 || d[0].column == 0))
            located = 0;
        spvrt_amber_script_free(s);
    }
    CHECK(located);
}

static char *read_file(const char *path, size_t *length)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *data = NULL;
    size_t cap = 0, n = 0;
    for (;;) {
        if (n == cap) {
            cap = cap ? cap * 2 : 4096;
            char *p = realloc(data, cap);
            if (!p)
                break;
            data = p;
        }
        size_t r = fread(data + n, 1, cap - n, f);
        if (r == 0)
            break;
        n += r;
    }
    fclose(f);
    *length = n;
    return data;
}

/* tests/amber/parse/accel_syntax.amber, value by value. */
static void check_accel_syntax(const spvrt_amber_script *s)
{
    CHECK(s->blas_count == 4 && s->tlas_count == 1);
    if (s->blas_count != 4 || s->tlas_count != 1)
        return;
    const spvrt_amber_blas *tris = &s->blases[0];
    CHECK(tris->geometry_count == 3);
    if (tris->geometry_count == 3) {
        const spvrt_amber_geometry *g = tris->geometries;
        CHECK(g[0].kind == SPVRT_GEOMETRY_TRIANGLES && g[0].flags == SPVRT_GEOMETRY_OPAQUE &&
              g[0].primitive_count == 2 && g[0].vertex_count == 6 && !g[0].indices && g[0].vertices[15] == 0 &&
              g[0].vertices[17] == 1);
        CHECK(g[1].flags == (SPVRT_GEOMETRY_OPAQUE | SPVRT_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION) &&
              g[1].vertex_count == 4 && g[1].index_count == 6 && g[1].primitive_count == 2 && g[1].indices[5] == 3);
        /* quad.obj: f 1 2 3 -1 fans into (0 1 2) (0 2 3) */
        CHECK(g[2].vertex_count == 4 && g[2].primitive_count == 2 && g[2].index_count == 6 &&
              g[2].indices[3] == 0 && g[2].indices[4] == 2 && g[2].indices[5] == 3 &&
              g[2].flags == SPVRT_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION && g[2].vertices[6] == 1);
    }
    const spvrt_amber_geometry *box = s->blases[1].geometries;
    CHECK(box->kind == SPVRT_GEOMETRY_AABBS && box->primitive_count == 2 && box->aabbs[9] == 3);
    const spvrt_amber_geometry *ball = s->blases[2].geometries;
    CHECK(ball->kind == SPVRT_GEOMETRY_SPHERES && ball->primitive_count == 2 && ball->vertex_count == 2 &&
          ball->radii[1] == 0.5f && ball->vertices[3] == 3 && ball->vertices[5] == 5);
    const spvrt_amber_geometry *hair = s->blases[3].geometries;
    CHECK(s->blases[3].geometry_count == 2 && hair[0].kind == SPVRT_GEOMETRY_LSS &&
          hair[0].endcaps == SPVRT_LSS_ENDCAPS_CHAINED && hair[0].vertex_count == 3 && hair[0].primitive_count == 2 &&
          hair[0].indices[2] == 1 && hair[0].radii[1] == 0.2f && hair[1].endcaps == SPVRT_LSS_ENDCAPS_NONE &&
          hair[1].primitive_count == 1 && !hair[1].indices && hair[1].radii[1] == 0.25f);
    const spvrt_amber_tlas *t = &s->tlases[0];
    CHECK(t->instance_count == 4);
    if (t->instance_count == 4) {
        const spvrt_amber_instance *in = t->instances;
        CHECK(in[0].blas == 0 && in[0].mask == 0xFF && in[0].custom_index == 0 && in[0].flags == 0 &&
              in[0].transform[0][0] == 1 && in[0].transform[0][3] == 0 && in[0].transform[2][2] == 1);
        CHECK(in[1].blas == 1 && in[1].custom_index == 7 && in[1].offset == 3 && in[1].mask == 0x0F &&
              in[1].flags == (SPVRT_INSTANCE_TRIANGLE_FACING_CULL_DISABLE | SPVRT_INSTANCE_FORCE_OPAQUE) &&
              in[1].transform[0][3] == 10);
        CHECK(in[2].flags == (SPVRT_INSTANCE_TRIANGLE_FLIP_FACING | 8u));
    }
    const spvrt_amber_bind *b = &s->pipelines[0].binds[0];
    CHECK(b->kind == SPVRT_AMBER_BIND_ACCEL && b->tlas == 0 && b->binding == 0 && b->buffer_count == 0);
}

static void test_accel(void)
{
    static const char tri[] = "ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n  END\nEND\n";
    BAD("ACCELERATION_STRUCTURE MIDDLE_LEVEL x\n", 1, "expected BOTTOM_LEVEL or TOP_LEVEL");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0\n  END\nEND\n", 2,
        "each triangle has 3 vertices; 2 vertices given");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0\n  END\nEND\n", 2,
        "each vertex is 3 numbers");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n  END\nEND\n", 2, "has no primitives");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n", 2,
        "GEOMETRY TRIANGLES has no END");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n  END\n", 1,
        "BOTTOM_LEVEL 'b' has no END");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n    INDICES 0 1 3\n"
        "  END\nEND\n", 2, "index 3");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n    INDICES 0 1\n"
        "  END\nEND\n", 2, "INDICES must be a non-empty list of 3 per primitive");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY AABBS\n    0 0 0 1 1\n  END\nEND\n", 2, "each box is 6 numbers");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY AABBS\n    0 0 0 1 1 1\n    INDICES 0\n  END\nEND\n", 4,
        "GEOMETRY AABBS takes no INDICES");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY SPHERES\n    0 0 0 -1\n  END\nEND\n", 2, "radius");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY LSS\n    0 0 0 1\n  END\nEND\n", 2,
        "each segment has 2 vertices");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY LSS ENDCAPS ROUND\n", 2, "expected NONE or CHAINED");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY QUADS\n", 2, "unknown geometry type 'QUADS'");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    FLAGS SHINY\n", 3, "unknown flag 'SHINY'");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 zero\n", 3, "expected a number");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n  END\n"
        "  GEOMETRY AABBS\n    0 0 0 1 1 1\n  END\nEND\n", 5, "one type of geometry per bottom level");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  GEOMETRY TRIANGLES FILE does_not_exist.obj\nEND\n", 2,
        "does_not_exist.obj: cannot open");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  TRIANGLES\n", 2, "expected GEOMETRY or END");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\nEND\nACCELERATION_STRUCTURE BOTTOM_LEVEL b\nEND\n", 3,
        "bottom level 'b' is already declared on line 1");
    char text[1024];
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE c\n", tri);
    BAD(text, 7, "unknown bottom level 'c'");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n    MASK 256\n", tri);
    BAD(text, 8, "MASK '256' is out of range (0 to 255)");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n    INDEX 16777216\n",
             tri);
    BAD(text, 8, "out of range (0 to 16777215)");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n    TRANSFORM 1 0 0\n"
             "    END\n", tri);
    BAD(text, 8, "TRANSFORM has 3 numbers; it takes 12");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n    FLAGS 256\n", tri);
    BAD(text, 8, "more than 8 bits");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n    FLAGS CULL\n", tri);
    BAD(text, 8, "unknown flag 'CULL'");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n    COLOR 1\n", tri);
    BAD(text, 8, "in BOTTOM_LEVEL_INSTANCE: unknown word 'COLOR'");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n", tri);
    BAD(text, 7, "BOTTOM_LEVEL_INSTANCE has no END");
    snprintf(text, sizeof text, "%sSHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n"
             "  BIND ACCELERATION_STRUCTURE b BINDING 0\nEND\n", tri);
    BAD(text, 11, "'b' is a bottom level");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\nEND\nSHADER compute s GLSL\nx\nEND\n"
             "PIPELINE compute p\n  ATTACH s\n  BIND ACCELERATION_STRUCTURE t BINDING 0\n"
             "  BIND ACCELERATION_STRUCTURE t DESCRIPTOR_SET 0 BINDING 0\nEND\n", tri);
    BAD(text, 14, "descriptor set 0 binding 0 is already bound on line 13");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n  BIND ACCELERATION_STRUCTURE nope BINDING 0\n",
        6, "unknown top level 'nope'");
    BAD("REPEAT 2\nACCELERATION_STRUCTURE TOP_LEVEL t\nEND\nEND\n", 2, "not allowed inside REPEAT");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b END\nEND\n", tri);
    spvrt_amber_script *s = parse(text);
    CHECK(s && s->tlas_count == 1 && s->tlases[0].instance_count == 1 && s->tlases[0].instances[0].line == 7);
    spvrt_amber_script_free(s);
}

static void test_folder(const char *dir)
{
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    if (!d)
        return;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 6, ".amber") != 0)
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t length = 0;
        char *text = read_file(path, &length);
        spvrt_amber_script *s = text ? spvrt_amber_parse(ctx, text, length, path) : NULL;
        if (!s) {
            const spvrt_diagnostic *dg;
            uint32_t n = spvrt_context_diagnostics(ctx, &dg);
            for (uint32_t i = 0; i < n; i++)
                fprintf(stderr, "%s:%u:%u: error: %s\n", path, dg[i].line, dg[i].column, dg[i].message);
        }
        CHECK(s != NULL);
        if (s && strcmp(e->d_name, "compute_descriptor_array_ssbo.amber") == 0) {
            const spvrt_amber_bind *b = &s->pipelines[0].binds[1];
            CHECK(b->is_array && b->buffer_count == 2 && b->offsets[1] == 256 && b->ranges[0] == 256 &&
                  b->ranges[1] == 4);
        }
        if (s && strcmp(e->d_name, "compute_ssbo_with_tolerance.amber") == 0)
            CHECK(s->command_count == 13 && s->commands[12].u.expect.tolerance[0].percent);
        if (s && strcmp(e->d_name, "compute_push_constant_and_ssbo.amber") == 0)
            CHECK(s->buffers[1].element_count == 17 && s->commands[1].kind == SPVRT_AMBER_EXPECT_EQ_BUFFER);
        if (s && strcmp(e->d_name, "compute_mat2x2.amber") == 0)
            CHECK(s->buffers[0].element_count == 1 && s->buffers[1].element_count == 2 &&
                  s->commands[2].u.expect.offset == 8);
        if (s && strcmp(e->d_name, "accel_syntax.amber") == 0)
            check_accel_syntax(s);
        if (s && strcmp(e->d_name, "copy_data_buffer.amber") == 0)
            CHECK(s->command_count == 4 && s->commands[2].kind == SPVRT_AMBER_COPY);
        spvrt_amber_script_free(s);
        free(text);
        count++;
    }
    closedir(d);
    CHECK(count >= 5);
}

int main(int argc, char **argv)
{
    ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 1;
    test_full_script();
    test_layouts();
    test_continuation_and_comments();
    test_malformed();
    test_prefixes();
    test_accel();
    if (argc > 1)
        test_folder(argv[1]);
    spvrt_context_destroy(ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
