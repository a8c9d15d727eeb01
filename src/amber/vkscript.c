/* VkScript parser, compute subset: google/amber docs/vk_script.md read into
 * the script IR of amber.h, so that the runner (CPU engine, --device vulkan,
 * --compare) runs it as it runs AmberScript.
 *
 * A VkScript file is a list of sections, each opened by a line "[name]":
 *   [require]                features, extensions, fence_timeout N, fbsize W H, framebuffer F, depthstencil F
 *   [compute shader]         GLSL; "[compute shader spirv]" SPIR-V assembly; "[compute shader spirv hex]"
 *   [test]                   commands, one per line
 *   [comment]                ignored
 * Graphics sections ([vertex shader], [fragment shader], geometry and
 * tessellation shaders, [vertex data], [indices]) and the graphics commands of
 * [test] (draw, clear, probe of the framebuffer, pipeline state) are
 * reported as not supported (rule SPVRT_AMBER_RULE_UNSUPPORTED).
 *
 * How the IR is built, as Amber's src/vkscript/{section_parser,parser,
 * command_parser,datum_type_parser}.cc and its executor do it:
 *   - one compute pipeline; a `compute entrypoint NAME` line makes the later
 *     `compute` lines run NAME (here: one pipeline per entry point, all with
 *     the same bindings);
 *   - one buffer per descriptor binding a command names ("N" is set 0 binding
 *     N, "S:B" set S binding B), bound for the whole script: `ssbo` makes a
 *     storage buffer (std430), `uniform ubo` a uniform buffer (std140: Amber
 *     pads only matrix columns, so a scalar or vector is laid out as in std430,
 *     a matrix with 16-byte columns);
 *   - a buffer's element type is that of the first command that gives one
 *     (ssbo subdata, uniform ubo, probe ssbo); every later one must give the
 *     same.  A buffer only sized (`ssbo B N`) holds int8_t (Amber: R8_SINT);
 *   - `ssbo B N` sets the buffer's element count, at the type it ends with:
 *     the last such line gives the size the buffer starts with;
 *   - `ssbo B subdata T OFF v...` and `uniform ubo B T OFF v...` write the
 *     values at byte offset OFF when the line runs, growing the buffer to hold
 *     them (a WRITE command); OFF is a multiple of the element's size;
 *   - `uniform T OFF v...` writes push constants (one type for all of them);
 *     the push-constant block is as large as the furthest such write;
 *   - `compute X Y Z` is a RUN;
 *   - `probe ssbo T B OFF OP v...` is EXPECT IDX at byte offset OFF; OP is
 *     == != < <= > >= or ~= (EQ within the tolerance of the last `tolerance`
 *     line: Amber's ProbeSSBO uses its first value; without one, 0.000001%).
 * Where spvrt differs: `==` on floats is exact (AmberScript's EXPECT EQ in
 * this project; Amber allows a relative 1e-8); a negative value for an
 * unsigned type is an error (Amber wraps it); a second [test] section is an
 * error (Amber keeps only the last one's commands).
 *
 * Errors: the first one stops the parse, with the line and column of the word
 * (PATH:LINE:COLUMN); sizes and offsets are bounded by
 * SPVRT_AMBER_MAX_BUFFER_BYTES. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amber.h"
#include "../core/core.h"

/* ---- tokens of one section ---------------------------------------------------- */

typedef enum vk_token_kind { VK_WORD, VK_EOL, VK_EOS } vk_token_kind;

typedef struct vk_token {
    vk_token_kind kind;
    const char *text; /* VK_WORD: not NUL-terminated */
    size_t length;
    uint32_t line, column;
} vk_token;

typedef struct vk_lexer {
    const char *s;
    size_t pos, end; /* the section's bytes */
    uint32_t line;
    size_t line_start;
} vk_lexer;

static bool vk_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static uint32_t vk_column(const vk_lexer *lx, size_t pos)
{
    size_t c = pos - lx->line_start + 1;
    return c > UINT32_MAX ? UINT32_MAX : (uint32_t)c;
}

static void vk_newline(vk_lexer *lx)
{
    lx->pos++;
    lx->line++;
    lx->line_start = lx->pos;
}

/* Amber's tokenizer: blanks separate words, ',' '(' ')' are words of their
 * own, '#' at the start of a word comments out the rest of the line, a '\'
 * ending a line joins the next one to it. */
static vk_token vk_next(vk_lexer *lx)
{
    vk_token t = {0};
    for (;;) {
        while (lx->pos < lx->end && vk_blank(lx->s[lx->pos]))
            lx->pos++;
        if (lx->pos < lx->end && lx->s[lx->pos] == '\\') {
            size_t i = lx->pos + 1;
            while (i < lx->end && vk_blank(lx->s[i]))
                i++;
            if (i >= lx->end || lx->s[i] == '\n') {
                lx->pos = i;
                if (lx->pos < lx->end)
                    vk_newline(lx);
                continue;
            }
        }
        if (lx->pos < lx->end && lx->s[lx->pos] == '#')
            while (lx->pos < lx->end && lx->s[lx->pos] != '\n')
                lx->pos++;
        break;
    }
    t.line = lx->line;
    t.column = vk_column(lx, lx->pos);
    if (lx->pos >= lx->end) {
        t.kind = VK_EOS;
        return t;
    }
    if (lx->s[lx->pos] == '\n') {
        t.kind = VK_EOL;
        vk_newline(lx);
        return t;
    }
    t.kind = VK_WORD;
    t.text = lx->s + lx->pos;
    char c = lx->s[lx->pos];
    if (c == ',' || c == '(' || c == ')') {
        lx->pos++;
    } else {
        while (lx->pos < lx->end && !vk_blank(lx->s[lx->pos]) && lx->s[lx->pos] != '\n' && lx->s[lx->pos] != ',' &&
               lx->s[lx->pos] != '(' && lx->s[lx->pos] != ')')
            lx->pos++;
    }
    t.length = (size_t)(lx->s + lx->pos - t.text);
    return t;
}

static bool vk_is(const vk_token *t, const char *w)
{
    return t->kind == VK_WORD && strlen(w) == t->length && memcmp(t->text, w, t->length) == 0;
}

/* A word for messages: at most 64 bytes, non-printing bytes as '?'. */
static const char *vk_text(const vk_token *t, char out[80])
{
    if (t->kind == VK_EOL)
        return "end of line";
    if (t->kind == VK_EOS)
        return "end of section";
    size_t n = t->length > 64 ? 64 : t->length, k = 1;
    out[0] = '\'';
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)t->text[i];
        out[k++] = c >= 0x20 && c < 0x7F ? (char)c : '?';
    }
    if (n < t->length) {
        memcpy(out + k, "...", 3);
        k += 3;
    }
    out[k++] = '\'';
    out[k] = 0;
    return out;
}

/* ---- the parser ------------------------------------------------------------ */

typedef enum vk_section_kind {
    VK_SECTION_COMMENT,
    VK_SECTION_REQUIRE,
    VK_SECTION_SHADER,
    VK_SECTION_INDICES,
    VK_SECTION_VERTEX_DATA,
    VK_SECTION_TEST
} vk_section_kind;

