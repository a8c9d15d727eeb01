/* spvrt exec: memory (SPIR-V 3.32.8 memory instructions, 2.18 memory
 * model, 2.16.2 / Vulkan 15.6 "Offset and Stride Assignment").
 *
 * Layouts: buffers (StorageBuffer, Uniform, PushConstant,
 * PhysicalStorageBuffer) use the explicit layout of the Offset, ArrayStride,
 * MatrixStride and RowMajor decorations; Function, Private, Workgroup and
 * Input memory a packed layout of naturally aligned scalars (no host can see
 * it).  Every access is checked against the memory its pointer reaches
 * (exec_memory_at) and traps when it leaves it.  What an access is: the
 * bytes its scalars touch (exec_layout.extent: a composite's members and
 * elements, not the padding after its last element, which a load never
 * reads), as the Vulkan specification ("Shader Out-of-Bounds Memory
 * Access") defines it: "An access is considered out of bounds if any part
 * of the access is outside of any specified memory range, whether that is
 * the array length specified in a shader or a range specified in the API
 * (e.g. descriptor size)". */
#include <stdio.h>
#include <stdlib.h>

#include "native.h"
#include "prep.h"
#include "run.h"

/* ---- layouts -------------------------------------------------------------------- */

bool exec_storage_class_explicit(uint32_t storage_class)
{
    switch (storage_class) {
    case SPVRT_StorageClass_StorageBuffer:
    case SPVRT_StorageClass_Uniform:
    case SPVRT_StorageClass_PushConstant:
    case SPVRT_StorageClass_PhysicalStorageBuffer:
    case SPVRT_StorageClass_ShaderRecordBufferKHR:
    case SPVRT_StorageClass_NodePayloadAMDX: /* VK_AMDX_shader_enqueue: "Node payload members must be explicitly
                                                laid out with offset and array stride decorations" */
        return true;
    default:
        return false;
    }
}

typedef struct layout_key {
    const exec_type *type;
    bool explicit_layout;
    uint32_t matrix_stride;
    bool row_major, in_column;
} layout_key;

static uint32_t scalar_bytes_of(const exec_type *t)
{
    return t->kind == EXEC_POINTER ? 8u : exec_scalar_bytes(t);
}

/* Alignment in packed memory: the widest scalar inside. */
static uint32_t packed_align(const exec_type *t)
{
    switch (t->kind) {
    case EXEC_BOOL:
    case EXEC_INT:
    case EXEC_FLOAT:
    case EXEC_POINTER:
    case EXEC_VECTOR:
    case EXEC_MATRIX:
        return t->kind == EXEC_POINTER ? 8u : exec_scalar_bytes(t->scalar);
    case EXEC_ARRAY:
    case EXEC_RUNTIME_ARRAY:
        return packed_align(t->element);
    case EXEC_RAY_QUERY:
    case EXEC_HIT_OBJECT:
        return EXEC_RAY_QUERY_ALIGN;
    case EXEC_STRUCT: {
        uint32_t a = 1;
        for (uint32_t i = 0; i < t->member_count; i++) {
            uint32_t m = packed_align(t->members[i]);
            if (m > a)
                a = m;
        }
        return a;
    }
    default:
        return 1;
    }
}

static uint64_t round_up(uint64_t v, uint64_t a)
{
    return a ? (v + a - 1) / a * a : v;
}

static const exec_layout *layout_with(exec_prep *p, layout_key key);

static void fill_layout_leaves(const exec_layout *l, uint64_t base, exec_leaf *out, uint32_t *at)
{
    const exec_type *t = l->type;
    switch (t->kind) {
    case EXEC_BOOL:
    case EXEC_INT:
    case EXEC_FLOAT:
    case EXEC_POINTER:
        out[*at].offset = (uint32_t)base;
        out[*at].bytes = (uint8_t)scalar_bytes_of(t);
        (*at)++;
        break;
    case EXEC_VECTOR:
    case EXEC_MATRIX:
    case EXEC_ARRAY:
        for (uint32_t i = 0; i < t->length; i++)
            fill_layout_leaves(l->element_layout, base + (uint64_t)i * l->element_step, out, at);
        break;
    case EXEC_STRUCT:
        for (uint32_t i = 0; i < t->member_count; i++)
            fill_layout_leaves(l->member_layout[i], base + l->member_offset[i], out, at);
        break;
    default:
        break;
    }
}

