/* spvrt: the command-line tool.
 *
 * Exit status: 0 success, 1 the input is invalid (with a located error),
 * 2 usage errors (unknown subcommand or flag, missing file); for run also
 * no Vulkan device, and a script skipped (it needs what spvrt does not run
 * yet, such as graphics pipelines, or what the device lacks).  Flags follow
 * SPIRV-Tools where they overlap (-o, --target-env, --raw-id, ...).
 */
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "spvrt/spvrt.h"

enum { EXIT_INVALID = 1, EXIT_USAGE = 2 };

typedef struct command {
    const char *name;
    const char *summary;
    const char *usage;
    int (*run)(int argc, char **argv);
} command;

static const command *find_command(const char *name);
static void print_help(FILE *f);

static int usage_error(const char *sub, const char *fmt, const char *arg)
{
    fprintf(stderr, "spvrt%s%s: ", sub ? " " : "", sub ? sub : "");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, " (see 'spvrt help%s%s')\n", sub ? " " : "", sub ? sub : "");
    return EXIT_USAGE;
}

/* ---- files ---------------------------------------------------------------- */

/* Read a whole file ("-" = standard input).  Returns NULL with errno set. */
static unsigned char *read_file(const char *path, size_t *size)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    unsigned char *data = malloc(cap);
    while (data) {
        size_t n = fread(data + len, 1, cap - len, f);
        len += n;
        if (len < cap) {
            if (ferror(f)) {
                free(data);
                data = NULL;
                errno = EIO;
            }
            break;
        }
        unsigned char *bigger = cap > SIZE_MAX / 2 ? NULL : realloc(data, cap * 2);
        if (!bigger) {
            free(data);
            data = NULL;
            errno = ENOMEM;
            break;
        }
        data = bigger;
        cap *= 2;
    }
    if (f != stdin)
        fclose(f);
    *size = len;
    return data;
}

static int write_file(const char *path, const void *data, size_t size)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "spvrt: %s: cannot open for writing: %s\n", path, strerror(errno));
        return EXIT_USAGE;
    }
    size_t n = fwrite(data, 1, size, f);
    int bad = n != size || fflush(f) != 0;
    if (f != stdout)
        bad |= fclose(f) != 0;
    if (bad) {
        fprintf(stderr, "spvrt: %s: write failed: %s\n", path, strerror(errno));
        return EXIT_INVALID;
    }
    return 0;
}

/* Print the context's diagnostics located in the input file. */
static void print_diagnostics(spvrt_context *ctx, const char *path, int text)
{
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    for (uint32_t i = 0; i < n; i++) {
        const char *severity = d[i].severity == SPVRT_SEVERITY_ERROR     ? "error"
                               : d[i].severity == SPVRT_SEVERITY_WARNING ? "warning"
                                                                         : "note";
        if (text)
            fprintf(stderr, "%s:%u:%u: %s: %s\n", path, d[i].line, d[i].column, severity, d[i].message);
        else if (d[i].instruction_index != UINT32_MAX)
            fprintf(stderr, "%s: word %zu (instruction %u): %s: %s\n", path, d[i].word_offset,
                    d[i].instruction_index, severity, d[i].message);
        else
            fprintf(stderr, "%s: word %zu: %s: %s\n", path, d[i].word_offset, severity, d[i].message);
    }
}

/* spvrt val: the reader's errors are rules too.  Each is printed with its rule id; in a Vulkan environment the
 * binary-form ones carry the Vulkan environment's ids (Vulkan appendix A "Versions and Formats": ENV-002 for
 * the words, magic number and version, ENV-003 for literal strings). */
static void print_read_errors_for_val(spvrt_context *ctx, const char *path, const spvrt_val_options *options)
{
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    bool vulkan = options->environment == SPVRT_ENV_VULKAN;
    for (uint32_t k = 0; k < n; k++) {
        const char *rule = d[k].rule ? d[k].rule : "";
        if (vulkan && strcmp(rule, "CORE-BINARY-HEADER") == 0)
            rule = "ENV-002";
        else if (vulkan && strcmp(rule, "CORE-BINARY-STRING") == 0)
            rule = "ENV-003";
        fprintf(stderr, "%s: word %zu: error: %s: %s\n", path, d[k].word_offset, rule, d[k].message);
    }
}

/* Read a binary module; on failure prints why (as spvrt val does when val_options is given) and returns the
 * exit status. */
static int load_module(spvrt_context *ctx, const char *path, spvrt_module **module,
                       const spvrt_val_options *val_options)
{
    /* the library reads the file into the module's own words: one copy of the input in memory */
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "spvrt: %s: %s\n", path, strerror(errno));
        return EXIT_USAGE;
    }
    spvrt_result r = spvrt_module_read_stream(ctx, f, module);
    int read_errno = errno;
    if (f != stdin)
        fclose(f);
    if (r == SPVRT_ERROR_IO) {
        fprintf(stderr, "spvrt: %s: %s\n", path, strerror(read_errno));
        return EXIT_USAGE;
    }
    if (r != SPVRT_SUCCESS) {
        if (val_options)
            print_read_errors_for_val(ctx, strcmp(path, "-") ? path : "<stdin>", val_options);
        else
            print_diagnostics(ctx, strcmp(path, "-") ? path : "<stdin>", 0);
        if (r == SPVRT_ERROR_OUT_OF_MEMORY)
            fprintf(stderr, "spvrt: %s: out of memory\n", path);
        return EXIT_INVALID;
    }
    return 0;
}

/* An argument that is not a known flag: the input file, once.  Returns 0, or
 * the usage exit status after saying what is wrong. */
static int take_input(const char *sub, const char *arg, const char **in)
{
    if (arg[0] == '-' && arg[1] != '\0')
        return usage_error(sub, "unknown flag '%s'", arg);
    if (*in)
        return usage_error(sub, "more than one input file ('%s')", arg);
    *in = arg;
    return 0;
}

/* "--target-env ENV" or "--target-env=ENV" at argv[*i]: 1 if it was that
 * flag (then *status is 0 or the usage exit status), 0 otherwise. */
static int target_env_flag(const char *sub, int argc, char **argv, int *i, spvrt_target_env *target, int *status)
{
    const char *a = argv[*i];
    if (strcmp(a, "--target-env") != 0 && strncmp(a, "--target-env=", 13) != 0)
        return 0;
    const char *env = a[12] == '=' ? a + 13 : (++*i < argc ? argv[*i] : NULL);
    *status = 0;
    if (!env)
        *status = usage_error(sub, "%s needs an environment name", a);
    else if (spvrt_target_env_parse(env, target) != SPVRT_SUCCESS)
        *status = usage_error(sub, "unknown target environment '%s'", env);
    return 1;
}

