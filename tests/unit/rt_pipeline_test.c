/* Ray-tracing pipelines in the CPU engine (src/rt/pipeline.c) through the
 * public API: the GLSL shaders next to this file (rt_pipeline.r*, assembled
 * from their disassembly in rt_pipeline_shaders.inc) over a scene built
 * with spvrt_accel_build_bottom/top; every expected value is worked out
 * here from the scene, by hand-written geometry, not by the engine.
 *
 * Checked: the SBT rule (instance offset + geometry x stride + offset, the
 * miss index, callable records), closest-hit built-ins (HitT, PrimitiveId,
 * InstanceCustomIndex, InstanceId, GeometryIndex, HitKind, ObjectRayOrigin,
 * WorldRayOrigin, IncomingRayFlags), triangle barycentrics as hit
 * attributes, miss built-ins (RayTmin, RayTmax, WorldRayDirection), any-hit
 * accepting, ignoring (ignoreIntersectionEXT) and terminating
 * (terminateRayEXT), an intersection shader's reports (the closer one
 * committed with its attributes and hit kind, the farther one rejected),
 * opaque instances (no any-hit), SkipClosestHitShader, CullFrontFacing,
 * callable shaders calling callables, recursion at the pipeline's depth
 * limit and a trap past it, a miss index past the table (a trap), and that
 * results do not depend on the subgroup size or the thread count.  The NV
 * forms' refusals at creation: a payload or callable data number that names
 * no variable's Location (or, before SPIR-V 1.4, several), a variable left out
 * of a SPIR-V 1.4 entry point's interface, OpIgnoreIntersectionNV outside an
 * any-hit shader (their execution: tests/amber/rt/nv_forms.amber). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

#include "rt_pipeline_shaders.inc"

static int failures;

#define FAIL(...)                                                                                                     \
    do {                                                                                                              \
        fprintf(stderr, "rt_pipeline_test.c:%d: ", __LINE__);                                                         \
        fprintf(stderr, __VA_ARGS__);                                                                                 \
        fputc('\n', stderr);                                                                                          \
        failures++;                                                                                                   \
    } while (0)

/* ---- the scene ---------------------------------------------------------------
 * One bottom level: geometry 0 a non-opaque triangle (0,0,0) (1,0,0)
 * (0,1,0); geometry 1 an opaque AABB [2,3] x [0,1] x [-0.5,0.5].  Four
 * instances, at x = 0, 10, 20, 30 and z = 10; instance 1 is also scaled by
 * 2; instance 3 is forced opaque and has SBT record offset 2. */
static const float triangle[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
static const float box[6] = {2, 0, -0.5f, 3, 1, 0.5f};
#define INSTANCES 4
static const float transforms[INSTANCES][3][4] = {
    {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 10}},
    {{2, 0, 0, 10}, {0, 2, 0, 0}, {0, 0, 2, 10}},
    {{1, 0, 0, 20}, {0, 1, 0, 0}, {0, 0, 1, 10}},
    {{1, 0, 0, 30}, {0, 1, 0, 0}, {0, 0, 1, 10}},
};
static const uint32_t custom_index[INSTANCES] = {5, 9, 11, 3};
static const uint32_t sbt_offset[INSTANCES] = {0, 0, 0, 2};

#define TLAS_ADDRESS 0x10000ull

static spvrt_accel *blas, *tlas;

static bool build_scene(spvrt_context *ctx)
{
    spvrt_geometry g[2] = {
        {.kind = SPVRT_GEOMETRY_TRIANGLES, .flags = 0, .primitive_count = 1, .vertices = triangle, .vertex_count = 3},
        {.kind = SPVRT_GEOMETRY_AABBS, .flags = SPVRT_GEOMETRY_OPAQUE, .primitive_count = 1, .aabbs = box},
    };
    spvrt_accel_build_options options = {.threads = 1};
    if (spvrt_accel_build_bottom(ctx, g, 2, &options, &blas) != SPVRT_SUCCESS)
        return false;
    spvrt_instance inst[INSTANCES];
    memset(inst, 0, sizeof inst);
    for (int i = 0; i < INSTANCES; i++) {
        memcpy(inst[i].transform, transforms[i], sizeof inst[i].transform);
        inst[i].custom_index = custom_index[i];
        inst[i].sbt_record_offset = sbt_offset[i];
        inst[i].mask = 0xFF;
        inst[i].bottom = blas;
    }
    inst[3].flags = SPVRT_INSTANCE_FORCE_OPAQUE;
    return spvrt_accel_build_top(ctx, inst, INSTANCES, &options, &tlas) == SPVRT_SUCCESS;
}

