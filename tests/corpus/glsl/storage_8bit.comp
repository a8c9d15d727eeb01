#version 450
#extension GL_EXT_shader_8bit_storage : require
// 8-bit storage in SSBO, UBO and push constants, converted through 32-bit.
layout(local_size_x = 32) in;

layout(std430, binding = 0) buffer Bytes {
    uint8_t bytes[];
} bb;

layout(std140, binding = 1) uniform ByteParams {
    int8_t bias;
    uint8_t lut0;
    uint8_t lut1;
} bp;

layout(push_constant) uniform PC8 {
    int8_t  delta;
    uint8_t mask;
} pc;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    uint v = uint(bb.bytes[i]);
    v = (v + uint(int(bp.bias)) + uint(int(pc.delta))) & uint(pc.mask);
    v ^= (i & 1u) == 0u ? uint(bp.lut0) : uint(bp.lut1);
    bb.bytes[i] = uint8_t(v);
}
