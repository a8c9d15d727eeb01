/* The bench kernels of bench/kernels/NAME.amber written in plain C: the native
 * ceiling `make bench` compares spvrt's run against (issue 5).  Build with
 *   cc -std=c11 -O2 -o native native.c
 * (-std=c11 keeps -ffp-contract=off, so float adds and multiplies are rounded
 * one by one, as the shaders' Vulkan semantics and `precise` require).
 *
 * Usage: native KERNEL [REPEAT]    KERNEL: saxpy reduce_subgroup matmul mandelbrot hash all
 * Prints, per kernel, one line:
 *   <kernel> invocations=<n> best_ns=<best of REPEAT runs> check=<values at the amber EXPECT indices>
 * Single-threaded on purpose: it is the per-core ceiling; the bench scales it.
 */
#define _POSIX_C_SOURCE 199309L   /* clock_gettime */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    SAXPY_N = 1 << 20,
    MM_N = 256,
    MANDEL_W = 512,
    MANDEL_H = 256,
    MANDEL_ITER = 256,
    HASH_N = 1 << 18,
    HASH_ITER = 256
};

static float *saxpy_x, *saxpy_y, *mm_a, *mm_b, *mm_c;
static uint32_t *reduce_a, reduce_out[2], *mandel_img, *hash_out;

/* Values the compiler must not treat as constants across repetitions. */
static volatile float saxpy_a_source = 2.5f;

static void setup_saxpy(void)
{
    for (uint32_t i = 0; i < SAXPY_N; i++) {
        saxpy_x[i] = (float)i;   /* SERIES_FROM 0 INC_BY 1 */
        saxpy_y[i] = 2.0f;       /* FILL 2 */
    }
}

static void kernel_saxpy(void)
{
    float a = saxpy_a_source;
    for (uint32_t i = 0; i < SAXPY_N; i++)
        saxpy_y[i] = a * saxpy_x[i] + saxpy_y[i];
}

static void setup_reduce(void)
{
    for (uint32_t i = 0; i < SAXPY_N; i++)
        reduce_a[i] = i;
    reduce_out[0] = reduce_out[1] = 0;
}

static void kernel_reduce(void)
{
    uint32_t total = 0, maximum = 0;
    for (uint32_t i = 0; i < SAXPY_N; i++) {
        uint32_t v = reduce_a[i] & 255u;
        total += v;
        if (v > maximum)
            maximum = v;
    }
    reduce_out[0] = total;
    reduce_out[1] = maximum;
}

static void setup_matmul(void)
{
    for (uint32_t i = 0; i < MM_N * MM_N; i++) {
        mm_a[i] = (float)i;
        mm_b[i] = 0.5f;
        mm_c[i] = 0.0f;
    }
}

/* The same loop order as the shader (one output per invocation, k inner), so
 * the comparison is kernel against kernel, not against a tuned BLAS. */
static void kernel_matmul(void)
{
    for (uint32_t row = 0; row < MM_N; row++)
        for (uint32_t col = 0; col < MM_N; col++) {
            float acc = 0.0f;
            for (uint32_t k = 0; k < MM_N; k++)
                acc += mm_a[row * MM_N + k] * mm_b[k * MM_N + col];
            mm_c[row * MM_N + col] = acc;
        }
}

static void setup_nothing(void)
{
}

static void kernel_mandelbrot(void)
{
    for (uint32_t py = 0; py < MANDEL_H; py++)
        for (uint32_t px = 0; px < MANDEL_W; px++) {
            float cx = (float)px * (3.0f / 512.0f) - 2.0f;
            float cy = (float)py * (2.0f / 256.0f) - 1.0f;
            float x = 0.0f, y = 0.0f;
            uint32_t n = 0;
            while (n < MANDEL_ITER) {
                float xx = x * x, yy = y * y;
                if (xx + yy > 4.0f)
                    break;
                float xy = x * y;
                y = (xy + xy) + cy;
                x = (xx - yy) + cx;
                n++;
            }
            mandel_img[py * MANDEL_W + px] = n;
        }
}

static void kernel_hash(void)
{
    for (uint32_t i = 0; i < HASH_N; i++) {
        uint32_t x = i;
        for (uint32_t k = 0; k < HASH_ITER; k++) {
            x ^= x >> 16;
            x *= 0x45d9f3bu;
            x ^= x >> 16;
            x += k;
        }
        hash_out[i] = x;
    }
}

