#version 450
#extension GL_ARB_sparse_texture2 : require
#extension GL_ARB_sparse_texture_clamp : require
// Sparse residency sampling (OpImageSparse*), residency checks, MinLod clamp.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) uniform sampler2DShadow shadowTex;
layout(binding = 2, rgba8) uniform image2D img;

void main()
{
    vec4 texel = vec4(0.0);
    vec4 tmp;
    int code = sparseTextureARB(tex, uv, texel);
    bool ok = sparseTexelsResidentARB(code);
    code = sparseTextureLodARB(tex, uv, 1.0, tmp); texel += tmp;
    code &= sparseTextureOffsetARB(tex, uv, ivec2(1, 1), tmp); texel += tmp;
    code &= sparseTexelFetchARB(tex, ivec2(4), 0, tmp); texel += tmp;
    code &= sparseTextureGatherARB(tex, uv, tmp, 1); texel += tmp;
    code &= sparseTextureGradARB(tex, uv, vec2(0.1), vec2(0.1), tmp); texel += tmp;
    code &= sparseImageLoadARB(img, ivec2(uv * 32.0), tmp); texel += tmp;
    float ref;
    code &= sparseTextureARB(shadowTex, vec3(uv, 0.5), ref);
    code &= sparseTextureClampARB(tex, uv, 2.0, tmp, 0.5); texel += tmp;
    texel += textureClampARB(tex, uv, 1.0);
    texel += textureClampARB(tex, uv, 1.0, -0.5);
    texel += textureGradClampARB(tex, uv, vec2(0.2), vec2(0.2), 3.0);
    code &= sparseTextureGradClampARB(tex, uv, vec2(0.2), vec2(0.2), 3.0, tmp); texel += tmp;
    color = texel * (ok && sparseTexelsResidentARB(code) ? 1.0 : 0.0) + vec4(ref);
}
