/* spvrt_reflect_module through the public API: the plain-C description walked as a caller would, on
 * modules written here; every expected value is worked out by hand from the module text beside it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spvrt/spvrt.h"

static int failures;

#define CHECK(cond)                                                                                                    \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "reflect_test.c:%d: %s\n", __LINE__, #cond);                                               \
            failures++;                                                                                                \
        }                                                                                                              \
    } while (0)

static spvrt_module *assemble(spvrt_context *ctx, const char *text)
{
    uint32_t *words;
    size_t count;
    spvrt_module *m = NULL;
    if (spvrt_assemble(ctx, text, strlen(text), NULL, &words, &count) != SPVRT_SUCCESS) {
        fprintf(stderr, "reflect_test.c: assembly failed\n");
        failures++;
        return NULL;
    }
    if (spvrt_module_read(ctx, words, count, &m) != SPVRT_SUCCESS)
        m = NULL;
    spvrt_free(ctx, words);
    return m;
}

static const spvrt_reflect_variable *variable(const spvrt_reflect_entry_point *e, const char *name)
{
    for (uint32_t k = 0; e && k < e->variable_count; k++)
        if (strcmp(e->variables[k].name, name) == 0)
            return &e->variables[k];
    return NULL;
}

/* Pointers through OpSelect and through two levels of calls: the store in `deep` writes both buffers `a`
 * and `b` (the select may be either); `c` is only read through a parameter; `d` only has its length taken
 * (used). */
static const char *const aliasing =
    "OpCapability Shader\n"
    "OpCapability VariablePointers\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %a %b %c %d\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpName %a \"a\"\nOpName %b \"b\"\nOpName %c \"c\"\nOpName %d \"d\"\n"
    "OpDecorate %S Block\nOpMemberDecorate %S 0 Offset 0\nOpDecorate %rt ArrayStride 4\n"
    "OpDecorate %a DescriptorSet 0\nOpDecorate %a Binding 0\n"
    "OpDecorate %b DescriptorSet 0\nOpDecorate %b Binding 1\n"
    "OpDecorate %c DescriptorSet 0\nOpDecorate %c Binding 2\n"
    "OpDecorate %d DescriptorSet 3\nOpDecorate %d Binding 7\n"
    "%void = OpTypeVoid\n%bool = OpTypeBool\n%uint = OpTypeInt 32 0\n"
    "%rt = OpTypeRuntimeArray %uint\n%S = OpTypeStruct %rt\n"
    "%ptr_S = OpTypePointer StorageBuffer %S\n%ptr_u = OpTypePointer StorageBuffer %uint\n"
    "%fn = OpTypeFunction %void\n%fn_p = OpTypeFunction %void %ptr_u\n%fn_r = OpTypeFunction %uint %ptr_u\n"
    "%u0 = OpConstant %uint 0\n%true = OpConstantTrue %bool\n"
    "%a = OpVariable %ptr_S StorageBuffer\n%b = OpVariable %ptr_S StorageBuffer\n"
    "%c = OpVariable %ptr_S StorageBuffer\n%d = OpVariable %ptr_S StorageBuffer\n"
    "%deep = OpFunction %void None %fn_p\n%dp = OpFunctionParameter %ptr_u\n%dl = OpLabel\n"
    "OpStore %dp %u0\nOpReturn\nOpFunctionEnd\n"
    "%middle = OpFunction %void None %fn_p\n%mp = OpFunctionParameter %ptr_u\n%ml = OpLabel\n"
    "%mc = OpFunctionCall %void %deep %mp\nOpReturn\nOpFunctionEnd\n"
    "%reader = OpFunction %uint None %fn_r\n%rp = OpFunctionParameter %ptr_u\n%rl = OpLabel\n"
    "%rv = OpLoad %uint %rp\nOpReturnValue %rv\nOpFunctionEnd\n"
    "%main = OpFunction %void None %fn\n%l = OpLabel\n"
    "%pa = OpAccessChain %ptr_u %a %u0 %u0\n%pb = OpAccessChain %ptr_u %b %u0 %u0\n"
    "%sel = OpSelect %ptr_u %true %pa %pb\n"
    "%call = OpFunctionCall %void %middle %sel\n"
    "%pc = OpAccessChain %ptr_u %c %u0 %u0\n%got = OpFunctionCall %uint %reader %pc\n"
    "%len = OpArrayLength %uint %d 0\n"
    "OpReturn\nOpFunctionEnd\n";

/* A recursive node with a base index and a spec-constant array size; another entry point that is not a
 * node (Fragment). */
