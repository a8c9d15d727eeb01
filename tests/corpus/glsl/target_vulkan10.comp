// glslang: --target-env vulkan1.0
#version 450
// SPIR-V 1.0 target: storage buffers use Uniform storage class + BufferBlock decoration;
// no SPV_KHR_storage_buffer_storage_class, runtime array length on a BufferBlock.
layout(local_size_x = 16) in;

struct Item { vec4 value; uint tag; };
layout(std430, binding = 0) buffer Src { Item items[]; } src;
layout(std430, binding = 1) buffer Dst { vec4 items[]; } dst;
layout(std140, binding = 2) uniform Params { float scale; uint count; uint tagMask; } params;
shared uint matched;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    if (gl_LocalInvocationIndex == 0u) matched = 0u;
    barrier();
    if (i < params.count && (src.items[i].tag & params.tagMask) != 0u) {
        dst.items[i] = src.items[i].value * params.scale + vec4(float(src.items.length()));
        atomicAdd(matched, 1u);
    }
    barrier();
    if (gl_LocalInvocationIndex == 0u) dst.items[0].w = float(matched);
}
