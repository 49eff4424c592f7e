import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The small dead ends of a team's second week: messages that say the wrong thing, or twice,
/// or not what to do.
final class SmallDeadEndsTests: XCTestCase {
    func testARepeatableOptionSaysSoOnce() {
        for spec in CommandTable.specs {
            let help = HelpText.render(spec).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let count = help.components(separatedBy: "more than once").count - 1
            XCTAssertEqual(count, spec.options.filter(\.repeatable).count, "\(spec.name) --help: \(help)")
            XCTAssertFalse(help.contains("May be repeated"), help)
        }
    }

    func testAnExceptionNamingAnUnknownRuleSuggestsTheClosestID() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "A.swift", Array("let a = 1 // kitscan-allow: raw-color -- the brand\n".utf8))
        let result = kitscan(["scan"], cwd: root)
        XCTAssertTrue(result.stdout.contains("exception names unknown rule `raw-color`: did you mean `raw-colour`? "
                                             + "(`kitscan rules` lists the ids)"), result.stdout)
        try writeFile(root, "A.swift", Array("let a = 1 // kitscan-allow: zzzz -- the brand\n".utf8))
        let far = kitscan(["scan"], cwd: root)
        XCTAssertTrue(far.stdout.contains("exception names unknown rule `zzzz`: see `kitscan rules` for the ids"), far.stdout)
    }

    func testNoConfigIsNotCalledAMissingDebtListKey() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "A.swift", Array("import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n".utf8))
        let result = kitscan(["scan"], cwd: root)
        XCTAssertFalse(result.stdout.contains("no `debtList` in kitscan.json"), result.stdout)
        XCTAssertTrue(result.stdout.contains("note: unlisted-view: there is no kitscan.json, so no debt list to check "
                                             + "views against. `kitscan init` writes both."), result.stdout)

        try writeFile(root, "kitscan.json", Array("{}\n".utf8))
        let withConfig = kitscan(["scan"], cwd: root)
        XCTAssertTrue(withConfig.stdout.contains("no `debtList` in kitscan.json"), withConfig.stdout)
    }

    func testInitCountsOneViewInGoodGrammar() throws {
        let repo = try GitTestRepo(self)
        try repo.write("App/A.swift", "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n")
        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("with the 1 view that draws outside the kit today."), result.stdout)
    }

    func testCheckWithoutABaselineSaysSoFirstAndListsCountsNotFindings() throws {
        let omo = try copySample("Omo", self)
        let result = kitscan(["check"], cwd: omo)
        XCTAssertEqual(result.code, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "kitscan check failed: there is no kitscan-baseline.json yet, so all 83 findings are new.",
                       result.stdout)
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("Run `kitscan baseline` to record the current findings") == true,
                      result.stdout)
        XCTAssertFalse(result.stdout.contains("(new)"), "no finding is listed: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("  raw-colour: 17 findings in 6 files\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("`kitscan scan` lists each finding."), result.stdout)
        XCTAssertLessThan(lines.count, 20, result.stdout)
    }

    func testAKitModifiersUnlabelledParameterIsListedByItsName() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array("{ \"kit\": { \"paths\": [\"Kit\"] } }\n".utf8))
        try writeFile(root, "Kit/Glass.swift", Array("""
            import SwiftUI
            extension View {
                public func glass(_ condition: Bool, tint: Color = .clear) -> some View { self }
            }

            """.utf8))
        try writeFile(root, "App/A.swift", Array("import SwiftUI\nlet a = Text(\"a\").glass(true)\n".utf8))
        let result = kitscan(["report", "callers", "--json", "callers.json", "--out", "callers.md"], cwd: root)
        XCTAssertEqual(result.code, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/callers.json")))
                                 as? [String: Any])
        let glass = try XCTUnwrap((json["components"] as? [[String: Any]])?.first { $0["name"] as? String == "glass" })
        XCTAssertEqual(glass["parameters"] as? [String], ["condition", "tint"])
        XCTAssertEqual(glass["unusedParameters"] as? [String], ["tint"], "the caller passes `condition` unlabelled")
    }
}
