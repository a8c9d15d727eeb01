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
    uint32_t line;     /* 1-based; the column is found from p when needed */
    uint32_t hash;     /* of the whole token, computed while lexing */
    bool is_id;        /* "%" followed by one or more of [A-Za-z0-9_] */
} token;

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
    bool failed;
    bool out_of_memory;    /* the failure is an allocation, not the text */
    /* names: open-addressing table of (token text -> id) */
    struct name_slot {
        const char *p;    /* the "%name" token */
        uint32_t length, id, hash;
    } *names;
    uint32_t name_capacity, name_count;
    bool preserve;
    uint32_t *preserved; /* sorted numeric ids that keep their number */
    uint32_t preserved_count, preserved_capacity;
    uint32_t next_id, bound;
    /* what is known of each id: its value type, and for types and imports
     * the packed id_info fields.  Id maps, so that a hostile numeric id
     * (%4000000000 with preserve_numeric_ids) never sizes an allocation. */
    spvrt_idmap id_type, id_facts;
    uint32_t *words;
    uint32_t word_count, word_capacity;
    spvrt_operand_stack stack; /* next expected operand on top */
    /* the tokens lexed ahead of the parser: at most two are ever needed */
    token ahead[2];
    uint32_t ahead_count;
    bool lex_error;          /* lexing stopped at an error, reported when reached */
    token lex_error_at;
    /* opcode names -> grammar entries, hashed (OPCODE_SLOTS, a power of two) */
    const spvrt_instruction_info **opcodes;
    /* the instruction being assembled */
    const spvrt_instruction_info *inst;
    uint32_t inst_start;     /* index of its first word */
    uint32_t result_type;    /* id, 0 if none yet */
    uint32_t selector_type;  /* OpSwitch: the selector's type */
    uint32_t ext_import;     /* OpExtInst: the set id */
} assembler;

static bool error_at(assembler *a, const token *t, const char *fmt, ...) SPVRT_PRINTF(3, 4);
static bool parse_integer_text(const char *p, const char *end, bool *negative, bool *hex, uint64_t *magnitude);
static uint32_t hash_bytes(const char *p, uint32_t n);

static bool error_at(assembler *a, const token *t, const char *fmt, ...)
{
    if (a->failed)
        return false;
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.line = t ? t->line : a->line;
    const char *at = t ? t->p : a->text + a->pos, *line_start = at;
    while (line_start > a->text && line_start[-1] != '\n')
        line_start--;
    where.column = (uint32_t)(at - line_start + 1);
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
    a->out_of_memory = true;
    return error_at(a, NULL, "out of memory");
}

/* ---- lexing -------------------------------------------------------------- */

/* Character classes of the lexer (bit flags). */
enum {
    CH_PLAIN = 1,     /* part of a token, nothing special */
    CH_IDENT = 2,     /* [A-Za-z0-9_]: an id name character (also CH_PLAIN) */
    CH_BLANK = 4,     /* space, tab, carriage return: separate tokens */
    CH_NEWLINE = 8,
    CH_COMMENT = 16,  /* ';' */
    CH_SPECIAL = 32   /* '"' and '\\': quoting and escapes */
};

#define P CH_PLAIN
#define I (CH_PLAIN | CH_IDENT)
static const uint8_t char_class[256] = {
    [' '] = CH_BLANK, ['\t'] = CH_BLANK, ['\r'] = CH_BLANK, ['\n'] = CH_NEWLINE, [';'] = CH_COMMENT,
    ['"'] = CH_SPECIAL, ['\\'] = CH_SPECIAL,
    ['!'] = P, ['#'] = P, ['$'] = P, ['%'] = P, ['&'] = P, ['\''] = P, ['('] = P, [')'] = P, ['*'] = P, ['+'] = P,
    [','] = P, ['-'] = P, ['.'] = P, ['/'] = P, [':'] = P, ['<'] = P, ['='] = P, ['>'] = P, ['?'] = P, ['@'] = P,
    ['['] = P, [']'] = P, ['^'] = P, ['`'] = P, ['{'] = P, ['|'] = P, ['}'] = P, ['~'] = P,
    ['0'] = I, ['1'] = I, ['2'] = I, ['3'] = I, ['4'] = I, ['5'] = I, ['6'] = I, ['7'] = I, ['8'] = I, ['9'] = I,
    ['A'] = I, ['B'] = I, ['C'] = I, ['D'] = I, ['E'] = I, ['F'] = I, ['G'] = I, ['H'] = I, ['I'] = I, ['J'] = I,
    ['K'] = I, ['L'] = I, ['M'] = I, ['N'] = I, ['O'] = I, ['P'] = I, ['Q'] = I, ['R'] = I, ['S'] = I, ['T'] = I,
    ['U'] = I, ['V'] = I, ['W'] = I, ['X'] = I, ['Y'] = I, ['Z'] = I, ['_'] = I, ['a'] = I, ['b'] = I, ['c'] = I,
    ['d'] = I, ['e'] = I, ['f'] = I, ['g'] = I, ['h'] = I, ['i'] = I, ['j'] = I, ['k'] = I, ['l'] = I, ['m'] = I,
    ['n'] = I, ['o'] = I, ['p'] = I, ['q'] = I, ['r'] = I, ['s'] = I, ['t'] = I, ['u'] = I, ['v'] = I, ['w'] = I,
    ['x'] = I, ['y'] = I, ['z'] = I,
};
#undef P
#undef I

