/* Decorations (SPIR-V 2.16 "Validation Rules", 3.20 "Decoration", 3.52.5
 * "Annotation Instructions"): the index of every decoration by target that
 * the interface family shares, and the rules about where a decoration may
 * go: a member decoration names a member of a structure type, a decoration
 * group is an OpDecorationGroup, Block/BufferBlock decorate structures,
 * Location decorates variables or members, layout decorations are not
 * repeated and exclusive ones are not combined.  What SPIRV-Tools checks in
 * validate_annotation.cpp and validate_decorations.cpp. */
#include <stdlib.h>
#include <string.h>

#include "interface.h"

/* ---- the index ------------------------------------------------------------------ */

static int compare_deco(const void *a, const void *b)
{
    const spvrt_deco *x = a, *y = b;
    if (x->target != y->target)
        return x->target < y->target ? -1 : 1;
    if (x->member != y->member)
        return x->member < y->member ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static bool is_decorate(uint16_t opcode)
{
    return opcode == SPVRT_OpDecorate || opcode == SPVRT_OpDecorateId || opcode == SPVRT_OpDecorateString;
}

static bool is_member_decorate(uint16_t opcode)
{
    return opcode == SPVRT_OpMemberDecorate || opcode == SPVRT_OpMemberDecorateString;
}

/* The record an OpDecorate* / OpMemberDecorate* instruction makes. */
static spvrt_deco direct_record(const spvrt_validator *v, const spvrt_instruction *inst, uint32_t index)
{
    spvrt_deco d = {0};
    bool member = is_member_decorate(inst->opcode);
    uint32_t first = member ? 4 : 3; /* word of the first decoration operand */
    d.target = spvrt_val_word(v, inst, 1);
    d.member = member ? spvrt_val_word(v, inst, 2) : SPVRT_NO_MEMBER;
    d.decoration = spvrt_val_word(v, inst, first - 1);
    d.has_value = inst->word_count > first;
    d.value = spvrt_val_word(v, inst, first);
    d.inst = index;
    return d;
}

static bool push(spvrt_interface *s, uint32_t *capacity, spvrt_deco d)
{
    if (!spvrt_grow(s->v->ctx, (void **)&s->decos, capacity, s->deco_count + 1, sizeof *s->decos))
        return false;
    d.order = s->deco_count;
    s->decos[s->deco_count++] = d;
    return true;
}

/* Index the decorations: direct ones first (so that groups can be looked
 * up), then all of them again in module order with groups applied. */
static bool build_index(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    uint32_t capacity = 0;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        if ((is_decorate(inst->opcode) || is_member_decorate(inst->opcode)) &&
            !push(s, &capacity, direct_record(v, inst, m->decorations[k])))
            return false;
    }
    if (s->deco_count)
        qsort(s->decos, s->deco_count, sizeof *s->decos, compare_deco);
    spvrt_deco *direct = s->decos;
    uint32_t direct_count = s->deco_count;
    s->decos = NULL;
    s->deco_count = 0;
    capacity = 0;
    if (!spvrt_idmap_init(&s->first, v->ctx, m->header.bound, m->inst_count, UINT32_MAX))
        return false;
    for (uint32_t k = 0; k < direct_count; k++)
        if (k == 0 || direct[k].target != direct[k - 1].target)
            if (!spvrt_idmap_set(&s->first, direct[k].target, k))
                return false;
    /* a hostile module can apply a large group to many targets: bound the work */
    uint64_t budget = (uint64_t)direct_count + 4ull * m->word_count + 4096;
    bool ok = true;
    for (uint32_t k = 0; ok && k < m->decoration_count; k++) {
        uint32_t index = m->decorations[k];
        const spvrt_instruction *inst = &m->insts[index];
        if (is_decorate(inst->opcode) || is_member_decorate(inst->opcode)) {
            ok = push(s, &capacity, direct_record(v, inst, index));
            continue;
        }
        bool member = inst->opcode == SPVRT_OpGroupMemberDecorate;
        uint32_t group = spvrt_val_word(v, inst, 1);
        uint32_t first = spvrt_idmap_get(&s->first, group);
        for (uint32_t w = 2; ok && w + (member ? 1u : 0u) < inst->word_count; w += member ? 2 : 1) {
            for (uint32_t g = first; ok && g < direct_count && direct[g].target == group; g++) {
                if (direct[g].member != SPVRT_NO_MEMBER)
                    continue;
                if (budget == 0) {
                    s->incomplete = true;
                    break;
                }
                budget--;
                spvrt_deco d = direct[g];
                d.target = spvrt_val_word(v, inst, w);
                d.member = member ? spvrt_val_word(v, inst, w + 1) : SPVRT_NO_MEMBER;
                d.inst = index;
                ok = push(s, &capacity, d);
            }
        }
    }
    spvrt_free(v->ctx, direct);
    if (!ok)
        return false;
    if (s->deco_count)
        qsort(s->decos, s->deco_count, sizeof *s->decos, compare_deco);
    spvrt_idmap_free(&s->first);
    if (!spvrt_idmap_init(&s->first, v->ctx, m->header.bound, m->inst_count, UINT32_MAX))
        return false;
    for (uint32_t k = 0; k < s->deco_count; k++)
        if (k == 0 || s->decos[k].target != s->decos[k - 1].target)
            if (!spvrt_idmap_set(&s->first, s->decos[k].target, k))
                return false;
    return true;
}