typedef struct vk_section {
    vk_section_kind kind;
    bool compute;                      /* VK_SECTION_SHADER: a compute shader (else a graphics stage) */
    bool passthrough;                  /* "[... shader passthrough]" */
    spvrt_amber_shader_format format;
    const char *name;                  /* the header's text between '[' and ']' */
    size_t name_length;
    uint32_t line;                     /* the header's line */
    size_t start, end;                 /* the contents: the lines after the header */
} vk_section;

/* A descriptor binding named by the script, and its buffer. */
typedef struct vk_binding {
    uint32_t set, binding;
    bool uniform;                /* first named by `uniform ubo`: a uniform buffer */
    bool typed;                  /* a command gave the element type */
    uint32_t type_line;
    bool sized;                  /* `ssbo B N`: the last N */
    uint64_t size_elements;
    uint32_t size_line, size_column;
    uint32_t buffer;             /* index into script->buffers */
    uint32_t line;               /* first named */
} vk_binding;

typedef struct vk_parser {
    spvrt_context *ctx;
    spvrt_amber_script *script;
    const char *s;
    size_t n;
    bool failed;
    vk_lexer lx;
    vk_section *sections;
    uint32_t section_count, section_capacity;
    vk_binding *bindings;
    uint32_t binding_count, binding_capacity;
    bool has_push;               /* `uniform T OFF v...` seen */
    uint32_t push_buffer, push_line;
    uint64_t push_elements;      /* the furthest write, in elements */
    bool has_tolerance;
    spvrt_amber_tolerance tolerance; /* the first value of the last `tolerance` line */
    char **entry_points;         /* one pipeline each, in this order */
    uint32_t entry_count, entry_capacity;
    uint32_t entry;              /* the current one; UINT32_MAX: "main", not yet listed */
    uint32_t shader_line;        /* the [compute shader] header */
} vk_parser;

static bool vk_error_at(vk_parser *p, const char *rule, uint32_t line, uint32_t column, const char *fmt, ...)
    SPVRT_PRINTF(5, 6);
static bool vk_error_at(vk_parser *p, const char *rule, uint32_t line, uint32_t column, const char *fmt, ...)
{
    if (p->failed)
        return false;
    p->failed = true;
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.rule = rule;
    where.line = line ? line : 1;
    where.column = column ? column : 1;
    where.instruction_index = UINT32_MAX;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(p->ctx, &where, fmt, ap);
    va_end(ap);
    return false;
}

#define vk_error(p, t, ...) vk_error_at((p), NULL, (t)->line, (t)->column, __VA_ARGS__)
#define vk_unsupported(p, t, ...) vk_error_at((p), SPVRT_AMBER_RULE_UNSUPPORTED, (t)->line, (t)->column, __VA_ARGS__)

static bool vk_out_of_memory(vk_parser *p, uint32_t line)
{
    return vk_error_at(p, NULL, line, 1, "out of memory");
}

#define VK_GROW(p, line, array, count, capacity)                                                          \
    (spvrt_grow((p)->ctx, (void **)&(array), &(capacity), (count) + 1, sizeof *(array)) ? true            \
                                                                                        : vk_out_of_memory((p), (line)))

static char *vk_copy(vk_parser *p, const char *text, size_t length, uint32_t line)
{
    char *s = spvrt_alloc(p->ctx, length + 1);
    if (!s) {
        vk_out_of_memory(p, line);
        return NULL;
    }
    memcpy(s, text, length);
    s[length] = 0;
    return s;
}

/* The next token must be a word. */
static bool vk_expect_word(vk_parser *p, vk_token *t, const char *what, const char *command)
{
    *t = vk_next(&p->lx);
    if (t->kind == VK_WORD)
        return true;
    char w[80];
    return vk_error(p, t, "%s: expected %s, found %s", command, what, vk_text(t, w));
}

static bool vk_end_of_line(vk_parser *p, const char *command)
{
    vk_token t = vk_next(&p->lx);
    if (t.kind != VK_WORD)
        return true;
    char w[80];
    return vk_error(p, &t, "unexpected %s after %s", vk_text(&t, w), command);
}

/* An unsigned decimal (or 0x) integer of at most max. */
static bool vk_unsigned(vk_parser *p, const vk_token *t, uint64_t max, uint64_t *out, const char *what)
{
    static const spvrt_amber_type u64 = {SPVRT_AMBER_UINT, 64, 1, 1};
    char w[80];
    if (t->length > 0 && t->text[0] == '-')
        return vk_error(p, t, "%s %s is negative", what, vk_text(t, w));
    if (!spvrt_amber_parse_number(p->ctx, t->text, t->length, t->line, t->column, &u64, out))
        return p->failed = true, false;
    if (*out > max)
        return vk_error(p, t, "%s %s is larger than %llu", what, vk_text(t, w), (unsigned long long)max);
    return true;
}

/* ---- sections ----------------------------------------------------------------- */

