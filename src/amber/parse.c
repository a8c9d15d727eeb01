/* AmberScript parser, compute subset (see amber.h for the grammar taken).
 *
 * The grammar is google/amber's docs/amber_script.md; where the document is
 * silent we follow Amber's parser: keywords are case sensitive, words are
 * separated by white space, '#' starts a comment outside shader text, a
 * '\' ending a line joins it to the next, a command ends at the end of its
 * line, DESCRIPTOR_SET defaults to 0 and ENTRY_POINT to "main", buffers are
 * STD430 unless STD140 is given, EXPECT ... IDX is a byte offset.
 *
 * The parser is a loop over lines with one small function per command; no
 * function recurses on the input.  REPEAT blocks are kept on an explicit,
 * bounded stack.  It stops at the first error, which names the word and its
 * line and column. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amber.h"
#include "../core/core.h"

/* ---- tokens ------------------------------------------------------------------ */

typedef enum token_kind { TOKEN_WORD, TOKEN_EOL, TOKEN_EOS } token_kind;

typedef struct token {
    token_kind kind;
    const char *text; /* TOKEN_WORD: not NUL-terminated */
    size_t length;
    uint32_t line, column;
} token;

typedef struct lexer {
    const char *s;
    size_t n, pos;
    uint32_t line;
    size_t line_start; /* offset of the current line's first byte */
} lexer;

static uint32_t lexer_column(const lexer *lx, size_t pos)
{
    size_t c = pos - lx->line_start + 1;
    return c > UINT32_MAX ? UINT32_MAX : (uint32_t)c;
}

static void lexer_newline(lexer *lx)
{
    lx->pos++; /* past '\n' */
    lx->line++;
    lx->line_start = lx->pos;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* A '\' followed by blanks and a line end: a continuation. */
static bool at_continuation(const lexer *lx)
{
    if (lx->pos >= lx->n || lx->s[lx->pos] != '\\')
        return false;
    size_t i = lx->pos + 1;
    while (i < lx->n && is_blank(lx->s[i]))
        i++;
    return i >= lx->n || lx->s[i] == '\n';
}

static token next_token(lexer *lx)
{
    token t = {0};
    for (;;) {
        while (lx->pos < lx->n && is_blank(lx->s[lx->pos]))
            lx->pos++;
        if (at_continuation(lx)) {
            lx->pos++;
            while (lx->pos < lx->n && lx->s[lx->pos] != '\n')
                lx->pos++;
            if (lx->pos < lx->n)
                lexer_newline(lx);
            continue;
        }
        if (lx->pos < lx->n && lx->s[lx->pos] == '#') {
            while (lx->pos < lx->n && lx->s[lx->pos] != '\n')
                lx->pos++;
        }
        break;
    }
    t.line = lx->line;
    t.column = lexer_column(lx, lx->pos);
    if (lx->pos >= lx->n) {
        t.kind = TOKEN_EOS;
        return t;
    }
    if (lx->s[lx->pos] == '\n') {
        t.kind = TOKEN_EOL;
        lexer_newline(lx);
        return t;
    }
    t.kind = TOKEN_WORD;
    t.text = lx->s + lx->pos;
    while (lx->pos < lx->n && !is_blank(lx->s[lx->pos]) && lx->s[lx->pos] != '\n')
        lx->pos++;
    t.length = (size_t)(lx->s + lx->pos - t.text);
    return t;
}

static bool word_is(const token *t, const char *w)
{
    return t->kind == TOKEN_WORD && strlen(w) == t->length && memcmp(t->text, w, t->length) == 0;
}

/* ---- the parser ---------------------------------------------------------- */

typedef struct parser {
    spvrt_context *ctx;
    spvrt_amber_script *script;
    lexer lx;
    bool failed;
    /* open REPEAT blocks: indices of their commands */
    uint32_t repeat_stack[SPVRT_AMBER_MAX_REPEAT_DEPTH];
    uint32_t repeat_depth;
} parser;

/* A word for messages: at most 64 bytes of it, non-printing bytes as '?'. */
static const char *word_text(const token *t, char out[80])
{
    if (t->kind == TOKEN_EOL)
        return "end of line";
    if (t->kind == TOKEN_EOS)
        return "end of file";
    size_t n = t->length > 64 ? 64 : t->length;
    out[0] = '\'';
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)t->text[i];
        out[1 + i] = c >= 0x20 && c < 0x7F ? (char)c : '?';
    }
    size_t k = 1 + n;
    if (n < t->length) {
        memcpy(out + k, "...", 3);
        k += 3;
    }
    out[k++] = '\'';
    out[k] = 0;
    return out;
}

static bool error_at(parser *p, uint32_t line, uint32_t column, const char *fmt, ...) SPVRT_PRINTF(4, 5);
static bool error_at(parser *p, uint32_t line, uint32_t column, const char *fmt, ...)
{
    if (p->failed)
        return false;
    p->failed = true;
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.line = line;
    where.column = column;
    where.instruction_index = UINT32_MAX;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(p->ctx, &where, fmt, ap);
    va_end(ap);
    return false;
}

#define error_token(p, t, ...) error_at((p), (t)->line, (t)->column, __VA_ARGS__)

/* A part of AmberScript spvrt does not run yet (graphics and ray-tracing
 * pipelines): an error whose rule is SPVRT_AMBER_NOT_SUPPORTED_RULE, which
 * the runner turns into SPVRT_ERROR_UNSUPPORTED (exit status 2, a skip). */
static bool not_supported(parser *p, const token *t, const char *fmt, ...) SPVRT_PRINTF(3, 4);
static bool not_supported(parser *p, const token *t, const char *fmt, ...)
{
    if (p->failed)
        return false;
    p->failed = true;
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.rule = SPVRT_AMBER_NOT_SUPPORTED_RULE;
    where.line = t->line;
    where.column = t->column;
    where.instruction_index = UINT32_MAX;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(p->ctx, &where, fmt, ap);
    va_end(ap);
    return false;
}

static bool out_of_memory(parser *p, const token *t)
{
    return error_token(p, t, "out of memory");
}

static char *copy_word(parser *p, const token *t)
{
    char *s = spvrt_alloc(p->ctx, t->length + 1);
    if (!s) {
        out_of_memory(p, t);
        return NULL;
    }
    memcpy(s, t->text, t->length);
    s[t->length] = 0;
    return s;
}

static char *copy_string(parser *p, const char *text, size_t length, const token *where)
{
    token t = *where;
    t.text = text;
    t.length = length;
    return copy_word(p, &t);
}

/* The next token, which must be a word; `what` names it in the error. */
static bool expect_word(parser *p, token *t, const char *what, const char *command)
{
    *t = next_token(&p->lx);
    if (t->kind == TOKEN_WORD)
        return true;
    char w[80];
    return error_token(p, t, "%s: expected %s, found %s", command, what, word_text(t, w));
}

static bool expect_keyword(parser *p, const char *keyword, const char *command)
{
    token t;
    if (!expect_word(p, &t, keyword, command))
        return false;
    if (word_is(&t, keyword))
        return true;
    char w[80];
    return error_token(p, &t, "%s: expected %s, found %s", command, keyword, word_text(&t, w));
}

/* The command must end here (line end or file end). */
static bool end_of_statement(parser *p, const char *command)
{
    token t = next_token(&p->lx);
    if (t.kind != TOKEN_WORD)
        return true;
    char w[80];
    return error_token(p, &t, "unexpected %s after %s", word_text(&t, w), command);
}

/* ---- numbers ---------------------------------------------------------------- */

/* [+-]? (0x hex+ | digit+): sign, magnitude (checked for 64-bit overflow). */
static bool parse_integer_text(const token *t, bool *negative, bool *hex, uint64_t *magnitude)
{
    const char *s = t->text, *end = t->text + t->length;
    *negative = false;
    *hex = false;
    if (s < end && (*s == '+' || *s == '-'))
        *negative = *s++ == '-';
    if (end - s > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        *hex = true;
        s += 2;
    }
    if (s == end)
        return false;
    uint64_t v = 0;
    for (; s < end; s++) {
        unsigned d;
        if (*s >= '0' && *s <= '9')
            d = (unsigned)(*s - '0');
        else if (*hex && *s >= 'a' && *s <= 'f')
            d = (unsigned)(*s - 'a' + 10);
        else if (*hex && *s >= 'A' && *s <= 'F')
            d = (unsigned)(*s - 'A' + 10);
        else
            return false;
        unsigned base = *hex ? 16 : 10;
        if (v > (UINT64_MAX - d) / base)
            return false; /* checked by the caller as out of range */
        v = v * base + d;
    }
    *magnitude = v;
    return true;
}

static bool integer_overflows(const token *t)
{
    const char *s = t->text, *end = t->text + t->length;
    if (s < end && (*s == '+' || *s == '-'))
        s++;
    bool hex = end - s > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (hex)
        s += 2;
    if (s == end)
        return false;
    for (; s < end; s++) {
        bool digit = (*s >= '0' && *s <= '9') || (hex && ((*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F')));
        if (!digit)
            return false;
    }
    return true; /* well-formed, so it failed on the magnitude */
}

static const char *kind_name(spvrt_amber_kind kind)
{
    return kind == SPVRT_AMBER_INT ? "int" : kind == SPVRT_AMBER_UINT ? "uint" : "float";
}

/* An integer of the given kind and width.  Decimal values are range-checked
 * as numbers; a hexadecimal value without a sign is a bit pattern, so it may
 * use all `bits` bits also for signed types (0xFFFFFFFF is int32 -1). */
static bool parse_integer_value(parser *p, const token *t, spvrt_amber_kind kind, unsigned bits, uint64_t *out)
{
    bool negative, hex;
    uint64_t m;
    char w[80];
    if (!parse_integer_text(t, &negative, &hex, &m)) {
        if (integer_overflows(t))
            return error_token(p, t, "integer %s is out of range for %s%u", word_text(t, w), kind_name(kind), bits);
        return error_token(p, t, "%s is not an integer", word_text(t, w));
    }
    uint64_t mask = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
    uint64_t smax = mask >> 1; /* largest positive signed value */
    bool ok;
    if (kind == SPVRT_AMBER_UINT)
        ok = negative ? m == 0 : m <= mask;
    else if (negative)
        ok = m <= smax + 1;
    else
        ok = m <= mask; /* up to the unsigned maximum, stored as its two's complement bits: Amber reads a value
                           as a 64-bit integer and casts it to the buffer's type (the CTS's mul_extended scripts
                           write 218 into int8 buffers) */
    if (!ok)
        return error_token(p, t, "integer %s is out of range for %s%u", word_text(t, w), kind_name(kind), bits);
    *out = (negative ? (uint64_t)0 - m : m) & mask;
    return true;
}

static bool parse_u32(parser *p, const token *t, uint32_t *out)
{
    uint64_t v;
    if (!parse_integer_value(p, t, SPVRT_AMBER_UINT, 32, &v))
        return false;
    *out = (uint32_t)v;
    return true;
}

static bool next_u32(parser *p, uint32_t *out, const char *what, const char *command)
{
    token t;
    return expect_word(p, &t, what, command) && parse_u32(p, &t, out);
}

static bool ascii_equal_nocase(const char *a, size_t n, const char *b)
{
    if (strlen(b) != n)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = a[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != b[i])
            return false;
    }
    return true;
}

/* Decimal float syntax: [+-]? (d+ [. d*] | . d+) ([eE] [+-]? d+)?, or
 * inf / infinity / nan in any case, signed or not (the spellings strtod
 * reads, which Amber uses).  Sets *special for inf and nan. */
static bool float_syntax(const char *s, size_t n, bool *special)
{
    size_t i = 0;
    *special = false;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        i++;
    if (ascii_equal_nocase(s + i, n - i, "inf") || ascii_equal_nocase(s + i, n - i, "infinity") ||
        ascii_equal_nocase(s + i, n - i, "nan")) {
        *special = true;
        return true;
    }
    size_t digits = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++, digits++;
    if (i < n && s[i] == '.') {
        i++;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++, digits++;
    }
    if (digits == 0)
        return false;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-'))
            i++;
        size_t exp_digits = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++, exp_digits++;
        if (exp_digits == 0)
            return false;
    }
    return i == n;
}

/* IEEE 754 binary16 from a float, rounding to nearest even (the conversion
 * Amber applies to float16 data given as floats). */
uint16_t spvrt_amber_float_to_half(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    uint16_t sign = (uint16_t)((b >> 16) & 0x8000u);
    uint32_t exponent = (b >> 23) & 0xFFu, mantissa = b & 0x7FFFFFu;
    if (exponent == 0xFF) /* inf, or nan kept quiet with its top payload bits */
        return (uint16_t)(sign | 0x7C00u | (mantissa ? 0x200u | (mantissa >> 13) : 0));
    int e = (int)exponent - 127 + 15;
    if (e >= 31)
        return (uint16_t)(sign | 0x7C00u);
    if (e <= 0) { /* subnormal half (or zero): shift the full significand */
        if (e < -10)
            return sign;
        uint32_t m = mantissa | 0x800000u;
        unsigned shift = (unsigned)(14 - e);
        uint32_t half = m >> shift, rest = m & ((1u << shift) - 1), mid = 1u << (shift - 1);
        if (rest > mid || (rest == mid && (half & 1)))
            half++;
        return (uint16_t)(sign | half);
    }
    uint32_t half = ((uint32_t)e << 10) | (mantissa >> 13), rest = mantissa & 0x1FFFu;
    if (rest > 0x1000u || (rest == 0x1000u && (half & 1)))
        half++; /* may carry into the exponent, up to infinity: still correct */
    return (uint16_t)(sign | half);
}

float spvrt_amber_half_to_float(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, exponent = (h >> 10) & 0x1Fu, mantissa = h & 0x3FFu;
    float f;
    if (exponent == 0) {
        f = ldexpf((float)mantissa, -24);
        return sign ? -f : f;
    }
    uint32_t b = exponent == 31 ? sign | 0x7F800000u | (mantissa << 13)
                                : sign | ((exponent - 15 + 127) << 23) | (mantissa << 13);
    memcpy(&f, &b, 4);
    return f;
}

/* A float of the given width: decimal (rounded once to the width; float16
 * via float, as Amber), an inf/nan spelling, or 0x... as a bit pattern. */
static bool parse_float_value(parser *p, const token *t, unsigned bits, uint64_t *out)
{
    char w[80];
    if (t->length > 2 && t->text[0] == '0' && (t->text[1] == 'x' || t->text[1] == 'X'))
        return parse_integer_value(p, t, SPVRT_AMBER_UINT, bits, out);
    bool special;
    if (!float_syntax(t->text, t->length, &special))
        return error_token(p, t, "%s is not a number", word_text(t, w));
    char tmp[512];
    if (t->length >= sizeof tmp)
        return error_token(p, t, "number %s is too long", word_text(t, w));
    memcpy(tmp, t->text, t->length);
    tmp[t->length] = 0;
    if (bits == 64) {
        errno = 0;
        double d = strtod(tmp, NULL);
        if (!special && isinf(d))
            return error_token(p, t, "%s is out of range for double", word_text(t, w));
        memcpy(out, &d, 8);
        return true;
    }
    errno = 0;
    float f = strtof(tmp, NULL);
    if (!special && isinf(f))
        return error_token(p, t, "%s is out of range for float%s", word_text(t, w), bits == 16 ? "16" : "");
    if (bits == 16) {
        uint16_t h = spvrt_amber_float_to_half(f);
        if (!special && (h & 0x7C00u) == 0x7C00u)
            return error_token(p, t, "%s is out of range for float16", word_text(t, w));
        *out = h;
        return true;
    }
    uint32_t b;
    memcpy(&b, &f, 4);
    *out = b;
    return true;
}

static bool parse_value(parser *p, const token *t, const spvrt_amber_type *type, spvrt_amber_value *out)
{
    if (type->kind == SPVRT_AMBER_FLOAT)
        return parse_float_value(p, t, type->bits, out);
    return parse_integer_value(p, t, type->kind, type->bits, out);
}

/* FILL and SERIES_FROM values: Amber's tokenizer also reads "0.0" for an
 * integer buffer (ParseBufferInitializerFill takes integer or double tokens
 * and converts); a float literal with an integral value is that integer. */
static bool parse_fill_value(parser *p, const token *t, const spvrt_amber_type *type, spvrt_amber_value *out)
{
    bool special = false;
    if (type->kind != SPVRT_AMBER_FLOAT && t->length < 64 && memchr(t->text, '.', t->length) &&
        float_syntax(t->text, t->length, &special) && !special) {
        char text[64];
        memcpy(text, t->text, t->length);
        text[t->length] = 0;
        double d = strtod(text, NULL);
        char w[80];
        if (d != floor(d) || fabs(d) > 9007199254740992.0)
            return error_token(p, t, "%s is not an integer", word_text(t, w));
        char digits[32];
        snprintf(digits, sizeof digits, "%.0f", d);
        token integral = *t;
        integral.text = digits;
        integral.length = strlen(digits);
        if (!parse_integer_value(p, &integral, type->kind, type->bits, out))
            return false;
        return true;
    }
    return parse_value(p, t, type, out);
}

double spvrt_amber_value_double(const spvrt_amber_type *t, spvrt_amber_value v)
{
    switch (t->kind) {
    case SPVRT_AMBER_UINT:
        return (double)v;
    case SPVRT_AMBER_INT: {
        uint64_t sign = UINT64_C(1) << (t->bits - 1);
        int64_t s = (int64_t)((v ^ sign) - sign); /* sign-extend from bits */
        if (t->bits == 64)
            memcpy(&s, &v, 8);
        return (double)s;
    }
    case SPVRT_AMBER_FLOAT:
        if (t->bits == 16)
            return spvrt_amber_half_to_float((uint16_t)v);
        if (t->bits == 32) {
            uint32_t b = (uint32_t)v;
            float f;
            memcpy(&f, &b, 4);
            return f;
        }
        double d;
        memcpy(&d, &v, 8);
        return d;
    }
    return 0;
}

/* ---- types and layouts ----------------------------------------------------- */

static bool scalar_type(const char *s, size_t n, spvrt_amber_type *t)
{
    static const struct { const char *name; spvrt_amber_kind kind; uint8_t bits; } scalars[] = {
        {"int8", SPVRT_AMBER_INT, 8},     {"int16", SPVRT_AMBER_INT, 16},   {"int32", SPVRT_AMBER_INT, 32},
        {"int64", SPVRT_AMBER_INT, 64},   {"uint8", SPVRT_AMBER_UINT, 8},   {"uint16", SPVRT_AMBER_UINT, 16},
        {"uint32", SPVRT_AMBER_UINT, 32}, {"uint64", SPVRT_AMBER_UINT, 64}, {"float16", SPVRT_AMBER_FLOAT, 16},
        {"float", SPVRT_AMBER_FLOAT, 32}, {"double", SPVRT_AMBER_FLOAT, 64},
    };
    for (size_t i = 0; i < sizeof scalars / sizeof scalars[0]; i++) {
        if (strlen(scalars[i].name) == n && memcmp(scalars[i].name, s, n) == 0) {
            t->kind = scalars[i].kind;
            t->bits = scalars[i].bits;
            t->rows = 1;
            t->columns = 1;
            return true;
        }
    }
    return false;
}

/* int8..uint64, float16, float, double, vecN<scalar>, matCxR<scalar> (C columns, R rows). */
static bool data_type(const char *s, size_t n, spvrt_amber_type *t)
{
    if (scalar_type(s, n, t))
        return true;
    if (n > 6 && memcmp(s, "vec", 3) == 0 && s[3] >= '2' && s[3] <= '4' && s[4] == '<' && s[n - 1] == '>') {
        if (!scalar_type(s + 5, n - 6, t))
            return false;
        t->rows = (uint8_t)(s[3] - '0');
        return true;
    }
    if (n > 8 && memcmp(s, "mat", 3) == 0 && s[3] >= '2' && s[3] <= '4' && s[4] == 'x' && s[5] >= '2' &&
        s[5] <= '4' && s[6] == '<' && s[n - 1] == '>') {
        if (!scalar_type(s + 7, n - 8, t))
            return false;
        t->columns = (uint8_t)(s[3] - '0');
        t->rows = (uint8_t)(s[5] - '0');
        return true;
    }
    return false;
}

/* A Vulkan format name (Vulkan "Formats"; google/amber docs/amber_script.md "Image Formats"): 1-4 channels
 * of one width (R8_UNORM, B8G8R8A8_SRGB, R16G16_SFLOAT, R32G32B32A32_UINT, R64_SINT ...) whose components
 * are stored as the buffer's components (UNORM/USCALED/SRGB as unsigned integers, SNORM/SSCALED as signed
 * ones: DATA gives the stored integers, as Amber), or a packed format (A2B10G10R10_*, A2R10G10B10_*,
 * A8B8G8R8_*_PACK32, B10G11R11_UFLOAT_PACK32) read as one uint32 per texel.  Fills the type, the VkFormat
 * number, the numeric kind and the channel of each component (0 R, 1 G, 2 B, 3 A).  Depth/stencil,
 * compressed, 4-bit and 5/6-bit packed formats are not read. */
typedef struct format_desc {
    spvrt_amber_type type;
    uint32_t vk_format;
    spvrt_amber_numeric numeric;
    uint8_t channels[4];
} format_desc;

static bool format_suffix(const char *s, size_t n, spvrt_amber_numeric *out)
{
    static const struct { const char *name; spvrt_amber_numeric numeric; } suffixes[] = {
        {"UNORM", SPVRT_AMBER_NUMERIC_UNORM},     {"SNORM", SPVRT_AMBER_NUMERIC_SNORM},
        {"USCALED", SPVRT_AMBER_NUMERIC_USCALED}, {"SSCALED", SPVRT_AMBER_NUMERIC_SSCALED},
        {"UINT", SPVRT_AMBER_NUMERIC_UINT},       {"SINT", SPVRT_AMBER_NUMERIC_SINT},
        {"SRGB", SPVRT_AMBER_NUMERIC_SRGB},       {"SFLOAT", SPVRT_AMBER_NUMERIC_SFLOAT},
    };
    for (size_t i = 0; i < sizeof suffixes / sizeof suffixes[0]; i++)
        if (strlen(suffixes[i].name) == n && memcmp(suffixes[i].name, s, n) == 0)
            return *out = suffixes[i].numeric, true;
    return false;
}

/* The VkFormat enumerant's value: the registry numbers formats of one channel layout consecutively, in
 * the order UNORM SNORM USCALED SSCALED UINT SINT (SRGB | SFLOAT) for 8 and 16 bits and UINT SINT SFLOAT
 * for 32 and 64 bits. */
static uint32_t format_number(const char *order, unsigned width, spvrt_amber_numeric numeric)
{
    static const struct { const char *order; unsigned width; uint32_t first; } layouts[] = {
        {"R", 8, 9},     {"RG", 8, 16},   {"RGB", 8, 23},   {"BGR", 8, 30},  {"RGBA", 8, 37}, {"BGRA", 8, 44},
        {"ABGR", 8, 51}, {"R", 16, 70},   {"RG", 16, 77},   {"RGB", 16, 84}, {"RGBA", 16, 91}, {"R", 32, 98},
        {"RG", 32, 101}, {"RGB", 32, 104}, {"RGBA", 32, 107}, {"R", 64, 110}, {"RG", 64, 113}, {"RGB", 64, 116},
        {"RGBA", 64, 119},
    };
    for (size_t i = 0; i < sizeof layouts / sizeof layouts[0]; i++) {
        if (layouts[i].width != width || strcmp(layouts[i].order, order) != 0)
            continue;
        int index;
        if (width >= 32)
            index = numeric == SPVRT_AMBER_NUMERIC_UINT ? 0 : numeric == SPVRT_AMBER_NUMERIC_SINT ? 1
                    : numeric == SPVRT_AMBER_NUMERIC_SFLOAT ? 2 : -1;
        else
            index = numeric == SPVRT_AMBER_NUMERIC_UNORM ? 0 : numeric == SPVRT_AMBER_NUMERIC_SNORM ? 1
                    : numeric == SPVRT_AMBER_NUMERIC_USCALED ? 2 : numeric == SPVRT_AMBER_NUMERIC_SSCALED ? 3
                    : numeric == SPVRT_AMBER_NUMERIC_UINT ? 4 : numeric == SPVRT_AMBER_NUMERIC_SINT ? 5
                    : (width == 8 && numeric == SPVRT_AMBER_NUMERIC_SRGB) ||
                              (width == 16 && numeric == SPVRT_AMBER_NUMERIC_SFLOAT) ? 6 : -1;
        return index < 0 ? 0 : layouts[i].first + (uint32_t)index;
    }
    return 0;
}

static bool format_of(const char *s, size_t n, format_desc *f)
{
    memset(f, 0, sizeof *f);
    /* packed 32-bit formats: one uint32 component holding the texel's bits */
    static const struct { const char *prefix; uint32_t first; } packed[] = {
        {"A2R10G10B10_", 58}, {"A2B10G10R10_", 64}, {"A8B8G8R8_", 51}};
    for (size_t i = 0; i < sizeof packed / sizeof packed[0]; i++) {
        size_t pn = strlen(packed[i].prefix);
        if (n > pn + 7 && memcmp(s, packed[i].prefix, pn) == 0 && memcmp(s + n - 7, "_PACK32", 7) == 0) {
            spvrt_amber_numeric numeric;
            if (!format_suffix(s + pn, n - pn - 7, &numeric))
                return false;
            uint32_t v = i == 2 ? format_number("ABGR", 8, numeric) : 0;
            if (i < 2) {
                if (numeric == SPVRT_AMBER_NUMERIC_SRGB || numeric == SPVRT_AMBER_NUMERIC_SFLOAT)
                    return false;
                v = packed[i].first + (uint32_t)(numeric == SPVRT_AMBER_NUMERIC_UNORM ? 0
                                                 : numeric == SPVRT_AMBER_NUMERIC_SNORM ? 1
                                                 : numeric == SPVRT_AMBER_NUMERIC_USCALED ? 2
                                                 : numeric == SPVRT_AMBER_NUMERIC_SSCALED ? 3
                                                 : numeric == SPVRT_AMBER_NUMERIC_UINT ? 4 : 5);
            }
            if (v == 0)
                return false;
            f->type = (spvrt_amber_type){SPVRT_AMBER_UINT, 32, 1, 1};
            f->vk_format = v;
            f->numeric = SPVRT_AMBER_NUMERIC_PACKED;
            return true;
        }
    }
    if (n == 23 && memcmp(s, "B10G11R11_UFLOAT_PACK32", 23) == 0) {
        f->type = (spvrt_amber_type){SPVRT_AMBER_UINT, 32, 1, 1};
        f->vk_format = 122;
        f->numeric = SPVRT_AMBER_NUMERIC_PACKED;
        return true;
    }
    size_t i = 0;
    unsigned channels = 0, width = 0;
    char order[5] = {0};
    while (i < n && s[i] != '_') {
        char c = s[i++];
        if ((c != 'R' && c != 'G' && c != 'B' && c != 'A') || channels == 4)
            return false;
        unsigned w = 0;
        size_t digits = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9' && digits < 3)
            w = w * 10 + (unsigned)(s[i++] - '0'), digits++;
        if (digits == 0 || (width && w != width))
            return false;
        width = w;
        f->channels[channels] = (uint8_t)(c == 'R' ? 0 : c == 'G' ? 1 : c == 'B' ? 2 : 3);
        order[channels++] = c;
    }
    if (channels == 0 || i >= n || (width != 8 && width != 16 && width != 32 && width != 64))
        return false;
    spvrt_amber_numeric numeric;
    if (!format_suffix(s + i + 1, n - i - 1, &numeric))
        return false;
    uint32_t v = format_number(order, width, numeric);
    if (v == 0)
        return false;
    bool is_float = numeric == SPVRT_AMBER_NUMERIC_SFLOAT;
    bool is_signed = numeric == SPVRT_AMBER_NUMERIC_SINT || numeric == SPVRT_AMBER_NUMERIC_SNORM ||
                     numeric == SPVRT_AMBER_NUMERIC_SSCALED;
    f->type.kind = is_float ? SPVRT_AMBER_FLOAT : is_signed ? SPVRT_AMBER_INT : SPVRT_AMBER_UINT;
    f->type.bits = (uint8_t)width;
    f->type.rows = (uint8_t)channels;
    f->type.columns = 1;
    f->vk_format = v;
    f->numeric = numeric;
    return true;
}

/* The format an IMAGE of a data type has (Amber's Format of the type): a scalar, vec2 or vec4 of an
 * integer or float type; 0 for others (vec3, matrices, 8-bit floats do not exist). */
static uint32_t data_type_format(const spvrt_amber_type *t, spvrt_amber_numeric *numeric)
{
    if (t->columns != 1 || t->rows == 3)
        return 0;
    *numeric = t->kind == SPVRT_AMBER_FLOAT ? SPVRT_AMBER_NUMERIC_SFLOAT
               : t->kind == SPVRT_AMBER_INT ? SPVRT_AMBER_NUMERIC_SINT : SPVRT_AMBER_NUMERIC_UINT;
    const char *order = t->rows == 1 ? "R" : t->rows == 2 ? "RG" : "RGBA";
    return format_number(order, t->bits, *numeric);
}

uint32_t spvrt_amber_texel_size(const spvrt_amber_buffer *b)
{
    if (b->vk_format == 0 || b->type.rows == 3 || b->type.columns != 1)
        return 0;
    return (uint32_t)b->type.rows * (b->type.bits / 8u);
}

static uint64_t level_texels(const spvrt_amber_buffer *b, uint32_t level)
{
    uint64_t w = b->width >> level, h = b->height >> level, d = b->depth >> level;
    return (w ? w : 1) * (h ? h : 1) * (d ? d : 1) * b->samples;
}

uint64_t spvrt_amber_level_offset(const spvrt_amber_buffer *b, uint32_t level)
{
    uint64_t texels = 0;
    for (uint32_t l = 0; l < level && l < b->mip_levels; l++)
        texels += level_texels(b, l);
    return texels * spvrt_amber_texel_size(b);
}

uint64_t spvrt_amber_image_bytes(const spvrt_amber_buffer *b)
{
    return spvrt_amber_level_offset(b, b->mip_levels);
}

/* Vulkan spec "Offset and Stride Assignment": base alignment of a vector is
 * 2 or 4 times its component size (vec3 as vec4); std140 rounds arrays and
 * matrix columns up to 16 bytes. */
static uint32_t column_stride(const spvrt_amber_type *t, spvrt_amber_layout layout)
{
    uint32_t size = t->bits / 8u;
    uint32_t rows = t->rows == 3 ? 4u : t->rows;
    uint32_t stride = rows * size;
    if (layout == SPVRT_AMBER_STD140 && t->columns > 1 && stride < 16)
        stride = 16;
    return stride;
}

uint32_t spvrt_amber_type_stride(const spvrt_amber_type *t, spvrt_amber_layout layout)
{
    uint32_t stride = column_stride(t, layout) * t->columns;
    if (layout == SPVRT_AMBER_STD140)
        stride = (stride + 15u) & ~15u;
    return stride;
}

uint32_t spvrt_amber_component_offset(const spvrt_amber_type *t, spvrt_amber_layout layout, uint32_t column,
                                      uint32_t row)
{
    return column * column_stride(t, layout) + row * (t->bits / 8u);
}

/* ---- lookups and growth ---------------------------------------------------- */

#define GROW(p, t, array, count, capacity)                                                               \
    (spvrt_grow((p)->ctx, (void **)&(array), &(capacity), (count) + 1, sizeof *(array)) ? true           \
                                                                                       : out_of_memory((p), (t)))

static bool find_shader(const spvrt_amber_script *s, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < s->shader_count; i++)
        if (strlen(s->shaders[i].name) == t->length && memcmp(s->shaders[i].name, t->text, t->length) == 0)
            return *index = i, true;
    return false;
}

