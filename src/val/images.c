/* Image types and instructions (SPIR-V 3.52.6 OpTypeImage and
 * OpTypeSampledImage, 3.52.10 image instructions, 3.14 Image Operands),
 * with the Vulkan rules on them.  Done: the image and sampled-image types,
 * OpSampledImage and the uses of its result, the sampling, fetch and gather
 * instructions (result, image, coordinate, Dref and Component operands) and
 * the image operands Bias, Lod, Grad, ConstOffset, Offset and ConstOffsets;
 * OpImageQuerySizeLod / OpImageQueryLevels in Vulkan. */
#include "val.h"

typedef struct image_info {
    uint32_t sampled_type, dim, depth, arrayed, ms, sampled, format;
} image_info;

static const char *opname(const spvrt_instruction *inst)
{
    return spvrt_grammar_string(spvrt_inst_info(inst)->name);
}

/* The OpTypeImage type_id names, or the image of the OpTypeSampledImage it names. */
static bool image_info_of(const spvrt_validator *v, uint32_t type_id, image_info *info)
{
    const spvrt_instruction *t = spvrt_val_type(v, type_id);
    if (t && t->opcode == SPVRT_OpTypeSampledImage)
        t = spvrt_val_type(v, spvrt_val_word(v, t, 2));
    if (!t || t->opcode != SPVRT_OpTypeImage || t->word_count < 9)
        return false;
    info->sampled_type = spvrt_val_word(v, t, 2);
    info->dim = spvrt_val_word(v, t, 3);
    info->depth = spvrt_val_word(v, t, 4);
    info->arrayed = spvrt_val_word(v, t, 5);
    info->ms = spvrt_val_word(v, t, 6);
    info->sampled = spvrt_val_word(v, t, 7);
    info->format = spvrt_val_word(v, t, 8);
    return true;
}

/* ---- OpTypeImage, OpTypeSampledImage (3.52.6) ------------------------------------------------------------ */

static bool check_image_type(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    image_info info;
    if (!image_info_of(v, inst->result, &info))
        return true;
    const spvrt_instruction *st = spvrt_val_type(v, info.sampled_type);
    uint16_t st_opcode = st ? st->opcode : 0;
    uint32_t width = st && st_opcode != SPVRT_OpTypeVoid ? spvrt_val_word(v, st, 2) : 0;
    /* SPV_EXT_shader_image_int64: 64-bit integer sampled types need Int64ImageEXT */
    if (st_opcode == SPVRT_OpTypeInt && width == 64 && !spvrt_mem_has_capability(f, SPVRT_Capability_Int64ImageEXT))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TYPE, inst,
                                "a 64-bit integer Sampled Type requires the Int64ImageEXT capability");
    if (spvrt_val_vulkan(v)) {
        /* VUID-StandaloneSpirv-OpTypeImage-04656 */
        if (!((st_opcode == SPVRT_OpTypeFloat && width == 32) ||
              (st_opcode == SPVRT_OpTypeInt && (width == 32 || width == 64))))
            return spvrt_val_report(v, RULE_ENV_031, inst,
                                    "in Vulkan the Sampled Type must be a 32-bit float or a 32- or 64-bit integer "
                                    "scalar");
    } else if (v->options.environment == SPVRT_ENV_OPENCL) {
        if (st_opcode != SPVRT_OpTypeVoid)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_TYPE, inst, "in OpenCL the Sampled Type must be void");
    } else if (st_opcode != SPVRT_OpTypeVoid && st_opcode != SPVRT_OpTypeInt && st_opcode != SPVRT_OpTypeFloat) {
        /* 3.52.6 OpTypeImage: "Sampled Type is the type of the components that result from sampling or
         * reading from this image type.  Must be a scalar numerical type or OpTypeVoid." */
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TYPE, inst,
                                "the Sampled Type must be void or a numerical scalar type");
    }
    /* 3.52.6: Depth 0..2, Arrayed 0..1, MS 0..1, Sampled 0..2 */
    if (info.depth > 2 || info.arrayed > 1 || info.ms > 1 || info.sampled > 2)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TYPE, inst,
                                "Depth (%u) must be 0, 1 or 2, Arrayed (%u) and MS (%u) 0 or 1, Sampled (%u) 0, 1 or 2",
                                info.depth, info.arrayed, info.ms, info.sampled);
    if (info.dim == SPVRT_Dim_SubpassData) {
        /* 3.8 Dim SubpassData: read-only input attachments: Sampled 2, format Unknown */
        if (info.sampled != 2)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_TYPE, inst, "Dim SubpassData requires Sampled 2");
        if (info.format != SPVRT_ImageFormat_Unknown)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_TYPE, inst, "Dim SubpassData requires the Unknown format");
    } else if (info.ms && info.sampled == 2 && !spvrt_mem_has_capability(f, SPVRT_Capability_StorageImageMultisample)) {
        /* 3.31 StorageImageMultisample: "multisampled storage images" */
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TYPE, inst,
                                "a multisampled storage image requires the StorageImageMultisample capability");
    }
    if (spvrt_val_vulkan(v)) {
        /* VUID-StandaloneSpirv-OpTypeImage-04657 */
        if (info.sampled == 0)
            return spvrt_val_report(v, RULE_ENV_032, inst, "in Vulkan Sampled must be 1 or 2");
        /* VUID-StandaloneSpirv-OpTypeImage-06214 */
        if (info.dim == SPVRT_Dim_SubpassData && info.arrayed != 0)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_SUBPASS_ARRAYED, inst,
                                    "in Vulkan Dim SubpassData requires Arrayed 0");
    }
    return true;
}

