#version 450
#extension GL_EXT_shader_image_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
// 64-bit integer storage images and their atomics.
layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0, r64ui) uniform u64image2D counters64;
layout(binding = 1, r64i)  uniform i64image3D signed64;
layout(binding = 2, r64ui) uniform u64imageBuffer buf64;

void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint64_t v = uint64_t(p.x) << 40 | uint64_t(p.y);
    imageAtomicAdd(counters64, p, v);
    imageAtomicMax(counters64, p, v);
    imageAtomicCompSwap(counters64, p, 0ul, v);
    int64_t s = imageAtomicMin(signed64, ivec3(p, 0), -int64_t(v));
    u64vec4 loaded = imageLoad(counters64, p);
    imageStore(buf64, p.x + p.y * 8, loaded + uint64_t(s));
    imageStore(signed64, ivec3(p, 1), i64vec4(s));
}
