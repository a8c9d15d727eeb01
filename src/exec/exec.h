/* Private header of the execution engine (docs/exec.md).
 *
 * prepare.c turns a validated module into an spvrt_program: every result id
 * gets register rows, every instruction an exec_op with its handler, operand
 * rows and types.  run.c executes the entry point in waves of `width` lanes.
 *
 * Registers.  A value of a type occupies type->components consecutive rows
 * (a scalar one row, a vector one per component, a matrix column after
 * column, a struct or array its leaves in order).  A row holds one scalar
 * for every lane, lane-contiguous (structure of arrays) at the scalar's
 * width: uint8_t (bool: 0 or 1, int8), uint16_t (int16, float16 bits),
 * uint32_t (int32, float bits), uint64_t (int64, double bits, pointers).
 * exec_row() gives a row's first byte; a row has room for 8 bytes per lane.
 * Integers are kept at their width (the bits above are not part of a row);
 * the signedness of an operation comes from its opcode, not from its type.
 *
 * Handlers.  `run(w, op)` executes one instruction for the lanes of
 * w->active.  A handler flagged EXEC_OP_PURE may compute every lane of its
 * result rows (the run loop restores the rows of inactive lanes when the
 * wave is divergent), so it must be total for any bits in inactive lanes:
 * no C undefined behaviour (division by zero, INT_MIN / -1, shifts by the
 * width or more, out-of-range float to int casts).  Every other handler
 * (memory, atomics, subgroup) looks at w->active itself.
 *
 * Families.  Each src/exec file that executes instructions exports one
 * `exec_bind_FAMILY` function; prepare.c offers every instruction to each in
 * turn.  A binder returns EXEC_BIND_NOT_MINE for opcodes it does not know,
 * EXEC_BIND_OK after setting op->run (and op->flags, op->data), or
 * EXEC_BIND_ERROR after exec_prep_error().  An instruction no family takes
 * fails prepare with its name: never a wrong answer at run time. */
#ifndef SPVRT_EXEC_EXEC_H
#define SPVRT_EXEC_EXEC_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../core/core.h"
#include "numeric.h"

#define EXEC_NONE UINT32_MAX
#define EXEC_MAX_WIDTH 64

/* ---- types ---------------------------------------------------------------- */

typedef enum exec_kind {
    EXEC_VOID = 0,
    EXEC_BOOL,
    EXEC_INT,
    EXEC_FLOAT,
    EXEC_VECTOR,
    EXEC_MATRIX,
    EXEC_ARRAY,
    EXEC_RUNTIME_ARRAY,
    EXEC_STRUCT,
    EXEC_POINTER,
    EXEC_FUNCTION,
    EXEC_OPAQUE, /* opaque types without a value the engine executes (images, samplers and sampled
                    images are not: prepare.c gives them a 64-bit handle row, see image.c) */
    EXEC_RAY_QUERY, /* OpTypeRayQueryKHR: no value, only memory of exec_ray_query_bytes (src/rt/ray_query.c) */
    EXEC_HIT_OBJECT /* OpTypeHitObjectEXT / NV: no value, only memory of exec_hit_object_bytes (src/rt/hit_object.c) */
} exec_kind;

typedef struct exec_type exec_type;
struct exec_type {
    uint32_t id;
    exec_kind kind;
    uint8_t bits;               /* scalars, vectors, matrices: the scalar's width (bool: 8);
                                   POINTER: 64 */
    bool is_signed;             /* INT: the Signedness operand */
    uint32_t components;        /* register rows of a value (0: RUNTIME_ARRAY, VOID) */
    uint32_t length;            /* VECTOR: components; MATRIX: columns; ARRAY: elements */
    const exec_type *element;   /* VECTOR: scalar; MATRIX: column; ARRAY, RUNTIME_ARRAY: element;
                                   POINTER: pointee */
    const exec_type *scalar;    /* BOOL/INT/FLOAT: itself; VECTOR, MATRIX: the component; else NULL */
    uint32_t member_count;      /* STRUCT */
    const exec_type **members;
    uint32_t *member_first;     /* STRUCT: first row of each member inside the value */
    uint32_t storage_class;     /* POINTER: SpvStorageClass */
    uint32_t array_stride;      /* ARRAY, RUNTIME_ARRAY, POINTER: ArrayStride decoration or 0 */
    const exec_type **leaf;     /* leaf[r]: the scalar type of row r (components entries) */
};

