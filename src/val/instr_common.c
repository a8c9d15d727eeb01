/* Shared facts of the value-instruction passes (instr.h): the capabilities
 * a module declares, with the small-type features spirv-val derives from
 * them (SPIR-V 2.16.1; SPV_KHR_8bit_storage, SPV_KHR_16bit_storage,
 * SPV_AMD_gpu_shader_half_float, SPV_AMD_gpu_shader_int16), and which
 * types contain 8- or 16-bit types. */
#include <string.h>

#include "instr.h"

static void add_capability(vi_features *f, uint32_t capability)
{
    if (capability < 65536)
        f->capability_bits[capability >> 3] |= (uint8_t)(1u << (capability & 7));
}

/* A capability and, transitively, the ones it implicitly declares (the
 * grammar lists them as the enumerant's capabilities).  The chains are a
 * few links long; the depth bound only guards a malformed grammar. */
static void declare_capability(vi_features *f, uint32_t capability, unsigned depth)
{
    if (depth > 16 || vi_has_capability(f, capability))
        return;
    add_capability(f, capability);
    const spvrt_enumerant_info *e = spvrt_grammar_enumerant(SPVRT_KIND_Capability, capability);
    for (uint32_t k = 0; e && k < e->capability_count; k++)
        declare_capability(f, spvrt_grammar_capability_lists[e->capability_first + k], depth + 1);
}

void vi_features_collect(const spvrt_validator *v, vi_features *f)
{
    memset(f, 0, sizeof *f);
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpCapability && inst->word_count >= 2) {
            declare_capability(f, spvrt_val_word(v, inst, 1), 0);
        } else if (inst->opcode == SPVRT_OpExtension && inst->word_count >= 2) {
            const char *name = (const char *)(spvrt_inst_words(m, inst) + 1);
            /* SPV_AMD_gpu_shader_int16 only lets GLSL.std.450 take 16-bit integers (and OpSpecConstantOp
             * OpUConvert): declaring them still takes the Int16 capability */
            if (strcmp(name, "SPV_AMD_gpu_shader_half_float") == 0 ||
                strcmp(name, "SPV_AMD_gpu_shader_half_float_fetch") == 0)
                f->declare_float16 = true;
        } else if (inst->opcode != SPVRT_OpExtInstImport && inst->opcode != SPVRT_OpMemoryModel) {
            break; /* capabilities and extensions come first (SPIR-V 2.4) */
        }
    }
    /* the capabilities that let a module declare small types (as spirv-val's RegisterCapability) */
    static const uint32_t int8_enablers[] = {SPVRT_Capability_Int8, SPVRT_Capability_StorageBuffer8BitAccess,
                                             SPVRT_Capability_UniformAndStorageBuffer8BitAccess,
                                             SPVRT_Capability_StoragePushConstant8,
                                             SPVRT_Capability_WorkgroupMemoryExplicitLayout8BitAccessKHR};
    static const uint32_t both16_enablers[] = {SPVRT_Capability_StorageBuffer16BitAccess,
                                               SPVRT_Capability_UniformAndStorageBuffer16BitAccess,
                                               SPVRT_Capability_StoragePushConstant16,
                                               SPVRT_Capability_StorageInputOutput16,
                                               SPVRT_Capability_WorkgroupMemoryExplicitLayout16BitAccessKHR};
    for (size_t k = 0; k < sizeof int8_enablers / sizeof *int8_enablers; k++)
        f->declare_int8 |= vi_has_capability(f, int8_enablers[k]);
    for (size_t k = 0; k < sizeof both16_enablers / sizeof *both16_enablers; k++)
        if (vi_has_capability(f, both16_enablers[k]))
            f->declare_int16 = f->declare_float16 = true;
    f->declare_int16 |= vi_has_capability(f, SPVRT_Capability_Int16);
    f->declare_float16 |= vi_has_capability(f, SPVRT_Capability_Float16) ||
                          vi_has_capability(f, SPVRT_Capability_Float16Buffer);
    f->variable_pointers = vi_has_capability(f, SPVRT_Capability_VariablePointers) ||
                           vi_has_capability(f, SPVRT_Capability_VariablePointersStorageBuffer);
}

