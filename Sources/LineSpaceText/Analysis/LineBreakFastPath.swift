// UAX #14 line-break opportunities without ICU, for text made only of the classes whose rules
// are simple: Han ideographs and common CJK punctuation, curly quotes, and ASCII without the
// currency and percent signs (whose number rules are not). Anything else goes to ICU.

/// Line-break opportunities for the common cases, computed directly from the UAX #14 rules
/// that apply to them, in their order. Verified against ICU's iterator on random text
/// (LineBreakFastPathTests).
enum LineBreakFastPath {
    /// The UAX #14 classes the fast path knows.
    private enum Class: UInt8, CaseIterable {
        case ideographic, open, openNarrow, close, closeParenthesis, exclamation, nonstarter, alphabetic,
             numeric, space, infixSeparator, quotation, hyphen, symbol, breakAfter, glue, inseparable
    }

    /// How many classes there are (`Class.allCases.count`, as a constant for the hot loop).
    private static let classCount = 17

    /// How a locale's ICU line rules treat the fast path's characters.
    enum Variant: Sendable {
        /// As the root rules do: every curly quote is QU.
        case root
        /// Chinese: ICU tailors “ as an opening and ” as a closing punctuation (‘ ’ stay QU).
        case chinese
    }

    /// The variant of the rules `locale` gets; nil for a locale whose ICU rules differ from the
    /// root rules for these classes (checked by the tests against ICU). nil locale is root.
    static func variant(for locale: String?) -> Variant? {
        guard let locale else { return .root }
        // The language subtag, compared as bytes: this runs once per paragraph.
        var utf8 = locale.utf8.makeIterator()
        guard let first = utf8.next() else { return .root }
        guard let second = utf8.next() else { return nil }
        if let third = utf8.next(), third != UInt8(ascii: "-") && third != UInt8(ascii: "_") { return nil }
        switch (first, second) {
        case (UInt8(ascii: "e"), UInt8(ascii: "n")), (UInt8(ascii: "j"), UInt8(ascii: "a")),
             (UInt8(ascii: "k"), UInt8(ascii: "o")):
            return .root
        case (UInt8(ascii: "z"), UInt8(ascii: "h")):
            return .chinese
        default:
            return nil
        }
    }

    /// Whether `locale` may take the fast path.
    static func applies(to locale: String?) -> Bool { variant(for: locale) != nil }

    /// Classes of ASCII, by code (nil: not handled here).
    private static let asciiClasses: [Class?] = (0..<128).map { slowClass(UInt16($0)) }

    /// The class of `unit`: ASCII from the table, the CJK Unified Ideographs block (most of
    /// Chinese text) by one range check, the rest through `slowClass`.
    @inline(__always)
    private static func lineBreakClass(_ unit: UInt16, ascii: UnsafeBufferPointer<Class?>, variant: Variant) -> Class? {
        if unit < 128 { return ascii[Int(unit)] }
        if unit >= 0x4E00 && unit <= 0x9FFF { return .ideographic }
        if unit == 0x201C || unit == 0x201D {
            guard variant == .chinese else { return .quotation }
            return unit == 0x201C ? .openNarrow : .close
        }
        return slowClass(unit)
    }

