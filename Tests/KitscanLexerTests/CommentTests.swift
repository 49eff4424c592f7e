import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class CommentTests: XCTestCase {
    func testLineComments() {
        XCTAssertEqual(triviaList("x // note\n/// doc\n//// not doc\n//"), [
            "whitespace  ", "lineComment // note", "newline \n", "docLineComment /// doc", "newline \n",
            "lineComment //// not doc", "newline \n", "lineComment //",
        ])
        XCTAssertEqual(kinds("x // note\ny"), [.identifier, .identifier])
    }

    func testExceptionCommentIsKeptVerbatim() {
        let lexed = lexChecked("Color(red: 1) // kitscan-allow: raw-colour -- brand art\n")
        let comment = lexed.trivia.first { $0.kind == .lineComment }
        XCTAssertEqual(comment.map { lexed.text($0) }, "// kitscan-allow: raw-colour -- brand art")
        XCTAssertEqual(comment?.line, 1)
        XCTAssertEqual(comment?.column, 15)
    }

    func testNestedBlockComments() {
        XCTAssertEqual(triviaList("/* a /* b */ c */x"), ["blockComment /* a /* b */ c */"])
        XCTAssertEqual(kinds("/* a /* b */ c */x"), [.identifier])
        XCTAssertEqual(triviaList("/*/ x */"), ["blockComment /*/ x */"])
    }

    func testDocBlockComments() {
        XCTAssertEqual(triviaList("/** doc */"), ["docBlockComment /** doc */"])
        XCTAssertEqual(triviaList("/**/"), ["blockComment /**/"])
        XCTAssertEqual(triviaList("/* plain */"), ["blockComment /* plain */"])
    }

    func testUnterminatedBlockCommentRunsToEndOfFile() {
        XCTAssertEqual(triviaList("x /* a /* b */ c\nd"), ["whitespace  ", "blockComment /* a /* b */ c\nd"])
        XCTAssertEqual(kinds("x /* a /* b */ c\nd"), [.identifier])
    }

    func testMultilineBlockCommentCountsAsLineBreak() {
        let lexed = lexChecked("a /* x\ny */ b /* z */ c")
        XCTAssertEqual(lexed.tokens.map(\.startsLine), [true, true, false])
        XCTAssertEqual(lexed.tokens.map(\.line), [1, 2, 2])
        assertPositions(lexed)
    }

    func testCommentStartsInsideOperatorRun() {
        XCTAssertEqual(tokenList("a +// c\nb"), ["identifier a", "binaryOperator +", "identifier b"])
        XCTAssertEqual(tokenList("a+/* c */b"), ["identifier a", "postfixOperator +", "identifier b"])
        XCTAssertEqual(tokenList("a ==/* c */ b"), ["identifier a", "binaryOperator ==", "identifier b"])
    }

    func testShebang() {
        XCTAssertEqual(triviaList("#!/usr/bin/swift\nprint(1)").prefix(2), ["shebang #!/usr/bin/swift", "newline \n"])
        // After a BOM too.
        XCTAssertEqual(triviaList("\u{FEFF}#!/usr/bin/swift\n").prefix(2), ["whitespace \u{FEFF}", "shebang #!/usr/bin/swift"])
        // Elsewhere `#!` is not a shebang.
        XCTAssertEqual(tokenList("x\n#!y"), ["identifier x", "unknown #", "postfixOperator !", "identifier y"])
    }
}
