#!/usr/bin/env python3
"""The seed documents' instructions, each used correctly, and single mistakes in them.

tests/val/seed_modules/every_*.spvasm use every instruction of the five seed documents (SER, ray query, LSS,
AMDX) in every execution model that allows it; each must validate clean.  mistakes.txt lists single edits
of them and the rule id spvrt val must report for each (or "valid" for an edit that must stay valid).
Run by tests/run_tests.py (group "seedmodules"); on its own: tests/seed_mistakes.py --build build.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "val", "seed_modules")


def header_flags(text, name):
    m = re.search(r"^;\s*%s:\s*(.*\S)" % name, text, re.M)
    return m.group(1).split() if m else []


def parse_mistakes(path):
    """[(line number, module, expected, what, edit)]; edit is ("as-flags", [...]) or ("replace", [(old, new)])."""
    out = []
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.rstrip("\n").split(" | ", 3)]
        if len(parts) != 4:
            raise ValueError("%s:%d: expected 'module | rule | what | edit'" % (path, number))
        module, expected, what, edit = parts
        if edit.startswith("as-flags:"):
            out.append((number, module, expected, what, ("as-flags", edit[len("as-flags:"):].split())))
            continue
        pairs = []
        for piece in edit.split(" ;; "):
            old, sep, new = piece.partition(" =>")
            if not sep:
                raise ValueError("%s:%d: an edit needs 'old => new'" % (path, number))
            pairs.append((old.strip().replace("\\n", "\n"), new.strip().replace("\\n", "\n")))
        out.append((number, module, expected, what, ("replace", pairs)))
    return out


def apply_edit(text, pairs):
    for old, new in pairs:
        if old == "<END>":
            text = text + new + "\n"
            continue
        count = text.count(old)
        if count != 1:
            raise ValueError("the text %r occurs %d times (must be once)" % (old, count))
        text = text.replace(old, new)
    return text


def validate(spvrt, text, as_flags, val_flags, work):
    src = os.path.join(work, "mistake.spvasm")
    spv = os.path.join(work, "mistake.spv")
    with open(src, "w", encoding="utf-8") as f:
        f.write(text)
    a = subprocess.run([spvrt, "as"] + as_flags + [src, "-o", spv], capture_output=True, timeout=60)
    if a.returncode != 0:
        return None, "does not assemble: " + a.stderr.decode(errors="replace")[:300]
    v = subprocess.run([spvrt, "val"] + val_flags + [spv], capture_output=True, timeout=60)
    return v.returncode, v.stderr.decode(errors="replace")


def run(spvrt, work, check):
    """check(ok, name, detail) records one result (tests/run_tests.py's Results.check)."""
    modules = sorted(f for f in os.listdir(FOLDER) if f.endswith(".spvasm"))
    check(len(modules) >= 4, "seedmodules: the every_* modules exist", ", ".join(modules))
    texts = {}
    for name in modules:
        text = open(os.path.join(FOLDER, name), encoding="utf-8").read()
        texts[name] = text
        code, err = validate(spvrt, text, header_flags(text, "as-flags"), header_flags(text, "val-flags"), work)
        check(code == 0, "seedmodules/%s validates clean" % name, err[:600])
    mistakes = parse_mistakes(os.path.join(FOLDER, "mistakes.txt"))
    covered = set()
    for number, module, expected, what, (kind, edit) in mistakes:
        label = "seedmodules/%s:%d %s (%s)" % (module, number, expected, what)
        if module not in texts:
            check(False, label, "no module %s" % module)
            continue
        text = texts[module]
        as_flags = header_flags(text, "as-flags")
        try:
            if kind == "as-flags":
                as_flags = edit
            else:
                text = apply_edit(text, edit)
        except ValueError as e:
            check(False, label, str(e))
            continue
        code, err = validate(spvrt, text, as_flags, header_flags(texts[module], "val-flags"), work)
        if expected == "valid":
            check(code == 0, label, err[:600])
        else:
            covered.add(expected)
            reported = sorted(set(re.findall(r"error: ([A-Z]+-[A-Z0-9-]+):", err)))
            check(code == 1 and expected in reported, label,
                  "exit %s, reported %s: %s" % (code, ", ".join(reported) or "nothing", err[:400]))
    return covered


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    args = ap.parse_args()
    failed = []

    def check(ok, name, detail=""):
        if not ok:
            failed.append(name)
            print("FAIL %s\n     %s" % (name, detail.replace("\n", "\n     ")))

    with tempfile.TemporaryDirectory() as work:
        covered = run(os.path.join(args.build, "spvrt"), work, check)
    print("%d rules covered by mistakes, %d failed" % (len(covered), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
