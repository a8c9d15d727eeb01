/* Private header of the validator: state shared by the passes, the rule
 * table and the report function.  Each pass is one file, one rule family
 * (SPIRV-Tools' source/val/validate_*.cpp shape). */
#ifndef SPVRT_VAL_H
#define SPVRT_VAL_H

#include "../text/text.h"

/* Rule ids: an index into spvrt_val_rules (rules.c). */
typedef enum spvrt_rule {
    /* Each family keeps its rules between its two marker comments. */

    /* ---- family: module (validate.c, layout.c) ---- */
    RULE_VERSION_TARGET,
    RULE_LAYOUT_ORDER,
    RULE_LAYOUT_IN_FUNCTION,
    RULE_LAYOUT_OUTSIDE_FUNCTION,
    RULE_LAYOUT_MEMORY_MODEL,
    RULE_LAYOUT_FUNCTION_END,
    RULE_LAYOUT_DECLARATIONS_FIRST,
    RULE_LIMIT_ID_BOUND,
    RULE_LIMIT_STRUCT_MEMBERS,
    RULE_LIMIT_STRUCT_DEPTH,
    RULE_LIMIT_SWITCH_BRANCHES,
    RULE_LIMIT_FUNCTION_PARAMETERS,
    RULE_LIMIT_LOCAL_VARIABLES,
    RULE_LIMIT_GLOBAL_VARIABLES,
    /* ---- end of family: module ---- */

    /* ---- family: capabilities (capabilities.c) ---- */
    RULE_CAPABILITY_INSTRUCTION,
    RULE_CAPABILITY_OPERAND,
    RULE_EXTENSION_INSTRUCTION,
    RULE_EXTENSION_OPERAND,
    RULE_VERSION_INSTRUCTION,
    RULE_VERSION_OPERAND,
    RULE_EXTENSION_SPIRV_VERSION,
    /* ---- end of family: capabilities ---- */

    /* ---- family: ids (ids.c) ---- */
    RULE_ID_UNDEFINED,
    RULE_ID_RESULT_TYPE,
    RULE_ID_FORWARD_REFERENCE,
    /* ---- end of family: ids ---- */

    /* ---- family: cfg (cfg.c) ---- */
    RULE_CFG_FUNCTION_TYPE,
    RULE_CFG_FUNCTION_PARAMETERS,
    RULE_CFG_RETURN,
    RULE_CFG_FUNCTION_CALL,
    RULE_CFG_BLOCK_STRUCTURE,
    RULE_CFG_BRANCH_TARGET,
    RULE_CFG_ENTRY_BLOCK_TARGET,
    RULE_CFG_BRANCH_CONDITION,
    RULE_CFG_BRANCH_DISTINCT_LABELS,
    RULE_CFG_MERGE_TARGET,
    RULE_CFG_MERGE_UNIQUE,
    RULE_CFG_MERGE_POSITION,
    RULE_CFG_PHI_POSITION,
    RULE_CFG_VARIABLE_POSITION,
    RULE_CFG_PHI_TYPE,
    RULE_CFG_PHI_PARENTS,
    RULE_CFG_BLOCK_ORDER,
    RULE_CFG_DOMINANCE,
    RULE_CFG_PHI_DOMINANCE,
    RULE_CFG_ID_SCOPE,
    RULE_CFG_STRUCTURED_SELECTION,
    RULE_CFG_BACK_EDGE,
    RULE_CFG_LOOP_BACK_EDGE,
    RULE_CFG_CONTINUE_DOMINANCE,
    RULE_CFG_MERGE_DOMINANCE,
    RULE_CFG_LOOP_CONTROL,
    RULE_CFG_CONTINUE_ENTRY,
    RULE_CFG_CONSTRUCT_ENTRY,
    RULE_CFG_CONSTRUCT_EXIT,
    RULE_CFG_CONSTRUCT_NESTING,
    RULE_CFG_CONTINUE_POSTDOMINANCE,
    RULE_CFG_CASE_DOMINANCE,
    RULE_CFG_CASE_EXIT,
    RULE_CFG_CASE_FALLTHROUGH,
    RULE_CFG_NESTING_DEPTH,
    RULE_ENV_009,
    /* ---- end of family: cfg ---- */

    /* ---- family: instructions (type declarations, arithmetic, composites, conversions, constants,
     *      function calls, extended instructions) ---- */
    RULE_TYPE_INT,
    RULE_TYPE_FLOAT,
    RULE_TYPE_VECTOR,
    RULE_TYPE_MATRIX,
    RULE_TYPE_ARRAY_ELEMENT,
    RULE_TYPE_ARRAY_LENGTH,
    RULE_TYPE_STRUCT_MEMBER,
    RULE_TYPE_POINTER,
    RULE_TYPE_FORWARD_POINTER,
    RULE_TYPE_FUNCTION,
    RULE_TYPE_UNIQUE,
    RULE_CONST_BOOL_TYPE,
    RULE_CONST_COMPOSITE,
    RULE_CONST_NULL_TYPE,
    RULE_CONST_SPEC_OP,
    RULE_CONST_SMALL_TYPE,
    RULE_ARITH_OPERAND_TYPE,
    RULE_ARITH_LINEAR_ALGEBRA,
    RULE_ARITH_EXTENDED,
    RULE_BIT_OPERAND_TYPE,
    RULE_BIT_BASE_WIDTH,
    RULE_LOGIC_COMPARE,
    RULE_LOGIC_BOOL,
    RULE_LOGIC_SELECT,
    RULE_CONV_OPERAND_TYPE,
    RULE_CONV_WIDTH,
    RULE_CONV_BITCAST,
    RULE_CONV_SMALL_TYPE,
    RULE_COMP_VECTOR_DYNAMIC,
    RULE_COMP_VECTOR_SHUFFLE,
    RULE_COMP_CONSTRUCT,
    RULE_COMP_INDEX,
    RULE_COMP_EXTRACT_INSERT_TYPE,
    RULE_COMP_COPY_OBJECT,
    RULE_COMP_COPY_LOGICAL,
    RULE_COMP_TRANSPOSE,
    RULE_UNDEF_TYPE,
    RULE_GLSL_FLOAT,
    RULE_GLSL_INT,
    RULE_GLSL_VECTOR,
    RULE_GLSL_MODF_FREXP,
    RULE_GLSL_INTERPOLANT,
    /* ---- end of family: instructions ---- */

    /* ---- family: memory (variables, loads and stores, access chains, atomics, barriers, memory model,
     *      images, derivatives) ---- */
    RULE_MEMORY_MODEL_CAPABILITY,
    RULE_ENV_010,
    RULE_MEMORY_VARIABLE_TYPE,
    RULE_MEMORY_VARIABLE_STORAGE,
    RULE_MEMORY_VARIABLE_INITIALIZER,
    RULE_ENV_018,
    RULE_ENV_026,
    RULE_ENV_030,
    RULE_MEMORY_LOGICAL_POINTER,
    RULE_MEMORY_CALL_POINTER_CLASS,
    RULE_MEMORY_LOAD_TYPE,
    RULE_MEMORY_STORE_TYPE,
    RULE_MEMORY_STORE_READ_ONLY,
    RULE_MEMORY_ACCESS_OPERANDS,
    RULE_MEMORY_ACCESS_CHAIN_BASE,
    RULE_MEMORY_ACCESS_CHAIN_INDEX,
    RULE_MEMORY_ACCESS_CHAIN_RESULT,
    RULE_MEMORY_PTR_ACCESS_CHAIN,
    RULE_MEMORY_ARRAY_LENGTH,
    RULE_MEMORY_COPY,
    RULE_MEMORY_PTR_COMPARISON,
    RULE_MEMORY_SCOPE,
    RULE_MEMORY_SCOPE_SUBGROUP_VULKAN10,
    RULE_ENV_011,
    RULE_ENV_012,
    RULE_ENV_013,
    RULE_ENV_014,
    RULE_ENV_015,
    RULE_ENV_017,
    RULE_ENV_057,
    RULE_MEMORY_SEMANTICS,
    RULE_ENV_021,
    RULE_ENV_022,
    RULE_ENV_023,
    RULE_ENV_024,
    RULE_MEMORY_CONTROL_BARRIER_MODEL,
    RULE_MEMORY_ATOMIC_TYPE,
    RULE_MEMORY_ATOMIC_STORAGE,
    RULE_ENV_061,
    RULE_ENV_155,
    RULE_MEMORY_DERIVATIVE_TYPE,
    RULE_MEMORY_DERIVATIVE_MODEL,
    RULE_MEMORY_IMAGE_TYPE,
    RULE_ENV_031,
    RULE_ENV_032,
    RULE_MEMORY_IMAGE_SUBPASS_ARRAYED,
    RULE_MEMORY_SAMPLED_IMAGE,
    RULE_MEMORY_SAMPLED_IMAGE_USE,
    RULE_MEMORY_IMAGE_INSTRUCTION,
    RULE_MEMORY_IMAGE_OPERANDS,
    RULE_ENV_039,
    RULE_ENV_034,
    RULE_MEMORY_IMAGE_TEXEL_POINTER,
    RULE_ENV_033,
    RULE_ENV_092,
    RULE_MEMORY_VARIABLE_BOOL,
    RULE_MEMORY_VARIABLE_POINTER,
    RULE_MEMORY_VULKAN_PUSH_CONSTANT_TYPE,
    RULE_MEMORY_VULKAN_BUFFER_TYPE,
    RULE_MEMORY_IMAGE_IMPLICIT_LOD_MODEL,
    RULE_ENV_038,
    RULE_MEMORY_VULKAN_UNIFORM_BLOCK_STORE,
    /* ---- end of family: memory ---- */

    /* ---- family: interface (decorations, block layout, entry points, execution modes, Vulkan
     *      environment rules) ---- */
    RULE_BLOCK_OFFSET_MISSING,
    RULE_BLOCK_ARRAY_STRIDE_MISSING,
    RULE_BLOCK_ARRAY_STRIDE_FORBIDDEN,
    RULE_BLOCK_MATRIX_LAYOUT_MISSING,
    RULE_BLOCK_LAYOUT,
    RULE_BLOCK_DECORATION,
    RULE_UNIFORM_BLOCK_DECORATION,
    RULE_RESOURCE_BINDING,
    RULE_DECORATION_TARGET,
    RULE_DECORATION_ACCESS_TARGET,
    RULE_DECORATION_MEMBER,
    RULE_DECORATION_GROUP,
    RULE_DECORATION_REPEATED,
    RULE_DECORATION_CONFLICT,
    RULE_DEBUG_MEMBER_NAME,
    RULE_BUILTIN_MEMBERS_ALL,
    RULE_INTERFACE_LOCATION_MISSING,
    RULE_INTERFACE_FLAT_INTEGER,
    RULE_WORKGROUP_BLOCK_ALL_OR_NONE,
    RULE_DECORATION_LOCATION_STORAGE,
    RULE_ENV_GLSL_SHARED,
    RULE_ENV_INTERPOLATION_STORAGE,
    RULE_ENV_DESCRIPTOR_STORAGE,
    RULE_ENTRY_POINT_FUNCTION,
    RULE_ENTRY_POINT_REQUIRED,
    RULE_ENTRY_POINT_SIGNATURE,
    RULE_ENTRY_POINT_DUPLICATE,
    RULE_ENTRY_POINT_INTERFACE,
    RULE_ENTRY_POINT_INTERFACE_MISSING,
    RULE_EXECUTION_MODE_TARGET,
    RULE_EXECUTION_MODE_OPERANDS,
    RULE_EXECUTION_MODE_MODEL,
    RULE_EXECUTION_MODE_REQUIRED,
    RULE_ENV_ORIGIN_LOWER_LEFT,
    RULE_ENV_PIXEL_CENTER_INTEGER,
    RULE_ENV_LOCAL_SIZE,
    RULE_BUILTIN_TYPE,
    RULE_BUILTIN_STORAGE_CLASS,
    RULE_BUILTIN_EXECUTION_MODEL,
    RULE_BUILTIN_DEPTH_REPLACING,
    /* ---- end of family: interface ---- */

    /* ---- family: ser (SPV_EXT_shader_invocation_reorder SER-*, NV hit objects, LSS hit-object getters (ray_tracing_reorder.c)) ---- */
    RULE_SER_EXTENSION,
    RULE_SER_CAPABILITY_INSTRUCTION,
    RULE_SER_CAPABILITY_OPERAND,
    RULE_SER_VERSION,
    RULE_SER_RAY_TRACING_EXTENSION,
    RULE_SER_PHYSICAL_STORAGE_BUFFER,
    RULE_SER_RECORD_BUFFER_TARGET,
    RULE_SER_ATTRIBUTE_INITIALIZER,
    RULE_SER_ATTRIBUTE_MODEL,
    RULE_SER_HIT_OBJECT_POINTER_STORAGE,
    RULE_SER_LOAD_STORE,
    RULE_SER_COPY_MEMORY,
    RULE_SER_POINTER_OPERANDS,
    RULE_SER_HIT_OBJECT_POINTER,
    RULE_SER_HINT_TYPE,
    RULE_SER_HINT_BITS_TOGETHER,
    RULE_SER_OPTIONAL_HINT_TYPE,
    RULE_SER_RAYGEN_ONLY,
    RULE_SER_EXECUTION_MODEL,
    RULE_SER_ACCELERATION_STRUCTURE,
    RULE_SER_TRACE_INTEGERS,
    RULE_SER_RAY_VECTORS,
    RULE_SER_RAY_T,
    RULE_SER_PAYLOAD,
    RULE_SER_CURRENT_TIME,
    RULE_SER_MOTION_EXTENSION,
    RULE_SER_RAY_QUERY_POINTER,
    RULE_SER_QUERY_SBT_INDEX,
    RULE_SER_ATTRIBUTES_VARIABLE,
    RULE_SER_RAY_QUERY_EXTENSION,
    RULE_SER_MISS_INDEX_UNSIGNED,
    RULE_SER_RESULT_INT,
    RULE_SER_RESULT_FLOAT,
    RULE_SER_RESULT_VEC3,
    RULE_SER_RESULT_MATRIX,
    RULE_SER_RESULT_TRIANGLE,
    RULE_SER_POSITION_FETCH_EXTENSION,
    RULE_SER_RESULT_HANDLE,
    RULE_SER_RESULT_BOOL,
    RULE_SER_SET_SBT_INDEX,
    RULE_LSS_EXECUTION_MODEL,
    RULE_LSS_HIT_OBJECT_POINTER,
    RULE_LSS_NV_REORDER_EXTENSION,
    RULE_LSS_HIT_OBJECT_SPHERE_POSITION_RESULT,
    RULE_LSS_SPHERE_RADIUS_RESULT,
    RULE_LSS_LSS_POSITIONS_RESULT,
    RULE_LSS_LSS_RADII_RESULT,
    RULE_LSS_IS_HIT_RESULT,
    /* ---- end of family: ser ---- */

    /* ---- family: rq (SPV_KHR_ray_query RQ-*, LSS ray-query getters and built-ins LSS-* (ray_query.c)) ---- */
    RULE_RQ_EXTENSION,
    RULE_RQ_CAPABILITY,
    RULE_LSS_EXTENSION,
    RULE_LSS_CAPABILITY,
    RULE_RQ_RAY_FLAGS_CULLING_CAPABILITY,
    RULE_RQ_RAY_FLAGS_OPACITY,
    RULE_RQ_RAY_FLAGS_TRIANGLES,
    RULE_RQ_RAY_FLAGS_SKIP_BOTH,
    RULE_RQ_POINTER_STORAGE,
    RULE_RQ_LOAD_STORE,
    RULE_RQ_COPY_MEMORY,
    RULE_RQ_POINTER_OPERAND,
    RULE_RQ_CALL_ARRAY_ELEMENT,
    RULE_RQ_AS_SAME_BLOCK,
    RULE_RQ_AS_USE,
    RULE_RQ_RAY_QUERY_OPERAND,
    RULE_RQ_CONVERT_RESULT,
    RULE_RQ_CONVERT_OPERAND,
    RULE_RQ_INIT_ACCELERATION_STRUCTURE,
    RULE_RQ_INIT_FLAGS_CULL_MASK,
    RULE_RQ_INIT_ORIGIN_DIRECTION,
    RULE_RQ_INIT_TMIN_TMAX,
    RULE_RQ_HIT_T,
    RULE_RQ_PROCEED_RESULT,
    RULE_RQ_INT_RESULT,
    RULE_RQ_FLOAT_RESULT,
    RULE_RQ_BARYCENTRICS_RESULT,
    RULE_RQ_BOOL_RESULT,
    RULE_RQ_VEC3_RESULT,
    RULE_RQ_MATRIX_RESULT,
    RULE_RQ_INTERSECTION_CONSTANT,
    RULE_RQ_INTERSECTION_VALUE,
    RULE_RQ_POSITION_FETCH_RESULT,
    RULE_LSS_VERSION,
    RULE_LSS_SKIP_BUILTIN_PRIMITIVES,
    RULE_LSS_BUILTIN_MODEL,
    RULE_LSS_BUILTIN_RAY_TRACING,
    RULE_LSS_RAY_QUERY_OPERAND,
    RULE_LSS_INTERSECTION_CONSTANT,
    RULE_LSS_RAY_QUERY_EXTENSION,
    RULE_LSS_RAY_QUERY_SPHERE_POSITION_RESULT,
    RULE_LSS_FLOAT_RESULT,
    RULE_LSS_POSITIONS_RESULT,
    RULE_LSS_RADII_RESULT,
    RULE_LSS_BOOL_RESULT,
    RULE_LSS_POINTER_OPERAND,
    /* ---- end of family: rq ---- */

    /* ---- family: env-interface (Vulkan environment static rules on interfaces, decorations, XFB, ray-tracing storage classes (env_interface.c)) ---- */
    RULE_ENV_ENTRY_POINT_SIGNATURE,
    RULE_ENV_OUTPUT_STORAGE_MODEL,
    RULE_ENV_WORKGROUP_STORAGE_MODEL,
    RULE_ENV_BUILTIN_LISTED,
    RULE_ENV_PATCH_INTERFACE,
    RULE_ENV_VIEWPORT_RELATIVE_LAYER,
    RULE_ENV_VIEWPORT_RELATIVE_INDEX,
    RULE_ENV_FP_ROUNDING_MODE,
    RULE_ENV_FP_ROUNDING_TARGET,
    RULE_ENV_INVARIANT_STORAGE,
    RULE_ENV_VOLATILE_DECORATION,
    RULE_ENV_VOLATILE_LOAD,
    RULE_ENV_SPEC_SIZED_ARRAY,
    RULE_ENV_XFB_OFFSET_ALIGN_64,
    RULE_ENV_XFB_SIZE_64,
    RULE_ENV_XFB_BLOCK_SIZE_64,
    RULE_ENV_XFB_FIRST_MEMBER_ALIGN_64,
    RULE_ENV_XFB_OFFSET_ALIGN_32,
    RULE_ENV_XFB_COMPONENT_WIDTH,
    RULE_ENV_XFB_BUFFER_STRIDE,
    RULE_ENV_XFB_STRIDE_CONSISTENT,
    RULE_ENV_XFB_STREAM_CONSISTENT,
    RULE_ENV_XFB_OVERLAP,
    RULE_ENV_XFB_BLOCK_BUFFER,
    RULE_ENV_RAY_PAYLOAD_MODEL,
    RULE_ENV_INCOMING_RAY_PAYLOAD_MODEL,
    RULE_ENV_INCOMING_RAY_PAYLOAD_COUNT,
    RULE_ENV_HIT_ATTRIBUTE_MODEL,
    RULE_ENV_HIT_ATTRIBUTE_COUNT,
    RULE_ENV_HIT_ATTRIBUTE_WRITE,
    RULE_ENV_CALLABLE_DATA_MODEL,
    RULE_ENV_INCOMING_CALLABLE_DATA_MODEL,
    RULE_ENV_INCOMING_CALLABLE_DATA_COUNT,
    /* ---- end of family: env-interface ---- */

    /* ---- family: env-instructions (Vulkan environment static rules on instructions, memory, images, types (env_instructions.c)) ---- */
    RULE_BINARY_HEADER,
    RULE_BINARY_STRING,
    RULE_ENV_BINARY_FORM,
    RULE_ENV_LITERAL_STRINGS,
    RULE_ENV_INVOCATION_SCOPE_SEMANTICS,
    RULE_ENV_CONTROL_BARRIER_STORAGE,
    RULE_ENV_READ_CLOCK_SCOPE,
    RULE_ENV_SUBPASS_COORDINATE,
    RULE_ENV_IMAGE_NOT_STORED,
    RULE_ENV_ONE_OFFSET_OPERAND,
    RULE_ENV_ACCELERATION_STRUCTURE_NOT_STORED,
    RULE_ENV_HIT_KIND_RANGE,
    RULE_ENV_STRUCT_OPAQUE_MEMBER,
    RULE_SER_OPAQUE_HIT_OBJECT,
    RULE_RQ_OPAQUE_TYPES,
    RULE_ENV_RUNTIME_ARRAY_USE,
    RULE_ENV_DERIVATIVE_QUADS_SIZE,
    RULE_ENV_BALLOT_BIT_COUNT_OPERATION,
    RULE_ENV_PTR_ACCESS_CHAIN_BASE,
    RULE_ENV_PHYSICAL_ALIGNED,
    RULE_ENV_PHYSICAL_ROW_MAJOR_CHAIN,
    RULE_ENV_PHYSICAL_CONVERT_WIDTH,
    RULE_ENV_FORWARD_POINTER_STORAGE,
    RULE_ENV_IMAGE_FORMAT_TYPE,
    RULE_ENV_DERIVATIVE_LINEAR_SIZE,
    /* ---- end of family: env-instructions ---- */

    /* ---- family: amdx (VK_AMDX_shader_enqueue static rules AMDX-* (shader_enqueue.c)) ---- */
    RULE_AMDX_PAYLOAD_EXPLICIT_LAYOUT,
    RULE_AMDX_CAPABILITY,
    RULE_AMDX_PAYLOAD_INITIALIZER,
    RULE_AMDX_ONE_PAYLOAD_PER_ENTRY_POINT,
    RULE_AMDX_COALESCING_MODEL,
    RULE_AMDX_COALESCING_EXCLUSIVE,
    RULE_AMDX_IS_API_ENTRY_MODEL,
    RULE_AMDX_IS_API_ENTRY_OPERAND,
    RULE_AMDX_SHARED_INPUT_NOT_API_ENTRY,
    RULE_AMDX_STATIC_WORKGROUPS_MODEL,
    RULE_AMDX_STATIC_WORKGROUPS_EXCLUSIVE,
    RULE_AMDX_MAX_WORKGROUPS_MODEL,
    RULE_AMDX_SHADER_INDEX_MODEL,
    RULE_AMDX_SHARES_INPUT_NAME,
    RULE_AMDX_WORKGROUP_COUNT_OPERANDS,
    RULE_AMDX_ID_OPERANDS,
    RULE_AMDX_SELF_ENQUEUE_RECURSION,
    RULE_AMDX_NUM_WORKGROUPS,
    RULE_AMDX_COALESCING_INPUT_ARRAY,
    RULE_AMDX_COALESCING_INPUT_MAX_PAYLOADS,
    RULE_AMDX_SHARED_INPUT_NON_WRITABLE,
    RULE_AMDX_MAX_PAYLOADS_TARGET,
    RULE_AMDX_MAX_PAYLOADS_REQUIRED,
    RULE_AMDX_SHARES_LIMITS_TARGET,
    RULE_AMDX_SHARES_LIMITS_OTHER_ARRAY,
    RULE_AMDX_SHARES_LIMITS_NOT_CHAINED,
    RULE_AMDX_NODE_NAME_TARGET,
    RULE_AMDX_NODE_NAME_STRING,
    RULE_AMDX_BASE_INDEX_TARGET,
    RULE_AMDX_SPARSE_ARRAY_TARGET,
    RULE_AMDX_ARRAY_SIZE_TARGET,
    RULE_AMDX_ARRAY_SIZE_REQUIRED,
    RULE_AMDX_TRACK_FINISH_TARGET,
    RULE_AMDX_DISPATCH_INDIRECT_MEMBER_ONLY,
    RULE_AMDX_DISPATCH_INDIRECT_TYPE,
    RULE_AMDX_DISPATCH_INDIRECT_REQUIRED,
    RULE_AMDX_ALLOCATE_RESULT_TYPE,
    RULE_AMDX_ALLOCATE_NODE_NAME,
    RULE_AMDX_ALLOCATE_VISIBILITY,
    RULE_AMDX_ENQUEUE_ALLOCATED,
    RULE_AMDX_LENGTH_OPERAND,
    RULE_AMDX_LENGTH_RESULT_TYPE,
    RULE_AMDX_IS_VALID_RESULT_TYPE,
    RULE_AMDX_IS_VALID_PAYLOAD_TYPE,
    RULE_AMDX_IS_VALID_NODE_INDEX,
    RULE_AMDX_FINISH_WRITING_COALESCING,
    RULE_AMDX_FINISH_WRITING_TRACKED,
    RULE_AMDX_FINISH_WRITING_RESULT_TYPE,
    RULE_AMDX_FINISH_WRITING_PAYLOAD,
    /* ---- end of family: amdx ---- */

    /* ---- family: uniformity (dynamic uniformity and uniform control flow: RQ-013, AMDX-074/075/077, ENV-097 (uniformity.c)) ---- */
    RULE_RQ_ACCELERATION_STRUCTURE_NONUNIFORM_INDEX,
    RULE_ENV_NONUNIFORM_RESOURCE_ACCESS,
    RULE_AMDX_ALLOCATE_OPERANDS_UNIFORM,
    RULE_AMDX_ALLOCATE_UNIFORM_CONTROL,
    RULE_AMDX_ENQUEUE_UNIFORM_CONTROL,
    /* ---- end of family: uniformity ---- */

    /* ---- family: profile (runtime rules against a device profile: ENV runtime:feature/limit, AMDX runtime:limit (profile.c, profile_rules.c)) ---- */
    RULE_ENV_DEVICE_SPIRV_VERSION,
    RULE_ENV_CAPABILITY_LISTED,
    RULE_ENV_CAPABILITY_ENABLED,
    RULE_ENV_EXTENSION_LISTED,
    RULE_ENV_EXTENSION_ENABLED,
    RULE_ENV_DEVICE_SCOPE_FEATURE,
    RULE_ENV_QUEUE_FAMILY_SCOPE_FEATURE,
    RULE_ENV_SUBGROUP_CLOCK_FEATURE,
    RULE_ENV_DEVICE_CLOCK_FEATURE,
    RULE_ENV_WRITE_WITHOUT_FORMAT,
    RULE_ENV_READ_WITHOUT_FORMAT,
    RULE_ENV_RUNTIME_DESCRIPTOR_ARRAY,
    RULE_ENV_SUBGROUP_EXTENDED_TYPES,
    RULE_ENV_QUAD_BROADCAST_DYNAMIC_INDEX,
    RULE_ENV_BROADCAST_DYNAMIC_ID,
    RULE_ENV_BUFFER_INT64_ATOMICS,
    RULE_ENV_SHARED_INT64_ATOMICS,
    RULE_ENV_BUFFER_FLOAT_ATOMICS,
    RULE_ENV_SHARED_FLOAT_ATOMICS,
    RULE_ENV_IMAGE_FLOAT32_ATOMICS,
    RULE_ENV_IMAGE_INT64_ATOMICS,
    RULE_ENV_DENORM_INDEPENDENCE_32_BIT_ONLY,
    RULE_ENV_DENORM_INDEPENDENCE_NONE,
    RULE_ENV_ROUNDING_INDEPENDENCE_32_BIT_ONLY,
    RULE_ENV_ROUNDING_INDEPENDENCE_NONE,
    RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT16,
    RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT32,
    RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT64,
    RULE_ENV_DENORM_PRESERVE_FLOAT16,
    RULE_ENV_DENORM_PRESERVE_FLOAT32,
    RULE_ENV_DENORM_PRESERVE_FLOAT64,
    RULE_ENV_DENORM_FLUSH_FLOAT16,
    RULE_ENV_DENORM_FLUSH_FLOAT32,
    RULE_ENV_DENORM_FLUSH_FLOAT64,
    RULE_ENV_ROUNDING_RTE_FLOAT16,
    RULE_ENV_ROUNDING_RTE_FLOAT32,
    RULE_ENV_ROUNDING_RTE_FLOAT64,
    RULE_ENV_ROUNDING_RTZ_FLOAT16,
    RULE_ENV_ROUNDING_RTZ_FLOAT32,
    RULE_ENV_ROUNDING_RTZ_FLOAT64,
    RULE_ENV_XFB_EMIT_STREAM_LIMIT,
    RULE_ENV_XFB_STREAMS_OUTPUT_POINTS,
    RULE_ENV_XFB_STREAM_DECORATION_LIMIT,
    RULE_ENV_XFB_STRIDE_LIMIT,
    RULE_ENV_COOPERATIVE_MATRIX_STAGES,
    RULE_ENV_PORTABILITY_INTERPOLATION_FUNCTION,
    RULE_ENV_PORTABILITY_ISOLINES,
    RULE_ENV_PORTABILITY_POINT_MODE,
    RULE_ENV_STORAGE_BUFFER_8BIT,
    RULE_ENV_UNIFORM_BLOCK_8BIT,
    RULE_ENV_PUSH_CONSTANT_8BIT,
    RULE_ENV_STORAGE_BUFFER_16BIT,
    RULE_ENV_UNIFORM_BLOCK_16BIT,
    RULE_ENV_PUSH_CONSTANT_16BIT,
    RULE_ENV_INPUT_OUTPUT_16BIT,
    RULE_ENV_FRAGMENT_STORES,
    RULE_ENV_VERTEX_PIPELINE_STORES,
    RULE_ENV_QUAD_OPERATION_STAGES,
    RULE_ENV_SUBGROUP_STAGES,
    RULE_AMDX_WORKGROUP_COUNT_LIMIT,
    RULE_AMDX_WORKGROUPS_LIMIT,
    RULE_AMDX_ENQUEUE_FEATURE,
    RULE_ENV_BUILTIN_FEATURE,
    RULE_ENV_XFB_BUFFER_DATA_SIZE,
    RULE_ENV_XFB_STREAM_DATA_SIZE,
    RULE_ENV_COOPERATIVE_MATRIX_TYPE,
    RULE_ENV_COOPERATIVE_MATRIX_MULADD_A,
    RULE_ENV_COOPERATIVE_MATRIX_MULADD_B,
    RULE_ENV_COOPERATIVE_MATRIX_MULADD_C,
    RULE_ENV_COOPERATIVE_MATRIX_MULADD_RESULT,
    RULE_ENV_COOPERATIVE_MATRIX_MULADD_SCOPE,
    RULE_AMDX_GRAPH_DEPTH_LIMIT,
    RULE_AMDX_SHADER_OUTPUT_NODES_LIMIT,
    RULE_AMDX_SHADER_PAYLOAD_SIZE_LIMIT,
    RULE_AMDX_SHADER_PAYLOAD_COUNT_LIMIT,
    /* ---- end of family: profile ---- */

    /* ---- family: link (rules over a set of modules: AMDX link rules, ENV-049 (link.c)) ---- */
    RULE_AMDX_LINK_SAME_NAME_PAYLOADS,
    RULE_AMDX_LINK_UNIQUE_INDEX,
    RULE_AMDX_LINK_INPUT_NOT_LARGER,
    RULE_AMDX_LINK_PAYLOAD_DECORATIONS,
    RULE_AMDX_LINK_PAYLOAD_SIZE,
    RULE_AMDX_LINK_RECURSION,
    RULE_AMDX_LINK_SHARED_INPUT_BASE,
    RULE_AMDX_LINK_SHARED_INPUT_LIMIT,
    RULE_AMDX_LINK_NODE_ARRAY_COMPLETE,
    RULE_AMDX_LINK_TRACK_FINISH_WRITING,
    RULE_ENV_LINK_VIEWPORT_MASK_AND_INDEX,
    /* ---- end of family: link ---- */

    RULE_COUNT
} spvrt_rule;

