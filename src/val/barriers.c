/* Scopes and memory semantics (SPIR-V 3.27 Scope <id>, 3.25 Memory
 * Semantics <id>, 2.18 memory model) and the barrier instructions (3.52.20
 * OpControlBarrier, OpMemoryBarrier), with the Vulkan environment rules on
 * them.  The scope and semantics checks are shared with the atomics and
 * with the MakePointerAvailable/Visible memory operands. */
#include "val.h"

/* A 32-bit integer operand as spirv-val evaluates it (EvalInt32IfConst): whether it is a 32-bit integer
 * scalar, whether it is a (non-specialization) constant, and its value (OpConstantNull: 0). */
typedef struct int32_operand {
    bool is_int32, is_constant;
    uint32_t value;
    uint16_t opcode;
} int32_operand;

static int32_operand eval_int32(const spvrt_validator *v, uint32_t id)
{
    int32_operand r = {0};
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    if (!def)
        return r;
    r.opcode = def->opcode;
    const spvrt_instruction *t = spvrt_val_type(v, def->result_type);
    if (!t || t->opcode != SPVRT_OpTypeInt || spvrt_val_word(v, t, 2) != 32)
        return r;
    r.is_int32 = true;
    if (def->opcode == SPVRT_OpConstantNull) {
        r.is_constant = true;
    } else if (def->opcode == SPVRT_OpConstant && def->word_count >= 4) {
        r.is_constant = true;
        r.value = spvrt_val_word(v, def, 3);
    }
    return r;
}

static const char *opname(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
}

#define MODELS(a) spvrt_mem_model_bit(SPVRT_ExecutionModel_##a)

/* Report rule when an execution model in `forbidden` reaches the function holding inst. */
static bool check_models(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                         spvrt_rule rule, uint32_t allowed, const char *what)
{
    uint32_t reaching = spvrt_mem_models_of(v, f, inst) & ~SPVRT_MEM_COMPUTE_WITHOUT_DERIVATIVES;
    if (reaching & ~allowed)
        return spvrt_val_report(v, rule, inst, "%s", what);
    return true;
}

/* 3.27 Scope <id>: a 32-bit integer scalar; with the Shader capability an OpConstant (spirv-val; with the
 * cooperative matrix capabilities a specialization constant too); one of the Scope values. */
static bool check_scope(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                        uint32_t scope_id, int32_operand *s)
{
    char s1[12];
    *s = eval_int32(v, scope_id);
    if (!s->is_int32)
        return spvrt_val_report(v, RULE_MEMORY_SCOPE, inst, "the scope %%%s is not a 32-bit integer",
                                spvrt_val_id_name(v, scope_id, s1));
    if (!s->is_constant && spvrt_mem_has_capability(f, SPVRT_Capability_Shader)) {
        bool cooperative = spvrt_mem_has_capability(f, SPVRT_Capability_CooperativeMatrixNV);
        if (!cooperative)
            return spvrt_val_report(v, RULE_MEMORY_SCOPE, inst,
                                    "the scope %%%s must be an OpConstant when the Shader capability is declared",
                                    spvrt_val_id_name(v, scope_id, s1));
        if (!spvrt_val_is_constant_opcode(s->opcode))
            return spvrt_val_report(v, RULE_MEMORY_SCOPE, inst, "the scope %%%s must be a constant",
                                    spvrt_val_id_name(v, scope_id, s1));
    }
    if (s->is_constant && s->value > SPVRT_Scope_ShaderCallKHR)
        return spvrt_val_report(v, RULE_MEMORY_SCOPE, inst, "%u is not a scope value", s->value);
    return true;
}

