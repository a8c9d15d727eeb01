#!/usr/bin/env python3
"""Writes tests/amber/memory/*.amber (issue 15: OpPtrDiff, OpPtrEqual / OpPtrNotEqual on variable pointers, and
what a composite load or store touches) and the failing twin tests/amber/errors/composite_load_past_end.amber.
Every EXPECT value is computed here from the scripts' inputs by a Python model of the shader (the `ref_*`
functions), never from an engine's output.

Run: python3 tests/amber/memory/make_scripts.py        (rewrites the scripts; review the diff)
     python3 tests/amber/memory/make_scripts.py --check (fails if a script differs from what it would write)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from amberlib import write_or_check_scripts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ERRORS = os.path.join(os.path.dirname(HERE), "errors")


def header(name, what):
    return ("#!amber\n# %s: %s\n# Expected values: tests/amber/memory/make_scripts.py (ref_%s), a Python model of "
            "the shader.\n\n" % (name, what, name))


def expect_words(buf, offset, values):
    return "EXPECT %s IDX %d EQ %s\n" % (buf, offset, " ".join(str(v) for v in values))


def data(values, per_line=16):
    lines = [" ".join(str(v) for v in values[i:i + per_line]) for i in range(0, len(values), per_line)]
    return "\n".join(lines) + "\n"


# ---- memory/ptr_diff_storage_buffer ------------------------------------------------------------------------
# SPIR-V OpPtrDiff (as SPV_KHR_untyped_pointers restates it): the element number of Operand 1 minus that of
# Operand 2, both in [0, L] of the same array; OpPtrEqual / OpPtrNotEqual: whether the pointers are the same.

SSBO_INVOCATIONS = 16
SSBO_SLOTS = 9


def ssbo_pairs():
    """Per invocation g: j, k (elements of an int[64]) and sj, sk (elements of a struct array of 8)."""
    pairs = []
    for g in range(SSBO_INVOCATIONS):
        j = (g * 7 + 3) % 64
        k = j if g % 5 == 0 else (g * 13 + 5) % 64
        sj = g % 8
        sk = sj if g % 4 == 3 else (g * 3 + 1) % 8
        pairs += [j, k, sj, sk]
    return pairs


def ref_ptr_diff_storage_buffer():
    pairs = ssbo_pairs()
    out, sout = [], []
    for g in range(SSBO_INVOCATIONS):
        j, k, sj, sk = pairs[4 * g:4 * g + 4]
        sel = j if g & 1 else k
        out += [j - k,                      # OpPtrDiff &data[j] &data[k]
                k - j,                      # OpPtrDiff &data[k] &data[j]
                1 if j == k else 0,         # OpPtrEqual &data[j] &data[k]
                1 if sj != sk else 0,       # OpPtrNotEqual &s[sj] &s[sk]
                sel,                        # OpPtrDiff (OpSelect odd ? &data[j] : &data[k]) &data[0]
                64 - j,                     # OpPtrDiff (OpPtrAccessChain &data[0] 64) &data[j]: element L
                g,                          # OpPtrDiff of an OpPhi pointer stepped g times, &data[0]
                1 if g == j else 0,         # OpPtrEqual of that OpPhi pointer and &data[j]
                64 - sel]                   # OpPtrDiff (element L) (the OpSelect pointer)
        sout.append(sj - sk)                # OpPtrDiff &s[sj] &s[sk] (pointer ArrayStride 32, struct 20 bytes)
    return {"out": out, "sout": sout}


def script_ptr_diff_storage_buffer():
    r = ref_ptr_diff_storage_buffer()
    s = header("ptr_diff_storage_buffer", "OpPtrDiff, OpPtrEqual and OpPtrNotEqual on StorageBuffer pointers into "
               "an int array and a struct array (ArrayStride 32, struct 20 bytes) of one block: positive and "
               "negative differences, a variable pointer from OpSelect and one from an OpPhi loop stepped by "
               "OpPtrAccessChain, and the element one past the end")
    s += """DEVICE_FEATURE VariablePointerFeatures.variablePointersStorageBuffer

