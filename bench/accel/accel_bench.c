/* bench/accel/accel_bench.c: spvrt's acceleration structures (spvrt_accel_build_bottom/top,
 * spvrt_accel_trace) against Embree 3 (Debian's libembree-dev) on the same generated scenes and the
 * same rays, in one run.  Built by bench/bench.py for `make bench` only; never part of the library.
 *
 * Scenes (generated deterministically, nothing read from disk):
 *   terrain  a 512x512-quad value-noise height field (524288 triangles)
 *   clutter  ~1000 randomly placed, rotated and scaled tori and icospheres, one bottom-level structure
 *   spheres  500000 spheres in a ball-shaped cloud
 *   hair     20000 strands of 16 linear swept spheres (chained endcaps) on a sphere
 * Embree peers: RTC_GEOMETRY_TYPE_TRIANGLE, _SPHERE_POINT and _ROUND_LINEAR_CURVE (with the left/right
 * neighbour flags of each segment).  Both libraries trace through a two-level structure: one instance
 * (identity transform) of the bottom-level structure, since spvrt_accel_trace takes a top-level one.
 *
 * Rays, identical for both libraries:
 *   primary  a pinhole camera, WIDTH x HEIGHT, closest hit;
 *   shadow   from each primary hit (Embree's, so the rays do not depend on spvrt) to a point light,
 *            any hit: spvrt ray flags TerminateOnFirstHit | SkipClosestHitShader, Embree rtcOccluded1;
 *   diffuse  one cosine-weighted random bounce per primary hit, closest hit (incoherent).
 * Each library is timed in the same pthread loop (chunks of CHUNK rays taken from an atomic counter):
 * spvrt_accel_trace on the chunk, or rtcIntersect1 / rtcOccluded1 per ray; best of --repeat runs.
 * Build times: spvrt with 1 thread and all; Embree (default build quality) on a device made with
 * "threads=1" and on the default device (TBB, all cores).
 *
 * Agreement (printed, not asserted): hit/miss agreement per ray kind, and |t_spvrt - t_embree| / t over
 * the rays both hit.  A gross mismatch prints a warning. */

#define _POSIX_C_SOURCE 200809L
#include <embree3/rtcore.h>
#include <spvrt/spvrt.h>

#include <math.h>
#include <stdbool.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define CHUNK 256u
#define PI 3.14159265358979f

/* SPIR-V Ray Flags (RULES.md A.6) */
#define RAY_FLAG_TERMINATE_ON_FIRST_HIT 0x4u
#define RAY_FLAG_SKIP_CLOSEST_HIT_SHADER 0x8u

static void die(const char *what) {
    fprintf(stderr, "accel_bench: %s\n", what);
    exit(1);
}

static void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) die("out of memory");
    return p;
}