/* Mark the global variables that functions reachable from an entry point
 * use (SPIRV-Tools' EntryPointReferences: any use inside such a function). */
static bool build_used(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init(&s->used, v->ctx, m->header.bound, m->inst_count, 0))
        return false;
    spvrt_idmap reached; /* function id -> 1 once queued */
    if (!spvrt_idmap_init(&reached, v->ctx, m->header.bound, m->inst_count, 0))
        return false;
    uint32_t *queue = spvrt_alloc(v->ctx, (m->function_count + 1) * sizeof *queue);
    bool ok = queue != NULL;
    uint32_t head = 0, tail = 0;
    for (uint32_t k = 0; ok && k < m->entry_point_count; k++) {
        uint32_t f = spvrt_val_word(v, &m->insts[m->entry_points[k]], 2);
        const spvrt_instruction *def = spvrt_module_def(m, f);
        if (def && def->opcode == SPVRT_OpFunction && !spvrt_idmap_get(&reached, f)) {
            ok = spvrt_idmap_set(&reached, f, 1);
            queue[tail++] = (uint32_t)(def - m->insts);
        }
    }
    while (ok && head < tail) {
        for (uint32_t i = queue[head++] + 1; ok && i < m->inst_count; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpFunctionEnd || inst->opcode == SPVRT_OpFunction)
                break;
            uint32_t id;
            for (uint32_t k = 0; ok && spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
                const spvrt_instruction *def = spvrt_module_def(m, id);
                if (!def)
                    continue;
                if (def->opcode == SPVRT_OpVariable)
                    ok = spvrt_idmap_set(&s->used, id, 1);
                else if (inst->opcode == SPVRT_OpFunctionCall && k - 1 == 2 && def->opcode == SPVRT_OpFunction &&
                         !spvrt_idmap_get(&reached, id) && tail < m->function_count) {
                    ok = spvrt_idmap_set(&reached, id, 1);
                    queue[tail++] = (uint32_t)(def - m->insts);
                }
            }
        }
    }
    spvrt_free(v->ctx, queue);
    spvrt_idmap_free(&reached);
    return ok;
}

bool spvrt_interface_build(spvrt_interface *s, spvrt_validator *v)
{
    memset(s, 0, sizeof *s);
    s->v = v;
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init_growable(&s->capabilities, v->ctx, 0))
        return false;
    s->ready = true; /* the maps can be freed from here on */
    /* declared capabilities and those they implicitly declare (SPIR-V 2.1), a worklist */
    uint32_t queue[512], count = 0;
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode == SPVRT_OpCapability; i++) {
        uint32_t c = spvrt_val_word(v, &m->insts[i], 1);
        if (c != UINT32_MAX && !spvrt_idmap_get(&s->capabilities, c + 1)) {
            if (!spvrt_idmap_set(&s->capabilities, c + 1, 1))
                return false;
            if (count < sizeof queue / sizeof queue[0])
                queue[count++] = c;
        }
    }
    for (uint32_t i = 0; i < count; i++) {
        const spvrt_enumerant_info *e = spvrt_grammar_enumerant(SPVRT_KIND_Capability, queue[i]);
        for (uint32_t k = 0; e && k < e->capability_count; k++) {
            uint32_t implied = spvrt_grammar_capability_lists[e->capability_first + k];
            if (spvrt_idmap_get(&s->capabilities, implied + 1))
                continue;
            if (!spvrt_idmap_set(&s->capabilities, implied + 1, 1))
                return false;
            if (count < sizeof queue / sizeof queue[0])
                queue[count++] = implied;
        }
    }
    return build_index(s) && build_used(s);
}

void spvrt_interface_free(spvrt_interface *s)
{
    if (!s->ready)
        return;
    spvrt_free(s->v->ctx, s->decos);
    spvrt_idmap_free(&s->first);
    spvrt_idmap_free(&s->used);
    spvrt_idmap_free(&s->capabilities);
    s->ready = false;
}

const spvrt_deco *spvrt_interface_decorations(const spvrt_interface *s, uint32_t id, uint32_t *count)
{
    uint32_t first = spvrt_idmap_get(&s->first, id);
    *count = 0;
    if (first >= s->deco_count)
        return NULL;
    uint32_t n = 0;
    while (first + n < s->deco_count && s->decos[first + n].target == id)
        n++;
    *count = n;
    return s->decos + first;
}

bool spvrt_interface_has(const spvrt_interface *s, uint32_t id, uint32_t decoration)
{
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(s, id, &n);
    for (uint32_t k = 0; k < n; k++)
        if (d[k].decoration == decoration)
            return true;
    return false;
}

