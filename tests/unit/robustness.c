/* Hostile-input checks for the reader and the text layer, one binary at a
 * time: every prefix (truncation), header corruptions, word-count, opcode
 * and operand corruptions of each instruction, the byte-swapped module.
 * Each must end in SPVRT_SUCCESS or SPVRT_ERROR_INVALID_BINARY with a
 * located diagnostic -- never a crash (the suite runs this under ASan and
 * UBSan).  Whatever reads successfully is validated, reflected and disassembled, and
 * (for the module and its prefixes) its text must assemble again.
 *
 * Reading a prefix costs its length, so all prefixes cost n^2/2 words: for
 * modules longer than FULL_WORDS (only the benchmark-sized shaders), every
 * prefix up to the first instruction boundary past FULL_WORDS is tried, and
 * beyond it 4096 evenly spaced prefixes and the last 64; the corruption
 * tests run on that leading part, which is itself a module.
 *
 * usage: spvrt_robustness [--no-reflect] FILE.spv...   prints a summary, exits 1 on failure
 * (--no-reflect: the suite's sanitized pass, whose reflect group mutates modules itself)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

enum { FULL_WORDS = 16384 };

/* --no-reflect clears it */
static bool reflect_too = true;

static unsigned long cases, failures;

static void failf(const char *file, const char *what, size_t detail, const char *why)
{
    failures++;
    if (failures <= 20)
        printf("FAIL %s: %s %zu: %s\n", file, what, detail, why);
}

/* Read words; check the outcome is clean; optionally (text_too) disassemble
 * a module that reads, and, for text_too == 2, assemble its text again.
 * Corrupted modules only need to disassemble: their text may hold what the
 * text format cannot say (a 7-bit type with the literal 264). */
static void try_words(spvrt_context *ctx, const char *file, const char *what, size_t detail, const uint32_t *words,
                      size_t count, int text_too)
{
    cases++;
    spvrt_module *m = NULL;
    spvrt_result r = spvrt_module_read(ctx, words, count, &m);
    if (r == SPVRT_ERROR_INVALID_BINARY) {
        const spvrt_diagnostic *d;
        uint32_t n = spvrt_context_diagnostics(ctx, &d);
        if (n == 0 || !d[0].message || !d[0].message[0])
            failf(file, what, detail, "rejected without a diagnostic");
        else if (d[0].word_offset > count)
            failf(file, what, detail, "diagnostic located past the end of the module");
        return;
    }
    if (r != SPVRT_SUCCESS) {
        failf(file, what, detail, spvrt_result_string(r));
        return;
    }
    /* the validator runs on whatever reads: a verdict, never a crash */
    spvrt_result v = spvrt_validate(ctx, m, NULL);
    if (v != SPVRT_SUCCESS && v != SPVRT_ERROR_INVALID_MODULE)
        failf(file, what, detail, "the validator failed to give a verdict");
    /* reflection too (src/reflect): a description, or a located error */
    spvrt_reflection *reflection = NULL;
    spvrt_result rr = reflect_too ? spvrt_reflect_module(ctx, m, &reflection) : SPVRT_ERROR_INVALID_BINARY;
    if (!reflect_too) {
        /* not asked */
    } else if (rr == SPVRT_SUCCESS) {
        char *json = NULL;
        if (spvrt_reflection_write(ctx, m, reflection, SPVRT_REFLECT_JSON, NULL, &json, NULL) != SPVRT_SUCCESS)
            failf(file, what, detail, "reflected but cannot be written");
        spvrt_free(ctx, json);
        spvrt_reflection_free(ctx, reflection);
    } else if (rr != SPVRT_ERROR_INVALID_BINARY || spvrt_context_diagnostics(ctx, NULL) == 0) {
        failf(file, what, detail, "reflection failed without a located error");
    }
    if (text_too) {
        char *text;
        size_t length;
        static const uint32_t flag_sets[] = {0, 1u, 2u | 4u | 8u};
        for (size_t i = 0; i < sizeof flag_sets / sizeof flag_sets[0]; i++) {
            spvrt_dis_options options = {flag_sets[i]};
            if (spvrt_disassemble(ctx, m, &options, &text, &length) != SPVRT_SUCCESS) {
                failf(file, what, detail, "read but cannot be disassembled");
                break;
            }
            if (strlen(text) != length)
                failf(file, what, detail, "disassembly length mismatch");
            if (i == 1 && text_too == 2) { /* raw ids: assembling must succeed */
                uint32_t *back;
                size_t back_count;
                spvrt_as_options as = {0};
                as.preserve_numeric_ids = 1;
                if (spvrt_assemble(ctx, text, length, &as, &back, &back_count) != SPVRT_SUCCESS) {
                    const spvrt_diagnostic *d;
                    uint32_t n = spvrt_context_diagnostics(ctx, &d);
                    failf(file, what, detail, n ? d[0].message : "its disassembly does not assemble");
                } else {
                    spvrt_free(ctx, back);
                }
            }
            spvrt_free(ctx, text);
        }
    }
    spvrt_module_free(m);
}

static uint32_t swap32(uint32_t v)
{
    return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
}

