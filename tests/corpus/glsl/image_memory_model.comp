// glslang: --target-env vulkan1.3
#version 460
#extension GL_KHR_memory_scope_semantics : require
#pragma use_vulkan_memory_model
// Vulkan memory model with coherent/volatile/nonprivate resources: MakeTexelAvailable/Visible,
// NonPrivateTexel and MakePointerAvailable/Visible memory operands.
layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0, rgba32f) uniform coherent image2D coherentImg;
layout(binding = 1, r32ui) uniform volatile uimage2D volatileImg;
layout(binding = 2) coherent buffer CB { vec4 data[]; } cb;
layout(binding = 3) volatile buffer VB { uint flag; } vb;
layout(binding = 4, rgba8) uniform workgroupcoherent image2D wgImg;
shared vec4 cache[64];

void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 c = imageLoad(coherentImg, p);
    imageStore(coherentImg, p + 1, c * 2.0);
    uint f = imageLoad(volatileImg, p).x;
    imageStore(volatileImg, p, uvec4(f + 1u));
    cb.data[gl_LocalInvocationIndex] += c;
    vb.flag = f;
    cache[gl_LocalInvocationIndex] = imageLoad(wgImg, p);
    barrier();
    imageStore(wgImg, p, cache[63u - gl_LocalInvocationIndex]);
}
