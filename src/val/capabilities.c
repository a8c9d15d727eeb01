/* Capabilities, extensions and versions (SPIR-V 2.1 and the "Capability",
 * "Enabling Extensions" and "Missing before" columns of section 3, as the
 * grammar records them).
 *
 * An instruction or enumerant that lists capabilities needs one of them
 * declared, directly or implicitly (a capability implicitly declares the
 * ones its own entry lists), and that is enough.  One without capabilities
 * that lists extensions and is not in the module's SPIR-V version needs one
 * of those extensions declared; one with neither needs the version it was
 * introduced in.  The operand of OpCapability is a declaration, so only its
 * extension and version count.  A value is available if any of its aliases
 * is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "val.h"

typedef struct declared {
    uint16_t *capabilities; /* sorted, with implicit declarations */
    uint32_t capability_count, capability_capacity;
    const char **extensions;
    uint32_t extension_count, extension_capacity;
    bool amd_shader_ballot;  /* SPV_AMD_shader_ballot is declared */
    bool non_semantic_info;  /* SPV_KHR_non_semantic_info is declared */
} declared;

static int compare_u16(const void *a, const void *b)
{
    return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool has_capability(const declared *d, uint32_t value)
{
    if (value > UINT16_MAX || d->capability_count == 0)
        return false;
    uint16_t key = (uint16_t)value;
    return bsearch(&key, d->capabilities, d->capability_count, sizeof key, compare_u16) != NULL;
}

static bool has_any_capability(const declared *d, uint16_t first, uint8_t count)
{
    for (uint32_t i = 0; i < count; i++)
        if (has_capability(d, spvrt_grammar_capability_lists[first + i]))
            return true;
    return count == 0;
}

static bool has_any_extension(const declared *d, uint16_t first, uint8_t count)
{
    for (uint32_t i = 0; i < count; i++) {
        const char *name = spvrt_grammar_string(spvrt_grammar_extension_lists[first + i]);
        if (d->extension_count &&
            bsearch(&name, d->extensions, d->extension_count, sizeof *d->extensions, compare_strings))
            return true;
    }
    return false;
}

/* Declared capabilities and their implicit declarations, and extensions. */
static bool collect(spvrt_validator *v, declared *d)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (inst->opcode == SPVRT_OpCapability && inst->word_count >= 2 && w[1] <= UINT16_MAX) {
            if (!spvrt_grow(v->ctx, (void **)&d->capabilities, &d->capability_capacity, d->capability_count + 1,
                            sizeof *d->capabilities))
                return false;
            d->capabilities[d->capability_count++] = (uint16_t)w[1];
        } else if (inst->opcode == SPVRT_OpExtension && inst->word_count >= 2) {
            if (!spvrt_grow(v->ctx, (void **)&d->extensions, &d->extension_capacity, d->extension_count + 1,
                            sizeof *d->extensions))
                return false;
            d->extensions[d->extension_count++] = (const char *)(w + 1);
            d->amd_shader_ballot |= strcmp((const char *)(w + 1), "SPV_AMD_shader_ballot") == 0;
            d->non_semantic_info |= strcmp((const char *)(w + 1), "SPV_KHR_non_semantic_info") == 0;
        }
    }
    /* implicit declarations: a worklist over the list as it grows; a bit set
     * of what is listed keeps it linear however many OpCapability repeat */
    uint8_t *listed = spvrt_alloc_zero(v->ctx, (UINT16_MAX + 1) / 8, 1);
    if (!listed)
        return false;
    uint32_t unique = 0;
    for (uint32_t i = 0; i < d->capability_count; i++) {
        uint16_t c = d->capabilities[i];
        if (!(listed[c >> 3] & (1u << (c & 7)))) {
            listed[c >> 3] |= (uint8_t)(1u << (c & 7));
            d->capabilities[unique++] = c;
        }
    }
    d->capability_count = unique;
    bool ok = true;
    for (uint32_t i = 0; i < d->capability_count && ok; i++) {
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant(SPVRT_KIND_Capability, d->capabilities[i]);
        for (uint32_t k = 0; e && k < e->capability_count && ok; k++) {
            uint16_t implied = spvrt_grammar_capability_lists[e->capability_first + k];
            if (listed[implied >> 3] & (1u << (implied & 7)))
                continue;
            listed[implied >> 3] |= (uint8_t)(1u << (implied & 7));
            ok = spvrt_grow(v->ctx, (void **)&d->capabilities, &d->capability_capacity, d->capability_count + 1,
                            sizeof *d->capabilities);
            if (ok)
                d->capabilities[d->capability_count++] = implied;
        }
    }
    spvrt_free(v->ctx, listed);
    if (!ok)
        return false;
    if (d->capability_count)
        qsort(d->capabilities, d->capability_count, sizeof *d->capabilities, compare_u16);
    /* each extension once, so that looking one up does not scan repeats */
    if (d->extension_count) {
        qsort(d->extensions, d->extension_count, sizeof *d->extensions, compare_strings);
        uint32_t distinct = 1;
        for (uint32_t i = 1; i < d->extension_count; i++)
            if (strcmp(d->extensions[i], d->extensions[distinct - 1]) != 0)
                d->extensions[distinct++] = d->extensions[i];
        d->extension_count = distinct;
    }
    return true;
}

