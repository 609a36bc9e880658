/// What the styling decision needs to know about a label (UILabel, NSTextField, UITextView):
/// its text, its font's line height, the label's own paragraph values and the LineSpace values
/// set on it. The Apple adapters read one from the view; tests build one by hand.
///
/// ```swift
/// let state = LabelState(
///     text: "如何讓你遇見我，在我最美麗的時刻。",
///     fontLineHeight: 24.616,            // Noto Sans CJK TC, 17 pt
///     numberOfLines: 0,
///     lineSpace: 10,
///     baselineRule: .exact)
/// state.stylingDecision   // .styled(…) with lineSpacing 10
/// ```
///
/// Defaults are UILabel's: one line, `byTruncatingTail`, `natural` alignment.
struct LabelState: Sendable, Hashable {
    /// The text to display (the plain string; empty or missing text is `""`).
    var text: String
    /// The font's line height in points (`UIFont.lineHeight`).
    var fontLineHeight: Double
    /// The label's alignment (kept in the styled text).
    var alignment: ParagraphAlignment
    /// The label's line-break mode (kept in the styled text, so the ellipsis stays).
    var lineBreakMode: LineBreakMode
    /// The label's line limit; 0 (or negative) means unlimited, as on UILabel.
    var numberOfLines: Int
    /// Space between lines (`label.lineSpace`), at the default Dynamic Type size; 0 = not set.
    var lineSpace: Double
    /// Figma / CSS line height (`label.lineSpaceLineHeight`), at the default Dynamic Type size; 0 = not set.
    var lineHeight: Double
    /// Letter spacing in points (`label.lineSpaceLetterSpacing`, the `tracking` attribute); 0 = not
    /// set; negative tightens.
    var letterSpacing: Double
    /// The text's width laid out on one line with the label's font and letter spacing, when the
    /// adapter could measure it.
    var singleLineWidth: Double?
    /// The width the label last laid its lines out in (``LaidOutWidth``), or `nil` before its first
    /// layout pass. Never a width read when the text is set: that one is often stale.
    var availableWidth: Double?
    /// How `lineSpace` and `lineHeight` follow Dynamic Type (``DynamicTypeScaling``).
    var dynamicType: DynamicTypeScaling
    /// How the running system applies a baseline offset (``FigmaLineHeight``).
    var baselineRule: BaselineOffsetRule

    init(
        text: String,
        fontLineHeight: Double,
        alignment: ParagraphAlignment = .natural,
        lineBreakMode: LineBreakMode = .byTruncatingTail,
        numberOfLines: Int = 1,
        lineSpace: Double = 0,
        lineHeight: Double = 0,
        letterSpacing: Double = 0,
        singleLineWidth: Double? = nil,
        availableWidth: Double? = nil,
        dynamicType: DynamicTypeScaling = .identity,
        baselineRule: BaselineOffsetRule
    ) {
        self.text = text
        self.fontLineHeight = fontLineHeight
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
        self.lineSpace = lineSpace
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.singleLineWidth = singleLineWidth
        self.availableWidth = availableWidth
        self.dynamicType = dynamicType
        self.baselineRule = baselineRule
    }
}

extension LabelState {
    /// Whether the label can show at most one line (`numberOfLines == 1`).
    var isSingleLine: Bool { numberOfLines == 1 }

    /// Whether the text has a hard line break (U+000A, U+000D, U+2028 or U+2029), which makes it
    /// at least two lines in any label that allows them.
    var hasHardLineBreak: Bool {
        text.unicodeScalars.contains { scalar in
            scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }

    /// Whether the one-line rule (rule 4 of ``stylingDecision``) needs the width: there is text,
    /// line spacing to apply, room for several lines and no hard line break. When `true`, the
    /// adapters re-take the decision at every layout pass that changes the width.
    var decisionDependsOnWidth: Bool {
        !text.isEmpty && dynamicType.scaled(lineSpace.nonNegativeFinite) > 0 && !isSingleLine && !hasHardLineBreak
    }

    /// Whether the text is known to fit on one line: no hard break, and a measured single-line
    /// width no wider than a known, positive available width. `false` when either is unknown.
    var isKnownToFitOnOneLine: Bool {
        guard !hasHardLineBreak,
              let width = singleLineWidth, width.isFinite,
              let available = availableWidth, available.isFinite, available > 0
        else { return false }
        return width <= available
    }
}
