/* Hit objects and invocation reordering: SPV_EXT_shader_invocation_reorder
 * (RULES.md B.1, SER-002 ... SER-041), the NV forms of
 * SPV_NV_shader_invocation_reorder that the installed grammar has (validated
 * with the same rule ids where the NV text states the same requirement), and
 * the hit-object getters of SPV_NV_linear_swept_spheres (B.3, LSS-007 ...
 * LSS-014).  SER-001/005/006 are capabilities.c's; SER-008 is reported by
 * memory.c's initializer check; SER-013 by the env-instructions family; the
 * ray-flag values by the rq family.
 *
 * Each instruction is described by a row: its family (EXT, NV, LSS), the
 * execution models it is allowed in, its result type and the role of each
 * <id> operand.  The operand and result checks follow the document text
 * (SPIRV-Tools' validate_ray_tracing_reorder.cpp checks the same things,
 * sometimes stricter: see the rule summaries in rules.c). */
#include <stdio.h>
#include <string.h>

#include "val.h"

/* ---- the instruction rows ----------------------------------------------------------------------------- */

typedef enum role {
    R_END = 0,
    R_HIT,          /* pointer to the family's hit object (SER-015, LSS-008) */
    R_ACCEL,        /* OpTypeAccelerationStructureKHR (SER-021) */
    R_FLAGS,        /* Ray Flags: 32-bit int scalar (SER-022) */
    R_CULL,         /* Cull Mask (SER-022) */
    R_SBT_OFFSET,   /* SBT Offset (SER-022) */
    R_SBT_STRIDE,   /* SBT Stride (SER-022) */
    R_MISS,         /* Miss Index of a trace: 32-bit int scalar (SER-022) */
    R_MISS_RECORD,  /* Miss Index of a record-miss: 32-bit unsigned int scalar (SER-032) */
    R_ORIGIN,       /* vec3 f32 (SER-023) */
    R_TMIN,         /* f32 scalar (SER-024) */
    R_DIRECTION,    /* vec3 f32 (SER-023) */
    R_TMAX,         /* f32 scalar (SER-024) */
    R_PAYLOAD,      /* OpVariable in RayPayloadKHR or IncomingRayPayloadKHR (SER-025) */
    R_TIME,         /* Current Time: f32 scalar (SER-026) */
    R_HINT,         /* 32-bit int scalar (SER-016) */
    R_BITS,         /* 32-bit int scalar (SER-016) */
    R_OPT_HINT,     /* optional, with Bits (SER-017), 32-bit int scalar (SER-018) */
    R_OPT_BITS,
    R_QUERY,        /* pointer to OpTypeRayQueryKHR (SER-028) */
    R_QUERY_SBT,    /* SBT Record Index of OpHitObjectRecordFromQueryEXT: 32-bit int scalar (SER-029) */
    R_SET_SBT,      /* SBT Record Index of OpHitObjectSetShaderBindingTableRecordIndexEXT (SER-041) */
    R_ATTRIBUTES,   /* OpVariable in the family's HitObjectAttribute storage class (SER-030) */
    R_SKIP          /* an operand no seed rule covers (NV record-hit integers, [H]'s Hit Kind) */
} role;

typedef enum result_shape {
    RES_NONE,
    RES_INT32,     /* 32-bit int scalar */
    RES_FLOAT32,   /* 32-bit float scalar */
    RES_VEC3,      /* 3-component vector of 32-bit float */
    RES_MAT4X3,    /* 4 columns of 3-component 32-bit float vectors */
    RES_ARR3_VEC3, /* array of length 3 of vec3 f32 */
    RES_VEC2_INT,  /* 2-component vector of 32-bit int */
    RES_BOOL,      /* boolean scalar */
    RES_ARR2_VEC3, /* array of length 2 of vec3 f32 */
    RES_ARR2_F32   /* array of length 2 of f32 */
} result_shape;

typedef enum family { EXT, NV, LSS } family;

typedef enum needs { NEEDS_NOTHING, NEEDS_MOTION_BLUR, NEEDS_RAY_QUERY, NEEDS_POSITION_FETCH, NEEDS_NV_REORDER } needs;

typedef struct op_row {
    uint16_t opcode;
    uint8_t family;
    bool raygen_only; /* else RayGenerationKHR, ClosestHitKHR and MissKHR */
    uint8_t result;   /* result_shape */
    uint8_t needs;
    spvrt_rule result_rule;
    uint8_t roles[16];
} op_row;

#define TRACE R_HIT, R_ACCEL, R_FLAGS, R_CULL, R_SBT_OFFSET, R_SBT_STRIDE, R_MISS, R_ORIGIN, R_TMIN, R_DIRECTION, R_TMAX
#define RAY R_ORIGIN, R_TMIN, R_DIRECTION, R_TMAX
#define GETTER(op, fam, shape, rule) {op, fam, false, shape, NEEDS_NOTHING, rule, {R_HIT}}