static bool name_is(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

static bool ends_with(const char *s, size_t n, const char *suffix, size_t *rest)
{
    size_t k = strlen(suffix);
    if (n < k || memcmp(s + n - k, suffix, k) != 0)
        return false;
    *rest = n - k;
    return true;
}

/* Amber's SectionParser::NameToNodeType: comment, require, test, indices,
 * vertex data, and "STAGE shader" with an optional " spirv", " spirv hex" or
 * " passthrough". */
static bool section_of(vk_parser *p, vk_section *sec, uint32_t column)
{
    static const char *const stages[] = {"compute", "vertex", "fragment", "geometry", "tessellation control",
                                         "tessellation evaluation"};
    const char *s = sec->name;
    size_t n = sec->name_length, rest;
    if (name_is(s, n, "comment") || name_is(s, n, "require") || name_is(s, n, "test") || name_is(s, n, "indices") ||
        name_is(s, n, "vertex data")) {
        sec->kind = name_is(s, n, "comment")   ? VK_SECTION_COMMENT
                    : name_is(s, n, "require") ? VK_SECTION_REQUIRE
                    : name_is(s, n, "test")    ? VK_SECTION_TEST
                    : name_is(s, n, "indices") ? VK_SECTION_INDICES
                                               : VK_SECTION_VERTEX_DATA;
        return true;
    }
    sec->kind = VK_SECTION_SHADER;
    sec->format = SPVRT_AMBER_GLSL;
    if (ends_with(s, n, " spirv hex", &rest)) {
        sec->format = SPVRT_AMBER_SPIRV_HEX;
        n = rest;
    } else if (ends_with(s, n, " spirv", &rest)) {
        sec->format = SPVRT_AMBER_SPIRV_ASM;
        n = rest;
    } else if (ends_with(s, n, " passthrough", &rest)) {
        sec->passthrough = true;
        n = rest;
    }
    if (ends_with(s, n, " shader", &rest))
        for (size_t i = 0; i < sizeof stages / sizeof stages[0]; i++)
            if (name_is(s, rest, stages[i])) {
                sec->compute = i == 0;
                return true;
            }
    char w[80];
    vk_token t = {VK_WORD, sec->name, sec->name_length, sec->line, column};
    return vk_error(p, &t, "unknown section [%s]", vk_text(&t, w) + 1);
}

/* Amber's SectionParser::SplitSections: before the first section only blank
 * and '#' lines; a line starting with '[' opens a section named up to its
 * last ']'; every other line belongs to the open section. */
static bool split_sections(vk_parser *p)
{
    size_t pos = 0;
    uint32_t line = 0;
    while (pos < p->n) {
        const char *nl = memchr(p->s + pos, '\n', p->n - pos);
        size_t end = nl ? (size_t)(nl - p->s) : p->n, next = nl ? end + 1 : p->n;
        line++;
        const char *text = p->s + pos;
        size_t length = end - pos;
        if (length > 0 && text[0] == '[') {
            if (p->section_count > 0)
                p->sections[p->section_count - 1].end = pos;
            size_t close = length;
            while (close > 0 && text[close - 1] != ']')
                close--;
            if (close == 0) {
                vk_token t = {VK_WORD, text, length, line, 1};
                char w[80];
                return vk_error(p, &t, "section header %s has no ']'", vk_text(&t, w));
            }
            if (!VK_GROW(p, line, p->sections, p->section_count, p->section_capacity))
                return false;
            vk_section *sec = &p->sections[p->section_count++];
            memset(sec, 0, sizeof *sec);
            sec->name = text + 1;
            sec->name_length = close - 2;
            sec->line = line;
            sec->start = next;
            sec->end = p->n;
            if (!section_of(p, sec, 2))
                return false;
        } else if (p->section_count == 0) {
            size_t i = 0;
            while (i < length && vk_blank(text[i]))
                i++;
            if (i < length && text[0] != '#') {
                size_t k = i;
                while (k < length && !vk_blank(text[k]))
                    k++;
                vk_token t = {VK_WORD, text + i, k - i, line, (uint32_t)(i + 1)};
                char w[80];
                return vk_error(p, &t,
                                "%s is not a section header: a VkScript file is made of sections ([require], "
                                "[compute shader], [test], ...); an AmberScript file starts with '#!amber'",
                                vk_text(&t, w));
            }
        }
        pos = next;
    }
    return true;
}

/* ---- [require] ------------------------------------------------------------------- */

/* VkPhysicalDeviceFeatures members, as Amber's Script::IsKnownFeature lists them (run.c's table). */
static bool core_feature(const vk_token *t)
{
    return memchr(t->text, '.', t->length) == NULL && spvrt_amber_feature_known(t->text, t->length);
}

static bool add_name(vk_parser *p, const vk_token *t, char ***list, uint32_t **lines, uint32_t *count,
                     uint32_t *capacity)
{
    uint32_t cap = *capacity;
    if (!VK_GROW(p, t->line, *list, *count, cap))
        return false;
    if (!VK_GROW(p, t->line, *lines, *count, *capacity))
        return false;
    char *name = vk_copy(p, t->text, t->length, t->line);
    if (!name)
        return false;
    (*list)[*count] = name;
    (*lines)[*count] = t->line;
    (*count)++;
    return true;
}

/* An image format name as Amber's TypeParser reads them (R8G8B8A8_UNORM,
 * D24_UNORM_S8_UINT, A2B10G10R10_UNORM_PACK32, ...): components of letters
 * RGBADSX with a width, then a numeric type. */
static bool format_name(const vk_token *t)
{
    static const char *const kinds[] = {"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "SRGB", "SFLOAT",
                                        "UFLOAT"};
    size_t i = 0, n = t->length;
    const char *s = t->text;
    bool any = false;
    while (i < n && strchr("RGBADSX", s[i]) && s[i]) {
        i++;
        size_t d = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++, d++;
        if (d == 0)
            return false;
        any = true;
    }
    if (!any || i >= n || s[i] != '_')
        return false;
    i++;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t kn = strlen(kinds[k]);
        if (n - i >= kn && memcmp(s + i, kinds[k], kn) == 0 && (n - i == kn || s[i + kn] == '_'))
            return true;
    }
    return false;
}

static bool parse_require(vk_parser *p)
{
    spvrt_amber_script *s = p->script;
    char w[80];
    for (;;) {
        vk_token t = vk_next(&p->lx);
        if (t.kind == VK_EOS)
            return true;
        if (t.kind == VK_EOL)
            continue;
        if (vk_is(&t, "fence_timeout")) {
            vk_token v;
            uint64_t ms;
            if (!vk_expect_word(p, &v, "a number of milliseconds", "fence_timeout") ||
                !vk_unsigned(p, &v, UINT32_MAX, &ms, "fence_timeout"))
                return false;
            s->has_fence_timeout = true;
            s->fence_timeout_ms = (uint32_t)ms;
        } else if (vk_is(&t, "fbsize")) {
            /* the framebuffer of graphics pipelines: checked, and unused by compute */
            vk_token v;
            uint64_t size;
            if (!vk_expect_word(p, &v, "a width", "fbsize") || !vk_unsigned(p, &v, UINT32_MAX, &size, "fbsize width") ||
                !vk_expect_word(p, &v, "a height", "fbsize") || !vk_unsigned(p, &v, UINT32_MAX, &size, "fbsize height"))
                return false;
        } else if (vk_is(&t, "framebuffer") || vk_is(&t, "depthstencil")) {
            vk_token v;
            if (!vk_expect_word(p, &v, "an image format", vk_is(&t, "framebuffer") ? "framebuffer" : "depthstencil"))
                return false;
            if (!format_name(&v))
                return vk_error(p, &v, "%s is not an image format (R8G8B8A8_UNORM, D32_SFLOAT, ...)", vk_text(&v, w));
        } else if (core_feature(&t) || memchr(t.text, '.', t.length)) {
            /* a VkPhysicalDeviceFeatures member or a structure-prefixed feature
               (VariablePointerFeatures.variablePointers): the runner decides whether it is offered */
            if (!add_name(p, &t, &s->device_features, &s->device_feature_lines, &s->device_feature_count,
                          &s->device_feature_capacity))
                return false;
        } else {
            /* Amber: any other word of [a-zA-Z0-9_] is a device extension */
            for (size_t i = 0; i < t.length; i++) {
                char c = t.text[i];
                if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
                    return vk_error(p, &t, "[require]: %s is neither a feature nor an extension name", vk_text(&t, w));
            }
            if (!add_name(p, &t, &s->device_extensions, &s->device_extension_lines, &s->device_extension_count,
                          &s->device_extension_capacity))
                return false;
        }
        if (!vk_end_of_line(p, "a [require] line"))
            return false;
    }
}

/* ---- types ---------------------------------------------------------------------- */

/* Amber's DatumTypeParser: int uint int8_t uint8_t int16_t uint16_t int64_t
 * uint64_t float double; [d|i|u|i8|u8|i16|u16|i64|u64|f16]vec[2|3|4] (bare:
 * 4 components); [d]mat[2|3|4][x[2|3|4]] (matCxR: C columns of R rows; bare
 * mat: one component, as Amber reads it). */