bool spvrt_interface_capability(const spvrt_interface *s, uint32_t capability)
{
    return capability != UINT32_MAX && spvrt_idmap_get(&s->capabilities, capability + 1) != 0;
}

bool spvrt_interface_used(const spvrt_interface *s, uint32_t variable)
{
    return spvrt_idmap_get(&s->used, variable) != 0;
}

/* ---- rules ---------------------------------------------------------------------- */

/* The family's driver: one index for all its checks. */
void spvrt_val_interface(spvrt_validator *v)
{
    spvrt_interface s;
    if (spvrt_interface_build(&s, v)) {
        spvrt_interface_decoration_rules(&s);
        if (!v->stopped)
            spvrt_interface_block_rules(&s);
        if (!v->stopped)
            spvrt_interface_entry_point_rules(&s);
        if (!v->stopped)
            spvrt_interface_builtin_rules(&s);
    }
    spvrt_interface_free(&s);
}

static const char *decoration_name(uint32_t decoration)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_Decoration, decoration);
}

static const char *storage_class_name(uint32_t sc)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, sc);
}

/* 3.20: decorations that apply only to structure members ... */
static bool member_only(uint32_t d)
{
    return d == SPVRT_Decoration_RowMajor || d == SPVRT_Decoration_ColMajor || d == SPVRT_Decoration_MatrixStride;
}

/* ... and ones that never do (SPIRV-Tools' list) */
static bool never_member(uint32_t d)
{
    switch (d) {
    case SPVRT_Decoration_SpecId:
    case SPVRT_Decoration_Block:
    case SPVRT_Decoration_BufferBlock:
    case SPVRT_Decoration_ArrayStride:
    case SPVRT_Decoration_GLSLShared:
    case SPVRT_Decoration_GLSLPacked:
    case SPVRT_Decoration_CPacked:
    case SPVRT_Decoration_Aliased:
    case SPVRT_Decoration_Constant:
    case SPVRT_Decoration_Uniform:
    case SPVRT_Decoration_UniformId:
    case SPVRT_Decoration_SaturatedConversion:
    case SPVRT_Decoration_Index:
    case SPVRT_Decoration_Binding:
    case SPVRT_Decoration_DescriptorSet:
    case SPVRT_Decoration_FuncParamAttr:
    case SPVRT_Decoration_FPRoundingMode:
    case SPVRT_Decoration_FPFastMathMode:
    case SPVRT_Decoration_LinkageAttributes:
    case SPVRT_Decoration_NoContraction:
    case SPVRT_Decoration_InputAttachmentIndex:
    case SPVRT_Decoration_Alignment:
    case SPVRT_Decoration_MaxByteOffset:
    case SPVRT_Decoration_AlignmentId:
    case SPVRT_Decoration_MaxByteOffsetId:
    case SPVRT_Decoration_NoSignedWrap:
    case SPVRT_Decoration_NoUnsignedWrap:
    case SPVRT_Decoration_NonUniform:
    case SPVRT_Decoration_RestrictPointer:
    case SPVRT_Decoration_AliasedPointer:
    case SPVRT_Decoration_CounterBuffer: return true;
    default: return false;
    }
}

/* What an OpDecorate's target must be (SPIR-V 3.20, each decoration's
 * "applies to"), as SPIRV-Tools' ValidateDecorationTarget checks it.
 * Returns NULL when the target is right, else what it must be. */
static const char *target_requirement(spvrt_interface *s, uint32_t d, const spvrt_instruction *inst,
                                      const spvrt_instruction *target)
{
    spvrt_validator *v = s->v;
    uint16_t op = target->opcode;
    switch (d) {
    case SPVRT_Decoration_SpecId:
        return op == SPVRT_OpSpecConstantTrue || op == SPVRT_OpSpecConstantFalse || op == SPVRT_OpSpecConstant
                   ? NULL
                   : "a scalar specialization constant";
    case SPVRT_Decoration_Block:
    case SPVRT_Decoration_BufferBlock:
    case SPVRT_Decoration_GLSLShared:
    case SPVRT_Decoration_GLSLPacked:
    case SPVRT_Decoration_CPacked: return op == SPVRT_OpTypeStruct ? NULL : "a structure type";
    case SPVRT_Decoration_ArrayStride:
        return op == SPVRT_OpTypeArray || op == SPVRT_OpTypeRuntimeArray || op == SPVRT_OpTypePointer
                   ? NULL
                   : "an array or pointer type";
    case SPVRT_Decoration_BuiltIn:
        if (op != SPVRT_OpVariable && !spvrt_val_is_constant_opcode(op))
            return "a variable, a structure member or a constant";
        if (spvrt_interface_capability(s, SPVRT_Capability_Shader) &&
            spvrt_val_word(v, inst, 3) == SPVRT_BuiltIn_WorkgroupSize)
            return spvrt_val_is_constant_opcode(op) ? NULL : "a constant (for WorkgroupSize)";
        return op == SPVRT_OpVariable ? NULL : "a variable";
    case SPVRT_Decoration_NoPerspective:
    case SPVRT_Decoration_Flat:
    case SPVRT_Decoration_Patch:
    case SPVRT_Decoration_Centroid:
    case SPVRT_Decoration_Sample:
    case SPVRT_Decoration_Restrict:
    case SPVRT_Decoration_Aliased:
    case SPVRT_Decoration_Volatile:
    case SPVRT_Decoration_Coherent:
    case SPVRT_Decoration_NonWritable:
    case SPVRT_Decoration_NonReadable:
    case SPVRT_Decoration_XfbBuffer:
    case SPVRT_Decoration_XfbStride:
    case SPVRT_Decoration_Component:
    case SPVRT_Decoration_Stream:
    case SPVRT_Decoration_RestrictPointer:
    case SPVRT_Decoration_AliasedPointer:
        if (op != SPVRT_OpVariable && op != SPVRT_OpFunctionParameter)
            return "a memory object declaration (a variable or a function parameter)";
        return spvrt_val_type_opcode(v, target->result_type) == SPVRT_OpTypePointer ? NULL
                                                                                     : "of a pointer type";
    case SPVRT_Decoration_Invariant:
    case SPVRT_Decoration_Constant:
    case SPVRT_Decoration_Location:
    case SPVRT_Decoration_Index:
    case SPVRT_Decoration_Binding:
    case SPVRT_Decoration_DescriptorSet:
    case SPVRT_Decoration_InputAttachmentIndex: return op == SPVRT_OpVariable ? NULL : "a variable";
    default: return NULL;
    }
}

