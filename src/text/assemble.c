/* The assembler: SPIRV-Tools assembly text -> SPIR-V words, producing the
 * same binary as Debian's spirv-as (SPIRV-Tools 2023.1).
 *
 * Text: tokens separated by white space; ';' starts a comment to the end of
 * the line; an instruction is "%result = OpName operands..." or "OpName
 * operands...", and may span lines.  Operands are read as the grammar
 * expects them (the same expected-operand stack as the binary reader):
 * %ids, numbers, "strings", enumerant names, masks joined with '|', and
 * "!<integer>" for a raw word in any position.  Optional and variadic
 * operands end where the next instruction starts (a token "OpX", or
 * "%id =").  Ids are numbered in order of first appearance, unless
 * preserve_numeric_ids keeps %<number> as that number.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

typedef struct token {
    const char *p;
    uint32_t length;
    uint32_t line, column;
} token;

typedef struct expected {
    uint16_t kind;
    uint8_t quantifier;
} expected;

/* What the assembler knows of an id. */
typedef struct id_info {
    uint32_t type;       /* a value's result type (OpSwitch selectors) */
    uint8_t number_kind; /* numeric type: spvrt_number_kind */
    uint8_t number_bits;
    uint16_t ext_set;    /* OpExtInstImport: the set, UINT16_MAX unknown */
} id_info;

typedef struct assembler {
    spvrt_context *ctx;
    const char *text;
    size_t length, pos;
    uint32_t line;
    size_t line_start;
    bool failed;
    /* names: open-addressing table of (token text -> id) */
    struct name_slot {
        const char *p;
        uint32_t length, id;
    } *names;
    uint32_t name_capacity, name_count;
    bool preserve;
    uint32_t *preserved; /* sorted numeric ids that keep their number */
    uint32_t preserved_count, preserved_capacity;
    uint32_t next_id, bound;
    id_info *ids;        /* by id */
    uint32_t id_capacity;
    uint32_t *words;
    uint32_t word_count, word_capacity;
    expected *stack;
    uint32_t stack_count, stack_capacity;
    /* the instruction being assembled */
    const spvrt_instruction_info *inst;
    uint32_t inst_start;     /* index of its first word */
    uint32_t result_type;    /* id, 0 if none yet */
    uint32_t selector_type;  /* OpSwitch: the selector's type */
    uint32_t ext_import;     /* OpExtInst: the set id */
} assembler;

static bool error_at(assembler *a, const token *t, const char *fmt, ...) SPVRT_PRINTF(3, 4);

static bool error_at(assembler *a, const token *t, const char *fmt, ...)
{
    if (a->failed)
        return false;
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.line = t ? t->line : a->line;
    where.column = t ? t->column : (uint32_t)(a->pos - a->line_start + 1);
    where.instruction_index = UINT32_MAX;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(a->ctx, &where, fmt, ap);
    va_end(ap);
    a->failed = true;
    return false;
}

static bool out_of_memory(assembler *a)
{
    return error_at(a, NULL, "out of memory");
}

/* ---- lexing -------------------------------------------------------------- */

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Skip white space and comments. */
static void skip_blank(assembler *a)
{
    while (a->pos < a->length) {
        char c = a->text[a->pos];
        if (c == '\n') {
            a->pos++;
            a->line++;
            a->line_start = a->pos;
        } else if (is_space(c)) {
            a->pos++;
        } else if (c == ';') {
            while (a->pos < a->length && a->text[a->pos] != '\n')
                a->pos++;
        } else {
            break;
        }
    }
}

/* Read the next token; false at the end of the text.  A quoted string is
 * one token, with its quotes; an unterminated one is an error. */
static bool next_token(assembler *a, token *t)
{
    skip_blank(a);
    if (a->pos >= a->length)
        return false;
    t->p = a->text + a->pos;
    t->line = a->line;
    t->column = (uint32_t)(a->pos - a->line_start + 1);
    size_t start = a->pos;
    bool quoted = false;
    while (a->pos < a->length) {
        char c = a->text[a->pos];
        if (quoted) {
            if (c == '\\' && a->pos + 1 < a->length) {
                if (a->text[a->pos + 1] == '\n') {
                    a->line++;
                    a->line_start = a->pos + 2;
                }
                a->pos += 2;
                continue;
            }
            if (c == '\n') {
                a->line++;
                a->line_start = a->pos + 1;
            }
            if (c == '"')
                quoted = false;
            a->pos++;
            continue;
        }
        if (is_space(c) || c == ';')
            break;
        if (c == '"')
            quoted = true;
        a->pos++;
    }
    if (quoted) {
        error_at(a, t, "missing the closing '\"' of a string");
        return false;
    }
    if (a->pos - start > UINT32_MAX)
        return error_at(a, t, "token too long");
    t->length = (uint32_t)(a->pos - start);
    return true;
}

