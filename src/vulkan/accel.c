/* The Vulkan backend (vulkan_internal.h): acceleration structures through VK_KHR_acceleration_structure
 * (docs/vulkan-backend.md section 8): bottom levels of triangles and AABBs, top levels of instances, each
 * built on the device and waited for.  Vulkan spec chapter "Acceleration Structures"
 * (#acceleration-structure-building) and "Resource Creation" ("Acceleration Structures"). */
#include <math.h> /* nanf */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vulkan_internal.h"

#ifdef SPVRT_HAVE_VULKAN

/* Waits for the submission of the backend's command buffer on its fence (a timeout or a loss marks the
 * device lost, as in vk_dispatch). */
static spvrt_result submit_and_wait(vk_backend *b, const char *what)
{
    VkCommandBuffer cb = b->command_buffer;
    VkSubmitInfo si = {0};
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cb;
    VkResult r = b->fn.vkQueueSubmit(b->queue, 1, &si, b->fence);
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkQueueSubmit");
    r = b->fn.vkWaitForFences(b->device, 1, &b->fence, VK_TRUE, (uint64_t)b->fence_timeout_ms * 1000000u);
    if (r == VK_TIMEOUT) {
        b->lost = true;
        vk_error(b->base.ctx, "%s failed: device did not finish within %u ms (treated as device lost)", what,
                 b->fence_timeout_ms);
        return SPVRT_ERROR_DEVICE_LOST;
    }
    if (r != VK_SUCCESS)
        return vk_failed(b, r, what, "vkWaitForFences");
    b->fn.vkResetFences(b->device, 1, &b->fence);
    return SPVRT_SUCCESS;
}

static void accel_release(vk_backend *b, amber_accel *a)
{
    if (!b->lost && b->device && a->handle)
        b->fn.vkDestroyAccelerationStructureKHR(b->device, a->handle, NULL);
    vk_raw_buffer_free(b, &a->storage);
    spvrt_free(b->base.ctx, a);
}

/* One build on the device (#acceleration-structure-building): sizes, the structure's storage buffer, a
 * scratch buffer aligned to minAccelerationStructureScratchOffsetAlignment (a valid usage of
 * vkCmdBuildAccelerationStructuresKHR on scratchData), vkCmdBuildAccelerationStructuresKHR, then a
 * barrier ACCELERATION_STRUCTURE_WRITE -> ACCELERATION_STRUCTURE_READ for later builds (a top level reading
 * its bottoms) and later dispatches (ray queries in compute shaders) in submission order, and the fence.
 * geometries and ranges are complete but for the structure handle and the scratch address. */
