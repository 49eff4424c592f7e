import Foundation
import XCTest
import KitscanReview
import KitscanTestSupport
@testable import KitscanCLI
import KitscanHistory
@testable import KitscanGit

/// A fleet's figures add up: an app's files are the files its group counts, the same for a
/// folder and a repository of the same content, and `--since` holds every app at its last
/// commit before each point, as the whole history does.
final class AdoptionFleetCountTests: XCTestCase {
    func json(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    func testAFolderAppAndAGitAppOfTheSameFilesCountTheSameFilesAsTheirGroups() throws {
        let fleet = try AdoptionFleetTests.fleet(self)
        // Mail's folder (with its tests) listed twice: as a folder, and as its own repository at `main`.
        let mail = GitTestRepo(existing: fleet.mail)
        try mail.git("init", "-q", "-b", "main")
        try mail.commitAll("mail")
        try fleet.kit.write("kitscan.json", """
            { "kit": { "paths": ["Sources/OmoKit"], "tokens": ["Sources/OmoKit/Tokens"] },
              "apps": [ { "name": "MailFolder", "path": "../mail" }, { "name": "MailGit", "git": "../mail", "ref": "main" } ] }

            """)
        let result = fleet.kitscan("adoption", "--by", "app", "--json", "fleet.json", "--out", "ADOPTION.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let report = try json(fleet.kit.root + "/fleet.json")
        let apps = try XCTUnwrap(report["apps"] as? [[String: Any]])
        let groups = try XCTUnwrap(report["groups"] as? [[String: Any]])
        let groupFiles = groups.map { (($0["counts"] as? [String: Any])?["files"] as? Int) ?? -1 }
        XCTAssertEqual(apps.map { $0["files"] as? Int }, groupFiles.map { $0 })
        XCTAssertEqual(groupFiles[0], groupFiles[1])
        XCTAssertGreaterThan(groupFiles[0], 0)
        // The tests are on neither side, so in neither count.
        let counted = try XCTUnwrap(groups[0]["counts"] as? NSDictionary)
        XCTAssertEqual(counted, groups[1]["counts"] as? NSDictionary)
        let markdown = String(decoding: try fleet.kit.read("ADOPTION.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("| MailFolder | `../mail` | \(groupFiles[0]) |"), markdown)
        XCTAssertTrue(markdown.contains("| **All 2 apps** |   | **\(2 * groupFiles[0])** |"), markdown)
    }

    /// Commits every change at `date` (author and committer), so that weeks are known.
    func commit(_ repo: GitTestRepo, at date: String) throws {
        setenv("GIT_COMMITTER_DATE", date, 1)
        defer { unsetenv("GIT_COMMITTER_DATE") }
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "--date", date, "-m", "at " + date)
    }

    func testSinceHoldsAnAppWithNoCommitSinceAtItsLastCommit() throws {
        let fleet = try AdoptionFleetTests.fleet(self)
        // Mail (a folder) commits once, on 2026-01-06; Notes on 2026-01-05 and 2026-01-20.
        try fleet.notesSource.git("update-ref", "-d", "refs/heads/main")
        try commit(fleet.notesSource, at: "2026-01-05T10:00:00Z")
        try fleet.notesSource.write("App/Prefs.swift", AdoptionFixture.settings.replacingOccurrences(of: "SettingsView", with: "Prefs")
            .replacingOccurrences(of: "Form {", with: "Form {\n            Button(\"Raw\") {}"))
        try commit(fleet.notesSource, at: "2026-01-20T10:00:00Z")
        try fleet.notesSource.git("push", "-q", "-f", fleet.notesBare, "main")
        let mail = GitTestRepo(existing: fleet.mail)
        try mail.git("init", "-q", "-b", "main")
        try commit(mail, at: "2026-01-06T10:00:00Z")

        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--history", "--json", "all.json").code, 0)
        let whole = try XCTUnwrap(try json(fleet.kit.root + "/all.json")["history"] as? [[String: Any]])
        XCTAssertEqual(whole.count, 3)
        let result = fleet.kitscan("adoption", "--by", "app", "--history", "--since", "2026-01-12", "--json", "since.json")
        XCTAssertEqual(result.code, 0, result.stderr)
        let report = try json(fleet.kit.root + "/since.json")
        let points = try XCTUnwrap(report["history"] as? [[String: Any]])
        // The weeks ending 2026-01-17 and 2026-01-24, each as the whole history has them: Mail in both.
        XCTAssertEqual(points.map { $0["commit"] as? String }, whole.suffix(2).map { $0["commit"] as? String })
        XCTAssertEqual(points.map { NSDictionary(dictionary: $0) }, whole.suffix(2).map { NSDictionary(dictionary: $0) })
        XCTAssertEqual(points.last?["total"] as? NSDictionary, (report["total"] as? [String: Any])?["counts"] as? NSDictionary)
        // A date after every commit: one point, each app as it is today.
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--since", "2026-02-02", "--json", "late.json").code, 0)
        let late = try XCTUnwrap(try json(fleet.kit.root + "/late.json")["history"] as? [[String: Any]])
        XCTAssertEqual(late.map { ($0["groups"] as? [String: Any])?.keys.sorted() ?? [] }, [["Mail", "Notes"]])
        XCTAssertEqual(late.first?["total"] as? NSDictionary, (report["total"] as? [String: Any])?["counts"] as? NSDictionary)
    }
}

extension AdoptionHistoryTests {
    /// `--since` a date starts at the period holding it, with the commit the line held then.
    func testSinceADateKeepsTheCommitHeldWhenItsPeriodBegins() throws {
        let repo = try history()
        XCTAssertEqual(repo.kitscan("adoption", "--history", "--json", "all.json").code, 0)
        let result = repo.kitscan("adoption", "--since", "2026-01-08", "--json", "since.json")
        XCTAssertEqual(result.code, 0, result.stderr)
        let points = { (name: String) throws -> [NSDictionary] in
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: repo.read(name)) as? [String: Any])
            return (report["history"] as? [[String: Any]] ?? []).map { NSDictionary(dictionary: $0) }
        }
        // The week ending 2026-01-10 holds the commit of 2026-01-07, as in the whole history.
        XCTAssertEqual(try points("since.json"), try points("all.json"))
    }

    func testPeriodEndsFromAPeriodCarryTheCommitBeforeIt() {
        let commits = ["a", "b"].map { Commit(hash: $0, short: $0, date: "") }
        let week = 7 * 86_400, saturday = 2 * 86_400 + 1_000 * week
        let times = ["a": saturday + 3600, "b": saturday + 3 * week]
        let from = AdoptionHistory.period(of: saturday + week + 60, every: .week)
        XCTAssertEqual(AdoptionHistory.periodEnds(commits, times: times, every: .week, from: from).map(\.commit.hash), ["a", "a", "b"])
        XCTAssertEqual(AdoptionHistory.periodEnds(["a"].map { Commit(hash: $0, short: $0, date: "") }, times: times, every: .week,
                                                  from: from + 4).map(\.period), [from + 4])
    }
}
