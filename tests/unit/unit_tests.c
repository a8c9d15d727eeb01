/* Unit tests of the private layers (core, grammar, text) and of the public
 * API, without a framework.  Every check prints one line, "ok NAME" or
 * "FAIL NAME: what differed"; the program ends with "unit tests done" and
 * exits 1 if any check failed.
 *
 * Expected values come from the specifications, never from the code under
 * test: the SPIR-V 1.6 specification (layout, header), the Khronos grammar
 * (opcode and enumerant numbers), /tmp/sptext/SPEC.md (what Debian
 * spirv-dis / spirv-as 2023.1 print and accept; its examples are quoted
 * below) and /work/shared/RULES.md section A (the seed supplement).
 */
#include <float.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"
#include "grammar/grammar.h"
#include "spvrt/spvrt.h"
#include "text/text.h"
#include "val/profile.h"

/* ---- checks ------------------------------------------------------------ */

static unsigned g_checks, g_failures;

/* Print one result line; the message is escaped so that it stays on it. */
static void check(const char *name, bool ok, const char *fmt, ...) SPVRT_PRINTF(3, 4);

static void check(const char *name, bool ok, const char *fmt, ...)
{
    g_checks++;
    if (ok) {
        printf("ok %s\n", name);
        return;
    }
    g_failures++;
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    printf("FAIL %s: ", name);
    for (const char *p = msg; *p; p++) {
        if (*p == '\n')
            fputs("\\n", stdout);
        else if (*p == '\t')
            fputs("\\t", stdout);
        else
            putchar(*p);
    }
    putchar('\n');
}

static void check_str(const char *name, const char *got, const char *want)
{
    bool ok = (got && want) ? strcmp(got, want) == 0 : got == want;
    check(name, ok, "got %s%s%s, expected %s%s%s", got ? "\"" : "", got ? got : "NULL", got ? "\"" : "",
          want ? "\"" : "", want ? want : "NULL", want ? "\"" : "");
}

static void check_u(const char *name, uint64_t got, uint64_t want)
{
    check(name, got == want, "got %llu (0x%llx), expected %llu (0x%llx)", (unsigned long long)got,
          (unsigned long long)got, (unsigned long long)want, (unsigned long long)want);
}

/* Compare two texts; report the first line that differs. */
static void check_text(const char *name, const char *got, const char *want)
{
    if (!got) {
        check(name, false, "no text produced");
        return;
    }
    if (strcmp(got, want) == 0) {
        check(name, true, "%s", "");
        return;
    }
    unsigned line = 1;
    const char *g = got, *w = want;
    while (*g && *g == *w) {
        if (*g == '\n') {
            line++;
            got = g + 1;
            want = w + 1;
        }
        g++, w++;
    }
    int gl = (int)strcspn(got, "\n"), wl = (int)strcspn(want, "\n");
    check(name, false, "line %u: got \"%.*s\", expected \"%.*s\"", line, gl, got, wl, want);
}

/* ---- a counting (and optionally failing) allocator -------------------- */

typedef struct alloc_stats {
    long long live_bytes, live_blocks;
    unsigned long calls;     /* allocations and resizes (new_size > 0) */
    unsigned long fail_at;   /* fail this call (1-based); 0: never */
    bool fail_later;         /* and every call after it */
    unsigned long bad_sizes; /* old_size differed from the block's size */
} alloc_stats;

typedef union prefix {
    size_t size;
    max_align_t align;
} prefix;

static void *test_alloc(void *user, void *old, size_t old_size, size_t new_size)
{
    alloc_stats *s = user;
    prefix *h = old ? (prefix *)old - 1 : NULL;
    if (h && h->size != old_size)
        s->bad_sizes++;
    if (new_size == 0) {
        if (h) {
            s->live_bytes -= (long long)h->size;
            s->live_blocks--;
            free(h);
        }
        return NULL;
    }
    s->calls++;
    if (s->fail_at && (s->calls == s->fail_at || (s->fail_later && s->calls > s->fail_at)))
        return NULL;
    size_t previous = h ? h->size : 0;
    prefix *n = realloc(h, sizeof *n + new_size);
    if (!n)
        return NULL;
    if (!old)
        s->live_blocks++;
    s->live_bytes += (long long)new_size - (long long)previous;
    n->size = new_size;
    return n + 1;
}

static spvrt_context *counted_context(alloc_stats *st)
{
    spvrt_context_options o = {0};
    o.alloc = test_alloc;
    o.alloc_user = st;
    return spvrt_context_create(&o);
}

/* ---- building binaries by hand ---------------------------------------- */

typedef struct mb {
    uint32_t w[256];
    size_t n;
} mb;

static void mb_header(mb *b, uint32_t version, uint32_t bound)
{
    b->n = 0;
    b->w[b->n++] = SPVRT_MAGIC;
    b->w[b->n++] = version;
    b->w[b->n++] = 0;
    b->w[b->n++] = bound;
    b->w[b->n++] = 0;
}

/* Append an instruction with a correct word count; returns its offset. */
static size_t mb_inst(mb *b, uint32_t opcode, int operands, ...)
{
    size_t start = b->n;
    b->w[b->n++] = ((uint32_t)(operands + 1) << 16) | opcode;
    va_list ap;
    va_start(ap, operands);
    for (int i = 0; i < operands; i++)
        b->w[b->n++] = va_arg(ap, unsigned);
    va_end(ap);
    return start;
}

/* An instruction whose last operand is a string. */
static size_t mb_inst_str(mb *b, uint32_t opcode, uint32_t first, bool has_first, const char *s)
{
    size_t start = b->n++;
    if (has_first)
        b->w[b->n++] = first;
    size_t len = strlen(s) + 1, words = (len + 3) / 4;
    memset(&b->w[b->n], 0, words * 4);
    memcpy(&b->w[b->n], s, len);
    b->n += words;
    b->w[start] = ((uint32_t)(b->n - start) << 16) | opcode;
    return start;
}

/* The prologue used by the reader tests: OpCapability Shader (word 5),
 * OpMemoryModel Logical GLSL450 (word 7), %1 = OpTypeInt 32 0 (word 10);
 * the next instruction is at word 14 and has index 3. */
static void mb_prologue(mb *b, uint32_t bound)
{
    mb_header(b, 0x00010000, bound);
    mb_inst(b, SPVRT_OpCapability, 1, 1u);
    mb_inst(b, SPVRT_OpMemoryModel, 2, 0u, 1u);
    mb_inst(b, SPVRT_OpTypeInt, 3, 1u, 32u, 0u);
}

static uint32_t swap32(uint32_t v)
{
    return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
}

static spvrt_context *g_ctx; /* a plain context for the simple tests */

/* ---- 1. id maps --------------------------------------------------------- */

static void test_idmap(void)
{
    alloc_stats st = {0};
    spvrt_context *ctx = counted_context(&st);
    spvrt_idmap m;

    bool ok = spvrt_idmap_init(&m, ctx, 100, 10, 0xDEADu);
    check("idmap/dense_init", ok && m.dense != NULL, "init %d, dense %p", ok, (void *)m.dense);
    bool s1 = spvrt_idmap_set(&m, 5, 42), s2 = spvrt_idmap_set(&m, 99, 7);
    check("idmap/dense_set_get", s1 && s2 && spvrt_idmap_get(&m, 5) == 42 && spvrt_idmap_get(&m, 99) == 7,
          "set %d %d, get(5) %u, get(99) %u", s1, s2, spvrt_idmap_get(&m, 5), spvrt_idmap_get(&m, 99));
    check("idmap/dense_missing",
          spvrt_idmap_get(&m, 6) == 0xDEADu && spvrt_idmap_get(&m, 100) == 0xDEADu &&
              spvrt_idmap_get(&m, 4000000000u) == 0xDEADu,
          "get(6) %u get(100) %u get(4e9) %u", spvrt_idmap_get(&m, 6), spvrt_idmap_get(&m, 100),
          spvrt_idmap_get(&m, 4000000000u));
    check("idmap/dense_set_out_of_bound", !spvrt_idmap_set(&m, 100, 1), "set(100) with bound 100 succeeded");
    spvrt_idmap_free(&m);

    /* A hostile bound: 2^32-1 for a module of ten words must not allocate
     * 16 GiB; the map is hashed. */
    long long before = st.live_bytes;
    ok = spvrt_idmap_init(&m, ctx, 0xFFFFFFFFu, 10, UINT32_MAX);
    check("idmap/hash_init", ok && m.dense == NULL && st.live_bytes - before < 65536,
          "init %d, dense %p, %lld bytes allocated", ok, (void *)m.dense, st.live_bytes - before);
    s1 = spvrt_idmap_set(&m, 0xFFFFFFFEu, 11);
    check("idmap/hash_set_get", s1 && spvrt_idmap_get(&m, 0xFFFFFFFEu) == 11, "set %d get %u", s1,
          spvrt_idmap_get(&m, 0xFFFFFFFEu));
    check("idmap/hash_missing", spvrt_idmap_get(&m, 0xFFFFFFFDu) == UINT32_MAX && spvrt_idmap_get(&m, 1) == UINT32_MAX,
          "absent ids gave %u and %u", spvrt_idmap_get(&m, 0xFFFFFFFDu), spvrt_idmap_get(&m, 1));
    /* hashed keys are id + 1: id 0 (kept by spirv-as --preserve-numeric-ids) is stored,
     * UINT32_MAX (never a valid id: the bound could not exceed it) is not */
    bool s0 = spvrt_idmap_set(&m, 0, 5);
    check("idmap/hash_id0", s0 && spvrt_idmap_get(&m, 0) == 5, "set %d get %u", s0, spvrt_idmap_get(&m, 0));
    check("idmap/hash_rejects_uint32_max", !spvrt_idmap_set(&m, UINT32_MAX, 5) &&
                                               spvrt_idmap_get(&m, UINT32_MAX) == UINT32_MAX,
          "UINT32_MAX accepted or found");
    /* 10k spread ids and 10k consecutive ids */
    unsigned set_failures = 0, wrong = 0;
    for (uint32_t i = 0; i < 10000; i++) {
        if (!spvrt_idmap_set(&m, 1 + i * 429497u, i))
            set_failures++;
        if (!spvrt_idmap_set(&m, 100000 + i, i ^ 0x5555u))
            set_failures++;
    }
    for (uint32_t i = 0; i < 10000; i++) {
        if (spvrt_idmap_get(&m, 1 + i * 429497u) != i)
            wrong++;
        if (spvrt_idmap_get(&m, 100000 + i) != (i ^ 0x5555u))
            wrong++;
    }
    check("idmap/hash_20k_ids", set_failures == 0 && wrong == 0 && spvrt_idmap_get(&m, 0xFFFFFFFEu) == 11,
          "%u set failures, %u wrong values", set_failures, wrong);
    uint32_t count_before = m.hash_count;
    s1 = spvrt_idmap_set(&m, 1, 777);
    check("idmap/hash_overwrite", s1 && spvrt_idmap_get(&m, 1) == 777 && m.hash_count == count_before,
          "get %u, count %u -> %u", spvrt_idmap_get(&m, 1), count_before, m.hash_count);
    check("idmap/hash_absent_after_growth", spvrt_idmap_get(&m, 2) == UINT32_MAX && spvrt_idmap_get(&m, 99999) == UINT32_MAX,
          "absent ids found");
    spvrt_idmap_free(&m);

    /* Growable: dense while ids stay within a small multiple of what is
     * stored, hashed beyond; a later growth over a hashed id keeps it. */
    ok = spvrt_idmap_init_growable(&m, ctx, 0xDEADu);
    unsigned bad = 0;
    for (uint32_t i = 1; i <= 5000; i++)
        if (!spvrt_idmap_set(&m, i, i * 3))
            bad++;
    check("idmap/growable_sequential_dense", ok && bad == 0 && m.dense_size > 5000 && m.hash_count == 0 &&
                                                 spvrt_idmap_get(&m, 4321) == 4321 * 3,
          "%u failures, dense %u, hash %u", bad, m.dense_size, m.hash_count);
    long long bytes_before = st.live_bytes;
    bool big = spvrt_idmap_set(&m, 4000000000u, 17);
    check("idmap/growable_hostile_id_hashed", big && m.dense_size < 100000 && st.live_bytes - bytes_before < 65536 &&
                                                  spvrt_idmap_get(&m, 4000000000u) == 17,
          "set %d, dense %u, %lld bytes more", big, m.dense_size, st.live_bytes - bytes_before);
    bool mid = spvrt_idmap_set(&m, 60000, 5);  /* beyond 4 * stores + 4096: hashed */
    for (uint32_t i = 5001; i <= 40000; i++)    /* now the dense table grows over 60000 */
        spvrt_idmap_set(&m, i, 1);
    check("idmap/growable_grows_over_hashed", mid && m.dense_size > 60000 && spvrt_idmap_get(&m, 60000) == 5 &&
                                                  spvrt_idmap_get(&m, 60001) == 0xDEADu,
          "dense %u, get(60000) %u, get(60001) %u", m.dense_size, spvrt_idmap_get(&m, 60000),
          spvrt_idmap_get(&m, 60001));
    spvrt_idmap_free(&m);
    spvrt_context_destroy(ctx);
    check("idmap/no_leak", st.live_blocks == 0 && st.live_bytes == 0 && st.bad_sizes == 0,
          "%lld blocks, %lld bytes live, %lu bad sizes", st.live_blocks, st.live_bytes, st.bad_sizes);
}