/* ---- modules ------------------------------------------------------------------- */

enum { RAYGEN, CHIT, CHIT2, CHIT_RECURSIVE, MISS, MISS2, AHIT, RINT, CALL, CALL2, STAGES };
static const char **const sources[STAGES] = {&raygen_asm, &closest_hit_asm, &closest_hit_2_asm,
                                             &closest_hit_recursive_asm, &miss_asm, &miss_2_asm, &any_hit_asm,
                                             &intersection_asm, &callable_asm, &callable_2_asm};
static spvrt_module *modules[STAGES];

static bool load_modules(spvrt_context *ctx)
{
    spvrt_target_env env;
    spvrt_val_options val = {0};
    if (spvrt_target_env_parse("vulkan1.2", &env) == SPVRT_SUCCESS) {
        val.version = env.spirv_version;
        val.environment = SPVRT_ENV_VULKAN;
        val.api_version = env.api_version;
    }
    for (int i = 0; i < STAGES; i++) {
        uint32_t *words = NULL;
        size_t count = 0;
        spvrt_as_options as = {.version = 0x10500};
        const char *text = *sources[i];
        if (spvrt_assemble(ctx, text, strlen(text), &as, &words, &count) != SPVRT_SUCCESS ||
            spvrt_module_read(ctx, words, count, &modules[i]) != SPVRT_SUCCESS) {
            const spvrt_diagnostic *d;
            FAIL("assembling shader %d: %s", i, spvrt_context_diagnostics(ctx, &d) ? d[0].message : "?");
            spvrt_free(ctx, words);
            return false;
        }
        spvrt_free(ctx, words);
        if (spvrt_validate(ctx, modules[i], &val) != SPVRT_SUCCESS) {
            const spvrt_diagnostic *d;
            FAIL("shader %d is not valid: %s", i, spvrt_context_diagnostics(ctx, &d) ? d[0].message : "?");
            return false;
        }
    }
    return true;
}

static const char *first_message(spvrt_context *ctx)
{
    const spvrt_diagnostic *d;
    return spvrt_context_diagnostics(ctx, &d) ? d[0].message : "";
}

#define U SPVRT_RT_UNUSED

/* Groups: 0 raygen; 1 triangles (CHIT + AHIT); 2 procedural (CHIT + RINT); 3 triangles (CHIT2); 4 procedural
 * (CHIT2 + RINT); 5 miss; 6 miss 2; 7 callable; 8 callable 2; 9 triangles (CHIT_RECURSIVE). */
static const spvrt_rt_group groups[] = {
    {false, RAYGEN, U, U, U}, {false, U, CHIT, AHIT, U}, {true, U, CHIT, U, RINT}, {false, U, CHIT2, U, U},
    {true, U, CHIT2, U, RINT}, {false, MISS, U, U, U},   {false, MISS2, U, U, U}, {false, CALL, U, U, U},
    {false, CALL2, U, U, U},   {false, U, CHIT_RECURSIVE, U, U},
};

static spvrt_rt_pipeline *make_pipeline(spvrt_context *ctx, uint32_t depth, uint32_t subgroup_size)
{
    spvrt_rt_stage stages[STAGES];
    memset(stages, 0, sizeof stages);
    for (int i = 0; i < STAGES; i++) {
        stages[i].module = modules[i];
        stages[i].entry_point = "main";
    }
    spvrt_rt_pipeline_info info = {stages, STAGES, groups, sizeof groups / sizeof groups[0], depth, subgroup_size};
    spvrt_rt_pipeline *pipe = NULL;
    if (spvrt_rt_pipeline_create(ctx, &info, &pipe) != SPVRT_SUCCESS)
        FAIL("pipeline: %s", first_message(ctx));
    return pipe;
}

/* ---- rays and what they must return ------------------------------------------------ */

