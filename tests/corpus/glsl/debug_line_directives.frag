// glslang: -g
#version 450
#extension GL_GOOGLE_cpp_style_line_directive : require
// #line directives with file names create extra OpString / OpLine file operands.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;

#line 100 "virtual/include/lighting.glsl"
vec3 lighting(vec3 n)
{
    return vec3(max(n.z, 0.0));
}
#line 7 "C:\Users\someone\shader files\material.glsl"
vec4 material(vec2 p)
{
    return texture(tex, p);
}
#line 2000
vec4 combine(vec4 a, vec3 b)
{
    return vec4(a.rgb * b, a.a);
}
#line 1 "main.frag"
void main()
{
    vec3 n = normalize(vec3(uv * 2.0 - 1.0, 1.0));
    color = combine(material(uv), lighting(n));
}
