import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class CollapseTests: XCTestCase {
    func collapse(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return SyntaxTree.collapse(bytes, 0, bytes.count)
    }

    func testRunsOfWhitespaceBecomeOneSpace() {
        XCTAssertEqual(collapse("a  b\n\t c"), "a b c")
        XCTAssertEqual(collapse("  x \n"), "x")
        XCTAssertEqual(collapse("a\r\nb"), "a b")
    }

    func testCleanTextIsReturnedAsItIs() {
        XCTAssertEqual(collapse("Color(red: 1, green: 0)"), "Color(red: 1, green: 0)")
        XCTAssertEqual(collapse("a b"), "a b")
        XCTAssertEqual(collapse("a\tb"), "a b")
        XCTAssertEqual(collapse(""), "")
        XCTAssertEqual(collapse("é"), "é")
    }
}

final class AppendNormalizedTextTests: XCTestCase {
    func testAppendsWhatNormalizedTextReturns() {
        let tree = Parser.parse(Lexer.lex(Array("let c = Color(red:  1,\n\t green: 0)".utf8)))
        let last = Int32(tree.tokens.count - 1)
        var out = Array("raw-colour|".utf8)
        tree.appendNormalizedText(from: 3, through: last, to: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "raw-colour|Color(red: 1, green: 0)")
        XCTAssertEqual(tree.normalizedText(from: 3, through: last), "Color(red: 1, green: 0)")
    }

    func testAppendsNothingForAnEmptyOrInvalidRange() {
        let tree = Parser.parse(Lexer.lex(Array("a b".utf8)))
        var out: [UInt8] = [1]
        tree.appendNormalizedText(from: 1, through: 0, to: &out)
        tree.appendNormalizedText(from: 0, through: 9, to: &out)
        XCTAssertEqual(out, [1])
    }
}