static void check_file(const char *file)
{
    FILE *f = fopen(file, "rb");
    if (!f) {
        failf(file, "open", 0, "cannot open");
        return;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, f) != (size_t)size) {
        fclose(f);
        free(bytes);
        failf(file, "read", 0, "cannot read");
        return;
    }
    fclose(f);
    size_t count = (size_t)size / 4;
    uint32_t *words = malloc((count + 1) * 4), *work = malloc((count + 1) * 4);
    memcpy(words, bytes, count * 4);
    spvrt_context *ctx = spvrt_context_create(NULL);

    /* The module itself reads, disassembles and reassembles. */
    spvrt_module *m = NULL;
    if (spvrt_module_read(ctx, words, count, &m) != SPVRT_SUCCESS) {
        failf(file, "the module itself", 0, "does not read");
    } else {
        uint8_t *written;
        size_t written_size;
        if (spvrt_module_write(m, &written, &written_size) != SPVRT_SUCCESS || written_size != count * 4 ||
            memcmp(written, words, written_size) != 0)
            failf(file, "write", 0, "the writer does not reproduce the input word for word");
        else
            spvrt_free(ctx, written);
        spvrt_module_free(m);
    }
    try_words(ctx, file, "whole module", count, words, count, 2);

    /* The leading part: up to the first instruction boundary past FULL_WORDS. */
    size_t lead = 5;
    while (lead < count && lead < FULL_WORDS && (words[lead] >> 16) != 0)
        lead += words[lead] >> 16;
    if (lead > count || count <= FULL_WORDS)
        lead = count;

    /* Every prefix, in words; and byte lengths that are not whole words. */
    memcpy(work, words, count * 4);
    for (size_t n = 0; n < count; n++) {
        if (n > lead && n + 64 < count && (n - lead) % ((count - lead) / 4096 + 1) != 0)
            continue;
        try_words(ctx, file, "prefix of words", n, work, n, n % 97 == 0 ? 2 : 0);
    }
    for (size_t n = 1; n < 8 && n < (size_t)size; n++) {
        cases++;
        spvrt_module *mm = NULL;
        if (spvrt_module_read_bytes(ctx, bytes, (size_t)size - n, &mm) == SPVRT_SUCCESS) {
            if (n % 4)
                failf(file, "byte length", (size_t)size - n, "a length not a multiple of 4 was accepted");
            spvrt_module_free(mm);
        }
    }

    /* Header corruptions. */
    static const uint32_t header_values[] = {0, 1, 2, 0x10000, 0x10600, 0x10700, 0xFFFF, 0x7FFFFFFF, 0xFFFFFFFF};
    for (size_t word = 0; word < 5 && word < lead; word++) {
        for (size_t v = 0; v < sizeof header_values / sizeof header_values[0]; v++) {
            memcpy(work, words, lead * 4);
            work[word] = header_values[v];
            try_words(ctx, file, "header word", word * 100 + v, work, lead, word == 3 && v < 3);
        }
    }

    /* Per instruction: word counts, opcodes and operand words. */
    size_t index = 0;
    for (size_t at = 5; at < lead && index < 3000; index++) {
        uint32_t first = words[at], wc = first >> 16, op = first & 0xFFFF;
        static const uint32_t counts[] = {0, 1, 2, 0xFFFF};
        for (size_t c = 0; c < 4 + 2; c++) {
            uint32_t new_count = c < 4 ? counts[c] : (c == 4 ? wc + 1 : wc - 1);
            memcpy(work, words, lead * 4);
            work[at] = (new_count << 16) | op;
            try_words(ctx, file, "word count of instruction", index, work, lead, 0);
        }
        static const uint32_t opcodes[] = {0, 0xFFFF, 350, 4472, 5313, 5076};
        for (size_t c = 0; c < sizeof opcodes / sizeof opcodes[0]; c++) {
            memcpy(work, words, lead * 4);
            work[at] = (wc << 16) | opcodes[c];
            try_words(ctx, file, "opcode of instruction", index, work, lead, 0);
        }
        if (index < 400) {
            for (uint32_t k = 1; k < wc && k < 12 && at + k < lead; k++) {
                static const uint32_t values[] = {0, 0xFFFFFFFF, 0x80000000, 7};
                for (size_t v = 0; v < 4; v++) {
                    memcpy(work, words, lead * 4);
                    work[at + k] = values[v];
                    try_words(ctx, file, "operand word of instruction", index, work, lead, index < 60);
                }
            }
        }
        if (wc == 0)
            break;
        at += wc;
    }

    /* The byte-swapped module reads and disassembles to the same text. */
    for (size_t i = 0; i < count; i++)
        work[i] = swap32(words[i]);
    spvrt_module *a = NULL, *b = NULL;
    cases++;
    if (spvrt_module_read(ctx, words, count, &a) == SPVRT_SUCCESS &&
        spvrt_module_read(ctx, work, count, &b) == SPVRT_SUCCESS) {
        char *ta, *tb;
        size_t la, lb;
        if (spvrt_disassemble(ctx, a, NULL, &ta, &la) != SPVRT_SUCCESS ||
            spvrt_disassemble(ctx, b, NULL, &tb, &lb) != SPVRT_SUCCESS || la != lb || memcmp(ta, tb, la) != 0)
            failf(file, "byte-swapped module", 0, "does not disassemble to the same text");
        else {
            uint8_t *written;
            size_t ws;
            if (spvrt_module_write(b, &written, &ws) != SPVRT_SUCCESS || ws != count * 4 ||
                memcmp(written, work, ws) != 0)
                failf(file, "byte-swapped module", 0, "is not written back in its own byte order");
            else
                spvrt_free(ctx, written);
            spvrt_free(ctx, ta);
            spvrt_free(ctx, tb);
        }
    } else {
        failf(file, "byte-swapped module", 0, "does not read");
    }
    spvrt_module_free(a);
    spvrt_module_free(b);
    spvrt_context_destroy(ctx);
    free(words);
    free(work);
    free(bytes);
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-reflect") == 0)
            reflect_too = false;
        else
            check_file(argv[i]);
    }
    printf("%lu cases, %lu failures\n", cases, failures);
    return failures ? 1 : 0;
}
