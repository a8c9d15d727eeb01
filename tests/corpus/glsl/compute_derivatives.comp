#version 450
#extension GL_NV_compute_shader_derivatives : require
// Derivatives and implicit-LOD sampling in compute via quad/linear derivative groups.
layout(local_size_x = 8, local_size_y = 8) in;
layout(derivative_group_quadsNV) in;

layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, rgba32f) uniform writeonly image2D outImg;

void main()
{
    vec2 uv = vec2(gl_GlobalInvocationID.xy) / 64.0;
    float f = uv.x * uv.y;
    vec2 dd = vec2(dFdx(f), dFdy(f)) + vec2(dFdxFine(uv.x), dFdyCoarse(uv.y)) + fwidth(uv);
    vec4 c = texture(tex, uv) + textureGrad(tex, uv, dFdx(uv), dFdy(uv));
    imageStore(outImg, ivec2(gl_GlobalInvocationID.xy), c + dd.xyxy);
}
