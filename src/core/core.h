/* Private header of the core layer: allocation, diagnostics, buffers, the
 * bounds-checked binary reader and the module IR. */
#ifndef SPVRT_CORE_H
#define SPVRT_CORE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../grammar/grammar.h"
#include "spvrt/spvrt.h"

#define SPVRT_MAGIC 0x07230203u
#define SPVRT_HEADER_WORDS 5

#if defined(__GNUC__)
#define SPVRT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define SPVRT_PRINTF(f, a)
#endif

/* ---- context, allocation ---------------------------------------------- */

struct spvrt_context {
    spvrt_alloc_fn alloc;
    void *alloc_user;
    spvrt_diagnostic_fn diagnostic;
    void *diagnostic_user;
    /* diagnostics of the last operation; strings live in `text` */
    spvrt_diagnostic *diags;
    uint32_t diag_count, diag_capacity;
    char **texts;
    uint32_t text_count, text_capacity;
    uint32_t error_count;
};

/* Every block carries its size in front, so that spvrt_free needs no size. */
void *spvrt_alloc(spvrt_context *ctx, size_t size);
void *spvrt_alloc_zero(spvrt_context *ctx, size_t count, size_t size);
void *spvrt_realloc(spvrt_context *ctx, void *block, size_t size);
/* Grow *array (element size elem) to hold at least need elements. */
bool spvrt_grow(spvrt_context *ctx, void **array, uint32_t *capacity, uint32_t need, size_t elem);

/* Start a new operation: forget the previous diagnostics. */
void spvrt_diag_reset(spvrt_context *ctx);
/* Record a diagnostic (and pass it to the callback).  location fields are
 * taken from *where; message is formatted.  Returns false if out of memory. */
bool spvrt_diag(spvrt_context *ctx, const spvrt_diagnostic *where, const char *fmt, ...) SPVRT_PRINTF(3, 4);
bool spvrt_diagv(spvrt_context *ctx, const spvrt_diagnostic *where, const char *fmt, va_list ap);

/* ---- growable byte buffer ----------------------------------------------- */

typedef struct spvrt_buffer {
    spvrt_context *ctx;
    char *data;
    size_t length, capacity;
    bool failed; /* an allocation failed; further appends are ignored */
} spvrt_buffer;

void spvrt_buffer_init(spvrt_buffer *b, spvrt_context *ctx);
bool spvrt_buffer_reserve(spvrt_buffer *b, size_t extra);
void spvrt_buffer_append(spvrt_buffer *b, const char *s, size_t n);
void spvrt_buffer_puts(spvrt_buffer *b, const char *s);
void spvrt_buffer_putc(spvrt_buffer *b, char c);
void spvrt_buffer_fill(spvrt_buffer *b, char c, size_t n);
void spvrt_buffer_u32(spvrt_buffer *b, uint32_t v);
void spvrt_buffer_printf(spvrt_buffer *b, const char *fmt, ...) SPVRT_PRINTF(2, 3);
void spvrt_buffer_free(spvrt_buffer *b);

/* ---- id map: id -> uint32 value ---------------------------------------- */

/* Dense when the bound is proportionate to the module, hashed otherwise,
 * so that a hostile id bound never drives allocation. */
typedef struct spvrt_idmap {
    spvrt_context *ctx;
    uint32_t *dense;      /* dense[id], or NULL */
    uint32_t dense_size;
    uint32_t *keys;       /* open addressing on id + 1; 0 = empty (so UINT32_MAX cannot be stored) */
    uint32_t *values;
    uint32_t hash_capacity, hash_count;
    uint32_t missing;     /* value returned for absent ids */
    bool growable;        /* the dense table grows with what is stored */
    uint32_t dense_stores;
} spvrt_idmap;

/* A map for ids below bound: dense if the bound is within a small multiple
 * of expected (the input's size), hashed otherwise. */
bool spvrt_idmap_init(spvrt_idmap *m, spvrt_context *ctx, uint32_t bound, size_t expected, uint32_t missing);
/* A map whose bound is not known in advance: dense for ids up to a small
 * multiple of the number of stores, hashed beyond.  Do not store `missing`. */
