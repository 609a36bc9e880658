// Shaping: one itemized run through HarfBuzz, in points, in its bidi direction.
import Foundation

/// One glyph in points: its id, cluster and advance. Its x and y offsets, zero for most
/// glyphs, are kept apart by its run (`ShapedRun.offsets`).
///
/// 16 bytes: a paragraph holds one per glyph, so a long paragraph's memory is mostly these.
struct ShapedGlyph: Sendable {
    var id: UInt32
    /// The cluster's offset, 32 bits as HarfBuzz's own (no text HarfBuzz shapes is longer).
    private var storedCluster: UInt32
    var advance: Double

    init(id: UInt32, cluster: Int, advance: Double) {
        self.id = id
        storedCluster = UInt32(cluster)
        self.advance = advance
    }

    /// HarfBuzz's glyph `raw`, its advance scaled from design units to points by `scale`, in
    /// `cluster` (its offsets go to `GlyphOffsets.append(_:scale:glyph:)`).
    init(_ raw: RawGlyph, cluster: Int, scale: Double) {
        self.init(id: raw.id, cluster: cluster, advance: Double(raw.xAdvance) * scale)
    }

    /// Paragraph-relative UTF-16 offset of the glyph's cluster.
    var cluster: Int { Int(storedCluster) }
}

/// A shaped run: one face, one script, one bidi level, one attribute set.
///
/// A class: lines and their items share a paragraph's runs (one reference each) instead of
/// copying the glyphs and attributes.
final class ShapedRun: Sendable {
    /// Paragraph-relative UTF-16 range.
    let range: Range<Int>
    let attributes: TextAttributes
    /// The face actually used (the requested font or a fallback) at the run's size.
    let font: Font
    let script: UInt32
    let isRightToLeft: Bool
    /// Glyphs in visual order: clusters ascend in a left-to-right run and descend in a
    /// right-to-left one.
    let glyphs: [ShapedGlyph]
    /// The glyphs' x and y offsets, by index in `glyphs`.
    let offsets: GlyphOffsets
    /// The bidi embedding level.
    let level: UInt8

    init(
        range: Range<Int>, attributes: TextAttributes, font: Font, script: UInt32, isRightToLeft: Bool,
        glyphs: [ShapedGlyph], offsets: GlyphOffsets, level: UInt8 = 0
    ) {
        self.range = range
        self.attributes = attributes
        self.font = font
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.glyphs = glyphs
        self.offsets = offsets
        self.level = level
    }