/* Look at the next token without consuming it. */
static bool peek_token(assembler *a, token *t)
{
    size_t pos = a->pos, line_start = a->line_start;
    uint32_t line = a->line;
    bool ok = next_token(a, t);
    a->pos = pos;
    a->line = line;
    a->line_start = line_start;
    return ok;
}

static bool token_is(const token *t, const char *s)
{
    size_t n = strlen(s);
    return t->length == n && memcmp(t->p, s, n) == 0;
}

/* "Op" followed by an upper-case letter. */
static bool looks_like_opcode(const token *t)
{
    return t->length >= 3 && t->p[0] == 'O' && t->p[1] == 'p' && t->p[2] >= 'A' && t->p[2] <= 'Z';
}

/* Does the text at the current position start a new instruction? */
static bool at_new_instruction(assembler *a)
{
    token t = {0}, eq = {0};
    if (!peek_token(a, &t))
        return false;
    if (looks_like_opcode(&t))
        return true;
    if (t.p[0] != '%')
        return false;
    size_t pos = a->pos, line_start = a->line_start;
    uint32_t line = a->line;
    next_token(a, &t);
    bool result = peek_token(a, &eq) && token_is(&eq, "=");
    a->pos = pos;
    a->line = line;
    a->line_start = line_start;
    return result;
}

/* ---- output -------------------------------------------------------------- */

static bool emit(assembler *a, uint32_t word)
{
    if (!spvrt_grow(a->ctx, (void **)&a->words, &a->word_capacity, a->word_count + 1, sizeof *a->words))
        return out_of_memory(a);
    a->words[a->word_count++] = word;
    return true;
}

/* ---- ids --------------------------------------------------------------------- */

static uint32_t hash_bytes(const char *p, uint32_t n)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)p[i]) * 16777619u;
    return h;
}

static bool is_preserved(const assembler *a, uint32_t id)
{
    size_t lo = 0, hi = a->preserved_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (a->preserved[mid] < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < a->preserved_count && a->preserved[lo] == id;
}

/* Parse a decimal id number ("%12" -> 12); false if not all digits. */
static bool numeric_name(const char *p, uint32_t n, uint32_t *value)
{
    uint64_t v = 0;
    if (n == 0 || n > 10)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9')
            return false;
        v = v * 10 + (uint64_t)(p[i] - '0');
    }
    if (v == 0 || v > UINT32_MAX - 1)
        return false;
    *value = (uint32_t)v;
    return true;
}

static bool id_info_reserve(assembler *a, uint32_t id)
{
    if (id < a->id_capacity)
        return true;
    uint32_t old = a->id_capacity;
    if (!spvrt_grow(a->ctx, (void **)&a->ids, &a->id_capacity, id + 1, sizeof *a->ids))
        return out_of_memory(a);
    for (uint32_t i = old; i < a->id_capacity; i++) {
        a->ids[i].type = 0;
        a->ids[i].number_kind = SPVRT_NUMBER_NONE;
        a->ids[i].number_bits = 0;
        a->ids[i].ext_set = UINT16_MAX;
    }
    return true;
}

/* The id for a name token ("%foo", without the '%' in p/n). */
static bool id_for_name(assembler *a, const token *t, const char *p, uint32_t n, uint32_t *id)
{
    if ((a->name_count + 1) * 2 > a->name_capacity) {
        uint32_t cap = a->name_capacity ? a->name_capacity * 2 : 256;
        struct name_slot *slots = spvrt_alloc_zero(a->ctx, cap, sizeof *slots);
        if (!slots)
            return out_of_memory(a);
        for (uint32_t i = 0; i < a->name_capacity; i++) {
            if (!a->names[i].p)
                continue;
            uint32_t j = hash_bytes(a->names[i].p, a->names[i].length) & (cap - 1);
            while (slots[j].p)
                j = (j + 1) & (cap - 1);
            slots[j] = a->names[i];
        }
        spvrt_free(a->ctx, a->names);
        a->names = slots;
        a->name_capacity = cap;
    }
    uint32_t j = hash_bytes(p, n) & (a->name_capacity - 1);
    while (a->names[j].p) {
        if (a->names[j].length == n && memcmp(a->names[j].p, p, n) == 0) {
            *id = a->names[j].id;
            return true;
        }
        j = (j + 1) & (a->name_capacity - 1);
    }
    uint32_t value;
    if (a->preserve && numeric_name(p, n, &value) && is_preserved(a, value)) {
        *id = value;
    } else {
        do {
            if (a->next_id == UINT32_MAX)
                return error_at(a, t, "too many ids");
            *id = a->next_id++;
        } while (a->preserve && is_preserved(a, *id));
    }
    a->names[j].p = p;
    a->names[j].length = n;
    a->names[j].id = *id;
    a->name_count++;
    if (*id >= a->bound)
        a->bound = *id + 1;
    return id_info_reserve(a, *id);
}