static bool check_sampled_image_type(spvrt_validator *v, const spvrt_instruction *inst)
{
    /* 3.52.6 OpTypeSampledImage: "Image Type must be an OpTypeImage.  It is the type of the image in the
     * combined sampler and image type.  It must not have a Dim of SubpassData.  Additionally, starting with
     * version 1.6, it must not have a Dim of Buffer." (spirv-val also requires Sampled 0 or 1) */
    image_info info;
    uint32_t image = spvrt_val_word(v, inst, 2);
    if (spvrt_val_type_opcode(v, image) != SPVRT_OpTypeImage || !image_info_of(v, image, &info))
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst, "the image type is not an OpTypeImage");
    if (info.sampled != 0 && info.sampled != 1)
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst,
                                "a sampled image type needs an image type with Sampled 0 or 1");
    if (v->m->header.version >= SPVRT_VERSION_WORD(1, 6) && info.dim == SPVRT_Dim_Buffer)
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst,
                                "from SPIR-V 1.6 a sampled image type cannot have Dim Buffer");
    return true;
}

/* ---- OpSampledImage and its uses ------------------------------------------------------------------------- */

static bool check_sampled_image(spvrt_validator *v, const spvrt_instruction *inst)
{
    /* 3.52.10 OpSampledImage: "Result Type must be OpTypeSampledImage.  Image ... must be an object whose
     * type is OpTypeImage, whose Sampled operand is 0 or 1 ... Dim must not be SubpassData.  Sampler must be
     * an object whose type is OpTypeSampler." */
    if (spvrt_val_type_opcode(v, inst->result_type) != SPVRT_OpTypeSampledImage)
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst, "the result type must be OpTypeSampledImage");
    image_info info;
    uint32_t image_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 3));
    if (spvrt_val_type_opcode(v, image_type) != SPVRT_OpTypeImage || !image_info_of(v, image_type, &info))
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst, "the image operand is not of an OpTypeImage type");
    if (spvrt_val_vulkan(v) ? info.sampled != 1 : info.sampled > 1)
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst, "the image's Sampled operand must be %s",
                                spvrt_val_vulkan(v) ? "1 in Vulkan" : "0 or 1");
    if (info.dim == SPVRT_Dim_SubpassData)
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst, "the image's Dim cannot be SubpassData");
    if (spvrt_val_type_opcode(v, spvrt_val_type_of(v, spvrt_val_word(v, inst, 4))) != SPVRT_OpTypeSampler)
        return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE, inst, "the sampler operand is not of type OpTypeSampler");
    return true;
}

/* Instructions specified to take an operand of type OpTypeSampledImage. */
static bool takes_sampled_image(uint16_t opcode)
{
    switch (opcode) {
    case SPVRT_OpSampledImage:
    case SPVRT_OpImageSampleImplicitLod:
    case SPVRT_OpImageSampleExplicitLod:
    case SPVRT_OpImageSampleDrefImplicitLod:
    case SPVRT_OpImageSampleDrefExplicitLod:
    case SPVRT_OpImageSampleProjImplicitLod:
    case SPVRT_OpImageSampleProjExplicitLod:
    case SPVRT_OpImageSampleProjDrefImplicitLod:
    case SPVRT_OpImageSampleProjDrefExplicitLod:
    case SPVRT_OpImageGather:
    case SPVRT_OpImageDrefGather:
    case SPVRT_OpImage:
    case SPVRT_OpImageQueryLod:
    case SPVRT_OpImageSparseSampleImplicitLod:
    case SPVRT_OpImageSparseSampleExplicitLod:
    case SPVRT_OpImageSparseSampleDrefImplicitLod:
    case SPVRT_OpImageSparseSampleDrefExplicitLod:
    case SPVRT_OpImageSparseGather:
    case SPVRT_OpImageSparseDrefGather:
    case SPVRT_OpCopyObject: return true;
    default: return false;
    }
}

/* 3.52.10 OpSampledImage: its result is used only in the block that makes it, never by OpPhi or OpSelect,
 * only by the instructions that take a sampled image.  block_of maps OpSampledImage results to their
 * block's label (defined before any use in valid code). */
