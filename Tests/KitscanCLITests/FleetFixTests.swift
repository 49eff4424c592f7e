import Foundation
import XCTest
@testable import KitscanCLI
import KitscanTestSupport

/// `fix` in a kit repository that lists apps: a path app's files are rewritten in place, a
/// git app's fixes go to a patch (`--patch-dir`) and its repository is never touched.
final class FleetFixTests: XCTestCase {
    static let deprecatingKit = """
        import SwiftUI
        public struct KitRow: View {
            public init(title: String, detail: String = "") {}
            @available(*, deprecated, renamed: "KitRow(title:detail:)")
            public init(title: String, subtitle: String) {}
            public var body: some View { Text("row") }
        }

        """

    static let oldCaller = """
        import SwiftUI
        struct Old: View {
            var body: some View {
                KitRow(title: "a", subtitle: "b")
            }
        }

        """

    /// The fixture with `KitRow(title:subtitle:)` deprecated and one caller in each app.
    func deprecatingFleet() throws -> FleetFixture {
        let fleet = try FleetFixture(self, notesURL: nil)
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", Self.deprecatingKit)
        try fleet.kit.commitAll("deprecate subtitle")
        _ = try writeFile(fleet.mail, "App/Old.swift", Array(Self.oldCaller.utf8))
        try fleet.notesSource.write("App/Old.swift", Self.oldCaller)
        try fleet.notesSource.commitAll("old caller")
        try fleet.pushNotes()
        return fleet
    }

    /// What no app of the fleet and no kit code names any more is ready to delete: the apps'
    /// scans (a git app's through its blob cache, cold and warm) and the kit's own code.
    func testTheFleetsCallersListSaysWhatNoAppUsesAnyMore() throws {
        let fleet = try deprecatingFleet()
        let ready = "Ready to delete: `KitRow(title:subtitle:)` is deprecated and no app or kit code uses it any more."
        var callers = fleet.kitscan("report", "callers")
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertFalse(callers.stdout.contains("Ready to delete"), callers.stdout)

        // The path app stops; the git app still calls it, from its cache too.
        try FileManager.default.removeItem(atPath: fleet.mail + "/App/Old.swift")
        for _ in 0..<2 {
            callers = fleet.kitscan("report", "callers")
            XCTAssertEqual(callers.code, 0, callers.stderr)
            XCTAssertFalse(callers.stdout.contains("Ready to delete"), callers.stdout)
        }

        // The git app migrates by its patch: nothing calls it any more.
        let patches = fleet.parent + "/patches"
        try FileManager.default.createDirectory(atPath: patches, withIntermediateDirectories: true)
        XCTAssertEqual(fleet.kitscan("fix", "--rule", "deprecated-kit-use", "--patch-dir", patches).code, 0)
        _ = try fleet.notesSource.git("apply", patches + "/Notes.patch")
        try fleet.notesSource.commitAll("migrated")
        try fleet.pushNotes()
        for _ in 0..<2 {
            callers = fleet.kitscan("report", "callers")
            XCTAssertEqual(callers.code, 0, callers.stderr)
            XCTAssertTrue(callers.stdout.contains(ready), callers.stdout)
        }

        // An app skipped may still call it.
        let config = String(decoding: try fleet.kit.read("kitscan.json"), as: UTF8.self)
        XCTAssertTrue(config.contains("\"apps\": ["), config)
        try fleet.kit.write("kitscan.json", config.replacingOccurrences(
            of: "\"apps\": [", with: "\"apps\": [ { \"name\": \"Gone\", \"path\": \"../gone\" },"))
        callers = fleet.kitscan("report", "callers", "--keep-going")
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertFalse(callers.stdout.contains("Ready to delete"), callers.stdout)
        try fleet.kit.write("kitscan.json", config)

        // Kit code that calls it keeps it.
        try fleet.kit.write("Sources/OmoKit/KitOldRow.swift", """
            import SwiftUI
            public struct KitOldRow: View {
                public var body: some View { KitRow(title: "a", subtitle: "b") }
            }

            """)
        callers = fleet.kitscan("report", "callers")
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertFalse(callers.stdout.contains("Ready to delete"), callers.stdout)
    }

