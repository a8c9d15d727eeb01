#version 450
// std140 uniform block with awkward member alignments and nested structs.
layout(local_size_x = 1) in;

struct Light {
    vec3 position;
    float radius;
    vec3 color;
    bool enabled;
    mat3 basis;
};

layout(std140, binding = 0) uniform Params {
    float scalar;
    vec2 pair;
    vec3 triple;
    float afterTriple;
    float arr[3];
    vec2 arr2[2];
    mat2 m2;
    mat4x3 m43;
    layout(row_major) mat3x4 rm34;
    Light lights[2];
    ivec3 iv;
    uint tail;
} params;

layout(std140, binding = 1) buffer Result {
    vec4 sum;
    layout(offset = 32) float late;
    layout(column_major) mat2x3 cm;
} res;

void main()
{
    vec4 acc = vec4(params.scalar, params.pair, params.afterTriple);
    acc.xyz += params.triple * params.arr[1];
    acc.xy += params.arr2[1] * params.m2;
    acc.xyz += params.m43 * vec4(1.0);
    acc.xyz += vec4(1.0) * params.rm34;
    for (int i = 0; i < 2; ++i) {
        if (params.lights[i].enabled)
            acc.xyz += params.lights[i].basis * params.lights[i].color * params.lights[i].radius;
    }
    acc.x += float(params.iv.z + int(params.tail));
    res.sum = acc;
    res.late = acc.w;
    res.cm = mat2x3(acc.xyz, acc.zyx);
}
