import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// A bad pattern or condition is an error that points at its column.
final class PatternErrorTests: XCTestCase {
    func testUnbalancedBrackets() {
        XCTAssertEqual(patternError(["Image(systemName: x"]), "pattern 1, column 6: unbalanced \"(\"")
        XCTAssertEqual(patternError(["a", "Image(x))"]), "pattern 2, column 9: unbalanced \")\"")
        XCTAssertEqual(patternError(["f(x]"]), "pattern 1, column 4: unbalanced \"]\"")
    }

    func testCaptureProblems() {
        XCTAssertEqual(patternError(["f($a:float)"]), "pattern 1, column 6: unknown capture type `float`; use number, string, text, identifier or member")
        XCTAssertEqual(patternError(["f($a, $a)"]), "pattern 1, column 7: `$a` is captured twice")
        XCTAssertEqual(patternError(["$a.padding()"]), "pattern 1, column 1: a pattern starts with a name, `.member` or a literal, not a capture")
    }

    func testEllipsisProblems() {
        XCTAssertEqual(patternError(["... .x"]), "pattern 1, column 1: a pattern cannot start with `...`")
        XCTAssertNotNil(patternError(["f(..., x)"])?.hasPrefix("pattern 1, column 3: `...` stands before"))
        XCTAssertEqual(patternError(["f(..., x)"])?.hasPrefix("pattern 1, column 3: `...` stands before"), true)
    }

    func testStringsAndEmpty() {
        XCTAssertEqual(patternError(["Text(\"a\\(b)\")"])?.hasPrefix("pattern 1, column 8: a string in a pattern cannot hold"), true)
        XCTAssertEqual(patternError([""]), "pattern 1, column 1: the pattern is empty")
        XCTAssertEqual(patternError([]), "pattern 1, column 1: a pattern rule needs at least one pattern in `patterns`")
    }

    func testConditionProblems() {
        XCTAssertEqual(patternError(["f($n:number)"], where: ["$m < 3"]),
                       "condition 1, column 1: `$m` is not captured by pattern 1; every pattern must capture what the conditions read")
        XCTAssertEqual(patternError(["f($n)"], where: ["$n < 3"]),
                       "condition 1, column 1: `$n` is compared with a number, so capture it as `$n:number`")
        XCTAssertEqual(patternError(["f($n:number)"], where: ["$n ~ \"a\""]),
                       "condition 1, column 1: `$n` is a number capture; compare it with a number (`< 12`), not a string")
        XCTAssertEqual(patternError(["f($s:string)"], where: ["$s ~ \"(\""]),
                       "condition 1, column 6: not a valid regular expression: (")
        XCTAssertEqual(patternError(["f($s:string)"], where: ["$s < \"a\""]),
                       "condition 1, column 4: `<` compares numbers; strings take ==, != or ~")
        XCTAssertEqual(patternError(["f($s:string)"], where: ["$s === 1"])?.hasPrefix("condition 1, column 4: unknown operator `===`"), true)
        XCTAssertEqual(patternError(["f($n:number)"], where: ["$n < 3 4"]), "condition 1, column 8: unexpected \"4\" after the condition")
    }

    func testRuleLoadErrorNamesTheFileAndColumn() throws {
        let json = """
        {"id": "radius", "message": "m", "matcher": "pattern",
         "parameters": {"patterns": {"type": "stringArray", "default": ["RoundedRectangle(cornerRadius: 1"]}}}
        """
        let rule = try RuleLoader.parse(Array(json.utf8), file: "Rules/radius.json")
        XCTAssertThrowsError(try RuleSet(definitions: [rule], config: Config())) { error in
            XCTAssertEqual("\(error)", "Rules/radius.json: pattern 1, column 17: unbalanced \"(\"")
        }
    }

    /// The input on which fuzz-pattern reported a leak (Fuzz/regressions/pattern/): pattern
    /// `.f+`, then a condition whose regular expression is 262 UTF-16 units long, followed
    /// by stray text. The regex compiles (Foundation's copy of a pattern over 256 units is
    /// what leaked, see Fuzz/lsan.supp); the condition is still an error at the stray text.
    func testTheFuzzersLeakInputIsAnErrorAtTheTextAfterTheString() throws {
        let bytes = try XCTUnwrap(FileManager.default.contents(
            atPath: packageRoot + "/Fuzz/regressions/pattern/leak-nsregularexpression"))
        // Split as Fuzz/PatternFuzz.swift does: the pattern, then the condition.
        let lines = Array(bytes).split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2)
        let pattern = String(decoding: lines[0], as: UTF8.self)
        let condition = String(decoding: lines[1], as: UTF8.self)
        XCTAssertEqual(pattern, ".f+")
        XCTAssertEqual(condition.utf16.count, 6 + 262 + 6, "`$s ~ \"`, the regex, `\"Prgrx`")
        // Columns count UTF-8 bytes, and each of the 133 bytes that are not UTF-8 was decoded
        // to U+FFFD (three bytes): 269 + 2 * 133.
        XCTAssertEqual(condition.unicodeScalars.filter { $0 == "\u{FFFD}" }.count, 133)
        XCTAssertEqual(patternError([pattern], where: [condition]),
                       "condition 1, column 536: unexpected \"Prgrx\" after the condition")
    }
}
