#!/usr/bin/env python3
"""Reference for the amber acceptance scripts in tests/amber/compute.

Each entry of TESTS is the small description of one script: its shader, its
buffers and a Python function `ref` that recomputes, from the script's input
buffers alone, the values the script EXPECTs.  Nothing here runs or reads
spvrt: the values come from the SPIR-V / GLSL.std.450 / Vulkan definitions of
each operation written out in Python (wrap-around integers, float32 rounding
via struct, truncating division, ...).

  python3 tests/amber/reference.py --write     (re)write the .amber files
  python3 tests/amber/check_expectations.py    re-read the .amber files and
                                               compare their EXPECT values
                                               with `ref` run on the inputs
                                               parsed back from the scripts

Subgroup tests' `ref` takes the subgroup size; the checker runs it for every
size from 4 to 128 and requires the same answer, so the expectations hold
whatever size the engine picks (Vulkan: a power of two; quad operations need
at least 4).
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from amberlib import (f16, f16_bits, f32, f32_bits, fmt, s8, s16, s32, s64,  # noqa: E402
                      smod, srem, tdiv, u8, u16, u32, u64, element_stride,
                      scalar_of)

TESTS = {}
SUBGROUP_SIZES = (4, 8, 16, 32, 64, 128)


def G(body, local=(64, 1, 1), ext=()):
    head = "#version 450\n"
    head += "".join("#extension %s : require\n" % e for e in ext)
    return head + "layout(local_size_x = %d, local_size_y = %d, local_size_z = %d) in;\n" % local + body


def T(name, family, desc, shader, buffers, ref, run=(1, 1, 1), expect=None,
      features=(), fmt_="GLSL", tol=None, attach="", commands=None,
      subgroup=False, extra_expect=""):
    TESTS[name] = dict(name=name, family=family, desc=desc, shader=shader,
                       buffers=buffers, ref=ref, run=run, expect=expect,
                       features=features, fmt=fmt_, tol=tol or {},
                       attach=attach, commands=commands, subgroup=subgroup,
                       extra_expect=extra_expect)


def B(name, dtype, init, binding, kind="storage", layout=None, set_=0):
    return dict(name=name, dtype=dtype, init=init, binding=binding, kind=kind,
                layout=layout, set=set_)


def fill(n, v):
    return ("fill", n, v)


def series(n, start, inc):
    return ("series", n, start, inc)


SSBO = "layout(set = 0, binding = %d) buffer B%d { %s %s[]; };\n"


def ssbo(binding, typ, name):
    return SSBO % (binding, binding, typ, name)


def interleave(*cols):
    out = []
    for row in zip(*cols):
        out.extend(row)
    return out


# ---------------------------------------------------------------- integers
IA = [7, -7, 100, -100, 2147483647, -2147483648, 123456, -5, 0, 1, 65536, -65536, 99, 46341, -3, 17]
IB = [2, 2, -3, -3, 1, 3, 1000, 5, 9, -1, 65536, 7, -10, 46341, 4, 17]
T("int32_arith", "integer", "OpIAdd/ISub/IMul wrap modulo 2^32, OpSDiv truncates toward zero, OpSNegate",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "b") + ssbo(2, "int", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  int x = a[i], y = b[i];
  o[5*i] = x + y; o[5*i+1] = x - y; o[5*i+2] = x * y; o[5*i+3] = x / y; o[5*i+4] = -x;
}
""", local=(16, 1, 1)),
  [B("a", "int32", IA, 0), B("b", "int32", IB, 1), B("o", "int32", fill(80, 0), 2)],
  lambda i, **k: {"o": interleave([s32(x + y) for x, y in zip(i["a"], i["b"])],
                                  [s32(x - y) for x, y in zip(i["a"], i["b"])],
                                  [s32(x * y) for x, y in zip(i["a"], i["b"])],
                                  [s32(tdiv(x, y)) for x, y in zip(i["a"], i["b"])],
                                  [s32(-x) for x in i["a"]])})

UA = [0, 1, 0xffffffff, 0x80000000, 123456789, 4000000000, 65535, 3, 1000000, 77, 0xdeadbeef, 5, 9, 64, 1, 0x7fffffff]
UB = [1, 0xffffffff, 2, 2, 1000, 3000000000, 65535, 7, 1000000, 10, 0x10000, 6, 9, 8, 1, 2]
T("uint32_arith", "integer", "unsigned wrap-around add/sub/mul, OpUDiv, OpUMod",
  G(ssbo(0, "uint", "a") + ssbo(1, "uint", "b") + ssbo(2, "uint", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = a[i], y = b[i];
  o[5*i] = x + y; o[5*i+1] = x - y; o[5*i+2] = x * y; o[5*i+3] = x / y; o[5*i+4] = x % y;
}
""", local=(16, 1, 1)),
  [B("a", "uint32", UA, 0), B("b", "uint32", UB, 1), B("o", "uint32", fill(80, 0), 2)],
  lambda i, **k: {"o": interleave(*[[u32(f(x, y)) for x, y in zip(i["a"], i["b"])]
                                    for f in (lambda x, y: x + y, lambda x, y: x - y, lambda x, y: x * y,
                                              lambda x, y: x // y, lambda x, y: x % y)])})

I64A = [1 << 40, -(1 << 40), 9223372036854775807, -9223372036854775807, 3000000000, -17, 12345678901234, 5]
I64B = [3, 7, 2, -2, 3000000000, 4, -1000, 5]
T("int64_arith", "integer", "64-bit signed add/sub/mul (wrap), OpSDiv, shifts on int64",
  G(ssbo(0, "int64_t", "a") + ssbo(1, "int64_t", "b") + ssbo(2, "int64_t", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  int64_t x = a[i], y = b[i];
  o[5*i] = x + y; o[5*i+1] = x - y; o[5*i+2] = x * y; o[5*i+3] = x / y; o[5*i+4] = x >> 3;
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types_int64",)),
  [B("a", "int64", I64A, 0), B("b", "int64", I64B, 1), B("o", "int64", fill(40, 0), 2)],
  lambda i, **k: {"o": interleave([s64(x + y) for x, y in zip(i["a"], i["b"])],
                                  [s64(x - y) for x, y in zip(i["a"], i["b"])],
                                  [s64(x * y) for x, y in zip(i["a"], i["b"])],
                                  [s64(tdiv(x, y)) for x, y in zip(i["a"], i["b"])],
                                  [s64(x >> 3) for x in i["a"]])},
  features=("shaderInt64",))

U64A = [0xffffffffffffffff, 1 << 63, 123456789012345, 0x100000000, 7, 0xdeadbeefcafebabe, 10, 1]
U64B = [2, 2, 1000, 0x100000000, 3, 0x10001, 10, 0xffffffffffffffff]
T("uint64_arith", "integer", "64-bit unsigned mul wrap, OpUDiv, OpUMod, logical shift",
  G(ssbo(0, "uint64_t", "a") + ssbo(1, "uint64_t", "b") + ssbo(2, "uint64_t", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint64_t x = a[i], y = b[i];
  o[4*i] = x * y; o[4*i+1] = x / y; o[4*i+2] = x % y; o[4*i+3] = (x >> 17) ^ (y << 5);
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types_int64",)),
  [B("a", "uint64", U64A, 0), B("b", "uint64", U64B, 1), B("o", "uint64", fill(32, 0), 2)],
  lambda i, **k: {"o": interleave([u64(x * y) for x, y in zip(i["a"], i["b"])],
                                  [x // y for x, y in zip(i["a"], i["b"])],
                                  [x % y for x, y in zip(i["a"], i["b"])],
                                  [u64((x >> 17) ^ (y << 5)) for x, y in zip(i["a"], i["b"])])},
  features=("shaderInt64",))

I16A = [32767, -32768, 300, -300, 1000, 7, -7, 0]
I16B = [1, 1, 300, 7, -3, 2, 2, 5]
T("int16_arith", "integer", "16-bit signed arithmetic in 16-bit storage: wrap modulo 2^16, truncating division",
  G(ssbo(0, "int16_t", "a") + ssbo(1, "int16_t", "b") + ssbo(2, "int16_t", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  int16_t x = a[i], y = b[i];
  o[4*i] = x + y; o[4*i+1] = x - y; o[4*i+2] = x * y; o[4*i+3] = x / y;
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types_int16", "GL_EXT_shader_16bit_storage")),
  [B("a", "int16", I16A, 0), B("b", "int16", I16B, 1), B("o", "int16", fill(32, 0), 2)],
  lambda i, **k: {"o": interleave([s16(x + y) for x, y in zip(i["a"], i["b"])],
                                  [s16(x - y) for x, y in zip(i["a"], i["b"])],
                                  [s16(x * y) for x, y in zip(i["a"], i["b"])],
                                  [s16(tdiv(x, y)) for x, y in zip(i["a"], i["b"])])},
  features=("shaderInt16", "Storage16BitFeatures.storageBuffer16BitAccess"))

U16A = [65535, 0, 300, 40000, 1000, 7, 255, 12345]
U16B = [1, 1, 300, 2, 3, 2, 257, 100]
T("uint16_arith", "integer", "16-bit unsigned arithmetic: wrap, OpUDiv, OpUMod",
  G(ssbo(0, "uint16_t", "a") + ssbo(1, "uint16_t", "b") + ssbo(2, "uint16_t", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint16_t x = a[i], y = b[i];
  o[4*i] = x + y; o[4*i+1] = x - y; o[4*i+2] = x * y; o[4*i+3] = x % y;
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types_int16", "GL_EXT_shader_16bit_storage")),
  [B("a", "uint16", U16A, 0), B("b", "uint16", U16B, 1), B("o", "uint16", fill(32, 0), 2)],
  lambda i, **k: {"o": interleave([u16(x + y) for x, y in zip(i["a"], i["b"])],
                                  [u16(x - y) for x, y in zip(i["a"], i["b"])],
                                  [u16(x * y) for x, y in zip(i["a"], i["b"])],
                                  [x % y for x, y in zip(i["a"], i["b"])])},
  features=("shaderInt16", "Storage16BitFeatures.storageBuffer16BitAccess"))

I8A = [127, -128, 100, -100, 15, 7, -7, 0]
I8B = [1, 1, 2, 3, -3, 2, 2, 5]
T("int8_arith", "integer", "8-bit signed arithmetic in 8-bit storage: wrap modulo 2^8, truncating division",
  G(ssbo(0, "int8_t", "a") + ssbo(1, "int8_t", "b") + ssbo(2, "int8_t", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  int8_t x = a[i], y = b[i];
  o[4*i] = x + y; o[4*i+1] = x - y; o[4*i+2] = x * y; o[4*i+3] = x / y;
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types_int8", "GL_EXT_shader_8bit_storage")),
  [B("a", "int8", I8A, 0), B("b", "int8", I8B, 1), B("o", "int8", fill(32, 0), 2)],
  lambda i, **k: {"o": interleave([s8(x + y) for x, y in zip(i["a"], i["b"])],
                                  [s8(x - y) for x, y in zip(i["a"], i["b"])],
                                  [s8(x * y) for x, y in zip(i["a"], i["b"])],
                                  [s8(tdiv(x, y)) for x, y in zip(i["a"], i["b"])])},
  features=("Float16Int8Features.shaderInt8", "Storage8BitFeatures.storageBuffer8BitAccess"))

U8A = [255, 0, 200, 16, 100, 7, 128, 3]
U8B = [1, 1, 100, 16, 3, 2, 2, 5]
T("uint8_arith", "integer", "8-bit unsigned arithmetic: wrap, OpUDiv, OpUMod",
  G(ssbo(0, "uint8_t", "a") + ssbo(1, "uint8_t", "b") + ssbo(2, "uint8_t", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint8_t x = a[i], y = b[i];
  o[4*i] = x + y; o[4*i+1] = x - y; o[4*i+2] = x * y; o[4*i+3] = x % y;
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types_int8", "GL_EXT_shader_8bit_storage")),
  [B("a", "uint8", U8A, 0), B("b", "uint8", U8B, 1), B("o", "uint8", fill(32, 0), 2)],
  lambda i, **k: {"o": interleave([u8(x + y) for x, y in zip(i["a"], i["b"])],
                                  [u8(x - y) for x, y in zip(i["a"], i["b"])],
                                  [u8(x * y) for x, y in zip(i["a"], i["b"])],
                                  [x % y for x, y in zip(i["a"], i["b"])])},
  features=("Float16Int8Features.shaderInt8", "Storage8BitFeatures.storageBuffer8BitAccess"))

ASM_HEAD = """               OpCapability Shader
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid %ba %bb %bo
               OpExecutionMode %main LocalSize {lx} 1 1
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpDecorate %rta ArrayStride 4
               OpMemberDecorate %blk 0 Offset 0
               OpDecorate %blk Block
               OpDecorate %ba DescriptorSet 0
               OpDecorate %ba Binding 0
               OpDecorate %bb DescriptorSet 0
               OpDecorate %bb Binding 1
               OpDecorate %bo DescriptorSet 0
               OpDecorate %bo Binding 2
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
        %int = OpTypeInt 32 1
       %uint = OpTypeInt 32 0
     %v3uint = OpTypeVector %uint 3
    %ptr_gid = OpTypePointer Input %v3uint
        %gid = OpVariable %ptr_gid Input
        %rta = OpTypeRuntimeArray %int
        %blk = OpTypeStruct %rta
    %ptr_blk = OpTypePointer StorageBuffer %blk
    %ptr_int = OpTypePointer StorageBuffer %int
         %ba = OpVariable %ptr_blk StorageBuffer
         %bb = OpVariable %ptr_blk StorageBuffer
         %bo = OpVariable %ptr_blk StorageBuffer
      %int_0 = OpConstant %int 0
     %uint_2 = OpConstant %uint 2
     %uint_1 = OpConstant %uint 1
"""

T("srem_smod_asm", "integer", "OpSRem (sign of dividend) vs OpSMod (sign of divisor), hand-written SPIR-V",
  ASM_HEAD.format(lx=8) + """       %main = OpFunction %void None %fn
      %entry = OpLabel
         %g3 = OpLoad %v3uint %gid
          %i = OpCompositeExtract %uint %g3 0
         %pa = OpAccessChain %ptr_int %ba %int_0 %i
         %pb = OpAccessChain %ptr_int %bb %int_0 %i
          %x = OpLoad %int %pa
          %y = OpLoad %int %pb
        %rem = OpSRem %int %x %y
        %mod = OpSMod %int %x %y
         %i2 = OpIMul %uint %i %uint_2
        %i21 = OpIAdd %uint %i2 %uint_1
         %p0 = OpAccessChain %ptr_int %bo %int_0 %i2
         %p1 = OpAccessChain %ptr_int %bo %int_0 %i21
               OpStore %p0 %rem
               OpStore %p1 %mod
               OpReturn
               OpFunctionEnd
""", [B("a", "int32", [7, -7, 7, -7, 9, -9, 0, 2147483647], 0), B("b", "int32", [3, 3, -3, -3, 9, 4, 5, -2], 1),
      B("o", "int32", fill(16, 0), 2)],
  lambda i, **k: {"o": interleave([srem(x, y) for x, y in zip(i["a"], i["b"])],
                                  [smod(x, y) for x, y in zip(i["a"], i["b"])])},
  fmt_="SPIRV-ASM")

T("int_compare_select", "integer", "signed vs unsigned comparisons of the same bits, OpSelect",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "b") + ssbo(2, "uint", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  int x = a[i], y = b[i];
  uint ux = uint(x), uy = uint(y);
  o[i] = (x < y ? 1u : 0u) | (ux < uy ? 2u : 0u) | (x <= y ? 4u : 0u) | (ux >= uy ? 8u : 0u)
       | (x == y ? 16u : 0u) | (x != y ? 32u : 0u) | (x > y ? 64u : 0u) | (ux > uy ? 128u : 0u);
}
""", local=(8, 1, 1)),
  [B("a", "int32", [-1, 1, 5, -5, 0, -2147483648, 3, 2147483647], 0),
   B("b", "int32", [1, -1, 5, -6, 0, 2147483647, 4, -2147483648], 1), B("o", "uint32", fill(8, 0), 2)],
  lambda i, **k: {"o": [(x < y) | (u32(x) < u32(y)) << 1 | (x <= y) << 2 | (u32(x) >= u32(y)) << 3 | (x == y) << 4
                        | (x != y) << 5 | (x > y) << 6 | (u32(x) > u32(y)) << 7 for x, y in zip(i["a"], i["b"])]})

