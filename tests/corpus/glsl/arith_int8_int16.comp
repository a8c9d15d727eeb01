#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
// Small integer arithmetic, conversions between widths and signedness.
layout(local_size_x = 16) in;

layout(std430, binding = 0) buffer Data {
    i8vec4  a8;
    u8vec4  b8;
    i16vec2 a16;
    u16vec3 b16;
    int     widened;
    uint    uwidened;
} d;

int16_t mix16(int16_t x, int16_t y) { return (x * 3s - y) >> 1; }
uint8_t rot8(uint8_t v, uint n) { return uint8_t((v << n) | (v >> (8u - n))); }

void main()
{
    i8vec4 a = d.a8;
    u8vec4 b = d.b8;
    a = a + i8vec4(b) - i8vec4(1);
    a = -a;
    b = b * uint8_t(3) / uint8_t(2);
    b %= uint8_t(7);
    b.x = rot8(b.x, 3u);
    i16vec2 w = i16vec2(a.xy) * d.a16;
    w = mix16(w.x, w.y) > 0s ? w : -w;
    u16vec3 uw = d.b16 & u16vec3(b.xyz) | u16vec3(0x0F0Fus);
    uw <<= 2us;
    d.a8 = a;
    d.b8 = b;
    d.a16 = w;
    d.b16 = uw;
    d.widened = int(a.w) + int(w.x) + int(uint8_t(a.z));
    d.uwidened = uint(uw.y) + uint(int16_t(b.w));
    if (a.x < int8_t(0) && uw.z != 0us) d.widened = -1;
}
