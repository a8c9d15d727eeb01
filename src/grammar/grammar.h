/* The SPIR-V grammar as tables: every opcode, operand kind and enumerant.
 *
 * The data are generated at build time by grammar/gen_tables.py from the
 * Khronos machine-readable grammar (Debian spirv-headers) merged with the
 * project's supplement grammar/extensions.json; nothing here is written by
 * hand.  This header declares the shapes of the tables and the lookups the
 * other layers use; grammar_tables.c (generated) holds the data.
 */
#ifndef SPVRT_GRAMMAR_H
#define SPVRT_GRAMMAR_H

#include <stddef.h>
#include <stdint.h>

#include "grammar_enums.h" /* generated: spvrt_operand_kind, SPVRT_Op*, enumerant constants */

/* Operand quantifiers as the grammar spells them: none, "?" and "*". */
typedef enum spvrt_quantifier {
    SPVRT_QUANT_ONE = 0,
    SPVRT_QUANT_OPTIONAL = 1,
    SPVRT_QUANT_VARIADIC = 2
} spvrt_quantifier;

/* Operand-kind categories of the grammar's "operand_kinds". */
typedef enum spvrt_kind_category {
    SPVRT_CATEGORY_BIT_ENUM = 0,
    SPVRT_CATEGORY_VALUE_ENUM = 1,
    SPVRT_CATEGORY_ID = 2,
    SPVRT_CATEGORY_LITERAL = 3,
    SPVRT_CATEGORY_COMPOSITE = 4
} spvrt_kind_category;

/* A version as the header encodes it (major << 16 | minor << 8). */
#define SPVRT_VERSION_WORD(major, minor) (((uint32_t)(major) << 16) | ((uint32_t)(minor) << 8))
/* "version": "None": reachable only through extensions or capabilities. */
#define SPVRT_VERSION_NONE 0xFFFFFFFFu

typedef struct spvrt_operand_info {
    uint16_t kind;       /* spvrt_operand_kind */
    uint8_t quantifier;  /* spvrt_quantifier */
    uint32_t name;       /* string-pool offset of the operand's name ("" if none) */
} spvrt_operand_info;

/* One instruction of the core grammar or of an extended instruction set. */
typedef struct spvrt_instruction_info {
    uint32_t name;              /* string-pool offset: "OpIAdd", or "Sqrt" in GLSL.std.450 */
    uint32_t opcode;
    uint16_t operand_first;     /* index into spvrt_grammar_operands */
    uint8_t operand_count;
    uint8_t has_result_type;    /* operand 0 is IdResultType */
    uint8_t has_result;         /* IdResult is operand 0 or 1 */
    uint8_t layout_class;       /* spvrt_layout_class: where SPIR-V 2.4 places it */
    uint8_t capability_count;
    uint16_t capability_first;  /* index into spvrt_grammar_capability_lists */
    uint16_t extension_first;   /* index into spvrt_grammar_extension_lists */
    uint8_t extension_count;
    uint32_t version;           /* first SPIR-V version, SPVRT_VERSION_NONE or 0 */
    uint32_t last_version;      /* last SPIR-V version, 0xFFFFFFFF if open */
} spvrt_instruction_info;

typedef struct spvrt_enumerant_info {
    uint32_t name;              /* string-pool offset */
    uint32_t value;
    uint16_t parameter_first;   /* index into spvrt_grammar_operands */
    uint8_t parameter_count;
    uint8_t capability_count;
    uint16_t capability_first;
    uint16_t extension_first;
    uint8_t extension_count;
    uint32_t version;
    uint32_t last_version;
} spvrt_enumerant_info;

typedef struct spvrt_kind_info {
    uint32_t name;              /* "Capability", "IdRef", ... */
    uint8_t category;           /* spvrt_kind_category */
    uint16_t enumerant_first;   /* enumerants sorted by value, grammar order among equals */
    uint16_t enumerant_count;
    uint16_t by_name_first;     /* index into spvrt_grammar_enumerants_by_name */
    uint16_t base_first;        /* composite kinds: index into spvrt_grammar_composite_bases */
    uint8_t base_count;
} spvrt_kind_info;

