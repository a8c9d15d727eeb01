/* spvrt_reflection_write: a reflection as text for people or as JSON for programs (docs/reflect.md names
 * every JSON key; the text follows the same order). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "reflect.h"

const char *spvrt_reflect_kind_name(spvrt_reflect_kind kind)
{
    /* the JSON key of each list of an entry point's variables */
    static const char *const names[] = {
        "descriptor_bindings", "push_constants", "inputs", "outputs", "ray_payloads", "incoming_ray_payloads",
        "hit_attributes", "callable_data", "incoming_callable_data", "shader_record_buffers",
        "hit_object_attributes", "node_payloads", "workgroup_variables", "task_payloads", "other_variables"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind] : "other_variables";
}

const char *spvrt_reflect_descriptor_name(spvrt_reflect_descriptor d)
{
    static const char *const names[] = {
        "none", "sampler", "combined_image_sampler", "sampled_image", "storage_image", "uniform_texel_buffer",
        "storage_texel_buffer", "uniform_buffer", "storage_buffer", "input_attachment", "acceleration_structure",
        "image", "other"};
    return (unsigned)d < sizeof names / sizeof names[0] ? names[d] : "other";
}

/* Headings of the text output, by kind. */
static const char *kind_heading(spvrt_reflect_kind kind)
{
    static const char *const names[] = {
        "descriptor bindings", "push constants", "inputs", "outputs", "ray payloads", "incoming ray payloads",
        "hit attributes", "callable data", "incoming callable data", "shader record buffers",
        "hit object attributes", "node payloads", "workgroup variables", "task payloads", "other variables"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind] : "other variables";
}

#define KIND_COUNT ((int)SPVRT_REFLECT_OTHER + 1)

typedef struct writer {
    spvrt_buffer *out;
    const spvrt_names *names; /* text: friendly names as spvrt dis prints them */
    int indent;
} writer;

/* ---- JSON ------------------------------------------------------------------------------------------- */

static void json_string(spvrt_buffer *b, const char *s)
{
    spvrt_buffer_putc(b, '"');
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\') {
            spvrt_buffer_putc(b, '\\');
            spvrt_buffer_putc(b, (char)*p);
        } else if (*p < 0x20 || *p == 0x7f) {
            spvrt_buffer_printf(b, "\\u%04x", *p);
        } else if (*p >= 0x80) {
            /* a well-formed UTF-8 sequence is copied; any other byte (SPIR-V strings are UTF-8, but hostile
               input need not be) becomes U+FFFD, so the document stays valid JSON */
            int extra = *p >= 0xc2 && *p <= 0xdf ? 1 : *p >= 0xe0 && *p <= 0xef ? 2 : *p >= 0xf0 && *p <= 0xf4 ? 3 : -1;
            int k = 1;
            while (extra > 0 && k <= extra && (p[k] & 0xc0) == 0x80)
                k++;
            if (extra > 0 && k == extra + 1) {
                spvrt_buffer_append(b, (const char *)p, (size_t)k);
                p += k - 1;
            } else {
                spvrt_buffer_puts(b, "\\ufffd");
            }
        } else {
            spvrt_buffer_putc(b, (char)*p);
        }
    }
    spvrt_buffer_putc(b, '"');
}

static void json_key(spvrt_buffer *b, bool *first, const char *key)
{
    if (!*first)
        spvrt_buffer_putc(b, ',');
    *first = false;
    json_string(b, key);
    spvrt_buffer_putc(b, ':');
}

static void json_bool(spvrt_buffer *b, bool *first, const char *key, bool value)
{
    json_key(b, first, key);
    spvrt_buffer_puts(b, value ? "true" : "false");
}

static void json_u64(spvrt_buffer *b, bool *first, const char *key, uint64_t value)
{
    json_key(b, first, key);
    spvrt_buffer_printf(b, "%llu", (unsigned long long)value);
}

