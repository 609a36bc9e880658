// The command's own formatting, tested directly: JSON numbers and strings, terminal text.
import Testing
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
}
