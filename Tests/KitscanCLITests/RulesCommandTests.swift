import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan rules`, `kitscan rules ID` and `kitscan rules --test DIR`.
final class RulesCommandTests: XCTestCase {
    func testListsEveryRuleWithSeverityAndState() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "kitscan.json", Array(#"{"rules": {"platform-branch": {"enabled": false}, "small-font": {"severity": "error"}}}"#.utf8))
        let result = kitscan(["rules"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("platform-branch ") && $0.contains(" off ") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("small-font ") && $0.contains(" error ") && $0.contains(" on ")
            && $0.hasSuffix("Type under the minimum size: use a kit type style") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("kit-copy ") && $0.contains(" off  (opt-in) ") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("catalog-missing-case ") && $0.contains(" off  (needs catalog.paths) ") }, result.stdout)
        XCTAssertEqual(lines.last, "13 rules, 10 on. `kitscan rules <id>` explains one.")
    }

    func testExplainsOneRule() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "kitscan.json", Array(#"{"rules": {"small-font": {"min": 14}}}"#.utf8))
        let result = kitscan(["rules", "small-font"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("small-font: Type under the minimum size: use a kit type style\nseverity warning, on, matcher `font-size`"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Nothing in the interface is under 12 pt."))
        XCTAssertTrue(result.stdout.contains("  min (number), default 12\n      configured: 14\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  - Text(\"a\").font(.↓system(size: 11))\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Does not trigger:\n  - let f = Font.system(size: 12)\n"), result.stdout)
    }

    func testUnknownRuleSuggestsAndExits2() throws {
        let folder = try temporaryFolder(self)
        let result = kitscan(["rules", "small-fnt"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "error: unknown rule `small-fnt`. Did you mean `small-font`? Run `kitscan rules` to list the rules.\n")
    }

    private func rule(_ id: String, triggers: String, passes: String) -> [UInt8] {
        Array("""
        {"id": "\(id)", "message": "m", "matcher": "pattern",
         "parameters": {"patterns": {"type": "stringArray", "default": [".cornerRadius($r:number)"]}},
         "triggers": [\(triggers)], "passes": [\(passes)]}
        """.utf8)
    }

    func testPassingFolder() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "radius.json", rule("radius", triggers: #""a.↓cornerRadius(8)""#, passes: #""a.cornerRadius(r)""#))
        let result = kitscan(["rules", "--test", folder])
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "ok: 1 rule, 2 examples, all behave as written\n")
    }

    func testFailingExampleExits1() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "radius.json", rule("radius", triggers: #""a.cornerRadius(↓8)""#, passes: #""a.cornerRadius(8)""#))
        let result = kitscan(["rules", "--test", folder])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.stdout.contains("FAIL \(folder)/radius.json: radius: example\na.cornerRadius(↓8)\nexpected findings at 1:16, got 1:3"), result.stdout)
        XCTAssertTrue(result.stdout.contains("expected findings at none, got 1:3"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("2 failures in 1 rule, 2 examples\n"), result.stdout)
    }

    func testRuleWithoutExamplesFails() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "radius.json", rule("radius", triggers: "", passes: ""))
        let result = kitscan(["rules", "--test", folder])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.stdout.contains("radius needs at least one triggering and one passing example"), result.stdout)
    }

    func testBrokenRuleFilesExit2() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "broken.json", Array("{".utf8))
        XCTAssertEqual(kitscan(["rules", "--test", folder]).code, 2)
        let bad = try temporaryFolder(self)
        try writeFile(bad, "radius.json", Array("""
        {"id": "radius", "message": "m", "matcher": "pattern",
         "parameters": {"patterns": {"type": "stringArray", "default": ["RoundedRectangle(cornerRadius: 1"]}}}
        """.utf8))
        let result = kitscan(["rules", "--test", bad])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "error: \(bad)/radius.json: pattern 1, column 17: unbalanced \"(\"\n")
        XCTAssertEqual(kitscan(["rules", "--test", bad + "/missing"]).code, 2)
        let empty = try temporaryFolder(self)
        XCTAssertEqual(kitscan(["rules", "--test", empty]).code, 2)
    }

    func testShippedRulesPass() {
        let result = kitscan(["rules", "--test", TeamSamplesTests.root + "/Rules"])
        XCTAssertEqual(result.code, 0, result.stdout)
    }
}
