/* Private to src/accel: one ray against one primitive, in the primitive's
 * own (object) space (intersect.c).  Each test returns true when the ray
 * hits the primitive at a t with tmin <= t <= tmax, and fills what it
 * returns for that t; otherwise it returns false and leaves its outputs
 * alone.  A NaN anywhere (ray or primitive) gives false, never a hit at
 * NaN.  The geometry rules are VK_KHR_acceleration_structure's and
 * VK_NV_ray_tracing_linear_swept_spheres' (Vulkan specification, "Ray
 * Traversal": Ray Intersection Candidate Determination, Ray Face Culling). */
#ifndef SPVRT_ACCEL_INTERSECT_H
#define SPVRT_ACCEL_INTERSECT_H

#include <stdbool.h>
#include <stdint.h>

/* A ray prepared for the watertight triangle test (Woop, Benthin and Wald,
 * "Watertight Ray/Triangle Intersection", JCGT 2013): the axis of largest
 * direction component is kz, and the shear maps the direction to +z. */
typedef struct accel_tri_ray {
    float origin[3];
    float direction[3];
    int kx, ky, kz;
    float sx, sy, sz;
} accel_tri_ray;

void accel_tri_ray_setup(accel_tri_ray *r, const float origin[3], const float direction[3]);

/* A triangle hit: t, the barycentrics u, v of v1 and v2 (the hit point is
 * (1-u-v) v0 + u v1 + v v2), and whether the ray sees the triangle's
 * front face (Vulkan: the vertices appear clockwise, seen from the ray's
 * origin along its direction, in object space; flipping is the caller's).
 * Watertight: a ray through a shared edge or vertex of a closed mesh hits
 * at least one of the triangles. A degenerate triangle (zero area) is
 * never hit. */
bool accel_intersect_triangle(const accel_tri_ray *r, const float v0[3], const float v1[3], const float v2[3],
                              float tmin, float tmax, float *t, float *u, float *v, bool *front_face);

/* The entry t of the ray into box (min x, y, z, max x, y, z), clamped to
 * tmin (a ray starting inside reports tmin). */
bool accel_intersect_box(const float origin[3], const float direction[3], const float box[6], float tmin,
                         float tmax, float *t);

/* A sphere: the first crossing of its surface from outside in.  A ray that
 * starts inside the sphere reports no hit (VK_NV_ray_tracing_linear_swept_
 * spheres). */
bool accel_intersect_sphere(const float origin[3], const float direction[3], const float center[3], float radius,
                            float tmin, float tmax, float *t);

/* A linear swept sphere: the union of the spheres whose centres run from p0
 * to p1 with radii linearly from r0 to r1 (a cone frustum between tangent
 * circles, plus the endcap spheres where cap0 / cap1 say so).  Without an
 * endcap, the part of that end's sphere outside the frustum is not there.
 * The first entry from outside; a ray starting inside reports no hit.  u is
 * the parameter along p0 -> p1 of the point of the axis the hit belongs to,
 * in [0, 1] (0 and 1 on the endcaps). */
bool accel_intersect_lss(const float origin[3], const float direction[3], const float p0[3], float r0,
                         const float p1[3], float r1, bool cap0, bool cap1, float tmin, float tmax, float *t,
                         float *u);

/* The bounds (min xyz, max xyz) of each kind, for the builder, rounded
 * outwards.  An invalid primitive (a NaN or infinite coordinate or radius,
 * a negative radius), which no ray hits, gets the empty box min = +inf,
 * max = -inf. */
void accel_bounds_sphere(const float center[3], float radius, float box[6]);
void accel_bounds_lss(const float p0[3], float r0, const float p1[3], float r1, float box[6]);

#endif
