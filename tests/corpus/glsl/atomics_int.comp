#version 450
// Every integer atomic on buffer and shared memory, signed and unsigned.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Counters {
    uint u[8];
    int i[8];
} c;

shared uint su;
shared int si;

void main()
{
    uint v = gl_LocalInvocationIndex;
    int s = int(v) - 32;
    if (v == 0u) { su = 0u; si = 0; }
    barrier();
    uint r0 = atomicAdd(c.u[0], v);
    uint r1 = atomicMin(c.u[1], v);
    uint r2 = atomicMax(c.u[2], v);
    uint r3 = atomicAnd(c.u[3], ~v);
    uint r4 = atomicOr(c.u[4], 1u << (v & 31u));
    uint r5 = atomicXor(c.u[5], v * 3u);
    uint r6 = atomicExchange(c.u[6], v);
    uint r7 = atomicCompSwap(c.u[7], 0u, v);
    int q0 = atomicAdd(c.i[0], s);
    int q1 = atomicMin(c.i[1], s);
    int q2 = atomicMax(c.i[2], s);
    int q3 = atomicAnd(c.i[3], s);
    int q4 = atomicOr(c.i[4], s);
    int q5 = atomicXor(c.i[5], s);
    int q6 = atomicExchange(c.i[6], s);
    int q7 = atomicCompSwap(c.i[7], -1, s);
    atomicAdd(su, r0 + r1 + r2 + r3);
    atomicMax(si, q0 + q1 + q2 + q3);
    atomicMin(si, q4 - q5);
    atomicCompSwap(su, r4, r5 ^ r6 ^ r7);
    atomicExchange(si, q6 * q7);
    barrier();
    if (v == 0u) { c.u[0] += su; c.i[0] += si; }
}
