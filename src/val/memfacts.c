/* Module facts the memory-family passes share: the addressing and memory
 * model (SPIR-V 3.52.5 OpMemoryModel), the declared capabilities with their
 * implicit declarations (SPIR-V 2.1), the ids decorated with a few
 * decorations, and which execution models reach each function through the
 * static call graph (SPIR-V 2.2.1 "static function call graph"), for rules
 * that depend on the execution model. */
#include <string.h>

#include "val.h"

#define CAPABILITY_WORDS (sizeof(((spvrt_mem_facts *)0)->capabilities) / sizeof(uint32_t))

bool spvrt_mem_has_capability(const spvrt_mem_facts *f, uint32_t capability)
{
    return capability < CAPABILITY_WORDS * 32 && (f->capabilities[capability / 32] >> (capability % 32)) & 1;
}

static void add_capability(spvrt_mem_facts *f, uint32_t capability)
{
    if (capability >= CAPABILITY_WORDS * 32 || spvrt_mem_has_capability(f, capability))
        return;
    f->capabilities[capability / 32] |= 1u << (capability % 32);
    /* a capability implicitly declares the ones its grammar entry lists (bounded by the grammar's depth) */
    const spvrt_enumerant_info *e = spvrt_grammar_enumerant(SPVRT_KIND_Capability, capability);
    for (uint32_t k = 0; e && k < e->capability_count; k++)
        add_capability(f, spvrt_grammar_capability_lists[e->capability_first + k]);
}

/* The bit of an execution model in a model mask (0 for models we do not track). */
uint32_t spvrt_mem_model_bit(uint32_t model)
{
    if (model <= SPVRT_ExecutionModel_Kernel)
        return 1u << model;
    switch (model) {
    case SPVRT_ExecutionModel_TaskNV: return 1u << 7;
    case SPVRT_ExecutionModel_MeshNV: return 1u << 8;
    case SPVRT_ExecutionModel_RayGenerationKHR: return 1u << 9;
    case SPVRT_ExecutionModel_IntersectionKHR: return 1u << 10;
    case SPVRT_ExecutionModel_AnyHitKHR: return 1u << 11;
    case SPVRT_ExecutionModel_ClosestHitKHR: return 1u << 12;
    case SPVRT_ExecutionModel_MissKHR: return 1u << 13;
    case SPVRT_ExecutionModel_CallableKHR: return 1u << 14;
    case SPVRT_ExecutionModel_TaskEXT: return 1u << 15;
    case SPVRT_ExecutionModel_MeshEXT: return 1u << 16;
    default: return 1u << 29; /* any other model */
    }
}

/* Whether the module declares the SPIR-V extension name (OpExtension comes before OpMemoryModel, SPIR-V 2.4). */
static bool declares_extension(const spvrt_validator *v, const char *name)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpMemoryModel; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        size_t length;
        const char *s = inst->opcode == SPVRT_OpExtension && inst->operand_count >= 1
                            ? spvrt_operand_string(m, inst, &spvrt_inst_operands(m, inst)[0], &length)
                            : NULL;
        if (s && strcmp(s, name) == 0)
            return true;
    }
    return false;
}

/* Whether an entry point of this model needs a derivative group execution mode for derivatives and implicit
 * level of detail.  The execution models "that have defined workgroups" (SPV_KHR_compute_shader_derivatives:
 * GLCompute, the mesh and task models) use derivatives only with DerivativeGroupQuadsKHR or
 * DerivativeGroupLinearKHR ("For these instructions to be used, one of the derivative group modes must be
 * specified"); SPV_NV_compute_shader_derivatives, the older GLCompute-only extension, allows a GLCompute entry
 * point without one ("If neither derivative group mode was specified, the derivatives return zero"). */
static bool needs_derivative_group(uint32_t model, bool nv_without_khr)
{
    switch (model) {
    case SPVRT_ExecutionModel_GLCompute: return !nv_without_khr;
    case SPVRT_ExecutionModel_TaskNV:
    case SPVRT_ExecutionModel_MeshNV:
    case SPVRT_ExecutionModel_TaskEXT:
    case SPVRT_ExecutionModel_MeshEXT: return true;
    default: return false;
    }
}

