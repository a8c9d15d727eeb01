#version 450
#extension GL_AMD_shader_trinary_minmax : require
#extension GL_AMD_gcn_shader : require
#extension GL_AMD_shader_ballot : require
#extension GL_ARB_gpu_shader_int64 : require
// AMD extended instruction sets: SPV_AMD_shader_trinary_minmax, SPV_AMD_gcn_shader, SPV_AMD_shader_ballot.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Data {
    vec3 f;
    ivec3 i;
    uvec3 u;
    float out0[4];
    uint64_t t;
} d;

void main()
{
    vec3 f = d.f; ivec3 i = d.i; uvec3 u = d.u;
    float a = min3(f.x, f.y, f.z) + max3(f.x, f.y, f.z) + mid3(f.x, f.y, f.z);
    int b = min3(i.x, i.y, i.z) + max3(i.x, i.y, i.z) + mid3(i.x, i.y, i.z);
    uint c = min3(u.x, u.y, u.z) + max3(u.x, u.y, u.z) + mid3(u.x, u.y, u.z);
    float face = cubeFaceIndexAMD(f);
    vec2 coord = cubeFaceCoordAMD(f);
    d.t = timeAMD();
    float sw = swizzleInvocationsAMD(a, uvec4(1, 0, 3, 2));
    float swm = swizzleInvocationsMaskedAMD(a, uvec3(0x1f, 0, 0x1));
    float wi = writeInvocationAMD(a, 1.0, 0u);
    uint mbc = mbcntAMD(0xFFFFFFFFFFFFFFFFul);
    float mn = minInvocationsAMD(a) + maxInvocationsInclusiveScanAMD(a) + addInvocationsExclusiveScanNonUniformAMD(a);
    d.out0[0] = a + face + coord.x + sw + swm + wi + mn;
    d.out0[1] = float(b);
    d.out0[2] = float(c + mbc);
}
