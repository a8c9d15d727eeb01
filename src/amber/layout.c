/* Byte layout of AmberScript STRUCT data types under STD140 and STD430.
 *
 * The rules are the Vulkan specification's "Offset and Stride Assignment"
 * (std430 is its base alignment, std140 its extended alignment, the one
 * uniform buffers take) as GLSL 4.60 section 7.6.2.2 "Standard Uniform
 * Block Layout" writes them:
 *   - a scalar of N bytes: alignment N, size N;
 *   - vecR: size R*N, alignment 2N (R = 2) or 4N (R = 3, 4);
 *   - matCxR (column major, google/amber's only order): C columns of vecR,
 *     the column stride being MATRIX_STRIDE or the column's alignment,
 *     std140 rounding the alignment up to 16;
 *   - TYPE[] (Amber's runtime array, which Amber's Format lays out as one
 *     element): the element's alignment, std140 rounding it up to 16; the
 *     stride ARRAY_STRIDE or the element's size rounded up to that;
 *   - a STRUCT: its members in order, each at its OFFSET or at the end of
 *     the one before rounded up to its alignment; its alignment the largest
 *     of its members' (std140: rounded up to 16), its size STRIDE or its end
 *     rounded up to its alignment.
 * google/amber's src/format.cc reaches the same offsets with padding
 * segments; where it asserts (an OFFSET going backwards, a STRIDE smaller
 * than the members), spvrt reports the member, and it also reports strides
 * and offsets that break the rules' alignment (Vulkan "Offset and Stride
 * Assignment": Offset, ArrayStride and MatrixStride are multiples of the
 * alignment).  Amber parses ARRAY_STRIDE and MATRIX_STRIDE but lays out
 * without them; spvrt lays out with them (tests/amber/README.md "STRUCT data types").
 *
 * Recursion follows STRUCT nesting, which the parser bounds
 * (SPVRT_AMBER_MAX_STRUCT_DEPTH): a member STRUCT is always declared before
 * the STRUCT that holds it, so there are no cycles. */
#include <stdarg.h>
#include <stdio.h>

#include "amber.h"
#include "../core/core.h"

typedef struct layout_state {
    spvrt_context *ctx;
    const spvrt_amber_script *script;
    spvrt_amber_layout layout;
    spvrt_amber_field *fields;
    uint32_t field_count, field_capacity;
    bool failed;
    char *error;
    size_t error_size;
    uint32_t line, column;
} layout_state;

static bool fail(layout_state *st, uint32_t line, uint32_t column, const char *fmt, ...) SPVRT_PRINTF(4, 5);
static bool fail(layout_state *st, uint32_t line, uint32_t column, const char *fmt, ...)
{
    if (st->failed)
        return false;
    st->failed = true;
    st->line = line;
    st->column = column;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->error, st->error_size, fmt, ap);
    va_end(ap);
    return false;
}

static const char *layout_name(spvrt_amber_layout layout)
{
    return layout == SPVRT_AMBER_STD140 ? "STD140" : "STD430";
}

static uint64_t round_up(uint64_t x, uint64_t to)
{
    return to ? (x + to - 1) / to * to : x;
}

/* The alignment of a vector of `rows` components of `bytes` each (a scalar when rows is 1). */
static uint32_t vector_alignment(uint32_t rows, uint32_t bytes)
{
    return (rows == 3 ? 4u : rows) * bytes;
}

/* A data type's (not a STRUCT's) alignment and, for a matrix, its columns' alignment. */
static uint32_t type_alignment(const spvrt_amber_type *t, spvrt_amber_layout layout)
{
    uint32_t align = vector_alignment(t->rows, t->bits / 8u);
    if (t->columns > 1 && layout == SPVRT_AMBER_STD140 && align < 16)
        align = 16;
    return align;
}

static uint32_t struct_alignment(const spvrt_amber_script *script, uint32_t s, spvrt_amber_layout layout);

/* A member's alignment, its array's stride set aside. */
static uint32_t element_alignment(const spvrt_amber_script *script, const spvrt_amber_member *m,
                                  spvrt_amber_layout layout)
{
    return m->is_struct ? struct_alignment(script, m->structure, layout) : type_alignment(&m->type, layout);
}

