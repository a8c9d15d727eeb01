/* libFuzzer target: arbitrary bytes through the binary reader, the
 * validator, reflection, the disassembler (every flag set) and the writer.  A module that reads must
 * disassemble and be written back byte for byte. */
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return 0;
    spvrt_module *m = NULL;
    if (spvrt_module_read_bytes(ctx, data, size, &m) == SPVRT_SUCCESS) {
        spvrt_result verdict = spvrt_validate(ctx, m, NULL);
        if (verdict != SPVRT_SUCCESS && verdict != SPVRT_ERROR_INVALID_MODULE)
            abort();
        spvrt_reflection *reflection = NULL;
        spvrt_result reflected = spvrt_reflect_module(ctx, m, &reflection);
        if (reflected == SPVRT_SUCCESS) {
            char *json = NULL;
            if (spvrt_reflection_write(ctx, m, reflection, SPVRT_REFLECT_JSON, NULL, &json, NULL) != SPVRT_SUCCESS)
                abort();
            spvrt_free(ctx, json);
            spvrt_reflection_free(ctx, reflection);
        } else if (reflected != SPVRT_ERROR_INVALID_BINARY) {
            abort();
        }
        static const uint32_t flag_sets[] = {0, SPVRT_DIS_RAW_ID, SPVRT_DIS_NO_HEADER | SPVRT_DIS_NO_INDENT,
                                             SPVRT_DIS_OFFSETS};
        for (size_t i = 0; i < sizeof flag_sets / sizeof flag_sets[0]; i++) {
            spvrt_dis_options options = {flag_sets[i]};
            char *text = NULL;
            size_t length = 0;
            if (spvrt_disassemble(ctx, m, &options, &text, &length) != SPVRT_SUCCESS || strlen(text) != length)
                abort();
            spvrt_free(ctx, text);
        }
        uint8_t *bytes = NULL;
        size_t count = 0;
        if (spvrt_module_write(m, &bytes, &count) != SPVRT_SUCCESS || count != size || memcmp(bytes, data, size) != 0)
            abort();
        spvrt_free(ctx, bytes);
        spvrt_module_free(m);
    }
    spvrt_context_destroy(ctx);
    return 0;
}
