// Where a long text's prefix ends (StyledText.prefix), read code point by code point.

/// Cuts the prefix of a long text that `Label` lays out instead of the whole text: converts the
/// text's code points to UTF-16 until a paragraph ends after `minimumUnits` units or after the
/// paragraphs that surely fill the request's lines (the lines budget, below), or, inside a
/// paragraph longer than twice `minimumUnits`, at once; and counts the whole text's language
/// sample (`DominantScript`) on the way, so that a prefix and the whole text get the same language.
///
/// The lines budget: a paragraph of `u` units takes at least `max(1, ⌈u / unitsPerLine⌉)` lines
/// when no line holds more than `unitsPerLine` units, so once the paragraphs read take `lines`
/// lines, the lines shown come from them. Short paragraphs (verse, chat, a list) then cost the
/// units they show, not `minimumUnits`. Narrower units only make the caller read a longer
/// prefix (the typesetter reports that the lines outlasted it), never another result.
///
/// Two readers, one rule (`Rule.step`): a string's UTF-8 read in place through its `Span`, and
/// `unicodeScalars` where spans are not available (Apple systems before the 2025 releases).
/// The span reader is the fast one: no iterator, the sample is counted by lead bytes where they
/// tell the script, and the units are written into an array's `OutputSpan` (no uniqueness
/// check per unit). A test reads random texts both ways.
struct PrefixCut {
    private(set) var units: [UInt16] = []
    private(set) var sample = DominantScript.Tally()
    /// Whether text follows the prefix.
    private(set) var continues = false
    /// Whether the prefix ends inside a paragraph (then `continues` too).
    private(set) var endsInsideParagraph = false
    private let rule: Rule

    /// A cut after `minimumUnits` units, or earlier, after the paragraphs that take `lines`
    /// lines of at most `unitsPerLine` units each (0 for either: no lines budget).
    init(minimumUnits: Int, lines: Int = 0, unitsPerLine: Int = 0) {
        rule = Rule(minimumUnits: minimumUnits, lines: lines, unitsPerLine: unitsPerLine)
    }

    /// Where the prefix ends: the state of one reading, code point by code point.
    struct Rule {
        let minimumUnits: Int
        /// Where a long paragraph is cut inside.
        let limit: Int
        /// The most units a line holds (0: no lines budget).
        let unitsPerLine: Int
        /// Lines the paragraphs read so far have not surely filled.
        private var linesLeft: Int
        /// Where the current paragraph starts, in units.
        private var paragraphStart = 0
        /// A CR was taken; the next code point tells whether a LF completes its separator.
        private(set) var pendingCR = false
        /// The paragraph that CR ended spent the lines budget.
        private var budgetSpentAtCR = false

        init(minimumUnits: Int, lines: Int, unitsPerLine: Int) {
            self.minimumUnits = minimumUnits
            limit = minimumUnits > Int.max / 2 ? Int.max : 2 * minimumUnits
            // Capped so that rounding a paragraph up to whole lines cannot overflow.
            self.unitsPerLine = lines > 0 ? min(max(unitsPerLine, 0), 1 << 40) : 0
            linesLeft = lines
        }

        enum Step {
            /// The code point belongs to the prefix.
            case take
            /// The code point is the prefix's last (after it, a paragraph ends or a long one is cut).
            case takeAndCut(insideParagraph: Bool)
            /// The code point starts the rest: the prefix ended with a lone CR.
            case cutBefore
        }

        /// Whether the code point `value`, following a prefix of `count` units, can only be
        /// taken: no separator, no pending CR, far from the limit. The readers' fast path.
        @inline(__always)
        func isPlain(_ value: UInt32, count: Int) -> Bool {
            value > 0x0D && value != 0x2029 && !pendingCR && count + 2 < limit
        }

