/* Device profiles: what a Vulkan device offers (features, properties,
 * limits, extensions, API version), read from `vulkaninfo --json` output or
 * a Vulkan Profiles JSON document, or given name by name.  The profile rules
 * (profile_rules.c) check a module against one.
 *
 * JSON is read with json-c; every value is checked for its type before use
 * (a hostile document gets an error or is ignored, never a crash), nesting
 * is bounded by the tokenizer's depth limit and by the fixed shape read. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include <json-c/json.h>

#include "profile.h"

/* JSON nesting the tokenizer accepts (vulkaninfo's deepest is about 7). */
#define PROFILE_JSON_MAX_DEPTH 64

static char *copy_string(spvrt_context *ctx, const char *s, size_t n)
{
    char *out = spvrt_alloc(ctx, n + 1);
    if (out) {
        memcpy(out, s, n);
        out[n] = '\0';
    }
    return out;
}

/* ---- lookups ------------------------------------------------------------- */

/* Index of name in the sorted values, or where it would go (*found false). */
static uint32_t value_slot(const spvrt_device_profile *p, const char *name, bool *found)
{
    uint32_t lo = 0, hi = p->value_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(p->values[mid].name, name);
        if (c == 0) {
            *found = true;
            return mid;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    *found = false;
    return lo;
}

const spvrt_profile_value *spvrt_profile_value_of(const spvrt_device_profile *p, const char *name)
{
    bool found;
    uint32_t k = value_slot(p, name, &found);
    return found ? &p->values[k] : NULL;
}

bool spvrt_profile_true(const spvrt_device_profile *p, const char *name)
{
    const spvrt_profile_value *v = spvrt_profile_value_of(p, name);
    return v && v->type == SPVRT_PROFILE_BOOL && v->truth;
}

bool spvrt_profile_has_flag(const spvrt_device_profile *p, const char *name, const char *flag, bool *known)
{
    const spvrt_profile_value *v = spvrt_profile_value_of(p, name);
    *known = v && v->type == SPVRT_PROFILE_STRING && v->text;
    if (!*known)
        return false;
    size_t n = strlen(flag);
    for (const char *at = strstr(v->text, flag); at; at = strstr(at + 1, flag))
        if ((at == v->text || at[-1] == ' ') && (at[n] == ' ' || at[n] == '\0'))
            return true;
    return false;
}

bool spvrt_profile_number(const spvrt_device_profile *p, const char *name, uint32_t index, uint64_t *value)
{
    const spvrt_profile_value *v = spvrt_profile_value_of(p, name);
    if (!v || v->type != SPVRT_PROFILE_NUMBER || index >= v->count)
        return false;
    *value = v->numbers[index];
    return true;
}

static uint32_t extension_slot(const spvrt_device_profile *p, const char *name, bool *found)
{
    uint32_t lo = 0, hi = p->extension_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(p->extensions[mid], name);
        if (c == 0) {
            *found = true;
            return mid;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    *found = false;
    return lo;
}

bool spvrt_profile_has_extension(const spvrt_device_profile *p, const char *name)
{
    bool found;
    extension_slot(p, name, &found);
    return found;
}

/* ---- building ------------------------------------------------------------ */

/* The value named name, created (zeroed, of type) if the profile has none. */
static spvrt_profile_value *value_for(spvrt_device_profile *p, const char *name, size_t name_length,
                                      spvrt_profile_value_type type)
{
    char key[128];
    if (name_length == 0 || name_length >= sizeof key)
        return NULL; /* no Vulkan member name is that long: ignored */
    memcpy(key, name, name_length);
    key[name_length] = '\0';
    bool found;
    uint32_t k = value_slot(p, key, &found);
    if (found)
        return &p->values[k];
    if (!spvrt_grow(p->ctx, (void **)&p->values, &p->value_capacity, p->value_count + 1, sizeof *p->values))
        return NULL;
    char *copy = copy_string(p->ctx, key, name_length);
    if (!copy)
        return NULL;
    memmove(&p->values[k + 1], &p->values[k], (p->value_count - k) * sizeof *p->values);
    p->value_count++;
    memset(&p->values[k], 0, sizeof p->values[k]);
    p->values[k].name = copy;
    p->values[k].type = (uint8_t)type;
    return &p->values[k];
}

static bool add_extension(spvrt_device_profile *p, const char *name)
{
    bool found;
    uint32_t k = extension_slot(p, name, &found);
    if (found)
        return true;
    if (!spvrt_grow(p->ctx, (void **)&p->extensions, &p->extension_capacity, p->extension_count + 1,
                    sizeof *p->extensions))
        return false;
    char *copy = copy_string(p->ctx, name, strlen(name));
    if (!copy)
        return false;
    memmove(&p->extensions[k + 1], &p->extensions[k], (p->extension_count - k) * sizeof *p->extensions);
    p->extensions[k] = copy;
    p->extension_count++;
    return true;
}

/* Append flag to the flag list name (" A B "), unless it is there. */
static bool add_flag(spvrt_device_profile *p, const char *name, const char *flag)
{
    spvrt_profile_value *v = value_for(p, name, strlen(name), SPVRT_PROFILE_STRING);
    if (!v)
        return false;
    if (v->type != SPVRT_PROFILE_STRING) {
        v->type = SPVRT_PROFILE_STRING;
        v->count = 0;
    }
    bool known;
    if (spvrt_profile_has_flag(p, name, flag, &known))
        return true;
    size_t old = v->text ? strlen(v->text) : 0, n = strlen(flag);
    char *text = spvrt_alloc(p->ctx, old + n + 2);
    if (!text)
        return false;
    if (old)
        memcpy(text, v->text, old);
    if (old)
        text[old++] = ' ';
    memcpy(text + old, flag, n + 1);
    spvrt_free(p->ctx, v->text);
    v->text = text;
    return true;
}

spvrt_result spvrt_device_profile_create(spvrt_context *context, spvrt_device_profile **profile)
{
    if (!context || !profile)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *profile = spvrt_alloc_zero(context, 1, sizeof **profile);
    if (!*profile)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    (*profile)->ctx = context;
    return SPVRT_SUCCESS;
}

void spvrt_device_profile_destroy(spvrt_device_profile *profile)
{
    if (!profile)
        return;
    spvrt_context *ctx = profile->ctx;
    for (uint32_t k = 0; k < profile->value_count; k++) {
        spvrt_free(ctx, profile->values[k].name);
        spvrt_free(ctx, profile->values[k].text);
    }
    for (uint32_t k = 0; k < profile->extension_count; k++)
        spvrt_free(ctx, profile->extensions[k]);
    spvrt_free(ctx, profile->values);
    spvrt_free(ctx, profile->extensions);
    spvrt_free(ctx, profile->cooperative_matrices);
    spvrt_free(ctx, profile);
}

uint32_t spvrt_device_profile_api_version(const spvrt_device_profile *profile)
{
    return profile ? profile->api_version : 0;
}

spvrt_result spvrt_device_profile_set_api_version(spvrt_device_profile *profile, uint32_t version)
{
    if (!profile || (version & 0xFF0000FFu) != 0)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    profile->api_version = version;
    return SPVRT_SUCCESS;
}

/* The table entry of a feature, property or limit name ("VkPhysicalDeviceFeatures::shaderFloat64" or
 * "shaderFloat64"), or NULL. */
static const spvrt_vk_known_name *known_name(const char *name)
{
    const char *member = strstr(name, "::");
    member = member ? member + 2 : name;
    uint32_t lo = 0, hi = SPVRT_VK_KNOWN_NAME_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(spvrt_vk_known_names[mid].name, member);
        if (c == 0)
            return &spvrt_vk_known_names[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static spvrt_result name_error(spvrt_device_profile *p, const char *fmt, const char *name)
{
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.instruction_index = UINT32_MAX;
    spvrt_diag(p->ctx, &where, fmt, name);
    return SPVRT_ERROR_INVALID_ARGUMENT;
}

spvrt_result spvrt_device_profile_enable_feature(spvrt_device_profile *profile, const char *name)
{
    if (!profile || !name)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(profile->ctx);
    const spvrt_vk_known_name *known = known_name(name);
    if (!known)
        return name_error(profile, "unknown Vulkan feature '%s' (a feature or property of RULES.md D.1, or one "
                                   "a runtime rule names)", name);
    if (known->kind == SPVRT_VK_REQ_LIMIT)
        return name_error(profile, "'%s' is a limit, not a feature: give it in a profile", name);
    if (known->kind == SPVRT_VK_REQ_SUBGROUP_OP)
        return add_flag(profile, "subgroupSupportedOperations", known->name) ? SPVRT_SUCCESS
                                                                               : SPVRT_ERROR_OUT_OF_MEMORY;
    spvrt_profile_value *v = value_for(profile, known->name, strlen(known->name), SPVRT_PROFILE_BOOL);
    if (!v)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    v->type = SPVRT_PROFILE_BOOL;
    v->truth = true;
    return SPVRT_SUCCESS;
}

spvrt_result spvrt_device_profile_enable_extension(spvrt_device_profile *profile, const char *name)
{
    if (!profile || !name)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(profile->ctx);
    if (strncmp(name, "VK_", 3) != 0 || !name[3])
        return name_error(profile, "'%s' is not a Vulkan extension name (VK_...)", name);
    return add_extension(profile, name) ? SPVRT_SUCCESS : SPVRT_ERROR_OUT_OF_MEMORY;
}

/* ---- JSON ---------------------------------------------------------------- */

typedef struct json_reader {
    spvrt_device_profile *p;
    bool out_of_memory;
} json_reader;

/* "1.3.230" -> (1 << 16) | (3 << 8); 0 if it is not a version. */
static uint32_t parse_api_version(const char *s)
{
    unsigned major = 0, minor = 0;
    if (sscanf(s, "%u.%u", &major, &minor) != 2 || major > 255 || minor > 255)
        return 0;
    return (major << 16) | (minor << 8);
}

static uint64_t json_number(struct json_object *o)
{
    if (json_object_is_type(o, json_type_int)) {
        int64_t v = json_object_get_int64(o);
        return v < 0 ? 0 : (uint64_t)v;
    }
    double d = json_object_get_double(o);
    if (!(d > 0))
        return 0;
    return d >= 18446744073709551615.0 ? UINT64_MAX : (uint64_t)d;
}

/* One member of a feature or property structure. */
static void read_member(json_reader *r, const char *structure, const char *key, struct json_object *value,
                        int depth);

/* Members of a structure (nested structures such as VkPhysicalDeviceProperties::limits flattened). */
static void read_structure(json_reader *r, const char *structure, struct json_object *o, int depth)
{
    if (!json_object_is_type(o, json_type_object) || depth > 4)
        return;
    json_object_object_foreach(o, key, value) read_member(r, structure, key, value, depth + 1);
}

static void read_member(json_reader *r, const char *structure, const char *key, struct json_object *value,
                        int depth)
{
    spvrt_device_profile *p = r->p;
    char renamed[128];
    /* VkPhysicalDeviceSubgroupProperties says "supportedStages"; VkPhysicalDeviceVulkan11Properties (and the
     * rules) "subgroupSupportedStages" */
    if (strcmp(structure, "VkPhysicalDeviceSubgroupProperties") == 0 && strncmp(key, "subgroup", 8) != 0 &&
        strlen(key) + 9 < sizeof renamed && key[0]) {
        snprintf(renamed, sizeof renamed, "subgroup%c%s", key[0] >= 'a' && key[0] <= 'z' ? key[0] - 32 : key[0],
                 key + 1);
        key = renamed;
    }
    if (strcmp(structure, "VkPhysicalDeviceProperties") == 0 && strcmp(key, "apiVersion") == 0 &&
        json_object_is_type(value, json_type_int) && p->api_version == 0) {
        /* VK_MAKE_API_VERSION: variant 29..31, major 22..28, minor 12..21 */
        uint64_t v = json_number(value);
        p->api_version = (uint32_t)((((v >> 22) & 0x7F) << 16) | (((v >> 12) & 0x3FF) > 255 ? 0 : ((v >> 12) & 0x3FF) << 8));
    }
    spvrt_profile_value *v;
    switch (json_object_get_type(value)) {
    case json_type_boolean:
        if (!(v = value_for(p, key, strlen(key), SPVRT_PROFILE_BOOL)))
            break;
        if (v->type == SPVRT_PROFILE_BOOL)
            v->truth = v->truth || json_object_get_boolean(value); /* one structure saying so is enough */
        return;
    case json_type_int:
    case json_type_double:
        if (!(v = value_for(p, key, strlen(key), SPVRT_PROFILE_NUMBER)))
            break;
        if (v->type == SPVRT_PROFILE_NUMBER && v->count == 0) {
            v->numbers[0] = json_number(value);
            v->count = 1;
        }
        return;
    case json_type_string: {
        const char *s = json_object_get_string(value);
        if (!(v = value_for(p, key, strlen(key), SPVRT_PROFILE_STRING)))
            break;
        if (v->type == SPVRT_PROFILE_STRING && !v->text) {
            /* a bit mask may be written "A | B": keep the names, space-separated */
            size_t n = strlen(s);
            char *text = spvrt_alloc(p->ctx, n + 1);
            if (!text)
                break;
            size_t k = 0;
            for (size_t i = 0; i < n; i++)
                if (s[i] != '|' && s[i] != ' ')
                    text[k++] = s[i];
                else if (k && text[k - 1] != ' ')
                    text[k++] = ' ';
            while (k && text[k - 1] == ' ')
                k--;
            text[k] = '\0';
            v->text = text;
        }
        return;
    }
    case json_type_array: {
        size_t n = json_object_array_length(value);
        if (n == 0)
            return;
        struct json_object *first = json_object_array_get_idx(value, 0);
        if (json_object_is_type(first, json_type_string)) {
            /* flag bits */
            for (size_t i = 0; i < n; i++) {
                struct json_object *e = json_object_array_get_idx(value, i);
                if (json_object_is_type(e, json_type_string) && json_object_get_string_len(e) < 120 &&
                    !add_flag(p, key, json_object_get_string(e)))
                    r->out_of_memory = true;
            }
        } else if (json_object_is_type(first, json_type_int) || json_object_is_type(first, json_type_double)) {
            if (!(v = value_for(p, key, strlen(key), SPVRT_PROFILE_NUMBER)))
                break;
            if (v->type == SPVRT_PROFILE_NUMBER && v->count == 0)
                for (size_t i = 0; i < n && i < 3; i++) {
                    struct json_object *e = json_object_array_get_idx(value, i);
                    if (!json_object_is_type(e, json_type_int) && !json_object_is_type(e, json_type_double))
                        break;
                    v->numbers[i] = json_number(e);
                    v->count = (uint8_t)(i + 1);
                }
        }
        return;
    }
    case json_type_object:
        read_structure(r, structure, value, depth);
        return;
    default:
        return;
    }
    if (strlen(key) < 128 && key[0])
        r->out_of_memory = true; /* value_for failed for a name it would have taken */
}

/* ---- VkCooperativeMatrixPropertiesNV list ----------------------------------------------------- */

/* A spvrt extension of the profile formats (neither vulkaninfo nor the Profiles schema lists them):
 *   "VkCooperativeMatrixPropertiesNV": [{"MSize": 16, "NSize": 16, "KSize": 16,
 *       "AType": "VK_COMPONENT_TYPE_FLOAT16_NV", "BType": ..., "CType": ..., "DType": ...,
 *       "scope": "VK_SCOPE_SUBGROUP_NV"}, ...]
 * beside the property structures (in a Profiles "properties" block, or at the top of a devsim document).
 * Enumerants are names (NV or KHR spelling) or numbers.  A list with an unreadable entry is ignored
 * whole (the rules then do not apply: never a report from a misread entry). */

#define COOPERATIVE_MATRIX_LIST "VkCooperativeMatrixPropertiesNV"
#define COOPERATIVE_MATRIX_MAX 4096u

/* A VkComponentTypeNV or VkScopeNV member: UINT32_MAX if unreadable. */
static uint32_t read_enumerant(struct json_object *o, bool scope)
{
    static const char *const components[] = {"FLOAT16", "FLOAT32", "FLOAT64", "SINT8",  "SINT16", "SINT32",
                                             "SINT64",  "UINT8",   "UINT16",  "UINT32", "UINT64"};
    static const struct {
        const char *name;
        uint32_t value;
    } scopes[] = {{"DEVICE", 1}, {"WORKGROUP", 2}, {"SUBGROUP", 3}, {"QUEUE_FAMILY", 5}};
    if (json_object_is_type(o, json_type_int)) {
        int64_t v = json_object_get_int64(o);
        return v >= 0 && v < 64 ? (uint32_t)v : UINT32_MAX;
    }
    if (!json_object_is_type(o, json_type_string))
        return UINT32_MAX;
    const char *s = json_object_get_string(o);
    const char *prefix = scope ? "VK_SCOPE_" : "VK_COMPONENT_TYPE_";
    size_t n = strlen(prefix);
    if (strncmp(s, prefix, n) != 0)
        return UINT32_MAX;
    s += n;
    const char *suffix = strrchr(s, '_');
    if (!suffix || (strcmp(suffix, "_NV") != 0 && strcmp(suffix, "_KHR") != 0))
        return UINT32_MAX;
    size_t length = (size_t)(suffix - s);
    if (scope) {
        for (size_t k = 0; k < sizeof scopes / sizeof scopes[0]; k++)
            if (strlen(scopes[k].name) == length && strncmp(scopes[k].name, s, length) == 0)
                return scopes[k].value;
    } else {
        for (size_t k = 0; k < sizeof components / sizeof components[0]; k++)
            if (strlen(components[k]) == length && strncmp(components[k], s, length) == 0)
                return (uint32_t)k;
    }
    return UINT32_MAX;
}

static bool read_size(struct json_object *entry, const char *name, uint64_t *value)
{
    struct json_object *o;
    if (!json_object_object_get_ex(entry, name, &o) || !json_object_is_type(o, json_type_int))
        return false;
    int64_t v = json_object_get_int64(o);
    if (v <= 0)
        return false;
    *value = (uint64_t)v;
    return true;
}

static void read_cooperative_matrices(json_reader *r, struct json_object *list)
{
    spvrt_device_profile *p = r->p;
    if (!json_object_is_type(list, json_type_array) || p->cooperative_matrices_given)
        return;
    size_t n = json_object_array_length(list);
    if (n > COOPERATIVE_MATRIX_MAX)
        return;
    spvrt_profile_cooperative_matrix *out = spvrt_alloc_zero(p->ctx, n + 1, sizeof *out);
    if (!out) {
        r->out_of_memory = true;
        return;
    }
    static const char *const types[] = {"AType", "BType", "CType", "DType"};
    for (size_t i = 0; i < n; i++) {
        struct json_object *e = json_object_array_get_idx(list, i), *o;
        spvrt_profile_cooperative_matrix *c = &out[i];
        uint32_t type[4];
        bool ok = json_object_is_type(e, json_type_object) && read_size(e, "MSize", &c->m) &&
                  read_size(e, "NSize", &c->n) && read_size(e, "KSize", &c->k) &&
                  json_object_object_get_ex(e, "scope", &o) && (c->scope = read_enumerant(o, true)) != UINT32_MAX;
        for (int t = 0; t < 4 && ok; t++)
            ok = json_object_object_get_ex(e, types[t], &o) && (type[t] = read_enumerant(o, false)) != UINT32_MAX;
        if (!ok) {
            spvrt_free(p->ctx, out);
            return;
        }
        c->a = type[0];
        c->b = type[1];
        c->c = type[2];
        c->d = type[3];
    }
    p->cooperative_matrices = out;
    p->cooperative_matrix_count = (uint32_t)n;
    p->cooperative_matrices_given = true;
}

/* {"VkPhysicalDeviceFeatures": {...}, ...}: every structure. */
static void read_structures(json_reader *r, struct json_object *o)
{
    if (!json_object_is_type(o, json_type_object))
        return;
    json_object_object_foreach(o, structure, members) {
        if (strcmp(structure, COOPERATIVE_MATRIX_LIST) == 0)
            read_cooperative_matrices(r, members);
        else
            read_structure(r, structure, members, 0);
    }
}

/* {"VK_KHR_shader_clock": 1, ...} (Profiles) or [{"extensionName": "VK_...", ...}, ...] (devsim). */
static void read_extensions(json_reader *r, struct json_object *o)
{
    if (json_object_is_type(o, json_type_object)) {
        json_object_object_foreach(o, name, version) {
            (void)version;
            if (!add_extension(r->p, name))
                r->out_of_memory = true;
        }
    } else if (json_object_is_type(o, json_type_array)) {
        size_t n = json_object_array_length(o);
        for (size_t i = 0; i < n; i++) {
            struct json_object *e = json_object_array_get_idx(o, i), *name;
            if (json_object_is_type(e, json_type_object) && json_object_object_get_ex(e, "extensionName", &name) &&
                json_object_is_type(name, json_type_string) && !add_extension(r->p, json_object_get_string(name)))
                r->out_of_memory = true;
        }
    }
}

/* A Profiles capability block: {"extensions": ..., "features": ..., "properties": ...}. */
static void read_capability_block(json_reader *r, struct json_object *block)
{
    struct json_object *part;
    if (!json_object_is_type(block, json_type_object))
        return;
    if (json_object_object_get_ex(block, "extensions", &part))
        read_extensions(r, part);
    if (json_object_object_get_ex(block, "features", &part))
        read_structures(r, part);
    if (json_object_object_get_ex(block, "properties", &part))
        read_structures(r, part);
}

static void read_document(json_reader *r, struct json_object *root)
{
    struct json_object *part;
    /* Vulkan Profiles: "capabilities" blocks (all of them, together) and "profiles" (the API version) */
    if (json_object_object_get_ex(root, "capabilities", &part) && json_object_is_type(part, json_type_object)) {
        json_object_object_foreach(part, name, block) {
            (void)name;
            read_capability_block(r, block);
        }
    }
    if (json_object_object_get_ex(root, "profiles", &part) && json_object_is_type(part, json_type_object)) {
        json_object_object_foreach(part, name, profile) {
            (void)name;
            struct json_object *version;
            if (json_object_is_type(profile, json_type_object) &&
                json_object_object_get_ex(profile, "api-version", &version) &&
                json_object_is_type(version, json_type_string)) {
                uint32_t v = parse_api_version(json_object_get_string(version));
                if (v > r->p->api_version)
                    r->p->api_version = v;
            }
        }
    }
    /* the devsim layout of older vulkaninfo: VkPhysicalDevice* structures at the top */
    json_object_object_foreach(root, key, value) {
        if (strncmp(key, "VkPhysicalDevice", 16) == 0)
            read_structure(r, key, value, 0);
        else if (strcmp(key, "ArrayOfVkExtensionProperties") == 0)
            read_extensions(r, value);
        else if (strcmp(key, COOPERATIVE_MATRIX_LIST) == 0)
            read_cooperative_matrices(r, value);
    }
}

static spvrt_result json_error(spvrt_device_profile *p, const char *text, size_t offset, const char *what)
{
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.instruction_index = UINT32_MAX;
    where.line = 1;
    where.column = 1;
    for (size_t i = 0; i < offset; i++) {
        if (text[i] == '\n') {
            where.line++;
            where.column = 1;
        } else if (where.column < UINT32_MAX) {
            where.column++;
        }
    }
    where.word_offset = offset;
    spvrt_diag(p->ctx, &where, "JSON: %s", what);
    return SPVRT_ERROR_INVALID_TEXT;
}

spvrt_result spvrt_device_profile_load_json(spvrt_device_profile *profile, const char *text, size_t length)
{
    if (!profile || (!text && length))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(profile->ctx);
    if (length > INT_MAX)
        return json_error(profile, text, 0, "the document is too long");
    const char *nul = length ? memchr(text, '\0', length) : NULL;
    if (nul)
        return json_error(profile, text, (size_t)(nul - text), "a NUL byte in the document");
    struct json_tokener *tok = json_tokener_new_ex(PROFILE_JSON_MAX_DEPTH);
    if (!tok)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    struct json_object *root = json_tokener_parse_ex(tok, text ? text : "", (int)length);
    enum json_tokener_error err = json_tokener_get_error(tok);
    size_t end = json_tokener_get_parse_end(tok);
    json_tokener_free(tok);
    if (!root || err != json_tokener_success) {
        json_object_put(root);
        if (err == json_tokener_continue || err == json_tokener_success)
            return json_error(profile, text, length, "the document ends early (unclosed object, array or string)");
        if (err == json_tokener_error_depth)
            return json_error(profile, text, end, "nested deeper than 64 levels");
        /* the tokenizer stops just after the offending character */
        return json_error(profile, text, end ? end - 1 : 0, json_tokener_error_desc(err));
    }
    for (size_t i = end; i < length; i++)
        if (text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r') {
            json_object_put(root);
            return json_error(profile, text, i, "text after the end of the document");
        }
    if (!json_object_is_type(root, json_type_object)) {
        json_object_put(root);
        return json_error(profile, text, 0, "a device profile is a JSON object");
    }
    json_reader r = {profile, false};
    read_document(&r, root);
    json_object_put(root);
    return r.out_of_memory ? SPVRT_ERROR_OUT_OF_MEMORY : SPVRT_SUCCESS;
}
