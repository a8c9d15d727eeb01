#!/usr/bin/env python3
"""Differential test of `spvrt val` against Debian's spirv-val (issue 3).

Over every test module (the GLSL corpus compiled by glslangValidator and
tests/val/*.spvasm assembled by spvrt as) and deterministic mutants of them,
spvrt val and spirv-val must give the same verdict (valid / invalid) for each
target environment that matches the module's SPIR-V version: the universal
spvX.Y and the Vulkan environment that accepts it.  Both tools get the same
--target-env.  Modules spirv-dis cannot disassemble (the seed extensions,
which SPIRV-Tools 2023.1 does not know) are left out.

Each remaining disagreement is listed in tests/val/differential_disagreements.txt
as `<case name> | <spvrt|spirv-val: the side that is right> | <why, citing the
spec>`; a case name is `<source>#<kind>-<k>@<env>` (`<source>@<env>` for the
unmutated module), `@*` stands for every environment of that mutant, and
`*#<kind>@*` for every mutant of one kind (a mutation the reference always
judges wrong, e.g. a decoration applied twice, which SPIRV-Tools 2023.1 accepts).
The check fails on an unlisted disagreement, on a listed one that no longer
occurs (stale), on a crash of spvrt, and when spvrt accepts a mutant of a kind
it must always catch (a module-level instruction moved into a function, an
undefined id).

Mutation kinds (several per kind per module, chosen by a generator seeded
with the module's name, so names and mutants are stable from run to run):
  drop-capability, drop-extension       an OpCapability / OpExtension removed
  wrong-operand-type                    an id operand of an arithmetic, bit,
                                        logical, conversion, composite, memory
                                        or call instruction replaced by another
                                        defined id of another type
  wrong-result-type                     the Result Type of such an instruction
                                        replaced by another type
  pointer-storage-class                 OpTypePointer's storage class changed
  variable-storage-class                OpVariable's storage class changed
  retarget-branch                       a branch target set to another label
  drop-merge                            an OpSelectionMerge / OpLoopMerge removed
  swap-terminators                      two blocks' terminators exchanged
  drop-return                           an OpReturn / OpReturnValue removed
  move-section                          a module-level instruction moved into
                                        another section
  swap-adjacent                         two adjacent module-level instructions
                                        exchanged
  drop-offset                           an Offset member decoration removed
  duplicate-block                       an OpDecorate ... Block repeated
  change-builtin                        a BuiltIn decoration's value changed
  move-into-function (must be caught)   a module-level instruction moved into
                                        the first function
  undefine-id (must be caught)          OpStore's object replaced by an id no
                                        instruction defines (below the bound)

Against another SPIRV-Tools (--tools DIR, e.g. the newest built from source) the
listing is tests/val/differential_disagreements_newest.txt, kept apart from the
Debian one CI checks; --modules DIR adds every DIR/*.spv and its mutants (e.g.
glslang's Test/ compiled by tests/external/glslang_corpus.py), named
<prefix>/<file name less .spv> (--prefix, default glslang).  A listing name with
`*` elsewhere is a shell-style pattern over case names (`*#drop-offset-*@spv1.*`).
An unused entry is stale only when its source group took part in the run.

Usage:
  python3 tests/val_differential.py --build build [--write-unlisted FILE] [--tools DIR]
      [--modules DIR [--prefix NAME] [--only-modules]]
"""

import argparse
import collections
import concurrent.futures
import fnmatch
import json
import multiprocessing
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LISTING = os.path.join(HERE, "val", "differential_disagreements.txt")
# the listing for another SPIRV-Tools (--tools DIR: the newest, built from source), kept apart from Debian's
LISTING_NEWEST = os.path.join(HERE, "val", "differential_disagreements_newest.txt")
GRAMMAR = "/usr/include/spirv/unified1/spirv.core.grammar.json"

# how many mutants of each kind per module, at most: corpus modules, the small tests/val modules, and the kinds
# spvrt must always catch (which cost time but seldom tell anything new)
PER_KIND = {"corpus": 2, "val": 1}
MUST_CATCH = ("move-into-function", "undefine-id")
PER_MUST_CATCH = 1

# ---- the grammar ------------------------------------------------------------------------------------

_grammar = json.load(open(GRAMMAR))
# instructions newer than Debian's grammar (the registry update the build uses) so that modules of today's
# compilers parse; an opcode Debian's grammar has keeps Debian's entry, so that the mutants of the CI corpus
# stay the same
_known_opcodes = {i["opcode"] for i in _grammar["instructions"]}
_grammar["instructions"] += [i for i in json.load(open(os.path.join(ROOT, "grammar", "registry_update.json")))
                             ["instructions"] if i["opcode"] not in _known_opcodes]
