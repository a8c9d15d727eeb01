/* The Vulkan environment's static rules on instructions, memory, images and
 * types (Vulkan appendix A "Vulkan Environment for SPIR-V", doc 003 of
 * RULES.md: the "Standalone SPIR-V Validation" bullets and the "Runtime"
 * ones that need only the module): memory scopes and semantics, the clock,
 * subpass inputs, stores of handles, image operands and formats, the hit
 * kind of OpReportIntersectionKHR, opaque structure members (with SER-013
 * and RQ-010, which make hit objects, acceleration structures and ray
 * queries opaque), runtime arrays, derivative-group sizes, ballot bit
 * counts, OpPtrAccessChain bases and the PhysicalStorageBuffer64 rules.
 * Everything here applies only in a Vulkan environment.  ENV-002/003 (the
 * binary form) are reported by the binary reader and `spvrt val` (see the
 * rule table). */
#include <stdlib.h>

#include "val.h"

/* Decoration bits per id (OpDecorate, and through OpGroupDecorate). */
#define DECO_BLOCK 1u
#define DECO_BUFFER_BLOCK 2u
#define DECO_WORKGROUP_SIZE 4u
#define DECO_ROW_MAJOR 8u /* on a decoration group: its OpGroupMemberDecorate targets are RowMajor */

/* Type bits (ENV-055): what a type holds, through arrays and structure members, never through pointers. */
#define HOLDS_RTA_STRUCT 1u           /* a structure whose last member is a runtime array */
#define HOLDS_RTA_STRUCT_NOT_BLOCK 2u /* ... one not decorated Block */
#define HOLDS_RTA_STRUCT_NOT_BUFFER_BLOCK 4u
#define TYPE_SEEN 8u

/* Access-chain bits (ENV-084). */
#define CHAIN_ROW_MAJOR_MATRIX 1u /* points to a RowMajor matrix (or an array of them) */
#define CHAIN_INTO_ROW_MAJOR 2u   /* points into a RowMajor matrix */

/* How deep we follow arrays of arrays (a hostile module may nest them without end). */
#define MAX_ARRAY_DEPTH 256

typedef struct env_pass {
    spvrt_validator *v;
    spvrt_mem_facts facts; /* capabilities and the addressing model */
    spvrt_idmap decorations;
    spvrt_idmap type_bits;
    uint64_t *row_major; /* (structure id << 32 | member), sorted */
    uint32_t row_major_count, row_major_capacity;
} env_pass;

static const char *opname(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
}

static bool has_capability(const env_pass *p, uint32_t capability)
{
    return spvrt_mem_has_capability(&p->facts, capability);
}

static uint32_t decorations_of(const env_pass *p, uint32_t id)
{
    return spvrt_idmap_get(&p->decorations, id);
}

/* The value of a 32-bit integer OpConstant or OpConstantNull (not a specialization constant). */
static bool constant_value(const spvrt_validator *v, uint32_t id, uint32_t *value)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    if (!def || spvrt_val_type_opcode(v, def->result_type) != SPVRT_OpTypeInt)
        return false;
    if (def->opcode == SPVRT_OpConstantNull) {
        *value = 0;
        return true;
    }
    uint64_t wide;
    if (!spvrt_val_constant_u64(v, id, &wide))
        return false;
    *value = (uint32_t)wide;
    return wide <= UINT32_MAX;
}

/* The element type of arrays (and runtime arrays) of arrays, down to the first type that is not one. */
static uint32_t strip_arrays(const spvrt_validator *v, uint32_t type_id)
{
    for (int depth = 0; depth < MAX_ARRAY_DEPTH; depth++) {
        const spvrt_instruction *t = spvrt_val_type(v, type_id);
        if (!t || (t->opcode != SPVRT_OpTypeArray && t->opcode != SPVRT_OpTypeRuntimeArray))
            return type_id;
        type_id = spvrt_val_word(v, t, 2);
    }
    return type_id;
}

/* ---- module facts --------------------------------------------------------------------------------------- */

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static bool add_row_major(env_pass *p, uint32_t structure, uint32_t member)
{
    if (!spvrt_grow(p->v->ctx, (void **)&p->row_major, &p->row_major_capacity, p->row_major_count + 1,
                    sizeof *p->row_major))
        return false;
    p->row_major[p->row_major_count++] = (uint64_t)structure << 32 | member;
    return true;
}

static bool is_row_major(const env_pass *p, uint32_t structure, uint32_t member)
{
    uint64_t key = (uint64_t)structure << 32 | member;
    return p->row_major_count &&
           bsearch(&key, p->row_major, p->row_major_count, sizeof key, compare_u64) != NULL;
}

/* Block, BufferBlock, BuiltIn WorkgroupSize and RowMajor, directly and through decoration groups (SPIR-V
 * 3.52.5 OpGroupDecorate, OpGroupMemberDecorate). */