/* Which execution models reach each function: entry points seed their
 * function, calls propagate.  A function's mask only gains bits (at most
 * 32), so each function is revisited at most 32 times: linear. */
static bool compute_reach(spvrt_validator *v, spvrt_mem_facts *f)
{
    const spvrt_module *m = v->m;
    uint32_t n = m->function_count;
    if (n == 0)
        return true;
    f->function_models = spvrt_alloc_zero(v->ctx, n, sizeof(uint32_t));
    /* calls: for each function, the range of its OpFunctionCall targets (function indices) */
    uint32_t *call_first = spvrt_alloc_zero(v->ctx, (size_t)n + 1, sizeof(uint32_t));
    uint32_t *worklist = spvrt_alloc_zero(v->ctx, n, sizeof(uint32_t));
    uint32_t *callees = NULL;
    uint32_t callee_count = 0, callee_capacity = 0;
    spvrt_idmap index_of;
    bool ok = f->function_models && call_first && worklist &&
              spvrt_idmap_init_growable(&index_of, v->ctx, UINT32_MAX);
    if (!ok)
        goto done;
    for (uint32_t i = 0; i < n && ok; i++)
        ok = spvrt_idmap_set(&index_of, m->insts[m->functions[i]].result, i);
    for (uint32_t i = 0; i < n && ok; i++) {
        call_first[i] = callee_count;
        uint32_t end = i + 1 < n ? m->functions[i + 1] : m->inst_count;
        for (uint32_t k = m->functions[i] + 1; k < end && ok; k++) {
            const spvrt_instruction *inst = &m->insts[k];
            if (inst->opcode == SPVRT_OpFunctionEnd)
                break;
            if (inst->opcode != SPVRT_OpFunctionCall)
                continue;
            uint32_t callee = spvrt_idmap_get(&index_of, spvrt_val_word(v, inst, 3));
            if (callee == UINT32_MAX)
                continue;
            ok = spvrt_grow(v->ctx, (void **)&callees, &callee_capacity, callee_count + 1, sizeof *callees);
            if (ok)
                callees[callee_count++] = callee;
        }
    }
    call_first[n] = callee_count;
    uint32_t top = 0;
    bool *queued = ok ? spvrt_alloc_zero(v->ctx, n, sizeof(bool)) : NULL;
    ok = ok && queued;
    /* entry-point functions with a derivative group execution mode (SPV_NV/KHR_compute_shader_derivatives; the
     * KHR modes alias the NV ones) */
    bool *derivative_group = ok ? spvrt_alloc_zero(v->ctx, n, sizeof(bool)) : NULL;
    ok = ok && derivative_group;
    for (uint32_t i = 0; ok && i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if ((inst->opcode != SPVRT_OpExecutionMode && inst->opcode != SPVRT_OpExecutionModeId) ||
            (spvrt_val_word(v, inst, 2) != SPVRT_ExecutionMode_DerivativeGroupQuadsNV &&
             spvrt_val_word(v, inst, 2) != SPVRT_ExecutionMode_DerivativeGroupLinearNV))
            continue;
        uint32_t fn = spvrt_idmap_get(&index_of, spvrt_val_word(v, inst, 1));
        if (fn != UINT32_MAX)
            derivative_group[fn] = true;
    }
    bool nv_without_khr = declares_extension(v, "SPV_NV_compute_shader_derivatives") &&
                          !declares_extension(v, "SPV_KHR_compute_shader_derivatives");
    for (uint32_t e = 0; ok && e < m->entry_point_count; e++) {
        const spvrt_instruction *ep = &m->insts[m->entry_points[e]];
        uint32_t fn = spvrt_idmap_get(&index_of, spvrt_val_word(v, ep, 2));
        if (fn == UINT32_MAX)
            continue;
        uint32_t model = spvrt_val_word(v, ep, 1);
        f->function_models[fn] |= spvrt_mem_model_bit(model);
        if (needs_derivative_group(model, nv_without_khr) && !derivative_group[fn])
            f->function_models[fn] |= SPVRT_MEM_COMPUTE_WITHOUT_DERIVATIVES;
        if (!queued[fn]) {
            queued[fn] = true;
            worklist[top++] = fn;
        }
    }
    while (ok && top) {
        uint32_t fn = worklist[--top];
        queued[fn] = false;
        for (uint32_t c = call_first[fn]; c < call_first[fn + 1]; c++) {
            uint32_t callee = callees[c];
            uint32_t grown = f->function_models[callee] | f->function_models[fn];
            if (grown == f->function_models[callee])
                continue;
            f->function_models[callee] = grown;
            if (!queued[callee]) {
                queued[callee] = true;
                worklist[top++] = callee;
            }
        }
    }
    spvrt_free(v->ctx, queued);
    spvrt_free(v->ctx, derivative_group);
    spvrt_idmap_free(&index_of);
done:
    spvrt_free(v->ctx, call_first);
    spvrt_free(v->ctx, worklist);
    spvrt_free(v->ctx, callees);
    if (!ok) {
        spvrt_free(v->ctx, f->function_models);
        f->function_models = NULL;
    }
    return ok;
}