/* Read the input module and run action on it: the exit status. */
static int with_module(const char *sub, const char *in, int (*action)(spvrt_context *, spvrt_module *, const char *,
                                                                      void *),
                       void *user)
{
    if (!in)
        return usage_error(sub, "%s", "no input file");
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return EXIT_INVALID;
    spvrt_module *module;
    int status = load_module(ctx, in, &module, strcmp(sub, "val") == 0 ? user : NULL);
    if (status == 0) {
        status = action(ctx, module, strcmp(in, "-") ? in : "<stdin>", user);
        spvrt_module_free(module);
    }
    spvrt_context_destroy(ctx);
    return status;
}

/* ---- spvrt dis ---------------------------------------------------------------- */

typedef struct dis_job {
    const char *out;
    spvrt_dis_options options;
} dis_job;

static int run_dis(spvrt_context *ctx, spvrt_module *module, const char *path, void *user)
{
    dis_job *job = user;
    char *text;
    size_t length;
    spvrt_result r = spvrt_disassemble(ctx, module, &job->options, &text, &length);
    if (r != SPVRT_SUCCESS) {
        fprintf(stderr, "spvrt dis: %s: %s\n", path, spvrt_result_string(r));
        return EXIT_INVALID;
    }
    int status = write_file(job->out, text, length);
    spvrt_free(ctx, text);
    return status;
}

static int cmd_dis(int argc, char **argv)
{
    const char *in = NULL;
    dis_job job = {"-", {0}};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int status = 0;
        if (strcmp(a, "-o") == 0) {
            if (++i >= argc)
                return usage_error("dis", "%s needs a file name", a);
            job.out = argv[i];
        } else if (strcmp(a, "--raw-id") == 0) {
            job.options.flags |= SPVRT_DIS_RAW_ID;
        } else if (strcmp(a, "--no-header") == 0) {
            job.options.flags |= SPVRT_DIS_NO_HEADER;
        } else if (strcmp(a, "--no-indent") == 0) {
            job.options.flags |= SPVRT_DIS_NO_INDENT;
        } else if (strcmp(a, "--offsets") == 0) {
            job.options.flags |= SPVRT_DIS_OFFSETS;
        } else if ((status = take_input("dis", a, &in)) != 0) {
            return status;
        }
    }
    return with_module("dis", in, run_dis, &job);
}

/* ---- spvrt as ------------------------------------------------------------------ */

static int cmd_as(int argc, char **argv)
{
    const char *in = NULL, *out = NULL;
    spvrt_as_options options = {0};
    spvrt_target_env target = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int status = 0;
        if (strcmp(a, "-o") == 0) {
            if (++i >= argc)
                return usage_error("as", "%s needs a file name", a);
            out = argv[i];
        } else if (target_env_flag("as", argc, argv, &i, &target, &status)) {
            if (status)
                return status;
            options.version = target.spirv_version;
        } else if (strcmp(a, "--preserve-numeric-ids") == 0) {
            options.preserve_numeric_ids = 1;
        } else if ((status = take_input("as", a, &in)) != 0) {
            return status;
        }
    }
    if (!in)
        return usage_error("as", "%s", "no input file");
    if (!out)
        out = "out.spv"; /* as spirv-as */
    size_t size;
    unsigned char *text = read_file(in, &size);
    if (!text) {
        fprintf(stderr, "spvrt: %s: %s\n", in, strerror(errno));
        return EXIT_USAGE;
    }
    spvrt_context *ctx = spvrt_context_create(NULL);
    int status = EXIT_INVALID;
    if (ctx) {
        uint32_t *words;
        size_t count;
        spvrt_result r = spvrt_assemble(ctx, (const char *)text, size, &options, &words, &count);
        if (r == SPVRT_SUCCESS) {
            status = write_file(out, words, count * 4);
            spvrt_free(ctx, words);
        } else {
            print_diagnostics(ctx, strcmp(in, "-") ? in : "<stdin>", 1);
            if (r == SPVRT_ERROR_OUT_OF_MEMORY)
                fprintf(stderr, "spvrt as: %s: out of memory\n", in);
        }
        spvrt_context_destroy(ctx);
    }
    free(text);
    return status;
}

/* ---- spvrt val ------------------------------------------------------------------ */

/* Print validation diagnostics; paths[d.module] names each one's file. */
static void print_val_diagnostics(spvrt_context *ctx, const char *const *paths, uint32_t path_count)
{
    const spvrt_diagnostic *d;
    uint32_t n = spvrt_context_diagnostics(ctx, &d);
    for (uint32_t k = 0; k < n; k++) {
        const char *path = paths[d[k].module < path_count ? d[k].module : 0];
        if (d[k].instruction_index != UINT32_MAX)
            fprintf(stderr, "%s: word %zu (instruction %u): error: %s: %s\n  %s\n", path, d[k].word_offset,
                    d[k].instruction_index, d[k].rule ? d[k].rule : "", d[k].message,
                    d[k].instruction ? d[k].instruction : "");
        else
            fprintf(stderr, "%s: error: %s: %s\n", path, d[k].rule ? d[k].rule : "", d[k].message);
    }
}

static int run_val(spvrt_context *ctx, spvrt_module *module, const char *path, void *user)
{
    spvrt_result r = spvrt_validate(ctx, module, user);
    print_val_diagnostics(ctx, &path, 1);
    if (r == SPVRT_SUCCESS)
        return 0;
    if (r != SPVRT_ERROR_INVALID_MODULE)
        fprintf(stderr, "spvrt val: %s: %s\n", path, spvrt_result_string(r));
    return EXIT_INVALID;
}

/* spvrt val --link: every input is one module of one pipeline or execution graph. */
static int link_val(int count, const char **paths, const spvrt_val_options *options)
{
    if (count == 0)
        return usage_error("val", "%s", "no input file");
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_module **modules = ctx ? calloc((size_t)count, sizeof *modules) : NULL;
    int status = modules ? 0 : EXIT_INVALID;
    for (int k = 0; k < count && status == 0; k++)
        status = load_module(ctx, paths[k], &modules[k], options);
    if (status == 0) {
        spvrt_result r = spvrt_validate_link(ctx, (const spvrt_module *const *)modules, (uint32_t)count, options);
        print_val_diagnostics(ctx, paths, (uint32_t)count);
        if (r != SPVRT_SUCCESS && r != SPVRT_ERROR_INVALID_MODULE)
            fprintf(stderr, "spvrt val: %s\n", spvrt_result_string(r));
        status = r == SPVRT_SUCCESS ? 0 : EXIT_INVALID;
    }
    for (int k = 0; modules && k < count; k++)
        spvrt_module_free(modules[k]);
    free(modules);
    spvrt_context_destroy(ctx);
    return status;
}

/* spirv-val's universal-limit flags ("--max-struct-members N"): 1 if argv[*i]
 * was one (and its number was read), -1 if its number is missing or bad, 0
 * if it is another argument. */