static void json_str(spvrt_buffer *b, bool *first, const char *key, const char *value)
{
    json_key(b, first, key);
    if (value)
        json_string(b, value);
    else
        spvrt_buffer_puts(b, "null");
}

/* {"value": N | null, "string": S, "id": N, "spec_constant": true, "spec_id": N, "default": true} */
static void json_value(spvrt_buffer *b, const spvrt_reflect_value *v)
{
    bool first = true;
    spvrt_buffer_putc(b, '{');
    if (v->string) {
        json_str(b, &first, "string", v->string);
    } else {
        json_key(b, &first, "value");
        if (v->known)
            spvrt_buffer_printf(b, "%llu", (unsigned long long)v->value);
        else
            spvrt_buffer_puts(b, "null");
    }
    if (v->id)
        json_u64(b, &first, "id", v->id);
    if (v->spec) {
        json_bool(b, &first, "spec_constant", true);
        json_key(b, &first, "spec_id");
        if (v->spec_id != UINT32_MAX)
            spvrt_buffer_printf(b, "%u", v->spec_id);
        else
            spvrt_buffer_puts(b, "null");
    }
    if (!v->present)
        json_bool(b, &first, "default", true);
    spvrt_buffer_putc(b, '}');
}

static void json_value_key(spvrt_buffer *b, bool *first, const char *key, const spvrt_reflect_value *v)
{
    json_key(b, first, key);
    json_value(b, v);
}

static void json_builtin(spvrt_buffer *b, bool *first, uint32_t builtin)
{
    json_key(b, first, "builtin");
    if (builtin == UINT32_MAX)
        spvrt_buffer_puts(b, "null");
    else
        json_string(b, reflect_enum_name(SPVRT_KIND_BuiltIn, builtin));
}

static void json_type(spvrt_buffer *b, const spvrt_reflect_type *t)
{
    bool first = true;
    spvrt_buffer_putc(b, '{');
    json_u64(b, &first, "id", t->id);
    json_str(b, &first, "text", t->text);
    json_u64(b, &first, "size", t->size);
    json_bool(b, &first, "runtime_sized", t->runtime_sized);
    json_bool(b, &first, "block", t->block);
    json_bool(b, &first, "buffer_block", t->buffer_block);
    json_bool(b, &first, "track_finish_writing", t->track_finish_writing);
    json_key(b, &first, "dispatch_indirect_member");
    if (t->dispatch_indirect_member >= 0)
        spvrt_buffer_printf(b, "%d", t->dispatch_indirect_member);
    else
        spvrt_buffer_puts(b, "null");
    json_key(b, &first, "members");
    spvrt_buffer_putc(b, '[');
    for (uint32_t k = 0; k < t->member_count; k++) {
        const spvrt_reflect_member *mb = &t->members[k];
        bool f = true;
        spvrt_buffer_puts(b, k ? ",{" : "{");
        json_str(b, &f, "name", mb->name);
        json_str(b, &f, "type", mb->type);
        json_u64(b, &f, "type_id", mb->type_id);
        json_u64(b, &f, "offset", mb->offset);
        json_bool(b, &f, "explicit_offset", mb->has_offset);
        json_u64(b, &f, "size", mb->size);
        json_u64(b, &f, "array_stride", mb->array_stride);
        json_u64(b, &f, "matrix_stride", mb->matrix_stride);
        json_bool(b, &f, "row_major", mb->row_major);
        json_builtin(b, &f, mb->builtin);
        json_key(b, &f, "location");
        spvrt_buffer_printf(b, mb->has_location ? "%u" : "null", mb->location);
        json_bool(b, &f, "dispatch_indirect", mb->dispatch_indirect);
        json_bool(b, &f, "non_writable", mb->non_writable);
        json_bool(b, &f, "non_readable", mb->non_readable);
        spvrt_buffer_putc(b, '}');
    }
    spvrt_buffer_puts(b, "]}");
}

