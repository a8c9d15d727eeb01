/* Block layout: structures decorated Block or BufferBlock that type
 * variables in the Uniform, StorageBuffer and PushConstant storage classes
 * (and Workgroup ones under WorkgroupMemoryExplicitLayoutKHR).
 *
 * SPIR-V 2.16.2 (Shader validation): such composites must be explicitly
 * laid out: every member has an Offset, every array an ArrayStride, every
 * matrix a MatrixStride and RowMajor or ColMajor.  Vulkan "Offset and
 * Stride Assignment": the offsets and strides follow the standard uniform
 * buffer (std140, "extended alignment") rules in Uniform Block structures
 * and the standard storage buffer (std430, "base alignment") rules
 * elsewhere; VK_KHR_relaxed_block_layout (core in Vulkan 1.1) lets a vector
 * take its component's alignment if it does not straddle a 16-byte
 * boundary; VK_EXT_scalar_block_layout aligns everything to its scalars.
 * Vulkan "Resource Descriptors" / "Push Constant Interface": resource
 * variables are Block (or BufferBlock) structures with DescriptorSet and
 * Binding.
 *
 * This follows SPIRV-Tools' CheckDecorationsOfBuffers and checkLayout
 * (validate_decorations.cpp) exactly, including what they compute for the
 * size of a structure whose last member is a matrix (its member decorations
 * are not consulted there) and the 16 array elements at most that are
 * checked.  Type graphs are walked with a depth bound and a work budget;
 * past them the layout is not judged (no error). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface.h"

#define MAX_DEPTH 64
#define NONE UINT32_MAX

typedef struct member_layout {
    uint32_t offset; /* NONE without an Offset */
    bool row_major;
    uint32_t matrix_stride;
} member_layout;

typedef struct layout {
    spvrt_interface *s;
    spvrt_validator *v;
    bool gave_up;       /* a type could not be measured, or the budget ran out: judge nothing */
    bool relaxed;       /* VK_KHR_relaxed_block_layout rules */
    uint32_t pointer_size;
    uint64_t budget;
    /* memoized facts of structure types: value + 1, 0 when not yet known */
    spvrt_idmap align_memo[2]; /* base alignment, [1]: extended (rounded up to 16) */
    spvrt_idmap scalar_memo;
    spvrt_idmap size_memo;
    spvrt_idmap checked;       /* struct id -> bit set of the rule sets it passed under */
    spvrt_idmap answers;       /* struct id -> 2 bits per query (QUERY_*): 0 not known, else the answer + 2 */
    /* the message of the first layout error */
    uint32_t fail_member;
    char why[160];
} layout;

static const spvrt_instruction *type_inst(layout *l, uint32_t id)
{
    return spvrt_val_type(l->v, id);
}

static uint32_t word(layout *l, const spvrt_instruction *inst, uint32_t k)
{
    return spvrt_val_word(l->v, inst, k);
}

static uint32_t align_up(uint32_t x, uint32_t alignment)
{
    return (x + alignment - 1) & ~(alignment - 1);
}

/* offset is a multiple of alignment (an alignment of 0 admits only 0) */
static bool aligned_to(uint32_t offset, uint32_t alignment)
{
    return alignment == 0 ? offset == 0 : offset % alignment == 0;
}

static uint32_t give_up(layout *l)
{
    l->gave_up = true;
    return 1;
}

static uint32_t member_count(const spvrt_instruction *st)
{
    return st->word_count >= 2 ? st->word_count - 2u : 0;
}

/* The Offset, majorness and MatrixStride of each member (the last one of
 * each kind wins, as SPIRV-Tools reads them); NULL when out of memory. */
static member_layout *member_layouts(layout *l, uint32_t struct_id, uint32_t count)
{
    member_layout *ml = spvrt_alloc(l->v->ctx, (count + 1) * sizeof *ml);
    if (!ml)
        return NULL;
    for (uint32_t k = 0; k < count; k++)
        ml[k] = (member_layout){NONE, false, 0};
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(l->s, struct_id, &n);
    for (uint32_t k = 0; k < n; k++) {
        if (d[k].member >= count)
            continue;
        member_layout *x = &ml[d[k].member];
        if (d[k].decoration == SPVRT_Decoration_Offset)
            x->offset = d[k].value;
        else if (d[k].decoration == SPVRT_Decoration_RowMajor)
            x->row_major = true;
        else if (d[k].decoration == SPVRT_Decoration_ColMajor)
            x->row_major = false;
        else if (d[k].decoration == SPVRT_Decoration_MatrixStride)
            x->matrix_stride = d[k].value;
    }
    return ml;
}

static bool memo_get(const spvrt_idmap *memo, uint32_t id, uint32_t *value)
{
    uint32_t stored = spvrt_idmap_get(memo, id);
    if (stored == 0)
        return false;
    *value = stored - 1;
    return true;
}

static void memo_set(layout *l, spvrt_idmap *memo, uint32_t id, uint32_t value)
{
    if (!l->gave_up && value < UINT32_MAX - 1 && !spvrt_idmap_set(memo, id, value + 1))
        l->gave_up = true;
}

