import XCTest
@testable import KitscanSupport

/// The checker reads a file people write: every problem is recorded at its node's path,
/// with what to write instead, and the reading goes on.
final class JSONCheckerTests: XCTestCase {
    func testEveryProblemIsRecordedAtItsPathAndReadAsNothing() throws {
        let top = try JSONParser.parseDocument(Array(#"{"b": [1, "x", true], "a": {"flag": "yes"}, "c": "a long enough text"}"#.utf8)).node
        var check = JSONChecker()
        let members = try XCTUnwrap(check.members(top, "Write an object."))
        XCTAssertEqual(members.map(\.key), ["a", "b", "c"], "in key order, for a stable order of problems")
        let flag: Bool? = check.read(try members[0].node.member("flag"), expected: "true or false", "Write true.")
        XCTAssertNil(flag)
        let texts = try XCTUnwrap(check.elements(members[1].node, "Write a list.")).map {
            check.read($0, as: String.self, expected: "a string", "Quote it.")
        }
        XCTAssertEqual(texts, [nil, "x", nil])
        XCTAssertNil(check.elements(members[2].node, problem: "expected a list of names", "Put it in a list."))
        check.unknownKey("colour", in: top, known: ["color", "size"])
        XCTAssertEqual(check.problems.map { "\($0.error): \($0.advice)" }, [
            "`a.flag`: expected true or false, found \"yes\": Write true.",
            "`b[0]`: expected a string, found 1: Quote it.",
            "`b[2]`: expected a string, found true: Quote it.",
            "`c`: expected a list of names, found \"a long enough text\": Put it in a list.",
            "`colour`: unknown key `colour`: Did you mean `color`? Known keys: color, size.",
        ])
    }

    func testAValueIsShownAsWrittenAndALongStringCut() {
        XCTAssertEqual(JSONChecker.shown(.number(12)), "12")
        XCTAssertEqual(JSONChecker.shown(.null), "null")
        XCTAssertEqual(JSONChecker.shown(.array([])), "a list")
        XCTAssertEqual(JSONChecker.shown(.object([:])), "an object")
        XCTAssertEqual(JSONChecker.shown(.string(String(repeating: "a", count: 61))), "\"" + String(repeating: "a", count: 57) + "...\"")
    }
}
