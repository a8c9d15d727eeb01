#version 460
#extension GL_EXT_samplerless_texture_functions : require
// tests/unit/image_test.c: storage images, texel buffers, fetches, queries, atomics
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, rgba8) uniform image2D img;
layout(set = 0, binding = 1, r32ui) uniform uimage2D counter;
layout(set = 0, binding = 2) uniform utextureBuffer tb;
layout(set = 0, binding = 3, rgba32f) uniform imageBuffer sb;
layout(set = 0, binding = 4) uniform texture2D t2;
layout(set = 0, binding = 5) uniform sampler smp;
layout(set = 0, binding = 6) uniform texture2DMS tms;
layout(set = 0, binding = 7, r32i) uniform iimage2DArray arr;
layout(std430, set = 0, binding = 8) buffer Out { ivec4 r[]; };
layout(push_constant) uniform Mode { int mode; } pc;
void main()
{
    uint i = gl_GlobalInvocationID.x;
    ivec2 c = ivec2(int(i) % 4, int(i) / 4);
    switch (pc.mode) {
    case 0: { vec4 v = imageLoad(img, c); imageStore(img, c, v.wzyx * 0.5); r[i] = ivec4(v * 255.0 + 0.5); break; }
    case 1: r[i] = ivec4(imageAtomicAdd(counter, ivec2(i % 2, 0), i + 1), imageAtomicMax(counter, ivec2(1, 1), i), 0, 0); break;
    case 2: r[i] = ivec4(texelFetch(tb, int(i))); imageStore(sb, int(i), vec4(i, -1.5, 0.25, float(texelFetch(tb, int(i)).x))); break;
    case 3: r[i] = ivec4(texelFetch(sampler2D(t2, smp), c / 2, 1) * 1000.0); break;
    case 4: r[i] = ivec4(texelFetch(sampler2DMS(tms, smp), c, int(i) % 4) * 1000.0); break;
    case 5: r[i] = ivec4(imageSize(img), textureSize(sampler2D(t2, smp), 1)); break;
    case 6: r[i] = ivec4(textureQueryLevels(sampler2D(t2, smp)), textureSamples(sampler2DMS(tms, smp)), imageSize(arr).z, textureSize(tb)); break;
    case 7: { imageStore(arr, ivec3(c, int(i) % 3), ivec4(-int(i))); r[i] = imageLoad(arr, ivec3(c, 0)); break; }
    case 8: r[i] = ivec4(imageLoad(img, ivec2(int(i) * 3 - 2, 1)) * 255.0); break;
    case 9: imageStore(img, ivec2(int(i) * 3 - 2, 1), vec4(1)); r[i] = ivec4(imageAtomicAdd(counter, ivec2(i, 5), 1u)); break;
    }
}
