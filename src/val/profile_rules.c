/* The Vulkan environment's rules that depend on the device (Vulkan appendix
 * A: Tables 81 and 82, "Runtime SPIR-V Validation"; VK_AMDX_shader_enqueue's
 * limits), checked against a device profile (spvrt_val_options.profile), and
 * the two static rules that use the same tables: every capability and every
 * extension is one the tables list (ENV-004, ENV-006).
 *
 * The tables are data (data/vulkan_requirements.json, RULES.md D.1, D.2,
 * D.5, and the rows of the Vulkan registry (vk.xml <spirvcapabilities>,
 * <spirvextensions>) that doc 003, a Vulkan 1.2-era appendix, predates:
 * merged for the reason D.5 merges [VD] rows), turned into C by
 * scripts/gen_vulkan_requirements.py.  Without a
 * profile no runtime rule applies.  A feature or boolean property the
 * profile does not give is not supported; a limit it does not give is not
 * checked. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"
#include "val.h"

/* Decoration facts of one id (OpDecorate, applied through groups too). */
#define DECO_NON_WRITABLE 1u
#define DECO_NON_READABLE 2u
#define DECO_BLOCK 4u
#define DECO_BUFFER_BLOCK 8u

/* What a type contains (through arrays, vectors, matrices and members, not pointers). */
#define HOLDS_INT8 1u
#define HOLDS_INT16 2u

typedef struct profile_pass {
    spvrt_validator *v;
    const spvrt_device_profile *p; /* NULL: the static rules only */
    uint32_t api_version;          /* the device's, (major << 16) | (minor << 8) */
    spvrt_mem_facts facts;
    bool have_facts;
    spvrt_idmap decorations;       /* id -> DECO_* */
    spvrt_idmap non_writable_members; /* struct id -> members decorated NonWritable */
    spvrt_idmap holds;             /* type id -> HOLDS_* */
    spvrt_idmap var_models;        /* global variable id -> model bits of the entry points using it */
    bool have_maps;
    bool declared_extension_rows[SPVRT_VK_EXTENSION_ROW_COUNT]; /* Table 82 rows the module declares */
} profile_pass;

static const uint32_t *words_of(const profile_pass *pp, const spvrt_instruction *inst)
{
    return spvrt_inst_words(pp->v->m, inst);
}

/* ---- the tables ------------------------------------------------------------------ */

static bool requirement_met(const profile_pass *pp, const spvrt_vk_requirement *r)
{
    bool known;
    switch (r->kind) {
    case SPVRT_VK_REQ_VERSION: return r->version <= pp->api_version;
    case SPVRT_VK_REQ_FEATURE:
    case SPVRT_VK_REQ_PROPERTY: return spvrt_profile_true(pp->p, r->name);
    case SPVRT_VK_REQ_SUBGROUP_OP: return spvrt_profile_has_flag(pp->p, "subgroupSupportedOperations", r->name, &known);
    case SPVRT_VK_REQ_EXTENSION: return spvrt_profile_has_extension(pp->p, r->name);
    default: return false;
    }
}

/* "A (Table 81 row 12), B" into out. */
static void describe_requirements(char *out, size_t size, const spvrt_vk_requirement *first, uint32_t count,
                                  const char *source, size_t *used)
{
    for (uint32_t k = 0; k < count && *used + 1 < size; k++) {
        const spvrt_vk_requirement *r = &first[k];
        int n = snprintf(out + *used, size - *used, "%s%s%s%s", *used ? ", " : "", r->structure,
                         r->structure[0] ? "::" : "", r->name);
        if (n > 0)
            *used += (size_t)n < size - *used ? (size_t)n : size - *used - 1;
    }
    int n = snprintf(out + *used, size - *used, " (%s)", source);
    if (n > 0)
        *used += (size_t)n < size - *used ? (size_t)n : size - *used - 1;
}

/* First row of a capability value, or SPVRT_VK_CAPABILITY_ROW_COUNT. */
static uint32_t capability_rows(uint32_t capability)
{
    uint32_t lo = 0, hi = SPVRT_VK_CAPABILITY_ROW_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (spvrt_vk_capability_rows[mid].capability < capability)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < SPVRT_VK_CAPABILITY_ROW_COUNT && spvrt_vk_capability_rows[lo].capability == capability
               ? lo
               : SPVRT_VK_CAPABILITY_ROW_COUNT;
}

/* First row of an extension (an extension can have several: Table 82's and the vk.xml supplement's further
 * alternatives), or SPVRT_VK_EXTENSION_ROW_COUNT. */
static uint32_t extension_row(const char *name)
{
    uint32_t lo = 0, hi = SPVRT_VK_EXTENSION_ROW_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (strcmp(spvrt_vk_extension_rows[mid].extension, name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < SPVRT_VK_EXTENSION_ROW_COUNT && strcmp(spvrt_vk_extension_rows[lo].extension, name) == 0
               ? lo
               : SPVRT_VK_EXTENSION_ROW_COUNT;
}

static bool implied_extension(const char *name)
{
    for (uint32_t k = 0; k < SPVRT_VK_IMPLIED_EXTENSION_COUNT; k++)
        if (strcmp(spvrt_vk_implied_extensions[k].extension, name) == 0)
            return true;
    return false;
}

/* Whether the module declares a Table 82 extension that enables capability (SPIR-V grammar): Table 82
 * allows e.g. SPV_AMD_shader_ballot, whose instructions need Groups, a capability Table 81 does not list. */
static bool enabled_by_listed_extension(const profile_pass *pp, uint32_t capability)
{
    const spvrt_enumerant_info *e = spvrt_grammar_enumerant(SPVRT_KIND_Capability, capability);
    for (uint32_t k = 0; e && k < e->extension_count; k++) {
        uint32_t row = extension_row(spvrt_grammar_string(spvrt_grammar_extension_lists[e->extension_first + k]));
        if (row < SPVRT_VK_EXTENSION_ROW_COUNT && pp->declared_extension_rows[row])
            return true;
    }
    return false;
}

/* Vulkan appendix A "Capabilities": every OpCapability is listed in Table 81, D.5 or the vk.xml supplement
 * (ENV-004); with a profile, one of its entries holds (ENV-005; ShaderEnqueueAMDX: AMDX-088). */
static bool check_capability(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    uint32_t capability = spvrt_val_word(v, inst, 1);
    uint32_t first = capability_rows(capability);
    if (first == SPVRT_VK_CAPABILITY_ROW_COUNT && enabled_by_listed_extension(pp, capability))
        return true;
    if (first == SPVRT_VK_CAPABILITY_ROW_COUNT)
        return spvrt_val_report(v, RULE_ENV_CAPABILITY_LISTED, inst,
                                "capability %s is not one Vulkan allows (Table 81 of the Vulkan environment, "
                                "RULES.md D.1 and D.5, and the Vulkan registry's vk.xml)",
                                spvrt_val_enumerant_name(SPVRT_KIND_Capability, capability));
    if (!pp->p)
        return true;
    char needs[600] = "";
    size_t used = 0;
    for (uint32_t k = first; k < SPVRT_VK_CAPABILITY_ROW_COUNT && spvrt_vk_capability_rows[k].capability == capability;
         k++) {
        const spvrt_vk_capability_row *row = &spvrt_vk_capability_rows[k];
        for (uint32_t r = 0; r < row->count; r++)
            if (requirement_met(pp, &spvrt_vk_requirements[row->first + r]))
                return true;
        describe_requirements(needs, sizeof needs, &spvrt_vk_requirements[row->first], row->count, row->source, &used);
    }
    spvrt_rule rule = capability == SPVRT_Capability_ShaderEnqueueAMDX ? RULE_AMDX_ENQUEUE_FEATURE
                                                                        : RULE_ENV_CAPABILITY_ENABLED;
    return spvrt_val_report(v, rule, inst, "capability %s needs one of %s, which the device profile does not have",
                            spvrt_val_enumerant_name(SPVRT_KIND_Capability, capability), needs);
}

/* Vulkan appendix A "SPIR-V Extensions": every OpExtension is listed in Table 82, D.5 or the vk.xml
 * supplement (ENV-006); with a profile, its Vulkan extension is enabled or its core version supported
 * (ENV-007). */
static bool check_extension(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    if (inst->operand_count < 1)
        return true;
    size_t length;
    const char *name = spvrt_operand_string(v->m, inst, &spvrt_inst_operands(v->m, inst)[0], &length);
    if (!name)
        return true;
    uint32_t k = extension_row(name);
    if (k == SPVRT_VK_EXTENSION_ROW_COUNT) {
        if (implied_extension(name))
            return true;
        return spvrt_val_report(v, RULE_ENV_EXTENSION_LISTED, inst,
                                "extension %s is not one Vulkan allows (Table 82 of the Vulkan environment, RULES.md "
                                "D.2 and D.5, and the Vulkan registry's vk.xml)", name);
    }
    if (!pp->p)
        return true;
    char needs[600] = "";
    size_t used = 0;
    for (; k < SPVRT_VK_EXTENSION_ROW_COUNT && strcmp(spvrt_vk_extension_rows[k].extension, name) == 0; k++) {
        const spvrt_vk_extension_row *row = &spvrt_vk_extension_rows[k];
        for (uint32_t r = 0; r < row->count; r++)
            if (requirement_met(pp, &spvrt_vk_requirements[row->first + r]))
                return true;
        describe_requirements(needs, sizeof needs, &spvrt_vk_requirements[row->first], row->count, row->source,
                              &used);
    }
    return spvrt_val_report(v, RULE_ENV_EXTENSION_ENABLED, inst,
                            "extension %s needs one of %s, which the device profile does not have", name, needs);
}

/* Vulkan appendix A "Versions and Formats": the SPIR-V versions a device of that API version accepts. */
static bool check_version(profile_pass *pp)
{
    uint32_t api = pp->api_version, most;
    if (api >= 0x10300)
        most = 0x10600;
    else if (api >= 0x10200)
        most = 0x10500;
    else if (api >= 0x10100)
        most = spvrt_profile_has_extension(pp->p, "VK_KHR_spirv_1_4") ? 0x10400 : 0x10300;
    else
        most = 0x10000;
    uint32_t version = pp->v->m->header.version;
    if (version <= most)
        return true;
    return spvrt_val_report(pp->v, RULE_ENV_DEVICE_SPIRV_VERSION, NULL,
                            "SPIR-V %u.%u is newer than a Vulkan %u.%u device accepts (%u.%u at most)",
                            (version >> 16) & 0xFF, (version >> 8) & 0xFF, api >> 16, (api >> 8) & 0xFF,
                            most >> 16, (most >> 8) & 0xFF);
}

/* ---- module facts ------------------------------------------------------------------ */

/* Decorations, what each type holds, and which entry points use each global variable. */
static bool build_maps(profile_pass *pp)
{
    spvrt_validator *v = pp->v;
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init_growable(&pp->decorations, v->ctx, 0))
        return false;
    if (!spvrt_idmap_init_growable(&pp->non_writable_members, v->ctx, 0)) {
        spvrt_idmap_free(&pp->decorations);
        return false;
    }
    if (!spvrt_idmap_init_growable(&pp->holds, v->ctx, 0)) {
        spvrt_idmap_free(&pp->decorations);
        spvrt_idmap_free(&pp->non_writable_members);
        return false;
    }
    if (!spvrt_idmap_init_growable(&pp->var_models, v->ctx, 0)) {
        spvrt_idmap_free(&pp->decorations);
        spvrt_idmap_free(&pp->non_writable_members);
        spvrt_idmap_free(&pp->holds);
        return false;
    }
    pp->have_maps = true;
    bool ok = true;
    /* OpDecorate / OpMemberDecorate (on decoration groups too), then what groups give their targets */
    for (uint32_t k = 0; k < m->decoration_count && ok; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        const uint32_t *w = words_of(pp, inst);
        if (inst->opcode == SPVRT_OpDecorate && inst->word_count >= 3) {
            uint32_t bit = w[2] == SPVRT_Decoration_NonWritable   ? DECO_NON_WRITABLE
                           : w[2] == SPVRT_Decoration_NonReadable ? DECO_NON_READABLE
                           : w[2] == SPVRT_Decoration_Block       ? DECO_BLOCK
                           : w[2] == SPVRT_Decoration_BufferBlock ? DECO_BUFFER_BLOCK
                                                                  : 0;
            if (bit)
                ok = spvrt_idmap_set(&pp->decorations, w[1], spvrt_idmap_get(&pp->decorations, w[1]) | bit);
        } else if (inst->opcode == SPVRT_OpMemberDecorate && inst->word_count >= 4 &&
                   w[3] == SPVRT_Decoration_NonWritable) {
            ok = spvrt_idmap_set(&pp->non_writable_members, w[1], spvrt_idmap_get(&pp->non_writable_members, w[1]) + 1);
        }
    }
    for (uint32_t k = 0; k < m->decoration_count && ok; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        const uint32_t *w = words_of(pp, inst);
        if (inst->opcode == SPVRT_OpGroupDecorate) {
            uint32_t bits = spvrt_idmap_get(&pp->decorations, w[1]);
            for (uint32_t i = 2; i < inst->word_count && ok && bits; i++)
                ok = spvrt_idmap_set(&pp->decorations, w[i], spvrt_idmap_get(&pp->decorations, w[i]) | bits);
        } else if (inst->opcode == SPVRT_OpGroupMemberDecorate) {
            bool non_writable = spvrt_idmap_get(&pp->decorations, w[1]) & DECO_NON_WRITABLE;
            for (uint32_t i = 2; i + 1 < inst->word_count && ok && non_writable; i += 2)
                ok = spvrt_idmap_set(&pp->non_writable_members, w[i],
                                     spvrt_idmap_get(&pp->non_writable_members, w[i]) + 1);
        }
    }
    /* types are declared before use (but through pointers): one forward pass */
    for (uint32_t i = 0; i < m->inst_count && ok; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = words_of(pp, inst);
        uint32_t holds = 0;
        switch (inst->opcode) {
        case SPVRT_OpTypeInt:
            holds = inst->word_count >= 3 ? (w[2] == 8 ? HOLDS_INT8 : w[2] == 16 ? HOLDS_INT16 : 0) : 0;
            break;
        case SPVRT_OpTypeVector:
        case SPVRT_OpTypeMatrix:
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray:
            holds = inst->word_count >= 3 ? spvrt_idmap_get(&pp->holds, w[2]) : 0;
            break;
        case SPVRT_OpTypeStruct:
            for (uint32_t k = 2; k < inst->word_count; k++)
                holds |= spvrt_idmap_get(&pp->holds, w[k]);
            break;
        default:
            break;
        }
        if (holds)
            ok = spvrt_idmap_set(&pp->holds, w[1], holds);
    }
    /* global variables each entry point uses: its interface (SPIR-V 1.4: every global it uses) and every
     * <id> operand of the functions it reaches */
    for (uint32_t k = 0; k < m->entry_point_count && ok; k++) {
        const spvrt_instruction *inst = &m->insts[m->entry_points[k]];
        const uint32_t *w = words_of(pp, inst);
        const spvrt_operand *ops = spvrt_inst_operands(m, inst);
        uint32_t bit = spvrt_mem_model_bit(w[1]);
        for (uint32_t o = 0; o < inst->operand_count && ok; o++) {
            if (ops[o].kind != SPVRT_KIND_IdRef || o < 2)
                continue;
            uint32_t id = w[ops[o].offset];
            const spvrt_instruction *def = spvrt_module_def(m, id);
            if (def && def->opcode == SPVRT_OpVariable)
                ok = spvrt_idmap_set(&pp->var_models, id, spvrt_idmap_get(&pp->var_models, id) | bit);
        }
    }
    for (uint32_t f = 0; f < m->function_count && ok && pp->facts.function_models; f++) {
        uint32_t models = pp->facts.function_models[f];
        if (!models)
            continue;
        uint32_t end = f + 1 < m->function_count ? m->functions[f + 1] : m->inst_count;
        for (uint32_t i = m->functions[f] + 1; i < end && ok; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpFunctionEnd)
                break;
            const uint32_t *w = words_of(pp, inst);
            const spvrt_operand *ops = spvrt_inst_operands(m, inst);
            for (uint32_t o = 0; o < inst->operand_count && ok; o++) {
                if (ops[o].kind != SPVRT_KIND_IdRef)
                    continue;
                uint32_t id = w[ops[o].offset];
                const spvrt_instruction *def = spvrt_module_def(m, id);
                if (def && def->opcode == SPVRT_OpVariable &&
                    spvrt_val_word(v, def, 3) != SPVRT_StorageClass_Function)
                    ok = spvrt_idmap_set(&pp->var_models, id, spvrt_idmap_get(&pp->var_models, id) | models);
            }
        }
    }
    return ok;
}