/* The storage class and the data type (NULL when unknown) of a memory object declaration. */
static const spvrt_instruction *declared_data(const spvrt_validator *v, const spvrt_instruction *target,
                                              uint32_t *storage_class)
{
    if (target->opcode == SPVRT_OpUntypedVariableKHR) { /* SPV_KHR_untyped_pointers: Data Type is optional */
        *storage_class = spvrt_val_word(v, target, 3);
        return target->word_count > 4 ? spvrt_val_type(v, spvrt_val_word(v, target, 4)) : NULL;
    }
    const spvrt_instruction *pointer = spvrt_val_type(v, target->result_type);
    *storage_class = UINT32_MAX;
    if (!pointer)
        return NULL;
    if (pointer->opcode == SPVRT_OpTypeUntypedPointerKHR) {
        *storage_class = spvrt_val_word(v, pointer, 2);
        return NULL;
    }
    if (pointer->opcode != SPVRT_OpTypePointer)
        return NULL;
    *storage_class = spvrt_val_word(v, pointer, 2);
    return spvrt_val_type(v, spvrt_val_word(v, pointer, 3));
}

/* SPIR-V 3.20, NonWritable and NonReadable: "Can only be used for objects declared as storage images, uniform
 * blocks, or storage buffers" (one level of arraying, as descriptor arrays are), and from SPIR-V 1.4
 * NonWritable also for variables in the Function or Private storage class.  Extensions widen the list:
 * SPV_ARM_tensors (a tensor in UniformConstant), SPV_QCOM_tile_shading (TileAttachmentQCOM), and
 * SPV_AMDX_shader_enqueue, whose SharesInputWithAMDX requires the input payload (NodePayloadAMDX) to be
 * NonWritable (VK_AMDX_shader_enqueue "SPIR-V Changes"; the newest spirv-val rejects that).  A declaration whose data type
 * is unknown (an untyped pointer without one) is not judged. */
static bool check_access_target(spvrt_interface *s, uint32_t d, const spvrt_instruction *inst,
                                const spvrt_instruction *target)
{
    spvrt_validator *v = s->v;
    char a[12];
    uint32_t sc;
    const spvrt_instruction *data = declared_data(v, target, &sc);
    bool non_writable = d == SPVRT_Decoration_NonWritable;
    bool since_1_4 = v->m->header.version >= SPVRT_VERSION_WORD(1, 4);
    if (sc == UINT32_MAX || sc == SPVRT_StorageClass_TileAttachmentQCOM || sc == SPVRT_StorageClass_NodePayloadAMDX)
        return true;
    if (non_writable && since_1_4 && (sc == SPVRT_StorageClass_Function || sc == SPVRT_StorageClass_Private))
        return true;
    if (!data)
        return true;
    if (data->opcode == SPVRT_OpTypeArray || data->opcode == SPVRT_OpTypeRuntimeArray) {
        const spvrt_instruction *element = spvrt_val_type(v, spvrt_val_word(v, data, 2));
        if (!element)
            return true;
        data = element;
    }
    bool ok = false;
    switch (sc) {
    case SPVRT_StorageClass_UniformConstant:
        /* a storage image: Sampled 2, "used without a sampler" (3.32.6 OpTypeImage) */
        ok = (data->opcode == SPVRT_OpTypeImage && spvrt_val_word(v, data, 7) == 2u) ||
             data->opcode == SPVRT_OpTypeTensorARM;
        break;
    case SPVRT_StorageClass_Uniform:
        ok = data->opcode == SPVRT_OpTypeStruct && (spvrt_interface_has(s, data->result, SPVRT_Decoration_Block) ||
                                                    spvrt_interface_has(s, data->result, SPVRT_Decoration_BufferBlock));
        break;
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_PhysicalStorageBuffer:
        ok = data->opcode == SPVRT_OpTypeStruct && spvrt_interface_has(s, data->result, SPVRT_Decoration_Block);
        break;
    default: break;
    }
    if (ok)
        return true;
    return spvrt_val_report(v, RULE_DECORATION_ACCESS_TARGET, inst, "%s decorates %%%s, a %s variable that is not "
                            "a storage image, uniform block or storage buffer%s", decoration_name(d),
                            spvrt_val_id_name(v, target->result, a), storage_class_name(sc),
                            non_writable && since_1_4 ? " (nor in the Function or Private storage class)" : "");
}

