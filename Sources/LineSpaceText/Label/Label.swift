// A UILabel-shaped label for Linux: text, style, lineSpace, measuring and layout.
import Foundation

/// A text label with UILabel's API and its defaults, plus `lineSpace`: the line spacing
/// people add to UILabel with the well-known extension, done right.
///
/// Setting `text` while `lineSpace > 0` turns it into `attributedText` whose paragraph style
/// carries `lineSpacing = lineSpace`, the label's `lineBreakMode` and `textAlignment`, and the
/// label's font and colour (docs/semantics.md §8). With `lineSpace == 0` or empty text the label
/// keeps plain text, without a paragraph style.
///
/// ```swift
/// let label = Label()
/// label.font = try Font(family: "Noto Sans CJK TC", size: 17)
/// label.lineSpace = 10
/// label.numberOfLines = 0
/// label.text = "如何讓你遇見我，在我最美麗的時刻。"
/// let size = label.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity))
/// let layout = label.layout(width: 300)
/// ```
///
/// A label is a mutable object like UILabel: use one per thread (layouts it returns are
/// values and may go anywhere). It keeps its text measured until the text or a property that
/// styles it changes; setting one to the value it has (a table cell configured again) keeps it.
public final class Label {
    /// The default font: fontconfig's "sans-serif" at 17 pt (UILabel's system font size), or
    /// nil on a machine with no fonts at all.
    public static let defaultFont: Font? = try? Font(family: "sans-serif", size: 17)

    /// Creates an empty label with UILabel's defaults: one line, tail truncation, natural alignment.
    public init() {}

    /// Creates a label showing `text`.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    /// What was set last: plain text (styled on demand from the label's properties, so every
    /// property change re-applies the technique) or attributed text.
    private enum Content: Equatable {
        case plain(String)
        case attributed(AttributedString)
    }

    private var content: Content? {
        didSet {
            guard content != oldValue else { return }
            contentUnits = nil
            invalidate()
        }
    }

    /// The current text's units and what its pieces set, kept across changes of the label's
    /// other properties: restyling then costs O(pieces), and the styled texts share one copy
    /// of the units (a sheet of 64 line spacings of a 5 MB text holds 10 MB of them, not 640).
    private var contentUnits: AttributedUnits?

    /// The engine's input, built once per change of text or property (measuring the same label
    /// again then costs a cache look-up, not a conversion of the text).
    private var cachedStyledText: StyledText??

    /// The language of the current plain text, once found (a long text's prefixes carry it).
    private var plainLanguage: String??

    /// The last auto-shrink search's box and result (`Label+AutoShrink.swift`).
    var fitMemo: (key: FitKey, fit: Fit)?

    /// The current text prepared: measuring again at another width, or at another font scale
    /// (auto-shrink), reuses its measured paragraphs.
    var prepared: ParagraphStore?

    /// Texts up to this many UTF-16 units are kept prepared (longer ones are laid out afresh,
    /// most from a prefix: a label must not hold a document's glyphs).
    static let maximumPreparedUnits = 65_536

    /// `text` prepared, kept for the label's current text and locale; nil for a longer text.
    func paragraphStore(for text: StyledText) -> ParagraphStore? {
        guard text.utf16.count <= Label.maximumPreparedUnits else { return nil }
        if let kept = prepared, kept.text == text, kept.locale == locale { return kept }
        let store = ParagraphStore(text, locale: locale)
        prepared = store
        return store
    }

    private func invalidate() {
        cachedStyledText = nil
        plainLanguage = nil
        prepared = nil
        fitMemo = nil
    }

    /// `invalidate()` when a property's value changed: setting one to the value it has keeps
    /// what the label derived from it (a table cell configured again with the same text and
    /// style keeps its measured paragraphs).
    private func invalidate<Value: Equatable>(changing old: Value, to new: Value) {
        if old != new { invalidate() }
    }

    /// The label's text. Setting it applies `lineSpace` (see the type's documentation).
    public var text: String? {
        get {
            switch content {
            case .plain(let string): return string
            case .attributed(let attributed): return attributed.plainString
            case nil: return nil
            }
        }
        set { content = newValue.map(Content.plain) }
    }

    /// The label's attributed text. After `text` is set, it is that text with the label's
    /// font and colour, and, when `lineSpace` (or `lineHeight`) is set, a paragraph style
    /// (docs/semantics.md §8). Attributes an assigned attributed text leaves out come from the
    /// label; a paragraph style it carries wins for alignment and line-break mode (UIKit's rule).
    public var attributedText: AttributedString? {
        get {
            switch content {
            case .plain(let string): return styledAttributedText(for: string)
            case .attributed(let attributed): return attributed
            case nil: return nil
            }
        }
        set { content = newValue.map(Content.attributed) }
    }