static inline uint8_t class_of(char c)
{
    return char_class[(uint8_t)c];
}

/* Skip white space and comments. */
static void skip_blank(assembler *a)
{
    const char *p = a->text + a->pos, *end = a->text + a->length;
    while (p < end) {
        uint8_t c = class_of(*p);
        if (c & CH_BLANK) {
            p++;
        } else if (c & CH_NEWLINE) {
            p++;
            a->line++;
        } else if (c & CH_COMMENT) {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            p = nl ? nl : end;
        } else {
            break;
        }
    }
    a->pos = (size_t)(p - a->text);
}

/* Lex the next token from the text; false at the end of the text.  A
 * quoted string is one token, with its quotes; an unterminated one is an
 * error (recorded in lex_error).  Tokens that are "%" and [A-Za-z0-9_]
 * are marked is_id and hashed, for the id table. */
static bool lex_token(assembler *a, token *t)
{
    skip_blank(a);
    if (a->pos >= a->length)
        return false;
    const char *start = a->text + a->pos, *p = start, *end = a->text + a->length;
    t->p = start;
    t->line = a->line;
    t->is_id = false;
    if (*p == '%') { /* the common case: an id */
        uint32_t hash = (2166136261u ^ '%') * 16777619u;
        for (p++; p < end && (class_of(*p) & CH_IDENT); p++)
            hash = (hash ^ (uint8_t)*p) * 16777619u;
        if (p == end || (class_of(*p) & (CH_BLANK | CH_NEWLINE | CH_COMMENT))) {
            t->length = (uint32_t)(p - start);
            t->hash = hash;
            t->is_id = t->length >= 2;
            a->pos = (size_t)(p - a->text);
            return true;
        }
    }
    bool quoted = false;
    while (p < end) {
        uint8_t c = class_of(*p);
        if (!quoted) {
            if (c & CH_PLAIN) {
                p++;
                continue;
            }
            if (c & (CH_BLANK | CH_NEWLINE | CH_COMMENT))
                break;
        }
        if (*p == '\\' && p + 1 < end && (quoted || p[1] != '\n')) {
            if (p[1] == '\n')
                a->line++;
            p += 2; /* escapes the next character, even outside quotes */
            continue;
        }
        if (*p == '"')
            quoted = !quoted;
        else if (*p == '\n')
            a->line++;
        p++;
    }
    a->pos = (size_t)(p - a->text);
    if (quoted || (size_t)(p - start) > UINT32_MAX) {
        a->lex_error = true;
        a->lex_error_at = *t;
        a->lex_error_at.length = quoted ? 0 : 1;
        return false;
    }
    t->length = (uint32_t)(p - start);
    t->hash = 0; /* only ids are looked up by hash */
    return true;
}

/* Lex until n tokens are waiting; false if the text ends first. */
static bool lex_ahead(assembler *a, uint32_t n)
{
    while (a->ahead_count < n) {
        if (!lex_token(a, &a->ahead[a->ahead_count]))
            return false;
        a->ahead_count++;
    }
    return true;
}

/* Report a lexing error once the parser reaches it. */
static bool lex_error(assembler *a)
{
    if (a->lex_error)
        error_at(a, &a->lex_error_at,
                 a->lex_error_at.length == 0 ? "missing the closing '\"' of a string" : "token too long");
    return false;
}

/* The next token; false at the end of the text (or at a lexing error). */
static bool next_token(assembler *a, token *t)
{
    if (!lex_ahead(a, 1))
        return lex_error(a);
    *t = a->ahead[0];
    a->ahead[0] = a->ahead[1];
    a->ahead_count--;
    return true;
}

