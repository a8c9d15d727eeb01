/* Ray queries in the CPU engine (src/rt/ray_query.c) through the public
 * API: a scene built with spvrt_accel_build_bottom/top, a GLSL shader
 * (rt_query_getters.comp, assembled from its disassembly in
 * rt_query_getters.inc) that writes every getter, checked against values
 * this file computes itself from the scene; the Proceed loop with a
 * non-opaque triangle confirmed or not, an AABB with Generate in and out of
 * range, Terminate; hand-written modules for every trap (undefined
 * behaviour, RQ-Snn ids), an unknown address, the null acceleration
 * structure, debug mode. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

#include "rt_query_getters.inc"

static int failures;

#define FAIL(...)                                                                                                     \
    do {                                                                                                              \
        fprintf(stderr, "rt_query_test.c:%d: ", __LINE__);                                                            \
        fprintf(stderr, __VA_ARGS__);                                                                                 \
        fputc('\n', stderr);                                                                                          \
        failures++;                                                                                                   \
    } while (0)

/* ---- the scene ---------------------------------------------------------------
 * One bottom level: geometry 0 a non-opaque triangle (0,0,0) (1,0,0)
 * (0,1,0); geometry 1 an opaque AABB [2,3] x [0,1] x [-0.5,0.5].  Three
 * instances of it: translated by (0,0,10); scaled by 2 and translated by
 * (10,0,10); translated by (0,0,20). */
static const float triangle[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
static const float box[6] = {2, 0, -0.5f, 3, 1, 0.5f};
#define INSTANCES 3
static const float transforms[INSTANCES][3][4] = {
    {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 10}},
    {{2, 0, 0, 10}, {0, 2, 0, 0}, {0, 0, 2, 10}},
    {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 20}},
};
static const float inverses[INSTANCES][3][4] = {
    {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, -10}},
    {{0.5f, 0, 0, -5}, {0, 0.5f, 0, 0}, {0, 0, 0.5f, -5}},
    {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, -20}},
};
static const uint32_t custom_index[INSTANCES] = {5, 9, 11};
static const uint32_t sbt_offset[INSTANCES] = {2, 4, 6};

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
    return spvrt_accel_build_top(ctx, inst, INSTANCES, &options, &tlas) == SPVRT_SUCCESS;
}

/* ---- modules ------------------------------------------------------------------- */

static spvrt_module *module_of_last_prepare;

static spvrt_program *prepare(spvrt_context *ctx, const char *text)
{
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_program *program = NULL;
    spvrt_as_options as = {.version = 0x10500};
    module_of_last_prepare = NULL;
    if (spvrt_assemble(ctx, text, strlen(text), &as, &words, &count) != SPVRT_SUCCESS ||
        spvrt_module_read(ctx, words, count, &module_of_last_prepare) != SPVRT_SUCCESS) {
        const spvrt_diagnostic *d;
        FAIL("assembling: %s", spvrt_context_diagnostics(ctx, &d) ? d[0].message : "?");
        spvrt_free(ctx, words);
        return NULL;
    }
    spvrt_free(ctx, words);
    spvrt_target_env env;
    spvrt_val_options val = {0};
    if (spvrt_target_env_parse("vulkan1.2", &env) == SPVRT_SUCCESS) {
        val.version = env.spirv_version;
        val.environment = SPVRT_ENV_VULKAN;
        val.api_version = env.api_version;
    }
    if (spvrt_validate(ctx, module_of_last_prepare, &val) != SPVRT_SUCCESS) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        FAIL("the module is not valid: %s", n ? d[0].message : "?");
        spvrt_module_free(module_of_last_prepare);
        return NULL;
    }
    spvrt_prepare_options options = {.subgroup_size = 4};
    if (spvrt_program_prepare(ctx, module_of_last_prepare, &options, &program) != SPVRT_SUCCESS) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        FAIL("prepare: %s", n ? d[0].message : "?");
        spvrt_module_free(module_of_last_prepare);
        return NULL;
    }
    return program;
}

static void release(spvrt_program *program)
{
    spvrt_program_free(program);
    spvrt_module_free(module_of_last_prepare);
}

static const char *first_message(spvrt_context *ctx)
{
    const spvrt_diagnostic *d;
    return spvrt_context_diagnostics(ctx, &d) ? d[0].message : "";
}

/* ---- the getters shader ------------------------------------------------------------- */

typedef struct ray_in {
    float o[4];     /* origin, tmin */
    float d[4];     /* direction, tmax */
    uint32_t flags, mode; /* mode bit 0: confirm triangles; bit 1: terminate after the first candidate */
    float gen_t;
    uint32_t pad;
} ray_in;

#define RAYS 8
#define OUT_WORDS 128

static float f_at(const uint32_t *o, uint32_t i)
{
    float f;
    memcpy(&f, &o[i], sizeof f);
    return f;
}

static bool near(float a, float b)
{
    return fabsf(a - b) <= 1e-5f * (1.0f + fabsf(b));
}

/* The world ray's t where it reaches instance inst's geometry plane z = 0
 * (object space), and the object-space ray. */
static void object_ray(uint32_t inst, const ray_in *r, float origin[3], float direction[3])
{
    for (int k = 0; k < 3; k++) {
        const float *m = inverses[inst][k];
        origin[k] = m[0] * r->o[0] + m[1] * r->o[1] + m[2] * r->o[2] + m[3];
        direction[k] = m[0] * r->d[0] + m[1] * r->d[1] + m[2] * r->d[2];
    }
}

/* Checks the values of a hit (candidate at 50.., committed at 10..) of
 * instance inst against the scene. */
