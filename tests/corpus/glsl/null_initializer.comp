#version 450
#extension GL_EXT_null_initializer : require
// {} initializers become OpConstantNull; also shared-memory null init.
layout(local_size_x = 16) in;

struct Rec { vec3 p; int id; float w[3]; };

shared Rec sharedRec = {};
shared uint sharedCounts[16] = {};

layout(std430, binding = 0) buffer Out { Rec r; uint c; mat3 m; dvec2 dv; } o;

void main()
{
    Rec local = {};
    mat3 m = {};
    ivec4 iv = {};
    dvec2 dv = {};
    bool b = {};
    local.id = int(gl_LocalInvocationIndex);
    atomicAdd(sharedCounts[gl_LocalInvocationIndex], 1u);
    barrier();
    if (gl_LocalInvocationIndex == 0u) {
        o.r = b ? sharedRec : local;
        o.c = sharedCounts[3] + uint(iv.w);
        o.m = m;
        o.dv = dv;
    }
}