T("shifts", "bits", "OpShiftLeftLogical, OpShiftRightLogical, OpShiftRightArithmetic (shift < width)",
  G(ssbo(0, "int", "a") + ssbo(1, "uint", "s") + ssbo(2, "uint", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  int x = a[i]; uint n = s[i];
  o[3*i] = uint(x) << n; o[3*i+1] = uint(x) >> n; o[3*i+2] = uint(x >> int(n));
}
""", local=(8, 1, 1)),
  [B("a", "int32", [1, -1, -256, 0x12345678, -2147483648, 7, 2147483647, -3], 0),
   B("s", "uint32", [31, 1, 4, 8, 31, 0, 30, 1], 1), B("o", "uint32", fill(24, 0), 2)],
  lambda i, **k: {"o": interleave([u32(x << n) for x, n in zip(i["a"], i["s"])],
                                  [u32(x) >> n for x, n in zip(i["a"], i["s"])],
                                  [u32(x >> n) for x, n in zip(i["a"], i["s"])])})


def bitfield_extract_u(x, off, bits):
    return (u32(x) >> off) & ((1 << bits) - 1) if bits else 0


def bitfield_extract_s(x, off, bits):
    if bits == 0:
        return 0
    v = (u32(x) >> off) & ((1 << bits) - 1)
    return v - (1 << bits) if v >> (bits - 1) else v


def bit_reverse(x):
    return int("{:032b}".format(u32(x))[::-1], 2)


T("bitfield_ops", "bits", "OpBitFieldInsert/SExtract/UExtract, OpBitReverse, OpNot/And/Or/Xor",
  G(ssbo(0, "uint", "a") + ssbo(1, "uint", "b") + ssbo(2, "uint", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = a[i], y = b[i];
  int off = int(i * 2u), bits = int(8u + i);   // offset + bits <= 32
  o[6*i] = bitfieldExtract(x, off, bits);
  o[6*i+1] = uint(bitfieldExtract(int(x), off, bits));
  o[6*i+2] = bitfieldInsert(x, y, off, bits);
  o[6*i+3] = bitfieldReverse(x);
  o[6*i+4] = ~x & (y | 0x0f0f0f0fu);
  o[6*i+5] = x ^ y;
}
""", local=(8, 1, 1)),
  [B("a", "uint32", [0xdeadbeef, 0x80000000, 0xffffffff, 0x12345678, 0, 1, 0xf0f0f0f0, 0x7fffffff], 0),
   B("b", "uint32", [0x1, 0xffffffff, 0, 0xabcdef01, 0x55555555, 0xaaaaaaaa, 0x3, 0x100], 1),
   B("o", "uint32", fill(48, 0), 2)],
  lambda i, **k: {"o": [v for n, (x, y) in enumerate(zip(i["a"], i["b"])) for v in (
      bitfield_extract_u(x, 2 * n, 8 + n), u32(bitfield_extract_s(x, 2 * n, 8 + n)),
      (x & ~(((1 << (8 + n)) - 1) << (2 * n)) | ((y << (2 * n)) & (((1 << (8 + n)) - 1) << (2 * n)))) & 0xffffffff,
      bit_reverse(x), u32(~x) & (y | 0x0f0f0f0f), x ^ y)]})


def find_lsb(x):
    x = u32(x)
    return -1 if x == 0 else (x & -x).bit_length() - 1


def find_smsb(x):
    if x < 0:
        x = ~x
    return -1 if x == 0 else x.bit_length() - 1


def find_umsb(x):
    x = u32(x)
    return -1 if x == 0 else x.bit_length() - 1


BC_IN = [0, 1, -1, -2, 0x40000000, -2147483648, 0x00f0f000, 12, 255, -256, 0x7fffffff, 6]
T("bitcount_find", "bits", "OpBitCount, GLSL.std.450 FindILsb / FindSMsb / FindUMsb including 0 and -1",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  int x = a[i];
  o[4*i] = bitCount(x); o[4*i+1] = findLSB(x); o[4*i+2] = findMSB(x); o[4*i+3] = findMSB(uint(x));
}
""", local=(12, 1, 1)),
  [B("a", "int32", BC_IN, 0), B("o", "int32", fill(48, 0), 1)],
  lambda i, **k: {"o": [v for x in i["a"] for v in (bin(u32(x)).count("1"), find_lsb(x), find_smsb(x), find_umsb(x))]})

CA = [0xffffffff, 5, 0x80000000, 123456789, 0, 0xfffffffe, 1, 0xdeadbeef]
CB = [1, 7, 0x80000000, 987654321, 1, 0xffffffff, 0xffffffff, 0xcafebabe]
T("carry_extended", "integer", "OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended",
  G(ssbo(0, "uint", "a") + ssbo(1, "uint", "b") + ssbo(2, "uint", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = a[i], y = b[i], c, d, hi, lo;
  o[8*i] = uaddCarry(x, y, c); o[8*i+1] = c;
  o[8*i+2] = usubBorrow(x, y, d); o[8*i+3] = d;
  umulExtended(x, y, hi, lo); o[8*i+4] = hi; o[8*i+5] = lo;
  int shi, slo; imulExtended(int(x), int(y), shi, slo); o[8*i+6] = uint(shi); o[8*i+7] = uint(slo);
}
""", local=(8, 1, 1)),
  [B("a", "uint32", CA, 0), B("b", "uint32", CB, 1), B("o", "uint32", fill(64, 0), 2)],
  lambda i, **k: {"o": [v for x, y in zip(i["a"], i["b"]) for v in (
      u32(x + y), (x + y) >> 32, u32(x - y), 1 if y > x else 0, (x * y) >> 32, u32(x * y),
      u32((s32(x) * s32(y)) >> 32), u32(s32(x) * s32(y)))]})

# ---------------------------------------------------------------- floats
FA = [1.5, -2.25, 1e10, 3.0, 0.1, -0.0, 16777216.0, 1.0, 7.0, -8.5, 100.0, 0.5, 2.0, 1e-3, 6.0, 1.0]
FB = [2.5, 0.75, 1e-10, -3.0, 0.2, 1.0, 1.0, 3.0, 0.25, 2.0, -0.001, 4.0, 8.0, 1e3, 3.0, 1e30]
T("float32_arith", "float", "OpFAdd/FSub/FMul correctly rounded (Vulkan precision table); OpFDiv within 2.5 ULP",
  G(ssbo(0, "float", "a") + ssbo(1, "float", "b") + ssbo(2, "float", "sum") + ssbo(3, "float", "dif")
    + ssbo(4, "float", "prd") + ssbo(5, "float", "quo") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  float x = a[i], y = b[i];
  sum[i] = x + y; dif[i] = x - y; prd[i] = x * y; quo[i] = x / y;
}
""", local=(16, 1, 1)),
  [B("a", "float", FA, 0), B("b", "float", FB, 1), B("sum", "float", fill(16, 0), 2), B("dif", "float", fill(16, 0), 3),
   B("prd", "float", fill(16, 0), 4), B("quo", "float", fill(16, 0), 5)],
  lambda i, **k: {"sum": [f32(x + y) for x, y in zip(i["a"], i["b"])],
                  "dif": [f32(x - y) for x, y in zip(i["a"], i["b"])],
                  "prd": [f32(x * y) for x, y in zip(i["a"], i["b"])],
                  "quo": [f32(x / y) for x, y in zip(i["a"], i["b"])]},
  tol={"quo": "0.0001%"})

DA = [1.0 / 3.0, 1e300, -2.5, 123456789.123, 0.1, 2.0 ** 60, 1.0, -1e-300]
DB = [3.0, 1e-3, 0.5, 1e-3, 0.2, 1.0, 2.0 ** -52, 1e10]
T("float64_arith", "float", "double add/sub/mul correctly rounded; divide within tolerance",
  G(ssbo(0, "double", "a") + ssbo(1, "double", "b") + ssbo(2, "double", "o") + ssbo(3, "double", "quo") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  double x = a[i], y = b[i];
  o[3*i] = x + y; o[3*i+1] = x - y; o[3*i+2] = x * y; quo[i] = x / y;
}
""", local=(8, 1, 1)),
  [B("a", "double", DA, 0), B("b", "double", DB, 1), B("o", "double", fill(24, 0), 2), B("quo", "double", fill(8, 0), 3)],
  lambda i, **k: {"o": interleave([x + y for x, y in zip(i["a"], i["b"])], [x - y for x, y in zip(i["a"], i["b"])],
                                  [x * y for x, y in zip(i["a"], i["b"])]),
                  "quo": [x / y for x, y in zip(i["a"], i["b"])]},
  tol={"quo": "0.000001%"}, features=("shaderFloat64",))

