#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
// Shuffle, shuffle-xor, and relative up/down shuffles.
layout(local_size_x = 32) in;

layout(std430, binding = 0) buffer Data {
    vec2 f[32];
    int n[32];
    bool flag[32];
} d;

void main()
{
    uint i = gl_LocalInvocationIndex;
    uint lane = gl_SubgroupInvocationID;
    vec2 f = d.f[i];
    int n = d.n[i];
    bool flag = d.flag[i];
    f += subgroupShuffle(f, (lane + 5u) % gl_SubgroupSize);
    f += subgroupShuffleXor(f, 1u);
    n += subgroupShuffleXor(n, 2u);
    n += subgroupShuffleUp(n, 1u);
    n -= subgroupShuffleDown(n, 4u);
    f.x += subgroupShuffleUp(f.y, 2u);
    flag = subgroupShuffle(flag, 0u) || subgroupShuffleDown(flag, 1u);
    d.f[i] = f;
    d.n[i] = n;
    d.flag[i] = flag;
}
