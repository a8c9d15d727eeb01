/* src/accel/intersect.c against independent references written here with
 * different algebra, in long double:
 *   triangles  Moller-Trumbore (edge vectors, triple products), facing from
 *              the normal (v1 - v0) x (v2 - v0) against the direction;
 *   boxes      interval clipping per axis with the parallel case apart;
 *   spheres    the textbook quadratic |o + t d - c|^2 = r^2;
 *   LSS        the solid as a signed distance, sd(X) = min over s in [0, 1]
 *              of |X - c(s)| - r(s) (golden-section search: the function is
 *              convex in s), marched along the ray (sd along a line is convex
 *              in t: golden section for its minimum, then bisection for the
 *              first root).  The sphere the entry point belongs to is the
 *              minimizing s: the reference u, and with s = 0 or 1 the mark of
 *              an endcap hit (no hit there when the cap is absent).
 * plus hand cases (grazing, inside, endcaps, NaN / Inf, tmin / tmax
 * boundaries) and watertightness over meshes (rays aimed at shared
 * vertices and edges must never fall through).
 *
 * Tolerances.  The inputs are floats, read exactly by the references.
 *   triangles: the code computes the ray-space edge functions in float
 *     (about 4 roundings of 2^-24 each) and divides in double; at an angle
 *     theta between ray and plane the error in t grows as 1 / |cos theta|.
 *     We compare rays with |cos theta| >= 0.05 at relative 2e-5 (about 20
 *     roundings x 20), barycentrics at absolute 1e-4, and classify hit /
 *     miss only where the reference's smallest barycentric is beyond 1e-4
 *     of an edge.
 *   spheres, LSS: computed in double and rounded once to float: relative
 *     1e-6 in t (8 float ULP) for rays entering at a non-grazing angle (the
 *     reference's penetration depth >= 1% of the radius); u at 1e-4.  Rays
 *     within 1e-3 (relative) of tangency or of an endcap seam are not
 *     classified, only checked for a sane t when hit. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "accel/intersect.h"

typedef long double real;

static int failures;
static int checks;

#define FAIL(...)                                                                                                     \
    do {                                                                                                              \
        if (failures < 40) {                                                                                          \
            fprintf(stderr, "accel_intersect_test.c:%d: ", __LINE__);                                                 \
            fprintf(stderr, __VA_ARGS__);                                                                             \
            fputc('\n', stderr);                                                                                      \
        }                                                                                                             \
        failures++;                                                                                                   \
    } while (0)

#define CHECK(cond, ...)                                                                                              \
    do {                                                                                                              \
        checks++;                                                                                                     \
        if (!(cond))                                                                                                  \
            FAIL(__VA_ARGS__);                                                                                        \
    } while (0)

/* ---- random numbers (xorshift64*) ---------------------------------------- */

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint64_t rng_next(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545f4914f6cdd1dull;
}

/* uniform in [lo, hi) */
static float rnd(float lo, float hi)
{
    return lo + (hi - lo) * (float)((rng_next() >> 40) * 0x1p-24);
}

static void rnd3(float v[3], float lo, float hi)
{
    for (int i = 0; i < 3; i++)
        v[i] = rnd(lo, hi);
}