/* SPIR-V 2.16.2 (Shader): "Each array type must have an ArrayStride decoration, unless it is an array that
 * contains a structure decorated with Block or BufferBlock, in which case it must not have an ArrayStride
 * decoration" (an array of blocks is an array of descriptors, not memory with a stride). */
static bool check_block_array_stride(spvrt_interface *s, uint32_t d, const spvrt_instruction *inst,
                                     const spvrt_instruction *target)
{
    spvrt_validator *v = s->v;
    char a[12], b[12];
    if (target->opcode != SPVRT_OpTypeArray && target->opcode != SPVRT_OpTypeRuntimeArray)
        return true;
    if (!spvrt_interface_capability(s, SPVRT_Capability_Shader))
        return true;
    const spvrt_instruction *element = spvrt_val_type(v, spvrt_val_word(v, target, 2));
    if (!element || element->opcode != SPVRT_OpTypeStruct)
        return true;
    const char *block = spvrt_interface_has(s, element->result, SPVRT_Decoration_Block)         ? "Block"
                        : spvrt_interface_has(s, element->result, SPVRT_Decoration_BufferBlock) ? "BufferBlock"
                                                                                                 : NULL;
    if (!block)
        return true;
    return spvrt_val_report(v, RULE_BLOCK_ARRAY_STRIDE_FORBIDDEN, inst, "%s decorates %%%s, an array of the %s "
                            "structure %%%s; an array of blocks must not have an array stride", decoration_name(d),
                            spvrt_val_id_name(v, target->result, a), block, spvrt_val_id_name(v, element->result, b));
}

/* Vulkan: the storage classes some decorations need (VUIDs per rule). */
static bool check_vulkan_target(spvrt_interface *s, uint32_t d, const spvrt_instruction *inst,
                                const spvrt_instruction *target)
{
    spvrt_validator *v = s->v;
    char a[12];
    uint32_t sc = SPVRT_StorageClass_Uniform; /* what SPIRV-Tools assumes without a pointer type */
    const spvrt_instruction *type = spvrt_val_type(v, target->result_type);
    if (type && type->opcode == SPVRT_OpTypePointer)
        sc = spvrt_val_word(v, type, 2);
    /* (the name is looked up only for a message: building names costs more than the checks) */
    switch (d) {
    case SPVRT_Decoration_GLSLShared:
    case SPVRT_Decoration_GLSLPacked:
        /* VUID-StandaloneSpirv-GLSLShared-04669 */
        return spvrt_val_report(v, RULE_ENV_GLSL_SHARED, inst, "%s is not allowed in Vulkan",
                                decoration_name(d));
    case SPVRT_Decoration_Location:
    case SPVRT_Decoration_Component:
        /* VUID-StandaloneSpirv-Location-06672; its list names HitObjectAttributeNV, and
         * HitObjectAttributeEXT (SPV_EXT_shader_invocation_reorder 3.7, the same storage class promoted)
         * is allowed alike, as RULES.md "Document defects" extends doc 003's lists with it; and a tile image
         * variable (TileImageEXT) takes Location, not Component (Vulkan "Fragment Tile Image Interface",
         * VUID-StandaloneSpirv-TileImageEXT-08723) */
        if (d == SPVRT_Decoration_Location && sc == SPVRT_StorageClass_TileImageEXT)
            return true;
        if (sc != SPVRT_StorageClass_Input && sc != SPVRT_StorageClass_Output &&
            sc != SPVRT_StorageClass_RayPayloadKHR && sc != SPVRT_StorageClass_IncomingRayPayloadKHR &&
            sc != SPVRT_StorageClass_HitAttributeKHR && sc != SPVRT_StorageClass_CallableDataKHR &&
            sc != SPVRT_StorageClass_IncomingCallableDataKHR && sc != SPVRT_StorageClass_ShaderRecordBufferKHR &&
            sc != SPVRT_StorageClass_HitObjectAttributeNV && sc != SPVRT_StorageClass_HitObjectAttributeEXT)
            return spvrt_val_report(v, RULE_DECORATION_LOCATION_STORAGE, inst, "%s decorates %%%s, which is in the "
                                    "%s storage class (Vulkan allows it on Input, Output and ray-tracing "
                                    "interface variables)", decoration_name(d), spvrt_val_id_name(v, target->result,
                                    a), storage_class_name(sc));
        return true;
    case SPVRT_Decoration_Binding:
    case SPVRT_Decoration_DescriptorSet:
        /* VUID-StandaloneSpirv-DescriptorSet-06491; the newest "Shader Resource and Storage Class
         * Correspondence" table (Vulkan 1.4.360) adds TileAttachmentQCOM images (VK_QCOM_tile_shading) */
        if (sc != SPVRT_StorageClass_StorageBuffer && sc != SPVRT_StorageClass_Uniform &&
            sc != SPVRT_StorageClass_UniformConstant && sc != SPVRT_StorageClass_TileAttachmentQCOM)
            return spvrt_val_report(v, RULE_ENV_DESCRIPTOR_STORAGE, inst, "%s decorates %%%s, which is in the %s "
                                    "storage class, not StorageBuffer, Uniform or UniformConstant",
                                    decoration_name(d), spvrt_val_id_name(v, target->result, a),
                                    storage_class_name(sc));
        return true;
    case SPVRT_Decoration_Flat:
    case SPVRT_Decoration_NoPerspective:
    case SPVRT_Decoration_Centroid:
    case SPVRT_Decoration_Sample:
        /* VUID-StandaloneSpirv-Flat-04670 */
        if (sc != SPVRT_StorageClass_Input && sc != SPVRT_StorageClass_Output)
            return spvrt_val_report(v, RULE_ENV_INTERPOLATION_STORAGE, inst, "%s decorates %%%s, which is in the %s "
                                    "storage class, not Input or Output", decoration_name(d), spvrt_val_id_name(v,
                                    target->result, a),
                                    storage_class_name(sc));
        return true;
    default: return true;
    }
}

