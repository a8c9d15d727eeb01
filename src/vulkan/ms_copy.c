/* The compute shader with which the Vulkan backend fills a multisampled image from its buffer and reads it
 * back (docs/vulkan-backend.md, section 9; vulkan_internal.h, amber_ms_copy_shader).
 *
 * vkCmdCopyBufferToImage and vkCmdCopyImageToBuffer take single-sampled images only
 * (VUID-vkCmdCopyBufferToImage-dstImage-07973, VUID-vkCmdCopyImageToBuffer-srcImage-07973), so a multisampled
 * image is copied by a shader instead: through a storage-image view of a UINT format of the same texel size
 * (the image is created VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT; formats of one size are of one compatibility
 * class, "Format Compatibility Classes"), every sample of every texel is read or written with OpImageRead /
 * OpImageWrite and the Sample image operand (capability StorageImageMultisample, feature
 * shaderStorageImageMultisample), the buffer side as 32-bit words.
 *
 * The buffer holds the texels in spvrt_image's layout (spvrt.h): sample by sample, rows of tightly packed
 * texels, so texel t of the buffer is x = t % width, y = t / width % height, sample = t / (width * height).
 * One invocation per texel: t = GlobalInvocationId.x + GlobalInvocationId.y * row (row: invocations per
 * row of work groups, for images above maxComputeWorkGroupCount[0] * 64 texels).
 *   texels of 4, 8 or 16 bytes (n = size / 4 words): words t * n .. t * n + n - 1 are its channels R, G, B, A;
 *   texels of 1 or 2 bytes: bits 8 * (t * size % 4) and up of word t * size / 4; read back with OpAtomicAnd
 *   and OpAtomicOr, so the texels that share a word do not overwrite one another.
 * Push constants (offsets 0, 4, 8, 12, 16): width, height, texel count, row, to_image (non-zero: buffer to
 * image).  Set 0: binding 0 the storage image, binding 1 the storage buffer.
 *
 * Written as assembly (SPIR-V 1.0, the Vulkan 1.0 environment: a BufferBlock in the Uniform storage class)
 * and assembled by spvrt_assemble. */
#include <stdio.h>
#include <string.h>

#include "vulkan_internal.h"