static real dot3(const real a[3], const real b[3])
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static void cross3(real out[3], const real a[3], const real b[3])
{
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

static void sub3(real out[3], const float a[3], const float b[3])
{
    for (int i = 0; i < 3; i++)
        out[i] = (real)a[i] - (real)b[i];
}

static int rel_close(real got, real want, real rel)
{
    real scale = fabsl(want) > 1 ? fabsl(want) : 1;
    return fabsl(got - want) <= rel * scale;
}

/* ---- triangles ------------------------------------------------------------ */

typedef struct tri_ref {
    int valid;          /* the ray is not parallel to the plane */
    real t, u, v;       /* line parameter and barycentrics of v1, v2 */
    real cos_theta;     /* |n . d| / (|n| |d|) */
    int front;          /* (v1 - v0) x (v2 - v0) against d */
} tri_ref;

static tri_ref tri_reference(const float o[3], const float d[3], const float v0[3], const float v1[3],
                             const float v2[3])
{
    tri_ref r = {0};
    real e1[3], e2[3], s[3], dir[3] = {d[0], d[1], d[2]}, p[3], q[3], n[3];
    sub3(e1, v1, v0);
    sub3(e2, v2, v0);
    sub3(s, o, v0);
    cross3(p, dir, e2);
    real det = dot3(e1, p);
    cross3(n, e1, e2);
    real nn = sqrtl(dot3(n, n)), dn = sqrtl(dot3(dir, dir));
    if (det == 0 || nn == 0 || dn == 0)
        return r;
    r.valid = 1;
    r.u = dot3(s, p) / det;
    cross3(q, s, e1);
    r.v = dot3(dir, q) / det;
    r.t = dot3(e2, q) / det;
    r.cos_theta = fabsl(dot3(n, dir)) / (nn * dn);
    r.front = dot3(n, dir) < 0;
    return r;
}

static int tri_hit(const float o[3], const float d[3], const float v0[3], const float v1[3], const float v2[3],
                   float tmin, float tmax, float *t, float *u, float *v, bool *front)
{
    accel_tri_ray ray;
    accel_tri_ray_setup(&ray, o, d);
    return accel_intersect_triangle(&ray, v0, v1, v2, tmin, tmax, t, u, v, front);
}

static void test_triangles_random(void)
{
    int compared = 0, hits = 0;
    double worst_t = 0;
    for (int i = 0; i < 20000; i++) {
        float v0[3], v1[3], v2[3], o[3], d[3];
        rnd3(v0, -1, 1);
        rnd3(v1, -1, 1);
        rnd3(v2, -1, 1);
        rnd3(o, -4, 4);
        if (i % 2) {
            /* aimed at a point of the triangle (or just outside) */
            float a = rnd(-0.1f, 1.1f), b = rnd(-0.1f, 1.1f), length = rnd(0.1f, 10.0f);
            for (int k = 0; k < 3; k++)
                d[k] = (v0[k] + a * (v1[k] - v0[k]) + b * (v2[k] - v0[k]) - o[k]) * length;
        } else {
            rnd3(d, -1, 1);
        }
        float tmin = i % 3 ? 0.0f : rnd(0, 2), tmax = i % 5 ? INFINITY : rnd(0, 4);
        tri_ref ref = tri_reference(o, d, v0, v1, v2);
        float t = -1, u = -1, v = -1;
        bool front = false;
        int got = tri_hit(o, d, v0, v1, v2, tmin, tmax, &t, &u, &v, &front);
        if (!ref.valid || ref.cos_theta < 0.05L)
            continue;
        real w = 1 - ref.u - ref.v;
        real margin = fminl(fminl(ref.u, ref.v), w);
        real tscale = fabsl(ref.t) > 1 ? fabsl(ref.t) : 1;
        int in_range = ref.t >= tmin + 1e-4L * tscale && ref.t <= tmax - 1e-4L * tscale;
        int out_range = ref.t < tmin - 1e-4L * tscale || ref.t > tmax + 1e-4L * tscale;
        if (margin > 1e-4L && in_range) {
            compared++;
            hits++;
            CHECK(got, "triangle %d: reference hit at t=%Lg (u %Lg v %Lg) missed", i, ref.t, ref.u, ref.v);
            if (got) {
                CHECK(rel_close(t, ref.t, 2e-5L), "triangle %d: t %.9g, reference %.12Lg", i, t, ref.t);
                CHECK(fabsl(u - ref.u) <= 1e-4L && fabsl(v - ref.v) <= 1e-4L,
                      "triangle %d: u,v %.7g %.7g, reference %.9Lg %.9Lg", i, u, v, ref.u, ref.v);
                CHECK(front == ref.front, "triangle %d: front %d, reference %d", i, front, ref.front);
                double e = fabs((double)(t - ref.t)) / fmax(1.0, fabs((double)ref.t));
                if (e > worst_t)
                    worst_t = e;
            }
        } else if (margin < -1e-4L || out_range) {
            compared++;
            CHECK(!got, "triangle %d: reference miss (margin %Lg, t %Lg in [%g, %g]) hit at t=%g", i, margin, ref.t,
                  tmin, tmax, t);
        }
    }
    printf("triangles: %d random rays classified (%d hits), worst relative t error %.3g\n", compared, hits, worst_t);
}

static void test_triangles_hand(void)
{
    float t, u, v;
    bool front;
    const float v0[3] = {0, 0, 2}, v1[3] = {1, 0, 2}, v2[3] = {0, 1, 2};
    const float o[3] = {0.25f, 0.5f, 0}, d[3] = {0, 0, 1}, o_back[3] = {0.25f, 0.5f, 4}, d_back[3] = {0, 0, -1};

    /* facing: (v1 - v0) x (v2 - v0) = +z, so a ray along +z sees the back
       (Vulkan "Ray Face Culling", clockwise in a left-handed system is front) */
    CHECK(tri_hit(o, d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front) && t == 2 && u == 0.25f && v == 0.5f &&
              !front,
          "triangle along +z: t %g u %g v %g front %d", t, u, v, front);
    CHECK(tri_hit(o_back, d_back, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front) && t == 2 && front,
          "triangle along -z: t %g front %d", t, front);

    /* tmin / tmax inclusive: the hit is exactly at t = 2 */
    CHECK(tri_hit(o, d, v0, v1, v2, 2, 2, &t, &u, &v, &front), "t == tmin == tmax must hit");
    CHECK(!tri_hit(o, d, v0, v1, v2, nextafterf(2, 3), INFINITY, &t, &u, &v, &front), "tmin just past the hit");
    CHECK(!tri_hit(o, d, v0, v1, v2, 0, nextafterf(2, 0), &t, &u, &v, &front), "tmax just before the hit");

    /* through an edge: exactly one of the two triangles sharing it keeps
       the hit (Vulkan "Watertightness"), with the edge's barycentrics; just
       outside the edge only the neighbour */
    const float v3[3] = {1, 1, 2}, at_edge[3] = {0.5f, 0.5f, 0}, outside[3] = {0.5f, 0.5000001f, 0};
    float t2, u2, v2b;
    bool front2;
    int h1 = tri_hit(at_edge, d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front);
    int h2 = tri_hit(at_edge, d, v2, v1, v3, 0, INFINITY, &t2, &u2, &v2b, &front2);
    CHECK(h1 + h2 == 1, "ray through a shared edge: hits %d + %d", h1, h2);
    CHECK(h1 ? (t == 2 && u == 0.5f && v == 0.5f) : (t2 == 2 && u2 == 0.5f && v2b == 0),
          "ray through a shared edge: t %g u %g v %g / t %g u %g v %g", t, u, v, t2, u2, v2b);
    CHECK(!tri_hit(outside, d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front) &&
              tri_hit(outside, d, v2, v1, v3, 0, INFINITY, &t, &u, &v, &front),
          "ray just outside edge v1 v2");
    /* reversing the ray keeps the same single owner's count */
    const float edge_back[3] = {0.5f, 0.5f, 4};
    h1 = tri_hit(edge_back, d_back, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front);
    h2 = tri_hit(edge_back, d_back, v2, v1, v3, 0, INFINITY, &t, &u, &v, &front);
    CHECK(h1 + h2 == 1, "reversed ray through a shared edge: hits %d + %d", h1, h2);

    /* a ray in the triangle's plane (edge-on, area 0 in ray space) */
    const float in_plane_o[3] = {-1, 0.25f, 2}, in_plane_d[3] = {1, 0, 0};
    CHECK(!tri_hit(in_plane_o, in_plane_d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "edge-on ray");
    const float along_edge_o[3] = {-1, 0, 2};
    CHECK(!tri_hit(along_edge_o, in_plane_d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "ray along an edge");

    /* behind the origin */
    const float past[3] = {0.25f, 0.5f, 3};
    CHECK(!tri_hit(past, d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "triangle behind the ray");

    /* degenerate triangles: repeated vertices, collinear vertices */
    const float a[3] = {0, 0, 2}, b[3] = {1, 1, 2}, c[3] = {2, 2, 2}, b_up[3] = {1, 1, 3};
    for (int i = 0; i < 1000; i++) {
        float oo[3] = {rnd(-1, 3), rnd(-1, 3), rnd(-3, -1)}, dd[3], target[3];
        float s = rnd(0, 1);
        for (int k = 0; k < 3; k++)
            target[k] = a[k] + s * (c[k] - a[k]);
        for (int k = 0; k < 3; k++)
            dd[k] = target[k] - oo[k];
        CHECK(!tri_hit(oo, dd, a, b, c, 0, INFINITY, &t, &u, &v, &front), "collinear triangle hit (%d)", i);
        CHECK(!tri_hit(oo, dd, a, c, c, 0, INFINITY, &t, &u, &v, &front), "triangle with v1 == v2 hit (%d)", i);
        CHECK(!tri_hit(oo, dd, a, a, a, 0, INFINITY, &t, &u, &v, &front), "point triangle hit (%d)", i);
        CHECK(!tri_hit(oo, dd, a, b_up, c, 0, INFINITY, &t, &u, &v, &front) || fabsf(t - 1) >= 0,
              "vertical collinear-in-projection triangle");
    }

    /* NaN / Inf anywhere: no hit */
    const float nan3[3] = {NAN, 0, 2}, inf3[3] = {INFINITY, 0, 0}, zero[3] = {0, 0, 0};
    CHECK(!tri_hit(o, d, nan3, v1, v2, 0, INFINITY, &t, &u, &v, &front), "NaN vertex");
    CHECK(!tri_hit(nan3, d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "NaN origin");
    CHECK(!tri_hit(o, nan3, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "NaN direction");
    CHECK(!tri_hit(inf3, d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "infinite origin");
    CHECK(!tri_hit(o, inf3, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "infinite direction");
    CHECK(!tri_hit(o, zero, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front), "zero direction");
    CHECK(!tri_hit(o, d, v0, v1, v2, NAN, INFINITY, &t, &u, &v, &front), "NaN tmin");
    CHECK(!tri_hit(o, d, v0, v1, v2, 0, NAN, &t, &u, &v, &front), "NaN tmax");
    const float inf_v[3] = {-INFINITY, -INFINITY, 2};
    CHECK(!tri_hit(o, d, inf_v, v1, v2, 0, INFINITY, &t, &u, &v, &front), "infinite vertex");

    /* outputs are left alone on a miss */
    t = 42, u = 43, v = 44, front = true;
    tri_hit(past, d, v0, v1, v2, 0, INFINITY, &t, &u, &v, &front);
    CHECK(t == 42 && u == 43 && v == 44 && front, "outputs written on a miss");
}

/* Watertightness (Vulkan "Watertightness"): rays through the shared
 * vertices and edges of a closed fan or a mesh never fall through.
 *
 * The rays pass exactly through the target: the coordinates are dyadic
 * (multiples of 2^-14, below 2^9), the direction has small integer
 * components and the origin is target - 2^k direction, all exact in float.
 * A second set aims rays in float at a point of a shared edge (they pass
 * within rounding of it) at a gently bumped grid seen from steeply above,
 * where no triangle is seen edge-on, so the mesh covers every such ray. */
static int count_hits(const float o[3], const float d[3], const float (*verts)[3], const int (*tris)[3], int ntris)
{
    int n = 0;
    float t, u, v;
    bool front;
    accel_tri_ray ray;
    accel_tri_ray_setup(&ray, o, d);
    for (int i = 0; i < ntris; i++)
        n += accel_intersect_triangle(&ray, verts[tris[i][0]], verts[tris[i][1]], verts[tris[i][2]], 0, INFINITY,
                                      &t, &u, &v, &front);
    return n;
}

/* every triangle faces the same way from direction d, none nearly edge-on:
   the mesh is one unfolded sheet as seen along d, so its projection covers
   a neighbourhood of every interior point (at a silhouette a ray through a
   vertex may touch the mesh only there, and rounding may move it off) */
static int single_sheet(const float d[3], const float (*verts)[3], const int (*tris)[3], int ntris)
{
    int sign = 0;
    real dir[3] = {d[0], d[1], d[2]};
    for (int i = 0; i < ntris; i++) {
        real e1[3], e2[3], n[3];
        sub3(e1, verts[tris[i][1]], verts[tris[i][0]]);
        sub3(e2, verts[tris[i][2]], verts[tris[i][0]]);
        cross3(n, e1, e2);
        real c = dot3(n, dir) / sqrtl(dot3(n, n) * dot3(dir, dir));
        if (!(fabsl(c) >= 0.05L)) /* also a zero direction (NaN) */
            return 0;
        int sg = c > 0 ? 1 : -1;
        if (sign && sg != sign)
            return 0;
        sign = sg;
    }
    return 1;
}

static float dyadic(float lo, float hi)
{
    return floorf(rnd(lo, hi) * 1024.0f) / 1024.0f;
}

static void test_watertight(void)
{
    enum { N = 6 };
    static float verts[(N + 1) * (N + 1)][3];
    static int tris[2 * N * N][3];
    int ntris = 0;
    int rays[2] = {0, 0}, misses[2] = {0, 0}, doubles[2] = {0, 0};

    for (int mesh = 0; mesh < 40; mesh++) {
        int exact = mesh % 2 == 0;
        float scale = exact ? 1.0f : rnd(0.01f, 1000.0f), offset[3] = {0, 0, 0};
        if (!exact)
            rnd3(offset, -1000.0f, 1000.0f);
        for (int j = 0; j <= N; j++)
            for (int i = 0; i <= N; i++) {
                float *p = verts[j * (N + 1) + i];
                if (exact) {
                    p[0] = (float)i + dyadic(-0.3f, 0.3f);
                    p[1] = (float)j + dyadic(-0.3f, 0.3f);
                    p[2] = dyadic(-0.4f, 0.4f);
                } else {
                    p[0] = offset[0] + scale * (i + rnd(-0.3f, 0.3f));
                    p[1] = offset[1] + scale * (j + rnd(-0.3f, 0.3f));
                    p[2] = offset[2] + scale * rnd(-0.05f, 0.05f);
                }
            }
        ntris = 0;
        for (int j = 0; j < N; j++)
            for (int i = 0; i < N; i++) {
                int a = j * (N + 1) + i, b = a + 1, c = a + N + 1, e = c + 1;
                int flip = (i + j) % 2; /* both diagonal directions */
                tris[ntris][0] = a, tris[ntris][1] = b, tris[ntris][2] = flip ? e : c, ntris++;
                tris[ntris][0] = flip ? a : b, tris[ntris][1] = e, tris[ntris][2] = c, ntris++;
            }
        for (int r = 0; r < 5000; r++) {
            /* a target on an interior vertex, or on an edge around it */
            int i = 1 + (int)(rng_next() % (N - 1)), j = 1 + (int)(rng_next() % (N - 1));
            float target[3], o[3], d[3];
            const float *p = verts[j * (N + 1) + i];
            if (r % 2) {
                /* the diagonals of the cells around (i, j) are edges when
                   i + j is odd (the cells alternate their diagonal) */
                static const int nb[8][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
                int k = (int)(rng_next() % ((i + j) % 2 ? 8 : 4));
                const float *q = verts[(j + nb[k][1]) * (N + 1) + i + nb[k][0]];
                float s = exact ? (float)(rng_next() % 16) / 16.0f : rnd(0, 1);
                for (int c = 0; c < 3; c++)
                    target[c] = p[c] + s * (q[c] - p[c]); /* exact for the dyadic mesh */
            } else {
                memcpy(target, p, sizeof target);
            }
            if (exact) {
                /* any direction, from above or below, exactly through the target */
                float m = (float)(1 << (rng_next() % 4));
                do {
                    for (int c = 0; c < 3; c++)
                        d[c] = (float)((int)(rng_next() % 17) - 8);
                } while (!single_sheet(d, (const float(*)[3])verts, (const int(*)[3])tris, ntris));
                for (int c = 0; c < 3; c++)
                    o[c] = target[c] - m * d[c];
            } else {
                o[0] = offset[0] + scale * rnd(-2, N + 2);
                o[1] = offset[1] + scale * rnd(-2, N + 2);
                o[2] = offset[2] + scale * (r % 4 < 2 ? rnd(N + 4, 3 * N) : -rnd(N + 4, 3 * N));
                for (int c = 0; c < 3; c++)
                    d[c] = target[c] - o[c];
            }
            int n = count_hits(o, d, (const float(*)[3])verts, (const int(*)[3])tris, ntris);
            rays[exact]++;
            if (n == 0 && getenv("AIT_DEBUG") && misses[exact] < 3) {
                printf("miss: exact %d o %a %a %a d %a %a %a target %a %a %a (r %d)\n", exact, o[0], o[1], o[2],
                       d[0], d[1], d[2], target[0], target[1], target[2], r);
                for (int q = 0; q < ntris; q++) {
                    const float *a0 = verts[tris[q][0]], *a1 = verts[tris[q][1]], *a2 = verts[tris[q][2]];
                    tri_ref tr = tri_reference(o, d, a0, a1, a2);
                    if (tr.valid && tr.u > -1e-3L && tr.v > -1e-3L && 1 - tr.u - tr.v > -1e-3L)
                        printf("  tri %d: ref t %Lg u %Lg v %Lg w %Lg cos %Lg front %d\n", q, tr.t, tr.u, tr.v,
                               1 - tr.u - tr.v, tr.cos_theta, tr.front);
                }
            }
            misses[exact] += n == 0;
            doubles[exact] += n > 1;
        }
    }
    CHECK(misses[1] == 0, "watertight grid: %d of %d rays exactly through shared vertices / edges fell through",
          misses[1], rays[1]);
    CHECK(misses[0] == 0, "watertight grid: %d of %d rays aimed at shared vertices / edges fell through", misses[0],
          rays[0]);
    /* Vulkan "Watertightness": should not double-hit either */
    CHECK(doubles[1] == 0 && doubles[0] == 0, "watertight grid: %d + %d rays hit two triangles", doubles[1],
          doubles[0]);
    printf("watertight grid: %d rays exactly through shared vertices / edges: %d misses, %d hit more than one "
           "triangle; %d rays aimed at them in float: %d misses, %d hit more than one\n",
           rays[1], misses[1], doubles[1], rays[0], misses[0], doubles[0]);

    /* a closed fan around one vertex, nonplanar, rays exactly through its
       centre and its spokes from every side */
    int fan_misses = 0, fan_rays = 0, fan_doubles = 0;
    for (int f = 0; f < 50; f++) {
        enum { K = 7 };
        float fv[K + 1][3];
        int ft[K][3];
        for (int c = 0; c < 3; c++)
            fv[K][c] = dyadic(-5, 5);
        for (int k = 0; k < K; k++) {
            float ang = (float)(2 * 3.14159265358979 * (k + rnd(-0.3f, 0.3f)) / K), rad = rnd(0.5f, 3);
            fv[k][0] = fv[K][0] + floorf(rad * cosf(ang) * 1024) / 1024;
            fv[k][1] = fv[K][1] + floorf(rad * sinf(ang) * 1024) / 1024;
            fv[k][2] = fv[K][2] + dyadic(-1, 1);
            ft[k][0] = K, ft[k][1] = k, ft[k][2] = (k + 1) % K;
        }
        for (int r = 0; r < 2000; r++) {
            float o[3], d[3], target[3];
            float s = r % 2 ? (float)(rng_next() % 16) / 16.0f : 0;
            int k = (int)(rng_next() % K);
            for (int c = 0; c < 3; c++)
                target[c] = fv[K][c] + s * (fv[k][c] - fv[K][c]);
            for (int c = 0; c < 3; c++)
                d[c] = (float)((int)(rng_next() % 17) - 8);
            /* seen from above or below (the fan is a closed surface there) */
            d[2] = (float)(1 + rng_next() % 8) * (r % 4 < 2 ? 1.0f : -1.0f);
            float m = (float)(1 << (rng_next() % 4));
            for (int c = 0; c < 3; c++)
                o[c] = target[c] - m * d[c];
            if (!single_sheet(d, (const float(*)[3])fv, (const int(*)[3])ft, K))
                continue;
            fan_rays++;
            int n = count_hits(o, d, (const float(*)[3])fv, (const int(*)[3])ft, K);
            fan_misses += n == 0;
            fan_doubles += n > 1;
        }
    }
    CHECK(fan_misses == 0, "closed fan: %d of %d rays through the centre / spokes fell through", fan_misses,
          fan_rays);
    CHECK(fan_doubles == 0, "closed fan: %d of %d rays hit two triangles", fan_doubles, fan_rays);
    printf("closed fans: %d rays exactly through the shared vertex and edges, %d misses, %d hit more than one\n",
           fan_rays, fan_misses, fan_doubles);
}

/* ---- boxes ---------------------------------------------------------------- */

/* reference: 1 hit (entry in *t), 0 miss; -1 too close to call */
static int box_reference(const float o[3], const float d[3], const float box[6], float tmin, float tmax, real *t)
{
    real lo = tmin, hi = tmax;
    real slack = 0;
    for (int i = 0; i < 3; i++) {
        if (d[i] == 0) {
            if (o[i] < box[i] || o[i] > box[i + 3])
                return 0;
            continue;
        }
        real a = ((real)box[i] - o[i]) / d[i], b = ((real)box[i + 3] - o[i]) / d[i];
        if (a > b) {
            real s = a;
            a = b;
            b = s;
        }
        slack = fmaxl(slack, 1e-5L * fmaxl(fabsl(a), fabsl(b)));
        lo = fmaxl(lo, a);
        hi = fminl(hi, b);
    }
    *t = lo;
    if (lo <= hi - slack)
        return 1;
    if (lo > hi + slack)
        return 0;
    return -1;
}

static void test_boxes(void)
{
    int compared = 0;
    for (int i = 0; i < 20000; i++) {
        float box[6], o[3], d[3];
        for (int k = 0; k < 3; k++) {
            float a = rnd(-2, 2), b = rnd(-2, 2);
            box[k] = fminf(a, b);
            box[k + 3] = fmaxf(a, b);
        }
        rnd3(o, -4, 4);
        rnd3(d, -1, 1);
        if (i % 4 == 0)
            d[rng_next() % 3] = 0; /* parallel to a slab */
        if (i % 8 == 0)
            o[rng_next() % 3] = box[rng_next() % 2 ? 0 : 3]; /* on a slab plane */
        float tmin = i % 3 ? 0 : rnd(0, 3), tmax = i % 5 ? INFINITY : rnd(0, 6);
        real rt = 0;
        int want = box_reference(o, d, box, tmin, tmax, &rt);
        float t = -1;
        int got = accel_intersect_box(o, d, box, tmin, tmax, &t);
        if (want < 0)
            continue;
        compared++;
        CHECK(got == want, "box %d: got %d want %d", i, got, want);
        if (got && want)
            CHECK(rel_close(t, rt, 1e-6L), "box %d: entry %.9g reference %.12Lg", i, t, rt);
    }
    printf("boxes: %d random rays classified\n", compared);

    const float box[6] = {-1, -1, -1, 1, 1, 1};
    float t;
    /* parallel to the slabs: inside (bounds included) passes, outside misses */
    const float on_face[3] = {1, 0, -5}, beyond[3] = {1.0000001f, 0, -5}, dz[3] = {0, 0, 1};
    CHECK(accel_intersect_box(on_face, dz, box, 0, INFINITY, &t) && t == 4, "parallel ray on a face: t %g", t);
    CHECK(!accel_intersect_box(beyond, dz, box, 0, INFINITY, &t), "parallel ray just outside a face");
    /* starting inside: tmin */
    const float inside[3] = {0.5f, 0.5f, 0.5f};
    CHECK(accel_intersect_box(inside, dz, box, 0.25f, INFINITY, &t) && t == 0.25f, "inside: t %g", t);
    /* tmax exactly at the entry, and just before it */
    const float below[3] = {0, 0, -3};
    CHECK(accel_intersect_box(below, dz, box, 0, 2, &t) && t == 2, "entry at tmax");
    CHECK(!accel_intersect_box(below, dz, box, 0, 1.99f, &t), "entry after tmax");
    /* tmin after the exit */
    CHECK(!accel_intersect_box(below, dz, box, 4.01f, INFINITY, &t), "tmin after the exit");
    /* a flat box (a planar triangle's bounds) */
    const float flat[6] = {-1, -1, 0, 1, 1, 0};
    CHECK(accel_intersect_box(below, dz, flat, 0, INFINITY, &t) && t == 3, "flat box: t %g", t);
    /* NaN, zero direction, inverted box */
    const float nan3[3] = {NAN, 0, 0}, zero[3] = {0, 0, 0}, nan_box[6] = {NAN, -1, -1, 1, 1, 1};
    const float empty[6] = {1, 1, 1, -1, -1, -1};
    CHECK(!accel_intersect_box(nan3, dz, box, 0, INFINITY, &t), "NaN origin");
    CHECK(!accel_intersect_box(below, nan3, box, 0, INFINITY, &t), "NaN direction");
    CHECK(!accel_intersect_box(below, dz, nan_box, 0, INFINITY, &t), "NaN box");
    CHECK(!accel_intersect_box(below, dz, empty, 0, INFINITY, &t), "inverted (empty) box");
    CHECK(!accel_intersect_box(below, dz, box, NAN, INFINITY, &t), "NaN tmin");
    CHECK(!accel_intersect_box(below, zero, box, 0, INFINITY, &t), "zero direction outside");
    CHECK(accel_intersect_box(inside, zero, box, 0, INFINITY, &t) && t == 0, "zero direction inside");
    /* denormal direction components */
    const float tiny[3] = {0x1p-140f, 0x1p-140f, 1};
    CHECK(accel_intersect_box(below, tiny, box, 0, INFINITY, &t) && t == 2, "denormal direction: t %g", t);
}

/* ---- spheres -------------------------------------------------------------- */

/* the textbook quadratic in long double; *depth: how far inside the ray's
   line passes (r - distance from the centre), relative to r */
static int sphere_reference(const float o[3], const float d[3], const float c[3], float radius, real *t0, real *t1,
                            real *depth)
{
    real oc[3], dir[3] = {d[0], d[1], d[2]};
    sub3(oc, o, c);
    real a = dot3(dir, dir), b = 2 * dot3(oc, dir), cc = dot3(oc, oc) - (real)radius * radius;
    real disc = b * b - 4 * a * cc;
    real proj = -dot3(oc, dir) / a, closest[3];
    for (int i = 0; i < 3; i++)
        closest[i] = oc[i] + proj * dir[i];
    *depth = (radius - sqrtl(dot3(closest, closest))) / radius;
    if (disc < 0)
        return 0;
    *t0 = (-b - sqrtl(disc)) / (2 * a);
    *t1 = (-b + sqrtl(disc)) / (2 * a);
    return 1;
}

static void test_spheres(void)
{
    int compared = 0, hits = 0;
    double worst = 0;
    for (int i = 0; i < 20000; i++) {
        float c[3], o[3], d[3], radius = rnd(0.01f, 2);
        rnd3(c, -2, 2);
        float far = i % 10 == 0 ? 1e4f : 6;
        rnd3(o, -far, far);
        if (i % 2) {
            float target[3];
            rnd3(target, -2, 2);
            for (int k = 0; k < 3; k++)
                d[k] = c[k] + (target[k] - c[k]) * radius - o[k];
        } else {
            rnd3(d, -1, 1);
        }
        float tmin = i % 3 ? 0 : rnd(0, 2), tmax = i % 5 ? INFINITY : rnd(0, 8);
        real t0 = 0, t1 = 0, depth = 0;
        int line_hits = sphere_reference(o, d, c, radius, &t0, &t1, &depth);
        float t = -1;
        int got = accel_intersect_sphere(o, d, c, radius, tmin, tmax, &t);
        if (fabsl(depth) < 1e-3L)
            continue; /* grazing */
        real sc = fmaxl(fabsl(t0), 1) * 1e-6L;
        if (line_hits && fabsl(t0 - tmin) > sc && fabsl(t0 - tmax) > sc) {
            int want = t0 >= tmin && t0 <= tmax;
            compared++;
            hits += want;
            CHECK(got == want, "sphere %d: got %d want %d (entry %Lg exit %Lg, [%g, %g])", i, got, want, t0, t1, tmin,
                  tmax);
            if (got && want) {
                CHECK(rel_close(t, t0, 1e-6L), "sphere %d: t %.9g reference %.12Lg", i, t, t0);
                double e = fabs((double)(t - t0)) / fmax(1.0, fabs((double)t0));
                if (e > worst)
                    worst = e;
            }
        } else if (!line_hits) {
            compared++;
            CHECK(!got, "sphere %d: reference miss, got t %g", i, t);
        }
    }
    printf("spheres: %d random rays classified (%d hits), worst relative t error %.3g\n", compared, hits, worst);

    const float c[3] = {0, 0, 5}, o[3] = {0, 0, 0}, dz[3] = {0, 0, 1};
    float t;
    CHECK(accel_intersect_sphere(o, dz, c, 1, 0, INFINITY, &t) && t == 4, "sphere: t %g", t);
    /* tangent ray (discriminant exactly 0): one touching point, inclusive */
    const float tangent[3] = {1, 0, 0};
    CHECK(accel_intersect_sphere(tangent, dz, c, 1, 0, INFINITY, &t) && t == 5, "tangent ray: t %g", t);
    const float past_tangent[3] = {1.0000001f, 0, 0};
    CHECK(!accel_intersect_sphere(past_tangent, dz, c, 1, 0, INFINITY, &t), "ray just outside the tangent");
    /* boundaries inclusive; tmin past the entry reports no hit (not the exit) */
    CHECK(accel_intersect_sphere(o, dz, c, 1, 4, 4, &t) && t == 4, "entry at tmin == tmax");
    CHECK(!accel_intersect_sphere(o, dz, c, 1, 0, nextafterf(4, 0), &t), "tmax before the entry");
    CHECK(!accel_intersect_sphere(o, dz, c, 1, nextafterf(4, 5), INFINITY, &t), "tmin past the entry");
    /* starting inside: no hit, from the centre or near the surface */
    CHECK(!accel_intersect_sphere(c, dz, c, 1, 0, INFINITY, &t), "origin at the centre");
    const float near_surface[3] = {0, 0, 4.001f};
    CHECK(!accel_intersect_sphere(near_surface, dz, c, 1, 0, INFINITY, &t), "origin just inside");
    /* sphere behind the ray */
    const float beyond[3] = {0, 0, 7};
    CHECK(!accel_intersect_sphere(beyond, dz, c, 1, 0, INFINITY, &t), "sphere behind");
    /* a far ray: t relative error stays at float rounding */
    const float far_o[3] = {0.5f, 0, -1e6f};
    real t0, t1, depth;
    sphere_reference(far_o, dz, c, 1, &t0, &t1, &depth);
    CHECK(accel_intersect_sphere(far_o, dz, c, 1, 0, INFINITY, &t) && rel_close(t, t0, 1e-7L),
          "far ray: t %.9g reference %.12Lg", t, t0);
    /* bad input */
    const float nan3[3] = {NAN, 0, 0}, zero[3] = {0, 0, 0}, inf3[3] = {0, 0, -INFINITY};
    CHECK(!accel_intersect_sphere(nan3, dz, c, 1, 0, INFINITY, &t), "NaN origin");
    CHECK(!accel_intersect_sphere(o, nan3, c, 1, 0, INFINITY, &t), "NaN direction");
    CHECK(!accel_intersect_sphere(o, dz, nan3, 1, 0, INFINITY, &t), "NaN centre");
    CHECK(!accel_intersect_sphere(o, dz, c, NAN, 0, INFINITY, &t), "NaN radius");
    CHECK(!accel_intersect_sphere(o, dz, c, INFINITY, 0, INFINITY, &t), "infinite radius");
    CHECK(!accel_intersect_sphere(o, dz, c, -1, 0, INFINITY, &t), "negative radius");
    CHECK(!accel_intersect_sphere(o, dz, c, 0, 0, INFINITY, &t), "zero radius");
    CHECK(!accel_intersect_sphere(o, zero, c, 1, 0, INFINITY, &t), "zero direction");
    CHECK(!accel_intersect_sphere(inf3, dz, c, 1, 0, INFINITY, &t), "infinite origin");
    CHECK(!accel_intersect_sphere(o, dz, c, 1, NAN, INFINITY, &t), "NaN tmin");
    CHECK(!accel_intersect_sphere(o, dz, c, 1, 0, NAN, &t), "NaN tmax");

    /* a t beyond the float range is no hit (not a hit at infinity) */
    const float tiny_d[3] = {0, 0, 1e-38f};
    CHECK(!accel_intersect_sphere(o, tiny_d, c, 1, 0, INFINITY, &t), "t beyond the float range");
    const float huge_c[3] = {3e38f, 0, 0};
    float box[6];
    accel_bounds_sphere(huge_c, 3e38f, box);
    CHECK(box[3] == INFINITY && box[0] <= 0, "bounds beyond the float range: %g %g", box[0], box[3]);
    accel_bounds_sphere(c, 1, box);
    CHECK(box[0] <= -1 && box[1] <= -1 && box[2] <= 4 && box[3] >= 1 && box[4] >= 1 && box[5] >= 6,
          "sphere bounds");
    const float odd[3] = {0.1f, 1e7f, -3.3f};
    accel_bounds_sphere(odd, 0.3f, box);
    for (int k = 0; k < 3; k++)
        CHECK((real)box[k] <= (real)odd[k] - 0.3f && (real)box[k + 3] >= (real)odd[k] + 0.3f,
              "sphere bounds not conservative on axis %d", k);
    accel_bounds_sphere(nan3, 1, box);
    CHECK(box[0] > box[3], "NaN sphere: empty bounds");
}

/* ---- linear swept spheres ------------------------------------------------- */

typedef struct lss_shape {
    real p0[3], p1[3], r0, r1;
} lss_shape;

/* min over s of |X - c(s)| - r(s), and the minimizing s (golden section:
   the function is convex in s) */
static real lss_sd(const lss_shape *l, const real x[3], real *s_out)
{
    const real g = 0.6180339887498948482L;
    real a = 0, b = 1;
    real dist_at[2];
    real s1 = b - g * (b - a), s2 = a + g * (b - a);
    for (int side = 0; side < 2; side++) {
        real s = side ? s2 : s1, q[3];
        for (int i = 0; i < 3; i++)
            q[i] = x[i] - (l->p0[i] + s * (l->p1[i] - l->p0[i]));
        dist_at[side] = sqrtl(dot3(q, q)) - (l->r0 + s * (l->r1 - l->r0));
    }
    for (int it = 0; it < 90; it++) {
        int keep_left = dist_at[0] <= dist_at[1];
        if (keep_left) {
            b = s2;
            s2 = s1;
            dist_at[1] = dist_at[0];
            s1 = b - g * (b - a);
        } else {
            a = s1;
            s1 = s2;
            dist_at[0] = dist_at[1];
            s2 = a + g * (b - a);
        }
        real s = keep_left ? s1 : s2, q[3];
        for (int i = 0; i < 3; i++)
            q[i] = x[i] - (l->p0[i] + s * (l->p1[i] - l->p0[i]));
        dist_at[keep_left ? 0 : 1] = sqrtl(dot3(q, q)) - (l->r0 + s * (l->r1 - l->r0));
    }
    /* the ends themselves (the minimum may sit at a bound) */
    real best_s = 0.5L * (a + b), best;
    {
        real q[3];
        for (int i = 0; i < 3; i++)
            q[i] = x[i] - (l->p0[i] + best_s * (l->p1[i] - l->p0[i]));
        best = sqrtl(dot3(q, q)) - (l->r0 + best_s * (l->r1 - l->r0));
    }
    for (int e = 0; e < 2; e++) {
        real q[3];
        for (int i = 0; i < 3; i++)
            q[i] = x[i] - (e ? l->p1[i] : l->p0[i]);
        real dist = sqrtl(dot3(q, q)) - (e ? l->r1 : l->r0);
        if (dist < best) {
            best = dist;
            best_s = e;
        }
    }
    if (s_out)
        *s_out = best_s;
    return best;
}

static real lss_sd_at(const lss_shape *l, const float o[3], const float d[3], real t, real *s)
{
    real x[3] = {o[0] + t * d[0], o[1] + t * d[1], o[2] + t * d[2]};
    return lss_sd(l, x, s);
}

/* Reference for the LSS: 1 hit at *t with *u, 0 miss, -1 too close to call. */
static int lss_reference(const lss_shape *l, bool cap0, bool cap1, const float o[3], const float d[3], real tmin,
                         real tmax, real *t, real *u)
{
    real scale = fmaxl(l->r0, l->r1);
    real dlen = sqrtl((real)d[0] * d[0] + (real)d[1] * d[1] + (real)d[2] * d[2]);
    real margin = 1e-2L * scale / dlen; /* 1% of the radius, in t */
    real s;
    real g0 = lss_sd_at(l, o, d, tmin, &s);
    if (g0 < -1e-3L * scale)
        return 0; /* starts inside */
    if (g0 <= 1e-3L * scale)
        return -1;
    /* minimum of sd along [tmin, tmax] (convex in t) */
    real a = tmin, b = tmax;
    const real gr = 0.6180339887498948482L;
    for (int it = 0; it < 120; it++) {
        real m1 = b - gr * (b - a), m2 = a + gr * (b - a);
        if (lss_sd_at(l, o, d, m1, NULL) <= lss_sd_at(l, o, d, m2, NULL))
            b = m2;
        else
            a = m1;
    }
    real tlow = 0.5L * (a + b);
    real gmin = lss_sd_at(l, o, d, tlow, NULL);
    if (gmin > 1e-3L * scale)
        return 0;
    if (gmin > -1e-2L * scale)
        return -1; /* grazing */
    /* first root between tmin (outside) and tlow (inside) */
    real lo = tmin, hi = tlow;
    for (int it = 0; it < 200; it++) {
        real mid = 0.5L * (lo + hi);
        if (lss_sd_at(l, o, d, mid, NULL) > 0)
            lo = mid;
        else
            hi = mid;
    }
    *t = 0.5L * (lo + hi);
    (void)margin;
    lss_sd_at(l, o, d, *t, u);
    /* the entry point is on an end sphere's cap region when its sphere is
       s = 0 or 1; near the seam with the frustum it is too close to call */
    const real seam = 1e-3L;
    if ((!cap0 && *u < seam) || (!cap1 && *u > 1 - seam)) {
        if ((!cap0 && *u > 1e-12L) || (!cap1 && *u < 1 - 1e-12L))
            return -1;
        /* in the cap region: also too close to call near the seam, where a
           point an ulp away would be on the frustum */
        real x[3] = {o[0] + *t * d[0], o[1] + *t * d[1], o[2] + *t * d[2]};
        const real *pe = *u < 0.5L ? l->p0 : l->p1, *pf = *u < 0.5L ? l->p1 : l->p0;
        real re = *u < 0.5L ? l->r0 : l->r1, rf = *u < 0.5L ? l->r1 : l->r0;
        real axis[3], rel[3];
        for (int i = 0; i < 3; i++) {
            axis[i] = pf[i] - pe[i];
            rel[i] = x[i] - pe[i];
        }
        real len = sqrtl(dot3(axis, axis));
        /* the circle of tangency lies at axial offset -re (rf - re) / len */
        real z = dot3(rel, axis) / len, zt = -re * (rf - re) / len;
        if (fabsl(z - zt) < 1e-3L * scale)
            return -1;
        return 0;
    }
    return 1;
}

static void test_lss_random(void)
{
    int compared = 0, hits = 0, skipped = 0;
    double worst_t = 0, worst_u = 0;
    for (int i = 0; i < 3000; i++) {
        float p0[3], p1[3], o[3], d[3];
        rnd3(p0, -2, 2);
        rnd3(p1, -2, 2);
        real len = sqrtl(((real)p1[0] - p0[0]) * (p1[0] - p0[0]) + ((real)p1[1] - p0[1]) * (p1[1] - p0[1]) +
                         ((real)p1[2] - p0[2]) * (p1[2] - p0[2]));
        float r0 = rnd(0, 0.8f) * (float)len, r1 = i % 4 == 0 ? r0 : rnd(0, 0.8f) * (float)len;
        if (i % 9 == 0)
            r0 = 0; /* a cone with its apex at p0 */
        if (r0 + r1 < 0.01f || fabsl((real)r1 - r0) >= len)
            continue;
        bool cap0 = i % 3 != 0, cap1 = i % 5 != 0;
        rnd3(o, -6, 6);
        if (i % 2) {
            float s = rnd(-0.3f, 1.3f), target[3];
            for (int k = 0; k < 3; k++)
                target[k] = p0[k] + s * (p1[k] - p0[k]) + rnd(-1, 1) * fmaxf(r0, r1);
            for (int k = 0; k < 3; k++)
                d[k] = target[k] - o[k];
        } else {
            rnd3(d, -1, 1);
        }
        float tmin = i % 3 ? 0 : rnd(0, 1), tmax = i % 7 ? 100.0f : rnd(0, 3);
        lss_shape shape = {{p0[0], p0[1], p0[2]}, {p1[0], p1[1], p1[2]}, r0, r1};
        real rt = 0, ru = 0;
        int want = lss_reference(&shape, cap0, cap1, o, d, tmin, tmax, &rt, &ru);
        float t = -1, u = -1;
        int got = accel_intersect_lss(o, d, p0, r0, p1, r1, cap0, cap1, tmin, tmax, &t, &u);
        if (want == 1 && (rt < (real)tmin || rt > (real)tmax))
            want = 0;
        if (want == 1 && (fabsl(rt - tmax) < 1e-5L * fmaxl(1, rt)))
            want = -1;
        if (want < 0) {
            skipped++;
            continue;
        }
        compared++;
        hits += want;
        CHECK(got == want, "lss %d: got %d (t %g u %g) want %d (t %Lg u %Lg), caps %d %d", i, got, t, u, want, rt,
              ru, cap0, cap1);
        if (got && want) {
            CHECK(rel_close(t, rt, 1e-6L), "lss %d: t %.9g reference %.12Lg", i, t, rt);
            CHECK(fabsl(u - ru) <= 1e-4L, "lss %d: u %.7g reference %.9Lg", i, u, ru);
            double e = fabs((double)(t - rt)) / fmax(1.0, fabs((double)rt));
            worst_t = fmax(worst_t, e);
            worst_u = fmax(worst_u, fabs((double)(u - ru)));
        }
    }
    printf("lss: %d random rays classified (%d hits, %d too close to call), worst t error %.3g, worst u error "
           "%.3g\n",
           compared, hits, skipped, worst_t, worst_u);
}

static void test_lss_hand(void)
{
    float t, u, box[6];
    const float tiny_d[3] = {0, 0, 1e-38f};
    const float p0[3] = {-1, 0, 5}, p1[3] = {1, 0, 5};
    const float dz[3] = {0, 0, 1}, dx[3] = {1, 0, 0};

    /* a cylinder (r0 == r1): the side at t = 4.5, u in the middle */
    const float o_mid[3] = {0, 0, 0};
    CHECK(accel_intersect_lss(o_mid, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u) && t == 4.5f &&
              u == 0.5f,
          "cylinder side: t %g u %g", t, u);
    /* along the axis: the endcaps, u exactly 0 / 1 */
    const float o_left[3] = {-10, 0, 5}, o_right[3] = {10, 0, 5}, dmx[3] = {-1, 0, 0};
    CHECK(accel_intersect_lss(o_left, dx, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u) && t == 8.5f &&
              u == 0,
          "cap 0 along the axis: t %g u %g", t, u);
    CHECK(accel_intersect_lss(o_right, dmx, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u) && t == 8.5f &&
              u == 1,
          "cap 1 along the axis: t %g u %g", t, u);
    /* without the cap the ray enters through the open end: no hit */
    CHECK(!accel_intersect_lss(o_left, dx, p0, 0.5f, p1, 0.5f, false, true, 0, INFINITY, &t, &u),
          "no cap 0: the open end is not a surface");
    CHECK(!accel_intersect_lss(o_right, dmx, p0, 0.5f, p1, 0.5f, true, false, 0, INFINITY, &t, &u),
          "no cap 1: the open end is not a surface");
    /* a ray hitting only the cap region: hit with the cap, miss without */
    const float o_cap[3] = {-1.3f, 0, 0};
    CHECK(accel_intersect_lss(o_cap, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u) && u == 0 &&
              fabsf(t - (5 - sqrtf(0.25f - 0.09f))) < 1e-6f,
          "cap region with cap: t %g u %g", t, u);
    CHECK(!accel_intersect_lss(o_cap, dz, p0, 0.5f, p1, 0.5f, false, true, 0, INFINITY, &t, &u),
          "cap region without cap 0");
    /* exactly at the seam (the plane through p0 for a cylinder) */
    const float o_seam[3] = {-1, 0, 0};
    CHECK(accel_intersect_lss(o_seam, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u) && t == 4.5f &&
              u == 0,
          "seam with cap: t %g u %g", t, u);

    /* a cone: r0 = 0.5, r1 = 1 */
    const float o_cone[3] = {0.5f, 0, 0};
    real sin_a = 0.25L, cos_a = sqrtl(1 - sin_a * sin_a);
    real rho = (0.5L + 1.5L * sin_a) / cos_a;
    real zc = 1.5L + (0.5L + 1.5L * sin_a) * sin_a / (cos_a * cos_a);
    CHECK(accel_intersect_lss(o_cone, dz, p0, 0.5f, p1, 1.0f, true, true, 0, INFINITY, &t, &u) &&
              rel_close(t, 5 - rho, 1e-7L) && fabsl(u - zc / 2) < 1e-6L,
          "cone side: t %.9g (want %.9Lg) u %.7g (want %.7Lg)", t, 5 - rho, u, zc / 2);
    /* inside the cap region of the big end, beyond its circle of tangency */
    const float o_bigcap[3] = {1.5f, 0, 0};
    CHECK(accel_intersect_lss(o_bigcap, dz, p0, 0.5f, p1, 1.0f, true, true, 0, INFINITY, &t, &u) && u == 1 &&
              fabsf(t - (5 - sqrtf(0.75f))) < 1e-6f,
          "big cap: t %g u %g", t, u);
    CHECK(!accel_intersect_lss(o_bigcap, dz, p0, 0.5f, p1, 1.0f, true, false, 0, INFINITY, &t, &u),
          "big cap absent");

    /* starting inside: no hit (in the frustum, in a cap) */
    const float in_mid[3] = {0, 0.1f, 5}, in_cap[3] = {-1.3f, 0, 5};
    CHECK(!accel_intersect_lss(in_mid, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u), "inside");
    CHECK(!accel_intersect_lss(in_mid, dx, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u),
          "inside, along the axis");
    CHECK(!accel_intersect_lss(in_cap, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u), "inside a cap");
    /* tmin past the entry: no hit, tmin / tmax inclusive */
    CHECK(!accel_intersect_lss(o_mid, dz, p0, 0.5f, p1, 0.5f, true, true, 4.6f, INFINITY, &t, &u), "tmin past");
    CHECK(accel_intersect_lss(o_mid, dz, p0, 0.5f, p1, 0.5f, true, true, 4.5f, 4.5f, &t, &u) && t == 4.5f,
          "tmin == tmax == t");
    CHECK(!accel_intersect_lss(o_mid, dz, p0, 0.5f, p1, 0.5f, true, true, 0, nextafterf(4.5f, 0), &t, &u),
          "tmax before");

    /* tangent to the cylinder */
    const float o_tan[3] = {0, 0.5f, 0};
    CHECK(accel_intersect_lss(o_tan, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u) && t == 5,
          "tangent to the side: t %g", t);
    const float o_out[3] = {0, 0.5000001f, 0};
    CHECK(!accel_intersect_lss(o_out, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u),
          "just outside the side");

    /* a far ray keeps float accuracy in t and u */
    const float far_o[3] = {0.25f, 0, -1e6f};
    CHECK(accel_intersect_lss(far_o, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u) &&
              rel_close(t, 1e6L + 5 - sqrtl(0.1875L), 1e-7L) && fabsf(u - 0.625f) < 1e-6f,
          "far ray: t %.9g u %.7g", t, u);
    CHECK(!accel_intersect_lss(o_mid, tiny_d, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u),
          "lss: t beyond the float range");
    /* huge coordinates: no overflow trouble, sane bounds */
    const float h0[3] = {-3e38f, 0, 0}, h1[3] = {3e38f, 0, 0};
    accel_bounds_lss(h0, 3e38f, h1, 3e38f, box);
    CHECK(box[0] == -INFINITY && box[3] == INFINITY, "huge lss bounds");
    const float o_h[3] = {0, 0, -1e30f};
    CHECK(accel_intersect_lss(o_h, dz, h0, 1e30f, h1, 1e30f, true, true, 0, INFINITY, &t, &u) &&
              rel_close(t, 0, 1e-6L),
          "huge lss: t %g", t);

    /* p0 == p1: a sphere, u 0 */
    const float o_p0[3] = {-1, 0, 0};
    CHECK(accel_intersect_lss(o_p0, dz, p0, 0.5f, p0, 0.5f, true, true, 0, INFINITY, &t, &u) && u == 0 &&
              t == 4.5f,
          "zero-length: t %g u %g", t, u);
    /* one sphere containing the other: the big one, its end's u */
    CHECK(accel_intersect_lss(o_left, dx, p0, 0.5f, p1, 3.0f, true, true, 0, INFINITY, &t, &u) && u == 1 &&
              t == 8,
          "contained: t %g u %g", t, u);
    /* zero radii: nothing */
    CHECK(!accel_intersect_lss(o_left, dx, p0, 0, p1, 0, true, true, 0, INFINITY, &t, &u), "zero radii");
    /* bad input */
    const float nan3[3] = {NAN, 0, 0}, zero[3] = {0, 0, 0};
    CHECK(!accel_intersect_lss(nan3, dz, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u), "NaN origin");
    CHECK(!accel_intersect_lss(o_mid, nan3, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u), "NaN dir");
    CHECK(!accel_intersect_lss(o_mid, dz, nan3, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u), "NaN p0");
    CHECK(!accel_intersect_lss(o_mid, dz, p0, NAN, p1, 0.5f, true, true, 0, INFINITY, &t, &u), "NaN r0");
    CHECK(!accel_intersect_lss(o_mid, dz, p0, 0.5f, p1, -1, true, true, 0, INFINITY, &t, &u), "negative r1");
    CHECK(!accel_intersect_lss(o_mid, zero, p0, 0.5f, p1, 0.5f, true, true, 0, INFINITY, &t, &u), "zero dir");
    CHECK(!accel_intersect_lss(o_mid, dz, p0, 0.5f, p1, 0.5f, true, true, 0, NAN, &t, &u), "NaN tmax");

    /* chained segments: a ray along the chain's axis hits the first cap
       only; rays through the joint hit the segments from outside */
    const float q0[3] = {-1, 0, 5}, q1[3] = {0, 0, 5}, q2[3] = {1, 0, 5};
    int hit_a = accel_intersect_lss(o_left, dx, q0, 0.5f, q1, 0.5f, true, true, 0, INFINITY, &t, &u);
    CHECK(hit_a && t == 8.5f && u == 0, "chain first segment");
    CHECK(!accel_intersect_lss(o_left, dx, q1, 0.5f, q2, 0.5f, false, true, 0, INFINITY, &t, &u),
          "chain second segment (joint cap disabled) seen along the axis");
    const float o_joint[3] = {0, 0, 0};
    int ja = accel_intersect_lss(o_joint, dz, q0, 0.5f, q1, 0.5f, true, false, 0, INFINITY, &t, &u);
    int jb = accel_intersect_lss(o_joint, dz, q1, 0.5f, q2, 0.5f, false, true, 0, INFINITY, &t, &u);
    CHECK(ja || jb, "a ray through the joint of a chain falls through");

    accel_bounds_lss(p0, 0.5f, p1, 1.0f, box);
    CHECK(box[0] <= -1.5f && box[3] >= 2 && box[1] <= -1 && box[4] >= 1 && box[2] <= 4 && box[5] >= 6,
          "lss bounds %g %g %g %g %g %g", box[0], box[1], box[2], box[3], box[4], box[5]);
    accel_bounds_lss(p0, 0.5f, nan3, 1.0f, box);
    CHECK(box[0] > box[3], "NaN lss: empty bounds");
    /* every random hit point lies inside its bounds */
    for (int i = 0; i < 2000; i++) {
        float a[3], b[3], o[3], d[3];
        rnd3(a, -3, 3);
        rnd3(b, -3, 3);
        rnd3(o, -8, 8);
        float ra = rnd(0, 1), rb = rnd(0, 1);
        for (int k = 0; k < 3; k++)
            d[k] = a[k] + rnd(0, 1) * (b[k] - a[k]) - o[k];
        accel_bounds_lss(a, ra, b, rb, box);
        if (accel_intersect_lss(o, d, a, ra, b, rb, true, true, 0, INFINITY, &t, &u)) {
            for (int k = 0; k < 3; k++) {
                float x = o[k] + t * d[k];
                real slack = 1e-5L * (1 + fabsl((real)o[k]) + fabsl((real)t * d[k]));
                CHECK(x >= box[k] - slack && x <= box[k + 3] + slack, "lss hit %d outside its bounds", i);
            }
        }
    }
}

int main(void)
{
    test_triangles_hand();
    test_triangles_random();
    test_watertight();
    test_boxes();
    test_spheres();
    test_lss_hand();
    test_lss_random();
    printf("accel_intersect: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