static bool find_buffer(const spvrt_amber_script *s, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < s->buffer_count; i++)
        if (strlen(s->buffers[i].name) == t->length && memcmp(s->buffers[i].name, t->text, t->length) == 0)
            return *index = i, true;
    return false;
}

static bool find_struct(const spvrt_amber_script *s, const char *text, size_t length, uint32_t *index)
{
    for (uint32_t i = 0; i < s->struct_count; i++)
        if (strlen(s->structs[i].name) == length && memcmp(s->structs[i].name, text, length) == 0)
            return *index = i, true;
    return false;
}

static bool find_pipeline(const spvrt_amber_script *s, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < s->pipeline_count; i++)
        if (strlen(s->pipelines[i].name) == t->length && memcmp(s->pipelines[i].name, t->text, t->length) == 0)
            return *index = i, true;
    return false;
}

static bool next_buffer(parser *p, uint32_t *index, const char *command)
{
    token t;
    if (!expect_word(p, &t, "a buffer name", command))
        return false;
    if (find_buffer(p->script, &t, index))
        return true;
    char w[80];
    return error_token(p, &t, "%s: unknown buffer %s", command, word_text(&t, w));
}

/* Words of AmberScript (google/amber docs/amber_script.md) that spvrt does
 * not run yet: graphics and ray-tracing pipelines.  A script that uses
 * one is "not supported yet" (exit status 2, a skip), never an error. */
static bool not_run_yet(const token *t)
{
    static const char *const words[] = {
        "CLEAR", "CLEAR_COLOR", "CLEAR_DEPTH", "CLEAR_STENCIL", "FRAMEBUFFER_SIZE", "VERTEX_DATA", "INDEX_DATA", "COMPILE_OPTIONS", "POLYGON_MODE",
        "DEPTH", "STENCIL", "BLEND", "VIEWPORT", "PATCH_CONTROL_POINTS", "RAY_TRACING", "BLAS", "TLAS",
        "LIBRARIES",
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (word_is(t, words[i]))
            return true;
    return false;
}

/* Commands spvrt runs, met where they cannot stand (inside another block). */
static bool command_elsewhere(const token *t)
{
    static const char *const words[] = {
        "DERIVE_PIPELINE", "VIRTUAL_FILE", "DEVICE_PROPERTY", "SHADER_OPTIMIZATION", "SUBGROUP", "SET",
        "TIMED_EXECUTION", "SHADER_GROUP", "SHADER_BINDING_TABLE", "MAX_RAY_PAYLOAD_SIZE",
        "MAX_RAY_HIT_ATTRIBUTE_SIZE", "MAX_RAY_RECURSION_DEPTH", "FLAGS", "USE_LIBRARY",
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (word_is(t, words[i]))
            return true;
    return false;
}

static bool unknown_word(parser *p, const token *t, const char *where)
{
    char w[80];
    if (not_run_yet(t))
        return not_supported(p, t, "%s%s is not supported yet: spvrt runs the compute subset of AmberScript", where,
                             word_text(t, w));
    if (command_elsewhere(t))
        return error_token(p, t, "%s%s cannot stand here (see google/amber docs/amber_script.md)", where,
                           word_text(t, w));
    return error_token(p, t, "%sunknown command %s", where, word_text(t, w));
}

/* ---- SHADER ------------------------------------------------------------------ */

/* The line at lx->pos is "END" (after blanks), alone or followed by a
 * blank or comment. */
static bool line_is_end(const lexer *lx, size_t *end_pos)
{
    size_t i = lx->pos;
    while (i < lx->n && is_blank(lx->s[i]))
        i++;
    if (lx->n - i < 3 || memcmp(lx->s + i, "END", 3) != 0)
        return false;
    size_t k = i + 3;
    if (k < lx->n && !is_blank(lx->s[k]) && lx->s[k] != '\n' && lx->s[k] != '#')
        return false;
    *end_pos = i;
    return true;
}

/* The directory of the script's path joined with rel (rel itself when
 * absolute or when the script has no directory). */
static char *script_relative(parser *p, const token *t)
{
    const char *base = p->script->path;
    const char *slash = base ? strrchr(base, '/') : NULL;
    size_t dir = (t->length > 0 && t->text[0] == '/') || !slash ? 0 : (size_t)(slash - base) + 1;
    char *s = spvrt_alloc(p->ctx, dir + t->length + 1);
    if (!s) {
        out_of_memory(p, t);
        return NULL;
    }
    if (dir)
        memcpy(s, base, dir);
    memcpy(s + dir, t->text, t->length);
    s[dir + t->length] = 0;
    return s;
}

/* eol is the token that ended the command's line (just read).  The lines
 * after it up to a line that is END: [*start, *end) of the text, *text_line
 * the first line's number; the lexer is left after END.  `what` names the
 * block in errors. */
static bool text_block(parser *p, const token *command, token eol, const char *what, size_t *start, size_t *end,
                       uint32_t *text_line)
{
    if (eol.kind == TOKEN_WORD) {
        char w[80];
        return error_token(p, &eol, "unexpected %s after %s", word_text(&eol, w), what);
    }
    *start = p->lx.pos;
    *text_line = p->lx.line;
    size_t end_pos = 0;
    bool found = false;
    while (eol.kind == TOKEN_EOL && p->lx.pos <= p->lx.n) {
        if (line_is_end(&p->lx, &end_pos)) {
            found = true;
            break;
        }
        const char *nl = memchr(p->lx.s + p->lx.pos, '\n', p->lx.n - p->lx.pos);
        if (!nl)
            break;
        p->lx.pos = (size_t)(nl - p->lx.s);
        lexer_newline(&p->lx);
    }
    if (!found)
        return error_token(p, command, "%s has no END", what);
    *end = p->lx.pos;
    p->lx.pos = end_pos + 3;
    return true;
}

/* TARGET_ENV names (Amber's parser passes the word to SPIRV-Tools'
 * spvParseTargetEnv for assembly and to its ParseSpvEnv for shaderc): the
 * SPIR-V and Vulkan names spvrt_target_env_parse knows. */
static bool known_target_env(const token *t, char *out, size_t out_size)
{
    if (t->length == 0 || t->length >= out_size)
        return false;
    memcpy(out, t->text, t->length);
    out[t->length] = 0;
    spvrt_target_env env;
    return spvrt_target_env_parse(out, &env) == SPVRT_SUCCESS &&
           (env.environment == SPVRT_ENV_UNIVERSAL || env.environment == SPVRT_ENV_VULKAN);
}

static bool find_virtual_file(const spvrt_amber_script *s, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < s->virtual_file_count; i++)
        if (strlen(s->virtual_files[i].path) == t->length && memcmp(s->virtual_files[i].path, t->text, t->length) == 0) {
            *index = i;
            return true;
        }
    return false;
}

/* SHADER ... FILE path, BUFFER ... FILE path: the file's bytes (NUL-terminated), read relative to the
 * script; `what` names the command in errors. */
static char *read_script_file(parser *p, const token *t, const char *what, size_t *length)
{
    char *path = script_relative(p, t);
    if (!path)
        return NULL;
    char w[80];
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_token(p, t, "%s %s: cannot open %s: %s", what, word_text(t, w), path, strerror(errno));
        spvrt_free(p->ctx, path);
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *text = spvrt_alloc(p->ctx, cap);
    while (text) {
        n += fread(text + n, 1, cap - n - 1, f);
        if (n + 1 < cap)
            break;
        if (cap >= SPVRT_AMBER_MAX_SHADER_FILE_BYTES) {
            error_token(p, t, "%s %s is larger than %u bytes", what, word_text(t, w),
                        (unsigned)SPVRT_AMBER_MAX_SHADER_FILE_BYTES);
            spvrt_free(p->ctx, text);
            text = NULL;
            break;
        }
        char *bigger = spvrt_alloc(p->ctx, cap * 2);
        if (bigger)
            memcpy(bigger, text, n);
        spvrt_free(p->ctx, text);
        text = bigger;
        cap *= 2;
        if (!text)
            out_of_memory(p, t);
    }
    bool read_error = ferror(f);
    fclose(f);
    spvrt_free(p->ctx, path);
    if (text && read_error) {
        spvrt_free(p->ctx, text);
        error_token(p, t, "%s %s: read error", what, word_text(t, w));
        return NULL;
    }
    if (text) {
        text[n] = 0;
        *length = n;
    }
    return text;
}

/* SHADER type NAME format [TARGET_ENV env] (text END | VIRTUAL_FILE path | FILE path) */
static bool parse_shader(parser *p, const token *command)
{
    token t, name;
    char w[80];
    if (!expect_word(p, &t, "a shader type", "SHADER"))
        return false;
    /* google/amber docs/amber_script.md "Shaders": compute and the ray-tracing stages are parsed (a
     * ray-tracing pipeline is refused when run); graphics stages are not supported yet */
    static const char *const stages[] = {"compute", "ray_generation", "any_hit", "closest_hit", "miss",
                                         "intersection", "callable"};
    spvrt_amber_stage stage = SPVRT_AMBER_STAGE_COMPUTE;
    size_t k = 0;
    while (k < sizeof stages / sizeof stages[0] && !word_is(&t, stages[k]))
        k++;
    if (k < sizeof stages / sizeof stages[0]) {
        stage = (spvrt_amber_stage)k;
    } else {
        static const char *const graphics[] = {"vertex", "fragment", "geometry", "tessellation_evaluation",
                                               "tessellation_control", "multi"};
        for (size_t i = 0; i < sizeof graphics / sizeof graphics[0]; i++)
            if (word_is(&t, graphics[i]))
                return not_supported(p, &t, "SHADER %s is not supported yet: spvrt runs compute pipelines only",
                                     word_text(&t, w));
        return error_token(p, &t, "SHADER: unknown shader type %s", word_text(&t, w));
    }
    if (!expect_word(p, &name, "a shader name", "SHADER"))
        return false;
    uint32_t existing;
    if (find_shader(p->script, &name, &existing))
        return error_token(p, &name, "shader %s is already declared on line %u", word_text(&name, w),
                           p->script->shaders[existing].line);
    if (!expect_word(p, &t, "a shader format", "SHADER"))
        return false;
    spvrt_amber_shader_format format;
    if (word_is(&t, "SPIRV-ASM"))
        format = SPVRT_AMBER_SPIRV_ASM;
    else if (word_is(&t, "SPIRV-HEX"))
        format = SPVRT_AMBER_SPIRV_HEX;
    else if (word_is(&t, "SPIRV-BIN"))
        format = SPVRT_AMBER_SPIRV_BIN;
    else if (word_is(&t, "GLSL"))
        format = SPVRT_AMBER_GLSL;
    else if (word_is(&t, "HLSL") || word_is(&t, "OPENCL-C"))
        return not_supported(p, &t, "SHADER format %s is not supported yet (spvrt compiles GLSL with glslang)",
                             word_text(&t, w));
    else if (word_is(&t, "PASSTHROUGH"))
        return not_supported(p, &t, "SHADER PASSTHROUGH (a vertex shader) is not supported yet: spvrt runs "
                             "compute pipelines only");
    else
        return error_token(p, &t, "SHADER: unknown shader format %s", word_text(&t, w));
    char env[32] = {0};
    token env_word = {0};
    token after = next_token(&p->lx);
    if (word_is(&after, "TARGET_ENV")) {
        if (!expect_word(p, &env_word, "a target environment", "TARGET_ENV"))
            return false;
        if (!known_target_env(&env_word, env, sizeof env))
            return error_token(p, &env_word, "TARGET_ENV: unknown target environment %s (spv1.0 ... spv1.6, "
                               "vulkan1.0 ... vulkan1.4, vulkan1.1spv1.4)", word_text(&env_word, w));
        after = next_token(&p->lx);
    }
    char *text = NULL;
    size_t text_length = 0;
    uint32_t text_line = 0;
    bool block = false;
    if (word_is(&after, "VIRTUAL_FILE") || word_is(&after, "FILE")) {
        bool is_virtual = word_is(&after, "VIRTUAL_FILE");
        token path;
        if (!expect_word(p, &path, "a file path", is_virtual ? "VIRTUAL_FILE" : "FILE"))
            return false;
        if (is_virtual) {
            uint32_t vf;
            if (!find_virtual_file(p->script, &path, &vf))
                return error_token(p, &path, "SHADER VIRTUAL_FILE: no VIRTUAL_FILE %s declared before",
                                   word_text(&path, w));
            const spvrt_amber_virtual_file *v = &p->script->virtual_files[vf];
            text = copy_string(p, v->text, v->length, &path);
            text_length = v->length;
            text_line = v->text_line;
        } else {
            text = read_script_file(p, &path, "SHADER FILE", &text_length);
            text_line = 1;
        }
        if (!text)
            return false;
        if (!end_of_statement(p, is_virtual ? "VIRTUAL_FILE" : "FILE")) {
            spvrt_free(p->ctx, text);
            return false;
        }
    } else {
        if (after.kind == TOKEN_WORD)
            return error_token(p, &after, "unexpected %s after SHADER", word_text(&after, w));
        if (format == SPVRT_AMBER_SPIRV_BIN)
            return error_token(p, &t, "SHADER SPIRV-BIN needs FILE path (a binary cannot be written inline)");
        size_t start, end;
        char what[100];
        snprintf(what, sizeof what, "SHADER %s", word_text(&name, w));
        if (!text_block(p, command, after, what, &start, &end, &text_line))
            return false;
        if (end == start)
            return error_token(p, command, "SHADER %s is empty", word_text(&name, w));
        text = copy_string(p, p->lx.s + start, end - start, command);
        text_length = end - start;
        block = true;
        if (!text)
            return false;
    }
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->shaders, s->shader_count, s->shader_capacity)) {
        spvrt_free(p->ctx, text);
        return false;
    }
    spvrt_amber_shader *sh = &s->shaders[s->shader_count];
    memset(sh, 0, sizeof *sh);
    sh->name = copy_word(p, &name);
    sh->stage = stage;
    /* Amber's ParseShaderBlock: a ray-tracing shader without TARGET_ENV is SPIR-V 1.4 (SPV_KHR_ray_tracing) */
    if (env[0])
        sh->target_env = copy_word(p, &env_word);
    else if (stage != SPVRT_AMBER_STAGE_COMPUTE)
        sh->target_env = copy_string(p, "spv1.4", 6, command);
    if (!sh->name || ((env[0] || stage != SPVRT_AMBER_STAGE_COMPUTE) && !sh->target_env)) {
        spvrt_free(p->ctx, sh->name);
        spvrt_free(p->ctx, sh->target_env);
        spvrt_free(p->ctx, text);
        return false;
    }
    sh->text = text;
    sh->text_length = text_length;
    sh->format = format;
    sh->line = command->line;
    sh->text_line = text_line;
    s->shader_count++;
    return block ? end_of_statement(p, "END") : true;
}

/* VIRTUAL_FILE path, then its text up to END (Amber's ParseVirtualFile):
 * what SHADER ... VIRTUAL_FILE path takes. */
static bool parse_virtual_file(parser *p, const token *command)
{
    token path;
    char w[80];
    if (!expect_word(p, &path, "a file path", "VIRTUAL_FILE"))
        return false;
    uint32_t existing;
    if (find_virtual_file(p->script, &path, &existing))
        return error_token(p, &path, "VIRTUAL_FILE %s is already declared on line %u", word_text(&path, w),
                           p->script->virtual_files[existing].line);
    size_t start, end;
    uint32_t text_line;
    if (!text_block(p, command, next_token(&p->lx), "VIRTUAL_FILE", &start, &end, &text_line))
        return false;
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->virtual_files, s->virtual_file_count, s->virtual_file_capacity))
        return false;
    spvrt_amber_virtual_file *v = &s->virtual_files[s->virtual_file_count];
    memset(v, 0, sizeof *v);
    v->path = copy_word(p, &path);
    v->text = copy_string(p, p->lx.s + start, end - start, command);
    if (!v->path || !v->text) {
        spvrt_free(p->ctx, v->path);
        spvrt_free(p->ctx, v->text);
        return false;
    }
    v->length = end - start;
    v->line = command->line;
    v->text_line = text_line;
    s->virtual_file_count++;
    return end_of_statement(p, "END");
}

/* ---- BUFFER -------------------------------------------------------------- */

static bool buffer_size_ok(parser *p, const token *t, spvrt_amber_buffer *b, uint64_t elements)
{
    uint64_t stride = spvrt_amber_buffer_stride(b);
    if (elements > SPVRT_AMBER_MAX_BUFFER_BYTES / stride)
        return error_token(p, t, "buffer '%s' of %llu elements would take more than %llu bytes", b->name,
                           (unsigned long long)elements, (unsigned long long)SPVRT_AMBER_MAX_BUFFER_BYTES);
    return true;
}

static bool parse_buffer_data(parser *p, const token *command, spvrt_amber_buffer *b)
{
    uint64_t capacity = 0;
    for (;;) {
        token t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "DATA of buffer '%s' has no END", b->name);
        if (word_is(&t, "END"))
            break;
        if (b->value_count == capacity) {
            uint64_t cap = capacity ? capacity * 2 : 64;
            if (cap > SPVRT_AMBER_MAX_BUFFER_BYTES)
                return error_token(p, &t, "buffer '%s' has more than %llu values", b->name,
                                   (unsigned long long)SPVRT_AMBER_MAX_BUFFER_BYTES);
            spvrt_amber_value *v = spvrt_realloc(p->ctx, b->values, (size_t)cap * sizeof *v);
            if (!v)
                return out_of_memory(p, &t);
            b->values = v;
            capacity = cap;
        }
        /* value k is component k % comps of an element: a STRUCT's values cycle through its members
           (Amber's ParseBufferData walks the format's segments) */
        uint32_t comps = spvrt_amber_buffer_components(b), inside;
        const spvrt_amber_type *type = spvrt_amber_buffer_component(b, (uint32_t)(b->value_count % comps), &inside);
        if (!parse_value(p, &t, type, &b->values[b->value_count]))
            return false;
        b->value_count++;
    }
    if (b->value_count == 0)
        return error_token(p, command, "DATA of buffer '%s' has no values", b->name);
    uint32_t comps = spvrt_amber_buffer_components(b);
    uint64_t elements = (b->value_count + comps - 1) / comps;
    if (!buffer_size_ok(p, command, b, elements))
        return false;
    uint64_t total = elements * comps;
    if (total > capacity) {
        spvrt_amber_value *v = spvrt_realloc(p->ctx, b->values, (size_t)total * sizeof *v);
        if (!v)
            return out_of_memory(p, command);
        b->values = v;
    }
    for (uint64_t i = b->value_count; i < total; i++)
        b->values[i] = 0;
    b->element_count = elements;
    b->init = SPVRT_AMBER_INIT_DATA;
    return end_of_statement(p, "END");
}

/* FILL v | SERIES_FROM a INC_BY b, t the first word. */
static bool parse_fill_or_series(parser *p, token *t, spvrt_amber_buffer *b, const char *command)
{
    char w[80];
    if (word_is(t, "FILL")) {
        b->init = SPVRT_AMBER_INIT_FILL;
        if (!expect_word(p, t, "a value", "FILL") || !parse_fill_value(p, t, &b->type, &b->fill))
            return false;
        /* a STRUCT: every member takes the value, at its own type (Amber's ParseBufferInitializerFill) */
        for (uint32_t k = 0; b->is_struct && k < b->field_count; k++)
            if (!parse_fill_value(p, t, &b->fields[k].type, &b->fields[k].fill))
                return false;
        return end_of_statement(p, "FILL");
    }
    if (!word_is(t, "SERIES_FROM"))
        return error_token(p, t, "%s: expected FILL or SERIES_FROM, found %s", command, word_text(t, w));
    if (b->is_struct) /* Amber's ParseBufferInitializerSeries reads the type as a number */
        return error_token(p, t, "SERIES_FROM needs a scalar data type; buffer '%s' is of STRUCT %s", b->name,
                           p->script->structs[b->structure].name);
    b->init = SPVRT_AMBER_INIT_SERIES;
    if (!expect_word(p, t, "a value", "SERIES_FROM") || !parse_fill_value(p, t, &b->type, &b->series_start))
        return false;
    if (!expect_keyword(p, "INC_BY", "SERIES_FROM"))
        return false;
    if (!expect_word(p, t, "a value", "INC_BY") || !parse_fill_value(p, t, &b->type, &b->series_inc))
        return false;
    return end_of_statement(p, "INC_BY");
}

/* BUFFER ... SIZE n FILE [TEXT | BINARY | PNG] path (Amber's ParseBufferInitializerFile: the file, read
 * relative to the script, replaces SIZE: TEXT holds values as DATA does, BINARY the buffer's bytes in its
 * layout; PNG, Amber's default, is an image). */
static bool parse_buffer_file(parser *p, const token *command, spvrt_amber_buffer *b)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "TEXT, BINARY, PNG or a file path", "FILE"))
        return false;
    bool text_file = word_is(&t, "TEXT"), binary = word_is(&t, "BINARY"), png = word_is(&t, "PNG");
    if ((text_file || binary || png) && !expect_word(p, &t, "a file path", "FILE"))
        return false;
    if (!text_file && !binary)
        return not_supported(p, &t, "BUFFER FILE PNG %s is not supported yet (images are read from PNG files)",
                             word_text(&t, w));
    token path = t;
    if (!end_of_statement(p, "FILE"))
        return false;
    size_t length = 0;
    char *bytes = read_script_file(p, &path, "BUFFER FILE", &length);
    if (!bytes)
        return false;
    bool ok;
    b->value_count = 0;
    if (text_file) {
        /* the file's words are DATA values: parsed by parse_buffer_data from a lexer over the file, whose
         * END is added here */
        char *data = spvrt_alloc(p->ctx, length + 6);
        ok = data != NULL;
        if (!ok) {
            out_of_memory(p, command);
        } else {
            memcpy(data, bytes, length);
            memcpy(data + length, "\nEND\n", 6);
            lexer saved = p->lx;
            p->lx = (lexer){data, length + 6, 0, 1, 0};
            ok = parse_buffer_data(p, command, b);
            p->lx = saved;
            spvrt_free(p->ctx, data);
        }
    } else {
        uint32_t stride = spvrt_amber_buffer_stride(b);
        uint32_t comps = spvrt_amber_buffer_components(b);
        uint64_t elements = length / stride;
        ok = elements > 0 && length % stride == 0;
        if (!ok)
            error_token(p, &path, "BUFFER FILE BINARY %s: %zu bytes are not a whole number of %u-byte elements",
                        word_text(&path, w), length, stride);
        ok = ok && buffer_size_ok(p, &path, b, elements);
        if (ok) {
            b->values = spvrt_alloc(p->ctx, (size_t)(elements * comps) * sizeof *b->values);
            ok = b->values != NULL;
            if (!ok)
                out_of_memory(p, command);
        }
        for (uint64_t e = 0; ok && e < elements; e++)
            for (uint32_t k = 0; k < comps; k++) {
                uint32_t inside;
                const spvrt_amber_type *type = spvrt_amber_buffer_component(b, k, &inside);
                b->values[e * comps + k] =
                    spvrt_amber_load_component((const uint8_t *)bytes + e * stride + inside, type);
            }
        if (ok) {
            b->value_count = elements * comps;
            b->element_count = elements;
            b->init = SPVRT_AMBER_INIT_DATA;
        }
    }
    spvrt_free(p->ctx, bytes);
    return ok;
}

