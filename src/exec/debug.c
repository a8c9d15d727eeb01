/* spvrt exec: the shader debugger (docs/debugger.md).
 *
 * A traced dispatch (spvrt_dispatch.trace) runs like any other; only the
 * wave holding the traced invocation runs run.c's traced loop, which calls
 * exec_debug_before_op() before each instruction the invocation executes.
 * Everything else (the locations of the module's instructions, the call
 * stack, the values of locals) is looked up here, at a stop, from the module
 * and the program's debug symbols (spvrt_prepare_options.debug_symbols).
 *
 * Locations.  An instruction is located by the OpLine before it (SPIR-V
 * 2.4 "Debug Instructions": until the next OpLine or OpNoLine, or the end of
 * its block) or by the DebugLine of NonSemantic.Shader.DebugInfo.100 (same
 * scope rules; the line is the Line Start operand).  Line 0 is no location.
 * A module with neither anywhere in its functions is located in its
 * disassembly: file "ComputeShader0.spvasm" (the name SwiftShader gave
 * Amber's tests), line N being the Nth line of `spvrt dis --raw-id
 * --no-header` (one instruction a line, more when a string literal holds
 * line breaks), so every instruction is a line of its own. */
#include <stdio.h>
#include <stdlib.h>

#include "debug.h"
#include "run.h"
#include "../text/text.h"

#define DISASSEMBLY_FILE "ComputeShader0.spvasm"

enum {
    DBG_FUNCTION = 20, DBG_LEXICAL_BLOCK = 21, DBG_SCOPE = 23, DBG_LOCAL_VARIABLE = 26, DBG_DECLARE = 28,
    DBG_VALUE = 29, DBG_SOURCE = 35, DBG_FUNCTION_DEFINITION = 101, DBG_LINE = 103, DBG_NO_LINE = 104
};

