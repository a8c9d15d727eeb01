#version 460
#extension GL_EXT_ray_tracing : require
struct Payload { vec4 f; uvec4 u; };
layout(location = 0) rayPayloadInEXT Payload pl;
void main() {
  pl.f = vec4(0); pl.u = uvec4(501, 0, 0, pl.u.w);
}
