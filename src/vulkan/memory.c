/* The Vulkan backend (vulkan_internal.h): memory and buffers (docs/vulkan-backend.md section 2 step 5,
 * section 8).  The seam's buffers live in host-visible, host-coherent memory kept mapped, so the runner reads
 * and writes their bytes between RUNs; the backend's own buffers (acceleration-structure storage, build
 * inputs, scratch) are allocated with a device address.  Vulkan spec chapters: "Memory Allocation" (device
 * memory, host access), "Resource Creation" (buffers, "Buffer Device Addresses"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vulkan_internal.h"

#ifdef SPVRT_HAVE_VULKAN

/* ---- buffers ------------------------------------------------------------------- */

spvrt_result vk_buffer_create(amber_backend *base, uint32_t id, uint64_t size, amber_buffer **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    (void)id;
    *out = NULL;
    spvrt_diag_reset(ctx);
    spvrt_result res = vk_refuse_if_lost(b, "creating a buffer");
    if (res != SPVRT_SUCCESS)
        return res;
    if (size == 0)
        size = 4; /* VkBufferCreateInfo::size must be > 0 */
    /* whole 32-bit words: the copy shader of a multisampled image reads and writes its buffer as words
     * (ms_copy.c) */
    uint64_t device_size = (size + 3u) & ~(uint64_t)3u;
    amber_buffer *buf = spvrt_alloc_zero(ctx, 1, sizeof *buf);
    if (!buf) {
        vk_error(ctx, "creating a buffer of %llu bytes failed: out of host memory", (unsigned long long)size);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    buf->size = size;
    VkBufferCreateInfo info = {0};
    info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    info.size = device_size;
    /* any buffer may be bound as a texel buffer or hold an image's texels (copied to and from the image) */
    info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT |
                 VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                 VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    if (b->buffer_device_address)
        info.usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    char what[96];
    snprintf(what, sizeof what, "creating a buffer of %llu bytes", (unsigned long long)size);
    VkResult r = b->fn.vkCreateBuffer(b->device, &info, NULL, &buf->buffer);
    if (r != VK_SUCCESS) {
        spvrt_free(ctx, buf);
        return vk_failed(b, r, what, "vkCreateBuffer");
    }
    VkMemoryRequirements req;
    b->fn.vkGetBufferMemoryRequirements(b->device, buf->buffer, &req);
    if (!(req.memoryTypeBits & (1u << b->memory_type))) {
        b->fn.vkDestroyBuffer(b->device, buf->buffer, NULL);
        spvrt_free(ctx, buf);
        vk_error(ctx, "%s failed: no host-visible, host-coherent memory type can hold it", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkMemoryAllocateFlagsInfo flags = {0};
    flags.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
    flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    VkMemoryAllocateInfo alloc = {0};
    alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    alloc.pNext = b->buffer_device_address ? &flags : NULL;
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = b->memory_type;
    r = b->fn.vkAllocateMemory(b->device, &alloc, NULL, &buf->memory);
    if (r == VK_SUCCESS) {
        r = b->fn.vkBindBufferMemory(b->device, buf->buffer, buf->memory, 0);
        if (r == VK_SUCCESS) {
            void *host = NULL;
            r = b->fn.vkMapMemory(b->device, buf->memory, 0, VK_WHOLE_SIZE, 0, &host);
            if (r == VK_SUCCESS) {
                buf->host = host;
                memset(buf->host, 0, (size_t)device_size);
            } else {
                res = vk_failed(b, r, what, "vkMapMemory");
            }
        } else {
            res = vk_failed(b, r, what, "vkBindBufferMemory");
        }
    } else {
        buf->memory = VK_NULL_HANDLE;
        res = vk_failed(b, r, what, "vkAllocateMemory");
    }
    if (res != SPVRT_SUCCESS) {
        if (buf->memory)
            b->fn.vkFreeMemory(b->device, buf->memory, NULL);
        b->fn.vkDestroyBuffer(b->device, buf->buffer, NULL);
        spvrt_free(ctx, buf);
        return res;
    }
    if (b->buffer_device_address) {
        VkBufferDeviceAddressInfo ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
        ai.buffer = buf->buffer;
        buf->address = b->fn.vkGetBufferDeviceAddress(b->device, &ai);
    }
    buf->next = b->buffers;
    if (b->buffers)
        b->buffers->prev = buf;
    b->buffers = buf;
    *out = buf;
    return SPVRT_SUCCESS;
}

uint8_t *vk_buffer_host(amber_buffer *buf)
{
    return buf ? buf->host : NULL;
}

uint64_t vk_buffer_address(amber_buffer *buf)
{
    return buf ? buf->address : 0;
}

void vk_buffer_destroy(amber_backend *base, amber_buffer *buf)
{
    vk_backend *b = (vk_backend *)base;
    if (!buf)
        return;
    if (buf->prev)
        buf->prev->next = buf->next;
    else if (b->buffers == buf)
        b->buffers = buf->next;
    if (buf->next)
        buf->next->prev = buf->prev;
    /* after a loss the device may still be using the memory: leak it (see vk_destroy) */
    if (!b->lost) {
        if (buf->memory) {
            b->fn.vkUnmapMemory(b->device, buf->memory);
            b->fn.vkFreeMemory(b->device, buf->memory, NULL);
        }
        if (buf->buffer)
            b->fn.vkDestroyBuffer(b->device, buf->buffer, NULL);
    }
    spvrt_free(base->ctx, buf);
}

/* ---- the backend's own buffers: acceleration structures' storage, build inputs, scratch (section 8) --- */

void vk_raw_buffer_free(vk_backend *b, vk_raw_buffer *rb)
{
    if (!b->lost && b->device) {
        if (rb->memory) {
            if (rb->host)
                b->fn.vkUnmapMemory(b->device, rb->memory);
            b->fn.vkFreeMemory(b->device, rb->memory, NULL);
        }
        if (rb->buffer)
            b->fn.vkDestroyBuffer(b->device, rb->buffer, NULL);
    }
    memset(rb, 0, sizeof *rb);
}

/* A buffer of size bytes with usage | SHADER_DEVICE_ADDRESS, its memory allocated with
 * VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT (vkBindBufferMemory's valid usage for such buffers) and, when
 * mappable is set, host-visible, coherent and mapped (build inputs written by the host; the submission
 * makes those writes visible, #synchronization-submission-host-writes). */
spvrt_result vk_raw_buffer_create(vk_backend *b, uint64_t size, VkBufferUsageFlags usage, bool mappable,
                                  const char *what, vk_raw_buffer *rb)
{
    memset(rb, 0, sizeof *rb);
    VkBufferCreateInfo info = {0};
    info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    info.size = size ? size : 16;
    info.usage = usage | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    VkResult r = b->fn.vkCreateBuffer(b->device, &info, NULL, &rb->buffer);
    if (r != VK_SUCCESS) {
        rb->buffer = VK_NULL_HANDLE;
        return vk_failed(b, r, what, "vkCreateBuffer");
    }
    VkMemoryRequirements req;
    b->fn.vkGetBufferMemoryRequirements(b->device, rb->buffer, &req);
    uint32_t type = UINT32_MAX;
    if (req.memoryTypeBits & (1u << b->memory_type))
        type = b->memory_type;
    for (uint32_t k = 0; !mappable && type == UINT32_MAX && k < b->memory.memoryTypeCount; k++)
        if (req.memoryTypeBits & (1u << k))
            type = k;
    if (type == UINT32_MAX) {
        vk_raw_buffer_free(b, rb);
        vk_error(b->base.ctx, "%s failed: no memory type of the device can hold it", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkMemoryAllocateFlagsInfo flags = {0};
    flags.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
    flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    VkMemoryAllocateInfo alloc = {0};
    alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    alloc.pNext = &flags;
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = type;
    r = b->fn.vkAllocateMemory(b->device, &alloc, NULL, &rb->memory);
    if (r != VK_SUCCESS) {
        rb->memory = VK_NULL_HANDLE;
        vk_raw_buffer_free(b, rb);
        return vk_failed(b, r, what, "vkAllocateMemory");
    }
    r = b->fn.vkBindBufferMemory(b->device, rb->buffer, rb->memory, 0);
    if (r != VK_SUCCESS) {
        vk_raw_buffer_free(b, rb);
        return vk_failed(b, r, what, "vkBindBufferMemory");
    }
    if (mappable) {
        void *host = NULL;
        r = b->fn.vkMapMemory(b->device, rb->memory, 0, VK_WHOLE_SIZE, 0, &host);
        if (r != VK_SUCCESS) {
            vk_raw_buffer_free(b, rb);
            return vk_failed(b, r, what, "vkMapMemory");
        }
        rb->host = host;
    }
    VkBufferDeviceAddressInfo ai = {0};
    ai.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
    ai.buffer = rb->buffer;
    rb->address = b->fn.vkGetBufferDeviceAddress(b->device, &ai);
    return SPVRT_SUCCESS;
}

#endif
