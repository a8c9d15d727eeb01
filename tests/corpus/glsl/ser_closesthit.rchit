// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_NV_shader_invocation_reorder : require
// Hit objects used from a closest-hit shader for a secondary bounce.
layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;
layout(location = 0) rayPayloadInEXT vec4 payload;
layout(location = 1) rayPayloadEXT vec4 bounce;
hitAttributeEXT vec2 bary;

void main()
{
    vec3 p = gl_WorldRayOriginEXT + gl_WorldRayDirectionEXT * gl_HitTEXT;
    vec3 r = reflect(gl_WorldRayDirectionEXT, vec3(0.0, 1.0, 0.0));
    hitObjectNV h;
    hitObjectTraceRayNV(h, tlas, gl_RayFlagsOpaqueEXT, 0xFF, 0, 1, 0, p, 0.001, r, 100.0, 1);
    bounce = vec4(0.0);
    if (hitObjectIsMissNV(h)) {
        hitObjectExecuteShaderNV(h, 1);
    } else if (hitObjectIsHitNV(h)) {
        bounce = vec4(hitObjectGetRayTMaxNV(h));
    }
    payload = vec4(bary, 0.0, 1.0) + 0.5 * bounce;
}
