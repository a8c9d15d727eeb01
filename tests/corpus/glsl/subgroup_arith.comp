#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
// Subgroup reductions and scans (inclusive/exclusive) on int, uint, float, bool.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Data {
    vec4 fv[64];
    ivec4 iv[64];
    uvec4 uv[64];
} d;

void main()
{
    uint i = gl_LocalInvocationIndex;
    vec4 f = d.fv[i];
    ivec4 n = d.iv[i];
    uvec4 u = d.uv[i];
    bool b = (u.x & 1u) != 0u;

    f = subgroupAdd(f) + subgroupMul(f) + subgroupMin(f) + subgroupMax(f);
    f += subgroupInclusiveAdd(f.x) + subgroupExclusiveMul(f.y);
    f.xy += subgroupInclusiveMin(f.zw) + subgroupExclusiveMax(f.xy);
    n = subgroupAdd(n) + subgroupMul(n) + subgroupMin(n) + subgroupMax(n);
    n ^= subgroupAnd(n) | subgroupOr(n) ^ subgroupXor(n);
    n.x += subgroupInclusiveAnd(n.x) + subgroupExclusiveOr(n.y) + subgroupInclusiveXor(n.z);
    u = subgroupMin(u) + subgroupMax(u) + subgroupInclusiveAdd(u) + subgroupExclusiveAdd(u);
    u.x += subgroupExclusiveMin(u.y) + subgroupInclusiveMax(u.z) + subgroupExclusiveAnd(u.w);
    bool ba = subgroupAnd(b);
    bool bo = subgroupOr(b);
    bool bx = subgroupXor(b);
    bvec2 bs = subgroupInclusiveOr(bvec2(b, !b));
    d.fv[i] = f;
    d.iv[i] = n;
    d.uv[i] = u + uvec4(ba, bo, bx, bs.y);
}
