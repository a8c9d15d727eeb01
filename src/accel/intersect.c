/* One ray against one primitive (intersect.h): watertight triangles, slab
 * boxes, spheres and linear swept spheres, in the primitive's object space.
 *
 * Every test is written so that a NaN anywhere makes a comparison false and
 * so gives no hit: results are accepted only through `tmin <= t && t <= tmax`
 * style tests on finite values.  The floating-point code relies on plain
 * IEEE arithmetic without contraction into fused multiply-adds (the build
 * uses no -march / -ffast-math; the watertight edge test needs the exact
 * products of its double fallback). */
#include "intersect.h"

#include <float.h>
#include <math.h>

/* A double result as a float, without the undefined behaviour of
 * converting a value beyond the float range (C11 6.3.1.5): those become
 * infinities, which the callers' finiteness and range tests reject; NaN
 * stays NaN. */
static inline float narrow(double x)
{
    if (x != x)
        return NAN;
    if (x > FLT_MAX)
        return INFINITY;
    if (x < -FLT_MAX)
        return -INFINITY;
    return (float)x;
}

/* ---- Triangles --------------------------------------------------------- */

/* Woop, Benthin and Wald, "Watertight Ray/Triangle Intersection", JCGT 2(1)
 * 2013, section 3: the ray's largest direction component becomes z; x and y
 * are swapped when that component is negative so the winding (and so the
 * sign of the determinant) is kept; the shear (sx, sy, sz) maps the
 * direction to (0, 0, 1). */
void accel_tri_ray_setup(accel_tri_ray *r, const float origin[3], const float direction[3])
{
    float ax = fabsf(direction[0]), ay = fabsf(direction[1]), az = fabsf(direction[2]);
    int kz = 2;
    if (ax > ay && ax > az)
        kz = 0;
    else if (ay > az)
        kz = 1;
    int kx = kz == 2 ? 0 : kz + 1;
    int ky = kx == 2 ? 0 : kx + 1;
    if (direction[kz] < 0.0f) {
        int swap = kx;
        kx = ky;
        ky = swap;
    }
    for (int i = 0; i < 3; i++) {
        r->origin[i] = origin[i];
        r->direction[i] = direction[i];
    }
    r->kx = kx;
    r->ky = ky;
    r->kz = kz;
    /* A zero direction gives sz = inf and sx = sy = NaN: every later
       result is NaN and the test reports no hit. */
    r->sx = direction[kx] / direction[kz];
    r->sy = direction[ky] / direction[kz];
    r->sz = 1.0f / direction[kz];
}

/* Whether a triangle whose edge P -> Q (ray-space difference dx, dy) passes
 * exactly through the ray keeps the hit; positive: the triangle's edge
 * functions are positive inside.  A difference that is exactly 0 in float
 * has the exact difference's sign, so neighbours decide the same way.  An
 * edge seen end-on (dx = dy = 0) decides nothing. */
static inline bool owns_edge(float dx, float dy, bool positive)
{
    if (dx == 0.0f && dy == 0.0f)
        return true;
    return positive ? (dy > 0.0f || (dy == 0.0f && dx < 0.0f)) : (dy < 0.0f || (dy == 0.0f && dx > 0.0f));
}

