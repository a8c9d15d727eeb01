#!/bin/sh
# Install the Debian 12 packages spvrt needs, if any is missing.
#
# As root: 'apt-get update' once, then 'apt-get install -y' the missing
# packages.  Otherwise: print the command to run and fail.
# Usage: scripts/ensure-deps.sh [build|test|bench]
#
# The test set also needs lavapipe from mesa 25 (the Vulkan backend's CI
# device: ray query, acceleration structures, ray-tracing pipelines, AMDX
# shader enqueue), which Debian 12 has only in <codename>-backports.  If no
# backports entry is configured, one is derived from the machine's own
# Debian entry (same URIs, components and Signed-By; suite
# <codename>-backports) and written to
# /etc/apt/sources.list.d/spvrt-backports.sources (or .list); no archive
# host name is written here.
set -eu
purpose=${1:-build}
missing=""
backports=""  # packages to install with -t $codename-backports

codename=bookworm
if [ -r /etc/os-release ]; then
    # shellcheck disable=SC1091
    codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
fi
mesa_min=25 # lavapipe with VK_KHR_ray_query and VK_AMDX_shader_enqueue

# need PACKAGE FILE-OR-COMMAND...: the package is missing if any is absent.
need() {
    pkg=$1
    shift
    for thing in "$@"; do
        case $thing in
        /*) [ -e "$thing" ] && continue ;;
        *) command -v "$thing" >/dev/null 2>&1 && continue ;;
        esac
        missing="$missing $pkg"
        return 0
    done
}

need cmake cmake
need make make
need gcc gcc
need python3 python3
need spirv-headers /usr/include/spirv/unified1/spirv.core.grammar.json /usr/include/spirv/spir-v.xml
need pkg-config pkg-config
need libjson-c-dev /usr/include/json-c/json.h # device profiles (spvrt val --profile)
need libpng-dev /usr/include/png.h # spvrt run --png (src/amber/png.c)
need llvm-19-dev /usr/lib/llvm-19/include/llvm-c/LLJIT.h # the compiling backend (src/jit, docs/jit.md)
if [ "$purpose" != build ]; then
    # test oracles and the shader compiler for the test corpus
    need spirv-tools spirv-dis spirv-as spirv-val
    need glslang-tools glslangValidator
    need g++ g++
    need pkg-config pkg-config # the install test builds a program against spvrt.pc
    need libmpfr-dev /usr/include/mpfr.h # reference for spvrt_numeric_test (never linked into the library)
    need clang clang           # the libFuzzer targets
    need libclang-rt-14-dev /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a
    # the Vulkan backend's tests: the loader, vulkaninfo, lavapipe (below)
    need vulkan-tools vulkaninfo
    # the validation layer, if this Debian has it (Debian 12: main)
    if apt-cache show vulkan-validationlayers >/dev/null 2>&1; then
        need vulkan-validationlayers /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json
    fi
    # lavapipe: mesa-vulkan-drivers >= $mesa_min, from backports
    mesa=$(dpkg-query -W -f '${Version}' mesa-vulkan-drivers 2>/dev/null || true)
    if [ -z "$mesa" ] || dpkg --compare-versions "$mesa" lt "$mesa_min"; then
        backports="mesa-vulkan-drivers"
    fi
fi
# the Vulkan backend links the loader
need libvulkan-dev /usr/include/vulkan/vulkan.h
if [ "$purpose" = bench ]; then
    # bench/accel: Embree 3 (bookworm: 3.13), the CPU ray tracer spvrt_accel_* is measured against
    need libembree-dev /usr/include/embree3/rtcore.h
fi

# backports_entry: true if some apt source already names $codename-backports.
backports_entry() {
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
        /etc/apt/sources.list.d/*.sources; do
        [ -r "$f" ] || continue
        grep -v '^[[:space:]]*#' "$f" | grep -q "[[:space:]]$codename-backports\([[:space:]]\|\$\)" &&
            return 0
    done
    return 1
}

# derive_backports: print the backports entry derived from the machine's
# Debian entry for $codename on stdout (deb822 if it starts with 'Types:',
# else one-line format); fail if there is none.
derive_backports() {
    if [ -r /etc/apt/sources.list.d/debian.sources ]; then
        # deb822: the stanza whose Suites has $codename itself
        derived=$(awk -v suite="$codename" '
            function flush() {
                if (deb && has && uris != "" && comps != "") {
                    print "Types: deb"
                    print "URIs: " uris
                    print "Suites: " suite "-backports"
                    print "Components: " comps
                    if (signed != "") print "Signed-By: " signed
                    found = 1
                    exit
                }
                has = 0; uris = ""; comps = ""; signed = ""; deb = 0
            }
            /^[[:space:]]*#/ { next }
            /^[[:space:]]*$/ { flush(); next }
            {
                key = $1; sub(/:$/, "", key); val = $0
                sub(/^[^:]*:[[:space:]]*/, "", val)
                if (key == "Types") deb = (val ~ /(^|[[:space:]])deb($|[[:space:]])/)
                else if (key == "URIs") uris = val
                else if (key == "Components") comps = val
                else if (key == "Signed-By") signed = val
                else if (key == "Suites") {
                    n = split(val, s, /[[:space:]]+/)
                    for (i = 1; i <= n; i++) if (s[i] == suite) has = 1
                }
            }
            END { if (!found) flush() }' /etc/apt/sources.list.d/debian.sources)
        if [ -n "$derived" ]; then
            printf '%s\n' "$derived"
            return 0
        fi
    fi
    if [ -r /etc/apt/sources.list ]; then
        # one-line: 'deb [options] URI $codename components...'
        derived=$(awk -v suite="$codename" '
            $1 == "deb" {
                i = 2
                if ($2 ~ /^\[/) { while (i <= NF && $i !~ /\]$/) i++; i++ }
                if ($(i + 1) == suite) { $(i + 1) = suite "-backports"; print; exit }
            }' /etc/apt/sources.list)
        if [ -n "$derived" ]; then
            printf '%s\n' "$derived"
            return 0
        fi
    fi
    return 1
}

