#version 450
// lines input producing quads (InputLines, OutputTriangleStrip) with invocations = 2.
layout(lines, invocations = 2) in;
layout(triangle_strip, max_vertices = 4) out;
layout(location = 0) in vec4 vColor[];
layout(location = 0) out vec4 gColor;
layout(push_constant) uniform Width { float halfWidth; } w;

void main()
{
    vec4 p0 = gl_in[0].gl_Position, p1 = gl_in[1].gl_Position;
    vec2 dir = normalize(p1.xy / p1.w - p0.xy / p0.w);
    vec2 n = vec2(-dir.y, dir.x) * w.halfWidth * float(gl_InvocationID + 1);
    gl_Position = p0 + vec4(n, 0, 0); gColor = vColor[0]; EmitVertex();
    gl_Position = p0 - vec4(n, 0, 0); gColor = vColor[0]; EmitVertex();
    gl_Position = p1 + vec4(n, 0, 0); gColor = vColor[1]; EmitVertex();
    gl_Position = p1 - vec4(n, 0, 0); gColor = vColor[1]; EmitVertex();
    EndPrimitive();
}
