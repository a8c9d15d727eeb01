/* Context, allocation, diagnostics, buffers and id maps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "spvrt reads SPIR-V strings in place and needs a little-endian host"
#endif

/* ---- allocation ----------------------------------------------------------- */

typedef union block_header {
    size_t size;
    max_align_t align;
} block_header;

static void *default_alloc(void *user, void *old, size_t old_size, size_t new_size)
{
    (void)user;
    (void)old_size;
    if (new_size == 0) {
        free(old);
        return NULL;
    }
    return realloc(old, new_size);
}

void *spvrt_realloc(spvrt_context *ctx, void *block, size_t size)
{
    block_header *old = block ? (block_header *)block - 1 : NULL;
    size_t old_size = old ? old->size + sizeof *old : 0;
    if (size == 0) {
        if (old)
            ctx->alloc(ctx->alloc_user, old, old_size, 0);
        return NULL;
    }
    if (size > SIZE_MAX - sizeof(block_header))
        return NULL;
    block_header *h = ctx->alloc(ctx->alloc_user, old, old_size, size + sizeof *h);
    if (!h)
        return NULL;
    h->size = size;
    return h + 1;
}

void *spvrt_alloc(spvrt_context *ctx, size_t size)
{
    return spvrt_realloc(ctx, NULL, size ? size : 1);
}

void *spvrt_alloc_zero(spvrt_context *ctx, size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size)
        return NULL;
    void *p = spvrt_alloc(ctx, count * size);
    if (p)
        memset(p, 0, count * size);
    return p;
}

void spvrt_free(spvrt_context *ctx, void *block)
{
    if (ctx && block)
        spvrt_realloc(ctx, block, 0);
}

bool spvrt_grow(spvrt_context *ctx, void **array, uint32_t *capacity, uint32_t need, size_t elem)
{
    if (need <= *capacity)
        return true;
    uint64_t cap = *capacity ? *capacity : 16;
    while (cap < need)
        cap *= 2;
    if (cap > UINT32_MAX)
        cap = UINT32_MAX;
    if (cap < need || cap > SIZE_MAX / elem)
        return false;
    void *p = spvrt_realloc(ctx, *array, (size_t)cap * elem);
    if (!p)
        return false;
    *array = p;
    *capacity = (uint32_t)cap;
    return true;
}

/* ---- context ------------------------------------------------------------------ */

spvrt_context *spvrt_context_create(const spvrt_context_options *options)
{
    spvrt_context tmp = {0};
    tmp.alloc = options && options->alloc ? options->alloc : default_alloc;
    tmp.alloc_user = options ? options->alloc_user : NULL;
    spvrt_context *ctx = spvrt_alloc(&tmp, sizeof *ctx);
    if (!ctx)
        return NULL;
    *ctx = tmp;
    if (options) {
        ctx->diagnostic = options->diagnostic;
        ctx->diagnostic_user = options->diagnostic_user;
    }
    return ctx;
}

void spvrt_context_destroy(spvrt_context *ctx)
{
    if (!ctx)
        return;
    spvrt_diag_reset(ctx);
    spvrt_free(ctx, ctx->diags);
    spvrt_free(ctx, ctx->texts);
    spvrt_free(ctx, ctx);
}

const char *spvrt_result_string(spvrt_result result)
{
    switch (result) {
    case SPVRT_SUCCESS: return "success";
    case SPVRT_ERROR_INVALID_ARGUMENT: return "invalid argument";
    case SPVRT_ERROR_OUT_OF_MEMORY: return "out of memory";
    case SPVRT_ERROR_INVALID_BINARY: return "invalid binary";
    case SPVRT_ERROR_INVALID_TEXT: return "invalid text";
    case SPVRT_ERROR_IO: return "input/output error";
    case SPVRT_ERROR_INVALID_MODULE: return "invalid module";
    case SPVRT_ERROR_UNSUPPORTED: return "unsupported";
    case SPVRT_ERROR_TRAP: return "trap";
    case SPVRT_ERROR_NO_DEVICE: return "no device";
    case SPVRT_ERROR_DEVICE_LOST: return "device lost";
    }
    return "unknown result";
}

/* ---- diagnostics -------------------------------------------------------------- */

void spvrt_diag_reset(spvrt_context *ctx)
{
    for (uint32_t i = 0; i < ctx->text_count; i++)
        spvrt_free(ctx, ctx->texts[i]);
    ctx->text_count = 0;
    ctx->diag_count = 0;
    ctx->error_count = 0;
}

uint32_t spvrt_context_diagnostics(const spvrt_context *ctx, const spvrt_diagnostic **diagnostics)
{
    if (!ctx)
        return 0;
    if (diagnostics)
        *diagnostics = ctx->diags;
    return ctx->diag_count;
}

