#version 460
#extension GL_EXT_ray_tracing : require
struct Payload { vec4 f; uvec4 u; };
layout(location = 0) rayPayloadInEXT Payload pl;
hitAttributeEXT vec2 attr;
void main() {
  pl.f = vec4(gl_HitTEXT, attr.x, attr.y, gl_WorldRayOriginEXT.x);
  pl.u = uvec4(2000 + gl_InstanceCustomIndexEXT, gl_HitKindEXT, gl_IncomingRayFlagsEXT, pl.u.w + 1);
}