/* ---- 2. grammar lookups ------------------------------------------------- */

static const char *op_name(uint32_t opcode)
{
    const spvrt_instruction_info *i = spvrt_grammar_opcode(opcode);
    return i ? spvrt_grammar_string(i->name) : NULL;
}

static int64_t op_by_name(const char *name)
{
    const spvrt_instruction_info *i = spvrt_grammar_opcode_by_name(name, strlen(name));
    return i ? (int64_t)i->opcode : -1;
}

static int64_t enum_by_name(spvrt_operand_kind kind, const char *name)
{
    const spvrt_enumerant_info *e = spvrt_grammar_enumerant_by_name(kind, name, strlen(name));
    return e ? (int64_t)e->value : -1;
}

static bool ext_set_found(const char *name)
{
    return spvrt_grammar_ext_set(name, strlen(name)) != NULL;
}

static void test_grammar(void)
{
    check_str("grammar/opcode_IAdd", op_name(SPVRT_OpIAdd), "OpIAdd");
    check_u("grammar/OpIAdd_is_128", SPVRT_OpIAdd, 128);
    /* SPEC 4.9: the alphabetically smallest name of an opcode is printed */
    check_str("grammar/opcode_5341", op_name(5341), "OpTypeAccelerationStructureKHR");
    check_str("grammar/opcode_4450", op_name(4450), "OpSDot");
    check_str("grammar/opcode_5632", op_name(5632), "OpDecorateString");
    check_str("grammar/opcode_5334", op_name(5334), "OpReportIntersectionKHR");
    check_str("grammar/opcode_5380", op_name(5380), "OpDemoteToHelperInvocation");
    check("grammar/opcode_unknown", op_name(4000) == NULL && op_name(999) == NULL && op_name(0xFFFFFFFFu) == NULL,
          "an unknown opcode has a name");
    check_u("grammar/by_name_OpSDotKHR", (uint64_t)op_by_name("OpSDotKHR"), 4450);
    check_u("grammar/by_name_OpDecorateStringGOOGLE", (uint64_t)op_by_name("OpDecorateStringGOOGLE"), 5632);
    check_u("grammar/by_name_OpTypeAccelerationStructureNV", (uint64_t)op_by_name("OpTypeAccelerationStructureNV"), 5341);
    check("grammar/by_name_unknown", op_by_name("OpFoo") == -1 && op_by_name("opiadd") == -1 && op_by_name("") == -1,
          "an unknown name was found");
    {
        const spvrt_instruction_info *a = spvrt_grammar_opcode_by_name("OpIAddXYZ", 6);
        const spvrt_instruction_info *b = spvrt_grammar_opcode_by_name("OpIAdd", 5);
        check("grammar/by_name_uses_length", a && a->opcode == 128 && b == NULL,
              "(\"OpIAddXYZ\", 6) -> %p, (\"OpIAdd\", 5) -> %p", (const void *)a, (const void *)b);
    }

    check_str("grammar/capability_4433", spvrt_grammar_enumerant_name(SPVRT_KIND_Capability, 4433),
              "StorageBuffer16BitAccess");
    check_str("grammar/capability_4434", spvrt_grammar_enumerant_name(SPVRT_KIND_Capability, 4434),
              "UniformAndStorageBuffer16BitAccess");
    check_u("grammar/capability_alias_by_name",
            (uint64_t)enum_by_name(SPVRT_KIND_Capability, "StorageUniformBufferBlock16"), 4433);
    check_u("grammar/capability_by_name", (uint64_t)enum_by_name(SPVRT_KIND_Capability, "StorageBuffer16BitAccess"), 4433);
    /* among aliases, the newest registry's preferred name (grammar/registry_update.json) */
    check_str("grammar/builtin_5319", spvrt_grammar_enumerant_name(SPVRT_KIND_BuiltIn, 5319), "LaunchIdKHR");
    check_u("grammar/builtin_LaunchIdNV_by_name", (uint64_t)enum_by_name(SPVRT_KIND_BuiltIn, "LaunchIdNV"), 5319);
    check_str("grammar/builtin_5286", spvrt_grammar_enumerant_name(SPVRT_KIND_BuiltIn, 5286), "BaryCoordKHR");
    check_str("grammar/storage_class_5338", spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, 5338), "RayPayloadKHR");
    check_u("grammar/storage_class_RayPayloadNV", (uint64_t)enum_by_name(SPVRT_KIND_StorageClass, "RayPayloadNV"), 5338);
    check_u("grammar/storage_class_RayPayloadKHR", (uint64_t)enum_by_name(SPVRT_KIND_StorageClass, "RayPayloadKHR"), 5338);
    check_str("grammar/decoration_5634", spvrt_grammar_enumerant_name(SPVRT_KIND_Decoration, 5634), "CounterBuffer");
    check_str("grammar/execution_model_5313", spvrt_grammar_enumerant_name(SPVRT_KIND_ExecutionModel, 5313),
              "RayGenerationKHR");
    check_str("grammar/capability_5297", spvrt_grammar_enumerant_name(SPVRT_KIND_Capability, 5297),
              "GroupNonUniformPartitionedEXT");
    check_str("grammar/capability_6032", spvrt_grammar_enumerant_name(SPVRT_KIND_Capability, 6032),
              "RayTracingOpacityMicromapExecutionModeKHR");
    check_str("grammar/fp_encoding_0", spvrt_grammar_enumerant_name(SPVRT_KIND_FPEncoding, 0), "BFloat16KHR");
    check_str("grammar/opcode_5296", spvrt_grammar_opcode(5296) ? spvrt_grammar_string(spvrt_grammar_opcode(5296)->name)
                                                                : NULL,
              "OpGroupNonUniformPartitionEXT");
    check_str("grammar/capability_6019", spvrt_grammar_enumerant_name(SPVRT_KIND_Capability, 6019), "DotProduct");
    check_str("grammar/packed_vector_format_0", spvrt_grammar_enumerant_name(SPVRT_KIND_PackedVectorFormat, 0),
              "PackedVectorFormat4x8Bit");
    check("grammar/enumerant_unknown",
          spvrt_grammar_enumerant_name(SPVRT_KIND_Capability, 9999) == NULL &&
              enum_by_name(SPVRT_KIND_Capability, "shader") == -1,
          "unknown capability found");
    check_str("grammar/memory_access_0", spvrt_grammar_enumerant_name(SPVRT_KIND_MemoryAccess, 0), "None");

    check("grammar/ext_set_glsl", ext_set_found("GLSL.std.450"), "GLSL.std.450 not found");
    check("grammar/ext_set_opencl", ext_set_found("OpenCL.std"), "OpenCL.std not found");
    check("grammar/ext_set_clspv_prefix",
          ext_set_found("NonSemantic.ClspvReflection.5") && ext_set_found("NonSemantic.ClspvReflection."),
          "a NonSemantic.ClspvReflection.* name not found");
    check("grammar/ext_set_debugprintf_unknown", !ext_set_found("NonSemantic.DebugPrintf"),
          "NonSemantic.DebugPrintf is known, spirv-dis 2023.1 does not know it");
    check("grammar/ext_set_exact", !ext_set_found("glsl.std.450") && !ext_set_found("GLSL.std.45") &&
                                       !ext_set_found("GLSL.std.4500") && !ext_set_found("NonSemantic"),
          "an inexact name matched");
    {
        const spvrt_ext_inst_set_info *glsl = spvrt_grammar_ext_set("GLSL.std.450", 12);
        const spvrt_ext_inst_set_info *cl = spvrt_grammar_ext_set("OpenCL.std", 10);
        const spvrt_instruction_info *sqrt31 = glsl ? spvrt_grammar_ext_instruction(glsl, 31) : NULL;
        const spvrt_instruction_info *by_name = glsl ? spvrt_grammar_ext_instruction_by_name(glsl, "Sqrt", 4) : NULL;
        const spvrt_instruction_info *cl_sqrt = cl ? spvrt_grammar_ext_instruction_by_name(cl, "sqrt", 4) : NULL;
        check_str("grammar/glsl_31_is_Sqrt", sqrt31 ? spvrt_grammar_string(sqrt31->name) : NULL, "Sqrt");
        check_u("grammar/glsl_Sqrt_is_31", by_name ? by_name->opcode : 0, 31);
        check_u("grammar/opencl_sqrt_is_61", cl_sqrt ? cl_sqrt->opcode : 0, 61);
        check("grammar/glsl_unknown_number", glsl && spvrt_grammar_ext_instruction(glsl, 9999) == NULL,
              "GLSL.std.450 9999 exists");
    }

    check_str("grammar/builtin_name_25", spvrt_grammar_builtin_friendly_name(25), "gl_WorkGroupSize");
    check_str("grammar/builtin_name_0", spvrt_grammar_builtin_friendly_name(0), "gl_Position");
    check_str("grammar/builtin_name_4425", spvrt_grammar_builtin_friendly_name(4425), "gl_BaseInstance");
    check_str("grammar/builtin_name_4420", spvrt_grammar_builtin_friendly_name(4420), "SubgroupLtMaskKHR");
    check("grammar/builtin_name_none",
          spvrt_grammar_builtin_friendly_name(4424) == NULL && spvrt_grammar_builtin_friendly_name(21) == NULL &&
              spvrt_grammar_builtin_friendly_name(4426) == NULL,
          "BaseVertex, 21 or DrawIndex got a friendly name");

    const spvrt_generator_info *g8 = spvrt_grammar_generator(8), *g0 = spvrt_grammar_generator(0),
                               *g36 = spvrt_grammar_generator(36);
    check_str("grammar/generator_8_vendor", g8 ? spvrt_grammar_string(g8->vendor) : NULL, "Khronos");
    check_str("grammar/generator_8_tool", g8 ? spvrt_grammar_string(g8->name) : NULL, "Glslang Reference Front End");
    check_str("grammar/generator_0_tool", g0 ? spvrt_grammar_string(g0->name) : NULL, "");
    check_str("grammar/generator_36_vendor", g36 ? spvrt_grammar_string(g36->vendor) : NULL, "Taichi Graphics");
    const spvrt_generator_info *g40 = spvrt_grammar_generator(40); /* registry_update.json: newer than Debian's */
    check_str("grammar/generator_40_tool", g40 ? spvrt_grammar_string(g40->name) : NULL, "Slang Compiler");
    check("grammar/generator_999_unknown", spvrt_grammar_generator(999) == NULL && spvrt_grammar_generator(65535) == NULL,
          "generator 999 or 65535 is known");
}

/* ---- 3. the seed supplement -------------------------------------------- */