static int limit_flag(int argc, char **argv, int *i, spvrt_val_limits *limits)
{
    static const struct {
        const char *flag;
        size_t offset;
    } flags[] = {
        {"--max-id-bound", offsetof(spvrt_val_limits, max_id_bound)},
        {"--max-struct-members", offsetof(spvrt_val_limits, max_struct_members)},
        {"--max-struct-depth", offsetof(spvrt_val_limits, max_struct_depth)},
        {"--max-switch-branches", offsetof(spvrt_val_limits, max_switch_branches)},
        {"--max-function-args", offsetof(spvrt_val_limits, max_function_args)},
        {"--max-local-variables", offsetof(spvrt_val_limits, max_local_variables)},
        {"--max-global-variables", offsetof(spvrt_val_limits, max_global_variables)},
        {"--max-access-chain-indexes", offsetof(spvrt_val_limits, max_access_chain_indexes)},
        {"--max-control-flow-nesting-depth", offsetof(spvrt_val_limits, max_control_flow_nesting_depth)},
    };
    for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++) {
        if (strcmp(argv[*i], flags[k].flag) != 0)
            continue;
        char *end = NULL;
        if (++*i >= argc || argv[*i][0] < '0' || argv[*i][0] > '9')
            return -1;
        unsigned long value = strtoul(argv[*i], &end, 10);
        if (*end != '\0' || value == 0 || value > UINT32_MAX)
            return -1;
        *(uint32_t *)((char *)limits + flags[k].offset) = (uint32_t)value;
        return 1;
    }
    return 0;
}

/* The device the runtime rules check against (--profile FILE, --feature NAME, --extension NAME). */
typedef struct device_flags {
    spvrt_context *ctx;
    spvrt_device_profile *profile;
} device_flags;

static void device_flags_free(device_flags *d)
{
    spvrt_device_profile_destroy(d->profile);
    spvrt_context_destroy(d->ctx);
}

/* argv[*i] is --profile, --feature or --extension: 1 (then *status is 0 or the usage exit status after
 * saying what is wrong: an unreadable file, malformed JSON at line:column, an unknown name), else 0. */
static int device_flag(int argc, char **argv, int *i, device_flags *d, int *status)
{
    const char *a = argv[*i];
    if (strcmp(a, "--profile") != 0 && strcmp(a, "--feature") != 0 && strcmp(a, "--extension") != 0)
        return 0;
    *status = 0;
    if (++*i >= argc) {
        *status = usage_error("val", "%s needs an argument", a);
        return 1;
    }
    const char *arg = argv[*i];
    if (!d->ctx && (!(d->ctx = spvrt_context_create(NULL)) ||
                    spvrt_device_profile_create(d->ctx, &d->profile) != SPVRT_SUCCESS)) {
        fprintf(stderr, "spvrt val: out of memory\n");
        *status = EXIT_USAGE;
        return 1;
    }
    spvrt_result r;
    if (strcmp(a, "--profile") == 0) {
        size_t size;
        char *text = (char *)read_file(arg, &size);
        if (!text) {
            fprintf(stderr, "spvrt val: %s: cannot read the device profile: %s\n", arg, strerror(errno));
            *status = EXIT_USAGE;
            return 1;
        }
        r = spvrt_device_profile_load_json(d->profile, text, size);
        free(text);
    } else if (strcmp(a, "--feature") == 0) {
        r = spvrt_device_profile_enable_feature(d->profile, arg);
    } else {
        r = spvrt_device_profile_enable_extension(d->profile, arg);
    }
    if (r != SPVRT_SUCCESS) {
        const spvrt_diagnostic *diag;
        uint32_t n = spvrt_context_diagnostics(d->ctx, &diag);
        for (uint32_t k = 0; k < n; k++)
            if (diag[k].line)
                fprintf(stderr, "spvrt val: %s:%u:%u: error: %s\n", arg, diag[k].line, diag[k].column, diag[k].message);
            else
                fprintf(stderr, "spvrt val: %s\n", diag[k].message);
        if (n == 0)
            fprintf(stderr, "spvrt val: %s %s: %s\n", a, arg, spvrt_result_string(r));
        *status = EXIT_USAGE;
    }
    return 1;
}

static int cmd_val(int argc, char **argv)
{
    const char *in = NULL;
    spvrt_val_options options = {0};
    const char **inputs = (const char **)argv; /* the inputs, gathered in place (each index <= its argument's) */
    int input_count = 0, link = 0;
    spvrt_target_env target = {0};
    device_flags device = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int status = 0;
        if (device_flag(argc, argv, &i, &device, &status)) {
            if (status) {
                device_flags_free(&device);
                return status;
            }
        } else if (target_env_flag("val", argc, argv, &i, &target, &status)) {
            if (status)
                return device_flags_free(&device), status;
            options.version = target.spirv_version;
            options.environment = target.environment;
            options.api_version = target.api_version;
        } else if ((status = limit_flag(argc, argv, &i, &options.limits)) != 0) {
            if (status < 0)
                return device_flags_free(&device), usage_error("val", "%s needs a number", a);
        } else if (strcmp(a, "--max-errors") == 0) {
            char *end = NULL;
            if (++i >= argc || (options.max_errors = (uint32_t)strtoul(argv[i], &end, 10), *end != '\0'))
                return device_flags_free(&device), usage_error("val", "%s needs a number", a);
        } else if (strcmp(a, "--relax-block-layout") == 0) {
            options.relax_block_layout = true;
        } else if (strcmp(a, "--uniform-buffer-standard-layout") == 0) {
            options.uniform_buffer_standard_layout = true;
        } else if (strcmp(a, "--scalar-block-layout") == 0) {
            options.scalar_block_layout = true;
        } else if (strcmp(a, "--workgroup-scalar-block-layout") == 0) {
            options.workgroup_scalar_block_layout = true;
        } else if (strcmp(a, "--skip-block-layout") == 0) {
            options.skip_block_layout = true;
        } else if (strcmp(a, "--list-rules") == 0) {
            const spvrt_rule_info *rules;
            uint32_t n = spvrt_validation_rules(&rules);
            printf("| rule | VUID | source | requirement |\n| --- | --- | --- | --- |\n");
            for (uint32_t k = 0; k < n; k++)
                printf("| %s | %s | %s | %s |\n", rules[k].id, rules[k].vuid ? rules[k].vuid : "", rules[k].source,
                       rules[k].summary);
            device_flags_free(&device);
            return 0;
        } else if (strcmp(a, "--link") == 0) {
            link = 1;
        } else if (a[0] != '-' || a[1] == '\0') {
            inputs[input_count++] = a;
        } else if ((status = take_input("val", a, &in)) != 0) {
            device_flags_free(&device);
            return status;
        }
    }
    options.profile = device.profile;
    int status = 0;
    if (link)
        status = link_val(input_count, inputs, &options);
    else if (input_count > 1)
        status = usage_error("val", "more than one input file ('%s'); --link validates a set", inputs[1]);
    else
        status = with_module("val", input_count ? inputs[0] : NULL, run_val, &options);
    device_flags_free(&device);
    return status;
}

