#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
// Float spec constants used in expressions (float math on spec constants is emitted as code, not
// OpSpecConstantOp), int/bool spec-constant ops,
// plus float<->int conversion of spec constants inside main.
layout(local_size_x = 1) in;

layout(constant_id = 0) const float kGamma = 2.2;
layout(constant_id = 1) const double kEps = 1e-12lf;
layout(constant_id = 2) const bool kUseGamma = true;
layout(constant_id = 3) const int kSteps = 8;
layout(constant_id = 4) const float16_t kHalf = 0.5hf;
layout(constant_id = 5) const float kNegZero = -0.0;
layout(constant_id = 6) const float kDenorm = 1e-45;

const bool kNotGamma = !kUseGamma;
const int kSteps2 = kSteps * 2;

layout(std430, binding = 0) buffer Out { float f[6]; double d; int i; float16_t h; } o;

void main()
{
    float kInvGamma = 1.0 / kGamma;
    float kStepsF = float(kSteps2);
    double kEps2 = kEps * 2.0lf;
    float kPicked = kNotGamma ? 1.0 : kInvGamma;
    int kTrunc = int(kGamma);
    o.f[0] = kInvGamma;
    o.f[1] = kStepsF;
    o.f[2] = kPicked;
    o.f[3] = kNegZero;
    o.f[4] = kDenorm;
    o.f[5] = float(kHalf);
    o.d = kEps2;
    o.i = kTrunc;
    o.h = kHalf * 2.0hf;
}
