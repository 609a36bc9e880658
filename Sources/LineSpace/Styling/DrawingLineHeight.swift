/// The line height of the font that actually draws a text, which is not the label's font when
/// that font lacks the text's characters: Chinese set in the system font is drawn in the
/// PingFang fallback, whose line height at 17 pt is about 23.8 against the system font's 20.29.
/// Centring a Figma line height on the wrong one misplaces the glyphs, and SwiftUI's
/// `lineSpacing` computed from it makes every line about 3.5 pt too tall.
///
/// The adapters read which UTF-16 units the view's font maps (`CTFontGetGlyphsForCharacters`
/// over the first ``sampleLength`` units), ask CoreText for the fallback of each run it does not
/// map (`CTFontCreateForString`, at most ``maximumRuns``), and pass both here.
///
/// ```swift
/// let coverage = FontCoverage(units: Array("如何讓你".utf16), glyphs: [0, 0, 0, 0])
/// coverage.uncoveredRuns                       // [0..<4]
/// DrawingLineHeight.lineHeight(primary: 20.29, coverage: coverage, fallbacks: [23.8])   // 23.8
/// ```
enum DrawingLineHeight {
    /// How many UTF-16 units of a text are examined (its start): enough for a label, bounded
    /// for a long text view.
    static let sampleLength = 512
    /// How many uncovered runs get a fallback look-up.
    static let maximumRuns = 16

    /// The line height the text is drawn with:
    /// - the view's font's when it draws most of the text's visible characters (or all of them);
    /// - else the line height of the fallback that draws the most (the text's dominant script),
    ///   or the view's font's if taller and it draws some characters too (lines mixing both take
    ///   the taller).
    ///
    /// - Parameters:
    ///   - primary: the view's font's line height.
    ///   - coverage: which units it draws.
    ///   - fallbacks: the line height of the fallback font for each of `coverage.uncoveredRuns`,
    ///     in order (missing entries count as `primary`).
    static func lineHeight(primary: Double, coverage: FontCoverage, fallbacks: [Double]) -> Double {
        var units: [Double: Int] = [:]
        for (index, run) in coverage.uncoveredRuns.enumerated() {
            let height = index < fallbacks.count && fallbacks[index].isFinite && fallbacks[index] > 0
                ? fallbacks[index] : primary
            units[height, default: 0] += coverage.visibleUnits(in: run)
        }
        guard let dominant = units.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
              dominant.value > coverage.coveredUnits
        else { return primary }
        return coverage.coveredUnits > 0 ? max(primary, dominant.key) : dominant.key
    }
}

/// Which characters of a text a font draws itself, from the glyphs its character map gives.
struct FontCoverage: Sendable, Hashable {
    /// The visible units the font maps (whitespace, controls and format characters not counted).
    private(set) var coveredUnits = 0
    /// The runs of visible units it does not map, split at whitespace and at mapped units, at
    /// most `DrawingLineHeight.maximumRuns`, as UTF-16 offsets into the sample.
    private(set) var uncoveredRuns: [Range<Int>] = []
    private var neutral: [Bool] = []

    /// - Parameters:
    ///   - units: the text's first UTF-16 units.
    ///   - glyphs: per unit, the font's glyph (0: not mapped), as `CTFontGetGlyphsForCharacters`
    ///     fills them: the low surrogate of a mapped pair has 0 and counts as mapped.
    init(units: [UInt16], glyphs: [UInt16]) {
        neutral = [Bool](repeating: true, count: units.count)
        var start: Int?
        var index = 0
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
            let width = scalar.utf16.count
            defer { index += width }
            guard index < units.count else { break }
            if Self.isNeutral(scalar) {
                // A space ends a run: words of different scripts get their own look-ups.
                if let open = start { close(open..<index); start = nil }
                continue
            }
            for offset in index..<min(index + width, units.count) { neutral[offset] = false }
            let mapped = index < glyphs.count && glyphs[index] != 0
            if mapped {
                coveredUnits += width
                if let open = start { close(open..<index); start = nil }
            } else if start == nil {
                start = index
            }
        }
        if let open = start { close(open..<min(index, units.count)) }
    }

    /// The visible units in `run`.
    func visibleUnits(in run: Range<Int>) -> Int {
        run.clamped(to: 0..<neutral.count).reduce(0) { $0 + (neutral[$1] ? 0 : 1) }
    }

    private mutating func close(_ run: Range<Int>) {
        guard !run.isEmpty, uncoveredRuns.count < DrawingLineHeight.maximumRuns else { return }
        uncoveredRuns.append(run)
    }

    /// Characters that draw nothing of their own or take any font: whitespace, line and
    /// paragraph separators, controls, format characters (ZWJ, bidi marks), variation selectors.
    private static func isNeutral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: return true
        default: return scalar.properties.isVariationSelector
        }
    }
}
