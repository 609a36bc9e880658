// The engine's input: UTF-16 text with attribute runs and paragraph styles.
import Foundation

/// Text as the engine consumes it: UTF-16 code units, attribute runs that cover them in order,
/// and a paragraph style per paragraph (taken at the paragraph's first character).
///
/// ```swift
/// let text = StyledText("如何讓你遇見我", attributes: TextAttributes(font: font),
///                       paragraphStyle: ParagraphStyle(lineSpacing: 10))
/// ```
///
/// Hashing is O(1): a digest of the text and runs is computed once, when the value is made, so
/// a layout-cache look-up hashes an `Int` rather than the text. Equality compares that digest
/// first, then the arrays (O(1) when both values share their storage, as copies do).
public struct StyledText: Sendable, Hashable {
    /// One run of uniform attributes. `range` is in UTF-16 units.
    public struct Run: Sendable, Hashable {
        /// The UTF-16 units the run covers.
        public var range: Range<Int>
        /// The run's font, colour, spacing, offset and decorations.
        public var attributes: TextAttributes
        /// The paragraph style in effect for paragraphs starting inside this run.
        public var paragraphStyle: ParagraphStyle

        /// A run over `range` with `attributes`, starting paragraphs in `paragraphStyle`.
        public init(range: Range<Int>, attributes: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
            self.range = range
            self.attributes = attributes
            self.paragraphStyle = paragraphStyle
        }
    }

    /// The text, as UTF-16 code units.
    public let utf16: [UInt16]
    /// The attribute runs, covering `utf16` in order.
    public let runs: [Run]
    /// A digest of `utf16` and `runs` (see the type's documentation); both are constants, so it
    /// never goes stale. Equal texts have equal digests.
    let contentHash: Int
    /// For a prefix of a longer text, what layout knows of that text; nil for a text taken whole.
    private let origin: Origin?

    /// Plain text with one set of attributes.
    public init(_ string: String, attributes: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        self = AttributedUnits(plain: string).styled(defaults: attributes, paragraphStyle: paragraphStyle)
    }

    /// Whether this is a prefix of a longer text, cut after a paragraph separator: layout then
    /// treats the text as continuing (an ellipsis if the last visible line is the prefix's
    /// last) and reports when it needs more (`Typesetter.layoutReportingExhaustion`).
    var continuesBeyond: Bool { origin?.continues ?? false }

    /// Whether the prefix ends inside a paragraph (`continuesBeyond` is then true too): its last
    /// paragraph is incomplete, so only lines that end well before the cut can be trusted.
    var endsInsideParagraph: Bool { origin?.endsInsideParagraph ?? false }

    /// Text left out of the middle of the last paragraph (a prefix and its paragraph's end
    /// laid out for head or middle truncation, `PrefixLayout`); nil for a text taken whole.
    var elision: Elision? { origin?.elision }

    /// The language layout derives from the text when no locale is given (`DominantScript`,
    /// from the start of the text); a prefix carries the language of the whole text it was cut
    /// from.
    ///
    /// - Complexity: O(`DominantScript.sampleLength`). Layout reads it once per text (a
    ///   `ParagraphStore` keeps it), so making a text, or finding its layout in a cache, costs none.
    var language: String? {
        if let origin { return origin.wholeLanguage }
        return DominantScript.language(of: utf16)
    }

    /// What a prefix carries of the text it was cut from. A class, shared by the prefix's
    /// copies: a text is copied into caches, stores and layouts, and most texts are
    /// not prefixes, so their copies carry one empty reference.
    private final class Origin: Sendable, Equatable {
        let continues: Bool
        let endsInsideParagraph: Bool
        let elision: Elision?
        let wholeLanguage: String?

        init(continues: Bool, endsInsideParagraph: Bool, elision: Elision?, wholeLanguage: String?) {
            self.continues = continues
            self.endsInsideParagraph = endsInsideParagraph
            self.elision = elision
            self.wholeLanguage = wholeLanguage
        }

        static func == (lhs: Origin, rhs: Origin) -> Bool {
            lhs.continues == rhs.continues && lhs.endsInsideParagraph == rhs.endsInsideParagraph
                && lhs.elision == rhs.elision && lhs.wholeLanguage == rhs.wholeLanguage
        }
    }

    /// Text from runs that cover `0..<utf16.count` in order, each unit once (an empty text
    /// needs one empty run, which supplies the font of its single empty line; other empty runs
    /// are allowed).
    ///
    /// ```swift
    /// let units = Array("Sale $25".utf16)
    /// let text = try StyledText(utf16: units, runs: [
    ///     .init(range: 0..<5, attributes: TextAttributes(font: bold)),
    ///     .init(range: 5..<8, attributes: TextAttributes(font: regular)),
    /// ])
    /// ```
    ///
    /// - Throws: ``StyledTextError`` for no runs, a gap, an overlap, a run past the end, or
    ///   runs that stop before it.
    /// - Complexity: O(n + r) for n units and r runs.
    public init(utf16: [UInt16], runs: [Run]) throws(StyledTextError) {
        if let problem = StyledTextError.check(runs, length: utf16.count) { throw problem }
        self.init(checkedUTF16: utf16, runs: runs)
    }

