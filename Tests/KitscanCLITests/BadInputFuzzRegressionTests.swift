import Foundation
import XCTest
import KitscanTestSupport
import KitscanLexer
import KitscanParser

/// Inputs the fuzzers (Fuzz/, Scripts/fuzz.sh) stopped on, kept as tests with the same checks.
final class BadInputFuzzRegressionTests: XCTestCase {
    /// The parser target's invariants (Fuzz/ParserFuzz.swift).
    private func assertParserInvariants(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let tree = Parser.parse(source: source)
        let tokens = tree.file.tokens
        let n = Int32(tokens.count)
        for i in 0..<tokens.count {
            let m = tree.match[i]
            switch tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                XCTAssertTrue(m >= Int32(i) && m < n, "opener \(i) matches \(m)", file: file, line: line)
            default:
                XCTAssertTrue(m >= -1 && m < n, "token \(i) matches \(m)", file: file, line: line)
            }
            XCTAssertTrue(tree.parentGroup[i] < Int32(i), "token \(i) has parent \(tree.parentGroup[i])", file: file, line: line)
        }
    }

    /// Found by fuzz-parser on its first seed (Samples/Omo/App/OmoApp.swift): the `(` of an
    /// `#if os(iOS) || os(visionOS)` condition had match -1, unlike every other opener. The
    /// parser now matches condition brackets within their condition.
    func testBracketsInIfConditionsAreMatchedWithinTheCondition() {
        let source = """
        WindowGroup {
            #if os(iOS) || os(visionOS)
            PhoneRootView(store: store)
            #elseif os(macOS)
            MacRootView(store: store)
            #endif
        }
        """
        assertParserInvariants(source)
        let tree = Parser.parse(source: source)
        let conditionParens = tree.file.tokens.indices.filter {
            tree.file.tokens[$0].kind == .leftParen && tree.roles[$0] == .directiveCondition
        }
        XCTAssertEqual(conditionParens.count, 3)
        for index in conditionParens {
            let close = Int(tree.match[index])
            XCTAssertEqual(tree.file.tokens[close].kind, .rightParen)
            XCTAssertEqual(tree.roles[close], .directiveCondition)
        }
    }

    func testHostileNesting() {
        assertParserInvariants(String(repeating: "(", count: 10_000))
        assertParserInvariants(String(repeating: "#if a(\n{", count: 2_000))
        assertParserInvariants(String(repeating: "\"\\(", count: 3_000))
        assertParserInvariants(String(repeating: ")]}", count: 1_000) + String(repeating: "#endif\n", count: 100))
    }
}
