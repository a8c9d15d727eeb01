#version 460
#extension GL_ARB_sparse_texture_clamp : require
// tests/unit/image_test.c: descriptor arrays, 1D and cube-array images, MinLod, a uint view of SINT texels
layout(local_size_x = 4) in;
struct Query { vec4 p; vec4 g; };   // p: u, v, lod, layer; g: a direction, or dPdx.xy, dPdy.xy
layout(std430, set = 0, binding = 1) readonly buffer In { Query q[]; };
layout(std430, set = 0, binding = 2) buffer Out { vec4 r[]; };
layout(set = 0, binding = 0) uniform sampler2D texs[3];
layout(set = 0, binding = 3) uniform sampler1D t1;
layout(set = 0, binding = 4) uniform samplerCubeArray ca;
layout(set = 0, binding = 5) uniform sampler2D tex;
layout(push_constant) uniform Mode { int mode; int index; } pc;
void main()
{
    uint i = gl_GlobalInvocationID.x;
    vec4 p = q[i].p, g = q[i].g;
    vec4 v = vec4(0);
    switch (pc.mode) {
    case 0: v = textureLod(texs[pc.index], p.xy, p.z); break;
    case 1: v = textureLod(t1, p.x, p.z); break;
    case 2: v = textureLod(ca, vec4(g.xyz, p.w), p.z); break;
    case 3: v = textureGradClampARB(tex, p.xy, g.xy, g.zw, p.w); break;
    }
    r[i] = v;
}