static const exec_layout *build_layout(exec_prep *p, layout_key key)
{
    const exec_type *t = key.type;
    exec_layout *l = exec_prep_alloc(p, sizeof *l);
    if (!l)
        return NULL;
    l->type = t;
    l->matrix_stride = key.matrix_stride;
    l->row_major = key.row_major;
    l->in_row_major_column = key.in_column;
    switch (t->kind) {
    case EXEC_BOOL:
    case EXEC_INT:
    case EXEC_FLOAT:
    case EXEC_POINTER:
        l->size = scalar_bytes_of(t);
        break;
    case EXEC_RAY_QUERY: /* opaque bytes only the ray query instructions reach (RQ-007: Function, Private) */
        if (key.explicit_layout) {
            exec_prep_error(p, NULL, "a ray query in memory with an explicit layout (RQ-007: Private or Function only)");
            return NULL;
        }
        l->size = exec_ray_query_bytes();
        break;
    case EXEC_HIT_OBJECT: /* opaque bytes only the hit-object instructions reach (SER-S29: Function, Private) */
        if (key.explicit_layout) {
            exec_prep_error(p, NULL, "a hit object in memory with an explicit layout (Private or Function only)");
            return NULL;
        }
        l->size = exec_hit_object_bytes();
        break;
    case EXEC_VECTOR: {
        uint32_t b = scalar_bytes_of(t->scalar);
        layout_key sk = {t->scalar, key.explicit_layout, 0, false, false};
        l->element_layout = layout_with(p, sk);
        l->element_step = key.in_column ? key.matrix_stride : b;
        l->size = (uint64_t)(t->length - 1) * l->element_step + b;
        break;
    }
    case EXEC_MATRIX: {
        const exec_type *column = t->element;
        uint32_t b = scalar_bytes_of(t->scalar);
        uint32_t stride = key.matrix_stride;
        if (!key.explicit_layout || !stride)
            stride = key.explicit_layout ? (uint32_t)round_up((uint64_t)column->length * b, 16) :
                                           column->length * b;
        layout_key ck = {column, key.explicit_layout, stride, key.row_major, key.explicit_layout && key.row_major};
        l->element_layout = layout_with(p, ck);
        if (key.explicit_layout && key.row_major) {
            l->element_step = b;
            l->size = (uint64_t)(column->length - 1) * stride + (uint64_t)t->length * b;
        } else {
            l->element_step = stride;
            l->size = (uint64_t)(t->length - 1) * stride + (uint64_t)column->length * b;
        }
        break;
    }
    case EXEC_ARRAY:
    case EXEC_RUNTIME_ARRAY: {
        layout_key ek = {t->element, key.explicit_layout, key.matrix_stride, key.row_major, false};
        l->element_layout = layout_with(p, ek);
        if (!l->element_layout)
            return NULL;
        uint32_t stride = key.explicit_layout ? t->array_stride : 0;
        if (!stride)
            stride = (uint32_t)round_up(l->element_layout->size, packed_align(t->element));
        l->element_step = stride;
        l->stride = stride;
        l->size = t->kind == EXEC_ARRAY ? (uint64_t)t->length * stride : 0;
        break;
    }
    case EXEC_STRUCT: {
        l->member_offset = exec_prep_alloc(p, (size_t)(t->member_count + 1) * sizeof *l->member_offset);
        l->member_layout = exec_prep_alloc(p, (size_t)(t->member_count + 1) * sizeof *l->member_layout);
        if (!l->member_offset || !l->member_layout)
            return NULL;
        uint64_t end = 0;
        for (uint32_t i = 0; i < t->member_count; i++) {
            layout_key mk = {t->members[i], key.explicit_layout, 0, false, false};
            uint32_t offset = 0, stride = 0;
            bool has_offset = key.explicit_layout && exec_prep_member_decoration(p, t->id, i, SPVRT_Decoration_Offset,
                                                                                  &offset);
            if (key.explicit_layout && exec_prep_member_decoration(p, t->id, i, SPVRT_Decoration_MatrixStride, &stride))
                mk.matrix_stride = stride;
            mk.row_major = key.explicit_layout && exec_prep_member_decoration(p, t->id, i, SPVRT_Decoration_RowMajor,
                                                                              NULL);
            const exec_layout *ml = layout_with(p, mk);
            if (!ml)
                return NULL;
            if (!has_offset)
                offset = (uint32_t)round_up(end, packed_align(t->members[i]));
            l->member_offset[i] = offset;
            l->member_layout[i] = ml;
            if (offset + ml->size > end)
                end = offset + ml->size;
        }
        l->size = key.explicit_layout ? end : round_up(end, packed_align(t));
        break;
    }
    default:
        exec_prep_error(p, NULL, "a type without a memory layout (image, sampler, ...) in memory the CPU engine "
                                 "reads");
        return NULL;
    }
    if (l->size > (1ull << 40)) {
        exec_prep_error(p, NULL, "a type of more than 2^40 bytes");
        return NULL;
    }
    if (t->components) {
        l->leaf_count = t->components;
        l->leaves = exec_prep_alloc(p, (size_t)t->components * sizeof *l->leaves);
        if (!l->leaves)
            return NULL;
        uint32_t at = 0;
        fill_layout_leaves(l, 0, l->leaves, &at);
        for (uint32_t i = 0; i < l->leaf_count; i++)
            if (l->leaves[i].offset + (uint64_t)l->leaves[i].bytes > l->extent)
                l->extent = l->leaves[i].offset + (uint64_t)l->leaves[i].bytes;
    } else if (t->kind == EXEC_RAY_QUERY || t->kind == EXEC_HIT_OBJECT) {
        l->extent = l->size;
    }
    return l;
}

static const exec_layout *layout_with(exec_prep *p, layout_key key)
{
    if (!key.type)
        return NULL;
    if (!key.explicit_layout) {
        key.matrix_stride = 0;
        key.row_major = key.in_column = false;
    }
    /* the cache holds pairs: the layout, then itself if explicit or NULL if packed */
    for (uint32_t i = 0; i < p->layout_count; i += 2) {
        const exec_layout *l = p->layouts[i];
        const exec_layout *tag = p->layouts[i + 1];
        bool explicit_layout = tag != NULL;
        if (l->type == key.type && explicit_layout == key.explicit_layout && l->row_major == key.row_major &&
            l->in_row_major_column == key.in_column && l->matrix_stride == key.matrix_stride)
            return l;
    }
    const exec_layout *l = build_layout(p, key);
    if (!l)
        return NULL;
    if (!spvrt_grow(p->ctx, (void **)&p->layouts, &p->layout_capacity, p->layout_count + 2, sizeof *p->layouts))
        return NULL;
    p->layouts[p->layout_count++] = (exec_layout *)l;
    p->layouts[p->layout_count++] = key.explicit_layout ? (exec_layout *)l : NULL;
    return l;
}

const exec_layout *exec_layout_of(exec_prep *p, const exec_type *type, bool explicit_layout)
{
    layout_key key = {type, explicit_layout, 0, false, false};
    return layout_with(p, key);
}

exec_pointer_info *exec_prep_pointer_info(exec_prep *p, uint32_t id, bool create)
{
    uint32_t index = spvrt_idmap_get(&p->pointer_index, id);
    if (index != UINT32_MAX)
        return &p->pointers[index];
    if (!create)
        return NULL;
    if (!spvrt_grow(p->ctx, (void **)&p->pointers, &p->pointer_capacity, p->pointer_count + 1, sizeof *p->pointers) ||
        !spvrt_idmap_set(&p->pointer_index, id, p->pointer_count))
        return NULL;
    exec_pointer_info *info = &p->pointers[p->pointer_count++];
    memset(info, 0, sizeof *info);
    return info;
}

const exec_layout *exec_pointer_layout(exec_prep *p, uint32_t pointer_id, const exec_type *pointer_type)
{
    exec_pointer_info *info = exec_prep_pointer_info(p, pointer_id, false);
    if (info && info->layout && !info->descriptor_count)
        return info->layout;
    if (!pointer_type || pointer_type->kind != EXEC_POINTER)
        return NULL;
    return exec_layout_of(p, pointer_type->element, exec_storage_class_explicit(pointer_type->storage_class));
}

/* ---- reaching memory -------------------------------------------------------------------------- */

static int compare_address(const void *key, const void *element)
{
    uint64_t address = *(const uint64_t *)key;
    const spvrt_device_buffer *b = element;
    if (address < b->address)
        return -1;
    if (address - b->address >= b->size)
        return 1;
    return 0;
}

