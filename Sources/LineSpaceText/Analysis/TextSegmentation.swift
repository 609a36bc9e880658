// Public access to the segmentation the engine uses (ICU), for callers that check layouts.

/// Grapheme clusters and line-break opportunities exactly as the layout engine sees them (ICU),
/// which may differ from Swift's `Character` where the two carry different Unicode versions.
///
/// ```swift
/// TextSegmentation.graphemeClusterCount(Array("e\u{301}👍🏽".utf16)) // 2
/// ```
public enum TextSegmentation {
    /// Grapheme-cluster boundaries after 0, ascending, the end included.
    ///
    /// - Complexity: O(n).
    public static func graphemeClusterBoundaries(_ utf16: [UInt16]) -> [Int] {
        guard !utf16.isEmpty, let iterator = BreakIterator(kind: .character, locale: nil, utf16: utf16) else { return [] }
        return iterator.boundaries()
    }

    /// The number of grapheme clusters in `utf16`.
    public static func graphemeClusterCount(_ utf16: [UInt16]) -> Int {
        graphemeClusterBoundaries(utf16).count
    }

    /// UAX #14 line-break opportunities after 0 (ICU, root locale unless given), with whether
    /// each is mandatory.
    public static func lineBreakOpportunities(_ utf16: [UInt16], locale: String? = nil) -> [(offset: Int, isMandatory: Bool)] {
        guard !utf16.isEmpty, let iterator = BreakIterator(kind: .line, locale: locale, utf16: utf16) else { return [] }
        return iterator.boundariesWithStatus()
    }
}