/* Scalar alignment (VK_EXT_scalar_block_layout): of the scalars inside. */
static uint32_t scalar_alignment(layout *l, uint32_t id, unsigned depth)
{
    const spvrt_instruction *t = type_inst(l, id);
    if (!t || depth > MAX_DEPTH || l->gave_up)
        return give_up(l);
    switch (t->opcode) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: return word(l, t, 2) / 8;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeMatrix:
    case SPVRT_OpTypeArray:
    case SPVRT_OpTypeRuntimeArray: return scalar_alignment(l, word(l, t, 2), depth + 1);
    case SPVRT_OpTypeStruct: {
        uint32_t memo;
        if (memo_get(&l->scalar_memo, id, &memo))
            return memo;
        uint32_t best = 1;
        for (uint32_t k = 0; k < member_count(t) && !l->gave_up; k++) {
            uint32_t a = scalar_alignment(l, word(l, t, 2 + k), depth + 1);
            if (a > best)
                best = a;
        }
        memo_set(l, &l->scalar_memo, id, best);
        return best;
    }
    case SPVRT_OpTypePointer: return l->pointer_size ? l->pointer_size : give_up(l);
    default: return give_up(l);
    }
}

/* Base alignment (std430); extended alignment (std140) when round_up:
 * arrays, structures and matrices round up to 16. */
static uint32_t base_alignment(layout *l, uint32_t id, bool round_up, bool row_major, unsigned depth)
{
    const spvrt_instruction *t = type_inst(l, id);
    if (!t || depth > MAX_DEPTH || l->gave_up)
        return give_up(l);
    switch (t->opcode) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: return word(l, t, 2) / 8;
    case SPVRT_OpTypeVector: {
        uint32_t n = word(l, t, 3);
        return base_alignment(l, word(l, t, 2), round_up, row_major, depth + 1) * (n == 3 ? 4 : n);
    }
    case SPVRT_OpTypeMatrix: {
        uint32_t a;
        if (!row_major) {
            a = base_alignment(l, word(l, t, 2), round_up, row_major, depth + 1);
        } else {
            /* a row-major matrix of C columns aligns as a vector of C components */
            const spvrt_instruction *column = type_inst(l, word(l, t, 2));
            if (!column)
                return give_up(l);
            uint32_t columns = word(l, t, 3);
            a = base_alignment(l, word(l, column, 2), round_up, row_major, depth + 1) * (columns == 3 ? 4 : columns);
        }
        return round_up ? align_up(a, 16) : a;
    }
    case SPVRT_OpTypeArray:
    case SPVRT_OpTypeRuntimeArray: {
        uint32_t a = base_alignment(l, word(l, t, 2), round_up, row_major, depth + 1);
        return round_up ? align_up(a, 16) : a;
    }
    case SPVRT_OpTypeStruct: {
        uint32_t memo;
        if (memo_get(&l->align_memo[round_up], id, &memo))
            return memo;
        uint32_t count = member_count(t);
        member_layout *ml = member_layouts(l, id, count);
        if (!ml)
            return give_up(l);
        uint32_t a = 1;
        for (uint32_t k = 0; k < count && !l->gave_up; k++) {
            uint32_t b = base_alignment(l, word(l, t, 2 + k), round_up, ml[k].row_major, depth + 1);
            if (b > a)
                a = b;
        }
        spvrt_free(l->v->ctx, ml);
        if (round_up)
            a = align_up(a, 16);
        memo_set(l, &l->align_memo[round_up], id, a);
        return a;
    }
    case SPVRT_OpTypePointer: return l->pointer_size ? l->pointer_size : give_up(l);
    default: return give_up(l);
    }
}

/* The first ArrayStride of an array type, 0 without one. */
static uint32_t array_stride(layout *l, uint32_t array_id)
{
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(l->s, array_id, &n);
    for (uint32_t k = 0; k < n; k++)
        if (d[k].decoration == SPVRT_Decoration_ArrayStride && d[k].member == SPVRT_NO_MEMBER)
            return d[k].value;
    return 0;
}

static bool is_spec_constant(uint16_t opcode)
{
    return opcode == SPVRT_OpSpecConstantTrue || opcode == SPVRT_OpSpecConstantFalse ||
           opcode == SPVRT_OpSpecConstant || opcode == SPVRT_OpSpecConstantComposite ||
           opcode == SPVRT_OpSpecConstantOp;
}

/* The size of a member without the padding after it (arithmetic modulo
 * 2^32, as SPIRV-Tools computes it). */
static uint32_t type_size(layout *l, uint32_t id, bool row_major, uint32_t matrix_stride, unsigned depth)
{
    const spvrt_instruction *t = type_inst(l, id);
    if (!t || depth > MAX_DEPTH || l->gave_up)
        return give_up(l);
    switch (t->opcode) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: return word(l, t, 2) / 8;
    case SPVRT_OpTypeVector: return type_size(l, word(l, t, 2), row_major, matrix_stride, depth + 1) * word(l, t, 3);
    case SPVRT_OpTypeArray: {
        const spvrt_instruction *length = spvrt_module_def(l->v->m, word(l, t, 3));
        if (!length)
            return give_up(l);
        if (is_spec_constant(length->opcode))
            return 0;
        if (length->opcode != SPVRT_OpConstant)
            return give_up(l);
        uint32_t n = word(l, length, 3);
        uint32_t element = type_size(l, word(l, t, 2), row_major, matrix_stride, depth + 1);
        return (n - 1) * array_stride(l, id) + element;
    }
    case SPVRT_OpTypeRuntimeArray: return 0;
    case SPVRT_OpTypeMatrix: {
        uint32_t columns = word(l, t, 3);
        if (!row_major)
            return columns * matrix_stride;
        const spvrt_instruction *column = type_inst(l, word(l, t, 2));
        if (!column)
            return give_up(l);
        uint32_t rows = word(l, column, 3);
        uint32_t scalar = type_size(l, word(l, column, 2), row_major, matrix_stride, depth + 1);
        return (rows - 1) * matrix_stride + columns * scalar;
    }
    case SPVRT_OpTypeStruct: {
        uint32_t count = member_count(t);
        if (count == 0)
            return 0;
        uint32_t memo;
        if (memo_get(&l->size_memo, id, &memo))
            return memo;
        member_layout *ml = member_layouts(l, id, count);
        if (!ml)
            return give_up(l);
        uint32_t last_offset = ml[count - 1].offset;
        spvrt_free(l->v->ctx, ml);
        /* the last member's size is taken column-major with stride 0 (SPIRV-Tools looks its
         * constraints up under the member's type id, where none are stored) */
        uint32_t size = last_offset + type_size(l, word(l, t, 2 + count - 1), false, 0, depth + 1);
        memo_set(l, &l->size_memo, id, size);
        return size;
    }
    case SPVRT_OpTypePointer: return l->pointer_size ? l->pointer_size : give_up(l);
    default: return give_up(l);
    }
}

