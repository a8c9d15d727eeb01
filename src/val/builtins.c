/* Built-in variables (SPIR-V 3.21 BuiltIn; Vulkan 15.9 "Built-In
 * Variables" and its VUIDs): the type, storage class and execution models
 * each built-in requires in a Vulkan environment, as SPIRV-Tools
 * validate_builtins.cpp checks them.
 *
 * The type is checked on the decorated variable, constant or structure
 * member.  The storage class is checked on every module-level instruction
 * that depends on the decorated id (a pointer type to a structure with a
 * built-in member, the variable of that pointer type, ...): the
 * dependency is followed from each id to the module-level instructions
 * that name it, in module order.  The execution models are checked where
 * a function body names such an id: against the execution models of the
 * entry points whose static call tree contains the function.  Each tracked
 * id carries the set of built-ins it depends on, so the work is linear. */
#include <stdio.h>
#include <string.h>

#include "interface.h"

/* ---- the built-ins checked, what each requires --------------------------------- */

/* Execution models as bits (the models spirv-val names; others share one bit). */
enum {
    M_VERTEX = 1u << 0,
    M_TESS_CONTROL = 1u << 1,
    M_TESS_EVAL = 1u << 2,
    M_GEOMETRY = 1u << 3,
    M_FRAGMENT = 1u << 4,
    M_GLCOMPUTE = 1u << 5,
    M_KERNEL = 1u << 6,
    M_TASK_NV = 1u << 7,
    M_MESH_NV = 1u << 8,
    M_RAYGEN = 1u << 9,
    M_INTERSECTION = 1u << 10,
    M_ANY_HIT = 1u << 11,
    M_CLOSEST_HIT = 1u << 12,
    M_MISS = 1u << 13,
    M_CALLABLE = 1u << 14,
    M_TASK_EXT = 1u << 15,
    M_MESH_EXT = 1u << 16,
    M_OTHER = 1u << 17,
    M_MODELS = (1u << 18) - 1,
    /* not a model: an entry point without the DepthReplacing execution mode calls the function */
    M_NO_DEPTH_REPLACING = 1u << 20,
};

#define M_COMPUTE_LIKE (M_GLCOMPUTE | M_TASK_NV | M_MESH_NV | M_TASK_EXT | M_MESH_EXT)
#define M_PER_VERTEX (M_TESS_CONTROL | M_TESS_EVAL | M_GEOMETRY | M_MESH_NV | M_MESH_EXT)
#define M_RAY_ALL (M_RAYGEN | M_INTERSECTION | M_ANY_HIT | M_CLOSEST_HIT | M_MISS | M_CALLABLE)
#define M_RAY_HIT (M_INTERSECTION | M_ANY_HIT | M_CLOSEST_HIT)
#define M_RAY_TRAVERSAL (M_INTERSECTION | M_ANY_HIT | M_CLOSEST_HIT | M_MISS)

static uint32_t model_bit(uint32_t model)
{
    switch (model) {
    case SPVRT_ExecutionModel_Vertex: return M_VERTEX;
    case SPVRT_ExecutionModel_TessellationControl: return M_TESS_CONTROL;
    case SPVRT_ExecutionModel_TessellationEvaluation: return M_TESS_EVAL;
    case SPVRT_ExecutionModel_Geometry: return M_GEOMETRY;
    case SPVRT_ExecutionModel_Fragment: return M_FRAGMENT;
    case SPVRT_ExecutionModel_GLCompute: return M_GLCOMPUTE;
    case SPVRT_ExecutionModel_Kernel: return M_KERNEL;
    case SPVRT_ExecutionModel_TaskNV: return M_TASK_NV;
    case SPVRT_ExecutionModel_MeshNV: return M_MESH_NV;
    case SPVRT_ExecutionModel_RayGenerationKHR: return M_RAYGEN;
    case SPVRT_ExecutionModel_IntersectionKHR: return M_INTERSECTION;
    case SPVRT_ExecutionModel_AnyHitKHR: return M_ANY_HIT;
    case SPVRT_ExecutionModel_ClosestHitKHR: return M_CLOSEST_HIT;
    case SPVRT_ExecutionModel_MissKHR: return M_MISS;
    case SPVRT_ExecutionModel_CallableKHR: return M_CALLABLE;
    case SPVRT_ExecutionModel_TaskEXT: return M_TASK_EXT;
    case SPVRT_ExecutionModel_MeshEXT: return M_MESH_EXT;
    default: return M_OTHER;
    }
}

/* The execution model a bit stands for (for messages). */
static const char *model_name(uint32_t bit)
{
    static const uint32_t models[] = {
        SPVRT_ExecutionModel_Vertex,           SPVRT_ExecutionModel_TessellationControl,
        SPVRT_ExecutionModel_TessellationEvaluation, SPVRT_ExecutionModel_Geometry,
        SPVRT_ExecutionModel_Fragment,         SPVRT_ExecutionModel_GLCompute,
        SPVRT_ExecutionModel_Kernel,           SPVRT_ExecutionModel_TaskNV,
        SPVRT_ExecutionModel_MeshNV,           SPVRT_ExecutionModel_RayGenerationKHR,
        SPVRT_ExecutionModel_IntersectionKHR,  SPVRT_ExecutionModel_AnyHitKHR,
        SPVRT_ExecutionModel_ClosestHitKHR,    SPVRT_ExecutionModel_MissKHR,
        SPVRT_ExecutionModel_CallableKHR,      SPVRT_ExecutionModel_TaskEXT,
        SPVRT_ExecutionModel_MeshEXT,
    };
    for (uint32_t k = 0; k < sizeof models / sizeof models[0]; k++)
        if (bit == 1u << k)
            return spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, models[k]);
    return "another";
}