OPS = {i["opname"]: i["opcode"] for i in _grammar["instructions"]}
INSTRUCTIONS = {i["opcode"]: i for i in _grammar["instructions"]}
ENUMS = {k["kind"]: {e["enumerant"]: e["value"] for e in k.get("enumerants", [])} for k in _grammar["operand_kinds"]}
ID_KINDS = ("IdRef", "IdScope", "IdMemorySemantics")
OPERAND_CLASSES = ("Arithmetic", "Bit", "Relational_and_Logical", "Conversion", "Composite", "Memory")

# the sections of SPIR-V 2.4 (Logical Layout of a Module) before the functions, by opcode
SECTIONS = [("OpCapability",), ("OpExtension",), ("OpExtInstImport",), ("OpMemoryModel",), ("OpEntryPoint",),
            ("OpExecutionMode", "OpExecutionModeId"),
            ("OpString", "OpSourceExtension", "OpSource", "OpSourceContinued", "OpName", "OpMemberName",
             "OpModuleProcessed"),
            ("OpDecorate", "OpMemberDecorate", "OpDecorationGroup", "OpGroupDecorate", "OpGroupMemberDecorate",
             "OpDecorateId", "OpDecorateString", "OpMemberDecorateString")]
SECTION_OF = {OPS[name]: k for k, names in enumerate(SECTIONS) for name in names}
TYPES_SECTION = 8  # types, constants, global variables, OpUndef, OpLine, ...

TERMINATORS = {OPS[n] for n in ("OpBranch", "OpBranchConditional", "OpSwitch", "OpReturn", "OpReturnValue",
                                "OpKill", "OpUnreachable", "OpTerminateInvocation") if n in OPS}
TYPE_OPS = {op for op, i in INSTRUCTIONS.items() if i.get("class") == "Type-Declaration"}
BUILTINS = [ENUMS["BuiltIn"][n] for n in (
    "Position", "PointSize", "ClipDistance", "PrimitiveId", "Layer", "FragCoord", "FrontFacing", "SampleId",
    "FragDepth", "NumWorkgroups", "WorkgroupSize", "WorkgroupId", "LocalInvocationId", "GlobalInvocationId",
    "LocalInvocationIndex", "VertexIndex", "InstanceIndex", "SubgroupSize", "HelperInvocation")]
STORAGE_CLASSES = [ENUMS["StorageClass"][n] for n in (
    "UniformConstant", "Input", "Uniform", "Output", "Workgroup", "CrossWorkgroup", "Private", "Function",
    "Generic", "PushConstant", "AtomicCounter", "Image", "StorageBuffer", "PhysicalStorageBuffer")]


