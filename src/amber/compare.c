/* Compare mode of the AmberScript runner (compare.h; docs/vulkan-backend.md
 * sections 5 and 6).
 *
 * When two floats agree (Vulkan appendix A, "Precision and Operation of
 * SPIR-V Instructions"; RULES.md C.4):
 * - any NaN agrees with any NaN: SPIR-V does not keep NaN payloads;
 * - without SignedZeroInfNanPreserve an implementation may ignore the sign of
 *   zero and assume its operands and results are neither NaN nor Inf
 *   (ENV-S09): then +0 agrees with -0, and a NaN or Inf on either side agrees
 *   with anything (the result is undefined);
 * - without DenormPreserve any instruction other than the moves of ENV-S11 may
 *   flush denormals (ENV-S12): a denormal agrees with a zero of its sign;
 * - otherwise c (the first device's) and d agree when
 *   |d - c| <= ulp * ulp(c) + absolute, ulp(c) the spacing of the floats of
 *   c's width just above |c| (the "n ULP" of ENV-S18, with the wider of the
 *   two gaps at a power of two; docs/float-tolerance.md).
 * Integers agree when equal. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "compare.h"

typedef enum listed_kind { LISTED_ULP, LISTED_ABS, LISTED_ANY, LISTED_ORDER } listed_kind;

/* One line of the differences file:
 * SCRIPT:RUN_LINE | DEVICE | BUFFER[RANGE] | KIND | SPEC TEXT */
typedef struct listed {
    char *script;           /* a path suffix of the script ("compute/x.amber") */
    uint32_t run_line;
    char *device;           /* "*" or a substring of the device name (any case) */
    char *buffer;
    uint64_t first, last;   /* component indices, inclusive; all: 0 .. UINT64_MAX */
    listed_kind kind;
    double value;           /* ULP N / ABS X */
    uint32_t file_line;
    uint64_t hits;
} listed;

typedef struct mask_range {
    uint64_t offset, size;
} mask_range;

typedef struct buffer_mask {
    mask_range *ranges;
    uint32_t count, capacity;
} buffer_mask;

struct amber_compare {
    amber_tolerance *tolerances; /* per pipeline */
    uint32_t pipeline_count;
    buffer_mask *masks;          /* per buffer */
    uint32_t *integer_units;     /* per buffer: how far integer components may differ (normalized formats) */
    uint32_t buffer_count;
    listed *entries;
    uint32_t entry_count;
};

amber_compare *amber_compare_create(uint32_t buffer_count, uint32_t pipeline_count)
{
    amber_compare *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->tolerances = calloc(pipeline_count ? pipeline_count : 1, sizeof *c->tolerances);
    c->masks = calloc(buffer_count ? buffer_count : 1, sizeof *c->masks);
    c->integer_units = calloc(buffer_count ? buffer_count : 1, sizeof *c->integer_units);
    c->pipeline_count = pipeline_count;
    c->buffer_count = buffer_count;
    if (!c->tolerances || !c->masks || !c->integer_units) {
        amber_compare_destroy(c);
        return NULL;
    }
    return c;
}

void amber_compare_destroy(amber_compare *c)
{
    if (!c)
        return;
    for (uint32_t i = 0; i < c->entry_count; i++) {
        free(c->entries[i].script);
        free(c->entries[i].device);
        free(c->entries[i].buffer);
    }
    free(c->entries);
    for (uint32_t i = 0; c->masks && i < c->buffer_count; i++)
        free(c->masks[i].ranges);
    free(c->masks);
    free(c->integer_units);
    free(c->tolerances);
    free(c);
}

void amber_compare_set_tolerance(amber_compare *c, uint32_t pipeline, const amber_tolerance *tolerance)
{
    if (pipeline < c->pipeline_count)
        c->tolerances[pipeline] = *tolerance;
}

const amber_tolerance *amber_compare_tolerance(const amber_compare *c, uint32_t pipeline)
{
    return pipeline < c->pipeline_count ? &c->tolerances[pipeline] : NULL;
}

/* ---- masked bytes (DEVICE_ADDRESS slots) ---------------------------------------------- */

