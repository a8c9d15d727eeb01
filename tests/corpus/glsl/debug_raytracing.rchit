// glslang: -g --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
// Debug info in a ray-tracing stage under SPIR-V 1.4 (OpModuleProcessed lines differ).
layout(location = 0) rayPayloadInEXT vec3 color;
hitAttributeEXT vec2 bary;

vec3 barycentricColor(vec2 b)
{
    return vec3(1.0 - b.x - b.y, b.x, b.y);
}

void main()
{
    color = barycentricColor(bary);
    if (gl_HitKindEXT == gl_HitKindBackFacingTriangleEXT)
        color *= 0.5;
}
