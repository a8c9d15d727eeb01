// glslang: -g
#version 450
// CRLF line endings: the OpSource text keeps the carriage returns.
layout(location = 0) in vec4 position;
layout(location = 1) in vec4 color;
layout(location = 0) out vec4 vColor;
layout(binding = 0) uniform Fade { float amount; } fade;

vec4 fadeOut(vec4 c)
{
    // "quoted" \ backslash on a CRLF line
    return vec4(c.rgb * (1.0 - fade.amount), c.a);
}

void main()
{
    vColor = fadeOut(color);
    gl_Position = position;
    if (fade.amount > 0.99)
        gl_Position.w = 0.0;
}
