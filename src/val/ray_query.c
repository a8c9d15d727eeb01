/* Ray queries and linear swept spheres: the rules of SPV_KHR_ray_query
 * (RQ-*, doc 001) and SPV_NV_linear_swept_spheres (LSS-*, doc 002) that
 * the capability pass does not already report, plus the Ray Flags
 * constant rules for every instruction with a Ray Flags operand and
 * OpRayQueryGetIntersectionTriangleVertexPositionsKHR
 * (SPV_KHR_ray_tracing_position_fetch).
 *
 * One walk over the module.  Every check looks at one instruction and the
 * definitions of its operands (a lookup each); the acceleration-structure
 * data rules remember the block of each acceleration structure taken out of
 * a composite, the built-in rules the variables of the six sphere/LSS
 * built-ins.  Linear in the module size. */
#include <stdio.h>
#include <string.h>

#include "instr.h"

/* ---- ray flags (doc 001 3.RF, doc 002 3.RF) ---------------------------------------------------- */

enum {
    RF_OPAQUE = 0x1,
    RF_NO_OPAQUE = 0x2,
    RF_CULL_BACK_FACING_TRIANGLES = 0x10,
    RF_CULL_FRONT_FACING_TRIANGLES = 0x20,
    RF_CULL_OPAQUE = 0x40,
    RF_CULL_NO_OPAQUE = 0x80,
    RF_SKIP_TRIANGLES = 0x100, /* = SkipBuiltinPrimitivesNV (doc 002) */
    RF_SKIP_AABBS = 0x200,
};

/* The word of an instruction's Ray Flags operand (0 if it has none): the
 * ray-query, trace and hit-object instructions of the installed grammar
 * and of the supplement (grammar/extensions.json). */
static uint32_t ray_flags_word(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpTraceRayKHR:
    case SPVRT_OpTraceNV:
    case SPVRT_OpTraceMotionNV:
    case SPVRT_OpTraceRayMotionNV:
    case SPVRT_OpHitObjectRecordMissEXT:
    case SPVRT_OpHitObjectRecordMissMotionEXT: return 2;
    case SPVRT_OpRayQueryInitializeKHR:
    case SPVRT_OpHitObjectTraceRayNV:
    case SPVRT_OpHitObjectTraceRayMotionNV:
    case SPVRT_OpHitObjectTraceRayEXT:
    case SPVRT_OpHitObjectTraceRayMotionEXT:
    case SPVRT_OpHitObjectTraceReorderExecuteEXT:
    case SPVRT_OpHitObjectTraceMotionReorderExecuteEXT: return 3;
    default: return 0;
    }
}

/* The word of an instruction's Acceleration Structure operand, for the ray
 * tracing instructions that operate on one (0 for other instructions). */
static uint32_t acceleration_structure_word(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpTraceRayKHR:
    case SPVRT_OpTraceNV:
    case SPVRT_OpTraceMotionNV:
    case SPVRT_OpTraceRayMotionNV: return 1;
    case SPVRT_OpRayQueryInitializeKHR:
    case SPVRT_OpHitObjectTraceRayNV:
    case SPVRT_OpHitObjectTraceRayMotionNV:
    case SPVRT_OpHitObjectRecordHitNV:
    case SPVRT_OpHitObjectRecordHitWithIndexNV:
    case SPVRT_OpHitObjectRecordHitMotionNV:
    case SPVRT_OpHitObjectRecordHitWithIndexMotionNV:
    case SPVRT_OpHitObjectTraceRayEXT:
    case SPVRT_OpHitObjectTraceRayMotionEXT:
    case SPVRT_OpHitObjectTraceReorderExecuteEXT:
    case SPVRT_OpHitObjectTraceMotionReorderExecuteEXT: return 2;
    default: return 0;
    }
}

/* ---- the ray-query instructions (doc 001 3.36.RQInstructions, doc 002, position fetch) -------------- */

/* What an instruction's Result Type must be. */
typedef enum {
    R_NONE,
    R_BOOL,      /* boolean scalar */
    R_I32,       /* 32-bit int scalar */
    R_F32,       /* 32-bit float scalar */
    R_F32_VEC2,
    R_F32_VEC3,
    R_F32_MAT4X3, /* 4 columns of 3-component 32-bit float vectors */
    R_F32_VEC3_ARRAY2,
    R_F32_ARRAY2,
    R_F32_VEC3_ARRAY3,
} result_req;

typedef struct query_op {
    uint16_t opcode;
    bool lss;          /* doc 002's instruction: its ids LSS-015/016/017 */
    bool intersection; /* an Intersection operand after the Ray Query */
    result_req result;
    spvrt_rule result_rule;
} query_op;

