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
    /* issue 17: ray-tracing pipelines parse into the model (their RUN is refused by the runner) */
    {
        const char *text = "SHADER ray_generation r SPIRV-ASM\nx\nEND\nSHADER miss m SPIRV-ASM\nx\nEND\n"
                           "SHADER closest_hit c SPIRV-ASM\nx\nEND\nSHADER intersection i SPIRV-ASM\nx\nEND\n"
                           "PIPELINE raytracing lib\n  FLAGS LIBRARY\n  SHADER_GROUP miss m\nEND\n"
                           "PIPELINE ray_tracing p\n  USE_LIBRARY lib\n  MAX_RAY_RECURSION_DEPTH 3\n"
                           "  SHADER_GROUP gen r\n  SHADER_GROUP hit i c\n"
                           "  SHADER_BINDING_TABLE rt\n    gen\n  END\n  SHADER_BINDING_TABLE ht\n    hit miss\n  END\n"
                           "END\nRUN p HIT ht RAYGEN rt 4 5 6\n";
        spvrt_amber_script *s = parse(text);
        CHECK(s && s->shader_count == 4 && s->shaders[0].stage == SPVRT_AMBER_STAGE_RAY_GENERATION &&
              s->shaders[3].stage == SPVRT_AMBER_STAGE_INTERSECTION && s->shaders[0].target_env &&
              strcmp(s->shaders[0].target_env, "spv1.4") == 0);
        CHECK(s && s->pipeline_count == 2 && s->pipelines[0].ray_tracing &&
              s->pipelines[0].create_flags == SPVRT_AMBER_PIPELINE_LIBRARY_BIT &&
              s->pipelines[0].max_ray_recursion_depth == 1);
        const spvrt_amber_pipeline *pl = s && s->pipeline_count == 2 ? &s->pipelines[1] : NULL;
        CHECK(pl && pl->ray_tracing && pl->library_count == 1 && pl->libraries[0] == 0 &&
              pl->max_ray_recursion_depth == 3 && pl->group_count == 2 && pl->groups[0].general == 0 &&
              pl->groups[1].general == SPVRT_AMBER_NO_SHADER && pl->groups[1].intersection == 3 &&
              pl->groups[1].closest_hit == 2 && pl->groups[1].any_hit == SPVRT_AMBER_NO_SHADER && pl->sbt_count == 2 &&
              pl->sbts[1].record_count == 2 && pl->sbts[1].records[0].pipeline == 1 &&
              pl->sbts[1].records[0].group == 1 && pl->sbts[1].records[1].pipeline == 0 &&
              pl->sbts[1].records[1].group == 0 && pl->sbts[1].records[1].line == 26);
        CHECK(s && s->command_count == 1 && s->commands[0].u.run.pipeline == 1 && s->commands[0].u.run.raygen == 0 &&
              s->commands[0].u.run.hit == 1 && s->commands[0].u.run.miss == SPVRT_AMBER_NO_SBT &&
              s->commands[0].u.run.call == SPVRT_AMBER_NO_SBT && s->commands[0].u.run.x == 4 &&
              s->commands[0].u.run.z == 6);
        spvrt_amber_script_free(s);
    }
    BAD("PIPELINE raytracing g\n  ATTACH s\nEND\n", 2, "a ray-tracing pipeline takes its shaders in SHADER_GROUPs");
    BAD("SHADER ray_generation r SPIRV-ASM\nx\nEND\nSHADER ray_generation q SPIRV-ASM\nx\nEND\n"
        "PIPELINE raytracing g\n  SHADER_GROUP a r q\nEND\n", 8, "a group holds one ray_generation shader");
    BAD("PIPELINE raytracing g\n  SHADER_GROUP a\nEND\n", 2, "SHADER_GROUP 'a' has no shader");
    /* DERIVE_PIPELINE of a ray-tracing pipeline: Amber's Pipeline::Clone keeps the buffer bindings only (not
       the acceleration structure's, the groups, the tables, MAX_RAY_RECURSION_DEPTH) */
    {
        const char *text = "SHADER ray_generation r SPIRV-ASM\nx\nEND\nBUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\n"
                           "ACCELERATION_STRUCTURE BOTTOM_LEVEL bl\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n"
                           "  END\nEND\nACCELERATION_STRUCTURE TOP_LEVEL tl\n  BOTTOM_LEVEL_INSTANCE bl\n  END\nEND\n"
                           "PIPELINE raytracing g\n  BIND ACCELERATION_STRUCTURE tl DESCRIPTOR_SET 0 BINDING 0\n"
                           "  BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 1\n  MAX_RAY_RECURSION_DEPTH 3\n"
                           "  SHADER_GROUP a r\n  SHADER_BINDING_TABLE t\n    a\n  END\nEND\n"
                           "DERIVE_PIPELINE d FROM g\n  SHADER_GROUP a r\nEND\n";
        spvrt_amber_script *s = parse(text);
        CHECK(s && s->pipeline_count == 2 && s->pipelines[1].ray_tracing && s->pipelines[1].bind_count == 1 &&
              s->pipelines[1].binds[0].kind == SPVRT_AMBER_BIND_STORAGE && s->pipelines[1].binds[0].binding == 1 &&
              s->pipelines[1].group_count == 1 && s->pipelines[1].sbt_count == 0 &&
              s->pipelines[1].max_ray_recursion_depth == 1 && s->pipelines[0].max_ray_recursion_depth == 3);
        spvrt_amber_script_free(s);
    }
    /* a BIND of a derived body replaces the inherited one of its set and binding (Amber: ClearBuffers); two of
       the body's own still clash */
    {
        const char *text = "SHADER compute s GLSL\nx\nEND\nBUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\n"
                           "BUFFER c DATA_TYPE uint32 SIZE 4 FILL 0\nBUFFER e DATA_TYPE uint32 SIZE 4 FILL 0\n"
                           "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS storage BINDING 0\n"
                           "  BIND BUFFER e AS storage BINDING 1\nEND\n"
                           "DERIVE_PIPELINE q FROM p\n  BIND BUFFER c AS storage BINDING 0\nEND\n";
        spvrt_amber_script *s = parse(text);
        CHECK(s && s->pipeline_count == 2 && s->pipelines[1].bind_count == 2 &&
              s->pipelines[1].binds[0].binding == 1 && s->pipelines[1].binds[0].buffers[0] == 2 &&
              s->pipelines[1].binds[1].binding == 0 && s->pipelines[1].binds[1].buffers[0] == 1 &&
              s->pipelines[0].bind_count == 2 && s->pipelines[0].binds[0].buffers[0] == 0);
        spvrt_amber_script_free(s);
    }
    BAD("SHADER compute s GLSL\nx\nEND\nBUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\nPIPELINE compute p\n  ATTACH s\n"
        "  BIND BUFFER b AS storage BINDING 0\nEND\nDERIVE_PIPELINE q FROM p\n  BIND BUFFER b AS storage BINDING 0\n"
        "  BIND BUFFER b AS storage BINDING 0\nEND\n", 11, "descriptor set 0 binding 0 is already bound on line 10");
    BAD("SHADER compute s GLSL\nx\nEND\nPIPELINE compute p\n  ATTACH s\n  FRAMEBUFFER_SIZE 4 4\nEND\n", 6,
        "in PIPELINE: 'FRAMEBUFFER_SIZE' belongs to graphics pipelines");
    BAD("BUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\nEXPECT b IDX 0 0 SIZE 1 1 EQ_RGBA 0 0 0 0\n", 2, "'b' is not an image");
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
    /* STRUCT (google/amber ParseStruct): malformed declarations and layouts */
    BAD("STRUCT s\nEND\n", 1, "STRUCT s has no members");
    BAD("STRUCT STRIDE 4\n", 1, "missing STRUCT name");
    BAD("STRUCT s FOO\n", 1, "unexpected 'FOO' after the name");
    BAD("STRUCT s\n  float a\n", 1, "STRUCT s has no END");
    BAD("STRUCT s\n  s a\nEND\n", 2, "recursive types are not allowed");
    BAD("STRUCT s\n  float\nEND\n", 2, "expected a member name");
    BAD("STRUCT s\n  float a OFFSET\nEND\n", 2, "OFFSET: expected a number of bytes");
    BAD("STRUCT s\n  float a ARRAY_STRIDE 4\nEND\n", 2, "ARRAY_STRIDE only goes with array members");
    BAD("STRUCT s\n  vec4<float> a MATRIX_STRIDE 16\nEND\n", 2, "MATRIX_STRIDE only goes with matrix members");
    BAD("STRUCT s\n  float a ALIGN 4\nEND\n", 2, "unknown word 'ALIGN'");
    BAD("STRUCT s\n  float a\nEND\nSTRUCT s\n  float b\nEND\n", 4, "STRUCT 's' is already declared on line 1");
    BAD("STRUCT float\n  float a\nEND\n", 1, "the name is a data type's");
    BAD("STRUCT t\n  float a\nEND\nSTRUCT s\n  t[] a\nEND\n", 5, "TYPE[] of data types only");
    BAD("STRUCT s\n  mat2x2<float> m MATRIX_STRIDE 12\nEND\nBUFFER b DATA_TYPE s DATA\n1\nEND\n", 2,
        "MATRIX_STRIDE 12 of member 'm' is not a multiple");
    BAD("STRUCT s\n  float[] k ARRAY_STRIDE 2\nEND\nBUFFER b DATA_TYPE s DATA\n1\nEND\n", 2,
        "ARRAY_STRIDE 2 of member 'k'");
    BAD("STRUCT s\n  float a\nEND\nBUFFER b DATA_TYPE s WIDTH 2 HEIGHT 2 FILL 0\n", 4, "not supported yet");
    BAD("STRUCT s\n  float a\nEND\nBUFFER b DATA_TYPE s DATA\n1 x\nEND\n", 5, "'x'");
    BAD("STRUCT s\n  float a\n  int32 b\nEND\nBUFFER b DATA_TYPE s DATA\n1.5 2.5\nEND\n", 6, "'2.5'");
    {
        /* std430 and std140 of one STRUCT (GLSL 4.60 7.6.2.2): offsets of every component and the stride */
        const char *text = "STRUCT in\n  int32 c\n  float d\nEND\n"
                           "STRUCT s\n  float a\n  vec3<float> v\n  int32 b\n  in e\n  mat2x2<float> m\n"
                           "  float[] k\n  float z OFFSET 100\nEND\n"
                           "BUFFER x DATA_TYPE s STD430 SIZE 2 FILL 7\nBUFFER y DATA_TYPE s STD140 DATA\n1 2\nEND\n";
        static const uint32_t std430[] = {0, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 100};
        static const uint32_t std140[] = {0, 16, 20, 24, 28, 32, 36, 48, 52, 64, 68, 80, 100};
        spvrt_amber_script *s = parse(text);
        CHECK(s && s->buffer_count == 2 && s->buffers[0].is_struct && s->buffers[0].field_count == 13 &&
              s->buffers[1].field_count == 13);
        if (s && s->buffer_count == 2 && s->buffers[0].field_count == 13 && s->buffers[1].field_count == 13) {
            for (uint32_t k = 0; k < 13; k++) {
                CHECK(s->buffers[0].fields[k].offset == std430[k]);
                CHECK(s->buffers[1].fields[k].offset == std140[k]);
            }
            CHECK(s->buffers[0].struct_stride == 112 && s->buffers[1].struct_stride == 112);
            CHECK(s->buffers[0].fields[0].fill == 0x40e00000u && s->buffers[0].fields[4].fill == 7);
            CHECK(s->buffers[1].element_count == 1 && s->buffers[1].values[1] == 0x40000000u);
        }
        spvrt_amber_script_free(s);
    }
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
    BAD("BUFFER b DATA_TYPE int8 DATA 256 END\n", 1, "out of range for int8");
    BAD("BUFFER b DATA_TYPE uint32 DATA -1 END\n", 1, "out of range for uint32");
    BAD("BUFFER b DATA_TYPE int16 DATA 0x10000 END\n", 1, "out of range for int16");
    BAD("BUFFER b DATA_TYPE uint64 DATA 18446744073709551616 END\n", 1, "out of range for uint64");
    BAD("BUFFER b DATA_TYPE float DATA 1e39 END\n", 1, "out of range for float");
    BAD("BUFFER b DATA_TYPE float16 DATA 65520 END\n", 1, "out of range for float16");
    BAD("BUFFER b DATA_TYPE double DATA 1e309 END\n", 1, "out of range for double");
    BAD("BUFFER b DATA_TYPE vec5<float> DATA 1 END\n", 1, "unknown data type 'vec5<float>'");
    BAD("BUFFER b FORMAT D24_UNORM_S8_UINT\n", 1, "format 'D24_UNORM_S8_UINT' is not one spvrt runs");
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
        7, "buffer 'b' is not an image");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 TOLERANCE 1 LT 1\n", 2, "TOLERANCE goes with EQ only");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 TOLERANCE 1 2 3 4 5 EQ 1\n", 2, "1 to 4 values");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 EQ\n", 2, "expected values");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b IDX 0 EQ 1.5\n", 2, "'1.5' is not an integer");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b RMSE_BUFFER b\n", 2, "expected TOLERANCE");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b EQ_HISTOGRAM_EMD_BUFFER b\n", 2, "expected TOLERANCE");
    BAD("BUFFER b DATA_TYPE int32 SIZE 1 FILL 0\nEXPECT b EQ_HISTOGRAM_EMD_BUFFER b TOLERANCE 5%\n", 2,
        "EQ_HISTOGRAM_EMD_BUFFER TOLERANCE is a number, not a percentage");
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

