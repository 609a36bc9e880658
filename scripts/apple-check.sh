#!/usr/bin/env bash
# Compiles the Apple half for iOS and tvOS on Linux, against real SDKs (nothing runs; see
# docs/README-ios.md, "What is compiled"). For iOS:
#   1. the LineSpace module (every file, Apple adapters included), Swift 6, warnings as errors,
#      as a debug build (-D DEBUG, as SwiftPM and Xcode define it), emitting its module and its
#      Objective-C header LineSpace-Swift.h;
#   2. a Swift client importing UIKit, SwiftUI and LineSpace with names unqualified
#      (scripts/apple-check/SwiftClient.swift);
#   3. an Objective-C client using the whole Objective-C surface, with clang -Werror
#      (scripts/apple-check/ObjCClient.m);
#   4. the example app's Swift sources (Examples/LineSpaceExample), and its storyboard's
#      User Defined Runtime Attributes against the properties the header declares;
#   5. (compiling the module again without DEBUG) that every hook's Objective-C entry point is nonisolated: no main-actor executor check
#      in the hooks' @objc thunks (an isolated hook traps on off-main-thread calls in Swift 6);
#   6. that a client sees none of the module's internals: every line of
#      scripts/apple-check/InternalNamesProbe.swift marked `probe:` must be an error;
#   7. that every public symbol, the adapters' included, has a doc comment (the module's symbol
#      graph, scripts/apple-check/check-doc-comments.py; DocumentationTests checks Linux's).
# For tvOS, when the AppleTVOS12.4 SDK of the same snapshot is there too:
#   8. the LineSpace module for arm64-apple-tvos15.0, warnings as errors, against the iOS 16.5
#      SDK read as tvOS (scripts/apple-check/tvos-sdk.sh says why and how: the 12.4 SDK has no
#      Swift library and no SwiftUI; the SwiftUI adapter is not compiled for tvOS);
#   9. the Swift client for tvOS (its UIKit part);
#  10. the Objective-C client for tvOS, against the module's tvOS LineSpace-Swift.h. (The 12.4
#      SDK's own headers cannot be used: the snapshot lacks its AvailabilityInternal.h, and the
#      11.4 SDK's Dispatch module does not build with this clang.)
#
#   APPLE_SDK, APPLE_RESOURCE_DIR   as printed by setup.sh (default: ~/.cache/apple-sdk/…)
#   APPLE_TARGET                    default arm64-apple-ios15.0
#   APPLE_TVOS_SDK                  default ~/.cache/apple-sdk/AppleTVOS12.4.sdk
#   APPLE_TVOS_TARGET               default arm64-apple-tvos15.0
# Without an iOS SDK it says how to get one and exits 0; without the tvOS SDK it does the iOS
# steps, says how to get it and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${XDG_CACHE_HOME:-$HOME/.cache}/apple-sdk
sdk=${APPLE_SDK:-$cache/iPhoneOS16.5.sdk}
resources=${APPLE_RESOURCE_DIR:-$cache/resource-dir}
target=${APPLE_TARGET:-arm64-apple-ios15.0}
tvos_sdk=${APPLE_TVOS_SDK:-$cache/AppleTVOS12.4.sdk}
tvos_target=${APPLE_TVOS_TARGET:-arm64-apple-tvos15.0}

if [[ ! -d $sdk/System/Library/Frameworks/UIKit.framework || ! -d $resources ]]; then
  cat <<MSG