bool spvrt_idmap_init_growable(spvrt_idmap *m, spvrt_context *ctx, uint32_t missing);
bool spvrt_idmap_set(spvrt_idmap *m, uint32_t id, uint32_t value);
uint32_t spvrt_idmap_get(const spvrt_idmap *m, uint32_t id);
void spvrt_idmap_free(spvrt_idmap *m);

/* An OpExtInstImport of a "NonSemantic." set the grammar does not know: its
 * instructions are read as a number and ids (as SPIRV-Tools does). */
#define SPVRT_EXT_SET_NON_SEMANTIC (UINT16_MAX - 1)

/* ---- expected operands ------------------------------------------------------ */

/* The operands an instruction still expects, next on top: the grammar's
 * list, with enumerant parameters, extended-instruction and
 * OpSpecConstantOp operands pushed as they are discovered.  Shared by the
 * binary reader and the assembler. */
typedef struct spvrt_expected {
    uint16_t kind;
    uint8_t quantifier;
} spvrt_expected;

typedef struct spvrt_operand_stack {
    spvrt_context *ctx;
    spvrt_expected *items;
    uint32_t count, capacity;
} spvrt_operand_stack;

bool spvrt_operand_stack_push(spvrt_operand_stack *s, uint16_t kind, uint8_t quantifier);
/* Push operands [first, first + count) of spvrt_grammar_operands so that the
 * first is on top; with skip_results, leave out IdResultType and IdResult. */
bool spvrt_operand_stack_push_list(spvrt_operand_stack *s, uint16_t first, uint8_t count, bool skip_results);

/* Decimal text of v into out (no terminator); returns the length (1..10). */
unsigned spvrt_u32_text(char out[10], uint32_t v);

/* ---- the binary reader ---------------------------------------------------- */

/* How a literal number operand is to be read. */
typedef enum spvrt_number_kind {
    SPVRT_NUMBER_NONE = 0,
    SPVRT_NUMBER_UINT = 1,
    SPVRT_NUMBER_SINT = 2,
    SPVRT_NUMBER_FLOAT = 3,     /* IEEE 754 binary16/32/64 */
    /* OpTypeFloat with an FP Encoding operand (SPV_KHR_bfloat16, SPV_EXT_float8, ...); all float kinds from here */
    SPVRT_NUMBER_BFLOAT16 = 4,
    SPVRT_NUMBER_FLOAT8_E4M3 = 5,
    SPVRT_NUMBER_FLOAT8_E5M2 = 6,
    SPVRT_NUMBER_FLOAT6_E2M3 = 7,
    SPVRT_NUMBER_FLOAT6_E3M2 = 8,
    SPVRT_NUMBER_FLOAT4_E2M1 = 9,
    SPVRT_NUMBER_FLOAT8_E8M0 = 10, /* unsigned, exponent only */
    SPVRT_NUMBER_MXINT8 = 11       /* two's complement, value / 64 */
} spvrt_number_kind;

static inline bool spvrt_number_is_float(unsigned kind)
{
    return kind >= SPVRT_NUMBER_FLOAT;
}

/* The number kind of OpTypeFloat: IEEE without an FP Encoding operand, else
 * the encoding's; SPVRT_NUMBER_NONE for an encoding we do not know. */
static inline spvrt_number_kind spvrt_float_number_kind(bool has_encoding, uint32_t encoding)
{
    if (!has_encoding)
        return SPVRT_NUMBER_FLOAT;
    switch (encoding) {
    case SPVRT_FPEncoding_BFloat16KHR: return SPVRT_NUMBER_BFLOAT16;
    case SPVRT_FPEncoding_Float8E4M3EXT: return SPVRT_NUMBER_FLOAT8_E4M3;
    case SPVRT_FPEncoding_Float8E5M2EXT: return SPVRT_NUMBER_FLOAT8_E5M2;
    case SPVRT_FPEncoding_Float6E2M3EXT: return SPVRT_NUMBER_FLOAT6_E2M3;
    case SPVRT_FPEncoding_Float6E3M2EXT: return SPVRT_NUMBER_FLOAT6_E3M2;
    case SPVRT_FPEncoding_Float4E2M1EXT: return SPVRT_NUMBER_FLOAT4_E2M1;
    case SPVRT_FPEncoding_Float8UnsignedE8M0EXT: return SPVRT_NUMBER_FLOAT8_E8M0;
    case SPVRT_FPEncoding_MXInt8EXT: return SPVRT_NUMBER_MXINT8;
    default: return SPVRT_NUMBER_NONE;
    }
}