static void json_variable(spvrt_buffer *b, const spvrt_reflect_variable *v)
{
    bool first = true;
    spvrt_buffer_putc(b, '{');
    json_u64(b, &first, "id", v->id);
    json_str(b, &first, "name", v->name);
    json_str(b, &first, "storage_class", reflect_enum_name(SPVRT_KIND_StorageClass, v->storage_class));
    json_bool(b, &first, "in_interface", v->in_interface);
    json_key(b, &first, "access");
    {
        bool f = true;
        spvrt_buffer_putc(b, '{');
        json_bool(b, &f, "used", v->access & SPVRT_REFLECT_USED);
        json_bool(b, &f, "read", v->access & SPVRT_REFLECT_READ);
        json_bool(b, &f, "write", v->access & SPVRT_REFLECT_WRITE);
        json_bool(b, &f, "atomic", v->access & SPVRT_REFLECT_ATOMIC);
        spvrt_buffer_putc(b, '}');
    }
    if (v->kind == SPVRT_REFLECT_DESCRIPTOR) {
        json_key(b, &first, "set");
        spvrt_buffer_printf(b, v->has_binding ? "%u" : "null", v->set);
        json_key(b, &first, "binding");
        spvrt_buffer_printf(b, v->has_binding ? "%u" : "null", v->binding);
        json_str(b, &first, "descriptor_type", spvrt_reflect_descriptor_name(v->descriptor));
        json_bool(b, &first, "array", v->is_array);
        json_bool(b, &first, "runtime_array", v->is_runtime_array);
        json_u64(b, &first, "count", v->count);
    }
    json_key(b, &first, "location");
    spvrt_buffer_printf(b, v->has_location ? "%u" : "null", v->location);
    json_u64(b, &first, "component", v->component);
    json_builtin(b, &first, v->builtin);
    json_key(b, &first, "decorations");
    spvrt_buffer_putc(b, '[');
    for (uint32_t k = 0; k < v->decoration_count; k++) {
        if (k)
            spvrt_buffer_putc(b, ',');
        json_string(b, v->decorations[k]);
    }
    spvrt_buffer_putc(b, ']');
    json_key(b, &first, "type");
    json_type(b, &v->type);
    spvrt_buffer_putc(b, '}');
}

static void json_workgroups(spvrt_buffer *b, bool *first, const char *key, const spvrt_reflect_value v[3])
{
    json_key(b, first, key);
    if (!v[0].present) {
        spvrt_buffer_puts(b, "null");
        return;
    }
    spvrt_buffer_putc(b, '[');
    for (int k = 0; k < 3; k++) {
        if (k)
            spvrt_buffer_putc(b, ',');
        json_value(b, &v[k]);
    }
    spvrt_buffer_putc(b, ']');
}