SHADER compute shader SPIRV-ASM TARGET_ENV spv1.4
               OpCapability Shader
               OpCapability VariablePointersStorageBuffer
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid_var %pairs_var %arr_var %out_var %sout_var
               OpExecutionMode %main LocalSize 16 1 1
               OpDecorate %gid_var BuiltIn GlobalInvocationId
               OpDecorate %uint_rta ArrayStride 4
               OpDecorate %Pairs Block
               OpMemberDecorate %Pairs 0 Offset 0
               OpDecorate %int_arr64 ArrayStride 4
               OpMemberDecorate %S 0 Offset 0
               OpMemberDecorate %S 1 Offset 16
               OpDecorate %S_8 ArrayStride 32
               OpDecorate %Arr Block
               OpMemberDecorate %Arr 0 Offset 16
               OpMemberDecorate %Arr 1 Offset 288
               OpDecorate %int_rta ArrayStride 4
               OpDecorate %Out Block
               OpMemberDecorate %Out 0 Offset 0
               OpDecorate %ptr_sb_int ArrayStride 4
               OpDecorate %ptr_sb_S ArrayStride 32
               OpDecorate %pairs_var DescriptorSet 0
               OpDecorate %pairs_var Binding 0
               OpDecorate %arr_var DescriptorSet 0
               OpDecorate %arr_var Binding 1
               OpDecorate %out_var DescriptorSet 0
               OpDecorate %out_var Binding 2
               OpDecorate %sout_var DescriptorSet 0
               OpDecorate %sout_var Binding 3
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %bool = OpTypeBool
       %uint = OpTypeInt 32 0
        %int = OpTypeInt 32 1
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
     %v3uint = OpTypeVector %uint 3
     %uint_0 = OpConstant %uint 0
     %uint_1 = OpConstant %uint 1
     %uint_2 = OpConstant %uint 2
     %uint_3 = OpConstant %uint 3
     %uint_4 = OpConstant %uint 4
     %uint_8 = OpConstant %uint 8
     %uint_9 = OpConstant %uint 9
    %uint_64 = OpConstant %uint 64
      %int_0 = OpConstant %int 0
      %int_1 = OpConstant %int 1
    %int_c64 = OpConstant %int 64
   %uint_rta = OpTypeRuntimeArray %uint
      %Pairs = OpTypeStruct %uint_rta
  %int_arr64 = OpTypeArray %int %uint_64
          %S = OpTypeStruct %v4float %int
        %S_8 = OpTypeArray %S %uint_8
        %Arr = OpTypeStruct %int_arr64 %S_8
    %int_rta = OpTypeRuntimeArray %int
        %Out = OpTypeStruct %int_rta
%ptr_sb_Pairs = OpTypePointer StorageBuffer %Pairs
  %ptr_sb_Arr = OpTypePointer StorageBuffer %Arr
  %ptr_sb_Out = OpTypePointer StorageBuffer %Out
 %ptr_sb_uint = OpTypePointer StorageBuffer %uint
  %ptr_sb_int = OpTypePointer StorageBuffer %int
    %ptr_sb_S = OpTypePointer StorageBuffer %S
 %ptr_in_uint = OpTypePointer Input %uint
