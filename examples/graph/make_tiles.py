#!/usr/bin/env python3
"""Write examples/graph/tiles.amber: an execution graph (VK_AMDX_shader_enqueue, docs/execution-graphs.md) that
classifies the 8x8 tiles of a 128x128 grey image and shades each class with its own node.

    classify  (API entry, one workgroup per tile: the implicit uvec3 payload gives 16 x 16 workgroups)
              the tile's darkest and brightest pixel through Workgroup atomics, then one payload
              {tile x, tile y, min, max} for node ("shade", class), the class a dynamic node index:
                0 flat      max - min <= 24
                1 gradient  max - min <= 96
                2 detail    otherwise
    shade[0] flat      one colour per tile, the tile's mean lightness in blue
    shade[1] gradient  the pixel's lightness in green
    shade[2] detail    an edge map: pixels above the tile's midpoint orange, below dark red

The shade nodes are three entry points of one module named "shade" through NODE_NAME, their indexes from
ShaderIndexAMDX.  The expected per-class tile counts and a probe of every tile's first pixel are computed here
from the same image, not by the engine.

--variant dispatches writes the same work as a sequence of compute dispatches instead (make bench): classify
appends each tile to its class's list, then one dispatch per class runs a workgroup per listed tile, with the
workgroup counts an indirect dispatch would read from the counts (computed here).
Usage: make_tiles.py [--size N] [--variant graph|dispatches] [--scratch MIN|MAX|BYTES] [OUTPUT]"""
import argparse

TILE = 8


