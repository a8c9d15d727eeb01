/* Motion in acceleration structures (VK_NV_ray_tracing_motion_blur): the
 * transform of a motion instance at a time, the bounds that hold an
 * instance over the whole time range, and triangle vertex motion.
 *
 * Vulkan "Acceleration Structures", VkAccelerationStructureMatrixMotionInstanceNV:
 * "The transform for a matrix motion instance at a point in time is derived
 * by component-wise linear interpolation of the two transforms":
 * transformT0 x (1 - time) + transformT1 x time.
 *
 * VkAccelerationStructureSRTMotionInstanceNV: the same component-wise
 * interpolation, of the 16 numbers of VkSRTDataNV; VkSRTDataNV: the
 * transform is T x R x S with
 *     S = | sx a  b  pvx |     T = | 1 0 0 tx |
 *         | 0  sy c  pvy |         | 0 1 0 ty |
 *         | 0  0  sz pvz |         | 0 0 1 tz |
 * and R the rotation of the quaternion [qx, qy, qz, qw] = [sin(theta/2) axis,
 * cos(theta/2)].  The interpolated quaternion is not of unit length (it is
 * unit only at the ends), and the specification gives R only for a unit one:
 * R is taken as the rotation of the normalized interpolated quaternion (a
 * normalized lerp, what a rotation "interpolated in the SRT decomposition"
 * means for any scale of q; a zero quaternion has no rotation and the
 * instance is then not hit).
 *
 * VkAccelerationStructureGeometryMotionTrianglesDataNV: "the basic vertex
 * positions are used for the position of the triangles in the geometry at
 * time 0.0 and the vertexData [...] at time 1.0, with positions linearly
 * interpolated at intermediate times".
 *
 * Bounds (docs/accel.md "Motion"): a point p of the bottom level moves under
 * a matrix motion as (1 - t) M0 p + t M1 p, so it stays in the convex hull of
 * M0 p and M1 p, and the bottom level's box stays in the box of the 16
 * transformed corners.  Under SRT motion, S(t) p = (1 - t) S0 p + t S1 p
 * likewise stays in the hull of the 16 corners S0 c, S1 c; the rotation keeps
 * every such point within the sphere (about the origin) whose radius is the
 * largest corner length; the translation moves linearly from T0 to T1.  The
 * box is that of the translations grown by the radius: conservative, never
 * too small.  A triangle with vertex motion stays in the union of its boxes
 * at times 0 and 1 for the same reason as the matrix case. */
#include <math.h>
#include <string.h>

#include "bvh.h"

bool accel_invert_affine(const float m[3][4], float inv[3][4])
{
    double a[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            a[i][j] = m[i][j];
    double c00 = a[1][1] * a[2][2] - a[1][2] * a[2][1];
    double c01 = a[1][2] * a[2][0] - a[1][0] * a[2][2];
    double c02 = a[1][0] * a[2][1] - a[1][1] * a[2][0];
    double det = a[0][0] * c00 + a[0][1] * c01 + a[0][2] * c02;
    if (!(det != 0) || !isfinite(det))
        return false;
    double r[3][3];
    r[0][0] = c00 / det;
    r[1][0] = c01 / det;
    r[2][0] = c02 / det;
    r[0][1] = (a[0][2] * a[2][1] - a[0][1] * a[2][2]) / det;
    r[1][1] = (a[0][0] * a[2][2] - a[0][2] * a[2][0]) / det;
    r[2][1] = (a[0][1] * a[2][0] - a[0][0] * a[2][1]) / det;
    r[0][2] = (a[0][1] * a[1][2] - a[0][2] * a[1][1]) / det;
    r[1][2] = (a[0][2] * a[1][0] - a[0][0] * a[1][2]) / det;
    r[2][2] = (a[0][0] * a[1][1] - a[0][1] * a[1][0]) / det;
    for (int i = 0; i < 3; i++) {
        double t = -(r[i][0] * m[0][3] + r[i][1] * m[1][3] + r[i][2] * m[2][3]);
        for (int j = 0; j < 3; j++) {
            inv[i][j] = (float)r[i][j];
            if (!isfinite(inv[i][j]))
                return false;
        }
        inv[i][3] = (float)t;
        if (!isfinite(inv[i][3]))
            return false;
    }
    return true;
}

float accel_motion_time(float time)
{
    if (!(time > 0))
        return 0; /* NaN too */
    return time < 1 ? time : 1;
}

static float lerp(float a, float b, float t)
{
    return a * (1 - t) + b * t;
}

/* VkSRTDataNV member order */
enum { SRT_SX, SRT_A, SRT_B, SRT_PVX, SRT_SY, SRT_C, SRT_PVY, SRT_SZ, SRT_PVZ, SRT_QX, SRT_QY, SRT_QZ, SRT_QW,
       SRT_TX, SRT_TY, SRT_TZ };

/* T x R x S of one VkSRTDataNV (its quaternion normalized); false for a zero or non-finite one. */
static bool srt_matrix(const float v[16], float out[3][4])
{
    for (int i = 0; i < 16; i++)
        if (!isfinite(v[i]))
            return false;
    double qx = v[SRT_QX], qy = v[SRT_QY], qz = v[SRT_QZ], qw = v[SRT_QW];
    double n = sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
    if (!(n > 0))
        return false;
    qx /= n;
    qy /= n;
    qz /= n;
    qw /= n;
    double r[3][3] = {
        {1 - 2 * (qy * qy + qz * qz), 2 * (qx * qy - qz * qw), 2 * (qx * qz + qy * qw)},
        {2 * (qx * qy + qz * qw), 1 - 2 * (qx * qx + qz * qz), 2 * (qy * qz - qx * qw)},
        {2 * (qx * qz - qy * qw), 2 * (qy * qz + qx * qw), 1 - 2 * (qx * qx + qy * qy)},
    };
    double s[3][4] = {{v[SRT_SX], v[SRT_A], v[SRT_B], v[SRT_PVX]},
                      {0, v[SRT_SY], v[SRT_C], v[SRT_PVY]},
                      {0, 0, v[SRT_SZ], v[SRT_PVZ]}};
    double t[3] = {v[SRT_TX], v[SRT_TY], v[SRT_TZ]};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) {
            double sum = r[i][0] * s[0][j] + r[i][1] * s[1][j] + r[i][2] * s[2][j];
            if (j == 3)
                sum += t[i];
            out[i][j] = (float)sum;
            if (!isfinite(out[i][j]))
                return false;
        }
    return true;
}

