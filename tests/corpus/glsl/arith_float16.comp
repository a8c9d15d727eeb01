#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
// Half-precision arithmetic, builtin functions and conversions.
layout(local_size_x = 8) in;

layout(std430, binding = 0) buffer Data {
    f16vec4 h[8];
    float f[8];
    f16mat2x3 m;
} d;

f16vec3 shade(f16vec3 n, f16vec3 l) { return max(dot(n, l), 0.0hf) * f16vec3(0.9hf, 0.8hf, 0.7hf); }

void main()
{
    uint i = gl_LocalInvocationIndex;
    f16vec4 h = d.h[i];
    h = h * 0.5hf + f16vec4(1.0hf);
    h = sqrt(abs(h)) + inversesqrt(h + 1.0hf) + exp2(h) - log2(h + 2.0hf);
    h.xyz = normalize(h.xyz) + shade(h.xyz, f16vec3(0.0hf, 1.0hf, 0.0hf));
    h = clamp(h, f16vec4(-4.0hf), f16vec4(4.0hf));
    h = fma(h, h.wzyx, f16vec4(0.25hf));
    h.w = length(h.xyz) + distance(h.xy, h.zw);
    h = mix(h, floor(h), bvec4(true, false, true, false));
    float16_t s = h.x * h.y - h.z / h.w;
    d.h[i] = h;
    d.f[i] = float(s) + float(h.x);
    d.m = f16mat2x3(h.xyz, h.yzw) * float16_t(2.0);
    uint packedBits = packFloat2x16(h.xy);
    d.h[i].zw = unpackFloat2x16(packedBits);
    d.f[i] += float(float16BitsToInt16(h.x)) + float(uint16BitsToFloat16(uint16_t(15360)));
}