HA = [1.0, 0.333, 1000.0, -2.5, 65504.0, 0.0001, 3.0, 2049.0]
HB = [2.0, 0.333, 24.0, 0.5, 1.0, 1.0, -1.0, 1.0]
T("float16_arith", "float", "float16 arithmetic: inputs converted f32->f16 (RTE), op rounded to f16, widened back",
  G(ssbo(0, "float", "a") + ssbo(1, "float", "b") + ssbo(2, "float", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  float16_t x = float16_t(a[i]), y = float16_t(b[i]);
  o[3*i] = float(x + y); o[3*i+1] = float(x * y); o[3*i+2] = float(x);
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types_float16",)),
  [B("a", "float", HA, 0), B("b", "float", HB, 1), B("o", "float", fill(24, 0), 2)],
  lambda i, **k: {"o": [v for x, y in zip(i["a"], i["b"]) for v in (
      f16(f16(f32(x)) + f16(f32(y))), f16(f16(f32(x)) * f16(f32(y))), f16(f32(x)))]},
  features=("Float16Int8Features.shaderFloat16",))

T("float_min_max_abs", "float", "GLSL.std.450 FMin/FMax/FAbs/FSign/FClamp on ordinary values (exact)",
  G(ssbo(0, "float", "a") + ssbo(1, "float", "b") + ssbo(2, "float", "o") + """
void main() {
  uint i = gl_GlobalInvocationID.x;
  float x = a[i], y = b[i];
  o[5*i] = min(x, y); o[5*i+1] = max(x, y); o[5*i+2] = abs(x); o[5*i+3] = sign(x); o[5*i+4] = clamp(x, -1.0, 1.0);
}
""", local=(8, 1, 1)),
  [B("a", "float", [1.0, -3.5, 0.0, 7.25, -0.5, 100.0, -100.0, 2.0], 0),
   B("b", "float", [2.0, -4.0, 0.5, 3.0, 0.25, 1000.0, -50.0, 2.0], 1), B("o", "float", fill(40, 0), 2)],
  lambda i, **k: {"o": [v for x, y in zip(i["a"], i["b"]) for v in (
      min(x, y), max(x, y), abs(x), (x > 0) - (x < 0), min(max(x, -1.0), 1.0))]})

# ---------------------------------------------------------------- conversions
CF = [1.9, -1.9, 2.5, -2.5, 16777217.0, 1e9, 0.999, 123.0]
T("conv_float_int", "conversion", "OpConvertFToS/FToU truncate toward zero; OpConvertSToF/UToF round to nearest even",
  G(ssbo(0, "float", "f") + ssbo(1, "int", "i") + ssbo(2, "int", "o") + ssbo(3, "float", "fo") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  o[2*n] = int(f[n]); o[2*n+1] = int(uint(abs(f[n])));
  fo[2*n] = float(i[n]); fo[2*n+1] = float(uint(i[n]));
}
""", local=(8, 1, 1)),
  [B("f", "float", CF, 0), B("i", "int32", [16777217, -16777217, 2147483647, -1, 33554435, 7, -2147483648, 0], 1),
   B("o", "int32", fill(16, 0), 2), B("fo", "float", fill(16, 0), 3)],
  lambda i, **k: {"o": [v for x in i["f"] for v in (int(f32(x)), int(abs(f32(x))))],
                  "fo": [v for x in i["i"] for v in (f32(float(x)), f32(float(u32(x))))]})

T("conv_double_float", "conversion", "OpFConvert f64->f32 rounds to nearest even; f32->f64 exact",
  G(ssbo(0, "double", "d") + ssbo(1, "float", "o") + ssbo(2, "double", "back") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  float x = float(d[n]); o[n] = x; back[n] = double(x);
}
""", local=(8, 1, 1)),
  [B("d", "double", [0.1, 1.0 + 2.0 ** -24, 1.0 + 3 * 2.0 ** -24, 1e30, -3.3, 2.0 ** -100 * 1.1, 16777217.0, 1.0 / 3.0], 0),
   B("o", "float", fill(8, 0), 1), B("back", "double", fill(8, 0), 2)],
  lambda i, **k: {"o": [f32(x) for x in i["d"]], "back": [f32(x) for x in i["d"]]},
  features=("shaderFloat64",))

T("conv_int_widths", "conversion", "OpSConvert/OpUConvert: truncation to 8/16 bits, sign and zero extension back",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  int x = a[n];
  int8_t b8 = int8_t(x); int16_t b16 = int16_t(x); uint8_t u8v = uint8_t(x); uint16_t u16v = uint16_t(x);
  int64_t w = int64_t(x) * 4294967296l;
  o[5*n] = int(b8); o[5*n+1] = int(b16); o[5*n+2] = int(u8v); o[5*n+3] = int(u16v); o[5*n+4] = int(w >> 40);
}
""", local=(8, 1, 1), ext=("GL_EXT_shader_explicit_arithmetic_types",)),
  [B("a", "int32", [0x1ff, -1, 0x12345678, 128, -129, 32768, -32769, 0x7fff80], 0), B("o", "int32", fill(40, 0), 1)],
  lambda i, **k: {"o": [v for x in i["a"] for v in (s8(x), s16(x), u8(x), u16(x), (x * 4294967296) >> 40)]},
  features=("shaderInt16", "shaderInt64", "Float16Int8Features.shaderInt8"))

RTZ_ASM = """               OpCapability Shader
               OpCapability RoundingModeRTZ
               OpExtension "SPV_KHR_float_controls"
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid %ba %bb %bo
               OpExecutionMode %main LocalSize 4 1 1
               OpExecutionMode %main RoundingModeRTZ 32
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpDecorate %rta ArrayStride 4
               OpMemberDecorate %blk 0 Offset 0
               OpDecorate %blk Block
               OpDecorate %ba DescriptorSet 0
               OpDecorate %ba Binding 0
               OpDecorate %bb DescriptorSet 0
               OpDecorate %bb Binding 1
               OpDecorate %bo DescriptorSet 0
               OpDecorate %bo Binding 2
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
      %float = OpTypeFloat 32
        %int = OpTypeInt 32 1
       %uint = OpTypeInt 32 0
     %v3uint = OpTypeVector %uint 3
    %ptr_gid = OpTypePointer Input %v3uint
        %gid = OpVariable %ptr_gid Input
        %rta = OpTypeRuntimeArray %float
        %blk = OpTypeStruct %rta
    %ptr_blk = OpTypePointer StorageBuffer %blk
      %ptr_f = OpTypePointer StorageBuffer %float
         %ba = OpVariable %ptr_blk StorageBuffer
         %bb = OpVariable %ptr_blk StorageBuffer
         %bo = OpVariable %ptr_blk StorageBuffer
      %int_0 = OpConstant %int 0
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %g3 = OpLoad %v3uint %gid
          %i = OpCompositeExtract %uint %g3 0
         %pa = OpAccessChain %ptr_f %ba %int_0 %i
         %pb = OpAccessChain %ptr_f %bb %int_0 %i
          %x = OpLoad %float %pa
          %y = OpLoad %float %pb
          %s = OpFAdd %float %x %y
         %po = OpAccessChain %ptr_f %bo %int_0 %i
               OpStore %po %s
               OpReturn
               OpFunctionEnd
"""


def add_rtz32(x, y):
    """float32 addition rounded toward zero (exact sum is representable as a double here)."""
    exact = x + y
    r = f32(exact)
    if abs(r) > abs(exact):
        r = math.nextafter(r, 0.0)
        r = f32(r) if f32(r) != r else r
        # step one float32 ulp toward zero
        b = f32_bits(f32(exact))
        from amberlib import bits_f32
        r = bits_f32(b - 1)
    return r


T("rounding_mode_rtz", "conversion", "float controls: RoundingModeRTZ 32 execution mode makes OpFAdd round toward zero",
  RTZ_ASM, [B("a", "float", [1.0, -1.0, 1.0, 16777216.0], 0),
            B("b", "float", [2.0 ** -24 * 1.5, -(2.0 ** -24) * 1.5, 2.0 ** -23, 3.0], 1),
            B("o", "float", fill(4, 0), 2)],
  lambda i, **k: {"o": [add_rtz32(x, y) for x, y in zip(i["a"], i["b"])]},
  fmt_="SPIRV-ASM", features=("FloatControlsProperties.shaderRoundingModeRTZFloat32",))

FPRM_ASM = """               OpCapability Shader
               OpCapability StorageBuffer16BitAccess
               OpCapability Float16
               OpExtension "SPV_KHR_16bit_storage"
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid %bin %bout
               OpExecutionMode %main LocalSize 8 1 1
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpDecorate %rtf ArrayStride 4
               OpMemberDecorate %iblk 0 Offset 0
               OpDecorate %iblk Block
               OpDecorate %rth ArrayStride 2
               OpMemberDecorate %oblk 0 Offset 0
               OpDecorate %oblk Block
               OpDecorate %bin DescriptorSet 0
               OpDecorate %bin Binding 0
               OpDecorate %bout DescriptorSet 0
               OpDecorate %bout Binding 1
               OpDecorate %rte FPRoundingMode RTE
               OpDecorate %rtz FPRoundingMode RTZ
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
      %float = OpTypeFloat 32
       %half = OpTypeFloat 16
       %uint = OpTypeInt 32 0
     %v3uint = OpTypeVector %uint 3
    %ptr_gid = OpTypePointer Input %v3uint
        %gid = OpVariable %ptr_gid Input
        %rtf = OpTypeRuntimeArray %float
       %iblk = OpTypeStruct %rtf
     %p_iblk = OpTypePointer StorageBuffer %iblk
        %p_f = OpTypePointer StorageBuffer %float
        %bin = OpVariable %p_iblk StorageBuffer
        %rth = OpTypeRuntimeArray %half
       %oblk = OpTypeStruct %rth
     %p_oblk = OpTypePointer StorageBuffer %oblk
        %p_h = OpTypePointer StorageBuffer %half
       %bout = OpVariable %p_oblk StorageBuffer
     %uint_0 = OpConstant %uint 0
     %uint_1 = OpConstant %uint 1
     %uint_2 = OpConstant %uint 2
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %g3 = OpLoad %v3uint %gid
          %i = OpCompositeExtract %uint %g3 0
         %pi = OpAccessChain %p_f %bin %uint_0 %i
          %x = OpLoad %float %pi
        %rte = OpFConvert %half %x
        %rtz = OpFConvert %half %x
         %i4 = OpIMul %uint %i %uint_2
         %i5 = OpIAdd %uint %i4 %uint_1
         %o0 = OpAccessChain %p_h %bout %uint_0 %i4
         %o1 = OpAccessChain %p_h %bout %uint_0 %i5
               OpStore %o0 %rte
               OpStore %o1 %rtz
               OpReturn
               OpFunctionEnd
"""


def f16_round(x, mode):
    """Bits of float32 x converted to float16 with rounding mode RTE/RTZ/RTP/RTN (x within the f16 range)."""
    r = f16(x)
    if r == x:
        return f16_bits(r)
    if r > x:
        hi, lo = r, None
    else:
        lo, hi = r, None
    step = lambda v, up: __import__("struct").unpack("<e", __import__("struct").pack(
        "<H", f16_bits(v) + (1 if (v > 0 or (v == 0 and up)) == up else -1)))[0]
    if hi is None:
        hi = step(lo, True)
    else:
        lo = step(hi, False)
    pick = {"RTE": r, "RTZ": lo if x > 0 else hi, "RTP": hi, "RTN": lo}[mode]
    return f16_bits(pick)


FPRM_IN = [1.0, 1.0 + 2.0 ** -11, 1.0 + 3 * 2.0 ** -12, -(1.0 + 3 * 2.0 ** -12), 0.1, -0.1, 1000.3, -2.0 ** -3 * 1.3]
T("fconvert_rounding_modes", "conversion", "OpFConvert f32->f16 with FPRoundingMode RTE and RTZ (the two Vulkan allows, VUID-StandaloneSpirv-FPRoundingMode-04675), stored to a 16-bit StorageBuffer; ties and negative values",
  FPRM_ASM, [B("x", "float", FPRM_IN, 0), B("o", "uint16", fill(16, 0), 1)],
  lambda i, **k: {"o": [f16_round(f32(v), m) for v in i["x"] for m in ("RTE", "RTZ")]},
  fmt_="SPIRV-ASM", features=("Float16Int8Features.shaderFloat16", "Storage16BitFeatures.storageBuffer16BitAccess"))

T("pack_unpack", "conversion", "GLSL.std.450 PackHalf2x16/UnpackHalf2x16 (f16-exact inputs), PackUnorm4x8, PackSnorm2x16 (no x.5 ties before rounding)",
  G(ssbo(0, "vec4", "v") + ssbo(1, "uint", "o") + ssbo(2, "float", "back") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  vec4 x = v[n];
  o[3*n] = packHalf2x16(x.xy); o[3*n+1] = packUnorm4x8(x); o[3*n+2] = packSnorm2x16(x.zw);
  vec2 h = unpackHalf2x16(o[3*n]); back[2*n] = h.x; back[2*n+1] = h.y;
}
""", local=(4, 1, 1)),
  [B("v", "vec4<float>", [0.0, 1.0, 0.25, -1.0, 0.625, -0.75, 0.35, 0.8, 1.5, -2.0, -0.3, 0.6, 0.25, 0.375, 0.05, 1.0], 0),
   B("o", "uint32", fill(12, 0), 1), B("back", "float", fill(8, 0), 2)],
  lambda i, **k: (lambda vs: {
      "o": [w for x in vs for w in (
          f16_bits(f32(x[0])) | f16_bits(f32(x[1])) << 16,
          sum(int(math.floor(min(max(c, 0.0), 1.0) * 255.0 + 0.5)) << (8 * j) for j, c in enumerate(x)),
          u16(int(math.floor(min(max(x[2], -1.0), 1.0) * 32767.0 + 0.5)))
          | u16(int(math.floor(min(max(x[3], -1.0), 1.0) * 32767.0 + 0.5))) << 16)],
      "back": [f16(f32(c)) for x in vs for c in x[:2]]})([i["v"][j:j + 4] for j in range(0, 16, 4)]))

# ---------------------------------------------------------------- composites, vectors, matrices
T("composite_struct", "composite", "structs and arrays in Function memory: OpCompositeConstruct/Extract/Insert, copies",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "o") + """
struct Pair { int k; ivec2 v; int arr[3]; };
void main() {
  uint n = gl_GlobalInvocationID.x;
  int x = a[n];
  Pair p = Pair(x, ivec2(x * 2, x * 3), int[3](1, 2, 3));
  Pair q = p;
  q.v.y = 100; q.arr[1] = x;
  Pair r[2] = Pair[2](p, q);
  o[6*n] = r[0].k + r[1].k; o[6*n+1] = r[0].v.y; o[6*n+2] = r[1].v.y;
  o[6*n+3] = r[1].arr[1]; o[6*n+4] = r[0].arr[1]; o[6*n+5] = r[int(n & 1u)].v.x;
}
""", local=(4, 1, 1)),
  [B("a", "int32", [5, -2, 0, 11], 0), B("o", "int32", fill(24, 0), 1)],
  lambda i, **k: {"o": [v for n, x in enumerate(i["a"]) for v in (2 * x, 3 * x, 100, x, 2, 2 * x)]})

T("vector_shuffle", "composite", "OpVectorShuffle via swizzles, OpVectorExtractDynamic/InsertDynamic",
  G(ssbo(0, "ivec4", "v") + ssbo(1, "ivec4", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  ivec4 x = v[n];
  ivec4 s = x.wzyx + x.xxyy;
  s[n & 3u] = 1000 + x[(n + 1u) & 3u];
  o[2*n] = s;
  o[2*n+1] = ivec4(x.zw, x.xy) * ivec4(2);
}
""", local=(4, 1, 1)),
  [B("v", "vec4<int32>", list(range(1, 17)), 0), B("o", "vec4<int32>", fill(8, 0), 1)],
  lambda i, **k: {"o": [w for n in range(4) for w in (
      (lambda x: [1000 + x[(n + 1) & 3] if j == (n & 3) else (x[3 - j] + x[j // 2]) for j in range(4)])(i["v"][4 * n:4 * n + 4])
      + [2 * c for c in i["v"][4 * n + 2:4 * n + 4] + i["v"][4 * n:4 * n + 2]])]})

T("vector_geometry", "vector", "OpDot, Cross, Length, Distance, Normalize (GLSL.std.450); exact inputs, tolerance for sqrt",
  G(ssbo(0, "vec4", "a") + ssbo(1, "vec4", "b") + ssbo(2, "float", "o") + ssbo(3, "float", "l") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  vec4 x = a[n], y = b[n];
  vec3 c = cross(x.xyz, y.xyz);
  o[5*n] = dot(x, y); o[5*n+1] = c.x; o[5*n+2] = c.y; o[5*n+3] = c.z; o[5*n+4] = dot(x * 2.0, vec4(1.0));
  l[3*n] = length(x); l[3*n+1] = distance(x, y); l[3*n+2] = normalize(y).x;
}
""", local=(2, 1, 1)),
  [B("a", "vec4<float>", [1, 2, 3, 4, 3, 0, 4, 0], 0), B("b", "vec4<float>", [5, 6, 7, 8, -1, 2, 2, 0], 1),
   B("o", "float", fill(10, 0), 2), B("l", "float", fill(6, 0), 3)],
  lambda i, **k: (lambda xs, ys: {
      "o": [w for x, y in zip(xs, ys) for w in (
          sum(p * q for p, q in zip(x, y)), x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2],
          x[0] * y[1] - x[1] * y[0], 2 * sum(x))],
      "l": [w for x, y in zip(xs, ys) for w in (
          math.sqrt(sum(p * p for p in x)), math.sqrt(sum((p - q) ** 2 for p, q in zip(x, y))),
          y[0] / math.sqrt(sum(q * q for q in y)))]})(
      [i["a"][0:4], i["a"][4:8]], [i["b"][0:4], i["b"][4:8]]),
  tol={"l": "0.001%"})

MA = [float(v) for v in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)]
MB = [float(v) for v in (2, 0, 0, 0, 0, 3, 0, 0, 1, 0, 1, 0, -1, 2, 0, 1)]


def matmul_cm(a, b, n=4):
    """column-major n x n: (A*B)[c][r] = sum_k A[k][r] * B[c][k]"""
    return [sum(a[k * n + r] * b[c * n + k] for k in range(n)) for c in range(n) for r in range(n)]


T("matrix_multiply", "matrix", "OpMatrixTimesVector, OpMatrixTimesMatrix, OpVectorTimesMatrix, OpMatrixTimesScalar on mat4 (column-major)",
  G(ssbo(0, "mat4", "m") + ssbo(1, "vec4", "o") + """
void main() {
  mat4 a = m[0], b = m[1];
  vec4 v = vec4(1.0, -1.0, 2.0, 0.5);
  mat4 c = a * b;
  o[0] = c[0]; o[1] = c[1]; o[2] = c[2]; o[3] = c[3];
  o[4] = a * v; o[5] = v * a; o[6] = (b * 2.0)[3];
}
""", local=(1, 1, 1)),
  [B("m", "float", MA + MB, 0), B("o", "vec4<float>", fill(7, 0), 1)],
  lambda i, **k: (lambda a, b, v: {"o": matmul_cm(a, b) + [sum(a[c * 4 + r] * v[c] for c in range(4)) for r in range(4)]
                                   + [sum(a[c * 4 + r] * v[r] for r in range(4)) for c in range(4)]
                                   + [2 * x for x in b[12:16]]})(i["m"][:16], i["m"][16:], [1.0, -1.0, 2.0, 0.5]))


