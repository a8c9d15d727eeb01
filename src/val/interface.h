/* State shared by the interface family's passes (decorations, block
 * layout, entry points, built-ins): every decoration of the module indexed
 * by its target (with decoration groups applied, as SPIR-V 3.52.5
 * OpGroupDecorate/OpGroupMemberDecorate define), and which global variables
 * the static call trees of the entry points use. */
#ifndef SPVRT_VAL_INTERFACE_H
#define SPVRT_VAL_INTERFACE_H

#include "val.h"

#define SPVRT_NO_MEMBER UINT32_MAX

/* One decoration applied to one id (or one member of a structure type). */
typedef struct spvrt_deco {
    uint32_t target;
    uint32_t member;     /* SPVRT_NO_MEMBER for OpDecorate* */
    uint32_t decoration; /* spvrt Decoration value */
    uint32_t value;      /* its first literal (or id) operand, 0 if none */
    uint32_t inst;       /* index of the decorating instruction */
    uint32_t order;      /* position in the module (sort key) */
    bool has_value;
} spvrt_deco;

typedef struct spvrt_interface {
    spvrt_validator *v;
    spvrt_deco *decos;   /* sorted by target, then module order */
    uint32_t deco_count;
    spvrt_idmap first;   /* target id -> index of its first record */
    bool incomplete;     /* decoration groups were too large to apply: rules that need the absence of a
                            decoration are not checked */
    spvrt_idmap used;    /* global variable id -> 1 when a function an entry point calls uses it */
    spvrt_idmap capabilities; /* declared capability -> 1 (growable) */
    bool ready;
} spvrt_interface;

/* Build the shared state; false when out of memory (then nothing is checked). */
bool spvrt_interface_build(spvrt_interface *s, spvrt_validator *v);
void spvrt_interface_free(spvrt_interface *s);

/* The decorations of an id: *count records from the returned pointer (NULL if none). */
const spvrt_deco *spvrt_interface_decorations(const spvrt_interface *s, uint32_t id, uint32_t *count);
/* Whether id carries decoration (on itself or any member). */
bool spvrt_interface_has(const spvrt_interface *s, uint32_t id, uint32_t decoration);
/* Whether the module declares a capability. */
bool spvrt_interface_capability(const spvrt_interface *s, uint32_t capability);
/* Whether a global variable is used by a function an entry point statically calls. */
bool spvrt_interface_used(const spvrt_interface *s, uint32_t variable);

/* The family's checks, run in this order by spvrt_val_interface. */
void spvrt_interface_decoration_rules(spvrt_interface *s);
void spvrt_interface_block_rules(spvrt_interface *s);
void spvrt_interface_entry_point_rules(spvrt_interface *s);
void spvrt_interface_builtin_rules(spvrt_interface *s);

#endif
