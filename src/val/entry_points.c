/* Entry points and execution modes (SPIR-V 2.16.1, 3.52.5 OpEntryPoint,
 * OpExecutionMode, OpExecutionModeId; 3.6 Execution Mode "Enabling
 * Capabilities"; Vulkan appendix A Standalone rules), as SPIRV-Tools checks
 * them in validate_mode_setting.cpp, validate_decorations.cpp
 * (CheckDecorationsOfEntryPoints) and validate_interfaces.cpp:
 *  - the Entry Point operand is an OpFunction returning void without
 *    parameters (parameters are allowed for Kernel);
 *  - no two entry points share a name and an execution model;
 *  - the interface lists OpVariables: Input/Output ones before SPIR-V 1.4,
 *    any global one without repeats from 1.4, and then every global
 *    variable the entry point's static call tree uses;
 *  - OpExecutionMode names an entry point, uses a mode its execution
 *    models allow, OpExecutionModeId only modes with id operands;
 *  - the modes a model requires (one origin for Fragment, one input and one
 *    output primitive for Geometry, ...) and Vulkan's (no OriginLowerLeft,
 *    no PixelCenterInteger, a local size for GLCompute). */
#include <stdlib.h>
#include <string.h>

#include "interface.h"

typedef struct pair {
    uint32_t function, value; /* (entry point function, execution model or mode) */
} pair;

static int compare_pairs(const void *a, const void *b)
{
    const pair *x = a, *y = b;
    if (x->function != y->function)
        return x->function < y->function ? -1 : 1;
    return x->value < y->value ? -1 : x->value > y->value;
}

/* Sorted, without repeats. */
static uint32_t sort_unique(pair *p, uint32_t n)
{
    if (n == 0)
        return 0;
    qsort(p, n, sizeof *p, compare_pairs);
    uint32_t out = 1;
    for (uint32_t k = 1; k < n; k++)
        if (compare_pairs(&p[k], &p[out - 1]) != 0)
            p[out++] = p[k];
    return out;
}

typedef struct entry_state {
    spvrt_interface *s;
    spvrt_validator *v;
    pair *models; /* (function, execution model) */
    uint32_t model_count;
    pair *modes;  /* (function, execution mode) */
    uint32_t mode_count;
} entry_state;

/* The range of pairs of one function. */
static const pair *range(const pair *p, uint32_t n, uint32_t function, uint32_t *count)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (p[mid].function < function)
            lo = mid + 1;
        else
            hi = mid;
    }
    uint32_t end = lo;
    while (end < n && p[end].function == function)
        end++;
    *count = end - lo;
    return p + lo;
}

static bool has_mode(const entry_state *e, uint32_t function, uint32_t mode)
{
    uint32_t n;
    const pair *p = range(e->modes, e->mode_count, function, &n);
    for (uint32_t k = 0; k < n; k++)
        if (p[k].value == mode)
            return true;
    return false;
}

static uint32_t count_modes(const entry_state *e, uint32_t function, const uint32_t *modes, uint32_t count)
{
    uint32_t found = 0;
    for (uint32_t k = 0; k < count; k++)
        found += has_mode(e, function, modes[k]);
    return found;
}

static const char *model_name(uint32_t model)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_ExecutionModel, model);
}

static const char *mode_name(uint32_t mode)
{
    return spvrt_val_enumerant_name(SPVRT_KIND_ExecutionMode, mode);
}

/* ---- OpEntryPoint ---------------------------------------------------------------- */

