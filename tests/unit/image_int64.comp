#version 460
#extension GL_EXT_shader_image_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_samplerless_texture_functions : require
// tests/unit/image_test.c: 64-bit image atomics, a cube storage image, a fetch with an offset, a query past the levels
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, r64ui) uniform u64image2D big;
layout(set = 0, binding = 1, rgba8i) uniform iimageCube cube;
layout(set = 0, binding = 2) uniform texture2D tex;
layout(std430, set = 0, binding = 3) buffer Out { ivec4 r[]; };
layout(push_constant) uniform Mode { int mode; } pc;
void main()
{
    uint i = gl_GlobalInvocationID.x;
    switch (pc.mode) {
    case 0: { uint64_t old = imageAtomicAdd(big, ivec2(i % 2, 0), (uint64_t(1) << 33) + i);
              r[i] = ivec4(int(old & 0xFFFFFFFFul), int(old >> 32), 0, 0); break; }
    case 1: r[i] = imageLoad(cube, ivec3(int(i) % 2, (int(i) / 2) % 2, int(i) / 4)); break;
    case 2: r[i] = ivec4(texelFetchOffset(tex, ivec2(int(i) % 4, 0), 0, ivec2(-1, 1)) * 255.0); break;
    case 3: r[i] = ivec4(textureSize(tex, int(i)), 0, 0); break;
    }
}
