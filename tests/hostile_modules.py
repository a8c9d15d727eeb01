#!/usr/bin/env python3
"""Hostile SPIR-V modules for `spvrt val` (issue 3): huge id bounds, deep type
nesting, type cycles, huge CFGs and call graphs, millions of instructions.

Each generator takes a size n and returns the module's bytes.  The test group
"hostile" (tests/run_tests.py) validates each at its full size (scaled down
for a sanitizer build) and requires a clean verdict, exit 0 or 1, within a
generous timeout (hang detection, not a time assertion); `make bench`
(bench/bench.py) measures validation time at n and 4n for the scalable ones.

Usage:
  python3 tests/hostile_modules.py --list
  python3 tests/hostile_modules.py NAME [N] -o FILE
"""

import argparse
import json
import sys
from array import array

_grammar = json.load(open("/usr/include/spirv/unified1/spirv.core.grammar.json"))
OP = {i["opname"]: i["opcode"] for i in _grammar["instructions"]}
ENUM = {k["kind"]: {e["enumerant"]: e["value"] for e in k.get("enumerants", [])} for k in _grammar["operand_kinds"]}
SC = ENUM["StorageClass"]
MAX_SWITCH_PAIRS = 16383  # SPIR-V 2.17 Universal Limits: (literal, label) pairs of an OpSwitch


def string_words(s):
    data = s.encode() + b"\0"
    data += b"\0" * (-len(data) % 4)
    return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data), 4)]


class Builder:
    def __init__(self, version=(1, 0)):
        self.version = version
        self.words = array("I")
        self.next_id = 1
        self.bound = None  # None: one past the highest id handed out

    def id(self):
        self.next_id += 1
        return self.next_id - 1

    def ids(self, n):
        first = self.next_id
        self.next_id += n
        return range(first, first + n)

    def op(self, name, *operands):
        self.words.append(((1 + len(operands)) << 16) | OP[name])
        self.words.extend(operands)

    def shader_prologue(self, capabilities=("Shader",), extensions=(), addressing="Logical", with_main=True):
        for c in capabilities:
            self.op("OpCapability", ENUM["Capability"][c])
        for e in extensions:
            self.op("OpExtension", *string_words(e))
        self.op("OpMemoryModel", ENUM["AddressingModel"][addressing], ENUM["MemoryModel"]["GLSL450"])
        self.main = self.id()
        if with_main:
            self.op("OpEntryPoint", ENUM["ExecutionModel"]["GLCompute"], self.main, *string_words("main"))
            self.op("OpExecutionMode", self.main, ENUM["ExecutionMode"]["LocalSize"], 1, 1, 1)
        self.void, self.fn_void = self.id(), self.id()

    def void_types(self):
        """The first types: void and the function type of main (after the annotations)."""
        self.op("OpTypeVoid", self.void)
        self.op("OpTypeFunction", self.fn_void, self.void)

    def basic_types(self):
        self.void_types()
        self.int = self.id()
        self.op("OpTypeInt", self.int, 32, 1)
        self.bool = self.id()
        self.op("OpTypeBool", self.bool)
        self.one = self.id()
        self.op("OpConstant", self.int, self.one, 1)
        self.true = self.id()
        self.op("OpConstantTrue", self.bool, self.true)

    def begin_main(self):
        self.op("OpFunction", self.void, self.main, 0, self.fn_void)
        self.op("OpLabel", self.id())

    def end_function(self):
        self.op("OpReturn")
        self.op("OpFunctionEnd")

    def blob(self):
        v = (self.version[0] << 16) | (self.version[1] << 8)
        bound = self.bound if self.bound is not None else self.next_id
        return array("I", [0x07230203, v, 0, bound, 0]).tobytes() + self.words.tobytes()


# ---- generators ---------------------------------------------------------------------------------------------------

def huge_bound(n):
    """A valid compute shader of a handful of ids with the id bound 0xFFFFFFFF and one id just below it."""
    b = Builder()
    b.op("OpCapability", ENUM["Capability"]["Shader"])
    b.op("OpMemoryModel", ENUM["AddressingModel"]["Logical"], ENUM["MemoryModel"]["GLSL450"])
    main, void, fn = 1, 0xFFFFFFFE, 2
    b.op("OpEntryPoint", ENUM["ExecutionModel"]["GLCompute"], main, *string_words("main"))
    b.op("OpExecutionMode", main, ENUM["ExecutionMode"]["LocalSize"], 1, 1, 1)
    b.op("OpTypeVoid", void)
    b.op("OpTypeFunction", fn, void)
    b.op("OpFunction", void, main, 0, fn)
    b.op("OpLabel", 3)
    b.op("OpReturn")
    b.op("OpFunctionEnd")
    b.bound = 0xFFFFFFFF
    return b.blob()


