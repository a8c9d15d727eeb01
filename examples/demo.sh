#!/bin/sh
# make demo: assemble, disassemble and round-trip the bundled example modules
# (seed instructions included) and say what happened at each step.
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
    echo
done
echo "disassembly of reorder_raygen (instructions from SPV_EXT_shader_invocation_reorder):"
"$spvrt" as "$here/reorder_raygen.spvasm" -o "$out/r.spv"
"$spvrt" dis --no-header "$out/r.spv" | grep -E 'HitObject|Reorder'
exit $status
