/* libFuzzer target: arbitrary text through the assembler (both id modes);
 * what assembles is read back and disassembled.  Errors must carry a
 * position inside the text. */
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 0;
    for (int preserve = 0; preserve < 2; preserve++) {
        spvrt_as_options options = {0};
        options.preserve_numeric_ids = preserve;
        uint32_t *words = NULL;
        size_t count = 0;
        spvrt_result r = spvrt_assemble(ctx, (const char *)data, size, &options, &words, &count);
        if (r == SPVRT_ERROR_INVALID_TEXT) {
            const spvrt_diagnostic *d;
            uint32_t n = spvrt_context_diagnostics(ctx, &d);
            if (n == 0 || d[0].line == 0 || d[0].column == 0)
                abort();
            continue;
        }
        if (r != SPVRT_SUCCESS || count < 5)
            abort();
        spvrt_module *m = NULL;
        if (spvrt_module_read(ctx, words, count, &m) == SPVRT_SUCCESS) {
            char *text = NULL;
            size_t length = 0;
            if (spvrt_disassemble(ctx, m, NULL, &text, &length) != SPVRT_SUCCESS)
                abort();
            spvrt_free(ctx, text);
            spvrt_module_free(m);
        }
        spvrt_free(ctx, words);
    }
    spvrt_context_destroy(ctx);
    return 0;
}
