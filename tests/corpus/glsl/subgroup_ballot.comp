#version 450
#extension GL_KHR_shader_subgroup_ballot : require
// Ballots, broadcasts, masks and bit queries.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Data {
    float vals[64];
    uvec4 ballots[64];
    uint counts[64];
} d;

void main()
{
    uint i = gl_LocalInvocationIndex;
    float v = d.vals[i];
    uvec4 b = subgroupBallot(v > 0.5);
    uint cnt = subgroupBallotBitCount(b);
    uint inc = subgroupBallotInclusiveBitCount(b);
    uint exc = subgroupBallotExclusiveBitCount(b);
    uint lsb = subgroupBallotFindLSB(b);
    uint msb = subgroupBallotFindMSB(b);
    bool mine = subgroupBallotBitExtract(b, gl_SubgroupInvocationID);
    bool inv = subgroupInverseBallot(b);
    float first = subgroupBroadcastFirst(v);
    vec3 bc = subgroupBroadcast(vec3(v, -v, v * v), 3u);
    ivec2 bci = subgroupBroadcast(ivec2(i), 0u);
    uvec4 masks = gl_SubgroupEqMask ^ gl_SubgroupGeMask ^ gl_SubgroupGtMask ^ gl_SubgroupLeMask ^ gl_SubgroupLtMask;
    d.ballots[i] = b | masks;
    d.counts[i] = cnt + inc + exc + lsb + msb + uint(mine) + uint(inv) + uint(bci.x);
    d.vals[i] = first + bc.y;
}
