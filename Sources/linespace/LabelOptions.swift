// The options every command shares: the text, its style and the box it is laid out in.
import Foundation
import LineSpaceText

/// The sample sentence of docs/semantics.md §3.
let sampleText = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣"
/// The sample sentence's language. It is Traditional Chinese, which a Han-only text's derived
/// language (zh-Hans, docs/semantics.md §4) does not say: without it, the font's `locl` feature
/// gives ，and 。 their Simplified, bottom-left forms. Only the sample gets it; a text the user
/// gives keeps the derived language unless `--locale` is given.
let sampleLocale = "zh-Hant"

/// What the shared options describe: a configured label and the box to lay it out in.
struct LabelSetup {
    var label: Label
    var width: CGFloat
    var height: CGFloat
    /// Warnings for stderr (a substituted font family).
    var warnings: [String]
    /// What messages call the text's source (`--text`, `standard input`, a path).
    var textSource: String

    /// Builds the label the options describe.
    ///
    /// - Throws: `UsageError` (exit 2) for a bad value, `RuntimeError` (exit 1) for an
    ///   unreadable text file or no font at all.
    ///
    /// - Parameter fonts: fonts already looked up (a batch's), or nil to look the font up.
    init(_ arguments: Arguments, fonts: FontTable? = nil) throws {
        warnings = []
        let limit = try LabelSetup.inputLimit(arguments)
        let source = try TextSource(arguments, limit: limit)
        if let note = source.note { warnings.append(note) }
        let text = source.text
        let isSample = source.isSample
        textSource = source.name

        let family = arguments.string("font") ?? "Noto Sans CJK TC"
        guard !family.isEmpty else { throw UsageError(message: "--font: expected a family name, got ''") }
        // Sizes above Font.maximumSize clamp to it (README "Guarantees"), as in the library.
        let size = min(try arguments.positive("size") ?? 17, Font.maximumSize)
        let weight = try LabelSetup.weight(arguments)
        let font: Font
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

        var style = ParagraphStyle()
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

        let label = Label()
        label.font = font
        label.paragraphStyle = style
        label.lineSpace = try arguments.nonNegative("line-space") ?? 10
        label.lineHeight = try arguments.nonNegative("line-height") ?? 0
        label.letterSpacing = try arguments.number("letter-spacing") ?? 0
        label.textAlignment = try arguments.choice("align", [
            "left": .left, "center": .center, "right": .right, "natural": .natural, "justified": .justified,
        ]) ?? .natural
        label.lineBreakMode = try arguments.choice("break", [
            "word": .byWordWrapping, "char": .byCharWrapping, "clip": .byClipping,
            "head": .byTruncatingHead, "tail": .byTruncatingTail, "middle": .byTruncatingMiddle,
        ]) ?? .byTruncatingTail
        label.numberOfLines = try arguments.count("lines") ?? 0
        label.scale = try arguments.number(
            "scale", in: Double(Label.scaleRange.lowerBound)...Double(Label.scaleRange.upperBound), expected: "a number from \(JSON.format(Label.scaleRange.lowerBound)) to \(JSON.format(Label.scaleRange.upperBound))") ?? 1
        if let locale = arguments.string("locale") {
            guard !locale.isEmpty else { throw UsageError(message: "--locale: expected a BCP 47 tag such as zh-Hant, got ''") }
            label.locale = locale
        } else if isSample {
            label.locale = sampleLocale
        }
        label.text = text
        self.label = label

        width = try LabelSetup.width(arguments)
        if let height = try arguments.positive("height") {
            self.height = height
        } else {
            self.height = .infinity
        }
        try applyFeatures(arguments)
    }

    /// `--max-input`, or its default.
    static func inputLimit(_ arguments: Arguments) throws -> Int {
        guard let given = arguments.string("max-input") else { return TextInput.defaultLimit }
        guard let parsed = ByteCount.parse(given) else {
            throw UsageError(message: "--max-input: expected a whole number of bytes > 0, optionally with K, M or G (e.g. 64M), got '\(given)'")
        }
        return parsed
    }

    /// `--widths`: one or more widths, each a finite number > 0 or `inf`; nil when not given.
    static func widths(_ arguments: Arguments) throws -> [CGFloat]? {
        guard let text = arguments.string("widths") else { return nil }
        if arguments.has("width") { throw UsageError(message: "--width and --widths cannot be used together") }
        var list: [CGFloat] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = part.trimmingBlanks()
            if ["inf", "infinity", "none"].contains(word.lowercased()) { list.append(.infinity); continue }
            guard let value = Double(word), value.isFinite, value > 0 else {
                throw UsageError(message: "--widths: expected comma-separated widths > 0 or inf (e.g. 200,320,480), got '\(text)'")
            }
            list.append(value)
        }
        guard list.count <= maximumWidths else {
            throw UsageError(message: "--widths: expected at most \(maximumWidths) widths, got \(list.count)")
        }
        return list
    }

    /// The most widths one `--widths` lays out.
    static let maximumWidths = 64

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
