// UILabel's auto-shrink: the largest font scale, down to a minimum, at which the text fits.
import Foundation

extension Label {
    /// How close the scale auto-shrink finds is to the largest scale that fits: the search
    /// stops when the fitting and the failing scale are this close, and returns the fitting one.
    public static let fontScalePrecision: CGFloat = 1.0 / 1024

    /// The smallest scale auto-shrink tries: the one that takes the text's smallest font to
    /// `Font.minimumSize` (0.01 pt), below which no font goes. A smaller `minimumScaleFactor`
    /// (1e-9) counts as it, so the box shows a bounded amount of text at every step of the
    /// search (each step lays out no more than that, `Label.layout(_:options:scale:paragraphs:)`).
    static func smallestScale(fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > Font.minimumSize else { return 1 }
        return Font.minimumSize / fontSize
    }

    /// The most layouts one search makes: the text at scale 1 and at the minimum, one per
    /// bisection step (the scale interval halves from at most 1 to `fontScalePrecision`), and
    /// two for tightening. Each lays out from a prefix when the text is long, so the search
    /// costs at most this many layouts of the prefix the box can show.
    static let maximumFitLayouts = 2 + 10 + 2

    /// The most that tightening (`allowsDefaultTighteningForTruncation`) takes off each gap
    /// between characters, as a fraction of the font size.
    public static let maximumTightening: Double = 0.05

    /// What a search found for one box: the scale and the letter-spacing change (tightening).
    struct Fit: Hashable {
        var scale: Double
        var tightening: Double
        /// The one line at scale 1, when the scale is smaller (for `BaselineAdjustment`).
        var unshrunk: TextLayout.UnshrunkLine? = nil
    }

    /// What a search depends on besides the text (whose changes clear the memo).
    struct FitKey: Hashable {
        var width: Double
        var height: Double
        var numberOfLines: Int
        var locale: String?
        var minimumScale: Double
        var tightens: Bool
    }

    /// The layout with fonts shrunk to fit, or nil when auto-shrink and tightening are off (or
    /// there is no text).
    ///
    /// Fit: with one line, the text's natural width (laid out unconstrained) is at most the
    /// width; with more lines, nothing is truncated within the line limit and height. The scale
    /// is found by bisection between the minimum and 1 (laid out at 1 first: text that fits is
    /// never shrunk), each candidate laid out with every font × scale (letter spacing, baseline
    /// offsets and paragraph spacing are not scaled, as in UIKit).
    func layoutFittingWidth(options: LayoutOptions) -> TextLayout? {
        let asked = Double(minimumScaleFactor)
        let shrinks = adjustsFontSizeToFitWidth && asked > 0 && asked < 1
        let tightens = allowsDefaultTighteningForTruncation && options.resolvedNumberOfLines == 1
        guard shrinks || tightens, let text = styledText() else { return nil }
        let minimum = max(asked, Label.smallestScale(fontSize: text.runs.map { Double($0.attributes.font.size) }.min() ?? 0))
        let key = FitKey(
            width: options.resolvedWidth, height: options.resolvedHeight, numberOfLines: options.resolvedNumberOfLines,
            locale: options.locale, minimumScale: shrinks ? minimum : 1, tightens: tightens)
        let fit: Fit
        if let memo = fitMemo, memo.key == key {
            fit = memo.fit
        } else {
            fit = findFit(text: text, options: options, key: key)
            fitMemo = (key, fit)
        }
        var layout: TextLayout
        if fit.tightening == 0 {
            // Laid out as the search measured it: from the kept paragraphs, scaled.
            layout = Label.layout(text, options: options, scale: fit.scale, paragraphs: paragraphStore(for: text))
        } else {
            let fitted = text.scalingFonts(by: fit.scale, tightening: fit.tightening)
            layout = layoutCache?.layout(for: fitted, options: options) ?? TextLayout(text: fitted, options: options)
        }
        layout.fontScale = CGFloat(fit.scale)
        layout.unshrunkLine = fit.unshrunk
        return layout
    }