/* Find every %<number> in the text (preserve_numeric_ids). */
static bool collect_numeric_ids(assembler *a)
{
    token t;
    while (next_token(a, &t)) {
        uint32_t value;
        if (t.p[0] == '%' && numeric_name(t.p + 1, t.length - 1, &value)) {
            if (!spvrt_grow(a->ctx, (void **)&a->preserved, &a->preserved_capacity, a->preserved_count + 1,
                            sizeof *a->preserved))
                return out_of_memory(a);
            a->preserved[a->preserved_count++] = value;
        }
    }
    a->failed = false; /* lexing errors are reported by the real pass */
    spvrt_diag_reset(a->ctx);
    a->pos = 0;
    a->line = 1;
    a->line_start = 0;
    return true;
}

static int compare_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* ---- literals ------------------------------------------------------------------ */

/* Parse an integer token: [-]decimal or [-]0x hex.  *negative is set for a
 * leading '-'; the magnitude is returned in *magnitude. */
static bool parse_integer(const token *t, bool *negative, bool *hex, uint64_t *magnitude)
{
    const char *p = t->p, *end = t->p + t->length;
    *negative = false;
    *hex = false;
    if (p < end && (*p == '-' || *p == '+')) {
        *negative = *p == '-';
        p++;
    }
    if (p == end)
        return false;
    uint64_t v = 0;
    if (end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        *hex = true;
        p += 2;
        for (; p < end; p++) {
            int d;
            if (*p >= '0' && *p <= '9')
                d = *p - '0';
            else if (*p >= 'a' && *p <= 'f')
                d = *p - 'a' + 10;
            else if (*p >= 'A' && *p <= 'F')
                d = *p - 'A' + 10;
            else
                return false;
            if (v >> 60)
                return false;
            v = v * 16 + (uint64_t)d;
        }
    } else {
        for (; p < end; p++) {
            if (*p < '0' || *p > '9')
                return false;
            uint64_t d = (uint64_t)(*p - '0');
            if (v > (UINT64_MAX - d) / 10)
                return false;
            v = v * 10 + d;
        }
    }
    *magnitude = v;
    return true;
}

/* An unsigned 32-bit literal (LiteralInteger and the like). */
static bool parse_u32(assembler *a, const token *t, uint32_t *value)
{
    bool negative, hex;
    uint64_t v;
    if (!parse_integer(t, &negative, &hex, &v))
        return error_at(a, t, "expected an unsigned 32-bit integer, found '%.*s'", (int)t->length, t->p);
    if (negative && v)
        return error_at(a, t, "a negative number cannot be an unsigned literal: '%.*s'", (int)t->length, t->p);
    if (v > UINT32_MAX)
        return error_at(a, t, "integer '%.*s' does not fit in 32 bits", (int)t->length, t->p);
    *value = (uint32_t)v;
    return true;
}

/* Is the token a decimal or hex floating-point literal (no inf/nan)? */
static bool float_syntax(const token *t)
{
    const char *p = t->p, *end = t->p + t->length;
    if (p < end && (*p == '-' || *p == '+'))
        p++;
    bool hex = end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X');
    if (hex)
        p += 2;
    int digits = 0;
    while (p < end && ((*p >= '0' && *p <= '9') || (hex && ((*p >= 'a' && *p <= 'f') || (*p >= 'A' && *p <= 'F')))))
        p++, digits++;
    if (p < end && *p == '.') {
        p++;
        while (p < end && ((*p >= '0' && *p <= '9') ||
                           (hex && ((*p >= 'a' && *p <= 'f') || (*p >= 'A' && *p <= 'F')))))
            p++, digits++;
    }
    if (!digits)
        return false;
    if (p < end && (hex ? (*p == 'p' || *p == 'P') : (*p == 'e' || *p == 'E'))) {
        p++;
        if (p < end && (*p == '-' || *p == '+'))
            p++;
        if (p == end || *p < '0' || *p > '9')
            return false;
        while (p < end && *p >= '0' && *p <= '9')
            p++;
    }
    return p == end;
}

/* Hex floats whose exponent is one past the largest (0x1p+128 for 32 bits)
 * name infinity, or a NaN whose fraction is the digits after the point
 * (0x1.8p+128): the form spirv-dis prints them in.  Returns false for any
 * other literal. */
