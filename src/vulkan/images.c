/* The Vulkan backend (vulkan_internal.h): descriptors and images (docs/vulkan-backend.md section 9).
 * Images live only for one dispatch: made from the buffer that holds their texels, copied in before the
 * dispatch and back afterwards; multisampled ones by a compute shader (ms_copy.c).  Texel buffers get a
 * buffer view and samplers a VkSampler for the dispatch.  Vulkan spec chapters: "Resource Creation" (images,
 * image views, buffer views), "Samplers", "Descriptor Sets" ("Descriptor Types"), "Copy Commands" ("Copying
 * Data Between Buffers and Images"), "Formats" ("Format Feature Flags"), "Synchronization and Cache
 * Control" (the layout transitions and barriers around the copies). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vulkan_internal.h"

#ifdef SPVRT_HAVE_VULKAN

/* ---- descriptors, images, texel buffers and samplers of one dispatch (device.h, amber_bind) ----------- */

/* The VkDescriptorType of a BIND ("Descriptor Types"). */
VkDescriptorType vk_descriptor_type(amber_descriptor_kind k)
{
    switch (k) {
    case AMBER_DESCRIPTOR_STORAGE_BUFFER: return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    case AMBER_DESCRIPTOR_UNIFORM_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    case AMBER_DESCRIPTOR_STORAGE_BUFFER_DYNAMIC: return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER_DYNAMIC;
    case AMBER_DESCRIPTOR_UNIFORM_BUFFER_DYNAMIC: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC;
    case AMBER_DESCRIPTOR_STORAGE_TEXEL_BUFFER: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    case AMBER_DESCRIPTOR_UNIFORM_TEXEL_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case AMBER_DESCRIPTOR_STORAGE_IMAGE: return VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
    case AMBER_DESCRIPTOR_SAMPLED_IMAGE: return VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
    case AMBER_DESCRIPTOR_COMBINED_IMAGE_SAMPLER: return VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
    case AMBER_DESCRIPTOR_SAMPLER: return VK_DESCRIPTOR_TYPE_SAMPLER;
    case AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE: return VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR;
    }
    return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
}

void vk_dispatch_objects_free(vk_backend *b, vk_dispatch_objects *o, uint32_t bind_count)
{
    spvrt_context *ctx = b->base.ctx;
    if (!b->lost) {
        for (uint32_t k = 0; k < bind_count; k++) {
            if (o->views && o->views[k])
                b->fn.vkDestroyImageView(b->device, o->views[k], NULL);
            if (o->buffer_views && o->buffer_views[k])
                b->fn.vkDestroyBufferView(b->device, o->buffer_views[k], NULL);
            if (o->samplers && o->samplers[k])
                b->fn.vkDestroySampler(b->device, o->samplers[k], NULL);
        }
        if (o->copy_pool)
            b->fn.vkDestroyDescriptorPool(b->device, o->copy_pool, NULL);
        for (uint32_t i = 0; i < o->image_count; i++) {
            if (o->images[i].copy_view)
                b->fn.vkDestroyImageView(b->device, o->images[i].copy_view, NULL);
            if (o->images[i].image)
                b->fn.vkDestroyImage(b->device, o->images[i].image, NULL);
            if (o->images[i].memory)
                b->fn.vkFreeMemory(b->device, o->images[i].memory, NULL);
        }
    }
    spvrt_free(ctx, o->images);
    spvrt_free(ctx, o->image_of);
    spvrt_free(ctx, o->views);
    spvrt_free(ctx, o->buffer_views);
    spvrt_free(ctx, o->samplers);
    memset(o, 0, sizeof *o);
}

/* A memory type allowed by bits, device-local when one is. */
static uint32_t image_memory_type(const vk_backend *b, uint32_t bits)
{
    for (uint32_t k = 0; k < b->memory.memoryTypeCount; k++)
        if ((bits & (1u << k)) && (b->memory.memoryTypes[k].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT))
            return k;
    for (uint32_t k = 0; k < b->memory.memoryTypeCount; k++)
        if (bits & (1u << k))
            return k;
    return UINT32_MAX;
}

static VkExtent3D level_extent(const spvrt_image *im, uint32_t level)
{
    VkExtent3D e = {im->width >> level, im->height >> level, im->depth >> level};
    e.width = e.width ? e.width : 1;
    e.height = e.height ? e.height : 1;
    e.depth = e.depth ? e.depth : 1;
    return e;
}

