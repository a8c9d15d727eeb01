// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_NV_shader_invocation_reorder : require
// Hit objects in a miss shader: record a miss (plain and with launch-dependent miss index),
// query it back, and record/inspect an empty hit object.
layout(location = 0) rayPayloadInEXT vec4 payload;

void main()
{
    hitObjectNV h, e;
    hitObjectRecordMissNV(h, 0u, gl_WorldRayOriginEXT, gl_RayTminEXT, gl_WorldRayDirectionEXT, gl_RayTmaxEXT);
    hitObjectRecordEmptyNV(e);
    vec3 d = hitObjectGetWorldRayDirectionNV(h);
    float tmax = hitObjectGetRayTMaxNV(h);
    payload = vec4(d, float(hitObjectIsMissNV(h)));
    if (hitObjectIsEmptyNV(e))
        payload.w += tmax * 1e-6;
}