static const char *const graph =
    "OpCapability Shader\nOpCapability ShaderEnqueueAMDX\nOpExtension \"SPV_AMDX_shader_enqueue\"\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %node \"tree\" %in\n"
    "OpEntryPoint Fragment %frag \"frag\"\n"
    "OpExecutionMode %node LocalSize 1 1 1\n"
    "OpExecutionModeId %node MaxNodeRecursionAMDX %u4\n"
    "OpExecutionModeId %node ShaderIndexAMDX %u1\n"
    "OpExecutionMode %frag OriginUpperLeft\n"
    "OpDecorate %R TrackFinishWritingAMDX\n"
    "OpMemberDecorate %R 0 Offset 0\nOpMemberDecorate %R 0 PayloadDispatchIndirectAMDX\nOpMemberDecorate %R 1 Offset 8\n"
    "OpDecorate %size SpecId 9\n"
    "OpDecorateId %out NodeMaxPayloadsAMDX %u2\nOpDecorateId %out PayloadNodeNameAMDX %name\n"
    "OpDecorateId %out PayloadNodeBaseIndexAMDX %u1\nOpDecorateId %out PayloadNodeArraySizeAMDX %size\n"
    "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%uint = OpTypeInt 32 0\n%v2 = OpTypeVector %uint 2\n"
    "%u0 = OpConstant %uint 0\n%u1 = OpConstant %uint 1\n%u2 = OpConstant %uint 2\n%u4 = OpConstant %uint 4\n"
    "%wg = OpConstant %uint 2\n%size = OpSpecConstant %uint 3\n"
    "%name = OpConstantStringAMDX \"tree\"\n"
    "%R = OpTypeStruct %v2 %uint\n%out = OpTypeNodePayloadArrayAMDX %R\n"
    "%ptr_R = OpTypePointer NodePayloadAMDX %R\n%ptr_out = OpTypePointer NodePayloadAMDX %out\n"
    "%in = OpVariable %ptr_R NodePayloadAMDX\n"
    "%node = OpFunction %void None %fn\n%l = OpLabel\n"
    "%o = OpAllocateNodePayloadsAMDX %ptr_out %wg %u1 %u0\nOpEnqueueNodePayloadsAMDX %o\n"
    "OpReturn\nOpFunctionEnd\n"
    "%frag = OpFunction %void None %fn\n%fl = OpLabel\nOpReturn\nOpFunctionEnd\n";

/* Decoration groups: set 4 and NonWritable on both variables, the member's Offset through
 * OpGroupMemberDecorate; a WorkgroupSize built-in of (spec constant 16, SpecId 2), 1, 1. */
static const char *const groups =
    "OpCapability Shader\nOpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %a %b\nOpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %g DescriptorSet 4\nOpDecorate %g NonWritable\n%g = OpDecorationGroup\nOpGroupDecorate %g %a %b\n"
    "OpDecorate %a Binding 1\nOpDecorate %b Binding 2\nOpDecorate %S Block\n"
    "OpDecorate %mg Offset 8\n%mg = OpDecorationGroup\nOpGroupMemberDecorate %mg %S 0\n"
    "OpDecorate %wgs BuiltIn WorkgroupSize\nOpDecorate %x SpecId 2\n"
    "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%uint = OpTypeInt 32 0\n%S = OpTypeStruct %uint\n"
    "%v3 = OpTypeVector %uint 3\n%x = OpSpecConstant %uint 16\n%one = OpConstant %uint 1\n"
    "%wgs = OpSpecConstantComposite %v3 %x %one %one\n"
    "%p = OpTypePointer StorageBuffer %S\n%a = OpVariable %p StorageBuffer\n%b = OpVariable %p StorageBuffer\n"
    "%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n";

/* A struct that contains itself and an array whose length is a type: described without looping. */
static const char *const hostile =
    "OpCapability Shader\nOpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %v\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%uint = OpTypeInt 32 0\n"
    "%S = OpTypeStruct %uint %S\n%A = OpTypeArray %S %uint\n"
    "%p = OpTypePointer Private %A\n%v = OpVariable %p Private\n"
    "%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n";