/* The format features a descriptor needs with optimal tiling (images) or in a buffer (texel buffers):
 * "Format Feature Flags" and VUID-VkWriteDescriptorSet-descriptorType-00326/-00335 ... */
static bool format_features_ok(vk_backend *b, const amber_bind *bd, amber_descriptor_kind kind, const char *what)
{
    VkFormatProperties fp;
    b->fn.vkGetPhysicalDeviceFormatProperties(b->physical, (VkFormat)bd->image->format, &fp);
    VkFormatFeatureFlags need = 0, have = fp.optimalTilingFeatures;
    const char *need_name = "";
    switch (kind) {
    case AMBER_DESCRIPTOR_STORAGE_TEXEL_BUFFER:
        need = VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT, have = fp.bufferFeatures;
        need_name = "STORAGE_TEXEL_BUFFER";
        break;
    case AMBER_DESCRIPTOR_UNIFORM_TEXEL_BUFFER:
        need = VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT, have = fp.bufferFeatures;
        need_name = "UNIFORM_TEXEL_BUFFER";
        break;
    case AMBER_DESCRIPTOR_STORAGE_IMAGE:
        need = VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT | VK_FORMAT_FEATURE_TRANSFER_SRC_BIT |
               VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
        need_name = "STORAGE_IMAGE and TRANSFER_SRC/DST (optimal tiling)";
        break;
    default:
        need = VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT | VK_FORMAT_FEATURE_TRANSFER_SRC_BIT |
               VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
        need_name = "SAMPLED_IMAGE and TRANSFER_SRC/DST (optimal tiling)";
        if (bd->sampler && (bd->sampler->mag_filter == SPVRT_FILTER_LINEAR ||
                            bd->sampler->min_filter == SPVRT_FILTER_LINEAR ||
                            bd->sampler->mipmap_mode == SPVRT_FILTER_LINEAR)) {
            need |= VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT;
            need_name = "SAMPLED_IMAGE, SAMPLED_IMAGE_FILTER_LINEAR (a linear sampler) and TRANSFER_SRC/DST "
                        "(optimal tiling)";
        }
        break;
    }
    if (bd->image->samples > 1) /* copied by a shader, not by vkCmdCopy* (ms_copy_prepare) */
        need &= ~(VkFormatFeatureFlags)(VK_FORMAT_FEATURE_TRANSFER_SRC_BIT | VK_FORMAT_FEATURE_TRANSFER_DST_BIT);
    if ((have & need) == need)
        return true;
    vk_error(b->base.ctx, "%s failed: descriptor set %u binding %u[%u]: the device's format %u lacks the format "
                          "features %s", what, bd->descriptor_set, bd->binding, bd->array_index, bd->image->format,
             need_name);
    return false;
}

/* ---- multisampled images: filled and read back by a compute shader (ms_copy.c) ---------------------- */

/* The copy pipeline of texels of texel_bytes bytes, made on first use: set 0 binding 0 the storage image,
 * binding 1 the storage buffer, 20 bytes of push constants (ms_copy.c). */