static void json_node(spvrt_buffer *b, const spvrt_reflect_node *n)
{
    bool first = true;
    spvrt_buffer_putc(b, '{');
    json_str(b, &first, "name", n->name);
    json_value_key(b, &first, "index", &n->index);
    json_key(b, &first, "input");
    {
        bool f = true;
        spvrt_buffer_putc(b, '{');
        json_key(b, &f, "variable");
        spvrt_buffer_printf(b, n->input_variable ? "%u" : "null", n->input_variable);
        json_bool(b, &f, "implicit", n->implicit_input);
        json_bool(b, &f, "array", n->input_is_array);
        json_key(b, &f, "max_payloads");
        if (n->input_is_array)
            json_value(b, &n->input_max_payloads);
        else
            spvrt_buffer_puts(b, "null");
        json_key(b, &f, "payload");
        json_type(b, &n->input);
        spvrt_buffer_putc(b, '}');
    }
    json_key(b, &first, "outputs");
    spvrt_buffer_putc(b, '[');
    for (uint32_t k = 0; k < n->output_count; k++) {
        const spvrt_reflect_node_output *o = &n->outputs[k];
        bool f = true;
        spvrt_buffer_puts(b, k ? ",{" : "{");
        json_u64(b, &f, "type_id", o->type_id);
        json_str(b, &f, "type_name", o->type_name);
        json_value_key(b, &f, "node_name", &o->node_name);
        json_value_key(b, &f, "base_index", &o->base_index);
        json_key(b, &f, "array_size");
        if (o->array_size.present)
            json_value(b, &o->array_size);
        else
            spvrt_buffer_puts(b, "null");
        json_bool(b, &f, "sparse", o->sparse);
        json_value_key(b, &f, "max_payloads", &o->max_payloads);
        json_key(b, &f, "shares_limits_with");
        spvrt_buffer_printf(b, o->shares_limits_with ? "%u" : "null", o->shares_limits_with);
        json_bool(b, &f, "allocated", o->allocated);
        json_bool(b, &f, "validity_checked", o->validity_checked);
        json_key(b, &f, "payload");
        json_type(b, &o->payload);
        spvrt_buffer_putc(b, '}');
    }
    spvrt_buffer_putc(b, ']');
    json_key(b, &first, "limits");
    {
        bool f = true;
        spvrt_buffer_putc(b, '{');
        json_value_key(b, &f, "max_recursion", &n->max_recursion);
        json_workgroups(b, &f, "static_num_workgroups", n->static_num_workgroups);
        json_workgroups(b, &f, "max_num_workgroups", n->max_num_workgroups);
        json_bool(b, &f, "coalescing", n->coalescing);
        json_value_key(b, &f, "is_api_entry", &n->is_api_entry);
        json_key(b, &f, "shares_input_with");
        if (n->shares_input_with_name.present) {
            bool g = true;
            spvrt_buffer_putc(b, '{');
            json_value_key(b, &g, "name", &n->shares_input_with_name);
            json_value_key(b, &g, "index", &n->shares_input_with_index);
            spvrt_buffer_putc(b, '}');
        } else {
            spvrt_buffer_puts(b, "null");
        }
        spvrt_buffer_putc(b, '}');
    }
    spvrt_buffer_putc(b, '}');
}

static void write_json(spvrt_buffer *b, const spvrt_reflection *r, const char *source)
{
    bool first = true;
    spvrt_buffer_putc(b, '{');
    if (source)
        json_str(b, &first, "file", source);
    json_key(b, &first, "version");
    spvrt_buffer_printf(b, "\"%u.%u\"", (r->version >> 16) & 0xff, (r->version >> 8) & 0xff);
    json_key(b, &first, "capabilities");
    spvrt_buffer_putc(b, '[');
    for (uint32_t k = 0; k < r->capability_count; k++) {
        if (k)
            spvrt_buffer_putc(b, ',');
        json_string(b, r->capabilities[k]);
    }
    spvrt_buffer_putc(b, ']');
    json_workgroups(b, &first, "workgroup_size_builtin", r->workgroup_size);
    json_key(b, &first, "entry_points");
    spvrt_buffer_putc(b, '[');
    for (uint32_t e = 0; e < r->entry_point_count; e++) {
        const spvrt_reflect_entry_point *ep = &r->entry_points[e];
        bool f = true;
        spvrt_buffer_puts(b, e ? ",\n{" : "\n{");
        json_str(b, &f, "name", ep->name);
        json_str(b, &f, "execution_model", ep->execution_model_name);
        json_u64(b, &f, "function", ep->function_id);
        json_key(b, &f, "execution_modes");
        spvrt_buffer_putc(b, '[');
        for (uint32_t k = 0; k < ep->mode_count; k++) {
            bool g = true;
            spvrt_buffer_puts(b, k ? ",{" : "{");
            json_str(b, &g, "mode", ep->modes[k].name);
            json_key(b, &g, "operands");
            spvrt_buffer_putc(b, '[');
            for (uint32_t o = 0; o < ep->modes[k].operand_count; o++) {
                if (o)
                    spvrt_buffer_putc(b, ',');
                json_value(b, &ep->modes[k].operands[o]);
            }
            spvrt_buffer_puts(b, "]}");
        }
        spvrt_buffer_putc(b, ']');
        for (int kind = 0; kind < KIND_COUNT; kind++) {
            json_key(b, &f, spvrt_reflect_kind_name((spvrt_reflect_kind)kind));
            spvrt_buffer_putc(b, '[');
            bool any = false;
            for (uint32_t k = 0; k < ep->variable_count; k++) {
                if ((int)ep->variables[k].kind != kind)
                    continue;
                spvrt_buffer_puts(b, any ? ",\n  " : "\n  ");
                any = true;
                json_variable(b, &ep->variables[k]);
            }
            spvrt_buffer_putc(b, ']');
        }
        json_key(b, &f, "node");
        if (ep->node)
            json_node(b, ep->node);
        else
            spvrt_buffer_puts(b, "null");
        spvrt_buffer_putc(b, '}');
    }
    spvrt_buffer_puts(b, "]");
    json_key(b, &first, "specialization_constants");
    spvrt_buffer_putc(b, '[');
    for (uint32_t k = 0; k < r->spec_constant_count; k++) {
        const spvrt_reflect_spec_constant *s = &r->spec_constants[k];
        bool f = true;
        spvrt_buffer_puts(b, k ? ",{" : "{");
        json_u64(b, &f, "id", s->id);
        json_str(b, &f, "name", s->name);
        json_str(b, &f, "type", s->type);
        json_value_key(b, &f, "default", &s->value);
        spvrt_buffer_putc(b, '}');
    }
    spvrt_buffer_puts(b, "]}\n");
}

