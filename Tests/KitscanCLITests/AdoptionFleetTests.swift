import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan adoption --by app` in a kit repository: one group per app, each equal to
/// `kitscan adoption` run in that app alone (with the same kit), the total over all apps,
/// `--app` and `--keep-going`, and each app's history on its own first-parent line.
final class AdoptionFleetTests: XCTestCase {
    /// The fleet fixture with the adoption fixture's kit (styles, tokens) beside `KitRow`: Mail
    /// (a folder) holds the adoption fixture's app, Notes (a bare repository) its own files.
    static func fleet(_ test: XCTestCase) throws -> FleetFixture {
        let fleet = try FleetFixture(test)
        for (path, text) in AdoptionFixture.kit { try fleet.kit.write(path.replacingOccurrences(of: "Kit/", with: "Sources/OmoKit/"), text) }
        try fleet.kit.write("kitscan.json", """
            { "kit": { "paths": ["Sources/OmoKit"], "tokens": ["Sources/OmoKit/Tokens"] },
              "apps": [ { "name": "Mail", "path": "../mail" },
                        { "name": "Notes", "git": "../notes.git", "ref": "main", "url": "https://github.com/omo/notes-ios" } ] }

            """)
        try fleet.kit.commitAll("adoption kit")
        for (path, text) in ["App/Home/HomeView.swift": AdoptionFixture.home, "App/Settings/SettingsView.swift": AdoptionFixture.settings,
                             "AppTests/HomeTests.swift": AdoptionFixture.test] {
            _ = try writeFile(fleet.mail, path, Array(text.utf8))
        }
        try fleet.notesSource.write("App/Prefs.swift", AdoptionFixture.settings.replacingOccurrences(of: "SettingsView", with: "Prefs"))
        try fleet.notesSource.commitAll("prefs")
        try fleet.pushNotes()
        return fleet
    }

    func fleet() throws -> FleetFixture {
        try Self.fleet(self)
    }

    /// The config that measures an app alone with the fleet's kit (the fleet drops an app's
    /// own `kit` section, so writing it changes nothing the fleet counts).
    func configAlone(rawColour: Bool) -> String {
        let rules = rawColour ? "" : ", \"rules\": { \"raw-colour\": { \"enabled\": false } }"
        return "{ \"kit\": { \"paths\": [\"../kit/Sources/OmoKit\"], \"tokens\": [\"../kit/Sources/OmoKit/Tokens\"] }\(rules) }\n"
    }

    func json(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    func counts(_ group: Any?) -> NSDictionary? {
        (group as? [String: Any])?["counts"] as? NSDictionary
    }

    func testEachAppsGroupEqualsAdoptionRunInThatAppAlone() throws {
        let fleet = try fleet()
        let result = fleet.kitscan("adoption", "--by", "app", "--json", "fleet.json", "--out", "ADOPTION.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let report = try json(fleet.kit.root + "/fleet.json")
        XCTAssertEqual(report["grouping"] as? String, "app")
        let groups = try XCTUnwrap(report["groups"] as? [[String: Any]])
        XCTAssertEqual(groups.map { $0["name"] as? String }, ["Mail", "Notes"])
        XCTAssertEqual((report["apps"] as? [[String: Any]])?.map { $0["name"] as? String }, ["Mail", "Notes"])

        _ = try writeFile(fleet.mail, "kitscan.json", Array(configAlone(rawColour: false).utf8))
        try fleet.notesSource.write("kitscan.json", configAlone(rawColour: true))
        var sums: [String: Int] = [:]
        for (index, folder) in [fleet.mail, fleet.notesSource.root].enumerated() {
            let alone = kitscan(["adoption", "--json", "alone.json"], cwd: folder)
            XCTAssertEqual(alone.code, 0, alone.stderr)
            let here = try json(folder + "/alone.json")
            let total = try XCTUnwrap(counts(here["total"]))
            XCTAssertEqual(counts(groups[index]), total, folder)
            XCTAssertGreaterThan(total["kitUses"] as? Int ?? 0, 0)
            for case let (key as String, n as Int) in total where !key.hasSuffix("Share") { sums[key, default: 0] += n }
        }
        // Mail turns raw-colour off, Notes has it on: each app's own rules count its raw values.
        XCTAssertEqual((groups[0]["rules"] as? [String: Int])?["raw-colour"], nil)
        XCTAssertEqual((groups[1]["rules"] as? [String: Int])?["raw-colour"], 1)
        let total = try XCTUnwrap(counts(report["total"]))
        for (key, sum) in sums { XCTAssertEqual(total[key] as? Int, sum, key) }
        // Links open where each app's files are: a folder app's from the kit's folder, a git app's on its host.
        let markdown = String(decoding: try fleet.kit.read("ADOPTION.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("| Mail |"), markdown)
        XCTAssertTrue(markdown.contains("](../mail/App/Home/HomeView.swift#L"), markdown)
        let commit = try fleet.notesSource.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(markdown.contains("(https://github.com/omo/notes-ios/blob/\(commit)/App/Prefs.swift#L"), markdown)
        XCTAssertTrue(markdown.contains("## Notes\n"), markdown)
        // The same fleet gives the same bytes (the second run's git app from its blob cache).
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app").stdout, fleet.kitscan("adoption", "--by", "app").stdout)
    }

    func testAppAndKeepGoingChooseAndSkipApps() throws {
        let fleet = try fleet()
        let one = fleet.kitscan("adoption", "--by", "app", "--app", "Notes", "--json", "notes.json")
        XCTAssertEqual(one.code, 0, one.stderr)
        let report = try json(fleet.kit.root + "/notes.json")
        XCTAssertEqual((report["groups"] as? [[String: Any]])?.map { $0["name"] as? String }, ["Notes"])
        XCTAssertEqual(counts(report["total"]), counts((report["groups"] as? [Any])?.first))

        try FileManager.default.removeItem(atPath: fleet.mail)
        let broken = fleet.kitscan("adoption", "--by", "app")
        XCTAssertEqual(broken.code, 2)
        XCTAssertTrue(broken.stderr.contains("app `Mail`: no folder at ../mail"), broken.stderr)
        let going = fleet.kitscan("adoption", "--by", "app", "--keep-going", "--json", "going.json")
        XCTAssertEqual(going.code, 0, going.stderr)
        XCTAssertTrue(going.stdout.contains("**1 app skipped** (not in any total):"), going.stdout)
        let apps = try XCTUnwrap(try json(fleet.kit.root + "/going.json")["apps"] as? [[String: Any]])
        XCTAssertEqual(apps.map { $0["skipped"] is String }, [true, false])
    }

    func testByAppOutsideAFleetSaysWhatToConfigure() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        let result = kitscan(["adoption", "--by", "app"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("add them to its \"apps\""), result.stderr)
        XCTAssertEqual(result.stdout, "")
        let app = kitscan(["adoption", "--app", "Mail"], cwd: folder)
        XCTAssertEqual(app.code, 2)
        XCTAssertTrue(app.stderr.contains("add --by app"), app.stderr)
        // A folder app with no repository has no history: the error names it and what to do.
        let fleet = try fleet()
        let history = fleet.kitscan("adoption", "--by", "app", "--history")
        XCTAssertEqual(history.code, 2)
        XCTAssertTrue(history.stderr.contains("app `Mail`: its folder ../mail is in no git repository"), history.stderr)
    }

    /// Commits every change at `date` (author and committer), so that weeks are known.
    func commit(_ repo: GitTestRepo, at date: String) throws {
        setenv("GIT_COMMITTER_DATE", date, 1)
        defer { unsetenv("GIT_COMMITTER_DATE") }
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "--date", date, "-m", "at " + date)
    }

    func testEachAppsHistoryIsOnItsOwnFirstParentLine() throws {
        let fleet = try fleet()
        // Notes from the week of 2026-01-03 (a Saturday), Mail from the next week.
        try fleet.notesSource.git("update-ref", "-d", "refs/heads/main") // its files again, as a new first commit
        try commit(fleet.notesSource, at: "2026-01-05T10:00:00Z")
        try fleet.notesSource.write("App/Prefs.swift", AdoptionFixture.settings.replacingOccurrences(of: "SettingsView", with: "Prefs")
            .replacingOccurrences(of: "Form {", with: "Form {\n            Button(\"Raw\") {}"))
        try commit(fleet.notesSource, at: "2026-01-12T10:00:00Z")
        try fleet.notesSource.git("push", "-q", "-f", fleet.notesBare, "main")
        let mail = GitTestRepo(existing: fleet.mail)
        try mail.git("init", "-q", "-b", "main")
        try commit(mail, at: "2026-01-13T10:00:00Z")
        try mail.remove("App/Settings/SettingsView.swift")
        try commit(mail, at: "2026-01-20T10:00:00Z")

        let result = fleet.kitscan("adoption", "--by", "app", "--history", "--json", "history.json", "--svg", "adoption.svg")
        XCTAssertEqual(result.code, 0, result.stderr)
        let report = try json(fleet.kit.root + "/history.json")
        let points = try XCTUnwrap(report["history"] as? [[String: Any]])
        let short = { (repo: GitTestRepo, rev: String) in try repo.git("rev-parse", "--short", rev).trimmingCharacters(in: .newlines) }
        XCTAssertEqual(points.map { $0["commit"] as? String }, [
            "Notes@" + (try short(fleet.notesSource, "HEAD~1")),
            "Mail@" + (try short(mail, "HEAD~1")) + " Notes@" + (try short(fleet.notesSource, "HEAD")),
            "Mail@" + (try short(mail, "HEAD")) + " Notes@" + (try short(fleet.notesSource, "HEAD")),
        ])
        let groups = points.map { $0["groups"] as? [String: Any] ?? [:] }
        XCTAssertEqual(groups.map { $0.keys.sorted() }, [["Notes"], ["Mail", "Notes"], ["Mail", "Notes"]])
        XCTAssertEqual(groups[1]["Notes"] as? NSDictionary, groups[2]["Notes"] as? NSDictionary)
        // The last point is today's report; an older one equals the app alone at that commit.
        let today = try XCTUnwrap(report["groups"] as? [[String: Any]])
        XCTAssertEqual(groups[2]["Mail"] as? NSDictionary, counts(today[0]))
        XCTAssertEqual(groups[2]["Notes"] as? NSDictionary, counts(today[1]))
        XCTAssertEqual((points[2]["total"] as? NSDictionary), counts(report["total"]))
        let checkout = fleet.parent + "/notes-then"
        try fleet.notesSource.git("worktree", "add", "-q", "--detach", checkout, "HEAD~1")
        _ = try writeFile(checkout, "kitscan.json", Array(configAlone(rawColour: true).utf8))
        let alone = kitscan(["adoption", "--json", "alone.json"], cwd: checkout)
        XCTAssertEqual(alone.code, 0, alone.stderr)
        XCTAssertEqual(groups[0]["Notes"] as? NSDictionary, counts(try json(checkout + "/alone.json")["total"]))
        XCTAssertNotEqual(groups[0]["Notes"] as? NSDictionary, groups[1]["Notes"] as? NSDictionary)
        // A small chart per app and one for all app files, each with a line per share; each
        // app's entries are in its blob cache, and a warm run is the same.
        let svg = String(decoding: try fleet.kit.read("adoption.svg"), as: UTF8.self)
        XCTAssertEqual(svg.components(separatedBy: "<polyline").count - 1, 3 * 3, svg)
        XCTAssertTrue(svg.contains(">Mail<") && svg.contains(">Notes<"), svg)
        for app in ["Mail", "Notes"] {
            let cache = String(decoding: try fleet.kit.read(".kitscan-cache/apps/\(app).tsv"), as: UTF8.self)
            XCTAssertTrue(cache.contains("\nf\t") && cache.contains("\nt\t"), app)
        }
        let first = try fleet.kit.read("history.json")
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--history", "--json", "history.json").code, 0)
        XCTAssertEqual(try fleet.kit.read("history.json"), first)
    }
}
