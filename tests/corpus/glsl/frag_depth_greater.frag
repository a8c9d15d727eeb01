#version 450
#extension GL_ARB_shader_stencil_export : require
// DepthGreater execution mode, stencil export (FragStencilRefEXT), and dual-source blending
// via the Index decoration on two outputs sharing location 0.
layout(depth_greater) out float gl_FragDepth;
layout(location = 0) in vec2 uv;
layout(location = 1) in float thickness;
layout(location = 0, index = 0) out vec4 colorSrc0;
layout(location = 0, index = 1) out vec4 colorSrc1;
layout(binding = 0) uniform sampler2D coverage;

void main()
{
    float cov = texture(coverage, uv).r;
    gl_FragDepth = gl_FragCoord.z + 0.001 * thickness;
    gl_FragStencilRefARB = int(uv.x * 255.0) | (cov > 0.5 ? 0x80 : 0);
    colorSrc0 = vec4(uv, 0.0, 1.0) * cov;
    colorSrc1 = vec4(1.0 - uv, 1.0, 0.5) * (1.0 - cov);
}
