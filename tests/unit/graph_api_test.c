/* Execution graphs through the public API (src/graph; VK_AMDX_shader_enqueue, RULES.md C.5): a two-node graph
 * (an entry node whose workgroup count comes from its payload's PayloadDispatchIndirectAMDX member, enqueuing one
 * payload per invocation, with Invocation visibility, to a coalescing leaf that adds each payload into a bucket of
 * a buffer) created, queried and dispatched through every spvrt_graph_* call.  The expected buffer is worked out
 * here from the payloads, not by the engine.
 *
 * Checked: the properties (AMDX-S19..S25), the scratch-size query and that every size from min to max gives the
 * same result (S06), initialization and its misuse (S08: no initialization, a size below min), node indexes by
 * name and index (S17), dispatch from host memory, indirect and indirect-count with infos and payloads through
 * device addresses (S09..S12), several infos and a payload stride, every schedule and thread count, the
 * statistics, API errors (an unknown node index), a library graph's nodes (S01), and a node renamed through the
 * node create info (S02), whose
 * senders then name a node that is not in the graph (a trap with AMDX-S41). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

static int failures;

#define FAIL(...)                                                                                                     \
    do {                                                                                                              \
        fprintf(stderr, "graph_api_test.c:%d: ", __LINE__);                                                           \
        fprintf(stderr, __VA_ARGS__);                                                                                 \
        fputc('\n', stderr);                                                                                          \
        failures++;                                                                                                   \
    } while (0)

static const char entry_text[] =
    "OpCapability Shader\n"
    "OpCapability ShaderEnqueueAMDX\n"
    "OpExtension \"SPV_AMDX_shader_enqueue\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"entry\" %in %gid\n"
    "OpExecutionMode %main LocalSize 4 1 1\n"
    "OpDecorate %gid BuiltIn GlobalInvocationId\n"
    "OpMemberDecorate %InRec 0 Offset 0\n"
    "OpMemberDecorate %InRec 0 PayloadDispatchIndirectAMDX\n"
    "OpMemberDecorate %InRec 1 Offset 4\n"
    "OpDecorateId %in_arr NodeMaxPayloadsAMDX %uint_1\n"
    "OpMemberDecorate %OutRec 0 Offset 0\n"
    "OpDecorateId %out_arr NodeMaxPayloadsAMDX %uint_1\n"
    "OpDecorateId %out_arr PayloadNodeNameAMDX %leafname\n"
    "OpDecorateId %out_arr PayloadNodeArraySizeAMDX %uint_1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%uint = OpTypeInt 32 0\n"
    "%v3uint = OpTypeVector %uint 3\n"
    "%uint_0 = OpConstant %uint 0\n"
    "%uint_1 = OpConstant %uint 1\n"
    "%uint_4 = OpConstant %uint 4\n"
    "%uint_100 = OpConstant %uint 100\n"
    "%leafname = OpConstantStringAMDX \"leaf\"\n"
    "%InRec = OpTypeStruct %uint %uint\n"
    "%OutRec = OpTypeStruct %uint\n"
    "%in_arr = OpTypeNodePayloadArrayAMDX %InRec\n"
    "%out_arr = OpTypeNodePayloadArrayAMDX %OutRec\n"
    "%ptr_in = OpTypePointer NodePayloadAMDX %in_arr\n"
    "%ptr_out = OpTypePointer NodePayloadAMDX %out_arr\n"
    "%ptr_pu = OpTypePointer NodePayloadAMDX %uint\n"
    "%ptr_gid = OpTypePointer Input %v3uint\n"
    "%ptr_iu = OpTypePointer Input %uint\n"
    "%in = OpVariable %ptr_in NodePayloadAMDX\n"
    "%gid = OpVariable %ptr_gid Input\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%vp = OpAccessChain %ptr_pu %in %uint_0 %uint_1\n"
    "%v = OpLoad %uint %vp\n"
    "%gxp = OpAccessChain %ptr_iu %gid %uint_0\n"
    "%gx = OpLoad %uint %gxp\n"
    "%out = OpAllocateNodePayloadsAMDX %ptr_out %uint_4 %uint_1 %uint_0\n"
    "%op = OpAccessChain %ptr_pu %out %uint_0 %uint_0\n"
    "%m = OpIMul %uint %v %uint_100\n"
    "%val = OpIAdd %uint %m %gx\n"
    "OpStore %op %val\n"
    "OpEnqueueNodePayloadsAMDX %out\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static const char leaf_text[] =
    "OpCapability Shader\n"
    "OpCapability ShaderEnqueueAMDX\n"
    "OpExtension \"SPV_AMDX_shader_enqueue\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"leaf\" %in %lid %buf\n"
    "OpExecutionMode %main LocalSize 8 1 1\n"
    "OpExecutionMode %main CoalescingAMDX\n"
    "OpDecorate %lid BuiltIn LocalInvocationIndex\n"
    "OpMemberDecorate %Rec 0 Offset 0\n"
    "OpDecorateId %in_arr NodeMaxPayloadsAMDX %uint_8\n"
    "OpDecorate %rta ArrayStride 4\n"
    "OpMemberDecorate %Buf 0 Offset 0\n"
    "OpDecorate %Buf Block\n"
    "OpDecorate %buf DescriptorSet 0\n"
    "OpDecorate %buf Binding 0\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%uint = OpTypeInt 32 0\n"
    "%uint_0 = OpConstant %uint 0\n"
    "%uint_1 = OpConstant %uint 1\n"
    "%uint_8 = OpConstant %uint 8\n"
    "%uint_16 = OpConstant %uint 16\n"
    "%Rec = OpTypeStruct %uint\n"
    "%in_arr = OpTypeNodePayloadArrayAMDX %Rec\n"
    "%ptr_in = OpTypePointer NodePayloadAMDX %in_arr\n"
    "%ptr_pu = OpTypePointer NodePayloadAMDX %uint\n"
    "%ptr_iu = OpTypePointer Input %uint\n"
    "%rta = OpTypeRuntimeArray %uint\n"
    "%Buf = OpTypeStruct %rta\n"
    "%ptr_buf = OpTypePointer StorageBuffer %Buf\n"
    "%ptr_su = OpTypePointer StorageBuffer %uint\n"
    "%in = OpVariable %ptr_in NodePayloadAMDX\n"
    "%lid = OpVariable %ptr_iu Input\n"
    "%buf = OpVariable %ptr_buf StorageBuffer\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%l = OpLoad %uint %lid\n"
    "%n = OpNodePayloadArrayLengthAMDX %uint %in\n"
    "%c = OpULessThan %bool %l %n\n"
    "OpSelectionMerge %end None\n"
    "OpBranchConditional %c %body %end\n"
    "%body = OpLabel\n"
    "%vp = OpAccessChain %ptr_pu %in %l %uint_0\n"
    "%v = OpLoad %uint %vp\n"
    "%b = OpUMod %uint %v %uint_16\n"
    "%sp = OpAccessChain %ptr_su %buf %uint_0 %b\n"
    "%old = OpAtomicIAdd %uint %sp %uint_1 %uint_0 %v\n"
    "%cp = OpAccessChain %ptr_su %buf %uint_0 %uint_16\n"
    "%old2 = OpAtomicIAdd %uint %cp %uint_1 %uint_0 %uint_1\n"
    "OpBranch %end\n"
    "%end = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

#define BUCKETS 16

/* The reference: payload (x, v) runs x workgroups of 4 invocations; invocation g (global x) sends v * 100 + g;
 * the leaf adds each value into bucket value % 16 and counts them in the last element. */
