#version 450
// Specialization constants of every scalar type plus workgroup size ids.
layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z = 2) in;

layout(constant_id = 0) const int kSizeX = 8;
layout(constant_id = 1) const int kSizeY = 4;
layout(constant_id = 2) const bool kEnable = true;
layout(constant_id = 3) const bool kDisable = false;
layout(constant_id = 4) const uint kMask = 0xF0F0F0F0u;
layout(constant_id = 5) const float kScale = 0.1;
layout(constant_id = 6) const double kPrecise = 1.0000000001lf;
layout(constant_id = 7) const int kNegative = -42;
layout(constant_id = 100) const float kTiny = 1e-40;
layout(constant_id = 2000) const uint kHuge = 4294967295u;

layout(std430, binding = 0) buffer Out {
    float f;
    double d;
    uint u;
    int i;
    uvec3 wg;
} o;

void main()
{
    if (kEnable && !kDisable) {
        o.f = kScale * kTiny;
        o.d = kPrecise;
    }
    o.u = kMask & kHuge;
    o.i = kNegative + kSizeX * kSizeY;
    o.wg = gl_WorkGroupSize;
}