static bool check_sampled_image_uses(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst,
                                     const spvrt_idmap *block_of, uint32_t block)
{
    const spvrt_module *m = v->m;
    uint32_t id;
    char s1[12];
    for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
        uint32_t defined_in = spvrt_idmap_get(block_of, id);
        if (defined_in == 0)
            continue;
        if (defined_in != block)
            return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE_USE, inst,
                                    "the sampled image %%%s is used outside the block of its OpSampledImage",
                                    spvrt_val_id_name(v, id, s1));
        if (!takes_sampled_image(inst->opcode) &&
            !(inst->opcode == SPVRT_OpStore && spvrt_mem_has_capability(f, SPVRT_Capability_BindlessTextureNV)))
            return spvrt_val_report(v, RULE_MEMORY_SAMPLED_IMAGE_USE, inst,
                                    "the sampled image %%%s cannot be an operand of %s",
                                    spvrt_val_id_name(v, id, s1), opname(inst));
    }
    return true;
}

/* ---- sampling, fetch, gather ------------------------------------------------------------------------------ */

static bool is_proj(uint16_t opcode)
{
    return opcode == SPVRT_OpImageSampleProjImplicitLod || opcode == SPVRT_OpImageSampleProjExplicitLod ||
           opcode == SPVRT_OpImageSampleProjDrefImplicitLod || opcode == SPVRT_OpImageSampleProjDrefExplicitLod;
}

static bool is_implicit_lod(uint16_t opcode)
{
    return opcode == SPVRT_OpImageSampleImplicitLod || opcode == SPVRT_OpImageSampleDrefImplicitLod ||
           opcode == SPVRT_OpImageSampleProjImplicitLod || opcode == SPVRT_OpImageSampleProjDrefImplicitLod;
}

static bool is_explicit_lod(uint16_t opcode)
{
    return opcode == SPVRT_OpImageSampleExplicitLod || opcode == SPVRT_OpImageSampleDrefExplicitLod ||
           opcode == SPVRT_OpImageSampleProjExplicitLod || opcode == SPVRT_OpImageSampleProjDrefExplicitLod;
}

static bool is_dref(uint16_t opcode)
{
    return opcode == SPVRT_OpImageSampleDrefImplicitLod || opcode == SPVRT_OpImageSampleDrefExplicitLod ||
           opcode == SPVRT_OpImageSampleProjDrefImplicitLod || opcode == SPVRT_OpImageSampleProjDrefExplicitLod;
}

/* The coordinate components an image needs (spirv-val's GetMinCoordSize for these instructions). */
static uint32_t min_coord_size(uint16_t opcode, const image_info *info)
{
    uint32_t plane;
    switch (info->dim) {
    case SPVRT_Dim_1D:
    case SPVRT_Dim_Buffer: plane = 1; break;
    case SPVRT_Dim_3D:
    case SPVRT_Dim_Cube: plane = 3; break;
    default: plane = 2; break;
    }
    return plane + info->arrayed + (is_proj(opcode) ? 1u : 0u);
}

/* 3.14 Image Operands: the rules on Bias, Lod, Grad, ConstOffset, Offset and ConstOffsets (their operands
 * come first, in bit order). */
/* The coordinate components of one plane of the image (without the array layer). */
static uint32_t plane_size(const image_info *info)
{
    switch (info->dim) {
    case SPVRT_Dim_1D:
    case SPVRT_Dim_Buffer: return 1;
    case SPVRT_Dim_3D:
    case SPVRT_Dim_Cube: return 3;
    default: return 2;
    }
}

static bool is_float_scalar(const spvrt_validator *v, uint32_t id)
{
    return spvrt_val_type_opcode(v, spvrt_val_type_of(v, id)) == SPVRT_OpTypeFloat;
}

/* An Offset / ConstOffset operand: an integer scalar or vector with one component per plane coordinate, not
 * for Cube images. */
static bool check_offset(spvrt_validator *v, const spvrt_instruction *inst, const image_info *info, uint32_t id,
                         const char *what)
{
    uint32_t type = spvrt_val_type_of(v, id);
    if (info->dim == SPVRT_Dim_Cube)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst, "the %s image operand cannot be used with a Cube "
                                "image", what);
    if (!spvrt_val_is_scalar_or_vector_of(v, type, SPVRT_OpTypeInt))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst, "the %s image operand must be an integer scalar "
                                "or vector", what);
    if (spvrt_val_component_count(v, type) != plane_size(info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst, "the %s image operand must have %u components",
                                what, plane_size(info));
    return true;
}