/* ---- text ------------------------------------------------------------------------------------------- */

static void line(writer *w, const char *fmt, ...) SPVRT_PRINTF(2, 3);
static void line(writer *w, const char *fmt, ...)
{
    if (w->indent > 0)
        spvrt_buffer_fill(w->out, ' ', (size_t)w->indent * 2);
    va_list ap;
    va_start(ap, fmt);
    char small[512];
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n >= (int)sizeof small) {
        /* long lines (type texts): format again into the buffer itself */
        if (spvrt_buffer_reserve(w->out, (size_t)n + 1)) {
            va_start(ap, fmt);
            vsnprintf(w->out->data + w->out->length, (size_t)n + 1, fmt, ap);
            va_end(ap);
            w->out->length += (size_t)n;
        }
    } else if (n > 0) {
        spvrt_buffer_append(w->out, small, (size_t)n);
    }
    spvrt_buffer_putc(w->out, '\n');
}

/* "%name" of an id, as spvrt dis names it */
static const char *id_name(writer *w, uint32_t id, char scratch[12])
{
    return spvrt_names_get(w->names, id, scratch);
}

/* A value as text: "64", "%uint_0 = 0", "%n = 4 (SpecId 3, default)", "\"consumer\"". */
static void value_text(writer *w, spvrt_buffer *b, const spvrt_reflect_value *v)
{
    char scratch[12];
    if (v->id)
        spvrt_buffer_printf(b, "%%%s = ", id_name(w, v->id, scratch));
    if (v->string)
        spvrt_buffer_printf(b, "\"%s\"", v->string);
    else if (v->known)
        spvrt_buffer_printf(b, "%llu", (unsigned long long)v->value);
    else
        spvrt_buffer_puts(b, "?");
    if (v->spec && v->spec_id != UINT32_MAX)
        spvrt_buffer_printf(b, " (SpecId %u default)", v->spec_id);
    else if (v->spec)
        spvrt_buffer_puts(b, " (spec constant default)");
    if (!v->present)
        spvrt_buffer_puts(b, " (default)");
}

/* value_text into a scratch buffer for use in a line */
static const char *value_string(writer *w, spvrt_buffer *scratch, const spvrt_reflect_value *v)
{
    scratch->length = 0;
    value_text(w, scratch, v);
    spvrt_buffer_putc(scratch, '\0');
    return scratch->failed ? "" : scratch->data;
}