void *exec_memory_at(exec_wave *w, const exec_op *op, uint32_t lane, uint64_t pointer, uint32_t storage_class,
                     uint64_t bytes)
{
    exec_dispatch_state *d = w->dispatch;
    if (storage_class == SPVRT_StorageClass_PhysicalStorageBuffer) {
        const spvrt_device_buffer *b = d && d->device_buffer_count
                                           ? bsearch(&pointer, d->device_buffers, d->device_buffer_count,
                                                     sizeof *d->device_buffers, compare_address)
                                           : NULL;
        if (!b) {
            exec_trap(w, op, lane, "address 0x%llx is in no buffer", (unsigned long long)pointer);
            return NULL;
        }
        uint64_t offset = pointer - b->address;
        if (bytes > b->size - offset) {
            exec_trap(w, op, lane, "%llu bytes at address 0x%llx run past the end of the %llu-byte buffer at 0x%llx",
                      (unsigned long long)bytes, (unsigned long long)pointer, (unsigned long long)b->size,
                      (unsigned long long)b->address);
            return NULL;
        }
        return (uint8_t *)b->data + offset;
    }
    uint32_t region = (uint32_t)(pointer >> EXEC_REGION_SHIFT);
    uint64_t offset = pointer & EXEC_OFFSET_MASK;
    const spvrt_program *prog = w->program;
    if (storage_class == SPVRT_StorageClass_Image && offset == EXEC_OFFSET_INVALID && d &&
        d->dispatch->robust_image_access && bytes <= 8) {
        /* an out-of-bounds texel of OpImageTexelPointer under robustImageAccess
           (image.c): the atomic reads 0 and its write goes nowhere */
        static _Thread_local uint64_t sink;
        sink = 0;
        return &sink;
    }
    switch (region) {
    case EXEC_REGION_PRIVATE: {
        uint64_t lo = (uint64_t)lane * prog->private_stride, hi = lo + prog->private_stride;
        if (offset < lo || offset > hi || bytes > hi - offset) {
            exec_trap(w, op, lane, "access outside the invocation's Function/Private memory");
            return NULL;
        }
        return w->private_memory.base + offset;
    }
    case EXEC_REGION_WORKGROUP:
        if (offset > w->workgroup_memory.size || bytes > w->workgroup_memory.size - offset) {
            exec_trap(w, op, lane, "access outside Workgroup memory (%llu bytes at offset %lld of %llu)",
                      (unsigned long long)bytes, (long long)exec_pointer_offset(pointer),
                      (unsigned long long)w->workgroup_memory.size);
            return NULL;
        }
        return w->workgroup_memory.base + offset;
    case EXEC_REGION_NULL:
        exec_trap(w, op, lane, "access through a null pointer");
        return NULL;
    case EXEC_REGION_SHADER_RECORD:
        if (offset > w->shader_record.size || bytes > w->shader_record.size - offset) {
            exec_trap(w, op, lane, "access outside the shader record (%llu bytes at offset %lld of the record's %llu "
                      "bytes of data)", (unsigned long long)bytes, (long long)exec_pointer_offset(pointer),
                      (unsigned long long)w->shader_record.size);
            return NULL;
        }
        return w->shader_record.base + offset;
    case EXEC_REGION_NODE_INPUT:
        if (!w->node || offset > w->node->input.size || bytes > w->node->input.size - offset) {
            exec_trap(w, op, lane, "access outside the node's input payloads (%llu bytes at offset %lld of %llu)",
                      (unsigned long long)bytes, (long long)exec_pointer_offset(pointer),
                      (unsigned long long)(w->node ? w->node->input.size : 0));
            return NULL;
        }
        return w->node->input.base + offset;
    case EXEC_REGION_NODE_OUTPUT:
        if (!w->node) {
            exec_trap(w, op, lane, "access to node payloads outside an execution graph");
            return NULL;
        }
        return exec_node_output_at(w, op, lane, offset, bytes);
    default:
        break;
    }
    const exec_memory *m = d && region < d->region_count ? &d->regions[region] : NULL;
    if (!m || !m->base) {
        char what[96];
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "no buffer is bound to %s", what);
        return NULL;
    }
    if (offset > m->size || bytes > m->size - offset) {
        char what[96];
        exec_region_name(w, region, what, sizeof what);
        exec_trap(w, op, lane, "out-of-bounds access: %llu bytes at offset %lld of the %llu-byte buffer bound to %s",
                  (unsigned long long)bytes, (long long)exec_pointer_offset(pointer), (unsigned long long)m->size,
                  what);
        return NULL;
    }
    return m->base + offset;
}

/* ---- loads and stores ---------------------------------------------------------------------------- */

typedef struct memory_data {
    const exec_layout *layout;
    uint32_t storage_class;
    const exec_layout *source_layout; /* OpCopyMemory */
    uint32_t source_class;
} memory_data;

static void lane_load(exec_wave *w, const exec_layout *l, uint32_t first_row, uint32_t lane, const uint8_t *base)
{
    for (uint32_t i = 0; i < l->leaf_count; i++) {
        uint8_t *row = exec_row(w, first_row + i);
        memcpy(row + (size_t)lane * l->leaves[i].bytes, base + l->leaves[i].offset, l->leaves[i].bytes);
    }
}

static void lane_store(exec_wave *w, const exec_layout *l, uint32_t first_row, uint32_t lane, uint8_t *base)
{
    for (uint32_t i = 0; i < l->leaf_count; i++) {
        const uint8_t *row = exec_row(w, first_row + i);
        memcpy(base + l->leaves[i].offset, row + (size_t)lane * l->leaves[i].bytes, l->leaves[i].bytes);
    }
}

static void run_load(exec_wave *w, const exec_op *op)
{
    const memory_data *md = op->data;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        const uint8_t *base = exec_memory_at(w, op, l, pointer[l], md->storage_class, md->layout->extent);
        if (!base)
            return;
        lane_load(w, md->layout, op->result_row, l, base);
    }
}

/* The fast path of 32-bit loads and stores: when every active lane's
 * pointer reaches the same memory and `bytes` at its offset lie inside it
 * (Function/Private: inside the lane's own slice), the memory's base; else
 * NULL, and the caller takes the per-lane path through exec_memory_at
 * (which traps with the details). */
static uint8_t *common_memory(const exec_wave *w, uint32_t storage_class, const uint64_t *pointer, uint64_t bytes)
{
    if (storage_class == SPVRT_StorageClass_PhysicalStorageBuffer || !w->active)
        return NULL;
    uint64_t region_bits = pointer[exec_first_lane(w->active)] & ~EXEC_OFFSET_MASK;
    uint32_t region = (uint32_t)(region_bits >> EXEC_REGION_SHIFT);
    const exec_dispatch_state *d = w->dispatch;
    uint64_t bad = 0;
    if (region == EXEC_REGION_PRIVATE) {
        uint64_t stride = w->program->private_stride;
        if (stride < bytes)
            return NULL;
        bool full = w->active == exec_all_lanes(w);
        for (uint32_t l = 0; l < w->width; l++) {
            uint64_t offset = pointer[l] & EXEC_OFFSET_MASK;
            uint64_t wrong = ((pointer[l] & ~EXEC_OFFSET_MASK) ^ region_bits) |
                             (uint64_t)(offset - (uint64_t)l * stride > stride - bytes);
            bad |= full || exec_lane_active(w, l) ? wrong : 0;
        }
        return bad ? NULL : w->private_memory.base;
    }
    const exec_memory *m = NULL;
    if (region == EXEC_REGION_WORKGROUP)
        m = &w->workgroup_memory;
    else if (region == EXEC_REGION_NODE_INPUT && w->node)
        m = &w->node->input;
    else if (region == EXEC_REGION_NODE_OUTPUT)
        return NULL; /* every access is checked against its allocation (exec_node_output_at) */
    else if (region >= EXEC_REGION_PUSH_CONSTANT && d && region < d->region_count && d->regions[region].base)
        m = &d->regions[region]; /* push constants and bound buffers */
    if (!m || m->size < bytes)
        return NULL;
    uint64_t last = m->size - bytes;
    if (w->active == exec_all_lanes(w)) {
        /* a loop without the mask, which the compiler vectorises */
        for (uint32_t l = 0; l < w->width; l++)
            bad |= ((pointer[l] & ~EXEC_OFFSET_MASK) ^ region_bits) | (uint64_t)((pointer[l] & EXEC_OFFSET_MASK) > last);
        return bad ? NULL : m->base;
    }
    for (uint32_t l = 0; l < w->width; l++) {
        uint64_t wrong = ((pointer[l] & ~EXEC_OFFSET_MASK) ^ region_bits) | (uint64_t)((pointer[l] & EXEC_OFFSET_MASK) > last);
        bad |= exec_lane_active(w, l) ? wrong : 0;
    }
    return bad ? NULL : m->base;
}


