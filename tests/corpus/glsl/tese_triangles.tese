#version 450
// Triangle domain, equal_spacing, counter-clockwise; PN-triangle style evaluation.
layout(triangles, equal_spacing, ccw) in;

struct PatchData { vec3 center; float radius; };
layout(location = 0) in vec2 tcUv[];
layout(location = 1) patch in PatchData pd;
layout(location = 0) out vec2 uv;

void main()
{
    vec3 bc = gl_TessCoord;
    vec4 p = gl_in[0].gl_Position * bc.x + gl_in[1].gl_Position * bc.y + gl_in[2].gl_Position * bc.z;
    vec3 dir = normalize(p.xyz - pd.center);
    p.xyz = mix(p.xyz, pd.center + dir * pd.radius, 0.5);
    uv = tcUv[0] * bc.x + tcUv[1] * bc.y + tcUv[2] * bc.z;
    gl_Position = p;
    uv.x += float(gl_PrimitiveID) * 1e-6;
}
