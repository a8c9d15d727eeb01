/* The Vulkan backend (vulkan_internal.h): the loader, the instance and the physical device
 * (docs/vulkan-backend.md section 2 steps 1 to 3, section 4), and the messages of failed calls.
 *
 * The loader is reached with dlopen("libvulkan.so.1") and every other entry point through
 * vkGetInstanceProcAddr ("Command Function Pointers"), so libspvrt never needs libvulkan to load.
 * Vulkan spec chapters: "Initialization" (vkCreateInstance, instance extensions and layers), "Devices and
 * Queues" (vkEnumeratePhysicalDevices, queue families, "Lost Device"), "Debugging" (VK_EXT_debug_utils:
 * the validation layer's messages go to the runner's log), "Return Codes". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vulkan_internal.h"

#ifdef SPVRT_HAVE_VULKAN

#include <dlfcn.h>

/* ---- messages ------------------------------------------------------------------ */

static const char *result_name(VkResult r)
{
    switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_NOT_READY: return "VK_NOT_READY";
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_INCOMPLETE: return "VK_INCOMPLETE";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_MEMORY_MAP_FAILED: return "VK_ERROR_MEMORY_MAP_FAILED";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_TOO_MANY_OBJECTS: return "VK_ERROR_TOO_MANY_OBJECTS";
    case VK_ERROR_FORMAT_NOT_SUPPORTED: return "VK_ERROR_FORMAT_NOT_SUPPORTED";
    case VK_ERROR_FRAGMENTED_POOL: return "VK_ERROR_FRAGMENTED_POOL";
    case VK_ERROR_OUT_OF_POOL_MEMORY: return "VK_ERROR_OUT_OF_POOL_MEMORY";
    case VK_ERROR_INVALID_SHADER_NV: return "VK_ERROR_INVALID_SHADER_NV";
    case VK_PIPELINE_COMPILE_REQUIRED: return "VK_PIPELINE_COMPILE_REQUIRED";
    default: return "VkResult (unnamed)";
    }
}

/* The spvrt_result of a failed VkResult (docs/vulkan-backend.md, section 1's table). */
static spvrt_result map_result(VkResult r)
{
    switch (r) {
    case VK_ERROR_OUT_OF_HOST_MEMORY:
    case VK_ERROR_OUT_OF_DEVICE_MEMORY:
    case VK_ERROR_OUT_OF_POOL_MEMORY:
    case VK_ERROR_FRAGMENTED_POOL:
    case VK_ERROR_TOO_MANY_OBJECTS: return SPVRT_ERROR_OUT_OF_MEMORY;
    case VK_ERROR_DEVICE_LOST:
    case VK_TIMEOUT: return SPVRT_ERROR_DEVICE_LOST;
    case VK_ERROR_FEATURE_NOT_PRESENT:
    case VK_ERROR_EXTENSION_NOT_PRESENT:
    case VK_ERROR_LAYER_NOT_PRESENT:
    case VK_ERROR_FORMAT_NOT_SUPPORTED: return SPVRT_ERROR_UNSUPPORTED;
    case VK_ERROR_INITIALIZATION_FAILED:
    case VK_ERROR_INCOMPATIBLE_DRIVER: return SPVRT_ERROR_NO_DEVICE;
    default: return SPVRT_ERROR_UNSUPPORTED;
    }
}

void vk_error(spvrt_context *ctx, const char *fmt, ...)
{
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.instruction_index = UINT32_MAX;
    va_list ap;
    va_start(ap, fmt);
    spvrt_diagv(ctx, &where, fmt, ap);
    va_end(ap);
}

/* A failed Vulkan call: the diagnostic names what failed, the call and its result.  Device loss is
 * recorded: after it the backend refuses everything ("Lost Device", #devsandqueues-lost-device). */
spvrt_result vk_failed(vk_backend *b, VkResult r, const char *what, const char *call)
{
    vk_error(b->base.ctx, "%s failed: %s returned %s%s", what, call, result_name(r),
             r == VK_ERROR_DEVICE_LOST ? " (device lost)" : "");
    if (r == VK_ERROR_DEVICE_LOST)
        b->lost = true;
    return map_result(r);
}

