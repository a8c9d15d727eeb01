#version 450
// Switch statements: fallthrough, default in the middle, negative and large labels, nesting.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data { int sel[4]; uint usel; int result[4]; } d;

int classify(int v)
{
    switch (v) {
    case -2147483648: return 100;
    case -1:
    case -2:         return -1;
    case 0:          return 0;
    default:         return 7;
    case 1:
    case 2:
    case 3:          return 1;
    case 2147483647: return 99;
    }
}

void main()
{
    int acc = 0;
    switch (d.sel[0]) {
    case 0:
        acc += 1;
    case 1:
        acc += 2;
        break;
    case 10: {
        int local = d.sel[1] * 2;
        switch (local) {
        case 4:  acc = 40; break;
        case 8:  acc = 80; // fallthrough into default
        default: acc += 5;
        }
        break;
    }
    default:
        acc = -100;
        break;
    }
    switch (d.usel) {
    case 0u: d.result[1] = 1; break;
    case 4294967295u: d.result[1] = 2; break;
    case 0x80000000u: d.result[1] = 3; break;
    }
    switch (d.sel[2]) {
    default:
        d.result[2] = classify(d.sel[3]);
    }
    switch (d.sel[3]) { }
    d.result[0] = acc;
    for (int i = 0; i < 4; ++i) {
        switch (i) {
        case 1: continue;
        case 3: break;
        default: d.result[3] += i;
        }
    }
}