static bool datum_type(const vk_token *t, spvrt_amber_type *out)
{
    static const struct { const char *name; spvrt_amber_kind kind; uint8_t bits; } scalars[] = {
        {"int", SPVRT_AMBER_INT, 32},       {"uint", SPVRT_AMBER_UINT, 32},     {"int8_t", SPVRT_AMBER_INT, 8},
        {"uint8_t", SPVRT_AMBER_UINT, 8},   {"int16_t", SPVRT_AMBER_INT, 16},   {"uint16_t", SPVRT_AMBER_UINT, 16},
        {"int64_t", SPVRT_AMBER_INT, 64},   {"uint64_t", SPVRT_AMBER_UINT, 64}, {"float", SPVRT_AMBER_FLOAT, 32},
        {"double", SPVRT_AMBER_FLOAT, 64},
    };
    static const struct { const char *prefix; spvrt_amber_kind kind; uint8_t bits; } vectors[] = {
        {"", SPVRT_AMBER_FLOAT, 32},    {"d", SPVRT_AMBER_FLOAT, 64},   {"f16", SPVRT_AMBER_FLOAT, 16},
        {"i", SPVRT_AMBER_INT, 32},     {"u", SPVRT_AMBER_UINT, 32},    {"i8", SPVRT_AMBER_INT, 8},
        {"u8", SPVRT_AMBER_UINT, 8},    {"i16", SPVRT_AMBER_INT, 16},   {"u16", SPVRT_AMBER_UINT, 16},
        {"i64", SPVRT_AMBER_INT, 64},   {"u64", SPVRT_AMBER_UINT, 64},
    };
    const char *s = t->text;
    size_t n = t->length;
    out->rows = out->columns = 1;
    for (size_t i = 0; i < sizeof scalars / sizeof scalars[0]; i++)
        if (name_is(s, n, scalars[i].name)) {
            out->kind = scalars[i].kind;
            out->bits = scalars[i].bits;
            return true;
        }
    for (size_t i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
        size_t k = strlen(vectors[i].prefix);
        if (n < k + 3 || memcmp(s, vectors[i].prefix, k) != 0 || memcmp(s + k, "vec", 3) != 0)
            continue;
        if (n == k + 3)
            out->rows = 4;
        else if (n == k + 4 && s[k + 3] >= '2' && s[k + 3] <= '4')
            out->rows = (uint8_t)(s[k + 3] - '0');
        else
            continue;
        out->kind = vectors[i].kind;
        out->bits = vectors[i].bits;
        return true;
    }
    size_t k = n > 0 && s[0] == 'd' ? 1 : 0;
    if (n < k + 3 || memcmp(s + k, "mat", 3) != 0)
        return false;
    out->kind = SPVRT_AMBER_FLOAT;
    out->bits = k ? 64 : 32;
    const char *d = s + k + 3;
    size_t m = n - k - 3;
    if (m == 0)
        return true;
    if (d[0] < '2' || d[0] > '4')
        return false;
    out->columns = out->rows = (uint8_t)(d[0] - '0');
    if (m == 1)
        return true;
    if (m == 3 && d[1] == 'x' && d[2] >= '2' && d[2] <= '4') {
        out->rows = (uint8_t)(d[2] - '0');
        return true;
    }
    return false;
}

static void type_name(const spvrt_amber_type *t, char out[32])
{
    const char *k = t->kind == SPVRT_AMBER_FLOAT ? "float" : t->kind == SPVRT_AMBER_INT ? "int" : "uint";
    if (t->columns > 1)
        snprintf(out, 32, "mat%ux%u<%s%u>", t->columns, t->rows, k, t->bits);
    else if (t->rows > 1)
        snprintf(out, 32, "vec%u<%s%u>", t->rows, k, t->bits);
    else
        snprintf(out, 32, "%s%u", k, t->bits);
}

static bool same_type(const spvrt_amber_type *a, const spvrt_amber_type *b)
{
    return a->kind == b->kind && a->bits == b->bits && a->rows == b->rows && a->columns == b->columns;
}

static bool next_type(vk_parser *p, const char *command, spvrt_amber_type *type, vk_token *t)
{
    char w[80];
    if (!vk_expect_word(p, t, "a data type (int, uint, float, vec4, ivec2, mat4x4, int8_t, uint64_t, ...)", command))
        return false;
    if (!datum_type(t, type))
        return vk_error(p, t, "%s: unknown data type %s", command, vk_text(t, w));
    return true;
}

/* ---- [test] ------------------------------------------------------------------------ */

static spvrt_amber_command *new_command(vk_parser *p, uint32_t line, spvrt_amber_command_kind kind)
{
    spvrt_amber_script *s = p->script;
    if (!VK_GROW(p, line, s->commands, s->command_count, s->command_capacity))
        return NULL;
    spvrt_amber_command *c = &s->commands[s->command_count++];
    memset(c, 0, sizeof *c);
    c->kind = kind;
    c->line = line;
    return c;
}

/* A new buffer of the script (its type and size are settled at the end). */
static bool new_buffer(vk_parser *p, uint32_t line, const char *name, uint32_t *index)
{
    spvrt_amber_script *s = p->script;
    if (!VK_GROW(p, line, s->buffers, s->buffer_count, s->buffer_capacity))
        return false;
    spvrt_amber_buffer *b = &s->buffers[s->buffer_count];
    memset(b, 0, sizeof *b);
    b->name = vk_copy(p, name, strlen(name), line);
    if (!b->name)
        return false;
    b->line = line;
    b->type.kind = SPVRT_AMBER_INT; /* Amber's default R8_SINT, until a command gives a type */
    b->type.bits = 8;
    b->type.rows = b->type.columns = 1;
    *index = s->buffer_count++;
    return true;
}

/* "N" (set 0, binding N) or "S:B". */
static bool parse_binding_word(vk_parser *p, const vk_token *t, const char *command, uint32_t *set, uint32_t *binding)
{
    char w[80];
    const char *colon = memchr(t->text, ':', t->length);
    uint64_t a, b = 0;
    vk_token first = *t, second = *t;
    if (colon) {
        first.length = (size_t)(colon - t->text);
        second.text = colon + 1;
        second.length = t->length - first.length - 1;
        second.column = t->column + (uint32_t)first.length + 1;
        if (first.length == 0 || second.length == 0)
            return vk_error(p, t, "%s: %s is not a binding (N or SET:BINDING)", command, vk_text(t, w));
    }
    for (size_t i = 0; i < t->length; i++)
        if (!(t->text[i] >= '0' && t->text[i] <= '9') && t->text + i != colon)
            return vk_error(p, t, "%s: %s is not a binding (N or SET:BINDING)", command, vk_text(t, w));
    if (!vk_unsigned(p, &first, UINT32_MAX, &a, colon ? "descriptor set" : "binding"))
        return false;
    if (colon && !vk_unsigned(p, &second, UINT32_MAX, &b, "binding"))
        return false;
    *set = colon ? (uint32_t)a : 0;
    *binding = colon ? (uint32_t)b : (uint32_t)a;
    return true;
}

static vk_binding *find_binding(vk_parser *p, uint32_t set, uint32_t binding)
{
    for (uint32_t i = 0; i < p->binding_count; i++)
        if (p->bindings[i].set == set && p->bindings[i].binding == binding)
            return &p->bindings[i];
    return NULL;
}

