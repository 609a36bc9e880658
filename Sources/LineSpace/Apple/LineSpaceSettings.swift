// Per-view LineSpace state (the values, what was applied, the last laid-out width), stored as an
// Objective-C associated object so that extensions on UIKit/AppKit classes can keep state.
#if canImport(ObjectiveC) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import ObjectiveC

/// The LineSpace state of one view. Only touched on the main thread (the views' isolation);
/// `deinit` runs when the view releases its associated objects.
final class LineSpaceSettings {
    var lineSpace: Double = 0
    var lineHeight: Double = 0
    var letterSpacing: Double = 0
    var adjustsForContentSizeCategory = false
    /// What was applied, the last laid-out width, hook nesting (Styling/StylingSession.swift).
    var session = StylingSession()
    /// The `UIContentSizeCategory.didChangeNotification` observer, if the option is on.
    var contentSizeObserver: (any NSObjectProtocol)?

    /// Whether any LineSpace value is set.
    var hasValues: Bool { lineSpace != 0 || lineHeight != 0 || letterSpacing != 0 }

    deinit {
        if let observer = contentSizeObserver {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}

/// Associated-object key: its address is the key (a `nonisolated(unsafe)` static, never read or
/// written, only addressed).
private enum LineSpaceSettingsKey {
    nonisolated(unsafe) static var key: UInt8 = 0
}

extension NSObject {
    /// Whether LineSpace state was ever attached: one `objc_getAssociatedObject` call, safe on
    /// any thread, so that the hooks stay cheap for the views that never use LineSpace.
    nonisolated var ls_hasSettings: Bool {
        objc_getAssociatedObject(self, &LineSpaceSettingsKey.key) != nil
    }

    /// The view's state, created and attached on first use.
    @MainActor var ls_settings: LineSpaceSettings {
        if let settings = ls_existingSettings { return settings }
        let settings = LineSpaceSettings()
        objc_setAssociatedObject(self, &LineSpaceSettingsKey.key, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return settings
    }

    /// The view's state if any value was ever set.
    @MainActor var ls_existingSettings: LineSpaceSettings? {
        objc_getAssociatedObject(self, &LineSpaceSettingsKey.key) as? LineSpaceSettings
    }
}
#endif
