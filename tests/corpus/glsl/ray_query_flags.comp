// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_ray_flags_primitive_culling : require
// Ray flag constants, intersection-type constants, terminate, multiple queries.
layout(local_size_x = 32) in;

layout(binding = 0) uniform accelerationStructureEXT scene;
layout(std430, binding = 1) buffer Hits { uint kind[]; } hits;

const uint kAllFlags[11] = uint[](
    gl_RayFlagsNoneEXT, gl_RayFlagsOpaqueEXT, gl_RayFlagsNoOpaqueEXT,
    gl_RayFlagsTerminateOnFirstHitEXT, gl_RayFlagsSkipClosestHitShaderEXT,
    gl_RayFlagsCullBackFacingTrianglesEXT, gl_RayFlagsCullFrontFacingTrianglesEXT,
    gl_RayFlagsCullOpaqueEXT, gl_RayFlagsCullNoOpaqueEXT,
    gl_RayFlagsSkipTrianglesEXT, gl_RayFlagsSkipAABBEXT);

void main()
{
    uint i = gl_GlobalInvocationID.x;
    rayQueryEXT q0, q1;
    uint flags = kAllFlags[i % 11u] | gl_RayFlagsOpaqueEXT | gl_RayFlagsTerminateOnFirstHitEXT;
    rayQueryInitializeEXT(q0, scene, flags, 0x0Fu, vec3(0.0), 0.0, vec3(1.0, 0.0, 0.0), 100.0);
    rayQueryInitializeEXT(q1, scene, gl_RayFlagsSkipAABBEXT | gl_RayFlagsCullFrontFacingTrianglesEXT, 0xF0u,
                          vec3(float(i)), 0.01, normalize(vec3(1.0)), 1e-3 * 1e6);
    int steps = 0;
    while (rayQueryProceedEXT(q0)) {
        uint t = rayQueryGetIntersectionTypeEXT(q0, false);
        if (t == gl_RayQueryCandidateIntersectionTriangleEXT) rayQueryConfirmIntersectionEXT(q0);
        if (++steps > 4) rayQueryTerminateEXT(q0);
    }
    rayQueryProceedEXT(q1);
    uint c0 = rayQueryGetIntersectionTypeEXT(q0, true);
    uint c1 = rayQueryGetIntersectionTypeEXT(q1, true);
    uint code = 0u;
    if (c0 == gl_RayQueryCommittedIntersectionNoneEXT) code = 1u;
    else if (c0 == gl_RayQueryCommittedIntersectionTriangleEXT) code = 2u;
    else if (c0 == gl_RayQueryCommittedIntersectionGeneratedEXT) code = 3u;
    hits.kind[i] = code | (c1 << 4);
}