static void free_maps(profile_pass *pp)
{
    if (!pp->have_maps)
        return;
    spvrt_idmap_free(&pp->decorations);
    spvrt_idmap_free(&pp->non_writable_members);
    spvrt_idmap_free(&pp->holds);
    spvrt_idmap_free(&pp->var_models);
}

/* The type under any arrays (bounded: arrays nest at most as deep as the module is long, and each step
 * goes to an earlier declaration). */
static const spvrt_instruction *strip_arrays(const profile_pass *pp, uint32_t type_id)
{
    const spvrt_instruction *t = spvrt_val_type(pp->v, type_id);
    for (uint32_t depth = 0; t && depth < 256 && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray);
         depth++)
        t = spvrt_val_type(pp->v, spvrt_val_word(pp->v, t, 2));
    return t;
}

/* A constant scope operand's value, or UINT32_MAX when it is not a constant. */
static uint32_t scope_value(const profile_pass *pp, uint32_t id)
{
    uint64_t value;
    return spvrt_val_constant_u64(pp->v, id, &value) && value < UINT32_MAX ? (uint32_t)value : UINT32_MAX;
}

static bool is_atomic(uint16_t opcode)
{
    return (opcode >= SPVRT_OpAtomicLoad && opcode <= SPVRT_OpAtomicXor) || opcode == SPVRT_OpAtomicFlagTestAndSet ||
           opcode == SPVRT_OpAtomicFlagClear || opcode == SPVRT_OpAtomicFMinEXT || opcode == SPVRT_OpAtomicFMaxEXT ||
           opcode == SPVRT_OpAtomicFAddEXT;
}

/* Whether the scope-th IdScope operand of an instruction is a memory scope (SPIR-V 3.52.18-20, 2.19
 * memory operands). */
static bool is_memory_scope(uint16_t opcode, uint32_t scope_index)
{
    switch (opcode) {
    case SPVRT_OpControlBarrier: return scope_index == 1;
    case SPVRT_OpMemoryBarrier:
    case SPVRT_OpLoad:
    case SPVRT_OpStore:
    case SPVRT_OpCopyMemory:
    case SPVRT_OpCopyMemorySized:
    case SPVRT_OpCooperativeMatrixLoadNV:
    case SPVRT_OpCooperativeMatrixStoreNV: return true;
    default: return is_atomic(opcode) && scope_index == 0;
    }
}

/* ---- the runtime rules ---------------------------------------------------------------- */

/* Vulkan appendix A Runtime #1 (VUID-RuntimeSpirv-vulkanMemoryModel-06265) and #3 (-06266). */
static bool check_memory_scopes(profile_pass *pp, const spvrt_instruction *inst)
{
    const spvrt_device_profile *p = pp->p;
    bool model = spvrt_profile_true(p, "vulkanMemoryModel");
    bool device_scope = spvrt_profile_true(p, "vulkanMemoryModelDeviceScope");
    const spvrt_operand *ops = spvrt_inst_operands(pp->v->m, inst);
    const uint32_t *w = words_of(pp, inst);
    uint32_t scopes = 0;
    for (uint32_t o = 0; o < inst->operand_count; o++) {
        if (ops[o].kind != SPVRT_KIND_IdScope)
            continue;
        if (!is_memory_scope(inst->opcode, scopes++))
            continue;
        uint32_t scope = scope_value(pp, w[ops[o].offset]);
        if (scope == SPVRT_Scope_Device && model && !device_scope &&
            !spvrt_val_report(pp->v, RULE_ENV_DEVICE_SCOPE_FEATURE, inst,
                              "Device memory scope with vulkanMemoryModel enabled needs vulkanMemoryModelDeviceScope"))
            return false;
        if (scope == SPVRT_Scope_QueueFamily && !model &&
            !spvrt_val_report(pp->v, RULE_ENV_QUEUE_FAMILY_SCOPE_FEATURE, inst,
                              "QueueFamily memory scope needs the vulkanMemoryModel feature"))
            return false;
    }
    return true;
}

/* Runtime #4 (VUID-RuntimeSpirv-shaderSubgroupClock-06267) and #6 (VUID-RuntimeSpirv-shaderDeviceClock-06268). */
static bool check_read_clock(profile_pass *pp, const spvrt_instruction *inst)
{
    uint32_t scope = scope_value(pp, spvrt_val_word(pp->v, inst, 3));
    if (scope == SPVRT_Scope_Subgroup && !spvrt_profile_true(pp->p, "shaderSubgroupClock"))
        return spvrt_val_report(pp->v, RULE_ENV_SUBGROUP_CLOCK_FEATURE, inst,
                                "OpReadClockKHR with Subgroup scope needs the shaderSubgroupClock feature");
    if (scope == SPVRT_Scope_Device && !spvrt_profile_true(pp->p, "shaderDeviceClock"))
        return spvrt_val_report(pp->v, RULE_ENV_DEVICE_CLOCK_FEATURE, inst,
                                "OpReadClockKHR with Device scope needs the shaderDeviceClock feature");
    return true;
}

/* Runtime #14-19: Result Types of non-uniform group operations beyond 32-bit, bool and f64. */
static bool check_group_result_type(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    uint32_t scalar = spvrt_val_scalar_of(v, inst->result_type);
    const spvrt_instruction *t = spvrt_val_type(v, scalar);
    if (!t || spvrt_profile_true(pp->p, "shaderSubgroupExtendedTypes"))
        return true;
    uint32_t width = spvrt_val_word(v, t, 2);
    bool extended = (t->opcode == SPVRT_OpTypeInt && (width == 8 || width == 16 || width == 64)) ||
                    (t->opcode == SPVRT_OpTypeFloat && width == 16);
    if (!extended)
        return true;
    return spvrt_val_report(v, RULE_ENV_SUBGROUP_EXTENDED_TYPES, inst,
                            "a group operation on %u-bit %s values needs the shaderSubgroupExtendedTypes feature",
                            width, t->opcode == SPVRT_OpTypeInt ? "integer" : "floating-point");
}

/* Runtime #20 / #21: a dynamic broadcast index needs subgroupBroadcastDynamicId and SPIR-V 1.5. */
static bool check_broadcast_index(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    uint32_t id = spvrt_val_word(v, inst, 5);
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    if (!def || spvrt_val_is_constant_opcode(def->opcode))
        return true;
    if (spvrt_profile_true(pp->p, "subgroupBroadcastDynamicId") && v->m->header.version >= 0x10500)
        return true; /* then dynamically uniform: the uniformity family's analysis */
    bool quad = inst->opcode == SPVRT_OpGroupNonUniformQuadBroadcast;
    char s[12];
    return spvrt_val_report(v, quad ? RULE_ENV_QUAD_BROADCAST_DYNAMIC_INDEX : RULE_ENV_BROADCAST_DYNAMIC_ID, inst,
                            "the %s operand %%%s is not a constant: a dynamic one needs the "
                            "subgroupBroadcastDynamicId feature and SPIR-V 1.5",
                            quad ? "Index" : "Id", spvrt_val_id_name(v, id, s));
}

static bool any_true(const spvrt_device_profile *p, const char *const *names)
{
    for (; *names; names++)
        if (spvrt_profile_true(p, *names))
            return true;
    return false;
}