/* 3.52.5 OpEntryPoint: the function (and Vulkan VUID-StandaloneSpirv-None-04633) */
static bool check_function(entry_state *e, const spvrt_instruction *inst)
{
    spvrt_validator *v = e->v;
    char a[12];
    uint32_t model = spvrt_val_word(v, inst, 1), id = spvrt_val_word(v, inst, 2);
    const spvrt_instruction *f = spvrt_module_def(v->m, id);
    if (!f || f->opcode != SPVRT_OpFunction)
        return spvrt_val_report(v, RULE_ENTRY_POINT_FUNCTION, inst, "the Entry Point operand %%%s is not an "
                                "OpFunction", spvrt_val_id_name(v, id, a));
    const spvrt_instruction *type = spvrt_module_def(v->m, spvrt_val_word(v, f, 4));
    /* Vulkan appendix A Standalone #1 (ENV-008): no return value and no arguments, for every model */
    spvrt_rule rule = spvrt_val_vulkan(v) ? RULE_ENV_ENTRY_POINT_SIGNATURE : RULE_ENTRY_POINT_SIGNATURE;
    if ((model != SPVRT_ExecutionModel_Kernel || spvrt_val_vulkan(v)) && (!type || type->word_count != 3))
        return spvrt_val_report(v, rule, inst, "the entry point function %%%s has parameters",
                                spvrt_val_id_name(v, id, a));
    if (spvrt_val_type_opcode(v, f->result_type) != SPVRT_OpTypeVoid)
        return spvrt_val_report(v, rule, inst, "the entry point function %%%s does not "
                                "return void", spvrt_val_id_name(v, id, a));
    return true;
}

/* The first word of the interface list: after the name string. */
static uint32_t interface_start(const spvrt_validator *v, const spvrt_instruction *inst)
{
    const spvrt_operand *ops = spvrt_inst_operands(v->m, inst);
    if (inst->operand_count < 3)
        return inst->word_count;
    return ops[2].offset + ops[2].word_count;
}

/* SPV_KHR_workgroup_memory_explicit_layout (Validation Rules): "If any Workgroup variable in the entry point
 * interface is decorated with Block, then all of them must be" (OpTypeStruct pointees decorated Block), and
 * "If more than one Workgroup variable is decorated with Block (...), all of them must be decorated with
 * Aliased".  Without the WorkgroupMemoryExplicitLayoutKHR capability no Workgroup variable is a Block at all
 * (the interface family's block rules say so).  SPV_KHR_untyped_pointers (capability 4473, newer than our
 * grammar) lifts both. */
#define UNTYPED_POINTERS_KHR 4473u
static bool check_workgroup_blocks(entry_state *e, const spvrt_instruction *inst)
{
    spvrt_validator *v = e->v;
    if (!spvrt_interface_capability(e->s, SPVRT_Capability_WorkgroupMemoryExplicitLayoutKHR) ||
        spvrt_interface_capability(e->s, UNTYPED_POINTERS_KHR))
        return true;
    uint32_t workgroup = 0, blocks = 0, aliased = 0, plain = 0, block = 0;
    for (uint32_t w = interface_start(v, inst); w < inst->word_count; w++) {
        uint32_t id = spvrt_val_word(v, inst, w);
        const spvrt_instruction *var = spvrt_module_def(v->m, id);
        if (!var || var->opcode != SPVRT_OpVariable || spvrt_val_word(v, var, 3) != SPVRT_StorageClass_Workgroup)
            continue;
        workgroup++;
        uint32_t pointee = spvrt_val_pointee(v, var->result_type, NULL);
        if (spvrt_val_type_opcode(v, pointee) == SPVRT_OpTypeStruct &&
            spvrt_interface_has(e->s, pointee, SPVRT_Decoration_Block)) {
            blocks++;
            block = id;
            aliased += spvrt_interface_has(e->s, id, SPVRT_Decoration_Aliased);
        } else {
            plain = id;
        }
    }
    char a[12], b[12];
    if (blocks && blocks != workgroup)
        return spvrt_val_report(v, RULE_WORKGROUP_BLOCK_ALL_OR_NONE, inst, "the interface has the Workgroup "
                                "variable %%%s of a Block type and %%%s of another type; with "
                                "WorkgroupMemoryExplicitLayoutKHR all or none of them are Blocks",
                                spvrt_val_id_name(v, block, a), spvrt_val_id_name(v, plain, b));
    if (blocks > 1 && aliased != blocks)
        return spvrt_val_report(v, RULE_WORKGROUP_BLOCK_ALL_OR_NONE, inst, "the interface has %u Workgroup "
                                "variables of Block types, and not all of them are decorated Aliased", blocks);
    return true;
}