static bool operand_is(const spvrt_instruction_info *i, unsigned k, spvrt_operand_kind kind, spvrt_quantifier q)
{
    return k < i->operand_count && spvrt_grammar_operands[i->operand_first + k].kind == kind &&
           spvrt_grammar_operands[i->operand_first + k].quantifier == q;
}

typedef struct seed_inst {
    uint32_t opcode;
    const char *name;
} seed_inst;

/* RULES.md A.9 (doc 000, 36), A.11 (doc 002, 13), A.12 (doc 004, 8) */
static const seed_inst seed_000[] = {
    {5304, "OpHitObjectRecordFromQueryEXT"}, {5305, "OpHitObjectRecordMissEXT"},
    {5306, "OpHitObjectRecordMissMotionEXT"}, {5307, "OpHitObjectGetIntersectionTriangleVertexPositionsEXT"},
    {5308, "OpHitObjectGetRayFlagsEXT"}, {5309, "OpHitObjectSetShaderBindingTableRecordIndexEXT"},
    {5310, "OpHitObjectReorderExecuteShaderEXT"}, {5311, "OpHitObjectTraceReorderExecuteEXT"},
    {5312, "OpHitObjectTraceMotionReorderExecuteEXT"}, {5313, "OpTypeHitObjectEXT"},
    {5314, "OpReorderThreadWithHintEXT"}, {5315, "OpReorderThreadWithHitObjectEXT"},
    {5316, "OpHitObjectTraceRayEXT"}, {5317, "OpHitObjectTraceRayMotionEXT"},
    {5318, "OpHitObjectRecordEmptyEXT"}, {5319, "OpHitObjectExecuteShaderEXT"},
    {5320, "OpHitObjectGetCurrentTimeEXT"}, {5321, "OpHitObjectGetAttributesEXT"},
    {5322, "OpHitObjectGetHitKindEXT"}, {5323, "OpHitObjectGetPrimitiveIndexEXT"},
    {5324, "OpHitObjectGetGeometryIndexEXT"}, {5325, "OpHitObjectGetInstanceIdEXT"},
    {5326, "OpHitObjectGetInstanceCustomIndexEXT"}, {5327, "OpHitObjectGetObjectRayOriginEXT"},
    {5328, "OpHitObjectGetObjectRayDirectionEXT"}, {5329, "OpHitObjectGetWorldRayDirectionEXT"},
    {5330, "OpHitObjectGetWorldRayOriginEXT"}, {5331, "OpHitObjectGetObjectToWorldEXT"},
    {5332, "OpHitObjectGetWorldToObjectEXT"}, {5333, "OpHitObjectGetRayTMaxEXT"},
    {5347, "OpHitObjectGetRayTMinEXT"}, {5348, "OpHitObjectGetShaderBindingTableRecordIndexEXT"},
    {5349, "OpHitObjectGetShaderRecordBufferHandleEXT"}, {5350, "OpHitObjectIsEmptyEXT"},
    {5351, "OpHitObjectIsHitEXT"}, {5352, "OpHitObjectIsMissEXT"},
};
static const seed_inst seed_002[] = {
    {5427, "OpRayQueryGetIntersectionSpherePositionNV"}, {5428, "OpRayQueryGetIntersectionSphereRadiusNV"},
    {5429, "OpRayQueryGetIntersectionLSSPositionsNV"}, {5430, "OpRayQueryGetIntersectionLSSRadiiNV"},
    {5431, "OpRayQueryGetIntersectionLSSHitValueNV"}, {5432, "OpHitObjectGetSpherePositionNV"},
    {5433, "OpHitObjectGetSphereRadiusNV"}, {5434, "OpHitObjectGetLSSPositionsNV"},
    {5435, "OpHitObjectGetLSSRadiiNV"}, {5436, "OpHitObjectIsSphereHitNV"},
    {5437, "OpHitObjectIsLSSHitNV"}, {5438, "OpRayQueryIsSphereHitNV"},
    {5439, "OpRayQueryIsLSSHitNV"},
};
static const seed_inst seed_004[] = {
    {5103, "OpConstantStringAMDX"}, {5104, "OpSpecConstantStringAMDX"},
    {5076, "OpTypeNodePayloadArrayAMDX"}, {5074, "OpAllocateNodePayloadsAMDX"},
    {5075, "OpEnqueueNodePayloadsAMDX"}, {5090, "OpNodePayloadArrayLengthAMDX"},
    {5101, "OpIsNodePayloadValidAMDX"}, {5078, "OpFinishWritingNodePayloadAMDX"},
};

static void check_seed_list(const char *name, const seed_inst *list, size_t count, size_t expected_count)
{
    char bad[1024] = "";
    size_t used = 0;
    unsigned failures = 0;
    for (size_t i = 0; i < count; i++) {
        int64_t by_name = op_by_name(list[i].name);
        const char *by_number = op_name(list[i].opcode);
        if (by_name != (int64_t)list[i].opcode || !by_number || strcmp(by_number, list[i].name) != 0) {
            failures++;
            if (used < sizeof bad - 100)
                used += (size_t)snprintf(bad + used, sizeof bad - used, " %s(by name %lld, %u named %s)",
                                         list[i].name, (long long)by_name, list[i].opcode,
                                         by_number ? by_number : "NULL");
        }
    }
    check(name, failures == 0 && count == expected_count, "%u of %zu wrong:%s", failures, count, bad);
}

static void test_seed_supplement(void)
{
    const spvrt_instruction_info *miss = spvrt_grammar_opcode(5352);
    check("seed/OpHitObjectIsMissEXT_operands",
          miss && miss->operand_count == 3 && miss->has_result_type && miss->has_result &&
              operand_is(miss, 0, SPVRT_KIND_IdResultType, SPVRT_QUANT_ONE) &&
              operand_is(miss, 1, SPVRT_KIND_IdResult, SPVRT_QUANT_ONE) &&
              operand_is(miss, 2, SPVRT_KIND_IdRef, SPVRT_QUANT_ONE),
          "missing or wrong operand list (%u operands)", miss ? miss->operand_count : 0);
    /* ... so that a 4-word OpHitObjectIsMissEXT reads and a 3-word one does not */
    {
        mb b;
        mb_header(&b, 0x00010600, 10);
        mb_inst(&b, 5352, 3, 1u, 2u, 3u);
        spvrt_module *m = NULL;
        spvrt_result r4 = spvrt_module_read(g_ctx, b.w, b.n, &m);
        spvrt_module_free(m);
        mb_header(&b, 0x00010600, 10);
        mb_inst(&b, 5352, 2, 1u, 2u);
        spvrt_result r3 = spvrt_module_read(g_ctx, b.w, b.n, &m);
        spvrt_module_free(m);
        check("seed/OpHitObjectIsMissEXT_word_count_4", r4 == SPVRT_SUCCESS && r3 == SPVRT_ERROR_INVALID_BINARY,
              "4 words: %s, 3 words: %s", spvrt_result_string(r4), spvrt_result_string(r3));
    }
    const spvrt_instruction_info *reorder = spvrt_grammar_opcode(5310);
    check("seed/OpHitObjectReorderExecuteShaderEXT_operands",
          reorder && reorder->operand_count == 4 && !reorder->has_result && !reorder->has_result_type &&
              operand_is(reorder, 0, SPVRT_KIND_IdRef, SPVRT_QUANT_ONE) &&
              operand_is(reorder, 1, SPVRT_KIND_IdRef, SPVRT_QUANT_ONE) &&
              operand_is(reorder, 2, SPVRT_KIND_IdRef, SPVRT_QUANT_OPTIONAL) &&
              operand_is(reorder, 3, SPVRT_KIND_IdRef, SPVRT_QUANT_OPTIONAL),
          "missing or wrong operand list (%u operands)", reorder ? reorder->operand_count : 0);
    check_str("seed/opcode_5313", op_name(5313), "OpTypeHitObjectEXT");
    check_str("seed/opcode_5076", op_name(5076), "OpTypeNodePayloadArrayAMDX");
    check_str("seed/opcode_5078", op_name(5078), "OpFinishWritingNodePayloadAMDX");
    check_str("seed/decoration_5078", spvrt_grammar_enumerant_name(SPVRT_KIND_Decoration, 5078),
              "TrackFinishWritingAMDX");
    const spvrt_enumerant_info *ser = spvrt_grammar_enumerant(SPVRT_KIND_Capability, 5388);
    check_str("seed/capability_5388", ser ? spvrt_grammar_string(ser->name) : NULL, "ShaderInvocationReorderEXT");
    bool implies_rt = false;
    for (unsigned i = 0; ser && i < ser->capability_count; i++)
        if (spvrt_grammar_capability_lists[ser->capability_first + i] == 4479) /* RayTracingKHR */
            implies_rt = true;
    check("seed/capability_5388_implies_RayTracingKHR", implies_rt, "RayTracingKHR (4479) not in its %u capabilities",
          ser ? ser->capability_count : 0);
    check_str("seed/storage_class_5411", spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, 5411),
              "HitObjectAttributeEXT");
    check_str("seed/storage_class_5068", spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, 5068), "NodePayloadAMDX");
    check_str("seed/ray_flags_0x100", spvrt_grammar_enumerant_name(SPVRT_KIND_RayFlags, 0x100), "SkipTrianglesKHR");
    check_u("seed/ray_flags_SkipBuiltinPrimitivesNV", (uint64_t)enum_by_name(SPVRT_KIND_RayFlags, "SkipBuiltinPrimitivesNV"),
            0x100);
    check_u("seed/capability_ShaderEnqueueAMDX", (uint64_t)enum_by_name(SPVRT_KIND_Capability, "ShaderEnqueueAMDX"), 5067);
    check_u("seed/builtin_HitIsSphereNV", (uint64_t)enum_by_name(SPVRT_KIND_BuiltIn, "HitIsSphereNV"), 5359);
    check_seed_list("seed/doc000_36_instructions", seed_000, sizeof seed_000 / sizeof seed_000[0], 36);
    check_seed_list("seed/doc002_13_instructions", seed_002, sizeof seed_002 / sizeof seed_002[0], 13);
    check_seed_list("seed/doc004_8_instructions", seed_004, sizeof seed_004 / sizeof seed_004[0], 8);
}

/* ---- 4. number formatting ------------------------------------------------ */

static void fmt(const char *name, uint32_t lo, uint32_t hi, spvrt_number_kind kind, unsigned bits, const char *want)
{
    uint32_t w[2] = {lo, hi};
    spvrt_buffer b;
    spvrt_buffer_init(&b, g_ctx);
    spvrt_format_number(&b, w, kind, bits);
    spvrt_buffer_putc(&b, '\0');
    check_str(name, b.failed ? NULL : b.data, want);
    spvrt_buffer_free(&b);
}