%ptr_in_v3uint = OpTypePointer Input %v3uint
    %gid_var = OpVariable %ptr_in_v3uint Input
  %pairs_var = OpVariable %ptr_sb_Pairs StorageBuffer
    %arr_var = OpVariable %ptr_sb_Arr StorageBuffer
    %out_var = OpVariable %ptr_sb_Out StorageBuffer
   %sout_var = OpVariable %ptr_sb_Out StorageBuffer
       %main = OpFunction %void None %fn
      %entry = OpLabel
      %gid_x = OpAccessChain %ptr_in_uint %gid_var %uint_0
          %g = OpLoad %uint %gid_x
         %g4 = OpIMul %uint %g %uint_4
        %a_j = OpAccessChain %ptr_sb_uint %pairs_var %uint_0 %g4
          %j = OpLoad %uint %a_j
        %g41 = OpIAdd %uint %g4 %uint_1
        %a_k = OpAccessChain %ptr_sb_uint %pairs_var %uint_0 %g41
          %k = OpLoad %uint %a_k
        %g42 = OpIAdd %uint %g4 %uint_2
       %a_sj = OpAccessChain %ptr_sb_uint %pairs_var %uint_0 %g42
         %sj = OpLoad %uint %a_sj
        %g43 = OpIAdd %uint %g4 %uint_3
       %a_sk = OpAccessChain %ptr_sb_uint %pairs_var %uint_0 %g43
         %sk = OpLoad %uint %a_sk
          %p = OpAccessChain %ptr_sb_int %arr_var %uint_0 %j
          %q = OpAccessChain %ptr_sb_int %arr_var %uint_0 %k
      %base0 = OpAccessChain %ptr_sb_int %arr_var %uint_0 %uint_0
         %ps = OpAccessChain %ptr_sb_S %arr_var %uint_1 %sj
         %qs = OpAccessChain %ptr_sb_S %arr_var %uint_1 %sk
       %d_pq = OpPtrDiff %int %p %q
       %d_qp = OpPtrDiff %int %q %p
       %d_ss = OpPtrDiff %int %ps %qs
      %eq_pq = OpPtrEqual %bool %p %q
      %ne_ss = OpPtrNotEqual %bool %ps %qs
       %eq_i = OpSelect %int %eq_pq %int_1 %int_0
       %ne_i = OpSelect %int %ne_ss %int_1 %int_0
        %bit = OpBitwiseAnd %uint %g %uint_1
        %odd = OpIEqual %bool %bit %uint_1
        %sel = OpSelect %ptr_sb_int %odd %p %q
      %d_sel = OpPtrDiff %int %sel %base0
        %end = OpPtrAccessChain %ptr_sb_int %base0 %int_c64
      %d_end = OpPtrDiff %int %end %p
  %d_end_sel = OpPtrDiff %int %end %sel
               OpBranch %header
     %header = OpLabel
        %cur = OpPhi %ptr_sb_int %base0 %entry %next %step
          %i = OpPhi %uint %uint_0 %entry %i1 %step
       %done = OpUGreaterThanEqual %bool %i %g
               OpLoopMerge %merge %step None
               OpBranchConditional %done %merge %step
       %step = OpLabel
       %next = OpPtrAccessChain %ptr_sb_int %cur %int_1
         %i1 = OpIAdd %uint %i %uint_1
               OpBranch %header
      %merge = OpLabel
      %d_phi = OpPtrDiff %int %cur %base0
     %eq_phi = OpPtrEqual %bool %cur %p
   %eq_phi_i = OpSelect %int %eq_phi %int_1 %int_0
         %ws = OpAccessChain %ptr_sb_int %sout_var %uint_0 %g
               OpStore %ws %d_ss
         %o0 = OpIMul %uint %g %uint_9
         %w0 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o0
               OpStore %w0 %d_pq
         %o1 = OpPtrAccessChain %ptr_sb_int %w0 %int_1
               OpStore %o1 %d_qp
         %o3 = OpPtrAccessChain %ptr_sb_int %o1 %int_1
               OpStore %o3 %eq_i
         %o4 = OpPtrAccessChain %ptr_sb_int %o3 %int_1
               OpStore %o4 %ne_i
         %o5 = OpPtrAccessChain %ptr_sb_int %o4 %int_1
               OpStore %o5 %d_sel
         %o6 = OpPtrAccessChain %ptr_sb_int %o5 %int_1
               OpStore %o6 %d_end
         %o7 = OpPtrAccessChain %ptr_sb_int %o6 %int_1
               OpStore %o7 %d_phi
         %o8 = OpPtrAccessChain %ptr_sb_int %o7 %int_1
               OpStore %o8 %eq_phi_i
         %o9 = OpPtrAccessChain %ptr_sb_int %o8 %int_1
               OpStore %o9 %d_end_sel
               OpReturn
               OpFunctionEnd
END

BUFFER pairs DATA_TYPE uint32 DATA
"""
    s += data(ssbo_pairs())
    s += """END
# 16 bytes before the ints, 64 ints, 16 bytes of padding, 8 structs of 32 bytes: 544 bytes
BUFFER arr DATA_TYPE uint32 SIZE 136 FILL 0
BUFFER out DATA_TYPE int32 SIZE %d FILL 99
BUFFER sout DATA_TYPE int32 SIZE %d FILL 99

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER pairs AS storage DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER arr AS storage DESCRIPTOR_SET 0 BINDING 1
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 2
  BIND BUFFER sout AS storage DESCRIPTOR_SET 0 BINDING 3
END

RUN pipeline 1 1 1