bool accel_intersect_triangle(const accel_tri_ray *r, const float v0[3], const float v1[3], const float v2[3],
                              float tmin, float tmax, float *t, float *u, float *v, bool *front_face)
{
    const int kx = r->kx, ky = r->ky, kz = r->kz;
    const float sx = r->sx, sy = r->sy, sz = r->sz;

    /* vertices relative to the ray origin */
    const float a_x = v0[kx] - r->origin[kx], a_y = v0[ky] - r->origin[ky], a_z = v0[kz] - r->origin[kz];
    const float b_x = v1[kx] - r->origin[kx], b_y = v1[ky] - r->origin[ky], b_z = v1[kz] - r->origin[kz];
    const float c_x = v2[kx] - r->origin[kx], c_y = v2[ky] - r->origin[ky], c_z = v2[kz] - r->origin[kz];

    /* shear into ray space: the ray is the +z axis through (0, 0) */
    const float ax = a_x - sx * a_z, ay = a_y - sy * a_z;
    const float bx = b_x - sx * b_z, by = b_y - sy * b_z;
    const float cx = c_x - sx * c_z, cy = c_y - sy * c_z;

    /* scaled barycentrics: twice the signed areas of the sub-triangles
       (ray, edge) opposite v0, v1, v2 (paper section 3, equation 4) */
    double e0 = (double)(cx * by - cy * bx);
    double e1 = (double)(ax * cy - ay * cx);
    double e2 = (double)(bx * ay - by * ax);

    /* An edge function that rounds to exactly 0 is recomputed in double,
       where the products of two floats are exact: this decides the sign for
       rays through an edge or a vertex, so neighbouring triangles sharing
       the edge agree and the mesh stays watertight (paper section 3.2). */
    if (e0 == 0.0 || e1 == 0.0 || e2 == 0.0) {
        e0 = (double)cx * (double)by - (double)cy * (double)bx;
        e1 = (double)ax * (double)cy - (double)ay * (double)cx;
        e2 = (double)bx * (double)ay - (double)by * (double)ax;
        if ((e0 < 0.0 || e1 < 0.0 || e2 < 0.0) && (e0 > 0.0 || e1 > 0.0 || e2 > 0.0))
            return false;
        if (e0 == 0.0 || e1 == 0.0 || e2 == 0.0) {
            /* The ray passes exactly through an edge or a vertex (in ray
               space).  Vulkan "Watertightness": it should hit neither none
               nor two of the triangles sharing it.  Decide as if the ray
               were moved by (eps, eps^2), eps -> 0+: a zero edge function of
               the edge P -> Q becomes (Q - P).y eps - (Q - P).x eps^2, and the
               triangle keeps the ray only if that has its orientation's sign.
               The neighbour across the edge runs it Q -> P with the same
               orientation (an unfolded mesh), so exactly one of them keeps
               it, and for a vertex exactly one triangle of its fan. */
            const bool positive = e0 + e1 + e2 > 0.0;
            if (e0 == 0.0 && !owns_edge(cx - bx, cy - by, positive))
                return false;
            if (e1 == 0.0 && !owns_edge(ax - cx, ay - cy, positive))
                return false;
            if (e2 == 0.0 && !owns_edge(bx - ax, by - ay, positive))
                return false;
        }
    } else if ((e0 < 0.0 || e1 < 0.0 || e2 < 0.0) && (e0 > 0.0 || e1 > 0.0 || e2 > 0.0)) {
        /* the ray passes outside: the edge functions' signs differ (a float
           edge function that is not 0 has the exact one's sign: rounding is
           monotonic, paper section 3.2) */
        return false;
    }

    /* The determinant is twice the triangle's signed area in ray space.
       Vulkan "Ray Face Culling": an area of 0 intersects no face and is
       culled unconditionally (this also rejects degenerate triangles). */
    const double det = e0 + e1 + e2;
    if (!(det != 0.0))
        return false;

    /* A triangle whose object-space area is zero (repeated or collinear
       vertices) can show a tiny nonzero area in ray space after rounding;
       it is never hit (its plane is not defined).  The normal is checked
       in double, only for rays that passed the edge test. */
    {
        const double e1x = (double)v1[0] - v0[0], e1y = (double)v1[1] - v0[1], e1z = (double)v1[2] - v0[2];
        const double e2x = (double)v2[0] - v0[0], e2y = (double)v2[1] - v0[1], e2z = (double)v2[2] - v0[2];
        if (e1y * e2z - e1z * e2y == 0.0 && e1z * e2x - e1x * e2z == 0.0 && e1x * e2y - e1y * e2x == 0.0)
            return false;
    }

    const double tz = e0 * (double)(sz * a_z) + e1 * (double)(sz * b_z) + e2 * (double)(sz * c_z);
    const double inv_det = 1.0 / det;
    const float hit_t = narrow(tz * inv_det);
    if (!(hit_t >= tmin && hit_t <= tmax) || !isfinite(hit_t))
        return false;
    const float hit_u = narrow(e1 * inv_det), hit_v = narrow(e2 * inv_det);
    if (!isfinite(hit_u) || !isfinite(hit_v))
        return false;

    *t = hit_t;
    *u = hit_u;
    *v = hit_v;
    /* Vulkan "Ray Face Culling": front facing when the polygon's ray-space
       area a is negative, i.e. (v1 - v0) x (v2 - v0) points against the ray
       direction ("clockwise from the ray's perspective in a left-handed
       coordinate system").  With the x/y swap of accel_tri_ray_setup that is
       a positive det here; flipping (VK_GEOMETRY_INSTANCE_TRIANGLE_FLIP_
       FACING_BIT_KHR) is the caller's. */
    *front_face = det > 0.0;
    return true;
}

