#version 450
// Integer constants of many shapes: negative, large unsigned, hex, octal, min/max.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    int   i[16];
    uint  u[16];
    ivec4 iv;
    uvec3 uv;
} o;

const int   kNegOne   = -1;
const int   kIntMin   = -2147483647 - 1;
const int   kIntMax   = 2147483647;
const uint  kUintMax  = 0xFFFFFFFFu;
const uint  kBig      = 4000000000u;
const uint  kHighBit  = 0x80000000u;
const int   kOctal    = 0777;
const int   kHex      = 0x7fABcdEF;
const int   kNegHex   = -0x10;
const uint  kOctU     = 037777777777u;

void main()
{
    o.i[0]  = kNegOne;
    o.i[1]  = kIntMin;
    o.i[2]  = kIntMax;
    o.i[3]  = kOctal;
    o.i[4]  = kHex;
    o.i[5]  = kNegHex;
    o.i[6]  = -123456789;
    o.i[7]  = 0;
    o.i[8]  = -0;
    o.i[9]  = int(kUintMax);          // folds to -1
    o.i[10] = int(kHighBit);          // folds to INT_MIN
    o.i[11] = kIntMax + 1;            // wraps in folding
    o.i[12] = -kIntMin;
    o.i[13] = 7 / -2;
    o.i[14] = -7 % 3;
    o.i[15] = (-1) >> 1;
    o.u[0]  = kUintMax;
    o.u[1]  = kBig;
    o.u[2]  = kHighBit;
    o.u[3]  = kOctU;
    o.u[4]  = uint(-2);
    o.u[5]  = 0u;
    o.u[6]  = 1u << 31;
    o.u[7]  = kUintMax >> 4;
    o.u[8]  = ~0u;
    o.u[9]  = 3000000000u + 3000000000u;
    o.u[10] = 0xDEADBEEFu;
    o.u[11] = 0xCAFEBABEu ^ 0x0F0F0F0Fu;
    o.u[12] = uint(gl_GlobalInvocationID.x) * 2654435761u;
    o.u[13] = 65535u;
    o.u[14] = 65536u;
    o.u[15] = 16777217u;
    o.iv = ivec4(-1, -2, -2147483648, 2147483647);
    o.uv = uvec3(4294967295u, 2147483648u, 1u);
}
