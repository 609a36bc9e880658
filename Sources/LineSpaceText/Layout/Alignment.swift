// Horizontal placement: alignment, justification, letter spacing and glyph positions (SEMANTICS.md §4–5, §7).
import Foundation

extension Typesetter {
    /// Aligns the placed lines and turns them into the public `TextLayout`.
    ///
    /// With an infinite width, lines align inside the used width (the widest line).
    func assemble(_ placed: [PlacedLine], width: Double, truncated: Bool) -> TextLayout {
        // With an infinite width, lines align inside the widest line plus its trailing inset.
        var container = width
        if !width.isFinite {
            container = 0
            for line in placed {
                let style = line.paragraph.style
                let inset = style.resolvedTailIndent <= 0 ? -style.resolvedTailIndent : 0
                container = max(container, style.headIndent(isFirstLine: line.isFirstInParagraph) + line.content.width + inset)
            }
        }
        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(placed.count)
        var fonts: [Font] = []
        var seenFonts = Set<Font>()
        func note(_ font: Font) { if seenFonts.insert(font).inserted { fonts.append(font) } }
        var finalWidth = 0.0
        for line in placed {
            let built = build(line, container: container)
            finalWidth = max(finalWidth, Double(built.availableX) + Double(built.rect.width))
            for piece in line.content.pieces {
                for run in line.paragraph.runs where run.range.upperBound > piece.lowerBound && run.range.lowerBound < piece.upperBound {
                    note(run.font)
                }
            }
            if let ellipsis = line.content.ellipsis { note(ellipsis.run.font) }
            lines.append(built)
        }
        let height = placed.last.map { $0.top + $0.box.height } ?? 0
        return TextLayout(
            lines: lines, size: CGSize(width: finalWidth, height: height),
            isTruncated: truncated, width: CGFloat(width), fonts: fonts)
    }