/* ---- Boxes -------------------------------------------------------------- */

/* The slab test.  An axis whose direction component is 0 constrains
 * nothing when the origin lies within the slab (bounds included) and
 * rejects otherwise, with no 0 * inf arithmetic.  The exit distance is
 * widened by 1 + 2 gamma(3) (Ize, "Robust BVH Ray Traversal", JCGT 2(2)
 * 2013) so rounding in the divisions never culls a ray that touches the
 * box: a box test may report a box it only grazes, never miss one. */
bool accel_intersect_box(const float origin[3], const float direction[3], const float box[6], float tmin,
                         float tmax, float *t)
{
    float t_near = tmin, t_far = tmax;
    if (!(tmin <= tmax))
        return false;
    for (int i = 0; i < 3; i++) {
        const float lo = box[i], hi = box[i + 3], o = origin[i], d = direction[i];
        if (!(lo <= hi) || o != o)
            return false; /* NaN or an empty box */
        if (d == 0.0f) {
            if (o < lo || o > hi)
                return false;
            continue;
        }
        if (d != d)
            return false;
        float t0 = (lo - o) / d, t1 = (hi - o) / d;
        if (t0 > t1) {
            float swap = t0;
            t0 = t1;
            t1 = swap;
        }
        t1 *= 1.0f + 2.0f * (3.0f * 0x1p-24f / (1.0f - 3.0f * 0x1p-24f));
        if (t0 > t_near)
            t_near = t0;
        if (t1 < t_far)
            t_far = t1;
        if (!(t_near <= t_far))
            return false;
    }
    *t = t_near;
    return true;
}

/* ---- Spheres ------------------------------------------------------------ */

/* The ray parameter where the line origin + t direction enters the sphere of
 * radius r centred at the origin of oc's frame (oc = ray origin - centre),
 * whether or not that t is in any range.  In double, with the discriminant
 * taken from the distance of the line to the centre, which stays accurate for
 * far and grazing rays (Haines et al., "Precision Improvements for
 * Ray/Sphere Intersection", Ray Tracing Gems chapter 7), and the entry root
 * chosen so that no subtraction of nearly equal values occurs. */
static bool sphere_entry(const double oc[3], const double d[3], double dd, double r, double *t_entry)
{
    const double b = oc[0] * d[0] + oc[1] * d[1] + oc[2] * d[2];
    const double k = b / dd;
    const double l[3] = {oc[0] - k * d[0], oc[1] - k * d[1], oc[2] - k * d[2]};
    const double miss = l[0] * l[0] + l[1] * l[1] + l[2] * l[2];
    const double disc = (r - sqrt(miss)) * (r + sqrt(miss)); /* r^2 - |l|^2, no cancellation of squares */
    if (!(disc >= 0.0))
        return false;
    const double root = sqrt(dd * disc);
    if (b < 0.0) {
        /* entry = (-b - root) / dd = c / (-b + root), c = |oc|^2 - r^2 */
        const double c = (oc[0] * oc[0] + oc[1] * oc[1] + oc[2] * oc[2]) - r * r;
        *t_entry = c / (-b + root);
    } else {
        *t_entry = (-b - root) / dd;
    }
    return true;
}

