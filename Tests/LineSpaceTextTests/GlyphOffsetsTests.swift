import Testing

@testable import LineSpaceText

/// A run's sparse glyph offsets (`GlyphOffsets`) read as a dense array of offsets would, through
/// every operation that builds or edits them.
@Suite struct GlyphOffsetsTests {
    typealias Offset = GlyphOffsets.Offset

    /// Random offsets for `count` glyphs, about one in four nonzero (a negative zero among them).
    static func dense(count: Int, using generator: inout SeededGenerator) -> [Offset] {
        (0..<count).map { _ in
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: Offset(x: Double(Int.random(in: -300...300, using: &generator)) / 8, y: 0)
            case 1: Offset(x: 0, y: Double(Int.random(in: -300...300, using: &generator)) / 8)
            case 2: Offset(x: -0.0, y: 0)
            default: .zero
            }
        }
    }

    static func sparse(_ dense: [Offset]) -> GlyphOffsets {
        var offsets = GlyphOffsets()
        for (index, offset) in dense.enumerated() { offsets.append(offset, glyph: index) }
        return offsets
    }

    /// Whether `offsets` reads as `dense`, bit for bit, by index and through hinted look-ups in
    /// ascending, descending and random order.
    static func reads(_ offsets: GlyphOffsets, as dense: [Offset], using generator: inout SeededGenerator) -> Bool {
        func same(_ a: Offset, _ b: Offset) -> Bool { a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern }
        var hint = 0
        for index in dense.indices {
            guard same(offsets[glyph: index], dense[index]), same(offsets.offset(ofGlyph: index, hint: &hint), dense[index])
            else { return false }
        }
        hint = 0
        for index in dense.indices.reversed() where !same(offsets.offset(ofGlyph: index, hint: &hint), dense[index]) { return false }
        for _ in 0..<dense.count {
            let index = Int.random(in: 0..<max(1, dense.count), using: &generator)
            guard index < dense.count else { break }
            if !same(offsets.offset(ofGlyph: index, hint: &hint), dense[index]) { return false }
        }
        // Past the glyphs: zero.
        return same(offsets[glyph: dense.count], .zero) && same(offsets.offset(ofGlyph: dense.count + 3, hint: &hint), .zero)
    }

    @Test func aGlyphTakesSixteenBytes() {
        #expect(MemoryLayout<ShapedGlyph>.stride == 16)
    }

    @Test func onlyNonzeroOffsetsAreStored() {
        var offsets = GlyphOffsets()
        offsets.append(.zero, glyph: 0)
        offsets.append(Offset(x: 1.5, y: 0), glyph: 2)
        offsets.append(.zero, glyph: 3)
        offsets.append(Offset(x: 0, y: -2), glyph: 7)
        #expect(offsets.count == 2)
        #expect(offsets[glyph: 2] == Offset(x: 1.5, y: 0) && offsets[glyph: 7] == Offset(x: 0, y: -2))
        #expect(offsets[glyph: 0] == .zero && offsets[glyph: 5] == .zero)
        #expect(GlyphOffsets.none.isEmpty && GlyphOffsets.none.byteCount == 0)
    }

    @Test(arguments: 0..<40)
    func operationsMatchADenseArray(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 977)
        let count = Int.random(in: 0..<60, using: &generator)
        var dense = Self.dense(count: count, using: &generator)
        var offsets = Self.sparse(dense)
        #expect(Self.reads(offsets, as: dense, using: &generator), "built, seed \(seed)")

        // Set, remove and replace at random glyphs.
        for _ in 0..<10 where count > 0 {
            let index = Int.random(in: 0..<count, using: &generator)
            let value = Self.dense(count: 1, using: &generator)[0]
            dense[index] = value
            offsets.set(value, glyph: index)
        }
        #expect(Self.reads(offsets, as: dense, using: &generator), "set, seed \(seed)")

        let lower = Int.random(in: 0...count, using: &generator)
        let upper = Int.random(in: lower...count, using: &generator)
        let start = Int.random(in: 0...2, using: &generator)
        let sliced = [Offset](repeating: .zero, count: start) + dense[lower..<upper]
        #expect(Self.reads(offsets.slice(lower..<upper, from: start), as: sliced, using: &generator), "slice, seed \(seed)")

        #expect(Self.reads(offsets.reversed(count: count), as: dense.reversed(), using: &generator), "reversed, seed \(seed)")

        let scaled = dense.map { Offset(x: $0.x * 0.75, y: $0.y * 0.75) }
        #expect(Self.reads(offsets.scaled(by: 0.75), as: scaled, using: &generator), "scaled, seed \(seed)")
    }
}
