/* Derivative instructions (SPIR-V 3.52.16): OpDPdx ... OpFwidthCoarse.
 * Their types, and the execution models that may reach them. */
#include "val.h"

static bool is_derivative(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpDPdx:
    case SPVRT_OpDPdy:
    case SPVRT_OpFwidth:
    case SPVRT_OpDPdxFine:
    case SPVRT_OpDPdyFine:
    case SPVRT_OpFwidthFine:
    case SPVRT_OpDPdxCoarse:
    case SPVRT_OpDPdyCoarse:
    case SPVRT_OpFwidthCoarse: return true;
    default: return false;
    }
}

static bool check_derivative(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    char s1[12];
    const char *name = spvrt_grammar_string(spvrt_inst_info(inst)->name);
    /* 3.52.16: "Result Type must be a scalar or vector of floating-point type.  The type of P must be the
     * same as Result Type." */
    if (!spvrt_val_is_scalar_or_vector_of(v, inst->result_type, SPVRT_OpTypeFloat))
        return spvrt_val_report(v, RULE_MEMORY_DERIVATIVE_TYPE, inst,
                                "the result type of %s must be a floating-point scalar or vector", name);
    uint32_t p = spvrt_val_word(v, inst, 3);
    if (spvrt_val_type_of(v, p) != inst->result_type)
        return spvrt_val_report(v, RULE_MEMORY_DERIVATIVE_TYPE, inst, "the operand %%%s does not have the result type",
                                spvrt_val_id_name(v, p, s1));
    /* spirv-val 2023.1: derivatives of 32-bit floats only (the Vulkan rule, checked in every environment) */
    if (spvrt_val_bit_width(v, inst->result_type) != 32)
        return spvrt_val_report(v, RULE_MEMORY_DERIVATIVE_TYPE, inst,
                                "the result type of %s must have 32-bit components", name);
    /* 3.52.16: "This instruction is only valid in the Fragment Execution Model"; SPV_KHR_compute_shader_derivatives
     * adds "any Execution Model that has defined workgroups" (GLCompute, mesh, task) with a derivative group
     * execution mode, SPV_NV_compute_shader_derivatives GLCompute (memfacts.c: needs_derivative_group) */
    if (!spvrt_mem_derivatives_allowed(v, f, inst))
        return spvrt_val_report(v, RULE_MEMORY_DERIVATIVE_MODEL, inst,
                                "%s is reached from an entry point that is not a fragment shader or a compute, mesh "
                                "or task shader with a derivative group execution mode", name);
    return true;
}

bool spvrt_mem_derivatives_allowed(const spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    uint32_t allowed = spvrt_mem_model_bit(SPVRT_ExecutionModel_Fragment) |
                       spvrt_mem_model_bit(SPVRT_ExecutionModel_GLCompute) |
                       spvrt_mem_model_bit(SPVRT_ExecutionModel_TaskNV) |
                       spvrt_mem_model_bit(SPVRT_ExecutionModel_MeshNV) |
                       spvrt_mem_model_bit(SPVRT_ExecutionModel_TaskEXT) |
                       spvrt_mem_model_bit(SPVRT_ExecutionModel_MeshEXT);
    return !(spvrt_mem_models_of(v, f, inst) & (~allowed | SPVRT_MEM_COMPUTE_WITHOUT_DERIVATIVES));
}

void spvrt_val_derivatives(spvrt_validator *v, const spvrt_mem_facts *f)
{
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++)
        if (is_derivative(m->insts[i].opcode))
            check_derivative(v, f, &m->insts[i]);
}
