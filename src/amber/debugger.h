/* Private to the script layer: a DEBUG block's THREAD played against the
 * CPU engine's shader debugger (spvrt_dispatch.trace; docs/debugger.md). */
#ifndef SPVRT_AMBER_DEBUGGER_H
#define SPVRT_AMBER_DEBUGGER_H

#include "amber.h"

/* A failing check or an invocation that never ran: the script line and the text. */
typedef void (*amber_debugger_fail_fn)(void *user, uint32_t line, const char *text);

typedef struct amber_debugger {
    const spvrt_amber_debug *script;
    bool glsl;                   /* the shader was GLSL compiled by the runner: its source file (a temporary
                                    path in the module's debug info) is called "ComputeShader0.comp" */
    uint32_t next;               /* the next THREAD command */
    uint32_t passed, failed;     /* EXPECTs */
    amber_debugger_fail_fn fail;
    void *user;
    bool reached, finished;
    spvrt_debug_trace trace;     /* what spvrt_dispatch.trace points to */
} amber_debugger;

void amber_debugger_init(amber_debugger *g, const spvrt_amber_debug *script, bool glsl, amber_debugger_fail_fn fail,
                         void *user);
/* After a dispatch that ran to its end: a THREAD whose invocation did not run, or whose EXPECTs
 * were not reached, fails. */
void amber_debugger_finish(amber_debugger *g);

#endif
