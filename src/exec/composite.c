/* spvrt exec: the composite family.
 *
 * SPIR-V 3.52.12 (Composite Instructions): OpCompositeConstruct,
 * OpCompositeExtract, OpCompositeInsert, OpVectorShuffle,
 * OpVectorExtractDynamic, OpVectorInsertDynamic, OpCopyObject,
 * OpCopyLogical, OpTranspose; 3.52.11 OpBitcast; the vector and matrix
 * instructions of 3.52.13 (OpVectorTimesScalar, OpMatrixTimesScalar,
 * OpVectorTimesMatrix, OpMatrixTimesVector, OpMatrixTimesMatrix,
 * OpOuterProduct, OpDot) and SPV_KHR_integer_dot_product's OpSDot, OpUDot,
 * OpSUDot.
 *
 * Everything is decided at bind time from the type tree, so that a handler
 * is a fixed walk over register rows:
 *  - a value is its rows (exec.h), so construct, extract, insert, shuffle,
 *    copy, copy-logical, transpose and same-width bitcasts are row copies:
 *    a list of runs (destination row, source row, row count) built once,
 *    each run one memmove;
 *  - the float products are sums of products: for each result row, the
 *    list of (a row, b row) pairs to multiply and add in order, with
 *    handlers specialised on the term count (1..4: mat4, vec4, scalar
 *    products) so the lane loop keeps the sum in a register;
 *  - bitcasts between different component counts gather or split bits
 *    (SPIR-V 3.52.11: the lower-numbered components of the type with more
 *    components are the low-order bits of the other's component).
 *
 * Every handler only reads its operand rows and writes its result rows and
 * is total (no C undefined behaviour for any bits): all are EXEC_OP_PURE.
 *
 * Choices where SPIR-V leaves the result undefined (deterministic):
 *  - OpVectorShuffle component 0xFFFFFFFF: the result component is 0;
 *  - OpVectorExtractDynamic with an index >= the component count (a
 *    negative signed index counts as a large unsigned one): 0;
 *  - OpVectorInsertDynamic with such an index: the vector unchanged.
 * Precision (Vulkan "Precision and Operation": dot and the matrix products
 * inherit from multiplication and addition): float32 and float64 multiply
 * and add in their own precision, left to right; float16 products and sums
 * are computed in float (every float16 product is exact in float) and the
 * result rounded once to float16, to nearest even, as the float16 vector
 * kernels of numeric.h do (RoundingModeRTZ: rounded toward zero).  The
 * float-controls DenormFlushToZero mode, and RoundingModeRTZ for float32
 * and float64, are not applied to these products (no script needs them):
 * prepare refuses the combination rather than ignore it. */
#include "exec.h"
#include "native.h"

#include "grammar_enums.h"

/* ---- helpers ------------------------------------------------------------- */

/* Bytes per lane of row r of a value of type t (8 when unknown: a row has
 * room for 8 bytes per lane, so copying 8 is never wrong). */
static uint32_t row_size(const exec_type *t, uint32_t r)
{
    if (t == NULL)
        return 8;
    if (t->leaf != NULL && r < t->components && t->leaf[r] != NULL)
        return exec_scalar_bytes(t->leaf[r]);
    if (t->kind == EXEC_POINTER)
        return 8;
    if (t->scalar != NULL)
        return exec_scalar_bytes(t->scalar);
    return 8;
}

/* The scalar type of a scalar, vector or matrix type (pointers: itself). */
static const exec_type *scalar_of(const exec_type *t)
{
    if (t == NULL)
        return NULL;
    if (t->kind == EXEC_POINTER)
        return t;
    return t->scalar;
}

/* Components of a scalar (1) or vector. */
static uint32_t vector_length(const exec_type *t)
{
    return t->kind == EXEC_VECTOR ? t->length : 1u;
}

/* Values this family can hold in rows: no runtime arrays, opaque values. */
static bool has_rows(const exec_type *t)
{
    return t != NULL && t->kind != EXEC_VOID && t->kind != EXEC_RUNTIME_ARRAY && t->kind != EXEC_OPAQUE &&
           t->kind != EXEC_FUNCTION;
}

/* Load a row of `bytes`-wide integers zero-extended to 64 bits. */
static void load_u64(const exec_wave *w, uint32_t row, uint32_t bytes, uint64_t *out)
{
    const void *p = exec_row(w, row);
    uint32_t n = w->width;
    switch (bytes) {
    case 1: {
        const uint8_t *s = p;
        for (uint32_t l = 0; l < n; l++)
            out[l] = s[l];
        break;
    }
    case 2: {
        const uint16_t *s = p;
        for (uint32_t l = 0; l < n; l++)
            out[l] = s[l];
        break;
    }
    case 4: {
        const uint32_t *s = p;
        for (uint32_t l = 0; l < n; l++)
            out[l] = s[l];
        break;
    }
    default: {
        const uint64_t *s = p;
        for (uint32_t l = 0; l < n; l++)
            out[l] = s[l];
        break;
    }
    }
}

/* Store the low `bytes` bytes of each value to a row. */
static void store_u64(exec_wave *w, uint32_t row, uint32_t bytes, const uint64_t *in)
{
    void *p = exec_row(w, row);
    uint32_t n = w->width;
    switch (bytes) {
    case 1: {
        uint8_t *d = p;
        for (uint32_t l = 0; l < n; l++)
            d[l] = (uint8_t)in[l];
        break;
    }
    case 2: {
        uint16_t *d = p;
        for (uint32_t l = 0; l < n; l++)
            d[l] = (uint16_t)in[l];
        break;
    }
    case 4: {
        uint32_t *d = p;
        for (uint32_t l = 0; l < n; l++)
            d[l] = (uint32_t)in[l];
        break;
    }
    default: {
        uint64_t *d = p;
        for (uint32_t l = 0; l < n; l++)
            d[l] = in[l];
        break;
    }
    }
}