/* Runtime #22-28 and #77: what the value an atomic points to needs. */
static bool check_atomic(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    bool no_result = inst->opcode == SPVRT_OpAtomicStore || inst->opcode == SPVRT_OpAtomicFlagClear;
    uint32_t pointer = spvrt_val_word(v, inst, no_result ? 1 : 3);
    uint32_t storage = 0;
    uint32_t pointee = spvrt_val_pointee(v, spvrt_val_type_of(v, pointer), &storage);
    const spvrt_instruction *t = spvrt_val_type(v, pointee);
    if (!t || (t->opcode != SPVRT_OpTypeInt && t->opcode != SPVRT_OpTypeFloat))
        return true;
    uint32_t width = spvrt_val_word(v, t, 2);
    const spvrt_device_profile *p = pp->p;
    bool buffer = storage == SPVRT_StorageClass_StorageBuffer || storage == SPVRT_StorageClass_Uniform;
    if (t->opcode == SPVRT_OpTypeInt && width == 64) {
        if (buffer && !spvrt_profile_true(p, "shaderBufferInt64Atomics"))
            return spvrt_val_report(v, RULE_ENV_BUFFER_INT64_ATOMICS, inst,
                                    "a 64-bit integer atomic on a %s pointer needs the shaderBufferInt64Atomics feature",
                                    spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, storage));
        if (storage == SPVRT_StorageClass_Workgroup && !spvrt_profile_true(p, "shaderSharedInt64Atomics"))
            return spvrt_val_report(v, RULE_ENV_SHARED_INT64_ATOMICS, inst,
                                    "a 64-bit integer atomic on a Workgroup pointer needs the shaderSharedInt64Atomics "
                                    "feature");
        if (storage == SPVRT_StorageClass_Image && !spvrt_profile_true(p, "shaderImageInt64Atomics"))
            return spvrt_val_report(v, RULE_ENV_IMAGE_INT64_ATOMICS, inst,
                                    "a 64-bit integer atomic on an Image pointer needs the shaderImageInt64Atomics "
                                    "feature");
        return true;
    }
    if (t->opcode != SPVRT_OpTypeFloat)
        return true;
    static const char *const buffer_float[] = {"shaderBufferFloat32Atomics", "shaderBufferFloat32AtomicAdd",
                                               "shaderBufferFloat64Atomics", "shaderBufferFloat64AtomicAdd", NULL};
    static const char *const shared_float[] = {"shaderSharedFloat32Atomics", "shaderSharedFloat32AtomicAdd",
                                               "shaderSharedFloat64Atomics", "shaderSharedFloat64AtomicAdd", NULL};
    static const char *const image_float32[] = {"shaderImageFloat32Atomics", "shaderImageFloat32AtomicAdd", NULL};
    static const char *const any_float32[] = {"shaderBufferFloat32Atomics", "shaderBufferFloat32AtomicAdd",
                                              "shaderSharedFloat32Atomics", "shaderSharedFloat32AtomicAdd",
                                              "shaderImageFloat32Atomics", "shaderImageFloat32AtomicAdd",
                                              "sparseImageFloat32Atomics", "sparseImageFloat32AtomicAdd", NULL};
    static const char *const any_float64[] = {"shaderBufferFloat64Atomics", "shaderBufferFloat64AtomicAdd",
                                              "shaderSharedFloat64Atomics", "shaderSharedFloat64AtomicAdd", NULL};
    if (storage == SPVRT_StorageClass_StorageBuffer && !any_true(p, buffer_float))
        return spvrt_val_report(v, RULE_ENV_BUFFER_FLOAT_ATOMICS, inst,
                                "a floating-point atomic on a StorageBuffer pointer needs one of the features "
                                "shaderBufferFloat32Atomics, shaderBufferFloat32AtomicAdd, shaderBufferFloat64Atomics, "
                                "shaderBufferFloat64AtomicAdd");
    if (storage == SPVRT_StorageClass_Workgroup && !any_true(p, shared_float))
        return spvrt_val_report(v, RULE_ENV_SHARED_FLOAT_ATOMICS, inst,
                                "a floating-point atomic on a Workgroup pointer needs one of the features "
                                "shaderSharedFloat32Atomics, shaderSharedFloat32AtomicAdd, shaderSharedFloat64Atomics, "
                                "shaderSharedFloat64AtomicAdd");
    if (storage == SPVRT_StorageClass_Image && width == 32 && !any_true(p, image_float32))
        return spvrt_val_report(v, RULE_ENV_IMAGE_FLOAT32_ATOMICS, inst,
                                "a 32-bit floating-point atomic on an Image pointer needs the shaderImageFloat32Atomics "
                                "or shaderImageFloat32AtomicAdd feature");
    /* Runtime #77: the value type an atomic declares */
    if ((width == 32 && !any_true(p, any_float32)) || (width == 64 && !any_true(p, any_float64)) ||
        (width != 32 && width != 64))
        return spvrt_val_report(v, RULE_ENV_155, inst,
                                "a %u-bit floating-point atomic needs a %u-bit floating-point atomic feature "
                                "(shaderBufferFloat%uAtomics, ...)", width, width, width);
    return true;
}

/* The stage bit names of VkShaderStageFlagBits of one model bit, for flag lists of the profile. */
static bool stage_listed(const spvrt_device_profile *p, const char *list, uint32_t model, bool *known)
{
    static const struct {
        uint32_t model;
        const char *bit, *alias;
    } stages[] = {
        {SPVRT_ExecutionModel_Vertex, "VK_SHADER_STAGE_VERTEX_BIT", NULL},
        {SPVRT_ExecutionModel_TessellationControl, "VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT", NULL},
        {SPVRT_ExecutionModel_TessellationEvaluation, "VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT", NULL},
        {SPVRT_ExecutionModel_Geometry, "VK_SHADER_STAGE_GEOMETRY_BIT", NULL},
        {SPVRT_ExecutionModel_Fragment, "VK_SHADER_STAGE_FRAGMENT_BIT", NULL},
        {SPVRT_ExecutionModel_GLCompute, "VK_SHADER_STAGE_COMPUTE_BIT", NULL},
        {SPVRT_ExecutionModel_TaskNV, "VK_SHADER_STAGE_TASK_BIT_NV", "VK_SHADER_STAGE_TASK_BIT_EXT"},
        {SPVRT_ExecutionModel_MeshNV, "VK_SHADER_STAGE_MESH_BIT_NV", "VK_SHADER_STAGE_MESH_BIT_EXT"},
        {SPVRT_ExecutionModel_TaskEXT, "VK_SHADER_STAGE_TASK_BIT_EXT", "VK_SHADER_STAGE_TASK_BIT_NV"},
        {SPVRT_ExecutionModel_MeshEXT, "VK_SHADER_STAGE_MESH_BIT_EXT", "VK_SHADER_STAGE_MESH_BIT_NV"},
        {SPVRT_ExecutionModel_RayGenerationKHR, "VK_SHADER_STAGE_RAYGEN_BIT_KHR", "VK_SHADER_STAGE_RAYGEN_BIT_NV"},
        {SPVRT_ExecutionModel_IntersectionKHR, "VK_SHADER_STAGE_INTERSECTION_BIT_KHR", "VK_SHADER_STAGE_INTERSECTION_BIT_NV"},
        {SPVRT_ExecutionModel_AnyHitKHR, "VK_SHADER_STAGE_ANY_HIT_BIT_KHR", "VK_SHADER_STAGE_ANY_HIT_BIT_NV"},
        {SPVRT_ExecutionModel_ClosestHitKHR, "VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR", "VK_SHADER_STAGE_CLOSEST_HIT_BIT_NV"},
        {SPVRT_ExecutionModel_MissKHR, "VK_SHADER_STAGE_MISS_BIT_KHR", "VK_SHADER_STAGE_MISS_BIT_NV"},
        {SPVRT_ExecutionModel_CallableKHR, "VK_SHADER_STAGE_CALLABLE_BIT_KHR", "VK_SHADER_STAGE_CALLABLE_BIT_NV"},
    };
    *known = false;
    bool graphics = model <= SPVRT_ExecutionModel_Fragment;
    for (size_t k = 0; k < sizeof stages / sizeof stages[0]; k++) {
        if (stages[k].model != model)
            continue;
        bool listed = spvrt_profile_has_flag(p, list, stages[k].bit, known) ||
                      (stages[k].alias && spvrt_profile_has_flag(p, list, stages[k].alias, known)) ||
                      spvrt_profile_has_flag(p, list, "VK_SHADER_STAGE_ALL", known) ||
                      (graphics && spvrt_profile_has_flag(p, list, "VK_SHADER_STAGE_ALL_GRAPHICS", known));
        return listed;
    }
    spvrt_profile_has_flag(p, list, "", known);
    return true; /* a model with no stage bit: not ours to judge */
}

/* Execution models whose bit is in a model mask (the models spvrt_mem_model_bit tracks). */
static const uint32_t tracked_models[] = {
    SPVRT_ExecutionModel_Vertex, SPVRT_ExecutionModel_TessellationControl, SPVRT_ExecutionModel_TessellationEvaluation,
    SPVRT_ExecutionModel_Geometry, SPVRT_ExecutionModel_Fragment, SPVRT_ExecutionModel_GLCompute,
    SPVRT_ExecutionModel_TaskNV, SPVRT_ExecutionModel_MeshNV, SPVRT_ExecutionModel_RayGenerationKHR,
    SPVRT_ExecutionModel_IntersectionKHR, SPVRT_ExecutionModel_AnyHitKHR, SPVRT_ExecutionModel_ClosestHitKHR,
    SPVRT_ExecutionModel_MissKHR, SPVRT_ExecutionModel_CallableKHR, SPVRT_ExecutionModel_TaskEXT,
    SPVRT_ExecutionModel_MeshEXT};

/* The first model of mask whose stage the flag list does not hold, or UINT32_MAX. */
static uint32_t unlisted_stage(const profile_pass *pp, const char *list, uint32_t models)
{
    for (size_t k = 0; k < sizeof tracked_models / sizeof tracked_models[0]; k++) {
        bool known;
        if ((models & spvrt_mem_model_bit(tracked_models[k])) &&
            !stage_listed(pp->p, list, tracked_models[k], &known) && known)
            return tracked_models[k];
    }
    return UINT32_MAX;
}

/* Runtime #80 (quad operations) and #81 (subgroupSupportedStages). */
static bool check_group_stages(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    uint32_t models = spvrt_mem_models_of(v, &pp->facts, inst);
    if (!models)
        return true;
    bool quad = inst->opcode == SPVRT_OpGroupNonUniformQuadBroadcast || inst->opcode == SPVRT_OpGroupNonUniformQuadSwap;
    uint32_t allowed = spvrt_mem_model_bit(SPVRT_ExecutionModel_Fragment) |
                       spvrt_mem_model_bit(SPVRT_ExecutionModel_GLCompute) | SPVRT_MEM_COMPUTE_WITHOUT_DERIVATIVES;
    if (quad && (models & ~allowed) && !spvrt_profile_true(pp->p, "subgroupQuadOperationsInAllStages"))
        if (!spvrt_val_report(v, RULE_ENV_QUAD_OPERATION_STAGES, inst,
                              "a quad operation outside fragment and compute shaders needs "
                              "subgroupQuadOperationsInAllStages"))
            return false;
    if (scope_value(pp, spvrt_val_word(v, inst, 3)) != SPVRT_Scope_Subgroup)
        return true;
    uint32_t model = unlisted_stage(pp, "subgroupSupportedStages", models);
    if (model == UINT32_MAX)
        return true;
    return spvrt_val_report(v, RULE_ENV_SUBGROUP_STAGES, inst,
                            "a subgroup operation reached from a %s entry point, a stage the device's "
                            "subgroupSupportedStages does not list",
                            spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, model));
}

/* Runtime #63: cooperative matrices only in cooperativeMatrixSupportedStages. */
static bool check_cooperative_matrix_stage(profile_pass *pp, const spvrt_instruction *inst)
{
    uint32_t models = spvrt_mem_models_of(pp->v, &pp->facts, inst);
    uint32_t model = models ? unlisted_stage(pp, "cooperativeMatrixSupportedStages", models) : UINT32_MAX;
    if (model == UINT32_MAX)
        return true;
    return spvrt_val_report(pp->v, RULE_ENV_COOPERATIVE_MATRIX_STAGES, inst,
                            "a cooperative matrix instruction reached from a %s entry point, a stage the device's "
                            "cooperativeMatrixSupportedStages does not list",
                            spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, model));
}

/* Runtime #50: the Stream of OpEmitStreamVertex / OpEndStreamPrimitive. */
static bool check_emit_stream(profile_pass *pp, const spvrt_instruction *inst)
{
    uint64_t streams, stream;
    if (!spvrt_profile_number(pp->p, "maxTransformFeedbackStreams", 0, &streams) ||
        !spvrt_val_constant_u64(pp->v, spvrt_val_word(pp->v, inst, 1), &stream) || stream < streams)
        return true;
    return spvrt_val_report(pp->v, RULE_ENV_XFB_EMIT_STREAM_LIMIT, inst,
                            "Stream %llu is not less than the device's maxTransformFeedbackStreams (%llu)",
                            (unsigned long long)stream, (unsigned long long)streams);
}

/* Runtime #52 / #53: Stream and XfbStride decoration values. */
static bool check_xfb_decoration(profile_pass *pp, const spvrt_instruction *inst)
{
    const uint32_t *w = words_of(pp, inst);
    uint32_t at = inst->opcode == SPVRT_OpDecorate ? 2 : 3;
    if (inst->word_count < at + 2)
        return true;
    uint64_t limit;
    if (w[at] == SPVRT_Decoration_Stream && spvrt_profile_number(pp->p, "maxTransformFeedbackStreams", 0, &limit) &&
        w[at + 1] >= limit)
        return spvrt_val_report(pp->v, RULE_ENV_XFB_STREAM_DECORATION_LIMIT, inst,
                                "Stream %u is not less than the device's maxTransformFeedbackStreams (%llu)", w[at + 1],
                                (unsigned long long)limit);
    if (w[at] == SPVRT_Decoration_XfbStride &&
        spvrt_profile_number(pp->p, "maxTransformFeedbackBufferDataStride", 0, &limit) && w[at + 1] > limit)
        return spvrt_val_report(pp->v, RULE_ENV_XFB_STRIDE_LIMIT, inst,
                                "XfbStride %u is greater than the device's maxTransformFeedbackBufferDataStride (%llu)",
                                w[at + 1], (unsigned long long)limit);
    return true;
}