static bool add_mask(buffer_mask *m, uint64_t offset, uint64_t size)
{
    for (uint32_t i = 0; i < m->count; i++)
        if (m->ranges[i].offset == offset && m->ranges[i].size == size)
            return true;
    if (m->count == m->capacity) {
        uint32_t cap = m->capacity ? m->capacity * 2 : 4;
        mask_range *r = realloc(m->ranges, cap * sizeof *r);
        if (!r)
            return false;
        m->ranges = r;
        m->capacity = cap;
    }
    m->ranges[m->count].offset = offset;
    m->ranges[m->count].size = size;
    m->count++;
    return true;
}

void amber_compare_mask(amber_compare *c, uint32_t buffer, uint64_t offset, uint64_t size)
{
    /* Out of memory leaves the slot compared: a reported difference, never a hidden one. */
    if (buffer < c->buffer_count)
        (void)add_mask(&c->masks[buffer], offset, size);
}

void amber_compare_copy_mask(amber_compare *c, uint32_t from, uint32_t to)
{
    if (from >= c->buffer_count || to >= c->buffer_count || from == to)
        return;
    c->masks[to].count = 0;
    for (uint32_t i = 0; i < c->masks[from].count; i++)
        (void)add_mask(&c->masks[to], c->masks[from].ranges[i].offset, c->masks[from].ranges[i].size);
}

void amber_compare_sync(const amber_compare *c, uint32_t buffer, uint8_t *second, const uint8_t *first, uint64_t size)
{
    const buffer_mask *m = buffer < c->buffer_count ? &c->masks[buffer] : NULL;
    uint64_t at = 0;
    while (at < size) {
        /* the next masked range at or after `at` */
        uint64_t next = size, skip = 0;
        for (uint32_t i = 0; m && i < m->count; i++) {
            uint64_t b = m->ranges[i].offset, e = b + m->ranges[i].size;
            if (e > at && b < next) {
                next = b < at ? at : b;
                skip = e;
            }
        }
        if (next > size)
            next = size;
        memcpy(second + at, first + at, (size_t)(next - at));
        at = next == size ? size : skip;
    }
}

static bool masked(const buffer_mask *m, uint64_t byte)
{
    for (uint32_t i = 0; i < m->count; i++)
        if (byte >= m->ranges[i].offset && byte - m->ranges[i].offset < m->ranges[i].size)
            return true;
    return false;
}

/* ---- the differences file ------------------------------------------------------------- */

static char *trimmed_copy(const char *b, const char *e)
{
    while (b < e && (*b == ' ' || *b == '\t'))
        b++;
    while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        e--;
    char *s = malloc((size_t)(e - b) + 1);
    if (s) {
        memcpy(s, b, (size_t)(e - b));
        s[e - b] = 0;
    }
    return s;
}

static bool parse_u64(const char *s, uint64_t *out)
{
    if (!*s || *s == '-' || *s == '+')
        return false;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end)
        return false;
    *out = v;
    return true;
}

/* "BUFFER[*]", "BUFFER[3]", "BUFFER[3-9]" */
static bool parse_buffer_field(char *f, listed *e)
{
    char *open = strchr(f, '[');
    size_t n = strlen(f);
    if (!open || open == f || n < 3 || f[n - 1] != ']')
        return false;
    f[n - 1] = 0;
    *open = 0;
    char *range = open + 1;
    if (strcmp(range, "*") == 0) {
        e->first = 0;
        e->last = UINT64_MAX;
    } else {
        char *dash = strchr(range, '-');
        if (dash)
            *dash = 0;
        if (!parse_u64(range, &e->first) || (dash && !parse_u64(dash + 1, &e->last)))
            return false;
        if (!dash)
            e->last = e->first;
        if (e->last < e->first)
            return false;
    }
    e->buffer = strdup(f);
    return e->buffer != NULL;
}

static bool parse_kind_field(const char *f, listed *e)
{
    if (strcmp(f, "any") == 0) {
        e->kind = LISTED_ANY;
        return true;
    }
    if (strcmp(f, "order") == 0) {
        e->kind = LISTED_ORDER;
        return true;
    }
    const char *v;
    if (strncmp(f, "ulp ", 4) == 0) {
        e->kind = LISTED_ULP;
        v = f + 4;
    } else if (strncmp(f, "abs ", 4) == 0) {
        e->kind = LISTED_ABS;
        v = f + 4;
    } else {
        return false;
    }
    char *end;
    e->value = strtod(v, &end);
    return end != v && !*end && e->value > 0 && isfinite(e->value);
}

