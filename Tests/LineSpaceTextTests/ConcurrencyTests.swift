// Many tasks laying out random texts at once, sharing fonts, fallback lists, ICU prototypes and
// a layout cache: every result must equal the serial one. Run under ThreadSanitizer in CI.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct ConcurrencyTests {
    struct Input: Sendable {
        var text: StyledText
        var options: LayoutOptions
    }

    /// What must not differ between runs: ranges, rectangles, baselines and glyphs.
    struct Signature: Equatable, Sendable {
        var ranges: [[NSRange]]
        var rects: [CGRect]
        var baselines: [CGFloat]
        var glyphs: [[UInt32]]
        var truncated: Bool

        init(_ layout: TextLayout) {
            ranges = layout.lines.map(\.ranges)
            rects = layout.lines.map(\.rect)
            baselines = layout.lines.map(\.baseline)
            glyphs = layout.lines.map { $0.glyphRuns.flatMap(\.glyphs) }
            truncated = layout.isTruncated
        }
    }

    static func inputs(count: Int) -> [Input] {
        let fonts = [Fixtures.notoSC(), Fixtures.dejaVu(), Fixtures.mono(), Fixtures.notoTC(13)]
        var generator = SeededGenerator(seed: 2026)
        return (0..<count).map { _ in
            let string = RandomText.make(&generator, maxPieces: 16)
            let font = fonts.randomElement(using: &generator)!
            let style = ParagraphStyle(
                lineSpacing: Double.random(in: 0...10, using: &generator),
                alignment: ParagraphAlignment.allCases.randomElement(using: &generator)!,
                lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!)
            let options = LayoutOptions(
                width: Double.random(in: 0...300, using: &generator),
                numberOfLines: Int.random(in: 0...3, using: &generator))
            return Input(text: StyledText(string, attributes: TextAttributes(font: font), paragraphStyle: style), options: options)
        }
    }

    @Test func eightTasksOfTwoThousandLayoutsMatchASerialRun() async {
        let inputs = Self.inputs(count: 2_000)
        let serial = inputs.map { Signature(TextLayout(text: $0.text, options: $0.options)) }
        let cache = LayoutCache(capacity: 512)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for (i, input) in inputs.enumerated() {
                        // Half the tasks go through the shared cache, half lay out directly.
                        let layout = task % 2 == 0
                            ? cache.layout(for: input.text, options: input.options)
                            : TextLayout(text: input.text, options: input.options)
                        if Signature(layout) != serial[i] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(cache.count <= 512)
    }

    /// Fonts asked for from many tasks at once (fontconfig matches, faces, fallback lists, the
    /// ellipsis): each task gets what a serial run gets. Under ThreadSanitizer in CI.
    @Test func eightTasksMakeFontsAtOnce() async throws {
        let families = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Noto Sans CJK SC", "Noto Serif CJK TC", "Noto Color Emoji"]
        let sizes = [9.0, 11.5, 17, 23]
        func describe(_ family: String, _ size: Double) throws -> String {
            let font = try Font(family: family, size: size)
            let text = StyledText("如何 office 😀 " + family, attributes: TextAttributes(font: font), paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
            let layout = TextLayout(text: text, options: LayoutOptions(width: 80, numberOfLines: 1))
            return "\(font.resolvedFamily) \(font.file) \(layout.lines.map(\.ranges)) \(layout.lines.map { $0.glyphRuns.map(\.glyphs) })"
        }
        let serial = try families.flatMap { family in try sizes.map { try describe(family, $0) } }
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task walks the families in its own order, so first uses collide.
                    let order = task % 2 == 0 ? families : families.reversed()
                    var out = [String: String]()
                    for family in order { for size in sizes { out["\(family)/\(size)"] = try describe(family, size) } }
                    return families.flatMap { family in sizes.map { out["\(family)/\($0)"]! } }
                }
            }
            var all: [[String]] = []
            for try await result in group { all.append(result) }
            return all
        }
        for result in results { #expect(result == serial) }
    }
}