static bool check_image_operands(spvrt_validator *v, const spvrt_instruction *inst, const image_info *info,
                                 uint32_t at)
{
    if (at >= inst->word_count)
        return true;
    uint32_t mask = spvrt_val_word(v, inst, at);
    uint32_t k = at + 1;
    uint16_t op = inst->opcode;
    /* SPV_AMD_texture_gather_bias_lod lets gathers take Bias and Lod: not checked on gathers */
    bool gather = op == SPVRT_OpImageGather || op == SPVRT_OpImageDrefGather;
    /* 3.14: "... at most one of Offset, ConstOffset, ConstOffsets" (spirv-val checks it everywhere; in Vulkan
     * the env-instructions pass reports it as ENV-037, for every image instruction) */
    uint32_t offsets = mask & (SPVRT_ImageOperands_ConstOffset | SPVRT_ImageOperands_Offset |
                               SPVRT_ImageOperands_ConstOffsets);
    if ((offsets & (offsets - 1)) && !spvrt_val_vulkan(v))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                "the image operands Offset, ConstOffset and ConstOffsets cannot be used together");
    /* 3.14 Lod: "Only one of Lod or Grad may be set" */
    if ((mask & SPVRT_ImageOperands_Lod) && (mask & SPVRT_ImageOperands_Grad))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst, "the Lod and Grad image operands exclude each "
                                "other");
    if (mask & SPVRT_ImageOperands_Bias) {
        /* "Bias ... Only valid with implicit-lod instructions.  It must be a floating-point type scalar." */
        if (!is_implicit_lod(op) && !gather)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                    "the Bias image operand is only for implicit-lod instructions");
        if (!is_float_scalar(v, spvrt_val_word(v, inst, k)))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst, "the Bias image operand must be a float scalar");
        k++;
    }
    if (mask & SPVRT_ImageOperands_Lod) {
        /* "Lod ... Only valid with explicit-lod instructions" (and OpImageFetch, OpImageRead, ...) */
        if (!is_explicit_lod(op) && op != SPVRT_OpImageFetch && op != SPVRT_OpImageSparseFetch && !gather)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                    "the Lod image operand is only for explicit-lod instructions and OpImageFetch");
        /* "... a floating-point scalar with explicit-lod sampling, an integer scalar with OpImageFetch" */
        uint32_t lod_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, k));
        if (is_explicit_lod(op) && spvrt_val_type_opcode(v, lod_type) != SPVRT_OpTypeFloat)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst, "the Lod image operand must be a float scalar");
        if (op == SPVRT_OpImageFetch && spvrt_val_type_opcode(v, lod_type) != SPVRT_OpTypeInt)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                    "the Lod image operand of OpImageFetch must be an integer scalar");
        k++;
    }
    if (mask & SPVRT_ImageOperands_Grad) {
        /* "Grad ... Only valid with explicit-lod instructions" */
        if (!is_explicit_lod(op))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                    "the Grad image operand is only for explicit-lod instructions");
        /* "dx and dy ... floating-point scalars or vectors, one component per plane coordinate" */
        for (uint32_t d = 0; d < 2; d++) {
            uint32_t type = spvrt_val_type_of(v, spvrt_val_word(v, inst, k + d));
            if (!spvrt_val_is_scalar_or_vector_of(v, type, SPVRT_OpTypeFloat))
                return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                        "the Grad image operands must be float scalars or vectors");
            if (spvrt_val_component_count(v, type) != plane_size(info))
                return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                        "the Grad image operands must have %u components", plane_size(info));
        }
        k += 2;
    }
    if (mask & SPVRT_ImageOperands_ConstOffset) {
        /* "ConstOffset ... must be the <id> of a constant instruction" */
        const spvrt_instruction *def = spvrt_module_def(v->m, spvrt_val_word(v, inst, k));
        if (!def || !spvrt_val_is_constant_opcode(def->opcode))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                    "the ConstOffset image operand must be a constant");
        if (!check_offset(v, inst, info, spvrt_val_word(v, inst, k), "ConstOffset"))
            return false;
        k++;
    }
    if (mask & SPVRT_ImageOperands_Offset) {
        if (!check_offset(v, inst, info, spvrt_val_word(v, inst, k), "Offset"))
            return false;
        /* VUID-StandaloneSpirv-Offset-04663 (now VUID-RuntimeSpirv-Offset-10213) */
        if (spvrt_val_vulkan(v) && !gather)
            return spvrt_val_report(v, RULE_ENV_038, inst,
                                    "in Vulkan the Offset image operand is only for OpImage*Gather instructions");
        k++;
    }
    if (mask & SPVRT_ImageOperands_ConstOffsets) {
        /* 3.14 ConstOffsets: "Offsets must be an <id> of a constant instruction making an array of size four of
         * vectors of two integer components" */
        const spvrt_instruction *def = spvrt_module_def(v->m, spvrt_val_word(v, inst, k));
        if (!def || !spvrt_val_is_constant_opcode(def->opcode))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_OPERANDS, inst,
                                    "the ConstOffsets image operand must be a constant");
        k++;
    }
    return true;
}

