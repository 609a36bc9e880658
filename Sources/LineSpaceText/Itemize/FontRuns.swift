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
        let byFont = itemizeByFont(text, paragraph: paragraph, language: language, breaks: breaks)
        // No cluster can be longer than its paragraph.
        let runs = paragraph.count > maximumShapedClusterLength ? splittingLongClusters(byFont, breaks: breaks) : byFont
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

    /// The most UTF-16 units of one grapheme cluster shaped together. HarfBuzz attaches each
    /// mark by searching back past the marks before it, so a base with n marks costs O(n²):
    /// "a" and 100,000 accents took minutes. A cluster longer than this is shaped in pieces
    /// of this many units (cut between code points); marks past the first piece no longer
    /// attach to the base, which for such a pile draws nothing sensible anyway (Unicode's
    /// stream-safe format allows 30 combining marks in a row). The cluster stays one unit for
    /// breaking and truncation.
    static let maximumShapedClusterLength = 64

    /// `runs` cut inside grapheme clusters longer than `maximumShapedClusterLength`.
    ///
    /// - Complexity: O(opportunities) when no stretch between line-break opportunities is that
    ///   long (no cluster can be: a cluster holds none); else O(n) with grapheme boundaries.
    static func splittingLongClusters(_ runs: [FontRun], breaks: BreakOpportunities) -> [FontRun] {
        let limit = maximumShapedClusterLength
        guard !breaks.tookFastPath, breaks.utf16.count > limit else { return runs }  // also checked by callers
        var previous = 0
        var hasLongStretch = false
        for opportunity in breaks.line {
            if opportunity.offset - previous > limit {
                hasLongStretch = true
                break
            }
            previous = opportunity.offset
        }
        guard hasLongStretch else { return runs }
        let graphemes = breaks.graphemes()
        let utf16 = breaks.utf16
        var cuts: [Int] = []
        var clusterStart = 0
        for offset in 1..<graphemes.count where graphemes[offset] {
            if offset - clusterStart > limit {
                var cut = clusterStart + limit
                while cut < offset {
                    // Never between the halves of a surrogate pair.
                    if UTF16.isTrailSurrogate(utf16[utf16.startIndex + cut]) { cut -= 1 }
                    cuts.append(cut)
                    cut += limit
                }
            }
            clusterStart = offset
        }
        guard !cuts.isEmpty else { return runs }
        var result: [FontRun] = []
        result.reserveCapacity(runs.count + cuts.count)
        var next = 0
        for run in runs {
            var start = run.range.lowerBound
            while next < cuts.count && cuts[next] <= start { next += 1 }
            while next < cuts.count && cuts[next] < run.range.upperBound {
                var piece = run
                piece.range = start..<cuts[next]
                result.append(piece)
                start = cuts[next]
                next += 1
            }
            var last = run
            last.range = start..<run.range.upperBound
            result.append(last)
        }
        return result
    }

    private static func itemizeByFont(
        _ text: StyledText, paragraph: Range<Int>, language: String?, breaks: BreakOpportunities
    ) -> [FontRun] {
        var result: [FontRun] = []
        guard !paragraph.isEmpty else { return result }
        // Most paragraphs are one to three runs (a Latin word in Chinese text makes three).
        result.reserveCapacity(4)
        let utf16 = text.utf16
        let runs = text.runs
        var runIndex = text.runIndex(at: paragraph.lowerBound)
        // What the fallback reads of the whole paragraph, found for the first run that needs it:
        // a paragraph of many runs in fonts that lack characters finds it once, not per run.
        var fallbackFacts: (language: String?, graphemes: [Bool])?
        while runIndex < runs.count {
            let runRange = runs[runIndex].range
            let lower = max(runRange.lowerBound, paragraph.lowerBound)
            let upper = min(runRange.upperBound, paragraph.upperBound)
            if lower >= paragraph.upperBound { break }
            if lower < upper {
                let font = runs[runIndex].attributes.font
                let appended = result.count
                // The fallback list is looked up only when the font lacks a character.
                if !appendScriptRunsIfCovered(
                    utf16, lower..<upper, paragraphStart: paragraph.lowerBound, attributeRun: runIndex,
                    face: font.face, to: &result) {
                    result.removeSubrange(appended...)
                    // With no language (Latin outnumbering Han, say), the CJK characters still
                    // pick their fallback by the paragraph's CJK script, as Han-only text would
                    // (zh-Hans): fontconfig's unspecified order gave Chinese Japanese forms.
                    let facts = fallbackFacts ?? (language ?? cjkFallbackLanguage(utf16, paragraph), breaks.graphemes())
                    fallbackFacts = facts
                    let chosen = FontFallback.list(for: font, language: facts.language)
                    appendClusterRuns(
                        utf16, lower..<upper, paragraphStart: paragraph.lowerBound, attributeRun: runIndex,
                        fallback: chosen, graphemes: facts.graphemes, to: &result)
                }
            }
            runIndex += 1
        }
        return result
    }

    /// The language CJK fallback fonts are chosen for in a paragraph whose label has none:
    /// ja when it holds kana, ko when Hangul (and no kana), zh-Hans when only Han; nil without
    /// CJK characters. Read only when the label's font lacks a character.
    ///
    /// - Complexity: O(n).
    static func cjkFallbackLanguage(_ utf16: [UInt16], _ paragraph: Range<Int>) -> String? {
        var han = false, hangul = false
        for unit in utf16[paragraph] {
            switch unit {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return "ja"
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3: hangul = true
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: han = true
            default: break
            }
        }
        return hangul ? "ko" : han ? "zh-Hans" : nil
    }

    /// Runs of `range` cluster by cluster, each cluster in the face the fallback list gives it
    /// (when the primary face lacks a character of the range).
    ///
    /// A cluster of no strong script (Common or Inherited: punctuation shared by scripts, the
    /// Devanagari danda) that the primary face lacks takes the face of the strong cluster
    /// before it, else of the one after it, when that face covers it: characters shared by
    /// scripts are drawn in the font of the text around them (`है।`: the danda in Noto Sans
    /// Devanagari, not in the first font of the list that has it, Noto Sans Takri).
    ///
    /// - Complexity: O(n) plus the fallback look-ups, one per cluster.
    private static func appendClusterRuns(
        _ utf16: [UInt16], _ range: Range<Int>, paragraphStart: Int, attributeRun: Int, fallback: FontFallback,
        graphemes: [Bool], to result: inout [FontRun]
    ) {
        let scripts = ScriptTable.shared
        var clusters: [(range: Range<Int>, scalars: [UInt32], face: FontFace?, script: UInt32?)] = []
        var clusterStart = range.lowerBound
        var i = range.lowerBound + 1
        while clusterStart < range.upperBound {
            while i < range.upperBound && !graphemes[i - paragraphStart] { i += 1 }
            let scalars = decode(utf16, clusterStart..<i)
            let script = scalars.lazy.map(scripts.script(of:)).first(where: isStrong)
            // Clusters of no strong script wait for their neighbours' faces (below).
            let face = script != nil || fallback.primaryCovers(scalars) ? fallback.face(forCluster: scalars) : nil
            clusters.append((clusterStart..<i, scalars, face, script))
            clusterStart = i
            i += 1
        }
        // The face of the strong cluster after each one, found from the end.
        var following = [FontFace?](repeating: nil, count: clusters.count)
        var next: FontFace?
        for index in clusters.indices.reversed() {
            following[index] = next
            if clusters[index].script != nil { next = clusters[index].face }
        }
        var pieces: [(range: Range<Int>, face: FontFace, script: UInt32?)] = []
        var preceding: FontFace?
        for (index, cluster) in clusters.enumerated() {
            let face: FontFace
            if let chosen = cluster.face {
                face = chosen
            } else if let before = preceding, fallback.covers(cluster.scalars, in: before) {
                face = before
            } else if let after = following[index], fallback.covers(cluster.scalars, in: after) {
                face = after
            } else {
                face = fallback.face(forCluster: cluster.scalars)
            }
            if cluster.script != nil { preceding = face }
            let script = cluster.script
            if let last = pieces.last, last.face === face,
               script == nil || last.script == nil || last.script == script {
                pieces[pieces.count - 1].range = last.range.lowerBound..<cluster.range.upperBound
                if last.script == nil { pieces[pieces.count - 1].script = script }
            } else {
                pieces.append((cluster.range, face, script))
            }
        }
        for piece in pieces {
            result.append(FontRun(
                range: (piece.range.lowerBound - paragraphStart)..<(piece.range.upperBound - paragraphStart),
                attributeRun: attributeRun, face: piece.face,
                script: piece.script ?? HarfBuzzBuffer.commonScript))
        }
    }

    private static func isStrong(_ script: UInt32) -> Bool {
        script != HarfBuzzBuffer.commonScript && script != HarfBuzzBuffer.inheritedScript
            && script != HarfBuzzBuffer.unknownScript
    }

    /// Control characters have no glyph in any font; they stay with the run around them.
    private static func isControl(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) || scalar == 0x2028 || scalar == 0x2029
    }

    /// Appends the script runs of `range` in `face` (common and inherited characters join
    /// their neighbours), in the same pass checking that `face` covers every character; false
    /// if it does not (what it appended is then to be removed).
    ///
    /// - Complexity: O(n): per BMP character a bit test and a table read, no bounds checks.
    private static func appendScriptRunsIfCovered(
        _ utf16: [UInt16], _ range: Range<Int>, paragraphStart: Int, attributeRun: Int, face: FontFace,
        to result: inout [FontRun]
    ) -> Bool {
        guard !range.isEmpty else { return true }
        let coverage = face.harfBuzz.basicPlaneCoverage
        let table = ScriptTable.shared
        let firstStrong = ScriptTable.firstStrongIndex
        // 0: no strong script yet (no script's tag is 0).
        var current: UInt32 = 0
        var start = range.lowerBound
        let end = range.upperBound
        let covered = utf16.withUnsafeBufferPointer { units in
            coverage.withUnsafeBufferPointer { bits in
                table.withTables { indices, scripts in
                    var i = range.lowerBound
                    while i < end {
                        let at = i
                        let unit = units[i]
                        var script: UInt32 = 0
                        if !UTF16.isLeadSurrogate(unit) && !UTF16.isTrailSurrogate(unit) {
                            if bits[Int(unit >> 6)] & (1 << UInt64(unit & 63)) == 0
                                && !FontFallback.isDefaultIgnorable(UInt32(unit)) && !isControl(UInt32(unit)) {
                                return false
                            }
                            // Emoji presentation: the cluster path picks a colour font.
                            if EmojiPresentation.mayRequest(unit: unit) { return false }
                            let index = indices[Int(unit)]
                            if index >= firstStrong { script = scripts[Int(index)] }
                            i += 1
                        } else {
                            let (scalar, length) = scalarAt(utf16, i, end: end)
                            if !face.hasGlyph(for: scalar) && !FontFallback.isDefaultIgnorable(scalar) && !isControl(scalar) {
                                return false
                            }
                            if EmojiPresentation.isDefault(scalar) { return false }
                            let tag = table.script(of: scalar)
                            if isStrong(tag) { script = tag }
                            i += length
                        }
                        if script != 0 && script != current {
                            if current != 0 {
                                result.append(FontRun(
                                    range: (start - paragraphStart)..<(at - paragraphStart), attributeRun: attributeRun,
                                    face: face, script: current))
                                start = at
                            }
                            current = script
                        }
                    }
                    return true
                }
            }
        }
        guard covered else { return false }
        result.append(FontRun(
            range: (start - paragraphStart)..<(end - paragraphStart), attributeRun: attributeRun, face: face,
            script: current == 0 ? HarfBuzzBuffer.commonScript : current))
        return true
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
