#!/usr/bin/env python3
"""Write grammar/registry_update.json: what a newer SPIR-V registry has that
the installed (Debian) grammar lacks or defines differently.

Usage:
  grammar/diff_registry.py --newest DIR --installed /usr/include/spirv/unified1 \
      --revision 'SPIRV-Headers 0d25db97' --out grammar/registry_update.json

DIR is a SPIRV-Headers checkout's include/spirv/unified1.  The output holds,
in the grammar's own schema (entries copied as the newer registry writes
them, "aliases" included):
  * every core instruction and every enumerant whose definition differs from
    the installed one (operand kinds, quantifiers, capabilities, extensions,
    versions, class, aliases) or that the installed grammar lacks;
  * every operand kind the installed grammar lacks, whole;
  * for each extended-instruction-set grammar: its new or changed
    instructions and operand kinds, or the whole file where the installed
    tree lacks it;
  * the generator (tool) ids of spir-v.xml that are new or renamed.
Differences that mean nothing are ignored: quotes around operand names,
numbers written as strings, a missing "version" (1.0).

The numbers and names are facts of the registry; gen_tables.py merges this
file after grammar/extensions.json and fails on any name whose number
differs from the installed grammar's.  Run once per registry update; the
output is committed.  Standard library only.
"""

import argparse
import json
import os
import sys
import xml.etree.ElementTree as ElementTree


def number(value):
    return value if isinstance(value, int) else int(value, 0)


def normalized(entry):
    """A comparable form of an instruction or enumerant definition."""
    out = {}
    for key, value in entry.items():
        if key in ("operands", "parameters"):
            out[key] = [(o["kind"], o.get("quantifier")) for o in value]
        elif key in ("opcode", "value"):
            out[key] = number(value)
        elif key in ("capabilities", "extensions", "aliases"):
            if value:
                out[key] = list(value)
        elif key == "version":
            if value not in (None, "1.0"):
                out[key] = value
        elif key in ("opname", "enumerant", "provisional"):
            pass
        else:
            out[key] = value
    return out


def names_of(entry, key):
    return [entry[key]] + list(entry.get("aliases", []))


def diff_entries(newest, installed, key, where, problems):
    """Entries of newest (list) that installed (list) lacks or defines differently."""
    have = {e[key]: e for e in installed}
    changed = []
    seen = set()
    for e in newest:
        names = names_of(e, key)
        seen.update(names)
        old = next((have[n] for n in names if n in have), None)
        for n in names:
            if n in have and number(have[n]["opcode" if key == "opname" else "value"]) != \
                    number(e["opcode" if key == "opname" else "value"]):
                problems.append("%s %s: number differs between the grammars" % (where, n))
        if old is None or normalized(old) != normalized(e) or old[key] != e[key]:
            changed.append(e)
    gone = sorted(n for n in have if n not in seen)
    return changed, gone


def diff_grammar(newest, installed, where, problems, notes):
    out = {}
    insts, gone = diff_entries(newest.get("instructions", []), installed.get("instructions", []), "opname",
                               where, problems)
    if gone:
        notes.append("%s: instructions the newer registry no longer lists (kept): %s" % (where, ", ".join(gone)))
    if insts:
        out["instructions"] = insts
    kinds = []
    installed_kinds = {k["kind"]: k for k in installed.get("operand_kinds", [])}
    for k in newest.get("operand_kinds", []):
        old = installed_kinds.get(k["kind"])
        if old is None:
            kinds.append({key: value for key, value in k.items() if key != "doc"})
            continue
        if old["category"] != k["category"]:
            problems.append("%s operand kind %s: category differs" % (where, k["kind"]))
        if k.get("bases", []) != old.get("bases", []):
            problems.append("%s operand kind %s: bases differ" % (where, k["kind"]))
        if "enumerants" not in k:
            continue
        enums, gone = diff_entries(k["enumerants"], old.get("enumerants", []), "enumerant",
                                   "%s %s" % (where, k["kind"]), problems)
        if gone:
            notes.append("%s %s: enumerants the newer registry no longer lists (kept): %s" %
                         (where, k["kind"], ", ".join(gone)))
        if enums:
            kinds.append({"category": k["category"], "kind": k["kind"], "enumerants": enums})
    if kinds:
        out["operand_kinds"] = kinds
    return out


def generators(path):
    """Generator ids of a registry (spir-v.xml): {id: (vendor, tool)}."""
    out = {}
    for ids in ElementTree.parse(path).getroot().iter("ids"):
        if ids.get("type") == "vendor":
            for i in ids.iter("id"):
                out[int(i.get("value"), 0)] = (i.get("vendor", ""), i.get("tool", ""))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--newest", required=True, help="the newer registry's include/spirv/unified1")
    ap.add_argument("--installed", default="/usr/include/spirv/unified1")
    ap.add_argument("--revision", required=True, help="how to name the newer registry, e.g. 'SPIRV-Headers 0d25db97'")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    def load(path):
        with open(path, encoding="utf-8") as f:
            return json.load(f)

    problems, notes = [], []
    core_name = "spirv.core.grammar.json"
    newest = load(os.path.join(args.newest, core_name))
    installed = load(os.path.join(args.installed, core_name))
    doc = {
        "comment": [
            "Generated by grammar/diff_registry.py: the SPIR-V registry %s (unified grammar %d.%d revision %d) "
            "minus the installed Debian grammar (spirv-headers, unified grammar %d.%d revision %d). Do not edit; "
            "rerun the script for a newer registry." % (args.revision, newest["major_version"],
                                                        newest["minor_version"], newest["revision"],
                                                        installed["major_version"], installed["minor_version"],
                                                        installed["revision"]),
            "Entries are the registry's own: the name in \"opname\"/\"enumerant\" is the preferred spelling, the one "
            "the newest spirv-dis prints; \"aliases\" are further names of the same number.",
        ],
        "registry": args.revision,
    }
    doc.update(diff_grammar(newest, installed, "core", problems, notes))
    ext_sets = []
    for name in sorted(os.listdir(args.newest)):
        if not (name.startswith("extinst.") and name.endswith(".grammar.json")):
            continue
        new_set = load(os.path.join(args.newest, name))
        old_path = os.path.join(args.installed, name)
        if not os.path.exists(old_path):
            entry = {"file": name, "whole": True}
            entry.update({k: v for k, v in new_set.items() if k in ("version", "revision", "instructions",
                                                                    "operand_kinds")})
            ext_sets.append(entry)
            continue
        changes = diff_grammar(new_set, load(old_path), name, problems, notes)
        if changes:
            entry = {"file": name, "whole": False}
            entry.update(changes)
            ext_sets.append(entry)
    doc["extended_instruction_sets"] = ext_sets
    new_ids = generators(os.path.join(args.newest, "..", "spir-v.xml"))
    old_ids = generators(os.path.join(args.installed, "..", "spir-v.xml"))
    doc["generators"] = [{"id": i, "vendor": v, "tool": t} for i, (v, t) in sorted(new_ids.items())
                         if old_ids.get(i) != (v, t)]
    doc["comment"] += notes
    if problems:
        for p in problems:
            print("diff_registry.py: error: %s" % p, file=sys.stderr)
        return 1
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, sort_keys=False)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