/* OpDecorate (SPIRV-Tools' ValidateDecorate) */
static bool check_decorate(spvrt_interface *s, const spvrt_instruction *inst)
{
    spvrt_validator *v = s->v;
    char a[12];
    uint32_t d = spvrt_val_word(v, inst, 2);
    const spvrt_instruction *target = spvrt_module_def(v->m, spvrt_val_word(v, inst, 1));
    if (!target || target->opcode == SPVRT_OpDecorationGroup)
        return true;
    if (spvrt_val_vulkan(v) && (d == SPVRT_Decoration_GLSLShared || d == SPVRT_Decoration_GLSLPacked))
        return check_vulkan_target(s, d, inst, target);
    /* 3.20: RowMajor, ColMajor and MatrixStride apply to structure members only */
    if (member_only(d))
        return spvrt_val_report(v, RULE_DECORATION_TARGET, inst, "%s can only decorate structure members",
                                decoration_name(d));
    const char *must = target_requirement(s, d, inst, target);
    if (must)
        return spvrt_val_report(v, RULE_DECORATION_TARGET, inst, "the target of %s, %%%s, must be %s",
                                decoration_name(d), spvrt_val_id_name(v, target->result, a), must);
    if ((d == SPVRT_Decoration_ArrayStride || d == SPVRT_Decoration_ArrayStrideIdEXT) &&
        !check_block_array_stride(s, d, inst, target))
        return false;
    if ((d == SPVRT_Decoration_NonWritable || d == SPVRT_Decoration_NonReadable) &&
        (target->opcode == SPVRT_OpVariable || target->opcode == SPVRT_OpUntypedVariableKHR ||
         target->opcode == SPVRT_OpFunctionParameter) &&
        !check_access_target(s, d, inst, target))
        return false;
    return !spvrt_val_vulkan(v) || check_vulkan_target(s, d, inst, target);
}

/* OpMemberDecorate (3.52.5): a member of a structure type, in range */
static bool check_member_decorate(spvrt_interface *s, const spvrt_instruction *inst, uint32_t struct_word,
                                  uint32_t member_word, uint32_t decoration)
{
    spvrt_validator *v = s->v;
    char a[12];
    uint32_t id = spvrt_val_word(v, inst, struct_word);
    const spvrt_instruction *st = spvrt_module_def(v->m, id);
    const char *op = spvrt_grammar_string(spvrt_inst_info(inst)->name);
    if (!st || st->opcode != SPVRT_OpTypeStruct)
        return spvrt_val_report(v, RULE_DECORATION_MEMBER, inst, "%s: %%%s is not a structure type", op,
                                spvrt_val_id_name(v, id, a));
    uint32_t member = spvrt_val_word(v, inst, member_word), count = st->word_count - 2u;
    if (member >= count)
        return spvrt_val_report(v, RULE_DECORATION_MEMBER, inst, "%s: member %u of %%%s is out of range (it has %u "
                                "members)", op, member, spvrt_val_id_name(v, id, a), count);
    if (decoration != UINT32_MAX && never_member(decoration))
        return spvrt_val_report(v, RULE_DECORATION_TARGET, inst, "%s cannot decorate structure members",
                                decoration_name(decoration));
    return true;
}

