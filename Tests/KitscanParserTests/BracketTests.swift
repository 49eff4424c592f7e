import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class BracketTests: XCTestCase {
    func testBalancedGroupsMatchBothWays() {
        let tree = parse("f(a[1], { x in (x) })")
        assertWellFormed(tree)
        XCTAssertTrue(tree.notes.isEmpty, tree.dump())
        for (i, t) in tree.tokens.enumerated() where [.leftParen, .leftBracket, .leftBrace].contains(t.kind) {
            let m = Int(tree.match[i])
            XCTAssertGreaterThan(m, i)
            XCTAssertEqual(tree.match[m], Int32(i))
        }
        let bracket = tree.index(of: "[")
        XCTAssertEqual(tree.parentGroup[Int(bracket)], tree.index(of: "("))
        XCTAssertEqual(tree.parentGroup[Int(tree.index(of: "1"))], bracket)
        XCTAssertEqual(tree.parentGroup[Int(tree.index(of: "f"))], -1)
    }

    func testStringsAndInterpolationsMatch() {
        let tree = parse(#"let s = "a \(b("c")) d""#)
        assertWellFormed(tree)
        XCTAssertTrue(tree.notes.isEmpty, tree.dump())
        let open = tree.tokens.firstIndex { $0.kind == .interpolationOpen }!
        let close = tree.tokens.firstIndex { $0.kind == .interpolationClose }!
        XCTAssertEqual(tree.match[open], Int32(close))
        let firstQuote = tree.tokens.firstIndex { $0.kind == .stringOpen }!
        let lastQuote = tree.tokens.lastIndex { $0.kind == .stringClose }!
        XCTAssertEqual(tree.match[firstQuote], Int32(lastQuote))
    }

    func testMissingCloserIsNotedAndMatchedAtEnd() {
        let tree = parse("func f() {\n  g(1, 2\n}\nlet x = 1")
        assertWellFormed(tree)
        XCTAssertFalse(tree.notes.isEmpty)
        // `(` is closed at the `}` that closes the body.
        let paren = Int(tree.index(of: "("))
        XCTAssertGreaterThanOrEqual(tree.match[paren], Int32(paren))
        let brace = Int(tree.index(of: "{"))
        XCTAssertEqual(tree.text(tree.match[brace]), "}")
        XCTAssertEqual(tree.parentGroup[Int(tree.index(of: "x"))], -1)
    }

    func testStrayCloserIsIgnoredWithNote() {
        let tree = parse("a) ] }\nb(c)")
        assertWellFormed(tree)
        XCTAssertEqual(tree.notes.count, 3, tree.dump())
        XCTAssertEqual(tree.calleeTexts(), ["b"])
    }

    func testMismatchedKindsRecover() {
        for source in ["f(a]", "f[a)", "{ ( }", "( [ { ) ] }", "([)]", "}{", ")(", "\"abc", "\"\\(", "\"\\(a", "\"\\(\"\\(\""] {
            let tree = parse(source)
            assertWellFormed(tree)
            if source != "\"abc" { XCTAssertFalse(tree.notes.isEmpty, "no note for \(source)") }
        }
    }

    func testNeverClosedOpenersMatchLastToken() {
        let tree = parse("a(b[c{d")
        assertWellFormed(tree)
        let last = Int32(tree.tokens.count - 1)
        for i in 0..<tree.tokens.count where [.leftParen, .leftBracket, .leftBrace].contains(tree.tokens[i].kind) {
            XCTAssertEqual(tree.match[i], last)
        }
        XCTAssertEqual(tree.notes.count, 3)
    }

    func testNotesAreCapped() {
        let tree = parse(String(repeating: ")", count: 5000))
        XCTAssertLessThanOrEqual(tree.notes.count, 101)
        XCTAssertTrue(tree.notes.last!.message.contains("more"))
    }

    func testEmptyAndTrivialInputs() {
        for source in ["", " ", "\n", "// c", "(", ")", "{", "}", "#if", "#endif", "#else", ".", "..", "a.", "<", ">", "?", "!", "@", "\\", "#"] {
            let tree = parse(source)
            assertWellFormed(tree)
        }
    }

    private func assertDeepNestingIsFast(open: String, close: String, depth: Int = 10_000,
                                         file: StaticString = #filePath, line: UInt = #line) {
        let source = "x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        let start = Date()
        let tree = parse(source)
        let elapsed = Date().timeIntervalSince(start)
        assertWellFormed(tree, file: file, line: line)
        XCTAssertTrue(tree.notes.isEmpty, "notes: \(tree.notes.prefix(3))", file: file, line: line)
        XCTAssertLessThan(elapsed, 2.0, "too slow: \(elapsed)s", file: file, line: line)
        // Unclosed version too.
        let broken = parse("x = " + String(repeating: open, count: depth) + "1")
        assertWellFormed(broken, file: file, line: line)
        XCTAssertFalse(broken.notes.isEmpty, file: file, line: line)
    }

    func testDeepParensDoNotOverflow() { assertDeepNestingIsFast(open: "(", close: ")") }
    func testDeepBracketsDoNotOverflow() { assertDeepNestingIsFast(open: "[", close: "]") }
    func testDeepBracesDoNotOverflow() { assertDeepNestingIsFast(open: "{", close: "}") }
    func testDeepCallsDoNotOverflow() { assertDeepNestingIsFast(open: "f(", close: ")") }
    func testDeepModifierChainsDoNotOverflow() { assertDeepNestingIsFast(open: "V { ", close: " }.pad()") }

    func testDeepInterpolationsDoNotOverflow() {
        let depth = 10_000
        let source = "x = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        let start = Date()
        let tree = parse(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2.0)
        assertWellFormed(tree)
        XCTAssertTrue(tree.notes.isEmpty, "notes: \(tree.notes.prefix(3))")
        let opens = tree.tokens.indices.filter { tree.tokens[$0].kind == .interpolationOpen }
        XCTAssertEqual(opens.count, depth)
        for o in opens { XCTAssertEqual(tree.tokens[Int(tree.match[o])].kind, .interpolationClose) }
    }

    func testRecoveryIsLinearOnManyStrayOpeners() {
        // Many mismatched closers against a deep stack must not be quadratic.
        let source = String(repeating: "(", count: 20_000) + String(repeating: "]", count: 20_000)
            + String(repeating: "\"\\(", count: 5_000) + String(repeating: "}", count: 20_000)
        let start = Date()
        let tree = parse(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2.0)
        assertWellFormed(tree)
    }
}
