/* TEMPORARY (branch i5-run only): stand-ins for the engine core so that the
 * runner links before "exec: core" lands on i5-integration.  Deleted when
 * the core is merged; never merge this file next to src/exec/run.c. */
#include "spvrt/spvrt.h"
#include "../core/core.h"

SPVRT_API spvrt_result spvrt_program_prepare(spvrt_context *context, const spvrt_module *module,
                                             const spvrt_prepare_options *options, spvrt_program **program)
{
    (void)module;
    (void)options;
    *program = NULL;
    spvrt_diag_reset(context);
    spvrt_diagnostic where = {0};
    where.instruction_index = UINT32_MAX;
    spvrt_diag(context, &where, "the execution engine is not built in yet");
    return SPVRT_ERROR_UNSUPPORTED;
}
SPVRT_API void spvrt_program_free(spvrt_program *program) { (void)program; }
SPVRT_API void spvrt_program_local_size(const spvrt_program *program, uint32_t size[3])
{
    (void)program;
    size[0] = size[1] = size[2] = 1;
}
SPVRT_API spvrt_result spvrt_program_dispatch(spvrt_context *context, const spvrt_program *program,
                                              const spvrt_dispatch *dispatch)
{
    (void)context;
    (void)program;
    (void)dispatch;
    return SPVRT_ERROR_UNSUPPORTED;
}
