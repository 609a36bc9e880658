// Shared fixtures: the Debian fonts the install script provides, with their metrics.
import Foundation
@testable import LineSpaceText

enum Fixtures {
    /// Noto Sans CJK TC 17 pt: upem 1000, A 1160, D 288, G 0 → 19.72 + 4.896.
    static func notoTC(_ size: Double = 17) -> Font { try! Font(family: "Noto Sans CJK TC", size: size) }
    static func notoSC(_ size: Double = 17) -> Font { try! Font(family: "Noto Sans CJK SC", size: size) }
    /// DejaVu Sans 17 pt: upem 2048, A 1901, D 483, G 0.
    static func dejaVu(_ size: Double = 17) -> Font { try! Font(family: "DejaVu Sans", size: size) }
    /// DejaVu Sans Mono 16 pt: every glyph advances 1233 units = 9.6328125 pt;
    /// A = 1901/128 = 14.8515625, D = 483/128 = 3.7734375 (exact binary fractions).
    static func mono(_ size: Double = 16) -> Font { try! Font(family: "DejaVu Sans Mono", size: size) }
    static let monoAdvance = 1233.0 * 16 / 2048
    static let monoAscender = 1901.0 / 128
    static let monoDescender = 483.0 / 128
    static let monoLineHeight = monoAscender + monoDescender

    /// Noto Sans (fonts-noto-core), upem 1000: at 16 pt a 561, b 615, c 480, d 615, e 564,
    /// f 344, g 615, h 618, space 260 units; at 12 pt o 585, v 508, e 564, r 413, f 344,
    /// l 258, w 786 units and the `fl` ligature 602.
    static func notoSans(_ size: Double = 16) -> Font { try! Font(family: "Noto Sans", size: size) }

    static let sample = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣"
    static let notoLineHeight = 19.72 + 4.896

    static func layout(
        _ string: String, font: Font, style: ParagraphStyle = .default, width: Double = .infinity,
        height: Double = .infinity, lines: Int = 0, locale: String? = nil, letterSpacing: Double = 0
    ) -> TextLayout {
        let text = StyledText(string, attributes: TextAttributes(font: font, letterSpacing: letterSpacing), paragraphStyle: style)
        return TextLayout(text: text, options: LayoutOptions(width: width, height: height, numberOfLines: lines, locale: locale))
    }
}

extension TextLayout {
    var starts: [Int] { lines.map(\.range.location) }
    var nsRanges: [NSRange] { lines.map(\.range) }
    /// The text each line shows (ellipsis included).
    func texts(of string: String) -> [String] {
        let utf16 = Array(string.utf16)
        return lines.map { line in
            var result = ""
            var pieces = line.ranges.map { String(decoding: utf16[$0.location..<($0.location + $0.length)], as: UTF16.self) }
            for run in line.glyphRuns where run.isEllipsis {
                // Put the ellipsis where it stands relative to the pieces.
                let index = line.ranges.firstIndex { $0.location >= run.range.location && !(run.range.location == $0.location + $0.length) } ?? pieces.count
                pieces.insert("…", at: index)
            }
            result = pieces.joined()
            return result
        }
    }
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(Double(a) - b) <= tolerance }

extension RandomText {
    /// One to three attribute runs covering `count` units, cut at random, each in a random font
    /// of `fonts` with a random letter spacing of `letterSpacings` (an empty text: one empty run).
    static func runs(
        count: Int, style: ParagraphStyle, fonts: [Font], letterSpacings: [Double], using generator: inout SeededGenerator
    ) -> [StyledText.Run] {
        var runs: [StyledText.Run] = []
        var cuts = (0..<Int.random(in: 0...2, using: &generator)).map { _ in Int.random(in: 0...count, using: &generator) }
        cuts = [0] + cuts.sorted() + [count]
        for (lower, upper) in zip(cuts, cuts.dropFirst()) where upper > lower || runs.isEmpty && upper == count {
            let attributes = TextAttributes(
                font: fonts.randomElement(using: &generator)!, letterSpacing: letterSpacings.randomElement(using: &generator)!)
            runs.append(StyledText.Run(range: lower..<upper, attributes: attributes, paragraphStyle: style))
        }
        return runs
    }
}