def det3(m):
    return (m[0][0] * (m[1][1] * m[2][2] - m[2][1] * m[1][2]) - m[1][0] * (m[0][1] * m[2][2] - m[2][1] * m[0][2])
            + m[2][0] * (m[0][1] * m[1][2] - m[1][1] * m[0][2]))


T("matrix_functions", "matrix", "OpTranspose, OpOuterProduct, GLSL.std.450 Determinant and MatrixInverse (tolerance)",
  G(ssbo(0, "float", "m") + ssbo(1, "float", "o") + ssbo(2, "float", "inv") + """
void main() {
  mat3 a = mat3(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]);
  mat3 t = transpose(a);
  mat2x3 op = outerProduct(vec3(1.0, 2.0, 3.0), vec2(4.0, 5.0));
  for (int c = 0; c < 3; c++) for (int r = 0; r < 3; r++) o[c*3+r] = t[c][r];
  for (int c = 0; c < 2; c++) for (int r = 0; r < 3; r++) o[9+c*3+r] = op[c][r];
  o[15] = determinant(a);
  mat3 ai = inverse(a);
  for (int c = 0; c < 3; c++) for (int r = 0; r < 3; r++) inv[c*3+r] = ai[c][r];
}
""", local=(1, 1, 1)),
  [B("m", "float", [2, 0, 1, 1, 3, 0, 0, 1, 4], 0), B("o", "float", fill(16, 0), 1), B("inv", "float", fill(9, 0), 2)],
  lambda i, **k: (lambda a: (lambda d: {
      "o": [a[r][c] for c in range(3) for r in range(3)] + [p * q for q in (4.0, 5.0) for p in (1.0, 2.0, 3.0)] + [d],
      "inv": [(a[(r + 1) % 3][(c + 1) % 3] * a[(r + 2) % 3][(c + 2) % 3]
               - a[(r + 1) % 3][(c + 2) % 3] * a[(r + 2) % 3][(c + 1) % 3]) / d for c in range(3) for r in range(3)]})(
      det3(a)))([i["m"][0:3], i["m"][3:6], i["m"][6:9]]),
  tol={"inv": 1e-5})

T("matrix_row_major", "matrix", "RowMajor vs ColMajor matrix members in a storage block (MatrixStride/RowMajor decorations)",
  G("""layout(set = 0, binding = 0, std430) buffer B0 { layout(row_major) mat4 r; layout(column_major) mat4 c; };
layout(set = 0, binding = 1) buffer B1 { vec4 o[]; };
void main() {
  o[0] = r[1]; o[1] = c[1]; o[2] = r * vec4(1.0, 0.0, 0.0, 0.0); o[3] = c * vec4(1.0, 0.0, 0.0, 0.0);
}
""", local=(1, 1, 1)),
  [B("m", "float", MA + MA, 0), B("o", "vec4<float>", fill(4, 0), 1)],
  lambda i, **k: (lambda r, c: {"o": [r[j * 4 + 1] for j in range(4)] + c[4:8] + [r[j * 4] for j in range(4)] + c[0:4]})(
      i["m"][:16], i["m"][16:]))

# ---------------------------------------------------------------- memory
T("mem_function_sort", "memory", "Function storage: a local array indexed dynamically (insertion sort of 8 values per invocation)",
  G(ssbo(0, "int", "a") + """
void main() {
  uint base = gl_GlobalInvocationID.x * 8u;
  int t[8];
  for (uint j = 0u; j < 8u; j++) t[j] = a[base + j];
  for (int j = 1; j < 8; j++) { int v = t[j]; int k = j - 1; while (k >= 0 && t[k] > v) { t[k+1] = t[k]; k--; } t[k+1] = v; }
  for (uint j = 0u; j < 8u; j++) a[base + j] = t[j];
}
""", local=(4, 1, 1)),
  [B("a", "int32", [5, 3, -1, 8, 8, 0, 2, 7, 1, 2, 3, 4, 5, 6, 7, 8, 8, 7, 6, 5, 4, 3, 2, 1, -5, 100, -100, 0, 50, -50, 3, 3], 0)],
  lambda i, **k: {"a": [v for j in range(0, 32, 8) for v in sorted(i["a"][j:j + 8])]})

T("mem_private", "memory", "Private storage: module-scope variables written by one function and read by another, per invocation",
  G(ssbo(0, "uint", "o") + """
uint counter = 0u;
uint hist[4];
void bump(uint k) { counter += k; hist[k & 3u] += 1u; }
void main() {
  uint id = gl_GlobalInvocationID.x;
  for (uint j = 0u; j < 4u; j++) hist[j] = 0u;
  for (uint j = 0u; j <= id; j++) bump(j);
  o[5u*id] = counter; for (uint j = 0u; j < 4u; j++) o[5u*id+1u+j] = hist[j];
}
""", local=(8, 1, 1)),
  [B("o", "uint32", fill(40, 0), 0)],
  lambda i, **k: {"o": [v for n in range(8) for v in [sum(range(n + 1))] + [sum(1 for j in range(n + 1) if j % 4 == q) for q in range(4)]]})