/* ---- VkScript (src/amber/vkscript.c) -------------------------------------------------------------- */

static const char *vk_script =
    "# a VkScript file: no '#!amber'\n"              /* 1 */
    "[require]\n"                                    /* 2 */
    "shaderInt64\n"                                  /* 3 */
    "VariablePointerFeatures.variablePointers\n"     /* 4 */
    "VK_KHR_storage_buffer_storage_class\n"          /* 5 */
    "fence_timeout 3000\n"                           /* 6 */
    "fbsize 32 32\n"                                 /* 7 */
    "framebuffer R32G32B32A32_SFLOAT\n"              /* 8 */
    "\n"                                             /* 9 */
    "[compute shader spirv]\n"                       /* 10 */
    "               OpCapability Shader\n"           /* 11 */
    "\n"                                             /* 12 */
    "[test]\n"                                       /* 13 */
    "ssbo 0 subdata int 8 1 2 \\\n"                  /* 14 */
    "   3 4  # continued\n"                          /* 15 */
    "ssbo 2:3 16\n"                                  /* 16 */
    "uniform ubo 1:0 mat2 0 1 2 3 4\n"               /* 17 */
    "uniform vec2 8 0.5 1.5\n"                       /* 18 */
    "compute 2 3 4\n"                                /* 19 */
    "probe ssbo int 0 12 == 2 3\n"                   /* 20 */
    "tolerance 1%\n"                                 /* 21 */
    "probe ssbo vec3 2:3 16 ~= 1 2 3\n"              /* 22 */
    "compute entrypoint other\n"                     /* 23 */
    "compute 1 1 1\n"                                /* 24 */
    "probe ssbo int 0 0 < 7\n";                      /* 25 */