/* OpGroupDecorate / OpGroupMemberDecorate (3.52.5) */
static bool check_group_decorate(spvrt_interface *s, const spvrt_instruction *inst)
{
    spvrt_validator *v = s->v;
    char a[12];
    const char *op = spvrt_grammar_string(spvrt_inst_info(inst)->name);
    uint32_t group = spvrt_val_word(v, inst, 1);
    const spvrt_instruction *g = spvrt_module_def(v->m, group);
    if (!g || g->opcode != SPVRT_OpDecorationGroup)
        return spvrt_val_report(v, RULE_DECORATION_GROUP, inst, "%s: %%%s is not an OpDecorationGroup", op,
                                spvrt_val_id_name(v, group, a));
    if (inst->opcode == SPVRT_OpGroupMemberDecorate) {
        for (uint32_t w = 2; w + 1 < inst->word_count; w += 2)
            if (!check_member_decorate(s, inst, w, w + 1, UINT32_MAX))
                return false;
        return true;
    }
    for (uint32_t w = 2; w < inst->word_count; w++) {
        const spvrt_instruction *t = spvrt_module_def(v->m, spvrt_val_word(v, inst, w));
        if (!t || t->opcode == SPVRT_OpDecorationGroup)
            return spvrt_val_report(v, RULE_DECORATION_GROUP, inst, "%s may not target the decoration group %%%s",
                                    op, spvrt_val_id_name(v, spvrt_val_word(v, inst, w), a));
    }
    return true;
}

/* A decoration that may be applied to one <id> or member more than once: SPIR-V 3.20 says so of
 * FuncParamAttr ("Multiple Function Parameter Attributes can be used"), UserSemantic, and
 * SPV_INTEL_cache_controls' CacheControlLoadINTEL (6442) and CacheControlStoreINTEL (6443), one per
 * cache level. */
static bool may_repeat(uint32_t decoration, bool member)
{
    if (decoration == SPVRT_Decoration_UserSemantic || decoration == 6442u || decoration == 6443u)
        return true;
    return !member && decoration == SPVRT_Decoration_FuncParamAttr;
}

static int compare_by_decoration(const void *a, const void *b)
{
    const spvrt_deco *x = *(const spvrt_deco *const *)a, *y = *(const spvrt_deco *const *)b;
    if (x->decoration != y->decoration)
        return x->decoration < y->decoration ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

/* SPIR-V 2.16.1 (Universal Validation Rules, decorations) and 3.20: a decoration is applied at most once to
 * one <id> or one structure member, unless its description allows more (may_repeat); and exclusive
 * decorations are not combined: Block with BufferBlock, Restrict with Aliased, RestrictPointer with
 * AliasedPointer on one id, RowMajor with ColMajor on one member.  As SPIRV-Tools'
 * CheckDecorationsCompatibility, only OpDecorate and OpMemberDecorate count (OpDecorateId/String and
 * decoration groups do not).  Each (target, member) group is sorted by decoration once: O(n log n). */
static bool check_repeats(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    char a[12];
    const spvrt_deco **group = NULL;
    uint32_t capacity = 0;
    bool ok = true;
    for (uint32_t k = 0; ok && k < s->deco_count;) {
        uint32_t end = k, n = 0;
        while (end < s->deco_count && s->decos[end].target == s->decos[k].target &&
               s->decos[end].member == s->decos[k].member)
            end++;
        for (uint32_t j = k; j < end; j++) {
            uint16_t op = v->m->insts[s->decos[j].inst].opcode;
            if (op != SPVRT_OpDecorate && op != SPVRT_OpMemberDecorate)
                continue;
            if (!spvrt_grow(v->ctx, (void **)&group, &capacity, n + 1, sizeof *group)) {
                ok = false;
                break;
            }
            group[n++] = &s->decos[j];
        }
        const spvrt_deco *d = &s->decos[k];
        bool member = d->member != SPVRT_NO_MEMBER;
        k = end;
        if (n < 2)
            continue;
        qsort(group, n, sizeof *group, compare_by_decoration);
        bool has[6] = {false}; /* Block BufferBlock Restrict Aliased RestrictPointer AliasedPointer */
        bool row = false, col = false;
        const spvrt_instruction *where = &v->m->insts[group[n - 1]->inst];
        for (uint32_t j = 0; ok && j < n; j++) {
            uint32_t dec = group[j]->decoration;
            if (j > 0 && group[j - 1]->decoration == dec && !may_repeat(dec, member)) {
                const spvrt_instruction *second = &v->m->insts[group[j]->inst];
                ok = member ? spvrt_val_report(v, RULE_DECORATION_REPEATED, second, "member %u of %%%s is decorated "
                                               "%s more than once", d->member, spvrt_val_id_name(v, d->target, a),
                                               decoration_name(dec))
                            : spvrt_val_report(v, RULE_DECORATION_REPEATED, second, "%%%s is decorated %s more than "
                                               "once", spvrt_val_id_name(v, d->target, a), decoration_name(dec));
                while (j + 1 < n && group[j + 1]->decoration == dec)
                    j++;
                continue;
            }
            switch (dec) {
            case SPVRT_Decoration_Block: has[0] = true; break;
            case SPVRT_Decoration_BufferBlock: has[1] = true; break;
            case SPVRT_Decoration_Restrict: has[2] = true; break;
            case SPVRT_Decoration_Aliased: has[3] = true; break;
            case SPVRT_Decoration_RestrictPointer: has[4] = true; break;
            case SPVRT_Decoration_AliasedPointer: has[5] = true; break;
            case SPVRT_Decoration_RowMajor: row = true; break;
            case SPVRT_Decoration_ColMajor: col = true; break;
            default: break;
            }
        }
        const char *conflict = member ? (row && col ? "RowMajor and ColMajor" : NULL)
                               : has[0] && has[1] ? "Block and BufferBlock"
                               : has[2] && has[3] ? "Restrict and Aliased"
                               : has[4] && has[5] ? "RestrictPointer and AliasedPointer"
                                                  : NULL;
        if (ok && conflict)
            ok = spvrt_val_report(v, RULE_DECORATION_CONFLICT, where, "%%%s is decorated both %s",
                                  spvrt_val_id_name(v, d->target, a), conflict);
    }
    spvrt_free(v->ctx, group);
    return ok;
}

/* SPIR-V 3.52.2 OpMemberName: "Type is the <id> of the type. ... Member is the number of the member to
 * name in the structure": Type is an OpTypeStruct and Member one of its members (debug instructions
 * precede the types, so this looks forward). */
static bool check_member_names(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    char a[12];
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode != SPVRT_OpMemberName)
            continue;
        uint32_t id = spvrt_val_word(v, inst, 1), member = spvrt_val_word(v, inst, 2);
        const spvrt_instruction *st = spvrt_module_def(m, id);
        if (!st || st->opcode != SPVRT_OpTypeStruct) {
            if (!spvrt_val_report(v, RULE_DEBUG_MEMBER_NAME, inst, "OpMemberName: %%%s is not a structure type",
                                  spvrt_val_id_name(v, id, a)))
                return false;
        } else if (member >= st->word_count - 2u &&
                   !spvrt_val_report(v, RULE_DEBUG_MEMBER_NAME, inst, "OpMemberName: member %u of %%%s is out of "
                                     "range (it has %u members)", member, spvrt_val_id_name(v, id, a),
                                     st->word_count - 2u)) {
            return false;
        }
    }
    return true;
}

