/* Private: the compiling backend of the execution engine (docs/jit.md).
 *
 * exec_jit_compile turns a prepared program (src/exec/program.h) into one
 * native function that runs a wave the way run.c's loop does: the same
 * register rows, the same per-lane block numbers and uniform flag of the
 * entry function's exec_frame, the same step count, the same traps.  Ops
 * that native.h says a compiler may emit are compiled inline on vectors of
 * the wave's lanes; every other op calls its handler, exactly as the
 * interpreter does.  So run.c can give a wave to the compiled code and
 * take it back at any block boundary (EXEC_JIT_HANDOFF).
 *
 * Compiled code lives in one process-wide LLVM ORC instance and in a disk
 * cache of object files keyed by the hash of the generated LLVM IR (which
 * is a function of the module, its specialization, the subgroup size and
 * the engine's layout), the LLVM version and the host CPU. */
#ifndef SPVRT_JIT_JIT_H
#define SPVRT_JIT_JIT_H

#include "../exec/run.h"

typedef struct exec_jit exec_jit;

/* What the compiled code of a wave is given (run.c fills it for each call). */
typedef struct exec_jit_call {
    exec_wave *w;
    exec_frame *frame;                  /* the entry function's frame (call depth 1) */
    uint8_t *regs;                      /* w->regs */
    const exec_op *ops;                 /* w->program->ops */
    const exec_memory *regions;         /* the dispatch's regions (region number -> memory) */
    uint64_t region_count;
    uint64_t max_steps;
    /* the interpreter's traps, word for word: the step limit (op EXEC_NONE: a block without ops), and
       OpUnreachable */
    void (*trap_steps)(exec_wave *w, uint32_t op, uint32_t lane, uint64_t max_steps);
    void (*trap_unreachable)(exec_wave *w, uint32_t op, uint32_t lane);
} exec_jit_call;

/* The compiled function's answers: run.c's WAVE_DONE, WAVE_BARRIER, WAVE_TRAP, or: go on in the interpreter
   from the frame's state (a resume point the code does not have). */
enum { EXEC_JIT_DONE = 0, EXEC_JIT_BARRIER = 1, EXEC_JIT_TRAP = 2, EXEC_JIT_HANDOFF = 3 };

typedef int (*exec_jit_fn)(exec_jit_call *call);

/* Whether this build has the compiling backend (LLVM). */
bool exec_jit_available(void);

/* Compile program.  NULL when it cannot be (an op or a shape the backend does not compile yet, or LLVM
   failed): *why says which, and the interpreter runs the program.  *compile_ms: the time it took (0 when the
   disk cache had it). */
exec_jit *exec_jit_compile(spvrt_context *ctx, const spvrt_program *program, char *why, size_t why_size,
                           double *compile_ms, bool *cached);
exec_jit_fn exec_jit_function(const exec_jit *jit);
void exec_jit_free(exec_jit *jit);

#endif
