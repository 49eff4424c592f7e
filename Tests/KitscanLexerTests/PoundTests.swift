import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class PoundTests: XCTestCase {
    func testConditionalCompilation() {
        let source = "#if os(iOS) || os(visionOS)\na\n#elseif DEBUG\nb\n#else\nc\n#endif"
        XCTAssertEqual(tokenList(source), [
            "poundIf #if", "identifier os", "leftParen (", "identifier iOS", "rightParen )",
            "binaryOperator ||", "identifier os", "leftParen (", "identifier visionOS", "rightParen )",
            "identifier a", "poundElseif #elseif", "identifier DEBUG", "identifier b",
            "poundElse #else", "identifier c", "poundEndif #endif",
        ])
    }

    func testDirectiveWordsMustMatchExactly() {
        XCTAssertEqual(kinds("#iff #elsee #endifx #ifdef"), [.poundKeyword, .poundKeyword, .poundKeyword, .poundKeyword])
    }

    func testPoundKeywordsAndMacros() {
        XCTAssertEqual(tokenList("if #available(iOS 17, *) {}"), [
            "keyword if", "poundKeyword #available", "leftParen (", "identifier iOS", "integerLiteral 17",
            "comma ,", "binaryOperator *", "rightParen )", "leftBrace {", "rightBrace }",
        ])
        XCTAssertEqual(tokenList("#colorLiteral(red: 1)").prefix(2), ["poundKeyword #colorLiteral", "leftParen ("])
        XCTAssertEqual(tokenList("#Preview { V() }").first, "poundKeyword #Preview")
        XCTAssertEqual(tokenList("#sourceLocation(file: \"a\", line: 1)").first, "poundKeyword #sourceLocation")
        XCTAssertEqual(tokenList("#unavailable #warning #stringify #_hasSymbol"), [
            "poundKeyword #unavailable", "poundKeyword #warning", "poundKeyword #stringify", "poundKeyword #_hasSymbol",
        ])
    }

    func testLonePound() {
        XCTAssertEqual(tokenList("# x"), ["unknown #", "identifier x"])
        XCTAssertEqual(tokenList("#"), ["unknown #"])
        XCTAssertEqual(tokenList("##x"), ["unknown #", "poundKeyword #x"])
    }

    func testIfConditionInsideModifierChain() {
        let source = "Text(\"a\")\n#if os(iOS)\n  .padding()\n#endif"
        XCTAssertEqual(kinds(source), [
            .identifier, .leftParen, .stringOpen, .stringSegment, .stringClose, .rightParen,
            .poundIf, .identifier, .leftParen, .identifier, .rightParen,
            .period, .identifier, .leftParen, .rightParen, .poundEndif,
        ])
    }
}
