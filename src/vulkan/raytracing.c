/* The Vulkan backend (vulkan_internal.h): ray-tracing pipelines (VK_KHR_ray_tracing_pipeline;
 * docs/vulkan-backend.md section 10).  One VkPipeline per script pipeline, made from the flattened groups
 * the runner gives (device.h, amber_rt_pipeline_desc: a library's groups are the pipeline's own, so no
 * pipeline library is created); its group handles are read once; each RUN writes a shader binding table
 * buffer from them and traces.  Vulkan spec chapters: "Ray Tracing" ("Shader Binding Table", "Ray Tracing
 * Commands"), "Pipelines" ("Ray Tracing Pipelines"), "Limits" (VkPhysicalDeviceRayTracingPipelinePropertiesKHR). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vulkan_internal.h"

#ifdef SPVRT_HAVE_VULKAN

/* SpvExecutionModel of the ray-tracing stages (SPIR-V "Execution Model") and their VkShaderStageFlagBits. */
static VkShaderStageFlagBits stage_of(uint32_t execution_model)
{
    switch (execution_model) {
    case 5313: return VK_SHADER_STAGE_RAYGEN_BIT_KHR;
    case 5314: return VK_SHADER_STAGE_INTERSECTION_BIT_KHR;
    case 5315: return VK_SHADER_STAGE_ANY_HIT_BIT_KHR;
    case 5316: return VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR;
    case 5317: return VK_SHADER_STAGE_MISS_BIT_KHR;
    case 5318: return VK_SHADER_STAGE_CALLABLE_BIT_KHR;
    default: return 0;
    }
}

#define RT_STAGES                                                                                                     \
    (VK_SHADER_STAGE_RAYGEN_BIT_KHR | VK_SHADER_STAGE_ANY_HIT_BIT_KHR | VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR |          \
     VK_SHADER_STAGE_MISS_BIT_KHR | VK_SHADER_STAGE_INTERSECTION_BIT_KHR | VK_SHADER_STAGE_CALLABLE_BIT_KHR)

static uint64_t align_up(uint64_t x, uint64_t a)
{
    return a > 1 ? (x + a - 1) / a * a : x;
}

/* A shader index of a group: in range, or AMBER_RT_UNUSED (VK_SHADER_UNUSED_KHR). */
static bool shader_index_ok(uint32_t index, uint32_t count)
{
    return index == AMBER_RT_UNUSED || index < count;
}