static char *keep_text(spvrt_context *ctx, const char *s)
{
    if (!s)
        return NULL;
    if (!spvrt_grow(ctx, (void **)&ctx->texts, &ctx->text_capacity, ctx->text_count + 1, sizeof *ctx->texts))
        return NULL;
    size_t n = strlen(s);
    char *copy = spvrt_alloc(ctx, n + 1);
    if (!copy)
        return NULL;
    memcpy(copy, s, n + 1);
    ctx->texts[ctx->text_count++] = copy;
    return copy;
}

bool spvrt_diagv(spvrt_context *ctx, const spvrt_diagnostic *where, const char *fmt, va_list ap)
{
    char message[1024];
    vsnprintf(message, sizeof message, fmt, ap);
    if (where->severity == SPVRT_SEVERITY_ERROR)
        ctx->error_count++;
    if (!spvrt_grow(ctx, (void **)&ctx->diags, &ctx->diag_capacity, ctx->diag_count + 1, sizeof *ctx->diags))
        return false;
    spvrt_diagnostic *d = &ctx->diags[ctx->diag_count];
    *d = *where;
    d->message = keep_text(ctx, message);
    d->rule = keep_text(ctx, where->rule);
    d->instruction = keep_text(ctx, where->instruction);
    if (!d->message)
        return false;
    ctx->diag_count++;
    if (ctx->diagnostic)
        ctx->diagnostic(ctx->diagnostic_user, d);
    return true;
}

bool spvrt_diag(spvrt_context *ctx, const spvrt_diagnostic *where, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bool ok = spvrt_diagv(ctx, where, fmt, ap);
    va_end(ap);
    return ok;
}

/* ---- buffers -------------------------------------------------------------------- */

void spvrt_buffer_init(spvrt_buffer *b, spvrt_context *ctx)
{
    memset(b, 0, sizeof *b);
    b->ctx = ctx;
}

bool spvrt_buffer_reserve(spvrt_buffer *b, size_t extra)
{
    if (b->failed)
        return false;
    if (extra <= b->capacity - b->length)
        return true;
    size_t cap = b->capacity ? b->capacity : 256;
    while (cap - b->length < extra) {
        if (cap > SIZE_MAX / 2) {
            b->failed = true;
            return false;
        }
        cap *= 2;
    }
    char *p = spvrt_realloc(b->ctx, b->data, cap);
    if (!p) {
        b->failed = true;
        return false;
    }
    b->data = p;
    b->capacity = cap;
    return true;
}

void spvrt_buffer_append(spvrt_buffer *b, const char *s, size_t n)
{
    if (spvrt_buffer_reserve(b, n)) {
        memcpy(b->data + b->length, s, n);
        b->length += n;
    }
}

void spvrt_buffer_puts(spvrt_buffer *b, const char *s)
{
    spvrt_buffer_append(b, s, strlen(s));
}

void spvrt_buffer_putc(spvrt_buffer *b, char c)
{
    if (b->length < b->capacity || spvrt_buffer_reserve(b, 1))
        b->data[b->length++] = c;
}

void spvrt_buffer_fill(spvrt_buffer *b, char c, size_t n)
{
    if (spvrt_buffer_reserve(b, n)) {
        memset(b->data + b->length, c, n);
        b->length += n;
    }
}

unsigned spvrt_u32_text(char out[10], uint32_t v)
{
    char tmp[10];
    unsigned n = 0, i = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n)
        out[i++] = tmp[--n];
    return i;
}

void spvrt_buffer_u32(spvrt_buffer *b, uint32_t v)
{
    char tmp[10];
    spvrt_buffer_append(b, tmp, spvrt_u32_text(tmp, v));
}

/* ---- expected operands ------------------------------------------------------- */

bool spvrt_operand_stack_push(spvrt_operand_stack *s, uint16_t kind, uint8_t quantifier)
{
    if (s->count == s->capacity &&
        !spvrt_grow(s->ctx, (void **)&s->items, &s->capacity, s->count + 1, sizeof *s->items))
        return false;
    s->items[s->count].kind = kind;
    s->items[s->count].quantifier = quantifier;
    s->count++;
    return true;
}

bool spvrt_operand_stack_push_list(spvrt_operand_stack *s, uint16_t first, uint8_t count, bool skip_results)
{
    for (uint32_t i = count; i-- > 0;) {
        const spvrt_operand_info *op = &spvrt_grammar_operands[first + i];
        if (skip_results && (op->kind == SPVRT_KIND_IdResultType || op->kind == SPVRT_KIND_IdResult))
            continue;
        if (!spvrt_operand_stack_push(s, op->kind, op->quantifier))
            return false;
    }
    return true;
}

void spvrt_buffer_printf(spvrt_buffer *b, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        spvrt_buffer_append(b, tmp, (size_t)n);
        return;
    }
    if (!spvrt_buffer_reserve(b, (size_t)n + 1))
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->length, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->length += (size_t)n;
}

void spvrt_buffer_free(spvrt_buffer *b)
{
    spvrt_free(b->ctx, b->data);
    b->data = NULL;
    b->length = b->capacity = 0;
}

/* ---- id maps ------------------------------------------------------------------ */

