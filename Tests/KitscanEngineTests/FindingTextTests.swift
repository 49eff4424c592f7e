import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// A finding's texts: the fingerprint (`rule|matched text|declaration`) and the snippet.
final class FindingTextTests: XCTestCase {
    let scanner = FileScanner(rules: try! RuleSet(definitions: RuleLoader.shipped(), config: Config()),
                              kit: KitIndex(), formChangingModifiers: [], kitPaths: [], debtListNames: nil)

    func findings(_ source: String) -> [Finding] {
        scanner.scan(bytes: Array(source.utf8), path: "A.swift").findings
    }

    func testFingerprintIsRuleMatchedTextAndDeclaration() {
        let found = findings("""
            struct Row {
                var tint: Color { Color(red: 1,
                                        green:   0, blue: 0) }
            }
            let t = Animation.spring
            withAnimation(.snappy) { }
            """)
        XCTAssertEqual(found.map(\.fingerprint), ["raw-colour|Color(red: 1, green: 0, blue: 0)|Row.tint",
                                                  "raw-spring|spring|t", "raw-spring|snappy|"])
    }

    func testSnippetIsTheTrimmedLineOfEachFinding() {
        let found = findings("""
            let a = Color(red: 1, green: 0, blue: 0); let b = Color(white: 0.5)
              let c = Animation.spring
            """)
        XCTAssertEqual(found.map(\.snippet), ["let a = Color(red: 1, green: 0, blue: 0); let b = Color(white: 0.5)",
                                              "let a = Color(red: 1, green: 0, blue: 0); let b = Color(white: 0.5)",
                                              "let c = Animation.spring"])
    }
}
