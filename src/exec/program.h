/* Private to the engine's core (prepare.c, memory.c, run.c): the prepared
 * program's blocks, functions, variables and resources, and the encoding of
 * pointer values.  The instruction families need only exec.h. */
#ifndef SPVRT_EXEC_PROGRAM_H
#define SPVRT_EXEC_PROGRAM_H

#include "exec.h"

/* ---- pointer values ------------------------------------------------------------
 * A logical pointer (every storage class but PhysicalStorageBuffer) is a
 * region number in the top 16 bits and a byte offset in the low 48, a
 * two's complement number: access chains may step before the start of
 * their memory (OpPtrAccessChain with a negative Element, an index past the
 * end of a buffer) and back again, and OpPtrDiff subtracts such pointers;
 * only an access checks that its bytes are inside the memory (a negative
 * offset reads as 2^47 or more unsigned, past every region).  A
 * PhysicalStorageBuffer pointer is the device address itself. */
#define EXEC_REGION_SHIFT 48
#define EXEC_OFFSET_MASK ((1ull << EXEC_REGION_SHIFT) - 1)
/* offsets are in (-EXEC_OFFSET_SPAN, EXEC_OFFSET_SPAN) */
#define EXEC_OFFSET_SPAN (1ll << (EXEC_REGION_SHIFT - 1))
/* -EXEC_OFFSET_SPAN: an offset no region reaches, and that arithmetic on it
   keeps: arithmetic that leaves the span lands here */
#define EXEC_OFFSET_INVALID (1ull << (EXEC_REGION_SHIFT - 1))

/* A logical pointer's offset as a signed number. */
static inline int64_t exec_pointer_offset(uint64_t pointer)
{
    return (int64_t)((pointer & EXEC_OFFSET_MASK) ^ EXEC_OFFSET_INVALID) - EXEC_OFFSET_SPAN;
}

/* The pointer of region_bits (a pointer's top 16 bits, in place) at a
 * signed offset; EXEC_OFFSET_INVALID when outside the span. */
static inline uint64_t exec_pointer_at(uint64_t region_bits, int64_t offset)
{
    bool inside = offset > -EXEC_OFFSET_SPAN && offset < EXEC_OFFSET_SPAN;
    return region_bits | (inside ? (uint64_t)offset & EXEC_OFFSET_MASK : EXEC_OFFSET_INVALID);
}

enum {
    EXEC_REGION_NULL = 0,
    EXEC_REGION_PRIVATE = 1,        /* the wave's Private, Function and Input memory */
    EXEC_REGION_WORKGROUP = 2,
    EXEC_REGION_PUSH_CONSTANT = 3,
    EXEC_REGION_SHADER_RECORD = 4,  /* ShaderRecordBufferKHR: the wave's SBT record data (exec_wave.shader_record) */
    EXEC_REGION_NODE_INPUT = 5,     /* NodePayloadAMDX: an execution-graph node's input payloads (exec_wave.node) */
    EXEC_REGION_NODE_OUTPUT = 6,    /* NodePayloadAMDX: the payloads the workgroup allocated (src/graph) */
    EXEC_REGION_FIRST_BINDING = 7   /* + index into spvrt_program.bindings' elements */
};

static inline uint64_t exec_pointer(uint32_t region, uint64_t offset)
{
    return ((uint64_t)region << EXEC_REGION_SHIFT) | (offset & EXEC_OFFSET_MASK);
}

/* ---- the program ------------------------------------------------------------------ */

#define EXEC_ROW_LOGICAL_POINTER 0x10u  /* spvrt_program.row_kind: a pointer value with a region (may be
                                           EXEC_REGION_PRIVATE, whose offset has the lane's base in it) */
#define EXEC_ROW_VARIABLE 0x20u         /* a Function variable kept in registers (OpStore writes it, OpLoad
                                           reads it: not an SSA value) */

typedef struct exec_phi {
    uint32_t row;
    uint32_t rows;              /* components */
    uint32_t bytes;             /* row width of each component: leaf widths */
    const exec_type *type;
    uint32_t pair_count;
    uint32_t *parent_block;     /* program block index of each incoming edge */
    uint32_t *value_row;
} exec_phi;

typedef struct exec_block {
    uint32_t label;
    uint32_t first_op, op_count;    /* ops[first_op ..], the terminator last */
    uint32_t first_phi, phi_count;
} exec_block;

typedef struct exec_function {
    uint32_t id;
    uint32_t first_block, block_count;
    uint32_t param_count;
    uint32_t *param_rows;
    const exec_type **param_types;
    uint32_t return_row;            /* EXEC_NONE for void */
    const exec_type *return_type;
} exec_function;

/* Control-flow data of the core's ops (op->data). */
typedef struct exec_branch {
    uint32_t target[2];             /* OpBranch: [0]; OpBranchConditional: true, false */
} exec_branch;

typedef struct exec_switch {
    uint32_t default_block;
    uint32_t case_count;
    uint64_t *values;
    uint32_t *blocks;
    uint32_t selector_bytes;
} exec_switch;