/* A vector "improperly straddles" (VK_KHR_relaxed_block_layout): at most
 * 16 bytes but crossing a 16-byte boundary, or larger and not starting on one. */
static bool improper_straddle(uint32_t offset, uint32_t size)
{
    uint32_t last = offset + size - 1;
    return size <= 16 ? (offset >> 4) != (last >> 4) : offset % 16 != 0;
}

typedef struct rules {
    bool block_rules;  /* std140 (extended alignment) */
    bool scalar;       /* scalar alignment */
} rules;

static bool fail(layout *l, uint32_t member, const char *fmt, uint32_t a, uint32_t b)
{
    l->fail_member = member;
    snprintf(l->why, sizeof l->why, fmt, a, b);
    return false;
}

typedef struct offset_entry {
    uint32_t member, offset;
} offset_entry;

static int compare_offsets(const void *a, const void *b)
{
    const offset_entry *x = a, *y = b;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    return x->member < y->member ? -1 : x->member > y->member; /* stable */
}

static bool check_struct(layout *l, uint32_t struct_id, rules r, uint32_t incoming, unsigned depth);

/* The checks of one member at its (absolute) offset; false on a layout error. */
static bool check_member(layout *l, uint32_t member_type, uint32_t member, const member_layout *ml, rules r,
                         uint32_t offset, uint32_t *next_valid, unsigned depth)
{
    const spvrt_instruction *t = type_inst(l, member_type);
    if (!t) {
        give_up(l);
        return true;
    }
    uint32_t alignment = r.scalar ? scalar_alignment(l, member_type, depth)
                                  : base_alignment(l, member_type, r.block_rules, ml->row_major, depth);
    uint32_t size = type_size(l, member_type, ml->row_major, ml->matrix_stride, depth);
    if (l->gave_up)
        return true;
    if (offset == NONE)
        return fail(l, member, "is missing an Offset decoration", 0, 0);
    bool vector = t->opcode == SPVRT_OpTypeVector;
    if (!r.scalar && l->relaxed && vector) {
        /* relaxed: a vector need only be aligned to its component */
        uint32_t component = scalar_alignment(l, word(l, t, 2), depth);
        if (!l->gave_up && !aligned_to(offset, component))
            return fail(l, member, "at offset %u is not aligned to scalar element size %u", offset, component);
    } else if (!aligned_to(offset, alignment)) {
        return fail(l, member, "at offset %u is not aligned to %u", offset, alignment);
    }
    if (offset < *next_valid)
        return fail(l, member, "at offset %u overlaps the previous member, which ends at offset %u", offset,
                    *next_valid - 1);
    if (!r.scalar && l->relaxed && vector && improper_straddle(offset, size))
        return fail(l, member, "is an improperly straddling vector at offset %u%.0u", offset, 0);
    if (t->opcode == SPVRT_OpTypeStruct && !check_struct(l, member_type, r, offset, depth + 1))
        return false;
    if (t->opcode == SPVRT_OpTypeMatrix && !aligned_to(ml->matrix_stride, alignment))
        return fail(l, member, "is a matrix with stride %u not satisfying alignment to %u", ml->matrix_stride,
                    alignment);
    /* arrays (of arrays): strides, and structure elements at up to 16 distinct offsets modulo 16 */
    const spvrt_instruction *array = t;
    uint32_t array_alignment = alignment;
    for (unsigned level = 0; array->opcode == SPVRT_OpTypeArray || array->opcode == SPVRT_OpTypeRuntimeArray;
         level++) {
        if (level > MAX_DEPTH) {
            give_up(l);
            return true;
        }
        uint32_t element_id = word(l, array, 2);
        const spvrt_instruction *element = type_inst(l, element_id);
        if (!element) {
            give_up(l);
            return true;
        }
        uint32_t stride = 0, n;
        const spvrt_deco *d = spvrt_interface_decorations(l->s, array->result, &n);
        for (uint32_t k = 0; k < n; k++) {
            if (d[k].decoration != SPVRT_Decoration_ArrayStride)
                continue;
            stride = d[k].value;
            if (stride == 0)
                return fail(l, member, "contains an array with stride 0%.0u%.0u", 0, 0);
            if (!aligned_to(stride, array_alignment))
                return fail(l, member, "contains an array with stride %u not satisfying alignment to %u", stride,
                            alignment);
        }
        uint32_t count = 0;
        if (array->opcode == SPVRT_OpTypeArray) {
            /* SPIRV-Tools' EvalInt32IfConst: the value of a 32-bit integer OpConstant, else 0 */
            const spvrt_instruction *length = spvrt_module_def(l->v->m, word(l, array, 3));
            const spvrt_instruction *length_type = length ? type_inst(l, length->result_type) : NULL;
            if (length && length->opcode == SPVRT_OpConstant && length_type &&
                length_type->opcode == SPVRT_OpTypeInt && word(l, length_type, 2) == 32)
                count = word(l, length, 3);
        }
        if (count == 0)
            count = 1;
        if (element->opcode == SPVRT_OpTypeStruct) {
            bool seen[16] = {false};
            for (uint32_t i = 0; i < count; i++) {
                uint32_t at = i * stride + offset;
                if (seen[at % 16])
                    break;
                if (!check_struct(l, element_id, r, at, depth + 1))
                    return false;
                seen[at % 16] = true;
            }
        }
        array = element;
        array_alignment = r.scalar ? scalar_alignment(l, element_id, depth)
                                   : base_alignment(l, element_id, r.block_rules, ml->row_major, depth);
        uint32_t element_size = type_size(l, element_id, ml->row_major, ml->matrix_stride, depth);
        if (l->gave_up)
            return true;
        if (element_size > stride)
            return fail(l, member, "contains an array with stride %u, but with an element size of %u", stride,
                        element_size);
    }
    *next_valid = offset + size;
    if (!r.scalar && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeStruct))
        *next_valid = align_up(*next_valid, alignment); /* nothing in the padding of a structure or array */
    return true;
}