static bool collect_decorations(env_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    for (uint32_t d = 0; d < m->decoration_count; d++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[d]];
        if (inst->opcode == SPVRT_OpMemberDecorate) {
            if (inst->word_count >= 4 && spvrt_val_word(v, inst, 3) == SPVRT_Decoration_RowMajor &&
                !add_row_major(p, spvrt_val_word(v, inst, 1), spvrt_val_word(v, inst, 2)))
                return false;
            continue;
        }
        if (inst->opcode != SPVRT_OpDecorate || inst->word_count < 3)
            continue;
        uint32_t id = spvrt_val_word(v, inst, 1), bit = 0;
        switch (spvrt_val_word(v, inst, 2)) {
        case SPVRT_Decoration_Block: bit = DECO_BLOCK; break;
        case SPVRT_Decoration_BufferBlock: bit = DECO_BUFFER_BLOCK; break;
        case SPVRT_Decoration_RowMajor: bit = DECO_ROW_MAJOR; break;
        case SPVRT_Decoration_BuiltIn:
            bit = spvrt_val_word(v, inst, 3) == SPVRT_BuiltIn_WorkgroupSize ? DECO_WORKGROUP_SIZE : 0;
            break;
        default: break;
        }
        if (bit && !spvrt_idmap_set(&p->decorations, id, decorations_of(p, id) | bit))
            return false;
    }
    /* decoration groups are decorated before they are applied (SPIR-V 2.4: OpDecorationGroup first) */
    for (uint32_t d = 0; d < m->decoration_count; d++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[d]];
        uint32_t group_bits = decorations_of(p, spvrt_val_word(v, inst, 1));
        if (!group_bits)
            continue;
        if (inst->opcode == SPVRT_OpGroupDecorate) {
            for (uint32_t k = 2; k < inst->word_count; k++) {
                uint32_t target = spvrt_val_word(v, inst, k);
                if (!spvrt_idmap_set(&p->decorations, target, decorations_of(p, target) | group_bits))
                    return false;
            }
        } else if (inst->opcode == SPVRT_OpGroupMemberDecorate && (group_bits & DECO_ROW_MAJOR)) {
            for (uint32_t k = 2; k + 1 < inst->word_count; k += 2)
                if (!add_row_major(p, spvrt_val_word(v, inst, k), spvrt_val_word(v, inst, k + 1)))
                    return false;
        }
    }
    if (p->row_major_count)
        qsort(p->row_major, p->row_major_count, sizeof *p->row_major, compare_u64);
    return true;
}

/* One forward pass over the type declarations: a type names only earlier types (but through
 * OpTypeForwardPointer, whose pointers we do not follow). */
static bool compute_type_bits(env_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *t = &m->insts[i];
        if (t->opcode == SPVRT_OpFunction)
            break;
        if (spvrt_inst_info(t)->layout_class != SPVRT_LAYOUT_TYPE || !t->result)
            continue;
        uint32_t bits = TYPE_SEEN;
        switch (t->opcode) {
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray: bits |= spvrt_idmap_get(&p->type_bits, spvrt_val_word(v, t, 2)); break;
        case SPVRT_OpTypeStruct:
            for (uint32_t k = 2; k < t->word_count; k++)
                bits |= spvrt_idmap_get(&p->type_bits, spvrt_val_word(v, t, k));
            if (t->word_count > 2 &&
                spvrt_val_type_opcode(v, spvrt_val_word(v, t, t->word_count - 1u)) == SPVRT_OpTypeRuntimeArray) {
                uint32_t deco = decorations_of(p, t->result);
                bits |= HOLDS_RTA_STRUCT;
                if (!(deco & DECO_BLOCK))
                    bits |= HOLDS_RTA_STRUCT_NOT_BLOCK;
                if (!(deco & DECO_BUFFER_BLOCK))
                    bits |= HOLDS_RTA_STRUCT_NOT_BUFFER_BLOCK;
            }
            break;
        default: break;
        }
        if (!spvrt_idmap_set(&p->type_bits, t->result, bits))
            return false;
    }
    return true;
}

/* ---- type declarations ------------------------------------------------------------------------------------ */

/* Vulkan appendix A, Standalone #35 (VUID-StandaloneSpirv-None-04667): "Structure types must not contain
 * opaque types."  A member that is (an array of) an opaque type; a member structure holding one is reported
 * at its own declaration.  SPV_EXT_shader_invocation_reorder 2.2.2 (SER-013) and SPV_KHR_ray_query 2.2.2
 * (RQ-010) add hit objects, acceleration structures and ray queries to the opaque types. */
static bool check_struct(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12], s2[12];
    for (uint32_t k = 2; k < inst->word_count; k++) {
        uint32_t member = spvrt_val_word(v, inst, k);
        uint32_t element = strip_arrays(v, member);
        /* Standalone #48 (VUID-StandaloneSpirv-OpTypeRuntimeArray-04680): a runtime array only as the last
         * member */
        if (k + 1 < inst->word_count && spvrt_val_type_opcode(v, member) == SPVRT_OpTypeRuntimeArray &&
            !spvrt_val_report(v, RULE_ENV_RUNTIME_ARRAY_USE, inst,
                              "member %u of the structure is the runtime array %%%s, but only the last member "
                              "may be one", k - 2, spvrt_val_id_name(v, member, s1)))
            return false;
        if (!spvrt_val_is_opaque_type(v, element))
            continue;
        uint16_t opcode = spvrt_val_type_opcode(v, element);
        spvrt_rule rule = RULE_ENV_STRUCT_OPAQUE_MEMBER;
        const char *why = "";
        if (opcode == SPVRT_OpTypeHitObjectEXT || opcode == SPVRT_OpTypeHitObjectNV) {
            rule = RULE_SER_OPAQUE_HIT_OBJECT;
            why = " (a hit object is an opaque type)";
        } else if (opcode == SPVRT_OpTypeAccelerationStructureKHR || opcode == SPVRT_OpTypeRayQueryKHR) {
            rule = RULE_RQ_OPAQUE_TYPES;
            why = opcode == SPVRT_OpTypeRayQueryKHR ? " (a ray query is an opaque type)"
                                                   : " (an acceleration structure is an opaque type)";
        }
        if (!spvrt_val_report(v, rule, inst,
                              "in Vulkan a structure cannot contain an opaque type: member %u is %%%s, of the "
                              "opaque type %%%s%s", k - 2, spvrt_val_id_name(v, member, s1),
                              spvrt_val_id_name(v, element, s2), why))
            return false;
    }
    return true;
}

