// linespace-bench: how often our line count equals Pango's.
import Foundation
import LineSpaceText

extension Bench {
    /// How often our line count equals Pango's over the corpus at the three measure widths;
    /// notes a few differences.
    mutating func lineCountAgreement() -> Double? {
        guard let pango else { return nil }
        log("line-count agreement")
        var equal = 0, total = 0
        var differences: [String] = []
        for width in [200.0, 320.0, 600.0] {
            for entry in entries {
                let ourLines = ours.lines(entry.text, width: CGFloat(width))
                let pangoLines = pango.lines(entry.text, width: width)
                total += 1
                if ourLines.count == pangoLines.count {
                    equal += 1
                } else if differences.count < options.differences * 50 {
                    differences.append(describe(entry, width: width, ours: ourLines, pango: pangoLines))
                }
            }
        }
        // The truncation workloads do equal work only if both engines stop at the same number
        // of lines (Pango is given a height of exactly that many lines).
        var truncatedEqual = 0, truncatedTotal = 0
        for (width, lines) in [(200.0, 1), (320.0, 2)] {
            for entry in entries {
                truncatedTotal += 1
                if ours.truncate(entry.text, width: CGFloat(width), lines: lines)
                    == pango.truncate(entry.text, width: width, lines: lines) { truncatedEqual += 1 }
            }
        }
        notes.append(String(
            format: "truncation workloads: equal line counts for %.2f%% of %d labels", 100 * Double(truncatedEqual) / Double(max(1, truncatedTotal)), truncatedTotal))
        if !differences.isEmpty {
            // A spread of examples rather than the first few of one file.
            let step = max(1, differences.count / options.differences)
            notes.append("\nline-count differences (\(total - equal) of \(total)); some of them:")
            notes += stride(from: 0, to: differences.count, by: step).prefix(options.differences).map { differences[$0] }
        }
        return total == 0 ? nil : Double(equal) / Double(total)
    }

    func describe(_ entry: CorpusEntry, width: Double, ours: [NSRange], pango: [Range<Int>]) -> String {
        let utf8 = Array(entry.text.utf8)
        let ourTexts = ours.map { range in
            String(decoding: entry.utf16[range.location..<(range.location + range.length)], as: UTF16.self)
        }
        let pangoTexts = pango.map { String(decoding: utf8[$0], as: UTF8.self) }
        var first = 0
        while first < min(ourTexts.count, pangoTexts.count),
              ourTexts[first].trimmingCharacters(in: .whitespacesAndNewlines)
                == pangoTexts[first].trimmingCharacters(in: .whitespacesAndNewlines) {
            first += 1
        }
        func show(_ lines: [String]) -> String {
            lines[first..<min(lines.count, first + 2)].map { "«\($0)»" }.joined(separator: " / ")
        }
        return "- \(entry.label) at width \(Int(width)): ours \(ours.count) lines, Pango \(pango.count); "
            + "first different line \(first + 1): ours \(show(ourTexts)), Pango \(show(pangoTexts))"
    }
}