static spvrt_result accel_build(vk_backend *b, VkAccelerationStructureTypeKHR type,
                                const VkAccelerationStructureGeometryKHR *geometries,
                                const VkAccelerationStructureBuildRangeInfoKHR *ranges, uint32_t geometry_count,
                                const char *what, amber_accel **out)
{
    spvrt_context *ctx = b->base.ctx;
    VkAccelerationStructureBuildGeometryInfoKHR info = {0};
    info.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR;
    info.type = type;
    info.flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR;
    info.mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR;
    info.geometryCount = geometry_count;
    info.pGeometries = geometries;
    uint32_t *max_primitives = spvrt_alloc_zero(ctx, geometry_count ? geometry_count : 1, sizeof *max_primitives);
    amber_accel *a = spvrt_alloc_zero(ctx, 1, sizeof *a);
    if (!max_primitives || !a) {
        spvrt_free(ctx, max_primitives);
        spvrt_free(ctx, a);
        vk_error(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t k = 0; k < geometry_count; k++)
        max_primitives[k] = ranges[k].primitiveCount;
    VkAccelerationStructureBuildSizesInfoKHR sizes = {0};
    sizes.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR;
    b->fn.vkGetAccelerationStructureBuildSizesKHR(b->device, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &info,
                                                  max_primitives, &sizes);
    spvrt_free(ctx, max_primitives);
    a->top = type == VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR;
    vk_raw_buffer scratch = {0};
    uint64_t align = b->accel_props.minAccelerationStructureScratchOffsetAlignment;
    if (align == 0)
        align = 1;
    spvrt_result res = vk_raw_buffer_create(b, sizes.accelerationStructureSize,
                                            VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR, false, what,
                                            &a->storage);
    if (res == SPVRT_SUCCESS)
        res = vk_raw_buffer_create(b, sizes.buildScratchSize + align, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, false,
                                   what, &scratch);
    if (res == SPVRT_SUCCESS) {
        VkAccelerationStructureCreateInfoKHR ci = {0};
        ci.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR;
        ci.buffer = a->storage.buffer;
        ci.offset = 0;
        ci.size = sizes.accelerationStructureSize;
        ci.type = type;
        VkResult r = b->fn.vkCreateAccelerationStructureKHR(b->device, &ci, NULL, &a->handle);
        if (r != VK_SUCCESS) {
            a->handle = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateAccelerationStructureKHR");
        }
    }
    if (res == SPVRT_SUCCESS) {
        info.dstAccelerationStructure = a->handle;
        info.scratchData.deviceAddress = (scratch.address + align - 1) / align * align;
        VkCommandBuffer cb = b->command_buffer;
        b->fn.vkResetCommandBuffer(cb, 0);
        VkCommandBufferBeginInfo bi = {0};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        VkResult r = b->fn.vkBeginCommandBuffer(cb, &bi);
        if (r != VK_SUCCESS)
            res = vk_failed(b, r, what, "vkBeginCommandBuffer");
        if (res == SPVRT_SUCCESS) {
            const VkAccelerationStructureBuildRangeInfoKHR *range_list = ranges;
            b->fn.vkCmdBuildAccelerationStructuresKHR(cb, 1, &info, &range_list);
            VkMemoryBarrier mb = {0};
            mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
            mb.srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR;
            mb.dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR;
            b->fn.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR,
                                       VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR |
                                           VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT |
                                           (b->ray_tracing ? VK_PIPELINE_STAGE_RAY_TRACING_SHADER_BIT_KHR : 0),
                                       0, 1, &mb, 0, NULL, 0, NULL);
            r = b->fn.vkEndCommandBuffer(cb);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkEndCommandBuffer");
        }
        if (res == SPVRT_SUCCESS)
            res = submit_and_wait(b, what);
    }
    if (res == SPVRT_SUCCESS) {
        VkAccelerationStructureDeviceAddressInfoKHR ai = {0};
        ai.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR;
        ai.accelerationStructure = a->handle;
        a->address = b->fn.vkGetAccelerationStructureDeviceAddressKHR(b->device, &ai);
    }
    vk_raw_buffer_free(b, &scratch);
    if (res != SPVRT_SUCCESS) {
        accel_release(b, a);
        return res;
    }
    a->next = b->accels;
    if (b->accels)
        b->accels->prev = a;
    b->accels = a;
    *out = a;
    return SPVRT_SUCCESS;
}

static spvrt_result refuse_without_accel(vk_backend *b, const char *what)
{
    spvrt_result res = vk_refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS || b->accel)
        return res;
    vk_error(b->base.ctx, "%s: the Vulkan device was created without VK_KHR_acceleration_structure (feature "
                          "accelerationStructure); amber_vulkan_options.acceleration_structures asks for it",
             what);
    return SPVRT_ERROR_UNSUPPORTED;
}

/* A bottom level: TRIANGLES (vertex format R32G32B32_SFLOAT, index type UINT32, indices made up when the
 * geometry has none) and AABBS (VkAabbPositionsKHR, 24 bytes each), each geometry with its flags
 * (VkGeometryFlagBitsKHR has spvrt's values).  SPHERES and LSS need VK_NV_ray_tracing_linear_swept_spheres,
 * which these Vulkan headers (1.3.239) do not describe: refused. */
