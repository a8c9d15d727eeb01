#version 450
// Transform feedback: Xfb execution mode, XfbBuffer/XfbStride/Offset decorations.
layout(location = 0) in vec4 position;
layout(location = 1) in vec3 velocity;

layout(xfb_buffer = 0, xfb_stride = 32) out;
layout(location = 0, xfb_buffer = 0, xfb_offset = 0) out vec3 outPos;
layout(location = 1, xfb_buffer = 0, xfb_offset = 16) out vec3 outVel;
layout(location = 2, xfb_buffer = 1, xfb_offset = 0, xfb_stride = 8) out vec2 outAge;
layout(location = 3, xfb_buffer = 2) out Extra {
    layout(xfb_offset = 0) float a;
    layout(xfb_offset = 4) float b;
} extra;

layout(xfb_buffer = 3, xfb_stride = 16) out gl_PerVertex {
    layout(xfb_offset = 0) vec4 gl_Position;
};

void main()
{
    gl_Position = position;
    outPos = position.xyz + velocity;
    outVel = velocity * 0.98;
    outAge = vec2(position.w, 1.0);
    extra.a = length(velocity);
    extra.b = -extra.a;
}