def image():
    """A grey image: a soft gradient sky, a hard-edged disc and a few stripes (the 128x128 picture, repeated
    for larger sizes)."""
    px = []
    for y in range(H):
        for x in range(W):
            u, w = x % 128, y % 128
            v = 40 + (w * 60) // 128                        # sky: 40..99, at most 4 per tile
            if (u - 80) ** 2 + (w - 60) ** 2 < 30 ** 2:     # a bright disc
                v = 220
            if 10 <= u < 50 and 80 <= w < 120:              # a shaded box: 4 per pixel in x, 2 in y
                v = 40 + (u - 10) * 4 + (w - 80) * 2
            if 96 <= w < 104 and (u // 4) % 2 == 0:         # stripes
                v = 250
            px.append(v)
    return px


def classify(px):
    tiles = []
    for ty in range(H // TILE):
        for tx in range(W // TILE):
            vals = [px[(ty * TILE + j) * W + tx * TILE + i] for j in range(TILE) for i in range(TILE)]
            lo, hi = min(vals), max(vals)
            c = 0 if hi - lo <= 24 else 1 if hi - lo <= 96 else 2
            tiles.append((tx, ty, lo, hi, c))
    return tiles


W = H = 128
MAX_TILES = 256


def colour(c, lum, lo, hi):
    """RGBA8 packed as packUnorm4x8 (R in the low byte)."""
    if c == 0:
        r, g, b = 20, 30, (lo + hi) // 2
    elif c == 1:
        r, g, b = 10, lum, 40
    else:
        r, g, b = (255, 160, 0) if 2 * lum > lo + hi else (90, 0, 0)
    return r | g << 8 | b << 16 | 255 << 24


HEADER = """OpCapability Shader
OpCapability ShaderEnqueueAMDX
OpExtension "SPV_AMDX_shader_enqueue"
OpMemoryModel Logical GLSL450
"""

TYPES = """%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%v3uint = OpTypeVector %uint 3
%uint_0 = OpConstant %uint 0
%uint_1 = OpConstant %uint 1
%uint_2 = OpConstant %uint 2
%uint_3 = OpConstant %uint 3
%uint_8 = OpConstant %uint 8
%uint_width = OpConstant %uint WIDTH
%Rec = OpTypeStruct %uint %uint %uint %uint
%rta = OpTypeRuntimeArray %uint
%Buf = OpTypeStruct %rta
%ptr_buf = OpTypePointer StorageBuffer %Buf
%ptr_su = OpTypePointer StorageBuffer %uint
%ptr_iv3 = OpTypePointer Input %v3uint
%ptr_iu = OpTypePointer Input %uint
%ptr_pu = OpTypePointer NodePayloadAMDX %uint
"""

BUFFER_DECORATIONS = """OpDecorate %rta ArrayStride 4
OpMemberDecorate %Buf 0 Offset 0
OpDecorate %Buf Block
OpMemberDecorate %Rec 0 Offset 0
OpMemberDecorate %Rec 1 Offset 4
OpMemberDecorate %Rec 2 Offset 8
OpMemberDecorate %Rec 3 Offset 12
"""

CLASSIFY_HEAD = HEADER + """OpEntryPoint GLCompute %main "classify" %wid %lid %lindex %img %counts %lo %hi INTERFACE
OpExecutionMode %main LocalSize 8 8 1
OpDecorate %wid BuiltIn WorkgroupId
OpDecorate %lid BuiltIn LocalInvocationId
OpDecorate %lindex BuiltIn LocalInvocationIndex
OpDecorate %img DescriptorSet 0
OpDecorate %img Binding 0
OpDecorate %counts DescriptorSet 0
OpDecorate %counts Binding 2
DECORATIONS
""" + BUFFER_DECORATIONS + TYPES + """%uint_24 = OpConstant %uint 24
%uint_96 = OpConstant %uint 96
%uint_255 = OpConstant %uint 255
%uint_264 = OpConstant %uint 264
GLOBALS
%ptr_wu = OpTypePointer Workgroup %uint
%wid = OpVariable %ptr_iv3 Input
%lid = OpVariable %ptr_iv3 Input
%lindex = OpVariable %ptr_iu Input
%img = OpVariable %ptr_buf StorageBuffer
%counts = OpVariable %ptr_buf StorageBuffer
%lo = OpVariable %ptr_wu Workgroup
%hi = OpVariable %ptr_wu Workgroup
%main = OpFunction %void None %fn
%entry = OpLabel
%li = OpLoad %uint %lindex
%first = OpIEqual %bool %li %uint_0
OpSelectionMerge %init_end None
OpBranchConditional %first %init %init_end
%init = OpLabel
OpStore %lo %uint_255
OpStore %hi %uint_0
OpBranch %init_end
%init_end = OpLabel
OpControlBarrier %uint_2 %uint_2 %uint_264
%w = OpLoad %v3uint %wid
%l = OpLoad %v3uint %lid
%wx = OpCompositeExtract %uint %w 0
%wy = OpCompositeExtract %uint %w 1
%lx = OpCompositeExtract %uint %l 0
%ly = OpCompositeExtract %uint %l 1
%x0 = OpIMul %uint %wx %uint_8
%y0 = OpIMul %uint %wy %uint_8
%x = OpIAdd %uint %x0 %lx
%y = OpIAdd %uint %y0 %ly
%row = OpIMul %uint %y %uint_width
%i = OpIAdd %uint %row %x
%pp = OpAccessChain %ptr_su %img %uint_0 %i
%v = OpLoad %uint %pp
%a1 = OpAtomicUMin %uint %lo %uint_2 %uint_0 %v
%a2 = OpAtomicUMax %uint %hi %uint_2 %uint_0 %v
OpControlBarrier %uint_2 %uint_2 %uint_264
%mn = OpLoad %uint %lo
%mx = OpLoad %uint %hi
%range = OpISub %uint %mx %mn
%is_flat = OpULessThanEqual %bool %range %uint_24
%is_grad = OpULessThanEqual %bool %range %uint_96
%c1 = OpSelect %uint %is_grad %uint_1 %uint_2
%class = OpSelect %uint %is_flat %uint_0 %c1
"""

CLASSIFY_GRAPH_TAIL = """%out = OpAllocateNodePayloadsAMDX %ptr_out %uint_2 %uint_1 %class
OpSelectionMerge %write_end None
OpBranchConditional %first %write %write_end
%write = OpLabel
%f0 = OpAccessChain %ptr_pu %out %uint_0 %uint_0
OpStore %f0 %wx
%f1 = OpAccessChain %ptr_pu %out %uint_0 %uint_1
OpStore %f1 %wy
%f2 = OpAccessChain %ptr_pu %out %uint_0 %uint_2
OpStore %f2 %mn
%f3 = OpAccessChain %ptr_pu %out %uint_0 %uint_3
OpStore %f3 %mx
%cp = OpAccessChain %ptr_su %counts %uint_0 %class
%a3 = OpAtomicIAdd %uint %cp %uint_1 %uint_0 %uint_1
OpBranch %write_end
%write_end = OpLabel
OpEnqueueNodePayloadsAMDX %out
OpReturn
OpFunctionEnd
"""


CLASSIFY_GRAPH = (CLASSIFY_HEAD.replace(" INTERFACE", "")
                  .replace("DECORATIONS\n", """OpDecorateId %out_arr NodeMaxPayloadsAMDX %uint_1
OpDecorateId %out_arr PayloadNodeNameAMDX %shade
OpDecorateId %out_arr PayloadNodeArraySizeAMDX %uint_3
""").replace("GLOBALS\n", """%shade = OpConstantStringAMDX "shade"
%out_arr = OpTypeNodePayloadArrayAMDX %Rec
%ptr_out = OpTypePointer NodePayloadAMDX %out_arr
""") + CLASSIFY_GRAPH_TAIL)

# the dispatch sequence: the tile appended to its class's list (binding 3, MAX_TILES records per class)
CLASSIFY_DISPATCH = (CLASSIFY_HEAD.replace(" INTERFACE", " %lists")
                     .replace("DECORATIONS\n", """OpDecorate %lists DescriptorSet 0
OpDecorate %lists Binding 3
""").replace("GLOBALS\n", """%uint_4 = OpConstant %uint 4
%uint_max_tiles = OpConstant %uint MAX_TILES
%lists = OpVariable %ptr_buf StorageBuffer
""") + """OpSelectionMerge %write_end None
OpBranchConditional %first %write %write_end
%write = OpLabel
%cp = OpAccessChain %ptr_su %counts %uint_0 %class
%slot = OpAtomicIAdd %uint %cp %uint_1 %uint_0 %uint_1
%lbase = OpIMul %uint %class %uint_max_tiles
%lindex2 = OpIAdd %uint %lbase %slot
%r0 = OpIMul %uint %lindex2 %uint_4
%r1 = OpIAdd %uint %r0 %uint_1
%r2 = OpIAdd %uint %r0 %uint_2
%r3 = OpIAdd %uint %r0 %uint_3
%p0 = OpAccessChain %ptr_su %lists %uint_0 %r0
OpStore %p0 %wx
%p1 = OpAccessChain %ptr_su %lists %uint_0 %r1
OpStore %p1 %wy
%p2 = OpAccessChain %ptr_su %lists %uint_0 %r2
OpStore %p2 %mn
%p3 = OpAccessChain %ptr_su %lists %uint_0 %r3
OpStore %p3 %mx
OpBranch %write_end
%write_end = OpLabel
OpReturn
OpFunctionEnd
""")


def plain(text):
    """A module of the dispatch sequence: no ShaderEnqueueAMDX, no NodePayloadAMDX pointer type."""
    drop = ("OpCapability ShaderEnqueueAMDX", 'OpExtension "SPV_AMDX_shader_enqueue"', "%ptr_pu = ")
    return "\n".join(l for l in text.split("\n") if not l.startswith(drop)) + "\n"


def shade_function(name, index, body, graph):
    if graph:  # the input payload's members
        fields = "".join(f"""%{name}_f{k}p = OpAccessChain %ptr_pu %{name}_in %uint_0 %uint_{k}
%{name}_f{k} = OpLoad %uint %{name}_f{k}p
""" for k in range(4))
    else:      # the list entry of this workgroup: lists[(class * MAX_TILES + WorkgroupId.x) * 4 + k]
        fields = f"""%{name}_w = OpLoad %v3uint %wid
%{name}_wx = OpCompositeExtract %uint %{name}_w 0
%{name}_lb = OpIAdd %uint %uint_{index}_base %{name}_wx
%{name}_rec = OpIMul %uint %{name}_lb %uint_4
""" + "".join(f"""%{name}_rk{k} = OpIAdd %uint %{name}_rec %uint_{k}
%{name}_f{k}p = OpAccessChain %ptr_su %lists %uint_0 %{name}_rk{k}
%{name}_f{k} = OpLoad %uint %{name}_f{k}p
""" for k in range(4))
    return f"""%{name} = OpFunction %void None %fn
%{name}_entry = OpLabel
%{name}_l = OpLoad %v3uint %lid
%{name}_lx = OpCompositeExtract %uint %{name}_l 0
%{name}_ly = OpCompositeExtract %uint %{name}_l 1
{fields}%{name}_tx = OpCopyObject %uint %{name}_f0
%{name}_ty = OpCopyObject %uint %{name}_f1
%{name}_mn = OpCopyObject %uint %{name}_f2
%{name}_mx = OpCopyObject %uint %{name}_f3
%{name}_x0 = OpIMul %uint %{name}_tx %uint_8
%{name}_y0 = OpIMul %uint %{name}_ty %uint_8
%{name}_x = OpIAdd %uint %{name}_x0 %{name}_lx
%{name}_y = OpIAdd %uint %{name}_y0 %{name}_ly
%{name}_row = OpIMul %uint %{name}_y %uint_width
%{name}_i = OpIAdd %uint %{name}_row %{name}_x
%{name}_pp = OpAccessChain %ptr_su %img %uint_0 %{name}_i
%{name}_v = OpLoad %uint %{name}_pp
{body}%{name}_op = OpAccessChain %ptr_su %out_img %uint_0 %{name}_i
OpStore %{name}_op %{name}_rgba
OpReturn
OpFunctionEnd
"""


def pack(name, r, g, b):
    return f"""%{name}_g8 = OpShiftLeftLogical %uint {g} %uint_8
%{name}_b16 = OpShiftLeftLogical %uint {b} %uint_16
%{name}_rg = OpBitwiseOr %uint {r} %{name}_g8
%{name}_rgb = OpBitwiseOr %uint %{name}_rg %{name}_b16
%{name}_rgba = OpBitwiseOr %uint %{name}_rgb %uint_alpha
"""


BODIES = {
    "flat": """%flat_sum = OpIAdd %uint %flat_mn %flat_mx
%flat_mean = OpShiftRightLogical %uint %flat_sum %uint_1
""" + pack("flat", "%uint_20", "%uint_30", "%flat_mean"),
    "gradient": pack("gradient", "%uint_10", "%gradient_v", "%uint_40"),
    "detail": """%detail_sum = OpIAdd %uint %detail_mn %detail_mx
%detail_v2 = OpIMul %uint %detail_v %uint_2
%detail_up = OpUGreaterThan %bool %detail_v2 %detail_sum
%detail_r = OpSelect %uint %detail_up %uint_255 %uint_90
%detail_g = OpSelect %uint %detail_up %uint_160 %uint_0
""" + pack("detail", "%detail_r", "%detail_g", "%uint_0"),
}
NAMES = ("flat", "gradient", "detail")


def shade_module(graph):
    ins = lambda n: f" %{n}_in" if graph else " %wid %lists"
    text = HEADER + "".join(f'OpEntryPoint GLCompute %{n} "{n}" %lid %img %out_img{ins(n)}\n' for n in NAMES)
    text += "".join(f"OpExecutionMode %{n} LocalSize 8 8 1\n" for n in NAMES)
    if graph:
        for i, n in enumerate(NAMES):
            text += f"""OpExecutionModeId %{n} StaticNumWorkgroupsAMDX %uint_1 %uint_1 %uint_1
OpExecutionModeId %{n} ShaderIndexAMDX %uint_{i}
OpExecutionModeId %{n} IsApiEntryAMDX %false
"""
    text += """OpDecorate %lid BuiltIn LocalInvocationId
OpDecorate %img DescriptorSet 0
OpDecorate %img Binding 0
OpDecorate %out_img DescriptorSet 0
OpDecorate %out_img Binding 1
"""
    text += "OpDecorateId %in_arr NodeMaxPayloadsAMDX %uint_1\n" if graph else """OpDecorate %wid BuiltIn WorkgroupId
OpDecorate %lists DescriptorSet 0
OpDecorate %lists Binding 3
"""
    text += BUFFER_DECORATIONS + TYPES + """%false = OpConstantFalse %bool
%uint_4 = OpConstant %uint 4
%uint_16 = OpConstant %uint 16
%uint_10 = OpConstant %uint 10
%uint_20 = OpConstant %uint 20
%uint_30 = OpConstant %uint 30
%uint_40 = OpConstant %uint 40
%uint_90 = OpConstant %uint 90
%uint_160 = OpConstant %uint 160
%uint_255 = OpConstant %uint 255
%uint_alpha = OpConstant %uint 4278190080
%lid = OpVariable %ptr_iv3 Input
%img = OpVariable %ptr_buf StorageBuffer
%out_img = OpVariable %ptr_buf StorageBuffer
"""
    if graph:
        text += """%in_arr = OpTypeNodePayloadArrayAMDX %Rec
%ptr_in = OpTypePointer NodePayloadAMDX %in_arr
""" + "".join(f"%{n}_in = OpVariable %ptr_in NodePayloadAMDX\n" for n in NAMES)
    else:
        text += """%wid = OpVariable %ptr_iv3 Input
%lists = OpVariable %ptr_buf StorageBuffer
""" + "".join(f"%uint_{i}_base = OpConstant %uint {i * MAX_TILES}\n" for i in range(3))
    text += "".join(shade_function(n, i, BODIES[n], graph) for i, n in enumerate(NAMES))
    return text if graph else plain(text)


def main():
    global W, H, MAX_TILES
    ap = argparse.ArgumentParser()
    ap.add_argument("output", nargs="?", default="tiles.amber")
    ap.add_argument("--size", type=int, default=128, help="image side, a multiple of 8")
    ap.add_argument("--variant", choices=("graph", "dispatches"), default="graph")
    ap.add_argument("--scratch", default=None, help="the graph's SCRATCH_SIZE (MIN, MAX or bytes)")
    args = ap.parse_args()
    W = H = args.size
    MAX_TILES = (W // TILE) * (H // TILE)
    graph = args.variant == "graph"
    px = image()
    tiles = classify(px)
    counts = [sum(1 for t in tiles if t[4] == c) for c in range(3)]
    fix = lambda text: text.replace("WIDTH", str(W)).replace("MAX_TILES", str(MAX_TILES))
    classify_text = fix(CLASSIFY_GRAPH if graph else plain(CLASSIFY_DISPATCH))
    what = ("An execution graph classifies the 8x8 tiles of a grey image and shades each class with its own node"
            if graph else "The work of tiles.amber's execution graph as a sequence of compute dispatches (make bench)")
    lines = ["#!amber", "# Written by examples/graph/make_tiles.py: edit that, not this.", "# " + what,
             "# (docs/execution-graphs.md).  Expected values: computed by make_tiles.py from the same image.",
             "# target-env: vulkan1.3"]
    if graph:
        lines += ["DEVICE_EXTENSION VK_AMDX_shader_enqueue", "DEVICE_FEATURE ShaderEnqueueFeaturesAMDX.shaderEnqueue"]
    lines += ["", "SHADER compute classify SPIRV-ASM TARGET_ENV spv1.6", classify_text.rstrip(), "END", "",
              "SHADER compute shade SPIRV-ASM TARGET_ENV spv1.6", fix(shade_module(graph)).rstrip(), "END", ""]
    lines.append("BUFFER grey DATA_TYPE uint32 DATA")
    for y in range(H):
        lines.append(" ".join(str(v) for v in px[y * W:(y + 1) * W]))
    lines += ["END", f"BUFFER image DATA_TYPE uint32 SIZE {W * H} FILL 0", "BUFFER counts DATA_TYPE uint32 SIZE 3 FILL 0"]
    binds = ["  BIND BUFFER grey AS storage DESCRIPTOR_SET 0 BINDING 0",
             "  BIND BUFFER image AS storage DESCRIPTOR_SET 0 BINDING 1",
             "  BIND BUFFER counts AS storage DESCRIPTOR_SET 0 BINDING 2"]
    if graph:
        lines += ["", "PIPELINE execution_graph tiles", "  ATTACH classify ENTRY_POINT classify",
                  "  ATTACH shade ENTRY_POINT flat NODE_NAME shade",
                  "  ATTACH shade ENTRY_POINT gradient NODE_NAME shade",
                  "  ATTACH shade ENTRY_POINT detail NODE_NAME shade"] + binds
        if args.scratch:
            lines.append("  SCRATCH_SIZE " + args.scratch)
        lines += ["END", "", f"# the implicit payload of classify: {W // TILE} x {H // TILE} x 1 workgroups (AMDX-S15)",
                  f"RUN tiles DISPATCH_GRAPH NODE classify DATA uint32 {W // TILE} {H // TILE} 1 COUNT 1", ""]
    else:
        lines.append(f"BUFFER lists DATA_TYPE uint32 SIZE {3 * MAX_TILES * 4} FILL 0")
        lines += ["", "PIPELINE compute classify", "  ATTACH classify ENTRY_POINT classify"] + binds + [
            "  BIND BUFFER lists AS storage DESCRIPTOR_SET 0 BINDING 3", "END"]
        for n in NAMES:
            lines += ["", f"PIPELINE compute {n}", f"  ATTACH shade ENTRY_POINT {n}"] + binds + [
                "  BIND BUFFER lists AS storage DESCRIPTOR_SET 0 BINDING 3", "END"]
        lines += ["", f"RUN classify {W // TILE} {H // TILE} 1",
                  "# the workgroup counts an indirect dispatch would read from the counts buffer"]
        lines += [f"RUN {n} {counts[i]} 1 1" for i, n in enumerate(NAMES) if counts[i]]
        lines.append("")
    lines.append(f"EXPECT counts IDX 0 EQ {counts[0]} {counts[1]} {counts[2]}")
    for (tx, ty, lo, hi, c) in tiles:
        x, y = tx * TILE, ty * TILE
        lines.append(f"EXPECT image IDX {(y * W + x) * 4} EQ {colour(c, px[y * W + x], lo, hi)}")
    open(args.output, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
