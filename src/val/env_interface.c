/* Vulkan environment rules on interfaces, decorations, transform feedback
 * and the ray-tracing storage classes: the static ("Standalone SPIR-V
 * Validation") rules of Vulkan appendix A as doc 003 (seeds/Vulkan_
 * Environment_for_SPIR-V.txt) states them, RULES.md B.4 ENV-019 ... ENV-081
 * (ENV-008 is reported by entry_points.c).  They apply only to Vulkan
 * targets.
 *
 * Where doc 003 says a storage class is "used in" an execution model, the
 * use is what SPIRV-Tools counts: an instruction of a function that an
 * entry point of that model calls (statically) whose result type is a
 * pointer of that class or whose operand is a variable of it.  An entry
 * point's interface is the set of global variables its OpEntryPoint lists
 * or its static call tree names.
 *
 * The work is linear or n log n: decorations come from the interface
 * family's index (sorted by target), execution models per function from the
 * memory family's facts, and the per-entry-point traversals share one
 * budget proportional to the module (past it only the listed interface
 * counts, and rules that need the absence of a variable are not reported). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface.h"

/* ---- state ------------------------------------------------------------------------------------------------ */

typedef struct env_state {
    spvrt_validator *v;
    const spvrt_module *m;
    spvrt_interface s;      /* decorations by target, capabilities */
    spvrt_mem_facts f;      /* execution models reaching each function */
    bool have_facts;
    /* the interface of the entry point being checked */
    uint32_t *vars;
    uint32_t var_count, var_capacity;
    bool vars_complete;     /* false when the traversal ran out of budget */
    spvrt_idmap var_stamp;  /* variable -> stamp of the entry point whose set holds it */
    spvrt_idmap fn_stamp;   /* function -> stamp once queued */
    uint32_t *queue;        /* function instruction indices */
    uint64_t budget;
    /* caches, so that each variable's and structure's decorations are read once */
    spvrt_idmap flags;      /* variable or structure -> VF_* bits */
    spvrt_idmap vol;        /* variable or structure -> its ENV-053 built-in + 2, or 1 for none */
    spvrt_idmap vol_member; /* ... and the member that is that built-in (SPVRT_NO_MEMBER: the variable) */
    spvrt_idmap walked;     /* type -> 1 + (transform-feedback size << 3 | 64-bit, 32-bit, other-width bits) */
} env_state;

static const char *storage_class_name(uint32_t sc)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, sc);
}

static const char *model_name(uint32_t model)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, model);
}

static const char *builtin_name(uint32_t builtin)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_BuiltIn, builtin);
}

/* Execution-model bits (memfacts.c's), and a bit's model for messages. */
static uint32_t bit(uint32_t model)
{
    return spvrt_mem_model_bit(model);
}

static const uint32_t known_models[] = {
    SPVRT_ExecutionModel_Vertex,          SPVRT_ExecutionModel_TessellationControl,
    SPVRT_ExecutionModel_TessellationEvaluation, SPVRT_ExecutionModel_Geometry,
    SPVRT_ExecutionModel_Fragment,        SPVRT_ExecutionModel_GLCompute,
    SPVRT_ExecutionModel_Kernel,          SPVRT_ExecutionModel_TaskNV,
    SPVRT_ExecutionModel_MeshNV,          SPVRT_ExecutionModel_RayGenerationKHR,
    SPVRT_ExecutionModel_IntersectionKHR, SPVRT_ExecutionModel_AnyHitKHR,
    SPVRT_ExecutionModel_ClosestHitKHR,   SPVRT_ExecutionModel_MissKHR,
    SPVRT_ExecutionModel_CallableKHR,     SPVRT_ExecutionModel_TaskEXT,
    SPVRT_ExecutionModel_MeshEXT,
};

/* Every model bit (not memfacts' "compute without derivatives" flag). */
static uint32_t all_models(void)
{
    return ~SPVRT_MEM_COMPUTE_WITHOUT_DERIVATIVES;
}

static const char *first_model_name(uint32_t bits)
{
    for (uint32_t k = 0; k < sizeof known_models / sizeof known_models[0]; k++)
        if (bits & bit(known_models[k]))
            return model_name(known_models[k]);
    return "another";
}

static uint32_t ray_models(void)
{
    return bit(SPVRT_ExecutionModel_RayGenerationKHR) | bit(SPVRT_ExecutionModel_IntersectionKHR) |
           bit(SPVRT_ExecutionModel_AnyHitKHR) | bit(SPVRT_ExecutionModel_ClosestHitKHR) |
           bit(SPVRT_ExecutionModel_MissKHR) | bit(SPVRT_ExecutionModel_CallableKHR);
}

/* The module-level OpVariable an id names, or NULL. */
static const spvrt_instruction *global_variable(const env_state *e, uint32_t id)
{
    const spvrt_instruction *def = spvrt_module_def(e->m, id);
    if (!def || def->opcode != SPVRT_OpVariable || def->word_count < 4 ||
        spvrt_val_word(e->v, def, 3) == SPVRT_StorageClass_Function)
        return NULL;
    return def;
}

static uint32_t variable_class(const env_state *e, const spvrt_instruction *var)
{
    return spvrt_val_word(e->v, var, 3);
}

/* A variable's pointee type (0 if its type is not a pointer). */
static uint32_t variable_pointee(const env_state *e, const spvrt_instruction *var)
{
    return spvrt_val_pointee(e->v, var->result_type, NULL);
}

/* Arrays stripped (a bounded number of levels); the type itself otherwise. */
static uint32_t strip_arrays(const env_state *e, uint32_t type)
{
    for (int depth = 0; depth < 64; depth++) {
        const spvrt_instruction *t = spvrt_val_type(e->v, type);
        if (!t || (t->opcode != SPVRT_OpTypeArray && t->opcode != SPVRT_OpTypeRuntimeArray))
            return type;
        type = spvrt_val_word(e->v, t, 2);
    }
    return type;
}

/* ---- decoration look-ups ----------------------------------------------------------------------------------- */

/* The decoration records of (id, member): member SPVRT_NO_MEMBER for the id's own. */
static const spvrt_deco *member_decorations(const env_state *e, uint32_t id, uint32_t member, uint32_t *count)
{
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(&e->s, id, &n);
    /* records of one target are sorted by member: binary search the member's range */
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (d[mid].member < member)
            lo = mid + 1;
        else
            hi = mid;
    }
    uint32_t end = lo;
    while (end < n && d[end].member == member)
        end++;
    *count = end - lo;
    return d ? d + lo : NULL;
}

/* Whether (id, member) carries decoration; its first value in *value. */
static bool decorated(const env_state *e, uint32_t id, uint32_t member, uint32_t decoration, uint32_t *value)
{
    uint32_t n;
    const spvrt_deco *d = member_decorations(e, id, member, &n);
    for (uint32_t k = 0; k < n; k++)
        if (d[k].decoration == decoration) {
            if (value)
                *value = d[k].has_value ? d[k].value : 0;
            return true;
        }
    return false;
}

/* What the interface rules need to know of a variable, from its decorations and those of the members of its
 * (arrayed) structure type: each variable and structure is read once. */
enum { VF_KNOWN = 1, VF_PATCH = 2, VF_RELATIVE = 4, VF_VIEWPORT = 8, VF_INVARIANT = 16 };

static uint32_t deco_flags(const env_state *e, uint32_t id, bool members)
{
    uint32_t n, flags = VF_KNOWN;
    const spvrt_deco *d = spvrt_interface_decorations(&e->s, id, &n);
    for (uint32_t k = 0; k < n; k++) {
        if ((d[k].member != SPVRT_NO_MEMBER) != members)
            continue;
        if (d[k].decoration == SPVRT_Decoration_Patch)
            flags |= VF_PATCH;
        else if (d[k].decoration == SPVRT_Decoration_Invariant)
            flags |= VF_INVARIANT;
        else if (d[k].decoration == SPVRT_Decoration_ViewportRelativeNV)
            flags |= VF_RELATIVE;
        else if (d[k].decoration == SPVRT_Decoration_BuiltIn &&
                 (d[k].value == SPVRT_BuiltIn_ViewportIndex || d[k].value == SPVRT_BuiltIn_ViewportMaskNV))
            flags |= VF_VIEWPORT;
    }
    return flags;
}

/* The VF_* bits of a structure type's members (0 for other types). */
static uint32_t struct_flags(env_state *e, uint32_t st)
{
    if (spvrt_val_type_opcode(e->v, st) != SPVRT_OpTypeStruct)
        return 0;
    uint32_t flags = spvrt_idmap_get(&e->flags, st);
    if (!flags) {
        flags = deco_flags(e, st, true);
        (void)spvrt_idmap_set(&e->flags, st, flags); /* out of memory: read again next time */
    }
    return flags;
}

static uint32_t variable_flags(env_state *e, const spvrt_instruction *var)
{
    uint32_t flags = spvrt_idmap_get(&e->flags, var->result);
    if (flags)
        return flags;
    flags = deco_flags(e, var->result, false) | struct_flags(e, strip_arrays(e, variable_pointee(e, var)));
    (void)spvrt_idmap_set(&e->flags, var->result, flags);
    return flags;
}

/* ---- ENV-043: built-ins listed in "Built-In Variables" ----------------------------------------------------- */

