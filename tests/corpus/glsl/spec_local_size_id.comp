// glslang: --target-env vulkan1.3
#version 460
// Under SPIR-V 1.6 workgroup size spec constants become OpExecutionModeId LocalSizeId,
// and spec-constant products size a shared array.
layout(local_size_x_id = 10, local_size_y_id = 11, local_size_z = 1) in;
layout(constant_id = 10) const uint WG_X = 16u;
layout(constant_id = 11) const uint WG_Y = 4u;
layout(constant_id = 12) const uint PAD = 1u;
const uint TILE = WG_X * WG_Y + PAD;

shared vec4 tile[TILE];
layout(std430, binding = 0) buffer Out { vec4 v[]; } o;

void main()
{
    tile[gl_LocalInvocationIndex] = vec4(gl_LocalInvocationID, float(WG_X));
    if (gl_LocalInvocationIndex < PAD) tile[WG_X * WG_Y + gl_LocalInvocationIndex] = vec4(0.0);
    barrier();
    uint src = (gl_LocalInvocationIndex + 1u) % TILE;
    o.v[gl_GlobalInvocationID.x] = tile[src] + vec4(gl_WorkGroupSize, float(TILE));
}
