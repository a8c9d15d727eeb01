#!/bin/sh
# Run every script of this bundle (made by tests/device/bundle.sh) under `spvrt run --compare cpu,vulkan`
# and alone on the Vulkan device, and write what came of each (docs/vulkan-backend.md, "Running the scripts
# on a remote GPU").
#
#   ./run.sh [RESULTS_DIR] [SCRIPT_NAME...]
#
# RESULTS_DIR: default $OUT when set, else ./results.  SCRIPT_NAME: only these files of scripts/ (default: all).
# It writes there:
#   summary.txt  one line per script: the --compare result (agree / differ / not supported / error) and the
#                Vulkan-alone result (pass / fail / not supported / error), totals, then the first lines of
#                each difference, refusal or error
#   env.txt      the host, nvidia-smi, the ICD json found and its driver library, the libraries taken from
#                fallback/, and the probe: the device's name and which issue-18 extensions it lacks
#   logs.txt     every run's whole output
# The environment: VK_ICD_FILENAMES or VK_DRIVER_FILES, when set, name the ICD json (otherwise NVIDIA's is
# searched for in the usual places); SPVRT_RUN_TIMEOUT (seconds a run may take, default 300);
# SPVRT_RUN_FLAGS (more `spvrt run` flags for every run).
set -u
here=$(cd "$(dirname "$0")" && pwd)
results=${1:-${OUT:-$here/results}}
[ $# -gt 0 ] && shift
mkdir -p "$results" || exit 1
summary="$results/summary.txt"
envfile="$results/env.txt"
logs="$results/logs.txt"
: >"$summary"
: >"$envfile"
: >"$logs"
timeout_s=${SPVRT_RUN_TIMEOUT:-300}
work=$(mktemp -d "${TMPDIR:-/tmp}/spvrt-bundle.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
note() { echo "$*" | tee -a "$envfile"; }
limited() {
    if command -v timeout >/dev/null 2>&1; then timeout "$timeout_s" "$@"; else "$@"; fi
}

note "== host"
note "$(uname -a)"
[ -r /etc/os-release ] && note "$(grep -E '^(PRETTY_NAME)=' /etc/os-release)"
note "bundle: $(head -3 "$here/MANIFEST" 2>/dev/null | tail -2 | tr '\n' ' ')"
note "== nvidia-smi"
if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi 2>&1 | head -20 >>"$envfile"
    note "$(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | head -4)"
else
    note "nvidia-smi: not found"
fi

# ---- the Vulkan driver: the ICD json and its library -------------------------------------------------------
note "== Vulkan ICD"
icd=""
if [ -n "${VK_ICD_FILENAMES:-}" ]; then
    icd=$VK_ICD_FILENAMES
    note "VK_ICD_FILENAMES is set: $icd"
elif [ -n "${VK_DRIVER_FILES:-}" ]; then
    icd=$VK_DRIVER_FILES
    note "VK_DRIVER_FILES is set: $icd"
else
    for dir in /usr/local/nvidia/share/vulkan/icd.d /usr/share/vulkan/icd.d /etc/vulkan/icd.d \
        /usr/local/share/vulkan/icd.d /usr/local/etc/vulkan/icd.d /usr/local/nvidia/etc/vulkan/icd.d; do
        for f in "$dir"/nvidia*.json; do
            if [ -f "$f" ] && [ -z "$icd" ]; then icd=$f; fi
            [ -f "$f" ] && note "found: $f"
        done
    done
    if [ -z "$icd" ]; then
        f=$(find /usr /etc /opt -maxdepth 7 -name 'nvidia_icd*.json' 2>/dev/null | head -1)
        if [ -n "$f" ]; then icd=$f; note "found (find): $f"; fi
    fi
fi
libdirs="/usr/local/nvidia/lib64 /usr/local/nvidia/lib /usr/lib/x86_64-linux-gnu /lib/x86_64-linux-gnu /usr/lib64 /usr/lib"
if [ -z "$icd" ]; then
    # no json, but the driver's library: a json of our own naming it (the loader's "ICD manifest" format)
    for d in $libdirs; do
        if [ -z "$icd" ] && [ -f "$d/libGLX_nvidia.so.0" ]; then
            icd="$work/nvidia_icd.json"
            printf '{ "file_format_version": "1.0.0", "ICD": { "library_path": "%s", "api_version": "1.3" } }\n' \
                "$d/libGLX_nvidia.so.0" >"$icd"
            note "no ICD json found; wrote $icd for $d/libGLX_nvidia.so.0"
        fi
    done
fi
[ -n "$icd" ] || note "no NVIDIA ICD json found (set VK_ICD_FILENAMES): the Vulkan runs will say no device"

LD_LIBRARY_PATH="$here/lib"
icdlib=""
if [ -n "$icd" ] && [ -f "${icd%%:*}" ]; then
    first=${icd%%:*}
    note "ICD json: $first: $(tr -d '\n' <"$first" | tr -s ' ')"
    icdlib=$(sed -n 's/.*"library_path"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$first" | head -1)
    case "$icdlib" in
    /*) ;;
    */*) icdlib="$(dirname "$first")/$icdlib" ;;
    ?*)
        found=""
        for d in $libdirs; do
            if [ -z "$found" ] && [ -e "$d/$icdlib" ]; then found="$d/$icdlib"; fi
        done
        [ -z "$found" ] && found=$(/sbin/ldconfig -p 2>/dev/null | sed -n "s/.*$icdlib.* => //p" | head -1)
        icdlib=$found
        ;;
    esac
    if [ -n "$icdlib" ] && [ -e "$icdlib" ]; then
        note "driver library: $icdlib"
        LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$(dirname "$icdlib")"
    else
        note "driver library: not found"
        icdlib=""
    fi
    VK_ICD_FILENAMES=$icd
    export VK_ICD_FILENAMES
    unset VK_DRIVER_FILES
fi

# ---- libglvnd: NVIDIA's libGLX_nvidia.so.0 is one of its vendor libraries and may use libGLdispatch.so.0
# without naming it (no NEEDED entry, so ldd does not ask for it); a host without libglvnd may then fail to
# load the driver (the loader ignores it: VK_ERROR_INCOMPATIBLE_DRIVER).  This workplace's GPU machine ran
# Vulkan once libglvnd's packages were installed (its device notes), so the carried ones are used, and
# libGLdispatch.so.0 preloaded, when the host has none.
used=""
glvnd=""
if [ -n "$icdlib" ] && [ -f "$here/glvnd/libGLdispatch.so.0" ] &&
    ! /sbin/ldconfig -p 2>/dev/null | grep -q 'libGLdispatch\.so\.0' &&
    [ ! -e "$(dirname "$icdlib")/libGLdispatch.so.0" ]; then
    LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$here/glvnd"
    LD_PRELOAD="$here/glvnd/libGLdispatch.so.0${LD_PRELOAD:+:$LD_PRELOAD}"
    export LD_PRELOAD
    glvnd=$(ls "$here/glvnd"/*.so.* 2>/dev/null)
    used=" glvnd/ (libGLdispatch.so.0 preloaded)"
fi

# ---- libraries the host lacks: from fallback/, only those ldd cannot find -----------------------------------
mkdir -p "$work/fallback"
LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$work/fallback"
export LD_LIBRARY_PATH
PATH="$here/bin:$PATH"
export PATH
for round in 1 2 3 4 5; do
    missing=$(for f in "$here/bin/spvrt" "$here/bin/glslangValidator" "$here/bin/spirv-opt" "$here/lib/libvulkan.so.1" \
        $icdlib $glvnd; do ldd "$f" 2>/dev/null; done | sed -n 's/^[[:space:]]*\([^ ]*\) => not found.*/\1/p' | sort -u)
    [ -n "$missing" ] || break
    added=0
    for name in $missing; do
        if [ -f "$here/fallback/$name" ] && [ ! -e "$work/fallback/$name" ]; then
            ln -s "$here/fallback/$name" "$work/fallback/$name"
            used="$used $name"
            added=1
        fi
    done
    if [ $added = 0 ]; then note "libraries nobody has: $missing"; break; fi
done
note "libraries taken from the bundle:${used:- none}"
note "host Vulkan loaders (ldconfig -p): $(/sbin/ldconfig -p 2>/dev/null | grep -c 'libvulkan\.so')"
if [ -n "$icdlib" ]; then
    echo "ldd $icdlib:" >>"$envfile"
    ldd "$icdlib" >>"$envfile" 2>&1
    echo "ldd -r $icdlib (symbols nothing loaded defines, first 20):" >>"$envfile"
    ldd -r "$icdlib" 2>&1 | grep -i "undefined symbol" | head -20 >>"$envfile"
fi
note "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"

# ---- the probe: the device and the issue-18 extensions ---------------------------------------------------------
note "== probe (spvrt run --device vulkan probe.amber)"
probe=$(cd "$here" && limited bin/spvrt run --device vulkan probe.amber 2>&1)
echo "$probe" | sed 's/^probe.amber:[0-9]*: //' | tee -a "$envfile"
if echo "$probe" | grep -q "no Vulkan device"; then
    # why the loader found no driver: its own messages (VK_LOADER_DEBUG, the loader's "Debug Environment
    # Variables"), the first 60 lines
    note "== the loader's messages (VK_LOADER_DEBUG=error,warn,info,driver)"
    (cd "$here" && VK_LOADER_DEBUG=error,warn,info,driver limited bin/spvrt run --device vulkan probe.amber 2>&1) |
        grep -v "^probe.amber" | head -60 | tee -a "$envfile"
fi

# ---- the scripts -----------------------------------------------------------------------------------------------
# classify OUTPUT STATUS: agree|pass / differ / fail / not supported / error / timeout
classify() {
    if [ "$2" = 124 ] || [ "$2" = 137 ]; then echo "timeout"
    elif echo "$1" | grep -q "compare failed"; then echo "differ"
    elif [ "$2" = 0 ]; then echo "ok"
    elif [ "$2" = 2 ] && echo "$1" | grep -q "(skipped:"; then echo "not supported"
    elif echo "$1" | grep -q "Verifier failed"; then echo "fail"
    else echo "error"
    fi
}
interesting() {
    grep -E "error:|Verifier failed|compare failed|differ|note:|skipped" | grep -v ": compare: 0 values differ" | head -8
}
if [ $# -gt 0 ]; then names="$*"; else names=$(cd "$here/scripts" && ls *.amber); fi
count=0; agree=0; differ=0; unsupported=0; errors=0; alone_pass=0
details="$work/details"
: >"$details"
printf '%-44s %-15s %s\n' "script" "--compare" "vulkan alone" >>"$summary"
for name in $names; do
    script="$here/scripts/$name"
    [ -f "$script" ] || { echo "run.sh: no script $name" >&2; continue; }
    flags=""
    [ -f "$script.flags" ] && flags=$(cat "$script.flags")
    count=$((count + 1))
    cmp=$(cd "$here/scripts" && limited "$here/bin/spvrt" run --time --compare cpu,vulkan \
        --differences "$here/vulkan_differences.txt" $flags ${SPVRT_RUN_FLAGS:-} "$name" 2>&1)
    cmp_status=$?
    alone=$(cd "$here/scripts" && limited "$here/bin/spvrt" run --time --device vulkan \
        ${SPVRT_RUN_FLAGS:-} "$name" 2>&1)
    alone_status=$?
    c=$(classify "$cmp" $cmp_status)
    a=$(classify "$alone" $alone_status)
    [ "$c" = ok ] && c=agree
    [ "$a" = ok ] && a=pass
    case "$c" in
    agree) agree=$((agree + 1)) ;;
    differ) differ=$((differ + 1)) ;;
    "not supported") unsupported=$((unsupported + 1)) ;;
    *) errors=$((errors + 1)) ;;
    esac
    [ "$a" = pass ] && alone_pass=$((alone_pass + 1))
    # "N passed, M failed" of the Vulkan-alone run: its EXPECTs on the device
    expects=$(echo "$alone" | sed -n 's/.*: \([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p' | tail -1)
    set -- $expects
    shown=""
    [ $# = 2 ] && [ $(($1 + $2)) -gt 0 ] && shown=" ($1 of $(($1 + $2)) EXPECTs)"
    printf '%-44s %-15s %s\n' "$name" "$c" "$a$shown" >>"$summary"
    {
        echo "==== $name: spvrt run --compare cpu,vulkan $flags: exit $cmp_status ($c)"
        echo "$cmp"
        echo "==== $name: spvrt run --device vulkan: exit $alone_status ($a)"
        echo "$alone"
    } >>"$logs"
    if [ "$c" != agree ] || [ "$a" != pass ]; then
        {
            echo "-- $name"
            [ "$c" != agree ] && echo "$cmp" | interesting | sed 's/^/   compare: /'
            # the Vulkan-alone run's lines when they say more than the comparison's (its EXPECTs)
            if [ "$a" != pass ] && [ "$c" != "not supported" ]; then
                echo "$alone" | interesting | sed 's/^/   alone:   /'
            fi
        } >>"$details"
    fi
done
{
    echo
    echo "--compare cpu,vulkan: $agree agree / $count run ($differ differ, $unsupported not supported, $errors error or timeout)"
    echo "--device vulkan alone: $alone_pass pass / $count run"
    echo "device: $(echo "$probe" | sed -n 's/.*the Vulkan device \(.*\) lacks.*/\1/p' | head -1)"
    echo
    cat "$details"
} >>"$summary"
cat "$summary"
