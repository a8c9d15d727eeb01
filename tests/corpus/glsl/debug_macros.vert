// glslang: -g
#version 450
// Macro-expanded statements share one source line; OpLine ordering matters here.
#define TRANSFORM(m, v) ((m) * vec4((v), 1.0))
#define SQUARE(x) ((x) * (x))
#define REPEAT4(S) S S S S
#define STRINGY "macro strings are not GLSL, but this comment has \"them\" and \\ too"

layout(location = 0) in vec3 position;
layout(location = 0) out float ripple;
layout(set = 0, binding = 0) uniform M { mat4 mvp; float time; } u;

void main()
{
    float acc = 0.0;
    REPEAT4(acc += SQUARE(position.x) * 0.25;)
    vec4 p = TRANSFORM(u.mvp, position); ripple = sin(acc + u.time); gl_Position = p;
    if (ripple > 0.5) { gl_Position.y += ripple; } else { gl_Position.y -= ripple; }
}
