#!/usr/bin/env bash
# ld.lld for the `linespace` command (scripts/command-build-flags.sh): links libstdc++ and ICU
# from their static archives instead of loading libstdc++.so and libicuuc.so at start-up.
# The loader then maps, relocates and resolves symbols for two libraries fewer (−1.9 MiB peak
# RSS, docs/benchmark.md "The command as a process"); the ICU code and data are the same
# Debian ICU (libicu-dev ships the archives), so line breaking is unchanged. SwiftPM's link line
# names both libraries as -lstdc++ (the Swift runtime's) and -licuuc (Package.swift), after
# everything a flag could put before them, so they are rewritten here.
set -euo pipefail

# The lld of the toolchain whose clang runs this script (as -fuse-ld=lld would), else PATH's.
lld="$(dirname "$(readlink -f "/proc/$PPID/exe")")/ld.lld"
[[ -x "$lld" ]] || lld=$(command -v ld.lld)
args=()
for arg in "$@"; do
  case "$arg" in
    -lstdc++) args+=(-l:libstdc++.a) ;;
    -licuuc) args+=(-l:libicuuc.a -l:libicudata.a) ;;
    *) args+=("$arg") ;;
  esac
done
exec "$lld" "${args[@]}"
