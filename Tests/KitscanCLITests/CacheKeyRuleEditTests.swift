import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
import KitscanHistory

/// One cache-key recipe: a team rule file edited with the same id and message (only its
/// pattern changes) makes every cached command scan again, so a warm run equals a cold one.
final class CacheKeyRuleEditTests: XCTestCase {
    static func teamRule(_ pattern: String) -> String {
        #"{"id": "team-raw", "message": "m", "matcher": "pattern", "parameters": {"patterns": {"type": "stringArray", "default": ["\#(pattern)"]}}}"#
    }

    /// `adoption --by app --history` on a folder app whose rule counts raw values.
    func testAFolderAppsEditedTeamRuleIsScannedAgainByAdoptionHistory() throws {
        let fleet = try AdoptionFleetTests.fleet(self)
        _ = try writeFile(fleet.mail, "kitscan.json", Array(#"{"rulePaths": ["Rules"], "adoption": {"rawValueRules": ["team-raw"]}}"#.utf8))
        _ = try writeFile(fleet.mail, "Rules/team-raw.json", Array(Self.teamRule("Text($t)").utf8))
        let mail = GitTestRepo(existing: fleet.mail)
        try mail.git("init", "-q", "-b", "main")
        try mail.commitAll("mail")
        func mailPoint() throws -> NSDictionary? {
            let result = fleet.kitscan("adoption", "--by", "app", "--history", "--json", "history.json")
            XCTAssertEqual(result.code, 0, result.stderr)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: fleet.kit.read("history.json")) as? [String: Any])
            let points = report["history"] as? [[String: Any]] ?? []
            return (points.last?["groups"] as? [String: Any])?["Mail"] as? NSDictionary
        }
        let before = try mailPoint()
        _ = try writeFile(fleet.mail, "Rules/team-raw.json", Array(Self.teamRule("Nowhere($t)").utf8))
        let warm = try mailPoint()
        try FileManager.default.removeItem(atPath: fleet.kit.root + "/.kitscan-cache")
        let cold = try mailPoint()
        XCTAssertNotEqual(before, cold, "the edit changes what is counted")
        XCTAssertEqual(warm, cold, "the edited rule is not read from the cache")
    }

    /// `history`, `adoption --history` and `review` in one repository with a team rule.
    func testAnEditedTeamRuleIsScannedAgainByHistoryAdoptionHistoryAndReview() throws {
        let repo = try GitTestRepo(self)
        try AdoptionFixture.write(repo.root, extra: [
            "kitscan.json": #"{ "kit": { "paths": ["Kit"], "modules": ["Kit"], "tokens": ["Kit/Tokens"] }, "rulePaths": ["Rules"], "#
                + #""adoption": {"rawValueRules": ["team-raw"]} }"#,
            "Rules/team-raw.json": Self.teamRule("Text($t)")])
        try repo.commitAll("one")
        try repo.write("App/B.swift", "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n")
        try repo.commitAll("two")
        func outputs() -> [String] {
            let commands = [["history"], ["adoption", "--history"], ["review", "--base", "HEAD~1", "--head", "HEAD", "--json", "review.json"]]
            return commands.map { arguments in
                let result = kitscan(arguments, cwd: repo.root)
                XCTAssertEqual(result.code, 0, "\(arguments): \(result.stderr)")
                let review = arguments[0] == "review" ? String(decoding: (try? repo.read("review.json")) ?? Data(), as: UTF8.self) : ""
                return result.stdout + review
            }
        }
        let before = outputs()
        try repo.write("Rules/team-raw.json", Self.teamRule("Nowhere($t)"))
        let warm = outputs()
        try FileManager.default.removeItem(atPath: repo.root + "/.kitscan-cache")
        let cold = outputs()
        for index in before.indices {
            XCTAssertNotEqual(before[index], cold[index], "command \(index): the edit changes its answer")
            XCTAssertEqual(warm[index], cold[index], "command \(index): the edited rule is not read from the cache")
        }
    }
}