T("mem_workgroup_reverse", "memory", "Workgroup storage with OpControlBarrier: each workgroup reverses its 64 elements",
  G(ssbo(0, "uint", "a") + """
shared uint tile[64];
void main() {
  uint l = gl_LocalInvocationID.x, g = gl_GlobalInvocationID.x;
  tile[l] = a[g];
  barrier();
  a[g] = tile[63u - l];
}
"""),
  [B("a", "uint32", series(256, 0, 1), 0)],
  lambda i, **k: {"a": [i["a"][(g // 64) * 64 + 63 - g % 64] for g in range(256)]}, run=(4, 1, 1))

WMEL_ASM = """OpCapability Shader
OpCapability WorkgroupMemoryExplicitLayoutKHR
OpExtension "SPV_KHR_workgroup_memory_explicit_layout"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid %gid %in %out %words %view
OpExecutionMode %main LocalSize 4 1 1
OpDecorate %lid BuiltIn LocalInvocationId
OpDecorate %gid BuiltIn GlobalInvocationId
OpDecorate %rt ArrayStride 4
OpDecorate %arr4 ArrayStride 4
OpDecorate %arr3 ArrayStride 4
OpDecorate %buf Block
OpMemberDecorate %buf 0 Offset 0
OpDecorate %in DescriptorSet 0
OpDecorate %in Binding 0
OpDecorate %out DescriptorSet 0
OpDecorate %out Binding 1
OpDecorate %words_t Block
OpMemberDecorate %words_t 0 Offset 0
OpDecorate %view_t Block
OpMemberDecorate %view_t 0 Offset 4
OpDecorate %words Aliased
OpDecorate %view Aliased
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%uint_0 = OpConstant %uint 0
%uint_1 = OpConstant %uint 1
%uint_2 = OpConstant %uint 2
%uint_3 = OpConstant %uint 3
%uint_4 = OpConstant %uint 4
%uint_10 = OpConstant %uint 10
%uint_264 = OpConstant %uint 264
%v3uint = OpTypeVector %uint 3
%ptr_in_v3 = OpTypePointer Input %v3uint
%ptr_in_u = OpTypePointer Input %uint
%rt = OpTypeRuntimeArray %uint
%buf = OpTypeStruct %rt
%ptr_buf = OpTypePointer StorageBuffer %buf
%ptr_sb_u = OpTypePointer StorageBuffer %uint
%arr4 = OpTypeArray %uint %uint_4
%arr3 = OpTypeArray %uint %uint_3
%words_t = OpTypeStruct %arr4
%view_t = OpTypeStruct %arr3
%ptr_words = OpTypePointer Workgroup %words_t
%ptr_view = OpTypePointer Workgroup %view_t
%ptr_wg_u = OpTypePointer Workgroup %uint
%lid = OpVariable %ptr_in_v3 Input
%gid = OpVariable %ptr_in_v3 Input
%in = OpVariable %ptr_buf StorageBuffer
%out = OpVariable %ptr_buf StorageBuffer
%words = OpVariable %ptr_words Workgroup
%view = OpVariable %ptr_view Workgroup
%main = OpFunction %void None %fn
%entry = OpLabel
%lp = OpAccessChain %ptr_in_u %lid %uint_0
%i = OpLoad %uint %lp
%gp = OpAccessChain %ptr_in_u %gid %uint_0
%g = OpLoad %uint %gp
%inp = OpAccessChain %ptr_sb_u %in %uint_0 %g
%x = OpLoad %uint %inp
%xm = OpIMul %uint %x %uint_10
%xv = OpIAdd %uint %xm %uint_1
%wp = OpAccessChain %ptr_wg_u %words %uint_0 %i
OpStore %wp %xv
OpControlBarrier %uint_2 %uint_2 %uint_264
%last = OpIEqual %bool %i %uint_3
OpSelectionMerge %merge None
OpBranchConditional %last %tail %head
%head = OpLabel
%vp = OpAccessChain %ptr_wg_u %view %uint_0 %i
%v = OpLoad %uint %vp
OpBranch %merge
%tail = OpLabel
%w0p = OpAccessChain %ptr_wg_u %words %uint_0 %uint_0
%w0 = OpLoad %uint %w0p
OpBranch %merge
%merge = OpLabel
%r = OpPhi %uint %v %head %w0 %tail
%outp = OpAccessChain %ptr_sb_u %out %uint_0 %g
OpStore %outp %r
OpReturn
OpFunctionEnd
"""
T("mem_workgroup_explicit_layout", "memory",
  "SPV_KHR_workgroup_memory_explicit_layout: two Block Workgroup variables alias; one seen 4 bytes in through the other",
  WMEL_ASM, [B("a", "uint32", [1, 2, 3, 4, 5, 6, 7, 8], 0), B("o", "uint32", fill(8, 0), 1)],
  # per workgroup of 4: words[l] = a*10+1; lanes 0..2 read view.m[l] = words[l+1], lane 3 reads words[0]
  lambda i, **k: {"o": [i["a"][(g // 4) * 4 + (g % 4 + 1) % 4] * 10 + 1 for g in range(8)]},
  run=(2, 1, 1), fmt_="SPIRV-ASM")

T("mem_workgroup_tree_reduce", "memory", "Workgroup tree reduction with barriers in a loop: per-workgroup sums",
  G(ssbo(0, "uint", "a") + ssbo(1, "uint", "o") + """
shared uint s[128];
void main() {
  uint l = gl_LocalInvocationID.x;
  s[l] = a[gl_GlobalInvocationID.x];
  barrier();
  for (uint w = 64u; w > 0u; w >>= 1) {
    if (l < w) s[l] += s[l + w];
    barrier();
  }
  if (l == 0u) o[gl_WorkGroupID.x] = s[0];
}
""", local=(128, 1, 1)),
  [B("a", "uint32", series(1024, 1, 3), 0), B("o", "uint32", fill(8, 0), 1)],
  lambda i, **k: {"o": [sum(i["a"][w * 128:(w + 1) * 128]) for w in range(8)]}, run=(8, 1, 1))

T("mem_runtime_array_length", "memory", "StorageBuffer runtime arrays: OpArrayLength of a block with a header member",
  G("""layout(set = 0, binding = 0) buffer B0 { uint head; uint rest[]; };
layout(set = 0, binding = 1) buffer B1 { uint o[]; };
void main() { o[0] = uint(rest.length()); o[1] = uint(o.length()); o[2] = rest[rest.length() - 1] + head; }
""", local=(1, 1, 1)),
  [B("a", "uint32", series(37, 10, 1), 0), B("o", "uint32", fill(5, 0), 1)],
  lambda i, **k: {"o": [36, 5, i["a"][-1] + i["a"][0], 0, 0]})

T("mem_uniform_std140", "memory", "Uniform block, std140: a float array has a 16-byte stride (BUFFER ... STD140)",
  G("""layout(set = 0, binding = 0, std140) uniform U { float u[8]; };
layout(set = 0, binding = 1) buffer B1 { float o[]; };
void main() { uint n = gl_GlobalInvocationID.x; o[n] = u[n] * 2.0 + u[7 - n]; }
""", local=(8, 1, 1)),
  [B("u", "float", [1.5, 2.5, -3.0, 4.0, 0.25, 6.0, 7.0, 8.0], 0, kind="uniform", layout="STD140"),
   B("o", "float", fill(8, 0), 1)],
  lambda i, **k: {"o": [i["u"][n] * 2 + i["u"][7 - n] for n in range(8)]})

T("mem_uniform_vec4", "memory", "Uniform block of vec4 plus int vector: std140 equals std430 for vec4 arrays",
  G("""layout(set = 0, binding = 0, std140) uniform U { ivec4 u[4]; };
layout(set = 0, binding = 1) buffer B1 { int o[]; };
void main() { uint n = gl_GlobalInvocationID.x; o[n] = u[n].x * u[n].y - u[n].z + u[3 - n].w; }
""", local=(4, 1, 1)),
  [B("u", "vec4<int32>", list(range(-3, 13)), 0, kind="uniform", layout="STD140"), B("o", "int32", fill(4, 0), 1)],
  lambda i, **k: (lambda u: {"o": [u[n][0] * u[n][1] - u[n][2] + u[3 - n][3] for n in range(4)]})(
      [i["u"][j:j + 4] for j in range(0, 16, 4)]))

T("mem_push_constant", "memory", "PushConstant block (BIND BUFFER ... AS push_constant)",
  G("""layout(push_constant) uniform P { uint scale; int bias; float f; } pc;
layout(set = 0, binding = 0) buffer B0 { int o[]; };
void main() { uint n = gl_GlobalInvocationID.x; o[n] = int(n * pc.scale) + pc.bias + int(pc.f * float(n)); }
""", local=(8, 1, 1)),
  [B("pc", "uint32", [3, 0xfffffff6, 0x40200000], None, kind="push_constant"), B("o", "int32", fill(8, 0), 0)],
  lambda i, **k: {"o": [n * i["pc"][0] + s32(i["pc"][1]) + int(2.5 * n) for n in range(8)]})

T("mem_std430_mixed", "memory", "std430 storage block of mixed members: vec3 then float packs into 16 bytes, vec2 aligned to 8, float array stride 4",
  G("""layout(set = 0, binding = 0, std430) buffer B0 { vec3 v; float w; vec2 p; uint q; uint r; float arr[3]; };
layout(set = 0, binding = 1) buffer B1 { float o[]; };
void main() { o[0] = v.x + v.y + v.z; o[1] = w; o[2] = p.y; o[3] = float(q + r); o[4] = arr[2]; }
""", local=(1, 1, 1)),
  [B("a", "uint32", [0x3f800000, 0x40000000, 0x40400000, 0x40800000, 0x40a00000, 0x40c00000, 7, 8,
                     0x41100000, 0x41200000, 0x41300000], 0), B("o", "float", fill(5, 0), 1)],
  lambda i, **k: (lambda f: {"o": [f(0) + f(1) + f(2), f(3), f(5), i["a"][6] + i["a"][7], f(10)]})(
      lambda j: __import__("amberlib").bits_f32(i["a"][j])))

T("descriptor_sets_multi", "memory", "several descriptor sets and bindings in one pipeline",
  G("""layout(set = 1, binding = 3) buffer X { int x[]; };
layout(set = 2, binding = 0) buffer Y { int y[]; };
layout(set = 0, binding = 7) buffer O { int o[]; };
void main() { uint n = gl_GlobalInvocationID.x; o[n] = x[n] * 10 + y[n]; }
""", local=(4, 1, 1)),
  [B("x", "int32", [1, 2, 3, 4], 3, set_=1), B("y", "int32", [9, 8, 7, 6], 0, set_=2), B("o", "int32", fill(4, 0), 7)],
  lambda i, **k: {"o": [a * 10 + b for a, b in zip(i["x"], i["y"])]})

T("binding_array", "memory", "a descriptor array (BIND BUFFER_ARRAY): buffers chosen by a dynamically uniform index",
  G("""layout(set = 0, binding = 0) buffer In { uint v[]; } ins[3];
layout(set = 0, binding = 1) buffer O { uint o[]; };
void main() { uint n = gl_GlobalInvocationID.x; o[n] = ins[0].v[n] + ins[1].v[n] * 100u + ins[2].v[n] * 10000u; }
""", local=(4, 1, 1)),
  [B("i0", "uint32", [1, 2, 3, 4], None), B("i1", "uint32", [5, 6, 7, 8], None), B("i2", "uint32", [9, 10, 11, 12], None),
   B("o", "uint32", fill(4, 0), 1)],
  lambda i, **k: {"o": [a + b * 100 + c * 10000 for a, b, c in zip(i["i0"], i["i1"], i["i2"])]},
  attach="BIND BUFFER_ARRAY i0 i1 i2 AS storage DESCRIPTOR_SET 0 BINDING 0")

PSB_NOTE = ("# spvrt addition (not in amber_script.md, whose buffers have no device address):\n"
            "#   DEVICE_ADDRESS <buffer> INTO <uint64 buffer> IDX <byte offset>\n"
            "# stores the PhysicalStorageBuffer address of <buffer> into the uint64 buffer before the RUN.\n")

T("psb_pointer_arith", "memory", "PhysicalStorageBuffer (GL_EXT_buffer_reference): address from a buffer, pointer arithmetic on uint64",
  G("""layout(buffer_reference, std430, buffer_reference_align = 4) buffer IntRef { int v; };
layout(set = 0, binding = 0) buffer A { uint64_t addr; };
layout(set = 0, binding = 1) buffer O { int o[]; };
void main() {
  uint n = gl_GlobalInvocationID.x;
  IntRef p = IntRef(addr + uint64_t(4u * n));
  IntRef q = IntRef(addr + uint64_t(4u * (15u - n)));
  IntRef r = IntRef(addr + uint64_t(64u + 4u * n));
  o[n] = p.v * 100 + q.v;
  r.v = -p.v;   // to the second half: another invocation reads p, so writing it back would race
}
""", local=(16, 1, 1), ext=("GL_EXT_buffer_reference", "GL_EXT_shader_explicit_arithmetic_types_int64")),
  [B("data", "int32", list(range(1, 17)) + [0] * 16, None), B("addr", "uint64", fill(1, 0), 0),
   B("o", "int32", fill(16, 0), 1)],
  lambda i, **k: {"o": [i["data"][n] * 100 + i["data"][15 - n] for n in range(16)],
                  "data": i["data"][:16] + [-v for v in i["data"][:16]]},
  features=("BufferDeviceAddressFeatures.bufferDeviceAddress", "shaderInt64"),
  commands=PSB_NOTE + "DEVICE_ADDRESS data INTO addr IDX 0\nRUN pipeline 1 1 1\n")

PSB_ASM = """               OpCapability Shader
               OpCapability PhysicalStorageBufferAddresses
               OpCapability Int64
               OpMemoryModel PhysicalStorageBuffer64 GLSL450
               OpEntryPoint GLCompute %main "main" %gid %ba %bo
               OpExecutionMode %main LocalSize 8 1 1
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpMemberDecorate %ablk 0 Offset 0
               OpDecorate %ablk Block
               OpDecorate %rta ArrayStride 4
               OpMemberDecorate %oblk 0 Offset 0
               OpDecorate %oblk Block
               OpDecorate %ba DescriptorSet 0
               OpDecorate %ba Binding 0
               OpDecorate %bo DescriptorSet 0
               OpDecorate %bo Binding 1
               OpDecorate %pint ArrayStride 8
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
        %int = OpTypeInt 32 1
       %uint = OpTypeInt 32 0
      %ulong = OpTypeInt 64 0
     %v3uint = OpTypeVector %uint 3
    %ptr_gid = OpTypePointer Input %v3uint
        %gid = OpVariable %ptr_gid Input
       %ablk = OpTypeStruct %ulong
      %p_ablk = OpTypePointer StorageBuffer %ablk
    %p_ulong = OpTypePointer StorageBuffer %ulong
         %ba = OpVariable %p_ablk StorageBuffer
        %rta = OpTypeRuntimeArray %int
       %oblk = OpTypeStruct %rta
     %p_oblk = OpTypePointer StorageBuffer %oblk
      %p_int = OpTypePointer StorageBuffer %int
         %bo = OpVariable %p_oblk StorageBuffer
       %pint = OpTypePointer PhysicalStorageBuffer %int
      %int_0 = OpConstant %int 0
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %g3 = OpLoad %v3uint %gid
          %i = OpCompositeExtract %uint %g3 0
         %pa = OpAccessChain %p_ulong %ba %int_0
       %addr = OpLoad %ulong %pa
       %base = OpConvertUToPtr %pint %addr
        %elt = OpPtrAccessChain %pint %base %i
          %v = OpLoad %int %elt Aligned 4
         %po = OpAccessChain %p_int %bo %int_0 %i
               OpStore %po %v
               OpReturn
               OpFunctionEnd
"""
T("psb_ptr_access_chain", "memory", "OpPtrAccessChain on a PhysicalStorageBuffer pointer to int whose ArrayStride is 8: element i is int 2i",
  PSB_ASM, [B("data", "int32", series(16, 100, 7), None), B("addr", "uint64", fill(1, 0), 0), B("o", "int32", fill(8, 0), 1)],
  lambda i, **k: {"o": [i["data"][2 * n] for n in range(8)]}, fmt_="SPIRV-ASM",
  features=("BufferDeviceAddressFeatures.bufferDeviceAddress", "shaderInt64"),
  commands=PSB_NOTE + "DEVICE_ADDRESS data INTO addr IDX 0\nRUN pipeline 1 1 1\n")

# ---------------------------------------------------------------- atomics
T("atomic_add_contended", "atomic", "1024 invocations in 16 workgroups atomically add to the same two addresses",
  G(ssbo(0, "uint", "c") + """
void main() { uint g = gl_GlobalInvocationID.x; atomicAdd(c[0], 1u); atomicAdd(c[1], g); atomicAdd(c[2], g & 7u); }
"""),
  [B("c", "uint32", fill(3, 0), 0)],
  lambda i, **k: {"c": [1024, sum(range(1024)), sum(g & 7 for g in range(1024))]}, run=(16, 1, 1))

AMM = [(g * 7919) % 1000 - 500 for g in range(256)]
T("atomic_min_max", "atomic", "contended OpAtomicSMin/SMax/UMin/UMax over 256 values",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "r") + ssbo(2, "uint", "u") + """
void main() {
  uint g = gl_GlobalInvocationID.x; int v = a[g];
  atomicMin(r[0], v); atomicMax(r[1], v); atomicMin(u[0], uint(v)); atomicMax(u[1], uint(v));
}
"""),
  [B("a", "int32", AMM, 0), B("r", "int32", [2147483647, -2147483648], 1), B("u", "uint32", [0xffffffff, 0], 2)],
  lambda i, **k: {"r": [min(i["a"]), max(i["a"])], "u": [min(u32(v) for v in i["a"]), max(u32(v) for v in i["a"])]},
  run=(4, 1, 1))

T("atomic_bitwise", "atomic", "contended OpAtomicOr/And/Xor",
  G(ssbo(0, "uint", "r") + """
void main() {
  uint g = gl_GlobalInvocationID.x;
  atomicOr(r[0], 1u << (g & 31u)); atomicAnd(r[1], ~(1u << (g % 24u))); atomicXor(r[2], g * 2654435761u);
}
"""),
  [B("r", "uint32", [0, 0xffffffff, 0], 0)],
  lambda i, **k: {"r": [0xffffffff, 0xff000000, __import__("functools").reduce(lambda a, b: a ^ b, (u32(g * 2654435761) for g in range(192)))]},
  run=(3, 1, 1))

T("atomic_compswap_loop", "atomic", "OpAtomicCompareExchange retry loops: 512 invocations each add their id via CAS",
  G(ssbo(0, "uint", "r") + """
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint old = r[0];
  for (;;) { uint seen = atomicCompSwap(r[0], old, old + g); if (seen == old) break; old = seen; }
  atomicExchange(r[1], 7u);
}
"""),
  [B("r", "uint32", [5, 0], 0)],
  lambda i, **k: {"r": [i["r"][0] + sum(range(512)), 7]}, run=(8, 1, 1))

T("atomic_unique_slots", "atomic", "values returned by a contended OpAtomicIIncrement are a permutation: every slot claimed once",
  G(ssbo(0, "uint", "ctr") + ssbo(1, "uint", "slot") + """
void main() { uint k = atomicAdd(ctr[0], 1u); atomicAdd(slot[k], 1u); }
"""),
  [B("ctr", "uint32", fill(1, 0), 0), B("slot", "uint32", fill(320, 0), 1)],
  lambda i, **k: {"ctr": [320], "slot": [1] * 320}, run=(5, 1, 1))

T("atomic_workgroup_shared", "atomic", "atomics on Workgroup memory, then one invocation per workgroup publishes",
  G(ssbo(0, "uint", "o") + """
shared uint cnt; shared uint mx;
void main() {
  if (gl_LocalInvocationIndex == 0u) { cnt = 0u; mx = 0u; }
  barrier();
  atomicAdd(cnt, gl_LocalInvocationIndex + 1u);
  atomicMax(mx, gl_LocalInvocationIndex * gl_WorkGroupID.x);
  barrier();
  if (gl_LocalInvocationIndex == 0u) { o[2u*gl_WorkGroupID.x] = cnt; o[2u*gl_WorkGroupID.x+1u] = mx; }
}
""", local=(8, 8, 1)),
  [B("o", "uint32", fill(12, 0), 0)],
  lambda i, **k: {"o": [v for w in range(6) for v in (sum(range(1, 65)), 63 * w)]}, run=(6, 1, 1))

T("atomic_int64", "atomic", "64-bit atomic add and max on a StorageBuffer (shaderBufferInt64Atomics)",
  G(ssbo(0, "uint64_t", "r") + """
void main() { uint g = gl_GlobalInvocationID.x; atomicAdd(r[0], uint64_t(g) << 32); atomicMax(r[1], uint64_t(g) * 0x100000001ul); }
""", ext=("GL_EXT_shader_atomic_int64", "GL_EXT_shader_explicit_arithmetic_types_int64")),
  [B("r", "uint64", fill(2, 0), 0)],
  lambda i, **k: {"r": [u64(sum(g << 32 for g in range(128))), 127 * 0x100000001]}, run=(2, 1, 1),
  features=("shaderInt64", "ShaderAtomicInt64Features.shaderBufferInt64Atomics"))

T("atomic_float_add", "atomic", "OpAtomicFAddEXT of small integers: every partial sum is exact, so the total is order-independent",
  G(ssbo(0, "float", "r") + """
void main() { atomicAdd(r[0], float(gl_GlobalInvocationID.x & 15u)); }
""", ext=("GL_EXT_shader_atomic_float",)),
  [B("r", "float", fill(1, 0), 0)],
  lambda i, **k: {"r": [float(sum(g & 15 for g in range(256)))]}, run=(4, 1, 1),
  features=("ShaderAtomicFloatFeaturesEXT.shaderBufferFloat32AtomicAdd",))

# ---------------------------------------------------------------- control flow
def sw(x):
    r = 0
    k = x % 6
    if k in (0,):
        return 10
    if k == 1:
        r += 1
    if k in (1, 2):
        return r + 20
    if k == 3:
        return 30
    return 99


T("cf_switch", "control", "OpSwitch with fall-through, shared targets and a default",
  G(ssbo(0, "int", "o") + """
int f(int x) {
  int r = 0;
  switch (x % 6) {
    case 0: return 10;
    case 1: r += 1;
    case 2: return r + 20;
    case 3: return 30;
    default: return 99;
  }
}
void main() { uint n = gl_GlobalInvocationID.x; o[n] = f(int(n)); }
""", local=(16, 1, 1)),
  [B("o", "int32", fill(16, 0), 0)], lambda i, **k: {"o": [sw(n) for n in range(16)]})


def collatz(n):
    s = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        s += 1
    return s


T("cf_divergent_loop", "control", "data-dependent loop trip counts per lane (Collatz steps): divergent loops and branches",
  G(ssbo(0, "uint", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x + 1u, steps = 0u;
  while (n != 1u) { if ((n & 1u) == 0u) n >>= 1; else n = 3u * n + 1u; steps++; }
  o[gl_GlobalInvocationID.x] = steps;
}
"""),
  [B("o", "uint32", fill(128, 0), 0)], lambda i, **k: {"o": [collatz(n + 1) for n in range(128)]}, run=(2, 1, 1))


def nested(n):
    t = 0
    for a in range(n + 3):
        if a == 7:
            break
        for b in range(4):
            if (a + b) % 3 == 0:
                continue
            t += a * b
    return t


T("cf_break_continue", "control", "nested loops with break, continue and per-lane trip counts",
  G(ssbo(0, "int", "o") + """
void main() {
  int n = int(gl_GlobalInvocationID.x), t = 0;
  for (int a = 0; a < n + 3; a++) {
    if (a == 7) break;
    for (int b = 0; b < 4; b++) { if ((a + b) % 3 == 0) continue; t += a * b; }
  }
  o[n] = t;
}
""", local=(8, 1, 1)),
  [B("o", "int32", fill(8, 0), 0)], lambda i, **k: {"o": [nested(n) for n in range(8)]})


def fcall(x):
    def g(v):
        return v * 2 if v < 10 else v - 10
    acc = 0
    for j in range(3):
        acc += g(x + j)
    return acc * 10 + (x if x % 2 else -x)


T("cf_function_calls", "control", "OpFunctionCall with value and inout (pointer) parameters, early returns in callees",
  G(ssbo(0, "int", "o") + """
int g(int v) { if (v < 10) return v * 2; return v - 10; }
void acc(inout int a, int v) { a += g(v); }
int h(int x) { if (x % 2 != 0) return x; return -x; }
void main() {
  int x = int(gl_GlobalInvocationID.x) * 3, a = 0;
  for (int j = 0; j < 3; j++) acc(a, x + j);
  o[gl_GlobalInvocationID.x] = a * 10 + h(x);
}
""", local=(8, 1, 1)),
  [B("o", "int32", fill(8, 0), 0)], lambda i, **k: {"o": [fcall(3 * n) for n in range(8)]})

PHI_ASM = """               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid %bo
               OpExecutionMode %main LocalSize 8 1 1
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpDecorate %rta ArrayStride 4
               OpMemberDecorate %blk 0 Offset 0
               OpDecorate %blk Block
               OpDecorate %bo DescriptorSet 0
               OpDecorate %bo Binding 0
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %bool = OpTypeBool
       %uint = OpTypeInt 32 0
     %v3uint = OpTypeVector %uint 3
    %ptr_gid = OpTypePointer Input %v3uint
        %gid = OpVariable %ptr_gid Input
        %rta = OpTypeRuntimeArray %uint
        %blk = OpTypeStruct %rta
    %ptr_blk = OpTypePointer StorageBuffer %blk
      %ptr_u = OpTypePointer StorageBuffer %uint
         %bo = OpVariable %ptr_blk StorageBuffer
     %uint_0 = OpConstant %uint 0
     %uint_1 = OpConstant %uint 1
     %uint_3 = OpConstant %uint 3
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %g3 = OpLoad %v3uint %gid
          %n = OpCompositeExtract %uint %g3 0
      %limit = OpIAdd %uint %n %uint_3
               OpBranch %head
       %head = OpLabel
          %i = OpPhi %uint %uint_0 %entry %inext %cont
          %a = OpPhi %uint %uint_1 %entry %anext %cont
          %b = OpPhi %uint %uint_1 %entry %a %cont
       %more = OpULessThan %bool %i %limit
               OpLoopMerge %exit %cont None
               OpBranchConditional %more %body %exit
       %body = OpLabel
               OpBranch %cont
       %cont = OpLabel
      %anext = OpIAdd %uint %a %b
      %inext = OpIAdd %uint %i %uint_1
               OpBranch %head
       %exit = OpLabel
         %po = OpAccessChain %ptr_u %bo %uint_0 %n
               OpStore %po %a
               OpReturn
               OpFunctionEnd
"""


def fib_phi(n):
    a, b = 1, 1
    for _ in range(n + 3):
        a, b = a + b, a
    return a


T("cf_phi_fibonacci", "control", "OpPhi nodes that swap values each iteration (parallel-copy semantics of OpPhi)",
  PHI_ASM, [B("o", "uint32", fill(8, 0), 0)], lambda i, **k: {"o": [fib_phi(n) for n in range(8)]}, fmt_="SPIRV-ASM")

T("cf_early_return_divergent", "control", "lanes leave main at different points (return inside divergent branches)",
  G(ssbo(0, "uint", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  o[n] = 1u;
  if ((n & 1u) == 0u) return;
  o[n] = 2u;
  if (n % 3u == 0u) return;
  o[n] = 3u;
  for (uint j = 0u; ; j++) { if (j == n) { o[n] = 4u + j; return; } }
}
""", local=(32, 1, 1)),
  [B("o", "uint32", fill(32, 0), 0)],
  lambda i, **k: {"o": [1 if n % 2 == 0 else 2 if n % 3 == 0 else 4 + n for n in range(32)]})

# ---------------------------------------------------------------- specialization and local size
T("spec_constant_glsl", "specialization", "OpSpecConstant (constant_id) overridden by SPECIALIZE; one id left at its default",
  G("""layout(constant_id = 0) const uint K = 1u;
layout(constant_id = 1) const int D = 5;
layout(constant_id = 2) const float S = 1.0;
""" + ssbo(0, "float", "o") + """
void main() { uint n = gl_GlobalInvocationID.x; o[n] = float(n * K + uint(D)) * S; }
""", local=(8, 1, 1)),
  [B("o", "float", fill(8, 0), 0)], lambda i, **k: {"o": [float(n * 7 + 5) * 0.5 for n in range(8)]},
  attach="SPECIALIZE 0 AS uint32 7 SPECIALIZE 2 AS float 0.5")

SPECOP_ASM = """               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid %bo
               OpExecutionMode %main LocalSize 4 1 1
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpDecorate %rta ArrayStride 4
               OpMemberDecorate %blk 0 Offset 0
               OpDecorate %blk Block
               OpDecorate %bo DescriptorSet 0
               OpDecorate %bo Binding 0
               OpDecorate %sa SpecId 3
               OpDecorate %sb SpecId 4
               OpDecorate %flag SpecId 5
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %bool = OpTypeBool
       %uint = OpTypeInt 32 0
     %v3uint = OpTypeVector %uint 3
    %ptr_gid = OpTypePointer Input %v3uint
        %gid = OpVariable %ptr_gid Input
        %rta = OpTypeRuntimeArray %uint
        %blk = OpTypeStruct %rta
    %ptr_blk = OpTypePointer StorageBuffer %blk
      %ptr_u = OpTypePointer StorageBuffer %uint
         %bo = OpVariable %ptr_blk StorageBuffer
     %uint_0 = OpConstant %uint 0
     %uint_4 = OpConstant %uint 4
         %sa = OpSpecConstant %uint 10
         %sb = OpSpecConstant %uint 3
       %flag = OpSpecConstantTrue %bool
        %sum = OpSpecConstantOp %uint IAdd %sa %sb
       %prod = OpSpecConstantOp %uint IMul %sum %uint_4
        %shl = OpSpecConstantOp %uint ShiftLeftLogical %sb %uint_4
        %sel = OpSpecConstantOp %uint Select %flag %prod %shl
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %g3 = OpLoad %v3uint %gid
          %n = OpCompositeExtract %uint %g3 0
         %p0 = OpAccessChain %ptr_u %bo %uint_0 %uint_0
               OpStore %p0 %sum
          %i = OpIAdd %uint %n %uint_4
          %v = OpIAdd %uint %sel %n
         %p1 = OpAccessChain %ptr_u %bo %uint_0 %i
               OpStore %p1 %v
               OpReturn
               OpFunctionEnd
"""
T("spec_constant_op", "specialization", "OpSpecConstantOp (IAdd, IMul, ShiftLeftLogical, Select) evaluated after SPECIALIZE",
  SPECOP_ASM, [B("o", "uint32", fill(8, 0), 0)],
  lambda i, **k: {"o": [100 + 7, 0, 0, 0] + [(7 << 4) + n for n in range(4)]},
  fmt_="SPIRV-ASM", attach="SPECIALIZE 3 AS uint32 100 SPECIALIZE 4 AS uint32 7 SPECIALIZE 5 AS uint32 0")

LSID_ASM = """               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %lid %wid %bo
               OpExecutionModeId %main LocalSizeId %sx %one %one
               OpDecorate %lid BuiltIn LocalInvocationIndex
               OpDecorate %wid BuiltIn WorkgroupId
               OpDecorate %rta ArrayStride 4
               OpMemberDecorate %blk 0 Offset 0
               OpDecorate %blk Block
               OpDecorate %bo DescriptorSet 0
               OpDecorate %bo Binding 0
               OpDecorate %sx SpecId 0
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v3uint = OpTypeVector %uint 3
      %ptr_l = OpTypePointer Input %uint
      %ptr_w = OpTypePointer Input %v3uint
        %lid = OpVariable %ptr_l Input
        %wid = OpVariable %ptr_w Input
        %rta = OpTypeRuntimeArray %uint
        %blk = OpTypeStruct %rta
    %ptr_blk = OpTypePointer StorageBuffer %blk
      %ptr_u = OpTypePointer StorageBuffer %uint
         %bo = OpVariable %ptr_blk StorageBuffer
     %uint_0 = OpConstant %uint 0
        %one = OpConstant %uint 1
         %sx = OpSpecConstant %uint 2
       %main = OpFunction %void None %fn
      %entry = OpLabel
          %l = OpLoad %uint %lid
         %w3 = OpLoad %v3uint %wid
          %w = OpCompositeExtract %uint %w3 0
       %base = OpIMul %uint %w %sx
          %g = OpIAdd %uint %base %l
         %p0 = OpAccessChain %ptr_u %bo %uint_0 %g
        %val = OpIAdd %uint %l %one
               OpStore %p0 %val
               OpReturn
               OpFunctionEnd
"""
T("local_size_id", "specialization", "LocalSizeId execution mode with a specialization constant (x size 12 after SPECIALIZE)",
  LSID_ASM, [B("o", "uint32", fill(40, 0), 0)],
  lambda i, **k: {"o": [(g % 12) + 1 for g in range(36)] + [0] * 4}, run=(3, 1, 1),
  fmt_="SPIRV-ASM", attach="SPECIALIZE 0 AS uint32 12")

T("local_size_3d", "builtins", "3-D LocalSize and dispatch: LocalInvocationIndex, GlobalInvocationID, NumWorkGroups, WorkgroupID",
  G(ssbo(0, "uint", "o") + """
void main() {
  uvec3 g = gl_GlobalInvocationID, n = gl_NumWorkGroups * gl_WorkGroupSize;
  uint flat_ = g.x + n.x * (g.y + n.y * g.z);
  o[flat_] = gl_LocalInvocationIndex | (gl_WorkGroupID.x << 8) | (gl_WorkGroupID.y << 12) | (gl_WorkGroupID.z << 16)
           | (gl_NumWorkGroups.x << 20) | (gl_NumWorkGroups.y << 24) | (gl_NumWorkGroups.z << 28);
}
""", local=(4, 2, 2)),
  [B("o", "uint32", fill(4 * 2 * 2 * 2 * 3 * 2, 0), 0)],
  lambda i, **k: {"o": [(lx + 4 * (ly + 2 * lz)) | (wx << 8) | (wy << 12) | (wz << 16) | (2 << 20) | (3 << 24) | (2 << 28)
                        for z in range(4) for y in range(6) for x in range(8)
                        for (wx, lx), (wy, ly), (wz, lz) in [(divmod(x, 4), divmod(y, 2), divmod(z, 2))]]},
  run=(2, 3, 2))

# ---------------------------------------------------------------- GLSL.std.450 with precision
XS = [0.5, 1.0, 2.0, 3.0, 0.1, 10.0, 0.75, 4.0]
T("glsl_exp_log", "glsl450", "Exp, Exp2, Pow (Vulkan: 3+2|x| ULP, relative tolerance 0.001%); Log, Log2 (abs 2^-21 in [0.5,2], 3 ULP outside: abs tolerance 1e-5)",
  G(ssbo(0, "float", "x") + ssbo(1, "float", "o") + ssbo(2, "float", "lg") + """
void main() {
  uint n = gl_GlobalInvocationID.x; float v = x[n];
  o[3u*n] = exp(v); o[3u*n+1u] = exp2(v); o[3u*n+2u] = pow(v, 1.5);
  lg[2u*n] = log(v); lg[2u*n+1u] = log2(v);
}
""", local=(8, 1, 1)),
  [B("x", "float", XS, 0), B("o", "float", fill(24, 0), 1), B("lg", "float", fill(16, 0), 2)],
  lambda i, **k: {"o": [w for v in map(f32, i["x"]) for w in (math.exp(v), 2 ** v, v ** 1.5)],
                  "lg": [w for v in map(f32, i["x"]) for w in (math.log(v), math.log2(v))]},
  tol={"o": "0.001%", "lg": 1e-5})

TS = [0.0, 0.5, 1.0, -1.0, 2.0, -3.0, 3.0, 0.25]
T("glsl_trig", "glsl450", "Sin, Cos (abs error 2^-11 in [-pi,pi]), Asin, Acos, Atan, Atan2 with absolute tolerance 0.001",
  G(ssbo(0, "float", "x") + ssbo(1, "float", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x; float v = x[n];
  o[6u*n] = sin(v); o[6u*n+1u] = cos(v); o[6u*n+2u] = atan(v); o[6u*n+3u] = asin(v * 0.25);
  o[6u*n+4u] = acos(v * 0.25); o[6u*n+5u] = atan(v, 2.0);
}
""", local=(8, 1, 1)),
  [B("x", "float", TS, 0), B("o", "float", fill(48, 0), 1)],
  lambda i, **k: {"o": [w for v in i["x"] for w in (math.sin(v), math.cos(v), math.atan(v), math.asin(v * 0.25),
                                                      math.acos(v * 0.25), math.atan2(v, 2.0))]},
  tol={"o": 0.001})

T("glsl_sqrt_inversesqrt", "glsl450", "Sqrt and InverseSqrt (2 ULP) and hyperbolic functions with relative tolerance",
  G(ssbo(0, "float", "x") + ssbo(1, "float", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x; float v = x[n];
  o[5u*n] = sqrt(v); o[5u*n+1u] = inversesqrt(v); o[5u*n+2u] = sinh(v * 0.5); o[5u*n+3u] = cosh(v * 0.5); o[5u*n+4u] = tanh(v * 0.5);
}
""", local=(8, 1, 1)),
  [B("x", "float", [1.0, 2.0, 4.0, 0.25, 9.0, 100.0, 0.5, 3.0], 0), B("o", "float", fill(40, 0), 1)],
  lambda i, **k: {"o": [w for v in i["x"] for w in (math.sqrt(v), 1 / math.sqrt(v), math.sinh(v / 2), math.cosh(v / 2), math.tanh(v / 2))]},
  tol={"o": "0.01%"})

RS = [1.25, -1.25, 2.5, -2.5, 3.5, 0.75, -0.75, 7.0]


def round_even(v):
    return float(round(v))   # Python's round() is round-half-to-even


T("glsl_rounding", "glsl450", "Floor, Ceil, Trunc, RoundEven (ties to even), Fract: exact results",
  G(ssbo(0, "float", "x") + ssbo(1, "float", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x; float v = x[n];
  o[5u*n] = floor(v); o[5u*n+1u] = ceil(v); o[5u*n+2u] = trunc(v); o[5u*n+3u] = roundEven(v); o[5u*n+4u] = fract(v);
}
""", local=(8, 1, 1)),
  [B("x", "float", RS, 0), B("o", "float", fill(40, 0), 1)],
  lambda i, **k: {"o": [w for v in i["x"] for w in (math.floor(v), math.ceil(v), float(math.trunc(v)), round_even(v), v - math.floor(v))]})


def smoothstep(e0, e1, x):
    t = min(max((x - e0) / (e1 - e0), 0.0), 1.0)
    return t * t * (3 - 2 * t)


T("glsl_mix_step", "glsl450", "FMix, Step, SmoothStep (tolerance: inherited precision), NClamp-free clamp",
  G(ssbo(0, "float", "x") + ssbo(1, "float", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x; float v = x[n];
  o[4u*n] = mix(2.0, 6.0, v); o[4u*n+1u] = step(0.5, v); o[4u*n+2u] = smoothstep(0.0, 1.0, v); o[4u*n+3u] = clamp(v * 3.0, 0.0, 2.0);
}
""", local=(8, 1, 1)),
  [B("x", "float", [0.0, 0.25, 0.5, 0.75, 1.0, -1.0, 2.0, 0.125], 0), B("o", "float", fill(32, 0), 1)],
  lambda i, **k: {"o": [w for v in i["x"] for w in (2 + 4 * v, 0.0 if v < 0.5 else 1.0, smoothstep(0, 1, v), min(max(3 * v, 0.0), 2.0))]},
  tol={"o": 1e-5})

T("glsl_fma_ldexp_frexp", "glsl450", "Fma, Ldexp, Frexp (exponent and mantissa), Modf: exact",
  G(ssbo(0, "float", "x") + ssbo(1, "float", "o") + ssbo(2, "int", "e") + """
void main() {
  uint n = gl_GlobalInvocationID.x; float v = x[n]; int ex; float ip;
  o[4u*n] = fma(v, 2.0, 1.0); o[4u*n+1u] = ldexp(v, int(n) - 3); o[4u*n+2u] = frexp(v, ex); e[n] = ex;
  o[4u*n+3u] = modf(v, ip) + ip * 100.0;
}
""", local=(8, 1, 1)),
  [B("x", "float", [1.0, 3.0, 0.375, -6.5, 1024.0, 0.1, -0.25, 12.75], 0), B("o", "float", fill(32, 0), 1),
   B("e", "int32", fill(8, 0), 2)],
  lambda i, **k: {"o": [w for n, v in enumerate(map(f32, i["x"])) for w in (
      f32(v * 2 + 1), math.ldexp(v, n - 3), math.frexp(v)[0], math.modf(v)[0] + math.modf(v)[1] * 100)],
      "e": [math.frexp(f32(v))[1] for v in i["x"]]})

T("glsl_integer_functions", "glsl450", "SAbs, SSign, SMin/SMax/UMin/UMax, SClamp/UClamp",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x; int v = a[n];
  o[6u*n] = abs(v); o[6u*n+1u] = sign(v); o[6u*n+2u] = min(v, 3); o[6u*n+3u] = max(v, -3);
  o[6u*n+4u] = clamp(v, -10, 10); o[6u*n+5u] = int(min(uint(v), 1000u));
}
""", local=(8, 1, 1)),
  [B("a", "int32", [-5, 5, 0, -100, 100, 3, -3, 2147483647], 0), B("o", "int32", fill(48, 0), 1)],
  lambda i, **k: {"o": [w for v in i["a"] for w in (abs(v), (v > 0) - (v < 0), min(v, 3), max(v, -3), min(max(v, -10), 10), min(u32(v), 1000))]})

T("glsl_double_functions", "glsl450", "GLSL.std.450 on doubles: Sqrt, Floor, Fma, FMin/FMax, Frexp",
  G(ssbo(0, "double", "x") + ssbo(1, "double", "o") + """
void main() {
  uint n = gl_GlobalInvocationID.x; double v = x[n]; int ex;
  o[5u*n] = sqrt(v); o[5u*n+1u] = floor(v * 3.0); o[5u*n+2u] = fma(v, v, 1.0); o[5u*n+3u] = max(v, 2.0); o[5u*n+4u] = frexp(v, ex);
}
""", local=(4, 1, 1)),
  [B("x", "double", [2.0, 0.1, 1e10, 1.5], 0), B("o", "double", fill(20, 0), 1)],
  lambda i, **k: {"o": [w for v in i["x"] for w in (math.sqrt(v), math.floor(v * 3), v * v + 1, max(v, 2.0), math.frexp(v)[0])]},
  tol={"o": "0.00001%"}, features=("shaderFloat64",))

# ---------------------------------------------------------------- subgroups
SG_EXT = ("GL_KHR_shader_subgroup_basic",)


def ok_flags(n):
    return lambda i, sg=32, **k: {"ok": [1] * n}


T("subgroup_basic", "subgroup", "basic: SubgroupSize is a power of two >= 4, invocation id < size, exactly one elected lane per subgroup",
  G(ssbo(0, "uint", "ok") + ssbo(1, "uint", "tot") + ssbo(2, "uint", "size") + """
void main() {
  uint n = gl_GlobalInvocationID.x;
  uint sz = gl_SubgroupSize, id = gl_SubgroupInvocationID;
  bool e = subgroupElect();
  subgroupBarrier();
  uint act = subgroupAdd(1u), elected = subgroupAdd(e ? 1u : 0u);
  bool good = bitCount(sz) == 1 && sz >= 4u && id < sz && elected == 1u && act <= sz && gl_SubgroupID < gl_NumSubgroups;
  ok[n] = good ? 1u : 0u;
  if (e) atomicAdd(tot[0], act);
  if (n == 0u) size[0] = sz;
}
""", ext=("GL_KHR_shader_subgroup_basic", "GL_KHR_shader_subgroup_arithmetic")),
  [B("ok", "uint32", fill(256, 0), 0), B("tot", "uint32", fill(1, 0), 1), B("size", "uint32", fill(1, 0), 2)],
  lambda i, sg=32, **k: {"ok": [1] * 256, "tot": [256], "size": [sg]}, run=(4, 1, 1), subgroup=True,
  extra_expect="EXPECT size IDX 0 GE 4\nEXPECT size IDX 0 LE 128\n")

T("subgroup_vote", "subgroup", "vote: subgroupAll / subgroupAny / subgroupAllEqual on uniform and lane-dependent predicates",
  G(ssbo(0, "uint", "ok") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID;
  bool good = subgroupAll(true) && !subgroupAny(false) && subgroupAny(id == 0u) && subgroupAllEqual(gl_WorkGroupID.x)
           && !subgroupAll(id == 0u) && !subgroupAllEqual(id) && subgroupAll(id < gl_SubgroupSize);
  if ((id & 1u) == 1u) good = good && subgroupAll((id & 1u) == 1u) && !subgroupAny(id == 0u);
  ok[n] = good ? 1u : 0u;
}
""", ext=("GL_KHR_shader_subgroup_vote",)),
  [B("ok", "uint32", fill(128, 0), 0)], ok_flags(128), run=(2, 1, 1), subgroup=True)


def sg_partition(total, wg, sg):
    """Lanes of each workgroup split into subgroups of min(sg, wg) consecutive local indices
    (one possible mapping; the expectations below do not depend on it)."""
    size = min(sg, wg)
    return [list(range(w * wg + s, w * wg + min(s + size, wg))) for w in range(total // wg) for s in range(0, wg, size)]


T("subgroup_arithmetic", "subgroup", "arithmetic: reductions, inclusive and exclusive scans checked against closed forms of the lane id",
  G(ssbo(0, "uint", "ok") + ssbo(1, "uint", "tot") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID, a = subgroupAdd(1u);
  bool good = subgroupInclusiveAdd(1u) == id + 1u && subgroupExclusiveAdd(1u) == id
           && subgroupAdd(id) == a * (a - 1u) / 2u && subgroupMax(id) == a - 1u && subgroupMin(id + 5u) == 5u
           && subgroupInclusiveMax(id) == id && subgroupExclusiveMin(id + 1u) == (id == 0u ? 0xffffffffu : 1u)
           && subgroupMul(id == 3u ? 7u : 1u) == (a > 3u ? 7u : 1u) && subgroupAnd(0xffu ^ (id & 1u)) == (a > 1u ? 0xfeu : 0xffu)
           && subgroupOr(1u << (id & 7u)) == (a >= 8u ? 0xffu : (1u << a) - 1u) && subgroupXor(1u) == (a & 1u)
           && subgroupInclusiveMul(2u) == (id >= 31u ? 0u : (2u << id));
  ok[n] = good ? 1u : 0u;
  uint s = subgroupAdd(n);
  if (subgroupElect()) atomicAdd(tot[0], s);
}
""", ext=("GL_KHR_shader_subgroup_arithmetic",)),
  [B("ok", "uint32", fill(256, 0), 0), B("tot", "uint32", fill(1, 0), 1)],
  lambda i, sg=32, **k: {"ok": [1] * 256, "tot": [sum(sum(p) for p in sg_partition(256, 64, sg))]}, run=(4, 1, 1), subgroup=True)

T("subgroup_ballot", "subgroup", "ballot: subgroupBallot, BitCount, InclusiveBitCount, FindLSB/MSB, InverseBallot, BitExtract, Broadcast, BroadcastFirst",
  G(ssbo(0, "uint", "ok") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID, a = subgroupBallotBitCount(subgroupBallot(true));
  uvec4 odd = subgroupBallot((id & 1u) == 1u);
  bool good = subgroupBallotBitCount(odd) == a / 2u && subgroupBallotInclusiveBitCount(odd) == (id + 1u) / 2u
           && subgroupBallotExclusiveBitCount(odd) == id / 2u
           && subgroupBallotFindLSB(odd) == 1u && subgroupBallotFindMSB(subgroupBallot(true)) == a - 1u
           && subgroupInverseBallot(odd) == ((id & 1u) == 1u) && subgroupBallotBitExtract(odd, id) == ((id & 1u) == 1u)
           && subgroupBroadcast(id * 3u, 2u) == 6u && subgroupBroadcastFirst(id + 9u) == 9u
           && (gl_SubgroupEqMask & odd) == ((id & 1u) == 1u ? gl_SubgroupEqMask : uvec4(0u))
           && subgroupBallotBitCount(gl_SubgroupLtMask) == id && subgroupBallotBitCount(gl_SubgroupLeMask) == id + 1u;
  ok[n] = good ? 1u : 0u;
}
""", ext=("GL_KHR_shader_subgroup_ballot",)),
  [B("ok", "uint32", fill(256, 0), 0)], ok_flags(256), run=(4, 1, 1), subgroup=True)

T("subgroup_shuffle", "subgroup", "shuffle: subgroupShuffle (reversal within the active lanes) and subgroupShuffleXor",
  G(ssbo(0, "uint", "ok") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID, a = subgroupAdd(1u);
  bool good = subgroupShuffle(id * 10u, a - 1u - id) == (a - 1u - id) * 10u
           && subgroupShuffleXor(id, 1u) == (id ^ 1u) && subgroupShuffleXor(id + 100u, 2u) == (id ^ 2u) + 100u;
  ok[n] = good ? 1u : 0u;
}
""", ext=("GL_KHR_shader_subgroup_shuffle", "GL_KHR_shader_subgroup_arithmetic")),
  [B("ok", "uint32", fill(256, 0), 0)], ok_flags(256), run=(4, 1, 1), subgroup=True)

T("subgroup_shuffle_relative", "subgroup", "shuffle relative: subgroupShuffleUp/Down by 1 and 3 (lanes whose source exists)",
  G(ssbo(0, "uint", "ok") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID, a = subgroupAdd(1u);
  uint up1 = subgroupShuffleUp(id * 2u, 1u), down3 = subgroupShuffleDown(id * 2u, 3u);
  bool good = (id < 1u || up1 == (id - 1u) * 2u) && (id + 3u >= a || down3 == (id + 3u) * 2u);
  ok[n] = good ? 1u : 0u;
}
""", ext=("GL_KHR_shader_subgroup_shuffle_relative", "GL_KHR_shader_subgroup_arithmetic")),
  [B("ok", "uint32", fill(256, 0), 0)], ok_flags(256), run=(4, 1, 1), subgroup=True)

T("subgroup_clustered", "subgroup", "clustered: ClusteredAdd/Max/Min/And/Or with cluster sizes 1, 2 and 4",
  G(ssbo(0, "uint", "ok") + ssbo(1, "uint", "tot") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID;
  bool good = subgroupClusteredAdd(1u, 4u) == 4u && subgroupClusteredMax(id, 4u) == (id | 3u)
           && subgroupClusteredMin(id, 2u) == (id & ~1u) && subgroupClusteredAdd(id, 1u) == id
           && subgroupClusteredOr(1u << (id & 3u), 4u) == 15u && subgroupClusteredAnd(id, 2u) == (id & (id ^ 1u));
  ok[n] = good ? 1u : 0u;
  uint c = subgroupClusteredAdd(n, 4u);
  if ((id & 3u) == 0u) atomicAdd(tot[0], c);
}
""", ext=("GL_KHR_shader_subgroup_clustered",)),
  [B("ok", "uint32", fill(256, 0), 0), B("tot", "uint32", fill(1, 0), 1)],
  lambda i, sg=32, **k: {"ok": [1] * 256, "tot": [sum(range(256))]}, run=(4, 1, 1), subgroup=True)

T("subgroup_quad", "subgroup", "quad: subgroupQuadBroadcast and quad swaps horizontal / vertical / diagonal",
  G(ssbo(0, "uint", "ok") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID;
  bool good = subgroupQuadBroadcast(id, 0u) == (id & ~3u) && subgroupQuadBroadcast(id * 5u, 3u) == (id | 3u) * 5u
           && subgroupQuadSwapHorizontal(id) == (id ^ 1u) && subgroupQuadSwapVertical(id) == (id ^ 2u)
           && subgroupQuadSwapDiagonal(id) == (id ^ 3u);
  ok[n] = good ? 1u : 0u;
}
""", ext=("GL_KHR_shader_subgroup_quad",)),
  [B("ok", "uint32", fill(256, 0), 0)], ok_flags(256), run=(4, 1, 1), subgroup=True)

T("subgroup_divergent", "subgroup", "subgroup operations inside divergent control flow see only the active lanes",
  G(ssbo(0, "uint", "ok") + ssbo(1, "uint", "tot") + """
void main() {
  uint n = gl_GlobalInvocationID.x, id = gl_SubgroupInvocationID, all_ = subgroupAdd(1u);
  bool good = true;
  if ((id & 1u) == 0u) {
    uint evens = subgroupAdd(1u);
    good = evens == (all_ + 1u) / 2u && subgroupAll((id & 1u) == 0u) && subgroupBallotBitCount(subgroupBallot(true)) == evens;
    if (subgroupElect()) atomicAdd(tot[0], evens);
  } else {
    good = subgroupBroadcastFirst(id) == 1u;
  }
  ok[n] = good ? 1u : 0u;
}
""", ext=("GL_KHR_shader_subgroup_arithmetic", "GL_KHR_shader_subgroup_vote", "GL_KHR_shader_subgroup_ballot")),
  [B("ok", "uint32", fill(256, 0), 0), B("tot", "uint32", fill(1, 0), 1)],
  lambda i, sg=32, **k: {"ok": [1] * 256, "tot": [sum(len([l for l in p if (l - p[0]) % 2 == 0]) for p in sg_partition(256, 64, sg))]},
  run=(4, 1, 1), subgroup=True)

# ---------------------------------------------------------------- harness: REPEAT, COPY, EQ_BUFFER, RMSE_BUFFER, ...
INC = G(ssbo(0, "uint", "c") + "void main() { c[gl_GlobalInvocationID.x] += gl_GlobalInvocationID.x + 1u; }\n", local=(8, 1, 1))
T("script_repeat", "script", "REPEAT runs the dispatch 5 times; each run adds id+1 to every element",
  INC, [B("c", "uint32", fill(8, 0), 0)], lambda i, runs=1, **k: {"c": [runs * (n + 1) for n in range(8)]},
  commands="REPEAT 5\nRUN pipeline 1 1 1\nEND\n")

T("script_copy_eq_buffer", "script", "COPY after a run, a second run, EXPECT ... EQ_BUFFER against the copy and a DATA buffer",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "o") + "void main() { uint n = gl_GlobalInvocationID.x; o[n] = a[n] * a[n] - 1; }\n", local=(8, 1, 1)),
  [B("a", "int32", [1, -2, 3, -4, 5, -6, 7, -8], 0), B("o", "int32", fill(8, 0), 1), B("saved", "int32", fill(8, 0), None),
   B("want", "int32", [0, 3, 8, 15, 24, 35, 48, 63], None)],
  lambda i, **k: {"o": [x * x - 1 for x in i["a"]], "want": [x * x - 1 for x in i["a"]]},
  commands="RUN pipeline 1 1 1\nCOPY o TO saved\nRUN pipeline 1 1 1\nEXPECT o EQ_BUFFER saved\nEXPECT o EQ_BUFFER want\n")

T("script_shader_optimization", "script",
  "SHADER_OPTIMIZATION: spirv-opt inlines, replaces the array and removes dead code first; results as written",
  G(ssbo(0, "int", "a") + ssbo(1, "int", "o") + """
int poly(int x) { int t[3] = int[3](x, x * x, 3); return t[0] * t[2] + t[1] - 1; }
void main() { uint n = gl_GlobalInvocationID.x; int unused = a[n] * 7; o[n] = poly(a[n]); }
""", local=(8, 1, 1)),
  [B("a", "int32", [0, 1, -1, 2, -5, 7, 100, -46340], 0), B("o", "int32", fill(8, 0), 1)],
  lambda i, **k: {"o": [3 * x + x * x - 1 for x in i["a"]]},
  attach="SHADER_OPTIMIZATION --inline-entry-points-exhaustive --scalar-replacement=100 "
         "--eliminate-dead-code-aggressive --ccp")

RMSE_X = [j / 16.0 for j in range(32)]
T("script_rmse_buffer", "script", "RMSE_BUFFER: sin computed on the device against a DATA buffer of Python's math.sin",
  G(ssbo(0, "float", "x") + ssbo(1, "float", "o") + "void main() { uint n = gl_GlobalInvocationID.x; o[n] = sin(x[n]); }\n", local=(32, 1, 1)),
  [B("x", "float", series(32, 0.0, 0.0625), 0), B("o", "float", fill(32, 0), 1),
   B("want", "float", [f32(math.sin(v)) for v in RMSE_X], None)],
  lambda i, **k: {"o": [math.sin(v) for v in i["x"]], "want": [math.sin(v) for v in i["x"]]},
  commands="RUN pipeline 1 1 1\nEXPECT o RMSE_BUFFER want TOLERANCE 0.001\n")

T("script_series_fill", "script", "SERIES_FROM for int and float buffers, FILL, read back through a copy kernel",
  G(ssbo(0, "int", "si") + ssbo(1, "float", "sf") + ssbo(2, "uint", "fl") + ssbo(3, "float", "o") + """
void main() { uint n = gl_GlobalInvocationID.x; o[n] = float(si[n]) + sf[n] + float(fl[n]); }
""", local=(16, 1, 1)),
  [B("si", "int32", series(16, -20, 3), 0), B("sf", "float", series(16, 0.5, 0.25), 1), B("fl", "uint32", fill(16, 1000), 2),
   B("o", "float", fill(16, 0), 3)],
  lambda i, **k: {"o": [a + b + c for a, b, c in zip(i["si"], i["sf"], i["fl"])]})

T("script_comparators", "script", "EXPECT with NE, LT, LE, GT, GE comparators",
  G(ssbo(0, "int", "o") + "void main() { uint n = gl_GlobalInvocationID.x; o[n] = int(n) * 10 - 15; }\n", local=(4, 1, 1)),
  [B("o", "int32", fill(4, 0), 0)], lambda i, **k: {"o": [-15, -5, 5, 15]},
  extra_expect="EXPECT o IDX 0 LT -14\nEXPECT o IDX 4 LE -5\nEXPECT o IDX 8 GT 4\nEXPECT o IDX 12 GE 15\nEXPECT o IDX 0 NE 0 0 0 0\n")

T("script_std140_vs_std430", "script", "the same values as STD140 uniform and STD430 storage buffers give the same sums",
  G("""layout(set = 0, binding = 0, std140) uniform U { int u[6]; };
layout(set = 0, binding = 1, std430) buffer S { int s[6]; };
layout(set = 0, binding = 2) buffer O { int o[]; };
void main() { int a = 0, b = 0; for (int j = 0; j < 6; j++) { a += u[j] * (j + 1); b += s[j] * (j + 1); } o[0] = a; o[1] = b; o[2] = a - b; }
""", local=(1, 1, 1)),
  [B("u", "int32", [3, -1, 4, 1, -5, 9], 0, kind="uniform", layout="STD140"),
   B("s", "int32", [3, -1, 4, 1, -5, 9], 1, layout="STD430"), B("o", "int32", fill(3, 0), 2)],
  lambda i, **k: {"o": [sum(v * (j + 1) for j, v in enumerate(i["u"])), sum(v * (j + 1) for j, v in enumerate(i["s"])), 0]})

T("script_multiple_pipelines", "script", "two pipelines sharing a buffer, run in sequence (producer then consumer)",
  None, [B("a", "uint32", series(16, 1, 1), 0), B("b", "uint32", fill(16, 0), 1)],
  lambda i, **k: {"a": [2 * v for v in i["a"]], "b": [2 * v + 1 for v in i["a"]]},
  commands="RUN pipeline 1 1 1\nRUN second 1 1 1\n")

T("spirv_hex_shader", "script", "SHADER compute ... SPIRV-HEX: the same kernel as cf_phi_fibonacci given as hex words",
  PHI_ASM, [B("o", "uint32", fill(8, 0), 0)], lambda i, **k: {"o": [fib_phi(n) for n in range(8)]}, fmt_="SPIRV-HEX")

SECOND_SHADER = G(ssbo(0, "uint", "a") + ssbo(1, "uint", "b") + "void main() { uint n = gl_GlobalInvocationID.x; a[n] *= 2u; }\n", local=(16, 1, 1))
SECOND_SHADER2 = G(ssbo(0, "uint", "a") + ssbo(1, "uint", "b") + "void main() { uint n = gl_GlobalInvocationID.x; b[n] = a[n] + 1u; }\n", local=(16, 1, 1))


# ---------------------------------------------------------------- writing the scripts
def init_text(b):
    init = b["init"]
    sc, _ = scalar_of(b["dtype"])
    layout = (" " + b["layout"]) if b["layout"] else ""
    if isinstance(init, list):
        vals = [fmt(v, sc) for v in init]
        lines = [" ".join(vals[j:j + 8]) for j in range(0, len(vals), 8)]
        return "BUFFER %s DATA_TYPE %s%s DATA\n%s\nEND\n" % (b["name"], b["dtype"], layout, "\n".join(lines))
    if init[0] == "fill":
        return "BUFFER %s DATA_TYPE %s%s SIZE %d FILL %s\n" % (b["name"], b["dtype"], layout, init[1], fmt(init[2], sc))
    return "BUFFER %s DATA_TYPE %s%s SIZE %d SERIES_FROM %s INC_BY %s\n" % (
        b["name"], b["dtype"], layout, init[1], fmt(init[2], sc), fmt(init[3], sc))


def initial_values(b):
    init = b["init"]
    sc, comps = scalar_of(b["dtype"])
    if isinstance(init, list):
        vals = list(init)
    elif init[0] == "fill":
        vals = [init[2]] * (init[1] * comps)
    else:
        vals, v = [], init[2]
        for _ in range(init[1] * comps):
            vals.append(v)
            v = v + init[3]
            if sc == "float":
                v = f32(v)
    return [f32(v) if sc == "float" else v for v in vals]


def expect_lines(name, dtype, layout, values, tol):
    sc, comps = scalar_of(dtype)
    stride = element_stride(dtype, layout)
    per_line = max(comps, 8 - 8 % comps)
    out = []
    for j in range(0, len(values), per_line):
        chunk = values[j:j + per_line]
        t = (" TOLERANCE %s" % tol) if tol is not None else ""
        out.append("EXPECT %s IDX %d%s EQ %s" % (name, (j // comps) * stride, t, " ".join(fmt(v, sc) for v in chunk)))
    return "\n".join(out) + "\n"


def spirv_hex(asm):
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        src, out = os.path.join(d, "s.spvasm"), os.path.join(d, "s.spv")
        open(src, "w").write(asm)
        subprocess.run(["spirv-as", "--target-env", "vulkan1.2", "-o", out, src], check=True)
        data = open(out, "rb").read()
    words = ["%08x" % int.from_bytes(data[j:j + 4], "little") for j in range(0, len(data), 4)]
    return "\n".join(" ".join(words[j:j + 8]) for j in range(0, len(words), 8)) + "\n"


# The feature structs AmberScript's DEVICE_FEATURE knows besides VkPhysicalDeviceFeatures members.
AMBER_FEATURE_STRUCTS = {"VariablePointerFeatures", "Float16Int8Features", "Storage8BitFeatures", "Storage16BitFeatures",
                         "SubgroupSizeControl", "SubgroupSupportedOperations", "SubgroupSupportedStages",
                         "ShaderSubgroupExtendedTypesFeatures"}


# assembled for SPIR-V 1.4 (SHADER ... TARGET_ENV): the extension needs it
SPIRV_1_4_TESTS = {"mem_workgroup_explicit_layout"}


def script_text(t):
    out = ["#!amber", "# %s: %s" % (t["name"], t["desc"]),
           "# family: %s. Expected values: tests/amber/reference.py (TESTS[%r]), checked by check_expectations.py." % (t["family"], t["name"])]
    if t["subgroup"]:
        out.append("# Holds for every subgroup size 4..128 (the reference is evaluated for each).")
    if t["name"] == "local_size_id":
        out.append("# target-env: vulkan1.3 (spirv-val allows LocalSizeId from Vulkan 1.3 / maintenance4 on)")
    out.append("")
    features = list(t["features"])
    if t["subgroup"]:
        ops = sorted({e.split("GL_KHR_shader_subgroup_")[1] for e in t["shader"].split() if e.startswith("GL_KHR_shader_subgroup_")})
        features += ["SubgroupSupportedStages.compute"] + [
            "SubgroupSupportedOperations." + ("shuffleRelative" if o == "shuffle_relative" else o) for o in ops]
    for f in features:
        if "." in f and f.split(".")[0] not in AMBER_FEATURE_STRUCTS:
            out.append("# requires %s (AmberScript has no DEVICE_FEATURE name for it)" % f)
        else:
            out.append("DEVICE_FEATURE %s" % f)
    if features:
        out.append("")
    shaders = [("shader", t["fmt"], t["shader"])]
    if t["name"] == "script_multiple_pipelines":
        shaders = [("shader", "GLSL", SECOND_SHADER), ("shader2", "GLSL", SECOND_SHADER2)]
    for name, f, src in shaders:
        if f == "SPIRV-HEX":
            src = spirv_hex(src)
        env = " TARGET_ENV spv1.4" if t["name"] in SPIRV_1_4_TESTS else ""
        out.append("SHADER compute %s %s%s\n%sEND\n" % (name, f, env, src))
    for b in t["buffers"]:
        out.append(init_text(b))
    pipes = [("pipeline", "shader", t["attach"])]
    if t["name"] == "script_multiple_pipelines":
        pipes.append(("second", "shader2", ""))
    for pname, sname, attach in pipes:
        out.append("PIPELINE compute %s" % pname)
        spec = attach if attach.startswith("SPECIALIZE") else ""
        out.append("  ATTACH %s%s" % (sname, (" " + spec) if spec else ""))
        if attach.startswith("BIND"):
            out.append("  " + attach)
        if attach.startswith("SHADER_OPTIMIZATION"):
            out.append("  SHADER_OPTIMIZATION %s" % sname)
            out += ["    " + flag for flag in attach.split()[1:]]
            out.append("  END")
        for b in t["buffers"]:
            if b["kind"] == "push_constant":
                out.append("  BIND BUFFER %s AS push_constant" % b["name"])
            elif b["binding"] is not None:
                out.append("  BIND BUFFER %s AS %s DESCRIPTOR_SET %d BINDING %d" % (b["name"], b["kind"], b["set"], b["binding"]))
        out.append("END\n")
    if t["commands"]:
        out.append(t["commands"])
    else:
        out.append("RUN pipeline %d %d %d\n" % t["run"])
    inputs = {b["name"]: initial_values(b) for b in t["buffers"]}
    runs = 5 if "REPEAT 5" in (t["commands"] or "") else 1
    want = t["ref"](inputs, runs=runs, sg=32)
    bufs = {b["name"]: b for b in t["buffers"]}
    skip = set()
    if "EQ_BUFFER" in (t["commands"] or "") or "RMSE_BUFFER" in (t["commands"] or ""):
        skip = {"want"}
    for name, values in want.items():
        if name in skip or name == "size":   # subgroup size: checked with GE/LE in extra_expect
            continue
        b = bufs[name]
        out.append(expect_lines(name, b["dtype"], b["layout"], values, t["tol"].get(name)))
    if t["extra_expect"]:
        out.append(t["extra_expect"])
    return "\n".join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    if "--write" in sys.argv:
        for t in TESTS.values():
            with open(os.path.join(here, "compute", t["name"] + ".amber"), "w") as f:
                f.write(script_text(t))
        print("wrote %d scripts" % len(TESTS))
    else:
        print(__doc__)


if __name__ == "__main__":
    main()
