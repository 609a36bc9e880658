// ContentEnds: a line's content ends for ends tried one after another, against the table's own.
import Testing
@testable import LineSpaceText

struct ContentEndsTests {
    /// Over texts of words and runs of white space (spaces, tabs, ideographic and no-break
    /// spaces, a mark on a space), for ends walked forwards, backwards and at random from
    /// every few starts: each answer is `ClusterTable.contentEnd`'s.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func agreesWithTheTable(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["ab", "שלום", "中", " ", "   ", "\t", "\t\t", "\u{3000}", "\u{A0}", " \u{301}", "\u{2003}"]
        let string = (0..<80).map { _ in pieces.randomElement(using: &generator)! }.joined()
        let table = LinearCostTests.paragraph(string, font: Fixtures.dejaVu()).table
        for start in stride(from: 0, to: table.count, by: 5) {
            let ends = Array(start...table.count)
            for order in [ends, ends.reversed(), ends.shuffled(using: &generator)] {
                var contentEnds = ContentEnds(from: start)
                for end in order {
                    #expect(contentEnds.contentEnd(at: end, in: table) == table.contentEnd(from: start, to: end, isHard: false), "\(start)..<\(end)")
                }
            }
        }
    }
}
