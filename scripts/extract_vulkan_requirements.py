#!/usr/bin/env python3
"""Extract the Vulkan device-profile tables of RULES.md (section D) as data.

RULES.md D.1 (Table 81: capability -> Vulkan feature / extension / property /
core version, 119 rows), D.2 (Table 82: SPIR-V extension -> Vulkan extension
or core version, 50 rows) and D.5 (the [VD] rows doc 003 lacks for docs
000/002/004) become data/vulkan_requirements.json, which
scripts/gen_vulkan_requirements.py turns into C tables at build time.
With --vkxml, the rows of the Vulkan registry (vk.xml <spirvcapabilities>,
<spirvextensions>) that D.1/D.2/D.5 and the project supplement lack become
the 'vkxml_supplement' list (see vkxml_supplement() below); without it that
list is kept as it is.  The hand-written lists (project_supplement,
rule_features) are always kept as they are.

  extract_vulkan_requirements.py RULES.md            print the JSON
  extract_vulkan_requirements.py RULES.md -o FILE    write it (keeping FILE's
                                                     hand-written lists)
  extract_vulkan_requirements.py RULES.md --check FILE
                                                     exit 1 if FILE's extracted
                                                     part differs from RULES.md
  ... --vkxml vk.xml --vkxml-revision TEXT --grammar G.json [--grammar ...]
                                                     also (re)extract or check
                                                     'vkxml_supplement' from
                                                     that vk.xml; the grammars
                                                     give the capability
                                                     aliases (the installed core
                                                     grammar, then
                                                     grammar/extensions.json)

Standard library only.
"""

import argparse
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_vulkan_requirements  # noqa: E402  (the grammar reader both scripts use)

EXTRACTED_KEYS = ("capabilities", "extensions", "supplement")
HAND_WRITTEN_KEYS = ("project_supplement", "vkxml_supplement", "rule_features")  # vkxml_supplement: unless --vkxml


def section(text, heading):
    """The lines of the markdown section whose heading starts with heading."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("### " + heading):
            out = []
            for rest in lines[i + 1:]:
                if rest.startswith("## ") or rest.startswith("### "):
                    break
                out.append(rest)
            return out
    raise SystemExit("RULES.md has no section '%s'" % heading)


def table_rows(lines):
    """The cells of each body row of the first markdown table in lines."""
    rows = []
    for line in lines:
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if all(re.fullmatch(r":?-+:?", c) for c in cells):
            continue
        rows.append(cells)
    return rows[1:]  # without the heading row


def requirements(cell):
    """The entries of a "Requires (any of)" cell of D.1 / D.2."""
    return [part.strip() for part in cell.split(";") if part.strip()]


def supplement_requirements(text):
    """The requirements a D.5 cell names: Vk...::member features, VK_ extensions (not those in parentheses,
    which only say which extension provides a feature structure), VK_API_VERSION_x_y."""
    outside = re.sub(r"\([^)]*\)", "", text)
    found = re.findall(r"\bVkPhysicalDevice\w+::\w+|\bVK_\w+", outside)
    return list(dict.fromkeys(found))


def extract(rules_md):
    text = open(rules_md, encoding="utf-8").read()
    capabilities = []
    for cells in table_rows(section(text, "D.1 ")):
        capabilities.append({"row": int(cells[0]), "capability": cells[1], "requires": requirements(cells[2])})
    extensions = []
    for cells in table_rows(section(text, "D.2 ")):
        extensions.append({"row": int(cells[0]), "extension": cells[1], "requires": requirements(cells[2])})
    supplement = []
    for cells in table_rows(section(text, "D.5 ")):
        m = re.match(r"(Capability|OpExtension) (.*)", cells[0])
        if not m:
            raise SystemExit("RULES.md D.5: unexpected item '%s'" % cells[0])
        for name in m.group(2).split("/"):
            supplement.append({"item": "capability" if m.group(1) == "Capability" else "extension",
                               "name": name.strip(), "requires": supplement_requirements(cells[1]),
                               "text": cells[1]})
    return {"capabilities": capabilities, "extensions": extensions, "supplement": supplement}


VKXML_WHY = ("Doc 003 (D.1 Table 81, D.2 Table 82) is a Vulkan 1.2-era appendix; taken as closed lists they reject "
             "capabilities and SPIR-V extensions later Vulkan versions allow and compilers emit (MeshShadingEXT, "
             "RayCullMaskKHR, SPV_KHR_subgroup_uniform_control_flow, SPV_KHR_compute_shader_derivatives, ...). "
             "RULES.md D.5 merges [VD] rows for the seed documents' items for the same reason; these are the rest "
             "of the registry's <spirvcapabilities> and <spirvextensions> rows, written by "
             "scripts/extract_vulkan_requirements.py --vkxml (entries in D.1/D.2's form: <enable version> as "
             "VK_API_VERSION_x_y, <enable struct feature> and <enable property member> as Struct::member, a "
             "subgroupSupportedOperations <enable property value> as its VK_SUBGROUP_FEATURE_ bit, <enable "
             "extension> as the VK_ name; an enable's 'requires' attribute, which only says what provides the "
             "structure, is dropped as in D.1). Rows without 'extends' are items D.1/D.2/D.5 and "
             "'project_supplement' lack; rows with 'extends' add the registry's further alternatives to a row they "
             "list (any of, merged like D.5's RayTraversalPrimitiveCullingKHR row). Capabilities the SPIR-V "
             "grammar does not know yet are kept here and left out of the C tables by "
             "scripts/gen_vulkan_requirements.py.")


def vkxml_enable(enable, where):
    """One <enable> element of vk.xml in the tables' form (see VKXML_WHY)."""
    a = enable.attrib
    if "version" in a:
        m = re.fullmatch(r"VK_VERSION_(\d+)_(\d+)", a["version"])
        if not m:
            raise SystemExit("%s: cannot read <enable version=\"%s\">" % (where, a["version"]))
        return "VK_API_VERSION_%s_%s" % (m.group(1), m.group(2))
    if "extension" in a:
        return a["extension"]
    if "struct" in a and "feature" in a:
        return "%s::%s" % (a["struct"], a["feature"])
    if "property" in a and "member" in a:
        if a["member"] == "subgroupSupportedOperations":
            return a["value"]
        if a.get("value") != "VK_TRUE":
            raise SystemExit("%s: cannot read <enable property> with value '%s'" % (where, a.get("value")))
        return "%s::%s" % (a["property"], a["member"])
    raise SystemExit("%s: cannot read <enable %s>" % (where, " ".join(sorted(a))))