typedef struct ray_in {
    float o[4];             /* origin, tmin */
    float d[4];             /* direction, tmax */
    uint32_t flags, sbt_offset, sbt_stride, miss; /* flags ~0: call callable record sbt_offset instead */
} ray_in;

typedef struct payload {
    float f[4];
    uint32_t u[4];
} payload;

#define RAYS 12

static ray_in ray_at(float x, float y, uint32_t flags, uint32_t record_offset, uint32_t miss)
{
    ray_in r = {{x, y, 0, 0}, {0, 0, 1, 100}, flags, record_offset, 1, miss};
    return r;
}

/* HitKindKHR of the scene's triangle for a ray along direction d (object space), by Vulkan "Ray Face
 * Culling": the vertices are rotated into ray space (the rotation about a = d x k / |d x k|, or (0, 1, 0)
 * when d is parallel to k = (0, 0, -1), by the angle with cosine c = d.k / |d|), and the polygon's area
 * a = -1/2 sum(x_i y_i+1 - x_i+1 y_i) is negative for the front face. */
static uint32_t hit_kind_of(const double d[3])
{
    const double k[3] = {0, 0, -1};
    double axis[3] = {d[1] * k[2] - d[2] * k[1], d[2] * k[0] - d[0] * k[2], d[0] * k[1] - d[1] * k[0]};
    double length = sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
    double dl = sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    if (length != 0) {
        for (int i = 0; i < 3; i++)
            axis[i] /= length;
    } else {
        axis[0] = 0, axis[1] = 1, axis[2] = 0;
    }
    double c = (d[0] * k[0] + d[1] * k[1] + d[2] * k[2]) / dl, s = sqrt(1 - c * c);
    double ax = axis[0], ay = axis[1], az = axis[2];
    const double m[2][3] = {{ax * ax * (1 - c) + c, ax * ay * (1 - c) - s * az, ax * az * (1 - c) + s * ay},
                            {ax * ay * (1 - c) + s * az, ay * ay * (1 - c) + c, ay * az * (1 - c) - s * ax}};
    double x[3], y[3];
    for (int i = 0; i < 3; i++) {
        const float *v = triangle + 3 * i; /* the origin only shifts the polygon: its area is the same */
        x[i] = m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2];
        y[i] = m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2];
    }
    double area = 0;
    for (int i = 0; i < 3; i++)
        area += x[i] * y[(i + 1) % 3] - x[(i + 1) % 3] * y[i];
    area *= -0.5;
    return area < 0 ? 0xFEu : 0xFFu;
}

static payload expect(float f0, float f1, float f2, float f3, uint32_t u0, uint32_t u1, uint32_t u2, uint32_t u3)
{
    payload p = {{f0, f1, f2, f3}, {u0, u1, u2, u3}};
    return p;
}

