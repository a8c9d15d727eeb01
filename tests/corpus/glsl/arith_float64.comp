#version 450
// Double-precision arithmetic and double-capable builtins.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data {
    dvec4 v;
    dmat3 m;
    double s;
    float f;
    int i;
} d;

void main()
{
    dvec4 v = d.v;
    v = v * 2.0lf - dvec4(0.5lf);
    v = sqrt(abs(v)) + inversesqrt(v * v + 1.0lf);
    v = floor(v) + ceil(v) + fract(v) + trunc(v) + round(v) + roundEven(v);
    v = mod(v, dvec4(3.0lf)) + min(v, dvec4(1.0lf)) + clamp(v, -1.0lf, 1.0lf);
    v = mix(v, v.wzyx, 0.25lf) + step(0.5lf, v) + smoothstep(0.0lf, 1.0lf, v);
    v.xyz = cross(v.xyz, dvec3(0.0lf, 0.0lf, 1.0lf));
    v.w = dot(v.xyz, v.xyz) + length(v) + distance(v.xy, v.zw);
    dmat3 m = d.m * transpose(d.m);
    m = inverse(m) * determinant(m);
    m = matrixCompMult(m, outerProduct(v.xyz, v.zyx));
    d.v = faceforward(v, v.wxyz, v.zwxy) + reflect(v, normalize(v));
    d.m = m;
    d.s = fma(v.x, v.y, v.z) + frexp(v.w, d.i) + ldexp(1.0lf, 3);
    d.f = float(d.s);
    dvec2 packedD = dvec2(packDouble2x32(uvec2(0u, 0x3FF00000u)), 0.0lf);
    uvec2 bits = unpackDouble2x32(packedD.x);
    d.i += int(bits.y) + int(isnan(v.x)) + int(isinf(v.y));
}