/* The members of one structure at incoming (the offset it starts at),
 * visited in offset order.  False on a layout error (then l->why says). */
static bool check_struct(layout *l, uint32_t struct_id, rules r, uint32_t incoming, unsigned depth)
{
    const spvrt_instruction *st = type_inst(l, struct_id);
    if (!st || st->opcode != SPVRT_OpTypeStruct || depth > MAX_DEPTH || l->gave_up) {
        give_up(l);
        return true;
    }
    uint32_t count = member_count(st);
    if (l->budget < (uint64_t)count + 1) {
        give_up(l);
        return true;
    }
    l->budget -= (uint64_t)count + 1;
    member_layout *ml = member_layouts(l, struct_id, count);
    offset_entry *order = spvrt_alloc(l->v->ctx, (count + 1) * sizeof *order);
    bool ok = true;
    if (!ml || !order) {
        give_up(l);
    } else {
        for (uint32_t k = 0; k < count; k++)
            order[k] = (offset_entry){k, incoming + ml[k].offset};
        qsort(order, count, sizeof *order, compare_offsets);
        uint32_t next_valid = 0;
        for (uint32_t k = 0; ok && k < count && !l->gave_up; k++) {
            uint32_t member = order[k].member;
            ok = check_member(l, word(l, st, 2 + member), member, &ml[member], r, order[k].offset, &next_valid,
                              depth);
        }
    }
    spvrt_free(l->v->ctx, ml);
    spvrt_free(l->v->ctx, order);
    return ok || l->gave_up;
}

/* ---- explicit layout: Offset, ArrayStride, MatrixStride, RowMajor/ColMajor ---------- */

/* Memoized answers (1 yes, 0 no, -1 unknown) about structure types, so
 * that a structure used many times in a type graph is looked at once. */
enum { QUERY_MISSING_OFFSET, QUERY_ARRAY_STRIDE, QUERY_MATRIX_STRIDE, QUERY_MAJORNESS, QUERY_BLOCK,
       QUERY_BUFFER_BLOCK };

static bool recall(layout *l, uint32_t id, unsigned query, int *answer)
{
    uint32_t bits = (spvrt_idmap_get(&l->answers, id) >> (2 * query)) & 3u;
    *answer = (int)bits - 2;
    return bits != 0;
}

static int remember(layout *l, uint32_t id, unsigned query, int answer)
{
    uint32_t bits = spvrt_idmap_get(&l->answers, id) | ((uint32_t)(answer + 2) << (2 * query));
    spvrt_idmap_set(&l->answers, id, bits); /* out of memory: only the memo is lost */
    return answer;
}

/* Some member (of nested structures, also through arrays) lacks an Offset,
 * or has the invalid Offset 0xFFFFFFFF.  Returns 1 if so, 0 if not, -1 unknown. */
static int missing_offset(layout *l, uint32_t id, unsigned depth)
{
    const spvrt_instruction *t = type_inst(l, id);
    if (!t || depth > MAX_DEPTH)
        return -1;
    if (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray)
        return missing_offset(l, word(l, t, 2), depth + 1);
    if (t->opcode != SPVRT_OpTypeStruct)
        return 0;
    int result;
    if (recall(l, id, QUERY_MISSING_OFFSET, &result))
        return result;
    uint32_t count = member_count(t);
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(l->s, id, &n);
    uint32_t have = 0, counted = SPVRT_NO_MEMBER;
    /* records of one member are contiguous: count the members that have an Offset */
    for (uint32_t k = 0; k < n; k++) {
        if (d[k].decoration != SPVRT_Decoration_Offset || d[k].member == SPVRT_NO_MEMBER)
            continue;
        if (d[k].value == 0xFFFFFFFFu)
            return remember(l, id, QUERY_MISSING_OFFSET, 1);
        if (d[k].member != counted && d[k].member < count)
            have++;
        counted = d[k].member;
    }
    result = have < count;
    for (uint32_t k = 0; k < count && result == 0; k++)
        result = missing_offset(l, word(l, t, 2 + k), depth + 1);
    return remember(l, id, QUERY_MISSING_OFFSET, result);
}

