#version 450
// Functions with in/out/inout/const parameters, structs, arrays, overloads and recursion-free call chains.
layout(local_size_x = 1) in;

struct Pair { vec2 a; ivec2 b; };

layout(std430, binding = 0) buffer Data { vec4 v; ivec4 iv; float arr[4]; } d;

void split(in vec4 src, out vec2 lo, out vec2 hi) { lo = src.xy; hi = src.zw; }
void bump(inout int x, const int by) { x += by; }
void bump(inout float x, const float by) { x += by; }
float sum(float a[4]) { return a[0] + a[1] + a[2] + a[3]; }
void fill(out float a[4], float v) { for (int i = 0; i < 4; ++i) a[i] = v * float(i); }
Pair makePair(vec2 a, ivec2 b) { Pair p; p.a = a; p.b = b; return p; }
void swapPair(inout Pair p) { p.a = p.a.yx; p.b = p.b.yx; }
bool anyNegative(Pair p) { return any(lessThan(p.a, vec2(0.0))) || any(lessThan(p.b, ivec2(0))); }
void noop() { }
vec4 chain3(vec4 x);
vec4 chain1(vec4 x) { return x * 2.0; }
vec4 chain2(vec4 x) { return chain1(x) + 1.0; }
vec4 chain3(vec4 x) { return chain2(chain1(x)); }

void main()
{
    vec2 lo, hi;
    split(d.v, lo, hi);
    int counter = d.iv.x;
    bump(counter, 5);
    float f = lo.x;
    bump(f, 0.5);
    float tmp[4];
    fill(tmp, f);
    Pair p = makePair(hi, d.iv.zw);
    swapPair(p);
    noop();
    if (anyNegative(p)) counter = -counter;
    d.arr = tmp;
    d.iv = ivec4(counter, p.b, int(sum(tmp)));
    d.v = chain3(vec4(lo, p.a));
}
