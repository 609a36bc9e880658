// Analysis: how much of a paragraph prefix's bidi levels the rest of the paragraph cannot change
// (docs/design.md, "A long text's prefix").
import CICUBreak

/// Where the embedding levels of a paragraph's prefix are final.
///
/// UAX #9 mostly looks backwards, but some rules look ahead as far as the text goes: the
/// paragraph level is that of the first strong character (P2, P3), an isolate initiator's
/// direction and extent depend on its matching PDI (X5c, X6a), a run's end-of-sequence type
/// on the level that follows it (X10), neutrals take the direction of the next strong
/// character (N1, N2), and an opening bracket is resolved with its partner, if one comes
/// (BD16, N0).
///
/// Offset `c` is a **final cut** of a prefix when the character there is strong (bidi class L, R
/// or AL), no explicit embedding, override or isolate is open there, and no opening bracket
/// before it is still waiting for a partner. Then every look-ahead from a character before `c`
/// stops at `c` or earlier: the paragraph level is decided (the first strong character is at `c`
/// or before, outside any isolate), every isolate before `c` is closed, the neutrals before
/// `c` meet the strong character at `c`, and every bracket before `c` is paired or never will be.
/// So the levels of every unit before `c` are the same whatever text follows the prefix.
///
/// One more condition comes from ICU rather than UAX #9. For text that it finds all of one
/// direction, ICU takes a shortcut and gives every unit the paragraph level: the content of
/// explicit embeddings and isolates, and Arabic numbers, then get the paragraph level instead of
/// their own (the same order on screen, but other runs). Whether it takes the shortcut depends
/// on the whole text. Before the first explicit control or Arabic number both ways give the same
/// levels; past one, a cut is final only if ICU resolves the text before the cut in full, for
/// then it resolves any text that starts with it in full (`settledEnd`).
///
/// The scan is conservative where the exact answer needs more bookkeeping than it is worth: a
/// bracket inside an embedding is left waiting, an opening bracket stays waiting across the
/// embeddings that end its isolating run sequence, U+2329, U+232A, U+3008 and U+3009 (paired by
/// canonical equivalence) and more than 60 open brackets or explicit embeddings end the search.
/// Each of these only makes the final cut earlier, never wrong.
enum BidiPrefix {
    /// Deeper than this, ICU may ignore an embedding (UAX #9's depth limit is 125) and brackets
    /// may stop pairing (BD16's stack holds 63): the scan stops trusting.
    private static let maximumDepth = 60

    /// The last final cut of `utf16`, one paragraph's prefix, and the last one before its first
    /// explicit control or Arabic number (offsets relative to its start, 0 when there is none).
    ///
    /// - Complexity: O(n), a look-up of ICU's bidi class per code point.
    static func lastFinalCuts(of utf16: ArraySlice<UInt16>) -> (any: Int, beforeControls: Int) {
        var last = 0
        var lastBeforeControls = 0
        var scan = Scan()
        forEachScalar(of: utf16) { offset, scalar in
            if scan.read(scalar) == .strong && scan.isClosed {
                last = offset
                if !scan.controlsSeen { lastBeforeControls = last }
            }
            return !scan.stopped
        }
        return (last, lastBeforeControls)
    }