static bool hex_float_special(const token *t, unsigned bits, uint64_t *out)
{
    unsigned fraction_bits = bits == 16 ? 10 : bits == 32 ? 23 : 52;
    unsigned exponent_bits = bits - 1 - fraction_bits;
    long special_exponent = 1L << (exponent_bits - 1); /* bias + 1 */
    const char *p = t->p, *end = t->p + t->length;
    bool negative = false;
    if (p < end && (*p == '-' || *p == '+'))
        negative = *p++ == '-';
    if (end - p < 4 || p[0] != '0' || (p[1] != 'x' && p[1] != 'X') || p[2] != '1')
        return false;
    p += 3;
    uint64_t fraction = 0;
    unsigned used = 0;
    if (p < end && *p == '.') {
        for (p++; p < end && *p != 'p' && *p != 'P'; p++) {
            int d = (*p >= '0' && *p <= '9') ? *p - '0'
                    : (*p >= 'a' && *p <= 'f') ? *p - 'a' + 10
                    : (*p >= 'A' && *p <= 'F') ? *p - 'A' + 10 : -1;
            if (d < 0 || used + 4 > 64)
                return false;
            fraction = fraction << 4 | (uint64_t)d;
            used += 4;
        }
    }
    if (p == end || (*p != 'p' && *p != 'P'))
        return false;
    p++;
    bool exponent_negative = p < end && *p == '-';
    if (p < end && (*p == '-' || *p == '+'))
        p++;
    long exponent = 0;
    if (p == end)
        return false;
    for (; p < end; p++) {
        if (*p < '0' || *p > '9' || exponent > 100000)
            return false;
        exponent = exponent * 10 + (*p - '0');
    }
    if (exponent_negative || exponent != special_exponent)
        return false;
    /* left-align the written digits to the fraction field */
    if (used > fraction_bits) {
        if (fraction & ((1ull << (used - fraction_bits)) - 1))
            return false;
        fraction >>= used - fraction_bits;
    } else {
        fraction <<= fraction_bits - used;
    }
    *out = (uint64_t)negative << (bits - 1) | ((1ull << exponent_bits) - 1) << fraction_bits | fraction;
    return true;
}

/* Round a double to IEEE half (round to nearest even). */
static uint16_t double_to_half(double d)
{
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    uint16_t sign = (uint16_t)((bits >> 48) & 0x8000u);
    double m = fabs(d);
    if (isnan(m))
        return sign | 0x7E00u;
    if (m >= 65520.0) /* rounds to infinity */
        return sign | 0x7C00u;
    if (m < 0x1p-14) { /* subnormal: units of 2^-24 */
        double units = nearbyint(m * 0x1p24);
        return sign | (uint16_t)units;
    }
    int e;
    double f = frexp(m, &e); /* m = f * 2^e, f in [0.5, 1) */
    double mant = nearbyint((f * 2.0 - 1.0) * 1024.0);
    int exp = e - 1 + 15;
    if (mant >= 1024.0) {
        mant = 0;
        exp++;
    }
    if (exp >= 31)
        return sign | 0x7C00u;
    return sign | (uint16_t)(exp << 10) | (uint16_t)mant;
}

