/* Private to the engine's core: the shader debugger's session (debug.c),
 * driven by run.c's traced wave loop. */
#ifndef SPVRT_EXEC_DEBUG_H
#define SPVRT_EXEC_DEBUG_H

#include "program.h"

#define EXEC_DEBUG_MAX_FRAMES 64 /* run.c's EXEC_MAX_CALL_DEPTH */

typedef struct exec_debug_session {
    const spvrt_program *program;
    const spvrt_debug_trace *trace;
    /* the traced invocation: its workgroup (linear), wave and lane */
    uint64_t group;
    uint32_t wave, lane;
    bool reached, finished;
    /* per module instruction: the location (file: OpString id; line 0: none) */
    uint32_t *loc_file, *loc_line;
    bool disassembly;          /* no line information: lines of the disassembly */
    const char **function_names; /* per module function */
    char **strings;
    uint32_t string_count, string_capacity;
    /* stepping */
    bool active;               /* false after CONTINUE */
    bool started;
    spvrt_debug_step step;
    uint32_t at_file, at_line, at_depth;
} exec_debug_session;

struct spvrt_debug_stop {
    const exec_debug_session *session;
    exec_wave *wave;
    const exec_op *op;
    uint32_t depth;
};

exec_debug_session *exec_debug_session_create(const spvrt_program *program, const spvrt_debug_trace *trace);
void exec_debug_session_free(exec_debug_session *s);
/* Before op runs in the traced wave, with the wave's call depth (1: the entry point). */
void exec_debug_before_op(exec_wave *w, const exec_op *op, uint32_t depth);

/* run.c: the wave's frames, outermost first: each one's function (program index) and, for all but the
 * innermost, the op index of the OpFunctionCall it is standing at; returns how many. */
uint32_t exec_wave_call_stack(const exec_wave *w, uint32_t *functions, uint32_t *call_ops, uint32_t max);

#endif
