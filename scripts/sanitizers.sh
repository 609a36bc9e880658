#!/usr/bin/env bash
# The reliability checks CI runs besides `make test` (README "Guarantees"):
#   asan   the whole test suite under AddressSanitizer, then the leak check under LeakSanitizer:
#          10,000 labels laid out and rendered (Fuzz/LeakCheck.swift). Leak detection is off for
#          the suite itself: XCTest, swift-testing and Foundation.Process (the command tests)
#          leave allocations of their own at exit that are not ours to fix.
#   tsan   the concurrency tests (8 tasks x 2,000 layouts; one prepared text shared by
#          threads) under ThreadSanitizer
# Usage: scripts/sanitizers.sh [asan|tsan|all]
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
what=${1:-all}

if [[ "$what" == asan || "$what" == all ]]; then
    ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build/asan
    source scripts/engine-objects.sh
    rm -f .build/asan/leak-check
    link_against_engine .build/asan/debug .build/asan/leak-check Fuzz/LeakCheck.swift -sanitize=address
    # The slow unwinder walks through libhyphen's frames, for the suppression of its loader.
    ASAN_OPTIONS=fast_unwind_on_malloc=0 .build/asan/leak-check
fi

if [[ "$what" == tsan || "$what" == all ]]; then
    swift test --sanitize=thread --scratch-path .build/tsan --filter "ConcurrencyTests|PreparedTextTests.threadsShareOnePreparedText"
fi