/* A number for OpConstant / OpSpecConstant / OpSwitch, typed by type id. */
static bool encode_typed_number(assembler *a, const token *t, uint32_t type_id)
{
    id_info info = type_id < a->id_capacity ? a->ids[type_id] : (id_info){0, 0, 0, UINT16_MAX};
    if (info.number_kind == SPVRT_NUMBER_NONE)
        return error_at(a, t, "the type of literal '%.*s' must be a numeric scalar type (OpTypeInt or OpTypeFloat)",
                        (int)t->length, t->p);
    unsigned bits = info.number_bits;
    if (info.number_kind == SPVRT_NUMBER_FLOAT) {
        if (bits != 16 && bits != 32 && bits != 64)
            return error_at(a, t, "unsupported %u-bit floating-point literal", bits);
        if (!float_syntax(t))
            return error_at(a, t, "invalid %u-bit floating-point literal '%.*s'", bits, (int)t->length, t->p);
        uint64_t special;
        if (hex_float_special(t, bits, &special)) /* infinity or NaN, as spirv-dis prints them */
            return bits == 64 ? emit(a, (uint32_t)special) && emit(a, (uint32_t)(special >> 32))
                              : emit(a, (uint32_t)special);
        char tmp[512];
        if (t->length >= sizeof tmp)
            return error_at(a, t, "floating-point literal too long");
        memcpy(tmp, t->p, t->length);
        tmp[t->length] = '\0';
        errno = 0;
        if (bits == 32) {
            float f = strtof(tmp, NULL);
            if (isinf(f))
                return error_at(a, t, "32-bit floating-point literal '%s' is out of range", tmp);
            uint32_t w;
            memcpy(&w, &f, sizeof w);
            return emit(a, w);
        }
        double d = strtod(tmp, NULL);
        if (isinf(d))
            return error_at(a, t, "%u-bit floating-point literal '%s' is out of range", bits, tmp);
        if (bits == 16) {
            uint16_t h = double_to_half(d);
            if ((h & 0x7C00u) == 0x7C00u)
                return error_at(a, t, "16-bit floating-point literal '%s' is out of range", tmp);
            return emit(a, h);
        }
        uint64_t w;
        memcpy(&w, &d, sizeof w);
        return emit(a, (uint32_t)w) && emit(a, (uint32_t)(w >> 32));
    }
    bool negative, hex;
    uint64_t v;
    if (!parse_integer(t, &negative, &hex, &v))
        return error_at(a, t, "invalid %u-bit integer literal '%.*s'", bits, (int)t->length, t->p);
    bool is_signed = info.number_kind == SPVRT_NUMBER_SINT;
    uint64_t mask = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
    uint64_t value;
    if (negative) {
        if (!is_signed && v)
            return error_at(a, t, "a negative number cannot be an unsigned %u-bit literal: '%.*s'", bits,
                            (int)t->length, t->p);
        uint64_t limit = bits == 64 ? (1ull << 63) : (1ull << (bits - 1));
        if (v > limit)
            return error_at(a, t, "integer '%.*s' does not fit in a %u-bit signed integer", (int)t->length, t->p,
                            bits);
        value = (0 - v) & mask;
    } else {
        /* Hex gives the bit pattern; decimal must be in the type's range. */
        uint64_t limit = is_signed && !hex ? mask >> 1 : mask;
        if (v > limit)
            return error_at(a, t, "integer '%.*s' does not fit in a %u-bit %s integer", (int)t->length, t->p, bits,
                            is_signed ? "signed" : "unsigned");
        value = v;
    }
    if (bits <= 32) {
        uint32_t w = (uint32_t)value;
        /* SPIR-V 2.2.1: narrow signed values are sign-extended, unsigned zero-extended */
        if (is_signed && bits < 32 && (w >> (bits - 1)) & 1)
            w |= ~(uint32_t)mask;
        return emit(a, w);
    }
    return emit(a, (uint32_t)value) && emit(a, (uint32_t)(value >> 32));
}

static bool encode_string(assembler *a, const token *t)
{
    if (t->length < 2 || t->p[0] != '"' || t->p[t->length - 1] != '"')
        return error_at(a, t, "expected a quoted string, found '%.*s'", (int)t->length, t->p);
    uint32_t word = 0, shift = 0;
    for (uint32_t i = 1; i + 1 < t->length; i++) {
        char c = t->p[i];
        if (c == '\\' && i + 2 < t->length)
            c = t->p[++i];
        word |= (uint32_t)(uint8_t)c << shift;
        shift += 8;
        if (shift == 32) {
            if (!emit(a, word))
                return false;
            word = 0;
            shift = 0;
        }
    }
    return emit(a, word); /* the terminating NUL, padded */
}

/* ---- operands ------------------------------------------------------------------ */

static bool push(assembler *a, uint16_t kind, uint8_t quantifier)
{
    if (!spvrt_grow(a->ctx, (void **)&a->stack, &a->stack_capacity, a->stack_count + 1, sizeof *a->stack))
        return out_of_memory(a);
    a->stack[a->stack_count].kind = kind;
    a->stack[a->stack_count].quantifier = quantifier;
    a->stack_count++;
    return true;
}

static bool push_operands(assembler *a, uint16_t first, uint8_t count, bool skip_results)
{
    for (uint32_t i = count; i-- > 0;) {
        const spvrt_operand_info *op = &spvrt_grammar_operands[first + i];
        if (skip_results && (op->kind == SPVRT_KIND_IdResultType || op->kind == SPVRT_KIND_IdResult))
            continue;
        if (!push(a, op->kind, op->quantifier))
            return false;
    }
    return true;
}

static const char *kind_name(uint16_t kind)
{
    return spvrt_grammar_string(spvrt_grammar_kinds[kind].name);
}

static bool encode_id(assembler *a, const token *t, uint32_t *id)
{
    if (t->length < 2 || t->p[0] != '%')
        return error_at(a, t, "expected an id (%%name), found '%.*s'", (int)t->length, t->p);
    return id_for_name(a, t, t->p + 1, t->length - 1, id) && emit(a, *id);
}

