// Where a paragraph may break: UAX #14 opportunities and grapheme-cluster boundaries.

/// The break opportunities of one paragraph, offsets relative to the paragraph's start.
///
/// Line opportunities come from ICU's line iterator (UAX #14, tailored by locale); grapheme
/// boundaries from ICU's character iterator, where a character may extend a cluster (else every
/// offset is a boundary). Immutable once made.
final class BreakOpportunities: Sendable {
    let utf16: ArraySlice<UInt16>
    /// Soft and mandatory line-break opportunities after offset 0, ascending; the last is the
    /// paragraph's length.
    let line: [(offset: Int, isMandatory: Bool)]
    /// Grapheme boundary flags per offset `0...count`; nil when every offset is a boundary.
    private let graphemeFlags: [Bool]?
    /// Whether the line-break fast path took the text: BMP characters none of which extends or
    /// joins a grapheme cluster (every unit starts one) and none of which is right to left or a
    /// bidi control (`BidiParagraph` need not look).
    let tookFastPath: Bool

    /// An empty paragraph's: no opportunity, one grapheme boundary.
    static let empty = BreakOpportunities()

    private init() {
        utf16 = []
        line = []
        graphemeFlags = nil
        tookFastPath = true
    }

    /// The opportunities of `utf16` by UAX #14 in `locale`, with browsers' rules on top when
    /// `rules` is `.web` (`WebLineBreaking`).
    ///
    /// - Complexity: O(n) for a paragraph of n UTF-16 units.
    init(utf16: ArraySlice<UInt16>, locale: String?, rules: LineBreakRules = .unicode, keepsHangulWords: Bool = false) {
        self.utf16 = utf16
        if utf16.isEmpty {
            // No character: nothing that extends a cluster or reads right to left.
            line = []
            graphemeFlags = nil
            tookFastPath = true
            return
        }
        if let fast = LineBreakFastPath.opportunities(utf16, locale: locale) {
            // Han, CJK punctuation, plain ASCII, curly quotes: the rules directly, no ICU
            // iterator; and none of these characters extends a grapheme cluster.
            line = rules == .web ? WebLineBreaking.applied(to: fast, utf16: utf16) : fast
            graphemeFlags = nil
            tookFastPath = true
            return
        }
        var line = BreakIterator(kind: .line, locale: locale, utf16: utf16)?.boundariesWithStatus() ?? [(utf16.count, true)]
        if rules == .web { line = WebLineBreaking.applied(to: line, utf16: utf16) }
        if keepsHangulWords { line = BreakOpportunities.keepingHangulWords(line, utf16: utf16) }
        if (1..<utf16.count).contains(where: { BreakOpportunities.maySplitCluster(utf16, at: $0) }) {
            let flags = BreakOpportunities.graphemeFlags(utf16, locale: locale)
            line = BreakOpportunities.movingOutOfClusters(line, graphemes: flags)
            graphemeFlags = flags
        } else {
            graphemeFlags = nil
        }
        self.line = line
        tookFastPath = false
    }