bool spvrt_mem_facts_build(spvrt_validator *v, spvrt_mem_facts *f)
{
    const spvrt_module *m = v->m;
    memset(f, 0, sizeof *f);
    bool ok = spvrt_idmap_init_growable(&f->decorated, v->ctx, 0);
    if (!ok)
        return false;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpCapability) {
            add_capability(f, spvrt_val_word(v, inst, 1));
        } else if (inst->opcode == SPVRT_OpMemoryModel) {
            f->addressing_model = spvrt_val_word(v, inst, 1);
            f->memory_model = spvrt_val_word(v, inst, 2);
        } else if (inst->opcode == SPVRT_OpFunction) {
            break;
        }
    }
    for (uint32_t d = 0; d < m->decoration_count && ok; d++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[d]];
        /* member decorations count for the structure (as spirv-val's id_decorations) */
        bool member = inst->opcode == SPVRT_OpMemberDecorate;
        if ((inst->opcode != SPVRT_OpDecorate && !member) || inst->word_count < (member ? 4 : 3))
            continue;
        uint32_t id = spvrt_val_word(v, inst, 1), bit = 0;
        switch (spvrt_val_word(v, inst, member ? 3 : 2)) {
        case SPVRT_Decoration_ArrayStride: bit = SPVRT_MEM_DECORATED_ARRAY_STRIDE; break;
        case SPVRT_Decoration_BuiltIn: bit = SPVRT_MEM_DECORATED_BUILTIN; break;
        case SPVRT_Decoration_Block: bit = SPVRT_MEM_DECORATED_BLOCK; break;
        default: continue;
        }
        ok = spvrt_idmap_set(&f->decorated, id, spvrt_idmap_get(&f->decorated, id) | bit);
    }
    if (ok)
        ok = compute_reach(v, f);
    if (!ok)
        spvrt_mem_facts_free(v, f);
    return ok;
}

void spvrt_mem_facts_free(spvrt_validator *v, spvrt_mem_facts *f)
{
    spvrt_idmap_free(&f->decorated);
    spvrt_free(v->ctx, f->function_models);
    f->function_models = NULL;
}

bool spvrt_mem_decorated(const spvrt_mem_facts *f, uint32_t id, uint32_t decoration_bit)
{
    return (spvrt_idmap_get(&f->decorated, id) & decoration_bit) != 0;
}

uint32_t spvrt_mem_function_index(const spvrt_validator *v, uint32_t inst_index)
{
    /* functions[] is in module order: binary search for the last OpFunction at or before inst_index */
    const spvrt_module *m = v->m;
    uint32_t lo = 0, hi = m->function_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (m->functions[mid] <= inst_index)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo == 0 ? UINT32_MAX : lo - 1;
}

uint32_t spvrt_mem_models_of(const spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    if (!f->function_models)
        return 0;
    uint32_t fn = spvrt_mem_function_index(v, (uint32_t)(inst - v->m->insts));
    return fn == UINT32_MAX ? 0 : f->function_models[fn];
}