static double clock_seconds(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double now(void) { return clock_seconds(CLOCK_MONOTONIC); }

/* ---- deterministic random numbers (splitmix64) ---------------------------- */

typedef struct rng {
    uint64_t state;
} rng;

static uint64_t rng_next(rng *r) {
    uint64_t z = (r->state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static float rng_float(rng *r) { /* [0, 1) */
    return (float)(rng_next(r) >> 40) * (1.0f / 16777216.0f);
}

static float rng_range(rng *r, float lo, float hi) { return lo + (hi - lo) * rng_float(r); }

/* ---- small vector helpers ------------------------------------------------- */

typedef struct vec3 {
    float x, y, z;
} vec3;

static vec3 v3(float x, float y, float z) { return (vec3){x, y, z}; }
static vec3 add(vec3 a, vec3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static vec3 sub(vec3 a, vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static vec3 scale(vec3 a, float s) { return v3(a.x * s, a.y * s, a.z * s); }
static float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static vec3 cross(vec3 a, vec3 b) { return v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x); }
static vec3 normalize(vec3 a) {
    float l = sqrtf(dot(a, a));
    return l > 0 ? scale(a, 1.0f / l) : v3(0, 1, 0);
}

/* ---- scenes ----------------------------------------------------------------- */

typedef struct scene {
    const char *name;
    char what[160];
    spvrt_geometry_kind kind;
    float *vertices; /* xyz */
    float *radii;    /* spheres, LSS: per vertex */
    uint32_t vertex_count, vertex_capacity;
    uint32_t *indices; /* triangles: 3 per primitive; spheres: none (vertex i); LSS: 2 per segment */
    uint32_t primitive_count;
    unsigned char *curve_flags; /* LSS: Embree's RTC_CURVE_FLAG_NEIGHBOR_* per segment */
    vec3 eye, target, light;
    float fov_degrees;
    float extent; /* a length of the scene's size, for ray offsets */
} scene;

static uint32_t push_vertex(scene *s, vec3 p, float radius) {
    if (s->vertex_count == s->vertex_capacity) {
        s->vertex_capacity = s->vertex_capacity ? s->vertex_capacity * 2 : 1024;
        s->vertices = realloc(s->vertices, (size_t)s->vertex_capacity * 3 * sizeof(float));
        s->radii = realloc(s->radii, (size_t)s->vertex_capacity * sizeof(float));
        if (!s->vertices || !s->radii) die("out of memory");
    }
    s->vertices[3 * s->vertex_count + 0] = p.x;
    s->vertices[3 * s->vertex_count + 1] = p.y;
    s->vertices[3 * s->vertex_count + 2] = p.z;
    s->radii[s->vertex_count] = radius;
    return s->vertex_count++;
}

/* indices are kept in a growing array of their own */
typedef struct index_list {
    uint32_t *data;
    size_t count, capacity;
} index_list;

static void list_push(index_list *l, uint32_t v) {
    if (l->count == l->capacity) {
        l->capacity = l->capacity ? l->capacity * 2 : 4096;
        l->data = realloc(l->data, l->capacity * sizeof(uint32_t));
        if (!l->data) die("out of memory");
    }
    l->data[l->count++] = v;
}

/* Value noise on an integer lattice, smoothstep-interpolated, summed over octaves. */
static float lattice(int x, int y, uint32_t seed) {
    uint32_t h = (uint32_t)x * 374761393u + (uint32_t)y * 668265263u + seed * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    h ^= h >> 16;
    return (float)(h & 0xffffffu) / 16777215.0f;
}

static float value_noise(float x, float y, uint32_t seed) {
    int xi = (int)floorf(x), yi = (int)floorf(y);
    float fx = x - (float)xi, fy = y - (float)yi;
    float sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
    float a = lattice(xi, yi, seed), b = lattice(xi + 1, yi, seed);
    float c = lattice(xi, yi + 1, seed), d = lattice(xi + 1, yi + 1, seed);
    return (a + (b - a) * sx) + ((c + (d - c) * sx) - (a + (b - a) * sx)) * sy;
}

static void make_terrain(scene *s, uint32_t n) {
    index_list il = {0};
    s->name = "terrain";
    s->kind = SPVRT_GEOMETRY_TRIANGLES;
    float size = 100.0f;
    for (uint32_t j = 0; j <= n; j++)
        for (uint32_t i = 0; i <= n; i++) {
            float x = size * ((float)i / (float)n - 0.5f), z = size * ((float)j / (float)n - 0.5f);
            float h = 0, amplitude = 12.0f, frequency = 0.03f;
            for (uint32_t octave = 0; octave < 6; octave++) {
                h += amplitude * (value_noise(x * frequency + 100, z * frequency + 100, octave) - 0.5f);
                amplitude *= 0.5f;
                frequency *= 2.0f;
            }
            push_vertex(s, v3(x, h, z), 0);
        }
    for (uint32_t j = 0; j < n; j++)
        for (uint32_t i = 0; i < n; i++) {
            uint32_t a = j * (n + 1) + i, b = a + 1, c = a + n + 1, d = c + 1;
            list_push(&il, a), list_push(&il, c), list_push(&il, b);
            list_push(&il, b), list_push(&il, c), list_push(&il, d);
        }
    s->indices = il.data;
    s->primitive_count = (uint32_t)(il.count / 3);
    snprintf(s->what, sizeof s->what, "%ux%u-quad value-noise height field, %u triangles", n, n, s->primitive_count);
    s->eye = v3(-45, 30, -55);
    s->target = v3(5, -4, 10);
    s->light = v3(40, 80, -20);
    s->fov_degrees = 50;
    s->extent = size;
}

/* A rotation matrix from a random unit quaternion. */
static void random_rotation(rng *r, float m[3][3]) {
    float u1 = rng_float(r), u2 = rng_float(r) * 2 * PI, u3 = rng_float(r) * 2 * PI;
    float a = sqrtf(1 - u1), b = sqrtf(u1);
    float qx = a * sinf(u2), qy = a * cosf(u2), qz = b * sinf(u3), qw = b * cosf(u3);
    m[0][0] = 1 - 2 * (qy * qy + qz * qz), m[0][1] = 2 * (qx * qy - qz * qw), m[0][2] = 2 * (qx * qz + qy * qw);
    m[1][0] = 2 * (qx * qy + qz * qw), m[1][1] = 1 - 2 * (qx * qx + qz * qz), m[1][2] = 2 * (qy * qz - qx * qw);
    m[2][0] = 2 * (qx * qz - qy * qw), m[2][1] = 2 * (qy * qz + qx * qw), m[2][2] = 1 - 2 * (qx * qx + qy * qy);
}

static vec3 place(const float m[3][3], float size, vec3 at, vec3 p) {
    return add(at, scale(v3(m[0][0] * p.x + m[0][1] * p.y + m[0][2] * p.z, m[1][0] * p.x + m[1][1] * p.y + m[1][2] * p.z,
                            m[2][0] * p.x + m[2][1] * p.y + m[2][2] * p.z),
                         size));
}

static void add_torus(scene *s, index_list *il, const float m[3][3], float size, vec3 at, uint32_t nu, uint32_t nv) {
    uint32_t base = s->vertex_count;
    for (uint32_t i = 0; i < nu; i++)
        for (uint32_t j = 0; j < nv; j++) {
            float u = 2 * PI * (float)i / (float)nu, v = 2 * PI * (float)j / (float)nv;
            vec3 p = v3((1 + 0.35f * cosf(v)) * cosf(u), 0.35f * sinf(v), (1 + 0.35f * cosf(v)) * sinf(u));
            push_vertex(s, place(m, size, at, p), 0);
        }
    for (uint32_t i = 0; i < nu; i++)
        for (uint32_t j = 0; j < nv; j++) {
            uint32_t a = base + i * nv + j, b = base + ((i + 1) % nu) * nv + j;
            uint32_t c = base + i * nv + (j + 1) % nv, d = base + ((i + 1) % nu) * nv + (j + 1) % nv;
            list_push(il, a), list_push(il, b), list_push(il, c);
            list_push(il, c), list_push(il, b), list_push(il, d);
        }
}

/* An icosahedron with each face split into k*k triangles, projected on the unit sphere (closed; vertices
 * along the original edges are duplicated per face, which keeps the mesh closed and the code short). */
static void add_icosphere(scene *s, index_list *il, const float m[3][3], float size, vec3 at, uint32_t k) {
    static const float ico_v[12][3] = {{-1, 1.618034f, 0}, {1, 1.618034f, 0}, {-1, -1.618034f, 0}, {1, -1.618034f, 0},
                                       {0, -1, 1.618034f}, {0, 1, 1.618034f}, {0, -1, -1.618034f}, {0, 1, -1.618034f},
                                       {1.618034f, 0, -1}, {1.618034f, 0, 1}, {-1.618034f, 0, -1}, {-1.618034f, 0, 1}};
    static const uint8_t ico_f[20][3] = {{0, 11, 5}, {0, 5, 1}, {0, 1, 7}, {0, 7, 10}, {0, 10, 11}, {1, 5, 9}, {5, 11, 4},
                                         {11, 10, 2}, {10, 7, 6}, {7, 1, 8}, {3, 9, 4}, {3, 4, 2}, {3, 2, 6}, {3, 6, 8},
                                         {3, 8, 9}, {4, 9, 5}, {2, 4, 11}, {6, 2, 10}, {8, 6, 7}, {9, 8, 1}};
    for (uint32_t f = 0; f < 20; f++) {
        vec3 a = v3(ico_v[ico_f[f][0]][0], ico_v[ico_f[f][0]][1], ico_v[ico_f[f][0]][2]);
        vec3 b = v3(ico_v[ico_f[f][1]][0], ico_v[ico_f[f][1]][1], ico_v[ico_f[f][1]][2]);
        vec3 c = v3(ico_v[ico_f[f][2]][0], ico_v[ico_f[f][2]][1], ico_v[ico_f[f][2]][2]);
        uint32_t base = s->vertex_count;
        /* row i has k - i + 1 vertices: a + (b - a) * j / k + (c - a) * i / k */
        for (uint32_t i = 0; i <= k; i++)
            for (uint32_t j = 0; j <= k - i; j++) {
                vec3 p = add(a, add(scale(sub(b, a), (float)j / (float)k), scale(sub(c, a), (float)i / (float)k)));
                push_vertex(s, place(m, size, at, normalize(p)), 0);
            }
        uint32_t row = base;
        for (uint32_t i = 0; i < k; i++) {
            uint32_t next = row + (k - i + 1);
            for (uint32_t j = 0; j < k - i; j++) {
                list_push(il, row + j), list_push(il, row + j + 1), list_push(il, next + j);
                if (j + 1 < k - i) list_push(il, row + j + 1), list_push(il, next + j + 1), list_push(il, next + j);
            }
            row = next;
        }
    }
}

static void make_clutter(scene *s, uint32_t objects) {
    index_list il = {0};
    rng r = {42};
    s->name = "clutter";
    s->kind = SPVRT_GEOMETRY_TRIANGLES;
    uint32_t tori = 0, spheres = 0;
    for (uint32_t o = 0; o < objects; o++) {
        float m[3][3];
        random_rotation(&r, m);
        float size = rng_range(&r, 0.6f, 2.5f);
        vec3 at = v3(rng_range(&r, -40, 40), rng_range(&r, 0, 12), rng_range(&r, -40, 40));
        if (rng_next(&r) & 1)
            add_torus(s, &il, m, size, at, 24, 12), tori++;
        else
            add_icosphere(s, &il, m, size, at, 4), spheres++;
    }
    /* a ground plane */
    uint32_t g = push_vertex(s, v3(-60, -1, -60), 0);
    push_vertex(s, v3(60, -1, -60), 0), push_vertex(s, v3(-60, -1, 60), 0), push_vertex(s, v3(60, -1, 60), 0);
    list_push(&il, g), list_push(&il, g + 2), list_push(&il, g + 1);
    list_push(&il, g + 1), list_push(&il, g + 2), list_push(&il, g + 3);
    s->indices = il.data;
    s->primitive_count = (uint32_t)(il.count / 3);
    snprintf(s->what, sizeof s->what, "%u tori (576 triangles) and %u icospheres (320) placed and rotated at random, %u triangles",
             tori, spheres, s->primitive_count);
    s->eye = v3(-55, 35, -60);
    s->target = v3(0, 2, 0);
    s->light = v3(30, 60, -10);
    s->fov_degrees = 55;
    s->extent = 120;
}

static void make_spheres(scene *s, uint32_t count) {
    rng r = {7};
    s->name = "spheres";
    s->kind = SPVRT_GEOMETRY_SPHERES;
    for (uint32_t i = 0; i < count; i++) {
        /* a point in the unit ball, denser near the centre */
        vec3 p;
        do p = v3(rng_range(&r, -1, 1), rng_range(&r, -1, 1), rng_range(&r, -1, 1));
        while (dot(p, p) > 1);
        float d = sqrtf(dot(p, p));
        p = scale(p, 30.0f * sqrtf(d));
        push_vertex(s, p, rng_range(&r, 0.05f, 0.4f));
    }
    s->primitive_count = count;
    snprintf(s->what, sizeof s->what, "%u spheres (radius 0.05-0.4) in a ball of radius 30", count);
    s->eye = v3(0, 20, -75);
    s->target = v3(0, 0, 0);
    s->light = v3(60, 80, -60);
    s->fov_degrees = 50;
    s->extent = 60;
}

static void make_hair(scene *s, uint32_t strands, uint32_t segments) {
    index_list il = {0};
    rng r = {99};
    s->name = "hair";
    s->kind = SPVRT_GEOMETRY_LSS;
    unsigned char *flags = xmalloc((size_t)strands * segments);
    for (uint32_t k = 0; k < strands; k++) {
        /* a root on the upper part of a sphere of radius 1 */
        vec3 n;
        do n = v3(rng_range(&r, -1, 1), rng_range(&r, -0.3f, 1), rng_range(&r, -1, 1));
        while (dot(n, n) > 1 || dot(n, n) < 0.01f);
        n = normalize(n);
        vec3 p = n, dir = n;
        float length = rng_range(&r, 0.8f, 1.6f), step = length / (float)segments;
        uint32_t first = push_vertex(s, p, 0.012f);
        for (uint32_t i = 1; i <= segments; i++) {
            /* droop under gravity, a little curl */
            dir = normalize(add(dir, v3(rng_range(&r, -0.15f, 0.15f), -0.12f, rng_range(&r, -0.15f, 0.15f))));
            p = add(p, scale(dir, step));
            float radius = 0.012f * (1.0f - 0.75f * (float)i / (float)segments);
            push_vertex(s, p, radius);
        }
        for (uint32_t i = 0; i < segments; i++) {
            list_push(&il, first + i), list_push(&il, first + i + 1);
            flags[(size_t)k * segments + i] = (unsigned char)((i > 0 ? RTC_CURVE_FLAG_NEIGHBOR_LEFT : 0) |
                                                              (i + 1 < segments ? RTC_CURVE_FLAG_NEIGHBOR_RIGHT : 0));
        }
    }
    s->indices = il.data;
    s->primitive_count = (uint32_t)(il.count / 2);
    s->curve_flags = flags;
    snprintf(s->what, sizeof s->what, "%u strands of %u linear swept spheres (chained endcaps) on a unit sphere, %u segments",
             strands, segments, s->primitive_count);
    s->eye = v3(0.4f, 0.8f, -4.2f);
    s->target = v3(0, 0, 0);
    s->light = v3(3, 6, -4);
    s->fov_degrees = 45;
    s->extent = 4;
}

/* ---- rays ------------------------------------------------------------------- */

typedef struct ray_set {
    spvrt_ray *rays;
    uint32_t count;
} ray_set;

static ray_set primary_rays(const scene *s, uint32_t width, uint32_t height) {
    ray_set set = {xmalloc((size_t)width * height * sizeof(spvrt_ray)), width * height};
    vec3 forward = normalize(sub(s->target, s->eye));
    vec3 right = normalize(cross(forward, v3(0, 1, 0)));
    vec3 up = cross(right, forward);
    float h = tanf(s->fov_degrees * PI / 360.0f), w = h * (float)width / (float)height;
    for (uint32_t y = 0; y < height; y++)
        for (uint32_t x = 0; x < width; x++) {
            float px = (2 * ((float)x + 0.5f) / (float)width - 1) * w;
            float py = (1 - 2 * ((float)y + 0.5f) / (float)height) * h;
            vec3 d = normalize(add(forward, add(scale(right, px), scale(up, py))));
            spvrt_ray *ray = &set.rays[(size_t)y * width + x];
            memset(ray, 0, sizeof *ray);
            ray->origin[0] = s->eye.x, ray->origin[1] = s->eye.y, ray->origin[2] = s->eye.z;
            ray->direction[0] = d.x, ray->direction[1] = d.y, ray->direction[2] = d.z;
            ray->tmin = 0;
            ray->tmax = INFINITY;
            ray->cull_mask = 0xff;
        }
    return set;
}

/* What Embree found for one ray: t (INFINITY on a miss; for occlusion 0 or INFINITY) and the geometric normal. */
typedef struct ref_hit {
    float t;
    float ng[3];
} ref_hit;

/* Shadow and diffuse rays from the primary hits (Embree's, the reference) */
static void secondary_rays(const scene *s, const ray_set *primary, const ref_hit *hits, ray_set *shadow, ray_set *diffuse) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < primary->count; i++) n += hits[i].t < INFINITY;
    shadow->rays = xmalloc((size_t)n * sizeof(spvrt_ray));
    diffuse->rays = xmalloc((size_t)n * sizeof(spvrt_ray));
    shadow->count = diffuse->count = n;
    rng r = {1234};
    uint32_t k = 0;
    for (uint32_t i = 0; i < primary->count; i++) {
        if (!(hits[i].t < INFINITY)) continue;
        const spvrt_ray *pr = &primary->rays[i];
        vec3 d = v3(pr->direction[0], pr->direction[1], pr->direction[2]);
        vec3 p = add(v3(pr->origin[0], pr->origin[1], pr->origin[2]), scale(d, hits[i].t));
        vec3 nrm = normalize(v3(hits[i].ng[0], hits[i].ng[1], hits[i].ng[2]));
        if (dot(nrm, d) > 0) nrm = scale(nrm, -1);
        vec3 o = add(p, scale(nrm, 1e-4f * s->extent));
        spvrt_ray *sr = &shadow->rays[k], *dr = &diffuse->rays[k];
        memset(sr, 0, sizeof *sr);
        memset(dr, 0, sizeof *dr);
        vec3 to_light = sub(s->light, o);
        float dist = sqrtf(dot(to_light, to_light));
        to_light = scale(to_light, 1 / dist);
        sr->origin[0] = o.x, sr->origin[1] = o.y, sr->origin[2] = o.z;
        sr->direction[0] = to_light.x, sr->direction[1] = to_light.y, sr->direction[2] = to_light.z;
        sr->tmin = 0, sr->tmax = dist;
        sr->flags = RAY_FLAG_TERMINATE_ON_FIRST_HIT | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER;
        sr->cull_mask = 0xff;
        /* cosine-weighted direction about the normal */
        float u1 = rng_float(&r), u2 = rng_float(&r) * 2 * PI, rad = sqrtf(u1);
        vec3 t1 = normalize(fabsf(nrm.x) > 0.5f ? cross(nrm, v3(0, 1, 0)) : cross(nrm, v3(1, 0, 0)));
        vec3 t2 = cross(nrm, t1);
        vec3 dd = normalize(add(scale(nrm, sqrtf(1 - u1)), add(scale(t1, rad * cosf(u2)), scale(t2, rad * sinf(u2)))));
        dr->origin[0] = o.x, dr->origin[1] = o.y, dr->origin[2] = o.z;
        dr->direction[0] = dd.x, dr->direction[1] = dd.y, dr->direction[2] = dd.z;
        dr->tmin = 0, dr->tmax = INFINITY;
        dr->cull_mask = 0xff;
        k++;
    }
}

/* ---- the two libraries ------------------------------------------------------ */

static void embree_error(void *user, enum RTCError code, const char *message) {
    (void)user;
    fprintf(stderr, "accel_bench: Embree error %d: %s\n", (int)code, message ? message : "");
}

typedef struct embree_scene {
    RTCScene bottom, top;
} embree_scene;

static embree_scene embree_build(RTCDevice device, const scene *s) {
    embree_scene e;
    e.bottom = rtcNewScene(device);
    RTCGeometry g;
    if (s->kind == SPVRT_GEOMETRY_TRIANGLES) {
        g = rtcNewGeometry(device, RTC_GEOMETRY_TYPE_TRIANGLE);
        float *v = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT3, 12, s->vertex_count);
        uint32_t *ix = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_INDEX, 0, RTC_FORMAT_UINT3, 12, s->primitive_count);
        if (!v || !ix) die("Embree could not allocate a buffer");
        memcpy(v, s->vertices, (size_t)s->vertex_count * 12);
        memcpy(ix, s->indices, (size_t)s->primitive_count * 12);
    } else if (s->kind == SPVRT_GEOMETRY_SPHERES) {
        g = rtcNewGeometry(device, RTC_GEOMETRY_TYPE_SPHERE_POINT);
        float *v = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT4, 16, s->vertex_count);
        if (!v) die("Embree could not allocate a buffer");
        for (uint32_t i = 0; i < s->vertex_count; i++)
            memcpy(v + 4 * i, s->vertices + 3 * i, 12), v[4 * i + 3] = s->radii[i];
    } else {
        g = rtcNewGeometry(device, RTC_GEOMETRY_TYPE_ROUND_LINEAR_CURVE);
        float *v = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT4, 16, s->vertex_count);
        uint32_t *ix = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_INDEX, 0, RTC_FORMAT_UINT, 4, s->primitive_count);
        unsigned char *fl = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_FLAGS, 0, RTC_FORMAT_UCHAR, 1, s->primitive_count);
        if (!v || !ix || !fl) die("Embree could not allocate a buffer");
        for (uint32_t i = 0; i < s->vertex_count; i++)
            memcpy(v + 4 * i, s->vertices + 3 * i, 12), v[4 * i + 3] = s->radii[i];
        for (uint32_t i = 0; i < s->primitive_count; i++) ix[i] = s->indices[2 * i]; /* segment: v[i], v[i + 1] */
        memcpy(fl, s->curve_flags, s->primitive_count);
    }
    rtcCommitGeometry(g);
    rtcAttachGeometry(e.bottom, g);
    rtcReleaseGeometry(g);
    rtcCommitScene(e.bottom);
    e.top = rtcNewScene(device);
    RTCGeometry inst = rtcNewGeometry(device, RTC_GEOMETRY_TYPE_INSTANCE);
    rtcSetGeometryInstancedScene(inst, e.bottom);
    static const float identity[12] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0}; /* 3x4 row-major */
    rtcSetGeometryTransform(inst, 0, RTC_FORMAT_FLOAT3X4_ROW_MAJOR, identity);
    rtcCommitGeometry(inst);
    rtcAttachGeometry(e.top, inst);
    rtcReleaseGeometry(inst);
    rtcCommitScene(e.top);
    return e;
}