    /// The font (nil restores `Label.defaultFont`).
    public var font: Font? {
        get { _font ?? Label.defaultFont }
        set { _font = newValue }
    }
    private var _font: Font? { didSet { invalidate(changing: oldValue, to: _font) } }

    /// The colour of text that sets none (`textColor` runs of `attributedText` keep theirs); black
    /// by default, as UILabel.
    public var textColor: Color = .black { didSet { invalidate(changing: oldValue, to: textColor) } }
    /// The alignment of every paragraph (`.natural` by default: left, or right in a right-to-left
    /// paragraph).
    public var textAlignment: ParagraphAlignment = .natural { didSet { invalidate(changing: oldValue, to: textAlignment) } }
    /// How lines wrap and where the last one is truncated; `.byTruncatingTail` by default, as
    /// UILabel.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { invalidate(changing: oldValue, to: lineBreakMode) } }
    /// The maximum number of lines; 0 means unlimited. Negative values count as 0.
    public var numberOfLines: Int = 1

    /// Shrinks the fonts, down to `minimumScaleFactor`, until the text fits (UILabel's
    /// auto-shrink): one line, its width; several lines, the line limit and height. The layout's
    /// `fontScale` tells the scale used. See `Label+AutoShrink.swift`.
    ///
    /// ```swift
    /// label.adjustsFontSizeToFitWidth = true
    /// label.minimumScaleFactor = 0.5
    /// label.layout(width: 100).fontScale   // e.g. 0.518
    /// ```
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale auto-shrink may use, in 0...1; 0 (the default, as in UIKit) or
    /// anything not in (0, 1) turns shrinking off.
    public var minimumScaleFactor: CGFloat = 0 { didSet { fitMemo = nil } }
    /// Before truncating one line, tighten the space between characters by up to 5% of the
    /// font size (UILabel.allowsDefaultTighteningForTruncation).
    public var allowsDefaultTighteningForTruncation = false
    /// Where the text sits in a taller box when auto-shrink made one line smaller (UILabel's
    /// default: `.alignBaselines`, the baseline of the full-size line kept). See
    /// `BaselineAdjustment`.
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines

    /// Space between lines, in points (never after the last line). Setting it re-applies to
    /// the current text. Negative and non-finite values count as 0.
    public var lineSpace: CGFloat = 0 { didSet { invalidate(changing: oldValue, to: lineSpace) } }

    /// An exact line height (CSS / Figma) with glyphs centred by half-leading; 0 = natural.
    public var lineHeight: CGFloat = 0 { didSet { invalidate(changing: oldValue, to: lineHeight) } }

    /// Extra space after each grapheme cluster but the last on a line, in points.
    public var letterSpacing: CGFloat = 0 { didSet { invalidate(changing: oldValue, to: letterSpacing) } }

    /// A shadow under all the text (UILabel's shadowColor and shadowOffset, plus a blur); nil,
    /// the default, draws none. A run's own `textShadow` wins over it.
    ///
    /// ```swift
    /// label.shadow = TextShadow(offset: CGSize(width: 0, height: 2), blurRadius: 4)
    /// ```
    public var shadow: TextShadow? { didSet { invalidate(changing: oldValue, to: shadow) } }

    /// The rest of the paragraph style (indents, paragraph spacing, line-height multiple and
    /// bounds). The label's `lineSpace`, `lineHeight`, `textAlignment`, `lineBreakMode` and
    /// `lineBreakStrategy` override the matching fields.
    public var paragraphStyle: ParagraphStyle = .default { didSet { invalidate(changing: oldValue, to: paragraphStyle) } }

    /// UIKit's line-break strategies (UILabel.lineBreakStrategy): `.standard` by default, as
    /// UILabel's since iOS 14 (no lone word on a paragraph's last line, Korean words kept
    /// whole); `[]` breaks as a bare `ParagraphStyle` does.
    ///
    /// ```swift
    /// label.lineBreakStrategy = []   // plain greedy lines, as NSParagraphStyle's default
    /// ```
    public var lineBreakStrategy: LineBreakStrategy = .standard {
        didSet { invalidate(changing: oldValue, to: lineBreakStrategy) }
    }

    /// BCP 47 language for shaping and line breaking; nil derives it from the text's first
    /// 1,024 units (Han → zh-Hans, kana → ja, Hangul → ko). Set it for Traditional Chinese
    /// (`"zh-Hant"`): the font's `locl` feature follows it (centred ，。 in Noto Sans CJK).
    public var locale: String?

