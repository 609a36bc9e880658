// Break rules (docs/semantics.md §4, "Break rules"): UAX #14 (`.unicode`) or browsers' (`.web`).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LineBreakRulesTests {
    func opportunities(_ text: String, _ rules: LineBreakRules) -> [Int] {
        BreakOpportunities(utf16: Array(text.utf16)[...], locale: nil, rules: rules).line.map(\.offset)
    }

    @Test func noBreakAfterASlashBeforeALetter() {
        // UAX #14 breaks after "/" (SY) before a letter; browsers keep GNU/Linux whole.
        #expect(opportunities("GNU/Linux is", .unicode) == [4, 10, 12])
        #expect(opportunities("GNU/Linux is", .web) == [10, 12])
        #expect(opportunities("see a/b/c", .web) == [4, 9])
    }

    @Test func aBreakAfterAHyphenBeforeADigit() {
        // LB25 keeps "2016-03-01" whole; browsers break after each hyphen.
        #expect(opportunities("2016-03-01 x", .unicode) == [11, 12])
        #expect(opportunities("2016-03-01 x", .web) == [5, 8, 11, 12])
        // Letters after a hyphen break in both.
        #expect(opportunities("foo-bar", .unicode) == [4, 7])
        #expect(opportunities("foo-bar", .web) == [4, 7])
    }

    @Test func aBreakAfterASpaceBeforePunctuation() {
        // LB13 forbids a break before "/" ":" "," "." "?" even after a space; browsers break.
        for mark in [":", ",", "."] {
            #expect(opportunities("ab \(mark)cd", .unicode) == [6], "\(mark)")
            #expect(opportunities("ab \(mark)cd", .web) == [3, 6], "\(mark)")
        }
        // UAX #14 also breaks after "/" and "?" before a letter; browsers after "?" only.
        #expect(opportunities("ab /cd", .unicode) == [4, 6])
        #expect(opportunities("ab /cd", .web) == [3, 6])
        #expect(opportunities("ab ?cd", .unicode) == [4, 6])
        #expect(opportunities("ab ?cd", .web) == [3, 4, 6])
    }

    @Test func aBreakAfterAHebrewHyphenOrMaqaf() {
        // LB21a: no break after a Hebrew letter and a hyphen; browsers break there.
        #expect(opportunities("שלום-עולם", .unicode) == [9])
        #expect(opportunities("שלום-עולם", .web) == [5, 9])
        #expect(opportunities("בית\u{05BE}ספר", .unicode) == [7])
        #expect(opportunities("בית\u{05BE}ספר", .web) == [4, 7])
    }

    @Test func openingBracketsAfterPunctuation() {
        // The ASCII table: "(" may start a line after "." or ")" but not after a letter.
        #expect(WebLineBreaking.asciiPairBreaks(0x2E, 0x28))
        #expect(WebLineBreaking.asciiPairBreaks(0x29, 0x5B))
        #expect(!WebLineBreaking.asciiPairBreaks(0x61, 0x28))
        #expect(!WebLineBreaking.asciiPairBreaks(0x2F, 0x61))
        #expect(!WebLineBreaking.asciiPairBreaks(0x2B, 0x2B))
        #expect(WebLineBreaking.asciiPairBreaks(0x3F, 0x24))
        #expect(!WebLineBreaking.asciiPairBreaks(0x2D, 0x24))
    }

    @Test func mandatoryBreaksAndOtherScriptsAreUntouched() {
        #expect(opportunities("a/b\nc/d", .web) == [4, 7])
        #expect(opportunities("如何讓你", .web) == opportunities("如何讓你", .unicode))
    }

    @Test func linesFollowTheRules() {
        // DejaVu Sans Mono 16: 9.6328125 pt per character; 6 characters fit 58 pt.
        let font = Fixtures.mono()
        var web = ParagraphStyle()
        web.lineBreakRules = .web
        let unicode = Fixtures.layout("foo GNU/Linux", font: font, width: 58)
        #expect(unicode.nsRanges == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 4), NSRange(location: 8, length: 5)])
        // No break after "/": "GNU/Linux" is one word, wider than the line, cut between clusters.
        let browser = Fixtures.layout("foo GNU/Linux", font: font, style: web, width: 58)
        #expect(browser.nsRanges == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 6), NSRange(location: 10, length: 3)])
    }

    @Test func unicodeIsTheDefault() {
        #expect(ParagraphStyle().lineBreakRules == .unicode)
    }
}
