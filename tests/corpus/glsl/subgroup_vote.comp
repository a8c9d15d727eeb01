#version 450
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_EXT_shader_explicit_arithmetic_types_float64 : require
// Subgroup vote operations over several types.
layout(local_size_x = 32) in;

layout(std430, binding = 0) buffer Data {
    float f[];
} d;

layout(std430, binding = 1) buffer Flags {
    uint flags[];
} fl;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float v = d.f[i];
    bool positive = v > 0.0;
    uint mask = 0u;
    if (subgroupAll(positive)) mask |= 1u;
    if (subgroupAny(v > 100.0)) mask |= 2u;
    if (subgroupAllEqual(v)) mask |= 4u;
    if (subgroupAllEqual(ivec2(v))) mask |= 8u;
    if (subgroupAllEqual(double(v))) mask |= 16u;
    if (subgroupAllEqual(positive)) mask |= 32u;
    if (subgroupAllEqual(uvec3(i & 1u))) mask |= 64u;
    fl.flags[i] = mask;
}
