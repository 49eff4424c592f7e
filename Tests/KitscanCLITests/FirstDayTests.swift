import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// A new user's first day (issue 16): `init`, `scan`, `baseline`, `check`, reports and
/// `history`, and breaking things on purpose, each as a user would run it.
final class FirstDayTests: XCTestCase {
    // MARK: 12: a backticked kit modifier; `--out` naming a folder

    func testBacktickedModifierIsWrittenAsSwiftWritesIt() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", #"{"kit": {"paths": ["Kit"]}}"#)
        try repo.write("Kit/If.swift", """
        import SwiftUI
        extension View {
            @ViewBuilder public func `if`<T: View>(_ condition: Bool = true, transform: (Self) -> T) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        """)
        try repo.write("App/A.swift", """
        import SwiftUI
        struct A: View {
            var body: some View { Text("a").if { $0.bold() } }
        }
        """)
        let result = repo.kitscan("report", "callers")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("| [`` `if` ``](#if) | modifier |"), result.stdout)
        XCTAssertTrue(result.stdout.contains("## `` `if` ``\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("- `condition` (unlabelled: no caller passes an argument without a label)"),
                      result.stdout)
    }

    func testOutNamingAFolderSaysSo() throws {
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", "let a = 1\n")
        try FileManager.default.createDirectory(atPath: repo.root + "/docs", withIntermediateDirectories: true)
        for kind in ["callers", "debt"] {
            let result = repo.kitscan("report", kind, "--out", "docs")
            XCTAssertEqual(result.code, 2)
            XCTAssertEqual(result.stderr, "error: cannot write the report: docs is a folder. Name a file, e.g. --out docs/\(kind).md\n")
        }
    }
}

extension FirstDayTests {
    // MARK: 4: `report debt --json FILE`

    func testDebtReportWritesItsJSON() throws {
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", Source.palette(colours: [1, 2]) + "let b = Color(red: 3, green: 0, blue: 0) // kitscan-allow: raw-colour -- brand\n")
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        let result = repo.kitscan("report", "debt", "--json", "debt.json", "--out", "debt.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let json = try JSONSerialization.jsonObject(with: repo.read("debt.json")) as? [String: Any]
        XCTAssertEqual(json?["version"] as? Int, 1)
        let summary = json?["summary"] as? [[String: Any]] ?? []
        let colour = summary.first { $0["rule"] as? String == "raw-colour" }
        XCTAssertEqual(colour?["findings"] as? Int, 2)
        XCTAssertEqual(colour?["excepted"] as? Int, 1)
        XCTAssertEqual(colour?["baseline"] as? Int, 2)
        XCTAssertEqual(colour?["change"] as? Int, 0)
        XCTAssertEqual((json?["findings"] as? [Any])?.count, 3)
        let exceptions = json?["exceptions"] as? [[String: Any]] ?? []
        XCTAssertEqual(exceptions.first?["reason"] as? String, "brand")
        XCTAssertEqual((json?["history"] as? [Any])?.count, 0)
        // Same input, same bytes.
        let first = try repo.read("debt.json")
        XCTAssertEqual(repo.kitscan("report", "debt", "--json", "debt.json").code, 0)
        XCTAssertEqual(try repo.read("debt.json"), first)
    }
}

extension FirstDayTests {
    /// A repository with two raw colours and a committed baseline.
    private func repoWithBaseline() throws -> GitTestRepo {
        let repo = try GitTestRepo(self)
        try repo.write("App/Palette.swift", Source.palette(colours: [1, 2]))
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        try repo.commitAll("baseline")
        return repo
    }

    // MARK: 1: a broken or merge-conflicted baseline