""" % (SSBO_INVOCATIONS * SSBO_SLOTS, SSBO_INVOCATIONS)
    for g in range(SSBO_INVOCATIONS):
        at = g * SSBO_SLOTS
        s += expect_words("out", at * 4, r["out"][at:at + SSBO_SLOTS])
    s += expect_words("sout", 0, r["sout"])
    return s


# ---- memory/ptr_diff_workgroup -----------------------------------------------------------------------------

WG_LANES = 16
WG_SLOTS = 9


def wg_perm():
    """Per lane l: m (an element of the struct array of 16) and n (an element of the int array of 32)."""
    perm = []
    for l in range(WG_LANES):
        m = (l * 5 + 3) % 16
        n = 2 * l if l % 3 == 0 else (l * 11 + 7) % 32
        perm += [m, n]
    return perm


def ref_ptr_diff_workgroup():
    perm = wg_perm()
    ints = [3 * x for x in range(32)]   # each lane writes ints[2l], ints[2l+1] = 3 * index, then a barrier
    out = []
    for l in range(WG_LANES):
        m, n = perm[2 * l:2 * l + 2]
        sel = 2 * l if l & 1 else n
        out += [l - m,                      # OpPtrDiff &ws[l] &ws[m] (struct {vec3, float}: 16 bytes)
                2 * l - n,                  # OpPtrDiff &wi[2l] &wi[n]
                1 if 2 * l == n else 0,     # OpPtrEqual &wi[2l] &wi[n]
                1 if l != m else 0,         # OpPtrNotEqual &ws[l] &ws[m]
                sel,                        # OpPtrDiff (OpSelect odd ? &wi[2l] : &wi[n]) &wi[0]
                31 - l,                     # OpPtrDiff (OpPhi: &wi[31] stepped back l times) &wi[0]
                l - 31,                     # OpPtrDiff &wi[0] (that pointer)
                32 - 2 * l,                 # OpPtrDiff (OpPtrAccessChain &wi[0] 32) &wi[2l]: element L
                ints[31 - l]]               # OpLoad through the OpPhi pointer
    return {"out": out}


def script_ptr_diff_workgroup():
    r = ref_ptr_diff_workgroup()
    s = header("ptr_diff_workgroup", "OpPtrDiff, OpPtrEqual and OpPtrNotEqual on Workgroup pointers into a struct "
               "array and an int array: positive and negative differences, a variable pointer from OpSelect and "
               "one from an OpPhi loop stepped back by OpPtrAccessChain (then loaded through), and the element one "
               "past the end")
    s += """DEVICE_FEATURE VariablePointerFeatures.variablePointersStorageBuffer
DEVICE_FEATURE VariablePointerFeatures.variablePointers

SHADER compute shader SPIRV-ASM TARGET_ENV spv1.4
               OpCapability Shader
               OpCapability VariablePointers
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %lid_var %perm_var %out_var %ws %wi
               OpExecutionMode %main LocalSize 16 1 1
               OpDecorate %lid_var BuiltIn LocalInvocationIndex
               OpDecorate %uint_rta ArrayStride 4
               OpDecorate %Perm Block
               OpMemberDecorate %Perm 0 Offset 0
               OpDecorate %int_rta ArrayStride 4
               OpDecorate %Out Block
               OpMemberDecorate %Out 0 Offset 0
               OpDecorate %perm_var DescriptorSet 0
               OpDecorate %perm_var Binding 0
               OpDecorate %out_var DescriptorSet 0
               OpDecorate %out_var Binding 1
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %bool = OpTypeBool
       %uint = OpTypeInt 32 0
        %int = OpTypeInt 32 1
      %float = OpTypeFloat 32
    %v3float = OpTypeVector %float 3
     %uint_0 = OpConstant %uint 0
     %uint_1 = OpConstant %uint 1
     %uint_2 = OpConstant %uint 2
     %uint_3 = OpConstant %uint 3
     %uint_9 = OpConstant %uint 9
    %uint_16 = OpConstant %uint 16
    %uint_31 = OpConstant %uint 31
    %uint_32 = OpConstant %uint 32
   %uint_264 = OpConstant %uint 264
      %int_0 = OpConstant %int 0
      %int_1 = OpConstant %int 1
     %int_n1 = OpConstant %int -1
    %int_c32 = OpConstant %int 32
   %uint_rta = OpTypeRuntimeArray %uint
       %Perm = OpTypeStruct %uint_rta
    %int_rta = OpTypeRuntimeArray %int
        %Out = OpTypeStruct %int_rta
          %W = OpTypeStruct %v3float %float
       %W_16 = OpTypeArray %W %uint_16
  %int_arr32 = OpTypeArray %int %uint_32