static bool parse_buffer_size(parser *p, spvrt_amber_buffer *b)
{
    token t;
    uint64_t n;
    if (!expect_word(p, &t, "the number of elements", "BUFFER SIZE") ||
        !parse_integer_value(p, &t, SPVRT_AMBER_UINT, 64, &n))
        return false;
    if (n == 0)
        return error_token(p, &t, "SIZE of buffer '%s' is 0", b->name);
    if (!buffer_size_ok(p, &t, b, n))
        return false;
    b->element_count = n;
    if (!expect_word(p, &t, "FILL or SERIES_FROM", "BUFFER SIZE"))
        return false;
    if (word_is(&t, "FILE"))
        return parse_buffer_file(p, &t, b);
    return parse_fill_or_series(p, &t, b, "BUFFER SIZE");
}

static bool parse_buffer_width_height(parser *p, const token *command, spvrt_amber_buffer *b);

static bool parse_buffer(parser *p, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a buffer name", "BUFFER"))
        return false;
    uint32_t existing;
    if (find_buffer(p->script, &name, &existing))
        return error_token(p, &name, "buffer %s is already declared on line %u", word_text(&name, w),
                           p->script->buffers[existing].line);
    spvrt_amber_buffer b = {0};
    b.line = command->line;
    if (!expect_word(p, &t, "DATA_TYPE or FORMAT", "BUFFER"))
        return false;
    bool is_format = word_is(&t, "FORMAT");
    if (!is_format && !word_is(&t, "DATA_TYPE"))
        return unknown_word(p, &t, "BUFFER: ");
    token type_token;
    if (!expect_word(p, &type_token, is_format ? "a format" : "a data type", "BUFFER"))
        return false;
    format_desc fd;
    bool format_ok = format_of(type_token.text, type_token.length, &fd);
    /* DATA_TYPE a STRUCT (Amber's ParseBufferInitializer looks the script's types up first) */
    b.is_struct = !is_format && find_struct(p->script, type_token.text, type_token.length, &b.structure);
    if (b.is_struct) {
        b.type = p->script->structs[b.structure].members[0].type; /* set to the first field's below */
    } else if (is_format ? !format_ok : !data_type(type_token.text, type_token.length, &b.type) && !format_ok)
        return error_token(p, &type_token, is_format ? "BUFFER: format %s is not one spvrt runs (R..G..B..A.. of one "
                                                       "width, _SFLOAT, _UINT, _SINT, _UNORM, _SNORM, _USCALED, "
                                                       "_SSCALED, _SRGB, or a 10/11-bit _PACK32 format)"
                                                     : "BUFFER: unknown data type %s",
                           word_text(&type_token, w));
    if (b.is_struct) {
        b.vk_format = 0; /* no format: not a texel or image buffer */
    } else if (format_ok && (is_format || !data_type(type_token.text, type_token.length, &b.type))) {
        /* FORMAT, or a format named as DATA_TYPE (docs/amber_script.md "Data Types") */
        b.type = fd.type;
        b.vk_format = fd.vk_format;
        b.numeric = fd.numeric;
        memcpy(b.channels, fd.channels, 4);
    } else {
        b.vk_format = data_type_format(&b.type, &b.numeric);
        for (uint8_t c = 0; c < 4; c++)
            b.channels[c] = c;
    }
    b.from_format = is_format;
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->buffers, s->buffer_count, s->buffer_capacity))
        return false;
    b.name = copy_word(p, &name);
    b.format = is_format ? copy_word(p, &type_token) : NULL;
    if (!b.name || (is_format && !b.format)) {
        spvrt_free(p->ctx, b.name);
        spvrt_free(p->ctx, b.format);
        return false;
    }
    /* stored now, so that script_free releases it whatever follows */
    s->buffers[s->buffer_count++] = b;
    spvrt_amber_buffer *bp = &s->buffers[s->buffer_count - 1];
    t = next_token(&p->lx);
    if (word_is(&t, "STD140") || word_is(&t, "STD430")) {
        bp->layout = word_is(&t, "STD140") ? SPVRT_AMBER_STD140 : SPVRT_AMBER_STD430;
        t = next_token(&p->lx);
    }
    if (bp->is_struct) {
        char error[400];
        uint32_t line = 0, column = 0;
        if (!spvrt_amber_struct_layout(p->ctx, s, bp->structure, bp->layout, &bp->fields, &bp->field_count,
                                       &bp->struct_stride, error, sizeof error, &line, &column))
            return error_at(p, line, column, "%s (in buffer '%s', %s)", error, bp->name,
                            bp->layout == SPVRT_AMBER_STD140 ? "STD140" : "STD430");
        bp->type = bp->fields[0].type;
        if (word_is(&t, "WIDTH"))
            return not_supported(p, &t, "BUFFER '%s' of STRUCT %s: WIDTH and HEIGHT are not supported yet for "
                                 "STRUCT buffers", bp->name, s->structs[bp->structure].name);
    }
    if (t.kind != TOKEN_WORD) {
        if (is_format)
            return true; /* sized by its user */
        return error_token(p, &t, "BUFFER '%s': expected DATA or SIZE, found %s", bp->name, word_text(&t, w));
    }
    if (word_is(&t, "DATA"))
        return parse_buffer_data(p, command, bp); /* values may start on the DATA line */
    if (word_is(&t, "SIZE"))
        return parse_buffer_size(p, bp);
    if (word_is(&t, "WIDTH"))
        return parse_buffer_width_height(p, command, bp);
    if (word_is(&t, "HEIGHT") || word_is(&t, "DEPTH") || word_is(&t, "MIP_LEVELS") ||
        word_is(&t, "FILE") || word_is(&t, "SAMPLES"))
        return error_token(p, &t, "BUFFER %s is outside the compute subset of AmberScript that spvrt runs",
                           word_text(&t, w));
    return error_token(p, &t, "BUFFER '%s': expected DATA or SIZE, found %s", bp->name, word_text(&t, w));
}

/* ---- STRUCT ------------------------------------------------------------------ */

/* A value of a STRUCT member's keyword (OFFSET, ARRAY_STRIDE, MATRIX_STRIDE, STRIDE): 0 to
 * SPVRT_AMBER_MAX_STRUCT_BYTES. */
static bool struct_number(parser *p, const char *what, uint32_t *out)
{
    token t;
    uint64_t v;
    char w[80];
    if (!expect_word(p, &t, "a number of bytes", what) || !parse_integer_value(p, &t, SPVRT_AMBER_UINT, 64, &v))
        return false;
    if (v > SPVRT_AMBER_MAX_STRUCT_BYTES)
        return error_token(p, &t, "%s %s is more than %u bytes", what, word_text(&t, w), SPVRT_AMBER_MAX_STRUCT_BYTES);
    *out = (uint32_t)v;
    return true;
}

/* One member line: TYPE NAME [OFFSET n] [ARRAY_STRIDE n] [MATRIX_STRIDE n] (Amber's ParseStruct). */
static bool parse_struct_member(parser *p, uint32_t index, const token *type_word)
{
    spvrt_amber_script *s = p->script;
    spvrt_amber_struct *d = &s->structs[index];
    char w[80], w2[80];
    spvrt_amber_member m = {0};
    m.line = type_word->line;
    m.column = type_word->column;
    m.offset = SPVRT_AMBER_NO_OFFSET;
    size_t n = type_word->length;
    if (n > 2 && type_word->text[n - 2] == '[' && type_word->text[n - 1] == ']') {
        m.is_array = true;
        n -= 2;
    }
    if (type_word->length == strlen(d->name) && memcmp(type_word->text, d->name, type_word->length) == 0)
        return error_token(p, type_word, "STRUCT %s: a member cannot be of the STRUCT itself (recursive types are "
                           "not allowed)", d->name);
    if (!m.is_array && find_struct(s, type_word->text, n, &m.structure)) {
        m.is_struct = true;
    } else if (!data_type(type_word->text, n, &m.type)) {
        uint32_t other;
        if (m.is_array && find_struct(s, type_word->text, n, &other))
            return error_token(p, type_word, "STRUCT %s: member type %s: Amber takes TYPE[] of data types only, "
                               "not of a STRUCT", d->name, word_text(type_word, w));
        return error_token(p, type_word, "STRUCT %s: unknown type %s for a member (a data type such as float, "
                           "vec4<int32>, mat3x3<float>, TYPE[], or a STRUCT declared before)", d->name,
                           word_text(type_word, w));
    }
    token name;
    if (!expect_word(p, &name, "a member name", "STRUCT member"))
        return false;
    for (uint32_t i = 0; i < d->member_count; i++)
        if (strlen(d->members[i].name) == name.length && memcmp(d->members[i].name, name.text, name.length) == 0)
            return error_token(p, &name, "STRUCT %s: duplicate member name %s (line %u)", d->name,
                               word_text(&name, w), d->members[i].line);
    bool has_array_stride = false, has_matrix_stride = false;
    for (token t = next_token(&p->lx); t.kind == TOKEN_WORD; t = next_token(&p->lx)) {
        if (word_is(&t, "OFFSET")) {
            if (m.offset != SPVRT_AMBER_NO_OFFSET)
                return error_token(p, &t, "STRUCT member %s: OFFSET given twice", word_text(&name, w));
            if (!struct_number(p, "OFFSET", &m.offset))
                return false;
        } else if (word_is(&t, "ARRAY_STRIDE")) {
            if (!m.is_array)
                return error_token(p, &t, "STRUCT member %s: ARRAY_STRIDE only goes with array members (TYPE[])",
                                   word_text(&name, w));
            if (has_array_stride)
                return error_token(p, &t, "STRUCT member %s: ARRAY_STRIDE given twice", word_text(&name, w));
            has_array_stride = true;
            if (!struct_number(p, "ARRAY_STRIDE", &m.array_stride))
                return false;
            if (m.array_stride == 0)
                return error_token(p, &t, "STRUCT member %s: ARRAY_STRIDE is 0", word_text(&name, w));
        } else if (word_is(&t, "MATRIX_STRIDE")) {
            if (m.is_struct || m.type.columns < 2)
                return error_token(p, &t, "STRUCT member %s: MATRIX_STRIDE only goes with matrix members",
                                   word_text(&name, w));
            if (has_matrix_stride)
                return error_token(p, &t, "STRUCT member %s: MATRIX_STRIDE given twice", word_text(&name, w));
            has_matrix_stride = true;
            if (!struct_number(p, "MATRIX_STRIDE", &m.matrix_stride))
                return false;
            if (m.matrix_stride == 0)
                return error_token(p, &t, "STRUCT member %s: MATRIX_STRIDE is 0", word_text(&name, w));
        } else {
            return error_token(p, &t, "STRUCT member %s: unknown word %s (expected OFFSET, ARRAY_STRIDE or "
                               "MATRIX_STRIDE)", word_text(&name, w), word_text(&t, w2));
        }
    }
    uint32_t components = m.is_struct ? s->structs[m.structure].components : spvrt_amber_type_components(&m.type);
    if ((uint64_t)d->components + components > SPVRT_AMBER_MAX_STRUCT_COMPONENTS)
        return error_token(p, type_word, "STRUCT %s has more than %u components", d->name,
                           SPVRT_AMBER_MAX_STRUCT_COMPONENTS);
    if (m.is_struct && s->structs[m.structure].depth + 1 > d->depth) {
        d->depth = s->structs[m.structure].depth + 1;
        if (d->depth > SPVRT_AMBER_MAX_STRUCT_DEPTH)
            return error_token(p, type_word, "STRUCT %s nests STRUCTs more than %u deep", d->name,
                               SPVRT_AMBER_MAX_STRUCT_DEPTH);
    }
    if (!GROW(p, type_word, d->members, d->member_count, d->member_capacity))
        return false;
    m.name = copy_word(p, &name);
    if (!m.name)
        return false;
    d->components += components;
    d->members[d->member_count++] = m;
    return true;
}

/* STRUCT NAME [STRIDE n] / members / END (google/amber src/amberscript/parser.cc ParseStruct; the layout is
 * made for each BUFFER that takes the STRUCT, under its STD140 or STD430: layout.c). */
static bool parse_struct(parser *p, const token *command)
{
    spvrt_amber_script *s = p->script;
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a STRUCT name", "STRUCT"))
        return false;
    if (word_is(&name, "STRIDE"))
        return error_token(p, &name, "STRUCT: missing STRUCT name before STRIDE");
    uint32_t existing;
    if (find_struct(s, name.text, name.length, &existing))
        return error_token(p, &name, "STRUCT %s is already declared on line %u", word_text(&name, w),
                           s->structs[existing].line);
    spvrt_amber_type type;
    format_desc fd;
    if (data_type(name.text, name.length, &type) || format_of(name.text, name.length, &fd))
        return error_token(p, &name, "STRUCT %s: the name is a data type's", word_text(&name, w));
    if (!GROW(p, command, s->structs, s->struct_count, s->struct_capacity))
        return false;
    spvrt_amber_struct d = {0};
    d.line = command->line;
    d.depth = 1;
    d.name = copy_word(p, &name);
    if (!d.name)
        return false;
    uint32_t index = s->struct_count;
    s->structs[s->struct_count++] = d; /* stored now, so that script_free releases it whatever follows */
    t = next_token(&p->lx);
    if (word_is(&t, "STRIDE")) {
        if (!struct_number(p, "STRIDE", &s->structs[index].stride))
            return false;
        if (s->structs[index].stride == 0)
            return error_token(p, &t, "STRUCT %s: STRIDE is 0", s->structs[index].name);
        t = next_token(&p->lx);
    }
    if (t.kind == TOKEN_WORD)
        return error_token(p, &t, "STRUCT %s: unexpected %s after the name (expected STRIDE n or the end of the "
                           "line)", s->structs[index].name, word_text(&t, w));
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "STRUCT %s has no END", s->structs[index].name);
        if (word_is(&t, "END"))
            break;
        if (!parse_struct_member(p, index, &t))
            return false;
    }
    if (s->structs[index].member_count == 0)
        return error_token(p, command, "STRUCT %s has no members", s->structs[index].name);
    return end_of_statement(p, "END");
}

/* ---- IMAGE and BUFFER ... WIDTH/HEIGHT ------------------------------------------------------ */

/* An image buffer's size checks and its initializer (google/amber src/amberscript/parser.cc ParseImage):
 * none (zeros), DATA with one texel per texel of level 0 (Amber's count; the other levels and samples
 * start as zeros) or per texel of the whole image (a spvrt addition), FILL or SERIES_FROM over every
 * texel of every level. */
static bool parse_image_initializer(parser *p, const token *command, spvrt_amber_buffer *b, token t)
{
    char w[80];
    uint32_t texel = spvrt_amber_texel_size(b);
    if (texel == 0)
        return error_token(p, command, "image '%s': its %s has no texel format spvrt reads (a scalar, vec2 or vec4 "
                           "data type, or a format of 1, 2 or 4 channels)", b->name,
                           b->from_format ? "format" : "data type");
    uint64_t total = 0;
    for (uint32_t l = 0; l < b->mip_levels; l++) {
        uint64_t w0 = b->width >> l, h0 = b->height >> l, d0 = b->depth >> l;
        total += (w0 ? w0 : 1) * (h0 ? h0 : 1) * (d0 ? d0 : 1) * b->samples;
        if (total > SPVRT_AMBER_MAX_BUFFER_BYTES / texel)
            return error_token(p, command, "image '%s' would take more than %llu bytes", b->name,
                               (unsigned long long)SPVRT_AMBER_MAX_BUFFER_BYTES);
    }
    uint64_t level0 = (uint64_t)b->width * b->height * b->depth;
    if (t.kind != TOKEN_WORD) {
        b->init = SPVRT_AMBER_INIT_FILL; /* no initializer: zeros */
        b->fill = 0;
        b->element_count = total;
        return true;
    }
    if (word_is(&t, "DATA")) {
        if (!parse_buffer_data(p, command, b))
            return false;
        uint32_t comps = spvrt_amber_type_components(&b->type);
        if (b->value_count != level0 * comps && b->value_count != total * comps)
            return error_token(p, command, "image '%s': DATA has %llu values; level 0 needs %llu (%llu texels of %u "
                               "components)%s", b->name, (unsigned long long)b->value_count,
                               (unsigned long long)(level0 * comps), (unsigned long long)level0, comps,
                               total != level0 ? ", the whole image more" : "");
        spvrt_amber_value *v = spvrt_realloc(p->ctx, b->values, (size_t)(total * comps) * sizeof *v);
        if (!v)
            return out_of_memory(p, command);
        b->values = v;
        for (uint64_t i = b->value_count; i < total * comps; i++)
            v[i] = 0;
        b->element_count = total;
        return true;
    }
    b->element_count = total;
    if (word_is(&t, "FILL") || word_is(&t, "SERIES_FROM"))
        return parse_fill_or_series(p, &t, b, "IMAGE");
    return error_token(p, &t, "image '%s': expected DATA, FILL or SERIES_FROM, found %s", b->name, word_text(&t, w));
}

static bool parse_extent(parser *p, const char *what, uint32_t *out)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "a positive integer", what) || !parse_u32(p, &t, out))
        return false;
    if (*out == 0 || *out > 65536)
        return error_token(p, &t, "%s %s: expected 1 to 65536", what, word_text(&t, w));
    return true;
}

/* BUFFER NAME (DATA_TYPE T | FORMAT F) [STD140|STD430] WIDTH w HEIGHT h initializer (Amber's deprecated
 * form): a 2D image of one level. */
static bool parse_buffer_width_height(parser *p, const token *command, spvrt_amber_buffer *b)
{
    if (b->layout == SPVRT_AMBER_STD140)
        return error_token(p, command, "BUFFER '%s': WIDTH/HEIGHT make an image, whose texels are tightly packed, "
                           "not STD140", b->name);
    b->is_image = true;
    b->dim = SPVRT_IMAGE_2D;
    b->depth = b->mip_levels = b->samples = 1;
    if (!parse_extent(p, "WIDTH", &b->width) || !expect_keyword(p, "HEIGHT", "BUFFER WIDTH") ||
        !parse_extent(p, "HEIGHT", &b->height))
        return false;
    return parse_image_initializer(p, command, b, next_token(&p->lx));
}

static bool parse_image(parser *p, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "an image name", "IMAGE"))
        return false;
    if (word_is(&name, "DATA_TYPE") || word_is(&name, "FORMAT"))
        return error_token(p, &name, "IMAGE: missing image name");
    uint32_t existing;
    if (find_buffer(p->script, &name, &existing))
        return error_token(p, &name, "buffer %s is already declared on line %u", word_text(&name, w),
                           p->script->buffers[existing].line);
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->buffers, s->buffer_count, s->buffer_capacity))
        return false;
    spvrt_amber_buffer *b = &s->buffers[s->buffer_count];
    memset(b, 0, sizeof *b);
    b->line = command->line;
    b->is_image = true;
    b->dim = SPVRT_IMAGE_2D;
    b->mip_levels = b->samples = 1;
    b->name = copy_word(p, &name);
    if (!b->name)
        return false;
    s->buffer_count++;
    bool typed = false, has_width = false, has_height = false, has_depth = false, has_dim = false;
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind != TOKEN_WORD || word_is(&t, "DATA") || word_is(&t, "FILL") || word_is(&t, "SERIES_FROM"))
            break;
        if (word_is(&t, "DATA_TYPE") || word_is(&t, "FORMAT")) {
            bool is_format = word_is(&t, "FORMAT");
            token type_token;
            if (typed)
                return error_token(p, &t, "IMAGE '%s': a second %s", b->name, word_text(&t, w));
            if (!expect_word(p, &type_token, is_format ? "a format" : "a data type", "IMAGE"))
                return false;
            format_desc fd;
            if (!is_format && data_type(type_token.text, type_token.length, &b->type)) {
                b->vk_format = data_type_format(&b->type, &b->numeric);
                for (uint8_t c = 0; c < 4; c++)
                    b->channels[c] = c;
            } else if (format_of(type_token.text, type_token.length, &fd)) {
                b->type = fd.type;
                b->vk_format = fd.vk_format;
                b->numeric = fd.numeric;
                memcpy(b->channels, fd.channels, 4);
                b->from_format = is_format;
                if (is_format && !(b->format = copy_word(p, &type_token)))
                    return false;
            } else {
                return error_token(p, &type_token, "IMAGE: %s %s is not one spvrt reads",
                                   is_format ? "format" : "data type", word_text(&type_token, w));
            }
            typed = true;
        } else if (word_is(&t, "MIP_LEVELS")) {
            if (!parse_extent(p, "MIP_LEVELS", &b->mip_levels))
                return false;
        } else if (word_is(&t, "SAMPLES")) {
            token v;
            if (!expect_word(p, &v, "a sample count", "SAMPLES") || !parse_u32(p, &v, &b->samples))
                return false;
            if (b->samples == 0 || b->samples > 64 || (b->samples & (b->samples - 1)))
                return error_token(p, &v, "IMAGE: invalid sample count %s (1, 2, 4, 8, 16, 32 or 64)",
                                   word_text(&v, w));
        } else if (word_is(&t, "DIM_1D") || word_is(&t, "DIM_2D") || word_is(&t, "DIM_3D")) {
            b->dim = word_is(&t, "DIM_1D") ? SPVRT_IMAGE_1D : word_is(&t, "DIM_2D") ? SPVRT_IMAGE_2D : SPVRT_IMAGE_3D;
            has_dim = true;
        } else if (word_is(&t, "WIDTH")) {
            if (!parse_extent(p, "WIDTH", &b->width))
                return false;
            has_width = true;
        } else if (word_is(&t, "HEIGHT")) {
            if (!parse_extent(p, "HEIGHT", &b->height))
                return false;
            has_height = true;
        } else if (word_is(&t, "DEPTH")) {
            if (!parse_extent(p, "DEPTH", &b->depth))
                return false;
            has_depth = true;
        } else {
            return error_token(p, &t, "IMAGE: unknown word %s", word_text(&t, w));
        }
    }
    if (!typed)
        return error_token(p, command, "IMAGE '%s' has no DATA_TYPE or FORMAT", b->name);
    if (!has_dim)
        b->dim = has_depth ? SPVRT_IMAGE_3D : has_height ? SPVRT_IMAGE_2D : SPVRT_IMAGE_1D;
    if (b->dim == SPVRT_IMAGE_3D && !has_depth)
        return error_token(p, command, "IMAGE '%s': DIM_3D needs DEPTH", b->name);
    if (b->dim != SPVRT_IMAGE_1D && !has_height)
        return error_token(p, command, "IMAGE '%s': %s needs HEIGHT", b->name,
                           b->dim == SPVRT_IMAGE_3D ? "DIM_3D" : "DIM_2D");
    if (!has_width)
        return error_token(p, command, "IMAGE '%s' has no WIDTH", b->name);
    if (!has_height || b->dim == SPVRT_IMAGE_1D)
        b->height = 1;
    if (!has_depth || b->dim != SPVRT_IMAGE_3D)
        b->depth = 1;
    if ((b->dim == SPVRT_IMAGE_1D && has_height && b->height != 1) ||
        (b->dim != SPVRT_IMAGE_3D && has_depth && b->depth != 1))
        return error_token(p, command, "IMAGE '%s': HEIGHT or DEPTH beyond its dimensionality", b->name);
    uint32_t largest = b->width > b->height ? b->width : b->height;
    largest = largest > b->depth ? largest : b->depth;
    uint32_t levels = 1;
    while (largest >> levels)
        levels++;
    if (b->mip_levels > levels)
        return error_token(p, command, "IMAGE '%s': MIP_LEVELS %u is more than its extent has (%u)", b->name,
                           b->mip_levels, levels);
    if (b->samples > 1 && (b->dim != SPVRT_IMAGE_2D || b->mip_levels > 1))
        return error_token(p, command, "IMAGE '%s': SAMPLES goes with DIM_2D of one level "
                           "(VUID-VkImageCreateInfo-samples-02257)", b->name);
    return parse_image_initializer(p, command, b, t);
}

/* ---- SAMPLER --------------------------------------------------------------------------------- */

static bool find_sampler(const spvrt_amber_script *s, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < s->sampler_count; i++)
        if (strlen(s->samplers[i].name) == t->length && memcmp(s->samplers[i].name, t->text, t->length) == 0)
            return *index = i, true;
    return false;
}

static bool pick_word(parser *p, const char *what, const char *const *names, size_t count, uint32_t *out)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "a value", what))
        return false;
    for (size_t i = 0; i < count; i++)
        if (word_is(&t, names[i]))
            return *out = (uint32_t)i, true;
    return error_token(p, &t, "%s: unknown value %s", what, word_text(&t, w));
}

