// Per-view LineSpace values (lineSpace, lineHeight, letterSpacing, Dynamic Type option), stored
// as an Objective-C associated object so that extensions on UIKit/AppKit classes can keep state.
#if canImport(ObjectiveC) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import ObjectiveC

/// The LineSpace values of one view. Only touched on the main actor (the views' isolation);
/// `deinit` runs when the view releases its associated objects.
final class LineSpaceSettings {
    var lineSpace: Double = 0
    var lineHeight: Double = 0
    var letterSpacing: Double = 0
    var adjustsForContentSizeCategory = false
    /// Set while an adapter assigns attributed text, so that a hook never re-enters itself.
    var isApplying = false
    /// The `UIContentSizeCategory.didChangeNotification` observer, if the option is on.
    var contentSizeObserver: (any NSObjectProtocol)?

    /// Whether any value asks for styling (the decision may still be "plain").
    var isActive: Bool { lineSpace != 0 || lineHeight != 0 || letterSpacing != 0 }

    deinit {
        if let observer = contentSizeObserver {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}

/// Associated-object key: its address is the key (Swift 6: a `nonisolated(unsafe)` static,
/// never read or written, only addressed).
private enum LineSpaceSettingsKey {
    nonisolated(unsafe) static var key: UInt8 = 0
}

extension NSObject {
    /// The view's settings, created and attached on first use.
    @MainActor var ls_settings: LineSpaceSettings {
        if let settings = ls_existingSettings { return settings }
        let settings = LineSpaceSettings()
        objc_setAssociatedObject(self, &LineSpaceSettingsKey.key, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return settings
    }

    /// The view's settings if any value was ever set.
    @MainActor var ls_existingSettings: LineSpaceSettings? {
        objc_getAssociatedObject(self, &LineSpaceSettingsKey.key) as? LineSpaceSettings
    }
}
#endif
