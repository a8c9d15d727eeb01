/* Private header of the validator: state shared by the passes, the rule
 * table and the report function.  Each pass is one file, one rule family
 * (SPIRV-Tools' source/val/validate_*.cpp shape). */
#ifndef SPVRT_VAL_H
#define SPVRT_VAL_H

#include "../text/text.h"

/* Rule ids: an index into spvrt_val_rules (rules.c). */
typedef enum spvrt_rule {
    RULE_VERSION_TARGET,
    RULE_LAYOUT_ORDER,
    RULE_LAYOUT_IN_FUNCTION,
    RULE_LAYOUT_OUTSIDE_FUNCTION,
    RULE_LAYOUT_MEMORY_MODEL,
    RULE_LAYOUT_FUNCTION_END,
    RULE_LAYOUT_DECLARATIONS_FIRST,
    RULE_CAPABILITY_INSTRUCTION,
    RULE_CAPABILITY_OPERAND,
    RULE_EXTENSION_INSTRUCTION,
    RULE_EXTENSION_OPERAND,
    RULE_VERSION_INSTRUCTION,
    RULE_VERSION_OPERAND,
    RULE_ID_UNDEFINED,
    RULE_ID_RESULT_TYPE,
    RULE_COUNT
} spvrt_rule;

extern const spvrt_rule_info spvrt_val_rules[RULE_COUNT];

typedef struct spvrt_validator {
    spvrt_context *ctx;
    const spvrt_module *m;
    spvrt_val_options options;
    uint32_t errors;
    bool stopped;          /* max_errors reached */
    bool names_tried;      /* names are built on the first error, once */
    bool names_built;
    spvrt_names names;     /* friendly names for messages */
} spvrt_validator;

/* Report that inst (may be NULL) breaks rule.  Returns false once
 * max_errors is reached, so that passes can stop early. */
bool spvrt_val_report(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, const char *fmt, ...)
    SPVRT_PRINTF(4, 5);

/* The name an id prints with, for messages ("%main"). */
const char *spvrt_val_id_name(spvrt_validator *v, uint32_t id, char scratch[12]);

/* The passes, in the order they run. */
void spvrt_val_layout(spvrt_validator *v);
void spvrt_val_capabilities(spvrt_validator *v);
void spvrt_val_ids(spvrt_validator *v);

#endif