%ptr_sb_Perm = OpTypePointer StorageBuffer %Perm
 %ptr_sb_Out = OpTypePointer StorageBuffer %Out
%ptr_sb_uint = OpTypePointer StorageBuffer %uint
 %ptr_sb_int = OpTypePointer StorageBuffer %int
%ptr_wg_W_16 = OpTypePointer Workgroup %W_16
%ptr_wg_int_32 = OpTypePointer Workgroup %int_arr32
   %ptr_wg_W = OpTypePointer Workgroup %W
 %ptr_wg_int = OpTypePointer Workgroup %int
%ptr_in_uint = OpTypePointer Input %uint
    %lid_var = OpVariable %ptr_in_uint Input
   %perm_var = OpVariable %ptr_sb_Perm StorageBuffer
    %out_var = OpVariable %ptr_sb_Out StorageBuffer
         %ws = OpVariable %ptr_wg_W_16 Workgroup
         %wi = OpVariable %ptr_wg_int_32 Workgroup
       %main = OpFunction %void None %fn
      %entry = OpLabel
          %l = OpLoad %uint %lid_var
         %l2 = OpIMul %uint %l %uint_2
        %a_m = OpAccessChain %ptr_sb_uint %perm_var %uint_0 %l2
          %m = OpLoad %uint %a_m
        %l21 = OpIAdd %uint %l2 %uint_1
        %a_n = OpAccessChain %ptr_sb_uint %perm_var %uint_0 %l21
          %n = OpLoad %uint %a_n
         %v0 = OpIMul %uint %l2 %uint_3
        %v0i = OpBitcast %int %v0
         %v1 = OpIAdd %int %v0i %int_1
         %v2 = OpIAdd %int %v1 %int_1
         %v3 = OpIAdd %int %v2 %int_1
          %a = OpAccessChain %ptr_wg_int %wi %l2
               OpStore %a %v0i
         %a1 = OpAccessChain %ptr_wg_int %wi %l21
               OpStore %a1 %v3
               OpControlBarrier %uint_2 %uint_2 %uint_264
          %b = OpAccessChain %ptr_wg_int %wi %n
        %wi0 = OpAccessChain %ptr_wg_int %wi %uint_0
       %wi31 = OpAccessChain %ptr_wg_int %wi %uint_31
          %p = OpAccessChain %ptr_wg_W %ws %l
          %q = OpAccessChain %ptr_wg_W %ws %m
       %d_pq = OpPtrDiff %int %p %q
       %d_ab = OpPtrDiff %int %a %b
      %eq_ab = OpPtrEqual %bool %a %b
      %ne_pq = OpPtrNotEqual %bool %p %q
       %eq_i = OpSelect %int %eq_ab %int_1 %int_0
       %ne_i = OpSelect %int %ne_pq %int_1 %int_0
        %bit = OpBitwiseAnd %uint %l %uint_1
        %odd = OpIEqual %bool %bit %uint_1
        %sel = OpSelect %ptr_wg_int %odd %a %b
      %d_sel = OpPtrDiff %int %sel %wi0
        %end = OpPtrAccessChain %ptr_wg_int %wi0 %int_c32
      %d_end = OpPtrDiff %int %end %a
               OpBranch %header
     %header = OpLabel
        %cur = OpPhi %ptr_wg_int %wi31 %entry %next %step
          %i = OpPhi %uint %uint_0 %entry %i1 %step
       %done = OpUGreaterThanEqual %bool %i %l
               OpLoopMerge %merge %step None
               OpBranchConditional %done %merge %step
       %step = OpLabel
       %next = OpPtrAccessChain %ptr_wg_int %cur %int_n1
         %i1 = OpIAdd %uint %i %uint_1
               OpBranch %header
      %merge = OpLabel
      %d_phi = OpPtrDiff %int %cur %wi0
      %d_neg = OpPtrDiff %int %wi0 %cur
     %loaded = OpLoad %int %cur
         %o0 = OpIMul %uint %l %uint_9
         %w0 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o0
               OpStore %w0 %d_pq
         %o1 = OpIAdd %uint %o0 %uint_1
         %w1 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o1
               OpStore %w1 %d_ab
         %o2 = OpIAdd %uint %o1 %uint_1
         %w2 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o2
               OpStore %w2 %eq_i
         %o3 = OpIAdd %uint %o2 %uint_1
         %w3 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o3
               OpStore %w3 %ne_i
         %o4 = OpIAdd %uint %o3 %uint_1
         %w4 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o4
               OpStore %w4 %d_sel
         %o5 = OpIAdd %uint %o4 %uint_1
         %w5 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o5
               OpStore %w5 %d_phi
         %o6 = OpIAdd %uint %o5 %uint_1
         %w6 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o6
               OpStore %w6 %d_neg
         %o7 = OpIAdd %uint %o6 %uint_1
         %w7 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o7
               OpStore %w7 %d_end
         %o8 = OpIAdd %uint %o7 %uint_1
         %w8 = OpAccessChain %ptr_sb_int %out_var %uint_0 %o8
               OpStore %w8 %loaded
               OpReturn
               OpFunctionEnd
