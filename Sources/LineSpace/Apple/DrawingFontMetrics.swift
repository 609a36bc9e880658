// The line height of the font that draws a text (Styling/DrawingLineHeight.swift decides):
// the view's font's character map, and CoreText's fallback for what it does not map.
#if canImport(CoreText) && (canImport(UIKit) || canImport(AppKit))
import CoreText
import Foundation
#if canImport(UIKit)
import UIKit
typealias PlatformFont = UIFont
#else
import AppKit
typealias PlatformFont = NSFont
#endif

extension PlatformFont {
    /// `UIFont.lineHeight`; on AppKit ascender + |descender| + leading, its equivalent.
    var ls_lineHeight: Double {
        #if canImport(UIKit)
        return Double(lineHeight)
        #else
        return Double(ascender - descender + leading)
        #endif
    }

    /// The line height `text` is drawn with in this font: this font's, or that of the fallback
    /// CoreText picks for the characters it lacks (`CTFontCreateForString`), when they are most
    /// of the text. Reads the first `DrawingLineHeight.sampleLength` UTF-16 units; costs one
    /// character-map look-up for them and one fallback look-up per uncovered run (at most
    /// `DrawingLineHeight.maximumRuns`).
    func ls_drawingLineHeight(for text: String) -> Double {
        let primary = ls_lineHeight
        let units = Array(text.utf16.prefix(DrawingLineHeight.sampleLength))
        guard !units.isEmpty else { return primary }
        let font = self as CTFont
        var glyphs = [CGGlyph](repeating: 0, count: units.count)
        _ = CTFontGetGlyphsForCharacters(font, units, &glyphs, units.count)
        let coverage = FontCoverage(units: units, glyphs: glyphs)
        guard !coverage.uncoveredRuns.isEmpty else { return primary }
        let sample = String(utf16CodeUnits: units, count: units.count) as CFString
        let fallbacks = coverage.uncoveredRuns.map { run -> Double in
            let range = CFRange(location: run.lowerBound, length: run.count)
            let fallback = CTFontCreateForString(font, sample, range)
            return Double(CTFontGetAscent(fallback) + CTFontGetDescent(fallback) + CTFontGetLeading(fallback))
        }
        return DrawingLineHeight.lineHeight(primary: primary, coverage: coverage, fallbacks: fallbacks)
    }
}
#endif
