// glslang: --target-env vulkan1.3
#version 460
#extension GL_EXT_buffer_reference2 : require
#extension GL_EXT_buffer_reference_uvec2 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
// Pointer arithmetic, uvec2 <-> reference casts, reference comparisons.
layout(local_size_x = 32) in;

layout(buffer_reference, std430, buffer_reference_align = 8) buffer Block {
    ivec2 pair;
};

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words {
    uint w;
};

layout(set = 0, binding = 0) buffer Table {
    uvec2 packedPtrs[4];
    Block base;
} table;

void main()
{
    Block b = table.base;
    Block b2 = b + gl_LocalInvocationID.x;
    Block b3 = b2 - 1;
    b2.pair = b3.pair + ivec2(1, -1);
    Words w = Words(table.packedPtrs[gl_LocalInvocationID.x & 3u]);
    w.w = atomicAdd(w.w, 1u);
    uvec2 back = uvec2(b2);
    table.packedPtrs[0] = back;
    uint64_t diff = uint64_t(b2) - uint64_t(b);
    if (diff > 64ul) {
        (b + 3).pair.x = int(diff);
    }
}