static bool finite3(const float p[3])
{
    return isfinite(p[0]) && isfinite(p[1]) && isfinite(p[2]);
}

/* The first crossing of the sphere's surface from outside in, at a t in
 * [tmin, tmax].  A ray whose start (its point at tmin) lies inside has its
 * entry before tmin, so it reports nothing (VK_NV_ray_tracing_linear_swept_
 * spheres: a ray starting inside a primitive reports no hit). */
bool accel_intersect_sphere(const float origin[3], const float direction[3], const float center[3], float radius,
                            float tmin, float tmax, float *t)
{
    if (!finite3(origin) || !finite3(direction) || !finite3(center) || !isfinite(radius) || !(radius > 0.0f) ||
        !(tmin <= tmax))
        return false;
    const double d[3] = {direction[0], direction[1], direction[2]};
    const double dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
    if (!(dd > 0.0))
        return false;
    const double oc[3] = {(double)origin[0] - center[0], (double)origin[1] - center[1],
                          (double)origin[2] - center[2]};
    double entry;
    if (!sphere_entry(oc, d, dd, radius, &entry))
        return false;
    const float hit_t = narrow(entry);
    if (!(hit_t >= tmin && hit_t <= tmax) || !isfinite(hit_t))
        return false;
    *t = hit_t;
    return true;
}

/* ---- Linear swept spheres ----------------------------------------------- */

/* The solid is the union of the spheres centred at p0 + s (p1 - p0) with
 * radius r0 + s (r1 - r0), s in [0, 1].  When neither end's sphere contains
 * the other (|r1 - r0| < |p1 - p0|) its surface is
 *   - the lateral surface of the cone frustum tangent to both end spheres,
 *     between the two circles of tangency, and
 *   - the parts of the end spheres beyond their circles of tangency (the
 *     endcaps).
 * An end without its endcap (VK_RAY_TRACING_LSS_PRIMITIVE_END_CAPS_MODE_
 * NONE_NV, or a chained joint) has no surface there: the solid is cut by the
 * plane of that circle of tangency and the cut is open.  The solid is convex,
 * so a line enters it at most once; the hit is that entry, through the
 * lateral surface or a present endcap, at a t in [tmin, tmax] (a ray
 * starting inside reports nothing, as for spheres).
 *
 * Frame: axis a = (p1 - p0) / L, sin(alpha) = (r1 - r0) / L the slope of the
 * cone's generator, z the axial coordinate of a point from p0 and rho its
 * distance from the axis.  The generator is the line rho cos(alpha) - z
 * sin(alpha) = r0 of the (z, rho) half plane (the point of the sphere at
 * axial centre zc touching the cone is (zc - r sin, r cos), r = r0 + zc sin).
 * Squared: f = cos^2 rho^2 - (r0 + z sin)^2, a quadratic in the ray's t,
 * negative inside the cone on its nappe r0 + z sin >= 0.
 *
 * u (LSS-S09, OpRayQueryGetIntersectionLSSHitValueNV) is zc / L for a
 * lateral hit, the axial parameter of the sphere whose surface the hit point
 * is on: zc = z + rho tan(alpha) = z + (r0 + z sin) sin / cos^2; 0 and 1 on
 * the endcaps.
 *
 * When one end sphere contains the other (including p0 == p1) the solid is
 * that sphere, hit whatever the endcap flags, with u of its end (0 when the
 * two are the same sphere). */