/* A 32-bit scalar: the common case, without the leaf loop. */
static void run_load_32(exec_wave *w, const exec_op *op)
{
    const memory_data *md = op->data;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    uint32_t *result = exec_row(w, op->result_row);
    uint8_t *base = common_memory(w, md->storage_class, pointer, 4);
    if (base && w->active == exec_all_lanes(w)) {
        for (uint32_t l = 0; l < w->width; l++)
            memcpy(&result[l], base + (pointer[l] & EXEC_OFFSET_MASK), 4);
        return;
    }
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        const uint8_t *at = base ? base + (pointer[l] & EXEC_OFFSET_MASK)
                                 : exec_memory_at(w, op, l, pointer[l], md->storage_class, 4);
        if (!at)
            return;
        memcpy(&result[l], at, 4);
    }
}

static void run_store_32(exec_wave *w, const exec_op *op)
{
    const memory_data *md = op->data;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    const uint32_t *value = exec_row(w, op->args[1].row);
    uint8_t *base = common_memory(w, md->storage_class, pointer, 4);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint8_t *at = base ? base + (pointer[l] & EXEC_OFFSET_MASK)
                           : exec_memory_at(w, op, l, pointer[l], md->storage_class, 4);
        if (!at)
            return;
        memcpy(at, &value[l], 4);
    }
}

static void run_store(exec_wave *w, const exec_op *op)
{
    const memory_data *md = op->data;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint8_t *base = exec_memory_at(w, op, l, pointer[l], md->storage_class, md->layout->extent);
        if (!base)
            return;
        lane_store(w, md->layout, op->args[1].row, l, base);
    }
}

/* OpVariable with an initializer in a function: stored each time it runs. */
static void run_variable_init(exec_wave *w, const exec_op *op)
{
    const memory_data *md = op->data;
    const uint64_t *pointer = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint8_t *base = exec_memory_at(w, op, l, pointer[l], md->storage_class, md->layout->extent);
        if (!base)
            return;
        lane_store(w, md->layout, op->args[0].row, l, base);
    }
}

static void run_copy_memory(exec_wave *w, const exec_op *op)
{
    const memory_data *md = op->data;
    const uint64_t *to = exec_row(w, op->args[0].row);
    const uint64_t *from = exec_row(w, op->args[1].row);
    const exec_layout *tl = md->layout, *fl = md->source_layout;
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        const uint8_t *source = exec_memory_at(w, op, l, from[l], md->source_class, fl->extent);
        if (!source)
            return;
        uint8_t *target = exec_memory_at(w, op, l, to[l], md->storage_class, tl->extent);
        if (!target)
            return;
        uint8_t tmp[8];
        for (uint32_t i = 0; i < tl->leaf_count; i++) {
            memcpy(tmp, source + fl->leaves[i].offset, fl->leaves[i].bytes);
            memcpy(target + tl->leaves[i].offset, tmp, tl->leaves[i].bytes);
        }
    }
}

/* ---- access chains --------------------------------------------------------------------------------- */

typedef struct chain_step {
    uint32_t row;           /* the index's row */
    uint8_t bytes;          /* its width */
    uint64_t step;          /* bytes per index */
    uint32_t bound;         /* elements (0: not checked: buffers, runtime arrays) */
} chain_step;

typedef struct access_chain {
    uint64_t offset;        /* the constant part (logical pointers: a signed offset inside the span) */
    bool outside;           /* logical pointers: the constant part leaves the span (the result is invalid) */
    bool physical;          /* PhysicalStorageBuffer: addresses */
    bool descriptor;        /* the first index selects a descriptor array element */
    uint32_t descriptor_row;
    uint8_t descriptor_bytes;
    uint32_t descriptor_count;
    uint64_t descriptor_constant;  /* when the index is a constant */
    bool descriptor_dynamic;
    uint32_t step_count;
    chain_step steps[];
} access_chain;

static int64_t read_index(const exec_wave *w, uint32_t row, uint8_t bytes, uint32_t lane)
{
    const uint8_t *r = exec_row(w, row);
    switch (bytes) {
    case 1: return (int8_t)r[lane];
    case 2: return ((const int16_t *)r)[lane];
    case 4: return ((const int32_t *)r)[lane];
    default: return ((const int64_t *)r)[lane];
    }
}

static void run_access_chain(exec_wave *w, const exec_op *op)
{
    const access_chain *c = op->data;
    const uint64_t *base = exec_row(w, op->args[0].row);
    uint64_t *result = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint64_t pointer = base[l];
        uint32_t region = (uint32_t)(pointer >> EXEC_REGION_SHIFT);
        /* physical: an address, wrapping as the device's would; logical: a
           signed offset, invalid once it leaves the span */
        uint64_t address = pointer + c->offset;
        int64_t offset = exec_pointer_offset(pointer);
        bool outside = c->outside || (pointer & EXEC_OFFSET_MASK) == EXEC_OFFSET_INVALID;
        offset += (int64_t)c->offset;
        if (c->descriptor) {
            uint64_t index = c->descriptor_dynamic ? (uint64_t)read_index(w, c->descriptor_row, c->descriptor_bytes, l)
                                                   : c->descriptor_constant;
            if (index >= c->descriptor_count) {
                exec_trap(w, op, l, "descriptor array index %lld is out of range (%u elements)", (long long)index,
                          c->descriptor_count);
                return;
            }
            region += (uint32_t)index;
        }
        for (uint32_t i = 0; i < c->step_count; i++) {
            const chain_step *s = &c->steps[i];
            int64_t index = read_index(w, s->row, s->bytes, l);
            if (s->bound && (uint64_t)index >= s->bound) {
                exec_trap(w, op, l, "index %lld is out of bounds of an array of %u elements", (long long)index,
                          s->bound);
                return;
            }
            address += (uint64_t)index * s->step;
            /* |index * step| < 2^47 and |offset| < 2^47 here: no overflow */
            int64_t limit = s->step ? EXEC_OFFSET_SPAN / (int64_t)s->step : EXEC_OFFSET_SPAN;
            if (index >= limit || index <= -limit)
                outside = true;
            else
                offset += index * (int64_t)s->step;
            if (offset <= -EXEC_OFFSET_SPAN || offset >= EXEC_OFFSET_SPAN)
                outside = true;
            if (outside)
                offset = 0;
        }
        if (c->physical)
            result[l] = address;
        else
            result[l] = exec_pointer_at((uint64_t)region << EXEC_REGION_SHIFT, outside ? -EXEC_OFFSET_SPAN : offset);
    }
}