static const query_op query_ops[] = {
    {SPVRT_OpRayQueryInitializeKHR, false, false, R_NONE, RULE_COUNT},
    {SPVRT_OpRayQueryTerminateKHR, false, false, R_NONE, RULE_COUNT},
    {SPVRT_OpRayQueryGenerateIntersectionKHR, false, false, R_NONE, RULE_COUNT},
    {SPVRT_OpRayQueryConfirmIntersectionKHR, false, false, R_NONE, RULE_COUNT},
    {SPVRT_OpRayQueryProceedKHR, false, false, R_BOOL, RULE_RQ_PROCEED_RESULT},
    {SPVRT_OpRayQueryGetIntersectionTypeKHR, false, true, R_I32, RULE_RQ_INT_RESULT},
    {SPVRT_OpRayQueryGetRayTMinKHR, false, false, R_F32, RULE_RQ_FLOAT_RESULT},
    {SPVRT_OpRayQueryGetRayFlagsKHR, false, false, R_I32, RULE_RQ_INT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionTKHR, false, true, R_F32, RULE_RQ_FLOAT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionInstanceCustomIndexKHR, false, true, R_I32, RULE_RQ_INT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionInstanceIdKHR, false, true, R_I32, RULE_RQ_INT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR, false, true, R_I32,
     RULE_RQ_INT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionGeometryIndexKHR, false, true, R_I32, RULE_RQ_INT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionPrimitiveIndexKHR, false, true, R_I32, RULE_RQ_INT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionBarycentricsKHR, false, true, R_F32_VEC2, RULE_RQ_BARYCENTRICS_RESULT},
    {SPVRT_OpRayQueryGetIntersectionFrontFaceKHR, false, true, R_BOOL, RULE_RQ_BOOL_RESULT},
    {SPVRT_OpRayQueryGetIntersectionCandidateAABBOpaqueKHR, false, false, R_BOOL, RULE_RQ_BOOL_RESULT},
    {SPVRT_OpRayQueryGetIntersectionObjectRayDirectionKHR, false, true, R_F32_VEC3, RULE_RQ_VEC3_RESULT},
    {SPVRT_OpRayQueryGetIntersectionObjectRayOriginKHR, false, true, R_F32_VEC3, RULE_RQ_VEC3_RESULT},
    {SPVRT_OpRayQueryGetWorldRayDirectionKHR, false, false, R_F32_VEC3, RULE_RQ_VEC3_RESULT},
    {SPVRT_OpRayQueryGetWorldRayOriginKHR, false, false, R_F32_VEC3, RULE_RQ_VEC3_RESULT},
    {SPVRT_OpRayQueryGetIntersectionObjectToWorldKHR, false, true, R_F32_MAT4X3, RULE_RQ_MATRIX_RESULT},
    {SPVRT_OpRayQueryGetIntersectionWorldToObjectKHR, false, true, R_F32_MAT4X3, RULE_RQ_MATRIX_RESULT},
    /* SPV_KHR_ray_tracing_position_fetch: Ray Query and Intersection as doc 001's getters */
    {SPVRT_OpRayQueryGetIntersectionTriangleVertexPositionsKHR, false, true, R_F32_VEC3_ARRAY3,
     RULE_RQ_POSITION_FETCH_RESULT},
    /* doc 002 */
    {SPVRT_OpRayQueryGetIntersectionSpherePositionNV, true, true, R_F32_VEC3, RULE_LSS_RAY_QUERY_SPHERE_POSITION_RESULT},
    {SPVRT_OpRayQueryGetIntersectionSphereRadiusNV, true, true, R_F32, RULE_LSS_FLOAT_RESULT},
    {SPVRT_OpRayQueryGetIntersectionLSSPositionsNV, true, true, R_F32_VEC3_ARRAY2, RULE_LSS_POSITIONS_RESULT},
    {SPVRT_OpRayQueryGetIntersectionLSSRadiiNV, true, true, R_F32_ARRAY2, RULE_LSS_RADII_RESULT},
    {SPVRT_OpRayQueryGetIntersectionLSSHitValueNV, true, true, R_F32, RULE_LSS_FLOAT_RESULT},
    {SPVRT_OpRayQueryIsSphereHitNV, true, true, R_BOOL, RULE_LSS_BOOL_RESULT},
    {SPVRT_OpRayQueryIsLSSHitNV, true, true, R_BOOL, RULE_LSS_BOOL_RESULT},
};

static const query_op *query_op_of(uint16_t opcode)
{
    /* most instructions are none of these: their opcodes lie in four small ranges */
    if (!(opcode >= SPVRT_OpRayQueryInitializeKHR && opcode <= SPVRT_OpRayQueryGetIntersectionTypeKHR) &&
        opcode != SPVRT_OpRayQueryGetIntersectionTriangleVertexPositionsKHR &&
        !(opcode >= SPVRT_OpRayQueryGetIntersectionSpherePositionNV && opcode <= SPVRT_OpRayQueryIsLSSHitNV) &&
        !(opcode >= SPVRT_OpRayQueryGetRayTMinKHR && opcode <= SPVRT_OpRayQueryGetIntersectionWorldToObjectKHR))
        return NULL;
    for (size_t k = 0; k < sizeof query_ops / sizeof query_ops[0]; k++)
        if (query_ops[k].opcode == opcode)
            return &query_ops[k];
    return NULL;
}

/* ---- the six sphere / LSS built-ins (doc 002 3.21) --------------------------------------------- */

static bool is_lss_builtin(uint32_t builtin)
{
    switch (builtin) {
    case SPVRT_BuiltIn_HitIsSphereNV:
    case SPVRT_BuiltIn_HitIsLSSNV:
    case SPVRT_BuiltIn_HitSpherePositionNV:
    case SPVRT_BuiltIn_HitLSSPositionsNV:
    case SPVRT_BuiltIn_HitSphereRadiusNV:
    case SPVRT_BuiltIn_HitLSSRadiiNV: return true;
    default: return false;
    }
}

/* The model VUID of each built-in ([VD] VUID-<name>-<name>-<n>), for messages. */
static unsigned lss_builtin_model_vuid(uint32_t builtin)
{
    switch (builtin) {
    case SPVRT_BuiltIn_HitIsSphereNV: return 10513;
    case SPVRT_BuiltIn_HitIsLSSNV: return 10516;
    case SPVRT_BuiltIn_HitSpherePositionNV: return 10519;
    case SPVRT_BuiltIn_HitSphereRadiusNV: return 10522;
    case SPVRT_BuiltIn_HitLSSPositionsNV: return 10525;
    default: return 10528; /* HitLSSRadiiNV */
    }
}

/* ---- the pass's state ------------------------------------------------------------------------ */

typedef struct rq_pass {
    spvrt_validator *v;
    spvrt_mem_facts facts;
    bool logical, variable_pointers;
    bool ext_ray_query, ext_ray_tracing, ext_lss;
    bool declares_ray_query;     /* OpCapability RayQueryKHR itself (not only implicitly) */
    bool has_opaque_types;       /* the module declares a ray query, acceleration structure or NV hit object */
    spvrt_idmap as_block;        /* acceleration structure taken out of a composite -> its block's label index + 1 */
    bool as_block_ready;
    spvrt_idmap lss_builtin_of;  /* variable -> the sphere/LSS built-in it holds (+0: none) */
    bool lss_builtins_ready;
    uint32_t block;              /* instruction index of the current block's OpLabel */
} rq_pass;

static bool has_cap(const rq_pass *p, uint32_t capability)
{
    return spvrt_mem_has_capability(&p->facts, capability);
}

