// glslang: -gVS
#version 450
// NonSemantic.Shader.DebugInfo.100: DebugSource/DebugLine/DebugLocalVariable ext-insts.
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { vec4 v[]; } b;

struct Segment { vec2 a; vec2 b; int id; };

float segLength(Segment s) { return distance(s.a, s.b); }

void main()
{
    Segment seg;
    seg.a = b.v[0].xy;
    seg.b = b.v[1].zw;
    seg.id = int(gl_LocalInvocationIndex);
    float len = 0.0;
    for (int i = 0; i < 4; ++i) {
        len += segLength(seg) * float(i);
    }
    b.v[gl_LocalInvocationIndex] = vec4(len, float(seg.id), 0.0, 1.0);
}
