/* The Vulkan backend (vulkan_internal.h): compute pipelines and one RUN (docs/vulkan-backend.md section 2
 * steps 6 to 9): one compute pipeline per script pipeline, one submission per RUN, waited for on a fence.
 * Vulkan spec chapters: "Shaders" (shader modules, "Compute Shaders" for the local size), "Pipelines"
 * ("Compute Pipelines", "Specialization Constants", subgroup size control), "Descriptor Sets" (set layouts,
 * pipeline layouts, pools, updates, dynamic offsets), "Push Constants", "Command Buffers", "Dispatching
 * Commands", "Synchronization and Cache Control" (fences, barriers), "Devices and Queues" (submission). */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vulkan_internal.h"

#ifdef SPVRT_HAVE_VULKAN

/* ---- specialization and local size (from the module's words) ------------------ */

/* The byte width of the specialization constant decorated SpecId spec_id: 4 for a bool (VkBool32), the
 * type's width / 8 otherwise; 0 when the module declares no such SpecId. */
static uint32_t spec_constant_size(const module_words *mw, uint32_t spec_id)
{
    uint32_t target = 0, opcode, length;
    for (size_t at = 5; vk_next_instruction(mw, &at, &opcode, &length); at += length)
        if (opcode == OP_DECORATE && length >= 4 && mw->words[at + 2] == DECORATION_SPEC_ID &&
            mw->words[at + 3] == spec_id) {
            target = mw->words[at + 1];
            break;
        }
    if (!target)
        return 0;
    uint32_t type = 0;
    bool boolean = false;
    for (size_t at = 5; vk_next_instruction(mw, &at, &opcode, &length); at += length)
        if ((opcode == OP_SPEC_CONSTANT_TRUE || opcode == OP_SPEC_CONSTANT_FALSE || opcode == OP_SPEC_CONSTANT) &&
            length >= 3 && mw->words[at + 2] == target) {
            type = mw->words[at + 1];
            boolean = opcode != OP_SPEC_CONSTANT;
            break;
        }
    if (boolean)
        return (uint32_t)sizeof(VkBool32);
    for (size_t at = 5; type && vk_next_instruction(mw, &at, &opcode, &length); at += length)
        if ((opcode == OP_TYPE_INT || opcode == OP_TYPE_FLOAT) && length >= 3 && mw->words[at + 1] == type)
            return mw->words[at + 2] / 8;
        else if (opcode == OP_TYPE_BOOL && length >= 2 && mw->words[at + 1] == type)
            return (uint32_t)sizeof(VkBool32);
    return 0;
}

/* The scalar value of a constant or specialization constant id (specialized), or fallback. */
static uint32_t constant_value(const module_words *mw, uint32_t id, const spvrt_specialization *specs,
                               uint32_t spec_count, uint32_t fallback)
{
    uint32_t opcode, length;
    for (size_t at = 5; vk_next_instruction(mw, &at, &opcode, &length); at += length) {
        if ((opcode != OP_CONSTANT && opcode != OP_SPEC_CONSTANT) || length < 4 || mw->words[at + 2] != id)
            continue;
        uint32_t value = mw->words[at + 3];
        if (opcode == OP_SPEC_CONSTANT) {
            for (size_t d = 5; vk_next_instruction(mw, &d, &opcode, &length); d += length)
                if (opcode == OP_DECORATE && length >= 4 && mw->words[d + 1] == id &&
                    mw->words[d + 2] == DECORATION_SPEC_ID) {
                    for (uint32_t k = 0; k < spec_count; k++)
                        if (specs[k].id == mw->words[d + 3])
                            value = (uint32_t)specs[k].value;
                    break;
                }
        }
        return value;
    }
    return fallback;
}

/* The entry point's local size: the WorkgroupSize built-in if declared, else LocalSizeId / LocalSize
 * (Vulkan "Compute Shaders" / SPIR-V WorkgroupSize), specialized. */