/* The opcode of the type pointed to by the type of value id (0 if it is no pointer). */
static uint16_t pointee_opcode_of_value(const spvrt_validator *v, uint32_t id, uint32_t *storage_class)
{
    uint32_t pointee = spvrt_val_pointee(v, spvrt_val_type_of(v, id), storage_class);
    return pointee ? spvrt_val_type_opcode(v, pointee) : 0;
}

/* ---- type predicates, as SPIRV-Tools' ValidationState_t answers them ------------------------------ */

static bool is_int32_scalar(const spvrt_validator *v, uint32_t t)
{
    return vi_is_int_scalar(v, t) && vi_bit_width(v, t) == 32;
}

static bool is_f32_scalar(const spvrt_validator *v, uint32_t t)
{
    return vi_is_float_scalar(v, t) && vi_bit_width(v, t) == 32;
}

static bool is_f32_vector(const spvrt_validator *v, uint32_t t, uint32_t count)
{
    return vi_is_vector_of(v, t, SPVRT_OpTypeFloat) && vi_dimension(v, t) == count && vi_bit_width(v, t) == 32;
}

/* An OpTypeArray of `length` (a constant) elements, each satisfying element_ok. */
static bool is_array_of(const spvrt_validator *v, uint32_t t, uint64_t length, uint32_t *element)
{
    if (vi_op(v, t) != SPVRT_OpTypeArray)
        return false;
    uint64_t actual;
    if (!spvrt_val_constant_u64(v, vi_type_word(v, t, 3), &actual) || actual != length)
        return false;
    *element = vi_type_word(v, t, 2);
    return true;
}

static bool result_matches(const spvrt_validator *v, result_req req, uint32_t t)
{
    uint32_t element = 0, rows = 0, cols = 0, column = 0, component = 0;
    switch (req) {
    case R_NONE: return true;
    case R_BOOL: return vi_is_bool_scalar(v, t);
    case R_I32: return is_int32_scalar(v, t);
    case R_F32: return is_f32_scalar(v, t);
    case R_F32_VEC2: return is_f32_vector(v, t, 2);
    case R_F32_VEC3: return is_f32_vector(v, t, 3);
    case R_F32_MAT4X3:
        return vi_matrix_info(v, t, &rows, &cols, &column, &component) && cols == 4 && rows == 3 &&
               is_f32_scalar(v, component);
    case R_F32_VEC3_ARRAY2: return is_array_of(v, t, 2, &element) && is_f32_vector(v, element, 3);
    case R_F32_ARRAY2: return is_array_of(v, t, 2, &element) && is_f32_scalar(v, element);
    case R_F32_VEC3_ARRAY3: return is_array_of(v, t, 3, &element) && is_f32_vector(v, element, 3);
    }
    return true;
}

static const char *result_text(result_req req)
{
    switch (req) {
    case R_BOOL: return "a bool scalar";
    case R_I32: return "a 32-bit int scalar";
    case R_F32: return "a 32-bit float scalar";
    case R_F32_VEC2: return "a 2-component vector of 32-bit float";
    case R_F32_VEC3: return "a 3-component vector of 32-bit float";
    case R_F32_MAT4X3: return "a matrix of 4 columns of 3-component 32-bit float vectors";
    case R_F32_VEC3_ARRAY2: return "an array of 2 3-component vectors of 32-bit float";
    case R_F32_ARRAY2: return "an array of 2 32-bit floats";
    case R_F32_VEC3_ARRAY3: return "an array of 3 3-component vectors of 32-bit float";
    default: return "?";
    }
}

/* ---- module facts ------------------------------------------------------------------------------ */

static void collect_module_facts(rq_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    p->logical = p->facts.addressing_model == SPVRT_AddressingModel_Logical;
    p->variable_pointers = has_cap(p, SPVRT_Capability_VariablePointers) ||
                           has_cap(p, SPVRT_Capability_VariablePointersStorageBuffer);
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode == SPVRT_OpCapability && spvrt_val_word(v, inst, 1) == SPVRT_Capability_RayQueryKHR) {
            p->declares_ray_query = true;
        } else if (inst->opcode == SPVRT_OpExtension && inst->word_count >= 2) {
            size_t length;
            const spvrt_operand *ops = spvrt_inst_operands(m, inst);
            const char *name = inst->operand_count ? spvrt_operand_string(m, inst, &ops[0], &length) : "";
            p->ext_ray_query |= strcmp(name, "SPV_KHR_ray_query") == 0;
            p->ext_ray_tracing |= strcmp(name, "SPV_KHR_ray_tracing") == 0;
            p->ext_lss |= strcmp(name, "SPV_NV_linear_swept_spheres") == 0;
        } else if (inst->opcode == SPVRT_OpTypeRayQueryKHR || inst->opcode == SPVRT_OpTypeAccelerationStructureKHR ||
                   inst->opcode == SPVRT_OpTypeHitObjectNV) {
            p->has_opaque_types = true;
        }
    }
}

/* ---- RQ-001: the ray query type without the extension ------------------------------------------------ */

/* doc 001 "Validation Rules": the module must declare OpExtension "SPV_KHR_ray_query" to use the extension.
 * The capability pass reports OpCapability RayQueryKHR without it; this catches the ray query type when
 * RayQueryKHR is only implicitly declared (by RayTraversalPrimitiveCullingKHR, which SPV_KHR_ray_tracing
 * also enables: doc 001 "Interactions with SPV_KHR_ray_tracing" shares it "for use with the instructions
 * under that same capability", not for ray queries). */
static bool check_ray_query_type(rq_pass *p, const spvrt_instruction *inst)
{
    if (inst->opcode != SPVRT_OpTypeRayQueryKHR || p->ext_ray_query || p->declares_ray_query)
        return true;
    return spvrt_val_report(p->v, RULE_RQ_EXTENSION, inst, "OpTypeRayQueryKHR needs OpExtension "
                            "\"SPV_KHR_ray_query\" (RayQueryKHR is declared only implicitly here)");
}

/* ---- RQ-003..006, LSS-004: a constant Ray Flags operand ------------------------------------------ */

