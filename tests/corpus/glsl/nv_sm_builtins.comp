#version 450
#extension GL_NV_shader_sm_builtins : require
#extension GL_KHR_shader_subgroup_ballot : require
// NV SM built-ins: warp/SM ids and counts (ShaderSMBuiltinsNV capability), combined with
// subgroup ballots to build a per-SM occupancy histogram.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Out { uvec4 ids[]; } o;
layout(std430, binding = 1) buffer Histogram { uint perSM[]; } hist;

void main()
{
    uint sm = gl_SMIDNV;
    uint warp = gl_WarpIDNV;
    o.ids[gl_GlobalInvocationID.x] = uvec4(warp, sm, gl_WarpsPerSMNV, gl_SMCountNV);
    uvec4 activeLanes = subgroupBallot(true);
    if (subgroupElect()) {
        uint n = subgroupBallotBitCount(activeLanes);
        atomicAdd(hist.perSM[sm % uint(hist.perSM.length())], n);
    }
    if (warp >= gl_WarpsPerSMNV || sm >= gl_SMCountNV)
        o.ids[gl_GlobalInvocationID.x].x = 0xFFFFFFFFu;
}
