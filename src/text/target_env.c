/* --target-env names, as SPIRV-Tools spells them, and the SPIR-V version
 * each implies (Vulkan: the highest version the Vulkan environment
 * appendix allows for that API version). */
#include <string.h>

#include "text.h"

#define VK(minor) SPVRT_ENV_VULKAN, SPVRT_VERSION_WORD(1, minor)
#define GL(major, minor) SPVRT_ENV_OPENGL, SPVRT_VERSION_WORD(major, minor)
#define CL(major, minor) SPVRT_ENV_OPENCL, SPVRT_VERSION_WORD(major, minor)
#define SPV 0, 0

static const struct {
    const char *name;
    uint32_t version;
    spvrt_environment environment;
    uint32_t api_version;
} target_envs[] = {
    {"spv1.0", SPVRT_VERSION_WORD(1, 0), SPV},
    {"spv1.1", SPVRT_VERSION_WORD(1, 1), SPV},
    {"spv1.2", SPVRT_VERSION_WORD(1, 2), SPV},
    {"spv1.3", SPVRT_VERSION_WORD(1, 3), SPV},
    {"spv1.4", SPVRT_VERSION_WORD(1, 4), SPV},
    {"spv1.5", SPVRT_VERSION_WORD(1, 5), SPV},
    {"spv1.6", SPVRT_VERSION_WORD(1, 6), SPV},
    {"vulkan1.0", SPVRT_VERSION_WORD(1, 0), VK(0)},
    {"vulkan1.1", SPVRT_VERSION_WORD(1, 3), VK(1)},
    {"vulkan1.1spv1.4", SPVRT_VERSION_WORD(1, 4), VK(1)},
    {"vulkan1.2", SPVRT_VERSION_WORD(1, 5), VK(2)},
    {"vulkan1.3", SPVRT_VERSION_WORD(1, 6), VK(3)},
    {"vulkan1.4", SPVRT_VERSION_WORD(1, 6), VK(4)},
    {"opengl4.0", SPVRT_VERSION_WORD(1, 0), GL(4, 0)},
    {"opengl4.1", SPVRT_VERSION_WORD(1, 0), GL(4, 1)},
    {"opengl4.2", SPVRT_VERSION_WORD(1, 0), GL(4, 2)},
    {"opengl4.3", SPVRT_VERSION_WORD(1, 0), GL(4, 3)},
    {"opengl4.5", SPVRT_VERSION_WORD(1, 0), GL(4, 5)},
    {"opencl1.2", SPVRT_VERSION_WORD(1, 0), CL(1, 2)},
    {"opencl1.2embedded", SPVRT_VERSION_WORD(1, 0), CL(1, 2)},
    {"opencl2.0", SPVRT_VERSION_WORD(1, 0), CL(2, 0)},
    {"opencl2.0embedded", SPVRT_VERSION_WORD(1, 0), CL(2, 0)},
    {"opencl2.1", SPVRT_VERSION_WORD(1, 0), CL(2, 1)},
    {"opencl2.1embedded", SPVRT_VERSION_WORD(1, 0), CL(2, 1)},
    {"opencl2.2", SPVRT_VERSION_WORD(1, 2), CL(2, 2)},
    {"opencl2.2embedded", SPVRT_VERSION_WORD(1, 2), CL(2, 2)},
};
#undef VK
#undef GL
#undef CL
#undef SPV

spvrt_result spvrt_target_env_parse(const char *name, spvrt_target_env *env)
{
    if (!name || !env)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    for (size_t i = 0; i < sizeof target_envs / sizeof target_envs[0]; i++) {
        if (strcmp(target_envs[i].name, name) == 0) {
            env->environment = target_envs[i].environment;
            env->api_version = target_envs[i].api_version;
            env->spirv_version = target_envs[i].version;
            return SPVRT_SUCCESS;
        }
    }
    return SPVRT_ERROR_INVALID_ARGUMENT;
}

spvrt_result spvrt_target_env_version(const char *name, uint32_t *version)
{
    spvrt_target_env env;
    if (!version || spvrt_target_env_parse(name, &env) != SPVRT_SUCCESS)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *version = env.spirv_version;
    return SPVRT_SUCCESS;
}