static const op_row rows[] = {
    /* doc 000 3.36 Reorder Instructions */
    {SPVRT_OpReorderThreadWithHintEXT, EXT, true, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HINT, R_BITS}},
    {SPVRT_OpReorderThreadWithHitObjectEXT, EXT, true, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_OPT_HINT, R_OPT_BITS}},
    /* doc 000 3.36 Hit Object Instructions */
    {SPVRT_OpHitObjectTraceRayEXT, EXT, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {TRACE, R_PAYLOAD}},
    {SPVRT_OpHitObjectTraceRayMotionEXT, EXT, false, RES_NONE, NEEDS_MOTION_BLUR, RULE_COUNT,
     {TRACE, R_TIME, R_PAYLOAD}},
    {SPVRT_OpHitObjectRecordFromQueryEXT, EXT, false, RES_NONE, NEEDS_RAY_QUERY, RULE_COUNT,
     {R_HIT, R_QUERY, R_QUERY_SBT, R_ATTRIBUTES, R_SKIP}},
    {SPVRT_OpHitObjectRecordMissEXT, EXT, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_FLAGS, R_MISS_RECORD, RAY}},
    {SPVRT_OpHitObjectRecordMissMotionEXT, EXT, false, RES_NONE, NEEDS_MOTION_BLUR, RULE_COUNT,
     {R_HIT, R_FLAGS, R_MISS_RECORD, RAY, R_TIME}},
    {SPVRT_OpHitObjectRecordEmptyEXT, EXT, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HIT}},
    {SPVRT_OpHitObjectExecuteShaderEXT, EXT, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HIT, R_PAYLOAD}},
    {SPVRT_OpHitObjectGetAttributesEXT, EXT, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HIT, R_ATTRIBUTES}},
    {SPVRT_OpHitObjectSetShaderBindingTableRecordIndexEXT, EXT, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_SET_SBT}},
    GETTER(SPVRT_OpHitObjectGetCurrentTimeEXT, EXT, RES_FLOAT32, RULE_SER_RESULT_FLOAT),
    GETTER(SPVRT_OpHitObjectGetRayTMaxEXT, EXT, RES_FLOAT32, RULE_SER_RESULT_FLOAT),
    GETTER(SPVRT_OpHitObjectGetRayTMinEXT, EXT, RES_FLOAT32, RULE_SER_RESULT_FLOAT),
    GETTER(SPVRT_OpHitObjectGetHitKindEXT, EXT, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetPrimitiveIndexEXT, EXT, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetGeometryIndexEXT, EXT, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetInstanceIdEXT, EXT, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetInstanceCustomIndexEXT, EXT, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetRayFlagsEXT, EXT, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetShaderBindingTableRecordIndexEXT, EXT, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetObjectRayOriginEXT, EXT, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetObjectRayDirectionEXT, EXT, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetWorldRayOriginEXT, EXT, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetWorldRayDirectionEXT, EXT, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetObjectToWorldEXT, EXT, RES_MAT4X3, RULE_SER_RESULT_MATRIX),
    GETTER(SPVRT_OpHitObjectGetWorldToObjectEXT, EXT, RES_MAT4X3, RULE_SER_RESULT_MATRIX),
    {SPVRT_OpHitObjectGetIntersectionTriangleVertexPositionsEXT, EXT, false, RES_ARR3_VEC3, NEEDS_POSITION_FETCH,
     RULE_SER_RESULT_TRIANGLE, {R_HIT}},
    GETTER(SPVRT_OpHitObjectGetShaderRecordBufferHandleEXT, EXT, RES_VEC2_INT, RULE_SER_RESULT_HANDLE),
    GETTER(SPVRT_OpHitObjectIsEmptyEXT, EXT, RES_BOOL, RULE_SER_RESULT_BOOL),
    GETTER(SPVRT_OpHitObjectIsHitEXT, EXT, RES_BOOL, RULE_SER_RESULT_BOOL),
    GETTER(SPVRT_OpHitObjectIsMissEXT, EXT, RES_BOOL, RULE_SER_RESULT_BOOL),
    /* doc 000 3.36 Fused Hit Object Instructions */
    {SPVRT_OpHitObjectReorderExecuteShaderEXT, EXT, true, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_PAYLOAD, R_OPT_HINT, R_OPT_BITS}},
    {SPVRT_OpHitObjectTraceReorderExecuteEXT, EXT, true, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {TRACE, R_PAYLOAD, R_OPT_HINT, R_OPT_BITS}},
    {SPVRT_OpHitObjectTraceMotionReorderExecuteEXT, EXT, true, RES_NONE, NEEDS_MOTION_BLUR, RULE_COUNT,
     {TRACE, R_TIME, R_PAYLOAD, R_OPT_HINT, R_OPT_BITS}},

    /* SPV_NV_shader_invocation_reorder: the same requirements in the same words.  Its motion instructions
     * also say "with SPV_NV_ray_tracing_motion_blur extension", but glslang emits them without that
     * OpExtension and spirv-val accepts them, so SER-027 is not applied to the NV forms (read there as the
     * device's support, not a declaration the module must make). */
    {SPVRT_OpReorderThreadWithHintNV, NV, true, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HINT, R_BITS}},
    {SPVRT_OpReorderThreadWithHitObjectNV, NV, true, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_OPT_HINT, R_OPT_BITS}},
    {SPVRT_OpHitObjectTraceRayNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {TRACE, R_PAYLOAD}},
    {SPVRT_OpHitObjectTraceRayMotionNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {TRACE, R_TIME, R_PAYLOAD}},
    {SPVRT_OpHitObjectRecordHitNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_ACCEL, R_SKIP, R_SKIP, R_SKIP, R_SKIP, R_SKIP, R_SKIP, RAY, R_ATTRIBUTES}},
    {SPVRT_OpHitObjectRecordHitMotionNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_ACCEL, R_SKIP, R_SKIP, R_SKIP, R_SKIP, R_SKIP, R_SKIP, RAY, R_TIME, R_ATTRIBUTES}},
    {SPVRT_OpHitObjectRecordHitWithIndexNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_ACCEL, R_SKIP, R_SKIP, R_SKIP, R_SKIP, R_SKIP, RAY, R_ATTRIBUTES}},
    {SPVRT_OpHitObjectRecordHitWithIndexMotionNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_ACCEL, R_SKIP, R_SKIP, R_SKIP, R_SKIP, R_SKIP, RAY, R_TIME, R_ATTRIBUTES}},
    {SPVRT_OpHitObjectRecordMissNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HIT, R_MISS_RECORD, RAY}},
    {SPVRT_OpHitObjectRecordMissMotionNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT,
     {R_HIT, R_MISS_RECORD, RAY, R_TIME}},
    {SPVRT_OpHitObjectRecordEmptyNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HIT}},
    {SPVRT_OpHitObjectExecuteShaderNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HIT, R_PAYLOAD}},
    {SPVRT_OpHitObjectGetAttributesNV, NV, false, RES_NONE, NEEDS_NOTHING, RULE_COUNT, {R_HIT, R_ATTRIBUTES}},
    GETTER(SPVRT_OpHitObjectGetCurrentTimeNV, NV, RES_FLOAT32, RULE_SER_RESULT_FLOAT),
    GETTER(SPVRT_OpHitObjectGetRayTMaxNV, NV, RES_FLOAT32, RULE_SER_RESULT_FLOAT),
    GETTER(SPVRT_OpHitObjectGetRayTMinNV, NV, RES_FLOAT32, RULE_SER_RESULT_FLOAT),
    GETTER(SPVRT_OpHitObjectGetHitKindNV, NV, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetPrimitiveIndexNV, NV, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetGeometryIndexNV, NV, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetInstanceIdNV, NV, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetInstanceCustomIndexNV, NV, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetShaderBindingTableRecordIndexNV, NV, RES_INT32, RULE_SER_RESULT_INT),
    GETTER(SPVRT_OpHitObjectGetObjectRayOriginNV, NV, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetObjectRayDirectionNV, NV, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetWorldRayOriginNV, NV, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetWorldRayDirectionNV, NV, RES_VEC3, RULE_SER_RESULT_VEC3),
    GETTER(SPVRT_OpHitObjectGetObjectToWorldNV, NV, RES_MAT4X3, RULE_SER_RESULT_MATRIX),
    GETTER(SPVRT_OpHitObjectGetWorldToObjectNV, NV, RES_MAT4X3, RULE_SER_RESULT_MATRIX),
    GETTER(SPVRT_OpHitObjectGetShaderRecordBufferHandleNV, NV, RES_VEC2_INT, RULE_SER_RESULT_HANDLE),
    GETTER(SPVRT_OpHitObjectIsEmptyNV, NV, RES_BOOL, RULE_SER_RESULT_BOOL),
    GETTER(SPVRT_OpHitObjectIsHitNV, NV, RES_BOOL, RULE_SER_RESULT_BOOL),
    GETTER(SPVRT_OpHitObjectIsMissNV, NV, RES_BOOL, RULE_SER_RESULT_BOOL),

    /* doc 002 3.36 Hit Object Instructions (on the NV hit object: RULES.md "Document defects") */
    {SPVRT_OpHitObjectGetSpherePositionNV, LSS, false, RES_VEC3, NEEDS_NV_REORDER, RULE_LSS_HIT_OBJECT_SPHERE_POSITION_RESULT,
     {R_HIT}},
    {SPVRT_OpHitObjectGetSphereRadiusNV, LSS, false, RES_FLOAT32, NEEDS_NV_REORDER, RULE_LSS_SPHERE_RADIUS_RESULT,
     {R_HIT}},
    {SPVRT_OpHitObjectGetLSSPositionsNV, LSS, false, RES_ARR2_VEC3, NEEDS_NV_REORDER, RULE_LSS_LSS_POSITIONS_RESULT,
     {R_HIT}},
    {SPVRT_OpHitObjectGetLSSRadiiNV, LSS, false, RES_ARR2_F32, NEEDS_NV_REORDER, RULE_LSS_LSS_RADII_RESULT, {R_HIT}},
    {SPVRT_OpHitObjectIsSphereHitNV, LSS, false, RES_BOOL, NEEDS_NV_REORDER, RULE_LSS_IS_HIT_RESULT, {R_HIT}},
    {SPVRT_OpHitObjectIsLSSHitNV, LSS, false, RES_BOOL, NEEDS_NV_REORDER, RULE_LSS_IS_HIT_RESULT, {R_HIT}},
};

