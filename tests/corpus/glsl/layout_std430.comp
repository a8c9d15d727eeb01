#version 450
// std430 storage buffers: runtime arrays, tight arrays, explicit offsets, length().
layout(local_size_x = 64) in;

struct Particle {
    vec3 pos;
    float mass;
    vec2 vel;
    uint flags;
};

layout(std430, binding = 0) readonly buffer In {
    uint count;
    float weights[4];
    Particle particles[];
} src;

layout(std430, binding = 1) writeonly buffer OutBuf {
    layout(offset = 0) vec2 tight[8];
    layout(offset = 64) mat3 m;
    layout(offset = 112) float data[];
} dst;

layout(std430, binding = 2) coherent buffer Counters {
    volatile uint hits;
    restrict uint misses[];
} cnt;

void main()
{
    uint id = gl_GlobalInvocationID.x;
    if (id >= uint(src.particles.length()))
        return;
    Particle p = src.particles[id];
    float w = src.weights[id & 3u];
    dst.data[id] = dot(p.pos, vec3(w)) + p.mass * length(p.vel);
    if (id < 8u) dst.tight[id] = p.vel;
    if (id == 0u) dst.m = mat3(p.pos, p.pos.yzx, p.pos.zxy);
    if ((p.flags & 1u) != 0u) cnt.hits += 1u;
    else cnt.misses[id % uint(cnt.misses.length())] = src.count;
}
