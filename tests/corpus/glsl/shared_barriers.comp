#version 450
// Shared memory tree reduction with every barrier flavour.
layout(local_size_x = 128) in;

shared float partial[128];
shared uint counters[4];
shared struct { vec2 a; ivec2 b; } pairs[8];


layout(std430, binding = 1) buffer Res { float sums[]; } res;

void main()
{
    uint lid = gl_LocalInvocationID.x;
    partial[lid] = 1.0;
    if (lid < 4u) counters[lid] = 0u;
    if (lid < 8u) pairs[lid].a = vec2(lid);
    memoryBarrierShared();
    barrier();
    for (uint stride = 64u; stride > 0u; stride >>= 1) {
        if (lid < stride)
            partial[lid] += partial[lid + stride];
        groupMemoryBarrier();
        barrier();
    }
    atomicAdd(counters[lid & 3u], 1u);
    memoryBarrier();
    memoryBarrierBuffer();
    memoryBarrierImage();
    barrier();
    if (lid == 0u) {
        res.sums[gl_WorkGroupID.x] = partial[0] + float(counters[0]) + pairs[3].a.x;
    }
}