static void make_rays(ray_in rays[RAYS], payload want[RAYS])
{
    const double dir[3] = {0, 0, 1};
    const uint32_t front = hit_kind_of(dir); /* the kind of every triangle hit below */
    /* 0: instance 0's triangle at world z 10 (t 10) at its point (0.25, 0.25): barycentrics 0.25, 0.25; the
       any-hit shader (custom index 5) accepts (u.w counts it, the closest hit adds 1); object origin z -10 */
    rays[0] = ray_at(0.25f, 0.25f, 0, 0, 0);
    want[0] = expect(10, 0.25f, 0.25f, -10, 1000 + 5 * 10 + 0, front, 0 * 100 + 0, 2);
    /* 1: instance 1 (custom 9): its any-hit shader ignores the hit: nothing else is hit, miss 0 runs with the
       ray's tmax, tmin, direction z and flags */
    rays[1] = ray_at(10.5f, 0.5f, 0, 0, 0);
    want[1] = expect(100, 0, 1, 0, 500, 0, 0, 1);
    /* 2: instance 2 (custom 11): terminateRayEXT commits the hit and ends traversal; closest hit runs */
    rays[2] = ray_at(20.25f, 0.25f, 0, 0, 0);
    want[2] = expect(10, 0.25f, 0.25f, -10, 1000 + 11 * 10 + 0, front, 0 * 100 + 2, 2);
    /* 3: instance 3, forced opaque (no any-hit), SBT offset 2: record 2 + 0 = group 3, closest hit 2 */
    rays[3] = ray_at(30.25f, 0.25f, 0, 0, 0);
    want[3] = expect(10, 0.25f, 0.25f, 30.25f, 2000 + 3, front, 0, 1);
    /* 4: instance 0's AABB (geometry 1: record 0 + 1 x 1 + 0 = group 2): the intersection shader reports
       object z -0.5 (world t 9.5) with attributes (0.25, 0.5) and kind 7, then t + 0.25, which is farther
       than the committed hit: rejected */
    rays[4] = ray_at(2.5f, 0.5f, 0, 0, 0);
    want[4] = expect(9.5f, 0.25f, 0.5f, -10, 1000 + 5 * 10 + 0, 7, 1 * 100 + 0, 1);
    /* 5: instance 3's AABB: record 2 + 1 = group 4 (closest hit 2 with the intersection shader) */
    rays[5] = ray_at(32.5f, 0.5f, 0, 0, 0);
    want[5] = expect(9.5f, 0.25f, 0.5f, 32.5f, 2000 + 3, 7, 0, 1);
    /* 6: nothing, miss index 1: miss 2 */
    rays[6] = ray_at(50, 0.5f, 0, 0, 1);
    want[6] = expect(0, 0, 0, 0, 501, 0, 0, 0);
    /* 7: as ray 0 with SkipClosestHitShaderKHR (8): the any-hit shader runs, the payload keeps the ray generation
       shader's values otherwise */
    rays[7] = ray_at(0.25f, 0.25f, 8, 0, 0);
    want[7] = expect(-1, -1, -1, -1, 0xdead, 0, 0, 1);
    /* 8: as ray 3 with CullFrontFacingTrianglesKHR (0x20): the front-facing triangle is culled: miss 0 */
    rays[8] = ray_at(30.25f, 0.25f, 0x20, 0, 0);
    want[8] = expect(100, 0, 1, 0, 500, front == 0xFEu ? 0x20 : 0, 0, 0);
    if (front != 0xFEu) /* the triangle is back-facing along +z: not culled, ray 3's result */
        want[8] = expect(10, 0.25f, 0.25f, 30.25f, 2000 + 3, front, 0x20, 1);
    /* 9: callable record 0: calls record 1, which adds 100 to what it is given */
    rays[9] = ray_at(0, 0, 0xFFFFFFFFu, 0, 0);
    rays[9].sbt_offset = 0;
    want[9] = expect(9 * 2.0f, 9 + 100.0f, 3, 4, 77, 0, 0, 0);
    /* 10: instance 0's AABB with SBT offset 2: record 0 + 1 + 2 = group 4 */
    rays[10] = ray_at(2.5f, 0.5f, 0, 2, 0);
    want[10] = expect(9.5f, 0.25f, 0.5f, 2.5f, 2000 + 5, 7, 0, 1);
    /* 11: TerminateOnFirstHitKHR (4) through instance 0's triangle: as ray 0 */
    rays[11] = ray_at(0.25f, 0.25f, 4, 0, 0);
    want[11] = want[0];
}

static bool near(float a, float b)
{
    return fabsf(a - b) <= 1e-5f * (1.0f + fabsf(b));
}

/* The launch: ray generation record group 0, miss records groups 5 and 6, hit records groups 1, 2, 3, 4, callable
 * records groups 7 and 8. */
static char trace_text[16384];

static void on_trace(void *user, const char *line)
{
    (void)user;
    size_t at = strlen(trace_text);
    snprintf(trace_text + at, sizeof trace_text - at, "%s\n", line);
}

static int32_t traced_ray = -1; /* the launch index launch() traces into trace_text; -1: none */