    /// Shapes `range` of `utf16` (the paragraph's text; the rest is context for HarfBuzz).
    ///
    /// Tabs and hard line breaks inside the run (`silent`, ascending paragraph offsets) get no
    /// advance and are drawn as the font's space: a tab's width comes from the tab stops and a
    /// hard break ends its line (or, inside a truncated line, draws nothing).
    ///
    /// A run longer than `shapingWindow` is shaped a window at a time (`shapedInWindows`).
    ///
    /// - Returns: the run and the clusters HarfBuzz marked unsafe to break at.
    /// - Complexity: HarfBuzz's, roughly O(n), plus O(log g) per silent character.
    static func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, level: UInt8, language: String?, silent: [Int] = [], buffer: HarfBuzzBuffer
    ) -> (run: ShapedRun, unsafeClusters: [Int]) {
        // Letter-spaced text keeps its letters apart: no ligatures (CSS does the same).
        let features = attributes.letterSpacing != 0 ? noLigatureFeatures : []
        // A common-script run is left for HarfBuzz to guess; the bidi level gives the direction.
        let givenScript = script == HarfBuzzBuffer.commonScript ? nil : script
        let levelIsRightToLeft = level & 1 == 1
        if range.count > shapingWindow {
            let font = font(face: face, requested: attributes.font)
            if let (glyphs, offsets, unsafeClusters) = shapedInWindows(
                utf16, range: range, face: face, script: givenScript, language: language, isRightToLeft: levelIsRightToLeft,
                features: features, scale: font.scale, buffer: buffer) {
                return make(
                    glyphs: consume glyphs, offsets: offsets, unsafeClusters: unsafeClusters, font: font, range: range, attributes: attributes,
                    script: script, isRightToLeft: levelIsRightToLeft, level: level, silent: silent)
            }
        }
        let (raw, isRightToLeft) = buffer.shape(
            utf16, range: range, face: face.harfBuzz, script: givenScript, language: language,
            isRightToLeft: levelIsRightToLeft, features: features)
        return make(
            raw: raw, range: range, face: face, attributes: attributes, script: script,
            isRightToLeft: isRightToLeft, level: level, silent: silent)
    }

    static let noLigatureFeatures = ["liga=0", "clig=0", "dlig=0"]

    /// The run from HarfBuzz's glyphs for `range` (clusters paragraph-relative, visual order),
    /// scaled to points, and the clusters HarfBuzz marked unsafe to break at.
    static func make(
        raw: [RawGlyph], range: Range<Int>, face: FontFace, attributes: TextAttributes, script: UInt32,
        isRightToLeft: Bool, level: UInt8, silent: [Int]
    ) -> (run: ShapedRun, unsafeClusters: [Int]) {
        let font = font(face: face, requested: attributes.font)
        let scale = font.scale
        let glyphs = raw.map { ShapedGlyph($0, cluster: $0.cluster, scale: scale) }
        var unsafeClusters: [Int] = []
        for glyph in raw where glyph.unsafeToBreak { unsafeClusters.append(glyph.cluster) }
        var offsets = GlyphOffsets()
        for (index, glyph) in raw.enumerated() where glyph.xOffset != 0 || glyph.yOffset != 0 {
            offsets.append(glyph, scale: scale, glyph: index)
        }
        return make(
            glyphs: consume glyphs, offsets: offsets, unsafeClusters: unsafeClusters, font: font, range: range, attributes: attributes,
            script: script, isRightToLeft: isRightToLeft, level: level, silent: silent)
    }

    /// The face at the run's size: what a run's glyphs are scaled with.
    /// (Given the requested font, not the attributes: a function taking the attributes copied
    /// all of them, reference counts included, to read one field.)
    static func font(face: FontFace, requested: Font) -> Font {
        // Most runs are in the font asked for, under the name it was asked by: that font itself
        // (no new value to allocate).
        if requested.face === face && requested.namesItsFace { return requested }
        return Font(family: face.file.family, size: requested.size, weight: requested.weight, italic: requested.isItalic, face: face)
    }

    /// The run from glyphs already in points (the shaping cache's) and their offsets, with tabs
    /// and hard breaks made silent. It takes the glyphs (`consume` at the caller): making silent
    /// characters silent then edits them in place instead of copying them all.
    static func make(
        glyphs: consuming [ShapedGlyph], offsets: consuming GlyphOffsets, unsafeClusters: [Int], font: Font, range: Range<Int>, attributes: TextAttributes,
        script: UInt32, isRightToLeft: Bool, level: UInt8, silent: [Int]
    ) -> (run: ShapedRun, unsafeClusters: [Int]) {
        // Tabs and hard breaks: no advance, and the font's space glyph (which draws nothing)
        // rather than a .notdef box.
        var space: UInt32?
        // The run's silent characters only, found by binary search (`silent` is the whole
        // paragraph's: scanning it for each run was O(runs × tabs)).
        var next = partitioningIndex(in: silent.indices) { silent[$0] >= range.lowerBound }
        while next < silent.count && silent[next] < range.upperBound {
            let offset = silent[next]
            next += 1
            if space == nil { space = font.face.harfBuzz.nominalGlyph(for: 0x20) }
            for index in glyphIndices(glyphs, isRightToLeft: isRightToLeft, from: offset, to: offset + 1) {
                glyphs[index] = ShapedGlyph(id: space ?? 0, cluster: offset, advance: 0)
                if !offsets.isEmpty { offsets.set(.zero, glyph: index) }
            }
        }
        let run = ShapedRun(
            range: range, attributes: attributes, font: font, script: script,
            isRightToLeft: isRightToLeft, glyphs: glyphs, offsets: offsets, level: level)
        return (run, unsafeClusters)
    }

    /// The indices of the glyphs whose clusters lie in `lower..<upper`: contiguous, because
    /// clusters are monotonic in visual order.
    ///
    /// - Complexity: O(log g).
    func glyphIndices(from lower: Int, to upper: Int) -> Range<Int> {
        ShapedRun.glyphIndices(glyphs, isRightToLeft: isRightToLeft, from: lower, to: upper)
    }

    private static func glyphIndices(_ glyphs: [ShapedGlyph], isRightToLeft: Bool, from lower: Int, to upper: Int) -> Range<Int> {
        glyphs.withUnsafeBufferPointer { glyphs in
            // Clusters ascend (left to right) or descend (right to left) along the glyphs.
            func first(atOrAfter offset: Int) -> Int {
                partitioningIndex(in: glyphs.indices) { isRightToLeft ? glyphs[$0].cluster < offset : glyphs[$0].cluster >= offset }
            }
            let start = first(atOrAfter: isRightToLeft ? upper : lower)
            let end = first(atOrAfter: isRightToLeft ? lower : upper)
            return start..<max(start, end)
        }
    }
}
