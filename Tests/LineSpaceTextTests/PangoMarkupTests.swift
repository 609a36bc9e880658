// Pango markup compatibility: the examples of Pango's own documentation ("Text Attributes and
// Markup"), Pango's units, and what is refused with its position (docs/markup.md).
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Markup: Pango compatibility")
struct PangoMarkupTests {
    static let base = Fixtures.dejaVu(17)

    static func runs(_ markup: String) throws -> [(String, AttributeContainer)] {
        let text = try AttributedString(markup: markup, baseFont: base)
        return text.runs.map { (String(text[$0.range].characters), $0.attributes) }
    }

    static func error(_ markup: String) -> String? {
        do {
            _ = try AttributedString(markup: markup, baseFont: base)
            return nil
        } catch {
            return (error as? MarkupError)?.description ?? "not a MarkupError: \(error)"
        }
    }

    static func close(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test("Pango's first example: foreground='blue' size='x-large', then <i>")
    func blueText() throws {
        let runs = try Self.runs(#"<span foreground="blue" size="x-large">Blue text</span> is <i>cool</i>!"#)
        #expect(runs.map(\.0) == ["Blue text", " is ", "cool", "!"])
        #expect(runs[0].1.textColor == Color(rgb: 0x0000FF))
        let xLarge: CGFloat = 17 * 1.2 * 1.2  // two steps of 1.2
        #expect(Self.close(runs[0].1.textFont?.size, xLarge))
        #expect(runs[1].1.textColor == nil && runs[1].1.textFont == Self.base)
        #expect(runs[2].1.textFont?.isItalic == true)
    }

    @Test("Pango's Arabic example: combining marks coloured by CSS names")
    func arabic() throws {
        let markup = #"<span foreground="purple">ا</span><span foreground="red">َ</span>ل<span foreground="blue">ْ</span>ع<span foreground="red">َ</span>ر<span foreground="red">َ</span>ب<span foreground="red">ِ</span>ي<span foreground="green">ّ</span><span foreground="red">َ</span>ة<span foreground="blue">ُ</span>"#
        let text = try AttributedString(markup: markup, baseFont: Self.base)
        #expect(String(text.characters) == "اَلْعَرَبِيَّةُ")
        let colors = text.runs.compactMap { $0.textColor?.hex }
        #expect(colors == ["#800080", "#FF0000", "#0000FF", "#FF0000", "#FF0000", "#FF0000", "#008000", "#FF0000", "#0000FF"])
    }

    @Test("Pango's sizes: font='12.5', size='12800' and size='12.5pt' are the same size")
    func sizes() throws {
        for markup in ["<span font='12.5'>x</span>", "<span size='12800'>x</span>", "<span size='12.5pt'>x</span>", "<span font_size='12800'>x</span>"] {
            let runs = try Self.runs(markup)
            #expect(runs[0].1.textFont?.size == 12.5, "\(markup)")
            #expect(runs[0].1.textFont?.family == "DejaVu Sans", "\(markup)")
        }
        let named = ["xx-small": -3.0, "x-small": -2, "small": -1, "medium": 0, "large": 1, "x-large": 2, "xx-large": 3]
        for (name, step) in named {
            // Named sizes scale the base size, whatever encloses them.
            let runs = try Self.runs("<span size='larger'><span size='\(name)'>x</span></span>")
            #expect(Self.close(runs[0].1.textFont?.size, 17 * pow(1.2, step)), "\(name)")
        }
        #expect(Self.close(try Self.runs("<span size='larger'>x</span>")[0].1.textFont?.size, 17 * 1.2))
        #expect(Self.close(try Self.runs("<span size='smaller'>x</span>")[0].1.textFont?.size, 17 / 1.2))
        #expect(try Self.runs("<span size='200%'>x</span>")[0].1.textFont?.size == 34)
        #expect(try Self.runs("<span size='50%'><span size='200%'>x</span></span>")[0].1.textFont?.size == 17)
    }

    @Test("a font description sets family, weight, style and size; the span's other attributes override it")
    func fontDescription() throws {
        let runs = try Self.runs("<span font='DejaVu Serif Bold Italic 20'>x</span>")
        #expect(runs[0].1.textFont?.family == "DejaVu Serif")
        #expect(runs[0].1.textFont?.weight == .bold)
        #expect(runs[0].1.textFont?.isItalic == true)
        #expect(runs[0].1.textFont?.size == 20)
        // Pango: "Sans Italic" with style="normal" gives Sans normal, in either order.
        for markup in ["<span font_desc='DejaVu Sans Italic' style='normal'>x</span>", "<span style='normal' font_desc='DejaVu Sans Italic'>x</span>"] {
            #expect(try Self.runs(markup)[0].1.textFont?.isItalic == false, "\(markup)")
        }
        // The first family of a list that fontconfig has.
        let listed = try Self.runs("<span font_family='No Such Family, DejaVu Serif'>x</span>")[0].1.textFont
        #expect(listed?.family == "DejaVu Serif" && listed?.isSubstitute == false)
        #expect(try Self.runs("<span face='DejaVu Sans Mono'>x</span>")[0].1.textFont?.family == "DejaVu Sans Mono")
    }

    @Test("convenience tags: big, small, sup, sub, tt")
    func convenienceTags() throws {
        let runs = try Self.runs("<big>a</big><small>b</small>x<sup>2</sup>y<sub>i</sub><tt>t</tt>")
        #expect(runs.map(\.0) == ["a", "b", "x", "2", "y", "i", "t"])
        #expect(Self.close(runs[0].1.textFont?.size, 17 * 1.2))
        #expect(Self.close(runs[1].1.textFont?.size, 17 / 1.2))
        #expect(Self.close(runs[3].1.textFont?.size, 17 / 1.2))
        #expect(runs[3].1.textBaselineOffset == 5000.0 / 1024)
        #expect(runs[5].1.textBaselineOffset == -5000.0 / 1024)
        #expect(runs[2].1.textBaselineOffset == nil)
        // Pango's `tt` is the family "Monospace": whatever face fontconfig gives that alias here
        // (DejaVu Sans Mono with the install script's fonts, Noto Sans Mono where fonts-noto-mono
        // is installed too).
        #expect(runs[6].1.textFont?.family == "Monospace")
        #expect(runs[6].1.textFont?.resolvedFamily == (try Font(family: "Monospace", size: 17)).resolvedFamily)
        #expect(runs[6].1.textFont?.resolvedFamily.hasSuffix("Mono") == true)
        #expect(try Self.runs("<markup><b>x</b></markup>")[0].1.textFont?.weight == .bold)
    }

    @Test("Pango units: letter_spacing, rise and baseline_shift in 1024ths of a point or pt")
    func units() throws {
        #expect(try Self.runs("<span letter_spacing='512'>x</span>")[0].1.textLetterSpacing == 0.5)
        #expect(try Self.runs("<span letter_spacing='-1024'>x</span>")[0].1.textLetterSpacing == -1)
        #expect(try Self.runs("<span letter_spacing='1.5pt'>x</span>")[0].1.textLetterSpacing == 1.5)
        #expect(try Self.runs("<span rise='-5000'>x</span>")[0].1.textBaselineOffset == -5000.0 / 1024)
        #expect(try Self.runs("<span rise='5pt'>x</span>")[0].1.textBaselineOffset == 5)
        // rise replaces the shift in force; baseline_shift adds to it.
        #expect(try Self.runs("<span rise='1024'><span rise='2048'>x</span></span>")[0].1.textBaselineOffset == 2)
        #expect(try Self.runs("<span rise='1024'><span baseline_shift='2048'>x</span></span>")[0].1.textBaselineOffset == 3)
    }

    @Test("colours with alpha: in the colour, or apart as alpha / bgalpha")
    func alpha() throws {
        #expect(try Self.runs("<span foreground='#00FF007F'>x</span>")[0].1.textColor == Color(rgb: 0x00FF00, alpha: 127.0 / 255))
        #expect(try Self.runs("<span foreground='red' alpha='50%'>x</span>")[0].1.textColor == Color(rgb: 0xFF0000, alpha: 0.5))
        #expect(try Self.runs("<span fgcolor='red' fgalpha='32768'>x</span>")[0].1.textColor == Color(rgb: 0xFF0000, alpha: 0.5))
        #expect(try Self.runs("<span color='red'><span alpha='25%'>x</span></span>")[0].1.textColor == Color(rgb: 0xFF0000, alpha: 0.25))
        #expect(try Self.runs("<span bgcolor='#FFE066' bgalpha='50%'>x</span>")[0].1.textBackgroundColor == Color(rgb: 0xFFE066, alpha: 0.5))
        #expect(try Self.runs("<span background='rgb(0 0 255 / 25%)'>x</span>")[0].1.textBackgroundColor == Color(rgb: 0x0000FF, alpha: 0.25))
    }

    @Test("weights with Pango's values")
    func weights() throws {
        let expected = ["ultralight": 200, "light": 300, "normal": 400, "bold": 700, "ultrabold": 800, "heavy": 900, "book": 380, "350": 350]
        for (name, value) in expected {
            #expect(try Self.runs("<span weight='\(name)'>x</span>")[0].1.textFont?.weight.rawValue == value, "\(name)")
        }
    }

    @Test("what LineSpace cannot do is refused at its position, never approximated", arguments: [
        ("ab<span overline='single'>x</span>", "1:9: overline='single' is Pango markup LineSpace does not support (docs/markup.md)"),
        ("<span font_features='dlig=1, -kern, afrc on'>x</span>", "1:7: font_features='dlig=1, -kern, afrc on' is Pango markup LineSpace does not support (docs/markup.md)"),
        ("<span underline='error'>x</span>", "1:7: underline='error' is Pango markup LineSpace does not support (docs/markup.md)"),
        ("<span lang='fr'>x</span>", "1:7: lang='fr' is Pango markup LineSpace does not support (docs/markup.md)"),
        ("<span fallback='false'>x</span>", "1:7: fallback='false' is Pango markup LineSpace does not support (docs/markup.md)"),
        ("<span variant='small-caps'>x</span>", "1:7: variant='small-caps' is Pango markup LineSpace does not support (docs/markup.md)"),
        ("<span baseline_shift='superscript'>x</span>", "1:7: baseline_shift='superscript' is Pango markup LineSpace does not support (docs/markup.md)"),
        ("<span font='DejaVu Sans Condensed 12'>x</span>", "1:7: font: 'Condensed' is a stretch in a Pango font description, which LineSpace does not support (for a family named 'DejaVu Sans Condensed', write font_family)"),
        ("<span font='Sans 12px'>x</span>", "1:7: font: pixel sizes ('12px') are Pango markup LineSpace does not support; write points (12)"),
        ("<span size='12.5'>x</span>", "1:7: size: a number without 'pt' counts 1024ths of a point and is whole (12800 = 12.5 pt); write points as 12.5pt, got '12.5'"),
        ("<span letter_spacing='1.5'>x</span>", "1:7: letter_spacing: a number without 'pt' counts Pango units, 1024ths of a point, and is whole (512 = 0.5 pt); write points as 1.5pt, got '1.5'"),
        ("<span alpha='50%'>x</span>", "1:7: alpha: needs a foreground colour on this span or an enclosing one (markup does not know the label's colour)"),
        ("<span size='huge'>x</span>", "1:7: size: expected 1024ths of a point (12800), points (12.5pt), a percentage (150%), xx-small…xx-large, smaller or larger, got 'huge'"),
        ("<span size='20000pt'>x</span>", "1:7: size: expected at most 10000 pt, got '20000pt'"),
        ("<span foreground='grene'>x</span>", "1:7: foreground: 'grene' is not a colour: unknown colour name 'grene' (a CSS named colour such as red or rebeccapurple, #rrggbb, or rgb())"),
        ("<blink>x</blink>", "1:1: unknown tag <blink> (known: b, big, i, markup, s, small, span, sub, sup, tt, u)"),
        ("<sup x='1'>2</sup>", "1:6: <sup> takes no attributes (use <span x=…>)"),
    ])
    func refusals(markup: String, expected: String) {
        #expect(Self.error(markup) == expected)
    }

    /// docs/markup.md's `<span>` table names exactly the attributes the parser knows: each
    /// supported one parses a value, each refused one is refused.
    @Test("docs/markup.md's table and the parser agree")
    func table() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: repository.appendingPathComponent("docs/markup.md"), encoding: .utf8)
        let section = try #require(document.components(separatedBy: "## `<span>` attributes").last?.components(separatedBy: "\n## ").first)
        var documented: Set<String> = []
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            let first = row.dropFirst(2).prefix(while: { $0 != "|" })
            for name in first.split(separator: ",") {
                documented.insert(name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")))
            }
        }
        let known = Set(MarkupStyle.spanAttributes).union(MarkupStyle.unsupportedAttributes.keys)
        #expect(documented == known, "only in the docs: \(documented.subtracting(known)); only in the parser: \(known.subtracting(documented))")
        let tagsSection = try #require(document.components(separatedBy: "## Convenience tags").last?.components(separatedBy: "\n## ").first)
        var tags: Set<String> = ["span", "markup"]
        for row in tagsSection.split(separator: "\n") where row.hasPrefix("| `<") {
            tags.insert(String(row.dropFirst(4).prefix(while: { $0 != ">" })))
        }
        #expect(tags == MarkupStyle.tags)
    }
}