/* strnlen, which C11 lacks */
static size_t bounded_length(const char *s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

typedef enum debug_set { SET_NONE = 0, SET_SHADER = 1, SET_OPENCL = 2 } debug_set;

/* Which debug-info set an OpExtInst belongs to (by its OpExtInstImport's name). */
static debug_set inst_debug_set(const spvrt_module *m, const spvrt_instruction *inst)
{
    if (inst->opcode != SPVRT_OpExtInst || inst->word_count < 5)
        return SET_NONE;
    const spvrt_instruction *import = spvrt_module_def(m, spvrt_inst_words(m, inst)[3]);
    if (!import || import->opcode != SPVRT_OpExtInstImport || import->word_count < 3)
        return SET_NONE;
    const char *name = (const char *)(spvrt_inst_words(m, import) + 2);
    size_t max = (size_t)(import->word_count - 2) * 4u;
    if (bounded_length(name, max) == max)
        return SET_NONE;
    if (strncmp(name, "NonSemantic.Shader.DebugInfo.", 29) == 0)
        return SET_SHADER;
    if (strcmp(name, "OpenCL.DebugInfo.100") == 0)
        return SET_OPENCL;
    return SET_NONE;
}

static uint32_t ext_number(const spvrt_module *m, const spvrt_instruction *inst)
{
    return spvrt_inst_words(m, inst)[4];
}

/* Operand k (0: the first after the instruction number) of a debug-info instruction, or 0. */
static uint32_t ext_operand(const spvrt_module *m, const spvrt_instruction *inst, uint32_t k)
{
    return 5u + k < inst->word_count ? spvrt_inst_words(m, inst)[5u + k] : 0;
}

/* A number operand: an OpConstant's id in NonSemantic.Shader.DebugInfo.100, a literal in OpenCL.DebugInfo.100. */
static uint32_t ext_number_operand(const spvrt_module *m, const spvrt_instruction *inst, uint32_t k, debug_set set)
{
    uint32_t v = ext_operand(m, inst, k);
    if (set == SET_OPENCL)
        return v;
    const spvrt_instruction *c = spvrt_module_def(m, v);
    return c && c->opcode == SPVRT_OpConstant && c->word_count >= 4 ? spvrt_inst_words(m, c)[3] : 0;
}

/* The OpString of id as a C string, or NULL. */
static const char *string_of(const spvrt_module *m, uint32_t id)
{
    const spvrt_instruction *s = spvrt_module_def(m, id);
    if (!s || s->opcode != SPVRT_OpString || s->word_count < 3)
        return NULL;
    const char *text = (const char *)(spvrt_inst_words(m, s) + 2);
    size_t max = (size_t)(s->word_count - 2) * 4u;
    return bounded_length(text, max) < max ? text : NULL;
}

static const char *copy_string(exec_debug_session *s, const char *text)
{
    if (!text)
        return NULL;
    if (s->string_count == s->string_capacity) {
        uint32_t cap = s->string_capacity ? s->string_capacity * 2 : 32;
        char **grown = realloc(s->strings, cap * sizeof *grown);
        if (!grown)
            return NULL;
        s->strings = grown;
        s->string_capacity = cap;
    }
    size_t n = strlen(text);
    char *c = malloc(n + 1);
    if (c) {
        memcpy(c, text, n + 1);
        s->strings[s->string_count++] = c;
    }
    return c;
}

static bool is_terminator(uint32_t opcode)
{
    switch (opcode) {
    case SPVRT_OpBranch: case SPVRT_OpBranchConditional: case SPVRT_OpSwitch: case SPVRT_OpReturn:
    case SPVRT_OpReturnValue: case SPVRT_OpKill: case SPVRT_OpUnreachable: case SPVRT_OpTerminateInvocation:
        return true;
    default:
        return false;
    }
}

/* The location of every instruction (file: the OpString id, or the DebugSource's File). */
static bool build_locations(exec_debug_session *s)
{
    const spvrt_module *m = s->program->module;
    s->loc_file = calloc(m->inst_count ? m->inst_count : 1, sizeof *s->loc_file);
    s->loc_line = calloc(m->inst_count ? m->inst_count : 1, sizeof *s->loc_line);
    if (!s->loc_file || !s->loc_line)
        return false;
    bool any = false;
    uint32_t file = 0, line = 0;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        const uint32_t *w = spvrt_inst_words(m, inst);
        if (inst->opcode == SPVRT_OpLine && inst->word_count >= 3) {
            file = w[1];
            line = w[2];
            any = any || line;
            continue;
        }
        if (inst->opcode == SPVRT_OpNoLine || inst->opcode == SPVRT_OpFunctionEnd) {
            file = line = 0;
            continue;
        }
        debug_set set = inst_debug_set(m, inst);
        if (set == SET_SHADER && ext_number(m, inst) == DBG_LINE) {
            const spvrt_instruction *source = spvrt_module_def(m, ext_operand(m, inst, 0));
            file = source && inst_debug_set(m, source) && ext_number(m, source) == DBG_SOURCE
                       ? ext_operand(m, source, 0) : 0;
            line = ext_number_operand(m, inst, 1, set);
            any = any || line;
            continue;
        }
        if (set == SET_SHADER && ext_number(m, inst) == DBG_NO_LINE) {
            file = line = 0;
            continue;
        }
        s->loc_file[i] = file;
        s->loc_line[i] = line;
        if (is_terminator(inst->opcode))
            file = line = 0; /* the scope of OpLine / DebugLine ends with the block */
    }
    if (any)
        return true;
    /* no line information: the disassembly's lines */
    s->disassembly = true;
    spvrt_buffer text;
    spvrt_buffer_init(&text, m->ctx);
    uint32_t at = 1;
    for (uint32_t i = 0; i < m->inst_count; i++) {
        s->loc_line[i] = at;
        text.length = 0;
        spvrt_text_instruction(&text, m, NULL, &m->insts[i]);
        for (size_t k = 0; k < text.length; k++)
            at += text.data[k] == '\n';
        at++;
    }
    bool ok = !text.failed;
    spvrt_buffer_free(&text);
    return ok;
}

/* The name of every function: DebugFunction (through DebugFunctionDefinition, or OpenCL.DebugInfo.100's
 * Function operand), else OpName, else "%ID". */
