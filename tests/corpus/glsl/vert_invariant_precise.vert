#version 450
// invariant gl_Position and precise (NoContraction) arithmetic; RelaxedPrecision via mediump.
precision highp float;
layout(location = 0) in vec4 a;
layout(location = 1) in vec4 b;
layout(location = 0) out mediump vec4 lowColor;
layout(location = 1) out float exact;
invariant gl_Position;

void main()
{
    precise vec4 sum = a * b + a;
    precise float dotp = sum.x * sum.y + sum.z * sum.w;
    mediump vec4 cheap = a * 0.5 + b * 0.25;
    mediump float m = cheap.x * cheap.y;
    lowColor = cheap * m;
    exact = dotp;
    gl_Position = sum;
}
