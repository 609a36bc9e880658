// Label: balanced and pretty wrapping (CSS `text-wrap-style`).

extension Label {
    /// How lines are chosen among the breaks that fit: `.greedy` (the default, UILabel's),
    /// `.balance` (even lines, for titles and share cards) or `.pretty` (no lone short word on a
    /// paragraph's last line). The same as `paragraphStyle.textWrap`. Engine-only: UILabel has
    /// no equivalent.
    ///
    /// ```swift
    /// label.textAlignment = .center
    /// label.textWrap = .balance
    /// ```
    public var textWrap: TextWrap {
        get { paragraphStyle.textWrap }
        set { paragraphStyle.textWrap = newValue }
    }
}