/* Constant indexes only (a struct member, gl_GlobalInvocationID.x): an
 * offset added to every lane's pointer. */
static void run_access_chain_constant(exec_wave *w, const exec_op *op)
{
    const access_chain *c = op->data;
    const uint64_t *base = exec_row(w, op->args[0].row);
    uint64_t *result = exec_row(w, op->result_row);
    uint64_t constant = c->offset;
    if (c->physical) {
        for (uint32_t l = 0; l < w->width; l++)
            result[l] = base[l] + constant;
        return;
    }
    for (uint32_t l = 0; l < w->width; l++) {
        /* |base| < 2^47 and |constant| < 2^47 (c->outside is false): no overflow; an invalid base stays invalid */
        int64_t from = exec_pointer_offset(base[l]);
        int64_t to = from == -EXEC_OFFSET_SPAN ? from : from + (int64_t)constant;
        result[l] = exec_pointer_at(base[l] & ~EXEC_OFFSET_MASK, to);
    }
}

/* The common case: one dynamic 32-bit index into a buffer array, no
 * descriptor array, no bound to check (a loop the compiler vectorises). */
static void run_access_chain_index32(exec_wave *w, const exec_op *op)
{
    const access_chain *c = op->data;
    const uint64_t *base = exec_row(w, op->args[0].row);
    const int32_t *index = exec_row(w, c->steps[0].row);
    uint64_t *result = exec_row(w, op->result_row);
    uint64_t step = c->steps[0].step, constant = c->offset;
    if (c->physical) {
        for (uint32_t l = 0; l < w->width; l++)
            result[l] = base[l] + constant + (uint64_t)(int64_t)index[l] * step;
        return;
    }
    for (uint32_t l = 0; l < w->width; l++) {
        /* |base|, |constant| < 2^47 and |index * step| < 2^47: no overflow; an invalid base stays invalid */
        int64_t from = exec_pointer_offset(base[l]);
        int64_t to = from == -EXEC_OFFSET_SPAN ? from : from + (int64_t)constant + (int64_t)index[l] * (int64_t)step;
        result[l] = exec_pointer_at(base[l] & ~EXEC_OFFSET_MASK, to);
    }
}

/* The bytes between consecutive elements that OpPtrAccessChain's Element
 * steps and OpPtrDiff counts (SPIR-V 3.32.8 OpPtrAccessChain: "the
 * Base-type's Array Stride if the Base type is decorated with ArrayStride.
 * For all other objects, the implementation calculates the element's
 * address"): the pointer type's ArrayStride; else the stride of the array
 * the pointer's access chain selected an element of; else the pointee's
 * size (in a packed layout, the stride of an array of it). */
static uint64_t pointer_element_stride(exec_prep *p, uint32_t pointer_id, const exec_type *pointer_type,
                                       const exec_layout *pointee)
{
    /* SPIR-V OpPtrAccessChain: in the storage classes with an explicit layout the stride is the pointer
       type's ArrayStride; "for all other objects, the implementation calculates the element's address" (an
       ArrayStride there is ignored: VK-GL-CTS's ptr_access_chain/workgroup_bad_stride).  Workgroup memory is
       explicitly laid out when the module has Block-decorated Workgroup variables
       (SPV_KHR_workgroup_memory_explicit_layout). */
    bool explicit_stride = exec_storage_class_explicit(pointer_type->storage_class) ||
                           (pointer_type->storage_class == SPVRT_StorageClass_Workgroup && p->workgroup_block_placed);
    if (pointer_type->array_stride && explicit_stride)
        return pointer_type->array_stride;
    const exec_pointer_info *info = exec_prep_pointer_info(p, pointer_id, false);
    if (info && info->element_stride)
        return info->element_stride;
    return pointee->size;
}

/* Add index * step to the constant part of a chain (prepare time). */
static void chain_add_constant(access_chain *c, int64_t index, uint64_t step)
{
    if (c->physical) {
        c->offset += (uint64_t)index * step; /* addresses wrap as the device's would */
        return;
    }
    int64_t limit = step ? EXEC_OFFSET_SPAN / (int64_t)step : EXEC_OFFSET_SPAN;
    if (c->outside || index >= limit || index <= -limit) {
        c->outside = true;
        return;
    }
    int64_t offset = (int64_t)c->offset + index * (int64_t)step;
    if (offset <= -EXEC_OFFSET_SPAN || offset >= EXEC_OFFSET_SPAN)
        c->outside = true;
    else
        c->offset = (uint64_t)offset;
}