static bool build_function_names(exec_debug_session *s)
{
    const spvrt_module *m = s->program->module;
    s->function_names = calloc(m->function_count ? m->function_count : 1, sizeof *s->function_names);
    if (!s->function_names)
        return false;
    for (uint32_t f = 0; f < m->function_count; f++) {
        uint32_t id = m->insts[m->functions[f]].result;
        const char *name = NULL;
        for (uint32_t i = 0; i < m->inst_count && !name; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            debug_set set = inst_debug_set(m, inst);
            const spvrt_instruction *fn = NULL;
            if (set == SET_SHADER && ext_number(m, inst) == DBG_FUNCTION_DEFINITION && ext_operand(m, inst, 1) == id)
                fn = spvrt_module_def(m, ext_operand(m, inst, 0));
            else if (set == SET_OPENCL && ext_number(m, inst) == DBG_FUNCTION && ext_operand(m, inst, 9) == id)
                fn = inst;
            if (fn && inst_debug_set(m, fn) && ext_number(m, fn) == DBG_FUNCTION)
                name = string_of(m, ext_operand(m, fn, 0));
        }
        for (uint32_t n = 0; n < m->name_count && !name; n++) {
            const spvrt_instruction *inst = &m->insts[m->names[n]];
            if (inst->opcode == SPVRT_OpName && inst->word_count >= 3 && spvrt_inst_words(m, inst)[1] == id) {
                const char *text = (const char *)(spvrt_inst_words(m, inst) + 2);
                size_t max = (size_t)(inst->word_count - 2) * 4u;
                if (bounded_length(text, max) < max)
                    name = text;
            }
        }
        char buf[16];
        if (!name) {
            snprintf(buf, sizeof buf, "%%%u", id);
            name = buf;
        }
        if (!(s->function_names[f] = copy_string(s, name)))
            return false;
    }
    return true;
}

exec_debug_session *exec_debug_session_create(const spvrt_program *program, const spvrt_debug_trace *trace)
{
    exec_debug_session *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->program = program;
    s->trace = trace;
    s->active = true;
    if (!build_locations(s) || !build_function_names(s)) {
        exec_debug_session_free(s);
        return NULL;
    }
    return s;
}

void exec_debug_session_free(exec_debug_session *s)
{
    if (!s)
        return;
    for (uint32_t i = 0; i < s->string_count; i++)
        free(s->strings[i]);
    free(s->strings);
    free(s->loc_file);
    free(s->loc_line);
    free(s->function_names);
    free(s);
}

/* ---- stepping ------------------------------------------------------------------------------ */

void exec_debug_before_op(exec_wave *w, const exec_op *op, uint32_t depth)
{
    exec_debug_session *s = w->dispatch->debug;
    if (!s->active || !exec_lane_active(w, s->lane) || op->inst_index >= s->program->module->inst_count)
        return;
    uint32_t line = s->loc_line[op->inst_index], file = s->loc_file[op->inst_index];
    if (!line)
        return;
    bool other_line = line != s->at_line || file != s->at_file || depth != s->at_depth;
    bool stop = false;
    if (!s->started)
        stop = true;
    else
        switch (s->step) {
        case SPVRT_DEBUG_STEP_IN: stop = other_line; break;
        case SPVRT_DEBUG_STEP_OVER: stop = depth <= s->at_depth && other_line; break;
        case SPVRT_DEBUG_STEP_OUT: stop = depth < s->at_depth; break;
        default: stop = false; break;
        }
    if (!stop)
        return;
    s->started = true;
    s->at_line = line;
    s->at_file = file;
    s->at_depth = depth;
    spvrt_debug_stop view = {.session = s, .wave = w, .op = op, .depth = depth};
    s->step = s->trace->on_stop(s->trace->user, &view);
    if (s->step == SPVRT_DEBUG_CONTINUE || (unsigned)s->step > SPVRT_DEBUG_CONTINUE)
        s->active = false;
}

/* ---- what a stop shows ------------------------------------------------------------------------ */

static const char *file_name(const exec_debug_session *s, uint32_t file)
{
    if (s->disassembly)
        return DISASSEMBLY_FILE;
    const char *name = string_of(s->program->module, file);
    return name ? name : "";
}

uint32_t spvrt_debug_stop_frame_count(const spvrt_debug_stop *stop)
{
    return stop ? stop->depth : 0;
}