static bool check_ray_flags(rq_pass *p, const spvrt_instruction *inst, uint32_t k)
{
    spvrt_validator *v = p->v;
    uint32_t flags_id = spvrt_val_word(v, inst, k);
    uint64_t value;
    /* a specialization constant's value is not known here, OpConstantNull is 0 (no flag) */
    if (!is_int32_scalar(v, spvrt_val_type_of(v, flags_id)) || !spvrt_val_constant_u64(v, flags_id, &value))
        return true;
    uint32_t flags = (uint32_t)value;
    const char *op = vi_opname(inst->opcode);
    /* doc 001 3.RF: "if more than one of these four bits are set: OpaqueKHR NoOpaqueKHR CullOpaqueKHR
     * CullNoOpaqueKHR" the combination is invalid */
    uint32_t opacity = flags & (RF_OPAQUE | RF_NO_OPAQUE | RF_CULL_OPAQUE | RF_CULL_NO_OPAQUE);
    if (opacity & (opacity - 1))
        return spvrt_val_report(v, RULE_RQ_RAY_FLAGS_OPACITY, inst, "%s: Ray Flags 0x%x set more than one of "
                                "OpaqueKHR, NoOpaqueKHR, CullOpaqueKHR and CullNoOpaqueKHR", op, flags);
    /* doc 001 3.RF: "if more than one of these three bits are set: SkipTrianglesKHR
     * CullBackFacingTrianglesKHR CullFrontFacingTrianglesKHR" */
    uint32_t triangles = flags & (RF_SKIP_TRIANGLES | RF_CULL_BACK_FACING_TRIANGLES | RF_CULL_FRONT_FACING_TRIANGLES);
    if (triangles & (triangles - 1))
        return spvrt_val_report(v, RULE_RQ_RAY_FLAGS_TRIANGLES, inst, "%s: Ray Flags 0x%x set more than one of "
                                "SkipTrianglesKHR, CullBackFacingTrianglesKHR and CullFrontFacingTrianglesKHR", op,
                                flags);
    /* doc 001 3.RF: "if more than one of these two bits are set: SkipTrianglesKHR SkipAABBsKHR" */
    if ((flags & RF_SKIP_TRIANGLES) && (flags & RF_SKIP_AABBS))
        return spvrt_val_report(v, RULE_RQ_RAY_FLAGS_SKIP_BOTH, inst, "%s: Ray Flags 0x%x set both "
                                "SkipTrianglesKHR and SkipAABBsKHR", op, flags);
    /* doc 001 3.RF: SkipAABBsKHR and SkipTrianglesKHR are enabled by RayTraversalPrimitiveCullingKHR;
     * doc 002 3.RF: 0x100 (SkipBuiltinPrimitivesNV, alias of SkipTrianglesKHR) also by
     * RayTracingSpheresGeometryNV or RayTracingLinearSweptSpheresGeometryNV */
    bool culling = has_cap(p, SPVRT_Capability_RayTraversalPrimitiveCullingKHR);
    if ((flags & RF_SKIP_AABBS) && !culling)
        return spvrt_val_report(v, RULE_RQ_RAY_FLAGS_CULLING_CAPABILITY, inst, "%s: Ray Flags 0x%x set SkipAABBsKHR, "
                                "which needs the RayTraversalPrimitiveCullingKHR capability", op, flags);
    if ((flags & RF_SKIP_TRIANGLES) && !culling && !has_cap(p, SPVRT_Capability_RayTracingSpheresGeometryNV) &&
        !has_cap(p, SPVRT_Capability_RayTracingLinearSweptSpheresGeometryNV)) {
        if (p->ext_lss)
            return spvrt_val_report(v, RULE_LSS_SKIP_BUILTIN_PRIMITIVES, inst, "%s: Ray Flags 0x%x set "
                                    "SkipBuiltinPrimitivesNV (0x100), which needs the RayTracingSpheresGeometryNV, "
                                    "RayTracingLinearSweptSpheresGeometryNV or RayTraversalPrimitiveCullingKHR "
                                    "capability", op, flags);
        return spvrt_val_report(v, RULE_RQ_RAY_FLAGS_CULLING_CAPABILITY, inst, "%s: Ray Flags 0x%x set "
                                "SkipTrianglesKHR, which needs the RayTraversalPrimitiveCullingKHR capability", op,
                                flags);
    }
    return true;
}

/* ---- the ray-query instructions ---------------------------------------------------------------- */

