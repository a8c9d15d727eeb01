#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_atomic_int64 : require
// 64-bit integer atomics (Int64Atomics capability).
layout(local_size_x = 32) in;

layout(std430, binding = 0) buffer Big {
    uint64_t total;
    uint64_t minV;
    uint64_t maxV;
    int64_t  signedAcc;
    uint64_t bits;
    uint64_t swap;
} big;

shared uint64_t sharedAcc;

void main()
{
    uint64_t v = uint64_t(gl_GlobalInvocationID.x) << 33;
    int64_t sv = -int64_t(gl_GlobalInvocationID.x) * 1000000007l;
    if (gl_LocalInvocationIndex == 0u) sharedAcc = 0ul;
    barrier();
    atomicAdd(big.total, v);
    atomicMin(big.minV, v | 1ul);
    atomicMax(big.maxV, v);
    atomicAdd(big.signedAcc, sv);
    atomicMin(big.signedAcc, sv);
    atomicOr(big.bits, 1ul << (gl_LocalInvocationIndex + 31u));
    atomicAnd(big.bits, ~0x1ul);
    atomicXor(big.bits, 0xFFFF0000FFFF0000ul);
    uint64_t old = atomicExchange(big.swap, v);
    atomicCompSwap(big.swap, old, 0xFFFFFFFFFFFFFFFFul);
    atomicAdd(sharedAcc, old);
    barrier();
    if (gl_LocalInvocationIndex == 0u) atomicAdd(big.total, sharedAcc);
}
