#version 320 es
// OpenGL ES 3.2 fragment shader: mediump default produces RelaxedPrecision decorations everywhere.
precision mediump float;
precision highp int;
layout(location = 0) in vec2 uv;
layout(location = 1) in highp vec3 worldPos;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform mediump sampler2D tex;
layout(binding = 1) uniform highp sampler2DArray layers;
layout(std140, binding = 2) uniform Material { lowp vec4 tint; highp float roughness; } material;

void main()
{
    vec4 c = texture(tex, uv) * material.tint;
    highp float d = length(worldPos);
    c.rgb += texture(layers, vec3(uv, 1.0)).rgb / (1.0 + d * material.roughness);
    color = c;
}
