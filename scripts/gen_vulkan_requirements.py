#!/usr/bin/env python3
"""Generate the C tables of the Vulkan device-profile requirements.

Input: data/vulkan_requirements.json (RULES.md D.1 / D.2 / D.5 as data,
written by scripts/extract_vulkan_requirements.py, plus the hand-written
"rule_features", "project_supplement" and "vkxml_supplement": the Vulkan
registry's rows that doc 003 predates, whose rows become table rows with
source "[VD] vk.xml"), and the SPIR-V grammar (the
installed core grammar and grammar/extensions.json) to turn capability names
(aliases included) into numbers and to find the SPIR-V extensions that
enable each listed capability.

Output: vulkan_requirements.h / vulkan_requirements.c (src/val/profile.h
declares nothing of its own: the header is the interface).  Standard library
only.
"""

import argparse
import json
import os
import re
import sys

KINDS = ["VERSION", "FEATURE", "PROPERTY", "SUBGROUP_OP", "EXTENSION"]


def grammar_builtins(paths):
    """BuiltIn name (and alias) -> value."""
    out = {}
    for path in paths:
        grammar = json.load(open(path, encoding="utf-8"))
        for kind in grammar.get("operand_kinds", []):
            if kind.get("kind") != "BuiltIn":
                continue
            for e in kind.get("enumerants", []):
                value = e["value"]
                value = int(value, 0) if isinstance(value, str) else value
                for name in [e["enumerant"]] + e.get("aliases", []):
                    out.setdefault(name, value)
    return out


def grammar_capabilities(paths):
    """name (and alias) -> (value, the SPIR-V extensions that enable it)."""
    out = {}
    for path in paths:
        grammar = json.load(open(path, encoding="utf-8"))
        for kind in grammar.get("operand_kinds", []):
            if kind.get("kind") != "Capability":
                continue
            for e in kind.get("enumerants", []):
                value = e["value"]
                value = int(value, 0) if isinstance(value, str) else value
                for name in [e["enumerant"]] + e.get("aliases", []):
                    out.setdefault(name, (value, e.get("extensions", [])))
    return out


def requirement(text, where):
    """(kind, version, struct, name) of one table entry."""
    m = re.fullmatch(r"VK_(?:API_)?VERSION_(\d+)_(\d+)", text)
    if m:
        return ("VERSION", (int(m.group(1)) << 16) | (int(m.group(2)) << 8), "", text)
    m = re.fullmatch(r"(VkPhysicalDevice\w+)::(\w+)", text)
    if m:
        kind = "PROPERTY" if "Properties" in m.group(1) else "FEATURE"
        return (kind, 0, m.group(1), m.group(2))
    if re.fullmatch(r"VK_SUBGROUP_FEATURE_\w+_BIT(_NV)?", text):
        return ("SUBGROUP_OP", 0, "VkPhysicalDeviceSubgroupProperties", text)
    if re.fullmatch(r"VK_[A-Za-z0-9]+_\w+", text):
        return ("EXTENSION", 0, "", text)
    raise SystemExit("%s: cannot read requirement '%s'" % (where, text))