[ -z "$missing" ] && [ -z "$backports" ] && exit 0
if [ "$(id -u)" = 0 ]; then
    if [ -n "$backports" ] && ! backports_entry; then
        if ! entry=$(derive_backports); then
            echo "spvrt: no Debian $codename entry in the apt sources to derive $codename-backports from" >&2
            exit 1
        fi
        case $entry in Types:*) kind=sources ;; *) kind=list ;; esac
        echo "spvrt: enabling $codename-backports in /etc/apt/sources.list.d/spvrt-backports.$kind"
        printf '%s\n' "$entry" >"/etc/apt/sources.list.d/spvrt-backports.$kind"
    fi
    DEBIAN_FRONTEND=noninteractive apt-get update -q
    if [ -n "$missing" ]; then
        echo "spvrt: installing Debian packages:$missing"
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
    fi
    if [ -n "$backports" ]; then
        echo "spvrt: installing from $codename-backports: $backports"
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q -t "$codename-backports" $backports
    fi
else
    if [ -n "$missing" ]; then
        echo "spvrt: missing Debian packages:$missing" >&2
        echo "run as root: apt-get update && apt-get install -y$missing" >&2
    fi
    if [ -n "$backports" ]; then
        echo "spvrt: need from $codename-backports (mesa-vulkan-drivers >= $mesa_min): $backports" >&2
        if ! backports_entry; then
            if entry=$(derive_backports); then
                case $entry in Types:*) kind=sources ;; *) kind=list ;; esac
                echo "run as root: cat >/etc/apt/sources.list.d/spvrt-backports.$kind <<'EOF'" >&2
                printf '%s\nEOF\n' "$entry" >&2
            else
                echo "enable $codename-backports in the apt sources" >&2
            fi
        fi
        echo "run as root: apt-get update && apt-get install -y -t $codename-backports $backports" >&2
    fi
    exit 1
fi