static bool check_query_instruction(rq_pass *p, const spvrt_instruction *inst, const query_op *q)
{
    spvrt_validator *v = p->v;
    char s1[12];
    const char *op = vi_opname(inst->opcode);
    bool has_result = spvrt_inst_info(inst)->has_result_type;
    uint32_t k = has_result ? 3 : 1; /* the Ray Query operand */
    if (k >= inst->word_count)
        return true;
    /* doc 001 3.36.RQInstructions / doc 002: "Ray Query is a pointer to the ray query" (OpTypeRayQueryKHR) */
    uint32_t query = spvrt_val_word(v, inst, k);
    if (pointee_opcode_of_value(v, query, NULL) != SPVRT_OpTypeRayQueryKHR &&
        !spvrt_val_report(v, q->lss ? RULE_LSS_RAY_QUERY_OPERAND : RULE_RQ_RAY_QUERY_OPERAND, inst,
                          "%s: Ray Query %%%s must be a pointer to an OpTypeRayQueryKHR", op,
                          spvrt_val_id_name(v, query, s1)))
        return false;
    /* doc 002 "Interactions with SPV_KHR_ray_query": supported only if SPV_KHR_ray_query is */
    if (q->lss && !p->ext_ray_query &&
        !spvrt_val_report(v, RULE_LSS_RAY_QUERY_EXTENSION, inst, "%s is supported only together with "
                          "SPV_KHR_ray_query, which the module does not declare with OpExtension", op))
        return false;
    /* "Intersection must be the <id> of a constant instruction with a 32-bit scalar integer type" */
    if (q->intersection && k + 1 < inst->word_count) {
        uint32_t intersection = spvrt_val_word(v, inst, k + 1);
        const spvrt_instruction *def = spvrt_module_def(v->m, intersection);
        if (!def || !spvrt_val_is_constant_opcode(def->opcode) || !is_int32_scalar(v, def->result_type)) {
            if (!spvrt_val_report(v, q->lss ? RULE_LSS_INTERSECTION_CONSTANT : RULE_RQ_INTERSECTION_CONSTANT, inst,
                                  "%s: Intersection %%%s must be a constant of 32-bit int scalar type", op,
                                  spvrt_val_id_name(v, intersection, s1)))
                return false;
        } else {
            /* 3.RQIntersection: RayQueryCandidateIntersectionKHR (0) or RayQueryCommittedIntersectionKHR
             * (1); a specialization constant's value is not known here */
            uint64_t value;
            if (spvrt_val_constant_u64(v, intersection, &value) && value > 1 &&
                !spvrt_val_report(v, RULE_RQ_INTERSECTION_VALUE, inst, "%s: Intersection %%%s is %llu, not "
                                  "RayQueryCandidateIntersectionKHR (0) or RayQueryCommittedIntersectionKHR (1)", op,
                                  spvrt_val_id_name(v, intersection, s1), (unsigned long long)value))
                return false;
        }
    }
    /* each instruction's "Result Type must be ..." */
    if (has_result && !result_matches(v, q->result, inst->result_type) &&
        !spvrt_val_report(v, q->result_rule, inst, "%s: Result Type %%%s must be %s", op,
                          spvrt_val_id_name(v, inst->result_type, s1), result_text(q->result)))
        return false;
    if (inst->opcode == SPVRT_OpRayQueryInitializeKHR && inst->word_count >= 9) {
        /* the Acceleration Structure an OpTypeAccelerationStructureKHR ("Consumed by OpRayQueryInitializeKHR") */
        if (vi_op(v, vi_value_type(v, inst, 2)) != SPVRT_OpTypeAccelerationStructureKHR &&
            !vi_fail_operand(v, RULE_RQ_INIT_ACCELERATION_STRUCTURE, inst, 2,
                             "Acceleration Structure must be an OpTypeAccelerationStructureKHR"))
            return false;
        /* "Ray Flags and Cull Mask must be a 32-bit integer type scalar" */
        for (uint32_t w = 3; w <= 4; w++)
            if (!is_int32_scalar(v, vi_value_type(v, inst, w)) &&
                !vi_fail_operand(v, RULE_RQ_INIT_FLAGS_CULL_MASK, inst, w,
                                 w == 3 ? "Ray Flags must be a 32-bit int scalar"
                                        : "Cull Mask must be a 32-bit int scalar"))
                return false;
        /* "Ray Origin and Ray Direction must be a 32-bit floating-point type 3-component vector" */
        for (uint32_t w = 5; w <= 7; w += 2)
            if (!is_f32_vector(v, vi_value_type(v, inst, w), 3) &&
                !vi_fail_operand(v, RULE_RQ_INIT_ORIGIN_DIRECTION, inst, w,
                                 w == 5 ? "Ray Origin must be a 3-component vector of 32-bit float"
                                        : "Ray Direction must be a 3-component vector of 32-bit float"))
                return false;
        /* "Ray Tmin and Ray Tmax must be a 32-bit floating-point type scalar" */
        for (uint32_t w = 6; w <= 8; w += 2)
            if (!is_f32_scalar(v, vi_value_type(v, inst, w)) &&
                !vi_fail_operand(v, RULE_RQ_INIT_TMIN_TMAX, inst, w,
                                 w == 6 ? "Ray Tmin must be a 32-bit float scalar"
                                        : "Ray Tmax must be a 32-bit float scalar"))
                return false;
    }
    /* OpRayQueryGenerateIntersectionKHR: "Hit T must be a 32-bit floating-point type scalar" */
    if (inst->opcode == SPVRT_OpRayQueryGenerateIntersectionKHR && inst->word_count >= 3 &&
        !is_f32_scalar(v, vi_value_type(v, inst, 2)) &&
        !vi_fail_operand(v, RULE_RQ_HIT_T, inst, 2, "Hit T must be a 32-bit float scalar"))
        return false;
    return true;
}

/* doc 001 3.36.11 OpConvertUToAccelerationStructureKHR */
static bool check_convert(rq_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    if (inst->word_count < 4)
        return true;
    /* "Result Type must be an OpTypeAccelerationStructureKHR" */
    if (vi_op(v, inst->result_type) != SPVRT_OpTypeAccelerationStructureKHR &&
        !spvrt_val_report(v, RULE_RQ_CONVERT_RESULT, inst, "OpConvertUToAccelerationStructureKHR: Result Type %%%s "
                          "must be an OpTypeAccelerationStructureKHR", spvrt_val_id_name(v, inst->result_type, s1)))
        return false;
    /* "Acceleration Structure must either be a 64-bit scalar of integer type, whose Signedness operand is 0,
     * or a 2-component vector of 32-bit integer type, whose Signedness operand is 0" */
    uint32_t t = vi_value_type(v, inst, 3);
    bool scalar64 = vi_is_unsigned_int_scalar(v, t) && vi_bit_width(v, t) == 64;
    bool vector2 = vi_is_vector_of(v, t, SPVRT_OpTypeInt) && vi_dimension(v, t) == 2 && vi_bit_width(v, t) == 32 &&
                   vi_is_unsigned_int_sv(v, t);
    if (!scalar64 && !vector2)
        return vi_fail_operand(v, RULE_RQ_CONVERT_OPERAND, inst, 3, "Acceleration Structure must be a 64-bit "
                               "unsigned int scalar or a 2-component vector of 32-bit unsigned int");
    return true;
}

/* ---- RQ-007..009: where a ray query may live, and what may not touch it ----------------------------- */