extern const spvrt_rule_info spvrt_val_rules[RULE_COUNT];

typedef struct spvrt_validator {
    spvrt_context *ctx;
    const spvrt_module *m;
    uint32_t module_index; /* the module's place in a link set (spvrt_validate_link), else 0 */
    spvrt_val_options options;
    uint32_t errors;
    bool stopped;          /* max_errors reached */
    bool names_tried;      /* names are built on the first error, once */
    bool names_built;
    spvrt_names names;     /* friendly names for messages */
} spvrt_validator;

/* Report that inst (may be NULL) breaks rule.  Returns false once
 * max_errors is reached, so that passes can stop early. */
bool spvrt_val_report(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, const char *fmt, ...)
    SPVRT_PRINTF(4, 5);

/* The name an id prints with, for messages ("%main"). */
const char *spvrt_val_id_name(spvrt_validator *v, uint32_t id, char scratch[12]);

/* True when the target environment is Vulkan (any version). */
static inline bool spvrt_val_vulkan(const spvrt_validator *v)
{
    return v->options.environment == SPVRT_ENV_VULKAN;
}

/* ---- Type facts (types.c), read from the declaring instructions ---- */

/* The type declaration type_id names, or NULL if it names no type. */
const spvrt_instruction *spvrt_val_type(const spvrt_validator *v, uint32_t type_id);
/* Word k of an instruction (0 = the opcode word), or 0 past its end. */
uint32_t spvrt_val_word(const spvrt_validator *v, const spvrt_instruction *inst, uint32_t k);
/* The opcode of the type declaration type_id names, or 0. */
uint16_t spvrt_val_type_opcode(const spvrt_validator *v, uint32_t type_id);
/* The result type of the instruction that defines value_id, or 0. */
uint32_t spvrt_val_type_of(const spvrt_validator *v, uint32_t value_id);
/* A scalar type itself; a vector's component type; 0 for anything else. */
uint32_t spvrt_val_scalar_of(const spvrt_validator *v, uint32_t type_id);
/* 1 for a scalar, the component (column) count of a vector (matrix), else 0. */
uint32_t spvrt_val_component_count(const spvrt_validator *v, uint32_t type_id);
/* The bit width of an integer or float scalar or vector type, else 0. */
uint32_t spvrt_val_bit_width(const spvrt_validator *v, uint32_t type_id);
/* Whether type_id is a scalar of scalar_opcode (OpTypeInt, OpTypeFloat, OpTypeBool) or a vector of one. */
bool spvrt_val_is_scalar_or_vector_of(const spvrt_validator *v, uint32_t type_id, uint16_t scalar_opcode);
/* Whether type_id is a signed integer scalar or vector type. */
bool spvrt_val_is_signed_int(const spvrt_validator *v, uint32_t type_id);
/* A pointer type's pointee type (and storage class), or 0 if not a pointer type. */
uint32_t spvrt_val_pointee(const spvrt_validator *v, uint32_t pointer_type_id, uint32_t *storage_class);
/* The <id> operands an instruction uses, one per call: from operand *k on, the next <id> operand other than
 * the Result <id> (and the Result Type unless with_result_type): its value in *id, *k moved past it.
 * Returns false when there is none left.  Loop: for (uint32_t k = 0; next_id_operand(...);) */