bool amber_compare_load_differences(amber_compare *c, const char *text, size_t length, const char *path, char *error,
                                    size_t error_size)
{
    uint32_t line = 0;
    for (size_t i = 0; i < length;) {
        const char *b = text + i;
        const char *nl = memchr(b, '\n', length - i);
        const char *e = nl ? nl : text + length;
        i = (size_t)(e - text) + 1;
        line++;
        const char *p = b;
        while (p < e && (*p == ' ' || *p == '\t' || *p == '\r'))
            p++;
        if (p == e || *p == '#')
            continue;
        /* five fields separated by '|'; the spec text (last) may itself hold '|' */
        const char *bar[4];
        uint32_t nb = 0;
        for (const char *q = p; q < e && nb < 4; q++)
            if (*q == '|')
                bar[nb++] = q;
        char *fields[5] = {0};
        listed entry = {0};
        bool ok = nb == 4;
        if (ok) {
            fields[0] = trimmed_copy(p, bar[0]);
            fields[1] = trimmed_copy(bar[0] + 1, bar[1]);
            fields[2] = trimmed_copy(bar[1] + 1, bar[2]);
            fields[3] = trimmed_copy(bar[2] + 1, bar[3]);
            fields[4] = trimmed_copy(bar[3] + 1, e);
            for (int k = 0; k < 5; k++)
                ok = ok && fields[k] && fields[k][0];
        }
        const char *what = "expected 'SCRIPT:RUN_LINE | DEVICE | BUFFER[RANGE] | KIND | SPEC TEXT'";
        if (ok) {
            char *colon = strrchr(fields[0], ':');
            uint64_t run_line = 0;
            if (!colon || colon == fields[0] || !parse_u64(colon + 1, &run_line) || run_line == 0 ||
                run_line > UINT32_MAX) {
                ok = false;
                what = "the first field must be SCRIPT:LINE (the line of the RUN)";
            } else {
                *colon = 0;
                entry.script = strdup(fields[0]);
                entry.run_line = (uint32_t)run_line;
            }
        }
        if (ok) {
            entry.device = strdup(fields[1]);
            if (!parse_buffer_field(fields[2], &entry)) {
                ok = false;
                what = "the third field must be BUFFER[*], BUFFER[N] or BUFFER[N-M]";
            } else if (!parse_kind_field(fields[3], &entry)) {
                ok = false;
                what = "the kind must be 'ulp N', 'abs X', 'any' or 'order'";
            } else if (!strchr(fields[4], '#')) {
                ok = false;
                what = "the spec text must quote the specification with its anchor (#...)";
            }
        }
        for (int k = 0; k < 5; k++)
            free(fields[k]);
        if (ok && (!entry.script || !entry.device || !entry.buffer))
            ok = false, what = "out of memory";
        if (ok) {
            listed *grown = realloc(c->entries, (c->entry_count + 1) * sizeof *grown);
            ok = grown != NULL;
            if (ok) {
                c->entries = grown;
                entry.file_line = line;
                c->entries[c->entry_count++] = entry;
            } else {
                what = "out of memory";
            }
        }
        if (!ok) {
            free(entry.script);
            free(entry.device);
            free(entry.buffer);
            snprintf(error, error_size, "%s:%u: %s", path, line, what);
            return false;
        }
    }
    return true;
}

static bool path_matches(const char *path, const char *suffix)
{
    size_t n = strlen(path), k = strlen(suffix);
    return k <= n && strcmp(path + n - k, suffix) == 0 && (k == n || path[n - k - 1] == '/');
}

static bool contains_nocase(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (const char *h = hay; *h; h++)
        if (strncasecmp(h, needle, n) == 0)
            return true;
    return n == 0;
}

static bool entry_applies(const listed *e, const char *script, uint32_t run_line, const char *device,
                          const char *buffer)
{
    return e->run_line == run_line && path_matches(script, e->script) && strcmp(e->buffer, buffer) == 0 &&
           (strcmp(e->device, "*") == 0 || contains_nocase(device, e->device));
}

void amber_compare_stale(const amber_compare *c, const char *script_path, void (*fn)(void *user, uint32_t file_line),
                         void *user)
{
    for (uint32_t i = 0; i < c->entry_count; i++)
        if (c->entries[i].hits == 0 && path_matches(script_path, c->entries[i].script))
            fn(user, c->entries[i].file_line);
}

/* ---- values ----------------------------------------------------------------------------- */

