// glslang: --target-env vulkan1.2
#version 450
#extension GL_EXT_fragment_shading_rate : require
#extension GL_EXT_fragment_invocation_density : require
// Fragment shading rate input plus fragment density map built-ins.
layout(location = 0) out vec4 color;

void main()
{
    int rate = gl_ShadingRateEXT;
    vec2 size = vec2(1.0);
    if ((rate & gl_ShadingRateFlag2VerticalPixelsEXT) != 0) size.y = 2.0;
    if ((rate & gl_ShadingRateFlag4VerticalPixelsEXT) != 0) size.y = 4.0;
    if ((rate & gl_ShadingRateFlag2HorizontalPixelsEXT) != 0) size.x = 2.0;
    if ((rate & gl_ShadingRateFlag4HorizontalPixelsEXT) != 0) size.x = 4.0;
    ivec2 fs = gl_FragSizeEXT;
    int count = gl_FragInvocationCountEXT;
    color = vec4(size, vec2(fs) + float(count));
}