static bool check_memory(rq_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    switch (inst->opcode) {
    case SPVRT_OpTypePointer: {
        /* doc 001 (OpTypePointer): "If Type is OpTypeRayQueryKHR, Storage Class must be Private or Function" */
        uint32_t sc = spvrt_val_word(v, inst, 2);
        if (vi_op(v, spvrt_val_word(v, inst, 3)) == SPVRT_OpTypeRayQueryKHR && sc != SPVRT_StorageClass_Private &&
            sc != SPVRT_StorageClass_Function)
            return spvrt_val_report(v, RULE_RQ_POINTER_STORAGE, inst, "a pointer to OpTypeRayQueryKHR must be in the "
                                    "Private or Function storage class, not %s",
                                    spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, sc));
        return true;
    }
    case SPVRT_OpLoad:
    case SPVRT_OpStore: {
        /* doc 001 (OpStore, OpLoad): "The Type operand to the OpTypePointer used for Pointer must not be
         * OpTypeRayQueryKHR" */
        uint32_t k = inst->opcode == SPVRT_OpLoad ? 3 : 1;
        uint32_t pointer = spvrt_val_word(v, inst, k);
        if (k < inst->word_count && pointee_opcode_of_value(v, pointer, NULL) == SPVRT_OpTypeRayQueryKHR)
            return spvrt_val_report(v, RULE_RQ_LOAD_STORE, inst, "%s: Pointer %%%s points to an OpTypeRayQueryKHR, "
                                    "which must not be loaded or stored", vi_opname(inst->opcode),
                                    spvrt_val_id_name(v, pointer, s1));
        return true;
    }
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized:
        /* doc 001 (OpCopyMemory, OpCopyMemorySized): "The Type operand to the OpTypePointer used for Target or
         * Source must not be OpTypeRayQueryKHR" */
        for (uint32_t k = 1; k <= 2 && k < inst->word_count; k++) {
            uint32_t pointer = spvrt_val_word(v, inst, k);
            if (pointee_opcode_of_value(v, pointer, NULL) == SPVRT_OpTypeRayQueryKHR)
                return spvrt_val_report(v, RULE_RQ_COPY_MEMORY, inst, "%s: %s %%%s points to an OpTypeRayQueryKHR, "
                                        "which must not be copied", vi_opname(inst->opcode),
                                        k == 1 ? "Target" : "Source", spvrt_val_id_name(v, pointer, s1));
        }
        return true;
    default: return true;
    }
}

/* ---- RQ-011, LSS-023: the instructions a pointer to a ray query / NV hit object may be an operand of --- */

/* SPIR-V 2.16.1, for the Logical addressing model without VariablePointers(StorageBuffer): "It is invalid
 * for a pointer to be an operand to any instruction other than: ...", with doc 001's and doc 002's
 * additions.  Load, store and copy are left to RQ-008/009 and the memory family, atomics, access chains and
 * the variable-pointer instructions (OpSelect, OpPhi, OpPtrEqual, ...) to the families that check them. */
static bool pointer_user_allowed(uint16_t opcode, bool hit_object)
{
    switch (opcode) {
    case SPVRT_OpLoad:
    case SPVRT_OpStore:
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized:
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain:
    case SPVRT_OpPtrAccessChain:
    case SPVRT_OpInBoundsPtrAccessChain:
    case SPVRT_OpFunctionCall:
    case SPVRT_OpImageTexelPointer:
    case SPVRT_OpCopyObject:
    case SPVRT_OpExtInst:
    case SPVRT_OpSelect:
    case SPVRT_OpPhi:
    case SPVRT_OpPtrEqual:
    case SPVRT_OpPtrNotEqual:
    case SPVRT_OpPtrDiff: return true;
    default: break;
    }
    if (opcode >= SPVRT_OpAtomicLoad && opcode <= SPVRT_OpAtomicXor)
        return true;
    if (query_op_of(opcode) || opcode == SPVRT_OpHitObjectRecordFromQueryEXT)
        return !hit_object;
    if (hit_object) {
        /* SPV_NV_shader_invocation_reorder's instructions and doc 002's six hit-object getters */
        const spvrt_instruction_info *info = spvrt_grammar_opcode(opcode);
        const char *name = info ? spvrt_grammar_string(info->name) : "";
        size_t n = strlen(name);
        return (strncmp(name, "OpHitObject", 11) == 0 || strncmp(name, "OpReorderThread", 15) == 0) && n > 2 &&
               strcmp(name + n - 2, "NV") == 0;
    }
    return false;
}

static bool check_pointer_operands(rq_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    uint32_t id;
    char s1[12];
    for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
        uint16_t pointee = pointee_opcode_of_value(v, id, NULL);
        if (pointee != SPVRT_OpTypeRayQueryKHR && pointee != SPVRT_OpTypeHitObjectNV)
            continue;
        bool hit_object = pointee == SPVRT_OpTypeHitObjectNV;
        if (pointer_user_allowed(inst->opcode, hit_object))
            return true;
        if (hit_object)
            return spvrt_val_report(v, RULE_LSS_POINTER_OPERAND, inst, "%s: the pointer %%%s to an NV hit object is "
                                    "an operand of an instruction that SPIR-V 2.16.1 (with the instructions "
                                    "SPV_NV_linear_swept_spheres adds) does not allow pointer operands for",
                                    vi_opname(inst->opcode), spvrt_val_id_name(v, id, s1));
        return spvrt_val_report(v, RULE_RQ_POINTER_OPERAND, inst, "%s: the pointer %%%s to a ray query is an operand "
                                "of an instruction that SPIR-V 2.16.1 (with the ray-query instructions "
                                "SPV_KHR_ray_query adds) does not allow pointer operands for",
                                vi_opname(inst->opcode), spvrt_val_id_name(v, id, s1));
    }
    return true;
}

/* ---- RQ-012: pointer arguments of OpFunctionCall ---------------------------------------------------- */

static bool is_memory_object_declaration(uint16_t opcode)
{
    return opcode == SPVRT_OpVariable || opcode == SPVRT_OpFunctionParameter;
}

/* doc 001 2.16.1: "Any pointer operand to an OpFunctionCall must be: a memory object declaration, or a
 * pointer to an element in an array that is a memory object declaration, where the element type is
 * OpTypeSampler, OpTypeImage, or OpTypeAccelerationStructureKHR".  Checked in the Logical addressing
 * model, leaving the variable pointers SPV_KHR_variable_pointers allows (StorageBuffer ones with
 * VariablePointersStorageBuffer, Workgroup ones too with VariablePointers).  An element of
 * OpTypeSampledImage (the combined image sampler) is accepted too, leniently: glslang passes an element of
 * a sampler2D array that way, and the list names the image and sampler handles it combines. */
