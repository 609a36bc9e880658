// FontTable: a batch's fonts, looked up once each, bounded.
import Foundation
import Testing
import LineSpaceText
@testable import linespace

@Suite struct FontTableTests {
    @Test func aFontIsLookedUpOnceAndEqualsAFreshOne() throws {
        let table = FontTable()
        let key = FontTable.Key(family: "DejaVu Sans", size: 17, weight: .regular)
        let first = try table.font(key)
        let again = try table.font(key)
        #expect(table.count == 1)
        let fresh = try Font(family: "DejaVu Sans", size: 17)
        #expect(first.font == again.font && first.font == fresh)
        #expect(!first.isSubstitute)
        let bold = try table.font(FontTable.Key(family: "DejaVu Sans", size: 17, weight: .bold))
        let freshBold = try Font(family: "DejaVu Sans", size: 17, weight: .bold)
        #expect(bold.font == freshBold && table.count == 2)
    }

    @Test func aSubstituteIsSaidSoAndAFailureIsNotKept() throws {
        let table = FontTable()
        let missing = try table.font(FontTable.Key(family: "No Such Family 12345", size: 12, weight: .regular))
        #expect(missing.isSubstitute && missing.font.isSubstitute)
        #expect(throws: FontError.self) { try table.font(FontTable.Key(family: "DejaVu Sans", size: 0, weight: .regular)) }
        #expect(table.count == 1)
    }

    /// Endless distinct sizes keep at most `capacity` fonts.
    @Test func theTableIsBounded() throws {
        let table = FontTable()
        for i in 0..<(FontTable.capacity * 2 + 10) {
            _ = try table.font(FontTable.Key(family: "DejaVu Sans", size: 10 + Double(i) / 8, weight: .regular))
            #expect(table.count <= FontTable.capacity)
        }
        #expect(table.count == 10)  // started over twice
    }
}
