#!/usr/bin/env python3
"""Extract the Vulkan device-profile tables of RULES.md (section D) as data.

RULES.md D.1 (Table 81: capability -> Vulkan feature / extension / property /
core version, 119 rows), D.2 (Table 82: SPIR-V extension -> Vulkan extension
or core version, 50 rows) and D.5 (the [VD] rows doc 003 lacks for docs
000/002/004) become data/vulkan_requirements.json, which
scripts/gen_vulkan_requirements.py turns into C tables at build time.
The file's hand-written lists (project_supplement, vkxml_supplement: the
Vulkan registry's rows doc 003 predates, rule_features) are kept as they
are; --check compares only the three extracted lists.

  extract_vulkan_requirements.py RULES.md            print the JSON
  extract_vulkan_requirements.py RULES.md -o FILE    write it (keeping FILE's
                                                     hand-written lists)
  extract_vulkan_requirements.py RULES.md --check FILE
                                                     exit 1 if FILE's extracted
                                                     part differs from RULES.md

Standard library only.
"""

import argparse
import json
import re
import sys

EXTRACTED_KEYS = ("capabilities", "extensions", "supplement")
HAND_WRITTEN_KEYS = ("project_supplement", "vkxml_supplement", "rule_features")


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


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rules_md")
    ap.add_argument("-o", "--output")
    ap.add_argument("--check")
    args = ap.parse_args()
    data = extract(args.rules_md)
    if args.check:
        have = json.load(open(args.check, encoding="utf-8"))
        bad = [k for k in EXTRACTED_KEYS if have.get(k) != data[k]]
        for k in bad:
            print("%s: '%s' differs from %s" % (args.check, k, args.rules_md), file=sys.stderr)
        return 1 if bad else 0
    out = {"comment": "RULES.md section D (D.1 Table 81, D.2 Table 82, D.5 supplement) as data, written by "
                      "scripts/extract_vulkan_requirements.py; do not edit those three lists by hand. "
                      "Hand-written: 'project_supplement', rows RULES.md D.5 lacks although a seed document needs "
                      "them ([VD] vk.xml), 'vkxml_supplement', the rows of the Vulkan registry (vk.xml "
                      "<spirvcapabilities>, <spirvextensions>) that D.1/D.2/D.5 lack, and 'rule_features', the "
                      "features, properties and limits the runtime rules (ENV runtime:feature / runtime:limit, "
                      "AMDX) name beyond the tables."}
    if args.output:
        try:
            old = json.load(open(args.output, encoding="utf-8"))
        except FileNotFoundError:
            old = {}
        for key in HAND_WRITTEN_KEYS:
            out[key] = old.get(key, [])
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