/* Opcodes of the rows lie in [OPCODE_BASE, OPCODE_BASE + OPCODE_SPAN). */
#define OPCODE_BASE 5240u
#define OPCODE_SPAN 256u

/* ---- pass state ----------------------------------------------------------------------------------------- */

typedef struct reorder_pass {
    spvrt_validator *v;
    spvrt_mem_facts facts;
    bool facts_built;
    uint8_t row_of[OPCODE_SPAN]; /* opcode - OPCODE_BASE -> row index + 1, 0 for none */
    /* the OpExtension declarations that matter here, and the first OpExtension of each reorder extension */
    const spvrt_instruction *ext_reorder, *nv_reorder;
    bool ray_tracing, physical_storage_buffer, motion_blur, ray_query, position_fetch;
    bool attribute_variables; /* a HitObjectAttribute{EXT,NV} variable exists */
} reorder_pass;

static bool is_hit_object_type(uint16_t opcode)
{
    return opcode == SPVRT_OpTypeHitObjectEXT || opcode == SPVRT_OpTypeHitObjectNV;
}

static bool is_attribute_class(uint32_t storage_class)
{
    return storage_class == SPVRT_StorageClass_HitObjectAttributeEXT ||
           storage_class == SPVRT_StorageClass_HitObjectAttributeNV;
}

static const op_row *row_for(const reorder_pass *p, uint16_t opcode)
{
    if (opcode < OPCODE_BASE || opcode >= OPCODE_BASE + OPCODE_SPAN || !p->row_of[opcode - OPCODE_BASE])
        return NULL;
    return &rows[p->row_of[opcode - OPCODE_BASE] - 1];
}