static void embree_release(embree_scene *e) {
    rtcReleaseScene(e->top);
    rtcReleaseScene(e->bottom);
}

typedef struct spvrt_scene {
    spvrt_accel *bottom, *top;
} spvrt_scene;

static int spvrt_build(spvrt_context *ctx, const scene *s, uint32_t threads, spvrt_scene *out) {
    spvrt_geometry g;
    memset(&g, 0, sizeof g);
    g.kind = s->kind;
    g.flags = SPVRT_GEOMETRY_OPAQUE;
    g.primitive_count = s->primitive_count;
    g.vertices = s->vertices;
    g.vertex_count = s->vertex_count;
    g.vertex_stride = 12;
    g.indices = s->indices; /* NULL for spheres: vertex i */
    g.radii = s->kind == SPVRT_GEOMETRY_SPHERES || s->kind == SPVRT_GEOMETRY_LSS ? s->radii : NULL;
    g.endcaps = SPVRT_LSS_ENDCAPS_CHAINED;
    spvrt_accel_build_options options = {threads, false};
    if (spvrt_accel_build_bottom(ctx, &g, 1, &options, &out->bottom) != SPVRT_SUCCESS) return -1;
    spvrt_instance inst;
    memset(&inst, 0, sizeof inst);
    inst.transform[0][0] = inst.transform[1][1] = inst.transform[2][2] = 1;
    inst.mask = 0xff;
    inst.bottom = out->bottom;
    if (spvrt_accel_build_top(ctx, &inst, 1, &options, &out->top) != SPVRT_SUCCESS) {
        spvrt_accel_free(out->bottom);
        return -1;
    }
    return 0;
}

