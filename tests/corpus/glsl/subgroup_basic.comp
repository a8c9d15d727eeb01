#version 450
#extension GL_KHR_shader_subgroup_basic : require
// Subgroup built-ins, elect and subgroup barriers.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Out { uvec4 info[]; } o;
shared uint perSubgroup[64];

void main()
{
    uint idx = gl_GlobalInvocationID.x;
    o.info[idx] = uvec4(gl_SubgroupSize, gl_SubgroupInvocationID, gl_NumSubgroups, gl_SubgroupID);
    if (subgroupElect()) {
        perSubgroup[gl_SubgroupID] = gl_SubgroupSize;
    }
    subgroupMemoryBarrier();
    subgroupMemoryBarrierBuffer();
    subgroupMemoryBarrierShared();
    subgroupMemoryBarrierImage();
    subgroupBarrier();
    o.info[idx].x += perSubgroup[gl_SubgroupID];
}
