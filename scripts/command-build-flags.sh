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
#   - -D LINESPACE_MINIMAL_RUNTIME: the engine and the command without Foundation: the engine's
#     own CGFloat, CGPoint, CGSize, CGRect, NSRange and Data, markup read into styled pieces
#     instead of an AttributedString, no task-local test hooks
#     (Sources/LineSpaceText/Support/MinimalRuntimeTypes.swift). Foundation's types would link
#     CoreFoundation, Foundation's ICU, FoundationEssentials, the Concurrency runtime and
#     libdispatch into the command (2.3 MiB of peak RSS). scripts/check-minimal-build.sh
#     compares its output with the default build's.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ "$(uname -s)" == Linux ]] || exit 0
swift=$(command -v "${SWIFT:-swift}" 2>/dev/null) || exit 0
toolchain=$(dirname "$(readlink -f "$swift")")
flags=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
flags+=(-Xswiftc -DLINESPACE_MINIMAL_RUNTIME)
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