static bool check_sample(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    uint16_t op = inst->opcode;
    const spvrt_instruction *rt = spvrt_val_type(v, inst->result_type);
    bool dref = is_dref(op);
    /* 3.52.10 OpImageSample*: "Result Type must be a vector of four components of floating-point type or
     * integer type" (Dref: "a scalar of integer type or floating-point type") */
    if (dref) {
        if (!rt || (rt->opcode != SPVRT_OpTypeInt && rt->opcode != SPVRT_OpTypeFloat))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "the result type of %s must be an integer or floating-point scalar", opname(inst));
    } else {
        if (!rt || rt->opcode != SPVRT_OpTypeVector ||
            !(spvrt_val_is_scalar_or_vector_of(v, inst->result_type, SPVRT_OpTypeInt) ||
              spvrt_val_is_scalar_or_vector_of(v, inst->result_type, SPVRT_OpTypeFloat)))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "the result type of %s must be an integer or floating-point vector", opname(inst));
        if (spvrt_val_word(v, rt, 3) != 4)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "the result type of %s must have 4 components", opname(inst));
    }
    /* "Sampled Image must be an object whose type is OpTypeSampledImage" */
    uint32_t image_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 3));
    image_info info;
    if (spvrt_val_type_opcode(v, image_type) != SPVRT_OpTypeSampledImage || !image_info_of(v, image_type, &info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the sampled image operand of %s is not of an OpTypeSampledImage type", opname(inst));
    /* 3.14 Sample: only fetch, read and write use multisampled images */
    if (info.ms)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "%s cannot sample a multisampled image",
                                opname(inst));
    uint32_t component = dref ? inst->result_type : spvrt_val_scalar_of(v, inst->result_type);
    if ((dref || spvrt_val_type_opcode(v, info.sampled_type) != SPVRT_OpTypeVoid) && component != info.sampled_type)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the result components of %s are not the image's Sampled Type", opname(inst));
    /* "Coordinate must be a scalar or vector of floating-point type" with enough components */
    uint32_t coordinate_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 4));
    /* (with Kernel, OpImageSampleExplicitLod also takes integer coordinates) */
    bool kernel_int = op == SPVRT_OpImageSampleExplicitLod && spvrt_mem_has_capability(f, SPVRT_Capability_Kernel) &&
                      spvrt_val_is_scalar_or_vector_of(v, coordinate_type, SPVRT_OpTypeInt);
    bool coordinate_ok = spvrt_val_is_scalar_or_vector_of(v, coordinate_type, SPVRT_OpTypeFloat);
    if (!coordinate_ok && !kernel_int)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the coordinate of %s must be a floating-point scalar or vector", opname(inst));
    if (coordinate_ok && spvrt_val_component_count(v, coordinate_type) < min_coord_size(op, &info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the coordinate of %s needs at least %u components", opname(inst),
                                min_coord_size(op, &info));
    if (dref) {
        /* "Dref is the depth-comparison reference value.  It must be a 32-bit floating-point type scalar." */
        uint32_t dref_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 5));
        if (spvrt_val_type_opcode(v, dref_type) != SPVRT_OpTypeFloat || spvrt_val_bit_width(v, dref_type) != 32)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "Dref must be a 32-bit float scalar");
    }
    /* implicit level of detail uses derivatives: fragment shaders, or compute, mesh and task shaders with a
     * derivative group execution mode (SPV_KHR/NV_compute_shader_derivatives; memfacts.c: needs_derivative_group) */
    if (is_implicit_lod(op) && !spvrt_mem_derivatives_allowed(v, f, inst))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_IMPLICIT_LOD_MODEL, inst,
                                "%s is reached from an entry point that is not a fragment shader or a compute, mesh "
                                "or task shader with a derivative group execution mode", opname(inst));
    return check_image_operands(v, inst, &info, dref ? 6 : 5);
}