static void module_local_size(const module_words *mw, const char *entry, const spvrt_specialization *specs,
                              uint32_t spec_count, uint32_t size[3])
{
    size[0] = size[1] = size[2] = 1;
    uint32_t opcode, length, entry_id = 0, workgroup_size = 0;
    for (size_t at = 5; vk_next_instruction(mw, &at, &opcode, &length); at += length) {
        if (opcode == OP_ENTRY_POINT && length >= 4 && !entry_id) {
            const char *name = (const char *)&mw->words[at + 3];
            size_t max = (size_t)(length - 3) * 4;
            if (!entry || (strnlen(name, max) < max && strcmp(name, entry) == 0))
                entry_id = mw->words[at + 2];
        }
        if (opcode == OP_DECORATE && length >= 4 && mw->words[at + 2] == DECORATION_BUILTIN &&
            mw->words[at + 3] == BUILTIN_WORKGROUP_SIZE)
            workgroup_size = mw->words[at + 1];
    }
    for (size_t at = 5; vk_next_instruction(mw, &at, &opcode, &length); at += length) {
        if (length < 6 || mw->words[at + 1] != entry_id)
            continue;
        if (opcode == OP_EXECUTION_MODE && mw->words[at + 2] == EXECUTION_MODE_LOCAL_SIZE)
            for (int k = 0; k < 3; k++)
                size[k] = mw->words[at + 3 + k];
        if (opcode == OP_EXECUTION_MODE_ID && mw->words[at + 2] == EXECUTION_MODE_LOCAL_SIZE_ID)
            for (int k = 0; k < 3; k++)
                size[k] = constant_value(mw, mw->words[at + 3 + k], specs, spec_count, 1);
    }
    if (!workgroup_size)
        return;
    for (size_t at = 5; vk_next_instruction(mw, &at, &opcode, &length); at += length)
        if ((opcode == OP_CONSTANT_COMPOSITE || opcode == OP_SPEC_CONSTANT_COMPOSITE) && length >= 6 &&
            mw->words[at + 2] == workgroup_size) {
            for (int k = 0; k < 3; k++)
                size[k] = constant_value(mw, mw->words[at + 3 + k], specs, spec_count, size[k]);
            return;
        }
}

/* ---- pipelines ----------------------------------------------------------------- */

/* A pipeline's objects and memory (compute or ray tracing; it is not in the backend's list). */
void vk_pipeline_release(vk_backend *b, amber_pipeline *p)
{
    spvrt_context *ctx = b->base.ctx;
    if (!b->lost && b->device) {
        if (p->pipeline)
            b->fn.vkDestroyPipeline(b->device, p->pipeline, NULL);
        if (p->layout)
            b->fn.vkDestroyPipelineLayout(b->device, p->layout, NULL);
        for (uint32_t k = 0; k < p->set_count; k++)
            if (p->sets[k].layout)
                b->fn.vkDestroyDescriptorSetLayout(b->device, p->sets[k].layout, NULL);
        if (p->shader)
            b->fn.vkDestroyShaderModule(b->device, p->shader, NULL);
        for (uint32_t k = 0; k < p->rt_shader_count; k++)
            if (p->rt_shaders[k])
                b->fn.vkDestroyShaderModule(b->device, p->rt_shaders[k], NULL);
    }
    spvrt_free(ctx, p->rt_shaders);
    spvrt_free(ctx, p->group_handles);
    spvrt_free(ctx, p->sets);
    spvrt_free(ctx, p->bindings);
    spvrt_free(ctx, p);
}

/* The descriptor set layouts (one per set number, empty ones in the gaps) and the pipeline layout of p for
 * its shader stages p->stages ("Descriptor Set Layout", "Pipeline Layouts", "Push Constants"); compute and
 * ray-tracing pipelines alike.  Diagnostics name `what`. */