/* Bytes a scalar of this type takes in a register row and in memory. */
static inline uint32_t exec_scalar_bytes(const exec_type *scalar)
{
    return scalar->kind == EXEC_BOOL ? 1u : (uint32_t)scalar->bits / 8u;
}

/* ---- memory layouts --------------------------------------------------------- */

/* Where each row of a value lives in memory, relative to the pointer. */
typedef struct exec_leaf {
    uint32_t offset;
    uint8_t bytes;
} exec_leaf;

typedef struct exec_layout {
    const exec_type *type;
    uint32_t leaf_count;        /* type->components */
    exec_leaf *leaves;
    uint64_t size;              /* bytes the value takes: arrays length * stride (the padding after
                                   the last element included), structs to past the last member */
    uint64_t extent;            /* bytes from the pointer to past the last leaf: what a load or
                                   store of the whole value touches (bounds checks use this) */
    uint32_t stride;            /* arrays: bytes between elements (ArrayStride or packed) */
    /* the context a matrix or a vector inside one is laid out with */
    uint32_t matrix_stride;
    bool row_major;
    bool in_row_major_column;   /* a column vector of a row-major matrix: components matrix_stride apart */
    /* the parts, for access chains */
    uint32_t *member_offset;                /* STRUCT */
    const struct exec_layout **member_layout; /* STRUCT */
    const struct exec_layout *element_layout; /* ARRAY, RUNTIME_ARRAY, MATRIX (a column), VECTOR (a scalar) */
    uint32_t element_step;                  /* bytes from one element/column/component to the next */
} exec_layout;

/* ---- the prepared program --------------------------------------------------- */

typedef struct exec_memory {
    uint8_t *base;
    uint64_t size;
} exec_memory;

typedef struct exec_wave exec_wave;
typedef struct exec_op exec_op;
typedef void (*exec_handler)(exec_wave *w, const exec_op *op);

/* An <id> operand: its first register row and its type (NULL for ids that
 * are not values: labels, functions, OpExtInstImport). */
typedef struct exec_arg {
    uint32_t row;
    const exec_type *type;
    uint32_t id;
} exec_arg;

enum {
    EXEC_OP_PURE = 1u << 0,     /* computes all lanes of its result rows from its operand rows */
    EXEC_OP_TERMINATOR = 1u << 1,
    EXEC_OP_BARRIER = 1u << 2,  /* OpControlBarrier: the wave yields to the others of its workgroup; an op with a
                                   handler and this flag runs it once every wave got there */
    EXEC_OP_REPACK = 1u << 3    /* an invocation repack instruction (Vulkan glossary: OpTraceRayKHR,
                                   OpExecuteCallableKHR, ...): in a ray-tracing launch's ray generation waves
                                   the lanes that reach it may move to other waves (run.c, "lanes that move") */
};

struct exec_op {
    exec_handler run;
    uint16_t opcode;            /* SpvOp (for OpSpecConstantOp, the folded opcode) */
    uint16_t flags;             /* EXEC_OP_* */
    uint32_t ext;               /* OpExtInst: the instruction number in its set; else 0 */
    uint32_t ext_set;           /* OpExtInst: the set's grammar index (spvrt_instruction.ext_set) */
    uint32_t result_row;        /* EXEC_NONE if no result */
    uint32_t result_id;
    const exec_type *type;      /* result type, or NULL */
    exec_arg *args;             /* <id> operands in order, after result type and id
                                   (OpExtInst: after the set and the instruction number) */
    uint32_t arg_count;
    uint32_t *literals;         /* the other operand words in order (enumerants, literal numbers) */
    uint32_t literal_count;
    void *data;                 /* family data, from exec_prep_alloc */
    const exec_layout *layout;  /* memory instructions: the pointee's layout */
    uint32_t word_offset;       /* of the instruction in the module, for traps */
    uint32_t inst_index;
};

