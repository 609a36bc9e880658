// Bidi embedding levels of one paragraph (UAX #9 by ICU's ubidi; the one owner of UBiDi).
import CICUBreak

/// The resolved embedding levels of a paragraph, and its lines' levels after rule L1.
///
/// A paragraph that cannot hold right-to-left text (no R, AL or AN character, no explicit
/// control) in a left-to-right or natural paragraph has every level 0: ICU is not called, and
/// nothing is allocated. Otherwise ICU's `ubidi` runs once per paragraph and keeps a pointer to
/// its own copy of the text (`ICUParagraph`). Shared by the threads laying out a prepared text:
/// ICU's object is only touched under its lock, and everything else is immutable.
///
/// A value, not an object: a paragraph whose levels are all 0 holds no object at all, rather
/// than one of its own (an allocation per paragraph) or one shared by every paragraph (whose
/// reference count every thread laying text out would change, moving its cache line between
/// the cores twice a paragraph).
struct BidiParagraph: Sendable {
    /// The paragraph level: 0 (left to right) or 1 (right to left).
    let baseLevel: UInt8
    /// Levels per UTF-16 unit as one line (L1 applied at the paragraph's end); empty when every
    /// level is `baseLevel` and the text is all left to right.
    let levels: [UInt8]
    /// Whether every unit has level `baseLevel`.
    private let isAtBaseLevel: Bool
    /// Whether ICU resolved the levels by the whole algorithm, not by its shortcut for text of
    /// one direction (which gives embeddings and Arabic numbers the paragraph level:
    /// `BidiPrefix`). False when ICU is not called.
    let isResolvedInFull: Bool
    /// ICU's object for the paragraph; nil when ICU is not called.
    private let icu: ICUParagraph?

    /// Whether every unit has level 0 (nothing to reorder).
    var isUniformlyLeftToRight: Bool { icu == nil && baseLevel == 0 }

    /// - Parameter knownLeftToRight: the caller knows the text holds no right-to-left character
    ///   and no explicit control (`BreakOpportunities.tookFastPath`): no scan for them.
    /// - Complexity: O(n).
    init(utf16: ArraySlice<UInt16>, direction: WritingDirection, knownLeftToRight: Bool = false) {
        if direction != .rightToLeft && (knownLeftToRight || !BidiParagraph.mayHoldRightToLeft(utf16)) {
            baseLevel = 0
            levels = []
            isAtBaseLevel = true
            isResolvedInFull = false
            icu = nil
            return
        }
        let requested: UInt8
        switch direction {
        case .natural: requested = UInt8(LS_BIDI_LEVEL_NATURAL)
        case .leftToRight: requested = 0
        case .rightToLeft: requested = 1
        }
        guard !utf16.isEmpty, let opened = ls_bidi_open() else {
            baseLevel = direction == .rightToLeft ? 1 : 0
            levels = []
            isAtBaseLevel = true
            isResolvedInFull = false
            icu = nil
            return
        }
        let paragraph = ICUParagraph(opened, text: utf16)
        var levels = [UInt8](repeating: 0, count: utf16.count)
        var base: UInt8 = direction == .rightToLeft ? 1 : 0
        var resolvedInFull = false
        if ls_bidi_set_paragraph(opened, paragraph.text.baseAddress, Int32(utf16.count), requested) <= 0 {
            base = ls_bidi_paragraph_level(opened) & 1
            resolvedInFull = ls_bidi_is_mixed(opened) != 0
            let status = levels.withUnsafeMutableBufferPointer {
                ls_bidi_line_levels(opened, 0, Int32(utf16.count), $0.baseAddress)
            }
            if status > 0 { levels = [UInt8](repeating: base, count: utf16.count) }
        } else {
            levels = [UInt8](repeating: base, count: utf16.count)
        }
        baseLevel = base
        self.levels = levels
        isAtBaseLevel = !levels.contains { $0 != base }
        isResolvedInFull = resolvedInFull
        icu = paragraph
    }

    /// The level of unit `offset` in the paragraph as one line.
    func level(at offset: Int) -> UInt8 { levels.isEmpty ? baseLevel : levels[offset] }

