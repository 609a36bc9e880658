// Analysis: the line-break rules browsers apply over UAX #14 (`LineBreakRules.web`), as data.

/// Where browsers (Blink and WebKit share these rules) break differently from UAX #14, read
/// from their documentation and measured against Chromium:
///
/// - Between two printable ASCII characters (`!` to `~`), a table of their own decides, and
///   nothing else: a break only after `-` before a letter, a digit or most symbols (so
///   `2016-│03`, which UAX #14 LB25 keeps whole), after `?` before the same, and before an
///   opening bracket `( [ { <` after closing or separating punctuation. In particular never
///   after `/` (`GNU/Linux`, paths and URLs stay whole) and never inside `C++`.
/// - After a space or a tab, before anything but another space: a break, also before
///   `/ : , . ? ! ; ) ] }` (UAX #14 LB13 forbids one before those even after spaces).
/// - After a Hebrew letter and a hyphen or maqaf (U+05BE), before a letter: a break (UAX #14
///   LB21a forbids it).
///
/// Everything else is UAX #14's, tailored by the language.
enum WebLineBreaking {
    /// Symbols after which `-` and `?` allow a break before them, besides letters and digits.
    private static let symbolsAfterHyphen = Set("%&(*+-<=>@[\\^_`{|~".utf16)
    /// The characters after `-` that may start the next line: letters, digits, those symbols,
    /// and `"`, `#`, `'`.
    private static let afterHyphen = symbolsAfterHyphen.union("\"#'".utf16)
    /// After `?`: letters, digits, those symbols, `#` and `$`.
    private static let afterQuestionMark = symbolsAfterHyphen.union("#$".utf16)
    /// Punctuation after which an opening bracket may start a line.
    private static let beforeOpeningBracket = Set("!\"#%&)*+,.:;=>\\]|}~".utf16)
    private static let openingBrackets = Set("(<[{".utf16)

    /// Whether the pair `previous`, `next` of printable ASCII characters allows a break.
    static func asciiPairBreaks(_ previous: UInt16, _ next: UInt16) -> Bool {
        let isAlphanumeric = (0x30...0x39).contains(next) || (0x41...0x5A).contains(next) || (0x61...0x7A).contains(next)
        switch previous {
        case 0x2D: return isAlphanumeric || afterHyphen.contains(next)
        case 0x3F: return isAlphanumeric || afterQuestionMark.contains(next)
        default: return beforeOpeningBracket.contains(previous) && openingBrackets.contains(next)
        }
    }

    @inline(__always)
    private static func isPrintableASCII(_ unit: UInt16) -> Bool { unit > 0x20 && unit < 0x7F }

    @inline(__always)
    private static func isHebrewLetter(_ unit: UInt16) -> Bool {
        (0x05D0...0x05EA).contains(unit) || (0x05EF...0x05F2).contains(unit) || (0xFB1D...0xFB4F).contains(unit)
    }

    @inline(__always)
    private static func isLetter(_ unit: UInt16) -> Bool {
        guard !UTF16.isLeadSurrogate(unit), !UTF16.isTrailSurrogate(unit), let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isAlphabetic
    }

    /// `line` (UAX #14's opportunities of `utf16`, ascending, the end included) with browsers'
    /// rules applied. Mandatory breaks are kept as they are.
    ///
    /// - Complexity: O(n).
    static func applied(
        to line: [(offset: Int, isMandatory: Bool)], utf16: ArraySlice<UInt16>
    ) -> [(offset: Int, isMandatory: Bool)] {
        let count = utf16.count
        guard count > 1 else { return line }
        let base = utf16.startIndex
        var result: [(offset: Int, isMandatory: Bool)] = []
        result.reserveCapacity(line.count + 8)
        var next = 0
        for offset in 1..<count {
            while next < line.count && line[next].offset < offset { next += 1 }
            let existing = next < line.count && line[next].offset == offset ? line[next] : nil
            if let existing, existing.isMandatory {
                result.append(existing)
                continue
            }
            let previous = utf16[base + offset - 1], unit = utf16[base + offset]
            let breaks: Bool
            if isPrintableASCII(previous) && isPrintableASCII(unit) {
                breaks = asciiPairBreaks(previous, unit)
            } else if (previous == 0x20 || previous == 0x09) && unit != 0x20 && unit != 0x09 {
                breaks = true
            } else if (previous == 0x2D || previous == 0x05BE) && offset >= 2 && isHebrewLetter(utf16[base + offset - 2])
                        && isLetter(unit) {
                breaks = true
            } else {
                breaks = existing != nil
            }
            if breaks { result.append((offset: offset, isMandatory: false)) }
        }
        if let last = line.last, last.offset == count { result.append(last) }
        return result
    }
}