/* SAMPLER (docs/amber_script.md "Samplers"): the VkSamplerCreateInfo members under Amber's names. */
static bool parse_sampler(parser *p, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a sampler name", "SAMPLER"))
        return false;
    uint32_t existing;
    if (find_sampler(p->script, &name, &existing))
        return error_token(p, &name, "sampler %s is already declared on line %u", word_text(&name, w),
                           p->script->samplers[existing].line);
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->samplers, s->sampler_count, s->sampler_capacity))
        return false;
    spvrt_amber_sampler *sm = &s->samplers[s->sampler_count];
    memset(sm, 0, sizeof *sm);
    sm->line = command->line;
    sm->name = copy_word(p, &name);
    if (!sm->name)
        return false;
    s->sampler_count++;
    spvrt_sampler *st = &sm->state;
    st->max_lod = 1.0f; /* Amber's default */
    static const char *const filters[] = {"nearest", "linear"};
    static const char *const modes[] = {"repeat", "mirrored_repeat", "clamp_to_edge", "clamp_to_border",
                                        "mirror_clamp_to_edge"};
    static const char *const borders[] = {"float_transparent_black", "int_transparent_black", "float_opaque_black",
                                          "int_opaque_black", "float_opaque_white", "int_opaque_white"};
    static const char *const ops[] = {"never", "less", "equal", "less_or_equal", "greater", "not_equal",
                                      "greater_or_equal", "always"};
    static const char *const on_off[] = {"off", "on"};
    bool unnormalized = false;
    for (t = next_token(&p->lx); t.kind == TOKEN_WORD; t = next_token(&p->lx)) {
        uint32_t v = 0;
        bool ok = true;
        if (word_is(&t, "MAG_FILTER") || word_is(&t, "MIN_FILTER") || word_is(&t, "MIPMAP_MODE")) {
            ok = pick_word(p, "FILTER", filters, 2, &v);
            if (word_is(&t, "MAG_FILTER"))
                st->mag_filter = (spvrt_filter)v;
            else if (word_is(&t, "MIN_FILTER"))
                st->min_filter = (spvrt_filter)v;
            else
                st->mipmap_mode = (spvrt_filter)v;
        } else if (word_is(&t, "ADDRESS_MODE_U") || word_is(&t, "ADDRESS_MODE_V") || word_is(&t, "ADDRESS_MODE_W")) {
            /* Amber's document spells the last "mirrored_clamp_to_edge", its parser "mirror_clamp_to_edge" */
            token m;
            if (!expect_word(p, &m, "an address mode", "ADDRESS_MODE"))
                return false;
            if (word_is(&m, "mirrored_clamp_to_edge"))
                v = 4;
            else {
                size_t i = 0;
                while (i < 5 && !word_is(&m, modes[i]))
                    i++;
                if (i == 5)
                    return error_token(p, &m, "ADDRESS_MODE: unknown value %s", word_text(&m, w));
                v = (uint32_t)i;
            }
            spvrt_address_mode *dst = word_is(&t, "ADDRESS_MODE_U") ? &st->address_u
                                      : word_is(&t, "ADDRESS_MODE_V") ? &st->address_v : &st->address_w;
            *dst = (spvrt_address_mode)v;
        } else if (word_is(&t, "BORDER_COLOR")) {
            ok = pick_word(p, "BORDER_COLOR", borders, 6, &v);
            st->border_color = (spvrt_border_color)v;
        } else if (word_is(&t, "MIN_LOD") || word_is(&t, "MAX_LOD")) {
            token x;
            uint64_t bits;
            if (!expect_word(p, &x, "a number", word_is(&t, "MIN_LOD") ? "MIN_LOD" : "MAX_LOD") ||
                !parse_float_value(p, &x, 32, &bits))
                return false;
            uint32_t b32 = (uint32_t)bits;
            float f;
            memcpy(&f, &b32, 4);
            if (!isfinite(f))
                return error_token(p, &x, "%s must be finite", word_is(&t, "MIN_LOD") ? "MIN_LOD" : "MAX_LOD");
            if (word_is(&t, "MIN_LOD"))
                st->min_lod = f;
            else
                st->max_lod = f;
        } else if (word_is(&t, "NORMALIZED_COORDS") || word_is(&t, "UNNORMALIZED_COORDS")) {
            unnormalized = word_is(&t, "UNNORMALIZED_COORDS");
        } else if (word_is(&t, "COMPARE")) {
            ok = pick_word(p, "COMPARE", on_off, 2, &v);
            st->compare_enable = v == 1;
        } else if (word_is(&t, "COMPARE_OP")) {
            ok = pick_word(p, "COMPARE_OP", ops, 8, &v);
            st->compare_op = v;
        } else {
            return error_token(p, &t, "SAMPLER: unknown word %s", word_text(&t, w));
        }
        if (!ok)
            return false;
    }
    st->unnormalized_coordinates = unnormalized;
    if (unnormalized) /* docs/amber_script.md: unnormalized coordinates override MIN_LOD and MAX_LOD to 0 */
        st->min_lod = st->max_lod = 0;
    if (st->max_lod < st->min_lod)
        return error_token(p, command, "SAMPLER '%s': MAX_LOD is below MIN_LOD "
                           "(VUID-VkSamplerCreateInfo-maxLod-01973)", sm->name);
    return true;
}

/* ---- ACCELERATION_STRUCTURE ------------------------------------------------------ */

static bool find_blas(const spvrt_amber_script *s, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < s->blas_count; i++)
        if (strlen(s->blases[i].name) == t->length && memcmp(s->blases[i].name, t->text, t->length) == 0)
            return *index = i, true;
    return false;
}

static bool find_tlas(const spvrt_amber_script *s, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < s->tlas_count; i++)
        if (strlen(s->tlases[i].name) == t->length && memcmp(s->tlases[i].name, t->text, t->length) == 0)
            return *index = i, true;
    return false;
}

static bool is_number_word(const token *t)
{
    if (t->kind != TOKEN_WORD || t->length == 0)
        return false;
    char c = t->text[0];
    bool special;
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || float_syntax(t->text, t->length, &special);
}

/* A FLAGS list as Amber reads it: the names on the FLAGS line, or, when the
 * line has none, one or more per line up to END.  names[i] gives bits[i];
 * integers are accepted (ORed in) when allow_integers. */
static bool parse_flag_list(parser *p, const token *flags_word, const char *const *names, const uint32_t *bits,
                            size_t name_count, bool allow_integers, uint32_t limit, uint32_t *out)
{
    bool multiline = false, any = false;
    char w[80];
    for (;;) {
        token t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL) {
            if (!any && !multiline) {
                multiline = true;
                continue;
            }
            if (multiline)
                continue;
            return true;
        }
        if (t.kind == TOKEN_EOS) {
            if (multiline)
                return error_token(p, flags_word, "FLAGS list has no END");
            return true;
        }
        if (multiline && word_is(&t, "END"))
            return end_of_statement(p, "END");
        size_t i = 0;
        while (i < name_count && !word_is(&t, names[i]))
            i++;
        if (i < name_count) {
            *out |= bits[i];
        } else if (allow_integers && is_number_word(&t)) {
            uint32_t v;
            if (!parse_u32(p, &t, &v))
                return false;
            if (v > limit)
                return error_token(p, &t, "FLAGS: %s is more than %u bits", word_text(&t, w), limit == 0xFF ? 8 : 32);
            *out |= v;
        } else {
            return error_token(p, &t, "FLAGS: unknown flag %s", word_text(&t, w));
        }
        any = true;
    }
}

static bool parse_geometry_flags(parser *p, const token *flags_word, uint32_t *out)
{
    /* VkGeometryFlagBitsKHR under Amber's names */
    static const char *const names[] = {"OPAQUE", "NO_DUPLICATE_ANY_HIT"};
    static const uint32_t bits[] = {SPVRT_GEOMETRY_OPAQUE, SPVRT_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION};
    return parse_flag_list(p, flags_word, names, bits, 2, false, UINT32_MAX, out);
}

/* Growable arrays of a geometry's numbers while it is read. */
typedef struct number_list {
    float *f;
    uint32_t *u;
    uint32_t count, capacity;
} number_list;

static bool push_number(parser *p, number_list *l, const token *t, bool integer)
{
    if (l->count >= SPVRT_AMBER_MAX_GEOMETRY_VALUES)
        return error_token(p, t, "GEOMETRY has more than %u numbers", SPVRT_AMBER_MAX_GEOMETRY_VALUES);
    if (l->count == l->capacity) {
        uint32_t cap = l->capacity ? l->capacity * 2 : 64;
        void *n = integer ? spvrt_realloc(p->ctx, l->u, (size_t)cap * sizeof *l->u)
                          : spvrt_realloc(p->ctx, l->f, (size_t)cap * sizeof *l->f);
        if (!n)
            return out_of_memory(p, t);
        if (integer)
            l->u = n;
        else
            l->f = n;
        l->capacity = cap;
    }
    if (integer)
        return parse_u32(p, t, &l->u[l->count++]);
    uint64_t bits;
    if (!parse_float_value(p, t, 32, &bits))
        return false;
    uint32_t b = (uint32_t)bits;
    memcpy(&l->f[l->count++], &b, 4);
    return true;
}

static const char *geometry_kind_name(spvrt_geometry_kind k)
{
    return k == SPVRT_GEOMETRY_TRIANGLES ? "TRIANGLES" : k == SPVRT_GEOMETRY_AABBS ? "AABBS"
           : k == SPVRT_GEOMETRY_SPHERES ? "SPHERES" : "LSS";
}

/* GEOMETRY TRIANGLES FILE path.obj [FLAGS ...]: the whole geometry on one line. */
static bool parse_geometry_file(parser *p, spvrt_amber_geometry *g)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "an OBJ file path", "GEOMETRY TRIANGLES FILE"))
        return false;
    char *path = script_relative(p, &t);
    if (!path)
        return false;
    char error[300];
    bool ok = spvrt_amber_read_obj(p->ctx, path, g, error, sizeof error);
    if (!ok) {
        char *colon = strchr(error, ':');
        unsigned long line = strtoul(error, NULL, 10);
        if (line > 0 && colon)
            error_token(p, &t, "GEOMETRY TRIANGLES FILE %s:%lu: %s", path, line, colon + 2);
        else
            error_token(p, &t, "GEOMETRY TRIANGLES FILE %s: %s", path, colon ? colon + 2 : error);
    }
    spvrt_free(p->ctx, path);
    if (!ok)
        return false;
    t = next_token(&p->lx);
    if (word_is(&t, "FLAGS"))
        return parse_geometry_flags(p, &t, &g->flags);
    if (t.kind == TOKEN_WORD)
        return error_token(p, &t, "unexpected %s after GEOMETRY TRIANGLES FILE", word_text(&t, w));
    return true;
}

/* Turn the numbers read into g's arrays (RULES: each count must fit the
 * geometry's kind, every index must name a vertex). */
static bool finish_geometry(parser *p, const token *where, spvrt_amber_geometry *g, number_list *values,
                            number_list *indices, bool indexed)
{
    const char *kind = geometry_kind_name(g->kind);
    uint32_t n = values->count;
    if (n == 0)
        return error_token(p, where, "GEOMETRY %s has no %s", kind, indexed ? "vertices" : "primitives");
    uint32_t per_vertex = g->kind == SPVRT_GEOMETRY_SPHERES || g->kind == SPVRT_GEOMETRY_LSS ? 4 : 3;
    if (g->kind == SPVRT_GEOMETRY_AABBS) {
        if (n % 6 != 0)
            return error_token(p, where, "GEOMETRY AABBS: each box is 6 numbers (min x y z, max x y z); %u given", n);
        g->aabbs = values->f;
        values->f = NULL;
        g->primitive_count = n / 6;
        return true;
    }
    if (n % per_vertex != 0)
        return error_token(p, where, "GEOMETRY %s: each vertex is %s; %u numbers given", kind,
                           per_vertex == 4 ? "4 numbers (x y z radius)" : "3 numbers (x y z)", n);
    g->vertex_count = n / per_vertex;
    uint32_t per_primitive = g->kind == SPVRT_GEOMETRY_TRIANGLES ? 3 : g->kind == SPVRT_GEOMETRY_LSS ? 2 : 1;
    if (indexed) {
        if (indices->count == 0 || indices->count % per_primitive != 0)
            return error_token(p, where, "GEOMETRY %s: INDICES must be a non-empty list of %u per primitive; %u given",
                               kind, per_primitive, indices->count);
        for (uint32_t i = 0; i < indices->count; i++)
            if (indices->u[i] >= g->vertex_count)
                return error_token(p, where, "GEOMETRY %s: index %u (number %u of INDICES) is not below the vertex "
                                   "count %u", kind, indices->u[i], i + 1, g->vertex_count);
        g->primitive_count = indices->count / per_primitive;
        g->index_count = indices->count;
        g->indices = indices->u;
        indices->u = NULL;
    } else {
        if (g->vertex_count % per_primitive != 0)
            return error_token(p, where, "GEOMETRY %s: each %s has %u vertices; %u vertices given", kind,
                               g->kind == SPVRT_GEOMETRY_TRIANGLES ? "triangle" : "segment", per_primitive,
                               g->vertex_count);
        g->primitive_count = g->vertex_count / per_primitive;
    }
    if (per_vertex == 3) {
        g->vertices = values->f;
        values->f = NULL;
        return true;
    }
    g->vertices = spvrt_alloc(p->ctx, (size_t)g->vertex_count * 3 * sizeof(float));
    g->radii = spvrt_alloc(p->ctx, (size_t)g->vertex_count * sizeof(float));
    if (!g->vertices || !g->radii)
        return out_of_memory(p, where);
    for (uint32_t v = 0; v < g->vertex_count; v++) {
        memcpy(&g->vertices[3 * v], &values->f[4 * v], 3 * sizeof(float));
        g->radii[v] = values->f[4 * v + 3];
        if (!(g->radii[v] >= 0))
            return error_token(p, where, "GEOMETRY %s: vertex %u has radius %g (a radius is a number >= 0)", kind, v,
                               (double)g->radii[v]);
    }
    return true;
}

static void free_geometry(spvrt_context *ctx, spvrt_amber_geometry *g)
{
    spvrt_free(ctx, g->vertices);
    spvrt_free(ctx, g->radii);
    spvrt_free(ctx, g->indices);
    spvrt_free(ctx, g->aabbs);
    spvrt_free(ctx, g->vertices_t1);
}

static bool parse_geometry(parser *p, spvrt_amber_blas *blas, const token *command)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "TRIANGLES, AABBS, SPHERES or LSS", "GEOMETRY"))
        return false;
    spvrt_amber_geometry g = {0};
    g.line = command->line;
    if (word_is(&t, "TRIANGLES"))
        g.kind = SPVRT_GEOMETRY_TRIANGLES;
    else if (word_is(&t, "AABBS"))
        g.kind = SPVRT_GEOMETRY_AABBS;
    else if (word_is(&t, "SPHERES"))
        g.kind = SPVRT_GEOMETRY_SPHERES;
    else if (word_is(&t, "LSS"))
        g.kind = SPVRT_GEOMETRY_LSS;
    else
        return error_token(p, &t, "GEOMETRY: unknown geometry type %s (TRIANGLES, AABBS, SPHERES or LSS)",
                           word_text(&t, w));
    /* Amber's rule, which is Vulkan's for a bottom level's build: one geometry type per structure. */
    if (blas->geometry_count > 0 && blas->geometries[0].kind != g.kind)
        return error_token(p, &t, "GEOMETRY %s: bottom level '%s' already holds %s (line %u); one type of geometry "
                           "per bottom level", geometry_kind_name(g.kind), blas->name,
                           geometry_kind_name(blas->geometries[0].kind), blas->geometries[0].line);
    if (!GROW(p, command, blas->geometries, blas->geometry_count, blas->geometry_capacity))
        return false;
    t = next_token(&p->lx);
    if (g.kind == SPVRT_GEOMETRY_TRIANGLES && word_is(&t, "FILE")) {
        bool ok = parse_geometry_file(p, &g);
        if (ok)
            blas->geometries[blas->geometry_count++] = g;
        else
            free_geometry(p->ctx, &g);
        return ok;
    }
    if (g.kind == SPVRT_GEOMETRY_LSS && word_is(&t, "ENDCAPS")) {
        if (!expect_word(p, &t, "NONE or CHAINED", "ENDCAPS"))
            return false;
        if (word_is(&t, "NONE"))
            g.endcaps = SPVRT_LSS_ENDCAPS_NONE;
        else if (word_is(&t, "CHAINED"))
            g.endcaps = SPVRT_LSS_ENDCAPS_CHAINED;
        else
            return error_token(p, &t, "ENDCAPS: expected NONE or CHAINED, found %s", word_text(&t, w));
        t = next_token(&p->lx);
    }
    number_list values = {0}, indices = {0}, moved = {0};
    bool indexed = false, ok = true, motion = false, in_motion = false;
    token motion_word = t;
    for (;; t = next_token(&p->lx)) {
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS) {
            ok = error_token(p, command, "GEOMETRY %s has no END", geometry_kind_name(g.kind));
            break;
        }
        if (word_is(&t, "END")) {
            ok = end_of_statement(p, "END") && finish_geometry(p, command, &g, &values, &indices, indexed);
            if (ok && motion) {
                /* VkAccelerationStructureGeometryMotionTrianglesDataNV: a position at time 1 for every vertex */
                if (moved.count != values.count || g.vertices == NULL)
                    ok = error_token(p, &motion_word, "GEOMETRY TRIANGLES: MOTION_VERTICES has %u numbers; it "
                                     "takes one position at time 1 per vertex, %u numbers", moved.count,
                                     3 * g.vertex_count);
                else
                    g.vertices_t1 = moved.f, moved.f = NULL;
            }
            break;
        }
        if (word_is(&t, "MOTION_VERTICES")) {
            /* spvrt addition: VK_NV_ray_tracing_motion_blur vertex motion (docs/ray-tracing.md) */
            if (g.kind != SPVRT_GEOMETRY_TRIANGLES || motion) {
                ok = error_token(p, &t, motion ? "GEOMETRY TRIANGLES: MOTION_VERTICES given twice"
                                               : "GEOMETRY %s takes no MOTION_VERTICES (vertex motion is for "
                                                 "triangles only)", geometry_kind_name(g.kind));
                break;
            }
            motion = in_motion = true;
            motion_word = t;
            continue;
        }
        if (word_is(&t, "FLAGS")) {
            if (!(ok = parse_geometry_flags(p, &t, &g.flags)))
                break;
            continue;
        }
        if (word_is(&t, "INDICES")) {
            if (g.kind == SPVRT_GEOMETRY_AABBS || indexed) {
                ok = error_token(p, &t, indexed ? "GEOMETRY %s: INDICES given twice"
                                                : "GEOMETRY %s takes no INDICES", geometry_kind_name(g.kind));
                break;
            }
            indexed = true;
            in_motion = false;
            continue;
        }
        if (!is_number_word(&t)) {
            ok = error_token(p, &t, "GEOMETRY %s: expected a number, FLAGS, %sINDICES or END, found %s",
                             geometry_kind_name(g.kind), g.kind == SPVRT_GEOMETRY_TRIANGLES ? "MOTION_VERTICES, " : "",
                             word_text(&t, w));
            break;
        }
        if (!(ok = push_number(p, in_motion ? &moved : indexed ? &indices : &values, &t, indexed && !in_motion)))
            break;
    }
    spvrt_free(p->ctx, values.f);
    spvrt_free(p->ctx, indices.u);
    spvrt_free(p->ctx, moved.f);
    if (ok)
        blas->geometries[blas->geometry_count++] = g;
    else
        free_geometry(p->ctx, &g);
    return ok;
}

/* FLAGS of a whole structure (spvrt addition): MOTION, VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV with
 * VK_ACCELERATION_STRUCTURE_CREATE_MOTION_BIT_NV (VK_NV_ray_tracing_motion_blur). */
static bool parse_structure_flags(parser *p, const token *flags_word, bool *motion)
{
    static const char *const names[] = {"MOTION"};
    static const uint32_t bits[] = {1};
    uint32_t v = 0;
    if (!parse_flag_list(p, flags_word, names, bits, 1, false, UINT32_MAX, &v))
        return false;
    *motion |= (v & 1) != 0;
    return true;
}

static bool parse_blas(parser *p, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a bottom level name", "ACCELERATION_STRUCTURE BOTTOM_LEVEL"))
        return false;
    uint32_t existing;
    if (find_blas(p->script, &name, &existing))
        return error_token(p, &name, "bottom level %s is already declared on line %u", word_text(&name, w),
                           p->script->blases[existing].line);
    if (!end_of_statement(p, "ACCELERATION_STRUCTURE BOTTOM_LEVEL"))
        return false;
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->blases, s->blas_count, s->blas_capacity))
        return false;
    spvrt_amber_blas *b = &s->blases[s->blas_count];
    memset(b, 0, sizeof *b);
    if (!(b->name = copy_word(p, &name)))
        return false;
    b->line = command->line;
    s->blas_count++;
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "ACCELERATION_STRUCTURE BOTTOM_LEVEL '%s' has no END", b->name);
        if (word_is(&t, "END")) {
            if (!end_of_statement(p, "END"))
                return false;
            /* VUID-VkAccelerationStructureCreateInfoKHR-createFlags-04955: vertex motion needs the motion flags */
            for (uint32_t k = 0; k < b->geometry_count; k++)
                if (b->geometries[k].vertices_t1 && !b->motion)
                    return error_at(p, b->geometries[k].line, 1, "GEOMETRY TRIANGLES has MOTION_VERTICES but bottom "
                                    "level '%s' has no FLAGS MOTION (VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV; "
                                    "VUID-VkAccelerationStructureCreateInfoKHR-createFlags-04955)", b->name);
            return true;
        }
        if (word_is(&t, "FLAGS")) {
            if (!parse_structure_flags(p, &t, &b->motion))
                return false;
            continue;
        }
        if (!word_is(&t, "GEOMETRY"))
            return error_token(p, &t, "in ACCELERATION_STRUCTURE BOTTOM_LEVEL: expected GEOMETRY, FLAGS or END, "
                               "found %s", word_text(&t, w));
        if (!parse_geometry(p, b, &t))
            return false;
    }
}

/* INDEX / OFFSET / MASK n with its bound. */
static bool parse_instance_number(parser *p, const char *what, uint32_t limit, uint32_t *out)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "an integer", what) || !parse_u32(p, &t, out))
        return false;
    if (*out > limit)
        return error_token(p, &t, "%s %s is out of range (0 to %u)", what, word_text(&t, w), limit);
    return true;
}

/* WORD n numbers END (TRANSFORM, SRT) into out. */
static bool parse_number_block(parser *p, const token *start, const char *what, uint32_t count, const char *meaning,
                               float *out)
{
    uint32_t n = 0;
    for (;;) {
        token t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, start, "%s has no END", what);
        if (word_is(&t, "END"))
            break;
        if (n == count)
            return error_token(p, &t, "%s has more than %u numbers (%s)", what, count, meaning);
        uint64_t bits;
        if (!parse_float_value(p, &t, 32, &bits))
            return false;
        uint32_t b = (uint32_t)bits;
        memcpy(&out[n], &b, 4);
        n++;
    }
    if (n != count)
        return error_token(p, start, "%s has %u numbers; it takes %u (%s)", what, n, count, meaning);
    return true;
}

static bool parse_instance(parser *p, spvrt_amber_tlas *tl, const token *command)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "a bottom level name", "BOTTOM_LEVEL_INSTANCE"))
        return false;
    uint32_t blas;
    if (!find_blas(p->script, &t, &blas))
        return error_token(p, &t, "BOTTOM_LEVEL_INSTANCE: unknown bottom level %s", word_text(&t, w));
    if (tl->instance_count == SPVRT_AMBER_MAX_INSTANCES)
        return error_token(p, command, "TOP_LEVEL '%s' has more than %u instances", tl->name,
                           SPVRT_AMBER_MAX_INSTANCES);
    if (!GROW(p, command, tl->instances, tl->instance_count, tl->instance_capacity))
        return false;
    spvrt_amber_instance *in = &tl->instances[tl->instance_count++];
    memset(in, 0, sizeof *in);
    in->blas = blas;
    in->line = command->line;
    in->mask = 0xFF; /* Amber's default */
    in->transform[0][0] = in->transform[1][1] = in->transform[2][2] = 1;
    uint32_t transforms = 0, srts = 0;
    token motion_word = *command, second_transform = *command, first_srt = *command;
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "BOTTOM_LEVEL_INSTANCE has no END");
        if (word_is(&t, "END")) {
            if (!end_of_statement(p, "END"))
                return false;
            /* what each motion type takes (VkAccelerationStructureMatrixMotionInstanceNV: transformT0 and
               transformT1; VkAccelerationStructureSRTMotionInstanceNV: two VkSRTDataNV) */
            if (in->motion == SPVRT_INSTANCE_MOTION_MATRIX && transforms != 2)
                return error_token(p, &motion_word, "MOTION MATRIX takes two TRANSFORMs (at time 0 and at time 1); "
                                   "%u given", transforms);
            if (in->motion != SPVRT_INSTANCE_MOTION_MATRIX && transforms == 2)
                return error_token(p, &second_transform, "BOTTOM_LEVEL_INSTANCE: a second TRANSFORM is the "
                                   "transform at time 1 of MOTION MATRIX, which this instance does not have");
            if (in->motion == SPVRT_INSTANCE_MOTION_SRT && (srts != 2 || transforms != 0))
                return error_token(p, &motion_word, srts != 2 ? "MOTION SRT takes two SRT blocks (at time 0 and at "
                                   "time 1); %u given" : "MOTION SRT takes SRT blocks, not TRANSFORM (%u given)",
                                   srts != 2 ? srts : transforms);
            if (in->motion != SPVRT_INSTANCE_MOTION_SRT && srts > 0)
                return error_token(p, &first_srt, "BOTTOM_LEVEL_INSTANCE: SRT is the data of MOTION SRT, which "
                                   "this instance does not have");
            return true;
        }
        if (word_is(&t, "INDEX")) {
            if (!parse_instance_number(p, "INDEX", 0xFFFFFF, &in->custom_index))
                return false;
        } else if (word_is(&t, "OFFSET")) {
            if (!parse_instance_number(p, "OFFSET", 0xFFFFFF, &in->offset))
                return false;
        } else if (word_is(&t, "MASK")) {
            if (!parse_instance_number(p, "MASK", 0xFF, &in->mask))
                return false;
        } else if (word_is(&t, "FLAGS")) {
            /* VkGeometryInstanceFlagBitsKHR under Amber's names (the opacity micromap bits have no effect
               without micromaps, which spvrt does not build) */
            static const char *const names[] = {"TRIANGLE_FACING_CULL_DISABLE", "TRIANGLE_FLIP_FACING",
                                                "FORCE_OPAQUE", "FORCE_NO_OPAQUE",
                                                "FORCE_OPACITY_MICROMAP_2_STATE", "DISABLE_OPACITY_MICROMAPS"};
            static const uint32_t bits[] = {SPVRT_INSTANCE_TRIANGLE_FACING_CULL_DISABLE,
                                            SPVRT_INSTANCE_TRIANGLE_FLIP_FACING, SPVRT_INSTANCE_FORCE_OPAQUE,
                                            SPVRT_INSTANCE_FORCE_NO_OPAQUE, 0x10u, 0x20u};
            if (!parse_flag_list(p, &t, names, bits, 6, true, 0xFF, &in->flags))
                return false;
        } else if (word_is(&t, "TRANSFORM")) {
            /* spvrt addition: a second TRANSFORM is the transform at time 1 of MOTION MATRIX */
            if (transforms == 2)
                return error_token(p, &t, "BOTTOM_LEVEL_INSTANCE: a third TRANSFORM (MOTION MATRIX takes two: at "
                                   "time 0 and at time 1)");
            if (!parse_number_block(p, &t, "TRANSFORM", 12, "a row-major 3x4 matrix",
                                    transforms ? &in->transform_t1[0][0] : &in->transform[0][0]))
                return false;
            if (transforms++ == 1)
                second_transform = t;
        } else if (word_is(&t, "SRT")) {
            if (srts == 2)
                return error_token(p, &t, "BOTTOM_LEVEL_INSTANCE: a third SRT (MOTION SRT takes two: at time 0 and "
                                   "at time 1)");
            if (!parse_number_block(p, &t, "SRT", 16, "VkSRTDataNV: sx a b pvx sy c pvy sz pvz qx qy qz qw tx ty tz",
                                    in->srt[srts]))
                return false;
            if (srts++ == 0)
                first_srt = t;
        } else if (word_is(&t, "MOTION")) {
            /* spvrt addition: VkAccelerationStructureMotionInstanceTypeNV (docs/ray-tracing.md "Motion blur") */
            if (in->motion != SPVRT_INSTANCE_MOTION_NONE)
                return error_token(p, &t, "BOTTOM_LEVEL_INSTANCE: MOTION given twice");
            motion_word = t;
            if (!expect_word(p, &t, "STATIC, MATRIX or SRT", "MOTION"))
                return false;
            if (word_is(&t, "STATIC"))
                in->motion = SPVRT_INSTANCE_MOTION_STATIC;
            else if (word_is(&t, "MATRIX"))
                in->motion = SPVRT_INSTANCE_MOTION_MATRIX;
            else if (word_is(&t, "SRT"))
                in->motion = SPVRT_INSTANCE_MOTION_SRT;
            else
                return error_token(p, &t, "MOTION: expected STATIC, MATRIX or SRT, found %s", word_text(&t, w));
        } else {
            return error_token(p, &t, "in BOTTOM_LEVEL_INSTANCE: unknown word %s (INDEX, OFFSET, MASK, FLAGS, "
                               "TRANSFORM, MOTION, SRT or END)", word_text(&t, w));
        }
    }
}

