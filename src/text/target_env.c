/* --target-env names, as SPIRV-Tools spells them, and the SPIR-V version
 * each implies (Vulkan: the highest version the Vulkan environment
 * appendix allows for that API version). */
#include <string.h>

#include "text.h"

static const struct {
    const char *name;
    uint32_t version;
} target_envs[] = {
    {"spv1.0", SPVRT_VERSION_WORD(1, 0)},       {"spv1.1", SPVRT_VERSION_WORD(1, 1)},
    {"spv1.2", SPVRT_VERSION_WORD(1, 2)},       {"spv1.3", SPVRT_VERSION_WORD(1, 3)},
    {"spv1.4", SPVRT_VERSION_WORD(1, 4)},       {"spv1.5", SPVRT_VERSION_WORD(1, 5)},
    {"spv1.6", SPVRT_VERSION_WORD(1, 6)},       {"vulkan1.0", SPVRT_VERSION_WORD(1, 0)},
    {"vulkan1.1", SPVRT_VERSION_WORD(1, 3)},    {"vulkan1.1spv1.4", SPVRT_VERSION_WORD(1, 4)},
    {"vulkan1.2", SPVRT_VERSION_WORD(1, 5)},    {"vulkan1.3", SPVRT_VERSION_WORD(1, 6)},
    {"vulkan1.4", SPVRT_VERSION_WORD(1, 6)},    {"opengl4.0", SPVRT_VERSION_WORD(1, 0)},
    {"opengl4.1", SPVRT_VERSION_WORD(1, 0)},    {"opengl4.2", SPVRT_VERSION_WORD(1, 0)},
    {"opengl4.3", SPVRT_VERSION_WORD(1, 0)},    {"opengl4.5", SPVRT_VERSION_WORD(1, 0)},
    {"opencl1.2", SPVRT_VERSION_WORD(1, 0)},    {"opencl1.2embedded", SPVRT_VERSION_WORD(1, 0)},
    {"opencl2.0", SPVRT_VERSION_WORD(1, 0)},    {"opencl2.0embedded", SPVRT_VERSION_WORD(1, 0)},
    {"opencl2.1", SPVRT_VERSION_WORD(1, 0)},    {"opencl2.1embedded", SPVRT_VERSION_WORD(1, 0)},
    {"opencl2.2", SPVRT_VERSION_WORD(1, 2)},    {"opencl2.2embedded", SPVRT_VERSION_WORD(1, 2)},
};

spvrt_result spvrt_target_env_version(const char *name, uint32_t *version)
{
    if (!name || !version)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    for (size_t i = 0; i < sizeof target_envs / sizeof target_envs[0]; i++) {
        if (strcmp(target_envs[i].name, name) == 0) {
            *version = target_envs[i].version;
            return SPVRT_SUCCESS;
        }
    }
    return SPVRT_ERROR_INVALID_ARGUMENT;
}