static const char head[] =
    "OpCapability Shader\n"
    "OpCapability StorageImageMultisample\n"
    "%s" /* StorageImageExtendedFormats for R8ui, R16ui and Rg32ui (Vulkan "Image Format" table) */
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %%main \"main\" %%gid\n"
    "OpExecutionMode %%main LocalSize 64 1 1\n"
    "OpDecorate %%gid BuiltIn GlobalInvocationId\n"
    "OpDecorate %%image DescriptorSet 0\n"
    "OpDecorate %%image Binding 0\n"
    "OpDecorate %%words ArrayStride 4\n"
    "OpMemberDecorate %%Buffer 0 Offset 0\n"
    "OpDecorate %%Buffer BufferBlock\n"
    "OpDecorate %%buffer DescriptorSet 0\n"
    "OpDecorate %%buffer Binding 1\n"
    "OpMemberDecorate %%Push 0 Offset 0\n"
    "OpMemberDecorate %%Push 1 Offset 4\n"
    "OpMemberDecorate %%Push 2 Offset 8\n"
    "OpMemberDecorate %%Push 3 Offset 12\n"
    "OpMemberDecorate %%Push 4 Offset 16\n"
    "OpDecorate %%Push Block\n"
    "%%void = OpTypeVoid\n"
    "%%fn = OpTypeFunction %%void\n"
    "%%uint = OpTypeInt 32 0\n"
    "%%int = OpTypeInt 32 1\n"
    "%%bool = OpTypeBool\n"
    "%%v2int = OpTypeVector %%int 2\n"
    "%%v3uint = OpTypeVector %%uint 3\n"
    "%%v4uint = OpTypeVector %%uint 4\n"
    "%%ptr_gid = OpTypePointer Input %%v3uint\n"
    "%%gid = OpVariable %%ptr_gid Input\n"
    "%%Image = OpTypeImage %%uint 2D 0 0 1 2 %s\n"
    "%%ptr_image = OpTypePointer UniformConstant %%Image\n"
    "%%image = OpVariable %%ptr_image UniformConstant\n"
    "%%words = OpTypeRuntimeArray %%uint\n"
    "%%Buffer = OpTypeStruct %%words\n"
    "%%ptr_buffer = OpTypePointer Uniform %%Buffer\n"
    "%%buffer = OpVariable %%ptr_buffer Uniform\n"
    "%%ptr_word = OpTypePointer Uniform %%uint\n"
    "%%Push = OpTypeStruct %%uint %%uint %%uint %%uint %%uint\n"
    "%%ptr_push = OpTypePointer PushConstant %%Push\n"
    "%%push = OpVariable %%ptr_push PushConstant\n"
    "%%ptr_push_uint = OpTypePointer PushConstant %%uint\n"
    "%%c0 = OpConstant %%uint 0\n"
    "%%c1 = OpConstant %%uint 1\n"
    "%%c2 = OpConstant %%uint 2\n"
    "%%c3 = OpConstant %%uint 3\n"
    "%%c4 = OpConstant %%uint 4\n"
    "%%scope_device = OpConstant %%uint 1\n"     /* Scope Device */
    "%%relaxed = OpConstant %%uint 0\n"          /* MemorySemantics None */
    "%%texel_words = OpConstant %%uint %u\n"     /* words of a texel (4, 8, 16 bytes) */
    "%%texels_per_word = OpConstant %%uint %u\n" /* texels of a word (1, 2 bytes) */
    "%%texel_bits = OpConstant %%uint %u\n"
    "%%texel_mask = OpConstant %%uint %u\n"
    "%%main = OpFunction %%void None %%fn\n"
    "%%entry = OpLabel\n"
    "%%id = OpLoad %%v3uint %%gid\n"
    "%%id_x = OpCompositeExtract %%uint %%id 0\n"
    "%%id_y = OpCompositeExtract %%uint %%id 1\n"
    "%%p_width = OpAccessChain %%ptr_push_uint %%push %%c0\n"
    "%%width = OpLoad %%uint %%p_width\n"
    "%%p_height = OpAccessChain %%ptr_push_uint %%push %%c1\n"
    "%%height = OpLoad %%uint %%p_height\n"
    "%%p_total = OpAccessChain %%ptr_push_uint %%push %%c2\n"
    "%%total = OpLoad %%uint %%p_total\n"
    "%%p_row = OpAccessChain %%ptr_push_uint %%push %%c3\n"
    "%%row = OpLoad %%uint %%p_row\n"
    "%%p_to_image = OpAccessChain %%ptr_push_uint %%push %%c4\n"
    "%%to_image = OpLoad %%uint %%p_to_image\n"
    "%%row_start = OpIMul %%uint %%id_y %%row\n"
    "%%t = OpIAdd %%uint %%row_start %%id_x\n"
    "%%inside = OpULessThan %%bool %%t %%total\n"
    "OpSelectionMerge %%end None\n"
    "OpBranchConditional %%inside %%work %%end\n"
    "%%work = OpLabel\n"
    "%%x = OpUMod %%uint %%t %%width\n"
    "%%rows = OpUDiv %%uint %%t %%width\n"
    "%%y = OpUMod %%uint %%rows %%height\n"
    "%%s = OpUDiv %%uint %%rows %%height\n"
    "%%x_int = OpBitcast %%int %%x\n"
    "%%y_int = OpBitcast %%int %%y\n"
    "%%coord = OpCompositeConstruct %%v2int %%x_int %%y_int\n"
    "%%sample = OpBitcast %%int %%s\n"
    "%%img = OpLoad %%Image %%image\n"
    /* the texel's first word, and for small texels its bit offset in that word */
    "%%first_word = OpIMul %%uint %%t %%texel_words\n"
    "%%small_word = OpUDiv %%uint %%t %%texels_per_word\n"
    "%%slot = OpUMod %%uint %%t %%texels_per_word\n"
    "%%shift = OpIMul %%uint %%slot %%texel_bits\n"
    "%%up = OpINotEqual %%bool %%to_image %%c0\n"
    "OpSelectionMerge %%done None\n"
    "OpBranchConditional %%up %%write %%read\n"
    "%%write = OpLabel\n";

/* buffer -> image, texels of 4, 8 or 16 bytes */
static const char write_words[] =
    "%%a0 = OpAccessChain %%ptr_word %%buffer %%c0 %%first_word\n"
    "%%w0 = OpLoad %%uint %%a0\n"
    "%s"
    "%%v = OpCompositeConstruct %%v4uint %%w0 %s %s %s\n"
    "OpImageWrite %%img %%coord %%v Sample %%sample\n";

static const char load_word[] =
    "%%i%u = OpIAdd %%uint %%first_word %%c%u\n"
    "%%a%u = OpAccessChain %%ptr_word %%buffer %%c0 %%i%u\n"
    "%%w%u = OpLoad %%uint %%a%u\n";

/* buffer -> image, texels of 1 or 2 bytes */
static const char write_small[] =
    "%%a0 = OpAccessChain %%ptr_word %%buffer %%c0 %%small_word\n"
    "%%w0 = OpLoad %%uint %%a0\n"
    "%%shifted = OpShiftRightLogical %%uint %%w0 %%shift\n"
    "%%value = OpBitwiseAnd %%uint %%shifted %%texel_mask\n"
    "%%v = OpCompositeConstruct %%v4uint %%value %%c0 %%c0 %%c0\n"
    "OpImageWrite %%img %%coord %%v Sample %%sample\n";

