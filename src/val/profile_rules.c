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
    return check_entry_points(pp, enqueue);
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