    /// Text from runs the caller has made cover the text (the engine's own: a label's runs,
    /// runs mapped one for one).
    init(checkedUTF16 utf16: [UInt16], runs: [Run]) {
        assert(StyledTextError.check(runs, length: utf16.count) == nil, "runs must cover the text")
        self.utf16 = utf16
        self.runs = runs
        contentHash = StyledText.digest(utf16: utf16, runs: runs)
        origin = nil
    }

    /// The prefix of this text that is `units` long, `continues` when text follows it: its
    /// runs cut there, and the whole text's language.
    ///
    /// - Complexity: O(units + r).
    func prefix(units count: Int, endsInsideParagraph: Bool) -> StyledText {
        var runs: [Run] = []
        for var run in self.runs where run.range.lowerBound < count || runs.isEmpty {
            run.range = run.range.lowerBound..<min(run.range.upperBound, count)
            runs.append(run)
        }
        return StyledText(prefixUnits: Array(utf16[..<count]), runs: runs, continues: count < utf16.count,
                          endsInsideParagraph: endsInsideParagraph, language: language)
    }

    /// A prefix of a longer text, whose language is `language`.
    init(
        prefixUnits units: [UInt16], runs: [Run], continues: Bool, endsInsideParagraph: Bool, language: String?,
        elision: Elision? = nil
    ) {
        utf16 = units
        self.runs = runs
        contentHash = StyledText.digest(utf16: units, runs: runs)
        origin = Origin(
            continues: continues, endsInsideParagraph: continues && endsInsideParagraph && elision == nil, elision: elision,
            wholeLanguage: language)
    }

    /// How many units the digest reads: a short text whole; a longer one's first and last
    /// `digestUnits / 2` and as many spread between, so making a long text costs no hashing of
    /// all of it (texts that differ elsewhere only, rare, share a digest and `==` tells them apart).
    static let digestUnits = 64

    /// The text's length and units (see `digestUnits`), and of each run its range, font face and
    /// size and line spacing: enough to tell apart the texts a cache meets, cheap to compute
    /// (the rest is left to `==`; values that are equal always have equal digests).
    private static func digest(utf16: [UInt16], runs: [Run]) -> Int {
        // The process's seeded hasher, not a fixed function: texts made to collide would turn
        // the layout cache's look-ups into scans. Units go in as bytes, a block at a time.
        var hasher = Hasher()
        let count = utf16.count
        hasher.combine(count)
        if count <= 2 * digestUnits {
            utf16.withUnsafeBytes { hasher.combine(bytes: $0) }
        } else {
            let half = digestUnits / 2
            utf16[..<half].withUnsafeBytes { hasher.combine(bytes: $0) }
            utf16[(count - half)...].withUnsafeBytes { hasher.combine(bytes: $0) }
            // The middle, a unit every `step`, four to a word.
            let step = (count - digestUnits) / digestUnits
            for first in stride(from: 0, to: digestUnits, by: 4) {
                var word: UInt64 = 0
                for k in 0..<4 { word |= UInt64(utf16[half + (first + k) * step]) << (16 * k) }
                hasher.combine(word)
            }
        }
        hasher.combine(runs.count)
        for run in runs {
            hasher.combine(run.range.lowerBound)
            hasher.combine(run.range.upperBound)
            hasher.combine(ObjectIdentifier(run.attributes.font.face))
            hasher.combine(run.attributes.font.size)
            hasher.combine(run.paragraphStyle.lineSpacing)
        }
        return hasher.finalize()
    }

    /// Whether two texts have the same code units and the same runs (attributes and
    /// paragraph styles).
    public static func == (lhs: StyledText, rhs: StyledText) -> Bool {
        lhs.contentHash == rhs.contentHash && lhs.origin == rhs.origin && lhs.utf16 == rhs.utf16 && lhs.runs == rhs.runs
    }

    /// Hashes a digest of the text and its runs, computed once when the text is made.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
        hasher.combine(continuesBeyond)
        hasher.combine(endsInsideParagraph)
    }

    /// The run containing UTF-16 offset `offset` (the last run for the end offset).
    ///
    /// - Complexity: O(log r) for r runs.
    func runIndex(at offset: Int) -> Int {
        // The last run starting at or before `offset`; the first when none does.
        max(0, partitioningIndex(in: runs.indices) { runs[$0].range.lowerBound > offset } - 1)
    }

    /// The source text of a UTF-16 range, with lone surrogates at the cut replaced.
    public func string(in range: Range<Int>) -> String {
        String(decoding: utf16[range], as: UTF16.self)
    }
}