static uint32_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static uint64_t f64_bits(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

static void fmt64(const char *name, uint64_t v, spvrt_number_kind kind, unsigned bits, const char *want)
{
    fmt(name, (uint32_t)v, (uint32_t)(v >> 32), kind, bits, want);
}

static void test_numbers(void)
{
    const spvrt_number_kind F = SPVRT_NUMBER_FLOAT, S = SPVRT_NUMBER_SINT, U = SPVRT_NUMBER_UINT;
    /* SPEC 4.4 float32 */
    fmt("number/f32_inf", 0x7f800000u, 0, F, 32, "0x1p+128");
    fmt("number/f32_neg_inf", 0xff800000u, 0, F, 32, "-0x1p+128");
    fmt("number/f32_nan", 0x7fc00000u, 0, F, 32, "0x1.8p+128");
    fmt("number/f32_nan_low_bit", 0x7f800001u, 0, F, 32, "0x1.000002p+128");
    fmt("number/f32_min_subnormal", 0x00000001u, 0, F, 32, "0x1p-149");
    fmt("number/f32_neg_max_subnormal", 0x807fffffu, 0, F, 32, "-0x1.fffffcp-127");
    fmt("number/f32_0.1", 0x3dcccccdu, 0, F, 32, "0.100000001");
    fmt("number/f32_1e10", f32_bits(1e10f), 0, F, 32, "1e+10");
    fmt("number/f32_1e-10", f32_bits(1e-10f), 0, F, 32, "1.00000001e-10");
    fmt("number/f32_1e-5", f32_bits(1e-5f), 0, F, 32, "9.99999975e-06");
    fmt("number/f32_123456789", f32_bits(123456789.0f), 0, F, 32, "123456792");
    fmt("number/f32_1e7", f32_bits(1e7f), 0, F, 32, "10000000");
    fmt("number/f32_1e9", f32_bits(1e9f), 0, F, 32, "1e+09");
    fmt("number/f32_neg_zero", 0x80000000u, 0, F, 32, "-0");
    fmt("number/f32_zero", 0, 0, F, 32, "0");
    fmt("number/f32_max", f32_bits(FLT_MAX), 0, F, 32, "3.40282347e+38");
    fmt("number/f32_min_normal", 0x00800000u, 0, F, 32, "1.17549435e-38");
    fmt("number/f32_0.5", 0x3f000000u, 0, F, 32, "0.5");
    /* SPEC 4.4 float64 */
    fmt64("number/f64_0.1", f64_bits(0.1), F, 64, "0.10000000000000001");
    fmt64("number/f64_1e9", f64_bits(1e9), F, 64, "1000000000");
    fmt64("number/f64_1e300", f64_bits(1e300), F, 64, "1.0000000000000001e+300");
    fmt64("number/f64_min_subnormal", 1, F, 64, "0x1p-1074");
    fmt64("number/f64_neg_inf", 0xfff0000000000000ull, F, 64, "-0x1p+1024");
    fmt64("number/f64_neg_zero", 0x8000000000000000ull, F, 64, "-0");
    /* SPEC 4.4 float16: always hex, low 16 bits only */
    fmt("number/f16_inf", 0x7c00, 0, F, 16, "0x1p+16");
    fmt("number/f16_nan", 0x7e00, 0, F, 16, "0x1.8p+16");
    fmt("number/f16_min_subnormal", 0x0001, 0, F, 16, "0x1p-24");
    fmt("number/f16_0x3555", 0x3555, 0, F, 16, "0x1.554p-2");
    fmt("number/f16_max_subnormal", 0x03ff, 0, F, 16, "0x1.ff8p-15");
    fmt("number/f16_neg_zero", 0x8000, 0, F, 16, "-0x0p+0");
    fmt("number/f16_one", 0x3c00, 0, F, 16, "0x1p+0");
    fmt("number/f16_zero", 0, 0, F, 16, "0x0p+0");
    fmt("number/f16_high_bits_ignored", 0xffff3c00u, 0, F, 16, "0x1p+0");
    /* SPEC 4.3: other 1-word widths are float32, other 2-word widths float64 */
    fmt("number/f8_as_f32", 0x3f000000u, 0, F, 8, "0.5");
    fmt64("number/f48_as_f64", f64_bits(0.1), F, 48, "0.10000000000000001");
    /* SPEC 4.3 integers: (int32_t)word, no sign extension, no masking */
    fmt("number/s8_all_ones", 0xffffffffu, 0, S, 8, "-1");
    fmt("number/s8_0xff", 0xffu, 0, S, 8, "255");
    fmt("number/s8_0x80", 0x80u, 0, S, 8, "128");
    fmt("number/s16_min", 0xffff8000u, 0, S, 16, "-32768");
    fmt("number/s17_all_ones", 0xffffffffu, 0, S, 17, "-1");
    fmt("number/u8_0x1ff", 0x1ffu, 0, U, 8, "511");
    fmt("number/u32_max", 0xffffffffu, 0, U, 32, "4294967295");
    fmt("number/s32_min", 0x80000000u, 0, S, 32, "-2147483648");
    fmt64("number/s64_min", 0x8000000000000000ull, S, 64, "-9223372036854775808");
    fmt64("number/s64_max", 0x7fffffffffffffffull, S, 64, "9223372036854775807");
    fmt64("number/u64_max", 0xffffffffffffffffull, U, 64, "18446744073709551615");
    fmt64("number/s64_minus_one", 0xffffffffffffffffull, S, 64, "-1");
    fmt64("number/u64_low_word_first", 0x100000001ull, U, 64, "4294967297");
    fmt64("number/s48_all_ones", 0xffffffffffffffffull, S, 48, "-1");
    fmt64("number/u48", 25769803781ull, U, 48, "25769803781");
}

/* ---- 5. the reader -------------------------------------------------------- */

#define ANY_RESULT 0xFFFFFFFEu

/* The words must be rejected with a diagnostic located in
 * [off_lo, off_hi), at instruction `index`, naming result_id, whose
 * message contains `needle`. */
static void expect_read_fail(const char *name, const uint32_t *words, size_t count, size_t off_lo, size_t off_hi,
                             uint32_t index, uint32_t result_id, const char *needle)
{
    spvrt_module *m = (spvrt_module *)&m; /* must be reset to NULL */
    spvrt_result r = spvrt_module_read(g_ctx, words, count, &m);
    const spvrt_diagnostic *d = NULL;
    uint32_t n = spvrt_context_diagnostics(g_ctx, &d);
    char full[160];
    snprintf(full, sizeof full, "read/%s", name);
    check(full, r == SPVRT_ERROR_INVALID_BINARY && n >= 1 && m == NULL, "result %s, %u diagnostics, module %s",
          spvrt_result_string(r), n, m ? "set" : "NULL");
    if (r == SPVRT_SUCCESS)
        spvrt_module_free(m);
    snprintf(full, sizeof full, "read/%s/diagnostic", name);
    if (n == 0) {
        check(full, false, "no diagnostic");
        return;
    }
    bool ok = d[0].severity == SPVRT_SEVERITY_ERROR && d[0].word_offset >= off_lo && d[0].word_offset < off_hi &&
              d[0].instruction_index == index && (result_id == ANY_RESULT || d[0].result_id == result_id) &&
              d[0].message && strstr(d[0].message, needle);
    check(full, ok,
          "word_offset %zu (want [%zu,%zu)), instruction_index %u (want %u), result_id %u (want %u), "
          "message \"%s\" (want \"%s\" in it)",
          d[0].word_offset, off_lo, off_hi, d[0].instruction_index, index, d[0].result_id, result_id,
          d[0].message ? d[0].message : "NULL", needle);
}

static unsigned g_callback_count;
static void count_diagnostics(void *user, const spvrt_diagnostic *d)
{
    (void)user;
    if (d && d->message)
        g_callback_count++;
}

static void test_reader(void)
{
    mb b;
    mb_header(&b, 0x00010000, 1);
    mb_inst(&b, SPVRT_OpCapability, 1, 1u);
    mb_inst(&b, SPVRT_OpMemoryModel, 2, 0u, 1u);
    spvrt_module *m = NULL;
    spvrt_result r = spvrt_module_read(g_ctx, b.w, b.n, &m);
    spvrt_header h = spvrt_module_header(m);
    check("read/minimal", r == SPVRT_SUCCESS && spvrt_module_instruction_count(m) == 2 && h.magic == SPVRT_MAGIC &&
                              h.version == 0x00010000 && h.bound == 1,
          "result %s, %u instructions, version 0x%08x", spvrt_result_string(r), spvrt_module_instruction_count(m),
          h.version);
    check("read/minimal_decoded", m && m->inst_count == 2 && m->insts[0].opcode == SPVRT_OpCapability &&
                                      m->insts[0].word_offset == 5 && m->insts[1].word_offset == 7 &&
                                      m->insts[1].word_count == 3,
          "instructions decoded wrongly");
    spvrt_module_free(m);
    m = NULL;
    for (uint32_t minor = 0; minor <= 6; minor++) {
        b.w[1] = 0x00010000u | minor << 8;
        r = spvrt_module_read(g_ctx, b.w, b.n, &m);
        spvrt_module_free(m);
        m = NULL;
        if (r != SPVRT_SUCCESS)
            break;
    }
    check("read/versions_1.0_to_1.6", r == SPVRT_SUCCESS, "a version 1.0..1.6 was rejected: %s", spvrt_result_string(r));
    b.w[1] = 0x00010000;
    check("read/null_words", spvrt_module_read(g_ctx, NULL, 10, &m) == SPVRT_ERROR_INVALID_ARGUMENT,
          "NULL words accepted");

    /* header errors */
    expect_read_fail("short_header", b.w, 4, 0, 1, UINT32_MAX, 0, "header");
    uint32_t saved = b.w[0];
    b.w[0] = 0x12345678;
    expect_read_fail("bad_magic", b.w, b.n, 0, 1, UINT32_MAX, 0, "magic");
    b.w[0] = saved;
    static const uint32_t bad_versions[] = {0x00010700, 0x00020000, 0x00010001, 0x01010000};
    static const char *const version_names[] = {"version_0x00010700", "version_0x00020000", "version_0x00010001",
                                                "version_0x01010000"};
    for (int i = 0; i < 4; i++) {
        b.w[1] = bad_versions[i];
        expect_read_fail(version_names[i], b.w, b.n, 0, 2, UINT32_MAX, 0, "version");
    }

    /* instruction errors: the offending instruction is at word 14, index 3 */
    mb_prologue(&b, 10);
    b.w[b.n++] = 0x00000011; /* word count 0 */
    b.w[b.n++] = 1;
    expect_read_fail("word_count_0", b.w, b.n, 14, 15, 3, 0, "word count");
    mb_prologue(&b, 10);
    b.w[b.n++] = 0x00050011; /* 5 words, 2 remain */
    b.w[b.n++] = 1;
    expect_read_fail("word_count_past_end", b.w, b.n, 14, 15, 3, 0, "end");
    mb_prologue(&b, 10);
    mb_inst(&b, 4000, 0);
    expect_read_fail("unknown_opcode", b.w, b.n, 14, 15, 3, 0, "opcode");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpMemoryModel, 1, 0u);
    expect_read_fail("missing_operand", b.w, b.n, 14, 16, 3, 0, "required");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpCapability, 2, 1u, 1u);
    expect_read_fail("extra_words", b.w, b.n, 14, 17, 3, 0, "word count");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpExtension, 1, 0x64636261u); /* "abcd" with no NUL */
    expect_read_fail("unterminated_string", b.w, b.n, 14, 16, 3, 0, "terminated");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpTypeVoid, 1, 0u);
    expect_read_fail("id_0", b.w, b.n, 14, 16, 3, ANY_RESULT, "is 0");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpTypeVoid, 1, 10u);
    expect_read_fail("id_at_bound", b.w, b.n, 14, 16, 3, ANY_RESULT, "bound");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpTypeBool, 1, 1u);
    expect_read_fail("id_defined_twice", b.w, b.n, 14, 16, 3, 1, "already defined");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpCapability, 1, 9999u);
    expect_read_fail("unknown_enumerant", b.w, b.n, 14, 16, 3, 0, "9999");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpStore, 3, 2u, 3u, 0x80u); /* MemoryAccess bit 0x80 does not exist */
    expect_read_fail("unknown_mask_bit", b.w, b.n, 14, 18, 3, 0, "0x80");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpConstant, 3, 7u, 2u, 5u); /* type 7 is not defined */
    expect_read_fail("constant_type_undefined", b.w, b.n, 14, 18, 3, 2, "type");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpTypeVoid, 1, 2u);
    mb_inst(&b, SPVRT_OpConstant, 3, 2u, 3u, 5u); /* of type void */
    expect_read_fail("constant_type_void", b.w, b.n, 16, 20, 4, 3, "type");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpSwitch, 4, 5u, 4u, 1u, 4u); /* selector 5 is not defined */
    expect_read_fail("switch_selector_undefined", b.w, b.n, 14, 19, 3, 0, "selector");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpTypeFloat, 2, 2u, 32u);
    mb_inst(&b, SPVRT_OpConstant, 3, 2u, 3u, 0x3f800000u);
    mb_inst(&b, SPVRT_OpSwitch, 4, 3u, 4u, 1u, 4u); /* selector is a float */
    expect_read_fail("switch_selector_float", b.w, b.n, 21, 26, 5, 0, "selector");
    mb_prologue(&b, 10);
    mb_inst(&b, SPVRT_OpTypeVoid, 1, 2u);
    mb_inst(&b, SPVRT_OpExtInst, 5, 2u, 3u, 1u, 31u, 1u); /* set %1 is an OpTypeInt */
    expect_read_fail("extinst_set_not_import", b.w, b.n, 16, 22, 4, 3, "OpExtInstImport");

    /* the diagnostic callback sees the error */
    {
        spvrt_context_options o = {0};
        o.diagnostic = count_diagnostics;
        spvrt_context *ctx = spvrt_context_create(&o);
        g_callback_count = 0;
        r = spvrt_module_read(ctx, b.w, b.n, &m);
        check("read/diagnostic_callback", r == SPVRT_ERROR_INVALID_BINARY && g_callback_count >= 1,
              "result %s, %u callbacks", spvrt_result_string(r), g_callback_count);
        spvrt_context_destroy(ctx);
    }

    /* byte order: a big-endian file read into host words */
    mb_header(&b, 0x00010300, 3);
    mb_inst(&b, SPVRT_OpCapability, 1, 1u);
    mb_inst_str(&b, SPVRT_OpExtInstImport, 1, true, "GLSL.std.450");
    mb_inst(&b, SPVRT_OpMemoryModel, 2, 0u, 1u);
    mb_inst(&b, SPVRT_OpTypeVoid, 1, 2u);
    uint32_t be[64];
    for (size_t i = 0; i < b.n; i++)
        be[i] = swap32(b.w[i]);
    for (int order = 0; order < 2; order++) {
        const uint32_t *in = order ? be : b.w;
        const char *tag = order ? "big_endian" : "little_endian";
        char name[96];
        m = NULL;
        r = spvrt_module_read(g_ctx, in, b.n, &m);
        h = spvrt_module_header(m);
        snprintf(name, sizeof name, "read/%s", tag);
        check(name, r == SPVRT_SUCCESS && h.version == 0x00010300 && h.bound == 3 && spvrt_module_instruction_count(m) == 4,
              "result %s, version 0x%08x, bound %u", spvrt_result_string(r), h.version, h.bound);
        uint8_t *bytes = NULL;
        size_t nbytes = 0;
        spvrt_result w = m ? spvrt_module_write(m, &bytes, &nbytes) : SPVRT_ERROR_INVALID_ARGUMENT;
        snprintf(name, sizeof name, "write/%s_same_bytes", tag);
        check(name, w == SPVRT_SUCCESS && nbytes == b.n * 4 && memcmp(bytes, in, nbytes) == 0,
              "result %s, %zu bytes (want %zu), equal %d", spvrt_result_string(w), nbytes, b.n * 4,
              bytes && nbytes == b.n * 4 ? memcmp(bytes, in, nbytes) == 0 : 0);
        spvrt_free(g_ctx, bytes);
        if (order && m) {
            char *text = NULL;
            spvrt_dis_options o = {SPVRT_DIS_NO_HEADER | SPVRT_DIS_NO_INDENT | SPVRT_DIS_RAW_ID};
            spvrt_result dr = spvrt_disassemble(g_ctx, m, &o, &text, NULL);
            check_text("read/big_endian_disassembles", dr == SPVRT_SUCCESS ? text : NULL,
                       "OpCapability Shader\n%1 = OpExtInstImport \"GLSL.std.450\"\nOpMemoryModel Logical GLSL450\n"
                       "%2 = OpTypeVoid\n");
            spvrt_free(g_ctx, text);
        }
        spvrt_module_free(m);
    }
    m = NULL;
    r = spvrt_module_read_bytes(g_ctx, b.w, b.n * 4 - 3, &m);
    check("read_bytes/not_multiple_of_4",
          r == SPVRT_ERROR_INVALID_BINARY && m == NULL && spvrt_context_diagnostics(g_ctx, NULL) >= 1,
          "result %s", spvrt_result_string(r));
    r = spvrt_module_read_bytes(g_ctx, be, b.n * 4, &m);
    check("read_bytes/big_endian", r == SPVRT_SUCCESS && spvrt_module_instruction_count(m) == 4, "result %s",
          spvrt_result_string(r));
    spvrt_module_free(m);
}