bool spvrt_mem_check_execution_scope(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                                     uint32_t scope_id)
{
    int32_operand s;
    if (!check_scope(v, f, inst, scope_id, &s))
        return false;
    if (!s.is_constant)
        return true;
    bool non_uniform = (inst->opcode >= SPVRT_OpGroupNonUniformElect &&
                        inst->opcode <= SPVRT_OpGroupNonUniformQuadSwap) ||
                       inst->opcode == SPVRT_OpGroupNonUniformRotateKHR;
    if (spvrt_val_vulkan(v)) {
        /* VUID-StandaloneSpirv-None-04642: non-uniform group operations use Subgroup scope (Vulkan 1.1+) */
        if (v->options.api_version != SPVRT_VERSION_WORD(1, 0) && non_uniform && s.value != SPVRT_Scope_Subgroup)
            return spvrt_val_report(v, RULE_ENV_017, inst,
                                    "in Vulkan the execution scope of %s must be Subgroup", opname(inst));
        /* VUID-StandaloneSpirv-OpControlBarrier-04682 */
        if (inst->opcode == SPVRT_OpControlBarrier && s.value != SPVRT_Scope_Subgroup &&
            !check_models(v, f, inst, RULE_ENV_057,
                          ~(MODELS(Fragment) | MODELS(Vertex) | MODELS(Geometry) | MODELS(TessellationEvaluation) |
                            MODELS(RayGenerationKHR) | MODELS(IntersectionKHR) | MODELS(AnyHitKHR) |
                            MODELS(ClosestHitKHR) | MODELS(MissKHR)),
                          "in Vulkan, OpControlBarrier in a fragment, vertex, geometry, tessellation evaluation or "
                          "ray tracing (but callable) shader must use the Subgroup execution scope"))
            return false;
        /* VUID-StandaloneSpirv-None-04637 */
        if (s.value == SPVRT_Scope_Workgroup &&
            !check_models(v, f, inst, RULE_ENV_012,
                          MODELS(TaskNV) | MODELS(MeshNV) | MODELS(TaskEXT) | MODELS(MeshEXT) |
                              MODELS(TessellationControl) | MODELS(GLCompute),
                          "in Vulkan the Workgroup execution scope is only for task, mesh, tessellation control "
                          "and compute shaders"))
            return false;
        /* VUID-StandaloneSpirv-None-04636 */
        if (s.value != SPVRT_Scope_Workgroup && s.value != SPVRT_Scope_Subgroup)
            return spvrt_val_report(v, RULE_ENV_011, inst,
                                    "in Vulkan the execution scope must be Workgroup or Subgroup");
    }
    /* 3.52.21 (non-uniform instructions): "Execution is a Scope <id>.  It must be either Workgroup or
     * Subgroup." */
    if (non_uniform && s.value != SPVRT_Scope_Subgroup && s.value != SPVRT_Scope_Workgroup)
        return spvrt_val_report(v, RULE_MEMORY_SCOPE, inst,
                                "the execution scope of %s must be Subgroup or Workgroup", opname(inst));
    return true;
}

