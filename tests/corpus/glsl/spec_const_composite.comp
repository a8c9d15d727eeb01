#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
// Spec constants used as array sizes, in composites, swizzles and width conversions.
layout(local_size_x_id = 3) in;

layout(constant_id = 0) const int N = 4;
layout(constant_id = 1) const uint M = 3u;
layout(constant_id = 2) const int64_t W = -5l;
layout(constant_id = 3) const int LX = 32;
layout(constant_id = 4) const int16_t H = 9s;

const ivec3 kVec = ivec3(N, N + 1, N * 2);
const int   kPick = kVec.y;
const ivec2 kSwz = kVec.zx;
const int64_t kWide = int64_t(N) + W;
const int   kNarrow = int(W);
const uint  kFromWide = uint(W);
const int16_t kH2 = H * 2s;
const int   kFromH = int(H);
const int64_t kHW = int64_t(H);

shared float scratch[LX];

layout(std430, binding = 0) buffer Out {
    float arr[N];
    uint uarr[M + 1u];
    int picked;
    ivec2 swz;
    int64_t wide;
    int narrow;
    uint fromWide;
    int fromH;
    int64_t hw;
} o;

void main()
{
    float local[N * 2];
    for (int i = 0; i < N * 2; ++i) local[i] = float(i) * 0.5;
    scratch[gl_LocalInvocationID.x] = local[gl_LocalInvocationID.x % uint(N * 2)];
    barrier();
    for (int i = 0; i < N; ++i) o.arr[i] = scratch[i];
    for (uint j = 0u; j < M + 1u; ++j) o.uarr[j] = j * M;
    o.picked = kPick;
    o.swz = kSwz;
    o.wide = kWide;
    o.narrow = kNarrow;
    o.fromWide = kFromWide;
    o.fromH = kFromH + int(kH2);
    o.hw = kHW;
}