static spvrt_result launch(spvrt_context *ctx, const spvrt_rt_pipeline *pipe, const ray_in *rays, payload *out,
                           uint32_t count, uint32_t threads, const spvrt_sbt_record *hit, uint32_t hit_count,
                           uint32_t miss_count)
{
    static const spvrt_sbt_record raygen[] = {{0, NULL, 0}};
    static const spvrt_sbt_record miss[] = {{5, NULL, 0}, {6, NULL, 0}};
    static const spvrt_sbt_record callable[] = {{7, NULL, 0}, {8, NULL, 0}};
    uint64_t tlas_address = TLAS_ADDRESS;
    spvrt_binding bindings[3] = {
        {.descriptor_set = 0, .binding = 0, .data = &tlas_address, .size = 8},
        {.descriptor_set = 0, .binding = 1, .data = (void *)(uintptr_t)rays, .size = count * sizeof *rays},
        {.descriptor_set = 0, .binding = 2, .data = out, .size = count * sizeof *out},
    };
    spvrt_accel_address accel = {TLAS_ADDRESS, tlas};
    spvrt_dispatch resources = {.bindings = bindings, .binding_count = 3, .threads = threads, .accels = &accel,
                                .accel_count = 1};
    spvrt_rt_launch l = {.raygen = {raygen, 1}, .miss = {miss, miss_count}, .hit = {hit, hit_count},
                         .callable = {callable, 2}, .size = {count, 1, 1}};
    if (traced_ray >= 0) {
        l.trace_index[0] = (uint32_t)traced_ray;
        l.on_trace = on_trace;
        trace_text[0] = 0;
    }
    return spvrt_rt_trace(ctx, pipe, &resources, &l);
}

static void check_payload(const char *what, int i, const payload *got, const payload *want)
{
    for (int k = 0; k < 4; k++) {
        if (!near(got->f[k], want->f[k]))
            FAIL("%s: ray %d: f[%d] = %g, want %g", what, i, k, got->f[k], want->f[k]);
        if (got->u[k] != want->u[k])
            FAIL("%s: ray %d: u[%d] = %u (0x%x), want %u (0x%x)", what, i, k, got->u[k], got->u[k], want->u[k],
                 want->u[k]);
    }
}

static void test_scene(spvrt_context *ctx)
{
    static const spvrt_sbt_record hit[] = {{1, NULL, 0}, {2, NULL, 0}, {3, NULL, 0}, {4, NULL, 0}};
    ray_in rays[RAYS];
    payload want[RAYS];
    make_rays(rays, want);
    /* subgroup sizes 4 and 64, 1 and 3 threads: the same results */
    const uint32_t sizes[2] = {4, 64}, threads[2] = {1, 3};
    for (int s = 0; s < 2; s++) {
        spvrt_rt_pipeline *pipe = make_pipeline(ctx, 1, sizes[s]);
        if (!pipe)
            return;
        payload out[RAYS];
        memset(out, 0, sizeof out);
        if (launch(ctx, pipe, rays, out, RAYS, threads[s], hit, 4, 2) != SPVRT_SUCCESS)
            FAIL("launch (subgroup size %u): %s", sizes[s], first_message(ctx));
        else
            for (int i = 0; i < RAYS; i++) {
                char what[64];
                snprintf(what, sizeof what, "subgroup size %u", sizes[s]);
                check_payload(what, i, &out[i], &want[i]);
            }
        spvrt_rt_pipeline_free(pipe);
    }
}

