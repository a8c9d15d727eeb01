/* The validator's driver: runs the passes, reports diagnostics with a rule
 * id, a location and the offending instruction.  It keeps going after an
 * error (up to max_errors), as Mesa's nir_validate does. */
#include <stdio.h>
#include <string.h>

#include "val.h"

/* The friendly names messages use, built once on first need; NULL if they
 * could not be (out of memory: messages then use raw ids). */
static const spvrt_names *message_names(spvrt_validator *v)
{
    if (!v->names_tried) {
        v->names_tried = true;
        v->names_built = spvrt_names_build(&v->names, v->m);
    }
    return v->names_built ? &v->names : NULL;
}

const char *spvrt_val_id_name(spvrt_validator *v, uint32_t id, char scratch[12])
{
    const spvrt_names *names = message_names(v);
    if (!names) {
        snprintf(scratch, 12, "%u", id);
        return scratch;
    }
    return spvrt_names_get(names, id, scratch);
}

bool spvrt_val_report(spvrt_validator *v, spvrt_rule rule, const spvrt_instruction *inst, const char *fmt, ...)
{
    if (v->stopped)
        return false;
    char message[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    spvrt_diagnostic where = {0};
    where.severity = SPVRT_SEVERITY_ERROR;
    where.rule = spvrt_val_rules[rule].id;
    where.instruction_index = UINT32_MAX;
    where.module = v->module_index;
    spvrt_buffer text;
    spvrt_buffer_init(&text, v->ctx);
    if (inst) {
        where.word_offset = inst->word_offset;
        where.instruction_index = (uint32_t)(inst - v->m->insts);
        where.result_id = inst->result;
        spvrt_text_instruction(&text, v->m, message_names(v), inst);
        spvrt_buffer_putc(&text, '\0');
        if (!text.failed)
            where.instruction = text.data;
    }
    const char *vuid = spvrt_val_rules[rule].vuid;
    if (vuid)
        spvrt_diag(v->ctx, &where, "%s [%s]", message, vuid);
    else
        spvrt_diag(v->ctx, &where, "%s", message);
    spvrt_buffer_free(&text);
    v->errors++;
    if (v->options.max_errors && v->errors >= v->options.max_errors)
        v->stopped = true;
    return !v->stopped;
}

spvrt_result spvrt_validate(spvrt_context *ctx, const spvrt_module *m, const spvrt_val_options *options)
{
    if (!ctx || !m)
        return SPVRT_ERROR_INVALID_ARGUMENT;
    spvrt_diag_reset(ctx);
    return spvrt_val_module(ctx, m, options, 0) ? SPVRT_ERROR_INVALID_MODULE : SPVRT_SUCCESS;
}

uint32_t spvrt_val_module(spvrt_context *ctx, const spvrt_module *m, const spvrt_val_options *options,
                          uint32_t module_index)
{
    spvrt_validator v = {0};
    v.ctx = ctx;
    v.m = m;
    v.module_index = module_index;
    if (options)
        v.options = *options;
    /* SPIR-V 2.3 / Vulkan appendix A: a version the environment accepts */
    if (v.options.version && m->header.version > v.options.version)
        spvrt_val_report(&v, RULE_VERSION_TARGET, NULL,
                         "SPIR-V %u.%u is newer than the target environment accepts (%u.%u at most)",
                         (m->header.version >> 16) & 0xFF, (m->header.version >> 8) & 0xFF,
                         (v.options.version >> 16) & 0xFF, (v.options.version >> 8) & 0xFF);
    /* structure first: the rule passes after it may assume a sound layout and defined ids */
    spvrt_val_layout(&v);
    if (!v.stopped)
        spvrt_val_ids(&v);
    bool structure_sound = v.errors == 0;
    if (!v.stopped)
        spvrt_val_capabilities(&v);
    if (structure_sound && !v.stopped)
        spvrt_val_universal_limits(&v);
    void (*const passes[])(spvrt_validator *) = {
        /* ---- passes of family: cfg ---- */
        spvrt_val_cfg,
        /* ---- end of passes: cfg ---- */

        /* ---- passes of family: instructions ---- */
        spvrt_val_type_declarations,
        spvrt_val_constants,
        spvrt_val_arithmetic,
        spvrt_val_logical,
        spvrt_val_conversions,
        spvrt_val_composites,
        spvrt_val_glsl_std_450,
        /* ---- end of passes: instructions ---- */

        /* ---- passes of family: memory ---- */
        spvrt_val_memory,
        /* ---- end of passes: memory ---- */

        /* ---- passes of family: interface ---- */
        spvrt_val_interface,
        /* ---- end of passes: interface ---- */

        /* ---- passes of family: ser ---- */
        spvrt_val_ray_tracing_reorder,
        /* ---- end of passes: ser ---- */

        /* ---- passes of family: rq ---- */
        spvrt_val_ray_query,
        /* ---- end of passes: rq ---- */

        /* ---- passes of family: env-interface ---- */
        spvrt_val_env_interface,
        /* ---- end of passes: env-interface ---- */

        /* ---- passes of family: env-instructions ---- */
        spvrt_val_env_instructions,
        /* ---- end of passes: env-instructions ---- */

        /* ---- passes of family: amdx ---- */
        spvrt_val_shader_enqueue,
        /* ---- end of passes: amdx ---- */

        /* ---- passes of family: uniformity ---- */
        spvrt_val_uniformity,
        /* ---- end of passes: uniformity ---- */

        /* ---- passes of family: profile ---- */
        spvrt_val_profile_rules,
        /* ---- end of passes: profile ---- */
        NULL};
    for (size_t i = 0; structure_sound && passes[i] && !v.stopped; i++)
        passes[i](&v);
    if (v.names_tried)
        spvrt_names_free(&v.names); /* also frees what a failed build left */
    return v.errors;
}