static spvrt_amber_script *parse_vk(const char *text)
{
    spvrt_amber_script *s = spvrt_amber_vkscript_parse(ctx, text, strlen(text), "test.vkscript");
    if (!s) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        for (uint32_t i = 0; i < n; i++)
            fprintf(stderr, "  unexpected: test.vkscript:%u:%u: %s\n", d[i].line, d[i].column, d[i].message);
    }
    return s;
}

/* One error at `line` with `part`; unsupported: its rule is SPVRT_AMBER_RULE_UNSUPPORTED. */
static void expect_vk_error(const char *text, uint32_t line, const char *part, bool unsupported, int source_line)
{
    spvrt_amber_script *s = spvrt_amber_vkscript_parse(ctx, text, strlen(text), "bad.vkscript");
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    bool rule = n == 1 && d[0].rule && strcmp(d[0].rule, SPVRT_AMBER_RULE_UNSUPPORTED) == 0;
    if (!s && n == 1 && d[0].line == line && d[0].column >= 1 && strstr(d[0].message, part) && rule == unsupported) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: expected a%s error on line %u with '%s', got %s", __FILE__, source_line,
                unsupported ? "n unsupported" : "", line, part, s ? "a script\n" : "");
        for (uint32_t i = 0; i < n; i++)
            fprintf(stderr, "bad.vkscript:%u:%u: %s%s\n", d[i].line, d[i].column, d[i].message,
                    d[i].rule ? " (rule)" : "");
    }
    spvrt_amber_script_free(s);
}
#define BAD_VK(text, line, part) expect_vk_error((text), (line), (part), false, __LINE__)
#define UNSUPPORTED_VK(text, line, part) expect_vk_error((text), (line), (part), true, __LINE__)
#define VK_SHADER "[compute shader]\nvoid main() {}\n[test]\n" /* the commands start on line 4 */

