/* Wavefront OBJ reader for GEOMETRY TRIANGLES FILE (tests/amber/README.md):
 * the triangle mesh of a file, nothing else.
 *
 * Read: "v x y z [w]" (w ignored), "f a b c ..." with each corner written
 * v, v/vt, v//vn or v/vt/vn; a polygon of n corners is fanned into n - 2
 * triangles (corner 0, k, k + 1).  Indices are 1-based; a negative index
 * counts back from the last vertex read so far (-1 is the latest).  Every
 * other line (vt, vn, o, g, s, usemtl, mtllib, comments ...) is ignored.
 * Errors name the file's line: a malformed number, an index of no vertex,
 * a face of fewer than three corners, a file too large. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amber.h"
#include "../core/core.h"

typedef struct obj_reader {
    spvrt_context *ctx;
    float *v;
    uint32_t v_count, v_capacity;
    uint32_t *idx;
    uint32_t idx_count, idx_capacity;
    char *error;
    size_t error_size;
} obj_reader;

static bool obj_error(obj_reader *o, unsigned long line, const char *fmt, const char *word)
{
    char msg[200];
    snprintf(msg, sizeof msg, fmt, word ? word : "");
    snprintf(o->error, o->error_size, "%lu: %s", line, msg);
    return false;
}

static bool grow(obj_reader *o, void **array, uint32_t *capacity, uint32_t need, size_t size)
{
    if (need <= *capacity)
        return true;
    uint32_t cap = *capacity ? *capacity : 256;
    while (cap < need)
        cap *= 2;
    void *n = spvrt_realloc(o->ctx, *array, (size_t)cap * size);
    if (!n)
        return false;
    *array = n;
    *capacity = cap;
    return true;
}

/* The next blank-separated word of *p (NUL-terminated line), or NULL. */
static char *next_word(char **p)
{
    char *s = *p;
    while (*s == ' ' || *s == '\t' || *s == '\r')
        s++;
    if (!*s)
        return NULL;
    char *w = s;
    while (*s && *s != ' ' && *s != '\t' && *s != '\r')
        s++;
    if (*s)
        *s++ = 0;
    *p = s;
    return w;
}

static bool read_vertex(obj_reader *o, char *rest, unsigned long line)
{
    float xyz[3];
    for (int i = 0; i < 3; i++) {
        char *w = next_word(&rest);
        if (!w)
            return obj_error(o, line, "v: expected 3 coordinates%s", "");
        char *end;
        errno = 0;
        float f = strtof(w, &end);
        if (*end || end == w || !isfinite(f))
            return obj_error(o, line, "v: '%.40s' is not a finite number", w);
        xyz[i] = f;
    }
    if ((uint64_t)o->v_count * 3 + 3 > SPVRT_AMBER_MAX_GEOMETRY_VALUES)
        return obj_error(o, line, "more vertices than spvrt reads from one file%s", "");
    if (!grow(o, (void **)&o->v, &o->v_capacity, o->v_count * 3 + 3, sizeof *o->v))
        return obj_error(o, line, "out of memory%s", "");
    memcpy(&o->v[o->v_count * 3], xyz, sizeof xyz);
    o->v_count++;
    return true;
}

/* One corner "v[/vt[/vn]]": its 0-based vertex index. */
static bool read_corner(obj_reader *o, const char *w, unsigned long line, uint32_t *out)
{
    char *end;
    errno = 0;
    long long k = strtoll(w, &end, 10);
    if (end == w || (*end && *end != '/') || errno == ERANGE)
        return obj_error(o, line, "f: '%.40s' is not a vertex index", w);
    long long index = k > 0 ? k - 1 : k < 0 ? (long long)o->v_count + k : -1;
    if (index < 0 || index >= (long long)o->v_count)
        return obj_error(o, line, "f: index '%.40s' names no vertex read so far", w);
    *out = (uint32_t)index;
    return true;
}

static bool read_face(obj_reader *o, char *rest, unsigned long line)
{
    uint32_t first = 0, prev = 0, n = 0;
    for (char *w; (w = next_word(&rest)); n++) {
        uint32_t v;
        if (!read_corner(o, w, line, &v))
            return false;
        if (n == 0)
            first = v;
        if (n >= 2) {
            if ((uint64_t)o->idx_count + 3 > SPVRT_AMBER_MAX_GEOMETRY_VALUES)
                return obj_error(o, line, "more triangles than spvrt reads from one file%s", "");
            if (!grow(o, (void **)&o->idx, &o->idx_capacity, o->idx_count + 3, sizeof *o->idx))
                return obj_error(o, line, "out of memory%s", "");
            o->idx[o->idx_count++] = first;
            o->idx[o->idx_count++] = prev;
            o->idx[o->idx_count++] = v;
        }
        prev = v;
    }
    if (n < 3)
        return obj_error(o, line, "f: a face needs at least 3 corners%s", "");
    return true;
}

bool spvrt_amber_read_obj(spvrt_context *ctx, const char *path, spvrt_amber_geometry *g, char *error,
                          size_t error_size)
{
    obj_reader o = {0};
    o.ctx = ctx;
    o.error = error;
    o.error_size = error_size;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(error, error_size, "0: cannot open: %s", strerror(errno));
        return false;
    }
    char *line = NULL;
    size_t line_cap = 0, total = 0;
    unsigned long number = 0;
    bool ok = true;
    ssize_t n;
    while (ok && (n = getline(&line, &line_cap, f)) >= 0) {
        number++;
        total += (size_t)n;
        if (total > SPVRT_AMBER_MAX_OBJ_BYTES) {
            ok = obj_error(&o, number, "the file is larger than spvrt reads (%s bytes)", "268435456");
            break;
        }
        if (memchr(line, 0, (size_t)n)) {
            ok = obj_error(&o, number, "a NUL byte: not a text file%s", "");
            break;
        }
        if (n > 0 && line[n - 1] == '\n')
            line[n - 1] = 0;
        char *rest = line;
        char *w = next_word(&rest);
        if (!w || w[0] == '#')
            continue;
        if (strcmp(w, "v") == 0)
            ok = read_vertex(&o, rest, number);
        else if (strcmp(w, "f") == 0)
            ok = read_face(&o, rest, number);
    }
    if (ok && ferror(f)) {
        snprintf(error, error_size, "0: read error: %s", strerror(errno));
        ok = false;
    }
    free(line);
    fclose(f);
    if (ok && o.idx_count == 0) {
        snprintf(error, error_size, "%lu: the file has no faces (f lines)", number);
        ok = false;
    }
    if (!ok) {
        spvrt_free(ctx, o.v);
        spvrt_free(ctx, o.idx);
        return false;
    }
    g->vertices = o.v;
    g->vertex_count = o.v_count;
    g->indices = o.idx;
    g->index_count = o.idx_count;
    g->primitive_count = o.idx_count / 3;
    return true;
}
