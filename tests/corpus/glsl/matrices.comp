#version 450
// Matrix types of every shape and the matrix operations (OpMatrixTimes*, OpTranspose, ...).
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data {
    mat2 m2; mat3 m3; mat4 m4;
    mat2x3 m23; mat2x4 m24; mat3x2 m32; mat3x4 m34; mat4x2 m42; mat4x3 m43;
    vec4 v;
    float s;
} d;

void main()
{
    mat4 m = d.m4 * d.m4;
    m = m * 0.5;
    m += mat4(1.0);
    m -= mat4(vec4(1, 0, 0, 0), vec4(0, 2, 0, 0), vec4(0, 0, 3, 0), vec4(0, 0, 0, 4));
    vec4 v = m * d.v;
    v = v * m;
    mat3 m3 = mat3(m);
    m3 = inverse(m3) + transpose(m3);
    float det = determinant(m3) + determinant(d.m2) + determinant(d.m4);
    mat2x3 a = d.m23;
    mat3x2 b = transpose(a);
    mat3 ab = a * b;
    mat2 ba = b * a;
    mat4x3 c = d.m43 + mat4x3(d.m34[0].xyz, d.m34[1].yzw, d.m34[2].zwx, vec3(det));
    mat2x4 e = d.m24 * mat2(2.0);
    mat4x2 f = matrixCompMult(d.m42, transpose(e));
    mat3x4 g = outerProduct(v, v.xyz);
    d.m2 = ba + mat2(f[0], f[1]);
    d.m3 = ab * m3;
    d.m4 = mat4(m3);
    d.m23 = -a;
    d.m24 = e;
    d.m32 = mat3x2(1.0, 2.0, 3.0, 4.0, 5.0, 6.0) / det;
    d.m34 = g;
    d.m42 = f;
    d.m43 = c;
    d.m4[2][1] = d.s;
    d.m4[int(d.s)] = v;
    d.v = vec4(c * v, m3[1][2]);
}
