import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class NumberTests: XCTestCase {
    private func single(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let list = tokenList(source, file: file, line: line)
        XCTAssertEqual(list.count, 1, "\(source) -> \(list)", file: file, line: line)
        return list.first
    }

    func testIntegers() {
        for text in ["0", "42", "1_000_000", "0x1F", "0xdead_BEEF", "0o755", "0o7_7", "0b1010", "0b1111_0000", "007"] {
            XCTAssertEqual(single(text), "integerLiteral \(text)")
        }
    }

    func testFloats() {
        for text in ["1.5", "0.0", "1_000.000_1", "1e10", "1E10", "1.5e-3", "2.5E+7", "6.02e2_3",
                     "0x1.8p3", "0x1p-2", "0xAp+4", "0x1.fffffep127", "0x1_0.8_0p1_0"] {
            XCTAssertEqual(single(text), "floatLiteral \(text)")
        }
    }

    func testSignIsAPrefixOperator() {
        XCTAssertEqual(tokenList("-1 +2.5"), ["prefixOperator -", "integerLiteral 1", "prefixOperator +", "floatLiteral 2.5"])
        XCTAssertEqual(tokenList("x = -0x10"), ["identifier x", "binaryOperator =", "prefixOperator -", "integerLiteral 0x10"])
    }

    func testPeriodAfterNumberWithoutDigitIsMemberAccess() {
        XCTAssertEqual(tokenList("1.foo"), ["integerLiteral 1", "period .", "identifier foo"])
        XCTAssertEqual(tokenList("1.5.rounded()"), [
            "floatLiteral 1.5", "period .", "identifier rounded", "leftParen (", "rightParen )",
        ])
        XCTAssertEqual(tokenList("0xff.description"), ["integerLiteral 0xff", "period .", "identifier description"])
    }

    func testRanges() {
        XCTAssertEqual(tokenList("1..<2"), ["integerLiteral 1", "binaryOperator ..<", "integerLiteral 2"])
        XCTAssertEqual(tokenList("0...1.5"), ["integerLiteral 0", "binaryOperator ...", "floatLiteral 1.5"])
    }

    func testTupleAccess() {
        XCTAssertEqual(tokenList("t.0.1"), [
            "identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1",
        ])
        XCTAssertEqual(tokenList("x.0.1.name"), [
            "identifier x", "period .", "integerLiteral 0", "period .", "integerLiteral 1",
            "period .", "identifier name",
        ])
    }

    func testTrailingGarbageStaysInTheLiteral() {
        XCTAssertEqual(single("0xZZ"), "integerLiteral 0xZZ")
        XCTAssertEqual(single("12abc"), "integerLiteral 12abc")
        XCTAssertEqual(single("0b102"), "integerLiteral 0b102")
        XCTAssertEqual(single("0o78"), "integerLiteral 0o78")
        XCTAssertEqual(single("1e"), "integerLiteral 1e")
        XCTAssertEqual(tokenList("1e+"), ["integerLiteral 1e", "postfixOperator +"])
        XCTAssertEqual(single("0x"), "integerLiteral 0x")
    }

    func testNumbersInContext() {
        XCTAssertEqual(tokenList(".frame(width: 44, height: 12.5)"), [
            "period .", "identifier frame", "leftParen (", "identifier width", "colon :",
            "integerLiteral 44", "comma ,", "identifier height", "colon :", "floatLiteral 12.5", "rightParen )",
        ])
    }
}