spvrt_result vk_refuse_if_lost(vk_backend *b, const char *what)
{
    if (!b->lost)
        return SPVRT_SUCCESS;
    vk_error(b->base.ctx, "%s: the Vulkan device was lost earlier (device lost); nothing more runs on it", what);
    return SPVRT_ERROR_DEVICE_LOST;
}

static bool same_ignoring_case(char a, char c)
{
    if (a >= 'A' && a <= 'Z')
        a = (char)(a - 'A' + 'a');
    if (c >= 'A' && c <= 'Z')
        c = (char)(c - 'A' + 'a');
    return a == c;
}

static bool contains_ignoring_case(const char *text, const char *part)
{
    size_t n = strlen(part);
    for (; *text; text++) {
        size_t k = 0;
        while (k < n && text[k] && same_ignoring_case(text[k], part[k]))
            k++;
        if (k == n)
            return true;
    }
    return n == 0;
}

/* ---- string sets ----------------------------------------------------------------- */

bool vk_list_has(const name_list *l, const char *name)
{
    for (uint32_t k = 0; k < l->count; k++)
        if (strcmp(l->names[k], name) == 0)
            return true;
    return false;
}

/* Adds name (not copied: static tables, the options or the enumerated properties hold it). */
bool vk_list_add(spvrt_context *ctx, name_list *l, const char *name)
{
    if (vk_list_has(l, name))
        return true;
    if (!spvrt_grow(ctx, (void **)&l->names, &l->capacity, l->count + 1, sizeof *l->names))
        return false;
    l->names[l->count++] = name;
    return true;
}

/* ---- creation ------------------------------------------------------------------ */

static VKAPI_ATTR VkBool32 VKAPI_CALL on_validation_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                            VkDebugUtilsMessageTypeFlagsEXT types,
                                                            const VkDebugUtilsMessengerCallbackDataEXT *data,
                                                            void *user)
{
    (void)severity;
    (void)types;
    vk_backend *b = user;
    if (!b->log || !data)
        return VK_FALSE;
    char text[4096];
    snprintf(text, sizeof text, "vulkan validation: %s: %s", data->pMessageIdName ? data->pMessageIdName : "-",
             data->pMessage ? data->pMessage : "");
    b->log(b->log_user, text);
    return VK_FALSE;
}

static void fill_messenger_info(vk_backend *b, VkDebugUtilsMessengerCreateInfoEXT *info)
{
    memset(info, 0, sizeof *info);
    info->sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    info->messageSeverity =
        VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    info->messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    info->pfnUserCallback = on_validation_message;
    info->pUserData = b;
}

static void log_note(vk_backend *b, const char *text)
{
    if (b->log)
        b->log(b->log_user, text);
}

/* dlopen the loader and create the instance (design section 2 steps 1 and 2).  Missing instance extensions
 * are reported (and counted in *missing); the instance is created without them so that the rest can be
 * checked too. */
spvrt_result vk_create_instance(vk_backend *b, const amber_vulkan_options *o, uint32_t *missing)
{
    spvrt_context *ctx = b->base.ctx;
    b->library = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!b->library) {
        const char *why = dlerror();
        vk_error(ctx, "no Vulkan loader: dlopen(\"libvulkan.so.1\") failed: %s (install libvulkan1)",
                 why ? why : "unknown reason");
        return SPVRT_ERROR_NO_DEVICE;
    }
    /* POSIX dlsym returns an object pointer; the function pointer is read through memcpy */
    void *symbol = dlsym(b->library, "vkGetInstanceProcAddr");
    if (!symbol) {
        vk_error(ctx, "no Vulkan loader: libvulkan.so.1 has no vkGetInstanceProcAddr");
        return SPVRT_ERROR_NO_DEVICE;
    }
    memcpy(&b->fn.vkGetInstanceProcAddr, &symbol, sizeof symbol);
