#version 460
// tests/unit/image_test.c: every sampling instruction, chosen by the push constant
layout(local_size_x = 4) in;
struct Query { vec4 p; vec4 g; };   // p: u, v, lod, layer or dref; g: a direction or dPdx.xy, dPdy.xy
layout(std430, set = 0, binding = 1) readonly buffer In { Query q[]; };
layout(std430, set = 0, binding = 2) buffer Out { vec4 r[]; };
layout(set = 0, binding = 0) uniform sampler2DArray texa;
layout(set = 0, binding = 3) uniform sampler2D tex;
layout(set = 0, binding = 4) uniform sampler2DShadow shadow;
layout(set = 0, binding = 5) uniform samplerCube cube;
layout(set = 0, binding = 6) uniform sampler3D tex3;
layout(set = 0, binding = 7) uniform isampler2D itex;
layout(push_constant) uniform Mode { int mode; } pc;
void main()
{
    uint i = gl_GlobalInvocationID.x;
    vec4 p = q[i].p, g = q[i].g;
    vec4 v = vec4(0);
    switch (pc.mode) {
    case 0: v = textureLod(texa, vec3(p.xy, p.w), p.z); break;
    case 1: v = textureLodOffset(tex, p.xy, p.z, ivec2(1, -2)); break;
    case 2: v = textureGrad(tex, p.xy, g.xy, g.zw); break;
    case 3: v = textureGather(tex, p.xy, 1); break;
    case 4: v = textureGatherOffsets(tex, p.xy, ivec2[4](ivec2(0, 0), ivec2(1, 0), ivec2(-1, 1), ivec2(2, -1)), 0); break;
    case 5: v = textureGatherOffset(tex, p.xy, ivec2(int(g.x), int(g.y)), 2); break;
    case 6: v = vec4(textureLod(shadow, vec3(p.xy, p.w), p.z)); break;
    case 7: v = textureGather(shadow, p.xy, p.w); break;
    case 8: v = textureLod(cube, g.xyz, p.z); break;
    case 9: v = textureLod(tex3, g.xyz, p.z); break;
    case 10: v = vec4(textureLod(itex, p.xy, p.z)); break;
    }
    r[i] = v;
}