/* Float controls (Runtime #29-47): per entry point, the mode declared for each width. */
typedef struct float_modes {
    uint32_t function;
    uint32_t denorm[3], rounding[3]; /* execution mode per width 16, 32, 64; 0 if none */
    const spvrt_instruction *where;
} float_modes;

static int width_index(uint32_t width)
{
    return width == 16 ? 0 : width == 32 ? 1 : width == 64 ? 2 : -1;
}

static bool check_float_mode(profile_pass *pp, const spvrt_instruction *inst, float_modes *modes, uint32_t mode_count)
{
    static const struct {
        uint32_t mode;
        const char *property;
        spvrt_rule rules[3];
    } table[] = {
        {SPVRT_ExecutionMode_SignedZeroInfNanPreserve, "shaderSignedZeroInfNanPreserveFloat",
         {RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT16, RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT32, RULE_ENV_SIGNED_ZERO_INF_NAN_FLOAT64}},
        {SPVRT_ExecutionMode_DenormPreserve, "shaderDenormPreserveFloat",
         {RULE_ENV_DENORM_PRESERVE_FLOAT16, RULE_ENV_DENORM_PRESERVE_FLOAT32, RULE_ENV_DENORM_PRESERVE_FLOAT64}},
        {SPVRT_ExecutionMode_DenormFlushToZero, "shaderDenormFlushToZeroFloat",
         {RULE_ENV_DENORM_FLUSH_FLOAT16, RULE_ENV_DENORM_FLUSH_FLOAT32, RULE_ENV_DENORM_FLUSH_FLOAT64}},
        {SPVRT_ExecutionMode_RoundingModeRTE, "shaderRoundingModeRTEFloat",
         {RULE_ENV_ROUNDING_RTE_FLOAT16, RULE_ENV_ROUNDING_RTE_FLOAT32, RULE_ENV_ROUNDING_RTE_FLOAT64}},
        {SPVRT_ExecutionMode_RoundingModeRTZ, "shaderRoundingModeRTZFloat",
         {RULE_ENV_ROUNDING_RTZ_FLOAT16, RULE_ENV_ROUNDING_RTZ_FLOAT32, RULE_ENV_ROUNDING_RTZ_FLOAT64}},
    };
    const uint32_t *w = words_of(pp, inst);
    if (inst->opcode != SPVRT_OpExecutionMode || inst->word_count < 4)
        return true;
    uint32_t mode = w[2], width = w[3];
    int wi = width_index(width);
    for (size_t k = 0; k < sizeof table / sizeof table[0] && wi >= 0; k++) {
        if (table[k].mode != mode)
            continue;
        char property[64];
        snprintf(property, sizeof property, "%s%u", table[k].property, width);
        if (!spvrt_profile_true(pp->p, property) &&
            !spvrt_val_report(pp->v, table[k].rules[wi], inst,
                              "the %s execution mode for %u-bit floats needs the %s property",
                              spvrt_val_enumerant_name(SPVRT_KIND_ExecutionMode, mode), width, property))
            return false;
        for (uint32_t e = 0; e < mode_count; e++)
            if (modes[e].function == w[1]) {
                if (mode == SPVRT_ExecutionMode_DenormPreserve || mode == SPVRT_ExecutionMode_DenormFlushToZero)
                    modes[e].denorm[wi] = mode;
                else if (mode == SPVRT_ExecutionMode_RoundingModeRTE || mode == SPVRT_ExecutionMode_RoundingModeRTZ)
                    modes[e].rounding[wi] = mode;
                modes[e].where = inst;
            }
    }
    return true;
}

/* VkShaderFloatControlsIndependence of a profile: 0 32_BIT_ONLY, 1 ALL, 2 NONE, -1 not given. */
static int independence(const spvrt_device_profile *p, const char *name)
{
    bool known;
    if (spvrt_profile_has_flag(p, name, "VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_32_BIT_ONLY", &known))
        return 0;
    if (spvrt_profile_has_flag(p, name, "VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_NONE", &known))
        return 2;
    if (known)
        return 1;
    uint64_t value;
    return spvrt_profile_number(p, name, 0, &value) && value <= 2 ? (int)value : -1;
}

/* Runtime #29-32: modes that must agree across widths (both declared and different). */
static bool check_independence(profile_pass *pp, const float_modes *fm)
{
    static const char *const names[] = {"denormBehaviorIndependence", "roundingModeIndependence"};
    for (int kind = 0; kind < 2; kind++) {
        const uint32_t *m = kind == 0 ? fm->denorm : fm->rounding;
        int how = independence(pp->p, names[kind]);
        bool differ = false;
        if (how == 0)
            differ = m[0] && m[2] && m[0] != m[2];
        else if (how == 2)
            for (int a = 0; a < 3; a++)
                for (int b = a + 1; b < 3; b++)
                    differ |= m[a] && m[b] && m[a] != m[b];
        if (!differ)
            continue;
        spvrt_rule rule = kind == 0 ? (how == 0 ? RULE_ENV_DENORM_INDEPENDENCE_32_BIT_ONLY : RULE_ENV_DENORM_INDEPENDENCE_NONE)
                                    : (how == 0 ? RULE_ENV_ROUNDING_INDEPENDENCE_32_BIT_ONLY
                                                : RULE_ENV_ROUNDING_INDEPENDENCE_NONE);
        if (!spvrt_val_report(pp->v, rule, fm->where,
                              "the entry point declares different %s modes for %s float widths, but the device's "
                              "%s is %s",
                              kind == 0 ? "denorm" : "rounding", how == 0 ? "16- and 64-bit" : "different", names[kind],
                              how == 0 ? "VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_32_BIT_ONLY"
                                       : "VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_NONE"))
            return false;
    }
    return true;
}

/* Runtime #9, #10, #12 and #70-79: what each global variable's storage class and type need. */
static bool check_variable(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    const spvrt_device_profile *p = pp->p;
    uint32_t storage = spvrt_val_word(v, inst, 3), sc = 0;
    uint32_t pointee = spvrt_val_pointee(v, inst->result_type, &sc);
    const spvrt_instruction *type = spvrt_val_type(v, pointee);
    if (!type)
        return true;
    uint32_t var = inst->result;
    uint32_t decorations = spvrt_idmap_get(&pp->decorations, var);
    const spvrt_instruction *inner = strip_arrays(pp, pointee);
    char s[12];
    /* Runtime #12: runtime descriptor arrays */
    if (type->opcode == SPVRT_OpTypeRuntimeArray &&
        (storage == SPVRT_StorageClass_Uniform || storage == SPVRT_StorageClass_StorageBuffer ||
         storage == SPVRT_StorageClass_UniformConstant) &&
        !spvrt_profile_true(p, "runtimeDescriptorArray") &&
        !spvrt_val_report(v, RULE_ENV_RUNTIME_DESCRIPTOR_ARRAY, inst,
                          "%%%s is a runtime array of %s resources, which needs the runtimeDescriptorArray feature",
                          spvrt_val_id_name(v, var, s), spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, storage)))
        return false;
    /* Runtime #9 / #10: storage images of unknown format */
    bool storage_image = inner && inner->opcode == SPVRT_OpTypeImage && spvrt_val_word(v, inner, 7) == 2;
    if (storage_image && spvrt_val_word(v, inner, 8) == SPVRT_ImageFormat_Unknown) {
        if (!(decorations & DECO_NON_WRITABLE) && !spvrt_profile_true(p, "shaderStorageImageWriteWithoutFormat") &&
            !spvrt_val_report(v, RULE_ENV_WRITE_WITHOUT_FORMAT, inst,
                              "%%%s is a storage image of Unknown format without NonWritable, which needs the "
                              "shaderStorageImageWriteWithoutFormat feature", spvrt_val_id_name(v, var, s)))
            return false;
        if (!(decorations & DECO_NON_READABLE) && !spvrt_profile_true(p, "shaderStorageImageReadWithoutFormat") &&
            !spvrt_val_report(v, RULE_ENV_READ_WITHOUT_FORMAT, inst,
                              "%%%s is a storage image of Unknown format without NonReadable, which needs the "
                              "shaderStorageImageReadWithoutFormat feature", spvrt_val_id_name(v, var, s)))
            return false;
    }
    /* Runtime #78 / #79: storage resources of fragment and vertex-pipeline stages are NonWritable */
    uint32_t inner_decorations = inner ? spvrt_idmap_get(&pp->decorations, inner->result) : 0;
    bool storage_buffer = storage == SPVRT_StorageClass_StorageBuffer ||
                          (storage == SPVRT_StorageClass_Uniform && (inner_decorations & DECO_BUFFER_BLOCK));
    if ((storage_buffer || (storage == SPVRT_StorageClass_UniformConstant && storage_image)) &&
        !(decorations & DECO_NON_WRITABLE)) {
        bool members_non_writable = storage_buffer && inner && inner->opcode == SPVRT_OpTypeStruct &&
                                    spvrt_idmap_get(&pp->non_writable_members, inner->result) >=
                                        (uint32_t)(inner->word_count - 2);
        uint32_t models = spvrt_idmap_get(&pp->var_models, var);
        uint32_t vertex_pipeline = spvrt_mem_model_bit(SPVRT_ExecutionModel_Vertex) |
                                   spvrt_mem_model_bit(SPVRT_ExecutionModel_TessellationControl) |
                                   spvrt_mem_model_bit(SPVRT_ExecutionModel_TessellationEvaluation) |
                                   spvrt_mem_model_bit(SPVRT_ExecutionModel_Geometry);
        if (!members_non_writable && (models & spvrt_mem_model_bit(SPVRT_ExecutionModel_Fragment)) &&
            !spvrt_profile_true(p, "fragmentStoresAndAtomics") &&
            !spvrt_val_report(v, RULE_ENV_FRAGMENT_STORES, inst,
                              "%%%s, a storage resource a fragment shader uses, is not NonWritable, which needs the "
                              "fragmentStoresAndAtomics feature", spvrt_val_id_name(v, var, s)))
            return false;
        if (!members_non_writable && (models & vertex_pipeline) &&
            !spvrt_profile_true(p, "vertexPipelineStoresAndAtomics") &&
            !spvrt_val_report(v, RULE_ENV_VERTEX_PIPELINE_STORES, inst,
                              "%%%s, a storage resource a vertex, tessellation or geometry shader uses, is not "
                              "NonWritable, which needs the vertexPipelineStoresAndAtomics feature",
                              spvrt_val_id_name(v, var, s)))
            return false;
    }
    return true;
}

/* Runtime #70-76: 8- and 16-bit integers in a storage class (objects of pointee type, for variables and
 * PhysicalStorageBuffer pointer types). */
static bool check_small_types(profile_pass *pp, const spvrt_instruction *inst, uint32_t storage, uint32_t pointee)
{
    spvrt_validator *v = pp->v;
    const spvrt_device_profile *p = pp->p;
    uint32_t holds = spvrt_idmap_get(&pp->holds, pointee);
    if (!holds)
        return true;
    const spvrt_instruction *inner = strip_arrays(pp, pointee);
    bool block = inner && inner->opcode == SPVRT_OpTypeStruct &&
                 (spvrt_idmap_get(&pp->decorations, inner->result) & DECO_BLOCK);
    bool buffer = storage == SPVRT_StorageClass_StorageBuffer || storage == SPVRT_StorageClass_ShaderRecordBufferKHR ||
                  storage == SPVRT_StorageClass_PhysicalStorageBuffer;
    const char *sc = spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, storage);
    static const struct {
        uint32_t holds;
        int where; /* 0 buffers, 1 Uniform Block, 2 PushConstant, 3 Input/Output */
        const char *feature;
        spvrt_rule rule;
        int bits;
    } checks[] = {
        {HOLDS_INT8, 0, "storageBuffer8BitAccess", RULE_ENV_STORAGE_BUFFER_8BIT, 8},
        {HOLDS_INT8, 1, "uniformAndStorageBuffer8BitAccess", RULE_ENV_UNIFORM_BLOCK_8BIT, 8},
        {HOLDS_INT8, 2, "storagePushConstant8", RULE_ENV_PUSH_CONSTANT_8BIT, 8},
        {HOLDS_INT16, 0, "storageBuffer16BitAccess", RULE_ENV_STORAGE_BUFFER_16BIT, 16},
        {HOLDS_INT16, 1, "uniformAndStorageBuffer16BitAccess", RULE_ENV_UNIFORM_BLOCK_16BIT, 16},
        {HOLDS_INT16, 2, "storagePushConstant16", RULE_ENV_PUSH_CONSTANT_16BIT, 16},
        {HOLDS_INT16, 3, "storageInputOutput16", RULE_ENV_INPUT_OUTPUT_16BIT, 16},
    };
    for (size_t k = 0; k < sizeof checks / sizeof checks[0]; k++) {
        bool applies = checks[k].where == 0   ? buffer
                       : checks[k].where == 1 ? storage == SPVRT_StorageClass_Uniform && block
                       : checks[k].where == 2 ? storage == SPVRT_StorageClass_PushConstant
                                              : storage == SPVRT_StorageClass_Input ||
                                                    storage == SPVRT_StorageClass_Output;
        if (applies && (holds & checks[k].holds) && !spvrt_profile_true(p, checks[k].feature) &&
            !spvrt_val_report(v, checks[k].rule, inst,
                              "%s%s holds %d-bit integers, which needs the %s feature", sc,
                              checks[k].where == 1 ? " Block" : " object", checks[k].bits, checks[k].feature))
            return false;
    }
    return true;
}