static exec_bind_result bind_access_chain(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_arg *base = &op->args[0];
    const exec_type *pt = base->type;
    if (!pt || pt->kind != EXEC_POINTER || !op->type || op->type->kind != EXEC_POINTER)
        return exec_prep_error(p, inst, "access chain base is not a pointer");
    bool ptr_chain = op->opcode == SPVRT_OpPtrAccessChain || op->opcode == SPVRT_OpInBoundsPtrAccessChain;
    bool bounded = !exec_storage_class_explicit(pt->storage_class);
    exec_pointer_info *base_info = exec_prep_pointer_info(p, base->id, false);
    access_chain *c = exec_prep_alloc(p, sizeof *c + (size_t)op->arg_count * sizeof(chain_step));
    if (!c)
        return EXEC_BIND_ERROR;
    c->physical = pt->storage_class == SPVRT_StorageClass_PhysicalStorageBuffer;
    const exec_layout *layout = exec_pointer_layout(p, base->id, pt);
    const exec_type *t = pt->element;
    uint32_t first = 1;
    if (base_info && base_info->descriptor_count && op->arg_count > 1 && !ptr_chain) {
        c->descriptor = true;
        c->descriptor_count = base_info->descriptor_count;
        uint64_t v;
        if (exec_prep_constant_u64(p, op->args[1].id, &v)) {
            c->descriptor_constant = v;
        } else {
            c->descriptor_dynamic = true;
            c->descriptor_row = op->args[1].row;
            c->descriptor_bytes = (uint8_t)exec_scalar_bytes(op->args[1].type);
        }
        layout = base_info->layout;
        t = t->element;
        first = 2;
    }
    if (!layout)
        return EXEC_BIND_ERROR;
    uint64_t element_stride = 0; /* of the array the last index selected an element of */
    if (ptr_chain) {
        /* Element: steps over whole pointees */
        uint64_t stride = pointer_element_stride(p, base->id, pt, layout);
        element_stride = stride;
        uint64_t v;
        if (exec_prep_constant_u64(p, op->args[1].id, &v)) {
            const exec_type *it = op->args[1].type;
            int64_t sv = it->bits == 64 ? (int64_t)v : it->bits == 32 ? (int32_t)v : it->bits == 16 ? (int16_t)v
                                                                                                    : (int8_t)v;
            chain_add_constant(c, sv, stride);
        } else {
            c->steps[c->step_count++] = (chain_step){op->args[1].row, (uint8_t)exec_scalar_bytes(op->args[1].type),
                                                     stride, 0};
        }
        first = 2;
    }
    for (uint32_t i = first; i < op->arg_count; i++) {
        const exec_arg *index = &op->args[i];
        uint64_t v;
        bool constant = exec_prep_constant_u64(p, index->id, &v);
        if (t->kind == EXEC_STRUCT) {
            if (!constant || v >= t->member_count)
                return exec_prep_error(p, inst, "struct member index is not a constant in range");
            chain_add_constant(c, 1, layout->member_offset[v]);
            layout = layout->member_layout[v];
            t = t->members[v];
            element_stride = 0;
            continue;
        }
        if (t->kind != EXEC_ARRAY && t->kind != EXEC_RUNTIME_ARRAY && t->kind != EXEC_MATRIX &&
            t->kind != EXEC_VECTOR)
            return exec_prep_error(p, inst, "access chain indexes into a scalar");
        /* SPIR-V OpAccessChain: each index "if indexing into a vector, array,
           or matrix, with the result type being a logical pointer type,
           causes undefined behavior if not in bounds"; Vulkan "Shader
           Out-of-Bounds Memory Access": "An access is considered out of
           bounds if any part of the access is outside of any specified
           memory range, whether that is the array length specified in a
           shader or a range specified in the API", undefined "whether the
           underlying buffer is bigger than that or not".  Trapped for
           vectors, matrices and the arrays of memory without an explicit
           layout; an index past a buffer's sized array is (more leniently
           than the specification) checked only by the access, against the
           buffer's range */
        uint32_t bound = bounded && t->kind != EXEC_RUNTIME_ARRAY ? t->length : 0;
        if (t->kind == EXEC_VECTOR || t->kind == EXEC_MATRIX)
            bound = t->length;
        if (constant) {
            const exec_type *it = index->type;
            int64_t sv = it->bits == 64 ? (int64_t)v : it->bits == 32 ? (int32_t)v : it->bits == 16 ? (int16_t)v
                                                                                                    : (int8_t)v;
            if (bound && (uint64_t)sv >= bound)
                return exec_prep_error(p, inst, "constant index %lld is out of bounds of %u elements", (long long)sv,
                                       bound);
            chain_add_constant(c, sv, layout->element_step);
        } else {
            c->steps[c->step_count++] = (chain_step){index->row, (uint8_t)exec_scalar_bytes(index->type),
                                                     layout->element_step, bound};
        }
        element_stride = layout->element_step;
        layout = layout->element_layout;
        t = t->element;
    }
    exec_pointer_info *info = exec_prep_pointer_info(p, op->result_id, true);
    if (!info || !layout)
        return EXEC_BIND_ERROR;
    info->layout = layout;
    info->element_stride = element_stride;
    op->data = c;
    op->layout = layout;
    op->run = run_access_chain;
    if (!c->descriptor && c->step_count == 0 && !c->outside) {
        op->run = run_access_chain_constant;
        op->flags |= EXEC_OP_PURE;
    }
    if (!c->descriptor && c->step_count == 1 && c->steps[0].bytes == 4 && !c->steps[0].bound &&
        c->steps[0].step < (1u << 16) && !c->outside) {
        op->run = run_access_chain_index32;
        op->flags |= EXEC_OP_PURE;
    }
    return EXEC_BIND_OK;
}

/* ---- OpArrayLength, pointer conversions ---------------------------------------------------------------- */

typedef struct array_length_data {
    uint64_t member_offset;
    uint64_t stride;
} array_length_data;

static void run_array_length(exec_wave *w, const exec_op *op)
{
    const array_length_data *a = op->data;
    const uint64_t *pointer = exec_row(w, op->args[0].row);
    uint32_t *result = exec_row(w, op->result_row);
    exec_dispatch_state *d = w->dispatch;
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        uint32_t region = (uint32_t)(pointer[l] >> EXEC_REGION_SHIFT);
        uint64_t offset = pointer[l] & EXEC_OFFSET_MASK;
        const exec_memory *m = d && region >= EXEC_REGION_FIRST_BINDING && region < d->region_count ?
                                   &d->regions[region] : NULL;
        if (!m || !m->base) {
            char what[96];
            exec_region_name(w, region, what, sizeof what);
            exec_trap(w, op, l, "OpArrayLength: no buffer is bound to %s", what);
            return;
        }
        uint64_t start = offset + a->member_offset;
        uint64_t n = m->size > start ? (m->size - start) / a->stride : 0;
        result[l] = n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
    }
}

static exec_bind_result bind_array_length(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_type *pt = op->args[0].type;
    const exec_layout *l = exec_pointer_layout(p, op->args[0].id, pt);
    if (!l || !op->literal_count || l->type->kind != EXEC_STRUCT || op->literals[0] >= l->type->member_count)
        return exec_prep_error(p, inst, "OpArrayLength of something that is not a block with a runtime array");
    const exec_layout *member = l->member_layout[op->literals[0]];
    array_length_data *a = exec_prep_alloc(p, sizeof *a);
    if (!a)
        return EXEC_BIND_ERROR;
    a->member_offset = l->member_offset[op->literals[0]];
    a->stride = member->element_step ? member->element_step : 1;
    op->data = a;
    op->run = run_array_length;
    return EXEC_BIND_OK;
}

/* OpConvertPtrToU / OpConvertUToPtr (PhysicalStorageBuffer addresses are
 * the pointer values): truncate or zero-extend. */
static void run_pointer_to_integer(exec_wave *w, const exec_op *op)
{
    const uint64_t *from = exec_row(w, op->args[0].row);
    uint32_t bytes = exec_scalar_bytes(op->type);
    uint8_t *to = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++) {
        uint64_t v = from[l];
        memcpy(to + (size_t)l * bytes, &v, bytes);
    }
}

static void run_integer_to_pointer(exec_wave *w, const exec_op *op)
{
    const uint8_t *from = exec_row(w, op->args[0].row);
    uint32_t bytes = exec_scalar_bytes(op->args[0].type);
    uint64_t *to = exec_row(w, op->result_row);
    for (uint32_t l = 0; l < w->width; l++) {
        uint64_t v = 0;
        memcpy(&v, from + (size_t)l * bytes, bytes);
        to[l] = v;
    }
}

