#version 450
#extension GL_EXT_scalar_block_layout : require
// Scalar block layout: vec3 packed tightly, arrays without padding.
layout(local_size_x = 32) in;

struct Tri {
    vec3 a;
    vec3 b;
    vec3 c;
    uint id;
};

layout(scalar, binding = 0) buffer Tris {
    float pad;
    vec3 offset;
    Tri tris[];
} tb;

layout(scalar, binding = 1) uniform Consts {
    vec3 scale;
    float bias;
    vec2 uv[3];
    mat3 xform;
} cb;

layout(scalar, push_constant) uniform PC {
    uint first;
    vec3 tint;
} pc;

void main()
{
    uint i = gl_GlobalInvocationID.x + pc.first;
    Tri t = tb.tris[i];
    vec3 n = normalize(cross(t.b - t.a, t.c - t.a));
    n = cb.xform * (n * cb.scale + cb.bias) + tb.offset + pc.tint;
    tb.tris[i].a = n;
    tb.tris[i].id = t.id ^ uint(cb.uv[i % 3u].x);
    tb.pad = float(i);
}