bool spvrt_val_next_id_operand(const spvrt_module *m, const spvrt_instruction *inst, bool with_result_type,
                               uint32_t *k, uint32_t *id);
/* An enumerant's name for messages ("Uniform"), or "?" for a value the grammar does not know. */
const char *spvrt_val_enumerant_name(spvrt_operand_kind kind, uint32_t value);
/* Whether an opcode declares a constant or specialization constant (SPIR-V 3.52.7). */
bool spvrt_val_is_constant_opcode(uint16_t opcode);
/* The value of an OpConstant of integer type (zero-extended to 64 bits). */
bool spvrt_val_constant_u64(const spvrt_validator *v, uint32_t id, uint64_t *value);
/* Whether type_id is itself an opaque type (SPIR-V 2.2.2: image, sampler, sampled image, the OpenCL kernel
 * types; acceleration structure, ray query and hit objects from the ray-tracing extensions); arrays of them
 * are not counted. */
bool spvrt_val_is_opaque_type(const spvrt_validator *v, uint32_t type_id);

/* ---- The passes, in the order they run (validate.c) ---- */

/* Structural passes: when they report errors, the later passes do not run
 * (they may assume the layout is right and every id is defined). */
void spvrt_val_layout(spvrt_validator *v);
void spvrt_val_ids(spvrt_validator *v);
void spvrt_val_capabilities(spvrt_validator *v);
/* SPIR-V 2.17 universal limits (limits.c); runs after the structural passes */
void spvrt_val_universal_limits(spvrt_validator *v);

