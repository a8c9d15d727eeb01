// glslang: --target-env vulkan1.2
#version 450
#extension GL_EXT_fragment_shading_rate : require
// Writing gl_PrimitiveShadingRateEXT from the vertex stage (PrimitiveShadingRateKHR capability),
// choosing a coarser rate for distant or unimportant geometry.
layout(location = 0) in vec4 position;
layout(location = 1) in float importance;
layout(set = 0, binding = 0) uniform Cam { mat4 viewProj; float farDistance; } cam;

void main()
{
    gl_Position = cam.viewProj * position;
    int rate = gl_ShadingRateFlag4VerticalPixelsEXT | gl_ShadingRateFlag4HorizontalPixelsEXT;
    float dist = gl_Position.w / cam.farDistance;
    if (importance > 0.75 && dist < 0.5) rate = 0;
    else if (importance > 0.25) rate = gl_ShadingRateFlag2VerticalPixelsEXT | gl_ShadingRateFlag2HorizontalPixelsEXT;
    gl_PrimitiveShadingRateEXT = rate;
}
