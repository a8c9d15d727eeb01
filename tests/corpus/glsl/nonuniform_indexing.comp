// glslang: --target-env vulkan1.3
#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
// Nonuniform indexing of storage buffers, storage images and uniform arrays in compute.
layout(local_size_x = 64) in;

layout(set = 1, binding = 0) buffer Items { uint data[]; } items[];
layout(set = 1, binding = 1, r32f) uniform image2D layers[];
layout(set = 1, binding = 2) uniform texture2D sampled[];
layout(set = 1, binding = 3) uniform Params { uint selector[64]; } params;

void main()
{
    uint i = gl_LocalInvocationIndex;
    uint which = params.selector[i];
    uint value = items[nonuniformEXT(which)].data[i];
    atomicAdd(items[nonuniformEXT(which ^ 1u)].data[0], value);
    float f = imageLoad(layers[nonuniformEXT(which)], ivec2(i, 0)).r;
    f += texelFetch(sampled[nonuniformEXT(which)], ivec2(i, 1), 0).g;
    imageStore(layers[nonuniformEXT(which)], ivec2(i, 1), vec4(f));
}
