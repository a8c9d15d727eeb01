#version 460
#extension GL_EXT_ray_tracing : require
struct Payload { vec4 f; uvec4 u; };
layout(location = 0) rayPayloadInEXT Payload pl;
hitAttributeEXT vec2 attr;
void main() {
  pl.f = vec4(gl_HitTEXT, attr.x, attr.y, gl_ObjectRayOriginEXT.z);
  pl.u = uvec4(1000 + gl_InstanceCustomIndexEXT * 10 + gl_PrimitiveID, gl_HitKindEXT, gl_GeometryIndexEXT * 100 + gl_InstanceID, pl.u.w + 1);
}