/* 3.52.5 OpEntryPoint Interface; 2.16.1 (SPIR-V 1.4: all global variables) */
static bool check_interface(entry_state *e, const spvrt_instruction *inst, spvrt_idmap *listed, uint32_t stamp)
{
    spvrt_validator *v = e->v;
    char a[12];
    bool v14 = v->m->header.version >= 0x00010400u;
    for (uint32_t w = interface_start(v, inst); w < inst->word_count; w++) {
        uint32_t id = spvrt_val_word(v, inst, w);
        const spvrt_instruction *var = spvrt_module_def(v->m, id);
        if (!var || var->opcode != SPVRT_OpVariable) {
            if (!spvrt_val_report(v, RULE_ENTRY_POINT_INTERFACE, inst, "the interface lists %%%s, which is not an "
                                  "OpVariable", spvrt_val_id_name(v, id, a)))
                return false;
            continue;
        }
        uint32_t sc = spvrt_val_word(v, var, 3);
        if (v14) {
            if (sc == SPVRT_StorageClass_Function &&
                !spvrt_val_report(v, RULE_ENTRY_POINT_INTERFACE, inst, "the interface lists %%%s, a Function "
                                  "variable; it lists global variables only", spvrt_val_id_name(v, id, a)))
                return false;
            if (spvrt_idmap_get(listed, id) == stamp &&
                !spvrt_val_report(v, RULE_ENTRY_POINT_INTERFACE, inst, "the interface lists %%%s more than once",
                                  spvrt_val_id_name(v, id, a)))
                return false;
        } else if (sc != SPVRT_StorageClass_Input && sc != SPVRT_StorageClass_Output &&
                   !spvrt_val_report(v, RULE_ENTRY_POINT_INTERFACE, inst, "the interface lists %%%s, which is in "
                                     "the %s storage class; before SPIR-V 1.4 only Input and Output variables are "
                                     "listed", spvrt_val_id_name(v, id, a),
                                     spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, sc)
                                         ? spvrt_grammar_enumerant_name(SPVRT_KIND_StorageClass, sc)
                                         : "?")) {
            return false;
        }
        if (!spvrt_idmap_set(listed, id, stamp))
            return true;
    }
    return true;
}

/* 3.52.5 OpEntryPoint Interface: the interface of an entry point lists
 * every Input and Output variable its static call tree uses, from SPIR-V
 * 1.4 every global variable.  One traversal per entry point,
 * within a budget (past it nothing is reported). */
static bool check_used_listed(entry_state *e, const spvrt_instruction *ep, spvrt_idmap *listed, uint32_t stamp,
                              spvrt_idmap *visited, uint32_t **queue, uint64_t *budget)
{
    spvrt_validator *v = e->v;
    const spvrt_module *m = v->m;
    char a[12];
    bool v14 = m->header.version >= 0x00010400u;
    const spvrt_instruction *f = spvrt_module_def(m, spvrt_val_word(v, ep, 2));
    if (!f || f->opcode != SPVRT_OpFunction)
        return true;
    uint32_t head = 0, tail = 0;
    (*queue)[tail++] = (uint32_t)(f - m->insts);
    if (!spvrt_idmap_set(visited, f->result, stamp))
        return true;
    while (head < tail) {
        for (uint32_t i = (*queue)[head++] + 1; i < m->inst_count; i++) {
            const spvrt_instruction *inst = &m->insts[i];
            if (inst->opcode == SPVRT_OpFunctionEnd || inst->opcode == SPVRT_OpFunction)
                break;
            if (*budget < inst->operand_count + 1u)
                return true;
            *budget -= inst->operand_count + 1u;
            uint32_t id;
            for (uint32_t k = 0; spvrt_val_next_id_operand(m, inst, false, &k, &id);) {
                const spvrt_instruction *def = spvrt_module_def(m, id);
                if (!def)
                    continue;
                uint32_t sc = def->opcode == SPVRT_OpVariable ? spvrt_val_word(v, def, 3) : 0;
                bool counted = v14 ? sc != SPVRT_StorageClass_Function
                                   : sc == SPVRT_StorageClass_Input || sc == SPVRT_StorageClass_Output;
                if (def->opcode == SPVRT_OpVariable && counted && spvrt_idmap_get(listed, id) != stamp) {
                    if (!spvrt_val_report(v, RULE_ENTRY_POINT_INTERFACE_MISSING, ep, "the entry point uses the "
                                          "global variable %%%s, which its interface does not list",
                                          spvrt_val_id_name(v, id, a)))
                        return false;
                    if (!spvrt_idmap_set(listed, id, stamp)) /* once per variable */
                        return true;
                } else if (inst->opcode == SPVRT_OpFunctionCall && k - 1 == 2 && def->opcode == SPVRT_OpFunction &&
                           spvrt_idmap_get(visited, id) != stamp &&
                           tail < m->function_count) {
                    if (!spvrt_idmap_set(visited, id, stamp))
                        return true;
                    (*queue)[tail++] = (uint32_t)(def - m->insts);
                }
            }
        }
    }
    return true;
}