apple-check: skipped, no iOS SDK at $sdk (or no resource directory at $resources).
  To get one: make a git snapshot of the public repository theos/sdks (patched Apple SDKs; a
  git directory is enough: git clone --bare https://github.com/theos/sdks.git), run the team's
  apple-sdk tool on it (../shared/tools/apple-sdk/setup.sh GIT_DIR: it writes
  ~/.cache/apple-sdk/iPhoneOS16.5.sdk and ~/.cache/apple-sdk/resource-dir), then run
  make apple-check again, or export the APPLE_SDK and APPLE_RESOURCE_DIR it prints.
MSG
  exit 0
fi

out=.build/apple-check
rm -rf "$out/obj"; mkdir -p "$out/obj" "$out/module-cache"
swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
swift_flags=(-parse-as-library -swift-version 6 -warnings-as-errors -target "$target"
  -sdk "$sdk" -resource-dir "$resources" -module-cache-path "$out/module-cache")
step() { echo "apple-check: $*"; }

# MainActor.assumeIsolated ships with Swift 5.9+ SDKs (Xcode 15+); an older SDK gets a check-only
# stand-in compiled into the module (never shipped).
shim=()
if ! grep -q "func assumeIsolated" "$sdk/usr/lib/swift/_Concurrency.swiftmodule/"*.swiftinterface 2>/dev/null; then
  shim=(scripts/apple-check/AssumeIsolatedShim.swift)
fi

mapfile -t sources < <(find Sources/LineSpace -name '*.swift' | sort)
# The module (a debug build), its Swift interface and Objective-C header, into DIR: build_module DIR FLAGS…
build_module() {
  local dir=$1; shift
  swiftc -c -wmo "$@" -D DEBUG -module-name LineSpace -package-name linespace "${sources[@]}" "${shim[@]}" \
    -emit-module -emit-module-path "$dir/LineSpace.swiftmodule" \
    -emit-objc-header-path "$dir/LineSpace-Swift.h" -o "$dir/LineSpace.o"
}
# The Swift client against the module in DIR: build_swift_client DIR FLAGS…
build_swift_client() {
  local dir=$1; shift
  swiftc -c -wmo "$@" -I "$dir" -module-name LineSpaceClient \
    scripts/apple-check/SwiftClient.swift -o "$dir/LineSpaceClient.o"
}
# The Objective-C client against DIR's header: build_objc_client DIR TARGET SYSROOT MODULE_CACHE
build_objc_client() {
  "$swift_bin/clang" -target "$2" -isysroot "$3" -fobjc-arc -fmodules -fmodules-cache-path="$4" \
    -Wall -Wextra -Werror -I "$1" -c scripts/apple-check/ObjCClient.m -o "$1/ObjCClient.o"
}

step "1/10 LineSpace module for $target"
build_module "$out/obj" "${swift_flags[@]}"

step "2/10 Swift client (UIKit + SwiftUI + LineSpace, unqualified names)"
build_swift_client "$out/obj" "${swift_flags[@]}"

step "3/10 Objective-C client against LineSpace-Swift.h"
build_objc_client "$out/obj" "$target" "$sdk" "$out/module-cache"

step "4/10 example app (Examples/LineSpaceExample)"
mapfile -t example < <(find Examples/LineSpaceExample -name '*.swift' | sort)
swiftc -c -wmo "${swift_flags[@]}" -I "$out/obj" -module-name LineSpaceExample \
  "${example[@]}" -o "$out/obj/LineSpaceExample.o"
python3 scripts/apple-check/check-storyboards.py "$out/obj/LineSpace-Swift.h" \
  $(find Examples -name '*.storyboard' -o -name '*.xib' | sort)

step "5/10 hooks are nonisolated (no executor check in their @objc thunks)"
swiftc -emit-ir -wmo "${swift_flags[@]}" -module-name LineSpace -package-name linespace "${sources[@]}" "${shim[@]}" \
  -o "$out/obj/LineSpace.ll"
python3 scripts/apple-check/check-hook-thunks.py "$out/obj/LineSpace.ll"

step "6/10 a client sees no internals (scripts/apple-check/InternalNamesProbe.swift)"
probe=scripts/apple-check/InternalNamesProbe.swift
if swiftc -typecheck "${swift_flags[@]}" -I "$out/obj" -module-name LineSpaceProbe "$probe" \
    > "$out/probe.log" 2>&1; then
  echo "apple-check: $probe compiled: LineSpace's internals are visible to clients" >&2; exit 1
fi
missing=()
for name in $(sed -n 's|.*// probe: \(.*\)$|\1|p' "$probe"); do
  grep -q "error:.*'$name'" "$out/probe.log" || missing+=("$name")
done
unexpected=$(grep "error:" "$out/probe.log" | grep -v -F "$(sed -n "s|.*// probe: \(.*\)$|'\1'|p" "$probe")" || true)
if (( ${#missing[@]} )) || [[ -n $unexpected ]]; then
  echo "apple-check: visible to clients: ${missing[*]:-none}; other errors:" >&2
  echo "${unexpected:-none}" >&2
  exit 1
fi
echo "apple-check: $(grep -c '// probe:' "$probe") internal names, none visible to a client"

step "7/10 every public symbol has a doc comment (the adapters' too)"
rm -rf "$out/symbols"; mkdir -p "$out/symbols"
swift-symbolgraph-extract -module-name LineSpace -I "$out/obj" -target "$target" -sdk "$sdk" \
  -resource-dir "$resources" -module-cache-path "$out/module-cache" -minimum-access-level public \
  -skip-inherited-docs -skip-synthesized-members -output-dir "$out/symbols"
python3 scripts/apple-check/check-doc-comments.py "$out/symbols"/LineSpace*.symbols.json

ios_passed="$(basename "$sdk"); $target"
if [[ ! -d $tvos_sdk/System/Library/Frameworks/UIKit.framework ]]; then
  cat <<MSG
apple-check: tvOS skipped, no tvOS SDK at $tvos_sdk.
  To get it: SDK_NAME=AppleTVOS12.4.sdk ../shared/tools/apple-sdk/setup.sh GIT_DIR (the same
  theos/sdks snapshot; the tool's last step, a SwiftUI patch, fails for that SDK, which has no
  SwiftUI, after the SDK is written), or export APPLE_TVOS_SDK.
MSG
  echo "apple-check: passed ($(swiftc --version 2>&1 | head -1); $ios_passed; tvOS not checked)"
  exit 0
fi

tvos_view=$out/tvos-sdk
bash scripts/apple-check/tvos-sdk.sh "$sdk" "$tvos_sdk" "$tvos_view"
mkdir -p "$out/tvos" "$out/module-cache-tvos"
tvos_flags=(-parse-as-library -swift-version 6 -warnings-as-errors -target "$tvos_target"
  -sdk "$tvos_view" -resource-dir "$resources" -module-cache-path "$out/module-cache-tvos")

step "8/10 LineSpace module for $tvos_target (iOS 16.5 SDK read as tvOS; no SwiftUI)"
build_module "$out/tvos" "${tvos_flags[@]}"

step "9/10 Swift client for $tvos_target (UIKit part)"
build_swift_client "$out/tvos" "${tvos_flags[@]}"

step "10/10 Objective-C client for $tvos_target against the module's tvOS LineSpace-Swift.h"
build_objc_client "$out/tvos" "$tvos_target" "$tvos_view" "$out/module-cache-tvos"

echo "apple-check: passed ($(swiftc --version 2>&1 | head -1); $ios_passed; $tvos_target against $(basename "$sdk") read as tvOS)"
