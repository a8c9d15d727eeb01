#version 450
#extension GL_ARB_shader_viewport_layer_array : require
#extension GL_NV_viewport_array2 : require
// Writing gl_Layer / gl_ViewportIndex / gl_ViewportMask from the vertex stage
// (ShaderViewportIndexLayerEXT, ShaderViewportMaskNV).
layout(location = 0) in vec4 position;
layout(location = 1) in int slice;
layout(set = 0, binding = 0) uniform Cascades { mat4 lightViewProj[4]; } cascades;

void main()
{
    int cascade = slice & 3;
    gl_Position = cascades.lightViewProj[cascade] * position;
    gl_Layer = slice;
    gl_ViewportIndex = cascade;
    gl_ViewportMask[0] = 1 << (slice & 7);
}
