// Layout: a long text in limited lines, laid out from a prefix (docs/design.md, "A long text's
// prefix").

/// Lays out a long text whose lines or height are limited from a prefix of whole paragraphs,
/// four times longer each time the lines outlast it, so the cost follows the text shown rather
/// than the whole text. The result is the layout of the whole text: the typesetter reports
/// when a prefix ran out before the lines did, and trusts no line that ends near a cut inside
/// a paragraph (`Typesetter.cutContext`).
enum PrefixLayout {
    /// Texts longer than this many UTF-16 units (or UTF-8 bytes, for a string) are laid out
    /// from a prefix when their lines or height are limited.
    static let threshold = 16_384

    /// The first prefix tried, in UTF-16 units, when the request gives no bound (an
    /// unconstrained or zero width).
    static let firstPrefixUnits = 1_024

    /// The largest first prefix, whatever the request (a caller's 10⁸ lines must not reserve
    /// gigabytes up front; longer texts grow to it fourfold at a time).
    static let maximumFirstPrefixUnits = 65_536

    /// What a prefix is cut for: the lines (or height) and width asked for, and the smallest
    /// font size of the text.
    struct Request {
        var lines: Int
        var width: Double
        var fontSize: Double

        /// The request of `options` for text whose smallest font size is `fontSize`; nil when
        /// neither lines nor height are limited.
        init?(options: LayoutOptions, fontSize: Double) {
            let height = options.resolvedHeight
            var lines = options.resolvedNumberOfLines
            guard lines > 0 || height.isFinite else { return nil }
            if height.isFinite {
                // A line is at least about a font size tall (a smaller one costs a second prefix).
                let fitting = Int(min(height / max(fontSize, 1), Double(PrefixLayout.maximumFirstPrefixUnits))) + 1
                lines = lines > 0 ? min(lines, fitting) : fitting
            }
            self.lines = lines
            width = options.resolvedWidth
            self.fontSize = fontSize
        }

        /// The units the lines could show if no unit advanced less than a quarter of the font
        /// size (CJK advances a whole em, Latin about half), and at least
        /// `Typesetter.cutContext`: the first prefix. A paragraph cut inside is cut at twice
        /// that, so the lines can always use this many units and still end the context before
        /// the cut. Narrower units only cost a second, longer prefix, never another result.
        var firstPrefixUnits: Int {
            guard lines > 0, width.isFinite, width > 0, fontSize > 0 else { return PrefixLayout.firstPrefixUnits }
            let perLine = max(1, width / (fontSize / 4))
            let units = max(Double(lines) * perLine, Double(Typesetter.cutContext))
            return units >= Double(PrefixLayout.maximumFirstPrefixUnits) ? PrefixLayout.maximumFirstPrefixUnits : Int(units)
        }

        /// The most units a line holds if no unit advanced less than a quarter of the font size,
        /// rounded up: the lines budget charges a paragraph of `u` units at least `⌈u / this⌉`
        /// lines (`PrefixCut`). 0 (no budget) when the request gives no bound.
        var unitsPerLine: Int {
            guard width.isFinite, width > 0, fontSize > 0 else { return 0 }
            let perLine = (width / (fontSize / 4)).rounded(.up)
            return perLine >= Double(1 << 40) ? 1 << 40 : max(1, Int(perLine))
        }
    }

    /// The layout of `text` under `options`, from a prefix when the text is long and its lines
    /// limited; `typeset` lays out a text (the whole or a prefix) and says whether it needed more.
    ///
    /// - Complexity: O(the prefix the lines use) plus `typeset`'s.
    /// `fontScale` multiplies every font (auto-shrink): smaller fonts fit more units in a line.
    static func layout(
        of text: StyledText, options: LayoutOptions, threshold: Int = threshold, fontScale: Double = 1,
        typeset: (StyledText) -> (layout: TextLayout, needsMoreText: Bool)
    ) -> TextLayout {
        guard text.utf16.count > threshold,
              let request = Request(options: options, fontSize: (text.runs.map(\.attributes.font.size).min() ?? 0) * fontScale)
        else { return typeset(text).layout }
        return grow(request) { minimumUnits, lines in
            var cut = PrefixCut(minimumUnits: minimumUnits, lines: lines, unitsPerLine: request.unitsPerLine)
            cut.read(UTF16Scalars(text.utf16)) { _ in }
            guard cut.continues else { return text }
            if cut.endsInsideParagraph, let spliced = text.splicing(at: cut.count, tailUnits: PrefixLayout.tailUnits(minimumUnits)) { return spliced }
            return text.prefix(units: cut.count, endsInsideParagraph: cut.endsInsideParagraph)
        } typeset: { typeset($0) }
    }