/* Vulkan 15.9 "Built-In Variables" lists every built-in of the grammar but
 * these: VertexId (Vulkan has VertexIndex), the OpenCL ones, and the OpenGL
 * stereo-view ones (SPV_NV_stereo_view_rendering has no Vulkan extension).
 * The seed documents' built-ins (RULES.md A.4) are listed by the Vulkan
 * extensions they come with. */
static bool builtin_listed(uint32_t builtin)
{
    if (!spvrt_grammar_enumerant(SPVRT_KIND_BuiltIn, builtin))
        return false; /* a value no document defines */
    switch (builtin) {
    case SPVRT_BuiltIn_VertexId:
    case SPVRT_BuiltIn_WorkDim:
    case SPVRT_BuiltIn_GlobalSize:
    case SPVRT_BuiltIn_EnqueuedWorkgroupSize:
    case SPVRT_BuiltIn_GlobalOffset:
    case SPVRT_BuiltIn_GlobalLinearId:
    case SPVRT_BuiltIn_SubgroupMaxSize:
    case SPVRT_BuiltIn_NumEnqueuedSubgroups:
    case SPVRT_BuiltIn_SecondaryPositionNV:
    case SPVRT_BuiltIn_SecondaryViewportMaskNV: return false;
    default: return true;
    }
}

static bool check_builtins(env_state *e)
{
    spvrt_validator *v = e->v;
    for (uint32_t k = 0; k < e->s.deco_count; k++) {
        const spvrt_deco *d = &e->s.decos[k];
        if (d->decoration != SPVRT_Decoration_BuiltIn || !d->has_value || builtin_listed(d->value))
            continue;
        /* Vulkan appendix A Standalone #36, VUID-StandaloneSpirv-BuiltIn-04668 */
        if (!spvrt_val_report(v, RULE_ENV_BUILTIN_LISTED, &e->m->insts[d->inst], "BuiltIn %s (%u) is not one "
                              "of Vulkan's \"Built-In Variables\"", builtin_name(d->value), d->value))
            return false;
    }
    return true;
}

/* ---- ENV-050, ENV-051: FPRoundingMode ------------------------------------------------------------------------ */

/* SPV_KHR_16bit_storage: the pointer an OpStore of a rounded conversion stores through. */
static const char *rounding_store_problem(env_state *e, const spvrt_instruction *store)
{
    uint32_t sc = 0;
    uint32_t pointee = spvrt_val_pointee(e->v, spvrt_val_type_of(e->v, spvrt_val_word(e->v, store, 1)), &sc);
    if (!spvrt_val_is_scalar_or_vector_of(e->v, pointee, SPVRT_OpTypeFloat) ||
        spvrt_val_bit_width(e->v, pointee) != 16)
        return "stores it through a pointer to something other than a 16-bit float scalar or vector";
    if (sc != SPVRT_StorageClass_StorageBuffer && sc != SPVRT_StorageClass_PhysicalStorageBuffer &&
        sc != SPVRT_StorageClass_Uniform && sc != SPVRT_StorageClass_PushConstant &&
        sc != SPVRT_StorageClass_Input && sc != SPVRT_StorageClass_Output)
        return "stores it in a storage class other than StorageBuffer, PhysicalStorageBuffer, Uniform, "
               "PushConstant, Input or Output";
    return NULL;
}

static bool check_rounding(env_state *e)
{
    spvrt_validator *v = e->v;
    const spvrt_module *m = e->m;
    char a[12];
    spvrt_idmap rounded; /* OpFConvert id -> index of its decoration record + 1 (0: none, UINT32_MAX: reported) */
    if (!spvrt_idmap_init_growable(&rounded, v->ctx, 0))
        return true;
    bool ok = true, any = false;
    for (uint32_t k = 0; ok && k < e->s.deco_count; k++) {
        const spvrt_deco *d = &e->s.decos[k];
        if (d->decoration != SPVRT_Decoration_FPRoundingMode || d->member != SPVRT_NO_MEMBER)
            continue;
        const spvrt_instruction *where = &m->insts[d->inst];
        const spvrt_instruction *target = spvrt_module_def(m, d->target);
        /* Standalone #44: only the conversions SPV_KHR_16bit_storage describes (OpFConvert) */
        if (!target || target->opcode != SPVRT_OpFConvert) {
            ok = spvrt_val_report(v, RULE_ENV_FP_ROUNDING_TARGET, where, "FPRoundingMode decorates %%%s, which is "
                                  "not an OpFConvert (SPV_KHR_16bit_storage allows it only on floating-point width "
                                  "conversions)", spvrt_val_id_name(v, d->target, a));
            continue;
        }
        /* Standalone #43, VUID-StandaloneSpirv-FPRoundingMode-04675: RTE or RTZ */
        if (d->value != SPVRT_FPRoundingMode_RTE && d->value != SPVRT_FPRoundingMode_RTZ) {
            ok = spvrt_val_report(v, RULE_ENV_FP_ROUNDING_MODE, where, "FPRoundingMode %s: Vulkan allows only RTE "
                                  "and RTZ", spvrt_val_enumerant_name(SPVRT_KIND_FPRoundingMode, d->value));
            continue;
        }
        if (spvrt_idmap_get(&rounded, d->target) == 0) {
            ok = spvrt_idmap_set(&rounded, d->target, k + 1);
            any = true;
        }
    }
    /* Standalone #44: the rounded value is used only as the Object of OpStore (SPV_KHR_16bit_storage) */
    for (uint32_t i = 0; ok && any && i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFConvert || inst->opcode == SPVRT_OpName || inst->opcode == SPVRT_OpMemberName ||
            inst->opcode == SPVRT_OpDecorate || inst->opcode == SPVRT_OpDecorateId ||
            inst->opcode == SPVRT_OpDecorateString || inst->opcode == SPVRT_OpGroupDecorate ||
            inst->opcode == SPVRT_OpLine || inst->opcode == SPVRT_OpNoLine ||
            ((inst->opcode == SPVRT_OpExtInst || inst->opcode == SPVRT_OpExtInstWithForwardRefsKHR) &&
             inst->ext_set == SPVRT_EXT_SET_NON_SEMANTIC))
            continue;
        uint32_t id;
        for (uint32_t k = 0; ok && spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
            uint32_t record = spvrt_idmap_get(&rounded, id);
            if (record == 0 || record == UINT32_MAX)
                continue;
            const char *problem = NULL;
            if (inst->opcode != SPVRT_OpStore || spvrt_inst_operands(m, inst)[k - 1].offset != 2)
                problem = "uses it other than as the Object of an OpStore";
            else
                problem = rounding_store_problem(e, inst);
            if (!problem)
                continue;
            ok = spvrt_idmap_set(&rounded, id, UINT32_MAX) &&
                 spvrt_val_report(v, RULE_ENV_FP_ROUNDING_TARGET, inst, "%%%s is decorated FPRoundingMode, and this "
                                  "%s %s (SPV_KHR_16bit_storage)", spvrt_val_id_name(v, id, a),
                                  spvrt_grammar_string(spvrt_inst_info(inst)->name), problem);
        }
    }
    spvrt_idmap_free(&rounded);
    return ok;
}

/* ---- ENV-052: Invariant only on Input and Output -------------------------------------------------------------- */

static bool check_invariant(env_state *e)
{
    spvrt_validator *v = e->v;
    const spvrt_module *m = e->m;
    char a[12];
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *var = &m->insts[i];
        if (var->opcode != SPVRT_OpVariable || var->word_count < 4)
            continue;
        uint32_t sc = variable_class(e, var);
        if (sc == SPVRT_StorageClass_Input || sc == SPVRT_StorageClass_Output)
            continue;
        /* Standalone #45, VUID-StandaloneSpirv-Invariant-04677 (the variable, or members of its structure type) */
        uint32_t pointee = variable_pointee(e, var);
        bool own = decorated(e, var->result, SPVRT_NO_MEMBER, SPVRT_Decoration_Invariant, NULL);
        bool member = (struct_flags(e, pointee) & VF_INVARIANT) != 0;
        if ((own || member) &&
            !spvrt_val_report(v, RULE_ENV_INVARIANT_STORAGE, var, "%%%s is in the %s storage class, and %s is "
                              "decorated Invariant: only Input and Output variables may be",
                              spvrt_val_id_name(v, var->result, a), storage_class_name(sc),
                              own ? "it" : "a member of its structure type"))
            return false;
    }
    return true;
}

/* ---- ENV-056: arrays sized by specialization constants ------------------------------------------------------- */

enum { SPEC_NONE = 1, SPEC_INSIDE = 2 }; /* memo values (0: not computed) */

static bool spec_sized(const env_state *e, const spvrt_instruction *t)
{
    if (t->opcode != SPVRT_OpTypeArray)
        return false;
    const spvrt_instruction *length = spvrt_module_def(e->m, spvrt_val_word(e->v, t, 3));
    return length && (length->opcode == SPVRT_OpSpecConstant || length->opcode == SPVRT_OpSpecConstantOp);
}

/* Whether a type is, or contains (through arrays and structure members), a spec-sized array. */
static bool contains_spec(const spvrt_idmap *memo, uint32_t type)
{
    return spvrt_idmap_get(memo, type) == SPEC_INSIDE;
}

/* Whether a type contains a spec-sized array strictly inside it. */
static bool contains_spec_inside(const env_state *e, const spvrt_idmap *memo, uint32_t type)
{
    const spvrt_instruction *t = spvrt_val_type(e->v, type);
    if (!t)
        return false;
    if (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray)
        return contains_spec(memo, spvrt_val_word(e->v, t, 2));
    return t->opcode == SPVRT_OpTypeStruct && contains_spec(memo, type);
}