/* ---- help ----------------------------------------------------------------------- */

/* ---- run ------------------------------------------------------------------ */

/* Messages of spvrt_amber_run: failed EXPECTs on standard output (with the
 * counts), errors and their notes on standard error. */
static void run_message(void *user, spvrt_amber_message kind, const char *text)
{
    (void)user;
    FILE *f = kind == SPVRT_AMBER_MESSAGE_FAIL ? stdout : stderr;
    fflush(kind == SPVRT_AMBER_MESSAGE_FAIL ? stderr : stdout);
    fprintf(f, "%s\n", text);
    fflush(f);
}

static int number_flag(const char *sub, int argc, char **argv, int *i, uint64_t max, uint64_t *out, int *status)
{
    const char *a = argv[*i];
    if (*i + 1 >= argc) {
        *status = usage_error(sub, "%s needs a number", a);
        return 1;
    }
    const char *v = argv[++*i];
    char *end;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    if (!*v || *end || errno || v[0] == '-' || n > max) {
        *status = usage_error(sub, "bad number '%s'", v);
        return 1;
    }
    *out = n;
    *status = 0;
    return 1;
}

static int cmd_run(int argc, char **argv)
{
    spvrt_amber_options options = {0};
    options.message = run_message;
    int timing = 0, status = 0;
    const char **files = calloc((size_t)argc, sizeof *files);
    spvrt_amber_png *pngs = calloc((size_t)argc, sizeof *pngs);
    uint32_t png_count = 0;
    int file_count = 0;
    if (!files || !pngs) {
        free(files);
        free(pngs);
        return EXIT_INVALID;
    }
    options.progress = isatty(STDERR_FILENO);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        uint64_t v;
        if (strcmp(a, "--threads") == 0) {
            number_flag("run", argc, argv, &i, 1024, &v, &status);
            options.threads = (uint32_t)v;
        } else if (strcmp(a, "--subgroup-size") == 0) {
            number_flag("run", argc, argv, &i, 64, &v, &status);
            if (!status && (v < 4 || (v & (v - 1))))
                status = usage_error("run", "subgroup size '%s' is not 4, 8, 16, 32 or 64", argv[i]);
            options.subgroup_size = (uint32_t)v;
        } else if (strcmp(a, "--max-steps") == 0) {
            number_flag("run", argc, argv, &i, UINT64_MAX, &v, &status);
            options.max_steps = v;
        } else if (strcmp(a, "--engine") == 0) {
            const char *mode = i + 1 < argc ? argv[++i] : "";
            if (strcmp(mode, "interp") == 0)
                options.engine = SPVRT_ENGINE_INTERP;
            else if (strcmp(mode, "jit") == 0)
                options.engine = SPVRT_ENGINE_JIT;
            else
                status = usage_error("run", "--engine takes interp or jit, not '%s'", mode);
            if (options.engine == SPVRT_ENGINE_JIT && !spvrt_jit_available()) {
                fprintf(stderr, "spvrt run: --engine jit: not supported by this build (no LLVM 19)\n");
                free(files);
                free(pngs);
                return 2; /* "not supported" */
            }
        } else if (strcmp(a, "--window") == 0) {
            number_flag("run", argc, argv, &i, 256, &v, &status);
            options.rt_window = (uint32_t)v;
        } else if (strcmp(a, "--reorder") == 0) {
            const char *mode = i + 1 < argc ? argv[++i] : "";
            if (strcmp(mode, "on") == 0)
                options.rt_reorder = SPVRT_RT_REORDER_ON;
            else if (strcmp(mode, "off") == 0)
                options.rt_reorder = SPVRT_RT_REORDER_OFF;
            else if (strcmp(mode, "shuffle") == 0)
                options.rt_reorder = SPVRT_RT_REORDER_SHUFFLE;
            else
                status = usage_error("run", "--reorder takes on, off or shuffle, not '%s'", mode);
        } else if (strcmp(a, "--graph-schedule") == 0) {
            const char *mode = i + 1 < argc ? argv[++i] : "";
            if (strcmp(mode, "breadth") == 0)
                options.graph_schedule = SPVRT_GRAPH_SCHEDULE_BREADTH;
            else if (strcmp(mode, "depth") == 0)
                options.graph_schedule = SPVRT_GRAPH_SCHEDULE_DEPTH;
            else if (strcmp(mode, "shuffle") == 0)
                options.graph_schedule = SPVRT_GRAPH_SCHEDULE_SHUFFLE;
            else
                status = usage_error("run", "--graph-schedule takes breadth, depth or shuffle, not '%s'", mode);
        } else if (strcmp(a, "--graph-seed") == 0) {
            number_flag("run", argc, argv, &i, UINT64_MAX, &v, &status);
            options.graph_seed = v;
        } else if (strcmp(a, "--compare-schedules") == 0) {
            options.graph_compare_schedules = true;
        } else if (strcmp(a, "--stats") == 0) {
            options.rt_stats = true;
        } else if (strcmp(a, "--trace") == 0) {
            /* --trace X,Y[,Z]: a launch index of the ray-tracing RUNs */
            unsigned x = 0, y = 0, z = 0;
            char end = 0;
            int n = i + 1 < argc ? sscanf(argv[i + 1], "%u,%u%c", &x, &y, &end) : 0;
            if (n == 3 && end == ',')
                n = sscanf(argv[i + 1], "%u,%u,%u%c", &x, &y, &z, &end) == 3 ? 2 : 0;
            if (n != 2)
                status = usage_error("run", "--trace needs a launch index X,Y or X,Y,Z, not '%s'", i + 1 < argc ? argv[i + 1] : "");
            else
                i++;
            options.rt_trace = true;
            options.rt_trace_index[0] = x;
            options.rt_trace_index[1] = y;
            options.rt_trace_index[2] = z;
        } else if (strcmp(a, "--target-env") == 0) {
            if (i + 1 >= argc)
                status = usage_error("run", "%s needs an environment name", a);
            else {
                spvrt_target_env env;
                options.target_env = argv[++i];
                if (spvrt_target_env_parse(options.target_env, &env) != SPVRT_SUCCESS ||
                    (env.environment != SPVRT_ENV_VULKAN && env.environment != SPVRT_ENV_UNIVERSAL))
                    status = usage_error("run", "'%s' is not spv1.0 ... spv1.6 or vulkan1.0 ... vulkan1.4",
                                         options.target_env);
            }
        } else if (strcmp(a, "--glslang") == 0 || strcmp(a, "--spirv-opt") == 0) {
            if (i + 1 >= argc)
                status = usage_error("run", "%s needs a program", a);
            else if (a[2] == 'g')
                options.glslang = argv[++i];
            else
                options.spirv_opt = argv[++i];
        } else if (strcmp(a, "--time") == 0) {
            timing = 1;
        } else if (strcmp(a, "--device") == 0 || strcmp(a, "--compare") == 0 || strcmp(a, "--differences") == 0) {
            if (i + 1 >= argc)
                status = usage_error("run", "%s needs a value", a);
            else if (strcmp(a, "--device") == 0)
                options.device = argv[++i];
            else if (strcmp(a, "--compare") == 0) {
                options.compare = argv[++i];
                if (strcmp(options.compare, "interp,jit") == 0) {
                    if (!spvrt_jit_available()) {
                        fprintf(stderr, "spvrt run: --compare interp,jit: not supported by this build (no LLVM 19)\n");
                        free(files);
                        free(pngs);
                        return 2; /* "not supported" */
                    }
                } else if (strncmp(options.compare, "cpu,vulkan", 10) != 0 ||
                           (options.compare[10] && (options.compare[10] != ':' || !options.compare[11]))) {
                    status = usage_error("run", "--compare '%s': expected cpu,vulkan, cpu,vulkan:N, "
                                         "cpu,vulkan:NAME or interp,jit", options.compare);
                }
            } else {
                options.differences = argv[++i];
            }
        } else if (strcmp(a, "--compare-ulp") == 0 || strcmp(a, "--compare-abs") == 0) {
            char *end = NULL;
            double x = i + 1 < argc ? strtod(argv[i + 1], &end) : 0;
            if (i + 1 >= argc || end == argv[i + 1] || *end || !(x > 0) || !isfinite(x))
                status = usage_error("run", "%s needs a positive number", a);
            else if (strcmp(a, "--compare-ulp") == 0)
                options.compare_ulp = x;
            else
                options.compare_abs = x;
            i++;
        } else if (strcmp(a, "--fence-timeout") == 0) {
            number_flag("run", argc, argv, &i, UINT32_MAX, &v, &status);
            options.fence_timeout_ms = (uint32_t)v;
        } else if (strcmp(a, "--vulkan-validation") == 0) {
            options.vulkan_validation = true;
        } else if (strcmp(a, "--debug") == 0) {
            options.debug = true;
        } else if (strcmp(a, "--png") == 0) {
            /* BUFFER=PATH[:WxH] */
            if (i + 1 >= argc || !strchr(argv[i + 1], '=') || argv[i + 1][0] == '=')
                status = usage_error("run", "%s needs BUFFER=FILE.png[:WIDTHxHEIGHT]", a);
            else {
                char *spec = argv[++i];
                spvrt_amber_png *o = &pngs[png_count++];
                char *eq = strchr(spec, '=');
                *eq = 0;
                o->buffer = spec;
                o->path = eq + 1;
                char *colon = strrchr(eq + 1, ':');
                unsigned w = 0, h = 0;
                char tail;
                if (colon && sscanf(colon + 1, "%ux%u%c", &w, &h, &tail) == 2) {
                    if (w == 0 || h == 0)
                        status = usage_error("run", "--png %s: the size must be at least 1x1", eq + 1);
                    *colon = 0;
                    o->width = w;
                    o->height = h;
                }
            }
        } else if (a[0] == '-' && a[1]) {
            status = usage_error("run", "unknown flag '%s'", a);
        } else {
            files[file_count++] = a;
        }
        if (status) {
            free(files);
            free(pngs);
            return status;
        }
    }
    options.pngs = pngs;
    options.png_count = png_count;
    if (file_count == 0) {
        free(files);
        free(pngs);
        return usage_error("run", "%s", "no input file");
    }
    uint64_t passed = 0, failed = 0;
    int errors = 0, no_device = 0, skipped = 0;
    for (int k = 0; k < file_count; k++) {
        size_t size;
        unsigned char *text = read_file(files[k], &size);
        if (!text) {
            fprintf(stderr, "spvrt run: %s: %s\n", files[k], strerror(errno));
            free(files);
            free(pngs);
            return EXIT_USAGE;
        }
        spvrt_context *ctx = spvrt_context_create(NULL);
        spvrt_amber_report report;
        spvrt_result res = ctx ? spvrt_amber_run(ctx, (const char *)text, size, files[k], &options, &report)
                               : SPVRT_ERROR_OUT_OF_MEMORY;
        if (!ctx)
            memset(&report, 0, sizeof report);
        spvrt_context_destroy(ctx);
        free(text);
        passed += report.expects_passed;
        failed += report.expects_failed;
        bool skip = res == SPVRT_ERROR_UNSUPPORTED && report.skipped && !report.validation_messages;
        errors += !skip && (res != SPVRT_SUCCESS || report.validation_messages);
        skipped += skip;
        no_device += res == SPVRT_ERROR_NO_DEVICE;
        fflush(stderr);
        printf("%s: %u passed, %u failed%s%s%s\n", files[k], report.expects_passed, report.expects_failed,
               res != SPVRT_SUCCESS ? ", stopped: " : "", res != SPVRT_SUCCESS ? spvrt_result_string(res) : "",
               !report.skipped         ? ""
               : report.not_supported ? " (skipped: not supported yet)"
                                      : " (skipped: the device lacks what the script needs)");
        if (options.compare && (res == SPVRT_SUCCESS || report.compare_differences))
            printf("%s: compare: %u values differ, %u more as listed\n", files[k], report.compare_differences,
                   report.compare_listed);
        if (report.validation_messages)
            printf("%s: %u validation-layer messages\n", files[k], report.validation_messages);
        if (timing) {
            double s = (double)report.dispatch_ns / 1e9;
            printf("%s: time: %llu runs, %llu invocations, %.6f s in dispatch, %.4g invocations/s\n", files[k],
                   (unsigned long long)report.runs, (unsigned long long)report.invocations, s,
                   s > 0 ? (double)report.invocations / s : 0.0);
            if (options.compare)
                printf("%s: time: %.6f s in dispatch on the second device\n", files[k],
                       (double)report.second_dispatch_ns / 1e9);
            if (report.jit_compiled || report.jit_interpreted)
                printf("%s: time: jit: %u pipelines compiled in %.1f ms, %u on the interpreter%s%s\n", files[k],
                       report.jit_compiled, report.jit_compile_ms, report.jit_interpreted,
                       report.jit_interpreted ? ": " : "", report.jit_interpreted ? report.jit_why : "");
        }
        fflush(stdout);
    }
    if (file_count > 1)
        printf("%llu passed, %llu failed (%d files, %d stopped by an error, %d skipped)\n",
               (unsigned long long)passed, (unsigned long long)failed, file_count, errors, skipped);
    free(files);
    free(pngs);
    /* "Without a Vulkan device, --device vulkan ends with a clear message and exit status 2" (issue 7); a
     * script that needs what spvrt or the device does not offer is skipped, also exit status 2 (issue 15) */
    if (failed || errors > no_device)
        return EXIT_INVALID;
    return no_device || skipped ? EXIT_USAGE : 0;
}

