#!/bin/sh
# make demo: assemble, disassemble, round-trip and validate the bundled example
# modules (seed instructions included), show the validator catching a seed-
# document mistake and a device lacking a feature, and say what happened at
# each step; then run a few AmberScript tests on the CPU engine, and render the
# ray-query scene examples/rayquery/scene.amber to a PNG.
set -eu
spvrt=${1:-build/spvrt}
here=$(dirname "$0")
out=${TMPDIR:-/tmp}/spvrt-demo.$$
mkdir -p "$out"
trap 'rm -rf "$out"' EXIT
status=0
for src in "$here"/*.spvasm; do
    name=$(basename "$src" .spvasm)
    sed -n '/^;/!q; s/^; */  /p' "$src"
    "$spvrt" as "$src" -o "$out/$name.spv"
    words=$(( $(wc -c < "$out/$name.spv") / 4 ))
    "$spvrt" dis "$out/$name.spv" -o "$out/$name.dis"
    "$spvrt" as "$out/$name.dis" -o "$out/$name.again.spv"
    if cmp -s "$out/$name.spv" "$out/$name.again.spv"; then
        verdict="round trip byte-exact"
    else
        verdict="ROUND TRIP DIFFERS"
        status=1
    fi
    printf '%-16s assembled %4d words, disassembled %3d lines, %s\n' "$name" "$words" \
        "$(wc -l < "$out/$name.dis")" "$verdict"
    if command -v spirv-dis >/dev/null 2>&1 && spirv-dis "$out/$name.spv" >"$out/$name.ref" 2>/dev/null; then
        if cmp -s "$out/$name.dis" "$out/$name.ref"; then
            echo "                 text identical to Debian's spirv-dis"
        else
            echo "                 TEXT DIFFERS from spirv-dis"; status=1
        fi
    else
        echo "                 (spirv-dis 2023.1 cannot read it: it lacks these extensions)"
    fi
    if "$spvrt" val --target-env vulkan1.3 "$out/$name.spv" 2>"$out/$name.val"; then
        echo "                 valid for Vulkan 1.3 (spvrt val, with the seed documents' rules)"
    else
        echo "                 INVALID:"; sed 's/^/                 /' "$out/$name.val"; status=1
    fi
    echo
done
echo "one mistake: OpReorderThreadWithHitObjectEXT moved into a closest-hit shader (doc 000 allows it"
echo "in ray generation only):"
sed 's/OpEntryPoint RayGenerationKHR/OpEntryPoint ClosestHitKHR/' "$here/reorder_raygen.spvasm" >"$out/bad.spvasm"
"$spvrt" as "$out/bad.spvasm" -o "$out/bad.spv"
if "$spvrt" val --target-env vulkan1.3 "$out/bad.spv" 2>"$out/bad.val"; then
    echo "  NOT CAUGHT"; status=1
else
    grep -m1 -A1 'SER-019' "$out/bad.val" | sed 's/^/  /'
fi
echo
echo "a device: Debian 12's lavapipe (tests/val/profiles/lavapipe.json, captured with vulkaninfo)"
profile="$here/../tests/val/profiles/lavapipe.json"
if "$spvrt" val --target-env vulkan1.3 --profile "$profile" "$out/saxpy.spv"; then
    echo "  saxpy: valid on it"
else
    status=1
fi
if "$spvrt" val --target-env vulkan1.3 --profile "$profile" "$out/lss_query.spv" 2>"$out/lss.val"; then
    echo "  lss_query: NOT CAUGHT"; status=1
else
    echo "  lss_query: not on this device (Vulkan appendix A Tables 81 and 82, runtime rules ENV-005 and ENV-007):"
    grep 'error:' "$out/lss.val" | sed 's/^[^ ]*: [^:]*: error: /    /'
fi
echo
echo "disassembly of reorder_raygen (instructions from SPV_EXT_shader_invocation_reorder):"
"$spvrt" as "$here/reorder_raygen.spvasm" -o "$out/r.spv"
"$spvrt" dis --no-header "$out/r.spv" | grep -E 'HitObject|Reorder'
echo
echo "AmberScript on the CPU engine (spvrt run): a few of tests/amber/compute, expectations from an"
echo "independent Python reference:"
amber="$here/../tests/amber/compute"
for name in script_repeat script_copy_eq_buffer subgroup_arithmetic atomic_add_contended mem_workgroup_reverse; do
    if "$spvrt" run "$amber/$name.amber" >"$out/run.out" 2>"$out/run.err"; then
        printf '  %-24s %s\n' "$name" "$(sed -n 's/^.*: \([0-9]* passed, [0-9]* failed\).*$/\1/p' "$out/run.out")"
    else
        printf '  %-24s FAILED: %s\n' "$name" "$(cat "$out/run.out" "$out/run.err" | grep -m1 -E 'error|Verifier')"
        status=1
    fi