spvrt_result vk_rt_pipeline_create(amber_backend *base, const amber_rt_pipeline_desc *desc, amber_pipeline **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    *out = NULL;
    spvrt_diag_reset(ctx);
    const char *pname = desc->name ? desc->name : "?";
    char what[128];
    snprintf(what, sizeof what, "creating ray-tracing pipeline '%s'", pname);
    spvrt_result res = vk_refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    if (!b->ray_tracing) {
        vk_error(ctx, "%s failed: the device was created without VK_KHR_ray_tracing_pipeline "
                      "(amber_vulkan_options.ray_tracing_pipelines)", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* VUID-VkRayTracingPipelineCreateInfoKHR-maxPipelineRayRecursionDepth-03589: at most the device's
     * maxRayRecursionDepth (at least 1 on every device with the extension) */
    if (desc->max_recursion_depth > b->rt_props.maxRayRecursionDepth) {
        vk_error(ctx, "%s failed: MAX_RAY_RECURSION_DEPTH %u is above the device's maxRayRecursionDepth = %u", what,
                 desc->max_recursion_depth, b->rt_props.maxRayRecursionDepth);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    if (desc->shader_count == 0 || desc->group_count == 0) {
        vk_error(ctx, "%s failed: the pipeline has no %s", what, desc->shader_count ? "shader group" : "shader");
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    for (uint32_t g = 0; g < desc->group_count; g++) {
        const amber_rt_group *gr = &desc->groups[g];
        if (!shader_index_ok(gr->general, desc->shader_count) || !shader_index_ok(gr->closest_hit, desc->shader_count) ||
            !shader_index_ok(gr->any_hit, desc->shader_count) ||
            !shader_index_ok(gr->intersection, desc->shader_count)) {
            vk_error(ctx, "%s failed: group %u names a shader beyond the pipeline's %u", what, g, desc->shader_count);
            return SPVRT_ERROR_INVALID_ARGUMENT;
        }
    }
    amber_pipeline *p = spvrt_alloc_zero(ctx, 1, sizeof *p);
    VkPipelineShaderStageCreateInfo *stages =
        spvrt_alloc_zero(ctx, desc->shader_count, sizeof *stages);
    VkSpecializationInfo *specs = spvrt_alloc_zero(ctx, desc->shader_count, sizeof *specs);
    VkRayTracingShaderGroupCreateInfoKHR *groups = spvrt_alloc_zero(ctx, desc->group_count, sizeof *groups);
    if (p)
        p->rt_shaders = spvrt_alloc_zero(ctx, desc->shader_count, sizeof *p->rt_shaders);
    if (!p || !stages || !specs || !groups || !p->rt_shaders) {
        if (p)
            spvrt_free(ctx, p->rt_shaders);
        spvrt_free(ctx, p);
        spvrt_free(ctx, stages);
        spvrt_free(ctx, specs);
        spvrt_free(ctx, groups);
        vk_error(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    snprintf(p->name, sizeof p->name, "%s", pname);
    p->bind_point = VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR;
    p->stages = RT_STAGES;
    p->shader_stage = VK_PIPELINE_STAGE_RAY_TRACING_SHADER_BIT_KHR;
    p->rt_shader_count = desc->shader_count;
    res = vk_pipeline_layout_create(b, p, desc->bindings, desc->binding_count, desc->push_constant_size, what);

    /* one shader module and stage per shader ("Ray Tracing Pipelines": pStages) */
    bool motion = false; /* a module declares RayTracingMotionBlurNV */
    for (uint32_t k = 0; k < desc->shader_count && res == SPVRT_SUCCESS; k++) {
        const amber_rt_shader *sh = &desc->shaders[k];
        VkShaderStageFlagBits stage = stage_of(sh->execution_model);
        if (!stage) {
            vk_error(ctx, "%s failed: shader '%s' has execution model %u, not a ray-tracing stage", what,
                     sh->name ? sh->name : "?", sh->execution_model);
            res = SPVRT_ERROR_INVALID_ARGUMENT;
            break;
        }
        module_words mw = {0};
        if (!vk_module_words_get(ctx, sh->module, &mw)) {
            res = SPVRT_ERROR_OUT_OF_MEMORY;
            break;
        }
        uint32_t opcode, length;
        for (size_t at = 5; vk_next_instruction(&mw, &at, &opcode, &length); at += length)
            if (opcode == OP_CAPABILITY && length >= 2 && mw.words[at + 1] == CAPABILITY_RAY_TRACING_MOTION_BLUR_NV)
                motion = true;
        VkShaderModuleCreateInfo si = {0};
        si.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
        si.codeSize = mw.count * 4;
        si.pCode = mw.words;
        VkResult r = b->fn.vkCreateShaderModule(b->device, &si, NULL, &p->rt_shaders[k]);
        if (r != VK_SUCCESS) {
            p->rt_shaders[k] = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateShaderModule");
        } else if (!vk_specialization_build(ctx, &mw, sh->specs, sh->spec_count, &specs[k])) {
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        }
        spvrt_free(ctx, mw.words);
        stages[k].sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
        stages[k].stage = stage;
        stages[k].module = p->rt_shaders[k];
        stages[k].pName = sh->entry_point ? sh->entry_point : "main";
        stages[k].pSpecializationInfo = specs[k].mapEntryCount ? &specs[k] : NULL;
    }
    /* the groups (VkRayTracingShaderGroupCreateInfoKHR; the runner checked each shader's stage against its
     * slot, VUID-VkRayTracingShaderGroupCreateInfoKHR-type-03474 ... -03477) */
    for (uint32_t g = 0; g < desc->group_count && res == SPVRT_SUCCESS; g++) {
        const amber_rt_group *gr = &desc->groups[g];
        groups[g].sType = VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR;
        groups[g].type = gr->kind == AMBER_RT_GROUP_GENERAL         ? VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR
                         : gr->kind == AMBER_RT_GROUP_TRIANGLES_HIT ? VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR
                                                                    : VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR;
        groups[g].generalShader = gr->kind == AMBER_RT_GROUP_GENERAL ? gr->general : VK_SHADER_UNUSED_KHR;
        groups[g].closestHitShader = gr->kind == AMBER_RT_GROUP_GENERAL ? VK_SHADER_UNUSED_KHR : gr->closest_hit;
        groups[g].anyHitShader = gr->kind == AMBER_RT_GROUP_GENERAL ? VK_SHADER_UNUSED_KHR : gr->any_hit;
        groups[g].intersectionShader =
            gr->kind == AMBER_RT_GROUP_PROCEDURAL_HIT ? gr->intersection : VK_SHADER_UNUSED_KHR;
    }
    if (res == SPVRT_SUCCESS) {
        VkRayTracingPipelineCreateInfoKHR ci = {0};
        ci.sType = VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR;
        ci.stageCount = desc->shader_count;
        ci.pStages = stages;
        ci.groupCount = desc->group_count;
        ci.pGroups = groups;
        ci.maxPipelineRayRecursionDepth = desc->max_recursion_depth;
        ci.layout = p->layout;
        ci.basePipelineIndex = -1;
        /* "VK_PIPELINE_CREATE_RAY_TRACING_ALLOW_MOTION_BIT_NV specifies that the pipeline is allowed to use
         * OpTraceRayMotionNV" (chapters/pipelines.adoc, VkPipelineCreateFlagBits): set when a module
         * declares RayTracingMotionBlurNV, whose instructions (and the hit-object motion forms) need it */
        if (b->motion_blur && motion)
            ci.flags |= VK_PIPELINE_CREATE_RAY_TRACING_ALLOW_MOTION_BIT_NV;
        VkResult r = b->fn.vkCreateRayTracingPipelinesKHR(b->device, VK_NULL_HANDLE, VK_NULL_HANDLE, 1, &ci, NULL,
                                                          &p->pipeline);
        if (r != VK_SUCCESS) {
            p->pipeline = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateRayTracingPipelinesKHR");
        }
    }
    /* the group handles, read once ("Shader Binding Table": vkGetRayTracingShaderGroupHandlesKHR) */
    if (res == SPVRT_SUCCESS) {
        size_t bytes = (size_t)desc->group_count * b->rt_props.shaderGroupHandleSize;
        p->group_handles = spvrt_alloc_zero(ctx, bytes ? bytes : 1, 1);
        p->group_count = desc->group_count;
        if (!p->group_handles) {
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        } else {
            VkResult r = b->fn.vkGetRayTracingShaderGroupHandlesKHR(b->device, p->pipeline, 0, desc->group_count,
                                                                    bytes, p->group_handles);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkGetRayTracingShaderGroupHandlesKHR");
        }
    }
    for (uint32_t k = 0; k < desc->shader_count; k++)
        vk_specialization_free(ctx, &specs[k]);
    spvrt_free(ctx, stages);
    spvrt_free(ctx, specs);
    spvrt_free(ctx, groups);
    return vk_pipeline_finish(b, p, res, what, out);
}

/* ---- one RUN ------------------------------------------------------------------- */

typedef struct trace_call {
    VkStridedDeviceAddressRegionKHR regions[AMBER_SBT_COUNT];
    uint32_t size[3];
} trace_call;

static void record_trace(vk_backend *b, VkCommandBuffer cb, const amber_pipeline *p, const void *user)
{
    (void)p;
    const trace_call *t = user;
    b->fn.vkCmdTraceRaysKHR(cb, &t->regions[AMBER_SBT_RAYGEN], &t->regions[AMBER_SBT_MISS],
                            &t->regions[AMBER_SBT_HIT], &t->regions[AMBER_SBT_CALLABLE], t->size[0], t->size[1],
                            t->size[2]);
}

spvrt_result vk_trace_rays(amber_backend *base, const amber_pipeline *p, const amber_bind *binds, uint32_t bind_count,
                           const void *push_constants, uint32_t push_constant_size,
                           const amber_sbt sbts[AMBER_SBT_COUNT], const uint32_t size[3])
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    spvrt_diag_reset(ctx);
    char what[160];
    snprintf(what, sizeof what, "RUN %s %u %u %u", p->name, size[0], size[1], size[2]);
    spvrt_result res = vk_refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    if (p->bind_point != VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR) {
        vk_error(ctx, "%s failed: the pipeline is not a ray-tracing pipeline", what);
        return SPVRT_ERROR_INVALID_ARGUMENT;
    }
    /* the launch size: VUID-vkCmdTraceRaysKHR-width-03638, -height-03639, -depth-03640 (each at most
     * maxComputeWorkGroupCount x maxComputeWorkGroupSize) and -width-03641 (the product at most
     * maxRayDispatchInvocationCount) */
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    for (int k = 0; k < 3; k++) {
        uint64_t max = (uint64_t)lim->maxComputeWorkGroupCount[k] * lim->maxComputeWorkGroupSize[k];
        if (size[k] > max) {
            vk_error(ctx, "%s failed: launch %s %u is above maxComputeWorkGroupCount[%d] x maxComputeWorkGroupSize[%d] "
                          "= %llu (VUID-vkCmdTraceRaysKHR-%s)", what, k == 0 ? "width" : k == 1 ? "height" : "depth",
                     size[k], k, k, (unsigned long long)max,
                     k == 0 ? "width-03638" : k == 1 ? "height-03639" : "depth-03640");
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    }
    uint64_t launches = (uint64_t)size[0] * size[1] * size[2];
    if (launches > b->rt_props.maxRayDispatchInvocationCount) {
        vk_error(ctx, "%s failed: %llu launch indices are above the device's maxRayDispatchInvocationCount = %u "
                      "(VUID-vkCmdTraceRaysKHR-width-03641)", what, (unsigned long long)launches,
                 b->rt_props.maxRayDispatchInvocationCount);
        res = SPVRT_ERROR_UNSUPPORTED;
    }
    if (sbts[AMBER_SBT_RAYGEN].count != 1) {
        /* VUID-vkCmdTraceRaysKHR-size-04023: the ray generation region's size equals its stride (one record) */
        vk_error(ctx, "%s failed: the ray generation table has %u records, not 1", what, sbts[AMBER_SBT_RAYGEN].count);
        res = SPVRT_ERROR_INVALID_ARGUMENT;
    }
    for (int t = 0; t < AMBER_SBT_COUNT; t++)
        for (uint32_t k = 0; k < sbts[t].count; k++)
            if (sbts[t].groups[k] >= p->group_count) {
                vk_error(ctx, "%s failed: record %u of table %d names group %u of %u", what, k, t, sbts[t].groups[k],
                         p->group_count);
                res = SPVRT_ERROR_INVALID_ARGUMENT;
            }
    if (res != SPVRT_SUCCESS)
        return res;

    /* the shader binding table: each region starts at a multiple of shaderGroupBaseAlignment
     * (VUID-vkCmdTraceRaysKHR-pRayGenShaderBindingTable-03682 and its miss / hit / callable twins), each
     * record's stride is a multiple of shaderGroupHandleAlignment (-stride-03686 ...) and at most
     * maxShaderGroupStride (-stride-04041 ...); the ray generation region's stride is its size (-size-04023).
     * A record is a group handle and nothing else (Amber's records carry no shader-record data). */
    const VkPhysicalDeviceRayTracingPipelinePropertiesKHR *rp = &b->rt_props;
    uint64_t handle = rp->shaderGroupHandleSize;
    uint64_t base_align = rp->shaderGroupBaseAlignment ? rp->shaderGroupBaseAlignment : 1;
    uint64_t stride = align_up(handle, rp->shaderGroupHandleAlignment ? rp->shaderGroupHandleAlignment : 1);
    uint64_t raygen_stride = align_up(handle, base_align);
    if (stride > rp->maxShaderGroupStride) {
        vk_error(ctx, "%s failed: a record of %llu bytes is above the device's maxShaderGroupStride = %u", what,
                 (unsigned long long)stride, rp->maxShaderGroupStride);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    uint64_t offsets[AMBER_SBT_COUNT], total = 0;
    for (int t = 0; t < AMBER_SBT_COUNT; t++) {
        offsets[t] = total;
        uint64_t s = t == AMBER_SBT_RAYGEN ? raygen_stride : stride;
        total = align_up(total + s * sbts[t].count, base_align);
    }
    vk_raw_buffer sbt = {0};
    res = vk_raw_buffer_create(b, total + base_align,
                               VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
                               true, what, &sbt);
    if (res != SPVRT_SUCCESS)
        return res;
    if (!sbt.host) {
        vk_raw_buffer_free(b, &sbt);
        vk_error(ctx, "%s failed: the shader binding table's memory could not be mapped", what);
        return SPVRT_ERROR_UNSUPPORTED;
    }
    /* the buffer's address need only be as aligned as its memory requirements say: start at the first
     * multiple of shaderGroupBaseAlignment inside it */
    uint64_t start = align_up(sbt.address, base_align) - sbt.address;
    trace_call call;
    memset(&call, 0, sizeof call);
    memcpy(call.size, size, sizeof call.size);
    for (int t = 0; t < AMBER_SBT_COUNT; t++) {
        uint64_t s = t == AMBER_SBT_RAYGEN ? raygen_stride : stride;
        for (uint32_t k = 0; k < sbts[t].count; k++)
            memcpy(sbt.host + start + offsets[t] + s * k, p->group_handles + (size_t)sbts[t].groups[k] * handle,
                   (size_t)handle);
        if (sbts[t].count) { /* an absent table is a zero region */
            call.regions[t].deviceAddress = sbt.address + start + offsets[t];
            call.regions[t].stride = s;
            call.regions[t].size = s * sbts[t].count;
        }
    }
    res = vk_run_pipeline(b, p, binds, bind_count, push_constants, push_constant_size, what, record_trace, &call);
    if (!b->lost)
        vk_raw_buffer_free(b, &sbt);
    return res;
}

#endif