/* The type a built-in requires (Vulkan 15.9, each built-in's VUIDs). */
typedef enum {
    T_ANY,
    T_BOOL,
    T_I32,
    T_I32_VEC3,
    T_I32_VEC4,
    T_I32_ARRAY,
    T_F32,
    T_F32_VEC2,
    T_F32_VEC3,
    T_F32_VEC4,
    T_F32_ARRAY2,
    T_F32_ARRAY4,
    T_F32_MAT4X3,      /* 4 columns of 3-component vectors */
    T_OPT_ARRAYED_I32, /* a 32-bit int scalar; a variable may be an array of them */
    /* ---- rq family: SPV_NV_linear_swept_spheres ---- */
    T_F32_VEC3_ARRAY2, /* an array of 2 3-component 32-bit float vectors (HitLSSPositionsNV) */
    /* ---- end of rq family ---- */
} type_req;

static const char *type_text(type_req t)
{
    switch (t) {
    case T_BOOL: return "a bool scalar";
    case T_I32:
    case T_OPT_ARRAYED_I32: return "a 32-bit int scalar";
    case T_I32_VEC3: return "a 3-component 32-bit int vector";
    case T_I32_VEC4: return "a 4-component 32-bit int vector";
    case T_I32_ARRAY: return "a 32-bit int array";
    case T_F32: return "a 32-bit float scalar";
    case T_F32_VEC2: return "a 2-component 32-bit float vector";
    case T_F32_VEC3: return "a 3-component 32-bit float vector";
    case T_F32_VEC4: return "a 4-component 32-bit float vector";
    case T_F32_ARRAY2: return "a 2-component 32-bit float array";
    case T_F32_ARRAY4: return "a 4-component 32-bit float array";
    case T_F32_MAT4X3: return "a 32-bit float matrix of 4 columns and 3 rows";
    case T_F32_VEC3_ARRAY2: return "an array of 2 3-component 32-bit float vectors"; /* rq family */
    default: return "of another type";
    }
}

enum { SC_IN = 1, SC_OUT = 2 };

/* Built-ins whose type depends on the execution model (Position,
 * PointSize, ClipDistance, CullDistance): arrayed per vertex in
 * tessellation, geometry and mesh shaders. */
typedef enum { PV_NONE, PV_POSITION, PV_POINT_SIZE, PV_CLIP_CULL } per_vertex;

typedef struct builtin_rule {
    uint32_t builtin;
    type_req type;        /* checked where it is declared */
    uint16_t type_vuid;
    uint8_t storage;      /* SC_IN / SC_OUT allowed, 0: not checked */
    uint16_t storage_vuid;
    uint32_t models;      /* allowed execution models, 0: any */
    uint16_t model_vuid;
    per_vertex per_vertex;
    uint32_t input_forbids;  /* models that may not use an Input variable of it */
    uint32_t output_forbids; /* ... an Output one */
    uint16_t forbid_vuid;
} builtin_rule;