/* ---- 6. operand decoding ---------------------------------------------------- */

static const spvrt_instruction *find_result(const spvrt_module *m, uint32_t id)
{
    return m ? spvrt_module_def(m, id) : NULL;
}

static void test_operands(void)
{
    mb b;
    mb_header(&b, 0x00010600, 30);
    mb_inst(&b, SPVRT_OpCapability, 1, 1u);
    mb_inst_str(&b, SPVRT_OpExtInstImport, 9, true, "GLSL.std.450");
    mb_inst_str(&b, SPVRT_OpExtInstImport, 17, true, "NonSemantic.DebugPrintf");
    mb_inst(&b, SPVRT_OpMemoryModel, 2, 0u, 1u);
    mb_inst(&b, SPVRT_OpTypeInt, 3, 1u, 32u, 0u);
    mb_inst(&b, SPVRT_OpTypeInt, 3, 2u, 64u, 1u);
    mb_inst(&b, SPVRT_OpConstant, 4, 2u, 3u, 0xfffffffeu, 0xffffffffu); /* s64 -2 */
    mb_inst(&b, SPVRT_OpTypeInt, 3, 4u, 64u, 0u);
    mb_inst(&b, SPVRT_OpConstant, 4, 4u, 5u, 1u, 1u); /* u64 4294967297 */
    mb_inst(&b, SPVRT_OpTypeFloat, 2, 14u, 32u);
    mb_inst(&b, SPVRT_OpSpecConstantOp, 5, 1u, 10u, 128u, 11u, 12u); /* IAdd */
    mb_inst(&b, SPVRT_OpLoad, 6, 1u, 6u, 7u, 0x13u, 4u, 8u); /* Volatile|Aligned|MakePointerVisible 4 %8 */
    mb_inst(&b, SPVRT_OpExtInst, 5, 14u, 15u, 9u, 31u, 16u); /* Sqrt %16 */
    mb_inst(&b, SPVRT_OpExtInst, 6, 1u, 18u, 17u, 1u, 3u, 5u); /* unknown non-semantic: ids */
    /* OpSwitch %5 %13 4294967297 %13 2 %13: 64-bit case literals, low word first */
    mb_inst(&b, SPVRT_OpSwitch, 8, 5u, 13u, 1u, 1u, 13u, 2u, 0u, 13u);
    spvrt_module *m = NULL;
    spvrt_result r = spvrt_module_read(g_ctx, b.w, b.n, &m);
    check("operands/module_reads", r == SPVRT_SUCCESS, "result %s", spvrt_result_string(r));
    if (!m)
        return;

    const spvrt_instruction *c = find_result(m, 3);
    const spvrt_operand *ops = c ? spvrt_inst_operands(m, c) : NULL;
    check("operands/constant_s64", c && c->operand_count == 3 && ops[2].kind == SPVRT_KIND_LiteralContextDependentNumber &&
                                        ops[2].word_count == 2 && ops[2].offset == 3 &&
                                        ops[2].number_kind == SPVRT_NUMBER_SINT && ops[2].number_bits == 64,
          "operand 2: %u words at %u, kind %u bits %u", ops ? ops[2].word_count : 0, ops ? ops[2].offset : 0,
          ops ? ops[2].number_kind : 0, ops ? ops[2].number_bits : 0);
    c = find_result(m, 5);
    ops = c ? spvrt_inst_operands(m, c) : NULL;
    check("operands/constant_u64", c && c->operand_count == 3 && ops[2].word_count == 2 &&
                                        ops[2].number_kind == SPVRT_NUMBER_UINT && ops[2].number_bits == 64,
          "operand 2 decoded wrongly");
    c = find_result(m, 6);
    ops = c ? spvrt_inst_operands(m, c) : NULL;
    check("operands/load_memory_access_parameters",
          c && c->operand_count == 6 && ops[3].kind == SPVRT_KIND_MemoryAccess && ops[4].kind == SPVRT_KIND_LiteralInteger &&
              ops[4].offset == 5 && ops[5].kind == SPVRT_KIND_IdScope && ops[5].offset == 6,
          "%u operands; kinds of 3..5: %u %u %u", c ? c->operand_count : 0, ops && c->operand_count > 3 ? ops[3].kind : 0,
          ops && c->operand_count > 4 ? ops[4].kind : 0, ops && c->operand_count > 5 ? ops[5].kind : 0);
    c = find_result(m, 15);
    ops = c ? spvrt_inst_operands(m, c) : NULL;
    check_str("operands/extinst_glsl_Sqrt", c && spvrt_inst_ext_info(m, c) ? spvrt_grammar_string(spvrt_inst_ext_info(m, c)->name) : NULL,
              "Sqrt");
    check("operands/extinst_glsl_operands",
          c && c->operand_count == 5 && ops[3].kind == SPVRT_KIND_LiteralExtInstInteger && ops[4].kind == SPVRT_KIND_IdRef,
          "%u operands", c ? c->operand_count : 0);
    c = find_result(m, 18);
    ops = c ? spvrt_inst_operands(m, c) : NULL;
    check("operands/extinst_unknown_nonsemantic",
          c && spvrt_inst_ext_info(m, c) == NULL && c->operand_count == 6 && ops[4].kind == SPVRT_KIND_IdRef && ops[5].kind == SPVRT_KIND_IdRef,
          "%u operands, ext_info %p", c ? c->operand_count : 0, c ? (const void *)spvrt_inst_ext_info(m, c) : NULL);
    c = find_result(m, 10);
    ops = c ? spvrt_inst_operands(m, c) : NULL;
    check("operands/spec_constant_op_IAdd",
          c && c->operand_count == 5 && ops[2].kind == SPVRT_KIND_LiteralSpecConstantOpInteger &&
              ops[3].kind == SPVRT_KIND_IdRef && ops[4].kind == SPVRT_KIND_IdRef && c->result_type == 1,
          "%u operands", c ? c->operand_count : 0);
    const spvrt_instruction *sw = &m->insts[m->inst_count - 1];
    ops = spvrt_inst_operands(m, sw);
    check("operands/switch_64bit_literals",
          sw->opcode == SPVRT_OpSwitch && sw->operand_count == 6 && ops[2].word_count == 2 && ops[2].number_bits == 64 &&
              ops[2].number_kind == SPVRT_NUMBER_UINT && ops[3].offset == 5 && ops[4].word_count == 2 && ops[5].offset == 8,
          "opcode %u, %u operands", sw->opcode, sw->operand_count);

    char *text = NULL;
    spvrt_dis_options o = {SPVRT_DIS_NO_HEADER | SPVRT_DIS_NO_INDENT | SPVRT_DIS_RAW_ID};
    r = spvrt_disassemble(g_ctx, m, &o, &text, NULL);
    check_text("operands/disassembly", r == SPVRT_SUCCESS ? text : NULL,
               "OpCapability Shader\n"
               "%9 = OpExtInstImport \"GLSL.std.450\"\n"
               "%17 = OpExtInstImport \"NonSemantic.DebugPrintf\"\n"
               "OpMemoryModel Logical GLSL450\n"
               "%1 = OpTypeInt 32 0\n"
               "%2 = OpTypeInt 64 1\n"
               "%3 = OpConstant %2 -2\n"
               "%4 = OpTypeInt 64 0\n"
               "%5 = OpConstant %4 4294967297\n"
               "%14 = OpTypeFloat 32\n"
               "%10 = OpSpecConstantOp %1 IAdd %11 %12\n"
               "%6 = OpLoad %1 %7 Volatile|Aligned|MakePointerVisible 4 %8\n"
               "%15 = OpExtInst %14 %9 Sqrt %16\n"
               "%18 = OpExtInst %1 %17 1 %3 %5\n"
               "OpSwitch %5 %13 4294967297 %13 2 %13\n");
    spvrt_free(g_ctx, text);
    spvrt_module_free(m);

    /* SPEC 4.3: a literal wider than 64 bits (ceil(width/32) words) prints
     * nothing, the separating space still does: "%u128_ = OpConstant %u128 " */
    mb_header(&b, 0x00010600, 3);
    mb_inst(&b, SPVRT_OpTypeInt, 3, 1u, 128u, 0u);
    mb_inst(&b, SPVRT_OpConstant, 6, 1u, 2u, 1u, 2u, 3u, 4u);
    m = NULL;
    text = NULL;
    r = spvrt_module_read(g_ctx, b.w, b.n, &m);
    spvrt_dis_options o2 = {SPVRT_DIS_NO_HEADER | SPVRT_DIS_NO_INDENT};
    spvrt_result dr = m ? spvrt_disassemble(g_ctx, m, &o2, &text, NULL) : r;
    check_text("operands/constant_128bit_prints_empty", dr == SPVRT_SUCCESS ? text : NULL,
               "%u128 = OpTypeInt 128 0\n%u128_ = OpConstant %u128 \n");
    spvrt_free(g_ctx, text);
    spvrt_module_free(m);
}

