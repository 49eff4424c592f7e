import XCTest
@testable import KitscanLexer

final class ScratchTests: XCTestCase {
    func testPrint() {
        let src = try! String(contentsOfFile: "/tmp/scratch.swift", encoding: .utf8)
        let lexed = Lexer.lex(src)
        for p in lexed.pieces() where !p.kind.isTrivia || p.kind.isComment {
            print(p.line, p.column, p.kind.name, p.flags, lexed.text(p).debugDescription)
        }
    }
}