static const builtin_rule rules[] = {
    /* VUID-<name>-<name>-<n>: type, storage class, execution model */
    {SPVRT_BuiltIn_FragCoord, T_F32_VEC4, 4212, SC_IN, 4211, M_FRAGMENT, 4210, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_FragDepth, T_F32, 4215, SC_OUT, 4214, M_FRAGMENT, 4213, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_FrontFacing, T_BOOL, 4231, SC_IN, 4230, M_FRAGMENT, 4229, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_HelperInvocation, T_BOOL, 4241, SC_IN, 4240, M_FRAGMENT, 4239, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_InvocationId, T_I32, 4259, SC_IN, 4258, M_TESS_CONTROL | M_GEOMETRY, 4257, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_InstanceIndex, T_I32, 4265, SC_IN, 4264, M_VERTEX, 4263, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_VertexIndex, T_I32, 4400, SC_IN, 4399, M_VERTEX, 4398, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_PatchVertices, T_I32, 4310, SC_IN, 4309, M_TESS_CONTROL | M_TESS_EVAL, 4308, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_PointCoord, T_F32_VEC2, 4313, SC_IN, 4312, M_FRAGMENT, 4311, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SampleId, T_I32, 4356, SC_IN, 4355, M_FRAGMENT, 4354, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SampleMask, T_I32_ARRAY, 4359, SC_IN | SC_OUT, 4358, M_FRAGMENT, 4357, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SamplePosition, T_F32_VEC2, 4362, SC_IN, 4361, M_FRAGMENT, 4360, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_TessCoord, T_F32_VEC3, 4389, SC_IN, 4388, M_TESS_EVAL, 4387, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_TessLevelOuter, T_F32_ARRAY4, 4393, 0, 0, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_TessLevelInner, T_F32_ARRAY2, 4397, 0, 0, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_Position, T_ANY, 4321, SC_IN | SC_OUT, 4320, M_VERTEX | M_PER_VERTEX, 4318, PV_POSITION,
     M_VERTEX | M_MESH_NV | M_MESH_EXT, 0, 4319},
    {SPVRT_BuiltIn_PointSize, T_ANY, 4317, SC_IN | SC_OUT, 4316, M_VERTEX | M_PER_VERTEX, 4314, PV_POINT_SIZE,
     M_VERTEX, 0, 4315},
    {SPVRT_BuiltIn_ClipDistance, T_ANY, 4191, SC_IN | SC_OUT, 4190, M_VERTEX | M_FRAGMENT | M_PER_VERTEX, 4187,
     PV_CLIP_CULL, M_VERTEX | M_MESH_NV | M_MESH_EXT, M_FRAGMENT, 4188},
    {SPVRT_BuiltIn_CullDistance, T_ANY, 4200, SC_IN | SC_OUT, 4199, M_VERTEX | M_FRAGMENT | M_PER_VERTEX, 4196,
     PV_CLIP_CULL, M_VERTEX | M_MESH_NV | M_MESH_EXT, M_FRAGMENT, 4197},
    {SPVRT_BuiltIn_PrimitiveId, T_OPT_ARRAYED_I32, 4337, SC_IN | SC_OUT, 0,
     M_FRAGMENT | M_TESS_CONTROL | M_TESS_EVAL | M_GEOMETRY | M_MESH_NV | M_MESH_EXT | M_RAY_HIT, 4330, PV_NONE, 0,
     M_TESS_CONTROL | M_TESS_EVAL | M_FRAGMENT | M_RAY_HIT, 4334},
    {SPVRT_BuiltIn_Layer, T_OPT_ARRAYED_I32, 4276, 0, 0, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_ViewportIndex, T_OPT_ARRAYED_I32, 4408, 0, 0, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_GlobalInvocationId, T_I32_VEC3, 4238, SC_IN, 4237, M_COMPUTE_LIKE, 4236, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_LocalInvocationId, T_I32_VEC3, 4283, SC_IN, 4282, M_COMPUTE_LIKE, 4281, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_LocalInvocationIndex, T_I32, 4286, SC_IN, 4285, M_COMPUTE_LIKE, 4284, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_NumWorkgroups, T_I32_VEC3, 4298, SC_IN, 4297, M_COMPUTE_LIKE, 4296, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_WorkgroupId, T_I32_VEC3, 4424, SC_IN, 4423, M_COMPUTE_LIKE, 4422, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_NumSubgroups, T_I32, 4295, SC_IN, 4294, M_COMPUTE_LIKE, 4293, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupId, T_I32, 4369, SC_IN, 4368, M_COMPUTE_LIKE, 4367, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_WorkgroupSize, T_I32_VEC3, 4427, 0, 0, M_COMPUTE_LIKE, 4425, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupEqMask, T_I32_VEC4, 4371, SC_IN, 4370, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupGeMask, T_I32_VEC4, 4373, SC_IN, 4372, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupGtMask, T_I32_VEC4, 4375, SC_IN, 4374, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupLeMask, T_I32_VEC4, 4377, SC_IN, 4376, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupLtMask, T_I32_VEC4, 4379, SC_IN, 4378, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupLocalInvocationId, T_I32, 4381, SC_IN, 4380, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_SubgroupSize, T_I32, 4383, SC_IN, 4382, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_BaseVertex, T_I32, 4186, SC_IN, 4185, M_VERTEX, 4184, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_BaseInstance, T_I32, 4183, SC_IN, 4182, M_VERTEX, 4181, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_DrawIndex, T_I32, 4209, SC_IN, 4208, M_VERTEX | M_MESH_NV | M_TASK_NV | M_MESH_EXT | M_TASK_EXT,
     4207, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_ViewIndex, T_I32, 4403, SC_IN, 4402, M_MODELS & ~M_GLCOMPUTE, 4401, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_DeviceIndex, T_I32, 4206, SC_IN, 4205, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_LaunchIdKHR, T_I32_VEC3, 4268, SC_IN, 4267, M_RAY_ALL, 4266, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_LaunchSizeKHR, T_I32_VEC3, 4271, SC_IN, 4270, M_RAY_ALL, 4269, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_WorldRayOriginKHR, T_F32_VEC3, 4433, SC_IN, 4432, M_RAY_TRAVERSAL, 4431, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_WorldRayDirectionKHR, T_F32_VEC3, 4430, SC_IN, 4429, M_RAY_TRAVERSAL, 4428, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_ObjectRayOriginKHR, T_F32_VEC3, 4304, SC_IN, 4303, M_RAY_HIT, 4302, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_ObjectRayDirectionKHR, T_F32_VEC3, 4301, SC_IN, 4300, M_RAY_HIT, 4299, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_RayTminKHR, T_F32, 4353, SC_IN, 4352, M_RAY_TRAVERSAL, 4351, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_RayTmaxKHR, T_F32, 4350, SC_IN, 4349, M_RAY_TRAVERSAL, 4348, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_IncomingRayFlagsKHR, T_I32, 4250, SC_IN, 4249, M_RAY_TRAVERSAL, 4248, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_HitKindKHR, T_I32, 4244, SC_IN, 4243, M_ANY_HIT | M_CLOSEST_HIT, 4242, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_InstanceCustomIndexKHR, T_I32, 4253, SC_IN, 4252, M_RAY_HIT, 4251, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_InstanceId, T_I32, 4256, SC_IN, 4255, M_RAY_HIT, 4254, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_RayGeometryIndexKHR, T_I32, 4347, SC_IN, 4346, M_RAY_HIT, 4345, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_ObjectToWorldKHR, T_F32_MAT4X3, 4307, SC_IN, 4306, M_RAY_HIT, 4305, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_WorldToObjectKHR, T_F32_MAT4X3, 4436, SC_IN, 4435, M_RAY_HIT, 4434, PV_NONE, 0, 0, 0},
    /* ---- rq family: SPV_NV_linear_swept_spheres 3.21, types and storage class of [VD] (VUID-<name>-<name>-
     * 10513..10530); the execution models (AnyHitKHR, ClosestHitKHR) are LSS-005, checked in every
     * environment by ray_query.c ---- */
    {SPVRT_BuiltIn_HitIsSphereNV, T_BOOL, 10515, SC_IN, 10514, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_HitIsLSSNV, T_BOOL, 10518, SC_IN, 10517, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_HitSpherePositionNV, T_F32_VEC3, 10521, SC_IN, 10520, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_HitSphereRadiusNV, T_F32, 10524, SC_IN, 10523, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_HitLSSPositionsNV, T_F32_VEC3_ARRAY2, 10527, SC_IN, 10526, 0, 0, PV_NONE, 0, 0, 0},
    {SPVRT_BuiltIn_HitLSSRadiiNV, T_F32_ARRAY2, 10530, SC_IN, 10529, 0, 0, PV_NONE, 0, 0, 0},
    /* ---- end of rq family ---- */
};

