#version 460
#extension GL_EXT_ray_tracing : require
struct Payload { vec4 f; uvec4 u; };
layout(location = 0) rayPayloadInEXT Payload pl;
layout(location = 1) rayPayloadEXT Payload inner;
layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;
void main() {
  // recursion: launch index x traces x more levels below this one
  if (pl.u.w < gl_LaunchIDEXT.x) {
    inner = pl;
    inner.u.w = pl.u.w + 1;
    traceRayEXT(tlas, 0, 0xFF, 0, 1, 0, gl_WorldRayOriginEXT, 0.0, gl_WorldRayDirectionEXT, 100.0, 1);
    pl = inner;
  }
  pl.f.x += 1.0;
}