static void spvrt_release(spvrt_scene *s) {
    spvrt_accel_free(s->top);
    spvrt_accel_free(s->bottom);
}

static void print_spvrt_error(spvrt_context *ctx, const char *what) {
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    fprintf(stderr, "accel_bench: %s failed%s%s\n", what, n ? ": " : "", n ? d[0].message : "");
}

/* ---- the timed loop ---------------------------------------------------------- */

enum library { LIB_SPVRT, LIB_EMBREE };

typedef struct job {
    enum library lib;
    bool occlusion;
    const spvrt_accel *spvrt_top;
    RTCScene embree_top;
    const ray_set *rays;
    spvrt_hit *spvrt_hits; /* LIB_SPVRT */
    ref_hit *embree_hits;  /* LIB_EMBREE */
    atomic_uint next;
    pthread_mutex_t lock;
    double cpu; /* CPU seconds of the workers of the current run */
} job;

static void embree_chunk(job *j, uint32_t first, uint32_t count) {
    struct RTCIntersectContext context;
    rtcInitIntersectContext(&context);
    for (uint32_t i = first; i < first + count; i++) {
        const spvrt_ray *r = &j->rays->rays[i];
        ref_hit *out = &j->embree_hits[i];
        if (j->occlusion) {
            struct RTCRay ray;
            ray.org_x = r->origin[0], ray.org_y = r->origin[1], ray.org_z = r->origin[2], ray.tnear = r->tmin;
            ray.dir_x = r->direction[0], ray.dir_y = r->direction[1], ray.dir_z = r->direction[2], ray.time = 0;
            ray.tfar = r->tmax, ray.mask = 0xffffffffu, ray.id = 0, ray.flags = 0;
            rtcOccluded1(j->embree_top, &context, &ray);
            out->t = ray.tfar < 0 ? 0 : INFINITY; /* Embree sets tfar to -inf when occluded */
            continue;
        }
        struct RTCRayHit rh;
        rh.ray.org_x = r->origin[0], rh.ray.org_y = r->origin[1], rh.ray.org_z = r->origin[2], rh.ray.tnear = r->tmin;
        rh.ray.dir_x = r->direction[0], rh.ray.dir_y = r->direction[1], rh.ray.dir_z = r->direction[2], rh.ray.time = 0;
        rh.ray.tfar = r->tmax, rh.ray.mask = 0xffffffffu, rh.ray.id = 0, rh.ray.flags = 0;
        rh.hit.geomID = RTC_INVALID_GEOMETRY_ID;
        rh.hit.instID[0] = RTC_INVALID_GEOMETRY_ID;
        rtcIntersect1(j->embree_top, &context, &rh);
        if (rh.hit.geomID == RTC_INVALID_GEOMETRY_ID) {
            out->t = INFINITY;
        } else {
            out->t = rh.ray.tfar;
            out->ng[0] = rh.hit.Ng_x, out->ng[1] = rh.hit.Ng_y, out->ng[2] = rh.hit.Ng_z;
        }
    }
}