static int cmd_help(int argc, char **argv)
{
    if (argc < 2) {
        print_help(stdout);
        return 0;
    }
    const command *c = find_command(argv[1]);
    if (!c)
        return usage_error(NULL, "unknown subcommand '%s'", argv[1]);
    printf("usage: %s\n", c->usage);
    return 0;
}

/* ---- spvrt reflect (src/reflect, docs/reflect.md) ---------------------------------------------------- */

static int cmd_reflect(int argc, char **argv)
{
    int json = 0, input_count = 0, status = 0;
    const char **inputs = (const char **)argv; /* gathered in place (each index <= its argument's) */
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return usage_error("reflect", "unknown flag '%s'", argv[i]);
        else
            inputs[input_count++] = argv[i];
    }
    if (input_count == 0)
        return usage_error("reflect", "%s", "no input file");
    spvrt_context *ctx = spvrt_context_create(NULL);
    if (!ctx)
        return EXIT_INVALID;
    if (json)
        fputs("{\"modules\":[\n", stdout);
    int written = 0;
    for (int k = 0; k < input_count; k++) {
        const char *path = strcmp(inputs[k], "-") ? inputs[k] : "<stdin>";
        spvrt_module *module;
        int loaded = load_module(ctx, inputs[k], &module, NULL);
        if (loaded) {
            status = status > loaded ? status : loaded;
            continue;
        }
        spvrt_reflection *reflection = NULL;
        spvrt_result r = spvrt_reflect_module(ctx, module, &reflection);
        char *text = NULL;
        size_t length = 0;
        if (r == SPVRT_SUCCESS)
            r = spvrt_reflection_write(ctx, module, reflection, json ? SPVRT_REFLECT_JSON : SPVRT_REFLECT_TEXT, path,
                                       &text, &length);
        if (r == SPVRT_SUCCESS) {
            if (json && written)
                fputs(",\n", stdout);
            fwrite(text, 1, length, stdout);
            written++;
        } else {
            print_diagnostics(ctx, path, 0);
            fprintf(stderr, "spvrt reflect: %s: %s\n", path, spvrt_result_string(r));
            status = status > EXIT_INVALID ? status : EXIT_INVALID;
        }
        spvrt_free(ctx, text);
        spvrt_reflection_free(ctx, reflection);
        spvrt_module_free(module);
    }
    if (json)
        fputs("]}\n", stdout);
    if (fflush(stdout) != 0)
        status = EXIT_INVALID;
    spvrt_context_destroy(ctx);
    return status;
}