/* Standalone #48 (VUID-StandaloneSpirv-OpTypeRuntimeArray-04680): no array of runtime arrays. */
static bool check_array(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    uint32_t element = spvrt_val_word(v, inst, 2);
    if (spvrt_val_type_opcode(v, element) == SPVRT_OpTypeRuntimeArray)
        return spvrt_val_report(v, RULE_ENV_RUNTIME_ARRAY_USE, inst,
                                "the element type %%%s is a runtime array, which may only be the last member of a "
                                "structure", spvrt_val_id_name(v, element, s1));
    return true;
}

/* Runtime #7 (VUID-StandaloneSpirv-Image-04965, "Image Format and Type Matching", RULES.md D.3): the numeric
 * type, width and signedness an image format implies must be the Sampled Type's.  0 width: any type. */
static void format_type(uint32_t format, uint16_t *opcode, uint32_t *width, int *signedness)
{
    *opcode = 0;
    *width = 32;
    *signedness = -1;
    switch (format) {
    case SPVRT_ImageFormat_Rgba32f:
    case SPVRT_ImageFormat_Rg32f:
    case SPVRT_ImageFormat_R32f:
    case SPVRT_ImageFormat_Rgba16f:
    case SPVRT_ImageFormat_Rg16f:
    case SPVRT_ImageFormat_R16f:
    case SPVRT_ImageFormat_Rgba16:
    case SPVRT_ImageFormat_Rg16:
    case SPVRT_ImageFormat_R16:
    case SPVRT_ImageFormat_Rgba16Snorm:
    case SPVRT_ImageFormat_Rg16Snorm:
    case SPVRT_ImageFormat_R16Snorm:
    case SPVRT_ImageFormat_Rgb10A2:
    case SPVRT_ImageFormat_R11fG11fB10f:
    case SPVRT_ImageFormat_Rgba8:
    case SPVRT_ImageFormat_Rg8:
    case SPVRT_ImageFormat_R8:
    case SPVRT_ImageFormat_Rgba8Snorm:
    case SPVRT_ImageFormat_Rg8Snorm:
    case SPVRT_ImageFormat_R8Snorm: *opcode = SPVRT_OpTypeFloat; break;
    case SPVRT_ImageFormat_Rgba32i:
    case SPVRT_ImageFormat_Rg32i:
    case SPVRT_ImageFormat_R32i:
    case SPVRT_ImageFormat_Rgba16i:
    case SPVRT_ImageFormat_Rg16i:
    case SPVRT_ImageFormat_R16i:
    case SPVRT_ImageFormat_Rgba8i:
    case SPVRT_ImageFormat_Rg8i:
    case SPVRT_ImageFormat_R8i:
        *opcode = SPVRT_OpTypeInt;
        *signedness = 1;
        break;
    case SPVRT_ImageFormat_Rgba32ui:
    case SPVRT_ImageFormat_Rg32ui:
    case SPVRT_ImageFormat_R32ui:
    case SPVRT_ImageFormat_Rgba16ui:
    case SPVRT_ImageFormat_Rg16ui:
    case SPVRT_ImageFormat_R16ui:
    case SPVRT_ImageFormat_Rgb10a2ui:
    case SPVRT_ImageFormat_Rgba8ui:
    case SPVRT_ImageFormat_Rg8ui:
    case SPVRT_ImageFormat_R8ui:
        *opcode = SPVRT_OpTypeInt;
        *signedness = 0;
        break;
    case SPVRT_ImageFormat_R64i: /* not in doc 003's table although Standalone #26 names it: [VD] rows */
        *opcode = SPVRT_OpTypeInt;
        *width = 64;
        *signedness = 1;
        break;
    case SPVRT_ImageFormat_R64ui:
        *opcode = SPVRT_OpTypeInt;
        *width = 64;
        *signedness = 0;
        break;
    default: break; /* Unknown and formats the table does not name: any type */
    }
}

static bool check_image_type(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    if (inst->word_count < 9)
        return true;
    uint32_t format = spvrt_val_word(v, inst, 8);
    uint16_t want;
    uint32_t width;
    int signedness;
    format_type(format, &want, &width, &signedness);
    const spvrt_instruction *st = spvrt_val_type(v, spvrt_val_word(v, inst, 2));
    if (!want || !st)
        return true;
    bool same = st->opcode == want && spvrt_val_word(v, st, 2) == width &&
                (signedness < 0 || (int)spvrt_val_word(v, st, 3) == signedness);
    if (same)
        return true;
    return spvrt_val_report(v, RULE_ENV_IMAGE_FORMAT_TYPE, inst,
                            "the image format %s needs a Sampled Type of %u-bit %s, not %s",
                            spvrt_val_enumerant_name(SPVRT_KIND_ImageFormat, format), width,
                            want == SPVRT_OpTypeFloat ? "float"
                            : signedness       ? "signed integer (Signedness 1)"
                                               : "unsigned integer (Signedness 0)",
                            opname(st));
}

/* Standalone #80 (VUID-StandaloneSpirv-OpTypeForwardPointer-04711). */
static bool check_forward_pointer(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t storage_class = spvrt_val_word(v, inst, 2);
    if (storage_class == SPVRT_StorageClass_PhysicalStorageBuffer)
        return true;
    return spvrt_val_report(v, RULE_ENV_FORWARD_POINTER_STORAGE, inst,
                            "in Vulkan OpTypeForwardPointer must use the PhysicalStorageBuffer storage class, not %s",
                            spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, storage_class));
}

/* Standalone #48 for the memory that holds a structure with a runtime array: StorageBuffer (or
 * PhysicalStorageBuffer) with Block, Uniform with BufferBlock. */