/* The names of the execution models in a model mask, for messages. */
static void model_names(uint32_t mask, char *out, size_t size)
{
    static const uint32_t models[] = {
        SPVRT_ExecutionModel_Vertex, SPVRT_ExecutionModel_TessellationControl,
        SPVRT_ExecutionModel_TessellationEvaluation, SPVRT_ExecutionModel_Geometry, SPVRT_ExecutionModel_Fragment,
        SPVRT_ExecutionModel_GLCompute, SPVRT_ExecutionModel_Kernel, SPVRT_ExecutionModel_TaskNV,
        SPVRT_ExecutionModel_MeshNV, SPVRT_ExecutionModel_RayGenerationKHR, SPVRT_ExecutionModel_IntersectionKHR,
        SPVRT_ExecutionModel_AnyHitKHR, SPVRT_ExecutionModel_ClosestHitKHR, SPVRT_ExecutionModel_MissKHR,
        SPVRT_ExecutionModel_CallableKHR, SPVRT_ExecutionModel_TaskEXT, SPVRT_ExecutionModel_MeshEXT};
    size_t n = 0;
    out[0] = '\0';
    for (size_t i = 0; i < sizeof models / sizeof models[0] && n + 1 < size; i++)
        if (mask & spvrt_mem_model_bit(models[i])) {
            n += (size_t)snprintf(out + n, size - n, "%s%s", n ? ", " : "",
                                  spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, models[i]));
            mask &= ~spvrt_mem_model_bit(models[i]);
        }
    if (mask && n + 1 < size)
        snprintf(out + n, size - n, "%sanother model", n ? ", " : "");
}

static uint32_t allowed_models(bool raygen_only)
{
    uint32_t mask = spvrt_mem_model_bit(SPVRT_ExecutionModel_RayGenerationKHR);
    if (!raygen_only)
        mask |= spvrt_mem_model_bit(SPVRT_ExecutionModel_ClosestHitKHR) |
                spvrt_mem_model_bit(SPVRT_ExecutionModel_MissKHR);
    return mask;
}

/* ---- type shapes ---------------------------------------------------------------------------------------- */

static bool is_scalar(const spvrt_validator *v, uint32_t type, uint16_t opcode, uint32_t width)
{
    const spvrt_instruction *t = spvrt_val_type(v, type);
    return t && t->opcode == opcode && (opcode == SPVRT_OpTypeBool || spvrt_val_word(v, t, 2) == width);
}

static bool is_vector(const spvrt_validator *v, uint32_t type, uint16_t component_opcode, uint32_t count)
{
    const spvrt_instruction *t = spvrt_val_type(v, type);
    return t && t->opcode == SPVRT_OpTypeVector && spvrt_val_word(v, t, 3) == count &&
           is_scalar(v, spvrt_val_word(v, t, 2), component_opcode, 32);
}

/* An OpTypeArray whose Length is an OpConstant of value length, with element type element (0 if not). */
static uint32_t array_element(const spvrt_validator *v, uint32_t type, uint64_t length)
{
    const spvrt_instruction *t = spvrt_val_type(v, type);
    if (!t || t->opcode != SPVRT_OpTypeArray)
        return 0;
    const spvrt_instruction *len = spvrt_module_def(v->m, spvrt_val_word(v, t, 3));
    uint64_t value = 0;
    if (!len || len->opcode != SPVRT_OpConstant || !spvrt_val_constant_u64(v, len->result, &value) ||
        value != length)
        return 0;
    return spvrt_val_word(v, t, 2);
}

static bool result_matches(const spvrt_validator *v, uint8_t shape, uint32_t type)
{
    switch (shape) {
    case RES_INT32: return is_scalar(v, type, SPVRT_OpTypeInt, 32);
    case RES_FLOAT32: return is_scalar(v, type, SPVRT_OpTypeFloat, 32);
    case RES_VEC3: return is_vector(v, type, SPVRT_OpTypeFloat, 3);
    case RES_VEC2_INT: return is_vector(v, type, SPVRT_OpTypeInt, 2);
    case RES_BOOL: return is_scalar(v, type, SPVRT_OpTypeBool, 0);
    case RES_MAT4X3: {
        const spvrt_instruction *t = spvrt_val_type(v, type);
        return t && t->opcode == SPVRT_OpTypeMatrix && spvrt_val_word(v, t, 3) == 4 &&
               is_vector(v, spvrt_val_word(v, t, 2), SPVRT_OpTypeFloat, 3);
    }
    case RES_ARR3_VEC3: return is_vector(v, array_element(v, type, 3), SPVRT_OpTypeFloat, 3);
    case RES_ARR2_VEC3: return is_vector(v, array_element(v, type, 2), SPVRT_OpTypeFloat, 3);
    case RES_ARR2_F32: return is_scalar(v, array_element(v, type, 2), SPVRT_OpTypeFloat, 32);
    default: return true;
    }
}

static const char *shape_text(uint8_t shape)
{
    switch (shape) {
    case RES_INT32: return "a 32-bit integer scalar";
    case RES_FLOAT32: return "a 32-bit float scalar";
    case RES_VEC3: return "a 3-component vector of 32-bit float";
    case RES_VEC2_INT: return "a 2-component vector of 32-bit integer";
    case RES_BOOL: return "a boolean scalar";
    case RES_MAT4X3: return "a matrix of 4 columns of 3-component 32-bit float vectors";
    case RES_ARR3_VEC3: return "an array of length 3 of 3-component 32-bit float vectors";
    case RES_ARR2_VEC3: return "an array of length 2 of 3-component 32-bit float vectors";
    case RES_ARR2_F32: return "an array of length 2 of 32-bit float scalars";
    default: return "?";
    }
}

/* ---- operands ------------------------------------------------------------------------------------------- */

static const char *role_name(uint8_t r)
{
    switch (r) {
    case R_HIT: return "Hit Object";
    case R_ACCEL: return "Acceleration Structure";
    case R_FLAGS: return "Ray Flags";
    case R_CULL: return "Cull Mask";
    case R_SBT_OFFSET: return "SBT Offset";
    case R_SBT_STRIDE: return "SBT Stride";
    case R_MISS:
    case R_MISS_RECORD: return "Miss Index";
    case R_ORIGIN: return "Ray Origin";
    case R_TMIN: return "Ray Tmin";
    case R_DIRECTION: return "Ray Direction";
    case R_TMAX: return "Ray Tmax";
    case R_PAYLOAD: return "Payload";
    case R_TIME: return "Current Time";
    case R_HINT:
    case R_OPT_HINT: return "Hint";
    case R_BITS:
    case R_OPT_BITS: return "Bits";
    case R_QUERY: return "Ray Query";
    case R_QUERY_SBT:
    case R_SET_SBT: return "SBT Record Index";
    case R_ATTRIBUTES: return "Hit Object Attributes";
    default: return "?";
    }
}

