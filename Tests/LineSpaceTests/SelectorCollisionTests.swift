import Testing
@testable import LineSpace

/// Detecting the blog's UILabel (LineSpace) category and second copies of LineSpace
/// (Styling/SelectorCollision.swift).
@Suite struct SelectorCollisionTests {
    static let ours = [
        "lineSpace", "setLineSpace:", "lineSpaceLineHeight", "setLineSpaceLineHeight:",
        "lineSpaceLetterSpacing", "setLineSpaceLetterSpacing:", "reapplyLineSpace",
    ]

    func counts(_ overrides: [String: Int] = [:]) -> [String: Int] {
        var counts = Dictionary(uniqueKeysWithValues: Self.ours.map { ($0, 1) })
        counts.merge(overrides) { $1 }
        return counts
    }

    @Test func lineSpaceAloneReportsNothing() {
        let collision = SelectorCollision(className: "UILabel", counts: counts(), lineSpaceOnly: "reapplyLineSpace")
        #expect(collision.foreignSelectors.isEmpty)
        #expect(collision.lineSpaceCopies == 1)
        #expect(collision.message == nil)
    }

    @Test func theBlogsCategoryIsNamed() throws {
        // The blog's category declares `@property CGFloat lineSpace`: two implementations each.
        let collision = SelectorCollision(
            className: "UILabel", counts: counts(["lineSpace": 2, "setLineSpace:": 2]), lineSpaceOnly: "reapplyLineSpace")
        #expect(collision.foreignSelectors == ["lineSpace", "setLineSpace:"])
        let message = try #require(collision.message)
        #expect(message.contains("-lineSpace, -setLineSpace:"))
        #expect(message.contains("UILabel (LineSpace)"))
        #expect(message.contains("Migrating from the UILabel (LineSpace) category"))
        #expect(!message.contains("copies of LineSpace"))
    }

    @Test func twoCopiesOfLineSpaceAreNotTakenForTheBlogsCategory() throws {
        let collision = SelectorCollision(
            className: "UILabel", counts: counts().mapValues { $0 * 2 }, lineSpaceOnly: "reapplyLineSpace")
        #expect(collision.foreignSelectors.isEmpty)
        #expect(collision.lineSpaceCopies == 2)
        let message = try #require(collision.message)
        #expect(message.contains("2 copies of LineSpace"))
    }

    @Test func twoCopiesAndTheBlogsCategory() {
        var both = counts().mapValues { $0 * 2 }
        both["setLineSpace:"] = 3
        let collision = SelectorCollision(className: "UILabel", counts: both, lineSpaceOnly: "reapplyLineSpace")
        #expect(collision.foreignSelectors == ["setLineSpace:"])
        #expect(collision.lineSpaceCopies == 2)
    }

    @Test func aMissingMarkerCountsAsOneCopy() {
        let collision = SelectorCollision(className: "UILabel", counts: ["setLineSpace:": 2], lineSpaceOnly: "reapplyLineSpace")
        #expect(collision.foreignSelectors == ["setLineSpace:"])
        #expect(collision.lineSpaceCopies == 1)
    }
}
