#version 450
// Multiple vertex streams: EmitStreamVertex / EndStreamPrimitive with stream-qualified outputs.
layout(points) in;
layout(points, max_vertices = 8) out;

layout(location = 0) in vec4 inColor[];
layout(stream = 0, location = 0) out vec4 color0;
layout(stream = 1, location = 1) out vec4 color1;
layout(stream = 2, location = 2) out float value2;
layout(stream = 3, location = 3) out int id3;

void main()
{
    for (int i = 0; i < 2; ++i) {
        gl_Position = gl_in[0].gl_Position + vec4(float(i), 0.0, 0.0, 0.0);
        color0 = inColor[0];
        EmitStreamVertex(0);
        EndStreamPrimitive(0);
    }
    color1 = inColor[0].bgra;
    EmitStreamVertex(1);
    EndStreamPrimitive(1);
    value2 = inColor[0].a;
    EmitStreamVertex(2);
    id3 = gl_PrimitiveIDIn;
    EmitStreamVertex(3);
    EndStreamPrimitive(3);
}
