/* Private to the engine and src/jit: which prepared ops a compiler may emit
 * itself instead of calling their handler.  Each family says it of its own
 * handlers (the handler chosen at prepare time is the meaning: a float op
 * under float controls has another handler than the plain one), so that
 * the compiling backend (src/jit) emits only what computes bit for bit what
 * the handler computes, and calls the handler for the rest. */
#ifndef SPVRT_EXEC_NATIVE_H
#define SPVRT_EXEC_NATIVE_H

#include "exec.h"

/* arithmetic.c: op runs the handler of its opcode's plain meaning on its types: wrapping integers, IEEE
 * floats rounded to nearest without flushing (32 and 64 bits), shifts masked to the width, divisions by
 * 0 giving 0 (OpSDiv by -1: the negation; OpSRem / OpSMod by -1: 0), 32-bit float-to-integer conversions
 * saturating (NaN: 0), OpSelect, the logical ops, OpUConvert / OpSConvert.  false: call the handler. */
bool exec_arithmetic_native(const exec_op *op);

/* composite.c: an op that only moves rows (OpCompositeExtract / Construct / Insert, OpVectorShuffle,
 * OpCopyObject, OpCopyLogical): its runs of rows.  A run copies `rows` rows from src to dst (src EXEC_NONE:
 * zeroes), every lane.  false: not such an op. */
typedef struct exec_row_run {
    uint32_t dst, src, rows, last_bytes;
} exec_row_run;
bool exec_composite_row_runs(const exec_op *op, const exec_row_run **runs, uint32_t *count);

/* memory.c: the forms a compiler may emit (every other memory op: call the handler). */
typedef enum exec_memory_form {
    EXEC_MEMORY_OTHER = 0,
    EXEC_MEMORY_REGISTER_LOAD,      /* OpLoad of a Function variable kept in rows: copy row .. to the result */
    EXEC_MEMORY_REGISTER_STORE,     /* OpStore to one: copy value_row .. to row .., active lanes */
    EXEC_MEMORY_LOAD_32,            /* OpLoad of 32 bits at the pointer (args[0]) of storage_class */
    EXEC_MEMORY_STORE_32,           /* OpStore of 32 bits (args[1]) at the pointer (args[0]) */
    EXEC_MEMORY_CHAIN_CONSTANT,     /* an access chain adding a constant offset to the base pointer */
    EXEC_MEMORY_CHAIN_INDEX32,      /* + a 32-bit signed index (index_row) times step */
    EXEC_MEMORY_LOAD_LEAVES         /* OpLoad of any value: each leaf of layout at the pointer (args[0]) */
} exec_memory_form;

typedef struct exec_memory_info {
    exec_memory_form form;
    uint32_t row, value_row;        /* REGISTER_*: the variable's rows, the stored value's rows */
    uint32_t components;            /* REGISTER_*: rows of the value */
    uint32_t storage_class;         /* LOAD_32, STORE_32, LOAD_LEAVES */
    const exec_layout *layout;      /* LOAD_LEAVES: where each row of the value is (extent: the bytes checked) */
    uint64_t offset;                /* CHAIN_*: the constant part */
    bool physical;                  /* CHAIN_*: PhysicalStorageBuffer addresses (wrap) */
    uint32_t index_row;             /* CHAIN_INDEX32 */
    uint64_t step;
} exec_memory_info;
exec_memory_info exec_memory_native(const exec_op *op);

/* subgroup.c: OpGroupNonUniformElect (true in the first active lane), or a Reduce (not clustered, no scan) of
 * integers or bools over the active lanes, by opcode: associative and commutative, so any order gives the
 * handler's result.  The operand is args[*value_arg].  OTHER: call the handler. */
typedef enum exec_subgroup_form {
    EXEC_SUBGROUP_OTHER = 0,
    EXEC_SUBGROUP_ELECT,
    EXEC_SUBGROUP_REDUCE
} exec_subgroup_form;
exec_subgroup_form exec_subgroup_native(const exec_op *op, uint32_t *value_arg);

#endif
