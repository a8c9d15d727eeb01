/* The AmberScript runner's CPU backend (device.h): buffers in host memory,
 * pipelines prepared by spvrt_program_prepare, RUN by spvrt_program_dispatch.
 *
 * Every live buffer is in the PhysicalStorageBuffer space of every dispatch
 * (a shader may reach any buffer whose address the script gave it), at
 * (id + 1) << 32: buffers are below 1 GiB (SPVRT_AMBER_MAX_BUFFER_BYTES), so
 * these ranges never overlap and no address is 0.
 *
 * Acceleration structures are built by spvrt_accel_build_bottom/top with the
 * backend's threads.  Every live top level is in every dispatch's
 * spvrt_dispatch.accels at an address of its own, SPVRT_CPU_ACCEL_BASE plus
 * 64 KiB per structure created (far above every buffer address, never 0);
 * a BIND ACCELERATION_STRUCTURE descriptor's data is that 8-byte address
 * (spvrt.h, spvrt_accel_address). */
#include <stdio.h>
#include <string.h>

#include "device.h"
#include "../core/core.h"

struct amber_buffer {
    uint8_t *bytes;
    uint64_t size;
    uint32_t id;
};

struct amber_pipeline {
    spvrt_program *program;  /* a compute pipeline */
    spvrt_rt_pipeline *rt;   /* a ray-tracing pipeline */
    spvrt_graph *graph;      /* an execution graph */
};

/* DISPATCH_GRAPH INDIRECT and INDIRECT_COUNT: the VkDispatchGraph*InfoAMDX structures and the payloads are
   copied into a buffer of the backend's own at this device address (above every script buffer's, below the
   acceleration structures') */
#define SPVRT_CPU_GRAPH_ARGS_ADDRESS (UINT64_C(1) << 61)

#define SPVRT_CPU_ACCEL_BASE (UINT64_C(1) << 62)

struct amber_accel {
    spvrt_accel *accel;
    bool top;
    uint64_t address;  /* top: the descriptor's bytes */
};

typedef struct cpu_backend {
    amber_backend base;
    uint32_t threads, subgroup_size;
    uint64_t max_steps;
    bool debug; /* spvrt_dispatch.debug */
    uint32_t engine; /* spvrt_prepare_options.engine of compute pipelines */
    uint32_t buffer_count;
    amber_buffer **live; /* by id; NULL: none */
    amber_accel **tops;  /* live top levels */
    uint32_t top_count, top_capacity;
    uint64_t accels_created;
} cpu_backend;

