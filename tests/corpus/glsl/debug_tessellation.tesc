// glslang: -g
#version 450
// Debug-info tessellation control shader; comment with a long line follows.
// ------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------ "long line" \ end
layout(vertices = 2) out;
layout(location = 0) in vec4 inP[];
layout(location = 0) out vec4 outP[];
layout(location = 1) patch out float segmentLength;

float screenLength(vec4 a, vec4 b)
{
    vec2 sa = a.xy / a.w, sb = b.xy / b.w;
    return distance(sa, sb);
}

void main()
{
    outP[gl_InvocationID] = inP[gl_InvocationID];
    barrier();
    if (gl_InvocationID == 0) {
        segmentLength = screenLength(outP[0], outP[1]);
        gl_TessLevelOuter[0] = 1.0;
        gl_TessLevelOuter[1] = clamp(segmentLength * 64.0, 1.0, 64.0);
    }
}