static spvrt_result ms_copy_pipeline(vk_backend *b, uint32_t texel_bytes, const char *what, VkPipeline *out)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t slot = texel_bytes == 1 ? 0 : texel_bytes == 2 ? 1 : texel_bytes == 4 ? 2 : texel_bytes == 8 ? 3 : 4;
    *out = b->ms_pipelines[slot];
    if (*out)
        return SPVRT_SUCCESS;
    VkResult r;
    if (!b->ms_set_layout) {
        VkDescriptorSetLayoutBinding lb[2];
        memset(lb, 0, sizeof lb);
        lb[0].binding = 0;
        lb[0].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
        lb[0].descriptorCount = 1;
        lb[0].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
        lb[1] = lb[0];
        lb[1].binding = 1;
        lb[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        VkDescriptorSetLayoutCreateInfo li = {0};
        li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
        li.bindingCount = 2;
        li.pBindings = lb;
        r = b->fn.vkCreateDescriptorSetLayout(b->device, &li, NULL, &b->ms_set_layout);
        if (r != VK_SUCCESS) {
            b->ms_set_layout = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreateDescriptorSetLayout (multisampled image copy)");
        }
    }
    if (!b->ms_layout) {
        VkPushConstantRange range = {VK_SHADER_STAGE_COMPUTE_BIT, 0, 20};
        VkPipelineLayoutCreateInfo pi = {0};
        pi.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
        pi.setLayoutCount = 1;
        pi.pSetLayouts = &b->ms_set_layout;
        pi.pushConstantRangeCount = 1;
        pi.pPushConstantRanges = &range;
        r = b->fn.vkCreatePipelineLayout(b->device, &pi, NULL, &b->ms_layout);
        if (r != VK_SUCCESS) {
            b->ms_layout = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreatePipelineLayout (multisampled image copy)");
        }
    }
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_result res = amber_ms_copy_shader(ctx, texel_bytes, &words, &count);
    if (res != SPVRT_SUCCESS) {
        vk_error(ctx, "%s failed: the copy shader of a multisampled image did not assemble (%s)", what,
                 spvrt_result_string(res));
        return res;
    }
    VkShaderModuleCreateInfo mi = {0};
    mi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    mi.codeSize = count * sizeof *words;
    mi.pCode = words;
    VkShaderModule module = VK_NULL_HANDLE;
    r = b->fn.vkCreateShaderModule(b->device, &mi, NULL, &module);
    spvrt_free(ctx, words);
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkCreateShaderModule (multisampled image copy)");
    VkComputePipelineCreateInfo ci = {0};
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    ci.stage.module = module;
    ci.stage.pName = "main";
    ci.layout = b->ms_layout;
    r = b->fn.vkCreateComputePipelines(b->device, VK_NULL_HANDLE, 1, &ci, NULL, &b->ms_pipelines[slot]);
    b->fn.vkDestroyShaderModule(b->device, module, NULL);
    if (r != VK_SUCCESS) {
        b->ms_pipelines[slot] = VK_NULL_HANDLE;
        return vk_failed(b, r, what, "vkCreateComputePipelines (multisampled image copy)");
    }
    *out = b->ms_pipelines[slot];
    return SPVRT_SUCCESS;
}

/* Whether the device can make im (multisampled) with the copy's storage view, and its flags, usage and copy
 * dispatch; a missing piece is "not supported" (SPVRT_ERROR_UNSUPPORTED), never a wrong answer. */
