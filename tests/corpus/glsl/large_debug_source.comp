// glslang: -g
#version 450
// LARGE benchmark shader with debug info: the source text itself exceeds the OpSource
// single-instruction limit, so glslang emits OpSource followed by OpSourceContinued, and every
// statement below gets its own OpLine. Comments keep "quotes", 'apostrophes' and back\slashes.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Data { vec4 v[]; } data;
layout(std430, binding = 1) buffer Ints { ivec4 i[]; } ints;
layout(std140, binding = 2) uniform Tables { vec4 coeff[32]; ivec4 masks[8]; } tables;

// stage_000: generated mixing stage, "step 0" of 150 \\ (two backslashes)
vec4 stage_000(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[0] + b;
    vec4 t1 = b.wzyx - a * 0.862680;
    vec4 t2 = mix(t1, t0.zzzx, 0.232);
    vec4 t3 = clamp(t1, vec4(-1.99), vec4(1.40)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t4 = clamp(t2, vec4(-2.45), vec4(1.25)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t5 = t1 - t2 * 1.29984;
    vec4 t6 = t1; if (t1.z > t3.w) t6 = -t3; else acc.y += 91;
    vec4 t7 = t5 - t4 * -0.51852;
    vec4 t8 = t3; if (t3.y > t3.w) t8 = -t3; else acc.x += 86;
    vec4 t9 = t0; if (t0.w > t5.z) t9 = -t5; else acc.x += 86;
    vec4 t10 = t7; if (t7.x > t5.x) t10 = -t5; else acc.y += 88;
    vec4 t11 = t10 - t10 * 0.85499;
    vec4 t12 = clamp(t5, vec4(-2.67), vec4(5.17)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t13 = mix(t8, t0.yyzz, 0.772);
    vec4 t14 = clamp(t13, vec4(-6.58), vec4(5.41)); acc ^= ivec4(t13 * 16.0) & tables.masks[2];
    vec4 t15 = t11 - t4 * -1.96051;
    vec4 t16 = clamp(t14, vec4(-5.98), vec4(5.95)); acc ^= ivec4(t14 * 16.0) & tables.masks[1];
    vec4 t17 = tanh(t10) + vec4(0.4673, 0.0485, 0.2873, 0.1580);
    vec4 t18 = vec4(dot(t13, t5), length(t13.xyz), distance(t13.xy, t5.zw), t13.w);
    vec4 t19 = sin(t9) + vec4(0.7056, 0.7994, 0.8042, 0.3357);
    vec4 t20 = clamp(t2, vec4(-3.97), vec4(4.32)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    vec4 t21 = t11 + t6 * -1.13254;
    vec4 t22 = cos(t13) + vec4(0.3467, 0.3183, 0.7924, 0.2758);
    vec4 t23 = vec4(dot(t1, t13), length(t1.xyz), distance(t1.xy, t13.zw), t1.w);
    vec4 t24 = vec4(dot(t15, t17), length(t15.xyz), distance(t15.xy, t17.zw), t15.w);
    vec4 t25 = clamp(t23, vec4(-3.39), vec4(2.96)); acc ^= ivec4(t23 * 16.0) & tables.masks[2];
    vec4 t26 = t9 * t9 * -1.11273;
    vec4 t27 = clamp(t13, vec4(-3.97), vec4(2.54)); acc ^= ivec4(t13 * 16.0) & tables.masks[6];
    acc += ivec4(623, 363, 969571, -798740318);
    return t27 + t26 * 0.5;
}

// stage_001: generated mixing stage, "step 1" of 150 \\ (two backslashes)
vec4 stage_001(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[1] + b;
    vec4 t1 = b.wzyx - a * -3.791266;
    vec4 t2 = t0 * t1 * -1.46391;
    vec4 t3 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t4 = sin(t3) + vec4(0.6237, 0.8109, 0.8153, 0.7832);
    vec4 t5 = t3 * t1 * -1.88992;
    vec4 t6 = vec4(dot(t2, t0), length(t2.xyz), distance(t2.xy, t0.zw), t2.w);
    vec4 t7 = t5; if (t5.y > t2.x) t7 = -t2; else acc.w += 37;
    vec4 t8 = floor(t2) + vec4(0.0421, 0.6289, 0.6188, 0.0992);
    vec4 t9 = mix(t2, t4.xzwz, 0.710);
    vec4 t10 = mix(t5, t3.ywzy, 0.614);
    vec4 t11 = t7 - t5 * 1.58766;
    vec4 t12 = clamp(t11, vec4(-6.19), vec4(4.22)); acc ^= ivec4(t11 * 16.0) & tables.masks[6];
    vec4 t13 = mix(t4, t4.ywww, 0.582);
    vec4 t14 = mix(t5, t13.zxxx, 0.867);
    vec4 t15 = t2 + t13 * 0.76807;
    vec4 t16 = vec4(dot(t13, t0), length(t13.xyz), distance(t13.xy, t0.zw), t13.w);
    vec4 t17 = mix(t12, t5.zzxy, 0.031);
    vec4 t18 = t14 + t1 * 1.41858;
    vec4 t19 = exp2(t7) + vec4(0.7330, 0.5963, 0.6454, 0.4954);
    vec4 t20 = mix(t3, t12.wzwx, 0.786);
    vec4 t21 = t11; if (t11.x > t15.w) t21 = -t15; else acc.x += 45;
    vec4 t22 = exp2(t14) + vec4(0.3467, 0.5237, 0.5400, 0.1555);
    vec4 t23 = clamp(t5, vec4(-4.59), vec4(7.82)); acc ^= ivec4(t5 * 16.0) & tables.masks[3];
    vec4 t24 = t11; if (t11.y > t12.y) t24 = -t12; else acc.w += 18;
    vec4 t25 = sin(t9) + vec4(0.6704, 0.1559, 0.5229, 0.9194);
    vec4 t26 = clamp(t22, vec4(-4.66), vec4(4.84)); acc ^= ivec4(t22 * 16.0) & tables.masks[0];
    vec4 t27 = clamp(t3, vec4(-6.93), vec4(2.77)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    acc += ivec4(-984, 364, 828023, -517561559);
    return t27 + t26 * 0.5;
}

// stage_002: generated mixing stage, "step 2" of 150 \\ (two backslashes)
vec4 stage_002(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[2] + b;
    vec4 t1 = b.wzyx - a * 3.034636;
    vec4 t2 = mix(t1, t1.xyyy, 0.120);
    vec4 t3 = t1; if (t1.y > t1.w) t3 = -t1; else acc.z += 77;
    vec4 t4 = t1 * t2 * 1.52516;
    vec4 t5 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t6 = mix(t1, t1.wzxx, 0.836);
    vec4 t7 = vec4(dot(t1, t6), length(t1.xyz), distance(t1.xy, t6.zw), t1.w);
    vec4 t8 = t5; if (t5.y > t2.z) t8 = -t2; else acc.w += 25;
    vec4 t9 = floor(t0) + vec4(0.5293, 0.4570, 0.7054, 0.4204);
    vec4 t10 = t0 - t0 * 0.32047;
    vec4 t11 = clamp(t0, vec4(-8.67), vec4(7.02)); acc ^= ivec4(t0 * 16.0) & tables.masks[0];
    vec4 t12 = clamp(t8, vec4(-6.05), vec4(7.12)); acc ^= ivec4(t8 * 16.0) & tables.masks[5];
    vec4 t13 = t6 + t6 * 1.02809;
    vec4 t14 = t13 + t7 * -0.24179;
    vec4 t15 = t5 + t14 * 0.27584;
    vec4 t16 = clamp(t4, vec4(-1.40), vec4(2.58)); acc ^= ivec4(t4 * 16.0) & tables.masks[4];
    vec4 t17 = clamp(t1, vec4(-7.65), vec4(1.29)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t18 = mix(t13, t2.xywx, 0.758);
    vec4 t19 = clamp(t1, vec4(-4.32), vec4(4.72)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t20 = mix(t9, t13.xzzx, 0.675);
    vec4 t21 = vec4(dot(t16, t1), length(t16.xyz), distance(t16.xy, t1.zw), t16.w);
    vec4 t22 = t4 * t11 * -1.18234;
    vec4 t23 = vec4(dot(t5, t10), length(t5.xyz), distance(t5.xy, t10.zw), t5.w);
    vec4 t24 = mix(t22, t3.zwwx, 0.068);
    vec4 t25 = clamp(t1, vec4(-4.06), vec4(4.82)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t26 = exp2(t24) + vec4(0.4202, 0.6973, 0.8999, 0.1692);
    vec4 t27 = t13 * t16 * -1.78574;
    acc += ivec4(-263, -579, 77235, -376560282);
    return t27 + t26 * 0.5;
}

// stage_003: generated mixing stage, "step 3" of 150 \\ (two backslashes)
vec4 stage_003(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[3] + b;
    vec4 t1 = b.wzyx - a * -2.816114;
    vec4 t2 = clamp(t0, vec4(-1.38), vec4(1.73)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t3 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t4 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t5 = vec4(dot(t2, t3), length(t2.xyz), distance(t2.xy, t3.zw), t2.w);
    vec4 t6 = mix(t2, t4.zwwz, 0.499);
    vec4 t7 = tanh(t1) + vec4(0.5361, 0.8508, 0.7513, 0.3089);
    vec4 t8 = fract(t2) + vec4(0.4466, 0.4619, 0.4137, 0.8024);
    vec4 t9 = clamp(t7, vec4(-4.75), vec4(3.66)); acc ^= ivec4(t7 * 16.0) & tables.masks[4];
    vec4 t10 = floor(t9) + vec4(0.1225, 0.6477, 0.8578, 0.4914);
    vec4 t11 = clamp(t10, vec4(-7.05), vec4(2.59)); acc ^= ivec4(t10 * 16.0) & tables.masks[4];
    vec4 t12 = exp2(t8) + vec4(0.9344, 0.2748, 0.1634, 0.0470);
    vec4 t13 = vec4(dot(t9, t7), length(t9.xyz), distance(t9.xy, t7.zw), t9.w);
    vec4 t14 = exp2(t6) + vec4(0.0057, 0.1858, 0.2411, 0.9466);
    vec4 t15 = vec4(dot(t4, t7), length(t4.xyz), distance(t4.xy, t7.zw), t4.w);
    vec4 t16 = t9 + t2 * -1.72109;
    vec4 t17 = mix(t2, t16.zwwx, 0.633);
    vec4 t18 = abs(t10) + vec4(0.7848, 0.2674, 0.1369, 0.6983);
    vec4 t19 = t11 + t5 * 1.55450;
    vec4 t20 = t10; if (t10.z > t8.y) t20 = -t8; else acc.x += 14;
    vec4 t21 = mix(t17, t1.wyxx, 0.677);
    vec4 t22 = t10 - t4 * -0.77962;
    vec4 t23 = mix(t16, t4.xxxy, 0.933);
    vec4 t24 = mix(t18, t16.xxxz, 0.943);
    vec4 t25 = t21 + t21 * 0.44842;
    vec4 t26 = clamp(t13, vec4(-2.40), vec4(4.98)); acc ^= ivec4(t13 * 16.0) & tables.masks[0];
    vec4 t27 = mix(t0, t19.zwyx, 0.429);
    acc += ivec4(995, 338, 41307, -909080281);
    return t27 + t26 * 0.5;
}

// stage_004: generated mixing stage, "step 4" of 150 \\ (two backslashes)
vec4 stage_004(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[4] + b;
    vec4 t1 = b.wzyx - a * -2.589472;
    vec4 t2 = clamp(t1, vec4(-3.85), vec4(5.86)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t3 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t4 = mix(t0, t0.xyyy, 0.661);
    vec4 t5 = vec4(dot(t4, t1), length(t4.xyz), distance(t4.xy, t1.zw), t4.w);
    vec4 t6 = clamp(t2, vec4(-3.22), vec4(3.14)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    vec4 t7 = clamp(t4, vec4(-8.59), vec4(5.73)); acc ^= ivec4(t4 * 16.0) & tables.masks[4];
    vec4 t8 = mix(t7, t0.yxyz, 0.373);
    vec4 t9 = vec4(dot(t8, t5), length(t8.xyz), distance(t8.xy, t5.zw), t8.w);
    vec4 t10 = tanh(t5) + vec4(0.6169, 0.1002, 0.4105, 0.4510);
    vec4 t11 = t8 + t2 * -1.28806;
    vec4 t12 = mix(t4, t3.zxxy, 0.553);
    vec4 t13 = mix(t9, t0.ywyw, 0.399);
    vec4 t14 = sqrt(t5) + vec4(0.6322, 0.8944, 0.2917, 0.8329);
    vec4 t15 = vec4(dot(t9, t2), length(t9.xyz), distance(t9.xy, t2.zw), t9.w);
    vec4 t16 = clamp(t7, vec4(-2.42), vec4(6.66)); acc ^= ivec4(t7 * 16.0) & tables.masks[6];
    vec4 t17 = mix(t10, t13.zyxy, 0.783);
    vec4 t18 = t2; if (t2.y > t8.z) t18 = -t8; else acc.z += 4;
    vec4 t19 = fract(t4) + vec4(0.2857, 0.8568, 0.7641, 0.1543);
    vec4 t20 = t16; if (t16.z > t11.y) t20 = -t11; else acc.y += 61;
    vec4 t21 = vec4(dot(t0, t7), length(t0.xyz), distance(t0.xy, t7.zw), t0.w);
    vec4 t22 = sqrt(t21) + vec4(0.0103, 0.7166, 0.2621, 0.2448);
    vec4 t23 = vec4(dot(t7, t17), length(t7.xyz), distance(t7.xy, t17.zw), t7.w);
    vec4 t24 = t2 * t13 * 1.52197;
    vec4 t25 = vec4(dot(t5, t21), length(t5.xyz), distance(t5.xy, t21.zw), t5.w);
    vec4 t26 = t23; if (t23.x > t6.z) t26 = -t6; else acc.w += 83;
    vec4 t27 = clamp(t15, vec4(-3.71), vec4(6.85)); acc ^= ivec4(t15 * 16.0) & tables.masks[4];
    acc += ivec4(538, -647, 869027, -897110252);
    return t27 + t26 * 0.5;
}

// stage_005: generated mixing stage, "step 5" of 150 \\ (two backslashes)
vec4 stage_005(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[5] + b;
    vec4 t1 = b.wzyx - a * -2.404896;
    vec4 t2 = t1; if (t1.x > t0.z) t2 = -t0; else acc.w += 59;
    vec4 t3 = mix(t0, t2.xzwz, 0.315);
    vec4 t4 = floor(t0) + vec4(0.1794, 0.0121, 0.9985, 0.3896);
    vec4 t5 = t1; if (t1.z > t3.z) t5 = -t3; else acc.y += 57;
    vec4 t6 = t2; if (t2.z > t2.x) t6 = -t2; else acc.z += 20;
    vec4 t7 = t0 - t5 * 0.80809;
    vec4 t8 = sqrt(t7) + vec4(0.9368, 0.6221, 0.4517, 0.8980);
    vec4 t9 = mix(t5, t4.wyyx, 0.809);
    vec4 t10 = t7 * t8 * -1.65182;
    vec4 t11 = clamp(t6, vec4(-5.59), vec4(5.35)); acc ^= ivec4(t6 * 16.0) & tables.masks[1];
    vec4 t12 = mix(t4, t10.wwxx, 0.826);
    vec4 t13 = t9; if (t9.y > t5.z) t13 = -t5; else acc.w += 90;
    vec4 t14 = t5; if (t5.w > t10.w) t14 = -t10; else acc.w += 56;
    vec4 t15 = clamp(t3, vec4(-8.76), vec4(7.28)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    vec4 t16 = t1 * t2 * 0.10744;
    vec4 t17 = vec4(dot(t11, t10), length(t11.xyz), distance(t11.xy, t10.zw), t11.w);
    vec4 t18 = mix(t2, t10.wzzx, 0.464);
    vec4 t19 = vec4(dot(t10, t13), length(t10.xyz), distance(t10.xy, t13.zw), t10.w);
    vec4 t20 = t18; if (t18.x > t12.x) t20 = -t12; else acc.z += 45;
    vec4 t21 = t8 + t12 * 0.57413;
    vec4 t22 = t0; if (t0.x > t5.w) t22 = -t5; else acc.z += 28;
    vec4 t23 = mix(t1, t9.zzzw, 0.106);
    vec4 t24 = clamp(t14, vec4(-8.23), vec4(8.14)); acc ^= ivec4(t14 * 16.0) & tables.masks[6];
    vec4 t25 = clamp(t21, vec4(-7.88), vec4(5.38)); acc ^= ivec4(t21 * 16.0) & tables.masks[7];
    vec4 t26 = clamp(t17, vec4(-2.63), vec4(8.60)); acc ^= ivec4(t17 * 16.0) & tables.masks[6];
    vec4 t27 = vec4(dot(t25, t12), length(t25.xyz), distance(t25.xy, t12.zw), t25.w);
    acc += ivec4(522, -907, 500455, -529594943);
    return t27 + t26 * 0.5;
}

// stage_006: generated mixing stage, "step 6" of 150 \\ (two backslashes)
vec4 stage_006(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[6] + b;
    vec4 t1 = b.wzyx - a * 1.442608;
    vec4 t2 = t0; if (t0.w > t0.y) t2 = -t0; else acc.x += 7;
    vec4 t3 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t4 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t5 = tanh(t1) + vec4(0.8671, 0.5975, 0.7000, 0.9847);
    vec4 t6 = clamp(t5, vec4(-7.21), vec4(5.52)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t7 = vec4(dot(t3, t4), length(t3.xyz), distance(t3.xy, t4.zw), t3.w);
    vec4 t8 = clamp(t6, vec4(-2.13), vec4(1.29)); acc ^= ivec4(t6 * 16.0) & tables.masks[6];
    vec4 t9 = t8; if (t8.y > t6.x) t9 = -t6; else acc.w += 6;
    vec4 t10 = mix(t1, t2.yywy, 0.145);
    vec4 t11 = clamp(t6, vec4(-5.09), vec4(7.06)); acc ^= ivec4(t6 * 16.0) & tables.masks[0];
    vec4 t12 = mix(t4, t11.xzxy, 0.361);
    vec4 t13 = t12; if (t12.x > t1.z) t13 = -t1; else acc.z += 58;
    vec4 t14 = sin(t11) + vec4(0.9305, 0.6812, 0.2087, 0.3095);
    vec4 t15 = sin(t13) + vec4(0.6665, 0.2130, 0.0191, 0.1740);
    vec4 t16 = fract(t10) + vec4(0.9604, 0.8367, 0.1671, 0.6826);
    vec4 t17 = t0; if (t0.x > t13.z) t17 = -t13; else acc.w += 16;
    vec4 t18 = vec4(dot(t5, t7), length(t5.xyz), distance(t5.xy, t7.zw), t5.w);
    vec4 t19 = t1 + t8 * -0.20174;
    vec4 t20 = sin(t7) + vec4(0.3632, 0.8002, 0.0605, 0.1741);
    vec4 t21 = clamp(t2, vec4(-3.90), vec4(8.52)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t22 = t11 + t19 * 1.10113;
    vec4 t23 = vec4(dot(t9, t18), length(t9.xyz), distance(t9.xy, t18.zw), t9.w);
    vec4 t24 = clamp(t23, vec4(-2.99), vec4(6.79)); acc ^= ivec4(t23 * 16.0) & tables.masks[6];
    vec4 t25 = exp2(t14) + vec4(0.7427, 0.5435, 0.0888, 0.8099);
    vec4 t26 = t1 + t4 * 0.91864;
    vec4 t27 = vec4(dot(t6, t1), length(t6.xyz), distance(t6.xy, t1.zw), t6.w);
    acc += ivec4(-755, -73, 1002586, -577451533);
    return t27 + t26 * 0.5;
}

// stage_007: generated mixing stage, "step 7" of 150 \\ (two backslashes)
vec4 stage_007(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[7] + b;
    vec4 t1 = b.wzyx - a * -2.477143;
    vec4 t2 = clamp(t0, vec4(-5.62), vec4(4.63)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t3 = mix(t0, t2.zxyw, 0.401);
    vec4 t4 = tanh(t1) + vec4(0.3057, 0.7739, 0.5845, 0.7681);
    vec4 t5 = mix(t0, t3.wyzz, 0.698);
    vec4 t6 = t4; if (t4.x > t5.w) t6 = -t5; else acc.z += 65;
    vec4 t7 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t8 = t5 * t5 * 1.84985;
    vec4 t9 = tanh(t6) + vec4(0.3448, 0.0947, 0.9005, 0.6028);
    vec4 t10 = t6; if (t6.z > t7.w) t10 = -t7; else acc.x += 83;
    vec4 t11 = clamp(t5, vec4(-4.35), vec4(7.31)); acc ^= ivec4(t5 * 16.0) & tables.masks[5];
    vec4 t12 = mix(t4, t1.wxwy, 0.532);
    vec4 t13 = t5 + t0 * -1.22992;
    vec4 t14 = t3; if (t3.x > t2.w) t14 = -t2; else acc.x += 29;
    vec4 t15 = vec4(dot(t4, t3), length(t4.xyz), distance(t4.xy, t3.zw), t4.w);
    vec4 t16 = floor(t13) + vec4(0.8045, 0.5301, 0.6263, 0.4732);
    vec4 t17 = mix(t9, t15.ywzy, 0.657);
    vec4 t18 = exp2(t13) + vec4(0.3477, 0.9993, 0.4160, 0.2973);
    vec4 t19 = t3 + t14 * 1.28379;
    vec4 t20 = vec4(dot(t10, t2), length(t10.xyz), distance(t10.xy, t2.zw), t10.w);
    vec4 t21 = fract(t1) + vec4(0.9266, 0.0284, 0.7414, 0.6465);
    vec4 t22 = clamp(t14, vec4(-7.91), vec4(8.47)); acc ^= ivec4(t14 * 16.0) & tables.masks[0];
    vec4 t23 = t4 * t21 * -1.99104;
    vec4 t24 = t21; if (t21.y > t12.z) t24 = -t12; else acc.x += 83;
    vec4 t25 = vec4(dot(t11, t0), length(t11.xyz), distance(t11.xy, t0.zw), t11.w);
    vec4 t26 = abs(t16) + vec4(0.9526, 0.6827, 0.3385, 0.5635);
    vec4 t27 = vec4(dot(t19, t20), length(t19.xyz), distance(t19.xy, t20.zw), t19.w);
    acc += ivec4(456, -639, 818600, -342040303);
    return t27 + t26 * 0.5;
}

// stage_008: generated mixing stage, "step 8" of 150 \\ (two backslashes)
vec4 stage_008(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[8] + b;
    vec4 t1 = b.wzyx - a * -2.987814;
    vec4 t2 = t1; if (t1.x > t0.x) t2 = -t0; else acc.y += 49;
    vec4 t3 = vec4(dot(t2, t0), length(t2.xyz), distance(t2.xy, t0.zw), t2.w);
    vec4 t4 = clamp(t3, vec4(-4.06), vec4(8.87)); acc ^= ivec4(t3 * 16.0) & tables.masks[4];
    vec4 t5 = t3; if (t3.y > t0.x) t5 = -t0; else acc.y += 17;
    vec4 t6 = tanh(t4) + vec4(0.7278, 0.9690, 0.3228, 0.3082);
    vec4 t7 = t4 + t4 * 1.97365;
    vec4 t8 = t0; if (t0.z > t6.w) t8 = -t6; else acc.w += 48;
    vec4 t9 = sqrt(t8) + vec4(0.4035, 0.2104, 0.5208, 0.6595);
    vec4 t10 = mix(t8, t4.zyww, 0.541);
    vec4 t11 = t6 + t7 * -0.99581;
    vec4 t12 = mix(t7, t1.ywwy, 0.371);
    vec4 t13 = vec4(dot(t7, t7), length(t7.xyz), distance(t7.xy, t7.zw), t7.w);
    vec4 t14 = t2 * t2 * -1.87498;
    vec4 t15 = mix(t6, t4.yxxx, 0.212);
    vec4 t16 = clamp(t7, vec4(-7.77), vec4(6.94)); acc ^= ivec4(t7 * 16.0) & tables.masks[3];
    vec4 t17 = clamp(t4, vec4(-5.76), vec4(6.95)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t18 = clamp(t14, vec4(-5.89), vec4(5.55)); acc ^= ivec4(t14 * 16.0) & tables.masks[7];
    vec4 t19 = mix(t2, t7.yywx, 0.006);
    vec4 t20 = vec4(dot(t19, t1), length(t19.xyz), distance(t19.xy, t1.zw), t19.w);
    vec4 t21 = clamp(t18, vec4(-8.38), vec4(4.10)); acc ^= ivec4(t18 * 16.0) & tables.masks[5];
    vec4 t22 = clamp(t9, vec4(-6.36), vec4(3.97)); acc ^= ivec4(t9 * 16.0) & tables.masks[7];
    vec4 t23 = t4; if (t4.y > t4.z) t23 = -t4; else acc.w += 55;
    vec4 t24 = clamp(t11, vec4(-7.99), vec4(6.66)); acc ^= ivec4(t11 * 16.0) & tables.masks[7];
    vec4 t25 = tanh(t8) + vec4(0.8506, 0.7293, 0.1559, 0.1941);
    vec4 t26 = clamp(t16, vec4(-5.32), vec4(7.57)); acc ^= ivec4(t16 * 16.0) & tables.masks[0];
    vec4 t27 = t12; if (t12.x > t13.z) t27 = -t13; else acc.z += 18;
    acc += ivec4(481, 510, 862494, -272536782);
    return t27 + t26 * 0.5;
}

// stage_009: generated mixing stage, "step 9" of 150 \\ (two backslashes)
vec4 stage_009(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[9] + b;
    vec4 t1 = b.wzyx - a * 2.538344;
    vec4 t2 = clamp(t0, vec4(-3.60), vec4(6.86)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t3 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t4 = t1; if (t1.w > t3.y) t4 = -t3; else acc.x += 90;
    vec4 t5 = t0 + t3 * 0.09621;
    vec4 t6 = t3 * t4 * -1.98892;
    vec4 t7 = t1 - t1 * -1.82272;
    vec4 t8 = t4; if (t4.x > t6.x) t8 = -t6; else acc.w += 21;
    vec4 t9 = t0; if (t0.z > t3.y) t9 = -t3; else acc.y += 65;
    vec4 t10 = t9; if (t9.y > t4.z) t10 = -t4; else acc.x += 35;
    vec4 t11 = clamp(t10, vec4(-7.53), vec4(3.68)); acc ^= ivec4(t10 * 16.0) & tables.masks[0];
    vec4 t12 = vec4(dot(t5, t3), length(t5.xyz), distance(t5.xy, t3.zw), t5.w);
    vec4 t13 = cos(t0) + vec4(0.0193, 0.7412, 0.5013, 0.5878);
    vec4 t14 = vec4(dot(t7, t2), length(t7.xyz), distance(t7.xy, t2.zw), t7.w);
    vec4 t15 = vec4(dot(t4, t8), length(t4.xyz), distance(t4.xy, t8.zw), t4.w);
    vec4 t16 = t4; if (t4.y > t9.w) t16 = -t9; else acc.w += 26;
    vec4 t17 = t1 * t14 * -1.41914;
    vec4 t18 = abs(t5) + vec4(0.0435, 0.9605, 0.8114, 0.1568);
    vec4 t19 = clamp(t15, vec4(-2.64), vec4(5.80)); acc ^= ivec4(t15 * 16.0) & tables.masks[0];
    vec4 t20 = t2; if (t2.x > t9.w) t20 = -t9; else acc.z += 17;
    vec4 t21 = clamp(t18, vec4(-4.33), vec4(4.57)); acc ^= ivec4(t18 * 16.0) & tables.masks[7];
    vec4 t22 = t12; if (t12.x > t12.x) t22 = -t12; else acc.z += 20;
    vec4 t23 = vec4(dot(t21, t22), length(t21.xyz), distance(t21.xy, t22.zw), t21.w);
    vec4 t24 = t5; if (t5.w > t18.y) t24 = -t18; else acc.y += 37;
    vec4 t25 = sqrt(t14) + vec4(0.8873, 0.1126, 0.7846, 0.9788);
    vec4 t26 = t24; if (t24.y > t15.z) t26 = -t15; else acc.z += 69;
    vec4 t27 = fract(t2) + vec4(0.1249, 0.6847, 0.1057, 0.6888);
    acc += ivec4(-103, -421, 621903, -336951804);
    return t27 + t26 * 0.5;
}

// stage_010: generated mixing stage, "step 10" of 150 \\ (two backslashes)
vec4 stage_010(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[10] + b;
    vec4 t1 = b.wzyx - a * 1.772499;
    vec4 t2 = t1; if (t1.w > t0.w) t2 = -t0; else acc.y += 8;
    vec4 t3 = mix(t2, t1.zzxz, 0.789);
    vec4 t4 = sqrt(t0) + vec4(0.3946, 0.7699, 0.2705, 0.5851);
    vec4 t5 = mix(t0, t1.wzwy, 0.907);
    vec4 t6 = vec4(dot(t5, t1), length(t5.xyz), distance(t5.xy, t1.zw), t5.w);
    vec4 t7 = mix(t1, t2.yxzx, 0.480);
    vec4 t8 = vec4(dot(t5, t1), length(t5.xyz), distance(t5.xy, t1.zw), t5.w);
    vec4 t9 = cos(t2) + vec4(0.6159, 0.2827, 0.2850, 0.6549);
    vec4 t10 = vec4(dot(t2, t5), length(t2.xyz), distance(t2.xy, t5.zw), t2.w);
    vec4 t11 = mix(t1, t3.yyyx, 0.833);
    vec4 t12 = abs(t4) + vec4(0.6759, 0.1010, 0.8993, 0.7240);
    vec4 t13 = abs(t1) + vec4(0.6402, 0.7332, 0.4223, 0.1212);
    vec4 t14 = t9; if (t9.x > t13.x) t14 = -t13; else acc.w += 40;
    vec4 t15 = clamp(t2, vec4(-5.52), vec4(4.40)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t16 = tanh(t10) + vec4(0.4270, 0.9221, 0.6665, 0.7015);
    vec4 t17 = cos(t4) + vec4(0.4988, 0.1333, 0.5248, 0.4434);
    vec4 t18 = clamp(t6, vec4(-8.87), vec4(3.17)); acc ^= ivec4(t6 * 16.0) & tables.masks[5];
    vec4 t19 = t17 * t9 * 1.96027;
    vec4 t20 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t21 = t18; if (t18.w > t15.z) t21 = -t15; else acc.z += 4;
    vec4 t22 = t6 * t7 * 1.66576;
    vec4 t23 = clamp(t8, vec4(-1.96), vec4(1.65)); acc ^= ivec4(t8 * 16.0) & tables.masks[3];
    vec4 t24 = clamp(t7, vec4(-1.16), vec4(5.57)); acc ^= ivec4(t7 * 16.0) & tables.masks[3];
    vec4 t25 = vec4(dot(t10, t16), length(t10.xyz), distance(t10.xy, t16.zw), t10.w);
    vec4 t26 = mix(t13, t24.wzww, 0.505);
    vec4 t27 = exp2(t25) + vec4(0.2148, 0.7528, 0.1165, 0.8783);
    acc += ivec4(-206, 371, 541407, -1008438794);
    return t27 + t26 * 0.5;
}

// stage_011: generated mixing stage, "step 11" of 150 \\ (two backslashes)
vec4 stage_011(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[11] + b;
    vec4 t1 = b.wzyx - a * 3.060279;
    vec4 t2 = clamp(t0, vec4(-8.77), vec4(4.22)); acc ^= ivec4(t0 * 16.0) & tables.masks[6];
    vec4 t3 = t2; if (t2.z > t0.z) t3 = -t0; else acc.w += 39;
    vec4 t4 = t1 * t0 * -1.00149;
    vec4 t5 = t4 + t3 * -1.18944;
    vec4 t6 = t3; if (t3.z > t0.w) t6 = -t0; else acc.x += 1;
    vec4 t7 = t1 - t2 * -1.26624;
    vec4 t8 = mix(t6, t4.yyxx, 0.534);
    vec4 t9 = t5 + t8 * 0.20877;
    vec4 t10 = clamp(t2, vec4(-4.95), vec4(2.50)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t11 = floor(t2) + vec4(0.6561, 0.5531, 0.2098, 0.2512);
    vec4 t12 = mix(t11, t10.wxww, 0.831);
    vec4 t13 = vec4(dot(t12, t3), length(t12.xyz), distance(t12.xy, t3.zw), t12.w);
    vec4 t14 = sqrt(t0) + vec4(0.4393, 0.5409, 0.3491, 0.8903);
    vec4 t15 = clamp(t14, vec4(-4.60), vec4(7.84)); acc ^= ivec4(t14 * 16.0) & tables.masks[7];
    vec4 t16 = clamp(t4, vec4(-2.29), vec4(3.60)); acc ^= ivec4(t4 * 16.0) & tables.masks[4];
    vec4 t17 = t9 - t14 * -0.40544;
    vec4 t18 = t5 - t17 * -0.29357;
    vec4 t19 = mix(t4, t1.xxzy, 0.913);
    vec4 t20 = vec4(dot(t6, t0), length(t6.xyz), distance(t6.xy, t0.zw), t6.w);
    vec4 t21 = tanh(t19) + vec4(0.7480, 0.8984, 0.7411, 0.0360);
    vec4 t22 = clamp(t19, vec4(-5.76), vec4(5.03)); acc ^= ivec4(t19 * 16.0) & tables.masks[4];
    vec4 t23 = t11 - t15 * 0.60092;
    vec4 t24 = sin(t17) + vec4(0.2350, 0.1688, 0.2478, 0.8676);
    vec4 t25 = t1; if (t1.z > t15.y) t25 = -t15; else acc.x += 49;
    vec4 t26 = vec4(dot(t0, t18), length(t0.xyz), distance(t0.xy, t18.zw), t0.w);
    vec4 t27 = mix(t19, t19.wxzz, 0.929);
    acc += ivec4(397, -278, 906657, -210896850);
    return t27 + t26 * 0.5;
}

// stage_012: generated mixing stage, "step 12" of 150 \\ (two backslashes)
vec4 stage_012(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[12] + b;
    vec4 t1 = b.wzyx - a * -0.940983;
    vec4 t2 = tanh(t1) + vec4(0.0534, 0.5686, 0.2875, 0.5385);
    vec4 t3 = mix(t1, t0.xxwx, 0.492);
    vec4 t4 = mix(t1, t3.yxxw, 0.011);
    vec4 t5 = sin(t0) + vec4(0.2334, 0.8481, 0.8526, 0.9824);
    vec4 t6 = clamp(t2, vec4(-4.15), vec4(4.57)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t7 = t6; if (t6.y > t4.y) t7 = -t4; else acc.x += 54;
    vec4 t8 = t3 - t1 * 1.11407;
    vec4 t9 = t1; if (t1.w > t1.w) t9 = -t1; else acc.y += 82;
    vec4 t10 = cos(t6) + vec4(0.8452, 0.4686, 0.8713, 0.1134);
    vec4 t11 = vec4(dot(t4, t5), length(t4.xyz), distance(t4.xy, t5.zw), t4.w);
    vec4 t12 = t0; if (t0.y > t11.w) t12 = -t11; else acc.z += 20;
    vec4 t13 = mix(t3, t9.wxwz, 0.761);
    vec4 t14 = clamp(t13, vec4(-5.09), vec4(6.33)); acc ^= ivec4(t13 * 16.0) & tables.masks[2];
    vec4 t15 = mix(t11, t5.xzyy, 0.494);
    vec4 t16 = t13; if (t13.z > t10.x) t16 = -t10; else acc.y += 49;
    vec4 t17 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t18 = t13 - t10 * -1.25125;
    vec4 t19 = t12 + t15 * 0.68392;
    vec4 t20 = clamp(t12, vec4(-6.11), vec4(8.18)); acc ^= ivec4(t12 * 16.0) & tables.masks[7];
    vec4 t21 = t13; if (t13.x > t17.z) t21 = -t17; else acc.x += 57;
    vec4 t22 = vec4(dot(t13, t21), length(t13.xyz), distance(t13.xy, t21.zw), t13.w);
    vec4 t23 = clamp(t8, vec4(-4.98), vec4(1.11)); acc ^= ivec4(t8 * 16.0) & tables.masks[6];
    vec4 t24 = t17; if (t17.w > t5.w) t24 = -t5; else acc.x += 15;
    vec4 t25 = t11; if (t11.w > t6.w) t25 = -t6; else acc.w += 90;
    vec4 t26 = sin(t7) + vec4(0.8453, 0.1288, 0.4534, 0.3358);
    vec4 t27 = t15 * t19 * -0.66127;
    acc += ivec4(-878, -547, 555408, -691703323);
    return t27 + t26 * 0.5;
}

// stage_013: generated mixing stage, "step 13" of 150 \\ (two backslashes)
vec4 stage_013(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[13] + b;
    vec4 t1 = b.wzyx - a * -2.175954;
    vec4 t2 = t1; if (t1.x > t1.x) t2 = -t1; else acc.x += 6;
    vec4 t3 = t0; if (t0.x > t2.y) t3 = -t2; else acc.z += 72;
    vec4 t4 = mix(t3, t2.yxwy, 0.474);
    vec4 t5 = t0 - t2 * 1.48034;
    vec4 t6 = t4; if (t4.x > t1.z) t6 = -t1; else acc.x += 70;
    vec4 t7 = t5 - t5 * -1.87909;
    vec4 t8 = mix(t6, t0.yywx, 0.219);
    vec4 t9 = mix(t6, t8.zyyz, 0.626);
    vec4 t10 = t6 - t5 * 1.46868;
    vec4 t11 = t3 + t5 * -0.41072;
    vec4 t12 = vec4(dot(t9, t8), length(t9.xyz), distance(t9.xy, t8.zw), t9.w);
    vec4 t13 = vec4(dot(t6, t8), length(t6.xyz), distance(t6.xy, t8.zw), t6.w);
    vec4 t14 = vec4(dot(t8, t1), length(t8.xyz), distance(t8.xy, t1.zw), t8.w);
    vec4 t15 = t10 * t14 * -1.03243;
    vec4 t16 = vec4(dot(t8, t12), length(t8.xyz), distance(t8.xy, t12.zw), t8.w);
    vec4 t17 = t14; if (t14.x > t2.z) t17 = -t2; else acc.y += 93;
    vec4 t18 = fract(t16) + vec4(0.9612, 0.6660, 0.0841, 0.1714);
    vec4 t19 = t0 - t1 * 1.10173;
    vec4 t20 = floor(t16) + vec4(0.7927, 0.0109, 0.7974, 0.4426);
    vec4 t21 = t20 + t9 * -0.27001;
    vec4 t22 = cos(t6) + vec4(0.9539, 0.7142, 0.6815, 0.5210);
    vec4 t23 = t3; if (t3.y > t0.w) t23 = -t0; else acc.y += 57;
    vec4 t24 = t1; if (t1.x > t16.y) t24 = -t16; else acc.z += 34;
    vec4 t25 = clamp(t13, vec4(-7.05), vec4(2.05)); acc ^= ivec4(t13 * 16.0) & tables.masks[0];
    vec4 t26 = clamp(t9, vec4(-3.97), vec4(6.57)); acc ^= ivec4(t9 * 16.0) & tables.masks[2];
    vec4 t27 = mix(t23, t6.xwwx, 0.567);
    acc += ivec4(338, 436, 38088, -988302945);
    return t27 + t26 * 0.5;
}

// stage_014: generated mixing stage, "step 14" of 150 \\ (two backslashes)
vec4 stage_014(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[14] + b;
    vec4 t1 = b.wzyx - a * -3.583197;
    vec4 t2 = clamp(t1, vec4(-4.00), vec4(3.08)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t3 = clamp(t2, vec4(-3.51), vec4(3.05)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t4 = floor(t3) + vec4(0.2992, 0.2688, 0.5660, 0.9559);
    vec4 t5 = mix(t2, t4.zzxy, 0.703);
    vec4 t6 = clamp(t3, vec4(-4.11), vec4(6.31)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t7 = vec4(dot(t3, t4), length(t3.xyz), distance(t3.xy, t4.zw), t3.w);
    vec4 t8 = t3 + t5 * -0.88805;
    vec4 t9 = t5 + t8 * 0.85892;
    vec4 t10 = clamp(t3, vec4(-8.99), vec4(6.95)); acc ^= ivec4(t3 * 16.0) & tables.masks[5];
    vec4 t11 = t1; if (t1.z > t7.x) t11 = -t7; else acc.w += 37;
    vec4 t12 = exp2(t0) + vec4(0.1794, 0.9935, 0.7364, 0.4516);
    vec4 t13 = clamp(t5, vec4(-5.11), vec4(6.86)); acc ^= ivec4(t5 * 16.0) & tables.masks[2];
    vec4 t14 = t2; if (t2.z > t12.z) t14 = -t12; else acc.w += 67;
    vec4 t15 = vec4(dot(t11, t6), length(t11.xyz), distance(t11.xy, t6.zw), t11.w);
    vec4 t16 = t6; if (t6.x > t4.y) t16 = -t4; else acc.y += 15;
    vec4 t17 = vec4(dot(t11, t7), length(t11.xyz), distance(t11.xy, t7.zw), t11.w);
    vec4 t18 = abs(t1) + vec4(0.7987, 0.2373, 0.7938, 0.6440);
    vec4 t19 = exp2(t13) + vec4(0.8161, 0.3553, 0.8104, 0.0974);
    vec4 t20 = t12 + t16 * -1.99669;
    vec4 t21 = mix(t15, t8.wwyx, 0.173);
    vec4 t22 = t4; if (t4.z > t12.x) t22 = -t12; else acc.w += 38;
    vec4 t23 = vec4(dot(t7, t2), length(t7.xyz), distance(t7.xy, t2.zw), t7.w);
    vec4 t24 = mix(t2, t16.ywxy, 0.196);
    vec4 t25 = vec4(dot(t19, t1), length(t19.xyz), distance(t19.xy, t1.zw), t19.w);
    vec4 t26 = abs(t18) + vec4(0.2417, 0.9938, 0.9476, 0.3763);
    vec4 t27 = t6 * t22 * 1.32588;
    acc += ivec4(-498, 552, 735892, -749853024);
    return t27 + t26 * 0.5;
}

// stage_015: generated mixing stage, "step 15" of 150 \\ (two backslashes)
vec4 stage_015(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[15] + b;
    vec4 t1 = b.wzyx - a * -2.136424;
    vec4 t2 = t0; if (t0.w > t1.y) t2 = -t1; else acc.z += 52;
    vec4 t3 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t4 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t5 = t1; if (t1.y > t1.w) t5 = -t1; else acc.y += 8;
    vec4 t6 = t4 * t2 * 1.78258;
    vec4 t7 = cos(t5) + vec4(0.9196, 0.5803, 0.7411, 0.2923);
    vec4 t8 = cos(t7) + vec4(0.1405, 0.8964, 0.5666, 0.0612);
    vec4 t9 = clamp(t4, vec4(-7.69), vec4(7.32)); acc ^= ivec4(t4 * 16.0) & tables.masks[5];
    vec4 t10 = cos(t2) + vec4(0.0483, 0.2601, 0.5202, 0.6171);
    vec4 t11 = clamp(t5, vec4(-4.88), vec4(4.01)); acc ^= ivec4(t5 * 16.0) & tables.masks[5];
    vec4 t12 = mix(t5, t2.zxxx, 0.303);
    vec4 t13 = mix(t1, t11.yyzx, 0.019);
    vec4 t14 = mix(t1, t11.yzyy, 0.045);
    vec4 t15 = t5; if (t5.z > t10.y) t15 = -t10; else acc.z += 11;
    vec4 t16 = mix(t10, t12.ywzz, 0.779);
    vec4 t17 = tanh(t0) + vec4(0.9086, 0.5329, 0.1126, 0.8766);
    vec4 t18 = clamp(t16, vec4(-7.12), vec4(4.20)); acc ^= ivec4(t16 * 16.0) & tables.masks[2];
    vec4 t19 = t15 * t7 * -0.23968;
    vec4 t20 = mix(t13, t9.zwyy, 0.986);
    vec4 t21 = exp2(t6) + vec4(0.3028, 0.7614, 0.6518, 0.9457);
    vec4 t22 = t19; if (t19.z > t21.y) t22 = -t21; else acc.y += 98;
    vec4 t23 = t20; if (t20.x > t19.x) t23 = -t19; else acc.x += 64;
    vec4 t24 = vec4(dot(t14, t21), length(t14.xyz), distance(t14.xy, t21.zw), t14.w);
    vec4 t25 = t2; if (t2.w > t1.y) t25 = -t1; else acc.w += 5;
    vec4 t26 = mix(t14, t1.zwwx, 0.479);
    vec4 t27 = t26 + t0 * 0.52937;
    acc += ivec4(698, 898, 864519, -24729847);
    return t27 + t26 * 0.5;
}

// stage_016: generated mixing stage, "step 16" of 150 \\ (two backslashes)
vec4 stage_016(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[16] + b;
    vec4 t1 = b.wzyx - a * -1.632375;
    vec4 t2 = tanh(t0) + vec4(0.2704, 0.5468, 0.7281, 0.4248);
    vec4 t3 = mix(t0, t0.xyzz, 0.888);
    vec4 t4 = t1; if (t1.y > t0.w) t4 = -t0; else acc.y += 75;
    vec4 t5 = vec4(dot(t0, t4), length(t0.xyz), distance(t0.xy, t4.zw), t0.w);
    vec4 t6 = t3; if (t3.z > t1.y) t6 = -t1; else acc.y += 61;
    vec4 t7 = t4; if (t4.x > t0.x) t7 = -t0; else acc.w += 14;
    vec4 t8 = tanh(t7) + vec4(0.6645, 0.2957, 0.2108, 0.7151);
    vec4 t9 = t7 - t0 * -1.77986;
    vec4 t10 = clamp(t2, vec4(-1.67), vec4(3.41)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t11 = t7; if (t7.x > t10.w) t11 = -t10; else acc.y += 89;
    vec4 t12 = mix(t5, t4.wyxx, 0.606);
    vec4 t13 = t6 - t5 * 1.50170;
    vec4 t14 = t11; if (t11.x > t2.y) t14 = -t2; else acc.z += 30;
    vec4 t15 = sqrt(t0) + vec4(0.0434, 0.3671, 0.6251, 0.1578);
    vec4 t16 = t11 * t1 * 1.91951;
    vec4 t17 = vec4(dot(t9, t1), length(t9.xyz), distance(t9.xy, t1.zw), t9.w);
    vec4 t18 = t13; if (t13.z > t0.z) t18 = -t0; else acc.w += 21;
    vec4 t19 = vec4(dot(t14, t6), length(t14.xyz), distance(t14.xy, t6.zw), t14.w);
    vec4 t20 = sqrt(t11) + vec4(0.9484, 0.4314, 0.7808, 0.5262);
    vec4 t21 = cos(t5) + vec4(0.9352, 0.1764, 0.8190, 0.5777);
    vec4 t22 = exp2(t10) + vec4(0.1760, 0.0970, 0.3445, 0.6553);
    vec4 t23 = clamp(t9, vec4(-2.92), vec4(7.10)); acc ^= ivec4(t9 * 16.0) & tables.masks[3];
    vec4 t24 = sin(t12) + vec4(0.1012, 0.1799, 0.2908, 0.8292);
    vec4 t25 = t22 * t12 * 1.35766;
    vec4 t26 = tanh(t16) + vec4(0.7808, 0.3885, 0.7212, 0.8625);
    vec4 t27 = mix(t14, t20.zxww, 0.676);
    acc += ivec4(638, -379, 922097, -937830392);
    return t27 + t26 * 0.5;
}

// stage_017: generated mixing stage, "step 17" of 150 \\ (two backslashes)
vec4 stage_017(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[17] + b;
    vec4 t1 = b.wzyx - a * 3.639260;
    vec4 t2 = t0 * t0 * 1.02216;
    vec4 t3 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t4 = cos(t3) + vec4(0.0707, 0.1818, 0.3311, 0.6709);
    vec4 t5 = clamp(t4, vec4(-6.47), vec4(3.44)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t6 = vec4(dot(t3, t3), length(t3.xyz), distance(t3.xy, t3.zw), t3.w);
    vec4 t7 = clamp(t3, vec4(-6.99), vec4(1.97)); acc ^= ivec4(t3 * 16.0) & tables.masks[0];
    vec4 t8 = t3; if (t3.w > t2.z) t8 = -t2; else acc.z += 46;
    vec4 t9 = t6; if (t6.w > t7.x) t9 = -t7; else acc.y += 13;
    vec4 t10 = clamp(t0, vec4(-2.81), vec4(2.16)); acc ^= ivec4(t0 * 16.0) & tables.masks[1];
    vec4 t11 = t6; if (t6.x > t6.w) t11 = -t6; else acc.z += 12;
    vec4 t12 = clamp(t7, vec4(-4.35), vec4(2.91)); acc ^= ivec4(t7 * 16.0) & tables.masks[2];
    vec4 t13 = cos(t1) + vec4(0.7036, 0.8188, 0.6548, 0.8080);
    vec4 t14 = t11 - t1 * -0.48305;
    vec4 t15 = t13 + t2 * 0.15045;
    vec4 t16 = t2 - t7 * 0.75675;
    vec4 t17 = exp2(t0) + vec4(0.9583, 0.5976, 0.0297, 0.1237);
    vec4 t18 = t11; if (t11.w > t2.x) t18 = -t2; else acc.y += 78;
    vec4 t19 = t8; if (t8.y > t12.y) t19 = -t12; else acc.y += 21;
    vec4 t20 = clamp(t4, vec4(-1.58), vec4(5.96)); acc ^= ivec4(t4 * 16.0) & tables.masks[6];
    vec4 t21 = clamp(t4, vec4(-4.14), vec4(4.94)); acc ^= ivec4(t4 * 16.0) & tables.masks[6];
    vec4 t22 = clamp(t2, vec4(-7.99), vec4(4.92)); acc ^= ivec4(t2 * 16.0) & tables.masks[1];
    vec4 t23 = t0 * t20 * 0.10127;
    vec4 t24 = clamp(t10, vec4(-8.42), vec4(8.79)); acc ^= ivec4(t10 * 16.0) & tables.masks[5];
    vec4 t25 = vec4(dot(t10, t13), length(t10.xyz), distance(t10.xy, t13.zw), t10.w);
    vec4 t26 = mix(t18, t10.wzxx, 0.658);
    vec4 t27 = t1 + t21 * 0.92843;
    acc += ivec4(402, -255, 504518, -1028312039);
    return t27 + t26 * 0.5;
}

// stage_018: generated mixing stage, "step 18" of 150 \\ (two backslashes)
vec4 stage_018(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[18] + b;
    vec4 t1 = b.wzyx - a * -0.125956;
    vec4 t2 = mix(t0, t0.yyxz, 0.863);
    vec4 t3 = t0; if (t0.w > t0.y) t3 = -t0; else acc.x += 31;
    vec4 t4 = t0 + t0 * -1.78646;
    vec4 t5 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t6 = exp2(t5) + vec4(0.4801, 0.7287, 0.4455, 0.7717);
    vec4 t7 = abs(t1) + vec4(0.8862, 0.7803, 0.1161, 0.7936);
    vec4 t8 = clamp(t3, vec4(-5.64), vec4(5.92)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    vec4 t9 = t0; if (t0.z > t7.y) t9 = -t7; else acc.y += 6;
    vec4 t10 = mix(t6, t8.zwxy, 0.883);
    vec4 t11 = t0 + t1 * 1.00185;
    vec4 t12 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t13 = mix(t8, t7.xzwy, 0.220);
    vec4 t14 = vec4(dot(t13, t3), length(t13.xyz), distance(t13.xy, t3.zw), t13.w);
    vec4 t15 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t16 = fract(t13) + vec4(0.4135, 0.3791, 0.9346, 0.4379);
    vec4 t17 = t13; if (t13.w > t13.x) t17 = -t13; else acc.w += 29;
    vec4 t18 = t15 * t4 * 0.05718;
    vec4 t19 = vec4(dot(t2, t11), length(t2.xyz), distance(t2.xy, t11.zw), t2.w);
    vec4 t20 = vec4(dot(t19, t11), length(t19.xyz), distance(t19.xy, t11.zw), t19.w);
    vec4 t21 = sin(t6) + vec4(0.6109, 0.5941, 0.3352, 0.7859);
    vec4 t22 = vec4(dot(t20, t11), length(t20.xyz), distance(t20.xy, t11.zw), t20.w);
    vec4 t23 = t21 + t13 * -1.41884;
    vec4 t24 = t11 + t19 * 0.72004;
    vec4 t25 = vec4(dot(t19, t19), length(t19.xyz), distance(t19.xy, t19.zw), t19.w);
    vec4 t26 = t18 * t16 * 0.29212;
    vec4 t27 = mix(t22, t0.xwzz, 0.782);
    acc += ivec4(-466, 469, 890761, -869185245);
    return t27 + t26 * 0.5;
}

// stage_019: generated mixing stage, "step 19" of 150 \\ (two backslashes)
vec4 stage_019(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[19] + b;
    vec4 t1 = b.wzyx - a * 1.810532;
    vec4 t2 = mix(t0, t0.wwzw, 0.198);
    vec4 t3 = clamp(t2, vec4(-8.65), vec4(1.08)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t4 = mix(t0, t1.yzzy, 0.837);
    vec4 t5 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t6 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t7 = clamp(t0, vec4(-7.76), vec4(8.99)); acc ^= ivec4(t0 * 16.0) & tables.masks[0];
    vec4 t8 = sqrt(t3) + vec4(0.3013, 0.4741, 0.4587, 0.4822);
    vec4 t9 = vec4(dot(t5, t1), length(t5.xyz), distance(t5.xy, t1.zw), t5.w);
    vec4 t10 = clamp(t3, vec4(-3.40), vec4(2.64)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t11 = cos(t0) + vec4(0.8063, 0.8418, 0.9151, 0.0204);
    vec4 t12 = mix(t0, t7.yxxw, 0.462);
    vec4 t13 = exp2(t10) + vec4(0.3932, 0.6885, 0.3793, 0.9614);
    vec4 t14 = t2 * t12 * -1.20992;
    vec4 t15 = t6; if (t6.x > t1.z) t15 = -t1; else acc.x += 43;
    vec4 t16 = mix(t1, t12.xxwz, 0.278);
    vec4 t17 = mix(t8, t13.zyyx, 0.678);
    vec4 t18 = t16; if (t16.w > t7.z) t18 = -t7; else acc.x += 86;
    vec4 t19 = t0; if (t0.w > t6.z) t19 = -t6; else acc.w += 37;
    vec4 t20 = t16; if (t16.w > t14.x) t20 = -t14; else acc.x += 33;
    vec4 t21 = t1; if (t1.w > t13.z) t21 = -t13; else acc.z += 77;
    vec4 t22 = mix(t2, t16.zwyz, 0.638);
    vec4 t23 = t21; if (t21.w > t14.y) t23 = -t14; else acc.w += 38;
    vec4 t24 = vec4(dot(t21, t8), length(t21.xyz), distance(t21.xy, t8.zw), t21.w);
    vec4 t25 = mix(t22, t19.ywyw, 0.342);
    vec4 t26 = clamp(t9, vec4(-8.80), vec4(8.68)); acc ^= ivec4(t9 * 16.0) & tables.masks[1];
    vec4 t27 = t6; if (t6.w > t3.y) t27 = -t3; else acc.y += 10;
    acc += ivec4(-85, -809, 519141, -668674267);
    return t27 + t26 * 0.5;
}

// stage_020: generated mixing stage, "step 20" of 150 \\ (two backslashes)
vec4 stage_020(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[20] + b;
    vec4 t1 = b.wzyx - a * -0.807425;
    vec4 t2 = clamp(t1, vec4(-7.79), vec4(3.17)); acc ^= ivec4(t1 * 16.0) & tables.masks[1];
    vec4 t3 = mix(t1, t2.zzxw, 0.959);
    vec4 t4 = floor(t2) + vec4(0.5909, 0.6628, 0.3338, 0.6107);
    vec4 t5 = t1 + t1 * -0.35190;
    vec4 t6 = clamp(t5, vec4(-1.35), vec4(6.32)); acc ^= ivec4(t5 * 16.0) & tables.masks[1];
    vec4 t7 = clamp(t3, vec4(-3.35), vec4(2.33)); acc ^= ivec4(t3 * 16.0) & tables.masks[7];
    vec4 t8 = clamp(t1, vec4(-6.30), vec4(6.51)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t9 = t4; if (t4.w > t1.x) t9 = -t1; else acc.x += 17;
    vec4 t10 = mix(t7, t3.wwzy, 0.467);
    vec4 t11 = vec4(dot(t5, t3), length(t5.xyz), distance(t5.xy, t3.zw), t5.w);
    vec4 t12 = mix(t2, t0.wzzy, 0.558);
    vec4 t13 = clamp(t6, vec4(-8.38), vec4(5.23)); acc ^= ivec4(t6 * 16.0) & tables.masks[4];
    vec4 t14 = t13; if (t13.w > t9.z) t14 = -t9; else acc.y += 50;
    vec4 t15 = mix(t1, t10.ywzw, 0.482);
    vec4 t16 = abs(t8) + vec4(0.9812, 0.2885, 0.9146, 0.7069);
    vec4 t17 = vec4(dot(t14, t0), length(t14.xyz), distance(t14.xy, t0.zw), t14.w);
    vec4 t18 = vec4(dot(t17, t14), length(t17.xyz), distance(t17.xy, t14.zw), t17.w);
    vec4 t19 = mix(t2, t2.wxwx, 0.145);
    vec4 t20 = t14; if (t14.x > t8.y) t20 = -t8; else acc.x += 50;
    vec4 t21 = t0; if (t0.x > t7.z) t21 = -t7; else acc.x += 75;
    vec4 t22 = clamp(t0, vec4(-7.92), vec4(6.21)); acc ^= ivec4(t0 * 16.0) & tables.masks[3];
    vec4 t23 = vec4(dot(t20, t3), length(t20.xyz), distance(t20.xy, t3.zw), t20.w);
    vec4 t24 = t1; if (t1.z > t0.x) t24 = -t0; else acc.x += 31;
    vec4 t25 = t24; if (t24.y > t11.y) t25 = -t11; else acc.w += 69;
    vec4 t26 = fract(t7) + vec4(0.0200, 0.7339, 0.9368, 0.8800);
    vec4 t27 = clamp(t5, vec4(-3.76), vec4(8.33)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    acc += ivec4(546, -237, 845926, -156775970);
    return t27 + t26 * 0.5;
}

// stage_021: generated mixing stage, "step 21" of 150 \\ (two backslashes)
vec4 stage_021(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[21] + b;
    vec4 t1 = b.wzyx - a * -3.547828;
    vec4 t2 = sin(t1) + vec4(0.2215, 0.9661, 0.9188, 0.9537);
    vec4 t3 = abs(t0) + vec4(0.8811, 0.7134, 0.5196, 0.9024);
    vec4 t4 = exp2(t2) + vec4(0.5091, 0.7210, 0.5796, 0.0286);
    vec4 t5 = t2; if (t2.w > t2.y) t5 = -t2; else acc.y += 1;
    vec4 t6 = clamp(t2, vec4(-5.45), vec4(5.31)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t7 = t2 * t0 * 0.00556;
    vec4 t8 = clamp(t3, vec4(-6.78), vec4(2.02)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    vec4 t9 = t2; if (t2.y > t8.z) t9 = -t8; else acc.w += 4;
    vec4 t10 = vec4(dot(t7, t4), length(t7.xyz), distance(t7.xy, t4.zw), t7.w);
    vec4 t11 = mix(t9, t2.zzxw, 0.382);
    vec4 t12 = vec4(dot(t3, t9), length(t3.xyz), distance(t3.xy, t9.zw), t3.w);
    vec4 t13 = vec4(dot(t7, t4), length(t7.xyz), distance(t7.xy, t4.zw), t7.w);
    vec4 t14 = mix(t0, t8.wxyy, 0.807);
    vec4 t15 = mix(t7, t10.xxww, 0.476);
    vec4 t16 = mix(t10, t4.wxzw, 0.810);
    vec4 t17 = clamp(t0, vec4(-3.01), vec4(8.72)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t18 = t8; if (t8.z > t11.y) t18 = -t11; else acc.y += 67;
    vec4 t19 = vec4(dot(t18, t12), length(t18.xyz), distance(t18.xy, t12.zw), t18.w);
    vec4 t20 = abs(t16) + vec4(0.3250, 0.3536, 0.8377, 0.6164);
    vec4 t21 = t11; if (t11.y > t2.w) t21 = -t2; else acc.x += 1;
    vec4 t22 = vec4(dot(t6, t0), length(t6.xyz), distance(t6.xy, t0.zw), t6.w);
    vec4 t23 = t3 + t6 * -0.85506;
    vec4 t24 = t7 * t5 * 0.23465;
    vec4 t25 = t14 + t12 * 1.59593;
    vec4 t26 = vec4(dot(t4, t5), length(t4.xyz), distance(t4.xy, t5.zw), t4.w);
    vec4 t27 = mix(t18, t25.zyxy, 0.057);
    acc += ivec4(635, -218, 574641, -1050227740);
    return t27 + t26 * 0.5;
}

// stage_022: generated mixing stage, "step 22" of 150 \\ (two backslashes)
vec4 stage_022(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[22] + b;
    vec4 t1 = b.wzyx - a * 3.672001;
    vec4 t2 = mix(t1, t1.wyxw, 0.386);
    vec4 t3 = mix(t0, t2.ywww, 0.402);
    vec4 t4 = clamp(t0, vec4(-7.49), vec4(1.81)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t5 = t3; if (t3.z > t0.z) t5 = -t0; else acc.x += 95;
    vec4 t6 = vec4(dot(t0, t5), length(t0.xyz), distance(t0.xy, t5.zw), t0.w);
    vec4 t7 = t0; if (t0.w > t6.z) t7 = -t6; else acc.z += 41;
    vec4 t8 = clamp(t0, vec4(-2.62), vec4(4.88)); acc ^= ivec4(t0 * 16.0) & tables.masks[3];
    vec4 t9 = t6; if (t6.z > t6.x) t9 = -t6; else acc.x += 37;
    vec4 t10 = tanh(t7) + vec4(0.2636, 0.4085, 0.8725, 0.3092);
    vec4 t11 = t10 + t2 * 0.09062;
    vec4 t12 = vec4(dot(t6, t0), length(t6.xyz), distance(t6.xy, t0.zw), t6.w);
    vec4 t13 = fract(t5) + vec4(0.8211, 0.3464, 0.6877, 0.9619);
    vec4 t14 = t2 - t8 * 0.02238;
    vec4 t15 = t0; if (t0.y > t14.y) t15 = -t14; else acc.w += 92;
    vec4 t16 = floor(t7) + vec4(0.0204, 0.5272, 0.0816, 0.4337);
    vec4 t17 = vec4(dot(t5, t12), length(t5.xyz), distance(t5.xy, t12.zw), t5.w);
    vec4 t18 = t0; if (t0.x > t9.w) t18 = -t9; else acc.w += 2;
    vec4 t19 = mix(t0, t3.zzxz, 0.254);
    vec4 t20 = t14; if (t14.y > t5.y) t20 = -t5; else acc.y += 15;
    vec4 t21 = floor(t12) + vec4(0.2802, 0.2933, 0.9604, 0.0878);
    vec4 t22 = t21 - t1 * 1.83033;
    vec4 t23 = floor(t22) + vec4(0.4808, 0.0945, 0.9992, 0.5189);
    vec4 t24 = cos(t10) + vec4(0.9906, 0.7705, 0.2074, 0.2081);
    vec4 t25 = t3 + t11 * -1.27380;
    vec4 t26 = clamp(t18, vec4(-2.03), vec4(6.60)); acc ^= ivec4(t18 * 16.0) & tables.masks[1];
    vec4 t27 = t16; if (t16.y > t25.x) t27 = -t25; else acc.x += 37;
    acc += ivec4(312, 898, 669130, -125461902);
    return t27 + t26 * 0.5;
}

// stage_023: generated mixing stage, "step 23" of 150 \\ (two backslashes)
vec4 stage_023(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[23] + b;
    vec4 t1 = b.wzyx - a * 2.155548;
    vec4 t2 = t0 * t1 * -1.83266;
    vec4 t3 = mix(t2, t0.zwzz, 0.230);
    vec4 t4 = mix(t2, t3.xxwx, 0.896);
    vec4 t5 = clamp(t4, vec4(-8.73), vec4(3.07)); acc ^= ivec4(t4 * 16.0) & tables.masks[1];
    vec4 t6 = abs(t2) + vec4(0.2910, 0.3675, 0.3276, 0.3701);
    vec4 t7 = t0; if (t0.w > t4.y) t7 = -t4; else acc.y += 98;
    vec4 t8 = t7 + t0 * -1.20171;
    vec4 t9 = t0; if (t0.x > t0.z) t9 = -t0; else acc.y += 38;
    vec4 t10 = t8 - t3 * -0.40136;
    vec4 t11 = mix(t3, t0.yzyy, 0.187);
    vec4 t12 = t5; if (t5.x > t3.z) t12 = -t3; else acc.y += 79;
    vec4 t13 = t3; if (t3.z > t2.x) t13 = -t2; else acc.x += 69;
    vec4 t14 = exp2(t12) + vec4(0.4449, 0.1368, 0.4271, 0.5277);
    vec4 t15 = vec4(dot(t3, t4), length(t3.xyz), distance(t3.xy, t4.zw), t3.w);
    vec4 t16 = t0; if (t0.x > t2.y) t16 = -t2; else acc.z += 62;
    vec4 t17 = mix(t0, t4.ywww, 0.687);
    vec4 t18 = floor(t1) + vec4(0.6689, 0.9676, 0.3127, 0.6942);
    vec4 t19 = mix(t2, t5.zwzx, 0.021);
    vec4 t20 = t16; if (t16.w > t7.y) t20 = -t7; else acc.x += 66;
    vec4 t21 = abs(t17) + vec4(0.1129, 0.1328, 0.4403, 0.9429);
    vec4 t22 = floor(t2) + vec4(0.1842, 0.6215, 0.5886, 0.8746);
    vec4 t23 = t7; if (t7.z > t11.y) t23 = -t11; else acc.z += 2;
    vec4 t24 = t14 - t8 * 0.95162;
    vec4 t25 = t0 * t4 * -0.01741;
    vec4 t26 = t4; if (t4.w > t18.w) t26 = -t18; else acc.x += 69;
    vec4 t27 = tanh(t19) + vec4(0.6635, 0.6881, 0.3450, 0.3288);
    acc += ivec4(697, 943, 503779, -120334346);
    return t27 + t26 * 0.5;
}

// stage_024: generated mixing stage, "step 24" of 150 \\ (two backslashes)
vec4 stage_024(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[24] + b;
    vec4 t1 = b.wzyx - a * 0.608470;
    vec4 t2 = mix(t0, t0.zzyx, 0.353);
    vec4 t3 = t1; if (t1.y > t0.x) t3 = -t0; else acc.y += 45;
    vec4 t4 = t3; if (t3.z > t3.z) t4 = -t3; else acc.y += 2;
    vec4 t5 = mix(t4, t2.xyyz, 0.825);
    vec4 t6 = clamp(t4, vec4(-5.02), vec4(1.72)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t7 = t5 + t1 * 0.33626;
    vec4 t8 = vec4(dot(t7, t0), length(t7.xyz), distance(t7.xy, t0.zw), t7.w);
    vec4 t9 = exp2(t1) + vec4(0.2465, 0.5336, 0.3277, 0.3109);
    vec4 t10 = vec4(dot(t3, t5), length(t3.xyz), distance(t3.xy, t5.zw), t3.w);
    vec4 t11 = mix(t3, t0.ywxx, 0.114);
    vec4 t12 = vec4(dot(t4, t8), length(t4.xyz), distance(t4.xy, t8.zw), t4.w);
    vec4 t13 = mix(t2, t10.zxwy, 0.622);
    vec4 t14 = vec4(dot(t7, t7), length(t7.xyz), distance(t7.xy, t7.zw), t7.w);
    vec4 t15 = floor(t1) + vec4(0.7091, 0.4279, 0.1620, 0.3195);
    vec4 t16 = clamp(t7, vec4(-8.56), vec4(1.30)); acc ^= ivec4(t7 * 16.0) & tables.masks[3];
    vec4 t17 = t8 * t16 * 1.86646;
    vec4 t18 = mix(t12, t13.wxzx, 0.099);
    vec4 t19 = mix(t10, t17.xzxx, 0.668);
    vec4 t20 = tanh(t3) + vec4(0.9258, 0.5252, 0.1476, 0.9383);
    vec4 t21 = vec4(dot(t19, t20), length(t19.xyz), distance(t19.xy, t20.zw), t19.w);
    vec4 t22 = clamp(t14, vec4(-3.46), vec4(2.93)); acc ^= ivec4(t14 * 16.0) & tables.masks[1];
    vec4 t23 = mix(t16, t10.wyzw, 0.944);
    vec4 t24 = t17 * t6 * 1.41502;
    vec4 t25 = t9; if (t9.x > t7.x) t25 = -t7; else acc.z += 11;
    vec4 t26 = vec4(dot(t19, t6), length(t19.xyz), distance(t19.xy, t6.zw), t19.w);
    vec4 t27 = sqrt(t2) + vec4(0.0450, 0.3061, 0.7562, 0.6609);
    acc += ivec4(-83, 551, 586386, -887988562);
    return t27 + t26 * 0.5;
}

// stage_025: generated mixing stage, "step 25" of 150 \\ (two backslashes)
vec4 stage_025(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[25] + b;
    vec4 t1 = b.wzyx - a * 2.486303;
    vec4 t2 = t0 * t0 * 1.34349;
    vec4 t3 = t1; if (t1.w > t1.y) t3 = -t1; else acc.z += 48;
    vec4 t4 = t1; if (t1.y > t2.w) t4 = -t2; else acc.x += 33;
    vec4 t5 = clamp(t1, vec4(-2.25), vec4(7.70)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t6 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t7 = cos(t3) + vec4(0.4092, 0.8030, 0.1891, 0.0909);
    vec4 t8 = vec4(dot(t0, t5), length(t0.xyz), distance(t0.xy, t5.zw), t0.w);
    vec4 t9 = mix(t4, t3.wwzz, 0.138);
    vec4 t10 = t0; if (t0.w > t0.y) t10 = -t0; else acc.z += 70;
    vec4 t11 = clamp(t9, vec4(-1.76), vec4(5.99)); acc ^= ivec4(t9 * 16.0) & tables.masks[1];
    vec4 t12 = vec4(dot(t10, t5), length(t10.xyz), distance(t10.xy, t5.zw), t10.w);
    vec4 t13 = abs(t6) + vec4(0.2062, 0.1002, 0.9835, 0.4712);
    vec4 t14 = t3 - t5 * 1.52207;
    vec4 t15 = t1 - t10 * 0.93277;
    vec4 t16 = clamp(t13, vec4(-2.44), vec4(2.23)); acc ^= ivec4(t13 * 16.0) & tables.masks[1];
    vec4 t17 = t11; if (t11.x > t16.y) t17 = -t16; else acc.w += 2;
    vec4 t18 = mix(t11, t5.yywz, 0.579);
    vec4 t19 = t15 + t16 * -1.15671;
    vec4 t20 = exp2(t17) + vec4(0.8268, 0.2310, 0.8414, 0.4620);
    vec4 t21 = t12; if (t12.w > t0.x) t21 = -t0; else acc.x += 13;
    vec4 t22 = mix(t2, t11.xwzy, 0.802);
    vec4 t23 = sin(t8) + vec4(0.5921, 0.0282, 0.9771, 0.7574);
    vec4 t24 = clamp(t7, vec4(-8.78), vec4(4.25)); acc ^= ivec4(t7 * 16.0) & tables.masks[7];
    vec4 t25 = clamp(t10, vec4(-6.43), vec4(8.79)); acc ^= ivec4(t10 * 16.0) & tables.masks[5];
    vec4 t26 = clamp(t25, vec4(-8.24), vec4(3.75)); acc ^= ivec4(t25 * 16.0) & tables.masks[6];
    vec4 t27 = sin(t16) + vec4(0.3858, 0.2929, 0.5899, 0.8465);
    acc += ivec4(-326, -70, 965982, -627964554);
    return t27 + t26 * 0.5;
}

// stage_026: generated mixing stage, "step 26" of 150 \\ (two backslashes)
vec4 stage_026(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[26] + b;
    vec4 t1 = b.wzyx - a * -3.501199;
    vec4 t2 = t1; if (t1.x > t0.w) t2 = -t0; else acc.w += 47;
    vec4 t3 = mix(t2, t0.zxyx, 0.562);
    vec4 t4 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t5 = t3; if (t3.x > t2.x) t5 = -t2; else acc.y += 76;
    vec4 t6 = clamp(t3, vec4(-2.04), vec4(5.84)); acc ^= ivec4(t3 * 16.0) & tables.masks[7];
    vec4 t7 = mix(t2, t0.ywzw, 0.575);
    vec4 t8 = mix(t7, t4.yzwx, 0.402);
    vec4 t9 = mix(t1, t8.zxzx, 0.385);
    vec4 t10 = t4 + t0 * -0.09143;
    vec4 t11 = clamp(t5, vec4(-4.05), vec4(2.93)); acc ^= ivec4(t5 * 16.0) & tables.masks[3];
    vec4 t12 = exp2(t1) + vec4(0.0261, 0.0590, 0.7151, 0.3404);
    vec4 t13 = t8; if (t8.w > t11.x) t13 = -t11; else acc.w += 56;
    vec4 t14 = mix(t6, t7.ywzx, 0.495);
    vec4 t15 = mix(t9, t8.ywwz, 0.949);
    vec4 t16 = t15; if (t15.w > t15.y) t16 = -t15; else acc.x += 24;
    vec4 t17 = t15 + t3 * -1.33067;
    vec4 t18 = t2; if (t2.z > t15.x) t18 = -t15; else acc.w += 25;
    vec4 t19 = t18; if (t18.y > t17.x) t19 = -t17; else acc.x += 51;
    vec4 t20 = floor(t2) + vec4(0.3906, 0.4280, 0.4043, 0.1276);
    vec4 t21 = t0; if (t0.x > t11.w) t21 = -t11; else acc.y += 56;
    vec4 t22 = t12; if (t12.x > t1.w) t22 = -t1; else acc.x += 23;
    vec4 t23 = vec4(dot(t20, t9), length(t20.xyz), distance(t20.xy, t9.zw), t20.w);
    vec4 t24 = abs(t12) + vec4(0.3023, 0.1703, 0.4448, 0.8181);
    vec4 t25 = t7 * t22 * 1.93881;
    vec4 t26 = t17; if (t17.x > t15.w) t26 = -t15; else acc.w += 24;
    vec4 t27 = clamp(t10, vec4(-4.54), vec4(8.18)); acc ^= ivec4(t10 * 16.0) & tables.masks[2];
    acc += ivec4(104, 705, 523774, -950615857);
    return t27 + t26 * 0.5;
}

// stage_027: generated mixing stage, "step 27" of 150 \\ (two backslashes)
vec4 stage_027(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[27] + b;
    vec4 t1 = b.wzyx - a * 2.215626;
    vec4 t2 = t1 - t0 * -0.56750;
    vec4 t3 = mix(t2, t1.zzwz, 0.153);
    vec4 t4 = mix(t3, t0.wxwy, 0.057);
    vec4 t5 = clamp(t0, vec4(-3.07), vec4(3.43)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t6 = vec4(dot(t4, t0), length(t4.xyz), distance(t4.xy, t0.zw), t4.w);
    vec4 t7 = vec4(dot(t5, t2), length(t5.xyz), distance(t5.xy, t2.zw), t5.w);
    vec4 t8 = clamp(t4, vec4(-7.86), vec4(8.66)); acc ^= ivec4(t4 * 16.0) & tables.masks[3];
    vec4 t9 = mix(t8, t8.zwxw, 0.856);
    vec4 t10 = t5 - t9 * 1.85657;
    vec4 t11 = mix(t8, t7.yzyy, 0.305);
    vec4 t12 = vec4(dot(t7, t1), length(t7.xyz), distance(t7.xy, t1.zw), t7.w);
    vec4 t13 = vec4(dot(t9, t7), length(t9.xyz), distance(t9.xy, t7.zw), t9.w);
    vec4 t14 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t15 = floor(t11) + vec4(0.7456, 0.7602, 0.3344, 0.8938);
    vec4 t16 = vec4(dot(t8, t9), length(t8.xyz), distance(t8.xy, t9.zw), t8.w);
    vec4 t17 = sin(t12) + vec4(0.9860, 0.0254, 0.3241, 0.2181);
    vec4 t18 = t3; if (t3.x > t10.z) t18 = -t10; else acc.w += 18;
    vec4 t19 = clamp(t9, vec4(-7.83), vec4(2.45)); acc ^= ivec4(t9 * 16.0) & tables.masks[2];
    vec4 t20 = sqrt(t3) + vec4(0.7621, 0.9333, 0.2154, 0.6521);
    vec4 t21 = t7; if (t7.y > t20.w) t21 = -t20; else acc.x += 66;
    vec4 t22 = t2; if (t2.y > t11.w) t22 = -t11; else acc.x += 58;
    vec4 t23 = vec4(dot(t15, t2), length(t15.xyz), distance(t15.xy, t2.zw), t15.w);
    vec4 t24 = t0 + t20 * 0.72617;
    vec4 t25 = clamp(t20, vec4(-4.54), vec4(5.90)); acc ^= ivec4(t20 * 16.0) & tables.masks[5];
    vec4 t26 = t14 + t6 * 0.95185;
    vec4 t27 = clamp(t20, vec4(-5.95), vec4(5.99)); acc ^= ivec4(t20 * 16.0) & tables.masks[5];
    acc += ivec4(-704, 912, 552366, -640175162);
    return t27 + t26 * 0.5;
}

// stage_028: generated mixing stage, "step 28" of 150 \\ (two backslashes)
vec4 stage_028(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[28] + b;
    vec4 t1 = b.wzyx - a * -3.665886;
    vec4 t2 = clamp(t0, vec4(-1.03), vec4(6.47)); acc ^= ivec4(t0 * 16.0) & tables.masks[6];
    vec4 t3 = t0; if (t0.w > t2.z) t3 = -t2; else acc.z += 16;
    vec4 t4 = t0; if (t0.z > t1.w) t4 = -t1; else acc.x += 48;
    vec4 t5 = mix(t4, t0.ywxz, 0.120);
    vec4 t6 = t0 * t3 * -1.54583;
    vec4 t7 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t8 = t0 - t2 * -0.87897;
    vec4 t9 = t8 * t5 * 0.96753;
    vec4 t10 = vec4(dot(t9, t4), length(t9.xyz), distance(t9.xy, t4.zw), t9.w);
    vec4 t11 = mix(t2, t10.zyyx, 0.207);
    vec4 t12 = sin(t8) + vec4(0.5049, 0.8945, 0.2192, 0.7616);
    vec4 t13 = mix(t1, t1.ywwz, 0.305);
    vec4 t14 = clamp(t2, vec4(-7.39), vec4(5.26)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t15 = sin(t10) + vec4(0.8908, 0.4296, 0.1266, 0.0163);
    vec4 t16 = vec4(dot(t9, t13), length(t9.xyz), distance(t9.xy, t13.zw), t9.w);
    vec4 t17 = clamp(t3, vec4(-1.68), vec4(8.14)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t18 = vec4(dot(t14, t1), length(t14.xyz), distance(t14.xy, t1.zw), t14.w);
    vec4 t19 = sqrt(t16) + vec4(0.5992, 0.5654, 0.6044, 0.5675);
    vec4 t20 = t5 * t1 * 1.32167;
    vec4 t21 = mix(t1, t11.xxyx, 0.403);
    vec4 t22 = sqrt(t8) + vec4(0.5650, 0.3455, 0.3569, 0.6914);
    vec4 t23 = sin(t19) + vec4(0.0816, 0.8511, 0.4147, 0.5660);
    vec4 t24 = t23 + t5 * 1.22032;
    vec4 t25 = t17 + t15 * 0.85736;
    vec4 t26 = t12 + t14 * 0.25390;
    vec4 t27 = exp2(t18) + vec4(0.7893, 0.0634, 0.0753, 0.3940);
    acc += ivec4(447, 686, 215753, -696178788);
    return t27 + t26 * 0.5;
}

// stage_029: generated mixing stage, "step 29" of 150 \\ (two backslashes)
vec4 stage_029(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[29] + b;
    vec4 t1 = b.wzyx - a * 0.323604;
    vec4 t2 = t0 + t0 * -1.33976;
    vec4 t3 = clamp(t0, vec4(-2.30), vec4(5.71)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t4 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t5 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t6 = t0; if (t0.y > t5.y) t6 = -t5; else acc.y += 30;
    vec4 t7 = sqrt(t3) + vec4(0.5059, 0.1497, 0.3376, 0.7189);
    vec4 t8 = t3 + t2 * -1.02252;
    vec4 t9 = clamp(t4, vec4(-4.48), vec4(4.32)); acc ^= ivec4(t4 * 16.0) & tables.masks[2];
    vec4 t10 = vec4(dot(t4, t5), length(t4.xyz), distance(t4.xy, t5.zw), t4.w);
    vec4 t11 = t3; if (t3.w > t8.x) t11 = -t8; else acc.w += 79;
    vec4 t12 = abs(t2) + vec4(0.3903, 0.0650, 0.6672, 0.3484);
    vec4 t13 = t4 - t4 * -0.53759;
    vec4 t14 = abs(t13) + vec4(0.2442, 0.0552, 0.2290, 0.8121);
    vec4 t15 = abs(t3) + vec4(0.1089, 0.8992, 0.8194, 0.4757);
    vec4 t16 = t4 - t14 * -0.98235;
    vec4 t17 = t4 - t13 * -0.75705;
    vec4 t18 = tanh(t11) + vec4(0.0941, 0.0330, 0.9994, 0.1225);
    vec4 t19 = clamp(t13, vec4(-3.35), vec4(7.13)); acc ^= ivec4(t13 * 16.0) & tables.masks[7];
    vec4 t20 = mix(t17, t11.wwyz, 0.451);
    vec4 t21 = mix(t10, t16.zwxx, 0.946);
    vec4 t22 = t0; if (t0.w > t4.x) t22 = -t4; else acc.w += 92;
    vec4 t23 = t16; if (t16.x > t21.w) t23 = -t21; else acc.y += 39;
    vec4 t24 = t10 + t12 * -1.58247;
    vec4 t25 = mix(t18, t1.zxxy, 0.553);
    vec4 t26 = vec4(dot(t8, t25), length(t8.xyz), distance(t8.xy, t25.zw), t8.w);
    vec4 t27 = t22; if (t22.z > t17.y) t27 = -t17; else acc.w += 75;
    acc += ivec4(-971, 647, 742714, -1017527860);
    return t27 + t26 * 0.5;
}

// stage_030: generated mixing stage, "step 30" of 150 \\ (two backslashes)
vec4 stage_030(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[30] + b;
    vec4 t1 = b.wzyx - a * 0.783587;
    vec4 t2 = clamp(t1, vec4(-4.21), vec4(6.21)); acc ^= ivec4(t1 * 16.0) & tables.masks[6];
    vec4 t3 = mix(t2, t1.xwzy, 0.598);
    vec4 t4 = mix(t3, t1.zwzy, 0.352);
    vec4 t5 = tanh(t1) + vec4(0.1858, 0.1731, 0.3801, 0.5054);
    vec4 t6 = fract(t0) + vec4(0.1799, 0.6220, 0.2284, 0.7388);
    vec4 t7 = vec4(dot(t6, t3), length(t6.xyz), distance(t6.xy, t3.zw), t6.w);
    vec4 t8 = vec4(dot(t1, t6), length(t1.xyz), distance(t1.xy, t6.zw), t1.w);
    vec4 t9 = mix(t4, t7.wwzz, 0.721);
    vec4 t10 = sqrt(t9) + vec4(0.2777, 0.8820, 0.8116, 0.1308);
    vec4 t11 = mix(t2, t4.wyyz, 0.320);
    vec4 t12 = cos(t7) + vec4(0.7215, 0.6712, 0.1204, 0.2840);
    vec4 t13 = clamp(t1, vec4(-6.78), vec4(4.91)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t14 = vec4(dot(t5, t2), length(t5.xyz), distance(t5.xy, t2.zw), t5.w);
    vec4 t15 = sin(t1) + vec4(0.1373, 0.2091, 0.5495, 0.7574);
    vec4 t16 = mix(t15, t15.xyxw, 0.457);
    vec4 t17 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t18 = clamp(t12, vec4(-4.94), vec4(5.08)); acc ^= ivec4(t12 * 16.0) & tables.masks[1];
    vec4 t19 = sqrt(t12) + vec4(0.8748, 0.4920, 0.3218, 0.2974);
    vec4 t20 = vec4(dot(t5, t10), length(t5.xyz), distance(t5.xy, t10.zw), t5.w);
    vec4 t21 = mix(t3, t12.ywww, 0.493);
    vec4 t22 = mix(t8, t18.ywxy, 0.978);
    vec4 t23 = exp2(t10) + vec4(0.1098, 0.2360, 0.7694, 0.6794);
    vec4 t24 = t0; if (t0.y > t8.w) t24 = -t8; else acc.w += 90;
    vec4 t25 = clamp(t20, vec4(-8.44), vec4(3.91)); acc ^= ivec4(t20 * 16.0) & tables.masks[0];
    vec4 t26 = vec4(dot(t22, t11), length(t22.xyz), distance(t22.xy, t11.zw), t22.w);
    vec4 t27 = vec4(dot(t3, t3), length(t3.xyz), distance(t3.xy, t3.zw), t3.w);
    acc += ivec4(557, -158, 407443, -76995237);
    return t27 + t26 * 0.5;
}

// stage_031: generated mixing stage, "step 31" of 150 \\ (two backslashes)
vec4 stage_031(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[31] + b;
    vec4 t1 = b.wzyx - a * -1.114635;
    vec4 t2 = tanh(t0) + vec4(0.9789, 0.5381, 0.0202, 0.6594);
    vec4 t3 = clamp(t1, vec4(-2.58), vec4(5.08)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t4 = clamp(t1, vec4(-4.13), vec4(6.60)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t5 = t1 + t1 * 0.26532;
    vec4 t6 = mix(t4, t2.zxwy, 0.081);
    vec4 t7 = t2; if (t2.z > t5.z) t7 = -t5; else acc.w += 21;
    vec4 t8 = t7 + t3 * 0.25244;
    vec4 t9 = vec4(dot(t3, t7), length(t3.xyz), distance(t3.xy, t7.zw), t3.w);
    vec4 t10 = cos(t9) + vec4(0.1992, 0.7395, 0.8993, 0.1588);
    vec4 t11 = sin(t2) + vec4(0.8395, 0.0912, 0.7740, 0.7489);
    vec4 t12 = vec4(dot(t5, t5), length(t5.xyz), distance(t5.xy, t5.zw), t5.w);
    vec4 t13 = sin(t6) + vec4(0.0996, 0.8596, 0.3237, 0.8776);
    vec4 t14 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t15 = mix(t7, t7.zzyx, 0.314);
    vec4 t16 = vec4(dot(t14, t0), length(t14.xyz), distance(t14.xy, t0.zw), t14.w);
    vec4 t17 = vec4(dot(t8, t2), length(t8.xyz), distance(t8.xy, t2.zw), t8.w);
    vec4 t18 = vec4(dot(t2, t8), length(t2.xyz), distance(t2.xy, t8.zw), t2.w);
    vec4 t19 = t0 - t12 * -0.03601;
    vec4 t20 = vec4(dot(t14, t3), length(t14.xyz), distance(t14.xy, t3.zw), t14.w);
    vec4 t21 = t13; if (t13.x > t13.z) t21 = -t13; else acc.w += 85;
    vec4 t22 = t16 + t14 * 0.79577;
    vec4 t23 = t1; if (t1.y > t3.y) t23 = -t3; else acc.z += 58;
    vec4 t24 = t12; if (t12.x > t13.z) t24 = -t13; else acc.x += 22;
    vec4 t25 = mix(t6, t18.xzxz, 0.378);
    vec4 t26 = clamp(t1, vec4(-6.38), vec4(1.84)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t27 = t25 * t6 * 0.77427;
    acc += ivec4(10, 996, 181199, -380578223);
    return t27 + t26 * 0.5;
}

// stage_032: generated mixing stage, "step 32" of 150 \\ (two backslashes)
vec4 stage_032(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[0] + b;
    vec4 t1 = b.wzyx - a * -0.622161;
    vec4 t2 = t0 - t1 * -0.49265;
    vec4 t3 = mix(t2, t0.zwzy, 0.982);
    vec4 t4 = t0; if (t0.x > t2.y) t4 = -t2; else acc.w += 25;
    vec4 t5 = clamp(t1, vec4(-1.32), vec4(5.87)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t6 = mix(t4, t1.xxwz, 0.394);
    vec4 t7 = clamp(t0, vec4(-2.44), vec4(7.70)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t8 = t2; if (t2.y > t6.y) t8 = -t6; else acc.w += 16;
    vec4 t9 = t1 - t0 * -1.42687;
    vec4 t10 = sqrt(t4) + vec4(0.7329, 0.6837, 0.4820, 0.4449);
    vec4 t11 = mix(t10, t4.zwyx, 0.437);
    vec4 t12 = mix(t1, t2.zwxz, 0.779);
    vec4 t13 = t7; if (t7.x > t8.x) t13 = -t8; else acc.x += 30;
    vec4 t14 = mix(t9, t9.yzzx, 0.360);
    vec4 t15 = clamp(t11, vec4(-4.50), vec4(3.12)); acc ^= ivec4(t11 * 16.0) & tables.masks[1];
    vec4 t16 = vec4(dot(t11, t5), length(t11.xyz), distance(t11.xy, t5.zw), t11.w);
    vec4 t17 = clamp(t4, vec4(-2.23), vec4(2.01)); acc ^= ivec4(t4 * 16.0) & tables.masks[3];
    vec4 t18 = clamp(t7, vec4(-7.13), vec4(5.02)); acc ^= ivec4(t7 * 16.0) & tables.masks[7];
    vec4 t19 = vec4(dot(t4, t15), length(t4.xyz), distance(t4.xy, t15.zw), t4.w);
    vec4 t20 = t1 * t8 * -0.59337;
    vec4 t21 = tanh(t17) + vec4(0.8711, 0.6254, 0.7659, 0.1337);
    vec4 t22 = mix(t6, t19.xzzx, 0.118);
    vec4 t23 = mix(t9, t20.zzyy, 0.957);
    vec4 t24 = mix(t1, t21.yzzw, 0.551);
    vec4 t25 = t10 * t16 * 0.93650;
    vec4 t26 = tanh(t3) + vec4(0.2955, 0.4191, 0.9657, 0.7513);
    vec4 t27 = vec4(dot(t22, t10), length(t22.xyz), distance(t22.xy, t10.zw), t22.w);
    acc += ivec4(41, 368, 215960, -237775934);
    return t27 + t26 * 0.5;
}

// stage_033: generated mixing stage, "step 33" of 150 \\ (two backslashes)
vec4 stage_033(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[1] + b;
    vec4 t1 = b.wzyx - a * 3.277165;
    vec4 t2 = mix(t1, t1.zxww, 0.298);
    vec4 t3 = clamp(t2, vec4(-5.45), vec4(8.23)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t4 = mix(t1, t0.xwzw, 0.409);
    vec4 t5 = clamp(t3, vec4(-3.92), vec4(2.19)); acc ^= ivec4(t3 * 16.0) & tables.masks[1];
    vec4 t6 = exp2(t0) + vec4(0.9702, 0.9880, 0.6075, 0.6036);
    vec4 t7 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t8 = t1; if (t1.x > t2.z) t8 = -t2; else acc.w += 75;
    vec4 t9 = clamp(t4, vec4(-6.41), vec4(5.04)); acc ^= ivec4(t4 * 16.0) & tables.masks[7];
    vec4 t10 = mix(t5, t3.yzww, 0.764);
    vec4 t11 = t9 - t7 * -1.68881;
    vec4 t12 = mix(t3, t8.xzyy, 0.135);
    vec4 t13 = t8 + t9 * -0.62804;
    vec4 t14 = t7 - t8 * 1.21111;
    vec4 t15 = clamp(t12, vec4(-1.68), vec4(5.90)); acc ^= ivec4(t12 * 16.0) & tables.masks[2];
    vec4 t16 = t5 * t13 * 0.18895;
    vec4 t17 = mix(t16, t6.yzxw, 0.761);
    vec4 t18 = t16; if (t16.y > t9.z) t18 = -t9; else acc.z += 87;
    vec4 t19 = t8 - t15 * -1.27753;
    vec4 t20 = mix(t11, t19.wyyy, 0.280);
    vec4 t21 = floor(t9) + vec4(0.4958, 0.0835, 0.3715, 0.9123);
    vec4 t22 = floor(t12) + vec4(0.7588, 0.9238, 0.3740, 0.4081);
    vec4 t23 = t17; if (t17.y > t16.x) t23 = -t16; else acc.y += 32;
    vec4 t24 = vec4(dot(t9, t16), length(t9.xyz), distance(t9.xy, t16.zw), t9.w);
    vec4 t25 = vec4(dot(t16, t18), length(t16.xyz), distance(t16.xy, t18.zw), t16.w);
    vec4 t26 = fract(t15) + vec4(0.5546, 0.1502, 0.8797, 0.7906);
    vec4 t27 = t16; if (t16.y > t17.y) t27 = -t17; else acc.z += 64;
    acc += ivec4(742, 520, 806414, -769680142);
    return t27 + t26 * 0.5;
}

// stage_034: generated mixing stage, "step 34" of 150 \\ (two backslashes)
vec4 stage_034(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[2] + b;
    vec4 t1 = b.wzyx - a * 3.718952;
    vec4 t2 = t0 - t0 * 1.26005;
    vec4 t3 = sin(t0) + vec4(0.4679, 0.1312, 0.5190, 0.6590);
    vec4 t4 = t0; if (t0.y > t2.w) t4 = -t2; else acc.z += 24;
    vec4 t5 = mix(t2, t3.ywxx, 0.450);
    vec4 t6 = t0 * t0 * -1.01851;
    vec4 t7 = t2; if (t2.z > t6.w) t7 = -t6; else acc.y += 1;
    vec4 t8 = exp2(t5) + vec4(0.2470, 0.2836, 0.5675, 0.1923);
    vec4 t9 = sqrt(t4) + vec4(0.7493, 0.9321, 0.1334, 0.7492);
    vec4 t10 = mix(t0, t0.wyzz, 0.579);
    vec4 t11 = t4; if (t4.y > t1.x) t11 = -t1; else acc.z += 92;
    vec4 t12 = clamp(t5, vec4(-8.85), vec4(4.96)); acc ^= ivec4(t5 * 16.0) & tables.masks[2];
    vec4 t13 = t12; if (t12.y > t0.w) t13 = -t0; else acc.w += 7;
    vec4 t14 = clamp(t3, vec4(-7.59), vec4(7.22)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t15 = fract(t1) + vec4(0.2527, 0.1764, 0.9513, 0.8089);
    vec4 t16 = mix(t6, t12.zyyy, 0.904);
    vec4 t17 = mix(t3, t2.yxyx, 0.813);
    vec4 t18 = exp2(t17) + vec4(0.1127, 0.2133, 0.7436, 0.4227);
    vec4 t19 = vec4(dot(t7, t3), length(t7.xyz), distance(t7.xy, t3.zw), t7.w);
    vec4 t20 = t11 * t2 * -1.94013;
    vec4 t21 = t9 * t6 * 1.60318;
    vec4 t22 = fract(t13) + vec4(0.3525, 0.6655, 0.7436, 0.9416);
    vec4 t23 = clamp(t0, vec4(-1.49), vec4(6.91)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t24 = exp2(t23) + vec4(0.6730, 0.6236, 0.2298, 0.1660);
    vec4 t25 = mix(t23, t0.yyzz, 0.470);
    vec4 t26 = t18; if (t18.z > t8.z) t26 = -t8; else acc.w += 84;
    vec4 t27 = vec4(dot(t2, t8), length(t2.xyz), distance(t2.xy, t8.zw), t2.w);
    acc += ivec4(-63, 616, 721765, -1004181526);
    return t27 + t26 * 0.5;
}

// stage_035: generated mixing stage, "step 35" of 150 \\ (two backslashes)
vec4 stage_035(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[3] + b;
    vec4 t1 = b.wzyx - a * -0.711157;
    vec4 t2 = clamp(t0, vec4(-3.48), vec4(2.34)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t3 = mix(t2, t1.zwzz, 0.633);
    vec4 t4 = t3 - t0 * 0.54718;
    vec4 t5 = clamp(t1, vec4(-7.19), vec4(7.63)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t6 = t2; if (t2.y > t4.w) t6 = -t4; else acc.x += 96;
    vec4 t7 = clamp(t4, vec4(-6.85), vec4(4.62)); acc ^= ivec4(t4 * 16.0) & tables.masks[6];
    vec4 t8 = fract(t7) + vec4(0.9059, 0.1200, 0.7125, 0.3378);
    vec4 t9 = clamp(t3, vec4(-2.82), vec4(7.21)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t10 = vec4(dot(t8, t6), length(t8.xyz), distance(t8.xy, t6.zw), t8.w);
    vec4 t11 = exp2(t7) + vec4(0.2491, 0.9697, 0.8982, 0.0773);
    vec4 t12 = mix(t7, t7.wyzz, 0.746);
    vec4 t13 = t3; if (t3.z > t12.w) t13 = -t12; else acc.y += 99;
    vec4 t14 = clamp(t11, vec4(-2.24), vec4(2.87)); acc ^= ivec4(t11 * 16.0) & tables.masks[2];
    vec4 t15 = mix(t0, t5.wyzx, 0.616);
    vec4 t16 = vec4(dot(t1, t15), length(t1.xyz), distance(t1.xy, t15.zw), t1.w);
    vec4 t17 = sin(t14) + vec4(0.1221, 0.4337, 0.3706, 0.7123);
    vec4 t18 = vec4(dot(t4, t1), length(t4.xyz), distance(t4.xy, t1.zw), t4.w);
    vec4 t19 = fract(t2) + vec4(0.1375, 0.8000, 0.3438, 0.7201);
    vec4 t20 = t14 + t14 * 0.10365;
    vec4 t21 = vec4(dot(t8, t10), length(t8.xyz), distance(t8.xy, t10.zw), t8.w);
    vec4 t22 = t2; if (t2.x > t10.x) t22 = -t10; else acc.w += 99;
    vec4 t23 = mix(t11, t3.zwwx, 0.684);
    vec4 t24 = floor(t22) + vec4(0.4638, 0.8776, 0.6439, 0.6629);
    vec4 t25 = clamp(t4, vec4(-6.70), vec4(8.95)); acc ^= ivec4(t4 * 16.0) & tables.masks[5];
    vec4 t26 = mix(t6, t3.wywz, 0.987);
    vec4 t27 = t18 - t21 * -0.16296;
    acc += ivec4(-33, -498, 490427, -545874936);
    return t27 + t26 * 0.5;
}

// stage_036: generated mixing stage, "step 36" of 150 \\ (two backslashes)
vec4 stage_036(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[4] + b;
    vec4 t1 = b.wzyx - a * 0.938580;
    vec4 t2 = clamp(t0, vec4(-8.42), vec4(3.07)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t3 = sin(t1) + vec4(0.9075, 0.0123, 0.3070, 0.5343);
    vec4 t4 = cos(t1) + vec4(0.3880, 0.4562, 0.5650, 0.7991);
    vec4 t5 = clamp(t0, vec4(-3.26), vec4(4.12)); acc ^= ivec4(t0 * 16.0) & tables.masks[6];
    vec4 t6 = vec4(dot(t1, t4), length(t1.xyz), distance(t1.xy, t4.zw), t1.w);
    vec4 t7 = mix(t2, t5.wwww, 0.558);
    vec4 t8 = mix(t0, t0.zwxy, 0.635);
    vec4 t9 = sin(t0) + vec4(0.6038, 0.6727, 0.3845, 0.1971);
    vec4 t10 = mix(t8, t8.xzwx, 0.343);
    vec4 t11 = mix(t5, t4.wwyx, 0.162);
    vec4 t12 = t11 * t1 * -1.47956;
    vec4 t13 = vec4(dot(t5, t3), length(t5.xyz), distance(t5.xy, t3.zw), t5.w);
    vec4 t14 = exp2(t0) + vec4(0.8397, 0.9190, 0.8156, 0.9565);
    vec4 t15 = clamp(t10, vec4(-8.86), vec4(8.79)); acc ^= ivec4(t10 * 16.0) & tables.masks[7];
    vec4 t16 = exp2(t1) + vec4(0.8693, 0.2281, 0.3398, 0.8348);
    vec4 t17 = clamp(t1, vec4(-2.64), vec4(3.77)); acc ^= ivec4(t1 * 16.0) & tables.masks[6];
    vec4 t18 = clamp(t6, vec4(-4.05), vec4(7.75)); acc ^= ivec4(t6 * 16.0) & tables.masks[7];
    vec4 t19 = mix(t15, t17.yzyx, 0.547);
    vec4 t20 = mix(t0, t4.xzyx, 0.247);
    vec4 t21 = clamp(t13, vec4(-4.40), vec4(7.52)); acc ^= ivec4(t13 * 16.0) & tables.masks[2];
    vec4 t22 = t13; if (t13.w > t11.w) t22 = -t11; else acc.x += 60;
    vec4 t23 = vec4(dot(t18, t16), length(t18.xyz), distance(t18.xy, t16.zw), t18.w);
    vec4 t24 = t6; if (t6.x > t17.y) t24 = -t17; else acc.y += 59;
    vec4 t25 = t6; if (t6.w > t0.z) t25 = -t0; else acc.y += 77;
    vec4 t26 = t18; if (t18.y > t14.y) t26 = -t14; else acc.z += 98;
    vec4 t27 = t21; if (t21.z > t25.y) t27 = -t25; else acc.w += 36;
    acc += ivec4(-666, -967, 93435, -183850507);
    return t27 + t26 * 0.5;
}

// stage_037: generated mixing stage, "step 37" of 150 \\ (two backslashes)
vec4 stage_037(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[5] + b;
    vec4 t1 = b.wzyx - a * 0.671682;
    vec4 t2 = t0; if (t0.y > t0.y) t2 = -t0; else acc.x += 41;
    vec4 t3 = t0; if (t0.y > t2.y) t3 = -t2; else acc.y += 38;
    vec4 t4 = t3; if (t3.y > t2.z) t4 = -t2; else acc.w += 67;
    vec4 t5 = t4 + t2 * 0.23133;
    vec4 t6 = t0; if (t0.x > t4.x) t6 = -t4; else acc.x += 81;
    vec4 t7 = clamp(t5, vec4(-7.39), vec4(2.13)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t8 = t7; if (t7.x > t7.z) t8 = -t7; else acc.x += 32;
    vec4 t9 = t7; if (t7.w > t3.z) t9 = -t3; else acc.y += 34;
    vec4 t10 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t11 = clamp(t5, vec4(-5.76), vec4(1.27)); acc ^= ivec4(t5 * 16.0) & tables.masks[2];
    vec4 t12 = floor(t5) + vec4(0.9107, 0.6835, 0.3459, 0.3925);
    vec4 t13 = t10; if (t10.y > t3.y) t13 = -t3; else acc.z += 44;
    vec4 t14 = floor(t0) + vec4(0.1654, 0.8778, 0.2775, 0.7254);
    vec4 t15 = t4; if (t4.w > t11.x) t15 = -t11; else acc.z += 85;
    vec4 t16 = t0 * t8 * -1.29415;
    vec4 t17 = clamp(t12, vec4(-7.89), vec4(1.67)); acc ^= ivec4(t12 * 16.0) & tables.masks[4];
    vec4 t18 = clamp(t0, vec4(-8.41), vec4(8.36)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t19 = floor(t5) + vec4(0.0439, 0.1784, 0.9234, 0.5728);
    vec4 t20 = clamp(t6, vec4(-7.00), vec4(8.92)); acc ^= ivec4(t6 * 16.0) & tables.masks[4];
    vec4 t21 = t1 * t7 * -1.30954;
    vec4 t22 = clamp(t21, vec4(-8.65), vec4(3.85)); acc ^= ivec4(t21 * 16.0) & tables.masks[0];
    vec4 t23 = clamp(t5, vec4(-1.59), vec4(5.86)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t24 = cos(t12) + vec4(0.9101, 0.5967, 0.8849, 0.7527);
    vec4 t25 = vec4(dot(t19, t24), length(t19.xyz), distance(t19.xy, t24.zw), t19.w);
    vec4 t26 = t9 + t0 * 1.51950;
    vec4 t27 = clamp(t11, vec4(-1.92), vec4(4.60)); acc ^= ivec4(t11 * 16.0) & tables.masks[7];
    acc += ivec4(-648, -906, 806169, -763909461);
    return t27 + t26 * 0.5;
}

// stage_038: generated mixing stage, "step 38" of 150 \\ (two backslashes)
vec4 stage_038(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[6] + b;
    vec4 t1 = b.wzyx - a * -3.984634;
    vec4 t2 = sin(t0) + vec4(0.3176, 0.9279, 0.3528, 0.5385);
    vec4 t3 = t2; if (t2.z > t2.y) t3 = -t2; else acc.x += 12;
    vec4 t4 = t1; if (t1.y > t1.z) t4 = -t1; else acc.x += 88;
    vec4 t5 = t4 + t2 * -1.69074;
    vec4 t6 = t2; if (t2.w > t1.x) t6 = -t1; else acc.x += 38;
    vec4 t7 = mix(t2, t2.wwyw, 0.722);
    vec4 t8 = t2 - t1 * 1.82778;
    vec4 t9 = clamp(t8, vec4(-7.40), vec4(4.06)); acc ^= ivec4(t8 * 16.0) & tables.masks[7];
    vec4 t10 = clamp(t0, vec4(-1.58), vec4(3.23)); acc ^= ivec4(t0 * 16.0) & tables.masks[6];
    vec4 t11 = mix(t0, t7.ywzy, 0.576);
    vec4 t12 = sqrt(t7) + vec4(0.7449, 0.8888, 0.2366, 0.6126);
    vec4 t13 = t2; if (t2.x > t3.y) t13 = -t3; else acc.w += 6;
    vec4 t14 = clamp(t1, vec4(-8.31), vec4(5.61)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t15 = floor(t3) + vec4(0.9764, 0.5470, 0.1126, 0.9636);
    vec4 t16 = t0 * t12 * -0.33177;
    vec4 t17 = abs(t13) + vec4(0.6918, 0.6474, 0.3328, 0.1919);
    vec4 t18 = t8; if (t8.x > t14.x) t18 = -t14; else acc.z += 25;
    vec4 t19 = vec4(dot(t1, t14), length(t1.xyz), distance(t1.xy, t14.zw), t1.w);
    vec4 t20 = mix(t18, t18.wxyx, 0.071);
    vec4 t21 = clamp(t2, vec4(-3.85), vec4(7.25)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    vec4 t22 = t0; if (t0.y > t15.z) t22 = -t15; else acc.w += 46;
    vec4 t23 = vec4(dot(t21, t19), length(t21.xyz), distance(t21.xy, t19.zw), t21.w);
    vec4 t24 = t9; if (t9.x > t21.x) t24 = -t21; else acc.y += 61;
    vec4 t25 = clamp(t12, vec4(-2.32), vec4(1.04)); acc ^= ivec4(t12 * 16.0) & tables.masks[5];
    vec4 t26 = t11 * t7 * -1.54393;
    vec4 t27 = vec4(dot(t15, t2), length(t15.xyz), distance(t15.xy, t2.zw), t15.w);
    acc += ivec4(-416, -640, 253514, -824615538);
    return t27 + t26 * 0.5;
}

// stage_039: generated mixing stage, "step 39" of 150 \\ (two backslashes)
vec4 stage_039(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[7] + b;
    vec4 t1 = b.wzyx - a * -2.385548;
    vec4 t2 = clamp(t1, vec4(-7.89), vec4(7.21)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t3 = t0 - t2 * -0.11569;
    vec4 t4 = tanh(t3) + vec4(0.9571, 0.1607, 0.9351, 0.6597);
    vec4 t5 = t4; if (t4.x > t0.y) t5 = -t0; else acc.w += 93;
    vec4 t6 = vec4(dot(t4, t0), length(t4.xyz), distance(t4.xy, t0.zw), t4.w);
    vec4 t7 = t4 - t1 * 0.55520;
    vec4 t8 = clamp(t6, vec4(-6.99), vec4(6.19)); acc ^= ivec4(t6 * 16.0) & tables.masks[1];
    vec4 t9 = t7 - t8 * -1.05687;
    vec4 t10 = mix(t2, t5.yzwx, 0.721);
    vec4 t11 = cos(t0) + vec4(0.9642, 0.4003, 0.0215, 0.6465);
    vec4 t12 = t8 - t1 * 0.48015;
    vec4 t13 = vec4(dot(t0, t9), length(t0.xyz), distance(t0.xy, t9.zw), t0.w);
    vec4 t14 = mix(t0, t10.xyyz, 0.520);
    vec4 t15 = t12; if (t12.y > t2.z) t15 = -t2; else acc.w += 51;
    vec4 t16 = t13; if (t13.z > t14.x) t16 = -t14; else acc.w += 45;
    vec4 t17 = clamp(t9, vec4(-4.08), vec4(2.51)); acc ^= ivec4(t9 * 16.0) & tables.masks[5];
    vec4 t18 = fract(t8) + vec4(0.5231, 0.6135, 0.5003, 0.2323);
    vec4 t19 = mix(t12, t10.ywyw, 0.307);
    vec4 t20 = vec4(dot(t17, t5), length(t17.xyz), distance(t17.xy, t5.zw), t17.w);
    vec4 t21 = clamp(t18, vec4(-2.09), vec4(1.57)); acc ^= ivec4(t18 * 16.0) & tables.masks[5];
    vec4 t22 = t0; if (t0.y > t9.z) t22 = -t9; else acc.z += 36;
    vec4 t23 = mix(t8, t16.zzzx, 0.579);
    vec4 t24 = t13; if (t13.z > t21.y) t24 = -t21; else acc.y += 4;
    vec4 t25 = t12; if (t12.w > t17.w) t25 = -t17; else acc.z += 25;
    vec4 t26 = vec4(dot(t5, t4), length(t5.xyz), distance(t5.xy, t4.zw), t5.w);
    vec4 t27 = t0 - t11 * 0.22629;
    acc += ivec4(22, -893, 575803, -598387472);
    return t27 + t26 * 0.5;
}

// stage_040: generated mixing stage, "step 40" of 150 \\ (two backslashes)
vec4 stage_040(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[8] + b;
    vec4 t1 = b.wzyx - a * 1.167087;
    vec4 t2 = abs(t0) + vec4(0.0609, 0.1706, 0.6009, 0.0407);
    vec4 t3 = clamp(t1, vec4(-1.68), vec4(4.49)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t4 = clamp(t2, vec4(-3.95), vec4(5.77)); acc ^= ivec4(t2 * 16.0) & tables.masks[3];
    vec4 t5 = vec4(dot(t1, t3), length(t1.xyz), distance(t1.xy, t3.zw), t1.w);
    vec4 t6 = t1 + t5 * -1.38791;
    vec4 t7 = clamp(t5, vec4(-5.86), vec4(6.64)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t8 = floor(t5) + vec4(0.5368, 0.1867, 0.7091, 0.0010);
    vec4 t9 = t3 - t4 * -1.99224;
    vec4 t10 = t2 + t4 * 1.12756;
    vec4 t11 = cos(t5) + vec4(0.2318, 0.8782, 0.7256, 0.9815);
    vec4 t12 = clamp(t7, vec4(-7.33), vec4(2.17)); acc ^= ivec4(t7 * 16.0) & tables.masks[0];
    vec4 t13 = t3; if (t3.z > t10.y) t13 = -t10; else acc.z += 92;
    vec4 t14 = clamp(t8, vec4(-3.19), vec4(5.54)); acc ^= ivec4(t8 * 16.0) & tables.masks[3];
    vec4 t15 = t11 + t10 * -0.25865;
    vec4 t16 = vec4(dot(t4, t5), length(t4.xyz), distance(t4.xy, t5.zw), t4.w);
    vec4 t17 = sqrt(t5) + vec4(0.3259, 0.8437, 0.1385, 0.0676);
    vec4 t18 = clamp(t0, vec4(-2.89), vec4(3.20)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t19 = t14 + t10 * -1.51694;
    vec4 t20 = t4; if (t4.x > t0.y) t20 = -t0; else acc.z += 68;
    vec4 t21 = mix(t3, t2.yxwx, 0.000);
    vec4 t22 = vec4(dot(t21, t17), length(t21.xyz), distance(t21.xy, t17.zw), t21.w);
    vec4 t23 = vec4(dot(t2, t7), length(t2.xyz), distance(t2.xy, t7.zw), t2.w);
    vec4 t24 = vec4(dot(t13, t20), length(t13.xyz), distance(t13.xy, t20.zw), t13.w);
    vec4 t25 = t24 * t6 * 1.70720;
    vec4 t26 = vec4(dot(t25, t12), length(t25.xyz), distance(t25.xy, t12.zw), t25.w);
    vec4 t27 = mix(t16, t18.ywyz, 0.507);
    acc += ivec4(20, 923, 664575, -754799645);
    return t27 + t26 * 0.5;
}

// stage_041: generated mixing stage, "step 41" of 150 \\ (two backslashes)
vec4 stage_041(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[9] + b;
    vec4 t1 = b.wzyx - a * 2.876240;
    vec4 t2 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t3 = mix(t0, t0.zywz, 0.360);
    vec4 t4 = floor(t1) + vec4(0.4615, 0.9459, 0.8651, 0.2837);
    vec4 t5 = mix(t4, t1.xyzx, 0.915);
    vec4 t6 = t0 - t1 * -1.66278;
    vec4 t7 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t8 = mix(t4, t1.zzzx, 0.162);
    vec4 t9 = clamp(t2, vec4(-5.63), vec4(7.77)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t10 = t3; if (t3.y > t8.z) t10 = -t8; else acc.y += 51;
    vec4 t11 = t9 + t0 * 0.40981;
    vec4 t12 = sin(t9) + vec4(0.3355, 0.7573, 0.4457, 0.9559);
    vec4 t13 = clamp(t12, vec4(-3.10), vec4(3.88)); acc ^= ivec4(t12 * 16.0) & tables.masks[5];
    vec4 t14 = mix(t1, t1.wxyy, 0.776);
    vec4 t15 = t3 + t13 * 0.07727;
    vec4 t16 = t5 * t10 * -1.74932;
    vec4 t17 = t0; if (t0.w > t7.w) t17 = -t7; else acc.y += 60;
    vec4 t18 = abs(t14) + vec4(0.8384, 0.4201, 0.7007, 0.0666);
    vec4 t19 = t12 - t11 * -1.86375;
    vec4 t20 = t7 * t6 * 1.85013;
    vec4 t21 = clamp(t5, vec4(-8.15), vec4(8.01)); acc ^= ivec4(t5 * 16.0) & tables.masks[7];
    vec4 t22 = t4 - t18 * -0.04995;
    vec4 t23 = clamp(t6, vec4(-2.74), vec4(7.74)); acc ^= ivec4(t6 * 16.0) & tables.masks[6];
    vec4 t24 = vec4(dot(t11, t14), length(t11.xyz), distance(t11.xy, t14.zw), t11.w);
    vec4 t25 = t7 + t9 * 1.22948;
    vec4 t26 = t15 - t17 * -1.27212;
    vec4 t27 = clamp(t26, vec4(-6.38), vec4(3.64)); acc ^= ivec4(t26 * 16.0) & tables.masks[6];
    acc += ivec4(-293, 514, 247464, -150285688);
    return t27 + t26 * 0.5;
}

// stage_042: generated mixing stage, "step 42" of 150 \\ (two backslashes)
vec4 stage_042(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[10] + b;
    vec4 t1 = b.wzyx - a * -3.592193;
    vec4 t2 = clamp(t1, vec4(-4.62), vec4(3.54)); acc ^= ivec4(t1 * 16.0) & tables.masks[1];
    vec4 t3 = mix(t1, t0.wxyy, 0.934);
    vec4 t4 = vec4(dot(t2, t0), length(t2.xyz), distance(t2.xy, t0.zw), t2.w);
    vec4 t5 = mix(t3, t3.xxzx, 0.634);
    vec4 t6 = clamp(t0, vec4(-5.67), vec4(3.85)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t7 = t4 - t0 * 1.30646;
    vec4 t8 = vec4(dot(t7, t3), length(t7.xyz), distance(t7.xy, t3.zw), t7.w);
    vec4 t9 = t3; if (t3.y > t3.y) t9 = -t3; else acc.x += 88;
    vec4 t10 = clamp(t7, vec4(-2.16), vec4(3.99)); acc ^= ivec4(t7 * 16.0) & tables.masks[3];
    vec4 t11 = mix(t2, t3.wzxw, 0.562);
    vec4 t12 = t2; if (t2.y > t0.w) t12 = -t0; else acc.z += 97;
    vec4 t13 = vec4(dot(t5, t0), length(t5.xyz), distance(t5.xy, t0.zw), t5.w);
    vec4 t14 = sqrt(t5) + vec4(0.7564, 0.2308, 0.1413, 0.9064);
    vec4 t15 = floor(t7) + vec4(0.1833, 0.8103, 0.1515, 0.2171);
    vec4 t16 = t10; if (t10.w > t11.x) t16 = -t11; else acc.w += 7;
    vec4 t17 = vec4(dot(t11, t3), length(t11.xyz), distance(t11.xy, t3.zw), t11.w);
    vec4 t18 = clamp(t8, vec4(-7.89), vec4(7.06)); acc ^= ivec4(t8 * 16.0) & tables.masks[1];
    vec4 t19 = exp2(t1) + vec4(0.1631, 0.5127, 0.3290, 0.1733);
    vec4 t20 = vec4(dot(t8, t16), length(t8.xyz), distance(t8.xy, t16.zw), t8.w);
    vec4 t21 = t4; if (t4.z > t2.w) t21 = -t2; else acc.y += 30;
    vec4 t22 = floor(t9) + vec4(0.1197, 0.0163, 0.5122, 0.1286);
    vec4 t23 = mix(t13, t13.xwwx, 0.872);
    vec4 t24 = clamp(t18, vec4(-7.73), vec4(5.67)); acc ^= ivec4(t18 * 16.0) & tables.masks[3];
    vec4 t25 = t14; if (t14.z > t17.w) t25 = -t17; else acc.x += 75;
    vec4 t26 = vec4(dot(t21, t0), length(t21.xyz), distance(t21.xy, t0.zw), t21.w);
    vec4 t27 = vec4(dot(t20, t17), length(t20.xyz), distance(t20.xy, t17.zw), t20.w);
    acc += ivec4(457, 203, 345191, -873261430);
    return t27 + t26 * 0.5;
}

// stage_043: generated mixing stage, "step 43" of 150 \\ (two backslashes)
vec4 stage_043(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[11] + b;
    vec4 t1 = b.wzyx - a * -2.259528;
    vec4 t2 = clamp(t0, vec4(-2.06), vec4(2.21)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t3 = mix(t0, t2.zzyw, 0.279);
    vec4 t4 = mix(t1, t0.zwww, 0.098);
    vec4 t5 = t0; if (t0.y > t4.x) t5 = -t4; else acc.w += 36;
    vec4 t6 = mix(t3, t1.wwxw, 0.898);
    vec4 t7 = clamp(t3, vec4(-8.28), vec4(5.82)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t8 = floor(t0) + vec4(0.2583, 0.8707, 0.9650, 0.1960);
    vec4 t9 = clamp(t2, vec4(-3.62), vec4(6.97)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t10 = clamp(t2, vec4(-4.47), vec4(8.57)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t11 = sqrt(t1) + vec4(0.1813, 0.9976, 0.8509, 0.1045);
    vec4 t12 = cos(t7) + vec4(0.3501, 0.8065, 0.4192, 0.3189);
    vec4 t13 = vec4(dot(t5, t0), length(t5.xyz), distance(t5.xy, t0.zw), t5.w);
    vec4 t14 = cos(t9) + vec4(0.0472, 0.7377, 0.1562, 0.9630);
    vec4 t15 = t10 * t8 * -0.04425;
    vec4 t16 = t14 + t1 * -1.04160;
    vec4 t17 = clamp(t14, vec4(-5.09), vec4(2.29)); acc ^= ivec4(t14 * 16.0) & tables.masks[3];
    vec4 t18 = clamp(t1, vec4(-6.93), vec4(6.79)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t19 = t17 + t5 * -1.91111;
    vec4 t20 = mix(t14, t2.wyzx, 0.025);
    vec4 t21 = mix(t13, t12.wzxz, 0.051);
    vec4 t22 = t20 - t0 * -1.21995;
    vec4 t23 = clamp(t3, vec4(-5.20), vec4(7.79)); acc ^= ivec4(t3 * 16.0) & tables.masks[4];
    vec4 t24 = floor(t19) + vec4(0.8797, 0.8443, 0.7129, 0.6350);
    vec4 t25 = mix(t22, t19.yzwx, 0.803);
    vec4 t26 = vec4(dot(t7, t12), length(t7.xyz), distance(t7.xy, t12.zw), t7.w);
    vec4 t27 = vec4(dot(t8, t6), length(t8.xyz), distance(t8.xy, t6.zw), t8.w);
    acc += ivec4(-505, -1, 203244, -844996829);
    return t27 + t26 * 0.5;
}

// stage_044: generated mixing stage, "step 44" of 150 \\ (two backslashes)
vec4 stage_044(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[12] + b;
    vec4 t1 = b.wzyx - a * 2.497979;
    vec4 t2 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t3 = t2 - t0 * 1.72454;
    vec4 t4 = clamp(t2, vec4(-7.34), vec4(2.95)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t5 = mix(t1, t2.wyyy, 0.118);
    vec4 t6 = abs(t3) + vec4(0.1731, 0.5726, 0.3245, 0.9331);
    vec4 t7 = vec4(dot(t5, t6), length(t5.xyz), distance(t5.xy, t6.zw), t5.w);
    vec4 t8 = t5; if (t5.w > t0.x) t8 = -t0; else acc.x += 22;
    vec4 t9 = mix(t3, t8.xxxz, 0.157);
    vec4 t10 = clamp(t1, vec4(-3.96), vec4(6.52)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t11 = mix(t5, t9.xyxz, 0.484);
    vec4 t12 = clamp(t11, vec4(-6.97), vec4(8.32)); acc ^= ivec4(t11 * 16.0) & tables.masks[7];
    vec4 t13 = cos(t2) + vec4(0.0400, 0.2864, 0.6133, 0.6944);
    vec4 t14 = vec4(dot(t6, t8), length(t6.xyz), distance(t6.xy, t8.zw), t6.w);
    vec4 t15 = mix(t9, t10.zzxw, 0.604);
    vec4 t16 = floor(t9) + vec4(0.4155, 0.8282, 0.6028, 0.9136);
    vec4 t17 = exp2(t3) + vec4(0.9363, 0.6382, 0.6304, 0.0178);
    vec4 t18 = exp2(t15) + vec4(0.9327, 0.7886, 0.9044, 0.8134);
    vec4 t19 = vec4(dot(t7, t15), length(t7.xyz), distance(t7.xy, t15.zw), t7.w);
    vec4 t20 = sin(t11) + vec4(0.1191, 0.6973, 0.6560, 0.5529);
    vec4 t21 = cos(t20) + vec4(0.7835, 0.3886, 0.3176, 0.4872);
    vec4 t22 = t17 - t15 * 0.32360;
    vec4 t23 = mix(t19, t22.zxyz, 0.880);
    vec4 t24 = exp2(t13) + vec4(0.4650, 0.7615, 0.9860, 0.5952);
    vec4 t25 = clamp(t6, vec4(-3.64), vec4(7.60)); acc ^= ivec4(t6 * 16.0) & tables.masks[2];
    vec4 t26 = t6 - t13 * -0.50217;
    vec4 t27 = t26; if (t26.w > t20.z) t27 = -t20; else acc.x += 73;
    acc += ivec4(264, 557, 124428, -387148268);
    return t27 + t26 * 0.5;
}

// stage_045: generated mixing stage, "step 45" of 150 \\ (two backslashes)
vec4 stage_045(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[13] + b;
    vec4 t1 = b.wzyx - a * -0.231957;
    vec4 t2 = mix(t1, t0.wzwz, 0.619);
    vec4 t3 = t1 * t2 * -0.37602;
    vec4 t4 = vec4(dot(t1, t3), length(t1.xyz), distance(t1.xy, t3.zw), t1.w);
    vec4 t5 = t1 * t1 * 0.49189;
    vec4 t6 = clamp(t4, vec4(-5.45), vec4(8.06)); acc ^= ivec4(t4 * 16.0) & tables.masks[3];
    vec4 t7 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t8 = t2; if (t2.x > t6.y) t8 = -t6; else acc.w += 33;
    vec4 t9 = t8 - t6 * 0.12850;
    vec4 t10 = floor(t0) + vec4(0.9085, 0.7504, 0.0079, 0.0140);
    vec4 t11 = mix(t8, t8.wyxz, 0.283);
    vec4 t12 = t8 - t9 * 0.01835;
    vec4 t13 = mix(t9, t11.zxxz, 0.262);
    vec4 t14 = clamp(t2, vec4(-8.51), vec4(4.76)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t15 = sin(t8) + vec4(0.3860, 0.1060, 0.0747, 0.9054);
    vec4 t16 = clamp(t5, vec4(-3.72), vec4(8.16)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t17 = mix(t1, t13.wxyy, 0.637);
    vec4 t18 = clamp(t1, vec4(-2.53), vec4(1.03)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t19 = mix(t13, t9.yzxx, 0.206);
    vec4 t20 = clamp(t13, vec4(-3.43), vec4(7.37)); acc ^= ivec4(t13 * 16.0) & tables.masks[7];
    vec4 t21 = vec4(dot(t6, t16), length(t6.xyz), distance(t6.xy, t16.zw), t6.w);
    vec4 t22 = fract(t1) + vec4(0.2160, 0.3924, 0.7669, 0.6997);
    vec4 t23 = clamp(t17, vec4(-4.67), vec4(6.31)); acc ^= ivec4(t17 * 16.0) & tables.masks[1];
    vec4 t24 = t9 + t4 * 1.48449;
    vec4 t25 = mix(t5, t6.yzzz, 0.105);
    vec4 t26 = sqrt(t24) + vec4(0.6859, 0.3419, 0.6886, 0.2856);
    vec4 t27 = t24 * t4 * 1.13586;
    acc += ivec4(-696, -723, 622865, -451444661);
    return t27 + t26 * 0.5;
}

// stage_046: generated mixing stage, "step 46" of 150 \\ (two backslashes)
vec4 stage_046(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[14] + b;
    vec4 t1 = b.wzyx - a * -3.810225;
    vec4 t2 = abs(t1) + vec4(0.6530, 0.4979, 0.4976, 0.2705);
    vec4 t3 = mix(t0, t1.wwzw, 0.158);
    vec4 t4 = floor(t3) + vec4(0.7008, 0.5925, 0.2294, 0.3107);
    vec4 t5 = fract(t4) + vec4(0.7972, 0.2741, 0.2311, 0.5572);
    vec4 t6 = t4; if (t4.x > t3.w) t6 = -t3; else acc.z += 4;
    vec4 t7 = clamp(t2, vec4(-5.16), vec4(7.67)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t8 = vec4(dot(t5, t0), length(t5.xyz), distance(t5.xy, t0.zw), t5.w);
    vec4 t9 = vec4(dot(t8, t8), length(t8.xyz), distance(t8.xy, t8.zw), t8.w);
    vec4 t10 = mix(t5, t4.wwwy, 0.023);
    vec4 t11 = vec4(dot(t4, t1), length(t4.xyz), distance(t4.xy, t1.zw), t4.w);
    vec4 t12 = t8 * t10 * 0.92441;
    vec4 t13 = vec4(dot(t0, t3), length(t0.xyz), distance(t0.xy, t3.zw), t0.w);
    vec4 t14 = mix(t8, t3.yxxw, 0.161);
    vec4 t15 = clamp(t8, vec4(-3.64), vec4(7.90)); acc ^= ivec4(t8 * 16.0) & tables.masks[0];
    vec4 t16 = t6 - t5 * 1.73438;
    vec4 t17 = t8 * t2 * 0.54524;
    vec4 t18 = t1; if (t1.x > t7.z) t18 = -t7; else acc.w += 91;
    vec4 t19 = clamp(t1, vec4(-3.12), vec4(7.54)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t20 = vec4(dot(t8, t11), length(t8.xyz), distance(t8.xy, t11.zw), t8.w);
    vec4 t21 = clamp(t18, vec4(-8.61), vec4(6.14)); acc ^= ivec4(t18 * 16.0) & tables.masks[0];
    vec4 t22 = vec4(dot(t10, t9), length(t10.xyz), distance(t10.xy, t9.zw), t10.w);
    vec4 t23 = t21 + t0 * -1.56420;
    vec4 t24 = t8; if (t8.w > t17.z) t24 = -t17; else acc.y += 40;
    vec4 t25 = clamp(t10, vec4(-7.86), vec4(1.34)); acc ^= ivec4(t10 * 16.0) & tables.masks[7];
    vec4 t26 = vec4(dot(t25, t6), length(t25.xyz), distance(t25.xy, t6.zw), t25.w);
    vec4 t27 = clamp(t22, vec4(-1.09), vec4(4.97)); acc ^= ivec4(t22 * 16.0) & tables.masks[3];
    acc += ivec4(-266, -253, 988486, -658030749);
    return t27 + t26 * 0.5;
}

// stage_047: generated mixing stage, "step 47" of 150 \\ (two backslashes)
vec4 stage_047(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[15] + b;
    vec4 t1 = b.wzyx - a * 0.282270;
    vec4 t2 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t3 = clamp(t1, vec4(-4.64), vec4(8.35)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t4 = mix(t1, t2.zwwx, 0.365);
    vec4 t5 = t4; if (t4.x > t1.w) t5 = -t1; else acc.w += 33;
    vec4 t6 = mix(t5, t5.xzwx, 0.469);
    vec4 t7 = t6 * t5 * 1.36876;
    vec4 t8 = vec4(dot(t7, t5), length(t7.xyz), distance(t7.xy, t5.zw), t7.w);
    vec4 t9 = mix(t2, t6.xzxw, 0.495);
    vec4 t10 = t4; if (t4.x > t2.z) t10 = -t2; else acc.x += 84;
    vec4 t11 = mix(t3, t4.wzxy, 0.011);
    vec4 t12 = vec4(dot(t8, t10), length(t8.xyz), distance(t8.xy, t10.zw), t8.w);
    vec4 t13 = fract(t4) + vec4(0.5053, 0.4602, 0.9986, 0.5665);
    vec4 t14 = t9; if (t9.x > t8.y) t14 = -t8; else acc.y += 2;
    vec4 t15 = clamp(t9, vec4(-7.84), vec4(7.52)); acc ^= ivec4(t9 * 16.0) & tables.masks[0];
    vec4 t16 = mix(t11, t5.zzxy, 0.519);
    vec4 t17 = t9 - t13 * 1.66462;
    vec4 t18 = t6; if (t6.w > t3.w) t18 = -t3; else acc.x += 90;
    vec4 t19 = vec4(dot(t7, t15), length(t7.xyz), distance(t7.xy, t15.zw), t7.w);
    vec4 t20 = mix(t0, t18.ywwy, 0.140);
    vec4 t21 = floor(t20) + vec4(0.3322, 0.9805, 0.4041, 0.2088);
    vec4 t22 = vec4(dot(t3, t21), length(t3.xyz), distance(t3.xy, t21.zw), t3.w);
    vec4 t23 = t6; if (t6.z > t11.z) t23 = -t11; else acc.y += 50;
    vec4 t24 = clamp(t15, vec4(-5.96), vec4(4.56)); acc ^= ivec4(t15 * 16.0) & tables.masks[5];
    vec4 t25 = vec4(dot(t3, t23), length(t3.xyz), distance(t3.xy, t23.zw), t3.w);
    vec4 t26 = clamp(t18, vec4(-4.49), vec4(4.23)); acc ^= ivec4(t18 * 16.0) & tables.masks[2];
    vec4 t27 = t11 + t4 * -1.59128;
    acc += ivec4(-202, 634, 1007750, -716279526);
    return t27 + t26 * 0.5;
}

// stage_048: generated mixing stage, "step 48" of 150 \\ (two backslashes)
vec4 stage_048(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[16] + b;
    vec4 t1 = b.wzyx - a * -1.456849;
    vec4 t2 = t1 * t0 * -1.31253;
    vec4 t3 = t1; if (t1.y > t0.z) t3 = -t0; else acc.x += 45;
    vec4 t4 = clamp(t3, vec4(-1.32), vec4(2.90)); acc ^= ivec4(t3 * 16.0) & tables.masks[6];
    vec4 t5 = clamp(t1, vec4(-3.25), vec4(6.12)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t6 = vec4(dot(t4, t1), length(t4.xyz), distance(t4.xy, t1.zw), t4.w);
    vec4 t7 = mix(t1, t0.wwyx, 0.437);
    vec4 t8 = sin(t6) + vec4(0.5817, 0.8636, 0.4181, 0.9338);
    vec4 t9 = clamp(t8, vec4(-5.78), vec4(8.74)); acc ^= ivec4(t8 * 16.0) & tables.masks[2];
    vec4 t10 = clamp(t6, vec4(-4.58), vec4(6.15)); acc ^= ivec4(t6 * 16.0) & tables.masks[1];
    vec4 t11 = vec4(dot(t8, t5), length(t8.xyz), distance(t8.xy, t5.zw), t8.w);
    vec4 t12 = t11; if (t11.x > t0.y) t12 = -t0; else acc.x += 77;
    vec4 t13 = t8; if (t8.x > t7.w) t13 = -t7; else acc.z += 13;
    vec4 t14 = vec4(dot(t3, t11), length(t3.xyz), distance(t3.xy, t11.zw), t3.w);
    vec4 t15 = t7; if (t7.y > t6.x) t15 = -t6; else acc.w += 1;
    vec4 t16 = vec4(dot(t15, t7), length(t15.xyz), distance(t15.xy, t7.zw), t15.w);
    vec4 t17 = t12 + t15 * -0.81343;
    vec4 t18 = vec4(dot(t12, t7), length(t12.xyz), distance(t12.xy, t7.zw), t12.w);
    vec4 t19 = t4 * t0 * -1.98146;
    vec4 t20 = clamp(t1, vec4(-4.89), vec4(3.38)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t21 = t13; if (t13.x > t11.z) t21 = -t11; else acc.z += 70;
    vec4 t22 = sin(t7) + vec4(0.3900, 0.3618, 0.4291, 0.7323);
    vec4 t23 = mix(t11, t13.yyyw, 0.169);
    vec4 t24 = clamp(t22, vec4(-3.31), vec4(7.16)); acc ^= ivec4(t22 * 16.0) & tables.masks[2];
    vec4 t25 = mix(t14, t13.zzwz, 0.382);
    vec4 t26 = mix(t10, t1.wzyz, 0.309);
    vec4 t27 = exp2(t18) + vec4(0.2726, 0.5809, 0.9499, 0.3744);
    acc += ivec4(-267, -297, 140337, -828052374);
    return t27 + t26 * 0.5;
}

// stage_049: generated mixing stage, "step 49" of 150 \\ (two backslashes)
vec4 stage_049(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[17] + b;
    vec4 t1 = b.wzyx - a * -1.536657;
    vec4 t2 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t3 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t4 = t3 + t0 * 1.04261;
    vec4 t5 = clamp(t4, vec4(-4.75), vec4(2.40)); acc ^= ivec4(t4 * 16.0) & tables.masks[6];
    vec4 t6 = t3; if (t3.x > t2.y) t6 = -t2; else acc.z += 17;
    vec4 t7 = cos(t4) + vec4(0.0352, 0.5265, 0.8429, 0.0704);
    vec4 t8 = mix(t4, t7.yzyx, 0.338);
    vec4 t9 = sin(t2) + vec4(0.8986, 0.5070, 0.9008, 0.9943);
    vec4 t10 = clamp(t8, vec4(-2.12), vec4(1.86)); acc ^= ivec4(t8 * 16.0) & tables.masks[4];
    vec4 t11 = mix(t6, t6.xwwy, 0.536);
    vec4 t12 = t6 - t2 * -0.19674;
    vec4 t13 = t9 - t2 * -0.97747;
    vec4 t14 = t12 * t3 * -1.76880;
    vec4 t15 = t1; if (t1.x > t11.w) t15 = -t11; else acc.x += 50;
    vec4 t16 = vec4(dot(t2, t3), length(t2.xyz), distance(t2.xy, t3.zw), t2.w);
    vec4 t17 = t1; if (t1.x > t4.y) t17 = -t4; else acc.y += 98;
    vec4 t18 = floor(t5) + vec4(0.0420, 0.6886, 0.8417, 0.7964);
    vec4 t19 = clamp(t12, vec4(-6.18), vec4(7.57)); acc ^= ivec4(t12 * 16.0) & tables.masks[5];
    vec4 t20 = t18; if (t18.y > t5.x) t20 = -t5; else acc.y += 27;
    vec4 t21 = clamp(t5, vec4(-2.81), vec4(7.98)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t22 = vec4(dot(t7, t6), length(t7.xyz), distance(t7.xy, t6.zw), t7.w);
    vec4 t23 = t17 * t10 * -0.19605;
    vec4 t24 = vec4(dot(t18, t1), length(t18.xyz), distance(t18.xy, t1.zw), t18.w);
    vec4 t25 = sqrt(t9) + vec4(0.6256, 0.8398, 0.3282, 0.6778);
    vec4 t26 = floor(t4) + vec4(0.1127, 0.1030, 0.2087, 0.2035);
    vec4 t27 = clamp(t15, vec4(-2.91), vec4(6.55)); acc ^= ivec4(t15 * 16.0) & tables.masks[0];
    acc += ivec4(531, 866, 334310, -366896721);
    return t27 + t26 * 0.5;
}

// stage_050: generated mixing stage, "step 50" of 150 \\ (two backslashes)
vec4 stage_050(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[18] + b;
    vec4 t1 = b.wzyx - a * 1.373286;
    vec4 t2 = clamp(t1, vec4(-3.58), vec4(2.34)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t3 = t1 * t2 * -0.26005;
    vec4 t4 = t3; if (t3.y > t0.w) t4 = -t0; else acc.z += 16;
    vec4 t5 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t6 = mix(t3, t0.zzxy, 0.451);
    vec4 t7 = t1 - t4 * -0.80531;
    vec4 t8 = t7 + t2 * 0.75257;
    vec4 t9 = t1; if (t1.z > t0.x) t9 = -t0; else acc.x += 85;
    vec4 t10 = t1; if (t1.x > t0.y) t10 = -t0; else acc.y += 31;
    vec4 t11 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t12 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t13 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t14 = vec4(dot(t4, t4), length(t4.xyz), distance(t4.xy, t4.zw), t4.w);
    vec4 t15 = mix(t7, t10.zzxw, 0.496);
    vec4 t16 = clamp(t10, vec4(-1.68), vec4(7.42)); acc ^= ivec4(t10 * 16.0) & tables.masks[1];
    vec4 t17 = mix(t3, t12.xywy, 0.387);
    vec4 t18 = clamp(t12, vec4(-5.96), vec4(5.02)); acc ^= ivec4(t12 * 16.0) & tables.masks[1];
    vec4 t19 = vec4(dot(t9, t15), length(t9.xyz), distance(t9.xy, t15.zw), t9.w);
    vec4 t20 = mix(t5, t18.xyzz, 0.985);
    vec4 t21 = clamp(t6, vec4(-4.98), vec4(1.66)); acc ^= ivec4(t6 * 16.0) & tables.masks[5];
    vec4 t22 = vec4(dot(t4, t8), length(t4.xyz), distance(t4.xy, t8.zw), t4.w);
    vec4 t23 = t13 - t3 * 0.03634;
    vec4 t24 = clamp(t11, vec4(-6.92), vec4(5.90)); acc ^= ivec4(t11 * 16.0) & tables.masks[4];
    vec4 t25 = clamp(t12, vec4(-7.85), vec4(2.32)); acc ^= ivec4(t12 * 16.0) & tables.masks[4];
    vec4 t26 = cos(t23) + vec4(0.8723, 0.8528, 0.9058, 0.7142);
    vec4 t27 = clamp(t0, vec4(-5.67), vec4(5.33)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    acc += ivec4(-312, 576, 353386, -969069590);
    return t27 + t26 * 0.5;
}

// stage_051: generated mixing stage, "step 51" of 150 \\ (two backslashes)
vec4 stage_051(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[19] + b;
    vec4 t1 = b.wzyx - a * -3.324324;
    vec4 t2 = fract(t1) + vec4(0.2418, 0.9498, 0.8950, 0.1549);
    vec4 t3 = abs(t2) + vec4(0.6358, 0.9702, 0.4678, 0.7345);
    vec4 t4 = mix(t2, t1.xzxz, 0.861);
    vec4 t5 = fract(t1) + vec4(0.4417, 0.7060, 0.8694, 0.9522);
    vec4 t6 = floor(t0) + vec4(0.6575, 0.5914, 0.1665, 0.5050);
    vec4 t7 = exp2(t5) + vec4(0.3328, 0.3275, 0.7850, 0.0716);
    vec4 t8 = t5; if (t5.x > t2.z) t8 = -t2; else acc.x += 45;
    vec4 t9 = t0 - t3 * 1.23945;
    vec4 t10 = mix(t4, t7.zzzz, 0.289);
    vec4 t11 = fract(t4) + vec4(0.5249, 0.8392, 0.0301, 0.2391);
    vec4 t12 = vec4(dot(t2, t9), length(t2.xyz), distance(t2.xy, t9.zw), t2.w);
    vec4 t13 = tanh(t7) + vec4(0.8447, 0.7445, 0.0003, 0.5065);
    vec4 t14 = floor(t5) + vec4(0.4622, 0.3304, 0.1626, 0.0820);
    vec4 t15 = fract(t12) + vec4(0.7162, 0.4288, 0.3513, 0.1024);
    vec4 t16 = exp2(t5) + vec4(0.8490, 0.9020, 0.6987, 0.4629);
    vec4 t17 = vec4(dot(t3, t14), length(t3.xyz), distance(t3.xy, t14.zw), t3.w);
    vec4 t18 = t15; if (t15.x > t16.y) t18 = -t16; else acc.x += 32;
    vec4 t19 = t13; if (t13.y > t7.y) t19 = -t7; else acc.y += 6;
    vec4 t20 = t17 - t8 * -1.05799;
    vec4 t21 = clamp(t10, vec4(-8.32), vec4(6.76)); acc ^= ivec4(t10 * 16.0) & tables.masks[5];
    vec4 t22 = clamp(t20, vec4(-8.46), vec4(5.52)); acc ^= ivec4(t20 * 16.0) & tables.masks[0];
    vec4 t23 = t6; if (t6.y > t2.y) t23 = -t2; else acc.y += 32;
    vec4 t24 = mix(t15, t18.yyww, 0.691);
    vec4 t25 = t4; if (t4.w > t19.z) t25 = -t19; else acc.x += 74;
    vec4 t26 = t19 - t21 * 0.58878;
    vec4 t27 = t15 * t25 * -1.88331;
    acc += ivec4(-23, 173, 123344, -18798395);
    return t27 + t26 * 0.5;
}

// stage_052: generated mixing stage, "step 52" of 150 \\ (two backslashes)
vec4 stage_052(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[20] + b;
    vec4 t1 = b.wzyx - a * 2.531018;
    vec4 t2 = clamp(t0, vec4(-2.65), vec4(3.00)); acc ^= ivec4(t0 * 16.0) & tables.masks[0];
    vec4 t3 = t1; if (t1.z > t0.y) t3 = -t0; else acc.w += 62;
    vec4 t4 = t1 - t3 * 0.65723;
    vec4 t5 = clamp(t4, vec4(-6.60), vec4(5.35)); acc ^= ivec4(t4 * 16.0) & tables.masks[2];
    vec4 t6 = clamp(t2, vec4(-7.41), vec4(3.48)); acc ^= ivec4(t2 * 16.0) & tables.masks[3];
    vec4 t7 = mix(t0, t0.wyxy, 0.392);
    vec4 t8 = vec4(dot(t2, t5), length(t2.xyz), distance(t2.xy, t5.zw), t2.w);
    vec4 t9 = t6; if (t6.w > t3.z) t9 = -t3; else acc.y += 55;
    vec4 t10 = clamp(t1, vec4(-1.76), vec4(3.37)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t11 = mix(t6, t6.yyxy, 0.281);
    vec4 t12 = t7 * t10 * -0.87137;
    vec4 t13 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t14 = sin(t10) + vec4(0.2135, 0.6440, 0.1331, 0.0865);
    vec4 t15 = clamp(t9, vec4(-6.65), vec4(3.92)); acc ^= ivec4(t9 * 16.0) & tables.masks[3];
    vec4 t16 = clamp(t0, vec4(-2.22), vec4(7.35)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t17 = tanh(t13) + vec4(0.4147, 0.3673, 0.9394, 0.1258);
    vec4 t18 = clamp(t0, vec4(-8.34), vec4(2.28)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t19 = clamp(t17, vec4(-5.73), vec4(8.18)); acc ^= ivec4(t17 * 16.0) & tables.masks[4];
    vec4 t20 = t2; if (t2.z > t7.z) t20 = -t7; else acc.x += 9;
    vec4 t21 = vec4(dot(t7, t2), length(t7.xyz), distance(t7.xy, t2.zw), t7.w);
    vec4 t22 = mix(t10, t7.yxxx, 0.527);
    vec4 t23 = mix(t9, t8.zxxy, 0.796);
    vec4 t24 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t25 = fract(t6) + vec4(0.7623, 0.4869, 0.9280, 0.3046);
    vec4 t26 = t20; if (t20.y > t15.z) t26 = -t15; else acc.z += 66;
    vec4 t27 = clamp(t1, vec4(-5.92), vec4(1.85)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    acc += ivec4(-452, -853, 786193, -992208858);
    return t27 + t26 * 0.5;
}

// stage_053: generated mixing stage, "step 53" of 150 \\ (two backslashes)
vec4 stage_053(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[21] + b;
    vec4 t1 = b.wzyx - a * -0.726188;
    vec4 t2 = fract(t1) + vec4(0.3669, 0.8831, 0.0085, 0.8655);
    vec4 t3 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t4 = mix(t1, t0.wywy, 0.153);
    vec4 t5 = t0 + t3 * -1.59508;
    vec4 t6 = t0; if (t0.z > t5.z) t6 = -t5; else acc.z += 76;
    vec4 t7 = t3; if (t3.x > t3.w) t7 = -t3; else acc.y += 94;
    vec4 t8 = clamp(t1, vec4(-8.66), vec4(2.35)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t9 = t2 + t5 * 0.24928;
    vec4 t10 = mix(t7, t1.zxwy, 0.871);
    vec4 t11 = vec4(dot(t5, t8), length(t5.xyz), distance(t5.xy, t8.zw), t5.w);
    vec4 t12 = cos(t11) + vec4(0.6284, 0.3260, 0.3963, 0.4315);
    vec4 t13 = mix(t1, t0.xzxy, 0.925);
    vec4 t14 = floor(t10) + vec4(0.6922, 0.3373, 0.9285, 0.5700);
    vec4 t15 = vec4(dot(t7, t11), length(t7.xyz), distance(t7.xy, t11.zw), t7.w);
    vec4 t16 = mix(t13, t9.yxwz, 0.861);
    vec4 t17 = t9 + t14 * -1.17629;
    vec4 t18 = mix(t12, t1.yzwz, 0.608);
    vec4 t19 = mix(t1, t4.wxxx, 0.456);
    vec4 t20 = clamp(t17, vec4(-1.37), vec4(4.15)); acc ^= ivec4(t17 * 16.0) & tables.masks[1];
    vec4 t21 = cos(t1) + vec4(0.8353, 0.3328, 0.7687, 0.5729);
    vec4 t22 = t12 - t16 * -1.71600;
    vec4 t23 = vec4(dot(t14, t21), length(t14.xyz), distance(t14.xy, t21.zw), t14.w);
    vec4 t24 = vec4(dot(t8, t16), length(t8.xyz), distance(t8.xy, t16.zw), t8.w);
    vec4 t25 = t21; if (t21.y > t20.w) t25 = -t20; else acc.x += 38;
    vec4 t26 = clamp(t25, vec4(-5.26), vec4(4.65)); acc ^= ivec4(t25 * 16.0) & tables.masks[3];
    vec4 t27 = vec4(dot(t15, t3), length(t15.xyz), distance(t15.xy, t3.zw), t15.w);
    acc += ivec4(-871, 938, 92638, -452582895);
    return t27 + t26 * 0.5;
}

// stage_054: generated mixing stage, "step 54" of 150 \\ (two backslashes)
vec4 stage_054(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[22] + b;
    vec4 t1 = b.wzyx - a * -1.985942;
    vec4 t2 = t0 + t1 * -1.02569;
    vec4 t3 = tanh(t0) + vec4(0.2298, 0.3692, 0.5917, 0.2650);
    vec4 t4 = mix(t0, t0.yzyx, 0.271);
    vec4 t5 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t6 = clamp(t3, vec4(-4.15), vec4(4.83)); acc ^= ivec4(t3 * 16.0) & tables.masks[6];
    vec4 t7 = mix(t4, t2.xxww, 0.971);
    vec4 t8 = mix(t4, t6.wwzz, 0.942);
    vec4 t9 = clamp(t3, vec4(-1.05), vec4(3.99)); acc ^= ivec4(t3 * 16.0) & tables.masks[6];
    vec4 t10 = mix(t4, t8.yyzw, 0.956);
    vec4 t11 = t5 * t1 * -0.01896;
    vec4 t12 = mix(t2, t10.xzyz, 0.559);
    vec4 t13 = t11; if (t11.x > t3.z) t13 = -t3; else acc.y += 54;
    vec4 t14 = floor(t4) + vec4(0.8707, 0.7575, 0.7560, 0.7052);
    vec4 t15 = exp2(t6) + vec4(0.5957, 0.8018, 0.2032, 0.5137);
    vec4 t16 = clamp(t11, vec4(-6.57), vec4(6.42)); acc ^= ivec4(t11 * 16.0) & tables.masks[1];
    vec4 t17 = t3 - t11 * -0.18490;
    vec4 t18 = vec4(dot(t6, t1), length(t6.xyz), distance(t6.xy, t1.zw), t6.w);
    vec4 t19 = clamp(t16, vec4(-1.87), vec4(5.47)); acc ^= ivec4(t16 * 16.0) & tables.masks[5];
    vec4 t20 = clamp(t5, vec4(-2.96), vec4(4.66)); acc ^= ivec4(t5 * 16.0) & tables.masks[7];
    vec4 t21 = vec4(dot(t12, t5), length(t12.xyz), distance(t12.xy, t5.zw), t12.w);
    vec4 t22 = clamp(t3, vec4(-7.45), vec4(6.75)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    vec4 t23 = t9; if (t9.x > t20.z) t23 = -t20; else acc.y += 21;
    vec4 t24 = vec4(dot(t0, t7), length(t0.xyz), distance(t0.xy, t7.zw), t0.w);
    vec4 t25 = t2 * t21 * 1.54041;
    vec4 t26 = mix(t24, t6.xwyy, 0.757);
    vec4 t27 = t14 + t17 * -1.45211;
    acc += ivec4(-878, 128, 394753, -298191554);
    return t27 + t26 * 0.5;
}

// stage_055: generated mixing stage, "step 55" of 150 \\ (two backslashes)
vec4 stage_055(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[23] + b;
    vec4 t1 = b.wzyx - a * 2.227677;
    vec4 t2 = sin(t1) + vec4(0.8382, 0.4660, 0.8285, 0.3654);
    vec4 t3 = mix(t2, t1.zxyy, 0.455);
    vec4 t4 = t0; if (t0.z > t3.y) t4 = -t3; else acc.y += 17;
    vec4 t5 = clamp(t0, vec4(-8.82), vec4(2.26)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t6 = mix(t0, t5.zzzz, 0.215);
    vec4 t7 = vec4(dot(t4, t6), length(t4.xyz), distance(t4.xy, t6.zw), t4.w);
    vec4 t8 = clamp(t3, vec4(-4.73), vec4(8.56)); acc ^= ivec4(t3 * 16.0) & tables.masks[0];
    vec4 t9 = t2; if (t2.x > t0.y) t9 = -t0; else acc.x += 64;
    vec4 t10 = t4 * t5 * -0.65964;
    vec4 t11 = clamp(t1, vec4(-1.03), vec4(7.11)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t12 = clamp(t7, vec4(-2.90), vec4(5.61)); acc ^= ivec4(t7 * 16.0) & tables.masks[4];
    vec4 t13 = fract(t0) + vec4(0.7500, 0.8291, 0.2437, 0.8700);
    vec4 t14 = mix(t4, t3.zwwy, 0.104);
    vec4 t15 = sin(t0) + vec4(0.0657, 0.3978, 0.8894, 0.5792);
    vec4 t16 = sin(t10) + vec4(0.0246, 0.0943, 0.1987, 0.7048);
    vec4 t17 = clamp(t12, vec4(-7.79), vec4(2.87)); acc ^= ivec4(t12 * 16.0) & tables.masks[6];
    vec4 t18 = sqrt(t4) + vec4(0.5738, 0.1744, 0.4462, 0.1259);
    vec4 t19 = t0 - t16 * 1.71254;
    vec4 t20 = mix(t18, t0.zzyz, 0.877);
    vec4 t21 = mix(t8, t12.zwyw, 0.134);
    vec4 t22 = vec4(dot(t16, t17), length(t16.xyz), distance(t16.xy, t17.zw), t16.w);
    vec4 t23 = t16 + t9 * -0.45311;
    vec4 t24 = mix(t15, t4.wzyy, 0.144);
    vec4 t25 = mix(t13, t14.yxyw, 0.302);
    vec4 t26 = vec4(dot(t11, t20), length(t11.xyz), distance(t11.xy, t20.zw), t11.w);
    vec4 t27 = mix(t6, t13.xyyy, 0.149);
    acc += ivec4(-352, -762, 656942, -226935134);
    return t27 + t26 * 0.5;
}

// stage_056: generated mixing stage, "step 56" of 150 \\ (two backslashes)
vec4 stage_056(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[24] + b;
    vec4 t1 = b.wzyx - a * -0.565927;
    vec4 t2 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t3 = mix(t0, t0.zwzz, 0.981);
    vec4 t4 = t2; if (t2.z > t2.y) t4 = -t2; else acc.x += 20;
    vec4 t5 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t6 = t2 - t1 * 0.49344;
    vec4 t7 = vec4(dot(t6, t0), length(t6.xyz), distance(t6.xy, t0.zw), t6.w);
    vec4 t8 = clamp(t2, vec4(-5.77), vec4(7.20)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t9 = vec4(dot(t1, t7), length(t1.xyz), distance(t1.xy, t7.zw), t1.w);
    vec4 t10 = t7 + t3 * 1.49606;
    vec4 t11 = abs(t9) + vec4(0.7654, 0.4684, 0.4975, 0.5112);
    vec4 t12 = mix(t6, t2.xywx, 0.151);
    vec4 t13 = clamp(t3, vec4(-1.29), vec4(2.81)); acc ^= ivec4(t3 * 16.0) & tables.masks[5];
    vec4 t14 = clamp(t2, vec4(-8.90), vec4(1.55)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t15 = t7 + t14 * -0.60173;
    vec4 t16 = t8 + t8 * 0.85767;
    vec4 t17 = cos(t1) + vec4(0.1423, 0.4148, 0.5768, 0.1465);
    vec4 t18 = tanh(t6) + vec4(0.1092, 0.7516, 0.8933, 0.7157);
    vec4 t19 = floor(t6) + vec4(0.2433, 0.3410, 0.8847, 0.2686);
    vec4 t20 = t15; if (t15.z > t5.x) t20 = -t5; else acc.w += 55;
    vec4 t21 = vec4(dot(t13, t12), length(t13.xyz), distance(t13.xy, t12.zw), t13.w);
    vec4 t22 = vec4(dot(t19, t5), length(t19.xyz), distance(t19.xy, t5.zw), t19.w);
    vec4 t23 = vec4(dot(t18, t17), length(t18.xyz), distance(t18.xy, t17.zw), t18.w);
    vec4 t24 = fract(t13) + vec4(0.0621, 0.9359, 0.8151, 0.9855);
    vec4 t25 = vec4(dot(t19, t15), length(t19.xyz), distance(t19.xy, t15.zw), t19.w);
    vec4 t26 = vec4(dot(t16, t13), length(t16.xyz), distance(t16.xy, t13.zw), t16.w);
    vec4 t27 = clamp(t17, vec4(-8.44), vec4(4.19)); acc ^= ivec4(t17 * 16.0) & tables.masks[2];
    acc += ivec4(-965, 108, 500756, -925499434);
    return t27 + t26 * 0.5;
}

// stage_057: generated mixing stage, "step 57" of 150 \\ (two backslashes)
vec4 stage_057(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[25] + b;
    vec4 t1 = b.wzyx - a * -2.827154;
    vec4 t2 = clamp(t1, vec4(-3.66), vec4(5.86)); acc ^= ivec4(t1 * 16.0) & tables.masks[6];
    vec4 t3 = clamp(t2, vec4(-3.20), vec4(5.42)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    vec4 t4 = vec4(dot(t1, t3), length(t1.xyz), distance(t1.xy, t3.zw), t1.w);
    vec4 t5 = mix(t2, t4.wyzy, 0.533);
    vec4 t6 = t5; if (t5.x > t5.y) t6 = -t5; else acc.y += 94;
    vec4 t7 = exp2(t1) + vec4(0.5902, 0.8740, 0.1402, 0.5935);
    vec4 t8 = t1 - t5 * -0.78893;
    vec4 t9 = sin(t6) + vec4(0.5963, 0.6257, 0.1527, 0.2918);
    vec4 t10 = t9 - t3 * -0.79633;
    vec4 t11 = cos(t8) + vec4(0.8076, 0.4314, 0.2883, 0.1207);
    vec4 t12 = t11; if (t11.y > t0.x) t12 = -t0; else acc.y += 13;
    vec4 t13 = mix(t0, t7.ywwz, 0.820);
    vec4 t14 = t2 - t11 * -0.87306;
    vec4 t15 = exp2(t12) + vec4(0.5116, 0.7117, 0.6980, 0.9118);
    vec4 t16 = exp2(t9) + vec4(0.2949, 0.7400, 0.8545, 0.5291);
    vec4 t17 = t12; if (t12.w > t11.w) t17 = -t11; else acc.y += 65;
    vec4 t18 = sin(t8) + vec4(0.5958, 0.9076, 0.1768, 0.7570);
    vec4 t19 = clamp(t13, vec4(-8.11), vec4(3.30)); acc ^= ivec4(t13 * 16.0) & tables.masks[1];
    vec4 t20 = vec4(dot(t15, t5), length(t15.xyz), distance(t15.xy, t5.zw), t15.w);
    vec4 t21 = sin(t2) + vec4(0.9383, 0.5737, 0.5120, 0.7104);
    vec4 t22 = vec4(dot(t9, t5), length(t9.xyz), distance(t9.xy, t5.zw), t9.w);
    vec4 t23 = t4; if (t4.w > t19.w) t23 = -t19; else acc.y += 46;
    vec4 t24 = mix(t6, t19.zyxw, 0.910);
    vec4 t25 = t1; if (t1.y > t14.z) t25 = -t14; else acc.z += 59;
    vec4 t26 = vec4(dot(t8, t15), length(t8.xyz), distance(t8.xy, t15.zw), t8.w);
    vec4 t27 = t5 - t2 * -1.55406;
    acc += ivec4(-316, -468, 868799, -525188620);
    return t27 + t26 * 0.5;
}

// stage_058: generated mixing stage, "step 58" of 150 \\ (two backslashes)
vec4 stage_058(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[26] + b;
    vec4 t1 = b.wzyx - a * 2.242343;
    vec4 t2 = cos(t1) + vec4(0.8553, 0.8105, 0.9983, 0.2836);
    vec4 t3 = mix(t2, t0.yyxw, 0.378);
    vec4 t4 = t2 * t3 * 1.87835;
    vec4 t5 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t6 = cos(t2) + vec4(0.1798, 0.9529, 0.2949, 0.8437);
    vec4 t7 = t1; if (t1.y > t4.z) t7 = -t4; else acc.z += 59;
    vec4 t8 = cos(t2) + vec4(0.5149, 0.3190, 0.1454, 0.4856);
    vec4 t9 = vec4(dot(t2, t5), length(t2.xyz), distance(t2.xy, t5.zw), t2.w);
    vec4 t10 = mix(t6, t7.yxwz, 0.253);
    vec4 t11 = t1 + t9 * 0.45247;
    vec4 t12 = vec4(dot(t6, t0), length(t6.xyz), distance(t6.xy, t0.zw), t6.w);
    vec4 t13 = fract(t10) + vec4(0.5778, 0.7966, 0.3463, 0.5765);
    vec4 t14 = vec4(dot(t9, t10), length(t9.xyz), distance(t9.xy, t10.zw), t9.w);
    vec4 t15 = t4; if (t4.x > t6.z) t15 = -t6; else acc.x += 19;
    vec4 t16 = t7 + t14 * -0.03716;
    vec4 t17 = t16; if (t16.z > t14.y) t17 = -t14; else acc.x += 95;
    vec4 t18 = mix(t4, t12.wzyx, 0.454);
    vec4 t19 = mix(t2, t13.zzzx, 0.048);
    vec4 t20 = vec4(dot(t0, t10), length(t0.xyz), distance(t0.xy, t10.zw), t0.w);
    vec4 t21 = mix(t16, t3.zzzx, 0.587);
    vec4 t22 = t7; if (t7.w > t2.x) t22 = -t2; else acc.z += 74;
    vec4 t23 = t6 - t2 * 1.02978;
    vec4 t24 = t23; if (t23.x > t0.x) t24 = -t0; else acc.y += 95;
    vec4 t25 = t7 + t23 * -1.73517;
    vec4 t26 = mix(t12, t12.xwzz, 0.977);
    vec4 t27 = vec4(dot(t15, t5), length(t15.xyz), distance(t15.xy, t5.zw), t15.w);
    acc += ivec4(963, 258, 487077, -597298076);
    return t27 + t26 * 0.5;
}

// stage_059: generated mixing stage, "step 59" of 150 \\ (two backslashes)
vec4 stage_059(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[27] + b;
    vec4 t1 = b.wzyx - a * 3.670696;
    vec4 t2 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t3 = t2 + t1 * 0.96366;
    vec4 t4 = t1; if (t1.w > t1.x) t4 = -t1; else acc.x += 3;
    vec4 t5 = t2; if (t2.z > t1.z) t5 = -t1; else acc.x += 33;
    vec4 t6 = mix(t1, t2.zzxy, 0.403);
    vec4 t7 = abs(t6) + vec4(0.5979, 0.1432, 0.4043, 0.9723);
    vec4 t8 = floor(t0) + vec4(0.8816, 0.3754, 0.8248, 0.6323);
    vec4 t9 = clamp(t7, vec4(-3.64), vec4(1.75)); acc ^= ivec4(t7 * 16.0) & tables.masks[2];
    vec4 t10 = t8 - t4 * -0.18947;
    vec4 t11 = mix(t10, t4.yxxz, 0.697);
    vec4 t12 = mix(t11, t9.yywz, 0.333);
    vec4 t13 = vec4(dot(t2, t12), length(t2.xyz), distance(t2.xy, t12.zw), t2.w);
    vec4 t14 = mix(t7, t13.zxzx, 0.649);
    vec4 t15 = tanh(t13) + vec4(0.5094, 0.5037, 0.9310, 0.9512);
    vec4 t16 = t8; if (t8.x > t6.z) t16 = -t6; else acc.x += 24;
    vec4 t17 = clamp(t7, vec4(-4.74), vec4(4.57)); acc ^= ivec4(t7 * 16.0) & tables.masks[4];
    vec4 t18 = clamp(t5, vec4(-6.88), vec4(8.34)); acc ^= ivec4(t5 * 16.0) & tables.masks[3];
    vec4 t19 = clamp(t5, vec4(-6.81), vec4(1.99)); acc ^= ivec4(t5 * 16.0) & tables.masks[4];
    vec4 t20 = t6 - t1 * 1.32909;
    vec4 t21 = t0 - t12 * -1.62048;
    vec4 t22 = t12; if (t12.w > t1.x) t22 = -t1; else acc.y += 81;
    vec4 t23 = t0; if (t0.x > t19.x) t23 = -t19; else acc.z += 36;
    vec4 t24 = clamp(t17, vec4(-6.94), vec4(7.95)); acc ^= ivec4(t17 * 16.0) & tables.masks[0];
    vec4 t25 = t7; if (t7.w > t8.z) t25 = -t8; else acc.z += 41;
    vec4 t26 = mix(t17, t15.zzzx, 0.066);
    vec4 t27 = floor(t26) + vec4(0.2127, 0.2529, 0.5427, 0.6348);
    acc += ivec4(-745, 324, 29254, -83932661);
    return t27 + t26 * 0.5;
}

// stage_060: generated mixing stage, "step 60" of 150 \\ (two backslashes)
vec4 stage_060(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[28] + b;
    vec4 t1 = b.wzyx - a * 0.038465;
    vec4 t2 = fract(t1) + vec4(0.8843, 0.0421, 0.2510, 0.2830);
    vec4 t3 = mix(t1, t0.zwzw, 0.893);
    vec4 t4 = sin(t2) + vec4(0.0589, 0.3422, 0.6082, 0.5371);
    vec4 t5 = tanh(t0) + vec4(0.4376, 0.6447, 0.3208, 0.7465);
    vec4 t6 = mix(t3, t4.zzyw, 0.635);
    vec4 t7 = vec4(dot(t4, t4), length(t4.xyz), distance(t4.xy, t4.zw), t4.w);
    vec4 t8 = exp2(t4) + vec4(0.9420, 0.0026, 0.3695, 0.6131);
    vec4 t9 = t1; if (t1.w > t0.w) t9 = -t0; else acc.x += 31;
    vec4 t10 = clamp(t8, vec4(-1.85), vec4(2.49)); acc ^= ivec4(t8 * 16.0) & tables.masks[4];
    vec4 t11 = mix(t3, t2.zwyy, 0.708);
    vec4 t12 = clamp(t9, vec4(-4.18), vec4(8.24)); acc ^= ivec4(t9 * 16.0) & tables.masks[3];
    vec4 t13 = abs(t2) + vec4(0.8466, 0.7191, 0.4727, 0.3170);
    vec4 t14 = vec4(dot(t6, t12), length(t6.xyz), distance(t6.xy, t12.zw), t6.w);
    vec4 t15 = vec4(dot(t1, t12), length(t1.xyz), distance(t1.xy, t12.zw), t1.w);
    vec4 t16 = clamp(t15, vec4(-2.01), vec4(4.55)); acc ^= ivec4(t15 * 16.0) & tables.masks[5];
    vec4 t17 = clamp(t6, vec4(-7.91), vec4(5.44)); acc ^= ivec4(t6 * 16.0) & tables.masks[1];
    vec4 t18 = vec4(dot(t14, t10), length(t14.xyz), distance(t14.xy, t10.zw), t14.w);
    vec4 t19 = t13 * t8 * 1.81222;
    vec4 t20 = vec4(dot(t14, t6), length(t14.xyz), distance(t14.xy, t6.zw), t14.w);
    vec4 t21 = t8; if (t8.z > t6.y) t21 = -t6; else acc.z += 54;
    vec4 t22 = t18; if (t18.x > t7.w) t22 = -t7; else acc.z += 83;
    vec4 t23 = fract(t2) + vec4(0.3199, 0.3746, 0.6805, 0.9030);
    vec4 t24 = mix(t9, t18.wyzw, 0.085);
    vec4 t25 = t16 - t21 * 0.10152;
    vec4 t26 = mix(t4, t12.zxwx, 0.406);
    vec4 t27 = fract(t5) + vec4(0.6107, 0.9319, 0.1041, 0.9349);
    acc += ivec4(-208, -412, 854570, -441965446);
    return t27 + t26 * 0.5;
}

// stage_061: generated mixing stage, "step 61" of 150 \\ (two backslashes)
vec4 stage_061(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[29] + b;
    vec4 t1 = b.wzyx - a * -3.257460;
    vec4 t2 = mix(t1, t1.yzyz, 0.979);
    vec4 t3 = floor(t2) + vec4(0.9044, 0.5344, 0.5677, 0.2077);
    vec4 t4 = t1; if (t1.z > t3.w) t4 = -t3; else acc.z += 54;
    vec4 t5 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t6 = clamp(t0, vec4(-3.96), vec4(8.30)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t7 = t6; if (t6.y > t4.y) t7 = -t4; else acc.x += 67;
    vec4 t8 = mix(t5, t6.xzxy, 0.201);
    vec4 t9 = clamp(t5, vec4(-1.61), vec4(4.06)); acc ^= ivec4(t5 * 16.0) & tables.masks[5];
    vec4 t10 = t4; if (t4.x > t2.z) t10 = -t2; else acc.x += 77;
    vec4 t11 = cos(t1) + vec4(0.0378, 0.4606, 0.8439, 0.1548);
    vec4 t12 = t6; if (t6.w > t0.y) t12 = -t0; else acc.y += 21;
    vec4 t13 = vec4(dot(t11, t2), length(t11.xyz), distance(t11.xy, t2.zw), t11.w);
    vec4 t14 = t13; if (t13.y > t6.x) t14 = -t6; else acc.y += 79;
    vec4 t15 = mix(t11, t12.zwyy, 0.007);
    vec4 t16 = mix(t12, t5.xzww, 0.615);
    vec4 t17 = clamp(t0, vec4(-7.96), vec4(4.22)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t18 = vec4(dot(t1, t17), length(t1.xyz), distance(t1.xy, t17.zw), t1.w);
    vec4 t19 = sin(t9) + vec4(0.8557, 0.6023, 0.5384, 0.4803);
    vec4 t20 = t19 - t13 * -0.87198;
    vec4 t21 = t1 * t14 * 0.91783;
    vec4 t22 = mix(t18, t6.zzwz, 0.140);
    vec4 t23 = vec4(dot(t18, t8), length(t18.xyz), distance(t18.xy, t8.zw), t18.w);
    vec4 t24 = sin(t18) + vec4(0.6430, 0.4137, 0.5690, 0.4392);
    vec4 t25 = clamp(t1, vec4(-1.04), vec4(6.99)); acc ^= ivec4(t1 * 16.0) & tables.masks[6];
    vec4 t26 = t9 + t21 * 0.78781;
    vec4 t27 = mix(t17, t6.xxxy, 0.941);
    acc += ivec4(-75, 859, 435838, -907785123);
    return t27 + t26 * 0.5;
}

// stage_062: generated mixing stage, "step 62" of 150 \\ (two backslashes)
vec4 stage_062(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[30] + b;
    vec4 t1 = b.wzyx - a * 1.257890;
    vec4 t2 = fract(t1) + vec4(0.4697, 0.7390, 0.6055, 0.4054);
    vec4 t3 = t1 - t2 * -0.21862;
    vec4 t4 = t0 * t3 * 1.45645;
    vec4 t5 = tanh(t4) + vec4(0.6297, 0.5980, 0.0961, 0.8716);
    vec4 t6 = exp2(t5) + vec4(0.0997, 0.5461, 0.5031, 0.0893);
    vec4 t7 = t1; if (t1.y > t3.x) t7 = -t3; else acc.y += 53;
    vec4 t8 = vec4(dot(t1, t6), length(t1.xyz), distance(t1.xy, t6.zw), t1.w);
    vec4 t9 = mix(t6, t8.ywyz, 0.209);
    vec4 t10 = t8 - t7 * -0.24817;
    vec4 t11 = t3; if (t3.z > t10.z) t11 = -t10; else acc.y += 29;
    vec4 t12 = clamp(t0, vec4(-5.15), vec4(8.37)); acc ^= ivec4(t0 * 16.0) & tables.masks[3];
    vec4 t13 = clamp(t8, vec4(-7.34), vec4(8.64)); acc ^= ivec4(t8 * 16.0) & tables.masks[7];
    vec4 t14 = mix(t10, t10.xyww, 0.463);
    vec4 t15 = t6 + t6 * 1.49877;
    vec4 t16 = clamp(t13, vec4(-8.76), vec4(1.59)); acc ^= ivec4(t13 * 16.0) & tables.masks[6];
    vec4 t17 = t8; if (t8.z > t15.y) t17 = -t15; else acc.z += 67;
    vec4 t18 = vec4(dot(t1, t13), length(t1.xyz), distance(t1.xy, t13.zw), t1.w);
    vec4 t19 = cos(t6) + vec4(0.4879, 0.6698, 0.9243, 0.7637);
    vec4 t20 = vec4(dot(t8, t9), length(t8.xyz), distance(t8.xy, t9.zw), t8.w);
    vec4 t21 = clamp(t18, vec4(-8.49), vec4(1.16)); acc ^= ivec4(t18 * 16.0) & tables.masks[0];
    vec4 t22 = t15; if (t15.x > t14.y) t22 = -t14; else acc.y += 19;
    vec4 t23 = vec4(dot(t13, t12), length(t13.xyz), distance(t13.xy, t12.zw), t13.w);
    vec4 t24 = t9; if (t9.w > t16.x) t24 = -t16; else acc.x += 49;
    vec4 t25 = clamp(t9, vec4(-2.71), vec4(8.47)); acc ^= ivec4(t9 * 16.0) & tables.masks[3];
    vec4 t26 = vec4(dot(t10, t25), length(t10.xyz), distance(t10.xy, t25.zw), t10.w);
    vec4 t27 = t11 + t14 * 1.29926;
    acc += ivec4(-178, -317, 619347, -688263769);
    return t27 + t26 * 0.5;
}

// stage_063: generated mixing stage, "step 63" of 150 \\ (two backslashes)
vec4 stage_063(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[31] + b;
    vec4 t1 = b.wzyx - a * 2.864173;
    vec4 t2 = mix(t1, t0.zwyy, 0.847);
    vec4 t3 = t2 - t0 * -1.12858;
    vec4 t4 = t2; if (t2.y > t2.y) t4 = -t2; else acc.x += 58;
    vec4 t5 = sqrt(t2) + vec4(0.8696, 0.2775, 0.4579, 0.7634);
    vec4 t6 = vec4(dot(t2, t4), length(t2.xyz), distance(t2.xy, t4.zw), t2.w);
    vec4 t7 = exp2(t2) + vec4(0.0703, 0.0206, 0.0608, 0.9449);
    vec4 t8 = t1; if (t1.w > t6.x) t8 = -t6; else acc.z += 6;
    vec4 t9 = t7 + t3 * -1.41529;
    vec4 t10 = clamp(t1, vec4(-2.76), vec4(8.79)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t11 = clamp(t0, vec4(-6.79), vec4(6.89)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t12 = t11; if (t11.y > t1.y) t12 = -t1; else acc.z += 53;
    vec4 t13 = mix(t1, t1.xyzw, 0.526);
    vec4 t14 = t13 - t3 * 0.60370;
    vec4 t15 = t7; if (t7.y > t14.x) t15 = -t14; else acc.y += 4;
    vec4 t16 = t8; if (t8.z > t8.w) t16 = -t8; else acc.y += 13;
    vec4 t17 = vec4(dot(t1, t12), length(t1.xyz), distance(t1.xy, t12.zw), t1.w);
    vec4 t18 = sin(t11) + vec4(0.1062, 0.0227, 0.6336, 0.9229);
    vec4 t19 = t1; if (t1.w > t9.x) t19 = -t9; else acc.y += 92;
    vec4 t20 = mix(t2, t16.xxxw, 0.379);
    vec4 t21 = mix(t13, t5.zxxy, 0.635);
    vec4 t22 = t0; if (t0.x > t16.y) t22 = -t16; else acc.w += 38;
    vec4 t23 = tanh(t11) + vec4(0.2188, 0.3099, 0.4364, 0.0298);
    vec4 t24 = cos(t11) + vec4(0.6708, 0.4230, 0.3732, 0.9794);
    vec4 t25 = clamp(t24, vec4(-1.05), vec4(3.64)); acc ^= ivec4(t24 * 16.0) & tables.masks[3];
    vec4 t26 = t20 - t21 * 1.79838;
    vec4 t27 = clamp(t22, vec4(-5.14), vec4(8.70)); acc ^= ivec4(t22 * 16.0) & tables.masks[3];
    acc += ivec4(64, -736, 123197, -56625721);
    return t27 + t26 * 0.5;
}

// stage_064: generated mixing stage, "step 64" of 150 \\ (two backslashes)
vec4 stage_064(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[0] + b;
    vec4 t1 = b.wzyx - a * -1.069367;
    vec4 t2 = clamp(t0, vec4(-8.92), vec4(1.06)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t3 = t0 - t0 * 1.21309;
    vec4 t4 = exp2(t0) + vec4(0.3324, 0.9898, 0.9356, 0.7244);
    vec4 t5 = t3 + t3 * 1.10533;
    vec4 t6 = mix(t5, t0.yzyy, 0.169);
    vec4 t7 = t6; if (t6.x > t1.y) t7 = -t1; else acc.y += 28;
    vec4 t8 = t1; if (t1.y > t0.z) t8 = -t0; else acc.z += 70;
    vec4 t9 = vec4(dot(t3, t4), length(t3.xyz), distance(t3.xy, t4.zw), t3.w);
    vec4 t10 = clamp(t2, vec4(-7.81), vec4(2.37)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t11 = mix(t0, t8.zzyz, 0.159);
    vec4 t12 = abs(t11) + vec4(0.0251, 0.5344, 0.2419, 0.3649);
    vec4 t13 = vec4(dot(t9, t3), length(t9.xyz), distance(t9.xy, t3.zw), t9.w);
    vec4 t14 = abs(t3) + vec4(0.6073, 0.0163, 0.1525, 0.3638);
    vec4 t15 = t6; if (t6.w > t3.w) t15 = -t3; else acc.w += 44;
    vec4 t16 = exp2(t7) + vec4(0.5693, 0.6923, 0.9051, 0.3884);
    vec4 t17 = fract(t4) + vec4(0.5672, 0.2431, 0.9963, 0.3673);
    vec4 t18 = mix(t8, t17.zywz, 0.019);
    vec4 t19 = clamp(t8, vec4(-5.39), vec4(6.50)); acc ^= ivec4(t8 * 16.0) & tables.masks[0];
    vec4 t20 = cos(t16) + vec4(0.1523, 0.5543, 0.2856, 0.5621);
    vec4 t21 = t15 + t14 * 1.60990;
    vec4 t22 = sin(t17) + vec4(0.5489, 0.8025, 0.0035, 0.0877);
    vec4 t23 = t13; if (t13.x > t15.x) t23 = -t15; else acc.x += 61;
    vec4 t24 = mix(t12, t13.yzwy, 0.151);
    vec4 t25 = sin(t24) + vec4(0.8433, 0.0810, 0.6582, 0.4814);
    vec4 t26 = t0 - t13 * -1.59918;
    vec4 t27 = t20 - t6 * 0.69088;
    acc += ivec4(-370, 340, 868614, -603106022);
    return t27 + t26 * 0.5;
}

// stage_065: generated mixing stage, "step 65" of 150 \\ (two backslashes)
vec4 stage_065(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[1] + b;
    vec4 t1 = b.wzyx - a * -2.399532;
    vec4 t2 = t0; if (t0.z > t0.x) t2 = -t0; else acc.z += 60;
    vec4 t3 = t2 * t2 * 1.77357;
    vec4 t4 = abs(t0) + vec4(0.1742, 0.5675, 0.7990, 0.9408);
    vec4 t5 = vec4(dot(t4, t4), length(t4.xyz), distance(t4.xy, t4.zw), t4.w);
    vec4 t6 = mix(t3, t4.xxxw, 0.043);
    vec4 t7 = vec4(dot(t6, t5), length(t6.xyz), distance(t6.xy, t5.zw), t6.w);
    vec4 t8 = clamp(t7, vec4(-8.66), vec4(1.64)); acc ^= ivec4(t7 * 16.0) & tables.masks[4];
    vec4 t9 = vec4(dot(t7, t2), length(t7.xyz), distance(t7.xy, t2.zw), t7.w);
    vec4 t10 = sin(t5) + vec4(0.0908, 0.8611, 0.1143, 0.8638);
    vec4 t11 = mix(t5, t4.zyww, 0.214);
    vec4 t12 = t3 * t10 * 1.51626;
    vec4 t13 = mix(t12, t2.wxzz, 0.392);
    vec4 t14 = vec4(dot(t5, t10), length(t5.xyz), distance(t5.xy, t10.zw), t5.w);
    vec4 t15 = t11; if (t11.z > t6.w) t15 = -t6; else acc.y += 91;
    vec4 t16 = mix(t10, t8.ywyy, 0.388);
    vec4 t17 = abs(t14) + vec4(0.8697, 0.2922, 0.9331, 0.0276);
    vec4 t18 = abs(t15) + vec4(0.6098, 0.9875, 0.3121, 0.6901);
    vec4 t19 = floor(t16) + vec4(0.3963, 0.4929, 0.4184, 0.7041);
    vec4 t20 = t3 * t15 * 0.73717;
    vec4 t21 = mix(t4, t18.zxxz, 0.180);
    vec4 t22 = fract(t14) + vec4(0.7657, 0.4909, 0.4765, 0.5562);
    vec4 t23 = vec4(dot(t17, t16), length(t17.xyz), distance(t17.xy, t16.zw), t17.w);
    vec4 t24 = cos(t0) + vec4(0.7200, 0.8698, 0.2038, 0.1530);
    vec4 t25 = mix(t5, t18.wxwy, 0.096);
    vec4 t26 = t9; if (t9.x > t22.y) t26 = -t22; else acc.x += 45;
    vec4 t27 = t20; if (t20.y > t18.x) t27 = -t18; else acc.x += 1;
    acc += ivec4(-521, 914, 503920, -40113932);
    return t27 + t26 * 0.5;
}

// stage_066: generated mixing stage, "step 66" of 150 \\ (two backslashes)
vec4 stage_066(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[2] + b;
    vec4 t1 = b.wzyx - a * 3.717230;
    vec4 t2 = mix(t0, t0.zzyx, 0.759);
    vec4 t3 = t2; if (t2.w > t2.w) t3 = -t2; else acc.z += 1;
    vec4 t4 = t0 - t1 * -1.28933;
    vec4 t5 = clamp(t4, vec4(-4.78), vec4(8.42)); acc ^= ivec4(t4 * 16.0) & tables.masks[1];
    vec4 t6 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t7 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t8 = mix(t6, t4.wzwy, 0.165);
    vec4 t9 = t5; if (t5.x > t3.x) t9 = -t3; else acc.x += 13;
    vec4 t10 = exp2(t6) + vec4(0.2660, 0.0630, 0.6206, 0.8647);
    vec4 t11 = t5 * t1 * -1.57982;
    vec4 t12 = t5 * t1 * 0.43291;
    vec4 t13 = fract(t5) + vec4(0.2215, 0.7665, 0.3865, 0.1417);
    vec4 t14 = mix(t12, t6.xwzy, 0.608);
    vec4 t15 = t14 * t3 * 1.72616;
    vec4 t16 = mix(t8, t10.xzwz, 0.308);
    vec4 t17 = t3; if (t3.w > t15.z) t17 = -t15; else acc.y += 18;
    vec4 t18 = clamp(t10, vec4(-7.33), vec4(8.45)); acc ^= ivec4(t10 * 16.0) & tables.masks[0];
    vec4 t19 = vec4(dot(t11, t1), length(t11.xyz), distance(t11.xy, t1.zw), t11.w);
    vec4 t20 = t7 - t6 * 0.15004;
    vec4 t21 = vec4(dot(t17, t13), length(t17.xyz), distance(t17.xy, t13.zw), t17.w);
    vec4 t22 = tanh(t8) + vec4(0.1134, 0.6975, 0.7328, 0.5289);
    vec4 t23 = clamp(t2, vec4(-3.99), vec4(8.84)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    vec4 t24 = t6 * t8 * 1.10518;
    vec4 t25 = vec4(dot(t17, t23), length(t17.xyz), distance(t17.xy, t23.zw), t17.w);
    vec4 t26 = clamp(t2, vec4(-1.27), vec4(5.39)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t27 = t12 + t23 * 1.95188;
    acc += ivec4(643, -786, 692021, -960310720);
    return t27 + t26 * 0.5;
}

// stage_067: generated mixing stage, "step 67" of 150 \\ (two backslashes)
vec4 stage_067(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[3] + b;
    vec4 t1 = b.wzyx - a * -1.565567;
    vec4 t2 = mix(t0, t1.xxwz, 0.867);
    vec4 t3 = mix(t0, t1.xxyw, 0.683);
    vec4 t4 = t1; if (t1.z > t0.x) t4 = -t0; else acc.y += 13;
    vec4 t5 = t2 + t1 * -0.86733;
    vec4 t6 = mix(t4, t1.xxzy, 0.056);
    vec4 t7 = t2 - t4 * -0.78728;
    vec4 t8 = t7 - t6 * -0.03755;
    vec4 t9 = fract(t2) + vec4(0.4916, 0.4747, 0.2851, 0.2880);
    vec4 t10 = vec4(dot(t4, t0), length(t4.xyz), distance(t4.xy, t0.zw), t4.w);
    vec4 t11 = clamp(t10, vec4(-3.28), vec4(8.96)); acc ^= ivec4(t10 * 16.0) & tables.masks[0];
    vec4 t12 = mix(t8, t11.yyzy, 0.458);
    vec4 t13 = t1; if (t1.x > t7.x) t13 = -t7; else acc.x += 86;
    vec4 t14 = floor(t7) + vec4(0.8791, 0.1761, 0.1871, 0.1287);
    vec4 t15 = vec4(dot(t14, t7), length(t14.xyz), distance(t14.xy, t7.zw), t14.w);
    vec4 t16 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t17 = vec4(dot(t7, t10), length(t7.xyz), distance(t7.xy, t10.zw), t7.w);
    vec4 t18 = t1 - t7 * 1.22973;
    vec4 t19 = fract(t7) + vec4(0.5587, 0.8978, 0.4479, 0.1217);
    vec4 t20 = clamp(t12, vec4(-6.67), vec4(7.65)); acc ^= ivec4(t12 * 16.0) & tables.masks[0];
    vec4 t21 = t16; if (t16.x > t12.w) t21 = -t12; else acc.y += 60;
    vec4 t22 = t0 - t10 * 1.51123;
    vec4 t23 = fract(t11) + vec4(0.0016, 0.2022, 0.6121, 0.6643);
    vec4 t24 = vec4(dot(t9, t15), length(t9.xyz), distance(t9.xy, t15.zw), t9.w);
    vec4 t25 = t7 - t19 * -1.75715;
    vec4 t26 = vec4(dot(t15, t17), length(t15.xyz), distance(t15.xy, t17.zw), t15.w);
    vec4 t27 = mix(t23, t23.zxyz, 0.486);
    acc += ivec4(-53, 159, 940379, -989031769);
    return t27 + t26 * 0.5;
}

// stage_068: generated mixing stage, "step 68" of 150 \\ (two backslashes)
vec4 stage_068(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[4] + b;
    vec4 t1 = b.wzyx - a * -2.695477;
    vec4 t2 = t0; if (t0.y > t0.w) t2 = -t0; else acc.w += 96;
    vec4 t3 = t0; if (t0.z > t0.w) t3 = -t0; else acc.x += 55;
    vec4 t4 = sqrt(t1) + vec4(0.4843, 0.3805, 0.9282, 0.8987);
    vec4 t5 = t1 * t4 * 0.75723;
    vec4 t6 = t5; if (t5.y > t2.z) t6 = -t2; else acc.z += 4;
    vec4 t7 = vec4(dot(t3, t3), length(t3.xyz), distance(t3.xy, t3.zw), t3.w);
    vec4 t8 = t1 * t4 * 0.47818;
    vec4 t9 = sin(t2) + vec4(0.6587, 0.8557, 0.4106, 0.3339);
    vec4 t10 = t0 * t5 * 0.78316;
    vec4 t11 = t9; if (t9.w > t7.x) t11 = -t7; else acc.x += 37;
    vec4 t12 = clamp(t4, vec4(-2.81), vec4(5.33)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t13 = mix(t9, t7.xxyy, 0.775);
    vec4 t14 = t11 + t0 * 0.97321;
    vec4 t15 = t14; if (t14.w > t10.y) t15 = -t10; else acc.y += 58;
    vec4 t16 = cos(t11) + vec4(0.0753, 0.0311, 0.1550, 0.2398);
    vec4 t17 = mix(t3, t10.xywy, 0.203);
    vec4 t18 = fract(t10) + vec4(0.9798, 0.3890, 0.0294, 0.9097);
    vec4 t19 = mix(t6, t16.wwxz, 0.518);
    vec4 t20 = floor(t15) + vec4(0.5541, 0.1911, 0.3395, 0.5057);
    vec4 t21 = vec4(dot(t19, t6), length(t19.xyz), distance(t19.xy, t6.zw), t19.w);
    vec4 t22 = t1 + t14 * 1.28262;
    vec4 t23 = vec4(dot(t18, t8), length(t18.xyz), distance(t18.xy, t8.zw), t18.w);
    vec4 t24 = t15; if (t15.z > t8.x) t24 = -t8; else acc.y += 80;
    vec4 t25 = t12 * t23 * 0.86114;
    vec4 t26 = clamp(t22, vec4(-7.10), vec4(7.64)); acc ^= ivec4(t22 * 16.0) & tables.masks[0];
    vec4 t27 = t16 * t4 * -1.16628;
    acc += ivec4(245, -865, 655987, -460386579);
    return t27 + t26 * 0.5;
}

// stage_069: generated mixing stage, "step 69" of 150 \\ (two backslashes)
vec4 stage_069(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[5] + b;
    vec4 t1 = b.wzyx - a * 2.383906;
    vec4 t2 = tanh(t0) + vec4(0.7229, 0.5046, 0.1507, 0.5443);
    vec4 t3 = mix(t1, t0.xzxx, 0.963);
    vec4 t4 = sin(t3) + vec4(0.2539, 0.6384, 0.5317, 0.0579);
    vec4 t5 = exp2(t0) + vec4(0.3487, 0.6640, 0.1328, 0.7437);
    vec4 t6 = mix(t5, t3.xzzz, 0.509);
    vec4 t7 = vec4(dot(t2, t3), length(t2.xyz), distance(t2.xy, t3.zw), t2.w);
    vec4 t8 = clamp(t7, vec4(-6.10), vec4(2.61)); acc ^= ivec4(t7 * 16.0) & tables.masks[3];
    vec4 t9 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t10 = clamp(t4, vec4(-3.81), vec4(5.43)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t11 = t6 * t2 * 1.40216;
    vec4 t12 = mix(t5, t2.zwww, 0.617);
    vec4 t13 = clamp(t3, vec4(-1.55), vec4(4.81)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    vec4 t14 = t2 + t3 * 1.55897;
    vec4 t15 = clamp(t4, vec4(-5.01), vec4(7.56)); acc ^= ivec4(t4 * 16.0) & tables.masks[1];
    vec4 t16 = clamp(t10, vec4(-1.19), vec4(1.22)); acc ^= ivec4(t10 * 16.0) & tables.masks[6];
    vec4 t17 = t7; if (t7.y > t9.z) t17 = -t9; else acc.w += 91;
    vec4 t18 = vec4(dot(t8, t14), length(t8.xyz), distance(t8.xy, t14.zw), t8.w);
    vec4 t19 = clamp(t15, vec4(-4.41), vec4(2.33)); acc ^= ivec4(t15 * 16.0) & tables.masks[2];
    vec4 t20 = clamp(t19, vec4(-7.00), vec4(3.39)); acc ^= ivec4(t19 * 16.0) & tables.masks[6];
    vec4 t21 = sin(t14) + vec4(0.5948, 0.0153, 0.7071, 0.1618);
    vec4 t22 = vec4(dot(t16, t9), length(t16.xyz), distance(t16.xy, t9.zw), t16.w);
    vec4 t23 = vec4(dot(t21, t18), length(t21.xyz), distance(t21.xy, t18.zw), t21.w);
    vec4 t24 = vec4(dot(t22, t13), length(t22.xyz), distance(t22.xy, t13.zw), t22.w);
    vec4 t25 = vec4(dot(t7, t20), length(t7.xyz), distance(t7.xy, t20.zw), t7.w);
    vec4 t26 = clamp(t12, vec4(-5.12), vec4(3.10)); acc ^= ivec4(t12 * 16.0) & tables.masks[2];
    vec4 t27 = vec4(dot(t1, t8), length(t1.xyz), distance(t1.xy, t8.zw), t1.w);
    acc += ivec4(-638, -764, 1024181, -603218982);
    return t27 + t26 * 0.5;
}

// stage_070: generated mixing stage, "step 70" of 150 \\ (two backslashes)
vec4 stage_070(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[6] + b;
    vec4 t1 = b.wzyx - a * 0.778398;
    vec4 t2 = mix(t1, t0.xyzw, 0.646);
    vec4 t3 = abs(t2) + vec4(0.2475, 0.7426, 0.6800, 0.7648);
    vec4 t4 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t5 = cos(t4) + vec4(0.6590, 0.7905, 0.6269, 0.9199);
    vec4 t6 = t2; if (t2.x > t1.y) t6 = -t1; else acc.z += 42;
    vec4 t7 = t2 + t5 * 0.95985;
    vec4 t8 = t7; if (t7.x > t1.y) t8 = -t1; else acc.y += 81;
    vec4 t9 = clamp(t1, vec4(-3.15), vec4(2.99)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t10 = sin(t6) + vec4(0.5055, 0.3789, 0.1771, 0.2937);
    vec4 t11 = tanh(t6) + vec4(0.0114, 0.5612, 0.4683, 0.5747);
    vec4 t12 = vec4(dot(t11, t10), length(t11.xyz), distance(t11.xy, t10.zw), t11.w);
    vec4 t13 = t7 + t4 * -0.82737;
    vec4 t14 = mix(t12, t13.yzxx, 0.284);
    vec4 t15 = clamp(t1, vec4(-8.38), vec4(3.92)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t16 = mix(t11, t11.wzwx, 0.400);
    vec4 t17 = mix(t13, t1.xzwz, 0.923);
    vec4 t18 = t3 * t17 * -1.53923;
    vec4 t19 = t0 * t10 * -1.78386;
    vec4 t20 = t13 - t11 * -1.32827;
    vec4 t21 = t1; if (t1.z > t2.y) t21 = -t2; else acc.z += 74;
    vec4 t22 = mix(t2, t14.yxyy, 0.374);
    vec4 t23 = t18 - t16 * -1.55387;
    vec4 t24 = fract(t19) + vec4(0.0169, 0.8945, 0.8230, 0.3898);
    vec4 t25 = tanh(t16) + vec4(0.0870, 0.6769, 0.8818, 0.3951);
    vec4 t26 = t21 - t0 * 1.90133;
    vec4 t27 = vec4(dot(t22, t4), length(t22.xyz), distance(t22.xy, t4.zw), t22.w);
    acc += ivec4(-842, 446, 28857, -18672863);
    return t27 + t26 * 0.5;
}

// stage_071: generated mixing stage, "step 71" of 150 \\ (two backslashes)
vec4 stage_071(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[7] + b;
    vec4 t1 = b.wzyx - a * -1.648809;
    vec4 t2 = clamp(t1, vec4(-7.84), vec4(7.74)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t3 = t1; if (t1.w > t1.y) t3 = -t1; else acc.w += 82;
    vec4 t4 = abs(t0) + vec4(0.5613, 0.2199, 0.1116, 0.8503);
    vec4 t5 = abs(t3) + vec4(0.3956, 0.6594, 0.5865, 0.5645);
    vec4 t6 = fract(t5) + vec4(0.6807, 0.8004, 0.0472, 0.3538);
    vec4 t7 = vec4(dot(t5, t2), length(t5.xyz), distance(t5.xy, t2.zw), t5.w);
    vec4 t8 = clamp(t0, vec4(-2.67), vec4(4.42)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t9 = mix(t5, t5.wwzy, 0.483);
    vec4 t10 = t8 * t7 * -1.32445;
    vec4 t11 = t2; if (t2.y > t8.w) t11 = -t8; else acc.x += 3;
    vec4 t12 = exp2(t9) + vec4(0.1983, 0.8464, 0.7694, 0.0890);
    vec4 t13 = t2 - t4 * 0.73355;
    vec4 t14 = mix(t5, t10.wyzz, 0.919);
    vec4 t15 = t5 - t3 * 1.66223;
    vec4 t16 = vec4(dot(t10, t1), length(t10.xyz), distance(t10.xy, t1.zw), t10.w);
    vec4 t17 = vec4(dot(t15, t10), length(t15.xyz), distance(t15.xy, t10.zw), t15.w);
    vec4 t18 = t13 + t13 * -1.76159;
    vec4 t19 = clamp(t3, vec4(-3.67), vec4(6.76)); acc ^= ivec4(t3 * 16.0) & tables.masks[6];
    vec4 t20 = fract(t10) + vec4(0.8566, 0.7846, 0.3190, 0.3815);
    vec4 t21 = t9 - t15 * -0.00504;
    vec4 t22 = clamp(t13, vec4(-8.75), vec4(7.19)); acc ^= ivec4(t13 * 16.0) & tables.masks[1];
    vec4 t23 = t6; if (t6.y > t17.z) t23 = -t17; else acc.x += 42;
    vec4 t24 = mix(t11, t8.ywwx, 0.115);
    vec4 t25 = clamp(t8, vec4(-5.82), vec4(6.61)); acc ^= ivec4(t8 * 16.0) & tables.masks[2];
    vec4 t26 = mix(t17, t6.xzzx, 0.217);
    vec4 t27 = t9; if (t9.x > t10.y) t27 = -t10; else acc.x += 92;
    acc += ivec4(987, -274, 281340, -376958351);
    return t27 + t26 * 0.5;
}

// stage_072: generated mixing stage, "step 72" of 150 \\ (two backslashes)
vec4 stage_072(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[8] + b;
    vec4 t1 = b.wzyx - a * -3.838217;
    vec4 t2 = sqrt(t1) + vec4(0.5512, 0.1394, 0.5540, 0.8849);
    vec4 t3 = t0; if (t0.x > t0.y) t3 = -t0; else acc.x += 34;
    vec4 t4 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t5 = clamp(t1, vec4(-8.44), vec4(2.19)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t6 = t3 + t2 * 0.26202;
    vec4 t7 = t3; if (t3.w > t1.z) t7 = -t1; else acc.y += 27;
    vec4 t8 = mix(t1, t1.xzzz, 0.569);
    vec4 t9 = sqrt(t5) + vec4(0.1247, 0.7486, 0.0310, 0.4704);
    vec4 t10 = cos(t4) + vec4(0.0772, 0.8528, 0.6800, 0.5810);
    vec4 t11 = clamp(t0, vec4(-5.17), vec4(5.47)); acc ^= ivec4(t0 * 16.0) & tables.masks[0];
    vec4 t12 = vec4(dot(t11, t7), length(t11.xyz), distance(t11.xy, t7.zw), t11.w);
    vec4 t13 = t0; if (t0.y > t1.w) t13 = -t1; else acc.w += 8;
    vec4 t14 = clamp(t3, vec4(-4.38), vec4(3.05)); acc ^= ivec4(t3 * 16.0) & tables.masks[5];
    vec4 t15 = t2; if (t2.z > t3.z) t15 = -t3; else acc.x += 80;
    vec4 t16 = t11; if (t11.z > t4.x) t16 = -t4; else acc.y += 35;
    vec4 t17 = t1 - t16 * 0.62239;
    vec4 t18 = t16; if (t16.x > t4.y) t18 = -t4; else acc.y += 80;
    vec4 t19 = t12; if (t12.w > t7.w) t19 = -t7; else acc.w += 7;
    vec4 t20 = vec4(dot(t0, t9), length(t0.xyz), distance(t0.xy, t9.zw), t0.w);
    vec4 t21 = sqrt(t14) + vec4(0.1577, 0.6615, 0.7908, 0.9094);
    vec4 t22 = t4 - t21 * -1.76202;
    vec4 t23 = t15; if (t15.x > t20.w) t23 = -t20; else acc.x += 25;
    vec4 t24 = clamp(t10, vec4(-6.35), vec4(5.35)); acc ^= ivec4(t10 * 16.0) & tables.masks[6];
    vec4 t25 = t22 + t22 * -1.08979;
    vec4 t26 = mix(t5, t12.xyyy, 0.185);
    vec4 t27 = mix(t10, t15.wzwz, 0.197);
    acc += ivec4(265, 116, 546070, -704205317);
    return t27 + t26 * 0.5;
}

// stage_073: generated mixing stage, "step 73" of 150 \\ (two backslashes)
vec4 stage_073(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[9] + b;
    vec4 t1 = b.wzyx - a * 0.828016;
    vec4 t2 = mix(t0, t0.wzyw, 0.077);
    vec4 t3 = tanh(t2) + vec4(0.8851, 0.8604, 0.5318, 0.9731);
    vec4 t4 = t3; if (t3.w > t2.x) t4 = -t2; else acc.z += 1;
    vec4 t5 = t1; if (t1.x > t4.w) t5 = -t4; else acc.w += 31;
    vec4 t6 = t4; if (t4.w > t5.y) t6 = -t5; else acc.x += 10;
    vec4 t7 = mix(t1, t4.wyyx, 0.392);
    vec4 t8 = fract(t7) + vec4(0.9309, 0.9342, 0.0343, 0.1191);
    vec4 t9 = mix(t5, t2.xzxw, 0.169);
    vec4 t10 = mix(t3, t6.zyzz, 0.013);
    vec4 t11 = clamp(t1, vec4(-8.68), vec4(7.69)); acc ^= ivec4(t1 * 16.0) & tables.masks[1];
    vec4 t12 = vec4(dot(t5, t9), length(t5.xyz), distance(t5.xy, t9.zw), t5.w);
    vec4 t13 = t4 * t12 * -1.43183;
    vec4 t14 = t2 + t4 * -1.71351;
    vec4 t15 = t6; if (t6.y > t12.z) t15 = -t12; else acc.z += 97;
    vec4 t16 = clamp(t11, vec4(-2.36), vec4(6.60)); acc ^= ivec4(t11 * 16.0) & tables.masks[3];
    vec4 t17 = mix(t12, t4.wzzx, 0.905);
    vec4 t18 = mix(t2, t7.xxyx, 0.840);
    vec4 t19 = vec4(dot(t1, t6), length(t1.xyz), distance(t1.xy, t6.zw), t1.w);
    vec4 t20 = t7; if (t7.z > t3.x) t20 = -t3; else acc.z += 58;
    vec4 t21 = vec4(dot(t5, t15), length(t5.xyz), distance(t5.xy, t15.zw), t5.w);
    vec4 t22 = t14; if (t14.x > t10.y) t22 = -t10; else acc.x += 79;
    vec4 t23 = tanh(t7) + vec4(0.9068, 0.2437, 0.5202, 0.7451);
    vec4 t24 = t3 - t7 * -1.69206;
    vec4 t25 = clamp(t11, vec4(-3.85), vec4(4.92)); acc ^= ivec4(t11 * 16.0) & tables.masks[4];
    vec4 t26 = t23 + t25 * -0.50591;
    vec4 t27 = t19 + t8 * -1.49668;
    acc += ivec4(110, 854, 724749, -273098638);
    return t27 + t26 * 0.5;
}

// stage_074: generated mixing stage, "step 74" of 150 \\ (two backslashes)
vec4 stage_074(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[10] + b;
    vec4 t1 = b.wzyx - a * 3.418178;
    vec4 t2 = exp2(t0) + vec4(0.5617, 0.8016, 0.7468, 0.9581);
    vec4 t3 = mix(t1, t2.xxxx, 0.994);
    vec4 t4 = clamp(t2, vec4(-6.93), vec4(4.06)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t5 = t2; if (t2.x > t0.w) t5 = -t0; else acc.w += 46;
    vec4 t6 = abs(t4) + vec4(0.0833, 0.3883, 0.9694, 0.2177);
    vec4 t7 = mix(t6, t4.zzzw, 0.740);
    vec4 t8 = mix(t2, t1.xwww, 0.005);
    vec4 t9 = mix(t4, t8.zwwz, 0.458);
    vec4 t10 = mix(t8, t9.wxwx, 0.814);
    vec4 t11 = mix(t9, t10.zzxz, 0.357);
    vec4 t12 = vec4(dot(t10, t11), length(t10.xyz), distance(t10.xy, t11.zw), t10.w);
    vec4 t13 = vec4(dot(t6, t10), length(t6.xyz), distance(t6.xy, t10.zw), t6.w);
    vec4 t14 = clamp(t10, vec4(-4.73), vec4(8.44)); acc ^= ivec4(t10 * 16.0) & tables.masks[2];
    vec4 t15 = t13 * t1 * 1.28163;
    vec4 t16 = floor(t14) + vec4(0.5178, 0.5246, 0.1455, 0.8778);
    vec4 t17 = t4 - t1 * 0.82991;
    vec4 t18 = vec4(dot(t2, t6), length(t2.xyz), distance(t2.xy, t6.zw), t2.w);
    vec4 t19 = t12; if (t12.w > t3.w) t19 = -t3; else acc.y += 8;
    vec4 t20 = exp2(t8) + vec4(0.8727, 0.8473, 0.8796, 0.8516);
    vec4 t21 = clamp(t3, vec4(-1.44), vec4(3.08)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t22 = t5; if (t5.z > t7.w) t22 = -t7; else acc.x += 58;
    vec4 t23 = t10; if (t10.z > t0.z) t23 = -t0; else acc.z += 8;
    vec4 t24 = vec4(dot(t19, t20), length(t19.xyz), distance(t19.xy, t20.zw), t19.w);
    vec4 t25 = mix(t9, t21.ywyz, 0.783);
    vec4 t26 = clamp(t18, vec4(-4.65), vec4(8.89)); acc ^= ivec4(t18 * 16.0) & tables.masks[7];
    vec4 t27 = t19; if (t19.w > t24.y) t27 = -t24; else acc.y += 17;
    acc += ivec4(462, -806, 258603, -358991181);
    return t27 + t26 * 0.5;
}

// stage_075: generated mixing stage, "step 75" of 150 \\ (two backslashes)
vec4 stage_075(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[11] + b;
    vec4 t1 = b.wzyx - a * -0.105859;
    vec4 t2 = t1; if (t1.x > t0.y) t2 = -t0; else acc.y += 7;
    vec4 t3 = clamp(t2, vec4(-8.56), vec4(2.15)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t4 = mix(t2, t0.wyyx, 0.099);
    vec4 t5 = vec4(dot(t2, t4), length(t2.xyz), distance(t2.xy, t4.zw), t2.w);
    vec4 t6 = cos(t1) + vec4(0.4107, 0.1825, 0.7609, 0.7335);
    vec4 t7 = t4 - t5 * 0.87219;
    vec4 t8 = vec4(dot(t2, t5), length(t2.xyz), distance(t2.xy, t5.zw), t2.w);
    vec4 t9 = mix(t4, t3.wxwx, 0.043);
    vec4 t10 = vec4(dot(t5, t2), length(t5.xyz), distance(t5.xy, t2.zw), t5.w);
    vec4 t11 = mix(t6, t0.zwyy, 0.132);
    vec4 t12 = exp2(t11) + vec4(0.4643, 0.9839, 0.2810, 0.0035);
    vec4 t13 = abs(t6) + vec4(0.8301, 0.7899, 0.5914, 0.7117);
    vec4 t14 = t5; if (t5.z > t8.w) t14 = -t8; else acc.x += 17;
    vec4 t15 = mix(t5, t3.xzzx, 0.183);
    vec4 t16 = t12; if (t12.z > t2.x) t16 = -t2; else acc.y += 39;
    vec4 t17 = sqrt(t9) + vec4(0.9746, 0.7421, 0.0937, 0.8424);
    vec4 t18 = clamp(t11, vec4(-8.43), vec4(6.05)); acc ^= ivec4(t11 * 16.0) & tables.masks[6];
    vec4 t19 = vec4(dot(t11, t6), length(t11.xyz), distance(t11.xy, t6.zw), t11.w);
    vec4 t20 = vec4(dot(t11, t12), length(t11.xyz), distance(t11.xy, t12.zw), t11.w);
    vec4 t21 = mix(t11, t18.wyxz, 0.452);
    vec4 t22 = t19; if (t19.z > t4.x) t22 = -t4; else acc.z += 67;
    vec4 t23 = t13 * t4 * 1.07678;
    vec4 t24 = t21; if (t21.z > t3.x) t24 = -t3; else acc.y += 1;
    vec4 t25 = tanh(t11) + vec4(0.4935, 0.0755, 0.8436, 0.6237);
    vec4 t26 = mix(t1, t11.zzxz, 0.078);
    vec4 t27 = clamp(t18, vec4(-2.26), vec4(7.52)); acc ^= ivec4(t18 * 16.0) & tables.masks[6];
    acc += ivec4(837, 755, 988907, -277708207);
    return t27 + t26 * 0.5;
}

// stage_076: generated mixing stage, "step 76" of 150 \\ (two backslashes)
vec4 stage_076(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[12] + b;
    vec4 t1 = b.wzyx - a * -2.497137;
    vec4 t2 = clamp(t0, vec4(-3.13), vec4(1.44)); acc ^= ivec4(t0 * 16.0) & tables.masks[0];
    vec4 t3 = sqrt(t1) + vec4(0.9861, 0.9144, 0.6886, 0.2943);
    vec4 t4 = t1; if (t1.w > t1.z) t4 = -t1; else acc.y += 21;
    vec4 t5 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t6 = t1 - t1 * -1.77355;
    vec4 t7 = t0 + t0 * 0.67623;
    vec4 t8 = clamp(t3, vec4(-8.18), vec4(8.75)); acc ^= ivec4(t3 * 16.0) & tables.masks[1];
    vec4 t9 = mix(t5, t7.yzxw, 0.536);
    vec4 t10 = mix(t2, t2.zwzy, 0.795);
    vec4 t11 = t1; if (t1.z > t4.y) t11 = -t4; else acc.z += 11;
    vec4 t12 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t13 = t10 * t3 * -0.89670;
    vec4 t14 = vec4(dot(t4, t5), length(t4.xyz), distance(t4.xy, t5.zw), t4.w);
    vec4 t15 = clamp(t6, vec4(-1.79), vec4(5.08)); acc ^= ivec4(t6 * 16.0) & tables.masks[1];
    vec4 t16 = vec4(dot(t6, t15), length(t6.xyz), distance(t6.xy, t15.zw), t6.w);
    vec4 t17 = t13 - t15 * 0.13988;
    vec4 t18 = sqrt(t7) + vec4(0.7642, 0.3403, 0.2538, 0.7677);
    vec4 t19 = fract(t17) + vec4(0.5247, 0.3921, 0.2913, 0.4793);
    vec4 t20 = vec4(dot(t0, t5), length(t0.xyz), distance(t0.xy, t5.zw), t0.w);
    vec4 t21 = sqrt(t20) + vec4(0.2428, 0.5729, 0.7080, 0.9784);
    vec4 t22 = tanh(t8) + vec4(0.7685, 0.2745, 0.3518, 0.7760);
    vec4 t23 = exp2(t22) + vec4(0.3258, 0.5310, 0.5491, 0.1429);
    vec4 t24 = clamp(t13, vec4(-5.88), vec4(6.93)); acc ^= ivec4(t13 * 16.0) & tables.masks[4];
    vec4 t25 = vec4(dot(t12, t7), length(t12.xyz), distance(t12.xy, t7.zw), t12.w);
    vec4 t26 = t0 + t1 * 1.49250;
    vec4 t27 = t23 * t15 * -1.14038;
    acc += ivec4(128, 965, 398599, -560323680);
    return t27 + t26 * 0.5;
}

// stage_077: generated mixing stage, "step 77" of 150 \\ (two backslashes)
vec4 stage_077(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[13] + b;
    vec4 t1 = b.wzyx - a * -3.719544;
    vec4 t2 = fract(t1) + vec4(0.6771, 0.0923, 0.4279, 0.0361);
    vec4 t3 = t0 - t1 * -1.90772;
    vec4 t4 = t0 + t1 * -1.06448;
    vec4 t5 = vec4(dot(t2, t3), length(t2.xyz), distance(t2.xy, t3.zw), t2.w);
    vec4 t6 = t4 * t4 * 1.54914;
    vec4 t7 = sin(t5) + vec4(0.6432, 0.6315, 0.5035, 0.8766);
    vec4 t8 = clamp(t4, vec4(-6.20), vec4(2.95)); acc ^= ivec4(t4 * 16.0) & tables.masks[1];
    vec4 t9 = floor(t2) + vec4(0.1847, 0.1314, 0.5217, 0.8955);
    vec4 t10 = t3 - t7 * -1.81372;
    vec4 t11 = vec4(dot(t5, t3), length(t5.xyz), distance(t5.xy, t3.zw), t5.w);
    vec4 t12 = t8 - t9 * 0.34944;
    vec4 t13 = mix(t4, t3.ywxx, 0.722);
    vec4 t14 = mix(t13, t0.wwyz, 0.246);
    vec4 t15 = vec4(dot(t7, t7), length(t7.xyz), distance(t7.xy, t7.zw), t7.w);
    vec4 t16 = sqrt(t10) + vec4(0.0168, 0.8425, 0.2258, 0.2495);
    vec4 t17 = t8 - t8 * 0.37028;
    vec4 t18 = t4 + t13 * -1.65044;
    vec4 t19 = fract(t4) + vec4(0.1695, 0.9233, 0.6054, 0.7508);
    vec4 t20 = t4; if (t4.w > t17.x) t20 = -t17; else acc.x += 61;
    vec4 t21 = t14 + t19 * -1.19199;
    vec4 t22 = fract(t6) + vec4(0.1859, 0.4950, 0.6261, 0.1907);
    vec4 t23 = vec4(dot(t3, t21), length(t3.xyz), distance(t3.xy, t21.zw), t3.w);
    vec4 t24 = t12 * t0 * 0.46962;
    vec4 t25 = mix(t20, t5.zyxw, 0.891);
    vec4 t26 = mix(t18, t16.ywzx, 0.874);
    vec4 t27 = clamp(t25, vec4(-8.72), vec4(7.78)); acc ^= ivec4(t25 * 16.0) & tables.masks[5];
    acc += ivec4(-28, 91, 226549, -983061470);
    return t27 + t26 * 0.5;
}

// stage_078: generated mixing stage, "step 78" of 150 \\ (two backslashes)
vec4 stage_078(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[14] + b;
    vec4 t1 = b.wzyx - a * -1.998927;
    vec4 t2 = t1; if (t1.w > t1.y) t2 = -t1; else acc.w += 80;
    vec4 t3 = t0 - t2 * -0.27532;
    vec4 t4 = mix(t3, t1.wzww, 0.651);
    vec4 t5 = cos(t2) + vec4(0.0589, 0.8655, 0.8542, 0.5368);
    vec4 t6 = vec4(dot(t5, t4), length(t5.xyz), distance(t5.xy, t4.zw), t5.w);
    vec4 t7 = vec4(dot(t0, t6), length(t0.xyz), distance(t0.xy, t6.zw), t0.w);
    vec4 t8 = t4 * t4 * 1.20610;
    vec4 t9 = exp2(t5) + vec4(0.8370, 0.7796, 0.3410, 0.3798);
    vec4 t10 = t6; if (t6.z > t8.w) t10 = -t8; else acc.x += 62;
    vec4 t11 = mix(t6, t8.wzyx, 0.687);
    vec4 t12 = mix(t7, t3.wyzz, 0.208);
    vec4 t13 = vec4(dot(t9, t12), length(t9.xyz), distance(t9.xy, t12.zw), t9.w);
    vec4 t14 = vec4(dot(t11, t1), length(t11.xyz), distance(t11.xy, t1.zw), t11.w);
    vec4 t15 = clamp(t0, vec4(-6.72), vec4(5.66)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t16 = t7 - t15 * 0.42206;
    vec4 t17 = t11 - t14 * -1.75256;
    vec4 t18 = abs(t2) + vec4(0.7503, 0.8570, 0.3693, 0.5148);
    vec4 t19 = t8 * t6 * -0.82282;
    vec4 t20 = sin(t1) + vec4(0.4839, 0.4513, 0.9172, 0.2969);
    vec4 t21 = vec4(dot(t15, t0), length(t15.xyz), distance(t15.xy, t0.zw), t15.w);
    vec4 t22 = t14; if (t14.z > t6.w) t22 = -t6; else acc.y += 84;
    vec4 t23 = tanh(t1) + vec4(0.2082, 0.9567, 0.7215, 0.3477);
    vec4 t24 = sqrt(t20) + vec4(0.1178, 0.4503, 0.9142, 0.2981);
    vec4 t25 = t4; if (t4.w > t11.w) t25 = -t11; else acc.z += 91;
    vec4 t26 = vec4(dot(t21, t19), length(t21.xyz), distance(t21.xy, t19.zw), t21.w);
    vec4 t27 = cos(t7) + vec4(0.7769, 0.8525, 0.4900, 0.8720);
    acc += ivec4(307, -450, 219257, -581205465);
    return t27 + t26 * 0.5;
}

// stage_079: generated mixing stage, "step 79" of 150 \\ (two backslashes)
vec4 stage_079(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[15] + b;
    vec4 t1 = b.wzyx - a * 1.164247;
    vec4 t2 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t3 = t0; if (t0.w > t2.y) t3 = -t2; else acc.y += 5;
    vec4 t4 = mix(t0, t3.yxzz, 0.766);
    vec4 t5 = t0 - t1 * -0.70910;
    vec4 t6 = exp2(t2) + vec4(0.3661, 0.7086, 0.0582, 0.9352);
    vec4 t7 = vec4(dot(t6, t2), length(t6.xyz), distance(t6.xy, t2.zw), t6.w);
    vec4 t8 = t5; if (t5.x > t5.z) t8 = -t5; else acc.w += 3;
    vec4 t9 = t8 * t8 * 1.96683;
    vec4 t10 = floor(t5) + vec4(0.0099, 0.7440, 0.8841, 0.7735);
    vec4 t11 = t1 - t2 * -1.77808;
    vec4 t12 = fract(t1) + vec4(0.0858, 0.6368, 0.8126, 0.7573);
    vec4 t13 = clamp(t4, vec4(-4.33), vec4(4.91)); acc ^= ivec4(t4 * 16.0) & tables.masks[3];
    vec4 t14 = vec4(dot(t6, t8), length(t6.xyz), distance(t6.xy, t8.zw), t6.w);
    vec4 t15 = fract(t6) + vec4(0.4320, 0.2472, 0.7294, 0.5498);
    vec4 t16 = mix(t2, t7.wzxz, 0.148);
    vec4 t17 = sqrt(t1) + vec4(0.2545, 0.2051, 0.3349, 0.0687);
    vec4 t18 = t11; if (t11.w > t0.y) t18 = -t0; else acc.z += 36;
    vec4 t19 = mix(t13, t15.zyxz, 0.970);
    vec4 t20 = t6; if (t6.x > t5.w) t20 = -t5; else acc.x += 41;
    vec4 t21 = t12 - t6 * -1.00107;
    vec4 t22 = vec4(dot(t15, t13), length(t15.xyz), distance(t15.xy, t13.zw), t15.w);
    vec4 t23 = t16; if (t16.w > t3.x) t23 = -t3; else acc.w += 74;
    vec4 t24 = sin(t20) + vec4(0.4542, 0.4864, 0.6897, 0.8995);
    vec4 t25 = t3; if (t3.w > t16.z) t25 = -t16; else acc.y += 96;
    vec4 t26 = clamp(t14, vec4(-7.78), vec4(3.05)); acc ^= ivec4(t14 * 16.0) & tables.masks[6];
    vec4 t27 = sqrt(t15) + vec4(0.8024, 0.1131, 0.6063, 0.6604);
    acc += ivec4(537, 860, 746270, -521394253);
    return t27 + t26 * 0.5;
}

// stage_080: generated mixing stage, "step 80" of 150 \\ (two backslashes)
vec4 stage_080(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[16] + b;
    vec4 t1 = b.wzyx - a * -2.585611;
    vec4 t2 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t3 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t4 = t2 * t2 * 0.58814;
    vec4 t5 = clamp(t3, vec4(-1.53), vec4(3.52)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    vec4 t6 = t4 + t0 * -1.92497;
    vec4 t7 = abs(t6) + vec4(0.9209, 0.9328, 0.0092, 0.1084);
    vec4 t8 = t4; if (t4.x > t4.w) t8 = -t4; else acc.z += 13;
    vec4 t9 = t0 + t6 * 0.65664;
    vec4 t10 = clamp(t0, vec4(-1.30), vec4(3.40)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t11 = vec4(dot(t8, t0), length(t8.xyz), distance(t8.xy, t0.zw), t8.w);
    vec4 t12 = fract(t4) + vec4(0.3951, 0.7422, 0.4532, 0.0658);
    vec4 t13 = t8; if (t8.w > t0.x) t13 = -t0; else acc.w += 87;
    vec4 t14 = tanh(t5) + vec4(0.0860, 0.1101, 0.6972, 0.6443);
    vec4 t15 = t8 * t6 * 1.18957;
    vec4 t16 = t0; if (t0.z > t15.w) t16 = -t15; else acc.x += 71;
    vec4 t17 = vec4(dot(t14, t5), length(t14.xyz), distance(t14.xy, t5.zw), t14.w);
    vec4 t18 = mix(t2, t7.xyyx, 0.718);
    vec4 t19 = t13; if (t13.y > t2.x) t19 = -t2; else acc.z += 35;
    vec4 t20 = clamp(t8, vec4(-5.78), vec4(1.33)); acc ^= ivec4(t8 * 16.0) & tables.masks[5];
    vec4 t21 = t12; if (t12.z > t2.w) t21 = -t2; else acc.w += 11;
    vec4 t22 = vec4(dot(t8, t12), length(t8.xyz), distance(t8.xy, t12.zw), t8.w);
    vec4 t23 = clamp(t3, vec4(-4.80), vec4(3.24)); acc ^= ivec4(t3 * 16.0) & tables.masks[2];
    vec4 t24 = vec4(dot(t23, t2), length(t23.xyz), distance(t23.xy, t2.zw), t23.w);
    vec4 t25 = mix(t19, t2.zzzw, 0.995);
    vec4 t26 = fract(t3) + vec4(0.1088, 0.3570, 0.3240, 0.6997);
    vec4 t27 = vec4(dot(t9, t4), length(t9.xyz), distance(t9.xy, t4.zw), t9.w);
    acc += ivec4(219, 647, 47886, -198943672);
    return t27 + t26 * 0.5;
}

// stage_081: generated mixing stage, "step 81" of 150 \\ (two backslashes)
vec4 stage_081(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[17] + b;
    vec4 t1 = b.wzyx - a * 0.940938;
    vec4 t2 = t0 - t1 * 1.90550;
    vec4 t3 = clamp(t2, vec4(-3.96), vec4(6.76)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t4 = fract(t3) + vec4(0.7616, 0.2114, 0.9261, 0.8467);
    vec4 t5 = t2; if (t2.y > t4.z) t5 = -t4; else acc.z += 52;
    vec4 t6 = t3; if (t3.y > t3.w) t6 = -t3; else acc.y += 63;
    vec4 t7 = mix(t3, t2.zxxx, 0.559);
    vec4 t8 = abs(t7) + vec4(0.8756, 0.9186, 0.0220, 0.9708);
    vec4 t9 = mix(t0, t7.zzzy, 0.680);
    vec4 t10 = vec4(dot(t3, t7), length(t3.xyz), distance(t3.xy, t7.zw), t3.w);
    vec4 t11 = floor(t4) + vec4(0.4128, 0.2594, 0.4853, 0.7832);
    vec4 t12 = vec4(dot(t1, t11), length(t1.xyz), distance(t1.xy, t11.zw), t1.w);
    vec4 t13 = t0; if (t0.y > t10.x) t13 = -t10; else acc.w += 60;
    vec4 t14 = t4; if (t4.z > t8.y) t14 = -t8; else acc.y += 49;
    vec4 t15 = t10 + t13 * 0.49142;
    vec4 t16 = vec4(dot(t10, t12), length(t10.xyz), distance(t10.xy, t12.zw), t10.w);
    vec4 t17 = t5 + t1 * 0.46663;
    vec4 t18 = clamp(t12, vec4(-8.72), vec4(5.52)); acc ^= ivec4(t12 * 16.0) & tables.masks[4];
    vec4 t19 = mix(t1, t2.ywyz, 0.580);
    vec4 t20 = floor(t5) + vec4(0.6799, 0.7805, 0.8882, 0.1615);
    vec4 t21 = vec4(dot(t15, t2), length(t15.xyz), distance(t15.xy, t2.zw), t15.w);
    vec4 t22 = clamp(t15, vec4(-5.18), vec4(4.19)); acc ^= ivec4(t15 * 16.0) & tables.masks[1];
    vec4 t23 = t16 + t21 * 1.34031;
    vec4 t24 = clamp(t23, vec4(-7.24), vec4(4.81)); acc ^= ivec4(t23 * 16.0) & tables.masks[5];
    vec4 t25 = t0 * t19 * 0.85201;
    vec4 t26 = t13; if (t13.x > t15.z) t26 = -t15; else acc.y += 19;
    vec4 t27 = clamp(t2, vec4(-4.03), vec4(8.42)); acc ^= ivec4(t2 * 16.0) & tables.masks[3];
    acc += ivec4(-264, 82, 304060, -792617449);
    return t27 + t26 * 0.5;
}

// stage_082: generated mixing stage, "step 82" of 150 \\ (two backslashes)
vec4 stage_082(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[18] + b;
    vec4 t1 = b.wzyx - a * 2.624205;
    vec4 t2 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t3 = t2; if (t2.w > t1.y) t3 = -t1; else acc.y += 79;
    vec4 t4 = mix(t1, t3.wwxz, 0.086);
    vec4 t5 = t3 - t4 * 1.88466;
    vec4 t6 = clamp(t4, vec4(-4.72), vec4(6.17)); acc ^= ivec4(t4 * 16.0) & tables.masks[2];
    vec4 t7 = t5; if (t5.x > t3.z) t7 = -t3; else acc.x += 37;
    vec4 t8 = t5; if (t5.y > t6.z) t8 = -t6; else acc.y += 95;
    vec4 t9 = vec4(dot(t8, t2), length(t8.xyz), distance(t8.xy, t2.zw), t8.w);
    vec4 t10 = floor(t6) + vec4(0.0723, 0.4231, 0.5746, 0.7218);
    vec4 t11 = clamp(t8, vec4(-7.38), vec4(5.41)); acc ^= ivec4(t8 * 16.0) & tables.masks[6];
    vec4 t12 = clamp(t11, vec4(-1.14), vec4(5.76)); acc ^= ivec4(t11 * 16.0) & tables.masks[2];
    vec4 t13 = clamp(t1, vec4(-2.18), vec4(3.34)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t14 = clamp(t4, vec4(-6.12), vec4(1.86)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t15 = clamp(t7, vec4(-5.83), vec4(2.29)); acc ^= ivec4(t7 * 16.0) & tables.masks[4];
    vec4 t16 = mix(t7, t4.yyzx, 0.307);
    vec4 t17 = mix(t13, t7.zyyx, 0.314);
    vec4 t18 = t10; if (t10.z > t14.y) t18 = -t14; else acc.w += 29;
    vec4 t19 = t5; if (t5.w > t5.z) t19 = -t5; else acc.z += 79;
    vec4 t20 = t3; if (t3.x > t9.z) t20 = -t9; else acc.y += 98;
    vec4 t21 = t5 + t5 * -1.15785;
    vec4 t22 = exp2(t20) + vec4(0.6907, 0.3469, 0.9124, 0.8476);
    vec4 t23 = t21 + t4 * -0.33594;
    vec4 t24 = t1 - t9 * 0.44280;
    vec4 t25 = t22 + t2 * 1.47884;
    vec4 t26 = t16; if (t16.y > t6.x) t26 = -t6; else acc.w += 73;
    vec4 t27 = abs(t22) + vec4(0.7468, 0.5006, 0.8042, 0.5795);
    acc += ivec4(-331, 844, 154637, -1037676680);
    return t27 + t26 * 0.5;
}

// stage_083: generated mixing stage, "step 83" of 150 \\ (two backslashes)
vec4 stage_083(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[19] + b;
    vec4 t1 = b.wzyx - a * -0.942229;
    vec4 t2 = t1; if (t1.y > t1.z) t2 = -t1; else acc.y += 52;
    vec4 t3 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t4 = t3; if (t3.y > t3.z) t4 = -t3; else acc.w += 58;
    vec4 t5 = t3 + t3 * 0.24492;
    vec4 t6 = t5; if (t5.y > t5.w) t6 = -t5; else acc.x += 94;
    vec4 t7 = mix(t3, t3.zwyw, 0.816);
    vec4 t8 = clamp(t2, vec4(-4.87), vec4(5.14)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t9 = exp2(t4) + vec4(0.1639, 0.2715, 0.8390, 0.4886);
    vec4 t10 = t1 * t0 * 0.00064;
    vec4 t11 = mix(t2, t3.wwyz, 0.023);
    vec4 t12 = mix(t10, t3.wxyy, 0.494);
    vec4 t13 = t5; if (t5.w > t12.z) t13 = -t12; else acc.w += 21;
    vec4 t14 = mix(t9, t0.yzww, 0.724);
    vec4 t15 = mix(t7, t2.xzzz, 0.853);
    vec4 t16 = t13 - t12 * 1.03957;
    vec4 t17 = t9 * t10 * 1.23487;
    vec4 t18 = vec4(dot(t11, t3), length(t11.xyz), distance(t11.xy, t3.zw), t11.w);
    vec4 t19 = mix(t0, t4.xwzw, 0.509);
    vec4 t20 = mix(t2, t6.wyyx, 0.799);
    vec4 t21 = t6 + t1 * -0.61386;
    vec4 t22 = clamp(t19, vec4(-8.49), vec4(3.30)); acc ^= ivec4(t19 * 16.0) & tables.masks[0];
    vec4 t23 = mix(t7, t13.wxwx, 0.998);
    vec4 t24 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t25 = t10; if (t10.z > t24.z) t25 = -t24; else acc.x += 60;
    vec4 t26 = mix(t16, t16.yzwy, 0.812);
    vec4 t27 = clamp(t6, vec4(-4.48), vec4(4.17)); acc ^= ivec4(t6 * 16.0) & tables.masks[6];
    acc += ivec4(-197, 887, 103759, -749445005);
    return t27 + t26 * 0.5;
}

// stage_084: generated mixing stage, "step 84" of 150 \\ (two backslashes)
vec4 stage_084(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[20] + b;
    vec4 t1 = b.wzyx - a * 2.387011;
    vec4 t2 = t1; if (t1.x > t1.w) t2 = -t1; else acc.w += 90;
    vec4 t3 = mix(t2, t0.xyzy, 0.533);
    vec4 t4 = tanh(t1) + vec4(0.8337, 0.0087, 0.0909, 0.4793);
    vec4 t5 = t2 - t1 * -0.99162;
    vec4 t6 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t7 = fract(t0) + vec4(0.6191, 0.0909, 0.5841, 0.0498);
    vec4 t8 = vec4(dot(t5, t7), length(t5.xyz), distance(t5.xy, t7.zw), t5.w);
    vec4 t9 = clamp(t2, vec4(-5.55), vec4(1.57)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t10 = t2 - t8 * 0.76165;
    vec4 t11 = t9 + t9 * -0.01399;
    vec4 t12 = fract(t6) + vec4(0.6600, 0.3946, 0.5870, 0.1411);
    vec4 t13 = clamp(t11, vec4(-3.33), vec4(8.60)); acc ^= ivec4(t11 * 16.0) & tables.masks[4];
    vec4 t14 = abs(t0) + vec4(0.6404, 0.8434, 0.6532, 0.7620);
    vec4 t15 = mix(t0, t13.xwyy, 0.817);
    vec4 t16 = vec4(dot(t3, t8), length(t3.xyz), distance(t3.xy, t8.zw), t3.w);
    vec4 t17 = abs(t2) + vec4(0.4844, 0.0489, 0.0383, 0.8335);
    vec4 t18 = clamp(t14, vec4(-7.47), vec4(7.68)); acc ^= ivec4(t14 * 16.0) & tables.masks[1];
    vec4 t19 = t6; if (t6.z > t9.x) t19 = -t9; else acc.z += 13;
    vec4 t20 = clamp(t4, vec4(-2.90), vec4(7.94)); acc ^= ivec4(t4 * 16.0) & tables.masks[1];
    vec4 t21 = t7; if (t7.x > t2.w) t21 = -t2; else acc.z += 73;
    vec4 t22 = t2 * t20 * -1.19236;
    vec4 t23 = t22 + t20 * 0.52635;
    vec4 t24 = mix(t12, t13.yxwy, 0.813);
    vec4 t25 = t6; if (t6.z > t17.z) t25 = -t17; else acc.w += 43;
    vec4 t26 = mix(t3, t24.xxzx, 0.727);
    vec4 t27 = clamp(t4, vec4(-7.92), vec4(5.54)); acc ^= ivec4(t4 * 16.0) & tables.masks[5];
    acc += ivec4(603, 358, 728222, -320034825);
    return t27 + t26 * 0.5;
}

// stage_085: generated mixing stage, "step 85" of 150 \\ (two backslashes)
vec4 stage_085(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[21] + b;
    vec4 t1 = b.wzyx - a * 0.851800;
    vec4 t2 = mix(t1, t1.yyxw, 0.096);
    vec4 t3 = sqrt(t0) + vec4(0.0051, 0.9415, 0.3026, 0.7928);
    vec4 t4 = t3 * t0 * 0.94637;
    vec4 t5 = t3; if (t3.z > t4.x) t5 = -t4; else acc.z += 93;
    vec4 t6 = vec4(dot(t5, t5), length(t5.xyz), distance(t5.xy, t5.zw), t5.w);
    vec4 t7 = fract(t2) + vec4(0.2038, 0.6128, 0.8688, 0.4198);
    vec4 t8 = abs(t2) + vec4(0.5714, 0.4303, 0.6835, 0.0469);
    vec4 t9 = mix(t6, t2.xxxw, 0.120);
    vec4 t10 = clamp(t1, vec4(-6.12), vec4(6.79)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t11 = vec4(dot(t7, t0), length(t7.xyz), distance(t7.xy, t0.zw), t7.w);
    vec4 t12 = t6; if (t6.x > t6.w) t12 = -t6; else acc.x += 3;
    vec4 t13 = t9; if (t9.y > t7.w) t13 = -t7; else acc.y += 52;
    vec4 t14 = clamp(t1, vec4(-7.32), vec4(2.70)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t15 = t5; if (t5.w > t12.x) t15 = -t12; else acc.x += 57;
    vec4 t16 = t8; if (t8.w > t7.y) t16 = -t7; else acc.w += 13;
    vec4 t17 = t0; if (t0.y > t14.w) t17 = -t14; else acc.x += 98;
    vec4 t18 = t0 + t5 * 0.64070;
    vec4 t19 = t6 + t11 * -1.93989;
    vec4 t20 = mix(t15, t13.wyzx, 0.660);
    vec4 t21 = t17 + t15 * -1.64576;
    vec4 t22 = t7; if (t7.y > t20.w) t22 = -t20; else acc.y += 85;
    vec4 t23 = mix(t10, t21.wwwx, 0.488);
    vec4 t24 = sqrt(t18) + vec4(0.1174, 0.6113, 0.5642, 0.1255);
    vec4 t25 = vec4(dot(t2, t20), length(t2.xyz), distance(t2.xy, t20.zw), t2.w);
    vec4 t26 = abs(t18) + vec4(0.2690, 0.9784, 0.5473, 0.4102);
    vec4 t27 = t22 + t7 * 0.58325;
    acc += ivec4(815, 499, 681707, -146379097);
    return t27 + t26 * 0.5;
}

// stage_086: generated mixing stage, "step 86" of 150 \\ (two backslashes)
vec4 stage_086(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[22] + b;
    vec4 t1 = b.wzyx - a * 2.594619;
    vec4 t2 = tanh(t1) + vec4(0.3580, 0.4253, 0.2204, 0.3125);
    vec4 t3 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t4 = mix(t1, t2.yxzw, 0.470);
    vec4 t5 = clamp(t2, vec4(-4.09), vec4(7.20)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t6 = clamp(t4, vec4(-8.46), vec4(1.18)); acc ^= ivec4(t4 * 16.0) & tables.masks[1];
    vec4 t7 = t4 * t5 * -1.07549;
    vec4 t8 = t4; if (t4.x > t7.x) t8 = -t7; else acc.z += 77;
    vec4 t9 = vec4(dot(t7, t1), length(t7.xyz), distance(t7.xy, t1.zw), t7.w);
    vec4 t10 = t6; if (t6.x > t8.w) t10 = -t8; else acc.z += 87;
    vec4 t11 = tanh(t6) + vec4(0.9177, 0.1176, 0.5657, 0.6549);
    vec4 t12 = mix(t11, t11.wyxx, 0.135);
    vec4 t13 = clamp(t5, vec4(-3.66), vec4(4.19)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t14 = vec4(dot(t2, t8), length(t2.xyz), distance(t2.xy, t8.zw), t2.w);
    vec4 t15 = t6; if (t6.w > t2.y) t15 = -t2; else acc.x += 34;
    vec4 t16 = clamp(t15, vec4(-8.61), vec4(5.12)); acc ^= ivec4(t15 * 16.0) & tables.masks[4];
    vec4 t17 = clamp(t16, vec4(-8.61), vec4(5.24)); acc ^= ivec4(t16 * 16.0) & tables.masks[1];
    vec4 t18 = t0 - t15 * -0.52393;
    vec4 t19 = vec4(dot(t0, t9), length(t0.xyz), distance(t0.xy, t9.zw), t0.w);
    vec4 t20 = vec4(dot(t7, t6), length(t7.xyz), distance(t7.xy, t6.zw), t7.w);
    vec4 t21 = vec4(dot(t16, t18), length(t16.xyz), distance(t16.xy, t18.zw), t16.w);
    vec4 t22 = vec4(dot(t3, t15), length(t3.xyz), distance(t3.xy, t15.zw), t3.w);
    vec4 t23 = floor(t8) + vec4(0.8283, 0.5999, 0.9186, 0.3804);
    vec4 t24 = t20 - t8 * 1.51479;
    vec4 t25 = clamp(t14, vec4(-8.20), vec4(3.18)); acc ^= ivec4(t14 * 16.0) & tables.masks[0];
    vec4 t26 = clamp(t18, vec4(-7.16), vec4(3.88)); acc ^= ivec4(t18 * 16.0) & tables.masks[3];
    vec4 t27 = vec4(dot(t21, t6), length(t21.xyz), distance(t21.xy, t6.zw), t21.w);
    acc += ivec4(89, -204, 1025117, -13539321);
    return t27 + t26 * 0.5;
}

// stage_087: generated mixing stage, "step 87" of 150 \\ (two backslashes)
vec4 stage_087(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[23] + b;
    vec4 t1 = b.wzyx - a * -1.064304;
    vec4 t2 = clamp(t1, vec4(-8.87), vec4(5.97)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t3 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t4 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t5 = sin(t0) + vec4(0.2640, 0.8613, 0.0140, 0.1699);
    vec4 t6 = t5 + t0 * -0.39255;
    vec4 t7 = t4; if (t4.x > t1.y) t7 = -t1; else acc.z += 74;
    vec4 t8 = t0 - t4 * -1.61975;
    vec4 t9 = t7; if (t7.w > t5.x) t9 = -t5; else acc.y += 64;
    vec4 t10 = vec4(dot(t0, t8), length(t0.xyz), distance(t0.xy, t8.zw), t0.w);
    vec4 t11 = clamp(t7, vec4(-3.76), vec4(4.45)); acc ^= ivec4(t7 * 16.0) & tables.masks[5];
    vec4 t12 = t7 + t1 * -1.59243;
    vec4 t13 = t6 - t5 * 1.48045;
    vec4 t14 = floor(t0) + vec4(0.2278, 0.0979, 0.0848, 0.6469);
    vec4 t15 = mix(t13, t0.zzyw, 0.285);
    vec4 t16 = tanh(t6) + vec4(0.4669, 0.4380, 0.3952, 0.5511);
    vec4 t17 = t2 + t16 * 1.71197;
    vec4 t18 = clamp(t0, vec4(-2.44), vec4(7.74)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t19 = fract(t5) + vec4(0.2680, 0.6074, 0.3521, 0.1804);
    vec4 t20 = t15; if (t15.z > t15.w) t20 = -t15; else acc.w += 29;
    vec4 t21 = vec4(dot(t12, t7), length(t12.xyz), distance(t12.xy, t7.zw), t12.w);
    vec4 t22 = t10; if (t10.z > t10.y) t22 = -t10; else acc.x += 24;
    vec4 t23 = abs(t15) + vec4(0.1603, 0.1578, 0.6511, 0.8484);
    vec4 t24 = clamp(t0, vec4(-1.21), vec4(7.33)); acc ^= ivec4(t0 * 16.0) & tables.masks[3];
    vec4 t25 = mix(t6, t7.ywww, 0.861);
    vec4 t26 = t23 + t19 * 0.91572;
    vec4 t27 = mix(t24, t11.yzwy, 0.641);
    acc += ivec4(877, -350, 543925, -204305315);
    return t27 + t26 * 0.5;
}

// stage_088: generated mixing stage, "step 88" of 150 \\ (two backslashes)
vec4 stage_088(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[24] + b;
    vec4 t1 = b.wzyx - a * -3.541898;
    vec4 t2 = mix(t0, t0.zxyx, 0.602);
    vec4 t3 = mix(t1, t1.zxwx, 0.615);
    vec4 t4 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t5 = t0; if (t0.w > t4.x) t5 = -t4; else acc.z += 64;
    vec4 t6 = t0; if (t0.y > t5.y) t6 = -t5; else acc.x += 30;
    vec4 t7 = t3 + t1 * 0.77756;
    vec4 t8 = clamp(t7, vec4(-3.26), vec4(6.35)); acc ^= ivec4(t7 * 16.0) & tables.masks[5];
    vec4 t9 = clamp(t0, vec4(-6.55), vec4(6.19)); acc ^= ivec4(t0 * 16.0) & tables.masks[3];
    vec4 t10 = t5; if (t5.y > t8.x) t10 = -t8; else acc.y += 28;
    vec4 t11 = t6 - t2 * 0.41560;
    vec4 t12 = t0 - t5 * 1.25159;
    vec4 t13 = mix(t12, t2.xzzz, 0.794);
    vec4 t14 = mix(t7, t10.zwwx, 0.399);
    vec4 t15 = t10; if (t10.x > t6.w) t15 = -t6; else acc.y += 53;
    vec4 t16 = clamp(t5, vec4(-6.33), vec4(2.54)); acc ^= ivec4(t5 * 16.0) & tables.masks[1];
    vec4 t17 = clamp(t10, vec4(-2.11), vec4(7.17)); acc ^= ivec4(t10 * 16.0) & tables.masks[4];
    vec4 t18 = clamp(t7, vec4(-2.87), vec4(5.05)); acc ^= ivec4(t7 * 16.0) & tables.masks[0];
    vec4 t19 = cos(t18) + vec4(0.3386, 0.6196, 0.2169, 0.9929);
    vec4 t20 = vec4(dot(t7, t13), length(t7.xyz), distance(t7.xy, t13.zw), t7.w);
    vec4 t21 = t5 - t10 * -0.40645;
    vec4 t22 = mix(t9, t20.wzww, 0.069);
    vec4 t23 = t5; if (t5.z > t5.y) t23 = -t5; else acc.x += 93;
    vec4 t24 = floor(t8) + vec4(0.3266, 0.9187, 0.6274, 0.1685);
    vec4 t25 = clamp(t20, vec4(-4.79), vec4(5.24)); acc ^= ivec4(t20 * 16.0) & tables.masks[4];
    vec4 t26 = t14; if (t14.w > t17.x) t26 = -t17; else acc.z += 35;
    vec4 t27 = vec4(dot(t5, t17), length(t5.xyz), distance(t5.xy, t17.zw), t5.w);
    acc += ivec4(973, 814, 468014, -471532089);
    return t27 + t26 * 0.5;
}

// stage_089: generated mixing stage, "step 89" of 150 \\ (two backslashes)
vec4 stage_089(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[25] + b;
    vec4 t1 = b.wzyx - a * -3.673832;
    vec4 t2 = t0 - t1 * 1.13606;
    vec4 t3 = t2; if (t2.w > t0.y) t3 = -t0; else acc.z += 51;
    vec4 t4 = clamp(t1, vec4(-2.95), vec4(5.31)); acc ^= ivec4(t1 * 16.0) & tables.masks[1];
    vec4 t5 = t4; if (t4.w > t1.y) t5 = -t1; else acc.x += 31;
    vec4 t6 = t0; if (t0.x > t2.z) t6 = -t2; else acc.x += 7;
    vec4 t7 = mix(t6, t5.xwzz, 0.279);
    vec4 t8 = t1 * t7 * 0.83126;
    vec4 t9 = vec4(dot(t0, t4), length(t0.xyz), distance(t0.xy, t4.zw), t0.w);
    vec4 t10 = mix(t2, t6.wyzx, 0.734);
    vec4 t11 = fract(t1) + vec4(0.7850, 0.0811, 0.5504, 0.9558);
    vec4 t12 = vec4(dot(t8, t9), length(t8.xyz), distance(t8.xy, t9.zw), t8.w);
    vec4 t13 = clamp(t6, vec4(-8.20), vec4(3.16)); acc ^= ivec4(t6 * 16.0) & tables.masks[5];
    vec4 t14 = vec4(dot(t5, t9), length(t5.xyz), distance(t5.xy, t9.zw), t5.w);
    vec4 t15 = mix(t0, t10.xyzx, 0.928);
    vec4 t16 = vec4(dot(t15, t12), length(t15.xyz), distance(t15.xy, t12.zw), t15.w);
    vec4 t17 = t14 + t8 * 0.59763;
    vec4 t18 = t2 - t1 * 1.55238;
    vec4 t19 = t10 - t12 * 1.68248;
    vec4 t20 = t5; if (t5.w > t9.y) t20 = -t9; else acc.w += 13;
    vec4 t21 = vec4(dot(t18, t5), length(t18.xyz), distance(t18.xy, t5.zw), t18.w);
    vec4 t22 = vec4(dot(t6, t2), length(t6.xyz), distance(t6.xy, t2.zw), t6.w);
    vec4 t23 = vec4(dot(t6, t6), length(t6.xyz), distance(t6.xy, t6.zw), t6.w);
    vec4 t24 = t8; if (t8.z > t13.z) t24 = -t13; else acc.z += 85;
    vec4 t25 = t14; if (t14.w > t24.y) t25 = -t24; else acc.z += 87;
    vec4 t26 = clamp(t0, vec4(-5.21), vec4(1.60)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t27 = mix(t11, t18.wzyx, 0.118);
    acc += ivec4(-738, -150, 517505, -977207376);
    return t27 + t26 * 0.5;
}

// stage_090: generated mixing stage, "step 90" of 150 \\ (two backslashes)
vec4 stage_090(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[26] + b;
    vec4 t1 = b.wzyx - a * 0.033458;
    vec4 t2 = t1; if (t1.w > t1.x) t2 = -t1; else acc.w += 86;
    vec4 t3 = clamp(t0, vec4(-2.48), vec4(8.65)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t4 = vec4(dot(t3, t3), length(t3.xyz), distance(t3.xy, t3.zw), t3.w);
    vec4 t5 = mix(t0, t2.yxzy, 0.919);
    vec4 t6 = vec4(dot(t2, t0), length(t2.xyz), distance(t2.xy, t0.zw), t2.w);
    vec4 t7 = t3 + t5 * 0.95445;
    vec4 t8 = t7 - t2 * 0.00364;
    vec4 t9 = t8; if (t8.w > t8.z) t9 = -t8; else acc.x += 72;
    vec4 t10 = vec4(dot(t8, t3), length(t8.xyz), distance(t8.xy, t3.zw), t8.w);
    vec4 t11 = floor(t1) + vec4(0.3841, 0.1954, 0.6615, 0.8491);
    vec4 t12 = clamp(t8, vec4(-2.74), vec4(7.79)); acc ^= ivec4(t8 * 16.0) & tables.masks[0];
    vec4 t13 = vec4(dot(t7, t0), length(t7.xyz), distance(t7.xy, t0.zw), t7.w);
    vec4 t14 = vec4(dot(t7, t12), length(t7.xyz), distance(t7.xy, t12.zw), t7.w);
    vec4 t15 = vec4(dot(t14, t0), length(t14.xyz), distance(t14.xy, t0.zw), t14.w);
    vec4 t16 = vec4(dot(t8, t11), length(t8.xyz), distance(t8.xy, t11.zw), t8.w);
    vec4 t17 = clamp(t3, vec4(-4.90), vec4(2.63)); acc ^= ivec4(t3 * 16.0) & tables.masks[6];
    vec4 t18 = clamp(t2, vec4(-4.89), vec4(2.71)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t19 = t18 * t18 * 0.83148;
    vec4 t20 = t13; if (t13.z > t19.z) t20 = -t19; else acc.y += 66;
    vec4 t21 = clamp(t7, vec4(-6.85), vec4(2.03)); acc ^= ivec4(t7 * 16.0) & tables.masks[0];
    vec4 t22 = clamp(t18, vec4(-8.99), vec4(7.27)); acc ^= ivec4(t18 * 16.0) & tables.masks[0];
    vec4 t23 = sin(t8) + vec4(0.5732, 0.1584, 0.4979, 0.5188);
    vec4 t24 = t23 * t23 * 1.34680;
    vec4 t25 = t19 * t2 * -0.13450;
    vec4 t26 = vec4(dot(t16, t22), length(t16.xyz), distance(t16.xy, t22.zw), t16.w);
    vec4 t27 = mix(t20, t4.wzxx, 0.896);
    acc += ivec4(832, -170, 163299, -326988394);
    return t27 + t26 * 0.5;
}

// stage_091: generated mixing stage, "step 91" of 150 \\ (two backslashes)
vec4 stage_091(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[27] + b;
    vec4 t1 = b.wzyx - a * -3.128098;
    vec4 t2 = t1 * t1 * -1.01320;
    vec4 t3 = t1 * t0 * 0.58595;
    vec4 t4 = t3 * t2 * -0.79164;
    vec4 t5 = floor(t2) + vec4(0.3329, 0.5339, 0.8534, 0.9926);
    vec4 t6 = floor(t3) + vec4(0.9555, 0.1695, 0.6986, 0.3192);
    vec4 t7 = fract(t3) + vec4(0.9339, 0.8850, 0.7604, 0.3777);
    vec4 t8 = floor(t4) + vec4(0.9150, 0.6977, 0.6666, 0.9444);
    vec4 t9 = t2; if (t2.y > t5.z) t9 = -t5; else acc.x += 93;
    vec4 t10 = t5; if (t5.z > t8.w) t10 = -t8; else acc.z += 75;
    vec4 t11 = clamp(t10, vec4(-3.95), vec4(8.90)); acc ^= ivec4(t10 * 16.0) & tables.masks[1];
    vec4 t12 = clamp(t1, vec4(-4.75), vec4(3.12)); acc ^= ivec4(t1 * 16.0) & tables.masks[6];
    vec4 t13 = mix(t6, t6.wzyw, 0.191);
    vec4 t14 = t5; if (t5.y > t6.x) t14 = -t6; else acc.y += 38;
    vec4 t15 = mix(t0, t10.xywz, 0.546);
    vec4 t16 = t0; if (t0.w > t1.y) t16 = -t1; else acc.y += 1;
    vec4 t17 = t16; if (t16.x > t13.y) t17 = -t13; else acc.y += 94;
    vec4 t18 = clamp(t13, vec4(-7.45), vec4(2.99)); acc ^= ivec4(t13 * 16.0) & tables.masks[7];
    vec4 t19 = mix(t7, t13.ywyx, 0.412);
    vec4 t20 = vec4(dot(t19, t3), length(t19.xyz), distance(t19.xy, t3.zw), t19.w);
    vec4 t21 = exp2(t19) + vec4(0.8201, 0.8496, 0.8021, 0.7692);
    vec4 t22 = clamp(t2, vec4(-7.55), vec4(3.86)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t23 = mix(t2, t12.ywwy, 0.910);
    vec4 t24 = vec4(dot(t11, t6), length(t11.xyz), distance(t11.xy, t6.zw), t11.w);
    vec4 t25 = sin(t24) + vec4(0.8799, 0.7569, 0.0979, 0.5737);
    vec4 t26 = t4 + t1 * 0.33464;
    vec4 t27 = t22 + t6 * -0.50472;
    acc += ivec4(-621, -52, 851447, -448186725);
    return t27 + t26 * 0.5;
}

// stage_092: generated mixing stage, "step 92" of 150 \\ (two backslashes)
vec4 stage_092(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[28] + b;
    vec4 t1 = b.wzyx - a * -2.767571;
    vec4 t2 = exp2(t0) + vec4(0.9592, 0.6658, 0.7542, 0.7294);
    vec4 t3 = t1; if (t1.x > t2.y) t3 = -t2; else acc.x += 65;
    vec4 t4 = mix(t0, t2.wwzy, 0.204);
    vec4 t5 = clamp(t4, vec4(-2.51), vec4(8.78)); acc ^= ivec4(t4 * 16.0) & tables.masks[7];
    vec4 t6 = mix(t2, t0.wxxw, 0.975);
    vec4 t7 = t1 + t6 * 1.65900;
    vec4 t8 = abs(t4) + vec4(0.3383, 0.2953, 0.9491, 0.8224);
    vec4 t9 = t5 * t5 * 1.41601;
    vec4 t10 = clamp(t5, vec4(-4.71), vec4(3.75)); acc ^= ivec4(t5 * 16.0) & tables.masks[4];
    vec4 t11 = sqrt(t4) + vec4(0.4052, 0.5964, 0.7524, 0.2897);
    vec4 t12 = t9 * t0 * -0.46648;
    vec4 t13 = mix(t5, t7.wxzz, 0.515);
    vec4 t14 = exp2(t11) + vec4(0.9393, 0.4581, 0.7924, 0.9316);
    vec4 t15 = t9; if (t9.x > t2.y) t15 = -t2; else acc.w += 88;
    vec4 t16 = t0; if (t0.w > t6.w) t16 = -t6; else acc.y += 86;
    vec4 t17 = floor(t12) + vec4(0.2547, 0.4920, 0.8457, 0.6811);
    vec4 t18 = vec4(dot(t12, t17), length(t12.xyz), distance(t12.xy, t17.zw), t12.w);
    vec4 t19 = mix(t11, t12.wzxz, 0.774);
    vec4 t20 = t2 * t16 * -0.63577;
    vec4 t21 = mix(t16, t20.ywzz, 0.111);
    vec4 t22 = t6 * t15 * 0.47469;
    vec4 t23 = sin(t1) + vec4(0.1014, 0.5652, 0.6727, 0.1088);
    vec4 t24 = exp2(t12) + vec4(0.5196, 0.7164, 0.8332, 0.2915);
    vec4 t25 = mix(t13, t0.wzxz, 0.450);
    vec4 t26 = floor(t19) + vec4(0.9489, 0.1808, 0.7697, 0.2121);
    vec4 t27 = mix(t2, t18.yywy, 0.080);
    acc += ivec4(-241, 945, 765583, -708892890);
    return t27 + t26 * 0.5;
}

// stage_093: generated mixing stage, "step 93" of 150 \\ (two backslashes)
vec4 stage_093(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[29] + b;
    vec4 t1 = b.wzyx - a * -3.506703;
    vec4 t2 = sin(t1) + vec4(0.7758, 0.6187, 0.4370, 0.3775);
    vec4 t3 = abs(t1) + vec4(0.3444, 0.9736, 0.3130, 0.3589);
    vec4 t4 = t0; if (t0.z > t2.x) t4 = -t2; else acc.y += 49;
    vec4 t5 = sin(t4) + vec4(0.3047, 0.6672, 0.7205, 0.8638);
    vec4 t6 = t1; if (t1.z > t4.x) t6 = -t4; else acc.y += 43;
    vec4 t7 = t6; if (t6.x > t2.z) t7 = -t2; else acc.z += 18;
    vec4 t8 = t0 - t7 * -1.80328;
    vec4 t9 = clamp(t3, vec4(-2.74), vec4(2.03)); acc ^= ivec4(t3 * 16.0) & tables.masks[0];
    vec4 t10 = exp2(t4) + vec4(0.1876, 0.8363, 0.6511, 0.8467);
    vec4 t11 = mix(t0, t1.wxwx, 0.283);
    vec4 t12 = t4; if (t4.x > t2.w) t12 = -t2; else acc.w += 83;
    vec4 t13 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t14 = clamp(t9, vec4(-4.71), vec4(8.78)); acc ^= ivec4(t9 * 16.0) & tables.masks[0];
    vec4 t15 = mix(t7, t5.ywyw, 0.919);
    vec4 t16 = t14; if (t14.x > t0.z) t16 = -t0; else acc.y += 41;
    vec4 t17 = t0; if (t0.x > t4.w) t17 = -t4; else acc.z += 87;
    vec4 t18 = t6 - t17 * 1.18735;
    vec4 t19 = mix(t13, t18.xzyw, 0.497);
    vec4 t20 = mix(t5, t19.xxxx, 0.487);
    vec4 t21 = t17; if (t17.y > t14.x) t21 = -t14; else acc.x += 56;
    vec4 t22 = mix(t15, t12.yzyx, 0.510);
    vec4 t23 = t4; if (t4.z > t15.w) t23 = -t15; else acc.y += 65;
    vec4 t24 = abs(t11) + vec4(0.5447, 0.2487, 0.2917, 0.8721);
    vec4 t25 = vec4(dot(t20, t19), length(t20.xyz), distance(t20.xy, t19.zw), t20.w);
    vec4 t26 = vec4(dot(t21, t9), length(t21.xyz), distance(t21.xy, t9.zw), t21.w);
    vec4 t27 = clamp(t9, vec4(-8.49), vec4(8.24)); acc ^= ivec4(t9 * 16.0) & tables.masks[5];
    acc += ivec4(-30, -926, 501229, -643034653);
    return t27 + t26 * 0.5;
}

// stage_094: generated mixing stage, "step 94" of 150 \\ (two backslashes)
vec4 stage_094(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[30] + b;
    vec4 t1 = b.wzyx - a * -0.716775;
    vec4 t2 = abs(t1) + vec4(0.3090, 0.3976, 0.5456, 0.3065);
    vec4 t3 = mix(t1, t2.xzxw, 0.107);
    vec4 t4 = vec4(dot(t3, t3), length(t3.xyz), distance(t3.xy, t3.zw), t3.w);
    vec4 t5 = fract(t0) + vec4(0.1059, 0.5569, 0.3521, 0.6151);
    vec4 t6 = t1; if (t1.z > t3.z) t6 = -t3; else acc.w += 73;
    vec4 t7 = clamp(t6, vec4(-8.25), vec4(8.32)); acc ^= ivec4(t6 * 16.0) & tables.masks[4];
    vec4 t8 = t1; if (t1.w > t4.z) t8 = -t4; else acc.x += 12;
    vec4 t9 = vec4(dot(t2, t8), length(t2.xyz), distance(t2.xy, t8.zw), t2.w);
    vec4 t10 = t8 + t7 * -1.21269;
    vec4 t11 = t9; if (t9.x > t8.x) t11 = -t8; else acc.z += 33;
    vec4 t12 = vec4(dot(t5, t0), length(t5.xyz), distance(t5.xy, t0.zw), t5.w);
    vec4 t13 = t3; if (t3.z > t1.x) t13 = -t1; else acc.z += 71;
    vec4 t14 = vec4(dot(t11, t8), length(t11.xyz), distance(t11.xy, t8.zw), t11.w);
    vec4 t15 = clamp(t5, vec4(-6.00), vec4(7.13)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t16 = vec4(dot(t3, t12), length(t3.xyz), distance(t3.xy, t12.zw), t3.w);
    vec4 t17 = sin(t10) + vec4(0.2713, 0.1976, 0.4238, 0.4327);
    vec4 t18 = vec4(dot(t6, t13), length(t6.xyz), distance(t6.xy, t13.zw), t6.w);
    vec4 t19 = t6; if (t6.w > t8.w) t19 = -t8; else acc.w += 69;
    vec4 t20 = t4; if (t4.y > t19.z) t20 = -t19; else acc.w += 77;
    vec4 t21 = t9 - t11 * -1.09205;
    vec4 t22 = exp2(t5) + vec4(0.1596, 0.6328, 0.0537, 0.7952);
    vec4 t23 = mix(t4, t12.wwyz, 0.539);
    vec4 t24 = clamp(t6, vec4(-1.54), vec4(7.76)); acc ^= ivec4(t6 * 16.0) & tables.masks[6];
    vec4 t25 = exp2(t5) + vec4(0.9150, 0.6829, 0.6503, 0.4482);
    vec4 t26 = vec4(dot(t18, t9), length(t18.xyz), distance(t18.xy, t9.zw), t18.w);
    vec4 t27 = vec4(dot(t12, t5), length(t12.xyz), distance(t12.xy, t5.zw), t12.w);
    acc += ivec4(-786, 978, 645590, -796862918);
    return t27 + t26 * 0.5;
}

// stage_095: generated mixing stage, "step 95" of 150 \\ (two backslashes)
vec4 stage_095(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[31] + b;
    vec4 t1 = b.wzyx - a * -2.993848;
    vec4 t2 = t1 - t1 * -0.26184;
    vec4 t3 = floor(t2) + vec4(0.2324, 0.7200, 0.8540, 0.8624);
    vec4 t4 = tanh(t2) + vec4(0.4226, 0.5579, 0.8232, 0.7811);
    vec4 t5 = mix(t0, t4.wzxz, 0.143);
    vec4 t6 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t7 = clamp(t1, vec4(-4.50), vec4(2.18)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t8 = t1 + t6 * -1.08152;
    vec4 t9 = sin(t4) + vec4(0.2970, 0.8724, 0.6886, 0.8501);
    vec4 t10 = vec4(dot(t3, t9), length(t3.xyz), distance(t3.xy, t9.zw), t3.w);
    vec4 t11 = t1 - t3 * 1.56642;
    vec4 t12 = mix(t9, t1.xzzz, 0.655);
    vec4 t13 = t7; if (t7.z > t1.z) t13 = -t1; else acc.z += 32;
    vec4 t14 = t11 - t13 * -0.67052;
    vec4 t15 = t8; if (t8.z > t4.x) t15 = -t4; else acc.x += 16;
    vec4 t16 = exp2(t3) + vec4(0.9459, 0.9431, 0.1907, 0.9542);
    vec4 t17 = mix(t11, t9.ywxy, 0.262);
    vec4 t18 = t2; if (t2.y > t11.z) t18 = -t11; else acc.w += 58;
    vec4 t19 = t2; if (t2.w > t8.w) t19 = -t8; else acc.y += 59;
    vec4 t20 = clamp(t16, vec4(-5.01), vec4(6.43)); acc ^= ivec4(t16 * 16.0) & tables.masks[3];
    vec4 t21 = t20; if (t20.x > t6.x) t21 = -t6; else acc.y += 11;
    vec4 t22 = t9; if (t9.w > t10.y) t22 = -t10; else acc.x += 4;
    vec4 t23 = mix(t15, t21.yxxw, 0.382);
    vec4 t24 = vec4(dot(t23, t9), length(t23.xyz), distance(t23.xy, t9.zw), t23.w);
    vec4 t25 = t19 + t3 * 1.39211;
    vec4 t26 = t25 + t1 * 1.85745;
    vec4 t27 = sin(t3) + vec4(0.4299, 0.1465, 0.2442, 0.4307);
    acc += ivec4(287, -365, 235791, -1032553706);
    return t27 + t26 * 0.5;
}

// stage_096: generated mixing stage, "step 96" of 150 \\ (two backslashes)
vec4 stage_096(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[0] + b;
    vec4 t1 = b.wzyx - a * -1.026979;
    vec4 t2 = mix(t0, t1.zxzx, 0.843);
    vec4 t3 = abs(t2) + vec4(0.7789, 0.9145, 0.2739, 0.6114);
    vec4 t4 = abs(t0) + vec4(0.4823, 0.5854, 0.8762, 0.9206);
    vec4 t5 = t2 - t1 * -1.50689;
    vec4 t6 = t0; if (t0.x > t4.y) t6 = -t4; else acc.x += 26;
    vec4 t7 = t1; if (t1.z > t5.x) t7 = -t5; else acc.z += 15;
    vec4 t8 = vec4(dot(t7, t0), length(t7.xyz), distance(t7.xy, t0.zw), t7.w);
    vec4 t9 = clamp(t6, vec4(-4.76), vec4(7.78)); acc ^= ivec4(t6 * 16.0) & tables.masks[7];
    vec4 t10 = mix(t4, t6.zyxx, 0.741);
    vec4 t11 = mix(t8, t1.zwyy, 0.651);
    vec4 t12 = mix(t3, t11.xxxw, 0.850);
    vec4 t13 = vec4(dot(t10, t7), length(t10.xyz), distance(t10.xy, t7.zw), t10.w);
    vec4 t14 = clamp(t9, vec4(-6.38), vec4(8.54)); acc ^= ivec4(t9 * 16.0) & tables.masks[7];
    vec4 t15 = t12 + t0 * -1.73762;
    vec4 t16 = t15 * t7 * 0.16990;
    vec4 t17 = t8; if (t8.w > t8.y) t17 = -t8; else acc.y += 74;
    vec4 t18 = t16 * t4 * -0.59565;
    vec4 t19 = t1; if (t1.y > t9.y) t19 = -t9; else acc.y += 18;
    vec4 t20 = vec4(dot(t13, t15), length(t13.xyz), distance(t13.xy, t15.zw), t13.w);
    vec4 t21 = mix(t13, t10.zzzz, 0.867);
    vec4 t22 = mix(t9, t9.yyyy, 0.828);
    vec4 t23 = vec4(dot(t3, t20), length(t3.xyz), distance(t3.xy, t20.zw), t3.w);
    vec4 t24 = t5; if (t5.w > t8.y) t24 = -t8; else acc.z += 23;
    vec4 t25 = floor(t0) + vec4(0.9751, 0.7664, 0.2492, 0.4547);
    vec4 t26 = abs(t14) + vec4(0.2610, 0.1281, 0.8531, 0.7399);
    vec4 t27 = mix(t2, t15.wxxx, 0.349);
    acc += ivec4(689, 440, 906528, -181446587);
    return t27 + t26 * 0.5;
}

// stage_097: generated mixing stage, "step 97" of 150 \\ (two backslashes)
vec4 stage_097(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[1] + b;
    vec4 t1 = b.wzyx - a * 1.626156;
    vec4 t2 = t1; if (t1.x > t1.x) t2 = -t1; else acc.y += 24;
    vec4 t3 = mix(t0, t2.zywy, 0.883);
    vec4 t4 = cos(t3) + vec4(0.1408, 0.6715, 0.6312, 0.6611);
    vec4 t5 = t4; if (t4.y > t1.w) t5 = -t1; else acc.w += 15;
    vec4 t6 = mix(t5, t4.wwxx, 0.384);
    vec4 t7 = t5 - t3 * 0.62469;
    vec4 t8 = t5; if (t5.w > t1.z) t8 = -t1; else acc.x += 93;
    vec4 t9 = mix(t2, t8.yyyw, 0.713);
    vec4 t10 = t1 * t0 * 0.36325;
    vec4 t11 = mix(t3, t2.ywww, 0.861);
    vec4 t12 = fract(t8) + vec4(0.7566, 0.9371, 0.5738, 0.9523);
    vec4 t13 = mix(t1, t0.wwyw, 0.519);
    vec4 t14 = vec4(dot(t11, t0), length(t11.xyz), distance(t11.xy, t0.zw), t11.w);
    vec4 t15 = clamp(t3, vec4(-7.65), vec4(3.82)); acc ^= ivec4(t3 * 16.0) & tables.masks[6];
    vec4 t16 = t2 + t13 * 0.51811;
    vec4 t17 = t11 - t5 * -0.89670;
    vec4 t18 = clamp(t4, vec4(-7.06), vec4(3.74)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t19 = mix(t0, t13.xyxw, 0.578);
    vec4 t20 = clamp(t3, vec4(-8.52), vec4(1.98)); acc ^= ivec4(t3 * 16.0) & tables.masks[7];
    vec4 t21 = t11 - t17 * 0.66898;
    vec4 t22 = clamp(t9, vec4(-4.19), vec4(4.12)); acc ^= ivec4(t9 * 16.0) & tables.masks[5];
    vec4 t23 = clamp(t1, vec4(-6.57), vec4(2.92)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t24 = t7 * t3 * 1.50547;
    vec4 t25 = t0; if (t0.x > t20.z) t25 = -t20; else acc.z += 74;
    vec4 t26 = clamp(t13, vec4(-5.01), vec4(7.98)); acc ^= ivec4(t13 * 16.0) & tables.masks[0];
    vec4 t27 = clamp(t12, vec4(-6.60), vec4(1.83)); acc ^= ivec4(t12 * 16.0) & tables.masks[6];
    acc += ivec4(516, -3, 803397, -626188833);
    return t27 + t26 * 0.5;
}

// stage_098: generated mixing stage, "step 98" of 150 \\ (two backslashes)
vec4 stage_098(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[2] + b;
    vec4 t1 = b.wzyx - a * 1.109295;
    vec4 t2 = sin(t1) + vec4(0.2096, 0.7658, 0.3221, 0.9637);
    vec4 t3 = floor(t2) + vec4(0.8415, 0.8335, 0.7287, 0.2875);
    vec4 t4 = clamp(t3, vec4(-8.72), vec4(5.71)); acc ^= ivec4(t3 * 16.0) & tables.masks[5];
    vec4 t5 = t3; if (t3.w > t3.y) t5 = -t3; else acc.y += 33;
    vec4 t6 = t3 + t5 * 1.15994;
    vec4 t7 = clamp(t6, vec4(-4.15), vec4(1.90)); acc ^= ivec4(t6 * 16.0) & tables.masks[4];
    vec4 t8 = fract(t1) + vec4(0.8265, 0.0137, 0.3946, 0.5475);
    vec4 t9 = mix(t1, t6.ywzz, 0.761);
    vec4 t10 = t4 * t7 * 1.40262;
    vec4 t11 = t3 * t10 * -0.98042;
    vec4 t12 = t11 + t8 * -1.18075;
    vec4 t13 = mix(t2, t7.zzxx, 0.846);
    vec4 t14 = sin(t8) + vec4(0.7652, 0.5726, 0.8834, 0.6712);
    vec4 t15 = t9 * t0 * -1.26419;
    vec4 t16 = mix(t4, t10.xzxz, 0.972);
    vec4 t17 = exp2(t7) + vec4(0.5751, 0.4773, 0.7909, 0.6356);
    vec4 t18 = t15; if (t15.w > t4.y) t18 = -t4; else acc.w += 1;
    vec4 t19 = t5; if (t5.x > t6.z) t19 = -t6; else acc.z += 2;
    vec4 t20 = mix(t0, t13.yxwx, 0.213);
    vec4 t21 = floor(t17) + vec4(0.7193, 0.4102, 0.2610, 0.2718);
    vec4 t22 = vec4(dot(t14, t12), length(t14.xyz), distance(t14.xy, t12.zw), t14.w);
    vec4 t23 = t16 + t9 * -0.67889;
    vec4 t24 = clamp(t1, vec4(-6.96), vec4(2.30)); acc ^= ivec4(t1 * 16.0) & tables.masks[6];
    vec4 t25 = t2; if (t2.w > t14.x) t25 = -t14; else acc.w += 6;
    vec4 t26 = mix(t8, t18.ywzy, 0.333);
    vec4 t27 = vec4(dot(t13, t20), length(t13.xyz), distance(t13.xy, t20.zw), t13.w);
    acc += ivec4(-78, 582, 680787, -229422917);
    return t27 + t26 * 0.5;
}

// stage_099: generated mixing stage, "step 99" of 150 \\ (two backslashes)
vec4 stage_099(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[3] + b;
    vec4 t1 = b.wzyx - a * 1.572207;
    vec4 t2 = mix(t0, t1.xxzx, 0.674);
    vec4 t3 = clamp(t1, vec4(-3.22), vec4(7.62)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t4 = mix(t3, t2.zwww, 0.126);
    vec4 t5 = t1 - t1 * 1.69041;
    vec4 t6 = t1; if (t1.x > t2.y) t6 = -t2; else acc.x += 58;
    vec4 t7 = t3 * t2 * 1.90977;
    vec4 t8 = t5 + t7 * 0.25748;
    vec4 t9 = t1; if (t1.w > t8.x) t9 = -t8; else acc.x += 17;
    vec4 t10 = sqrt(t3) + vec4(0.9703, 0.8549, 0.9942, 0.1556);
    vec4 t11 = clamp(t2, vec4(-6.80), vec4(3.66)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t12 = abs(t7) + vec4(0.5403, 0.7990, 0.9929, 0.6869);
    vec4 t13 = mix(t9, t12.wwwz, 0.052);
    vec4 t14 = clamp(t5, vec4(-6.20), vec4(3.74)); acc ^= ivec4(t5 * 16.0) & tables.masks[2];
    vec4 t15 = mix(t0, t0.wyxz, 0.446);
    vec4 t16 = vec4(dot(t1, t12), length(t1.xyz), distance(t1.xy, t12.zw), t1.w);
    vec4 t17 = t1; if (t1.x > t9.w) t17 = -t9; else acc.y += 1;
    vec4 t18 = t8 + t7 * 1.75179;
    vec4 t19 = floor(t1) + vec4(0.0582, 0.7435, 0.4443, 0.4458);
    vec4 t20 = mix(t15, t10.yxxy, 0.900);
    vec4 t21 = clamp(t16, vec4(-5.70), vec4(6.73)); acc ^= ivec4(t16 * 16.0) & tables.masks[4];
    vec4 t22 = clamp(t8, vec4(-3.94), vec4(3.88)); acc ^= ivec4(t8 * 16.0) & tables.masks[3];
    vec4 t23 = t7; if (t7.z > t9.y) t23 = -t9; else acc.z += 13;
    vec4 t24 = abs(t9) + vec4(0.3363, 0.0966, 0.9215, 0.9726);
    vec4 t25 = clamp(t15, vec4(-8.88), vec4(8.34)); acc ^= ivec4(t15 * 16.0) & tables.masks[4];
    vec4 t26 = vec4(dot(t14, t18), length(t14.xyz), distance(t14.xy, t18.zw), t14.w);
    vec4 t27 = clamp(t5, vec4(-6.95), vec4(7.05)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    acc += ivec4(-817, -207, 555521, -374210223);
    return t27 + t26 * 0.5;
}

// stage_100: generated mixing stage, "step 100" of 150 \\ (two backslashes)
vec4 stage_100(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[4] + b;
    vec4 t1 = b.wzyx - a * 1.239285;
    vec4 t2 = clamp(t1, vec4(-3.90), vec4(2.32)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t3 = mix(t2, t2.xzxy, 0.797);
    vec4 t4 = mix(t2, t1.ywwy, 0.707);
    vec4 t5 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t6 = clamp(t0, vec4(-5.68), vec4(5.19)); acc ^= ivec4(t0 * 16.0) & tables.masks[5];
    vec4 t7 = exp2(t0) + vec4(0.5566, 0.8754, 0.0869, 0.1438);
    vec4 t8 = vec4(dot(t1, t7), length(t1.xyz), distance(t1.xy, t7.zw), t1.w);
    vec4 t9 = t4; if (t4.x > t5.y) t9 = -t5; else acc.w += 22;
    vec4 t10 = t0 + t8 * -1.27613;
    vec4 t11 = t10 + t8 * 0.18265;
    vec4 t12 = t9 - t9 * 1.85383;
    vec4 t13 = vec4(dot(t0, t3), length(t0.xyz), distance(t0.xy, t3.zw), t0.w);
    vec4 t14 = vec4(dot(t5, t6), length(t5.xyz), distance(t5.xy, t6.zw), t5.w);
    vec4 t15 = t1 + t7 * -1.60030;
    vec4 t16 = mix(t15, t1.xzxw, 0.808);
    vec4 t17 = clamp(t6, vec4(-6.93), vec4(7.96)); acc ^= ivec4(t6 * 16.0) & tables.masks[2];
    vec4 t18 = mix(t3, t5.zxyz, 0.821);
    vec4 t19 = t9 - t9 * 0.69947;
    vec4 t20 = clamp(t11, vec4(-2.49), vec4(6.76)); acc ^= ivec4(t11 * 16.0) & tables.masks[7];
    vec4 t21 = t14; if (t14.x > t20.z) t21 = -t20; else acc.x += 59;
    vec4 t22 = mix(t1, t10.xzzy, 0.456);
    vec4 t23 = clamp(t6, vec4(-2.48), vec4(4.45)); acc ^= ivec4(t6 * 16.0) & tables.masks[1];
    vec4 t24 = clamp(t14, vec4(-8.47), vec4(5.63)); acc ^= ivec4(t14 * 16.0) & tables.masks[3];
    vec4 t25 = t19 - t15 * -1.45298;
    vec4 t26 = clamp(t18, vec4(-4.31), vec4(7.63)); acc ^= ivec4(t18 * 16.0) & tables.masks[5];
    vec4 t27 = t16; if (t16.y > t18.w) t27 = -t18; else acc.w += 52;
    acc += ivec4(-475, 775, 428777, -30641319);
    return t27 + t26 * 0.5;
}

// stage_101: generated mixing stage, "step 101" of 150 \\ (two backslashes)
vec4 stage_101(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[5] + b;
    vec4 t1 = b.wzyx - a * -3.669425;
    vec4 t2 = clamp(t1, vec4(-6.15), vec4(4.98)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t3 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t4 = vec4(dot(t3, t0), length(t3.xyz), distance(t3.xy, t0.zw), t3.w);
    vec4 t5 = mix(t2, t1.xwyz, 0.886);
    vec4 t6 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t7 = floor(t1) + vec4(0.3731, 0.1140, 0.0320, 0.5477);
    vec4 t8 = clamp(t7, vec4(-2.56), vec4(6.94)); acc ^= ivec4(t7 * 16.0) & tables.masks[6];
    vec4 t9 = vec4(dot(t8, t7), length(t8.xyz), distance(t8.xy, t7.zw), t8.w);
    vec4 t10 = mix(t4, t3.xzxw, 0.834);
    vec4 t11 = vec4(dot(t9, t2), length(t9.xyz), distance(t9.xy, t2.zw), t9.w);
    vec4 t12 = clamp(t10, vec4(-7.70), vec4(7.65)); acc ^= ivec4(t10 * 16.0) & tables.masks[4];
    vec4 t13 = mix(t8, t2.xwyw, 0.519);
    vec4 t14 = clamp(t13, vec4(-2.84), vec4(1.93)); acc ^= ivec4(t13 * 16.0) & tables.masks[3];
    vec4 t15 = vec4(dot(t14, t9), length(t14.xyz), distance(t14.xy, t9.zw), t14.w);
    vec4 t16 = fract(t5) + vec4(0.2382, 0.1151, 0.4880, 0.8828);
    vec4 t17 = clamp(t4, vec4(-8.83), vec4(7.31)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t18 = vec4(dot(t12, t14), length(t12.xyz), distance(t12.xy, t14.zw), t12.w);
    vec4 t19 = clamp(t13, vec4(-1.45), vec4(1.26)); acc ^= ivec4(t13 * 16.0) & tables.masks[5];
    vec4 t20 = t15 - t8 * -1.58550;
    vec4 t21 = t2; if (t2.z > t4.w) t21 = -t4; else acc.w += 40;
    vec4 t22 = clamp(t18, vec4(-5.25), vec4(5.52)); acc ^= ivec4(t18 * 16.0) & tables.masks[5];
    vec4 t23 = mix(t0, t12.wwzw, 0.685);
    vec4 t24 = sin(t18) + vec4(0.4812, 0.3349, 0.1967, 0.7062);
    vec4 t25 = vec4(dot(t4, t24), length(t4.xyz), distance(t4.xy, t24.zw), t4.w);
    vec4 t26 = clamp(t11, vec4(-4.66), vec4(5.82)); acc ^= ivec4(t11 * 16.0) & tables.masks[4];
    vec4 t27 = mix(t12, t0.xwxy, 0.782);
    acc += ivec4(966, 762, 39168, -702624871);
    return t27 + t26 * 0.5;
}

// stage_102: generated mixing stage, "step 102" of 150 \\ (two backslashes)
vec4 stage_102(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[6] + b;
    vec4 t1 = b.wzyx - a * 3.685750;
    vec4 t2 = clamp(t1, vec4(-3.36), vec4(7.11)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t3 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t4 = t2; if (t2.y > t1.x) t4 = -t1; else acc.z += 79;
    vec4 t5 = t3 + t3 * 1.73152;
    vec4 t6 = clamp(t5, vec4(-1.20), vec4(4.98)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t7 = t2 + t3 * -0.71752;
    vec4 t8 = t2; if (t2.z > t4.w) t8 = -t4; else acc.w += 20;
    vec4 t9 = vec4(dot(t4, t5), length(t4.xyz), distance(t4.xy, t5.zw), t4.w);
    vec4 t10 = t1; if (t1.x > t4.y) t10 = -t4; else acc.w += 26;
    vec4 t11 = t4 + t10 * 1.30179;
    vec4 t12 = vec4(dot(t5, t7), length(t5.xyz), distance(t5.xy, t7.zw), t5.w);
    vec4 t13 = clamp(t12, vec4(-7.83), vec4(5.91)); acc ^= ivec4(t12 * 16.0) & tables.masks[1];
    vec4 t14 = t3; if (t3.w > t2.y) t14 = -t2; else acc.x += 82;
    vec4 t15 = mix(t13, t5.xxxw, 0.248);
    vec4 t16 = tanh(t13) + vec4(0.0618, 0.4033, 0.3581, 0.0035);
    vec4 t17 = tanh(t8) + vec4(0.4648, 0.3674, 0.9298, 0.4079);
    vec4 t18 = mix(t2, t3.zxyw, 0.801);
    vec4 t19 = vec4(dot(t17, t15), length(t17.xyz), distance(t17.xy, t15.zw), t17.w);
    vec4 t20 = exp2(t3) + vec4(0.8070, 0.1603, 0.1466, 0.3636);
    vec4 t21 = t14 - t5 * -1.98704;
    vec4 t22 = clamp(t21, vec4(-8.07), vec4(3.10)); acc ^= ivec4(t21 * 16.0) & tables.masks[2];
    vec4 t23 = abs(t19) + vec4(0.3393, 0.1549, 0.7404, 0.6820);
    vec4 t24 = mix(t9, t14.xzxw, 0.674);
    vec4 t25 = mix(t8, t19.zxzx, 0.697);
    vec4 t26 = sin(t19) + vec4(0.7064, 0.3278, 0.2990, 0.1452);
    vec4 t27 = t24 + t16 * -0.96291;
    acc += ivec4(-886, -221, 172158, -1026537722);
    return t27 + t26 * 0.5;
}

// stage_103: generated mixing stage, "step 103" of 150 \\ (two backslashes)
vec4 stage_103(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[7] + b;
    vec4 t1 = b.wzyx - a * 1.529831;
    vec4 t2 = t1; if (t1.y > t0.z) t2 = -t0; else acc.y += 66;
    vec4 t3 = sin(t1) + vec4(0.5185, 0.5456, 0.1835, 0.3980);
    vec4 t4 = t1; if (t1.w > t3.x) t4 = -t3; else acc.x += 98;
    vec4 t5 = t2; if (t2.y > t4.y) t5 = -t4; else acc.y += 62;
    vec4 t6 = mix(t3, t0.zxxy, 0.929);
    vec4 t7 = t4; if (t4.z > t6.z) t7 = -t6; else acc.y += 23;
    vec4 t8 = vec4(dot(t7, t6), length(t7.xyz), distance(t7.xy, t6.zw), t7.w);
    vec4 t9 = t5; if (t5.x > t1.z) t9 = -t1; else acc.y += 11;
    vec4 t10 = mix(t8, t2.zxwz, 0.907);
    vec4 t11 = vec4(dot(t4, t6), length(t4.xyz), distance(t4.xy, t6.zw), t4.w);
    vec4 t12 = t9 * t8 * 0.48836;
    vec4 t13 = vec4(dot(t8, t0), length(t8.xyz), distance(t8.xy, t0.zw), t8.w);
    vec4 t14 = vec4(dot(t0, t8), length(t0.xyz), distance(t0.xy, t8.zw), t0.w);
    vec4 t15 = abs(t3) + vec4(0.3252, 0.8220, 0.5163, 0.6836);
    vec4 t16 = vec4(dot(t6, t14), length(t6.xyz), distance(t6.xy, t14.zw), t6.w);
    vec4 t17 = vec4(dot(t9, t4), length(t9.xyz), distance(t9.xy, t4.zw), t9.w);
    vec4 t18 = clamp(t0, vec4(-8.94), vec4(8.97)); acc ^= ivec4(t0 * 16.0) & tables.masks[7];
    vec4 t19 = t9; if (t9.z > t9.z) t19 = -t9; else acc.y += 48;
    vec4 t20 = mix(t15, t14.xywx, 0.348);
    vec4 t21 = floor(t8) + vec4(0.8592, 0.5297, 0.9139, 0.3214);
    vec4 t22 = vec4(dot(t17, t8), length(t17.xyz), distance(t17.xy, t8.zw), t17.w);
    vec4 t23 = vec4(dot(t5, t11), length(t5.xyz), distance(t5.xy, t11.zw), t5.w);
    vec4 t24 = vec4(dot(t13, t21), length(t13.xyz), distance(t13.xy, t21.zw), t13.w);
    vec4 t25 = cos(t2) + vec4(0.6905, 0.1527, 0.1402, 0.8082);
    vec4 t26 = clamp(t23, vec4(-2.01), vec4(1.11)); acc ^= ivec4(t23 * 16.0) & tables.masks[7];
    vec4 t27 = floor(t10) + vec4(0.1044, 0.6630, 0.6773, 0.3860);
    acc += ivec4(928, 884, 39174, -467341420);
    return t27 + t26 * 0.5;
}

// stage_104: generated mixing stage, "step 104" of 150 \\ (two backslashes)
vec4 stage_104(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[8] + b;
    vec4 t1 = b.wzyx - a * -3.379448;
    vec4 t2 = clamp(t0, vec4(-1.25), vec4(2.29)); acc ^= ivec4(t0 * 16.0) & tables.masks[6];
    vec4 t3 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t4 = t3 * t3 * -0.79094;
    vec4 t5 = clamp(t0, vec4(-7.10), vec4(6.47)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t6 = clamp(t4, vec4(-6.52), vec4(4.16)); acc ^= ivec4(t4 * 16.0) & tables.masks[3];
    vec4 t7 = mix(t5, t1.xwwx, 0.367);
    vec4 t8 = t0 - t3 * -1.19154;
    vec4 t9 = mix(t4, t1.yxzx, 0.161);
    vec4 t10 = vec4(dot(t2, t9), length(t2.xyz), distance(t2.xy, t9.zw), t2.w);
    vec4 t11 = t8 - t0 * -0.30596;
    vec4 t12 = exp2(t11) + vec4(0.4885, 0.3817, 0.3462, 0.7509);
    vec4 t13 = fract(t3) + vec4(0.1909, 0.9338, 0.6206, 0.0314);
    vec4 t14 = cos(t7) + vec4(0.3477, 0.7747, 0.0006, 0.6818);
    vec4 t15 = t14; if (t14.z > t5.x) t15 = -t5; else acc.y += 63;
    vec4 t16 = t2; if (t2.y > t8.y) t16 = -t8; else acc.w += 20;
    vec4 t17 = t5; if (t5.w > t15.z) t17 = -t15; else acc.y += 86;
    vec4 t18 = abs(t4) + vec4(0.2858, 0.7149, 0.1391, 0.8068);
    vec4 t19 = clamp(t5, vec4(-3.09), vec4(5.69)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t20 = t11; if (t11.z > t8.y) t20 = -t8; else acc.x += 9;
    vec4 t21 = clamp(t20, vec4(-1.67), vec4(4.21)); acc ^= ivec4(t20 * 16.0) & tables.masks[3];
    vec4 t22 = vec4(dot(t16, t18), length(t16.xyz), distance(t16.xy, t18.zw), t16.w);
    vec4 t23 = mix(t12, t8.xxxy, 0.496);
    vec4 t24 = floor(t1) + vec4(0.3625, 0.3250, 0.9678, 0.7227);
    vec4 t25 = vec4(dot(t7, t21), length(t7.xyz), distance(t7.xy, t21.zw), t7.w);
    vec4 t26 = exp2(t17) + vec4(0.9481, 0.8444, 0.6061, 0.2819);
    vec4 t27 = t17 * t15 * -1.09079;
    acc += ivec4(32, 281, 693276, -577757905);
    return t27 + t26 * 0.5;
}

// stage_105: generated mixing stage, "step 105" of 150 \\ (two backslashes)
vec4 stage_105(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[9] + b;
    vec4 t1 = b.wzyx - a * 0.169013;
    vec4 t2 = t0 * t0 * 0.07906;
    vec4 t3 = t1 * t1 * 1.14520;
    vec4 t4 = clamp(t1, vec4(-6.96), vec4(7.80)); acc ^= ivec4(t1 * 16.0) & tables.masks[1];
    vec4 t5 = t1; if (t1.w > t0.w) t5 = -t0; else acc.x += 31;
    vec4 t6 = t3 + t2 * 0.08839;
    vec4 t7 = t2; if (t2.x > t1.x) t7 = -t1; else acc.y += 15;
    vec4 t8 = t3; if (t3.z > t5.w) t8 = -t5; else acc.z += 4;
    vec4 t9 = mix(t4, t8.wyyy, 0.981);
    vec4 t10 = mix(t3, t8.wyzx, 0.035);
    vec4 t11 = mix(t5, t7.zwxz, 0.595);
    vec4 t12 = t1 - t11 * -0.01628;
    vec4 t13 = t2 + t2 * 1.89295;
    vec4 t14 = vec4(dot(t11, t7), length(t11.xyz), distance(t11.xy, t7.zw), t11.w);
    vec4 t15 = clamp(t1, vec4(-4.50), vec4(6.24)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t16 = t1; if (t1.z > t13.w) t16 = -t13; else acc.w += 31;
    vec4 t17 = mix(t10, t11.zxww, 0.297);
    vec4 t18 = t7 + t9 * -0.31215;
    vec4 t19 = clamp(t14, vec4(-5.45), vec4(4.58)); acc ^= ivec4(t14 * 16.0) & tables.masks[5];
    vec4 t20 = mix(t11, t10.zxxy, 0.081);
    vec4 t21 = t7 - t4 * -0.15402;
    vec4 t22 = clamp(t2, vec4(-4.33), vec4(7.05)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t23 = t18; if (t18.x > t0.x) t23 = -t0; else acc.z += 65;
    vec4 t24 = fract(t22) + vec4(0.1012, 0.1222, 0.1777, 0.2313);
    vec4 t25 = mix(t18, t0.zxyy, 0.441);
    vec4 t26 = t13 * t1 * -1.94562;
    vec4 t27 = abs(t14) + vec4(0.6027, 0.2739, 0.6690, 0.4574);
    acc += ivec4(-55, 614, 869524, -309466928);
    return t27 + t26 * 0.5;
}

// stage_106: generated mixing stage, "step 106" of 150 \\ (two backslashes)
vec4 stage_106(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[10] + b;
    vec4 t1 = b.wzyx - a * -1.425506;
    vec4 t2 = t1 * t1 * 0.76828;
    vec4 t3 = t2; if (t2.w > t1.y) t3 = -t1; else acc.z += 70;
    vec4 t4 = t0; if (t0.w > t2.w) t4 = -t2; else acc.y += 31;
    vec4 t5 = mix(t2, t3.zwwx, 0.399);
    vec4 t6 = t1 + t5 * -1.18054;
    vec4 t7 = mix(t5, t2.wwww, 0.944);
    vec4 t8 = abs(t3) + vec4(0.5796, 0.5480, 0.5213, 0.7595);
    vec4 t9 = clamp(t7, vec4(-3.15), vec4(8.47)); acc ^= ivec4(t7 * 16.0) & tables.masks[4];
    vec4 t10 = clamp(t2, vec4(-7.49), vec4(2.45)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t11 = vec4(dot(t6, t5), length(t6.xyz), distance(t6.xy, t5.zw), t6.w);
    vec4 t12 = t9; if (t9.x > t4.z) t12 = -t4; else acc.w += 18;
    vec4 t13 = fract(t11) + vec4(0.3519, 0.1591, 0.6894, 0.8189);
    vec4 t14 = mix(t8, t5.xzwx, 0.748);
    vec4 t15 = clamp(t14, vec4(-7.17), vec4(7.18)); acc ^= ivec4(t14 * 16.0) & tables.masks[7];
    vec4 t16 = mix(t3, t13.xzxw, 0.017);
    vec4 t17 = tanh(t3) + vec4(0.3703, 0.5591, 0.1436, 0.8582);
    vec4 t18 = t8; if (t8.z > t7.z) t18 = -t7; else acc.w += 10;
    vec4 t19 = clamp(t9, vec4(-3.64), vec4(5.26)); acc ^= ivec4(t9 * 16.0) & tables.masks[1];
    vec4 t20 = vec4(dot(t1, t16), length(t1.xyz), distance(t1.xy, t16.zw), t1.w);
    vec4 t21 = sin(t8) + vec4(0.7883, 0.1523, 0.1152, 0.7619);
    vec4 t22 = vec4(dot(t6, t21), length(t6.xyz), distance(t6.xy, t21.zw), t6.w);
    vec4 t23 = t6; if (t6.z > t22.w) t23 = -t22; else acc.w += 8;
    vec4 t24 = t4; if (t4.y > t19.z) t24 = -t19; else acc.y += 52;
    vec4 t25 = clamp(t12, vec4(-4.10), vec4(6.11)); acc ^= ivec4(t12 * 16.0) & tables.masks[6];
    vec4 t26 = clamp(t5, vec4(-6.68), vec4(7.63)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t27 = t17; if (t17.x > t11.y) t27 = -t11; else acc.x += 52;
    acc += ivec4(-738, -368, 100270, -112804777);
    return t27 + t26 * 0.5;
}

// stage_107: generated mixing stage, "step 107" of 150 \\ (two backslashes)
vec4 stage_107(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[11] + b;
    vec4 t1 = b.wzyx - a * 1.806613;
    vec4 t2 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t3 = clamp(t1, vec4(-7.52), vec4(2.70)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t4 = clamp(t2, vec4(-1.16), vec4(7.00)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t5 = clamp(t2, vec4(-8.76), vec4(6.66)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    vec4 t6 = vec4(dot(t0, t3), length(t0.xyz), distance(t0.xy, t3.zw), t0.w);
    vec4 t7 = mix(t3, t6.wyyy, 0.416);
    vec4 t8 = t7; if (t7.z > t5.z) t8 = -t5; else acc.z += 45;
    vec4 t9 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t10 = clamp(t9, vec4(-4.69), vec4(1.21)); acc ^= ivec4(t9 * 16.0) & tables.masks[5];
    vec4 t11 = t4 * t8 * -0.74359;
    vec4 t12 = t10; if (t10.w > t6.y) t12 = -t6; else acc.w += 95;
    vec4 t13 = clamp(t12, vec4(-3.23), vec4(7.03)); acc ^= ivec4(t12 * 16.0) & tables.masks[3];
    vec4 t14 = t3 + t10 * 0.38008;
    vec4 t15 = mix(t13, t11.xwww, 0.455);
    vec4 t16 = clamp(t14, vec4(-4.54), vec4(1.66)); acc ^= ivec4(t14 * 16.0) & tables.masks[1];
    vec4 t17 = floor(t10) + vec4(0.9226, 0.7260, 0.0636, 0.2938);
    vec4 t18 = fract(t8) + vec4(0.8781, 0.9345, 0.8627, 0.8515);
    vec4 t19 = abs(t17) + vec4(0.3132, 0.6755, 0.1625, 0.6893);
    vec4 t20 = mix(t15, t5.yyww, 0.374);
    vec4 t21 = floor(t20) + vec4(0.1718, 0.7028, 0.6512, 0.3744);
    vec4 t22 = t6; if (t6.w > t6.z) t22 = -t6; else acc.w += 45;
    vec4 t23 = mix(t6, t11.zwxz, 0.547);
    vec4 t24 = clamp(t5, vec4(-8.03), vec4(1.86)); acc ^= ivec4(t5 * 16.0) & tables.masks[5];
    vec4 t25 = t4; if (t4.w > t21.x) t25 = -t21; else acc.x += 87;
    vec4 t26 = t18 + t18 * 0.00249;
    vec4 t27 = mix(t25, t11.xxxw, 0.974);
    acc += ivec4(-560, -655, 491498, -371105883);
    return t27 + t26 * 0.5;
}

// stage_108: generated mixing stage, "step 108" of 150 \\ (two backslashes)
vec4 stage_108(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[12] + b;
    vec4 t1 = b.wzyx - a * -1.174167;
    vec4 t2 = mix(t1, t0.xyzw, 0.404);
    vec4 t3 = t0 + t2 * 0.09980;
    vec4 t4 = t2 - t3 * 0.81876;
    vec4 t5 = mix(t2, t1.zxyz, 0.735);
    vec4 t6 = t4 * t2 * 1.84935;
    vec4 t7 = t6 + t5 * 0.37894;
    vec4 t8 = abs(t4) + vec4(0.1338, 0.7649, 0.3847, 0.6485);
    vec4 t9 = t6; if (t6.w > t8.w) t9 = -t8; else acc.z += 71;
    vec4 t10 = t7 - t1 * -1.36054;
    vec4 t11 = sqrt(t0) + vec4(0.1139, 0.1792, 0.9111, 0.1814);
    vec4 t12 = vec4(dot(t1, t9), length(t1.xyz), distance(t1.xy, t9.zw), t1.w);
    vec4 t13 = t6; if (t6.y > t11.y) t13 = -t11; else acc.x += 35;
    vec4 t14 = vec4(dot(t8, t13), length(t8.xyz), distance(t8.xy, t13.zw), t8.w);
    vec4 t15 = abs(t2) + vec4(0.4379, 0.6102, 0.3294, 0.6238);
    vec4 t16 = t3; if (t3.w > t9.z) t16 = -t9; else acc.y += 36;
    vec4 t17 = clamp(t9, vec4(-3.25), vec4(8.28)); acc ^= ivec4(t9 * 16.0) & tables.masks[0];
    vec4 t18 = vec4(dot(t16, t14), length(t16.xyz), distance(t16.xy, t14.zw), t16.w);
    vec4 t19 = cos(t0) + vec4(0.6024, 0.4213, 0.1012, 0.7544);
    vec4 t20 = vec4(dot(t8, t16), length(t8.xyz), distance(t8.xy, t16.zw), t8.w);
    vec4 t21 = clamp(t9, vec4(-6.89), vec4(3.70)); acc ^= ivec4(t9 * 16.0) & tables.masks[7];
    vec4 t22 = t9 + t20 * -1.16341;
    vec4 t23 = abs(t21) + vec4(0.5955, 0.2561, 0.4682, 0.6595);
    vec4 t24 = clamp(t2, vec4(-1.21), vec4(5.65)); acc ^= ivec4(t2 * 16.0) & tables.masks[1];
    vec4 t25 = clamp(t1, vec4(-4.21), vec4(4.64)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t26 = mix(t16, t15.zwxz, 0.363);
    vec4 t27 = t4; if (t4.x > t1.y) t27 = -t1; else acc.z += 21;
    acc += ivec4(-643, 666, 1028394, -866587081);
    return t27 + t26 * 0.5;
}

// stage_109: generated mixing stage, "step 109" of 150 \\ (two backslashes)
vec4 stage_109(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[13] + b;
    vec4 t1 = b.wzyx - a * 0.710068;
    vec4 t2 = t1 - t1 * -1.93529;
    vec4 t3 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t4 = t2 - t1 * -0.45818;
    vec4 t5 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t6 = clamp(t1, vec4(-3.94), vec4(2.92)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t7 = mix(t3, t1.yyxz, 0.475);
    vec4 t8 = t5 * t7 * 0.96537;
    vec4 t9 = t0 - t0 * 0.43486;
    vec4 t10 = fract(t9) + vec4(0.7786, 0.3855, 0.5323, 0.6432);
    vec4 t11 = t2 - t8 * -1.44962;
    vec4 t12 = abs(t10) + vec4(0.1051, 0.3290, 0.5690, 0.1787);
    vec4 t13 = clamp(t1, vec4(-5.51), vec4(2.59)); acc ^= ivec4(t1 * 16.0) & tables.masks[1];
    vec4 t14 = mix(t8, t6.wzzz, 0.898);
    vec4 t15 = sin(t6) + vec4(0.1817, 0.7233, 0.5512, 0.4652);
    vec4 t16 = clamp(t1, vec4(-7.47), vec4(3.92)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t17 = mix(t11, t2.xwxx, 0.890);
    vec4 t18 = mix(t2, t10.yzxx, 0.562);
    vec4 t19 = mix(t11, t3.zyyx, 0.313);
    vec4 t20 = t17; if (t17.x > t2.x) t20 = -t2; else acc.y += 41;
    vec4 t21 = mix(t6, t7.yyxw, 0.474);
    vec4 t22 = vec4(dot(t20, t7), length(t20.xyz), distance(t20.xy, t7.zw), t20.w);
    vec4 t23 = mix(t8, t19.ywzy, 0.945);
    vec4 t24 = floor(t16) + vec4(0.4111, 0.5051, 0.1496, 0.8295);
    vec4 t25 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t26 = t21 * t8 * 0.50428;
    vec4 t27 = vec4(dot(t22, t23), length(t22.xyz), distance(t22.xy, t23.zw), t22.w);
    acc += ivec4(330, 693, 810005, -693980828);
    return t27 + t26 * 0.5;
}

// stage_110: generated mixing stage, "step 110" of 150 \\ (two backslashes)
vec4 stage_110(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[14] + b;
    vec4 t1 = b.wzyx - a * -3.123472;
    vec4 t2 = sin(t0) + vec4(0.0067, 0.0635, 0.8760, 0.9663);
    vec4 t3 = t2; if (t2.z > t0.z) t3 = -t0; else acc.x += 2;
    vec4 t4 = clamp(t0, vec4(-3.74), vec4(8.08)); acc ^= ivec4(t0 * 16.0) & tables.masks[0];
    vec4 t5 = t2 * t4 * -0.47657;
    vec4 t6 = t4 * t3 * 0.27158;
    vec4 t7 = sqrt(t1) + vec4(0.8777, 0.6698, 0.8223, 0.5550);
    vec4 t8 = t4; if (t4.w > t7.x) t8 = -t7; else acc.y += 29;
    vec4 t9 = t0 * t7 * 0.26673;
    vec4 t10 = mix(t0, t4.xyxw, 0.959);
    vec4 t11 = tanh(t4) + vec4(0.9182, 0.2157, 0.2907, 0.5757);
    vec4 t12 = mix(t11, t4.wzyw, 0.300);
    vec4 t13 = t8 * t9 * 1.64769;
    vec4 t14 = clamp(t0, vec4(-3.10), vec4(6.36)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t15 = tanh(t10) + vec4(0.8584, 0.7138, 0.0379, 0.8707);
    vec4 t16 = tanh(t9) + vec4(0.3041, 0.6661, 0.7552, 0.0651);
    vec4 t17 = mix(t8, t11.xzxx, 0.353);
    vec4 t18 = clamp(t14, vec4(-8.87), vec4(1.22)); acc ^= ivec4(t14 * 16.0) & tables.masks[7];
    vec4 t19 = tanh(t8) + vec4(0.7938, 0.7252, 0.9767, 0.8810);
    vec4 t20 = clamp(t7, vec4(-2.29), vec4(6.18)); acc ^= ivec4(t7 * 16.0) & tables.masks[0];
    vec4 t21 = t6; if (t6.w > t10.x) t21 = -t10; else acc.w += 84;
    vec4 t22 = mix(t1, t16.xwyw, 0.084);
    vec4 t23 = t14 + t2 * 0.61293;
    vec4 t24 = t10 + t10 * 0.90080;
    vec4 t25 = t23 + t11 * 0.81688;
    vec4 t26 = t15 - t10 * -0.93446;
    vec4 t27 = t17; if (t17.w > t2.y) t27 = -t2; else acc.z += 14;
    acc += ivec4(411, 186, 950469, -223824961);
    return t27 + t26 * 0.5;
}

// stage_111: generated mixing stage, "step 111" of 150 \\ (two backslashes)
vec4 stage_111(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[15] + b;
    vec4 t1 = b.wzyx - a * 1.343618;
    vec4 t2 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t3 = t0 * t2 * -1.77709;
    vec4 t4 = t3 - t2 * -1.67811;
    vec4 t5 = t2; if (t2.z > t2.z) t5 = -t2; else acc.z += 56;
    vec4 t6 = t5 + t5 * -0.85629;
    vec4 t7 = clamp(t5, vec4(-2.49), vec4(8.76)); acc ^= ivec4(t5 * 16.0) & tables.masks[5];
    vec4 t8 = sin(t2) + vec4(0.5445, 0.3826, 0.4163, 0.2864);
    vec4 t9 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t10 = vec4(dot(t5, t7), length(t5.xyz), distance(t5.xy, t7.zw), t5.w);
    vec4 t11 = clamp(t1, vec4(-5.19), vec4(4.02)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t12 = mix(t9, t6.xzxz, 0.937);
    vec4 t13 = t9; if (t9.z > t8.x) t13 = -t8; else acc.z += 63;
    vec4 t14 = clamp(t4, vec4(-1.63), vec4(8.95)); acc ^= ivec4(t4 * 16.0) & tables.masks[7];
    vec4 t15 = mix(t9, t12.wyxx, 0.202);
    vec4 t16 = vec4(dot(t12, t5), length(t12.xyz), distance(t12.xy, t5.zw), t12.w);
    vec4 t17 = mix(t6, t0.yxyy, 0.381);
    vec4 t18 = t4; if (t4.y > t15.y) t18 = -t15; else acc.y += 82;
    vec4 t19 = t4; if (t4.x > t2.w) t19 = -t2; else acc.x += 37;
    vec4 t20 = mix(t14, t8.wyzx, 0.432);
    vec4 t21 = sin(t7) + vec4(0.2169, 0.3739, 0.3723, 0.3128);
    vec4 t22 = clamp(t18, vec4(-8.01), vec4(2.77)); acc ^= ivec4(t18 * 16.0) & tables.masks[7];
    vec4 t23 = mix(t21, t3.wxwy, 0.713);
    vec4 t24 = exp2(t8) + vec4(0.9416, 0.3777, 0.7373, 0.2951);
    vec4 t25 = sin(t17) + vec4(0.8363, 0.8204, 0.8847, 0.0091);
    vec4 t26 = vec4(dot(t10, t2), length(t10.xyz), distance(t10.xy, t2.zw), t10.w);
    vec4 t27 = vec4(dot(t7, t4), length(t7.xyz), distance(t7.xy, t4.zw), t7.w);
    acc += ivec4(654, -938, 914317, -1056738565);
    return t27 + t26 * 0.5;
}

// stage_112: generated mixing stage, "step 112" of 150 \\ (two backslashes)
vec4 stage_112(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[16] + b;
    vec4 t1 = b.wzyx - a * 0.488270;
    vec4 t2 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t3 = floor(t2) + vec4(0.2416, 0.6727, 0.2648, 0.8034);
    vec4 t4 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t5 = t4 * t2 * -1.51192;
    vec4 t6 = clamp(t5, vec4(-2.62), vec4(3.96)); acc ^= ivec4(t5 * 16.0) & tables.masks[3];
    vec4 t7 = mix(t6, t5.zyyy, 0.490);
    vec4 t8 = vec4(dot(t7, t0), length(t7.xyz), distance(t7.xy, t0.zw), t7.w);
    vec4 t9 = clamp(t0, vec4(-2.78), vec4(4.20)); acc ^= ivec4(t0 * 16.0) & tables.masks[0];
    vec4 t10 = exp2(t0) + vec4(0.7248, 0.9638, 0.4871, 0.2277);
    vec4 t11 = clamp(t5, vec4(-4.31), vec4(5.61)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t12 = t1 + t0 * -0.87618;
    vec4 t13 = clamp(t3, vec4(-1.38), vec4(3.91)); acc ^= ivec4(t3 * 16.0) & tables.masks[6];
    vec4 t14 = vec4(dot(t0, t13), length(t0.xyz), distance(t0.xy, t13.zw), t0.w);
    vec4 t15 = t11; if (t11.w > t14.y) t15 = -t14; else acc.x += 82;
    vec4 t16 = t0 - t8 * 0.31403;
    vec4 t17 = t16 * t6 * 1.04674;
    vec4 t18 = clamp(t0, vec4(-2.84), vec4(3.06)); acc ^= ivec4(t0 * 16.0) & tables.masks[1];
    vec4 t19 = mix(t17, t18.zwxy, 0.557);
    vec4 t20 = t17 * t4 * 1.05850;
    vec4 t21 = t4 - t2 * -0.67364;
    vec4 t22 = mix(t20, t4.wyxx, 0.805);
    vec4 t23 = t0 * t16 * 1.73630;
    vec4 t24 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t25 = abs(t18) + vec4(0.0080, 0.2328, 0.7067, 0.8325);
    vec4 t26 = t20; if (t20.z > t11.x) t26 = -t11; else acc.z += 33;
    vec4 t27 = clamp(t2, vec4(-5.79), vec4(4.73)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    acc += ivec4(2, 848, 618097, -492365120);
    return t27 + t26 * 0.5;
}

// stage_113: generated mixing stage, "step 113" of 150 \\ (two backslashes)
vec4 stage_113(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[17] + b;
    vec4 t1 = b.wzyx - a * 1.508327;
    vec4 t2 = t1; if (t1.y > t0.w) t2 = -t0; else acc.w += 3;
    vec4 t3 = clamp(t1, vec4(-3.02), vec4(4.21)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t4 = vec4(dot(t3, t0), length(t3.xyz), distance(t3.xy, t0.zw), t3.w);
    vec4 t5 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t6 = vec4(dot(t4, t3), length(t4.xyz), distance(t4.xy, t3.zw), t4.w);
    vec4 t7 = t3; if (t3.z > t6.w) t7 = -t6; else acc.x += 24;
    vec4 t8 = sin(t7) + vec4(0.2150, 0.9317, 0.3613, 0.6126);
    vec4 t9 = vec4(dot(t3, t6), length(t3.xyz), distance(t3.xy, t6.zw), t3.w);
    vec4 t10 = mix(t5, t8.xwyz, 0.516);
    vec4 t11 = mix(t10, t9.zzyx, 0.101);
    vec4 t12 = t2; if (t2.z > t7.w) t12 = -t7; else acc.z += 65;
    vec4 t13 = fract(t0) + vec4(0.6705, 0.1999, 0.5398, 0.6583);
    vec4 t14 = mix(t9, t6.xywy, 0.248);
    vec4 t15 = vec4(dot(t1, t6), length(t1.xyz), distance(t1.xy, t6.zw), t1.w);
    vec4 t16 = t4; if (t4.y > t15.w) t16 = -t15; else acc.x += 8;
    vec4 t17 = t2 * t15 * -1.61430;
    vec4 t18 = t2; if (t2.z > t3.z) t18 = -t3; else acc.x += 76;
    vec4 t19 = vec4(dot(t10, t9), length(t10.xyz), distance(t10.xy, t9.zw), t10.w);
    vec4 t20 = sin(t1) + vec4(0.8239, 0.7481, 0.9929, 0.5374);
    vec4 t21 = clamp(t12, vec4(-4.76), vec4(8.95)); acc ^= ivec4(t12 * 16.0) & tables.masks[7];
    vec4 t22 = clamp(t2, vec4(-4.87), vec4(6.10)); acc ^= ivec4(t2 * 16.0) & tables.masks[4];
    vec4 t23 = t7; if (t7.z > t0.x) t23 = -t0; else acc.w += 9;
    vec4 t24 = t22 * t11 * 0.74975;
    vec4 t25 = t6 * t2 * -1.71755;
    vec4 t26 = floor(t6) + vec4(0.4130, 0.4933, 0.9430, 0.9523);
    vec4 t27 = clamp(t16, vec4(-7.37), vec4(6.49)); acc ^= ivec4(t16 * 16.0) & tables.masks[5];
    acc += ivec4(-642, -469, 423081, -275958616);
    return t27 + t26 * 0.5;
}

// stage_114: generated mixing stage, "step 114" of 150 \\ (two backslashes)
vec4 stage_114(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[18] + b;
    vec4 t1 = b.wzyx - a * 0.058394;
    vec4 t2 = clamp(t1, vec4(-5.73), vec4(6.09)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t3 = clamp(t1, vec4(-2.32), vec4(1.47)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t4 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t5 = mix(t3, t2.wwwx, 0.277);
    vec4 t6 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t7 = mix(t6, t4.wwyx, 0.355);
    vec4 t8 = floor(t1) + vec4(0.4255, 0.9283, 0.0810, 0.1519);
    vec4 t9 = clamp(t7, vec4(-1.45), vec4(2.64)); acc ^= ivec4(t7 * 16.0) & tables.masks[6];
    vec4 t10 = t2; if (t2.y > t3.y) t10 = -t3; else acc.z += 47;
    vec4 t11 = t3 * t8 * -1.83320;
    vec4 t12 = vec4(dot(t8, t3), length(t8.xyz), distance(t8.xy, t3.zw), t8.w);
    vec4 t13 = t0; if (t0.z > t11.z) t13 = -t11; else acc.x += 81;
    vec4 t14 = mix(t2, t13.xzzz, 0.544);
    vec4 t15 = clamp(t11, vec4(-8.46), vec4(2.84)); acc ^= ivec4(t11 * 16.0) & tables.masks[3];
    vec4 t16 = abs(t0) + vec4(0.7064, 0.7927, 0.2916, 0.0913);
    vec4 t17 = sin(t15) + vec4(0.2821, 0.6009, 0.6107, 0.2153);
    vec4 t18 = clamp(t6, vec4(-8.87), vec4(7.05)); acc ^= ivec4(t6 * 16.0) & tables.masks[4];
    vec4 t19 = t9; if (t9.y > t3.x) t19 = -t3; else acc.z += 91;
    vec4 t20 = t6 - t1 * 0.10013;
    vec4 t21 = mix(t18, t19.yzxy, 0.709);
    vec4 t22 = t20; if (t20.y > t7.z) t22 = -t7; else acc.x += 41;
    vec4 t23 = t14 + t9 * 0.38249;
    vec4 t24 = vec4(dot(t20, t15), length(t20.xyz), distance(t20.xy, t15.zw), t20.w);
    vec4 t25 = vec4(dot(t6, t15), length(t6.xyz), distance(t6.xy, t15.zw), t6.w);
    vec4 t26 = t1; if (t1.z > t8.w) t26 = -t8; else acc.y += 44;
    vec4 t27 = floor(t20) + vec4(0.5746, 0.4899, 0.2666, 0.7949);
    acc += ivec4(659, 246, 403333, -627066826);
    return t27 + t26 * 0.5;
}

// stage_115: generated mixing stage, "step 115" of 150 \\ (two backslashes)
vec4 stage_115(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[19] + b;
    vec4 t1 = b.wzyx - a * -0.090618;
    vec4 t2 = t0; if (t0.w > t0.x) t2 = -t0; else acc.w += 78;
    vec4 t3 = clamp(t2, vec4(-4.52), vec4(5.00)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t4 = t1 * t1 * -1.19738;
    vec4 t5 = clamp(t4, vec4(-2.59), vec4(6.57)); acc ^= ivec4(t4 * 16.0) & tables.masks[7];
    vec4 t6 = t1 * t2 * -1.69507;
    vec4 t7 = vec4(dot(t5, t0), length(t5.xyz), distance(t5.xy, t0.zw), t5.w);
    vec4 t8 = clamp(t7, vec4(-4.06), vec4(7.10)); acc ^= ivec4(t7 * 16.0) & tables.masks[0];
    vec4 t9 = floor(t8) + vec4(0.0777, 0.1667, 0.6113, 0.3409);
    vec4 t10 = clamp(t2, vec4(-5.28), vec4(8.92)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t11 = mix(t6, t9.yzxy, 0.311);
    vec4 t12 = t2; if (t2.z > t5.z) t12 = -t5; else acc.y += 81;
    vec4 t13 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t14 = vec4(dot(t12, t10), length(t12.xyz), distance(t12.xy, t10.zw), t12.w);
    vec4 t15 = clamp(t2, vec4(-1.38), vec4(4.37)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t16 = t8; if (t8.x > t14.w) t16 = -t14; else acc.x += 50;
    vec4 t17 = mix(t13, t1.yxzz, 0.344);
    vec4 t18 = clamp(t2, vec4(-8.29), vec4(6.10)); acc ^= ivec4(t2 * 16.0) & tables.masks[3];
    vec4 t19 = t18 + t4 * 0.57661;
    vec4 t20 = clamp(t11, vec4(-1.08), vec4(4.76)); acc ^= ivec4(t11 * 16.0) & tables.masks[5];
    vec4 t21 = vec4(dot(t12, t11), length(t12.xyz), distance(t12.xy, t11.zw), t12.w);
    vec4 t22 = t11 + t13 * -0.29655;
    vec4 t23 = exp2(t15) + vec4(0.9373, 0.8071, 0.8352, 0.7402);
    vec4 t24 = vec4(dot(t21, t19), length(t21.xyz), distance(t21.xy, t19.zw), t21.w);
    vec4 t25 = vec4(dot(t22, t1), length(t22.xyz), distance(t22.xy, t1.zw), t22.w);
    vec4 t26 = mix(t17, t2.wwzz, 0.752);
    vec4 t27 = clamp(t5, vec4(-6.92), vec4(2.56)); acc ^= ivec4(t5 * 16.0) & tables.masks[5];
    acc += ivec4(172, 896, 155145, -264876364);
    return t27 + t26 * 0.5;
}

// stage_116: generated mixing stage, "step 116" of 150 \\ (two backslashes)
vec4 stage_116(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[20] + b;
    vec4 t1 = b.wzyx - a * -2.200377;
    vec4 t2 = mix(t0, t1.wyzw, 0.507);
    vec4 t3 = t0; if (t0.z > t0.x) t3 = -t0; else acc.z += 6;
    vec4 t4 = vec4(dot(t3, t3), length(t3.xyz), distance(t3.xy, t3.zw), t3.w);
    vec4 t5 = t3; if (t3.z > t3.z) t5 = -t3; else acc.y += 67;
    vec4 t6 = t2; if (t2.w > t3.z) t6 = -t3; else acc.y += 59;
    vec4 t7 = t0 * t2 * 0.70837;
    vec4 t8 = t0 * t4 * 0.69640;
    vec4 t9 = t4; if (t4.z > t7.z) t9 = -t7; else acc.x += 15;
    vec4 t10 = mix(t7, t7.xwyz, 0.564);
    vec4 t11 = t1 - t9 * -1.49859;
    vec4 t12 = t2; if (t2.z > t4.x) t12 = -t4; else acc.z += 11;
    vec4 t13 = t6; if (t6.y > t10.w) t13 = -t10; else acc.y += 3;
    vec4 t14 = mix(t10, t6.yxyw, 0.435);
    vec4 t15 = sqrt(t14) + vec4(0.9832, 0.9491, 0.9289, 0.8920);
    vec4 t16 = t13 + t2 * -1.41287;
    vec4 t17 = vec4(dot(t13, t9), length(t13.xyz), distance(t13.xy, t9.zw), t13.w);
    vec4 t18 = vec4(dot(t4, t15), length(t4.xyz), distance(t4.xy, t15.zw), t4.w);
    vec4 t19 = t7 * t6 * -0.42334;
    vec4 t20 = clamp(t12, vec4(-4.28), vec4(2.37)); acc ^= ivec4(t12 * 16.0) & tables.masks[7];
    vec4 t21 = exp2(t9) + vec4(0.5068, 0.7737, 0.2591, 0.3918);
    vec4 t22 = mix(t17, t18.wzwx, 0.493);
    vec4 t23 = t5; if (t5.x > t18.z) t23 = -t18; else acc.y += 30;
    vec4 t24 = clamp(t6, vec4(-4.09), vec4(4.88)); acc ^= ivec4(t6 * 16.0) & tables.masks[7];
    vec4 t25 = t4; if (t4.z > t11.x) t25 = -t11; else acc.z += 32;
    vec4 t26 = clamp(t9, vec4(-7.49), vec4(2.57)); acc ^= ivec4(t9 * 16.0) & tables.masks[2];
    vec4 t27 = vec4(dot(t14, t0), length(t14.xyz), distance(t14.xy, t0.zw), t14.w);
    acc += ivec4(-325, 333, 74257, -935592617);
    return t27 + t26 * 0.5;
}

// stage_117: generated mixing stage, "step 117" of 150 \\ (two backslashes)
vec4 stage_117(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[21] + b;
    vec4 t1 = b.wzyx - a * 0.292208;
    vec4 t2 = mix(t1, t1.wwzz, 0.090);
    vec4 t3 = mix(t0, t0.zwxx, 0.052);
    vec4 t4 = t2 * t3 * -1.52373;
    vec4 t5 = clamp(t0, vec4(-4.72), vec4(5.72)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t6 = clamp(t4, vec4(-3.85), vec4(1.54)); acc ^= ivec4(t4 * 16.0) & tables.masks[7];
    vec4 t7 = cos(t0) + vec4(0.9423, 0.4077, 0.4726, 0.6191);
    vec4 t8 = t3 * t6 * -0.36575;
    vec4 t9 = mix(t6, t0.zyww, 0.747);
    vec4 t10 = t2; if (t2.x > t2.x) t10 = -t2; else acc.w += 83;
    vec4 t11 = mix(t2, t7.zwxx, 0.740);
    vec4 t12 = vec4(dot(t9, t2), length(t9.xyz), distance(t9.xy, t2.zw), t9.w);
    vec4 t13 = t10 - t3 * -1.03368;
    vec4 t14 = t11 - t11 * -0.88500;
    vec4 t15 = floor(t6) + vec4(0.4515, 0.9464, 0.8155, 0.5937);
    vec4 t16 = vec4(dot(t10, t8), length(t10.xyz), distance(t10.xy, t8.zw), t10.w);
    vec4 t17 = mix(t11, t11.yzzy, 0.436);
    vec4 t18 = mix(t6, t17.xxyx, 0.294);
    vec4 t19 = t14 + t7 * 1.10423;
    vec4 t20 = t19 - t7 * 0.57372;
    vec4 t21 = t18; if (t18.w > t9.w) t21 = -t9; else acc.y += 52;
    vec4 t22 = t3 * t11 * 1.69138;
    vec4 t23 = t10 - t14 * -0.28297;
    vec4 t24 = t6 + t22 * -1.70849;
    vec4 t25 = abs(t3) + vec4(0.5191, 0.4829, 0.3866, 0.7676);
    vec4 t26 = t9; if (t9.w > t12.x) t26 = -t12; else acc.w += 32;
    vec4 t27 = clamp(t26, vec4(-7.90), vec4(3.39)); acc ^= ivec4(t26 * 16.0) & tables.masks[7];
    acc += ivec4(453, 539, 209321, -130601070);
    return t27 + t26 * 0.5;
}

// stage_118: generated mixing stage, "step 118" of 150 \\ (two backslashes)
vec4 stage_118(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[22] + b;
    vec4 t1 = b.wzyx - a * 1.019801;
    vec4 t2 = mix(t0, t1.wxyx, 0.584);
    vec4 t3 = t0 + t0 * -1.10604;
    vec4 t4 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t5 = t2; if (t2.w > t1.w) t5 = -t1; else acc.z += 94;
    vec4 t6 = t5 + t0 * -0.61813;
    vec4 t7 = mix(t0, t4.xxwz, 0.991);
    vec4 t8 = t3 + t7 * 0.57158;
    vec4 t9 = t3 * t0 * 1.71337;
    vec4 t10 = t1 - t1 * 0.89613;
    vec4 t11 = vec4(dot(t8, t2), length(t8.xyz), distance(t8.xy, t2.zw), t8.w);
    vec4 t12 = mix(t9, t7.xwyy, 0.856);
    vec4 t13 = vec4(dot(t2, t9), length(t2.xyz), distance(t2.xy, t9.zw), t2.w);
    vec4 t14 = mix(t13, t10.wxxz, 0.352);
    vec4 t15 = t2; if (t2.z > t7.w) t15 = -t7; else acc.x += 15;
    vec4 t16 = clamp(t13, vec4(-7.65), vec4(2.54)); acc ^= ivec4(t13 * 16.0) & tables.masks[6];
    vec4 t17 = sqrt(t4) + vec4(0.1758, 0.9570, 0.2623, 0.6150);
    vec4 t18 = vec4(dot(t8, t3), length(t8.xyz), distance(t8.xy, t3.zw), t8.w);
    vec4 t19 = t2 - t2 * -1.83324;
    vec4 t20 = tanh(t11) + vec4(0.6733, 0.2026, 0.0163, 0.1226);
    vec4 t21 = exp2(t5) + vec4(0.6222, 0.6902, 0.6960, 0.8368);
    vec4 t22 = cos(t20) + vec4(0.0229, 0.5901, 0.0826, 0.1873);
    vec4 t23 = t2; if (t2.y > t19.z) t23 = -t19; else acc.z += 4;
    vec4 t24 = cos(t0) + vec4(0.0969, 0.7000, 0.2933, 0.7244);
    vec4 t25 = t4; if (t4.x > t14.y) t25 = -t14; else acc.x += 41;
    vec4 t26 = t7 + t24 * 1.80890;
    vec4 t27 = mix(t13, t14.wwwy, 0.801);
    acc += ivec4(-35, -380, 196314, -126003065);
    return t27 + t26 * 0.5;
}

// stage_119: generated mixing stage, "step 119" of 150 \\ (two backslashes)
vec4 stage_119(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[23] + b;
    vec4 t1 = b.wzyx - a * -2.392587;
    vec4 t2 = t1; if (t1.z > t0.x) t2 = -t0; else acc.z += 15;
    vec4 t3 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t4 = fract(t0) + vec4(0.9618, 0.4597, 0.6775, 0.4457);
    vec4 t5 = clamp(t1, vec4(-7.88), vec4(1.09)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t6 = clamp(t4, vec4(-8.20), vec4(8.15)); acc ^= ivec4(t4 * 16.0) & tables.masks[4];
    vec4 t7 = exp2(t4) + vec4(0.0301, 0.9387, 0.3572, 0.2002);
    vec4 t8 = t7 - t3 * 0.27710;
    vec4 t9 = t3; if (t3.x > t3.w) t9 = -t3; else acc.x += 53;
    vec4 t10 = t3 - t4 * -0.95560;
    vec4 t11 = clamp(t9, vec4(-2.18), vec4(7.78)); acc ^= ivec4(t9 * 16.0) & tables.masks[5];
    vec4 t12 = t8 * t7 * 1.39339;
    vec4 t13 = t3; if (t3.y > t9.z) t13 = -t9; else acc.z += 14;
    vec4 t14 = t4 - t6 * 1.26272;
    vec4 t15 = t6; if (t6.x > t2.w) t15 = -t2; else acc.z += 51;
    vec4 t16 = mix(t10, t0.yyyz, 0.954);
    vec4 t17 = t11 + t16 * -1.26476;
    vec4 t18 = mix(t5, t5.wxzy, 0.025);
    vec4 t19 = abs(t16) + vec4(0.2653, 0.8475, 0.0404, 0.7860);
    vec4 t20 = sin(t16) + vec4(0.8384, 0.5389, 0.8116, 0.8343);
    vec4 t21 = clamp(t8, vec4(-1.34), vec4(3.74)); acc ^= ivec4(t8 * 16.0) & tables.masks[5];
    vec4 t22 = vec4(dot(t16, t4), length(t16.xyz), distance(t16.xy, t4.zw), t16.w);
    vec4 t23 = t0 - t3 * 0.66752;
    vec4 t24 = vec4(dot(t17, t2), length(t17.xyz), distance(t17.xy, t2.zw), t17.w);
    vec4 t25 = clamp(t19, vec4(-6.69), vec4(8.10)); acc ^= ivec4(t19 * 16.0) & tables.masks[0];
    vec4 t26 = mix(t19, t23.wxyz, 0.291);
    vec4 t27 = clamp(t20, vec4(-5.49), vec4(7.23)); acc ^= ivec4(t20 * 16.0) & tables.masks[6];
    acc += ivec4(532, 913, 193292, -442148970);
    return t27 + t26 * 0.5;
}

// stage_120: generated mixing stage, "step 120" of 150 \\ (two backslashes)
vec4 stage_120(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[24] + b;
    vec4 t1 = b.wzyx - a * -2.386684;
    vec4 t2 = mix(t1, t1.xwzx, 0.067);
    vec4 t3 = sqrt(t2) + vec4(0.2884, 0.2599, 0.7938, 0.3579);
    vec4 t4 = mix(t1, t0.xxxx, 0.410);
    vec4 t5 = mix(t0, t3.zxyx, 0.905);
    vec4 t6 = abs(t3) + vec4(0.6547, 0.5370, 0.9734, 0.2367);
    vec4 t7 = t1; if (t1.z > t2.y) t7 = -t2; else acc.z += 62;
    vec4 t8 = vec4(dot(t0, t4), length(t0.xyz), distance(t0.xy, t4.zw), t0.w);
    vec4 t9 = clamp(t3, vec4(-7.67), vec4(2.13)); acc ^= ivec4(t3 * 16.0) & tables.masks[4];
    vec4 t10 = vec4(dot(t3, t9), length(t3.xyz), distance(t3.xy, t9.zw), t3.w);
    vec4 t11 = clamp(t3, vec4(-5.01), vec4(4.77)); acc ^= ivec4(t3 * 16.0) & tables.masks[5];
    vec4 t12 = t5; if (t5.w > t10.z) t12 = -t10; else acc.z += 1;
    vec4 t13 = clamp(t2, vec4(-3.45), vec4(4.91)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t14 = vec4(dot(t4, t12), length(t4.xyz), distance(t4.xy, t12.zw), t4.w);
    vec4 t15 = vec4(dot(t0, t3), length(t0.xyz), distance(t0.xy, t3.zw), t0.w);
    vec4 t16 = mix(t1, t2.xzxw, 0.092);
    vec4 t17 = mix(t15, t5.xyyz, 0.111);
    vec4 t18 = t4 + t12 * -1.32295;
    vec4 t19 = mix(t9, t16.xyyx, 0.393);
    vec4 t20 = mix(t2, t1.wywy, 0.894);
    vec4 t21 = t16; if (t16.y > t20.w) t21 = -t20; else acc.y += 74;
    vec4 t22 = t9; if (t9.w > t16.y) t22 = -t16; else acc.z += 13;
    vec4 t23 = t20 + t11 * -1.89091;
    vec4 t24 = clamp(t19, vec4(-1.39), vec4(6.99)); acc ^= ivec4(t19 * 16.0) & tables.masks[5];
    vec4 t25 = t14 * t2 * 1.27564;
    vec4 t26 = sin(t1) + vec4(0.3493, 0.2209, 0.7903, 0.1268);
    vec4 t27 = clamp(t10, vec4(-7.89), vec4(5.59)); acc ^= ivec4(t10 * 16.0) & tables.masks[7];
    acc += ivec4(863, 240, 513019, -109930120);
    return t27 + t26 * 0.5;
}

// stage_121: generated mixing stage, "step 121" of 150 \\ (two backslashes)
vec4 stage_121(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[25] + b;
    vec4 t1 = b.wzyx - a * 1.173660;
    vec4 t2 = floor(t0) + vec4(0.8794, 0.5096, 0.7685, 0.5277);
    vec4 t3 = mix(t1, t1.wwxx, 0.537);
    vec4 t4 = floor(t2) + vec4(0.0532, 0.9943, 0.6840, 0.1153);
    vec4 t5 = clamp(t3, vec4(-2.25), vec4(3.82)); acc ^= ivec4(t3 * 16.0) & tables.masks[7];
    vec4 t6 = exp2(t4) + vec4(0.4695, 0.5909, 0.3554, 0.1275);
    vec4 t7 = mix(t5, t6.xwww, 0.433);
    vec4 t8 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t9 = sqrt(t0) + vec4(0.6228, 0.3825, 0.7155, 0.0968);
    vec4 t10 = vec4(dot(t7, t4), length(t7.xyz), distance(t7.xy, t4.zw), t7.w);
    vec4 t11 = vec4(dot(t7, t1), length(t7.xyz), distance(t7.xy, t1.zw), t7.w);
    vec4 t12 = clamp(t2, vec4(-3.51), vec4(5.29)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t13 = mix(t7, t10.yxzy, 0.335);
    vec4 t14 = clamp(t10, vec4(-4.02), vec4(1.40)); acc ^= ivec4(t10 * 16.0) & tables.masks[3];
    vec4 t15 = sin(t12) + vec4(0.6015, 0.6895, 0.2412, 0.5434);
    vec4 t16 = mix(t2, t3.xxzz, 0.155);
    vec4 t17 = vec4(dot(t5, t12), length(t5.xyz), distance(t5.xy, t12.zw), t5.w);
    vec4 t18 = mix(t1, t15.zyxz, 0.373);
    vec4 t19 = mix(t16, t15.yywy, 0.003);
    vec4 t20 = sqrt(t1) + vec4(0.3785, 0.6403, 0.3849, 0.8861);
    vec4 t21 = mix(t6, t9.xyxy, 0.610);
    vec4 t22 = tanh(t9) + vec4(0.5574, 0.8302, 0.9788, 0.6947);
    vec4 t23 = mix(t7, t3.wyzz, 0.763);
    vec4 t24 = t5; if (t5.z > t23.x) t24 = -t23; else acc.z += 60;
    vec4 t25 = vec4(dot(t9, t21), length(t9.xyz), distance(t9.xy, t21.zw), t9.w);
    vec4 t26 = mix(t6, t1.yywx, 0.499);
    vec4 t27 = t7 + t3 * 0.33052;
    acc += ivec4(604, 624, 631580, -912206828);
    return t27 + t26 * 0.5;
}

// stage_122: generated mixing stage, "step 122" of 150 \\ (two backslashes)
vec4 stage_122(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[26] + b;
    vec4 t1 = b.wzyx - a * 1.560594;
    vec4 t2 = cos(t1) + vec4(0.1616, 0.8475, 0.1714, 0.3445);
    vec4 t3 = tanh(t0) + vec4(0.6725, 0.0223, 0.1541, 0.6079);
    vec4 t4 = clamp(t1, vec4(-3.54), vec4(5.92)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t5 = t2; if (t2.z > t4.y) t5 = -t4; else acc.x += 58;
    vec4 t6 = vec4(dot(t1, t4), length(t1.xyz), distance(t1.xy, t4.zw), t1.w);
    vec4 t7 = fract(t2) + vec4(0.5945, 0.2585, 0.6667, 0.6447);
    vec4 t8 = t6 * t0 * 1.05552;
    vec4 t9 = abs(t4) + vec4(0.4338, 0.0096, 0.8244, 0.8438);
    vec4 t10 = clamp(t5, vec4(-2.57), vec4(2.83)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t11 = vec4(dot(t4, t9), length(t4.xyz), distance(t4.xy, t9.zw), t4.w);
    vec4 t12 = t0; if (t0.w > t5.w) t12 = -t5; else acc.z += 76;
    vec4 t13 = t7; if (t7.w > t12.z) t13 = -t12; else acc.x += 78;
    vec4 t14 = t8 - t12 * 0.49016;
    vec4 t15 = cos(t14) + vec4(0.7465, 0.2583, 0.7037, 0.7098);
    vec4 t16 = t2 - t6 * -0.20175;
    vec4 t17 = clamp(t2, vec4(-5.59), vec4(3.49)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t18 = exp2(t4) + vec4(0.2576, 0.2523, 0.2280, 0.1231);
    vec4 t19 = clamp(t15, vec4(-1.47), vec4(1.08)); acc ^= ivec4(t15 * 16.0) & tables.masks[5];
    vec4 t20 = t12; if (t12.z > t0.y) t20 = -t0; else acc.z += 17;
    vec4 t21 = vec4(dot(t7, t1), length(t7.xyz), distance(t7.xy, t1.zw), t7.w);
    vec4 t22 = mix(t17, t7.wxwz, 0.916);
    vec4 t23 = t6 - t22 * -0.07927;
    vec4 t24 = mix(t23, t19.xxyy, 0.603);
    vec4 t25 = t9; if (t9.x > t18.y) t25 = -t18; else acc.x += 9;
    vec4 t26 = t24; if (t24.z > t1.x) t26 = -t1; else acc.w += 33;
    vec4 t27 = t3 + t19 * 0.84214;
    acc += ivec4(609, -135, 614985, -514847672);
    return t27 + t26 * 0.5;
}

// stage_123: generated mixing stage, "step 123" of 150 \\ (two backslashes)
vec4 stage_123(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[27] + b;
    vec4 t1 = b.wzyx - a * -2.819317;
    vec4 t2 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t3 = clamp(t2, vec4(-4.93), vec4(5.33)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t4 = t0; if (t0.x > t0.y) t4 = -t0; else acc.w += 81;
    vec4 t5 = floor(t0) + vec4(0.4046, 0.2291, 0.2398, 0.3962);
    vec4 t6 = t1; if (t1.z > t2.x) t6 = -t2; else acc.x += 81;
    vec4 t7 = t5 - t4 * 1.73761;
    vec4 t8 = t7 * t2 * -1.96215;
    vec4 t9 = t3 * t1 * 1.61852;
    vec4 t10 = t4 + t0 * 1.42042;
    vec4 t11 = cos(t8) + vec4(0.2261, 0.5959, 0.4556, 0.8966);
    vec4 t12 = clamp(t3, vec4(-1.26), vec4(6.92)); acc ^= ivec4(t3 * 16.0) & tables.masks[4];
    vec4 t13 = clamp(t9, vec4(-1.83), vec4(7.56)); acc ^= ivec4(t9 * 16.0) & tables.masks[6];
    vec4 t14 = clamp(t11, vec4(-3.61), vec4(1.41)); acc ^= ivec4(t11 * 16.0) & tables.masks[2];
    vec4 t15 = t8; if (t8.x > t6.z) t15 = -t6; else acc.w += 62;
    vec4 t16 = mix(t8, t1.zyyy, 0.336);
    vec4 t17 = t11; if (t11.z > t14.z) t17 = -t14; else acc.z += 69;
    vec4 t18 = t5; if (t5.z > t11.z) t18 = -t11; else acc.x += 66;
    vec4 t19 = t7 + t12 * -0.05482;
    vec4 t20 = vec4(dot(t4, t12), length(t4.xyz), distance(t4.xy, t12.zw), t4.w);
    vec4 t21 = floor(t3) + vec4(0.3092, 0.3570, 0.7673, 0.5346);
    vec4 t22 = clamp(t11, vec4(-1.94), vec4(5.63)); acc ^= ivec4(t11 * 16.0) & tables.masks[5];
    vec4 t23 = sin(t3) + vec4(0.1170, 0.2435, 0.2978, 0.5488);
    vec4 t24 = tanh(t20) + vec4(0.6314, 0.2670, 0.2736, 0.0201);
    vec4 t25 = sin(t13) + vec4(0.0324, 0.4657, 0.0204, 0.2579);
    vec4 t26 = mix(t12, t20.wzxw, 0.724);
    vec4 t27 = clamp(t12, vec4(-2.53), vec4(7.94)); acc ^= ivec4(t12 * 16.0) & tables.masks[5];
    acc += ivec4(-393, -125, 810583, -1000423624);
    return t27 + t26 * 0.5;
}

// stage_124: generated mixing stage, "step 124" of 150 \\ (two backslashes)
vec4 stage_124(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[28] + b;
    vec4 t1 = b.wzyx - a * 2.653693;
    vec4 t2 = t0 - t0 * 0.36568;
    vec4 t3 = clamp(t1, vec4(-4.22), vec4(6.76)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t4 = mix(t0, t1.yxxy, 0.039);
    vec4 t5 = clamp(t4, vec4(-1.48), vec4(1.30)); acc ^= ivec4(t4 * 16.0) & tables.masks[5];
    vec4 t6 = floor(t4) + vec4(0.0331, 0.9006, 0.7407, 0.3887);
    vec4 t7 = sin(t2) + vec4(0.2532, 0.1653, 0.9946, 0.7655);
    vec4 t8 = mix(t1, t3.yyxw, 0.652);
    vec4 t9 = vec4(dot(t6, t0), length(t6.xyz), distance(t6.xy, t0.zw), t6.w);
    vec4 t10 = clamp(t5, vec4(-8.00), vec4(8.06)); acc ^= ivec4(t5 * 16.0) & tables.masks[3];
    vec4 t11 = abs(t8) + vec4(0.2398, 0.5365, 0.2854, 0.7999);
    vec4 t12 = clamp(t7, vec4(-5.69), vec4(2.80)); acc ^= ivec4(t7 * 16.0) & tables.masks[5];
    vec4 t13 = mix(t10, t3.wyxy, 0.769);
    vec4 t14 = t5; if (t5.y > t12.y) t14 = -t12; else acc.z += 11;
    vec4 t15 = mix(t4, t14.xxwx, 0.572);
    vec4 t16 = t14 + t13 * 0.26367;
    vec4 t17 = t10 - t1 * -0.02807;
    vec4 t18 = t4 + t5 * 0.28215;
    vec4 t19 = clamp(t2, vec4(-8.47), vec4(2.41)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t20 = exp2(t7) + vec4(0.5765, 0.3542, 0.5916, 0.2892);
    vec4 t21 = clamp(t9, vec4(-2.78), vec4(4.09)); acc ^= ivec4(t9 * 16.0) & tables.masks[7];
    vec4 t22 = clamp(t1, vec4(-7.70), vec4(3.53)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t23 = clamp(t1, vec4(-5.11), vec4(5.45)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t24 = t0 - t2 * 1.00738;
    vec4 t25 = clamp(t11, vec4(-8.05), vec4(2.13)); acc ^= ivec4(t11 * 16.0) & tables.masks[6];
    vec4 t26 = fract(t1) + vec4(0.0437, 0.6092, 0.8742, 0.1786);
    vec4 t27 = mix(t23, t2.yxzy, 0.381);
    acc += ivec4(493, -925, 708553, -467078301);
    return t27 + t26 * 0.5;
}

// stage_125: generated mixing stage, "step 125" of 150 \\ (two backslashes)
vec4 stage_125(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[29] + b;
    vec4 t1 = b.wzyx - a * -1.100529;
    vec4 t2 = clamp(t0, vec4(-1.52), vec4(8.44)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t3 = sin(t2) + vec4(0.7094, 0.4836, 0.8766, 0.5046);
    vec4 t4 = clamp(t2, vec4(-8.31), vec4(2.25)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t5 = tanh(t2) + vec4(0.6706, 0.0405, 0.2939, 0.9944);
    vec4 t6 = t0 * t5 * 0.13672;
    vec4 t7 = clamp(t2, vec4(-7.96), vec4(1.14)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t8 = t7 - t3 * -0.60579;
    vec4 t9 = exp2(t3) + vec4(0.8593, 0.2259, 0.6462, 0.8192);
    vec4 t10 = t1 - t3 * 1.16270;
    vec4 t11 = t7; if (t7.y > t0.z) t11 = -t0; else acc.y += 97;
    vec4 t12 = t5; if (t5.y > t1.x) t12 = -t1; else acc.w += 86;
    vec4 t13 = floor(t3) + vec4(0.1031, 0.6662, 0.8259, 0.4763);
    vec4 t14 = vec4(dot(t4, t3), length(t4.xyz), distance(t4.xy, t3.zw), t4.w);
    vec4 t15 = vec4(dot(t5, t9), length(t5.xyz), distance(t5.xy, t9.zw), t5.w);
    vec4 t16 = t15 * t14 * -0.24345;
    vec4 t17 = t1 - t4 * -0.90061;
    vec4 t18 = t5; if (t5.z > t7.x) t18 = -t7; else acc.z += 95;
    vec4 t19 = cos(t8) + vec4(0.7482, 0.3809, 0.7342, 0.0030);
    vec4 t20 = vec4(dot(t1, t3), length(t1.xyz), distance(t1.xy, t3.zw), t1.w);
    vec4 t21 = t9; if (t9.w > t18.w) t21 = -t18; else acc.w += 49;
    vec4 t22 = t2; if (t2.w > t3.x) t22 = -t3; else acc.w += 66;
    vec4 t23 = t4 + t14 * -0.58956;
    vec4 t24 = mix(t1, t11.xxzx, 0.924);
    vec4 t25 = floor(t20) + vec4(0.1729, 0.3227, 0.5837, 0.4571);
    vec4 t26 = clamp(t7, vec4(-5.28), vec4(8.93)); acc ^= ivec4(t7 * 16.0) & tables.masks[7];
    vec4 t27 = mix(t19, t8.xzxz, 0.149);
    acc += ivec4(748, 444, 806877, -369596578);
    return t27 + t26 * 0.5;
}

// stage_126: generated mixing stage, "step 126" of 150 \\ (two backslashes)
vec4 stage_126(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[30] + b;
    vec4 t1 = b.wzyx - a * -3.672661;
    vec4 t2 = t1 + t1 * 0.06768;
    vec4 t3 = mix(t2, t1.zwyw, 0.668);
    vec4 t4 = mix(t3, t3.yxwy, 0.633);
    vec4 t5 = vec4(dot(t3, t0), length(t3.xyz), distance(t3.xy, t0.zw), t3.w);
    vec4 t6 = mix(t0, t0.yyww, 0.647);
    vec4 t7 = clamp(t6, vec4(-2.61), vec4(7.15)); acc ^= ivec4(t6 * 16.0) & tables.masks[6];
    vec4 t8 = clamp(t6, vec4(-7.71), vec4(8.62)); acc ^= ivec4(t6 * 16.0) & tables.masks[3];
    vec4 t9 = abs(t7) + vec4(0.4138, 0.9175, 0.0256, 0.3097);
    vec4 t10 = vec4(dot(t0, t1), length(t0.xyz), distance(t0.xy, t1.zw), t0.w);
    vec4 t11 = tanh(t8) + vec4(0.6571, 0.6751, 0.9624, 0.9784);
    vec4 t12 = cos(t8) + vec4(0.7135, 0.1371, 0.5930, 0.6215);
    vec4 t13 = vec4(dot(t5, t4), length(t5.xyz), distance(t5.xy, t4.zw), t5.w);
    vec4 t14 = clamp(t7, vec4(-7.19), vec4(7.37)); acc ^= ivec4(t7 * 16.0) & tables.masks[7];
    vec4 t15 = sin(t6) + vec4(0.1533, 0.8545, 0.3390, 0.5665);
    vec4 t16 = t7 - t15 * 0.80340;
    vec4 t17 = t12 * t6 * -1.46335;
    vec4 t18 = clamp(t4, vec4(-4.75), vec4(2.42)); acc ^= ivec4(t4 * 16.0) & tables.masks[4];
    vec4 t19 = mix(t17, t16.xwyy, 0.552);
    vec4 t20 = vec4(dot(t4, t4), length(t4.xyz), distance(t4.xy, t4.zw), t4.w);
    vec4 t21 = t15; if (t15.x > t11.z) t21 = -t11; else acc.w += 2;
    vec4 t22 = mix(t6, t16.ywzy, 0.664);
    vec4 t23 = t21; if (t21.z > t3.z) t23 = -t3; else acc.y += 70;
    vec4 t24 = clamp(t8, vec4(-3.44), vec4(2.12)); acc ^= ivec4(t8 * 16.0) & tables.masks[5];
    vec4 t25 = t21; if (t21.x > t20.x) t25 = -t20; else acc.z += 86;
    vec4 t26 = t23 * t6 * 1.48588;
    vec4 t27 = clamp(t18, vec4(-7.45), vec4(4.21)); acc ^= ivec4(t18 * 16.0) & tables.masks[3];
    acc += ivec4(-399, 667, 324812, -337130049);
    return t27 + t26 * 0.5;
}

// stage_127: generated mixing stage, "step 127" of 150 \\ (two backslashes)
vec4 stage_127(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[31] + b;
    vec4 t1 = b.wzyx - a * 1.649610;
    vec4 t2 = t1; if (t1.z > t1.w) t2 = -t1; else acc.w += 48;
    vec4 t3 = floor(t1) + vec4(0.6600, 0.1646, 0.4236, 0.5788);
    vec4 t4 = sqrt(t0) + vec4(0.9319, 0.7123, 0.8215, 0.5619);
    vec4 t5 = t2; if (t2.y > t2.x) t5 = -t2; else acc.w += 46;
    vec4 t6 = vec4(dot(t3, t0), length(t3.xyz), distance(t3.xy, t0.zw), t3.w);
    vec4 t7 = fract(t1) + vec4(0.8663, 0.1798, 0.1341, 0.8433);
    vec4 t8 = t6 * t2 * 0.24290;
    vec4 t9 = mix(t5, t0.zyyx, 0.472);
    vec4 t10 = t0; if (t0.x > t7.y) t10 = -t7; else acc.z += 79;
    vec4 t11 = clamp(t5, vec4(-6.42), vec4(8.29)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t12 = fract(t5) + vec4(0.3371, 0.5235, 0.3867, 0.6233);
    vec4 t13 = t3 - t11 * 0.02405;
    vec4 t14 = vec4(dot(t1, t3), length(t1.xyz), distance(t1.xy, t3.zw), t1.w);
    vec4 t15 = t4; if (t4.z > t5.x) t15 = -t5; else acc.z += 53;
    vec4 t16 = mix(t2, t4.xxxw, 0.697);
    vec4 t17 = vec4(dot(t6, t5), length(t6.xyz), distance(t6.xy, t5.zw), t6.w);
    vec4 t18 = vec4(dot(t15, t7), length(t15.xyz), distance(t15.xy, t7.zw), t15.w);
    vec4 t19 = mix(t13, t13.ywyz, 0.928);
    vec4 t20 = t0 - t11 * -1.35094;
    vec4 t21 = vec4(dot(t14, t3), length(t14.xyz), distance(t14.xy, t3.zw), t14.w);
    vec4 t22 = cos(t8) + vec4(0.5169, 0.3005, 0.8326, 0.4520);
    vec4 t23 = vec4(dot(t22, t12), length(t22.xyz), distance(t22.xy, t12.zw), t22.w);
    vec4 t24 = t22 + t4 * 0.31020;
    vec4 t25 = mix(t24, t7.wwwx, 0.750);
    vec4 t26 = t12 - t15 * -1.18381;
    vec4 t27 = clamp(t11, vec4(-5.66), vec4(3.78)); acc ^= ivec4(t11 * 16.0) & tables.masks[7];
    acc += ivec4(833, 560, 144555, -254757017);
    return t27 + t26 * 0.5;
}

// stage_128: generated mixing stage, "step 128" of 150 \\ (two backslashes)
vec4 stage_128(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[0] + b;
    vec4 t1 = b.wzyx - a * -2.557602;
    vec4 t2 = t0 + t1 * 1.21619;
    vec4 t3 = t1; if (t1.w > t1.z) t3 = -t1; else acc.y += 52;
    vec4 t4 = vec4(dot(t1, t3), length(t1.xyz), distance(t1.xy, t3.zw), t1.w);
    vec4 t5 = mix(t3, t0.xywz, 0.153);
    vec4 t6 = mix(t5, t5.xxzw, 0.427);
    vec4 t7 = t0 * t0 * 0.46983;
    vec4 t8 = clamp(t2, vec4(-4.34), vec4(8.18)); acc ^= ivec4(t2 * 16.0) & tables.masks[5];
    vec4 t9 = clamp(t2, vec4(-7.41), vec4(4.40)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t10 = floor(t6) + vec4(0.3736, 0.1723, 0.7573, 0.7557);
    vec4 t11 = vec4(dot(t3, t6), length(t3.xyz), distance(t3.xy, t6.zw), t3.w);
    vec4 t12 = mix(t2, t5.xywz, 0.677);
    vec4 t13 = sin(t8) + vec4(0.0576, 0.0758, 0.2878, 0.5009);
    vec4 t14 = t11 + t13 * 0.41875;
    vec4 t15 = clamp(t1, vec4(-1.36), vec4(7.81)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t16 = sin(t15) + vec4(0.1688, 0.5857, 0.2764, 0.6823);
    vec4 t17 = sqrt(t15) + vec4(0.4383, 0.1462, 0.8612, 0.1928);
    vec4 t18 = sqrt(t1) + vec4(0.2567, 0.9304, 0.6564, 0.0102);
    vec4 t19 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t20 = vec4(dot(t5, t3), length(t5.xyz), distance(t5.xy, t3.zw), t5.w);
    vec4 t21 = vec4(dot(t16, t20), length(t16.xyz), distance(t16.xy, t20.zw), t16.w);
    vec4 t22 = clamp(t11, vec4(-6.61), vec4(1.49)); acc ^= ivec4(t11 * 16.0) & tables.masks[6];
    vec4 t23 = t20; if (t20.w > t15.y) t23 = -t15; else acc.x += 44;
    vec4 t24 = clamp(t18, vec4(-5.44), vec4(1.46)); acc ^= ivec4(t18 * 16.0) & tables.masks[3];
    vec4 t25 = floor(t4) + vec4(0.1287, 0.6042, 0.1568, 0.6922);
    vec4 t26 = tanh(t1) + vec4(0.9859, 0.4029, 0.9100, 0.1559);
    vec4 t27 = cos(t16) + vec4(0.6930, 0.0676, 0.4234, 0.5844);
    acc += ivec4(-830, -761, 537104, -797164708);
    return t27 + t26 * 0.5;
}

// stage_129: generated mixing stage, "step 129" of 150 \\ (two backslashes)
vec4 stage_129(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[1] + b;
    vec4 t1 = b.wzyx - a * 2.796010;
    vec4 t2 = t1; if (t1.x > t1.w) t2 = -t1; else acc.y += 41;
    vec4 t3 = fract(t0) + vec4(0.8822, 0.7336, 0.0709, 0.8083);
    vec4 t4 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t5 = t4; if (t4.w > t2.z) t5 = -t2; else acc.x += 2;
    vec4 t6 = vec4(dot(t5, t5), length(t5.xyz), distance(t5.xy, t5.zw), t5.w);
    vec4 t7 = t6; if (t6.z > t2.x) t7 = -t2; else acc.w += 45;
    vec4 t8 = clamp(t7, vec4(-1.47), vec4(3.05)); acc ^= ivec4(t7 * 16.0) & tables.masks[0];
    vec4 t9 = vec4(dot(t3, t7), length(t3.xyz), distance(t3.xy, t7.zw), t3.w);
    vec4 t10 = t0 - t1 * -1.06495;
    vec4 t11 = t10 * t5 * 0.56246;
    vec4 t12 = t5 * t9 * -1.17825;
    vec4 t13 = t2 + t4 * -0.70218;
    vec4 t14 = t2; if (t2.z > t0.w) t14 = -t0; else acc.x += 45;
    vec4 t15 = mix(t14, t3.wyxz, 0.834);
    vec4 t16 = clamp(t10, vec4(-8.43), vec4(5.06)); acc ^= ivec4(t10 * 16.0) & tables.masks[2];
    vec4 t17 = t6 * t5 * -1.35642;
    vec4 t18 = mix(t10, t7.zyzy, 0.463);
    vec4 t19 = sqrt(t1) + vec4(0.5602, 0.1508, 0.4318, 0.3437);
    vec4 t20 = t1; if (t1.w > t12.z) t20 = -t12; else acc.x += 8;
    vec4 t21 = clamp(t18, vec4(-3.44), vec4(6.05)); acc ^= ivec4(t18 * 16.0) & tables.masks[2];
    vec4 t22 = t20 + t1 * 0.62785;
    vec4 t23 = t11 * t18 * -0.89122;
    vec4 t24 = t14; if (t14.x > t17.y) t24 = -t17; else acc.z += 13;
    vec4 t25 = t21 - t16 * 1.38721;
    vec4 t26 = t4 - t7 * -1.96939;
    vec4 t27 = t19 + t25 * 1.55425;
    acc += ivec4(454, 812, 4893, -1040951117);
    return t27 + t26 * 0.5;
}

// stage_130: generated mixing stage, "step 130" of 150 \\ (two backslashes)
vec4 stage_130(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[2] + b;
    vec4 t1 = b.wzyx - a * -3.917089;
    vec4 t2 = t0; if (t0.y > t1.w) t2 = -t1; else acc.y += 18;
    vec4 t3 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t4 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t5 = t3 + t1 * 0.62472;
    vec4 t6 = sqrt(t5) + vec4(0.9698, 0.6978, 0.5918, 0.9268);
    vec4 t7 = abs(t6) + vec4(0.2390, 0.0451, 0.2454, 0.0895);
    vec4 t8 = cos(t1) + vec4(0.3638, 0.2365, 0.4230, 0.7859);
    vec4 t9 = t7 - t7 * 0.24494;
    vec4 t10 = clamp(t4, vec4(-7.74), vec4(6.62)); acc ^= ivec4(t4 * 16.0) & tables.masks[7];
    vec4 t11 = floor(t5) + vec4(0.8876, 0.2061, 0.4956, 0.4795);
    vec4 t12 = vec4(dot(t1, t9), length(t1.xyz), distance(t1.xy, t9.zw), t1.w);
    vec4 t13 = clamp(t1, vec4(-2.35), vec4(5.06)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t14 = t9 - t4 * 1.66637;
    vec4 t15 = sin(t9) + vec4(0.3357, 0.7811, 0.3450, 0.6068);
    vec4 t16 = t5; if (t5.z > t15.y) t16 = -t15; else acc.x += 67;
    vec4 t17 = t15; if (t15.z > t8.w) t17 = -t8; else acc.z += 71;
    vec4 t18 = t7; if (t7.w > t13.w) t18 = -t13; else acc.y += 52;
    vec4 t19 = mix(t5, t13.yyzw, 0.403);
    vec4 t20 = t7; if (t7.z > t15.w) t20 = -t15; else acc.z += 1;
    vec4 t21 = mix(t5, t3.zyzy, 0.717);
    vec4 t22 = t16 + t17 * 0.58309;
    vec4 t23 = t12 - t6 * 1.65212;
    vec4 t24 = vec4(dot(t23, t13), length(t23.xyz), distance(t23.xy, t13.zw), t23.w);
    vec4 t25 = t14 * t13 * 0.18811;
    vec4 t26 = t18 * t5 * -1.89515;
    vec4 t27 = mix(t6, t3.yxww, 0.890);
    acc += ivec4(840, 433, 485303, -1035078487);
    return t27 + t26 * 0.5;
}

// stage_131: generated mixing stage, "step 131" of 150 \\ (two backslashes)
vec4 stage_131(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[3] + b;
    vec4 t1 = b.wzyx - a * 2.036507;
    vec4 t2 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t3 = t2 + t1 * 1.72901;
    vec4 t4 = t0; if (t0.z > t1.x) t4 = -t1; else acc.x += 34;
    vec4 t5 = clamp(t2, vec4(-2.35), vec4(5.55)); acc ^= ivec4(t2 * 16.0) & tables.masks[7];
    vec4 t6 = mix(t4, t3.wwwy, 0.220);
    vec4 t7 = vec4(dot(t2, t3), length(t2.xyz), distance(t2.xy, t3.zw), t2.w);
    vec4 t8 = t5 - t5 * -0.93795;
    vec4 t9 = t0; if (t0.z > t0.y) t9 = -t0; else acc.z += 22;
    vec4 t10 = tanh(t6) + vec4(0.0602, 0.1194, 0.2979, 0.4194);
    vec4 t11 = clamp(t5, vec4(-3.16), vec4(1.80)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t12 = clamp(t11, vec4(-7.14), vec4(1.67)); acc ^= ivec4(t11 * 16.0) & tables.masks[6];
    vec4 t13 = vec4(dot(t9, t10), length(t9.xyz), distance(t9.xy, t10.zw), t9.w);
    vec4 t14 = fract(t3) + vec4(0.7329, 0.6566, 0.2352, 0.8177);
    vec4 t15 = mix(t3, t4.yzxx, 0.024);
    vec4 t16 = vec4(dot(t2, t15), length(t2.xyz), distance(t2.xy, t15.zw), t2.w);
    vec4 t17 = t13 - t14 * -1.48630;
    vec4 t18 = mix(t4, t13.zzzy, 0.297);
    vec4 t19 = t13; if (t13.y > t7.z) t19 = -t7; else acc.w += 88;
    vec4 t20 = t15; if (t15.y > t19.x) t20 = -t19; else acc.y += 69;
    vec4 t21 = vec4(dot(t10, t20), length(t10.xyz), distance(t10.xy, t20.zw), t10.w);
    vec4 t22 = clamp(t6, vec4(-5.24), vec4(8.33)); acc ^= ivec4(t6 * 16.0) & tables.masks[0];
    vec4 t23 = clamp(t22, vec4(-2.06), vec4(6.75)); acc ^= ivec4(t22 * 16.0) & tables.masks[6];
    vec4 t24 = clamp(t8, vec4(-2.24), vec4(8.25)); acc ^= ivec4(t8 * 16.0) & tables.masks[1];
    vec4 t25 = clamp(t22, vec4(-8.16), vec4(2.86)); acc ^= ivec4(t22 * 16.0) & tables.masks[5];
    vec4 t26 = t8 - t10 * -0.62746;
    vec4 t27 = abs(t5) + vec4(0.6782, 0.3130, 0.5786, 0.3753);
    acc += ivec4(648, 699, 410548, -448806396);
    return t27 + t26 * 0.5;
}

// stage_132: generated mixing stage, "step 132" of 150 \\ (two backslashes)
vec4 stage_132(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[4] + b;
    vec4 t1 = b.wzyx - a * 0.479232;
    vec4 t2 = clamp(t0, vec4(-6.47), vec4(8.92)); acc ^= ivec4(t0 * 16.0) & tables.masks[4];
    vec4 t3 = t1 - t0 * 1.12449;
    vec4 t4 = tanh(t1) + vec4(0.6584, 0.7551, 0.2575, 0.1782);
    vec4 t5 = t1 * t1 * -1.47516;
    vec4 t6 = clamp(t0, vec4(-8.47), vec4(6.04)); acc ^= ivec4(t0 * 16.0) & tables.masks[6];
    vec4 t7 = vec4(dot(t1, t5), length(t1.xyz), distance(t1.xy, t5.zw), t1.w);
    vec4 t8 = t6 + t1 * -0.26254;
    vec4 t9 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t10 = t6; if (t6.w > t8.x) t10 = -t8; else acc.x += 31;
    vec4 t11 = clamp(t5, vec4(-5.80), vec4(8.13)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t12 = sqrt(t7) + vec4(0.5808, 0.7363, 0.4492, 0.6181);
    vec4 t13 = t10; if (t10.z > t0.w) t13 = -t0; else acc.z += 11;
    vec4 t14 = vec4(dot(t2, t5), length(t2.xyz), distance(t2.xy, t5.zw), t2.w);
    vec4 t15 = cos(t5) + vec4(0.7700, 0.7087, 0.8486, 0.5589);
    vec4 t16 = t7 + t6 * 1.73304;
    vec4 t17 = t11; if (t11.x > t12.z) t17 = -t12; else acc.w += 51;
    vec4 t18 = t10 + t13 * -1.26335;
    vec4 t19 = vec4(dot(t0, t8), length(t0.xyz), distance(t0.xy, t8.zw), t0.w);
    vec4 t20 = sin(t18) + vec4(0.2925, 0.1330, 0.8041, 0.9909);
    vec4 t21 = t1 - t7 * -1.92557;
    vec4 t22 = mix(t21, t15.wywx, 0.781);
    vec4 t23 = clamp(t16, vec4(-3.69), vec4(6.98)); acc ^= ivec4(t16 * 16.0) & tables.masks[0];
    vec4 t24 = mix(t1, t23.xxxx, 0.774);
    vec4 t25 = cos(t8) + vec4(0.0208, 0.2550, 0.4684, 0.5073);
    vec4 t26 = t10; if (t10.y > t12.z) t26 = -t12; else acc.y += 54;
    vec4 t27 = sin(t18) + vec4(0.1759, 0.9411, 0.8606, 0.4609);
    acc += ivec4(-370, -540, 674708, -308891883);
    return t27 + t26 * 0.5;
}

// stage_133: generated mixing stage, "step 133" of 150 \\ (two backslashes)
vec4 stage_133(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[5] + b;
    vec4 t1 = b.wzyx - a * -0.251052;
    vec4 t2 = clamp(t1, vec4(-7.87), vec4(8.58)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t3 = t1; if (t1.z > t1.y) t3 = -t1; else acc.y += 17;
    vec4 t4 = mix(t2, t3.zwyy, 0.646);
    vec4 t5 = fract(t2) + vec4(0.5390, 0.2899, 0.2680, 0.3989);
    vec4 t6 = clamp(t0, vec4(-5.50), vec4(5.03)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t7 = vec4(dot(t0, t3), length(t0.xyz), distance(t0.xy, t3.zw), t0.w);
    vec4 t8 = vec4(dot(t3, t6), length(t3.xyz), distance(t3.xy, t6.zw), t3.w);
    vec4 t9 = t7; if (t7.y > t2.w) t9 = -t2; else acc.z += 89;
    vec4 t10 = mix(t3, t9.ywyw, 0.518);
    vec4 t11 = mix(t9, t1.zzzx, 0.024);
    vec4 t12 = mix(t6, t4.xwxw, 0.941);
    vec4 t13 = floor(t0) + vec4(0.2279, 0.4245, 0.6431, 0.1977);
    vec4 t14 = clamp(t12, vec4(-4.74), vec4(7.72)); acc ^= ivec4(t12 * 16.0) & tables.masks[6];
    vec4 t15 = mix(t1, t10.wxww, 0.960);
    vec4 t16 = clamp(t10, vec4(-1.25), vec4(8.62)); acc ^= ivec4(t10 * 16.0) & tables.masks[2];
    vec4 t17 = vec4(dot(t0, t14), length(t0.xyz), distance(t0.xy, t14.zw), t0.w);
    vec4 t18 = floor(t3) + vec4(0.8051, 0.4113, 0.5568, 0.7026);
    vec4 t19 = t18; if (t18.w > t15.y) t19 = -t15; else acc.z += 23;
    vec4 t20 = mix(t5, t8.xxxz, 0.525);
    vec4 t21 = vec4(dot(t15, t13), length(t15.xyz), distance(t15.xy, t13.zw), t15.w);
    vec4 t22 = t3; if (t3.z > t14.w) t22 = -t14; else acc.z += 99;
    vec4 t23 = t3; if (t3.y > t19.z) t23 = -t19; else acc.z += 65;
    vec4 t24 = tanh(t1) + vec4(0.4317, 0.6056, 0.3340, 0.4471);
    vec4 t25 = vec4(dot(t17, t10), length(t17.xyz), distance(t17.xy, t10.zw), t17.w);
    vec4 t26 = clamp(t13, vec4(-7.62), vec4(8.47)); acc ^= ivec4(t13 * 16.0) & tables.masks[5];
    vec4 t27 = clamp(t15, vec4(-8.19), vec4(3.38)); acc ^= ivec4(t15 * 16.0) & tables.masks[6];
    acc += ivec4(-54, 913, 476432, -96844286);
    return t27 + t26 * 0.5;
}

// stage_134: generated mixing stage, "step 134" of 150 \\ (two backslashes)
vec4 stage_134(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[6] + b;
    vec4 t1 = b.wzyx - a * 0.486480;
    vec4 t2 = tanh(t1) + vec4(0.3242, 0.9914, 0.7033, 0.2678);
    vec4 t3 = cos(t0) + vec4(0.0274, 0.1080, 0.4226, 0.9901);
    vec4 t4 = clamp(t1, vec4(-3.99), vec4(7.91)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t5 = vec4(dot(t0, t4), length(t0.xyz), distance(t0.xy, t4.zw), t0.w);
    vec4 t6 = t5 + t3 * -1.76846;
    vec4 t7 = vec4(dot(t4, t0), length(t4.xyz), distance(t4.xy, t0.zw), t4.w);
    vec4 t8 = vec4(dot(t2, t4), length(t2.xyz), distance(t2.xy, t4.zw), t2.w);
    vec4 t9 = t8; if (t8.z > t2.y) t9 = -t2; else acc.y += 90;
    vec4 t10 = t7 - t5 * -0.49283;
    vec4 t11 = mix(t9, t7.xwwz, 0.591);
    vec4 t12 = t10 - t8 * -0.73611;
    vec4 t13 = mix(t2, t4.yyxy, 0.523);
    vec4 t14 = clamp(t12, vec4(-4.98), vec4(3.26)); acc ^= ivec4(t12 * 16.0) & tables.masks[0];
    vec4 t15 = vec4(dot(t3, t1), length(t3.xyz), distance(t3.xy, t1.zw), t3.w);
    vec4 t16 = t3 * t7 * 1.70890;
    vec4 t17 = t6; if (t6.z > t16.y) t17 = -t16; else acc.w += 33;
    vec4 t18 = mix(t6, t16.yyzx, 0.030);
    vec4 t19 = exp2(t12) + vec4(0.4792, 0.2636, 0.7852, 0.9375);
    vec4 t20 = sin(t15) + vec4(0.6221, 0.4199, 0.1363, 0.5751);
    vec4 t21 = mix(t14, t0.xzwx, 0.661);
    vec4 t22 = clamp(t17, vec4(-3.15), vec4(1.87)); acc ^= ivec4(t17 * 16.0) & tables.masks[4];
    vec4 t23 = t2 * t13 * -1.48839;
    vec4 t24 = t8 + t1 * -1.48511;
    vec4 t25 = t18; if (t18.x > t17.y) t25 = -t17; else acc.w += 17;
    vec4 t26 = clamp(t17, vec4(-1.92), vec4(2.01)); acc ^= ivec4(t17 * 16.0) & tables.masks[2];
    vec4 t27 = t14 - t3 * -1.56146;
    acc += ivec4(545, -645, 641848, -343661198);
    return t27 + t26 * 0.5;
}

// stage_135: generated mixing stage, "step 135" of 150 \\ (two backslashes)
vec4 stage_135(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[7] + b;
    vec4 t1 = b.wzyx - a * -1.722422;
    vec4 t2 = mix(t0, t1.wyyx, 0.511);
    vec4 t3 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t4 = t1; if (t1.x > t2.z) t4 = -t2; else acc.z += 80;
    vec4 t5 = t2; if (t2.x > t4.y) t5 = -t4; else acc.z += 58;
    vec4 t6 = clamp(t4, vec4(-5.82), vec4(8.49)); acc ^= ivec4(t4 * 16.0) & tables.masks[0];
    vec4 t7 = mix(t5, t0.xwww, 0.830);
    vec4 t8 = t2; if (t2.x > t6.w) t8 = -t6; else acc.y += 91;
    vec4 t9 = t7; if (t7.z > t5.y) t9 = -t5; else acc.x += 25;
    vec4 t10 = fract(t7) + vec4(0.4183, 0.3828, 0.9328, 0.6965);
    vec4 t11 = vec4(dot(t10, t7), length(t10.xyz), distance(t10.xy, t7.zw), t10.w);
    vec4 t12 = vec4(dot(t4, t8), length(t4.xyz), distance(t4.xy, t8.zw), t4.w);
    vec4 t13 = t3; if (t3.y > t10.x) t13 = -t10; else acc.w += 1;
    vec4 t14 = t11; if (t11.z > t6.x) t14 = -t6; else acc.z += 25;
    vec4 t15 = clamp(t12, vec4(-4.79), vec4(5.72)); acc ^= ivec4(t12 * 16.0) & tables.masks[1];
    vec4 t16 = t6 * t2 * -0.64210;
    vec4 t17 = t8 + t2 * 0.02599;
    vec4 t18 = clamp(t1, vec4(-3.17), vec4(1.48)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t19 = sin(t1) + vec4(0.0836, 0.7685, 0.3669, 0.2173);
    vec4 t20 = sqrt(t10) + vec4(0.7577, 0.8604, 0.3739, 0.5816);
    vec4 t21 = t9; if (t9.y > t20.y) t21 = -t20; else acc.w += 96;
    vec4 t22 = mix(t6, t11.yzxy, 0.647);
    vec4 t23 = clamp(t8, vec4(-1.12), vec4(7.98)); acc ^= ivec4(t8 * 16.0) & tables.masks[4];
    vec4 t24 = mix(t7, t22.xwzz, 0.742);
    vec4 t25 = vec4(dot(t1, t19), length(t1.xyz), distance(t1.xy, t19.zw), t1.w);
    vec4 t26 = mix(t25, t6.zxzx, 0.062);
    vec4 t27 = t6; if (t6.x > t11.z) t27 = -t11; else acc.z += 87;
    acc += ivec4(-709, -517, 327071, -856251686);
    return t27 + t26 * 0.5;
}

// stage_136: generated mixing stage, "step 136" of 150 \\ (two backslashes)
vec4 stage_136(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[8] + b;
    vec4 t1 = b.wzyx - a * 0.915450;
    vec4 t2 = mix(t1, t0.wxxw, 0.378);
    vec4 t3 = vec4(dot(t2, t1), length(t2.xyz), distance(t2.xy, t1.zw), t2.w);
    vec4 t4 = t1 - t2 * 0.51988;
    vec4 t5 = vec4(dot(t3, t0), length(t3.xyz), distance(t3.xy, t0.zw), t3.w);
    vec4 t6 = vec4(dot(t5, t5), length(t5.xyz), distance(t5.xy, t5.zw), t5.w);
    vec4 t7 = t4 + t4 * -1.87059;
    vec4 t8 = vec4(dot(t3, t0), length(t3.xyz), distance(t3.xy, t0.zw), t3.w);
    vec4 t9 = mix(t4, t6.wwyx, 0.044);
    vec4 t10 = vec4(dot(t0, t4), length(t0.xyz), distance(t0.xy, t4.zw), t0.w);
    vec4 t11 = t8 + t6 * 0.48436;
    vec4 t12 = t6; if (t6.y > t9.y) t12 = -t9; else acc.y += 38;
    vec4 t13 = mix(t7, t6.zxzx, 0.225);
    vec4 t14 = mix(t7, t4.xyxz, 0.997);
    vec4 t15 = t0 + t7 * -0.70332;
    vec4 t16 = clamp(t4, vec4(-3.40), vec4(6.10)); acc ^= ivec4(t4 * 16.0) & tables.masks[7];
    vec4 t17 = sin(t10) + vec4(0.1212, 0.3871, 0.6270, 0.7081);
    vec4 t18 = t16 + t6 * 1.09935;
    vec4 t19 = fract(t0) + vec4(0.4776, 0.1792, 0.7002, 0.6479);
    vec4 t20 = clamp(t4, vec4(-4.60), vec4(2.44)); acc ^= ivec4(t4 * 16.0) & tables.masks[5];
    vec4 t21 = clamp(t15, vec4(-8.24), vec4(1.80)); acc ^= ivec4(t15 * 16.0) & tables.masks[6];
    vec4 t22 = sqrt(t6) + vec4(0.1208, 0.9590, 0.7468, 0.6054);
    vec4 t23 = t14 * t18 * 1.29576;
    vec4 t24 = sin(t18) + vec4(0.5563, 0.9248, 0.6212, 0.4544);
    vec4 t25 = t22; if (t22.z > t17.z) t25 = -t17; else acc.x += 42;
    vec4 t26 = clamp(t20, vec4(-2.24), vec4(6.20)); acc ^= ivec4(t20 * 16.0) & tables.masks[2];
    vec4 t27 = clamp(t23, vec4(-6.66), vec4(5.73)); acc ^= ivec4(t23 * 16.0) & tables.masks[1];
    acc += ivec4(752, -470, 772291, -103834759);
    return t27 + t26 * 0.5;
}

// stage_137: generated mixing stage, "step 137" of 150 \\ (two backslashes)
vec4 stage_137(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[9] + b;
    vec4 t1 = b.wzyx - a * -1.514042;
    vec4 t2 = mix(t0, t0.xxzy, 0.726);
    vec4 t3 = sqrt(t2) + vec4(0.0088, 0.2008, 0.5960, 0.7446);
    vec4 t4 = vec4(dot(t1, t3), length(t1.xyz), distance(t1.xy, t3.zw), t1.w);
    vec4 t5 = clamp(t3, vec4(-3.45), vec4(1.32)); acc ^= ivec4(t3 * 16.0) & tables.masks[5];
    vec4 t6 = clamp(t5, vec4(-7.37), vec4(3.27)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t7 = t0 - t3 * -0.01985;
    vec4 t8 = mix(t4, t2.wyyx, 0.007);
    vec4 t9 = clamp(t5, vec4(-5.16), vec4(4.80)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t10 = exp2(t8) + vec4(0.3371, 0.0849, 0.5489, 0.7010);
    vec4 t11 = mix(t4, t5.wwww, 0.206);
    vec4 t12 = clamp(t1, vec4(-2.50), vec4(2.93)); acc ^= ivec4(t1 * 16.0) & tables.masks[7];
    vec4 t13 = t3; if (t3.y > t10.z) t13 = -t10; else acc.y += 62;
    vec4 t14 = t8; if (t8.w > t8.y) t14 = -t8; else acc.w += 82;
    vec4 t15 = clamp(t5, vec4(-6.89), vec4(2.69)); acc ^= ivec4(t5 * 16.0) & tables.masks[1];
    vec4 t16 = mix(t6, t1.zzyx, 0.820);
    vec4 t17 = vec4(dot(t8, t4), length(t8.xyz), distance(t8.xy, t4.zw), t8.w);
    vec4 t18 = t16; if (t16.y > t12.x) t18 = -t12; else acc.y += 1;
    vec4 t19 = clamp(t5, vec4(-2.49), vec4(4.53)); acc ^= ivec4(t5 * 16.0) & tables.masks[3];
    vec4 t20 = vec4(dot(t3, t8), length(t3.xyz), distance(t3.xy, t8.zw), t3.w);
    vec4 t21 = t2; if (t2.z > t2.x) t21 = -t2; else acc.z += 16;
    vec4 t22 = vec4(dot(t1, t20), length(t1.xyz), distance(t1.xy, t20.zw), t1.w);
    vec4 t23 = clamp(t9, vec4(-1.05), vec4(3.30)); acc ^= ivec4(t9 * 16.0) & tables.masks[7];
    vec4 t24 = clamp(t14, vec4(-6.71), vec4(5.22)); acc ^= ivec4(t14 * 16.0) & tables.masks[3];
    vec4 t25 = cos(t16) + vec4(0.5092, 0.8474, 0.2314, 0.8870);
    vec4 t26 = t17 + t10 * 1.33847;
    vec4 t27 = t0 + t19 * -1.72613;
    acc += ivec4(381, -505, 167367, -652097538);
    return t27 + t26 * 0.5;
}

// stage_138: generated mixing stage, "step 138" of 150 \\ (two backslashes)
vec4 stage_138(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[10] + b;
    vec4 t1 = b.wzyx - a * 3.488490;
    vec4 t2 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t3 = t1; if (t1.x > t1.w) t3 = -t1; else acc.y += 76;
    vec4 t4 = clamp(t1, vec4(-7.12), vec4(3.65)); acc ^= ivec4(t1 * 16.0) & tables.masks[3];
    vec4 t5 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t6 = mix(t2, t0.zzww, 0.384);
    vec4 t7 = mix(t5, t0.zyyz, 0.438);
    vec4 t8 = clamp(t1, vec4(-1.37), vec4(2.10)); acc ^= ivec4(t1 * 16.0) & tables.masks[0];
    vec4 t9 = clamp(t8, vec4(-4.00), vec4(5.13)); acc ^= ivec4(t8 * 16.0) & tables.masks[2];
    vec4 t10 = vec4(dot(t5, t3), length(t5.xyz), distance(t5.xy, t3.zw), t5.w);
    vec4 t11 = t2; if (t2.y > t4.w) t11 = -t4; else acc.x += 11;
    vec4 t12 = mix(t6, t6.wxxw, 0.829);
    vec4 t13 = t12 - t3 * 0.90952;
    vec4 t14 = abs(t5) + vec4(0.0412, 0.6704, 0.4997, 0.8907);
    vec4 t15 = clamp(t10, vec4(-3.88), vec4(8.40)); acc ^= ivec4(t10 * 16.0) & tables.masks[6];
    vec4 t16 = mix(t3, t13.zyyw, 0.657);
    vec4 t17 = t1 * t8 * 0.61000;
    vec4 t18 = mix(t9, t12.wzwz, 0.305);
    vec4 t19 = vec4(dot(t17, t11), length(t17.xyz), distance(t17.xy, t11.zw), t17.w);
    vec4 t20 = fract(t12) + vec4(0.1614, 0.0169, 0.3266, 0.5514);
    vec4 t21 = t18 + t7 * -1.99876;
    vec4 t22 = t21 - t9 * 0.12552;
    vec4 t23 = fract(t13) + vec4(0.3090, 0.8135, 0.9268, 0.8706);
    vec4 t24 = exp2(t17) + vec4(0.1683, 0.2164, 0.2292, 0.2326);
    vec4 t25 = clamp(t16, vec4(-6.43), vec4(8.24)); acc ^= ivec4(t16 * 16.0) & tables.masks[3];
    vec4 t26 = clamp(t13, vec4(-7.49), vec4(8.39)); acc ^= ivec4(t13 * 16.0) & tables.masks[3];
    vec4 t27 = clamp(t18, vec4(-8.61), vec4(2.19)); acc ^= ivec4(t18 * 16.0) & tables.masks[0];
    acc += ivec4(105, 622, 871327, -802532631);
    return t27 + t26 * 0.5;
}

// stage_139: generated mixing stage, "step 139" of 150 \\ (two backslashes)
vec4 stage_139(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[11] + b;
    vec4 t1 = b.wzyx - a * -0.271278;
    vec4 t2 = mix(t1, t1.zyxy, 0.055);
    vec4 t3 = vec4(dot(t0, t0), length(t0.xyz), distance(t0.xy, t0.zw), t0.w);
    vec4 t4 = t1 * t0 * -0.12868;
    vec4 t5 = clamp(t2, vec4(-1.46), vec4(3.74)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t6 = t0 - t0 * -1.43172;
    vec4 t7 = vec4(dot(t1, t5), length(t1.xyz), distance(t1.xy, t5.zw), t1.w);
    vec4 t8 = clamp(t2, vec4(-7.68), vec4(3.28)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t9 = exp2(t2) + vec4(0.1640, 0.6996, 0.9425, 0.0857);
    vec4 t10 = t2; if (t2.y > t3.w) t10 = -t3; else acc.y += 55;
    vec4 t11 = tanh(t10) + vec4(0.1812, 0.4144, 0.8641, 0.7530);
    vec4 t12 = clamp(t8, vec4(-6.32), vec4(7.73)); acc ^= ivec4(t8 * 16.0) & tables.masks[2];
    vec4 t13 = t11; if (t11.z > t2.w) t13 = -t2; else acc.y += 4;
    vec4 t14 = vec4(dot(t7, t4), length(t7.xyz), distance(t7.xy, t4.zw), t7.w);
    vec4 t15 = clamp(t13, vec4(-5.68), vec4(3.16)); acc ^= ivec4(t13 * 16.0) & tables.masks[1];
    vec4 t16 = clamp(t1, vec4(-3.88), vec4(8.04)); acc ^= ivec4(t1 * 16.0) & tables.masks[5];
    vec4 t17 = abs(t9) + vec4(0.7909, 0.0374, 0.0221, 0.0107);
    vec4 t18 = floor(t2) + vec4(0.4502, 0.9248, 0.5072, 0.0326);
    vec4 t19 = t1 * t5 * 1.05914;
    vec4 t20 = mix(t15, t7.wxxw, 0.409);
    vec4 t21 = mix(t20, t11.xywy, 0.980);
    vec4 t22 = vec4(dot(t12, t15), length(t12.xyz), distance(t12.xy, t15.zw), t12.w);
    vec4 t23 = sin(t15) + vec4(0.9678, 0.8787, 0.9728, 0.1510);
    vec4 t24 = t1; if (t1.y > t11.x) t24 = -t11; else acc.z += 65;
    vec4 t25 = t4 + t9 * -1.84568;
    vec4 t26 = clamp(t18, vec4(-7.99), vec4(1.13)); acc ^= ivec4(t18 * 16.0) & tables.masks[6];
    vec4 t27 = vec4(dot(t5, t18), length(t5.xyz), distance(t5.xy, t18.zw), t5.w);
    acc += ivec4(-120, -165, 889364, -420067910);
    return t27 + t26 * 0.5;
}

// stage_140: generated mixing stage, "step 140" of 150 \\ (two backslashes)
vec4 stage_140(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[12] + b;
    vec4 t1 = b.wzyx - a * 3.417067;
    vec4 t2 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t3 = clamp(t1, vec4(-7.03), vec4(1.31)); acc ^= ivec4(t1 * 16.0) & tables.masks[4];
    vec4 t4 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t5 = vec4(dot(t4, t2), length(t4.xyz), distance(t4.xy, t2.zw), t4.w);
    vec4 t6 = clamp(t1, vec4(-5.13), vec4(8.02)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t7 = vec4(dot(t5, t6), length(t5.xyz), distance(t5.xy, t6.zw), t5.w);
    vec4 t8 = t0 * t4 * -1.83898;
    vec4 t9 = vec4(dot(t4, t8), length(t4.xyz), distance(t4.xy, t8.zw), t4.w);
    vec4 t10 = vec4(dot(t5, t8), length(t5.xyz), distance(t5.xy, t8.zw), t5.w);
    vec4 t11 = t8 * t3 * -1.99869;
    vec4 t12 = vec4(dot(t0, t3), length(t0.xyz), distance(t0.xy, t3.zw), t0.w);
    vec4 t13 = abs(t2) + vec4(0.2675, 0.3755, 0.8938, 0.9503);
    vec4 t14 = t8 + t5 * 1.12546;
    vec4 t15 = clamp(t6, vec4(-6.60), vec4(7.84)); acc ^= ivec4(t6 * 16.0) & tables.masks[1];
    vec4 t16 = mix(t0, t10.yzzz, 0.942);
    vec4 t17 = t9 - t6 * -0.37037;
    vec4 t18 = vec4(dot(t11, t3), length(t11.xyz), distance(t11.xy, t3.zw), t11.w);
    vec4 t19 = t8; if (t8.y > t1.z) t19 = -t1; else acc.y += 34;
    vec4 t20 = mix(t9, t16.wwxw, 0.611);
    vec4 t21 = clamp(t18, vec4(-2.89), vec4(8.28)); acc ^= ivec4(t18 * 16.0) & tables.masks[5];
    vec4 t22 = t18; if (t18.y > t6.w) t22 = -t6; else acc.z += 23;
    vec4 t23 = clamp(t12, vec4(-2.46), vec4(8.45)); acc ^= ivec4(t12 * 16.0) & tables.masks[5];
    vec4 t24 = floor(t20) + vec4(0.3623, 0.1520, 0.4569, 0.4904);
    vec4 t25 = clamp(t10, vec4(-5.57), vec4(1.42)); acc ^= ivec4(t10 * 16.0) & tables.masks[6];
    vec4 t26 = cos(t5) + vec4(0.7179, 0.0515, 0.0430, 0.0550);
    vec4 t27 = sin(t10) + vec4(0.2218, 0.5346, 0.9250, 0.2601);
    acc += ivec4(443, 943, 447705, -875858820);
    return t27 + t26 * 0.5;
}

// stage_141: generated mixing stage, "step 141" of 150 \\ (two backslashes)
vec4 stage_141(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[13] + b;
    vec4 t1 = b.wzyx - a * -3.802311;
    vec4 t2 = abs(t0) + vec4(0.6927, 0.7487, 0.8734, 0.9822);
    vec4 t3 = vec4(dot(t0, t2), length(t0.xyz), distance(t0.xy, t2.zw), t0.w);
    vec4 t4 = t1 * t1 * 0.45042;
    vec4 t5 = abs(t2) + vec4(0.5475, 0.7184, 0.2357, 0.2248);
    vec4 t6 = mix(t5, t4.xzzy, 0.062);
    vec4 t7 = mix(t3, t2.yzxx, 0.403);
    vec4 t8 = mix(t0, t0.wzzx, 0.893);
    vec4 t9 = t4; if (t4.x > t5.z) t9 = -t5; else acc.x += 90;
    vec4 t10 = t9 + t1 * 1.37173;
    vec4 t11 = sqrt(t6) + vec4(0.2473, 0.7039, 0.4891, 0.0757);
    vec4 t12 = clamp(t11, vec4(-1.55), vec4(4.49)); acc ^= ivec4(t11 * 16.0) & tables.masks[0];
    vec4 t13 = clamp(t5, vec4(-6.40), vec4(4.10)); acc ^= ivec4(t5 * 16.0) & tables.masks[1];
    vec4 t14 = vec4(dot(t7, t4), length(t7.xyz), distance(t7.xy, t4.zw), t7.w);
    vec4 t15 = vec4(dot(t1, t8), length(t1.xyz), distance(t1.xy, t8.zw), t1.w);
    vec4 t16 = clamp(t14, vec4(-5.32), vec4(1.58)); acc ^= ivec4(t14 * 16.0) & tables.masks[5];
    vec4 t17 = clamp(t3, vec4(-6.25), vec4(4.11)); acc ^= ivec4(t3 * 16.0) & tables.masks[3];
    vec4 t18 = abs(t4) + vec4(0.7127, 0.6927, 0.4491, 0.9469);
    vec4 t19 = vec4(dot(t0, t12), length(t0.xyz), distance(t0.xy, t12.zw), t0.w);
    vec4 t20 = t2; if (t2.w > t18.z) t20 = -t18; else acc.y += 10;
    vec4 t21 = mix(t11, t3.yzww, 0.922);
    vec4 t22 = t9 - t6 * 0.25137;
    vec4 t23 = clamp(t4, vec4(-7.95), vec4(1.42)); acc ^= ivec4(t4 * 16.0) & tables.masks[2];
    vec4 t24 = mix(t1, t2.xyyz, 0.295);
    vec4 t25 = mix(t3, t16.xwyz, 0.027);
    vec4 t26 = mix(t2, t10.xxyy, 0.028);
    vec4 t27 = t17; if (t17.z > t15.x) t27 = -t15; else acc.x += 77;
    acc += ivec4(633, 970, 321119, -272375959);
    return t27 + t26 * 0.5;
}

// stage_142: generated mixing stage, "step 142" of 150 \\ (two backslashes)
vec4 stage_142(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[14] + b;
    vec4 t1 = b.wzyx - a * -0.205439;
    vec4 t2 = mix(t0, t0.zxxw, 0.859);
    vec4 t3 = t0 - t1 * -1.85211;
    vec4 t4 = vec4(dot(t3, t0), length(t3.xyz), distance(t3.xy, t0.zw), t3.w);
    vec4 t5 = t0 * t0 * -1.76444;
    vec4 t6 = t0 * t4 * -0.13134;
    vec4 t7 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t8 = vec4(dot(t3, t4), length(t3.xyz), distance(t3.xy, t4.zw), t3.w);
    vec4 t9 = mix(t7, t0.xyyx, 0.385);
    vec4 t10 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t11 = clamp(t0, vec4(-3.07), vec4(8.06)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t12 = cos(t2) + vec4(0.7036, 0.0369, 0.2257, 0.2980);
    vec4 t13 = t5 + t12 * -0.03055;
    vec4 t14 = t6; if (t6.x > t7.y) t14 = -t7; else acc.y += 74;
    vec4 t15 = sin(t14) + vec4(0.3064, 0.7514, 0.5324, 0.0428);
    vec4 t16 = t5; if (t5.z > t7.x) t16 = -t7; else acc.y += 16;
    vec4 t17 = t9 + t7 * -1.31077;
    vec4 t18 = t10; if (t10.x > t11.y) t18 = -t11; else acc.y += 30;
    vec4 t19 = t0; if (t0.x > t14.x) t19 = -t14; else acc.x += 52;
    vec4 t20 = vec4(dot(t4, t14), length(t4.xyz), distance(t4.xy, t14.zw), t4.w);
    vec4 t21 = mix(t14, t1.xwzy, 0.627);
    vec4 t22 = clamp(t2, vec4(-6.97), vec4(6.90)); acc ^= ivec4(t2 * 16.0) & tables.masks[6];
    vec4 t23 = clamp(t5, vec4(-7.98), vec4(7.66)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t24 = t2; if (t2.x > t19.w) t24 = -t19; else acc.w += 4;
    vec4 t25 = clamp(t8, vec4(-3.19), vec4(7.27)); acc ^= ivec4(t8 * 16.0) & tables.masks[2];
    vec4 t26 = mix(t21, t24.zxzz, 0.486);
    vec4 t27 = clamp(t6, vec4(-1.23), vec4(3.73)); acc ^= ivec4(t6 * 16.0) & tables.masks[5];
    acc += ivec4(311, -753, 843573, -269476644);
    return t27 + t26 * 0.5;
}

// stage_143: generated mixing stage, "step 143" of 150 \\ (two backslashes)
vec4 stage_143(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[15] + b;
    vec4 t1 = b.wzyx - a * -3.133945;
    vec4 t2 = mix(t1, t0.zyyy, 0.326);
    vec4 t3 = vec4(dot(t2, t2), length(t2.xyz), distance(t2.xy, t2.zw), t2.w);
    vec4 t4 = t0; if (t0.w > t0.w) t4 = -t0; else acc.x += 15;
    vec4 t5 = vec4(dot(t3, t4), length(t3.xyz), distance(t3.xy, t4.zw), t3.w);
    vec4 t6 = t2; if (t2.z > t3.y) t6 = -t3; else acc.y += 73;
    vec4 t7 = tanh(t3) + vec4(0.4936, 0.6679, 0.0616, 0.9465);
    vec4 t8 = floor(t1) + vec4(0.9325, 0.4287, 0.5306, 0.4148);
    vec4 t9 = vec4(dot(t8, t4), length(t8.xyz), distance(t8.xy, t4.zw), t8.w);
    vec4 t10 = t0 * t2 * -0.57956;
    vec4 t11 = mix(t9, t2.zzwz, 0.697);
    vec4 t12 = clamp(t6, vec4(-6.87), vec4(1.89)); acc ^= ivec4(t6 * 16.0) & tables.masks[5];
    vec4 t13 = mix(t10, t9.wzwy, 0.447);
    vec4 t14 = vec4(dot(t8, t6), length(t8.xyz), distance(t8.xy, t6.zw), t8.w);
    vec4 t15 = t7; if (t7.x > t12.y) t15 = -t12; else acc.w += 17;
    vec4 t16 = t8; if (t8.z > t4.x) t16 = -t4; else acc.y += 97;
    vec4 t17 = clamp(t10, vec4(-1.62), vec4(4.61)); acc ^= ivec4(t10 * 16.0) & tables.masks[7];
    vec4 t18 = clamp(t10, vec4(-1.41), vec4(3.52)); acc ^= ivec4(t10 * 16.0) & tables.masks[6];
    vec4 t19 = t17; if (t17.w > t16.w) t19 = -t16; else acc.z += 54;
    vec4 t20 = t16 + t4 * -1.02436;
    vec4 t21 = t0 * t7 * -0.16046;
    vec4 t22 = clamp(t6, vec4(-1.77), vec4(6.78)); acc ^= ivec4(t6 * 16.0) & tables.masks[3];
    vec4 t23 = t15; if (t15.w > t10.z) t23 = -t10; else acc.w += 62;
    vec4 t24 = t19; if (t19.z > t14.z) t24 = -t14; else acc.z += 2;
    vec4 t25 = t12; if (t12.y > t8.z) t25 = -t8; else acc.w += 97;
    vec4 t26 = exp2(t2) + vec4(0.2089, 0.6531, 0.9871, 0.2797);
    vec4 t27 = vec4(dot(t20, t16), length(t20.xyz), distance(t20.xy, t16.zw), t20.w);
    acc += ivec4(-214, 337, 516442, -230224894);
    return t27 + t26 * 0.5;
}

// stage_144: generated mixing stage, "step 144" of 150 \\ (two backslashes)
vec4 stage_144(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[16] + b;
    vec4 t1 = b.wzyx - a * 0.765304;
    vec4 t2 = clamp(t0, vec4(-5.18), vec4(5.95)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t3 = floor(t0) + vec4(0.1210, 0.9031, 0.5791, 0.6706);
    vec4 t4 = mix(t0, t3.ywyw, 0.993);
    vec4 t5 = clamp(t0, vec4(-6.37), vec4(1.00)); acc ^= ivec4(t0 * 16.0) & tables.masks[2];
    vec4 t6 = clamp(t5, vec4(-1.40), vec4(3.19)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t7 = t6; if (t6.x > t4.z) t7 = -t4; else acc.w += 86;
    vec4 t8 = vec4(dot(t1, t7), length(t1.xyz), distance(t1.xy, t7.zw), t1.w);
    vec4 t9 = t5; if (t5.y > t6.x) t9 = -t6; else acc.x += 79;
    vec4 t10 = t7 + t0 * -0.79493;
    vec4 t11 = clamp(t8, vec4(-6.12), vec4(4.13)); acc ^= ivec4(t8 * 16.0) & tables.masks[0];
    vec4 t12 = vec4(dot(t4, t1), length(t4.xyz), distance(t4.xy, t1.zw), t4.w);
    vec4 t13 = t3 + t6 * 0.43594;
    vec4 t14 = clamp(t0, vec4(-2.52), vec4(7.87)); acc ^= ivec4(t0 * 16.0) & tables.masks[3];
    vec4 t15 = clamp(t5, vec4(-8.33), vec4(7.88)); acc ^= ivec4(t5 * 16.0) & tables.masks[4];
    vec4 t16 = sqrt(t3) + vec4(0.2833, 0.2506, 0.4092, 0.1954);
    vec4 t17 = mix(t4, t12.yyxw, 0.100);
    vec4 t18 = t11 + t6 * 1.19137;
    vec4 t19 = abs(t9) + vec4(0.7724, 0.0561, 0.0527, 0.1909);
    vec4 t20 = t3; if (t3.x > t15.x) t20 = -t15; else acc.y += 9;
    vec4 t21 = mix(t13, t1.wzxy, 0.250);
    vec4 t22 = vec4(dot(t9, t10), length(t9.xyz), distance(t9.xy, t10.zw), t9.w);
    vec4 t23 = t18 + t4 * -1.86740;
    vec4 t24 = mix(t8, t13.xywx, 0.831);
    vec4 t25 = t3; if (t3.y > t5.x) t25 = -t5; else acc.w += 82;
    vec4 t26 = vec4(dot(t3, t5), length(t3.xyz), distance(t3.xy, t5.zw), t3.w);
    vec4 t27 = vec4(dot(t26, t4), length(t26.xyz), distance(t26.xy, t4.zw), t26.w);
    acc += ivec4(-107, -84, 179123, -630618359);
    return t27 + t26 * 0.5;
}

// stage_145: generated mixing stage, "step 145" of 150 \\ (two backslashes)
vec4 stage_145(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[17] + b;
    vec4 t1 = b.wzyx - a * 3.721358;
    vec4 t2 = vec4(dot(t1, t1), length(t1.xyz), distance(t1.xy, t1.zw), t1.w);
    vec4 t3 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t4 = t2; if (t2.x > t1.y) t4 = -t1; else acc.y += 59;
    vec4 t5 = exp2(t4) + vec4(0.5677, 0.1306, 0.9183, 0.2255);
    vec4 t6 = vec4(dot(t4, t5), length(t4.xyz), distance(t4.xy, t5.zw), t4.w);
    vec4 t7 = t5 * t6 * 1.72973;
    vec4 t8 = t7 * t6 * -1.42351;
    vec4 t9 = clamp(t2, vec4(-2.04), vec4(3.34)); acc ^= ivec4(t2 * 16.0) & tables.masks[0];
    vec4 t10 = vec4(dot(t6, t8), length(t6.xyz), distance(t6.xy, t8.zw), t6.w);
    vec4 t11 = mix(t6, t8.xyww, 0.857);
    vec4 t12 = exp2(t6) + vec4(0.6262, 0.1678, 0.7529, 0.6857);
    vec4 t13 = mix(t4, t6.yxwy, 0.678);
    vec4 t14 = vec4(dot(t6, t1), length(t6.xyz), distance(t6.xy, t1.zw), t6.w);
    vec4 t15 = mix(t0, t9.wyzy, 0.556);
    vec4 t16 = t7 * t4 * -0.18285;
    vec4 t17 = clamp(t10, vec4(-5.80), vec4(4.55)); acc ^= ivec4(t10 * 16.0) & tables.masks[5];
    vec4 t18 = clamp(t5, vec4(-3.69), vec4(8.25)); acc ^= ivec4(t5 * 16.0) & tables.masks[2];
    vec4 t19 = clamp(t5, vec4(-1.86), vec4(3.18)); acc ^= ivec4(t5 * 16.0) & tables.masks[7];
    vec4 t20 = sqrt(t4) + vec4(0.5014, 0.2033, 0.6133, 0.5565);
    vec4 t21 = exp2(t19) + vec4(0.8570, 0.8680, 0.6916, 0.4777);
    vec4 t22 = vec4(dot(t16, t16), length(t16.xyz), distance(t16.xy, t16.zw), t16.w);
    vec4 t23 = t9 + t20 * 0.26606;
    vec4 t24 = fract(t10) + vec4(0.7869, 0.5013, 0.2079, 0.4413);
    vec4 t25 = t24; if (t24.x > t10.y) t25 = -t10; else acc.w += 84;
    vec4 t26 = t6 * t22 * -1.17494;
    vec4 t27 = mix(t3, t11.zyyy, 0.223);
    acc += ivec4(462, 117, 657788, -177793280);
    return t27 + t26 * 0.5;
}

// stage_146: generated mixing stage, "step 146" of 150 \\ (two backslashes)
vec4 stage_146(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[18] + b;
    vec4 t1 = b.wzyx - a * 0.892388;
    vec4 t2 = vec4(dot(t1, t0), length(t1.xyz), distance(t1.xy, t0.zw), t1.w);
    vec4 t3 = t0 * t0 * -0.05760;
    vec4 t4 = cos(t0) + vec4(0.9055, 0.7067, 0.2229, 0.2570);
    vec4 t5 = clamp(t2, vec4(-7.94), vec4(1.32)); acc ^= ivec4(t2 * 16.0) & tables.masks[2];
    vec4 t6 = t0 - t0 * 0.53269;
    vec4 t7 = t2; if (t2.w > t6.x) t7 = -t6; else acc.w += 20;
    vec4 t8 = exp2(t3) + vec4(0.2455, 0.7513, 0.4743, 0.0329);
    vec4 t9 = abs(t0) + vec4(0.8214, 0.3788, 0.7470, 0.4393);
    vec4 t10 = t7; if (t7.x > t0.w) t10 = -t0; else acc.x += 99;
    vec4 t11 = vec4(dot(t5, t1), length(t5.xyz), distance(t5.xy, t1.zw), t5.w);
    vec4 t12 = tanh(t4) + vec4(0.6107, 0.9591, 0.2098, 0.0522);
    vec4 t13 = t2 + t3 * -0.14247;
    vec4 t14 = clamp(t5, vec4(-8.28), vec4(1.16)); acc ^= ivec4(t5 * 16.0) & tables.masks[6];
    vec4 t15 = mix(t8, t12.yzxx, 0.466);
    vec4 t16 = sqrt(t13) + vec4(0.5038, 0.7620, 0.8155, 0.8535);
    vec4 t17 = mix(t16, t6.ywxz, 0.615);
    vec4 t18 = t7 + t11 * -0.14708;
    vec4 t19 = t14; if (t14.y > t0.x) t19 = -t0; else acc.w += 30;
    vec4 t20 = t1 - t10 * -1.27359;
    vec4 t21 = vec4(dot(t0, t10), length(t0.xyz), distance(t0.xy, t10.zw), t0.w);
    vec4 t22 = cos(t12) + vec4(0.1132, 0.3981, 0.2976, 0.3086);
    vec4 t23 = exp2(t4) + vec4(0.7989, 0.8955, 0.2558, 0.7319);
    vec4 t24 = t17; if (t17.w > t13.w) t24 = -t13; else acc.z += 80;
    vec4 t25 = mix(t3, t9.wxwz, 0.757);
    vec4 t26 = mix(t10, t13.yzwy, 0.279);
    vec4 t27 = t3 * t15 * 1.95009;
    acc += ivec4(-514, -353, 558387, -807276881);
    return t27 + t26 * 0.5;
}

// stage_147: generated mixing stage, "step 147" of 150 \\ (two backslashes)
vec4 stage_147(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[19] + b;
    vec4 t1 = b.wzyx - a * 0.504109;
    vec4 t2 = mix(t1, t0.wxwz, 0.060);
    vec4 t3 = t0 - t0 * 1.00021;
    vec4 t4 = t3 + t2 * 0.73591;
    vec4 t5 = floor(t4) + vec4(0.0426, 0.1649, 0.2966, 0.2588);
    vec4 t6 = t2 + t4 * -1.51604;
    vec4 t7 = t3; if (t3.z > t3.z) t7 = -t3; else acc.y += 65;
    vec4 t8 = mix(t7, t2.wxyz, 0.203);
    vec4 t9 = exp2(t6) + vec4(0.6025, 0.2270, 0.5133, 0.0064);
    vec4 t10 = tanh(t1) + vec4(0.4874, 0.5226, 0.2254, 0.3950);
    vec4 t11 = t8 - t9 * -0.23071;
    vec4 t12 = fract(t10) + vec4(0.1061, 0.3822, 0.1758, 0.2936);
    vec4 t13 = t1 * t1 * -1.66379;
    vec4 t14 = t3 + t4 * -0.39670;
    vec4 t15 = vec4(dot(t3, t2), length(t3.xyz), distance(t3.xy, t2.zw), t3.w);
    vec4 t16 = fract(t12) + vec4(0.1827, 0.1794, 0.5984, 0.8113);
    vec4 t17 = t16 * t9 * -0.95225;
    vec4 t18 = t13; if (t13.w > t1.w) t18 = -t1; else acc.w += 96;
    vec4 t19 = vec4(dot(t1, t13), length(t1.xyz), distance(t1.xy, t13.zw), t1.w);
    vec4 t20 = mix(t11, t11.zzyz, 0.360);
    vec4 t21 = vec4(dot(t6, t10), length(t6.xyz), distance(t6.xy, t10.zw), t6.w);
    vec4 t22 = clamp(t4, vec4(-1.31), vec4(7.45)); acc ^= ivec4(t4 * 16.0) & tables.masks[3];
    vec4 t23 = vec4(dot(t12, t6), length(t12.xyz), distance(t12.xy, t6.zw), t12.w);
    vec4 t24 = t23; if (t23.x > t3.x) t24 = -t3; else acc.w += 82;
    vec4 t25 = exp2(t20) + vec4(0.8856, 0.4389, 0.8958, 0.4622);
    vec4 t26 = exp2(t2) + vec4(0.6285, 0.7981, 0.2141, 0.6401);
    vec4 t27 = sqrt(t21) + vec4(0.8467, 0.3223, 0.9406, 0.3409);
    acc += ivec4(-214, 488, 306313, -894986538);
    return t27 + t26 * 0.5;
}

// stage_148: generated mixing stage, "step 148" of 150 \\ (two backslashes)
vec4 stage_148(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[20] + b;
    vec4 t1 = b.wzyx - a * -0.290519;
    vec4 t2 = clamp(t1, vec4(-6.99), vec4(4.87)); acc ^= ivec4(t1 * 16.0) & tables.masks[2];
    vec4 t3 = t1; if (t1.y > t2.y) t3 = -t2; else acc.w += 64;
    vec4 t4 = t0 - t0 * 0.64811;
    vec4 t5 = t1; if (t1.z > t2.w) t5 = -t2; else acc.w += 57;
    vec4 t6 = clamp(t4, vec4(-2.83), vec4(4.62)); acc ^= ivec4(t4 * 16.0) & tables.masks[3];
    vec4 t7 = t5 - t3 * -0.06790;
    vec4 t8 = t5; if (t5.x > t0.z) t8 = -t0; else acc.w += 35;
    vec4 t9 = t2; if (t2.w > t3.z) t9 = -t3; else acc.y += 87;
    vec4 t10 = t8 + t4 * -0.03028;
    vec4 t11 = vec4(dot(t7, t5), length(t7.xyz), distance(t7.xy, t5.zw), t7.w);
    vec4 t12 = abs(t4) + vec4(0.3196, 0.0572, 0.8006, 0.2858);
    vec4 t13 = vec4(dot(t8, t8), length(t8.xyz), distance(t8.xy, t8.zw), t8.w);
    vec4 t14 = vec4(dot(t8, t1), length(t8.xyz), distance(t8.xy, t1.zw), t8.w);
    vec4 t15 = cos(t14) + vec4(0.9070, 0.1241, 0.4627, 0.4612);
    vec4 t16 = t15 - t9 * -1.62472;
    vec4 t17 = t8; if (t8.y > t4.y) t17 = -t4; else acc.y += 11;
    vec4 t18 = sin(t7) + vec4(0.0292, 0.7180, 0.5000, 0.1224);
    vec4 t19 = vec4(dot(t15, t7), length(t15.xyz), distance(t15.xy, t7.zw), t15.w);
    vec4 t20 = t18 - t13 * -0.59650;
    vec4 t21 = t16 * t18 * -1.68122;
    vec4 t22 = mix(t11, t1.zxyz, 0.490);
    vec4 t23 = t1 + t2 * 0.98819;
    vec4 t24 = t1 * t0 * 1.04199;
    vec4 t25 = clamp(t5, vec4(-6.76), vec4(7.17)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t26 = mix(t2, t4.xzzy, 0.875);
    vec4 t27 = vec4(dot(t2, t4), length(t2.xyz), distance(t2.xy, t4.zw), t2.w);
    acc += ivec4(877, -931, 846305, -107054718);
    return t27 + t26 * 0.5;
}

// stage_149: generated mixing stage, "step 149" of 150 \\ (two backslashes)
vec4 stage_149(vec4 a, vec4 b, inout ivec4 acc)
{
    vec4 t0 = a * tables.coeff[21] + b;
    vec4 t1 = b.wzyx - a * -3.376343;
    vec4 t2 = floor(t0) + vec4(0.8719, 0.7436, 0.3895, 0.9773);
    vec4 t3 = t2 + t0 * -1.25799;
    vec4 t4 = exp2(t1) + vec4(0.4857, 0.0124, 0.8313, 0.2925);
    vec4 t5 = vec4(dot(t1, t2), length(t1.xyz), distance(t1.xy, t2.zw), t1.w);
    vec4 t6 = vec4(dot(t5, t3), length(t5.xyz), distance(t5.xy, t3.zw), t5.w);
    vec4 t7 = t4 * t2 * -1.50444;
    vec4 t8 = fract(t7) + vec4(0.0235, 0.9829, 0.6512, 0.9607);
    vec4 t9 = t3; if (t3.z > t5.w) t9 = -t5; else acc.z += 80;
    vec4 t10 = vec4(dot(t2, t8), length(t2.xyz), distance(t2.xy, t8.zw), t2.w);
    vec4 t11 = t8; if (t8.y > t2.w) t11 = -t2; else acc.x += 64;
    vec4 t12 = t7 - t8 * -1.31038;
    vec4 t13 = sin(t9) + vec4(0.7996, 0.2963, 0.9176, 0.5581);
    vec4 t14 = t0; if (t0.w > t12.x) t14 = -t12; else acc.w += 50;
    vec4 t15 = tanh(t10) + vec4(0.1831, 0.5609, 0.5457, 0.0031);
    vec4 t16 = t7; if (t7.w > t7.y) t16 = -t7; else acc.z += 97;
    vec4 t17 = t1 - t1 * 0.86264;
    vec4 t18 = mix(t14, t1.yyyz, 0.220);
    vec4 t19 = t14; if (t14.w > t15.w) t19 = -t15; else acc.z += 8;
    vec4 t20 = tanh(t15) + vec4(0.6358, 0.5678, 0.7511, 0.5924);
    vec4 t21 = t16 * t10 * -0.65454;
    vec4 t22 = t17 - t9 * -1.09922;
    vec4 t23 = tanh(t8) + vec4(0.4018, 0.6141, 0.7734, 0.0371);
    vec4 t24 = clamp(t5, vec4(-8.99), vec4(4.02)); acc ^= ivec4(t5 * 16.0) & tables.masks[0];
    vec4 t25 = t12; if (t12.z > t22.x) t25 = -t22; else acc.w += 78;
    vec4 t26 = cos(t14) + vec4(0.1941, 0.7485, 0.8936, 0.2936);
    vec4 t27 = t18 * t16 * -1.83220;
    acc += ivec4(876, 958, 249427, -476973699);
    return t27 + t26 * 0.5;
}

void main()
{
    uint id = gl_GlobalInvocationID.x;
    vec4 a = data.v[id];
    vec4 b = a.yzwx;
    ivec4 acc = ints.i[id];
    a = stage_000(a, b, acc);
    b = stage_001(a, b, acc);
    a = stage_002(a, b, acc);
    b = stage_003(a, b, acc);
    a = stage_004(a, b, acc);
    b = stage_005(a, b, acc);
    a = stage_006(a, b, acc);
    b = stage_007(a, b, acc);
    a = stage_008(a, b, acc);
    b = stage_009(a, b, acc);
    a = stage_010(a, b, acc);
    b = stage_011(a, b, acc);
    a = stage_012(a, b, acc);
    b = stage_013(a, b, acc);
    a = stage_014(a, b, acc);
    b = stage_015(a, b, acc);
    a = stage_016(a, b, acc);
    b = stage_017(a, b, acc);
    a = stage_018(a, b, acc);
    b = stage_019(a, b, acc);
    a = stage_020(a, b, acc);
    b = stage_021(a, b, acc);
    a = stage_022(a, b, acc);
    b = stage_023(a, b, acc);
    a = stage_024(a, b, acc);
    b = stage_025(a, b, acc);
    a = stage_026(a, b, acc);
    b = stage_027(a, b, acc);
    a = stage_028(a, b, acc);
    b = stage_029(a, b, acc);
    a = stage_030(a, b, acc);
    b = stage_031(a, b, acc);
    a = stage_032(a, b, acc);
    b = stage_033(a, b, acc);
    a = stage_034(a, b, acc);
    b = stage_035(a, b, acc);
    a = stage_036(a, b, acc);
    b = stage_037(a, b, acc);
    a = stage_038(a, b, acc);
    b = stage_039(a, b, acc);
    a = stage_040(a, b, acc);
    b = stage_041(a, b, acc);
    a = stage_042(a, b, acc);
    b = stage_043(a, b, acc);
    a = stage_044(a, b, acc);
    b = stage_045(a, b, acc);
    a = stage_046(a, b, acc);
    b = stage_047(a, b, acc);
    a = stage_048(a, b, acc);
    b = stage_049(a, b, acc);
    a = stage_050(a, b, acc);
    b = stage_051(a, b, acc);
    a = stage_052(a, b, acc);
    b = stage_053(a, b, acc);
    a = stage_054(a, b, acc);
    b = stage_055(a, b, acc);
    a = stage_056(a, b, acc);
    b = stage_057(a, b, acc);
    a = stage_058(a, b, acc);
    b = stage_059(a, b, acc);
    a = stage_060(a, b, acc);
    b = stage_061(a, b, acc);
    a = stage_062(a, b, acc);
    b = stage_063(a, b, acc);
    a = stage_064(a, b, acc);
    b = stage_065(a, b, acc);
    a = stage_066(a, b, acc);
    b = stage_067(a, b, acc);
    a = stage_068(a, b, acc);
    b = stage_069(a, b, acc);
    a = stage_070(a, b, acc);
    b = stage_071(a, b, acc);
    a = stage_072(a, b, acc);
    b = stage_073(a, b, acc);
    a = stage_074(a, b, acc);
    b = stage_075(a, b, acc);
    a = stage_076(a, b, acc);
    b = stage_077(a, b, acc);
    a = stage_078(a, b, acc);
    b = stage_079(a, b, acc);
    a = stage_080(a, b, acc);
    b = stage_081(a, b, acc);
    a = stage_082(a, b, acc);
    b = stage_083(a, b, acc);
    a = stage_084(a, b, acc);
    b = stage_085(a, b, acc);
    a = stage_086(a, b, acc);
    b = stage_087(a, b, acc);
    a = stage_088(a, b, acc);
    b = stage_089(a, b, acc);
    a = stage_090(a, b, acc);
    b = stage_091(a, b, acc);
    a = stage_092(a, b, acc);
    b = stage_093(a, b, acc);
    a = stage_094(a, b, acc);
    b = stage_095(a, b, acc);
    a = stage_096(a, b, acc);
    b = stage_097(a, b, acc);
    a = stage_098(a, b, acc);
    b = stage_099(a, b, acc);
    a = stage_100(a, b, acc);
    b = stage_101(a, b, acc);
    a = stage_102(a, b, acc);
    b = stage_103(a, b, acc);
    a = stage_104(a, b, acc);
    b = stage_105(a, b, acc);
    a = stage_106(a, b, acc);
    b = stage_107(a, b, acc);
    a = stage_108(a, b, acc);
    b = stage_109(a, b, acc);
    a = stage_110(a, b, acc);
    b = stage_111(a, b, acc);
    a = stage_112(a, b, acc);
    b = stage_113(a, b, acc);
    a = stage_114(a, b, acc);
    b = stage_115(a, b, acc);
    a = stage_116(a, b, acc);
    b = stage_117(a, b, acc);
    a = stage_118(a, b, acc);
    b = stage_119(a, b, acc);
    a = stage_120(a, b, acc);
    b = stage_121(a, b, acc);
    a = stage_122(a, b, acc);
    b = stage_123(a, b, acc);
    a = stage_124(a, b, acc);
    b = stage_125(a, b, acc);
    a = stage_126(a, b, acc);
    b = stage_127(a, b, acc);
    a = stage_128(a, b, acc);
    b = stage_129(a, b, acc);
    a = stage_130(a, b, acc);
    b = stage_131(a, b, acc);
    a = stage_132(a, b, acc);
    b = stage_133(a, b, acc);
    a = stage_134(a, b, acc);
    b = stage_135(a, b, acc);
    a = stage_136(a, b, acc);
    b = stage_137(a, b, acc);
    a = stage_138(a, b, acc);
    b = stage_139(a, b, acc);
    a = stage_140(a, b, acc);
    b = stage_141(a, b, acc);
    a = stage_142(a, b, acc);
    b = stage_143(a, b, acc);
    a = stage_144(a, b, acc);
    b = stage_145(a, b, acc);
    a = stage_146(a, b, acc);
    b = stage_147(a, b, acc);
    a = stage_148(a, b, acc);
    b = stage_149(a, b, acc);
    data.v[id] = a + b;
    ints.i[id] = acc;
}
