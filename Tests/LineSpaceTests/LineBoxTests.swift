import Testing
@testable import LineSpace

@Suite struct LineBoxTests {
    @Test func placeholder() { #expect(LineBox(ascender: 1, descender: 1, lineGap: 0, style: .default).height == 2) }
}
