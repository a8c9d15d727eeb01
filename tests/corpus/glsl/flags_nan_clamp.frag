// glslang: --nan-clamp
#version 450
// --nan-clamp turns GLSL min/max/clamp into NMin/NMax/NClamp ext-insts (float, vector, double);
// integer versions stay SMin/UMax/SClamp.
layout(location = 0) in vec4 v;
layout(location = 1) flat in ivec2 iv;
layout(location = 2) flat in uvec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform Limits { vec4 lo; vec4 hi; double dlo; double dhi; } limits;

float saturate(float x) { return clamp(x, 0.0, 1.0); }

void main()
{
    vec4 c = clamp(v, limits.lo, limits.hi) + min(v, v.yzwx) + max(v, vec4(0.5));
    c.x = saturate(c.x) + min(c.y, 2.0) + max(c.z, -2.0);
    double d = clamp(double(v.w), limits.dlo, limits.dhi);
    ivec2 ic = clamp(iv, ivec2(-4), ivec2(4)) + min(iv, 0) + max(iv, iv.yx);
    uvec2 uc = clamp(uv, 1u, 9u) + min(uv, uvec2(3u)) + max(uv, uv.yx);
    color = c + vec4(float(d), vec2(ic), float(uc.x + uc.y));
}