/* ---- 7. friendly names --------------------------------------------------- */

/* Assemble (numeric ids preserved), read, disassemble; NULL on failure. */
static char *as_dis(const char *text, uint32_t flags, char *why, size_t why_size)
{
    spvrt_as_options ao = {0};
    ao.preserve_numeric_ids = 1;
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_module *m = NULL;
    char *out = NULL;
    spvrt_result r = spvrt_assemble(g_ctx, text, strlen(text), &ao, &words, &count);
    if (r != SPVRT_SUCCESS) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(g_ctx, &d);
        snprintf(why, why_size, "assemble: %s %u:%u %s", spvrt_result_string(r), n ? d[0].line : 0,
                 n ? d[0].column : 0, n ? d[0].message : "");
        return NULL;
    }
    r = spvrt_module_read(g_ctx, words, count, &m);
    spvrt_free(g_ctx, words);
    if (r != SPVRT_SUCCESS) {
        snprintf(why, why_size, "read: %s", spvrt_result_string(r));
        return NULL;
    }
    spvrt_dis_options o = {flags};
    r = spvrt_disassemble(g_ctx, m, &o, &out, NULL);
    spvrt_module_free(m);
    if (r != SPVRT_SUCCESS)
        snprintf(why, why_size, "disassemble: %s", spvrt_result_string(r));
    return out;
}

static void check_as_dis(const char *name, const char *text, const char *want)
{
    char why[512] = "";
    char *out = as_dis(text, SPVRT_DIS_NO_HEADER, why, sizeof why);
    if (!out)
        check(name, false, "%s", why);
    else
        check_text(name, out, want);
    spvrt_free(g_ctx, out);
}

static const char names_collide_in[] = "OpCapability Shader\n"
                                       "OpMemoryModel Logical GLSL450\n"
                                       "OpName %1 \"x\"\nOpName %2 \"x\"\nOpName %3 \"x\"\n"
                                       "OpName %4 \"x_0\"\nOpName %5 \"x_0\"\n"
                                       "OpName %6 \"\"\nOpName %7 \"\"\n"
                                       "OpName %9 \"13\"\n"
                                       "OpName %10 \"a.b-c d\xc3\xa9!\"\n"
                                       "OpName %1 \"second\"\n"
                                       "%1 = OpTypeVoid\n%2 = OpTypeBool\n%3 = OpTypeInt 32 0\n%4 = OpTypeFloat 32\n"
                                       "%5 = OpTypeInt 32 1\n%6 = OpTypeFloat 64\n%7 = OpTypeInt 64 0\n"
                                       "%9 = OpUndef %3\n%10 = OpUndef %3\n%13 = OpUndef %3\n"
                                       "OpName %13 \"late\"\n";
static const char names_collide_out[] = "               OpCapability Shader\n"
                                        "               OpMemoryModel Logical GLSL450\n"
                                        "               OpName %x \"x\"\n"
                                        "               OpName %x_0 \"x\"\n"
                                        "               OpName %x_1 \"x\"\n"
                                        "               OpName %x_0_0 \"x_0\"\n"
                                        "               OpName %x_0_1 \"x_0\"\n"
                                        "               OpName %_ \"\"\n"
                                        "               OpName %__0 \"\"\n"
                                        "               OpName %13 \"13\"\n"
                                        "               OpName %a_b_c_d___ \"a.b-c d\xc3\xa9!\"\n"
                                        "               OpName %x \"second\"\n"
                                        "          %x = OpTypeVoid\n"
                                        "        %x_0 = OpTypeBool\n"
                                        "        %x_1 = OpTypeInt 32 0\n"
                                        "      %x_0_0 = OpTypeFloat 32\n"
                                        "      %x_0_1 = OpTypeInt 32 1\n"
                                        "          %_ = OpTypeFloat 64\n"
                                        "        %__0 = OpTypeInt 64 0\n"
                                        "         %13 = OpUndef %x_1\n"
                                        " %a_b_c_d___ = OpUndef %x_1\n"
                                        "       %13_0 = OpUndef %x_1\n"
                                        "               OpName %13_0 \"late\"\n";

static const char names_builtin_in[] = "OpCapability Shader\n"
                                       "OpMemoryModel Logical GLSL450\n"
                                       "OpDecorate %1 BuiltIn WorkgroupSize\n"
                                       "OpDecorate %2 BuiltIn BaseVertex\n"
                                       "OpDecorate %3 BuiltIn Position\n"
                                       "OpName %3 \"pos\"\n"
                                       "%4 = OpTypeInt 32 0\n%5 = OpTypeVector %4 3\n%6 = OpTypePointer Input %5\n"
                                       "%1 = OpVariable %6 Input\n%2 = OpVariable %6 Input\n%3 = OpVariable %6 Input\n";
static const char names_builtin_out[] = "               OpCapability Shader\n"
                                        "               OpMemoryModel Logical GLSL450\n"
                                        "               OpDecorate %gl_WorkGroupSize BuiltIn WorkgroupSize\n"
                                        "               OpDecorate %2 BuiltIn BaseVertex\n"
                                        "               OpDecorate %gl_Position BuiltIn Position\n"
                                        "               OpName %gl_Position \"pos\"\n"
                                        "       %uint = OpTypeInt 32 0\n"
                                        "     %v3uint = OpTypeVector %uint 3\n"
                                        "%_ptr_Input_v3uint = OpTypePointer Input %v3uint\n"
                                        "%gl_WorkGroupSize = OpVariable %_ptr_Input_v3uint Input\n"
                                        "          %2 = OpVariable %_ptr_Input_v3uint Input\n"
                                        "%gl_Position = OpVariable %_ptr_Input_v3uint Input\n";

static const char names_derived_in[] = "OpCapability Shader\n"
                                       "OpMemoryModel Logical GLSL450\n"
                                       "%1 = OpTypeInt 32 0\n%2 = OpTypeInt 32 1\n%3 = OpTypeFloat 32\n"
                                       "%4 = OpConstant %1 4294967295\n%5 = OpConstant %2 -1\n%6 = OpConstant %3 0.5\n"
                                       "%7 = OpTypeStruct %1 %3\n%8 = OpConstant %3 -0.1\n"
                                       "%10 = OpTypeBool\n%11 = OpConstantTrue %10\n%12 = OpConstantTrue %10\n"
                                       "%14 = OpTypeInt 64 1\n%15 = OpConstant %14 -9223372036854775808\n"
                                       "%16 = OpTypeArray %3 %4\n%17 = OpTypeRuntimeArray %3\n"
                                       "%18 = OpTypePointer Function %7\n%19 = OpTypeVector %3 4\n"
                                       "%20 = OpTypeMatrix %19 4\n%21 = OpTypeFloat 16\n%22 = OpConstant %21 1\n"
                                       "%23 = OpTypeVector %24 2\n%24 = OpTypeInt 8 0\n";
static const char names_derived_out[] = "               OpCapability Shader\n"
                                        "               OpMemoryModel Logical GLSL450\n"
                                        "       %uint = OpTypeInt 32 0\n"
                                        "        %int = OpTypeInt 32 1\n"
                                        "      %float = OpTypeFloat 32\n"
                                        "%uint_4294967295 = OpConstant %uint 4294967295\n"
                                        "     %int_n1 = OpConstant %int -1\n"
                                        "  %float_0_5 = OpConstant %float 0.5\n"
                                        "  %_struct_7 = OpTypeStruct %uint %float\n"
                                        "%float_n0_100000001 = OpConstant %float -0.100000001\n"
                                        "       %bool = OpTypeBool\n"
                                        "       %true = OpConstantTrue %bool\n"
                                        "     %true_0 = OpConstantTrue %bool\n"
                                        "       %long = OpTypeInt 64 1\n"
                                        "%long_n9223372036854775808 = OpConstant %long -9223372036854775808\n"
                                        "%_arr_float_uint_4294967295 = OpTypeArray %float %uint_4294967295\n"
                                        "%_runtimearr_float = OpTypeRuntimeArray %float\n"
                                        "%_ptr_Function__struct_7 = OpTypePointer Function %_struct_7\n"
                                        "    %v4float = OpTypeVector %float 4\n"
                                        "%mat4v4float = OpTypeMatrix %v4float 4\n"
                                        "       %half = OpTypeFloat 16\n"
                                        "%half_0x1p_0 = OpConstant %half 0x1p+0\n"
                                        "       %v224 = OpTypeVector %uchar 2\n"
                                        "      %uchar = OpTypeInt 8 0\n";

static void test_friendly_names(void)
{
    check_as_dis("names/opname_collisions", names_collide_in, names_collide_out);
    check_as_dis("names/builtins", names_builtin_in, names_builtin_out);
    check_as_dis("names/derived_types_and_constants", names_derived_in, names_derived_out);
    /* --raw-id: no friendly names, "%7 = " is right-aligned too */
    char why[512] = "";
    char *out = as_dis("%7 = OpTypeVoid\nOpName %7 \"v\"\n", SPVRT_DIS_NO_HEADER | SPVRT_DIS_RAW_ID, why, sizeof why);
    check_text("names/raw_id", out, "          %7 = OpTypeVoid\n               OpName %7 \"v\"\n");
    spvrt_free(g_ctx, out);
}

/* ---- 8. the assembler API ------------------------------------------------- */

static void check_words(const char *name, const uint32_t *got, size_t got_n, const uint32_t *want, size_t want_n)
{
    size_t i = 0;
    while (got && i < got_n && i < want_n && got[i] == want[i])
        i++;
    check(name, got && got_n == want_n && i == want_n, "%zu words (want %zu); first difference at word %zu: 0x%08x, want 0x%08x",
          got_n, want_n, i, got && i < got_n ? got[i] : 0, i < want_n ? want[i] : 0);
}