#define LOAD_GLOBAL(name)                                                                                             \
    b->fn.name = (PFN_##name)b->fn.vkGetInstanceProcAddr(VK_NULL_HANDLE, #name);                                       \
    if (!b->fn.name) {                                                                                                \
        vk_error(ctx, "no Vulkan loader: vkGetInstanceProcAddr does not give " #name);                               \
        return SPVRT_ERROR_NO_DEVICE;                                                                                 \
    }
    VK_GLOBAL_FUNCTIONS(LOAD_GLOBAL)
#undef LOAD_GLOBAL
    b->fn.vkEnumerateInstanceVersion =
        (PFN_vkEnumerateInstanceVersion)b->fn.vkGetInstanceProcAddr(VK_NULL_HANDLE, "vkEnumerateInstanceVersion");
    uint32_t loader_version = VK_API_VERSION_1_0;
    if (b->fn.vkEnumerateInstanceVersion && b->fn.vkEnumerateInstanceVersion(&loader_version) != VK_SUCCESS)
        loader_version = VK_API_VERSION_1_0;
    if (VK_API_VERSION_MAJOR(loader_version) == 1 && VK_API_VERSION_MINOR(loader_version) < 1) {
        vk_error(ctx, "no Vulkan device: the Vulkan loader is version 1.0 (1.1 is needed for "
                      "vkGetPhysicalDeviceFeatures2)");
        return SPVRT_ERROR_NO_DEVICE;
    }
    /* the newest version these headers describe, and never below 1.1 (feature chains) */
    uint32_t api =
        VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(loader_version), VK_API_VERSION_MINOR(loader_version), 0);
    if (api > VK_API_VERSION_1_3)
        api = VK_API_VERSION_1_3;

    /* instance extensions and layers */
    uint32_t count = 0;
    VkExtensionProperties *exts = NULL;
    VkLayerProperties *layers = NULL;
    name_list enabled = {0}, enabled_layers = {0};
    spvrt_result res = SPVRT_SUCCESS;
    if (b->fn.vkEnumerateInstanceExtensionProperties(NULL, &count, NULL) == VK_SUCCESS && count) {
        exts = spvrt_alloc_zero(ctx, count, sizeof *exts);
        if (!exts || b->fn.vkEnumerateInstanceExtensionProperties(NULL, &count, exts) < 0)
            count = 0;
    }
    uint32_t ext_count = count;
    for (uint32_t k = 0; k < o->instance_extension_count; k++) {
        bool found = false;
        for (uint32_t e = 0; e < ext_count && !found; e++)
            found = strcmp(exts[e].extensionName, o->instance_extensions[k]) == 0;
        if (found) {
            if (!vk_list_add(ctx, &enabled, o->instance_extensions[k]))
                res = SPVRT_ERROR_OUT_OF_MEMORY;
        } else {
            vk_error(ctx, "missing INSTANCE_EXTENSION %s: the Vulkan loader does not offer it",
                     o->instance_extensions[k]);
            ++*missing;
        }
    }
    bool validation = false, debug_utils = false;
    if (o->validation_layer) {
        uint32_t layer_count = 0;
        if (b->fn.vkEnumerateInstanceLayerProperties(&layer_count, NULL) == VK_SUCCESS && layer_count) {
            layers = spvrt_alloc_zero(ctx, layer_count, sizeof *layers);
            if (!layers || b->fn.vkEnumerateInstanceLayerProperties(&layer_count, layers) < 0)
                layer_count = 0;
        }
        for (uint32_t k = 0; k < layer_count && !validation; k++)
            validation = strcmp(layers[k].layerName, "VK_LAYER_KHRONOS_validation") == 0;
        if (!validation)
            log_note(b, "note: vulkan: VK_LAYER_KHRONOS_validation is not installed; running without the "
                        "validation layer (Debian: vulkan-validationlayers)");
        for (uint32_t e = 0; e < ext_count && !debug_utils; e++)
            debug_utils = strcmp(exts[e].extensionName, VK_EXT_DEBUG_UTILS_EXTENSION_NAME) == 0;
        if (validation && !debug_utils) {
            /* the layer itself implements VK_EXT_debug_utils */
            uint32_t n = 0;
            if (b->fn.vkEnumerateInstanceExtensionProperties("VK_LAYER_KHRONOS_validation", &n, NULL) == VK_SUCCESS &&
                n) {
                VkExtensionProperties *le = spvrt_alloc_zero(ctx, n, sizeof *le);
                if (le && b->fn.vkEnumerateInstanceExtensionProperties("VK_LAYER_KHRONOS_validation", &n, le) >= 0)
                    for (uint32_t e = 0; e < n && !debug_utils; e++)
                        debug_utils = strcmp(le[e].extensionName, VK_EXT_DEBUG_UTILS_EXTENSION_NAME) == 0;
                spvrt_free(ctx, le);
            }
        }
        if (validation && !vk_list_add(ctx, &enabled_layers, "VK_LAYER_KHRONOS_validation"))
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        if (validation && debug_utils && !vk_list_add(ctx, &enabled, VK_EXT_DEBUG_UTILS_EXTENSION_NAME))
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        if (validation && !debug_utils)
            log_note(b, "note: vulkan: the validation layer offers no VK_EXT_debug_utils; its messages are not "
                        "collected");
    }
    if (res == SPVRT_SUCCESS) {
        VkApplicationInfo app = {0};
        app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
        app.pApplicationName = "spvrt run";
        app.pEngineName = "spvrt";
        app.apiVersion = api;
        VkDebugUtilsMessengerCreateInfoEXT messenger_info;
        fill_messenger_info(b, &messenger_info);
        VkInstanceCreateInfo info = {0};
        info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
        info.pApplicationInfo = &app;
        info.enabledExtensionCount = enabled.count;
        info.ppEnabledExtensionNames = enabled.names;
        info.enabledLayerCount = enabled_layers.count;
        info.ppEnabledLayerNames = enabled_layers.names;
        if (validation && debug_utils)
            info.pNext = &messenger_info; /* messages of vkCreateInstance / vkDestroyInstance themselves */
        VkResult r = b->fn.vkCreateInstance(&info, NULL, &b->instance);
        if (r != VK_SUCCESS) {
            b->instance = VK_NULL_HANDLE;
            if (r == VK_ERROR_INCOMPATIBLE_DRIVER || r == VK_ERROR_INITIALIZATION_FAILED) {
                vk_error(ctx, "no Vulkan device (loader: vkCreateInstance returned %s; is a Vulkan driver "
                              "installed? VK_ICD_FILENAMES selects one)", result_name(r));
                res = SPVRT_ERROR_NO_DEVICE;
            } else {
                res = vk_failed(b, r, "creating the Vulkan instance", "vkCreateInstance");
            }
        }
        if (res == SPVRT_SUCCESS) {
#define LOAD_INSTANCE(name)                                                                                           \
    b->fn.name = (PFN_##name)b->fn.vkGetInstanceProcAddr(b->instance, #name);                                          \
    if (!b->fn.name && res == SPVRT_SUCCESS) {                                                                        \
        vk_error(ctx, "no Vulkan device: the loader gives no " #name);                                                \
        res = SPVRT_ERROR_NO_DEVICE;                                                                                  \
    }
            VK_INSTANCE_FUNCTIONS(LOAD_INSTANCE)
#undef LOAD_INSTANCE
        }
        if (res == SPVRT_SUCCESS && validation && debug_utils) {
            b->fn.vkCreateDebugUtilsMessengerEXT = (PFN_vkCreateDebugUtilsMessengerEXT)b->fn.vkGetInstanceProcAddr(
                b->instance, "vkCreateDebugUtilsMessengerEXT");
            b->fn.vkDestroyDebugUtilsMessengerEXT = (PFN_vkDestroyDebugUtilsMessengerEXT)b->fn.vkGetInstanceProcAddr(
                b->instance, "vkDestroyDebugUtilsMessengerEXT");
            if (b->fn.vkCreateDebugUtilsMessengerEXT && b->fn.vkDestroyDebugUtilsMessengerEXT &&
                b->fn.vkCreateDebugUtilsMessengerEXT(b->instance, &messenger_info, NULL, &b->messenger) != VK_SUCCESS)
                b->messenger = VK_NULL_HANDLE;
        }
    }
    spvrt_free(ctx, exts);
    spvrt_free(ctx, layers);
    spvrt_free(ctx, enabled.names);
    spvrt_free(ctx, enabled_layers.names);
    return res;
}

static bool has_compute_queue(vk_backend *b, VkPhysicalDevice pd, uint32_t *family)
{
    uint32_t n = 0;
    b->fn.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, NULL);
    VkQueueFamilyProperties *q = spvrt_alloc_zero(b->base.ctx, n ? n : 1, sizeof *q);
    if (!q)
        return false;
    b->fn.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, q);
    bool found = false;
    for (uint32_t k = 0; k < n && !found; k++)
        if ((q[k].queueFlags & VK_QUEUE_COMPUTE_BIT) && q[k].queueCount > 0) {
            *family = k;
            found = true;
        }
    spvrt_free(b->base.ctx, q);
    return found;
}