def words_of(blob):
    return list(struct.unpack("<%dI" % (len(blob) // 4), blob[:len(blob) // 4 * 4]))


def blob_of(words):
    return struct.pack("<%dI" % len(words), *words)


class Inst:
    __slots__ = ("index", "off", "n", "op", "rtype", "result")

    def __init__(self, index, off, n, op, w):
        self.index, self.off, self.n, self.op = index, off, n, op
        self.rtype = self.result = None
        operands = INSTRUCTIONS.get(op, {}).get("operands", [])
        pos = off + 1
        for o in operands[:2]:
            if pos >= off + n:
                break
            if o["kind"] == "IdResultType":
                self.rtype = w[pos]
            elif o["kind"] == "IdResult":
                self.result = w[pos]
            else:
                break
            pos += 1

    def words(self, w):
        return w[self.off:self.off + self.n]

    def leading_id_operands(self):
        """Word offsets of the <id> operands after the result, up to the first operand of another kind."""
        operands = INSTRUCTIONS.get(self.op, {}).get("operands", [])
        pos, out = self.off + 1, []
        for o in operands:
            kind = o["kind"]
            if kind in ("IdResultType", "IdResult"):
                pos += 1
                continue
            if kind not in ID_KINDS:
                break
            if o.get("quantifier") == "*":
                out.extend(range(pos, self.off + self.n))
                break
            if pos >= self.off + self.n:
                break
            out.append(pos)
            pos += 1
        return out


class Module:
    """A parsed binary: instructions, the module-level part, functions and blocks."""

    def __init__(self, blob):
        self.w = words_of(blob)
        w = self.w
        self.insts = []
        i = 5
        while i < len(w):
            n, op = w[i] >> 16, w[i] & 0xFFFF
            if n == 0 or i + n > len(w):
                raise ValueError("malformed binary at word %d" % i)
            self.insts.append(Inst(len(self.insts), i, n, op, w))
            i += n
        self.defs = {x.result: x for x in self.insts if x.result is not None}
        first = next((x.index for x in self.insts if x.op == OPS["OpFunction"]), len(self.insts))
        self.preamble = self.insts[:first]
        self.in_function = [False] * len(self.insts)
        self.functions = []  # (OpFunction index, OpFunctionEnd index, [blocks: (label index, terminator index)])
        k = first
        while k < len(self.insts):
            if self.insts[k].op != OPS["OpFunction"]:
                k += 1
                continue
            end = next((j for j in range(k, len(self.insts)) if self.insts[j].op == OPS["OpFunctionEnd"]),
                       len(self.insts) - 1)
            blocks, label = [], None
            for j in range(k, end + 1):
                op = self.insts[j].op
                if op == OPS["OpLabel"]:
                    label = j
                elif op in TERMINATORS and label is not None:
                    blocks.append((label, j))
                    label = None
            self.functions.append((k, end, blocks))
            for j in range(k, end + 1):
                self.in_function[j] = True
            k = end + 1

    def type_of(self, id_):
        d = self.defs.get(id_)
        return d.rtype if d is not None else None


# ---- mutation kinds: each yields, in a stable order, one builder per candidate; a builder takes a seeded
# ---- random generator and returns the mutant's words (None if the candidate has no mutant after all)

def splice(w, removals=(), insertions=()):
    """Remove word ranges (off, n) and insert word lists at offsets of the original words."""
    cuts = sorted([(off, 1, n, []) for off, n in removals] + [(off, 0, 0, list(ws)) for off, ws in insertions])
    out, at = [], 0
    for off, _, n, ws in cuts:
        out.extend(w[at:off])
        out.extend(ws)
        at = off + n
    out.extend(w[at:])
    return out


def drop_instructions(m, ops):
    for x in m.insts:
        if x.op in ops:
            yield lambda rng, x=x: splice(m.w, removals=[(x.off, x.n)])


def kind_drop_capability(m):
    return drop_instructions(m, {OPS["OpCapability"]})


def kind_drop_extension(m):
    return drop_instructions(m, {OPS["OpExtension"]})


def operand_instructions(m):
    call = OPS["OpFunctionCall"]
    for x in m.insts:
        cls = INSTRUCTIONS.get(x.op, {}).get("class")
        if (cls in OPERAND_CLASSES or x.op == call) and m.in_function[x.index]:
            yield x


def visible_values(m, x):
    """Ids that surely dominate instruction x: module-level values and earlier values of its block."""
    out = [d.result for d in m.preamble if d.result is not None and d.rtype is not None]
    j = x.index - 1
    while j >= 0 and m.insts[j].op != OPS["OpLabel"]:
        if m.insts[j].result is not None and m.insts[j].rtype is not None:
            out.append(m.insts[j].result)
        j -= 1
    return out


def replace_word(m, pos, choices, rng):
    if not choices:
        return None
    w = list(m.w)
    w[pos] = rng.choice(choices)
    return w


def kind_wrong_operand_type(m):
    for x in operand_instructions(m):
        for pos in x.leading_id_operands():
            yield lambda rng, x=x, pos=pos: replace_word(
                m, pos, [v for v in visible_values(m, x) if m.type_of(v) != m.type_of(m.w[pos])], rng)


def kind_wrong_result_type(m):
    types = [d.result for d in m.preamble if d.op in TYPE_OPS and d.result is not None]
    for x in operand_instructions(m):
        if x.rtype is not None:
            yield lambda rng, x=x: replace_word(m, x.off + 1, [t for t in types if t != x.rtype], rng)


def change_storage_class(m, op, word):
    for x in m.insts:
        if x.op == op and x.n > word:
            yield lambda rng, x=x: replace_word(m, x.off + word,
                                                [s for s in STORAGE_CLASSES if s != m.w[x.off + word]], rng)


def kind_pointer_storage_class(m):
    return change_storage_class(m, OPS["OpTypePointer"], 2)


def kind_variable_storage_class(m):
    return change_storage_class(m, OPS["OpVariable"], 3)


def kind_retarget_branch(m):
    slots_of = {OPS["OpBranch"]: (1,), OPS["OpBranchConditional"]: (2, 3), OPS["OpSwitch"]: (2,)}
    for _, _, blocks in m.functions:
        labels = [m.insts[lab].result for lab, _ in blocks]
        for _, t in blocks:
            x = m.insts[t]
            for s in slots_of.get(x.op, ()):
                if s < x.n:
                    yield lambda rng, pos=x.off + s, labels=labels: replace_word(
                        m, pos, [lab for lab in labels if lab != m.w[pos]], rng)


def kind_drop_merge(m):
    return drop_instructions(m, {OPS["OpSelectionMerge"], OPS["OpLoopMerge"]})


def swap(m, x, y):
    return splice(m.w, removals=[(x.off, x.n), (y.off, y.n)],
                  insertions=[(x.off, y.words(m.w)), (y.off, x.words(m.w))])


def kind_swap_terminators(m):
    for _, _, blocks in m.functions:
        terminators = [m.insts[t] for _, t in blocks]
        for a, x in enumerate(terminators):
            def build(rng, x=x, others=terminators[a + 1:]):
                others = [y for y in others if y.words(m.w) != x.words(m.w)]
                return swap(m, x, rng.choice(others)) if others else None
            if a + 1 < len(terminators):
                yield build


def kind_drop_return(m):
    return drop_instructions(m, {OPS["OpReturn"], OPS["OpReturnValue"]})


def section(x):
    return SECTION_OF.get(x.op, TYPES_SECTION)


def kind_move_section(m):
    """A module-level instruction moved to the start of another section."""
    starts = {}
    for x in m.preamble:
        starts.setdefault(section(x), x)
    for x in m.preamble:
        def build(rng, x=x):
            targets = [y for s, y in sorted(starts.items()) if s != section(x)]
            if not targets:
                return None
            y = rng.choice(targets)
            return splice(m.w, removals=[(x.off, x.n)], insertions=[(y.off, x.words(m.w))])
        yield build


def kind_swap_adjacent(m):
    for a, b in zip(m.preamble, m.preamble[1:]):
        if a.op != b.op:
            yield lambda rng, a=a, b=b: swap(m, a, b)


def decorations(m, op, decoration, word):
    for x in m.insts:
        if x.op == op and x.n > word and m.w[x.off + word] == decoration:
            yield x


def kind_drop_offset(m):
    for x in decorations(m, OPS["OpMemberDecorate"], ENUMS["Decoration"]["Offset"], 3):
        yield lambda rng, x=x: splice(m.w, removals=[(x.off, x.n)])


def kind_duplicate_block(m):
    for x in decorations(m, OPS["OpDecorate"], ENUMS["Decoration"]["Block"], 2):
        yield lambda rng, x=x: splice(m.w, insertions=[(x.off + x.n, x.words(m.w))])


def kind_change_builtin(m):
    builtin = ENUMS["Decoration"]["BuiltIn"]
    for op, word in ((OPS["OpDecorate"], 3), (OPS["OpMemberDecorate"], 4)):
        for x in decorations(m, op, builtin, word - 1):
            if x.n > word:
                yield lambda rng, pos=x.off + word: replace_word(m, pos, [b for b in BUILTINS if b != m.w[pos]], rng)


MOVABLE = {OPS[n] for n in ("OpCapability", "OpExtInstImport", "OpMemoryModel", "OpEntryPoint", "OpExecutionMode",
                            "OpSource", "OpName", "OpDecorate", "OpTypeInt", "OpTypeFloat", "OpConstant")}


def kind_move_into_function(m):
    """A module-level instruction moved to just after the first OpFunction (must be caught)."""
    if m.functions:
        f = m.insts[m.functions[0][0]]
        for x in m.preamble:
            if x.op in MOVABLE:
                yield lambda rng, x=x: splice(m.w, removals=[(x.off, x.n)], insertions=[(f.off + f.n, x.words(m.w))])


def kind_undefine_id(m):
    """OpStore's object replaced by an id no instruction defines, below the raised bound (must be caught)."""
    for x in m.insts:
        if x.op == OPS["OpStore"] and x.n >= 3:
            def build(rng, x=x):
                w = list(m.w)
                w[x.off + 2] = m.w[3]
                w[3] = m.w[3] + 1
                return w
            yield build


KINDS = [
    ("drop-capability", kind_drop_capability),
    ("drop-extension", kind_drop_extension),
    ("wrong-operand-type", kind_wrong_operand_type),
    ("wrong-result-type", kind_wrong_result_type),
    ("pointer-storage-class", kind_pointer_storage_class),
    ("variable-storage-class", kind_variable_storage_class),
    ("retarget-branch", kind_retarget_branch),
    ("drop-merge", kind_drop_merge),
    ("swap-terminators", kind_swap_terminators),
    ("drop-return", kind_drop_return),
    ("move-section", kind_move_section),
    ("swap-adjacent", kind_swap_adjacent),
    ("drop-offset", kind_drop_offset),
    ("duplicate-block", kind_duplicate_block),
    ("change-builtin", kind_change_builtin),
    ("move-into-function", kind_move_into_function),
    ("undefine-id", kind_undefine_id),
]


def mutants(source, blob, per_kind=None):
    """(name, kind, binary) of the chosen mutants of one module.  Each kind's candidates are enumerated in
    module order and `per_kind` of them picked by a generator seeded with the source name and the kind;
    a candidate's own random choices come from a generator seeded with its name."""
    m = Module(blob)
    if per_kind is None:
        per_kind = PER_KIND.get(source.split("/")[0], 1)
    out = []
    for kind, generate in KINDS:
        candidates = list(generate(m))
        seed = zlib.crc32(("%s#%s" % (source, kind)).encode())
        count = min(PER_MUST_CATCH if kind in MUST_CATCH else per_kind, len(candidates))
        for k in sorted(random.Random(seed).sample(range(len(candidates)), count)):
            name = "%s#%s-%d" % (source, kind, k)
            w = candidates[k](random.Random(zlib.crc32(name.encode())))
            if w is not None and w != m.w:
                out.append((name, kind, blob_of(w)))
    return out


# ---- environments -------------------------------------------------------------------------------------------------

VULKAN_ENV = {0: "vulkan1.0", 1: "vulkan1.1", 2: "vulkan1.1", 3: "vulkan1.1", 4: "vulkan1.1spv1.4", 5: "vulkan1.2",
              6: "vulkan1.3"}


def envs_of(blob, extra=()):
    """The universal environment of the module's SPIR-V version and the Vulkan one that accepts it."""
    minor = blob[5] if len(blob) > 8 and blob[6] == 1 else None
    envs = ["spv1.%d" % minor, VULKAN_ENV[minor]] if minor in VULKAN_ENV else []
    return envs + [e for e in extra if e not in envs]


# ---- running both tools -------------------------------------------------------------------------------------------

def first_line(data):
    """The first line of a message (with the next one when it ends in a colon, as some of spirv-val's do)."""
    lines = [line.strip() for line in data.decode(errors="replace").splitlines() if line.strip()]
    if not lines:
        return ""
    text = lines[0] + (" " + lines[1] if lines[0].endswith(":") and len(lines) > 1 else "")
    return text[:300]


def run_tool(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=120)
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return -999, b"timeout"


def spvrt_crashed(code, err):
    return code not in (0, 1) or b"Sanitizer" in err or b"runtime error" in err


def judge_module(job):
    """Runs in a worker: mutates one module and runs both tools on every case (with `oracle` false: only spvrt,
    under the Vulkan environment alone, to compare another build with the first).  Returns (source, reason
    it was skipped or None, [case dicts])."""
    spvrt, source, blob, extra_envs, mutate, tmp, oracle = job
    path = os.path.join(tmp, "in-%d.spv" % os.getpid())
    with open(path, "wb") as f:
        f.write(blob)
    # a module with items SPIRV-Tools 2023.1 does not know (EXT hit objects, LSS, AMDX): its mutants still
    # run through spvrt (no crash, no hang), without a second opinion
    known = subprocess.run(["spirv-dis", path, "-o", os.devnull], capture_output=True).returncode == 0
    oracle = oracle and known
    envs = envs_of(blob, extra_envs)
    if not envs:
        return source, "SPIR-V version not handled", []
    if not oracle:
        envs = envs[1:2]
    try:
        items = [(source, "original", blob)] + (mutants(source, blob) if mutate else [])
    except ValueError as e:
        return source, str(e), []
    cases = []
    for name, kind, data in items:
        with open(path, "wb") as f:
            f.write(data)
        for env in envs:
            mine, mine_err = run_tool([spvrt, "val", "--target-env", env, path])
            ref, ref_err = run_tool(["spirv-val", "--target-env", env, path]) if oracle else (None, b"")
            cases.append({"name": "%s@%s" % (name, env), "mutant": name, "kind": kind, "env": env,
                          "spvrt": mine == 0, "spirv-val": ref == 0 if oracle else None,
                          "crash": spvrt_crashed(mine, mine_err), "spvrt_error": first_line(mine_err),
                          "spirv-val_error": first_line(ref_err),
                          "unknown": not known or b"Invalid opcode" in ref_err})
    return source, None, cases


# ---- inputs ---------------------------------------------------------------------------------------------------------

def corpus_modules(work, oracle=None):
    """(source name, binary path) of the GLSL corpus, compiled as tests/run_tests.py does."""
    if oracle is None:
        sys.path.insert(0, HERE)
        import run_tests
        oracle = run_tests.Oracle(work)
    out = []
    folder = os.path.join(HERE, "corpus", "glsl")
    for name in sorted(os.listdir(folder)):
        spv = oracle.glsl(os.path.join(folder, name))
        if spv:
            out.append(("corpus/" + name, spv, (), True))
    return out


def val_modules(spvrt, work):
    """(source name, binary path, extra target envs, mutate?) of tests/val/*.spvasm, assembled by spvrt as.
    Only modules expected valid are mutated; a test that states why spirv-val differs is left to group val."""
    out = []
    folder = os.path.join(HERE, "val")
    names = sorted(f for f in os.listdir(folder) if f.endswith(".spvasm"))
    names += [os.path.join("seed_modules", f) for f in sorted(os.listdir(os.path.join(folder, "seed_modules")))
              if f.endswith(".spvasm")]  # every seed instruction, used correctly
    for name in names:
        path = os.path.join(folder, name)
        header = {}
        for line in open(path, encoding="utf-8"):
            m = re.match(r";\s*(expect|as-flags|val-flags|spirv-val-differs):\s*(.*\S)", line)
            if m:
                header[m.group(1)] = m.group(2)
        if "spirv-val-differs" in header:
            continue
        spv = os.path.join(work, "val-" + name.replace(os.sep, "-") + ".spv")
        p = subprocess.run([spvrt, "as"] + header.get("as-flags", "").split() + [path, "-o", spv],
                           capture_output=True)
        if p.returncode != 0:
            continue  # group val reports it
        flags = header.get("val-flags", "").split()
        extra = tuple(flags[i + 1] for i, f in enumerate(flags[:-1]) if f == "--target-env")
        valid = header.get("expect") == "valid" or name.startswith("seed_modules")
        out.append(("val/" + name, spv, extra, valid))
    return out


def folder_modules(folder, prefix):
    """(source name, binary path, extra target envs, mutate?) of every *.spv in a folder of modules (e.g. the
    ones tests/external/glslang_corpus.py compiles from glslang's Test/), named `<prefix>/<file name less .spv>`."""
    out = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith(".spv") and os.path.isfile(path):
            out.append(("%s/%s" % (prefix, name[:-len(".spv")]), path, (), True))
    return out


# ---- the listing ----------------------------------------------------------------------------------------------------

def read_listing(path=LISTING):
    """{name: (side, why)} and a list of malformed lines."""
    listed, bad = {}, []
    if not os.path.exists(path):
        return listed, bad
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|", 2)]
        if len(parts) != 3 or parts[1] not in ("spvrt", "spirv-val") or not parts[2]:
            bad.append("%s:%d: %s" % (os.path.relpath(path, ROOT), number, line.strip()[:200]))
            continue
        listed[parts[0]] = (parts[1], parts[2])
    return listed, bad


def kind_entry(case):
    """The listing name that covers every mutant of one kind: `*#<kind>@*`."""
    return "*#%s@*" % case["kind"]


def is_pattern(name):
    """A listing name with `*` other than the `<mutant>@*` and `*#<kind>@*` forms: a shell-style pattern over
    case names (e.g. `*#drop-offset-*@spv1.*`, every Offset-removing mutant under a universal environment)."""
    if re.fullmatch(r"\*#[a-z-]+@\*", name):
        return False
    return "*" in (name[:-2] if name.endswith("@*") else name)


def entry_for(case, listed, patterns):
    """The listing name that covers a disagreeing case, or None: its own name, `<mutant>@*`, `*#<kind>@*`,
    then the first pattern that matches."""
    for name in (case["name"], case["mutant"] + "@*"):
        if name in listed:
            return name
    if case["kind"] != "original" and kind_entry(case) in listed:
        return kind_entry(case)
    return next((name for name, regex in patterns if regex.fullmatch(case["name"])), None)


def compile_patterns(listed):
    return [(name, re.compile(fnmatch.translate(name))) for name in listed if is_pattern(name)]


def group_of(name):
    """The source group of a case or listing name (`corpus`, `val`, `glslang`, ...); `*` for a name that does
    not name one."""
    head = name.split("/", 1)[0]
    return head if "/" in name and "*" not in head and "#" not in head else "*"


# ---- the whole run ----------------------------------------------------------------------------------------------------

class Outcome:
    def __init__(self):
        self.cases = []
        self.skipped = []          # (source, reason)
        self.mutants = 0
        self.sources = 0
        self.unlisted = []         # cases
        self.listed = []           # cases
        self.stale = []            # listing names
        self.crashes = []          # cases
        self.missed = []           # must-catch cases spvrt accepted
        self.bad_lines = []
        self.build_differs = []    # cases where this build's verdict differs from the reference build's
        self.seconds = 0.0
        self.unknown_cases = 0     # cases of modules SPIRV-Tools does not know: spvrt alone, crash check only

    def agree(self):
        return sum(1 for c in self.cases if c["spvrt"] == c["spirv-val"])

    def per_group(self):
        """{source group: Counter(cases, agree, listed, unlisted)}."""
        table = collections.OrderedDict()
        listed_names = {c["name"] for c in self.listed}
        for c in self.cases:
            t = table.setdefault(group_of(c["name"]), collections.Counter())
            t["cases"] += 1
            if c["spvrt"] == c["spirv-val"]:
                t["agree"] += 1
            elif c["name"] in listed_names:
                t["listed"] += 1
            else:
                t["unlisted"] += 1
        return table

    def per_kind(self):
        table = collections.OrderedDict()
        for kind, _ in [("original", None)] + KINDS:
            table[kind] = collections.Counter()
        listed_names = {c["name"] for c in self.listed}
        mutants_seen = set()
        for c in self.cases:
            t = table[c["kind"]]
            if c["mutant"] not in mutants_seen:
                mutants_seen.add(c["mutant"])
                t["mutants"] += 1
            t["cases"] += 1
            if c["spvrt"] == c["spirv-val"]:
                t["agree"] += 1
            elif c["name"] in listed_names:
                t["listed"] += 1
            elif c["spvrt"]:
                t["spvrt-accepts"] += 1
            else:
                t["spvrt-rejects"] += 1
        return table

    def summary(self):
        if self.cases and self.cases[0]["spirv-val"] is None:
            return ("differential (spvrt only, against the first build): %d modules (%d skipped), %d mutants, "
                    "%d cases in %.0f s; %d verdicts differ from the first build's, %d crashes, "
                    "%d must-catch mutants accepted"
                    % (self.sources, len(self.skipped), self.mutants, len(self.cases), self.seconds,
                       len(self.build_differs), len(self.crashes), len(self.missed)))
        lines = ["differential: %d modules (%d skipped), %d mutants, %d cases (module x target env) in %.0f s"
                 % (self.sources, len(self.skipped), self.mutants, len(self.cases), self.seconds),
                 "differential: %d agree, %d disagree listed, %d unlisted, %d stale listings, %d crashes, "
                 "%d must-catch mutants accepted"
                 % (self.agree(), len(self.listed), len(self.unlisted), len(self.stale), len(self.crashes),
                    len(self.missed)),
                 "differential: %d more cases of modules SPIRV-Tools does not know (EXT hit objects, LSS, AMDX): "
                 "spvrt alone, checked for crashes" % self.unknown_cases,
                 "differential: agreement per source (cases: agree / listed / unlisted, agree %):"]
        for group, t in self.per_group().items():
            lines.append("  %-24s %6d: %6d / %5d / %5d  %6.2f%%" % (group, t["cases"], t["agree"], t["listed"],
                                                                    t["unlisted"], 100.0 * t["agree"] / t["cases"]))
        lines += ["  %-24s %7s %6s %6s %6s %13s %13s" % ("kind", "mutants", "cases", "agree", "listed",
                                                        "spvrt-accepts", "spvrt-rejects")]
        for kind, t in self.per_kind().items():
            lines.append("  %-24s %7d %6d %6d %6d %13d %13d" % (kind, t["mutants"], t["cases"], t["agree"],
                                                                t["listed"], t["spvrt-accepts"],
                                                                t["spvrt-rejects"]))
        return "\n".join(lines)


def run_differential(spvrt, work, oracle=None, jobs=2, listing=LISTING, reference=None, folders=(), own=True):
    """The whole differential run.  With `reference` (the Outcome of another build, e.g. the plain one when
    this is the ASan build) only spvrt runs, under one environment per mutant, and its verdicts must equal
    the reference build's.  `folders`: (folder, prefix) of more modules (folder_modules); `own`: whether the
    GLSL corpus and tests/val take part."""
    start = time.time()
    inputs = corpus_modules(work, oracle) + val_modules(spvrt, work) if own else []
    for folder, prefix in folders:
        inputs += folder_modules(folder, prefix)
    tmp = tempfile.mkdtemp(prefix="mutants-", dir=work)
    todo = [(spvrt, source, open(path, "rb").read(), extra, mutate, tmp, reference is None)
            for source, path, extra, mutate in inputs]
    todo.sort(key=lambda j: -len(j[2]))  # the largest first so that they do not finish last
    out = Outcome()
    out.sources = len(todo)
    ctx = multiprocessing.get_context("fork")
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
        for source, skipped, cases in pool.map(judge_module, todo):
            if skipped:
                out.skipped.append((source, skipped))
            out.cases.extend(c for c in cases if not c["unknown"])
            unknown = [c for c in cases if c["unknown"]]
            out.unknown_cases += len(unknown)
            out.crashes.extend(c for c in unknown if c["crash"])
    out.cases.sort(key=lambda c: c["name"])
    out.mutants = len({c["mutant"] for c in out.cases if c["kind"] != "original"})
    for c in out.cases:
        if c["crash"]:
            out.crashes.append(c)
        if c["kind"] in MUST_CATCH and c["spvrt"]:
            out.missed.append(c)
    if reference is not None:
        verdicts = {c["name"]: c["spvrt"] for c in reference.cases}
        out.build_differs = [c for c in out.cases if verdicts.get(c["name"], c["spvrt"]) != c["spvrt"]]
        out.seconds = time.time() - start
        return out
    listed, out.bad_lines = read_listing(listing)
    groups = {group_of(source) for source, _, _, _ in inputs}
    classify(out, listed, groups)
    out.seconds = time.time() - start
    return out


def classify(out, listed, groups=None):
    """Sorts the disagreements of out.cases into listed and unlisted.  A listing entry no case used is stale
    when the run covered what it names: its source group (`corpus`, `val`, `glslang`, ...) took part, or, for
    an entry of no one group (`*#<kind>@*`, `*...` patterns), every group the listing names took part."""
    used = set()
    patterns = compile_patterns(listed)
    for c in out.cases:
        if c["spvrt"] != c["spirv-val"]:
            entry_name = entry_for(c, listed, patterns)
            if entry_name is not None:
                used.add(entry_name)
                out.listed.append(c)
            else:
                out.unlisted.append(c)
    if groups is None:
        groups = {group_of(c["name"]) for c in out.cases}
    named = {group_of(name) for name in listed} - {"*"}
    out.stale = sorted(name for name in set(listed) - used
                       if group_of(name) in groups or group_of(name) == "*" and named <= groups)


def write_unlisted(out, path):
    with open(path, "w", encoding="utf-8") as f:
        f.write("# Unlisted disagreements of spvrt val and spirv-val (tests/val_differential.py --write-unlisted).\n"
                "# To list one, copy it to the listing (tests/val/differential_disagreements.txt, or\n"
                "# differential_disagreements_newest.txt for --tools) as\n"
                "#   <name> | <spvrt|spirv-val: the side that is right> | <why, citing the spec>\n"
                "# (a name ending in @* covers every target environment of that mutant).\n#\n")
        for line in out.summary().splitlines():
            f.write("# " + line + "\n")
        # a mutant that disagrees the same way under every environment is written once, as <mutant>@*
        by_mutant = collections.defaultdict(list)
        for c in out.cases:
            by_mutant[c["mutant"]].append(c)
        unlisted = {c["name"] for c in out.unlisted}
        written = set()
        for c in out.unlisted:
            if c["mutant"] in written:
                continue
            group = by_mutant[c["mutant"]]
            if all(x["name"] in unlisted and x["spvrt"] == c["spvrt"] for x in group) and len(group) > 1:
                written.add(c["mutant"])
                name = c["mutant"] + "@*"
            else:
                name = c["name"]
            f.write("%s | ? | spvrt: %s || spirv-val: %s\n"
                    % (name, c["spvrt_error"] or "valid", c["spirv-val_error"] or "valid"))
        for name in out.stale:
            f.write("# stale (no longer disagrees): %s\n" % name)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"), help="build directory holding spvrt")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--listing", help="the listing of known disagreements (default "
                    "tests/val/differential_disagreements.txt, or ..._newest.txt with --tools)")
    ap.add_argument("--write-unlisted", metavar="FILE", help="write the unlisted disagreements to FILE")
    ap.add_argument("--show", type=int, default=20, help="how many unlisted disagreements to print")
    ap.add_argument("--tools", metavar="DIR", help="take spirv-val and spirv-dis from DIR (e.g. a newer "
                    "SPIRV-Tools built from source) instead of PATH; the listing is then "
                    "tests/val/differential_disagreements_newest.txt")
    ap.add_argument("--modules", metavar="DIR", action="append", default=[],
                    help="also judge every DIR/*.spv and its mutants (e.g. glslang's Test/ compiled by "
                    "tests/external/glslang_corpus.py), named PREFIX/<file name less .spv>")
    ap.add_argument("--prefix", default="glslang", help="the source name prefix of --modules (default glslang)")
    ap.add_argument("--only-modules", action="store_true",
                    help="judge only the --modules folders, not the GLSL corpus and tests/val")
    args = ap.parse_args()
    if args.tools:
        os.environ["PATH"] = os.path.abspath(args.tools) + os.pathsep + os.environ.get("PATH", "")
    listing = args.listing or (LISTING_NEWEST if args.tools else LISTING)
    spvrt = os.path.join(os.path.abspath(args.build), "spvrt")
    with tempfile.TemporaryDirectory(prefix="spvrt-differential-") as work:
        out = run_differential(spvrt, work, jobs=args.jobs, listing=listing,
                               folders=[(os.path.abspath(d), args.prefix) for d in args.modules],
                               own=not args.only_modules)
    print(out.summary())
    for c in out.crashes:
        print("CRASH %s: %s" % (c["name"], c["spvrt_error"]))
    for c in out.missed:
        print("MISSED %s: spvrt accepts a mutant it must reject" % c["name"])
    for c in out.unlisted[:args.show]:
        print("UNLISTED %s: spvrt %s, spirv-val %s" % (c["name"], c["spvrt_error"] or "valid",
                                                       c["spirv-val_error"] or "valid"))
    for name in out.stale:
        print("STALE %s" % name)
    for line in out.bad_lines:
        print("MALFORMED %s" % line)
    if args.write_unlisted:
        write_unlisted(out, args.write_unlisted)
        print("wrote %d unlisted disagreements to %s" % (len(out.unlisted), args.write_unlisted))
    ok = not (out.unlisted or out.stale or out.crashes or out.missed or out.bad_lines) and out.mutants >= 1000
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
