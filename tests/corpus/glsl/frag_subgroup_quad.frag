#version 450
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_KHR_shader_subgroup_vote : require
// Quad operations in fragment shaders to build manual derivatives.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main()
{
    vec2 right = subgroupQuadSwapHorizontal(uv);
    vec2 below = subgroupQuadSwapVertical(uv);
    vec2 diag = subgroupQuadSwapDiagonal(uv);
    vec2 q0 = subgroupQuadBroadcast(uv, 0u);
    vec2 q3 = subgroupQuadBroadcast(uv, 3u);
    bool uniformRow = subgroupAllEqual(uv.y);
    color = vec4(abs(right - uv) + abs(below - uv), length(diag - q0), distance(q0, q3) + float(uniformRow));
}