static bool check_runtime_array_memory(env_pass *p, const spvrt_instruction *inst, uint32_t pointee,
                                       uint32_t storage_class)
{
    spvrt_validator *v = p->v;
    char s1[12];
    uint32_t bits = spvrt_idmap_get(&p->type_bits, pointee);
    const char *why = NULL;
    switch (storage_class) {
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_PhysicalStorageBuffer:
        if (bits & HOLDS_RTA_STRUCT_NOT_BLOCK)
            why = "in the StorageBuffer and PhysicalStorageBuffer storage classes it must be decorated Block";
        break;
    case SPVRT_StorageClass_Uniform:
        if (bits & HOLDS_RTA_STRUCT_NOT_BUFFER_BLOCK)
            why = "in the Uniform storage class it must be decorated BufferBlock";
        break;
    default:
        if (bits & HOLDS_RTA_STRUCT)
            why = "it may only be in the StorageBuffer, PhysicalStorageBuffer or Uniform storage class";
        break;
    }
    if (!why)
        return true;
    return spvrt_val_report(v, RULE_ENV_RUNTIME_ARRAY_USE, inst,
                            "%%%s holds a structure whose last member is a runtime array: %s",
                            spvrt_val_id_name(v, pointee, s1), why);
}

static bool check_variable(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    uint32_t storage_class = spvrt_val_word(v, inst, 3);
    uint32_t pointee = spvrt_val_pointee(v, inst->result_type, NULL);
    /* Standalone #48 with Runtime #12 (ENV-096): a runtime array as a variable's type is an array of
     * descriptors, allowed (with the runtimeDescriptorArray feature, which RuntimeDescriptorArray
     * declares) only for Uniform, StorageBuffer and UniformConstant variables */
    if (spvrt_val_type_opcode(v, pointee) == SPVRT_OpTypeRuntimeArray) {
        bool descriptors = storage_class == SPVRT_StorageClass_Uniform ||
                           storage_class == SPVRT_StorageClass_StorageBuffer ||
                           storage_class == SPVRT_StorageClass_UniformConstant;
        if (!descriptors || !has_capability(p, SPVRT_Capability_RuntimeDescriptorArray))
            return spvrt_val_report(v, RULE_ENV_RUNTIME_ARRAY_USE, inst,
                                    "the variable's type %%%s is a runtime array, which may only be the last member "
                                    "of a structure%s", spvrt_val_id_name(v, pointee, s1),
                                    descriptors ? " (or, with RuntimeDescriptorArray, an array of descriptors)"
                                                : "");
    }
    return check_runtime_array_memory(p, inst, pointee, storage_class);
}

/* ---- memory scopes and semantics ------------------------------------------------------------------------- */

#define ORDER_BITS                                                                                                 \
    (SPVRT_MemorySemantics_Acquire | SPVRT_MemorySemantics_Release | SPVRT_MemorySemantics_AcquireRelease |       \
     SPVRT_MemorySemantics_SequentiallyConsistent)
#define STORAGE_CLASS_BITS                                                                                         \
    (SPVRT_MemorySemantics_UniformMemory | SPVRT_MemorySemantics_SubgroupMemory |                                 \
     SPVRT_MemorySemantics_WorkgroupMemory | SPVRT_MemorySemantics_CrossWorkgroupMemory |                          \
     SPVRT_MemorySemantics_AtomicCounterMemory | SPVRT_MemorySemantics_ImageMemory |                               \
     SPVRT_MemorySemantics_OutputMemory)

/* Standalone #9 (VUID-StandaloneSpirv-None-04641): "If the Scope for memory is Invocation, then memory
 * semantics must be None."  None is the memory-order value 0 (SPIR-V 3.25 "None (Relaxed)"): no Acquire,
 * Release, AcquireRelease or SequentiallyConsistent; storage-class bits and Volatile order nothing (the
 * current spec says "Relaxed", as spirv-val checks).  The memory scope of an instruction with semantics is the
 * Scope <id> just before its first Memory Semantics <id> (OpControlBarrier's execution scope comes first). */
static bool check_invocation_scope(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    const spvrt_operand *ops = spvrt_inst_operands(v->m, inst);
    const uint32_t *words = spvrt_inst_words(v->m, inst);
    uint32_t first_semantics = 0;
    while (first_semantics < inst->operand_count && ops[first_semantics].kind != SPVRT_KIND_IdMemorySemantics)
        first_semantics++;
    if (first_semantics == 0 || first_semantics == inst->operand_count ||
        ops[first_semantics - 1].kind != SPVRT_KIND_IdScope)
        return true;
    uint32_t scope;
    if (!constant_value(v, words[ops[first_semantics - 1].offset], &scope) || scope != SPVRT_Scope_Invocation)
        return true;
    for (uint32_t k = first_semantics; k < inst->operand_count; k++) {
        uint32_t semantics;
        if (ops[k].kind == SPVRT_KIND_IdMemorySemantics && constant_value(v, words[ops[k].offset], &semantics) &&
            (semantics & ORDER_BITS))
            return spvrt_val_report(v, RULE_ENV_INVOCATION_SCOPE_SEMANTICS, inst,
                                    "in Vulkan memory semantics used with the Invocation memory scope must be None "
                                    "(Relaxed), without Acquire, Release, AcquireRelease or SequentiallyConsistent, "
                                    "not 0x%x", semantics);
    }
    return true;
}

/* Standalone #18 (VUID-StandaloneSpirv-MemorySemantics-10870): OpControlBarrier semantics with an ordering
 * include a storage class. */
static bool check_control_barrier(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t semantics;
    if (!constant_value(v, spvrt_val_word(v, inst, 3), &semantics))
        return true;
    if ((semantics & ORDER_BITS) && !(semantics & STORAGE_CLASS_BITS))
        return spvrt_val_report(v, RULE_ENV_CONTROL_BARRIER_STORAGE, inst,
                                "in Vulkan OpControlBarrier semantics with Acquire, Release, AcquireRelease or "
                                "SequentiallyConsistent must include a storage class");
    return true;
}

