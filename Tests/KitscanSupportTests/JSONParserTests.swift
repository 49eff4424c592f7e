import XCTest
import KitscanTestSupport
@testable import KitscanSupport

final class ConfigJSONTests: XCTestCase {
    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testParsesEveryKindAndKeepsBoolApartFromNumber() throws {
        let value = try JSONParser.parse(#"{"a": true, "b": 1, "c": 0, "d": false, "e": null, "f": [1.5, -2e3, "x"], "g": {}}"#)
        XCTAssertEqual(value["a"], .bool(true))
        XCTAssertEqual(value["b"], .number(1))
        XCTAssertEqual(value["c"], .number(0))
        XCTAssertEqual(value["d"], .bool(false))
        XCTAssertEqual(value["e"], .null)
        XCTAssertEqual(value["f"], .array([.number(1.5), .number(-2000), .string("x")]))
        XCTAssertEqual(value["g"], .object([:]))
        XCTAssertNil(value["a"]?.numberValue)
        XCTAssertNil(value["b"]?.boolValue)
        XCTAssertEqual(value["b"]?.integerValue, 1)
        XCTAssertNil(JSONValue.number(1.5).integerValue)
    }

    func testStringEscapesAndUnicode() throws {
        let value = try JSONParser.parse(#"["a\"b\\c\/d\n\t", "\u00e9\ud83d\ude00", "é"]"#)
        XCTAssertEqual(value, .array([.string("a\"b\\c/d\n\t"), .string("é😀"), .string("é")]))
    }

    func testDescriptionIsDeterministicWithSortedKeys() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": [true, null, 2.5], "m": {"y": "q\"", "b": 12}}"#)
        XCTAssertEqual(value.description, #"{"a": [true, null, 2.5], "m": {"b": 12, "y": "q\""}, "z": 1}"#)
        XCTAssertEqual(value.sortedMembers?.map(\.key), ["a", "m", "z"])
    }

    func testSyntaxErrorsCarryLineAndColumn() {
        let missingComma = syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}")
        XCTAssertEqual(missingComma?.line, 3)
        XCTAssertEqual(missingComma?.column, 3)
        XCTAssertEqual(missingComma?.message, "expected `,` or `}` after the value of \"a\", found `\"`")

        XCTAssertEqual(syntaxError("{\"a\": [1, 2,]}")?.message, "trailing comma before `]`; remove the comma")
        XCTAssertEqual(syntaxError("{\"a\": 1,}")?.message, "trailing comma before `}`; remove the comma")
        XCTAssertEqual(syntaxError("{\"a\": 1, \"a\": 2}")?.message, "duplicate key \"a\"; keep only one")
        XCTAssertEqual(syntaxError("{\"a\": 012}")?.message, "numbers cannot start with 0 (write 8, not 08)")
        XCTAssertEqual(syntaxError("{\"a\": 'x'}")?.message, "strings must be in double quotes, not single quotes")
        XCTAssertEqual(syntaxError("{\n// note\n}")?.message, "comments are not allowed in JSON; remove the comment")
        XCTAssertEqual(syntaxError("{\"a\": tru}")?.message, "expected `true`, found `t`")
        XCTAssertEqual(syntaxError("{\"a\": \"x}")?.message, "unterminated string; a closing `\"` is missing")
        XCTAssertEqual(syntaxError("{} x")?.message, "unexpected `x` after the end of the JSON value")
        XCTAssertEqual(syntaxError("")?.message, "unexpected end of the text; a value is missing")
        XCTAssertEqual(syntaxError("[\"\\q\"]")?.message, "invalid escape `\\q` in a string; write `\\\\` for a backslash")
        XCTAssertNotNil(syntaxError("{\"a\" 1}"))
        XCTAssertNotNil(syntaxError("[1 2]"))
        XCTAssertNotNil(syntaxError("[\"\u{01}\"]"))
        XCTAssertNotNil(syntaxError("[-]"))
        XCTAssertNotNil(syntaxError("[1.]"))
        XCTAssertNotNil(syntaxError("[1e]"))
        XCTAssertNotNil(syntaxError("[\"\\ud800\"]"))
    }

    func testDeepNestingIsRefusedNotCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(syntaxError(deep)?.message, "nested more than 256 levels deep")
        XCTAssertNil(syntaxError(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)))
    }

    func testByteOrderMarkIsAccepted() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)), .object(["a": .number(1)]))
    }

    /// A cache line's field: the slice alone is the text, its errors counted from its start.
    func testParsesPartOfABuffer() throws {
        let line = Array("s\tkey\t[\"KitRow\",12,null,[\"a\\tb\",\"é\"]]\t[{]\n".utf8)
        let tabs = line.indices.filter { line[$0] == 0x09 }
        let value = try JSONParser.parse(line[(tabs[1] + 1)..<tabs[2]])
        XCTAssertEqual(value, .array([.string("KitRow"), .number(12), .null, .array([.string("a\tb"), .string("é")])]))
        XCTAssertThrowsError(try JSONParser.parse(line[(tabs[2] + 1)..<(line.count - 1)])) { error in
            let syntax = error as? JSONSyntaxError
            XCTAssertEqual(syntax?.line, 1)
            XCTAssertEqual(syntax?.column, 3, "at the `]` where a key belongs, counted from the slice's start")
        }
    }

    /// Strings taken whole (no escape) and the careful way read alike, errors included.
    func testStringsWithAndWithoutEscapesReadAlike() throws {
        XCTAssertEqual(try JSONParser.parse(#"["plain é ✓", "esc\u00e9", "", "tab\t"]"#),
                       .array([.string("plain é ✓"), .string("escé"), .string(""), .string("tab\t")]))
        XCTAssertNotNil(syntaxError("[\"a\u{01}b\"]"), "a raw control character is refused")
        XCTAssertNotNil(syntaxError("[\"cut"), "an unterminated string is refused")
        XCTAssertThrowsError(try JSONParser.parse([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])) { error in
            XCTAssertTrue((error as? JSONSyntaxError)?.message.contains("UTF-8") ?? false, "\(error)")
        }
        XCTAssertNotNil(syntaxError("[tru]"))
        XCTAssertEqual(try JSONParser.parse("[true,false,null]"), .array([.bool(true), .bool(false), .null]))
    }

    func testPositionsByKeyPath() throws {
        let document = try JSONParser.parseDocument(Array("{\n  \"rules\": {\n    \"x\": { \"min\": 3 }\n  },\n  \"include\": [\"a\", \"b\"]\n}".utf8))
        XCTAssertEqual(document.positions["rules.x.min"], JSONPosition(line: 3, column: 19))
        XCTAssertEqual(document.positions["include[1]"]?.line, 5)
        XCTAssertEqual(document.positions[""], JSONPosition(line: 1, column: 1))
    }
}
