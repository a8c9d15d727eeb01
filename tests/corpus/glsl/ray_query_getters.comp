// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_query : require
// Every rayQueryGet* function, for both candidate (false) and committed (true) intersections.
layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0) uniform accelerationStructureEXT topLevel;
layout(std430, binding = 1) buffer Out {
    vec4 v[32];
    uint u[32];
} o;

#define DUMP(q, committed, base) \
    o.u[base + 0u] = rayQueryGetIntersectionTypeEXT(q, committed); \
    o.v[base + 0u].x = rayQueryGetIntersectionTEXT(q, committed); \
    o.u[base + 1u] = uint(rayQueryGetIntersectionInstanceCustomIndexEXT(q, committed)); \
    o.u[base + 2u] = uint(rayQueryGetIntersectionInstanceIdEXT(q, committed)); \
    o.u[base + 3u] = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(q, committed); \
    o.u[base + 4u] = uint(rayQueryGetIntersectionGeometryIndexEXT(q, committed)); \
    o.u[base + 5u] = uint(rayQueryGetIntersectionPrimitiveIndexEXT(q, committed)); \
    o.v[base + 1u].xy = rayQueryGetIntersectionBarycentricsEXT(q, committed); \
    o.u[base + 6u] = uint(rayQueryGetIntersectionFrontFaceEXT(q, committed)); \
    o.v[base + 2u].xyz = rayQueryGetIntersectionObjectRayDirectionEXT(q, committed); \
    o.v[base + 3u].xyz = rayQueryGetIntersectionObjectRayOriginEXT(q, committed); \
    mat4x3 o2w_##base = rayQueryGetIntersectionObjectToWorldEXT(q, committed); \
    mat4x3 w2o_##base = rayQueryGetIntersectionWorldToObjectEXT(q, committed); \
    o.v[base + 4u].xyz = o2w_##base[3] + w2o_##base[0];

void main()
{
    rayQueryEXT q;
    vec3 origin = vec3(gl_GlobalInvocationID.xy, -1.0);
    rayQueryInitializeEXT(q, topLevel, gl_RayFlagsNoneEXT, 0xFF, origin, 0.001, vec3(0, 0, 1), 1e30);
    while (rayQueryProceedEXT(q)) {
        if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionAABBEXT) {
            if (rayQueryGetIntersectionCandidateAABBOpaqueEXT(q))
                rayQueryGenerateIntersectionEXT(q, 0.5);
        } else {
            DUMP(q, false, 0u)
            rayQueryConfirmIntersectionEXT(q);
        }
    }
    DUMP(q, true, 16u)
    o.v[31].x = rayQueryGetRayTMinEXT(q);
    o.u[31] = rayQueryGetRayFlagsEXT(q);
    o.v[30].xyz = rayQueryGetWorldRayOriginEXT(q);
    o.v[29].xyz = rayQueryGetWorldRayDirectionEXT(q);
}