/* VK_AMDX_shader_enqueue "SPIR-V Changes": MaxNumWorkgroupsAMDX / StaticNumWorkgroupsAMDX limits. */
static bool check_workgroups_amdx(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    const uint32_t *w = words_of(pp, inst);
    if (inst->word_count < 6 ||
        (w[2] != SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX && w[2] != SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX))
        return true;
    uint64_t size[3], product = 1;
    for (int k = 0; k < 3; k++) {
        if (!spvrt_val_constant_u64(v, w[3 + k], &size[k]))
            return true; /* a specialization constant: known at pipeline creation */
        uint64_t limit;
        if (spvrt_profile_number(pp->p, "maxExecutionGraphWorkgroupCount", (uint32_t)k, &limit) && size[k] > limit &&
            !spvrt_val_report(v, RULE_AMDX_WORKGROUP_COUNT_LIMIT, inst,
                              "the %c size %llu is greater than the device's maxExecutionGraphWorkgroupCount[%d] (%llu)",
                              "xyz"[k], (unsigned long long)size[k], k, (unsigned long long)limit))
            return false;
        product = size[k] && product > UINT64_MAX / size[k] ? UINT64_MAX : product * size[k];
    }
    uint64_t limit;
    if (spvrt_profile_number(pp->p, "maxExecutionGraphWorkgroups", 0, &limit) && product > limit)
        return spvrt_val_report(v, RULE_AMDX_WORKGROUPS_LIMIT, inst,
                                "%llu workgroups is more than the device's maxExecutionGraphWorkgroups (%llu)",
                                (unsigned long long)product, (unsigned long long)limit);
    return true;
}

/* Entry-point level rules: portability modes, XFB streams, mesh nodes, float-control independence. */
static bool check_entry_points(profile_pass *pp, bool enqueue)
{
    spvrt_validator *v = pp->v;
    const spvrt_module *m = v->m;
    const spvrt_device_profile *p = pp->p;
    uint32_t n = m->entry_point_count;
    float_modes *modes = n ? spvrt_alloc_zero(v->ctx, n, sizeof *modes) : NULL;
    if (n && !modes)
        return true;
    for (uint32_t k = 0; k < n; k++)
        modes[k].function = spvrt_val_word(v, &m->insts[m->entry_points[k]], 2);
    bool portability = spvrt_profile_has_extension(p, "VK_KHR_portability_subset");
    bool tessellation = spvrt_profile_true(p, "tessellationShader");
    bool ok = true;
    /* execution modes: a model with one entry point per function is the common case; a mode names the
     * function, so every entry point of that function gets it */
    bool geometry_points = false;
    for (uint32_t i = 0; i < m->inst_count && ok; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->opcode != SPVRT_OpExecutionMode && inst->opcode != SPVRT_OpExecutionModeId)
            continue;
        uint32_t mode = spvrt_val_word(v, inst, 2);
        /* Runtime #68 / #69 (portability subset) */
        if (portability && tessellation && mode == SPVRT_ExecutionMode_Isolines &&
            !spvrt_profile_true(p, "tessellationIsolines"))
            ok = spvrt_val_report(v, RULE_ENV_PORTABILITY_ISOLINES, inst,
                                  "IsoLines needs tessellationIsolines on a VK_KHR_portability_subset device");
        if (ok && portability && tessellation && mode == SPVRT_ExecutionMode_PointMode &&
            !spvrt_profile_true(p, "tessellationPointMode"))
            ok = spvrt_val_report(v, RULE_ENV_PORTABILITY_POINT_MODE, inst,
                                  "PointMode needs tessellationPointMode on a VK_KHR_portability_subset device");
        if (mode == SPVRT_ExecutionMode_OutputPoints)
            geometry_points = true;
        if (ok)
            ok = check_float_mode(pp, inst, modes, n) && check_workgroups_amdx(pp, inst);
    }
    for (uint32_t k = 0; k < n && ok; k++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[k]];
        uint32_t model = spvrt_val_word(v, ep, 1);
        if (modes[k].where)
            ok = check_independence(pp, &modes[k]);
        /* VK_AMDX_shader_enqueue "Features": a mesh node needs shaderMeshEnqueue */
        if (ok && enqueue && model == SPVRT_ExecutionModel_MeshEXT && !spvrt_profile_true(p, "shaderMeshEnqueue"))
            ok = spvrt_val_report(v, RULE_AMDX_ENQUEUE_FEATURE, ep,
                                  "a mesh shader in a module declaring ShaderEnqueueAMDX (a mesh node) needs the "
                                  "shaderMeshEnqueue feature");
    }
    spvrt_free(v->ctx, modes);
    /* Runtime #51: more than one vertex stream without OutputPoints (one geometry entry point: the modes
     * and the streams are then its own) */
    uint32_t geometry = 0;
    const spvrt_instruction *geometry_ep = NULL;
    for (uint32_t k = 0; k < n; k++)
        if (spvrt_val_word(v, &m->insts[m->entry_points[k]], 1) == SPVRT_ExecutionModel_Geometry) {
            geometry++;
            geometry_ep = &m->insts[m->entry_points[k]];
        }
    if (ok && geometry == 1 && !geometry_points && !spvrt_profile_true(p, "transformFeedbackStreamsLinesTriangles")) {
        uint64_t first = UINT64_MAX, stream;
        bool several = false;
        for (uint32_t i = 0; i < m->inst_count && !several; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpEmitStreamVertex &&
                spvrt_val_constant_u64(v, spvrt_val_word(v, inst, 1), &stream) &&
                (spvrt_mem_models_of(v, &pp->facts, inst) & spvrt_mem_model_bit(SPVRT_ExecutionModel_Geometry))) {
                several = first != UINT64_MAX && stream != first;
                first = stream;
            }
        }
        if (several)
            ok = spvrt_val_report(v, RULE_ENV_XFB_STREAMS_OUTPUT_POINTS, geometry_ep,
                                  "the geometry shader emits to more than one vertex stream without OutputPoints, "
                                  "which needs transformFeedbackStreamsLinesTriangles");
    }
    return ok;
}

/* ---- ENV-095: built-ins of features ------------------------------------------------------------ */

static uint32_t builtin_row(uint32_t builtin)
{
    uint32_t lo = 0, hi = SPVRT_VK_BUILTIN_ROW_COUNT;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (spvrt_vk_builtin_rows[mid].builtin < builtin)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < SPVRT_VK_BUILTIN_ROW_COUNT && spvrt_vk_builtin_rows[lo].builtin == builtin ? lo
                                                                                          : SPVRT_VK_BUILTIN_ROW_COUNT;
}

/* Runtime #11: "BuiltIn decorations belonging only to features/extensions that are not enabled must not be
 * used".  A built-in is used when its variable, or a variable whose type (under arrays) is the decorated
 * block, is in an entry point's interface (built-ins are Input / Output: every version lists them). */
static bool check_builtins(profile_pass *pp)
{
    spvrt_validator *v = pp->v;
    const spvrt_module *m = v->m;
    spvrt_idmap used; /* variable id and its block type id -> 1 */
    bool any = false;
    for (uint32_t k = 0; k < m->decoration_count && !any; k++) {
        const spvrt_instruction *d = &m->insts[m->decorations[k]];
        uint32_t at = d->opcode == SPVRT_OpDecorate ? 2 : d->opcode == SPVRT_OpMemberDecorate ? 3 : 0;
        any = at && d->word_count > at + 1 && spvrt_val_word(v, d, at) == SPVRT_Decoration_BuiltIn &&
              builtin_row(spvrt_val_word(v, d, at + 1)) < SPVRT_VK_BUILTIN_ROW_COUNT;
    }
    if (!any || !spvrt_idmap_init_growable(&used, v->ctx, 0))
        return true;
    bool ok = true;
    for (uint32_t k = 0; k < m->entry_point_count && ok; k++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[k]];
        const spvrt_operand *ops = spvrt_inst_operands(m, ep);
        for (uint32_t o = 3; o < ep->operand_count && ok; o++) {
            if (ops[o].kind != SPVRT_KIND_IdRef)
                continue;
            uint32_t id = spvrt_inst_words(m, ep)[ops[o].offset];
            const spvrt_instruction *var = spvrt_module_def(m, id);
            if (!var || var->opcode != SPVRT_OpVariable)
                continue;
            ok = spvrt_idmap_set(&used, id, 1);
            const spvrt_instruction *inner = strip_arrays(pp, spvrt_val_pointee(v, var->result_type, NULL));
            if (ok && inner && inner->opcode == SPVRT_OpTypeStruct)
                ok = spvrt_idmap_set(&used, inner->result, 1);
        }
    }
    for (uint32_t k = 0; k < m->decoration_count && ok; k++) {
        const spvrt_instruction *d = &m->insts[m->decorations[k]];
        uint32_t at = d->opcode == SPVRT_OpDecorate ? 2 : d->opcode == SPVRT_OpMemberDecorate ? 3 : 0;
        if (!at || d->word_count <= at + 1 || spvrt_val_word(v, d, at) != SPVRT_Decoration_BuiltIn ||
            !spvrt_idmap_get(&used, spvrt_val_word(v, d, 1)))
            continue;
        uint32_t builtin = spvrt_val_word(v, d, at + 1);
        uint32_t row = builtin_row(builtin);
        if (row == SPVRT_VK_BUILTIN_ROW_COUNT)
            continue;
        const spvrt_vk_builtin_row *r = &spvrt_vk_builtin_rows[row];
        bool met = false;
        for (uint32_t q = 0; q < r->count && !met; q++)
            met = requirement_met(pp, &spvrt_vk_requirements[r->first + q]);
        if (met)
            continue;
        char needs[600] = "";
        size_t length = 0;
        describe_requirements(needs, sizeof needs, &spvrt_vk_requirements[r->first], r->count, r->source, &length);
        ok = spvrt_val_report(v, RULE_ENV_BUILTIN_FEATURE, d,
                              "the built-in %s, used by an entry point, needs one of %s, which the device profile "
                              "does not have", spvrt_val_enumerant_name(SPVRT_KIND_BuiltIn, builtin), needs);
    }
    spvrt_idmap_free(&used);
    return ok;
}

/* ---- ENV-127 / ENV-128: transform feedback data sizes --------------------------------------------- */

#define SIZE_MAX_DEPTH 32u
#define XFB_MAX_BUFFERS 64u

/* A decoration of a structure member, sortable. */
typedef struct member_decoration {
    uint32_t type, member, decoration, value;
} member_decoration;

static int compare_member_decorations(const void *a, const void *b)
{
    const member_decoration *x = a, *y = b;
    if (x->type != y->type)
        return x->type < y->type ? -1 : 1;
    if (x->member != y->member)
        return x->member < y->member ? -1 : 1;
    return x->decoration < y->decoration ? -1 : x->decoration > y->decoration;
}

typedef struct member_table {
    member_decoration *list;
    uint32_t count;
} member_table;

