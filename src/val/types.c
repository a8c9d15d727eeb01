/* Type facts the rule passes share (SPIR-V 2.2.2 "Types, Variables,
 * Constants"; 3.52.6 type-declaration instructions).  Everything is read
 * from the type's declaring instruction on demand: a lookup in the
 * module's id map, no table of its own. */
#include <string.h>

#include "val.h"

const spvrt_instruction *spvrt_val_type(const spvrt_validator *v, uint32_t type_id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, type_id);
    return def && spvrt_inst_info(def)->layout_class == SPVRT_LAYOUT_TYPE ? def : NULL;
}

uint32_t spvrt_val_word(const spvrt_validator *v, const spvrt_instruction *inst, uint32_t k)
{
    return k < inst->word_count ? spvrt_inst_words(v->m, inst)[k] : 0;
}

uint16_t spvrt_val_type_opcode(const spvrt_validator *v, uint32_t type_id)
{
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    return t ? t->opcode : 0;
}

uint32_t spvrt_val_type_of(const spvrt_validator *v, uint32_t value_id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, value_id);
    return def ? def->result_type : 0;
}

uint32_t spvrt_val_scalar_of(const spvrt_validator *v, uint32_t type_id)
{
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    if (!t)
        return 0;
    switch (t->opcode) {
    case SPVRT_OpTypeBool:
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: return type_id;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeVectorIdEXT: {
        /* one level only: a hostile vector may name itself as its component */
        uint32_t component = spvrt_val_word(v, t, 2);
        uint16_t opcode = spvrt_val_type_opcode(v, component);
        return opcode == SPVRT_OpTypeBool || opcode == SPVRT_OpTypeInt || opcode == SPVRT_OpTypeFloat ? component : 0;
    }
    default: return 0;
    }
}

uint32_t spvrt_val_component_count(const spvrt_validator *v, uint32_t type_id)
{
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    if (!t)
        return 0;
    switch (t->opcode) {
    case SPVRT_OpTypeBool:
    case SPVRT_OpTypeInt:
    case SPVRT_OpTypeFloat: return 1;
    case SPVRT_OpTypeVector:
    case SPVRT_OpTypeMatrix: return spvrt_val_word(v, t, 3);
    case SPVRT_OpTypeVectorIdEXT: {
        /* SPV_EXT_long_vector: the Component Count is an <id>; a specialization constant's value is not
         * known here (0, as spirv-val's GetDimension) */
        uint64_t count;
        return spvrt_val_constant_u64(v, spvrt_val_word(v, t, 3), &count) && count <= UINT32_MAX ? (uint32_t)count
                                                                                                  : 0;
    }
    default: return 0;
    }
}

uint32_t spvrt_val_bit_width(const spvrt_validator *v, uint32_t type_id)
{
    const spvrt_instruction *t = spvrt_val_type(v, spvrt_val_scalar_of(v, type_id));
    return t && t->opcode != SPVRT_OpTypeBool ? spvrt_val_word(v, t, 2) : 0;
}

bool spvrt_val_is_scalar_or_vector_of(const spvrt_validator *v, uint32_t type_id, uint16_t scalar_opcode)
{
    return spvrt_val_type_opcode(v, spvrt_val_scalar_of(v, type_id)) == scalar_opcode;
}

bool spvrt_val_is_signed_int(const spvrt_validator *v, uint32_t type_id)
{
    const spvrt_instruction *t = spvrt_val_type(v, spvrt_val_scalar_of(v, type_id));
    return t && t->opcode == SPVRT_OpTypeInt && spvrt_val_word(v, t, 3) == 1;
}

uint32_t spvrt_val_pointee(const spvrt_validator *v, uint32_t pointer_type_id, uint32_t *storage_class)
{
    const spvrt_instruction *t = spvrt_val_type(v, pointer_type_id);
    if (!t || t->opcode != SPVRT_OpTypePointer)
        return 0;
    if (storage_class)
        *storage_class = spvrt_val_word(v, t, 2);
    return spvrt_val_word(v, t, 3);
}