/* ---- waves -------------------------------------------------------------------- */


typedef struct exec_dispatch_state exec_dispatch_state;

/* A workgroup of an execution-graph node (src/graph, VK_AMDX_shader_enqueue): what the engine needs of it. */
typedef struct exec_node_group {
    uint32_t shader_index;          /* the ShaderIndexAMDX built-in (AMDX-S34) */
    uint32_t remaining_recursion;   /* the RemainingRecursionLevelsAMDX built-in (AMDX-S33) */
    exec_memory input;              /* the input payloads: one, or under CoalescingAMDX the received ones */
    void *graph;                    /* src/graph's state of the workgroup */
} exec_node_group;

struct exec_wave {
    uint8_t *regs;
    uint32_t row_bytes;         /* width * 8 */
    uint32_t width;             /* lanes (the subgroup size) */
    uint64_t active;            /* lanes executing the current instruction */
    uint64_t live;              /* lanes that are invocations of the workgroup */
    const spvrt_program *program;
    exec_dispatch_state *dispatch;
    uint32_t index;             /* SubgroupId: the wave's number in its workgroup */
    uint32_t workgroup[3];      /* WorkgroupId */
    exec_memory workgroup_memory;
    exec_memory private_memory; /* Private, Function and Input variables, lane after lane */
    exec_memory shader_record;  /* ray-tracing stages: the SBT record's data (ShaderRecordBufferKHR) */
    exec_node_group *node;      /* an execution-graph node's workgroup (src/graph), or NULL */
    void *rt;                   /* ray-tracing stages: src/rt/pipeline.c's state of the wave's invocations */
    uint64_t end_lanes;         /* a handler ends these lanes' invocations: it sets them and traps (w->trapped);
                                   exec_wave_finish ends them and goes on.  Only for waves whose active lanes
                                   all end (src/rt's one-lane intersection and any-hit waves) */
    uint64_t invocation[EXEC_MAX_WIDTH]; /* a launch's ray generation waves: each lane's launch index (x
                                            fastest), which moves with the lane */
    uint8_t *lane_data;         /* a launch window's waves: exec_launch.lane_data_bytes per lane, which move
                                   with the lane (NULL otherwise) */
    uint64_t steps;             /* instructions executed, against the step limit */
    bool trapped;
    void *run_state;            /* run.c's frames */
};

static inline void *exec_row(const exec_wave *w, uint32_t row)
{
    return w->regs + (size_t)row * w->row_bytes;
}
/* Every lane of a wave of w->width lanes. */
static inline uint64_t exec_all_lanes(const exec_wave *w)
{
    return w->width == 64 ? UINT64_MAX : (1ull << w->width) - 1;
}
static inline bool exec_lane_active(const exec_wave *w, uint32_t lane)
{
    return (w->active >> lane) & 1u;
}

/* Stop the dispatch: record (the first time) a trap at op for lane, with
 * the reason; handlers return after it. */
void exec_trap(exec_wave *w, const exec_op *op, uint32_t lane, const char *fmt, ...) SPVRT_PRINTF(4, 5);

/* The host address of `bytes` bytes at `pointer` (a register value of a
 * pointer of storage class `storage_class`) for lane, or NULL after a trap
 * when they are not all inside the memory the pointer reaches. */
void *exec_memory_at(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t pointer, uint32_t storage_class,
                     uint64_t bytes);

/* ---- preparing ------------------------------------------------------------------ */

typedef struct exec_prep exec_prep;

typedef enum exec_bind_result {
    EXEC_BIND_NOT_MINE = 0,
    EXEC_BIND_OK = 1,
    EXEC_BIND_ERROR = 2
} exec_bind_result;