/* ---- OpExecutionMode(Id) --------------------------------------------------------- */

typedef enum model_set {
    ANY_MODEL,
    GEOMETRY,
    GEOMETRY_OR_MESH,    /* OutputPoints */
    TESSELLATION,
    GEOMETRY_OR_TESSELLATION,
    GEOMETRY_TESSELLATION_OR_MESH, /* OutputVertices */
    MESH,
    FRAGMENT,
    KERNEL,
    COMPUTE /* LocalSize, LocalSizeId */
} model_set;

static model_set models_allowed(uint32_t mode)
{
    switch (mode) {
    case SPVRT_ExecutionMode_Invocations:
    case SPVRT_ExecutionMode_InputPoints:
    case SPVRT_ExecutionMode_InputLines:
    case SPVRT_ExecutionMode_InputLinesAdjacency:
    case SPVRT_ExecutionMode_InputTrianglesAdjacency:
    case SPVRT_ExecutionMode_OutputLineStrip:
    case SPVRT_ExecutionMode_OutputTriangleStrip: return GEOMETRY;
    case SPVRT_ExecutionMode_OutputPoints: return GEOMETRY_OR_MESH;
    case SPVRT_ExecutionMode_SpacingEqual:
    case SPVRT_ExecutionMode_SpacingFractionalEven:
    case SPVRT_ExecutionMode_SpacingFractionalOdd:
    case SPVRT_ExecutionMode_VertexOrderCw:
    case SPVRT_ExecutionMode_VertexOrderCcw:
    case SPVRT_ExecutionMode_PointMode:
    case SPVRT_ExecutionMode_Quads:
    case SPVRT_ExecutionMode_Isolines: return TESSELLATION;
    case SPVRT_ExecutionMode_Triangles: return GEOMETRY_OR_TESSELLATION;
    case SPVRT_ExecutionMode_OutputVertices: return GEOMETRY_TESSELLATION_OR_MESH;
    case SPVRT_ExecutionMode_OutputLinesEXT:
    case SPVRT_ExecutionMode_OutputTrianglesEXT:
    case SPVRT_ExecutionMode_OutputPrimitivesEXT: return MESH;
    case SPVRT_ExecutionMode_PixelCenterInteger:
    case SPVRT_ExecutionMode_OriginUpperLeft:
    case SPVRT_ExecutionMode_OriginLowerLeft:
    case SPVRT_ExecutionMode_EarlyFragmentTests:
    case SPVRT_ExecutionMode_DepthReplacing:
    case SPVRT_ExecutionMode_DepthGreater:
    case SPVRT_ExecutionMode_DepthLess:
    case SPVRT_ExecutionMode_DepthUnchanged:
    case SPVRT_ExecutionMode_PixelInterlockOrderedEXT:
    case SPVRT_ExecutionMode_PixelInterlockUnorderedEXT:
    case SPVRT_ExecutionMode_SampleInterlockOrderedEXT:
    case SPVRT_ExecutionMode_SampleInterlockUnorderedEXT:
    case SPVRT_ExecutionMode_ShadingRateInterlockOrderedEXT:
    case SPVRT_ExecutionMode_ShadingRateInterlockUnorderedEXT:
    case SPVRT_ExecutionMode_StencilRefUnchangedFrontAMD:
    case SPVRT_ExecutionMode_StencilRefGreaterFrontAMD:
    case SPVRT_ExecutionMode_StencilRefLessFrontAMD:
    case SPVRT_ExecutionMode_StencilRefUnchangedBackAMD:
    case SPVRT_ExecutionMode_StencilRefGreaterBackAMD:
    case SPVRT_ExecutionMode_StencilRefLessBackAMD: return FRAGMENT;
    case SPVRT_ExecutionMode_LocalSizeHint:
    case SPVRT_ExecutionMode_VecTypeHint:
    case SPVRT_ExecutionMode_ContractionOff:
    case SPVRT_ExecutionMode_LocalSizeHintId: return KERNEL;
    case SPVRT_ExecutionMode_LocalSize:
    case SPVRT_ExecutionMode_LocalSizeId: return COMPUTE;
    default: return ANY_MODEL;
    }
}