/* Names of a capability list, for messages: "Shader, Kernel". */
static void list_capabilities(char *out, size_t size, uint16_t first, uint8_t count)
{
    size_t n = 0;
    out[0] = '\0';
    for (uint32_t i = 0; i < count && n + 1 < size; i++) {
        const char *name = spvrt_grammar_enumerant_name(SPVRT_KIND_Capability, spvrt_grammar_capability_lists[first + i]);
        n += (size_t)snprintf(out + n, size - n, "%s%s", i ? ", " : "", name ? name : "?");
    }
}

static void list_extensions(char *out, size_t size, uint16_t first, uint8_t count)
{
    size_t n = 0;
    out[0] = '\0';
    for (uint32_t i = 0; i < count && n + 1 < size; i++)
        n += (size_t)snprintf(out + n, size - n, "%s%s", i ? ", " : "",
                              spvrt_grammar_string(spvrt_grammar_extension_lists[first + i]));
}

/* What a grammar entry (an instruction or an enumerant) needs. */
typedef struct requirement {
    uint16_t cap_first;
    uint8_t cap_count;
    uint16_t ext_first;
    uint8_t ext_count;
    uint32_t version;
} requirement;

typedef enum verdict { MET, NEEDS_CAPABILITY, NEEDS_EXTENSION, NEEDS_VERSION } verdict;

/* An instruction that lists capabilities is enabled by declaring one of
 * them: the capability's own version or extension is checked where it is
 * declared.  An enumerant needs one of its capabilities and, besides, the
 * module's version or one of its extensions (StorageBuffer in SPIR-V 1.0
 * needs SPV_KHR_storage_buffer_storage_class although Shader enables it):
 * spirv-val checks operands so, and SPIR-V 2.1 lists both requirements.
 * Without capabilities, the module's version or one of the listed
 * extensions enables an entry. */
static verdict evaluate(const spvrt_validator *v, const declared *d, const requirement *r, bool check_capabilities,
                        bool capability_suffices)
{
    if (check_capabilities && r->cap_count) {
        if (!has_any_capability(d, r->cap_first, r->cap_count))
            return NEEDS_CAPABILITY;
        if (capability_suffices)
            return MET;
    }
    if (v->m->header.version >= r->version) /* in this version: no extension needed */
        return MET;
    if (r->ext_count)
        return has_any_extension(d, r->ext_first, r->ext_count) ? MET : NEEDS_EXTENSION;
    return r->version == SPVRT_VERSION_NONE ? MET : NEEDS_VERSION;
}

/* The seed documents give their own rule ids to "needs the extension" and
 * "needs the capability" (RULES.md B: SER-001/005/006, RQ-001/002,
 * LSS-001/003, AMDX-024): an item of one of their extensions is reported
 * with that id instead of the core one. */
typedef struct seed_family {
    const char *extension;
    uint32_t capability;
    spvrt_rule needs_extension, needs_capability, operand_needs_capability;
} seed_family;

