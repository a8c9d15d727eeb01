// glslang: -Os
#version 450
// Same kind of code as elsewhere but compiled with glslang -Os (SPIRV-Tools optimizer if built in).
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { float v[]; } data;

float poly(float x)
{
    float r = 0.0;
    for (int i = 0; i < 4; ++i) r = r * x + float(i + 1);
    return r;
}

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float x = data.v[i];
    vec3 tmp = vec3(x, x * 2.0, x * 3.0);
    data.v[i] = poly(tmp.y) + dot(tmp, vec3(1.0));
}