    private static func slowClass(_ unit: UInt16) -> Class? {
        switch unit {
        case 0x61...0x7A, 0x41...0x5A, 0x23, 0x26, 0x2A, 0x3C...0x3E, 0x40, 0x5E...0x60, 0x7E:
            return .alphabetic
        case 0x2500...0x257F: return .alphabetic  // box drawing: AI, which ICU resolves to AL
        case 0x30...0x39: return .numeric
        case 0x20: return .space
        case 0x2C, 0x2E, 0x3A, 0x3B: return .infixSeparator
        case 0x21, 0x3F, 0xFF01, 0xFF1F: return .exclamation
        case 0x22, 0x27, 0x2018, 0x2019: return .quotation  // “ ” depend on the locale: lineBreakClass
        case 0x2026: return .inseparable
        case 0x00B7, 0x2192: return .alphabetic  // AI, which ICU resolves to AL
        case 0x2027, 0x3000: return .breakAfter
        case 0xFF10...0xFF19, 0xFF0D: return .ideographic  // fullwidth digits and hyphen-minus
        case 0x30FB: return .nonstarter
        case 0xFF3B: return .open
        case 0xFF3D: return .close
        case 0x28, 0x5B, 0x7B: return .openNarrow
        case 0x29, 0x5D: return .closeParenthesis
        case 0x7D: return .close
        case 0x2D: return .hyphen
        case 0x2F: return .symbol
        case 0x09, 0x7C: return .breakAfter
        case 0xA0: return .glue
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
    static func opportunities(_ utf16: ArraySlice<UInt16>, locale: String?) -> [(offset: Int, isMandatory: Bool)]? {
        guard let variant = variant(for: locale) else { return nil }
        guard !utf16.isEmpty else { return [] }
        // Once, not through the globals' accessors per unit.
        let ascii = asciiClasses, decisions = decisions
        return utf16.withUnsafeBufferPointer { units in
            ascii.withUnsafeBufferPointer { ascii in
                decisions.withUnsafeBufferPointer { decisions in
                    opportunities(units, ascii: ascii, decisions: decisions, variant: variant)
                }
            }
        }
    }

    private static func opportunities(
        _ units: UnsafeBufferPointer<UInt16>, ascii: UnsafeBufferPointer<Class?>, decisions: UnsafeBufferPointer<Decision>,
        variant: Variant
    ) -> [(offset: Int, isMandatory: Bool)]? {
        var result: [(offset: Int, isMandatory: Bool)] = []
        // Han text breaks almost everywhere: room for every unit in a label-sized paragraph.
        result.reserveCapacity(units.count <= 1_024 ? units.count : units.count / 2 + 1)
        var context = Context()
        guard var current = lineBreakClass(units[0], ascii: ascii, variant: variant) else { return nil }
        for offset in 1..<units.count {
            context.advance(to: current)
            guard let next = lineBreakClass(units[offset], ascii: ascii, variant: variant) else { return nil }
            switch decisions[context.row &* classCount &+ Int(next.rawValue)] {
            case .keep:
                break
            case .allow:
                result.append((offset: offset, isMandatory: false))
            case .askRules:
                let followedByDigit = offset + 1 < units.count && (0x30...0x39).contains(units[offset + 1])
                if context.allowsBreak(before: next, followedByDigit: followedByDigit) {
                    result.append((offset: offset, isMandatory: false))
                }
            }
            current = next
        }
        result.append((offset: units.count, isMandatory: false))
        return result
    }

    /// What the rules decide for a pair, when the pair alone decides it.
    private enum Decision: UInt8 { case keep, allow, askRules }

    /// `allowsBreak` memoized by `Context.row` and the next class: `.allow` or `.keep` where
    /// the rules give that answer whatever the rest of the context (whether a hyphen starts a
    /// word, whether a number is going on, whether a digit follows), `.askRules` where it
    /// matters. Derived from the rules themselves at first use, so the two cannot disagree.
    private static let decisions: [Decision] = {
        let classes = Class.allCases
        precondition(classes.count == classCount && classes.allSatisfy { Int($0.rawValue) < classCount })
        var table = [Decision](repeating: .askRules, count: Context.stateCount * classCount)
        // Every row, reached as the text reaches it: a class; a class, then spaces; spaces.
        var rows: [Context] = []
        for previous in classes where previous != .space {
            var context = Context()
            context.advance(to: previous)
            rows.append(context)
            context.advance(to: .space)
            rows.append(context)
        }
        var spaces = Context()
        spaces.advance(to: .space)
        rows.append(spaces)
        for var context in rows {
            for next in classes {
                var allows = false, keeps = false
                for hyphenStartsWord in [false, true] {
                    for inNumber in [false, true] {
                        context.hyphenStartsWord = hyphenStartsWord
                        context.inNumber = inNumber
                        for followedByDigit in [false, true] {
                            if context.allowsBreak(before: next, followedByDigit: followedByDigit) {
                                allows = true
                            } else {
                                keeps = true
                            }
                        }
                    }
                }
                if allows != keeps {
                    table[context.row * classCount + Int(next.rawValue)] = allows ? .allow : .keep
                }
            }
        }
        return table
    }()

    /// What the rules look back at: the class before, the last class that is not a space,
    /// whether a hyphen starts a word and whether a number is going on.
    private struct Context {
        var previous: Class?
        var beforeSpaces: Class?
        /// ICU's LB20a: a hyphen at the start or after a space (not after a no-break space).
        var hyphenStartsWord = false
        /// Inside a number: a digit, then digits, infix separators and symbols (LB25's NU (NU|SY|IS)*).
        var inNumber = false

        /// The class before, or after spaces the class before them: with the next class, what
        /// the rules read most of the time (`LineBreakFastPath.decisions`' row). Rows: after a
        /// class; after spaces after a class; after spaces at the start; nothing yet (never
        /// filled: the rules never break before the first character).
        var row = Context.stateCount - 1
        static let stateCount = 2 * classCount + 2

        @inline(__always)
        mutating func advance(to current: Class) {
            if current == .hyphen {
                // Not after an opening bracket's spaces: ICU's LB14 chain takes those ("( -a").
                hyphenStartsWord = previous == nil
                    || (previous == .space && beforeSpaces != .open && beforeSpaces != .openNarrow)
            }
            inNumber = current == .numeric || (inNumber && (current == .symbol || current == .infixSeparator))
            if current != .space {
                row = Int(current.rawValue)
            } else if previous != .space {
                // The first space: `beforeSpaces` is the class before it (nil at the start).
                row = classCount + Int(beforeSpaces?.rawValue ?? UInt8(classCount))
            }
            previous = current
            if current != .space { beforeSpaces = current }
        }

        /// Whether UAX #14 (as ICU 72 implements it) allows a break before `current`.
        func allowsBreak(before current: Class, followedByDigit: Bool) -> Bool {
            guard let previous else { return false }
            if current == .space { return false }                                           // LB7
            if previous == .glue { return false }                                           // LB12
            if current == .glue && previous != .space && previous != .breakAfter && previous != .hyphen {
                return false                                                                // LB12a
            }
            switch current {
            case .close, .closeParenthesis, .exclamation, .symbol: return false             // LB13
            default: break
            }
            if beforeSpaces == .open || beforeSpaces == .openNarrow { return false }        // LB14
            if beforeSpaces == .quotation && (current == .open || current == .openNarrow) { return false }  // LB15
            if current == .infixSeparator { return previous == .space && followedByDigit }  // SP ÷ IS NU, × IS
            if (beforeSpaces == .close || beforeSpaces == .closeParenthesis) && current == .nonstarter {
                return false                                                                // LB16
            }
            if previous == .space { return true }                                           // LB18
            if current == .quotation || previous == .quotation { return false }             // LB19
            if previous == .hyphen && hyphenStartsWord && current == .alphabetic { return false }  // LB20a
            if current == .breakAfter || current == .hyphen || current == .nonstarter { return false }  // LB21
            if current == .inseparable { return false }                                     // LB22
            switch (previous, current) {
            case (.alphabetic, .numeric), (.numeric, .alphabetic): return false             // LB23
            case (.hyphen, .numeric), (.infixSeparator, .numeric), (.numeric, .numeric):
                return false                                                                // LB25
            case (.symbol, .numeric): return !inNumber                                      // LB25: 1/2
            case (.alphabetic, .alphabetic): return false                                   // LB28
            case (.infixSeparator, .alphabetic): return false                               // LB29
            case (.alphabetic, .openNarrow), (.numeric, .openNarrow), (.closeParenthesis, .alphabetic),
                 (.closeParenthesis, .numeric):
                return false                                                                // LB30
            default: return true                                                            // LB31
            }
        }
    }
}
