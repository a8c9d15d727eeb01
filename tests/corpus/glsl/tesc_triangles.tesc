#version 450
// Triangle patch control shader with a patch-constant struct and reads of other invocations' outputs.
layout(vertices = 3) out;

struct PatchData { vec3 center; float radius; };

layout(location = 0) in vec2 vUv[];
layout(location = 0) out vec2 tcUv[];
layout(location = 1) patch out PatchData pd;

void main()
{
    tcUv[gl_InvocationID] = vUv[gl_InvocationID] * 2.0;
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    gl_out[gl_InvocationID].gl_PointSize = 1.0;
    barrier();
    vec2 sum = tcUv[0] + tcUv[1] + tcUv[2];
    if (gl_InvocationID == 2) {
        pd.center = (gl_out[0].gl_Position.xyz + gl_out[1].gl_Position.xyz + gl_out[2].gl_Position.xyz) / 3.0;
        pd.radius = length(sum);
        gl_TessLevelOuter[0] = 4.0;
        gl_TessLevelOuter[1] = 4.0;
        gl_TessLevelOuter[2] = 4.0;
        gl_TessLevelInner[0] = 3.0;
    }
}