/* The binding a `ssbo` or `uniform ubo` line names, made on first use. */
static vk_binding *use_binding(vk_parser *p, const vk_token *t, const char *command, bool uniform)
{
    uint32_t set, binding;
    if (!parse_binding_word(p, t, command, &set, &binding))
        return NULL;
    vk_binding *b = find_binding(p, set, binding);
    if (b) {
        if (b->uniform != uniform) {
            vk_error(p, t, "%s: descriptor set %u binding %u is a %s buffer (line %u)", command, set, binding,
                     b->uniform ? "uniform" : "storage", b->line);
            return NULL;
        }
        return b;
    }
    if (!VK_GROW(p, t->line, p->bindings, p->binding_count, p->binding_capacity))
        return NULL;
    b = &p->bindings[p->binding_count];
    memset(b, 0, sizeof *b);
    b->set = set;
    b->binding = binding;
    b->uniform = uniform;
    b->line = t->line;
    char name[64];
    snprintf(name, sizeof name, "%s_%u_%u", uniform ? "ubo" : "ssbo", set, binding);
    if (!new_buffer(p, t->line, name, &b->buffer))
        return NULL;
    p->binding_count++;
    return b;
}

/* The buffer takes the type, or must already have it (Amber: "format does not match"). */
static bool settle_type(vk_parser *p, vk_binding *b, const vk_token *type_word, const spvrt_amber_type *type,
                        const char *command)
{
    spvrt_amber_buffer *buf = &p->script->buffers[b->buffer];
    if (!b->typed) {
        b->typed = true;
        b->type_line = type_word->line;
        buf->type = *type;
        /* std140 for a uniform buffer: Amber pads only matrix columns (a scalar or vector element is laid out
           as in std430) */
        buf->layout = b->uniform && type->columns > 1 ? SPVRT_AMBER_STD140 : SPVRT_AMBER_STD430;
        return true;
    }
    if (same_type(&buf->type, type))
        return true;
    char a[32], x[32], w[80];
    type_name(&buf->type, a);
    type_name(type, x);
    return vk_error(p, type_word, "%s: %s (%s) is not the type of descriptor set %u binding %u, %s (line %u)", command,
                    vk_text(type_word, w), x, b->set, b->binding, a, b->type_line);
}

/* The values to the end of the line: a non-zero multiple of `multiple`, at the type. */
static bool parse_values(vk_parser *p, const char *command, const spvrt_amber_type *type, uint32_t multiple,
                         const vk_token *after, spvrt_amber_value **out, uint32_t *count)
{
    uint32_t n = 0, capacity = 0;
    spvrt_amber_value *values = NULL;
    vk_token t;
    for (;;) {
        t = vk_next(&p->lx);
        if (t.kind != VK_WORD)
            break;
        if (n == UINT32_MAX - 1 || !VK_GROW(p, t.line, values, n, capacity)) {
            spvrt_free(p->ctx, values);
            return n == UINT32_MAX - 1 ? vk_error(p, &t, "%s: too many values", command) : false;
        }
        if (!spvrt_amber_parse_number(p->ctx, t.text, t.length, t.line, t.column, type, &values[n])) {
            p->failed = true;
            spvrt_free(p->ctx, values);
            return false;
        }
        n++;
    }
    if (n == 0 || n % multiple != 0) {
        spvrt_free(p->ctx, values);
        char x[32];
        type_name(type, x);
        if (n == 0)
            return vk_error(p, &t, "%s: expected values after %.*s, found %s", command, (int)after->length,
                            after->text, t.kind == VK_EOL ? "end of line" : "end of section");
        return vk_error(p, after, "%s: %u values are not a whole number of %u-component %s values", command, n,
                        multiple, x);
    }
    *out = values;
    *count = n;
    return true;
}

/* Byte offset of a write or probe: a multiple of the element's size (Amber). */
static bool parse_offset(vk_parser *p, const char *command, const spvrt_amber_buffer *buf, vk_token *t,
                         uint64_t *offset)
{
    char w[80];
    if (!vk_expect_word(p, t, "a byte offset", command) || !vk_unsigned(p, t, UINT32_MAX, offset, "offset"))
        return false;
    uint32_t stride = spvrt_amber_type_stride(&buf->type, buf->layout);
    if (*offset % stride != 0)
        return vk_error(p, t, "%s: offset %s is not a multiple of the element size, %u bytes", command,
                        vk_text(t, w), stride);
    return true;
}

/* A WRITE of values at offset; elements_end: the element count it needs. */
static bool add_write(vk_parser *p, uint32_t line, const vk_token *offset_word, uint32_t buffer, uint64_t offset,
                      spvrt_amber_value *values, uint32_t count, uint64_t *elements_end)
{
    const spvrt_amber_buffer *buf = &p->script->buffers[buffer];
    uint32_t stride = spvrt_amber_type_stride(&buf->type, buf->layout);
    uint64_t end = offset / stride + count / spvrt_amber_type_components(&buf->type);
    if (end > SPVRT_AMBER_MAX_BUFFER_BYTES / stride) {
        spvrt_free(p->ctx, values);
        return vk_error(p, offset_word, "writing %u values at byte %llu would make buffer '%s' larger than %llu bytes",
                        count, (unsigned long long)offset, buf->name, (unsigned long long)SPVRT_AMBER_MAX_BUFFER_BYTES);
    }
    spvrt_amber_command *c = new_command(p, line, SPVRT_AMBER_WRITE);
    if (!c) {
        spvrt_free(p->ctx, values);
        return false;
    }
    c->u.write.buffer = buffer;
    c->u.write.offset = offset;
    c->u.write.values = values;
    c->u.write.value_count = count;
    *elements_end = end;
    return true;
}

/* ssbo B N | ssbo B subdata T OFF v... */
static bool parse_ssbo(vk_parser *p, const vk_token *command)
{
    vk_token t, type_word, offset_word;
    if (!vk_expect_word(p, &t, "a binding", "ssbo"))
        return false;
    vk_binding *b = use_binding(p, &t, "ssbo", false);
    if (!b)
        return false;
    if (!vk_expect_word(p, &t, "subdata or a number of elements", "ssbo"))
        return false;
    if (!vk_is(&t, "subdata")) {
        uint64_t n;
        if (!vk_unsigned(p, &t, UINT32_MAX, &n, "ssbo size"))
            return false;
        b->sized = true;
        b->size_elements = n;
        b->size_line = t.line;
        b->size_column = t.column;
        return vk_end_of_line(p, "ssbo size");
    }
    spvrt_amber_type type;
    if (!next_type(p, "ssbo subdata", &type, &type_word) || !settle_type(p, b, &type_word, &type, "ssbo subdata"))
        return false;
    const spvrt_amber_buffer *buf = &p->script->buffers[b->buffer];
    uint64_t offset, end;
    spvrt_amber_value *values;
    uint32_t count;
    if (!parse_offset(p, "ssbo subdata", buf, &offset_word, &offset) ||
        !parse_values(p, "ssbo subdata", &type, spvrt_amber_type_components(&type), &offset_word, &values, &count))
        return false;
    return add_write(p, command->line, &offset_word, b->buffer, offset, values, count, &end);
}