static bool check_call_arguments(rq_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    for (uint32_t k = 4; k < inst->word_count; k++) {
        uint32_t argument = spvrt_val_word(v, inst, k);
        uint32_t sc = 0;
        if (!spvrt_val_pointee(v, spvrt_val_type_of(v, argument), &sc))
            continue;
        /* NodePayloadAMDX pointers: OpAllocateNodePayloadsAMDX's result is a pointer that doc 004 lets reach
         * OpEnqueueNodePayloadsAMDX through function parameters (AMDX-076), so it is no memory object
         * declaration and yet may be an argument */
        if (sc == SPVRT_StorageClass_NodePayloadAMDX || sc == SPVRT_StorageClass_PhysicalStorageBuffer ||
            (sc == SPVRT_StorageClass_StorageBuffer && p->variable_pointers) ||
            (sc == SPVRT_StorageClass_Workgroup && has_cap(p, SPVRT_Capability_VariablePointers)))
            continue;
        const spvrt_instruction *def = spvrt_module_def(v->m, argument);
        if (!def || is_memory_object_declaration(def->opcode))
            continue;
        const char *why = "is neither a memory object declaration nor a pointer to an element of an array that is "
                          "one";
        if ((def->opcode == SPVRT_OpAccessChain || def->opcode == SPVRT_OpInBoundsAccessChain) &&
            def->word_count >= 5) {
            /* the base a memory object declaration; every index steps into an array (an array of arrays of
             * images, too), down to the element */
            const spvrt_instruction *base = spvrt_module_def(v->m, spvrt_val_word(v, def, 3));
            uint32_t type = spvrt_val_pointee(v, base ? base->result_type : 0, NULL);
            bool arrays = base && is_memory_object_declaration(base->opcode);
            for (uint32_t i = 4; arrays && i < def->word_count; i++) {
                uint16_t op = vi_op(v, type);
                arrays = op == SPVRT_OpTypeArray || op == SPVRT_OpTypeRuntimeArray;
                type = vi_type_word(v, type, 2);
            }
            if (arrays) {
                uint16_t element = vi_op(v, type);
                if (element == SPVRT_OpTypeSampler || element == SPVRT_OpTypeImage ||
                    element == SPVRT_OpTypeSampledImage || element == SPVRT_OpTypeAccelerationStructureKHR)
                    continue;
                why = "points to an element of an array, but the element type is not OpTypeSampler, OpTypeImage or "
                      "OpTypeAccelerationStructureKHR";
            }
        }
        if (!spvrt_val_report(v, RULE_RQ_CALL_ARRAY_ELEMENT, inst, "OpFunctionCall: the pointer argument %%%s %s",
                              spvrt_val_id_name(v, argument, s1), why))
            return false;
    }
    return true;
}

/* ---- RQ-014, RQ-015: an acceleration structure taken out of a composite ---------------------------- */

/* doc 001 2.16.1 Data rules: "Instructions accessing a scalar acceleration structure out of a composite":
 * an OpLoad through an access chain with indexes, or an OpCompositeExtract, of acceleration structure
 * type. */
static bool takes_as_out_of_composite(const rq_pass *p, const spvrt_instruction *def)
{
    const spvrt_validator *v = p->v;
    if (!def || vi_op(v, def->result_type) != SPVRT_OpTypeAccelerationStructureKHR)
        return false;
    if (def->opcode == SPVRT_OpCompositeExtract)
        return true;
    if (def->opcode != SPVRT_OpLoad || def->word_count < 4)
        return false;
    const spvrt_instruction *chain = spvrt_module_def(v->m, spvrt_val_word(v, def, 3));
    if (!chain)
        return false;
    switch (chain->opcode) {
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain: return chain->word_count >= 5;
    case SPVRT_OpPtrAccessChain:
    case SPVRT_OpInBoundsPtrAccessChain: return chain->word_count >= 6;
    default: return false;
    }
}

static bool check_as_uses(rq_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    char s1[12];
    if (takes_as_out_of_composite(p, inst)) {
        if (!p->as_block_ready) {
            if (!spvrt_idmap_init(&p->as_block, v->ctx, m->header.bound, 16, 0))
                return true; /* out of memory: the rule is not checked */
            p->as_block_ready = true;
        }
        spvrt_idmap_set(&p->as_block, inst->result, p->block + 1);
    }
    if (inst->opcode == SPVRT_OpExtInst)
        return true; /* extended instructions (debug information) */
    uint32_t id;
    uint32_t allowed_word = acceleration_structure_word(inst->opcode);
    for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
        const spvrt_instruction *def = spvrt_module_def(m, id);
        if (!def || !takes_as_out_of_composite(p, def))
            continue;
        /* "Such Result must not appear as operands to OpPhi or OpSelect instructions, or any instructions other
         * than the ray tracing instructions specified to operate on them" */
        if (spvrt_inst_operands(m, inst)[k - 1].offset != allowed_word || allowed_word == 0)
            return spvrt_val_report(v, RULE_RQ_AS_USE, inst, "%s: %%%s, an acceleration structure taken out of a "
                                    "composite, may only be the Acceleration Structure operand of a ray tracing "
                                    "instruction", vi_opname(inst->opcode), spvrt_val_id_name(v, id, s1));
        /* "They must be in the same block in which their Result are consumed" */
        uint32_t def_block = p->as_block_ready ? spvrt_idmap_get(&p->as_block, id) : 0;
        if (def_block && def_block != p->block + 1)
            return spvrt_val_report(v, RULE_RQ_AS_SAME_BLOCK, inst, "%s: %%%s, an acceleration structure taken out "
                                    "of a composite, is used outside the block that takes it out",
                                    vi_opname(inst->opcode), spvrt_val_id_name(v, id, s1));
    }
    return true;
}

/* ---- LSS-005, LSS-006: the six built-ins ----------------------------------------------------------- */

/* The variables that hold the built-ins: decorated ones, and variables of a structure with a decorated
 * member.  Also LSS-006 at each decoration. */
