/// How a paragraph's lines are chosen among the breaks that fit, as CSS `text-wrap-style`.
///
/// `.greedy`, the default (UIKit's and CSS `wrap`), fills each line as full as it goes.
/// `.balance` and `.pretty` choose other breaks where that looks better, keeping the number of
/// lines. Engine-only: UIKit has no equivalent, and the Apple adapters lay out greedily.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.alignment = .center
/// style.textWrap = .balance   // a title's lines as even as they can be
/// ```
public enum TextWrap: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each line takes the most text that fits (CSS `text-wrap: wrap`). The default.
    case greedy
    /// The same number of lines as `.greedy`, as even as they can be: the lines greedy filling
    /// gives at the narrowest width that keeps their number (CSS `text-wrap: balance`), for
    /// titles and share cards. Only paragraphs of at most `TextWrap.maximumBalancedLines`
    /// lines are balanced, as in Chromium; longer ones are greedy.
    case balance
    /// Greedy lines, except that a paragraph's last line never holds a lone short word when its
    /// last few lines (at most `TextWrap.prettyLines`) can give it company by each ending a
    /// little earlier (CSS `text-wrap: pretty`). The number of lines stays the same.
    case pretty

    /// The most lines a paragraph may have to be balanced: 6, Chromium's bound.
    public static let maximumBalancedLines = 6
    /// The most lines at a paragraph's end that `.pretty` re-breaks: 4, Chromium's bound.
    public static let prettyLines = 4
}