/* ---- passes of family: cfg ---- */
/* Functions, blocks, control flow, dominance, structured control flow, recursion (cfg.c). */
void spvrt_val_cfg(spvrt_validator *v);

/* A dominator tree over nodes 0..node_count-1 (dominance.c). */
typedef struct spvrt_val_domtree {
    uint32_t node_count, root;
    uint32_t *idom;      /* immediate dominator; the root's is itself; UINT32_MAX if unreachable */
    uint32_t *pre, *post; /* dominator-tree interval numbers, UINT32_MAX if unreachable */
} spvrt_val_domtree;
/* Dominators of the nodes reachable from root; succ_first[v]..succ_first[v+1] index succ. */
bool spvrt_val_domtree_build(spvrt_context *ctx, uint32_t node_count, const uint32_t *succ_first,
                             const uint32_t *succ, uint32_t root, spvrt_val_domtree *t);
/* Whether a dominates b (every node dominates itself; an unreachable node nothing else). */
bool spvrt_val_dominates(const spvrt_val_domtree *t, uint32_t a, uint32_t b);
bool spvrt_val_reached(const spvrt_val_domtree *t, uint32_t a);
void spvrt_val_domtree_free(spvrt_context *ctx, spvrt_val_domtree *t);
/* ---- end of passes: cfg ---- */

