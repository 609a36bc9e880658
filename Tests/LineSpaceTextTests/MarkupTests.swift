// Markup: elements and entities into AttributedString runs; errors with line and column.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Markup")
struct MarkupTests {
    static let base = Fixtures.dejaVu(17)

    static func runs(_ markup: String) throws -> [(String, AttributeContainer)] {
        let text = try AttributedString(markup: markup, baseFont: base)
        return text.runs.map { (String(text[$0.range].characters), $0.attributes) }
    }

    static func error(_ markup: String) -> MarkupError? {
        do {
            _ = try AttributedString(markup: markup, baseFont: base)
            return nil
        } catch let error as MarkupError {
            return error
        } catch {
            return nil
        }
    }

    @Test("plain text is one run in the base font, no other keys")
    func plain() throws {
        let runs = try MarkupTests.runs("Hello, world")
        #expect(runs.count == 1)
        #expect(runs[0].0 == "Hello, world")
        #expect(runs[0].1.textFont == Self.base)
        #expect(runs[0].1.textColor == nil)
    }

    @Test("b, i, u, s nest and restore")
    func tags() throws {
        let runs = try MarkupTests.runs("a<b>b<i>c</i></b><u>d<s>e</s></u>f")
        #expect(runs.map(\.0) == ["a", "b", "c", "d", "e", "f"])
        #expect(runs.map { $0.1.textFont?.weight } == [.regular, .bold, .bold, .regular, .regular, .regular])
        #expect(runs.map { $0.1.textFont?.isItalic } == [false, false, true, false, false, false])
        #expect(runs.map { $0.1.textUnderline } == [nil, nil, nil, TextLine(), TextLine(), nil])
        #expect(runs.map { $0.1.textStrikethrough } == [nil, nil, nil, nil, TextLine(), nil])
        #expect(runs[1].1.textFont?.resolvedFamily == "DejaVu Sans")
        #expect(runs[1].1.textFont?.file.hasSuffix("DejaVuSans-Bold.ttf") == true)
    }

    @Test("span attributes set the keys they name")
    func span() throws {
        let runs = try MarkupTests.runs(
            "<span font='DejaVu Sans Mono' size=\"20pt\" color='#D00000' background='#FFE06680' letter_spacing='1536' "
                + "underline='double' underline_color='#0000FF' strikethrough='true' strikethrough_color='#00FF00' weight='600' style='italic'>x</span>y")
        #expect(runs.count == 2)
        let x = runs[0].1
        #expect(x.textFont?.family == "DejaVu Sans Mono")
        #expect(x.textFont?.size == 20)
        #expect(x.textFont?.weight == Font.Weight(rawValue: 600))
        #expect(x.textFont?.isItalic == true)
        #expect(x.textColor == Color(rgb: 0xD00000))
        #expect(x.textBackgroundColor == Color(rgb: 0xFFE066, alpha: Double(0x80) / 255))
        #expect(x.textLetterSpacing == 1.5)
        #expect(x.textUnderline == TextLine(.double, color: Color(rgb: 0x0000FF)))
        #expect(x.textStrikethrough == TextLine(.single, color: Color(rgb: 0x00FF00)))
        #expect(runs[1].1.textFont == Self.base)
        #expect(runs[1].1.textColor == nil)
        // A colour set on an outer span colours a line turned on inside it.
        let inner = try MarkupTests.runs("<span underline_color='#0000FF'><u>u</u></span>")
        #expect(inner[0].1.textUnderline == TextLine(.single, color: Color(rgb: 0x0000FF)))
    }

    @Test("entities, named and numeric, in text and in values")
    func entities() throws {
        let text = try AttributedString(markup: "&lt;a&gt; &amp; &quot;&apos; &#233;&#xE9;&#x1F600;", baseFont: Self.base)
        #expect(String(text.characters) == "<a> & \"' éé😀")
        let runs = try MarkupTests.runs("<span font='DejaVu&#32;Sans'>x</span>")
        #expect(runs[0].1.textFont?.family == "DejaVu Sans")
    }

    @Test("newlines and spaces are text; positions count lines")
    func multiline() throws {
        let text = try AttributedString(markup: "one\n<b>two</b>\n  three", baseFont: Self.base)
        #expect(String(text.characters) == "one\ntwo\n  three")
        #expect(MarkupTests.error("one\ntwo <x>")?.description == "2:5: unknown tag <x> (known: b, big, i, markup, s, small, span, sub, sup, tt, u)")
    }