static void test_vkscript(void)
{
    spvrt_amber_script *s = parse_vk(vk_script);
    CHECK(s != NULL);
    if (s) {
        CHECK(s->device_feature_count == 2 && strcmp(s->device_features[1], "VariablePointerFeatures.variablePointers") == 0);
        CHECK(s->device_extension_count == 1 && s->device_extension_lines[0] == 5);
        CHECK(s->has_fence_timeout && s->fence_timeout_ms == 3000);
        CHECK(s->default_target_env && strcmp(s->default_target_env, "vulkan1.0") == 0);
        CHECK(s->shader_count == 1 && s->shaders[0].format == SPVRT_AMBER_SPIRV_ASM && s->shaders[0].text_line == 11 &&
              s->shaders[0].text_length == strlen("               OpCapability Shader"));
        /* buffers: ssbo 0:0 int, ssbo 2:3 vec3 of 16 elements, ubo 1:0 mat2 std140, push constants vec2 */
        CHECK(s->buffer_count == 4);
        if (s->buffer_count == 4) {
            CHECK(s->buffers[0].type.kind == SPVRT_AMBER_INT && s->buffers[0].type.bits == 32 &&
                  s->buffers[0].init == SPVRT_AMBER_INIT_NONE);
            CHECK(s->buffers[1].type.rows == 3 && s->buffers[1].element_count == 16 &&
                  s->buffers[1].init == SPVRT_AMBER_INIT_FILL && s->buffers[1].layout == SPVRT_AMBER_STD430);
            CHECK(s->buffers[2].type.columns == 2 && s->buffers[2].layout == SPVRT_AMBER_STD140);
            CHECK(s->buffers[3].type.rows == 2 && s->buffers[3].element_count == 2); /* to byte 16 */
        }
        /* one pipeline per entry point, each with every binding */
        CHECK(s->pipeline_count == 2 && strcmp(s->pipelines[1].attaches[0].entry_point, "other") == 0);
        if (s->pipeline_count == 2) {
            const spvrt_amber_pipeline *pl = &s->pipelines[0];
            CHECK(pl->bind_count == 4 && pl->binds[1].descriptor_set == 2 && pl->binds[1].binding == 3 &&
                  pl->binds[2].kind == SPVRT_AMBER_BIND_UNIFORM && pl->binds[3].kind == SPVRT_AMBER_BIND_PUSH_CONSTANT);
        }
        CHECK(s->command_count == 8);
        if (s->command_count == 8) {
            const spvrt_amber_command *c = s->commands;
            CHECK(c[0].kind == SPVRT_AMBER_WRITE && c[0].line == 14 && c[0].u.write.offset == 8 &&
                  c[0].u.write.value_count == 4 && c[0].u.write.values[3] == 4);
            CHECK(c[1].kind == SPVRT_AMBER_WRITE && c[1].u.write.buffer == 2 && c[1].u.write.value_count == 4);
            CHECK(c[2].kind == SPVRT_AMBER_WRITE && c[2].u.write.buffer == 3 && c[2].u.write.offset == 8 &&
                  f32(c[2].u.write.values[1]) == 1.5f);
            CHECK(c[3].kind == SPVRT_AMBER_RUN && c[3].u.run.pipeline == 0 && c[3].u.run.z == 4);
            CHECK(c[4].kind == SPVRT_AMBER_EXPECT_IDX && c[4].u.expect.offset == 12 && c[4].u.expect.tolerance_count == 0);
            CHECK(c[5].kind == SPVRT_AMBER_EXPECT_IDX && c[5].u.expect.tolerance_count == 1 &&
                  c[5].u.expect.tolerance[0].percent && c[5].u.expect.tolerance[0].value == 1.0);
            CHECK(c[6].kind == SPVRT_AMBER_RUN && c[6].u.run.pipeline == 1);
            CHECK(c[7].u.expect.compare == SPVRT_AMBER_LT);
        }
        spvrt_amber_script_free(s);
    }
    /* the dispatcher: '#!amber' first is AmberScript, anything else VkScript */
    s = spvrt_amber_parse_any(ctx, vk_script, strlen(vk_script), "x");
    CHECK(s && s->pipeline_count == 2);
    spvrt_amber_script_free(s);
    s = spvrt_amber_parse_any(ctx, full_script, strlen(full_script), "x");
    CHECK(s && s->default_target_env == NULL);
    spvrt_amber_script_free(s);
    /* VK_KHR_spirv_1_4 asks for a later SPIR-V; a size-only buffer holds int8 (Amber's R8_SINT) */
    s = parse_vk("[require]\nVK_KHR_spirv_1_4\n" VK_SHADER "ssbo 5 12\n");
    CHECK(s && strcmp(s->default_target_env, "vulkan1.2") == 0 && s->buffers[0].type.bits == 8 &&
          s->buffers[0].element_count == 12);
    spvrt_amber_script_free(s);
    /* errors, each with its line */
    BAD_VK("FOO\n", 1, "'FOO' is not a section header");
    BAD_VK("[compute shader\n", 1, "has no ']'");
    BAD_VK("[computer shader]\n", 1, "unknown section");
    BAD_VK("[require]\n", 1, "no [compute shader] section");
    BAD_VK("[require]\nfence_timeout x\n" VK_SHADER, 2, "'x' is not an integer");
    BAD_VK("[require]\nVK_bad-name\n", 2, "neither a feature nor an extension");
    BAD_VK("[require]\nframebuffer RGBA\n", 2, "not an image format");
    BAD_VK(VK_SHADER "ssbo\n", 4, "expected a binding");
    BAD_VK(VK_SHADER "ssbo x:1 4\n", 4, "not a binding");
    BAD_VK(VK_SHADER "ssbo 1 subdata float 2 1.0\n", 4, "not a multiple of the element size");
    BAD_VK(VK_SHADER "ssbo 1 subdata vec2 0 1.0\n", 4, "not a whole number");
    BAD_VK(VK_SHADER "ssbo 1 subdata int 0 1.5\n", 4, "'1.5' is not an integer");
    BAD_VK(VK_SHADER "ssbo 1 subdata int 0\n", 4, "expected values");
    BAD_VK(VK_SHADER "ssbo 1 subdata int 0 1\nssbo 1 subdata float 0 1\n", 5, "is not the type of descriptor set 0 binding 1");
    BAD_VK(VK_SHADER "ssbo 1 4\nuniform ubo 1 float 0 1\n", 5, "is a storage buffer");
    BAD_VK(VK_SHADER "uniform float 0 1\nuniform int 4 1\n", 5, "push constants are float32");
    BAD_VK(VK_SHADER "ssbo 1 4294967295\nprobe ssbo dvec4 1 0 == 1 2 3 4\n", 4, "larger than");
    BAD_VK(VK_SHADER "ssbo 1 4\nprobe ssbo int 1 0 =~ 1\n", 5, "expected a comparison");
    BAD_VK(VK_SHADER "tolerance 1 2\n", 4, "1 or 4 values");
    BAD_VK(VK_SHADER "tolerance -1\n", 4, "at least 0");
    BAD_VK(VK_SHADER "compute 1 1\n", 4, "expected the number of workgroups");
    BAD_VK(VK_SHADER "compute 1 1 1 1\n", 4, "unexpected '1' after compute");
    BAD_VK(VK_SHADER "frobnicate\n", 4, "unknown command 'frobnicate'");
    BAD_VK(VK_SHADER "[test]\n", 4, "a second [test] section");
    BAD_VK("[compute shader]\nx\n[compute shader spirv]\ny\n", 3, "a second [compute shader spirv] section");
    BAD_VK("[compute shader]\n\n[test]\n", 1, "[compute shader] is empty");
    BAD_VK("[compute shader passthrough]\n", 1, "passthrough is a vertex shader");
    BAD_VK(VK_SHADER "probe ssbo float 3 0 == 1\n", 4, "no buffer at descriptor set 0 binding 3");
    /* graphics: not supported, with the rule the runner turns into SPVRT_ERROR_UNSUPPORTED */
    UNSUPPORTED_VK("[vertex shader passthrough]\n[fragment shader]\nx\n[test]\ndraw rect 0 0 1 1\n", 1,
                   "graphics section");
    UNSUPPORTED_VK("[indices]\n1 2 3\n", 1, "[indices] is a graphics section");
    UNSUPPORTED_VK(VK_SHADER "clear\n", 4, "'clear' is a graphics command");
    UNSUPPORTED_VK(VK_SHADER "relative probe rect rgb (0, 0, 1, 1) (1, 0, 0)\n", 4, "framebuffer");
    UNSUPPORTED_VK(VK_SHADER "probe all rgba 1 0 0 1\n", 4, "framebuffer");
    UNSUPPORTED_VK(VK_SHADER "depthTestEnable true\n", 4, "graphics command");
    /* every prefix of the full VkScript: parses or fails with one located error */
    size_t n = strlen(vk_script);
    int located = 1;
    for (size_t k = 0; k < n; k++) {
        s = spvrt_amber_vkscript_parse(ctx, vk_script, k, "p.vkscript");
        const spvrt_diagnostic *d;
        uint32_t count = spvrt_context_diagnostics(ctx, &d);
        uint32_t lines = 1;
        for (size_t i = 0; i < k; i++)
            lines += vk_script[i] == '\n';
        if (!s && (count != 1 || d[0].line == 0 || d[0].line > lines || d[0].column == 0))
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

/* IMAGE, SAMPLER, BUFFER ... WIDTH/HEIGHT, formats as data types and the BIND forms of issue 15
 * (google/amber docs/amber_script.md "Images", "Samplers", "Pipeline Buffers"). */
static void test_images(void)
{
    static const char text[] =
        "SHADER compute s GLSL\nx\nEND\n"
        "IMAGE i2 FORMAT R8G8B8A8_UNORM DIM_2D WIDTH 4 HEIGHT 2 FILL 7\n"                      /* 4 */
        "IMAGE i3 DATA_TYPE vec4<int32> DIM_3D WIDTH 2 HEIGHT 2 DEPTH 2 \\\n  SERIES_FROM 1 INC_BY 2\n"
        "IMAGE m FORMAT R32_SFLOAT MIP_LEVELS 3 DIM_2D WIDTH 4 HEIGHT 4 DATA\n"                  /* 7 */
        "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\nEND\n"
        "IMAGE ms FORMAT R32_UINT DIM_2D WIDTH 2 HEIGHT 2 SAMPLES 4\n"                           /* 10 */
        "IMAGE d1 DATA_TYPE float DIM_1D WIDTH 5\n"
        "BUFFER t DATA_TYPE R8G8B8A8_UNORM DATA 1 2 3 4 5 6 7 8 END\n"                         /* 12 */
        "BUFFER f FORMAT B8G8R8A8_SRGB DATA 1 2 3 4 END\n"
        "BUFFER wh DATA_TYPE vec2<float> WIDTH 3 HEIGHT 2 FILL 0.5\n"                            /* 14 */
        "BUFFER p FORMAT A2B10G10R10_UNORM_PACK32 DATA 0x3FF END\n"
        "BUFFER u DATA_TYPE vec4<float> SIZE 32 FILL 0\n"                                        /* 16 */
        "SAMPLER s0\n"
        "SAMPLER s1 MAG_FILTER linear MIN_FILTER linear ADDRESS_MODE_U clamp_to_edge ADDRESS_MODE_V mirrored_repeat \\\n"
        "  ADDRESS_MODE_W clamp_to_border BORDER_COLOR int_opaque_white MIN_LOD 0.5 MAX_LOD 2 COMPARE on \\\n"
        "  COMPARE_OP greater_or_equal\n"
        "SAMPLER s2 UNNORMALIZED_COORDS ADDRESS_MODE_U mirrored_clamp_to_edge\n"                /* 21 */
        "PIPELINE compute p0\n  ATTACH s\n"
        "  BIND BUFFER i2 AS storage_image DESCRIPTOR_SET 1 BINDING 0\n"                         /* 24 */
        "  BIND BUFFER m AS sampled_image DESCRIPTOR_SET 0 BINDING 1 BASE_MIP_LEVEL 1\n"
        "  BIND BUFFER i3 AS combined_image_sampler SAMPLER s1 DESCRIPTOR_SET 0 BINDING 2\n"
        "  BIND SAMPLER s0 DESCRIPTOR_SET 0 BINDING 3\n"
        "  BIND SAMPLER_ARRAY s0 s2 BINDING 4\n"
        "  BIND BUFFER t AS uniform_texel_buffer BINDING 5\n"
        "  BIND BUFFER_ARRAY t f AS storage_texel_buffer BINDING 6\n"
        "  BIND BUFFER u AS storage_dynamic BINDING 7 OFFSET 256\n"
        "  BIND BUFFER_ARRAY u u AS uniform_dynamic BINDING 8 OFFSET 0 256 DESCRIPTOR_OFFSET 16 32 DESCRIPTOR_RANGE 64 "
        "32\n"
        "END\n"
        "RUN p0 1 1 1\n"
        "EXPECT i2 IDX 1 1 SIZE 2 1 EQ_RGBA 7 7 7 7 TOLERANCE 1 2\n"                            /* 35 */
        "EXPECT wh IDX 0 0 EQ_RGB 0.5 0.5 0\n";
    spvrt_amber_script *s = parse(text);
    CHECK(s != NULL);
    if (!s)
        return;
    CHECK(s->buffer_count == 10 && s->sampler_count == 3 && s->pipeline_count == 1);
    const spvrt_amber_buffer *b = s->buffers;
    /* i2: VK_FORMAT_R8G8B8A8_UNORM = 37, 8 texels filled with 7 */
    CHECK(b[0].is_image && b[0].dim == SPVRT_IMAGE_2D && b[0].vk_format == 37 &&
          b[0].numeric == SPVRT_AMBER_NUMERIC_UNORM && b[0].width == 4 && b[0].height == 2 && b[0].depth == 1 &&
          b[0].element_count == 8 && b[0].init == SPVRT_AMBER_INIT_FILL && b[0].fill == 7 &&
          b[0].type.bits == 8 && b[0].type.rows == 4 && spvrt_amber_texel_size(&b[0]) == 4);
    /* i3: vec4<int32> is R32G32B32A32_SINT = 108 */
    CHECK(b[1].dim == SPVRT_IMAGE_3D && b[1].vk_format == 108 && b[1].element_count == 8 &&
          b[1].init == SPVRT_AMBER_INIT_SERIES && b[1].series_start == 1 && b[1].series_inc == 2);
    /* m: R32_SFLOAT = 100; 3 levels of 16 + 4 + 1 texels, DATA gives level 0, the rest is zeros */
    CHECK(b[2].mip_levels == 3 && b[2].vk_format == 100 && b[2].element_count == 21 && b[2].value_count == 16 &&
          f32(b[2].values[15]) == 15 && b[2].values[20] == 0 && spvrt_amber_level_offset(&b[2], 1) == 64 &&
          spvrt_amber_level_offset(&b[2], 2) == 80 && spvrt_amber_image_bytes(&b[2]) == 84);
    /* ms: 4 samples of 4 texels, zeros */
    CHECK(b[3].samples == 4 && b[3].element_count == 16 && b[3].init == SPVRT_AMBER_INIT_FILL && b[3].fill == 0);
    CHECK(b[4].dim == SPVRT_IMAGE_1D && b[4].height == 1 && b[4].element_count == 5);
    /* formats: a format named as DATA_TYPE, BGRA channel order, a packed format (A2B10G10R10_UNORM_PACK32 = 64) */
    CHECK(!b[5].is_image && b[5].vk_format == 37 && b[5].element_count == 2 && b[5].values[4] == 5);
    CHECK(b[6].vk_format == 50 && b[6].numeric == SPVRT_AMBER_NUMERIC_SRGB && b[6].channels[0] == 2 &&
          b[6].channels[2] == 0 && b[6].channels[3] == 3);
    CHECK(b[7].is_image && b[7].width == 3 && b[7].height == 2 && b[7].element_count == 6 && b[7].vk_format == 103);
    CHECK(b[8].vk_format == 64 && b[8].numeric == SPVRT_AMBER_NUMERIC_PACKED && b[8].type.bits == 32 &&
          b[8].type.rows == 1 && b[8].values[0] == 0x3FF);
    const spvrt_sampler *s0 = &s->samplers[0].state, *s1 = &s->samplers[1].state, *s2 = &s->samplers[2].state;
    CHECK(s0->mag_filter == SPVRT_FILTER_NEAREST && s0->address_u == SPVRT_ADDRESS_REPEAT && s0->min_lod == 0 &&
          s0->max_lod == 1 && !s0->unnormalized_coordinates && !s0->compare_enable &&
          s0->border_color == SPVRT_BORDER_FLOAT_TRANSPARENT_BLACK);
    CHECK(s1->mag_filter == SPVRT_FILTER_LINEAR && s1->min_filter == SPVRT_FILTER_LINEAR &&
          s1->address_u == SPVRT_ADDRESS_CLAMP_TO_EDGE && s1->address_v == SPVRT_ADDRESS_MIRRORED_REPEAT &&
          s1->address_w == SPVRT_ADDRESS_CLAMP_TO_BORDER && s1->border_color == SPVRT_BORDER_INT_OPAQUE_WHITE &&
          s1->min_lod == 0.5f && s1->max_lod == 2 && s1->compare_enable && s1->compare_op == 6);
    CHECK(s2->unnormalized_coordinates && s2->min_lod == 0 && s2->max_lod == 0 &&
          s2->address_u == SPVRT_ADDRESS_MIRROR_CLAMP_TO_EDGE);
    const spvrt_amber_pipeline *pl = &s->pipelines[0];
    CHECK(pl->bind_count == 9);
    if (pl->bind_count == 9) {
        const spvrt_amber_bind *bd = pl->binds;
        CHECK(bd[0].kind == SPVRT_AMBER_BIND_STORAGE_IMAGE && bd[0].descriptor_set == 1 && bd[0].buffers[0] == 0);
        CHECK(bd[1].kind == SPVRT_AMBER_BIND_SAMPLED_IMAGE && bd[1].base_mip_level == 1);
        CHECK(bd[2].kind == SPVRT_AMBER_BIND_COMBINED_IMAGE_SAMPLER && bd[2].sampler_count == 1 &&
              bd[2].samplers[0] == 1 && bd[2].binding == 2);
        CHECK(bd[3].kind == SPVRT_AMBER_BIND_SAMPLER && bd[3].sampler_count == 1 && bd[3].buffer_count == 0);
        CHECK(bd[4].kind == SPVRT_AMBER_BIND_SAMPLER && bd[4].is_array && bd[4].sampler_count == 2 &&
              bd[4].samplers[1] == 2 && bd[4].binding == 4);
        CHECK(bd[5].kind == SPVRT_AMBER_BIND_UNIFORM_TEXEL_BUFFER && bd[6].kind == SPVRT_AMBER_BIND_STORAGE_TEXEL_BUFFER &&
              bd[6].buffer_count == 2);
        CHECK(bd[7].kind == SPVRT_AMBER_BIND_STORAGE_DYNAMIC && bd[7].dynamic_offsets[0] == 256 &&
              bd[7].offsets[0] == 0 && bd[7].ranges[0] == SPVRT_AMBER_WHOLE_SIZE);
        CHECK(bd[8].kind == SPVRT_AMBER_BIND_UNIFORM_DYNAMIC && bd[8].dynamic_offsets[1] == 256 &&
              bd[8].offsets[1] == 32 && bd[8].ranges[0] == 64 && bd[8].ranges[1] == 32);
    }
    CHECK(s->command_count == 3 && s->commands[1].kind == SPVRT_AMBER_EXPECT_PROBE);
    if (s->command_count == 3) {
        const spvrt_amber_command *c = &s->commands[1];
        CHECK(c->u.probe.x == 1 && c->u.probe.y == 1 && c->u.probe.width == 2 && c->u.probe.height == 1 &&
              c->u.probe.channel_count == 4 && c->u.probe.rgba[3] == 7 && c->u.probe.tolerance_count == 2 &&
              c->u.probe.tolerance[1].value == 2);
        c = &s->commands[2];
        CHECK(c->u.probe.width == 1 && c->u.probe.channel_count == 3 && c->u.probe.rgba[0] == 0.5);
    }
    spvrt_amber_script_free(s);
    /* every prefix parses or fails with a diagnostic, never crashes (run under ASan by make test) */
    for (size_t n = 0; n < sizeof text - 1; n++) {
        spvrt_amber_script *t = spvrt_amber_parse(ctx, text, n, "prefix.amber");
        const spvrt_diagnostic *d;
        if (!t && spvrt_context_diagnostics(ctx, &d) == 0) {
            failed++;
            fprintf(stderr, "prefix of %zu bytes failed without a diagnostic\n", n);
        }
        spvrt_amber_script_free(t);
    }

    /* errors, each with its line */
    static const char pre[] = "SHADER compute s GLSL\nx\nEND\nBUFFER u DATA_TYPE int32 SIZE 4 FILL 0\n"
                              "IMAGE i FORMAT R32_UINT DIM_2D WIDTH 2 HEIGHT 2\nSAMPLER sm\n"
                              "BUFFER v DATA_TYPE mat2x2<float> SIZE 1 FILL 0\n"
                              "PIPELINE compute p\n  ATTACH s\n";           /* the BIND is on line 10 */
    char buf[1024];
#define BAD_BIND(bind, part)                                                              \
    do {                                                                                  \
        snprintf(buf, sizeof buf, "%s  %s\nEND\n", pre, bind);                            \
        expect_error(buf, strlen(buf), 10, (part), __LINE__);                              \
    } while (0)
    BAD_BIND("BIND BUFFER u AS storage_dynamic BINDING 0", "needs OFFSET");
    BAD_BIND("BIND BUFFER_ARRAY u u AS storage_dynamic BINDING 0 OFFSET 0", "one value per buffer");
    BAD_BIND("BIND BUFFER u AS storage BINDING 0 OFFSET 0", "unexpected 'OFFSET' after BINDING");
    BAD_BIND("BIND BUFFER v AS storage_texel_buffer BINDING 0", "has no texel format");
    BAD_BIND("BIND BUFFER u AS sampled_image BINDING 0", "'u' is not an image");
    BAD_BIND("BIND BUFFER i AS combined_image_sampler BINDING 0", "expected SAMPLER");
    BAD_BIND("BIND BUFFER i AS combined_image_sampler SAMPLER nope BINDING 0", "unknown sampler 'nope'");
    BAD_BIND("BIND BUFFER i AS storage_image BINDING 0 BASE_MIP_LEVEL 1", "image 'i' has 1 level");
    BAD_BIND("BIND BUFFER i AS storage_image BINDING 0 DESCRIPTOR_OFFSET 4", "unexpected 'DESCRIPTOR_OFFSET'");
    BAD_BIND("BIND SAMPLER nope BINDING 0", "unknown sampler 'nope'");
    BAD_BIND("BIND SAMPLER sm KERNEL ARG_NAME x", "KERNEL (OpenCL arguments) is outside");
#undef BAD_BIND
    BAD("IMAGE i FORMAT R32_UINT DIM_3D WIDTH 2 HEIGHT 2\n", 1, "DIM_3D needs DEPTH");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 2\n", 1, "DIM_2D needs HEIGHT");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D HEIGHT 2\n", 1, "has no WIDTH");
    BAD("IMAGE i DIM_2D WIDTH 2 HEIGHT 2\n", 1, "has no DATA_TYPE or FORMAT");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 0 HEIGHT 2\n", 1, "WIDTH '0': expected 1 to 65536");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 2 HEIGHT 2 SAMPLES 3\n", 1, "invalid sample count '3'");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 4 HEIGHT 4 MIP_LEVELS 4\n", 1, "MIP_LEVELS 4 is more than");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 2 HEIGHT 2 DATA 1 2 3 END\n", 1, "DATA has 3 values; level 0 needs 4");
    BAD("IMAGE i FORMAT R32G32B32_SFLOAT DIM_1D WIDTH 2\n", 1, "has no texel format");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 2 HEIGHT 2 BOGUS\n", 1, "IMAGE: unknown word 'BOGUS'");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 65536 HEIGHT 65536\n", 1, "would take more than");
    BAD("IMAGE i FORMAT R32_UINT DIM_2D WIDTH 2 HEIGHT 2\nIMAGE i FORMAT R32_UINT DIM_1D WIDTH 2\n", 2,
        "already declared on line 1");
    BAD("BUFFER b DATA_TYPE float STD140 WIDTH 2 HEIGHT 2 FILL 0\n", 1, "not STD140");
    BAD("SAMPLER a MAG_FILTER cubic\n", 1, "FILTER: unknown value 'cubic'");
    BAD("SAMPLER a MIN_LOD 2 MAX_LOD 1\n", 1, "MAX_LOD is below MIN_LOD");
    BAD("SAMPLER a ADDRESS_MODE_U wrap\n", 1, "ADDRESS_MODE: unknown value 'wrap'");
    BAD("SAMPLER a\nSAMPLER a\n", 2, "sampler 'a' is already declared on line 1");
    BAD("IMAGE i FORMAT R8G8B8A8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nEXPECT i IDX 0 0 SIZE 1 1 EQ_RG 1 2\n", 2,
        "expected SIZE, EQ_RGB or EQ_RGBA");
    BAD("IMAGE i FORMAT R8G8B8A8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nEXPECT i IDX 0 0 EQ_RGB 1 2\n", 2,
        "expected a value per channel");
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
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  TRIANGLES\n", 2, "expected GEOMETRY, FLAGS or END");
    /* motion (spvrt additions, VK_NV_ray_tracing_motion_blur) */
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  FLAGS BLURRY\n", 2, "unknown flag 'BLURRY'");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  FLAGS MOTION\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n"
        "    MOTION_VERTICES 0 0 1 1 0 1\n  END\nEND\n", 5, "MOTION_VERTICES has 6 numbers; it takes one position at "
        "time 1 per vertex, 9 numbers");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  FLAGS MOTION\n  GEOMETRY AABBS\n    MOTION_VERTICES\n", 4,
        "GEOMETRY AABBS takes no MOTION_VERTICES");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\n  FLAGS MOTION\n  GEOMETRY TRIANGLES\n    0 0 0 1 0 0 0 1 0\n"
        "    MOTION_VERTICES 0 0 1 1 0 1 0 1 1\n    MOTION_VERTICES\n", 6, "MOTION_VERTICES given twice");
    BAD("ACCELERATION_STRUCTURE BOTTOM_LEVEL b\nEND\nACCELERATION_STRUCTURE BOTTOM_LEVEL b\nEND\n", 3,
        "bottom level 'b' is already declared on line 1");
    char text[1024];
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE c\n", tri);
    BAD(text, 7, "unknown bottom level 'c'");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n    MASK 256\n", tri);
    BAD(text, 8, "MASK '256' is out of range (0 to 255)");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  FLAGS MOTION\n  BOTTOM_LEVEL_INSTANCE b\n"
             "    MOTION SRT\n    MOTION MATRIX\n", tri);
    BAD(text, 10, "MOTION given twice");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  FLAGS MOTION\n  BOTTOM_LEVEL_INSTANCE b\n"
             "    MOTION SPIN\n", tri);
    BAD(text, 9, "MOTION: expected STATIC, MATRIX or SRT, found 'SPIN'");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  FLAGS MOTION\n  BOTTOM_LEVEL_INSTANCE b\n"
             "    SRT 1 0 0 0 1 0 0 1 0 0 0 0 1 0 0 0 END\n  END\nEND\n", tri);
    BAD(text, 9, "SRT is the data of MOTION SRT, which this instance does not have");
    snprintf(text, sizeof text, "%sACCELERATION_STRUCTURE TOP_LEVEL t\n  BOTTOM_LEVEL_INSTANCE b\n"
             "    TRANSFORM 1 0 0 0 0 1 0 0 0 0 1 0 END\n    TRANSFORM 1 0 0 0 0 1 0 0 0 0 1 0 END\n  END\nEND\n", tri);
    BAD(text, 9, "a second TRANSFORM is the transform at time 1 of MOTION MATRIX");
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