static bool parse_tlas(parser *p, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a top level name", "ACCELERATION_STRUCTURE TOP_LEVEL"))
        return false;
    uint32_t existing;
    if (find_tlas(p->script, &name, &existing))
        return error_token(p, &name, "top level %s is already declared on line %u", word_text(&name, w),
                           p->script->tlases[existing].line);
    if (!end_of_statement(p, "ACCELERATION_STRUCTURE TOP_LEVEL"))
        return false;
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->tlases, s->tlas_count, s->tlas_capacity))
        return false;
    spvrt_amber_tlas *tl = &s->tlases[s->tlas_count];
    memset(tl, 0, sizeof *tl);
    if (!(tl->name = copy_word(p, &name)))
        return false;
    tl->line = command->line;
    s->tlas_count++;
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "ACCELERATION_STRUCTURE TOP_LEVEL '%s' has no END", tl->name);
        if (word_is(&t, "END")) {
            if (!end_of_statement(p, "END"))
                return false;
            /* Vulkan "Acceleration Structures": "A top level acceleration structure with either motion instances
               or vertex motion in its instances must set VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV" */
            for (uint32_t k = 0; k < tl->instance_count; k++) {
                spvrt_amber_instance *in = &tl->instances[k];
                const spvrt_amber_blas *b = &s->blases[in->blas];
                bool vertex_motion = false;
                for (uint32_t g = 0; g < b->geometry_count; g++)
                    vertex_motion |= b->geometries[g].vertices_t1 != NULL;
                if (!tl->motion && in->motion != SPVRT_INSTANCE_MOTION_NONE)
                    return error_at(p, in->line, 1, "BOTTOM_LEVEL_INSTANCE with MOTION in top level '%s', which has "
                                    "no FLAGS MOTION (VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV)", tl->name);
                if (!tl->motion && vertex_motion)
                    return error_at(p, in->line, 1, "BOTTOM_LEVEL_INSTANCE of '%s', which has vertex motion, in top "
                                    "level '%s', which has no FLAGS MOTION (Vulkan: a top level with vertex motion "
                                    "in its instances must set VK_BUILD_ACCELERATION_STRUCTURE_MOTION_BIT_NV)",
                                    b->name, tl->name);
                if (tl->motion && in->motion == SPVRT_INSTANCE_MOTION_NONE)
                    in->motion = SPVRT_INSTANCE_MOTION_STATIC; /* every instance of a motion top level has a type */
            }
            return true;
        }
        if (word_is(&t, "FLAGS")) {
            if (!parse_structure_flags(p, &t, &tl->motion))
                return false;
            continue;
        }
        if (!word_is(&t, "BOTTOM_LEVEL_INSTANCE"))
            return error_token(p, &t, "in ACCELERATION_STRUCTURE TOP_LEVEL: expected BOTTOM_LEVEL_INSTANCE, FLAGS or "
                               "END, found %s", word_text(&t, w));
        if (!parse_instance(p, tl, &t))
            return false;
    }
}

static bool parse_acceleration_structure(parser *p, const token *command)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "BOTTOM_LEVEL or TOP_LEVEL", "ACCELERATION_STRUCTURE"))
        return false;
    if (word_is(&t, "BOTTOM_LEVEL"))
        return parse_blas(p, command);
    if (word_is(&t, "TOP_LEVEL"))
        return parse_tlas(p, command);
    return error_token(p, &t, "ACCELERATION_STRUCTURE: expected BOTTOM_LEVEL or TOP_LEVEL, found %s",
                       word_text(&t, w));
}

/* ---- PIPELINE --------------------------------------------------------------- */

static bool parse_specialization(parser *p, spvrt_amber_attach *a, const token *where)
{
    token t;
    char w[80];
    spvrt_amber_specialization spec = {0};
    if (!next_u32(p, &spec.id, "a specialization constant id", "SPECIALIZE"))
        return false;
    if (!expect_keyword(p, "AS", "SPECIALIZE"))
        return false;
    if (!expect_word(p, &t, "a data type", "SPECIALIZE"))
        return false;
    spvrt_amber_type type;
    if (!data_type(t.text, t.length, &type))
        return error_token(p, &t, "SPECIALIZE: unknown data type %s", word_text(&t, w));
    if (type.bits != 32 || type.rows != 1 || type.columns != 1)
        return error_token(p, &t, "SPECIALIZE: the type must be uint32, int32 or float, not %s", word_text(&t, w));
    spec.kind = type.kind;
    uint64_t v;
    if (!expect_word(p, &t, "a value", "SPECIALIZE") || !parse_value(p, &t, &type, &v))
        return false;
    spec.bits = (uint32_t)v;
    uint32_t cap = a->spec_count;
    spvrt_amber_specialization *specs = spvrt_realloc(p->ctx, a->specs, (size_t)(cap + 1) * sizeof *specs);
    if (!specs)
        return out_of_memory(p, where);
    a->specs = specs;
    a->specs[a->spec_count++] = spec;
    return true;
}

static bool parse_attach(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "a shader name", "ATTACH"))
        return false;
    uint32_t shader;
    if (!find_shader(p->script, &t, &shader))
        return error_token(p, &t, "ATTACH: unknown shader %s", word_text(&t, w));
    for (uint32_t i = 0; i < pl->attach_count && !pl->graph; i++)
        if (pl->attaches[i].shader == shader)
            return error_token(p, &t, "ATTACH: shader %s is already attached on line %u", word_text(&t, w),
                               pl->attaches[i].line);
    if (pl->attach_count > 0 && !pl->graph)
        return error_token(p, command, "ATTACH: a compute pipeline has one shader (attached on line %u)",
                           pl->attaches[0].line);
    if (p->script->shaders[shader].stage != SPVRT_AMBER_STAGE_COMPUTE)
        return error_token(p, &t, "ATTACH: shader %s is a ray-tracing shader; a %s pipeline takes compute "
                           "shaders", word_text(&t, w), pl->graph ? "execution_graph" : "compute");
    /* an execution graph: one ATTACH per node (docs/execution-graphs.md) */
    spvrt_amber_attach *grown = spvrt_realloc(p->ctx, pl->attaches, (size_t)(pl->attach_count + 1) * sizeof *grown);
    if (!grown)
        return out_of_memory(p, command);
    pl->attaches = grown;
    spvrt_amber_attach *a = &pl->attaches[pl->attach_count++];
    memset(a, 0, sizeof *a);
    a->node_index = SPVRT_SHADER_INDEX_UNUSED;
    a->shader = shader;
    a->line = command->line;
    t = next_token(&p->lx);
    if (word_is(&t, "TYPE")) {
        if (!expect_word(p, &t, "a shader type", "ATTACH TYPE"))
            return false;
        if (!word_is(&t, "compute"))
            return error_token(p, &t, "ATTACH TYPE %s: a compute pipeline takes compute shaders", word_text(&t, w));
        if (!expect_word(p, &t, "ENTRY_POINT", "ATTACH TYPE"))
            return false;
        if (!word_is(&t, "ENTRY_POINT"))
            return error_token(p, &t, "ATTACH TYPE: expected ENTRY_POINT, found %s", word_text(&t, w));
    }
    if (word_is(&t, "ENTRY_POINT")) {
        if (!expect_word(p, &t, "an entry point name", "ENTRY_POINT"))
            return false;
        a->entry_point = copy_word(p, &t);
        if (!a->entry_point)
            return false;
        t = next_token(&p->lx);
    } else {
        token main_name = t;
        main_name.text = "main";
        main_name.length = 4;
        a->entry_point = copy_word(p, &main_name);
        if (!a->entry_point)
            return false;
    }
    for (; t.kind == TOKEN_WORD; t = next_token(&p->lx)) {
        if (pl->graph && word_is(&t, "NODE_NAME")) {
            token name;
            if (a->node_name || !expect_word(p, &name, "a node name", "NODE_NAME"))
                return a->node_name ? error_token(p, &t, "ATTACH: NODE_NAME is given twice") : false;
            if (!(a->node_name = copy_word(p, &name)))
                return false;
            continue;
        }
        if (pl->graph && word_is(&t, "NODE_INDEX")) {
            if (!next_u32(p, &a->node_index, "a node index", "NODE_INDEX"))
                return false;
            continue;
        }
        if (!word_is(&t, "SPECIALIZE"))
            return error_token(p, &t, "unexpected %s in ATTACH", word_text(&t, w));
        if (!parse_specialization(p, a, &t))
            return false;
    }
    return true;
}

/* SCRATCH_SIZE MIN | MAX | bytes of an execution graph (vkGetExecutionGraphPipelineScratchSizeAMDX's range;
 * docs/execution-graphs.md) */
static bool parse_scratch_size(parser *p, spvrt_amber_pipeline *pl)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "MIN, MAX or a size in bytes", "SCRATCH_SIZE"))
        return false;
    if (word_is(&t, "MIN")) {
        pl->scratch_size = SPVRT_AMBER_SCRATCH_MIN;
    } else if (word_is(&t, "MAX")) {
        pl->scratch_size = SPVRT_AMBER_SCRATCH_MAX;
    } else {
        spvrt_amber_type u64 = {SPVRT_AMBER_UINT, 64, 1, 1};
        uint64_t v;
        if (!parse_value(p, &t, &u64, &v))
            return false;
        if (v == 0 || v == SPVRT_AMBER_SCRATCH_MIN)
            return error_token(p, &t, "SCRATCH_SIZE %s: give MIN, MAX or a size in bytes", word_text(&t, w));
        pl->scratch_size = v;
    }
    return end_of_statement(p, "SCRATCH_SIZE");
}

/* The pipeline's last bind, `bind`, takes a descriptor set and binding no other BIND of the pipeline has,
 * except one a DERIVE_PIPELINE inherited, which it replaces (Amber's ParsePipelineBind clears the parent's
 * buffers or samplers of that set and binding before adding the new one). */
static bool binding_is_new(parser *p, spvrt_amber_pipeline *pl, const spvrt_amber_bind *bind, const token *command)
{
    for (uint32_t i = 0; i + 1 < pl->bind_count; i++) {
        spvrt_amber_bind *o = &pl->binds[i];
        if (o->kind == SPVRT_AMBER_BIND_PUSH_CONSTANT || o->replaced || o->descriptor_set != bind->descriptor_set ||
            o->binding != bind->binding)
            continue;
        if (o->inherited) {
            o->replaced = true;
            continue;
        }
        return error_token(p, command, "BIND: descriptor set %u binding %u is already bound on line %u",
                           bind->descriptor_set, bind->binding, o->line);
    }
    return true;
}

/* BIND ACCELERATION_STRUCTURE tlas [DESCRIPTOR_SET s] BINDING b (Amber; DESCRIPTOR_SET defaults to 0 as for
 * buffers). */
static bool parse_bind_accel(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "a top level name", "BIND ACCELERATION_STRUCTURE"))
        return false;
    uint32_t tlas;
    if (!find_tlas(p->script, &t, &tlas)) {
        uint32_t blas;
        if (find_blas(p->script, &t, &blas))
            return error_token(p, &t, "BIND ACCELERATION_STRUCTURE: %s is a bottom level; shaders reach top levels",
                               word_text(&t, w));
        return error_token(p, &t, "BIND ACCELERATION_STRUCTURE: unknown top level %s", word_text(&t, w));
    }
    if (!GROW(p, command, pl->binds, pl->bind_count, pl->bind_capacity))
        return false;
    spvrt_amber_bind *bind = &pl->binds[pl->bind_count++];
    memset(bind, 0, sizeof *bind);
    bind->kind = SPVRT_AMBER_BIND_ACCEL;
    bind->tlas = tlas;
    bind->line = command->line;
    if (!expect_word(p, &t, "DESCRIPTOR_SET or BINDING", "BIND"))
        return false;
    if (word_is(&t, "DESCRIPTOR_SET")) {
        if (!next_u32(p, &bind->descriptor_set, "a descriptor set", "DESCRIPTOR_SET"))
            return false;
        if (!expect_word(p, &t, "BINDING", "BIND"))
            return false;
    }
    if (!word_is(&t, "BINDING"))
        return error_token(p, &t, "BIND: expected BINDING, found %s", word_text(&t, w));
    if (!next_u32(p, &bind->binding, "a binding number", "BINDING"))
        return false;
    if (!binding_is_new(p, pl, bind, command))
        return false;
    return end_of_statement(p, "BINDING");
}

/* [DESCRIPTOR_SET s] BINDING n, the first word already in t; then the binding must be new in the pipeline. */
static bool parse_set_binding(parser *p, spvrt_amber_pipeline *pl, spvrt_amber_bind *bind, const token *command,
                              token *t)
{
    char w[80];
    if (word_is(t, "DESCRIPTOR_SET")) {
        if (!next_u32(p, &bind->descriptor_set, "a descriptor set", "DESCRIPTOR_SET"))
            return false;
        if (!expect_word(p, t, "BINDING", "BIND"))
            return false;
    }
    if (!word_is(t, "BINDING")) {
        if (word_is(t, "KERNEL"))
            return error_token(p, t, "BIND ... KERNEL (OpenCL arguments) is outside the compute subset of "
                               "AmberScript that spvrt runs");
        return error_token(p, t, "BIND: expected BINDING, found %s", word_text(t, w));
    }
    if (!next_u32(p, &bind->binding, "a binding number", "BINDING"))
        return false;
    if (!binding_is_new(p, pl, bind, command))
        return false;
    return true;
}

/* BIND SAMPLER s | SAMPLER_ARRAY s1 s2 ... [DESCRIPTOR_SET n] BINDING m (docs/amber_script.md). */
static bool parse_bind_sampler(parser *p, spvrt_amber_pipeline *pl, const token *command, bool is_array)
{
    token t;
    char w[80];
    if (!GROW(p, command, pl->binds, pl->bind_count, pl->bind_capacity))
        return false;
    spvrt_amber_bind *bind = &pl->binds[pl->bind_count++];
    memset(bind, 0, sizeof *bind);
    bind->kind = SPVRT_AMBER_BIND_SAMPLER;
    bind->is_array = is_array;
    bind->line = command->line;
    uint32_t capacity = 0;
    for (;;) {
        if (!expect_word(p, &t, "a sampler name", "BIND SAMPLER"))
            return false;
        if (bind->sampler_count > 0 && (word_is(&t, "DESCRIPTOR_SET") || word_is(&t, "BINDING") ||
                                        word_is(&t, "KERNEL") || !is_array))
            break;
        uint32_t index;
        if (!find_sampler(p->script, &t, &index))
            return error_token(p, &t, "BIND SAMPLER: unknown sampler %s", word_text(&t, w));
        if (bind->sampler_count == SPVRT_AMBER_MAX_ARRAY_BUFFERS)
            return error_token(p, &t, "BIND SAMPLER_ARRAY: more than %u samplers", SPVRT_AMBER_MAX_ARRAY_BUFFERS);
        if (!GROW(p, &t, bind->samplers, bind->sampler_count, capacity))
            return false;
        bind->samplers[bind->sampler_count++] = index;
    }
    if (!parse_set_binding(p, pl, bind, command, &t))
        return false;
    return end_of_statement(p, "BINDING");
}

static bool is_image_kind(spvrt_amber_bind_kind k)
{
    return k == SPVRT_AMBER_BIND_STORAGE_IMAGE || k == SPVRT_AMBER_BIND_SAMPLED_IMAGE ||
           k == SPVRT_AMBER_BIND_COMBINED_IMAGE_SAMPLER;
}

static bool parse_offset_list(parser *p, spvrt_amber_bind *bind, uint64_t *list, const char *name)
{
    token t;
    for (uint32_t i = 0; i < bind->buffer_count; i++)
        if (!expect_word(p, &t, "one value per buffer", name) ||
            !parse_integer_value(p, &t, SPVRT_AMBER_UINT, 64, &list[i]))
            return false;
    return true;
}

static bool parse_bind(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "BUFFER or BUFFER_ARRAY", "BIND"))
        return false;
    if (word_is(&t, "ACCELERATION_STRUCTURE"))
        return parse_bind_accel(p, pl, command);
    if (word_is(&t, "SAMPLER") || word_is(&t, "SAMPLER_ARRAY"))
        return parse_bind_sampler(p, pl, command, word_is(&t, "SAMPLER_ARRAY"));
    bool is_array = word_is(&t, "BUFFER_ARRAY");
    if (!is_array && !word_is(&t, "BUFFER"))
        return error_token(p, &t, "BIND: expected BUFFER or BUFFER_ARRAY, found %s", word_text(&t, w));
    if (!GROW(p, command, pl->binds, pl->bind_count, pl->bind_capacity))
        return false;
    spvrt_amber_bind *bind = &pl->binds[pl->bind_count++];
    memset(bind, 0, sizeof *bind);
    bind->is_array = is_array;
    bind->line = command->line;
    uint32_t capacity = 0;
    for (;;) {
        if (!expect_word(p, &t, is_array ? "a buffer name or AS" : "a buffer name", "BIND"))
            return false;
        if (bind->buffer_count > 0 && (word_is(&t, "AS") || !is_array))
            break;
        uint32_t index;
        if (!find_buffer(p->script, &t, &index))
            return error_token(p, &t, "BIND: unknown buffer %s", word_text(&t, w));
        if (bind->buffer_count == SPVRT_AMBER_MAX_ARRAY_BUFFERS)
            return error_token(p, &t, "BIND BUFFER_ARRAY: more than %u buffers", SPVRT_AMBER_MAX_ARRAY_BUFFERS);
        if (!GROW(p, &t, bind->buffers, bind->buffer_count, capacity))
            return false;
        bind->buffers[bind->buffer_count++] = index;
    }
    if (!word_is(&t, "AS")) {
        if (word_is(&t, "KERNEL"))
            return error_token(p, &t, "BIND ... KERNEL (OpenCL arguments) is outside the compute subset of "
                               "AmberScript that spvrt runs");
        return error_token(p, &t, "BIND: expected AS, found %s", word_text(&t, w));
    }
    if (!expect_word(p, &t, "storage, uniform or push_constant", "BIND"))
        return false;
    static const struct { const char *name; spvrt_amber_bind_kind kind; } kinds[] = {
        {"storage", SPVRT_AMBER_BIND_STORAGE},
        {"uniform", SPVRT_AMBER_BIND_UNIFORM},
        {"storage_dynamic", SPVRT_AMBER_BIND_STORAGE_DYNAMIC},
        {"uniform_dynamic", SPVRT_AMBER_BIND_UNIFORM_DYNAMIC},
        {"storage_texel_buffer", SPVRT_AMBER_BIND_STORAGE_TEXEL_BUFFER},
        {"uniform_texel_buffer", SPVRT_AMBER_BIND_UNIFORM_TEXEL_BUFFER},
        {"storage_image", SPVRT_AMBER_BIND_STORAGE_IMAGE},
        {"sampled_image", SPVRT_AMBER_BIND_SAMPLED_IMAGE},
        {"combined_image_sampler", SPVRT_AMBER_BIND_COMBINED_IMAGE_SAMPLER},
    };
    size_t ki = 0;
    while (ki < sizeof kinds / sizeof kinds[0] && !word_is(&t, kinds[ki].name))
        ki++;
    if (word_is(&t, "push_constant") && !is_array) {
        bind->kind = SPVRT_AMBER_BIND_PUSH_CONSTANT;
        for (uint32_t i = 0; i + 1 < pl->bind_count; i++)
            if (pl->binds[i].kind == SPVRT_AMBER_BIND_PUSH_CONSTANT)
                return error_token(p, command, "BIND: the pipeline already has a push constant buffer (line %u)",
                                   pl->binds[i].line);
        return end_of_statement(p, "BIND ... AS push_constant");
    }
    if (ki == sizeof kinds / sizeof kinds[0]) {
        if (word_is(&t, "color") || word_is(&t, "depth_stencil") || word_is(&t, "resolve"))
            return error_token(p, &t, "BIND AS %s is outside the compute subset of AmberScript that spvrt runs",
                               word_text(&t, w));
        return error_token(p, &t, "BIND: unknown buffer type %s", word_text(&t, w));
    }
    bind->kind = kinds[ki].kind;
    bool dynamic = bind->kind == SPVRT_AMBER_BIND_STORAGE_DYNAMIC || bind->kind == SPVRT_AMBER_BIND_UNIFORM_DYNAMIC;
    bool texel = bind->kind == SPVRT_AMBER_BIND_STORAGE_TEXEL_BUFFER ||
                 bind->kind == SPVRT_AMBER_BIND_UNIFORM_TEXEL_BUFFER;
    bool image = is_image_kind(bind->kind);
    /* what each buffer must be */
    for (uint32_t i = 0; i < bind->buffer_count; i++) {
        const spvrt_amber_buffer *b = &p->script->buffers[bind->buffers[i]];
        if ((texel || image) && spvrt_amber_texel_size(b) == 0)
            return error_token(p, &t, "BIND AS %s: buffer '%s' has no texel format (FORMAT, a format as DATA_TYPE, "
                               "or a scalar, vec2 or vec4 type)", kinds[ki].name, b->name);
        if ((texel || image) && b->layout == SPVRT_AMBER_STD140)
            return error_token(p, &t, "BIND AS %s: buffer '%s' is STD140; texels are tightly packed", kinds[ki].name,
                               b->name);
        if (image && !b->is_image)
            return error_token(p, &t, "BIND AS %s: buffer '%s' is not an image (declare it with IMAGE, or BUFFER ... "
                               "WIDTH w HEIGHT h)", kinds[ki].name, b->name);
        if (!image && b->is_image && b->samples > 1)
            return error_token(p, &t, "BIND AS %s: image '%s' is multisampled", kinds[ki].name, b->name);
    }
    if (!expect_word(p, &t, "DESCRIPTOR_SET or BINDING", "BIND"))
        return false;
    if (bind->kind == SPVRT_AMBER_BIND_COMBINED_IMAGE_SAMPLER) {
        if (!word_is(&t, "SAMPLER"))
            return error_token(p, &t, "BIND AS combined_image_sampler: expected SAMPLER, found %s", word_text(&t, w));
        token sname;
        uint32_t index;
        if (!expect_word(p, &sname, "a sampler name", "SAMPLER"))
            return false;
        if (!find_sampler(p->script, &sname, &index))
            return error_token(p, &sname, "BIND: unknown sampler %s", word_text(&sname, w));
        bind->samplers = spvrt_alloc(p->ctx, sizeof *bind->samplers);
        if (!bind->samplers)
            return out_of_memory(p, &sname);
        bind->samplers[0] = index;
        bind->sampler_count = 1;
        if (!expect_word(p, &t, "DESCRIPTOR_SET or BINDING", "BIND"))
            return false;
    }
    if (!parse_set_binding(p, pl, bind, command, &t))
        return false;
    bind->offsets = spvrt_alloc_zero(p->ctx, bind->buffer_count, sizeof *bind->offsets);
    bind->ranges = spvrt_alloc(p->ctx, bind->buffer_count * sizeof *bind->ranges);
    if (!bind->offsets || !bind->ranges)
        return out_of_memory(p, command);
    for (uint32_t i = 0; i < bind->buffer_count; i++)
        bind->ranges[i] = SPVRT_AMBER_WHOLE_SIZE;
    if (dynamic) {
        bind->dynamic_offsets = spvrt_alloc_zero(p->ctx, bind->buffer_count, sizeof *bind->dynamic_offsets);
        if (!bind->dynamic_offsets)
            return out_of_memory(p, command);
    }
    t = next_token(&p->lx);
    bool seen_offset = false, seen_range = false, seen_dynamic = false, seen_level = false;
    while (t.kind == TOKEN_WORD) {
        if (word_is(&t, "OFFSET") && dynamic && !seen_dynamic) {
            /* the dynamic offsets (pDynamicOffsets of vkCmdBindDescriptorSets), one per buffer */
            seen_dynamic = true;
            if (!parse_offset_list(p, bind, bind->dynamic_offsets, "OFFSET"))
                return false;
        } else if (word_is(&t, "DESCRIPTOR_OFFSET") && !seen_offset && !texel && !image) {
            seen_offset = true;
            if (!parse_offset_list(p, bind, bind->offsets, "DESCRIPTOR_OFFSET"))
                return false;
        } else if (word_is(&t, "DESCRIPTOR_RANGE") && !seen_range && !texel && !image) {
            seen_range = true;
            if (!parse_offset_list(p, bind, bind->ranges, "DESCRIPTOR_RANGE"))
                return false;
        } else if (word_is(&t, "BASE_MIP_LEVEL") && image && !seen_level) {
            seen_level = true;
            token l;
            if (!expect_word(p, &l, "a level", "BASE_MIP_LEVEL") || !parse_u32(p, &l, &bind->base_mip_level))
                return false;
            for (uint32_t i = 0; i < bind->buffer_count; i++) {
                const spvrt_amber_buffer *b = &p->script->buffers[bind->buffers[i]];
                if (bind->base_mip_level >= b->mip_levels)
                    return error_token(p, &l, "BASE_MIP_LEVEL %u: image '%s' has %u level%s", bind->base_mip_level,
                                       b->name, b->mip_levels, b->mip_levels == 1 ? "" : "s");
            }
        } else {
            return error_token(p, &t, "unexpected %s after BINDING", word_text(&t, w));
        }
        t = next_token(&p->lx);
    }
    if (dynamic && !seen_dynamic)
        return error_token(p, command, "BIND AS %s needs OFFSET, one dynamic offset per buffer", kinds[ki].name);
    return true;
}

static bool parse_pipeline_body(parser *p, const token *command, spvrt_amber_pipeline *pl);