/* The first literal of a member decoration, or UINT32_MAX. */
static uint32_t member_value(const member_table *t, uint32_t type, uint32_t member, uint32_t decoration)
{
    member_decoration key = {type, member, decoration, 0};
    uint32_t lo = 0, hi = t->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (compare_member_decorations(&t->list[mid], &key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < t->count && compare_member_decorations(&t->list[lo], &key) == 0 ? t->list[lo].value : UINT32_MAX;
}

static uint64_t add_saturated(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static uint64_t mul_saturated(uint64_t a, uint64_t b)
{
    return a && b > UINT64_MAX / a ? UINT64_MAX : a * b;
}

/* A lower bound of the bytes a type takes (its explicit Offsets where members have them; no padding the
 * module does not give); 0 for what has no size (opaque types, arrays of unknown length). */
static uint64_t type_size(const profile_pass *pp, const member_table *members, uint32_t type_id, uint32_t depth)
{
    spvrt_validator *v = pp->v;
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    if (!t || depth > SIZE_MAX_DEPTH)
        return 0;
    uint64_t count;
    switch (t->opcode) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat:
        return t->word_count >= 3 ? spvrt_val_word(v, t, 2) / 8 : 0;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeMatrix:
        return t->word_count >= 4 ? mul_saturated(spvrt_val_word(v, t, 3),
                                                  type_size(pp, members, spvrt_val_word(v, t, 2), depth + 1))
                                  : 0;
    case SPVRT_OpTypeArray:
        if (t->word_count < 4 || !spvrt_val_constant_u64(v, spvrt_val_word(v, t, 3), &count))
            return 0;
        return mul_saturated(count, type_size(pp, members, spvrt_val_word(v, t, 2), depth + 1));
    case SPVRT_OpTypeStruct: {
        uint64_t sum = 0, end = 0;
        for (uint32_t k = 2; k < t->word_count; k++) {
            uint64_t size = type_size(pp, members, spvrt_val_word(v, t, k), depth + 1);
            uint32_t offset = members ? member_value(members, type_id, k - 2, SPVRT_Decoration_Offset) : UINT32_MAX;
            sum = add_saturated(sum, size);
            if (offset != UINT32_MAX && add_saturated(offset, size) > end)
                end = add_saturated(offset, size);
        }
        return sum > end ? sum : end;
    }
    default:
        return 0;
    }
}

typedef struct xfb_buffer {
    uint32_t buffer, stream;
    uint64_t size;
} xfb_buffer;

/* One XfbBuffer output ending at end: Runtime #48 for it, and its buffer's data size. */
static bool xfb_output(profile_pass *pp, const spvrt_instruction *where, uint32_t var, uint32_t buffer,
                       uint32_t stream, uint64_t end, xfb_buffer *buffers, uint32_t *buffer_count)
{
    uint64_t limit;
    char s[12];
    if (spvrt_profile_number(pp->p, "maxTransformFeedbackBufferDataSize", 0, &limit) && end > limit &&
        !spvrt_val_report(pp->v, RULE_ENV_XFB_BUFFER_DATA_SIZE, where,
                          "the output %%%s of XfbBuffer %u ends at byte %llu (Offset plus the size of its type), "
                          "past the device's maxTransformFeedbackBufferDataSize (%llu)",
                          spvrt_val_id_name(pp->v, var, s), buffer, (unsigned long long)end,
                          (unsigned long long)limit))
        return false;
    for (uint32_t k = 0; k < *buffer_count; k++)
        if (buffers[k].buffer == buffer && buffers[k].stream == stream) {
            if (end > buffers[k].size)
                buffers[k].size = end;
            return true;
        }
    if (*buffer_count < XFB_MAX_BUFFERS)
        buffers[(*buffer_count)++] = (xfb_buffer){buffer, stream, end};
    return true;
}

/* Runtime #48 / #49 per entry point: its Output variables with XfbBuffer (on the variable, with Offset, or on
 * a block whose members have Offset). */
static bool check_xfb_sizes(profile_pass *pp)
{
    spvrt_validator *v = pp->v;
    const spvrt_module *m = v->m;
    uint64_t unused;
    if (!spvrt_profile_number(pp->p, "maxTransformFeedbackBufferDataSize", 0, &unused) &&
        !spvrt_profile_number(pp->p, "maxTransformFeedbackStreamDataSize", 0, &unused))
        return true;
    spvrt_idmap buffer_of, offset_of, stream_of; /* variable -> value + 1 */
    member_table members = {0};
    uint32_t member_count = 0;
    bool xfb = false;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *d = &m->insts[m->decorations[k]];
        if (d->opcode == SPVRT_OpGroupDecorate || d->opcode == SPVRT_OpGroupMemberDecorate)
            return true; /* decoration groups: not followed here (no report rather than a wrong one) */
        if (d->opcode == SPVRT_OpMemberDecorate)
            member_count++;
        uint32_t at = d->opcode == SPVRT_OpDecorate ? 2 : d->opcode == SPVRT_OpMemberDecorate ? 3 : 0;
        xfb |= at && d->word_count > at + 1 && spvrt_val_word(v, d, at) == SPVRT_Decoration_XfbBuffer;
    }
    if (!xfb)
        return true;
    members.list = spvrt_alloc(v->ctx, ((size_t)member_count + 1) * sizeof *members.list);
    if (!members.list)
        return true;
    bool ok = spvrt_idmap_init_growable(&buffer_of, v->ctx, 0);
    if (ok && !spvrt_idmap_init_growable(&offset_of, v->ctx, 0)) {
        spvrt_idmap_free(&buffer_of);
        ok = false;
    }
    if (ok && !spvrt_idmap_init_growable(&stream_of, v->ctx, 0)) {
        spvrt_idmap_free(&buffer_of);
        spvrt_idmap_free(&offset_of);
        ok = false;
    }
    if (!ok) {
        spvrt_free(v->ctx, members.list);
        return true;
    }
    bool built = true;
    for (uint32_t k = 0; k < m->decoration_count && built; k++) {
        const spvrt_instruction *d = &m->insts[m->decorations[k]];
        if (d->opcode == SPVRT_OpMemberDecorate && d->word_count >= 5) {
            members.list[members.count++] =
                (member_decoration){spvrt_val_word(v, d, 1), spvrt_val_word(v, d, 2), spvrt_val_word(v, d, 3),
                                    spvrt_val_word(v, d, 4)};
        } else if (d->opcode == SPVRT_OpDecorate && d->word_count >= 4) {
            uint32_t decoration = spvrt_val_word(v, d, 2), target = spvrt_val_word(v, d, 1);
            uint32_t value = spvrt_val_word(v, d, 3);
            spvrt_idmap *map = decoration == SPVRT_Decoration_XfbBuffer ? &buffer_of
                               : decoration == SPVRT_Decoration_Offset  ? &offset_of
                               : decoration == SPVRT_Decoration_Stream  ? &stream_of
                                                                        : NULL;
            if (map && value < UINT32_MAX)
                built = spvrt_idmap_set(map, target, value + 1);
        }
    }
    qsort(members.list, members.count, sizeof *members.list, compare_member_decorations);
    xfb_buffer buffers[XFB_MAX_BUFFERS];
    for (uint32_t e = 0; e < m->entry_point_count && ok && built; e++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[e]];
        const spvrt_operand *ops = spvrt_inst_operands(m, ep);
        uint32_t buffer_count = 0;
        for (uint32_t o = 3; o < ep->operand_count && ok; o++) {
            if (ops[o].kind != SPVRT_KIND_IdRef)
                continue;
            uint32_t id = spvrt_inst_words(m, ep)[ops[o].offset], storage = 0;
            const spvrt_instruction *var = spvrt_module_def(m, id);
            if (!var || var->opcode != SPVRT_OpVariable)
                continue;
            uint32_t pointee = spvrt_val_pointee(v, var->result_type, &storage);
            if (storage != SPVRT_StorageClass_Output)
                continue;
            uint32_t var_buffer = spvrt_idmap_get(&buffer_of, id), var_offset = spvrt_idmap_get(&offset_of, id);
            uint32_t var_stream = spvrt_idmap_get(&stream_of, id);
            uint32_t stream = var_stream ? var_stream - 1 : 0;
            if (var_buffer && var_offset) {
                ok = xfb_output(pp, var, id, var_buffer - 1, stream,
                                add_saturated(var_offset - 1, type_size(pp, &members, pointee, 0)), buffers,
                                &buffer_count);
                continue;
            }
            const spvrt_instruction *t = spvrt_val_type(v, pointee);
            if (!t || t->opcode != SPVRT_OpTypeStruct)
                continue;
            for (uint32_t k = 2; k < t->word_count && ok; k++) {
                uint32_t offset = member_value(&members, pointee, k - 2, SPVRT_Decoration_Offset);
                uint32_t buffer = member_value(&members, pointee, k - 2, SPVRT_Decoration_XfbBuffer);
                uint32_t member_stream = member_value(&members, pointee, k - 2, SPVRT_Decoration_Stream);
                if (buffer == UINT32_MAX && var_buffer)
                    buffer = var_buffer - 1;
                if (offset == UINT32_MAX || buffer == UINT32_MAX)
                    continue;
                ok = xfb_output(pp, var, id, buffer, member_stream != UINT32_MAX ? member_stream : stream,
                                add_saturated(offset, type_size(pp, &members, spvrt_val_word(v, t, k), 0)), buffers,
                                &buffer_count);
            }
        }
        /* Runtime #49: per Stream, the sum of the data sizes of the buffers written to it */
        uint64_t limit;
        if (!ok || !spvrt_profile_number(pp->p, "maxTransformFeedbackStreamDataSize", 0, &limit))
            continue;
        for (uint32_t b = 0; b < buffer_count && ok; b++) {
            bool first = true;
            uint64_t sum = 0;
            for (uint32_t c = 0; c < buffer_count; c++) {
                if (buffers[c].stream != buffers[b].stream)
                    continue;
                first = first && c >= b;
                sum = add_saturated(sum, buffers[c].size);
            }
            if (first && sum > limit)
                ok = spvrt_val_report(v, RULE_ENV_XFB_STREAM_DATA_SIZE, ep,
                                      "the transform feedback buffers of Stream %u hold %llu bytes of this entry "
                                      "point's outputs, more than the device's maxTransformFeedbackStreamDataSize "
                                      "(%llu)", buffers[b].stream, (unsigned long long)sum, (unsigned long long)limit);
        }
    }
    spvrt_idmap_free(&buffer_of);
    spvrt_idmap_free(&offset_of);
    spvrt_idmap_free(&stream_of);
    spvrt_free(v->ctx, members.list);
    return ok;
}

/* ---- ENV-135 ... ENV-140: cooperative matrix properties (NV) ---------------------------------------- */

typedef struct cooperative_shape {
    bool known;
    uint32_t component, scope; /* VkComponentTypeNV, Scope */
    uint64_t rows, columns;
} cooperative_shape;

/* The shape of an OpTypeCooperativeMatrixNV with constant operands (known false otherwise). */
static cooperative_shape cooperative_shape_of(const profile_pass *pp, uint32_t type_id)
{
    spvrt_validator *v = pp->v;
    cooperative_shape s = {0};
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    if (!t || t->opcode != SPVRT_OpTypeCooperativeMatrixNV || t->word_count < 6)
        return s;
    const spvrt_instruction *c = spvrt_val_type(v, spvrt_val_word(v, t, 2));
    if (!c || c->word_count < 3)
        return s;
    uint32_t width = spvrt_val_word(v, c, 2);
    int wi = width == 8 ? 0 : width == 16 ? 1 : width == 32 ? 2 : width == 64 ? 3 : -1;
    if (c->opcode == SPVRT_OpTypeFloat && wi >= 1)
        s.component = (uint32_t)(wi - 1); /* FLOAT16 0, FLOAT32 1, FLOAT64 2 */
    else if (c->opcode == SPVRT_OpTypeInt && c->word_count >= 4 && wi >= 0)
        s.component = (spvrt_val_word(v, c, 3) ? 3u : 7u) + (uint32_t)wi; /* SINT8 3 ..., UINT8 7 ... */
    else
        return s;
    s.scope = scope_value(pp, spvrt_val_word(v, t, 3));
    s.known = s.scope != UINT32_MAX && spvrt_val_constant_u64(v, spvrt_val_word(v, t, 4), &s.rows) &&
              spvrt_val_constant_u64(v, spvrt_val_word(v, t, 5), &s.columns);
    return s;
}

static bool shape_is(const cooperative_shape *s, uint64_t rows, uint64_t columns, uint32_t component)
{
    return s->rows == rows && s->columns == columns && s->component == component;
}

static const char *const component_names[] = {"FLOAT16", "FLOAT32", "FLOAT64", "SINT8",  "SINT16", "SINT32",
                                              "SINT64",  "UINT8",   "UINT16",  "UINT32", "UINT64"};

/* Runtime #56: each OpTypeCooperativeMatrixNV is a matrix of one listed property. */
static bool check_cooperative_matrix_type(profile_pass *pp, const spvrt_instruction *inst)
{
    const spvrt_device_profile *p = pp->p;
    cooperative_shape s = cooperative_shape_of(pp, inst->result);
    if (!s.known)
        return true;
    for (uint32_t k = 0; k < p->cooperative_matrix_count; k++) {
        const spvrt_profile_cooperative_matrix *c = &p->cooperative_matrices[k];
        if (c->scope == s.scope && (shape_is(&s, c->m, c->k, c->a) || shape_is(&s, c->k, c->n, c->b) ||
                                    shape_is(&s, c->m, c->n, c->c) || shape_is(&s, c->m, c->n, c->d)))
            return true;
    }
    return spvrt_val_report(pp->v, RULE_ENV_COOPERATIVE_MATRIX_TYPE, inst,
                            "a %llu x %llu cooperative matrix of %s with %s scope is no matrix of the device's "
                            "VkCooperativeMatrixPropertiesNV", (unsigned long long)s.rows,
                            (unsigned long long)s.columns, component_names[s.component],
                            spvrt_val_enumerant_name(SPVRT_KIND_Scope, s.scope));
}

