/// How lines are broken beyond where they may break, as UIKit's `NSParagraphStyle.LineBreakStrategy`.
///
/// The empty set (`[]`) is NSParagraphStyle's default: plain greedy breaking. `.standard`, what
/// UILabel uses since iOS 14 (and `Label` by default), is both strategies.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.lineBreakStrategy = .pushOut   // no lone word on a paragraph's last line
/// ```
public struct LineBreakStrategy: OptionSet, Sendable, Hashable, Codable {
    /// The strategies as bits (`pushOut` is bit 0, `hangulWordPriority` bit 1).
    public let rawValue: UInt

    /// The strategies whose bits `rawValue` sets; unknown bits are kept and ignored.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A paragraph's last line never holds a single word (or a single CJK character with its
    /// punctuation) when the line before can give it one more: that line ends a word (or a
    /// character) earlier, if the last line then still fits.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Hangul words break only where spaces (or other opportunities outside Korean words) are,
    /// never between two Hangul syllables, as CSS `word-break: keep-all` for Korean.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// UIKit's standard strategy: every strategy above (its raw value is UIKit's, 0xFFFF).
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
}