static bool check_spec_sized(env_state *e)
{
    spvrt_validator *v = e->v;
    const spvrt_module *m = e->m;
    char a[12];
    spvrt_idmap memo;
    if (!spvrt_idmap_init(&memo, v->ctx, m->header.bound, m->inst_count, 0))
        return true;
    bool ok = true, any = false;
    /* types refer to earlier types (pointers aside, which are not followed): one pass in module order */
    for (uint32_t i = 0; ok && i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *t = &m->insts[i];
        bool inside = false;
        if (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray) {
            inside = spec_sized(e, t) || contains_spec(&memo, spvrt_val_word(v, t, 2));
        } else if (t->opcode == SPVRT_OpTypeStruct) {
            for (uint32_t w = 2; !inside && w < t->word_count; w++)
                inside = contains_spec(&memo, spvrt_val_word(v, t, w));
        } else {
            continue;
        }
        any |= inside;
        ok = spvrt_idmap_set(&memo, t->result, inside ? SPEC_INSIDE : SPEC_NONE);
    }
    for (uint32_t i = 0; ok && any && i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *var = &m->insts[i];
        if (var->opcode != SPVRT_OpVariable || var->word_count < 4)
            continue;
        uint32_t sc = variable_class(e, var), type = variable_pointee(e, var);
        /* Standalone #49, VUID-StandaloneSpirv-Function-04681: Function, Private and Workgroup variables may */
        if (sc == SPVRT_StorageClass_Function || sc == SPVRT_StorageClass_Private ||
            sc == SPVRT_StorageClass_Workgroup)
            continue;
        const spvrt_instruction *t = spvrt_val_type(v, type);
        bool bad;
        if (t && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray)) {
            /* the top-level type may be spec-sized; so may its element for an interface variable with an extra
             * level of arrayness (Input, Output) */
            uint32_t element = spvrt_val_word(v, t, 2);
            const spvrt_instruction *et = spvrt_val_type(v, element);
            bool io = sc == SPVRT_StorageClass_Input || sc == SPVRT_StorageClass_Output;
            bad = io && et && spec_sized(e, et) ? contains_spec_inside(e, &memo, element)
                                                : contains_spec(&memo, element);
        } else {
            bad = contains_spec_inside(e, &memo, type);
        }
        if (bad)
            ok = spvrt_val_report(v, RULE_ENV_SPEC_SIZED_ARRAY, var, "the type of %%%s (a %s variable) contains an "
                                  "array sized by a specialization constant below its top level",
                                  spvrt_val_id_name(v, var->result, a), storage_class_name(sc));
    }
    spvrt_idmap_free(&memo);
    return ok;
}

/* ---- ENV-019, 020, 073, 074, 076, 078, 079, 080: storage classes per execution model -------------------------- */

typedef struct class_rule {
    uint32_t storage_class;
    spvrt_rule rule;
    const char *allowed; /* for messages */
} class_rule;

/* The models a storage class may be used in (Standalone #12, #13, #67, #68, #70, #73, #74). */
static uint32_t class_allowed(uint32_t sc)
{
    uint32_t rg = bit(SPVRT_ExecutionModel_RayGenerationKHR), is = bit(SPVRT_ExecutionModel_IntersectionKHR),
             ah = bit(SPVRT_ExecutionModel_AnyHitKHR), ch = bit(SPVRT_ExecutionModel_ClosestHitKHR),
             ms = bit(SPVRT_ExecutionModel_MissKHR), ca = bit(SPVRT_ExecutionModel_CallableKHR);
    switch (sc) {
    case SPVRT_StorageClass_Output: return all_models() & ~ray_models(); /* doc 003: not GLCompute-restricted */
    case SPVRT_StorageClass_Workgroup:
        return bit(SPVRT_ExecutionModel_GLCompute) | bit(SPVRT_ExecutionModel_TaskNV) |
               bit(SPVRT_ExecutionModel_MeshNV) | bit(SPVRT_ExecutionModel_TaskEXT) |
               bit(SPVRT_ExecutionModel_MeshEXT);
    case SPVRT_StorageClass_RayPayloadKHR: return rg | ah | ch | ms; /* doc 003 includes any-hit */
    case SPVRT_StorageClass_IncomingRayPayloadKHR: return ch | ah | ms;
    case SPVRT_StorageClass_HitAttributeKHR: return is | ah | ch;
    case SPVRT_StorageClass_CallableDataKHR: return rg | ch | ms | ca;
    case SPVRT_StorageClass_IncomingCallableDataKHR: return ca;
    default: return all_models();
    }
}

static const class_rule class_rules[] = {
    {SPVRT_StorageClass_Output, RULE_ENV_OUTPUT_STORAGE_MODEL,
     "not in ray generation, intersection, any-hit, closest hit, miss or callable shaders"},
    {SPVRT_StorageClass_Workgroup, RULE_ENV_WORKGROUP_STORAGE_MODEL, "only in task, mesh and compute shaders"},
    {SPVRT_StorageClass_RayPayloadKHR, RULE_ENV_RAY_PAYLOAD_MODEL,
     "only in ray generation, any-hit, closest hit and miss shaders"},
    {SPVRT_StorageClass_IncomingRayPayloadKHR, RULE_ENV_INCOMING_RAY_PAYLOAD_MODEL,
     "only in closest hit, any-hit and miss shaders"},
    {SPVRT_StorageClass_HitAttributeKHR, RULE_ENV_HIT_ATTRIBUTE_MODEL,
     "only in intersection, any-hit and closest hit shaders"},
    {SPVRT_StorageClass_CallableDataKHR, RULE_ENV_CALLABLE_DATA_MODEL,
     "only in ray generation, closest hit, miss and callable shaders"},
    {SPVRT_StorageClass_IncomingCallableDataKHR, RULE_ENV_INCOMING_CALLABLE_DATA_MODEL, "only in callable shaders"},
};
#define CLASS_RULES (sizeof class_rules / sizeof class_rules[0])

/* One consumer of storage class sc in a function reached by `models`; *reported: the rules reported for it. */
static bool check_class_use(env_state *e, const spvrt_instruction *inst, uint32_t sc, uint32_t models,
                            uint32_t *reported)
{
    for (uint32_t k = 0; k < CLASS_RULES; k++) {
        if (class_rules[k].storage_class != sc)
            continue;
        uint32_t wrong = models & ~class_allowed(sc);
        if (!wrong || (*reported & (1u << k)))
            return true;
        *reported |= 1u << k;
        return spvrt_val_report(e->v, class_rules[k].rule, inst, "the %s storage class is used in a function that "
                                "a %s entry point calls; doc 003 allows it %s", storage_class_name(sc),
                                first_model_name(wrong), class_rules[k].allowed);
    }
    return true;
}

/* The storage class of a pointer value, or UINT32_MAX. */
static uint32_t pointer_class(const env_state *e, uint32_t value)
{
    const spvrt_instruction *t = spvrt_val_type(e->v, spvrt_val_type_of(e->v, value));
    return t && t->opcode == SPVRT_OpTypePointer ? spvrt_val_word(e->v, t, 2) : UINT32_MAX;
}

static bool check_class_models(env_state *e)
{
    const spvrt_module *m = e->m;
    if (!e->f.function_models)
        return true;
    uint32_t read_only = bit(SPVRT_ExecutionModel_AnyHitKHR) | bit(SPVRT_ExecutionModel_ClosestHitKHR);
    for (uint32_t fn = 0; fn < m->function_count; fn++) {
        uint32_t models = e->f.function_models[fn] & all_models();
        if (!models)
            continue; /* no entry point calls it */
        uint32_t reported = 0;
        bool write_reported = false;
        uint32_t end = fn + 1 < m->function_count ? m->functions[fn + 1] : m->inst_count;
        for (uint32_t i = m->functions[fn]; i < end; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            const spvrt_instruction *rt = spvrt_val_type(e->v, inst->result_type);
            if (rt && rt->opcode == SPVRT_OpTypePointer &&
                !check_class_use(e, inst, spvrt_val_word(e->v, rt, 2), models, &reported))
                return false;
            uint32_t id;
            for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
                const spvrt_instruction *var = spvrt_module_def(m, id);
                if (var && var->opcode == SPVRT_OpVariable && var->word_count >= 4 &&
                    !check_class_use(e, inst, variable_class(e, var), models, &reported))
                    return false;
            }
            /* Standalone #72, VUID-StandaloneSpirv-HitAttributeKHR-04703: written only in intersection shaders
             * (the models ENV-076 allows but for intersection read it only) */
            bool write = inst->opcode == SPVRT_OpStore || inst->opcode == SPVRT_OpCopyMemory ||
                         inst->opcode == SPVRT_OpCopyMemorySized;
            if (write && !write_reported && (models & read_only) && inst->word_count > 1 &&
                pointer_class(e, spvrt_val_word(e->v, inst, 1)) == SPVRT_StorageClass_HitAttributeKHR) {
                write_reported = true;
                if (!spvrt_val_report(e->v, RULE_ENV_HIT_ATTRIBUTE_WRITE, inst, "a HitAttributeKHR variable is "
                                      "written in a function that a %s entry point calls; only intersection "
                                      "shaders may write it", first_model_name(models & read_only)))
                    return false;
            }
        }
    }
    return true;
}