/* Pipeline body commands Amber has for graphics (and ray-tracing) pipelines only. */
static bool graphics_pipeline_word(const token *t)
{
    static const char *const words[] = {"FRAMEBUFFER_SIZE", "VIEWPORT", "VERTEX_DATA", "INDEX_DATA", "POLYGON_MODE",
                                        "DEPTH", "STENCIL", "BLEND", "PATCH_CONTROL_POINTS"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (word_is(t, words[i]))
            return true;
    return false;
}

static bool parse_pipeline(parser *p, const token *command)
{
    token t, name;
    char w[80];
    if (!expect_word(p, &t, "a pipeline type", "PIPELINE"))
        return false;
    /* Amber's ToPipelineType spells it raytracing, its docs/amber_script.md ray_tracing: both are taken */
    bool ray_tracing = word_is(&t, "raytracing") || word_is(&t, "ray_tracing");
    bool graph = word_is(&t, "execution_graph"); /* spvrt's (docs/execution-graphs.md) */
    if (!word_is(&t, "compute") && !ray_tracing && !graph) {
        if (word_is(&t, "graphics"))
            return not_supported(p, &t, "PIPELINE %s is not supported yet: spvrt runs compute pipelines only",
                                 word_text(&t, w));
        return error_token(p, &t, "PIPELINE: unknown pipeline type %s", word_text(&t, w));
    }
    if (!expect_word(p, &name, "a pipeline name", "PIPELINE"))
        return false;
    uint32_t existing;
    if (find_pipeline(p->script, &name, &existing))
        return error_token(p, &name, "pipeline %s is already declared on line %u", word_text(&name, w),
                           p->script->pipelines[existing].line);
    if (!end_of_statement(p, "PIPELINE"))
        return false;
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->pipelines, s->pipeline_count, s->pipeline_capacity))
        return false;
    spvrt_amber_pipeline *pl = &s->pipelines[s->pipeline_count];
    memset(pl, 0, sizeof *pl);
    pl->name = copy_word(p, &name);
    if (!pl->name)
        return false;
    pl->line = command->line;
    pl->ray_tracing = ray_tracing;
    pl->graph = graph;
    pl->max_ray_recursion_depth = 1; /* docs/amber_script.md: 1 without MAX_RAY_RECURSION_DEPTH */
    s->pipeline_count++;
    return parse_pipeline_body(p, command, pl);
}

/* DERIVE_PIPELINE NAME FROM PARENT, then a pipeline body: a copy of the
 * parent (its ATTACH, BINDs, SUBGROUP and SHADER_OPTIMIZATION) changed by
 * the body's commands (Amber's ParseDerivePipelineBlock: parent->Clone()).
 * A BIND of the body at an inherited descriptor set and binding replaces
 * the inherited one.  Of a ray-tracing parent, Pipeline::Clone copies the
 * shaders and the buffer bindings only: not the acceleration structure and
 * sampler bindings (tlases_, samplers_), the SHADER_GROUPs and
 * SHADER_BINDING_TABLEs, FLAGS, USE_LIBRARY, MAX_RAY_PAYLOAD_SIZE and
 * MAX_RAY_HIT_ATTRIBUTE_SIZE (0 again) or MAX_RAY_RECURSION_DEPTH (1 again):
 * the derived body declares what it needs of those (the copied shaders
 * are stages no group names, which change nothing a RUN shows). */
static bool parse_derive_pipeline(parser *p, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a pipeline name", "DERIVE_PIPELINE"))
        return false;
    uint32_t existing, parent;
    if (find_pipeline(p->script, &name, &existing))
        return error_token(p, &name, "pipeline %s is already declared on line %u", word_text(&name, w),
                           p->script->pipelines[existing].line);
    if (!expect_keyword(p, "FROM", "DERIVE_PIPELINE") || !expect_word(p, &t, "a parent pipeline", "FROM"))
        return false;
    if (!find_pipeline(p->script, &t, &parent))
        return error_token(p, &t, "DERIVE_PIPELINE: unknown pipeline %s", word_text(&t, w));
    if (!end_of_statement(p, "DERIVE_PIPELINE"))
        return false;
    spvrt_amber_script *s = p->script;
    if (!GROW(p, command, s->pipelines, s->pipeline_count, s->pipeline_capacity))
        return false;
    const spvrt_amber_pipeline *from = &s->pipelines[parent];
    spvrt_amber_pipeline *pl = &s->pipelines[s->pipeline_count];
    memset(pl, 0, sizeof *pl);
    pl->name = copy_word(p, &name);
    if (!pl->name)
        return false;
    pl->line = command->line;
    s->pipeline_count++; /* from here on freed with the script, whatever fails below */
    pl->ray_tracing = from->ray_tracing;
    pl->max_ray_recursion_depth = 1; /* docs/amber_script.md: 1 without MAX_RAY_RECURSION_DEPTH */
    pl->full_subgroups = from->full_subgroups;
    pl->varying_subgroup_size = from->varying_subgroup_size;
    pl->required_subgroup_size = from->required_subgroup_size;
    pl->subgroup_line = from->subgroup_line;
    pl->optimization_line = from->optimization_line;
    for (uint32_t i = 0; i < from->optimization_count; i++) {
        if (!GROW(p, command, pl->optimizations, pl->optimization_count, pl->optimization_capacity))
            return false;
        pl->optimizations[pl->optimization_count] =
            copy_string(p, from->optimizations[i], strlen(from->optimizations[i]), command);
        if (!pl->optimizations[pl->optimization_count])
            return false;
        pl->optimization_count++;
    }
    if (from->attach_count) {
        const spvrt_amber_attach *fa = &from->attaches[0];
        spvrt_amber_attach *a = spvrt_alloc_zero(p->ctx, 1, sizeof *a);
        if (!a)
            return out_of_memory(p, command);
        pl->attaches = a;
        pl->attach_count = 1;
        a->shader = fa->shader;
        a->line = fa->line;
        a->entry_point = copy_string(p, fa->entry_point, strlen(fa->entry_point), command);
        if (!a->entry_point)
            return false;
        if (fa->spec_count) {
            a->specs = spvrt_alloc(p->ctx, fa->spec_count * sizeof *a->specs);
            if (!a->specs)
                return out_of_memory(p, command);
            memcpy(a->specs, fa->specs, fa->spec_count * sizeof *a->specs);
            a->spec_count = fa->spec_count;
        }
    }
    for (uint32_t i = 0; i < from->bind_count; i++) {
        if (!GROW(p, command, pl->binds, pl->bind_count, pl->bind_capacity))
            return false;
        from = &s->pipelines[parent]; /* GROW above may not move s->pipelines, but stay safe */
        const spvrt_amber_bind *fb = &from->binds[i];
        if (from->ray_tracing && (fb->kind == SPVRT_AMBER_BIND_ACCEL || fb->kind == SPVRT_AMBER_BIND_SAMPLER))
            continue; /* not in Pipeline::Clone (above) */
        spvrt_amber_bind *b = &pl->binds[pl->bind_count];
        *b = *fb;
        b->buffers = NULL;
        b->offsets = b->ranges = b->dynamic_offsets = NULL;
        b->samplers = NULL;
        b->inherited = true;
        pl->bind_count++;
        uint32_t n = fb->buffer_count ? fb->buffer_count : 1;
        b->buffers = spvrt_alloc(p->ctx, n * sizeof *b->buffers);
        b->offsets = spvrt_alloc(p->ctx, n * sizeof *b->offsets);
        b->ranges = spvrt_alloc(p->ctx, n * sizeof *b->ranges);
        if (!b->buffers || !b->offsets || !b->ranges)
            return out_of_memory(p, command);
        if (fb->buffers)
            memcpy(b->buffers, fb->buffers, fb->buffer_count * sizeof *b->buffers);
        if (fb->offsets)
            memcpy(b->offsets, fb->offsets, fb->buffer_count * sizeof *b->offsets);
        if (fb->ranges)
            memcpy(b->ranges, fb->ranges, fb->buffer_count * sizeof *b->ranges);
        /* each pipeline frees its own arrays */
        if (fb->dynamic_offsets) {
            b->dynamic_offsets = spvrt_alloc(p->ctx, n * sizeof *b->dynamic_offsets);
            if (!b->dynamic_offsets)
                return out_of_memory(p, command);
            memcpy(b->dynamic_offsets, fb->dynamic_offsets, fb->buffer_count * sizeof *b->dynamic_offsets);
        }
        if (fb->samplers && fb->sampler_count) {
            b->samplers = spvrt_alloc(p->ctx, fb->sampler_count * sizeof *b->samplers);
            if (!b->samplers)
                return out_of_memory(p, command);
            memcpy(b->samplers, fb->samplers, fb->sampler_count * sizeof *b->samplers);
        }
    }
    return parse_pipeline_body(p, command, pl);
}

/* on or off (SUBGROUP's FULLY_POPULATED, VARYING_SIZE). */
static bool parse_on_off(parser *p, const char *what, bool *out)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "on or off", what))
        return false;
    if (!word_is(&t, "on") && !word_is(&t, "off"))
        return error_token(p, &t, "%s: expected on or off, found %s", what, word_text(&t, w));
    *out = word_is(&t, "on");
    return true;
}

static bool script_requires(const spvrt_amber_script *s, const char *feature)
{
    for (uint32_t i = 0; i < s->device_feature_count; i++)
        if (strcmp(s->device_features[i], feature) == 0)
            return true;
    return false;
}

/* The shader named by the next word of a pipeline's SUBGROUP or SHADER_OPTIMIZATION block: it must be the one
 * attached to the pipeline. */
static bool next_attached_shader(parser *p, const spvrt_amber_pipeline *pl, const char *command)
{
    token t;
    char w[80];
    uint32_t shader;
    if (!expect_word(p, &t, "a shader name", command))
        return false;
    if (!find_shader(p->script, &t, &shader))
        return error_token(p, &t, "%s: unknown shader %s", command, word_text(&t, w));
    if (pl->attach_count == 0 || pl->attaches[0].shader != shader)
        return error_token(p, &t, "%s: shader %s is not attached to pipeline '%s'", command, word_text(&t, w),
                           pl->name);
    return true;
}

/* SUBGROUP shader (FULLY_POPULATED on|off | VARYING_SIZE on|off | REQUIRED_SIZE n|MIN|MAX)... END
 * (Amber's ParsePipelineSubgroup: each option needs its SubgroupSizeControl DEVICE_FEATURE first). */
static bool parse_pipeline_subgroup(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token t;
    char w[80];
    if (!next_attached_shader(p, pl, "SUBGROUP"))
        return false;
    pl->subgroup_line = command->line;
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "SUBGROUP has no END");
        if (word_is(&t, "END"))
            return end_of_statement(p, "END");
        bool full = word_is(&t, "FULLY_POPULATED");
        if (!full && !word_is(&t, "VARYING_SIZE") && !word_is(&t, "REQUIRED_SIZE"))
            return error_token(p, &t, "SUBGROUP: unknown option %s (FULLY_POPULATED, VARYING_SIZE, REQUIRED_SIZE)",
                               word_text(&t, w));
        const char *feature = full ? "SubgroupSizeControl.computeFullSubgroups"
                                   : "SubgroupSizeControl.subgroupSizeControl";
        if (!script_requires(p->script, feature))
            return error_token(p, &t, "SUBGROUP %s needs DEVICE_FEATURE %s before it", word_text(&t, w), feature);
        bool ok;
        if (full) {
            ok = parse_on_off(p, "FULLY_POPULATED", &pl->full_subgroups);
        } else if (word_is(&t, "VARYING_SIZE")) {
            ok = parse_on_off(p, "VARYING_SIZE", &pl->varying_subgroup_size);
        } else {
            token v;
            ok = expect_word(p, &v, "a subgroup size, MIN or MAX", "REQUIRED_SIZE");
            if (ok && word_is(&v, "MIN"))
                pl->required_subgroup_size = SPVRT_AMBER_SUBGROUP_SIZE_MIN;
            else if (ok && word_is(&v, "MAX"))
                pl->required_subgroup_size = SPVRT_AMBER_SUBGROUP_SIZE_MAX;
            else if (ok) {
                uint32_t n;
                ok = parse_u32(p, &v, &n);
                if (ok && (n == 0 || (n & (n - 1)) || n > 128))
                    return error_token(p, &v, "REQUIRED_SIZE %u is not a power of two up to 128", n);
                pl->required_subgroup_size = n;
            }
        }
        if (!ok)
            return false;
    }
}

/* SHADER_OPTIMIZATION shader, then spirv-opt flags one per line, END (Amber
 * hands them to SPIRV-Tools' Optimizer::RegisterPassesFromFlags). */
/* The spirv-opt flags SHADER_OPTIMIZATION passes on: the optimization passes `spirv-opt --help` lists (Debian's
 * SPIRV-Tools 2023.1 and SPIRV-Tools 47c74f48), which Amber hands to Optimizer::RegisterPassesFromFlags.  The
 * tool's other options are not passes and stay out: files (--config-file, -Oconfig=, -o), the environment
 * (--target-env, which spvrt sets), reports (--print-all, --time-report, --help, --version), the validator's
 * settings (--skip-validation, --relax-*, --*-block-layout, --before-hlsl-legalization, --max-id-bound) and
 * --preserve-*.  A flag of the VALUE column takes --flag=V (none: never; optional: [=V]; required: =V), V of
 * letters, digits and _ : , . + - only (no path). */
typedef enum pass_value { PASS_NO_VALUE = 0, PASS_OPTIONAL_VALUE = 1, PASS_VALUE = 2 } pass_value;

static bool spirv_opt_pass_flag(const token *t)
{
    static const struct { const char *flag; pass_value value; } passes[] = {
        {"-O", PASS_NO_VALUE}, {"-Os", PASS_NO_VALUE},
        {"--amd-ext-to-khr", PASS_NO_VALUE}, {"--canonicalize-ids", PASS_NO_VALUE}, {"--ccp", PASS_NO_VALUE},
        {"--cfg-cleanup", PASS_NO_VALUE}, {"--combine-access-chains", PASS_NO_VALUE},
        {"--compact-ids", PASS_NO_VALUE}, {"--convert-local-access-chains", PASS_NO_VALUE},
        {"--convert-relaxed-to-half", PASS_NO_VALUE}, {"--convert-to-sampled-image", PASS_VALUE},
        {"--copy-propagate-arrays", PASS_NO_VALUE}, {"--descriptor-array-scalar-replacement", PASS_NO_VALUE},
        {"--descriptor-composite-scalar-replacement", PASS_NO_VALUE},
        {"--descriptor-scalar-replacement", PASS_NO_VALUE}, {"--eliminate-dead-branches", PASS_NO_VALUE},
        {"--eliminate-dead-code-aggressive", PASS_NO_VALUE}, {"--eliminate-dead-const", PASS_NO_VALUE},
        {"--eliminate-dead-functions", PASS_NO_VALUE}, {"--eliminate-dead-input-components", PASS_NO_VALUE},
        {"--eliminate-dead-inserts", PASS_NO_VALUE}, {"--eliminate-dead-variables", PASS_NO_VALUE},
        {"--eliminate-insert-extract", PASS_NO_VALUE}, {"--eliminate-local-multi-store", PASS_NO_VALUE},
        {"--eliminate-local-single-block", PASS_NO_VALUE}, {"--eliminate-local-single-store", PASS_NO_VALUE},
        {"--fix-func-call-param", PASS_NO_VALUE}, {"--flatten-decorations", PASS_NO_VALUE},
        {"--fold-spec-const-op-composite", PASS_NO_VALUE}, {"--freeze-spec-const", PASS_NO_VALUE},
        {"--graphics-robust-access", PASS_NO_VALUE}, {"--if-conversion", PASS_NO_VALUE},
        {"--inline-entry-points-exhaustive", PASS_NO_VALUE}, {"--legalize-hlsl", PASS_NO_VALUE},
        {"--legalize-multidim-array", PASS_NO_VALUE}, {"--local-redundancy-elimination", PASS_NO_VALUE},
        {"--loop-fission", PASS_VALUE}, {"--loop-fusion", PASS_VALUE},
        {"--loop-invariant-code-motion", PASS_NO_VALUE}, {"--loop-peeling", PASS_NO_VALUE},
        {"--loop-peeling-threshold", PASS_VALUE}, {"--loop-unroll", PASS_NO_VALUE},
        {"--loop-unroll-partial", PASS_VALUE}, {"--loop-unswitch", PASS_NO_VALUE}, {"--merge-blocks", PASS_NO_VALUE},
        {"--merge-return", PASS_NO_VALUE}, {"--modify-maximal-reconvergence", PASS_VALUE},
        {"--private-to-local", PASS_NO_VALUE}, {"--reduce-load-size", PASS_OPTIONAL_VALUE},
        {"--redundancy-elimination", PASS_NO_VALUE}, {"--relax-float-ops", PASS_NO_VALUE},
        {"--remove-duplicates", PASS_NO_VALUE}, {"--remove-unused-interface-variables", PASS_NO_VALUE},
        {"--replace-desc-array-access-using-var-index", PASS_NO_VALUE}, {"--replace-invalid-opcode", PASS_NO_VALUE},
        {"--resolve-binding-conflicts", PASS_NO_VALUE}, {"--scalar-replacement", PASS_OPTIONAL_VALUE},
        {"--set-spec-const-default-value", PASS_VALUE}, {"--simplify-instructions", PASS_NO_VALUE},
        {"--split-combined-image-sampler", PASS_NO_VALUE}, {"--spread-volatile-semantics", PASS_NO_VALUE},
        {"--ssa-rewrite", PASS_NO_VALUE}, {"--strength-reduction", PASS_NO_VALUE}, {"--strip-debug", PASS_NO_VALUE},
        {"--strip-nonsemantic", PASS_NO_VALUE}, {"--strip-reflect", PASS_NO_VALUE},
        {"--struct-packing", PASS_VALUE}, {"--switch-descriptorset", PASS_VALUE},
        {"--trim-capabilities", PASS_NO_VALUE}, {"--unify-const", PASS_NO_VALUE},
        {"--upgrade-memory-model", PASS_NO_VALUE}, {"--vector-dce", PASS_NO_VALUE},
        {"--workaround-1209", PASS_NO_VALUE}, {"--wrap-opkill", PASS_NO_VALUE},
    };
    const char *eq = memchr(t->text, '=', t->length);
    size_t name_length = eq ? (size_t)(eq - t->text) : t->length;
    for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++) {
        if (strlen(passes[i].flag) != name_length || memcmp(passes[i].flag, t->text, name_length) != 0)
            continue;
        if (!eq)
            return passes[i].value != PASS_VALUE;
        if (passes[i].value == PASS_NO_VALUE || eq + 1 == t->text + t->length)
            return false;
        for (const char *c = eq + 1; c < t->text + t->length; c++)
            if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '_' ||
                  *c == ':' || *c == ',' || *c == '.' || *c == '+' || *c == '-'))
                return false;
        return true;
    }
    return false;
}

static bool parse_shader_optimization(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token t;
    char w[80];
    if (!next_attached_shader(p, pl, "SHADER_OPTIMIZATION"))
        return false;
    if (!end_of_statement(p, "SHADER_OPTIMIZATION"))
        return false;
    pl->optimization_line = command->line;
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "SHADER_OPTIMIZATION has no END");
        if (word_is(&t, "END"))
            return end_of_statement(p, "END");
        if (!spirv_opt_pass_flag(&t))
            return error_token(p, &t, "SHADER_OPTIMIZATION: %s is not a spirv-opt optimization pass flag spvrt "
                               "passes on (-O, -Os, --merge-blocks, ...; --flag=V takes V of letters, digits, "
                               "_:,.+- only)", word_text(&t, w));
        if (!GROW(p, &t, pl->optimizations, pl->optimization_count, pl->optimization_capacity))
            return false;
        pl->optimizations[pl->optimization_count] = copy_word(p, &t);
        if (!pl->optimizations[pl->optimization_count])
            return false;
        pl->optimization_count++;
    }
}

/* The body of PIPELINE compute or DERIVE_PIPELINE, up to END. */
/* ---- ray-tracing pipelines (parsed; the runner refuses them as not supported yet) ----------------- */

/* Pipeline body commands of ray-tracing pipelines (google/amber docs/amber_script.md "Pipelines"). */
static bool ray_tracing_pipeline_word(const token *t)
{
    static const char *const words[] = {"SHADER_GROUP", "SHADER_BINDING_TABLE", "MAX_RAY_PAYLOAD_SIZE",
                                        "MAX_RAY_HIT_ATTRIBUTE_SIZE", "MAX_RAY_RECURSION_DEPTH", "FLAGS",
                                        "USE_LIBRARY"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (word_is(t, words[i]))
            return true;
    return false;
}

static bool find_group(const spvrt_amber_pipeline *pl, const token *t, uint32_t *index)
{
    for (uint32_t i = 0; i < pl->group_count; i++)
        if (strlen(pl->groups[i].name) == t->length && memcmp(pl->groups[i].name, t->text, t->length) == 0)
            return *index = i, true;
    return false;
}

/* A group of pipeline `pl` or, depth first in USE_LIBRARY order, of its libraries (Amber's
 * Script::FindShaderGroup; docs: "the shader binding table can use shader groups from any of the used
 * libraries").  Libraries precede their users in script->pipelines, so the search ends. */
static bool find_group_in_libraries(const spvrt_amber_script *s, uint32_t pl, const token *t, uint32_t *pipeline,
                                    uint32_t *group)
{
    if (find_group(&s->pipelines[pl], t, group))
        return *pipeline = pl, true;
    for (uint32_t i = 0; i < s->pipelines[pl].library_count; i++)
        if (s->pipelines[pl].libraries[i] < pl &&
            find_group_in_libraries(s, s->pipelines[pl].libraries[i], t, pipeline, group))
            return true;
    return false;
}

static const char *const stage_names[] = {"compute", "ray_generation", "any_hit", "closest_hit", "miss",
                                          "intersection", "callable"};

/* SHADER_GROUP name shader... (Amber's ParsePipelineShaderGroup; Vulkan "Ray Tracing Pipelines",
 * VkRayTracingShaderGroupCreateInfoKHR): one ray generation, miss or callable shader makes a general group;
 * closest hit, any hit and intersection shaders, each at most once, a hit group. */
static bool parse_shader_group(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a group name", "SHADER_GROUP"))
        return false;
    uint32_t existing;
    if (find_group(pl, &name, &existing))
        return error_token(p, &name, "SHADER_GROUP %s is already declared on line %u", word_text(&name, w),
                           pl->groups[existing].line);
    spvrt_amber_shader_group g = {NULL, command->line, SPVRT_AMBER_NO_SHADER, SPVRT_AMBER_NO_SHADER,
                                  SPVRT_AMBER_NO_SHADER, SPVRT_AMBER_NO_SHADER};
    bool hit = false, any = false;
    for (t = next_token(&p->lx); t.kind == TOKEN_WORD; t = next_token(&p->lx)) {
        uint32_t shader;
        if (!find_shader(p->script, &t, &shader))
            return error_token(p, &t, "SHADER_GROUP: unknown shader %s", word_text(&t, w));
        spvrt_amber_stage stage = p->script->shaders[shader].stage;
        uint32_t *slot;
        switch (stage) {
        case SPVRT_AMBER_STAGE_RAY_GENERATION:
        case SPVRT_AMBER_STAGE_MISS:
        case SPVRT_AMBER_STAGE_CALLABLE:
            if (hit)
                return error_token(p, &t, "SHADER_GROUP: a hit group cannot hold %s shader %s",
                                   stage_names[stage], word_text(&t, w));
            slot = &g.general;
            break;
        case SPVRT_AMBER_STAGE_CLOSEST_HIT: slot = &g.closest_hit; break;
        case SPVRT_AMBER_STAGE_ANY_HIT: slot = &g.any_hit; break;
        case SPVRT_AMBER_STAGE_INTERSECTION: slot = &g.intersection; break;
        default:
            return error_token(p, &t, "SHADER_GROUP: shader %s is a compute shader; a group takes ray-tracing "
                               "shaders", word_text(&t, w));
        }
        if (slot != &g.general) {
            if (g.general != SPVRT_AMBER_NO_SHADER)
                return error_token(p, &t, "SHADER_GROUP: a general group (of %s shader %s) cannot hold %s shader "
                                   "%s", stage_names[p->script->shaders[g.general].stage],
                                   p->script->shaders[g.general].name, stage_names[stage], word_text(&t, w));
            hit = true;
        }
        if (*slot != SPVRT_AMBER_NO_SHADER)
            return error_token(p, &t, "SHADER_GROUP: a group holds one %s shader (%s is already in it)",
                               stage_names[stage], p->script->shaders[*slot].name);
        *slot = shader;
        any = true;
    }
    if (!any)
        return error_token(p, command, "SHADER_GROUP %s has no shader (a shader group cannot be empty)",
                           word_text(&name, w));
    if (!GROW(p, command, pl->groups, pl->group_count, pl->group_capacity))
        return false;
    g.name = copy_word(p, &name);
    if (!g.name)
        return false;
    pl->groups[pl->group_count++] = g;
    return true;
}

/* SHADER_BINDING_TABLE name, then group names, one or more a line, up to END (Amber's ParseSBT). */
static bool parse_sbt(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token name, t;
    char w[80];
    if (!expect_word(p, &name, "a table name", "SHADER_BINDING_TABLE"))
        return false;
    for (uint32_t i = 0; i < pl->sbt_count; i++)
        if (strlen(pl->sbts[i].name) == name.length && memcmp(pl->sbts[i].name, name.text, name.length) == 0)
            return error_token(p, &name, "SHADER_BINDING_TABLE %s is already declared on line %u",
                               word_text(&name, w), pl->sbts[i].line);
    if (!end_of_statement(p, "SHADER_BINDING_TABLE"))
        return false;
    if (!GROW(p, command, pl->sbts, pl->sbt_count, pl->sbt_capacity))
        return false;
    spvrt_amber_sbt *sbt = &pl->sbts[pl->sbt_count];
    memset(sbt, 0, sizeof *sbt);
    sbt->name = copy_word(p, &name);
    if (!sbt->name)
        return false;
    sbt->line = command->line;
    pl->sbt_count++; /* from here on freed with the script */
    uint32_t self = (uint32_t)(pl - p->script->pipelines);
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "SHADER_BINDING_TABLE %s has no END", sbt->name);
        if (word_is(&t, "END"))
            return end_of_statement(p, "END");
        uint32_t pipeline, group;
        if (!find_group_in_libraries(p->script, self, &t, &pipeline, &group))
            return error_token(p, &t, "SHADER_BINDING_TABLE %s: unknown shader group %s (neither in pipeline '%s' "
                               "nor in its libraries)", sbt->name, word_text(&t, w), pl->name);
        if (!GROW(p, &t, sbt->records, sbt->record_count, sbt->record_capacity))
            return false;
        sbt->records[sbt->record_count++] = (spvrt_amber_sbt_record){pipeline, group, t.line};
    }
}

/* USE_LIBRARY pipeline... (Amber's ParseUseLibrary): pipelines declared before, themselves ray-tracing
 * pipelines created with FLAGS LIBRARY (VUID-VkPipelineLibraryCreateInfoKHR-pLibraries-03381). */
static bool parse_use_library(parser *p, spvrt_amber_pipeline *pl, const token *command)
{
    token t;
    char w[80];
    bool any = false;
    uint32_t self = (uint32_t)(pl - p->script->pipelines);
    for (t = next_token(&p->lx); t.kind == TOKEN_WORD; t = next_token(&p->lx)) {
        uint32_t lib;
        if (!find_pipeline(p->script, &t, &lib))
            return error_token(p, &t, "USE_LIBRARY: unknown pipeline %s", word_text(&t, w));
        if (lib == self)
            return error_token(p, &t, "USE_LIBRARY: pipeline %s cannot use itself", word_text(&t, w));
        const spvrt_amber_pipeline *l = &p->script->pipelines[lib];
        if (!l->ray_tracing)
            return error_token(p, &t, "USE_LIBRARY: pipeline %s is not a ray-tracing pipeline", word_text(&t, w));
        if (!(l->create_flags & SPVRT_AMBER_PIPELINE_LIBRARY_BIT))
            return error_token(p, &t, "USE_LIBRARY: pipeline %s is not a library (it has no FLAGS LIBRARY)",
                               word_text(&t, w));
        if (!GROW(p, &t, pl->libraries, pl->library_count, pl->library_capacity))
            return false;
        pl->libraries[pl->library_count++] = lib;
        any = true;
    }
    if (!any)
        return error_token(p, command, "USE_LIBRARY needs one or more pipeline names");
    return true;
}