/* An extended instruction set known by its OpExtInstImport name. */
typedef struct spvrt_ext_inst_set_info {
    uint32_t import_name;       /* "GLSL.std.450" */
    uint8_t name_is_prefix;     /* "NonSemantic.ClspvReflection." matches any version */
    uint16_t instruction_first; /* into spvrt_grammar_instructions, sorted by opcode */
    uint16_t instruction_count;
    uint16_t by_name_first;     /* into spvrt_grammar_instructions_by_name */
} spvrt_ext_inst_set_info;

typedef struct spvrt_generator_info {
    uint16_t tool;              /* high 16 bits of the header's generator word */
    uint32_t vendor;            /* string-pool offsets */
    uint32_t name;
} spvrt_generator_info;

/* The name spirv-dis gives an id decorated with a BuiltIn (friendly_names.json). */
typedef struct spvrt_builtin_name {
    uint32_t builtin;
    uint32_t name;              /* string-pool offset */
} spvrt_builtin_name;

extern const char spvrt_grammar_strings[];
extern const spvrt_kind_info spvrt_grammar_kinds[SPVRT_KIND_COUNT];
extern const spvrt_enumerant_info spvrt_grammar_enumerants[];
extern const uint16_t spvrt_grammar_enumerants_by_name[];
extern const uint16_t spvrt_grammar_composite_bases[];
extern const spvrt_instruction_info spvrt_grammar_instructions[];
extern const uint16_t spvrt_grammar_instructions_by_name[];
extern const uint16_t spvrt_grammar_core_instruction_count;
extern const spvrt_operand_info spvrt_grammar_operands[];
extern const uint16_t spvrt_grammar_capability_lists[];
extern const uint32_t spvrt_grammar_extension_lists[];
extern const spvrt_ext_inst_set_info spvrt_grammar_ext_sets[];
extern const uint16_t spvrt_grammar_ext_set_count;
extern const uint16_t spvrt_grammar_opcode_index[SPVRT_OPCODE_LIMIT];
extern const spvrt_generator_info spvrt_grammar_generators[];
extern const uint16_t spvrt_grammar_generator_count;
extern const spvrt_builtin_name spvrt_grammar_builtin_names[];
extern const uint16_t spvrt_grammar_builtin_name_count;

static inline const char *spvrt_grammar_string(uint32_t offset)
{
    return spvrt_grammar_strings + offset;
}

/* The core instruction for an opcode, or NULL.  Where several names share
 * an opcode, the alphabetically first (the one spirv-dis prints). */
const spvrt_instruction_info *spvrt_grammar_opcode(uint32_t opcode);
/* The core instruction whose name is exactly name[0..length), or NULL. */
const spvrt_instruction_info *spvrt_grammar_opcode_by_name(const char *name, size_t length);

/* The enumerant of a value-enum kind with this value (first in grammar
 * order among aliases), or NULL.  For bit enums, a single bit (or 0). */
const spvrt_enumerant_info *spvrt_grammar_enumerant(spvrt_operand_kind kind, uint32_t value);
const spvrt_enumerant_info *spvrt_grammar_enumerant_by_name(spvrt_operand_kind kind, const char *name,
                                                            size_t length);
/* Name of an enumerant value, or NULL when the grammar has none. */
const char *spvrt_grammar_enumerant_name(spvrt_operand_kind kind, uint32_t value);

/* The extended instruction set for an OpExtInstImport name, or NULL. */
const spvrt_ext_inst_set_info *spvrt_grammar_ext_set(const char *import_name, size_t length);
const spvrt_instruction_info *spvrt_grammar_ext_instruction(const spvrt_ext_inst_set_info *set, uint32_t number);
const spvrt_instruction_info *spvrt_grammar_ext_instruction_by_name(const spvrt_ext_inst_set_info *set,
                                                                    const char *name, size_t length);

/* The friendly name of a BuiltIn-decorated id, or NULL. */
const char *spvrt_grammar_builtin_friendly_name(uint32_t builtin);

/* Name of a generator (vendor and tool) for the header's generator word. */
const spvrt_generator_info *spvrt_grammar_generator(uint32_t tool);

static inline spvrt_kind_category spvrt_grammar_kind_category(spvrt_operand_kind kind)
{
    return (spvrt_kind_category)spvrt_grammar_kinds[kind].category;
}

#endif
