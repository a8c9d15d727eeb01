#!/usr/bin/env python3
"""Generate spvrt's grammar tables from the Khronos machine-readable grammar.

Inputs:
  the installed core grammar (spirv.core.grammar.json, Debian spirv-headers),
  the installed extended-instruction-set grammars (extinst.*.grammar.json),
  grammar/extensions.json: the project's supplement written from the seed
      documents, in the same schema, holding only what the installed grammar
      lacks,
  grammar/registry_update.json: what the newest SPIR-V registry (named in
      the file) has that the installed grammar lacks or defines differently,
      written by grammar/diff_registry.py, in the registry's schema
      ("aliases"); merged after extensions.json,
  the installed SPIR-V registry (spir-v.xml): generator (tool) ids,
  grammar/friendly_names.json: the names spirv-dis gives BuiltIn variables.

Merge rules (fail loudly, naming both sides, on any inconsistency):
  * an instruction is matched by name, an enumerant by (kind, name);
  * a name present on both sides must carry the same number; the installed
    definition is kept (a newer spirv-headers that already has the
    extensions therefore still builds);
  * a new name with an existing number is an alias; lookups by number
    return, among aliases, the enumerant first in grammar order (installed
    before supplement) and the instruction first by name;
  * every operand kind named anywhere must be defined;
  * registry_update.json: every name of an entry (its own and its
    "aliases") must carry the number the installed grammar (or
    extensions.json) gives it; a name of the installed grammar takes the
    registry's definition (capabilities, extensions, operands, versions:
    the registry is newer), a name extensions.json added keeps that file's
    definition, a new name is added; the entry's own name is preferred:
    lookups by number return it (it is what the newest spirv-dis prints);
    new operand kinds and extended instruction sets are added whole.

Outputs: grammar_enums.h (operand kinds, opcode and enumerant constants) and
grammar_tables.c (the data declared in src/grammar/grammar.h).  Standard
library only.
"""

import argparse
import json
import xml.etree.ElementTree as ElementTree
import os
import re
import sys

# OpExtInstImport name of each extended-instruction-set grammar file, and
# whether the name is a prefix (versioned sets), as the newest SPIRV-Tools
# (47c74f48, source/ext_inst.cpp) recognises them.  Files the installed tree
# lacks come whole from grammar/registry_update.json.  NonSemantic.DebugPrintf
# and NonSemantic.DebugBreak are left out on purpose: SPIRV-Tools treats them
# as unknown non-semantic sets (instruction numbers, id operands), and so do
# we, so that our text matches spirv-dis.  NonSemantic.Shader.DebugInfo.100's
# newer superset (same numbering) answers every version, as there.
EXT_SETS = [
    ("extinst.glsl.std.450.grammar.json", "GLSL.std.450", False),
    ("extinst.opencl.std.100.grammar.json", "OpenCL.std", False),
    ("extinst.debuginfo.grammar.json", "DebugInfo", False),
    ("extinst.opencl.debuginfo.100.grammar.json", "OpenCL.DebugInfo.100", False),
    ("extinst.nonsemantic.shader.debuginfo.grammar.json", "NonSemantic.Shader.DebugInfo.", True),
    ("extinst.nonsemantic.graph.debuginfo.grammar.json", "NonSemantic.Graph.DebugInfo.", True),
    ("extinst.nonsemantic.clspvreflection.grammar.json", "NonSemantic.ClspvReflection.", True),
    ("extinst.nonsemantic.vkspreflection.grammar.json", "NonSemantic.VkspReflection.", True),
    ("extinst.spv-amd-gcn-shader.grammar.json", "SPV_AMD_gcn_shader", False),
    ("extinst.spv-amd-shader-ballot.grammar.json", "SPV_AMD_shader_ballot", False),
    ("extinst.spv-amd-shader-explicit-vertex-parameter.grammar.json",
     "SPV_AMD_shader_explicit_vertex_parameter", False),
    ("extinst.spv-amd-shader-trinary-minmax.grammar.json", "SPV_AMD_shader_trinary_minmax", False),
    ("extinst.tosa.001000.1.grammar.json", "TOSA.001000.1", False),
    ("extinst.arm.motion-engine.100.grammar.json", "Arm.MotionEngine.100", False),
    ("extinst.arm.experimental-ml-operations.grammar.json", "Arm.ExperimentalMLOperations.", True),
]
REQUIRED_EXT_SETS = {"GLSL.std.450"}