/* Standalone #20 (VUID-StandaloneSpirv-OpReadClockKHR-04652). */
static bool check_read_clock(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t scope;
    if (!constant_value(v, spvrt_val_word(v, inst, 3), &scope) || scope == SPVRT_Scope_Subgroup ||
        scope == SPVRT_Scope_Device)
        return true;
    return spvrt_val_report(v, RULE_ENV_READ_CLOCK_SCOPE, inst,
                            "in Vulkan the scope of OpReadClockKHR must be Subgroup or Device, not %s",
                            spvrt_val_enumerant_name(SPVRT_KIND_Scope, scope));
}

/* ---- images --------------------------------------------------------------------------------------------- */

/* A constant 0 for SubpassData coordinates: an integer OpConstant 0 or OpConstantNull. */
static bool is_constant_zero(const spvrt_validator *v, uint32_t id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    uint64_t value;
    if (!def)
        return false;
    if (def->opcode == SPVRT_OpConstantNull)
        return true;
    return spvrt_val_constant_u64(v, id, &value) && value == 0;
}

/* Standalone #28 (VUID-StandaloneSpirv-SubpassData-04660): "The (u,v) coordinates used for a SubpassData must
 * be the <id> of a constant vector (0,0), or if a layer coordinate is used, must be a vector that was formed
 * with constant 0 for the u and v components." */
static bool subpass_coordinate_ok(const spvrt_validator *v, uint32_t id)
{
    const spvrt_instruction *def = spvrt_module_def(v->m, id);
    if (!def || def->opcode == SPVRT_OpConstantNull)
        return true;
    if ((def->opcode != SPVRT_OpConstantComposite && def->opcode != SPVRT_OpCompositeConstruct) ||
        def->word_count < 4)
        return false;
    uint32_t first = spvrt_val_word(v, def, 3);
    /* a 2-component constant (u,v) followed by the layer */
    if (def->opcode == SPVRT_OpCompositeConstruct && spvrt_val_component_count(v, spvrt_val_type_of(v, first)) == 2 &&
        spvrt_val_type_opcode(v, spvrt_val_type_of(v, first)) == SPVRT_OpTypeVector) {
        const spvrt_instruction *uv = spvrt_module_def(v->m, first);
        return uv && (uv->opcode == SPVRT_OpConstantNull ||
                      (uv->opcode == SPVRT_OpConstantComposite && uv->word_count >= 5 &&
                       is_constant_zero(v, spvrt_val_word(v, uv, 3)) && is_constant_zero(v, spvrt_val_word(v, uv, 4))));
    }
    /* u and v as the first two scalar constituents */
    return def->word_count >= 5 && is_constant_zero(v, first) && is_constant_zero(v, spvrt_val_word(v, def, 4));
}

static bool check_subpass_read(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    const spvrt_instruction *image = spvrt_val_type(v, spvrt_val_type_of(v, spvrt_val_word(v, inst, 3)));
    if (!image || image->opcode != SPVRT_OpTypeImage || spvrt_val_word(v, image, 3) != SPVRT_Dim_SubpassData)
        return true;
    uint32_t coordinate = spvrt_val_word(v, inst, 4);
    if (subpass_coordinate_ok(v, coordinate))
        return true;
    return spvrt_val_report(v, RULE_ENV_SUBPASS_COORDINATE, inst,
                            "in Vulkan the coordinate %%%s of a SubpassData read must be a constant vector (0,0), or "
                            "a vector formed with constant 0 u and v", spvrt_val_id_name(v, coordinate, s1));
}

/* Standalone #30: "Any image operation must use at most one of the Offset, ConstOffset, and ConstOffsets
 * image operands." */
static bool check_image_operands(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    const spvrt_operand *ops = spvrt_inst_operands(v->m, inst);
    for (uint32_t k = 0; k < inst->operand_count; k++) {
        if (ops[k].kind != SPVRT_KIND_ImageOperands)
            continue;
        uint32_t mask = spvrt_inst_words(v->m, inst)[ops[k].offset];
        uint32_t offsets = mask & (SPVRT_ImageOperands_ConstOffset | SPVRT_ImageOperands_Offset |
                                   SPVRT_ImageOperands_ConstOffsets);
        if (offsets & (offsets - 1))
            return spvrt_val_report(v, RULE_ENV_ONE_OFFSET_OPERAND, inst,
                                    "in Vulkan an image operation may use only one of the Offset, ConstOffset and "
                                    "ConstOffsets image operands");
        return true;
    }
    return true;
}

/* Standalone #29 (VUID-StandaloneSpirv-OpTypeImage-06924) and #33: images, samplers, sampled images and
 * acceleration structures (and arrays of them) are not stored to or modified: no OpStore, OpCopyMemory or
 * OpCopyMemorySized writes one. */
static bool check_handle_store(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    uint32_t target = spvrt_val_word(v, inst, 1);
    uint32_t element = strip_arrays(v, spvrt_val_pointee(v, spvrt_val_type_of(v, target), NULL));
    uint16_t opcode = spvrt_val_type_opcode(v, element);
    if (opcode == SPVRT_OpTypeImage || opcode == SPVRT_OpTypeSampler || opcode == SPVRT_OpTypeSampledImage)
        return spvrt_val_report(v, RULE_ENV_IMAGE_NOT_STORED, inst,
                                "in Vulkan an image, sampler or sampled image (%%%s) cannot be stored to",
                                spvrt_val_id_name(v, target, s1));
    if (opcode == SPVRT_OpTypeAccelerationStructureKHR)
        return spvrt_val_report(v, RULE_ENV_ACCELERATION_STRUCTURE_NOT_STORED, inst,
                                "in Vulkan an acceleration structure (%%%s) cannot be stored to",
                                spvrt_val_id_name(v, target, s1));
    return true;
}

/* ---- ray tracing, subgroups --------------------------------------------------------------------------- */

/* Standalone #34: "The value of the Hit Kind operand of OpReportIntersectionKHR must be in the range
 * [0,127]" (a constant; other values are known only when the shader runs). */
