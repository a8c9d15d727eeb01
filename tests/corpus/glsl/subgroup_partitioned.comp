#version 450
#extension GL_NV_shader_subgroup_partitioned : require
// NV partitioned subgroup operations.
layout(local_size_x = 32) in;

layout(std430, binding = 0) buffer Data {
    uint key[32];
    float val[32];
    uvec4 parts[32];
} d;

void main()
{
    uint i = gl_LocalInvocationIndex;
    uvec4 part = subgroupPartitionNV(d.key[i]);
    float v = d.val[i];
    v = subgroupPartitionedAddNV(v, part) + subgroupPartitionedInclusiveMaxNV(v, part)
      + subgroupPartitionedExclusiveMinNV(v, part);
    uint k = subgroupPartitionedXorNV(d.key[i], part) & subgroupPartitionedInclusiveOrNV(d.key[i], part);
    d.val[i] = v;
    d.parts[i] = part + uvec4(k);
}