static spvrt_result cpu_buffer_create(amber_backend *b, uint32_t id, uint64_t size, amber_buffer **out)
{
    cpu_backend *cb = (cpu_backend *)b;
    *out = NULL;
    if (id >= cb->buffer_count || cb->live[id] || size == 0)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    amber_buffer *buf = spvrt_alloc_zero(b->ctx, 1, sizeof *buf);
    uint8_t *bytes = spvrt_alloc_zero(b->ctx, 1, (size_t)size);
    if (!buf || !bytes) {
        spvrt_free(b->ctx, buf);
        spvrt_free(b->ctx, bytes);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    buf->bytes = bytes;
    buf->size = size;
    buf->id = id;
    cb->live[id] = buf;
    *out = buf;
    return SPVRT_SUCCESS;
}

static uint8_t *cpu_buffer_host(amber_buffer *buf)
{
    return buf->bytes;
}

static uint64_t cpu_buffer_address(amber_buffer *buf)
{
    return (uint64_t)(buf->id + 1) << 32;
}

static void cpu_buffer_destroy(amber_backend *b, amber_buffer *buf)
{
    cpu_backend *cb = (cpu_backend *)b;
    if (!buf)
        return;
    if (buf->id < cb->buffer_count && cb->live[buf->id] == buf)
        cb->live[buf->id] = NULL;
    spvrt_free(b->ctx, buf->bytes);
    spvrt_free(b->ctx, buf);
}

static spvrt_result cpu_pipeline_create(amber_backend *b, const amber_pipeline_desc *desc, amber_pipeline **out)
{
    cpu_backend *cb = (cpu_backend *)b;
    *out = NULL;
    amber_pipeline *p = spvrt_alloc_zero(b->ctx, 1, sizeof *p);
    if (!p)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    spvrt_prepare_options po = {0};
    po.entry_point = desc->entry_point;
    po.specializations = desc->specs;
    po.specialization_count = desc->spec_count;
    po.subgroup_size = cb->subgroup_size;
    po.debug_symbols = b->debug_symbols;
    po.engine = cb->engine;
    spvrt_result res = spvrt_program_prepare(b->ctx, desc->module, &po, &p->program);
    if (res != SPVRT_SUCCESS) {
        spvrt_free(b->ctx, p);
        return res;
    }
    const char *why = NULL;
    double ms = 0;
    if (spvrt_program_engine(p->program, &why, &ms) == SPVRT_ENGINE_JIT) {
        b->jit_compiled++;
        b->jit_compile_ms += ms;
    } else if (why) {
        if (!b->jit_interpreted++)
            snprintf(b->jit_why, sizeof b->jit_why, "%s", why);
    }
    *out = p;
    return SPVRT_SUCCESS;
}

static void cpu_pipeline_local_size(const amber_pipeline *p, uint32_t size[3])
{
    spvrt_program_local_size(p->program, size);
}

static void cpu_pipeline_destroy(amber_backend *b, amber_pipeline *p)
{
    if (!p)
        return;
    spvrt_program_free(p->program);
    spvrt_rt_pipeline_free(p->rt);
    spvrt_graph_free(p->graph);
    spvrt_free(b->ctx, p);
}

static spvrt_result out_of_memory(amber_backend *b)
{
    spvrt_diag_reset(b->ctx);
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    spvrt_diag(b->ctx, &where, "out of memory");
    return SPVRT_ERROR_OUT_OF_MEMORY;
}

/* The resources of one RUN, as the engine takes them (spvrt_dispatch without its group count). */
typedef struct cpu_resources {
    spvrt_dispatch d;
    spvrt_binding *bindings;
    spvrt_device_buffer *device;
    spvrt_image_binding *image_bindings;
    spvrt_image *images;
    spvrt_accel_address *accels;
} cpu_resources;

static void cpu_resources_free(amber_backend *b, cpu_resources *r)
{
    spvrt_free(b->ctx, r->accels);
    spvrt_free(b->ctx, r->bindings);
    spvrt_free(b->ctx, r->device);
    spvrt_free(b->ctx, r->image_bindings);
    spvrt_free(b->ctx, r->images);
}

static spvrt_result cpu_resources_make(amber_backend *b, const amber_bind *binds, uint32_t bind_count,
                                       const void *push_constants, uint32_t push_constant_size, cpu_resources *r)
{
    cpu_backend *cb = (cpu_backend *)b;
    memset(r, 0, sizeof *r);
    uint32_t n = bind_count ? bind_count : 1;
    r->bindings = spvrt_alloc_zero(b->ctx, n, sizeof *r->bindings);
    r->device = spvrt_alloc_zero(b->ctx, cb->buffer_count ? cb->buffer_count : 1, sizeof *r->device);
    /* texel buffers, images and samplers go to spvrt_dispatch.images (spvrt.h, spvrt_image_binding): an image's
     * texels are its buffer's bytes, which already have spvrt_image's layout (device.h) */
    r->image_bindings = spvrt_alloc_zero(b->ctx, n, sizeof *r->image_bindings);
    r->images = spvrt_alloc_zero(b->ctx, n, sizeof *r->images);
    r->accels = spvrt_alloc_zero(b->ctx, cb->top_count ? cb->top_count : 1, sizeof *r->accels);
    if (!r->bindings || !r->device || !r->image_bindings || !r->images || !r->accels) {
        cpu_resources_free(b, r);
        return out_of_memory(b);
    }
    uint32_t nb = 0, ni = 0;
    for (uint32_t i = 0; i < bind_count; i++) {
        const amber_bind *bd = &binds[i];
        if (bd->image || (bd->sampler && !bd->buffer)) {
            spvrt_image_binding *ib = &r->image_bindings[ni];
            ib->descriptor_set = bd->descriptor_set;
            ib->binding = bd->binding;
            ib->array_index = bd->array_index;
            ib->sampler = bd->sampler;
            if (bd->image) {
                r->images[ni] = *bd->image;
                r->images[ni].data = bd->buffer ? bd->buffer->bytes + bd->offset : NULL;
                r->images[ni].size = bd->buffer ? bd->range : 0;
                ib->image = &r->images[ni];
                ib->base_level = bd->base_level;
                ib->level_count = bd->level_count;
            }
            ni++;
            continue;
        }
        spvrt_binding *bn = &r->bindings[nb++];
        bn->descriptor_set = bd->descriptor_set;
        bn->binding = bd->binding;
        bn->array_index = bd->array_index;
        if (bd->accel) {
            bn->data = &bd->accel->address;
            bn->size = 8;
            continue;
        }
        /* a dynamic buffer's offset is the descriptor's plus the dynamic one (Vulkan "Dynamic Offsets") */
        bn->data = bd->buffer ? bd->buffer->bytes + bd->offset + bd->dynamic_offset : NULL;
        bn->size = bd->range;
    }
    for (uint32_t i = 0; i < cb->top_count; i++) {
        r->accels[i].address = cb->tops[i]->address;
        r->accels[i].top = cb->tops[i]->accel;
    }
    uint32_t nd = 0;
    for (uint32_t i = 0; i < cb->buffer_count; i++)
        if (cb->live[i]) {
            r->device[nd].data = cb->live[i]->bytes;
            r->device[nd].size = cb->live[i]->size;
            r->device[nd].address = cpu_buffer_address(cb->live[i]);
            nd++;
        }
    spvrt_dispatch *d = &r->d;
    d->bindings = r->bindings;
    d->binding_count = nb;
    d->images = r->image_bindings;
    d->image_count = ni;
    d->push_constants = push_constants;
    d->push_constant_size = push_constant_size;
    d->device_buffers = r->device;
    d->device_buffer_count = nd;
    d->threads = cb->threads;
    d->max_steps = cb->max_steps;
    d->debug = cb->debug;
    d->accels = r->accels;
    d->accel_count = cb->top_count;
    d->trace = b->trace;
    return SPVRT_SUCCESS;
}

static spvrt_result cpu_dispatch(amber_backend *b, const amber_pipeline *p, const amber_bind *binds,
                                 uint32_t bind_count, const void *push_constants, uint32_t push_constant_size,
                                 const uint32_t groups[3])
{
    cpu_resources r;
    spvrt_result res = cpu_resources_make(b, binds, bind_count, push_constants, push_constant_size, &r);
    if (res != SPVRT_SUCCESS)
        return res;
    memcpy(r.d.group_count, groups, sizeof r.d.group_count);
    res = spvrt_program_dispatch(b->ctx, p->program, &r.d);
    cpu_resources_free(b, &r);
    return res;
}

/* PIPELINE raytracing: spvrt_rt_pipeline_create over the flattened stages and groups (device.h). */
static spvrt_result cpu_rt_pipeline_create(amber_backend *b, const amber_rt_pipeline_desc *desc,
                                           amber_pipeline **out)
{
    cpu_backend *cb = (cpu_backend *)b;
    *out = NULL;
    amber_pipeline *p = spvrt_alloc_zero(b->ctx, 1, sizeof *p);
    spvrt_rt_stage *stages = spvrt_alloc_zero(b->ctx, desc->shader_count ? desc->shader_count : 1, sizeof *stages);
    spvrt_rt_group *groups = spvrt_alloc_zero(b->ctx, desc->group_count ? desc->group_count : 1, sizeof *groups);
    spvrt_result res = SPVRT_SUCCESS;
    if (!p || !stages || !groups) {
        res = out_of_memory(b);
    } else {
        for (uint32_t i = 0; i < desc->shader_count; i++) {
            stages[i].module = desc->shaders[i].module;
            stages[i].entry_point = desc->shaders[i].entry_point;
            stages[i].specializations = desc->shaders[i].specs;
            stages[i].specialization_count = desc->shaders[i].spec_count;
            stages[i].name = desc->shaders[i].name;
        }
        for (uint32_t i = 0; i < desc->group_count; i++) {
            const amber_rt_group *g = &desc->groups[i];
            groups[i].procedural = g->kind == AMBER_RT_GROUP_PROCEDURAL_HIT;
            groups[i].general = g->general;
            groups[i].closest_hit = g->closest_hit;
            groups[i].any_hit = g->any_hit;
            groups[i].intersection = g->intersection;
        }
        spvrt_rt_pipeline_info info = {stages, desc->shader_count, groups, desc->group_count,
                                       desc->max_recursion_depth, cb->subgroup_size};
        res = spvrt_rt_pipeline_create(b->ctx, &info, &p->rt);
    }
    spvrt_free(b->ctx, stages);
    spvrt_free(b->ctx, groups);
    if (res != SPVRT_SUCCESS) {
        spvrt_free(b->ctx, p);
        return res;
    }
    *out = p;
    return SPVRT_SUCCESS;
}

static spvrt_result cpu_trace_rays(amber_backend *b, const amber_pipeline *p, const amber_bind *binds,
                                   uint32_t bind_count, const void *push_constants, uint32_t push_constant_size,
                                   const amber_sbt sbts[AMBER_SBT_COUNT], const uint32_t size[3])
{
    if (!p->rt)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    uint32_t total = 0;
    for (int t = 0; t < AMBER_SBT_COUNT; t++)
        total += sbts[t].count;
    spvrt_sbt_record *records = spvrt_alloc_zero(b->ctx, total ? total : 1, sizeof *records);
    if (!records)
        return out_of_memory(b);
    spvrt_rt_launch launch = {0};
    spvrt_sbt_table *tables[AMBER_SBT_COUNT] = {&launch.raygen, &launch.miss, &launch.hit, &launch.callable};
    uint32_t at = 0;
    for (int t = 0; t < AMBER_SBT_COUNT; t++) {
        tables[t]->records = records + at;
        tables[t]->count = sbts[t].count;
        for (uint32_t i = 0; i < sbts[t].count; i++)
            records[at++].group = sbts[t].groups[i]; /* Amber's records hold only the handle */
    }
    memcpy(launch.size, size, sizeof launch.size);
    launch.window = b->rt_window;
    launch.reorder = b->rt_reorder;
    launch.stats = b->rt_stats;
    if (b->rt_trace_line) {
        memcpy(launch.trace_index, b->rt_trace_index, sizeof launch.trace_index);
        launch.on_trace = b->rt_trace_line;
        launch.trace_user = b->rt_trace_user;
    }
    cpu_resources r;
    spvrt_result res = cpu_resources_make(b, binds, bind_count, push_constants, push_constant_size, &r);
    if (res == SPVRT_SUCCESS) {
        res = spvrt_rt_trace(b->ctx, p->rt, &r.d, &launch);
        cpu_resources_free(b, &r);
    }
    spvrt_free(b->ctx, records);
    return res;
}

/* PIPELINE execution_graph: spvrt_graph_create over the nodes (device.h). */
static spvrt_result cpu_graph_create(amber_backend *b, const amber_graph_desc *desc, amber_pipeline **out)
{
    cpu_backend *cb = (cpu_backend *)b;
    *out = NULL;
    amber_pipeline *p = spvrt_alloc_zero(b->ctx, 1, sizeof *p);
    spvrt_graph_stage *stages = spvrt_alloc_zero(b->ctx, desc->node_count ? desc->node_count : 1, sizeof *stages);
    spvrt_result res = SPVRT_SUCCESS;
    if (!p || !stages) {
        res = out_of_memory(b);
    } else {
        for (uint32_t i = 0; i < desc->node_count; i++) {
            const amber_graph_node *n = &desc->nodes[i];
            stages[i] = (spvrt_graph_stage){n->module, n->entry_point, n->specs, n->spec_count, true, n->node_name,
                                            n->node_index};
        }
        spvrt_graph_info info = {stages, desc->node_count, NULL, 0, cb->subgroup_size};
        res = spvrt_graph_create(b->ctx, &info, &p->graph);
    }
    spvrt_free(b->ctx, stages);
    if (res != SPVRT_SUCCESS) {
        spvrt_free(b->ctx, p);
        return res;
    }
    *out = p;
    return SPVRT_SUCCESS;
}

static void put_u32(uint8_t *p, uint32_t v)
{
    memcpy(p, &v, 4);
}

static void put_u64(uint8_t *p, uint64_t v)
{
    memcpy(p, &v, 8);
}

/* RUN DISPATCH_GRAPH: vkCmdInitializeGraphScratchMemoryAMDX then vkCmdDispatchGraph[Indirect[Count]]AMDX as
   spvrt_graph_* calls (device.h) */
static spvrt_result cpu_dispatch_graph(amber_backend *b, const amber_pipeline *p, const amber_bind *binds,
                                       uint32_t bind_count, const void *push_constants, uint32_t push_constant_size,
                                       uint64_t scratch_size, uint32_t mode, const amber_graph_payloads *payloads,
                                       uint32_t payload_count)
{
    if (!p->graph)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_graph_scratch_size sizes;
    spvrt_graph_get_scratch_size(p->graph, &sizes);
    if (scratch_size == AMBER_GRAPH_SCRATCH_MIN)
        scratch_size = sizes.min_size;
    else if (scratch_size == AMBER_GRAPH_SCRATCH_MAX)
        scratch_size = sizes.max_size;
    /* the infos (24 bytes each), the count info, then the payloads, for the indirect forms */
    uint64_t infos_bytes = (uint64_t)payload_count * 24u, args_bytes = infos_bytes + 24u;
    for (uint32_t i = 0; i < payload_count; i++)
        args_bytes += payloads[i].bytes ? (payloads[i].count ? (payloads[i].count - 1) * payloads[i].stride : 0) +
                                              payloads[i].stride + 16u : 0;
    spvrt_graph_dispatch_info *infos = spvrt_alloc_zero(b->ctx, payload_count ? payload_count : 1, sizeof *infos);
    uint8_t *args = spvrt_alloc_zero(b->ctx, 1, (size_t)args_bytes);
    void *scratch = spvrt_alloc(b->ctx, (size_t)(scratch_size ? scratch_size : 1));
    spvrt_result res = infos && args && scratch ? SPVRT_SUCCESS : out_of_memory(b);
    uint64_t at = infos_bytes + 24u;
    for (uint32_t i = 0; res == SPVRT_SUCCESS && i < payload_count; i++) {
        const amber_graph_payloads *g = &payloads[i];
        res = spvrt_graph_node_index(b->ctx, p->graph, g->node, g->index, &infos[i].node_index);
        infos[i].payload_count = g->count;
        infos[i].payload_stride = g->stride;
        infos[i].payloads.host = g->bytes;
        uint8_t *info = args + (uint64_t)i * 24u;
        put_u32(info, infos[i].node_index);
        put_u32(info + 4, g->count);
        put_u64(info + 16, g->stride);
        if (g->bytes) {
            uint64_t bytes = (g->count ? (g->count - 1) * g->stride : 0) + g->stride;
            memcpy(args + at, g->bytes, (size_t)bytes);
            put_u64(info + 8, SPVRT_CPU_GRAPH_ARGS_ADDRESS + at);
            at += (bytes + 15u) & ~(uint64_t)15u;
        }
    }
    if (res == SPVRT_SUCCESS)
        res = spvrt_graph_init_scratch(b->ctx, p->graph, scratch, scratch_size);
    cpu_resources r;
    bool made = false;
    if (res == SPVRT_SUCCESS) {
        res = cpu_resources_make(b, binds, bind_count, push_constants, push_constant_size, &r);
        made = res == SPVRT_SUCCESS;
    }
    spvrt_device_buffer *devices = NULL;
    if (res == SPVRT_SUCCESS) {
        /* the script's buffers and the arguments' */
        devices = spvrt_alloc_zero(b->ctx, r.d.device_buffer_count + 1u, sizeof *devices);
        if (!devices) {
            res = out_of_memory(b);
        } else {
            memcpy(devices, r.d.device_buffers, r.d.device_buffer_count * sizeof *devices);
            devices[r.d.device_buffer_count] = (spvrt_device_buffer){args, args_bytes, SPVRT_CPU_GRAPH_ARGS_ADDRESS};
            r.d.device_buffers = devices;
            r.d.device_buffer_count++;
        }
    }
    if (res == SPVRT_SUCCESS) {
        put_u32(args + infos_bytes, payload_count);
        put_u64(args + infos_bytes + 8, SPVRT_CPU_GRAPH_ARGS_ADDRESS);
        put_u64(args + infos_bytes + 16, 24);
        spvrt_graph_run run = {&r.d, scratch, scratch_size, b->graph_schedule, b->graph_seed, b->graph_stats};
        spvrt_graph_count_info count = {payload_count, {.host = infos}, sizeof *infos};
        if (mode == AMBER_GRAPH_INDIRECT) {
            count.infos.device = SPVRT_CPU_GRAPH_ARGS_ADDRESS;
            count.stride = 24;
            res = spvrt_graph_dispatch_indirect(b->ctx, p->graph, &run, &count);
        } else if (mode == AMBER_GRAPH_INDIRECT_COUNT) {
            res = spvrt_graph_dispatch_indirect_count(b->ctx, p->graph, &run,
                                                      SPVRT_CPU_GRAPH_ARGS_ADDRESS + infos_bytes);
        } else {
            res = spvrt_graph_dispatch(b->ctx, p->graph, &run, &count);
        }
        b->graph_scratch_bytes = scratch_size;
    }
    if (made)
        cpu_resources_free(b, &r);
    spvrt_free(b->ctx, devices);
    spvrt_free(b->ctx, infos);
    spvrt_free(b->ctx, args);
    spvrt_free(b->ctx, scratch);
    return res;
}

static spvrt_result cpu_accel_create_bottom(amber_backend *b, const spvrt_geometry *geometries,
                                            uint32_t geometry_count, amber_accel **out)
{
    cpu_backend *cb = (cpu_backend *)b;
    *out = NULL;
    amber_accel *a = spvrt_alloc_zero(b->ctx, 1, sizeof *a);
    if (!a)
        return out_of_memory(b);
    spvrt_accel_build_options o = {0};
    o.threads = cb->threads;
    /* the seam carries no build flags: a bottom level with vertex motion is built with motion (the script layer
       checked its FLAGS MOTION; device.h) */
    for (uint32_t i = 0; i < geometry_count; i++)
        o.motion |= geometries[i].vertices_t1 != NULL;
    spvrt_result res = spvrt_accel_build_bottom(b->ctx, geometries, geometry_count, &o, &a->accel);
    if (res != SPVRT_SUCCESS) {
        spvrt_free(b->ctx, a);
        return res;
    }
    *out = a;
    return SPVRT_SUCCESS;
}

static spvrt_result cpu_accel_create_top(amber_backend *b, const spvrt_instance *instances,
                                         amber_accel *const *bottoms, uint32_t instance_count, amber_accel **out)
{
    cpu_backend *cb = (cpu_backend *)b;
    *out = NULL;
    if (cb->top_count == cb->top_capacity &&
        !spvrt_grow(b->ctx, (void **)&cb->tops, &cb->top_capacity, cb->top_count + 1, sizeof *cb->tops))
        return out_of_memory(b);
    spvrt_instance *copy = spvrt_alloc_zero(b->ctx, instance_count ? instance_count : 1, sizeof *copy);
    amber_accel *a = spvrt_alloc_zero(b->ctx, 1, sizeof *a);
    if (!copy || !a) {
        spvrt_free(b->ctx, copy);
        spvrt_free(b->ctx, a);
        return out_of_memory(b);
    }
    for (uint32_t i = 0; i < instance_count; i++) {
        copy[i] = instances[i];
        copy[i].bottom = bottoms[i] ? bottoms[i]->accel : NULL;
    }
    spvrt_accel_build_options o = {0};
    o.threads = cb->threads;
    /* the seam carries no build flags: a top level is a motion one when its instances have a motion type
       (STATIC included: the script layer gives every instance of a FLAGS MOTION top level one; device.h), or
       when it has no instance at all (nothing to hit at any time, so OpTraceRayMotionNV may trace it) */
    o.motion = instance_count == 0;
    for (uint32_t i = 0; i < instance_count; i++)
        o.motion |= instances[i].motion != SPVRT_INSTANCE_MOTION_NONE;
    spvrt_result res = spvrt_accel_build_top(b->ctx, copy, instance_count, &o, &a->accel);
    spvrt_free(b->ctx, copy);
    if (res != SPVRT_SUCCESS) {
        spvrt_free(b->ctx, a);
        return res;
    }
    a->top = true;
    a->address = SPVRT_CPU_ACCEL_BASE + (++cb->accels_created << 16);
    cb->tops[cb->top_count++] = a;
    *out = a;
    return SPVRT_SUCCESS;
}

static void cpu_accel_destroy(amber_backend *b, amber_accel *a)
{
    cpu_backend *cb = (cpu_backend *)b;
    if (!a)
        return;
    for (uint32_t i = 0; i < cb->top_count; i++)
        if (cb->tops[i] == a) {
            cb->tops[i] = cb->tops[--cb->top_count];
            break;
        }
    spvrt_accel_free(a->accel);
    spvrt_free(b->ctx, a);
}

static void cpu_destroy(amber_backend *b)
{
    cpu_backend *cb = (cpu_backend *)b;
    if (!cb)
        return;
    for (uint32_t i = 0; i < cb->buffer_count; i++)
        cpu_buffer_destroy(b, cb->live[i]);
    spvrt_free(b->ctx, cb->live);
    spvrt_free(b->ctx, cb->tops); /* the runner destroys every structure it created */
    spvrt_free(b->ctx, cb);
}

static const amber_backend_ops cpu_ops = {
    "cpu",
    cpu_buffer_create,
    cpu_buffer_host,
    cpu_buffer_address,
    cpu_buffer_destroy,
    cpu_pipeline_create,
    cpu_pipeline_local_size,
    cpu_pipeline_destroy,
    cpu_dispatch,
    cpu_rt_pipeline_create,
    cpu_trace_rays,
    cpu_accel_create_bottom,
    cpu_accel_create_top,
    cpu_accel_destroy,
    cpu_destroy,
    cpu_graph_create,
    cpu_dispatch_graph,
};

amber_backend *amber_cpu_backend_create(spvrt_context *ctx, uint32_t buffer_count, uint32_t threads,
                                        uint32_t subgroup_size, uint64_t max_steps, bool debug, uint32_t engine)
{
    cpu_backend *cb = spvrt_alloc_zero(ctx, 1, sizeof *cb);
    if (!cb)
        return NULL;
    cb->live = spvrt_alloc_zero(ctx, buffer_count ? buffer_count : 1, sizeof *cb->live);
    if (!cb->live) {
        spvrt_free(ctx, cb);
        return NULL;
    }
    cb->base.ops = &cpu_ops;
    cb->base.ctx = ctx;
    cb->threads = threads;
    cb->subgroup_size = subgroup_size;
    snprintf(cb->base.device_name, sizeof cb->base.device_name, "spvrt CPU engine");
    cb->base.subgroup_size = subgroup_size ? subgroup_size : SPVRT_DEFAULT_SUBGROUP_SIZE;
    cb->max_steps = max_steps;
    cb->debug = debug;
    cb->engine = engine;
    cb->buffer_count = buffer_count;
    return &cb->base;
}
