#!/bin/sh
# Install the Debian 12 packages spvrt needs, if any is missing.
#
# As root: 'apt-get update' once, then 'apt-get install -y' the missing
# packages.  Otherwise: print the command to run and fail.
# Usage: scripts/ensure-deps.sh [build|test|bench]
set -eu
purpose=${1:-build}
missing=""

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
if [ "$purpose" != build ]; then
    # test oracles and the shader compiler for the test corpus
    need spirv-tools spirv-dis spirv-as spirv-val
    need glslang-tools glslangValidator
    need g++ g++
    need pkg-config pkg-config # the install test builds a program against spvrt.pc
    need libmpfr-dev /usr/include/mpfr.h # reference for spvrt_numeric_test (never linked into the library)
    need clang clang           # the libFuzzer targets
    need libclang-rt-14-dev /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a
fi

[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
    echo "spvrt: installing Debian packages:$missing"
    DEBIAN_FRONTEND=noninteractive apt-get update -q
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
else
    echo "spvrt: missing Debian packages:$missing" >&2
    echo "run as root: apt-get update && apt-get install -y$missing" >&2
    exit 1
fi
