#version 450
#extension GL_NV_shading_rate_image : require
#extension GL_NV_fragment_shader_barycentric : require
// NV shading-rate image inputs (gl_FragmentSizeNV, gl_InvocationsPerPixelNV) and NV barycentrics
// with pervertexNV inputs; coarse fragments scale their sampling footprint.
layout(location = 0) pervertexNV in vec4 attrs[3];
layout(location = 3) pervertexNV in vec2 uvs[3];
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;

void main()
{
    vec3 b = gl_BaryCoordNV;
    vec3 bnp = gl_BaryCoordNoPerspNV;
    vec4 a = attrs[0] * b.x + attrs[1] * b.y + attrs[2] * bnp.z;
    vec2 uv = uvs[0] * b.x + uvs[1] * b.y + uvs[2] * b.z;
    ivec2 size = gl_FragmentSizeNV;
    float lodBias = log2(float(max(size.x, size.y)));
    vec4 t = texture(tex, uv, lodBias);
    color = a * t * vec4(vec2(size), float(gl_InvocationsPerPixelNV), 1.0);
}