END

BUFFER perm DATA_TYPE uint32 DATA
"""
    s += data(wg_perm())
    s += """END
BUFFER out DATA_TYPE int32 SIZE %d FILL 99

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER perm AS storage DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 1
END

RUN pipeline 1 1 1

""" % (WG_LANES * WG_SLOTS)
    for l in range(WG_LANES):
        at = l * WG_SLOTS
        s += expect_words("out", at * 4, r["out"][at:at + WG_SLOTS])
    return s


# ---- memory/composite_tail_padding and errors/composite_load_past_end ----------------------------------------
# Vulkan "Shader Out-of-Bounds Memory Access": "An access is considered out of bounds if any part of the access
# is outside of any specified memory range".  A load or store of float[4][8] with outer ArrayStride 64 and inner
# ArrayStride 4 touches bytes up to 3 * 64 + 8 * 4 = 224, not 4 * 64 = 256 (the padding after the last element
# is no part of the access); an array of 2 structs {vec4, float} of ArrayStride 32: up to 32 + 20 = 52.

NESTED_FLOATS = 56      # 224 bytes
STRUCT_FLOATS = 13      # 52 bytes


def ref_composite_tail_padding():
    nested_in = [i + 1 for i in range(NESTED_FLOATS)]
    struct_in = [100 + i for i in range(STRUCT_FLOATS)]
    nested_out = [-1] * NESTED_FLOATS
    for outer in range(4):
        for inner in range(8):
            at = outer * 16 + inner         # in floats: outer stride 64 bytes, inner 4
            if at < NESTED_FLOATS:
                nested_out[at] = nested_in[at]
    struct_out = [-1] * STRUCT_FLOATS
    for element in range(2):
        for word in range(5):               # vec4 at 0, float at 16
            at = element * 8 + word
            struct_out[at] = struct_in[at]
    return {"nested_in": nested_in, "struct_in": struct_in, "nested_out": nested_out, "struct_out": struct_out}


COMPOSITE_SHADER = """SHADER compute shader SPIRV-ASM TARGET_ENV vulkan1.2
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %nested_in %struct_in %nested_out %struct_out
               OpExecutionMode %main LocalSize 1 1 1
               OpDecorate %f8 ArrayStride 4
               OpDecorate %f8x4 ArrayStride 64
               OpMemberDecorate %S 0 Offset 0
               OpMemberDecorate %S 1 Offset 16
               OpDecorate %S2 ArrayStride 32
               OpDecorate %Nested Block
               OpMemberDecorate %Nested 0 Offset 0
               OpDecorate %Structs Block
               OpMemberDecorate %Structs 0 Offset 0
               OpDecorate %nested_in DescriptorSet 0
               OpDecorate %nested_in Binding 0
               OpDecorate %struct_in DescriptorSet 0
               OpDecorate %struct_in Binding 1
               OpDecorate %nested_out DescriptorSet 0
               OpDecorate %nested_out Binding 2
               OpDecorate %struct_out DescriptorSet 0
               OpDecorate %struct_out Binding 3
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
     %uint_0 = OpConstant %uint 0
     %uint_2 = OpConstant %uint 2
     %uint_4 = OpConstant %uint 4
     %uint_8 = OpConstant %uint 8
         %f8 = OpTypeArray %float %uint_8
       %f8x4 = OpTypeArray %f8 %uint_4
          %S = OpTypeStruct %v4float %float
         %S2 = OpTypeArray %S %uint_2
     %Nested = OpTypeStruct %f8x4
    %Structs = OpTypeStruct %S2
 %ptr_Nested = OpTypePointer StorageBuffer %Nested
