#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
// Half precision constants including denormals and the max finite value.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    float16_t h[16];
    f16vec4   hv;
    f16mat2   hm;
} o;

void main()
{
    o.h[0]  = 0.1hf;
    o.h[1]  = 65504.0hf;           // max half
    o.h[2]  = 6.1035156e-5hf;      // smallest normal
    o.h[3]  = 5.9604645e-8hf;      // smallest denormal
    o.h[4]  = -0.0hf;
    o.h[5]  = 1.0hf / 0.0hf;
    o.h[6]  = -1.0HF / 0.0HF;
    o.h[7]  = 3.140625hf;
    o.h[8]  = float16_t(1e-10);    // flushes to 0
    o.h[9]  = float16_t(70000.0);  // overflow
    o.h[10] = 0.333hf;
    o.h[11] = -2.5hf;
    o.h[12] = 1.0009765625hf;
    o.h[13] = 2048.0hf;
    o.h[14] = 1.0e-7hf;
    o.h[15] = float16_t(gl_LocalInvocationID.x);
    o.hv = f16vec4(1.0hf, -1.0hf, 0.5hf, 0.25hf);
    o.hm = f16mat2(0.0hf, 1.0hf, -1.0hf, 0.0hf);
}