static const char read_head[] =
    "OpBranch %%done\n"
    "%%read = OpLabel\n"
    "%%texel = OpImageRead %%v4uint %%img %%coord Sample %%sample\n";

/* image -> buffer, texels of 4, 8 or 16 bytes: one store per channel */
static const char store_word[] =
    "%%r%u = OpCompositeExtract %%uint %%texel %u\n"
    "%%j%u = OpIAdd %%uint %%first_word %%c%u\n"
    "%%b%u = OpAccessChain %%ptr_word %%buffer %%c0 %%j%u\n"
    "OpStore %%b%u %%r%u\n";

/* image -> buffer, texels of 1 or 2 bytes: clear the texel's bits, then set them */
static const char read_small[] =
    "%%r0 = OpCompositeExtract %%uint %%texel 0\n"
    "%%bits = OpBitwiseAnd %%uint %%r0 %%texel_mask\n"
    "%%placed = OpShiftLeftLogical %%uint %%bits %%shift\n"
    "%%mask_placed = OpShiftLeftLogical %%uint %%texel_mask %%shift\n"
    "%%keep = OpNot %%uint %%mask_placed\n"
    "%%b0 = OpAccessChain %%ptr_word %%buffer %%c0 %%small_word\n"
    "%%and = OpAtomicAnd %%uint %%b0 %%scope_device %%relaxed %%keep\n"
    "%%or = OpAtomicOr %%uint %%b0 %%scope_device %%relaxed %%placed\n";

static const char tail[] =
    "OpBranch %%done\n"
    "%%done = OpLabel\n"
    "OpBranch %%end\n"
    "%%end = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* The SPIR-V Image Format of the UINT view of a texel size (Vulkan "Compatibility Between SPIR-V Image
 * Formats and Vulkan Formats"), or NULL. */
static const char *uint_image_format(uint32_t texel_bytes, bool *extended)
{
    *extended = texel_bytes != 4 && texel_bytes != 16;
    switch (texel_bytes) {
    case 1: return "R8ui";
    case 2: return "R16ui";
    case 4: return "R32ui";
    case 8: return "Rg32ui";
    case 16: return "Rgba32ui";
    default: return NULL;
    }
}

uint32_t amber_ms_copy_view_format(uint32_t texel_bytes)
{
    switch (texel_bytes) {
    case 1: return 13;   /* VK_FORMAT_R8_UINT */
    case 2: return 74;   /* VK_FORMAT_R16_UINT */
    case 4: return 98;   /* VK_FORMAT_R32_UINT */
    case 8: return 101;  /* VK_FORMAT_R32G32_UINT */
    case 16: return 107; /* VK_FORMAT_R32G32B32A32_UINT */
    default: return 0;
    }
}

spvrt_result amber_ms_copy_shader(spvrt_context *ctx, uint32_t texel_bytes, uint32_t **words, size_t *word_count)
{
    *words = NULL;
    *word_count = 0;
    bool extended;
    const char *format = uint_image_format(texel_bytes, &extended);
    if (!format)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    bool small = texel_bytes < 4;
    uint32_t texel_words = small ? 0 : texel_bytes / 4;
    char text[8192];
    size_t at = 0;
    int n = snprintf(text, sizeof text, head, extended ? "OpCapability StorageImageExtendedFormats\n" : "", format,
                     texel_words, small ? 4 / texel_bytes : 1, small ? 8 * texel_bytes : 0,
                     small ? (1u << (8 * texel_bytes)) - 1u : 0);
#define APPEND(...)                                                                                                   \
    do {                                                                                                              \
        if (n < 0 || (size_t)n >= sizeof text - at)                                                                   \
            return SPVRT_ERROR_OUT_OF_MEMORY;                                                                         \
        at += (size_t)n;                                                                                              \
        n = snprintf(text + at, sizeof text - at, __VA_ARGS__);                                                       \
    } while (0)
    if (small) {
        APPEND(write_small);
    } else {
        char loads[512] = "";
        size_t l = 0;
        for (uint32_t k = 1; k < texel_words && l < sizeof loads; k++)
            l += (size_t)snprintf(loads + l, sizeof loads - l, load_word, k, k, k, k, k, k);
        APPEND(write_words, loads, texel_words > 1 ? "%w1" : "%c0", texel_words > 2 ? "%w2" : "%c0",
               texel_words > 3 ? "%w3" : "%c0");
    }
    APPEND(read_head);
    if (small) {
        APPEND(read_small);
    } else {
        for (uint32_t k = 0; k < texel_words; k++)
            APPEND(store_word, k, k, k, k, k, k, k, k);
    }
    APPEND(tail);
    APPEND("%s", "");
#undef APPEND
    spvrt_as_options options;
    memset(&options, 0, sizeof options);
    options.version = 0x00010000u; /* SPIR-V 1.0 */
    return spvrt_assemble(ctx, text, at, &options, words, word_count);
}