/* ---- passes of family: instructions ---- */
void spvrt_val_type_declarations(spvrt_validator *v);
void spvrt_val_constants(spvrt_validator *v);
void spvrt_val_arithmetic(spvrt_validator *v);
void spvrt_val_logical(spvrt_validator *v);
void spvrt_val_conversions(spvrt_validator *v);
void spvrt_val_composites(spvrt_validator *v);
void spvrt_val_glsl_std_450(spvrt_validator *v);
/* ---- end of passes: instructions ---- */

/* ---- passes of family: memory ---- */
/* Module facts the memory passes share (memfacts.c). */
#define SPVRT_MEM_DECORATED_ARRAY_STRIDE 1u
#define SPVRT_MEM_DECORATED_BUILTIN 2u
#define SPVRT_MEM_DECORATED_BLOCK 4u
/* A model-mask bit: reached from a GLCompute, mesh or task entry point without the derivative group execution
 * mode it needs for derivatives (memfacts.c: needs_derivative_group). */
#define SPVRT_MEM_COMPUTE_WITHOUT_DERIVATIVES (1u << 30)
typedef struct spvrt_mem_facts {
    uint32_t addressing_model, memory_model;
    uint32_t capabilities[8192 / 32]; /* declared, with implicit declarations */
    spvrt_idmap decorated;            /* id -> SPVRT_MEM_DECORATED_* bits (OpDecorate) */
    uint32_t *function_models;        /* per function: the execution models reaching it (model bits) */
} spvrt_mem_facts;
bool spvrt_mem_facts_build(spvrt_validator *v, spvrt_mem_facts *f);
void spvrt_mem_facts_free(spvrt_validator *v, spvrt_mem_facts *f);
bool spvrt_mem_has_capability(const spvrt_mem_facts *f, uint32_t capability);
bool spvrt_mem_decorated(const spvrt_mem_facts *f, uint32_t id, uint32_t decoration_bit);
uint32_t spvrt_mem_model_bit(uint32_t model);
/* Index into m->functions of the function holding instruction inst_index, or UINT32_MAX. */
uint32_t spvrt_mem_function_index(const spvrt_validator *v, uint32_t inst_index);
/* The execution models (model bits) whose entry points reach the function holding inst (0 if none). */
uint32_t spvrt_mem_models_of(const spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst);
/* Scope and memory-semantics operands (barriers.c), shared by barriers, atomics and memory access. */
bool spvrt_mem_check_execution_scope(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                                     uint32_t scope_id);
bool spvrt_mem_check_memory_scope(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                                  uint32_t scope_id);
bool spvrt_mem_check_semantics(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                               uint32_t semantics_id, uint32_t scope_id);
/* The memory family's pass (memory.c) builds the facts once and runs the others with them. */
void spvrt_val_memory(spvrt_validator *v);
void spvrt_val_barriers(spvrt_validator *v, const spvrt_mem_facts *f);
void spvrt_val_atomics(spvrt_validator *v, const spvrt_mem_facts *f);
void spvrt_val_derivatives(spvrt_validator *v, const spvrt_mem_facts *f);
/* Whether the entry points reaching inst allow implicit derivatives (fragment, compute with a derivative group). */
bool spvrt_mem_derivatives_allowed(const spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst);
void spvrt_val_images(spvrt_validator *v, const spvrt_mem_facts *f);
/* ---- end of passes: memory ---- */