static bool operand_fail(reorder_pass *p, spvrt_rule rule, const spvrt_instruction *inst, uint8_t r, uint32_t id,
                         const char *what)
{
    char s[12];
    return spvrt_val_report(p->v, rule, inst, "%s: %s %%%s %s", spvrt_grammar_string(spvrt_inst_info(inst)->name),
                            role_name(r), spvrt_val_id_name(p->v, id, s), what);
}

/* The storage class of the OpVariable id names, or UINT32_MAX if id is no OpVariable. */
static uint32_t variable_class(const spvrt_validator *v, uint32_t id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    return def && def->opcode == SPVRT_OpVariable ? spvrt_val_word(v, def, 3) : UINT32_MAX;
}

static bool check_operand(reorder_pass *p, const op_row *row, const spvrt_instruction *inst, uint8_t r, uint32_t id)
{
    spvrt_validator *v = p->v;
    uint32_t type = spvrt_val_type_of(v, id);
    switch (r) {
    case R_HIT: {
        /* doc 000 3.36 / NV 3.36: "Hit Object is a pointer to the hit object"; doc 002 3.36 likewise, and its
         * instructions belong to the NV hit object (RULES.md "Document defects"; SPIRV-Tools agrees) */
        uint16_t want = row->family == EXT ? SPVRT_OpTypeHitObjectEXT : SPVRT_OpTypeHitObjectNV;
        uint32_t pointee = spvrt_val_pointee(v, type, NULL);
        if (pointee && spvrt_val_type_opcode(v, pointee) == want)
            return true;
        return operand_fail(p, row->family == LSS ? RULE_LSS_HIT_OBJECT_POINTER : RULE_SER_HIT_OBJECT_POINTER,
                            inst, r, id,
                            want == SPVRT_OpTypeHitObjectEXT ? "must be a pointer to an OpTypeHitObjectEXT"
                                                             : "must be a pointer to an OpTypeHitObjectNV");
    }
    case R_ACCEL:
        /* doc 000 3.36: "the descriptor for the acceleration structure" (RULES.md SER-021) */
        return spvrt_val_type_opcode(v, type) == SPVRT_OpTypeAccelerationStructureKHR ||
               operand_fail(p, RULE_SER_ACCELERATION_STRUCTURE, inst, r, id,
                            "must be an OpTypeAccelerationStructureKHR value");
    case R_FLAGS:
    case R_CULL:
    case R_SBT_OFFSET:
    case R_SBT_STRIDE:
    case R_MISS:
        /* doc 000 3.36: "Ray Flags, Cull Mask, SBT Offset, SBT Stride, and Miss Index must be a 32-bit integer
         * type scalar" */
        return is_scalar(v, type, SPVRT_OpTypeInt, 32) ||
               operand_fail(p, RULE_SER_TRACE_INTEGERS, inst, r, id, "must be a 32-bit integer scalar");
    case R_MISS_RECORD:
        /* doc 000 3.36 OpHitObjectRecordMiss(Motion)EXT: "Miss Index must be a 32-bit unsigned integer type
         * scalar" */
        return (is_scalar(v, type, SPVRT_OpTypeInt, 32) && spvrt_val_word(v, spvrt_val_type(v, type), 3) == 0) ||
               operand_fail(p, RULE_SER_MISS_INDEX_UNSIGNED, inst, r, id,
                            "must be a 32-bit unsigned integer scalar");
    case R_ORIGIN:
    case R_DIRECTION:
        /* "Ray Origin and Ray Direction must be a 32-bit float type 3-component vector" */
        return is_vector(v, type, SPVRT_OpTypeFloat, 3) ||
               operand_fail(p, RULE_SER_RAY_VECTORS, inst, r, id, "must be a 3-component vector of 32-bit float");
    case R_TMIN:
    case R_TMAX:
        /* "Ray Tmin and Ray Tmax must be a 32-bit float type scalar" */
        return is_scalar(v, type, SPVRT_OpTypeFloat, 32) ||
               operand_fail(p, RULE_SER_RAY_T, inst, r, id, "must be a 32-bit float scalar");
    case R_TIME:
        /* "Current Time must be a 32-bit float type scalar" */
        return is_scalar(v, type, SPVRT_OpTypeFloat, 32) ||
               operand_fail(p, RULE_SER_CURRENT_TIME, inst, r, id, "must be a 32-bit float scalar");
    case R_PAYLOAD: {
        /* "Payload must be the result of an OpVariable with a storage class of RayPayloadKHR or
         * IncomingRayPayloadKHR" */
        uint32_t sc = variable_class(v, id);
        return sc == SPVRT_StorageClass_RayPayloadKHR || sc == SPVRT_StorageClass_IncomingRayPayloadKHR ||
               operand_fail(p, RULE_SER_PAYLOAD, inst, r, id,
                            "must be an OpVariable in the RayPayloadKHR or IncomingRayPayloadKHR storage class");
    }
    case R_HINT:
    case R_BITS:
        /* 3.36 Reorder Instructions: "Hint (Bits) must be a 32-bit integer-type scalar" */
        return is_scalar(v, type, SPVRT_OpTypeInt, 32) ||
               operand_fail(p, RULE_SER_HINT_TYPE, inst, r, id, "must be a 32-bit integer scalar");
    case R_OPT_HINT:
    case R_OPT_BITS:
        return is_scalar(v, type, SPVRT_OpTypeInt, 32) ||
               operand_fail(p, RULE_SER_OPTIONAL_HINT_TYPE, inst, r, id, "must be a 32-bit integer scalar");
    case R_QUERY: {
        /* OpHitObjectRecordFromQueryEXT: "Ray Query is a pointer to the ray query" */
        uint32_t pointee = spvrt_val_pointee(v, type, NULL);
        return (pointee && spvrt_val_type_opcode(v, pointee) == SPVRT_OpTypeRayQueryKHR) ||
               operand_fail(p, RULE_SER_RAY_QUERY_POINTER, inst, r, id, "must be a pointer to an OpTypeRayQueryKHR");
    }
    case R_QUERY_SBT:
        /* "SBT Record Index must be a 32 bit integer type scalar" */
        return is_scalar(v, type, SPVRT_OpTypeInt, 32) ||
               operand_fail(p, RULE_SER_QUERY_SBT_INDEX, inst, r, id, "must be a 32-bit integer scalar");
    case R_SET_SBT:
        return is_scalar(v, type, SPVRT_OpTypeInt, 32) ||
               operand_fail(p, RULE_SER_SET_SBT_INDEX, inst, r, id, "must be a 32-bit integer scalar");
    case R_ATTRIBUTES: {
        /* "This must be an OpVariable in HitObjectAttributeEXT storage class" (NV: HitObjectAttributeNV) */
        uint32_t want = row->family == EXT ? SPVRT_StorageClass_HitObjectAttributeEXT
                                           : SPVRT_StorageClass_HitObjectAttributeNV;
        return variable_class(v, id) == want ||
               operand_fail(p, RULE_SER_ATTRIBUTES_VARIABLE, inst, r, id,
                            row->family == EXT ? "must be an OpVariable in the HitObjectAttributeEXT storage class"
                                               : "must be an OpVariable in the HitObjectAttributeNV storage class");
    }
    default: return true;
    }
}

