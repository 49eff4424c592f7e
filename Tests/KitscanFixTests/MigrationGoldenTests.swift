import Foundation
import XCTest
import KitscanTestSupport

/// `kitscan fix --rule deprecated-kit-use` on the golden pairs in Tests/MigrationFixtures:
/// each form of `renamed:` (labels replaced, inserted, deleted; a type-qualified target; a
/// renamed type; a renamed token; a modifier with a trailing closure) and the uses left for
/// hand-fixing. The app file after the fix is `expected.swift`, the fix's lines `report.txt`.
final class MigrationGoldenTests: XCTestCase {
    static let fixtures = "Tests/MigrationFixtures"

    /// Copies the fixture's kit and input into a project, runs the fix there twice (the
    /// second must change nothing) and returns the fixed app file and the first report.
    static func fix(_ name: String, in test: XCTestCase) throws -> (text: String, report: String) {
        let folder = packageRoot + "/" + fixtures + "/" + name
        let root = try temporaryFolder(test)
        try writeFile(root, "kitscan.json", Array(#"{"kit":{"paths":["Kit"],"modules":["Kit"]}}"#.utf8))
        try writeFile(root, "Kit/Kit.swift", Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/Kit.swift"))))
        try writeFile(root, "App/App.swift", Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/input.swift"))))
        let first = kitscan(["fix", "--rule", "deprecated-kit-use"], cwd: root)
        XCTAssertEqual(first.code, 0, first.stderr)
        let fixed = String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/App/App.swift")), as: UTF8.self)
        let second = kitscan(["fix", "--rule", "deprecated-kit-use"], cwd: root)
        XCTAssertTrue(second.stdout.contains("Fixed 0 findings"), "a second fix changed \(name): \(second.stdout)")
        let again = String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/App/App.swift")), as: UTF8.self)
        XCTAssertEqual(again, fixed, "a second fix changed \(name)")
        return (fixed, first.stdout)
    }

    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (text, report) = try Self.fix(name, in: self)
        try assertGolden(text, Self.fixtures + "/" + name + "/expected.swift", file: file, line: line)
        try assertGolden(report, Self.fixtures + "/" + name + "/report.txt", file: file, line: line)
    }

    func testLabelsAreReplacedByPositionKeepingTriviaAndTrailingClosures() throws { try check("labels-replaced") }
    func testLabelsAreInsertedBeforeTheValue() throws { try check("labels-inserted") }
    func testLabelsAreDeletedUpToTheValue() throws { try check("labels-deleted") }
    func testATypeQualifiedTargetIsWrittenAsACallOfTheType() throws { try check("type-qualified") }
    func testARenamedTypeIsRenamedInEveryReference() throws { try check("type-rename") }
    func testARenamedTokenIsRenamedWhereItIsNamed() throws { try check("token-rename") }
    func testAModifierIsRenamedAndRelabelledKeepingItsTrailingClosure() throws { try check("modifier-trailing-closure") }

    /// `/// - Replace with:`: arguments reordered, defaulted and wrapped where the template
    /// puts them in an expression, a component split in two; a dropped closure is left.
    func testATemplateIsFilledWithEachCallsArguments() throws { try check("template") }

    /// Another number of arguments, a getter form, no `renamed:`: nothing is rewritten, and
    /// the report says why for each.
    func testWhatRenamedCannotSayIsLeftWithWhy() throws {
        try check("left-for-hand-fixing")
        let input = try String(contentsOfFile: packageRoot + "/" + Self.fixtures + "/left-for-hand-fixing/input.swift", encoding: .utf8)
        let expected = try String(contentsOfFile: packageRoot + "/" + Self.fixtures + "/left-for-hand-fixing/expected.swift", encoding: .utf8)
        XCTAssertEqual(expected, input)
    }

    /// What is left is not mixed in with what is fixed: a headline counts it, then one line
    /// each, `path:line:column: why [rule]`.
    func testTheReportCountsWhatIsLeftForHandFixingUnderAHeadline() throws {
        let (_, report) = try Self.fix("left-for-hand-fixing", in: self)
        XCTAssertTrue(report.hasPrefix("""
            3 left for hand-fixing:
            App/App.swift:5:5: `renamed: "KitRow(title:detail:style:)"` names 3 arguments and `KitRow(title:subtitle:)` takes 2: which goes where is for a person [deprecated-kit-use]
            App/App.swift:6:5: `renamed:` names a getter
            """), report)
        XCTAssertFalse(report.contains(": left: "), report)
        let (_, fixedAndLeft) = try Self.fix("token-rename", in: self)
        XCTAssertTrue(fixedAndLeft.contains("""
            App/App.swift:6:24: fixed: now `paper` [deprecated-kit-use]
            2 left for hand-fixing:
            App/App.swift:4:26: `.kit` reaches
            """), fixedAndLeft)
    }

    /// `Color.kit._bgOld` and `UIColor.kit._bgOld` reach two homes that deprecate `_bgOld`
    /// differently: the base written chooses the home; an implicit `.kit._bgOld` is left.
    func testTheBaseWrittenBeforeAnAccessorChoosesTheTokenHome() throws { try check("accessor-base") }

    /// A deprecated initialiser passed as a value is a use: named with its labels
    /// (`KitRow.init(item:action:)`) it is relabelled; unlabelled (`KitBadge.init`, where the
    /// only one-argument initialiser is deprecated) it is left, with why.
    func testAnInitialiserPassedAsAValueIsRelabelledWhenItsLabelsAreWritten() throws { try check("init-reference") }
}
