// The command's own formatting, tested directly: JSON numbers and strings, terminal text.
import Foundation
import Testing
import LineSpaceText
@testable import linespace

@Suite struct OutputFormattingTests {
    @Test func jsonNeverHidesANonFiniteNumber() {
        // JSON numbers cannot be NaN or infinite: null says so, where 0 would be a lie.
        #expect(JSON.array([.number(.nan), .number(.infinity), .number(-.infinity), .number(1.5)]).text == "[null,null,null,1.5]")
        #expect(JSON.format(.infinity) == "inf" && JSON.format(-.infinity) == "-inf" && JSON.format(.nan) == "nan")
        #expect(JSON.format(24.616) == "24.616" && JSON.format(-0.0000001) == "0")
    }

    @Test func jsonStringsEscapeEveryControl() {
        #expect(JSON.string("a\u{1B}b\u{7F}c\u{9B}d\u{2028}e\u{202E}f\n").text == #""a\u001bb\u007fc\u009bd\u2028e\u202ef\n""#)
    }

    @Test func terminalTextShowsControlsEscaped() {
        #expect(TerminalText.escaped("a\u{1B}[31mb\tc\nd\u{9B}e\u{202E}f") == #"a\u{1B}[31mb\tc\nd\u{9B}e\u{202E}f"#)
        // Other scripts and emoji are kept as they are.
        #expect(TerminalText.escaped("如何 مرحبا 👨‍👩‍👧") == "如何 مرحبا 👨‍👩‍👧")
    }

    @Test func byteCountsParseAndPrint() {
        #expect(ByteCount.parse("65536") == 65_536 && ByteCount.parse("64K") == 65_536 && ByteCount.parse("64m") == 64 << 20)
        #expect(ByteCount.parse("1G") == 1 << 30)
        for bad in ["", "0", "-1", "1.5M", "M", "99999999999999999999", "9223372036854775807G", " 1"] {
            #expect(ByteCount.parse(bad) == nil, "\(bad)")
        }
        #expect(ByteCount.describe(64 << 20) == "64 MiB" && ByteCount.describe(10) == "10 bytes")
    }

    /// JSON numbers are printed as C's `%.6f` rounds them (whole millionths, `vsnprintf` near a
    /// tie), not through `String(format:)`; the digits must be the same.
    @Test func jsonNumbersHaveTheDigitsStringFormatGives() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, 1, -1, 0.5, 24.616, 19.72, 1e-7, 5e-7, 0.0000005, 0.0000015, 2.5e-6, 123456.0000005,
            -0.0000004, 1e15, 1e300, -1.7976931348623157e308, .leastNonzeroMagnitude, 289.99999949,
        ]
        for _ in 0..<2_000 {
            values.append(Double(bitPattern: random.next()))   // any finite double, every exponent
            values.append(Double(Int.random(in: -10_000_000...10_000_000, using: &random)) / 2_000_000)
        }
        for value in values where value.isFinite {
            var expected = String(format: "%.6f", value)
            while expected.hasSuffix("0") { expected.removeLast() }
            if expected.hasSuffix(".") { expected.removeLast() }
            if expected == "-0" { expected = "0" }
            #expect(JSON.format(value) == expected, "\(value)")
        }
    }

    /// `trimmingBlanks()` (markup attributes, option values) trims what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims: tabs and every Zs space, not line ends, one
    /// scalar at a time; but not U+200B, which Linux Foundation's set holds.
    @Test func trimmingBlanksMatchesFoundationsWhitespaces() {
        let alphabet: [String] = [
            " ", "\t", "\u{3000}", "\u{A0}", "\u{2009}", "\u{202F}", "\u{1680}", "\n", "\r", "\u{2028}", "\u{85}",
            "\u{B}", "\u{FEFF}", "a", "中", "\u{301}", "👍🏽", "-", "1",
        ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            #expect(text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map { $0.value })")
            let sub = text.dropFirst(text.isEmpty ? 0 : 1)
            #expect(sub.trimmingBlanks() == sub.trimmingCharacters(in: .whitespaces))
        }
        #expect("\u{200B}12\u{200B} ".trimmingBlanks() == "\u{200B}12\u{200B}")
        #expect(" \t\u{3000}\u{A0}12.5pt\u{2009}\t".trimmingBlanks() == "12.5pt" && " \t ".trimmingBlanks() == "")
    }
}