static void print_saxpy(void)
{
    static const uint32_t at[] = {0, 1, 2, 3, 1000, 65537, SAXPY_N - 1};
    for (size_t j = 0; j < sizeof at / sizeof at[0]; j++)
        printf(" y[%u]=%.9g", at[j], saxpy_y[at[j]]);
}

static void print_reduce(void)
{
    printf(" total=%u max=%u", reduce_out[0], reduce_out[1]);
}

static void print_matmul(void)
{
    static const uint32_t at[] = {0, 255, 263, 32896, 65535};
    for (size_t j = 0; j < sizeof at / sizeof at[0]; j++)
        printf(" c[%u]=%.9g", at[j], mm_c[at[j]]);
}

static void print_mandelbrot(void)
{
    uint64_t sum = 0;
    for (uint32_t i = 0; i < MANDEL_W * MANDEL_H; i++)
        sum += mandel_img[i];
    printf(" img[128*512+300]=%u img[64*512+300]=%u sum=%llu", mandel_img[128 * MANDEL_W + 300],
           mandel_img[64 * MANDEL_W + 300], (unsigned long long)sum);
}

static void print_hash(void)
{
    printf(" h[0]=%u h[1]=%u h[7]=%u h[12345]=%u h[%u]=%u", hash_out[0], hash_out[1], hash_out[7],
           hash_out[12345], HASH_N - 1, hash_out[HASH_N - 1]);
}

struct kernel {
    const char *name;
    uint64_t invocations;
    void (*setup)(void);     /* puts the inputs back to the script's initial buffers */
    void (*run)(void);
    void (*print)(void);
};

static const struct kernel kernels[] = {
    {"saxpy", SAXPY_N, setup_saxpy, kernel_saxpy, print_saxpy},
    {"reduce_subgroup", SAXPY_N, setup_reduce, kernel_reduce, print_reduce},
    {"matmul", (uint64_t)MM_N * MM_N, setup_matmul, kernel_matmul, print_matmul},
    {"mandelbrot", (uint64_t)MANDEL_W * MANDEL_H, setup_nothing, kernel_mandelbrot, print_mandelbrot},
    {"hash", HASH_N, setup_nothing, kernel_hash, print_hash},
};

static uint64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static int allocate(void)
{
    saxpy_x = malloc(sizeof(float) * SAXPY_N);
    saxpy_y = malloc(sizeof(float) * SAXPY_N);
    reduce_a = malloc(sizeof(uint32_t) * SAXPY_N);
    mm_a = malloc(sizeof(float) * MM_N * MM_N);
    mm_b = malloc(sizeof(float) * MM_N * MM_N);
    mm_c = malloc(sizeof(float) * MM_N * MM_N);
    mandel_img = malloc(sizeof(uint32_t) * MANDEL_W * MANDEL_H);
    hash_out = malloc(sizeof(uint32_t) * HASH_N);
    return saxpy_x && saxpy_y && reduce_a && mm_a && mm_b && mm_c && mandel_img && hash_out;
}

int main(int argc, char **argv)
{
    const char *which = argc > 1 ? argv[1] : "all";
    int repeat = argc > 2 ? atoi(argv[2]) : 3;
    int found = 0;
    if (repeat < 1)
        repeat = 1;
    if (!allocate()) {
        fprintf(stderr, "native: out of memory\n");
        return 2;
    }
    for (size_t k = 0; k < sizeof kernels / sizeof kernels[0]; k++) {
        const struct kernel *kn = &kernels[k];
        uint64_t best = UINT64_MAX;
        if (strcmp(which, "all") != 0 && strcmp(which, kn->name) != 0)
            continue;
        found = 1;
        for (int r = 0; r < repeat; r++) {
            kn->setup();   /* untimed, like buffer creation in the script */
            uint64_t t0 = now_ns();
            kn->run();
            uint64_t t1 = now_ns();
            if (t1 - t0 < best)
                best = t1 - t0;
        }
        printf("%s invocations=%llu best_ns=%llu check=", kn->name, (unsigned long long)kn->invocations,
               (unsigned long long)best);
        kn->print();
        printf("\n");
    }
    if (!found) {
        fprintf(stderr, "native: unknown kernel '%s'\n", which);
        return 2;
    }
    return 0;
}
