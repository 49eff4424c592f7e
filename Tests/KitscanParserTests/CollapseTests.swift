import XCTest
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
