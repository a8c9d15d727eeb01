// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
// Physical storage buffer pointers: linked lists, forward declarations, alignment.
layout(local_size_x = 64) in;

layout(buffer_reference) buffer Node;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Node {
    vec4 value;
    Node next;
    uint tag;
};

layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer FloatArray {
    float data[];
};

layout(buffer_reference, scalar) writeonly buffer Vec3Out {
    vec3 v[];
};

layout(push_constant) uniform Roots {
    Node head;
    FloatArray weights;
    Vec3Out sink;
    uint64_t rawAddr;
} roots;

void main()
{
    vec4 acc = vec4(0.0);
    Node n = roots.head;
    uint steps = 0u;
    while (uint64_t(n) != 0ul && steps < 16u) {
        acc += n.value * roots.weights.data[steps];
        n.tag = steps;
        n = n.next;
        ++steps;
    }
    Node fromInt = Node(roots.rawAddr);
    acc += fromInt.value;
    roots.sink.v[gl_GlobalInvocationID.x] = acc.xyz;
}