    /// The pixel scale that sizes are rounded up to (UIView.contentScaleFactor), and that
    /// `render` draws at unless its options give another scale than 1. Values outside
    /// `Label.scaleRange` are clamped to it; NaN, zero and negative values count as 1.
    public var scale: CGFloat = 1

    /// The scales a label measures and renders at: 0.1 to 16 pixels per point. Outside it, the
    /// pixel grid would round sizes to absurd values (at 10⁻⁹ every size becomes 10⁹ pt) or an
    /// image would need gigabytes.
    public static let scaleRange: ClosedRange<CGFloat> = 0.1...16

    /// `scale` with the documented clamp applied.
    public var resolvedScale: CGFloat { Label.clampedScale(Double(scale)) }

    /// `scale` clamped to `scaleRange`; NaN, zero and negative values count as 1.
    static func clampedScale(_ scale: Double) -> Double {
        guard !scale.isNaN, scale > 0 else { return 1 }
        return min(max(scale, scaleRange.lowerBound), scaleRange.upperBound)
    }

    /// Where the text block sits when drawn into a taller box (`render(width:height:)`, unless
    /// its options give another alignment than `.center`; `textOriginY`).
    public var verticalAlignment: VerticalAlignment = .center

    /// The cache that layouts are kept in and looked up from (`LayoutCache.shared` by
    /// default; nil lays out every time). Measuring the same label again is then a look-up.
    public var layoutCache: LayoutCache? = .shared

    // MARK: Measuring

    /// The size that fits the text in `size`, rounded up to the pixel grid of `scale`
    /// (docs/semantics.md §7). A width of 0 or less means unconstrained, as in UIKit.
    public func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .infinity
        let height = size.height > 0 ? size.height : .infinity
        return makeLayout(width: width, height: height, includesGlyphs: false, sizeOnly: true).sizeThatFits(scale: resolvedScale)
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: as many
    /// as `bounds` holds), as UILabel's `textRect(forBounds:limitedToNumberOfLines:)`: at the
    /// bounds' origin, the used size rounded up to the pixel grid of `scale`. A width or height
    /// of 0 or less (or NaN) is unconstrained; a height limits the lines shown as a box does.
    ///
    /// ```swift
    /// let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 300, height: 200), limitedToNumberOfLines: 2)
    /// ```
    public func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        // `size`, not `width`/`height`, which CGRect gives as absolute values.
        let width = bounds.size.width > 0 ? bounds.size.width : .infinity
        let height = bounds.size.height > 0 ? bounds.size.height : .infinity
        let size = makeLayout(width: width, height: height, includesGlyphs: false, sizeOnly: true, numberOfLines: numberOfLines)
            .sizeThatFits(scale: resolvedScale)
        let x = bounds.origin.x.isFinite ? bounds.origin.x : 0, y = bounds.origin.y.isFinite ? bounds.origin.y : 0
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The label's text laid out in `width` (and `height`, which limits the lines shown).
    public func layout(width: CGFloat, height: CGFloat = .infinity) -> TextLayout {
        makeLayout(width: width, height: height, includesGlyphs: true)
    }

    /// The label's text laid out, its lines without glyph runs when `includesGlyphs` is false:
    /// the same ranges, rectangles, baselines and ellipses in a fraction of the memory (what
    /// `linespace measure` prints without `--glyphs`).
    ///
    /// ```swift
    /// let lines = label.layout(width: 300, includesGlyphs: false).lines.map(\.range)
    /// ```
    public func layout(width: CGFloat, height: CGFloat = .infinity, includesGlyphs: Bool) -> TextLayout {
        makeLayout(width: width, height: height, includesGlyphs: includesGlyphs)
    }

    /// The layout `layout(width:height:includesGlyphs:)` gives, its lines built one at a time
    /// as they are read (`linespace measure --json` writes each as it is made): the same size,
    /// lines and fonts, without holding every line's glyph runs at once. A layout from a prefix
    /// (limited lines of a long text) or fitted by auto-shrink is built whole first; the
    /// streamed path does not go through the layout cache.
    package func streamedLayout(width: CGFloat, height: CGFloat = .infinity, includesGlyphs: Bool) -> StreamedLayout {
        let options = LayoutOptions(
            width: Double(width), height: Double(height), numberOfLines: numberOfLines, locale: locale, includesGlyphs: includesGlyphs)
        if let fitted = layoutFittingWidth(options: options) { return StreamedLayout(fitted) }
        // Limited lines or height: a few lines, or a prefix's (`PrefixLayout`), built whole.
        guard PrefixLayout.Request(options: options, fontSize: 0) == nil, let text = styledText() else {
            return StreamedLayout(makeLayout(width: width, height: height, includesGlyphs: includesGlyphs))
        }
        return Typesetter(text: text, options: options, paragraphs: paragraphStore(for: text)).streamed()
    }

