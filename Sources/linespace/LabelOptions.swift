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
        let source = try TextSource(arguments, limit: LabelSetup.inputLimit(arguments))
        try self.init(source, LabelSettings(arguments, fonts: fonts))
    }

    /// A label of `source`'s text in `settings`.
    ///
    /// - Throws: `UsageError` for bad markup (with its line and column).
    init(_ source: TextSource, _ settings: LabelSettings) throws {
        warnings = settings.warnings
        if let note = source.note { warnings.append(note) }
        textSource = source.name
        width = settings.width
        height = settings.height
        label = Label()
        label.font = settings.font
        label.paragraphStyle = settings.style
        label.lineSpace = settings.lineSpace
        label.lineHeight = settings.lineHeight
        label.letterSpacing = settings.letterSpacing
        label.textAlignment = settings.alignment
        label.lineBreakMode = settings.lineBreakMode
        label.numberOfLines = settings.numberOfLines
        label.scale = settings.scale
        label.locale = settings.locale ?? (source.isSample ? sampleLocale : nil)
        if let scale = settings.minimumScale {
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = scale
        }
        label.allowsDefaultTighteningForTruncation = settings.tightens
        label.shadow = settings.shadow
        if settings.trimsPunctuation { label.punctuationTrimming = .normal }
        if let strategy = settings.lineBreakStrategy { label.lineBreakStrategy = strategy }
        if let wrap = settings.textWrap { label.textWrap = wrap }
        label.text = source.text
        if settings.isMarkup { try applyMarkup(font: settings.font) }
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
}

extension LabelSetup {
    /// Makes the label's text the markup it holds (`--markup`), in `font` by default.
    ///
    /// - Throws: `UsageError` for bad markup, with its line and column.
    mutating func applyMarkup(font: Font) throws {
        let source = textSource
        let pieces: [StyledPiece]
        do {
            var parser = MarkupParser(markup: label.text ?? "", baseFont: font)
            pieces = try parser.parse()
        } catch let error as MarkupError {
            throw UsageError(message: "\(source): bad markup at line \(error.line), column \(error.column): \(error.message)")
        }
        label.attributedText = AttributedString(pieces: pieces)
        // A family fontconfig substituted, named once, as for --font.
        var named = Set<String>()
        for piece in pieces {
            guard let used = piece.overrides.font, used.isSubstitute, named.insert(used.family).inserted else { continue }
            warnings.append("warning: markup font family \"\(used.family)\" not found; using \"\(used.resolvedFamily)\" (\(used.file))")
        }
    }
}
