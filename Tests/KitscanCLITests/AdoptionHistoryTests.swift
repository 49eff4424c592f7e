import Foundation
import XCTest
import KitscanReview
import KitscanTestSupport
@testable import KitscanCLI
import KitscanHistory
@testable import KitscanGit

/// `kitscan adoption --history` on a generated history: each point equals `kitscan adoption`
/// on a checkout of its commit.
final class AdoptionHistoryTests: XCTestCase {
    /// Commits at fixed committer times (UTC), the fixture changing at each.
    func history() throws -> GitTestRepo {
        let repo = try GitTestRepo(self)
        try AdoptionFixture.write(repo.root)
        let steps: [(String, () throws -> Void)] = [
            ("2026-01-05T10:00:00Z", {}), // Monday
            ("2026-01-07T10:00:00Z", { // Wednesday: a raw button
                try repo.write("App/Settings/SettingsView.swift",
                               AdoptionFixture.settings.replacingOccurrences(of: "Form {", with: "Form {\n            Button(\"Raw\") {}"))
            }),
            ("2026-01-10T09:00:00Z", { // Saturday: the next week
                try repo.write("App/Profile/ProfileView.swift", "import SwiftUI\nstruct ProfileView: View { var body: some View { KitButton(title: \"p\") } }\n")
            }),
            ("2026-01-16T23:59:59Z", { // Friday, the last second of that week
                try repo.write("App/Home/HomeView.swift", AdoptionFixture.home.replacingOccurrences(of: "Text(\"plain\")", with: "KitTitle(text: \"plain\")"))
            }),
            ("2026-01-17T00:00:00Z", { try repo.remove("App/Settings/SettingsView.swift") }), // Saturday 00:00: a new week
        ]
        for (date, change) in steps {
            try change()
            setenv("GIT_COMMITTER_DATE", date, 1)
            defer { unsetenv("GIT_COMMITTER_DATE") }
            try repo.git("add", "-A")
            try repo.git("commit", "-q", "--date", date, "-m", "at " + date)
        }
        return repo
    }

    func testEveryPointEqualsTheAdoptionOfItsCheckout() throws {
        let repo = try history()
        let result = repo.kitscan("adoption", "--history", "--json", "history.json", "--svg", "adoption.svg")
        XCTAssertEqual(result.code, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: repo.read("history.json")) as? [String: Any])
        let points = report["history"] as? [[String: Any]] ?? []
        let subjects = try points.map { try repo.git("log", "-1", "--format=%s", $0["commit"] as! String).trimmingCharacters(in: .newlines) }
        XCTAssertEqual(subjects, ["at 2026-01-07T10:00:00Z", "at 2026-01-16T23:59:59Z", "at 2026-01-17T00:00:00Z"])
        let raw = points.map { (($0["total"] as? [String: Any])?["rawControlUses"] as? Int) ?? -1 }
        XCTAssertEqual(raw, [5, 4, 1])
        for point in points {
            let commit = point["commit"] as! String
            let checkout = try temporaryFolder(self) + "/checkout"
            try repo.git("worktree", "add", "-q", "--detach", checkout, commit)
            let here = kitscan(["adoption", "--json", "now.json"], cwd: checkout)
            XCTAssertEqual(here.code, 0, here.stderr)
            let now = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: checkout + "/now.json"))) as? [String: Any])
            XCTAssertEqual((now["total"] as? [String: Any])?["counts"] as? NSDictionary, point["total"] as? NSDictionary, commit)
        }
        let svg = String(decoding: try repo.read("adoption.svg"), as: UTF8.self)
        XCTAssertEqual(svg.components(separatedBy: "<polyline").count - 1, 3)
        XCTAssertTrue(svg.contains("<title>token share</title>"), svg)
        // The same history gives the same bytes.
        XCTAssertEqual(repo.kitscan("adoption", "--history").stdout, repo.kitscan("adoption", "--history").stdout)
    }

    func testMonthsAndGroupsOverTime() throws {
        let repo = try history()
        let result = repo.kitscan("adoption", "--every", "month", "--by", "folder", "--json", "months.json")
        XCTAssertEqual(result.code, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: repo.read("months.json")) as? [String: Any])
        let points = report["history"] as? [[String: Any]] ?? []
        XCTAssertEqual(points.count, 1)
        let groups = points.first?["groups"] as? [String: Any] ?? [:]
        XCTAssertEqual(groups.keys.sorted(), ["App/Home", "App/Profile"])
    }

    func testPeriodsEndOnSaturdayAndOnTheFirstOfTheMonthUTC() {
        let friday = 1_768_607_999 // 2026-01-16T23:59:59Z
        XCTAssertEqual(AdoptionHistory.period(of: friday + 1, every: .week), AdoptionHistory.period(of: friday, every: .week) + 1)
        XCTAssertEqual(AdoptionHistory.period(of: friday - 6 * 86_400, every: .week), AdoptionHistory.period(of: friday, every: .week))
        XCTAssertEqual(AdoptionHistory.period(of: 1_769_903_999, every: .month) + 1, AdoptionHistory.period(of: 1_769_904_000, every: .month))
    }
}