static void access_text(char out[40], uint32_t access)
{
    out[0] = '\0';
    if (access & SPVRT_REFLECT_READ)
        strcat(out, " read");
    if (access & SPVRT_REFLECT_WRITE)
        strcat(out, " write");
    if (access & SPVRT_REFLECT_ATOMIC)
        strcat(out, " atomic");
    if (!out[0])
        strcpy(out, access & SPVRT_REFLECT_USED ? " used" : " unused");
}

static void members_text(writer *w, const spvrt_reflect_type *t)
{
    char scratch[40];
    for (uint32_t k = 0; k < t->member_count; k++) {
        const spvrt_reflect_member *mb = &t->members[k];
        scratch[0] = '\0';
        if (mb->builtin != UINT32_MAX)
            snprintf(scratch, sizeof scratch, " BuiltIn %s", reflect_enum_name(SPVRT_KIND_BuiltIn, mb->builtin));
        else if (mb->has_location)
            snprintf(scratch, sizeof scratch, " Location %u", mb->location);
        line(w, "%s%u: %s %s, %u bytes%s%s%s%s", mb->has_offset ? "+" : "~", mb->offset, mb->type,
             mb->name[0] ? mb->name : "_", mb->size, mb->array_stride ? " (ArrayStride)" : "",
             mb->matrix_stride ? (mb->row_major ? " (MatrixStride, RowMajor)" : " (MatrixStride)") : "",
             mb->dispatch_indirect ? " PayloadDispatchIndirectAMDX" : "", scratch);
    }
}

static void variable_text(writer *w, const spvrt_reflect_variable *v)
{
    char scratch[12], acc[40], where[96] = "";
    access_text(acc, v->access);
    if (v->kind == SPVRT_REFLECT_DESCRIPTOR) {
        if (v->has_binding)
            snprintf(where, sizeof where, "set %u binding %u: ", v->set, v->binding);
        else
            snprintf(where, sizeof where, "no set/binding: ");
    } else if (v->builtin != UINT32_MAX) {
        snprintf(where, sizeof where, "BuiltIn %s: ", reflect_enum_name(SPVRT_KIND_BuiltIn, v->builtin));
    } else if (v->has_location) {
        if (v->component)
            snprintf(where, sizeof where, "location %u component %u: ", v->location, v->component);
        else
            snprintf(where, sizeof where, "location %u: ", v->location);
    }
    char count[48] = "";
    if (v->kind == SPVRT_REFLECT_DESCRIPTOR) {
        if (v->is_runtime_array)
            snprintf(count, sizeof count, "%s[] ", spvrt_reflect_descriptor_name(v->descriptor));
        else if (v->is_array)
            snprintf(count, sizeof count, "%s[%u] ", spvrt_reflect_descriptor_name(v->descriptor), v->count);
        else
            snprintf(count, sizeof count, "%s ", spvrt_reflect_descriptor_name(v->descriptor));
    }
    char size[48] = "";
    if (v->type.size || v->type.runtime_sized)
        snprintf(size, sizeof size, ", %u bytes%s", v->type.size, v->type.runtime_sized ? " + runtime array" : "");
    line(w, "%s%s%%%s: %s%s;%s%s", where, count, id_name(w, v->id, scratch), v->type.text, size, acc,
         v->in_interface ? "" : " (not in the interface list)");
    w->indent++;
    if (v->decoration_count) {
        spvrt_buffer all;
        spvrt_buffer_init(&all, w->out->ctx);
        for (uint32_t k = 0; k < v->decoration_count; k++) {
            if (k)
                spvrt_buffer_putc(&all, ' ');
            spvrt_buffer_puts(&all, v->decorations[k]);
        }
        spvrt_buffer_putc(&all, '\0');
        line(w, "decorations: %s", all.failed ? "" : all.data);
        spvrt_buffer_free(&all);
    }
    members_text(w, &v->type);
    w->indent--;
}