/* The spacing of the floats of t's width just above |x| (x finite). */
static double spacing_above(const spvrt_amber_type *t, double x)
{
    x = fabs(x);
    if (t->bits == 64)
        return nextafter(x, INFINITY) - x;
    if (t->bits == 32)
        return (double)nextafterf((float)x, INFINITY) - (double)(float)x;
    /* binary16: 10 fraction bits, exponents from -14; denormal spacing 2^-24 */
    int e;
    frexp(x, &e); /* x = m * 2^e, m in [0.5, 1) */
    return ldexp(1.0, (e - 1 < -14 ? -14 : e - 1) - 10);
}

static bool is_denormal_or_zero(const spvrt_amber_type *t, spvrt_amber_value v)
{
    uint32_t mantissa_bits = t->bits == 16 ? 10 : t->bits == 32 ? 23 : 52;
    uint64_t exponent_mask = ((UINT64_C(1) << (t->bits - 1 - mantissa_bits)) - 1) << mantissa_bits;
    return (v & exponent_mask) == 0;
}

static bool floats_agree(const spvrt_amber_type *t, const amber_tolerance *tol, double ulp, double absolute,
                         spvrt_amber_value a, spvrt_amber_value b)
{
    if (a == b)
        return true;
    double x = spvrt_amber_value_double(t, a), y = spvrt_amber_value_double(t, b);
    if (isnan(x) && isnan(y))
        return true;
    if (!tol->signed_zero_inf_nan_preserve && (isnan(x) || isnan(y) || isinf(x) || isinf(y)))
        return true; /* ENV-S09: the implementation may assume neither occurs */
    uint64_t sign = UINT64_C(1) << (t->bits - 1);
    if (!tol->denorm_preserve) {
        if (is_denormal_or_zero(t, a))
            a &= sign;
        if (is_denormal_or_zero(t, b))
            b &= sign;
    }
    if (!tol->signed_zero_inf_nan_preserve && (a & ~sign) == 0 && (b & ~sign) == 0)
        return true;
    if (a == b)
        return true;
    if (isnan(x) || isnan(y) || isinf(x) || isinf(y) || ((a & ~sign) == 0 && (b & ~sign) == 0))
        return false; /* the last: +0 and -0 under SignedZeroInfNanPreserve */
    x = spvrt_amber_value_double(t, a);
    y = spvrt_amber_value_double(t, b);
    return fabs(y - x) <= ulp * spacing_above(t, x) + absolute;
}

static bool values_agree(const spvrt_amber_type *t, const amber_tolerance *tol, double ulp, double absolute,
                         spvrt_amber_value a, spvrt_amber_value b)
{
    if (t->kind != SPVRT_AMBER_FLOAT)
        return a == b;
    return floats_agree(t, tol, ulp, absolute, a, b);
}

void amber_compare_set_integer_units(amber_compare *c, uint32_t buffer, uint32_t units)
{
    if (buffer < c->buffer_count)
        c->integer_units[buffer] = units;
}