    /// With `sizeOnly`, a layout without lines: its size and truncation only.
    /// `numberOfLines` replaces the label's for this layout (`textRect`).
    private func makeLayout(
        width: CGFloat, height: CGFloat, includesGlyphs: Bool, sizeOnly: Bool = false, numberOfLines: Int? = nil
    ) -> TextLayout {
        var options = LayoutOptions(
            width: Double(width), height: Double(height), numberOfLines: numberOfLines ?? self.numberOfLines, locale: locale,
            includesGlyphs: includesGlyphs)
        options.measuresSizeOnly = sizeOnly
        if let fitted = layoutFittingWidth(options: options) { return fitted }
        // A long plain text in limited lines: only a prefix is converted to UTF-16. (A short
        // one skips building the arguments.)
        if case .plain(let string) = content, string.utf8.count > PrefixLayout.threshold, let font, let prefixed = PrefixLayout.layout(
            of: string, attributes: defaultAttributes(font), paragraphStyle: labelParagraphStyle,
            language: { plainTextLanguage(string) }, options: options, typeset: { typeset($0, options: options) }) {
            return prefixed
        }
        guard let text = styledText() else {
            return TextLayout(lines: [], size: .zero, isTruncated: !(self.text?.isEmpty ?? true), width: width, fonts: [])
        }
        // A label measured again (a table's cell): its kept layout, before a prefix is planned.
        if let layoutCache, let kept = layoutCache.cachedLayout(for: text, options: options) { return kept }
        return PrefixLayout.layout(of: text, options: options) { laidOut in
            guard laidOut == text else { return typeset(laidOut, options: options) }
            // The paragraph store is asked for on a cache miss only.
            if let layoutCache {
                return layoutCache.layoutReportingExhaustion(for: text, options: options, paragraphs: paragraphStore(for: text))
            }
            return Typesetter(text: text, options: options, paragraphs: paragraphStore(for: text)).layout()
        }
    }

    /// `text` laid out through the label's layout cache, if any.
    private func typeset(_ text: StyledText, options: LayoutOptions) -> (layout: TextLayout, needsMoreText: Bool) {
        layoutCache?.layoutReportingExhaustion(for: text, options: options) ?? Typesetter(text: text, options: options).layout()
    }

    /// The attributes the label's own properties give its text.
    private func defaultAttributes(_ font: Font) -> TextAttributes {
        TextAttributes(font: font, color: textColor, letterSpacing: Double(letterSpacing), decoration: TextDecoration(shadow: shadow))
    }

    /// The language of plain `string` (the current text): its start's, found once per text.
    private func plainTextLanguage(_ string: String) -> String? {
        if let known = plainLanguage { return known }
        let language = DominantScript.language(of: string)
        plainLanguage = .some(language)
        return language
    }

    /// The engine's input for the current text, or nil when there is no text or no font.
    ///
    /// - Complexity: O(n) after a change of text, O(the text's attribute runs) after a change
    ///   of another property, then O(1).
    public func styledText() -> StyledText? {
        if let cached = cachedStyledText { return cached }
        var result: StyledText?
        if let content, let font {
            if contentUnits == nil {
                switch content {
                case .plain(let string):
                    // What `attributedText` describes, without building it: one piece.
                    contentUnits = AttributedUnits(plain: string)
                case .attributed(let attributed):
                    contentUnits = AttributedUnits(attributed.styledPieces)
                }
            }
            result = contentUnits?.styled(defaults: defaultAttributes(font), paragraphStyle: labelParagraphStyle)
        }
        cachedStyledText = .some(result)
        return result
    }

    /// The y at which a text block `textHeight` tall starts inside a box `boxHeight` tall.
    public func textOriginY(textHeight: CGFloat, boxHeight: CGFloat) -> CGFloat {
        verticalAlignment.originY(contentHeight: textHeight, boxHeight: boxHeight)
    }

    /// The y at which `layout` (this label's) starts inside a box `boxHeight` tall, by
    /// `verticalAlignment` and, for a line auto-shrink made smaller, `baselineAdjustment`;
    /// heights rounded up to the pixel grid of `scale`, as `render` places it (before it
    /// rounds the result to the grid).
    ///
    /// ```swift
    /// let layout = label.layout(width: 120)
    /// let y = label.textOriginY(of: layout, boxHeight: 40)
    /// ```
    public func textOriginY(of layout: TextLayout, boxHeight: CGFloat) -> CGFloat {
        baselineAdjustment.originY(of: layout, boxHeight: boxHeight, alignment: verticalAlignment, scale: resolvedScale)
    }
}