const spvrt_module *exec_prep_module(const exec_prep *p);
const exec_type *exec_prep_type(exec_prep *p, uint32_t type_id);
/* Zeroed memory that lives as long as the program. */
void *exec_prep_alloc(exec_prep *p, size_t bytes);
/* Record an error at inst; returns EXEC_BIND_ERROR. */
exec_bind_result exec_prep_error(exec_prep *p, const spvrt_instruction *inst, const char *fmt, ...) SPVRT_PRINTF(3, 4);
/* The first operand of decoration `decoration` on id, or false. */
bool exec_prep_decoration(const exec_prep *p, uint32_t id, uint32_t decoration, uint32_t *value);
/* The entry point's float controls (SPV_KHR_float_controls execution modes)
 * for floats of `bits` (16, 32, 64): DenormFlushToZero, and the default
 * rounding mode (RoundingModeRTZ gives SPVRT_ROUND_RTZ, else RTE). */
bool exec_prep_denorm_flush(const exec_prep *p, uint32_t bits);
spvrt_round_mode exec_prep_rounding_mode(const exec_prep *p, uint32_t bits);
uint32_t exec_prep_subgroup_size(const exec_prep *p);

/* The families (one file each).  inst is the instruction; op has opcode,
 * type, result_row, args and literals filled. */
exec_bind_result exec_bind_arithmetic(exec_prep *p, exec_op *op, const spvrt_instruction *inst);  /* arithmetic.c */
exec_bind_result exec_bind_composite(exec_prep *p, exec_op *op, const spvrt_instruction *inst);   /* composite.c */
exec_bind_result exec_bind_memory(exec_prep *p, exec_op *op, const spvrt_instruction *inst);      /* memory.c */
exec_bind_result exec_bind_atomic(exec_prep *p, exec_op *op, const spvrt_instruction *inst);      /* atomics.c */
exec_bind_result exec_bind_subgroup(exec_prep *p, exec_op *op, const spvrt_instruction *inst);    /* subgroup.c */
exec_bind_result exec_bind_image(exec_prep *p, exec_op *op, const spvrt_instruction *inst);       /* image.c */
/* Whether a type (or the element of an array type) is an image, sampler or sampled image (image.c). */
bool exec_is_image_descriptor_type(const exec_prep *p, const exec_type *t);
exec_bind_result exec_bind_ray_query(exec_prep *p, exec_op *op, const spvrt_instruction *inst);   /* ../rt/ray_query.c */

exec_bind_result exec_bind_ray_tracing(exec_prep *p, exec_op *op, const spvrt_instruction *inst); /* ../rt/pipeline.c */
exec_bind_result exec_bind_hit_object(exec_prep *p, exec_op *op, const spvrt_instruction *inst);  /* ../rt/hit_object.c */
exec_bind_result exec_bind_node_payload(exec_prep *p, exec_op *op, const spvrt_instruction *inst); /* ../graph/payload.c */
/* The bytes of an access to the NodePayloadAMDX memory the workgroup allocated (EXEC_REGION_NODE_OUTPUT), or
   NULL after a trap: outside every allocation, or after the allocation was enqueued (AMDX-S39)
   (../graph/payload.c). */
void *exec_node_output_at(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t offset, uint64_t bytes);
/* A store of the active lanes to an input payload: false after a trap when the workgroup has finished writing
   it (AMDX-S43) (../graph/payload.c). */
bool exec_node_input_store_allowed(exec_wave *w, const exec_op *op);
/* OpIgnoreIntersectionKHR, OpTerminateRayKHR (../rt/pipeline.c): record the any-hit shader's verdict for the
   active lanes; run.c then ends their invocation. */
void exec_rt_end_invocation(exec_wave *w, const exec_op *op);
/* Whether a ray-tracing stage of this execution model may read the built-in (../rt/pipeline.c writes them). */
bool exec_rt_builtin_supported(uint32_t execution_model, uint32_t builtin);
bool exec_is_ray_tracing_model(uint32_t execution_model);

/* Bytes and alignment of a ray query object in Function/Private memory (../rt/ray_query.c). */
uint32_t exec_ray_query_bytes(void);
/* Bytes of a hit object in Function/Private memory (../rt/hit_object.c; aligned as a ray query). */
uint32_t exec_hit_object_bytes(void);
#define EXEC_RAY_QUERY_ALIGN 16u

#endif