bool spvrt_val_is_constant_opcode(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpConstantTrue:
    case SPVRT_OpConstantFalse:
    case SPVRT_OpConstant:
    case SPVRT_OpConstantComposite:
    case SPVRT_OpConstantSampler:
    case SPVRT_OpConstantNull:
    case SPVRT_OpSpecConstantTrue:
    case SPVRT_OpSpecConstantFalse:
    case SPVRT_OpSpecConstant:
    case SPVRT_OpSpecConstantComposite:
    case SPVRT_OpSpecConstantOp: return true;
    default: return false;
    }
}

bool spvrt_val_constant_u64(const spvrt_validator *v, uint32_t id, uint64_t *value)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    if (!def || def->opcode != SPVRT_OpConstant)
        return false;
    const spvrt_instruction *t = spvrt_val_type(v, def->result_type);
    if (!t || t->opcode != SPVRT_OpTypeInt)
        return false;
    uint64_t low = spvrt_val_word(v, def, 3);
    uint32_t width = spvrt_val_word(v, t, 2);
    if (width > 32 && def->word_count >= 5)
        low |= (uint64_t)spvrt_val_word(v, def, 4) << 32;
    else if (width < 32 && width > 0)
        low &= (1ull << width) - 1;
    *value = low;
    return true;
}

bool spvrt_val_next_id_operand(const spvrt_module *m, const spvrt_instruction *inst, bool with_result_type,
                               uint32_t *k, uint32_t *id)
{
    const spvrt_operand *ops = spvrt_inst_operands(m, inst);
    for (; *k < inst->operand_count; (*k)++) {
        spvrt_operand_kind kind = (spvrt_operand_kind)ops[*k].kind;
        if (kind == SPVRT_KIND_IdResult || (kind == SPVRT_KIND_IdResultType && !with_result_type) ||
            spvrt_grammar_kind_category(kind) != SPVRT_CATEGORY_ID)
            continue;
        *id = spvrt_inst_words(m, inst)[ops[*k].offset];
        (*k)++;
        return true;
    }
    return false;
}

const char *spvrt_val_enumerant_name(spvrt_operand_kind kind, uint32_t value)
{
    /* of aliases (ClosestHitNV, ClosestHitKHR), messages name the KHR one: the name the seed documents and
     * the Vulkan specification use (the disassembler keeps the grammar's first, as spirv-dis does) */
    const spvrt_enumerant_info *first = spvrt_grammar_enumerant(kind, value);
    if (!first)
        return "?";
    const spvrt_kind_info *k = &spvrt_grammar_kinds[kind];
    const spvrt_enumerant_info *end = spvrt_grammar_enumerants + k->enumerant_first + k->enumerant_count;
    for (const spvrt_enumerant_info *e = first; e < end && e->value == value; e++) {
        const char *name = spvrt_grammar_string(e->name);
        size_t length = strlen(name);
        if (length > 3 && strcmp(name + length - 3, "KHR") == 0)
            return name;
    }
    return spvrt_grammar_string(first->name);
}

bool spvrt_val_is_opaque_type(const spvrt_validator *v, uint32_t type_id)
{
    /* SPIR-V 2.2.2 "Opaque Type" (OpTypeForwardPointer declares no type a member could name), with the types
     * SPV_KHR_ray_query / SPV_KHR_ray_tracing (acceleration structure, ray query), SPV_EXT_shader_invocation_
     * reorder and SPV_NV_shader_invocation_reorder (hit objects) add to that list */
    switch (spvrt_val_type_opcode(v, type_id)) {
    case SPVRT_OpTypeImage:
    case SPVRT_OpTypeSampler:
    case SPVRT_OpTypeSampledImage:
    case SPVRT_OpTypeOpaque:
    case SPVRT_OpTypeEvent:
    case SPVRT_OpTypeDeviceEvent:
    case SPVRT_OpTypeReserveId:
    case SPVRT_OpTypeQueue:
    case SPVRT_OpTypePipe:
    case SPVRT_OpTypePipeStorage:
    case SPVRT_OpTypeNamedBarrier:
    case SPVRT_OpTypeAccelerationStructureKHR:
    case SPVRT_OpTypeRayQueryKHR:
    case SPVRT_OpTypeHitObjectNV:
    case SPVRT_OpTypeHitObjectEXT: return true;
    default: return false;
    }
}