/* Every member of type `opcode` (in nested structures too, not through
 * arrays) carries a decoration `want` says yes to, on its type or as a
 * member decoration.  1 yes, 0 no, -1 unknown. */
static int members_decorated(layout *l, uint32_t struct_id, uint16_t opcode, bool (*want)(uint32_t),
                             unsigned query, unsigned depth)
{
    const spvrt_instruction *t = type_inst(l, struct_id);
    if (!t || depth > MAX_DEPTH)
        return -1;
    int answer;
    if (recall(l, struct_id, query, &answer))
        return answer;
    uint32_t count = member_count(t);
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(l->s, struct_id, &n);
    uint32_t k = 0; /* records are sorted by member */
    for (uint32_t member = 0; member < count; member++) {
        while (k < n && d[k].member < member)
            k++;
        uint32_t type = word(l, t, 2 + member);
        if (spvrt_val_type_opcode(l->v, type) != opcode)
            continue;
        bool found = false;
        for (uint32_t j = k; j < n && d[j].member == member; j++)
            found |= want(d[j].decoration);
        uint32_t tn;
        const spvrt_deco *td = spvrt_interface_decorations(l->s, type, &tn);
        for (uint32_t j = 0; j < tn; j++)
            found |= want(td[j].decoration);
        if (!found)
            return remember(l, struct_id, query, 0);
    }
    for (uint32_t member = 0; member < count; member++) {
        uint32_t type = word(l, t, 2 + member);
        if (spvrt_val_type_opcode(l->v, type) == SPVRT_OpTypeStruct) {
            int r = members_decorated(l, type, opcode, want, query, depth + 1);
            if (r != 1)
                return remember(l, struct_id, query, r);
        }
    }
    return remember(l, struct_id, query, 1);
}

static bool is_array_stride(uint32_t d)
{
    return d == SPVRT_Decoration_ArrayStride;
}

static bool is_matrix_stride(uint32_t d)
{
    return d == SPVRT_Decoration_MatrixStride;
}

static bool is_majorness(uint32_t d)
{
    return d == SPVRT_Decoration_RowMajor || d == SPVRT_Decoration_ColMajor;
}

/* id (a variable or a structure type) carries decoration, or a structure
 * nested in it does (SPIRV-Tools' hasDecoration).  1 yes, 0 no, -1 unknown. */
static int has_nested(layout *l, uint32_t id, uint32_t decoration, unsigned query, unsigned depth)
{
    if (depth > MAX_DEPTH)
        return -1;
    if (spvrt_interface_has(l->s, id, decoration))
        return 1;
    const spvrt_instruction *t = type_inst(l, id);
    if (!t || t->opcode != SPVRT_OpTypeStruct)
        return 0;
    int answer;
    if (recall(l, id, query, &answer))
        return answer;
    for (uint32_t k = 0; k < member_count(t); k++) {
        uint32_t type = word(l, t, 2 + k);
        if (spvrt_val_type_opcode(l->v, type) == SPVRT_OpTypeStruct) {
            int r = has_nested(l, type, decoration, query, depth + 1);
            if (r != 0)
                return remember(l, id, query, r);
        }
    }
    return remember(l, id, query, 0);
}

/* ---- the variables -------------------------------------------------------------- */

static const char *storage_class_name(uint32_t sc)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, sc);
}

/* Vulkan "Resource Descriptors", "Push Constant Interface": the decorations
 * a resource variable and its structure need.  False when max_errors is reached. */
static bool check_vulkan_resource(layout *l, const spvrt_instruction *var, uint32_t sc, uint32_t struct_id)
{
    spvrt_validator *v = l->v;
    char a[12], b[12];
    bool uniform = sc == SPVRT_StorageClass_Uniform, storage_buffer = sc == SPVRT_StorageClass_StorageBuffer;
    bool push_constant = sc == SPVRT_StorageClass_PushConstant;
    int block = has_nested(l, struct_id, SPVRT_Decoration_Block, QUERY_BLOCK, 0);
    int buffer_block = has_nested(l, struct_id, SPVRT_Decoration_BufferBlock, QUERY_BUFFER_BLOCK, 0);
    const spvrt_instruction *st = spvrt_module_def(v->m, struct_id);
    /* VUID-StandaloneSpirv-PushConstant-06675: StorageBuffer is not BufferBlock; it and PushConstant are Block */
    if (storage_buffer && buffer_block == 1)
        return spvrt_val_report(v, RULE_BLOCK_DECORATION, var, "%%%s is in the StorageBuffer storage class, "
                                "but its type %%%s is decorated BufferBlock (Vulkan allows only Block there)",
                                spvrt_val_id_name(v, var->result, a), spvrt_val_id_name(v, struct_id, b));
    if ((push_constant || storage_buffer) && block == 0 && !l->s->incomplete)
        return spvrt_val_report(v, RULE_BLOCK_DECORATION, st, "%%%s, the type of the %s variable %%%s, is not "
                                "decorated Block", spvrt_val_id_name(v, struct_id, b), storage_class_name(sc),
                                spvrt_val_id_name(v, var->result, a));
    /* VUID-StandaloneSpirv-Uniform-06676 */
    if (uniform && block == 0 && buffer_block == 0 && !l->s->incomplete)
        return spvrt_val_report(v, RULE_UNIFORM_BLOCK_DECORATION, st, "%%%s, the type of the Uniform variable "
                                "%%%s, is decorated neither Block nor BufferBlock",
                                spvrt_val_id_name(v, struct_id, b), spvrt_val_id_name(v, var->result, a));
    /* VUID-StandaloneSpirv-UniformConstant-06677 */
    if ((uniform || storage_buffer) && spvrt_interface_used(l->s, var->result) && !l->s->incomplete) {
        const char *missing = !spvrt_interface_has(l->s, var->result, SPVRT_Decoration_DescriptorSet)
                                  ? "DescriptorSet"
                              : !spvrt_interface_has(l->s, var->result, SPVRT_Decoration_Binding) ? "Binding"
                                                                                                   : NULL;
        if (missing)
            return spvrt_val_report(v, RULE_RESOURCE_BINDING, var, "the %s variable %%%s, which an entry point "
                                    "uses, has no %s decoration", storage_class_name(sc),
                                    spvrt_val_id_name(v, var->result, a), missing);
    }
    return true;
}