/* uniform ubo B T OFF v... | uniform T OFF v... (push constants) */
static bool parse_uniform(vk_parser *p, const vk_token *command)
{
    vk_token t, type_word, offset_word;
    if (!vk_expect_word(p, &t, "ubo or a data type", "uniform"))
        return false;
    spvrt_amber_type type;
    uint32_t buffer;
    const char *name;
    if (vk_is(&t, "ubo")) {
        name = "uniform ubo";
        if (!vk_expect_word(p, &t, "a binding", name))
            return false;
        vk_binding *b = use_binding(p, &t, name, true);
        if (!b || !next_type(p, name, &type, &type_word) || !settle_type(p, b, &type_word, &type, name))
            return false;
        buffer = b->buffer;
    } else {
        name = "uniform";
        type_word = t;
        char w[80];
        if (!datum_type(&t, &type))
            return vk_error(p, &t, "uniform: expected ubo or a data type, found %s", vk_text(&t, w));
        if (!p->has_push) {
            if (!new_buffer(p, command->line, "push_constants", &p->push_buffer))
                return false;
            p->has_push = true;
            p->push_line = command->line;
            p->script->buffers[p->push_buffer].type = type;
        } else if (!same_type(&p->script->buffers[p->push_buffer].type, &type)) {
            /* Amber: "push constants must all have the same format" */
            char a[32], x[32];
            type_name(&p->script->buffers[p->push_buffer].type, a);
            type_name(&type, x);
            return vk_error(p, &t, "uniform: push constants are %s (line %u), not %s", a, p->push_line, x);
        }
        buffer = p->push_buffer;
    }
    uint64_t offset, end;
    spvrt_amber_value *values;
    uint32_t count;
    const spvrt_amber_buffer *buf = &p->script->buffers[buffer];
    if (!parse_offset(p, name, buf, &offset_word, &offset) ||
        !parse_values(p, name, &type, spvrt_amber_type_components(&type), &offset_word, &values, &count) ||
        !add_write(p, command->line, &offset_word, buffer, offset, values, count, &end))
        return false;
    if (buffer == p->push_buffer && end > p->push_elements)
        p->push_elements = end;
    return true;
}

/* tolerance t [t t t], each a number or a percentage (t% or t %), commas allowed between */
static bool parse_tolerance(vk_parser *p, const vk_token *command)
{
    spvrt_amber_tolerance tol[4];
    uint32_t count = 0;
    char w[80];
    vk_token t = vk_next(&p->lx);
    for (;;) {
        if (vk_is(&t, ",")) {
            t = vk_next(&p->lx);
            continue;
        }
        if (t.kind != VK_WORD)
            break;
        if (count == 4)
            return vk_error(p, &t, "tolerance takes 1 or 4 values, found %s after 4", vk_text(&t, w));
        vk_token number = t;
        bool percent = number.length > 1 && number.text[number.length - 1] == '%';
        if (percent)
            number.length--;
        static const spvrt_amber_type f64 = {SPVRT_AMBER_FLOAT, 64, 1, 1};
        spvrt_amber_value bits;
        if (!spvrt_amber_parse_number(p->ctx, number.text, number.length, t.line, t.column, &f64, &bits))
            return p->failed = true, false;
        double v;
        memcpy(&v, &bits, 8);
        if (!(v >= 0) || v > 1e300)
            return vk_error(p, &t, "tolerance %s must be a finite number at least 0", vk_text(&t, w));
        t = vk_next(&p->lx);
        if (!percent && vk_is(&t, "%")) {
            percent = true;
            t = vk_next(&p->lx);
        }
        tol[count].value = v;
        tol[count].percent = percent;
        count++;
    }
    if (count != 1 && count != 4)
        return vk_error(p, count ? &t : command, "tolerance takes 1 or 4 values, found %u", count);
    /* Amber's ProbeSSBO compares with the first tolerance only */
    p->has_tolerance = true;
    p->tolerance = tol[0];
    return true;
}

