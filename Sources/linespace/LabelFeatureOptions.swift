// The options for UILabel parity: markup text, auto-shrink and custom tab stops.
import Foundation
import LineSpaceText

extension LabelSetup {
    /// Applies `--markup`, `--min-scale`, `--tighten` and `--tab-stops` to the label the other
    /// options made.
    ///
    /// - Throws: `UsageError` for bad markup (with its line and column), scale or stops.
    mutating func applyFeatures(_ arguments: Arguments) throws {
        if let list = arguments.string("tab-stops") {
            label.paragraphStyle.tabStops = try LabelSetup.tabStops(list)
        }
        if let scale = try arguments.number("min-scale", in: 0...1, expected: "a number > 0 and <= 1") {
            guard scale > 0 else { throw UsageError(message: "--min-scale: expected a number > 0 and <= 1, got '\(arguments.string("min-scale")!)'") }
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = scale
        }
        label.allowsDefaultTighteningForTruncation = arguments.flag("tighten")
        if let text = arguments.string("shadow") { label.shadow = try LabelSetup.shadow(text) }
        if arguments.flag("trim-punctuation") { label.punctuationTrimming = .normal }
        if let rules = try arguments.choice("break-rules", ["unicode": LineBreakRules.unicode, "web": .web]) {
            label.paragraphStyle.lineBreakRules = rules
        }
        if let strategy = try arguments.choice("break-strategy", [
            "standard": LineBreakStrategy.standard, "push-out": .pushOut, "hangul-word": .hangulWordPriority, "none": [],
        ]) {
            label.lineBreakStrategy = strategy
        }
        if let wrap = try arguments.choice("wrap", ["greedy": TextWrap.greedy, "balance": .balance, "pretty": .pretty]) {
            label.textWrap = wrap
        }
        if let factor = try arguments.number("hyphenate", in: 0...1, expected: "a number from 0 to 1") {
            label.paragraphStyle.hyphenationFactor = factor
        }
        if arguments.flag("markup"), let font = label.font {
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

    /// Parses `DX,DY[,BLUR[,COLOR]]`.
    ///
    /// - Throws: `UsageError` naming the bad part.
    static func shadow(_ text: String) throws -> TextShadow {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
        let usage = "--shadow: expected DX,DY[,BLUR[,#RRGGBB[AA]]] (e.g. 0,2,4,#00000080), got '\(text)'"
        guard (2...4).contains(parts.count) else { throw UsageError(message: usage) }
        let numbers = parts.prefix(3).map { Double($0) }
        guard numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else { throw UsageError(message: usage) }
        let blur = numbers.count > 2 ? numbers[2]! : 0
        guard blur >= 0 else { throw UsageError(message: "--shadow: the blur must be >= 0, got '\(parts[2])'") }
        var color = TextShadow.defaultColor
        if parts.count == 4 {
            do { color = try Color(css: parts[3]) } catch {
                throw UsageError(message: "--shadow: \(error.localizedDescription)")
            }
        }
        return TextShadow(offset: CGSize(width: numbers[0]!, height: numbers[1]!), blurRadius: blur, color: color)
    }

    /// Parses `50,120r,200c,300d`: locations in points, each with an optional alignment letter.
    ///
    /// - Throws: `UsageError` naming the bad stop.
    static func tabStops(_ list: String) throws -> [TextTab] {
        let alignments: [Character: TextTab.Alignment] = ["l": .left, "r": .right, "c": .center, "d": .decimal]
        var stops: [TextTab] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            var text = part.trimmingBlanks().lowercased()
            var alignment = TextTab.Alignment.left
            if let last = text.last, let named = alignments[last] {
                alignment = named
                text.removeLast()
            }
            guard let location = Double(text), location.isFinite, location >= 0, location <= ParagraphStyle.maximumLength else {
                throw UsageError(message:
                    "--tab-stops: '\(part)' is not a tab stop (expected points >= 0 with an optional l, r, c or d: e.g. 50,120r,200c,300d)")
            }
            stops.append(TextTab(alignment, location: location))
        }
        return stops
    }
}