static uint32_t member_alignment(const spvrt_amber_script *script, const spvrt_amber_member *m,
                                 spvrt_amber_layout layout)
{
    uint32_t align = element_alignment(script, m, layout);
    if (m->is_array && layout == SPVRT_AMBER_STD140 && align < 16)
        align = 16;
    return align;
}

static uint32_t struct_alignment(const spvrt_amber_script *script, uint32_t s, spvrt_amber_layout layout)
{
    const spvrt_amber_struct *st = &script->structs[s];
    uint32_t align = 1;
    for (uint32_t i = 0; i < st->member_count; i++) {
        uint32_t a = member_alignment(script, &st->members[i], layout);
        if (a > align)
            align = a;
    }
    if (layout == SPVRT_AMBER_STD140 && align < 16)
        align = 16;
    return align;
}

static bool add_field(layout_state *st, const spvrt_amber_type *t, uint64_t offset, const spvrt_amber_member *m)
{
    if (offset + t->bits / 8u > SPVRT_AMBER_MAX_STRUCT_BYTES)
        return fail(st, m->line, m->column, "member '%s' ends past byte %u, the most a STRUCT element takes",
                    m->name, SPVRT_AMBER_MAX_STRUCT_BYTES);
    if (!spvrt_grow(st->ctx, (void **)&st->fields, &st->field_capacity, st->field_count + 1, sizeof *st->fields))
        return fail(st, m->line, m->column, "out of memory");
    spvrt_amber_field *f = &st->fields[st->field_count++];
    memset(f, 0, sizeof *f);
    f->type = *t;
    f->type.rows = 1;
    f->type.columns = 1;
    f->offset = (uint32_t)offset;
    return true;
}

static bool place_struct(layout_state *st, uint32_t s, uint64_t base, uint64_t *size);

/* One element of member m (a data type or a STRUCT) at byte `at`; its size in *size. */
static bool place_element(layout_state *st, const spvrt_amber_member *m, uint64_t at, uint64_t *size)
{
    if (m->is_struct)
        return place_struct(st, m->structure, at, size);
    const spvrt_amber_type *t = &m->type;
    uint32_t bytes = t->bits / 8u;
    uint32_t column_stride = t->rows * bytes;
    if (t->columns > 1) {
        uint32_t column_align = type_alignment(t, st->layout);
        column_stride = column_align;
        if (m->matrix_stride) {
            if (m->matrix_stride < t->rows * bytes || m->matrix_stride % column_align)
                return fail(st, m->line, m->column, "MATRIX_STRIDE %u of member '%s' is not a multiple of its "
                            "columns' %s alignment %u of at least their %u bytes (Vulkan \"Offset and Stride "
                            "Assignment\")", m->matrix_stride, m->name, layout_name(st->layout), column_align,
                            t->rows * bytes);
            column_stride = m->matrix_stride;
        }
    }
    for (uint32_t c = 0; c < t->columns; c++)
        for (uint32_t r = 0; r < t->rows; r++)
            if (!add_field(st, t, at + (uint64_t)c * column_stride + (uint64_t)r * bytes, m))
                return false;
    *size = t->columns > 1 ? (uint64_t)t->columns * column_stride : (uint64_t)t->rows * bytes;
    return true;
}

static bool place_member(layout_state *st, const spvrt_amber_member *m, uint64_t at, uint64_t *size)
{
    uint64_t element_size;
    if (!place_element(st, m, at, &element_size))
        return false;
    if (!m->is_array) {
        *size = element_size;
        return true;
    }
    uint32_t align = member_alignment(st->script, m, st->layout);
    uint64_t stride = round_up(element_size, align);
    if (m->array_stride) {
        uint32_t element_align = element_alignment(st->script, m, st->layout);
        if (m->array_stride < element_size || m->array_stride % element_align)
            return fail(st, m->line, m->column, "ARRAY_STRIDE %u of member '%s' is not a multiple of its elements' "
                        "%s alignment %u of at least their %llu bytes (Vulkan \"Offset and Stride Assignment\")",
                        m->array_stride, m->name, layout_name(st->layout), element_align,
                        (unsigned long long)element_size);
        stride = m->array_stride;
    }
    *size = stride; /* one element (Amber's runtime array) */
    return true;
}