static bool model_allowed(const entry_state *e, model_set set, uint32_t model)
{
    bool nv = spvrt_interface_capability(e->s, SPVRT_Capability_MeshShadingNV);
    bool ext = spvrt_interface_capability(e->s, SPVRT_Capability_MeshShadingEXT);
    bool geometry = model == SPVRT_ExecutionModel_Geometry;
    bool tessellation = model == SPVRT_ExecutionModel_TessellationControl ||
                        model == SPVRT_ExecutionModel_TessellationEvaluation;
    bool mesh = (model == SPVRT_ExecutionModel_MeshNV && nv) || (model == SPVRT_ExecutionModel_MeshEXT && ext);
    switch (set) {
    case ANY_MODEL: return true;
    case GEOMETRY: return geometry;
    case GEOMETRY_OR_MESH: return geometry || mesh;
    case TESSELLATION: return tessellation;
    case GEOMETRY_OR_TESSELLATION: return geometry || tessellation;
    case GEOMETRY_TESSELLATION_OR_MESH: return geometry || tessellation || mesh;
    case MESH: return model == SPVRT_ExecutionModel_MeshEXT || model == SPVRT_ExecutionModel_MeshNV;
    case FRAGMENT: return model == SPVRT_ExecutionModel_Fragment;
    case KERNEL: return model == SPVRT_ExecutionModel_Kernel;
    case COMPUTE:
        return model == SPVRT_ExecutionModel_Kernel || model == SPVRT_ExecutionModel_GLCompute ||
               ((model == SPVRT_ExecutionModel_TaskNV || model == SPVRT_ExecutionModel_MeshNV) && nv) ||
               ((model == SPVRT_ExecutionModel_TaskEXT || model == SPVRT_ExecutionModel_MeshEXT) && ext);
    }
    return true;
}

static bool check_execution_mode(entry_state *e, const spvrt_instruction *inst)
{
    spvrt_validator *v = e->v;
    char a[12];
    uint32_t function = spvrt_val_word(v, inst, 1), mode = spvrt_val_word(v, inst, 2);
    uint32_t n;
    const pair *models = range(e->models, e->model_count, function, &n);
    /* 3.52.5 OpExecutionMode: Entry Point must be the Entry Point operand of an OpEntryPoint */
    if (n == 0)
        return spvrt_val_report(v, RULE_EXECUTION_MODE_TARGET, inst, "%%%s is not the Entry Point of an "
                                "OpEntryPoint", spvrt_val_id_name(v, function, a));
    /* modes whose extra operands are ids in the grammar (LocalSizeId, ...; the AMDX modes of the supplement) */
    const spvrt_enumerant_info *mode_info = spvrt_grammar_enumerant(SPVRT_KIND_ExecutionMode, mode);
    bool id_mode = mode_info && mode_info->parameter_count > 0 &&
                   spvrt_grammar_operands[mode_info->parameter_first].kind == SPVRT_KIND_IdRef;
    /* the VK_AMDX_shader_enqueue modes: shader_enqueue.c checks which instruction declares them (AMDX-038) */
    bool amdx_mode = mode == SPVRT_ExecutionMode_CoalescingAMDX || mode == SPVRT_ExecutionMode_IsApiEntryAMDX ||
                     mode == SPVRT_ExecutionMode_MaxNodeRecursionAMDX ||
                     mode == SPVRT_ExecutionMode_StaticNumWorkgroupsAMDX ||
                     mode == SPVRT_ExecutionMode_ShaderIndexAMDX || mode == SPVRT_ExecutionMode_MaxNumWorkgroupsAMDX ||
                     mode == SPVRT_ExecutionMode_SharesInputWithAMDX;
    /* 3.52.5 OpExecutionModeId: only modes whose extra operands are ids (spirv-val 2023.1 does not check
     * that those are constants) */
    if (amdx_mode) {
        /* (checked in shader_enqueue.c) */
    } else if (inst->opcode == SPVRT_OpExecutionModeId) {
        if (!id_mode)
            return spvrt_val_report(v, RULE_EXECUTION_MODE_OPERANDS, inst, "OpExecutionModeId with %s, a mode "
                                    "whose operands are not ids (use OpExecutionMode)", mode_name(mode));
    } else if (id_mode) {
        return spvrt_val_report(v, RULE_EXECUTION_MODE_OPERANDS, inst, "OpExecutionMode with %s, a mode whose "
                                "operands are ids (use OpExecutionModeId)", mode_name(mode));
    }
    /* 3.6 Execution Mode: the execution models each mode applies to */
    model_set set = models_allowed(mode);
    for (uint32_t k = 0; k < n; k++)
        if (!model_allowed(e, set, models[k].value))
            return spvrt_val_report(v, RULE_EXECUTION_MODE_MODEL, inst, "the %s execution mode does not apply to "
                                    "the %s execution model of %%%s", mode_name(mode), model_name(models[k].value),
                                    spvrt_val_id_name(v, function, a));
    if (spvrt_val_vulkan(v) && mode == SPVRT_ExecutionMode_OriginLowerLeft)
        return spvrt_val_report(v, RULE_ENV_ORIGIN_LOWER_LEFT, inst, "Vulkan does not allow OriginLowerLeft");
    if (spvrt_val_vulkan(v) && mode == SPVRT_ExecutionMode_PixelCenterInteger)
        return spvrt_val_report(v, RULE_ENV_PIXEL_CENTER_INTEGER, inst, "Vulkan does not allow PixelCenterInteger");
    return true;
}