/* ---- ENV-053, ENV-054: Volatile built-ins in ray-tracing shaders ---------------------------------------------- */

/* The models in which a built-in needs Volatile (Standalone #46), 0 for others. */
static uint32_t volatile_models(uint32_t builtin)
{
    switch (builtin) {
    case SPVRT_BuiltIn_SMIDNV:
    case SPVRT_BuiltIn_WarpIDNV:
    case SPVRT_BuiltIn_SubgroupSize:
    case SPVRT_BuiltIn_SubgroupLocalInvocationId:
    case SPVRT_BuiltIn_SubgroupEqMask:
    case SPVRT_BuiltIn_SubgroupGeMask:
    case SPVRT_BuiltIn_SubgroupGtMask:
    case SPVRT_BuiltIn_SubgroupLeMask:
    case SPVRT_BuiltIn_SubgroupLtMask:
        return bit(SPVRT_ExecutionModel_RayGenerationKHR) | bit(SPVRT_ExecutionModel_ClosestHitKHR) |
               bit(SPVRT_ExecutionModel_MissKHR) | bit(SPVRT_ExecutionModel_IntersectionKHR) |
               bit(SPVRT_ExecutionModel_CallableKHR);
    case SPVRT_BuiltIn_RayTmaxKHR: return bit(SPVRT_ExecutionModel_IntersectionKHR);
    default: return 0;
    }
}

/* The first ENV-053 built-in among (id)'s own decorations or its members' (*member), UINT32_MAX if none. */
static uint32_t scan_volatile(const env_state *e, uint32_t id, bool members, uint32_t *member)
{
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(&e->s, id, &n);
    for (uint32_t k = 0; k < n; k++)
        if ((d[k].member != SPVRT_NO_MEMBER) == members && d[k].decoration == SPVRT_Decoration_BuiltIn &&
            volatile_models(d[k].value)) {
            *member = d[k].member;
            return d[k].value;
        }
    return UINT32_MAX;
}

/* The built-in of a variable that needs Volatile (itself or a member of its structure type), and its models;
 * *member: the member (SPVRT_NO_MEMBER for the variable's own).  Cached per variable and structure. */
static uint32_t volatile_builtin(env_state *e, const spvrt_instruction *var, uint32_t *models, uint32_t *member)
{
    uint32_t cached = spvrt_idmap_get(&e->vol, var->result), builtin;
    *member = SPVRT_NO_MEMBER;
    if (cached) {
        builtin = cached == 1 ? UINT32_MAX : cached - 2;
        *member = spvrt_idmap_get(&e->vol_member, var->result);
    } else {
        builtin = scan_volatile(e, var->result, false, member);
        uint32_t st = strip_arrays(e, variable_pointee(e, var));
        if (builtin == UINT32_MAX && spvrt_val_type_opcode(e->v, st) == SPVRT_OpTypeStruct) {
            uint32_t of_struct = spvrt_idmap_get(&e->vol, st);
            if (of_struct) {
                builtin = of_struct == 1 ? UINT32_MAX : of_struct - 2;
                *member = spvrt_idmap_get(&e->vol_member, st);
            } else {
                builtin = scan_volatile(e, st, true, member);
                (void)(spvrt_idmap_set(&e->vol, st, builtin == UINT32_MAX ? 1 : builtin + 2) &&
                       spvrt_idmap_set(&e->vol_member, st, *member));
            }
        }
        (void)(spvrt_idmap_set(&e->vol, var->result, builtin == UINT32_MAX ? 1 : builtin + 2) &&
               spvrt_idmap_set(&e->vol_member, var->result, *member));
    }
    *models = builtin == UINT32_MAX ? 0 : volatile_models(builtin);
    return builtin;
}

/* The variable a pointer is derived from through access chains and copies (bounded), or NULL. */
static const spvrt_instruction *base_variable(const env_state *e, uint32_t pointer)
{
    for (int depth = 0; depth < 256; depth++) {
        const spvrt_instruction *def = spvrt_module_def(e->m, pointer);
        if (!def)
            return NULL;
        switch (def->opcode) {
        case SPVRT_OpVariable: return def;
        case SPVRT_OpAccessChain:
        case SPVRT_OpInBoundsAccessChain:
        case SPVRT_OpPtrAccessChain:
        case SPVRT_OpInBoundsPtrAccessChain:
        case SPVRT_OpCopyObject: pointer = spvrt_val_word(e->v, def, 3); break;
        default: return NULL;
        }
    }
    return NULL;
}

static bool check_volatile(env_state *e)
{
    spvrt_validator *v = e->v;
    const spvrt_module *m = e->m;
    char a[12];
    if (!e->f.function_models)
        return true;
    bool vmm = spvrt_interface_capability(&e->s, SPVRT_Capability_VulkanMemoryModel);
    spvrt_idmap uses; /* candidate variable -> models of the functions that use it, +1 */
    if (!spvrt_idmap_init_growable(&uses, v->ctx, 0))
        return true;
    bool ok = true, any = false;
    for (uint32_t i = 0; ok && i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *var = &m->insts[i];
        uint32_t models, member;
        if (var->opcode == SPVRT_OpVariable && var->word_count >= 4 &&
            volatile_builtin(e, var, &models, &member) != UINT32_MAX) {
            ok = spvrt_idmap_set(&uses, var->result, 1);
            any = true;
        }
    }
    for (uint32_t fn = 0; ok && any && fn < m->function_count; fn++) {
        uint32_t models = e->f.function_models[fn] & all_models();
        if (!models)
            continue;
        uint32_t end = fn + 1 < m->function_count ? m->functions[fn + 1] : m->inst_count;
        for (uint32_t i = m->functions[fn]; ok && i < end; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (vmm) {
                /* Standalone #47, VUID-StandaloneSpirv-VulkanMemoryModel-04679: loads are Volatile */
                if (inst->opcode != SPVRT_OpLoad || inst->word_count < 4)
                    continue;
                const spvrt_instruction *var = base_variable(e, spvrt_val_word(v, inst, 3));
                uint32_t need, member;
                if (!var || !spvrt_idmap_get(&uses, var->result))
                    continue;
                uint32_t builtin = volatile_builtin(e, var, &need, &member);
                bool is_volatile = inst->word_count > 4 && (spvrt_val_word(v, inst, 4) & SPVRT_MemoryAccess_Volatile);
                if (builtin != UINT32_MAX && (models & need) && !is_volatile)
                    ok = spvrt_val_report(v, RULE_ENV_VOLATILE_LOAD, inst, "this OpLoad reads the %s built-in "
                                          "%%%s in a function that a %s entry point calls; with the "
                                          "VulkanMemoryModel capability it needs the Volatile memory operand",
                                          builtin_name(builtin), spvrt_val_id_name(v, var->result, a),
                                          first_model_name(models & need));
                continue;
            }
            uint32_t id;
            for (uint32_t k = 0; ok && spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
                uint32_t seen = spvrt_idmap_get(&uses, id);
                if (seen && ((seen - 1) | models) != seen - 1)
                    ok = spvrt_idmap_set(&uses, id, ((seen - 1) | models) + 1);
            }
        }
    }
    /* Standalone #46, VUID-StandaloneSpirv-VulkanMemoryModel-04678: without the Vulkan memory model, the variable
     * is decorated Volatile (itself, or the built-in member) */
    for (uint32_t i = 0; ok && any && !vmm && !e->s.incomplete && i < m->inst_count &&
                         m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *var = &m->insts[i];
        uint32_t seen = var->opcode == SPVRT_OpVariable ? spvrt_idmap_get(&uses, var->result) : 0;
        uint32_t need, member;
        if (!seen)
            continue;
        uint32_t builtin = volatile_builtin(e, var, &need, &member);
        uint32_t used = (seen - 1) & need;
        if (builtin == UINT32_MAX || !used || decorated(e, var->result, SPVRT_NO_MEMBER, SPVRT_Decoration_Volatile,
                                                          NULL))
            continue;
        uint32_t st = strip_arrays(e, variable_pointee(e, var));
        if (member != SPVRT_NO_MEMBER && decorated(e, st, member, SPVRT_Decoration_Volatile, NULL))
            continue;
        ok = spvrt_val_report(v, RULE_ENV_VOLATILE_DECORATION, var, "%%%s is the %s built-in, which a %s shader "
                              "uses; without the VulkanMemoryModel capability it must be decorated Volatile",
                              spvrt_val_id_name(v, var->result, a), builtin_name(builtin), first_model_name(used));
    }
    spvrt_idmap_free(&uses);
    return ok;
}

/* ---- the interface of each entry point ------------------------------------------------------------------------ */

static bool add_var(env_state *e, uint32_t id, uint32_t stamp)
{
    if (spvrt_idmap_get(&e->var_stamp, id) == stamp)
        return true;
    if (!spvrt_idmap_set(&e->var_stamp, id, stamp) ||
        !spvrt_grow(e->v->ctx, (void **)&e->vars, &e->var_capacity, e->var_count + 1, sizeof *e->vars))
        return false;
    e->vars[e->var_count++] = id;
    return true;
}