static bool check_report_intersection(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t hit_kind;
    if (!constant_value(v, spvrt_val_word(v, inst, 4), &hit_kind) || hit_kind <= 127)
        return true;
    return spvrt_val_report(v, RULE_ENV_HIT_KIND_RANGE, inst,
                            "the Hit Kind of OpReportIntersectionKHR is %u, outside the range [0,127]", hit_kind);
}

/* Standalone #53 (VUID-StandaloneSpirv-OpGroupNonUniformBallotBitCount-04685). */
static bool check_ballot_bit_count(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t operation = spvrt_val_word(v, inst, 4);
    if (operation == SPVRT_GroupOperation_Reduce || operation == SPVRT_GroupOperation_InclusiveScan ||
        operation == SPVRT_GroupOperation_ExclusiveScan)
        return true;
    return spvrt_val_report(v, RULE_ENV_BALLOT_BIT_COUNT_OPERATION, inst,
                            "in Vulkan the group operation of OpGroupNonUniformBallotBitCount must be Reduce, "
                            "InclusiveScan or ExclusiveScan, not %s",
                            spvrt_val_enumerant_name(SPVRT_KIND_GroupOperation, operation));
}

/* ---- pointers ----------------------------------------------------------------------------------------- */

/* Standalone #76 (VUID-StandaloneSpirv-Base-07650/07651/07652): the Base of OpPtrAccessChain points to
 * Workgroup (with VariablePointers), StorageBuffer (with VariablePointers or VariablePointersStorageBuffer)
 * or PhysicalStorageBuffer (with the PhysicalStorageBuffer64 addressing model). */
static bool check_ptr_access_chain(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    char s1[12];
    uint32_t base = spvrt_val_word(v, inst, 3);
    uint32_t storage_class = 0;
    if (!spvrt_val_pointee(v, spvrt_val_type_of(v, base), &storage_class))
        return true;
    const char *needs = NULL;
    switch (storage_class) {
    case SPVRT_StorageClass_Workgroup:
        if (!has_capability(p, SPVRT_Capability_VariablePointers))
            needs = "a Workgroup base needs the VariablePointers capability [VUID-StandaloneSpirv-Base-07650]";
        break;
    case SPVRT_StorageClass_StorageBuffer:
        if (!has_capability(p, SPVRT_Capability_VariablePointers) &&
            !has_capability(p, SPVRT_Capability_VariablePointersStorageBuffer))
            needs = "a StorageBuffer base needs the VariablePointers or VariablePointersStorageBuffer capability "
                    "[VUID-StandaloneSpirv-Base-07651]";
        break;
    case SPVRT_StorageClass_PhysicalStorageBuffer:
        if (p->facts.addressing_model != SPVRT_AddressingModel_PhysicalStorageBuffer64)
            needs = "a PhysicalStorageBuffer base needs the PhysicalStorageBuffer64 addressing model "
                    "[VUID-StandaloneSpirv-Base-07652]";
        break;
    default:
        needs = "the base must point to Workgroup, StorageBuffer or PhysicalStorageBuffer memory "
                "[VUID-StandaloneSpirv-Base-07650/07651/07652]";
        break;
    }
    if (!needs)
        return true;
    return spvrt_val_report(v, RULE_ENV_PTR_ACCESS_CHAIN_BASE, inst, "in Vulkan, %s: %s (base %%%s, %s)",
                            opname(inst), needs, spvrt_val_id_name(v, base, s1),
                            spvrt_val_enumerant_name(SPVRT_KIND_StorageClass, storage_class));
}

/* Standalone #79 (VUID-StandaloneSpirv-PhysicalStorageBuffer64-04710). */
static bool check_pointer_conversion(env_pass *p, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t integer = inst->opcode == SPVRT_OpConvertPtrToU ? inst->result_type
                                                              : spvrt_val_type_of(v, spvrt_val_word(v, inst, 3));
    if (spvrt_val_type_opcode(v, integer) != SPVRT_OpTypeInt || spvrt_val_bit_width(v, integer) == 64)
        return true;
    return spvrt_val_report(v, RULE_ENV_PHYSICAL_CONVERT_WIDTH, inst,
                            "with the PhysicalStorageBuffer64 addressing model %s must use a 64-bit integer, not a "
                            "%u-bit one", opname(inst), spvrt_val_bit_width(v, integer));
}

/* Standalone #78 (VUID-StandaloneSpirv-PhysicalStorageBuffer64-04709): with PhysicalStorageBuffer64, an
 * access chain that accesses into a RowMajor matrix is used only as the Pointer of OpLoad or OpStore.  First
 * the chains: whether each points to a RowMajor matrix (to follow chains of chains) or into one. */
static bool mark_row_major_chain(env_pass *p, spvrt_idmap *chains, const spvrt_instruction *inst)
{
    spvrt_validator *v = p->v;
    uint32_t base = spvrt_val_word(v, inst, 3);
    uint32_t walked = spvrt_val_pointee(v, spvrt_val_type_of(v, base), NULL);
    bool row_major = (spvrt_idmap_get(chains, base) & CHAIN_ROW_MAJOR_MATRIX) != 0;
    bool into = false;
    bool ptr_chain = inst->opcode == SPVRT_OpPtrAccessChain || inst->opcode == SPVRT_OpInBoundsPtrAccessChain;
    for (uint32_t k = ptr_chain ? 5 : 4; k < inst->word_count && walked; k++) {
        const spvrt_instruction *t = spvrt_val_type(v, walked);
        if (!t)
            break;
        switch (t->opcode) {
        case SPVRT_OpTypeStruct: {
            uint32_t member;
            if (!constant_value(v, spvrt_val_word(v, inst, k), &member) || member + 2u >= t->word_count ||
                member > t->word_count) {
                walked = 0;
                break;
            }
            row_major = is_row_major(p, walked, member);
            walked = spvrt_val_word(v, t, 2 + member);
            break;
        }
        case SPVRT_OpTypeMatrix:
            into = into || row_major;
            walked = spvrt_val_word(v, t, 2);
            break;
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray:
        case SPVRT_OpTypeVector: walked = spvrt_val_word(v, t, 2); break;
        default: walked = 0; break;
        }
    }
    uint32_t bits = 0;
    if (into)
        bits = CHAIN_INTO_ROW_MAJOR;
    else if (row_major && spvrt_val_type_opcode(v, strip_arrays(v, walked)) == SPVRT_OpTypeMatrix)
        bits = CHAIN_ROW_MAJOR_MATRIX;
    return !bits || spvrt_idmap_set(chains, inst->result, bits);
}