static void *worker(void *arg) {
    job *j = arg;
    double cpu0 = clock_seconds(CLOCK_THREAD_CPUTIME_ID);
    for (;;) {
        uint32_t first = atomic_fetch_add(&j->next, CHUNK);
        if (first >= j->rays->count) break;
        uint32_t count = j->rays->count - first < CHUNK ? j->rays->count - first : CHUNK;
        if (j->lib == LIB_SPVRT)
            spvrt_accel_trace(j->spvrt_top, j->rays->rays + first, j->spvrt_hits + first, count);
        else
            embree_chunk(j, first, count);
    }
    double cpu = clock_seconds(CLOCK_THREAD_CPUTIME_ID) - cpu0;
    pthread_mutex_lock(&j->lock);
    j->cpu += cpu;
    pthread_mutex_unlock(&j->lock);
    return NULL;
}

/* A measurement: the best wall-clock seconds of the runs, and the best CPU seconds of their workers. */
typedef struct timing {
    double wall, cpu;
} timing;

/* The best of `repeat` runs of the whole ray set on `threads` threads. */
static timing run_timed(job *j, uint32_t threads, uint32_t repeat) {
    timing best = {INFINITY, INFINITY};
    pthread_t tid[256];
    if (threads > 256) threads = 256;
    pthread_mutex_init(&j->lock, NULL);
    for (uint32_t rep = 0; rep < repeat; rep++) {
        atomic_store(&j->next, 0);
        j->cpu = 0;
        double t0 = now();
        uint32_t started = 0;
        for (uint32_t t = 1; t < threads; t++)
            if (pthread_create(&tid[started], NULL, worker, j) == 0) started++;
        worker(j);
        for (uint32_t t = 0; t < started; t++) pthread_join(tid[t], NULL);
        double t1 = now();
        if (t1 - t0 < best.wall) best.wall = t1 - t0;
        if (j->cpu < best.cpu) best.cpu = j->cpu;
    }
    pthread_mutex_destroy(&j->lock);
    return best;
}