static spvrt_result ms_copy_prepare(vk_backend *b, vk_image *im, const char *what)
{
    spvrt_context *ctx = b->base.ctx;
    const spvrt_image *dsc = im->desc;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    im->multisampled = true;
    im->texel_bytes = spvrt_format_texel_size(dsc->format);
    VkFormat view = (VkFormat)amber_ms_copy_view_format(im->texel_bytes);
    /* a view of another format needs MUTABLE_FORMAT and a format of the image's compatibility class
     * (VUID-VkImageViewCreateInfo-image-01761): the uncompressed colour formats of one texel size are one
     * class ("Format Compatibility Classes"); depth/stencil formats are each their own */
    bool depth = dsc->format >= VK_FORMAT_D16_UNORM && dsc->format <= VK_FORMAT_D32_SFLOAT_S8_UINT;
    if (view == 0 || depth || dsc->array_layers != 1 || dsc->mip_levels != 1 || dsc->dim != SPVRT_IMAGE_2D) {
        vk_error(ctx, "%s failed: a multisampled image of format %u is not supported by the Vulkan backend: it "
                      "fills and reads back such an image through a storage view of an 8, 16, 32, 64 or 128-bit "
                      "UINT colour format of the same texel size (vkCmdCopyBufferToImage needs one sample, "
                      "VUID-vkCmdCopyBufferToImage-dstImage-07973)", what, dsc->format);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    if (!b->storage_image_multisample) {
        vk_error(ctx, "%s failed: the device lacks shaderStorageImageMultisample, which the Vulkan backend needs to "
                      "fill a multisampled image from its buffer and read it back (capability "
                      "StorageImageMultisample)", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkFormatProperties fp;
    b->fn.vkGetPhysicalDeviceFormatProperties(b->physical, view, &fp);
    if (!(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT)) {
        vk_error(ctx, "%s failed: the device's format %u lacks STORAGE_IMAGE (optimal tiling), which the storage "
                      "view that fills a multisampled image of format %u needs", what, (unsigned)view, dsc->format);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* no transfers; the copy's storage view (VUID-VkImageViewCreateInfo-image-04441: the image has the usage
     * of its views) */
    im->usage &= ~(VkImageUsageFlags)(VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT);
    bool script_storage = (im->usage & VK_IMAGE_USAGE_STORAGE_BIT) != 0;
    im->usage |= VK_IMAGE_USAGE_STORAGE_BIT;
    im->flags = VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT;
    b->fn.vkGetPhysicalDeviceFormatProperties(b->physical, (VkFormat)dsc->format, &fp);
    if (!script_storage && !(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT)) {
        /* the image's own format cannot be a storage image: STORAGE usage only through EXTENDED_USAGE
         * (Vulkan 1.1, VUID-VkImageCreateInfo-usage-00964 otherwise) */
        if (b->api_version < VK_API_VERSION_1_1) {
            vk_error(ctx, "%s failed: format %u of a multisampled image lacks STORAGE_IMAGE, and the device's "
                          "Vulkan 1.0 has no VK_IMAGE_CREATE_EXTENDED_USAGE_BIT for the storage view that fills it",
                     what, dsc->format);
            return SPVRT_ERROR_UNSUPPORTED;
        }
        im->flags |= VK_IMAGE_CREATE_EXTENDED_USAGE_BIT;
        im->extended_usage = true;
    }
    /* the sample count (VUID-VkImageCreateInfo-samples-02258) */
    VkImageFormatProperties ip;
    memset(&ip, 0, sizeof ip);
    VkResult r = b->fn.vkGetPhysicalDeviceImageFormatProperties(b->physical, (VkFormat)dsc->format,
                                                                 VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_OPTIMAL,
                                                                 im->usage, im->flags, &ip);
    if (r == VK_ERROR_FORMAT_NOT_SUPPORTED || (r == VK_SUCCESS && !(ip.sampleCounts & dsc->samples))) {
        vk_error(ctx, "%s failed: the device has no multisampled image of format %u with %u samples for storage%s "
                      "use (vkGetPhysicalDeviceImageFormatProperties: sample counts 0x%x; "
                      "VUID-VkImageCreateInfo-samples-02258)", what, dsc->format, dsc->samples,
                 (im->usage & VK_IMAGE_USAGE_SAMPLED_BIT) ? " and sampled" : "",
                 r == VK_SUCCESS ? (unsigned)ip.sampleCounts : 0u);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkGetPhysicalDeviceImageFormatProperties");
    if (dsc->width > ip.maxExtent.width || dsc->height > ip.maxExtent.height) {
        vk_error(ctx, "%s failed: a multisampled image of %u x %u texels is above the device's largest of format "
                      "%u, %u x %u", what, dsc->width, dsc->height, dsc->format, ip.maxExtent.width,
                 ip.maxExtent.height);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* the buffer: every sample's texels in spvrt_image's layout, read and written as whole words */
    uint64_t texels = (uint64_t)dsc->width * dsc->height * dsc->samples;
    uint64_t bytes = texels * im->texel_bytes;
    im->words_range = (bytes + 3u) & ~(uint64_t)3u;
    if (bytes > im->buffer->size) {
        vk_error(ctx, "%s failed: the buffer of a multisampled image holds %llu bytes; its %llu texels need %llu",
                 what, (unsigned long long)im->buffer->size, (unsigned long long)texels,
                 (unsigned long long)bytes);
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    if (im->words_range > lim->maxStorageBufferRange || texels > UINT32_MAX) {
        vk_error(ctx, "%s failed: a multisampled image of %llu bytes is above the device's maxStorageBufferRange = "
                      "%u, through which the Vulkan backend fills it", what, (unsigned long long)bytes,
                 lim->maxStorageBufferRange);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    im->texels = (uint32_t)texels;
    /* one invocation per texel, 64 a work group, in rows of at most maxComputeWorkGroupCount[0] groups */
    uint64_t groups = (texels + 63u) / 64u;
    uint64_t per_row = groups < lim->maxComputeWorkGroupCount[0] ? groups : lim->maxComputeWorkGroupCount[0];
    uint64_t rows = per_row ? (groups + per_row - 1u) / per_row : 1u;
    if (per_row == 0 || rows > lim->maxComputeWorkGroupCount[1] || per_row * 64u > UINT32_MAX) {
        vk_error(ctx, "%s failed: a multisampled image of %llu texels needs more work groups to fill than the "
                      "device's maxComputeWorkGroupCount allows", what, (unsigned long long)texels);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    im->groups[0] = (uint32_t)per_row;
    im->groups[1] = (uint32_t)rows;
    return ms_copy_pipeline(b, im->texel_bytes, what, &im->copy_pipeline);
}

/* The copy views and descriptor sets of the multisampled images (after the images exist). */
static spvrt_result ms_copy_sets(vk_backend *b, vk_dispatch_objects *o, uint32_t count, const char *what)
{
    VkDescriptorPoolSize sizes[2] = {{VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, count},
                                     {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, count}};
    VkDescriptorPoolCreateInfo pi = {0};
    pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    pi.maxSets = count;
    pi.poolSizeCount = 2;
    pi.pPoolSizes = sizes;
    VkResult r = b->fn.vkCreateDescriptorPool(b->device, &pi, NULL, &o->copy_pool);
    if (r != VK_SUCCESS) {
        o->copy_pool = VK_NULL_HANDLE;
        return vk_failed(b, r, what, "vkCreateDescriptorPool (multisampled image copy)");
    }
    for (uint32_t i = 0; i < o->image_count; i++) {
        vk_image *im = &o->images[i];
        if (!im->multisampled)
            continue;
        VkImageViewUsageCreateInfo vu = {0};
        vu.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO;
        vu.usage = VK_IMAGE_USAGE_STORAGE_BIT;
        VkImageViewCreateInfo vi = {0};
        vi.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO;
        vi.pNext = im->extended_usage ? &vu : NULL;
        vi.image = im->image;
        vi.viewType = VK_IMAGE_VIEW_TYPE_2D;
        vi.format = (VkFormat)amber_ms_copy_view_format(im->texel_bytes);
        vi.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
        vi.subresourceRange.levelCount = 1;
        vi.subresourceRange.layerCount = 1;
        r = b->fn.vkCreateImageView(b->device, &vi, NULL, &im->copy_view);
        if (r != VK_SUCCESS) {
            im->copy_view = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreateImageView (multisampled image copy)");
        }
        VkDescriptorSetAllocateInfo ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
        ai.descriptorPool = o->copy_pool;
        ai.descriptorSetCount = 1;
        ai.pSetLayouts = &b->ms_set_layout;
        r = b->fn.vkAllocateDescriptorSets(b->device, &ai, &im->copy_set);
        if (r != VK_SUCCESS)
            return vk_failed(b, r, what, "vkAllocateDescriptorSets (multisampled image copy)");
        VkDescriptorImageInfo ii = {VK_NULL_HANDLE, im->copy_view, VK_IMAGE_LAYOUT_GENERAL};
        VkDescriptorBufferInfo bi = {im->buffer->buffer, 0, im->words_range};
        VkWriteDescriptorSet w[2];
        memset(w, 0, sizeof w);
        for (int k = 0; k < 2; k++) {
            w[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
            w[k].dstSet = im->copy_set;
            w[k].dstBinding = (uint32_t)k;
            w[k].descriptorCount = 1;
        }
        w[0].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
        w[0].pImageInfo = &ii;
        w[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        w[1].pBufferInfo = &bi;
        b->fn.vkUpdateDescriptorSets(b->device, 2, w, 0, NULL);
    }
    return SPVRT_SUCCESS;
}

/* Every multisampled image from (upload) or into (!upload) its buffer with the copy shader.  Upload: from
 * UNDEFINED to GENERAL (the storage images' layout, #descriptorsets-storageimage), then the shader's writes
 * made visible to the script's dispatch.  Read-back: the script's writes (image and buffer) made visible to
 * the copy first; the caller's last barrier makes the copy's writes visible to the host. */
void vk_record_ms_copies(vk_backend *b, VkCommandBuffer cb, const vk_dispatch_objects *o, bool upload)
{
    bool any = false;
    for (uint32_t i = 0; i < o->image_count; i++)
        any |= o->images[i].multisampled;
    if (!any)
        return;
    VkMemoryBarrier mb = {0};
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    VkPipelineStageFlags shaders = o->shader_stage | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    if (!upload)
        b->fn.vkCmdPipelineBarrier(cb, shaders, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    for (uint32_t i = 0; i < o->image_count; i++) {
        const vk_image *im = &o->images[i];
        if (!im->multisampled)
            continue;
        if (upload) {
            VkImageMemoryBarrier ib = {0};
            ib.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER;
            ib.srcQueueFamilyIndex = ib.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
            ib.image = im->image;
            ib.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
            ib.subresourceRange.levelCount = 1;
            ib.subresourceRange.layerCount = 1;
            ib.srcAccessMask = 0;
            ib.dstAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
            ib.newLayout = VK_IMAGE_LAYOUT_GENERAL;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0,
                                       0, NULL, 0, NULL, 1, &ib);
        }
        uint32_t push[5] = {im->desc->width, im->desc->height, im->texels, im->groups[0] * 64u, upload ? 1u : 0u};
        b->fn.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, im->copy_pipeline);
        b->fn.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, b->ms_layout, 0, 1, &im->copy_set, 0,
                                      NULL);
        b->fn.vkCmdPushConstants(cb, b->ms_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof push, push);
        b->fn.vkCmdDispatch(cb, im->groups[0], im->groups[1], 1);
    }
    if (upload)
        b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, shaders, 0, 1, &mb, 0, NULL, 0, NULL);
}

/* The images, views, buffer views and samplers of one dispatch (docs/vulkan-backend.md, section 9). */
spvrt_result vk_dispatch_objects_create(vk_backend *b, const amber_bind *binds, uint32_t bind_count,
                                        const amber_pipeline *p, vk_dispatch_objects *o, const char *what)
{
    spvrt_context *ctx = b->base.ctx;
    uint32_t n = bind_count ? bind_count : 1;
    o->images = spvrt_alloc_zero(ctx, n, sizeof *o->images);
    o->image_of = spvrt_alloc_zero(ctx, n, sizeof *o->image_of);
    o->views = spvrt_alloc_zero(ctx, n, sizeof *o->views);
    o->buffer_views = spvrt_alloc_zero(ctx, n, sizeof *o->buffer_views);
    o->samplers = spvrt_alloc_zero(ctx, n, sizeof *o->samplers);
    if (!o->images || !o->image_of || !o->views || !o->buffer_views || !o->samplers) {
        vk_error(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    o->shader_stage = p->shader_stage ? p->shader_stage : VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    /* one image per buffer, with the usage of every bind of it */
    for (uint32_t k = 0; k < bind_count; k++) {
        const amber_bind *bd = &binds[k];
        const amber_binding_decl *d = vk_find_decl(p, bd->descriptor_set, bd->binding);
        o->image_of[k] = UINT32_MAX;
        if (!d || !bd->image || !amber_descriptor_is_image(d->kind) || !bd->buffer)
            continue;
        if (!format_features_ok(b, bd, d->kind, what))
            return SPVRT_ERROR_UNSUPPORTED;
        uint32_t i = 0;
        while (i < o->image_count && o->images[i].buffer != bd->buffer)
            i++;
        if (i == o->image_count) {
            o->images[i].buffer = bd->buffer;
            o->images[i].desc = bd->image;
            o->images[i].usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
            o->image_count++;
        }
        o->images[i].usage |= d->kind == AMBER_DESCRIPTOR_STORAGE_IMAGE ? VK_IMAGE_USAGE_STORAGE_BIT
                                                                         : VK_IMAGE_USAGE_SAMPLED_BIT;
        o->image_of[k] = i;
    }
    uint32_t multisampled = 0;
    for (uint32_t i = 0; i < o->image_count; i++) {
        vk_image *im = &o->images[i];
        const spvrt_image *dsc = im->desc;
        if (dsc->samples > 1) {
            spvrt_result res = ms_copy_prepare(b, im, what);
            if (res != SPVRT_SUCCESS)
                return res;
            multisampled++;
        }
        VkImageCreateInfo ii = {0};
        ii.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO;
        ii.flags = im->flags;
        ii.imageType = dsc->dim == SPVRT_IMAGE_1D ? VK_IMAGE_TYPE_1D
                       : dsc->dim == SPVRT_IMAGE_3D ? VK_IMAGE_TYPE_3D : VK_IMAGE_TYPE_2D;
        ii.format = (VkFormat)dsc->format;
        ii.extent.width = dsc->width;
        ii.extent.height = dsc->height;
        ii.extent.depth = dsc->depth;
        ii.mipLevels = dsc->mip_levels;
        ii.arrayLayers = 1;
        ii.samples = (VkSampleCountFlagBits)dsc->samples; /* VK_SAMPLE_COUNT_n_BIT is n */
        ii.tiling = VK_IMAGE_TILING_OPTIMAL;
        ii.usage = im->usage;
        ii.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
        ii.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
        VkResult r = b->fn.vkCreateImage(b->device, &ii, NULL, &im->image);
        if (r != VK_SUCCESS) {
            im->image = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkCreateImage");
        }
        VkMemoryRequirements req;
        b->fn.vkGetImageMemoryRequirements(b->device, im->image, &req);
        VkMemoryAllocateInfo ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
        ai.allocationSize = req.size;
        ai.memoryTypeIndex = image_memory_type(b, req.memoryTypeBits);
        if (ai.memoryTypeIndex == UINT32_MAX) {
            vk_error(ctx, "%s failed: no memory type can hold an image of format %u", what, dsc->format);
            return SPVRT_ERROR_UNSUPPORTED;
        }
        r = b->fn.vkAllocateMemory(b->device, &ai, NULL, &im->memory);
        if (r != VK_SUCCESS) {
            im->memory = VK_NULL_HANDLE;
            return vk_failed(b, r, what, "vkAllocateMemory");
        }
        r = b->fn.vkBindImageMemory(b->device, im->image, im->memory, 0);
        if (r != VK_SUCCESS)
            return vk_failed(b, r, what, "vkBindImageMemory");
    }
    for (uint32_t k = 0; k < bind_count; k++) {
        const amber_bind *bd = &binds[k];
        const amber_binding_decl *d = vk_find_decl(p, bd->descriptor_set, bd->binding);
        if (!d)
            continue;
        VkResult r;
        if (amber_descriptor_is_texel_buffer(d->kind) && bd->image && bd->buffer) {
            if (!format_features_ok(b, bd, d->kind, what))
                return SPVRT_ERROR_UNSUPPORTED;
            if (bd->image->width > lim->maxTexelBufferElements) {
                vk_error(ctx, "%s failed: descriptor set %u binding %u[%u]: %u texels are above the device's "
                              "maxTexelBufferElements = %u", what, bd->descriptor_set, bd->binding, bd->array_index,
                         bd->image->width, lim->maxTexelBufferElements);
                return SPVRT_ERROR_UNSUPPORTED;
            }
            VkBufferViewCreateInfo vi = {0};
            vi.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO;
            vi.buffer = bd->buffer->buffer;
            vi.format = (VkFormat)bd->image->format;
            vi.offset = bd->offset;
            vi.range = bd->range;
            r = b->fn.vkCreateBufferView(b->device, &vi, NULL, &o->buffer_views[k]);
            if (r != VK_SUCCESS) {
                o->buffer_views[k] = VK_NULL_HANDLE;
                return vk_failed(b, r, what, "vkCreateBufferView");
            }
        }
        if (o->image_of[k] != UINT32_MAX) {
            const spvrt_image *dsc = bd->image;
            VkImageViewCreateInfo vi = {0};
            vi.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO;
            vi.image = o->images[o->image_of[k]].image;
            vi.viewType = dsc->dim == SPVRT_IMAGE_1D ? VK_IMAGE_VIEW_TYPE_1D
                          : dsc->dim == SPVRT_IMAGE_3D ? VK_IMAGE_VIEW_TYPE_3D : VK_IMAGE_VIEW_TYPE_2D;
            vi.format = (VkFormat)dsc->format;
            vi.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
            vi.subresourceRange.baseMipLevel = bd->base_level;
            vi.subresourceRange.levelCount = bd->level_count ? bd->level_count : VK_REMAINING_MIP_LEVELS;
            vi.subresourceRange.layerCount = 1;
            /* an image made with EXTENDED_USAGE_BIT: the view's own usage, which its format must support
             * (VUID-VkImageViewCreateInfo-usage-02274/-02275 with VkImageViewUsageCreateInfo) */
            VkImageViewUsageCreateInfo vu = {0};
            vu.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO;
            vu.usage = d->kind == AMBER_DESCRIPTOR_STORAGE_IMAGE ? VK_IMAGE_USAGE_STORAGE_BIT
                                                                 : VK_IMAGE_USAGE_SAMPLED_BIT;
            if (o->images[o->image_of[k]].extended_usage)
                vi.pNext = &vu;
            r = b->fn.vkCreateImageView(b->device, &vi, NULL, &o->views[k]);
            if (r != VK_SUCCESS) {
                o->views[k] = VK_NULL_HANDLE;
                return vk_failed(b, r, what, "vkCreateImageView");
            }
        }
        if (bd->sampler && (d->kind == AMBER_DESCRIPTOR_SAMPLER || d->kind == AMBER_DESCRIPTOR_COMBINED_IMAGE_SAMPLER)) {
            const spvrt_sampler *sm = bd->sampler;
            VkSamplerCreateInfo si = {0};
            si.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO;
            si.magFilter = (VkFilter)sm->mag_filter;
            si.minFilter = (VkFilter)sm->min_filter;
            si.mipmapMode = (VkSamplerMipmapMode)sm->mipmap_mode;
            si.addressModeU = (VkSamplerAddressMode)sm->address_u;
            si.addressModeV = (VkSamplerAddressMode)sm->address_v;
            si.addressModeW = (VkSamplerAddressMode)sm->address_w;
            si.mipLodBias = sm->mip_lod_bias;
            si.compareEnable = sm->compare_enable ? VK_TRUE : VK_FALSE;
            si.compareOp = (VkCompareOp)sm->compare_op;
            si.minLod = sm->min_lod;
            si.maxLod = sm->max_lod;
            si.borderColor = (VkBorderColor)sm->border_color;
            si.unnormalizedCoordinates = sm->unnormalized_coordinates ? VK_TRUE : VK_FALSE;
            r = b->fn.vkCreateSampler(b->device, &si, NULL, &o->samplers[k]);
            if (r != VK_SUCCESS) {
                o->samplers[k] = VK_NULL_HANDLE;
                return vk_failed(b, r, what, "vkCreateSampler");
            }
        }
    }
    return multisampled ? ms_copy_sets(b, o, multisampled, what) : SPVRT_SUCCESS;
}

/* Every level of each image from (upload) or into (!upload) its buffer, whose bytes hold the levels one
 * after another, rows tightly packed (bufferRowLength 0: "Copying Data Between Buffers and Images"); the
 * image ends in the GENERAL layout (the only one storage images may be used in, #descriptorsets-storageimage)
 * after an upload, and in TRANSFER_SRC_OPTIMAL after a read-back. */
void vk_record_image_copies(vk_backend *b, VkCommandBuffer cb, const vk_dispatch_objects *o, bool upload)
{
    for (uint32_t i = 0; i < o->image_count; i++) {
        const vk_image *im = &o->images[i];
        const spvrt_image *dsc = im->desc;
        if (im->multisampled) /* vk_record_ms_copies */
            continue;
        VkImageMemoryBarrier ib = {0};
        ib.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER;
        ib.srcQueueFamilyIndex = ib.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
        ib.image = im->image;
        ib.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
        ib.subresourceRange.levelCount = VK_REMAINING_MIP_LEVELS;
        ib.subresourceRange.layerCount = 1;
        if (upload) {
            ib.srcAccessMask = 0;
            ib.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
            ib.newLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0,
                                       NULL, 0, NULL, 1, &ib);
        } else {
            ib.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            ib.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_GENERAL;
            ib.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
            b->fn.vkCmdPipelineBarrier(cb, o->shader_stage | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                                       VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, NULL, 0, NULL, 1, &ib);
        }
        VkBufferImageCopy regions[16];
        uint32_t levels = dsc->mip_levels < 16 ? dsc->mip_levels : 16; /* the parser bounds levels by the extent */
        uint64_t offset = 0;
        uint32_t texel = 0;
        for (uint32_t l = 0; l < levels; l++) {
            memset(&regions[l], 0, sizeof regions[l]);
            regions[l].bufferOffset = offset;
            regions[l].imageSubresource.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
            regions[l].imageSubresource.mipLevel = l;
            regions[l].imageSubresource.layerCount = 1;
            regions[l].imageExtent = level_extent(dsc, l);
            if (texel == 0) /* bytes of one texel: the buffer's bytes over the image's texels */
            {
                uint64_t texels = 0;
                for (uint32_t m = 0; m < dsc->mip_levels; m++) {
                    VkExtent3D e = level_extent(dsc, m);
                    texels += (uint64_t)e.width * e.height * e.depth;
                }
                texel = texels ? (uint32_t)(dsc->size / texels) : 0;
            }
            offset += (uint64_t)regions[l].imageExtent.width * regions[l].imageExtent.height *
                      regions[l].imageExtent.depth * texel;
        }
        if (upload) {
            b->fn.vkCmdCopyBufferToImage(cb, im->buffer->buffer, im->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                                         levels, regions);
            ib.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
            ib.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
            ib.oldLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
            ib.newLayout = VK_IMAGE_LAYOUT_GENERAL;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT,
                                       o->shader_stage | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 0, NULL, 0, NULL, 1,
                                       &ib);
        } else {
            b->fn.vkCmdCopyImageToBuffer(cb, im->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, im->buffer->buffer,
                                         levels, regions);
        }
    }
}

#endif
