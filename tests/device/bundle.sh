#!/bin/sh
# Make a self-contained folder that runs spvrt's ray-tracing scripts under `spvrt run --compare cpu,vulkan`
# on another x86-64 Linux machine with a Vulkan driver but no Vulkan loader, no glslang and no network
# (issue 18: the NVIDIA H200 machine; docs/vulkan-backend.md, "Running the scripts on a remote GPU").
#
#   tests/device/bundle.sh [--build DIR] [--out DIR] [--glslang PROGRAM] [--spirv-opt PROGRAM] [SCRIPT|DIR]...
#
#   --build DIR        a Release build of spvrt (default: build); a sanitized or Debug build is refused
#   --out DIR          the folder to make (default: device-bundle, ignored by git); emptied first
#   --glslang PROGRAM  the glslangValidator to carry (default: Debian's, /usr/bin/glslangValidator)
#   --spirv-opt PROGRAM the spirv-opt to carry (default: Debian's, /usr/bin/spirv-opt)
#   SCRIPT|DIR         more AmberScript files (a folder: its *.amber), besides the default set below
#
# What goes in (all read-only on the other machine):
#   bin/        spvrt, glslangValidator, spirv-opt
#   lib/        libvulkan.so.1, Debian's Vulkan loader (spvrt opens it with dlopen)
#   fallback/   shared libraries that the carried programs, the loader or NVIDIA's Vulkan driver library
#               (libGLX_nvidia.so.0 needs libX11 / libXext) need and a bare host may lack; run.sh uses only
#               those the host cannot resolve itself (ldd says "not found")
#   glvnd/      libglvnd's libraries (libGLdispatch.so.0, libGLX, libEGL, libGL, libOpenGL, libGLESv2): NVIDIA's
#               libGLX_nvidia.so.0 is a libglvnd vendor library; run.sh uses them when the host has no libglvnd
#   scripts/    tests/amber/rt/*.amber (ray-tracing pipelines, hit objects, motion), tests/device/checks/*.amber
#               (device-only checks), the small path-tracing scene (tests/amber/rt/path_tracing_reference.py),
#               and the SCRIPT arguments; NAME.amber.flags holds a script's extra `spvrt run` flags
#   vulkan_differences.txt  the differences the specification permits (--differences)
#   probe.amber a script that names the issue-18 extensions: its "missing" lines say what the device lacks
#   run.sh      finds the NVIDIA ICD, runs every script, writes summary.txt, env.txt and logs.txt
#   MANIFEST    where it came from (commit, date, tools)
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
build=build
out=device-bundle
glslang=/usr/bin/glslangValidator
spirv_opt=/usr/bin/spirv-opt
extra=""
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --glslang) glslang=$2; shift 2 ;;
    --spirv-opt) spirv_opt=$2; shift 2 ;;
    -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
    -*) echo "bundle.sh: unknown option $1" >&2; exit 2 ;;
    *) extra="$extra
$1"; shift ;;
    esac
done
cd "$root"
die() { echo "bundle.sh: $*" >&2; exit 1; }

[ -x "$build/spvrt" ] || die "no $build/spvrt: build it first (cmake -S . -B $build -DCMAKE_BUILD_TYPE=Release)"
cache="$build/CMakeCache.txt"
[ -f "$cache" ] || die "$build is not a CMake build folder"
grep -q '^CMAKE_BUILD_TYPE:STRING=Release$' "$cache" || die "$build is not a Release build"
if grep -q '^SPVRT_SANITIZE:BOOL=ON$' "$cache"; then die "$build is sanitized (its spvrt needs libasan)"; fi
grep -q '^SPVRT_HAVE_VULKAN:[A-Z]*=ON$' "$cache" || "$build/spvrt" help run >/dev/null 2>&1 ||
    die "$build/spvrt does not run"
loader=/usr/lib/x86_64-linux-gnu/libvulkan.so.1
[ -f "$loader" ] || die "no Vulkan loader at $loader (apt-get install libvulkan1)"
[ -x "$glslang" ] || die "no glslangValidator at $glslang (apt-get install glslang-tools, or --glslang)"
[ -x "$spirv_opt" ] || die "no spirv-opt at $spirv_opt (apt-get install spirv-tools, or --spirv-opt)"

rm -rf "$out"
mkdir -p "$out/bin" "$out/lib" "$out/fallback" "$out/scripts"
cp "$build/spvrt" "$out/bin/spvrt"
cp "$glslang" "$out/bin/glslangValidator"
cp "$spirv_opt" "$out/bin/spirv-opt"
cp -L "$loader" "$out/lib/libvulkan.so.1"
strip --strip-unneeded "$out/bin/spvrt" 2>/dev/null || true

# The fallback libraries: the ldd closure of what is carried and of the NVIDIA driver's known needs (libglvnd's
# libGLdispatch, libX11, libXext: present here as Debian packages), less glibc's own libraries (the host's
# must be used: they go with its ld.so).
fallback_of() {
    ldd "$1" 2>/dev/null | sed -n 's/^[[:space:]]*\([^ ]*\) => \(\/[^ ]*\) .*/\1 \2/p'
}
glibc='^(libc|libm|libdl|libpthread|librt|libresolv|libutil|ld-linux-x86-64)\.so'
seeds="$out/bin/spvrt $out/bin/glslangValidator $out/bin/spirv-opt $out/lib/libvulkan.so.1"
for lib in libX11.so.6 libXext.so.6; do
    if [ -f "/usr/lib/x86_64-linux-gnu/$lib" ]; then
        cp -L "/usr/lib/x86_64-linux-gnu/$lib" "$out/fallback/$lib"
        seeds="$seeds /usr/lib/x86_64-linux-gnu/$lib"
    else
        echo "bundle.sh: note: no $lib here (apt-get install libx11-6 libxext6): not carried" >&2
    fi