    /// `line` without the soft opportunities inside Korean words (`hangulWordPriority`, CSS
    /// `word-break: keep-all`): between a Hangul character and a Hangul character, letter or
    /// digit, on either side. (The line-break fast path never takes Hangul text, so only ICU's
    /// opportunities pass here.)
    ///
    /// - Complexity: O(opportunities).
    static func keepingHangulWords(
        _ line: [(offset: Int, isMandatory: Bool)], utf16: ArraySlice<UInt16>
    ) -> [(offset: Int, isMandatory: Bool)] {
        func isHangul(_ unit: UInt16) -> Bool {
            (0xAC00...0xD7A3).contains(unit) || (0x1100...0x11FF).contains(unit) || (0x3130...0x318F).contains(unit)
                || (0xA960...0xA97F).contains(unit) || (0xD7B0...0xD7FF).contains(unit)
        }
        func isWordPart(_ unit: UInt16) -> Bool {
            if isHangul(unit) { return true }
            guard !UTF16.isLeadSurrogate(unit), !UTF16.isTrailSurrogate(unit), let scalar = Unicode.Scalar(unit) else { return false }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        let base = utf16.startIndex
        func isKept(_ opportunity: (offset: Int, isMandatory: Bool)) -> Bool {
            let offset = opportunity.offset
            guard !opportunity.isMandatory, offset > 0, offset < utf16.count else { return true }
            let before = utf16[base + offset - 1], after = utf16[base + offset]
            // No Hangul starts below U+1100; above it, Hangul on one side and a word part on
            // both (Hangul is one): the property look-ups only next to Hangul.
            if before < 0x1100 && after < 0x1100 { return true }
            return !((isHangul(before) || isHangul(after)) && isWordPart(before) && isWordPart(after))
        }
        // Most paragraphs hold no Korean: their opportunities are returned as they are.
        guard line.contains(where: { !isKept($0) }) else { return line }
        return line.filter(isKept)
    }

    /// `line` with each opportunity that falls inside a grapheme cluster moved back to the
    /// cluster's start, unless an opportunity is already there or before it within the
    /// cluster. UAX #14 allows a break after a space followed by a combining mark or ZWJ (LB9
    /// does not apply after SP, LB10 makes the mark a letter); the mark belongs to the space's
    /// grapheme cluster, which a line never splits, so the break goes before the space, as
    /// browsers place it (`a \u{301}b`: lines `a` and ` \u{301}b`).
    ///
    /// - Complexity: O(opportunities + the clusters' lengths).
    static func movingOutOfClusters(
        _ line: [(offset: Int, isMandatory: Bool)], graphemes: [Bool]
    ) -> [(offset: Int, isMandatory: Bool)] {
        var result: [(offset: Int, isMandatory: Bool)] = []
        result.reserveCapacity(line.count)
        for opportunity in line {
            var offset = opportunity.offset
            while !graphemes[offset] { offset -= 1 }
            // At 0 the break would make an empty line; after a kept one, it is that one.
            if offset == 0 || offset <= (result.last?.offset ?? 0) { continue }
            result.append((offset: offset, isMandatory: opportunity.isMandatory))
        }
        return result
    }

    /// Whether a boundary at `offset` (0 < offset < count) may fall inside a grapheme cluster:
    /// when the character there may extend the one before (a mark, a joiner, a variation
    /// selector, a Hangul jamo…) or the character before is a prepended concatenation mark.
    /// Conservative: true for anything it does not know to be a plain cluster start.
    ///
    /// - Complexity: O(1).
    static func maySplitCluster(_ utf16: ArraySlice<UInt16>, at offset: Int) -> Bool {
        let unit = utf16[utf16.startIndex + offset]
        let previous = utf16[utf16.startIndex + offset - 1]
        // A unit below U+0300 after one below the Arabic block, decided in two compares: most
        // units of a Latin-script paragraph (Vietnamese letters and combining marks go on).
        if unit < 0x0300 && previous < 0x0600 { return false }
        if (0x0600...0x0605).contains(previous) || previous == 0x06DD || previous == 0x070F
            || (0x0890...0x0891).contains(previous) || previous == 0x08E2 || previous == 0x0D4E
            || UTF16.isTrailSurrogate(previous) && isAstralPrepend(utf16, endingAt: offset) {
            return true
        }
        return mayExtendCluster(unit)
    }

    /// Whether the character `unit` may extend the grapheme cluster before it: a mark, a
    /// format or control character, a Hangul jamo, anything unassigned, and half of a surrogate
    /// pair (an emoji modifier or tag may be the astral character). False for the scripts
    /// whose characters always start a cluster, without a property look-up.
    private static func mayExtendCluster(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0000..<0x0300, 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
            return false
        default:
            guard !UTF16.isLeadSurrogate(unit) && !UTF16.isTrailSurrogate(unit),
                  let scalar = Unicode.Scalar(unit) else { return true }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .unassigned, .privateUse:
                return true
            default:
                // Hangul jamo are letters that still extend.
                return (0x1100...0x11FF).contains(unit) || (0xA960...0xA97F).contains(unit)
                    || (0xD7B0...0xD7FF).contains(unit)
            }
        }
    }

    /// Whether the astral character ending at `offset` is a prepended concatenation mark.
    private static func isAstralPrepend(_ utf16: ArraySlice<UInt16>, endingAt offset: Int) -> Bool {
        guard offset >= 2 else { return false }
        let high = utf16[utf16.startIndex + offset - 2], low = utf16[utf16.startIndex + offset - 1]
        guard UTF16.isLeadSurrogate(high) else { return false }
        let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        switch scalar {
        case 0x110BD, 0x110CD, 0x111C2, 0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46:
            return true
        default:
            return false
        }
    }

    /// The memory the opportunities hold, estimated from their arrays.
    var byteCount: Int { 64 + line.count * 16 + (graphemeFlags?.count ?? 0) }

    /// Whether every offset is a grapheme boundary (no character extends a cluster).
    var everyOffsetIsAGraphemeBoundary: Bool { graphemeFlags == nil }

    /// The grapheme boundary flags, one per offset 0...count.
    func graphemes() -> [Bool] {
        graphemeFlags ?? [Bool](repeating: true, count: utf16.count + 1)
    }

    private static func graphemeFlags(_ utf16: ArraySlice<UInt16>, locale: String?) -> [Bool] {
        var flags = [Bool](repeating: false, count: utf16.count + 1)
        flags[0] = true
        flags[utf16.count] = true
        if let iterator = BreakIterator(kind: .character, locale: locale, utf16: utf16) {
            for offset in iterator.boundaries() { flags[offset] = true }
        } else {
            for i in 0..<utf16.count where !UTF16.isTrailSurrogate(utf16[utf16.startIndex + i]) { flags[i] = true }
        }
        return flags
    }
}