static void check_hit(int ray, const ray_in *r, const uint32_t *o, uint32_t base, bool committed, bool triangle_hit,
                      float t_expected)
{
    const char *what = committed ? "committed" : "candidate";
    /* offsets: committed 10 t, 11 custom, 12 id, 13 sbt, 14 geometry, 15 primitive, 16-17 bary, 18 front,
       19-21 object dir, 22-24 object origin, 25-36 o2w, 37-48 w2o;
       candidate 51 t, 52 custom, 53 id, 54 sbt, 55 geometry, 56 primitive, 57-58 bary, 59 front, 60 AABB opaque,
       61-63 object dir, 64-66 object origin, 67-78 o2w, 79-90 w2o */
    uint32_t t_at = committed ? 10 : 51, custom_at = t_at + 1, bary_at = committed ? 16 : 57,
             front_at = committed ? 18 : 59, dir_at = committed ? 19 : 61, m_at = committed ? 25 : 67;
    uint32_t inst = o[base + custom_at + 1];
    if (inst >= INSTANCES) {
        FAIL("ray %d %s: InstanceId %u", ray, what, inst);
        return;
    }
    if (o[base + custom_at] != custom_index[inst] || o[base + custom_at + 2] != sbt_offset[inst])
        FAIL("ray %d %s: custom index %u sbt %u, expected %u %u", ray, what, o[base + custom_at],
             o[base + custom_at + 2], custom_index[inst], sbt_offset[inst]);
    if (o[base + custom_at + 3] != (triangle_hit ? 0u : 1u) || o[base + custom_at + 4] != 0)
        FAIL("ray %d %s: geometry %u primitive %u", ray, what, o[base + custom_at + 3], o[base + custom_at + 4]);
    float origin[3], direction[3];
    object_ray(inst, r, origin, direction);
    for (int k = 0; k < 3; k++)
        if (!near(f_at(o, base + dir_at + (uint32_t)k), direction[k]) ||
            !near(f_at(o, base + dir_at + 3 + (uint32_t)k), origin[k]))
            FAIL("ray %d %s: object ray component %d: %g %g, expected %g %g", ray, what, k,
                 f_at(o, base + dir_at + (uint32_t)k), f_at(o, base + dir_at + 3 + (uint32_t)k), direction[k],
                 origin[k]);
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t k = 0; k < 3; k++) {
            if (f_at(o, base + m_at + c * 3 + k) != transforms[inst][k][c])
                FAIL("ray %d %s: ObjectToWorld column %u row %u: %g", ray, what, c, k, f_at(o, base + m_at + c * 3 + k));
            if (f_at(o, base + m_at + 12 + c * 3 + k) != inverses[inst][k][c])
                FAIL("ray %d %s: WorldToObject column %u row %u: %g", ray, what, c, k,
                     f_at(o, base + m_at + 12 + c * 3 + k));
        }
    if (triangle_hit) {
        /* the plane z = 0 of the object: t where the object ray reaches it */
        float t = -origin[2] / direction[2];
        float x = origin[0] + t * direction[0], y = origin[1] + t * direction[1];
        /* v0 (0,0,0), v1 (1,0,0), v2 (0,1,0): barycentrics of v1 and v2 are x and y */
        if (!near(f_at(o, base + t_at), t))
            FAIL("ray %d %s: T %g, expected %g", ray, what, f_at(o, base + t_at), t);
        if (!near(f_at(o, base + bary_at), x) || !near(f_at(o, base + bary_at + 1), y))
            FAIL("ray %d %s: barycentrics %g %g, expected %g %g", ray, what, f_at(o, base + bary_at),
                 f_at(o, base + bary_at + 1), x, y);
        /* the facing the library's own traversal gives (spvrt_accel_trace) */
        spvrt_ray sr = {{r->o[0], r->o[1], r->o[2]}, r->o[3], {r->d[0], r->d[1], r->d[2]}, r->d[3], 0x1, 0xFF, 0};
        spvrt_hit h;
        spvrt_accel_trace(tlas, &sr, &h, 1);
        if (o[base + front_at] != (uint32_t)h.front_face)
            FAIL("ray %d %s: front face %u, spvrt_accel_trace says %d", ray, what, o[base + front_at], h.front_face);
    } else if (committed && !near(f_at(o, base + t_at), t_expected)) {
        FAIL("ray %d committed generated T %g, expected %g", ray, f_at(o, base + t_at), t_expected);
    }
}

