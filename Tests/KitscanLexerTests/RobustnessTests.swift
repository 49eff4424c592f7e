import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanLexer

/// Any bytes in, no crash, no hang, and the pieces still tile the input.
final class RobustnessTests: XCTestCase {
    /// SplitMix64: a tiny deterministic generator, so failures reproduce.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let tricky = """
    #!/usr/bin/env swift
    /// Doc
    @MainActor struct V: View { // note
        /* nested /* block */ */ /** doc */
        var body: some View {
            let s = "a \\("b \\(c + "d")") e" + #"raw \\#(x) "q""# + ##"x"##
            let m = \"\"\"
              line \\(f(1, (2))) \\
              more
              \"\"\"
            let r = /[a-z]+\\//; let q = #/x/#; let e = #/
              y
              /#
            x?.y!.z ?? 0x1.8p3 / 2 ..< t.0.1 <*> `class` $0 \\.key
            #if os(iOS)
            Text("é😀").font(.system(size: 11))
            #elseif DEBUG
            #else
            #endif
        }
    }
    """

    func testSeededRandomBuffers() {
        var rng = SeededGenerator(state: 0x5EED)
        // Half the buffers draw from bytes that matter to the lexer, half from all bytes.
        let alphabet = Array("\"#\\()/*[]{}`$@.?!<>=-+&|\n\r\t 0x1e_pabAZé".utf8) + [0x00, 0xFF, 0xC3, 0x80, 0xEF, 0xBB, 0xBF]
        for round in 0..<200 {
            let length = Int.random(in: 0...3000, using: &rng)
            var bytes = [UInt8](repeating: 0, count: length)
            for i in 0..<length {
                bytes[i] = round % 2 == 0
                    ? alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
                    : UInt8.random(in: 0...255, using: &rng)
            }
            let lexed = Lexer.lex(bytes)
            assertTiles(lexed)
            assertPositions(lexed)
        }
    }

    func testEveryPrefixOfATrickyFile() {
        let bytes = Array(Self.tricky.utf8)
        XCTAssertFalse(Lexer.lex(bytes).tokens.contains { $0.kind == .unknown })
        for cut in 0...bytes.count {
            let lexed = Lexer.lex(Array(bytes[0..<cut]))
            assertTiles(lexed)
        }
        assertPositions(Lexer.lex(bytes))
    }

    func testTrickyFileWithCRLF() {
        let crlf = Self.tricky.replacingOccurrences(of: "\n", with: "\r\n")
        let lf = Lexer.lex(Self.tricky)
        let lexed = lexChecked(crlf)
        assertPositions(lexed)
        // Same tokens, same lines.
        XCTAssertEqual(lexed.tokens.map(\.kind), lf.tokens.map(\.kind))
        XCTAssertEqual(lexed.tokens.map(\.line), lf.tokens.map(\.line))
    }

    func testInvalidUTF8AndNUL() {
        let bytes: [UInt8] = [0xC3, 0x28, 0x22, 0xE2, 0x82, 0x00, 0x22, 0x0A, 0xF0, 0x9F, 0x00, 0x2F, 0x2A, 0xFF]
        let lexed = Lexer.lex(bytes)
        assertTiles(lexed)
        assertPositions(lexed)
    }

    func testDeepNesting() {
        let depth = 10_000
        let cases: [String] = [
            String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
            String(repeating: "[", count: depth),
            String(repeating: "{", count: depth),
            String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth),
            String(repeating: "\"\\(", count: depth),
            String(repeating: "#\"\\#(", count: depth),
            String(repeating: "\"\"\"\n\\(", count: depth),
            String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth),
            String(repeating: "/*", count: depth),
        ]
        for source in cases {
            let start = Date()
            let lexed = lexChecked(source)
            XCTAssertLessThan(Date().timeIntervalSince(start), 2, String(source.prefix(8)))
            XCTAssertFalse(lexed.tokens.isEmpty && lexed.trivia.isEmpty)
        }
        // Balanced interpolations close properly at any depth.
        let nested = lexChecked(String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth))
        XCTAssertEqual(nested.tokens.filter { $0.kind == .stringClose }.count, depth)
        XCTAssertEqual(nested.tokens.filter { $0.kind == .interpolationClose }.count, depth)
    }

    func testPathologicalLinesStayLinear() {
        // Each `/` could start a regex whose look-ahead runs to the end of the line.
        let n = 50_000
        let cases = [
            "x = " + String(repeating: "/[", count: n),
            "(" + String(repeating: "/\\", count: n),
            String(repeating: "` ", count: n),
            String(repeating: "#/", count: n),
            String(repeating: "= /a ", count: n),
        ]
        for source in cases {
            let start = Date()
            _ = lexChecked(source)
            XCTAssertLessThan(Date().timeIntervalSince(start), 2, String(source.prefix(8)))
        }
    }

    func testOversizeInputLexesOnlyThePrefix() {
        // The same path a > 2 GiB file takes, with a small limit.
        let bytes = Array("let x = \"abc\" // tail".utf8)
        let lexed = Lexer.lex(bytes, limit: 10)
        assertTiles(lexed, limit: 10)
        XCTAssertEqual(lexed.pieces().last?.end, 10)
        XCTAssertEqual(lexed.bytes.count, bytes.count)
    }
}
