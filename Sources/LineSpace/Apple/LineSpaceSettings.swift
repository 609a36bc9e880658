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
    /// `adjustsLineSpaceForContentSizeCategory` as set on the view; `nil`: follow the view's
    /// `adjustsFontForContentSizeCategory`.
    var adjustsForContentSizeCategory: Bool?
    /// What was applied, the last laid-out width, hook nesting (Styling/StylingSession.swift).
    var session = StylingSession()
    /// Whether the view reports its content size changes (ContentSizeObservation).
    var observesContentSize = false
    /// The text storage's edit observer (text views), removed with the state.
    var storageObserver: (any NSObjectProtocol)?

    deinit {
        if let storageObserver { NotificationCenter.default.removeObserver(storageObserver) }
    }

    /// Whether any LineSpace value is set.
    var hasValues: Bool { lineSpace != 0 || lineHeight != 0 || letterSpacing != 0 }
}

/// The associated-object key: a selector's address, which the Objective-C runtime makes unique
/// per name in the whole process. A static's address would differ between two copies of
/// LineSpace in one process (a static library linked into two frameworks) and give a view two
/// states. Only one copy's code ever reads it: the public properties are `dynamic`, so every
/// caller reaches the copy whose category methods the runtime picked, and the hooks run that
/// copy's implementations too.
private enum LineSpaceSettingsKey {
    static let key = unsafeBitCast(Selector(("ls_lineSpaceSettings")), to: UnsafeRawPointer.self)
}

extension NSObject {
    /// Whether LineSpace state was ever attached: one `objc_getAssociatedObject` call, safe on
    /// any thread, so that the hooks stay cheap for the views that never use LineSpace.
    nonisolated var ls_hasSettings: Bool {
        objc_getAssociatedObject(self, LineSpaceSettingsKey.key) != nil
    }

    /// The view's state, created and attached on first use.
    @MainActor var ls_settings: LineSpaceSettings {
        if let settings = ls_existingSettings { return settings }
        let settings = LineSpaceSettings()
        objc_setAssociatedObject(self, LineSpaceSettingsKey.key, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return settings
    }

    /// The view's state if any value was ever set.
    @MainActor var ls_existingSettings: LineSpaceSettings? {
        objc_getAssociatedObject(self, LineSpaceSettingsKey.key) as? LineSpaceSettings
    }
}
#endif
