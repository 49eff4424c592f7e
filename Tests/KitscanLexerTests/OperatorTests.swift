import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class OperatorTests: XCTestCase {
    func testBinaryPrefixPostfixByWhitespace() {
        XCTAssertEqual(tokenList("a + b"), ["identifier a", "binaryOperator +", "identifier b"])
        XCTAssertEqual(tokenList("a+b"), ["identifier a", "binaryOperator +", "identifier b"])
        XCTAssertEqual(tokenList("-a"), ["prefixOperator -", "identifier a"])
        XCTAssertEqual(tokenList("f(-a, !b)"), [
            "identifier f", "leftParen (", "prefixOperator -", "identifier a", "comma ,",
            "prefixOperator !", "identifier b", "rightParen )",
        ])
        XCTAssertEqual(tokenList("a++ ;"), ["identifier a", "postfixOperator ++", "semicolon ;"])
    }

    func testAssignmentAndComparison() {
        XCTAssertEqual(tokenList("x = y == z != w"), [
            "identifier x", "binaryOperator =", "identifier y", "binaryOperator ==", "identifier z",
            "binaryOperator !=", "identifier w",
        ])
        XCTAssertEqual(tokenList("a!=b"), ["identifier a", "binaryOperator !=", "identifier b"])
        XCTAssertEqual(tokenList("x=1"), ["identifier x", "binaryOperator =", "integerLiteral 1"])
    }

    func testOptionalChainingAndForceUnwrap() {
        XCTAssertEqual(tokenList("x?.y"), ["identifier x", "postfixOperator ?", "period .", "identifier y"])
        XCTAssertEqual(tokenList("x!.y"), ["identifier x", "postfixOperator !", "period .", "identifier y"])
        XCTAssertEqual(tokenList("foo?()"), ["identifier foo", "postfixOperator ?", "leftParen (", "rightParen )"])
        XCTAssertEqual(tokenList("foo!)"), ["identifier foo", "postfixOperator !", "rightParen )"])
        XCTAssertEqual(tokenList("try! f()"), ["keyword try", "postfixOperator !", "identifier f", "leftParen (", "rightParen )"])
        XCTAssertEqual(tokenList("try? f"), ["keyword try", "postfixOperator ?", "identifier f"])
        XCTAssertEqual(tokenList("x as! T"), ["identifier x", "keyword as", "postfixOperator !", "identifier T"])
    }

    func testOptionalTypes() {
        XCTAssertEqual(tokenList("Int?"), ["identifier Int", "postfixOperator ?"])
        XCTAssertEqual(tokenList("Array<Int>?"), [
            "identifier Array", "binaryOperator <", "identifier Int", "binaryOperator >", "postfixOperator ?",
        ])
        XCTAssertEqual(tokenList("[String: Int??]"), [
            "leftBracket [", "identifier String", "colon :", "identifier Int", "postfixOperator ?",
            "postfixOperator ?", "rightBracket ]",
        ])
        XCTAssertEqual(tokenList("Unmanaged<T>!"), [
            "identifier Unmanaged", "binaryOperator <", "identifier T", "binaryOperator >", "postfixOperator !",
        ])
    }

    func testTernaryAndNilCoalescing() {
        XCTAssertEqual(tokenList("c ? a : b"), [
            "identifier c", "binaryOperator ?", "identifier a", "colon :", "identifier b",
        ])
        XCTAssertEqual(tokenList("a ?? b"), ["identifier a", "binaryOperator ??", "identifier b"])
        XCTAssertEqual(tokenList("a??b"), ["identifier a", "binaryOperator ??", "identifier b"])
    }

    func testRangesAndDotOperators() {
        XCTAssertEqual(tokenList("a...b"), ["identifier a", "binaryOperator ...", "identifier b"])
        XCTAssertEqual(tokenList("a ..< b"), ["identifier a", "binaryOperator ..<", "identifier b"])
        XCTAssertEqual(tokenList("xs[1...]"), [
            "identifier xs", "leftBracket [", "integerLiteral 1", "postfixOperator ...", "rightBracket ]",
        ])
        XCTAssertEqual(tokenList("xs[..<n]"), [
            "identifier xs", "leftBracket [", "prefixOperator ..<", "identifier n", "rightBracket ]",
        ])
        // `.` inside an operator that does not start with `.` ends it.
        XCTAssertEqual(tokenList("a+.b"), ["identifier a", "postfixOperator +", "period .", "identifier b"])
    }

    func testImplicitMembersAndPeriods() {
        XCTAssertEqual(tokenList(".foregroundStyle(.red)"), [
            "period .", "identifier foregroundStyle", "leftParen (", "period .", "identifier red", "rightParen )",
        ])
        XCTAssertEqual(tokenList("a.b"), ["identifier a", "period .", "identifier b"])
    }

    func testCustomOperators() {
        XCTAssertEqual(tokenList("a <*> b"), ["identifier a", "binaryOperator <*>", "identifier b"])
        XCTAssertEqual(tokenList("infix operator |>: AdditionPrecedence"), [
            "identifier infix", "keyword operator", "binaryOperator |>", "colon :", "identifier AdditionPrecedence",
        ])
        XCTAssertEqual(tokenList("x &+= 1 ^ ~y"), [
            "identifier x", "binaryOperator &+=", "integerLiteral 1", "binaryOperator ^",
            "prefixOperator ~", "identifier y",
        ])
    }

    func testArrowAndInout() {
        XCTAssertEqual(tokenList("func f(_ x: inout Int) -> Int"), [
            "keyword func", "identifier f", "leftParen (", "identifier _", "identifier x", "colon :",
            "keyword inout", "identifier Int", "rightParen )", "arrow ->", "identifier Int",
        ])
        XCTAssertEqual(tokenList("()->Void"), ["leftParen (", "rightParen )", "arrow ->", "identifier Void"])
        XCTAssertEqual(tokenList("f(&x)"), ["identifier f", "leftParen (", "prefixOperator &", "identifier x", "rightParen )"])
    }

    func testOperatorBeforePeriod() {
        // Swift: `x^.y` postfix, `^.y` prefix.
        XCTAssertEqual(tokenList("x^.y"), ["identifier x", "postfixOperator ^", "period .", "identifier y"])
        XCTAssertEqual(tokenList("(^.y)"), ["leftParen (", "prefixOperator ^", "period .", "identifier y", "rightParen )"])
    }

    func testPunctuation() {
        XCTAssertEqual(kinds("( ) [ ] { } , : ;"), [
            .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .comma, .colon, .semicolon,
        ])
    }
}
