#version 450
// Texture functions with every ImageOperands combination glslang can emit.
layout(location = 0) in vec2 uv;
layout(location = 1) in vec4 uvq;
layout(location = 0) out vec4 color;

layout(binding = 0) uniform sampler2D tex2D;
layout(binding = 1) uniform sampler2DArray texArr;
layout(binding = 2) uniform sampler3D tex3D;
layout(binding = 3) uniform samplerCube texCube;
layout(binding = 4) uniform samplerCubeArray texCubeArr;
layout(binding = 5) uniform sampler1D tex1D;
layout(binding = 6) uniform isampler2D itex;
layout(binding = 7) uniform usampler2D utex;
layout(binding = 8) uniform sampler2DMS texMS;

const ivec2 kOffsets[4] = ivec2[](ivec2(0, 0), ivec2(1, 0), ivec2(0, 1), ivec2(-1, -1));

void main()
{
    vec4 c = texture(tex2D, uv);
    c += texture(tex2D, uv, 0.5);                                   // Bias
    c += textureOffset(tex2D, uv, ivec2(1, -1));                    // ConstOffset
    c += textureOffset(tex2D, uv, ivec2(-8, 7), 1.0);               // Bias|ConstOffset
    c += textureLod(texArr, vec3(uv, 2.0), 1.5);                    // Lod
    c += textureLodOffset(tex2D, uv, 2.0, ivec2(3, 3));             // Lod|ConstOffset
    c += textureGrad(tex3D, vec3(uv, 0.5), vec3(0.01), vec3(0.02)); // Grad
    c += textureGradOffset(tex2D, uv, vec2(0.1), vec2(0.2), ivec2(-2, 2));
    c += textureProj(tex2D, uvq.xyz);
    c += textureProj(tex2D, uvq, 0.25);
    c += textureProjOffset(tex2D, uvq, ivec2(1, 1));
    c += textureProjLod(tex3D, uvq, 1.0);
    c += textureProjGrad(tex2D, uvq.xyz, vec2(0.0), vec2(0.1));
    c += texture(texCube, vec3(uv, 1.0));
    c += textureLod(texCubeArr, vec4(uv, 1.0, 3.0), 0.0);
    c += textureGrad(texCube, uvq.xyz, vec3(0.1), vec3(0.2));
    c += texture(tex1D, uv.x) + textureOffset(tex1D, uv.y, 2);
    c += texelFetch(tex2D, ivec2(uv * 16.0), 0);
    c += texelFetchOffset(tex2D, ivec2(3), 1, ivec2(1, 0));
    c += texelFetch(texMS, ivec2(2), 3);
    c += textureGather(tex2D, uv);
    c += textureGather(tex2D, uv, 2);
    c += textureGatherOffset(tex2D, uv, ivec2(1, 2));
    c += textureGatherOffset(tex2D, uv, ivec2(int(uvq.w)), 3);          // non-constant Offset
    c += textureGatherOffsets(tex2D, uv, kOffsets, 1);                  // ConstOffsets
    c += vec4(textureGather(itex, uv, 1)) + vec4(textureGather(utex, uv));
    c += vec4(texture(itex, uv)) + vec4(texelFetch(utex, ivec2(0), 0));
    c.xy += textureQueryLod(tex2D, uv);
    c.x += float(textureQueryLevels(texCube) + textureSize(texCubeArr, 0).z + textureSamples(texMS));
    c.xy += vec2(textureSize(tex2D, 1)) + vec2(textureSize(tex1D, 0));
    color = c;
}