bool spvrt_mem_check_memory_scope(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                                  uint32_t scope_id)
{
    int32_operand s;
    if (!check_scope(v, f, inst, scope_id, &s))
        return false;
    if (!s.is_constant)
        return true;
    bool vulkan_model = spvrt_mem_has_capability(f, SPVRT_Capability_VulkanMemoryModel);
    /* 3.27 QueueFamily: "only valid with the Vulkan memory model" (spirv-val: the VulkanMemoryModel
     * capability) */
    if (s.value == SPVRT_Scope_QueueFamily)
        return vulkan_model ? true
                            : spvrt_val_report(v, RULE_MEMORY_SCOPE, inst,
                                               "the QueueFamily memory scope requires the VulkanMemoryModel "
                                               "capability");
    /* SPV_KHR_vulkan_memory_model: Device scope with the Vulkan memory model needs
     * VulkanMemoryModelDeviceScope */
    if (s.value == SPVRT_Scope_Device && vulkan_model &&
        !spvrt_mem_has_capability(f, SPVRT_Capability_VulkanMemoryModelDeviceScope))
        return spvrt_val_report(v, RULE_MEMORY_SCOPE, inst,
                                "the Device memory scope with the Vulkan memory model requires the "
                                "VulkanMemoryModelDeviceScope capability");
    if (!spvrt_val_vulkan(v))
        return true;
    /* VUID-StandaloneSpirv-None-04638 */
    if (s.value != SPVRT_Scope_Device && s.value != SPVRT_Scope_Workgroup && s.value != SPVRT_Scope_Subgroup &&
        s.value != SPVRT_Scope_Invocation && s.value != SPVRT_Scope_ShaderCallKHR)
        return spvrt_val_report(v, RULE_ENV_013, inst,
                                "in Vulkan the memory scope must be Device, QueueFamily, Workgroup, ShaderCallKHR, "
                                "Subgroup or Invocation");
    /* VUID-StandaloneSpirv-SubgroupVoteKHR-06997 */
    if (v->options.api_version == SPVRT_VERSION_WORD(1, 0) && s.value == SPVRT_Scope_Subgroup &&
        !spvrt_mem_has_capability(f, SPVRT_Capability_SubgroupBallotKHR) &&
        !spvrt_mem_has_capability(f, SPVRT_Capability_SubgroupVoteKHR))
        return spvrt_val_report(v, RULE_MEMORY_SCOPE_SUBGROUP_VULKAN10, inst,
                                "in Vulkan 1.0 the Subgroup memory scope requires SubgroupBallotKHR or "
                                "SubgroupVoteKHR");
    /* VUID-StandaloneSpirv-None-04640 */
    if (s.value == SPVRT_Scope_ShaderCallKHR &&
        !check_models(v, f, inst, RULE_ENV_015,
                      MODELS(RayGenerationKHR) | MODELS(IntersectionKHR) | MODELS(AnyHitKHR) |
                          MODELS(ClosestHitKHR) | MODELS(MissKHR) | MODELS(CallableKHR),
                      "in Vulkan the ShaderCallKHR memory scope is only for ray tracing shaders"))
        return false;
    /* VUID-StandaloneSpirv-None-04639 (spirv-val 2023.1 does not yet allow tessellation control) */
    if (s.value == SPVRT_Scope_Workgroup &&
        !check_models(v, f, inst, RULE_ENV_014,
                      MODELS(GLCompute) | MODELS(TaskNV) | MODELS(MeshNV) | MODELS(TaskEXT) | MODELS(MeshEXT),
                      "in Vulkan the Workgroup memory scope is only for task, mesh and compute shaders"))
        return false;
    return true;
}

#define ORDER_BITS                                                                                                 \
    (SPVRT_MemorySemantics_Acquire | SPVRT_MemorySemantics_Release | SPVRT_MemorySemantics_AcquireRelease |       \
     SPVRT_MemorySemantics_SequentiallyConsistent)

/* 3.25 Memory Semantics <id>.  scope_id is unused for now (kept for the Invocation-scope rule of newer
 * Vulkan specifications, which spirv-val 2023.1 does not check). */
