// Our engine driven the way an app drives UILabel: a Label per text, sizeThatFits / layout.
import Foundation
import LineSpaceText

/// The label configuration both engines get: one font, `lineSpace` between lines.
struct OursEngine {
    let font: Font
    let lineSpace: CGFloat
    /// Letter spacing in points (0: none; the letter-spaced hostile paragraph's).
    var letterSpacing: CGFloat = 0
    /// How lines end and text is cut (the white-space paragraph's modes).
    var lineBreakMode = LineBreakMode.byTruncatingTail

    /// A fresh label showing `text`, `numberOfLines` lines at most, tail truncation, laying out
    /// through `cache` (nil: every layout is computed, the cold case).
    func makeLabel(_ text: String, numberOfLines: Int = 0, cache: LayoutCache? = nil) -> Label {
        let label = Label()
        label.layoutCache = cache
        label.font = font
        label.lineSpace = lineSpace
        label.letterSpacing = letterSpacing
        label.numberOfLines = numberOfLines
        label.lineBreakMode = lineBreakMode
        label.text = text
        return label
    }

    /// The height for a width with a fresh label and no layout cache (workload 1: nothing
    /// cached but fonts).
    func measure(_ text: String, width: CGFloat) -> CGFloat {
        makeLabel(text).sizeThatFits(CGSize(width: width, height: .infinity)).height
    }

    /// A fresh label laid out in `lines` lines at most, no layout cache (workloads 3, 4 and 6).
    func truncate(_ text: String, width: CGFloat, lines: Int) -> Int {
        makeLabel(text, numberOfLines: lines).layout(width: width).lines.count
    }

    /// The lines of the layout as UTF-16 ranges (for the line-count comparison).
    func lines(_ text: String, width: CGFloat) -> [NSRange] {
        makeLabel(text).layout(width: width).lines.map(\.range)
    }
}

extension OursEngine {
    /// Lays out and renders `text` to a PNG in memory at `scale` on white (workload 5);
    /// returns the PNG's size in bytes.
    func renderPNG(_ text: String, width: CGFloat, scale: Double) -> Int {
        let label = makeLabel(text)
        return (try? label.render(width: width, options: RenderOptions(format: .png, scale: scale)))?.count ?? 0
    }
}