/* Look at the next token without consuming it. */
static bool peek_token(assembler *a, token *t)
{
    if (!lex_ahead(a, 1))
        return lex_error(a);
    *t = a->ahead[0];
    return true;
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

/* Does the next token start a new instruction ("OpX", or "%id" "=")? */
static bool at_new_instruction(assembler *a)
{
    if (!lex_ahead(a, 1))
        return false;
    if (looks_like_opcode(&a->ahead[0]))
        return true;
    return a->ahead[0].p[0] == '%' && lex_ahead(a, 2) && token_is(&a->ahead[1], "=");
}

/* ---- opcode names ------------------------------------------------------- */

enum { OPCODE_SLOTS = 4096 }; /* > 2x the core grammar's instruction count */

static bool build_opcode_table(assembler *a)
{
    if (spvrt_grammar_core_instruction_count * 2u > OPCODE_SLOTS)
        return error_at(a, NULL, "internal error: opcode table too small");
    a->opcodes = spvrt_alloc_zero(a->ctx, OPCODE_SLOTS, sizeof *a->opcodes);
    if (!a->opcodes)
        return out_of_memory(a);
    for (uint32_t i = 0; i < spvrt_grammar_core_instruction_count; i++) {
        const spvrt_instruction_info *info = &spvrt_grammar_instructions[i];
        const char *name = spvrt_grammar_string(info->name);
        uint32_t j = hash_bytes(name, (uint32_t)strlen(name)) & (OPCODE_SLOTS - 1);
        while (a->opcodes[j])
            j = (j + 1) & (OPCODE_SLOTS - 1);
        a->opcodes[j] = info;
    }
    return true;
}

static const spvrt_instruction_info *opcode_by_name(const assembler *a, const token *t)
{
    uint32_t j = hash_bytes(t->p, t->length) & (OPCODE_SLOTS - 1);
    for (; a->opcodes[j]; j = (j + 1) & (OPCODE_SLOTS - 1)) {
        const char *name = spvrt_grammar_string(a->opcodes[j]->name);
        if (strncmp(name, t->p, t->length) == 0 && name[t->length] == '\0')
            return a->opcodes[j];
    }
    return NULL;
}

/* ---- output -------------------------------------------------------------- */

static bool emit(assembler *a, uint32_t word)
{
    if (a->word_count == a->word_capacity &&
        !spvrt_grow(a->ctx, (void **)&a->words, &a->word_capacity, a->word_count + 1, sizeof *a->words))
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

/* A numeric id name ("%12", "%0x10"; --preserve-numeric-ids), read as
 * spirv-as does with setbase(0); false if the name is not a number. */
static bool numeric_name(const char *p, uint32_t n, uint32_t *value)
{
    bool negative, hex;
    uint64_t v;
    if (n == 0 || p[0] == '-' || p[0] == '+' || !parse_integer_text(p, p + n, &negative, &hex, &v) ||
        v > UINT32_MAX)
        return false;
    *value = (uint32_t)v;
    return true;
}

static id_info get_info(const assembler *a, uint32_t id)
{
    uint32_t facts = spvrt_idmap_get(&a->id_facts, id);
    id_info info;
    info.type = spvrt_idmap_get(&a->id_type, id);
    info.number_kind = (uint8_t)(facts & 0xFF);
    info.number_bits = (uint8_t)(facts >> 8);
    info.ext_set = (uint16_t)(facts >> 16);
    return info;
}

static bool set_info(assembler *a, uint32_t id, id_info info)
{
    uint32_t facts = (uint32_t)info.number_kind | (uint32_t)info.number_bits << 8 | (uint32_t)info.ext_set << 16;
    if (!spvrt_idmap_set(&a->id_type, id, info.type) || !spvrt_idmap_set(&a->id_facts, id, facts))
        return out_of_memory(a);
    return true;
}

static bool id_for_name(assembler *a, const token *t, uint32_t *id)
{
    if ((a->name_count + 1) * 2 > a->name_capacity) {
        uint32_t cap = a->name_capacity ? a->name_capacity * 2 : 256;
        struct name_slot *slots = spvrt_alloc_zero(a->ctx, cap, sizeof *slots);
        if (!slots)
            return out_of_memory(a);
        for (uint32_t i = 0; i < a->name_capacity; i++) {
            if (!a->names[i].p)
                continue;
            uint32_t j = a->names[i].hash & (cap - 1);
            while (slots[j].p)
                j = (j + 1) & (cap - 1);
            slots[j] = a->names[i];
        }
        spvrt_free(a->ctx, a->names);
        a->names = slots;
        a->name_capacity = cap;
    }
    uint32_t j = t->hash & (a->name_capacity - 1);
    while (a->names[j].p) {
        if (a->names[j].hash == t->hash && a->names[j].length == t->length &&
            memcmp(a->names[j].p, t->p, t->length) == 0) {
            *id = a->names[j].id;
            return true;
        }
        j = (j + 1) & (a->name_capacity - 1);
    }
    const char *p = t->p + 1;
    uint32_t n = t->length - 1;
    uint32_t value;
    if (a->preserve && numeric_name(p, n, &value) && is_preserved(a, value)) {
        *id = value;
        if (value == UINT32_MAX) /* the bound cannot exceed 2^32 - 1 */
            return error_at(a, t, "id %u leaves no room for the id bound", value);
    } else {
        do {
            if (a->next_id == UINT32_MAX)
                return error_at(a, t, "too many ids");
            *id = a->next_id++;
        } while (a->preserve && is_preserved(a, *id));
    }
    a->names[j].p = t->p;
    a->names[j].length = t->length;
    a->names[j].hash = t->hash;
    a->names[j].id = *id;
    a->name_count++;
    if (*id >= a->bound)
        a->bound = *id + 1;
    return true;
}

/* Find every %<number> in the text (preserve_numeric_ids). */
static bool collect_numeric_ids(assembler *a)
{
    /* a pass of its own over the text, before assembling */
    token tok;
    const token *t = &tok;
    while (lex_token(a, &tok)) {
        uint32_t value;
        if (t->p[0] == '%' && numeric_name(t->p + 1, t->length - 1, &value)) {
            if (!spvrt_grow(a->ctx, (void **)&a->preserved, &a->preserved_capacity, a->preserved_count + 1,
                            sizeof *a->preserved))
                return out_of_memory(a);
            a->preserved[a->preserved_count++] = value;
        }
    }
    a->pos = 0; /* lexing errors are reported by the assembling pass */
    a->line = 1;
    a->lex_error = false;
    return true;
}

static int compare_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* ---- literals ------------------------------------------------------------------ */

/* Parse an integer token as C++ "istream >> setbase(0)" does: an optional
 * sign, then 0x hex, 0 octal or decimal, the whole token consumed.
 * *negative is set for a leading '-'; the magnitude is in *magnitude. */
static bool parse_integer_text(const char *p, const char *end, bool *negative, bool *hex, uint64_t *magnitude)
{
    *negative = false;
    *hex = false;
    if (p < end && (*p == '-' || *p == '+')) {
        *negative = *p == '-';
        p++;
    }
    if (p == end)
        return false;
    unsigned base = 10;
    if (end - p >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        *hex = true;
        p += 2;
        if (p == end)
            return false;
    } else if (end - p >= 2 && p[0] == '0') {
        base = 8;
        p++;
    }
    uint64_t v = 0;
    for (; p < end; p++) {
        unsigned d;
        if (*p >= '0' && *p <= '9')
            d = (unsigned)(*p - '0');
        else if (*p >= 'a' && *p <= 'f')
            d = (unsigned)(*p - 'a' + 10);
        else if (*p >= 'A' && *p <= 'F')
            d = (unsigned)(*p - 'A' + 10);
        else
            return false;
        if (d >= base || v > (UINT64_MAX - d) / base)
            return false;
        v = v * base + d;
    }
    *magnitude = v;
    return true;
}

static bool parse_integer(const token *t, bool *negative, bool *hex, uint64_t *magnitude)
{
    return parse_integer_text(t->p, t->p + t->length, negative, hex, magnitude);
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

/* A decimal floating-point literal: [+-] digits [. digits] [(e|E) [+-] digits],
 * at least one mantissa digit (no inf or nan). */
static bool decimal_float_syntax(const token *t)
{
    const char *p = t->p, *end = t->p + t->length;
    if (p < end && (*p == '-' || *p == '+'))
        p++;
    int digits = 0;
    while (p < end && *p >= '0' && *p <= '9')
        p++, digits++;
    if (p < end && *p == '.')
        for (p++; p < end && *p >= '0' && *p <= '9'; p++)
            digits++;
    if (!digits)
        return false;
    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < end && (*p == '-' || *p == '+'))
            p++;
        if (p == end)
            return false;
        while (p < end && *p >= '0' && *p <= '9')
            p++;
    }
    return p == end;
}

static int hex_digit(char c)
{
    return (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
}

/* A hex floating-point literal, -?0x<hex>[.<hex>]p[+-]<dec> (lower-case p),
 * encoded as an IEEE value of `bits` bits the way spirv-as does it: extra
 * fraction digits are truncated, subnormals too; an exponent one past the
 * largest gives infinity or (fraction bits set) NaN; larger ones infinity.
 * Returns false if the token is not of this form. */
static bool parse_hex_float_layout(const token *t, unsigned fraction_bits, unsigned exponent_bits, uint64_t *out)
{
    unsigned bits = 1 + exponent_bits + fraction_bits;
    long bias = (1L << (exponent_bits - 1)) - 1;
    const char *p = t->p, *end = t->p + t->length;
    bool negative = p < end && *p == '-';
    if (negative)
        p++;
    if (end - p < 2 || p[0] != '0' || (p[1] != 'x' && p[1] != 'X'))
        return false;
    p += 2;
    uint64_t m = 0;   /* up to 16 significant hex digits */
    long scale = 0;   /* value = m * 2^(scale + exponent) */
    unsigned kept = 0;
    bool point = false;
    for (; p < end && *p != 'p'; p++) {
        if (*p == '.' && !point) {
            point = true;
            continue;
        }
        int d = hex_digit(*p);
        if (d < 0)
            return false;
        if (m == 0 && d == 0) {
            if (point)
                scale -= 4;
            continue;
        }
        if (kept < 16) {
            m = m << 4 | (uint64_t)d;
            kept++;
            if (point)
                scale -= 4;
        } else if (!point) {
            scale += 4; /* a dropped integer digit still counts */
        }
    }
    if (p == end || *p != 'p')
        return false;
    p++;
    bool exponent_negative = p < end && *p == '-';
    if (p < end && (*p == '-' || *p == '+'))
        p++;
    if (p == end)
        return false;
    long exponent = 0;
    for (; p < end; p++) {
        if (*p < '0' || *p > '9')
            return false;
        if (exponent < 100000)
            exponent = exponent * 10 + (*p - '0');
    }
    uint64_t sign = (uint64_t)negative << (bits - 1);
    uint64_t fraction_mask = (1ull << fraction_bits) - 1;
    uint64_t all_ones = ((1ull << exponent_bits) - 1) << fraction_bits;
    if (m == 0) {
        *out = sign;
        return true;
    }
    long e2 = scale + (exponent_negative ? -exponent : exponent);
    int top = 63;
    while (!((m >> top) & 1))
        top--;
    long e = top + e2; /* value in [2^e, 2^(e+1)) */
    uint64_t below = top >= (int)fraction_bits ? (m >> (top - (int)fraction_bits)) & fraction_mask
                                               : (m << ((int)fraction_bits - top)) & fraction_mask;
    if (e > bias + 1) {
        *out = sign | all_ones;
    } else if (e == bias + 1) {
        *out = sign | all_ones | below;
    } else if (e >= 1 - bias) {
        *out = sign | (uint64_t)(e + bias) << fraction_bits | below;
    } else {
        long shift = e2 - (1 - bias - (long)fraction_bits); /* in units of the smallest subnormal */
        uint64_t units = shift >= 0 ? m << shift : (-shift >= 64 ? 0 : m >> -shift);
        *out = sign | (units & fraction_mask);
    }
    return true;
}

static bool parse_hex_float(const token *t, unsigned bits, uint64_t *out)
{
    unsigned fraction_bits = bits == 16 ? 10 : bits == 32 ? 23 : 52;
    return parse_hex_float_layout(t, fraction_bits, bits - 1 - fraction_bits, out);
}

/* A literal of a float type with an FP Encoding: a hex float, as the newest
 * spirv-dis prints them (numbers.c), encoded in the encoding's layout; E8M0
 * takes 0x1p<e> (an exponent alone), MXInt8 a multiple of 1/64 in
 * [-2, 127/64].  Decimal text is not supported for these types. */
static bool encode_encoded_float(assembler *a, const token *t, spvrt_number_kind kind)
{
    static const struct {
        uint8_t fraction_bits, exponent_bits;
    } layout[] = {
        [SPVRT_NUMBER_BFLOAT16] = {7, 8},     [SPVRT_NUMBER_FLOAT8_E4M3] = {3, 4},
        [SPVRT_NUMBER_FLOAT8_E5M2] = {2, 5},  [SPVRT_NUMBER_FLOAT6_E2M3] = {3, 2},
        [SPVRT_NUMBER_FLOAT6_E3M2] = {2, 3},  [SPVRT_NUMBER_FLOAT4_E2M1] = {1, 2},
        [SPVRT_NUMBER_FLOAT8_E8M0] = {0, 0},  [SPVRT_NUMBER_MXINT8] = {0, 0},
    };
    uint64_t w;
    if (kind == SPVRT_NUMBER_MXINT8 || kind == SPVRT_NUMBER_FLOAT8_E8M0) {
        /* through double precision: every value of both is exact there */
        if (!parse_hex_float_layout(t, 52, 11, &w))
            return error_at(a, t, "expected a hex float for this FP Encoding, found '%.*s'", (int)t->length, t->p);
        double d;
        memcpy(&d, &w, sizeof d);
        if (kind == SPVRT_NUMBER_MXINT8) {
            double units = d * 64.0;
            if (!(units >= -128.0 && units <= 127.0) || units != (double)(int)units)
                return error_at(a, t, "'%.*s' is not an MXInt8 value (a multiple of 0x1p-6 in [-2, 0x1.fcp+0])",
                                (int)t->length, t->p);
            return emit(a, (uint32_t)(uint8_t)(int8_t)(int)units);
        }
        int e;
        if (!(d > 0) || frexp(d, &e) != 0.5 || e - 1 < -127 || e - 1 > 128)
            return error_at(a, t, "'%.*s' is not a Float8 E8M0 value (a power of two 0x1p-127 .. 0x1p+128)",
                            (int)t->length, t->p);
        return emit(a, (uint32_t)(e - 1 + 127));
    }
    if (!parse_hex_float_layout(t, layout[kind].fraction_bits, layout[kind].exponent_bits, &w))
        return error_at(a, t, "expected a hex float for this FP Encoding, found '%.*s' (decimal is not supported)",
                        (int)t->length, t->p);
    return emit(a, (uint32_t)w);
}

/* A float rounded to single precision, converted to half precision by
 * truncation toward zero, as spirv-as does; false if |f| >= 65536. */
static bool float_to_half(float f, uint16_t *out)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    uint16_t sign = (uint16_t)((b >> 16) & 0x8000u);
    int e = (int)((b >> 23) & 0xFF) - 127;
    uint32_t m = b & 0x7FFFFFu;
    if (((b >> 23) & 0xFF) == 0) { /* zero or a single-precision subnormal: below half's range */
        *out = sign;
        return true;
    }
    if (e > 15)
        return false;
    if (e >= -14) {
        *out = sign | (uint16_t)((e + 15) << 10) | (uint16_t)(m >> 13);
        return true;
    }
    int shift = -(e + 1); /* units of 2^-24: (1.m * 2^23) * 2^(e + 1) */
    uint32_t full = 0x800000u | m;
    *out = sign | (uint16_t)(shift >= 32 ? 0 : full >> shift);
    return true;
}

/* An IEEE float literal of 16, 32 or 64 bits: hex float or decimal. */
static bool encode_float(assembler *a, const token *t, unsigned bits)
{
    if (bits != 16 && bits != 32 && bits != 64)
        return error_at(a, t, "unsupported %u-bit floating-point literal", bits);
    uint64_t w;
    if (parse_hex_float(t, bits, &w))
        return emit(a, (uint32_t)w) && (bits != 64 || emit(a, (uint32_t)(w >> 32)));
    if (!decimal_float_syntax(t))
        return error_at(a, t, "invalid %u-bit floating-point literal '%.*s'", bits, (int)t->length, t->p);
    char tmp[512];
    if (t->length >= sizeof tmp)
        return error_at(a, t, "floating-point literal too long");
    memcpy(tmp, t->p, t->length);
    tmp[t->length] = '\0';
    if (bits == 64) {
        double d = strtod(tmp, NULL);
        if (isinf(d))
            return error_at(a, t, "64-bit floating-point literal '%s' is out of range", tmp);
        memcpy(&w, &d, sizeof d);
        return emit(a, (uint32_t)w) && emit(a, (uint32_t)(w >> 32));
    }
    float f = strtof(tmp, NULL);
    if (isinf(f))
        return error_at(a, t, "%u-bit floating-point literal '%s' is out of range", bits, tmp);
    if (bits == 16) {
        uint16_t h;
        if (!float_to_half(f, &h))
            return error_at(a, t, "16-bit floating-point literal '%s' is out of range", tmp);
        return emit(a, h);
    }
    uint32_t w32;
    memcpy(&w32, &f, sizeof w32);
    return emit(a, w32);
}

/* A number for OpConstant / OpSpecConstant / OpSwitch, typed by type id. */
static bool encode_typed_number(assembler *a, const token *t, uint32_t type_id)
{
    id_info info = get_info(a, type_id);
    if (info.number_kind == SPVRT_NUMBER_NONE)
        return error_at(a, t, "the type of literal '%.*s' must be a numeric scalar type (OpTypeInt or OpTypeFloat)",
                        (int)t->length, t->p);
    unsigned bits = info.number_bits;
    if (info.number_kind > SPVRT_NUMBER_FLOAT)
        return encode_encoded_float(a, t, (spvrt_number_kind)info.number_kind);
    if (info.number_kind == SPVRT_NUMBER_FLOAT)
        return encode_float(a, t, bits);
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
    return spvrt_operand_stack_push(&a->stack, kind, quantifier) || out_of_memory(a);
}

static bool push_operands(assembler *a, uint16_t first, uint8_t count, bool skip_results)
{
    return spvrt_operand_stack_push_list(&a->stack, first, count, skip_results) || out_of_memory(a);
}

static const char *kind_name(uint16_t kind)
{
    return spvrt_grammar_string(spvrt_grammar_kinds[kind].name);
}

static bool encode_id(assembler *a, const token *t, uint32_t *id)
{
    if (!t->is_id)
        return error_at(a, t, "expected an id (%%name, name of letters, digits and _), found '%.*s'",
                        (int)t->length, t->p);
    return id_for_name(a, t, id) && emit(a, *id);
}

static bool encode_enum(assembler *a, const token *t, uint16_t kind)
{
    if (spvrt_grammar_kind_category(kind) == SPVRT_CATEGORY_VALUE_ENUM) {
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant_by_name(kind, t->p, t->length);
        if (!e)
            return error_at(a, t, "invalid %s '%.*s' (an enumerant name; !<integer> writes a raw word)",
                            kind_name(kind), (int)t->length, t->p);
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
            return error_at(a, &part, "invalid %s operand '%.*s' in '%.*s'", kind_name(kind), (int)part.length,
                            part.p, (int)t->length, t->p);
        }
        value |= e->value;
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

/* "!<integer>": a raw word. */
static bool encode_raw(assembler *a, const token *t)
{
    bool negative, hex;
    uint64_t v;
    if (!parse_integer_text(t->p + 1, t->p + t->length, &negative, &hex, &v) || v > UINT32_MAX)
        return error_at(a, t, "expected an unsigned 32-bit integer after '!', found '%.*s'", (int)t->length, t->p);
    if (negative && v)
        return error_at(a, t, "a negative number cannot be an unsigned literal: '%.*s'", (int)t->length, t->p);
    return emit(a, (uint32_t)v);
}

/* After a raw word the rest of the instruction is free form, up to the next
 * instruction: raw words, %ids, "strings", 32-bit integers (signed or
 * unsigned, any base) and 32-bit floats (words with a '.'). */
static bool encode_free_form(assembler *a)
{
    token t;
    while (!at_new_instruction(a) && !a->failed && peek_token(a, &t)) {
        next_token(a, &t);
        uint32_t id;
        bool negative, hex;
        uint64_t v;
        if (t.p[0] == '!') {
            if (!encode_raw(a, &t))
                return false;
        } else if (t.p[0] == '%') {
            if (!encode_id(a, &t, &id))
                return false;
        } else if (t.p[0] == '"') {
            if (!encode_string(a, &t))
                return false;
        } else if (memchr(t.p, '.', t.length) && decimal_float_syntax(&t)) {
            char tmp[512];
            if (t.length >= sizeof tmp)
                return error_at(a, &t, "floating-point literal too long");
            memcpy(tmp, t.p, t.length);
            tmp[t.length] = '\0';
            float f = strtof(tmp, NULL);
            uint32_t w = 0;
            memcpy(&w, &f, sizeof w);
            if (isinf(f) || !emit(a, w))
                return isinf(f) ? error_at(a, &t, "32-bit floating-point literal '%s' is out of range", tmp) : false;
        } else if (parse_integer(&t, &negative, &hex, &v) &&
                   (negative ? v <= 0x80000000u : v <= UINT32_MAX)) {
            if (!emit(a, negative ? (uint32_t)(0 - v) : (uint32_t)v))
                return false;
        } else {
            return error_at(a, &t, "invalid word following !<integer>: '%.*s'", (int)t.length, t.p);
        }
    }
    return !a->failed;
}

static bool encode_operand(assembler *a, const token *t, uint16_t kind)
{
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
        uint16_t set = get_info(a, a->ext_import).ext_set;
        if (set < spvrt_grammar_ext_set_count) {
            const spvrt_ext_inst_set_info *info = &spvrt_grammar_ext_sets[set];
            const spvrt_instruction_info *e = spvrt_grammar_ext_instruction_by_name(info, t->p, t->length);
            if (!e)
                return error_at(a, t, "invalid extended instruction name '%.*s' for set %s", (int)t->length, t->p,
                                spvrt_grammar_string(info->import_name));
            return emit(a, e->opcode) && push_operands(a, e->operand_first, e->operand_count, false);
        }
        if (set != SPVRT_EXT_SET_NON_SEMANTIC)
            return error_at(a, t, "OpExtInst: the set operand is not an OpExtInstImport id");
        /* a non-semantic set we do not know: a decimal number, then ids */
        uint32_t number = 0;
        for (uint32_t i = 0; i < t->length; i++) {
            if (t->p[i] < '0' || t->p[i] > '9' || number > (UINT32_MAX - 9) / 10)
                return error_at(a, t, "unknown extended instruction '%.*s': write its decimal number",
                                (int)t->length, t->p);
            number = number * 10 + (uint32_t)(t->p[i] - '0');
        }
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
            id_info sel = get_info(a, a->selector_type);
            if (sel.number_kind != SPVRT_NUMBER_SINT && sel.number_kind != SPVRT_NUMBER_UINT)
                return error_at(a, t, "OpSwitch: the selector must be an integer scalar of a known type");
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
            a->selector_type = get_info(a, id).type;
        if ((a->inst->opcode == SPVRT_OpExtInst || a->inst->opcode == SPVRT_OpExtInstWithForwardRefsKHR) &&
            a->word_count == a->inst_start + 4)
            a->ext_import = id;
        return true;
    case SPVRT_CATEGORY_LITERAL: {
        if (kind == SPVRT_KIND_LiteralFloat) /* a 32-bit float (FPMaxErrorDecorationINTEL) */
            return encode_float(a, t, 32);
        uint32_t w = 0;
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
        if (!t.is_id)
            return error_at(a, &t, "invalid result id '%.*s' (%%name, name of letters, digits and _)", (int)t.length,
                            t.p);
        result_token = t;
        has_result_name = true;
        if (!next_token(a, &eq) || !token_is(&eq, "="))
            return error_at(a, &t, "expected '=' after the result id '%.*s'", (int)t.length, t.p);
        if (!next_token(a, &t))
            return error_at(a, &eq, "expected an opcode after '='");
    }
    if (t.p[0] == '!') {
        /* A raw first word, taken as is (the word count is not computed),
         * then free-form operands. */
        if (has_result_name)
            return error_at(a, &t, "a raw instruction word (%.*s) cannot have a result id", (int)t.length, t.p);
        return encode_raw(a, &t) && encode_free_form(a);
    }
    const spvrt_instruction_info *info = looks_like_opcode(&t) ? opcode_by_name(a, &t) : NULL;
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
    a->stack.count = 0;
    if (!push_operands(a, info->operand_first, info->operand_count, false))
        return false;
    token last = t;
    while (a->stack.count && !a->failed) {
        spvrt_expected e = a->stack.items[--a->stack.count];
        if (e.kind == SPVRT_KIND_IdResult) {
            if (!id_for_name(a, &result_token, &result) ||
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
            return error_at(a, &last, "%s: expected an operand of kind %s, found %s", spvrt_grammar_string(info->name),
                            kind_name(e.kind), peek_token(a, &op) ? "the next instruction" : "the end of the text");
        }
        next_token(a, &op);
        if (op.p[0] == '!') { /* a raw word ends the grammar: free form from here */
            if (!encode_raw(a, &op) || !encode_free_form(a))
                return false;
            a->stack.count = 0;
            break;
        }
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
    if (!info->has_result) /* (with preserve_numeric_ids, %0 is a result id too) */
        return true;
    id_info facts = get_info(a, result);
    if (info->has_result_type)
        facts.type = a->result_type;
    switch (info->opcode) {
    case SPVRT_OpTypeInt:
        if (count >= 4 && w[2] >= 1 && w[2] <= 64) {
            facts.number_kind = w[3] ? SPVRT_NUMBER_SINT : SPVRT_NUMBER_UINT;
            facts.number_bits = (uint8_t)w[2];
        }
        break;
    case SPVRT_OpTypeFloat:
        if (count >= 3 && w[2] >= 1 && w[2] <= 64) {
            facts.number_kind = (uint8_t)spvrt_float_number_kind(count >= 4, count >= 4 ? w[3] : 0);
            facts.number_bits = (uint8_t)w[2];
        }
        break;
    case SPVRT_OpExtInstImport: {
        const char *name = (const char *)(w + 2);
        size_t n = 0, limit = (size_t)(count - 2) * 4;
        while (n < limit && name[n])
            n++;
        const spvrt_ext_inst_set_info *set = spvrt_grammar_ext_set(name, n);
        if (set)
            facts.ext_set = (uint16_t)(set - spvrt_grammar_ext_sets);
        else if (n >= 12 && memcmp(name, "NonSemantic.", 12) == 0)
            facts.ext_set = SPVRT_EXT_SET_NON_SEMANTIC;
        else
            return error_at(a, &t, "unknown extended instruction set '%s'", name);
        break;
    }
    default:
        break;
    }
    return set_info(a, result, facts);
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
    a.stack.ctx = ctx;
    a.text = text;
    a.length = length;
    a.line = 1;
    a.next_id = 1;
    a.bound = 1;
    a.preserve = options && options->preserve_numeric_ids;
    bool ok = true;
    if (length == 0) {
        error_at(&a, NULL, "missing assembly text");
        return SPVRT_ERROR_INVALID_TEXT;
    }
    ok = build_opcode_table(&a) &&
         spvrt_grow(ctx, (void **)&a.words, &a.word_capacity, (uint32_t)(length / 12 < UINT32_MAX - 64 ? length / 12 + 64 : 64), sizeof *a.words);
    if (!ok)
        out_of_memory(&a);
    if (ok && a.preserve) {
        ok = collect_numeric_ids(&a);
        if (ok && a.preserved_count)
            qsort(a.preserved, a.preserved_count, sizeof *a.preserved, compare_u32);
    }
    ok = ok && spvrt_idmap_init_growable(&a.id_type, ctx, 0) &&
         spvrt_idmap_init_growable(&a.id_facts, ctx, (uint32_t)UINT16_MAX << 16);
    uint32_t header[SPVRT_HEADER_WORDS] = {SPVRT_MAGIC,
                                           options && options->version ? options->version : SPVRT_VERSION_WORD(1, 6),
                                           options && options->generator ? options->generator : 0, 0, 0};
    for (int i = 0; ok && i < SPVRT_HEADER_WORDS; i++)
        ok = emit(&a, header[i]);
    while (ok && !a.failed) {
        token next;
        if (!peek_token(&a, &next)) /* the end, or a lexing error (reported) */
            break;
        if (!assemble_instruction(&a))
            break;
    }
    spvrt_free(ctx, a.names);
    spvrt_free(ctx, a.preserved);
    spvrt_idmap_free(&a.id_type);
    spvrt_idmap_free(&a.id_facts);
    spvrt_free(ctx, a.stack.items);
    spvrt_free(ctx, a.opcodes);
    if (!ok || a.failed) {
        spvrt_free(ctx, a.words);
        return !a.failed || a.out_of_memory ? SPVRT_ERROR_OUT_OF_MEMORY : SPVRT_ERROR_INVALID_TEXT;
    }
    a.words[3] = a.bound;
    *words = a.words;
    *word_count = a.word_count;
    return SPVRT_SUCCESS;
}