static bool is_access_chain(uint16_t opcode)
{
    return opcode == SPVRT_OpAccessChain || opcode == SPVRT_OpInBoundsAccessChain ||
           opcode == SPVRT_OpPtrAccessChain || opcode == SPVRT_OpInBoundsPtrAccessChain;
}

static void check_row_major_chains(env_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    if (p->facts.addressing_model != SPVRT_AddressingModel_PhysicalStorageBuffer64 || !p->row_major_count ||
        !m->function_count)
        return;
    spvrt_idmap chains;
    if (!spvrt_idmap_init_growable(&chains, v->ctx, 0))
        return;
    bool any = false, ok = true;
    for (uint32_t i = m->functions[0]; i < m->inst_count && ok; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (is_access_chain(inst->opcode) && inst->word_count >= 4 && inst->result) {
            ok = mark_row_major_chain(p, &chains, inst);
            any = any || (spvrt_idmap_get(&chains, inst->result) & CHAIN_INTO_ROW_MAJOR);
        }
    }
    /* then every use of a chain into a RowMajor matrix (a use may precede its definition: OpPhi) */
    char s1[12];
    for (uint32_t i = m->functions[0]; i < m->inst_count && ok && any && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const spvrt_operand *ops = spvrt_inst_operands(m, inst);
        const uint32_t *words = spvrt_inst_words(m, inst);
        for (uint32_t k = 0; k < inst->operand_count; k++) {
            if (ops[k].kind != SPVRT_KIND_IdRef)
                continue;
            uint32_t id = words[ops[k].offset];
            if (!(spvrt_idmap_get(&chains, id) & CHAIN_INTO_ROW_MAJOR))
                continue;
            if ((inst->opcode == SPVRT_OpLoad && ops[k].offset == 3) ||
                (inst->opcode == SPVRT_OpStore && ops[k].offset == 1))
                continue;
            if (!spvrt_val_report(v, RULE_ENV_PHYSICAL_ROW_MAJOR_CHAIN, inst,
                                  "with the PhysicalStorageBuffer64 addressing model, %%%s accesses into a RowMajor "
                                  "matrix and may only be the Pointer of OpLoad or OpStore, not an operand of %s",
                                  spvrt_val_id_name(v, id, s1), opname(inst)))
                break;
        }
    }
    spvrt_idmap_free(&chains);
}

/* ---- derivative groups ------------------------------------------------------------------------------------ */

typedef struct local_size {
    uint32_t function;
    uint32_t size[3];
    bool known, quads, linear;
    const spvrt_instruction *mode; /* the derivative group mode, for the message */
} local_size;

/* Standalone #52 (VUID-StandaloneSpirv-DerivativeGroupQuadsNV-04684) and Runtime #66 (ENV-144,
 * VUID-StandaloneSpirv-DerivativeGroupLinearNV-04778): with DerivativeGroupQuadsNV the local size's X and Y
 * are multiples of 2, with DerivativeGroupLinearNV the local size's product is a multiple of 4.  The local
 * size is a WorkgroupSize-decorated constant's if there is one (SPIR-V 3.21 WorkgroupSize: it overrides the
 * execution mode), else LocalSize's or LocalSizeId's; a specialization constant is not known here. */