/* The variables an entry point lists or its static call tree names (into e->vars). */
static bool collect_interface(env_state *e, const spvrt_instruction *ep, uint32_t stamp)
{
    const spvrt_module *m = e->m;
    e->var_count = 0;
    e->vars_complete = true;
    if (ep->operand_count >= 3) {
        const spvrt_operand *ops = spvrt_inst_operands(m, ep);
        for (uint32_t w = ops[2].offset + ops[2].word_count; w < ep->word_count; w++)
            if (global_variable(e, spvrt_val_word(e->v, ep, w)) && !add_var(e, spvrt_val_word(e->v, ep, w), stamp))
                return false;
    }
    const spvrt_instruction *f = spvrt_module_def(m, spvrt_val_word(e->v, ep, 2));
    if (!f || f->opcode != SPVRT_OpFunction)
        return true;
    uint32_t head = 0, tail = 0;
    if (!spvrt_idmap_set(&e->fn_stamp, f->result, stamp))
        return false;
    e->queue[tail++] = (uint32_t)(f - m->insts);
    while (head < tail) {
        for (uint32_t i = e->queue[head++] + 1; i < m->inst_count; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpFunctionEnd || inst->opcode == SPVRT_OpFunction)
                break;
            if (e->budget < inst->operand_count + 1u) {
                e->vars_complete = false;
                return true;
            }
            e->budget -= inst->operand_count + 1u;
            uint32_t id;
            for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
                const spvrt_instruction *def = spvrt_module_def(m, id);
                if (!def)
                    continue;
                if (global_variable(e, id)) {
                    if (!add_var(e, id, stamp))
                        return false;
                } else if (inst->opcode == SPVRT_OpFunctionCall && k - 1 == 2 && def->opcode == SPVRT_OpFunction &&
                           spvrt_idmap_get(&e->fn_stamp, id) != stamp && tail < m->function_count) {
                    if (!spvrt_idmap_set(&e->fn_stamp, id, stamp))
                        return false;
                    e->queue[tail++] = (uint32_t)(def - m->insts);
                }
            }
        }
    }
    return true;
}

/* ENV-075, 077, 081: at most one variable of each incoming class (Standalone #69, #71, #75). */
static bool check_incoming_counts(env_state *e, const spvrt_instruction *ep)
{
    static const struct {
        uint32_t storage_class;
        spvrt_rule rule;
    } once[] = {
        {SPVRT_StorageClass_IncomingRayPayloadKHR, RULE_ENV_INCOMING_RAY_PAYLOAD_COUNT},
        {SPVRT_StorageClass_HitAttributeKHR, RULE_ENV_HIT_ATTRIBUTE_COUNT},
        {SPVRT_StorageClass_IncomingCallableDataKHR, RULE_ENV_INCOMING_CALLABLE_DATA_COUNT},
    };
    char a[12], b[12];
    for (uint32_t c = 0; c < sizeof once / sizeof once[0]; c++) {
        uint32_t first = 0;
        for (uint32_t k = 0; k < e->var_count; k++) {
            if (variable_class(e, global_variable(e, e->vars[k])) != once[c].storage_class)
                continue;
            if (!first) {
                first = e->vars[k];
                continue;
            }
            if (!spvrt_val_report(e->v, once[c].rule, ep, "the interface of this entry point has two %s "
                                  "variables, %%%s and %%%s; doc 003 allows at most one",
                                  storage_class_name(once[c].storage_class), spvrt_val_id_name(e->v, first, a),
                                  spvrt_val_id_name(e->v, e->vars[k], b)))
                return false;
            break;
        }
    }
    return true;
}

/* ENV-046 (Standalone #39): no Patch in the interface of vertex, geometry and fragment entry points. */
static bool check_patch(env_state *e, const spvrt_instruction *ep)
{
    uint32_t model = spvrt_val_word(e->v, ep, 1);
    char a[12];
    if (model != SPVRT_ExecutionModel_Vertex && model != SPVRT_ExecutionModel_Geometry &&
        model != SPVRT_ExecutionModel_Fragment)
        return true;
    for (uint32_t k = 0; k < e->var_count; k++) {
        const spvrt_instruction *var = global_variable(e, e->vars[k]);
        if (variable_flags(e, var) & VF_PATCH)
            return spvrt_val_report(e->v, RULE_ENV_PATCH_INTERFACE, ep, "%%%s, in the interface of this %s entry "
                                    "point, is decorated Patch (or has a Patch member); doc 003 forbids Patch in "
                                    "vertex, geometry and fragment interfaces",
                                    spvrt_val_id_name(e->v, var->result, a), model_name(model));
    }
    return true;
}

/* ENV-045, the execution-model part (VUID-StandaloneSpirv-Flat-06201, -06202): Flat, NoPerspective, Sample
 * and Centroid do not decorate an Output variable of a fragment shader or an Input variable of a vertex
 * shader (where nothing is interpolated).  The variable's own decorations, as spirv-val reads them. */
static bool check_interpolation_models(env_state *e, const spvrt_instruction *ep)
{
    uint32_t model = spvrt_val_word(e->v, ep, 1);
    if (model != SPVRT_ExecutionModel_Vertex && model != SPVRT_ExecutionModel_Fragment)
        return true;
    uint32_t forbidden = model == SPVRT_ExecutionModel_Vertex ? SPVRT_StorageClass_Input : SPVRT_StorageClass_Output;
    static const uint32_t interpolation[] = {SPVRT_Decoration_Flat, SPVRT_Decoration_NoPerspective,
                                             SPVRT_Decoration_Sample, SPVRT_Decoration_Centroid};
    char a[12];
    for (uint32_t k = 0; k < e->var_count; k++) {
        const spvrt_instruction *var = global_variable(e, e->vars[k]);
        if (variable_class(e, var) != forbidden)
            continue;
        for (uint32_t d = 0; d < sizeof interpolation / sizeof interpolation[0]; d++)
            if (decorated(e, var->result, SPVRT_NO_MEMBER, interpolation[d], NULL))
                return spvrt_val_report(e->v, RULE_ENV_INTERPOLATION_STORAGE, ep, "%%%s, an %s variable of this %s "
                                        "entry point, is decorated %s, which Vulkan forbids on %s (%s)",
                                        spvrt_val_id_name(e->v, var->result, a), storage_class_name(forbidden),
                                        model_name(model),
                                        spvrt_val_enumerant_name(SPVRT_KIND_Decoration, interpolation[d]),
                                        forbidden == SPVRT_StorageClass_Input ? "vertex inputs"
                                                                              : "fragment outputs",
                                        forbidden == SPVRT_StorageClass_Input ? "VUID-StandaloneSpirv-Flat-06202"
                                                                              : "VUID-StandaloneSpirv-Flat-06201");
    }
    return true;
}

/* VUID-StandaloneSpirv-Flat-04744: "Any variable with integer or double-precision floating-point type and
 * with Input storage class in a fragment shader, must be decorated Flat".  As spirv-val: the variable's
 * own type, an integer scalar or vector or a 64-bit float scalar (arrays and structures are not looked
 * into). */
static bool check_flat_inputs(env_state *e, const spvrt_instruction *ep)
{
    if (spvrt_val_word(e->v, ep, 1) != SPVRT_ExecutionModel_Fragment)
        return true;
    char a[12];
    for (uint32_t k = 0; k < e->var_count; k++) {
        const spvrt_instruction *var = global_variable(e, e->vars[k]);
        if (variable_class(e, var) != SPVRT_StorageClass_Input)
            continue;
        uint32_t type = variable_pointee(e, var);
        uint16_t op = spvrt_val_type_opcode(e->v, type);
        bool integer = spvrt_val_is_scalar_or_vector_of(e->v, type, SPVRT_OpTypeInt);
        bool double_scalar = op == SPVRT_OpTypeFloat && spvrt_val_bit_width(e->v, type) == 64;
        if ((integer || double_scalar) && !decorated(e, var->result, SPVRT_NO_MEMBER, SPVRT_Decoration_Flat, NULL))
            return spvrt_val_report(e->v, RULE_INTERFACE_FLAT_INTEGER, ep, "%%%s, a fragment shader Input of %s "
                                    "type, is not decorated Flat", spvrt_val_id_name(e->v, var->result, a),
                                    integer ? "integer" : "double-precision floating-point");
    }
    return true;
}

/* Vulkan 15.1.4 "Location Assignment": user-defined Input and Output variables of the stages with
 * locations are decorated Location (VUID-StandaloneSpirv-Location-04916), a structure one too
 * (-04917), unless it is a Block whose every member is decorated Location (-04919).  Built-ins (a
 * variable decorated BuiltIn, a structure with built-in members) have no location.  The per-vertex
 * arrays of tessellation and geometry inputs (and tessellation control outputs, PerVertexKHR fragment
 * inputs) are looked through, as Vulkan 15.1.3 "Interface Matching" counts their element. */
