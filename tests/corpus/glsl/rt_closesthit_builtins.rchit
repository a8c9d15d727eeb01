// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
// Every closest-hit built-in, shaderRecordEXT buffer, and recursive trace.
layout(location = 0) rayPayloadInEXT vec4 payload;
layout(location = 1) rayPayloadEXT float shadowHit;
hitAttributeEXT vec2 attribs;
layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;
layout(shaderRecordEXT, std430) buffer SBTData { vec4 albedo; uint flags; } sbt;

void main()
{
    vec3 worldPos = gl_WorldRayOriginEXT + gl_WorldRayDirectionEXT * gl_HitTEXT;
    vec3 objPos = gl_ObjectRayOriginEXT + gl_ObjectRayDirectionEXT * gl_HitTEXT;
    mat4x3 o2w = gl_ObjectToWorldEXT;
    mat3x4 o2w34 = gl_ObjectToWorld3x4EXT;
    mat4x3 w2o = gl_WorldToObjectEXT;
    mat3x4 w2o34 = gl_WorldToObject3x4EXT;
    vec3 check = o2w * vec4(objPos, 1.0) - vec4(worldPos, 1.0) * o2w34;
    check += w2o * vec4(worldPos, 1.0) + vec4(objPos, 0.0) * w2o34;
    float ids = float(gl_InstanceCustomIndexEXT + gl_InstanceID + gl_PrimitiveID + gl_GeometryIndexEXT);
    float range = gl_RayTmaxEXT - gl_RayTminEXT;
    uint flags = gl_IncomingRayFlagsEXT;
    bool front = gl_HitKindEXT == gl_HitKindFrontFacingTriangleEXT;
    vec3 bc = vec3(1.0 - attribs.x - attribs.y, attribs);
    shadowHit = 1.0;
    if ((flags & gl_RayFlagsSkipClosestHitShaderEXT) == 0u && (sbt.flags & 1u) != 0u)
        traceRayEXT(tlas, gl_RayFlagsTerminateOnFirstHitEXT, 0xFF, 0, 0, 1, worldPos, 0.001, vec3(0, 1, 0), 100.0, 1);
    payload = sbt.albedo * vec4(bc, 1.0) * shadowHit * (front ? 1.0 : 0.5);
    payload.w += ids * 1e-3 + range * 1e-6 + length(check) * 0.0
               + float(gl_LaunchIDEXT.x + gl_LaunchSizeEXT.y) * 1e-9;
}