def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", required=True)
    ap.add_argument("--grammar", action="append", required=True)
    ap.add_argument("--out-dir", required=True)
    args = ap.parse_args()
    data = json.load(open(args.data, encoding="utf-8"))
    caps = grammar_capabilities(args.grammar)

    requirements = []  # (kind, version, struct, name)
    req_index = {}

    def add_requirements(texts, where):
        first = len(requirements)
        for t in texts:
            r = requirement(t, where)
            requirements.append(r)
        return first, len(requirements) - first

    cap_rows = []  # (value, name, source, first, count)
    ext_rows = []  # (name, source, first, count)

    unknown_to_grammar = []  # vk.xml capabilities newer than the installed grammar: no module can name them

    def add_capability(name, texts, source):
        if name not in caps and source == "[VD] vk.xml":
            unknown_to_grammar.append(name)
            return
        if name not in caps:
            raise SystemExit("%s: capability '%s' is not in the SPIR-V grammar" % (source, name))
        first, count = add_requirements(texts, source)
        cap_rows.append((caps[name][0], name, source, first, count))

    for row in data["capabilities"]:
        add_capability(row["capability"], row["requires"], "Table 81 row %d" % row["row"])
    for row in data["extensions"]:
        first, count = add_requirements(row["requires"], "Table 82 row %d" % row["row"])
        ext_rows.append((row["extension"], "Table 82 row %d" % row["row"], first, count))
    vkxml = data.get("vkxml_supplement", {})
    for source_name, rows in (("RULES.md D.5", data["supplement"]),
                              ("project supplement", data.get("project_supplement", [])),
                              ("[VD] vk.xml", vkxml.get("rows", []))):
        for row in rows:
            if row["item"] == "capability":
                add_capability(row["name"], row["requires"], source_name)
            else:
                first, count = add_requirements(row["requires"], source_name)
                ext_rows.append((row["name"], source_name, first, count))
    # ENV-095: built-ins and their requirements (data/vulkan_builtins.json beside the --data file)
    builtin_rows = []  # (value, name, source, first, count)
    builtins_path = os.path.join(os.path.dirname(os.path.abspath(args.data)), "vulkan_builtins.json")
    if os.path.exists(builtins_path):
        builtin_values = grammar_builtins(args.grammar)
        for row in json.load(open(builtins_path, encoding="utf-8"))["builtins"]:
            if row["builtin"] not in builtin_values:
                raise SystemExit("%s: built-in '%s' is not in the SPIR-V grammar" % (builtins_path, row["builtin"]))
            first, count = add_requirements(row["requires"], row["source"])
            builtin_rows.append((builtin_values[row["builtin"]], row["builtin"], row["source"], first, count))
    # SPIR-V extensions that enable a listed capability (SPIR-V grammar): declaring one is how a module uses
    # the capability, so the list of Table 81 implies them (Table 82 lacks e.g. SPV_KHR_multiview)
    listed = set(r[0] for r in ext_rows)
    implied = {}
    for value, name, source, first, count in cap_rows:
        for ext in caps[name][1]:
            if ext not in listed:
                implied.setdefault(ext, name)

    # names --feature accepts: every feature / property of the tables and of the rules
    known = {}
    for kind, version, struct, name in requirements:
        if kind in ("FEATURE", "PROPERTY"):
            known.setdefault(name, (kind, struct))
        elif kind == "SUBGROUP_OP":
            known.setdefault(name, (kind, struct))
    for f in data.get("rule_features", []):
        known.setdefault(f["name"], (f["kind"].upper(), f["struct"]))

    os.makedirs(args.out_dir, exist_ok=True)
    h = []
    h.append("/* Generated by scripts/gen_vulkan_requirements.py from data/vulkan_requirements.json"
             " (RULES.md D.1, D.2, D.5; vk.xml supplement).  Do not edit. */")
    h.append("#ifndef SPVRT_VULKAN_REQUIREMENTS_H\n#define SPVRT_VULKAN_REQUIREMENTS_H\n\n#include <stdint.h>\n")
    h.append("typedef enum spvrt_vk_requirement_kind {")
    for k in KINDS:
        h.append("    SPVRT_VK_REQ_%s," % k)
    h.append("    SPVRT_VK_REQ_LIMIT\n} spvrt_vk_requirement_kind;\n")
    h.append("/* One entry of a \"Requires (any of)\" cell. */")
    h.append("typedef struct spvrt_vk_requirement {\n    uint8_t kind;          /* spvrt_vk_requirement_kind */\n"
             "    uint32_t version;      /* VERSION: (major << 16) | (minor << 8) */\n"
             "    const char *structure; /* FEATURE / PROPERTY: the Vulkan structure, else \"\" */\n"
             "    const char *name;      /* the member, the VK_ extension, the VK_SUBGROUP_FEATURE_ bit */\n"
             "} spvrt_vk_requirement;\n")
    h.append("typedef struct spvrt_vk_capability_row {\n    uint32_t capability; /* SPIR-V Capability value */\n"
             "    const char *name;\n    const char *source;  /* \"Table 81 row 14\", \"RULES.md D.5\" */\n"
             "    uint16_t first, count; /* into spvrt_vk_requirements */\n} spvrt_vk_capability_row;\n")
    h.append("typedef struct spvrt_vk_extension_row {\n    const char *extension; /* SPV_... */\n"
             "    const char *source;\n    uint16_t first, count;\n} spvrt_vk_extension_row;\n")
    h.append("/* ENV-095: a built-in and the requirements of which one must hold (data/vulkan_builtins.json). */")
    h.append("typedef struct spvrt_vk_builtin_row {\n    uint32_t builtin; /* SPIR-V BuiltIn value */\n"
             "    const char *name;\n    const char *source;\n    uint16_t first, count;\n} spvrt_vk_builtin_row;\n")
    h.append("/* A SPIR-V extension not in Table 82 that enables a capability of Table 81 (SPIR-V grammar). */")
    h.append("typedef struct spvrt_vk_implied_extension {\n    const char *extension;\n"
             "    const char *capability;\n} spvrt_vk_implied_extension;\n")
    h.append("typedef struct spvrt_vk_known_name {\n    const char *name;      /* member name */\n"
             "    uint8_t kind;          /* FEATURE, PROPERTY, SUBGROUP_OP or LIMIT */\n"
             "    const char *structure;\n} spvrt_vk_known_name;\n")
    h.append("extern const spvrt_vk_requirement spvrt_vk_requirements[%d];" % max(1, len(requirements)))
    h.append("/* sorted by capability value */")
    h.append("extern const spvrt_vk_capability_row spvrt_vk_capability_rows[%d];" % len(cap_rows))
    h.append("#define SPVRT_VK_CAPABILITY_ROW_COUNT %du" % len(cap_rows))
    h.append("/* sorted by extension name (strcmp) */")
    h.append("extern const spvrt_vk_extension_row spvrt_vk_extension_rows[%d];" % len(ext_rows))
    h.append("#define SPVRT_VK_EXTENSION_ROW_COUNT %du" % len(ext_rows))
    h.append("/* sorted by built-in value */")
    h.append("extern const spvrt_vk_builtin_row spvrt_vk_builtin_rows[%d];" % max(1, len(builtin_rows)))
    h.append("#define SPVRT_VK_BUILTIN_ROW_COUNT %du" % len(builtin_rows))
    h.append("extern const spvrt_vk_implied_extension spvrt_vk_implied_extensions[%d];" % max(1, len(implied)))
    h.append("#define SPVRT_VK_IMPLIED_EXTENSION_COUNT %du" % len(implied))
    h.append("/* sorted by name (strcmp) */")
    h.append("extern const spvrt_vk_known_name spvrt_vk_known_names[%d];" % len(known))
    h.append("#define SPVRT_VK_KNOWN_NAME_COUNT %du\n" % len(known))
    h.append("#endif")

    c = ["/* Generated by scripts/gen_vulkan_requirements.py from data/vulkan_requirements.json. Do not edit. */",
         '#include "vulkan_requirements.h"\n']
    if unknown_to_grammar:
        c.append("/* vk.xml supplement rows left out: the SPIR-V grammar has no capability %s. */\n"
                 % ", ".join(unknown_to_grammar))
    c.append("const spvrt_vk_requirement spvrt_vk_requirements[%d] = {" % max(1, len(requirements)))
    for kind, version, struct, name in requirements:
        c.append("    {SPVRT_VK_REQ_%s, 0x%x, %s, %s}," % (kind, version, c_string(struct), c_string(name)))
    if not requirements:
        c.append("    {0, 0, \"\", \"\"},")
    c.append("};\n")
    c.append("const spvrt_vk_capability_row spvrt_vk_capability_rows[%d] = {" % len(cap_rows))
    for value, name, source, first, count in sorted(cap_rows, key=lambda r: (r[0], r[2] != "RULES.md D.5", r[3])):
        c.append("    {%du, %s, %s, %d, %d}," % (value, c_string(name), c_string(source), first, count))
    c.append("};\n")
    c.append("const spvrt_vk_extension_row spvrt_vk_extension_rows[%d] = {" % len(ext_rows))
    for name, source, first, count in sorted(ext_rows, key=lambda r: (r[0].encode(), r[2])):
        c.append("    {%s, %s, %d, %d}," % (c_string(name), c_string(source), first, count))
    c.append("};\n")
    c.append("const spvrt_vk_builtin_row spvrt_vk_builtin_rows[%d] = {" % max(1, len(builtin_rows)))
    for value, name, source, first, count in sorted(builtin_rows):
        c.append("    {%du, %s, %s, %d, %d}," % (value, c_string(name), c_string(source), first, count))
    if not builtin_rows:
        c.append('    {0, "", "", 0, 0},')
    c.append("};\n")
    c.append("const spvrt_vk_implied_extension spvrt_vk_implied_extensions[%d] = {" % max(1, len(implied)))
    for ext in sorted(implied, key=lambda s: s.encode()):
        c.append("    {%s, %s}," % (c_string(ext), c_string(implied[ext])))
    if not implied:
        c.append('    {"", ""},')
    c.append("};\n")
    c.append("const spvrt_vk_known_name spvrt_vk_known_names[%d] = {" % len(known))
    for name in sorted(known, key=lambda s: s.encode()):
        kind, struct = known[name]
        c.append("    {%s, SPVRT_VK_REQ_%s, %s}," % (c_string(name), kind, c_string(struct)))
    c.append("};")
    for path, lines in (("vulkan_requirements.h", h), ("vulkan_requirements.c", c)):
        text = "\n".join(lines) + "\n"
        full = os.path.join(args.out_dir, path)
        if not os.path.exists(full) or open(full).read() != text:
            with open(full, "w") as f:
                f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