static bool encode_enum(assembler *a, const token *t, uint16_t kind)
{
    if (spvrt_grammar_kind_category(kind) == SPVRT_CATEGORY_VALUE_ENUM) {
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant_by_name(kind, t->p, t->length);
        if (!e) {
            uint32_t value;
            bool negative, hex;
            uint64_t v;
            if (parse_integer(t, &negative, &hex, &v) && !negative && v <= UINT32_MAX &&
                (e = spvrt_grammar_enumerant(kind, value = (uint32_t)v)) != NULL) {
                /* a number naming a known enumerant */
            } else {
                return error_at(a, t, "invalid %s '%.*s'", kind_name(kind), (int)t->length, t->p);
            }
        }
        return emit(a, e->value) && push_operands(a, e->parameter_first, e->parameter_count, false);
    }
    /* Bit enum: names joined by '|' */
    uint32_t value = 0;
    const char *p = t->p, *end = t->p + t->length;
    while (p <= end) {
        const char *bar = memchr(p, '|', (size_t)(end - p));
        const char *stop = bar ? bar : end;
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant_by_name(kind, p, (size_t)(stop - p));
        if (!e) {
            token part = *t;
            part.p = p;
            part.length = (uint32_t)(stop - p);
            part.column = t->column + (uint32_t)(p - t->p);
            bool negative, hex;
            uint64_t v;
            if (parse_integer(&part, &negative, &hex, &v) && !negative && v <= UINT32_MAX) {
                value |= (uint32_t)v;
            } else {
                return error_at(a, &part, "invalid %s operand '%.*s'", kind_name(kind), (int)part.length, part.p);
            }
        } else {
            value |= e->value;
        }
        if (!bar)
            break;
        p = bar + 1;
    }
    for (uint32_t bit = 0; bit < 32; bit++)
        if ((value >> bit) & 1 && !spvrt_grammar_enumerant(kind, 1u << bit))
            return error_at(a, t, "invalid %s operand '%.*s'", kind_name(kind), (int)t->length, t->p);
    if (!emit(a, value))
        return false;
    for (uint32_t bit = 32; bit-- > 0;) {
        if (!((value >> bit) & 1))
            continue;
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant(kind, 1u << bit);
        if (!push_operands(a, e->parameter_first, e->parameter_count, false))
            return false;
    }
    return true;
}

static bool encode_operand(assembler *a, const token *t, uint16_t kind)
{
    if (t->p[0] == '!') { /* a raw word in any operand position */
        token number = *t;
        number.p++;
        number.length--;
        uint32_t w;
        return parse_u32(a, &number, &w) && emit(a, w);
    }
    uint32_t id = 0;
    switch (kind) {
    case SPVRT_KIND_IdResultType:
        if (!encode_id(a, t, &id))
            return false;
        a->result_type = id;
        return true;
    case SPVRT_KIND_LiteralString:
        return encode_string(a, t);
    case SPVRT_KIND_LiteralContextDependentNumber:
        return encode_typed_number(a, t, a->result_type);
    case SPVRT_KIND_LiteralExtInstInteger: {
        uint16_t set = a->ext_import < a->id_capacity ? a->ids[a->ext_import].ext_set : UINT16_MAX;
        const spvrt_instruction_info *e = NULL;
        if (set < spvrt_grammar_ext_set_count) {
            e = spvrt_grammar_ext_instruction_by_name(&spvrt_grammar_ext_sets[set], t->p, t->length);
            uint32_t number;
            if (!e && t->p[0] >= '0' && t->p[0] <= '9') {
                if (!parse_u32(a, t, &number))
                    return false;
                e = spvrt_grammar_ext_instruction(&spvrt_grammar_ext_sets[set], number);
            }
            if (!e)
                return error_at(a, t, "invalid extended instruction '%.*s' for set %s", (int)t->length, t->p,
                                spvrt_grammar_string(spvrt_grammar_ext_sets[set].import_name));
            return emit(a, e->opcode) && push_operands(a, e->operand_first, e->operand_count, false);
        }
        /* a set we do not know: a number, then ids */
        uint32_t number;
        if (!parse_u32(a, t, &number))
            return false;
        return emit(a, number) && push(a, SPVRT_KIND_IdRef, SPVRT_QUANT_VARIADIC);
    }
    case SPVRT_KIND_LiteralSpecConstantOpInteger: {
        char name[128];
        if (t->length + 3 > sizeof name)
            return error_at(a, t, "invalid OpSpecConstantOp opcode '%.*s'", (int)t->length, t->p);
        memcpy(name, "Op", 2);
        memcpy(name + 2, t->p, t->length);
        const spvrt_instruction_info *info = spvrt_grammar_opcode_by_name(name, t->length + 2);
        if (!info)
            return error_at(a, t, "invalid OpSpecConstantOp opcode '%.*s'", (int)t->length, t->p);
        return emit(a, info->opcode) && push_operands(a, info->operand_first, info->operand_count, true);
    }
    case SPVRT_KIND_PairLiteralIntegerIdRef:
        if (a->inst->opcode == SPVRT_OpSwitch) {
            /* OpSwitch targets: a literal of the selector's type, then a label */
            if (!encode_typed_number(a, t, a->selector_type))
                return false;
            return push(a, SPVRT_KIND_IdRef, SPVRT_QUANT_ONE);
        }
        break;
    default:
        break;
    }
    switch (spvrt_grammar_kind_category(kind)) {
    case SPVRT_CATEGORY_ID:
        if (!encode_id(a, t, &id))
            return false;
        /* what later operands of this instruction depend on */
        if (a->inst->opcode == SPVRT_OpSwitch && a->word_count == a->inst_start + 2)
            a->selector_type = a->ids[id].type;
        if (a->inst->opcode == SPVRT_OpExtInst && a->word_count == a->inst_start + 4)
            a->ext_import = id;
        return true;
    case SPVRT_CATEGORY_LITERAL: {
        uint32_t w;
        return parse_u32(a, t, &w) && emit(a, w);
    }
    case SPVRT_CATEGORY_VALUE_ENUM:
    case SPVRT_CATEGORY_BIT_ENUM:
        return encode_enum(a, t, kind);
    case SPVRT_CATEGORY_COMPOSITE: {
        const spvrt_kind_info *k = &spvrt_grammar_kinds[kind];
        for (uint32_t i = k->base_count; i-- > 1;)
            if (!push(a, spvrt_grammar_composite_bases[k->base_first + i], SPVRT_QUANT_ONE))
                return false;
        return encode_operand(a, t, spvrt_grammar_composite_bases[k->base_first]);
    }
    }
    return error_at(a, t, "operand kind %s cannot be assembled", kind_name(kind));
}

