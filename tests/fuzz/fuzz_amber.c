/* libFuzzer target: arbitrary text through the AmberScript parser and the
 * VkScript parser (src/amber/vkscript.c).  A script either parses or fails
 * with exactly one error located inside the text (line >= 1, column >= 1);
 * what parses has consistent indices.  The
 * same text also goes through compare mode's differences-file reader
 * (src/amber/compare.c), which accepts it or names a line inside it, and
 * what it accepts is matched against a small buffer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amber/amber.h"
#include "amber/compare.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_script(const spvrt_amber_script *s)
{
    for (uint32_t i = 0; i < s->pipeline_count; i++) {
        const spvrt_amber_pipeline *pl = &s->pipelines[i];
        if (pl->attach_count != 1 || pl->attaches[0].shader >= s->shader_count || !pl->attaches[0].entry_point)
            abort();
        for (uint32_t k = 0; k < pl->bind_count; k++)
            for (uint32_t b = 0; b < pl->binds[k].buffer_count; b++)
                if (pl->binds[k].buffers[b] >= s->buffer_count)
                    abort();
    }
    for (uint32_t i = 0; i < s->pipeline_count; i++) {
        const spvrt_amber_pipeline *pl = &s->pipelines[i];
        for (uint32_t k = 0; k < pl->bind_count; k++)
            if (pl->binds[k].kind == SPVRT_AMBER_BIND_ACCEL && pl->binds[k].tlas >= s->tlas_count)
                abort();
    }
    for (uint32_t i = 0; i < s->tlas_count; i++)
        for (uint32_t k = 0; k < s->tlases[i].instance_count; k++)
            if (s->tlases[i].instances[k].blas >= s->blas_count || s->tlases[i].instances[k].mask > 0xFF)
                abort();
    for (uint32_t i = 0; i < s->blas_count; i++)
        for (uint32_t k = 0; k < s->blases[i].geometry_count; k++) {
            const spvrt_amber_geometry *g = &s->blases[i].geometries[k];
            if (g->primitive_count == 0 || (g->kind == SPVRT_GEOMETRY_AABBS ? !g->aabbs : !g->vertices))
                abort();
            for (uint32_t j = 0; j < g->index_count; j++)
                if (g->indices[j] >= g->vertex_count)
                    abort();
    }
    for (uint32_t i = 0; i < s->buffer_count; i++) {
        const spvrt_amber_buffer *b = &s->buffers[i];
        uint64_t bytes = b->element_count * spvrt_amber_type_stride(&b->type, b->layout);
        if (bytes > SPVRT_AMBER_MAX_BUFFER_BYTES)
            abort();
        if (b->init == SPVRT_AMBER_INIT_DATA && !b->values)
            abort();
    }
    for (uint32_t i = 0; i < s->command_count; i++) {
        const spvrt_amber_command *c = &s->commands[i];
        if (c->kind == SPVRT_AMBER_REPEAT && (c->u.repeat.end <= i || c->u.repeat.end > s->command_count))
            abort();
        if (c->kind == SPVRT_AMBER_RUN && c->u.run.pipeline >= s->pipeline_count)
            abort();
        if (c->kind == SPVRT_AMBER_EXPECT_IDX && (c->u.expect.buffer >= s->buffer_count || c->u.expect.value_count == 0))
            abort();
        if (c->kind == SPVRT_AMBER_WRITE) {
            if (c->u.write.buffer >= s->buffer_count || c->u.write.value_count == 0 || !c->u.write.values)
                abort();
            const spvrt_amber_buffer *b = &s->buffers[c->u.write.buffer];
            uint64_t stride = spvrt_amber_type_stride(&b->type, b->layout);
            uint64_t end = c->u.write.offset / stride + c->u.write.value_count / spvrt_amber_type_components(&b->type);
            if (end * stride > SPVRT_AMBER_MAX_BUFFER_BYTES)
                abort();
        }
    }
}

/* One parser's verdict on the text. */
static void check_parse(spvrt_context *ctx, spvrt_amber_script *s, const uint8_t *data, size_t size)
{
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    if (s) {
        if (n != 0)
            abort();
        check_script(s);
        spvrt_amber_script_free(s);
    } else {
        uint32_t lines = 1;
        for (size_t i = 0; i < size; i++)
            lines += data[i] == '\n';
        if (n != 1 || d[0].line == 0 || d[0].line > lines || d[0].column == 0 || !d[0].message)
            abort();
    }
}

static void check_differences(const uint8_t *data, size_t size)
{
    amber_compare *c = amber_compare_create(1, 1);
    if (!c)
        return;
    char error[256] = "";
    if (amber_compare_load_differences(c, (const char *)data, size, "d.txt", error, sizeof error)) {
        static const spvrt_amber_type f32 = {SPVRT_AMBER_FLOAT, 32, 4, 1};
        float a[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[8] = {8, 7, 6, 5, 4, 3, 2, 1};
        amber_tolerance t = {0};
        t.bounded = true;
        t.ulp[1] = 1;
        amber_compare_set_tolerance(c, 0, &t);
        amber_buffer_diff d;
        for (uint32_t line = 1; line < 4; line++)
            amber_compare_buffer(c, "x/a.amber", line, "dev", 0, 0, "out", &f32, SPVRT_AMBER_STD430,
                                 (const uint8_t *)a, (const uint8_t *)b, 2, &d);
    } else {
        unsigned line = 0;
        if (sscanf(error, "d.txt:%u:", &line) != 1 || line == 0)
            abort();
    }
    amber_compare_destroy(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_differences(data, size);
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 0;
    check_parse(ctx, spvrt_amber_parse(ctx, (const char *)data, size, "fuzz.amber"), data, size);
    check_parse(ctx, spvrt_amber_vkscript_parse(ctx, (const char *)data, size, "fuzz.vkscript"), data, size);
    spvrt_context_destroy(ctx);
    return 0;
}
