// Text for a terminal: characters that would act on it instead of showing are escaped.

enum TerminalText {
    /// `text` with every character a terminal would act on written as a visible escape:
    /// C0 controls and DEL (`\n`, `\t`, `\r`, else `\u{1B}`), C1 controls (U+0080…U+009F,
    /// which some terminals read as escape sequences), line and paragraph separators, and the
    /// bidirectional embeddings, overrides and isolates that reorder what follows them.
    /// Everything else, other scripts and emoji included, is kept.
    ///
    /// ```swift
    /// TerminalText.escaped("a\u{1B}[31mb")   // a\u{1B}[31mb, shown literally
    /// ```
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
