#version 460
#extension GL_EXT_ray_tracing : require
struct Payload { vec4 f; uvec4 u; };
layout(location = 0) rayPayloadInEXT Payload pl;
void main() {
  pl.f = vec4(gl_RayTmaxEXT, gl_RayTminEXT, gl_WorldRayDirectionEXT.z, 0);
  pl.u = uvec4(500, gl_IncomingRayFlagsEXT, 0, pl.u.w);
}