def deep_arrays(n):
    """n nested OpTypeArray of length 1 and a Private variable of the outermost."""
    b = Builder()
    b.shader_prologue()
    b.basic_types()
    t = b.int
    for _ in range(n):
        a = b.id()
        b.op("OpTypeArray", a, t, b.one)
        t = a
    ptr, var = b.id(), b.id()
    b.op("OpTypePointer", ptr, SC["Private"], t)
    b.op("OpVariable", ptr, var, SC["Private"])
    b.begin_main()
    b.end_function()
    return b.blob()


def deep_structs(n):
    """n nested one-member structs, laid out (Offset 0 each), the outermost a Uniform Block (valid)."""
    b = Builder()
    b.shader_prologue()
    int_, one = b.id(), b.id()
    structs = list(b.ids(n))
    ptr, var = b.id(), b.id()
    b.op("OpDecorate", structs[-1], ENUM["Decoration"]["Block"])
    b.op("OpDecorate", var, ENUM["Decoration"]["DescriptorSet"], 0)
    b.op("OpDecorate", var, ENUM["Decoration"]["Binding"], 0)
    for s in structs:
        b.op("OpMemberDecorate", s, 0, ENUM["Decoration"]["Offset"], 0)
    b.void_types()
    b.op("OpTypeInt", int_, 32, 1)
    t = int_
    for s in structs:
        b.op("OpTypeStruct", s, t)
        t = s
    b.op("OpTypePointer", ptr, SC["Uniform"], t)
    b.op("OpVariable", ptr, var, SC["Uniform"])
    b.begin_main()
    b.end_function()
    return b.blob()


def deep_pointers(n):
    """n nested Function-storage pointer types (a pointer to a pointer is not allowed in Logical addressing)."""
    b = Builder()
    b.shader_prologue()
    b.basic_types()
    t = b.int
    for _ in range(n):
        p = b.id()
        b.op("OpTypePointer", p, SC["Function"], t)
        t = p
    b.begin_main()
    b.end_function()
    return b.blob()


def forward_pointer_cycle(n):
    """n structs in a ring, each holding a PhysicalStorageBuffer pointer to the next, declared through
    OpTypeForwardPointer (valid)."""
    b = Builder(version=(1, 5))
    b.shader_prologue(capabilities=("Shader", "PhysicalStorageBufferAddresses"), addressing="PhysicalStorageBuffer64")
    structs, pointers = list(b.ids(n)), list(b.ids(n))
    psb = SC["PhysicalStorageBuffer"]
    for k in range(n):
        b.op("OpMemberDecorate", structs[k], 0, ENUM["Decoration"]["Offset"], 0)
    b.void_types()
    for p in pointers:
        b.op("OpTypeForwardPointer", p, psb)
    for k in range(n):
        b.op("OpTypeStruct", structs[k], pointers[(k + 1) % n])
        b.op("OpTypePointer", pointers[k], psb, structs[k])
    b.begin_main()
    b.end_function()
    return b.blob()


def struct_self(n):
    """n structs that each contain themselves (%s = OpTypeStruct %s)."""
    b = Builder()
    b.shader_prologue()
    b.void_types()
    for _ in range(n):
        s = b.id()
        b.op("OpTypeStruct", s, s)
    b.begin_main()
    b.end_function()
    return b.blob()


def struct_cycle(n):
    """n structs in a ring without forward pointers: each names the next (forward references)."""
    b = Builder()
    b.shader_prologue()
    b.void_types()
    structs = list(b.ids(n))
    for k in range(n):
        b.op("OpTypeStruct", structs[k], structs[(k + 1) % n])
    b.begin_main()
    b.end_function()
    return b.blob()


def cfg_chain(n):
    """One function of n blocks, each branching to the next."""
    b = Builder()
    b.shader_prologue()
    b.void_types()
    b.op("OpFunction", b.void, b.main, 0, b.fn_void)
    labels = b.ids(n)
    for k in range(n - 1):
        b.op("OpLabel", labels[k])
        b.op("OpBranch", labels[k + 1])
    b.op("OpLabel", labels[n - 1])
    b.end_function()
    return b.blob()


def loop_nest(n):
    """n structured loops nested in one another (valid up to n = 1023; deeper nests exceed SPIR-V 2.17's
    control-flow nesting depth limit, CORE-CFG-NESTING-DEPTH, as spirv-val says too)."""
    b = Builder()
    b.shader_prologue()
    b.basic_types()
    b.begin_main()
    headers, merges, continues = list(b.ids(n)), list(b.ids(n)), list(b.ids(n))
    b.op("OpBranch", headers[0])
    for k in range(n):
        b.op("OpLabel", headers[k])
        b.op("OpLoopMerge", merges[k], continues[k], 0)
        inner = headers[k + 1] if k + 1 < n else continues[k]
        b.op("OpBranchConditional", b.true, inner, merges[k])
    for k in reversed(range(n)):
        b.op("OpLabel", continues[k])
        b.op("OpBranch", headers[k])
        b.op("OpLabel", merges[k])
        if k > 0:
            b.op("OpBranch", continues[k - 1])
    b.end_function()
    return b.blob()


