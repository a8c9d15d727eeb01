#version 450
// Depth-comparison sampling (OpImageSampleDref*, OpImageDrefGather) across dims.
layout(location = 0) in vec4 coord;
layout(location = 0) out float shadow;

layout(binding = 0) uniform sampler2DShadow sh2D;
layout(binding = 1) uniform sampler2DArrayShadow sh2DArr;
layout(binding = 2) uniform samplerCubeShadow shCube;
layout(binding = 3) uniform samplerCubeArrayShadow shCubeArr;
layout(binding = 4) uniform sampler1DShadow sh1D;
layout(binding = 5) uniform texture2D depthTex;
layout(binding = 6) uniform samplerShadow cmpSampler;

void main()
{
    float s = texture(sh2D, coord.xyz);
    s += texture(sh2D, coord.xyz, 0.5);
    s += textureOffset(sh2D, coord.xyz, ivec2(-1, 1));
    s += textureLod(sh2D, coord.xyz, 0.0);
    s += textureGrad(sh2D, coord.xyz, vec2(0.1), vec2(0.1));
    s += textureProj(sh2D, coord);
    s += textureProjLodOffset(sh2D, coord, 0.0, ivec2(2, 2));
    s += texture(sh2DArr, coord);
    s += texture(shCube, coord);
    s += texture(shCubeArr, coord, 0.25);
    s += texture(sh1D, coord.xyz);
    s += texture(sampler2DShadow(depthTex, cmpSampler), coord.xyz);
    vec4 g = textureGather(sh2D, coord.xy, coord.z);
    g += textureGatherOffset(sh2D, coord.xy, coord.z, ivec2(1, 0));
    g += textureGather(shCube, coord.xyz, coord.w);
    shadow = s + dot(g, vec4(0.25));
}