bool spvrt_debug_stop_frame(const spvrt_debug_stop *stop, uint32_t index, spvrt_debug_frame *frame)
{
    if (!stop || !frame || index >= stop->depth)
        return false;
    uint32_t functions[EXEC_DEBUG_MAX_FRAMES], calls[EXEC_DEBUG_MAX_FRAMES];
    uint32_t n = exec_wave_call_stack(stop->wave, functions, calls, EXEC_DEBUG_MAX_FRAMES);
    if (index >= n)
        return false;
    uint32_t k = n - 1 - index; /* outermost first in the arrays */
    const exec_debug_session *s = stop->session;
    const spvrt_program *prog = s->program;
    /* the innermost frame stands at the stop; a caller at its call */
    uint32_t inst = index == 0 ? stop->op->inst_index : prog->ops[calls[k]].inst_index;
    frame->function = functions[k] < prog->function_count ? s->function_names[functions[k]] : "";
    frame->line = inst < prog->module->inst_count ? s->loc_line[inst] : 0;
    frame->file = frame->line ? file_name(s, s->loc_file[inst]) : "";
    return true;
}

/* The text of a DebugSource / OpSource for file, honouring "#line N" (glslang puts its
 * OpModuleProcessed comments and "#line 1" before the source). */
static const char *source_text(const spvrt_module *m, uint32_t file)
{
    for (uint32_t i = 0; i < m->inst_count; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        debug_set set = inst_debug_set(m, inst);
        if (set && ext_number(m, inst) == DBG_SOURCE && ext_operand(m, inst, 0) == file && inst->word_count > 6)
            return string_of(m, ext_operand(m, inst, 1));
        if (inst->opcode == SPVRT_OpSource && inst->word_count > 4 && spvrt_inst_words(m, inst)[3] == file) {
            const char *text = (const char *)(spvrt_inst_words(m, inst) + 4);
            size_t max = (size_t)(inst->word_count - 4) * 4u;
            if (bounded_length(text, max) < max)
                return text;
        }
    }
    return NULL;
}

bool spvrt_debug_stop_source_line(const spvrt_debug_stop *stop, char *out, size_t size)
{
    if (!stop || !out || !size)
        return false;
    const exec_debug_session *s = stop->session;
    const spvrt_module *m = s->program->module;
    uint32_t inst = stop->op->inst_index;
    out[0] = 0;
    if (s->disassembly) {
        spvrt_buffer text;
        spvrt_buffer_init(&text, m->ctx);
        spvrt_text_instruction(&text, m, NULL, &m->insts[inst]);
        bool ok = !text.failed;
        size_t n = 0;
        while (ok && n < text.length && text.data[n] != '\n' && n + 1 < size) {
            out[n] = text.data[n];
            n++;
        }
        out[n] = 0;
        spvrt_buffer_free(&text);
        return ok;
    }
    const char *text = source_text(m, s->loc_file[inst]);
    if (!text)
        return false;
    uint32_t want = s->loc_line[inst], line = 1;
    for (const char *p = text; *p;) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        unsigned directive;
        if (len > 6 && strncmp(p, "#line ", 6) == 0 && sscanf(p + 6, "%u", &directive) == 1) {
            line = directive;
        } else {
            if (line == want) {
                size_t n = len < size - 1 ? len : size - 1;
                memcpy(out, p, n);
                out[n] = 0;
                return true;
            }
            line++;
        }
        if (!end)
            break;
        p = end + 1;
    }
    return false;
}

/* ---- locals ------------------------------------------------------------------------------------ */

static bool fail(char *error, size_t size, const char *fmt, const char *a, const char *b)
{
    if (error && size)
        snprintf(error, size, fmt, a, b);
    return false;
}

