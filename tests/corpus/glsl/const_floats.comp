#version 450
// Float constants that stress the float printer: tiny, huge, denormal, signed zero, inf.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    float f[24];
    vec4  v;
} o;

const float kPosInf = 1.0 / 0.0;
const float kNegInf = -1.0 / 0.0;

void main()
{
    o.f[0]  = 0.1;
    o.f[1]  = 1e-10;
    o.f[2]  = 1e30;
    o.f[3]  = -0.0;
    o.f[4]  = 1e-45;                 // smallest denormal
    o.f[5]  = 1.17549435e-38;        // smallest normal
    o.f[6]  = 1.1754942e-38;         // largest denormal
    o.f[7]  = 3.4028234663852886e38; // FLT_MAX
    o.f[8]  = kPosInf;
    o.f[9]  = kNegInf;
    o.f[10] = -1e-45;
    o.f[11] = 0.333333333333333333;
    o.f[12] = 16777216.0;
    o.f[13] = 16777217.0;
    o.f[14] = 123456789.0;
    o.f[15] = 1.5e-7;
    o.f[16] = 2.0e-44;
    o.f[17] = -3.4e38;
    o.f[18] = 0.5;
    o.f[19] = 1.0e10;
    o.f[20] = 1.0e-5;
    o.f[21] = 100000.0;
    o.f[22] = 3.14159265358979;
    o.f[23] = 6.02214076e23;
    o.v = vec4(-0.0, 0.0, 1.0 / 3.0, -2.5e-3);
}
