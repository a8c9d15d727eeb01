/* The public header compiles on its own, as C (and as C++: see tests/run). */
#include "spvrt/spvrt.h"

int main(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    int ok = ctx != NULL;
    spvrt_context_destroy(ctx);
    return ok ? 0 : 1;
}
