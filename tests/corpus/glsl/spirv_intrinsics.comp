#version 450
#extension GL_EXT_spirv_intrinsics : require
// GL_EXT_spirv_intrinsics: raw instructions, decorations, execution modes, types.
layout(local_size_x = 8) in;
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4465], 4460, 32);


spirv_instruction(set = "GLSL.std.450", id = 81) float spvFClamp(float x, float lo, float hi);
spirv_instruction(set = "GLSL.std.450", id = 79) vec3 spvNMin(vec3 a, vec3 b);
spirv_instruction(id = 169) float spvSelectLike(bool c, float a, float b);
spirv_instruction(extensions = ["SPV_KHR_shader_clock"], capabilities = [5055], id = 5056)
uvec2 readClock(uint scope);

layout(std430, binding = 0) buffer Data {
    float f[8];
    vec3 v;
    uvec2 t;
} d;

spirv_decorate_string(extensions = ["SPV_GOOGLE_user_type", "SPV_GOOGLE_decorate_string"], 5636, "texture2d:<float4>")
layout(binding = 1) uniform sampler2D decoratedTex;

void main()
{
    uint i = gl_LocalInvocationIndex;
    float x = spvFClamp(d.f[i], -1.0, 1.0);
    d.v = spvNMin(d.v, vec3(x));
    d.f[i] = spvSelectLike(x > 0.0, x, -x) + texture(decoratedTex, vec2(x)).r;
    d.t = readClock(3u);
}
