#version 450
// GLSL.std.450 extended instructions, part 1: rounding, trig, exponentials.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data { vec4 x; vec4 y; vec4 r[8]; } d;

void main()
{
    vec4 x = d.x, y = d.y;
    d.r[0] = round(x) + roundEven(x) + trunc(x) + abs(x) + sign(x) + floor(x) + ceil(x) + fract(x);
    d.r[1] = radians(x) + degrees(x) + sin(x) + cos(x) + tan(x) + asin(x) + acos(x) + atan(x);
    d.r[2] = sinh(x) + cosh(x) + tanh(x) + asinh(x) + acosh(x) + atanh(x) + atan(y, x);
    d.r[3] = pow(x, y) + exp(x) + log(x) + exp2(x) + log2(x) + sqrt(x) + inversesqrt(x);
    vec4 whole;
    d.r[4] = modf(x, whole) + whole;
    ivec4 e;
    d.r[5] = frexp(x, e) + ldexp(y, e);
    d.r[6] = min(x, y) + max(x, 0.5) + clamp(x, y, vec4(2.0)) + mix(x, y, 0.3) + step(y, x)
           + smoothstep(0.0, 1.0, x) + fma(x, y, x);
    d.r[7] = vec4(length(x), distance(x, y), dot(x, y), 0.0) + normalize(y)
           + faceforward(x, y, x) + reflect(x, y) + refract(x, y, 1.33);
    d.r[7].xyz += cross(x.xyz, y.xyz);
    d.x = vec4(isnan(x)) + vec4(isinf(y));
}