static bool parse_ray_tracing_word(parser *p, spvrt_amber_pipeline *pl, const token *t)
{
    if (word_is(t, "SHADER_GROUP"))
        return parse_shader_group(p, pl, t);
    if (word_is(t, "SHADER_BINDING_TABLE"))
        return parse_sbt(p, pl, t);
    if (word_is(t, "USE_LIBRARY"))
        return parse_use_library(p, pl, t);
    if (word_is(t, "FLAGS")) {
        static const char *const names[] = {"LIBRARY"};
        static const uint32_t bits[] = {SPVRT_AMBER_PIPELINE_LIBRARY_BIT};
        return parse_flag_list(p, t, names, bits, 1, true, UINT32_MAX, &pl->create_flags);
    }
    uint32_t *out = word_is(t, "MAX_RAY_PAYLOAD_SIZE")         ? &pl->max_ray_payload_size
                    : word_is(t, "MAX_RAY_HIT_ATTRIBUTE_SIZE") ? &pl->max_ray_hit_attribute_size
                                                                : &pl->max_ray_recursion_depth;
    char w[80];
    return next_u32(p, out, "an integer", word_text(t, w)) && end_of_statement(p, word_text(t, w));
}

/* The end of a ray-tracing pipeline: docs/amber_script.md "values must be the same between the pipeline
 * and all the pipeline libraries used" (VUID-VkRayTracingPipelineCreateInfoKHR-pLibraryInfo-03591). */
static bool check_ray_tracing_pipeline(parser *p, const token *command, const spvrt_amber_pipeline *pl)
{
    for (uint32_t i = 0; i < pl->library_count; i++) {
        const spvrt_amber_pipeline *l = &p->script->pipelines[pl->libraries[i]];
        if (l->max_ray_payload_size != pl->max_ray_payload_size ||
            l->max_ray_hit_attribute_size != pl->max_ray_hit_attribute_size)
            return error_token(p, command, "PIPELINE '%s': MAX_RAY_PAYLOAD_SIZE %u and MAX_RAY_HIT_ATTRIBUTE_SIZE "
                               "%u differ from library '%s''s %u and %u", pl->name, pl->max_ray_payload_size,
                               pl->max_ray_hit_attribute_size, l->name, l->max_ray_payload_size,
                               l->max_ray_hit_attribute_size);
    }
    return true;
}

static bool parse_pipeline_body(parser *p, const token *command, spvrt_amber_pipeline *pl)
{
    token t;
    char w[80];
    for (;;) {
        t = next_token(&p->lx);
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, command, "PIPELINE '%s' has no END", pl->name);
        if (word_is(&t, "END"))
            break;
        bool ok;
        if (ray_tracing_pipeline_word(&t))
            ok = pl->ray_tracing ? parse_ray_tracing_word(p, pl, &t)
                                 : error_token(p, &t, "in PIPELINE: %s is allowed only in ray-tracing pipelines, "
                                               "not in compute pipeline '%s'", word_text(&t, w), pl->name);
        else if (pl->ray_tracing && word_is(&t, "ATTACH"))
            ok = error_token(p, &t, "in PIPELINE: a ray-tracing pipeline takes its shaders in SHADER_GROUPs, "
                             "not ATTACH");
        else if (word_is(&t, "ATTACH"))
            ok = parse_attach(p, pl, &t);
        else if (pl->graph && word_is(&t, "SCRATCH_SIZE"))
            ok = parse_scratch_size(p, pl);
        else if (word_is(&t, "BIND"))
            ok = parse_bind(p, pl, &t);
        else if (word_is(&t, "SUBGROUP"))
            ok = parse_pipeline_subgroup(p, pl, &t);
        else if (word_is(&t, "SHADER_OPTIMIZATION"))
            ok = parse_shader_optimization(p, pl, &t);
        else if (graphics_pipeline_word(&t))
            ok = error_token(p, &t, "in PIPELINE: %s belongs to graphics pipelines, not to compute pipeline '%s'",
                             word_text(&t, w), pl->name);
        else
            ok = unknown_word(p, &t, "in PIPELINE: ");
        if (!ok)
            return false;
    }
    /* DERIVE_PIPELINE: drop the inherited binds the body replaced */
    uint32_t kept = 0;
    for (uint32_t i = 0; i < pl->bind_count; i++) {
        spvrt_amber_bind *b = &pl->binds[i];
        if (b->replaced) {
            spvrt_free(p->ctx, b->buffers);
            spvrt_free(p->ctx, b->offsets);
            spvrt_free(p->ctx, b->ranges);
            spvrt_free(p->ctx, b->dynamic_offsets);
            spvrt_free(p->ctx, b->samplers);
        } else {
            pl->binds[kept++] = *b;
        }
    }
    pl->bind_count = kept;
    if (pl->attach_count == 0 && !pl->ray_tracing)
        return error_token(p, command, "PIPELINE '%s' has no ATTACH", pl->name);
    if (pl->ray_tracing && !check_ray_tracing_pipeline(p, command, pl))
        return false;
    (void)w;
    return end_of_statement(p, "END");
}

/* ---- commands -------------------------------------------------------------- */

static spvrt_amber_command *new_command(parser *p, const token *t, spvrt_amber_command_kind kind)
{
    spvrt_amber_script *s = p->script;
    if (!GROW(p, t, s->commands, s->command_count, s->command_capacity))
        return NULL;
    spvrt_amber_command *c = &s->commands[s->command_count++];
    memset(c, 0, sizeof *c);
    c->kind = kind;
    c->line = t->line;
    return c;
}

/* RUN of a ray-tracing pipeline: RAYGEN t [MISS t] [HIT t] [CALL t], in any order, each once, before
 * x y z (Amber's ParseRun; docs/amber_script.md: "RAYGEN is required").  Leaves the first of x y z in
 * *first.  The RAYGEN table holds one record (VUID-vkCmdTraceRaysKHR-size-04023: its size equals its
 * stride) of a ray-generation group. */
static bool parse_run_tables(parser *p, const token *command, uint32_t pipeline, uint32_t tables[4], token *first)
{
    static const char *const kinds[] = {"RAYGEN", "MISS", "HIT", "CALL"};
    const spvrt_amber_script *s = p->script;
    const spvrt_amber_pipeline *pl = &s->pipelines[pipeline];
    token raygen_word = *command;
    char w[80], w2[80];
    for (;;) {
        token t = next_token(&p->lx);
        if (t.kind != TOKEN_WORD)
            return error_token(p, command, "RUN: ray-tracing pipeline '%s' needs RAYGEN table [MISS table] "
                               "[HIT table] [CALL table] x y z", pl->name);
        if (is_number_word(&t)) {
            *first = t;
            break;
        }
        size_t k = 0;
        while (k < 4 && !word_is(&t, kinds[k]))
            k++;
        if (k == 4)
            return error_token(p, &t, "RUN: unknown shader binding table kind %s (RAYGEN, MISS, HIT or CALL)",
                               word_text(&t, w));
        token name;
        if (!expect_word(p, &name, "a shader binding table name", kinds[k]))
            return false;
        uint32_t index = 0;
        while (index < pl->sbt_count && !(strlen(pl->sbts[index].name) == name.length &&
                                          memcmp(pl->sbts[index].name, name.text, name.length) == 0))
            index++;
        if (index == pl->sbt_count)
            return error_token(p, &name, "RUN %s: pipeline '%s' has no SHADER_BINDING_TABLE %s", kinds[k], pl->name,
                               word_text(&name, w));
        if (tables[k] != SPVRT_AMBER_NO_SBT)
            return error_token(p, &t, "RUN: %s is given twice (a table of each kind at most once)", kinds[k]);
        tables[k] = index;
        if (k == 0)
            raygen_word = t;
    }
    if (tables[0] == SPVRT_AMBER_NO_SBT)
        return error_token(p, command, "RUN: ray-tracing pipeline '%s' needs RAYGEN table", pl->name);
    const spvrt_amber_sbt *raygen = &pl->sbts[tables[0]];
    if (raygen->record_count != 1)
        return error_token(p, &raygen_word, "RUN RAYGEN %s: the table has %u records; a ray generation table has "
                        "exactly one (VUID-vkCmdTraceRaysKHR-size-04023)", raygen->name, raygen->record_count);
    const spvrt_amber_shader_group *g = &s->pipelines[raygen->records[0].pipeline].groups[raygen->records[0].group];
    if (g->general == SPVRT_AMBER_NO_SHADER || s->shaders[g->general].stage != SPVRT_AMBER_STAGE_RAY_GENERATION) {
        snprintf(w2, sizeof w2, "%s", g->name);
        return error_token(p, &raygen_word, "RUN RAYGEN %s: its group %s holds no ray_generation shader",
                        raygen->name, w2);
    }
    return true;
}

/* RUN graph DISPATCH_GRAPH [HOST | INDIRECT | INDIRECT_COUNT] then one or more
 *   NODE name [INDEX i] (PAYLOADS buffer [OFFSET o] [STRIDE s] COUNT n | [DATA type values...] COUNT n)
 * (docs/execution-graphs.md: the VkDispatchGraphInfoAMDX of each NODE, from host memory or through device
 * addresses). */
static bool parse_graph_node(parser *p, spvrt_amber_graph_dispatch *g, token *t)
{
    char w[80];
    token name;
    if (!expect_word(p, &name, "a node name", "NODE") || !(g->node = copy_word(p, &name)))
        return false;
    g->buffer = SPVRT_AMBER_NO_BUFFER;
    bool counted = false;
    spvrt_amber_type type = {0};
    *t = next_token(&p->lx);
    while (t->kind == TOKEN_WORD && !word_is(t, "NODE")) {
        if (word_is(t, "INDEX")) {
            if (!next_u32(p, &g->index, "a node index", "INDEX"))
                return false;
        } else if (word_is(t, "COUNT")) {
            if (!next_u32(p, &g->count, "a payload count", "COUNT"))
                return false;
            counted = true;
        } else if (word_is(t, "PAYLOADS")) {
            if (!next_buffer(p, &g->buffer, "PAYLOADS"))
                return false;
        } else if (word_is(t, "OFFSET") || word_is(t, "STRIDE")) {
            uint32_t v;
            bool offset = word_is(t, "OFFSET");
            if (!next_u32(p, &v, "a number of bytes", offset ? "OFFSET" : "STRIDE"))
                return false;
            *(offset ? &g->offset : &g->stride) = v;
        } else if (word_is(t, "DATA")) {
            token tt;
            if (!expect_word(p, &tt, "a data type", "DATA"))
                return false;
            if (!data_type(tt.text, tt.length, &type) || type.rows != 1 || type.columns != 1 || type.bits % 8)
                return error_token(p, &tt, "DATA: %s is not a scalar data type", word_text(&tt, w));
            for (*t = next_token(&p->lx); is_number_word(t); *t = next_token(&p->lx)) {
                spvrt_amber_value v;
                if (!parse_value(p, t, &type, &v))
                    return false;
                uint8_t *grown = spvrt_realloc(p->ctx, g->data, g->data_size + type.bits / 8);
                if (!grown)
                    return out_of_memory(p, t);
                g->data = grown;
                for (uint32_t b = 0; b < type.bits / 8; b++)
                    g->data[g->data_size++] = (uint8_t)(v >> (8 * b));
            }
            continue; /* *t is the word after the values */
        } else {
            return error_token(p, t, "unexpected %s in NODE (INDEX, PAYLOADS, OFFSET, STRIDE, DATA or COUNT)",
                               word_text(t, w));
        }
        *t = next_token(&p->lx);
    }
    if (!counted)
        return error_token(p, &name, "NODE %s: COUNT n gives the number of payloads", g->node);
    if (g->buffer != SPVRT_AMBER_NO_BUFFER && g->data)
        return error_token(p, &name, "NODE %s: PAYLOADS and DATA are exclusive", g->node);
    if (g->data && (g->count == 0 || g->data_size % g->count))
        return error_token(p, &name, "NODE %s: DATA gives %llu bytes, not COUNT %u payloads of one size", g->node,
                           (unsigned long long)g->data_size, g->count);
    if (g->data)
        g->stride = g->data_size / g->count;
    return true;
}

static bool parse_run_graph(parser *p, const token *command, uint32_t pipeline, bool timed)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "DISPATCH_GRAPH", "RUN") || !word_is(&t, "DISPATCH_GRAPH"))
        return error_token(p, &t, "RUN: execution graph '%s' runs with DISPATCH_GRAPH", p->script->pipelines[pipeline].name);
    uint32_t mode = SPVRT_AMBER_GRAPH_HOST;
    if (!expect_word(p, &t, "NODE", "DISPATCH_GRAPH"))
        return false;
    if (word_is(&t, "HOST") || word_is(&t, "INDIRECT") || word_is(&t, "INDIRECT_COUNT")) {
        mode = word_is(&t, "HOST") ? SPVRT_AMBER_GRAPH_HOST : word_is(&t, "INDIRECT") ? SPVRT_AMBER_GRAPH_INDIRECT
                                                                                      : SPVRT_AMBER_GRAPH_INDIRECT_COUNT;
        if (!expect_word(p, &t, "NODE", "DISPATCH_GRAPH"))
            return false;
    }
    spvrt_amber_command *c = new_command(p, command, SPVRT_AMBER_RUN);
    if (!c)
        return false;
    c->u.run.pipeline = pipeline;
    c->u.run.timed = timed;
    c->u.run.graph_mode = mode;
    c->u.run.raygen = c->u.run.miss = c->u.run.hit = c->u.run.call = SPVRT_AMBER_NO_SBT;
    while (t.kind == TOKEN_WORD) {
        if (!word_is(&t, "NODE"))
            return error_token(p, &t, "DISPATCH_GRAPH: expected NODE, found %s", word_text(&t, w));
        spvrt_amber_graph_dispatch *grown = spvrt_realloc(p->ctx, c->u.run.graph,
                                                          (size_t)(c->u.run.graph_count + 1) * sizeof *grown);
        if (!grown)
            return out_of_memory(p, &t);
        c->u.run.graph = grown;
        spvrt_amber_graph_dispatch *g = &grown[c->u.run.graph_count++];
        memset(g, 0, sizeof *g);
        g->line = t.line;
        if (!parse_graph_node(p, g, &t))
            return false;
    }
    if (c->u.run.graph_count == 0)
        return error_token(p, command, "DISPATCH_GRAPH needs at least one NODE");
    if (t.kind != TOKEN_EOL && t.kind != TOKEN_EOS)
        return error_token(p, &t, "unexpected text after DISPATCH_GRAPH");
    return true;
}

static bool parse_run(parser *p, const token *command)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "a pipeline name", "RUN"))
        return false;
    /* RUN TIMED_EXECUTION pipeline ...: Amber times the dispatch (its --log-execution-timing prints it) */
    bool timed = word_is(&t, "TIMED_EXECUTION");
    if (timed && !expect_word(p, &t, "a pipeline name", "RUN TIMED_EXECUTION"))
        return false;
    uint32_t pipeline;
    if (!find_pipeline(p->script, &t, &pipeline))
        return error_token(p, &t, "RUN: unknown pipeline %s", word_text(&t, w));
    uint32_t tables[4] = {SPVRT_AMBER_NO_SBT, SPVRT_AMBER_NO_SBT, SPVRT_AMBER_NO_SBT, SPVRT_AMBER_NO_SBT};
    token first = {0};
    bool have_first = false;
    if (p->script->pipelines[pipeline].graph)
        return parse_run_graph(p, command, pipeline, timed);
    if (p->script->pipelines[pipeline].ray_tracing) {
        if (!parse_run_tables(p, command, pipeline, tables, &first))
            return false;
        have_first = true;
    }
    uint32_t xyz[3];
    for (int i = 0; i < 3; i++) {
        if (have_first) {
            t = first;
            have_first = false;
        } else if (!expect_word(p, &t, "the number of workgroups in x, y and z", "RUN")) {
            return false;
        }
        if (word_is(&t, "DRAW_RECT") || word_is(&t, "DRAW_GRID") || word_is(&t, "DRAW_ARRAY"))
            return error_token(p, &t, "RUN %s is outside the compute subset of AmberScript that spvrt runs",
                               word_text(&t, w));
        if (!parse_u32(p, &t, &xyz[i]))
            return false;
    }
    if (!end_of_statement(p, "RUN"))
        return false;
    spvrt_amber_command *c = new_command(p, command, SPVRT_AMBER_RUN);
    if (!c)
        return false;
    c->u.run.pipeline = pipeline;
    c->u.run.timed = timed;
    c->u.run.x = xyz[0];
    c->u.run.y = xyz[1];
    c->u.run.z = xyz[2];
    c->u.run.raygen = tables[0];
    c->u.run.miss = tables[1];
    c->u.run.hit = tables[2];
    c->u.run.call = tables[3];
    return true;
}

static bool parse_copy(parser *p, const token *command)
{
    uint32_t from, to;
    if (!next_buffer(p, &from, "COPY") || !expect_keyword(p, "TO", "COPY") || !next_buffer(p, &to, "COPY TO"))
        return false;
    if (from == to)
        return error_token(p, command, "COPY: buffer '%s' is copied to itself", p->script->buffers[from].name);
    if (!end_of_statement(p, "COPY"))
        return false;
    spvrt_amber_command *c = new_command(p, command, SPVRT_AMBER_COPY);
    if (!c)
        return false;
    c->u.copy.from = from;
    c->u.copy.to = to;
    return true;
}

static bool compare_of(const token *t, spvrt_amber_compare *out)
{
    static const char *const names[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
    for (unsigned i = 0; i < 6; i++)
        if (word_is(t, names[i]))
            return *out = (spvrt_amber_compare)i, true;
    return false;
}

/* A tolerance: a non-negative float, '%' after it for a percentage. */
static bool parse_tolerance(parser *p, const token *t, spvrt_amber_tolerance *out)
{
    token number = *t;
    out->percent = number.length > 1 && number.text[number.length - 1] == '%';
    if (out->percent)
        number.length--;
    spvrt_amber_type dbl = {SPVRT_AMBER_FLOAT, 64, 1, 1};
    uint64_t bits;
    if (!parse_value(p, &number, &dbl, &bits))
        return false;
    memcpy(&out->value, &bits, 8);
    char w[80];
    if (!(out->value >= 0) || isinf(out->value))
        return error_token(p, t, "TOLERANCE %s must be a finite number at least 0", word_text(t, w));
    return true;
}

/* EXPECT IMG IDX x y [SIZE w h] (EQ_RGB | EQ_RGBA) values [TOLERANCE t{1,4}] (docs/amber_script.md
 * "Probes"), after IDX x; yt is the y word. */
static bool parse_expect_probe(parser *p, const token *command, uint32_t buffer, uint64_t x, token *yt)
{
    char w[80];
    const spvrt_amber_buffer *b = &p->script->buffers[buffer];
    if (!b->is_image)
        return error_token(p, yt, "EXPECT IDX x y: buffer '%s' is not an image", b->name);
    uint32_t y;
    if (!parse_u32(p, yt, &y))
        return false;
    if (x > UINT32_MAX)
        return error_token(p, command, "EXPECT IDX: x is too large");
    spvrt_amber_command c = {0};
    c.kind = SPVRT_AMBER_EXPECT_PROBE;
    c.line = command->line;
    c.u.probe.buffer = buffer;
    c.u.probe.x = (uint32_t)x;
    c.u.probe.y = y;
    c.u.probe.width = c.u.probe.height = 1;
    token t;
    if (!expect_word(p, &t, "SIZE, EQ_RGB or EQ_RGBA", "EXPECT IDX x y"))
        return false;
    if (word_is(&t, "SIZE")) {
        if (!next_u32(p, &c.u.probe.width, "a width", "SIZE") || !next_u32(p, &c.u.probe.height, "a height", "SIZE") ||
            !expect_word(p, &t, "EQ_RGB or EQ_RGBA", "EXPECT IDX x y SIZE w h"))
            return false;
    }
    if (word_is(&t, "EQ_RGB"))
        c.u.probe.channel_count = 3;
    else if (word_is(&t, "EQ_RGBA"))
        c.u.probe.channel_count = 4;
    else
        return error_token(p, &t, "EXPECT IDX x y: expected SIZE, EQ_RGB or EQ_RGBA, found %s", word_text(&t, w));
    spvrt_amber_type dbl = {SPVRT_AMBER_FLOAT, 64, 1, 1};
    for (uint32_t i = 0; i < c.u.probe.channel_count; i++) {
        uint64_t bits;
        if (!expect_word(p, &t, "a value per channel", word_is(&t, "EQ_RGB") ? "EQ_RGB" : "EQ_RGBA") ||
            !parse_value(p, &t, &dbl, &bits))
            return false;
        memcpy(&c.u.probe.rgba[i], &bits, 8);
    }
    t = next_token(&p->lx);
    if (t.kind == TOKEN_WORD) {
        if (!word_is(&t, "TOLERANCE"))
            return error_token(p, &t, "unexpected %s after EQ_RGB(A)", word_text(&t, w));
        for (t = next_token(&p->lx); t.kind == TOKEN_WORD; t = next_token(&p->lx)) {
            if (c.u.probe.tolerance_count == 4)
                return error_token(p, &t, "TOLERANCE takes 1 to 4 values, found %s", word_text(&t, w));
            if (!parse_tolerance(p, &t, &c.u.probe.tolerance[c.u.probe.tolerance_count]))
                return false;
            c.u.probe.tolerance_count++;
        }
        if (c.u.probe.tolerance_count == 0)
            return error_token(p, &t, "TOLERANCE takes 1 to 4 values");
    }
    spvrt_amber_command *n = new_command(p, command, SPVRT_AMBER_EXPECT_PROBE);
    if (!n)
        return false;
    *n = c;
    return true;
}

static bool parse_expect_idx(parser *p, const token *command, uint32_t buffer)
{
    token t;
    char w[80];
    uint64_t offset;
    if (!expect_word(p, &t, "a byte offset", "EXPECT IDX") || !parse_integer_value(p, &t, SPVRT_AMBER_UINT, 64, &offset))
        return false;
    spvrt_amber_tolerance tolerance[4];
    uint32_t tolerance_count = 0;
    if (!expect_word(p, &t, "a comparison or TOLERANCE", "EXPECT"))
        return false;
    if (word_is(&t, "TOLERANCE")) {
        for (;;) {
            if (!expect_word(p, &t, "a tolerance or a comparison", "TOLERANCE"))
                return false;
            spvrt_amber_compare cmp;
            if (compare_of(&t, &cmp) && tolerance_count > 0)
                break;
            if (tolerance_count == 4)
                return error_token(p, &t, "TOLERANCE takes 1 to 4 values, found %s", word_text(&t, w));
            if (!parse_tolerance(p, &t, &tolerance[tolerance_count]))
                return false;
            tolerance_count++;
        }
    }
    spvrt_amber_compare compare;
    if (!compare_of(&t, &compare)) {
        if (tolerance_count == 0 && t.length && t.text[0] >= '0' && t.text[0] <= '9') {
            if (p->script->buffers[buffer].is_struct)
                return error_token(p, &t, "EXPECT IDX x y: buffer '%s' is of a STRUCT, not an image",
                                   p->script->buffers[buffer].name);
            return parse_expect_probe(p, command, buffer, offset, &t);
        }
        return error_token(p, &t, "EXPECT: expected EQ, NE, LT, LE, GT, GE or TOLERANCE, found %s",
                           word_text(&t, w));
    }
    if (tolerance_count > 0 && compare != SPVRT_AMBER_EQ)
        return error_token(p, &t, "EXPECT: TOLERANCE goes with EQ only, not %s", word_text(&t, w));
    spvrt_amber_command *c = new_command(p, command, SPVRT_AMBER_EXPECT_IDX);
    if (!c)
        return false;
    c->u.expect.buffer = buffer;
    c->u.expect.offset = offset;
    c->u.expect.compare = compare;
    memcpy(c->u.expect.tolerance, tolerance, sizeof tolerance[0] * tolerance_count);
    c->u.expect.tolerance_count = tolerance_count;
    const spvrt_amber_buffer *b = &p->script->buffers[buffer];
    if (b->is_struct && offset % b->struct_stride)
        /* Amber's Verifier::ProbeSSBO: the offset of a STRUCT buffer's probe is a whole element's */
        return error_token(p, command, "EXPECT IDX %llu: buffer '%s' is of STRUCT %s, whose elements take %u bytes; "
                           "IDX must be a multiple of that", (unsigned long long)offset, b->name,
                           p->script->structs[b->structure].name, b->struct_stride);
    uint32_t capacity = 0;
    for (t = next_token(&p->lx); t.kind == TOKEN_WORD; t = next_token(&p->lx)) {
        if (!GROW(p, &t, c->u.expect.values, c->u.expect.value_count, capacity))
            return false;
        /* a STRUCT's values cycle through its members from the element's first (Amber's ProbeSSBO) */
        uint32_t inside;
        const spvrt_amber_type *type =
            b->is_struct ? spvrt_amber_buffer_component(b, c->u.expect.value_count % b->field_count, &inside)
                         : &b->type;
        if (!parse_value(p, &t, type, &c->u.expect.values[c->u.expect.value_count]))
            return false;
        c->u.expect.value_count++;
    }
    if (c->u.expect.value_count == 0)
        return error_token(p, &t, "EXPECT: expected values after the comparison, found %s", word_text(&t, w));
    return true;
}

static bool parse_expect(parser *p, const token *command)
{
    token t;
    char w[80];
    uint32_t a, b;
    if (!next_buffer(p, &a, "EXPECT"))
        return false;
    if (!expect_word(p, &t, "IDX, EQ_BUFFER, RMSE_BUFFER or EQ_HISTOGRAM_EMD_BUFFER", "EXPECT"))
        return false;
    if (word_is(&t, "IDX"))
        return parse_expect_idx(p, command, a);
    spvrt_amber_command_kind kind;
    const char *name;
    if (word_is(&t, "EQ_BUFFER"))
        kind = SPVRT_AMBER_EXPECT_EQ_BUFFER, name = "EQ_BUFFER";
    else if (word_is(&t, "RMSE_BUFFER"))
        kind = SPVRT_AMBER_EXPECT_RMSE_BUFFER, name = "RMSE_BUFFER";
    else if (word_is(&t, "EQ_HISTOGRAM_EMD_BUFFER"))
        kind = SPVRT_AMBER_EXPECT_HISTOGRAM_EMD_BUFFER, name = "EQ_HISTOGRAM_EMD_BUFFER";
    else
        return error_token(p, &t, "EXPECT: expected IDX, EQ_BUFFER, RMSE_BUFFER or EQ_HISTOGRAM_EMD_BUFFER, found %s",
                           word_text(&t, w));
    if (!next_buffer(p, &b, name))
        return false;
    double tolerance = 0;
    if (kind != SPVRT_AMBER_EXPECT_EQ_BUFFER) {
        spvrt_amber_tolerance tol;
        if (!expect_keyword(p, "TOLERANCE", name) || !expect_word(p, &t, "a tolerance", "TOLERANCE") ||
            !parse_tolerance(p, &t, &tol))
            return false;
        if (tol.percent)
            return error_token(p, &t, "%s TOLERANCE is a number, not a percentage", name);
        tolerance = tol.value;
    }
    if (!end_of_statement(p, name))
        return false;
    spvrt_amber_command *c = new_command(p, command, kind);
    if (!c)
        return false;
    c->u.expect_buffers.a = a;
    c->u.expect_buffers.b = b;
    c->u.expect_buffers.tolerance = tolerance;
    return true;
}

static bool parse_repeat(parser *p, const token *command)
{
    uint32_t count;
    if (!next_u32(p, &count, "a repeat count", "REPEAT") || !end_of_statement(p, "REPEAT"))
        return false;
    if (p->repeat_depth == SPVRT_AMBER_MAX_REPEAT_DEPTH)
        return error_token(p, command, "REPEAT blocks nest more than %u deep", SPVRT_AMBER_MAX_REPEAT_DEPTH);
    spvrt_amber_command *c = new_command(p, command, SPVRT_AMBER_REPEAT);
    if (!c)
        return false;
    c->u.repeat.count = count;
    p->repeat_stack[p->repeat_depth++] = p->script->command_count - 1;
    return true;
}

static bool add_name(parser *p, const token *command, char ***list, uint32_t **lines, uint32_t *count,
                     uint32_t *capacity, const char *what)
{
    token t;
    if (!expect_word(p, &t, what, "DEVICE_FEATURE") || !end_of_statement(p, what))
        return false;
    uint32_t line_capacity = *capacity;
    if (!GROW(p, &t, *list, *count, *capacity))
        return false;
    if (!GROW(p, &t, *lines, *count, line_capacity))
        return false;
    char *s = copy_word(p, &t);
    if (!s)
        return false;
    (*lines)[*count] = command->line;
    (*list)[(*count)++] = s;
    return true;
}

/* DEVICE_ADDRESS B INTO A IDX offset (spvrt addition, see amber.h). */
static bool parse_device_address(parser *p, const token *command)
{
    uint32_t buffer, into;
    uint64_t offset;
    token t;
    char w[80];
    if (!next_buffer(p, &buffer, "DEVICE_ADDRESS") || !expect_keyword(p, "INTO", "DEVICE_ADDRESS") ||
        !next_buffer(p, &into, "DEVICE_ADDRESS INTO") || !expect_keyword(p, "IDX", "DEVICE_ADDRESS"))
        return false;
    if (!expect_word(p, &t, "a byte offset", "DEVICE_ADDRESS IDX") ||
        !parse_integer_value(p, &t, SPVRT_AMBER_UINT, 64, &offset))
        return false;
    const spvrt_amber_type *type = &p->script->buffers[into].type;
    if (type->kind == SPVRT_AMBER_FLOAT || type->bits != 64)
        return error_token(p, command, "DEVICE_ADDRESS: buffer '%s' must have a 64-bit integer type to hold an address",
                           p->script->buffers[into].name);
    if (offset % 8 != 0)
        return error_token(p, &t, "DEVICE_ADDRESS: IDX %s is not a multiple of 8", word_text(&t, w));
    if (!end_of_statement(p, "DEVICE_ADDRESS"))
        return false;
    spvrt_amber_command *c = new_command(p, command, SPVRT_AMBER_DEVICE_ADDRESS);
    if (!c)
        return false;
    c->u.device_address.buffer = buffer;
    c->u.device_address.into = into;
    c->u.device_address.offset = offset;
    return true;
}

static bool parse_set(parser *p)
{
    token t;
    char w[80];
    if (!expect_word(p, &t, "ENGINE_DATA", "SET"))
        return false;
    if (!word_is(&t, "ENGINE_DATA"))
        return unknown_word(p, &t, "SET ");
    if (!expect_word(p, &t, "an engine data name", "SET ENGINE_DATA"))
        return false;
    if (!word_is(&t, "fence_timeout_ms"))
        return error_token(p, &t, "SET ENGINE_DATA: unknown engine data %s", word_text(&t, w));
    if (!next_u32(p, &p->script->fence_timeout_ms, "a time in milliseconds", "fence_timeout_ms"))
        return false;
    p->script->has_fence_timeout = true;
    return end_of_statement(p, "fence_timeout_ms");
}

/* ---- DEBUG (google/amber docs/debugger.md, removed from Amber in Dec 2022) ------------------- */

/* A word, or a "quoted string" (blanks kept, no escapes, on one line) as Amber's tokenizer reads
 * them; *quoted says which. */
static token next_word_or_string(parser *p, bool *quoted)
{
    lexer *lx = &p->lx;
    while (lx->pos < lx->n && is_blank(lx->s[lx->pos]))
        lx->pos++;
    *quoted = false;
    if (lx->pos < lx->n && lx->s[lx->pos] == '"') {
        token t = {.kind = TOKEN_WORD, .line = lx->line, .column = lexer_column(lx, lx->pos)};
        size_t end = lx->pos + 1;
        while (end < lx->n && lx->s[end] != '"' && lx->s[end] != '\n')
            end++;
        if (end < lx->n && lx->s[end] == '"') {
            t.text = lx->s + lx->pos + 1;
            t.length = end - lx->pos - 1;
            lx->pos = end + 1;
            *quoted = true;
            return t;
        }
    }
    return next_token(lx);
}

static void free_debug(spvrt_context *ctx, spvrt_amber_debug *d)
{
    if (!d)
        return;
    for (uint32_t i = 0; i < d->command_count; i++) {
        spvrt_amber_debug_command *c = &d->commands[i];
        spvrt_free(ctx, c->file);
        spvrt_free(ctx, c->source);
        spvrt_free(ctx, c->name);
        spvrt_free(ctx, c->value_string);
        for (uint32_t k = 0; k < c->frame_count; k++) {
            spvrt_free(ctx, c->frames[k].function);
            spvrt_free(ctx, c->frames[k].file);
        }
        spvrt_free(ctx, c->frames);
    }
    spvrt_free(ctx, d->commands);
    spvrt_free(ctx, d);
}

/* EXPECT CALLSTACK: lines of "function" ["file" [line]] up to END. */
static bool parse_debug_callstack(parser *p, spvrt_amber_debug_command *c)
{
    uint32_t capacity = 0;
    for (;;) {
        bool quoted;
        token t = next_word_or_string(p, &quoted);
        char w[80];
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, &t, "EXPECT CALLSTACK: expected END, found end of file");
        if (!quoted && word_is(&t, "END"))
            return end_of_statement(p, "END");
        if (!quoted)
            return error_token(p, &t, "EXPECT CALLSTACK: expected a \"function name\" or END, found %s",
                               word_text(&t, w));
        if (!GROW(p, &t, c->frames, c->frame_count, capacity))
            return false;
        spvrt_amber_debug_frame *f = &c->frames[c->frame_count++];
        memset(f, 0, sizeof *f);
        if (!(f->function = copy_word(p, &t)))
            return false;
        t = next_word_or_string(p, &quoted);
        if (t.kind != TOKEN_WORD)
            continue;
        if (!quoted)
            return error_token(p, &t, "EXPECT CALLSTACK: expected a \"file name\", found %s", word_text(&t, w));
        if (!(f->file = copy_word(p, &t)))
            return false;
        t = next_token(&p->lx);
        if (t.kind != TOKEN_WORD)
            continue;
        if (!parse_u32(p, &t, &f->line))
            return false;
        if (f->line == 0)
            return error_token(p, &t, "EXPECT CALLSTACK: line numbers start at 1");
        if (!end_of_statement(p, "a stack frame"))
            return false;
    }
}

