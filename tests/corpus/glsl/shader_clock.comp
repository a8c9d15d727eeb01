#version 450
#extension GL_ARB_shader_clock : require
#extension GL_EXT_shader_realtime_clock : require
#extension GL_ARB_gpu_shader_int64 : require
// OpReadClockKHR with subgroup scope (clockARB) and device scope (clockRealtimeEXT), both as
// uint64 and as uvec2, timing a small loop.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Times {
    uint64_t t0; uvec2 t1; uint64_t rt; uvec2 rt2; uint64_t elapsed; float work;
} times;

void main()
{
    uint64_t start = clockARB();
    uint64_t realStart = clockRealtimeEXT();
    float acc = 0.0;
    for (int i = 0; i < 64; ++i) acc = fract(acc * 1.618 + float(i));
    times.t0 = start;
    times.t1 = clock2x32ARB();
    times.rt = realStart;
    times.rt2 = clockRealtime2x32EXT();
    times.elapsed = clockARB() - start;
    times.work = acc;
}
