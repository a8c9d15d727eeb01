#version 450
#extension GL_EXT_shader_16bit_storage : require
// 16-bit storage without 16-bit arithmetic: only loads/stores with conversions.
layout(local_size_x = 32) in;

layout(std430, binding = 0) readonly buffer In16 {
    float16_t h[];
} inH;

layout(std140, binding = 1) uniform U16 {
    f16vec4 hv;
    i16vec4 sv;
    u16vec2 uv;
} u16;

layout(std430, binding = 2) writeonly buffer Out16 {
    int16_t s[32];
    uint16_t us[32];
    float16_t outH[32];
} outB;

layout(push_constant) uniform PC16 {
    float16_t scale;
    int16_t shift;
} pc;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float x = float(inH.h[i]) * float(pc.scale) + float(u16.hv.x);
    int y = int(u16.sv.y) + int(pc.shift);
    outB.s[i] = int16_t(y);
    outB.us[i] = uint16_t(uint(u16.uv.x) + i);
    outB.outH[i] = float16_t(x);
}