    func testBaselineRewritesAMergeConflictedBaselineKeepingTheBrokenOne() throws {
        let repo = try repoWithBaseline()
        let good = try repo.read("kitscan-baseline.json")
        let conflicted = "<<<<<<< HEAD\n" + String(decoding: good, as: UTF8.self) + "=======\n{}\n>>>>>>> topic\n"
        try repo.write("kitscan-baseline.json", conflicted)
        // check refuses, naming a command that works…
        let check = repo.kitscan("check")
        XCTAssertEqual(check.code, 2)
        XCTAssertTrue(check.stderr.contains("`kitscan baseline`"), check.stderr)
        // … and that command rewrites it, keeping the broken file beside it.
        let baseline = repo.kitscan("baseline")
        XCTAssertEqual(baseline.code, 0, baseline.stderr)
        XCTAssertTrue(baseline.stdout.contains("kitscan-baseline.json could not be read (it still holds git merge conflict markers); "
                                               + "kept it as kitscan-baseline.json.broken and wrote a new one"), baseline.stdout)
        XCTAssertEqual(String(decoding: try repo.read("kitscan-baseline.json.broken"), as: UTF8.self), conflicted)
        XCTAssertEqual(try repo.baselineCounts(), ["App/Palette.swift": ["raw-colour": 2]])
        XCTAssertEqual(repo.kitscan("check").code, 0)
    }

    func testBaselineRaiseAlsoRewritesABrokenBaselineAndNeverOverwritesABackup() throws {
        let repo = try repoWithBaseline()
        try repo.write("kitscan-baseline.json", "{ \"version\": 1, \"files\": ")
        try repo.write("kitscan-baseline.json.broken", "an older backup")
        let result = repo.kitscan("baseline", "--raise", "the merge went wrong")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("kept it as kitscan-baseline.json.broken-2"), result.stdout)
        XCTAssertEqual(String(decoding: try repo.read("kitscan-baseline.json.broken"), as: UTF8.self), "an older backup")
        XCTAssertEqual(String(decoding: try repo.read("kitscan-baseline.json.broken-2"), as: UTF8.self), "{ \"version\": 1, \"files\": ")
        XCTAssertEqual(try repo.baselineCounts(), ["App/Palette.swift": ["raw-colour": 2]])
    }

    // MARK: 2: `init --force` and an installed hook

