#version 310 es
// OpenGL ES 3.1 source language (OpSource ESSL 310) with precision qualifiers.
precision highp float;
precision mediump int;
layout(local_size_x = 8, local_size_y = 8) in;

layout(std430, binding = 0) buffer Grid { highp float cells[]; } grid;
layout(binding = 1, rgba8) uniform writeonly mediump image2D preview;
shared mediump float tile[64];

void main()
{
    highp uint idx = gl_GlobalInvocationID.y * 64u + gl_GlobalInvocationID.x;
    mediump float v = grid.cells[idx];
    tile[gl_LocalInvocationIndex] = v;
    barrier();
    lowp float avg = (tile[0] + tile[63]) * 0.5;
    mediump int q = int(v * 10.0) % 3;
    imageStore(preview, ivec2(gl_GlobalInvocationID.xy), vec4(avg, v, float(q), 1.0));
}