CATEGORIES = {"BitEnum": 0, "ValueEnum": 1, "Id": 2, "Literal": 3, "Composite": 4}

# Layout classes (SPIR-V 2.4 "Logical Layout of a Module"), derived from the
# grammar's "class" and, where vendor instructions are filed as "Reserved",
# from the naming convention of types and constants.
LAYOUT_CLASSES = ["OTHER", "MODE_SETTING", "EXTENSION", "DEBUG", "ANNOTATION", "TYPE", "CONSTANT"]


def layout_class(inst):
    klass, name = inst.get("class", ""), inst["opname"]
    if klass == "Mode-Setting":
        return LAYOUT_CLASSES.index("MODE_SETTING")
    if klass == "Extension":
        return LAYOUT_CLASSES.index("EXTENSION")
    if klass == "Debug":
        return LAYOUT_CLASSES.index("DEBUG")
    if klass == "Annotation":
        return LAYOUT_CLASSES.index("ANNOTATION")
    if klass == "Type-Declaration" or name.startswith("OpType"):
        return LAYOUT_CLASSES.index("TYPE")
    if klass == "Constant-Creation" or name.startswith("OpConstant") or name.startswith("OpSpecConstant"):
        return LAYOUT_CLASSES.index("CONSTANT")
    return LAYOUT_CLASSES.index("OTHER")
QUANTIFIERS = {None: 0, "?": 1, "*": 2}


class GrammarError(Exception):
    pass


def fail(message):
    raise GrammarError(message)


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        fail("%s: %s" % (path, e))


def parse_value(value, where):
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value, 0)
        except ValueError:
            pass
    fail("%s: value %r is not a number" % (where, value))


def parse_version(text, where):
    if text is None:
        return 0
    if text == "None":
        return 0xFFFFFFFF
    m = re.fullmatch(r"(\d+)\.(\d+)", text)
    if not m:
        fail("%s: bad version %r" % (where, text))
    return (int(m.group(1)) << 16) | (int(m.group(2)) << 8)


def c_ident(text):
    return re.sub(r"[^A-Za-z0-9_]", "_", text)