/* SPIR-V 3.20 BuiltIn: "When applied to a structure-type member, all members of that structure type must
 * also be decorated with BuiltIn" (no mixing of built-in and user-defined members in one structure).  One
 * pass over the index: records of a target are sorted by member. */
static bool check_builtin_members(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    char a[12];
    for (uint32_t k = 0; k < s->deco_count;) {
        uint32_t target = s->decos[k].target, builtin_members = 0, last = SPVRT_NO_MEMBER;
        for (; k < s->deco_count && s->decos[k].target == target; k++) {
            const spvrt_deco *d = &s->decos[k];
            if (d->member != SPVRT_NO_MEMBER && d->decoration == SPVRT_Decoration_BuiltIn && d->member != last) {
                builtin_members++;
                last = d->member;
            }
        }
        if (!builtin_members)
            continue;
        const spvrt_instruction *st = spvrt_module_def(v->m, target);
        if (st && st->opcode == SPVRT_OpTypeStruct && builtin_members != st->word_count - 2u &&
            !spvrt_val_report(v, RULE_BUILTIN_MEMBERS_ALL, st, "%u of the %u members of %%%s are decorated BuiltIn; "
                              "when one member of a structure is a built-in, all of them must be",
                              builtin_members, st->word_count - 2u, spvrt_val_id_name(v, target, a)))
            return false;
    }
    return true;
}

void spvrt_interface_decoration_rules(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        bool ok = true;
        switch (inst->opcode) {
        case SPVRT_OpDecorate: ok = check_decorate(s, inst); break;
        case SPVRT_OpDecorateId: {
            const spvrt_instruction *target = spvrt_module_def(m, spvrt_val_word(v, inst, 1));
            uint32_t d = spvrt_val_word(v, inst, 2);
            if (target && d == SPVRT_Decoration_ArrayStrideIdEXT)
                ok = check_block_array_stride(s, d, inst, target);
            break;
        }
        case SPVRT_OpMemberDecorate:
            ok = check_member_decorate(s, inst, 1, 2, spvrt_val_word(v, inst, 3));
            break;
        case SPVRT_OpGroupDecorate:
        case SPVRT_OpGroupMemberDecorate: ok = check_group_decorate(s, inst); break;
        default: break;
        }
        if (!ok)
            return;
    }
    if (check_repeats(s) && check_member_names(s))
        check_builtin_members(s);
}