/* The explicit-layout and offset rules for one Block/BufferBlock
 * decoration of a variable's structure.  False when max_errors is reached. */
static bool check_block(layout *l, uint32_t struct_id, const char *decoration, const char *sc_name, rules r)
{
    spvrt_validator *v = l->v;
    const spvrt_instruction *st = spvrt_module_def(v->m, struct_id);
    char a[12];
    if (!l->s->incomplete) {
        /* SPIR-V 2.16.2: explicitly laid out */
        if (missing_offset(l, struct_id, 0) == 1)
            return spvrt_val_report(v, RULE_BLOCK_OFFSET_MISSING, st, "%%%s is decorated %s, but a member (of it "
                                    "or of a structure inside it) has no Offset decoration", spvrt_val_id_name(v,
                                    struct_id, a), decoration);
        if (members_decorated(l, struct_id, SPVRT_OpTypeArray, is_array_stride, QUERY_ARRAY_STRIDE, 0) == 0)
            return spvrt_val_report(v, RULE_BLOCK_ARRAY_STRIDE_MISSING, st, "%%%s is decorated %s, but an array "
                                    "member (of it or of a structure inside it) has no ArrayStride decoration",
                                    spvrt_val_id_name(v, struct_id, a), decoration);
        if (members_decorated(l, struct_id, SPVRT_OpTypeMatrix, is_matrix_stride, QUERY_MATRIX_STRIDE, 0) == 0)
            return spvrt_val_report(v, RULE_BLOCK_MATRIX_LAYOUT_MISSING, st, "%%%s is decorated %s, but a matrix "
                                    "member (of it or of a structure inside it) has no MatrixStride decoration",
                                    spvrt_val_id_name(v, struct_id, a), decoration);
        if (members_decorated(l, struct_id, SPVRT_OpTypeMatrix, is_majorness, QUERY_MAJORNESS, 0) == 0)
            return spvrt_val_report(v, RULE_BLOCK_MATRIX_LAYOUT_MISSING, st, "%%%s is decorated %s, but a matrix "
                                    "member (of it or of a structure inside it) is decorated neither RowMajor nor "
                                    "ColMajor", spvrt_val_id_name(v, struct_id, a), decoration);
    }
    /* Vulkan "Offset and Stride Assignment" (SPIRV-Tools checks the offsets for Vulkan only) */
    if (!spvrt_val_vulkan(v) || v->options.skip_block_layout)
        return true;
    uint32_t key = 1u << ((r.block_rules ? 1 : 0) | (r.scalar ? 2 : 0));
    uint32_t done = spvrt_idmap_get(&l->checked, struct_id);
    if (done & key)
        return true;
    l->gave_up = false;
    bool ok = check_struct(l, struct_id, r, 0, 0);
    if (l->gave_up)
        return true;
    if (ok) {
        if (!spvrt_idmap_set(&l->checked, struct_id, done | key))
            l->gave_up = true;
        return true;
    }
    const char *rule_set = r.scalar ? "scalar" : l->relaxed ? "relaxed" : "standard";
    return spvrt_val_report(v, RULE_BLOCK_LAYOUT, st, "%%%s, decorated %s for a variable in the %s storage class, "
                            "must follow the %s %s layout rules: member %u %s", spvrt_val_id_name(v, struct_id, a),
                            decoration, sc_name, rule_set,
                            r.block_rules ? "uniform buffer" : "storage buffer", l->fail_member, l->why);
}

