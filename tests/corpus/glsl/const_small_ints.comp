#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
// 8- and 16-bit integer constants, including wraparound folding.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    int8_t   b[6];
    uint8_t  ub[6];
    int16_t  s[6];
    uint16_t us[6];
    i8vec4   bv;
    u16vec2  usv;
} o;

void main()
{
    o.b[0] = int8_t(-128);
    o.b[1] = int8_t(127);
    o.b[2] = int8_t(-1);
    o.b[3] = int8_t(200);
    o.b[4] = int8_t(0);
    o.b[5] = int8_t(gl_LocalInvocationIndex);
    o.ub[0] = uint8_t(255);
    o.ub[1] = uint8_t(256);
    o.ub[2] = uint8_t(-1);
    o.ub[3] = uint8_t(0x80);
    o.ub[4] = uint8_t(7);
    o.ub[5] = uint8_t(gl_LocalInvocationIndex) * uint8_t(3);
    o.s[0] = -32768s;
    o.s[1] = 32767s;
    o.s[2] = -1s;
    o.s[3] = int16_t(40000);
    o.s[4] = 0x7ff0s;
    o.s[5] = int16_t(gl_LocalInvocationIndex) - 5s;
    o.us[0] = 65535us;
    o.us[1] = 0x8000us;
    o.us[2] = uint16_t(-2);
    o.us[3] = 1us;
    o.us[4] = 0us;
    o.us[5] = uint16_t(70000);
    o.bv = i8vec4(-128, 127, -1, 1);
    o.usv = u16vec2(65535us, 12345us);
}