static void expected_buckets(const uint32_t (*payloads)[2], uint32_t count, uint32_t out[BUCKETS + 1])
{
    memset(out, 0, (BUCKETS + 1) * sizeof *out);
    for (uint32_t p = 0; p < count; p++)
        for (uint32_t g = 0; g < payloads[p][0] * 4; g++) {
            uint32_t value = payloads[p][1] * 100 + g;
            out[value % BUCKETS] += value;
            out[BUCKETS]++;
        }
}

static spvrt_module *assemble(spvrt_context *ctx, const char *text)
{
    uint32_t *words = NULL;
    size_t count = 0;
    spvrt_as_options options = {0};
    options.version = 0x00010600;
    if (spvrt_assemble(ctx, text, strlen(text), &options, &words, &count) != SPVRT_SUCCESS)
        return NULL;
    spvrt_module *m = NULL;
    if (spvrt_module_read(ctx, words, count, &m) != SPVRT_SUCCESS)
        m = NULL;
    spvrt_free(ctx, words);
    spvrt_val_options vo = {0};
    spvrt_target_env env;
    if (m && spvrt_target_env_parse("vulkan1.3", &env) == SPVRT_SUCCESS) {
        vo.version = env.spirv_version;
        vo.environment = env.environment;
        vo.api_version = env.api_version;
        if (spvrt_validate(ctx, m, &vo) != SPVRT_SUCCESS) {
            FAIL("a test module is not valid");
            spvrt_module_free(m);
            m = NULL;
        }
    }
    return m;
}