bool spvrt_idmap_init(spvrt_idmap *m, spvrt_context *ctx, uint32_t bound, size_t expected, uint32_t missing)
{
    memset(m, 0, sizeof *m);
    m->ctx = ctx;
    m->missing = missing;
    /* A dense table costs 4 bytes per possible id: affordable while the
     * bound is within a small multiple of the module's own size. */
    if ((uint64_t)bound <= 4 * (uint64_t)expected + 4096) {
        m->dense = spvrt_alloc(ctx, (size_t)(bound ? bound : 1) * sizeof *m->dense);
        if (!m->dense)
            return false;
        for (uint32_t i = 0; i < bound; i++)
            m->dense[i] = missing;
        m->dense_size = bound;
    }
    return true;
}

bool spvrt_idmap_init_growable(spvrt_idmap *m, spvrt_context *ctx, uint32_t missing)
{
    memset(m, 0, sizeof *m);
    m->ctx = ctx;
    m->missing = missing;
    m->growable = true;
    return true;
}

/* Growable maps: extend the dense table to cover id, if id is within a
 * small multiple of what the map holds (so that the input, not its ids,
 * sizes the table). */
static bool dense_grow(spvrt_idmap *m, uint32_t id)
{
    uint64_t stores = (uint64_t)m->dense_stores + m->hash_count;
    if (!m->growable || (uint64_t)id >= 4 * stores + 4096)
        return false;
    uint64_t size = m->dense_size ? (uint64_t)m->dense_size * 2 : 256;
    if (size < (uint64_t)id + 1)
        size = (uint64_t)id + 1;
    if (size > UINT32_MAX)
        size = UINT32_MAX;
    uint32_t *dense = spvrt_realloc(m->ctx, m->dense, (size_t)size * sizeof *dense);
    if (!dense)
        return false;
    for (uint64_t i = m->dense_size; i < size; i++)
        dense[i] = m->missing;
    m->dense = dense;
    m->dense_size = (uint32_t)size;
    return true;
}

static uint32_t hash_id(uint32_t id)
{
    id ^= id >> 16;
    id *= 0x7feb352du;
    id ^= id >> 15;
    return id;
}

bool spvrt_idmap_set(spvrt_idmap *m, uint32_t id, uint32_t value)
{
    if (id < m->dense_size || dense_grow(m, id)) {
        m->dense[id] = value;
        m->dense_stores++;
        return true;
    }
    if (m->dense && !m->growable)
        return false; /* a fixed dense table covers every valid id */
    if (id == UINT32_MAX) /* keys are id + 1, 0 marking an empty slot */
        return false;
    uint32_t key = id + 1;
    if ((m->hash_count + 1) * 2 > m->hash_capacity) {
        uint32_t cap = m->hash_capacity ? m->hash_capacity * 2 : 64;
        if (cap < m->hash_capacity)
            return false;
        uint32_t *keys = spvrt_alloc_zero(m->ctx, cap, sizeof *keys);
        uint32_t *values = spvrt_alloc(m->ctx, (size_t)cap * sizeof *values);
        if (!keys || !values) {
            spvrt_free(m->ctx, keys);
            spvrt_free(m->ctx, values);
            return false;
        }
        for (uint32_t i = 0; i < m->hash_capacity; i++) {
            if (!m->keys[i])
                continue;
            uint32_t j = hash_id(m->keys[i]) & (cap - 1);
            while (keys[j])
                j = (j + 1) & (cap - 1);
            keys[j] = m->keys[i];
            values[j] = m->values[i];
        }
        spvrt_free(m->ctx, m->keys);
        spvrt_free(m->ctx, m->values);
        m->keys = keys;
        m->values = values;
        m->hash_capacity = cap;
    }
    uint32_t j = hash_id(key) & (m->hash_capacity - 1);
    while (m->keys[j] && m->keys[j] != key)
        j = (j + 1) & (m->hash_capacity - 1);
    if (!m->keys[j]) {
        m->keys[j] = key;
        m->hash_count++;
    }
    m->values[j] = value;
    return true;
}

uint32_t spvrt_idmap_get(const spvrt_idmap *m, uint32_t id)
{
    if (id < m->dense_size) {
        /* a growable table may have grown over an id stored in the hash */
        if (m->dense[id] != m->missing || !m->hash_count)
            return m->dense[id];
    } else if (m->dense && !m->growable) {
        return m->missing;
    }
    if (!m->hash_capacity || id == UINT32_MAX)
        return m->missing;
    uint32_t key = id + 1;
    uint32_t j = hash_id(key) & (m->hash_capacity - 1);
    while (m->keys[j]) {
        if (m->keys[j] == key)
            return m->values[j];
        j = (j + 1) & (m->hash_capacity - 1);
    }
    return m->missing;
}

void spvrt_idmap_free(spvrt_idmap *m)
{
    spvrt_free(m->ctx, m->dense);
    spvrt_free(m->ctx, m->keys);
    spvrt_free(m->ctx, m->values);
    memset(m, 0, sizeof *m);
}
