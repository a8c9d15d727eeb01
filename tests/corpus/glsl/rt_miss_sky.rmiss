// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
// Miss shader: environment lookup by world ray direction.
layout(location = 0) rayPayloadInEXT vec4 payload;
layout(set = 0, binding = 4) uniform samplerCube sky;
layout(push_constant) uniform Sun { vec3 dir; float size; } sun;

void main()
{
    vec3 d = normalize(gl_WorldRayDirectionEXT);
    vec3 c = textureLod(sky, d, 0.0).rgb;
    float s = smoothstep(1.0 - sun.size, 1.0, dot(d, sun.dir));
    payload = vec4(c + vec3(s * 10.0), gl_RayTmaxEXT);
    if ((gl_IncomingRayFlagsEXT & gl_RayFlagsTerminateOnFirstHitEXT) != 0u)
        payload.w = -1.0;
}