/* ---- agreement ---------------------------------------------------------------- */

typedef struct agreement {
    uint32_t rays, both_hit, both_miss, only_spvrt, only_embree, t_over; /* t_over: rel. t error > 1e-3 */
    double t_max_rel, t_sum_rel;
} agreement;

static agreement compare(const ray_set *rays, const spvrt_hit *a, const ref_hit *b, bool occlusion) {
    agreement g;
    memset(&g, 0, sizeof g);
    g.rays = rays->count;
    for (uint32_t i = 0; i < rays->count; i++) {
        bool ha = a[i].t < INFINITY, hb = b[i].t < INFINITY;
        if (ha && hb) {
            g.both_hit++;
            if (occlusion) continue;
            double rel = fabs((double)a[i].t - (double)b[i].t) / fmax((double)b[i].t, 1e-30);
            g.t_sum_rel += rel;
            if (rel > g.t_max_rel) g.t_max_rel = rel;
            if (rel > 1e-3) g.t_over++;
        } else if (!ha && !hb) {
            g.both_miss++;
        } else if (ha) {
            g.only_spvrt++;
        } else {
            g.only_embree++;
        }
    }
    return g;
}

static void print_agreement(const char *kind, const agreement *g, bool occlusion) {
    uint32_t differ = g->only_spvrt + g->only_embree;
    double pct = g->rays ? 100.0 * (double)(g->rays - differ) / g->rays : 100.0;
    printf("  agreement %-8s %u rays: %.4f%% agree on %s (%u hit by spvrt only, %u by Embree only)", kind, g->rays, pct,
           occlusion ? "occluded/visible" : "hit/miss", g->only_spvrt, g->only_embree);
    if (!occlusion && g->both_hit)
        printf("; |dt|/t over %u common hits: mean %.2g, max %.2g, %u above 1e-3", g->both_hit, g->t_sum_rel / g->both_hit,
               g->t_max_rel, g->t_over);
    printf("\n");
    if (pct < 99.0 || (!occlusion && g->both_hit && (double)g->t_over > 0.01 * g->both_hit))
        printf("  WARNING: spvrt and Embree disagree grossly on the %s rays of this scene\n", kind);
}

/* ---- the same primary rays through a ray-query compute shader (spvrt run) --------- */

/* The camera of primary_rays, in GLSL: one invocation per pixel, the committed t (or -1 on a miss) stored. */
static const char *const amber_shader =
    "#version 460\n"
    "#extension GL_EXT_ray_query : require\n"
    "layout(local_size_x = 8, local_size_y = 8) in;\n"
    "layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;\n"
    "layout(set = 0, binding = 1, std430) writeonly buffer Result { float t[]; };\n"
    "const uint W = %uu, H = %uu;\n"
    "const vec3 EYE = vec3(%.9g, %.9g, %.9g), TARGET = vec3(%.9g, %.9g, %.9g);\n"
    "const float TAN_HALF_FOV = %.9g;\n"
    "void main() {\n"
    "    uvec2 p = gl_GlobalInvocationID.xy;\n"
    "    if (p.x >= W || p.y >= H) return;\n"
    "    vec3 forward = normalize(TARGET - EYE);\n"
    "    vec3 right = normalize(cross(forward, vec3(0.0, 1.0, 0.0)));\n"
    "    vec3 up = cross(right, forward);\n"
    "    float h = TAN_HALF_FOV, w = h * float(W) / float(H);\n"
    "    float px = (2.0 * (float(p.x) + 0.5) / float(W) - 1.0) * w;\n"
    "    float py = (1.0 - 2.0 * (float(p.y) + 0.5) / float(H)) * h;\n"
    "    vec3 d = normalize(forward + px * right + py * up);\n"
    "    rayQueryEXT q;\n"
    "    rayQueryInitializeEXT(q, scene, gl_RayFlagsOpaqueEXT, 0xFF, EYE, 0.0, d, 1.0e38);\n"
    "    while (rayQueryProceedEXT(q)) {\n"
    "    }\n"
    "    bool hit = rayQueryGetIntersectionTypeEXT(q, true) != gl_RayQueryCommittedIntersectionNoneEXT;\n"
    "    t[p.y * W + p.x] = hit ? rayQueryGetIntersectionTEXT(q, true) : -1.0;\n"
    "}\n";

/* DIR/NAME.amber (and DIR/NAME.obj for triangles): the scene as one bottom-level structure with one
 * instance, and the primary rays of the bench through amber_shader.  Returns 0, or -1 with a message. */
