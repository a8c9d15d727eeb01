/* Private header of the reflection layer (docs/reflect.md): the arena that owns a spvrt_reflection, and
 * what the writer (write.c) shares with the builder (reflect.c). */
#ifndef SPVRT_REFLECT_H
#define SPVRT_REFLECT_H

#include "../text/text.h"

/* A block of the arena: everything a reflection points at lives in these. */
typedef struct reflect_block {
    struct reflect_block *next;
    size_t used, size;
    /* data follows, 16-byte aligned */
} reflect_block;

/* The allocation behind a spvrt_reflection: the public struct first, so a pointer to one is a pointer to
 * the other. */
typedef struct reflect_holder {
    spvrt_reflection pub;
    spvrt_context *ctx;
    reflect_block *blocks;
} reflect_holder;

/* Names of the SPIR-V enumerants the output prints ("GLCompute", "StorageBuffer"), or "" when the grammar
 * has none. */
static inline const char *reflect_enum_name(spvrt_operand_kind kind, uint32_t value)
{
    const char *name = spvrt_grammar_enumerant_name(kind, value);
    return name ? name : "";
}

/* The spelling of a kind, descriptor type and access in text and JSON (docs/reflect.md). */
const char *spvrt_reflect_kind_name(spvrt_reflect_kind kind);
const char *spvrt_reflect_descriptor_name(spvrt_reflect_descriptor descriptor);

#endif