static bool check_locations(env_state *e, const spvrt_instruction *ep)
{
    uint32_t model = spvrt_val_word(e->v, ep, 1);
    switch (model) {
    case SPVRT_ExecutionModel_Vertex:
    case SPVRT_ExecutionModel_TessellationControl:
    case SPVRT_ExecutionModel_TessellationEvaluation:
    case SPVRT_ExecutionModel_Geometry:
    case SPVRT_ExecutionModel_Fragment: break;
    default: return true;
    }
    char a[12], b[12];
    for (uint32_t k = 0; k < e->var_count; k++) {
        const spvrt_instruction *var = global_variable(e, e->vars[k]);
        uint32_t sc = variable_class(e, var);
        if (sc != SPVRT_StorageClass_Input && sc != SPVRT_StorageClass_Output)
            continue;
        uint32_t id = var->result;
        if (decorated(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_BuiltIn, NULL))
            continue;
        bool location = decorated(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_Location, NULL);
        bool patch = decorated(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_Patch, NULL);
        bool input = sc == SPVRT_StorageClass_Input;
        bool arrayed = (model == SPVRT_ExecutionModel_TessellationControl && !patch) ||
                       (model == SPVRT_ExecutionModel_TessellationEvaluation && input && !patch) ||
                       (model == SPVRT_ExecutionModel_Geometry && input) ||
                       (model == SPVRT_ExecutionModel_Fragment && input &&
                        decorated(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_PerVertexKHR, NULL));
        uint32_t type = variable_pointee(e, var);
        const spvrt_instruction *t = spvrt_val_type(e->v, type);
        if (arrayed && t && (t->opcode == SPVRT_OpTypeArray || t->opcode == SPVRT_OpTypeRuntimeArray)) {
            type = spvrt_val_word(e->v, t, 2);
            t = spvrt_val_type(e->v, type);
        }
        if (!t || location)
            continue;
        bool structure = t->opcode == SPVRT_OpTypeStruct;
        if (structure && spvrt_interface_has(&e->s, type, SPVRT_Decoration_BuiltIn))
            continue;
        if (!spvrt_interface_has(&e->s, type, SPVRT_Decoration_Block)) {
            if (!spvrt_val_report(e->v, RULE_INTERFACE_LOCATION_MISSING, var, "%%%s, a user-defined %s variable of "
                                  "the %s entry point %%%s, has no Location decoration",
                                  spvrt_val_id_name(e->v, id, a), storage_class_name(sc), model_name(model),
                                  spvrt_val_id_name(e->v, spvrt_val_word(e->v, ep, 2), b)))
                return false;
            continue;
        }
        for (uint32_t member = 0; structure && member + 2u < t->word_count; member++)
            if (!decorated(e, type, member, SPVRT_Decoration_Location, NULL)) {
                if (!spvrt_val_report(e->v, RULE_INTERFACE_LOCATION_MISSING, var, "member %u of the Block %%%s of "
                                      "%%%s has no Location decoration, and the variable has none "
                                      "(VUID-StandaloneSpirv-Location-04919)", member,
                                      spvrt_val_id_name(e->v, type, a), spvrt_val_id_name(e->v, id, b)))
                    return false;
                break;
            }
    }
    return true;
}

/* ENV-047 (stage part), ENV-048 (Standalone #40, #41). */
static bool check_viewport_relative(env_state *e, const spvrt_instruction *ep)
{
    uint32_t model = spvrt_val_word(e->v, ep, 1);
    char a[12];
    const spvrt_instruction *relative = NULL;
    bool index = false;
    for (uint32_t k = 0; k < e->var_count; k++) {
        const spvrt_instruction *var = global_variable(e, e->vars[k]);
        uint32_t flags = variable_flags(e, var);
        if (!relative && (flags & VF_RELATIVE))
            relative = var;
        index |= (flags & VF_VIEWPORT) != 0;
    }
    if (!relative)
        return true;
    if (model != SPVRT_ExecutionModel_Vertex && model != SPVRT_ExecutionModel_TessellationEvaluation &&
        model != SPVRT_ExecutionModel_Geometry)
        return spvrt_val_report(e->v, RULE_ENV_VIEWPORT_RELATIVE_LAYER, ep, "%%%s, decorated ViewportRelativeNV, "
                                "is in the interface of a %s entry point; doc 003 allows it only in vertex, "
                                "tessellation evaluation and geometry shaders",
                                spvrt_val_id_name(e->v, relative->result, a), model_name(model));
    if (!index && e->vars_complete && !e->s.incomplete)
        return spvrt_val_report(e->v, RULE_ENV_VIEWPORT_RELATIVE_INDEX, ep, "the entry point uses %%%s, decorated "
                                "ViewportRelativeNV, but no variable decorated BuiltIn ViewportIndex or "
                                "ViewportMaskNV", spvrt_val_id_name(e->v, relative->result, a));
    return true;
}

/* ENV-047 (target part): ViewportRelativeNV decorates a Layer built-in. */
static bool check_viewport_relative_targets(env_state *e)
{
    char a[12];
    for (uint32_t k = 0; k < e->s.deco_count; k++) {
        const spvrt_deco *d = &e->s.decos[k];
        if (d->decoration != SPVRT_Decoration_ViewportRelativeNV)
            continue;
        uint32_t value;
        if (decorated(e, d->target, d->member, SPVRT_Decoration_BuiltIn, &value) && value == SPVRT_BuiltIn_Layer)
            continue;
        if (e->s.incomplete)
            continue;
        if (!spvrt_val_report(e->v, RULE_ENV_VIEWPORT_RELATIVE_LAYER, &e->m->insts[d->inst], "ViewportRelativeNV "
                              "decorates %%%s%s, which is not decorated BuiltIn Layer",
                              spvrt_val_id_name(e->v, d->target, a), d->member == SPVRT_NO_MEMBER ? "" : " (a member)"))
            return false;
    }
    return true;
}

/* ---- ENV-062 ... ENV-072: transform feedback ---------------------------------------------------------------------- */

#define XFB_NONE UINT32_MAX

/* One captured output: an Output variable with Offset, or a member with Offset of its block. */
typedef struct xfb_item {
    uint32_t variable, member; /* member SPVRT_NO_MEMBER for the variable */
    uint32_t type;
    uint32_t offset, buffer, stride, stream; /* XFB_NONE when not decorated (nor inherited) */
    uint64_t size, padded;                  /* 0: unknown */
} xfb_item;

typedef struct xfb_facts {
    bool has64, has32, odd_width; /* 64-bit / 32-bit components; components of another width */
} xfb_facts;

/* Sizes beyond this are "unknown" (no transform-feedback buffer is that large); keeps the memo in 32 bits. */
#define XFB_SIZE_LIMIT (1u << 28)

static uint64_t xfb_walk_uncached(env_state *e, uint32_t type, xfb_facts *facts, int depth);

/* What a type holds, and its transform-feedback size (0 unknown); memoized per type, depth-bounded. */
static uint64_t xfb_walk(env_state *e, uint32_t type, xfb_facts *facts, int depth)
{
    uint32_t memo = spvrt_idmap_get(&e->walked, type);
    if (memo) {
        memo--;
        facts->has64 |= (memo & 1) != 0;
        facts->has32 |= (memo & 2) != 0;
        facts->odd_width |= (memo & 4) != 0;
        return memo >> 3;
    }
    if (depth > 64)
        return 0;
    xfb_facts own = {0};
    uint64_t size = xfb_walk_uncached(e, type, &own, depth);
    if (size > XFB_SIZE_LIMIT)
        size = 0;
    facts->has64 |= own.has64;
    facts->has32 |= own.has32;
    facts->odd_width |= own.odd_width;
    uint32_t packed = (uint32_t)(size << 3) | (own.has64 ? 1u : 0u) | (own.has32 ? 2u : 0u) |
                      (own.odd_width ? 4u : 0u);
    (void)spvrt_idmap_set(&e->walked, type, packed + 1);
    return size;
}

static uint64_t xfb_walk_uncached(env_state *e, uint32_t type, xfb_facts *facts, int depth)
{
    const spvrt_instruction *t = spvrt_val_type(e->v, type);
    if (!t)
        return 0;
    switch (t->opcode) {
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: {
        uint32_t width = spvrt_val_word(e->v, t, 2);
        facts->has64 |= width == 64;
        facts->has32 |= width == 32;
        facts->odd_width |= width != 32 && width != 64;
        return width / 8;
    }
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeMatrix: return (uint64_t)spvrt_val_word(e->v, t, 3) *
                                    xfb_walk(e, spvrt_val_word(e->v, t, 2), facts, depth + 1);
    case SPVRT_OpTypeArray: {
        uint64_t length = 0;
        const spvrt_instruction *len = spvrt_module_def(e->m, spvrt_val_word(e->v, t, 3));
        xfb_facts inner = {0};
        uint64_t element = xfb_walk(e, spvrt_val_word(e->v, t, 2), &inner, depth + 1);
        facts->has64 |= inner.has64;
        facts->has32 |= inner.has32;
        facts->odd_width |= inner.odd_width;
        if (inner.has64) /* each element containing a 64-bit type consumes a multiple of 8 bytes */
            element = (element + 7) / 8 * 8;
        if (!len || len->opcode != SPVRT_OpConstant ||
            !spvrt_val_constant_u64(e->v, spvrt_val_word(e->v, t, 3), &length) || length > (1u << 24))
            return 0;
        return length * element;
    }
    case SPVRT_OpTypeStruct: {
        /* the end of the furthest member, when every member has an Offset (its padding is the item's: ENV-063) */
        uint64_t end = 0;
        bool known = true;
        for (uint32_t m = 0; m + 2 < t->word_count; m++) {
            uint32_t offset;
            uint64_t size = xfb_walk(e, spvrt_val_word(e->v, t, m + 2), facts, depth + 1);
            if (!decorated(e, type, m, SPVRT_Decoration_Offset, &offset) || !size)
                known = false;
            else if (offset + size > end)
                end = offset + size;
        }
        return known ? end : 0;
    }
    default: return 0; /* bool, opaque types: no transform-feedback size */
    }
}

