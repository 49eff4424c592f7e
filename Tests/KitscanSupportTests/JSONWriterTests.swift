import Foundation
@testable import KitscanSupport
import XCTest
import KitscanTestSupport

final class JSONWriterTests: XCTestCase {
    func testPrettyPrintsWithTwoSpacesInGivenKeyOrder() {
        let value = JSONValue.object([
            JSONMember("zeta", .int(1)),
            JSONMember("alpha", .array([.bool(true), .null])),
            JSONMember("empty", .object([])),
            JSONMember("none", .array([])),
        ])
        XCTAssertEqual(JSONWriter().write(value), """
        {
          "zeta": 1,
          "alpha": [
            true,
            null
          ],
          "empty": {},
          "none": []
        }

        """)
        XCTAssertEqual(JSONWriter(indent: nil).write(value), #"{"zeta":1,"alpha":[true,null],"empty":{},"none":[]}"#)
    }

    func testNumbersAreWrittenAsTheyAreFormattedWholeOrNot() {
        let numbers: [Double] = [0, 7, -7, 10, -100, 1_234_567, 999_999_999_999_999, -999_999_999_999_999, 1e15, 0.5, -2.25, 1e-7]
        for number in numbers {
            XCTAssertEqual(JSONWriter(indent: nil).write(.number(number)), JSONValue.format(number), "\(number)")
        }
        XCTAssertEqual(JSONWriter(indent: nil).write(.array([.int(-3), .int(40), .int(0)])), "[-3,40,0]")
    }

    func testIndentsDeeperThanItsTableAreWrittenInFull() {
        var value = JSONValue.int(1)
        for _ in 0..<40 { value = .array([value]) }
        let text = JSONWriter().write(value)
        XCTAssertTrue(text.contains("\n" + String(repeating: " ", count: 80) + "1\n"), "the 40th level is indented 80 spaces")
    }

    func testEscapesQuotesBackslashesAndControlCharacters() {
        let s = "a\"b\\c\nd\re\tf\u{08}g\u{0C}h\u{01}i\u{1F}j/k"
        XCTAssertEqual(JSONWriter.quoted(s), #""a\"b\\c\nd\re\tf\bg\fh\u0001i\u001fj/k""#)
    }

    func testTheEightByteEscapeTestAgreesWithByteByByte() {
        // Every ASCII byte at every place of strings long enough for whole words and a tail,
        // after ASCII and after multi-byte letters (their high bits must not hide a hit).
        for filler in ["a", "é", "🟦"] {
            for length in 1...19 {
                for place in 0..<length {
                    for byte in UInt8(0)..<0x80 {
                        var units = Array(repeating: filler, count: length)
                        units[place] = String(UnicodeScalar(byte))
                        let text = units.joined()
                        XCTAssertEqual(JSONValue.needsEscape(text), text.utf8.contains(where: JSONValue.escapes),
                                       "byte \(byte) at \(place) of \(length) after \(filler)")
                    }
                }
            }
            XCTAssertFalse(JSONValue.needsEscape(String(repeating: filler, count: 40)))
        }
        XCTAssertFalse(JSONValue.needsEscape(""))
    }

    func testADocumentsStringsAreEscapedAsAStringAloneIs() {
        // The writer escapes a document's strings on UTF-8 runs; `quoted` one scalar at a time.
        for filler in ["a", "é", "🟦", ""] {
            for byte in UInt8(0)..<0x80 {
                let text = filler + String(UnicodeScalar(byte)) + filler + "\"" + filler
                let document = JSONWriter(indent: nil).write(.object([JSONMember(text, .array([.string(text)]))]))
                let quoted = JSONWriter.quoted(text)
                XCTAssertEqual(document, "{" + quoted + ":[" + quoted + "]}", "byte \(byte) after \(filler)")
            }
        }
        XCTAssertEqual(JSONWriter(indent: nil).write(.string("")), "\"\"")
    }

    func testIndentsBeyondTheMadeOnesAreWrittenToo() {
        let value = JSONValue.array([.array([.int(1)])])
        let deep = String(repeating: " ", count: 80)
        XCTAssertEqual(JSONWriter(indent: 40).write(value), "[\n" + String(repeating: " ", count: 40) + "[\n" + deep + "1\n"
                       + String(repeating: " ", count: 40) + "]\n]\n")
    }

    func testPassesNonASCIIThroughAsUTF8() {
        XCTAssertEqual(JSONWriter.quoted("Größe — 🟦 \u{2028}"), "\"Größe — 🟦 \u{2028}\"")
    }

    func testOutputParsesBackToTheSameValues() throws {
        let tricky = "line\nbreak \"quoted\" \\ \u{0} tab\t é 😀"
        let text = JSONWriter().write(.object([
            JSONMember("s", .string(tricky)), JSONMember("n", .int(-42)), JSONMember("o", .optional(nil)),
        ]))
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(parsed["s"] as? String, tricky)
        XCTAssertEqual(parsed["n"] as? Int, -42)
        XCTAssertTrue(parsed["o"] is NSNull)
    }
}
