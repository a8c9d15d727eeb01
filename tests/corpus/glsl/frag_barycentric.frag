// glslang: --target-env vulkan1.2
#version 450
#extension GL_EXT_fragment_shader_barycentric : require
// gl_BaryCoordEXT, gl_BaryCoordNoPerspEXT, pervertexEXT inputs; wireframe from barycentrics.
layout(location = 0) pervertexEXT in vec3 vertexColor[];
layout(location = 3) pervertexEXT in float vertexWeight[];
layout(location = 0) out vec4 color;
layout(push_constant) uniform Wire { vec3 wireColor; float width; } wire;

void main()
{
    vec3 b = gl_BaryCoordEXT;
    vec3 bn = gl_BaryCoordNoPerspEXT;
    vec3 c = vertexColor[0] * b.x + vertexColor[1] * b.y + vertexColor[2] * b.z;
    float w = dot(vec3(vertexWeight[0], vertexWeight[1], vertexWeight[2]), bn);
    vec3 fw = fwidth(b);
    vec3 edge = smoothstep(vec3(0.0), fw * wire.width, b);
    float wireMask = 1.0 - min(min(edge.x, edge.y), edge.z);
    color = vec4(mix(c, wire.wireColor, wireMask), w);
}
