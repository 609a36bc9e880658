// Custom tab stops: the model, its clamps and its round trip.
import Foundation
import Testing
import LineSpace

@Suite("Tab stops (model)")
struct TextTabTests {
    @Test("a style has no custom stops by default; stops are kept as given")
    func defaults() {
        #expect(ParagraphStyle().tabStops.isEmpty)
        var style = ParagraphStyle()
        style.tabStops = [TextTab(.right, location: 120), TextTab(location: 50)]
        #expect(style.tabStops == [TextTab(.right, location: 120), TextTab(.left, location: 50)])
        #expect(style != ParagraphStyle())
    }

    @Test("resolved: sorted, stable for equal locations, bad locations dropped, huge ones clamped")
    func resolved() {
        var style = ParagraphStyle()
        style.tabStops = [
            TextTab(.decimal, location: 300), TextTab(.center, location: 200), TextTab(.right, location: -5),
            TextTab(.left, location: .nan), TextTab(.right, location: 50), TextTab(.center, location: 50),
            TextTab(location: .infinity), TextTab(location: 5e9),
        ]
        #expect(style.resolvedTabStops == [
            TextTab(.right, location: 50), TextTab(.center, location: 50), TextTab(.center, location: 200),
            TextTab(.decimal, location: 300), TextTab(location: ParagraphStyle.maximumLength),
        ])
    }

    @Test("JSON round trip")
    func codable() throws {
        var style = ParagraphStyle(lineSpacing: 4)
        style.tabStops = [TextTab(.decimal, location: 72.5)]
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(ParagraphStyle.self, from: data) == style)
    }
}
