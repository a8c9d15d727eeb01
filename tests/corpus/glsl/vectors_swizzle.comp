#version 450
// Vector construction, swizzles (OpVectorShuffle), dynamic component access, bvec logic.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data { vec4 a; vec4 b; ivec3 ic; uvec2 uc; int idx; bvec4 bb; } d;

void main()
{
    vec4 a = d.a, b = d.b;
    vec4 s1 = a.wzyx;
    vec3 s2 = b.xxy;
    vec2 s3 = a.rg + b.st;
    vec4 s4 = vec4(a.xy, b.zw);
    vec4 s5 = vec4(s2, 1.0);
    vec4 s6 = vec4(2.0);
    a.yw = b.xz;
    a.zyx = s2;
    b[d.idx] = 7.0;
    float dyn = a[d.idx & 3];
    ivec3 i3 = d.ic.zyx * ivec3(2, -3, 4);
    uvec2 u2 = d.uc.yx << uvec2(1u, 2u);
    bvec4 gt = greaterThan(s1, s4);
    bvec4 le = lessThanEqual(s5, s6);
    bvec4 eq = equal(gt, le);
    bvec4 ne = notEqual(ivec4(i3, 0), ivec4(0));
    bvec4 combined = bvec4(not(eq)) ;
    combined = bvec4(combined.x && ne.y, combined.y || ne.z, combined.z ^^ ne.w, !combined.w);
    d.bb = combined;
    d.a = s1 + s4 + s5 + vec4(s3, dyn, s6.w) + a + b;
    d.ic = i3 + ivec3(u2.xyx);
    d.uc = u2;
    d.b = vec4(all(gt), any(le), float(d.ic.y), vec2(1.0, 3.0).y);
}