/* SPIR-V 2.16.1 (Logical addressing), as doc 000 2.16.1 extends it: these instructions may take pointers, and
 * like every pointer operand they must be logical pointers: from OpVariable, OpAccessChain,
 * OpInBoundsAccessChain, OpFunctionParameter or OpCopyObject (and, with the VariablePointers capabilities, from
 * OpSelect, OpPhi, OpFunctionCall, OpPtrAccessChain, OpLoad or OpConstantNull), as spirv-val requires of the
 * pointer of OpLoad and OpStore. */
static bool check_logical_pointer(reorder_pass *p, const spvrt_instruction *inst, uint8_t r, uint32_t id)
{
    spvrt_validator *v = p->v;
    if (p->facts.addressing_model != SPVRT_AddressingModel_Logical || !spvrt_val_pointee(v, spvrt_val_type_of(v, id), NULL))
        return true;
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    if (!def)
        return true;
    switch (def->opcode) {
    case SPVRT_OpVariable:
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain:
    case SPVRT_OpFunctionParameter:
    case SPVRT_OpCopyObject: return true;
    case SPVRT_OpSelect:
    case SPVRT_OpPhi:
    case SPVRT_OpFunctionCall:
    case SPVRT_OpPtrAccessChain:
    case SPVRT_OpLoad:
    case SPVRT_OpConstantNull:
        if (spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointers) ||
            spvrt_mem_has_capability(&p->facts, SPVRT_Capability_VariablePointersStorageBuffer))
            return true;
        break;
    default: break;
    }
    char s[12];
    return spvrt_val_report(v, RULE_SER_POINTER_OPERANDS, inst,
                            "%s: the pointer %s %%%s (from %s) is not a logical pointer",
                            spvrt_grammar_string(spvrt_inst_info(inst)->name), role_name(r), spvrt_val_id_name(v, id, s),
                            spvrt_grammar_string(spvrt_inst_info(def)->name));
}

/* ---- one hit-object / reorder instruction --------------------------------------------------------------- */

static bool check_instruction(reorder_pass *p, const op_row *row, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    const char *name = spvrt_grammar_string(spvrt_inst_info(inst)->name);
    /* execution models: doc 000 3.36 "This instruction is allowed only in RayGenerationKHR[, ClosestHitKHR and
     * MissKHR] execution models" (SER-019, SER-020); doc 002 3.36 the same three (LSS-007) */
    uint32_t models = spvrt_mem_models_of(v, &p->facts, inst);
    uint32_t allowed = allowed_models(row->raygen_only);
    if (models & ~allowed) {
        char list[256];
        model_names(models & ~allowed, list, sizeof list);
        spvrt_rule rule = row->family == LSS ? RULE_LSS_EXECUTION_MODEL
                          : row->raygen_only ? RULE_SER_RAYGEN_ONLY
                                             : RULE_SER_EXECUTION_MODEL;
        if (!spvrt_val_report(v, rule, inst, "%s is allowed only in %s, but an entry point of %s reaches it", name,
                              row->raygen_only ? "the RayGenerationKHR execution model"
                                               : "the RayGenerationKHR, ClosestHitKHR and MissKHR execution models",
                              list))
            return false;
    }
    /* extension interactions (SER-027, SER-031, SER-038; LSS-009) */
    const char *missing = NULL;
    spvrt_rule needs_rule = RULE_COUNT;
    switch (row->needs) {
    case NEEDS_MOTION_BLUR:
        if (!p->motion_blur)
            missing = "SPV_NV_ray_tracing_motion_blur", needs_rule = RULE_SER_MOTION_EXTENSION;
        break;
    case NEEDS_RAY_QUERY:
        if (!p->ray_query)
            missing = "SPV_KHR_ray_query", needs_rule = RULE_SER_RAY_QUERY_EXTENSION;
        break;
    case NEEDS_POSITION_FETCH:
        if (!p->position_fetch)
            missing = "SPV_KHR_ray_tracing_position_fetch", needs_rule = RULE_SER_POSITION_FETCH_EXTENSION;
        break;
    case NEEDS_NV_REORDER:
        if (!p->nv_reorder)
            missing = "SPV_NV_shader_invocation_reorder", needs_rule = RULE_LSS_NV_REORDER_EXTENSION;
        break;
    default: break;
    }
    if (missing && !spvrt_val_report(v, needs_rule, inst,
                                     "%s is supported only together with %s, which the module does not declare "
                                     "(OpExtension \"%s\")", name, missing, missing))
        return false;
    /* the result type */
    if (row->result != RES_NONE && !result_matches(v, row->result, inst->result_type)) {
        char s[12];
        if (!spvrt_val_report(v, row->result_rule, inst, "%s: Result Type %%%s must be %s", name,
                              spvrt_val_id_name(v, inst->result_type, s), shape_text(row->result)))
            return false;
    }
    /* the operands, by role */
    uint32_t k = row->result != RES_NONE ? 3 : 1;
    uint32_t optional_present = 0;
    bool has_optional = false;
    for (const uint8_t *r = row->roles; r < row->roles + sizeof row->roles && *r != R_END; r++, k++) {
        if (*r == R_OPT_HINT || *r == R_OPT_BITS)
            has_optional = true;
        if (k >= inst->word_count)
            break;
        if (*r == R_OPT_HINT || *r == R_OPT_BITS)
            optional_present++;
        uint32_t id = spvrt_val_word(v, inst, k);
        if (!check_operand(p, row, inst, *r, id))
            return false;
        if ((*r == R_HIT || *r == R_QUERY) && !check_logical_pointer(p, inst, *r, id))
            return false;
    }
    /* "Hint and Bits are optional together i.e Either both Hint and Bits should be provided or neither." */
    if (has_optional && optional_present == 1 &&
        !spvrt_val_report(v, RULE_SER_HINT_BITS_TOGETHER, inst,
                          "%s: Hint is given without Bits (both or neither must be present)", name))
        return false;
    return true;
}