static void run_pointer_compare(exec_wave *w, const exec_op *op)
{
    const uint64_t *a = exec_row(w, op->args[0].row);
    const uint64_t *b = exec_row(w, op->args[1].row);
    uint8_t *r = exec_row(w, op->result_row);
    bool equal = op->opcode == SPVRT_OpPtrEqual;
    for (uint32_t l = 0; l < w->width; l++)
        r[l] = (uint8_t)((a[l] == b[l]) == equal);
}

/* OpPtrDiff (SPIR-V 3.32.8, as SPV_KHR_untyped_pointers restates it): the
 * element number of Operand 1 minus that of Operand 2, both in [0, L] of
 * the same array of L elements ("element L is outside the array but has a
 * representative address computed with the same stride as elements in the
 * array"); the stride is the one OpPtrAccessChain steps with, as Operand 1
 * "must be a valid Base operand of OpPtrAccessChain".  Pointers into
 * different memory, or not a whole number of elements apart, are outside
 * what the instruction defines ("Behavior is undefined if Operand 1 and
 * Operand 2 are not pointers to element numbers in [0, L] in the same
 * array"): a trap, never a made-up number. */
typedef struct pointer_diff_data {
    uint64_t stride;
    bool physical;          /* PhysicalStorageBuffer: the pointers are addresses */
} pointer_diff_data;

static void run_pointer_diff(exec_wave *w, const exec_op *op)
{
    const pointer_diff_data *d = op->data;
    const uint64_t *a = exec_row(w, op->args[0].row);
    const uint64_t *b = exec_row(w, op->args[1].row);
    uint8_t *result = exec_row(w, op->result_row);
    uint32_t bytes = exec_scalar_bytes(op->type);
    for (uint32_t l = 0; l < w->width; l++) {
        if (!exec_lane_active(w, l))
            continue;
        /* addresses: the difference wraps as two's complement; offsets are
           inside (-2^47, 2^47): no overflow */
        int64_t delta = (int64_t)(a[l] - b[l]);
        if (!d->physical) {
            if ((a[l] >> EXEC_REGION_SHIFT) != (b[l] >> EXEC_REGION_SHIFT) ||
                (a[l] & EXEC_OFFSET_MASK) == EXEC_OFFSET_INVALID || (b[l] & EXEC_OFFSET_MASK) == EXEC_OFFSET_INVALID) {
                exec_trap(w, op, l, "OpPtrDiff of pointers that are not into the same array (undefined behaviour)");
                return;
            }
            delta = exec_pointer_offset(a[l]) - exec_pointer_offset(b[l]);
        }
        if (delta % (int64_t)d->stride != 0) {
            exec_trap(w, op, l, "OpPtrDiff of pointers %lld bytes apart, not a whole number of %llu-byte elements "
                      "(undefined behaviour)", (long long)delta, (unsigned long long)d->stride);
            return;
        }
        int64_t elements = delta / (int64_t)d->stride;
        uint64_t bits = (uint64_t)elements;
        switch (bytes) {
        case 1: result[l] = (uint8_t)bits; break;
        case 2: ((uint16_t *)(void *)result)[l] = (uint16_t)bits; break;
        case 4: ((uint32_t *)(void *)result)[l] = (uint32_t)bits; break;
        default: ((uint64_t *)(void *)result)[l] = bits; break;
        }
    }
}

static exec_bind_result bind_pointer_diff(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_type *pt = op->arg_count == 2 ? op->args[0].type : NULL;
    if (!pt || pt->kind != EXEC_POINTER || !op->type || op->type->kind != EXEC_INT)
        return exec_prep_error(p, inst, "OpPtrDiff needs two pointers and an integer result type");
    const exec_layout *pointee = exec_pointer_layout(p, op->args[0].id, pt);
    if (!pointee)
        return EXEC_BIND_ERROR;
    pointer_diff_data *d = exec_prep_alloc(p, sizeof *d);
    if (!d)
        return EXEC_BIND_ERROR;
    d->stride = pointer_element_stride(p, op->args[0].id, pt, pointee);
    d->physical = pt->storage_class == SPVRT_StorageClass_PhysicalStorageBuffer;
    if (!d->stride || d->stride > INT64_MAX)
        return exec_prep_error(p, inst, "OpPtrDiff of pointers to a type without a size");
    op->data = d;
    op->run = run_pointer_diff;
    return EXEC_BIND_OK;
}

/* ---- the family --------------------------------------------------------------------------------------- */

/* ---- Function variables held in registers (prepare.c find_register_variables) ---- */

typedef struct register_variable {
    uint32_t row;           /* the variable's value */
    uint32_t value_row;     /* OpStore's object, OpVariable's initializer */
} register_variable;

static void run_load_register(exec_wave *w, const exec_op *op)
{
    const register_variable *v = op->data;
    memcpy(exec_row(w, op->result_row), exec_row(w, v->row), (size_t)op->type->components * w->row_bytes);
}

static void run_store_register(exec_wave *w, const exec_op *op)
{
    const register_variable *v = op->data;
    const exec_type *t = op->layout->type;
    if ((w->live & ~w->active) == 0) {
        memcpy(exec_row(w, v->row), exec_row(w, v->value_row), (size_t)t->components * w->row_bytes);
        return;
    }
    for (uint32_t r = 0; r < t->components; r++) {
        uint32_t bytes = t->leaf[r]->kind == EXEC_POINTER ? 8u : exec_scalar_bytes(t->leaf[r]);
        uint8_t *to = exec_row(w, v->row + r);
        const uint8_t *from = exec_row(w, v->value_row + r);
        for (uint32_t l = 0; l < w->width; l++)
            if (exec_lane_active(w, l))
                memcpy(to + (size_t)l * bytes, from + (size_t)l * bytes, bytes);
    }
}

static exec_bind_result bind_register_variable(exec_prep *p, exec_op *op, uint32_t row, uint32_t value_row,
                                               const exec_type *pointer_type)
{
    register_variable *v = exec_prep_alloc(p, sizeof *v);
    if (!v)
        return EXEC_BIND_ERROR;
    v->row = row;
    v->value_row = value_row;
    op->data = v;
    op->layout = exec_layout_of(p, pointer_type->element, false); /* for the type */
    if (!op->layout)
        return EXEC_BIND_ERROR;
    if (op->opcode == SPVRT_OpLoad) {
        op->run = run_load_register;
        op->flags |= EXEC_OP_PURE;
    } else {
        op->run = run_store_register;
    }
    return EXEC_BIND_OK;
}

