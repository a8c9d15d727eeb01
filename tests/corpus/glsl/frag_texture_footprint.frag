#version 450
#extension GL_NV_shader_texture_footprint : require
// OpImageSampleFootprintNV via textureFootprintNV / textureFootprintGradNV / textureFootprintLodNV.
layout(location = 0) in vec2 uv;
layout(location = 0) out uvec4 result;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) uniform sampler3D vol;

void main()
{
    gl_TextureFootprint2DNV fp;
    bool single = textureFootprintNV(tex, uv, 4, true, fp);
    uvec2 anchor = fp.anchor;
    uvec2 offset = fp.offset;
    uvec2 mask = fp.mask;
    uint lod = fp.lod;
    gl_TextureFootprint2DNV fpLod;
    textureFootprintLodNV(tex, uv, 2.0, 3, false, fpLod);
    gl_TextureFootprint2DNV fpGrad;
    textureFootprintGradNV(tex, uv, vec2(0.01), vec2(0.02), 1, true, fpGrad);
    gl_TextureFootprint3DNV fp3;
    textureFootprintNV(vol, vec3(uv, 0.5), 2, false, fp3, 0.5);
    uint total = lod + uint(single) + fpLod.granularity + fpGrad.lod + fp3.lod;
    result = uvec4(anchor + offset + mask, total, total);
}