    private func findFit(text original: StyledText, options: LayoutOptions, key: FitKey) -> Fit {
        // One line is measured unconstrained: a positive tail indent (which fixes where lines
        // end even in an infinite box) is taken out for the measuring, and compared below.
        let singleLine = key.numberOfLines == 1
        let dropsTailIndents = singleLine && original.runs.contains { $0.paragraphStyle.tailIndent > 0 }
        let text = dropsTailIndents ? original.withoutPositiveTailIndents() : original
        var measuring = options
        measuring.includesGlyphs = false
        // One line is judged by its line's width (and tightened by the clusters it shows): a
        // size-only layout (`sizeThatFits`) has no lines, and made every scale "fit".
        if singleLine { measuring.measuresSizeOnly = false }
        // One line: its width laid out unconstrained against the width it has (the box less
        // the first line's head and tail indents, docs/semantics.md §4; not the box's).
        let available = (original.runs.first?.paragraphStyle ?? .default).availableWidth(in: key.width, isFirstLine: true)
        func overflow(of layout: TextLayout) -> Double {
            if singleLine { return Double(layout.lines.first?.rect.width ?? 0) - available }
            return layout.isTruncated || Double(layout.size.height) > key.height ? 1 : 0
        }
        var natural = measuring
        if singleLine { natural.width = .infinity }
        func overflow(_ text: StyledText) -> Double { overflow(of: TextLayout(text: text, options: natural)) }
        // Each candidate scale re-lays out from the label's measured paragraphs, scaled: the text
        // is analysed and shaped once for the whole search.
        // (A text without its tail indents is not the label's: no stored paragraphs for it.)
        let store = dropsTailIndents ? nil : paragraphStore(for: text)
        func layout(at scale: Double) -> TextLayout { Label.layout(text, options: natural, scale: scale, paragraphs: store) }
        func fits(_ scale: Double) -> Bool { overflow(of: layout(at: scale)) <= 1e-9 }

        var scale = 1.0
        var unshrunk: TextLayout.UnshrunkLine?
        if key.minimumScale < 1, case let full = layout(at: 1), overflow(of: full) > 1e-9 {
            if singleLine, let line = full.lines.first {
                unshrunk = TextLayout.UnshrunkLine(height: full.size.height, baseline: line.baseline)
            }
            if fits(key.minimumScale) {
                var low = key.minimumScale, high = 1.0  // low fits, high does not
                while high - low > Label.fontScalePrecision {
                    let mid = (low + high) / 2
                    if fits(mid) { low = mid } else { high = mid }
                }
                scale = low
            } else {
                scale = key.minimumScale
            }
        }
        let untightened = Fit(scale: scale, tightening: 0, unshrunk: unshrunk)
        guard key.tightens else { return untightened }
        // Tighten only what would otherwise be truncated, and only as much as it needs.
        let scaled = text.scalingFonts(by: scale)
        let line = TextLayout(text: scaled, options: natural)
        let excess = overflow(of: line)
        guard excess > 1e-9, let shown = line.lines.first?.range else { return untightened }
        // The gaps between the clusters the line shows: not hanging white space nor a hard break.
        let lower = max(0, min(shown.location, scaled.utf16.count))
        let upper = max(lower, min(shown.location + shown.length, scaled.utf16.count))
        let gaps = String(decoding: scaled.utf16[lower..<upper], as: UTF16.self).count - 1
        let fontSize = (scaled.runs.map(\.attributes.font.size).min() ?? 0)
        guard gaps > 0 else { return untightened }
        let tightening = excess / Double(gaps) + 1e-9
        guard tightening <= Label.maximumTightening * fontSize,
              overflow(text.scalingFonts(by: scale, tightening: tightening)) <= 1e-9
        else { return untightened }
        return Fit(scale: scale, tightening: tightening, unshrunk: unshrunk)
    }

    /// `text` laid out with every font × `scale`: from `paragraphs` (the label's measured ones,
    /// scaled) when it is laid out whole; from a prefix, sized for the scaled fonts, when it is
    /// long and its lines or height limited, so a step costs what the box shows at that scale.
    static func layout(_ text: StyledText, options: LayoutOptions, scale: Double, paragraphs: ParagraphStore?) -> TextLayout {
        PrefixLayout.layout(of: text, options: options, fontScale: scale) { laidOut in
            Typesetter(text: laidOut, options: options, paragraphs: laidOut == text ? paragraphs : nil, fontScale: scale).layout()
        }
    }

}

extension StyledText {
    /// This text with no positive tail indent (one fixes where a line ends even in an infinite
    /// box): for measuring how wide one line is unconstrained.
    func withoutPositiveTailIndents() -> StyledText {
        guard runs.contains(where: { $0.paragraphStyle.tailIndent > 0 }) else { return self }
        let runs = self.runs.map { run -> StyledText.Run in
            var run = run
            if run.paragraphStyle.tailIndent > 0 { run.paragraphStyle.tailIndent = 0 }
            return run
        }
        return StyledText(checkedUTF16: utf16, runs: runs)
    }

    /// This text with every font × `scale` and `tightening` points taken off its letter spacing.
    func scalingFonts(by scale: Double, tightening: Double = 0) -> StyledText {
        guard scale != 1 || tightening != 0 else { return self }
        let runs = self.runs.map { run -> StyledText.Run in
            var run = run
            if scale != 1, let font = try? run.attributes.font.withSize(run.attributes.font.size * scale) {
                run.attributes.font = font
            }
            run.attributes.letterSpacing -= tightening
            return run
        }
        return StyledText(checkedUTF16: utf16, runs: runs)
    }
}