bool spvrt_mem_check_semantics(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                               uint32_t semantics_id, uint32_t scope_id)
{
    (void)scope_id;
    char s1[12];
    int32_operand s = eval_int32(v, semantics_id);
    if (!s.is_int32)
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst, "the memory semantics %%%s is not a 32-bit integer",
                                spvrt_val_id_name(v, semantics_id, s1));
    if (!s.is_constant)
        return !spvrt_mem_has_capability(f, SPVRT_Capability_Shader) ||
               spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "the memory semantics %%%s must be an OpConstant when the Shader capability is "
                                "declared", spvrt_val_id_name(v, semantics_id, s1));
    uint32_t value = s.value;
    uint32_t order = value & ORDER_BITS;
    /* 3.25: "at most one of the four bits" */
    if (order & (order - 1))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "memory semantics can have at most one of Acquire, Release, AcquireRelease and "
                                "SequentiallyConsistent");
    /* 2.18 / SPV_KHR_vulkan_memory_model: no SequentiallyConsistent with the Vulkan memory model */
    if (f->memory_model == SPVRT_MemoryModel_Vulkan && (value & SPVRT_MemorySemantics_SequentiallyConsistent))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "SequentiallyConsistent cannot be used with the Vulkan memory model");
    bool vulkan_model = spvrt_mem_has_capability(f, SPVRT_Capability_VulkanMemoryModel);
    /* 3.25 MakeAvailable, MakeVisible, OutputMemory: Capability VulkanMemoryModel */
    if ((value & (SPVRT_MemorySemantics_MakeAvailable | SPVRT_MemorySemantics_MakeVisible |
                  SPVRT_MemorySemantics_OutputMemory)) &&
        !vulkan_model)
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "MakeAvailable, MakeVisible and OutputMemory semantics require the "
                                "VulkanMemoryModel capability");
    /* 3.25 UniformMemory: Capability Shader */
    if ((value & SPVRT_MemorySemantics_UniformMemory) && !spvrt_mem_has_capability(f, SPVRT_Capability_Shader))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst, "UniformMemory semantics require the Shader "
                                "capability");
    uint32_t storage_bits = SPVRT_MemorySemantics_UniformMemory | SPVRT_MemorySemantics_SubgroupMemory |
                            SPVRT_MemorySemantics_WorkgroupMemory | SPVRT_MemorySemantics_CrossWorkgroupMemory |
                            SPVRT_MemorySemantics_AtomicCounterMemory | SPVRT_MemorySemantics_ImageMemory |
                            SPVRT_MemorySemantics_OutputMemory;
    /* 3.25 MakeAvailable / MakeVisible: applied to the storage classes named */
    if ((value & (SPVRT_MemorySemantics_MakeAvailable | SPVRT_MemorySemantics_MakeVisible)) &&
        !(value & storage_bits))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "MakeAvailable and MakeVisible semantics must include a storage class");
    /* 3.25 MakeVisible: "Requires Acquire or AcquireRelease"; MakeAvailable: "Release or AcquireRelease" */
    if ((value & SPVRT_MemorySemantics_MakeVisible) &&
        !(value & (SPVRT_MemorySemantics_Acquire | SPVRT_MemorySemantics_AcquireRelease)))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "MakeVisible semantics require Acquire or AcquireRelease");
    if ((value & SPVRT_MemorySemantics_MakeAvailable) &&
        !(value & (SPVRT_MemorySemantics_Release | SPVRT_MemorySemantics_AcquireRelease)))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "MakeAvailable semantics require Release or AcquireRelease");
    if (spvrt_val_vulkan(v) && inst->opcode == SPVRT_OpMemoryBarrier) {
        /* VUID-StandaloneSpirv-MemorySemantics-10869/10870 (2023.1: OpMemoryBarrier-04732/04733) */
        if (!order)
            return spvrt_val_report(v, RULE_ENV_024, inst,
                                    "in Vulkan OpMemoryBarrier semantics must include Acquire, Release, "
                                    "AcquireRelease or SequentiallyConsistent");
        if (!(value & (SPVRT_MemorySemantics_UniformMemory | SPVRT_MemorySemantics_WorkgroupMemory |
                       SPVRT_MemorySemantics_ImageMemory | SPVRT_MemorySemantics_OutputMemory)))
            return spvrt_val_report(v, RULE_ENV_024, inst,
                                    "in Vulkan OpMemoryBarrier semantics must include a Vulkan storage class "
                                    "(UniformMemory, WorkgroupMemory, ImageMemory or OutputMemory)");
    }
    /* 3.52.18 OpAtomicFlagClear: "Memory Semantics must not be Acquire or AcquireRelease" */
    if (inst->opcode == SPVRT_OpAtomicFlagClear &&
        (value & (SPVRT_MemorySemantics_Acquire | SPVRT_MemorySemantics_AcquireRelease)))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "OpAtomicFlagClear semantics cannot be Acquire or AcquireRelease");
    /* 3.52.18 OpAtomicCompareExchange: "Unequal ... must not be set to Release or AcquireRelease" */
    if ((inst->opcode == SPVRT_OpAtomicCompareExchange || inst->opcode == SPVRT_OpAtomicCompareExchangeWeak) &&
        semantics_id == spvrt_val_word(v, inst, 6) && inst->opcode == SPVRT_OpAtomicCompareExchange &&
        (value & (SPVRT_MemorySemantics_Release | SPVRT_MemorySemantics_AcquireRelease)))
        return spvrt_val_report(v, RULE_MEMORY_SEMANTICS, inst,
                                "the Unequal semantics of OpAtomicCompareExchange cannot be Release or "
                                "AcquireRelease");
    if (spvrt_val_vulkan(v)) {
        /* VUID-StandaloneSpirv-MemorySemantics-10867/10868 (Vulkan appendix A: no Release on OpAtomicLoad, no
         * Acquire on OpAtomicStore, no AcquireRelease on either; spirv-val also rejects SequentiallyConsistent) */
        if (inst->opcode == SPVRT_OpAtomicLoad) {
            if (value & SPVRT_MemorySemantics_AcquireRelease)
                return spvrt_val_report(v, RULE_ENV_023, inst,
                                        "in Vulkan OpAtomicLoad cannot use AcquireRelease semantics");
            if (value & (SPVRT_MemorySemantics_Release | SPVRT_MemorySemantics_SequentiallyConsistent))
                return spvrt_val_report(v, RULE_ENV_022, inst,
                                        "in Vulkan OpAtomicLoad cannot use Release (or SequentiallyConsistent) "
                                        "semantics");
        }
        if (inst->opcode == SPVRT_OpAtomicStore) {
            if (value & SPVRT_MemorySemantics_AcquireRelease)
                return spvrt_val_report(v, RULE_ENV_023, inst,
                                        "in Vulkan OpAtomicStore cannot use AcquireRelease semantics");
            if (value & (SPVRT_MemorySemantics_Acquire | SPVRT_MemorySemantics_SequentiallyConsistent))
                return spvrt_val_report(v, RULE_ENV_021, inst,
                                        "in Vulkan OpAtomicStore cannot use Acquire (or SequentiallyConsistent) "
                                        "semantics");
        }
    }
    return true;
}