static void test_getters(spvrt_context *ctx)
{
    spvrt_program *prog = prepare(ctx, getters_asm);
    if (!prog)
        return;
    ray_in rays[RAYS] = {
        /* 0: non-opaque triangles of instances 0 and 2, confirmed: the closest (t 10) is committed */
        {{0.25f, 0.25f, 0, 0}, {0, 0, 1, 100}, 0, 1, 0, 0},
        /* 1: the same, never confirmed: nothing committed */
        {{0.25f, 0.25f, 0, 0}, {0, 0, 1, 100}, 0, 0, 0, 0},
        /* 2: the AABBs of instances 0 (z 9.5..10.5) and 2 (19.5..20.5), generated at 10.2: in range for both */
        {{2.5f, 0.5f, 0, 0}, {0, 0, 1, 100}, 0, 0, 10.2f, 0},
        /* 3: generated at 200: past Tmax, never committed */
        {{2.5f, 0.5f, 0, 0}, {0, 0, 1, 100}, 0, 0, 200, 0},
        /* 4: instance 1 (scaled): object origin (0.25, 0.25, -5), direction (0, 0, 0.5) */
        {{10.5f, 0.5f, 0, 0}, {0, 0, 1, 100}, 0, 1, 0, 0},
        /* 5: confirm then terminate: one candidate */
        {{0.25f, 0.25f, 0, 0}, {0, 0, 1, 100}, 0, 3, 0, 0},
        /* 6: OpaqueKHR: the triangles are committed inside Proceed, no candidate */
        {{0.25f, 0.25f, 0, 0.5f}, {0, 0, 1, 100}, 0x1, 0, 0, 0},
        /* 7: a miss */
        {{5, 5, 0, 0}, {0, 0, 1, 100}, 0, 1, 0, 0},
    };
    for (int pass = 0; pass < 2; pass++) {
        uint32_t out[RAYS * OUT_WORDS];
        memset(out, 0, sizeof out);
        uint64_t address = pass == 0 ? TLAS_ADDRESS : 0; /* pass 1: the null acceleration structure */
        spvrt_binding b[3] = {{0, 0, 0, &address, sizeof address}, {0, 1, 0, rays, sizeof rays},
                              {0, 2, 0, out, sizeof out}};
        spvrt_accel_address accels[1] = {{TLAS_ADDRESS, tlas}};
        spvrt_dispatch d = {.group_count = {RAYS / 4, 1, 1}, .bindings = b, .binding_count = 3, .accels = accels,
                            .accel_count = 1, .threads = 1};
        if (spvrt_program_dispatch(ctx, prog, &d) != SPVRT_SUCCESS) {
            FAIL("dispatch: %s", first_message(ctx));
            break;
        }
        for (int i = 0; i < RAYS; i++) {
            const uint32_t base = (uint32_t)i * OUT_WORDS;
            const ray_in *r = &rays[i];
            /* the ray getters (RQ-S17) */
            if (f_at(out, base + 2) != r->o[3] || out[base + 3] != r->flags)
                FAIL("ray %d: Tmin %g flags %u", i, f_at(out, base + 2), out[base + 3]);
            for (uint32_t k = 0; k < 3; k++)
                if (f_at(out, base + 4 + k) != r->o[k] || f_at(out, base + 7 + k) != r->d[k])
                    FAIL("ray %d: world ray component %u", i, k);
            uint32_t n = out[base], committed = out[base + 1];
            if (pass == 1) {
                if (n != 0 || committed != 0)
                    FAIL("null acceleration structure, ray %d: %u candidates, committed type %u", i, n, committed);
                continue;
            }
            uint32_t want_n_lo = 1, want_n_hi = 2, want_committed = 1;
            switch (i) {
            case 1: want_committed = 0; break;
            case 2: want_committed = 2; break;
            case 3: want_committed = 0; break;
            case 4: want_n_hi = 1; break;
            case 5: want_n_hi = 1; break;
            case 6: want_n_lo = want_n_hi = 0; break;
            case 7: want_n_lo = want_n_hi = 0; want_committed = 0; break;
            default: break;
            }
            if (n < want_n_lo || n > want_n_hi)
                FAIL("ray %d: %u candidates, expected %u..%u", i, n, want_n_lo, want_n_hi);
            if (committed != want_committed)
                FAIL("ray %d: committed type %u, expected %u", i, committed, want_committed);
            bool triangle_ray = i != 2 && i != 3;
            if (n) {
                /* the first candidate: RQ-S10 type 0 triangle / 1 AABB; AABB opaque (RQ-S16) */
                if (out[base + 50] != (triangle_ray ? 0u : 1u))
                    FAIL("ray %d: candidate type %u", i, out[base + 50]);
                if (out[base + 60] != (triangle_ray ? 0u : 1u))
                    FAIL("ray %d: CandidateAABBOpaque %u", i, out[base + 60]);
                check_hit(i, r, out, base, false, triangle_ray, 0);
            }
            if (committed) {
                check_hit(i, r, out, base, true, triangle_ray, r->gen_t);
                if (i == 0 || i == 6) {
                    if (out[base + 12] != 0 || !near(f_at(out, base + 10), 10))
                        FAIL("ray %d: committed instance %u T %g, expected the closest (instance 0, T 10)", i,
                             out[base + 12], f_at(out, base + 10));
                }
                if (i == 2 && out[base + 12] != 0 && out[base + 12] != 2)
                    FAIL("ray 2: generated hit of instance %u", out[base + 12]);
                if (i == 4 && out[base + 12] != 1)
                    FAIL("ray 4: committed instance %u, expected 1", out[base + 12]);
            }
        }
    }
    release(prog);
}

/* ---- traps ----------------------------------------------------------------------- */

static const char *trap_head =
    "OpCapability Shader\n"
    "OpCapability RayQueryKHR\n"
    "OpExtension \"SPV_KHR_ray_query\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %tlas\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %tlas DescriptorSet 0\n"
    "OpDecorate %tlas Binding 0\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%u32 = OpTypeInt 32 0\n"
    "%f32 = OpTypeFloat 32\n"
    "%v3 = OpTypeVector %f32 3\n"
    "%v2 = OpTypeVector %f32 2\n"
    "%as = OpTypeAccelerationStructureKHR\n"
    "%pas = OpTypePointer UniformConstant %as\n"
    "%tlas = OpVariable %pas UniformConstant\n"
    "%rq = OpTypeRayQueryKHR\n"
    "%prq = OpTypePointer Function %rq\n"
    "%c0 = OpConstant %u32 0\n"
    "%c1 = OpConstant %u32 1\n"
    "%cff = OpConstant %u32 255\n"
    "%f0 = OpConstant %f32 0\n"
    "%f1 = OpConstant %f32 1\n"
    "%f100 = OpConstant %f32 100\n"
    "%f200 = OpConstant %f32 200\n"
    "%fq = OpConstant %f32 0.25\n"
    "%f25 = OpConstant %f32 2.5\n"
    "%f5 = OpConstant %f32 5\n"
    "%tri = OpConstantComposite %v3 %fq %fq %f0\n"
    "%box = OpConstantComposite %v3 %f25 %fq %f0\n"
    "%miss = OpConstantComposite %v3 %f5 %f5 %f0\n"
    "%dir = OpConstantComposite %v3 %f0 %f0 %f1\n"
    "%main = OpFunction %void None %fn\n"
    "%e = OpLabel\n"
    "%q = OpVariable %prq Function\n"
    "%a = OpLoad %as %tlas\n";