/* ---- passes of family: interface ---- */
/* Decorations, block layout, entry points, execution modes, built-ins (interface.h). */
void spvrt_val_interface(spvrt_validator *v);
/* ---- end of passes: interface ---- */

/* ---- passes of family: ser ---- */
void spvrt_val_ray_tracing_reorder(spvrt_validator *v);
/* ---- end of passes: ser ---- */

/* ---- passes of family: rq ---- */
void spvrt_val_ray_query(spvrt_validator *v);
/* ---- end of passes: rq ---- */

/* ---- passes of family: env-interface ---- */
void spvrt_val_env_interface(spvrt_validator *v);
/* ---- end of passes: env-interface ---- */

/* ---- passes of family: env-instructions ---- */
void spvrt_val_env_instructions(spvrt_validator *v);
/* ---- end of passes: env-instructions ---- */

/* ---- passes of family: amdx ---- */
void spvrt_val_shader_enqueue(spvrt_validator *v);
/* ---- end of passes: amdx ---- */

/* ---- passes of family: uniformity ---- */
void spvrt_val_uniformity(spvrt_validator *v);
/* The uniformity analysis (uniformity.c): which values and which blocks' control flow definitely differ
 * between invocations.  "Definitely": derived from an invocation-varying source (per-invocation built-ins,
 * atomic counters, Elect), through data, phis after divergent branches, Function/Private variables and
 * function calls; whatever it cannot follow counts as uniform, so a query answers true only when some
 * execution the module allows makes the value (control flow) non-uniform.  Only functions reached from an
 * entry point give true. */