int main(void)
{
    spvrt_context *ctx = spvrt_context_create(NULL);
    spvrt_reflection *r = NULL;

    spvrt_module *m = assemble(ctx, aliasing);
    if (m && spvrt_reflect_module(ctx, m, &r) == SPVRT_SUCCESS) {
        CHECK(r->entry_point_count == 1);
        const spvrt_reflect_entry_point *e = &r->entry_points[0];
        CHECK(strcmp(e->name, "main") == 0 && strcmp(e->execution_model_name, "GLCompute") == 0);
        CHECK(e->mode_count == 1 && e->modes[0].operand_count == 3 && e->modes[0].operands[0].value == 1);
        const spvrt_reflect_variable *a = variable(e, "a"), *b = variable(e, "b"), *c = variable(e, "c"),
                                     *d = variable(e, "d");
        CHECK(a && a->access == (SPVRT_REFLECT_USED | SPVRT_REFLECT_WRITE));
        CHECK(b && b->access == (SPVRT_REFLECT_USED | SPVRT_REFLECT_WRITE));
        CHECK(c && c->access == (SPVRT_REFLECT_USED | SPVRT_REFLECT_READ));
        CHECK(d && d->access == SPVRT_REFLECT_USED && d->set == 3 && d->binding == 7 && d->has_binding);
        CHECK(a && a->descriptor == SPVRT_REFLECT_DESCRIPTOR_STORAGE_BUFFER && a->count == 1 && !a->is_array);
        CHECK(a && a->type.runtime_sized && a->type.member_count == 1 && a->type.members[0].array_stride == 4);
        CHECK(e->node == NULL);
        char *text = NULL;
        size_t length = 0;
        CHECK(spvrt_reflection_write(ctx, m, r, SPVRT_REFLECT_JSON, NULL, &text, &length) == SPVRT_SUCCESS &&
              text && length == strlen(text) && text[0] == '{' && strstr(text, "\"descriptor_bindings\""));
        spvrt_free(ctx, text);
        CHECK(spvrt_reflection_write(ctx, m, r, 7, NULL, &text, &length) == SPVRT_ERROR_INVALID_ARGUMENT);
        spvrt_reflection_free(ctx, r);
    } else {
        CHECK(!"aliasing module reflected");
    }
    spvrt_module_free(m);

    m = assemble(ctx, graph);
    r = NULL;
    if (m && spvrt_reflect_module(ctx, m, &r) == SPVRT_SUCCESS) {
        CHECK(r->entry_point_count == 2);
        const spvrt_reflect_node *n = r->entry_points[0].node;
        CHECK(r->entry_points[1].node == NULL); /* Fragment: not a node */
        CHECK(n && strcmp(n->name, "tree") == 0 && n->index.value == 1 && n->index.present);
        CHECK(n && n->max_recursion.value == 4 && n->is_api_entry.value == 1 && !n->is_api_entry.present);
        CHECK(n && !n->input_is_array && !n->implicit_input && n->input.size == 12 && n->input.track_finish_writing &&
              n->input.dispatch_indirect_member == 0 && n->input.member_count == 2 && n->input.members[1].offset == 8);
        CHECK(n && n->output_count == 1);
        if (n && n->output_count == 1) {
            const spvrt_reflect_node_output *o = &n->outputs[0];
            CHECK(o->node_name.string && strcmp(o->node_name.string, "tree") == 0);
            CHECK(o->base_index.value == 1 && o->max_payloads.value == 2 && o->allocated && !o->validity_checked);
            CHECK(o->array_size.present && o->array_size.known && o->array_size.value == 3 && o->array_size.spec &&
                  o->array_size.spec_id == 9);
            CHECK(!o->sparse && o->shares_limits_with == 0 && o->payload.size == 12);
        }
        CHECK(r->spec_constant_count == 1 && r->spec_constants[0].value.spec_id == 9 &&
              r->spec_constants[0].value.value == 3);
        spvrt_reflection_free(ctx, r);
    } else {
        CHECK(!"graph module reflected");
    }
    spvrt_module_free(m);

    m = assemble(ctx, groups);
    r = NULL;
    if (m && spvrt_reflect_module(ctx, m, &r) == SPVRT_SUCCESS) {
        const spvrt_reflect_entry_point *e = &r->entry_points[0];
        CHECK(r->workgroup_size[0].present && r->workgroup_size[0].value == 16 && r->workgroup_size[0].spec_id == 2 &&
              r->workgroup_size[1].value == 1 && r->workgroup_size[2].value == 1 && !r->workgroup_size[2].spec);
        CHECK(e->variable_count == 2);
        for (uint32_t k = 0; k < e->variable_count && k < 2; k++) {
            const spvrt_reflect_variable *v = &e->variables[k];
            CHECK(v->has_binding && v->set == 4 && v->binding == k + 1 && v->access == 0 && v->in_interface);
            CHECK(v->decoration_count == 1 && strcmp(v->decorations[0], "NonWritable") == 0);
            CHECK(v->type.member_count == 1 && v->type.members[0].has_offset && v->type.members[0].offset == 8 &&
                  v->type.size == 12);
        }
        spvrt_reflection_free(ctx, r);
    } else {
        CHECK(!"groups module reflected");
    }
    spvrt_module_free(m);

    m = assemble(ctx, hostile);
    r = NULL;
    if (m) {
        spvrt_result res = spvrt_reflect_module(ctx, m, &r);
        CHECK(res == SPVRT_SUCCESS);
        if (res == SPVRT_SUCCESS) {
            const spvrt_reflect_variable *v = &r->entry_points[0].variables[0];
            CHECK(r->entry_points[0].variable_count == 1 && strstr(v->type.text, "struct") != NULL);
        }
        spvrt_reflection_free(ctx, r);
    }
    spvrt_module_free(m);

    CHECK(spvrt_reflect_module(ctx, NULL, &r) == SPVRT_ERROR_INVALID_ARGUMENT);
    spvrt_reflection_free(ctx, NULL);
    spvrt_context_destroy(ctx);
    if (failures)
        fprintf(stderr, "reflect_test: %d failures\n", failures);
    else
        printf("reflect_test: all passed\n");
    return failures ? 1 : 0;
}
