// glslang: --target-env vulkan1.2
#version 450
#extension GL_EXT_demote_to_helper_invocation : require
// demote (OpDemoteToHelperInvocation) and helperInvocationEXT (OpIsHelperInvocationEXT).
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;

void main()
{
    vec4 c = texture(tex, uv);
    if (c.a < 0.5)
        demote;
    float d = dFdx(c.r);
    if (helperInvocationEXT())
        d = 0.0;
    color = vec4(c.rgb, d);
}
