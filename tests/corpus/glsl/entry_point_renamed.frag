// glslang: -e shadeMain --source-entrypoint main
#version 450
// Entry point renamed via -e/--source-entrypoint: OpEntryPoint name differs from the function's
// OpName, while other functions keep their mangled names.
layout(location = 0) in vec4 vColor;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D lut;

vec4 gammaCorrect(vec4 c) { return vec4(pow(c.rgb, vec3(1.0 / 2.2)), c.a); }
vec3 toneMap(vec3 c) { return c / (c + vec3(1.0)); }
vec3 applyLut(vec3 c) { return texture(lut, vec2(dot(c, vec3(0.299, 0.587, 0.114)), 0.5)).rgb; }

void main()
{
    vec4 c = vColor;
    c.rgb = toneMap(c.rgb * 1.5);
    c.rgb = mix(c.rgb, applyLut(c.rgb), uv.x);
    color = gammaCorrect(c);
}