/* DEBUG (docs/debugger.md): the IR of a THREAD, and the located errors. */
static void test_debug(void)
{
    static const char pre[] = "SHADER compute s SPIRV-ASM\nOpCapability Shader\nEND\n"
                              "PIPELINE compute p\n  ATTACH s\nEND\n"; /* 6 lines */
    char text[2048];
    snprintf(text, sizeof text, "%s%s", pre,
             "DEBUG p 2 1 1\n"
             "  THREAD GLOBAL_INVOCATION_ID 5 0 1\n"
             "    EXPECT LOCATION \"a b.comp\" 12 \"  int x = 1;  \"\n"
             "    STEP_IN\n"
             "    EXPECT CALLSTACK\n"
             "      \"f\" \"a.comp\" 3\n"
             "\n"
             "      \"main\"\n"
             "    END\n"
             "    EXPECT LOCAL \"v.x\" EQ -7\n"
             "    EXPECT LOCAL \"f\" EQ 0.25\n"
             "    EXPECT LOCAL \"b\" EQ \"true\"\n"
             "    STEP_OVER\n    STEP_OUT\n    CONTINUE\n"
             "  END\n"
             "END\n"
             "RUN p 1 1 1\n");
    spvrt_amber_script *s = parse(text);
    CHECK(s && s->command_count == 2);
    if (s && s->command_count == 2) {
        const spvrt_amber_command *c = &s->commands[0];
        const spvrt_amber_debug *d = c->debug;
        CHECK(c->kind == SPVRT_AMBER_RUN && c->line == 7 && c->u.run.x == 2 && d && !s->commands[1].debug);
        if (d) {
            CHECK(d->global_id[0] == 5 && d->global_id[1] == 0 && d->global_id[2] == 1 && d->thread_line == 8);
            CHECK(d->command_count == 9);
            if (d->command_count == 9) {
                const spvrt_amber_debug_command *k = d->commands;
                CHECK(k[0].kind == SPVRT_AMBER_DEBUG_EXPECT_LOCATION && strcmp(k[0].file, "a b.comp") == 0 &&
                      k[0].at_line == 12 && strcmp(k[0].source, "  int x = 1;  ") == 0 && k[0].line == 9);
                CHECK(k[1].kind == SPVRT_AMBER_DEBUG_STEP_IN);
                CHECK(k[2].kind == SPVRT_AMBER_DEBUG_EXPECT_CALLSTACK && k[2].frame_count == 2 &&
                      strcmp(k[2].frames[0].function, "f") == 0 && strcmp(k[2].frames[0].file, "a.comp") == 0 &&
                      k[2].frames[0].line == 3 && strcmp(k[2].frames[1].function, "main") == 0 &&
                      !k[2].frames[1].file && k[2].frames[1].line == 0);
                CHECK(k[3].kind == SPVRT_AMBER_DEBUG_EXPECT_LOCAL && strcmp(k[3].name, "v.x") == 0 &&
                      k[3].value_kind == 'i' && k[3].value_int == -7 && k[3].line == 16);
                CHECK(k[4].value_kind == 'f' && k[4].value_float == 0.25);
                CHECK(k[5].value_kind == 's' && strcmp(k[5].value_string, "true") == 0);
                CHECK(k[6].kind == SPVRT_AMBER_DEBUG_STEP_OVER && k[7].kind == SPVRT_AMBER_DEBUG_STEP_OUT &&
                      k[8].kind == SPVRT_AMBER_DEBUG_CONTINUE);
            }
        }
    }
    spvrt_amber_script_free(s);
#define BAD_DEBUG(body, line, part)                 \
    do {                                            \
        snprintf(text, sizeof text, "%s%s", pre, body); \
        BAD(text, (line), (part));                  \
    } while (0)
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD VERTEX_INDEX 0\n  END\nEND\n", 8, "THREAD 'VERTEX_INDEX' is not supported yet");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD FRAGMENT_WINDOW_SPACE_POSITION 1 2\n  END\nEND\n", 8,
              "'FRAGMENT_WINDOW_SPACE_POSITION' is not supported yet");
    BAD_DEBUG("DEBUG p DRAW_ARRAY AS TRIANGLE_LIST START_IDX 0 COUNT 3\nEND\n", 7, "DEBUG 'DRAW_ARRAY' is not supported yet");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n  END\n  THREAD GLOBAL_INVOCATION_ID 1 0 0\n  END\nEND\n",
              10, "a second THREAD in one DEBUG is not supported yet");
    BAD_DEBUG("DEBUG p 1 1 1\nEND\n", 7, "DEBUG without a THREAD");
    BAD_DEBUG("DEBUG q 1 1 1\nEND\n", 7, "RUN: unknown pipeline 'q'");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0\n  END\nEND\n", 8, "expected the invocation's x, y and z");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    STEP_SIDEWAYS\n  END\nEND\n", 9,
              "THREAD: unknown command 'STEP_SIDEWAYS'");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    EXPECT LOCAL \"x\" NE 1\n  END\nEND\n", 9,
              "expected EQ, found 'NE'");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    EXPECT LOCATION \"f\" x\n  END\nEND\n", 9,
              "'x'");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    EXPECT CALLSTACK\n      main\n    END\n  END\nEND\n",
              10, "expected a \"function name\" or END");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    EXPECT CALLSTACK\n      \"main\" \"f\" 0\n"
              "    END\n  END\nEND\n", 10, "line numbers start at 1");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    EXPECT WHATEVER\n  END\nEND\n", 9,
              "expected LOCATION, CALLSTACK or LOCAL");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    STEP_IN\n", 10, "expected END, found end of file");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n  END\n", 10, "DEBUG (line 7): expected END");
    BAD_DEBUG("DEBUG p 1 1 1\n  THREAD GLOBAL_INVOCATION_ID 0 0 0\n    STEP_IN now\n  END\nEND\n", 9,
              "unexpected 'now' after STEP_IN");
#undef BAD_DEBUG
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
    test_vkscript();
    test_accel();
    test_debug();
    test_images();
    if (argc > 1)
        test_folder(argv[1]);
    spvrt_context_destroy(ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