        /// What to do with the code point `value` when the prefix has `count` units.
        @inline(__always)
        mutating func step(_ value: UInt32, count: Int) -> Step {
            if pendingCR {
                pendingCR = false
                if value == 0x0A {
                    // CR LF: one separator, which the CR already counted.
                    paragraphStart = count + 1
                    return budgetSpentAtCR || count + 1 >= minimumUnits ? .takeAndCut(insideParagraph: false) : .take
                }
                if budgetSpentAtCR || count >= minimumUnits { return .cutBefore }
            }
            let after = count + (value < 0x1_0000 ? 1 : 2)
            if value == 0x0D {
                budgetSpentAtCR = endParagraph(at: count)
                paragraphStart = after
                pendingCR = true
                return .take
            }
            if value == 0x0A || value == 0x2029 {
                let spent = endParagraph(at: count)
                paragraphStart = after
                return spent || after >= minimumUnits ? .takeAndCut(insideParagraph: false) : .take
            }
            return after >= limit ? .takeAndCut(insideParagraph: true) : .take
        }

        /// Charges the paragraph ending at `count` to the lines budget; whether it is spent.
        @inline(__always)
        private mutating func endParagraph(at count: Int) -> Bool {
            guard unitsPerLine > 0 else { return false }
            let length = count - paragraphStart
            linesLeft -= length <= unitsPerLine ? 1 : (length + unitsPerLine - 1) / unitsPerLine
            return linesLeft <= 0
        }
    }

    /// Reads a string's UTF-8 in place: the language sample, then where the prefix ends, then
    /// the prefix's units.
    ///
    /// The cut is found first, from lead bytes where they tell enough (no decoding, no writes),
    /// so the units go into an array of exactly their number: a first prefix is sized for the
    /// worst case (twice `minimumUnits`) while the lines budget mostly cuts it far shorter, and
    /// that allocation cost more than reading the prefix.
    ///
    /// - Complexity: O(max(prefix, sample)) code points.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    mutating func read(_ bytes: Span<UInt8>) {
        // The sample on its own first: a Han code point costs a lead byte there.
        sample.add(utf8: bytes)
        var rule = self.rule
        var index = 0, count = 0
        var cut: Rule.Step?
        let byteCount = bytes.count
        scan: while index < byteCount {
            let lead = bytes[index]
            // `Rule.isPlain` from the lead byte: no separator (those are ASCII, or U+2029 after
            // an E2 lead), no pending CR, far from the limit. Taken: counted, not decoded.
            if !rule.pendingCR && count &+ 2 < rule.limit {
                if lead > 0x0D && lead < 0x80 {
                    index &+= 1
                    count &+= 1
                    continue
                }
                if lead >= 0xC0 && lead != 0xE2 {
                    if lead < 0xE0 {
                        index &+= 2
                        count &+= 1
                    } else if lead < 0xF0 {
                        index &+= 3
                        count &+= 1
                    } else {
                        index &+= 4
                        count &+= 2
                    }
                    continue
                }
            }
            let (value, next) = bytes.scalar(at: index)
            let length = value < 0x1_0000 ? 1 : 2
            if rule.isPlain(value, count: count) {
                index = next
                count &+= length
                continue
            }
            let step = rule.step(value, count: count)
            if case .cutBefore = step {
                cut = step
                break scan
            }
            index = next
            count &+= length
            if case .takeAndCut = step {
                cut = step
                break scan
            }
        }
        units = bytes.utf16Units(upTo: index, count: count)
        switch cut {
        case .cutBefore?:
            continues = true
        case .takeAndCut(let insideParagraph)? where index < byteCount:
            continues = true
            endsInsideParagraph = insideParagraph
        default:
            break
        }
    }

    /// Reads code points through `unicodeScalars`, where a string's span is not available.
    mutating func read(_ scalars: String.UnicodeScalarView) {
        var rule = self.rule
        var tally = DominantScript.Tally()
        var iterator = scalars.makeIterator()
        var cut: Rule.Step?
        while let scalar = iterator.next() {
            let value = scalar.value
            tally.add(value)
            let step = rule.step(value, count: units.count)
            if case .cutBefore = step {
                cut = step
                break
            }
            units.appendUTF16(of: value)
            if case .takeAndCut = step {
                cut = step
                break
            }
        }
        switch cut {
        case .cutBefore?:
            continues = true
        case .takeAndCut(let insideParagraph)?:
            if let next = iterator.next() {
                tally.add(next.value)
                continues = true
                endsInsideParagraph = insideParagraph
            }
        default:
            break
        }
        while continues && !tally.isComplete, let scalar = iterator.next() { tally.add(scalar.value) }
        sample = tally
    }
}