typedef struct fixture {
    spvrt_context *ctx;
    spvrt_graph *graph;
    uint32_t out[BUCKETS + 1];
    spvrt_binding binding;
    spvrt_dispatch resources;
} fixture;

static spvrt_result run(fixture *f, uint64_t scratch_size, uint32_t schedule, uint64_t seed, uint32_t threads,
                        const spvrt_graph_count_info *count, spvrt_graph_stats *stats)
{
    memset(f->out, 0, sizeof f->out);
    f->resources.threads = threads;
    void *scratch = malloc(scratch_size);
    if (!scratch)
        return SPVRT_ERROR_OUT_OF_MEMORY;
    spvrt_result r = spvrt_graph_init_scratch(f->ctx, f->graph, scratch, scratch_size);
    spvrt_graph_run gr = {&f->resources, scratch, scratch_size, schedule, seed, stats};
    if (r == SPVRT_SUCCESS)
        r = spvrt_graph_dispatch(f->ctx, f->graph, &gr, count);
    free(scratch);
    return r;
}

static void check_out(const fixture *f, const uint32_t want[BUCKETS + 1], const char *what)
{
    for (int i = 0; i <= BUCKETS; i++)
        if (f->out[i] != want[i]) {
            FAIL("%s: element %d is %u, expected %u", what, i, f->out[i], want[i]);
            return;
        }
}