    private func build(_ line: PlacedLine, container: Double) -> TextLayout.Line {
        let paragraph = line.paragraph
        let style = paragraph.style
        let head = style.headIndent(isFirstLine: line.isFirstInParagraph)
        let available = style.availableWidth(in: container, isFirstLine: line.isFirstInParagraph)
        let isRightToLeft = paragraph.runs.first?.isRightToLeft ?? false
        var alignment = style.alignment
        if alignment == .natural { alignment = isRightToLeft ? .right : .left }

        var lineWidth = line.content.width
        var gapExtra = 0.0, spaceExtra = 0.0
        let slack = available - lineWidth
        if alignment == .justified {
            // Tabs align to stops; a line holding one is not stretched (as CSS does after them).
            if !line.isLastInParagraph && !line.endsAtHardBreak && line.content.ellipsis == nil && slack > 0
                && !containsTab(line) {
                let spaces = justifiableSpaces(line)
                if spaces > 0 {
                    spaceExtra = slack / Double(spaces)
                } else {
                    let clusters = clusterCount(line)
                    if clusters > 1 { gapExtra = slack / Double(clusters - 1) }
                }
                if spaceExtra > 0 || gapExtra > 0 { lineWidth = available }
            }
            alignment = isRightToLeft ? .right : .left
        }
        var x = head
        switch alignment {
        case .right: x += available - lineWidth
        case .center: x += (available - lineWidth) / 2
        default: break
        }
        let baseline = line.top + line.box.baselineFromTop
        let graphemes = needsGraphemes(line, gapExtra: gapExtra) ? paragraph.breaks.graphemes() : nil
        let spaced = line.runs.contains { $0.attributes.letterSpacing != 0 }

        var pen = x
        var pendingSpacing: Double?
        var glyphRuns: [TextLayout.GlyphRun] = []
        for run in line.runs {
            let isEllipsis = run.range.isEmpty
            var ids: [UInt32] = [], positions: [CGPoint] = [], advances: [CGFloat] = []
            ids.reserveCapacity(run.glyphs.count)
            positions.reserveCapacity(run.glyphs.count)
            advances.reserveCapacity(run.glyphs.count)
            var previousCluster = -1
            for glyph in run.glyphs {
                let startsCluster: Bool
                if isEllipsis {
                    startsCluster = true
                } else if glyph.cluster == previousCluster {
                    startsCluster = false
                } else {
                    startsCluster = graphemes?[glyph.cluster] ?? true
                }
                if startsCluster, let spacing = pendingSpacing {
                    pen += spacing + gapExtra
                }
                previousCluster = glyph.cluster
                if !isEllipsis && paragraph.utf16[paragraph.start + glyph.cluster] == 0x09 {
                    // A tab draws nothing and moves the pen to the next stop from the line's start.
                    pen = x + paragraph.tabStop(after: pen - x)
                    pendingSpacing = 0
                    continue
                }
                let y = baseline - glyph.yOffset - run.attributes.baselineOffset
                ids.append(glyph.id)
                positions.append(CGPoint(x: pen + glyph.xOffset, y: y))
                advances.append(CGFloat(glyph.advance))
                pen += glyph.advance
                if spaceExtra > 0 && !isEllipsis && Typesetter.isJustifiableSpace(paragraph.utf16[paragraph.start + glyph.cluster]) {
                    pen += spaceExtra
                }
                if !spaced {
                    pendingSpacing = 0
                } else if isEllipsis {
                    pendingSpacing = line.content.ellipsis?.spacingAfter ?? 0
                } else {
                    pendingSpacing = paragraph.letterSpacing(afterClusterAt: glyph.cluster)
                }
            }
            let range = NSRange(location: paragraph.start + run.range.lowerBound, length: run.range.count)
            glyphRuns.append(TextLayout.GlyphRun(
                font: run.font, color: run.attributes.color, glyphs: ids, positions: positions,
                advances: advances, range: range, isRightToLeft: run.isRightToLeft, isEllipsis: isEllipsis, decoration: run.attributes.decoration))
        }

        let pieces = line.content.pieces.map {
            NSRange(location: paragraph.start + $0.lowerBound, length: $0.count)
        }
        let range: NSRange
        if let first = pieces.first, let last = pieces.last {
            range = NSRange(location: first.location, length: last.location + last.length - first.location)
        } else {
            range = NSRange(location: paragraph.start + line.content.start, length: 0)
        }
        return TextLayout.Line(
            range: range, ranges: pieces,
            rect: CGRect(x: x, y: line.top, width: lineWidth, height: line.box.height),
            baseline: CGFloat(baseline), ascender: CGFloat(line.ascender), descender: CGFloat(line.descender),
            lineGap: CGFloat(line.lineGap), glyphRuns: glyphRuns, hasEllipsis: line.content.ellipsis != nil,
            paragraphIndex: line.paragraphIndex, isFirstInParagraph: line.isFirstInParagraph,
            isLastInParagraph: line.isLastInParagraph, availableX: CGFloat(head),
            availableWidth: CGFloat(available))
    }

    private func needsGraphemes(_ line: PlacedLine, gapExtra: Double) -> Bool {
        gapExtra > 0 || line.runs.contains { $0.attributes.letterSpacing != 0 }
    }

    /// Spaces inside the line's content that justification may widen.
    private func justifiableSpaces(_ line: PlacedLine) -> Int {
        var count = 0
        for piece in line.content.pieces {
            for offset in piece where Typesetter.isJustifiableSpace(line.paragraph.utf16[line.paragraph.start + offset]) {
                count += 1
            }
        }
        return count
    }

    private func containsTab(_ line: PlacedLine) -> Bool {
        line.content.pieces.contains { piece in piece.contains { line.paragraph.utf16[line.paragraph.start + $0] == 0x09 } }
    }

    private func clusterCount(_ line: PlacedLine) -> Int {
        let graphemes = line.paragraph.breaks.graphemes()
        var count = 0
        for piece in line.content.pieces {
            for offset in piece where graphemes[offset] { count += 1 }
        }
        return count
    }

    static func isJustifiableSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0xA0 || unit == 0x3000
    }
}