#define INIT(origin) "OpRayQueryInitializeKHR %q %a %c0 %cff " origin " %f0 %dir %f100\n"
#define PROCEED(n) "%p" #n " = OpRayQueryProceedKHR %bool %q\n"

typedef struct trap_case {
    const char *name;
    const char *body;
    bool debug;
    uint64_t address;
    const char *expect; /* in the trap message; NULL: no trap */
} trap_case;

static void test_traps(spvrt_context *ctx)
{
    static const trap_case cases[] = {
        {"proceed before initialize", PROCEED(0), false, TLAS_ADDRESS, "before OpRayQueryInitializeKHR"},
        {"proceed after false", INIT("%miss") PROCEED(0) PROCEED(1), false, TLAS_ADDRESS, "RQ-S06"},
        {"terminate after false", INIT("%miss") PROCEED(0) "OpRayQueryTerminateKHR %q\n", false, TLAS_ADDRESS,
         "RQ-S07"},
        {"terminate before proceed", INIT("%tri") "OpRayQueryTerminateKHR %q\n" PROCEED(0), false, TLAS_ADDRESS, NULL},
        {"confirm before proceed", INIT("%tri") "OpRayQueryConfirmIntersectionKHR %q\n", false, TLAS_ADDRESS,
         "RQ-S09"},
        {"confirm of an AABB", INIT("%box") PROCEED(0) "OpRayQueryConfirmIntersectionKHR %q\n", false, TLAS_ADDRESS,
         "RQ-S09"},
        {"confirm after terminate", INIT("%tri") PROCEED(0) "OpRayQueryTerminateKHR %q\n"
         "OpRayQueryConfirmIntersectionKHR %q\n", false, TLAS_ADDRESS, "RQ-S09"},
        {"generate of a triangle", INIT("%tri") PROCEED(0) "OpRayQueryGenerateIntersectionKHR %q %f1\n", false,
         TLAS_ADDRESS, "RQ-S08"},
        {"generate out of range", INIT("%box") PROCEED(0) "OpRayQueryGenerateIntersectionKHR %q %f200\n", false,
         TLAS_ADDRESS, NULL},
        {"generate out of range, debug", INIT("%box") PROCEED(0) "OpRayQueryGenerateIntersectionKHR %q %f200\n", true,
         TLAS_ADDRESS, "ENV-169"},
        {"candidate getter before proceed", INIT("%tri") "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c0\n", false,
         TLAS_ADDRESS, "RQ-S11"},
        {"candidate getter after false", INIT("%miss") PROCEED(0) "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c0\n",
         false, TLAS_ADDRESS, "RQ-S11"},
        {"committed getter, nothing committed", INIT("%tri") "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c1\n", false,
         TLAS_ADDRESS, "RQ-S12"},
        {"committed type, nothing committed", INIT("%tri") "%t = OpRayQueryGetIntersectionTypeKHR %u32 %q %c1\n",
         false, TLAS_ADDRESS, NULL},
        {"T of an AABB candidate", INIT("%box") PROCEED(0) "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c0\n", false,
         TLAS_ADDRESS, "RQ-S13"},
        {"barycentrics of an AABB", INIT("%box") PROCEED(0)
         "%t = OpRayQueryGetIntersectionBarycentricsKHR %v2 %q %c0\n", false, TLAS_ADDRESS, "RQ-S14"},
        {"front face of an AABB", INIT("%box") PROCEED(0)
         "%t = OpRayQueryGetIntersectionFrontFaceKHR %bool %q %c0\n", false, TLAS_ADDRESS, "RQ-S14"},
        {"unknown address", INIT("%tri"), false, 0x999, "0x999"},
        {"null acceleration structure", INIT("%tri") PROCEED(0), false, 0, NULL},
        {"NaN origin, debug", "%nan = OpFDiv %f32 %f0 %f0\n%o = OpCompositeConstruct %v3 %nan %f0 %f0\n"
         "OpRayQueryInitializeKHR %q %a %c0 %cff %o %f0 %dir %f100\n", true, TLAS_ADDRESS, "ENV-167"},
        {"NaN origin", "%nan = OpFDiv %f32 %f0 %f0\n%o = OpCompositeConstruct %v3 %nan %f0 %f0\n"
         "OpRayQueryInitializeKHR %q %a %c0 %cff %o %f0 %dir %f100\n" PROCEED(0)
         "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c0\n", false, TLAS_ADDRESS, "RQ-S11"},
        {"negative tmin, debug", "%m1 = OpFNegate %f32 %f1\n"
         "OpRayQueryInitializeKHR %q %a %c0 %cff %tri %m1 %dir %f100\n", true, TLAS_ADDRESS, "ENV-165"},
        {"tmin > tmax, debug", "OpRayQueryInitializeKHR %q %a %c0 %cff %tri %f200 %dir %f100\n", true, TLAS_ADDRESS,
         "ENV-166"},
        {"opaque and no-opaque flags, debug", "%c3 = OpIAdd %u32 %c1 %c1\n%c4 = OpIAdd %u32 %c3 %c1\n"
         "OpRayQueryInitializeKHR %q %a %c4 %cff %tri %f0 %dir %f100\n", true, TLAS_ADDRESS, "RQ-004"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const trap_case *c = &cases[i];
        char text[8192];
        snprintf(text, sizeof text, "%s%sOpReturn\nOpFunctionEnd\n", trap_head, c->body);
        spvrt_program *prog = prepare(ctx, text);
        if (!prog) {
            FAIL("%s: not prepared", c->name);
            continue;
        }
        uint64_t address = c->address;
        spvrt_binding b = {0, 0, 0, &address, sizeof address};
        spvrt_accel_address accels[2] = {{TLAS_ADDRESS, tlas}, {0x20000, blas}};
        spvrt_dispatch d = {.group_count = {1, 1, 1}, .bindings = &b, .binding_count = 1, .accels = accels,
                            .accel_count = 2, .threads = 1, .debug = c->debug};
        spvrt_result r = spvrt_program_dispatch(ctx, prog, &d);
        if (!c->expect && r != SPVRT_SUCCESS)
            FAIL("%s: %s", c->name, first_message(ctx));
        if (c->expect && (r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), c->expect)))
            FAIL("%s: expected a trap with \"%s\", got %d: %s", c->name, c->expect, (int)r, first_message(ctx));
        release(prog);
    }
    /* a bottom-level structure's address (ENV-168) */
    {
        char text[8192];
        snprintf(text, sizeof text, "%s%sOpReturn\nOpFunctionEnd\n", trap_head, INIT("%tri"));
        spvrt_program *prog = prepare(ctx, text);
        if (prog) {
            uint64_t address = 0x20000;
            spvrt_binding b = {0, 0, 0, &address, sizeof address};
            spvrt_accel_address accels[2] = {{TLAS_ADDRESS, tlas}, {0x20000, blas}};
            spvrt_dispatch d = {.group_count = {1, 1, 1}, .bindings = &b, .binding_count = 1, .accels = accels,
                                .accel_count = 2, .threads = 1};
            if (spvrt_program_dispatch(ctx, prog, &d) != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), "ENV-168"))
                FAIL("bottom level: %s", first_message(ctx));
            /* an unbound descriptor traps too */
            d.binding_count = 0;
            if (spvrt_program_dispatch(ctx, prog, &d) != SPVRT_ERROR_TRAP)
                FAIL("unbound acceleration structure descriptor: %s", first_message(ctx));
            release(prog);
        }
    }
}


