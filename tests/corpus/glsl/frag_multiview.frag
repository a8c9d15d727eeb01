#version 450
#extension GL_EXT_multiview : require
#extension GL_EXT_device_group : require
// gl_ViewIndex and gl_DeviceIndex in a fragment shader (MultiView, DeviceGroup capabilities);
// per-view texture array layers.
layout(location = 0) in vec3 color3;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform Views { vec4 tint[4]; } views;
layout(binding = 1) uniform sampler2DArray eyeTextures;

void main()
{
    int view = gl_ViewIndex;
    vec4 t = texture(eyeTextures, vec3(uv, float(view)));
    color = vec4(color3, 1.0) * views.tint[view & 3] * t;
    color.a = float(gl_DeviceIndex);
}