/* The execution modes a model requires or allows once (SPIRV-Tools checks
 * them for modules with the Shader capability). */
static bool check_required_modes(entry_state *e, const spvrt_instruction *inst, bool workgroup_size)
{
    spvrt_validator *v = e->v;
    uint32_t model = spvrt_val_word(v, inst, 1), f = spvrt_val_word(v, inst, 2);
    static const uint32_t origins[] = {SPVRT_ExecutionMode_OriginUpperLeft, SPVRT_ExecutionMode_OriginLowerLeft};
    static const uint32_t depths[] = {SPVRT_ExecutionMode_DepthGreater, SPVRT_ExecutionMode_DepthLess,
                                      SPVRT_ExecutionMode_DepthUnchanged};
    static const uint32_t interlocks[] = {
        SPVRT_ExecutionMode_PixelInterlockOrderedEXT,       SPVRT_ExecutionMode_PixelInterlockUnorderedEXT,
        SPVRT_ExecutionMode_SampleInterlockOrderedEXT,      SPVRT_ExecutionMode_SampleInterlockUnorderedEXT,
        SPVRT_ExecutionMode_ShadingRateInterlockOrderedEXT, SPVRT_ExecutionMode_ShadingRateInterlockUnorderedEXT};
    static const uint32_t spacings[] = {SPVRT_ExecutionMode_SpacingEqual, SPVRT_ExecutionMode_SpacingFractionalEven,
                                        SPVRT_ExecutionMode_SpacingFractionalOdd};
    static const uint32_t tess_primitives[] = {SPVRT_ExecutionMode_Triangles, SPVRT_ExecutionMode_Quads,
                                               SPVRT_ExecutionMode_Isolines};
    static const uint32_t orders[] = {SPVRT_ExecutionMode_VertexOrderCw, SPVRT_ExecutionMode_VertexOrderCcw};
    static const uint32_t geometry_inputs[] = {SPVRT_ExecutionMode_InputPoints, SPVRT_ExecutionMode_InputLines,
                                               SPVRT_ExecutionMode_InputLinesAdjacency, SPVRT_ExecutionMode_Triangles,
                                               SPVRT_ExecutionMode_InputTrianglesAdjacency};
    static const uint32_t geometry_outputs[] = {SPVRT_ExecutionMode_OutputPoints, SPVRT_ExecutionMode_OutputLineStrip,
                                                SPVRT_ExecutionMode_OutputTriangleStrip};
#define COUNT(list) count_modes(e, f, list, sizeof list / sizeof list[0])
    const char *problem = NULL;
    if (spvrt_interface_capability(e->s, SPVRT_Capability_Shader)) {
        switch (model) {
        case SPVRT_ExecutionModel_Fragment:
            problem = COUNT(origins) == 2   ? "specifies both OriginUpperLeft and OriginLowerLeft"
                      : COUNT(origins) == 0 ? "needs an OriginUpperLeft or OriginLowerLeft execution mode"
                      : COUNT(depths) > 1   ? "specifies more than one of DepthGreater, DepthLess, DepthUnchanged"
                      : COUNT(interlocks) > 1 ? "specifies more than one fragment shader interlock mode"
                                              : NULL;
            break;
        case SPVRT_ExecutionModel_TessellationControl:
        case SPVRT_ExecutionModel_TessellationEvaluation:
            problem = COUNT(spacings) > 1          ? "specifies more than one spacing mode"
                      : COUNT(tess_primitives) > 1 ? "specifies more than one of Triangles, Quads, Isolines"
                      : COUNT(orders) > 1          ? "specifies both VertexOrderCw and VertexOrderCcw"
                                                   : NULL;
            break;
        case SPVRT_ExecutionModel_Geometry:
            problem = COUNT(geometry_inputs) != 1 ? "must specify exactly one of InputPoints, InputLines, "
                                                    "InputLinesAdjacency, Triangles, InputTrianglesAdjacency"
                      : COUNT(geometry_outputs) != 1 ? "must specify exactly one of OutputPoints, OutputLineStrip, "
                                                       "OutputTriangleStrip"
                                                     : NULL;
            break;
        default: break;
        }
    }
#undef COUNT
    if (problem)
        return spvrt_val_report(v, RULE_EXECUTION_MODE_REQUIRED, inst, "the %s entry point %s", model_name(model),
                                problem);
    /* ENV-058: a GLCompute entry point has a local size */
    if (spvrt_val_vulkan(v) && model == SPVRT_ExecutionModel_GLCompute &&
        !has_mode(e, f, SPVRT_ExecutionMode_LocalSize) && !workgroup_size)
        return spvrt_val_report(v, RULE_ENV_LOCAL_SIZE, inst, "the GLCompute entry point has no LocalSize or "
                                "LocalSizeId execution mode, and no object is decorated WorkgroupSize");
    return true;
}