static void check_derivative_groups(env_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    uint32_t n = m->entry_point_count;
    if (!n)
        return;
    /* one slot per entry-point function (execution modes name the function), found through an id map */
    local_size *sizes = spvrt_alloc_zero(v->ctx, n, sizeof *sizes);
    spvrt_idmap slot_of;
    if (!sizes)
        return;
    if (!spvrt_idmap_init_growable(&slot_of, v->ctx, UINT32_MAX)) {
        spvrt_free(v->ctx, sizes);
        return;
    }
    uint32_t slots = 0;
    for (uint32_t e = 0; e < n; e++) {
        uint32_t function = spvrt_val_word(v, &m->insts[m->entry_points[e]], 2);
        if (spvrt_idmap_get(&slot_of, function) != UINT32_MAX)
            continue;
        if (!spvrt_idmap_set(&slot_of, function, slots))
            break;
        sizes[slots++].function = function;
    }
    bool workgroup_size_known = false, workgroup_size_constant = false;
    uint32_t workgroup_size[3] = {0};
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpFunction)
            break;
        if (inst->result && (decorations_of(p, inst->result) & DECO_WORKGROUP_SIZE) &&
            spvrt_val_is_constant_opcode(inst->opcode)) {
            workgroup_size_constant = true;
            workgroup_size_known = inst->opcode == SPVRT_OpConstantComposite && inst->word_count == 6;
            for (uint32_t k = 0; k < 3 && workgroup_size_known; k++)
                workgroup_size_known = constant_value(v, spvrt_val_word(v, inst, 3 + k), &workgroup_size[k]);
            continue;
        }
        if (inst->opcode != SPVRT_OpExecutionMode && inst->opcode != SPVRT_OpExecutionModeId)
            continue;
        uint32_t slot = spvrt_idmap_get(&slot_of, spvrt_val_word(v, inst, 1)), mode = spvrt_val_word(v, inst, 2);
        if (slot < slots) {
            local_size *s = &sizes[slot];
            if (mode == SPVRT_ExecutionMode_DerivativeGroupQuadsNV) {
                s->quads = true;
                s->mode = inst;
            } else if (mode == SPVRT_ExecutionMode_DerivativeGroupLinearNV) {
                s->linear = true;
                s->mode = inst;
            } else if (mode == SPVRT_ExecutionMode_LocalSize && inst->opcode == SPVRT_OpExecutionMode &&
                       inst->word_count >= 6) {
                s->known = true;
                for (uint32_t k = 0; k < 3; k++)
                    s->size[k] = spvrt_val_word(v, inst, 3 + k);
            } else if (mode == SPVRT_ExecutionMode_LocalSizeId && inst->word_count >= 6) {
                s->known = true;
                for (uint32_t k = 0; k < 3 && s->known; k++)
                    s->known = constant_value(v, spvrt_val_word(v, inst, 3 + k), &s->size[k]);
            }
        }
    }
    for (uint32_t e = 0; e < slots && !v->stopped; e++) {
        local_size *s = &sizes[e];
        if (!s->quads && !s->linear)
            continue;
        const uint32_t *size = workgroup_size_constant ? workgroup_size : s->size;
        if (workgroup_size_constant ? !workgroup_size_known : !s->known)
            continue;
        if (s->quads && (size[0] % 2 || size[1] % 2))
            spvrt_val_report(v, RULE_ENV_DERIVATIVE_QUADS_SIZE, s->mode,
                             "with DerivativeGroupQuadsNV the local size's X and Y must be multiples of 2, not "
                             "%u x %u", size[0], size[1]);
        if (s->linear && ((uint64_t)size[0] * size[1] * size[2]) % 4)
            spvrt_val_report(v, RULE_ENV_DERIVATIVE_LINEAR_SIZE, s->mode,
                             "with DerivativeGroupLinearNV the local size's product must be a multiple of 4, not "
                             "%u x %u x %u", size[0], size[1], size[2]);
    }
    spvrt_idmap_free(&slot_of);
    spvrt_free(v->ctx, sizes);
}

/* ---- the pass ------------------------------------------------------------------------------------------- */

static void check_instructions(env_pass *p)
{
    spvrt_validator *v = p->v;
    const spvrt_module *m = v->m;
    bool physical = p->facts.addressing_model == SPVRT_AddressingModel_PhysicalStorageBuffer64;
    for (uint32_t i = 0; i < m->inst_count && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        switch (inst->opcode) {
        case SPVRT_OpTypeStruct: check_struct(p, inst); break;
        case SPVRT_OpTypeArray:
        case SPVRT_OpTypeRuntimeArray: check_array(p, inst); break;
        case SPVRT_OpTypeImage: check_image_type(p, inst); break;
        case SPVRT_OpTypeForwardPointer: check_forward_pointer(p, inst); break;
        case SPVRT_OpTypePointer:
            /* a PhysicalStorageBuffer pointer is the memory of its pointee (there are no such variables) */
            if (spvrt_val_word(v, inst, 2) == SPVRT_StorageClass_PhysicalStorageBuffer)
                check_runtime_array_memory(p, inst, spvrt_val_word(v, inst, 3),
                                           SPVRT_StorageClass_PhysicalStorageBuffer);
            break;
        case SPVRT_OpVariable: check_variable(p, inst); break;
        case SPVRT_OpControlBarrier: check_control_barrier(p, inst); break;
        case SPVRT_OpReadClockKHR: check_read_clock(p, inst); break;
        case SPVRT_OpImageRead:
        case SPVRT_OpImageSparseRead: check_subpass_read(p, inst); break;
        case SPVRT_OpStore:
        case SPVRT_OpCopyMemory:
        case SPVRT_OpCopyMemorySized: check_handle_store(p, inst); break;
        case SPVRT_OpReportIntersectionKHR: check_report_intersection(p, inst); break;
        case SPVRT_OpGroupNonUniformBallotBitCount: check_ballot_bit_count(p, inst); break;
        case SPVRT_OpPtrAccessChain:
        case SPVRT_OpInBoundsPtrAccessChain: check_ptr_access_chain(p, inst); break;
        case SPVRT_OpConvertUToPtr:
        case SPVRT_OpConvertPtrToU:
            if (physical)
                check_pointer_conversion(p, inst);
            break;
        default: break;
        }
        if (v->stopped)
            break;
        /* rules on an operand kind, whatever the instruction */
        if (spvrt_inst_info(inst)->layout_class != SPVRT_LAYOUT_TYPE && inst->operand_count) {
            check_invocation_scope(p, inst);
            if (!v->stopped)
                check_image_operands(p, inst);
        }
    }
}

void spvrt_val_env_instructions(spvrt_validator *v)
{
    if (!spvrt_val_vulkan(v))
        return;
    env_pass p = {.v = v};
    if (!spvrt_mem_facts_build(v, &p.facts))
        return;
    bool ok = spvrt_idmap_init_growable(&p.decorations, v->ctx, 0);
    if (ok && !spvrt_idmap_init_growable(&p.type_bits, v->ctx, 0)) {
        spvrt_idmap_free(&p.decorations);
        ok = false;
    }
    if (ok) {
        if (collect_decorations(&p) && compute_type_bits(&p)) {
            check_instructions(&p);
            if (!v->stopped)
                check_derivative_groups(&p);
            if (!v->stopped)
                check_row_major_chains(&p);
        }
        spvrt_idmap_free(&p.type_bits);
        spvrt_idmap_free(&p.decorations);
    }
    spvrt_free(v->ctx, p.row_major);
    spvrt_mem_facts_free(v, &p.facts);
}