done
printf '  all of tests/amber/compute: '
if "$spvrt" run "$amber"/*.amber >"$out/run.out" 2>"$out/run.err"; then
    tail -n 1 "$out/run.out"
else
    echo "FAILED: $(tail -n 1 "$out/run.out")"
    status=1
fi
echo "and a shader that never ends, stopped at the step limit with a trap report:"
"$spvrt" run --max-steps 100000 "$here/../tests/amber/errors/infinite_loop_one_lane.amber" 2>&1 |
    grep -m1 'error:' | sed 's/^/  /' || true
echo
lvp=/usr/share/vulkan/icd.d/lvp_icd.json
if [ -f "$lvp" ]; then
    echo "the same scripts on a Vulkan driver too (lavapipe), every buffer compared after each RUN"
    echo "(spvrt run --compare cpu,vulkan: integers exactly, floats within the Vulkan precision tables):"
    if VK_ICD_FILENAMES="$lvp" "$spvrt" run --compare cpu,vulkan \
        --differences "$here/../tests/amber/vulkan_differences.txt" "$amber"/glsl_trig.amber \
        "$amber"/matrix_multiply.amber "$amber"/subgroup_ballot.amber "$amber"/srem_smod_asm.amber \
        >"$out/cmp.out" 2>"$out/cmp.err"; then
        grep -E ': compare:' "$out/cmp.out" | sed 's/^.*compute\//  /'
        echo "  (srem_smod_asm: the components with a negative operand are undefined in Vulkan and listed"
        echo "   as such in tests/amber/vulkan_differences.txt)"
    else
        echo "  FAILED:"; cat "$out/cmp.out" "$out/cmp.err" | sed 's/^/    /' | head -20
        status=1
    fi
    echo "and a difference the specification does not permit: lavapipe folds double(float(d)) into d"
    echo "(Table 83: conversions are correctly rounded):"
    VK_ICD_FILENAMES="$lvp" "$spvrt" run --compare cpu,vulkan "$amber"/conv_double_float.amber 2>&1 |
        grep -E 'compare failed|note:   at index [01] ' | sed 's/^.*compute\//  /' || true
else
    echo "(lavapipe is not installed: make test-deps installs it; the Vulkan comparison is skipped)"
fi
echo
echo "ray queries: examples/rayquery/scene.amber (written by make_scene.py) renders a triangle mesh read"
echo "from an OBJ file (three instances), spheres and chained linear swept spheres with shadows, one"
echo "GL_EXT_ray_query compute shader on the CPU engine; the image goes to a PNG:"
png=${SPVRT_DEMO_PNG:-$(dirname "$spvrt")/rayquery.png}  # beside the spvrt binary (build/)
scene="$here/rayquery/scene.amber"
if "$spvrt" run --time --png "image=$png:320x240" "$scene" >"$out/rq.out" 2>"$out/rq.err"; then
    queries=$(sed -n 's/^EXPECT ray_queries IDX 0 EQ \([0-9]*\).*/\1/p' "$scene")
    seconds=$(sed -n 's/^.*time: [0-9]* runs, [0-9]* invocations, \([0-9.]*\) s in dispatch.*$/\1/p' "$out/rq.out")
    printf '  %s\n' "$(sed -n 's/^.*: \([0-9]* passed, [0-9]* failed\).*$/\1 (ray-query count and image digest against the golden values)/p' "$out/rq.out")"
    if [ -n "$queries" ] && [ -n "$seconds" ]; then
        awk -v q="$queries" -v s="$seconds" -v png="$png" 'BEGIN {
            printf "  wrote %s: 320x240, %d ray queries in %.3f s of dispatch (render and image digest), %.3f Mrays/s\n", png, q, s, q / s / 1e6 }'
    else
        echo "  wrote $png; $(grep -m1 'time:' "$out/rq.out" | sed 's/^.*time: //')"
    fi
else
    echo "  FAILED: $(cat "$out/rq.out" "$out/rq.err" | grep -m1 -i -E "error|fail|usage")"
    status=1
