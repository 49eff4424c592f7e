import Foundation
import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

/// Broken and random input: the parser never crashes, never hangs, and its indices stay sane.
final class RobustnessTests: XCTestCase {
    /// SplitMix64: deterministic, so a failure reproduces.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ xs: [T]) -> T { xs[Int(next() % UInt64(xs.count))] }
    }

    private static let fragments = [
        "(", ")", "[", "]", "{", "}", "\"", "\\(", "\"\"\"\n", "#\"", "\"#", "#if os(iOS)\n", "#elseif X\n", "#else\n",
        "#endif\n", "#if (A\n", ".", "a", "Foo", "func f", "struct S", "class C", "enum E", "case", "var x", "let y =",
        ": Int", "<", ">", "?", "!", ",", ":", " in ", "if ", "guard ", " else ", "for ", "switch ", "catch ", ".red",
        "\n", " ", "import UIKit\n", "@State ", "private(set) ", "init", "self", "$0", "1", "0x1F", "\"s\"", "{ x in ",
        "} label: {", "#Preview", "#colorLiteral", "extension V", " where ", " = ", " -> ", "// c\n", "/*", "*/",
        "some ", "await ", "async ", "get ", "set ", "didSet ", "protocol P", "typealias T", "macro m", "subscript",
        "\\.x", "\\Foo.bar", "x[0]", "f()", ".init(", "Color(red: 1)", "repeat ", "while ", "do ", "try ", "`x`",
        ";", "@available(iOS 17, *) ", "actor A", "nonisolated(unsafe) ", "Set<Int>", "a < b", "->", "...", "..<",
    ]

    private func assertSane(_ tree: SyntaxTree, _ source: String, file: StaticString = #filePath, line: UInt = #line) {
        assertWellFormed(tree, file: file, line: line)
        let n = Int32(tree.tokens.count)
        for chain in tree.chains {
            var previous = chain.start
            for link in chain.links {
                XCTAssert(link.token >= previous && link.end >= link.token && link.end <= chain.end,
                          "link out of order in \(source.debugDescription)", file: file, line: line)
                previous = link.token
            }
        }
        for call in tree.calls {
            XCTAssert(call.chain >= 0 && Int(call.chain) < tree.chains.count, "bad chain", file: file, line: line)
            XCTAssert(call.end < n && call.calleeStart <= max(call.openParen, call.trailingClosures.first?.open ?? -1),
                      "bad call in \(source.debugDescription)", file: file, line: line)
            XCTAssert(Int(call.lastLink) < tree.chains[Int(call.chain)].links.count, "bad lastLink", file: file, line: line)
        }
        for clause in tree.clauses {
            XCTAssert(clause.conditionStart <= clause.conditionEnd && clause.bodyStart <= clause.bodyEnd
                      && clause.bodyEnd <= n, "bad clause in \(source.debugDescription)", file: file, line: line)
        }
        for d in tree.declarations where d.parent >= 0 {
            let p = tree.declarations[Int(d.parent)]
            XCTAssert(p.start <= d.start && d.end <= p.end, "declaration \(d.path) outside its parent in \(source.debugDescription)", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(tree.notes.count, 101, file: file, line: line)
    }

    func testRandomFragmentSoup() {
        // Reproduce one input: FUZZ_FILE=path.
        if let path = ProcessInfo.processInfo.environment["FUZZ_FILE"],
           let source = try? String(contentsOfFile: path, encoding: .utf8) {
            assertSane(parse(source), source)
            return
        }
        var random = Random(state: UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"] ?? "42") ?? 42)
        let start = Date()
        for _ in 0..<(Int(ProcessInfo.processInfo.environment["FUZZ_COUNT"] ?? "") ?? 1500) {
            var source = ""
            for _ in 0..<(20 + Int(random.next() % 100)) { source += random.pick(Self.fragments) }
            if let dump = ProcessInfo.processInfo.environment["FUZZ_DUMP"] {
                try? source.write(toFile: dump, atomically: false, encoding: .utf8)
            }
            assertSane(parse(source), source)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testEveryTruncationOfARealisticFile() {
        let source = """
        import SwiftUI

        struct MailRowView: View {
            @Environment(\\.colorScheme) private var scheme
            let mail: Mail
            var body: some View {
                HStack(spacing: 8) {
                    Text("\\(mail.sender) — \\(mail.subject)")
                        .font(.system(size: 11))
                    #if os(iOS)
                        .padding(UIDevice.current.userInterfaceIdiom == .pad ? 16 : 8)
                    #else
                        .padding(8)
                    #endif
                }
                .onTapGesture { withAnimation(.spring(response: 0.3)) { open.toggle() } }
                Button { go() } label: { Label("Go", systemImage: "arrow") }
            }
        }
        """
        let bytes = Array(source.utf8)
        for cut in stride(from: 0, through: bytes.count, by: 3) {
            let prefix = Array(bytes[0..<cut])
            let tree = Parser.parse(bytes: prefix)
            assertSane(tree, String(decoding: prefix, as: UTF8.self))
        }
    }

    func testBinaryGarbage() {
        var random = Random(state: 7)
        for _ in 0..<200 {
            let bytes = (0..<(Int(random.next() % 400))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            assertSane(Parser.parse(bytes: bytes), "<binary>")
        }
    }

    func testLongFlatInputsAreLinear() {
        // Shapes that could make a careless scan quadratic: long chains, many arguments,
        // many declarations in one body, long generic lists, long `#if` ladders inside a chain.
        let chain = "Text(\"x\")" + String(repeating: "\n    .padding(1)", count: 20_000)
        let args = "f(" + (0..<20_000).map { "a\($0): \($0)" }.joined(separator: ", ") + ")"
        let decls = "struct S {\n" + (0..<5_000).map { "    var v\($0): Int { \($0) }\n" }.joined() + "}"
        let generics = "let x = T<" + Array(repeating: "A", count: 20_000).joined(separator: ", ") + ">()"
        let ladder = "V()" + String(repeating: "\n#if A\n.a()\n#elseif B\n.b()\n#else\n.c()\n#endif", count: 3_000)
        let stray = String(repeating: "} label: { ", count: 10_000)
        let closers = "f(" + String(repeating: "g(", count: 5_000) + String(repeating: "]", count: 5_000)
        for source in [chain, args, decls, generics, ladder, stray, closers] {
            let start = Date()
            let tree = parse(source)
            XCTAssertLessThan(Date().timeIntervalSince(start), 3, String(source.prefix(40)))
            assertSane(tree, String(source.prefix(40)))
        }
        let long = parse(chain)
        XCTAssertEqual(long.chains.first?.links.count, 1 + 2 * 20_000)
        let many = parse(args)
        XCTAssertEqual(many.calls.first?.arguments.count, 20_000)
        XCTAssertEqual(parse(decls).declarations.count, 5_001)
    }
}

final class RegressionTests: XCTestCase {
    /// Found by the fragment fuzzer: `<>` is one operator token, so the generic list is empty.
    func testEmptyGenericParameterListDoesNotCrash() {
        let tree = parse("struct S<> { }\nfunc f<>() { }\nlet x = A<>()")
        assertWellFormed(tree)
        XCTAssertEqual(tree.declarations.map(\.path), ["S", "f", "x"])
    }

    /// Found by the fragment fuzzer: a header cut short must not adopt later declarations.
    func testDeclarationParentHoldsTheChild() {
        let tree = parse("actor Af():let y = 1")
        for d in tree.declarations where d.parent >= 0 {
            XCTAssertLessThanOrEqual(d.end, tree.declarations[Int(d.parent)].end)
        }
    }

    /// Found by the fragment fuzzer: brackets other than `(` in an `#if` condition get a match.
    func testBracketsInIfConditionAreMatched() {
        let tree = parse("#if A[0] && \"x\" && {\nlet a = 1\n#endif")
        assertWellFormed(tree)
    }
}
