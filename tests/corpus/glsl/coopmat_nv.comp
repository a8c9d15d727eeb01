// glslang: --target-env vulkan1.2
#version 450
#extension GL_NV_cooperative_matrix : require
#extension GL_NV_integer_cooperative_matrix : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
// NV cooperative matrices: load/store/muladd/length, float16 and int8 variants.
layout(local_size_x = 32) in;

layout(constant_id = 0) const uint kRows = 16;

layout(std430, binding = 0) buffer A { float16_t a[]; };
layout(std430, binding = 1) buffer B { float16_t b[]; };
layout(std430, binding = 2) buffer C { float c[]; };
layout(std430, binding = 3) buffer I8 { int8_t q[]; };
layout(std430, binding = 4) buffer I32 { int r[]; };

void main()
{
    fcoopmatNV<16, gl_ScopeSubgroup, kRows, 16> ma;
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 8> mb;
    fcoopmatNV<32, gl_ScopeSubgroup, kRows, 8> mc = fcoopmatNV<32, gl_ScopeSubgroup, kRows, 8>(0.5);
    coopMatLoadNV(ma, a, 0, 16, false);
    coopMatLoadNV(mb, b, 256, 8, true);
    mc = coopMatMulAddNV(ma, mb, mc);
    for (int k = 0; k < mc.length(); ++k) mc[k] = mc[k] * 2.0;
    mc = -mc + mc * float(3.0);
    coopMatStoreNV(mc, c, 0, 8, false);

    icoopmatNV<8, gl_ScopeSubgroup, 16, 32> qa;
    icoopmatNV<8, gl_ScopeSubgroup, 32, 8> qb;
    icoopmatNV<32, gl_ScopeSubgroup, 16, 8> qc = icoopmatNV<32, gl_ScopeSubgroup, 16, 8>(0);
    coopMatLoadNV(qa, q, 0, 32, false);
    coopMatLoadNV(qb, q, 512, 8, false);
    qc = coopMatMulAddNV(qa, qb, qc);
    coopMatStoreNV(qc, r, 0, 8, false);
}
