// glslang: -gV --target-env vulkan1.2
#version 450
// NonSemantic debug info without source text (-gV) in a fragment shader with a texture,
// a struct-typed local, and a loop (DebugLexicalBlock/DebugLocalVariable ext-insts).
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;
layout(push_constant) uniform PC { vec4 tint; mat2 rot; int taps; } pc;

struct Sample { vec4 value; float weight; };

vec2 rotate(vec2 p) { return pc.rot * (p - 0.5) + 0.5; }

void main()
{
    Sample acc = Sample(vec4(0.0), 0.0);
    for (int i = 0; i < pc.taps; ++i) {
        float w = 1.0 / float(i + 1);
        acc.value += texture(tex, rotate(uv + vec2(float(i) * 0.01, 0.0))) * w;
        acc.weight += w;
    }
    color = acc.value / max(acc.weight, 1e-5) * pc.tint;
}