/* The id the local `name` reads (*through_pointer: the id is a pointer to it). */
static uint32_t find_local(const exec_debug_session *s, uint32_t function, uint32_t at, const char *name,
                           size_t length, bool *through_pointer)
{
    const spvrt_module *m = s->program->module;
    uint32_t first = m->functions[function], last = first;
    while (last < m->inst_count && m->insts[last].opcode != SPVRT_OpFunctionEnd)
        last++;
    *through_pointer = false;
    /* DebugDeclare / DebugValue: the last one before the stop */
    uint32_t found = 0;
    for (uint32_t i = first; i < at && i < last; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        debug_set set = inst_debug_set(m, inst);
        if (!set || (ext_number(m, inst) != DBG_DECLARE && ext_number(m, inst) != DBG_VALUE))
            continue;
        const spvrt_instruction *var = spvrt_module_def(m, ext_operand(m, inst, 0));
        if (!var || !inst_debug_set(m, var) || ext_number(m, var) != DBG_LOCAL_VARIABLE)
            continue;
        const char *n = string_of(m, ext_operand(m, var, 0));
        if (n && strlen(n) == length && memcmp(n, name, length) == 0) {
            found = ext_operand(m, inst, 1);
            *through_pointer = ext_number(m, inst) == DBG_DECLARE;
        }
    }
    if (found)
        return found;
    /* "%ID" */
    if (length > 1 && name[0] == '%') {
        uint32_t id = 0;
        size_t k = 1;
        for (; k < length && name[k] >= '0' && name[k] <= '9' && id < 100000000u; k++)
            id = id * 10u + (uint32_t)(name[k] - '0');
        if (k == length)
            return id;
    }
    /* OpName: an id of the function first, else a module-scope one */
    uint32_t global = 0;
    for (uint32_t n = 0; n < m->name_count; n++) {
        const spvrt_instruction *inst = &m->insts[m->names[n]];
        if (inst->opcode != SPVRT_OpName || inst->word_count < 3)
            continue;
        const uint32_t *w = spvrt_inst_words(m, inst);
        const char *text = (const char *)(w + 2);
        size_t max = (size_t)(inst->word_count - 2) * 4u;
        if (bounded_length(text, max) != length || memcmp(text, name, length) != 0)
            continue;
        const spvrt_instruction *def = spvrt_module_def(m, w[1]);
        if (!def)
            continue;
        uint32_t index = (uint32_t)(def - m->insts);
        if (index > first && index < last)
            return w[1];
        if (index < m->functions[0] || m->function_count == 0)
            global = w[1];
    }
    return global;
}

/* Selects part [name, name + length) of a value: a member, component or element index. */
static bool select_index(const spvrt_module *m, const exec_type *t, const char *name, size_t length, uint32_t *index)
{
    uint32_t count = t->kind == EXEC_STRUCT ? t->member_count : t->kind == EXEC_RUNTIME_ARRAY ? UINT32_MAX : t->length;
    if (t->kind == EXEC_VECTOR && length == 1) {
        const char *sets[2] = {"xyzw", "rgba"};
        for (int k = 0; k < 2; k++) {
            const char *c = strchr(sets[k], name[0]);
            if (c && name[0]) {
                *index = (uint32_t)(c - sets[k]);
                return *index < count;
            }
        }
    }
    if (t->kind == EXEC_STRUCT)
        for (uint32_t i = 0; i < m->inst_count; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode != SPVRT_OpMemberName || inst->word_count < 4)
                continue;
            const uint32_t *w = spvrt_inst_words(m, inst);
            const char *text = (const char *)(w + 3);
            size_t max = (size_t)(inst->word_count - 3) * 4u;
            if (w[1] == t->id && bounded_length(text, max) == length && memcmp(text, name, length) == 0) {
                *index = w[2];
                return *index < count;
            }
        }
    uint64_t v = 0;
    size_t k = 0;
    for (; k < length && name[k] >= '0' && name[k] <= '9' && v < UINT32_MAX; k++)
        v = v * 10u + (uint64_t)(name[k] - '0');
    if (k == 0 || k != length || v >= count)
        return false;
    *index = (uint32_t)v;
    return true;
}

static void set_value(spvrt_debug_value *value, const exec_type *scalar, uint64_t bits)
{
    memset(value, 0, sizeof *value);
    switch (scalar->kind) {
    case EXEC_BOOL: value->kind = 'b'; value->u = bits != 0; break;
    case EXEC_FLOAT:
        value->kind = 'f';
        if (scalar->bits == 16) {
            value->f = spvrt_f16_to_f64((uint16_t)bits);
        } else if (scalar->bits == 32) {
            float f;
            uint32_t b = (uint32_t)bits;
            memcpy(&f, &b, 4);
            value->f = f;
        } else {
            memcpy(&value->f, &bits, 8);
        }
        break;
    default:
        if (scalar->is_signed) {
            value->kind = 'i';
            unsigned shift = 64u - scalar->bits;
            value->i = (int64_t)(bits << shift) >> shift;
        } else {
            value->kind = 'u';
            value->u = bits;
        }
        break;
    }
}

