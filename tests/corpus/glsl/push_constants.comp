#version 450
// Push constant block with arrays, matrices, and offsets.
layout(local_size_x = 16, local_size_y = 16) in;

layout(push_constant) uniform Push {
    mat4 transform;
    vec4 colors[2];
    layout(offset = 96) ivec2 extent;
    uint mode;
    float time;
} pc;

layout(binding = 0, rgba8) uniform writeonly image2D outImage;

void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(p, pc.extent)))
        return;
    vec2 uv = (vec2(p) + 0.5) / vec2(pc.extent);
    vec4 c = mix(pc.colors[0], pc.colors[1], uv.x);
    c = pc.transform * c;
    if (pc.mode == 1u) c.rgb = c.bgr;
    else if (pc.mode == 2u) c.rgb *= abs(sin(pc.time));
    imageStore(outImage, p, c);
}