static bool check_fetch_or_gather(spvrt_validator *v, const spvrt_instruction *inst)
{
    bool fetch = inst->opcode == SPVRT_OpImageFetch;
    bool dref = inst->opcode == SPVRT_OpImageDrefGather;
    const spvrt_instruction *rt = spvrt_val_type(v, inst->result_type);
    /* 3.52.10 OpImageFetch / OpImageGather / OpImageDrefGather: "Result Type must be a vector of four
     * components of floating-point type or integer type" */
    if (!rt || rt->opcode != SPVRT_OpTypeVector ||
        !(spvrt_val_is_scalar_or_vector_of(v, inst->result_type, SPVRT_OpTypeInt) ||
          spvrt_val_is_scalar_or_vector_of(v, inst->result_type, SPVRT_OpTypeFloat)) ||
        spvrt_val_word(v, rt, 3) != 4)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the result type of %s must be a 4-component integer or floating-point vector",
                                opname(inst));
    uint32_t image_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 3));
    image_info info;
    if (spvrt_val_type_opcode(v, image_type) != (fetch ? SPVRT_OpTypeImage : SPVRT_OpTypeSampledImage) ||
        !image_info_of(v, image_type, &info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "the image operand of %s is not of an %s type",
                                opname(inst), fetch ? "OpTypeImage" : "OpTypeSampledImage");
    if (!fetch && info.ms)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "%s cannot use a multisampled image",
                                opname(inst));
    if ((dref || spvrt_val_type_opcode(v, info.sampled_type) != SPVRT_OpTypeVoid) &&
        spvrt_val_scalar_of(v, inst->result_type) != info.sampled_type)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the result components of %s are not the image's Sampled Type", opname(inst));
    uint32_t coordinate_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 4));
    if (fetch) {
        /* OpImageFetch: "Image ... Its Dim operand cannot be Cube, and its Sampled operand must be 1";
         * "Coordinate must be a scalar or vector of integer type" */
        if (info.dim == SPVRT_Dim_Cube)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "OpImageFetch cannot use a Cube image");
        if (info.sampled != 1)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "OpImageFetch needs an image with Sampled 1");
        if (!spvrt_val_is_scalar_or_vector_of(v, coordinate_type, SPVRT_OpTypeInt))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "the coordinate of OpImageFetch must be an integer scalar or vector");
    } else {
        /* OpImageGather: "Its OpTypeImage must have a Dim of 2D, Cube, or Rect" */
        if (info.dim != SPVRT_Dim_2D && info.dim != SPVRT_Dim_Cube && info.dim != SPVRT_Dim_Rect)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "%s needs an image with Dim 2D, Cube or Rect", opname(inst));
        if (!spvrt_val_is_scalar_or_vector_of(v, coordinate_type, SPVRT_OpTypeFloat))
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "the coordinate of %s must be a floating-point scalar or vector", opname(inst));
    }
    if (spvrt_val_component_count(v, coordinate_type) < min_coord_size(inst->opcode, &info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the coordinate of %s needs at least %u components", opname(inst),
                                min_coord_size(inst->opcode, &info));
    if (inst->opcode == SPVRT_OpImageGather) {
        /* "Component is the component number ... It must be a 32-bit integer type scalar" */
        uint32_t component_id = spvrt_val_word(v, inst, 5);
        uint32_t component_type = spvrt_val_type_of(v, component_id);
        if (spvrt_val_type_opcode(v, component_type) != SPVRT_OpTypeInt || spvrt_val_bit_width(v, component_type) != 32)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                    "the Component of OpImageGather must be a 32-bit integer scalar");
        /* VUID-StandaloneSpirv-OpImageGather-04664 */
        const spvrt_instruction *def = spvrt_module_def(v->m, component_id);
        if (spvrt_val_vulkan(v) && (!def || !spvrt_val_is_constant_opcode(def->opcode)))
            return spvrt_val_report(v, RULE_ENV_039, inst,
                                    "in Vulkan the Component of OpImageGather must be a constant");
    }
    if (dref) {
        uint32_t dref_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 5));
        if (spvrt_val_type_opcode(v, dref_type) != SPVRT_OpTypeFloat || spvrt_val_bit_width(v, dref_type) != 32)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "Dref must be a 32-bit float scalar");
    }
    return check_image_operands(v, inst, &info, fetch ? 5 : 6);
}

static bool check_query(spvrt_validator *v, const spvrt_instruction *inst)
{
    image_info info;
    /* VUID-StandaloneSpirv-OpImageQuerySizeLod-04659 */
    if (spvrt_val_vulkan(v) && image_info_of(v, spvrt_val_type_of(v, spvrt_val_word(v, inst, 3)), &info) &&
        spvrt_val_type_opcode(v, spvrt_val_type_of(v, spvrt_val_word(v, inst, 3))) == SPVRT_OpTypeImage &&
        info.sampled != 1)
        return spvrt_val_report(v, RULE_ENV_034, inst, "in Vulkan %s needs an image with Sampled 1", opname(inst));
    return true;
}

/* ---- OpImageTexelPointer, OpImageRead, OpImageWrite ------------------------------------------------------ */

