/// How a view learns that its own preferred content size category changed, which rescales its
/// spacing (``DynamicTypeScaling``).
///
/// The app-wide `UIContentSizeCategory.didChangeNotification` misses what is per view: a
/// `maximumContentSizeCategory` limit, trait overrides of a parent, a label hosted in SwiftUI
/// with its own `dynamicTypeSize`, a view entering a window; and when it arrives the view's
/// trait collection may not be updated yet. The view's own trait change is observed instead.
///
/// ```swift
/// ContentSizeObservation(hasTraitRegistration: true)   // .traitRegistration (iOS 17+)
/// ```
enum ContentSizeObservation: Sendable, Hashable {
    /// `registerForTraitChanges` with the content size trait only (iOS 17, tvOS 17 and later).
    case traitRegistration
    /// A hook on `traitCollectionDidChange(_:)` that restyles only when the category differs
    /// from the previous trait collection's (earlier releases, where that method is the only
    /// per-view signal; deprecated from iOS 17).
    case traitCollectionDidChangeHook

    init(hasTraitRegistration: Bool) {
        self = hasTraitRegistration ? .traitRegistration : .traitCollectionDidChangeHook
    }

    /// Whether a trait change restyles: the category changed, or the previous one is unknown
    /// (the first trait collection, or a registration that reports only this trait).
    static func contentSizeCategoryChanged(from previous: String?, to current: String?) -> Bool {
        previous == nil || previous != current
    }
}