    func testInitForceNeverLosesACustomisedConfig() throws {
        let repo = try GitTestRepo(self)
        try repo.write("App/A.swift", "let a = 1\n")
        try repo.write("docs/debt.md", "# Debt\n")
        let custom = "{\n  \"debtList\": \"docs/debt.md\",\n  \"rules\": {\"small-font\": {\"helpers\": [{\"name\": \"macFont\", \"argument\": 0}]}}\n}\n"
        try repo.write("kitscan.json", custom)
        let first = repo.kitscan("init")
        XCTAssertEqual(first.code, 0, first.stderr)
        let again = repo.kitscan("init")
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("kitscan's pre-commit hook is already installed"), again.stdout)
        let forced = repo.kitscan("init", "--force")
        XCTAssertEqual(forced.code, 0, forced.stderr)
        XCTAssertEqual(String(decoding: try repo.read("kitscan.json"), as: UTF8.self), custom)
        XCTAssertTrue(forced.stdout.contains("Kept the existing kitscan.json"), forced.stdout)
    }

    func testInitForceKeepsAForeignHookAsABackup() throws {
        let repo = try GitTestRepo(self)
        try repo.write("App/A.swift", "let a = 1\n")
        try repo.write(".git/hooks/pre-commit", "#!/bin/sh\nswiftlint\n")
        let refused = repo.kitscan("init")
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.stderr.contains("kitscan init --force"), refused.stderr)
        let forced = repo.kitscan("init", "--force")
        XCTAssertEqual(forced.code, 0, forced.stderr)
        XCTAssertEqual(String(decoding: try repo.read(".git/hooks/pre-commit.backup"), as: UTF8.self), "#!/bin/sh\nswiftlint\n")
        XCTAssertTrue(forced.stdout.contains("kept the old hook as"), forced.stdout)
        XCTAssertTrue(String(decoding: try repo.read(".git/hooks/pre-commit"), as: UTF8.self).contains("kitscan check --staged"))
    }

    // MARK: 3: a path that does not exist, or nothing scanned of what was given

    func testANamedPathThatDoesNotExistIsExit2Everywhere() throws {
        let repo = try repoWithBaseline()
        for command in [["scan"], ["check"], ["check", "--staged"], ["check", "--base", "main"], ["report", "debt"],
                        ["report", "callers"]] {
            let result = KitscanTestSupport.kitscan(command + ["Nope.swift"], cwd: repo.root)
            XCTAssertEqual(result.code, 2, "\(command): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("no such file or folder: Nope.swift"), "\(command): \(result.stderr)")
        }
        // `baseline` takes no paths: always the whole project.
        XCTAssertEqual(repo.kitscan("baseline", "Nope.swift").code, 2)
        // A file deleted since the baseline is not a typo: its entries are gone.
        try repo.remove("App/Palette.swift")
        let gone = repo.kitscan("check", "App/Palette.swift")
        XCTAssertEqual(gone.code, 0, gone.stdout + gone.stderr)
        XCTAssertTrue(gone.stdout.contains("Gone: App/Palette.swift"), gone.stdout)
    }

    func testARunThatScannedNothingOfWhatItWasGivenIsExit2() throws {
        let repo = try GitTestRepo(self)
        try repo.write("conf/kitscan.json", "{}")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: repo.root + "/tree/Broken.swift").creatingFolder())
        try repo.write("docs/README.md", "# docs\n")
        let scan = repo.kitscan("scan", "--strict", "--config", "conf/kitscan.json", "tree")
        XCTAssertEqual(scan.code, 2, scan.stdout + scan.stderr)
        XCTAssertTrue(scan.stderr.contains("nothing was scanned in tree: 1 file could not be read"), scan.stderr)
        let empty = repo.kitscan("scan", "docs")
        XCTAssertEqual(empty.code, 2, empty.stdout)
        XCTAssertTrue(empty.stderr.contains("nothing was scanned in docs: it holds no .swift file"), empty.stderr)
        XCTAssertEqual(repo.kitscan("check", "docs/README.md").code, 2)
        XCTAssertEqual(repo.kitscan("report", "callers", "docs").code, 2)
    }

    // MARK: 5: the default path and config discovery, as a SwiftLint user expects

    func testScanWithoutPathsScansTheCurrentFolderWithTheConfigFoundAbove() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", #"{"rules": {"small-font": {"min": 14}}}"#)
        try repo.write("App/A.swift", "let f = Font.system(size: 13)\n")
        try repo.write("Other/B.swift", "let f = Font.system(size: 13)\n")
        let result = KitscanTestSupport.kitscan(["scan"], cwd: repo.root + "/App")
        XCTAssertEqual(result.code, 0, result.stderr)
        // Only the current folder, with the config found above it (min 14).
        XCTAssertTrue(result.stdout.contains("A.swift:1:14: warning:"), result.stdout)
        XCTAssertFalse(result.stdout.contains("B.swift"), result.stdout)
        let help = kitscan(["scan", "--help"])
        XCTAssertTrue(help.stdout.contains("default: the current folder"), help.stdout)
        XCTAssertTrue(help.stdout.contains("walking up from the first path (or the current folder)"), help.stdout)
    }

    // MARK: 6: `check` with no baseline file

    func testCheckWithoutABaselineSaysSoAndWhatToRun() throws {
        let repo = try GitTestRepo(self)
        try repo.write("App/Palette.swift", Source.palette(colours: [1, 2]))
        let result = repo.kitscan("check")
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.stdout.contains("kitscan check failed: there is no kitscan-baseline.json yet, so all 2 findings are new."), result.stdout)
        XCTAssertTrue(result.stdout.contains("Run `kitscan baseline` to record the current findings"), result.stdout)
        XCTAssertFalse(result.stdout.contains("--raise"), result.stdout)
        XCTAssertFalse(result.stdout.contains("counts above kitscan-baseline.json"), result.stdout)
    }

    // MARK: 7: no debt list; a fuller starter config

    func testWithoutADebtListUnlistedViewHasNothingToCheck() throws {
        let repo = try GitTestRepo(self)
        try repo.write("App/A.swift", "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\") }\n}\n")
        let result = repo.kitscan("scan")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("[unlisted-view]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("unlisted-view: there is no kitscan.json, so no debt list to check views against"), result.stdout)
    }

    func testInitGuessesTheKitAndWritesADebtListPlaceholder() throws {
        let repo = try GitTestRepo(self)
        try repo.write("Packages/DesignSystem/Package.swift", "// swift-tools-version:5.9\n")
        try repo.write("Packages/DesignSystem/Sources/DesignSystem/Tokens/Colour.swift", "let c = 1\n")
        try repo.write("Packages/DesignSystem/Sources/DesignSystem/Button.swift", "import SwiftUI\n")
        try repo.write("MailUI/Row.swift", "import SwiftUI\n")
        try repo.write("App/A.swift", "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"a\") }\n}\n")
        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        let config = try JSONSerialization.jsonObject(with: repo.read("kitscan.json")) as? [String: Any]
        let kit = config?["kit"] as? [String: Any]
        // A local package is the kit before a plain folder named like one.
        XCTAssertEqual(kit?["paths"] as? [String], ["Packages/DesignSystem/Sources"])
        XCTAssertEqual(kit?["modules"] as? [String], ["DesignSystem"])
        XCTAssertTrue(result.stdout.contains("  not MailUI: named like a kit, but it is a plain folder and Packages/DesignSystem "
                                             + "is a local package named like a kit\n"), result.stdout)
        XCTAssertEqual(kit?["tokens"] as? [String], ["Packages/DesignSystem/Sources/DesignSystem/Tokens"])
        XCTAssertEqual(config?["debtList"] as? String, "docs/design-system-debt.md")
        let debt = String(decoding: try repo.read("docs/design-system-debt.md"), as: UTF8.self)
        XCTAssertTrue(debt.contains("- `Home` (App/A.swift)"), debt)
        // The starter config loads, and today's views are listed: nothing is an unlisted view yet.
        let scan = repo.kitscan("scan")
        XCTAssertEqual(scan.code, 0, scan.stderr)
        XCTAssertFalse(scan.stdout.contains("[unlisted-view]"), scan.stdout)
        // A debt list that exists is never overwritten.
        try repo.remove("kitscan.json")
        try repo.write("docs/design-system-debt.md", "# ours\n")
        XCTAssertEqual(repo.kitscan("init").code, 0)
        XCTAssertEqual(String(decoding: try repo.read("docs/design-system-debt.md"), as: UTF8.self), "# ours\n")
    }

    // MARK: 9: `history` outside git, or with no commits

    func testHistoryOutsideGitOrWithoutCommitsSaysWhatToDo() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("let a = 1\n".utf8))
        let outside = kitscan(["history"], cwd: folder)
        XCTAssertEqual(outside.code, 2)
        XCTAssertEqual(outside.stderr, "error: \(folder) is not inside a git repository (or git is not installed): "
                       + "`kitscan history` reads the burn-down from git's commits. Run it in a clone.\n")
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", "let a = 1\n")
        let empty = repo.kitscan("history")
        XCTAssertEqual(empty.code, 2)
        XCTAssertEqual(empty.stderr, "error: the repository has no commits yet, so there is no history to read. "
                       + "Commit, then run `kitscan history`.\n")
    }

    // MARK: 11: `error` findings fail `scan`; a first scan on a terminal says what next

    func testErrorSeverityFindingsMakeScanExit1() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", #"{"rules": {"raw-colour": {"severity": "error"}}}"#)
        try repo.write("A.swift", "let f = Font.system(size: 9)\n")
        XCTAssertEqual(repo.kitscan("scan").code, 0, "a warning does not fail")
        try repo.write("B.swift", "let c = Color(red: 1, green: 0, blue: 0)\n")
        for format in ["text", "json", "github", "sarif"] {
            XCTAssertEqual(repo.kitscan("scan", "--format", format).code, 1, format)
        }
        try repo.write("B.swift", "let c = Color(red: 1, green: 0, blue: 0) // kitscan-allow: raw-colour -- brand\n")
        XCTAssertEqual(repo.kitscan("scan").code, 0, "an excepted error does not fail")
    }

    func testAFirstScanOnATerminalEndsWithWhatToDoNext() throws {
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", "let c = Color(red: 1, green: 0, blue: 0)\n")
        let terminal = KitscanTestSupport.kitscan(["scan"], cwd: repo.root, stdoutIsTerminal: true)
        XCTAssertTrue(terminal.stdout.hasSuffix("Next: `kitscan init` writes kitscan.json and a pre-commit hook; "
                                                + "`kitscan baseline` records today's findings so `kitscan check` fails only on new debt.\n"),
                      terminal.stdout)
        XCTAssertFalse(repo.kitscan("scan").stdout.contains("Next:"), "not when piped")
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        let later = KitscanTestSupport.kitscan(["scan"], cwd: repo.root, stdoutIsTerminal: true)
        XCTAssertFalse(later.stdout.contains("Next:"), later.stdout)
    }
}

private extension URL {
    /// The URL, after creating its parent folder.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