/* A module with an output buffer %out (floats) besides trap_head's
 * declarations; body goes into main, tail after it (other functions). */
static const char *buffer_head =
    "OpCapability Shader\n"
    "OpCapability RayQueryKHR\n"
    "OpCapability RayTracingSpheresGeometryNV\n"
    "OpCapability RayTracingLinearSweptSpheresGeometryNV\n"
    "OpCapability RayTraversalPrimitiveCullingKHR\n"
    "OpExtension \"SPV_KHR_ray_query\"\n"
    "OpExtension \"SPV_NV_linear_swept_spheres\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %tlas %out %wid\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %tlas DescriptorSet 0\n"
    "OpDecorate %tlas Binding 0\n"
    "OpDecorate %out DescriptorSet 0\n"
    "OpDecorate %out Binding 1\n"
    "OpDecorate %wid BuiltIn WorkgroupId\n"
    "OpDecorate %S Block\n"
    "OpMemberDecorate %S 0 Offset 0\n"
    "OpDecorate %fa ArrayStride 4\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%u32 = OpTypeInt 32 0\n"
    "%f32 = OpTypeFloat 32\n"
    "%v3 = OpTypeVector %f32 3\n"
    "%uv3 = OpTypeVector %u32 3\n"
    "%pin = OpTypePointer Input %uv3\n"
    "%wid = OpVariable %pin Input\n"
    "%fa = OpTypeRuntimeArray %f32\n"
    "%S = OpTypeStruct %fa\n"
    "%pS = OpTypePointer StorageBuffer %S\n"
    "%pf = OpTypePointer StorageBuffer %f32\n"
    "%out = OpVariable %pS StorageBuffer\n"
    "%as = OpTypeAccelerationStructureKHR\n"
    "%pas = OpTypePointer UniformConstant %as\n"
    "%tlas = OpVariable %pas UniformConstant\n"
    "%rq = OpTypeRayQueryKHR\n"
    "%prq = OpTypePointer Function %rq\n"
    "%c0 = OpConstant %u32 0\n"
    "%c1 = OpConstant %u32 1\n"
    "%c2 = OpConstant %u32 2\n"
    "%c3 = OpConstant %u32 3\n"
    "%c4 = OpConstant %u32 4\n"
    "%c5 = OpConstant %u32 5\n"
    "%c6 = OpConstant %u32 6\n"
    "%c7 = OpConstant %u32 7\n"
    "%c8 = OpConstant %u32 8\n"
    "%c9 = OpConstant %u32 9\n"
    "%c10 = OpConstant %u32 10\n"
    "%c11 = OpConstant %u32 11\n"
    "%cff = OpConstant %u32 255\n"
    "%skip = OpConstant %u32 256\n"
    "%f0 = OpConstant %f32 0\n"
    "%f1 = OpConstant %f32 1\n"
    "%f100 = OpConstant %f32 100\n"
    "%fq = OpConstant %f32 0.25\n"
    "%fm5 = OpConstant %f32 -5\n"
    "%f5 = OpConstant %f32 5\n"
    "%tri = OpConstantComposite %v3 %fq %fq %f0\n"
    "%sph = OpConstantComposite %v3 %f0 %f0 %fm5\n"
    "%lss = OpConstantComposite %v3 %f5 %f1 %fm5\n"
    "%dir = OpConstantComposite %v3 %f0 %f0 %f1\n"
    "%qs2 = OpTypeArray %rq %c2\n"
    "%pqs2 = OpTypePointer Function %qs2\n"
    "%bfn = OpTypeFunction %bool %prq\n"
    "%qpos = OpTypeArray %v3 %c2\n"
    "%qrad = OpTypeArray %f32 %c2\n";

/* out[index] = value (a float id) */
#define STORE(n, index, value) "%o" #n " = OpAccessChain %pf %out %c0 " index "\nOpStore %o" #n " " value "\n"
#define U2F(n, value) "%uf" #n " = OpConvertUToF %f32 " value "\n"
#define B2F(n, value) "%bf" #n " = OpSelect %f32 " value " %f1 %f0\n"