/* Two entry points with one name and one execution model (SPIR-V 2.16.1). */
typedef struct named {
    const char *name;
    uint32_t model, inst;
} named;

static int compare_named(const void *a, const void *b)
{
    const named *x = a, *y = b;
    if (x->model != y->model)
        return x->model < y->model ? -1 : 1;
    int c = strcmp(x->name, y->name);
    return c ? c : (x->inst < y->inst ? -1 : x->inst > y->inst);
}

static bool check_unique_names(entry_state *e)
{
    spvrt_validator *v = e->v;
    const spvrt_module *m = v->m;
    named *list = spvrt_alloc(v->ctx, (m->entry_point_count + 1) * sizeof *list);
    if (!list)
        return true;
    uint32_t n = 0;
    for (uint32_t k = 0; k < m->entry_point_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->entry_points[k]];
        if (inst->operand_count < 3)
            continue;
        size_t length;
        const spvrt_operand *ops = spvrt_inst_operands(m, inst);
        /* strings are NUL-terminated in the words; on a big-endian host spvrt_operand_string copies, so skip */
        const char *name = (const char *)(spvrt_inst_words(m, inst) + ops[2].offset);
        if (spvrt_operand_string(m, inst, &ops[2], &length) != name)
            continue;
        list[n++] = (named){name, spvrt_val_word(v, inst, 1), m->entry_points[k]};
    }
    qsort(list, n, sizeof *list, compare_named);
    bool ok = true;
    for (uint32_t k = 1; ok && k < n; k++)
        if (list[k].model == list[k - 1].model && strcmp(list[k].name, list[k - 1].name) == 0)
            ok = spvrt_val_report(v, RULE_ENTRY_POINT_DUPLICATE, &m->insts[list[k].inst], "another %s entry point "
                                  "is named \"%s\"", model_name(list[k].model), list[k].name);
    spvrt_free(v->ctx, list);
    return ok;
}

