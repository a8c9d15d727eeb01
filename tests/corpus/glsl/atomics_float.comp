// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_shader_atomic_float : require
#extension GL_EXT_shader_atomic_float2 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
// Float atomics: add/min/max/exchange for 16, 32 and 64 bit, buffers and images.
layout(local_size_x = 32) in;

layout(std430, binding = 0) buffer Acc {
    float f32;
    double f64;
    float mn;
    float mx;
    float16_t h;
    float16_t hmin;
} acc;

layout(binding = 1, r32f) uniform image2D accumImage;
shared float sf;

void main()
{
    float x = float(gl_LocalInvocationIndex) * 0.25 - 2.0;
    if (gl_LocalInvocationIndex == 0u) sf = 0.0;
    barrier();
    atomicAdd(acc.f32, x);
    atomicAdd(acc.f64, double(x));
    atomicMin(acc.mn, x);
    atomicMax(acc.mx, x);
    atomicExchange(acc.f32, atomicAdd(sf, x));
    atomicAdd(acc.h, float16_t(x));
    atomicMin(acc.hmin, float16_t(x));
    imageAtomicAdd(accumImage, ivec2(gl_LocalInvocationIndex, 0), x);
    imageAtomicExchange(accumImage, ivec2(0, 1), x);
    imageAtomicMax(accumImage, ivec2(1, 1), x);
}
