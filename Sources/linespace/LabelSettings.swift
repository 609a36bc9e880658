// The shared options read once: everything a label is made with but its text.
import Foundation
import LineSpaceText

/// The style and box options of `--font`, `--size`, `--line-space` and the rest, read and
/// checked, without the text: `LabelSetup` makes a label from these and a `TextSource`, and a
/// JSON Lines batch reuses one for every request that gives the same options.
struct LabelSettings: Sendable {
    var font: Font
    /// Warnings for stderr (a substituted font family).
    var warnings: [String] = []
    /// The paragraph style, tab stops, break rules and hyphenation included.
    var style = ParagraphStyle()
    var lineSpace: CGFloat
    var lineHeight: CGFloat
    var letterSpacing: CGFloat
    var alignment: ParagraphAlignment
    var lineBreakMode: LineBreakMode
    var numberOfLines: Int
    var scale: CGFloat
    /// `--locale`; nil: the sample's locale for the sample, else derived from the text.
    var locale: String?
    /// `--min-scale`: auto-shrink down to this factor.
    var minimumScale: CGFloat?
    var tightens: Bool
    var shadow: TextShadow?
    var trimsPunctuation: Bool
    var lineBreakStrategy: LineBreakStrategy?
    var textWrap: TextWrap?
    /// `--markup`: the text is markup (docs/markup.md).
    var isMarkup: Bool
    var width: CGFloat
    var height: CGFloat

    /// Reads the options, in the order their errors are reported.
    ///
    /// - Throws: `UsageError` (exit 2) for a bad value, `RuntimeError` (exit 1) for no font.
    /// - Parameter fonts: fonts already looked up (a batch's), or nil to look the font up.
    init(_ arguments: Arguments, fonts: FontTable? = nil) throws {
        let family = arguments.string("font") ?? "Noto Sans CJK TC"
        guard !family.isEmpty else { throw UsageError(message: "--font: expected a family name, got ''") }
        // Sizes above Font.maximumSize clamp to it (README "Guarantees"), as in the library.
        let size = min(try arguments.positive("size") ?? 17, Font.maximumSize)
        let weight = try LabelSettings.weight(arguments)
        let isSubstitute: Bool
        do {
            if let fonts {
                let entry = try fonts.font(FontTable.Key(family: family, size: size, weight: weight))
                (font, isSubstitute) = (entry.font, entry.isSubstitute)
            } else {
                font = try Font(family: family, size: size, weight: weight)
                isSubstitute = font.isSubstitute
            }
        } catch {
            throw RuntimeError(message: "\(error)")
        }
        if isSubstitute {
            warnings.append("warning: font family \"\(family)\" not found; using \"\(font.resolvedFamily)\" (\(font.file))")
        }

        style.lineHeightMultiple = try arguments.nonNegative("line-height-multiple") ?? 0
        style.minimumLineHeight = try arguments.nonNegative("min-line-height") ?? 0
        style.maximumLineHeight = try arguments.nonNegative("max-line-height") ?? 0
        style.paragraphSpacing = try arguments.nonNegative("paragraph-spacing") ?? 0
        style.paragraphSpacingBefore = try arguments.nonNegative("paragraph-spacing-before") ?? 0
        style.firstLineHeadIndent = try arguments.nonNegative("first-line-indent") ?? 0
        style.headIndent = try arguments.nonNegative("head-indent") ?? 0
        style.tailIndent = try arguments.number("tail-indent") ?? 0
        style.baseWritingDirection = try arguments.choice("direction", [
            "natural": .natural, "ltr": .leftToRight, "rtl": .rightToLeft,
        ]) ?? .natural

        lineSpace = try arguments.nonNegative("line-space") ?? 10
        lineHeight = try arguments.nonNegative("line-height") ?? 0
        letterSpacing = try arguments.number("letter-spacing") ?? 0
        alignment = try arguments.choice("align", [
            "left": .left, "center": .center, "right": .right, "natural": .natural, "justified": .justified,
        ]) ?? .natural
        lineBreakMode = try arguments.choice("break", [
            "word": .byWordWrapping, "char": .byCharWrapping, "clip": .byClipping,
            "head": .byTruncatingHead, "tail": .byTruncatingTail, "middle": .byTruncatingMiddle,
        ]) ?? .byTruncatingTail
        numberOfLines = try arguments.count("lines") ?? 0
        scale = try arguments.number(
            "scale", in: Double(Label.scaleRange.lowerBound)...Double(Label.scaleRange.upperBound), expected: "a number from \(JSON.format(Label.scaleRange.lowerBound)) to \(JSON.format(Label.scaleRange.upperBound))") ?? 1
        if let locale = arguments.string("locale") {
            guard !locale.isEmpty else { throw UsageError(message: "--locale: expected a BCP 47 tag such as zh-Hant, got ''") }
            self.locale = locale
        }

        width = try LabelSettings.width(arguments)
        height = try arguments.positive("height") ?? .infinity

        if let list = arguments.string("tab-stops") {
            style.tabStops = try LabelSettings.tabStops(list)
        }
        if let scale = try arguments.number("min-scale", in: 0...1, expected: "a number > 0 and <= 1") {
            guard scale > 0 else { throw UsageError(message: "--min-scale: expected a number > 0 and <= 1, got '\(arguments.string("min-scale")!)'") }
            minimumScale = scale
        }
        tightens = arguments.flag("tighten")
        if let text = arguments.string("shadow") { shadow = try LabelSettings.shadow(text) }
        trimsPunctuation = arguments.flag("trim-punctuation")
        if let rules = try arguments.choice("break-rules", ["unicode": LineBreakRules.unicode, "web": .web]) {
            style.lineBreakRules = rules
        }
        lineBreakStrategy = try arguments.choice("break-strategy", [
            "standard": LineBreakStrategy.standard, "push-out": .pushOut, "hangul-word": .hangulWordPriority, "none": [],
        ])
        textWrap = try arguments.choice("wrap", ["greedy": TextWrap.greedy, "balance": .balance, "pretty": .pretty])
        if let factor = try arguments.number("hyphenate", in: 0...1, expected: "a number from 0 to 1") {
            style.hyphenationFactor = factor
        }
        isMarkup = arguments.flag("markup")
    }

    private static func width(_ arguments: Arguments) throws -> CGFloat {
        guard let text = arguments.string("width") else { return 300 }
        if ["inf", "infinity", "none"].contains(text.lowercased()) { return .infinity }
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw UsageError(message: "--width: expected a finite number > 0 or 'inf', got '\(text)'")
        }
        return value
    }

    private static func weight(_ arguments: Arguments) throws -> Font.Weight {
        guard let text = arguments.string("weight") else { return .regular }
        guard let weight = Font.Weight(parsing: text) else {
            throw UsageError(message: "--weight: expected \(Font.Weight.acceptedForms), got '\(text)'")
        }
        return weight
    }
}