static bool run_buffer_module(spvrt_context *ctx, const char *name, const char *body, const char *tail,
                              const spvrt_accel *top, uint32_t groups, float *out, size_t out_bytes, const char *trap)
{
    char text[16384];
    snprintf(text, sizeof text, "%s%%main = OpFunction %%void None %%fn\n%%e = OpLabel\n%sOpReturn\nOpFunctionEnd\n%s",
             buffer_head, body, tail);
    spvrt_program *prog = prepare(ctx, text);
    if (!prog) {
        FAIL("%s: not prepared", name);
        return false;
    }
    uint64_t address = TLAS_ADDRESS;
    spvrt_binding b[2] = {{0, 0, 0, &address, sizeof address}, {0, 1, 0, out, out_bytes}};
    spvrt_accel_address accels[1] = {{TLAS_ADDRESS, top}};
    spvrt_dispatch d = {.group_count = {groups, 1, 1}, .bindings = b, .binding_count = 2, .accels = accels,
                        .accel_count = 1, .threads = 1};
    spvrt_result r = spvrt_program_dispatch(ctx, prog, &d);
    bool ok = true;
    if (trap ? r != SPVRT_ERROR_TRAP || !strstr(first_message(ctx), trap) : r != SPVRT_SUCCESS) {
        FAIL("%s: %d %s", name, (int)r, first_message(ctx));
        ok = false;
    }
    release(prog);
    return ok;
}

/* SPV_NV_linear_swept_spheres: a sphere (centre 0, radius 1) and an LSS
 * ((5,0,0) r 0.5 to (5,2,0) r 0.5), non-opaque: candidates of the triangle
 * type with IsSphereHit / IsLSSHit (LSS-S08..S10). */
static void test_spheres(spvrt_context *ctx)
{
    static const float centre[3] = {0, 0, 0}, sphere_radius[1] = {1};
    static const float ends[6] = {5, 0, 0, 5, 2, 0}, end_radii[2] = {0.5f, 0.5f};
    spvrt_geometry g[2] = {
        {.kind = SPVRT_GEOMETRY_SPHERES, .primitive_count = 1, .vertices = centre, .vertex_count = 1,
         .radii = sphere_radius},
        {.kind = SPVRT_GEOMETRY_LSS, .primitive_count = 1, .vertices = ends, .vertex_count = 2, .radii = end_radii},
    };
    spvrt_accel *bottom = NULL, *top = NULL;
    spvrt_instance inst = {.transform = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}}, .mask = 0xFF};
    if (spvrt_accel_build_bottom(ctx, g, 2, NULL, &bottom) != SPVRT_SUCCESS ||
        (inst.bottom = bottom, spvrt_accel_build_top(ctx, &inst, 1, NULL, &top)) != SPVRT_SUCCESS) {
        FAIL("spheres: build: %s", first_message(ctx));
        spvrt_accel_free(bottom);
        return;
    }
    float out[12];
    memset(out, 0, sizeof out);
    if (run_buffer_module(ctx, "sphere",
                          "%q = OpVariable %prq Function\n%a = OpLoad %as %tlas\n"
                          "OpRayQueryInitializeKHR %q %a %c0 %cff %sph %f0 %dir %f100\n"
                          "%p = OpRayQueryProceedKHR %bool %q\n"
                          "%ty = OpRayQueryGetIntersectionTypeKHR %u32 %q %c0\n"
                          "%is = OpRayQueryIsSphereHitNV %bool %q %c0\n"
                          "%il = OpRayQueryIsLSSHitNV %bool %q %c0\n"
                          "%pos = OpRayQueryGetIntersectionSpherePositionNV %v3 %q %c0\n"
                          "%rad = OpRayQueryGetIntersectionSphereRadiusNV %f32 %q %c0\n"
                          "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c0\n"
                          "OpRayQueryConfirmIntersectionKHR %q\n"
                          "%cty = OpRayQueryGetIntersectionTypeKHR %u32 %q %c1\n"
                          "%crad = OpRayQueryGetIntersectionSphereRadiusNV %f32 %q %c1\n"
                          "%px = OpCompositeExtract %f32 %pos 0\n%pz = OpCompositeExtract %f32 %pos 2\n"
                          U2F(0, "%ty") B2F(1, "%is") B2F(2, "%il") U2F(3, "%cty")
                          STORE(0, "%c0", "%uf0") STORE(1, "%c1", "%bf1") STORE(2, "%c2", "%bf2")
                          STORE(3, "%c3", "%px") STORE(4, "%c4", "%pz") STORE(5, "%c5", "%rad")
                          STORE(6, "%c6", "%t") STORE(7, "%c7", "%uf3") STORE(8, "%c8", "%crad"),
                          "", top, 1, out, sizeof out, NULL)) {
        const float want[9] = {0, 1, 0, 0, 0, 1, 4, 1, 1};
        for (int i = 0; i < 9; i++)
            if (!near(out[i], want[i]))
                FAIL("sphere: value %d is %g, expected %g", i, out[i], want[i]);
    }
    memset(out, 0, sizeof out);
    if (run_buffer_module(ctx, "lss",
                          "%q = OpVariable %prq Function\n%a = OpLoad %as %tlas\n"
                          "OpRayQueryInitializeKHR %q %a %c0 %cff %lss %f0 %dir %f100\n"
                          "%p = OpRayQueryProceedKHR %bool %q\n"
                          "%is = OpRayQueryIsSphereHitNV %bool %q %c0\n"
                          "%il = OpRayQueryIsLSSHitNV %bool %q %c0\n"
                          "OpRayQueryConfirmIntersectionKHR %q\n"
                          "%pos = OpRayQueryGetIntersectionLSSPositionsNV %qpos %q %c1\n"
                          "%rad = OpRayQueryGetIntersectionLSSRadiiNV %qrad %q %c1\n"
                          "%u = OpRayQueryGetIntersectionLSSHitValueNV %f32 %q %c1\n"
                          "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c1\n"
                          "%p0x = OpCompositeExtract %f32 %pos 0 0\n%p1y = OpCompositeExtract %f32 %pos 1 1\n"
                          "%r0 = OpCompositeExtract %f32 %rad 0\n%r1 = OpCompositeExtract %f32 %rad 1\n"
                          B2F(1, "%is") B2F(2, "%il")
                          STORE(1, "%c1", "%bf1") STORE(2, "%c2", "%bf2") STORE(3, "%c3", "%p0x")
                          STORE(4, "%c4", "%p1y") STORE(5, "%c5", "%r0") STORE(6, "%c6", "%r1")
                          STORE(7, "%c7", "%u") STORE(8, "%c8", "%t"),
                          "", top, 1, out, sizeof out, NULL)) {
        const float want[9] = {0, 0, 1, 5, 2, 0.5f, 0.5f, 0.5f, 4.5f};
        for (int i = 1; i < 9; i++)
            if (fabsf(out[i] - want[i]) > 1e-3f)
                FAIL("lss: value %d is %g, expected %g", i, out[i], want[i]);
    }
    /* the sphere getters of an LSS hit: LSS-S08 */
    run_buffer_module(ctx, "sphere getter of an lss",
                      "%q = OpVariable %prq Function\n%a = OpLoad %as %tlas\n"
                      "OpRayQueryInitializeKHR %q %a %c0 %cff %lss %f0 %dir %f100\n"
                      "%p = OpRayQueryProceedKHR %bool %q\n"
                      "%rad = OpRayQueryGetIntersectionSphereRadiusNV %f32 %q %c0\n",
                      "", top, 1, out, sizeof out, "LSS-S08");
    spvrt_accel_free(top);
    spvrt_accel_free(bottom);
}