enum { SMALL_INT8 = 1, SMALL_INT16 = 2, SMALL_FLOAT16 = 4 };

/* The small types type t contains, found by walking its operands down to
 * the scalars.  Walked iteratively with a bounded explicit stack: a type
 * graph is a DAG in a valid module, but a hostile one may have cycles, and
 * a budget keeps shared subgraphs from making the walk exponential. */
static unsigned small_types_in(const spvrt_validator *v, uint32_t t)
{
    enum { STACK = 64, BUDGET = 4096 };
    uint32_t stack[STACK];
    unsigned n = 0, found = 0, budget = BUDGET;
    stack[n++] = t;
    while (n && budget--) {
        const spvrt_instruction *type = spvrt_val_type(v, stack[--n]);
        if (!type)
            continue;
        uint32_t width = spvrt_val_word(v, type, 2);
        switch (type->opcode) {
        case SPVRT_OpTypeInt:
            found |= width == 8 ? SMALL_INT8 : width == 16 ? SMALL_INT16 : 0;
            continue;
        case SPVRT_OpTypeFloat:
            found |= width == 16 ? SMALL_FLOAT16 : 0;
            continue;
        case SPVRT_OpTypeVector:
        case SPVRT_OpTypeMatrix:
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray:
        case SPVRT_OpTypeImage:
        case SPVRT_OpTypeSampledImage:
            if (n < STACK)
                stack[n++] = spvrt_val_word(v, type, 2);
            continue;
        case SPVRT_OpTypePointer:
            if (n < STACK)
                stack[n++] = spvrt_val_word(v, type, 3);
            continue;
        case SPVRT_OpTypeStruct:
        case SPVRT_OpTypeFunction:
            for (uint32_t k = 2; k < type->word_count && n < STACK; k++)
                stack[n++] = spvrt_val_word(v, type, k);
            continue;
        default: continue;
        }
    }
    return found;
}

void vi_features_release(const spvrt_validator *v, vi_features *f)
{
    spvrt_free(v->ctx, f->small_types);
    spvrt_free(v->ctx, f->nullable);
    f->small_types = f->nullable = NULL;
}

/* Memoized per type (many constants may share one large type); the table
 * is allocated on first use, and without it every question walks anew. */
bool vi_contains_limited_use_type(const spvrt_validator *v, vi_features *f, uint32_t t)
{
    const spvrt_instruction *type = spvrt_val_type(v, t);
    if (!type)
        return false;
    if (!f->small_types && v->m->inst_count)
        f->small_types = spvrt_alloc_zero(v->ctx, v->m->inst_count, 1);
    uint32_t index = (uint32_t)(type - v->m->insts);
    unsigned found;
    if (f->small_types && f->small_types[index]) {
        found = f->small_types[index] & 0x7F;
    } else {
        found = small_types_in(v, t);
        if (f->small_types)
            f->small_types[index] = (uint8_t)(found | 0x80);
    }
    return ((found & SMALL_INT16) && !vi_has_capability(f, SPVRT_Capability_Int16)) ||
           ((found & SMALL_INT8) && !vi_has_capability(f, SPVRT_Capability_Int8)) ||
           ((found & SMALL_FLOAT16) && !vi_has_capability(f, SPVRT_Capability_Float16));
}

bool vi_fail(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, const char *what)
{
    return spvrt_val_report(v, rule, inst, "%s: %s", vi_opname(inst->opcode), what);
}

bool vi_fail_operand(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, uint32_t k, const char *what)
{
    char scratch[12];
    return spvrt_val_report(v, rule, inst, "%s operand %u (%%%s): %s", vi_opname(inst->opcode), k - 2,
                            spvrt_val_id_name(v, spvrt_val_word(v, inst, k), scratch), what);
}