/* Design section 2 step 3: the selector is empty (the first device with a compute queue), a number (the
 * index in vkEnumeratePhysicalDevices' order) or a case-insensitive substring of deviceName. */
spvrt_result vk_select_device(vk_backend *b, const char *selector)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t n = 0;
    VkResult r = b->fn.vkEnumeratePhysicalDevices(b->instance, &n, NULL);
    if (r < 0)
        return vk_failed(b, r, "listing the Vulkan devices", "vkEnumeratePhysicalDevices");
    if (n == 0) {
        vk_error(ctx, "no Vulkan device (the loader lists none; is a Vulkan driver installed? VK_ICD_FILENAMES "
                      "selects one)");
        return SPVRT_ERROR_NO_DEVICE;
    }
    VkPhysicalDevice *pds = spvrt_alloc_zero(ctx, n, sizeof *pds);
    VkPhysicalDeviceProperties *props = spvrt_alloc_zero(ctx, n, sizeof *props);
    if (!pds || !props) {
        spvrt_free(ctx, pds);
        spvrt_free(ctx, props);
        vk_error(ctx, "selecting a Vulkan device: out of memory");
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    r = b->fn.vkEnumeratePhysicalDevices(b->instance, &n, pds);
    if (r < 0) {
        spvrt_free(ctx, pds);
        spvrt_free(ctx, props);
        return vk_failed(b, r, "listing the Vulkan devices", "vkEnumeratePhysicalDevices");
    }
    char list[1024] = "";
    size_t used = 0;
    for (uint32_t k = 0; k < n; k++) {
        b->fn.vkGetPhysicalDeviceProperties(pds[k], &props[k]);
        int w = snprintf(list + used, sizeof list - used, "%s%u: %s", k ? ", " : "", k, props[k].deviceName);
        if (w > 0)
            used += (size_t)w < sizeof list - used ? (size_t)w : sizeof list - used - 1;
    }
    spvrt_result res = SPVRT_SUCCESS;
    int chosen = -1;
    bool digits = selector && *selector;
    for (const char *c = selector; digits && *c; c++)
        digits = *c >= '0' && *c <= '9';
    if (!selector || !*selector) {
        for (uint32_t k = 0; k < n && chosen < 0; k++)
            if (has_compute_queue(b, pds[k], &b->queue_family))
                chosen = (int)k;
        if (chosen < 0) {
            vk_error(ctx, "no Vulkan device with a compute queue (devices: %s)", list);
            res = SPVRT_ERROR_NO_DEVICE;
        }
    } else if (digits) {
        unsigned long index = strtoul(selector, NULL, 10);
        if (strlen(selector) > 9 || index >= n) {
            vk_error(ctx, "no Vulkan device %s: there %s %u (devices: %s)", selector, n == 1 ? "is" : "are", n, list);
            res = SPVRT_ERROR_NO_DEVICE;
        } else {
            chosen = (int)index;
        }
    } else {
        uint32_t matches = 0;
        for (uint32_t k = 0; k < n; k++)
            if (contains_ignoring_case(props[k].deviceName, selector)) {
                if (!matches)
                    chosen = (int)k;
                matches++;
            }
        if (matches == 0) {
            vk_error(ctx, "no Vulkan device matches '%s' (devices: %s)", selector, list);
            res = SPVRT_ERROR_NO_DEVICE;
        } else if (matches > 1) {
            vk_error(ctx, "more than one Vulkan device matches '%s' (devices: %s); give an index", selector, list);
            res = SPVRT_ERROR_NO_DEVICE;
            chosen = -1;
        }
    }
    if (res == SPVRT_SUCCESS && !has_compute_queue(b, pds[chosen], &b->queue_family)) {
        vk_error(ctx, "Vulkan device %d (%s) has no compute queue", chosen, props[chosen].deviceName);
        res = SPVRT_ERROR_NO_DEVICE;
    }
    if (res == SPVRT_SUCCESS) {
        b->physical = pds[chosen];
        b->properties = props[chosen];
        snprintf(b->base.device_name, sizeof b->base.device_name, "%s", props[chosen].deviceName);
    }
    spvrt_free(ctx, pds);
    spvrt_free(ctx, props);
    return res;
}

#endif
