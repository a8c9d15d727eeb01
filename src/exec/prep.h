/* Private to the engine's core: the state of spvrt_program_prepare, shared
 * by prepare.c (types, rows, constants, variables, functions, control flow)
 * and memory.c (layouts and memory instructions). */
#ifndef SPVRT_EXEC_PREP_H
#define SPVRT_EXEC_PREP_H

#include "program.h"

typedef struct exec_decoration {
    uint32_t target;
    uint32_t member;            /* UINT32_MAX: on the id itself */
    uint32_t decoration;
    uint32_t value;             /* first operand, 0 if none */
} exec_decoration;

/* What prepare knows about a pointer-valued id. */
typedef struct exec_pointer_info {
    const exec_layout *layout;  /* of the pointee */
    uint32_t descriptor_count;  /* a variable that is a descriptor array: its elements (0: not one) */
    bool runtime_descriptors;   /* ... with a runtime length */
    uint64_t element_stride;    /* an access chain whose last index selected an array (vector,
                                   matrix) element: the bytes between that array's elements
                                   (0: unknown); the stride OpPtrAccessChain and OpPtrDiff use
                                   when the pointer type has no ArrayStride */
} exec_pointer_info;

typedef struct exec_arena_block exec_arena_block;

struct exec_prep {
    spvrt_context *ctx;
    const spvrt_module *module;
    spvrt_program *program;
    const spvrt_prepare_options *options;
    bool failed;

    exec_decoration *decorations;   /* sorted by target, member */
    uint32_t decoration_count;

    exec_type **types;              /* by index; type_index maps id -> index */
    uint32_t type_count, type_capacity;
    spvrt_idmap type_index;
    spvrt_idmap rows;               /* id -> first register row */
    spvrt_idmap pointer_index;      /* id -> index into pointers */
    exec_pointer_info *pointers;
    uint32_t pointer_count, pointer_capacity;
    spvrt_idmap block_index;        /* label id -> program block index */
    spvrt_idmap register_vars;      /* Function variable id -> first row of the value it holds in
                                       registers (only loaded and stored: never in memory) */
    spvrt_idmap function_index;     /* function id -> program function index */

    exec_layout **layouts;          /* cache */
    uint32_t layout_count, layout_capacity;

    /* the entry point */
    const spvrt_instruction *entry;
    uint32_t entry_function_id;
    uint32_t denorm_flush_bits;     /* bit (bits / 16 - 1)... see exec_prep_denorm_flush */
    uint32_t rtz_bits;
    bool local_size_set;
    uint32_t local_size_ids[3];
    bool local_size_from_ids;

    uint32_t private_size;          /* bytes per lane so far */
    uint32_t workgroup_size;
    /* where the Block-decorated Workgroup variables, which all alias, start
       (SPV_KHR_workgroup_memory_explicit_layout); placed with the first */
    uint32_t workgroup_block_offset;
    bool workgroup_block_placed;
};

/* memory.c */
/* The layout of a value of type in memory: explicit (Offset, ArrayStride,
 * MatrixStride decorations, for buffers) or packed (Function, Private,
 * Workgroup, Input).  NULL after an error. */
const exec_layout *exec_layout_of(exec_prep *p, const exec_type *type, bool explicit_layout);
/* The layout a pointer-typed id points with (its variable's or access
 * chain's, else the pointee type's default for its storage class). */
const exec_layout *exec_pointer_layout(exec_prep *p, uint32_t pointer_id, const exec_type *pointer_type);
bool exec_storage_class_explicit(uint32_t storage_class);
exec_pointer_info *exec_prep_pointer_info(exec_prep *p, uint32_t id, bool create);

/* prepare.c */
/* The first row of a Function variable kept in registers, or EXEC_NONE. */
uint32_t exec_prep_register_variable(const exec_prep *p, uint32_t variable_id);
bool exec_prep_member_decoration(const exec_prep *p, uint32_t id, uint32_t member, uint32_t decoration,
                                 uint32_t *value);
uint32_t exec_prep_row(const exec_prep *p, uint32_t id);
/* A constant's value (scalar integer / bool), read from the template. */
bool exec_prep_constant_u64(const exec_prep *p, uint32_t id, uint64_t *value);

#endif