typedef struct spvrt_uniformity spvrt_uniformity;
/* Scopes besides SPIR-V's Scope values: the invocation group (Vulkan "Shader Execution"; the workgroup of a
 * compute shader) and the derivative group (a quad). */
#define SPVRT_UNIFORMITY_INVOCATION_GROUP 0xFFFFFFFFu
#define SPVRT_UNIFORMITY_QUAD 0xFFFFFFFEu
/* NULL when out of memory. */
spvrt_uniformity *spvrt_uniformity_build(spvrt_validator *v);
void spvrt_uniformity_free(spvrt_validator *v, spvrt_uniformity *u);
/* Whether the value id definitely is not dynamically uniform within scope. */
bool spvrt_uniformity_value_varies(const spvrt_uniformity *u, uint32_t value_id, uint32_t scope);
/* Whether inst definitely executes in non-uniform control flow within scope. */
bool spvrt_uniformity_control_varies(const spvrt_uniformity *u, const spvrt_instruction *inst, uint32_t scope);
/* ---- end of passes: uniformity ---- */

/* ---- passes of family: profile ---- */
void spvrt_val_profile_rules(spvrt_validator *v);
/* ---- end of passes: profile ---- */

/* ---- passes of family: link ---- */
/* Validate one module (validate.c) without resetting the context's diagnostics; they carry module_index.
 * Returns the number of errors. */
uint32_t spvrt_val_module(spvrt_context *ctx, const spvrt_module *m, const spvrt_val_options *options,
                          uint32_t module_index);
/* ---- end of passes: link ---- */

#endif
