#version 450
#extension GL_EXT_device_group : require
#extension GL_ARB_shader_draw_parameters : require
// gl_DeviceIndex in the vertex stage together with ARB draw-parameter names; split-frame
// rendering shifts geometry per device.
layout(location = 0) in vec4 position;
layout(location = 0) out flat int deviceOut;
layout(set = 0, binding = 0) uniform Offsets { vec4 perDevice[4]; mat4 viewProj; } offsets;

void main()
{
    int dev = gl_DeviceIndex;
    vec4 p = offsets.viewProj * (position + offsets.perDevice[dev & 3]);
    p.w += float(gl_BaseVertexARB + gl_BaseInstanceARB + gl_DrawIDARB) * 0.0;
    gl_Position = p;
    deviceOut = dev;
}