def vkxml_items(vkxml):
    """[(item, name, [requirement, ...])] of <spirvcapabilities> and <spirvextensions>, in the registry's order."""
    root = ET.parse(vkxml).getroot()
    out = []
    for group, tag, item in (("spirvcapabilities", "spirvcapability", "capability"),
                             ("spirvextensions", "spirvextension", "extension")):
        for parent in root.iter(group):
            for element in parent.findall(tag):
                name = element.get("name")
                reqs = [vkxml_enable(e, "%s %s" % (vkxml, name)) for e in element.findall("enable")]
                out.append((item, name, list(dict.fromkeys(reqs))))
    return out


def capability_aliases(grammar_paths):
    """Capability name (and alias) -> the grammar's value, from the grammars in order (the first wins)."""
    return {name: value for name, (value, _) in gen_vulkan_requirements.grammar_capabilities(grammar_paths).items()}


def vkxml_supplement(vkxml, revision, grammar_paths, data, project_supplement):
    """The 'vkxml_supplement' list: for each vk.xml item, a row when D.1/D.2/D.5/the project supplement lack it,
    or a row with 'extends' holding the registry's alternatives the listed rows lack."""
    values = capability_aliases(grammar_paths)

    def key(item, name):
        if item == "capability" and name in values:
            return ("capability", values[name])
        return (item, name)

    listed = {}  # key -> [(source, set of requirements)]
    for row in data["capabilities"]:
        listed.setdefault(key("capability", row["capability"]), []).append(
            ("Table 81 row %d" % row["row"], row["requires"]))
    for row in data["extensions"]:
        listed.setdefault(key("extension", row["extension"]), []).append(
            ("Table 82 row %d" % row["row"], row["requires"]))
    for source, rows in (("RULES.md D.5", data["supplement"]), ("project supplement", project_supplement)):
        for row in rows:
            listed.setdefault(key(row["item"], row["name"]), []).append((source, row["requires"]))
    rows = []
    for item, name, reqs in vkxml_items(vkxml):
        have = listed.get(key(item, name))
        if not have:
            rows.append({"item": item, "name": name, "requires": reqs})
            continue
        known = set(r for _, requires in have for r in requires)
        missing = [r for r in reqs if r not in known]
        if missing:
            rows.append({"item": item, "name": name, "requires": missing, "extends": have[0][0]})
    return {"source": "[VD] vk.xml, " + revision, "why": VKXML_WHY, "rows": rows}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rules_md")
    ap.add_argument("-o", "--output")
    ap.add_argument("--check")
    ap.add_argument("--vkxml", help="the Vulkan registry (xml/vk.xml of Vulkan-Docs) to extract vkxml_supplement from")
    ap.add_argument("--vkxml-revision", help="which registry it is, e.g. 'Vulkan-Docs commit ..., Vulkan 1.4.360'")
    ap.add_argument("--grammar", action="append", default=[], help="SPIR-V grammar JSON for capability aliases")
    args = ap.parse_args()
    if args.vkxml and not (args.vkxml_revision and args.grammar):
        ap.error("--vkxml needs --vkxml-revision and --grammar")
    data = extract(args.rules_md)
    existing_path = args.check or args.output
    try:
        existing = json.load(open(existing_path, encoding="utf-8")) if existing_path else {}
    except FileNotFoundError:
        existing = {}
    keys = EXTRACTED_KEYS
    if args.vkxml:
        data["vkxml_supplement"] = vkxml_supplement(args.vkxml, args.vkxml_revision, args.grammar, data,
                                                    existing.get("project_supplement", []))
        keys = EXTRACTED_KEYS + ("vkxml_supplement",)
    if args.check:
        have = existing
        bad = [k for k in keys if have.get(k) != data[k]]
        for k in bad:
            print("%s: '%s' differs from %s" % (args.check, k, args.vkxml if k == "vkxml_supplement" else args.rules_md),
              file=sys.stderr)
        return 1 if bad else 0
    out = {"comment": "RULES.md section D (D.1 Table 81, D.2 Table 82, D.5 supplement) as data, written by "
                      "scripts/extract_vulkan_requirements.py; do not edit those three lists by hand. "
                      "'vkxml_supplement', the rows of the Vulkan registry (vk.xml <spirvcapabilities>, "
                      "<spirvextensions>) that D.1/D.2/D.5 lack, is written by the same script with --vkxml; "
                      "its 'source' names the registry revision. "
                      "Hand-written: 'project_supplement', rows RULES.md D.5 lacks although a seed document needs "
                      "them ([VD] vk.xml), and 'rule_features', the "
                      "features, properties and limits the runtime rules (ENV runtime:feature / runtime:limit, "
                      "AMDX) name beyond the tables."}
    for key in HAND_WRITTEN_KEYS:
        out[key] = existing.get(key, [])
    out.update(data)
    text = json.dumps(out, indent=1) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