static void test_assembler(void)
{
    static const char minimal[] = "OpCapability Shader\nOpMemoryModel Logical GLSL450\n";
    uint32_t *w = NULL;
    size_t n = 0;
    spvrt_result r = spvrt_assemble(g_ctx, minimal, strlen(minimal), NULL, &w, &n);
    static const uint32_t minimal_words[] = {0x07230203, 0x00010600, 0, 1, 0, 0x00020011, 1, 0x0003000e, 0, 1};
    check("as/result", r == SPVRT_SUCCESS, "%s", spvrt_result_string(r));
    check_words("as/minimal_words_default_header", w, n, minimal_words, 10);

    spvrt_module *m = NULL;
    char *text = NULL;
    if (r == SPVRT_SUCCESS && spvrt_module_read(g_ctx, w, n, &m) == SPVRT_SUCCESS)
        spvrt_disassemble(g_ctx, m, NULL, &text, NULL);
    check_text("as/disassembled_header",
               text, "; SPIR-V\n; Version: 1.6\n; Generator: Khronos; 0\n; Bound: 1\n; Schema: 0\n"
                     "               OpCapability Shader\n               OpMemoryModel Logical GLSL450\n");
    spvrt_free(g_ctx, text);
    spvrt_module_free(m);
    spvrt_free(g_ctx, w);

    spvrt_as_options ao = {0};
    ao.version = 0x00010300;
    ao.generator = 0x0008000b;
    r = spvrt_assemble(g_ctx, minimal, strlen(minimal), &ao, &w, &n);
    check("as/options_version_generator", r == SPVRT_SUCCESS && n >= 5 && w[1] == 0x00010300 && w[2] == 0x0008000b,
          "result %s, version 0x%08x, generator 0x%08x", spvrt_result_string(r), n >= 5 ? w[1] : 0, n >= 5 ? w[2] : 0);
    m = NULL;
    text = NULL;
    spvrt_dis_options header_only = {SPVRT_DIS_NO_INDENT};
    if (r == SPVRT_SUCCESS && spvrt_module_read(g_ctx, w, n, &m) == SPVRT_SUCCESS)
        spvrt_disassemble(g_ctx, m, &header_only, &text, NULL);
    check("as/generator_in_dis_header", text && strstr(text, "; Version: 1.3\n; Generator: Khronos Glslang Reference Front End; 11\n"),
          "header: %.120s", text ? text : "NULL");
    spvrt_free(g_ctx, text);
    spvrt_module_free(m);
    spvrt_free(g_ctx, w);

    /* an unregistered generator: SPEC 1 "0x03E70007 -> Unknown(999); 7" */
    mb b;
    mb_header(&b, 0x00010000, 1);
    b.w[2] = 0x03E70007;
    m = NULL;
    text = NULL;
    if (spvrt_module_read(g_ctx, b.w, b.n, &m) == SPVRT_SUCCESS)
        spvrt_disassemble(g_ctx, m, NULL, &text, NULL);
    check_str("dis/unknown_generator_header", text, "; SPIR-V\n; Version: 1.0\n; Generator: Unknown(999); 7\n; Bound: 1\n; Schema: 0\n");
    spvrt_free(g_ctx, text);
    spvrt_module_free(m);

    /* SPEC 6.2: ids numbered in order of first appearance */
    static const char order[] = "OpName %b \"b\"\nOpName %5 \"five\"\n%a = OpTypeVoid\n%5 = OpTypeBool\n"
                                "%b = OpTypeFloat 32\n%2 = OpTypeInt 32 0\n";
    static const uint32_t order_words[] = {0x07230203, 0x00010600, 0, 5, 0,
                                           0x00030005, 1, 0x62,
                                           0x00040005, 2, 0x65766966, 0,
                                           0x00020013, 3,
                                           0x00020014, 2,
                                           0x00030016, 1, 32,
                                           0x00040015, 4, 32, 0};
    r = spvrt_assemble(g_ctx, order, strlen(order), NULL, &w, &n);
    check_words("as/ids_by_first_appearance", r == SPVRT_SUCCESS ? w : NULL, n, order_words,
                sizeof order_words / sizeof order_words[0]);
    spvrt_free(g_ctx, w);

    /* SPEC 6.2 --preserve-numeric-ids: a=1, 1000, b=2, bound 1001 */
    static const char preserved[] = "%a = OpTypeVoid\n%1000 = OpTypeBool\n%b = OpTypeInt 32 0\n";
    static const uint32_t preserved_words[] = {0x07230203, 0x00010600, 0, 1001, 0, 0x00020013, 1,
                                               0x00020014, 1000, 0x00040015, 2, 32, 0};
    ao = (spvrt_as_options){0};
    ao.preserve_numeric_ids = 1;
    r = spvrt_assemble(g_ctx, preserved, strlen(preserved), &ao, &w, &n);
    check_words("as/preserve_numeric_ids", r == SPVRT_SUCCESS ? w : NULL, n, preserved_words,
                sizeof preserved_words / sizeof preserved_words[0]);
    spvrt_free(g_ctx, w);
    r = spvrt_assemble(g_ctx, "%12 = OpTypeVoid", 16, &ao, &w, &n);
    check("as/preserve_12", r == SPVRT_SUCCESS && n == 7 && w[3] == 13 && w[6] == 12, "result %s, bound %u, id %u",
          spvrt_result_string(r), n == 7 ? w[3] : 0, n == 7 ? w[6] : 0);
    spvrt_free(g_ctx, w);
    r = spvrt_assemble(g_ctx, "%12 = OpTypeVoid", 16, NULL, &w, &n);
    check("as/not_preserved_12", r == SPVRT_SUCCESS && n == 7 && w[3] == 2 && w[6] == 1, "result %s, bound %u, id %u",
          spvrt_result_string(r), n == 7 ? w[3] : 0, n == 7 ? w[6] : 0);
    spvrt_free(g_ctx, w);

    /* only comments: a header with bound 1 (SPEC 6.3) */
    r = spvrt_assemble(g_ctx, "; nothing\n", 10, NULL, &w, &n);
    check("as/comments_only", r == SPVRT_SUCCESS && n == 5 && w[3] == 1, "result %s, %zu words", spvrt_result_string(r), n);
    spvrt_free(g_ctx, w);
    r = spvrt_assemble(g_ctx, "", 0, NULL, &w, &n);
    check("as/empty_text", r == SPVRT_ERROR_INVALID_TEXT, "result %s", spvrt_result_string(r));

    /* errors: line and column of the offending word (SPEC 6.10: the "-1") */
    static const char bad[] = "OpCapability Shader\nOpMemoryModel Logical GLSL450\n%1 = OpTypeInt 32 0\n"
                              "%2 = OpConstant %1 -1\n";
    static uint32_t sentinel;
    w = &sentinel;
    n = 99;
    r = spvrt_assemble(g_ctx, bad, strlen(bad), NULL, &w, &n);
    const spvrt_diagnostic *d = NULL;
    uint32_t nd = spvrt_context_diagnostics(g_ctx, &d);
    check("as/error_result", r == SPVRT_ERROR_INVALID_TEXT && w == NULL && n == 0 && nd >= 1,
          "result %s, %u diagnostics", spvrt_result_string(r), nd);
    check("as/error_position", nd >= 1 && d[0].line == 4 && d[0].column == 20 && d[0].severity == SPVRT_SEVERITY_ERROR,
          "at %u:%u, want 4:20 (%s)", nd ? d[0].line : 0, nd ? d[0].column : 0, nd ? d[0].message : "");
    static const char bad_opcode[] = "OpCapability Shader\n   OpFoo\n";
    r = spvrt_assemble(g_ctx, bad_opcode, strlen(bad_opcode), NULL, &w, &n);
    nd = spvrt_context_diagnostics(g_ctx, &d);
    check("as/error_unknown_opcode", r == SPVRT_ERROR_INVALID_TEXT && nd >= 1 && d[0].line == 2 && d[0].column == 4,
          "result %s, at %u:%u, want 2:4", spvrt_result_string(r), nd ? d[0].line : 0, nd ? d[0].column : 0);
}

/* ---- 9. allocation ------------------------------------------------------- */

typedef struct run_outcome {
    bool context_null;
    spvrt_result as, read, write, dis; /* 1: not reached */
    char *text;                        /* malloc'd copy of the disassembly */
} run_outcome;

static void full_run(alloc_stats *st, run_outcome *o)
{
    memset(o, 0, sizeof *o);
    o->as = o->read = o->write = o->dis = (spvrt_result)1;
    spvrt_context *ctx = counted_context(st);
    if (!ctx) {
        o->context_null = true;
        return;
    }
    spvrt_as_options ao = {0};
    ao.preserve_numeric_ids = 1;
    uint32_t *words = NULL;
    size_t count = 0;
    o->as = spvrt_assemble(ctx, names_derived_in, strlen(names_derived_in), &ao, &words, &count);
    if (o->as == SPVRT_SUCCESS) {
        spvrt_module *m = NULL;
        o->read = spvrt_module_read(ctx, words, count, &m);
        if (o->read == SPVRT_SUCCESS) {
            uint8_t *bytes = NULL;
            size_t nbytes = 0;
            o->write = spvrt_module_write(m, &bytes, &nbytes);
            spvrt_free(ctx, bytes);
            char *text = NULL;
            o->dis = spvrt_disassemble(ctx, m, NULL, &text, NULL);
            if (text) {
                o->text = malloc(strlen(text) + 1);
                if (o->text)
                    strcpy(o->text, text);
            }
            spvrt_free(ctx, text);
        }
        spvrt_module_free(m);
    }
    spvrt_free(ctx, words);
    spvrt_context_destroy(ctx);
}

static const char *step_result(spvrt_result r)
{
    return r == (spvrt_result)1 ? "not reached" : spvrt_result_string(r);
}

static bool acceptable(spvrt_result r)
{
    return r == SPVRT_SUCCESS || r == SPVRT_ERROR_OUT_OF_MEMORY || r == (spvrt_result)1;
}

static void test_allocation(void)
{
    alloc_stats st = {0};
    run_outcome ref;
    full_run(&st, &ref);
    unsigned long total = st.calls;
    check("alloc/reference_run", !ref.context_null && ref.as == SPVRT_SUCCESS && ref.read == SPVRT_SUCCESS &&
                                     ref.write == SPVRT_SUCCESS && ref.dis == SPVRT_SUCCESS && ref.text,
          "as %d read %d write %d dis %d", ref.as, ref.read, ref.write, ref.dis);
    check("alloc/reference_no_leak", st.live_blocks == 0 && st.live_bytes == 0 && st.bad_sizes == 0 && total > 0,
          "%lld blocks, %lld bytes live, %lu wrong old_size arguments, %lu allocations", st.live_blocks,
          st.live_bytes, st.bad_sizes, total);

    for (int later = 0; later < 2; later++) {
        unsigned long bad_result = 0, leak = 0, wrong_text = 0, bad_size = 0, bad_as = 0, bad_read = 0;
        char first_bad[256] = "", first_leak[128] = "", first_text[128] = "";
        for (unsigned long nth = 1; nth <= total; nth++) {
            alloc_stats s = {0};
            s.fail_at = nth;
            s.fail_later = later;
            run_outcome o;
            full_run(&s, &o);
            if (!acceptable(o.as) || !acceptable(o.read) || !acceptable(o.write) || !acceptable(o.dis)) {
                if (!bad_result++)
                    snprintf(first_bad, sizeof first_bad, "allocation %lu failing: assemble %s, read %s, write %s, dis %s",
                             nth, step_result(o.as), step_result(o.read), step_result(o.write),
                             step_result(o.dis));
                bad_as += !acceptable(o.as);
                bad_read += !acceptable(o.read);
            }
            if (s.live_blocks != 0 || s.live_bytes != 0) {
                if (!leak++)
                    snprintf(first_leak, sizeof first_leak, "allocation %lu failing: %lld blocks, %lld bytes left", nth,
                             s.live_blocks, s.live_bytes);
            }
            bad_size += s.bad_sizes;
            if (o.dis == SPVRT_SUCCESS && (!o.text || !ref.text || strcmp(o.text, ref.text) != 0)) {
                if (!wrong_text++)
                    snprintf(first_text, sizeof first_text, "allocation %lu failing: a different text", nth);
            }
            free(o.text);
        }
        char name[64];
        snprintf(name, sizeof name, "alloc/%s_results", later ? "fail_from_nth" : "fail_nth");
        check(name, bad_result == 0,
              "%lu of %lu runs returned an error other than out of memory (assemble %lu, read %lu); first: %s",
              bad_result, total, bad_as, bad_read, first_bad);
        snprintf(name, sizeof name, "alloc/%s_no_leak", later ? "fail_from_nth" : "fail_nth");
        check(name, leak == 0 && bad_size == 0, "%lu of %lu runs leaked (%lu wrong old sizes); first: %s", leak, total,
              bad_size, first_leak);
        snprintf(name, sizeof name, "alloc/%s_text_intact", later ? "fail_from_nth" : "fail_nth");
        check(name, wrong_text == 0, "%lu runs reported success with a wrong text; first: %s", wrong_text, first_text);
    }
    free(ref.text);
    printf("# allocation tests: %lu allocations in a full run\n", total);
}

/* ---- 10. target environments -------------------------------------------- */