bool accel_intersect_lss(const float origin[3], const float direction[3], const float p0[3], float r0,
                         const float p1[3], float r1, bool cap0, bool cap1, float tmin, float tmax, float *t,
                         float *u)
{
    if (!finite3(origin) || !finite3(direction) || !finite3(p0) || !finite3(p1) || !isfinite(r0) ||
        !isfinite(r1) || !(r0 >= 0.0f) || !(r1 >= 0.0f) || !(r0 > 0.0f || r1 > 0.0f) || !(tmin <= tmax))
        return false;
    const double d[3] = {direction[0], direction[1], direction[2]};
    const double dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
    if (!(dd > 0.0))
        return false;

    const double axis[3] = {(double)p1[0] - p0[0], (double)p1[1] - p0[1], (double)p1[2] - p0[2]};
    const double length = sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
    const double dr = (double)r1 - (double)r0;
    double entry;

    if (!(fabs(dr) < length)) {
        /* one sphere contains the other: the bigger one */
        const bool big1 = r1 > r0;
        const float *c = big1 ? p1 : p0;
        const double oc[3] = {(double)origin[0] - c[0], (double)origin[1] - c[1], (double)origin[2] - c[2]};
        if (!sphere_entry(oc, d, dd, big1 ? r1 : r0, &entry))
            return false;
        const float hit_t = narrow(entry);
        if (!(hit_t >= tmin && hit_t <= tmax) || !isfinite(hit_t))
            return false;
        *t = hit_t;
        *u = big1 ? 1.0f : 0.0f;
        return true;
    }

    /* Move the origin to the line's point nearest the segment's midpoint so
       that the quadratics below work on numbers of the primitive's size
       however far the ray starts; t is measured from there (shift). */
    const double mid[3] = {0.5 * ((double)p0[0] + p1[0]), 0.5 * ((double)p0[1] + p1[1]),
                           0.5 * ((double)p0[2] + p1[2])};
    const double om[3] = {origin[0] - mid[0], origin[1] - mid[1], origin[2] - mid[2]};
    const double shift = -(om[0] * d[0] + om[1] * d[1] + om[2] * d[2]) / dd;
    /* w: the shifted origin relative to p0 */
    const double w[3] = {om[0] + shift * d[0] + 0.5 * axis[0], om[1] + shift * d[1] + 0.5 * axis[1],
                         om[2] + shift * d[2] + 0.5 * axis[2]};

    const double a[3] = {axis[0] / length, axis[1] / length, axis[2] / length};
    const double sin_a = dr / length;
    const double cos2 = ((length - dr) * (length + dr)) / (length * length);
    const double z_lo = -(double)r0 * sin_a;          /* axial position of the circle of tangency at p0 */
    const double z_hi = length - (double)r1 * sin_a;  /* and at p1 */

    double best = INFINITY;
    double best_u = 0.0;
    const double lo = (double)tmin - shift, hi = (double)tmax - shift;

    /* lateral surface */
    {
        const double wa = w[0] * a[0] + w[1] * a[1] + w[2] * a[2];
        const double da = d[0] * a[0] + d[1] * a[1] + d[2] * a[2];
        const double wp[3] = {w[0] - wa * a[0], w[1] - wa * a[1], w[2] - wa * a[2]};
        const double dp[3] = {d[0] - da * a[0], d[1] - da * a[1], d[2] - da * a[2]};
        const double rw = (double)r0 + wa * sin_a; /* the generator's rho cos at the origin's z */
        const double qa = cos2 * (dp[0] * dp[0] + dp[1] * dp[1] + dp[2] * dp[2]) - sin_a * sin_a * da * da;
        const double qb = cos2 * (wp[0] * dp[0] + wp[1] * dp[1] + wp[2] * dp[2]) - sin_a * da * rw;
        const double qc = cos2 * (wp[0] * wp[0] + wp[1] * wp[1] + wp[2] * wp[2]) - rw * rw;
        const double disc = qb * qb - qa * qc;
        if (disc >= 0.0) {
            /* f'(t) = 2 (qa t + qb) = -2 sqrt(disc) at the entry root
               (-qb - sqrt(disc)) / qa, whatever the sign of qa: the root
               where f goes from outside (positive) to inside. */
            const double root = sqrt(disc);
            double te;
            if (qb < 0.0)
                te = qc / (-qb + root);
            else
                te = -(qb + root) / qa;
            if (isfinite(te) && te >= lo && te <= hi) {
                const double z = wa + te * da;
                const double rz = (double)r0 + z * sin_a;
                const double zc = z + rz * sin_a / cos2;
                if (rz >= 0.0 && zc >= 0.0 && zc <= length) {
                    best = te;
                    best_u = zc / length;
                }
            }
        }
    }

    /* endcaps: the part of an end sphere beyond its circle of tangency */
    for (int end = 0; end < 2; end++) {
        if (!(end ? cap1 : cap0))
            continue;
        const double zend = end ? length : 0.0;
        const double oc[3] = {w[0] - zend * a[0], w[1] - zend * a[1], w[2] - zend * a[2]};
        double te;
        if (!sphere_entry(oc, d, dd, end ? r1 : r0, &te) || !(te >= lo && te <= hi) || !(te < best))
            continue;
        const double z = (w[0] + te * d[0]) * a[0] + (w[1] + te * d[1]) * a[1] + (w[2] + te * d[2]) * a[2];
        if (end ? z >= z_hi : z <= z_lo) {
            best = te;
            best_u = end;
        }
    }

    if (!(best < INFINITY))
        return false;
    const float hit_t = narrow(best + shift);
    if (!(hit_t >= tmin && hit_t <= tmax) || !isfinite(hit_t))
        return false;
    *t = hit_t;
    *u = best_u < 0.0 ? 0.0f : best_u > 1.0 ? 1.0f : (float)best_u;
    return true;
}

