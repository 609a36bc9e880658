/// How the text system moves glyphs by the `baselineOffset` attribute on a line whose height is
/// fixed (`minimumLineHeight = maximumLineHeight`), which changed twice in the iOS 16 cycle:
///
/// | rule | releases | glyphs move by |
/// |---|---|---|
/// | ``doubled`` | before iOS 16.4 | twice the attribute (hence the widespread `(L - h) / 4`) |
/// | ``exactIgnoringNegative`` | iOS 16.4, 16.5 | the attribute; a negative one is ignored |
/// | ``exact`` | iOS 16.6 on | the attribute, negative ones too (release notes, 106109259) |
///
/// The adapters pick the rule with `#available` (`BaselineOffsetRule.running`), never from a
/// version number read at run time: iPhone and iPad apps on a Mac, and in visionOS's
/// compatibility mode, report the host's version there, while `#available` answers with the
/// iOS release their text system matches. The sibling releases (tvOS 16.4 and 16.6, watchOS 9.4
/// and 9.6, macOS 13.3 and 13.5) are assumed to follow the iOS change (same release train,
/// inferred); visionOS always has ``exact``.
///
/// ```swift
/// BaselineOffsetRule.doubled.attribute(raising: 2.692)                 // 1.346
/// BaselineOffsetRule.exact.attribute(raising: 2.692)                   // 2.692
/// BaselineOffsetRule.exactIgnoringNegative.attribute(raising: -2.308)  // 0: would be ignored
/// ```
enum BaselineOffsetRule: Sendable, Hashable, CaseIterable {
    /// Glyphs move by twice the attribute (before iOS 16.4).
    case doubled
    /// Glyphs move by the attribute; a negative one on a fixed-height line is ignored
    /// (iOS 16.4 and 16.5).
    case exactIgnoringNegative
    /// Glyphs move by the attribute (iOS 16.6 and later).
    case exact

    /// The `baselineOffset` attribute that moves glyphs up by `rise` points (down when negative),
    /// or 0 where this rule would ignore it.
    func attribute(raising rise: Double) -> Double {
        switch self {
        case .doubled: return rise / 2
        case .exactIgnoringNegative: return rise < 0 ? 0 : rise
        case .exact: return rise
        }
    }
}
