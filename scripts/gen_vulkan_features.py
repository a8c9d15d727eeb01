#!/usr/bin/env python3
"""Generate the Vulkan feature-structure table of the Vulkan backend.

Input: the Vulkan registry, vk.xml (Debian's libvulkan-dev / vulkan registry
package, the same version as the installed vulkan_core.h).

Output: vulkan_features.h, included only by src/vulkan/device.c (and
compiled against vulkan/vulkan_core.h: sizes and offsets are written as
sizeof / offsetof of the header's types, so the compiler, not this script,
computes them).  It holds:

- spvrt_vk_feature_structs: VkPhysicalDeviceFeatures and every structure
  whose structextends names VkPhysicalDeviceFeatures2, sorted by name: its
  sType, size, the core version that provides it (0 if none), the extension
  that provides it (or an alias of it), that extension's promotedto, and its
  VkBool32 members;
- spvrt_vk_feature_members: the members (name, offsetof);
- spvrt_vk_feature_aliases: alias name -> structure (the ...KHR / ...EXT
  names of promoted structures), sorted by alias;
- spvrt_vk_device_extensions: every device extension, with the core
  version it was promoted to (0: none) and the extensions it requires,
  sorted by name.

With --missing src/vulkan/vk_missing.h, the rows of its SPVRT_VK_MISSING_FEATURES
(feature structures of extensions newer than the registry, defined there from
the Vulkan specification) that the registry lacks are added, with their
extensions.

Kept: structures of the "vulkan" API in vulkan_core.h, i.e. not only for
Vulkan SC (api="vulkansc"), not of disabled or provisional extensions, not of
platform extensions (their types live in vulkan_<platform>.h).  Standard
library only; fails loudly on an inconsistent registry.
"""

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET


def fail(msg):
    sys.stderr.write("gen_vulkan_features.py: %s\n" % msg)
    sys.exit(1)


def api_ok(element):
    api = element.get("api")
    return api is None or "vulkan" in api.split(",")


