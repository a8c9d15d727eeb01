"""The `reflect` group of tests/run_tests.py: `spvrt reflect` (src/reflect, docs/reflect.md).

- golden text: each tests/reflect/NAME.spvasm, assembled, gives tests/reflect/NAME.txt; every golden was
  written by running the command and then checked line by line against the module by hand (what each
  module should give is worked out in its header comment);
- JSON: the same modules with --json, parsed here, with the fields asserted from the modules by hand;
- hostile input: truncated and garbage binaries, an entry point that names no function, every word of each
  test module replaced by another id: a located error and exit status 1, or a description, never a crash;
  generated large modules (thousands of entry points, a call chain 2000 deep, 30-member structs nested 40
  deep, a 10000-variable interface) described in bounded time;
- corpus: every tests/**/*.spvasm that assembles is reflected with --json: no crash, valid JSON (the counts
  are printed).
"""

import json
import os
import subprocess

TESTS = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(TESTS, "reflect")


def _run(cmd, cwd=None, stdin=None, timeout=120):
    try:
        return subprocess.run(cmd, cwd=cwd, input=stdin, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return subprocess.CompletedProcess(cmd, -999, e.stdout or b"", b"timeout")


def _crashed(p):
    return p.returncode < 0 or p.returncode > 2 or b"Sanitizer" in p.stderr or b"runtime error" in p.stderr


def _assemble(spvrt, source, out):
    p = _run([spvrt, "as", source, "-o", out])
    return p.returncode == 0, p.stderr.decode(errors="replace")


def _entry(doc, name):
    for e in doc["entry_points"]:
        if e["name"] == name:
            return e
    raise KeyError(name)


def _by_name(variables, name):
    for v in variables:
        if v["name"] == name:
            return v
    raise KeyError(name)


def _access(v):
    a = v["access"]
    return "".join(k[0] for k in ("read", "write", "atomic") if a[k]) or ("u" if a["used"] else "-")


def _check_compute(r, doc):
    e = _entry(doc, "main")
    r.check(e["execution_model"] == "GLCompute", "reflect/json: compute execution model")
    mode = e["execution_modes"][0]
    r.check(mode["mode"] == "LocalSizeId" and mode["operands"][0]["value"] == 64 and
            mode["operands"][0]["spec_id"] == 0 and mode["operands"][1]["value"] == 1,
            "reflect/json: LocalSizeId resolves the spec constant (64, SpecId 0)", json.dumps(mode))
    # name: (set, binding, descriptor type, count, array, runtime array, access)
    want = {
        "src": (0, 0, "storage_buffer", 1, False, False, "r"),
        "dst": (0, 1, "storage_buffer", 1, False, False, "w"),
        "counter": (0, 2, "storage_buffer", 1, False, False, "rwa"),
        "params": (0, 3, "uniform_buffer", 1, False, False, "r"),
        "textures": (1, 0, "sampled_image", 4, True, False, "r"),
        "smp": (1, 1, "sampler", 1, False, False, "r"),
        "out_img": (1, 2, "storage_image", 1, False, False, "w"),
        "bufs": (1, 3, "storage_buffer", 0, True, True, "r"),
        "texel": (2, 0, "storage_texel_buffer", 1, False, False, "rwa"),
        "unused": (2, 1, "uniform_buffer", 1, False, False, "-"),
    }
    bindings = e["descriptor_bindings"]
    r.check(sorted(v["name"] for v in bindings) == sorted(want), "reflect/json: the ten bindings",
            str([v["name"] for v in bindings]))
    for name, (s, b, kind, count, array, runtime, access) in want.items():
        try:
            v = _by_name(bindings, name)
        except KeyError:
            continue
        got = (v["set"], v["binding"], v["descriptor_type"], v["count"], v["array"], v["runtime_array"], _access(v))
        r.check(got == (s, b, kind, count, array, runtime, access), "reflect/json: binding %s" % name,
                "got %r" % (got,))
    params = _by_name(bindings, "params")["type"]
    r.check(params["size"] == 80 and [(m["name"], m["offset"], m["size"], m["matrix_stride"]) for m in params["members"]]
            == [("transform", 0, 64, 16), ("offset", 64, 16, 0)], "reflect/json: uniform block layout",
            json.dumps(params["members"]))
    dst = _by_name(bindings, "dst")["type"]
    r.check(dst["size"] == 4 and dst["runtime_sized"] and dst["members"][1]["array_stride"] == 4,
            "reflect/json: runtime-sized storage block")
    pcs = e["push_constants"]
    r.check(len(pcs) == 1 and pcs[0]["type"]["size"] == 28 and _access(pcs[0]) == "r" and
            [(m["name"], m["offset"], m["type"]) for m in pcs[0]["type"]["members"]] ==
            [("scale", 0, "uint32"), ("bias", 16, "vec3<float32>")], "reflect/json: push constants",
            json.dumps(pcs))
    ins = e["inputs"]
    r.check(len(ins) == 1 and ins[0]["builtin"] == "GlobalInvocationId" and ins[0]["type"]["text"] == "vec3<uint32>",
            "reflect/json: inputs", json.dumps(ins))
    specs = {s["name"]: s for s in doc["specialization_constants"]}
    r.check(specs.get("wg_x", {}).get("default", {}).get("value") == 64 and specs["wg_x"]["default"]["spec_id"] == 0 and
            specs.get("use_bias", {}).get("default", {}).get("value") == 1 and specs["use_bias"]["type"] == "bool",
            "reflect/json: specialization constants", json.dumps(doc["specialization_constants"]))


def _check_raygen(r, doc):
    e = _entry(doc, "main")
    r.check(e["execution_model"] == "RayGenerationKHR", "reflect/json: raygen model")
    b = e["descriptor_bindings"]
    r.check(_by_name(b, "scene")["descriptor_type"] == "acceleration_structure" and _access(_by_name(b, "scene")) == "r",
            "reflect/json: acceleration structure traced = read")
    r.check(_by_name(b, "image")["descriptor_type"] == "storage_image" and _access(_by_name(b, "image")) == "w",
            "reflect/json: storage image written")
    p = e["ray_payloads"]
    r.check(len(p) == 1 and p[0]["location"] == 0 and p[0]["type"]["size"] == 20 and _access(p[0]) == "rw" and
            [m["name"] for m in p[0]["type"]["members"]] == ["color", "depth"], "reflect/json: ray payload",
            json.dumps(p))
    c = e["callable_data"]
    r.check(len(c) == 1 and c[0]["location"] == 1 and c[0]["type"]["text"] == "float32" and _access(c[0]) == "rw",
            "reflect/json: callable data", json.dumps(c))
    h = e["hit_object_attributes"]
    r.check(len(h) == 1 and h[0]["name"] == "hit_attr" and h[0]["type"]["size"] == 8 and _access(h[0]) == "rw" and
            h[0]["storage_class"] == "HitObjectAttributeEXT", "reflect/json: hit-object attribute", json.dumps(h))


def _check_closesthit(r, doc):
    hit = _entry(doc, "hit")
    r.check(hit["execution_model"] == "ClosestHitKHR", "reflect/json: closest-hit model")
    inc = hit["incoming_ray_payloads"]
    r.check(len(inc) == 1 and inc[0]["name"] == "incoming" and _access(inc[0]) == "rw" and inc[0]["type"]["size"] == 20,
            "reflect/json: incoming payload", json.dumps(inc))
    att = hit["hit_attributes"]
    r.check(len(att) == 1 and att[0]["type"]["text"] == "vec2<float32>" and _access(att[0]) == "r",
            "reflect/json: hit attribute", json.dumps(att))
    rec = hit["shader_record_buffers"]
    r.check(len(rec) == 1 and rec[0]["type"]["block"] and rec[0]["type"]["size"] == 20 and _access(rec[0]) == "r" and
            [(m["name"], m["offset"]) for m in rec[0]["type"]["members"]] == [("tint", 0), ("id", 16)],
            "reflect/json: shader record buffer", json.dumps(rec))
    r.check(hit["inputs"] and hit["inputs"][0]["builtin"] == "InstanceCustomIndexKHR", "reflect/json: hit built-in")
    call = _entry(doc, "callable")
    d = call["incoming_callable_data"]
    r.check(len(d) == 1 and _access(d[0]) == "rw" and d[0]["type"]["text"] == "float32",
            "reflect/json: incoming callable data", json.dumps(d))
    rec = call["shader_record_buffers"]
    r.check(len(rec) == 1 and _access(rec[0]) == "-" and rec[0]["in_interface"],
            "reflect/json: an interface variable the entry point does not use", json.dumps(rec))


def _value(v):
    return v["string"] if "string" in v else v["value"]


def _check_graph(r, doc):
    nodes = {e["name"]: e["node"] for e in doc["entry_points"]}
    r.check(all(nodes.values()) and len(nodes) == 5, "reflect/json: five graph nodes", str(list(nodes)))
    if not all(nodes.values()):
        return
    d = nodes["dispatch"]
    r.check(_value(d["index"]) == 0 and d["index"].get("default") and _value(d["limits"]["is_api_entry"]) == 1 and
            d["limits"]["is_api_entry"].get("default"), "reflect/json: dispatch index 0, API entry by default")
    r.check(d["input"]["implicit"] and d["input"]["variable"] is None and d["input"]["payload"]["size"] == 12 and
            d["input"]["payload"]["members"][0]["type"] == "vec3<uint32>",
            "reflect/json: implicit uvec3 input (AMDX-S15)", json.dumps(d["input"]))
    mx = d["limits"]["max_num_workgroups"]
    r.check(mx and [_value(v) for v in mx] == [32, 1, 1] and mx[0]["spec_id"] == 5 and
            d["limits"]["static_num_workgroups"] is None, "reflect/json: MaxNumWorkgroupsAMDX with a spec constant",
            json.dumps(d["limits"]))
    outs = d["outputs"]
    got = [(o["type_name"], _value(o["node_name"]), _value(o["base_index"]),
            _value(o["array_size"]) if o["array_size"] else None, o["sparse"], _value(o["max_payloads"]),
            o["allocated"], o["validity_checked"]) for o in outs]
    want = [("WorkerArray", "worker", 2, 6, False, 8, True, False),
            ("SparseArray", "gather", 0, None, True, 16, True, True),
            ("SharedArray", "worker", 0, 6, False, 4, True, False)]
    r.check(got == want, "reflect/json: dispatch outputs", "got %r" % (got,))
    if len(outs) == 3:
        r.check(outs[1]["node_name"].get("spec_constant") and outs[0]["node_name"].get("spec_constant") is None,
                "reflect/json: OpSpecConstantStringAMDX name is a spec constant")
        r.check(outs[2]["shares_limits_with"] == outs[0]["type_id"], "reflect/json: NodeSharesPayloadLimitsWithAMDX")
        p = outs[0]["payload"]
        r.check(p["size"] == 20 and p["dispatch_indirect_member"] == 0 and
                [(m["name"], m["offset"], m["size"], m["dispatch_indirect"]) for m in p["members"]] ==
                [("grid", 0, 12, True), ("weight", 16, 4, False)], "reflect/json: output payload layout",
                json.dumps(p))
    w = nodes["worker"]
    r.check(_value(w["index"]) == 2 and _value(w["limits"]["max_recursion"]) == 3 and
            _value(w["limits"]["is_api_entry"]) == 0 and w["input"]["array"] and
            _value(w["input"]["max_payloads"]) == 1 and w["input"]["payload"]["dispatch_indirect_member"] == 0 and
            [o["type_name"] for o in w["outputs"]] == ["WorkerArray"], "reflect/json: worker (recursive)",
            json.dumps(w)[:600])
    g = nodes["gather"]
    r.check(g["limits"]["coalescing"] and g["input"]["array"] and _value(g["input"]["max_payloads"]) == 16 and
            g["input"]["payload"]["size"] == 4 and g["outputs"] == [], "reflect/json: gather (coalescing input array)")
    t = nodes["twin"]
    sh = t["limits"]["shares_input_with"]
    r.check(_value(t["index"]) == 5 and t["index"]["spec_id"] == 7 and sh and _value(sh["name"]) == "worker" and
            _value(sh["index"]) == 2, "reflect/json: twin (SharesInputWithAMDX, spec-constant index)",
            json.dumps(t["limits"]))
    f = nodes["fixed"]
    r.check(_value(f["index"]) == 1 and f["input"]["implicit"] and f["input"]["payload"]["members"] == [] and
            [_value(v) for v in f["limits"]["static_num_workgroups"]] == [2, 1, 1],
            "reflect/json: fixed (StaticNumWorkgroupsAMDX, empty implicit input)", json.dumps(f))


CHECKS = {"compute_bindings": _check_compute, "rt_raygen": _check_raygen, "rt_closesthit": _check_closesthit,
          "graph_nodes": _check_graph}


def group_reflect(r, build, work, regenerate=False):
    spvrt = os.path.join(build, "spvrt")
    here = os.path.join(work, "reflect")
    os.makedirs(here, exist_ok=True)
    binaries = []
    for name in sorted(n[:-7] for n in os.listdir(FOLDER) if n.endswith(".spvasm")):
        spv = name + ".spv"
        ok, err = _assemble(spvrt, os.path.join(FOLDER, name + ".spvasm"), os.path.join(here, spv))
        if not r.check(ok, "reflect/%s assembles" % name, err):
            continue
        binaries.append(os.path.join(here, spv))
        p = _run([spvrt, "reflect", spv], cwd=here)
        out = p.stdout.decode(errors="replace")
        golden = os.path.join(FOLDER, name + ".txt")
        if regenerate and p.returncode == 0:
            with open(golden, "w") as f:
                f.write(out)
        want = open(golden).read() if os.path.exists(golden) else None
        r.check(p.returncode == 0 and out == want, "reflect/%s text == golden" % name,
                "exit %d, stderr %r, first difference: %s" % (p.returncode, p.stderr[:300], _first_diff(want or "", out)))
        p = _run([spvrt, "reflect", "--json", spv], cwd=here)
        try:
            doc = json.loads(p.stdout)
        except ValueError as e:
            r.check(False, "reflect/%s --json parses" % name, str(e))
            continue
        r.check(p.returncode == 0 and len(doc["modules"]) == 1 and doc["modules"][0]["file"] == spv,
                "reflect/%s --json parses" % name)
        if name in CHECKS:
            try:
                CHECKS[name](r, doc["modules"][0])
            except (KeyError, IndexError, TypeError) as e:
                r.check(False, "reflect/%s JSON fields" % name, repr(e))
    # several modules in one call: one document
    if len(binaries) >= 2:
        p = _run([spvrt, "reflect", "--json"] + binaries[:2])
        try:
            n = len(json.loads(p.stdout)["modules"])
        except ValueError:
            n = -1
        r.check(p.returncode == 0 and n == 2, "reflect: two modules, one JSON document")
    # usage: exit status 2 with one line naming what is wrong
    for args, want in ((["reflect"], "no input file"), (["reflect", "--yaml", "x.spv"], "unknown flag '--yaml'"),
                       (["reflect", "/nonexistent/x.spv"], "/nonexistent/x.spv")):
        p = _run([spvrt] + args)
        err = p.stderr.decode(errors="replace")
        r.check(p.returncode == 2 and want in err and err.count("\n") == 1, "reflect/usage: %s" % " ".join(args),
                "exit %d, stderr %r" % (p.returncode, err[:300]))
    p = _run([spvrt, "help", "reflect"])
    r.check(p.returncode == 0 and b"spvrt reflect [--json] IN..." in p.stdout, "reflect/usage: help reflect")
    if binaries:  # standard input, and a bad module among good ones: the good ones are still written
        p = _run([spvrt, "reflect", "-"], stdin=open(binaries[0], "rb").read())
        r.check(p.returncode == 0 and p.stdout.startswith(b"<stdin>:"), "reflect/usage: from standard input")
        garbage = os.path.join(here, "garbage_among.spv")
        with open(garbage, "wb") as f:
            f.write(b"\x00" * 20)
        p = _run([spvrt, "reflect", "--json", binaries[0], garbage, binaries[-1]])
        try:
            n = len(json.loads(p.stdout)["modules"])
        except ValueError:
            n = -1
        r.check(p.returncode == 1 and n == 2 and garbage.encode() in p.stderr, "reflect/usage: a bad module among good ones",
                "exit %d, %d modules, stderr %r" % (p.returncode, n, p.stderr[:300]))
    _hostile(r, spvrt, here, binaries)
    _large(r, spvrt, here)
    _corpus(r, spvrt, here)


def _sanitized(build):
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as f:
            return "SPVRT_SANITIZE:BOOL=ON" in f.read()
    except OSError:
        return False


def _first_diff(a, b):
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return "line %d: expected %r, got %r" % (i + 1, x[:160], y[:160])
    return "expected %d lines, got %d" % (len(a.splitlines()), len(b.splitlines()))


def _hostile(r, spvrt, here, binaries):
    def expect_error(data, name, message):
        path = os.path.join(here, name + ".spv")
        with open(path, "wb") as f:
            f.write(data)
        for flags in ([], ["--json"]):
            p = _run([spvrt, "reflect"] + flags + [path])
            err = p.stderr.decode(errors="replace")
            r.check(p.returncode == 1 and not _crashed(p) and (path + ": word ") in err and message in err,
                    "reflect/hostile: %s %s" % (name, " ".join(flags)), "exit %d, stderr %r" % (p.returncode, err[:300]))

    if not binaries:
        return
    whole = open(binaries[0], "rb").read()
    expect_error(whole[:40], "truncated", "error")
    expect_error(whole[:len(whole) - 6], "not_words", "error")
    expect_error(bytes((i * 37 + 11) & 0xff for i in range(96)), "garbage", "error")
    # an entry point that names no function: the reader accepts it, reflect locates it
    source = os.path.join(TESTS, "val", "entry_point_function_fail.spvasm")
    bad = os.path.join(here, "no_function.spv")
    ok, _ = _assemble(spvrt, source, bad)
    if ok:
        expect_error(open(bad, "rb").read(), "no_function", "is not an OpFunction")
    # names that are not UTF-8: the JSON stays valid, the bad bytes become U+FFFD
    source = os.path.join(here, "not_utf8.spvasm")
    with open(source, "wb") as f:
        f.write(b'OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main "ma\xffin\xc3\xa9" %v\n'
                b'OpExecutionMode %main LocalSize 1 1 1\nOpName %v "v\xc0"\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n'
                b'%u = OpTypeInt 32 0\n%p = OpTypePointer Private %u\n%v = OpVariable %p Private\n'
                b'%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n')
    spv = source[:-7] + ".spv"
    if _assemble(spvrt, source, spv)[0]:
        p = _run([spvrt, "reflect", "--json", spv])
        try:
            e = json.loads(p.stdout)["modules"][0]["entry_points"][0]
            names = (e["name"], e["other_variables"][0]["name"])
        except (ValueError, IndexError, KeyError):
            names = None
        r.check(names == ("ma\ufffdin\u00e9", "v\ufffd"), "reflect/hostile: names that are not UTF-8", repr(names))
    # every word after the header replaced by another id (types that refer to themselves, ids of the wrong
    # kind, entry points naming types): a description or a located error, never a crash
    crashes, errors, described = [], 0, 0
    # under a sanitizer one word in three (each mutant is a process: make test's time), all of them otherwise
    step = 3 if _sanitized(os.path.dirname(spvrt)) else 1
    for spv in binaries:
        data = bytearray(open(spv, "rb").read())
        bound = int.from_bytes(data[12:16], "little")
        for w in range(5, len(data) // 4, step):
            mutated = bytearray(data)
            mutated[4 * w:4 * w + 4] = ((w * 7 + 3) % max(bound, 1)).to_bytes(4, "little")
            path = os.path.join(here, "mutant.spv")
            with open(path, "wb") as f:
                f.write(mutated)
            p = _run([spvrt, "reflect", "--json", path])
            if _crashed(p):
                crashes.append("%s word %d" % (os.path.basename(spv), w))
            elif p.returncode == 0:
                try:
                    json.loads(p.stdout)
                    described += 1
                except ValueError:
                    crashes.append("%s word %d: bad JSON" % (os.path.basename(spv), w))
            else:
                errors += 1
    print("   reflect: mutants: %d described, %d located errors, %d crashes" % (described, errors, len(crashes)))
    r.check(not crashes, "reflect/hostile: every one-word mutant of the test modules", ", ".join(crashes[:10]))


def _generated(kind, n):
    """Modules whose cost would explode with a careless walk: many entry points, a long chain of calls
    passing a pointer down, structs of 30 members nested 40 deep (30^40 members if sizes were not
    remembered), a long interface list."""
    head = "OpCapability Shader\nOpCapability VariablePointers\nOpMemoryModel Logical GLSL450\n"
    if kind == "entries":
        t = head + "".join('OpEntryPoint GLCompute %%main "e%d" %%v\n' % k for k in range(n))
        t += ("%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%uint = OpTypeInt 32 0\n%p = OpTypePointer Private %uint\n"
              "%v = OpVariable %p Private\n%u0 = OpConstant %uint 0\n"
              "%main = OpFunction %void None %fn\n%l = OpLabel\nOpStore %v %u0\nOpReturn\nOpFunctionEnd\n")
    elif kind == "chain":
        t = head + ('OpEntryPoint GLCompute %main "main" %buf\nOpDecorate %S Block\nOpMemberDecorate %S 0 Offset 0\n'
                    "OpDecorate %buf DescriptorSet 0\nOpDecorate %buf Binding 0\n"
                    "%void = OpTypeVoid\n%uint = OpTypeInt 32 0\n%S = OpTypeStruct %uint\n%ps = OpTypePointer StorageBuffer %S\n"
                    "%pu = OpTypePointer StorageBuffer %uint\n%fn = OpTypeFunction %void\n%fp = OpTypeFunction %void %pu\n"
                    "%u0 = OpConstant %uint 0\n%buf = OpVariable %ps StorageBuffer\n"
                    "%f0 = OpFunction %void None %fp\n%a0 = OpFunctionParameter %pu\n%l0 = OpLabel\nOpStore %a0 %u0\n"
                    "OpReturn\nOpFunctionEnd\n")
        for k in range(1, n):
            t += ("%%f%d = OpFunction %%void None %%fp\n%%a%d = OpFunctionParameter %%pu\n%%l%d = OpLabel\n"
                  "%%c%d = OpFunctionCall %%void %%f%d %%a%d\nOpReturn\nOpFunctionEnd\n" % (k, k, k, k, k - 1, k))
        t += ("%%main = OpFunction %%void None %%fn\n%%lm = OpLabel\n%%ptr = OpAccessChain %%pu %%buf %%u0\n"
              "%%cm = OpFunctionCall %%void %%f%d %%ptr\nOpReturn\nOpFunctionEnd\n" % (n - 1))
    elif kind == "nested":
        t = head + 'OpEntryPoint GLCompute %main "main" %v\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%s0 = OpTypeInt 32 0\n'
        for k in range(1, n + 1):
            t += "%%s%d = OpTypeStruct %s\n" % (k, " ".join(["%%s%d" % (k - 1)] * 30))
        t += "%%p = OpTypePointer Private %%s%d\n%%v = OpVariable %%p Private\n" % n
        t += "%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n"
    else:
        t = head + 'OpEntryPoint GLCompute %main "main" ' + " ".join("%%v%d" % k for k in range(n)) + "\n"
        t += "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%uint = OpTypeInt 32 0\n%p = OpTypePointer Private %uint\n"
        t += "".join("%%v%d = OpVariable %%p Private\n" % k for k in range(n))
        t += "%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n"
    return t


def _large(r, spvrt, here):
    import time
    for kind, n in (("entries", 5000), ("chain", 2000), ("nested", 40), ("wide", 10000)):
        source = os.path.join(here, "large_%s.spvasm" % kind)
        with open(source, "w") as f:
            f.write(_generated(kind, n))
        spv = source[:-7] + ".spv"
        ok, err = _assemble(spvrt, source, spv)
        if not r.check(ok, "reflect/large %s assembles" % kind, err):
            continue
        started = time.monotonic()
        p = _run([spvrt, "reflect", "--json", spv], timeout=60)
        took = time.monotonic() - started
        try:
            doc = json.loads(p.stdout)["modules"][0]
        except (ValueError, IndexError, KeyError):
            doc = None
        ok = p.returncode == 0 and doc is not None and took < 30
        if ok and kind == "entries":
            ok = len(doc["entry_points"]) == n
        elif ok and kind == "chain":  # the store n calls down writes the buffer
            ok = _access(doc["entry_points"][0]["descriptor_bindings"][0]) == "w"
        elif ok and kind == "nested":  # 4 * 30^40 bytes: saturated
            ok = doc["entry_points"][0]["other_variables"][0]["type"]["size"] == 4294967295
        elif ok and kind == "wide":
            ok = len(doc["entry_points"][0]["other_variables"]) == n
        r.check(ok, "reflect/large: %s %d (%.1f s)" % (kind, n, took), "exit %d, %r" % (p.returncode, p.stderr[:300]))


def _corpus(r, spvrt, here):
    sources = []
    for root, _, files in os.walk(TESTS):
        sources += [os.path.join(root, f) for f in files if f.endswith(".spvasm")]
    counts = {"assembled": 0, "described": 0, "errors": 0}
    crashes = []
    for k, source in enumerate(sorted(sources)):
        spv = os.path.join(here, "corpus.spv")
        ok, _ = _assemble(spvrt, source, spv)
        if not ok:
            continue
        counts["assembled"] += 1
        p = _run([spvrt, "reflect", "--json", spv])
        if _crashed(p):
            crashes.append(os.path.relpath(source, TESTS))
        elif p.returncode == 0:
            try:
                json.loads(p.stdout)
                counts["described"] += 1
            except ValueError:
                crashes.append(os.path.relpath(source, TESTS) + " (bad JSON)")
        else:
            counts["errors"] += 1
    print("   reflect: corpus of %d test sources: %d assembled, %d described, %d located errors, %d crashes" %
          (len(sources), counts["assembled"], counts["described"], counts["errors"], len(crashes)))
    r.check(not crashes, "reflect/corpus: tests/**/*.spvasm reflected without a crash", ", ".join(crashes[:10]))