/* ---- instructions ---------------------------------------------------------------- */

static bool assemble_instruction(assembler *a)
{
    token t, result_token = {0};
    bool has_result_name = false;
    if (!next_token(a, &t))
        return false;
    if (t.p[0] == '%') {
        token eq;
        result_token = t;
        has_result_name = true;
        if (!next_token(a, &eq) || !token_is(&eq, "="))
            return error_at(a, &t, "expected '=' after the result id '%.*s'", (int)t.length, t.p);
        if (!next_token(a, &t))
            return error_at(a, &eq, "expected an opcode after '='");
    }
    if (t.p[0] == '!') {
        /* A raw first word: emitted as is; following operands are raw too. */
        if (has_result_name)
            return error_at(a, &result_token, "a raw instruction word cannot have a result id");
        token number = t;
        number.p++;
        number.length--;
        uint32_t w;
        if (!parse_u32(a, &number, &w) || !emit(a, w))
            return false;
        while (!at_new_instruction(a) && peek_token(a, &t)) {
            next_token(a, &t);
            if (t.p[0] != '!')
                return error_at(a, &t, "after a raw instruction word only raw words (!<integer>) may follow");
            number = t;
            number.p++;
            number.length--;
            if (!parse_u32(a, &number, &w) || !emit(a, w))
                return false;
        }
        return true;
    }
    const spvrt_instruction_info *info = looks_like_opcode(&t) ? spvrt_grammar_opcode_by_name(t.p, t.length) : NULL;
    if (!info) {
        if (looks_like_opcode(&t))
            return error_at(a, &t, "invalid opcode '%.*s'", (int)t.length, t.p);
        return error_at(a, &t, "expected an opcode or a result id (%%name =) at the start of an instruction, found '%.*s'",
                        (int)t.length, t.p);
    }
    a->inst = info;
    a->inst_start = a->word_count;
    a->result_type = 0;
    a->selector_type = 0;
    a->ext_import = 0;
    if (info->has_result && !has_result_name)
        return error_at(a, &t, "%.*s produces a result: write '%%name = %.*s'", (int)t.length, t.p, (int)t.length, t.p);
    if (!info->has_result && has_result_name)
        return error_at(a, &result_token, "%.*s does not produce a result id, so '%.*s =' is not allowed",
                        (int)t.length, t.p, (int)result_token.length, result_token.p);
    if (!emit(a, info->opcode))
        return false;
    uint32_t result = 0;
    a->stack_count = 0;
    if (!push_operands(a, info->operand_first, info->operand_count, false))
        return false;
    token last = t;
    while (a->stack_count && !a->failed) {
        expected e = a->stack[--a->stack_count];
        if (e.kind == SPVRT_KIND_IdResult) {
            if (!id_for_name(a, &result_token, result_token.p + 1, result_token.length - 1, &result) ||
                !emit(a, result))
                return false;
            continue;
        }
        token op;
        if (at_new_instruction(a) || !peek_token(a, &op)) {
            if (a->failed)
                return false;
            if (e.quantifier != SPVRT_QUANT_ONE)
                continue;
            return error_at(a, &last, "%s: expected a %s operand, found %s", spvrt_grammar_string(info->name),
                            kind_name(e.kind), peek_token(a, &op) ? "the next instruction" : "the end of the text");
        }
        next_token(a, &op);
        if (e.quantifier == SPVRT_QUANT_VARIADIC && !push(a, e.kind, e.quantifier))
            return false;
        if (!encode_operand(a, &op, e.kind))
            return false;
        last = op;
    }
    if (a->failed)
        return false;
    uint32_t count = a->word_count - a->inst_start;
    if (count > 0xFFFFu)
        return error_at(a, &t, "%s has %u words; an instruction holds at most 65535", spvrt_grammar_string(info->name),
                        count);
    a->words[a->inst_start] |= count << 16;
    /* What later instructions need to know of this one. */
    const uint32_t *w = a->words + a->inst_start;
    if (result && info->has_result_type)
        a->ids[result].type = a->result_type;
    switch (info->opcode) {
    case SPVRT_OpTypeInt:
        if (count >= 4 && w[2] >= 1 && w[2] <= 64) {
            a->ids[result].number_kind = w[3] ? SPVRT_NUMBER_SINT : SPVRT_NUMBER_UINT;
            a->ids[result].number_bits = (uint8_t)w[2];
        }
        break;
    case SPVRT_OpTypeFloat:
        if (count >= 3 && w[2] >= 1 && w[2] <= 64) {
            a->ids[result].number_kind = SPVRT_NUMBER_FLOAT;
            a->ids[result].number_bits = (uint8_t)w[2];
        }
        break;
    case SPVRT_OpExtInstImport: {
        const char *name = (const char *)(w + 2);
        size_t n = 0, limit = (size_t)(count - 2) * 4;
        while (n < limit && name[n])
            n++;
        const spvrt_ext_inst_set_info *set = spvrt_grammar_ext_set(name, n);
        a->ids[result].ext_set = set ? (uint16_t)(set - spvrt_grammar_ext_sets) : UINT16_MAX;
        break;
    }
    default:
        break;
    }
    return true;
}

