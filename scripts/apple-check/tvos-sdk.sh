#!/usr/bin/env bash
# Prepares what `make apple-check` compiles the tvOS target against, from the two SDKs of the
# theos/sdks snapshot (see docs/README-ios.md, "tvOS"):
#
#   tvos-sdk.sh IOS_SDK TVOS_SDK DEST
#
# The newest tvOS SDK there, AppleTVOS12.4, cannot be compiled against here: it has no Swift
# standard library or overlays (Xcode 10 kept them in its toolchain), no SwiftUI (tvOS 13), none
# of the tvOS 13-15 UIKit API a tvOS 15 deployment target may use, and the snapshot lacks its
# usr/include/AvailabilityInternal.h (one blob missing), without which even its Objective-C
# headers do not parse. So DEST is the iOS 16.5 SDK seen as tvOS, a symlink tree with three
# changes, only one of which comes from the tvOS SDK:
#   - usr/include/TargetConditionals.h comes from the tvOS SDK (the iOS one hard-codes
#     TARGET_OS_IOS), so the iOS 16.5 headers, which mark every API's tvOS availability
#     (API_UNAVAILABLE(tvos), `#if TARGET_OS_IOS` blocks), are read as tvOS code reads them;
#   - each Swift module interface gets a tvOS copy (arm64-apple-tvos.swiftinterface, its
#     -target rewritten), except the overlays whose iOS interfaces declare iOS-only API and do
#     not build for tvOS: UIKit, CoreData, FileProvider and the iOS-only frameworks listed
#     below. `import UIKit` then loads UIKit's Clang module without its Swift overlay;
#   - SwiftUI is removed: its iOS interface overrides iOS-only UIKit API, so SwiftUI code is
#     not compiled for tvOS (`canImport(SwiftUI)` is false).
# Idempotent: DEST is rebuilt only when missing or made by another version of this script.
set -euo pipefail
ios=$(cd "${1:?usage: tvos-sdk.sh IOS_SDK TVOS_SDK DEST}" && pwd)
tvos=$(cd "${2:?}" && pwd)
dest=${3:?}
version=1
[[ -f $dest/.linespace-tvos-sdk && $(cat "$dest/.linespace-tvos-sdk") == "$version $ios $tvos" ]] && exit 0

rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
cp -rs "$ios" "$dest"
rm "$dest/usr/include/TargetConditionals.h"
cp "$tvos/usr/include/TargetConditionals.h" "$dest/usr/include/TargetConditionals.h"
rm -rf "$dest/System/Library/Frameworks/SwiftUI.framework"

while IFS= read -r interface; do
  module=$(basename "$(dirname "$interface")" .swiftmodule)
  case $module in
    UIKit | CoreData | FileProvider | SwiftUI | _*_SwiftUI | _*_UIKit) continue ;;
    ARKit | CallKit | CarPlay | HealthKit | PassKit | CoreNFC | MetricKit | QuickLook) continue ;;
    PencilKit | WidgetKit | ActivityKit | VisionKit | RoomPlan) continue ;;
  esac
  sed -E 's/-target arm64-apple-ios([0-9.]*)/-target arm64-apple-tvos\1/' "$(readlink -f "$interface")" \
    > "$(dirname "$interface")/arm64-apple-tvos.swiftinterface"
done < <(find "$dest" -name 'arm64-apple-ios.swiftinterface')
echo "$version $ios $tvos" > "$dest/.linespace-tvos-sdk"