    /// The layout of plain `string` with one set of attributes, from a prefix when it is long
    /// and its lines limited (converting only the prefix to UTF-16); nil when it is not.
    static func layout(
        of string: String, attributes: TextAttributes, paragraphStyle: ParagraphStyle, language: () -> String?,
        options: LayoutOptions, typeset: (StyledText) -> (layout: TextLayout, needsMoreText: Bool)
    ) -> TextLayout? {
        guard string.utf8.count > threshold, let request = Request(options: options, fontSize: attributes.font.size) else {
            return nil
        }
        let wholeLanguage = language()
        return grow(request) { minimumUnits, lines in
            var cut = PrefixCut(minimumUnits: minimumUnits, lines: lines, unitsPerLine: request.unitsPerLine)
            var units: [UInt16] = []
            cut.read(string.unicodeScalars) { units.appendUTF16(of: $0) }
            let head = units.count
            var elision: StyledText.Elision?
            var continues = cut.continues
            if cut.endsInsideParagraph, paragraphStyle.showsParagraphEnd, attributes.letterSpacing >= 0 {
                (elision, continues) = PrefixLayout.appendParagraphEnd(
                    of: string, after: &units, tailUnits: PrefixLayout.tailUnits(minimumUnits))
            }
            return StyledText(
                prefixUnits: units, runs: [.init(range: 0..<units.count, attributes: attributes, paragraphStyle: paragraphStyle)],
                continues: continues, endsInsideParagraph: cut.endsInsideParagraph && units.count == head, language: wholeLanguage,
                elision: elision)
        } typeset: { typeset($0) }
    }

    /// The units of a paragraph's end laid out after a prefix of `minimumUnits` (head and middle
    /// truncation): what the lines could show, and the context before the end's trusted start.
    static func tailUnits(_ minimumUnits: Int) -> Int {
        minimumUnits > Int.max / 2 ? Int.max / 2 : minimumUnits + 2 * Typesetter.cutContext
    }

    /// Appends to `units`, a prefix of `string` cut inside a paragraph, about the last
    /// `tailUnits` units of that paragraph and its separator; the rest of the paragraph when it
    /// is that short. Returns what was left out (the bidi scan of the paragraph up to the end's
    /// start with it) and whether text follows the separator.
    ///
    /// - Complexity: O(the paragraph) code points read, no more than `tailUnits` stored.
    static func appendParagraphEnd(
        of string: String, after units: inout [UInt16], tailUnits: Int
    ) -> (elision: StyledText.Elision?, continues: Bool) {
        let count = units.count
        var start = count
        while start > 0, !Paragraphs.isSeparator(units[start - 1]) { start -= 1 }
        let scalars = string.unicodeScalars
        var cutIndex = scalars.startIndex
        var read = 0
        while read < count, cutIndex < scalars.endIndex {
            read += scalars[cutIndex].utf16.count
            scalars.formIndex(after: &cutIndex)
        }
        // The paragraph's end, in units after the cut, and where its separator ends.
        var length = 0
        var i = cutIndex
        while i < scalars.endIndex, !Paragraphs.isSeparator(scalars[i]) {
            length += scalars[i].utf16.count
            scalars.formIndex(after: &i)
        }
        var next = i
        if next < scalars.endIndex {
            let separator = scalars[next]
            scalars.formIndex(after: &next)
            if separator == "\r", next < scalars.endIndex, scalars[next] == "\n" { scalars.formIndex(after: &next) }
        }
        let continues = next < scalars.endIndex
        var tail = cutIndex
        var elided = 0
        var scan = BidiPrefix.Scan()
        if length > tailUnits {
            BidiPrefix.forEachScalar(of: units[start..<count]) { _, scalar in
                _ = scan.read(scalar)
                return !scan.stopped
            }
            while elided < length - tailUnits {
                let scalar = scalars[tail]
                elided += scalar.utf16.count
                if !scan.stopped { _ = scan.read(scalar.value) }
                scalars.formIndex(after: &tail)
            }
        }
        for scalar in scalars[tail..<next] { units.appendUTF16(of: scalar) }
        return (elided > 0 ? StyledText.Elision(offset: count, units: elided, wholeScan: scan) : nil, continues)
    }

    /// Lays out prefixes `cut` makes, four times longer each time the lines outlast one.
    private static func grow(
        _ request: Request, cut: (_ minimumUnits: Int, _ lines: Int) -> StyledText,
        typeset: (StyledText) -> (layout: TextLayout, needsMoreText: Bool)
    ) -> TextLayout {
        var minimumUnits = request.firstPrefixUnits
        var lines = request.lines
        while true {
            let text = cut(minimumUnits, lines)
            let result = typeset(text)
            if !result.needsMoreText || !(text.continuesBeyond || text.elision != nil) {
                return text.elision.map { result.layout.restoringOffsets(of: $0) } ?? result.layout
            }
            // Both bounds grow: lines shorter than assumed need more paragraphs, narrower
            // units more of a paragraph.
            minimumUnits = minimumUnits > Int.max / 4 ? Int.max : minimumUnits * 4
            lines = lines > Int.max / 4 ? Int.max : lines * 4
        }
    }
}

/// The code points of UTF-16 units, a lone surrogate read as U+FFFD (one unit, as in the text).
struct UTF16Scalars: Sequence, IteratorProtocol {
    private let units: [UInt16]
    private var index = 0

    init(_ units: [UInt16]) { self.units = units }

    mutating func next() -> Unicode.Scalar? {
        guard index < units.count else { return nil }
        let (value, length) = FontRuns.scalarAt(units, index, end: units.count)
        index += length
        return Unicode.Scalar(value)
    }
}
