// Shaping: one itemized run through HarfBuzz, in points, in its bidi direction.
import Foundation

/// One glyph in points: its id, cluster and advance, and what HarfBuzz says about cutting the
/// text where its cluster starts. Its x and y offsets, zero for most glyphs, are kept apart by
/// its run (`ShapedRun.offsets`).
///
/// 16 bytes: a paragraph holds one per glyph, so a long paragraph's memory is mostly these.
struct ShapedGlyph: Sendable {
    /// The glyph id (OpenType's are 16 bits) in the low bits, `Edge` flags in the top two.
    private var storedID: UInt32
    /// The cluster's offset, 32 bits as HarfBuzz's own (no text HarfBuzz shapes is longer).
    private var storedCluster: UInt32
    var advance: Double

    /// What cutting the text at the start of a glyph's cluster does to the shaping.
    struct Edge: OptionSet, Sendable {
        let rawValue: UInt32
        /// HB_GLYPH_FLAG_UNSAFE_TO_BREAK: the glyphs on both sides must be shaped again.
        static let unsafeToBreak = Edge(rawValue: 1 << 31)
        /// HB_GLYPH_FLAG_UNSAFE_TO_CONCAT, or not known (HarfBuzz reports it only when asked):
        /// text changed on one side may change the shaping on the other. Every edge unsafe to
        /// break is unsafe to concatenate too.
        static let unsafeToConcat = Edge(rawValue: 1 << 30)
        static let mask: UInt32 = 3 << 30
    }

    init(id: UInt32, cluster: Int, advance: Double, edge: Edge = []) {
        storedID = id & ~Edge.mask | edge.rawValue
        storedCluster = UInt32(cluster)
        self.advance = advance
    }

    /// HarfBuzz's glyph `raw`, its advance scaled from design units to points by `scale`, in
    /// `cluster` (its offsets go to `GlyphOffsets.append(_:scale:glyph:)`); its edge unsafe to
    /// concatenate unless HarfBuzz reported that (`reportsConcatenation`) and did not flag it.
    init(_ raw: RawGlyph, cluster: Int, scale: Double, reportsConcatenation: Bool) {
        self.init(
            id: raw.id, cluster: cluster, advance: Double(raw.xAdvance) * scale,
            edge: Edge(raw, reportsConcatenation: reportsConcatenation))
    }

    var id: UInt32 { storedID & ~Edge.mask }

    /// Paragraph-relative UTF-16 offset of the glyph's cluster.
    var cluster: Int { Int(storedCluster) }

    var edge: Edge { Edge(rawValue: storedID & Edge.mask) }

    /// The same glyph drawn as `id` with `advance`, its cluster and edge kept.
    func replaced(id: UInt32, advance: Double) -> ShapedGlyph {
        ShapedGlyph(id: id, cluster: cluster, advance: advance, edge: edge)
    }
}

extension ShapedGlyph.Edge {
    /// What HarfBuzz flagged on `raw`; unsafe to concatenate as well unless HarfBuzz reported
    /// that (`reportsConcatenation`) and did not flag it.
    init(_ raw: RawGlyph, reportsConcatenation: Bool) {
        self = []
        if raw.unsafeToBreak { formUnion([.unsafeToBreak, .unsafeToConcat]) }
        if raw.unsafeToConcat || !reportsConcatenation { insert(.unsafeToConcat) }
    }
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
    /// Its glyphs' edges say where HarfBuzz found cutting the text unsafe to break; every edge
    /// counts as unsafe to concatenate (HarfBuzz is not asked, which costs it time).
    ///
    /// - Complexity: HarfBuzz's, roughly O(n), plus O(log g) per silent character.
    static func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, level: UInt8, language: String?, silent: [Int] = [], buffer: HarfBuzzBuffer
    ) -> ShapedRun {
        // Letter-spaced text keeps its letters apart: no ligatures (CSS does the same).
        let features = attributes.letterSpacing != 0 ? noLigatureFeatures : []
        // A common-script run is left for HarfBuzz to guess; the bidi level gives the direction.
        let givenScript = script == HarfBuzzBuffer.commonScript ? nil : script
        let levelIsRightToLeft = level & 1 == 1
        if range.count > shapingWindow {
            let font = font(face: face, requested: attributes.font)
            if let (glyphs, offsets) = shapedInWindows(
                utf16, range: range, face: face, script: givenScript, language: language, isRightToLeft: levelIsRightToLeft,
                features: features, scale: font.scale, buffer: buffer) {
                return make(
                    glyphs: consume glyphs, offsets: offsets, font: font, range: range, attributes: attributes,
                    script: script, isRightToLeft: levelIsRightToLeft, level: level, silent: silent)
            }
        }
        let (raw, isRightToLeft) = buffer.shape(
            utf16, range: range, face: face.harfBuzz, script: givenScript, language: language,
            isRightToLeft: levelIsRightToLeft, features: features)
        return make(
            raw: raw, reportsConcatenation: false, range: range, face: face, attributes: attributes, script: script,
            isRightToLeft: isRightToLeft, level: level, silent: silent)
    }

    static let noLigatureFeatures = ["liga=0", "clig=0", "dlig=0"]

    /// The run from HarfBuzz's glyphs for `range` (clusters paragraph-relative, visual order),
    /// scaled to points; `reportsConcatenation` when HarfBuzz was asked for
    /// HB_GLYPH_FLAG_UNSAFE_TO_CONCAT (else every edge counts as unsafe to concatenate).
    static func make(
        raw: [RawGlyph], reportsConcatenation: Bool, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, isRightToLeft: Bool, level: UInt8, silent: [Int]
    ) -> ShapedRun {
        let font = font(face: face, requested: attributes.font)
        let scale = font.scale
        let glyphs = raw.map { ShapedGlyph($0, cluster: $0.cluster, scale: scale, reportsConcatenation: reportsConcatenation) }
        var offsets = GlyphOffsets()
        for (index, glyph) in raw.enumerated() where glyph.xOffset != 0 || glyph.yOffset != 0 {
            offsets.append(glyph, scale: scale, glyph: index)
        }
        return make(
            glyphs: consume glyphs, offsets: offsets, font: font, range: range, attributes: attributes,
            script: script, isRightToLeft: isRightToLeft, level: level, silent: silent)
    }

    /// The face at the run's size: what a run's glyphs are scaled with.
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
        glyphs: consuming [ShapedGlyph], offsets: consuming GlyphOffsets, font: Font, range: Range<Int>, attributes: TextAttributes,
        script: UInt32, isRightToLeft: Bool, level: UInt8, silent: [Int]
    ) -> ShapedRun {
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
                glyphs[index] = glyphs[index].replaced(id: space ?? 0, advance: 0)
                if !offsets.isEmpty { offsets.set(.zero, glyph: index) }
            }
        }
        return ShapedRun(
            range: range, attributes: attributes, font: font, script: script,
            isRightToLeft: isRightToLeft, glyphs: glyphs, offsets: offsets, level: level)
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