%ptr_Structs = OpTypePointer StorageBuffer %Structs
   %ptr_f8x4 = OpTypePointer StorageBuffer %f8x4
     %ptr_S2 = OpTypePointer StorageBuffer %S2
  %nested_in = OpVariable %ptr_Nested StorageBuffer
  %struct_in = OpVariable %ptr_Structs StorageBuffer
 %nested_out = OpVariable %ptr_Nested StorageBuffer
 %struct_out = OpVariable %ptr_Structs StorageBuffer
       %main = OpFunction %void None %fn
      %entry = OpLabel
        %pni = OpAccessChain %ptr_f8x4 %nested_in %uint_0
     %nested = OpLoad %f8x4 %pni
        %pno = OpAccessChain %ptr_f8x4 %nested_out %uint_0
               OpStore %pno %nested
        %psi = OpAccessChain %ptr_S2 %struct_in %uint_0
    %structs = OpLoad %S2 %psi
        %pso = OpAccessChain %ptr_S2 %struct_out %uint_0
               OpStore %pso %structs
               OpReturn
               OpFunctionEnd
END

"""


def composite_buffers(r, nested_in_floats):
    s = "BUFFER nested_in DATA_TYPE float DATA\n" + data(r["nested_in"][:nested_in_floats]) + "END\n"
    s += "BUFFER struct_in DATA_TYPE float DATA\n" + data(r["struct_in"]) + "END\n"
    s += "BUFFER nested_out DATA_TYPE float SIZE %d FILL -1\n" % NESTED_FLOATS
    s += "BUFFER struct_out DATA_TYPE float SIZE %d FILL -1\n" % STRUCT_FLOATS
    s += """
PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER nested_in AS storage DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER struct_in AS storage DESCRIPTOR_SET 0 BINDING 1
  BIND BUFFER nested_out AS storage DESCRIPTOR_SET 0 BINDING 2
  BIND BUFFER struct_out AS storage DESCRIPTOR_SET 0 BINDING 3
END

RUN pipeline 1 1 1
"""
    return s


def script_composite_tail_padding():
    r = ref_composite_tail_padding()
    s = header("composite_tail_padding", "OpLoad / OpStore of a float[4][8] (outer ArrayStride 64, inner 4) and of "
               "2 structs {vec4, float} (ArrayStride 32) from and to buffers that end where the last element's "
               "bytes end (224 and 52 bytes): the padding after the last element is no part of the access (Vulkan "
               "'Shader Out-of-Bounds Memory Access'). Twin: errors/composite_load_past_end.amber")
    s += COMPOSITE_SHADER + composite_buffers(r, NESTED_FLOATS) + "\n"
    s += expect_words("nested_out", 0, r["nested_out"])
    s += expect_words("struct_out", 0, r["struct_out"])
    return s


def script_composite_load_past_end():
    r = ref_composite_tail_padding()
    text = COMPOSITE_SHADER + composite_buffers(r, NESTED_FLOATS - 1)
    line = 1 + text.count("\n", 0, text.index("RUN pipeline")) + 6   # after the six header lines below
    s = ("#!amber\n# The load of memory/composite_tail_padding.amber's float[4][8] from a buffer one float shorter "
         "(220 bytes):\n# its last element's last float is outside the buffer, an access that really leaves it.\n"
         "# expect-error: out-of-bounds access: 224 bytes at offset 0 of the 220-byte buffer\n"
         "# expect-line: %d\n# expect-exit: non-zero\n" % line)
    return s + text


SCRIPTS = [
    (HERE, "ptr_diff_storage_buffer", script_ptr_diff_storage_buffer),
    (HERE, "ptr_diff_workgroup", script_ptr_diff_workgroup),
    (HERE, "composite_tail_padding", script_composite_tail_padding),
    (ERRORS, "composite_load_past_end", script_composite_load_past_end),
]


def main():
    return write_or_check_scripts(SCRIPTS, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
