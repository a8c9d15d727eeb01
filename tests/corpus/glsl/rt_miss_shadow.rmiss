// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
// Shadow-ray miss shader writing to a second payload location, plus a soft-shadow estimate
// from the ray extent (gl_RayTminEXT/gl_RayTmaxEXT) and the launch coordinates.
struct ShadowPayload { bool shadowed; float softness; uint missCount; };
layout(location = 1) rayPayloadInEXT ShadowPayload shadow;
layout(push_constant) uniform Params { float lightRadius; float maxDistance; } params;

void main()
{
    shadow.shadowed = false;
    float extent = gl_RayTmaxEXT - gl_RayTminEXT;
    float ratio = clamp(extent / params.maxDistance, 0.0, 1.0);
    shadow.softness = params.lightRadius * ratio;
    shadow.missCount += 1u;
    if ((gl_LaunchIDEXT.x ^ gl_LaunchIDEXT.y) == 0u)
        shadow.softness = 0.0;
}