/* Sign-extend values of `bits` bits (in the low bits, zero above) to 64. */
static void sign_extend(uint64_t *v, uint32_t n, uint32_t bits)
{
    if (bits >= 64)
        return;
    uint64_t m = (uint64_t)1 << (bits - 1);
    for (uint32_t l = 0; l < n; l++)
        v[l] = (v[l] ^ m) - m;
}

/* ---- row copies ------------------------------------------------------------ */

/* A run of rows copied (or zeroed, src == EXEC_NONE) as one block: the
 * rows before the last are copied whole (row_bytes apart), the last only
 * for its scalar width. */
typedef exec_row_run copy_run; /* native.h: src/jit reads the runs */

typedef struct copy_plan {
    uint32_t count, capacity;
    copy_run run[];
} copy_plan;

static copy_plan *copy_plan_new(exec_prep *p, uint32_t capacity)
{
    copy_plan *c = exec_prep_alloc(p, sizeof(copy_plan) + (size_t)(capacity ? capacity : 1) * sizeof(copy_run));
    if (c != NULL)
        c->capacity = capacity ? capacity : 1;
    return c;
}

/* Append one row; it extends the last run when both rows follow it. */
static void copy_plan_row(copy_plan *c, uint32_t dst, uint32_t src, uint32_t bytes)
{
    if (c == NULL)
        return; /* out of memory: bind_copy reports it */
    if (c->count > 0) {
        copy_run *last = &c->run[c->count - 1];
        bool src_follows =
            src == EXEC_NONE ? last->src == EXEC_NONE : last->src != EXEC_NONE && src == last->src + last->rows;
        if (dst == last->dst + last->rows && src_follows) {
            last->rows++;
            last->last_bytes = bytes;
            return;
        }
    }
    if (c->count == c->capacity)
        return; /* not reached: capacity is the destination's row count */
    c->run[c->count++] = (copy_run){dst, src, 1, bytes};
}

/* `rows` rows of type t from src_row (row src_first of t's value) to dst. */
static void copy_plan_rows(copy_plan *c, uint32_t dst, uint32_t src, uint32_t rows, const exec_type *t,
                           uint32_t src_first)
{
    for (uint32_t r = 0; r < rows; r++)
        copy_plan_row(c, dst + r, src + r, row_size(t, src_first + r));
}

static inline void copy_one(exec_wave *w, const copy_run *r)
{
    size_t n = (size_t)(r->rows - 1) * w->row_bytes + (size_t)w->width * r->last_bytes;
    if (r->src == EXEC_NONE)
        memset(exec_row(w, r->dst), 0, n);
    else /* SSA: the rows never overlap; memmove costs nothing more */
        memmove(exec_row(w, r->dst), exec_row(w, r->src), n);
}

static void run_copy1(exec_wave *w, const exec_op *op)
{
    const copy_plan *c = op->data;
    copy_one(w, &c->run[0]);
}

static void run_copy(exec_wave *w, const exec_op *op)
{
    const copy_plan *c = op->data;
    for (uint32_t i = 0; i < c->count; i++)
        copy_one(w, &c->run[i]);
}

static void run_nothing(exec_wave *w, const exec_op *op)
{
    (void)w;
    (void)op;
}

static exec_bind_result bind_copy(exec_prep *p, exec_op *op, const spvrt_instruction *inst, copy_plan *c)
{
    if (c == NULL)
        return exec_prep_error(p, inst, "out of memory");
    op->data = c;
    op->run = c->count == 0 ? run_nothing : c->count == 1 ? run_copy1 : run_copy;
    op->flags |= EXEC_OP_PURE;
    return EXEC_BIND_OK;
}

/* Follow a literal index path (OpCompositeExtract / OpCompositeInsert)
 * from type t: the first row and the type of the part it names. */
static bool walk_path(exec_prep *p, const spvrt_instruction *inst, const exec_type *t, const uint32_t *index,
                      uint32_t count, uint32_t *first, const exec_type **part)
{
    uint32_t row = 0;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t k = index[i];
        switch (t->kind) {
        case EXEC_VECTOR:
        case EXEC_MATRIX:
        case EXEC_ARRAY:
            if (k >= t->length || t->element == NULL) {
                exec_prep_error(p, inst, "index %u (position %u) is outside the composite (%u elements)", k, i,
                                t->length);
                return false;
            }
            row += k * t->element->components;
            t = t->element;
            break;
        case EXEC_STRUCT:
            if (k >= t->member_count) {
                exec_prep_error(p, inst, "index %u (position %u) is outside the structure (%u members)", k, i,
                                t->member_count);
                return false;
            }
            row += t->member_first[k];
            t = t->members[k];
            break;
        default:
            exec_prep_error(p, inst, "index %u (position %u) goes into a value that is not a composite", k, i);
            return false;
        }
    }
    *first = row;
    *part = t;
    return true;
}

static exec_bind_result bind_construct(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_type *t = op->type;
    uint32_t total = 0;
    for (uint32_t i = 0; i < op->arg_count; i++) {
        if (!has_rows(op->args[i].type))
            return exec_prep_error(p, inst, "OpCompositeConstruct: constituent %u is not a value held in registers", i);
        total += op->args[i].type->components;
    }
    if (!has_rows(t) || total != t->components)
        return exec_prep_error(p, inst,
                               "OpCompositeConstruct: the constituents have %u components, the result type %u "
                               "(only vectors, matrices, arrays and structures are executed)",
                               total, has_rows(t) ? t->components : 0);
    copy_plan *c = copy_plan_new(p, t->components);
    uint32_t dst = op->result_row;
    for (uint32_t i = 0; i < op->arg_count; i++) {
        const exec_arg *a = &op->args[i];
        copy_plan_rows(c, dst, a->row, a->type->components, a->type, 0);
        dst += a->type->components;
    }
    return bind_copy(p, op, inst, c);
}

