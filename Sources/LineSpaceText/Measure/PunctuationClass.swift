// Measure: the CJK punctuation classes that trimming reads (CSS Text 4 §text-spacing-trim,
// as Chromium classifies them).

/// How a full-width CJK punctuation mark takes part in trimming.
///
/// The class comes from the character; the font refines it (`PunctuationMarks`): only a mark
/// set on a full em is trimmed (others still let their neighbours trim, except proportional
/// quotes, which take no part), and a comma-like mark whose font centres it (Japanese and
/// Traditional Chinese colons, Traditional Chinese commas) acts as a middle mark.
enum PunctuationClass: Sendable, Hashable {
    /// Opening brackets and quotes: blank on the leading half.
    case opening
    /// Closing brackets and quotes: blank on the trailing half.
    case closing
    /// 、。，．：；: ink on the leading half, blank on the trailing half (where the font puts it
    /// there).
    case commaLike
    /// ・ and friends: ink in the centre, a quarter em of blank on each side; never trimmed,
    /// but they let their neighbours trim.
    case middle

    /// The class of UTF-16 unit `unit`, or nil for any other character (！ and ？ included:
    /// they never trim).
    init?(unit: UInt16) {
        switch unit {
        case 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F:
            self = .opening
        case 0x2019, 0x201D, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F,
             0xFF09, 0xFF3D, 0xFF5D, 0xFF60:
            self = .closing
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B:
            self = .commaLike
        case 0x00B7, 0x2027, 0x30FB:
            self = .middle
        case 0x28, 0x5B, 0x7B:
            self = .opening
        case 0x29, 0x5D, 0x7D:
            self = .closing
        case 0...0x7F, 0x3040...0xD7FF:
            // ASCII, kana, ideographs, Hangul: no other brackets (and most text is here).
            return nil
        default:
            // Other brackets by their general category (Ps, Pe), as Chromium: an ASCII `)` after
            // `，` lets the comma trim, though `)` itself is never trimmed (not one em wide).
            guard let scalar = Unicode.Scalar(unit) else { return nil }
            switch scalar.properties.generalCategory {
            case .openPunctuation: self = .opening
            case .closePunctuation: self = .closing
            default: return nil
            }
        }
    }

    /// Quotation marks, which take part only where the font sets them on a full em (Noto Sans
    /// CJK JP's “ ” are proportional: there they are ordinary characters, also as neighbours).
    static func isQuote(_ unit: UInt16) -> Bool { (0x2018...0x201D).contains(unit) }
}