typedef struct exec_call {
    uint32_t function;              /* index into program->functions */
} exec_call;

/* A descriptor the entry point uses: set, binding, elements (arrays). */
typedef struct exec_binding {
    uint32_t set, binding;
    uint32_t count;                 /* elements (1 unless a descriptor array) */
    uint32_t first_region;          /* EXEC_REGION_FIRST_BINDING + index of its first element */
    uint32_t storage_class;
    bool runtime_array;             /* a runtime-sized descriptor array: count is the bound's */
    bool image;                     /* image, sampler or combined descriptors: spvrt_dispatch.images */
} exec_binding;

/* An Input variable of the entry point: a built-in, written per lane. */
typedef struct exec_builtin_var {
    uint32_t builtin;               /* SpvBuiltIn */
    uint32_t offset;                /* in the lane's private memory */
    const exec_type *type;
    const exec_layout *layout;      /* where each row of the value lives (matrices, arrays of ray tracing) */
} exec_builtin_var;

/* A Private or Workgroup variable with an initializer (or Workgroup memory
 * zeroed): copied from these bytes when the workgroup starts. */
typedef struct exec_init {
    uint32_t offset;
    uint32_t size;
    uint8_t *bytes;
} exec_init;

struct spvrt_program {
    spvrt_context *ctx;
    void *arena;                    /* every allocation of prepare, freed together */
    uint32_t width;                 /* lanes of a wave */
    uint32_t row_count;
    uint8_t *template_regs;         /* constants and variable pointers, broadcast to every lane */
    uint8_t *row_kind;              /* per row: 0, the same in every wave (constants, variable pointers); else
                                       a value's bytes per lane (1, 2, 4, 8), | EXEC_ROW_LOGICAL_POINTER */
    uint32_t row_kind_capacity;
    bool lanes_movable;             /* no Private or Function variable can hold a logical pointer (whose
                                       offset has its lane's base in it): a lane may move to another wave */
    uint32_t max_phi_rows;

    exec_op *ops;
    uint32_t op_count;
    exec_block *blocks;
    uint32_t block_count;
    exec_phi *phis;
    uint32_t phi_count;
    exec_function *functions;
    uint32_t function_count;
    uint32_t entry_function;

    uint32_t local_size[3];         /* ray-tracing stages: (width, 1, 1), a launch's waves */
    uint32_t execution_model;       /* SpvExecutionModel of the entry point */
    /* ray-tracing stages (src/rt/pipeline.c): where in a lane's private memory the variables the pipeline
       fills live; size 0: the stage has none */
    uint32_t incoming_offset, incoming_size;        /* IncomingRayPayloadKHR or IncomingCallableDataKHR */
    uint32_t hit_attribute_offset, hit_attribute_size; /* HitAttributeKHR */
    const exec_layout *node_input_layout; /* an execution-graph node: its NodePayloadAMDX variable's layout (a
                                             payload array, or a payload), or NULL (src/graph) */
    uint32_t private_stride;        /* bytes of private memory per lane */
    uint8_t *private_init;          /* a lane's private memory at the start (initializers, zeros) */
    bool private_reset;             /* Private variables exist: reset them for every workgroup
                                       (Function variables start undefined, built-ins are written) */
    uint32_t workgroup_size;        /* bytes of Workgroup memory */
    uint8_t *workgroup_init;
    exec_builtin_var *builtins;
    uint32_t builtin_count;
    exec_binding *bindings;
    uint32_t binding_count;
    uint32_t region_count;          /* EXEC_REGION_FIRST_BINDING + descriptor elements */
    bool uses_push_constants;
    uint64_t workgroup_bytes;       /* memory one worker thread allocates for a workgroup */

    const spvrt_module *module;     /* for trap reports: must outlive the program */

    /* spvrt_prepare_options.engine JIT: the compiled waves (src/jit), or NULL and why not */
    struct exec_jit *jit;
    bool jit_requested;
    char jit_why[256];
    double jit_compile_ms;

    /* spvrt_prepare_options.debug_symbols: id -> where its value is (debug.c) */
    struct exec_debug_id *debug_ids;
    uint32_t debug_id_count;        /* the module's bound */
    struct exec_debug_info *debug_info; /* built by the first traced dispatch (debug.c) */
};

typedef struct exec_debug_id {
    uint32_t row;                   /* first register row; EXEC_NONE: none */
    const exec_type *type;          /* the value's type (a variable: its pointer type) */
    uint32_t value_row;             /* a Function variable kept in registers: its value's rows; else EXEC_NONE */
    const exec_layout *layout;      /* a pointer into memory: the pointee's layout; else NULL */
} exec_debug_id;

/* run.c: the first lane of a mask (mask != 0) */
static inline uint32_t exec_first_lane(uint64_t mask)
{
    return (uint32_t)__builtin_ctzll(mask);
}

/* memory.c: bind OpVariable in a function body (initializers) and the rest */
uint64_t exec_variable_pointer(const spvrt_program *program, uint32_t storage_class, uint32_t offset, uint32_t lane);

#endif
