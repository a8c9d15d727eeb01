#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
// NaNs and infinities produced by constant folding for half/float/double, in scalars and composites.
layout(local_size_x = 1) in;

const float  kNaN   = 0.0 / 0.0;
const double kNaND  = 0.0lf / 0.0lf;
const float16_t kNaNH = 0.0hf / 0.0hf;
const vec4   kSpecial = vec4(1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, -0.0);
const dvec2  kSpecialD = dvec2(1.0lf / 0.0lf, -0.0lf);
const f16vec2 kSpecialH = f16vec2(1.0hf / 0.0hf, -(1.0hf / 0.0hf));
const float  kHugeProduct = 1e30 * 1e30;      // folds to +inf
const float  kTinyProduct = 1e-30 * 1e-30;    // folds to 0 / denormal
const double kDTiny = 1e-300lf * 1e-300lf;

layout(std430, binding = 0) buffer Out {
    float f[4];
    double d[3];
    float16_t h[2];
    vec4 v;
    dvec2 dv;
    f16vec2 hv;
} o;

void main()
{
    o.f[0] = kNaN;
    o.f[1] = -kNaN;
    o.f[2] = kHugeProduct;
    o.f[3] = kTinyProduct;
    o.d[0] = kNaND;
    o.d[1] = kDTiny;
    o.d[2] = -kNaND;
    o.h[0] = kNaNH;
    o.h[1] = -kNaNH;
    o.v = kSpecial;
    o.dv = kSpecialD;
    o.hv = kSpecialH;
}
