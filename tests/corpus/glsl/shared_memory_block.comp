// glslang: --target-env vulkan1.2
#version 450
#extension GL_EXT_shared_memory_block : require
#extension GL_EXT_scalar_block_layout : require
// Explicitly laid out workgroup memory blocks (WorkgroupMemoryExplicitLayoutKHR), aliased.
layout(local_size_x = 64) in;

shared SharedA {
    vec4 rows[16];
    uint count;
} sa;

shared SharedB {
    float flatData[68];
} sb;

layout(std430, binding = 0) buffer Out { float r[]; } o;

void main()
{
    uint i = gl_LocalInvocationIndex;
    if (i < 16u) sa.rows[i] = vec4(float(i));
    if (i == 0u) sa.count = 16u;
    barrier();
    float v = sb.flatData[i];
    o.r[gl_GlobalInvocationID.x] = v + float(sa.count);
}
