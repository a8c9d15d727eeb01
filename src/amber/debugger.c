/* spvrt AmberScript: a DEBUG block's THREAD commands played against the CPU
 * engine's shader debugger (google/amber docs/debugger.md, as of the commit
 * before Amber removed shader debugging in Dec 2022; spvrt's semantics:
 * docs/debugger.md).  Each stop of the traced invocation runs the THREAD's
 * commands up to the next STEP_IN / STEP_OVER / STEP_OUT / CONTINUE, which
 * goes back to the engine. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "debugger.h"
#include "../core/core.h"

#define GLSL_FILE "ComputeShader0.comp"

static void failf(amber_debugger *g, uint32_t line, const char *fmt, ...) SPVRT_PRINTF(3, 4);
static void failf(amber_debugger *g, uint32_t line, const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    g->failed++;
    g->fail(g->user, line, text);
}

static const char *shown_file(const amber_debugger *g, const char *file)
{
    if (g->glsl && file[0] && strcmp(file, "ComputeShader0.spvasm") != 0)
        return GLSL_FILE;
    return file;
}

static void expect_location(amber_debugger *g, const spvrt_amber_debug_command *c, const spvrt_debug_stop *stop)
{
    spvrt_debug_frame f;
    if (!spvrt_debug_stop_frame(stop, 0, &f)) {
        failf(g, c->line, "EXPECT LOCATION: the debugger has no frame");
        return;
    }
    const char *file = shown_file(g, f.file);
    if (strcmp(file, c->file) != 0 || f.line != c->at_line) {
        failf(g, c->line, "EXPECT LOCATION: the invocation stands at \"%s\" %u, not \"%s\" %u", file, f.line, c->file,
              c->at_line);
        return;
    }
    if (c->source) {
        char text[512];
        if (!spvrt_debug_stop_source_line(stop, text, sizeof text)) {
            failf(g, c->line, "EXPECT LOCATION: the text of \"%s\" line %u is not in the module's debug information",
                  file, f.line);
            return;
        }
        if (strcmp(text, c->source) != 0) {
            failf(g, c->line, "EXPECT LOCATION: line %u of \"%s\" is \"%s\", not \"%s\"", f.line, file, text,
                  c->source);
            return;
        }
    }
    g->passed++;
}

static void expect_callstack(amber_debugger *g, const spvrt_amber_debug_command *c, const spvrt_debug_stop *stop)
{
    uint32_t n = spvrt_debug_stop_frame_count(stop);
    if (n != c->frame_count) {
        spvrt_debug_frame f = {"", "", 0};
        spvrt_debug_stop_frame(stop, 0, &f);
        failf(g, c->line, "EXPECT CALLSTACK: %u frames (innermost \"%s\"), not %u", n, f.function, c->frame_count);
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        spvrt_debug_frame f;
        const spvrt_amber_debug_frame *want = &c->frames[i];
        if (!spvrt_debug_stop_frame(stop, i, &f)) {
            failf(g, c->line, "EXPECT CALLSTACK: frame %u cannot be read", i);
            return;
        }
        const char *file = shown_file(g, f.file);
        if (strcmp(f.function, want->function) != 0 || (want->file && strcmp(file, want->file) != 0) ||
            (want->line && f.line != want->line)) {
            failf(g, c->line, "EXPECT CALLSTACK: frame %u is \"%s\" \"%s\" %u, not \"%s\"%s%s%s %u", i, f.function,
                  file, f.line, want->function, want->file ? " \"" : "", want->file ? want->file : "",
                  want->file ? "\"" : "", want->line);
            return;
        }
    }
    g->passed++;
}

static void format_debug_value(char *out, size_t size, const spvrt_debug_value *v)
{
    switch (v->kind) {
    case 'i': snprintf(out, size, "%lld", (long long)v->i); break;
    case 'u': snprintf(out, size, "%llu", (unsigned long long)v->u); break;
    case 'b': snprintf(out, size, "%s", v->u ? "true" : "false"); break;
    default: snprintf(out, size, "%.9g", v->f); break;
    }
}

/* Amber's ExpectLocal: an integer is compared exactly, a float within 0.00001
 * (google/amber src/vulkan/engine_vulkan_debugger.cc), a string as text; here a
 * bool local reads as "true" / "false" (or 1 / 0), and an integer expected of a
 * float local is compared as a float. */
