// glslang: -g --target-env vulkan1.3
#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
// SPIR-V 1.6 with debug info: interface lists include all globals; subgroup reduction.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer In { float x[]; } src;
layout(std430, binding = 1) buffer Out { float sums[]; } dst;
shared float partials[64];

void main()
{
    float v = src.x[gl_GlobalInvocationID.x];
    float s = subgroupAdd(v);
    if (subgroupElect()) partials[gl_SubgroupID] = s;
    barrier();
    if (gl_LocalInvocationIndex == 0u) {
        float total = 0.0;
        for (uint i = 0u; i < gl_NumSubgroups; ++i) total += partials[i];
        dst.sums[gl_WorkGroupID.x] = total;
    }
}