static int write_amber(const scene *s, const char *dir, uint32_t width, uint32_t height) {
    char path[4096];
    if (s->kind == SPVRT_GEOMETRY_TRIANGLES) {
        snprintf(path, sizeof path, "%s/%s.obj", dir, s->name);
        FILE *f = fopen(path, "w");
        if (!f) return fprintf(stderr, "accel_bench: cannot write %s\n", path), -1;
        for (uint32_t i = 0; i < s->vertex_count; i++)
            fprintf(f, "v %.9g %.9g %.9g\n", s->vertices[3 * i], s->vertices[3 * i + 1], s->vertices[3 * i + 2]);
        for (uint32_t i = 0; i < s->primitive_count; i++)
            fprintf(f, "f %u %u %u\n", s->indices[3 * i] + 1, s->indices[3 * i + 1] + 1, s->indices[3 * i + 2] + 1);
        if (fclose(f) != 0) return fprintf(stderr, "accel_bench: cannot write %s\n", path), -1;
    }
    snprintf(path, sizeof path, "%s/%s.amber", dir, s->name);
    FILE *f = fopen(path, "w");
    if (!f) return fprintf(stderr, "accel_bench: cannot write %s\n", path), -1;
    fprintf(f, "#!amber\n# accel_bench %s: %s; %ux%u primary rays through a ray query\n", s->name, s->what, width, height);
    fprintf(f, "# target-env: vulkan1.2\n\nSHADER compute trace GLSL\n");
    fprintf(f, amber_shader, width, height, s->eye.x, s->eye.y, s->eye.z, s->target.x, s->target.y, s->target.z,
            tanf(s->fov_degrees * PI / 360.0f));
    fprintf(f, "END\n\nACCELERATION_STRUCTURE BOTTOM_LEVEL blas\n");
    if (s->kind == SPVRT_GEOMETRY_TRIANGLES) {
        fprintf(f, "  GEOMETRY TRIANGLES FILE %s.obj FLAGS OPAQUE\n", s->name);
    } else if (s->kind == SPVRT_GEOMETRY_SPHERES) {
        fprintf(f, "  GEOMETRY SPHERES\n    FLAGS OPAQUE\n");
        for (uint32_t i = 0; i < s->vertex_count; i++)
            fprintf(f, "    %.9g %.9g %.9g %.9g\n", s->vertices[3 * i], s->vertices[3 * i + 1], s->vertices[3 * i + 2],
                    s->radii[i]);
        fprintf(f, "  END\n");
    } else {
        fprintf(f, "  GEOMETRY LSS ENDCAPS CHAINED\n    FLAGS OPAQUE\n");
        for (uint32_t i = 0; i < s->vertex_count; i++)
            fprintf(f, "      %.9g %.9g %.9g %.9g\n", s->vertices[3 * i], s->vertices[3 * i + 1], s->vertices[3 * i + 2],
                    s->radii[i]);
        fprintf(f, "    INDICES\n");
        for (uint32_t i = 0; i < s->primitive_count; i++) fprintf(f, "      %u %u\n", s->indices[2 * i], s->indices[2 * i + 1]);
        fprintf(f, "  END\n");
    }
    fprintf(f, "END\n\nACCELERATION_STRUCTURE TOP_LEVEL tlas\n  BOTTOM_LEVEL_INSTANCE blas\n  END\nEND\n\n");
    fprintf(f, "BUFFER result DATA_TYPE float SIZE %u FILL 0\n\n", width * height);
    fprintf(f, "PIPELINE compute pipeline\n  ATTACH trace\n"
               "  BIND ACCELERATION_STRUCTURE tlas DESCRIPTOR_SET 0 BINDING 0\n"
               "  BIND BUFFER result AS storage DESCRIPTOR_SET 0 BINDING 1\nEND\n\n");
    fprintf(f, "RUN pipeline %u %u 1\n", (width + 7) / 8, (height + 7) / 8);
    if (fclose(f) != 0) return fprintf(stderr, "accel_bench: cannot write %s\n", path), -1;
    printf("wrote %s (%u primary rays)\n", path, width * height);
    return 0;
}

/* ---- main ---------------------------------------------------------------------- */

typedef struct options {
    uint32_t width, height, repeat, threads;
    float size; /* scene size factor (1: the documented sizes) */
    const char *write_amber; /* a directory: write the scenes as AmberScript instead of benchmarking */
    const char *only[8];
    uint32_t only_count;
} options;

static bool wanted(const options *o, const char *name) {
    if (!o->only_count) return true;
    for (uint32_t i = 0; i < o->only_count; i++)
        if (!strcmp(o->only[i], name)) return true;
    return false;
}

static double mrays(uint32_t count, double seconds) { return seconds > 0 ? count / seconds / 1e6 : 0; }

static void bench_scene(const options *o, scene *s, RTCDevice dev_all, RTCDevice dev_one, spvrt_context *ctx) {
    printf("\nscene %s: %s\n", s->name, s->what);
    /* builds: best of repeat, each; process CPU time too (the 1-thread builds' CPU time does not depend on
       what else the machine runs) */
    timing sp_build[2] = {{INFINITY, INFINITY}, {INFINITY, INFINITY}};
    timing em_build[2] = {{INFINITY, INFINITY}, {INFINITY, INFINITY}};
    spvrt_scene sp = {0};
    embree_scene em = {0};
    for (uint32_t rep = 0; rep < o->repeat; rep++) {
        for (int k = 0; k < 2; k++) {
            spvrt_scene tmp;
            double t0 = now(), c0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
            if (spvrt_build(ctx, s, k == 0 ? 1 : o->threads, &tmp) != 0) {
                print_spvrt_error(ctx, "spvrt_accel_build");
                return;
            }
            double t1 = now(), c1 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
            sp_build[k].wall = fmin(sp_build[k].wall, t1 - t0);
            sp_build[k].cpu = fmin(sp_build[k].cpu, c1 - c0);
            if (k == 1 && rep + 1 == o->repeat)
                sp = tmp;
            else
                spvrt_release(&tmp);
            t0 = now(), c0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
            embree_scene etmp = embree_build(k == 0 ? dev_one : dev_all, s);
            t1 = now(), c1 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
            em_build[k].wall = fmin(em_build[k].wall, t1 - t0);
            em_build[k].cpu = fmin(em_build[k].cpu, c1 - c0);
            if (k == 1 && rep + 1 == o->repeat)
                em = etmp;
            else
                embree_release(&etmp);
        }
    }
    /* rays */
    ray_set primary = primary_rays(s, o->width, o->height);
    ref_hit *ref_primary = xmalloc((size_t)primary.count * sizeof(ref_hit));
    job ej = {.lib = LIB_EMBREE, .embree_top = em.top, .rays = &primary, .embree_hits = ref_primary};
    run_timed(&ej, o->threads, 1);
    ray_set shadow, diffuse;
    secondary_rays(s, &primary, ref_primary, &shadow, &diffuse);
    const ray_set *sets[3] = {&primary, &shadow, &diffuse};
    const char *kinds[3] = {"primary", "shadow", "diffuse"};
    timing sp_time[3][2], em_time[3][2];
    agreement agree[3];
    uint32_t thread_counts[2] = {1, o->threads};
    for (int k = 0; k < 3; k++) {
        const ray_set *rs = sets[k];
        spvrt_hit *sh = xmalloc((size_t)rs->count * sizeof(spvrt_hit) + 1);
        ref_hit *eh = xmalloc((size_t)rs->count * sizeof(ref_hit) + 1);
        job js = {.lib = LIB_SPVRT, .occlusion = k == 1, .spvrt_top = sp.top, .rays = rs, .spvrt_hits = sh};
        job je = {.lib = LIB_EMBREE, .occlusion = k == 1, .embree_top = em.top, .rays = rs, .embree_hits = eh};
        for (int t = 0; t < 2; t++) {
            sp_time[k][t] = run_timed(&js, thread_counts[t], o->repeat);
            em_time[k][t] = run_timed(&je, thread_counts[t], o->repeat);
        }
        agree[k] = compare(rs, sh, eh, k == 1);
        free(sh);
        free(eh);
    }
    printf("  %-28s %10s %10s %8s | %10s %10s %8s\n", "", "spvrt", "Embree", "ratio", "spvrt", "Embree", "ratio");
    printf("  %-28s %30s | %30s\n", "", "wall clock", "CPU time");
    for (int t = 0; t < 2; t++)
        printf("  %-28s %10.1f %10.1f %7.2fx | %10.1f %10.1f %7.2fx\n",
               t ? "build ms, all threads" : "build ms, 1 thread", sp_build[t].wall * 1e3, em_build[t].wall * 1e3,
               em_build[t].wall / sp_build[t].wall, sp_build[t].cpu * 1e3, em_build[t].cpu * 1e3,
               em_build[t].cpu / sp_build[t].cpu);
    for (int k = 0; k < 3; k++)
        for (int t = 0; t < 2; t++) {
            char label[64];
            uint32_t n = thread_counts[t];
            snprintf(label, sizeof label, "%s Mrays/s, %u thread%s", kinds[k], n, n > 1 ? "s" : "");
            /* CPU-time rate: rays / (worker CPU seconds / threads), the rate had each thread a core of its own */
            printf("  %-28s %10.3f %10.3f %7.2fx | %10.3f %10.3f %7.2fx\n", label, mrays(sets[k]->count, sp_time[k][t].wall),
                   mrays(sets[k]->count, em_time[k][t].wall), em_time[k][t].wall / sp_time[k][t].wall,
                   mrays(sets[k]->count, sp_time[k][t].cpu / n), mrays(sets[k]->count, em_time[k][t].cpu / n),
                   em_time[k][t].cpu / sp_time[k][t].cpu);
        }
    printf("  (ratio: spvrt speed / Embree speed, above 1 spvrt is faster; CPU time: the rate if each thread had a\n"
           "   core of its own, rays / (worker CPU seconds / threads), for a machine shared with other work)\n");
    for (int k = 0; k < 3; k++) print_agreement(kinds[k], &agree[k], k == 1);
    fflush(stdout);
    free(primary.rays), free(shadow.rays), free(diffuse.rays), free(ref_primary);
    spvrt_release(&sp);
    embree_release(&em);
}

