// glslang: --target-env vulkan1.2
#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_EXT_shader_subgroup_extended_types_int8 : require
#extension GL_EXT_shader_subgroup_extended_types_int16 : require
#extension GL_EXT_shader_subgroup_extended_types_int64 : require
#extension GL_EXT_shader_subgroup_extended_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
// Subgroup operations on 8/16/64-bit types.
layout(local_size_x = 32) in;

layout(std430, binding = 0) buffer Data {
    int8_t   b[32];
    uint16_t s[32];
    int64_t  l[32];
    float16_t h[32];
    f16vec2  hv[32];
} d;

void main()
{
    uint i = gl_LocalInvocationIndex;
    d.b[i] = subgroupAdd(d.b[i]) + subgroupBroadcastFirst(d.b[i]);
    d.s[i] = subgroupMax(d.s[i]) | subgroupInclusiveOr(d.s[i]);
    d.l[i] = subgroupExclusiveAdd(d.l[i]) * subgroupMin(d.l[i]);
    d.h[i] = subgroupMul(d.h[i]) + subgroupBroadcast(d.h[i], 1u);
    d.hv[i] = subgroupInclusiveAdd(d.hv[i]);
}