def version_of(name):
    """VK_VERSION_1_2 -> (1, 2)."""
    m = re.fullmatch(r"VK_VERSION_(\d+)_(\d+)", name or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


MISSING_ROW = re.compile(r'^\s*X\(\s*(\w+)\s*,\s*(\w+)\s*,\s*"(\w+)"\s*,\s*"([\w ]*)"\s*,\s*(\w+)\s*\)\s*\\?\s*$')


def add_missing(path, rows, structs, aliases, device_exts):
    """The rows of SPVRT_VK_MISSING_FEATURES in path (src/vulkan/vk_missing.h: structures of extensions newer
    than the registry, defined there from the Vulkan specification) that the registry lacks: structures it
    already has (newer headers) are left to it, as vk_missing.h's guards leave them to the headers."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if "SPVRT_VK_MISSING_FEATURES(X)" not in text:
        fail("%s has no SPVRT_VK_MISSING_FEATURES(X)" % path)
    added = {}
    for line in text.splitlines():
        if not line.strip().startswith("X("):
            continue
        m = MISSING_ROW.match(line)
        if not m:
            fail("%s: a malformed row: %s" % (path, line.strip()))
        name, stype, ext, depends, member = m.groups()
        if name in structs or name in aliases:
            continue
        if not stype.startswith("VK_STRUCTURE_TYPE_"):
            fail("%s: %s: %s is no sType enumerant" % (path, name, stype))
        if name in added:
            added[name][5].append(member)
            continue
        row = (name, stype, None, ext, "", [member])
        added[name] = row
        rows.append(row)
        if ext not in device_exts:
            device_exts[ext] = (None, depends.split())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--registry", required=True, help="vk.xml")
    ap.add_argument("--out", required=True, help="vulkan_features.h to write")
    ap.add_argument("--missing", help="src/vulkan/vk_missing.h: feature structures newer than the registry")
    args = ap.parse_args()

    root = ET.parse(args.registry).getroot()
    types = root.find("types")
    if types is None:
        fail("%s has no <types>" % args.registry)

    structs = {}  # name -> element
    aliases = {}  # alias -> name
    for t in types.findall("type"):
        if t.get("category") != "struct" or not api_ok(t):
            continue
        name = t.get("name")
        if t.get("alias"):
            aliases[name] = t.get("alias")
            continue
        structs[name] = t

    # Who provides each type: core versions and extensions.
    core_of = {}  # type name -> (major, minor)
    for feature in root.findall("feature"):
        if not api_ok(feature):
            continue
        version = version_of(feature.get("name"))
        if not version:
            continue
        for req in feature.findall("require"):
            if not api_ok(req):
                continue
            for ty in req.findall("type"):
                n = ty.get("name")
                if n not in core_of or core_of[n] > version:
                    core_of[n] = version

    extension_of = {}  # type name -> (extension name, promotedto)
    excluded = set()  # types of extensions not in vulkan_core.h
    device_exts = {}  # device extension -> ((major, minor) it is promoted to, or None; [extensions it requires])
    for ext in root.find("extensions").findall("extension"):
        name = ext.get("name")
        supported = (ext.get("supported") or "").split(",")
        in_core_header = "vulkan" in supported and ext.get("provisional") != "true" and not ext.get("platform")
        for req in ext.findall("require"):
            if not api_ok(req):
                continue
            for ty in req.findall("type"):
                n = ty.get("name")
                if not in_core_header:
                    excluded.add(n)
                    continue
                extension_of.setdefault(n, (name, ext.get("promotedto") or ""))
        if in_core_header and ext.get("type") == "device":
            # vk.xml before 1.3.241 says requires="A,B" (all of them); later ones depends="A+B,C" (an
            # expression): every extension named is taken as required (a superset at worst)
            needs = re.findall(r"VK_[A-Z0-9]+_\w+", (ext.get("requires") or "") + " " + (ext.get("depends") or ""))
            device_exts[name] = (version_of(ext.get("promotedto")), [n for n in needs if not version_of(n)])

    rows = []
    for name, t in structs.items():
        extends = (t.get("structextends") or "").split(",")
        if name != "VkPhysicalDeviceFeatures" and "VkPhysicalDeviceFeatures2" not in extends:
            continue
        names = [name] + [a for a, target in aliases.items() if target == name]
        if any(n in excluded for n in names) and not any(n in core_of or n in extension_of for n in names):
            continue
        core = core_of.get(name)
        ext = ("", "")
        for n in names:
            if n in extension_of:
                ext = extension_of[n]
                break
        if core is None and not ext[0] and name != "VkPhysicalDeviceFeatures":
            continue  # provided by nothing in vulkan_core.h (a disabled or platform extension)
        stype = ""
        members = []
        for m in t.findall("member"):
            if not api_ok(m):
                continue
            mname = m.findtext("name")
            mtype = m.findtext("type")
            if mname == "sType":
                stype = m.get("values") or ""
            elif mtype == "VkBool32" and "[" not in "".join(m.itertext()):
                members.append(mname)
        if name != "VkPhysicalDeviceFeatures" and not stype.startswith("VK_STRUCTURE_TYPE_"):
            fail("%s has no sType value" % name)
        if not members:
            fail("%s has no VkBool32 member" % name)
        rows.append((name, stype, core, ext[0], ext[1], members))
    if not any(r[0] == "VkPhysicalDeviceFeatures" for r in rows):
        fail("no VkPhysicalDeviceFeatures in %s" % args.registry)
    for wanted in ("VkPhysicalDeviceVulkan11Features", "VkPhysicalDeviceVulkan12Features",
                   "VkPhysicalDeviceVulkan13Features"):
        if not any(r[0] == wanted for r in rows):
            fail("no %s in %s" % (wanted, args.registry))
    if args.missing:
        add_missing(args.missing, rows, structs, aliases, device_exts)
    rows.sort(key=lambda r: r[0])
    index = {r[0]: k for k, r in enumerate(rows)}

    out = []
    w = out.append
    w("/* Generated by scripts/gen_vulkan_features.py from %s.  Do not edit. */" % os.path.basename(args.registry))
    w("#ifndef SPVRT_VULKAN_FEATURES_H")
    w("#define SPVRT_VULKAN_FEATURES_H")
    w("")
    w("#include <stddef.h>")
    w("#include <stdint.h>")
    w("")
    w("#include <vulkan/vulkan_core.h>")
    w("")
    if args.missing:
        w("/* rows from %s (--missing): its definitions come first */" % os.path.basename(args.missing))
        w("#ifndef SPVRT_VK_MISSING_H")
        w("#error include vk_missing.h before vulkan_features.h")
        w("#endif")
        w("")
    w("typedef struct spvrt_vk_feature_member {")
    w("    const char *name;")
    w("    uint32_t offset; /* offsetof in its structure */")
    w("} spvrt_vk_feature_member;")
    w("")
    w("typedef struct spvrt_vk_feature_struct {")
    w("    const char *name;")
    w("    VkStructureType stype;   /* 0 for VkPhysicalDeviceFeatures (inside VkPhysicalDeviceFeatures2) */")
    w("    uint32_t size;")
    w("    uint32_t core;           /* VK_API_VERSION_1_x that provides it, 0: none */")
    w("    const char *extension;   /* the device extension that provides it (or an alias), \"\": none */")
    w("    const char *promoted_to; /* that extension's promotedto (\"VK_VERSION_1_2\", \"VK_KHR_...\"), or \"\" */")
    w("    uint16_t first_member, member_count; /* into spvrt_vk_feature_members */")
    w("} spvrt_vk_feature_struct;")
    w("")
    w("typedef struct spvrt_vk_feature_alias {")
    w("    const char *alias;")
    w("    uint16_t structure; /* index into spvrt_vk_feature_structs */")
    w("} spvrt_vk_feature_alias;")
    w("")
    w("typedef struct spvrt_vk_device_extension {")
    w("    const char *extension;")
    w("    uint32_t core;        /* VK_API_VERSION_1_x it was promoted to, 0: none */")
    w("    const char *requires; /* the extensions it requires (instance or device), space-separated */")
    w("} spvrt_vk_device_extension;")
    w("")
    member_rows = []
    struct_lines = []
    for name, stype, core, ext, promo, members in rows:
        first = len(member_rows)
        for m in members:
            member_rows.append('    {"%s", (uint32_t)offsetof(%s, %s)},' % (m, name, m))
        struct_lines.append('    {"%s", %s, (uint32_t)sizeof(%s), %s, "%s", "%s", %d, %d},' % (
            name, stype or "(VkStructureType)0", name,
            "VK_API_VERSION_%d_%d" % core if core else "0", ext, promo, first, len(members)))
    w("#define SPVRT_VK_FEATURE_MEMBER_COUNT %du" % len(member_rows))
    w("static const spvrt_vk_feature_member spvrt_vk_feature_members[%d] = {" % len(member_rows))
    out.extend(member_rows)
    w("};")
    w("")
    w("/* sorted by name (strcmp) */")
    w("#define SPVRT_VK_FEATURE_STRUCT_COUNT %du" % len(rows))
    w("static const spvrt_vk_feature_struct spvrt_vk_feature_structs[%d] = {" % len(rows))
    out.extend(struct_lines)
    w("};")
    w("")
    alias_rows = sorted((a, index[t]) for a, t in aliases.items() if t in index)
    w("/* sorted by alias (strcmp) */")
    w("#define SPVRT_VK_FEATURE_ALIAS_COUNT %du" % len(alias_rows))
    w("static const spvrt_vk_feature_alias spvrt_vk_feature_aliases[%d] = {" % max(len(alias_rows), 1))
    for a, k in alias_rows:
        w('    {"%s", %d},' % (a, k))
    if not alias_rows:
        w('    {"", 0},')
    w("};")
    w("")
    ext_rows = sorted(device_exts.items())
    if not ext_rows:
        fail("no device extension in %s" % args.registry)
    w("/* sorted by extension (strcmp) */")
    w("#define SPVRT_VK_DEVICE_EXTENSION_COUNT %du" % len(ext_rows))
    w("static const spvrt_vk_device_extension spvrt_vk_device_extensions[%d] = {" % len(ext_rows))
    for e, (v, needs) in ext_rows:
        w('    {"%s", %s, "%s"},' % (e, "VK_API_VERSION_%d_%d" % v if v else "0", " ".join(needs)))
    w("};")
    w("")
    w("#endif")
    text = "\n".join(out) + "\n"
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    old = None
    if os.path.exists(args.out):
        with open(args.out, encoding="utf-8") as f:
            old = f.read()
    if old != text:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
