#version 450
// Double precision constants with many significant digits, denormals, extremes.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    double d[20];
    dvec3  dv;
    dmat2  dm;
} o;

void main()
{
    o.d[0]  = 3.141592653589793238462643383279lf;
    o.d[1]  = 2.718281828459045235360287471352LF;
    o.d[2]  = 0.1lf;
    o.d[3]  = 1.0e-300lf;
    o.d[4]  = 1.7976931348623157e308lf;   // DBL_MAX
    o.d[5]  = 4.9406564584124654e-324lf;  // smallest denormal
    o.d[6]  = 2.2250738585072014e-308lf;  // smallest normal
    o.d[7]  = -0.0lf;
    o.d[8]  = 1.0lf / 0.0lf;
    o.d[9]  = -1.0lf / 0.0lf;
    o.d[10] = 9007199254740993.0lf;
    o.d[11] = 0.30000000000000004lf;
    o.d[12] = 1.0e100lf;
    o.d[13] = -6.62607015e-34lf;
    o.d[14] = double(0.1);                // float widened
    o.d[15] = 123456789012345678.0lf;
    o.d[16] = 1.0000000000000002lf;
    o.d[17] = 0.5lf;
    o.d[18] = 1e-10lf;
    o.d[19] = 1e30lf;
    o.dv = dvec3(1.0lf / 3.0lf, -2.0lf / 7.0lf, 1.4142135623730951lf);
    o.dm = dmat2(1.0lf, 0.25lf, -0.125lf, 8.0e-9lf);
}
