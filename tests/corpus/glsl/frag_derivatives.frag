#version 450
// All derivative instructions (fine/coarse/plain) on scalars and vectors, plus a derivative-based
// manual LOD computation fed into textureLod.
layout(location = 0) in vec4 v;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;

float mipLevel(vec2 coord, vec2 texSize)
{
    vec2 dx = dFdx(coord * texSize), dy = dFdy(coord * texSize);
    return 0.5 * log2(max(dot(dx, dx), dot(dy, dy)));
}

void main()
{
    vec4 d = dFdx(v) + dFdy(v) + fwidth(v);
    d += dFdxFine(v) + dFdyFine(v) + fwidthFine(v);
    d += dFdxCoarse(v) + dFdyCoarse(v) + fwidthCoarse(v);
    float s = dFdx(v.x) * dFdyCoarse(v.y) - fwidthFine(v.z);
    vec2 p = dFdxFine(v.zw) + dFdyFine(v.xy);
    float lod = mipLevel(uv, vec2(textureSize(tex, 0)));
    color = d + vec4(s, p, 1.0) + textureLod(tex, uv, lod);
}