/* ---- Bounds ------------------------------------------------------------- */

/* float nearest below / above a double, so boxes stay conservative */
static float round_down(double x)
{
    if (x > FLT_MAX)
        return FLT_MAX;
    if (x < -FLT_MAX)
        return -INFINITY;
    float f = (float)x;
    return (double)f > x ? nextafterf(f, -INFINITY) : f;
}

static float round_up(double x)
{
    if (x > FLT_MAX)
        return INFINITY;
    if (x < -FLT_MAX)
        return -FLT_MAX;
    float f = (float)x;
    return (double)f < x ? nextafterf(f, INFINITY) : f;
}

static void empty_box(float box[6])
{
    for (int i = 0; i < 3; i++) {
        box[i] = INFINITY;
        box[i + 3] = -INFINITY;
    }
}

void accel_bounds_sphere(const float center[3], float radius, float box[6])
{
    if (!finite3(center) || !isfinite(radius) || !(radius >= 0.0f)) {
        empty_box(box);
        return;
    }
    for (int i = 0; i < 3; i++) {
        box[i] = round_down((double)center[i] - radius);
        box[i + 3] = round_up((double)center[i] + radius);
    }
}

/* The solid lies within the convex hull of its two end spheres, whose box is
 * the union of theirs. */
void accel_bounds_lss(const float p0[3], float r0, const float p1[3], float r1, float box[6])
{
    if (!finite3(p0) || !finite3(p1) || !isfinite(r0) || !isfinite(r1) || !(r0 >= 0.0f) || !(r1 >= 0.0f)) {
        empty_box(box);
        return;
    }
    for (int i = 0; i < 3; i++) {
        const double lo0 = (double)p0[i] - r0, lo1 = (double)p1[i] - r1;
        const double hi0 = (double)p0[i] + r0, hi1 = (double)p1[i] + r1;
        box[i] = round_down(lo0 < lo1 ? lo0 : lo1);
        box[i + 3] = round_up(hi0 > hi1 ? hi0 : hi1);
    }
}
