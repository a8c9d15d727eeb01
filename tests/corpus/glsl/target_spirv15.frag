// glslang: --target-env spirv1.5
#version 450
// Plain --target-env spirv1.5 (SPIR-V 1.5, Vulkan 1.0 client): entry point lists every global,
// including a nameless-instance buffer block and push constants.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) uniform Globals { vec4 fog; } globals;
layout(binding = 2) readonly buffer Lut { float lut[256]; };
layout(push_constant) uniform PC { float exposure; } pc;

void main()
{
    vec4 c = texture(tex, uv) * pc.exposure;
    float l = lut[int(clamp(c.r, 0.0, 1.0) * 255.0)];
    color = mix(c, globals.fog, l);
    if (color.a < 0.0)
        discard;
    color.rgb *= 0.5;
}