/* The trace of one launch index (spvrt run --trace): what ran, in order. */
static void test_trace(spvrt_context *ctx)
{
    static const spvrt_sbt_record hit[] = {{1, NULL, 0}, {2, NULL, 0}, {3, NULL, 0}, {4, NULL, 0}};
    static const struct {
        int ray;
        const char *lines[6]; /* in this order */
    } cases[] = {
        {0, {"ray generation shader 'main' (group 0, ray generation record 0), launch index (0, 0, 0)",
             "OpTraceRayKHR (depth 1): origin (0.25, 0.25, 0), direction (0, 0, 1), tmin 0, tmax 100, flags 0x0",
             "candidate: triangle, t 10, instance 0 (custom index 5, SBT offset 0), geometry 0, primitive 0, not opaque",
             "any-hit verdict: accept", "committed: triangle, t 10", "closest-hit shader 'main' (group 1, hit record 0)"}},
        {1, {"candidate: triangle, t 10, instance 1 (custom index 9", "any-hit verdict: ignore (OpIgnoreIntersectionKHR)",
             "committed: none", "miss shader 'main' (group 5, miss record 0)", "payload on return (32 bytes): "
             "0x42c80000 (100)", NULL}},
        {4, {"candidate: AABB", "intersection shader 'main' (group 2, hit record 1)",
             "OpReportIntersectionKHR t 9.5, hit kind 7: committed",
             "OpReportIntersectionKHR t 9.75, hit kind 8: outside [tmin, the closest t]: not a hit",
             "committed: AABB (intersection shader), t 9.5", NULL}},
        {9, {"OpExecuteCallableKHR: callable record 0", "callable data (16 bytes): 0x41100000 (9)",
             "callable shader 'main' (group 7, callable record 0)", "OpExecuteCallableKHR: callable record 1",
             "callable shader 'main' (group 8, callable record 1)", "callable data on return (16 bytes): 0x41900000 (18)"}},
    };
    ray_in rays[RAYS];
    payload want[RAYS], out[RAYS];
    make_rays(rays, want);
    spvrt_rt_pipeline *pipe = make_pipeline(ctx, 1, 4);
    if (!pipe)
        return;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        traced_ray = cases[c].ray;
        if (launch(ctx, pipe, rays, out, RAYS, 2, hit, 4, 2) != SPVRT_SUCCESS)
            FAIL("traced launch: %s", first_message(ctx));
        const char *at = trace_text;
        for (int i = 0; i < 6 && cases[c].lines[i]; i++) {
            const char *found = strstr(at, cases[c].lines[i]);
            if (!found) {
                FAIL("trace of ray %d: no '%s' (in order) in:\n%s", cases[c].ray, cases[c].lines[i], trace_text);
                break;
            }
            at = found + strlen(cases[c].lines[i]);
        }
    }
    traced_ray = -1;
    spvrt_rt_pipeline_free(pipe);
}

/* A miss index past the miss table traps, naming the launch index. */
static void test_bad_miss_index(spvrt_context *ctx)
{
    static const spvrt_sbt_record hit[] = {{1, NULL, 0}, {2, NULL, 0}, {3, NULL, 0}, {4, NULL, 0}};
    spvrt_rt_pipeline *pipe = make_pipeline(ctx, 1, 4);
    if (!pipe)
        return;
    ray_in rays[2] = {ray_at(50, 0.5f, 0, 0, 0), ray_at(50, 0.5f, 0, 0, 5)};
    payload out[2];
    spvrt_result r = launch(ctx, pipe, rays, out, 2, 1, hit, 4, 2);
    const char *m = first_message(ctx);
    if (r != SPVRT_ERROR_TRAP || !strstr(m, "launch index (1, 0, 0)") || !strstr(m, "miss shader binding table index 5"))
        FAIL("bad miss index: result %d, message '%s'", r, m);
    spvrt_rt_pipeline_free(pipe);
}

/* Recursion: the recursive closest-hit shader at launch index x traces x more levels (instance 3: record 2 of
 * a hit table of four recursive groups); each level adds 1 to f.x (the ray generation shader starts it at
 * -1), the innermost sees u.w = x.  With maxPipelineRayRecursionDepth 4 the indices 0..3 need depths 1..4;
 * with 3, index 3 traps. */
static void test_recursion(spvrt_context *ctx)
{
    static const spvrt_sbt_record hit[] = {{9, NULL, 0}, {9, NULL, 0}, {9, NULL, 0}, {9, NULL, 0}};
    ray_in rays[4];
    for (int i = 0; i < 4; i++)
        rays[i] = ray_at(30.25f, 0.25f, 0, 0, 0);
    for (uint32_t depth = 3; depth <= 4; depth++) {
        spvrt_rt_pipeline *pipe = make_pipeline(ctx, depth, 4);
        if (!pipe)
            return;
        payload out[4];
        memset(out, 0, sizeof out);
        spvrt_result r = launch(ctx, pipe, rays, out, 4, 1, hit, 4, 2);
        if (depth == 4) {
            if (r != SPVRT_SUCCESS)
                FAIL("recursion to depth 4: %s", first_message(ctx));
            for (uint32_t i = 0; r == SPVRT_SUCCESS && i < 4; i++)
                if (!near(out[i].f[0], (float)i) || out[i].u[3] != i)
                    FAIL("recursion: launch %u: f.x %g (want %u), u.w %u (want %u)", i, out[i].f[0], i, out[i].u[3],
                         i);
        } else {
            const char *m = first_message(ctx);
            if (r != SPVRT_ERROR_TRAP || !strstr(m, "launch index (3, 0, 0)") || !strstr(m, "recursion depth 4"))
                FAIL("recursion past depth 3: result %d, message '%s'", r, m);
        }
        spvrt_rt_pipeline_free(pipe);
    }
}

