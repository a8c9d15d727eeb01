// glslang: --target-env spirv1.6
#version 450
// --target-env spirv1.6: SPIR-V 1.6 header with Vulkan 1.0 client semantics; the entry point
// interface lists all referenced globals (uniforms and buffers too, not only in/out).
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
layout(location = 0) out vec3 vPos;
layout(location = 1) out vec3 vNormal;
layout(binding = 0) uniform Xform { mat4 m; mat3 normalMatrix; } xf;
layout(binding = 1) readonly buffer Displace { float amount[]; } displace;
layout(push_constant) uniform PC { float time; } pc;

void main()
{
    float d = displace.amount[gl_VertexIndex] * sin(pc.time);
    vec3 p = position + normal * d;
    vPos = p;
    vNormal = xf.normalMatrix * normal;
    gl_Position = xf.m * vec4(p, 1.0);
}
