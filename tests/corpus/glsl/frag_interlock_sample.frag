#version 450
#extension GL_ARB_fragment_shader_interlock : require
// Sample-unordered interlock mode variant with a guarded body.
layout(sample_interlock_unordered) in;
layout(binding = 0, r32ui) uniform coherent uimage2D heads;
layout(location = 0) flat in uint nodeIndex;

void main()
{
    beginInvocationInterlockARB();
    if (nodeIndex != 0u) {
        uint prev = imageLoad(heads, ivec2(gl_FragCoord.xy)).x;
        imageStore(heads, ivec2(gl_FragCoord.xy), uvec4(max(prev, nodeIndex)));
    }
    endInvocationInterlockARB();
}
