import XCTest
import KitscanTestSupport
@testable import KitscanLexer

/// Lexes `source` and checks the round trip, returning the file.
func lexChecked(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> LexedFile {
    let lexed = Lexer.lex(source)
    assertTiles(lexed, file: file, line: line)
    return lexed
}

/// Significant tokens as `kind text` strings, for compact expectations.
func tokenList(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let lexed = lexChecked(source, file: file, line: line)
    return lexed.tokens.map { "\($0.kind.name) \(lexed.text($0))" }
}

/// Significant tokens' kinds only.
func kinds(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [TokenKind] {
    lexChecked(source, file: file, line: line).tokens.map(\.kind)
}

/// Trivia pieces as `kind text` strings.
func triviaList(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let lexed = lexChecked(source, file: file, line: line)
    return lexed.trivia.map { "\($0.kind.name) \(lexed.text($0))" }
}

/// Asserts the pieces tile the (lexable part of the) input exactly: no gaps, no
/// overlaps, no empty pieces, trivia kinds only in `trivia`. Cheap enough for big corpora.
func assertTiles(_ lexed: LexedFile, limit: Int = Lexer.maximumSize,
                 file: StaticString = #filePath, line: UInt = #line) {
    let expectedEnd = min(lexed.bytes.count, limit)
    var offset = 0
    var ok = true
    for piece in lexed.pieces() {
        if Int(piece.start) != offset || piece.end <= piece.start {
            XCTFail("piece \(piece) does not continue at \(offset)", file: file, line: line)
            ok = false
            break
        }
        offset = Int(piece.end)
    }
    if ok && offset != expectedEnd {
        XCTFail("pieces end at \(offset), input has \(expectedEnd) bytes", file: file, line: line)
    }
    if let t = lexed.tokens.first(where: { $0.kind.isTrivia }) {
        XCTFail("trivia kind \(t.kind) among tokens", file: file, line: line)
    }
    if let t = lexed.trivia.first(where: { !$0.kind.isTrivia }) {
        XCTFail("token kind \(t.kind) among trivia", file: file, line: line)
    }
}

/// Recomputes every piece's line and column from the bytes and compares.
func assertPositions(_ lexed: LexedFile, file: StaticString = #filePath, line: UInt = #line) {
    let bytes = lexed.bytes
    var lineNo: Int32 = 1
    var lineStart = 0
    var k = 0
    for piece in lexed.pieces() {
        while k < Int(piece.start) {
            let b = bytes[k]
            if b == 0x0A || (b == 0x0D && !(k + 1 < bytes.count && bytes[k + 1] == 0x0A)) {
                lineNo += 1
                lineStart = k + 1
            }
            k += 1
        }
        let column = Int32(Int(piece.start) - lineStart + 1)
        if piece.line != lineNo || piece.column != column {
            XCTFail("\(piece.kind) at \(piece.start): \(piece.line):\(piece.column), expected \(lineNo):\(column)",
                    file: file, line: line)
            return
        }
    }
}
