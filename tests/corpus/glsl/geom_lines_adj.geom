#version 450
// lines_adjacency input, line_strip output, clip distances passed through gl_in.
layout(lines_adjacency) in;
layout(line_strip, max_vertices = 6) out;

in gl_PerVertex {
    vec4 gl_Position;
    float gl_ClipDistance[1];
} gl_in[];

out gl_PerVertex {
    vec4 gl_Position;
    float gl_ClipDistance[1];
};

layout(location = 0) out float silhouette;

void main()
{
    vec2 a = gl_in[0].gl_Position.xy, b = gl_in[1].gl_Position.xy;
    vec2 c = gl_in[2].gl_Position.xy, d = gl_in[3].gl_Position.xy;
    float s = sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))
            * sign((c.x - b.x) * (d.y - b.y) - (c.y - b.y) * (d.x - b.x));
    for (int i = 1; i <= 2; ++i) {
        gl_Position = gl_in[i].gl_Position;
        gl_ClipDistance[0] = gl_in[i].gl_ClipDistance[0];
        silhouette = s;
        EmitVertex();
    }
    EndPrimitive();
    if (s < 0.0) {
        gl_Position = gl_in[0].gl_Position; silhouette = 1.0; EmitVertex();
        gl_Position = gl_in[3].gl_Position; silhouette = 1.0; EmitVertex();
        EndPrimitive();
    }
}
