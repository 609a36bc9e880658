// Markup's value syntaxes, as Pango reads them: lengths, sizes, opacities and weights.
import Foundation

/// Readers for `<span>` attribute values; each throws the message markup reports.
enum MarkupValues {
    /// The largest `letter_spacing`, `rise` or total `baseline_shift`, in points.
    static let maximumLength = 1_000.0

    /// A font size within `Font`'s range (relative sizes can leave it).
    static func clampedSize(_ points: Double) -> Double { min(max(points, Font.minimumSize), Font.maximumSize) }

    /// A plain decimal, optionally negative ("12", "-0.5", "12.5"): not "+1", "0x1E", "1e1" or "inf",
    /// which `Double()` would also read.
    static func decimal(_ text: Substring) -> Double? {
        let body = text.hasPrefix("-") ? text.dropFirst() : text
        guard !body.isEmpty, body != ".", body.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
              body.filter({ $0 == "." }).count <= 1, let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// Pango's integers: an optional '-' and digits.
    private static func integer(_ text: Substring) -> Double? {
        let body = text.hasPrefix("-") ? text.dropFirst() : text
        guard !body.isEmpty, body.count <= 15, body.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Double(text)
    }

    /// A length as Pango writes `letter_spacing`, `rise` and `baseline_shift`: a whole number of
    /// Pango units (1024ths of a point), or points with a `pt` suffix. In points.
    static func length(_ value: String, attribute: String) throws(MarkupValueError) -> Double {
        let text = Substring(value.trimmingBlanks())
        let points: Double
        if text.hasSuffix("pt") {
            guard let parsed = decimal(text.dropLast(2)) else {
                throw MarkupValueError("\(attribute): expected points such as 1.5pt, got '\(value)'")
            }
            points = parsed
        } else if let units = integer(text) {
            points = units / 1024
        } else if decimal(text) != nil {
            throw MarkupValueError(
                "\(attribute): a number without 'pt' counts Pango units, 1024ths of a point, and is whole (512 = 0.5 pt); write points as \(text)pt, got '\(value)'")
        } else {
            throw MarkupValueError("\(attribute): expected 1024ths of a point (512) or points (0.5pt), got '\(value)'")
        }
        guard abs(points) <= maximumLength else {
            throw MarkupValueError("\(attribute): expected at most \(Int(maximumLength)) pt either way, got '\(value)'")
        }
        return points
    }

    /// Pango's absolute size names, as steps of `MarkupStyle.sizeStep` from the base size.
    static let absoluteSizes: [String: Double] = [
        "xx-small": -3, "x-small": -2, "small": -1, "medium": 0, "large": 1, "x-large": 2, "xx-large": 3,
    ]

    /// A `size`: 1024ths of a point, points (`12.5pt`), a percentage of the size in force,
    /// `xx-small`…`xx-large` (the base font's size scaled by 1.2 per step, medium = base), or
    /// `smaller` / `larger` (the size in force ÷ or × 1.2). In points.
    static func size(_ value: String, attribute: String, current: Double, base: Double) throws(MarkupValueError) -> Double {
        let text = Substring(value.trimmingBlanks().lowercased())
        let usage = "\(attribute): expected 1024ths of a point (12800), points (12.5pt), a percentage (150%), xx-small…xx-large, smaller or larger, got '\(value)'"
        func absolute(_ points: Double?) throws(MarkupValueError) -> Double {
            guard let points, points > 0 else { throw MarkupValueError(usage) }
            guard points <= Font.maximumSize else {
                throw MarkupValueError("\(attribute): expected at most \(Int(Font.maximumSize)) pt, got '\(value)'")
            }
            return clampedSize(points)
        }
        if let step = absoluteSizes[String(text)] { return clampedSize(base * pow(MarkupStyle.sizeStep, step)) }
        switch text {
        case "smaller": return clampedSize(current / MarkupStyle.sizeStep)
        case "larger": return clampedSize(current * MarkupStyle.sizeStep)
        default: break
        }
        if text.hasSuffix("%") {
            guard let percent = decimal(text.dropLast()), percent > 0 else { throw MarkupValueError(usage) }
            return clampedSize(current * percent / 100)
        }
        if text.hasSuffix("pt") { return try absolute(decimal(text.dropLast(2))) }
        if let units = integer(text) { return try absolute(units / 1024) }
        if decimal(text) != nil {
            throw MarkupValueError(
                "\(attribute): a number without 'pt' counts 1024ths of a point and is whole (12800 = 12.5 pt); write points as \(text)pt, got '\(value)'")
        }
        throw MarkupValueError(usage)
    }

    /// An opacity as Pango writes `alpha`: 1…65536 (65536 opaque) or a percentage.
    static func alpha(_ value: String, attribute: String) throws(MarkupValueError) -> Double {
        let text = Substring(value.trimmingBlanks())
        if text.hasSuffix("%"), let percent = decimal(text.dropLast()), (0...100).contains(percent) { return percent / 100 }
        if let units = integer(text), (1...65536).contains(units) { return units / 65536 }
        throw MarkupValueError("\(attribute): expected 1…65536 (65536 is opaque) or a percentage (50%), got '\(value)'")
    }

    /// Pango's weight names, with Pango's values (its `heavy` is 900, `ultrabold` 800).
    static let weightNames: [String: Int] = [
        "thin": 100, "ultralight": 200, "light": 300, "semilight": 350, "book": 380, "normal": 400, "regular": 400,
        "medium": 500, "semibold": 600, "bold": 700, "ultrabold": 800, "heavy": 900, "black": 900, "ultraheavy": 1000,
    ]

    /// A `weight`: a Pango name or a number 1…1000.
    static func weight(_ value: String, attribute: String) throws(MarkupValueError) -> Font.Weight {
        let text = value
        if let named = weightNames[text.lowercased()] { return Font.Weight(rawValue: named) }
        if text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text), (1...1000).contains(number) {
            return Font.Weight(rawValue: number)
        }
        throw MarkupValueError(
            "\(attribute): expected 1…1000 or thin|ultralight|light|semilight|book|normal|medium|semibold|bold|ultrabold|heavy|ultraheavy, got '\(value)'")
    }
}