static exec_bind_result bind_extract(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    if (op->arg_count != 1 || !has_rows(op->args[0].type) || !has_rows(op->type))
        return exec_prep_error(p, inst, "OpCompositeExtract: the composite or the result is not a register value");
    uint32_t first;
    const exec_type *part;
    if (!walk_path(p, inst, op->args[0].type, op->literals, op->literal_count, &first, &part))
        return EXEC_BIND_ERROR;
    if (part->components != op->type->components)
        return exec_prep_error(p, inst, "OpCompositeExtract: the indexed part has %u components, the result type %u",
                               part->components, op->type->components);
    copy_plan *c = copy_plan_new(p, op->type->components);
    copy_plan_rows(c, op->result_row, op->args[0].row + first, part->components, op->args[0].type, first);
    return bind_copy(p, op, inst, c);
}

static exec_bind_result bind_insert(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    if (op->arg_count != 2 || !has_rows(op->args[0].type) || !has_rows(op->args[1].type) || !has_rows(op->type))
        return exec_prep_error(p, inst, "OpCompositeInsert: an operand or the result is not a register value");
    const exec_arg *object = &op->args[0], *composite = &op->args[1];
    const exec_type *t = composite->type;
    if (t->components != op->type->components)
        return exec_prep_error(p, inst, "OpCompositeInsert: the composite and the result differ in size");
    uint32_t first;
    const exec_type *part;
    if (!walk_path(p, inst, t, op->literals, op->literal_count, &first, &part))
        return EXEC_BIND_ERROR;
    uint32_t n = part->components;
    if (n != object->type->components)
        return exec_prep_error(p, inst, "OpCompositeInsert: the object has %u components, the indexed part %u",
                               object->type->components, n);
    copy_plan *c = copy_plan_new(p, t->components);
    copy_plan_rows(c, op->result_row, composite->row, first, t, 0);
    copy_plan_rows(c, op->result_row + first, object->row, n, t, first);
    copy_plan_rows(c, op->result_row + first + n, composite->row + first + n, t->components - first - n, t,
                   first + n);
    return bind_copy(p, op, inst, c);
}

static exec_bind_result bind_shuffle(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_type *t = op->type;
    if (op->arg_count != 2 || t == NULL || t->kind != EXEC_VECTOR || op->args[0].type == NULL ||
        op->args[1].type == NULL || op->args[0].type->kind != EXEC_VECTOR || op->args[1].type->kind != EXEC_VECTOR)
        return exec_prep_error(p, inst, "OpVectorShuffle: operands and result must be vectors");
    if (op->literal_count != t->length)
        return exec_prep_error(p, inst, "OpVectorShuffle: %u components for a result of %u", op->literal_count,
                               t->length);
    uint32_t n1 = op->args[0].type->length, n2 = op->args[1].type->length;
    uint32_t bytes = row_size(t, 0);
    copy_plan *c = copy_plan_new(p, t->length);
    for (uint32_t i = 0; i < t->length; i++) {
        uint32_t k = op->literals[i];
        uint32_t src;
        if (k == 0xFFFFFFFFu)
            src = EXEC_NONE; /* undefined component: 0 */
        else if (k < n1)
            src = op->args[0].row + k;
        else if (k - n1 < n2)
            src = op->args[1].row + (k - n1);
        else
            return exec_prep_error(p, inst, "OpVectorShuffle: component %u is outside both vectors (%u + %u)", k, n1,
                                   n2);
        copy_plan_row(c, op->result_row + i, src, bytes);
    }
    return bind_copy(p, op, inst, c);
}

static exec_bind_result bind_copy_object(exec_prep *p, exec_op *op, const spvrt_instruction *inst, const char *name)
{
    if (op->arg_count != 1 || !has_rows(op->args[0].type) || !has_rows(op->type))
        return exec_prep_error(p, inst, "%s: only values held in registers are executed (not images or samplers)",
                               name);
    if (op->args[0].type->components != op->type->components)
        return exec_prep_error(p, inst, "%s: the operand has %u components, the result %u", name,
                               op->args[0].type->components, op->type->components);
    copy_plan *c = copy_plan_new(p, op->type->components);
    copy_plan_rows(c, op->result_row, op->args[0].row, op->type->components, op->type, 0);
    return bind_copy(p, op, inst, c);
}

/* OpTranspose: column i row j of the result is column j row i of M. */
static exec_bind_result bind_transpose(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_type *r = op->type, *m = op->arg_count == 1 ? op->args[0].type : NULL;
    if (r == NULL || m == NULL || r->kind != EXEC_MATRIX || m->kind != EXEC_MATRIX || r->element == NULL ||
        m->element == NULL || r->length != m->element->length || m->length != r->element->length)
        return exec_prep_error(p, inst, "OpTranspose: the result must be the transposed matrix type");
    uint32_t cols = m->length, rows = m->element->length;
    uint32_t bytes = row_size(r, 0);
    copy_plan *c = copy_plan_new(p, r->components);
    for (uint32_t i = 0; i < rows; i++)
        for (uint32_t j = 0; j < cols; j++)
            copy_plan_row(c, op->result_row + i * cols + j, op->args[0].row + j * rows + i, bytes);
    return bind_copy(p, op, inst, c);
}

/* ---- OpBitcast --------------------------------------------------------------- */

typedef struct bitcast_plan {
    uint32_t src, dst;          /* first rows */
    uint32_t groups;            /* components of the type with fewer */
    uint32_t ratio;             /* components of the other per component of it */
    uint32_t small_bytes;       /* bytes of a component of the type with more components */
    uint32_t big_bytes;
} bitcast_plan;

/* More source components than result components: gather. */
static void run_bitcast_gather(exec_wave *w, const exec_op *op)
{
    const bitcast_plan *b = op->data;
    uint64_t acc[EXEC_MAX_WIDTH], part[EXEC_MAX_WIDTH];
    uint32_t n = w->width, bits = b->small_bytes * 8;
    for (uint32_t g = 0; g < b->groups; g++) {
        load_u64(w, b->src + g * b->ratio, b->small_bytes, acc);
        for (uint32_t j = 1; j < b->ratio; j++) {
            load_u64(w, b->src + g * b->ratio + j, b->small_bytes, part);
            uint32_t shift = j * bits; /* < 64: ratio * bits is the big width */
            for (uint32_t l = 0; l < n; l++)
                acc[l] |= part[l] << shift;
        }
        store_u64(w, b->dst + g, b->big_bytes, acc);
    }
}

