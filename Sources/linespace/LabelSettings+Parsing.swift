// The option values that have a syntax of their own: shadows and tab stops.
import Foundation
import LineSpaceText

extension LabelSettings {
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
                    "--tab-stops: '\(part)' is not a tab stop (expected points from 0 to \(Int(ParagraphStyle.maximumLength)) with an "
                    + "optional l, r, c or d: e.g. 50,120r,200c,300d)")
            }
            stops.append(TextTab(alignment, location: location))
        }
        return stops
    }
}