static bool check_barrier(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    if (inst->opcode == SPVRT_OpControlBarrier) {
        /* 3.52.20 OpControlBarrier: before SPIR-V 1.3 only for tessellation control, compute and kernels
         * (and the NV task and mesh models), as spirv-val checks */
        if (v->m->header.version < SPVRT_VERSION_WORD(1, 3) &&
            !check_models(v, f, inst, RULE_MEMORY_CONTROL_BARRIER_MODEL,
                          MODELS(TessellationControl) | MODELS(GLCompute) | MODELS(Kernel) | MODELS(TaskNV) |
                              MODELS(MeshNV),
                          "before SPIR-V 1.3, OpControlBarrier is only for tessellation control, compute, kernel, "
                          "task and mesh shaders"))
            return false;
        return spvrt_mem_check_execution_scope(v, f, inst, spvrt_val_word(v, inst, 1)) &&
               spvrt_mem_check_memory_scope(v, f, inst, spvrt_val_word(v, inst, 2)) &&
               spvrt_mem_check_semantics(v, f, inst, spvrt_val_word(v, inst, 3), spvrt_val_word(v, inst, 2));
    }
    /* 3.52.20 OpMemoryBarrier */
    return spvrt_mem_check_memory_scope(v, f, inst, spvrt_val_word(v, inst, 1)) &&
           spvrt_mem_check_semantics(v, f, inst, spvrt_val_word(v, inst, 2), spvrt_val_word(v, inst, 1));
}

void spvrt_val_barriers(spvrt_validator *v, const spvrt_mem_facts *f)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpControlBarrier || inst->opcode == SPVRT_OpMemoryBarrier)
            check_barrier(v, f, inst);
        else if (((inst->opcode >= SPVRT_OpGroupNonUniformElect && inst->opcode <= SPVRT_OpGroupNonUniformQuadSwap) ||
                  inst->opcode == SPVRT_OpGroupNonUniformRotateKHR) &&
                 inst->word_count > 3)
            spvrt_mem_check_execution_scope(v, f, inst, spvrt_val_word(v, inst, 3));
    }
}
