#version 450
// triangles_adjacency input with points output (OutputPoints / InputTrianglesAdjacency).
layout(triangles_adjacency) in;
layout(points, max_vertices = 6) out;
layout(location = 0) in flat int vId[];
layout(location = 0) out flat int pId;

void main()
{
    for (int i = 0; i < 6; ++i) {
        if ((vId[i] & 1) == 0) continue;
        gl_Position = gl_in[i].gl_Position;
        gl_PointSize = 3.0;
        pId = vId[i];
        EmitVertex();
    }
}
