#version 450
// Fixed-size descriptor arrays (UBO/SSBO/sampler/image), dynamically-uniform indexing.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

layout(set = 0, binding = 0) uniform Params { vec4 scale; } params[4];
layout(set = 0, binding = 1) readonly buffer Weights { float w[]; } weights[2];
layout(set = 0, binding = 2) uniform sampler2D maps[6];
layout(set = 0, binding = 3, rgba8) uniform readonly image2D imgs[2];
layout(set = 1, binding = 0) uniform texture2D texArr[8];
layout(set = 1, binding = 1) uniform sampler samp;
layout(push_constant) uniform Sel { int a; int b; int c; } sel;

void main()
{
    vec4 c = params[sel.a].scale * weights[sel.b & 1].w[0];
    c += texture(maps[(sel.c % 3) * 2 + (sel.b & 1)], uv);
    c += texture(maps[5], uv.yx);
    c += imageLoad(imgs[sel.a & 1], ivec2(uv * 8.0));
    for (int i = 0; i < 8; ++i)
        c += texture(sampler2D(texArr[i], samp), uv) * 0.125;
    color = c + params[3].scale;
}
