// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_NV_ray_tracing_motion_blur : require
// gl_CurrentRayTimeNV in a closest-hit shader, used to interpolate per-instance colors and to
// spawn a motion-aware secondary ray with traceRayMotionNV.
layout(location = 0) rayPayloadInEXT vec3 radiance;
layout(location = 1) rayPayloadEXT vec3 secondary;
layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;
layout(set = 0, binding = 2) readonly buffer Colors { vec4 start[64]; vec4 end[64]; } colors;

void main()
{
    float t = gl_CurrentRayTimeNV;
    int inst = gl_InstanceCustomIndexEXT & 63;
    vec3 base = mix(colors.start[inst].rgb, colors.end[inst].rgb, t);
    vec3 p = gl_WorldRayOriginEXT + gl_WorldRayDirectionEXT * gl_HitTEXT;
    secondary = vec3(0.0);
    traceRayMotionNV(tlas, gl_RayFlagsOpaqueEXT, 0xFF, 0, 0, 0, p, 0.001, vec3(0.0, 1.0, 0.0), 100.0, t, 1);
    radiance = base * (0.5 + 0.5 * secondary) + vec3(t, 1.0 - t, float(gl_HitKindEXT)) * 0.01;
}