static bool check_variable(layout *l, const spvrt_instruction *var, bool workgroup_blocks)
{
    spvrt_validator *v = l->v;
    uint32_t sc = spvrt_val_word(v, var, 3);
    bool uniform = sc == SPVRT_StorageClass_Uniform, storage_buffer = sc == SPVRT_StorageClass_StorageBuffer;
    bool push_constant = sc == SPVRT_StorageClass_PushConstant;
    bool physical = sc == SPVRT_StorageClass_PhysicalStorageBuffer;
    bool workgroup = sc == SPVRT_StorageClass_Workgroup && workgroup_blocks;
    /* VUID-StandaloneSpirv-UniformConstant-06677 */
    if (sc == SPVRT_StorageClass_UniformConstant && spvrt_val_vulkan(v) && spvrt_interface_used(l->s, var->result) &&
        !l->s->incomplete) {
        char a[12];
        const char *missing = !spvrt_interface_has(l->s, var->result, SPVRT_Decoration_DescriptorSet)
                                  ? "DescriptorSet"
                              : !spvrt_interface_has(l->s, var->result, SPVRT_Decoration_Binding) ? "Binding"
                                                                                                   : NULL;
        if (missing)
            return spvrt_val_report(v, RULE_RESOURCE_BINDING, var, "the UniformConstant variable %%%s, which an "
                                    "entry point uses, has no %s decoration", spvrt_val_id_name(v, var->result, a),
                                    missing);
    }
    if (!(uniform || storage_buffer || push_constant || physical || workgroup))
        return true;
    uint32_t id = spvrt_val_pointee(v, var->result_type, NULL);
    const spvrt_instruction *t = type_inst(l, id);
    if (t && !workgroup && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray)) {
        id = word(l, t, 2); /* one level of arraying */
        t = type_inst(l, id);
    }
    if (!t || t->opcode != SPVRT_OpTypeStruct)
        return true;
    if (spvrt_val_vulkan(v) && !check_vulkan_resource(l, var, sc, id))
        return false;
    const char *sc_name = uniform ? "Uniform" : push_constant ? "PushConstant" : workgroup ? "Workgroup"
                                                                                           : "StorageBuffer";
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(l->s, id, &n);
    for (uint32_t k = 0; k < n; k++) {
        bool block = d[k].decoration == SPVRT_Decoration_Block;
        bool buffer_block = d[k].decoration == SPVRT_Decoration_BufferBlock;
        bool block_rules = uniform && block;
        bool buffer_rules = (uniform && buffer_block) || ((push_constant || storage_buffer || physical || workgroup) &&
                                                          block);
        if (!block_rules && !buffer_rules)
            continue;
        rules r = {block_rules && !v->options.uniform_buffer_standard_layout,
                   workgroup ? v->options.workgroup_scalar_block_layout : v->options.scalar_block_layout};
        if (!check_block(l, id, block ? "Block" : "BufferBlock", sc_name, r))
            return false;
    }
    return true;
}

/* ---- PhysicalStorageBuffer pointees ------------------------------------------------ */

/* SPIR-V 2.16.2 for one type an object in the PhysicalStorageBuffer storage
 * class has (a pointee, not a variable's type): explicitly laid out, as
 * far as the type itself shows it.  A structure: every member (of it and of
 * the structures inside it) with an Offset, every array and matrix member
 * with its stride and majorness; an array: an ArrayStride, and its element
 * laid out.  A matrix's stride and majorness sit on the structure member
 * that holds it, so a pointer straight to a matrix shows nothing to check.
 * False when max_errors is reached. */
static bool check_physical_explicit_layout(layout *l, const spvrt_instruction *pointer_type, uint32_t id,
                                           unsigned depth)
{
    spvrt_validator *v = l->v;
    const spvrt_instruction *t = type_inst(l, id);
    char a[12], b[12];
    if (!t || depth > MAX_DEPTH)
        return true;
    if (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray) {
        if (!spvrt_interface_has(l->s, id, SPVRT_Decoration_ArrayStride))
            return spvrt_val_report(v, RULE_BLOCK_ARRAY_STRIDE_MISSING, t, "%%%s, which the PhysicalStorageBuffer "
                                    "pointer type %%%s points to (or which is inside that type), is an array "
                                    "without an ArrayStride decoration", spvrt_val_id_name(v, id, a),
                                    spvrt_val_id_name(v, pointer_type->result, b));
        return check_physical_explicit_layout(l, pointer_type, word(l, t, 2), depth + 1);
    }
    if (t->opcode != SPVRT_OpTypeStruct)
        return true;
    const char *missing = NULL;
    spvrt_rule rule = RULE_BLOCK_OFFSET_MISSING;
    if (missing_offset(l, id, 0) == 1) {
        missing = "a member (of it or of a structure inside it) has no Offset decoration";
    } else if (members_decorated(l, id, SPVRT_OpTypeArray, is_array_stride, QUERY_ARRAY_STRIDE, 0) == 0) {
        missing = "an array member (of it or of a structure inside it) has no ArrayStride decoration";
        rule = RULE_BLOCK_ARRAY_STRIDE_MISSING;
    } else if (members_decorated(l, id, SPVRT_OpTypeMatrix, is_matrix_stride, QUERY_MATRIX_STRIDE, 0) == 0) {
        missing = "a matrix member (of it or of a structure inside it) has no MatrixStride decoration";
        rule = RULE_BLOCK_MATRIX_LAYOUT_MISSING;
    } else if (members_decorated(l, id, SPVRT_OpTypeMatrix, is_majorness, QUERY_MAJORNESS, 0) == 0) {
        missing = "a matrix member (of it or of a structure inside it) is decorated neither RowMajor nor ColMajor";
        rule = RULE_BLOCK_MATRIX_LAYOUT_MISSING;
    }
    if (missing)
        return spvrt_val_report(v, rule, t, "%%%s is the type of objects in the PhysicalStorageBuffer storage class "
                                "(through the pointer type %%%s), so it must be explicitly laid out, but %s",
                                spvrt_val_id_name(v, id, a), spvrt_val_id_name(v, pointer_type->result, b), missing);
    return true;
}

/* Vulkan "Offset and Stride Assignment" for one PhysicalStorageBuffer
 * pointee: the standard storage buffer (std430) rules, or scalar ones with
 * --scalar-block-layout, as for a StorageBuffer block.  The pointee is
 * judged as a member at offset 0.  False when max_errors is reached. */
