// Trimming the spaces and tabs around a value the user typed (markup attributes, command options).

extension Unicode.Scalar {
    /// Whether this is a space or a tab: U+0009 or General Category Zs, what Apple documents
    /// for Foundation's `CharacterSet.whitespaces`. Line ends are not blanks, and neither is
    /// U+200B ZERO WIDTH SPACE (Cf), which Linux Foundation's set also holds.
    var isBlank: Bool {
        value == 0x09 || properties.generalCategory == .spaceSeparator
    }
}

extension StringProtocol {
    /// The text without the blank scalars (spaces and tabs, `Unicode.Scalar.isBlank`) at either
    /// end, one scalar at a time as Foundation trims (a combining mark on a trimmed space stays).
    /// What `trimmingCharacters(in: .whitespaces)` returns but for U+200B, without Foundation.
    ///
    /// Why not Foundation's: on Linux, `CharacterSet` links CoreFoundation, Foundation's ICU and
    /// their start-up into every program using the engine, the `linespace` command included
    /// (docs/benchmark.md, "The command's memory"). O(n) in the scalars trimmed.
    ///
    /// ```swift
    /// " \t12.5pt\u{3000}".trimmingBlanks()   // "12.5pt"
    /// ```
    package func trimmingBlanks() -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isBlank }),
              let last = scalars.lastIndex(where: { !$0.isBlank })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
