import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class StringTests: XCTestCase {
    func testSimpleAndEmptyStrings() {
        XCTAssertEqual(tokenList("\"hello\""), ["stringOpen \"", "stringSegment hello", "stringClose \""])
        XCTAssertEqual(tokenList("\"\""), ["stringOpen \"", "stringClose \""])
        XCTAssertEqual(tokenList("#\"\"#"), ["stringOpen #\"", "stringClose \"#"])
    }

    func testEscapesStayInTheSegment() {
        XCTAssertEqual(tokenList(#""a\"b\\c\n\u{1F600}" x"#), [
            "stringOpen \"", #"stringSegment a\"b\\c\n\u{1F600}"#, "stringClose \"", "identifier x",
        ])
        // An escaped backslash before a quote: the quote closes.
        XCTAssertEqual(tokenList(#""\\" + y"#), [
            "stringOpen \"", #"stringSegment \\"#, "stringClose \"", "binaryOperator +", "identifier y",
        ])
    }

    func testInterpolation() {
        XCTAssertEqual(tokenList(#"Text("Hi \(name)!")"#), [
            "identifier Text", "leftParen (", "stringOpen \"", "stringSegment Hi ",
            "interpolationOpen \\(", "identifier name", "interpolationClose )",
            "stringSegment !", "stringClose \"", "rightParen )",
        ])
    }

    func testNestedInterpolationWithStrings() {
        XCTAssertEqual(tokenList(#""a \("b \(c + "d")")""#), [
            "stringOpen \"", "stringSegment a ", "interpolationOpen \\(",
            "stringOpen \"", "stringSegment b ", "interpolationOpen \\(",
            "identifier c", "binaryOperator +", "stringOpen \"", "stringSegment d", "stringClose \"",
            "interpolationClose )", "stringClose \"", "interpolationClose )", "stringClose \"",
        ])
    }

    func testInterpolationWithParenthesesAndClosures() {
        XCTAssertEqual(tokenList(#""\(f(x, (y)).map { $0 * 2 })""#), [
            "stringOpen \"", "interpolationOpen \\(", "identifier f", "leftParen (", "identifier x",
            "comma ,", "leftParen (", "identifier y", "rightParen )", "rightParen )", "period .",
            "identifier map", "leftBrace {", "dollarIdentifier $0", "binaryOperator *",
            "integerLiteral 2", "rightBrace }", "interpolationClose )", "stringClose \"",
        ])
    }

    func testMultilineStringWithInterpolationAndContinuation() {
        let source = "let s = \"\"\"\n    Hello \\(name)\n    one \\\n    line \"quoted\"\n    \"\"\"\nx"
        XCTAssertEqual(tokenList(source), [
            "keyword let", "identifier s", "binaryOperator =", "stringOpen \"\"\"",
            "stringSegment \n    Hello ", "interpolationOpen \\(", "identifier name", "interpolationClose )",
            "stringSegment \n    one \\\n    line \"quoted\"\n    ", "stringClose \"\"\"", "identifier x",
        ])
        let lexed = lexChecked(source)
        assertPositions(lexed)
        XCTAssertEqual(lexed.tokens.last.map { "\($0.line):\($0.column)" }, "6:1")
    }

    func testMultilineStringInsideInterpolationOfASingleLineString() {
        let source = "\"a\\(\"\"\"\nb\n\"\"\")c\" d"
        XCTAssertEqual(tokenList(source), [
            "stringOpen \"", "stringSegment a", "interpolationOpen \\(", "stringOpen \"\"\"",
            "stringSegment \nb\n", "stringClose \"\"\"", "interpolationClose )", "stringSegment c",
            "stringClose \"", "identifier d",
        ])
    }

    func testRawStrings() {
        XCTAssertEqual(tokenList(##"#"a "quoted" \n \(x) \#(y)"#"##), [
            "stringOpen #\"", #"stringSegment a "quoted" \n \(x) "#, "interpolationOpen \\#(",
            "identifier y", "interpolationClose )", "stringClose \"#",
        ])
        // With two pounds only `\##(` interpolates; `\#(` and `"#` are text.
        XCTAssertEqual(tokenList(###"##"a "# \#(x) \##(y)"##"###), [
            "stringOpen ##\"", ##"stringSegment a "# \#(x) "##, "interpolationOpen \\##(",
            "identifier y", "interpolationClose )", "stringClose \"##",
        ])
    }

    func testRawMultilineString() {
        let source = "#\"\"\"\nline \"\"\" still\n\\#(v)\n\"\"\"#"
        XCTAssertEqual(tokenList(source), [
            "stringOpen #\"\"\"", "stringSegment \nline \"\"\" still\n", "interpolationOpen \\#(",
            "identifier v", "interpolationClose )", "stringSegment \n", "stringClose \"\"\"#",
        ])
    }

    func testUnterminatedSingleLineStringEndsAtLineBreak() {
        XCTAssertEqual(tokenList("let s = \"abc\nlet t = 1"), [
            "keyword let", "identifier s", "binaryOperator =", "stringOpen \"", "stringSegment abc",
            "keyword let", "identifier t", "binaryOperator =", "integerLiteral 1",
        ])
        // A line break inside an interpolation of a single-line string ends it too.
        XCTAssertEqual(tokenList("\"a \\(b\nc)"), [
            "stringOpen \"", "stringSegment a ", "interpolationOpen \\(", "identifier b",
            "identifier c", "rightParen )",
        ])
        // A backslash right before the line break does not continue a single-line string.
        XCTAssertEqual(tokenList("\"a\\\nb"), ["stringOpen \"", "stringSegment a\\", "identifier b"])
    }

    func testUnterminatedAtEndOfFile() {
        XCTAssertEqual(tokenList("\"\"\"\nabc"), ["stringOpen \"\"\"", "stringSegment \nabc"])
        XCTAssertEqual(tokenList("\"abc"), ["stringOpen \"", "stringSegment abc"])
        XCTAssertEqual(tokenList("\"a\\(b"), ["stringOpen \"", "stringSegment a", "interpolationOpen \\(", "identifier b"])
        XCTAssertEqual(tokenList("\"\\"), ["stringOpen \"", "stringSegment \\"])
        XCTAssertEqual(tokenList("##\"x\"#"), ["stringOpen ##\"", "stringSegment x\"#"])
    }

    func testColourHexString() {
        let lexed = lexChecked(##"Text("#FFFFFF")"##)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .leftParen, .stringOpen, .stringSegment, .stringClose, .rightParen])
        XCTAssertEqual(lexed.text(lexed.tokens[3]), "#FFFFFF")
    }
}