void spvrt_interface_entry_point_rules(spvrt_interface *s)
{
    spvrt_validator *v = s->v;
    const spvrt_module *m = v->m;
    entry_state e = {s, v, NULL, 0, NULL, 0};
    uint32_t modes = 0;
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++)
        modes += m->insts[i].opcode == SPVRT_OpExecutionMode || m->insts[i].opcode == SPVRT_OpExecutionModeId;
    /* SPIR-V 2.4 (logical layout, item 5) and 2.16.1: a module without the Linkage capability is a set of
     * entry points, so it declares at least one (spirv-val: "No OpEntryPoint instruction was found") */
    if (m->entry_point_count == 0 && !spvrt_interface_capability(s, SPVRT_Capability_Linkage) &&
        !spvrt_val_report(v, RULE_ENTRY_POINT_REQUIRED, NULL,
                          "the module declares no OpEntryPoint, which only a module with the Linkage capability "
                          "may leave out"))
        return;
    e.models = spvrt_alloc(v->ctx, (m->entry_point_count + 1) * sizeof *e.models);
    e.modes = spvrt_alloc(v->ctx, (modes + 1) * sizeof *e.modes);
    spvrt_idmap listed, visited;
    bool maps = spvrt_idmap_init(&listed, v->ctx, m->header.bound, m->inst_count, 0);
    maps &= spvrt_idmap_init(&visited, v->ctx, m->header.bound, m->inst_count, 0);
    uint32_t *queue = spvrt_alloc(v->ctx, (m->function_count + 1) * sizeof *queue);
    if (!e.models || !e.modes || !maps || !queue)
        goto done;
    bool workgroup_size = false; /* an OpDecorate BuiltIn WorkgroupSize or an OpExecutionModeId LocalSizeId */
    for (uint32_t k = 0; k < m->entry_point_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->entry_points[k]];
        e.models[e.model_count++] = (pair){spvrt_val_word(v, inst, 2), spvrt_val_word(v, inst, 1)};
    }
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if (inst->opcode == SPVRT_OpExecutionMode || inst->opcode == SPVRT_OpExecutionModeId)
            e.modes[e.mode_count++] = (pair){spvrt_val_word(v, inst, 1), spvrt_val_word(v, inst, 2)};
        if (inst->opcode == SPVRT_OpExecutionModeId && spvrt_val_word(v, inst, 2) == SPVRT_ExecutionMode_LocalSizeId)
            workgroup_size = true;
        if (inst->opcode == SPVRT_OpDecorate && spvrt_val_word(v, inst, 2) == SPVRT_Decoration_BuiltIn &&
            spvrt_val_word(v, inst, 3) == SPVRT_BuiltIn_WorkgroupSize)
            workgroup_size = true;
    }
    e.model_count = sort_unique(e.models, e.model_count);
    e.mode_count = sort_unique(e.modes, e.mode_count);
    uint64_t budget = 8ull * m->word_count + 100000;
    for (uint32_t k = 0; k < m->entry_point_count; k++) {
        const spvrt_instruction *inst = &m->insts[m->entry_points[k]];
        if (!check_function(&e, inst) || !check_interface(&e, inst, &listed, k + 1) ||
            !check_workgroup_blocks(&e, inst))
            goto done;
        if (!check_used_listed(&e, inst, &listed, k + 1, &visited, &queue, &budget))
            goto done;
    }
    if (!check_unique_names(&e))
        goto done;
    for (uint32_t i = 0; i < m->inst_count && m->insts[i].opcode != SPVRT_OpFunction; i++) {
        const spvrt_instruction *inst = &m->insts[i];
        if ((inst->opcode == SPVRT_OpExecutionMode || inst->opcode == SPVRT_OpExecutionModeId) &&
            !check_execution_mode(&e, inst))
            goto done;
    }
    for (uint32_t k = 0; k < m->entry_point_count; k++)
        if (!check_required_modes(&e, &m->insts[m->entry_points[k]], workgroup_size))
            goto done;
done:
    spvrt_free(v->ctx, e.models);
    spvrt_free(v->ctx, e.modes);
    spvrt_free(v->ctx, queue);
    spvrt_idmap_free(&listed);
    spvrt_idmap_free(&visited);
}
