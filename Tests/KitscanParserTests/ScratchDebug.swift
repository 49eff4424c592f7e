import Foundation
import XCTest
import KitscanLexer
@testable import KitscanParser

final class ScratchDebug: XCTestCase {
    func testScratch() throws {
        var bm = 0.0, lexT = 0.0, parseT = 0.0, bytesN = 0
        for url in InterfaceCorpusTests.interfaceFiles() {
            let bytes = try [UInt8](Data(contentsOf: url))
            bytesN += bytes.count
            let t0 = Date()
            let lexed = Lexer.lex(bytes)
            let t1 = Date()
            var tree = SyntaxTree(file: lexed)
            BracketMatcher.run(&tree)
            let tb = Date()
            var b = TreeBuilder(tree)
            b.run()
            let t2 = Date()
            bm += tb.timeIntervalSince(t1)
            lexT += t1.timeIntervalSince(t0); parseT += t2.timeIntervalSince(t1)
        }
        print("bytes \(bytesN) lex \(lexT) parse \(parseT) brackets \(bm)")
    }
}
