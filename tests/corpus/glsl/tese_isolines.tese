#version 450
// Isoline domain with fractional_even_spacing and point_mode.
layout(isolines, fractional_even_spacing, point_mode) in;
layout(location = 0) out float lineParam;

void main()
{
    float u = gl_TessCoord.x, v = gl_TessCoord.y;
    vec4 p0 = gl_in[0].gl_Position, p1 = gl_in[1].gl_Position;
    vec4 p2 = gl_in[2].gl_Position, p3 = gl_in[3].gl_Position;
    float b0 = (1.0 - u) * (1.0 - u) * (1.0 - u);
    float b1 = 3.0 * u * (1.0 - u) * (1.0 - u);
    float b2 = 3.0 * u * u * (1.0 - u);
    float b3 = u * u * u;
    gl_Position = b0 * p0 + b1 * p1 + b2 * p2 + b3 * p3 + vec4(0.0, v, 0.0, 0.0);
    gl_PointSize = 4.0;
    lineParam = u;
}
