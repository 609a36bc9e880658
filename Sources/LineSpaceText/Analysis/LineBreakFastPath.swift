// UAX #14 line-break opportunities without ICU, for text made only of the classes whose pair
// rules are simple: Han ideographs and common CJK punctuation, ASCII letters, digits, spaces
// and the , . : ; ! ? marks. Anything else goes to ICU.

/// Line-break opportunities for the common cases, computed directly from the UAX #14 rules
/// that apply to them. Verified against ICU's iterator (LineBreakFastPathTests).
enum LineBreakFastPath {
    /// The UAX #14 classes the fast path knows.
    private enum Class: UInt8 {
        case ideographic, open, close, exclamation, nonstarter, alphabetic, numeric, space, infixSeparator
    }

    /// Locales whose ICU line rules treat these classes as the root rules do (checked by the
    /// tests against ICU); nil is root.
    static func applies(to locale: String?) -> Bool {
        guard let locale, !locale.isEmpty else { return true }
        let language = locale.prefix { $0 != "-" && $0 != "_" }
        return language == "en" || language == "zh" || language == "ja" || language == "ko"
    }

    private static func lineBreakClass(_ unit: UInt16) -> Class? {
        switch unit {
        case 0x61...0x7A, 0x41...0x5A: return .alphabetic
        case 0x30...0x39: return .numeric
        case 0x20: return .space
        case 0x2C, 0x2E, 0x3A, 0x3B: return .infixSeparator
        case 0x21, 0x3F, 0xFF01, 0xFF1F: return .exclamation
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return .ideographic
        case 0xFF0C, 0x3001, 0x3002, 0x300D, 0x300F, 0xFF09, 0x3011, 0x300B, 0x3009: return .close
        case 0x300C, 0x300E, 0xFF08, 0x3010, 0x300A, 0x3008: return .open
        case 0xFF1A, 0xFF1B: return .nonstarter
        default: return nil
        }
    }

    /// The opportunities after offset 0 (the last is the text's end), as ICU reports them; nil
    /// when the text holds a character the fast path does not know.
    ///
    /// - Complexity: O(n), no allocation but the result.
    static func opportunities(_ utf16: ArraySlice<UInt16>) -> [(offset: Int, isMandatory: Bool)]? {
        var result: [(offset: Int, isMandatory: Bool)] = []
        var previous: Class?          // the class before the current unit
        var beforeSpaces: Class?      // the last class that is not a space
        var offset = 0
        for unit in utf16 {
            guard let current = lineBreakClass(unit) else { return nil }
            if let previous, isBreak(previous, beforeSpaces, current) {
                result.append((offset: offset, isMandatory: false))
            } else if previous == .space && current == .infixSeparator && beforeSpaces != .open, offset + 1 < utf16.count,
                      lineBreakClass(utf16[utf16.startIndex + offset + 1]) == .numeric {
                result.append((offset: offset, isMandatory: false))  // SP ÷ IS NU (".5" starts a number)
            }
            previous = current
            if current != .space { beforeSpaces = current }
            offset += 1
        }
        if offset > 0 { result.append((offset: offset, isMandatory: false)) }
        return result
    }

    /// Whether UAX #14 allows a break before `current`, after `previous`, with `beforeSpaces`
    /// the last non-space class before it.
    private static func isBreak(_ previous: Class, _ beforeSpaces: Class?, _ current: Class) -> Bool {
        switch current {
        case .space: return false                                       // LB7  × SP
        case .close, .exclamation, .infixSeparator: return false        // LB13 × CL, EX, IS
        default: break
        }
        if beforeSpaces == .open { return false }                       // LB14 OP SP* ×
        if previous == .space {
            if beforeSpaces == .close && current == .nonstarter { return false }  // LB16
            return true                                                 // LB18 SP ÷
        }
        if current == .nonstarter { return false }                      // LB21 × NS
        switch (previous, current) {
        case (.alphabetic, .alphabetic), (.alphabetic, .numeric), (.numeric, .alphabetic), (.numeric, .numeric):
            return false                                                // LB28, LB23, LB25
        case (.infixSeparator, .alphabetic), (.infixSeparator, .numeric):
            return false                                                // LB29, LB25
        default:
            return true                                                 // LB31
        }
    }
}
