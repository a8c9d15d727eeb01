/* Unit test of compare mode's value rules and differences file
 * (src/amber/compare.c; docs/vulkan-backend.md sections 5 and 6).
 * usage: spvrt_amber_compare_test; prints "N passed, M failed". */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amber/compare.h"

static int passed, failed;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (cond)                                                                    \
            passed++;                                                                \
        else {                                                                       \
            failed++;                                                                \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

static const spvrt_amber_type f32 = {SPVRT_AMBER_FLOAT, 32, 1, 1};
static const spvrt_amber_type f16 = {SPVRT_AMBER_FLOAT, 16, 1, 1};
static const spvrt_amber_type f64 = {SPVRT_AMBER_FLOAT, 64, 1, 1};
static const spvrt_amber_type u32 = {SPVRT_AMBER_UINT, 32, 1, 1};
static const spvrt_amber_type vec3 = {SPVRT_AMBER_FLOAT, 32, 3, 1};

static uint32_t bits32(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* Differing values of one-component buffers [a] and [b] under tolerance t. */
static uint64_t differ_bits(const spvrt_amber_type *type, const amber_tolerance *t, uint64_t a, uint64_t b)
{
    amber_compare *c = amber_compare_create(1, 1);
    amber_compare_set_tolerance(c, 0, t);
    uint8_t x[8], y[8];
    memcpy(x, &a, 8);
    memcpy(y, &b, 8);
    amber_buffer_diff d;
    amber_compare_buffer(c, "t.amber", 1, "dev", 0, 0, "buf", type, SPVRT_AMBER_STD430, x, y, 1, &d);
    amber_compare_destroy(c);
    return d.unlisted;
}

static uint64_t differ32(const amber_tolerance *t, float a, float b)
{
    return differ_bits(&f32, t, bits32(a), bits32(b));
}

static void test_float_rules(void)
{
    amber_tolerance exact = {0}, two = {0}, preserve = {0}, absolute = {0};
    two.bounded = true;
    two.ulp[0] = two.ulp[1] = two.ulp[2] = 2;
    preserve.signed_zero_inf_nan_preserve = true;
    preserve.denorm_preserve = true;
    absolute.bounded = true;
    absolute.absolute = 1.0 / 2048;

    CHECK(differ32(&exact, 1.0f, 1.0f) == 0);
    CHECK(differ32(&exact, 1.0f, nextafterf(1.0f, 2.0f)) == 1);
    /* n ULP, measured in representable steps (ENV-S18) */
    CHECK(differ32(&two, 1.0f, nextafterf(nextafterf(1.0f, 2.0f), 2.0f)) == 0);
    CHECK(differ32(&two, 1.0f, nextafterf(nextafterf(nextafterf(1.0f, 2.0f), 2.0f), 2.0f)) == 1);
    CHECK(differ32(&two, 1.0f, nextafterf(1.0f, 0.0f)) == 0);          /* across the power of two */
    CHECK(differ32(&two, -1.0f, 1.0f) == 1);                           /* the sign is not one step */
    CHECK(differ32(&two, 1e-45f, -1e-45f) == 0);                       /* +-denormal: both flush to +-0 */
    /* any NaN agrees with any NaN; without SignedZeroInfNanPreserve a NaN or Inf agrees with anything and
     * the sign of zero is ignored (ENV-S09) */
    CHECK(differ_bits(&f32, &preserve, 0x7fc00000u, 0xffc00001u) == 0);
    CHECK(differ32(&exact, NAN, 1.0f) == 0);
    CHECK(differ32(&exact, INFINITY, 3.0f) == 0);
    CHECK(differ32(&preserve, NAN, 1.0f) == 1);
    CHECK(differ32(&preserve, INFINITY, 3.0f) == 1);
    CHECK(differ32(&exact, 0.0f, -0.0f) == 0);
    CHECK(differ32(&preserve, 0.0f, -0.0f) == 1);
    /* denormals may be flushed to a zero of their sign (ENV-S12) unless DenormPreserve */
    CHECK(differ32(&exact, 1e-40f, 0.0f) == 0);
    CHECK(differ32(&preserve, 1e-40f, 0.0f) == 1);
    CHECK(differ32(&absolute, 0.5f, 0.5f + 1.0f / 4096) == 0);
    CHECK(differ32(&absolute, 0.5f, 0.5f + 1.0f / 1024) == 1);
    /* float16 and float64 steps */
    CHECK(differ_bits(&f16, &two, 0x3c00, 0x3c02) == 0);
    CHECK(differ_bits(&f16, &two, 0x3c00, 0x3c03) == 1);
    CHECK(differ_bits(&f64, &two, 0x3ff0000000000000ull, 0x3ff0000000000002ull) == 0);
    CHECK(differ_bits(&f64, &two, 0x3ff0000000000000ull, 0x3ff0000000000003ull) == 1);
    /* integers: equal or not, whatever the tolerance */
    CHECK(differ_bits(&u32, &two, 5, 6) == 1);
    CHECK(differ_bits(&u32, &two, 5, 5) == 0);
}

static void test_layout_and_mask(void)
{
    /* vec3 under std430 has a stride of 16: the padding word is never compared */
    amber_compare *c = amber_compare_create(2, 1);
    amber_tolerance exact = {0};
    amber_compare_set_tolerance(c, 0, &exact);
    float a[8] = {1, 2, 3, 99, 4, 5, 6, 98}, b[8] = {1, 2, 3, -1, 4, 5, 7, -2};
    amber_buffer_diff d;
    amber_compare_buffer(c, "t.amber", 1, "dev", 0, 0, "v", &vec3, SPVRT_AMBER_STD430, (uint8_t *)a, (uint8_t *)b, 2,
                         &d);
    CHECK(d.compared == 6 && d.unlisted == 1 && d.shown_count == 1);
    CHECK(d.shown[0].index == 5 && d.shown[0].byte == 24);
    /* a DEVICE_ADDRESS slot, and COPY carrying it */
    uint32_t x[4] = {1, 2, 3, 4}, y[4] = {1, 9, 9, 4};
    amber_compare_mask(c, 0, 4, 8);
    amber_compare_copy_mask(c, 0, 1);
    amber_compare_buffer(c, "t.amber", 1, "dev", 0, 1, "u", &u32, SPVRT_AMBER_STD430, (uint8_t *)x, (uint8_t *)y, 4,
                         &d);
    CHECK(d.compared == 2 && d.unlisted == 0);
    /* sync: the second device gets the first's bytes except the masked slot */
    uint32_t z[4] = {7, 8, 9, 10};
    amber_compare_sync(c, 1, (uint8_t *)z, (const uint8_t *)x, sizeof x);
    CHECK(z[0] == 1 && z[1] == 8 && z[2] == 9 && z[3] == 4);
    amber_compare_destroy(c);
}

static const char differences[] =
    "# header\n"
    "\n"
    "compute/a.amber:10 | * | out[*] | order | Vulkan \"Memory Model\" (#memory-model): order\n"
    "compute/a.amber:20 | llvmpipe | out[2-3] | ulp 8 | Vulkan #spirvenv-precision-operation: 2.5 ULP\n"
    "compute/a.amber:30 | * | out[1] | any | SPIR-V #undefined: undefined value | with a bar\n"
    "compute/a.amber:40 | * | out[*] | abs 0.5 | Vulkan #spirvenv-precision-operation: sin\n"
    "compute/a.amber:99 | * | out[*] | any | Vulkan #x: never used\n";

static void test_differences_file(void)
{
    amber_compare *c = amber_compare_create(1, 1);
    amber_tolerance exact = {0};
    amber_compare_set_tolerance(c, 0, &exact);
    char error[256];
    CHECK(amber_compare_load_differences(c, differences, strlen(differences), "d.txt", error, sizeof error));
    uint32_t p[4] = {1, 2, 3, 4}, q[4] = {4, 3, 2, 1}, r[4] = {4, 3, 2, 2};
    amber_buffer_diff d;
    const char *path = "tests/amber/compute/a.amber";
    /* order: same multiset passes, another fails */
    amber_compare_buffer(c, path, 10, "llvmpipe (LLVM)", 0, 0, "out", &u32, SPVRT_AMBER_STD430, (uint8_t *)p,
                         (uint8_t *)q, 4, &d);
    CHECK(d.unlisted == 0 && d.listed == 4 && d.listed_file_line == 3);
    amber_compare_buffer(c, path, 10, "llvmpipe (LLVM)", 0, 0, "out", &u32, SPVRT_AMBER_STD430, (uint8_t *)p,
                         (uint8_t *)r, 4, &d);
    CHECK(d.unlisted == 4 && d.listed == 0);
    /* the path must end at a '/' boundary; another RUN line or buffer does not match */
    amber_compare_buffer(c, "tests/amber/xcompute/a.amber", 10, "llvmpipe", 0, 0, "out", &u32, SPVRT_AMBER_STD430,
                         (uint8_t *)p, (uint8_t *)q, 4, &d);
    CHECK(d.unlisted == 4);
    amber_compare_buffer(c, path, 11, "llvmpipe", 0, 0, "out", &u32, SPVRT_AMBER_STD430, (uint8_t *)p, (uint8_t *)q,
                         4, &d);
    CHECK(d.unlisted == 4);
    /* ulp 8 on elements 2-3 of a device whose name contains "llvmpipe" (any case) */
    float f[4] = {1, 1, 1, 1}, g[4] = {1, 1, 1, 1};
    g[2] = nextafterf(nextafterf(1.0f, 2.0f), 2.0f);
    g[3] = 1.5f;
    amber_compare_buffer(c, path, 20, "LLVMPIPE", 0, 0, "out", &f32, SPVRT_AMBER_STD430, (uint8_t *)f, (uint8_t *)g,
                         4, &d);
    CHECK(d.listed == 1 && d.unlisted == 1 && d.shown[0].index == 3);
    amber_compare_buffer(c, path, 20, "radv", 0, 0, "out", &f32, SPVRT_AMBER_STD430, (uint8_t *)f, (uint8_t *)g, 4,
                         &d);
    CHECK(d.listed == 0 && d.unlisted == 2);
    /* any on one element; abs */
    amber_compare_buffer(c, path, 30, "x", 0, 0, "out", &u32, SPVRT_AMBER_STD430, (uint8_t *)p, (uint8_t *)r, 4, &d);
    CHECK(d.listed == 1 && d.unlisted == 3);
    amber_compare_buffer(c, path, 40, "x", 0, 0, "out", &f32, SPVRT_AMBER_STD430, (uint8_t *)f, (uint8_t *)g, 4, &d);
    CHECK(d.listed == 2 && d.unlisted == 0);
    amber_compare_destroy(c);

    static const char *const bad[] = {
        "a.amber:1 | * | out[*] | any\n",                         /* four fields */
        "a.amber | * | out[*] | any | Vulkan #x\n",                /* no RUN line */
        "a.amber:0 | * | out[*] | any | Vulkan #x\n",              /* line 0 */
        "a.amber:1 | * | out | any | Vulkan #x\n",                 /* no range */
        "a.amber:1 | * | out[5-2] | any | Vulkan #x\n",            /* empty range */
        "a.amber:1 | * | out[*] | ulp -1 | Vulkan #x\n",           /* bad bound */
        "a.amber:1 | * | out[*] | sometimes | Vulkan #x\n",        /* bad kind */
        "a.amber:1 | * | out[*] | any | because it differs\n",     /* no spec anchor */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        c = amber_compare_create(1, 1);
        char text[256];
        snprintf(text, sizeof text, "# ok\n%s", bad[i]);
        bool ok = amber_compare_load_differences(c, text, strlen(text), "d.txt", error, sizeof error);
        CHECK(!ok && strncmp(error, "d.txt:2: ", 9) == 0);
        amber_compare_destroy(c);
    }
}

static uint32_t stale_lines[8], stale_count;

static void collect_stale(void *user, uint32_t line)
{
    (void)user;
    if (stale_count < 8)
        stale_lines[stale_count++] = line;
}

static void test_stale(void)
{
    amber_compare *c = amber_compare_create(1, 1);
    amber_tolerance exact = {0};
    amber_compare_set_tolerance(c, 0, &exact);
    char error[256];
    CHECK(amber_compare_load_differences(c, differences, strlen(differences), "d.txt", error, sizeof error));
    uint32_t p[4] = {1, 2, 3, 4}, q[4] = {4, 3, 2, 1};
    amber_buffer_diff d;
    amber_compare_buffer(c, "compute/a.amber", 10, "x", 0, 0, "out", &u32, SPVRT_AMBER_STD430, (uint8_t *)p,
                         (uint8_t *)q, 4, &d);
    amber_compare_stale(c, "compute/a.amber", collect_stale, NULL);
    CHECK(stale_count == 4 && stale_lines[0] == 4 && stale_lines[3] == 7);
    stale_count = 0;
    amber_compare_stale(c, "compute/b.amber", collect_stale, NULL);
    CHECK(stale_count == 0);
    amber_compare_destroy(c);
}

int main(void)
{
    test_float_rules();
    test_layout_and_mask();
    test_differences_file();
    test_stale();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