    /// Calls `body` with each code point of `utf16` and its offset relative to the start (a
    /// lone surrogate as itself) while it returns true.
    static func forEachScalar(of utf16: ArraySlice<UInt16>, _ body: (Int, UInt32) -> Bool) {
        var i = utf16.startIndex
        while i < utf16.endIndex {
            let start = i
            let unit = utf16[i]
            var scalar = UInt32(unit)
            if UTF16.isLeadSurrogate(unit), i + 1 < utf16.endIndex, UTF16.isTrailSurrogate(utf16[i + 1]) {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(utf16[i + 1]) - 0xDC00)
                i += 1
            }
            i += 1
            if !body(start - utf16.startIndex, scalar) { return }
        }
    }

    /// The state of a paragraph read code point by code point from its start: the explicit
    /// embeddings and isolates open, the opening brackets waiting for a partner (see the
    /// type's comment). A strong character read when `isClosed` is a final cut.
    struct Scan: Sendable {
        /// Open embeddings and isolates, innermost last: true for an isolate.
        private var open: [Bool] = []
        /// The closing bracket each waiting opening bracket wants, innermost last.
        private(set) var waiting: [UInt32] = []
        /// Whether an explicit control or an Arabic number was read.
        private(set) var controlsSeen = false
        /// Whether the scan stopped trusting (too deep, or an angle bracket): nothing after is final.
        private(set) var stopped = false

        /// What a code point is to the scan.
        enum Kind { case strong, control, other }

        /// Nothing is open or waiting (and the scan still trusts the text).
        var isClosed: Bool { open.isEmpty && waiting.isEmpty && !stopped }

        /// No embedding or isolate is open (and the scan still trusts the text).
        var hasNothingOpen: Bool { open.isEmpty && !stopped }

        /// Reads the next code point; what it is, even once the scan has stopped.
        mutating func read(_ scalar: UInt32) -> Kind {
            let role = Int(ls_bidi_role(scalar))
            let kind: Kind = switch role {
            case Int(LS_BIDI_ROLE_STRONG_LEFT_TO_RIGHT), Int(LS_BIDI_ROLE_STRONG_RIGHT_TO_LEFT): .strong
            case Int(LS_BIDI_ROLE_ARABIC_NUMBER), Int(LS_BIDI_ROLE_EMBEDDING), Int(LS_BIDI_ROLE_ISOLATE),
                 Int(LS_BIDI_ROLE_POP_EMBEDDING), Int(LS_BIDI_ROLE_POP_ISOLATE): .control
            default: .other
            }
            guard !stopped else { return kind }
            switch role {
            case Int(LS_BIDI_ROLE_ARABIC_NUMBER):
                controlsSeen = true
            case Int(LS_BIDI_ROLE_EMBEDDING), Int(LS_BIDI_ROLE_ISOLATE):
                controlsSeen = true
                open.append(role == Int(LS_BIDI_ROLE_ISOLATE))
            case Int(LS_BIDI_ROLE_POP_EMBEDDING):
                // Closes an embedding or override, never an isolate (X7).
                if open.last == false { open.removeLast() }
            case Int(LS_BIDI_ROLE_POP_ISOLATE):
                // Closes the innermost isolate and whatever opened inside it (X6a).
                if let isolate = open.lastIndex(of: true) { open.removeSubrange(isolate...) }
            case Int(LS_BIDI_ROLE_OPENING_BRACKET) where open.isEmpty:
                if BidiPrefix.isPairedByEquivalence(scalar) { stopped = true; break }
                waiting.append(ls_bidi_paired_bracket(scalar))
            case Int(LS_BIDI_ROLE_CLOSING_BRACKET) where open.isEmpty:
                if BidiPrefix.isPairedByEquivalence(scalar) { stopped = true; break }
                // BD16: the nearest waiting opening bracket it closes, and those inside it.
                if let partner = waiting.lastIndex(of: scalar) { waiting.removeSubrange(partner...) }
            default:
                break
            }
            if open.count > BidiPrefix.maximumDepth || waiting.count > BidiPrefix.maximumDepth { stopped = true }
            return kind
        }
    }

    /// The end of the part of paragraph prefix `utf16` whose levels are final (an offset
    /// relative to its start): its last final cut (see the type's comment), or, when every level is 0 without ICU
    /// (`BidiParagraph.isUniformlyLeftToRight`), its last strong character. Every unit before
    /// that one is at level 0 in the whole paragraph too: the paragraph level is decided, and
    /// numbers, neutrals and brackets after left-to-right text resolve left to right. Only a
    /// boundary neutral (zero-width space, soft hyphen) takes the level of what follows it.
    ///
    /// - Complexity: O(n) with right-to-left levels (twice ICU's when there are explicit
    ///   controls or Arabic numbers); else O(units after the last strong one).
    static func settledEnd(of utf16: ArraySlice<UInt16>, bidi: BidiParagraph) -> Int {
        guard bidi.isUniformlyLeftToRight else {
            let cuts = lastFinalCuts(of: utf16)
            guard cuts.any > cuts.beforeControls else { return cuts.any }
            // Past an explicit control or an Arabic number: final if ICU resolves the text
            // before the cut in full (its paragraph level is decided there).
            let head = BidiParagraph(utf16: utf16.prefix(cuts.any), direction: bidi.baseLevel == 1 ? .rightToLeft : .leftToRight)
            return head.isResolvedInFull ? cuts.any : cuts.beforeControls
        }
        var i = utf16.endIndex
        while i > utf16.startIndex {
            i -= 1
            let unit = utf16[i]
            // ASCII letters are L; the rest is asked of ICU.
            if unit < 0x80 {
                if (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A { return i - utf16.startIndex }
                continue
            }
            var scalar = UInt32(unit)
            if UTF16.isTrailSurrogate(unit), i > utf16.startIndex, UTF16.isLeadSurrogate(utf16[i - 1]) {
                i -= 1
                scalar = 0x10000 + ((UInt32(utf16[i]) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
            }
            if Int(ls_bidi_role(scalar)) == Int(LS_BIDI_ROLE_STRONG_LEFT_TO_RIGHT) { return i - utf16.startIndex }
        }
        return 0
    }

    /// The angle brackets that pair with their canonical equivalents.
    private static func isPairedByEquivalence(_ scalar: UInt32) -> Bool {
        scalar == 0x2329 || scalar == 0x232A || scalar == 0x3008 || scalar == 0x3009
    }
}

extension BidiPrefix {
    /// Where the levels of a paragraph's end are final when it is laid out after `head`, its
    /// start, with the text between left out (`StyledText.Elision`): the first **final start**
    /// at or after `minimum` units into `tail`, relative to the tail's start; nil when there is
    /// none.
    ///
    /// Offset `s` of the tail is a final start when the character there is strong (L, R or AL),
    /// no explicit embedding, override or isolate is open before it, and no opening bracket
    /// before it waits for a closing bracket that the tail holds after it: both in the whole
    /// paragraph (`whole`: the scan of its start up to the tail) and in `head` followed by the
    /// tail. Then no rule of UAX #9 carries anything across `s` (the mirror of a final cut): the
    /// explicit level at `s` is the paragraph's and every embedding or isolate after it opens
    /// after it, W1–W7 and N1–N2 look back no further than the previous strong character (at
    /// `s` or later), and brackets after `s` pair only among themselves (BD16 pairs a closing
    /// bracket with the nearest waiting opening one of its kind, and those waiting before `s`
    /// meet none). The paragraph level is the head's, decided at its first final cut (lines are
    /// trusted only past one).
    ///
    /// ICU's shortcut for text of one direction (see the type's comment) depends on the whole
    /// text: past an explicit control or an Arabic number in the tail, a start is final only if
    /// ICU resolves `head` up to its last final cut in full (then it resolves both texts in
    /// full); else only a final start after the last of them counts, for without them the tail
    /// resolves to the paragraph level either way.
    ///
    /// - Complexity: O(head + tail) bidi class look-ups, and ICU on the head when the tail holds
    ///   an explicit control or an Arabic number.
    static func settledStart(
        ofTail tail: ArraySlice<UInt16>, after head: ArraySlice<UInt16>, whole: Scan, baseLevel: UInt8, from minimum: Int
    ) -> Int? {
        var spliced = Scan()
        forEachScalar(of: head) { _, scalar in
            _ = spliced.read(scalar)
            return !spliced.stopped
        }
        // Where each kind of closing bracket last appears in the tail.
        var lastClosing: [UInt32: Int] = [:]
        forEachScalar(of: tail) { offset, scalar in
            if Int(ls_bidi_role(scalar)) == Int(LS_BIDI_ROLE_CLOSING_BRACKET) { lastClosing[scalar] = offset }
            return true
        }
        func meetsNoPartner(_ scan: Scan, after offset: Int) -> Bool {
            scan.hasNothingOpen && scan.waiting.allSatisfy { (lastClosing[$0] ?? -1) < offset }
        }
        var whole = whole
        var start: Int?
        var headResolvedInFull: Bool?
        forEachScalar(of: tail) { offset, scalar in
            let kind = spliced.read(scalar)
            _ = whole.read(scalar)
            if kind == .control, start != nil {
                if headResolvedInFull == nil {
                    let cut = lastFinalCuts(of: head).any
                    headResolvedInFull = BidiParagraph(
                        utf16: head.prefix(cut), direction: baseLevel == 1 ? .rightToLeft : .leftToRight).isResolvedInFull
                }
                if headResolvedInFull == false { start = nil }
            }
            if start == nil && offset >= minimum && kind == .strong
                && meetsNoPartner(spliced, after: offset) && meetsNoPartner(whole, after: offset) {
                start = offset
            }
            return !(spliced.stopped || whole.stopped) || start != nil
        }
        return start
    }
}
