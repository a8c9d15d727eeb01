#version 450
#extension GL_ARB_fragment_shader_interlock : require
// Fragment shader interlock critical section (OpBeginInvocationInterlockEXT, PixelInterlockOrderedEXT)
// implementing programmable blending into a storage image.
layout(pixel_interlock_ordered) in;
layout(binding = 0, rgba16f) uniform coherent image2D accum;
layout(binding = 1, r32ui) uniform coherent uimage2D layerCount;
layout(location = 0) in vec4 premultiplied;

vec4 blendOver(vec4 src, vec4 dst) { return src + dst * (1.0 - src.a); }

void main()
{
    ivec2 p = ivec2(gl_FragCoord.xy);
    beginInvocationInterlockARB();
    vec4 dst = imageLoad(accum, p);
    uint layers = imageLoad(layerCount, p).x;
    if (layers < 8u) {
        imageStore(accum, p, blendOver(premultiplied, dst));
        imageStore(layerCount, p, uvec4(layers + 1u));
    }
    endInvocationInterlockARB();
}