static bool place_struct(layout_state *st, uint32_t s, uint64_t base, uint64_t *size)
{
    const spvrt_amber_struct *d = &st->script->structs[s];
    uint64_t end = 0; /* bytes from the struct's start to the end of the last member placed */
    const char *previous = NULL;
    for (uint32_t i = 0; i < d->member_count; i++) {
        const spvrt_amber_member *m = &d->members[i];
        uint32_t align = member_alignment(st->script, m, st->layout);
        uint64_t at = round_up(end, align);
        if (m->offset != SPVRT_AMBER_NO_OFFSET) {
            if (m->offset < end)
                return fail(st, m->line, m->column, "OFFSET %u of member '%s' of STRUCT %s goes back into member "
                            "'%s', which ends at byte %llu", m->offset, m->name, d->name, previous,
                            (unsigned long long)end);
            if (m->offset % align)
                return fail(st, m->line, m->column, "OFFSET %u of member '%s' of STRUCT %s is not a multiple of "
                            "its %s alignment %u (Vulkan \"Offset and Stride Assignment\")", m->offset, m->name,
                            d->name, layout_name(st->layout), align);
            at = m->offset;
        }
        uint64_t member_size;
        if (!place_member(st, m, base + at, &member_size))
            return false;
        end = at + member_size;
        previous = m->name;
        if (end > SPVRT_AMBER_MAX_STRUCT_BYTES)
            return fail(st, m->line, m->column, "member '%s' ends past byte %u, the most a STRUCT element takes",
                        m->name, SPVRT_AMBER_MAX_STRUCT_BYTES);
    }
    uint32_t align = struct_alignment(st->script, s, st->layout);
    if (d->stride) {
        if (d->stride < end || d->stride % align)
            return fail(st, d->line, 1, "STRIDE %u of STRUCT %s is not a multiple of its %s alignment %u of at "
                        "least the %llu bytes its members take (Vulkan \"Offset and Stride Assignment\")",
                        d->stride, d->name, layout_name(st->layout), align, (unsigned long long)end);
        *size = d->stride;
    } else {
        *size = round_up(end, align);
    }
    return true;
}

bool spvrt_amber_struct_layout(spvrt_context *ctx, const spvrt_amber_script *script, uint32_t structure,
                               spvrt_amber_layout layout, spvrt_amber_field **fields, uint32_t *field_count,
                               uint32_t *stride, char *error, size_t error_size, uint32_t *line, uint32_t *column)
{
    layout_state st = {0};
    st.ctx = ctx;
    st.script = script;
    st.layout = layout;
    st.error = error;
    st.error_size = error_size;
    uint64_t size = 0;
    bool ok = place_struct(&st, structure, 0, &size);
    if (ok && (size == 0 || size > SPVRT_AMBER_MAX_STRUCT_BYTES))
        ok = fail(&st, script->structs[structure].line, 1, "STRUCT %s takes %llu bytes (1 to %u)",
                  script->structs[structure].name, (unsigned long long)size, SPVRT_AMBER_MAX_STRUCT_BYTES);
    if (!ok) {
        spvrt_free(ctx, st.fields);
        *fields = NULL;
        *field_count = 0;
        *line = st.line;
        *column = st.column;
        return false;
    }
    *fields = st.fields;
    *field_count = st.field_count;
    *stride = (uint32_t)size;
    return true;
}

/* ---- a buffer's element, plain or STRUCT ------------------------------------------------ */

uint32_t spvrt_amber_buffer_stride(const spvrt_amber_buffer *b)
{
    return b->is_struct ? b->struct_stride : spvrt_amber_type_stride(&b->type, b->layout);
}

uint32_t spvrt_amber_buffer_components(const spvrt_amber_buffer *b)
{
    return b->is_struct ? b->field_count : spvrt_amber_type_components(&b->type);
}

const spvrt_amber_type *spvrt_amber_buffer_component(const spvrt_amber_buffer *b, uint32_t k, uint32_t *offset)
{
    if (b->is_struct) {
        *offset = b->fields[k].offset;
        return &b->fields[k].type;
    }
    *offset = spvrt_amber_component_offset(&b->type, b->layout, k / b->type.rows, k % b->type.rows);
    return &b->type;
}
