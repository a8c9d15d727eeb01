#!/bin/sh
# Run the fuzz targets of a build made with -DSPVRT_FUZZ=ON (clang), seeded
# with the project's .spvasm inputs, their assembled binaries and
# tests/fuzz/regressions/ (inputs that once crashed or ran out of memory).
# usage: tests/fuzz/run.sh BUILD_DIR SPVRT MODE [AMOUNT]
#   MODE runs:    each target runs AMOUNT inputs (default 20000): for make test
#   MODE seconds: each target runs AMOUNT seconds (default 60): make fuzz
set -eu
build=$1 spvrt=$2 mode=$3
amount=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/text" "$work/binary" "$work/profile" "$work/amber" "$work/exec" "$work/jit"
cp "$here"/../amber/parse/*.amber "$work/amber/"
cp "$here"/../amber/vkscript/*.vkscript "$work/amber/"  # VkScript seeds (issue 15)
cp "$here"/../val/profiles/*.json "$work/profile/"
for f in "$here"/../spvasm/*/*.spvasm "$here"/../../examples/*.spvasm; do
    name=$(basename "$(dirname "$f")")_$(basename "$f" .spvasm)
    cp "$f" "$work/text/$name"
    "$spvrt" as "$f" -o "$work/binary/$name.spv" 2>/dev/null || true
done
# the engine's seeds: the compute modules among them
for f in "$work"/binary/*.spv; do
    if "$spvrt" dis "$f" 2>/dev/null | grep -q "OpEntryPoint GLCompute"; then cp "$f" "$work/exec/"; fi
done
cp "$work"/exec/* "$work/jit/" 2>/dev/null || true
# fuzz_jit compiles each module it keeps with LLVM (tens of ms): a fortieth of the inputs, and no disk cache
export SPVRT_CACHE_DIR=off
case $mode in
runs) limit="-runs=${amount:-20000}" ;;
seconds) limit="-max_total_time=${amount:-60}" ;;
*) echo "run.sh: MODE is runs or seconds" >&2; exit 2 ;;
esac
status=0
for target in binary text profile amber exec jit; do
    if [ ! -x "$build/fuzz_$target" ]; then
        echo "fuzz_$target: not built"
        status=1
        continue
    fi
    if [ "$target" = jit ] && [ "$mode" = runs ]; then
        limit="-runs=$(( ${amount:-20000} / 40 ))"
    fi
    echo "fuzz_$target: $limit"
    # new units go to the first folder; the regressions (inputs that once failed) are run too
    # (a target without a regressions folder yet: its seeds alone; libFuzzer refuses a missing folder)
    regressions="$here/regressions/$target"
    [ -d "$regressions" ] || regressions=""
    if ! "$build/fuzz_$target" $limit -max_len=65536 -print_final_stats=0 -rss_limit_mb=2048 "$work/$target" \
        $regressions >"$work/log" 2>&1; then
        tail -40 "$work/log"
        status=1
    else
        grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$work/log" | tail -1
    fi
done
exit $status
