// The label's CJK punctuation trimming: a shortcut to its paragraph style's field.

extension Label {
    /// CJK punctuation trimming (CSS `text-spacing-trim`) for the label's text: `.none` (the
    /// default, as UIKit) or `.normal` (as browsers). The same as `paragraphStyle.punctuationTrimming`
    /// (so assigning a whole `paragraphStyle` afterwards replaces it, unlike `lineSpace`, which
    /// the label keeps apart); a run's own paragraph style in `attributedText` sets its own.
    ///
    /// ```swift
    /// let label = Label()
    /// label.font = try Font(family: "Noto Sans CJK SC", size: 17)
    /// label.text = "子曰：“苟日新，日日新，又日新。”"
    /// label.punctuationTrimming = .normal   // ：“ and 。” take one and a half ems, not two
    /// ```
    public var punctuationTrimming: PunctuationTrimming {
        get { paragraphStyle.punctuationTrimming }
        set { paragraphStyle.punctuationTrimming = newValue }
    }
}
