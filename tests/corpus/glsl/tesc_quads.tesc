#version 450
// Tessellation control: per-patch outputs, barrier, tess levels from distance.
layout(vertices = 4) out;

layout(location = 0) in vec3 vPos[];
layout(location = 0) out vec3 tcPos[];
layout(location = 1) patch out vec4 patchInfo;
layout(location = 2) patch out float patchLevels[2];

layout(set = 0, binding = 0) uniform Camera { vec3 eye; float lodScale; } cam;

float level(vec3 a, vec3 b)
{
    float d = distance(cam.eye, (a + b) * 0.5);
    return clamp(cam.lodScale / d, 1.0, 64.0);
}

void main()
{
    tcPos[gl_InvocationID] = vPos[gl_InvocationID];
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    barrier();
    if (gl_InvocationID == 0) {
        gl_TessLevelOuter[0] = level(tcPos[3], tcPos[0]);
        gl_TessLevelOuter[1] = level(tcPos[0], tcPos[1]);
        gl_TessLevelOuter[2] = level(tcPos[1], tcPos[2]);
        gl_TessLevelOuter[3] = level(tcPos[2], tcPos[3]);
        gl_TessLevelInner[0] = max(gl_TessLevelOuter[1], gl_TessLevelOuter[3]);
        gl_TessLevelInner[1] = max(gl_TessLevelOuter[0], gl_TessLevelOuter[2]);
        patchInfo = vec4(float(gl_PrimitiveID), float(gl_PatchVerticesIn), 0.0, 1.0);
        patchLevels[0] = gl_TessLevelInner[0];
        patchLevels[1] = gl_TessLevelInner[1];
    }
}