/* Runtime #57-62: one listed property holds for A, B, C and Result of OpCooperativeMatrixMulAddNV; the report
 * names the first condition the closest property (fewest failed conditions) fails. */
static bool check_cooperative_mul_add(profile_pass *pp, const spvrt_instruction *inst)
{
    spvrt_validator *v = pp->v;
    const spvrt_device_profile *p = pp->p;
    if (inst->word_count < 6 || p->cooperative_matrix_count == 0)
        return true;
    cooperative_shape a = cooperative_shape_of(pp, spvrt_val_type_of(v, spvrt_val_word(v, inst, 3)));
    cooperative_shape b = cooperative_shape_of(pp, spvrt_val_type_of(v, spvrt_val_word(v, inst, 4)));
    cooperative_shape c = cooperative_shape_of(pp, spvrt_val_type_of(v, spvrt_val_word(v, inst, 5)));
    cooperative_shape d = cooperative_shape_of(pp, inst->result_type);
    if (!a.known || !b.known || !c.known || !d.known)
        return true;
    int best_failures = 6;
    uint32_t best_bits = 0, best = 0;
    for (uint32_t k = 0; k < p->cooperative_matrix_count; k++) {
        const spvrt_profile_cooperative_matrix *q = &p->cooperative_matrices[k];
        uint32_t bits = (shape_is(&a, q->m, q->k, q->a) ? 0u : 1u) | (shape_is(&b, q->k, q->n, q->b) ? 0u : 2u) |
                        (shape_is(&c, q->m, q->n, q->c) ? 0u : 4u) | (shape_is(&d, q->m, q->n, q->d) ? 0u : 8u) |
                        (a.scope == q->scope && b.scope == q->scope && c.scope == q->scope && d.scope == q->scope
                             ? 0u : 16u);
        if (!bits)
            return true;
        int failures = 0;
        for (uint32_t rest = bits; rest; rest &= rest - 1)
            failures++;
        if (failures < best_failures) {
            best_failures = failures;
            best_bits = bits;
            best = k;
        }
    }
    const spvrt_profile_cooperative_matrix *q = &p->cooperative_matrices[best];
    static const spvrt_rule rules[] = {RULE_ENV_COOPERATIVE_MATRIX_MULADD_A, RULE_ENV_COOPERATIVE_MATRIX_MULADD_B,
                                       RULE_ENV_COOPERATIVE_MATRIX_MULADD_C,
                                       RULE_ENV_COOPERATIVE_MATRIX_MULADD_RESULT,
                                       RULE_ENV_COOPERATIVE_MATRIX_MULADD_SCOPE};
    static const char *const operands[] = {"A", "B", "C", "Result"};
    const cooperative_shape *shapes[] = {&a, &b, &c, &d};
    int which = 0;
    while (which < 4 && !(best_bits & (1u << which)))
        which++;
    char property[200];
    snprintf(property, sizeof property, "MSize %llu, NSize %llu, KSize %llu, %s x %s + %s -> %s, %s scope",
             (unsigned long long)q->m, (unsigned long long)q->n, (unsigned long long)q->k,
             q->a < 11 ? component_names[q->a] : "?", q->b < 11 ? component_names[q->b] : "?",
             q->c < 11 ? component_names[q->c] : "?", q->d < 11 ? component_names[q->d] : "?",
             spvrt_val_enumerant_name(SPVRT_KIND_Scope, q->scope));
    if (which == 4)
        return spvrt_val_report(v, rules[4], inst,
                                "no VkCooperativeMatrixPropertiesNV of the device holds for these operands; the "
                                "closest (%s) has another scope than the matrices' %s", property,
                                spvrt_val_enumerant_name(SPVRT_KIND_Scope, a.scope));
    const cooperative_shape *s = shapes[which];
    return spvrt_val_report(v, rules[which], inst,
                            "no VkCooperativeMatrixPropertiesNV of the device holds for these operands; for the "
                            "closest (%s) %s, a %llu x %llu matrix of %s, does not fit", property, operands[which],
                            (unsigned long long)s->rows, (unsigned long long)s->columns,
                            component_names[s->component]);
}

/* ---- AMDX-090 ... AMDX-092: the payloads one shader allocates ------------------------------------- */

#define ENQUEUE_WORK_BUDGET (1u << 24)

/* A decoration of a payload-array type (OpDecorate / OpDecorateId), sortable by target. */
typedef struct array_decoration {
    uint32_t target, decoration, operand;
} array_decoration;

static int compare_array_decorations(const void *a, const void *b)
{
    const array_decoration *x = a, *y = b;
    if (x->target != y->target)
        return x->target < y->target ? -1 : 1;
    return x->decoration < y->decoration ? -1 : x->decoration > y->decoration;
}

typedef struct enqueue_facts {
    array_decoration *decorations;
    uint32_t decoration_count;
    spvrt_idmap function_index;   /* function id -> index + 1 */
    uint32_t *call_first, *calls; /* per function: callee indices */
    uint32_t *alloc_first, *allocs; /* per function: its OpAllocateNodePayloadsAMDX instruction indices */
    uint32_t *stamp;              /* per function: the last entry point (+1) whose walk visited it */
    uint32_t *stack;
} enqueue_facts;

/* The operand of a decoration of a payload-array type; false if it has none. */
static bool array_decoration_of(const enqueue_facts *f, uint32_t target, uint32_t decoration, uint32_t *operand)
{
    array_decoration key = {target, decoration, 0};
    uint32_t lo = 0, hi = f->decoration_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (compare_array_decorations(&f->decorations[mid], &key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= f->decoration_count || compare_array_decorations(&f->decorations[lo], &key) != 0)
        return false;
    *operand = f->decorations[lo].operand;
    return true;
}

static void free_enqueue_facts(spvrt_validator *v, enqueue_facts *f)
{
    spvrt_free(v->ctx, f->decorations);
    spvrt_idmap_free(&f->function_index);
    spvrt_free(v->ctx, f->call_first);
    spvrt_free(v->ctx, f->calls);
    spvrt_free(v->ctx, f->alloc_first);
    spvrt_free(v->ctx, f->allocs);
    spvrt_free(v->ctx, f->stamp);
    spvrt_free(v->ctx, f->stack);
}

/* Decorations of payload-array types, the call graph and the allocations of each function. */
static bool build_enqueue_facts(spvrt_validator *v, enqueue_facts *f)
{
    const spvrt_module *m = v->m;
    uint32_t nf = m->function_count;
    memset(f, 0, sizeof *f);
    if (!spvrt_idmap_init_growable(&f->function_index, v->ctx, 0))
        return false;
    f->decorations = spvrt_alloc(v->ctx, ((size_t)m->decoration_count + 1) * sizeof *f->decorations);
    f->call_first = spvrt_alloc_zero(v->ctx, (size_t)nf + 2, sizeof(uint32_t));
    f->alloc_first = spvrt_alloc_zero(v->ctx, (size_t)nf + 2, sizeof(uint32_t));
    f->stamp = spvrt_alloc_zero(v->ctx, (size_t)nf + 1, sizeof(uint32_t));
    f->stack = spvrt_alloc(v->ctx, ((size_t)nf + 1) * sizeof(uint32_t));
    if (!f->decorations || !f->call_first || !f->alloc_first || !f->stamp || !f->stack)
        return false;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *d = &m->insts[m->decorations[k]];
        if ((d->opcode == SPVRT_OpDecorate || d->opcode == SPVRT_OpDecorateId) && d->word_count >= 3)
            f->decorations[f->decoration_count++] = (array_decoration){
                spvrt_val_word(v, d, 1), spvrt_val_word(v, d, 2), d->word_count >= 4 ? spvrt_val_word(v, d, 3) : 0};
    }
    qsort(f->decorations, f->decoration_count, sizeof *f->decorations, compare_array_decorations);
    for (uint32_t k = 0; k < nf; k++)
        if (!spvrt_idmap_set(&f->function_index, m->insts[m->functions[k]].result, k + 1))
            return false;
    /* two passes over the function bodies: count, then fill */
    uint32_t calls = 0, allocs = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            for (uint32_t k = 0; k < nf; k++) {
                f->call_first[k + 1] += f->call_first[k];
                f->alloc_first[k + 1] += f->alloc_first[k];
            }
            f->calls = spvrt_alloc(v->ctx, ((size_t)calls + 1) * sizeof(uint32_t));
            f->allocs = spvrt_alloc(v->ctx, ((size_t)allocs + 1) * sizeof(uint32_t));
            if (!f->calls || !f->allocs)
                return false;
        }
        for (uint32_t fn = 0; fn < nf; fn++) {
            uint32_t end = fn + 1 < nf ? m->functions[fn + 1] : m->inst_count, nc = 0, na = 0;
            for (uint32_t i = m->functions[fn] + 1; i < end; i++) {
                const spvrt_instruction *inst = &m->insts[i];
                if (inst->opcode == SPVRT_OpFunctionEnd)
                    break;
                uint32_t callee = inst->opcode == SPVRT_OpFunctionCall
                                      ? spvrt_idmap_get(&f->function_index, spvrt_val_word(v, inst, 3)) : 0;
                if (pass == 0) {
                    calls += callee != 0;
                    allocs += inst->opcode == SPVRT_OpAllocateNodePayloadsAMDX;
                    f->call_first[fn + 1] += callee != 0;
                    f->alloc_first[fn + 1] += inst->opcode == SPVRT_OpAllocateNodePayloadsAMDX;
                } else {
                    if (callee)
                        f->calls[f->call_first[fn] + nc++] = callee - 1;
                    if (inst->opcode == SPVRT_OpAllocateNodePayloadsAMDX)
                        f->allocs[f->alloc_first[fn] + na++] = i;
                }
            }
        }
    }
    return true;
}

/* One payload-array type an entry point allocates, and what it adds to the limits. */
typedef struct shader_output {
    uint32_t array_type;
    uint32_t group;      /* NodeSharesPayloadLimitsWithAMDX's Payload Type, or the type itself */
    uint64_t size;       /* its Payload Type's size */
    uint64_t payloads;   /* NodeMaxPayloadsAMDX, 0 if not a constant */
    const char *name;    /* the node name (OpConstantStringAMDX), NULL if unknown */
    uint64_t lo, hi;     /* node indexes [lo, hi); hi == lo: none known */
} shader_output;

static int compare_outputs_by_group(const void *a, const void *b)
{
    const shader_output *x = a, *y = b;
    if (x->group != y->group)
        return x->group < y->group ? -1 : 1;
    return x->array_type < y->array_type ? -1 : x->array_type > y->array_type;
}

