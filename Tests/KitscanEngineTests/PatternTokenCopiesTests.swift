import XCTest
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// Type and metric tokens name the findings whose number they copy.
final class PatternTokenCopiesTests: XCTestCase {
    let tokens = """
    import SwiftUI
    public enum ThreadsSpace {
        public static let row: CGFloat = 14
        public static let gutter: CGFloat = 20 + 6
        public static var hit: CGFloat { 44 }
        public static let again: CGFloat = 14
        public let notStatic: CGFloat = 3
    }
    public enum ThreadsType {
        public static let label = Font.custom("JetBrains Mono", size: 11, relativeTo: .caption2)
    }
    public enum Other {
        public static let x: CGFloat = 99
    }
    """

    func testReadsStaticNumericMembersOfTheNamedTypes() {
        var kit = KitIndex()
        NumberTokens.add(from: Parser.parse(source: tokens), typeNames: ["ThreadsSpace", "ThreadsType"], to: &kit)
        XCTAssertEqual(kit.numberTokens, [14: "ThreadsSpace.row", 26: "ThreadsSpace.gutter", 44: "ThreadsSpace.hit",
                                          11: "ThreadsType.label"])
    }

    func testNothingWithoutTypeNames() {
        var kit = KitIndex()
        NumberTokens.add(from: Parser.parse(source: tokens), typeNames: [], to: &kit)
        XCTAssertTrue(kit.numberTokens.isEmpty)
    }

    func testSmallFontAndPatternFindingsNameTheToken() throws {
        var kit = KitIndex()
        // `small-font` names a font token only, so the kind is told.
        NumberTokens.add(from: Parser.parse(source: tokens), typeNames: ["ThreadsSpace"], to: &kit, kind: .metric)
        NumberTokens.add(from: Parser.parse(source: tokens), typeNames: ["ThreadsType"], to: &kit, kind: .font)
        let rules = try RuleSet(definitions: RuleLoader.shipped(), config: Config())
        let scanner = FileScanner(rules: rules, kit: kit, formChangingModifiers: [], kitPaths: [], debtListNames: nil)
        let scan = scanner.scan(bytes: Array("let f = Font.system(size: 11)".utf8), path: "A.swift")
        XCTAssertEqual(scan.findings.filter { $0.rule == "small-font" }.map(\.copies), ["ThreadsType.label"])
        let tree = Parser.parse(source: "a.padding(14)")
        let m = try PatternMatcher(patterns: [".padding($n:number)"])
        XCTAssertEqual(m.matches(in: MatchContext(tree: tree, path: "A.swift", kit: kit)).map(\.copies), ["ThreadsSpace.row"])
    }
}