static const seed_family seed_families[] = {
    {"SPV_EXT_shader_invocation_reorder", SPVRT_Capability_ShaderInvocationReorderEXT, RULE_SER_EXTENSION,
     RULE_SER_CAPABILITY_INSTRUCTION, RULE_SER_CAPABILITY_OPERAND},
    /* the NV forms of the hit objects (validated alongside the EXT forms) */
    {"SPV_NV_shader_invocation_reorder", SPVRT_Capability_ShaderInvocationReorderNV, RULE_SER_EXTENSION,
     RULE_SER_CAPABILITY_INSTRUCTION, RULE_SER_CAPABILITY_OPERAND},
    {"SPV_KHR_ray_query", SPVRT_Capability_RayQueryKHR, RULE_RQ_EXTENSION, RULE_RQ_CAPABILITY, RULE_RQ_CAPABILITY},
    {"SPV_NV_linear_swept_spheres", SPVRT_Capability_RayTracingSpheresGeometryNV, RULE_LSS_EXTENSION,
     RULE_LSS_CAPABILITY, RULE_LSS_CAPABILITY},
    {"SPV_NV_linear_swept_spheres", SPVRT_Capability_RayTracingLinearSweptSpheresGeometryNV, RULE_LSS_EXTENSION,
     RULE_LSS_CAPABILITY, RULE_LSS_CAPABILITY},
    {"SPV_AMDX_shader_enqueue", SPVRT_Capability_ShaderEnqueueAMDX, RULE_EXTENSION_INSTRUCTION,
     RULE_AMDX_CAPABILITY, RULE_AMDX_CAPABILITY},
};

/* The seed family an item belongs to: the first whose capability the item
 * lists, else the first whose extension it lists; NULL for other items. */
static const seed_family *seed_family_of(const requirement *r)
{
    for (size_t f = 0; f < sizeof seed_families / sizeof seed_families[0]; f++)
        for (uint8_t i = 0; i < r->cap_count; i++)
            if (spvrt_grammar_capability_lists[r->cap_first + i] == seed_families[f].capability)
                return &seed_families[f];
    for (size_t f = 0; f < sizeof seed_families / sizeof seed_families[0]; f++)
        for (uint8_t i = 0; i < r->ext_count; i++)
            if (strcmp(spvrt_grammar_string(spvrt_grammar_extension_lists[r->ext_first + i]),
                       seed_families[f].extension) == 0)
                return &seed_families[f];
    return NULL;
}

/* Report why the first of several aliases is not available. */
static bool report(spvrt_validator *v, const spvrt_instruction *inst, const char *what, bool is_operand, verdict why,
                   const requirement *r)
{
    char list[512];
    uint32_t module_version = v->m->header.version;
    const seed_family *seed = seed_family_of(r);
    switch (why) {
    case NEEDS_CAPABILITY:
        list_capabilities(list, sizeof list, r->cap_first, r->cap_count);
        return spvrt_val_report(v, seed ? (is_operand ? seed->operand_needs_capability : seed->needs_capability)
                                        : is_operand ? RULE_CAPABILITY_OPERAND : RULE_CAPABILITY_INSTRUCTION,
                                inst, "%s requires one of these capabilities: %s", what, list);
    case NEEDS_EXTENSION:
        list_extensions(list, sizeof list, r->ext_first, r->ext_count);
        return spvrt_val_report(v, seed && seed->needs_extension != RULE_EXTENSION_INSTRUCTION
                                       ? seed->needs_extension
                                   : is_operand ? RULE_EXTENSION_OPERAND : RULE_EXTENSION_INSTRUCTION,
                                inst,
                                "%s requires one of these extensions: %s%s", what, list,
                                r->version == SPVRT_VERSION_NONE ? "" : " (or a later SPIR-V version)");
    case NEEDS_VERSION:
        return spvrt_val_report(v, is_operand ? RULE_VERSION_OPERAND : RULE_VERSION_INSTRUCTION, inst,
                                "%s requires SPIR-V %u.%u (the module is %u.%u)", what, (r->version >> 16) & 0xFF,
                                (r->version >> 8) & 0xFF, (module_version >> 16) & 0xFF, (module_version >> 8) & 0xFF);
    case MET:
        break;
    }
    return true;
}

static requirement enumerant_requirement(const spvrt_enumerant_info *e)
{
    requirement r = {e->capability_first, e->capability_count, e->extension_first, e->extension_count, e->version};
    return r;
}

/* An enumerant value is available if any of its aliases is (the grammar
 * gives DemoteToHelperInvocation version 1.6, and its alias
 * DemoteToHelperInvocationEXT the extension that enables it earlier). */
