#version 450
// Alpha testing with discard inside nested control flow and a helper function.
layout(location = 0) in vec2 uv;
layout(location = 1) in float alphaRef;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D albedo;

void clipIfBelow(float a, float ref)
{
    if (a < ref)
        discard;
}

void main()
{
    vec4 c = texture(albedo, uv);
    clipIfBelow(c.a, alphaRef);
    for (int i = 0; i < 3; ++i) {
        if (c[i] > 0.999) {
            if (uv.x > 0.5) discard;
            break;
        }
    }
    color = c;
}
