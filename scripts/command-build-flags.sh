#!/usr/bin/env bash
# Prints the `swift build` flags that build and link the `linespace` command for a small
# start-up (Makefile: make demo, make bench-startup; docs/benchmark.md, "The command as a
# process"). Linux only, and only what this machine supports; prints nothing otherwise.
#   - -disable-concrete-type-metadata-mangled-name-accessors: this package's code asks for the
#     metadata of concrete generic types (a Dictionary of its cache keys, a SharedCache...)
#     through accessor functions instead of mangled names, which the runtime demangles and
#     checks by scanning every protocol conformance of the program (8 % of `render`'s
#     instructions). The Swift runtime and Foundation are already built; this is our code only.
#   - lld, from the Swift toolchain, instead of gold (SwiftPM's default), which has neither packed
#     relocations nor a symbol ordering file.
#   - -z pack-relative-relocs (DT_RELR, glibc >= 2.36): the static command's 73,000 relative
#     relocations take 14 KiB instead of 1.7 MiB, which ld.so read whole at every start.
#   - --symbol-ordering-file scripts/linespace.order: the functions the command runs placed side
#     by side (scripts/startup-order.py), so start-up maps fewer 64 KiB windows of code.
#     --no-warn-symbol-ordering: names the toolchain at hand does not define are skipped.
#   - libstdc++ and ICU from their static archives (scripts/ld-static-cxx.sh), when present.
#   - -D LINESPACE_FOUNDATION_ESSENTIALS: the engine and the command built on FoundationEssentials
#     alone, with the engine's own CGFloat, CGPoint, CGSize, CGRect and NSRange
#     (Sources/LineSpaceText/Support/EssentialsGeometry.swift): full Foundation's would link
#     CoreFoundation, Foundation's ICU and libdispatch's start-up into the command (−1.3 MiB
#     peak RSS). scripts/check-essentials-build.sh compares its output with the default build's.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ "$(uname -s)" == Linux ]] || exit 0
swift=$(command -v "${SWIFT:-swift}" 2>/dev/null) || exit 0
toolchain=$(dirname "$(readlink -f "$swift")")
flags=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
flags+=(-Xswiftc -DLINESPACE_FOUNDATION_ESSENTIALS)
# swiftc's clang looks for ld.lld beside itself, then on PATH.
if [[ ! -x "$toolchain/ld.lld" ]] && ! command -v ld.lld >/dev/null 2>&1; then
  echo "${flags[@]}"
  exit 0
fi
flags+=(-Xswiftc -use-ld=lld)
icu=$(pkg-config --variable=libdir icu-uc 2>/dev/null || true)
cxx=$("$toolchain/clang" -print-file-name=libstdc++.a 2>/dev/null || true)
if [[ -n "$icu" && -f "$icu/libicuuc.a" && -f "$icu/libicudata.a" && "$cxx" == /* && -f "$cxx" ]]; then
  flags+=(-Xswiftc "-ld-path=$PWD/scripts/ld-static-cxx.sh")
fi
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
if [[ -n "$glibc" && "$(printf '%s\n' 2.36 "$glibc" | sort -V | head -1)" == 2.36 ]]; then
  flags+=(-Xlinker -z -Xlinker pack-relative-relocs)
fi
flags+=(-Xlinker "--symbol-ordering-file=$PWD/scripts/linespace.order" -Xlinker --no-warn-symbol-ordering)
echo "${flags[@]}"