spvrt_result spvrt_assemble(spvrt_context *ctx, const char *text, size_t length, const spvrt_as_options *options,
                            uint32_t **words, size_t *word_count)
{
    if (!ctx || (!text && length) || !words || !word_count)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *words = NULL;
    *word_count = 0;
    spvrt_diag_reset(ctx);
    assembler a = {0};
    a.ctx = ctx;
    a.text = text;
    a.length = length;
    a.line = 1;
    a.next_id = 1;
    a.bound = 1;
    a.preserve = options && options->preserve_numeric_ids;
    bool ok = true;
    if (a.preserve) {
        ok = collect_numeric_ids(&a);
        if (ok && a.preserved_count)
            qsort(a.preserved, a.preserved_count, sizeof *a.preserved, compare_u32);
    }
    uint32_t header[SPVRT_HEADER_WORDS] = {SPVRT_MAGIC,
                                           options && options->version ? options->version : SPVRT_VERSION_WORD(1, 6),
                                           options && options->generator ? options->generator : 0, 0, 0};
    for (int i = 0; ok && i < SPVRT_HEADER_WORDS; i++)
        ok = emit(&a, header[i]);
    while (ok && !a.failed) {
        skip_blank(&a);
        if (a.pos >= a.length)
            break;
        if (!assemble_instruction(&a))
            break;
    }
    spvrt_free(ctx, a.names);
    spvrt_free(ctx, a.preserved);
    spvrt_free(ctx, a.ids);
    spvrt_free(ctx, a.stack);
    if (!ok || a.failed) {
        spvrt_free(ctx, a.words);
        if (!a.failed)
            return SPVRT_ERROR_OUT_OF_MEMORY;
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        return n && strcmp(d[n - 1].message, "out of memory") == 0 ? SPVRT_ERROR_OUT_OF_MEMORY
                                                                  : SPVRT_ERROR_INVALID_TEXT;
    }
    a.words[3] = a.bound;
    *words = a.words;
    *word_count = a.word_count;
    return SPVRT_SUCCESS;
}