/* A group whose shaders do not fit its type is refused at creation. */
static void test_bad_group(spvrt_context *ctx)
{
    spvrt_rt_stage stages[STAGES];
    memset(stages, 0, sizeof stages);
    for (int i = 0; i < STAGES; i++) {
        stages[i].module = modules[i];
        stages[i].entry_point = "main";
    }
    const spvrt_rt_group bad[] = {{false, RAYGEN, U, U, U}, {false, U, MISS, U, U}};
    spvrt_rt_pipeline_info info = {stages, STAGES, bad, 2, 1, 4};
    spvrt_rt_pipeline *pipe = NULL;
    if (spvrt_rt_pipeline_create(ctx, &info, &pipe) != SPVRT_ERROR_INVALID_ARGUMENT || pipe)
        FAIL("a miss shader as a closest hit shader was accepted");
    spvrt_rt_pipeline_free(pipe);
}

/* ---- the NV forms' refusals ------------------------------------------------------------ */

/* A ray generation shader (or the stage in MODEL) of SPV_NV_ray_tracing: payloads at Locations 0 and 1,
 * callable data at Location 2, the entry point's interface INTERFACE, then BODY. */
static const char nv_module[] =
    "OpCapability RayTracingNV\n"
    "OpExtension \"SPV_NV_ray_tracing\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint %s %%main \"main\" %s\n"
    "OpDecorate %%pay0 Location 0\n"
    "OpDecorate %%pay1 Location %u\n"
    "OpDecorate %%data Location 2\n"
    "OpDecorate %%as DescriptorSet 0\n"
    "OpDecorate %%as Binding 0\n"
    "%%void = OpTypeVoid\n"
    "%%fn = OpTypeFunction %%void\n"
    "%%float = OpTypeFloat 32\n"
    "%%uint = OpTypeInt 32 0\n"
    "%%int = OpTypeInt 32 1\n"
    "%%v3 = OpTypeVector %%float 3\n"
    "%%ast = OpTypeAccelerationStructureNV\n"
    "%%asp = OpTypePointer UniformConstant %%ast\n"
    "%%as = OpVariable %%asp UniformConstant\n"
    "%%payp = OpTypePointer RayPayloadNV %%float\n"
    "%%pay0 = OpVariable %%payp RayPayloadNV\n"
    "%%pay1 = OpVariable %%payp RayPayloadNV\n"
    "%%datap = OpTypePointer CallableDataNV %%uint\n"
    "%%data = OpVariable %%datap CallableDataNV\n"
    "%%u0 = OpConstant %%uint 0\n"
    "%%f0 = OpConstant %%float 0\n"
    "%%f1 = OpConstant %%float 1\n"
    "%%dir = OpConstantComposite %%v3 %%f0 %%f0 %%f1\n"
    "%%i1 = OpConstant %%int 1\n"
    "%%i2 = OpConstant %%int 2\n"
    "%%i3 = OpConstant %%int 3\n"
    "%%main = OpFunction %%void None %%fn\n"
    "%%entry = OpLabel\n"
    "%s\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* Create a pipeline of the one stage; it must fail with a message holding `want`. */
static void expect_refused(spvrt_context *ctx, const char *what, uint32_t version, const char *model,
                           const char *interface, uint32_t pay1_location, const char *body, const char *want)
{
    char text[4096];
    snprintf(text, sizeof text, nv_module, model, interface, pay1_location, body);
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_as_options as = {.version = version};
    spvrt_module *m = NULL;
    if (spvrt_assemble(ctx, text, strlen(text), &as, &words, &count) != SPVRT_SUCCESS ||
        spvrt_module_read(ctx, words, count, &m) != SPVRT_SUCCESS) {
        FAIL("%s: assembling: %s", what, first_message(ctx));
        spvrt_free(ctx, words);
        return;
    }
    spvrt_free(ctx, words);
    spvrt_rt_stage stage = {.module = m, .entry_point = "main"};
    const spvrt_rt_group group = {false, 0, U, U, U};
    spvrt_rt_pipeline_info info = {&stage, 1, &group, 1, 1, 4};
    spvrt_rt_pipeline *pipe = NULL;
    spvrt_result r = spvrt_rt_pipeline_create(ctx, &info, &pipe);
    if (r == SPVRT_SUCCESS || pipe || !strstr(first_message(ctx), want))
        FAIL("%s: result %d, message '%s' (want '%s')", what, r, first_message(ctx), want);
    spvrt_rt_pipeline_free(pipe);
    spvrt_module_free(m);
}

