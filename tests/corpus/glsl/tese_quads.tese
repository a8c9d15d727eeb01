#version 450
// Quad domain, fractional_odd_spacing, clockwise winding; bilinear patch evaluation.
layout(quads, fractional_odd_spacing, cw) in;

layout(location = 0) in vec3 tcPos[];
layout(location = 1) patch in vec4 patchInfo;
layout(location = 0) out vec3 tePos;

layout(set = 0, binding = 1) uniform sampler2D heightMap;

void main()
{
    vec2 t = gl_TessCoord.xy;
    vec3 a = mix(tcPos[0], tcPos[1], t.x);
    vec3 b = mix(tcPos[3], tcPos[2], t.x);
    vec3 p = mix(a, b, t.y);
    p.y += textureLod(heightMap, t, 0.0).r * patchInfo.w;
    tePos = p;
    gl_Position = vec4(p, 1.0) + gl_in[0].gl_Position * 0.0;
    gl_Position.w += gl_TessLevelOuter[0] * 0.0 + gl_TessLevelInner[1] * 0.0 + float(gl_PatchVerticesIn - 4);
}
