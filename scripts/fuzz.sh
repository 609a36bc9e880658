#!/usr/bin/env bash
# Builds the libFuzzer target Fuzz/LayoutFuzzer.swift against the engine built by SwiftPM,
# optimized (-c release) with coverage and AddressSanitizer, then runs it from the committed
# seed corpus. Each input runs one of the fuzzer's cross-checks, chosen by its hash
# (FUZZ_CHECKS=all scripts/fuzz.sh runs them all on every input; see Fuzz/LayoutFuzzer.swift).
#
#   scripts/fuzz.sh                 # CI: a bounded number of runs (FUZZ_RUNS, default 200000),
#                                   # reproducible: the same inputs on every machine
#   scripts/fuzz.sh --time 600      # a longer run: 10 minutes, new inputs kept in fuzz-out/
#                                   # (fold the useful ones into the seeds with
#                                   #  .build/fuzz/layout-fuzzer -merge=1 Fuzz/corpus fuzz-out)
#   scripts/fuzz.sh --time 600 --seed 7   # the same with libFuzzer's -seed=7
#   FUZZ_CACHE=65536 scripts/fuzz.sh --time 600   # a 64 KiB shaping cache (evicts all the time)
#   FUZZ_CACHE=fresh scripts/fuzz.sh --time 600   # the cache emptied before every input
#                                   # (default FUZZ_CACHE=kept: the shared 8 MiB cache kept
#                                   #  across inputs; a failure then writes fuzz-out/history-<pid>,
#                                   #  which FUZZ_REPLAY=<file> [FUZZ_MINIMIZE=1] replays: see the
#                                   #  header of Fuzz/LayoutFuzzer.swift)
#
# Why not a SwiftPM executable target: SwiftPM renames `main` for executables and libFuzzer
# brings its own, so linking fails; the fuzzer is linked here against SwiftPM's objects instead.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${FUZZ_RUNS:-200000}
TIME=""
SEED=""
if [[ "${1:-}" == "--time" ]]; then TIME=${2:?seconds}; fi
if [[ "${3:-}" == "--seed" ]]; then SEED=-seed=${4:?seed}; fi

SCRATCH=.build/fuzz
BUILD=$SCRATCH/release
# Optimized: a debug build ran about 7 inputs a second, too few to find anything.
swift build -c release --scratch-path "$SCRATCH" --target LineSpaceText \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >/dev/null

source scripts/engine-objects.sh
rm -f "$SCRATCH/layout-fuzzer"
# The fuzzer compares layouts with and without the shaping cache (`package` API): it joins the
# package SwiftPM named after this checkout's directory.
PACKAGE_NAME=$(grep -o '"-package-name","[^"]*"' "$SCRATCH/release.yaml" | head -1 | cut -d'"' -f4)
link_against_engine "$BUILD" "$SCRATCH/layout-fuzzer" Fuzz/LayoutFuzzer.swift -O -sanitize=fuzzer,address \
    -package-name "${PACKAGE_NAME:?no -package-name in $SCRATCH/release.yaml}"

mkdir -p fuzz-out
# libFuzzer reports crashes itself; Swift's interactive backtracer would wait on them.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
# Allocation stacks of 5 frames and a 32 MiB quarantine: a quarter faster and a third of the
# memory of ASan's defaults (30 frames, 256 MiB), and still a use after free or an overflow
# names the allocation's caller.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=5:quarantine_size_mb=32}
# No leak detection here: the caches keep what an input allocates, so libFuzzer took nearly every
# input for a possible leak and scanned the heap after it (20 times slower); what it would find
# (reachable cache entries) is no leak. The leak check of scripts/sanitizers.sh looks for leaks.
if [[ -n "$TIME" ]]; then
    "$SCRATCH/layout-fuzzer" -detect_leaks=0 -max_total_time="$TIME" ${SEED:+"$SEED"} -max_len=2048 -artifact_prefix=fuzz-out/ fuzz-out Fuzz/corpus
else
    # Bounded for CI: fixed number of runs and seed. libFuzzer writes new inputs into its first
    # corpus directory, so that is a scratch one: the committed seeds stay as they are.
    scratch_corpus=$(mktemp -d)
    trap 'rm -rf "$scratch_corpus"' EXIT
    # Reproducible, so that a red CI run replays here: Swift's per-process hash seed and
    # address-space randomisation (tables keyed by object identity) change the order of hash
    # tables, hence the coverage libFuzzer steers by, and the same -seed explored other inputs
    # on every machine. Longer runs (--time) keep both random, for variety.
    export SWIFT_DETERMINISTIC_HASHING=1
    fixed_addresses=()
    if setarch -R true 2>/dev/null; then fixed_addresses=(setarch -R); fi
    "${fixed_addresses[@]}" "$SCRATCH/layout-fuzzer" -detect_leaks=0 -runs="$RUNS" -seed=1 -max_len=2048 -artifact_prefix=fuzz-out/ \
        "$scratch_corpus" Fuzz/corpus
fi
