/* spvrt exec: the composite family (placeholder until its helper's branch is merged). */
#include "exec.h"

exec_bind_result exec_bind_composite(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    (void)p;
    (void)op;
    (void)inst;
    return EXEC_BIND_NOT_MINE;
}
