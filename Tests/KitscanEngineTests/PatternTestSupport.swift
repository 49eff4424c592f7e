import XCTest
import KitscanTestSupport
import KitscanLexer
import KitscanParser
@testable import KitscanEngine

/// Runs a matcher over `marked` code (each `↓` marks an expected anchor) and checks the anchors.
func assertAnchors(_ matcher: any Matcher, _ marked: String, kit: KitIndex = KitIndex(),
                   file: StaticString = #filePath, line: UInt = #line) {
    let (code, expected) = RuleExamples.strip(marked)
    let tree = Parser.parse(source: code)
    let found = matcher.matches(in: MatchContext(tree: tree, path: "Example.swift", kit: kit))
        .map { "\(tree.line($0.anchor)):\(tree.column($0.anchor))" }
    XCTAssertEqual(found, expected, "in:\n\(marked)", file: file, line: line)
}

/// A pattern matcher that must compile.
func pattern(_ patterns: [String], where conditions: [String] = [], file: StaticString = #filePath,
             line: UInt = #line) -> PatternMatcher {
    do {
        return try PatternMatcher(patterns: patterns, conditions: conditions)
    } catch {
        XCTFail("pattern does not compile: \(error)", file: file, line: line)
        return try! PatternMatcher(patterns: ["never"])
    }
}

/// The compile error of a pattern rule, or nil.
func patternError(_ patterns: [String], where conditions: [String] = []) -> String? {
    do {
        _ = try PatternMatcher(patterns: patterns, conditions: conditions)
        return nil
    } catch {
        return error.description
    }
}
