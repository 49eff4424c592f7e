import Foundation
import XCTest
@testable import KitscanCLI
import KitscanFleet
import KitscanTestSupport
import KitscanSupport

/// A kit repository's fleet: a folder app and a bare git app, scanned with the kit's working tree.
final class FleetTests: XCTestCase {
    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testScanCoversEveryAppWithItsAppAndItsOwnConfig() throws {
        let fleet = try FleetFixture(self)
        let text = fleet.kitscan("scan")
        XCTAssertEqual(text.code, 0, text.stderr)
        // Mail turns raw-colour off in its own kitscan.json; Notes (no config) has it on.
        XCTAssertFalse(text.stdout.contains("../mail/App/Inbox.swift"), text.stdout)
        XCTAssertTrue(text.stdout.contains("Notes@main:App/NoteList.swift:6:"), text.stdout)
        let scan = try json(fleet.kitscan("scan", "--format", "json").stdout)
        let findings = try XCTUnwrap(scan["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["app"] as? String }, ["Notes"])
        XCTAssertEqual(findings.first?["path"] as? String, "Notes@main:App/NoteList.swift")
        let apps = try XCTUnwrap(scan["apps"] as? [[String: Any]])
        XCTAssertEqual(apps.map { $0["name"] as? String }, ["Mail", "Notes"])
        XCTAssertEqual(apps.map { $0["files"] as? Int }, [1, 2])
        // The kit's own files are the kit, never findings.
        XCTAssertFalse(text.stdout.contains("KitRow.swift"), text.stdout)
    }

    func testCallersAreJudgedAcrossEveryAppWithTheKitsWorkingTree() throws {
        let fleet = try FleetFixture(self)
        // An uncommitted kit change is seen in every app before it is released.
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", FleetFixture.kitRow + "public struct KitNew: View {\n    public var body: some View { Text(\"n\") }\n}\n")
        let result = fleet.kitscan("report", "callers", "--json", "callers.json", "--out", "CALLERS.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let callers = try json(String(decoding: try fleet.kit.read("callers.json"), as: UTF8.self))
        let components = try XCTUnwrap(callers["components"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: components.map { ($0["name"] as! String, $0) })
        XCTAssertEqual(Set(byName.keys), ["KitIdle", "KitNew", "KitRow"])
        let row = try XCTUnwrap(byName["KitRow"])
        let rowCallers = try XCTUnwrap(row["callers"] as? [[String: Any]])
        XCTAssertEqual(rowCallers.map { $0["app"] as? String }, ["Mail", "Notes"])
        // `subtitle` is passed only by Notes (through its typealias): judged across apps, it is used.
        XCTAssertEqual(row["unusedParameters"] as? [String], ["badge"])
        XCTAssertEqual((byName["KitIdle"]?["callers"] as? [Any])?.count, 0)
        let markdown = String(decoding: try fleet.kit.read("CALLERS.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("No callers (candidates to remove): `KitIdle`, `KitNew`."), markdown)
        XCTAssertTrue(markdown.contains("| **All 2 apps** |   | **3** | **2** |"), markdown)
        // A folder app's link opens from the kit's folder; a git app's on its host at the commit.
        XCTAssertTrue(markdown.contains("| Mail | [Inbox.swift:4](../mail/App/Inbox.swift#L4) |"), markdown)
        let commit = try fleet.notesSource.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(markdown.contains("(https://github.com/omo/notes-ios/blob/\(commit)/App/NoteList.swift#L5)"), markdown)
    }

    /// A device helper declared in one file of an app makes a device test in another, in a
    /// folder app and in a git app (read from its blobs, then from the cache) alike.
    func testAnAppsDeviceHelperCountsAcrossItsFilesInEveryKindOfApp() throws {
        let fleet = try FleetFixture(self)
        let helper = "import UIKit\nextension UIDevice {\n    static var isPad: Bool { current.userInterfaceIdiom == .pad }\n}\n"
        let layout = "import UIKit\nlet wide = UIDevice.isPad\nlet version = UIDevice.current.systemVersion\n"
        _ = try writeFile(fleet.mail, "App/Device.swift", Array(helper.utf8))
        _ = try writeFile(fleet.mail, "App/Layout.swift", Array(layout.utf8))
        try fleet.notesSource.write("App/Device.swift", helper)
        try fleet.notesSource.write("App/Layout.swift", layout)
        try fleet.notesSource.commitAll("device")
        try fleet.pushNotes()
        for run in ["cold", "warm"] {
            let result = fleet.kitscan("report", "debt", "--json", "debt.json", "--out", "debt.md")
            XCTAssertEqual(result.code, 0, result.stderr)
            let json = try JSONSerialization.jsonObject(with: fleet.kit.read("debt.json")) as? [String: Any]
            let findings = (json?["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "device-idiom" }
            XCTAssertEqual(findings.map { "\($0["path"] ?? "") \($0["line"] ?? "")" }.sorted().count, 4, "\(run): \(findings)")
            XCTAssertEqual(findings.filter { ($0["path"] as? String ?? "").hasSuffix("Layout.swift") }.map { $0["line"] as? Int }, [2, 2], run)
        }
    }

    func testAGitAppWithoutURLIsNamedByItsRef() throws {
        let fleet = try FleetFixture(self, notesURL: nil)
        let result = fleet.kitscan("report", "callers")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("| Notes | `Notes@main:App/NoteList.swift:5` |"), result.stdout)
    }

    func testDebtListTotalsAcrossApps() throws {
        let fleet = try FleetFixture(self)
        let result = fleet.kitscan("report", "debt")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("1 finding in 1 file of 3 scanned."), result.stdout)
        XCTAssertTrue(result.stdout.contains("| Mail | `../mail` | 1 | 0 |"), result.stdout)
        XCTAssertTrue(result.stdout.contains("| **All 2 apps** |   | **3** | **1** |"), result.stdout)
    }

    func testBadAppsAreErrorsNamingTheAppOrWithKeepGoingSkipped() throws {
        let fleet = try FleetFixture(self)
        try fleet.kit.write("kitscan.json", """
            { "kit": { "paths": ["Sources/OmoKit"] },
              "apps": [ { "name": "Mail", "path": "../mail" },
                        { "name": "Gone", "path": "../gone" },
                        { "name": "NoRepo", "git": "../nothere.git", "ref": "main" },
                        { "name": "BadRef", "git": "../notes.git", "ref": "release" },
                        { "name": "Notes", "git": "../notes.git", "ref": "main" } ] }

            """)
        let failed = fleet.kitscan("scan")
        XCTAssertEqual(failed.code, 2)
        XCTAssertTrue(failed.stderr.contains("app `BadRef`: the ref release does not name a commit in ../notes.git"), failed.stderr)
        for (app, what) in [("Gone", "no folder at ../gone"), ("NoRepo", "../nothere.git"), ("BadRef", "release")] {
            let one = fleet.kitscan("scan", "--app", app)
            XCTAssertEqual(one.code, 2, app)
            XCTAssertTrue(one.stderr.contains("app `\(app)`: ") && one.stderr.contains(what), one.stderr)
        }
        let kept = fleet.kitscan("report", "callers", "--keep-going", "--json", "callers.json")
        XCTAssertEqual(kept.code, 0, kept.stderr)
        XCTAssertTrue(kept.stderr.contains("warning: app `Gone`"), kept.stderr)
        XCTAssertTrue(kept.stdout.contains("**3 apps skipped** (not in any total):"), kept.stdout)
        XCTAssertTrue(kept.stdout.contains("- Gone (`../gone`): no folder at ../gone"), kept.stdout)
        let apps = try XCTUnwrap(try json(String(decoding: try fleet.kit.read("callers.json"), as: UTF8.self))["apps"] as? [[String: Any]])
        XCTAssertEqual(apps.filter { $0["skipped"] is String }.map { $0["name"] as? String }, ["BadRef", "Gone", "NoRepo"])
        let debt = fleet.kitscan("report", "debt", "--keep-going")
        XCTAssertTrue(debt.stdout.contains("**3 apps skipped**"), debt.stdout)
        let scan = try json(fleet.kitscan("scan", "--keep-going", "--format", "json").stdout)
        XCTAssertEqual((scan["apps"] as? [[String: Any]])?.count, 5)
    }

    func testABrokenAppConfigNamesTheAppAndTheKey() throws {
        let fleet = try FleetFixture(self)
        _ = try writeFile(fleet.mail, "kitscan.json", Array("{ \"rulz\": {} }\n".utf8))
        let result = fleet.kitscan("scan")
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("app `Mail`: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Did you mean `rules`?"), result.stderr)
        try fleet.notesSource.write("kitscan.json", "{ \"exclude\": 3 }\n")
        try fleet.notesSource.commitAll()
        try fleet.pushNotes()
        let notes = fleet.kitscan("scan", "--app", "Notes")
        XCTAssertEqual(notes.code, 2)
        XCTAssertTrue(notes.stderr.contains("app `Notes`: ") && notes.stderr.contains("Notes@main:kitscan.json"), notes.stderr)
    }

    func testAMisspeltAppKeyAndAnUnknownAppAreUsageErrors() throws {
        let fleet = try FleetFixture(self)
        try fleet.kit.write("kitscan.json", "{ \"apps\": [ { \"name\": \"Mail\", \"pth\": \"../mail\" } ] }\n")
        let key = fleet.kitscan("scan")
        XCTAssertEqual(key.code, 2)
        XCTAssertTrue(key.stderr.contains("apps[0].pth: unknown key `pth`. Did you mean `path`?"), key.stderr)
        try fleet.kit.write("kitscan.json", "{ \"apps\": [ { \"name\": \"Mail\", \"path\": \"../mail\" } ] }\n")
        let app = fleet.kitscan("scan", "--app", "Mial")
        XCTAssertEqual(app.code, 2)
        XCTAssertTrue(app.stderr.contains("--app Mial: no such app. Did you mean `Mail`?"), app.stderr)
    }

    func testAppLimitsTheRun() throws {
        let fleet = try FleetFixture(self)
        XCTAssertEqual(fleet.kitscan("report", "callers", "--app", "Notes", "--json", "notes.json", "--out", "notes.md").code, 0)
        let result = try json(String(decoding: try fleet.kit.read("notes.json"), as: UTF8.self))
        XCTAssertFalse(String(decoding: try fleet.kit.read("notes.md"), as: UTF8.self).contains("../mail"))
        XCTAssertEqual((result["apps"] as? [[String: Any]])?.map { $0["name"] as? String }, ["Notes"])
    }

    func testMergeWritesWhatOneFleetRunWrites() throws {
        let fleet = try FleetFixture(self)
        for kind in ["callers", "debt"] {
            XCTAssertEqual(fleet.kitscan("report", kind, "--json", "all.json", "--out", "all.md").code, 0)
            for app in ["Mail", "Notes"] {
                let one = fleet.kitscan("report", kind, "--app", app, "--json", app + ".json", "--out", app + ".md")
                XCTAssertEqual(one.code, 0, one.stderr)
            }
            let merged = fleet.kitscan("report", kind, "--merge", "Notes.json", "Mail.json", "--json", "merged.json", "--out", "merged.md")
            XCTAssertEqual(merged.code, 0, merged.stderr)
            XCTAssertEqual(try fleet.kit.read("merged.json"), try fleet.kit.read("all.json"), kind)
            XCTAssertEqual(try fleet.kit.read("merged.md"), try fleet.kit.read("all.md"), kind)
        }
    }

    func testMergeRefusesWhatWouldNotBeOneRun() throws {
        let fleet = try FleetFixture(self)
        _ = fleet.kitscan("report", "callers", "--app", "Mail", "--json", "mail.json", "--out", "mail.md")
        let missing = fleet.kitscan("report", "callers", "--merge", "mail.json")
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.stderr.contains("the app `Notes` is in kitscan.json but in none of the merged files"), missing.stderr)
        let kept = fleet.kitscan("report", "callers", "--merge", "mail.json", "--keep-going")
        XCTAssertEqual(kept.code, 0, kept.stderr)
        XCTAssertTrue(kept.stdout.contains("- Notes (`../notes.git` at `main`): in none of the merged files"), kept.stdout)
        let twice = fleet.kitscan("report", "callers", "--merge", "mail.json", "mail.json")
        XCTAssertEqual(twice.code, 2)
        XCTAssertTrue(twice.stderr.contains("the app `Mail` is in both mail.json and mail.json"), twice.stderr)
        try fleet.kit.write("plain.json", "{ \"version\": 2, \"components\": [] }\n")
        let plain = fleet.kitscan("report", "callers", "--merge", "plain.json")
        XCTAssertEqual(plain.code, 2)
        XCTAssertTrue(plain.stderr.contains("cannot merge plain.json: it is not the JSON of a fleet run"), plain.stderr)
        let none = fleet.kitscan("report", "debt", "--merge")
        XCTAssertEqual(none.code, 2)
        XCTAssertTrue(none.stderr.contains("--merge needs the JSON files to merge"), none.stderr)
    }

    /// A warm re-run after the git app moved one commit scans only that commit's changed file.
    func testAWarmRerunScansOnlyTheChangedFilesOfTheAppThatMoved() throws {
        let fleet = try FleetFixture(self)
        func scannedNow() throws -> [String: Int] {
            let io = IO(stdout: OutputBuffer().sink, stderr: OutputBuffer().sink, cwd: fleet.kit.root, environment: [:],
                        stdoutIsTerminal: false, stderrIsTerminal: false)
            let session = try ScanSession.open(paths: [], configPath: nil, io: io)
            let opened = try XCTUnwrap(try FleetSelection().open(paths: [], session: session))
            return try FleetScan(fleet: opened, io: io, keepGoing: false).run().scannedNow
        }
        XCTAssertEqual(try scannedNow(), ["Notes": 2])
        XCTAssertEqual(try scannedNow(), ["Notes": 0])
        try fleet.notesSource.write("App/Settings.swift", "import SwiftUI\nstruct Settings: View {\n    var body: some View { KitRow(title: \"s\") }\n}\n")
        try fleet.notesSource.commitAll()
        try fleet.pushNotes()
        XCTAssertEqual(try scannedNow(), ["Notes": 1])
        XCTAssertTrue(FileManager.default.fileExists(atPath: fleet.kit.root + "/.kitscan-cache/apps/Notes.tsv"))
    }
}

/// An app's own `kit` section: not the fleet's kit, and its copy of the kit is not the app.
final class FleetAppKitTests: XCTestCase {
    func testAnAppsOwnKitSectionIsNotUsedAndItsCopyOfTheKitIsLeftOut() throws {
        let fleet = try FleetFixture(self)
        _ = try writeFile(fleet.mail, "kitscan.json", Array("""
            { "kit": { "paths": ["Vendor/OmoKit", "../OmoKit-checkout/Sources"] } }

            """.utf8))
        _ = try writeFile(fleet.mail, "Vendor/OmoKit/KitRow.swift",
                          Array((FleetFixture.kitRow + "let raw = Color(red: 1, green: 0, blue: 0)\n").utf8))
        let result = fleet.kitscan("scan", "--app", "Mail", "--format", "json")
        // The missing checkout named by the app's own kit section is no error here.
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("Vendor/OmoKit"), result.stdout)
        XCTAssertTrue(result.stdout.contains("../mail/App/Inbox.swift"), result.stdout)
    }
}

/// `kit-copy` in a fleet: a git app's copies are decided over the whole app at its commit,
/// as a folder app's are (the blob cache keeps each version's candidates unresolved).
final class FleetCopiesTests: XCTestCase {
    static let pill = """
        import SwiftUI
        public struct KitPill: View {
            let title: String
            public init(_ title: String) { self.title = title }
            public var body: some View {
                Text(title)
                    .font(.caption)
                    .foregroundStyle(Color.accentColor)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.accentColor.opacity(0.15)))
            }
        }

        """

    static let copy = """
        import SwiftUI
        struct TagPill: View {
            let title: String
            var body: some View {
                Text(title)
                    .font(.caption)
                    .foregroundColor(Color.accentColor)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.accentColor.opacity(0.15)))
            }
        }

        """

    func testAGitAppsCopiesAreFoundAsAFolderAppsAre() throws {
        let fleet = try FleetFixture(self)
        try fleet.kit.write("Sources/OmoKit/KitPill.swift", Self.pill)
        try fleet.kit.commitAll("pill")
        let on = "{ \"rules\": { \"kit-copy\": { \"enabled\": true } } }\n"
        _ = try writeFile(fleet.mail, "kitscan.json", Array(on.utf8))
        _ = try writeFile(fleet.mail, "App/TagPill.swift", Array(Self.copy.utf8))
        try fleet.notesSource.write("kitscan.json", on)
        try fleet.notesSource.write("App/TagPill.swift", Self.copy)
        try fleet.notesSource.commitAll("a tag pill")
        try fleet.pushNotes()
        for run in ["cold", "warm"] {
            let result = fleet.kitscan("scan", "--format", "json")
            XCTAssertEqual(result.code, 0, result.stderr)
            let json = try JSONParser.parse(result.stdoutBytes)
            let copies = (json["findings"]?.arrayValue ?? []).filter { $0["rule"]?.stringValue == "kit-copy" }
            XCTAssertEqual(copies.map { $0["app"]?.stringValue }, ["Mail", "Notes"], "\(run): \(result.stdout)")
            XCTAssertEqual(Set(copies.map { $0["copyOf"]?.stringValue }), ["KitPill"])
            XCTAssertEqual(copies.first?["score"], copies.last?["score"], "\(run): the same view scores the same in both")
        }
    }
}