fi
echo
echo "a ray-tracing pipeline: examples/raytracing/scene.amber (written by make_scene.py) renders the same"
echo "geometry with foliage cards alpha-tested by an any-hit shader, a mirror ball from an intersection shader,"
echo "shadows and reflections from closest-hit shaders and materials from callable shaders, on the CPU engine:"
png=${SPVRT_DEMO_RT_PNG:-$(dirname "$spvrt")/raytracing.png}
scene="$here/raytracing/scene.amber"
if "$spvrt" run --time --png "image=$png:320x240" "$scene" >"$out/rt.out" 2>"$out/rt.err"; then
    rays=$(sed -n 's/^EXPECT rays IDX 0 EQ \([0-9]*\).*/\1/p' "$scene")
    seconds=$(sed -n 's/^.*time: [0-9]* runs, [0-9]* invocations, \([0-9.e+-]*\) s in dispatch.*$/\1/p' "$out/rt.out")
    printf '  %s\n' "$(sed -n 's/^.*: \([0-9]* passed, [0-9]* failed\).*$/\1 (ray count and image digest against the golden values)/p' "$out/rt.out")"
    if [ -n "$rays" ] && [ -n "$seconds" ]; then
        awk -v q="$rays" -v s="$seconds" -v png="$png" 'BEGIN {
            printf "  wrote %s: 320x240, %d rays traced in %.3f s of dispatch (render and image digest), %.3f Mrays/s\n", png, q, s, q / s / 1e6 }'
    else
        echo "  wrote $png; $(grep -m1 'time:' "$out/rt.out" | sed 's/^.*time: //')"
    fi
    echo "  what ran for one pixel (spvrt run --trace 160,120, first lines):"
    "$spvrt" run --trace 160,120 "$scene" 2>&1 | grep 'trace:' | sed -n '2,9p' | sed 's/^.*trace:  */    /' | cut -c1-110
else
    echo "  FAILED: $(cat "$out/rt.out" "$out/rt.err" | grep -m1 -i -E "error|fail|usage")"
    status=1
fi
echo
echo "invocation reordering (SPV_EXT_shader_invocation_reorder): a path tracer whose 8 materials are closest-hit"
echo "shaders of different cost, every trace split into a trace into a hit object, a reorder by it and the"
echo "execution of the shader it names (make_path_tracing.py --hit-objects), 160x120, 3 diffuse bounces, 1 thread:"
python3 "$here/raytracing/make_path_tracing.py" "$out" --hit-objects --size 160x120 --name reorder.amber >/dev/null
for mode in off on; do
    png=$(dirname "$spvrt")/reorder_$mode.png
    if "$spvrt" run --threads 1 --time --stats --reorder $mode --png "image=$png:160x120" "$out/reorder.amber" \
        >"$out/ser_$mode.out" 2>&1; then
        seconds=$(sed -n 's/^.*time: [0-9]* runs, [0-9]* invocations, \([0-9.e+-]*\) s in dispatch.*$/\1/p' "$out/ser_$mode.out")
        stat=$(sed -n 's/^.*reorder points (--reorder [a-z]*): \(.*\)$/\1/p' "$out/ser_$mode.out")
        printf '  --reorder %-3s %.3f s: %s; wrote %s\n' "$mode" "$seconds" "$stat" "$png"
        eval "seconds_$mode=$seconds"
    else
        echo "  FAILED: $(grep -m1 -i -E "error|fail|usage" "$out/ser_$mode.out")"
        status=1
    fi
done
if [ -n "${seconds_on:-}" ] && [ -n "${seconds_off:-}" ]; then
    same="the same picture"
    cmp -s "$(dirname "$spvrt")/reorder_off.png" "$(dirname "$spvrt")/reorder_on.png" || same="THE PICTURES DIFFER"
    awk -v on="$seconds_on" -v off="$seconds_off" -v same="$same" 'BEGIN {
        printf "  reordering makes the launch %.2fx faster (%s)\n", off / on, same }'
fi
echo
echo "an execution graph (VK_AMDX_shader_enqueue): examples/graph/tiles.amber (written by make_tiles.py) classifies"
echo "the 8x8 tiles of a grey image in one node and shades each class (flat, gradient, detail) with its own node,"
echo "the class a dynamic node index; node statistics, then the same graph under the other two schedules:"
png=$(dirname "$spvrt")/graph_tiles.png
if "$spvrt" run --stats --compare-schedules --png "image=$png:128x128" "$here/graph/tiles.amber" >"$out/graph.out" 2>&1; then
    grep 'stats:' "$out/graph.out" | sed 's/^.*stats: */  /'
    grep 'gives the same results' "$out/graph.out" | sed 's/^.*note: RUN tiles: /  /'
    printf '  %s; wrote %s\n' "$(sed -n 's/^.*: \([0-9]* passed, [0-9]* failed\).*$/\1 (tile counts and a pixel of every tile against make_tiles.py)/p' "$out/graph.out")" "$png"
else
    echo "  FAILED: $(grep -m1 -i -E "error|fail|usage" "$out/graph.out")"
    status=1
fi
exit $status
