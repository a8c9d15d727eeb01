#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
// 64-bit integer constants: min, max, high-bit patterns, negative values.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    int64_t  s[10];
    uint64_t u[10];
    i64vec2  sv;
    u64vec3  uv;
} o;

const int64_t  kMin = -9223372036854775807l - 1l;
const int64_t  kMax = 9223372036854775807l;
const uint64_t kUMax = 18446744073709551615ul;

void main()
{
    o.s[0] = kMin;
    o.s[1] = kMax;
    o.s[2] = -1l;
    o.s[3] = 4294967296l;
    o.s[4] = -4294967297L;
    o.s[5] = 0x7FFFFFFF00000000l;
    o.s[6] = int64_t(-2147483648);
    o.s[7] = kMax + 1l;
    o.s[8] = 1234567890123456789l;
    o.s[9] = -0x100000000l;
    o.u[0] = kUMax;
    o.u[1] = 0x8000000000000000ul;
    o.u[2] = 0xFFFFFFFF00000000UL;
    o.u[3] = 0x00000000FFFFFFFFul;
    o.u[4] = 10000000000000000000ul;
    o.u[5] = uint64_t(kMin);
    o.u[6] = 1ul << 63;
    o.u[7] = 0ul;
    o.u[8] = 0123456701234567ul;
    o.u[9] = uint64_t(gl_GlobalInvocationID.x) * 6364136223846793005ul + 1442695040888963407ul;
    o.sv = i64vec2(kMin, kMax);
    o.uv = u64vec3(kUMax, 1ul, 0xDEADBEEFCAFEBABEul);
}