/* Fewer source components than result components: split. */
static void run_bitcast_split(exec_wave *w, const exec_op *op)
{
    const bitcast_plan *b = op->data;
    uint64_t whole[EXEC_MAX_WIDTH], part[EXEC_MAX_WIDTH];
    uint32_t n = w->width, bits = b->small_bytes * 8;
    for (uint32_t g = 0; g < b->groups; g++) {
        load_u64(w, b->src + g, b->big_bytes, whole);
        for (uint32_t j = 0; j < b->ratio; j++) {
            uint32_t shift = j * bits;
            for (uint32_t l = 0; l < n; l++)
                part[l] = whole[l] >> shift;
            store_u64(w, b->dst + g * b->ratio + j, b->small_bytes, part);
        }
    }
}

/* uvec2 -> uint64 / double / PSB pointer, the common gather. */
static void run_bitcast_2x32_to_64(exec_wave *w, const exec_op *op)
{
    const bitcast_plan *b = op->data;
    const uint32_t *restrict lo = exec_row(w, b->src), *restrict hi = exec_row(w, b->src + 1);
    uint64_t *restrict d = exec_row(w, b->dst);
    for (uint32_t l = 0; l < w->width; l++)
        d[l] = (uint64_t)lo[l] | (uint64_t)hi[l] << 32;
}

static void run_bitcast_64_to_2x32(exec_wave *w, const exec_op *op)
{
    const bitcast_plan *b = op->data;
    const uint64_t *restrict s = exec_row(w, b->src);
    uint32_t *restrict lo = exec_row(w, b->dst), *restrict hi = exec_row(w, b->dst + 1);
    for (uint32_t l = 0; l < w->width; l++) {
        lo[l] = (uint32_t)s[l];
        hi[l] = (uint32_t)(s[l] >> 32);
    }
}

static exec_bind_result bind_bitcast(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_type *rt = op->type, *st = op->arg_count == 1 ? op->args[0].type : NULL;
    const exec_type *rs = scalar_of(rt), *ss = scalar_of(st);
    if (rs == NULL || ss == NULL || (rt->kind != EXEC_VECTOR && rt->kind != rs->kind) ||
        (st->kind != EXEC_VECTOR && st->kind != ss->kind) || rs->kind == EXEC_BOOL || ss->kind == EXEC_BOOL)
        return exec_prep_error(p, inst, "OpBitcast: operand and result must be numerical scalars or vectors, or "
                                        "pointers");
    if (rs->kind == EXEC_POINTER || ss->kind == EXEC_POINTER) {
        /* A PhysicalStorageBuffer pointer row is its 64-bit device address;
         * the registers of other pointers are the engine's own encoding. */
        bool same_class = rs->kind == EXEC_POINTER && ss->kind == EXEC_POINTER &&
                          rs->storage_class == ss->storage_class;
        bool psb = (rs->kind != EXEC_POINTER || rs->storage_class == SPVRT_StorageClass_PhysicalStorageBuffer) &&
                   (ss->kind != EXEC_POINTER || ss->storage_class == SPVRT_StorageClass_PhysicalStorageBuffer);
        if (!same_class && !psb)
            return exec_prep_error(p, inst, "OpBitcast of a pointer is executed only for PhysicalStorageBuffer "
                                            "pointers (or between pointers of one storage class)");
    }
    uint32_t rn = vector_length(rt), sn = vector_length(st);
    uint32_t rb = exec_scalar_bytes(rs), sb = exec_scalar_bytes(ss);
    if (rs->kind == EXEC_POINTER)
        rb = 8;
    if (ss->kind == EXEC_POINTER)
        sb = 8;
    if (rn * rb != sn * sb || rn == 0 || sn == 0)
        return exec_prep_error(p, inst, "OpBitcast: %u x %u bits to %u x %u bits: the sizes differ", sn, sb * 8, rn,
                               rb * 8);
    if (rn == sn) {
        copy_plan *c = copy_plan_new(p, rn);
        for (uint32_t i = 0; i < rn; i++)
            copy_plan_row(c, op->result_row + i, op->args[0].row + i, rb);
        return bind_copy(p, op, inst, c);
    }
    bitcast_plan *b = exec_prep_alloc(p, sizeof *b);
    if (b == NULL)
        return exec_prep_error(p, inst, "out of memory");
    if (sn > rn) {
        if (sn % rn != 0)
            return exec_prep_error(p, inst, "OpBitcast: %u components do not divide %u", rn, sn);
        *b = (bitcast_plan){op->args[0].row, op->result_row, rn, sn / rn, sb, rb};
        op->run = (rn == 1 && sb == 4 && rb == 8) ? run_bitcast_2x32_to_64 : run_bitcast_gather;
    } else {
        if (rn % sn != 0)
            return exec_prep_error(p, inst, "OpBitcast: %u components do not divide %u", sn, rn);
        *b = (bitcast_plan){op->args[0].row, op->result_row, sn, rn / sn, rb, sb};
        op->run = (sn == 1 && rb == 4 && sb == 8) ? run_bitcast_64_to_2x32 : run_bitcast_split;
    }
    op->data = b;
    op->flags |= EXEC_OP_PURE;
    return EXEC_BIND_OK;
}

/* ---- OpVectorExtractDynamic / OpVectorInsertDynamic ------------------------- */

typedef struct dynamic_plan {
    uint32_t vector, component, index; /* rows (component: insert only) */
    uint32_t count;                    /* vector components */
    uint32_t index_bytes;
} dynamic_plan;

