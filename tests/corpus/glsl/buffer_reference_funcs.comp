// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
// Buffer references as function parameters/returns, in arrays and structs, with memory qualifiers.
layout(local_size_x = 32) in;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Mat;
layout(buffer_reference, std430, buffer_reference_align = 16) buffer Mat { mat4 m; vec4 bias; };
layout(buffer_reference, std430) coherent buffer Counter { uint value; };
layout(buffer_reference, std430) restrict readonly buffer Consts { float c[16]; };
layout(buffer_reference, std430) buffer Refs { Mat mats[4]; Counter counter; };

struct Bundle { Mat mat; Consts consts; };

layout(std430, binding = 0) buffer Root { Refs refs; Bundle bundle; vec4 results[]; } root;

vec4 apply(Mat m, vec4 v) { return m.m * v + m.bias; }
Mat pick(Refs r, uint i) { return r.mats[i & 3u]; }
void bumpCounter(Counter c) { atomicAdd(c.value, 1u); }
float sumConsts(Consts k) { float s = 0.0; for (int i = 0; i < 16; ++i) s += k.c[i]; return s; }

void main()
{
    uint i = gl_GlobalInvocationID.x;
    Refs r = root.refs;
    Mat m = pick(r, i);
    Mat arr[2] = Mat[2](m, root.bundle.mat);
    vec4 v = vec4(float(i));
    v = apply(arr[0], v) + apply(arr[1], v);
    bumpCounter(r.counter);
    v *= sumConsts(root.bundle.consts);
    bool same = uint64_t(arr[0]) == uint64_t(arr[1]);
    root.results[i] = same ? v : -v;
}