int main(void)
{
    fixture f = {0};
    f.ctx = spvrt_context_create(NULL);
    spvrt_module *entry = assemble(f.ctx, entry_text), *leaf = assemble(f.ctx, leaf_text);
    if (!f.ctx || !entry || !leaf) {
        FAIL("setup");
        return 1;
    }
    f.binding = (spvrt_binding){0, 0, 0, f.out, sizeof f.out};
    f.resources.bindings = &f.binding;
    f.resources.binding_count = 1;

    /* properties: the proposal's minimums (AMDX-S19..S25) */
    spvrt_graph_properties props;
    spvrt_graph_get_properties(&props);
    if (props.max_depth < 32 || props.max_shader_output_nodes < 256 || props.max_shader_payload_size < 32768 ||
        props.max_shader_payload_count < 256 || props.dispatch_address_alignment > 4 ||
        props.max_workgroup_count[0] < 65535 || props.max_workgroups < 16777215)
        FAIL("properties below the proposal's minimums");

    spvrt_graph_stage stages[2] = {{entry, "entry", NULL, 0, false, NULL, 0}, {leaf, "leaf", NULL, 0, false, NULL, 0}};
    spvrt_graph_info info = {stages, 2, NULL, 0, 8};
    if (spvrt_graph_create(f.ctx, &info, &f.graph) != SPVRT_SUCCESS) {
        FAIL("spvrt_graph_create");
        return 1;
    }
    spvrt_graph_scratch_size size;
    spvrt_graph_get_scratch_size(f.graph, &size);
    if (size.min_size == 0 || size.min_size > size.max_size || size.granularity == 0)
        FAIL("scratch size %llu .. %llu by %llu", (unsigned long long)size.min_size,
             (unsigned long long)size.max_size, (unsigned long long)size.granularity);
    uint32_t entry_index = 99, leaf_index = 99, none;
    if (spvrt_graph_node_index(f.ctx, f.graph, "entry", 0, &entry_index) != SPVRT_SUCCESS ||
        spvrt_graph_node_index(f.ctx, f.graph, "leaf", 0, &leaf_index) != SPVRT_SUCCESS ||
        entry_index == leaf_index || entry_index > 1 || leaf_index > 1)
        FAIL("node indexes %u %u", entry_index, leaf_index);
    if (spvrt_graph_node_index(f.ctx, f.graph, "entry", 1, &none) == SPVRT_SUCCESS)
        FAIL("a node index for (entry, 1), which is not in the graph");

    /* three payloads, the second given twice through a second info with a stride */
    static const uint32_t payloads[3][2] = {{2, 1}, {3, 2}, {1, 7}};
    uint32_t padded[2][4] = {{3, 2, 0xdead, 0xbeef}, {1, 7, 0xdead, 0xbeef}};
    spvrt_graph_dispatch_info infos[2] = {
        {entry_index, 1, {.host = payloads[0]}, 8},
        {entry_index, 2, {.host = padded}, 16},
    };
    spvrt_graph_count_info count = {2, {.host = infos}, sizeof infos[0]};
    uint32_t want[BUCKETS + 1];
    expected_buckets(payloads, 3, want);

    spvrt_graph_node_stats node_stats[2];
    spvrt_graph_stats stats = {.nodes = node_stats, .node_capacity = 2};
    if (run(&f, size.max_size, SPVRT_GRAPH_SCHEDULE_BREADTH, 0, 1, &count, &stats) != SPVRT_SUCCESS)
        FAIL("dispatch");
    check_out(&f, want, "host dispatch");
    if (stats.payloads != 3 + want[BUCKETS] || node_stats[entry_index].payloads != 3 ||
        node_stats[entry_index].workgroups != 6 || node_stats[leaf_index].payloads != want[BUCKETS] ||
        stats.max_depth != 2)
        FAIL("statistics: %llu payloads, entry %llu payloads in %llu workgroups, leaf %llu, depth %u",
             (unsigned long long)stats.payloads, (unsigned long long)node_stats[entry_index].payloads,
             (unsigned long long)node_stats[entry_index].workgroups,
             (unsigned long long)node_stats[leaf_index].payloads, stats.max_depth);

    /* every schedule, thread count and scratch size from min to max (AMDX-S06) */
    const uint64_t sizes[4] = {size.min_size, size.min_size + size.granularity, (size.min_size + size.max_size) / 2,
                               size.max_size};
    for (uint32_t schedule = 0; schedule < 3; schedule++)
        for (int s = 0; s < 4; s++)
            for (uint32_t threads = 1; threads <= 4; threads *= 4) {
                char what[96];
                snprintf(what, sizeof what, "schedule %u, scratch %llu, %u threads", schedule,
                         (unsigned long long)sizes[s], threads);
                if (run(&f, sizes[s], schedule, 17 + (uint64_t)s, threads, &count, NULL) != SPVRT_SUCCESS)
                    FAIL("%s: dispatch", what);
                check_out(&f, want, what);
            }

    /* indirect (AMDX-S10) and indirect-count (S11): infos and payloads through device addresses, laid out as
       VkDispatchGraphInfoAMDX (24 bytes) and VkDispatchGraphCountInfoAMDX (24 bytes) */
    uint8_t device[256] = {0};
    const uint64_t base = 0x100000;
    memcpy(device + 128, payloads, sizeof payloads);
    uint32_t u;
    uint64_t q;
    u = entry_index; memcpy(device + 0, &u, 4);
    u = 3; memcpy(device + 4, &u, 4);
    q = base + 128; memcpy(device + 8, &q, 8);
    q = 8; memcpy(device + 16, &q, 8);
    u = 1; memcpy(device + 64, &u, 4);
    q = base; memcpy(device + 72, &q, 8);
    q = 24; memcpy(device + 80, &q, 8);
    spvrt_device_buffer db = {device, sizeof device, base};
    f.resources.device_buffers = &db;
    f.resources.device_buffer_count = 1;
    for (int form = 0; form < 2; form++) {
        memset(f.out, 0, sizeof f.out);
        void *scratch = malloc(size.max_size);
        spvrt_graph_init_scratch(f.ctx, f.graph, scratch, size.max_size);
        spvrt_graph_run gr = {&f.resources, scratch, size.max_size, SPVRT_GRAPH_SCHEDULE_BREADTH, 0, NULL};
        spvrt_graph_count_info indirect = {1, {.device = base}, 24};
        spvrt_result r = form == 0 ? spvrt_graph_dispatch_indirect(f.ctx, f.graph, &gr, &indirect)
                                   : spvrt_graph_dispatch_indirect_count(f.ctx, f.graph, &gr, base + 64);
        if (r != SPVRT_SUCCESS)
            FAIL("%s dispatch", form == 0 ? "indirect" : "indirect-count");
        check_out(&f, want, form == 0 ? "indirect" : "indirect-count");
        /* an address outside every buffer is an error, not a read */
        if (form == 1 && spvrt_graph_dispatch_indirect_count(f.ctx, f.graph, &gr, base + 4096) == SPVRT_SUCCESS)
            FAIL("indirect-count from an address outside every buffer");
        /* a hostile count info: 2^32 - 1 infos 2^56 bytes apart (their extent leaves 64 bits): an error, no read */
        if (form == 1) {
            uint8_t saved[24];
            memcpy(saved, device + 64, 24);
            u = 0xFFFFFFFFu; memcpy(device + 64, &u, 4);
            q = 1ull << 56; memcpy(device + 80, &q, 8);
            if (spvrt_graph_dispatch_indirect_count(f.ctx, f.graph, &gr, base + 64) != SPVRT_ERROR_INVALID_ARGUMENT)
                FAIL("indirect-count with an overflowing count and stride");
            memcpy(device + 64, saved, 24);
        }
        free(scratch);
    }
    f.resources.device_buffers = NULL;
    f.resources.device_buffer_count = 0;

    /* misuse (AMDX-S06, S08): below min, not initialized, initialized for another size; an unknown node */
    uint8_t *scratch = calloc(1, size.max_size);
    spvrt_graph_run gr = {&f.resources, scratch, size.max_size, 0, 0, NULL};
    if (spvrt_graph_dispatch(f.ctx, f.graph, &gr, &count) == SPVRT_SUCCESS)
        FAIL("a dispatch with scratch memory never initialized");
    if (spvrt_graph_init_scratch(f.ctx, f.graph, scratch, size.min_size - 1) == SPVRT_SUCCESS)
        FAIL("scratch memory below the minimum initialized");
    spvrt_graph_init_scratch(f.ctx, f.graph, scratch, size.max_size);
    gr.scratch_size = size.min_size;
    if (spvrt_graph_dispatch(f.ctx, f.graph, &gr, &count) == SPVRT_SUCCESS)
        FAIL("a dispatch with another size than the initialized one");
    gr.scratch_size = size.max_size;
    spvrt_graph_dispatch_info bad = {7, 1, {.host = payloads[0]}, 8};
    spvrt_graph_count_info bad_count = {1, {.host = &bad}, sizeof bad};
    if (spvrt_graph_dispatch(f.ctx, f.graph, &gr, &bad_count) != SPVRT_ERROR_INVALID_ARGUMENT)
        FAIL("a dispatch of node index 7 of a two-node graph");
    free(scratch);
    spvrt_graph_free(f.graph);

    /* AMDX-S01: the leaf from a library graph, the entry from the stages: the same results */
    spvrt_graph *library = NULL;
    spvrt_graph_info library_info = {&stages[1], 1, NULL, 0, 8};
    if (spvrt_graph_create(f.ctx, &library_info, &library) != SPVRT_SUCCESS) {
        FAIL("spvrt_graph_create of the library");
    } else {
        const spvrt_graph *libraries[1] = {library};
        spvrt_graph_info with_library = {&stages[0], 1, libraries, 1, 8};
        if (spvrt_graph_create(f.ctx, &with_library, &f.graph) != SPVRT_SUCCESS) {
            FAIL("spvrt_graph_create with a library");
        } else {
            uint32_t e = 99, l = 99;
            if (spvrt_graph_node_index(f.ctx, f.graph, "entry", 0, &e) != SPVRT_SUCCESS ||
                spvrt_graph_node_index(f.ctx, f.graph, "leaf", 0, &l) != SPVRT_SUCCESS || e != 0 || l != 1)
                FAIL("node indexes with a library: entry %u, leaf %u (the stages first, then the library's)", e, l);
            spvrt_graph_get_scratch_size(f.graph, &size);
            for (int k = 0; k < 2; k++)
                infos[k].node_index = e;
            if (run(&f, size.max_size, SPVRT_GRAPH_SCHEDULE_DEPTH, 0, 2, &count, NULL) != SPVRT_SUCCESS)
                FAIL("dispatch of a graph with a library");
            check_out(&f, want, "a graph with a library");
            spvrt_graph_free(f.graph);
        }
        spvrt_graph_free(library); /* after the graph that used it (spvrt.h: libraries must outlive it) */
    }

    /* AMDX-S02: the leaf renamed by its node create info; the entry's payloads name "leaf", now absent */
    stages[1].node_info = true;
    stages[1].node_name = "renamed";
    stages[1].node_index = SPVRT_SHADER_INDEX_UNUSED;
    if (spvrt_graph_create(f.ctx, &info, &f.graph) != SPVRT_SUCCESS) {
        FAIL("spvrt_graph_create with a renamed node");
    } else {
        if (spvrt_graph_node_index(f.ctx, f.graph, "renamed", 0, &none) != SPVRT_SUCCESS ||
            spvrt_graph_node_index(f.ctx, f.graph, "leaf", 0, &none) == SPVRT_SUCCESS)
            FAIL("the renamed node's index");
        spvrt_graph_get_scratch_size(f.graph, &size);
        spvrt_result r = run(&f, size.max_size, 0, 0, 1, &count, NULL);
        const spvrt_diagnostic *d = NULL;
        uint32_t n = spvrt_context_diagnostics(f.ctx, &d);
        if (r != SPVRT_ERROR_TRAP || n == 0 || !strstr(d[0].message, "AMDX-S41"))
            FAIL("payloads for a node no longer in the graph: result %d, %s", r, n ? d[0].message : "no diagnostic");
        spvrt_graph_free(f.graph);
    }
    /* two stages with one name and index */
    stages[1].node_name = "entry";
    if (spvrt_graph_create(f.ctx, &info, &f.graph) == SPVRT_SUCCESS) {
        FAIL("a graph with two nodes (entry, 0)");
        spvrt_graph_free(f.graph);
    }
    spvrt_module_free(entry);
    spvrt_module_free(leaf);
    spvrt_context_destroy(f.ctx);
    if (failures)
        fprintf(stderr, "graph_api_test: %d failures\n", failures);
    else
        printf("graph_api_test: all passed\n");
    return failures ? 1 : 0;
}