extension AdoptionHistoryTests {
    func testAWeekWithoutACommitKeepsTheLastCommitBeforeIt() {
        let commits = ["a", "b", "c"].map { Commit(hash: $0, short: $0, date: "") }
        let week = 7 * 86_400, saturday = 2 * 86_400 + 1_000 * week
        let times = ["a": saturday + 3600, "b": saturday + 2 * 3600, "c": saturday + 3 * week + 60]
        XCTAssertEqual(AdoptionHistory.periodEnds(commits, times: times, every: .week).map(\.commit.hash), ["b", "b", "b", "c"])
    }
}

extension AdoptionHistoryTests {
    /// The history's per-file facts are entries of the one blob cache, beside `history`'s and
    /// `review`'s: either command keeps the other's, an old `adoption.json` is removed, and a
    /// damaged cache costs only time.
    func testTheHistorysEntriesLiveInTheOneBlobCache() throws {
        let repo = try history()
        try FileManager.default.createDirectory(atPath: repo.root + "/.kitscan-cache", withIntermediateDirectories: true)
        try repo.write(".kitscan-cache/adoption.json", "{\"version\": 1, \"context\": \"old\", \"facts\": [")
        let cold = repo.kitscan("adoption", "--history", "--json", "cold.json")
        XCTAssertEqual(cold.code, 0, cold.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repo.root + "/.kitscan-cache/adoption.json"))
        let lines = { (kind: String) throws -> Int in
            String(decoding: try repo.read(".kitscan-cache/blobs.tsv"), as: UTF8.self).components(separatedBy: "\n" + kind + "\t").count - 1
        }
        let facts = try lines("f")
        XCTAssertGreaterThan(facts, 0)
        XCTAssertGreaterThan(try lines("t"), 0)
        XCTAssertEqual(repo.kitscan("history").code, 0)
        XCTAssertEqual(try lines("f"), facts)
        XCTAssertGreaterThan(try lines("s"), 0)
        XCTAssertEqual(repo.kitscan("adoption", "--history", "--json", "warm.json").code, 0)
        XCTAssertEqual(try repo.read("warm.json"), try repo.read("cold.json"))
        XCTAssertEqual(try lines("f"), facts)
        // A cache cut short, or with an edited count, is a miss: the same points, counted again.
        let bytes = try repo.read(".kitscan-cache/blobs.tsv")
        let text = String(decoding: bytes.prefix(bytes.count * 2 / 3), as: UTF8.self).replacingOccurrences(of: "[\"KitButton\",", with: "[\"KitBotton\",")
        try repo.write(".kitscan-cache/blobs.tsv", text)
        XCTAssertEqual(repo.kitscan("adoption", "--history", "--json", "damaged.json").code, 0)
        XCTAssertEqual(try repo.read("damaged.json"), try repo.read("cold.json"))
    }
}
