import Testing
import LineSpaceText

@Suite struct Placeholder {
    @Test func placeholder() { #expect(LineBox(ascender: 1, descender: 1, lineGap: 0, style: .default).height == 2) }
}
