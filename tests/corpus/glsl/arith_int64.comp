#version 450
#extension GL_ARB_gpu_shader_int64 : require
// 64-bit integer arithmetic, shifts, conversions, and bit operations.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data {
    int64_t  a;
    uint64_t b;
    i64vec3  v;
    u64vec2  uv;
    double   asDouble;
    uint     lo;
    uint     hi;
} d;

void main()
{
    int64_t a = d.a;
    uint64_t b = d.b;
    a = a * 3l - 7l;
    a /= -2l;
    b = (b << 17) | (b >> 47);
    b ^= uint64_t(a);
    i64vec3 v = d.v * i64vec3(a) + i64vec3(1l, -1l, 0l);
    v = abs(v) + min(v, i64vec3(0l)) + max(v, i64vec3(100l)) + sign(v);
    u64vec2 uv = clamp(d.uv, u64vec2(10ul), u64vec2(1000000000000ul));
    d.a = a % 1000l;
    d.b = b;
    d.v = v;
    d.uv = uv;
    d.asDouble = double(a) + double(b);
    uvec2 parts = unpackUint2x32(b);
    d.lo = parts.x;
    d.hi = parts.y;
    d.b += packUint2x32(parts.yx);
    d.a += packInt2x32(ivec2(-1, 0));
    d.v.x = doubleBitsToInt64(d.asDouble);
    d.asDouble = uint64BitsToDouble(d.b);
}
