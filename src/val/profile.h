/* Private header of device profiles (profile.c): what the profile rules
 * (profile_rules.c) read of a spvrt_device_profile. */
#ifndef SPVRT_VAL_PROFILE_H
#define SPVRT_VAL_PROFILE_H

#include "../core/core.h"
#include "vulkan_requirements.h"

typedef enum spvrt_profile_value_type {
    SPVRT_PROFILE_BOOL,
    SPVRT_PROFILE_NUMBER,  /* numbers[0..count-1] (arrays of up to 3, as maxComputeWorkGroupCount) */
    SPVRT_PROFILE_STRING   /* an enumerant, or flag bits as " A B C " */
} spvrt_profile_value_type;

/* One member of a feature or property structure, by member name (the same name in several structures, as
 * VkPhysicalDeviceVulkan12Features and VkPhysicalDeviceShaderFloat16Int8Features, means the same thing). */
typedef struct spvrt_profile_value {
    char *name;
    uint8_t type;    /* spvrt_profile_value_type */
    uint8_t count;   /* numbers held */
    bool truth;      /* BOOL */
    uint64_t numbers[3];
    char *text;      /* STRING */
} spvrt_profile_value;

/* One VkCooperativeMatrixPropertiesNV (a spvrt extension of the profile JSON: vulkaninfo and the Profiles
 * schema have no list of them): sizes, component types as VkComponentTypeNV values (FLOAT16 0 ... UINT64 10),
 * scope as VkScopeNV (the SPIR-V Scope values: Device 1, Workgroup 2, Subgroup 3, QueueFamily 5). */
typedef struct spvrt_profile_cooperative_matrix {
    uint64_t m, n, k;
    uint32_t a, b, c, d;
    uint32_t scope;
} spvrt_profile_cooperative_matrix;

struct spvrt_device_profile {
    spvrt_context *ctx;
    uint32_t api_version;        /* 0: not given */
    spvrt_profile_value *values; /* sorted by name */
    uint32_t value_count, value_capacity;
    char **extensions;           /* sorted */
    uint32_t extension_count, extension_capacity;
    bool cooperative_matrices_given; /* a readable "VkCooperativeMatrixPropertiesNV" list was given */
    spvrt_profile_cooperative_matrix *cooperative_matrices;
    uint32_t cooperative_matrix_count;
};

const spvrt_profile_value *spvrt_profile_value_of(const spvrt_device_profile *p, const char *name);
/* Whether a boolean feature or property is true (false when the profile does not give it). */
bool spvrt_profile_true(const spvrt_device_profile *p, const char *name);
/* Whether the flag list (or enumerant) name holds flag; *known is false when the profile does not give it. */
bool spvrt_profile_has_flag(const spvrt_device_profile *p, const char *name, const char *flag, bool *known);
/* A numeric limit (element index of an array): false when the profile does not give it. */
bool spvrt_profile_number(const spvrt_device_profile *p, const char *name, uint32_t index, uint64_t *value);
bool spvrt_profile_has_extension(const spvrt_device_profile *p, const char *name);

#endif