/* RayTraversalPrimitiveCullingKHR: SkipTrianglesKHR (0x100) on a ray that
 * would hit the triangles finds nothing (RQ-S24). */
static void test_primitive_culling(spvrt_context *ctx)
{
    float out[2] = {-1, -1};
    if (run_buffer_module(ctx, "skip triangles",
                          "%q = OpVariable %prq Function\n%a = OpLoad %as %tlas\n"
                          "OpRayQueryInitializeKHR %q %a %skip %cff %tri %f0 %dir %f100\n"
                          "%p = OpRayQueryProceedKHR %bool %q\n"
                          "%ct = OpRayQueryGetIntersectionTypeKHR %u32 %q %c1\n"
                          B2F(0, "%p") U2F(1, "%ct") STORE(0, "%c0", "%bf0") STORE(1, "%c1", "%uf1"),
                          "", tlas, 1, out, sizeof out, NULL) &&
        (out[0] != 0 || out[1] != 0))
        FAIL("skip triangles: proceed %g committed type %g", out[0], out[1]);
}

/* A ray query passed to a function by pointer, an array of ray queries,
 * and a Function variable left initialized by another workgroup. */
static void test_memory(spvrt_context *ctx)
{
    float out[4] = {0};
    if (run_buffer_module(ctx, "function parameter",
                          "%q = OpVariable %prq Function\n"
                          "%r = OpFunctionCall %bool %start %q\n"
                          "%t = OpRayQueryGetIntersectionTKHR %f32 %q %c0\n"
                          B2F(0, "%r") STORE(0, "%c0", "%bf0") STORE(1, "%c1", "%t"),
                          "%start = OpFunction %bool None %bfn\n"
                          "%rqp = OpFunctionParameter %prq\n"
                          "%fe = OpLabel\n"
                          "%a = OpLoad %as %tlas\n"
                          "OpRayQueryInitializeKHR %rqp %a %c0 %cff %tri %f0 %dir %f100\n"
                          "%fp = OpRayQueryProceedKHR %bool %rqp\n"
                          "OpReturnValue %fp\n"
                          "OpFunctionEnd\n",
                          tlas, 1, out, sizeof out, NULL) &&
        (out[0] != 1 || (out[1] != 10 && out[1] != 20)))
        FAIL("function parameter: proceed %g T %g", out[0], out[1]);
    memset(out, 0, sizeof out);
    if (run_buffer_module(ctx, "array of ray queries",
                          "%qs = OpVariable %pqs2 Function\n%a = OpLoad %as %tlas\n"
                          "%q0 = OpAccessChain %prq %qs %c0\n%q1 = OpAccessChain %prq %qs %c1\n"
                          "OpRayQueryInitializeKHR %q0 %a %c0 %cff %tri %f0 %dir %f100\n"
                          "OpRayQueryInitializeKHR %q1 %a %c0 %cff %lss %fq %dir %f100\n"
                          "%t0 = OpRayQueryGetRayTMinKHR %f32 %q0\n%t1 = OpRayQueryGetRayTMinKHR %f32 %q1\n"
                          STORE(0, "%c0", "%t0") STORE(1, "%c1", "%t1"),
                          "", tlas, 1, out, sizeof out, NULL) &&
        (out[0] != 0 || out[1] != 0.25f))
        FAIL("array of ray queries: Tmin %g %g", out[0], out[1]);
    /* workgroup 0 initializes its Function variable; workgroup 1 (same thread, same memory) does not */
    run_buffer_module(ctx, "initialized by another workgroup",
                      "%q = OpVariable %prq Function\n%a = OpLoad %as %tlas\n"
                      "%wp = OpLoad %uv3 %wid\n%wx = OpCompositeExtract %u32 %wp 0\n"
                      "%first = OpIEqual %bool %wx %c0\n"
                      "OpSelectionMerge %m None\nOpBranchConditional %first %init %m\n"
                      "%init = OpLabel\n"
                      "OpRayQueryInitializeKHR %q %a %c0 %cff %tri %f0 %dir %f100\n"
                      "OpBranch %m\n"
                      "%m = OpLabel\n"
                      "%p = OpRayQueryProceedKHR %bool %q\n",
                      "", tlas, 2, out, sizeof out, "before OpRayQueryInitializeKHR");
}