static exec_bind_result bind_load_store(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    uint32_t register_row = exec_prep_register_variable(p, op->args[0].id);
    if (register_row != EXEC_NONE)
        return bind_register_variable(p, op, register_row, op->opcode == SPVRT_OpStore ? op->args[1].row : EXEC_NONE,
                                      op->args[0].type);
    const exec_arg *pointer = &op->args[0];
    if (!pointer->type || pointer->type->kind != EXEC_POINTER)
        return exec_prep_error(p, inst, "the pointer operand is not a pointer");
    const exec_type *pointee = pointer->type->element;
    if (pointee->kind == EXEC_OPAQUE)
        return exec_prep_error(p, inst, "images, samplers and other opaque objects are not supported by the CPU engine");
    memory_data *md = exec_prep_alloc(p, sizeof *md);
    if (!md)
        return EXEC_BIND_ERROR;
    md->storage_class = pointer->type->storage_class;
    md->layout = exec_pointer_layout(p, pointer->id, pointer->type);
    if (!md->layout)
        return EXEC_BIND_ERROR;
    if (md->layout->leaf_count != pointee->components || pointee->components == 0)
        return exec_prep_error(p, inst, "a value of this type is too large for the CPU engine to load or store");
    op->data = md;
    op->layout = md->layout;
    bool scalar32 = md->layout->leaf_count == 1 && md->layout->leaves[0].bytes == 4 && md->layout->leaves[0].offset == 0;
    if (op->opcode == SPVRT_OpLoad)
        op->run = scalar32 ? run_load_32 : run_load;
    else
        op->run = scalar32 ? run_store_32 : run_store;
    return EXEC_BIND_OK;
}

static exec_bind_result bind_memory(exec_prep *p, exec_op *op, const spvrt_instruction *inst);

/* A store to NodePayloadAMDX memory: an input payload must not be written after the workgroup finished
   writing it (AMDX-S43; src/graph/payload.c checks). */
static void run_store_node_payload(exec_wave *w, const exec_op *op)
{
    if (!exec_node_input_store_allowed(w, op))
        return;
    if (op->opcode == SPVRT_OpCopyMemory)
        run_copy_memory(w, op);
    else
        run_store(w, op);
}

exec_bind_result exec_bind_memory(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    exec_bind_result bound = bind_memory(p, op, inst);
    if (bound == EXEC_BIND_OK && (op->opcode == SPVRT_OpStore || op->opcode == SPVRT_OpCopyMemory) &&
        op->args[0].type && op->args[0].type->kind == EXEC_POINTER &&
        op->args[0].type->storage_class == SPVRT_StorageClass_NodePayloadAMDX)
        op->run = run_store_node_payload;
    return bound;
}

static exec_bind_result bind_memory(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    switch (op->opcode) {
    case SPVRT_OpLoad:
    case SPVRT_OpStore:
        return bind_load_store(p, op, inst);
    case SPVRT_OpVariable: {
        uint32_t register_row = exec_prep_register_variable(p, op->result_id);
        if (register_row != EXEC_NONE) {
            op->opcode = SPVRT_OpStore; /* the initializer, stored each time the block runs */
            return bind_register_variable(p, op, register_row, op->args[0].row, op->type);
        }
        memory_data *md = exec_prep_alloc(p, sizeof *md);
        if (!md || !op->type || op->arg_count < 1)
            return EXEC_BIND_ERROR;
        md->storage_class = op->type->storage_class;
        md->layout = exec_pointer_layout(p, op->result_id, op->type);
        if (!md->layout)
            return EXEC_BIND_ERROR;
        op->data = md;
        op->run = run_variable_init;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpCopyMemory: {
        memory_data *md = exec_prep_alloc(p, sizeof *md);
        if (!md || op->arg_count < 2 || !op->args[0].type || !op->args[1].type)
            return EXEC_BIND_ERROR;
        md->storage_class = op->args[0].type->storage_class;
        md->source_class = op->args[1].type->storage_class;
        md->layout = exec_pointer_layout(p, op->args[0].id, op->args[0].type);
        md->source_layout = exec_pointer_layout(p, op->args[1].id, op->args[1].type);
        if (!md->layout || !md->source_layout)
            return EXEC_BIND_ERROR;
        if (md->layout->leaf_count != md->source_layout->leaf_count || !md->layout->leaf_count)
            return exec_prep_error(p, inst, "OpCopyMemory of this type is not supported by the CPU engine");
        op->data = md;
        op->run = run_copy_memory;
        return EXEC_BIND_OK;
    }
    case SPVRT_OpAccessChain:
    case SPVRT_OpInBoundsAccessChain:
    case SPVRT_OpPtrAccessChain:
    case SPVRT_OpInBoundsPtrAccessChain:
        return bind_access_chain(p, op, inst);
    case SPVRT_OpArrayLength:
        return bind_array_length(p, op, inst);
    case SPVRT_OpConvertPtrToU:
        op->run = run_pointer_to_integer;
        op->flags |= EXEC_OP_PURE;
        return EXEC_BIND_OK;
    case SPVRT_OpConvertUToPtr:
        op->run = run_integer_to_pointer;
        op->flags |= EXEC_OP_PURE;
        return EXEC_BIND_OK;
    case SPVRT_OpPtrEqual:
    case SPVRT_OpPtrNotEqual:
        op->run = run_pointer_compare;
        op->flags |= EXEC_OP_PURE;
        return EXEC_BIND_OK;
    case SPVRT_OpPtrDiff:
        return bind_pointer_diff(p, op, inst);
    case SPVRT_OpCopyMemorySized:
        return exec_prep_error(p, inst, "OpCopyMemorySized is not supported by the CPU engine");
    default:
        return EXEC_BIND_NOT_MINE;
    }
}

/* ---- what a compiler may emit itself (native.h) ---------------------------------- */

exec_memory_info exec_memory_native(const exec_op *op)
{
    exec_memory_info info = {0};
    if (op->run == run_load_register || op->run == run_store_register) {
        const register_variable *v = op->data;
        info.form = op->run == run_load_register ? EXEC_MEMORY_REGISTER_LOAD : EXEC_MEMORY_REGISTER_STORE;
        info.row = v->row;
        info.value_row = v->value_row;
        info.components = op->run == run_load_register ? op->type->components : op->layout->type->components;
    } else if (op->run == run_load_32 || op->run == run_store_32) {
        const memory_data *md = op->data;
        info.form = op->run == run_load_32 ? EXEC_MEMORY_LOAD_32 : EXEC_MEMORY_STORE_32;
        info.storage_class = md->storage_class;
    } else if (op->run == run_load) {
        const memory_data *md = op->data;
        info.form = EXEC_MEMORY_LOAD_LEAVES;
        info.storage_class = md->storage_class;
        info.layout = md->layout;
    } else if (op->run == run_access_chain_constant || op->run == run_access_chain_index32) {
        const access_chain *c = op->data;
        info.form = op->run == run_access_chain_constant ? EXEC_MEMORY_CHAIN_CONSTANT : EXEC_MEMORY_CHAIN_INDEX32;
        info.offset = c->offset;
        info.physical = c->physical;
        if (info.form == EXEC_MEMORY_CHAIN_INDEX32) {
            info.index_row = c->steps[0].row;
            info.step = c->steps[0].step;
        }
    }
    return info;
}