#define DEFINE_DYNAMIC(T, EXTRACT, INSERT)                                                                   \
    static void EXTRACT(exec_wave *w, const exec_op *op)                                                     \
    {                                                                                                        \
        const dynamic_plan *d = op->data;                                                                    \
        uint64_t index[EXEC_MAX_WIDTH];                                                                      \
        load_u64(w, d->index, d->index_bytes, index);                                                        \
        const uint8_t *base = exec_row(w, d->vector);                                                        \
        T *r = exec_row(w, op->result_row);                                                                  \
        size_t stride = w->row_bytes;                                                                        \
        for (uint32_t l = 0; l < w->width; l++) {                                                            \
            uint64_t k = index[l];                                                                           \
            /* out of range (undefined): 0 */                                                                \
            r[l] = k < d->count ? ((const T *)(const void *)(base + (size_t)k * stride))[l] : (T)0;          \
        }                                                                                                    \
    }                                                                                                        \
    static void INSERT(exec_wave *w, const exec_op *op)                                                      \
    {                                                                                                        \
        const dynamic_plan *d = op->data;                                                                    \
        uint64_t index[EXEC_MAX_WIDTH];                                                                      \
        load_u64(w, d->index, d->index_bytes, index);                                                        \
        const T *restrict c = exec_row(w, d->component);                                                     \
        /* out of range (undefined): no component replaced */                                               \
        for (uint32_t k = 0; k < d->count; k++) {                                                            \
            const T *restrict v = exec_row(w, d->vector + k);                                                \
            T *restrict r = exec_row(w, op->result_row + k);                                                 \
            for (uint32_t l = 0; l < w->width; l++)                                                          \
                r[l] = index[l] == k ? c[l] : v[l];                                                          \
        }                                                                                                    \
    }

DEFINE_DYNAMIC(uint8_t, run_extract_dynamic_8, run_insert_dynamic_8)
DEFINE_DYNAMIC(uint16_t, run_extract_dynamic_16, run_insert_dynamic_16)
DEFINE_DYNAMIC(uint32_t, run_extract_dynamic_32, run_insert_dynamic_32)
DEFINE_DYNAMIC(uint64_t, run_extract_dynamic_64, run_insert_dynamic_64)

static exec_bind_result bind_dynamic(exec_prep *p, exec_op *op, const spvrt_instruction *inst, bool insert)
{
    const char *name = insert ? "OpVectorInsertDynamic" : "OpVectorExtractDynamic";
    uint32_t want = insert ? 3 : 2;
    const exec_type *v = op->arg_count == want ? op->args[0].type : NULL;
    const exec_type *it = op->arg_count == want ? op->args[want - 1].type : NULL;
    if (v == NULL || v->kind != EXEC_VECTOR || it == NULL || it->kind != EXEC_INT || op->type == NULL)
        return exec_prep_error(p, inst, "%s: needs a vector and a scalar integer index", name);
    dynamic_plan *d = exec_prep_alloc(p, sizeof *d);
    if (d == NULL)
        return exec_prep_error(p, inst, "out of memory");
    d->vector = op->args[0].row;
    d->component = insert ? op->args[1].row : EXEC_NONE;
    d->index = op->args[want - 1].row;
    d->count = v->length;
    d->index_bytes = exec_scalar_bytes(it);
    static const exec_handler extract[4] = {run_extract_dynamic_8, run_extract_dynamic_16, run_extract_dynamic_32,
                                            run_extract_dynamic_64};
    static const exec_handler insert_h[4] = {run_insert_dynamic_8, run_insert_dynamic_16, run_insert_dynamic_32,
                                             run_insert_dynamic_64};
    uint32_t bytes = row_size(v, 0);
    uint32_t k = bytes == 1 ? 0 : bytes == 2 ? 1 : bytes == 4 ? 2 : 3;
    op->run = insert ? insert_h[k] : extract[k];
    op->data = d;
    op->flags |= EXEC_OP_PURE;
    return EXEC_BIND_OK;
}

/* ---- sums of products (float vector and matrix arithmetic) ------------------- */

/* For each of `outputs` result rows: its row, then `terms` pairs of rows
 * (a, b); the result is a0*b0 + a1*b1 + ... summed left to right. */
typedef struct sop_plan {
    uint32_t outputs, terms;
    spvrt_round_mode mode;      /* float16: the rounding of the result */
    uint32_t rows[];
} sop_plan;

#define SOP_STEP(T) (1 + 2 * (T))

/* Handlers with the term count fixed (1..4), float32 and float64. */
#define DEFINE_SOP_FIXED(NAME, T, N)                                                                            \
    static void NAME(exec_wave *w, const exec_op *op)                                                           \
    {                                                                                                           \
        const sop_plan *s = op->data;                                                                           \
        const uint32_t *rows = s->rows;                                                                         \
        uint32_t width = w->width;                                                                              \
        for (uint32_t o = 0; o < s->outputs; o++, rows += SOP_STEP(N)) {                                        \
            T *restrict r = exec_row(w, rows[0]);                                                               \
            const T *restrict a0 = exec_row(w, rows[1]), *restrict b0 = exec_row(w, rows[2]);                   \
            const T *restrict a1 = N > 1 ? exec_row(w, rows[3]) : a0;                                           \
            const T *restrict b1 = N > 1 ? exec_row(w, rows[4]) : b0;                                           \
            const T *restrict a2 = N > 2 ? exec_row(w, rows[5]) : a0;                                           \
            const T *restrict b2 = N > 2 ? exec_row(w, rows[6]) : b0;                                           \
            const T *restrict a3 = N > 3 ? exec_row(w, rows[7]) : a0;                                           \
            const T *restrict b3 = N > 3 ? exec_row(w, rows[8]) : b0;                                           \
            for (uint32_t l = 0; l < width; l++) {                                                              \
                T acc = a0[l] * b0[l];                                                                          \
                if (N > 1)                                                                                      \
                    acc += a1[l] * b1[l];                                                                       \
                if (N > 2)                                                                                      \
                    acc += a2[l] * b2[l];                                                                       \
                if (N > 3)                                                                                      \
                    acc += a3[l] * b3[l];                                                                       \
                r[l] = acc;                                                                                     \
            }                                                                                                   \
        }                                                                                                       \
    }

