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
from the same image, not by the engine.  Usage: make_tiles.py [OUTPUT]"""
import math
import sys

W = H = 128
TILE = 8


def image():
    """A grey image: a soft gradient sky, a hard-edged disc and a few stripes."""
    px = []
    for y in range(H):
        for x in range(W):
            v = 40 + (y * 60) // H                         # sky: 40..99, at most 4 per tile
            if (x - 80) ** 2 + (y - 60) ** 2 < 30 ** 2:     # a bright disc
                v = 220
            if 10 <= x < 50 and 80 <= y < 120:              # a shaded box: 4 per pixel in x, 2 in y
                v = 40 + (x - 10) * 4 + (y - 80) * 2
            if 96 <= y < 104 and (x // 4) % 2 == 0:         # stripes
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
%uint_128 = OpConstant %uint 128
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

CLASSIFY = HEADER + """OpEntryPoint GLCompute %main "classify" %wid %lid %lindex %img %counts %lo %hi
OpExecutionMode %main LocalSize 8 8 1
OpDecorate %wid BuiltIn WorkgroupId
OpDecorate %lid BuiltIn LocalInvocationId
OpDecorate %lindex BuiltIn LocalInvocationIndex
OpDecorate %img DescriptorSet 0
OpDecorate %img Binding 0
OpDecorate %counts DescriptorSet 0
OpDecorate %counts Binding 2
OpDecorateId %out_arr NodeMaxPayloadsAMDX %uint_1
OpDecorateId %out_arr PayloadNodeNameAMDX %shade
OpDecorateId %out_arr PayloadNodeArraySizeAMDX %uint_3
""" + BUFFER_DECORATIONS + TYPES + """%uint_24 = OpConstant %uint 24
%uint_96 = OpConstant %uint 96
%uint_255 = OpConstant %uint 255
%uint_264 = OpConstant %uint 264
%shade = OpConstantStringAMDX "shade"
%out_arr = OpTypeNodePayloadArrayAMDX %Rec
%ptr_out = OpTypePointer NodePayloadAMDX %out_arr
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
%row = OpIMul %uint %y %uint_128
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
%out = OpAllocateNodePayloadsAMDX %ptr_out %uint_2 %uint_1 %class
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


def shade_function(name, body):
    return f"""%{name} = OpFunction %void None %fn
%{name}_entry = OpLabel
%{name}_l = OpLoad %v3uint %lid
%{name}_lx = OpCompositeExtract %uint %{name}_l 0
%{name}_ly = OpCompositeExtract %uint %{name}_l 1
%{name}_tp = OpAccessChain %ptr_pu %{name}_in %uint_0 %uint_0
%{name}_tx = OpLoad %uint %{name}_tp
%{name}_typ = OpAccessChain %ptr_pu %{name}_in %uint_0 %uint_1
%{name}_ty = OpLoad %uint %{name}_typ
%{name}_mnp = OpAccessChain %ptr_pu %{name}_in %uint_0 %uint_2
%{name}_mn = OpLoad %uint %{name}_mnp
%{name}_mxp = OpAccessChain %ptr_pu %{name}_in %uint_0 %uint_3
%{name}_mx = OpLoad %uint %{name}_mxp
%{name}_x0 = OpIMul %uint %{name}_tx %uint_8
%{name}_y0 = OpIMul %uint %{name}_ty %uint_8
%{name}_x = OpIAdd %uint %{name}_x0 %{name}_lx
%{name}_y = OpIAdd %uint %{name}_y0 %{name}_ly
%{name}_row = OpIMul %uint %{name}_y %uint_128
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


SHADE = HEADER + """OpEntryPoint GLCompute %flat "flat" %lid %img %out_img %flat_in
OpEntryPoint GLCompute %gradient "gradient" %lid %img %out_img %gradient_in
OpEntryPoint GLCompute %detail "detail" %lid %img %out_img %detail_in
OpExecutionMode %flat LocalSize 8 8 1
OpExecutionMode %gradient LocalSize 8 8 1
OpExecutionMode %detail LocalSize 8 8 1
OpExecutionModeId %flat StaticNumWorkgroupsAMDX %uint_1 %uint_1 %uint_1
OpExecutionModeId %gradient StaticNumWorkgroupsAMDX %uint_1 %uint_1 %uint_1
OpExecutionModeId %detail StaticNumWorkgroupsAMDX %uint_1 %uint_1 %uint_1
OpExecutionModeId %flat ShaderIndexAMDX %uint_0
OpExecutionModeId %gradient ShaderIndexAMDX %uint_1
OpExecutionModeId %detail ShaderIndexAMDX %uint_2
OpExecutionModeId %flat IsApiEntryAMDX %false
OpExecutionModeId %gradient IsApiEntryAMDX %false
OpExecutionModeId %detail IsApiEntryAMDX %false
OpDecorate %lid BuiltIn LocalInvocationId
OpDecorate %img DescriptorSet 0
OpDecorate %img Binding 0
OpDecorate %out_img DescriptorSet 0
OpDecorate %out_img Binding 1
OpDecorateId %in_arr NodeMaxPayloadsAMDX %uint_1
""" + BUFFER_DECORATIONS + TYPES + """%false = OpConstantFalse %bool
%uint_16 = OpConstant %uint 16
%uint_10 = OpConstant %uint 10
%uint_20 = OpConstant %uint 20
%uint_30 = OpConstant %uint 30
%uint_40 = OpConstant %uint 40
%uint_90 = OpConstant %uint 90
%uint_160 = OpConstant %uint 160
%uint_255 = OpConstant %uint 255
%uint_alpha = OpConstant %uint 4278190080
%in_arr = OpTypeNodePayloadArrayAMDX %Rec
%ptr_in = OpTypePointer NodePayloadAMDX %in_arr
%lid = OpVariable %ptr_iv3 Input
%img = OpVariable %ptr_buf StorageBuffer
%out_img = OpVariable %ptr_buf StorageBuffer
%flat_in = OpVariable %ptr_in NodePayloadAMDX
%gradient_in = OpVariable %ptr_in NodePayloadAMDX
%detail_in = OpVariable %ptr_in NodePayloadAMDX
""" + shade_function("flat", """%flat_sum = OpIAdd %uint %flat_mn %flat_mx
%flat_mean = OpShiftRightLogical %uint %flat_sum %uint_1
""" + pack("flat", "%uint_20", "%uint_30", "%flat_mean")) + shade_function("gradient", pack(
    "gradient", "%uint_10", "%gradient_v", "%uint_40")) + shade_function("detail", """%detail_sum = OpIAdd %uint %detail_mn %detail_mx