static const command commands[] = {
    {"as", "assemble SPIR-V text (SPIRV-Tools format) into a binary module",
     "spvrt as [-o OUT] [--target-env ENV] [--preserve-numeric-ids] IN\n"
     "\n"
     "Assemble IN ('-' for standard input) into OUT (default out.spv, '-' for\n"
     "standard output).  ENV sets the header's SPIR-V version: spv1.0 ... spv1.6,\n"
     "vulkan1.0 ... vulkan1.4 (default spv1.6, as spirv-as).  With\n"
     "--preserve-numeric-ids, %12 names id 12.  Errors are reported as\n"
     "FILE:LINE:COLUMN.",
     cmd_as},
    {"dis", "disassemble a binary module, as spirv-dis prints it",
     "spvrt dis [-o OUT] [--raw-id] [--no-header] [--no-indent] [--offsets] IN\n"
     "\n"
     "Disassemble IN ('-' for standard input) to OUT (default standard output).\n"
     "  --raw-id     print ids as numbers instead of friendly names\n"
     "  --no-header  leave out the '; SPIR-V' header comment\n"
     "  --no-indent  do not align the instructions\n"
     "  --offsets    show each instruction's byte offset in a comment",
     cmd_dis},
    {"help", "show help for a subcommand", "spvrt help [SUBCOMMAND]", cmd_help},
    {"reflect", "describe what a module's entry points use (bindings, payloads, graph nodes)",
     "spvrt reflect [--json] IN...\n"
     "\n"
     "Describe each binary module IN ('-' for standard input): its entry points\n"
     "with their execution model and modes; the descriptor bindings, push\n"
     "constants, inputs and outputs each uses, with whether its static call tree\n"
     "reads, writes or atomically accesses them; ray payloads, incoming payloads,\n"
     "hit attributes, callable data, shader record buffers and hit-object\n"
     "attributes; execution-graph nodes (name and index, input payload layout,\n"
     "output nodes with their payload layouts, limits from the execution modes);\n"
     "specialization constants with their SpecId and default.  --json writes one\n"
     "JSON document {\"modules\": [...]} whose keys docs/reflect.md names.  A\n"
     "module that cannot be read or described is reported with its word offset\n"
     "(exit status 1); the others are still written.",
     cmd_reflect},
    {"run", "run AmberScript or VkScript files (compute) on the CPU or a Vulkan driver, or compare the two",
     "spvrt run [--threads N] [--subgroup-size N] [--max-steps N] [--engine interp|jit] [--target-env ENV]\n"
     "          [--glslang PROGRAM] [--spirv-opt PROGRAM] [--time] [--device DEV]\n"
     "          [--compare cpu,DEV] [--compare-ulp N] [--compare-abs X]\n"
     "          [--differences FILE] [--fence-timeout MS] [--vulkan-validation]\n"
     "          [--debug] [--trace X,Y[,Z]] [--window N] [--reorder on|off|shuffle]\n"
     "          [--graph-schedule breadth|depth|shuffle] [--graph-seed N]\n"
     "          [--compare-schedules] [--stats] [--png BUFFER=FILE[:WxH]]... FILE...\n"
     "\n"
     "Run each AmberScript FILE (google/amber docs/amber_script.md, compute and\n"
     "ray-tracing pipelines; the first line is '#!amber') on spvrt's CPU engine,\n"
     "or on a Vulkan driver with --device (ray-tracing shaders default to\n"
     "SPIR-V 1.4).  A FILE that\n"
     "does not start with '#!amber' is VkScript\n"
     "(docs/vk_script.md), as in Amber: [require], [compute shader] (GLSL, spirv,\n"
     "spirv hex) and [test] with ssbo, uniform, uniform ubo, compute, probe ssbo,\n"
     "tolerance; its default ENV is vulkan1.0 (vulkan1.2 with VK_KHR_spirv_1_4),\n"
     "and its graphics sections and commands are not supported.  Shaders are\n"
     "SPIRV-ASM (assembled by spvrt), SPIRV-HEX, SPIRV-BIN, or GLSL (compiled with\n"
     "Debian's glslangValidator, or --glslang PROGRAM), for the SPIR-V version of\n"
     "the SHADER's TARGET_ENV, else of ENV, else SPIR-V 1.0 (as Amber and the\n"
     "Vulkan CTS).  ENV (spv1.0 ... spv1.6, vulkan1.0 ... vulkan1.4, as Amber's\n"
     "-t; default: the script's '# target-env:' line) also names, when a Vulkan\n"
     "one, the Vulkan version every module is validated for (default vulkan1.2,\n"
     "raised to the first that accepts the module's SPIR-V version).\n"
     "A pipeline's SHADER_OPTIMIZATION passes run through Debian's spirv-opt\n"
     "(--spirv-opt PROGRAM), the result validated again; without one to run they\n"
     "are skipped with a note.\n"
     "Each failed EXPECT is printed as\n"
     "FILE:LINE: Verifier failed: ACTUAL OP EXPECTED, at index I, then each file's\n"
     "'N passed, M failed'; errors (script, shader, trap: out-of-bounds access,\n"
     "step limit, ...) go to standard error as FILE:LINE: error: ... and stop\n"
     "that file.  Exit status 0 when every EXPECT passed and nothing failed, 1\n"
     "otherwise, 2 for usage errors, when no Vulkan device was found, and when\n"
     "every file that did not pass was skipped: it needs what spvrt does not run\n"
     "yet (graphics pipelines, HLSL,\n"
     "OpenCL C; 'not supported yet')\n"
     "or what the engine or device lacks (a DEVICE_FEATURE, extension, property).\n"
     "  --threads N        worker threads per dispatch (default: one per core)\n"
     "  --subgroup-size N  lanes per subgroup: 4, 8, 16, 32 or 64 (default 32)\n"
     "  --engine E         interp or jit: what runs compute pipelines on the CPU (default: $SPVRT_ENGINE,\n"
     "                     else interp); jit compiles with LLVM and falls back to interp where it cannot\n"
     "  --max-steps N      instructions a wave may execute per dispatch before it\n"
     "                     is stopped as endless (default 2^28)\n"
     "  --trace X,Y[,Z]    for that launch index of each ray-tracing RUN (CPU\n"
     "                     engine), print what ran in order: each shader (stage,\n"
     "                     group, SBT record), ray, candidate with its any-hit or\n"
     "                     intersection verdict, the committed hit, and the payload\n"
     "                     on entry and return (docs/ray-tracing.md)\n"
     "  --window N         ray-tracing RUNs (CPU engine): each thread runs N waves of\n"
     "                     ray generation invocations together and repacks the\n"
     "                     invocations that reach OpTraceRayKHR or\n"
     "                     OpExecuteCallableKHR into full waves (default 8; 1: no\n"
     "                     repacking; at most 256)\n"
     "  --reorder MODE     ray-tracing RUNs (CPU engine), SPV_EXT_shader_invocation_\n"
     "                     reorder: on (default) regroups a window's invocations at\n"
     "                     OpReorderThread* and the fused reorder forms by hit\n"
     "                     object shader, then hint; off keeps them where they are;\n"
     "                     shuffle scatters them at every repack point in a legal\n"
     "                     but adversarial order (results that depend on which\n"
     "                     invocations share a wave show up)\n"
     "  --stats            after each ray-tracing RUN (CPU engine), a note with the\n"
     "                     invocations and waves repacked, and at reorder points the\n"
     "                     distinct shaders per wave before and after, and the time\n"
     "                     spent shading; after each execution-graph RUN, payloads,\n"
     "                     workgroups, batches, depth and scratch used, per node\n"
     "  --graph-schedule S execution-graph RUNs (CPU engine, docs/execution-graphs.md):\n"
     "                     breadth (default) runs the shallowest pending payloads\n"
     "                     first, depth the deepest, shuffle random nodes, subsets\n"
     "                     and coalescing batches (--graph-seed N): legal orders of\n"
     "                     the same graph\n"
     "  --compare-schedules  run each execution-graph RUN under all three schedules\n"
     "                     from the same buffers; a byte that differs is a failure\n"
     "                     (a payload race, AMDX-S42, or a dependence on order)\n"
     "  --time             print runs, invocations and dispatch time per file\n"
     "  --device DEV       where the script runs: cpu (default), vulkan (the first\n"
     "                     Vulkan device), vulkan:N (the Nth), vulkan:NAME (the one\n"
     "                     whose name contains NAME); without a Vulkan device the\n"
     "                     exit status is 2\n"
     "  --compare cpu,DEV  run on both; after each RUN compare every bound buffer\n"
     "                     (integers exactly, floats within the bound the Vulkan\n"
     "                     precision tables give for the shader) and fail on a\n"
     "                     difference; the CPU runs at the device's subgroup size\n"
     "  --compare interp,jit  run on the interpreter and on the compiled code; compare every\n"
     "                     bound buffer after each RUN bit for bit (docs/jit.md)\n"
     "  --compare-ulp N    floats agree within N ULP (replaces the derived bound)\n"
     "  --compare-abs X    floats also agree within X\n"
     "  --differences FILE differences the specification permits, one per line\n"
     "                     (tests/amber/vulkan_differences.txt)\n"
     "  --fence-timeout MS a Vulkan RUN that takes longer counts as device loss\n"
     "                     (default: the script's fence_timeout_ms, else 10000)\n"
     "  --vulkan-validation  enable the Vulkan validation layer; each message it\n"
     "                     gives is an error\n"
     "  --debug            CPU engine: also trap on ray values the Vulkan\n"
     "                     environment forbids (NaN or infinite rays, negative or\n"
     "                     reversed tmin/tmax, invalid ray-flag combinations)\n"
     "  --png BUFFER=FILE[:WxH]  after the script, write the buffer as an RGBA\n"
     "                     PNG of W x H pixels (default: a square); elements of\n"
     "                     R8G8B8A8_UNORM/_UINT (bytes), one uint32 (packUnorm4x8)\n"
     "                     or R32G32B32A32_SFLOAT (clamped to [0,1], linear, no\n"
     "                     sRGB encoding); repeatable\n"
     "On a terminal, stderr shows RUN k/N and the elapsed time while RUNs go.\n"
     "DEVICE_FEATURE names accepted (any other is an error naming it, as is an\n"
     "unknown DEVICE_EXTENSION): shaderFloat64, shaderInt64, shaderInt16,\n"
     "shaderStorageBufferArrayDynamicIndexing,\n"
     "shaderUniformBufferArrayDynamicIndexing, Float16Int8Features.shaderFloat16\n"
     "and .shaderInt8, Storage8BitFeatures.* and Storage16BitFeatures.* (storage\n"
     "buffer, uniform and push constant access), SubgroupSupportedOperations.*\n"
     "(basic vote arithmetic ballot shuffle shuffleRelative clustered quad),\n"
     "SubgroupSupportedStages.compute,\n"
     "AccelerationStructureFeaturesKHR.accelerationStructure,\n"
     "RayQueryFeaturesKHR.rayQuery, BufferDeviceAddressFeatures.bufferDeviceAddress.\n"
     "spvrt additions: DEVICE_ADDRESS B INTO A IDX OFFSET stores buffer B's\n"
     "PhysicalStorageBuffer address into uint64 buffer A; GEOMETRY SPHERES, LSS,\n"
     "INDICES and TRIANGLES FILE x.obj in ACCELERATION_STRUCTURE BOTTOM_LEVEL\n"
     "(tests/amber/README.md).\n"
     "DEBUG PIPELINE x y z with one THREAD GLOBAL_INVOCATION_ID x y z ... END\n"
     "(STEP_IN, STEP_OVER, STEP_OUT, CONTINUE, EXPECT LOCATION|CALLSTACK|LOCAL):\n"
     "Amber's shader-debugger tests, on the CPU engine (docs/debugger.md).\n"
     "Images and descriptors: IMAGE NAME (FORMAT F | DATA_TYPE T) [MIP_LEVELS n]\n"
     "[SAMPLES s] DIM_1D|DIM_2D|DIM_3D WIDTH w [HEIGHT h [DEPTH d]] [DATA ... END |\n"
     "FILL v | SERIES_FROM a INC_BY b]; BUFFER NAME ... WIDTH w HEIGHT h init;\n"
     "SAMPLER NAME [MAG_FILTER|MIN_FILTER nearest|linear] [ADDRESS_MODE_U|V|W m]\n"
     "[BORDER_COLOR c] [MIN_LOD x] [MAX_LOD x] [NORMALIZED_COORDS|\n"
     "UNNORMALIZED_COORDS] [COMPARE on|off] [COMPARE_OP op]; in PIPELINE:\n"
     "BIND BUFFER[_ARRAY] I... AS storage_image | sampled_image |\n"
     "combined_image_sampler SAMPLER S ... BINDING n [BASE_MIP_LEVEL l],\n"
     "BIND SAMPLER[_ARRAY] S... BINDING n, BIND BUFFER[_ARRAY] B... AS\n"
     "storage_texel_buffer | uniform_texel_buffer, BIND BUFFER[_ARRAY] B... AS\n"
     "storage_dynamic | uniform_dynamic ... BINDING n OFFSET o... [DESCRIPTOR_OFFSET\n"
     "o...] [DESCRIPTOR_RANGE r...]; EXPECT I IDX x y [SIZE w h] EQ_RGB|EQ_RGBA\n"
     "v... [TOLERANCE t...].  An image's buffer holds its levels one after the\n"
     "other, rows of tightly packed texels (level 0 is Amber's layout): EXPECT\n"
     "I IDX OFFSET reads its bytes.  Multisampled images: CPU engine only.",
     cmd_run},
    {"val", "validate a binary module against SPIR-V's rules and a target environment's",
     "spvrt val [--target-env ENV] [--max-errors N] [block-layout flags] [limit flags]\n"
     "          [--profile FILE] [--feature NAME] [--extension NAME] IN\n"
     "       spvrt val --link [flags] IN...\n"
     "       spvrt val --list-rules\n"
     "\n"
     "Validate IN ('-' for standard input).  Each broken rule is reported with\n"
     "its rule id (and Vulkan VUID), the word offset and index of the\n"
     "instruction, and the instruction itself; exit status 0 when the module is\n"
     "valid, 1 when not.  ENV (spv1.0 ... spv1.6, vulkan1.0 ... vulkan1.4)\n"
     "bounds the SPIR-V version; a Vulkan ENV adds the Vulkan environment's rules.\n"
     "--max-errors N stops after N errors (default: all).\n"
     "--link: the inputs are the modules of one pipeline or execution graph;\n"
     "each is validated on its own, then the rules over the set (execution-\n"
     "graph payloads, node names and indexes, recursion; viewport built-ins).\n"
     "--list-rules prints the rule table (docs/rules.md is made from it).\n"
     "Block-layout flags, as spirv-val's: --relax-block-layout (implied by\n"
     "vulkan1.1 and later), --uniform-buffer-standard-layout (Uniform blocks use\n"
     "the storage-buffer rules), --scalar-block-layout, --workgroup-scalar-block-\n"
     "layout, --skip-block-layout (no offset and stride checks).\n"
     "Limit flags (SPIR-V 2.17's universal limits), as spirv-val's, each with a\n"
     "number: --max-id-bound, --max-struct-members, --max-struct-depth,\n"
     "--max-switch-branches, --max-function-args, --max-local-variables,\n"
     "--max-global-variables, --max-access-chain-indexes,\n"
     "--max-control-flow-nesting-depth.\n"
     "Device flags (repeatable) describe the Vulkan device the module is for; with\n"
     "any of them the environment's runtime rules apply too (features, extensions,\n"
     "properties and limits: Tables 81 and 82, \"Runtime SPIR-V Validation\"):\n"
     "--profile FILE reads `vulkaninfo --json` output or a Vulkan Profiles JSON\n"
     "document; --feature NAME enables a feature or boolean property\n"
     "(shaderFloat64 or VkPhysicalDeviceFeatures::shaderFloat64, or a subgroup\n"
     "operation bit such as VK_SUBGROUP_FEATURE_BALLOT_BIT); --extension NAME\n"
     "enables a device extension (VK_KHR_shader_clock).  The API version is the\n"
     "profile's, else the target environment's.  A file that cannot be read or\n"
     "parsed, or an unknown name, is a usage error (exit status 2).",
     cmd_val},
};

static const command *find_command(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static void print_help(FILE *f)
{
    fprintf(f, "spvrt %s: a SPIR-V toolkit and CPU reference runtime for Vulkan\n\n"
               "usage: spvrt SUBCOMMAND [ARGS...]\n       spvrt --help | --version\n\nsubcommands:\n",
            SPVRT_VERSION_STRING);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-6s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\n'spvrt help SUBCOMMAND' describes one.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        print_help(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        print_help(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("spvrt %s\n", SPVRT_VERSION_STRING);
        return 0;
    }
    const command *c = find_command(argv[1]);
    if (!c) {
        if (argv[1][0] == '-')
            return usage_error(NULL, "unknown flag '%s'", argv[1]);
        return usage_error(NULL, "unknown subcommand '%s'", argv[1]);
    }
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: %s\n", c->usage);
            return 0;
        }
    return c->run(argc - 1, argv + 1);
}