typedef struct spvrt_operand { /* 8 bytes: a module holds about one per word, so its size is the reader's memory */
    uint16_t offset;      /* first word, counted from the instruction's first word */
    uint16_t word_count;
    uint16_t kind;        /* spvrt_operand_kind, concrete (never a composite) */
    uint8_t number_kind;  /* literal numbers: spvrt_number_kind */
    uint8_t number_bits;  /* literal numbers: width in bits (255 for 255 and wider) */
} spvrt_operand;

/* 24 bytes: a module holds one per instruction, about one per 4 words.  The grammar entries are looked up
 * from the opcode (spvrt_inst_info) and, for OpExtInst, from the set and the instruction number
 * (spvrt_inst_ext_info), rather than stored. */
typedef struct spvrt_instruction {
    uint32_t word_offset;       /* from the start of the module */
    uint16_t word_count;
    uint16_t opcode;            /* one the grammar knows: the reader rejects others */
    uint32_t result_type;       /* 0 if none */
    uint32_t result;            /* 0 if none */
    uint32_t operand_first;     /* into spvrt_module.operands */
    uint16_t operand_count;
    uint16_t ext_set;           /* OpExtInstImport/OpExtInst: the set's index in the grammar,
                                   SPVRT_EXT_SET_NON_SEMANTIC or UINT16_MAX */
} spvrt_instruction;

/* The module IR.  Every instruction is decoded once; the words are kept in
 * host order. */
struct spvrt_module {
    spvrt_context *ctx;
    uint32_t *words;
    uint32_t word_count;
    bool byte_swapped;          /* read from the other endianness */
    spvrt_header header;
    spvrt_instruction *insts;
    uint32_t inst_count, inst_capacity;
    spvrt_operand *operands;
    uint32_t operand_count, operand_capacity;
    /* id -> index of the defining instruction (UINT32_MAX if none) */
    spvrt_idmap def;
    /* OpName / decorations / entry points: indices of the instructions */
    uint32_t *names;            /* instruction indices of OpName, in order */
    uint32_t name_count, name_capacity;
    uint32_t *decorations;      /* OpDecorate*, OpMemberDecorate*, OpGroup* */
    uint32_t decoration_count, decoration_capacity;
    uint32_t *entry_points;     /* OpEntryPoint */
    uint32_t entry_point_count, entry_point_capacity;
    uint32_t *functions;        /* OpFunction */
    uint32_t function_count, function_capacity;
};

/* The core grammar entry of an instruction of a module the reader accepted. */
static inline const spvrt_instruction_info *spvrt_inst_info(const spvrt_instruction *inst)
{
    return &spvrt_grammar_instructions[spvrt_grammar_opcode_index[inst->opcode] - 1];
}

/* OpExtInst: the extended set's entry for the instruction, or NULL (another opcode, or a non-semantic set
 * the grammar does not describe). */
const spvrt_instruction_info *spvrt_inst_ext_info(const spvrt_module *m, const spvrt_instruction *inst);


/* Words of one instruction. */
static inline const uint32_t *spvrt_inst_words(const spvrt_module *m, const spvrt_instruction *inst)
{
    return m->words + inst->word_offset;
}
static inline const spvrt_operand *spvrt_inst_operands(const spvrt_module *m, const spvrt_instruction *inst)
{
    return m->operands + inst->operand_first;
}
/* The instruction that defines an id, or NULL. */
const spvrt_instruction *spvrt_module_def(const spvrt_module *m, uint32_t id);

/* Literal string operand as a C string: it is NUL-terminated in the words
 * (the reader checked) on a little-endian host.  Copies into buf otherwise;
 * returns the string and its length. */
const char *spvrt_operand_string(const spvrt_module *m, const spvrt_instruction *inst, const spvrt_operand *op,
                                 size_t *length);

#endif