static void node_text(writer *w, const spvrt_reflect_node *n)
{
    spvrt_buffer s;
    spvrt_buffer_init(&s, w->out->ctx);
    char scratch[12];
    line(w, "execution graph node \"%s\", index %s", n->name, value_string(w, &s, &n->index));
    w->indent++;
    if (n->implicit_input)
        line(w, "input payload: none declared; implicit (AMDX-S15): %s",
             n->input.member_count ? "vec3<uint32> workgroup counts, 12 bytes" : "empty");
    else if (n->input_is_array)
        line(w, "input payload: %%%s, array of %s, NodeMaxPayloadsAMDX %s, %u bytes each%s",
             id_name(w, n->input_variable, scratch), n->input.text, value_string(w, &s, &n->input_max_payloads),
             n->input.size, n->input.track_finish_writing ? ", TrackFinishWritingAMDX" : "");
    else
        line(w, "input payload: %%%s, %s, %u bytes%s", id_name(w, n->input_variable, scratch), n->input.text,
             n->input.size, n->input.track_finish_writing ? ", TrackFinishWritingAMDX" : "");
    if (!n->implicit_input) {
        w->indent++;
        members_text(w, &n->input);
        w->indent--;
    }
    for (uint32_t k = 0; k < n->output_count; k++) {
        const spvrt_reflect_node_output *o = &n->outputs[k];
        line(w, "output %%%s: node %s", id_name(w, o->type_id, scratch), value_string(w, &s, &o->node_name));
        w->indent++;
        line(w, "base index %s", value_string(w, &s, &o->base_index));
        if (o->array_size.present)
            line(w, "array size %s", value_string(w, &s, &o->array_size));
        else
            line(w, "array size unbounded");
        if (o->sparse)
            line(w, "sparse array (PayloadNodeSparseArrayAMDX)");
        line(w, "max payloads %s", value_string(w, &s, &o->max_payloads));
        if (o->shares_limits_with)
            line(w, "shares payload limits with %%%s", id_name(w, o->shares_limits_with, scratch));
        line(w, "%s%s%s", o->allocated ? "allocated" : "", o->allocated && o->validity_checked ? ", " : "",
             o->validity_checked ? "validity checked" : "");
        line(w, "payload %s, %u bytes%s", o->payload.text, o->payload.size,
             o->payload.track_finish_writing ? ", TrackFinishWritingAMDX" : "");
        w->indent++;
        members_text(w, &o->payload);
        w->indent -= 2;
    }
    line(w, "limits:");
    w->indent++;
    line(w, "MaxNodeRecursionAMDX %s", value_string(w, &s, &n->max_recursion));
    for (int which = 0; which < 2; which++) {
        const spvrt_reflect_value *v = which ? n->max_num_workgroups : n->static_num_workgroups;
        if (!v[0].present)
            continue;
        spvrt_buffer all;
        spvrt_buffer_init(&all, w->out->ctx);
        for (int k = 0; k < 3; k++) {
            if (k)
                spvrt_buffer_puts(&all, ", ");
            value_text(w, &all, &v[k]);
        }
        spvrt_buffer_putc(&all, '\0');
        line(w, "%s %s", which ? "MaxNumWorkgroupsAMDX" : "StaticNumWorkgroupsAMDX", all.failed ? "" : all.data);
        spvrt_buffer_free(&all);
    }
    if (n->coalescing)
        line(w, "CoalescingAMDX");
    line(w, "IsApiEntryAMDX %s", value_string(w, &s, &n->is_api_entry));
    if (n->shares_input_with_name.present) {
        line(w, "SharesInputWithAMDX %s", value_string(w, &s, &n->shares_input_with_name));
        w->indent++;
        line(w, "index %s", value_string(w, &s, &n->shares_input_with_index));
        w->indent--;
    }
    w->indent -= 2;
    spvrt_buffer_free(&s);
}

