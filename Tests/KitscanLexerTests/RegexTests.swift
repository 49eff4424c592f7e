import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class RegexTests: XCTestCase {
    func testDivisionAfterOperands() {
        XCTAssertEqual(tokenList("a / b / c"), [
            "identifier a", "binaryOperator /", "identifier b", "binaryOperator /", "identifier c",
        ])
        XCTAssertEqual(tokenList("let x = a/2"), [
            "keyword let", "identifier x", "binaryOperator =", "identifier a", "binaryOperator /", "integerLiteral 2",
        ])
        XCTAssertEqual(tokenList("arr.map { $0 / 2 }"), [
            "identifier arr", "period .", "identifier map", "leftBrace {", "dollarIdentifier $0",
            "binaryOperator /", "integerLiteral 2", "rightBrace }",
        ])
        XCTAssertEqual(tokenList("foo(a / b, c / d)").filter { $0.hasPrefix("regex") }, [])
        XCTAssertEqual(tokenList("(x)/2/1").filter { $0.hasPrefix("regex") }, [])
        XCTAssertEqual(tokenList("self/2/1").filter { $0.hasPrefix("regex") }, [])
        XCTAssertEqual(tokenList("x! / y / z").filter { $0.hasPrefix("regex") }, [])
        XCTAssertEqual(tokenList("\"a\" / b / c").filter { $0.hasPrefix("regex") }, [])
    }

    func testBareRegexLiterals() {
        XCTAssertEqual(tokenList("x = /[a-z]+/"), ["identifier x", "binaryOperator =", "regexLiteral /[a-z]+/"])
        XCTAssertEqual(tokenList(#"let r = /\//"#), ["keyword let", "identifier r", "binaryOperator =", #"regexLiteral /\//"#])
        XCTAssertEqual(tokenList("(/abc/)"), ["leftParen (", "regexLiteral /abc/", "rightParen )"])
        XCTAssertEqual(tokenList("return /a(b|c)*/"), ["keyword return", "regexLiteral /a(b|c)*/"])
        XCTAssertEqual(tokenList("f(/[/]x/, 1)"), [
            "identifier f", "leftParen (", "regexLiteral /[/]x/", "comma ,", "integerLiteral 1", "rightParen )",
        ])
        XCTAssertEqual(tokenList("case /\\d+/:"), ["keyword case", "regexLiteral /\\d+/", "colon :"])
    }

    func testNotARegex() {
        // Space right after the opening slash.
        XCTAssertEqual(tokenList("x = / a/"), ["identifier x", "binaryOperator =", "binaryOperator /", "identifier a", "postfixOperator /"])
        // Space before the closing slash.
        XCTAssertEqual(kinds("x = /a /").contains(.regexLiteral), false)
        // No closing slash on the line.
        XCTAssertEqual(kinds("x = /abc\ny/").contains(.regexLiteral), false)
        // A `)` that closes nothing.
        XCTAssertEqual(kinds("foo(x, /b), c / d)").contains(.regexLiteral), false)
        // Compound assignment.
        XCTAssertEqual(tokenList("x /= 2"), ["identifier x", "binaryOperator /=", "integerLiteral 2"])
        XCTAssertEqual(tokenList("{ /= 2 }"), ["leftBrace {", "binaryOperator /=", "integerLiteral 2", "rightBrace }"])
    }

    func testExtendedRegexLiterals() {
        XCTAssertEqual(tokenList("let r = #/a/b/#"), ["keyword let", "identifier r", "binaryOperator =", "regexLiteral #/a/b/#"])
        XCTAssertEqual(tokenList("##/x/#y/## z"), ["regexLiteral ##/x/#y/##", "identifier z"])
        let multi = "let r = #/\n  (?<x>\\d+) # digits\n  /x\n/#\nnext"
        let lexed = lexChecked(multi)
        XCTAssertEqual(lexed.tokens.map { "\($0.kind.name) \(lexed.text($0))" }, [
            "keyword let", "identifier r", "binaryOperator =",
            "regexLiteral #/\n  (?<x>\\d+) # digits\n  /x\n/#", "identifier next",
        ])
        XCTAssertEqual(lexed.tokens.last?.line, 5)
        assertPositions(lexed)
    }

    func testUnterminatedExtendedRegex() {
        XCTAssertEqual(tokenList("#/abc\nx"), ["regexLiteral #/abc", "identifier x"])
        XCTAssertEqual(tokenList("#/\nabc\nx"), ["regexLiteral #/\nabc\nx"])
    }

    func testRegexInsideInterpolation() {
        XCTAssertEqual(tokenList(#""\(/a+/)""#), [
            "stringOpen \"", "interpolationOpen \\(", "regexLiteral /a+/", "interpolationClose )", "stringClose \"",
        ])
    }
}