static bool collect_lss_builtins(rq_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    spvrt_idmap struct_builtin;
    bool any = false;
    for (uint32_t d = 0; d < m->decoration_count; d++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[d]];
        bool member = inst->opcode == SPVRT_OpMemberDecorate;
        if ((inst->opcode != SPVRT_OpDecorate && !member) || inst->word_count < (member ? 5 : 4) ||
            spvrt_val_word(v, inst, member ? 3 : 2) != SPVRT_Decoration_BuiltIn)
            continue;
        uint32_t builtin = spvrt_val_word(v, inst, member ? 4 : 3);
        if (!is_lss_builtin(builtin))
            continue;
        /* doc 002 "Interactions with SPV_KHR_ray_tracing": the built-ins "are supported only if
         * SPV_KHR_ray_tracing is supported" */
        if (!p->ext_ray_tracing &&
            !spvrt_val_report(v, RULE_LSS_BUILTIN_RAY_TRACING, inst, "BuiltIn %s is supported only together with "
                              "SPV_KHR_ray_tracing, which the module does not declare with OpExtension",
                              spvrt_val_enumerant_name(SPVRT_KIND_BuiltIn, builtin)))
            return false;
        if (!any) {
            if (!spvrt_idmap_init(&p->lss_builtin_of, v->ctx, m->header.bound, 8, 0))
                return true;
            if (!spvrt_idmap_init(&struct_builtin, v->ctx, m->header.bound, 8, 0)) {
                spvrt_idmap_free(&p->lss_builtin_of);
                return true;
            }
            any = p->lss_builtins_ready = true;
        }
        spvrt_idmap_set(member ? &struct_builtin : &p->lss_builtin_of, spvrt_val_word(v, inst, 1), builtin);
    }
    if (!any)
        return true;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode != SPVRT_OpVariable)
            continue;
        uint32_t builtin = spvrt_idmap_get(&struct_builtin, spvrt_val_pointee(v, inst->result_type, NULL));
        if (builtin && !spvrt_idmap_get(&p->lss_builtin_of, inst->result))
            spvrt_idmap_set(&p->lss_builtin_of, inst->result, builtin);
    }
    spvrt_idmap_free(&struct_builtin);
    return true;
}

/* doc 002 3.21: each of the six "Allowed in AnyHitKHR and ClosestHitKHR ray tracing execution models" */
static bool check_lss_builtin_use(rq_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    uint32_t models = spvrt_mem_models_of(v, &p->facts, inst);
    uint32_t allowed = spvrt_mem_model_bit(SPVRT_ExecutionModel_AnyHitKHR) |
                       spvrt_mem_model_bit(SPVRT_ExecutionModel_ClosestHitKHR);
    uint32_t wrong = models & ~allowed;
    if (!wrong)
        return true;
    uint32_t id;
    for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, true, &k, &id);) {
        uint32_t builtin = spvrt_idmap_get(&p->lss_builtin_of, id);
        if (!builtin)
            continue;
        /* name one execution model of an entry point that reaches this function */
        const char *model = "another";
        for (uint32_t e = 0; e < m->entry_point_count; e++) {
            uint32_t model_value = spvrt_val_word(v, &m->insts[m->entry_points[e]], 1);
            if (spvrt_mem_model_bit(model_value) & wrong) {
                model = spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, model_value);
                break;
            }
        }
        const char *name = spvrt_val_enumerant_name(SPVRT_KIND_BuiltIn, builtin);
        return spvrt_val_report(v, RULE_LSS_BUILTIN_MODEL, inst, "BuiltIn %s is allowed only in the AnyHitKHR and "
                                "ClosestHitKHR execution models; this function is called from a %s entry point "
                                "(VUID-%s-%s-%05u)", name, model, name, name, lss_builtin_model_vuid(builtin));
    }
    return true;
}

/* ---- the pass ------------------------------------------------------------------------------------ */

static void walk(rq_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    bool in_function = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpFunction: in_function = true; break;
        case SPVRT_OpFunctionEnd: in_function = false; break;
        case SPVRT_OpLabel: p->block = i; break;
        default: break;
        }
        bool ok = check_memory(p, inst) && check_ray_query_type(p, inst);
        if (ok && inst->opcode == SPVRT_OpFunctionCall && p->logical)
            ok = check_call_arguments(p, inst);
        if (ok && in_function) {
            uint32_t flags_word = ray_flags_word(inst->opcode);
            const query_op *q = query_op_of(inst->opcode);
            if (flags_word && flags_word < inst->word_count)
                ok = check_ray_flags(p, inst, flags_word);
            if (ok && q)
                ok = check_query_instruction(p, inst, q);
            if (ok && inst->opcode == SPVRT_OpConvertUToAccelerationStructureKHR)
                ok = check_convert(p, inst);
            if (ok && p->has_opaque_types)
                ok = check_as_uses(p, inst);
            if (ok && p->has_opaque_types && p->logical && !p->variable_pointers)
                ok = check_pointer_operands(p, inst);
            if (ok && p->lss_builtins_ready)
                ok = check_lss_builtin_use(p, inst);
        }
        if (!ok || v->stopped)
            return;
    }
}

void spvrt_val_ray_query(spvrt_validator *v)
{
    rq_pass p = {0};
    p.v = v;
    if (!spvrt_mem_facts_build(v, &p.facts))
        return;
    collect_module_facts(&p);
    /* doc 002 Dependencies: "This extension requires SPIR-V 1.4" */
    bool ok = true;
    if (p.ext_lss && v->m->header.version < SPVRT_VERSION_WORD(1, 4))
        ok = spvrt_val_report(v, RULE_LSS_VERSION, NULL, "SPV_NV_linear_swept_spheres requires SPIR-V 1.4; the "
                              "module is SPIR-V %u.%u", (v->m->header.version >> 16) & 0xFF,
                              (v->m->header.version >> 8) & 0xFF);
    if (ok)
        ok = collect_lss_builtins(&p);
    if (ok)
        walk(&p);
    if (p.as_block_ready)
        spvrt_idmap_free(&p.as_block);
    if (p.lss_builtins_ready)
        spvrt_idmap_free(&p.lss_builtin_of);
    spvrt_mem_facts_free(v, &p.facts);
}