def switch_dense(n):
    """n switch cases in all: a sequence of selection constructs, each OpSwitch with as many cases as the
    universal limits allow (16383), every case its own block (valid)."""
    b = Builder()
    b.shader_prologue()
    b.basic_types()
    b.begin_main()
    per_switch = MAX_SWITCH_PAIRS
    left = n
    while left > 0:
        cases = min(left, per_switch)
        left -= cases
        merge = b.id()
        targets = list(b.ids(cases))
        b.op("OpSelectionMerge", merge, 0)
        operands = [b.one, merge]
        for k, t in enumerate(targets):
            operands += [k, t]
        b.op("OpSwitch", *operands)
        for t in targets:
            b.op("OpLabel", t)
            b.op("OpBranch", merge)
        b.op("OpLabel", merge)
    b.end_function()
    return b.blob()


def iadd_chain(n):
    """n OpIAdd in one block, each adding 1 to the one before (valid)."""
    b = Builder()
    b.shader_prologue()
    b.basic_types()
    b.begin_main()
    ids = b.ids(n)
    head = ((5 << 16) | OP["OpIAdd"], b.int)
    w = b.words
    prev = b.one
    for r in ids:
        w.extend((head[0], head[1], r, prev, b.one))
        prev = r
    b.end_function()
    return b.blob()


def _call_graph(n, cycle):
    b = Builder()
    b.shader_prologue()
    b.void_types()
    funcs = list(b.ids(n))
    b.begin_main()
    b.op("OpFunctionCall", b.void, b.id(), funcs[0])
    b.end_function()
    for k in range(n):
        b.op("OpFunction", b.void, funcs[k], 0, b.fn_void)
        b.op("OpLabel", b.id())
        if k + 1 < n or cycle:
            b.op("OpFunctionCall", b.void, b.id(), funcs[(k + 1) % n])
        b.end_function()
    return b.blob()


def call_chain(n):
    """main calls f0, f0 calls f1, ... f(n-1) returns (valid)."""
    return _call_graph(n, False)


def call_cycle(n):
    """As call_chain, but f(n-1) calls f0: recursion, which shaders may not have."""
    return _call_graph(n, True)


def huge_phi(n):
    """A switch with n cases (at most 16383, the universal limit) whose merge block has one OpPhi of n + 1
    (value, parent) pairs."""
    n = min(n, MAX_SWITCH_PAIRS)
    b = Builder()
    b.shader_prologue()
    b.basic_types()
    b.begin_main()
    merge, default = b.id(), b.id()
    targets = list(b.ids(n))
    b.op("OpSelectionMerge", merge, 0)
    operands = [b.one, default]
    for k, t in enumerate(targets):
        operands += [k, t]
    b.op("OpSwitch", *operands)
    for t in [default] + targets:
        b.op("OpLabel", t)
        b.op("OpBranch", merge)
    b.op("OpLabel", merge)
    pairs = []
    for t in [default] + targets:
        pairs += [b.one, t]
    b.op("OpPhi", b.int, b.id(), *pairs)
    b.end_function()
    return b.blob()


# name: (generator, full size, size under a sanitizer, scalable: measured at n and 4n by make bench).  The
# sanitizer sizes are the full ones (deep nesting must not overflow even ASan's larger stack frames) but for the
# millions of instructions.
HOSTILE = {
    "huge_bound": (huge_bound, 1, 1, False),
    "deep_arrays": (deep_arrays, 100000, 100000, True),
    "deep_structs": (deep_structs, 100000, 100000, True),
    "deep_pointers": (deep_pointers, 100000, 100000, False),
    "forward_pointer_cycle": (forward_pointer_cycle, 100000, 100000, True),
    "struct_self": (struct_self, 1000, 1000, False),
    "struct_cycle": (struct_cycle, 100000, 100000, False),
    "cfg_chain": (cfg_chain, 1000000, 250000, True),
    "loop_nest": (loop_nest, 100000, 100000, True),
    "switch_dense": (switch_dense, 100000, 100000, True),
    "iadd_chain": (iadd_chain, 3000000, 500000, True),
    "call_chain": (call_chain, 100000, 100000, True),
    "call_cycle": (call_cycle, 100000, 100000, False),
    "huge_phi": (huge_phi, 16383, 16383, False),
}


def generate(name, n=None):
    gen, full, _, _ = HOSTILE[name]
    return gen(full if n is None else n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("name", nargs="?")
    ap.add_argument("n", nargs="?", type=int)
    ap.add_argument("-o", "--out")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    if args.list or not args.name:
        for name, (gen, full, small, scalable) in HOSTILE.items():
            print("%-22s n=%-8d sanitizer n=%-7d %s%s" % (name, full, small, gen.__doc__.split("\n")[0],
                                                         " [scaling]" if scalable else ""))
        return 0
    data = generate(args.name, args.n)
    if args.out in (None, "-"):
        sys.stdout.buffer.write(data)
    else:
        with open(args.out, "wb") as f:
            f.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
