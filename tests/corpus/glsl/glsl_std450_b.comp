#version 450
// GLSL.std.450 extended instructions, part 2: integer min/max/clamp, bit finding, packing.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data {
    ivec4 i; uvec4 u; vec4 f; uint packed[8]; vec4 unpacked[6]; ivec4 ri[4]; uvec4 ru[4];
} d;

void main()
{
    ivec4 i = d.i; uvec4 u = d.u; vec4 f = d.f;
    d.ri[0] = abs(i) + sign(i) + min(i, ivec4(3)) + max(i, -2) + clamp(i, -5, 5);
    d.ru[0] = min(u, uvec4(9u)) + max(u, 2u) + clamp(u, uvec4(1u), uvec4(100u));
    d.ri[1] = findLSB(i) + findMSB(i) + findLSB(u) + findMSB(u) + bitCount(i) + bitCount(u);
    d.ri[2] = bitfieldExtract(i, 3, 5) + bitfieldInsert(i, i.wzyx, 4, 8) + bitfieldReverse(i);
    d.ru[1] = bitfieldExtract(u, 1, 7) + bitfieldInsert(u, u.yxwz, 0, 16) + bitfieldReverse(u);
    uvec4 carry, borrow, hi, lo;
    d.ru[2] = uaddCarry(u, u.yzwx, carry) + usubBorrow(u, u.wxyz, borrow);
    umulExtended(u, u.zwxy, hi, lo);
    ivec4 shi, slo;
    imulExtended(i, i.yxwz, shi, slo);
    d.ru[3] = carry + borrow + hi + lo;
    d.ri[3] = shi ^ slo;
    d.packed[0] = packUnorm4x8(f);
    d.packed[1] = packSnorm4x8(f);
    d.packed[2] = packUnorm2x16(f.xy);
    d.packed[3] = packSnorm2x16(f.zw);
    d.packed[4] = packHalf2x16(f.xz);
    d.unpacked[0] = unpackUnorm4x8(d.packed[0]);
    d.unpacked[1] = unpackSnorm4x8(d.packed[1]);
    d.unpacked[2] = vec4(unpackUnorm2x16(d.packed[2]), unpackSnorm2x16(d.packed[3]));
    d.unpacked[3] = vec4(unpackHalf2x16(d.packed[4]), 0.0, 1.0);
    d.unpacked[4] = intBitsToFloat(i) + uintBitsToFloat(u);
    d.ri[0] += floatBitsToInt(f);
    d.ru[0] += floatBitsToUint(f);
    d.unpacked[5] = vec4(uintBitsToFloat(1u), intBitsToFloat(-8388608), uintBitsToFloat(0x7fc00000u), uintBitsToFloat(0x80000000u));
}