spvrt_result vk_accel_create_bottom(amber_backend *base, const spvrt_geometry *geometries,
                                    uint32_t geometry_count, amber_accel **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    *out = NULL;
    spvrt_diag_reset(ctx);
    const char *what = "building a bottom-level acceleration structure";
    spvrt_result res = refuse_without_accel(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    if (geometry_count > b->accel_props.maxGeometryCount) {
        vk_error(ctx, "%s failed: %u geometries are above the device's maxGeometryCount = %llu", what, geometry_count,
                 (unsigned long long)b->accel_props.maxGeometryCount);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* what every geometry needs in the one input buffer (vertices, indices, AABBs), checked first */
    uint64_t bytes = 0, primitives = 0;
    for (uint32_t g = 0; g < geometry_count; g++) {
        const spvrt_geometry *geo = &geometries[g];
        primitives += geo->primitive_count;
        switch (geo->kind) {
        case SPVRT_GEOMETRY_TRIANGLES:
            if (!geo->vertices && (geo->vertex_count || geo->primitive_count)) {
                vk_error(ctx, "%s failed: geometry %u has triangles and no vertex data", what, g);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            if (!geo->indices && (uint64_t)geo->primitive_count * 3 > geo->vertex_count) {
                vk_error(ctx, "%s failed: geometry %u: %u triangles without indices need %llu vertices, it has %u",
                         what, g, geo->primitive_count, (unsigned long long)geo->primitive_count * 3,
                         geo->vertex_count);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            for (uint64_t k = 0; geo->indices && k < (uint64_t)geo->primitive_count * 3; k++)
                if (geo->indices[k] >= geo->vertex_count) {
                    vk_error(ctx, "%s failed: geometry %u: index %llu is %u, beyond its %u vertices", what, g,
                             (unsigned long long)k, geo->indices[k], geo->vertex_count);
                    return SPVRT_ERROR_INVALID_ARGUMENT;
                }
            if (geo->vertex_stride && geo->vertex_stride < 12) {
                vk_error(ctx, "%s failed: geometry %u: vertex stride %u is below 12 bytes", what, g,
                         geo->vertex_stride);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            bytes += ((uint64_t)geo->vertex_count * 12 + 15) / 16 * 16 + (uint64_t)geo->primitive_count * 12 + 16;
            break;
        case SPVRT_GEOMETRY_AABBS:
            if (!geo->aabbs && geo->primitive_count) {
                vk_error(ctx, "%s failed: geometry %u has AABBs and no AABB data", what, g);
                return SPVRT_ERROR_INVALID_ARGUMENT;
            }
            bytes += (uint64_t)geo->primitive_count * 24 + 16;
            break;
        case SPVRT_GEOMETRY_SPHERES:
        case SPVRT_GEOMETRY_LSS:
            vk_error(ctx, "%s failed: geometry %u is %s, which needs VK_NV_ray_tracing_linear_swept_spheres "
                          "(feature VkPhysicalDeviceRayTracingLinearSweptSpheresFeaturesNV::%s); spvrt's Vulkan "
                          "backend does not build them (its Vulkan headers predate the extension)",
                     what, g, geo->kind == SPVRT_GEOMETRY_SPHERES ? "spheres" : "linear swept spheres",
                     geo->kind == SPVRT_GEOMETRY_SPHERES ? "spheres" : "linearSweptSpheres");
            return SPVRT_ERROR_UNSUPPORTED;
        default:
            vk_error(ctx, "%s failed: geometry %u has an unknown kind %d", what, g, (int)geo->kind);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        if (geo->flags & ~(uint32_t)(SPVRT_GEOMETRY_OPAQUE | SPVRT_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION)) {
            vk_error(ctx, "%s failed: geometry %u has unknown flags 0x%x", what, g, geo->flags);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
    }
    if (primitives > b->accel_props.maxPrimitiveCount) {
        vk_error(ctx, "%s failed: %llu primitives are above the device's maxPrimitiveCount = %llu", what,
                 (unsigned long long)primitives, (unsigned long long)b->accel_props.maxPrimitiveCount);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    VkAccelerationStructureGeometryKHR *geos = spvrt_alloc_zero(ctx, geometry_count ? geometry_count : 1,
                                                                sizeof *geos);
    VkAccelerationStructureBuildRangeInfoKHR *ranges =
        spvrt_alloc_zero(ctx, geometry_count ? geometry_count : 1, sizeof *ranges);
    if (!geos || !ranges) {
        spvrt_free(ctx, geos);
        spvrt_free(ctx, ranges);
        vk_error(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    /* build inputs: buffers with ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR (valid usage of
     * vkCmdBuildAccelerationStructuresKHR for vertex, index, AABB and instance data) */
    vk_raw_buffer input = {0};
    res = vk_raw_buffer_create(b, bytes + 16, VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR,
                               true, what, &input);
    uint64_t at = 0;
    for (uint32_t g = 0; g < geometry_count && res == SPVRT_SUCCESS; g++) {
        const spvrt_geometry *geo = &geometries[g];
        VkAccelerationStructureGeometryKHR *vg = &geos[g];
        vg->sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR;
        vg->flags = geo->flags; /* VK_GEOMETRY_OPAQUE_BIT_KHR = 1, NO_DUPLICATE_ANY_HIT_INVOCATION = 2 */
        ranges[g].primitiveCount = geo->primitive_count;
        if (geo->kind == SPVRT_GEOMETRY_TRIANGLES) {
            VkAccelerationStructureGeometryTrianglesDataKHR *t = &vg->geometry.triangles;
            vg->geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR;
            t->sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR;
            t->vertexFormat = VK_FORMAT_R32G32B32_SFLOAT;
            t->vertexStride = 12;
            t->maxVertex = geo->vertex_count ? geo->vertex_count - 1 : 0;
            t->indexType = VK_INDEX_TYPE_UINT32;
            uint32_t stride = geo->vertex_stride ? geo->vertex_stride : 12;
            float *v = (float *)(void *)(input.host + at);
            for (uint32_t k = 0; k < geo->vertex_count; k++) {
                const float *src = (const float *)(const void *)((const uint8_t *)geo->vertices + (size_t)k * stride);
                memcpy(&v[3 * k], src, 12);
            }
            t->vertexData.deviceAddress = input.address + at;
            at += ((uint64_t)geo->vertex_count * 12 + 15) / 16 * 16;
            uint32_t *idx = (uint32_t *)(void *)(input.host + at);
            for (uint64_t k = 0; k < (uint64_t)geo->primitive_count * 3; k++)
                idx[k] = geo->indices ? geo->indices[k] : (uint32_t)k;
            t->indexData.deviceAddress = input.address + at;
            at += ((uint64_t)geo->primitive_count * 12 + 15) / 16 * 16;
        } else {
            VkAccelerationStructureGeometryAabbsDataKHR *a = &vg->geometry.aabbs;
            vg->geometryType = VK_GEOMETRY_TYPE_AABBS_KHR;
            a->sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR;
            a->stride = 24; /* VkAabbPositionsKHR: min x, y, z, max x, y, z as spvrt_geometry.aabbs */
            float *boxes = (float *)(void *)(input.host + at);
            for (uint64_t k = 0; k < geo->primitive_count; k++) {
                const float *box = &geo->aabbs[6 * k];
                bool inactive = false;
                for (int axis = 0; axis < 3; axis++)
                    inactive = inactive || !(box[axis] <= box[axis + 3]); /* min > max, or a NaN */
                memcpy(&boxes[6 * k], box, 24);
                /* spvrt's inactive AABBs (min > max in an axis, or a NaN) break VUID-VkAabbPositionsKHR-minX-03546
                 * and its Y/Z twins; Vulkan's inactive AABB is one whose minX is NaN ("Inactive Primitives and
                 * Instances", #acceleration-structure-inactive-prims) */
                if (inactive)
                    for (int c = 0; c < 6; c++)
                        boxes[6 * k + (uint64_t)c] = c == 0 ? nanf("") : 0.0f;
            }
            a->data.deviceAddress = input.address + at;
            at += ((uint64_t)geo->primitive_count * 24 + 15) / 16 * 16;
        }
    }
    if (res == SPVRT_SUCCESS)
        res = accel_build(b, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, geos, ranges, geometry_count, what, out);
    vk_raw_buffer_free(b, &input);
    spvrt_free(ctx, geos);
    spvrt_free(ctx, ranges);
    return res;
}

/* A top level of VkAccelerationStructureInstanceKHR (#acceleration-structure-instance): the 3x4 transform,
 * instanceCustomIndex (24 bits), mask (8), instanceShaderBindingTableRecordOffset (24), flags (8,
 * VkGeometryInstanceFlagBitsKHR has spvrt's values) and accelerationStructureReference = the bottom level's
 * device address, 0 for an inactive instance (#acceleration-structure-inactive-prims). */
spvrt_result vk_accel_create_top(amber_backend *base, const spvrt_instance *instances,
                                 amber_accel *const *bottoms, uint32_t instance_count, amber_accel **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    *out = NULL;
    spvrt_diag_reset(ctx);
    const char *what = "building a top-level acceleration structure";
    spvrt_result res = refuse_without_accel(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    if (instance_count > b->accel_props.maxInstanceCount) {
        vk_error(ctx, "%s failed: %u instances are above the device's maxInstanceCount = %llu", what, instance_count,
                 (unsigned long long)b->accel_props.maxInstanceCount);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    for (uint32_t k = 0; k < instance_count; k++) {
        const amber_accel *bottom = bottoms ? bottoms[k] : NULL;
        if (bottom && bottom->top) {
            vk_error(ctx, "%s failed: instance %u refers to a top-level structure (an instance's structure is a "
                          "bottom level)", what, k);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
        if (instances[k].custom_index > 0xFFFFFFu || instances[k].mask > 0xFFu ||
            instances[k].sbt_record_offset > 0xFFFFFFu || instances[k].flags > 0xFFu) {
            vk_error(ctx, "%s failed: instance %u: custom index, mask, SBT record offset or flags beyond their bits "
                          "(24, 8, 24, 8)", what, k);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
    }
    vk_raw_buffer input = {0};
    /* the instances' address must be a multiple of 16 (valid usage of vkCmdBuildAccelerationStructuresKHR for
     * VkAccelerationStructureGeometryInstancesDataKHR::data): rounded up inside a 16-byte larger buffer */
    res = vk_raw_buffer_create(b, (uint64_t)instance_count * sizeof(VkAccelerationStructureInstanceKHR) + 16,
                               VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR, true, what,
                               &input);
    if (res != SPVRT_SUCCESS)
        return res;
    uint64_t offset = (16 - input.address % 16) % 16;
    VkAccelerationStructureInstanceKHR *vi = (VkAccelerationStructureInstanceKHR *)(void *)(input.host + offset);
    for (uint32_t k = 0; k < instance_count; k++) {
        VkAccelerationStructureInstanceKHR inst;
        memset(&inst, 0, sizeof inst);
        memcpy(inst.transform.matrix, instances[k].transform, sizeof inst.transform.matrix);
        inst.instanceCustomIndex = instances[k].custom_index & 0xFFFFFFu;
        inst.mask = instances[k].mask & 0xFFu;
        inst.instanceShaderBindingTableRecordOffset = instances[k].sbt_record_offset & 0xFFFFFFu;
        inst.flags = instances[k].flags & 0xFFu;
        inst.accelerationStructureReference = bottoms && bottoms[k] ? bottoms[k]->address : 0;
        memcpy(&vi[k], &inst, sizeof inst);
    }
    VkAccelerationStructureGeometryKHR geo = {0};
    geo.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR;
    geo.geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR;
    geo.geometry.instances.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR;
    geo.geometry.instances.arrayOfPointers = VK_FALSE;
    geo.geometry.instances.data.deviceAddress = input.address + offset;
    VkAccelerationStructureBuildRangeInfoKHR range = {0};
    range.primitiveCount = instance_count;
    res = accel_build(b, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, &geo, &range, 1, what, out);
    vk_raw_buffer_free(b, &input);
    return res;
}

void vk_accel_destroy(amber_backend *base, amber_accel *a)
{
    vk_backend *b = (vk_backend *)base;
    if (!a)
        return;
    if (a->prev)
        a->prev->next = a->next;
    else if (b->accels == a)
        b->accels = a->next;
    if (a->next)
        a->next->prev = a->prev;
    accel_release(b, a);
}

#endif