static void usage(void) {
    fprintf(stderr, "usage: accel_bench [--width W] [--height H] [--repeat N] [--threads N] [--size F]\n"
                    "                   [--write-amber DIR] [SCENE...]\n"
                    "scenes: terrain clutter spheres hair (default: all)\n"
                    "--write-amber DIR: write DIR/SCENE.amber (+ SCENE.obj) with the primary rays through a ray query\n");
    exit(2);
}

int main(int argc, char **argv) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    options o = {1024, 768, 3, cores > 0 ? (uint32_t)cores : 1, 1.0f, NULL, {0}, 0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (i + 1 < argc && !strcmp(a, "--width")) o.width = (uint32_t)atoi(argv[++i]);
        else if (i + 1 < argc && !strcmp(a, "--height")) o.height = (uint32_t)atoi(argv[++i]);
        else if (i + 1 < argc && !strcmp(a, "--repeat")) o.repeat = (uint32_t)atoi(argv[++i]);
        else if (i + 1 < argc && !strcmp(a, "--threads")) o.threads = (uint32_t)atoi(argv[++i]);
        else if (i + 1 < argc && !strcmp(a, "--size")) o.size = (float)atof(argv[++i]);
        else if (i + 1 < argc && !strcmp(a, "--write-amber")) o.write_amber = argv[++i];
        else if (a[0] == '-') usage();
        else if (o.only_count < 8) o.only[o.only_count++] = a;
        else usage();
    }
    if (!o.width || !o.height || o.width > 8192 || o.height > 8192 || !o.repeat || !o.threads || !(o.size > 0 && o.size <= 4))
        usage();
    RTCDevice dev_all = rtcNewDevice(NULL), dev_one = rtcNewDevice("threads=1");
    if (!dev_all || !dev_one) die("rtcNewDevice failed");
    rtcSetDeviceErrorFunction(dev_all, embree_error, NULL);
    rtcSetDeviceErrorFunction(dev_one, embree_error, NULL);
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx) die("out of memory");
    double load[3] = {0, 0, 0};
    FILE *la = fopen("/proc/loadavg", "r");
    if (la) {
        if (fscanf(la, "%lf %lf %lf", &load[0], &load[1], &load[2]) != 3) load[0] = -1;
        fclose(la);
    }
    printf("accel_bench: spvrt_accel_* against Embree %d.%d.%d (rtcIntersect1/rtcOccluded1), %ux%u primary rays, "
           "best of %u, 1 and %u threads (%ld cores, load average %.2f)\n",
           RTC_VERSION_MAJOR, RTC_VERSION_MINOR, RTC_VERSION_PATCH, o.width, o.height, o.repeat, o.threads, cores, load[0]);
    const char *names[4] = {"terrain", "clutter", "spheres", "hair"};
    for (int k = 0; k < 4; k++) {
        if (!wanted(&o, names[k])) continue;
        scene s;
        memset(&s, 0, sizeof s);
        if (k == 0) make_terrain(&s, (uint32_t)(512 * o.size));
        if (k == 1) make_clutter(&s, (uint32_t)(800 * o.size * o.size));
        if (k == 2) make_spheres(&s, (uint32_t)(500000 * o.size * o.size));
        if (k == 3) make_hair(&s, (uint32_t)(20000 * o.size * o.size), 16);
        if (o.write_amber) {
            if (write_amber(&s, o.write_amber, o.width, o.height) != 0) return 1;
        } else {
            bench_scene(&o, &s, dev_all, dev_one, ctx);
        }
        free(s.vertices), free(s.radii), free(s.indices), free(s.curve_flags);
    }
    spvrt_context_destroy(ctx);
    rtcReleaseDevice(dev_one);
    rtcReleaseDevice(dev_all);
    return 0;
}
