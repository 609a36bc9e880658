// Where a long text's prefix ends (StyledText.prefix), read code point by code point.

/// Cuts the prefix of a long text that `Label` lays out instead of the whole text: converts the
/// text's code points to UTF-16 until the prefix has `minimumUnits` units and a paragraph ends
/// (or, inside a paragraph longer than twice `minimumUnits`, at once), and counts the whole
/// text's language sample (`DominantScript`) on the way, so that a prefix and the whole text
/// get the same language.
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

    init(minimumUnits: Int) {
        rule = Rule(minimumUnits: minimumUnits)
    }

    /// Where the prefix ends.
    struct Rule {
        let minimumUnits: Int
        /// Where a long paragraph is cut inside.
        let limit: Int

        init(minimumUnits: Int) {
            self.minimumUnits = minimumUnits
            limit = minimumUnits > Int.max / 2 ? Int.max : 2 * minimumUnits
        }

        enum Step {
            /// The code point belongs to the prefix.
            case take
            /// The code point is the prefix's last (after it, a paragraph ends or a long one is cut).
            case takeAndCut(insideParagraph: Bool)
            /// The code point starts the rest: the prefix ended with a lone CR.
            case cutBefore
        }

        /// What to do with the code point `value` when the prefix has `count` units;
        /// `pendingCR` carries a CR that may be followed by a LF of the same separator.
        @inline(__always)
        func step(_ value: UInt32, count: Int, pendingCR: inout Bool) -> Step {
            if pendingCR {
                pendingCR = false
                if value != 0x0A && count >= minimumUnits { return .cutBefore }
            }
            let after = count + (value < 0x1_0000 ? 1 : 2)
            guard after >= minimumUnits else { return .take }
            if value == 0x0D {
                pendingCR = true
                return .take
            }
            if value == 0x0A || value == 0x2029 { return .takeAndCut(insideParagraph: false) }
            return after >= limit ? .takeAndCut(insideParagraph: true) : .take
        }
    }

    /// Reads a string's UTF-8 in place: the language sample, then the prefix.
    ///
    /// - Complexity: O(max(prefix, sample)) code points.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    mutating func read(_ bytes: Span<UInt8>) {
        // The sample on its own first: a Han code point costs a lead byte there.
        sample.add(utf8: bytes)
        let rule = self.rule
        var index = 0
        var pendingCR = false
        var cut: Rule.Step?
        // UTF-16 takes no more units than UTF-8 bytes; the rule stops one code point past `limit`.
        let capacity = rule.limit < bytes.count ? rule.limit + 1 : bytes.count
        units = [UInt16](capacity: capacity) { output in
            // Far from the minimum, no rule applies: every code point is taken.
            while index < bytes.count && output.count + 2 < rule.minimumUnits {
                let (value, next) = bytes.scalar(at: index)
                index = next
                output.appendUTF16(of: value)
            }
            while index < bytes.count {
                let (value, next) = bytes.scalar(at: index)
                let step = rule.step(value, count: output.count, pendingCR: &pendingCR)
                if case .cutBefore = step {
                    cut = step
                    return
                }
                index = next
                output.appendUTF16(of: value)
                if case .takeAndCut = step {
                    cut = step
                    return
                }
            }
        }
        switch cut {
        case .cutBefore?:
            continues = true
        case .takeAndCut(let insideParagraph)? where index < bytes.count:
            continues = true
            endsInsideParagraph = insideParagraph
        default:
            break
        }
    }

    /// Reads code points through `unicodeScalars`, where a string's span is not available.
    mutating func read(_ scalars: String.UnicodeScalarView) {
        let rule = self.rule
        var tally = DominantScript.Tally()
        var iterator = scalars.makeIterator()
        var pendingCR = false
        var cut: Rule.Step?
        while let scalar = iterator.next() {
            let value = scalar.value
            tally.add(value)
            let step = rule.step(value, count: units.count, pendingCR: &pendingCR)
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