/* Integers within `units` of each other, read as signed for INT (a normalized format's stored values). */
static bool integers_near(const spvrt_amber_type *t, uint32_t units, spvrt_amber_value a, spvrt_amber_value b)
{
    if (a == b)
        return true;
    if (units == 0)
        return false;
    double x = spvrt_amber_value_double(t, a), y = spvrt_amber_value_double(t, b);
    return fabs(x - y) <= units;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* LISTED_ORDER: the components [first, last] hold the same multiset of values on both devices. */
static bool same_multiset(const spvrt_amber_buffer *desc, const uint8_t *a, const uint8_t *b, uint64_t elements,
                          uint64_t first, uint64_t last)
{
    uint32_t comps = spvrt_amber_buffer_components(desc), stride = spvrt_amber_buffer_stride(desc);
    uint64_t total = elements * comps;
    if (total == 0)
        return true;
    if (last >= total)
        last = total - 1;
    if (first > last)
        return true;
    uint64_t n = last - first + 1;
    uint64_t *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    bool same = false;
    if (x && y) {
        for (uint64_t i = 0; i < n; i++) {
            uint64_t index = first + i, e = index / comps;
            uint32_t k = (uint32_t)(index % comps), inside;
            const spvrt_amber_type *t = spvrt_amber_buffer_component(desc, k, &inside);
            uint64_t at = e * stride + inside;
            x[i] = spvrt_amber_load_component(a + at, t);
            y[i] = spvrt_amber_load_component(b + at, t);
        }
        qsort(x, n, sizeof *x, compare_u64);
        qsort(y, n, sizeof *y, compare_u64);
        same = memcmp(x, y, n * sizeof *x) == 0;
    }
    free(x);
    free(y);
    return same;
}

void amber_compare_buffer(amber_compare *c, const char *script_path, uint32_t run_line, const char *device_name,
                          uint32_t pipeline, uint32_t buffer, const char *buffer_name, const spvrt_amber_type *type,
                          spvrt_amber_layout layout, const uint8_t *first, const uint8_t *second, uint64_t elements,
                          amber_buffer_diff *out)
{
    spvrt_amber_buffer desc;
    memset(&desc, 0, sizeof desc);
    desc.type = *type;
    desc.layout = layout;
    amber_compare_buffer_of(c, script_path, run_line, device_name, pipeline, buffer, buffer_name, &desc, first,
                            second, elements, out);
}

void amber_compare_buffer_of(amber_compare *c, const char *script_path, uint32_t run_line, const char *device_name,
                             uint32_t pipeline, uint32_t buffer, const char *buffer_name,
                             const spvrt_amber_buffer *desc, const uint8_t *first, const uint8_t *second,
                             uint64_t elements, amber_buffer_diff *out)
{
    memset(out, 0, sizeof *out);
    const amber_tolerance *tol = &c->tolerances[pipeline < c->pipeline_count ? pipeline : 0];
    double absolute = tol->bounded ? tol->absolute : 0;
    const buffer_mask *mask = buffer < c->buffer_count ? &c->masks[buffer] : NULL;
    /* the entries for this buffer after this RUN; an "order" entry is decided on the whole range first */
    listed *applies[16];
    bool order_holds[16];
    uint32_t na = 0;
    for (uint32_t i = 0; i < c->entry_count && na < 16; i++)
        if (entry_applies(&c->entries[i], script_path, run_line, device_name, buffer_name)) {
            order_holds[na] = c->entries[i].kind == LISTED_ORDER &&
                              same_multiset(desc, first, second, elements, c->entries[i].first, c->entries[i].last);
            applies[na++] = &c->entries[i];
        }
    uint32_t comps = spvrt_amber_buffer_components(desc), stride = spvrt_amber_buffer_stride(desc);
    for (uint64_t e = 0; e < elements; e++)
        for (uint32_t k = 0; k < comps; k++) {
            uint32_t inside;
            const spvrt_amber_type *type = spvrt_amber_buffer_component(desc, k, &inside);
            uint32_t width = type->bits == 16 ? 0 : type->bits == 32 ? 1 : 2;
            double ulp = tol->bounded ? tol->ulp[width] : 0;
            uint64_t at = e * stride + inside;
            if (mask && masked(mask, at))
                continue;
            out->compared++;
            spvrt_amber_value a = spvrt_amber_load_component(first + at, type);
            spvrt_amber_value b = spvrt_amber_load_component(second + at, type);
            if (values_agree(type, tol, ulp, absolute, a, b))
                continue;
            if (type->kind != SPVRT_AMBER_FLOAT && buffer < c->buffer_count &&
                integers_near(type, c->integer_units[buffer], a, b))
                continue;
            uint64_t index = e * comps + k;
            listed *permitted = NULL;
            for (uint32_t i = 0; i < na && !permitted; i++) {
                listed *l = applies[i];
                if (index < l->first || index > l->last)
                    continue;
                bool ok = l->kind == LISTED_ANY || (l->kind == LISTED_ORDER && order_holds[i]) ||
                          (l->kind == LISTED_ULP && type->kind == SPVRT_AMBER_FLOAT &&
                           values_agree(type, tol, l->value, 0, a, b)) ||
                          (l->kind == LISTED_ABS && type->kind == SPVRT_AMBER_FLOAT &&
                           values_agree(type, tol, 0, l->value, a, b));
                if (ok)
                    permitted = l;
            }
            if (permitted) {
                permitted->hits++;
                out->listed++;
                out->listed_file_line = permitted->file_line;
                continue;
            }
            if (out->shown_count < AMBER_COMPARE_SHOWN) {
                amber_difference *d = &out->shown[out->shown_count++];
                d->index = index;
                d->byte = at;
                d->first = a;
                d->second = b;
            }
            out->unlisted++;
        }
}
