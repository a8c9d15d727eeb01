/* The AmberScript runner's Vulkan backend (backend.h, docs/vulkan-backend.md). */
#include <stdio.h>

#include "backend.h"
#include "../core/core.h"

#ifndef SPVRT_HAVE_VULKAN
spvrt_result amber_vulkan_backend_create(spvrt_context *ctx, const amber_vulkan_options *options, amber_backend **out)
{
    (void)options;
    *out = NULL;
    spvrt_diag_reset(ctx);
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    spvrt_diag(ctx, &where, "spvrt was built without Vulkan support (no vulkan/vulkan.h at build time)");
    return SPVRT_ERROR_NO_DEVICE;
}
#endif