static bool comparator(const vk_token *t, spvrt_amber_compare *op, bool *fuzzy)
{
    static const struct { const char *name; spvrt_amber_compare op; } ops[] = {
        {"==", SPVRT_AMBER_EQ}, {"!=", SPVRT_AMBER_NE}, {"<", SPVRT_AMBER_LT},  {"<=", SPVRT_AMBER_LE},
        {">", SPVRT_AMBER_GT},  {">=", SPVRT_AMBER_GE}, {"~=", SPVRT_AMBER_EQ},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (vk_is(t, ops[i].name)) {
            *op = ops[i].op;
            *fuzzy = i == 6;
            return true;
        }
    return false;
}

/* probe ssbo T B OFF OP v... (the framebuffer probes are graphics) */
static bool parse_probe(vk_parser *p, const vk_token *command, bool relative)
{
    vk_token t, type_word, offset_word;
    char w[80];
    if (!vk_expect_word(p, &t, "ssbo, rgb, rgba, rect or all", "probe"))
        return false;
    if (!vk_is(&t, "ssbo") || relative) {
        if (vk_is(&t, "rgb") || vk_is(&t, "rgba") || vk_is(&t, "rect") || vk_is(&t, "all") || relative)
            return vk_unsupported(p, command, "%sprobe %s reads the framebuffer of a graphics pipeline: not supported "
                                  "yet (spvrt runs the compute subset of VkScript)", relative ? "relative " : "",
                                  vk_text(&t, w));
        return vk_error(p, &t, "probe: expected ssbo, rgb, rgba, rect or all, found %s", vk_text(&t, w));
    }
    spvrt_amber_type type;
    if (!next_type(p, "probe ssbo", &type, &type_word) || !vk_expect_word(p, &t, "a binding", "probe ssbo"))
        return false;
    uint32_t set, binding;
    if (!parse_binding_word(p, &t, "probe ssbo", &set, &binding))
        return false;
    vk_binding *b = find_binding(p, set, binding);
    if (!b)
        return vk_error(p, &t, "probe ssbo: no buffer at descriptor set %u binding %u (an ssbo or uniform ubo line "
                        "makes it)", set, binding);
    if (!settle_type(p, b, &type_word, &type, "probe ssbo"))
        return false;
    const spvrt_amber_buffer *buf = &p->script->buffers[b->buffer];
    uint64_t offset;
    if (!parse_offset(p, "probe ssbo", buf, &offset_word, &offset) ||
        !vk_expect_word(p, &t, "a comparison (== != < <= > >= ~=)", "probe ssbo"))
        return false;
    spvrt_amber_compare op;
    bool fuzzy;
    if (!comparator(&t, &op, &fuzzy))
        return vk_error(p, &t, "probe ssbo: expected a comparison (== != < <= > >= ~=), found %s", vk_text(&t, w));
    vk_token op_word = t;
    spvrt_amber_value *values;
    uint32_t count;
    /* Amber: a whole number of vectors (a matrix's rows) */
    if (!parse_values(p, "probe ssbo", &type, type.rows, &op_word, &values, &count))
        return false;
    spvrt_amber_command *c = new_command(p, command->line, SPVRT_AMBER_EXPECT_IDX);
    if (!c) {
        spvrt_free(p->ctx, values);
        return false;
    }
    c->u.expect.buffer = b->buffer;
    c->u.expect.offset = offset;
    c->u.expect.compare = op;
    c->u.expect.values = values;
    c->u.expect.value_count = count;
    if (fuzzy) {
        c->u.expect.tolerance_count = 1;
        c->u.expect.tolerance[0] = p->has_tolerance ? p->tolerance : (spvrt_amber_tolerance){0.000001, true};
    }
    return true;
}

static bool entry_index(vk_parser *p, const char *name, size_t length, uint32_t line, uint32_t *index)
{
    for (uint32_t i = 0; i < p->entry_count; i++)
        if (name_is(name, length, p->entry_points[i]))
            return *index = i, true;
    if (!VK_GROW(p, line, p->entry_points, p->entry_count, p->entry_capacity))
        return false;
    char *copy = vk_copy(p, name, length, line);
    if (!copy)
        return false;
    p->entry_points[p->entry_count] = copy;
    *index = p->entry_count++;
    return true;
}

/* compute X Y Z | compute entrypoint NAME */
static bool parse_compute(vk_parser *p, const vk_token *command)
{
    vk_token t;
    if (!vk_expect_word(p, &t, "the number of workgroups in x, y and z, or entrypoint", "compute"))
        return false;
    if (vk_is(&t, "entrypoint")) {
        if (!vk_expect_word(p, &t, "an entry point name", "compute entrypoint") ||
            !entry_index(p, t.text, t.length, t.line, &p->entry))
            return false;
        return vk_end_of_line(p, "compute entrypoint");
    }
    uint64_t xyz[3];
    for (int i = 0; i < 3; i++) {
        if (i > 0 && !vk_expect_word(p, &t, "the number of workgroups in x, y and z", "compute"))
            return false;
        if (!vk_unsigned(p, &t, UINT32_MAX, &xyz[i], "compute"))
            return false;
    }
    if (!vk_end_of_line(p, "compute"))
        return false;
    if (p->entry == UINT32_MAX && !entry_index(p, "main", 4, command->line, &p->entry))
        return false;
    spvrt_amber_command *c = new_command(p, command->line, SPVRT_AMBER_RUN);
    if (!c)
        return false;
    c->u.run.pipeline = p->entry;
    c->u.run.x = (uint32_t)xyz[0];
    c->u.run.y = (uint32_t)xyz[1];
    c->u.run.z = (uint32_t)xyz[2];
    return true;
}

/* Commands of [test] that only graphics pipelines have (Amber's CommandParser). */
static bool graphics_command(const vk_token *t)
{
    static const char *const words[] = {
        "draw", "clear", "patch", "vertex", "fragment", "geometry", "tessellation", "primitiveRestartEnable",
        "depthClampEnable", "rasterizerDiscardEnable", "depthBiasEnable", "logicOpEnable", "blendEnable",
        "depthTestEnable", "depthWriteEnable", "depthBoundsTestEnable", "stencilTestEnable", "topology",
        "polygonMode", "logicOp", "frontFace", "cullMode", "depthBiasConstantFactor", "depthBiasClamp",
        "depthBiasSlopeFactor", "lineWidth", "minDepthBounds", "maxDepthBounds", "srcColorBlendFactor",
        "dstColorBlendFactor", "srcAlphaBlendFactor", "dstAlphaBlendFactor", "colorBlendOp", "alphaBlendOp",
        "depthCompareOp", "front.compareOp", "back.compareOp", "front.failOp", "front.passOp", "front.depthFailOp",
        "back.failOp", "back.passOp", "back.depthFailOp", "front.compareMask", "front.writeMask", "back.compareMask",
        "back.writeMask", "front.reference", "back.reference", "colorWriteMask",
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (vk_is(t, words[i]))
            return true;
    return false;
}

static bool parse_test(vk_parser *p)
{
    char w[80];
    for (;;) {
        vk_token t = vk_next(&p->lx);
        if (t.kind == VK_EOS)
            return true;
        if (t.kind == VK_EOL)
            continue;
        bool ok;
        if (vk_is(&t, "ssbo"))
            ok = parse_ssbo(p, &t);
        else if (vk_is(&t, "uniform"))
            ok = parse_uniform(p, &t);
        else if (vk_is(&t, "compute"))
            ok = parse_compute(p, &t);
        else if (vk_is(&t, "probe"))
            ok = parse_probe(p, &t, false);
        else if (vk_is(&t, "relative"))
            ok = parse_probe(p, &t, true);
        else if (vk_is(&t, "tolerance"))
            ok = parse_tolerance(p, &t);
        else if (graphics_command(&t))
            return vk_unsupported(p, &t, "%s is a graphics command: not supported yet (spvrt runs the compute subset "
                                  "of VkScript)", vk_text(&t, w));
        else
            return vk_error(p, &t, "unknown command %s", vk_text(&t, w));
        if (!ok)
            return false;
    }
}

/* ---- the script ------------------------------------------------------------------- */

static bool add_shader(vk_parser *p, const vk_section *sec)
{
    spvrt_amber_script *s = p->script;
    size_t end = sec->end;
    while (end > sec->start && (p->s[end - 1] == '\n' || p->s[end - 1] == '\r'))
        end--; /* Amber drops the section's trailing line ends */
    vk_token header = {VK_WORD, sec->name, sec->name_length, sec->line, 1};
    if (end == sec->start)
        return vk_error(p, &header, "[%.*s] is empty", (int)sec->name_length, sec->name);
    if (!VK_GROW(p, sec->line, s->shaders, s->shader_count, s->shader_capacity))
        return false;
    spvrt_amber_shader *sh = &s->shaders[s->shader_count];
    memset(sh, 0, sizeof *sh);
    sh->name = vk_copy(p, sec->name, sec->name_length, sec->line);
    sh->text = vk_copy(p, p->s + sec->start, end - sec->start, sec->line);
    if (!sh->name || !sh->text) {
        spvrt_free(p->ctx, sh->name);
        spvrt_free(p->ctx, sh->text);
        return false;
    }
    sh->text_length = end - sec->start;
    sh->format = sec->format;
    sh->line = sec->line;
    sh->text_line = sec->line + 1;
    s->shader_count++;
    p->shader_line = sec->line;
    return true;
}

/* Buffer sizes and layouts, then one pipeline per entry point with every binding. */
static bool finish(vk_parser *p)
{
    spvrt_amber_script *s = p->script;
    for (uint32_t i = 0; i < p->binding_count; i++) {
        vk_binding *b = &p->bindings[i];
        spvrt_amber_buffer *buf = &s->buffers[b->buffer];
        if (!b->sized || b->size_elements == 0)
            continue;
        uint32_t stride = spvrt_amber_type_stride(&buf->type, buf->layout);
        if (b->size_elements > SPVRT_AMBER_MAX_BUFFER_BYTES / stride)
            return vk_error_at(p, NULL, b->size_line, b->size_column,
                               "ssbo: %llu elements of %u bytes would make buffer '%s' larger than %llu bytes",
                               (unsigned long long)b->size_elements, stride, buf->name,
                               (unsigned long long)SPVRT_AMBER_MAX_BUFFER_BYTES);
        buf->init = SPVRT_AMBER_INIT_FILL;
        buf->element_count = b->size_elements;
    }
    if (p->has_push) {
        /* the push-constant range: as far as the furthest `uniform` write (it never grows) */
        spvrt_amber_buffer *buf = &s->buffers[p->push_buffer];
        buf->init = SPVRT_AMBER_INIT_FILL;
        buf->element_count = p->push_elements;
    }
    /* Amber's ParseSpvEnv(""): Vulkan 1.0 and SPIR-V 1.0 unless the environment is given; a script that
       requires VK_KHR_spirv_1_4 was written for a later SPIR-V (VK-GL-CTS runs those with SPIR-V 1.4) */
    s->default_target_env = "vulkan1.0";
    for (uint32_t i = 0; i < s->device_extension_count; i++)
        if (strcmp(s->device_extensions[i], "VK_KHR_spirv_1_4") == 0)
            s->default_target_env = "vulkan1.2";
    if (p->entry_count == 0 && !entry_index(p, "main", 4, p->shader_line, &p->entry))
        return false;
    uint32_t bind_count = p->binding_count + (p->has_push ? 1u : 0u);
    for (uint32_t e = 0; e < p->entry_count; e++) {
        if (!VK_GROW(p, p->shader_line, s->pipelines, s->pipeline_count, s->pipeline_capacity))
            return false;
        spvrt_amber_pipeline *pl = &s->pipelines[s->pipeline_count++];
        memset(pl, 0, sizeof *pl);
        pl->line = p->shader_line;
        pl->name = vk_copy(p, p->entry_points[e], strlen(p->entry_points[e]), p->shader_line);
        pl->attaches = spvrt_alloc_zero(p->ctx, 1, sizeof *pl->attaches);
        pl->binds = spvrt_alloc_zero(p->ctx, bind_count ? bind_count : 1, sizeof *pl->binds);
        if (!pl->name || !pl->attaches || !pl->binds)
            return vk_out_of_memory(p, p->shader_line);
        pl->bind_capacity = bind_count ? bind_count : 1;
        pl->attach_count = 1;
        pl->attaches[0].shader = 0;
        pl->attaches[0].line = p->shader_line;
        pl->attaches[0].entry_point = vk_copy(p, pl->name, strlen(pl->name), p->shader_line);
        if (!pl->attaches[0].entry_point)
            return false;
        for (uint32_t i = 0; i < bind_count; i++) {
            spvrt_amber_bind *bind = &pl->binds[pl->bind_count++];
            bind->buffers = spvrt_alloc(p->ctx, sizeof *bind->buffers);
            if (!bind->buffers)
                return vk_out_of_memory(p, p->shader_line);
            bind->buffer_count = 1;
            if (i == p->binding_count) {
                bind->kind = SPVRT_AMBER_BIND_PUSH_CONSTANT;
                bind->buffers[0] = p->push_buffer;
                bind->line = p->push_line;
                continue;
            }
            const vk_binding *b = &p->bindings[i];
            bind->kind = b->uniform ? SPVRT_AMBER_BIND_UNIFORM : SPVRT_AMBER_BIND_STORAGE;
            bind->descriptor_set = b->set;
            bind->binding = b->binding;
            bind->buffers[0] = b->buffer;
            bind->line = b->line;
            bind->offsets = spvrt_alloc_zero(p->ctx, 1, sizeof *bind->offsets);
            bind->ranges = spvrt_alloc(p->ctx, sizeof *bind->ranges);
            if (!bind->offsets || !bind->ranges)
                return vk_out_of_memory(p, p->shader_line);
            bind->ranges[0] = SPVRT_AMBER_WHOLE_SIZE;
        }
    }
    return true;
}

static bool parse_sections(vk_parser *p)
{
    if (!split_sections(p))
        return false;
    /* graphics first, as the pipeline Amber makes is graphics when any shader section is */
    for (uint32_t i = 0; i < p->section_count; i++) {
        const vk_section *sec = &p->sections[i];
        vk_token header = {VK_WORD, sec->name, sec->name_length, sec->line, 1};
        if ((sec->kind == VK_SECTION_SHADER && !sec->compute) || sec->kind == VK_SECTION_INDICES ||
            sec->kind == VK_SECTION_VERTEX_DATA)
            return vk_unsupported(p, &header, "[%.*s] is a graphics section: not supported yet (spvrt runs the "
                                  "compute subset of VkScript)", (int)sec->name_length, sec->name);
        if (sec->kind == VK_SECTION_SHADER && sec->passthrough)
            return vk_error(p, &header, "[%.*s]: passthrough is a vertex shader", (int)sec->name_length, sec->name);
    }
    uint32_t test_line = 0;
    for (uint32_t i = 0; i < p->section_count; i++) {
        const vk_section *sec = &p->sections[i];
        vk_token header = {VK_WORD, sec->name, sec->name_length, sec->line, 1};
        p->lx.s = p->s;
        p->lx.pos = sec->start;
        p->lx.end = sec->end;
        /* the contents start on the next line (none when the header ends the text without a line end) */
        p->lx.line = sec->line + (sec->start > 0 && p->s[sec->start - 1] == '\n' ? 1u : 0u);
        p->lx.line_start = sec->start;
        bool ok = true;
        switch (sec->kind) {
        case VK_SECTION_COMMENT: break;
        case VK_SECTION_REQUIRE: ok = parse_require(p); break;
        case VK_SECTION_SHADER:
            if (p->script->shader_count > 0)
                return vk_error(p, &header, "a second [%.*s] section (the first is on line %u): the compute pipeline "
                                "has one compute shader", (int)sec->name_length, sec->name, p->shader_line);
            ok = add_shader(p, sec);
            break;
        case VK_SECTION_TEST:
            if (test_line)
                return vk_error(p, &header, "a second [test] section (the first is on line %u)", test_line);
            test_line = sec->line;
            ok = parse_test(p);
            break;
        case VK_SECTION_INDICES:
        case VK_SECTION_VERTEX_DATA: break; /* refused above */
        }
        if (!ok)
            return false;
    }
    if (p->script->shader_count == 0)
        return vk_error_at(p, NULL, test_line ? test_line : 1, 1,
                           "no [compute shader] section: the compute pipeline needs a compute shader");
    return finish(p);
}

spvrt_amber_script *spvrt_amber_vkscript_parse(spvrt_context *ctx, const char *text, size_t length,
                                               const char *path)
{
    if (!ctx)
        return NULL;
    spvrt_diag_reset(ctx);
    vk_parser p = {0};
    p.ctx = ctx;
    p.s = text ? text : "";
    p.n = text ? length : 0;
    p.entry = UINT32_MAX;
    p.script = spvrt_alloc_zero(ctx, 1, sizeof *p.script);
    if (!p.script) {
        vk_out_of_memory(&p, 1);
        return NULL;
    }
    p.script->ctx = ctx;
    bool ok = !path || (p.script->path = vk_copy(&p, path, strlen(path), 1)) != NULL;
    ok = ok && parse_sections(&p);
    spvrt_free(ctx, p.sections);
    spvrt_free(ctx, p.bindings);
    for (uint32_t i = 0; i < p.entry_count; i++)
        spvrt_free(ctx, p.entry_points[i]);
    spvrt_free(ctx, p.entry_points);
    if (!ok || p.failed) {
        spvrt_amber_script_free(p.script);
        return NULL;
    }
    return p.script;
}
