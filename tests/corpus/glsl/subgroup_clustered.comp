#version 450
#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_KHR_shader_subgroup_quad : require
// Clustered reductions of several cluster sizes plus quad operations in compute.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Data {
    float f[64];
    uint u[64];
    ivec2 iv[64];
} d;

void main()
{
    uint i = gl_LocalInvocationIndex;
    float f = d.f[i];
    uint u = d.u[i];
    ivec2 iv = d.iv[i];
    f = subgroupClusteredAdd(f, 1u) + subgroupClusteredMul(f, 2u)
      + subgroupClusteredMin(f, 4u) + subgroupClusteredMax(f, 8u);
    u = subgroupClusteredAnd(u, 16u) | subgroupClusteredOr(u, 32u) ^ subgroupClusteredXor(u, 4u);
    iv = subgroupClusteredAdd(iv, 4u) + subgroupClusteredMin(iv, 2u);
    bool b = subgroupClusteredOr(u > 3u, 8u);
    f += subgroupQuadBroadcast(f, 2u);
    f += subgroupQuadSwapHorizontal(f) + subgroupQuadSwapVertical(f) + subgroupQuadSwapDiagonal(f);
    iv += subgroupQuadSwapDiagonal(iv);
    d.f[i] = f;
    d.u[i] = u + uint(b);
    d.iv[i] = iv;
}