    func testAPathAppsFilesAreRewrittenAndAGitAppIsSkippedWithTheFlag() throws {
        let fleet = try deprecatingFleet()
        let result = fleet.kitscan("fix", "--rule", "deprecated-kit-use")
        XCTAssertEqual(result.code, 0, result.stderr)
        let old = String(decoding: try Data(contentsOf: URL(fileURLWithPath: fleet.mail + "/App/Old.swift")), as: UTF8.self)
        XCTAssertTrue(old.contains("KitRow(title: \"a\", detail: \"b\")"), old)
        XCTAssertTrue(result.stdout.contains("../mail/App/Old.swift:4:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("app `Notes` (git): skipped; give --patch-dir DIR to write its fixes to DIR/Notes.patch"),
                      result.stdout)
    }

    func testAGitAppsFixesAreAPatchThatGitApplies() throws {
        let fleet = try deprecatingFleet()
        let before = try fleet.notesSource.git("-C", fleet.notesBare, "rev-parse", "main")
        let patches = fleet.parent + "/patches"
        try FileManager.default.createDirectory(atPath: patches, withIntermediateDirectories: true)
        let result = fleet.kitscan("fix", "--rule", "deprecated-kit-use", "--patch-dir", patches)
        XCTAssertEqual(result.code, 0, result.stderr)
        let patch = patches + "/Notes.patch"
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: patch)), as: UTF8.self)
        // Files in path order, paths from the app's root; the alias's use too (`NoteRow` is `KitRow`).
        XCTAssertTrue(text.hasPrefix("diff --git a/App/NoteList.swift b/App/NoteList.swift\n"), text)
        XCTAssertTrue(text.contains("+        KitRow(title: \"Note\", detail: \"Today\")"), text)
        XCTAssertTrue(text.contains("diff --git a/App/Old.swift b/App/Old.swift\n"), text)
        XCTAssertTrue(text.contains("+        KitRow(title: \"a\", detail: \"b\")"), text)
        XCTAssertTrue(result.stdout.contains("app `Notes` (git): wrote \(patch)"), result.stdout)
        XCTAssertEqual(try fleet.notesSource.git("-C", fleet.notesBare, "rev-parse", "main"), before)

        // Deterministic: a second run writes the same bytes.
        XCTAssertEqual(fleet.kitscan("fix", "--rule", "deprecated-kit-use", "--patch-dir", patches).code, 0)
        XCTAssertEqual(String(decoding: try Data(contentsOf: URL(fileURLWithPath: patch)), as: UTF8.self), text)

        XCTAssertTrue(fleet.kitscan("scan", "--app", "Notes").stdout.contains("deprecated-kit-use"), "the uses are there before")
        _ = try fleet.notesSource.git("apply", "--check", patch)
        _ = try fleet.notesSource.git("apply", patch)
        try fleet.notesSource.commitAll("migrated")
        try fleet.pushNotes()
        let scan = fleet.kitscan("scan", "--app", "Notes")
        XCTAssertFalse(scan.stdout.contains("deprecated-kit-use"), scan.stdout)
    }

    func testHelpDocumentsPatchDir() {
        let help = kitscan(["fix", "--help"], cwd: FileManager.default.currentDirectoryPath)
        XCTAssertTrue(help.stdout.contains("--patch-dir"), help.stdout)
    }

    func testAMissingPatchDirIsAUsageErrorSayingWhatToDo() throws {
        let fleet = try deprecatingFleet()
        let result = fleet.kitscan("fix", "--rule", "deprecated-kit-use", "--patch-dir", fleet.parent + "/nowhere")
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("--patch-dir \(fleet.parent)/nowhere: no such folder; create it (mkdir -p"), result.stderr)
        let old = String(decoding: try Data(contentsOf: URL(fileURLWithPath: fleet.mail + "/App/Old.swift")), as: UTF8.self)
        XCTAssertEqual(old, Self.oldCaller, "nothing is written when the run cannot finish")
    }

    /// A folder that cannot be made (its parent is a file: ENOTDIR, even for root) is named,
    /// with why, before anything is written.
    func testAPatchDirUnderAFileIsAUsageErrorNamingTheFile() throws {
        let fleet = try deprecatingFleet()
        _ = try writeFile(fleet.parent, "somefile", Array("not a folder\n".utf8))
        let result = fleet.kitscan("fix", "--rule", "deprecated-kit-use", "--patch-dir", fleet.parent + "/somefile/patches")
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("--patch-dir \(fleet.parent)/somefile/patches: \(fleet.parent)/somefile is a file, "
                                             + "not a folder; name another folder."), result.stderr)
        let old = String(decoding: try Data(contentsOf: URL(fileURLWithPath: fleet.mail + "/App/Old.swift")), as: UTF8.self)
        XCTAssertEqual(old, Self.oldCaller, "nothing is written when the run cannot finish")
    }

    /// A patch already in the folder with other bytes (a hand-edited one, say) is kept as a
    /// copy before it is replaced, as every file kitscan rewrites is; the same bytes need none.
    func testAPatchThatWouldReplaceADifferentOneKeepsACopy() throws {
        let fleet = try deprecatingFleet()
        let patches = fleet.parent + "/patches"
        try FileManager.default.createDirectory(atPath: patches, withIntermediateDirectories: true)
        XCTAssertEqual(fleet.kitscan("fix", "--rule", "deprecated-kit-use", "--patch-dir", patches).code, 0)
        let backup = patches + "/.kitscan-backup/fix/Notes.patch"
        XCTAssertFalse(FileManager.default.fileExists(atPath: backup), "nothing was replaced")
        let written = try Data(contentsOf: URL(fileURLWithPath: patches + "/Notes.patch"))
        let edited = Data("# reviewed by hand\n".utf8) + written
        try edited.write(to: URL(fileURLWithPath: patches + "/Notes.patch"))
        let result = fleet.kitscan("fix", "--rule", "deprecated-kit-use", "--patch-dir", patches)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: patches + "/Notes.patch")), written)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: backup)), edited)
        XCTAssertTrue(result.stdout.contains("the patch it replaced is in \(patches)/.kitscan-backup/fix/Notes.patch"), result.stdout)
    }

    /// docs/migrations.md shows the fleet's run: the command and what it prints, from this fixture.
    func testTheDocsShowWhatTheFleetFixPrints() throws {
        let text = try String(contentsOfFile: packageRoot + "/docs/migrations.md", encoding: .utf8)
        let open = try XCTUnwrap(text.range(of: "```console\n"))
        let close = try XCTUnwrap(text[open.upperBound...].range(of: "\n```"))
        var lines = text[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
        let command = lines.removeFirst()
        XCTAssertEqual(command, "$ kitscan fix --rule deprecated-kit-use --patch-dir patches")
        let fleet = try deprecatingFleet()
        try FileManager.default.createDirectory(atPath: fleet.kit.root + "/patches", withIntermediateDirectories: true)
        let result = kitscan(command.split(separator: " ").dropFirst(2).map(String.init), cwd: fleet.kit.root)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout, lines.joined(separator: "\n") + "\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fleet.kit.root + "/patches/Notes.patch"))
    }
}