%detail_v2 = OpIMul %uint %detail_v %uint_2
%detail_up = OpUGreaterThan %bool %detail_v2 %detail_sum
%detail_r = OpSelect %uint %detail_up %uint_255 %uint_90
%detail_g = OpSelect %uint %detail_up %uint_160 %uint_0
""" + pack("detail", "%detail_r", "%detail_g", "%uint_0"))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "tiles.amber"
    px = image()
    tiles = classify(px)
    counts = [sum(1 for t in tiles if t[4] == c) for c in range(3)]
    lines = ["#!amber", "# Written by examples/graph/make_tiles.py: edit that, not this.",
             "# An execution graph classifies the 8x8 tiles of a grey image and shades each class with its own node",
             "# (docs/execution-graphs.md).  Expected values: computed by make_tiles.py from the same image.",
             "# target-env: vulkan1.3", "DEVICE_EXTENSION VK_AMDX_shader_enqueue",
             "DEVICE_FEATURE ShaderEnqueueFeaturesAMDX.shaderEnqueue", "",
             "SHADER compute classify SPIRV-ASM TARGET_ENV spv1.6", CLASSIFY.rstrip(), "END", "",
             "SHADER compute shade SPIRV-ASM TARGET_ENV spv1.6", SHADE.rstrip(), "END", ""]
    lines.append("BUFFER grey DATA_TYPE uint32 DATA")
    for y in range(H):
        lines.append(" ".join(str(v) for v in px[y * W:(y + 1) * W]))
    lines += ["END", f"BUFFER image DATA_TYPE uint32 SIZE {W * H} FILL 0", "BUFFER counts DATA_TYPE uint32 SIZE 3 FILL 0",
              "", "PIPELINE execution_graph tiles", "  ATTACH classify ENTRY_POINT classify",
              "  ATTACH shade ENTRY_POINT flat NODE_NAME shade",
              "  ATTACH shade ENTRY_POINT gradient NODE_NAME shade",
              "  ATTACH shade ENTRY_POINT detail NODE_NAME shade",
              "  BIND BUFFER grey AS storage DESCRIPTOR_SET 0 BINDING 0",
              "  BIND BUFFER image AS storage DESCRIPTOR_SET 0 BINDING 1",
              "  BIND BUFFER counts AS storage DESCRIPTOR_SET 0 BINDING 2", "END", "",
              f"# the implicit payload of classify: {W // TILE} x {H // TILE} x 1 workgroups (AMDX-S15)",
              f"RUN tiles DISPATCH_GRAPH NODE classify DATA uint32 {W // TILE} {H // TILE} 1 COUNT 1", "",
              f"# flat, gradient and detail tiles", f"EXPECT counts IDX 0 EQ {counts[0]} {counts[1]} {counts[2]}"]
    for (tx, ty, lo, hi, c) in tiles:
        x, y = tx * TILE, ty * TILE
        lines.append(f"EXPECT image IDX {(y * W + x) * 4} EQ {colour(c, px[y * W + x], lo, hi)}")
    open(out, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
