// glslang: --target-env vulkan1.2
#version 450
#extension GL_EXT_nonuniform_qualifier : require
// Descriptor indexing: runtime descriptor arrays with nonuniformEXT on every resource kind.
layout(location = 0) flat in uint materialIndex;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec4 outColor;

layout(set = 0, binding = 0) uniform sampler2D textures[];
layout(set = 0, binding = 1) uniform texture2D separateTex[];
layout(set = 0, binding = 2) uniform sampler samplers[4];
layout(set = 0, binding = 3) uniform MaterialUBO { vec4 tint; } materials[];
layout(set = 0, binding = 4) buffer MaterialSSBO { float weights[]; } weightBufs[];
layout(set = 0, binding = 5, rgba8) uniform image2D storageImgs[];
layout(set = 0, binding = 6) uniform samplerBuffer texelBufs[];
layout(set = 0, binding = 7, r32ui) uniform uimageBuffer counters[];

void main()
{
    uint idx = materialIndex;
    vec4 c = texture(textures[nonuniformEXT(idx)], uv);
    c += texture(sampler2D(separateTex[nonuniformEXT(idx + 1u)], samplers[idx & 3u]), uv);
    c *= materials[nonuniformEXT(idx)].tint;
    c.a *= weightBufs[nonuniformEXT(idx)].weights[2];
    c += imageLoad(storageImgs[nonuniformEXT(idx)], ivec2(uv * 64.0));
    c += texelFetch(texelBufs[nonuniformEXT(idx)], int(idx));
    imageAtomicAdd(counters[nonuniformEXT(idx)], 0, 1u);
    nonuniformEXT uint other = idx * 2u;
    c += textureLod(textures[other], uv, 0.0);
    c.r += float(textureSize(textures[nonuniformEXT(idx)], 0).x);
    c.g += float(weightBufs[nonuniformEXT(idx)].weights.length());
    outColor = c;
}