#define RULE_KINDS (sizeof rules / sizeof rules[0])
_Static_assert(RULE_KINDS <= 64, "a tracked id's built-ins are a 64-bit set");

static const builtin_rule *rule_of(uint32_t builtin, uint32_t *kind)
{
    for (uint32_t k = 0; k < RULE_KINDS; k++)
        if (rules[k].builtin == builtin) {
            *kind = k;
            return &rules[k];
        }
    return NULL;
}

static const char *builtin_name(uint32_t builtin)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_BuiltIn, builtin);
}

/* ---- type facts ------------------------------------------------------------------ */

static bool is_scalar(const spvrt_validator *v, uint32_t type, uint16_t opcode, uint32_t width)
{
    const spvrt_instruction *t = spvrt_val_type(v, type);
    if (!t || t->opcode != opcode)
        return false;
    return opcode == SPVRT_OpTypeBool || spvrt_val_word(v, t, 2) == width;
}

static bool is_vector(const spvrt_validator *v, uint32_t type, uint16_t opcode, uint32_t count)
{
    const spvrt_instruction *t = spvrt_val_type(v, type);
    return t && t->opcode == SPVRT_OpTypeVector && spvrt_val_word(v, t, 3) == count &&
           is_scalar(v, spvrt_val_word(v, t, 2), opcode, 32);
}

/* An OpTypeArray's element type, or 0. */
static uint32_t array_element(const spvrt_validator *v, uint32_t type)
{
    const spvrt_instruction *t = spvrt_val_type(v, type);
    return t && t->opcode == SPVRT_OpTypeArray ? spvrt_val_word(v, t, 2) : 0;
}

/* An array of 32-bit floats, of `length` elements unless 0. */
static bool is_f32_array(const spvrt_validator *v, uint32_t type, uint64_t length)
{
    uint32_t element = array_element(v, type);
    if (!element || !is_scalar(v, element, SPVRT_OpTypeFloat, 32))
        return false;
    if (length == 0)
        return true;
    uint64_t actual;
    return spvrt_val_constant_u64(v, spvrt_val_word(v, spvrt_val_type(v, type), 3), &actual) && actual == length;
}

