// libFuzzer target: input bytes choose the text, the style numbers, the width, the number of
// lines and the line-break mode; the layout's invariants must hold for every input.
// Built and run by scripts/fuzz.sh (not by SwiftPM: libFuzzer brings its own main).
import Foundation
import LineSpaceText

/// Reads the fuzzer's bytes as numbers and text.
struct ByteReader {
    var bytes: [UInt8]
    var index = 0

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A number that is often hostile: NaN, ±∞, negative, zero, huge, or an ordinary value.
    mutating func number(scale: Double) -> Double {
        switch byte() % 10 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return -Double(byte()) * scale / 64
        case 4: return 0
        case 5: return 1e12
        default: return Double(UInt16(byte()) << 8 | UInt16(byte())) * scale / 65_535
        }
    }

    /// The rest as UTF-16 units (lone surrogates included), mixed with common separators.
    mutating func utf16() -> [UInt16] {
        var units: [UInt16] = []
        while index + 1 < bytes.count {
            let unit = UInt16(byte()) << 8 | UInt16(byte())
            switch unit % 16 {
            case 0: units.append(0x20)
            case 1: units.append(0x0A)
            case 2: units.append(0x4E00 + unit % 200)   // Han
            case 3: units.append(0x61 + unit % 26)      // a–z
            default: units.append(unit)
            }
        }
        return units
    }
}

enum Fuzz {
    static let fonts: [Font] = ["DejaVu Sans", "Noto Sans CJK SC", "DejaVu Sans Mono"].compactMap {
        try? Font(family: $0, size: 17)
    }

    static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("invariant violated: \(message())") }
    }

    static func run(_ data: [UInt8]) {
        var reader = ByteReader(bytes: data)
        let font = fonts[Int(reader.byte()) % fonts.count]
        let size = reader.number(scale: 200)
        let sized = (try? font.withSize(size)) ?? font
        let style = ParagraphStyle(
            lineSpacing: reader.number(scale: 50), lineHeightMultiple: reader.number(scale: 4),
            minimumLineHeight: reader.number(scale: 80), maximumLineHeight: reader.number(scale: 80),
            lineHeight: reader.number(scale: 80), paragraphSpacing: reader.number(scale: 40),
            paragraphSpacingBefore: reader.number(scale: 40), firstLineHeadIndent: reader.number(scale: 100),
            headIndent: reader.number(scale: 100), tailIndent: reader.number(scale: 200) - 100,
            alignment: TextAlignment.allCases[Int(reader.byte()) % TextAlignment.allCases.count],
            lineBreakMode: LineBreakMode.allCases[Int(reader.byte()) % LineBreakMode.allCases.count])
        let width = reader.number(scale: 600)
        let height = reader.number(scale: 600)
        let numberOfLines = Int(Int8(bitPattern: reader.byte())) % 8
        let letterSpacing = reader.number(scale: 20) - 5
        let units = reader.utf16()

        let text = StyledText(utf16: units, runs: [.init(
            range: 0..<units.count, attributes: TextAttributes(font: sized, letterSpacing: letterSpacing),
            paragraphStyle: style)])
        let layout = TextLayout(text: text, options: LayoutOptions(width: width, height: height, numberOfLines: numberOfLines))
        if ProcessInfo.processInfo.environment["FUZZ_DEBUG"] != nil {
            var report = "\(sized) \(style) width \(width) height \(height) lines \(numberOfLines) k \(letterSpacing)\n"
            report += units.map { String($0, radix: 16) }.joined(separator: " ") + "\n"
            for line in layout.lines { report += "\(line.ranges) \(line.rect) \(line.availableWidth) \(line.hasEllipsis)\n" }
            FileHandle.standardError.write(Data(report.utf8))
        }

        check(layout.size.width.isFinite && layout.size.height.isFinite, "size \(layout.size)")
        if numberOfLines > 0 { check(layout.lines.count <= numberOfLines, "\(layout.lines.count) lines > \(numberOfLines)") }
        var cursor = 0
        for line in layout.lines {
            check(line.rect.minX.isFinite && line.rect.minY.isFinite && line.rect.width.isFinite
                  && line.rect.height.isFinite && line.baseline.isFinite, "NaN in line \(line.rect)")
            for range in line.ranges {
                check(range.location >= cursor && range.location + range.length <= units.count, "range \(range) after \(cursor)")
                cursor = range.location + range.length
            }
            for run in line.glyphRuns {
                check(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "NaN glyph position")
            }
            if line.rect.width > line.availableWidth + 1e-6 {
                var clusters = line.hasEllipsis ? 1 : 0
                for range in line.ranges {
                    let piece = units[range.location..<(range.location + range.length)]
                    clusters += TextSegmentation.graphemeClusterCount(Array(piece))
                }
                check(clusters <= 1, "line \(line.ranges) \(line.rect.width) wider than \(line.availableWidth)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    Fuzz.run(Array(UnsafeBufferPointer(start: data, count: min(size, 4096))))
    return 0
}
