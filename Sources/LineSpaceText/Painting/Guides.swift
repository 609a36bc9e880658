// The guides overlay: line boxes, baselines, line-spacing and paragraph-spacing bands.
import Foundation

/// The designer's overlay of a layout, as geometry: each line's box and baseline, and the bands
/// between lines split into line spacing, the previous paragraph's `paragraphSpacing` and the
/// next one's `paragraphSpacingBefore` (docs/semantics.md §3).
///
/// ```swift
/// let guides = Guides(layout: layout, text: label.styledText(), width: 300)
/// for band in guides.bands where band.kind == .lineSpacing { print(band.rect) }
/// ```
public struct Guides: Sendable {
    /// What a guide shows; each kind has its own translucent colour (`color`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A line's box: its full height, from the top of its ascent to the bottom of its descent.
        case lineBox
        /// A line's baseline, a hairline across its box.
        case baseline
        /// The line spacing between two lines of one paragraph.
        case lineSpacing
        /// The `paragraphSpacing` after a paragraph.
        case paragraphSpacing
        /// The `paragraphSpacingBefore` of the next paragraph.
        case paragraphSpacingBefore

        /// The legend colour (README): translucent so text and other guides show through.
        public var color: Color {
            switch self {
            case .lineBox: return Color(rgb: 0x2F80ED, alpha: Double(0x33) / 255)            // blue, 20%
            case .baseline: return Color(rgb: 0xEB5757, alpha: Double(0xE6) / 255)           // red, 90%
            case .lineSpacing: return Color(rgb: 0x27AE60, alpha: Double(0x59) / 255)        // green, 35%
            case .paragraphSpacing: return Color(rgb: 0xF2994A, alpha: Double(0x66) / 255)   // orange, 40%
            case .paragraphSpacingBefore: return Color(rgb: 0x9B51E0, alpha: Double(0x66) / 255) // purple, 40%
            }
        }
    }

    /// One guide: a filled band, a line box (filled and outlined) or a baseline (a rect of
    /// height 0 at the baseline's y).
    public struct Guide: Sendable, Hashable {
        /// What the guide marks.
        public var kind: Kind
        /// Where, in the layout's coordinates (points, y down).
        public var rect: CGRect
    }

    /// Line boxes and baselines, top to bottom.
    public var lines: [Guide]
    /// Line-spacing and paragraph-spacing bands, top to bottom, each `width` wide from x = 0.
    public var bands: [Guide]

    /// The guides of `layout`. `text` supplies each paragraph's style, to split the gap between
    /// paragraphs into line spacing, paragraph spacing and paragraph spacing before; without
    /// it the whole gap between two paragraphs counts as paragraph spacing.
    ///
    /// - Complexity: O(lines + runs of `text`).
    public init(layout: TextLayout, text: StyledText?, width: CGFloat) {
        let styles = text.map(Guides.paragraphStyles) ?? []
        lines = []
        bands = []
        for (i, line) in layout.lines.enumerated() {
            lines.append(Guide(kind: .lineBox, rect: line.rect))
            lines.append(Guide(kind: .baseline, rect: CGRect(x: line.rect.minX, y: line.baseline, width: line.rect.width, height: 0)))
            guard i + 1 < layout.lines.count else { continue }
            let next = layout.lines[i + 1]
            var top = line.rect.maxY
            let bottom = next.rect.minY
            func band(_ kind: Kind, _ height: CGFloat) {
                let height = min(max(0, height), bottom - top)
                guard height > 0 else { return }
                bands.append(Guide(kind: kind, rect: CGRect(x: 0, y: top, width: width, height: height)))
                top += height
            }
            if next.paragraphIndex == line.paragraphIndex {
                band(.lineSpacing, bottom - top)
            } else if line.paragraphIndex < styles.count, next.paragraphIndex < styles.count {
                let previousStyle = styles[line.paragraphIndex]
                band(.lineSpacing, previousStyle.resolvedLineSpacing)
                band(.paragraphSpacing, previousStyle.resolvedParagraphSpacing)
                band(.paragraphSpacingBefore, bottom - top)
            } else {
                band(.paragraphSpacing, bottom - top)
            }
        }
    }

    /// The paragraph style of each paragraph of `text` (the style at its first character).
    static func paragraphStyles(of text: StyledText) -> [ParagraphStyle] {
        Paragraphs.split(text.utf16).map { text.runs[text.runIndex(at: $0.range.lowerBound)].paragraphStyle }
    }

    /// Draws the bands and line-box fills (under the text).
    func drawUnderlay(on painter: some Painter) {
        for band in bands { painter.fill(band.rect, color: band.kind.color) }
        for guide in lines where guide.kind == .lineBox { painter.fill(guide.rect, color: guide.kind.color) }
    }

    /// Draws the line-box outlines and baselines (over the text), one pixel wide.
    func drawOverlay(on painter: some Painter) {
        let hairline = painter.hairline
        for guide in lines {
            switch guide.kind {
            case .lineBox:
                var outline = guide.kind.color
                outline.alpha = 0.8
                painter.strokeInside(guide.rect, color: outline, lineWidth: hairline)
            default:
                let y = guide.rect.minY
                painter.line(
                    from: CGPoint(x: guide.rect.minX, y: y), to: CGPoint(x: guide.rect.maxX, y: y),
                    color: guide.kind.color, lineWidth: hairline)
            }
        }
    }
}
