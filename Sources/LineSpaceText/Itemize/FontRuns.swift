// Itemization: splitting a paragraph into runs of one face, one script, one bidi level and one
// attribute set.

/// A run to shape: one face (the requested font or a fallback), one script, one bidi level,
/// one attribute run.
struct FontRun: Sendable {
    /// Paragraph-relative UTF-16 range.
    var range: Range<Int>
    /// Index of the `StyledText` run the text belongs to.
    var attributeRun: Int
    var face: FontFace
    /// ISO 15924 tag value for HarfBuzz.
    var script: UInt32
    /// The bidi embedding level (odd: shaped right to left).
    var level: UInt8 = 0
}

enum FontRuns {
    /// Itemizes `paragraph` (global range) of `text`.
    ///
    /// Common and inherited characters (spaces, punctuation, marks) join the script run around
    /// them. A grapheme cluster is never split between fonts. When the requested font covers
    /// every character, no grapheme boundaries are computed at all. Runs are then split where
    /// the bidi level changes, so each is shaped in one direction.
    ///
    /// - Complexity: O(n) plus O(k) fallback look-ups per uncovered cluster.
    static func itemize(
        _ text: StyledText, paragraph: Range<Int>, language: String?, breaks: BreakOpportunities,
        bidi: BidiParagraph
    ) -> [FontRun] {
        let runs = itemizeByFont(text, paragraph: paragraph, language: language, breaks: breaks)
        guard !bidi.isUniformlyLeftToRight else { return runs }
        var result: [FontRun] = []
        result.reserveCapacity(runs.count)
        for run in runs {
            var start = run.range.lowerBound
            var level = bidi.level(at: start)
            for offset in run.range.dropFirst() where bidi.level(at: offset) != level {
                result.append(FontRun(range: start..<offset, attributeRun: run.attributeRun, face: run.face, script: run.script, level: level))
                start = offset
                level = bidi.level(at: offset)
            }
            result.append(FontRun(range: start..<run.range.upperBound, attributeRun: run.attributeRun, face: run.face, script: run.script, level: level))
        }
        return result
    }

    private static func itemizeByFont(
        _ text: StyledText, paragraph: Range<Int>, language: String?, breaks: BreakOpportunities
    ) -> [FontRun] {
        var result: [FontRun] = []
        guard !paragraph.isEmpty else { return result }
        let utf16 = text.utf16
        var runIndex = text.runIndex(at: paragraph.lowerBound)
        while runIndex < text.runs.count {
            let run = text.runs[runIndex]
            let lower = max(run.range.lowerBound, paragraph.lowerBound)
            let upper = min(run.range.upperBound, paragraph.upperBound)
            if lower >= paragraph.upperBound { break }
            if lower < upper {
                let fallback = FontFallback.list(for: run.attributes.font, language: language)
                var pieces: [(range: Range<Int>, face: FontFace, script: UInt32?)] = []
                if let scripts = scriptPiecesIfCovered(utf16, lower..<upper, by: fallback.primary) {
                    pieces = scripts.map { ($0.range, fallback.primary, $0.script) }
                } else {
                    let graphemes = breaks.graphemes()
                    var clusterStart = lower
                    var i = lower + 1
                    while clusterStart < upper {
                        while i < upper && !graphemes[i - paragraph.lowerBound] { i += 1 }
                        let scalars = decode(utf16, clusterStart..<i)
                        let face = fallback.face(forCluster: scalars)
                        let script = scalars.lazy.map(HarfBuzzBuffer.script(of:)).first(where: isStrong)
                        if let last = pieces.last, last.face === face,
                           script == nil || last.script == nil || last.script == script {
                            pieces[pieces.count - 1].range = last.range.lowerBound..<i
                            if last.script == nil { pieces[pieces.count - 1].script = script }
                        } else {
                            pieces.append((clusterStart..<i, face, script))
                        }
                        clusterStart = i
                        i += 1
                    }
                }
                let offset = paragraph.lowerBound
                for piece in pieces {
                    result.append(FontRun(
                        range: (piece.range.lowerBound - offset)..<(piece.range.upperBound - offset),
                        attributeRun: runIndex, face: piece.face,
                        script: piece.script ?? HarfBuzzBuffer.commonScript))
                }
            }
            runIndex += 1
        }
        return result
    }

    private static func isStrong(_ script: UInt32) -> Bool {
        script != HarfBuzzBuffer.commonScript && script != HarfBuzzBuffer.inheritedScript
            && script != HarfBuzzBuffer.unknownScript
    }

    /// Control characters have no glyph in any font; they stay with the run around them.
    private static func isControl(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) || scalar == 0x2028 || scalar == 0x2029
    }

    /// Splits `range` into script runs (common/inherited characters join their neighbours), in
    /// the same pass checking that `face` covers every character; nil if it does not.
    private static func scriptPiecesIfCovered(
        _ utf16: [UInt16], _ range: Range<Int>, by face: FontFace
    ) -> [(range: Range<Int>, script: UInt32?)]? {
        var pieces: [(range: Range<Int>, script: UInt32?)] = []
        var i = range.lowerBound
        var start = i
        var current: UInt32?
        while i < range.upperBound {
            let (scalar, length) = scalarAt(utf16, i, end: range.upperBound)
            if !FontFallback.isDefaultIgnorable(scalar) && !isControl(scalar) && !face.hasGlyph(for: scalar) {
                return nil
            }
            // ASCII letters are Latin, the rest of ASCII common: no table look-up for them.
            let script: UInt32
            if scalar < 0x80 {
                let isLetter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
                script = isLetter ? HarfBuzzBuffer.latinScript : HarfBuzzBuffer.commonScript
            } else if (0x4E00...0x9FFF).contains(scalar) {
                script = HarfBuzzBuffer.hanScript  // the CJK Unified Ideographs block is all Han
            } else {
                script = HarfBuzzBuffer.script(of: scalar)
            }
            if isStrong(script) {
                if current == nil {
                    current = script
                } else if current != script {
                    pieces.append((start..<i, current))
                    start = i
                    current = script
                }
            }
            i += length
        }
        pieces.append((start..<range.upperBound, current))
        return pieces
    }

    /// The scalar at `i` and its UTF-16 length; a lone surrogate reads as U+FFFD.
    static func scalarAt(_ utf16: [UInt16], _ i: Int, end: Int) -> (UInt32, Int) {
        let unit = utf16[i]
        if UTF16.isLeadSurrogate(unit), i + 1 < end, UTF16.isTrailSurrogate(utf16[i + 1]) {
            let high = UInt32(unit) - 0xD800, low = UInt32(utf16[i + 1]) - 0xDC00
            return (0x10000 + (high << 10) + low, 2)
        }
        if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return (0xFFFD, 1) }
        return (UInt32(unit), 1)
    }

    static func decode(_ utf16: [UInt16], _ range: Range<Int>) -> [UInt32] {
        var scalars: [UInt32] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let (scalar, length) = scalarAt(utf16, i, end: range.upperBound)
            scalars.append(scalar)
            i += length
        }
        return scalars
    }
}