static void write_text(writer *w, const spvrt_reflection *r, const char *source)
{
    spvrt_buffer s;
    spvrt_buffer_init(&s, w->out->ctx);
    if (source) {
        line(w, "%s:", source);
        w->indent++;
    }
    line(w, "SPIR-V %u.%u", (r->version >> 16) & 0xff, (r->version >> 8) & 0xff);
    if (r->workgroup_size[0].present) {
        spvrt_buffer all;
        spvrt_buffer_init(&all, w->out->ctx);
        for (int k = 0; k < 3; k++) {
            if (k)
                spvrt_buffer_puts(&all, ", ");
            value_text(w, &all, &r->workgroup_size[k]);
        }
        spvrt_buffer_putc(&all, '\0');
        line(w, "BuiltIn WorkgroupSize (overrides LocalSize): %s", all.failed ? "" : all.data);
        spvrt_buffer_free(&all);
    }
    for (uint32_t e = 0; e < r->entry_point_count; e++) {
        const spvrt_reflect_entry_point *ep = &r->entry_points[e];
        line(w, "entry point \"%s\": %s", ep->name, ep->execution_model_name);
        w->indent++;
        for (uint32_t k = 0; k < ep->mode_count; k++) {
            spvrt_buffer all;
            spvrt_buffer_init(&all, w->out->ctx);
            for (uint32_t o = 0; o < ep->modes[k].operand_count; o++) {
                spvrt_buffer_putc(&all, ' ');
                const spvrt_reflect_value *v = &ep->modes[k].operands[o];
                if (v->id || v->string)
                    spvrt_buffer_putc(&all, '(');
                value_text(w, &all, v);
                if (v->id || v->string)
                    spvrt_buffer_putc(&all, ')');
            }
            spvrt_buffer_putc(&all, '\0');
            line(w, "mode %s%s", ep->modes[k].name, all.failed ? "" : all.data);
            spvrt_buffer_free(&all);
        }
        for (int kind = 0; kind < KIND_COUNT; kind++) {
            bool heading = false;
            for (uint32_t k = 0; k < ep->variable_count; k++) {
                if ((int)ep->variables[k].kind != kind)
                    continue;
                if (!heading) {
                    line(w, "%s:", kind_heading((spvrt_reflect_kind)kind));
                    heading = true;
                    w->indent++;
                }
                variable_text(w, &ep->variables[k]);
            }
            if (heading)
                w->indent--;
        }
        if (ep->node)
            node_text(w, ep->node);
        w->indent--;
    }
    if (r->spec_constant_count) {
        line(w, "specialization constants:");
        w->indent++;
        for (uint32_t k = 0; k < r->spec_constant_count; k++) {
            const spvrt_reflect_spec_constant *c = &r->spec_constants[k];
            line(w, "%s: %s", c->type, value_string(w, &s, &c->value));
        }
        w->indent--;
    }
    if (source)
        w->indent--;
    spvrt_buffer_free(&s);
}

spvrt_result spvrt_reflection_write(spvrt_context *ctx, const spvrt_module *module, const spvrt_reflection *reflection,
                                    int format, const char *source, char **text, size_t *length)
{
    if (!ctx || !module || !reflection || !text || (format != SPVRT_REFLECT_TEXT && format != SPVRT_REFLECT_JSON))
        return SPVRT_ERROR_INVALID_ARGUMENT;
    *text = NULL;
    if (length)
        *length = 0;
    spvrt_buffer out;
    spvrt_buffer_init(&out, ctx);
    spvrt_names names;
    if (!spvrt_names_build(&names, module)) {
        spvrt_names_free(&names);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    writer w = {&out, &names, 0};
    if (format == SPVRT_REFLECT_JSON)
        write_json(&out, reflection, source);
    else
        write_text(&w, reflection, source);
    spvrt_names_free(&names);
    spvrt_buffer_putc(&out, '\0');
    if (out.failed) {
        spvrt_buffer_free(&out);
        return SPVRT_ERROR_OUT_OF_MEMORY;
    }
    *text = out.data;
    if (length)
        *length = out.length - 1;
    return SPVRT_SUCCESS;
}