static bool check_enumerant(spvrt_validator *v, const declared *d, const spvrt_instruction *inst,
                            spvrt_operand_kind kind, uint32_t value, bool declaration)
{
    const spvrt_enumerant_info *first = spvrt_grammar_enumerant(kind, value);
    if (!first)
        return true;
    const spvrt_kind_info *k = &spvrt_grammar_kinds[kind];
    const spvrt_enumerant_info *end = spvrt_grammar_enumerants + k->enumerant_first + k->enumerant_count;
    /* Vulkan's gl_PerVertex declares ClipDistance and CullDistance whether or
     * not a shader uses them; the Vulkan features shaderClipDistance and
     * shaderCullDistance forbid reading or writing them, not declaring them.
     * So decorating with these two needs no capability (as in spirv-val);
     * every other BuiltIn does. */
    bool check_capabilities =
        !declaration && !(kind == SPVRT_KIND_BuiltIn &&
                          (inst->opcode == SPVRT_OpDecorate || inst->opcode == SPVRT_OpMemberDecorate) &&
                          (value == SPVRT_BuiltIn_ClipDistance || value == SPVRT_BuiltIn_CullDistance));
    /* SPV_AMD_shader_ballot enables the group operations of OpGroup*AMD and
     * the Groups instructions without the Kernel capability. */
    if (kind == SPVRT_KIND_GroupOperation && d->amd_shader_ballot)
        check_capabilities = false;
    verdict first_verdict = MET;
    for (const spvrt_enumerant_info *e = first; e < end && e->value == value; e++) {
        requirement r = enumerant_requirement(e);
        verdict why = evaluate(v, d, &r, check_capabilities, false);
        if (why == MET)
            return true;
        if (e == first)
            first_verdict = why;
    }
    char what[160];
    snprintf(what, sizeof what, "%s %s", spvrt_grammar_string(k->name), spvrt_grammar_string(first->name));
    requirement r = enumerant_requirement(first);
    return report(v, inst, what, true, first_verdict, &r);
}

/* An opcode is available if any of its aliases is (OpDemoteToHelperInvocation
 * and OpDemoteToHelperInvocationEXT).  Aliases are adjacent in the table. */
static bool check_instruction(spvrt_validator *v, const declared *d, const spvrt_instruction *inst)
{
    const spvrt_instruction_info *first = spvrt_inst_info(inst);
    const spvrt_instruction_info *end = spvrt_grammar_instructions + spvrt_grammar_core_instruction_count;
    verdict first_verdict = MET;
    for (const spvrt_instruction_info *i = first; i < end && i->opcode == first->opcode; i++) {
        requirement r = {i->capability_first, i->capability_count, i->extension_first, i->extension_count,
                         i->version};
        /* OpTerminateInvocation: Shader enables it, but it also needs SPIR-V 1.6 or
         * SPV_KHR_terminate_invocation (3.52.17; spirv-val checks both) */
        verdict why = evaluate(v, d, &r, true, first->opcode != SPVRT_OpTerminateInvocation);
        if (why == MET)
            return true;
        if (i == first)
            first_verdict = why;
    }
    requirement r = {first->capability_first, first->capability_count, first->extension_first,
                     first->extension_count, first->version};
    return report(v, inst, spvrt_grammar_string(first->name), false, first_verdict, &r);
}

/* The SPIR-V version an extension's specification requires (SPIRV-Registry extensions/<vendor>/<name>.asciidoc,
 * "Dependencies": "This extension requires SPIR-V 1.3."), for the extensions the newest SPIRV-Tools checks too
 * (validate_extensions.cpp).  The registry states it for more (SPV_KHR_physical_storage_buffer,
 * SPV_KHR_cooperative_matrix, SPV_KHR_ray_tracing, ...) that compilers declare in older modules; those wait for
 * review.  SPV_EXT/NV_shader_invocation_reorder and SPV_NV_linear_swept_spheres have their seed rules (SER, LSS). */
static const struct {
    const char *extension;
    uint32_t version; /* SPVRT_VERSION_WORD */
} extension_versions[] = {
    {"SPV_KHR_vulkan_memory_model", SPVRT_VERSION_WORD(1, 3)},
    {"SPV_QCOM_cooperative_matrix_conversion", SPVRT_VERSION_WORD(1, 3)},
    {"SPV_EXT_mesh_shader", SPVRT_VERSION_WORD(1, 4)},
    {"SPV_KHR_opacity_micromap", SPVRT_VERSION_WORD(1, 4)},
    {"SPV_KHR_workgroup_memory_explicit_layout", SPVRT_VERSION_WORD(1, 4)},
    {"SPV_NV_cluster_acceleration_structure", SPVRT_VERSION_WORD(1, 4)},
    {"SPV_QCOM_image_processing", SPVRT_VERSION_WORD(1, 4)},
    {"SPV_QCOM_image_processing2", SPVRT_VERSION_WORD(1, 4)},
};

