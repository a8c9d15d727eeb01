#version 450
#extension GL_AMD_shader_explicit_vertex_parameter : require
#extension GL_AMD_gpu_shader_half_float : require
// SPV_AMD_shader_explicit_vertex_parameter ext-inst set and AMD barycentric built-ins.
layout(location = 0) __explicitInterpAMD in vec4 attr;
layout(location = 0) out vec4 color;

void main()
{
    vec4 v0 = interpolateAtVertexAMD(attr, 0u);
    vec4 v1 = interpolateAtVertexAMD(attr, 1u);
    vec4 v2 = interpolateAtVertexAMD(attr, 2u);
    vec2 b = gl_BaryCoordSmoothAMD + gl_BaryCoordNoPerspAMD + gl_BaryCoordNoPerspCentroidAMD
           + gl_BaryCoordSmoothCentroidAMD + gl_BaryCoordSmoothSampleAMD + gl_BaryCoordNoPerspSampleAMD;
    vec3 pull = gl_BaryCoordPullModelAMD;
    color = v0 * b.x + v1 * b.y + v2 * (1.0 - b.x - b.y) + vec4(pull, 0.0);
    f16vec2 h = f16vec2(b);
    color.x += float(h.x * h.y);
}