/* Any term count: accumulate in the result row. */
#define DEFINE_SOP_ANY(NAME, T)                                                                                 \
    static void NAME(exec_wave *w, const exec_op *op)                                                           \
    {                                                                                                           \
        const sop_plan *s = op->data;                                                                           \
        const uint32_t *rows = s->rows;                                                                         \
        uint32_t width = w->width;                                                                              \
        for (uint32_t o = 0; o < s->outputs; o++, rows += SOP_STEP(s->terms)) {                                 \
            T *restrict r = exec_row(w, rows[0]);                                                               \
            for (uint32_t t = 0; t < s->terms; t++) {                                                           \
                const T *restrict a = exec_row(w, rows[1 + 2 * t]), *restrict b = exec_row(w, rows[2 + 2 * t]); \
                if (t == 0)                                                                                     \
                    for (uint32_t l = 0; l < width; l++)                                                        \
                        r[l] = a[l] * b[l];                                                                     \
                else                                                                                            \
                    for (uint32_t l = 0; l < width; l++)                                                        \
                        r[l] += a[l] * b[l];                                                                    \
            }                                                                                                   \
        }                                                                                                       \
    }

DEFINE_SOP_FIXED(run_sop1_f32, float, 1)
DEFINE_SOP_FIXED(run_sop2_f32, float, 2)
DEFINE_SOP_FIXED(run_sop3_f32, float, 3)
DEFINE_SOP_FIXED(run_sop4_f32, float, 4)
DEFINE_SOP_ANY(run_sop_f32, float)
DEFINE_SOP_FIXED(run_sop1_f64, double, 1)
DEFINE_SOP_FIXED(run_sop2_f64, double, 2)
DEFINE_SOP_FIXED(run_sop3_f64, double, 3)
DEFINE_SOP_FIXED(run_sop4_f64, double, 4)
DEFINE_SOP_ANY(run_sop_f64, double)

/* float16: products and sums in float, one rounding to float16 (RTE). */
static void run_sop_f16(exec_wave *w, const exec_op *op)
{
    const sop_plan *s = op->data;
    const uint32_t *rows = s->rows;
    uint32_t width = w->width;
    float acc[EXEC_MAX_WIDTH];
    for (uint32_t o = 0; o < s->outputs; o++, rows += SOP_STEP(s->terms)) {
        for (uint32_t t = 0; t < s->terms; t++) {
            const uint16_t *a = exec_row(w, rows[1 + 2 * t]), *b = exec_row(w, rows[2 + 2 * t]);
            for (uint32_t l = 0; l < width; l++) {
                float prod = spvrt_f16_to_f32(a[l]) * spvrt_f16_to_f32(b[l]);
                acc[l] = t == 0 ? prod : acc[l] + prod;
            }
        }
        uint16_t *r = exec_row(w, rows[0]);
        for (uint32_t l = 0; l < width; l++)
            r[l] = spvrt_f32_to_f16(acc[l], s->mode);
    }
}

typedef struct sop_builder {
    sop_plan *plan;
    uint32_t *next;
} sop_builder;

static bool sop_begin(exec_prep *p, sop_builder *b, uint32_t outputs, uint32_t terms)
{
    b->plan = exec_prep_alloc(p, sizeof(sop_plan) + (size_t)outputs * SOP_STEP(terms) * sizeof(uint32_t));
    if (b->plan == NULL)
        return false;
    b->plan->outputs = outputs;
    b->plan->terms = terms;
    b->next = b->plan->rows;
    return true;
}

static void sop_output(sop_builder *b, uint32_t row)
{
    *b->next++ = row;
}

static void sop_term(sop_builder *b, uint32_t a, uint32_t c)
{
    *b->next++ = a;
    *b->next++ = c;
}

/* Is t a float scalar / vector / matrix of `bits`, with n components? */
static bool is_float(const exec_type *t, exec_kind kind)
{
    return t != NULL && t->kind == kind && t->scalar != NULL && t->scalar->kind == EXEC_FLOAT;
}

static const char *product_name(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpVectorTimesScalar: return "OpVectorTimesScalar";
    case SPVRT_OpMatrixTimesScalar: return "OpMatrixTimesScalar";
    case SPVRT_OpVectorTimesMatrix: return "OpVectorTimesMatrix";
    case SPVRT_OpMatrixTimesVector: return "OpMatrixTimesVector";
    case SPVRT_OpMatrixTimesMatrix: return "OpMatrixTimesMatrix";
    case SPVRT_OpOuterProduct: return "OpOuterProduct";
    default: return "OpDot";
    }
}

