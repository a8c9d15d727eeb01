#version 450
// LARGE benchmark shader: a macro-unrolled mixing network over 16 vec4 registers.
// The preprocessor expands ~4k statements; the SPIR-V is several hundred KB.
layout(local_size_x = 64) in;

layout(std430, binding = 0) readonly buffer Seeds { vec4 seed[]; } seeds;
layout(std430, binding = 1) writeonly buffer Result { vec4 outv[]; } result;
layout(std140, binding = 2) uniform Coeffs { vec4 k[16]; mat4 mix4; } coeffs;

#define STEP(a, b, c, d, i) \
    a = fma(b, coeffs.k[i], c) + sin(d * 0.5); \
    b = mix(b, a.wzyx, 0.25) - abs(c - d); \
    c = coeffs.mix4 * clamp(c + a, vec4(-4.0), vec4(4.0)); \
    d = d * 0.75 + vec4(dot(a, b), length(c), a.x * b.y, fract(d.w + 0.61803398875));

#define ROUND(i) \
    STEP(r0, r1, r2, r3, i)      STEP(r4, r5, r6, r7, (i + 1) & 15) \
    STEP(r8, r9, r10, r11, (i + 2) & 15) STEP(r12, r13, r14, r15, (i + 3) & 15) \
    STEP(r0, r5, r10, r15, (i + 4) & 15) STEP(r1, r6, r11, r12, (i + 5) & 15) \
    STEP(r2, r7, r8, r13, (i + 6) & 15)  STEP(r3, r4, r9, r14, (i + 7) & 15)

#define ROUNDS4(i)  ROUND(i) ROUND((i + 1) & 15) ROUND((i + 2) & 15) ROUND((i + 3) & 15)
#define ROUNDS16(i) ROUNDS4(i) ROUNDS4((i + 4) & 15) ROUNDS4((i + 8) & 15) ROUNDS4((i + 12) & 15)
#define ROUNDS64(i) ROUNDS16(i) ROUNDS16((i + 1) & 15) ROUNDS16((i + 2) & 15) ROUNDS16((i + 3) & 15)

void main()
{
    uint id = gl_GlobalInvocationID.x;
    vec4 r0 = seeds.seed[id], r1 = r0.yzwx, r2 = r0.zwxy, r3 = r0.wxyz;
    vec4 r4 = r0 * 2.0, r5 = r1 * 3.0, r6 = r2 * 5.0, r7 = r3 * 7.0;
    vec4 r8 = r0 + 1.0, r9 = r1 - 1.0, r10 = r2 * r3, r11 = r4 / (abs(r5) + 1.0);
    vec4 r12 = sqrt(abs(r6)), r13 = exp2(-abs(r7)), r14 = cos(r8), r15 = vec4(float(id));

    ROUNDS64(0)
    ROUNDS64(5)

    result.outv[id] = r0 + r1 + r2 + r3 + r4 + r5 + r6 + r7
                    + r8 + r9 + r10 + r11 + r12 + r13 + r14 + r15;
}
