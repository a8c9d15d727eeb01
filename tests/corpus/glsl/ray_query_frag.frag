// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_query : require
// Inline ray tracing from a fragment shader for shadows, using the committed hit distance.
layout(location = 0) in vec3 worldPos;
layout(location = 1) in vec3 worldNormal;
layout(location = 0) out vec4 color;

layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;
layout(set = 0, binding = 1) uniform Light { vec3 dir; float intensity; } light;

float traceShadow(vec3 origin, vec3 dir)
{
    rayQueryEXT rq;
    rayQueryInitializeEXT(rq, tlas, gl_RayFlagsTerminateOnFirstHitEXT | gl_RayFlagsOpaqueEXT, 0xFF,
                          origin, 1e-4, dir, 1000.0);
    rayQueryProceedEXT(rq);
    if (rayQueryGetIntersectionTypeEXT(rq, true) != gl_RayQueryCommittedIntersectionNoneEXT)
        return clamp(rayQueryGetIntersectionTEXT(rq, true) / 1000.0, 0.0, 1.0) * 0.2;
    return 1.0;
}

void main()
{
    vec3 n = normalize(worldNormal);
    float ndl = max(dot(n, -light.dir), 0.0);
    float vis = traceShadow(worldPos + n * 0.01, -light.dir);
    color = vec4(vec3(ndl * vis * light.intensity), 1.0);
}