bool accel_motion_transform(const accel_inst_motion *m, float time, float out[3][4])
{
    if (m->type == SPVRT_INSTANCE_MOTION_SRT) {
        float v[16];
        for (int i = 0; i < 16; i++)
            v[i] = lerp(m->t0[i], m->t1[i], time);
        return srt_matrix(v, out);
    }
    for (int i = 0; i < 12; i++) {
        out[i / 4][i % 4] = lerp(m->t0[i], m->t1[i], time);
        if (!isfinite(out[i / 4][i % 4]))
            return false;
    }
    return true;
}

static void apply(const float m[3][4], const float p[3], float w[3])
{
    for (int i = 0; i < 3; i++)
        w[i] = m[i][0] * p[0] + m[i][1] * p[1] + m[i][2] * p[2] + m[i][3];
}

static void grow_point(float box[6], const float p[3])
{
    for (int a = 0; a < 3; a++) {
        box[a] = p[a] < box[a] ? p[a] : box[a];
        box[a + 3] = p[a] > box[a + 3] ? p[a] : box[a + 3];
    }
}

bool accel_motion_bounds(const accel_inst_motion *m, const float b[6], float box[6])
{
    box[0] = box[1] = box[2] = INFINITY;
    box[3] = box[4] = box[5] = -INFINITY;
    for (int i = 0; i < 16; i++)
        if (!isfinite(m->t0[i]) || !isfinite(m->t1[i]))
            return false;
    if (m->type == SPVRT_INSTANCE_MOTION_SRT) {
        /* S0 and S1 alone (no rotation, no translation): the corners' largest length */
        double radius = 0;
        for (int e = 0; e < 2; e++) {
            const float *v = e ? m->t1 : m->t0;
            float s[3][4] = {{v[SRT_SX], v[SRT_A], v[SRT_B], v[SRT_PVX]},
                             {0, v[SRT_SY], v[SRT_C], v[SRT_PVY]},
                             {0, 0, v[SRT_SZ], v[SRT_PVZ]}};
            for (int c = 0; c < 8; c++) {
                float p[3] = {b[(c & 1) ? 3 : 0], b[(c & 2) ? 4 : 1], b[(c & 4) ? 5 : 2]}, w[3];
                apply(s, p, w);
                double len = sqrt((double)w[0] * w[0] + (double)w[1] * w[1] + (double)w[2] * w[2]);
                radius = len > radius ? len : radius;
            }
        }
        for (int e = 0; e < 2; e++) {
            const float *v = e ? m->t1 : m->t0;
            float t[3] = {v[SRT_TX], v[SRT_TY], v[SRT_TZ]};
            grow_point(box, t);
        }
        for (int a = 0; a < 3; a++) {
            box[a] = (float)((double)box[a] - radius);
            box[a + 3] = (float)((double)box[a + 3] + radius);
        }
    } else {
        for (int e = 0; e < 2; e++) {
            const float *v = e ? m->t1 : m->t0;
            float mat[3][4];
            memcpy(mat, v, sizeof mat);
            for (int c = 0; c < 8; c++) {
                float p[3] = {b[(c & 1) ? 3 : 0], b[(c & 2) ? 4 : 1], b[(c & 4) ? 5 : 2]}, w[3];
                apply(mat, p, w);
                grow_point(box, w);
            }
        }
    }
    for (int a = 0; a < 6; a++)
        if (!isfinite(box[a]))
            return false;
    /* slack for the rounding of the transforms and of the interpolation */
    for (int i = 0; i < 3; i++) {
        float pad = (fabsf(box[i]) + fabsf(box[i + 3]) + (box[i + 3] - box[i])) * 1e-5f;
        box[i] -= pad;
        box[i + 3] += pad;
    }
    return true;
}

void accel_motion_triangle(const float v0[9], const float v1[9], float time, float out[9])
{
    for (int i = 0; i < 9; i++)
        out[i] = lerp(v0[i], v1[i], time);
}