static bool check_texel_pointer(spvrt_validator *v, const spvrt_instruction *inst)
{
    /* 3.52.10 OpImageTexelPointer: "Result Type must be an OpTypePointer whose Storage Class operand is
     * Image.  Its Type operand must be a scalar numerical type or OpTypeVoid.  Image must have a type of
     * OpTypePointer with Type OpTypeImage.  The Sampled Type of the type of Image must be the same as the
     * Type pointed to by Result Type.  The Dim operand of Type must not be SubpassData.  Coordinate and
     * Sample must be integer scalar or vector types ... Sample must be 0 if not multisampled." */
    uint32_t storage_class = 0;
    uint32_t pointee = spvrt_val_pointee(v, inst->result_type, &storage_class);
    uint16_t pointee_opcode = spvrt_val_type_opcode(v, pointee);
    if (!pointee || storage_class != SPVRT_StorageClass_Image ||
        (pointee_opcode != SPVRT_OpTypeInt && pointee_opcode != SPVRT_OpTypeFloat && pointee_opcode != SPVRT_OpTypeVoid))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst,
                                "the result type must be a pointer in the Image storage class to a numerical scalar "
                                "or void");
    image_info info;
    uint32_t image = spvrt_val_pointee(v, spvrt_val_type_of(v, spvrt_val_word(v, inst, 3)), NULL);
    if (spvrt_val_type_opcode(v, image) != SPVRT_OpTypeImage || !image_info_of(v, image, &info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst, "the image operand must be a pointer to an "
                                "OpTypeImage");
    if (info.sampled_type != pointee)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst,
                                "the image's Sampled Type is not the type the result points to");
    if (info.dim == SPVRT_Dim_SubpassData)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst, "a SubpassData image has no texel pointers");
    uint32_t coordinate_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, 4));
    if (!spvrt_val_is_scalar_or_vector_of(v, coordinate_type, SPVRT_OpTypeInt))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst,
                                "the coordinate must be an integer scalar or vector");
    uint32_t expected = 0;
    if (info.arrayed == 0) {
        image_info plane = info;
        expected = min_coord_size(inst->opcode, &plane);
    } else if (info.arrayed == 1) {
        if (info.dim == SPVRT_Dim_1D)
            expected = 2;
        else if (info.dim == SPVRT_Dim_2D || info.dim == SPVRT_Dim_Cube)
            expected = 3;
        else
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst,
                                    "an arrayed image needs Dim 1D, 2D or Cube here");
    }
    if (expected && spvrt_val_component_count(v, coordinate_type) != expected)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst, "the coordinate must have %u components",
                                expected);
    uint32_t sample_id = spvrt_val_word(v, inst, 5);
    if (spvrt_val_type_opcode(v, spvrt_val_type_of(v, sample_id)) != SPVRT_OpTypeInt)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst, "the sample must be an integer scalar");
    if (info.ms == 0) {
        uint64_t sample = 0;
        const spvrt_instruction *def = spvrt_module_def(v->m, sample_id);
        bool zero = (def && def->opcode == SPVRT_OpConstantNull) ||
                    (spvrt_val_constant_u64(v, sample_id, &sample) && sample == 0);
        if (!zero)
            return spvrt_val_report(v, RULE_MEMORY_IMAGE_TEXEL_POINTER, inst,
                                    "the sample of a non-multisampled image must be the constant 0");
    }
    /* VUID-StandaloneSpirv-OpImageTexelPointer-04658 (spirv-val checks every OpImageTexelPointer) */
    if (spvrt_val_vulkan(v) && info.format != SPVRT_ImageFormat_R64i && info.format != SPVRT_ImageFormat_R64ui &&
        info.format != SPVRT_ImageFormat_R32f && info.format != SPVRT_ImageFormat_R32i &&
        info.format != SPVRT_ImageFormat_R32ui)
        return spvrt_val_report(v, RULE_ENV_033, inst,
                                "in Vulkan an OpImageTexelPointer image's format must be R64i, R64ui, R32f, R32i or "
                                "R32ui");
    return true;
}

/* The coordinate components OpImageRead/OpImageWrite need (Cube images use (u, v, face)). */
static uint32_t read_write_coord_size(const image_info *info)
{
    return info->dim == SPVRT_Dim_Cube ? 3 : min_coord_size(SPVRT_OpImageRead, info);
}

static bool check_read_write(spvrt_validator *v, const spvrt_instruction *inst)
{
    bool read = inst->opcode == SPVRT_OpImageRead;
    const char *name = opname(inst);
    uint32_t texel_type = read ? inst->result_type : spvrt_val_type_of(v, spvrt_val_word(v, inst, 3));
    /* 3.52.10 OpImageRead: "Result Type must be a scalar or vector of floating-point type or integer type";
     * OpImageWrite: "Texel is the data to write.  It must be a scalar or vector with component type the same
     * as Sampled Type of the OpTypeImage (unless that Sampled Type is OpTypeVoid)." */
    if (!spvrt_val_is_scalar_or_vector_of(v, texel_type, SPVRT_OpTypeInt) &&
        !spvrt_val_is_scalar_or_vector_of(v, texel_type, SPVRT_OpTypeFloat))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the %s of %s must be an integer or floating-point scalar or vector",
                                read ? "result type" : "texel", name);
    /* VUID-StandaloneSpirv-Result-04780 */
    if (read && spvrt_val_vulkan(v) && spvrt_val_component_count(v, texel_type) != 4)
        return spvrt_val_report(v, RULE_ENV_092, inst, "in Vulkan the result type of OpImageRead must have 4 "
                                "components");
    uint32_t image_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, read ? 3 : 1));
    image_info info;
    if (spvrt_val_type_opcode(v, image_type) != SPVRT_OpTypeImage || !image_info_of(v, image_type, &info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "the image operand of %s is not of an "
                                "OpTypeImage type", name);
    if (!read && info.dim == SPVRT_Dim_SubpassData)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "OpImageWrite cannot write a SubpassData "
                                "image");
    if (spvrt_val_type_opcode(v, info.sampled_type) != SPVRT_OpTypeVoid &&
        spvrt_val_scalar_of(v, texel_type) != info.sampled_type)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the %s components of %s are not the image's Sampled Type",
                                read ? "result" : "texel", name);
    /* "Image ... Its Sampled operand must be 0 or 2" */
    if (info.sampled != 0 && info.sampled != 2)
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "%s needs an image with Sampled 0 or 2", name);
    uint32_t coordinate_type = spvrt_val_type_of(v, spvrt_val_word(v, inst, read ? 4 : 2));
    if (!spvrt_val_is_scalar_or_vector_of(v, coordinate_type, SPVRT_OpTypeInt))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst,
                                "the coordinate of %s must be an integer scalar or vector", name);
    if (spvrt_val_component_count(v, coordinate_type) < read_write_coord_size(&info))
        return spvrt_val_report(v, RULE_MEMORY_IMAGE_INSTRUCTION, inst, "the coordinate of %s needs at least %u "
                                "components", name, read_write_coord_size(&info));
    return true;
}

