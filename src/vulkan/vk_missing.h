/* The one place where the Vulkan backend defines what the installed Vulkan headers lack.
 *
 * Debian 12 ships vulkan_core.h and vk.xml 1.3.239 (VK_HEADER_VERSION 239).  Extensions registered
 * after that are written here from the Vulkan specification: the registry xml/vk.xml and the chapters of
 * Vulkan-Docs (commit 090f1b19, Vulkan 1.4.360).  Each definition is guarded by the extension's own
 * macro, so newer headers (which define it) win and nothing here is seen.
 *
 * SPVRT_VK_MISSING_FEATURES lists the feature structures defined here as rows for
 * scripts/gen_vulkan_features.py, which reads this file (--missing) and adds each row that the registry it
 * is given lacks to the generated feature-structure table; its arguments are the structure, its sType
 * enumerant, the extension that provides it, the extensions that extension depends on (space-separated,
 * vk.xml "depends") and one VkBool32 member (a structure with several members has one row per member).
 * Keep each X(...) on one line: the generator reads them with a regular expression. */
#ifndef SPVRT_VK_MISSING_H
#define SPVRT_VK_MISSING_H

#include <vulkan/vulkan_core.h>

/* ---- VK_EXT_ray_tracing_invocation_reorder (extension 582, spec version 2) ---------------------------
 * vk.xml <extension name="VK_EXT_ray_tracing_invocation_reorder" number="582" type="device"
 * depends="VK_KHR_ray_tracing_pipeline">; the NV extension VK_NV_ray_tracing_invocation_reorder (491, in
 * the 1.3.239 headers) is promoted to it.  Enumerant values: "Extending Vulkan", "Assigning Extension
 * Token Values" (chapters/extensions.adoc): 1000000000 + (number - 1) * 1000 + offset.
 * Features: chapters/features.adoc, VkPhysicalDeviceRayTracingInvocationReorderFeaturesEXT
 * (#features-rayTracingInvocationReorder: "indicates that the implementation supports
 * SPV_EXT_shader_invocation_reorder").  Properties: chapters/limits.adoc,
 * VkPhysicalDeviceRayTracingInvocationReorderPropertiesEXT. */
#ifndef VK_EXT_ray_tracing_invocation_reorder
#define VK_EXT_ray_tracing_invocation_reorder 1
#define VK_EXT_RAY_TRACING_INVOCATION_REORDER_SPEC_VERSION 2
#define VK_EXT_RAY_TRACING_INVOCATION_REORDER_EXTENSION_NAME "VK_EXT_ray_tracing_invocation_reorder"
/* <enum offset="0" extends="VkStructureType"> and offset 1 of extension 582 */
#define VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_INVOCATION_REORDER_FEATURES_EXT ((VkStructureType)1000581000)
#define VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_INVOCATION_REORDER_PROPERTIES_EXT ((VkStructureType)1000581001)

/* <enums name="VkRayTracingInvocationReorderModeEXT" type="enum">: NONE 0, REORDER 1 (the NV names alias
 * these values) */
typedef enum VkRayTracingInvocationReorderModeEXT {
    VK_RAY_TRACING_INVOCATION_REORDER_MODE_NONE_EXT = 0,
    VK_RAY_TRACING_INVOCATION_REORDER_MODE_REORDER_EXT = 1,
    VK_RAY_TRACING_INVOCATION_REORDER_MODE_MAX_ENUM_EXT = 0x7FFFFFFF
} VkRayTracingInvocationReorderModeEXT;

typedef struct VkPhysicalDeviceRayTracingInvocationReorderFeaturesEXT {
    VkStructureType sType;
    void *pNext;
    VkBool32 rayTracingInvocationReorder;
} VkPhysicalDeviceRayTracingInvocationReorderFeaturesEXT;

typedef struct VkPhysicalDeviceRayTracingInvocationReorderPropertiesEXT {
    VkStructureType sType;
    void *pNext;
    VkRayTracingInvocationReorderModeEXT rayTracingInvocationReorderReorderingHint;
    uint32_t maxShaderBindingTableRecordIndex;
} VkPhysicalDeviceRayTracingInvocationReorderPropertiesEXT;
#endif /* VK_EXT_ray_tracing_invocation_reorder */

/* clang-format off */
#define SPVRT_VK_MISSING_FEATURES(X) \
    X(VkPhysicalDeviceRayTracingInvocationReorderFeaturesEXT, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_INVOCATION_REORDER_FEATURES_EXT, "VK_EXT_ray_tracing_invocation_reorder", "VK_KHR_ray_tracing_pipeline", rayTracingInvocationReorder)
/* clang-format on */

#endif
