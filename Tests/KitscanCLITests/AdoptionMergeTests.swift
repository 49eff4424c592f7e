import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan adoption --merge`: one CI job per app (`--by app --app NAME --json FILE`) joined
/// into the bytes one `adoption --by app` run over every app writes, and refused when the
/// jobs would not add up to one run.
final class AdoptionMergeTests: XCTestCase {
    func text(_ fleet: FleetFixture, _ path: String) throws -> String {
        String(decoding: try fleet.kit.read(path), as: UTF8.self)
    }

    func testMergeWritesWhatOneRunOverEveryAppWrites() throws {
        let fleet = try AdoptionFleetTests.fleet(self)
        let one = fleet.kitscan("adoption", "--by", "app", "--out", "all.md", "--json", "all.json")
        XCTAssertEqual(one.code, 0, one.stderr)
        for app in ["Mail", "Notes"] {
            let job = fleet.kitscan("adoption", "--by", "app", "--app", app, "--json", app + ".json")
            XCTAssertEqual(job.code, 0, job.stderr)
        }
        // The order of the files does not matter, and --merge implies --by app.
        for by in [[], ["--by", "app"]] {
            let merged = kitscan(["adoption"] + by + ["--merge", "Notes.json", "Mail.json", "--out", "merged.md", "--json", "merged.json"],
                                 cwd: fleet.kit.root)
            XCTAssertEqual(merged.code, 0, merged.stderr)
            XCTAssertEqual(try text(fleet, "merged.json"), try text(fleet, "all.json"))
            XCTAssertEqual(try text(fleet, "merged.md"), try text(fleet, "all.md"))
        }
        // Both apps use KitButton: the total's item is merged from both apps' groups.
        let all = try text(fleet, "all.md")
        XCTAssertTrue(all.contains("| `KitButton` | 2 | [SettingsView.swift:7](../mail/App/Settings/SettingsView.swift#L7), "
                                   + "[Notes:Prefs.swift:7](https://github.com/omo/notes-ios/blob/"), all)
    }

    func testAMissingAppIsAnErrorOrWithKeepGoingSkipped() throws {
        let fleet = try AdoptionFleetTests.fleet(self)
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--app", "Mail", "--json", "mail.json").code, 0)
        let missing = fleet.kitscan("adoption", "--merge", "mail.json")
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.stderr.contains("the app `Notes` is in kitscan.json but in none of the merged files: add its JSON "
                                              + "(`kitscan adoption --by app --app Notes --json FILE`)"), missing.stderr)
        let kept = fleet.kitscan("adoption", "--merge", "mail.json", "--keep-going", "--json", "kept.json")
        XCTAssertEqual(kept.code, 0, kept.stderr)
        XCTAssertTrue(kept.stdout.contains("**1 app skipped** (not in any total):"), kept.stdout)
        XCTAssertTrue(kept.stdout.contains("- Notes (`../notes.git` at `main`): in none of the merged files"), kept.stdout)
        // Only the apps --app names must be there.
        let only = fleet.kitscan("adoption", "--merge", "mail.json", "--app", "Mail", "--json", "only.json")
        XCTAssertEqual(only.code, 0, only.stderr)
        XCTAssertFalse(only.stdout.contains("Notes"), only.stdout)
        XCTAssertEqual(try text(fleet, "only.json"), try text(fleet, "mail.json"))
    }

    /// A job written with --history is merged without it (a merge has no history), and says so.
    func testAJobsHistoryIsLeftOutAndSaid() throws {
        let fleet = try AdoptionFleetTests.fleet(self)
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--app", "Mail", "--json", "mail.json").code, 0)
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--app", "Notes", "--json", "notes.json").code, 0)
        let history = fleet.kitscan("adoption", "--by", "app", "--app", "Notes", "--history", "--json", "history.json")
        XCTAssertEqual(history.code, 0, history.stderr)
        XCTAssertNotEqual(try text(fleet, "history.json"), try text(fleet, "notes.json"))
        XCTAssertEqual(fleet.kitscan("adoption", "--merge", "mail.json", "notes.json", "--json", "plain.json").code, 0)
        let merged = fleet.kitscan("adoption", "--merge", "mail.json", "history.json", "--json", "merged.json")
        XCTAssertEqual(merged.code, 0, merged.stderr)
        XCTAssertTrue(merged.stderr.contains("history.json: its history is not merged"), merged.stderr)
        XCTAssertEqual(try text(fleet, "merged.json"), try text(fleet, "plain.json"))
    }

    func testMergeRefusesWhatWouldNotBeOneRun() throws {
        let fleet = try AdoptionFleetTests.fleet(self)
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--app", "Mail", "--json", "mail.json").code, 0)
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--app", "Notes", "--json", "notes.json").code, 0)
        func refused(_ arguments: String..., saying message: String, line: UInt = #line) {
            let result = kitscan(["adoption"] + arguments, cwd: fleet.kit.root)
            XCTAssertEqual(result.code, 2, line: line)
            XCTAssertTrue(result.stderr.contains(message), result.stderr, line: line)
            XCTAssertFalse(result.stderr.contains("Fatal error"), line: line)
        }
        refused("--merge", "mail.json", "notes.json", "mail.json", saying: "the app `Mail` is in both mail.json and mail.json")
        refused("--merge", saying: "--merge needs the JSON files to merge")

        XCTAssertEqual(fleet.kitscan("report", "callers", "--app", "Mail", "--json", "callers.json").code, 0)
        let rewrite = "Write it in the kit repository with `kitscan adoption --by app --app NAME --json"
        refused("--merge", "callers.json", "notes.json", saying: "cannot merge callers.json: not an adoption report (no schemaVersion)")
        refused("--merge", "callers.json", "notes.json", saying: rewrite + " callers.json`.")
        let mail = try text(fleet, "mail.json")
        try fleet.kit.write("future.json", mail.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 9"))
        XCTAssertNotEqual(try text(fleet, "future.json"), mail)
        refused("--merge", "future.json", "notes.json", saying: "cannot merge future.json: adoption report schemaVersion 9")
        try fleet.kit.write("broken.json", "{ \"schemaVersion\": 1, ")
        refused("--merge", "broken.json", "notes.json", saying: "cannot merge broken.json:")
        refused("--merge", "nowhere.json", "notes.json", saying: "nowhere.json")

        // An app's folder grouping is not a part of a fleet's.
        let plain = try GitTestRepo(self)
        try AdoptionFixture.write(plain.root)
        XCTAssertEqual(plain.kitscan("adoption", "--by", "team", "--json", "team.json").code, 0)
        try fleet.kit.write("team.json", String(decoding: try plain.read("team.json"), as: UTF8.self))
        refused("--merge", "team.json", "notes.json", saying: "cannot merge team.json: it is an adoption report grouped by team, not by app")

        // Jobs run with different kits, or with different replaced controls.
        let other = try XCTUnwrap(mail.range(of: "\"components\": ["))
        try fleet.kit.write("otherkit.json", mail.replacingCharacters(in: other, with: "\"components\": [\"KitExtra\", "))
        refused("--merge", "otherkit.json", "notes.json", saying: "otherkit.json and notes.json were written with different kits")
        let controls = try XCTUnwrap(mail.range(of: "\"replacedControls\": ["))
        try fleet.kit.write("controls.json", mail.replacingCharacters(
            in: controls, with: "\"replacedControls\": [{ \"control\": \"Stepper\", \"replacedBy\": [\"adoption.primitives\"] }, "))
        refused("--merge", "controls.json", "notes.json", saying: "controls.json and notes.json were written with different kits")

        // A merge has no history: each app's is on its own line.
        refused("--merge", "mail.json", "notes.json", "--history", saying: "--history, --every, --since and --svg read each app's history")
        refused("--merge", "mail.json", "notes.json", "--svg", "a.svg", saying: "leave them out, or run `kitscan adoption --by app --history`")
        refused("--merge", "mail.json", "notes.json", "--by", "team", saying: "--merge joins `kitscan adoption --by app` jobs")
        refused("mail.json", "notes.json", saying: "notes.json")
    }
}
