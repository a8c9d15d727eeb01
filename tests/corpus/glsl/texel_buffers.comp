#version 450
#extension GL_EXT_samplerless_texture_functions : require
// Uniform texel buffers, storage texel buffers and samplerless texelFetch.
layout(local_size_x = 64) in;

layout(binding = 0) uniform samplerBuffer  floatTexels;
layout(binding = 1) uniform isamplerBuffer intTexels;
layout(binding = 2) uniform utextureBuffer uintTexels;
layout(binding = 3, rgba32f) uniform imageBuffer  outTexels;
layout(binding = 4, r32i)    uniform iimageBuffer outInts;
layout(binding = 5) uniform texture2D plainTex;
layout(binding = 6) uniform texture2DMS plainTexMS;

void main()
{
    int i = int(gl_GlobalInvocationID.x);
    vec4 f = texelFetch(floatTexels, i);
    ivec4 n = texelFetch(intTexels, i + 1);
    uvec4 u = texelFetch(uintTexels, i * 2);
    vec4 t = texelFetch(plainTex, ivec2(i, 0), 1);
    t += texelFetch(plainTexMS, ivec2(i, 1), 2);
    ivec2 sz = textureSize(plainTex, 0);
    int lv = textureQueryLevels(plainTex);
    int ns = textureSamples(plainTexMS);
    imageStore(outTexels, i, f + vec4(n) + vec4(u) + t);
    imageStore(outInts, i, ivec4(textureSize(floatTexels) + imageSize(outTexels) + sz.x + lv + ns));
}