static exec_bind_result bind_float_products(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const char *name = product_name(op->opcode);
    const exec_type *r = op->type;
    const exec_type *x = op->arg_count == 2 ? op->args[0].type : NULL;
    const exec_type *y = op->arg_count == 2 ? op->args[1].type : NULL;
    if (r == NULL || x == NULL || y == NULL || r->scalar == NULL || r->scalar->kind != EXEC_FLOAT)
        return exec_prep_error(p, inst, "%s: needs float operands", name);
    uint32_t bits = r->scalar->bits;
    if (bits != 16 && bits != 32 && bits != 64)
        return exec_prep_error(p, inst, "%s: float%u is not executed", name, bits);
    if (x->scalar == NULL || y->scalar == NULL || x->scalar->bits != bits || y->scalar->bits != bits ||
        x->scalar->kind != EXEC_FLOAT || y->scalar->kind != EXEC_FLOAT)
        return exec_prep_error(p, inst, "%s: operands of another float width than the result", name);
    if (exec_prep_denorm_flush(p, bits))
        return exec_prep_error(p, inst, "%s: the DenormFlushToZero execution mode is not applied to vector and "
                                        "matrix products",
                               name);
    spvrt_round_mode mode = exec_prep_rounding_mode(p, bits);
    if (mode != SPVRT_ROUND_RTE && bits != 16)
        return exec_prep_error(p, inst, "%s: the RoundingModeRTZ execution mode is not applied to float%u vector and "
                                        "matrix products",
                               name, bits);
    uint32_t xr = op->args[0].row, yr = op->args[1].row, res = op->result_row;
    sop_builder b;
    bool ok = false;
    switch (op->opcode) {
    case SPVRT_OpVectorTimesScalar:
    case SPVRT_OpMatrixTimesScalar: {
        /* every component times the scalar */
        exec_kind kind = op->opcode == SPVRT_OpVectorTimesScalar ? EXEC_VECTOR : EXEC_MATRIX;
        if (!is_float(x, kind) || y->kind != EXEC_FLOAT || r->components != x->components)
            break;
        if (!sop_begin(p, &b, r->components, 1))
            break;
        for (uint32_t i = 0; i < r->components; i++) {
            sop_output(&b, res + i);
            sop_term(&b, xr + i, yr);
        }
        ok = true;
        break;
    }
    case SPVRT_OpVectorTimesMatrix: {
        /* result j = dot(v, column j); v has the matrix's row count */
        if (!is_float(x, EXEC_VECTOR) || !is_float(y, EXEC_MATRIX) || y->element == NULL)
            break;
        uint32_t n = x->length, cols = y->length;
        if (y->element->length != n || vector_length(r) != cols || r->components != cols)
            break;
        if (!sop_begin(p, &b, cols, n))
            break;
        for (uint32_t j = 0; j < cols; j++) {
            sop_output(&b, res + j);
            for (uint32_t i = 0; i < n; i++)
                sop_term(&b, xr + i, yr + j * n + i);
        }
        ok = true;
        break;
    }
    case SPVRT_OpMatrixTimesVector: {
        /* result i = sum over columns j of M[j][i] * v[j] */
        if (!is_float(x, EXEC_MATRIX) || !is_float(y, EXEC_VECTOR) || x->element == NULL)
            break;
        uint32_t cols = x->length, rows = x->element->length;
        if (y->length != cols || vector_length(r) != rows || r->components != rows)
            break;
        if (!sop_begin(p, &b, rows, cols))
            break;
        for (uint32_t i = 0; i < rows; i++) {
            sop_output(&b, res + i);
            for (uint32_t j = 0; j < cols; j++)
                sop_term(&b, xr + j * rows + i, yr + j);
        }
        ok = true;
        break;
    }
    case SPVRT_OpMatrixTimesMatrix: {
        /* R[j][i] = sum over m of A[m][i] * B[j][m] */
        if (!is_float(x, EXEC_MATRIX) || !is_float(y, EXEC_MATRIX) || !is_float(r, EXEC_MATRIX) ||
            x->element == NULL || y->element == NULL || r->element == NULL)
            break;
        uint32_t rows = x->element->length, inner = x->length, cols = y->length;
        if (y->element->length != inner || r->length != cols || r->element->length != rows)
            break;
        if (!sop_begin(p, &b, rows * cols, inner))
            break;
        for (uint32_t j = 0; j < cols; j++)
            for (uint32_t i = 0; i < rows; i++) {
                sop_output(&b, res + j * rows + i);
                for (uint32_t m = 0; m < inner; m++)
                    sop_term(&b, xr + m * rows + i, yr + j * inner + m);
            }
        ok = true;
        break;
    }
    case SPVRT_OpOuterProduct: {
        /* R[j][i] = x[i] * y[j] */
        if (!is_float(x, EXEC_VECTOR) || !is_float(y, EXEC_VECTOR) || !is_float(r, EXEC_MATRIX) ||
            r->element == NULL)
            break;
        uint32_t rows = x->length, cols = y->length;
        if (r->length != cols || r->element->length != rows)
            break;
        if (!sop_begin(p, &b, rows * cols, 1))
            break;
        for (uint32_t j = 0; j < cols; j++)
            for (uint32_t i = 0; i < rows; i++) {
                sop_output(&b, res + j * rows + i);
                sop_term(&b, xr + i, yr + j);
            }
        ok = true;
        break;
    }
    case SPVRT_OpDot: {
        if (!is_float(x, EXEC_VECTOR) || !is_float(y, EXEC_VECTOR) || x->length != y->length ||
            r->kind != EXEC_FLOAT)
            break;
        if (!sop_begin(p, &b, 1, x->length))
            break;
        sop_output(&b, res);
        for (uint32_t i = 0; i < x->length; i++)
            sop_term(&b, xr + i, yr + i);
        ok = true;
        break;
    }
    default:
        break;
    }
    if (!ok)
        return exec_prep_error(p, inst, "%s: operand and result types do not fit together", name);
    uint32_t terms = b.plan->terms;
    if (terms == 0)
        return exec_prep_error(p, inst, "%s: empty product", name);
    if (bits == 16) {
        op->run = run_sop_f16;
    } else if (bits == 32) {
        static const exec_handler fixed[5] = {run_sop_f32, run_sop1_f32, run_sop2_f32, run_sop3_f32, run_sop4_f32};
        op->run = terms <= 4 ? fixed[terms] : run_sop_f32;
    } else {
        static const exec_handler fixed[5] = {run_sop_f64, run_sop1_f64, run_sop2_f64, run_sop3_f64, run_sop4_f64};
        op->run = terms <= 4 ? fixed[terms] : run_sop_f64;
    }
    b.plan->mode = mode;
    op->data = b.plan;
    op->flags |= EXEC_OP_PURE;
    return EXEC_BIND_OK;
}

/* ---- OpSDot / OpUDot / OpSUDot (SPV_KHR_integer_dot_product) ---------------- */

typedef struct int_dot_plan {
    uint32_t a, b;               /* first rows */
    uint32_t n;                  /* components */
    uint32_t a_bytes, b_bytes;   /* unpacked: component bytes */
    bool a_signed, b_signed;
    bool packed;                 /* PackedVectorFormat4x8Bit: 4 bytes of one 32-bit row */
    uint32_t result_bytes;
} int_dot_plan;