/* SPV_QCOM_image_processing3, "Capability": ImageGatherLinearQCOM adds OpImageGatherQCOM "along with the
 * Gather4x1QCOM mode", ImageGatherExtendedModesQCOM "along with" GatherDQCOM, GatherH2QCOM and GatherV2QCOM.  The
 * Mode operand is an <id>, so the grammar's per-enumerant capabilities cannot say it: a Mode that is a constant
 * (not a specialization constant) of a GatherModes value needs that value's capability. */
static bool check_gather_mode(spvrt_validator *v, const spvrt_mem_facts *f, const spvrt_instruction *inst)
{
    uint32_t mode_id = spvrt_val_word(v, inst, 6);
    const spvrt_instruction *mode = spvrt_module_def(v->m, mode_id);
    uint64_t value;
    if (!mode || mode->opcode != SPVRT_OpConstant || !spvrt_val_constant_u64(v, mode_id, &value) || value > 3)
        return true;
    uint32_t needed = value == 0 ? SPVRT_Capability_ImageGatherLinearQCOM
                                 : SPVRT_Capability_ImageGatherExtendedModesQCOM;
    if (spvrt_mem_has_capability(f, needed))
        return true;
    return spvrt_val_report(v, RULE_CAPABILITY_OPERAND, inst, "OpImageGatherQCOM: Mode %s needs the %s capability",
                            spvrt_val_enumerant_name(SPVRT_KIND_GatherModes, (uint32_t)value),
                            spvrt_val_enumerant_name(SPVRT_KIND_Capability, needed));
}

void spvrt_val_images(spvrt_validator *v, const spvrt_mem_facts *f)
{
    const spvrt_module *m = v->m;
    spvrt_idmap block_of;
    if (!spvrt_idmap_init_growable(&block_of, v->ctx, 0))
        return;
    uint32_t block = 0;
    bool ok = true;
    for (uint32_t i = 0; i < m->inst_count && ok && !v->stopped; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpLabel)
            block = inst->result;
        if (block && !check_sampled_image_uses(v, f, inst, &block_of, block))
            continue;
        switch (inst->opcode) {
        case SPVRT_OpTypeImage: check_image_type(v, f, inst); break;
        case SPVRT_OpTypeSampledImage: check_sampled_image_type(v, inst); break;
        case SPVRT_OpSampledImage:
            if (block && inst->result)
                ok = spvrt_idmap_set(&block_of, inst->result, block);
            check_sampled_image(v, inst);
            break;
        case SPVRT_OpImageSampleImplicitLod:
        case SPVRT_OpImageSampleExplicitLod:
        case SPVRT_OpImageSampleDrefImplicitLod:
        case SPVRT_OpImageSampleDrefExplicitLod:
        case SPVRT_OpImageSampleProjImplicitLod:
        case SPVRT_OpImageSampleProjExplicitLod:
        case SPVRT_OpImageSampleProjDrefImplicitLod:
        case SPVRT_OpImageSampleProjDrefExplicitLod: check_sample(v, f, inst); break;
        case SPVRT_OpImageFetch:
        case SPVRT_OpImageGather:
        case SPVRT_OpImageDrefGather: check_fetch_or_gather(v, inst); break;
        case SPVRT_OpImageGatherQCOM: check_gather_mode(v, f, inst); break;
        case SPVRT_OpImageTexelPointer: check_texel_pointer(v, inst); break;
        case SPVRT_OpImageRead:
        case SPVRT_OpImageWrite: check_read_write(v, inst); break;
        case SPVRT_OpImageQuerySizeLod:
        case SPVRT_OpImageQueryLevels: check_query(v, inst); break;
        default: break;
        }
    }
    spvrt_idmap_free(&block_of);
}