static void expect_local(amber_debugger *g, const spvrt_amber_debug_command *c, const spvrt_debug_stop *stop)
{
    spvrt_debug_value v;
    char error[512];
    if (!spvrt_debug_stop_local(stop, c->name, &v, error, sizeof error)) {
        failf(g, c->line, "EXPECT LOCAL: %s", error);
        return;
    }
    bool holds = false;
    switch (c->value_kind) {
    case 'i':
        if (v.kind == 'i')
            holds = v.i == c->value_int;
        else if (v.kind == 'u' || v.kind == 'b')
            holds = c->value_int >= 0 && v.u == (uint64_t)c->value_int;
        else
            holds = fabs(v.f - (double)c->value_int) < 0.00001;
        break;
    case 'f': {
        double a = v.kind == 'i' ? (double)v.i : v.kind == 'f' ? v.f : (double)v.u;
        holds = fabs(a - c->value_float) < 0.00001;
        break;
    }
    default: {
        char text[64];
        format_debug_value(text, sizeof text, &v);
        holds = strcmp(text, c->value_string) == 0;
        break;
    }
    }
    if (holds) {
        g->passed++;
        return;
    }
    char got[64], want[96];
    format_debug_value(got, sizeof got, &v);
    if (c->value_kind == 'i')
        snprintf(want, sizeof want, "%lld", (long long)c->value_int);
    else if (c->value_kind == 'f')
        snprintf(want, sizeof want, "%.9g", c->value_float);
    else
        snprintf(want, sizeof want, "\"%.80s\"", c->value_string);
    failf(g, c->line, "EXPECT LOCAL \"%s\": %s, expected %s", c->name, got, want);
}

static spvrt_debug_step on_stop(void *user, const spvrt_debug_stop *stop)
{
    amber_debugger *g = user;
    const spvrt_amber_debug *d = g->script;
    g->reached = true;
    while (g->next < d->command_count) {
        const spvrt_amber_debug_command *c = &d->commands[g->next++];
        switch (c->kind) {
        case SPVRT_AMBER_DEBUG_STEP_IN: return SPVRT_DEBUG_STEP_IN;
        case SPVRT_AMBER_DEBUG_STEP_OVER: return SPVRT_DEBUG_STEP_OVER;
        case SPVRT_AMBER_DEBUG_STEP_OUT: return SPVRT_DEBUG_STEP_OUT;
        case SPVRT_AMBER_DEBUG_CONTINUE: return SPVRT_DEBUG_CONTINUE;
        case SPVRT_AMBER_DEBUG_EXPECT_LOCATION: expect_location(g, c, stop); break;
        case SPVRT_AMBER_DEBUG_EXPECT_CALLSTACK: expect_callstack(g, c, stop); break;
        case SPVRT_AMBER_DEBUG_EXPECT_LOCAL: expect_local(g, c, stop); break;
        }
    }
    return SPVRT_DEBUG_CONTINUE;
}

static void on_end(void *user, bool reached, bool finished)
{
    amber_debugger *g = user;
    g->reached = g->reached || reached;
    g->finished = finished;
}

void amber_debugger_init(amber_debugger *g, const spvrt_amber_debug *script, bool glsl, amber_debugger_fail_fn fail,
                         void *user)
{
    memset(g, 0, sizeof *g);
    g->script = script;
    g->glsl = glsl;
    g->fail = fail;
    g->user = user;
    memcpy(g->trace.global_id, script->global_id, sizeof g->trace.global_id);
    g->trace.on_stop = on_stop;
    g->trace.on_end = on_end;
    g->trace.user = g;
}

void amber_debugger_finish(amber_debugger *g)
{
    const spvrt_amber_debug *d = g->script;
    if (!g->reached) {
        failf(g, d->thread_line, "THREAD GLOBAL_INVOCATION_ID %u %u %u: the invocation never ran (no workgroup of "
              "the dispatch holds it)", d->global_id[0], d->global_id[1], d->global_id[2]);
        return;
    }
    /* step commands after the end are harmless (a STEP past the last line ends the invocation); an
       EXPECT after it checks nothing, and fails */
    while (g->next < d->command_count) {
        const spvrt_amber_debug_command *c = &d->commands[g->next++];
        if (c->kind >= SPVRT_AMBER_DEBUG_EXPECT_LOCATION)
            failf(g, c->line, "EXPECT after the end of the invocation: the steps before it ran it to its end");
    }
}
