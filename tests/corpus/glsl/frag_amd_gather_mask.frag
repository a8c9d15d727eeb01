#version 450
#extension GL_AMD_texture_gather_bias_lod : require
#extension GL_AMD_shader_fragment_mask : require
// AMD gather with bias/lod (ImageGatherBiasLodAMD) and fragment mask fetches (FragmentMaskAMD).
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) uniform sampler2DMS msTex;
layout(input_attachment_index = 0, binding = 2) uniform subpassInputMS msInput;

void main()
{
    vec4 g = textureGather(tex, uv, 1, 0.5);
    g += textureGatherLodAMD(tex, uv, 2.0, 2);
    g += textureGatherLodOffsetAMD(tex, uv, 1.0, ivec2(1, -1));
    uint mask = fragmentMaskFetchAMD(msTex, ivec2(gl_FragCoord.xy));
    vec4 f = fragmentFetchAMD(msTex, ivec2(gl_FragCoord.xy), mask & 0xFu);
    uint mask2 = fragmentMaskFetchAMD(msInput);
    f += fragmentFetchAMD(msInput, mask2 >> 4);
    color = g + f;
}
