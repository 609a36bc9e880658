// Where a long text's prefix ends (PrefixLayout), read code point by code point.

/// Cuts the prefix of a long text that is laid out instead of the whole text (`PrefixLayout`):
/// reads the text's code points until a paragraph ends after `minimumUnits` UTF-16 units or
/// after the paragraphs that surely fill the request's lines (the lines budget, below), or,
/// inside a paragraph longer than twice `minimumUnits`, at once.
///
/// The lines budget: a paragraph of `u` units takes at least `max(1, ⌈u / unitsPerLine⌉)` lines
/// when no line holds more than `unitsPerLine` units, so once the paragraphs read take `lines`
/// lines, the lines shown come from them. Short paragraphs (verse, chat, a list) then cost the
/// units they show, not `minimumUnits`. Narrower units only make the caller read a longer
/// prefix (the typesetter reports that the lines outlasted it), never another result.
struct PrefixCut {
    /// The prefix's length in UTF-16 units.
    private(set) var count = 0
    /// Whether text follows the prefix.
    private(set) var continues = false
    /// Whether the prefix ends inside a paragraph (then `continues` too).
    private(set) var endsInsideParagraph = false
    private var rule: Rule

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

        /// What to do with the code point `value` when the prefix has `count` units.
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
        private mutating func endParagraph(at count: Int) -> Bool {
            guard unitsPerLine > 0 else { return false }
            let length = count - paragraphStart
            linesLeft -= length <= unitsPerLine ? 1 : (length + unitsPerLine - 1) / unitsPerLine
            return linesLeft <= 0
        }
    }

    /// Reads `scalars` until the cut; `take` hears each code point of the prefix.
    ///
    /// - Complexity: O(prefix) code points.
    mutating func read(_ scalars: some Sequence<Unicode.Scalar>, take: (Unicode.Scalar) -> Void) {
        var iterator = scalars.makeIterator()
        while let scalar = iterator.next() {
            let step = rule.step(scalar.value, count: count)
            if case .cutBefore = step {
                continues = true
                return
            }
            take(scalar)
            count += scalar.value < 0x1_0000 ? 1 : 2
            if case .takeAndCut(let insideParagraph) = step {
                if iterator.next() != nil {
                    continues = true
                    endsInsideParagraph = insideParagraph
                }
                return
            }
        }
    }
}