def load_generators(path):
    """Generator ids of the registry: <ids type="vendor"><id value= vendor= tool=/>."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as e:
        fail("%s: %s" % (path, e))
    generators = []
    for ids in root.iter("ids"):
        if ids.get("type") != "vendor":
            continue
        for i in ids.iter("id"):
            generators.append({"id": parse_value(i.get("value"), path), "vendor": i.get("vendor", ""),
                               "tool": i.get("tool", "")})
    if not generators:
        fail("%s: no generator ids found" % path)
    return generators


def merge(core, supplement, supplement_path, core_path):
    """Merge the supplement into core (both grammar dicts); return core."""
    by_name = {i["opname"]: i for i in core["instructions"]}
    for inst in supplement.get("instructions", []):
        name = inst["opname"]
        where = "%s: instruction %s" % (supplement_path, name)
        opcode = parse_value(inst.get("opcode"), where)
        if name in by_name:
            have = by_name[name]["opcode"]
            if have != opcode:
                fail("%s has opcode %d but %s defines %s as %d" % (where, opcode, core_path, name, have))
            continue  # the installed definition wins
        inst = dict(inst, _source=supplement_path)
        core["instructions"].append(inst)
        by_name[name] = inst

    kinds = {k["kind"]: k for k in core["operand_kinds"]}
    for kind in supplement.get("operand_kinds", []):
        name = kind["kind"]
        if name not in kinds:
            fail("%s: operand kind %s is not defined by %s" % (supplement_path, name, core_path))
        target = kinds[name]
        if kind.get("category", target["category"]) != target["category"]:
            fail("%s: operand kind %s is %s there but %s in %s" %
                 (supplement_path, name, kind.get("category"), target["category"], core_path))
        have = {e["enumerant"]: e for e in target.get("enumerants", [])}
        for e in kind.get("enumerants", []):
            where = "%s: %s %s" % (supplement_path, name, e["enumerant"])
            value = parse_value(e.get("value"), where)
            if e["enumerant"] in have:
                old = parse_value(have[e["enumerant"]]["value"], core_path)
                if old != value:
                    fail("%s has value %d but %s defines it as %d" % (where, value, core_path, old))
                continue
            target.setdefault("enumerants", []).append(dict(e, _source=supplement_path))
    return core


def merge_registry_entries(entries, update_entries, key, number_key, update_path, core_path, where):
    """Merge a newer registry's entries (each with "aliases") into entries
    (one dict per name, the installed schema), in place.

    Every name of an update entry must carry the installed number.  A name
    the installed grammar defines takes the registry's definition (the
    registry is newer); a name that grammar/extensions.json added keeps the
    supplement's definition (its decisions are documented there); a new name
    is added.  The entry's own name is marked preferred: it is the spelling
    the newest spirv-dis prints for the number."""
    index = {e[key]: i for i, e in enumerate(entries)}
    for u in update_entries:
        number = parse_value(u.get(number_key), "%s: %s %s" % (update_path, where, u[key]))
        names = [u[key]] + list(u.get("aliases", []))
        for n in names:
            if n in index:
                have = parse_value(entries[index[n]][number_key], core_path)
                if have != number:
                    fail("%s: %s %s has %s %d but %s defines it as %d" %
                         (update_path, where, n, number_key, number, entries[index[n]].get("_source", core_path),
                          have))
        definition = {k: v for k, v in u.items() if k not in (key, "aliases")}
        for n in names:
            if n in index:
                old = entries[index[n]]
                if "_source" not in old:  # installed: the registry's definition replaces it
                    entries[index[n]] = dict(definition, **{key: n, "_source": update_path})
            else:
                index[n] = len(entries)
                entries.append(dict(definition, **{key: n, "_source": update_path}))
            entries[index[n]]["_preferred"] = n == u[key]


def merge_registry(core, update, update_path, core_path):
    """Merge grammar/registry_update.json's changes to one grammar (core or
    an extended set) into it, in place."""
    merge_registry_entries(core["instructions"], update.get("instructions", []), "opname", "opcode", update_path,
                           core_path, "instruction")
    kinds = {k["kind"]: k for k in core.setdefault("operand_kinds", [])}
    for kind in update.get("operand_kinds", []):
        name = kind["kind"]
        if name not in kinds:
            target = {k: v for k, v in kind.items() if k != "enumerants"}
            if "enumerants" in kind:
                target["enumerants"] = []
            core["operand_kinds"].append(target)
            kinds[name] = target
        target = kinds[name]
        if kind.get("category", target["category"]) != target["category"]:
            fail("%s: operand kind %s is %s there but %s in %s" %
                 (update_path, name, kind.get("category"), target["category"], core_path))
        if "enumerants" in kind:
            merge_registry_entries(target.setdefault("enumerants", []), kind["enumerants"], "enumerant", "value",
                                   update_path, core_path, name)


class StringPool:
    def __init__(self):
        self.data = bytearray()
        self.offsets = {}

    def add(self, text):
        if text not in self.offsets:
            self.offsets[text] = len(self.data)
            self.data += text.encode("utf-8") + b"\0"
        return self.offsets[text]

    def c_literal(self):
        lines, line = [], ""
        for b in self.data:
            ch = '\\000' if b == 0 else ('\\"' if b == 34 else ('\\\\' if b == 92 else chr(b)))
            if not (32 <= b < 127 or b == 0):
                ch = "\\%03o" % b
            line += ch
            if b == 0 and len(line) > 90:
                lines.append('"%s"' % line)
                line = ""
        if line:
            lines.append('"%s"' % line)
        return "\n    ".join(lines) if lines else '""'


class Tables:
    def __init__(self):
        self.strings = StringPool()
        self.strings.add("")
        self.operands = []          # (kind index, quantifier, name offset)
        self.capability_lists = []  # capability values
        self.extension_lists = []   # string offsets
        self.cap_values = {}        # capability name -> value
        self.kind_index = {}        # kind name -> index

    def operand_list(self, operands, where):
        first = len(self.operands)
        for op in operands:
            kind = op.get("kind")
            if kind not in self.kind_index:
                fail("%s: unknown operand kind %r" % (where, kind))
            quant = op.get("quantifier")
            if quant not in QUANTIFIERS:
                fail("%s: unknown quantifier %r" % (where, quant))
            self.operands.append((self.kind_index[kind], QUANTIFIERS[quant], self.strings.add(op.get("name", ""))))
        if len(operands) > 255:
            fail("%s: too many operands" % where)
        return first, len(operands)

    def capability_list(self, caps, where):
        first = len(self.capability_lists)
        for cap in caps:
            if cap not in self.cap_values:
                fail("%s: unknown capability %r" % (where, cap))
            self.capability_lists.append(self.cap_values[cap])
        return first, len(caps)

    def extension_list(self, exts):
        first = len(self.extension_lists)
        for ext in exts:
            self.extension_lists.append(self.strings.add(ext))
        return first, len(exts)


def build(core, ext_grammars, generators, builtin_names):
    t = Tables()
    kinds = list(core["operand_kinds"])
    # Operand kinds that extended sets define get a set-qualified name.
    for tag, grammar in ext_grammars:
        for k in grammar.get("operand_kinds", []):
            kinds.append(dict(k, kind="%s.%s" % (tag, k["kind"]), _local=k["kind"]))
    for i, k in enumerate(kinds):
        if k["kind"] in t.kind_index:
            fail("operand kind %s defined twice" % k["kind"])
        if k["category"] not in CATEGORIES:
            fail("operand kind %s: unknown category %r" % (k["kind"], k["category"]))
        t.kind_index[k["kind"]] = i
    for k in kinds:
        if k["kind"] == "Capability":
            for e in k["enumerants"]:
                t.cap_values.setdefault(e["enumerant"], parse_value(e["value"], "Capability"))

    enumerants, by_name, bases, kind_rows = [], [], [], []
    for k in kinds:
        where = "operand kind %s" % k["kind"]
        local_index = dict(t.kind_index)
        if "_local" in k:  # set-local kinds may name their siblings unqualified
            prefix = k["kind"][: -len(k["_local"])]
            for other in kinds:
                if other["kind"].startswith(prefix):
                    local_index[other["kind"][len(prefix):]] = t.kind_index[other["kind"]]
        entries = []
        seen = {}
        for order, e in enumerate(k.get("enumerants", [])):
            ew = "%s %s" % (where, e["enumerant"])
            if e["enumerant"] in seen:
                fail("%s defined twice" % ew)
            seen[e["enumerant"]] = True
            entries.append((parse_value(e["value"], ew), order, e))
        # among aliases, the registry's preferred name first (what spirv-dis prints)
        entries.sort(key=lambda x: (x[0], not x[2].get("_preferred", False), x[1]))
        first = len(enumerants)
        saved_index = t.kind_index
        t.kind_index = local_index
        for value, _, e in entries:
            ew = "%s %s" % (where, e["enumerant"])
            if value > 0xFFFFFFFF or value < 0:
                fail("%s: value out of range" % ew)
            pf, pc = t.operand_list(e.get("parameters", []), ew)
            cf, cc = t.capability_list(e.get("capabilities", []), ew)
            xf, xc = t.extension_list(e.get("extensions", []))
            enumerants.append((t.strings.add(e["enumerant"]), value, pf, pc, cc, cf, xf, xc,
                               parse_version(e.get("version"), ew),
                               parse_version(e.get("lastVersion"), ew) if "lastVersion" in e else 0xFFFFFFFF))
        t.kind_index = saved_index
        names_sorted = sorted(range(len(entries)), key=lambda i: entries[i][2]["enumerant"])
        name_first = len(by_name)
        by_name.extend(names_sorted)
        base_first = len(bases)
        for b in k.get("bases", []):
            if b not in t.kind_index:
                fail("%s: unknown base kind %r" % (where, b))
            bases.append(t.kind_index[b])
        kind_rows.append((t.strings.add(k["kind"]), CATEGORIES[k["category"]], first, len(entries),
                          name_first, base_first, len(k.get("bases", []))))

    # Core instructions, sorted by opcode, then the registry's preferred name
    # first (the one the newest spirv-dis prints: OpGroupNonUniformPartitionEXT,
    # not ...NV), then by name.
    instructions = []
    core_insts = sorted(enumerate(core["instructions"]),
                        key=lambda x: (parse_value(x[1]["opcode"], "opcode"), not x[1].get("_preferred", False),
                                       x[1]["opname"]))
    names = set()
    for _, inst in core_insts:
        if inst["opname"] in names:
            fail("instruction %s defined twice" % inst["opname"])
        names.add(inst["opname"])
    inst_rows = [instruction_row(t, inst) for _, inst in core_insts]
    inst_by_name = sorted(range(len(inst_rows)), key=lambda i: core_insts[i][1]["opname"])
    instructions.extend(inst_rows)
    core_count = len(instructions)

    ext_rows = []
    for tag, grammar in ext_grammars:
        import_name, is_prefix = grammar["_import"]
        local_index = dict(t.kind_index)
        for k in grammar.get("operand_kinds", []):
            local_index[k["kind"]] = t.kind_index["%s.%s" % (tag, k["kind"])]
        saved = t.kind_index
        t.kind_index = local_index
        insts = sorted(grammar["instructions"], key=lambda i: (parse_value(i["opcode"], import_name),
                                                               not i.get("_preferred", False), i["opname"]))
        first = len(instructions)
        for inst in insts:
            instructions.append(instruction_row(t, inst, where=import_name))
        t.kind_index = saved
        name_first = len(inst_by_name)
        inst_by_name.extend(first + i for i in sorted(range(len(insts)), key=lambda i: insts[i]["opname"]))
        ext_rows.append((t.strings.add(import_name), int(is_prefix), first, len(insts), name_first))

    gen_rows = []
    for g in sorted(generators, key=lambda g: g["id"]):
        gen_rows.append((g["id"], t.strings.add(g.get("vendor", "")), t.strings.add(g["tool"])))

    builtins = {}
    for k in core["operand_kinds"]:
        if k["kind"] == "BuiltIn":
            builtins = {e["enumerant"]: parse_value(e["value"], "BuiltIn") for e in k["enumerants"]}
    builtin_rows = {}
    for name, friendly in builtin_names.items():
        if name not in builtins:
            fail("friendly_names.json: %s is not a BuiltIn enumerant" % name)
        value = builtins[name]
        if value in builtin_rows and t.strings.data[builtin_rows[value][1]:].split(b"\0")[0].decode() != friendly:
            fail("friendly_names.json: aliases of BuiltIn %d have different names" % value)
        builtin_rows[value] = (value, t.strings.add(friendly))
    builtin_rows = [builtin_rows[v] for v in sorted(builtin_rows)]

    return (t, kinds, kind_rows, enumerants, by_name, bases, instructions, core_count, inst_by_name, ext_rows, gen_rows,
            builtin_rows)


def instruction_row(t, inst, where="core"):
    name = inst["opname"]
    w = "%s instruction %s" % (where, name)
    operands = inst.get("operands", [])
    pf, pc = t.operand_list(operands, w)
    kinds = [o["kind"] for o in operands]
    has_type = int(len(kinds) > 0 and kinds[0] == "IdResultType")
    has_result = int("IdResult" in kinds[:2])
    if "IdResultType" in kinds[1:] or "IdResult" in kinds[2:] or (has_type and not has_result):
        fail("%s: result operands out of place" % w)
    cf, cc = t.capability_list(inst.get("capabilities", []), w)
    xf, xc = t.extension_list(inst.get("extensions", []))
    return (t.strings.add(name), parse_value(inst["opcode"], w), pf, pc, has_type, has_result, layout_class(inst), cc, cf,
            xf, xc,
            parse_version(inst.get("version"), w),
            parse_version(inst.get("lastVersion"), w) if "lastVersion" in inst else 0xFFFFFFFF)


def write_enums(path, kinds, core, ext_grammars, opcode_limit):
    out = ["/* Generated by grammar/gen_tables.py from the Khronos grammar and",
           " * grammar/extensions.json.  Do not edit. */",
           "#ifndef SPVRT_GRAMMAR_ENUMS_H", "#define SPVRT_GRAMMAR_ENUMS_H", "",
           "typedef enum spvrt_operand_kind {"]
    for i, k in enumerate(kinds):
        out.append("    SPVRT_KIND_%s = %d," % (c_ident(k["kind"]), i))
    out += ["    SPVRT_KIND_COUNT = %d" % len(kinds), "} spvrt_operand_kind;", "",
            "typedef enum spvrt_layout_class {"] + ["    SPVRT_LAYOUT_%s = %d," % (c, i) for i, c in enumerate(LAYOUT_CLASSES)] + [
            "} spvrt_layout_class;", "",
            "#define SPVRT_OPCODE_LIMIT %d" % opcode_limit, ""]
    out.append("enum spvrt_opcode {")
    seen = set()
    for inst in core["instructions"]:
        if inst["opname"] not in seen:
            seen.add(inst["opname"])
            out.append("    SPVRT_%s = %d," % (inst["opname"], parse_value(inst["opcode"], "opcode")))
    out += ["};", ""]
    for k in core["operand_kinds"]:
        if k["category"] not in ("BitEnum", "ValueEnum"):
            continue
        out.append("enum spvrt_%s {" % k["kind"])
        for e in k.get("enumerants", []):
            out.append("    SPVRT_%s_%s = 0x%x," % (k["kind"], c_ident(e["enumerant"]), parse_value(e["value"], k["kind"])))
        out += ["};", ""]
    for tag, grammar in ext_grammars:
        out.append("enum spvrt_ext_%s {" % tag)
        for inst in grammar["instructions"]:
            out.append("    SPVRT_%s_%s = %d," % (tag, c_ident(inst["opname"]), parse_value(inst["opcode"], tag)))
        out += ["};", ""]
    out += ["#endif", ""]
    write_if_changed(path, "\n".join(out))


def write_tables(path, built):
    (t, kinds, kind_rows, enumerants, by_name, bases, instructions, core_count, inst_by_name, ext_rows,
     gen_rows, builtin_rows) = built
    limit = max(r[1] for r in instructions[:core_count]) + 1
    index = [0] * limit
    for i in range(core_count - 1, -1, -1):  # first in grammar order wins
        index[instructions[i][1]] = i + 1
    for name, rows in (("instructions", instructions), ("enumerants", enumerants)):
        if len(rows) > 65535:
            fail("too many %s for 16-bit indices" % name)
    if len(t.operands) > 65535 or len(t.capability_lists) > 65535 or len(t.extension_lists) > 65535:
        fail("tables too large for 16-bit indices")

    def rows(items, fmt):
        return "\n".join("    {" + fmt % r + "}," for r in items)

    def nums(items, per=16):
        items = list(items)
        return "\n".join("    " + ", ".join(str(x) for x in items[i:i + per]) + ","
                         for i in range(0, len(items), per)) or "    0,"

    out = ["/* Generated by grammar/gen_tables.py from the Khronos grammar and",
           " * grammar/extensions.json.  Do not edit. */",
           '#include "grammar.h"', "",
           "const char spvrt_grammar_strings[] =\n    %s;" % t.strings.c_literal(), "",
           "const spvrt_kind_info spvrt_grammar_kinds[SPVRT_KIND_COUNT] = {",
           rows(kind_rows, "%d, %d, %d, %d, %d, %d, %d"), "};", "",
           "const spvrt_enumerant_info spvrt_grammar_enumerants[] = {",
           rows(enumerants, "%d, %du, %d, %d, %d, %d, %d, %d, %du, %du") or "    {0},", "};", "",
           "const uint16_t spvrt_grammar_enumerants_by_name[] = {", nums(by_name), "};", "",
           "const uint16_t spvrt_grammar_composite_bases[] = {", nums(bases), "};", "",
           "const spvrt_instruction_info spvrt_grammar_instructions[] = {",
           rows(instructions, "%d, %du, %d, %d, %d, %d, %d, %d, %d, %d, %d, %du, %du"), "};", "",
           "const uint16_t spvrt_grammar_core_instruction_count = %d;" % core_count, "",
           "const uint16_t spvrt_grammar_instructions_by_name[] = {", nums(inst_by_name), "};", "",
           "const spvrt_operand_info spvrt_grammar_operands[] = {",
           rows(t.operands, "%d, %d, %d"), "};", "",
           "const uint16_t spvrt_grammar_capability_lists[] = {", nums(t.capability_lists), "};", "",
           "const uint32_t spvrt_grammar_extension_lists[] = {", nums(t.extension_lists), "};", "",
           "const spvrt_ext_inst_set_info spvrt_grammar_ext_sets[] = {",
           rows(ext_rows, "%d, %d, %d, %d, %d"), "};",
           "const uint16_t spvrt_grammar_ext_set_count = %d;" % len(ext_rows), "",
           "const uint16_t spvrt_grammar_opcode_index[SPVRT_OPCODE_LIMIT] = {", nums(index, 24), "};", "",
           "const spvrt_generator_info spvrt_grammar_generators[] = {",
           rows(gen_rows, "%d, %d, %d") or "    {0, 0, 0},", "};",
           "const uint16_t spvrt_grammar_generator_count = %d;" % len(gen_rows), "",
           "const spvrt_builtin_name spvrt_grammar_builtin_names[] = {",
           rows(builtin_rows, "%du, %d") or "    {0, 0},", "};",
           "const uint16_t spvrt_grammar_builtin_name_count = %d;" % len(builtin_rows), ""]
    write_if_changed(path, "\n".join(out))
    return limit


def write_if_changed(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--grammar-dir", default="/usr/include/spirv/unified1")
    ap.add_argument("--extensions", required=True)
    ap.add_argument("--registry-update", help="grammar/registry_update.json (grammar/diff_registry.py's output)")
    ap.add_argument("--registry", help="spir-v.xml (default: GRAMMAR_DIR/../spir-v.xml)")
    ap.add_argument("--friendly-names", required=True)
    ap.add_argument("--out-dir", required=True)
    args = ap.parse_args()
    try:
        core_path = os.path.join(args.grammar_dir, "spirv.core.grammar.json")
        core = load(core_path)
        merge(core, load(args.extensions), args.extensions, core_path)
        update = load(args.registry_update) if args.registry_update else {}
        merge_registry(core, update, args.registry_update, core_path)
        set_updates = {u["file"]: u for u in update.get("extended_instruction_sets", [])}
        ext_grammars = []
        for file_name, import_name, is_prefix in EXT_SETS:
            path = os.path.join(args.grammar_dir, file_name)
            set_update = set_updates.get(file_name)
            if os.path.exists(path):
                g = load(path)
                if set_update:
                    merge_registry(g, set_update, "%s (%s)" % (args.registry_update, file_name), path)
            elif set_update and set_update.get("whole"):
                g = {"instructions": [], "operand_kinds": []}
                merge_registry(g, set_update, "%s (%s)" % (args.registry_update, file_name), path)
            else:
                if import_name in REQUIRED_EXT_SETS:
                    fail("%s: missing (install spirv-headers)" % path)
                continue
            g["_import"] = (import_name, is_prefix)
            ext_grammars.append((c_ident(import_name.rstrip(".")), g))
        generators = load_generators(args.registry or os.path.join(args.grammar_dir, "..", "spir-v.xml"))
        renamed = {g["id"]: g for g in update.get("generators", [])}  # the newer registry's names win
        generators = [renamed.pop(g["id"], g) for g in generators] + list(renamed.values())
        builtin_names = load(args.friendly_names).get("builtin_names", {})
        built = build(core, ext_grammars, generators, builtin_names)
        os.makedirs(args.out_dir, exist_ok=True)
        limit = write_tables(os.path.join(args.out_dir, "grammar_tables.c"), built)
        write_enums(os.path.join(args.out_dir, "grammar_enums.h"), built[1], core, ext_grammars, limit)
    except GrammarError as e:
        print("gen_tables.py: error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