static void test_nv_refusals(spvrt_context *ctx)
{
    static const char trace3[] = "%a = OpLoad %ast %as\n"
                                 "OpTraceNV %a %u0 %u0 %u0 %u0 %u0 %dir %f0 %dir %f1 %i3";
    static const char trace1[] = "%a = OpLoad %ast %as\n"
                                 "OpTraceNV %a %u0 %u0 %u0 %u0 %u0 %dir %f0 %dir %f1 %i1";
    static const char trace_by_variable[] = "%a = OpLoad %ast %as\n"
                                            "OpTraceNV %a %u0 %u0 %u0 %u0 %u0 %dir %f0 %dir %f1 %pay0";
    expect_refused(ctx, "OpTraceNV to an unused Location", 0x10400, "RayGenerationNV", "%as %pay0 %pay1 %data", 1,
                   trace3, "OpTraceNV names payload number 3, but no RayPayloadKHR or IncomingRayPayloadKHR variable "
                   "of the entry point has Location 3");
    /* SPIR-V 1.4: the variable at Location 1 is not in the entry point's interface */
    expect_refused(ctx, "OpTraceNV to a variable out of the interface", 0x10400, "RayGenerationNV", "%as %pay0 %data",
                   1, trace1, "no RayPayloadKHR or IncomingRayPayloadKHR variable of the entry point has Location 1");
    /* SPIR-V 1.3: interfaces list no payloads; two variables at Location 0 */
    expect_refused(ctx, "OpTraceNV to a Location two variables have", 0x10300, "RayGenerationNV", "", 0,
                   "%a = OpLoad %ast %as\nOpTraceNV %a %u0 %u0 %u0 %u0 %u0 %dir %f0 %dir %f1 %u0",
                   "but several RayPayloadKHR or IncomingRayPayloadKHR variables of the entry point have Location 0");
    expect_refused(ctx, "OpTraceNV with a variable for its number", 0x10400, "RayGenerationNV",
                   "%as %pay0 %pay1 %data", 1, trace_by_variable, "the payload number of OpTraceNV is not an integer "
                   "constant");
    expect_refused(ctx, "OpExecuteCallableNV to an unused Location", 0x10400, "RayGenerationNV",
                   "%as %pay0 %pay1 %data", 1, "OpExecuteCallableNV %u0 %i3",
                   "OpExecuteCallableNV names callable data number 3, but no CallableDataKHR or "
                   "IncomingCallableDataKHR variable of the entry point has Location 3");
    expect_refused(ctx, "OpIgnoreIntersectionNV in a closest-hit shader", 0x10400, "ClosestHitNV",
                   "%as %pay0 %pay1 %data", 1, "OpIgnoreIntersectionNV", "OpIgnoreIntersectionNV outside an any-hit "
                   "shader");
    expect_refused(ctx, "OpTerminateRayNV in a ray generation shader", 0x10400, "RayGenerationNV",
                   "%as %pay0 %pay1 %data", 1, "OpTerminateRayNV", "OpTerminateRayNV outside an any-hit shader");
}

int main(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx || !build_scene(ctx) || !load_modules(ctx)) {
        FAIL("set-up failed");
    } else {
        test_scene(ctx);
        test_trace(ctx);
        test_bad_miss_index(ctx);
        test_recursion(ctx);
        test_bad_group(ctx);
        test_nv_refusals(ctx);
    }
    for (int i = 0; i < STAGES; i++)
        spvrt_module_free(modules[i]);
    spvrt_accel_free(tlas);
    spvrt_accel_free(blas);
    spvrt_context_destroy(ctx);
    if (failures) {
        fprintf(stderr, "rt_pipeline_test: %d failure(s)\n", failures);
        return 1;
    }
    printf("rt_pipeline_test: ok\n");
    return 0;
}
