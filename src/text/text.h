/* Private header of the text layer: the SPIRV-Tools assembly format. */
#ifndef SPVRT_TEXT_H
#define SPVRT_TEXT_H

#include "../core/core.h"

/* ---- friendly names (names.c) -------------------------------------------- */

/* Names for every id of a module, as spirv-dis chooses them: OpName
 * strings, then names derived from types and constants, made unique with a
 * "_N" suffix; ids left unnamed print as their number. */
typedef struct spvrt_names {
    spvrt_context *ctx;
    spvrt_idmap offset;      /* id -> offset into text (UINT32_MAX: unnamed) */
    spvrt_buffer text;       /* NUL-separated names */
    spvrt_buffer number;     /* scratch for constant values, reused */
    uint32_t *used;          /* hash set of name offsets (offset + 1; 0 = empty) */
    uint32_t used_capacity, used_count;
} spvrt_names;

bool spvrt_names_build(spvrt_names *names, const spvrt_module *m);
/* The name of an id (without '%'); numbers are written to scratch. */
const char *spvrt_names_get(const spvrt_names *names, uint32_t id, char scratch[12]);
void spvrt_names_free(spvrt_names *names);

/* ---- one instruction (disassemble.c) ---------------------------------------- */

/* Append inst as spirv-dis prints it, without indentation or newline, with
 * friendly names (or raw ids when names is NULL).  For diagnostics. */
void spvrt_text_instruction(spvrt_buffer *out, const spvrt_module *m, const spvrt_names *names,
                            const spvrt_instruction *inst);

/* ---- numbers (numbers.c) ---------------------------------------------------- */

/* Append a typed literal number as spirv-dis prints it. */
void spvrt_format_number(spvrt_buffer *out, const uint32_t *words, spvrt_number_kind kind, unsigned bits);

#endif