static bool type_matches(const spvrt_validator *v, type_req req, uint32_t type, bool member)
{
    switch (req) {
    case T_ANY: return true;
    case T_BOOL: return is_scalar(v, type, SPVRT_OpTypeBool, 0);
    case T_I32: return is_scalar(v, type, SPVRT_OpTypeInt, 32);
    case T_OPT_ARRAYED_I32:
        if (!member && array_element(v, type))
            type = array_element(v, type);
        return is_scalar(v, type, SPVRT_OpTypeInt, 32);
    case T_I32_VEC3: return is_vector(v, type, SPVRT_OpTypeInt, 3);
    case T_I32_VEC4: return is_vector(v, type, SPVRT_OpTypeInt, 4);
    case T_I32_ARRAY: {
        uint32_t element = array_element(v, type);
        return element && is_scalar(v, element, SPVRT_OpTypeInt, 32);
    }
    case T_F32: return is_scalar(v, type, SPVRT_OpTypeFloat, 32);
    case T_F32_VEC2: return is_vector(v, type, SPVRT_OpTypeFloat, 2);
    case T_F32_VEC3: return is_vector(v, type, SPVRT_OpTypeFloat, 3);
    case T_F32_VEC4: return is_vector(v, type, SPVRT_OpTypeFloat, 4);
    case T_F32_ARRAY2: return is_f32_array(v, type, 2);
    case T_F32_ARRAY4: return is_f32_array(v, type, 4);
    case T_F32_VEC3_ARRAY2: { /* rq family */
        uint64_t length;
        uint32_t element = array_element(v, type);
        return element && is_vector(v, element, SPVRT_OpTypeFloat, 3) &&
               spvrt_val_constant_u64(v, spvrt_val_word(v, spvrt_val_type(v, type), 3), &length) && length == 2;
    }
    case T_F32_MAT4X3: {
        const spvrt_instruction *t = spvrt_val_type(v, type);
        return t && t->opcode == SPVRT_OpTypeMatrix && spvrt_val_word(v, t, 3) == 4 &&
               is_vector(v, spvrt_val_word(v, t, 2), SPVRT_OpTypeFloat, 3);
    }
    }
    return true;
}

/* The per-vertex built-ins' types: `plain` as Vertex (and for
 * ClipDistance/CullDistance Fragment) shaders use them, `arrayed` as
 * tessellation, geometry and mesh shaders do (where a variable, not a
 * structure member, may be an array of them). */
static void per_vertex_types(const spvrt_validator *v, per_vertex pv, uint32_t type, bool member, bool *plain_ok,
                             bool *arrayed_ok)
{
    uint32_t unarrayed = type;
    switch (pv) {
    case PV_POSITION:
        *plain_ok = is_vector(v, type, SPVRT_OpTypeFloat, 4);
        if (!member && array_element(v, type))
            unarrayed = array_element(v, type);
        *arrayed_ok = is_vector(v, unarrayed, SPVRT_OpTypeFloat, 4);
        return;
    case PV_POINT_SIZE:
        *plain_ok = is_scalar(v, type, SPVRT_OpTypeFloat, 32);
        if (!member && array_element(v, type))
            unarrayed = array_element(v, type);
        *arrayed_ok = is_scalar(v, unarrayed, SPVRT_OpTypeFloat, 32);
        return;
    case PV_CLIP_CULL:
        *plain_ok = is_f32_array(v, type, 0);
        /* an outer array is stripped only when its element is an array too */
        if (!member && array_element(v, type) && array_element(v, array_element(v, type)))
            unarrayed = array_element(v, type);
        *arrayed_ok = is_f32_array(v, unarrayed, 0);
        return;
    default: *plain_ok = *arrayed_ok = true; return;
    }
}

/* ---- dependency tracking ------------------------------------------------------- */

/* What an id depends on: the built-ins (rule indices), those whose
 * per-vertex type is wrong for plain or arrayed use, and the execution
 * models it may not be used with (a Position Input variable in a Vertex
 * shader, ...). */
typedef struct trace {
    uint64_t kinds, bad_plain, bad_arrayed;
    uint32_t forbidden;
    uint8_t forbid_kind;
} trace;

typedef struct builtin_state {
    spvrt_interface *s;
    spvrt_validator *v;
    spvrt_idmap trace_of; /* id -> index into traces */
    trace *traces;
    uint32_t trace_count, trace_capacity;
    spvrt_idmap models;   /* function id -> model bits of the entry points that call it */
} builtin_state;

static trace *trace_get(builtin_state *b, uint32_t id)
{
    uint32_t k = spvrt_idmap_get(&b->trace_of, id);
    return k < b->trace_count ? &b->traces[k] : NULL;
}

static bool trace_merge(builtin_state *b, uint32_t id, const trace *t)
{
    trace *have = trace_get(b, id);
    if (!have) {
        if (!spvrt_grow(b->v->ctx, (void **)&b->traces, &b->trace_capacity, b->trace_count + 1, sizeof *b->traces))
            return false;
        if (!spvrt_idmap_set(&b->trace_of, id, b->trace_count))
            return false;
        b->traces[b->trace_count++] = *t;
        return true;
    }
    if (!have->forbidden)
        have->forbid_kind = t->forbid_kind;
    have->kinds |= t->kinds;
    have->bad_plain |= t->bad_plain;
    have->bad_arrayed |= t->bad_arrayed;
    have->forbidden |= t->forbidden;
    return true;
}

/* SPIRV-Tools' GetStorageClass: the storage class an instruction names, or UINT32_MAX. */
static uint32_t storage_class_of(const spvrt_validator *v, const spvrt_instruction *inst)
{
    switch (inst->opcode) {
    case SPVRT_OpTypePointer:
    case SPVRT_OpTypeForwardPointer: return spvrt_val_word(v, inst, 2);
    case SPVRT_OpVariable: return spvrt_val_word(v, inst, 3);
    case SPVRT_OpGenericCastToPtrExplicit: return spvrt_val_word(v, inst, 4);
    default: return UINT32_MAX;
    }
}