/* CORE-EXTENSION-SPIRV-VERSION: an OpExtension whose extension requires a later SPIR-V version than the
 * module's. */
static bool check_extension_version(spvrt_validator *v, const spvrt_instruction *inst)
{
    const spvrt_module *m = v->m;
    if (inst->operand_count < 1)
        return true;
    size_t length;
    const char *name = spvrt_operand_string(m, inst, &spvrt_inst_operands(m, inst)[0], &length);
    for (size_t k = 0; name && k < sizeof extension_versions / sizeof extension_versions[0]; k++)
        if (strcmp(name, extension_versions[k].extension) == 0 && m->header.version < extension_versions[k].version)
            return spvrt_val_report(v, RULE_EXTENSION_SPIRV_VERSION, inst,
                                    "%s requires SPIR-V %u.%u or later (its specification's Dependencies); the "
                                    "module is SPIR-V %u.%u", name, (extension_versions[k].version >> 16) & 0xFF,
                                    (extension_versions[k].version >> 8) & 0xFF, (m->header.version >> 16) & 0xFF,
                                    (m->header.version >> 8) & 0xFF);
    return true;
}

void spvrt_val_capabilities(spvrt_validator *v)
{
    const spvrt_module *m = v->m;
    declared d = {0};
    if (!collect(v, &d)) {
        spvrt_free(v->ctx, d.capabilities);
        spvrt_free(v->ctx, d.extensions);
        return;
    }
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (!check_instruction(v, &d, inst))
            break;
        if (inst->opcode == SPVRT_OpExtension && !check_extension_version(v, inst))
            break;
        /* an extended instruction's own capabilities (GLSL.std.450 InterpolateAt*: InterpolationFunction) */
        const spvrt_instruction_info *ext = inst->opcode == SPVRT_OpExtInst ? spvrt_inst_ext_info(m, inst) : NULL;
        if (ext && ext->capability_count && !has_any_capability(&d, ext->capability_first, ext->capability_count)) {
            char list[512], what[160];
            list_capabilities(list, sizeof list, ext->capability_first, ext->capability_count);
            snprintf(what, sizeof what, "%s %s", spvrt_grammar_string(spvrt_grammar_ext_sets[inst->ext_set].import_name),
                     spvrt_grammar_string(ext->name));
            if (!spvrt_val_report(v, RULE_CAPABILITY_INSTRUCTION, inst, "%s requires one of these capabilities: %s",
                                  what, list))
                break;
        }
        /* SPV_KHR_non_semantic_info (core in SPIR-V 1.6): "NonSemantic." sets need it */
        if (inst->opcode == SPVRT_OpExtInstImport && m->header.version < SPVRT_VERSION_WORD(1, 6) &&
            strncmp((const char *)(spvrt_inst_words(m, inst) + 2), "NonSemantic.", 12) == 0 &&
            !d.non_semantic_info &&
            !spvrt_val_report(v, RULE_EXTENSION_INSTRUCTION, inst,
                              "importing a NonSemantic. instruction set requires the extension "
                              "SPV_KHR_non_semantic_info (or SPIR-V 1.6)"))
            break;
        const spvrt_operand *ops = spvrt_inst_operands(m, inst);
        const uint32_t *w = spvrt_inst_words(m, inst);
        bool stop = false;
        for (uint32_t k = 0; k < inst->operand_count && !stop; k++) {
            spvrt_operand_kind kind = (spvrt_operand_kind)ops[k].kind;
            spvrt_kind_category category = spvrt_grammar_kind_category(kind);
            uint32_t value = w[ops[k].offset];
            if (category == SPVRT_CATEGORY_VALUE_ENUM) {
                stop = !check_enumerant(v, &d, inst, kind, value, inst->opcode == SPVRT_OpCapability);
            } else if (category == SPVRT_CATEGORY_BIT_ENUM) {
                for (uint32_t bit = 0; bit < 32 && !stop; bit++)
                    if ((value >> bit) & 1)
                        stop = !check_enumerant(v, &d, inst, kind, 1u << bit, false);
            }
        }
        if (stop)
            break;
    }
    spvrt_free(v->ctx, d.capabilities);
    spvrt_free(v->ctx, d.extensions);
}