    @Test("errors carry line and column", arguments: [
        ("<b>bold", "1:8: <b> opened at 1:1 is not closed"),
        ("a</b>", "1:2: </b> closes nothing"),
        ("<b><i>x</b></i>", "1:8: </b> does not match <i> opened at 1:4"),
        ("a < b", "1:3: '<' does not start a tag (write &lt; for a literal <)"),
        ("fish & chips", "1:6: '&' does not start an entity (write &amp; for a literal &)"),
        ("x &nbsp; y", "1:3: unknown entity &nbsp; (known: &amp; &lt; &gt; &quot; &apos; &#N; &#xN;)"),
        ("&#xD800;", "1:1: &#xD800; is not a Unicode scalar value"),
        ("\n\n  <span colour='#fff'>x</span>", "3:9: unknown <span> attribute 'colour' (supported: font, font_desc, font_family, family, face, font_size, size, font_style, style, font_weight, weight, font_variant, variant, font_stretch, stretch, foreground, fgcolor, color, background, bgcolor, alpha, fgalpha, background_alpha, bgalpha, underline, underline_color, strikethrough, strikethrough_color, rise, baseline_shift, letter_spacing, fallback)"),
        ("<span color='grene'>x</span>", "1:7: color: 'grene' is not a colour: unknown colour name 'grene' (a CSS named colour such as red or rebeccapurple, #rrggbb, or rgb())"),
        ("<span size='-3'>x</span>", "1:7: size: expected 1024ths of a point (12800), points (12.5pt), a percentage (150%), xx-small…xx-large, smaller or larger, got '-3'"),
        ("<span size=12>x</span>", "1:12: expected a quoted value for size"),
        ("<b class='x'>x</b>", "1:4: <b> takes no attributes (use <span class=…>)"),
        ("<span color='#000000'", "1:22: <span> is not finished (missing '>')"),
        ("</b x>", "1:5: </b> takes no attributes"),
        // XML's well-formedness: attributes apart and each once.
        ("<span size='20'color='#000000'>x</span>", "1:16: expected a space, '>' or '/>' after the value of size"),
        ("<span size='20' size='30'>x</span>", "1:17: size appears twice in <span>"),
        // Only XML's white space separates attributes: space, tab, CR, LF.
        ("<span size='20'\u{A0}color='#000000'>x</span>", "1:16: expected a space, '>' or '/>' after the value of size"),
        ("<span size='20'\u{C}color='#000000'>x</span>", "1:16: expected a space, '>' or '/>' after the value of size"),
    ])
    func errors(markup: String, expected: String) {
        #expect(MarkupTests.error(markup)?.description == expected)
    }

    @Test("a markup label renders its decorations through StyledText")
    func styled() throws {
        let text = try AttributedString(markup: "<u>ab</u> <span background='#00FF00'>c</span>", baseFont: Self.base)
        let styled = StyledText(text, defaults: TextAttributes(font: Self.base))
        #expect(styled.runs.map(\.range) == [0..<2, 2..<3, 3..<4])
        #expect(styled.runs.map(\.attributes.decoration) == [
            TextDecoration(underline: TextLine()), .none, TextDecoration(backgroundColor: Color(rgb: 0x00FF00)),
        ])
    }
}

@Suite("Tab stops: AttributedString plumbing")
struct TabStopPlumbingTests {
    @Test("a paragraph style's tab stops reach the engine's runs, from attributes and from the label")
    func plumbing() throws {
        var style = ParagraphStyle()
        style.tabStops = [TextTab(.right, location: 120), TextTab(.decimal, location: 300)]
        var text = AttributedString("a\tb")
        text.textParagraphStyle = style
        let styled = StyledText(text, defaults: TextAttributes(font: Fixtures.dejaVu()))
        #expect(styled.runs.map(\.paragraphStyle.tabStops) == [style.tabStops])
        let label = Label()
        label.font = Fixtures.dejaVu()
        label.paragraphStyle = style
        label.text = "a\tb"
        #expect(label.styledText()?.runs.first?.paragraphStyle.tabStops == style.tabStops)
    }
}

@Suite("Markup: hostile input")
struct MarkupHostileTests {
    @Test("positions count the lines layout shows; numbers and character references as XML writes them")
    func linesNumbersAndReferences() throws {
        // CR, CR LF (one line end), U+2028, U+0085 end lines as the layout ends them.
        for (markup, line, column) in [("ab\rc<b>x</i>", 2, 6), ("ab\r\nc<b>x</i>", 2, 6), ("ab\u{2028}c<b>x</i>", 2, 6),
                                       ("a\u{85}<b>x</i>", 2, 5), ("ab\nc<b>x</i>", 2, 6)] {
            let error = try #require(MarkupTests.error(markup), "\(markup.debugDescription)")
            #expect((error.line, error.column) == (line, column), "\(markup.debugDescription)")
        }
        // Decimals only: no hex floats, exponents or signs on sizes.
        for size in ["0x1E", "1e1", "+20", "2.0.1", "."] {
            #expect(MarkupTests.error("<span size='\(size)'>x</span>") != nil, "\(size)")
        }
        #expect(MarkupTests.error("<span size='20.5pt' letter_spacing='-0.5pt'>x</span>") == nil)
        // &#digits; and &#xhex; only (leading zeros allowed); no sign, no capital X.
        #expect(try MarkupTests.runs("&#0000000000065;&#x0041;").map { $0.0 }.joined() == "AA")
        for reference in ["&#+65;", "&#x+41;", "&#X41;", "&#;", "&#x;"] { #expect(MarkupTests.error(reference) != nil, "\(reference)") }
    }

    @Test("random markup-like input parses or throws MarkupError, never anything else")
    func random() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<", ">", "/", "b", "i", "u", "s", "span", " ", "=", "'", "\"", "&", ";", "#", "x", "amp",
                      "lt", "size", "color", "#FF0000", "12", "\n", "é", "😀", "font", "underline", "double"]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...24, using: &generator)
            let markup = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            do {
                let text = try AttributedString(markup: markup, baseFont: MarkupTests.base)
                #expect(!String(text.characters).contains("<") || markup.contains("&lt;") || markup.contains("&#"))
            } catch let error as MarkupError {
                #expect(error.line >= 1 && error.column >= 1)
            } catch {
                Issue.record("unexpected error \(error) for \(markup)")
            }
        }
    }

    @Test("deep nesting and long text stay linear")
    func deep() throws {
        let markup = String(repeating: "<b>", count: 5000) + "x" + String(repeating: "</b>", count: 5000)
        let text = try AttributedString(markup: markup, baseFont: MarkupTests.base)
        #expect(String(text.characters) == "x")
    }
}
