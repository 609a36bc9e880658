// RequestSettings: measure requests with the same options share one reading of them, and each
// still answers with its own text.
import Foundation
import Testing
@testable import linespace

@Suite("JSON Lines requests sharing their options", .serialized)
struct RequestSettingsTests {
    func members(_ line: String) throws -> [(String, JSONValue)] {
        guard case .object(let members) = try JSONReader.parse(Array(line.utf8)) else { throw RequestError("not an object") }
        return members
    }

    func key(_ line: String) throws -> RequestSettings.Key? { try RequestSettings.key(members(line))?.key }

    @Test("the key leaves out the id and the text's value, and keeps every option and its order")
    func keys() throws {
        let plain = try key(#"{"id": 1, "text": "one", "width": 40}"#)
        #expect(plain != nil)
        #expect(try key(#"{"id": "other", "text": "two, longer", "width": 40}"#) == plain)
        #expect(try key(#"{"text": "three", "width": 40}"#) == plain)
        #expect(try key(#"{"text": "one", "width": 41}"#) != plain)
        #expect(try key(#"{"text": "one", "width": "40"}"#) != plain)
        #expect(try key(#"{"width": 40, "text": "one"}"#) != plain)
        #expect(try key(#"{"markup": "one", "width": 40}"#) != plain)
        #expect(try key(#"{"text": "one", "markup": true, "width": 40}"#) != plain)
        #expect(try RequestSettings.key(members(#"{"text": "<b>x</b>", "markup": true}"#))?.text == "<b>x</b>")
        // No single string text: the request takes the full path, which reports its error.
        #expect(try key(#"{"width": 40}"#) == nil)
        #expect(try key(#"{"text": "a", "markup": "b"}"#) == nil)
        #expect(try key(#"{"text": 3}"#) == nil)
    }

    @Test("kept arguments hold no text; the table starts over past its capacity")
    func bounded() throws {
        let memo = RequestSettings()
        let settings = try LabelSettings(Arguments(values: ["font": "DejaVu Sans"]))
        let (key, _) = try #require(RequestSettings.key(members(#"{"text": "secret"}"#)))
        memo.keep(.init(arguments: Arguments(values: ["text": "secret", "width": "40"]), settings: settings), for: key)
        #expect(memo[key]?.arguments.string("text") == nil)
        #expect(memo[key]?.arguments.string("width") == "40")
        for width in 0..<RequestSettings.capacity {
            let (other, _) = try #require(RequestSettings.key(members(#"{"text": "x", "width": \#(width + 1)}"#)))
            memo.keep(.init(arguments: Arguments(), settings: settings), for: other)
        }
        #expect(memo[key] == nil)
    }
}
