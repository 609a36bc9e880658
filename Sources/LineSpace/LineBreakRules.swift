/// Which rules decide where a line may break.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.lineBreakRules = .web   // "GNU/Linux" stays whole, "2016-03" may break after "-"
/// ```
public enum LineBreakRules: String, Sendable, Hashable, Codable, CaseIterable {
    /// Unicode's line breaking algorithm (UAX #14) as ICU implements it, tailored by the
    /// language. The default.
    case unicode
    /// The rules browsers (Chromium and WebKit) apply on top of UAX #14: their own table for
    /// pairs of printable ASCII characters (no break after `/`, a break after `-` before a
    /// digit…), a break after any space, and a break after a Hebrew letter's hyphen or maqaf.
    /// For text laid out on a server for a web page (list heights, share images).
    case web
}