/* EXPECT LOCAL "name" EQ value: an integer (decimal or 0x), a decimal float, or a "string"
 * (Amber's parser: IsHex / IsInteger, IsDouble, IsString, in that order). */
static bool parse_debug_local(parser *p, spvrt_amber_debug_command *c)
{
    bool quoted;
    char w[80];
    token t = next_word_or_string(p, &quoted);
    if (t.kind != TOKEN_WORD || t.length == 0)
        return error_token(p, &t, "EXPECT LOCAL: expected a variable name, found %s", word_text(&t, w));
    if (!(c->name = copy_word(p, &t)))
        return false;
    if (!expect_keyword(p, "EQ", "EXPECT LOCAL"))
        return false;
    t = next_word_or_string(p, &quoted);
    if (t.kind != TOKEN_WORD)
        return error_token(p, &t, "EXPECT LOCAL: expected a value, found %s", word_text(&t, w));
    bool negative, hex, special;
    uint64_t magnitude;
    if (quoted) {
        c->value_kind = 's';
        if (!(c->value_string = copy_word(p, &t)))
            return false;
    } else if (parse_integer_text(&t, &negative, &hex, &magnitude)) {
        if (magnitude > (negative ? (uint64_t)INT64_MAX + 1u : (uint64_t)INT64_MAX))
            return error_token(p, &t, "EXPECT LOCAL: %s is out of range for a 64-bit integer", word_text(&t, w));
        c->value_kind = 'i';
        c->value_int = negative ? (int64_t)(0u - magnitude) : (int64_t)magnitude;
    } else if (float_syntax(t.text, t.length, &special)) {
        char tmp[128];
        if (t.length >= sizeof tmp)
            return error_token(p, &t, "number %s is too long", word_text(&t, w));
        memcpy(tmp, t.text, t.length);
        tmp[t.length] = 0;
        c->value_kind = 'f';
        c->value_float = strtod(tmp, NULL);
    } else {
        c->value_kind = 's';
        if (!(c->value_string = copy_word(p, &t)))
            return false;
    }
    return end_of_statement(p, "EXPECT LOCAL");
}

/* The commands of THREAD GLOBAL_INVOCATION_ID x y z, up to its END. */
static bool parse_debug_thread(parser *p, spvrt_amber_debug *d)
{
    for (;;) {
        token t = next_token(&p->lx);
        char w[80];
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, &t, "THREAD (line %u): expected END, found end of file", d->thread_line);
        if (word_is(&t, "END"))
            return end_of_statement(p, "END");
        if (!GROW(p, &t, d->commands, d->command_count, d->command_capacity))
            return false;
        spvrt_amber_debug_command *c = &d->commands[d->command_count++];
        memset(c, 0, sizeof *c);
        c->line = t.line;
        static const char *const steps[] = {"STEP_IN", "STEP_OVER", "STEP_OUT", "CONTINUE"};
        bool step = false;
        for (uint32_t k = 0; k < 4; k++)
            if (word_is(&t, steps[k])) {
                c->kind = (spvrt_amber_debug_kind)k;
                step = true;
            }
        if (step) {
            if (!end_of_statement(p, steps[c->kind]))
                return false;
            continue;
        }
        if (!word_is(&t, "EXPECT"))
            return error_token(p, &t, "THREAD: unknown command %s (STEP_IN, STEP_OVER, STEP_OUT, CONTINUE or "
                               "EXPECT)", word_text(&t, w));
        if (!expect_word(p, &t, "LOCATION, CALLSTACK or LOCAL", "EXPECT"))
            return false;
        if (word_is(&t, "LOCATION")) {
            c->kind = SPVRT_AMBER_DEBUG_EXPECT_LOCATION;
            bool quoted;
            token f = next_word_or_string(p, &quoted);
            if (f.kind != TOKEN_WORD)
                return error_token(p, &f, "EXPECT LOCATION: expected a file name, found %s", word_text(&f, w));
            if (!(c->file = copy_word(p, &f)) || !next_u32(p, &c->at_line, "a line number", "EXPECT LOCATION"))
                return false;
            f = next_word_or_string(p, &quoted);
            if (f.kind == TOKEN_WORD) {
                if (!(c->source = copy_word(p, &f)))
                    return false;
                if (!end_of_statement(p, "EXPECT LOCATION"))
                    return false;
            }
        } else if (word_is(&t, "CALLSTACK")) {
            c->kind = SPVRT_AMBER_DEBUG_EXPECT_CALLSTACK;
            if (!end_of_statement(p, "EXPECT CALLSTACK") || !parse_debug_callstack(p, c))
                return false;
        } else if (word_is(&t, "LOCAL")) {
            c->kind = SPVRT_AMBER_DEBUG_EXPECT_LOCAL;
            if (!parse_debug_local(p, c))
                return false;
        } else {
            return error_token(p, &t, "EXPECT in a THREAD: expected LOCATION, CALLSTACK or LOCAL, found %s",
                               word_text(&t, w));
        }
    }
}

/* DEBUG pipeline x y z: a RUN whose THREAD block traces one invocation. */
static bool parse_debug(parser *p, const token *command)
{
    /* DEBUG of a graphics RUN (DRAW_RECT, DRAW_GRID, DRAW_ARRAY): not supported yet, as those RUNs */
    lexer ahead = p->lx;
    for (token t = next_token(&ahead); t.kind == TOKEN_WORD; t = next_token(&ahead))
        if (word_is(&t, "DRAW_RECT") || word_is(&t, "DRAW_GRID") || word_is(&t, "DRAW_ARRAY")) {
            char w[80];
            return not_supported(p, &t, "DEBUG %s is not supported yet: spvrt debugs compute dispatches only",
                                 word_text(&t, w));
        }
    if (!parse_run(p, command))
        return false;
    spvrt_amber_script *s = p->script;
    spvrt_amber_command *run = &s->commands[s->command_count - 1];
    spvrt_amber_debug *d = spvrt_alloc_zero(p->ctx, 1, sizeof *d);
    if (!d)
        return out_of_memory(p, command);
    run->debug = d;
    bool have_thread = false;
    for (;;) {
        token t = next_token(&p->lx);
        char w[80];
        if (t.kind == TOKEN_EOL)
            continue;
        if (t.kind == TOKEN_EOS)
            return error_token(p, &t, "DEBUG (line %u): expected END, found end of file", command->line);
        if (word_is(&t, "END"))
            break;
        if (!word_is(&t, "THREAD"))
            return error_token(p, &t, "DEBUG: expected THREAD or END, found %s", word_text(&t, w));
        if (!expect_word(p, &t, "GLOBAL_INVOCATION_ID", "THREAD"))
            return false;
        if (word_is(&t, "VERTEX_INDEX") || word_is(&t, "FRAGMENT_WINDOW_SPACE_POSITION"))
            return not_supported(p, &t, "THREAD %s is not supported yet: spvrt debugs compute invocations only",
                                 word_text(&t, w));
        if (!word_is(&t, "GLOBAL_INVOCATION_ID"))
            return error_token(p, &t, "THREAD: expected GLOBAL_INVOCATION_ID, VERTEX_INDEX or "
                               "FRAGMENT_WINDOW_SPACE_POSITION, found %s", word_text(&t, w));
        if (have_thread)
            return not_supported(p, &t, "a second THREAD in one DEBUG is not supported yet: spvrt traces one "
                                 "invocation a dispatch");
        have_thread = true;
        d->thread_line = t.line;
        for (int k = 0; k < 3; k++)
            if (!next_u32(p, &d->global_id[k], "the invocation's x, y and z", "THREAD GLOBAL_INVOCATION_ID"))
                return false;
        if (!end_of_statement(p, "THREAD") || !parse_debug_thread(p, d))
            return false;
    }
    if (!have_thread)
        return error_token(p, command, "DEBUG without a THREAD: use RUN");
    return end_of_statement(p, "END");
}

/* One top-level line starting with the word t. */
static bool parse_command(parser *p, const token *t)
{
    spvrt_amber_script *s = p->script;
    bool in_repeat = p->repeat_depth > 0;
    if (word_is(t, "RUN"))
        return parse_run(p, t);
    if (word_is(t, "DEBUG"))
        return parse_debug(p, t);
    if (word_is(t, "COPY"))
        return parse_copy(p, t);
    if (word_is(t, "EXPECT"))
        return parse_expect(p, t);
    if (word_is(t, "CLEAR") || word_is(t, "CLEAR_COLOR") || word_is(t, "CLEAR_DEPTH") || word_is(t, "CLEAR_STENCIL")) {
        char w[80];
        /* each names a graphics pipeline and clears its framebuffer attachments (Amber's ParseClear*) */
        return not_supported(p, t, "%s is not supported yet: it clears a graphics pipeline's framebuffer, and "
                             "spvrt runs compute pipelines only", word_text(t, w));
    }
    if (t->length >= 2 && t->text[0] == '{' && t->text[t->length - 1] == '}') {
        char w[80];
        return error_token(p, t, "%s is a template placeholder left unexpanded (the script is a template a "
                           "generator fills in; run the generated script)", word_text(t, w));
    }
    if (word_is(t, "REPEAT"))
        return parse_repeat(p, t);
    if (word_is(t, "DEVICE_ADDRESS"))
        return parse_device_address(p, t);
    if (word_is(t, "END")) {
        if (!in_repeat)
            return error_token(p, t, "END without a REPEAT, PIPELINE, SHADER or DATA to close");
        uint32_t index = p->repeat_stack[--p->repeat_depth];
        s->commands[index].u.repeat.end = s->command_count;
        return end_of_statement(p, "END");
    }
    static const char *const declarations[] = {"SHADER", "BUFFER", "PIPELINE", "DEVICE_FEATURE",
                                               "DEVICE_EXTENSION", "INSTANCE_EXTENSION", "SET", "VIRTUAL_FILE",
                                               "DERIVE_PIPELINE", "DEVICE_PROPERTY",
                                               "ACCELERATION_STRUCTURE", "IMAGE", "SAMPLER", "STRUCT"};
    if (in_repeat) {
        char w[80];
        for (size_t i = 0; i < sizeof declarations / sizeof declarations[0]; i++)
            if (word_is(t, declarations[i]))
                return error_token(p, t, "%s is not allowed inside REPEAT (line %u)", word_text(t, w),
                                   s->commands[p->repeat_stack[p->repeat_depth - 1]].line);
    }
    if (word_is(t, "SHADER"))
        return parse_shader(p, t);
    if (word_is(t, "VIRTUAL_FILE"))
        return parse_virtual_file(p, t);
    if (word_is(t, "DERIVE_PIPELINE"))
        return parse_derive_pipeline(p, t);
    if (word_is(t, "DEVICE_PROPERTY"))
        return add_name(p, t, &s->device_properties, &s->device_property_lines, &s->device_property_count,
                        &s->device_property_capacity, "a device property");
    if (word_is(t, "BUFFER"))
        return parse_buffer(p, t);
    if (word_is(t, "STRUCT"))
        return parse_struct(p, t);
    if (word_is(t, "PIPELINE"))
        return parse_pipeline(p, t);
    if (word_is(t, "DEVICE_FEATURE"))
        return add_name(p, t, &s->device_features, &s->device_feature_lines, &s->device_feature_count,
                        &s->device_feature_capacity, "a device feature");
    if (word_is(t, "DEVICE_EXTENSION"))
        return add_name(p, t, &s->device_extensions, &s->device_extension_lines, &s->device_extension_count,
                        &s->device_extension_capacity, "a device extension");
    if (word_is(t, "INSTANCE_EXTENSION"))
        return add_name(p, t, &s->instance_extensions, &s->instance_extension_lines, &s->instance_extension_count,
                        &s->instance_extension_capacity, "an instance extension");
    if (word_is(t, "SET"))
        return parse_set(p);
    if (word_is(t, "ACCELERATION_STRUCTURE"))
        return parse_acceleration_structure(p, t);
    if (word_is(t, "IMAGE"))
        return parse_image(p, t);
    if (word_is(t, "SAMPLER"))
        return parse_sampler(p, t);
    return unknown_word(p, t, "");
}

/* ---- entry points --------------------------------------------------------- */

static void free_names(spvrt_context *ctx, char **list, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++)
        spvrt_free(ctx, list[i]);
    spvrt_free(ctx, list);
}

void spvrt_amber_script_free(spvrt_amber_script *s)
{
    if (!s)
        return;
    spvrt_context *ctx = s->ctx;
    for (uint32_t i = 0; i < s->command_count; i++)
        free_debug(ctx, s->commands[i].debug);
    for (uint32_t i = 0; i < s->shader_count; i++) {
        spvrt_free(ctx, s->shaders[i].name);
        spvrt_free(ctx, s->shaders[i].text);
        spvrt_free(ctx, s->shaders[i].target_env);
    }
    spvrt_free(ctx, s->shaders);
    for (uint32_t i = 0; i < s->virtual_file_count; i++) {
        spvrt_free(ctx, s->virtual_files[i].path);
        spvrt_free(ctx, s->virtual_files[i].text);
    }
    spvrt_free(ctx, s->virtual_files);
    for (uint32_t i = 0; i < s->buffer_count; i++) {
        spvrt_free(ctx, s->buffers[i].name);
        spvrt_free(ctx, s->buffers[i].format);
        spvrt_free(ctx, s->buffers[i].values);
        spvrt_free(ctx, s->buffers[i].fields);
    }
    spvrt_free(ctx, s->buffers);
    for (uint32_t i = 0; i < s->struct_count; i++) {
        for (uint32_t k = 0; k < s->structs[i].member_count; k++)
            spvrt_free(ctx, s->structs[i].members[k].name);
        spvrt_free(ctx, s->structs[i].members);
        spvrt_free(ctx, s->structs[i].name);
    }
    spvrt_free(ctx, s->structs);
    for (uint32_t i = 0; i < s->pipeline_count; i++) {
        spvrt_amber_pipeline *pl = &s->pipelines[i];
        for (uint32_t k = 0; k < pl->attach_count; k++) {
            spvrt_free(ctx, pl->attaches[k].entry_point);
            spvrt_free(ctx, pl->attaches[k].specs);
            spvrt_free(ctx, pl->attaches[k].node_name);
        }
        spvrt_free(ctx, pl->attaches);
        for (uint32_t k = 0; k < pl->bind_count; k++) {
            spvrt_free(ctx, pl->binds[k].buffers);
            spvrt_free(ctx, pl->binds[k].offsets);
            spvrt_free(ctx, pl->binds[k].ranges);
            spvrt_free(ctx, pl->binds[k].dynamic_offsets);
            spvrt_free(ctx, pl->binds[k].samplers);
        }
        spvrt_free(ctx, pl->binds);
        free_names(ctx, pl->optimizations, pl->optimization_count);
        for (uint32_t k = 0; k < pl->group_count; k++)
            spvrt_free(ctx, pl->groups[k].name);
        spvrt_free(ctx, pl->groups);
        for (uint32_t k = 0; k < pl->sbt_count; k++) {
            spvrt_free(ctx, pl->sbts[k].name);
            spvrt_free(ctx, pl->sbts[k].records);
        }
        spvrt_free(ctx, pl->sbts);
        spvrt_free(ctx, pl->libraries);
        spvrt_free(ctx, pl->name);
    }
    spvrt_free(ctx, s->pipelines);
    for (uint32_t i = 0; i < s->blas_count; i++) {
        for (uint32_t k = 0; k < s->blases[i].geometry_count; k++)
            free_geometry(ctx, &s->blases[i].geometries[k]);
        spvrt_free(ctx, s->blases[i].geometries);
        spvrt_free(ctx, s->blases[i].name);
    }
    spvrt_free(ctx, s->blases);
    for (uint32_t i = 0; i < s->tlas_count; i++) {
        spvrt_free(ctx, s->tlases[i].instances);
        spvrt_free(ctx, s->tlases[i].name);
    }
    spvrt_free(ctx, s->tlases);
    for (uint32_t i = 0; i < s->sampler_count; i++)
        spvrt_free(ctx, s->samplers[i].name);
    spvrt_free(ctx, s->samplers);
    for (uint32_t i = 0; i < s->command_count; i++) {
        if (s->commands[i].kind == SPVRT_AMBER_EXPECT_IDX)
            spvrt_free(ctx, s->commands[i].u.expect.values);
        if (s->commands[i].kind == SPVRT_AMBER_WRITE)
            spvrt_free(ctx, s->commands[i].u.write.values);
        if (s->commands[i].kind == SPVRT_AMBER_RUN) {
            for (uint32_t k = 0; k < s->commands[i].u.run.graph_count; k++) {
                spvrt_free(ctx, s->commands[i].u.run.graph[k].node);
                spvrt_free(ctx, s->commands[i].u.run.graph[k].data);
            }
            spvrt_free(ctx, s->commands[i].u.run.graph);
        }
    }
    spvrt_free(ctx, s->commands);
    free_names(ctx, s->device_features, s->device_feature_count);
    free_names(ctx, s->device_extensions, s->device_extension_count);
    free_names(ctx, s->instance_extensions, s->instance_extension_count);
    free_names(ctx, s->device_properties, s->device_property_count);
    spvrt_free(ctx, s->device_property_lines);
    spvrt_free(ctx, s->device_feature_lines);
    spvrt_free(ctx, s->device_extension_lines);
    spvrt_free(ctx, s->instance_extension_lines);
    spvrt_free(ctx, s->path);
    spvrt_free(ctx, s);
}

spvrt_amber_script *spvrt_amber_parse(spvrt_context *ctx, const char *text, size_t length, const char *path)
{
    if (!ctx)
        return NULL;
    spvrt_diag_reset(ctx);
    parser p = {0};
    p.ctx = ctx;
    p.lx.s = text ? text : "";
    p.lx.n = text ? length : 0;
    p.lx.line = 1;
    token start = {TOKEN_EOS, NULL, 0, 1, 1};
    p.script = spvrt_alloc_zero(ctx, 1, sizeof *p.script);
    if (!p.script) {
        out_of_memory(&p, &start);
        return NULL;
    }
    p.script->ctx = ctx;
    if (path) {
        p.script->path = copy_string(&p, path, strlen(path), &start);
        if (!p.script->path) {
            spvrt_amber_script_free(p.script);
            return NULL;
        }
    }
    for (;;) {
        token t = next_token(&p.lx);
        if (t.kind == TOKEN_EOS)
            break;
        if (t.kind == TOKEN_EOL)
            continue;
        if (!parse_command(&p, &t))
            break;
    }
    if (!p.failed && p.repeat_depth > 0) {
        const spvrt_amber_command *c = &p.script->commands[p.repeat_stack[p.repeat_depth - 1]];
        error_at(&p, c->line, 1, "REPEAT has no END");
    }
    if (p.failed) {
        spvrt_amber_script_free(p.script);
        return NULL;
    }
    return p.script;
}

spvrt_amber_script *spvrt_amber_parse_any(spvrt_context *ctx, const char *text, size_t length, const char *path)
{
    static const char header[] = "#!amber";
    if (text && length >= sizeof header - 1 && memcmp(text, header, sizeof header - 1) == 0)
        return spvrt_amber_parse(ctx, text, length, path);
    return spvrt_amber_vkscript_parse(ctx, text, length, path);
}

bool spvrt_amber_parse_number(spvrt_context *ctx, const char *text, size_t length, uint32_t line, uint32_t column,
                              const spvrt_amber_type *type, spvrt_amber_value *out)
{
    parser p = {0};
    p.ctx = ctx;
    token t = {TOKEN_WORD, text, length, line, column};
    return parse_value(&p, &t, type, out);
}