/* Component k of an operand, sign- or zero-extended to 64 bits. */
static void int_dot_load(const exec_wave *w, const int_dot_plan *d, uint32_t row, uint32_t bytes, bool is_signed,
                         uint32_t k, uint64_t *out)
{
    if (d->packed) {
        load_u64(w, row, 4, out);
        for (uint32_t l = 0; l < w->width; l++)
            out[l] = (out[l] >> (8 * k)) & 0xFFu;
        if (is_signed)
            sign_extend(out, w->width, 8);
    } else {
        load_u64(w, row + k, bytes, out);
        if (is_signed)
            sign_extend(out, w->width, bytes * 8);
    }
}

/* The low result-width bits of the exact sum (the 64-bit wrapping sum of
 * the extended products has the same low bits). */
static void run_int_dot(exec_wave *w, const exec_op *op)
{
    const int_dot_plan *d = op->data;
    uint64_t acc[EXEC_MAX_WIDTH] = {0}, x[EXEC_MAX_WIDTH], y[EXEC_MAX_WIDTH];
    for (uint32_t k = 0; k < d->n; k++) {
        int_dot_load(w, d, d->a, d->a_bytes, d->a_signed, k, x);
        int_dot_load(w, d, d->b, d->b_bytes, d->b_signed, k, y);
        for (uint32_t l = 0; l < w->width; l++)
            acc[l] += x[l] * y[l];
    }
    store_u64(w, op->result_row, d->result_bytes, acc);
}

static exec_bind_result bind_int_dot(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    const exec_type *x = op->arg_count == 2 ? op->args[0].type : NULL;
    const exec_type *y = op->arg_count == 2 ? op->args[1].type : NULL;
    const exec_type *r = op->type;
    if (x == NULL || y == NULL || r == NULL || r->kind != EXEC_INT || x->scalar == NULL || y->scalar == NULL ||
        x->scalar->kind != EXEC_INT || y->scalar->kind != EXEC_INT)
        return exec_prep_error(p, inst, "integer dot product: needs integer vectors (or packed 32-bit scalars) and an "
                                        "integer result");
    int_dot_plan *d = exec_prep_alloc(p, sizeof *d);
    if (d == NULL)
        return exec_prep_error(p, inst, "out of memory");
    d->a = op->args[0].row;
    d->b = op->args[1].row;
    d->a_signed = op->opcode == SPVRT_OpSDot || op->opcode == SPVRT_OpSUDot;
    d->b_signed = op->opcode == SPVRT_OpSDot;
    d->result_bytes = exec_scalar_bytes(r);
    if (x->kind == EXEC_INT) {
        /* scalars: the PackedVectorFormat operand says how they hold a vector */
        if (op->literal_count < 1 || op->literals[0] != SPVRT_PackedVectorFormat_PackedVectorFormat4x8Bit ||
            x->bits != 32 || y->kind != EXEC_INT || y->bits != 32)
            return exec_prep_error(p, inst, "integer dot product of scalars: only 32-bit operands with "
                                            "PackedVectorFormat4x8Bit are executed");
        d->packed = true;
        d->n = 4;
        d->a_bytes = d->b_bytes = 1;
    } else {
        if (x->kind != EXEC_VECTOR || y->kind != EXEC_VECTOR || x->length != y->length)
            return exec_prep_error(p, inst, "integer dot product: the vectors differ in length");
        d->n = x->length;
        d->a_bytes = exec_scalar_bytes(x->scalar);
        d->b_bytes = exec_scalar_bytes(y->scalar);
    }
    op->run = run_int_dot;
    op->data = d;
    op->flags |= EXEC_OP_PURE;
    return EXEC_BIND_OK;
}

/* ---- the binder ------------------------------------------------------------------ */

exec_bind_result exec_bind_composite(exec_prep *p, exec_op *op, const spvrt_instruction *inst)
{
    switch (op->opcode) {
    case SPVRT_OpCompositeConstruct:
        return bind_construct(p, op, inst);
    case SPVRT_OpCompositeExtract:
        return bind_extract(p, op, inst);
    case SPVRT_OpCompositeInsert:
        return bind_insert(p, op, inst);
    case SPVRT_OpVectorShuffle:
        return bind_shuffle(p, op, inst);
    case SPVRT_OpVectorExtractDynamic:
        return bind_dynamic(p, op, inst, false);
    case SPVRT_OpVectorInsertDynamic:
        return bind_dynamic(p, op, inst, true);
    case SPVRT_OpCopyObject:
        return bind_copy_object(p, op, inst, "OpCopyObject");
    case SPVRT_OpCopyLogical:
        return bind_copy_object(p, op, inst, "OpCopyLogical");
    case SPVRT_OpTranspose:
        return bind_transpose(p, op, inst);
    case SPVRT_OpBitcast:
        return bind_bitcast(p, op, inst);
    case SPVRT_OpVectorTimesScalar:
    case SPVRT_OpMatrixTimesScalar:
    case SPVRT_OpVectorTimesMatrix:
    case SPVRT_OpMatrixTimesVector:
    case SPVRT_OpMatrixTimesMatrix:
    case SPVRT_OpOuterProduct:
    case SPVRT_OpDot:
        return bind_float_products(p, op, inst);
    case SPVRT_OpSDot:
    case SPVRT_OpUDot:
    case SPVRT_OpSUDot:
        return bind_int_dot(p, op, inst);
    default:
        return EXEC_BIND_NOT_MINE;
    }
}

/* ---- what a compiler may emit itself (native.h) ---------------------------------- */

bool exec_composite_row_runs(const exec_op *op, const exec_row_run **runs, uint32_t *count)
{
    if (op->run != run_copy1 && op->run != run_copy && op->run != run_nothing)
        return false;
    const copy_plan *c = op->data;
    *runs = c->run;
    *count = c->count;
    return true;
}
