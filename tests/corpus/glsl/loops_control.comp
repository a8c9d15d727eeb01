// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_control_flow_attributes : require
// Loops with every loop-control hint, plus break/continue, do-while and selection hints.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Data { float v[64]; int n; float out0[8]; } d;

void main()
{
    float acc = 0.0;
    [[unroll]] for (int i = 0; i < 4; ++i) acc += d.v[i];
    [[dont_unroll]] for (int i = 0; i < d.n; ++i) {
        if (d.v[i] < 0.0) continue;
        if (d.v[i] > 100.0) break;
        acc += d.v[i];
    }
    [[dependency_infinite]] for (int i = 0; i < 8; ++i) d.out0[i] = d.v[i + 8] * acc;
    [[dependency_length(4)]] for (int i = 4; i < 16; ++i) d.v[i] = d.v[i - 4] + 1.0;
    [[min_iterations(2), max_iterations(16)]] for (int i = 0; i < d.n; i += 2) acc -= d.v[i];
    [[iteration_multiple(4)]] for (int i = 0; i < 16; ++i) acc += 0.5;
    [[peeled_count(1)]] for (int i = 0; i < d.n; ++i) acc *= 0.99;
    [[partial_count(2)]] for (int i = 0; i < d.n; ++i) acc += float(i);
    [[unroll, dependency_infinite]] for (int i = 0; i < 3; ++i) d.v[i + 32] = acc;
    int k = 0;
    [[dont_unroll]] while (k < d.n) { k += 3; if (k == 9) break; }
    [[unroll]] do { acc += 1.0; k--; } while (k > 60);
    [[flatten]] if (acc > 10.0) acc = 10.0; else acc = -acc;
    [[dont_flatten]] if (k == 1) acc += 2.0;
    [[branch]] switch (k) { case 0: acc = 0.0; break; default: acc += 1.0; }
    [[flatten]] switch (d.n) { case 3: acc = 3.0; break; default: break; }
    for (;;) { if (acc > 1000.0 || acc < -1000.0) break; acc *= 2.0; if (acc == 0.0) break; }
    d.v[63] = acc;
}