static const char *sc_text(uint8_t allowed)
{
    return allowed == SC_IN ? "Input" : allowed == SC_OUT ? "Output" : "Input or Output";
}

static const char *models_text(const builtin_rule *r)
{
    switch (r->per_vertex) {
    case PV_POSITION:
    case PV_POINT_SIZE: return "Vertex, TessellationControl, TessellationEvaluation, Geometry or mesh";
    case PV_CLIP_CULL: return "Fragment, Vertex, TessellationControl, TessellationEvaluation, Geometry or mesh";
    default: break;
    }
    if (r->models == M_FRAGMENT)
        return "Fragment";
    if (r->models == M_VERTEX)
        return "Vertex";
    if (r->models == M_COMPUTE_LIKE)
        return "GLCompute, TaskNV, MeshNV, TaskEXT or MeshEXT";
    if (r->models == (M_MODELS & ~M_GLCOMPUTE))
        return "any but GLCompute";
    return "its";
}

/* Storage class of an instruction that depends on built-ins (VUID-<name>-<name>-<storage vuid>). */
static bool check_storage(builtin_state *b, const trace *t, const spvrt_instruction *inst, uint32_t sc)
{
    char a[12];
    uint8_t have = sc == SPVRT_StorageClass_Input ? SC_IN : sc == SPVRT_StorageClass_Output ? SC_OUT : 0;
    for (uint32_t k = 0; k < RULE_KINDS; k++) {
        const builtin_rule *r = &rules[k];
        if (!(t->kinds >> k & 1) || !r->storage || (have & r->storage))
            continue;
        const char *name = builtin_name(r->builtin), *sc_name = spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass,
                                                                                             sc);
        char vuid[64] = "";
        if (r->storage_vuid)
            snprintf(vuid, sizeof vuid, "[VUID-%s-%s-%05u] ", name, name, r->storage_vuid);
        if (!spvrt_val_report(b->v, RULE_BUILTIN_STORAGE_CLASS, inst, "%sBuiltIn %s is used by %%%s, which is in "
                              "the %s storage class; Vulkan allows it only in the %s storage class", vuid, name,
                              spvrt_val_id_name(b->v, inst->result, a), sc_name ? sc_name : "?",
                              sc_text(r->storage)))
            return false;
        return true; /* one error per instruction */
    }
    return true;
}

/* A function-body instruction that uses ids depending on built-ins, in a
 * function the entry points of `models` call. */
static bool check_in_function(builtin_state *b, const trace *t, const spvrt_instruction *inst, uint32_t models)
{
    spvrt_validator *v = b->v;
    uint32_t real = models & M_MODELS;
    for (uint32_t k = 0; k < RULE_KINDS; k++) {
        const builtin_rule *r = &rules[k];
        if (!(t->kinds >> k & 1))
            continue;
        const char *name = builtin_name(r->builtin);
        /* VUID-<name>-<name>-<model vuid>: the execution models that may use it */
        uint32_t wrong = r->models ? real & ~r->models : 0;
        if (wrong) {
            uint32_t bit = wrong & -wrong;
            return spvrt_val_report(v, RULE_BUILTIN_EXECUTION_MODEL, inst, "[VUID-%s-%s-%05u] Vulkan allows BuiltIn "
                                    "%s only with %s execution models; this function is called with the %s "
                                    "execution model", name, name, r->model_vuid, name, models_text(r),
                                    model_name(bit));
        }
        /* Position, PointSize, ClipDistance, CullDistance: the type per execution model */
        uint32_t plain_models = r->per_vertex == PV_CLIP_CULL ? (M_VERTEX | M_FRAGMENT) : M_VERTEX;
        bool bad = ((t->bad_plain >> k & 1) && (real & plain_models)) ||
                   ((t->bad_arrayed >> k & 1) && (real & M_PER_VERTEX));
        if (r->per_vertex != PV_NONE && bad) {
            const char *what = r->per_vertex == PV_POSITION     ? "a 4-component 32-bit float vector"
                               : r->per_vertex == PV_POINT_SIZE ? "a 32-bit float scalar"
                                                                : "a 32-bit float array";
            return spvrt_val_report(v, RULE_BUILTIN_TYPE, inst, "[VUID-%s-%s-%05u] BuiltIn %s must be %s (an "
                                    "array of them per vertex in tessellation, geometry and mesh shaders)", name,
                                    name, r->type_vuid, name, what);
        }
        /* VUID-FragDepth-FragDepth-04216: the entry points that write FragDepth declare DepthReplacing */
        if (r->builtin == SPVRT_BuiltIn_FragDepth && (models & M_NO_DEPTH_REPLACING))
            return spvrt_val_report(v, RULE_BUILTIN_DEPTH_REPLACING, inst, "an entry point that uses BuiltIn FragDepth has no DepthReplacing execution mode");
    }
    /* Position/PointSize/ClipDistance/CullDistance Input variables not in Vertex (and mesh) shaders,
     * ClipDistance/CullDistance Output ones not in Fragment shaders, PrimitiveId Output ones ... */
    uint32_t wrong = t->forbidden & real;
    if (wrong) {
        const builtin_rule *r = &rules[t->forbid_kind];
        const char *name = builtin_name(r->builtin);
        return spvrt_val_report(v, RULE_BUILTIN_EXECUTION_MODEL, inst, "[VUID-%s-%s-%05u] Vulkan does not allow "
                                "BuiltIn %s variables of this storage class with the %s execution model", name, name,
                                r->forbid_vuid, name, model_name(wrong & -wrong));
    }
    return true;
}