/* ---- module-level rules --------------------------------------------------------------------------------- */

static bool extension_is(const spvrt_validator *v, const spvrt_instruction *inst, const char *name)
{
    return inst->word_count >= 2 && strcmp((const char *)(spvrt_inst_words(v->m, inst) + 1), name) == 0;
}

/* Extensions, and whether the module uses anything this pass checks. */
static bool survey(reorder_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].opcode >= OPCODE_BASE && rows[i].opcode < OPCODE_BASE + OPCODE_SPAN)
            p->row_of[rows[i].opcode - OPCODE_BASE] = (uint8_t)(i + 1);
    bool relevant = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        uint16_t op = inst->opcode;
        if (op == SPVRT_OpExtension) {
            if (extension_is(v, inst, "SPV_EXT_shader_invocation_reorder") && !p->ext_reorder)
                p->ext_reorder = inst;
            else if (extension_is(v, inst, "SPV_NV_shader_invocation_reorder") && !p->nv_reorder)
                p->nv_reorder = inst;
            else if (extension_is(v, inst, "SPV_KHR_ray_tracing"))
                p->ray_tracing = true;
            else if (extension_is(v, inst, "SPV_KHR_physical_storage_buffer") ||
                     extension_is(v, inst, "SPV_EXT_physical_storage_buffer"))
                p->physical_storage_buffer = true;
            else if (extension_is(v, inst, "SPV_NV_ray_tracing_motion_blur"))
                p->motion_blur = true;
            else if (extension_is(v, inst, "SPV_KHR_ray_query"))
                p->ray_query = true;
            else if (extension_is(v, inst, "SPV_KHR_ray_tracing_position_fetch"))
                p->position_fetch = true;
        } else if (op == SPVRT_OpVariable && is_attribute_class(spvrt_val_word(v, inst, 3))) {
            p->attribute_variables = relevant = true;
        } else if (is_hit_object_type(op) || row_for(p, op)) {
            relevant = true;
        } else if (op == SPVRT_OpDecorate || op == SPVRT_OpMemberDecorate) {
            uint32_t d = spvrt_val_word(v, inst, op == SPVRT_OpDecorate ? 2 : 3);
            relevant |= d == SPVRT_Decoration_HitObjectShaderRecordBufferEXT ||
                        d == SPVRT_Decoration_HitObjectShaderRecordBufferNV;
        }
    }
    return relevant || p->ext_reorder || p->nv_reorder;
}

/* Dependencies of doc 000 (and, in the same words, of SPV_NV_shader_invocation_reorder): "This extension
 * requires SPIR-V 1.4" (SER-002); "requires SPV_KHR_ray_tracing" (SER-003); "requires
 * SPV_EXT_physical_storage_buffer, SPV_KHR_physical_storage_buffer or SPIR-V 1.5" (SER-004). */
static bool check_dependencies(reorder_pass *p, const spvrt_instruction *ext)
{
    spvrt_validator *v = p->v;
    if (!ext)
        return true;
    const char *name = (const char *)(spvrt_inst_words(v->m, ext) + 1);
    uint32_t version = v->m->header.version;
    if (version < SPVRT_VERSION_WORD(1, 4) &&
        !spvrt_val_report(v, RULE_SER_VERSION, ext, "%s requires SPIR-V 1.4 or later (the module is %u.%u)", name,
                          (version >> 16) & 0xFF, (version >> 8) & 0xFF))
        return false;
    if (!p->ray_tracing &&
        !spvrt_val_report(v, RULE_SER_RAY_TRACING_EXTENSION, ext,
                          "%s requires SPV_KHR_ray_tracing, which the module does not declare", name))
        return false;
    if (version < SPVRT_VERSION_WORD(1, 5) && !p->physical_storage_buffer &&
        !spvrt_val_report(v, RULE_SER_PHYSICAL_STORAGE_BUFFER, ext,
                          "%s requires SPV_EXT_physical_storage_buffer or SPV_KHR_physical_storage_buffer "
                          "before SPIR-V 1.5, and the module declares neither", name))
        return false;
    return true;
}

