#version 450
#extension GL_NV_geometry_shader_passthrough : require
#extension GL_NV_viewport_array2 : require
// NV passthrough geometry shader: PassthroughNV decorations, only per-primitive outputs written;
// layer and viewport mask chosen from the first vertex's attributes.
layout(triangles) in;
layout(passthrough) in gl_PerVertex { vec4 gl_Position; } gl_in[];
layout(passthrough, location = 0) in vec4 vColor[];
layout(location = 1) in vec2 vUv[];
layout(location = 2) out flat int selectedLayer;

void main()
{
    int layer = int(vUv[0].x * 4.0);
    gl_Layer = layer;
    gl_ViewportMask[0] = 1 << (layer & 3);
    selectedLayer = layer + gl_PrimitiveIDIn;
}