/* A module-level instruction that depends on built-ins: its storage
 * class, and what its result id then depends on. */
static bool check_global(builtin_state *b, trace t, const spvrt_instruction *inst)
{
    uint32_t sc = storage_class_of(b->v, inst);
    if (sc != UINT32_MAX) {
        if (!check_storage(b, &t, inst, sc))
            return false;
        for (uint32_t k = 0; k < RULE_KINDS; k++) {
            if (!(t.kinds >> k & 1))
                continue;
            uint32_t forbids = sc == SPVRT_StorageClass_Input    ? rules[k].input_forbids
                               : sc == SPVRT_StorageClass_Output ? rules[k].output_forbids
                                                                 : 0;
            if (forbids && !t.forbidden)
                t.forbid_kind = (uint8_t)k;
            t.forbidden |= forbids;
        }
    }
    return !inst->result || trace_merge(b, inst->result, &t);
}

/* ---- execution models per function ---------------------------------------------- */

static bool build_models(builtin_state *b)
{
    spvrt_validator *v = b->v;
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init(&b->models, v->ctx, m->header.bound, m->inst_count, 0))
        return false;
    spvrt_idmap depth; /* entry point function -> 1 with DepthReplacing */
    if (!spvrt_idmap_init(&depth, v->ctx, m->header.bound, m->inst_count, 0))
        return false;
    bool ok = true;
    for (uint32_t i = 0; ok && i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode == SPVRT_OpExecutionMode && spvrt_val_word(v, inst, 2) == SPVRT_ExecutionMode_DepthReplacing)
            ok = spvrt_idmap_set(&depth, spvrt_val_word(v, inst, 1), 1);
    }
    uint32_t *queue = ok ? spvrt_alloc(v->ctx, (m->function_count + 1) * sizeof *queue) : NULL;
    ok = ok && queue;
    /* a worklist (a ring of function instruction indices): a function is queued again only when its set
     * grows, at most once per bit */
    uint32_t head = 0, count = 0, cap = m->function_count + 1;
    spvrt_idmap queued;
    bool queued_ok = ok && spvrt_idmap_init(&queued, v->ctx, m->header.bound, m->inst_count, 0);
    ok = ok && queued_ok;
    for (uint32_t k = 0; ok && k < m->entry_point_count; k++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[k]];
        uint32_t f = spvrt_val_word(v, ep, 2);
        const spvrt_instruction *def = spvrt_module_def(m, f);
        if (!def || def->opcode != SPVRT_OpFunction)
            continue;
        uint32_t bits = model_bit(spvrt_val_word(v, ep, 1)) | (spvrt_idmap_get(&depth, f) ? 0 : M_NO_DEPTH_REPLACING);
        ok = spvrt_idmap_set(&b->models, f, spvrt_idmap_get(&b->models, f) | bits);
        if (ok && !spvrt_idmap_get(&queued, f) && count < cap) {
            ok = spvrt_idmap_set(&queued, f, 1);
            queue[(head + count++) % cap] = (uint32_t)(def - m->insts);
        }
    }
    while (ok && count) {
        uint32_t index = queue[head];
        head = (head + 1) % cap;
        count--;
        uint32_t caller = m->insts[index].result;
        ok = spvrt_idmap_set(&queued, caller, 0);
        uint32_t bits = spvrt_idmap_get(&b->models, caller);
        for (uint32_t i = index + 1; ok && i < m->inst_count; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpFunctionEnd || inst->opcode == SPVRT_OpFunction)
                break;
            if (inst->opcode != SPVRT_OpFunctionCall)
                continue;
            uint32_t callee = spvrt_val_word(v, inst, 3);
            const spvrt_instruction *def = spvrt_module_def(m, callee);
            uint32_t have = spvrt_idmap_get(&b->models, callee);
            if (!def || def->opcode != SPVRT_OpFunction || (have | bits) == have)
                continue;
            ok = spvrt_idmap_set(&b->models, callee, have | bits);
            if (ok && !spvrt_idmap_get(&queued, callee) && count < cap) {
                ok = spvrt_idmap_set(&queued, callee, 1);
                queue[(head + count++) % cap] = (uint32_t)(def - m->insts);
            }
        }
    }
    if (queued_ok)
        spvrt_idmap_free(&queued);
    spvrt_free(v->ctx, queue);
    spvrt_idmap_free(&depth);
    return ok;
}

/* ---- the checks ------------------------------------------------------------------ */