static void test_target_env(void)
{
    static const struct {
        const char *name;
        uint32_t version;
    } envs[] = {
        {"spv1.0", 0x00010000}, {"spv1.1", 0x00010100}, {"spv1.2", 0x00010200}, {"spv1.3", 0x00010300},
        {"spv1.4", 0x00010400}, {"spv1.5", 0x00010500}, {"spv1.6", 0x00010600}, {"vulkan1.0", 0x00010000},
        {"vulkan1.1", 0x00010300}, {"vulkan1.1spv1.4", 0x00010400}, {"vulkan1.2", 0x00010500},
        {"vulkan1.3", 0x00010600}, {"opencl2.2", 0x00010200}, {"opengl4.5", 0x00010000},
    };
    for (size_t i = 0; i < sizeof envs / sizeof envs[0]; i++) {
        uint32_t v = 0xDEADBEEF;
        spvrt_result r = spvrt_target_env_version(envs[i].name, &v);
        char name[64];
        snprintf(name, sizeof name, "target_env/%s", envs[i].name);
        check(name, r == SPVRT_SUCCESS && v == envs[i].version, "result %s, version 0x%08x (want 0x%08x)",
              spvrt_result_string(r), v, envs[i].version);
    }
    uint32_t v = 0;
    check("target_env/unknown", spvrt_target_env_version("universal1.0", &v) == SPVRT_ERROR_INVALID_ARGUMENT &&
                                    spvrt_target_env_version("vulkan1.9", &v) == SPVRT_ERROR_INVALID_ARGUMENT &&
                                    spvrt_target_env_version("", &v) == SPVRT_ERROR_INVALID_ARGUMENT,
          "an unknown name was accepted");
    check("target_env/null", spvrt_target_env_version(NULL, &v) == SPVRT_ERROR_INVALID_ARGUMENT &&
                                 spvrt_target_env_version("spv1.0", NULL) == SPVRT_ERROR_INVALID_ARGUMENT,
          "NULL accepted");
}

/* ---- device profiles (src/val/profile.c) ------------------------------- */

static spvrt_result load_profile(spvrt_context *ctx, const char *text, size_t length, spvrt_device_profile **p)
{
    spvrt_result r = spvrt_device_profile_create(ctx, p);
    if (r != SPVRT_SUCCESS)
        return r;
    return spvrt_device_profile_load_json(*p, text, length);
}

static void test_device_profile(void)
{
    /* the Vulkan Profiles layout vulkaninfo --json writes (capabilities.device, profiles.*.api-version) */
    static const char doc[] =
        "{\n"
        "  \"$schema\": \"https://schema.khronos.org/vulkan/profiles-0.8-latest.json\",\n"
        "  \"capabilities\": {\"device\": {\n"
        "    \"extensions\": {\"VK_KHR_shader_clock\": 1},\n"
        "    \"features\": {\"VkPhysicalDeviceFeatures\": {\"shaderFloat64\": true, \"shaderInt16\": false},\n"
        "                   \"VkPhysicalDeviceShaderFloat16Int8Features\": {\"shaderInt8\": true}},\n"
        "    \"properties\": {\"VkPhysicalDeviceProperties\": {\"limits\": {\"maxComputeWorkGroupCount\": [65535, 8, 4]}},\n"
        "                     \"VkPhysicalDeviceSubgroupProperties\": {\"supportedStages\": [\"VK_SHADER_STAGE_COMPUTE_BIT\"],\n"
        "                        \"supportedOperations\": \"VK_SUBGROUP_FEATURE_BASIC_BIT | VK_SUBGROUP_FEATURE_VOTE_BIT\"},\n"
        "                     \"VkPhysicalDeviceFloatControlsProperties\": {\"denormBehaviorIndependence\":\n"
        "                        \"VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_NONE\"}}}},\n"
        "  \"profiles\": {\"VP_TEST\": {\"version\": 1, \"api-version\": \"1.3.230\", \"capabilities\": [\"device\"]}}\n"
        "}\n";
    size_t n = sizeof doc - 1;
    spvrt_device_profile *p = NULL;
    check_u("profile: loads", (uint64_t)load_profile(g_ctx, doc, n, &p), SPVRT_SUCCESS);
    if (p) {
        bool known;
        uint64_t value = 0;
        check("profile: api-version 1.3.230", spvrt_device_profile_api_version(p) == 0x10300, "%x",
              spvrt_device_profile_api_version(p));
        check("profile: features", spvrt_profile_true(p, "shaderFloat64") && spvrt_profile_true(p, "shaderInt8") &&
                                       !spvrt_profile_true(p, "shaderInt16") && !spvrt_profile_true(p, "geometryShader"),
              "feature values");
        check("profile: extension", spvrt_profile_has_extension(p, "VK_KHR_shader_clock") &&
                                        !spvrt_profile_has_extension(p, "VK_KHR_shader"), "extensions");
        check("profile: nested limit array", spvrt_profile_number(p, "maxComputeWorkGroupCount", 2, &value) && value == 4,
              "%llu", (unsigned long long)value);
        check("profile: subgroup flags renamed and split",
              spvrt_profile_has_flag(p, "subgroupSupportedStages", "VK_SHADER_STAGE_COMPUTE_BIT", &known) && known &&
                  spvrt_profile_has_flag(p, "subgroupSupportedOperations", "VK_SUBGROUP_FEATURE_VOTE_BIT", &known) &&
                  !spvrt_profile_has_flag(p, "subgroupSupportedOperations", "VK_SUBGROUP_FEATURE_VOTE", &known),
              "flag lists");
        check("profile: enumerant", spvrt_profile_has_flag(p, "denormBehaviorIndependence",
                                                           "VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_NONE", &known),
              "enumerant");
        check_u("profile: enable a STRUCT::member feature",
                (uint64_t)spvrt_device_profile_enable_feature(p, "VkPhysicalDeviceFeatures::geometryShader"), SPVRT_SUCCESS);
        check("profile: enabled", spvrt_profile_true(p, "geometryShader"), "geometryShader");
        check_u("profile: unknown feature", (uint64_t)spvrt_device_profile_enable_feature(p, "shaderFloat65"),
                (uint64_t)(int64_t)SPVRT_ERROR_INVALID_ARGUMENT);
        check_u("profile: subgroup bit", (uint64_t)spvrt_device_profile_enable_feature(p, "VK_SUBGROUP_FEATURE_QUAD_BIT"),
                SPVRT_SUCCESS);
        check("profile: subgroup bit added", spvrt_profile_has_flag(p, "subgroupSupportedOperations",
                                                                   "VK_SUBGROUP_FEATURE_QUAD_BIT", &known), "quad");
        spvrt_device_profile_destroy(p);
    }
    /* every proper prefix is malformed: an error with a position, never a crash or a leak */
    alloc_stats st = {0};
    spvrt_context *ctx = counted_context(&st);
    load_profile(ctx, doc, 1, &p); /* the context keeps its diagnostic arrays: count from here */
    spvrt_device_profile_destroy(p);
    spvrt_diag_reset(ctx);
    long long blocks = st.live_blocks;
    unsigned bad = 0;
    for (size_t k = 0; k < n - 1; k++) {
        spvrt_result r = load_profile(ctx, doc, k, &p);
        const spvrt_diagnostic *d;
        uint32_t count = spvrt_context_diagnostics(ctx, &d);
        if (r != SPVRT_ERROR_INVALID_TEXT || count != 1 || d[0].line < 1 || d[0].line > 14)
            bad++;
        spvrt_device_profile_destroy(p);
        p = NULL;
    }
    check_u("profile: every truncation is an error at a line", bad, 0);
    /* malformed and hostile documents */
    static const struct {
        const char *text;
        spvrt_result want;
        uint32_t line, column;
    } cases[] = {
        {"", SPVRT_ERROR_INVALID_TEXT, 1, 1},
        {"{\"a\": tru}", SPVRT_ERROR_INVALID_TEXT, 1, 0},
        {"{\n\n  \"a\": [1,,2]}", SPVRT_ERROR_INVALID_TEXT, 3, 0},
        {"[1]", SPVRT_ERROR_INVALID_TEXT, 1, 1},
        {"{} {}", SPVRT_ERROR_INVALID_TEXT, 1, 4},
        {"{\"capabilities\": 5, \"profiles\": [true]}", SPVRT_SUCCESS, 0, 0},
        {"{\"capabilities\": {\"d\": {\"features\": [1], \"properties\": {\"VkX\": 3}, \"extensions\": \"VK_A\"}}}",
         SPVRT_SUCCESS, 0, 0},
        {"{\"capabilities\": {\"d\": {\"features\": {\"VkPhysicalDeviceFeatures\": {\"shaderFloat64\": \"true\", "
         "\"a\": null, \"b\": [[1]], \"c\": [\"x\", 1]}}}}, \"profiles\": {\"p\": {\"api-version\": \"x.y\"}}}",
         SPVRT_SUCCESS, 0, 0},
        {"{\"VkPhysicalDeviceProperties\": {\"apiVersion\": 4206822}, \"ArrayOfVkExtensionProperties\": "
         "[{\"extensionName\": \"VK_KHR_shader_clock\"}, 7, {\"extensionName\": 1}]}", SPVRT_SUCCESS, 0, 0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char name[64];
        snprintf(name, sizeof name, "profile: malformed case %zu", k);
        spvrt_result r = load_profile(ctx, cases[k].text, strlen(cases[k].text), &p);
        const spvrt_diagnostic *d;
        uint32_t count = spvrt_context_diagnostics(ctx, &d);
        bool ok = r == cases[k].want;
        if (ok && cases[k].line)
            ok = count == 1 && d[0].line == cases[k].line && (!cases[k].column || d[0].column == cases[k].column);
        check(name, ok, "result %d, %u diagnostics, %u:%u", r, count, count ? d[0].line : 0, count ? d[0].column : 0);
        if (k == 7)
            check("profile: a string is not a true feature", p && !spvrt_profile_true(p, "shaderFloat64"), "true");
        if (k == 8)
            check("profile: devsim apiVersion and extensions", p && spvrt_device_profile_api_version(p) == 0x10300 &&
                                                                   spvrt_profile_has_extension(p, "VK_KHR_shader_clock"),
                  "devsim");
        spvrt_device_profile_destroy(p);
        p = NULL;
    }
    /* nesting far beyond the tokenizer's limit */
    size_t deep = 200000;
    char *text = malloc(deep);
    if (text) {
        memset(text, '[', deep);
        spvrt_result r = load_profile(ctx, text, deep, &p);
        check("profile: deep nesting is an error", r == SPVRT_ERROR_INVALID_TEXT, "result %d", r);
        spvrt_device_profile_destroy(p);
        p = NULL;
        free(text);
    }
    /* out of memory at each allocation: an error, never a crash or a leak */
    unsigned failures = 0;
    for (unsigned long at = 1; at < 400; at++) {
        st.calls = 0;
        st.fail_at = at;
        spvrt_result r = load_profile(ctx, doc, n, &p);
        if (r != SPVRT_SUCCESS && r != SPVRT_ERROR_OUT_OF_MEMORY)
            failures++;
        spvrt_device_profile_destroy(p);
        p = NULL;
    }
    st.fail_at = 0;
    check_u("profile: allocation failures give out of memory", failures, 0);
    spvrt_diag_reset(ctx);
    check("profile: nothing leaks", st.live_blocks == blocks, "%lld blocks live, %lld before", st.live_blocks, blocks);
    spvrt_context_destroy(ctx);
}

int main(void)
{
    g_ctx = spvrt_context_create(NULL);
    if (!g_ctx) {
        printf("FAIL context: spvrt_context_create returned NULL\nunit tests done\n");
        return 1;
    }
    test_idmap();
    test_grammar();
    test_seed_supplement();
    test_numbers();
    test_reader();
    test_operands();
    test_friendly_names();
    test_assembler();
    test_allocation();
    test_target_env();
    test_device_profile();
    spvrt_context_destroy(g_ctx);
    printf("# %u checks, %u failed\n", g_checks, g_failures);
    printf("unit tests done\n");
    return g_failures ? 1 : 0;
}