static bool check_physical_offsets(layout *l, const spvrt_instruction *pointer_type, uint32_t id)
{
    spvrt_validator *v = l->v;
    const spvrt_instruction *t = type_inst(l, id);
    if (!t || (t->opcode != SPVRT_OpTypeStruct && t->opcode != SPVRT_OpTypeArray &&
               t->opcode != SPVRT_OpTypeRuntimeArray))
        return true;
    rules r = {false, v->options.scalar_block_layout};
    uint32_t key = 1u << (r.scalar ? 2 : 0);
    uint32_t done = spvrt_idmap_get(&l->checked, id);
    if (done & key)
        return true;
    l->gave_up = false;
    member_layout whole = {0, false, 0};
    uint32_t next_valid = 0;
    bool ok = check_member(l, id, 0, &whole, r, 0, &next_valid, 0);
    if (l->gave_up)
        return true;
    if (ok) {
        if (!spvrt_idmap_set(&l->checked, id, done | key))
            l->gave_up = true;
        return true;
    }
    char a[12], b[12];
    const char *rule_set = r.scalar ? "scalar" : l->relaxed ? "relaxed" : "standard";
    if (t->opcode == SPVRT_OpTypeStruct)
        return spvrt_val_report(v, RULE_BLOCK_LAYOUT, t, "%%%s, the type of objects in the PhysicalStorageBuffer "
                                "storage class (through the pointer type %%%s), must follow the %s storage buffer "
                                "layout rules: member %u %s", spvrt_val_id_name(v, id, a),
                                spvrt_val_id_name(v, pointer_type->result, b), rule_set, l->fail_member, l->why);
    return spvrt_val_report(v, RULE_BLOCK_LAYOUT, t, "%%%s, the type of objects in the PhysicalStorageBuffer storage "
                            "class (through the pointer type %%%s), must follow the %s storage buffer layout rules: "
                            "it %s", spvrt_val_id_name(v, id, a), spvrt_val_id_name(v, pointer_type->result, b),
                            rule_set, l->why);
}

/* SPIR-V 2.16.2: "Composite objects in the StorageBuffer, PhysicalStorageBuffer, Uniform, and PushConstant
 * Storage Classes must be explicitly laid out."  A PhysicalStorageBuffer object is no variable: it is what a
 * pointer of that storage class points to, so the pointee of every such pointer type that some value of the
 * module has (a load, an access chain, a conversion, a parameter, ...) is judged.  False when max_errors is
 * reached. */
static bool check_physical_pointees(layout *l)
{
    spvrt_validator *v = l->v;
    const spvrt_module *m = v->m;
    spvrt_idmap seen;
    if (!spvrt_idmap_init_growable(&seen, v->ctx, 0))
        return true;
    bool go_on = true;
    for (uint32_t i = 0; go_on && i < m->inst_count; i++) {
        uint32_t type_id = m->insts[i].result_type;
        if (type_id == 0 || spvrt_idmap_get(&seen, type_id))
            continue;
        if (!spvrt_idmap_set(&seen, type_id, 1))
            break;
        const spvrt_instruction *pointer_type = type_inst(l, type_id);
        if (!pointer_type || pointer_type->opcode != SPVRT_OpTypePointer ||
            word(l, pointer_type, 2) != SPVRT_StorageClass_PhysicalStorageBuffer)
            continue;
        uint32_t pointee = word(l, pointer_type, 3), errors = v->errors;
        if (!l->s->incomplete)
            go_on = check_physical_explicit_layout(l, pointer_type, pointee, 0);
        /* the offsets (Vulkan only, as for blocks) of a type laid out */
        if (go_on && v->errors == errors && spvrt_val_vulkan(v) && !v->options.skip_block_layout)
            go_on = check_physical_offsets(l, pointer_type, pointee);
    }
    spvrt_idmap_free(&seen);
    return go_on;
}

void spvrt_interface_block_rules(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    layout l = {0};
    l.s = s;
    l.v = v;
    /* VK_KHR_relaxed_block_layout is core from Vulkan 1.1 (spirv-val turns it on for those targets) */
    l.relaxed = v->options.relax_block_layout ||
                (spvrt_val_vulkan(v) && v->options.api_version >= ((1u << 16) | (1u << 8)));
    l.budget = 16ull * m->word_count + 100000;
    bool maps = true;
    for (int k = 0; k < 2; k++)
        maps &= spvrt_idmap_init_growable(&l.align_memo[k], v->ctx, 0);
    maps &= spvrt_idmap_init_growable(&l.scalar_memo, v->ctx, 0);
    maps &= spvrt_idmap_init_growable(&l.size_memo, v->ctx, 0);
    maps &= spvrt_idmap_init_growable(&l.checked, v->ctx, 0);
    maps &= spvrt_idmap_init_growable(&l.answers, v->ctx, 0);
    bool workgroup_blocks = spvrt_interface_capability(s, SPVRT_Capability_WorkgroupMemoryExplicitLayoutKHR);
    for (uint32_t i = 0; maps && i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpMemoryModel) {
            /* SPIRV-Tools' pointer_size_and_alignment */
            uint32_t addressing = spvrt_val_word(v, inst, 1);
            l.pointer_size = addressing == SPVRT_AddressingModel_Physical32 ? 4
                             : addressing == SPVRT_AddressingModel_Physical64 ||
                                       addressing == SPVRT_AddressingModel_PhysicalStorageBuffer64
                                 ? 8
                                 : 0;
        }
        if (inst->opcode == SPVRT_OpFunction)
            break; /* global variables precede the functions */
        if (inst->opcode == SPVRT_OpVariable && !check_variable(&l, inst, workgroup_blocks))
            break;
    }
    if (maps && !v->stopped)
        check_physical_pointees(&l);
    for (int k = 0; k < 2; k++)
        spvrt_idmap_free(&l.align_memo[k]);
    spvrt_idmap_free(&l.scalar_memo);
    spvrt_idmap_free(&l.size_memo);
    spvrt_idmap_free(&l.checked);
    spvrt_idmap_free(&l.answers);
}