/* Where a built-in is declared: its type, and what the decorated id then depends on. */
static bool check_definition(builtin_state *b, const spvrt_deco *d)
{
    spvrt_validator *v = b->v;
    char a[12];
    uint32_t kind;
    const builtin_rule *r = rule_of(d->value, &kind);
    const spvrt_instruction *target = spvrt_module_def(v->m, d->target);
    if (!r || !target)
        return true;
    const char *name = builtin_name(r->builtin);
    const spvrt_instruction *where = &v->m->insts[d->inst];
    bool member = d->member != SPVRT_NO_MEMBER;
    uint32_t type = 0;
    if (member) {
        if (target->opcode != SPVRT_OpTypeStruct || d->member >= target->word_count - 2u)
            return true;
        type = spvrt_val_word(v, target, d->member + 2);
    } else if (target->opcode == SPVRT_OpTypeStruct) {
        return true;
    } else if (target->opcode == SPVRT_OpVariable) {
        type = spvrt_val_pointee(v, target->result_type, NULL);
    } else {
        type = target->result_type; /* a constant */
    }
    /* VUID-WorkgroupSize-WorkgroupSize-04426: WorkgroupSize decorates a constant */
    if (r->builtin == SPVRT_BuiltIn_WorkgroupSize && (member || target->opcode == SPVRT_OpVariable))
        return spvrt_val_report(v, RULE_BUILTIN_TYPE, where, "[VUID-WorkgroupSize-WorkgroupSize-04426] Vulkan "
                                "requires BuiltIn WorkgroupSize to be a constant; %%%s is not one",
                                spvrt_val_id_name(v, d->target, a));
    if (!type_matches(v, r->type, type, member)) {
        if (member)
            return spvrt_val_report(v, RULE_BUILTIN_TYPE, where, "[VUID-%s-%s-%05u] BuiltIn %s must be %s; member "
                                    "%u of %%%s is not", name, name, r->type_vuid, name, type_text(r->type),
                                    d->member, spvrt_val_id_name(v, d->target, a));
        return spvrt_val_report(v, RULE_BUILTIN_TYPE, where, "[VUID-%s-%s-%05u] BuiltIn %s must be %s; %%%s is not",
                                name, name, r->type_vuid, name, type_text(r->type),
                                spvrt_val_id_name(v, d->target, a));
    }
    trace t = {.kinds = 1ull << kind};
    if (r->per_vertex != PV_NONE) {
        bool plain_ok, arrayed_ok;
        per_vertex_types(v, r->per_vertex, type, member, &plain_ok, &arrayed_ok);
        t.bad_plain = plain_ok ? 0 : t.kinds;
        t.bad_arrayed = arrayed_ok ? 0 : t.kinds;
    }
    /* the decorated instruction is the first that depends on it */
    return check_global(b, t, target);
}

/* Follow the dependencies through the module in order: module-level
 * instructions pass them on to their results, function bodies are checked. */
static void check_references(builtin_state *b)
{
    spvrt_validator *v = b->v;
    const spvrt_module *m = v->m;
    uint32_t models = 0;
    bool in_function = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction) {
            in_function = true;
            models = spvrt_idmap_get(&b->models, inst->result);
        }
        trace t = {0};
        bool any = false;
        uint32_t id;
        for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, true, &k, &id);) {
            const trace *have = id != inst->result ? trace_get(b, id) : NULL;
            if (!have)
                continue;
            if (!any || !t.forbidden)
                t.forbid_kind = have->forbid_kind;
            any = true;
            t.kinds |= have->kinds;
            t.bad_plain |= have->bad_plain;
            t.bad_arrayed |= have->bad_arrayed;
            t.forbidden |= have->forbidden;
        }
        bool ok = true;
        if (any && in_function) {
            uint32_t sc = storage_class_of(v, inst);
            ok = (sc == UINT32_MAX || check_storage(b, &t, inst, sc)) && check_in_function(b, &t, inst, models);
        } else if (any) {
            ok = check_global(b, t, inst);
        }
        if (!ok || v->stopped)
            return;
        if (inst->opcode == SPVRT_OpFunctionEnd)
            in_function = false;
    }
}

void spvrt_interface_builtin_rules(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    /* SPIRV-Tools checks built-ins only in Vulkan environments */
    if (!spvrt_val_vulkan(v))
        return;
    bool any = false;
    for (uint32_t k = 0; k < s->deco_count && !any; k++)
        any = s->decos[k].decoration == SPVRT_Decoration_BuiltIn && s->decos[k].has_value;
    if (!any)
        return;
    builtin_state b = {.s = s, .v = v};
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init(&b.trace_of, v->ctx, m->header.bound, m->inst_count, UINT32_MAX))
        return;
    bool ok = build_models(&b);
    for (uint32_t k = 0; ok && k < s->deco_count; k++)
        if (s->decos[k].decoration == SPVRT_Decoration_BuiltIn && s->decos[k].has_value)
            ok = check_definition(&b, &s->decos[k]) && !v->stopped;
    if (ok)
        check_references(&b);
    spvrt_idmap_free(&b.trace_of);
    spvrt_idmap_free(&b.models);
    spvrt_free(v->ctx, b.traces);
}
