#version 460
// Vertex/instance indices and draw parameters (BaseVertex, BaseInstance, DrawIndex), used for
// vertex pulling from storage buffers with per-draw offsets.
layout(location = 0) out flat uvec4 ids;
layout(location = 1) out vec4 vColor;
layout(set = 0, binding = 0) readonly buffer Positions { vec4 p[]; } positions;
layout(set = 0, binding = 1) readonly buffer Instances { mat4 xform[]; } instances;
layout(set = 0, binding = 2) readonly buffer Draws { vec4 color[]; } draws;

void main()
{
    int v = gl_VertexIndex;
    int inst = gl_InstanceIndex;
    vec4 p = positions.p[v];
    gl_Position = instances.xform[inst] * p + vec4(float(inst), 0.0, 0.0, 0.0);
    ids = uvec4(gl_BaseVertex, gl_BaseInstance, gl_DrawID, v - gl_BaseVertex);
    vColor = draws.color[gl_DrawID];
    if (inst - gl_BaseInstance > 100)
        gl_Position = vec4(0.0 / 0.0);
}
