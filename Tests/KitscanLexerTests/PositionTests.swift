import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class PositionTests: XCTestCase {
    private func positions(_ source: String) -> [String] {
        let lexed = lexChecked(source)
        assertPositions(lexed)
        return lexed.tokens.map { "\(lexed.text($0))@\($0.line):\($0.column)" }
    }

    func testLinesAndColumns() {
        XCTAssertEqual(positions("let a = 1\n  foo(b)\n"), [
            "let@1:1", "a@1:5", "=@1:7", "1@1:9", "foo@2:3", "(@2:6", "b@2:7", ")@2:8",
        ])
    }

    func testColumnsCountUTF8Bytes() {
        // "é" is two bytes, "😀" four.
        XCTAssertEqual(positions("é x\n\"😀\" y"), ["é@1:1", "x@1:4", "\"@2:1", "😀@2:2", "\"@2:6", "y@2:8"])
    }

    func testCRLFAndLoneCR() {
        let lexed = lexChecked("a\r\nb\rc\n\r\nd")
        assertPositions(lexed)
        XCTAssertEqual(lexed.tokens.map(\.line), [1, 2, 3, 5])
        XCTAssertEqual(lexed.trivia.map { lexed.text($0) }, ["\r\n", "\r", "\n", "\r\n"])
        XCTAssertEqual(lexed.lineCount, 5)
    }

    func testCRLFInsideMultilineTokens() {
        let source = "/* a\r\nb */ x \"\"\"\r\ns\r\n\"\"\" y"
        let lexed = lexChecked(source)
        assertPositions(lexed)
        XCTAssertEqual(lexed.tokens.map { "\(lexed.text($0))@\($0.line):\($0.column)" }.first, "x@2:6")
        XCTAssertEqual(lexed.tokens.last.map { "\($0.line):\($0.column)" }, "4:5")
    }

    func testBOMIsWhitespaceAtOffsetZero() {
        let lexed = lexChecked("\u{FEFF}import UIKit")
        XCTAssertEqual(lexed.trivia.first.map { "\($0.kind.name) \($0.start)-\($0.end)" }, "whitespace 0-3")
        XCTAssertEqual(lexed.tokens.first.map { "\($0.line):\($0.column)" }, "1:4")
        XCTAssertEqual(lexed.tokens.first?.kind, .keyword)
    }

    func testFlags() {
        let lexed = lexChecked("a.b (c)\n  d/* x */e\n")
        let f = lexed.tokens.map { t -> String in
            (t.startsLine ? "N" : "-") + (t.hasSpaceBefore ? "B" : "-") + (t.hasSpaceAfter ? "A" : "-")
        }
        // a . b ( c ) d e
        XCTAssertEqual(f, ["N--", "---", "--A", "-B-", "---", "--A", "NBA", "-BA"])
    }

    func testFirstTokenStartsALineAndLastHasSpaceAfter() {
        let lexed = lexChecked("x")
        XCTAssertEqual(lexed.tokens[0].flags, Token.Flags.newlineBefore | Token.Flags.spaceAfter)
    }

    func testLineCount() {
        XCTAssertEqual(Lexer.lex("").lineCount, 1)
        XCTAssertEqual(Lexer.lex("a\nb").lineCount, 2)
        XCTAssertEqual(Lexer.lex("/* \n */\n").lineCount, 3)
    }

    func testEmptyInput() {
        let lexed = Lexer.lex([UInt8]())
        XCTAssertTrue(lexed.tokens.isEmpty)
        XCTAssertTrue(lexed.trivia.isEmpty)
    }

    func testKindNames() {
        XCTAssertEqual(TokenKind.stringOpen.name, "stringOpen")
        XCTAssertEqual(Set(TokenKind.allCases.map(\.name)).count, TokenKind.allCases.count)
    }
}