static int compare_outputs_by_node(const void *a, const void *b)
{
    const shader_output *x = a, *y = b;
    if (!x->name || !y->name)
        return !x->name - !y->name;
    int c = strcmp(x->name, y->name);
    if (c)
        return c;
    return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* The literal string of an OpConstantStringAMDX (not a specialization constant), or NULL. */
static const char *constant_string(const spvrt_validator *v, uint32_t id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    size_t length;
    if (!def || def->opcode != SPVRT_OpConstantStringAMDX || def->operand_count < 2)
        return NULL;
    const char *s = spvrt_operand_string(v->m, def, &spvrt_inst_operands(v->m, def)[1], &length);
    return s && strlen(s) == length ? s : NULL;
}

/* What one allocation's payload-array type adds (see shader_output). */
static shader_output describe_output(profile_pass *pp, const enqueue_facts *f, const spvrt_instruction *alloc,
                                     uint32_t array_type)
{
    spvrt_validator *v = pp->v;
    shader_output out = {array_type, array_type, 0, 0, NULL, 0, 0};
    const spvrt_instruction *t = spvrt_val_type(v, array_type);
    out.size = t && t->word_count >= 3 ? type_size(pp, NULL, spvrt_val_word(v, t, 2), 0) : 0;
    uint32_t operand;
    if (array_decoration_of(f, array_type, SPVRT_Decoration_NodeMaxPayloadsAMDX, &operand))
        spvrt_val_constant_u64(v, operand, &out.payloads);
    if (array_decoration_of(f, array_type, SPVRT_Decoration_NodeSharesPayloadLimitsWithAMDX, &operand))
        out.group = operand;
    if (array_decoration_of(f, array_type, SPVRT_Decoration_PayloadNodeNameAMDX, &operand))
        out.name = constant_string(v, operand);
    uint64_t base = 0, index, size;
    if (array_decoration_of(f, array_type, SPVRT_Decoration_PayloadNodeBaseIndexAMDX, &operand) &&
        !spvrt_val_constant_u64(v, operand, &base))
        out.name = NULL; /* unknown index: not counted */
    if (!out.name || alloc->word_count < 6)
        return out;
    if (spvrt_val_constant_u64(v, spvrt_val_word(v, alloc, 5), &index) && base <= UINT32_MAX && index <= UINT32_MAX) {
        out.lo = base + index;
        out.hi = out.lo + 1;
    } else if (!array_decoration_of(f, array_type, SPVRT_Decoration_PayloadNodeSparseArrayAMDX, &operand) &&
               array_decoration_of(f, array_type, SPVRT_Decoration_PayloadNodeArraySizeAMDX, &operand) &&
               spvrt_val_constant_u64(v, operand, &size) && size > base && size <= (1ull << 32)) {
        /* "all node indexes between 0 and the PayloadNodeArraySizeAMDX value must be valid nodes" */
        out.lo = base;
        out.hi = size;
    }
    return out;
}

/* AMDX-090, AMDX-091 and AMDX-092 for one entry point's outputs. */
static bool check_shader_outputs(profile_pass *pp, const spvrt_instruction *ep, shader_output *outs, uint32_t n)
{
    spvrt_validator *v = pp->v;
    uint64_t limit, total = 0, payloads = 0, nodes = 0;
    /* sets sharing limits (NodeSharesPayloadLimitsWithAMDX) count once, with their largest */
    qsort(outs, n, sizeof *outs, compare_outputs_by_group);
    for (uint32_t k = 0; k < n;) {
        uint64_t size = 0, count = 0;
        uint32_t end = k;
        for (; end < n && outs[end].group == outs[k].group; end++) {
            size = outs[end].size > size ? outs[end].size : size;
            count = outs[end].payloads > count ? outs[end].payloads : count;
        }
        total = add_saturated(total, size);
        payloads = add_saturated(payloads, count);
        k = end;
    }
    /* unique nodes: merged index intervals per name */
    qsort(outs, n, sizeof *outs, compare_outputs_by_node);
    for (uint32_t k = 0; k < n;) {
        if (!outs[k].name) {
            k++;
            continue;
        }
        uint64_t covered = 0;
        uint32_t end = k;
        for (; end < n && outs[end].name && strcmp(outs[end].name, outs[k].name) == 0; end++) {
            if (outs[end].hi <= outs[end].lo)
                continue;
            uint64_t lo = outs[end].lo > covered ? outs[end].lo : covered;
            if (outs[end].hi > lo) {
                nodes += outs[end].hi - lo;
                covered = outs[end].hi;
            }
        }
        k = end;
    }
    if (spvrt_profile_number(pp->p, "maxExecutionGraphShaderOutputNodes", 0, &limit) && nodes > limit &&
        !spvrt_val_report(v, RULE_AMDX_SHADER_OUTPUT_NODES_LIMIT, ep,
                          "the entry point allocates payloads for %llu unique nodes, more than the device's "
                          "maxExecutionGraphShaderOutputNodes (%llu)", (unsigned long long)nodes,
                          (unsigned long long)limit))
        return false;
    if (spvrt_profile_number(pp->p, "maxExecutionGraphShaderPayloadSize", 0, &limit) && total > limit &&
        !spvrt_val_report(v, RULE_AMDX_SHADER_PAYLOAD_SIZE_LIMIT, ep,
                          "the entry point's output payload declarations total %llu bytes, more than the device's "
                          "maxExecutionGraphShaderPayloadSize (%llu)", (unsigned long long)total,
                          (unsigned long long)limit))
        return false;
    if (spvrt_profile_number(pp->p, "maxExecutionGraphShaderPayloadCount", 0, &limit) && payloads > limit &&
        !spvrt_val_report(v, RULE_AMDX_SHADER_PAYLOAD_COUNT_LIMIT, ep,
                          "the entry point's payload arrays allow %llu output payloads (NodeMaxPayloadsAMDX), more "
                          "than the device's maxExecutionGraphShaderPayloadCount (%llu)",
                          (unsigned long long)payloads, (unsigned long long)limit))
        return false;
    return true;
}

/* Per entry point: the payload-array types allocated in its static call tree (each once). */
static bool check_enqueue_limits(profile_pass *pp)
{
    spvrt_validator *v = pp->v;
    const spvrt_module *m = v->m;
    uint64_t unused;
    if (!spvrt_profile_number(pp->p, "maxExecutionGraphShaderOutputNodes", 0, &unused) &&
        !spvrt_profile_number(pp->p, "maxExecutionGraphShaderPayloadSize", 0, &unused) &&
        !spvrt_profile_number(pp->p, "maxExecutionGraphShaderPayloadCount", 0, &unused))
        return true;
    bool any = false;
    for (uint32_t i = 0; i < m->inst_count && !any; i++)
        any = m->insts[i].opcode == SPVRT_OpAllocateNodePayloadsAMDX;
    if (!any)
        return true;
    enqueue_facts f;
    if (!build_enqueue_facts(v, &f)) {
        free_enqueue_facts(v, &f);
        return true;
    }
    spvrt_idmap seen; /* array type -> entry point + 1 */
    shader_output *outs = NULL;
    uint32_t capacity = 0;
    bool ok = spvrt_idmap_init_growable(&seen, v->ctx, 0);
    bool have_seen = ok, stopped = false;
    uint64_t work = 0;
    for (uint32_t e = 0; e < m->entry_point_count && ok; e++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[e]];
        uint32_t root = spvrt_idmap_get(&f.function_index, spvrt_val_word(v, ep, 2));
        if (!root)
            continue;
        uint32_t depth = 0, stamp = e + 1, n = 0;
        f.stack[depth++] = root - 1;
        f.stamp[root - 1] = stamp;
        while (depth > 0 && ok) {
            uint32_t fn = f.stack[--depth];
            work += 1 + f.call_first[fn + 1] - f.call_first[fn] + f.alloc_first[fn + 1] - f.alloc_first[fn];
            if (work > ENQUEUE_WORK_BUDGET) {
                ok = false; /* past the budget: no report rather than a partial one */
                break;
            }
            for (uint32_t c = f.call_first[fn]; c < f.call_first[fn + 1]; c++)
                if (f.stamp[f.calls[c]] != stamp) {
                    f.stamp[f.calls[c]] = stamp;
                    f.stack[depth++] = f.calls[c];
                }
            for (uint32_t a = f.alloc_first[fn]; a < f.alloc_first[fn + 1] && ok; a++) {
                const spvrt_instruction *alloc = &m->insts[f.allocs[a]];
                uint32_t array_type = spvrt_val_pointee(v, alloc->result_type, NULL);
                if (spvrt_val_type_opcode(v, array_type) != SPVRT_OpTypeNodePayloadArrayAMDX ||
                    spvrt_idmap_get(&seen, array_type) == stamp)
                    continue;
                ok = spvrt_idmap_set(&seen, array_type, stamp) &&
                     spvrt_grow(v->ctx, (void **)&outs, &capacity, n + 1, sizeof *outs);
                if (ok)
                    outs[n++] = describe_output(pp, &f, alloc, array_type);
            }
        }
        if (ok && n && !check_shader_outputs(pp, ep, outs, n))
            ok = !(stopped = true);
    }
    if (have_seen)
        spvrt_idmap_free(&seen);
    spvrt_free(v->ctx, outs);
    free_enqueue_facts(v, &f);
    return !stopped;
}

static bool runtime_rules(profile_pass *pp)
{
    spvrt_validator *v = pp->v;
    const spvrt_module *m = v->m;
    const spvrt_device_profile *p = pp->p;
    if (!check_version(pp))
        return false;
    if (!build_maps(pp))
        return true;
    bool enqueue = false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        uint16_t op = inst->opcode;
        bool ok = true;
        if (op == SPVRT_OpCapability) {
            uint32_t capability = spvrt_val_word(v, inst, 1);
            enqueue |= capability == SPVRT_Capability_ShaderEnqueueAMDX;
            /* Runtime #67 (portability subset) */
            if (capability == SPVRT_Capability_InterpolationFunction &&
                spvrt_profile_has_extension(p, "VK_KHR_portability_subset") &&
                !spvrt_profile_true(p, "shaderSampleRateInterpolationFunctions"))
                ok = spvrt_val_report(v, RULE_ENV_PORTABILITY_INTERPOLATION_FUNCTION, inst,
                                      "InterpolationFunction needs shaderSampleRateInterpolationFunctions on a "
                                      "VK_KHR_portability_subset device");
        } else if (op == SPVRT_OpDecorate || op == SPVRT_OpMemberDecorate) {
            ok = check_xfb_decoration(pp, inst);
        } else if (op == SPVRT_OpVariable && spvrt_val_word(v, inst, 3) != SPVRT_StorageClass_Function) {
            uint32_t sc = 0;
            ok = check_variable(pp, inst) &&
                 check_small_types(pp, inst, spvrt_val_word(v, inst, 3), spvrt_val_pointee(v, inst->result_type, &sc));
        } else if (op == SPVRT_OpTypePointer && spvrt_val_word(v, inst, 2) == SPVRT_StorageClass_PhysicalStorageBuffer) {
            ok = check_small_types(pp, inst, SPVRT_StorageClass_PhysicalStorageBuffer, spvrt_val_word(v, inst, 3));
        } else if (op == SPVRT_OpReadClockKHR) {
            ok = check_read_clock(pp, inst);
        } else if (op == SPVRT_OpEmitStreamVertex || op == SPVRT_OpEndStreamPrimitive) {
            ok = check_emit_stream(pp, inst);
        } else if (op == SPVRT_OpTypeCooperativeMatrixNV || op == SPVRT_OpCooperativeMatrixLoadNV ||
                   op == SPVRT_OpCooperativeMatrixStoreNV || op == SPVRT_OpCooperativeMatrixMulAddNV ||
                   op == SPVRT_OpCooperativeMatrixLengthNV) {
            ok = check_cooperative_matrix_stage(pp, inst);
            /* Runtime #56-62 (with a VkCooperativeMatrixPropertiesNV list in the profile) */
            if (ok && p->cooperative_matrices_given && op == SPVRT_OpTypeCooperativeMatrixNV)
                ok = check_cooperative_matrix_type(pp, inst);
            if (ok && p->cooperative_matrices_given && op == SPVRT_OpCooperativeMatrixMulAddNV)
                ok = check_cooperative_mul_add(pp, inst);
        }
        if (ok && (op == SPVRT_OpGroupNonUniformBroadcast || op == SPVRT_OpGroupNonUniformQuadBroadcast))
            ok = check_broadcast_index(pp, inst);
        if (ok && ((op >= SPVRT_OpGroupNonUniformElect && op <= SPVRT_OpGroupNonUniformQuadSwap) ||
                   op == SPVRT_OpGroupNonUniformRotateKHR))
            ok = check_group_result_type(pp, inst) && check_group_stages(pp, inst);
        if (ok && is_atomic(op))
            ok = check_atomic(pp, inst);
        if (ok)
            ok = check_memory_scopes(pp, inst);
        if (!ok)
            return false;
    }
    return check_entry_points(pp, enqueue) && check_builtins(pp) && check_xfb_sizes(pp) && check_enqueue_limits(pp);
}

void spvrt_val_profile_rules(spvrt_validator *v)
{
    const spvrt_device_profile *p = v->options.profile;
    if (!spvrt_val_vulkan(v) && !p)
        return;
    profile_pass pp = {0};
    pp.v = v;
    pp.p = p;
    pp.api_version = p && p->api_version ? p->api_version
                     : spvrt_val_vulkan(v) && v->options.api_version ? v->options.api_version
                                                                    : 0x10000;
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpMemoryModel; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        size_t length;
        const char *name = inst->opcode == SPVRT_OpExtension && inst->operand_count >= 1
                               ? spvrt_operand_string(m, inst, &spvrt_inst_operands(m, inst)[0], &length)
                               : NULL;
        uint32_t row = name ? extension_row(name) : SPVRT_VK_EXTENSION_ROW_COUNT;
        if (row < SPVRT_VK_EXTENSION_ROW_COUNT)
            pp.declared_extension_rows[row] = true;
    }
    /* Tables 81 / 82: listed (Vulkan targets), and enabled (with a profile) */
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpCapability && !check_capability(&pp, inst))
            return;
        if (inst->opcode == SPVRT_OpExtension && !check_extension(&pp, inst))
            return;
        if (inst->opcode == SPVRT_OpMemoryModel)
            break;
    }
    if (!p)
        return;
    pp.have_facts = spvrt_mem_facts_build(v, &pp.facts);
    if (pp.have_facts)
        runtime_rules(&pp);
    free_maps(&pp);
    if (pp.have_facts)
        spvrt_mem_facts_free(v, &pp.facts);
}