bool spvrt_debug_stop_local(const spvrt_debug_stop *stop, const char *name, spvrt_debug_value *value,
                                      char *error, size_t error_size)
{
    if (!stop || !name || !value)
        return false;
    const exec_debug_session *s = stop->session;
    const spvrt_program *prog = s->program;
    const spvrt_module *m = prog->module;
    exec_wave *w = stop->wave;
    uint32_t lane = s->lane;
    uint32_t functions[EXEC_DEBUG_MAX_FRAMES], calls[EXEC_DEBUG_MAX_FRAMES];
    uint32_t n = exec_wave_call_stack(w, functions, calls, EXEC_DEBUG_MAX_FRAMES);
    if (!n || functions[n - 1] >= m->function_count)
        return fail(error, error_size, "no function is running%s%s", "", "");
    const char *dot = strchr(name, '.');
    size_t head = dot ? (size_t)(dot - name) : strlen(name);
    bool through_pointer;
    uint32_t id = find_local(s, functions[n - 1], stop->op->inst_index, name, head, &through_pointer);
    if (!id || id >= prog->debug_id_count)
        return fail(error, error_size, "no local '%s' in this function (no DebugDeclare, DebugValue or OpName of it "
                    "before the stop)%s", name, "");
    const exec_debug_id *d = &prog->debug_ids[id];
    const exec_type *type = d->type;
    uint32_t row = d->row;
    bool in_memory = false;
    if (d->value_row != EXEC_NONE) {
        row = d->value_row;
        type = type ? type->element : NULL;
    } else if (type && type->kind == EXEC_POINTER) {
        in_memory = d->layout != NULL;
        if (!in_memory)
            return fail(error, error_size, "'%s' points to memory the debugger cannot read%s", name, "");
    } else if (through_pointer) {
        return fail(error, error_size, "'%s' is declared with a variable that is not a pointer%s", name, "");
    }
    if (!type || row == EXEC_NONE)
        return fail(error, error_size, "'%s' has no value the debugger can read%s", name, "");
    /* walk the parts */
    const exec_layout *layout = in_memory ? d->layout : NULL;
    const exec_type *at = in_memory ? layout->type : type;
    uint64_t offset = 0;
    const char *part = dot ? dot + 1 : NULL;
    while (part) {
        const char *next = strchr(part, '.');
        size_t len = next ? (size_t)(next - part) : strlen(part);
        uint32_t index;
        bool composite = at->kind == EXEC_STRUCT || at->kind == EXEC_VECTOR || at->kind == EXEC_MATRIX ||
                         at->kind == EXEC_ARRAY || (in_memory && at->kind == EXEC_RUNTIME_ARRAY);
        if (!composite || !select_index(m, at, part, len, &index))
            return fail(error, error_size, "'%s' has no part '%s'", name, part);
        if (in_memory) {
            if (at->kind == EXEC_STRUCT) {
                offset += layout->member_offset[index];
                layout = layout->member_layout[index];
            } else {
                offset += (uint64_t)index * layout->element_step;
                layout = layout->element_layout;
            }
            if (!layout)
                return fail(error, error_size, "'%s': the debugger cannot read part '%s'", name, part);
            at = layout->type;
        } else {
            if (at->kind == EXEC_STRUCT) {
                row += at->member_first[index];
                at = at->members[index];
            } else {
                row += index * at->element->components;
                at = at->element;
            }
        }
        part = next ? next + 1 : NULL;
    }
    if (at->kind != EXEC_BOOL && at->kind != EXEC_INT && at->kind != EXEC_FLOAT)
        return fail(error, error_size, "'%s' is not a scalar: name a member or component of it%s", name, "");
    uint64_t bits = 0;
    uint32_t bytes = exec_scalar_bytes(at);
    if (in_memory) {
        const uint64_t pointer = ((const uint64_t *)exec_row(w, row))[lane];
        uint64_t target;
        if (type->storage_class == SPVRT_StorageClass_PhysicalStorageBuffer)
            target = pointer + offset;
        else
            target = exec_pointer_at(pointer & ~EXEC_OFFSET_MASK, exec_pointer_offset(pointer) + (int64_t)offset);
        bool was_trapped = w->trapped;
        const void *p = exec_memory_at(w, NULL, lane, target, type->storage_class, layout->extent);
        w->trapped = was_trapped; /* reading for the debugger is no trap of the shader */
        if (!p)
            return fail(error, error_size, "'%s' is outside the memory it points to%s", name, "");
        memcpy(&bits, p, bytes);
    } else {
        memcpy(&bits, (const uint8_t *)exec_row(w, row) + (size_t)lane * bytes, bytes);
    }
    set_value(value, at, bits);
    return true;
}