/* OpConvertUToAccelerationStructureKHR from a uvec2 (low word first) and
 * triangle vertex position fetch (object space). */
static void test_convert_and_positions(spvrt_context *ctx)
{
    const char *text =
        "OpCapability Shader\n"
        "OpCapability RayQueryKHR\n"
        "OpCapability RayQueryPositionFetchKHR\n"
        "OpExtension \"SPV_KHR_ray_query\"\n"
        "OpExtension \"SPV_KHR_ray_tracing_position_fetch\"\n"
        "OpMemoryModel Logical GLSL450\n"
        "OpEntryPoint GLCompute %main \"main\" %buf\n"
        "OpExecutionMode %main LocalSize 1 1 1\n"
        "OpDecorate %buf DescriptorSet 0\n"
        "OpDecorate %buf Binding 0\n"
        "OpDecorate %S Block\n"
        "OpMemberDecorate %S 0 Offset 0\n"
        "OpMemberDecorate %S 1 Offset 8\n"
        "OpDecorate %fa ArrayStride 4\n"
        "%void = OpTypeVoid\n"
        "%fn = OpTypeFunction %void\n"
        "%bool = OpTypeBool\n"
        "%u32 = OpTypeInt 32 0\n"
        "%f32 = OpTypeFloat 32\n"
        "%uv2 = OpTypeVector %u32 2\n"
        "%v3 = OpTypeVector %f32 3\n"
        "%c3 = OpConstant %u32 3\n"
        "%arr = OpTypeArray %v3 %c3\n"
        "%fa = OpTypeRuntimeArray %f32\n"
        "%S = OpTypeStruct %uv2 %fa\n"
        "%pS = OpTypePointer StorageBuffer %S\n"
        "%puv2 = OpTypePointer StorageBuffer %uv2\n"
        "%pf = OpTypePointer StorageBuffer %f32\n"
        "%buf = OpVariable %pS StorageBuffer\n"
        "%as = OpTypeAccelerationStructureKHR\n"
        "%rq = OpTypeRayQueryKHR\n"
        "%prq = OpTypePointer Function %rq\n"
        "%c0 = OpConstant %u32 0\n"
        "%c1 = OpConstant %u32 1\n"
        "%cff = OpConstant %u32 255\n"
        "%f0 = OpConstant %f32 0\n"
        "%f1 = OpConstant %f32 1\n"
        "%f100 = OpConstant %f32 100\n"
        "%fq = OpConstant %f32 0.25\n"
        "%f10 = OpConstant %f32 10.5\n"
        "%org = OpConstantComposite %v3 %f10 %fq %f0\n"
        "%dir = OpConstantComposite %v3 %f0 %f0 %f1\n"
        "%main = OpFunction %void None %fn\n"
        "%e = OpLabel\n"
        "%q = OpVariable %prq Function\n"
        "%pa = OpAccessChain %puv2 %buf %c0\n"
        "%u = OpLoad %uv2 %pa\n"
        "%a = OpConvertUToAccelerationStructureKHR %as %u\n"
        "OpRayQueryInitializeKHR %q %a %c0 %cff %org %f0 %dir %f100\n"
        "%p = OpRayQueryProceedKHR %bool %q\n"
        "%pos = OpRayQueryGetIntersectionTriangleVertexPositionsKHR %arr %q %c0\n"
        "%v0 = OpCompositeExtract %f32 %pos 1 0\n"
        "%v1 = OpCompositeExtract %f32 %pos 2 1\n"
        "%o0 = OpAccessChain %pf %buf %c1 %c0\n"
        "OpStore %o0 %v0\n"
        "%o1 = OpAccessChain %pf %buf %c1 %c1\n"
        "OpStore %o1 %v1\n"
        "OpReturn\n"
        "OpFunctionEnd\n";
    spvrt_program *prog = prepare(ctx, text);
    if (!prog)
        return;
    uint64_t big = 0x123400010000ull; /* high word non-zero: the uvec2 must give both halves */
    struct {
        uint32_t address[2];
        float out[2];
    } data = {{(uint32_t)big, (uint32_t)(big >> 32)}, {-1, -1}};
    spvrt_binding b = {0, 0, 0, &data, sizeof data};
    spvrt_accel_address accels[1] = {{big, tlas}};
    spvrt_dispatch d = {.group_count = {1, 1, 1}, .bindings = &b, .binding_count = 1, .accels = accels,
                        .accel_count = 1, .threads = 1};
    if (spvrt_program_dispatch(ctx, prog, &d) != SPVRT_SUCCESS)
        FAIL("position fetch: %s", first_message(ctx));
    else if (data.out[0] != 1.0f || data.out[1] != 1.0f) /* vertex 1 x, vertex 2 y, object space */
        FAIL("position fetch: %g %g, expected 1 1", data.out[0], data.out[1]);
    release(prog);
}

int main(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx || !build_scene(ctx)) {
        fprintf(stderr, "rt_query_test: cannot build the scene: %s\n", ctx ? first_message(ctx) : "no context");
        return 1;
    }
    test_getters(ctx);
    test_traps(ctx);
    test_convert_and_positions(ctx);
    test_spheres(ctx);
    test_memory(ctx);
    test_primitive_culling(ctx);
    spvrt_accel_free(tlas);
    spvrt_accel_free(blas);
    spvrt_context_destroy(ctx);
    if (failures) {
        fprintf(stderr, "rt_query_test: %d failures\n", failures);
        return 1;
    }
    printf("rt_query_test: ok\n");
    return 0;
}
