/* Lookups over the generated grammar tables (grammar_tables.c). */
#include "grammar.h"

#include <string.h>

const spvrt_instruction_info *spvrt_grammar_opcode(uint32_t opcode)
{
    if (opcode >= SPVRT_OPCODE_LIMIT || spvrt_grammar_opcode_index[opcode] == 0)
        return NULL;
    return &spvrt_grammar_instructions[spvrt_grammar_opcode_index[opcode] - 1];
}

/* Compare a NUL-terminated pool string with name[0..length). */
static int compare_name(const char *pooled, const char *name, size_t length)
{
    int c = strncmp(pooled, name, length);
    if (c != 0)
        return c;
    return pooled[length] == '\0' ? 0 : 1;
}

/* Binary search of a by-name permutation of instructions. */
static const spvrt_instruction_info *find_instruction(const uint16_t *by_name, size_t count, const char *name,
                                                      size_t length)
{
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const spvrt_instruction_info *info = &spvrt_grammar_instructions[by_name[mid]];
        int c = compare_name(spvrt_grammar_string(info->name), name, length);
        if (c == 0)
            return info;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

const spvrt_instruction_info *spvrt_grammar_opcode_by_name(const char *name, size_t length)
{
    return find_instruction(spvrt_grammar_instructions_by_name, spvrt_grammar_core_instruction_count, name, length);
}

const spvrt_enumerant_info *spvrt_grammar_enumerant(spvrt_operand_kind kind, uint32_t value)
{
    if ((unsigned)kind >= SPVRT_KIND_COUNT)
        return NULL;
    const spvrt_kind_info *k = &spvrt_grammar_kinds[kind];
    const spvrt_enumerant_info *e = spvrt_grammar_enumerants + k->enumerant_first;
    size_t lo = 0, hi = k->enumerant_count;
    while (lo < hi) { /* lower bound: the first of several aliases */
        size_t mid = lo + (hi - lo) / 2;
        if (e[mid].value < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < k->enumerant_count && e[lo].value == value ? &e[lo] : NULL;
}

const spvrt_enumerant_info *spvrt_grammar_enumerant_by_name(spvrt_operand_kind kind, const char *name, size_t length)
{
    if ((unsigned)kind >= SPVRT_KIND_COUNT)
        return NULL;
    const spvrt_kind_info *k = &spvrt_grammar_kinds[kind];
    const spvrt_enumerant_info *e = spvrt_grammar_enumerants + k->enumerant_first;
    const uint16_t *by_name = spvrt_grammar_enumerants_by_name + k->by_name_first;
    size_t lo = 0, hi = k->enumerant_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = compare_name(spvrt_grammar_string(e[by_name[mid]].name), name, length);
        if (c == 0)
            return &e[by_name[mid]];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

const char *spvrt_grammar_enumerant_name(spvrt_operand_kind kind, uint32_t value)
{
    const spvrt_enumerant_info *e = spvrt_grammar_enumerant(kind, value);
    return e ? spvrt_grammar_string(e->name) : NULL;
}

const spvrt_ext_inst_set_info *spvrt_grammar_ext_set(const char *import_name, size_t length)
{
    for (uint16_t i = 0; i < spvrt_grammar_ext_set_count; i++) {
        const spvrt_ext_inst_set_info *set = &spvrt_grammar_ext_sets[i];
        const char *name = spvrt_grammar_string(set->import_name);
        size_t n = strlen(name);
        if (set->name_is_prefix ? (length >= n && memcmp(name, import_name, n) == 0)
                                : (length == n && memcmp(name, import_name, n) == 0))
            return set;
    }
    return NULL;
}

const spvrt_instruction_info *spvrt_grammar_ext_instruction(const spvrt_ext_inst_set_info *set, uint32_t number)
{
    const spvrt_instruction_info *first = spvrt_grammar_instructions + set->instruction_first;
    size_t lo = 0, hi = set->instruction_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (first[mid].opcode < number)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < set->instruction_count && first[lo].opcode == number ? &first[lo] : NULL;
}

const spvrt_instruction_info *spvrt_grammar_ext_instruction_by_name(const spvrt_ext_inst_set_info *set,
                                                                    const char *name, size_t length)
{
    return find_instruction(spvrt_grammar_instructions_by_name + set->by_name_first, set->instruction_count, name,
                            length);
}

const spvrt_generator_info *spvrt_grammar_generator(uint32_t tool)
{
    for (uint16_t i = 0; i < spvrt_grammar_generator_count; i++)
        if (spvrt_grammar_generators[i].tool == tool)
            return &spvrt_grammar_generators[i];
    return NULL;
}

const char *spvrt_grammar_builtin_friendly_name(uint32_t builtin)
{
    size_t lo = 0, hi = spvrt_grammar_builtin_name_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (spvrt_grammar_builtin_names[mid].builtin < builtin)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < spvrt_grammar_builtin_name_count && spvrt_grammar_builtin_names[lo].builtin == builtin)
        return spvrt_grammar_string(spvrt_grammar_builtin_names[lo].name);
    return NULL;
}