done
# libglvnd (Debian's libglvnd0, libgl1, libglx0, libegl1, libopengl0, libgles2): NVIDIA's driver library is
# one of its vendor libraries; run.sh puts glvnd/ on the library path, and preloads libGLdispatch.so.0,
# when the host has no libglvnd
mkdir -p "$out/glvnd"
for lib in libGLdispatch.so.0 libGLX.so.0 libEGL.so.1 libGL.so.1 libOpenGL.so.0 libGLESv2.so.2; do
    if [ -f "/usr/lib/x86_64-linux-gnu/$lib" ]; then
        cp -L "/usr/lib/x86_64-linux-gnu/$lib" "$out/glvnd/$lib"
        seeds="$seeds /usr/lib/x86_64-linux-gnu/$lib"
    else
        echo "bundle.sh: note: no $lib here (apt-get install libglvnd0 libgl1 libglx0 libegl1 libopengl0 libgles2): not carried" >&2
    fi
done
for f in $seeds; do
    fallback_of "$f"
done | sort -u | while read -r name path; do
    if echo "$name" | grep -Eq "$glibc"; then continue; fi
    [ -f "$out/fallback/$name" ] || [ -f "$out/glvnd/$name" ] || cp -L "$path" "$out/fallback/$name"
done

# The scripts: the ray-tracing folder (the hit-object and motion scripts live there too), the device checks,
# the path-tracing scene, and the arguments.
add_script() {
    base=$(basename "$1")
    [ -e "$out/scripts/$base" ] && die "two scripts named $base"
    cp "$1" "$out/scripts/$base"
}
for f in tests/amber/rt/*.amber tests/device/checks/*.amber; do
    [ -f "$f" ] && add_script "$f"
done
pt=$(mktemp -d)
if python3 tests/amber/rt/path_tracing_reference.py "$pt" >/dev/null 2>&1 && [ -f "$pt/path_tracing_small.amber" ]; then
    add_script "$pt/path_tracing_small.amber"
    # the floats of a path differ in their last bits between devices (run_tests.py, group vulkan: 2e-5 at
    # most; no precision is given for the ray/triangle test): the same tolerance as the vulkan test group
    echo "--compare-abs 1e-3" >"$out/scripts/path_tracing_small.amber.flags"
else
    echo "bundle.sh: note: tests/amber/rt/path_tracing_reference.py failed: the path-tracing scene is left out" >&2
fi
# the same scene traced through NV hit objects with a reorder (SER-S06: the same pixels)
if python3 tests/amber/rt/path_tracing_reference.py --hit-objects "$pt" >/dev/null 2>&1 &&
    [ -f "$pt/path_tracing_small_ser.amber" ]; then
    add_script "$pt/path_tracing_small_ser.amber"
    echo "--compare-abs 1e-3" >"$out/scripts/path_tracing_small_ser.amber.flags"
fi
rm -rf "$pt"
echo "$extra" | while read -r arg; do
    [ -n "$arg" ] || continue
    if [ -d "$arg" ]; then
        for f in "$arg"/*.amber; do [ -f "$f" ] && add_script "$f"; done
    elif [ -f "$arg" ]; then
        add_script "$arg"
    else
        die "no script or folder $arg"
    fi
done
cp tests/amber/vulkan_differences.txt "$out/vulkan_differences.txt"
cp tests/device/probe.amber "$out/probe.amber"
cp tests/device/run.sh "$out/run.sh"
chmod +x "$out/run.sh" "$out/bin/"*

{
    echo "spvrt device bundle (tests/device/bundle.sh)"
    echo "made: $(date -u '+%Y-%m-%d %H:%M:%S UTC') on $(uname -srm)"
    echo "commit: $(git rev-parse HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD 2>/dev/null || echo ' (with uncommitted changes)')"
    echo "spvrt: $build/spvrt (Release)"
    echo "loader: $loader ($(dpkg-query -W -f '${Package} ${Version}' libvulkan1 2>/dev/null || echo '?'))"
    echo "glslangValidator: $glslang ($("$glslang" --version 2>/dev/null | head -1))"
    echo "spirv-opt: $spirv_opt ($("$spirv_opt" --version 2>&1 | head -1))"
    echo "fallback: $(ls "$out/fallback" | tr '\n' ' ')"
    echo "glvnd: $(ls "$out/glvnd" | tr '\n' ' ')"
    echo "scripts: $(ls "$out/scripts" | grep -c '\.amber$')"
} >"$out/MANIFEST"

size=$(du -sk "$out" | cut -f1)
[ "$size" -le 65536 ] || die "$out is $size KiB, over 64 MiB"
echo "bundle.sh: $out: $(ls "$out/scripts" | grep -c '\.amber$') scripts, $size KiB"
