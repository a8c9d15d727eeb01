#version 450
#extension GL_EXT_multiview : require
// Per-view matrices indexed by gl_ViewIndex; stereo eye offset and per-view output flags.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
layout(set = 0, binding = 0) uniform Views { mat4 viewProj[2]; vec4 eyePos[2]; } views;
layout(location = 0) out flat int viewId;
layout(location = 1) out vec3 toEye;

void main()
{
    int view = gl_ViewIndex;
    gl_Position = views.viewProj[view] * vec4(position, 1.0);
    toEye = views.eyePos[view].xyz - position;
    viewId = view;
    if (dot(normal, toEye) < 0.0)
        viewId = -1 - view;
}