spvrt_result vk_pipeline_layout_create(vk_backend *b, amber_pipeline *p, const amber_binding_decl *bindings,
                                       uint32_t binding_count, uint32_t push_constant_size, const char *what)
{
    spvrt_context *ctx = b->base.ctx;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    spvrt_result res = SPVRT_SUCCESS;
    p->push_size = (push_constant_size + 3u) & ~3u;
    if (p->push_size > lim->maxPushConstantsSize)
        p->push_size = lim->maxPushConstantsSize & ~3u;

    /* descriptor set layouts: one per set number, empty ones in the gaps */
    uint32_t set_count = 0;
    for (uint32_t k = 0; k < binding_count; k++)
        if (bindings[k].descriptor_set + 1 > set_count)
            set_count = bindings[k].descriptor_set + 1;
    for (uint32_t k = 0; k < binding_count && res == SPVRT_SUCCESS; k++)
        if (bindings[k].kind == AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE && !b->accel) {
            vk_error(ctx, "%s failed: descriptor set %u binding %u is an acceleration structure and the device was "
                          "created without VK_KHR_acceleration_structure (amber_vulkan_options."
                          "acceleration_structures)", what, bindings[k].descriptor_set,
                     bindings[k].binding);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    if (res == SPVRT_SUCCESS && set_count > lim->maxBoundDescriptorSets) {
        vk_error(ctx, "%s failed: descriptor set %u is beyond the device's maxBoundDescriptorSets = %u", what,
                 set_count - 1, lim->maxBoundDescriptorSets);
        res = SPVRT_ERROR_UNSUPPORTED;
    }
    if (res == SPVRT_SUCCESS) {
        p->set_count = set_count;
        p->sets = spvrt_alloc_zero(ctx, set_count ? set_count : 1, sizeof *p->sets);
        p->binding_count = binding_count;
        p->bindings = spvrt_alloc_zero(ctx, binding_count ? binding_count : 1, sizeof *p->bindings);
        VkDescriptorSetLayoutBinding *lb =
            spvrt_alloc_zero(ctx, binding_count ? binding_count : 1, sizeof *lb);
        if (!p->sets || !p->bindings || !lb) {
            vk_error(ctx, "%s failed: out of host memory", what);
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        } else {
            memcpy(p->bindings, bindings, binding_count * sizeof *p->bindings);
        }
        for (uint32_t set = 0; set < set_count && res == SPVRT_SUCCESS; set++) {
            uint32_t n = 0;
            for (uint32_t k = 0; k < binding_count; k++) {
                const amber_binding_decl *d = &bindings[k];
                if (d->descriptor_set != set)
                    continue;
                lb[n].binding = d->binding;
                lb[n].descriptorType = vk_descriptor_type(d->kind);
                lb[n].descriptorCount = d->count ? d->count : 1;
                lb[n].stageFlags = p->stages;
                p->sets[set].count[d->kind] += lb[n].descriptorCount;
                n++;
            }
            VkDescriptorSetLayoutCreateInfo li = {0};
            li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
            li.bindingCount = n;
            li.pBindings = lb;
            VkResult r = b->fn.vkCreateDescriptorSetLayout(b->device, &li, NULL, &p->sets[set].layout);
            if (r != VK_SUCCESS) {
                p->sets[set].layout = VK_NULL_HANDLE;
                res = vk_failed(b, r, what, "vkCreateDescriptorSetLayout");
            }
        }
        spvrt_free(ctx, lb);
    }
    VkDescriptorSetLayout *layouts = NULL;
    if (res == SPVRT_SUCCESS) {
        layouts = spvrt_alloc_zero(ctx, set_count ? set_count : 1, sizeof *layouts);
        if (!layouts)
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        for (uint32_t k = 0; layouts && k < set_count; k++)
            layouts[k] = p->sets[k].layout;
    }
    if (res == SPVRT_SUCCESS) {
        VkPushConstantRange range = {p->stages, 0, p->push_size};
        VkPipelineLayoutCreateInfo pl = {0};
        pl.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
        pl.setLayoutCount = set_count;
        pl.pSetLayouts = layouts;
        pl.pushConstantRangeCount = p->push_size ? 1 : 0;
        pl.pPushConstantRanges = &range;
        VkResult r = b->fn.vkCreatePipelineLayout(b->device, &pl, NULL, &p->layout);
        if (r != VK_SUCCESS) {
            p->layout = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreatePipelineLayout");
        }
    }
    spvrt_free(ctx, layouts);
    return res;
}

/* Specialization of one shader stage: one entry per SpecId the module declares, sized as its constant (a bool
 * is a VkBool32: "Specialization Constants", #pipelines-specialization-constants).  info's map entries and
 * data are allocated on ctx (vk_specialization_free); false when out of memory. */
bool vk_specialization_build(spvrt_context *ctx, const module_words *mw, const spvrt_specialization *specs,
                             uint32_t spec_count, VkSpecializationInfo *info)
{
    memset(info, 0, sizeof *info);
    if (!spec_count)
        return true;
    VkSpecializationMapEntry *entries = spvrt_alloc_zero(ctx, spec_count, sizeof *entries);
    uint8_t *data = spvrt_alloc_zero(ctx, spec_count, 8);
    if (!entries || !data) {
        spvrt_free(ctx, entries);
        spvrt_free(ctx, data);
        return false;
    }
    uint32_t entry_count = 0, data_size = 0;
    for (uint32_t k = 0; k < spec_count; k++) {
        uint32_t size = spec_constant_size(mw, specs[k].id);
        if (size == 0 || size > 8)
            continue; /* an id the module does not declare */
        uint64_t value = specs[k].value; /* a bool is 0 or 1 already */
        entries[entry_count].constantID = specs[k].id;
        entries[entry_count].offset = data_size;
        entries[entry_count].size = size;
        for (uint32_t byte = 0; byte < size; byte++)
            data[data_size + byte] = (uint8_t)(value >> (8 * byte)); /* little-endian host */
        data_size += size;
        entry_count++;
    }
    info->mapEntryCount = entry_count;
    info->pMapEntries = entries;
    info->dataSize = data_size;
    info->pData = data;
    return true;
}

void vk_specialization_free(spvrt_context *ctx, VkSpecializationInfo *info)
{
    spvrt_free(ctx, (void *)info->pMapEntries);
    spvrt_free(ctx, (void *)info->pData);
    memset(info, 0, sizeof *info);
}

spvrt_result vk_pipeline_create(amber_backend *base, const amber_pipeline_desc *desc, amber_pipeline **out)
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    *out = NULL;
    spvrt_diag_reset(ctx);
    const char *pname = desc->name ? desc->name : "?";
    char what[128];
    snprintf(what, sizeof what, "creating pipeline '%s'", pname);
    spvrt_result res = vk_refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    amber_pipeline *p = spvrt_alloc_zero(ctx, 1, sizeof *p);
    module_words mw = {0};
    if (!p || !vk_module_words_get(ctx, desc->module, &mw)) {
        spvrt_free(ctx, p);
        vk_error(ctx, "%s failed: out of host memory", what);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    snprintf(p->name, sizeof p->name, "%s", pname);
    const char *entry = desc->entry_point ? desc->entry_point : "main";
    module_local_size(&mw, desc->entry_point, desc->specs, desc->spec_count, p->local_size);

    /* the limits a validation layer would otherwise report ("Limits", #limits-maxComputeWorkGroupSize ...) */
    uint64_t invocations = (uint64_t)p->local_size[0] * p->local_size[1] * p->local_size[2];
    for (int k = 0; k < 3; k++)
        if (p->local_size[k] > lim->maxComputeWorkGroupSize[k]) {
            vk_error(ctx, "%s failed: local size %c = %u is above the device's maxComputeWorkGroupSize[%d] = %u", what,
                     "xyz"[k], p->local_size[k], k, lim->maxComputeWorkGroupSize[k]);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    if (invocations > lim->maxComputeWorkGroupInvocations) {
        vk_error(ctx, "%s failed: local size %u x %u x %u = %llu invocations is above the device's "
                      "maxComputeWorkGroupInvocations = %u", what, p->local_size[0], p->local_size[1],
                 p->local_size[2], (unsigned long long)invocations, lim->maxComputeWorkGroupInvocations);
        res = SPVRT_ERROR_UNSUPPORTED;
    }
    p->bind_point = VK_PIPELINE_BIND_POINT_COMPUTE;
    p->stages = VK_SHADER_STAGE_COMPUTE_BIT;
    p->shader_stage = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    if (res == SPVRT_SUCCESS)
        res = vk_pipeline_layout_create(b, p, desc->bindings, desc->binding_count, desc->push_constant_size, what);
    if (res == SPVRT_SUCCESS) {
        VkShaderModuleCreateInfo si = {0};
        si.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
        si.codeSize = mw.count * 4;
        si.pCode = mw.words;
        VkResult r = b->fn.vkCreateShaderModule(b->device, &si, NULL, &p->shader);
        if (r != VK_SUCCESS) {
            p->shader = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateShaderModule");
        }
    }
    VkSpecializationInfo spec = {0};
    if (res == SPVRT_SUCCESS && !vk_specialization_build(ctx, &mw, desc->specs, desc->spec_count, &spec))
        res = SPVRT_ERROR_OUT_OF_MEMORY;
    if (res == SPVRT_SUCCESS) {
        VkComputePipelineCreateInfo ci = {0};
        ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
        ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
        ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
        ci.stage.module = p->shader;
        ci.stage.pName = entry;
        ci.stage.pSpecializationInfo = spec.mapEntryCount ? &spec : NULL;
        /* SUBGROUP of the script (Vulkan 1.3 section 10.1 "Compute Pipelines": the stage's flags and
         * VkPipelineShaderStageRequiredSubgroupSizeCreateInfo; the features are the script's DEVICE_FEATUREs) */
        if (desc->require_full_subgroups)
            ci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
        if (desc->allow_varying_subgroup_size)
            ci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_ALLOW_VARYING_SUBGROUP_SIZE_BIT;
        VkPipelineShaderStageRequiredSubgroupSizeCreateInfo required = {0};
        if (desc->required_subgroup_size) {
            required.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO;
            required.requiredSubgroupSize = desc->required_subgroup_size;
            ci.stage.pNext = &required;
        }
        ci.layout = p->layout;
        ci.basePipelineIndex = -1;
        VkResult r = b->fn.vkCreateComputePipelines(b->device, VK_NULL_HANDLE, 1, &ci, NULL, &p->pipeline);
        if (r != VK_SUCCESS) {
            p->pipeline = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateComputePipelines");
        }
    }
    vk_specialization_free(ctx, &spec);
    spvrt_free(ctx, mw.words);
    return vk_pipeline_finish(b, p, res, what, out);
}

/* The end of a pipeline's creation: on success it joins the backend's list and is *out; on failure it is
 * released, with an out-of-memory diagnostic when none was given. */
spvrt_result vk_pipeline_finish(vk_backend *b, amber_pipeline *p, spvrt_result res, const char *what,
                                amber_pipeline **out)
{
    if (res != SPVRT_SUCCESS) {
        if (res == SPVRT_ERROR_OUT_OF_MEMORY && spvrt_context_diagnostics(b->base.ctx, NULL) == 0)
            vk_error(b->base.ctx, "%s failed: out of host memory", what);
        vk_pipeline_release(b, p);
        return res;
    }
    p->next = b->pipelines;
    if (b->pipelines)
        b->pipelines->prev = p;
    b->pipelines = p;
    *out = p;
    return SPVRT_SUCCESS;
}

void vk_pipeline_local_size(const amber_pipeline *p, uint32_t size[3])
{
    size[0] = p->local_size[0];
    size[1] = p->local_size[1];
    size[2] = p->local_size[2];
}

void vk_pipeline_destroy(amber_backend *base, amber_pipeline *p)
{
    vk_backend *b = (vk_backend *)base;
    if (!p)
        return;
    if (p->prev)
        p->prev->next = p->next;
    else if (b->pipelines == p)
        b->pipelines = p->next;
    if (p->next)
        p->next->prev = p->prev;
    vk_pipeline_release(b, p);
}

/* ---- one RUN ------------------------------------------------------------------- */

const amber_binding_decl *vk_find_decl(const amber_pipeline *p, uint32_t set, uint32_t binding)
{
    for (uint32_t k = 0; k < p->binding_count; k++)
        if (p->bindings[k].descriptor_set == set && p->bindings[k].binding == binding)
            return &p->bindings[k];
    return NULL;
}

typedef struct dynamic_slot {
    uint32_t set, binding, index;
    uint32_t offset;
} dynamic_slot;

/* pDynamicOffsets is ordered by set number, then binding number, then array element
 * (vkCmdBindDescriptorSets, #descriptorsets-binding). */
static int compare_dynamic(const void *x, const void *y)
{
    const dynamic_slot *a = x, *b = y;
    if (a->set != b->set)
        return a->set < b->set ? -1 : 1;
    if (a->binding != b->binding)
        return a->binding < b->binding ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

static void record_dispatch(vk_backend *b, VkCommandBuffer cb, const amber_pipeline *p, const void *user)
{
    (void)p;
    const uint32_t *groups = user;
    b->fn.vkCmdDispatch(cb, groups[0], groups[1], groups[2]);
}

spvrt_result vk_dispatch(amber_backend *base, const amber_pipeline *p, const amber_bind *binds,
                         uint32_t bind_count, const void *push_constants, uint32_t push_constant_size,
                         const uint32_t groups[3])
{
    vk_backend *b = (vk_backend *)base;
    spvrt_context *ctx = base->ctx;
    spvrt_diag_reset(ctx);
    char what[160];
    snprintf(what, sizeof what, "RUN %s %u %u %u", p->name, groups[0], groups[1], groups[2]);
    spvrt_result res = vk_refuse_if_lost(b, what);
    if (res != SPVRT_SUCCESS)
        return res;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    for (int k = 0; k < 3; k++)
        if (groups[k] > lim->maxComputeWorkGroupCount[k]) {
            vk_error(ctx, "%s failed: group count %c = %u is above the device's maxComputeWorkGroupCount[%d] = %u",
                     what, "xyz"[k], groups[k], k, lim->maxComputeWorkGroupCount[k]);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    if (res != SPVRT_SUCCESS)
        return res;
    return vk_run_pipeline(b, p, binds, bind_count, push_constants, push_constant_size, what, record_dispatch,
                           groups);
}

/* One RUN of p (compute or ray tracing): the descriptors checked against the limits and written into fresh
 * sets, the images made from their buffers, then one command buffer: image uploads, the pipeline, its sets
 * and push constants bound at p->bind_point, the work that record() records, the images copied back, and
 * the shader writes made visible to the host; submitted and waited for on the fence. */
spvrt_result vk_run_pipeline(vk_backend *b, const amber_pipeline *p, const amber_bind *binds, uint32_t bind_count,
                             const void *push_constants, uint32_t push_constant_size, const char *what,
                             vk_record_fn record, const void *user)
{
    amber_backend *base = &b->base;
    spvrt_context *ctx = base->ctx;
    const VkPhysicalDeviceLimits *lim = &b->properties.limits;
    spvrt_result res = SPVRT_SUCCESS;
    /* descriptors: offsets and ranges against the limits (#limits-minStorageBufferOffsetAlignment,
     * #limits-maxStorageBufferRange and their uniform twins; dynamic offsets too,
     * VUID-vkCmdBindDescriptorSets-pDynamicOffsets-01971/01972), each bind in the pipeline's layout */
    uint32_t dynamic_count = 0;
    for (uint32_t k = 0; k < bind_count; k++) {
        const amber_bind *bd = &binds[k];
        const amber_binding_decl *d = vk_find_decl(p, bd->descriptor_set, bd->binding);
        if (!d || bd->array_index >= (d->count ? d->count : 1)) {
            vk_error(ctx, "%s failed: descriptor set %u binding %u[%u] is not in the pipeline's layout", what,
                     bd->descriptor_set, bd->binding, bd->array_index);
            res = SPVRT_ERROR_INVALID_ARGUMENT;
            continue;
        }
        if (d->kind == AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE) {
            /* a top level, never the null structure (that needs nullDescriptor:
             * VUID-VkWriteDescriptorSetAccelerationStructureKHR-pAccelerationStructures-03580; and a top level:
             * -03579) */
            if (!bd->accel || !bd->accel->top) {
                vk_error(ctx, "%s failed: descriptor set %u binding %u[%u] needs a top-level acceleration structure",
                         what, bd->descriptor_set, bd->binding, bd->array_index);
                res = SPVRT_ERROR_INVALID_ARGUMENT;
            }
            continue;
        }
        if (amber_descriptor_is_dynamic(d->kind))
            dynamic_count++;
        if (!bd->buffer || !amber_descriptor_is_buffer(d->kind))
            continue;
        bool uniform = amber_descriptor_is_uniform(d->kind);
        uint64_t align = uniform ? lim->minUniformBufferOffsetAlignment : lim->minStorageBufferOffsetAlignment;
        uint64_t max = uniform ? lim->maxUniformBufferRange : lim->maxStorageBufferRange;
        for (int which = 0; which < 2; which++) {
            uint64_t off = which ? bd->dynamic_offset : bd->offset;
            if (align && off % align) {
                vk_error(ctx, "%s failed: descriptor set %u binding %u[%u]: %s %llu is not a multiple of the device's "
                              "%s = %llu", what, bd->descriptor_set, bd->binding, bd->array_index,
                         which ? "dynamic offset" : "offset", (unsigned long long)off,
                         uniform ? "minUniformBufferOffsetAlignment" : "minStorageBufferOffsetAlignment",
                         (unsigned long long)align);
                res = SPVRT_ERROR_UNSUPPORTED;
            }
        }
        uint64_t range = bd->range == VK_WHOLE_SIZE ? bd->buffer->size - bd->offset : bd->range;
        if (range > max) {
            vk_error(ctx, "%s failed: descriptor set %u binding %u[%u]: range %llu bytes is above the device's %s = "
                          "%llu", what, bd->descriptor_set, bd->binding, bd->array_index, (unsigned long long)range,
                     uniform ? "maxUniformBufferRange" : "maxStorageBufferRange", (unsigned long long)max);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
        if (bd->dynamic_offset > UINT32_MAX) {
            vk_error(ctx, "%s failed: descriptor set %u binding %u[%u]: dynamic offset %llu does not fit in 32 bits",
                     what, bd->descriptor_set, bd->binding, bd->array_index, (unsigned long long)bd->dynamic_offset);
            res = SPVRT_ERROR_UNSUPPORTED;
        }
    }
    if (res != SPVRT_SUCCESS)
        return res;
    for (uint32_t k = 0; k < bind_count && !b->null_buffer; k++)
        if (!binds[k].buffer && !binds[k].accel && !binds[k].sampler) {
            res = vk_buffer_create(base, 0, 4, &b->null_buffer);
            if (res != SPVRT_SUCCESS)
                return res;
        }

    vk_dispatch_objects objects = {0};
    res = vk_dispatch_objects_create(b, binds, bind_count, p, &objects, what);
    VkDescriptorPool pool = VK_NULL_HANDLE;
    VkDescriptorSet *sets = NULL;
    VkDescriptorBufferInfo *infos = NULL;
    VkDescriptorImageInfo *image_infos = NULL;
    VkWriteDescriptorSet *writes = NULL;
    VkWriteDescriptorSetAccelerationStructureKHR *accel_writes = NULL;
    VkAccelerationStructureKHR *handles = NULL;
    dynamic_slot *slots = NULL;
    uint32_t *dynamic_offsets = NULL;
    VkResult r;
    if (p->set_count && res == SPVRT_SUCCESS) {
        uint32_t totals[DESCRIPTOR_KINDS] = {0};
        for (uint32_t k = 0; k < p->set_count; k++)
            for (uint32_t t = 0; t < DESCRIPTOR_KINDS; t++)
                totals[t] += p->sets[k].count[t];
        VkDescriptorPoolSize sizes[DESCRIPTOR_KINDS];
        uint32_t nsizes = 0;
        for (uint32_t t = 0; t < DESCRIPTOR_KINDS; t++)
            if (totals[t] || t == AMBER_DESCRIPTOR_STORAGE_BUFFER) {
                sizes[nsizes].type = vk_descriptor_type((amber_descriptor_kind)t);
                sizes[nsizes++].descriptorCount = totals[t] ? totals[t] : 1;
            }
        VkDescriptorPoolCreateInfo pi = {0};
        pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
        pi.maxSets = p->set_count;
        pi.poolSizeCount = nsizes;
        pi.pPoolSizes = sizes;
        r = b->fn.vkCreateDescriptorPool(b->device, &pi, NULL, &pool);
        if (r != VK_SUCCESS) {
            pool = VK_NULL_HANDLE;
            res = vk_failed(b, r, what, "vkCreateDescriptorPool");
        }
        sets = spvrt_alloc_zero(ctx, p->set_count, sizeof *sets);
        VkDescriptorSetLayout *layouts = spvrt_alloc_zero(ctx, p->set_count, sizeof *layouts);
        uint32_t n = bind_count ? bind_count : 1;
        infos = spvrt_alloc_zero(ctx, n, sizeof *infos);
        image_infos = spvrt_alloc_zero(ctx, n, sizeof *image_infos);
        writes = spvrt_alloc_zero(ctx, n, sizeof *writes);
        accel_writes = spvrt_alloc_zero(ctx, n, sizeof *accel_writes);
        handles = spvrt_alloc_zero(ctx, n, sizeof *handles);
        slots = spvrt_alloc_zero(ctx, n, sizeof *slots);
        dynamic_offsets = spvrt_alloc_zero(ctx, n, sizeof *dynamic_offsets);
        if (res == SPVRT_SUCCESS && (!sets || !layouts || !infos || !image_infos || !writes || !accel_writes ||
                                     !handles || !slots || !dynamic_offsets)) {
            vk_error(ctx, "%s failed: out of host memory", what);
            res = SPVRT_ERROR_OUT_OF_MEMORY;
        }
        if (res == SPVRT_SUCCESS) {
            for (uint32_t k = 0; k < p->set_count; k++)
                layouts[k] = p->sets[k].layout;
            VkDescriptorSetAllocateInfo ai = {0};
            ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
            ai.descriptorPool = pool;
            ai.descriptorSetCount = p->set_count;
            ai.pSetLayouts = layouts;
            r = b->fn.vkAllocateDescriptorSets(b->device, &ai, sets);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkAllocateDescriptorSets");
        }
        spvrt_free(ctx, layouts);
        if (res == SPVRT_SUCCESS) {
            uint32_t ns = 0;
            for (uint32_t k = 0; k < bind_count; k++) {
                const amber_bind *bd = &binds[k];
                const amber_binding_decl *d = vk_find_decl(p, bd->descriptor_set, bd->binding);
                writes[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
                writes[k].dstSet = sets[bd->descriptor_set];
                writes[k].dstBinding = bd->binding;
                writes[k].dstArrayElement = bd->array_index;
                writes[k].descriptorCount = 1;
                writes[k].descriptorType = vk_descriptor_type(d->kind);
                if (d->kind == AMBER_DESCRIPTOR_ACCELERATION_STRUCTURE) {
                    /* VkWriteDescriptorSetAccelerationStructureKHR (#descriptorsets-updates) */
                    handles[k] = bd->accel->handle;
                    accel_writes[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR;
                    accel_writes[k].accelerationStructureCount = 1;
                    accel_writes[k].pAccelerationStructures = &handles[k];
                    writes[k].pNext = &accel_writes[k];
                    continue;
                }
                if (amber_descriptor_is_texel_buffer(d->kind)) {
                    writes[k].pTexelBufferView = &objects.buffer_views[k];
                    continue;
                }
                if (amber_descriptor_is_image(d->kind) || d->kind == AMBER_DESCRIPTOR_SAMPLER) {
                    image_infos[k].imageView = objects.views[k];
                    image_infos[k].imageLayout = objects.views[k] ? VK_IMAGE_LAYOUT_GENERAL : VK_IMAGE_LAYOUT_UNDEFINED;
                    image_infos[k].sampler = objects.samplers[k];
                    writes[k].pImageInfo = &image_infos[k];
                    continue;
                }
                infos[k].buffer = bd->buffer ? bd->buffer->buffer : b->null_buffer->buffer;
                infos[k].offset = bd->buffer ? bd->offset : 0;
                infos[k].range = bd->buffer ? bd->range : VK_WHOLE_SIZE;
                writes[k].pBufferInfo = &infos[k];
                if (amber_descriptor_is_dynamic(d->kind)) {
                    slots[ns].set = bd->descriptor_set;
                    slots[ns].binding = bd->binding;
                    slots[ns].index = bd->array_index;
                    slots[ns++].offset = (uint32_t)bd->dynamic_offset;
                }
            }
            b->fn.vkUpdateDescriptorSets(b->device, bind_count, writes, 0, NULL);
            qsort(slots, ns, sizeof *slots, compare_dynamic);
            for (uint32_t k = 0; k < ns; k++)
                dynamic_offsets[k] = slots[k].offset;
            dynamic_count = ns;
        }
    }
    uint8_t push[256];
    uint32_t push_bytes = push_constant_size < p->push_size ? push_constant_size : p->push_size;
    if (push_bytes > sizeof push)
        push_bytes = sizeof push;
    memset(push, 0, sizeof push);
    if (push_constants && push_bytes)
        memcpy(push, push_constants, push_bytes);
    uint32_t push_size = p->push_size < sizeof push ? p->push_size : (uint32_t)sizeof push;

    if (res == SPVRT_SUCCESS) {
        VkCommandBuffer cb = b->command_buffer;
        b->fn.vkResetCommandBuffer(cb, 0);
        VkCommandBufferBeginInfo bi = {0};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        r = b->fn.vkBeginCommandBuffer(cb, &bi);
        if (r != VK_SUCCESS)
            res = vk_failed(b, r, what, "vkBeginCommandBuffer");
        if (res == SPVRT_SUCCESS) {
            /* images from their buffers (the submission makes the host's writes to the buffers visible,
             * #synchronization-submission-host-writes) */
            vk_record_image_copies(b, cb, &objects, true);
            vk_record_ms_copies(b, cb, &objects, true);
            b->fn.vkCmdBindPipeline(cb, p->bind_point, p->pipeline);
            if (p->set_count)
                b->fn.vkCmdBindDescriptorSets(cb, p->bind_point, p->layout, 0, p->set_count, sets,
                                              dynamic_count, dynamic_count ? dynamic_offsets : NULL);
            if (push_size)
                b->fn.vkCmdPushConstants(cb, p->layout, p->stages, 0, push_size, push);
            record(b, cb, p, user);
            /* images back into their buffers */
            vk_record_image_copies(b, cb, &objects, false);
            vk_record_ms_copies(b, cb, &objects, false);
            /* shader and copy writes made available and visible to the host (the fence alone does not: "Host
             * Access Types", #synchronization-host-access-types) */
            VkMemoryBarrier mb = {0};
            mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
            mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
            mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
            b->fn.vkCmdPipelineBarrier(cb, p->shader_stage | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT |
                                               VK_PIPELINE_STAGE_TRANSFER_BIT,
                                       VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
            r = b->fn.vkEndCommandBuffer(cb);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkEndCommandBuffer");
        }
        if (res == SPVRT_SUCCESS) {
            VkSubmitInfo si = {0};
            si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
            si.commandBufferCount = 1;
            si.pCommandBuffers = &cb;
            r = b->fn.vkQueueSubmit(b->queue, 1, &si, b->fence);
            if (r != VK_SUCCESS)
                res = vk_failed(b, r, what, "vkQueueSubmit");
        }
        if (res == SPVRT_SUCCESS) {
            r = b->fn.vkWaitForFences(b->device, 1, &b->fence, VK_TRUE, (uint64_t)b->fence_timeout_ms * 1000000u);
            if (r == VK_TIMEOUT) {
                /* nothing cancels submitted work: the device is treated as lost ("Lost Device") */
                b->lost = true;
                vk_error(ctx, "%s failed: device did not finish within %u ms (treated as device lost; the fence "
                              "timeout is SET ENGINE_DATA fence_timeout_ms or --fence-timeout)", what,
                         b->fence_timeout_ms);
                res = SPVRT_ERROR_DEVICE_LOST;
            } else if (r == VK_ERROR_DEVICE_LOST) {
                b->lost = true;
                vk_error(ctx, "%s failed: device lost (vkWaitForFences returned VK_ERROR_DEVICE_LOST)", what);
                res = SPVRT_ERROR_DEVICE_LOST;
            } else if (r != VK_SUCCESS) {
                res = vk_failed(b, r, what, "vkWaitForFences");
            } else {
                b->fn.vkResetFences(b->device, 1, &b->fence);
            }
        }
    }
    if (pool && !b->lost)
        b->fn.vkDestroyDescriptorPool(b->device, pool, NULL);
    vk_dispatch_objects_free(b, &objects, bind_count);
    spvrt_free(ctx, sets);
    spvrt_free(ctx, infos);
    spvrt_free(ctx, image_infos);
    spvrt_free(ctx, writes);
    spvrt_free(ctx, accel_writes);
    spvrt_free(ctx, handles);
    spvrt_free(ctx, slots);
    spvrt_free(ctx, dynamic_offsets);
    return res;
}

#endif
