#version 460
#extension GL_NV_ray_tracing : require
// Legacy NV closest hit with NV-named built-ins, a 4x3 object-to-world matrix, shaderRecordNV
// data and a nested traceNV for reflections.
layout(location = 0) rayPayloadInNV vec4 payload;
layout(location = 2) rayPayloadNV vec4 reflected;
hitAttributeNV vec2 bary;
layout(set = 0, binding = 0) uniform accelerationStructureNV scene;
layout(shaderRecordNV) buffer Rec { vec4 tint; float reflectivity; } rec;

void main()
{
    vec3 p = gl_WorldRayOriginNV + gl_WorldRayDirectionNV * gl_HitTNV;
    vec3 o = gl_ObjectToWorldNV * vec4(gl_ObjectRayOriginNV, 1.0);
    vec3 n = normalize(vec3(0.0, 0.0, 1.0) * mat3(gl_WorldToObjectNV));
    reflected = vec4(0.0);
    if (rec.reflectivity > 0.0)
        traceNV(scene, gl_RayFlagsNoneNV, 0xFF, 0, 1, 0, p, 0.01, reflect(gl_WorldRayDirectionNV, n), gl_RayTmaxNV, 2);
    payload = vec4(bary, float(gl_HitKindNV), length(p - o) + float(gl_InstanceCustomIndexNV));
    payload = mix(payload * rec.tint, reflected, rec.reflectivity);
}
