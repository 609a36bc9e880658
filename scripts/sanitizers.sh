#!/usr/bin/env bash
# The reliability checks CI runs besides `make test` (README "Guarantees"):
#   asan   the whole test suite under AddressSanitizer, then the leak check under LeakSanitizer:
#          10,000 labels laid out and rendered (Fuzz/LeakCheck.swift). Leak detection is off for
#          the suite itself: XCTest, swift-testing and Foundation.Process (the command tests)
#          leave allocations of their own at exit that are not ours to fix.
#   tsan   the concurrency test (8 tasks x 2,000 layouts) under ThreadSanitizer
# Usage: scripts/sanitizers.sh [asan|tsan|all]
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
what=${1:-all}

if [[ "$what" == asan || "$what" == all ]]; then
    ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build/asan
    build=.build/asan/debug
    flags=()
    for lib in harfbuzz fontconfig cairo-ft; do
        for f in $(pkg-config --cflags-only-I "$lib"); do flags+=(-Xcc "$f"); done
    done
    for map in Sources/CHarfBuzz/module.modulemap Sources/CFontconfig/module.modulemap \
               Sources/CCairo/module.modulemap "$build/CICUBreak.build/module.modulemap"; do
        flags+=(-Xcc "-fmodule-map-file=$map")
    done
    swiftc -sanitize=address -parse-as-library -g -I "$build/Modules" "${flags[@]}" \
        Fuzz/LeakCheck.swift \
        "$build"/LineSpaceText.build/*.o "$build"/LineSpace.build/*.o "$build"/CICUBreak.build/*.o \
        -lharfbuzz -lfontconfig -lcairo -licuuc -o .build/asan/leak-check 2>&1 \
        | { grep -v "Cannot export local symbol" || true; }
    .build/asan/leak-check
fi

if [[ "$what" == tsan || "$what" == all ]]; then
    swift test --sanitize=thread --scratch-path .build/tsan --filter ConcurrencyTests
fi
