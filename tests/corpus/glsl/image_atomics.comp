#version 450
// Image atomics on integer formats including buffers and arrays.
layout(local_size_x = 16) in;

layout(binding = 0, r32ui) uniform coherent uimage2D counts;
layout(binding = 1, r32i)  uniform iimage3D signedVol;
layout(binding = 2, r32ui) uniform uimageBuffer texelCounts;
layout(binding = 3, r32i)  uniform iimage2DArray layered;

void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.x, gl_WorkGroupID.y);
    uint u = gl_LocalInvocationIndex;
    int s = int(u) - 8;
    imageAtomicAdd(counts, p, u);
    imageAtomicMin(counts, p, u);
    imageAtomicMax(counts, p, u);
    imageAtomicAnd(counts, p, ~u);
    imageAtomicOr(counts, p, u << 4);
    imageAtomicXor(counts, p, 0x55u);
    imageAtomicExchange(counts, p, u);
    imageAtomicCompSwap(counts, p, 7u, u);
    imageAtomicAdd(signedVol, ivec3(p, 1), s);
    imageAtomicMin(signedVol, ivec3(p, 2), s);
    imageAtomicMax(signedVol, ivec3(p, 3), s);
    imageAtomicCompSwap(signedVol, ivec3(p, 4), -1, s);
    imageAtomicAdd(texelCounts, int(u), 1u);
    imageAtomicExchange(layered, ivec3(p, int(u & 3u)), s);
}
