// Measure: the rules of CJK punctuation trimming (CSS `text-spacing-trim: normal`), as pure
// functions of the marks' classes. docs/semantics.md §4b.

/// Which half em of a mark trimming removes.
enum TrimmedSide: Sendable, Hashable {
    /// The blank before an opening mark's ink: the ink moves left by half an em.
    case leading
    /// The blank after a closing or comma-like mark's ink.
    case trailing
}

extension PunctuationTrimming {
    /// Whether trimming applies to text laid out in `language` (BCP 47): Chinese (zh-Hans,
    /// zh-Hant and their region forms) and Japanese only, as in browsers.
    static func applies(toLanguage language: String?) -> Bool {
        guard let language = language?.lowercased() else { return false }
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        return primary == "zh" || primary == "ja"
    }

    /// The marks trimmed by their neighbours, one entry per character (nil: not a mark, or not
    /// trimmed).
    ///
    /// An opening mark right after an opening, closing, comma-like or middle mark loses its
    /// leading half em; a closing or comma-like mark right before a closing, comma-like or
    /// middle mark loses its trailing half em. In a closing-then-opening pair only the opening
    /// mark is trimmed (the closing one is not before a closing, comma-like or middle mark).
    ///
    /// ```swift
    /// // 子曰：“苟 → [nil, nil, nil, .leading, nil]
    /// PunctuationTrimming.adjacentTrims([nil, nil, .commaLike, .opening, nil])
    /// ```
    ///
    /// - Complexity: O(n).
    static func adjacentTrims(_ classes: [PunctuationClass?]) -> [TrimmedSide?] {
        var trims = [TrimmedSide?](repeating: nil, count: classes.count)
        for (index, mark) in classes.enumerated() {
            switch mark {
            case .opening:
                if index > 0, classes[index - 1] != nil { trims[index] = .leading }
            case .closing, .commaLike:
                if index + 1 < classes.count, let next = classes[index + 1], next != .opening { trims[index] = .trailing }
            case .middle, nil:
                break
            }
        }
        return trims
    }

    /// Whether a mark of class `mark` may be set at half width at the end of a line (when that
    /// makes the line fit): closing brackets and quotes only. Comma-like marks keep their em
    /// there, as in Chromium (measured: 一二三，四五 at 59.5 px wraps before 三).
    static func trimsAtLineEnd(_ mark: PunctuationClass) -> Bool { mark == .closing }
}
