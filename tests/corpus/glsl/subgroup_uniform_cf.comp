// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_subgroup_uniform_control_flow : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
// [[subgroup_uniform_control_flow]] on main: SubgroupUniformControlFlowKHR execution mode.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { uint elected[]; } b;
layout(std430, binding = 1) buffer V { float v[]; } vals;

void main() [[subgroup_uniform_control_flow]]
{
    float x = vals.v[gl_GlobalInvocationID.x];
    float total = subgroupAdd(x);
    if (subgroupElect())
        b.elected[gl_WorkGroupID.x] = gl_SubgroupInvocationID;
    vals.v[gl_GlobalInvocationID.x] = x / max(total, 1e-6);
}