/* Whether a type "is a 64-bit type": 64-bit scalar components, arrays of them. */
static bool is_64bit_type(const env_state *e, uint32_t type)
{
    type = strip_arrays(e, type);
    const spvrt_instruction *t = spvrt_val_type(e->v, type);
    if (t && t->opcode == SPVRT_OpTypeMatrix)
        type = spvrt_val_word(e->v, t, 2);
    uint32_t scalar = spvrt_val_scalar_of(e->v, type);
    return scalar && spvrt_val_type_opcode(e->v, scalar) != SPVRT_OpTypeBool && spvrt_val_bit_width(e->v, scalar) == 64;
}

static uint32_t deco_or(const env_state *e, uint32_t id, uint32_t member, uint32_t decoration, uint32_t inherited)
{
    uint32_t value;
    return decorated(e, id, member, decoration, &value) ? value : inherited;
}

/* The captured outputs of one Output variable (appended to *items). */
static bool xfb_items_of(env_state *e, const spvrt_instruction *var, xfb_item **items, uint32_t *count,
                         uint32_t *capacity)
{
    uint32_t id = var->result, type = variable_pointee(e, var);
    uint32_t buffer = deco_or(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_XfbBuffer, XFB_NONE);
    uint32_t stride = deco_or(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_XfbStride, XFB_NONE);
    uint32_t stream = deco_or(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_Stream, XFB_NONE);
    /* a block's captured outputs are its members with Offset; any other variable is captured whole */
    const spvrt_instruction *t = spvrt_val_type(e->v, type);
    bool members = t && t->opcode == SPVRT_OpTypeStruct && decorated(e, type, SPVRT_NO_MEMBER, SPVRT_Decoration_Block,
                                                                       NULL);
    uint32_t offset;
    if (!members) {
        if (!decorated(e, id, SPVRT_NO_MEMBER, SPVRT_Decoration_Offset, &offset))
            return true;
        if (!spvrt_grow(e->v->ctx, (void **)items, capacity, *count + 1, sizeof **items))
            return false;
        (*items)[(*count)++] = (xfb_item){id, SPVRT_NO_MEMBER, type, offset, buffer, stride, stream, 0, 0};
        return true;
    }
    for (uint32_t m = 0; m + 2 < t->word_count; m++) {
        if (!decorated(e, type, m, SPVRT_Decoration_Offset, &offset))
            continue;
        if (!spvrt_grow(e->v->ctx, (void **)items, capacity, *count + 1, sizeof **items))
            return false;
        (*items)[(*count)++] = (xfb_item){id, m, spvrt_val_word(e->v, t, m + 2), offset,
                                          deco_or(e, type, m, SPVRT_Decoration_XfbBuffer, buffer),
                                          deco_or(e, type, m, SPVRT_Decoration_XfbStride, stride),
                                          deco_or(e, type, m, SPVRT_Decoration_Stream, stream), 0, 0};
    }
    return true;
}

/* "%name" or "member N of %name" for messages. */
static const char *item_name(env_state *e, const xfb_item *it, char *buf, size_t size)
{
    char a[12];
    if (it->member == SPVRT_NO_MEMBER)
        snprintf(buf, size, "%%%s", spvrt_val_id_name(e->v, it->variable, a));
    else
        snprintf(buf, size, "member %u of %%%s", it->member, spvrt_val_id_name(e->v, it->variable, a));
    return buf;
}

/* The rules on each captured output and block (ENV-062 ... 068, 064, 065, 072). */
static bool check_xfb_variable(env_state *e, const spvrt_instruction *var, xfb_item *items, uint32_t count)
{
    spvrt_validator *v = e->v;
    char name[96];
    const spvrt_instruction *at = var;
    bool block_has64 = false;
    uint32_t first_member = XFB_NONE, first_offset = 0;
    uint64_t block_end = 0;
    bool block_known = true;
    for (uint32_t k = 0; k < count; k++) {
        xfb_item *it = &items[k];
        xfb_facts facts = {0};
        it->size = xfb_walk(e, it->type, &facts, 0);
        it->padded = it->size && facts.has64 ? (it->size + 7) / 8 * 8 : it->size;
        /* Standalone #60, VUID-StandaloneSpirv-Offset-04692: only 32- and 64-bit components */
        if (facts.odd_width) {
            if (!spvrt_val_report(v, RULE_ENV_XFB_COMPONENT_WIDTH, at, "%s, decorated Offset, has components that "
                                  "are neither 32 nor 64 bits wide", item_name(e, it, name, sizeof name)))
                return false;
        } else if (facts.has64 && it->offset % 8) {
            /* Standalone #55, VUID-StandaloneSpirv-Offset-04687 */
            if (!spvrt_val_report(v, RULE_ENV_XFB_OFFSET_ALIGN_64, at, "%s contains a 64-bit type, and its Offset "
                                  "%u is not a multiple of 8", item_name(e, it, name, sizeof name), it->offset))
                return false;
        } else if (facts.has32 && it->offset % 4) {
            /* Standalone #59, VUID-StandaloneSpirv-Offset-04691 */
            if (!spvrt_val_report(v, RULE_ENV_XFB_OFFSET_ALIGN_32, at, "%s contains a 32-bit type, and its Offset "
                                  "%u is not a multiple of 4", item_name(e, it, name, sizeof name), it->offset))
                return false;
        }
        /* Standalone #61, VUID-StandaloneSpirv-Offset-04716: XfbBuffer and XfbStride, own or inherited */
        if ((it->buffer == XFB_NONE || it->stride == XFB_NONE) && !e->s.incomplete &&
            !spvrt_val_report(v, RULE_ENV_XFB_BUFFER_STRIDE, at, "%s is decorated Offset but has no %s (of its own "
                              "or of its block variable)", item_name(e, it, name, sizeof name),
                              it->buffer == XFB_NONE ? "XfbBuffer" : "XfbStride"))
            return false;
        if (it->member != SPVRT_NO_MEMBER) {
            block_has64 |= is_64bit_type(e, it->type);
            if (first_member == XFB_NONE || it->member < first_member) {
                first_member = it->member;
                first_offset = it->offset;
            }
            if (!it->size)
                block_known = false;
            else if (it->offset + it->size > block_end)
                block_end = it->offset + it->size;
        }
    }
    char a[12];
    /* Standalone #58, VUID-StandaloneSpirv-Offset-04690: the first Offset member 8-byte aligned */
    if (block_has64 && first_member != XFB_NONE && first_offset % 8 &&
        !spvrt_val_report(v, RULE_ENV_XFB_FIRST_MEMBER_ALIGN_64, at, "the block of %%%s has a 64-bit member with "
                          "Offset, and its first member with an Offset (member %u) has Offset %u, not a multiple of "
                          "8", spvrt_val_id_name(v, var->result, a), first_member, first_offset))
        return false;
    /* Standalone #57, VUID-StandaloneSpirv-Offset-04689: the block's size a multiple of 8 */
    if (block_has64 && block_known && block_end % 8 &&
        !spvrt_val_report(v, RULE_ENV_XFB_BLOCK_SIZE_64, at, "the block of %%%s has a 64-bit member with Offset, "
                          "and its size (%llu bytes, to the end of its last member) is not a multiple of 8",
                          spvrt_val_id_name(v, var->result, a), (unsigned long long)block_end))
        return false;
    /* Standalone #66, VUID-StandaloneSpirv-XfbBuffer-04697: one XfbBuffer per block */
    uint32_t type = variable_pointee(e, var);
    const spvrt_instruction *t = spvrt_val_type(v, type);
    if (t && t->opcode == SPVRT_OpTypeStruct && decorated(e, type, SPVRT_NO_MEMBER, SPVRT_Decoration_Block, NULL)) {
        uint32_t buffer = deco_or(e, var->result, SPVRT_NO_MEMBER, SPVRT_Decoration_XfbBuffer, XFB_NONE);
        for (uint32_t m = 0; m + 2 < t->word_count; m++) {
            uint32_t own;
            if (!decorated(e, type, m, SPVRT_Decoration_XfbBuffer, &own))
                continue;
            if (buffer == XFB_NONE) {
                buffer = own;
            } else if (own != buffer) {
                return spvrt_val_report(v, RULE_ENV_XFB_BLOCK_BUFFER, at, "member %u of the block of %%%s has "
                                        "XfbBuffer %u, another member (or the variable) XfbBuffer %u", m,
                                        spvrt_val_id_name(v, var->result, a), own, buffer);
            }
        }
    }
    return true;
}