    /// Whether every unit of `range` has the paragraph level: a line of it needs no reordering,
    /// and rule L1, which resets levels to the paragraph's, leaves them as they are.
    ///
    /// - Complexity: O(1) when the whole paragraph is at its level, else O(range.count).
    func isAtBaseLevel(_ range: Range<Int>) -> Bool {
        isAtBaseLevel || !levels[range].contains { $0 != baseLevel }
    }

    /// Levels of `range` as a line of its own: rule L1 resets trailing white space (and white
    /// space before tabs) to the paragraph level.
    ///
    /// - Complexity: O(range.count).
    func lineLevels(_ range: Range<Int>) -> [UInt8] {
        guard let icu, !range.isEmpty else { return [UInt8](repeating: baseLevel, count: range.count) }
        var result = [UInt8](repeating: baseLevel, count: range.count)
        let status = icu.lock.withLock {
            result.withUnsafeMutableBufferPointer {
                ls_bidi_line_levels(icu.bidi, Int32(range.lowerBound), Int32(range.upperBound), $0.baseAddress)
            }
        }
        if status > 0 { return Array(levels[range]) }
        return result
    }

    /// Rule L2 over items with `levels`: the logical index shown at each visual position.
    ///
    /// - Complexity: O(n).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        // One level: reversed once per odd level from it down to 1, so reversed if it is odd.
        guard let first = levels.first, levels.contains(where: { $0 != first }) else {
            return levels.first.map { $0 & 1 == 1 } == true ? Array(levels.indices.reversed()) : Array(levels.indices)
        }
        var visual = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { levelBuffer in
            visual.withUnsafeMutableBufferPointer {
                ls_bidi_reorder(levelBuffer.baseAddress, Int32(levelBuffer.count), $0.baseAddress)
            }
        }
        return visual.map(Int.init)
    }

    /// Whether rule X9 removes `scalar` (explicit embeddings, overrides, PDF, boundary neutrals):
    /// such characters have no level of their own in UAX #9's tests.
    static func isRemovedByX9(_ scalar: UInt32) -> Bool { ls_bidi_is_removed_by_x9(scalar) != 0 }

    /// Whether `scalar` is of bidi class R, AL or AN, or an explicit embedding, override or
    /// isolate (ICU's data).
    static func isRightToLeftOrControl(_ scalar: UInt32) -> Bool { ls_bidi_is_rtl_or_control(scalar) != 0 }

    /// Whether `utf16` may resolve to a level other than 0 in a left-to-right paragraph.
    /// Below U+0590, and from U+0900 to U+200D and U+2070 to U+D7FF, nothing is R, AL, AN or an
    /// explicit control, so Latin, Indic and CJK text costs a compare or two per unit.
    private static func mayHoldRightToLeft(_ utf16: ArraySlice<UInt16>) -> Bool {
        var i = utf16.startIndex
        while i < utf16.endIndex {
            let unit = utf16[i]
            if unit < 0x0590 || (unit >= 0x0900 && unit < 0x200E) || (unit >= 0x2070 && unit < 0xD800) {
                i += 1
                continue
            }
            var scalar = UInt32(unit)
            if UTF16.isLeadSurrogate(unit), i + 1 < utf16.endIndex, UTF16.isTrailSurrogate(utf16[i + 1]) {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(utf16[i + 1]) - 0xDC00)
                i += 1
            }
            if ls_bidi_is_rtl_or_control(scalar) != 0 { return true }
            i += 1
        }
        return false
    }
}

/// ICU's bidi object for one paragraph and the copy of the text it points into, freed together.
private final class ICUParagraph: @unchecked Sendable {
    let bidi: OpaquePointer
    let text: UnsafeMutableBufferPointer<UInt16>
    /// Guards `bidi`, which computes a line's levels in memory of its own.
    let lock = Locked(())

    init(_ bidi: OpaquePointer, text utf16: ArraySlice<UInt16>) {
        self.bidi = bidi
        text = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: utf16.count)
        _ = text.initialize(from: utf16)
    }

    deinit {
        ls_bidi_close(bidi)
        text.deallocate()
    }
}