/* Module-level items: pointers to hit objects (SER-010), the decoration's targets (SER-007). */
static bool check_declaration(reorder_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12], s2[12];
    if (inst->opcode == SPVRT_OpTypePointer) {
        /* doc 000 3.32.6 OpTypePointer: "If Type is OpTypeHitObjectEXT, Storage Class must be Private or
         * Function." (NV: OpTypeHitObjectNV) */
        uint32_t sc = spvrt_val_word(v, inst, 2);
        uint32_t pointee = spvrt_val_word(v, inst, 3);
        if (is_hit_object_type(spvrt_val_type_opcode(v, pointee)) && sc != SPVRT_StorageClass_Private &&
            sc != SPVRT_StorageClass_Function)
            return spvrt_val_report(v, RULE_SER_HIT_OBJECT_POINTER_STORAGE, inst,
                                    "a pointer to the hit object type %%%s must be in the Private or Function "
                                    "storage class, not %s", spvrt_val_id_name(v, pointee, s1),
                                    spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, sc));
    } else if (inst->opcode == SPVRT_OpDecorate || inst->opcode == SPVRT_OpMemberDecorate) {
        /* doc 000 3.2 HitObjectShaderRecordBufferEXT: "Valid targets: OpVariable" (NV: the same decoration) */
        bool member = inst->opcode == SPVRT_OpMemberDecorate;
        uint32_t d = spvrt_val_word(v, inst, member ? 3 : 2);
        if (d != SPVRT_Decoration_HitObjectShaderRecordBufferEXT && d != SPVRT_Decoration_HitObjectShaderRecordBufferNV)
            return true;
        const spvrt_instruction *target = spvrt_module_def(v->m, spvrt_val_word(v, inst, 1));
        if (member || (target && target->opcode != SPVRT_OpVariable && target->opcode != SPVRT_OpDecorationGroup))
            return spvrt_val_report(v, RULE_SER_RECORD_BUFFER_TARGET, inst,
                                    "%s may decorate only an OpVariable, not %s%%%s%s",
                                    spvrt_val_enumerant_name(SPVRT_KIND_Decoration, d),
                                    member ? "a member of " : "", spvrt_val_id_name(v, spvrt_val_word(v, inst, 1), s2),
                                    target && !member ? " (not a variable)" : "");
    }
    return true;
}

/* doc 000 3.32.8: "The Type operand to the OpTypePointer used for Pointer must not be OpTypeHitObjectEXT"
 * (OpLoad, OpStore: SER-011); "... used for Target or Source ..." (OpCopyMemory, OpCopyMemorySized: SER-012). */
static bool check_memory_access(reorder_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t words[2] = {0, 0};
    spvrt_rule rule;
    switch (inst->opcode) {
    case SPVRT_OpLoad: words[0] = 3, rule = RULE_SER_LOAD_STORE; break;
    case SPVRT_OpStore: words[0] = 1, rule = RULE_SER_LOAD_STORE; break;
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized: words[0] = 1, words[1] = 2, rule = RULE_SER_COPY_MEMORY; break;
    default: return true;
    }
    for (int i = 0; i < 2 && words[i]; i++) {
        uint32_t pointer = spvrt_val_word(v, inst, words[i]);
        uint32_t pointee = spvrt_val_pointee(v, spvrt_val_type_of(v, pointer), NULL);
        if (pointee && is_hit_object_type(spvrt_val_type_opcode(v, pointee))) {
            char s[12];
            return spvrt_val_report(v, rule, inst, "%s: %%%s points to a hit object, which cannot be %s",
                                    spvrt_grammar_string(spvrt_inst_info(inst)->name), spvrt_val_id_name(v, pointer, s),
                                    rule == RULE_SER_LOAD_STORE ? "loaded or stored" : "copied");
        }
    }
    return true;
}

/* doc 000 3.7 HitObjectAttributeEXT: "Only allowed in RayGenerationKHR, ClosestHitKHR, and MissKHR execution
 * models" (SER-009; NV: HitObjectAttributeNV, same words).  A variable is used in a model when an instruction
 * of a function an entry point of that model reaches takes a pointer in that storage class (spirv-val's storage
 * class consumers). */
static bool check_attribute_use(reorder_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t bad = spvrt_mem_models_of(v, &p->facts, inst) & ~allowed_models(false);
    if (!bad)
        return true;
    const spvrt_operand *ops = spvrt_inst_operands(v->m, inst);
    const uint32_t *w = spvrt_inst_words(v->m, inst);
    for (uint32_t i = 0; i < inst->operand_count; i++) {
        if (ops[i].kind != SPVRT_KIND_IdRef)
            continue;
        uint32_t sc = 0;
        uint32_t id = w[ops[i].offset];
        if (!spvrt_val_pointee(v, spvrt_val_type_of(v, id), &sc) || !is_attribute_class(sc))
            continue;
        char list[256], s[12];
        model_names(bad, list, sizeof list);
        return spvrt_val_report(v, RULE_SER_ATTRIBUTE_MODEL, inst,
                                "%%%s is in the %s storage class, which only the RayGenerationKHR, ClosestHitKHR "
                                "and MissKHR execution models may use, but an entry point of %s reaches this "
                                "instruction", spvrt_val_id_name(v, id, s),
                                spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, sc), list);
    }
    return true;
}

void spvrt_val_ray_tracing_reorder(spvrt_validator *v)
{
    reorder_pass *p = spvrt_alloc_zero(v->ctx, 1, sizeof *p);
    if (!p)
        return;
    p->v = v;
    if (!survey(p) || !check_dependencies(p, p->ext_reorder) || !check_dependencies(p, p->nv_reorder))
        goto done;
    if (!spvrt_mem_facts_build(v, &p->facts))
        goto done;
    p->facts_built = true;
    const spvrt_module *m = v->m;
    bool in_function = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            in_function = true;
        bool ok = true;
        if (!in_function) {
            ok = check_declaration(p, inst);
        } else {
            const op_row *row = row_for(p, inst->opcode);
            if (row)
                ok = check_instruction(p, row, inst);
            if (ok)
                ok = check_memory_access(p, inst);
            if (ok && p->attribute_variables)
                ok = check_attribute_use(p, inst);
        }
        if (!ok)
            break;
    }
done:
    if (p->facts_built)
        spvrt_mem_facts_free(v, &p->facts);
    spvrt_free(v->ctx, p);
}