static int compare_items(const void *a, const void *b)
{
    const xfb_item *x = a, *y = b;
    if (x->buffer != y->buffer)
        return x->buffer < y->buffer ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* The rules across an entry point's captured outputs (ENV-069, 070, 071, 063). */
static bool check_xfb_interface(env_state *e, const spvrt_instruction *ep, xfb_item *items, uint32_t count)
{
    spvrt_validator *v = e->v;
    char n1[96], n2[96];
    bool streams = false;
    for (uint32_t k = 0; k < count; k++)
        streams |= items[k].stream != XFB_NONE;
    qsort(items, count, sizeof *items, compare_items);
    for (uint32_t k = 0; k < count;) {
        uint32_t end = k;
        while (end < count && items[end].buffer == items[k].buffer)
            end++;
        if (items[k].buffer == XFB_NONE) {
            k = end;
            continue; /* not captured (ENV-068 reports them) */
        }
        const xfb_item *stride_of = NULL, *stream_of = NULL, *reach = NULL, *padded_reach = NULL;
        uint64_t raw_end = 0, padded_end = 0;
        for (uint32_t j = k; j < end; j++) {
            const xfb_item *it = &items[j];
            /* Standalone #62, VUID-StandaloneSpirv-XfbBuffer-04693: one XfbStride per XfbBuffer */
            if (it->stride != XFB_NONE) {
                if (!stride_of)
                    stride_of = it;
                else if (stride_of->stride != it->stride)
                    return spvrt_val_report(v, RULE_ENV_XFB_STRIDE_CONSISTENT, ep, "%s and %s are both in XfbBuffer "
                                            "%u, with XfbStride %u and %u", item_name(e, stride_of, n1, sizeof n1),
                                            item_name(e, it, n2, sizeof n2), it->buffer, stride_of->stride,
                                            it->stride);
            }
            /* Standalone #63, #64, VUID-StandaloneSpirv-Stream-04694: one Stream per XfbBuffer (default 0) */
            uint32_t stream = it->stream == XFB_NONE ? 0 : it->stream;
            if (streams) {
                if (!stream_of)
                    stream_of = it;
                else if ((stream_of->stream == XFB_NONE ? 0 : stream_of->stream) != stream)
                    return spvrt_val_report(v, RULE_ENV_XFB_STREAM_CONSISTENT, ep, "%s and %s are both in XfbBuffer "
                                            "%u, in streams %u and %u", item_name(e, stream_of, n1, sizeof n1),
                                            item_name(e, it, n2, sizeof n2), it->buffer,
                                            stream_of->stream == XFB_NONE ? 0 : stream_of->stream, stream);
            }
            if (!it->size)
                continue;
            /* Standalone #65, VUID-StandaloneSpirv-XfbBuffer-04696: no overlap (items sorted by Offset) */
            if (reach && it->offset < raw_end)
                return spvrt_val_report(v, RULE_ENV_XFB_OVERLAP, ep, "%s (bytes %u to %llu) and %s overlap in "
                                        "XfbBuffer %u", item_name(e, it, n1, sizeof n1), it->offset,
                                        (unsigned long long)(it->offset + it->size - 1),
                                        item_name(e, reach, n2, sizeof n2), it->buffer);
            /* Standalone #56: an output containing a 64-bit type consumes a multiple of 8 bytes */
            if (padded_reach && it->offset < padded_end)
                return spvrt_val_report(v, RULE_ENV_XFB_SIZE_64, ep, "%s starts at byte %u, within the bytes that "
                                        "%s consumes (it contains a 64-bit type, so its size is rounded up to a "
                                        "multiple of 8, to byte %llu)", item_name(e, it, n1, sizeof n1), it->offset,
                                        item_name(e, padded_reach, n2, sizeof n2),
                                        (unsigned long long)padded_end);
            if (it->offset + it->size > raw_end) {
                raw_end = it->offset + it->size;
                reach = it;
            }
            if (it->offset + it->padded > padded_end) {
                padded_end = it->offset + it->padded;
                padded_reach = it;
            }
        }
        k = end;
    }
    return true;
}

/* The captured outputs of the module's variables, computed (and their own rules checked) once each. */
typedef struct xfb_store {
    xfb_item *items;       /* every variable's, contiguous per variable */
    uint32_t count, capacity;
    spvrt_idmap first;     /* variable -> index of its first item + 2; 1: it has none */
    xfb_item *work;        /* one entry point's, to sort */
    uint32_t work_capacity;
    uint64_t budget;       /* items the per-entry-point checks may still copy (linear in the module) */
    spvrt_idmap xfb_functions; /* entry point function -> 1 when it has the Xfb execution mode */
    bool modes_read;
} xfb_store;

/* Transform feedback over the Output variables of an entry point that declares the Xfb execution mode (the
 * outputs doc 003 says "can be captured"; Offset also lays out the outputs of NV task shaders, which are not
 * captured). */
static bool check_xfb(env_state *e, const spvrt_instruction *ep, xfb_store *x)
{
    uint32_t count = 0;
    if (!x->modes_read) {
        x->modes_read = true;
        for (uint32_t i = 0; i < e->m->inst_count && e->m->insts[i].opcode != SPVRT_OpFunction; i++) {
            const spvrt_instruction *inst = &e->m->insts[i];
            if (inst->opcode == SPVRT_OpExecutionMode && spvrt_val_word(e->v, inst, 2) == SPVRT_ExecutionMode_Xfb &&
                !spvrt_idmap_set(&x->xfb_functions, spvrt_val_word(e->v, inst, 1), 1))
                return true;
        }
    }
    if (!spvrt_idmap_get(&x->xfb_functions, spvrt_val_word(e->v, ep, 2)))
        return true;
    for (uint32_t k = 0; k < e->var_count; k++) {
        const spvrt_instruction *var = global_variable(e, e->vars[k]);
        if (variable_class(e, var) != SPVRT_StorageClass_Output)
            continue;
        uint32_t first = spvrt_idmap_get(&x->first, var->result);
        if (!first) {
            uint32_t before = x->count;
            if (!xfb_items_of(e, var, &x->items, &x->count, &x->capacity) ||
                !spvrt_idmap_set(&x->first, var->result, x->count == before ? 1 : before + 2))
                return true; /* out of memory: not checked */
            /* the variable's own rules (which also size its items), reported once */
            if (x->count != before && !check_xfb_variable(e, var, x->items + before, x->count - before))
                return false;
            first = x->count == before ? 1 : before + 2;
        }
        if (first == 1)
            continue;
        uint32_t n = 0;
        while (first - 2 + n < x->count && x->items[first - 2 + n].variable == var->result)
            n++;
        if (x->budget < n)
            return true; /* past the budget: the cross-output rules are not checked */
        x->budget -= n;
        if (!spvrt_grow(e->v->ctx, (void **)&x->work, &x->work_capacity, count + n, sizeof *x->work))
            return true;
        memcpy(x->work + count, x->items + first - 2, n * sizeof *x->work);
        count += n;
    }
    return count == 0 || check_xfb_interface(e, ep, x->work, count);
}

/* ---- the driver ----------------------------------------------------------------------------------------------- */

static bool check_entry_points(env_state *e)
{
    const spvrt_module *m = e->m;
    spvrt_validator *v = e->v;
    xfb_store x;
    memset(&x, 0, sizeof x);
    bool ok = true;
    e->queue = spvrt_alloc(v->ctx, ((size_t)m->function_count + 1) * sizeof *e->queue);
    bool maps = spvrt_idmap_init(&e->var_stamp, v->ctx, m->header.bound, m->inst_count, 0);
    maps &= spvrt_idmap_init(&e->fn_stamp, v->ctx, m->header.bound, m->inst_count, 0);
    maps &= spvrt_idmap_init(&x.first, v->ctx, m->header.bound, m->inst_count, 0);
    maps &= spvrt_idmap_init_growable(&x.xfb_functions, v->ctx, 0);
    e->budget = 8ull * m->word_count + 100000;
    x.budget = 8ull * m->word_count + 100000;
    for (uint32_t k = 0; maps && e->queue && ok && k < m->entry_point_count; k++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[k]];
        if (!collect_interface(e, ep, k + 1))
            break;
        ok = check_incoming_counts(e, ep) && check_patch(e, ep) && check_viewport_relative(e, ep) &&
             check_xfb(e, ep, &x) && check_interpolation_models(e, ep) && check_flat_inputs(e, ep) &&
             check_locations(e, ep);
    }
    spvrt_free(v->ctx, x.items);
    spvrt_free(v->ctx, x.work);
    spvrt_idmap_free(&x.first);
    spvrt_idmap_free(&x.xfb_functions);
    spvrt_free(v->ctx, e->queue);
    spvrt_free(v->ctx, e->vars);
    e->queue = NULL;
    e->vars = NULL;
    spvrt_idmap_free(&e->var_stamp);
    spvrt_idmap_free(&e->fn_stamp);
    return ok;
}

void spvrt_val_env_interface(spvrt_validator *v)
{
    if (!spvrt_val_vulkan(v))
        return;
    env_state e;
    memset(&e, 0, sizeof e);
    e.v = v;
    e.m = v->m;
    if (!spvrt_interface_build(&e.s, v)) {
        spvrt_interface_free(&e.s);
        return;
    }
    bool caches = spvrt_idmap_init(&e.flags, v->ctx, v->m->header.bound, v->m->inst_count, 0);
    caches &= spvrt_idmap_init(&e.vol, v->ctx, v->m->header.bound, v->m->inst_count, 0);
    caches &= spvrt_idmap_init(&e.vol_member, v->ctx, v->m->header.bound, v->m->inst_count, SPVRT_NO_MEMBER);
    caches &= spvrt_idmap_init(&e.walked, v->ctx, v->m->header.bound, v->m->inst_count, 0);
    e.have_facts = caches && spvrt_mem_facts_build(v, &e.f);
    if (e.have_facts) {
        bool ok = check_builtins(&e) && check_rounding(&e) && check_invariant(&e) && check_spec_sized(&e) &&
                  check_class_models(&e) && check_volatile(&e) && check_viewport_relative_targets(&e);
        if (ok)
            check_entry_points(&e);
        spvrt_mem_facts_free(v, &e.f);
    }
    spvrt_idmap_free(&e.flags);
    spvrt_idmap_free(&e.vol);
    spvrt_idmap_free(&e.vol_member);
    spvrt_idmap_free(&e.walked);
    spvrt_interface_free(&e.s);
}
