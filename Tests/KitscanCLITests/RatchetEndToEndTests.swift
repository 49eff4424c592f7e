import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan baseline` and `kitscan check` driving real git repositories.
final class RatchetEndToEndTests: XCTestCase {
    /// A repository with one committed palette (1 raw colour, 1 small font) and its baseline.
    private func baselined() throws -> GitTestRepo {
        let repo = try GitTestRepo(self)
        try repo.write("App/Palette.swift", Source.palette(colours: [1], fonts: 1))
        let written = repo.kitscan("baseline")
        XCTAssertEqual(written.code, 0, written.stderr)
        try repo.commitAll("baseline")
        return repo
    }

    func testAddedDebtFailsNamingRuleCountAndBaseline() throws {
        let repo = try baselined()
        XCTAssertEqual(try repo.baselineCounts(), ["App/Palette.swift": ["raw-colour": 1, "small-font": 1]])
        XCTAssertEqual(repo.kitscan("check").code, 0)

        try repo.write("App/Palette.swift", Source.palette(colours: [1, 2], fonts: 1))
        let result = repo.kitscan("check")
        XCTAssertEqual(result.code, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("App/Palette.swift: raw-colour: 2 findings, baseline 1 (+1)"), result.stdout)
        // The new finding is listed first and marked, the known one after it.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let new = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("App/Palette.swift:5:") && $0.hasSuffix("(new)") })
        let known = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("App/Palette.swift:4:") && $0.contains("note:") })
        XCTAssertLessThan(new, known)
        XCTAssertFalse(result.stdout.contains("small-font: "), "an unchanged rule is not listed")
        XCTAssertEqual(result.stderr, "")
    }

    func testExceptionWithReasonPasses() throws {
        let repo = try baselined()
        try repo.write("App/Palette.swift", Source.palette(colours: [1], fonts: 1, extra:
            "    static let brand = Color(red: 0, green: 0, blue: 1) // kitscan-allow: raw-colour -- brand blue from legal\n"))
        let result = repo.kitscan("check")
        XCTAssertEqual(result.code, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("kitscan check passed"))
    }

    func testSameCountSwapFailsOnlyWhenStrict() throws {
        let repo = try baselined()
        // The one raw colour is replaced by another: same count, new fingerprint.
        try repo.write("App/Palette.swift", Source.palette(colours: [7], fonts: 1))
        let lenient = repo.kitscan("check")
        XCTAssertEqual(lenient.code, 0, lenient.stdout)
        XCTAssertTrue(lenient.stdout.contains("--strict"), lenient.stdout)

        let strict = repo.kitscan("check", "--strict")
        XCTAssertEqual(strict.code, 1, strict.stdout)
        XCTAssertTrue(strict.stdout.contains("App/Palette.swift: raw-colour: 1 finding fixed and 1 added (count 1, baseline 1)"),
                      strict.stdout)
        XCTAssertTrue(strict.stdout.contains("App/Palette.swift:4:"), strict.stdout)
        XCTAssertTrue(strict.stdout.contains("fixed since the baseline: 1 finding"), strict.stdout)
        XCTAssertFalse(strict.stdout.contains("small-font"), "the untouched rule is no swap")
    }

    func testTightenLowersImprovedDropsGoneAndNeverRaises() throws {
        let repo = try GitTestRepo(self)
        try repo.write("App/Palette.swift", Source.palette(colours: [1, 2, 3], fonts: 1))
        try repo.write("App/Old.swift", Source.palette("Old", colours: [4]))
        try repo.write("App/Other.swift", Source.palette("Other", colours: [5]))
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        try repo.commitAll()

        try repo.write("App/Palette.swift", Source.palette(colours: [1], fonts: 1)) // 3 -> 1
        try repo.remove("App/Old.swift")                                              // gone
        try repo.write("App/Other.swift", Source.palette("Other", colours: [5, 6]))   // 1 -> 2
        let plain = repo.kitscan("check")
        XCTAssertEqual(plain.code, 1)
        XCTAssertTrue(plain.stdout.contains("Improved: App/Palette.swift (raw-colour 3 -> 1)"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("Gone: App/Old.swift"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("kitscan check --tighten"), plain.stdout)
        XCTAssertEqual(try repo.baselineCounts()["App/Palette.swift"]?["raw-colour"], 3, "a plain check writes nothing")

        let tightened = repo.kitscan("check", "--tighten")
        XCTAssertEqual(tightened.code, 1, "the regression still fails")
        XCTAssertEqual(try repo.baselineCounts(), [
            "App/Palette.swift": ["raw-colour": 1, "small-font": 1],
            "App/Other.swift": ["raw-colour": 1], // not raised
        ])
        XCTAssertTrue(tightened.stdout.contains("Tightened kitscan-baseline.json"), tightened.stdout)

        try repo.write("App/Other.swift", Source.palette("Other", colours: [5]))
        XCTAssertEqual(repo.kitscan("check").code, 0)
    }

    func testRenamedAndEditedFileKeepsItsEntries() throws {
        let repo = try baselined()
        try repo.git("mv", "App/Palette.swift", "App/Colours.swift")
        try repo.write("App/Colours.swift", "// moved\n" + Source.palette(colours: [1], fonts: 1, extra: "    static let gap = 8\n"))
        let working = repo.kitscan("check")
        XCTAssertEqual(working.code, 0, working.stdout)
        XCTAssertTrue(working.stdout.contains("Renamed: App/Palette.swift -> App/Colours.swift"), working.stdout)

        try repo.git("add", "-A")
        let staged = repo.kitscan("check", "--staged")
        XCTAssertEqual(staged.code, 0, staged.stdout)
        XCTAssertTrue(staged.stdout.contains("Renamed: App/Palette.swift -> App/Colours.swift"), staged.stdout)

        // Committed without updating the baseline: the rename since the baseline's commit still counts.
        try repo.git("commit", "-q", "-m", "rename")
        XCTAssertEqual(repo.kitscan("check").code, 0)
        XCTAssertEqual(repo.kitscan("check", "App/Colours.swift").code, 0)

        // Adding debt to the renamed file is still caught.
        try repo.write("App/Colours.swift", Source.palette(colours: [1, 2], fonts: 1))
        let worse = repo.kitscan("check")
        XCTAssertEqual(worse.code, 1)
        XCTAssertTrue(worse.stdout.contains("App/Colours.swift: raw-colour: 2 findings, baseline 1"), worse.stdout)
    }

    func testStagedChecksTheIndexNotTheWorkingTree() throws {
        let repo = try baselined()
        // Stage a clean new file, then put debt in its working-tree copy.
        try repo.write("App/Row.swift", Source.palette("Row", colours: []))
        try repo.git("add", "App/Row.swift")
        try repo.write("App/Row.swift", Source.palette("Row", colours: [3]))
        let stagedClean = repo.kitscan("check", "--staged")
        XCTAssertEqual(stagedClean.code, 0, stagedClean.stdout)
        XCTAssertEqual(repo.kitscan("check").code, 1, "the working tree has the debt")

        // The reverse: debt staged, a clean working tree.
        try repo.git("add", "App/Row.swift")
        try repo.write("App/Row.swift", Source.palette("Row", colours: []))
        let stagedDebt = repo.kitscan("check", "--staged")
        XCTAssertEqual(stagedDebt.code, 1, stagedDebt.stdout)
        XCTAssertTrue(stagedDebt.stdout.contains("App/Row.swift: raw-colour: 1 finding, baseline 0 (+1)"), stagedDebt.stdout)
        XCTAssertEqual(repo.kitscan("check").code, 0)

        // Paths given (as the pre-commit framework passes them) limit the staged check.
        XCTAssertEqual(repo.kitscan("check", "--staged", "App/Palette.swift").code, 0)
        XCTAssertEqual(repo.kitscan("check", "--staged", "App/Row.swift").code, 1)
    }

    func testStagedDeletionIsNotAnError() throws {
        let repo = try baselined()
        try repo.git("rm", "-q", "App/Palette.swift")
        let result = repo.kitscan("check", "--staged")
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Gone: App/Palette.swift"), result.stdout)
    }

    func testBaseRefComparesChangedFilesWithTheMergeBase() throws {
        let repo = try GitTestRepo(self)
        try repo.write("App/Palette.swift", Source.palette(colours: [1, 2], fonts: 1))
        try repo.write("App/Legacy.swift", Source.palette("Legacy", colours: [3]))
        try repo.commitAll("main")
        try repo.git("checkout", "-q", "-b", "feature")

        // Fewer colours, a rename with its debt, and main moving on: all fine.
        try repo.write("App/Palette.swift", Source.palette(colours: [1], fonts: 1))
        try repo.git("mv", "App/Legacy.swift", "App/Settings.swift")
        try repo.commitAll("feature work")
        try repo.git("checkout", "-q", "main")
        try repo.write("App/Main.swift", Source.palette("Main", colours: [4, 5]))
        try repo.commitAll("main moves on")
        try repo.git("checkout", "-q", "feature")

        let clean = repo.kitscan("check", "--base", "main")
        XCTAssertEqual(clean.code, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("merge base with main"), clean.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repo.root + "/kitscan-baseline.json"))

        // New debt in a changed file and in an untracked new file fails.
        try repo.write("App/Settings.swift", Source.palette("Legacy", colours: [3, 6]))
        try repo.write("App/New.swift", Source.palette("New", fonts: 1))
        let worse = repo.kitscan("check", "--base", "main", "--format", "github")
        XCTAssertEqual(worse.code, 1, worse.stdout + worse.stderr)
        XCTAssertTrue(worse.stdout.contains("::error file=App/Settings.swift,line=5,col="), worse.stdout)
        XCTAssertTrue(worse.stdout.contains("title=raw-colour::"), worse.stdout)
        XCTAssertTrue(worse.stdout.contains("::error file=App/New.swift,line=4,"), worse.stdout)
        XCTAssertFalse(worse.stdout.contains("Palette"), worse.stdout)

        let unknown = repo.kitscan("check", "--base", "origin/nope")
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.stderr.contains("origin/nope") && unknown.stderr.contains("fetch"), unknown.stderr)
    }

    /// `check` refuses a broken baseline and leaves it alone; `baseline` (the command its
    /// message names) rewrites it, keeping the broken file beside it.
    func testBrokenBaselineIsExitTwoForCheckAndRewrittenWithABackupByBaseline() throws {
        let repo = try baselined()
        let good = try repo.baselineCounts()
        let cases = ["{ \"version\": 1, \"files\": { ", "{\"version\": 1, \"files\": {\"A.swift\": {\"raw-colour\": {\"count\": -2}}}}\n",
                     "{\"version\": 9, \"files\": {}}\n", "[1, 2]\n"]
        for text in cases {
            for arguments in [["check"], ["check", "--tighten"], ["check", "--staged"]] {
                try repo.write("kitscan-baseline.json", text)
                let result = KitscanTestSupport.kitscan(arguments, cwd: repo.root)
                XCTAssertEqual(result.code, 2, "\(arguments) \(text)")
                XCTAssertTrue(result.stderr.hasPrefix("error: kitscan-baseline.json"), result.stderr)
                XCTAssertTrue(result.stderr.contains("kitscan baseline"), result.stderr)
                XCTAssertFalse(result.stderr.contains("Fatal"), result.stderr)
                XCTAssertEqual(try repo.read("kitscan-baseline.json"), Data(text.utf8), "\(arguments) left the file alone")
            }
            for arguments in [["baseline"], ["baseline", "--raise", "why"]] {
                try repo.write("kitscan-baseline.json", text)
                let result = KitscanTestSupport.kitscan(arguments, cwd: repo.root)
                XCTAssertEqual(result.code, 0, "\(arguments) \(text): \(result.stderr)")
                XCTAssertTrue(result.stdout.hasPrefix("kitscan-baseline.json could not be read ("), result.stdout)
                XCTAssertEqual(try repo.read("kitscan-baseline.json.broken"), Data(text.utf8), "\(arguments) kept the broken file")
                XCTAssertEqual(try repo.baselineCounts(), good)
                try repo.remove("kitscan-baseline.json.broken")
            }
        }
    }

    func testRaiseNeedsAJustification() throws {
        let repo = try baselined()
        let before = try repo.read("kitscan-baseline.json")
        try repo.write("App/Palette.swift", Source.palette(colours: [1, 2], fonts: 1))

        let refused = repo.kitscan("baseline")
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.stdout.contains("App/Palette.swift: raw-colour 1 -> 2"), refused.stdout)
        XCTAssertTrue(refused.stderr.contains("kitscan baseline --raise"), refused.stderr)
        XCTAssertEqual(try repo.read("kitscan-baseline.json"), before)

        let empty = repo.kitscan("baseline", "--raise", "  ")
        XCTAssertEqual(empty.code, 2)
        XCTAssertEqual(try repo.read("kitscan-baseline.json"), before)

        let raised = repo.kitscan("baseline", "--raise", "legacy settings screen moved into the app")
        XCTAssertEqual(raised.code, 0, raised.stderr)
        XCTAssertTrue(raised.stdout.contains("Raised 1 entry"), raised.stdout)
        XCTAssertEqual(try repo.baselineCounts()["App/Palette.swift"]?["raw-colour"], 2)
        XCTAssertTrue(String(decoding: try repo.read("kitscan-baseline.json"), as: UTF8.self)
            .contains("legacy settings screen moved into the app"))
        XCTAssertEqual(repo.kitscan("check").code, 0)

        // Lowering needs no justification, and an unchanged state writes nothing.
        try repo.write("App/Palette.swift", Source.palette(colours: [], fonts: 1))
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        XCTAssertEqual(try repo.baselineCounts(), ["App/Palette.swift": ["small-font": 1]])
        let again = repo.kitscan("baseline")
        XCTAssertTrue(again.stdout.contains("up to date"), again.stdout)
    }

    func testBaselineIsDeterministic() throws {
        let repo = try GitTestRepo(self)
        for i in 0..<6 { try repo.write("App/F\(i).swift", Source.palette("F\(i)", colours: [i, i + 1], fonts: i % 2)) }
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        let first = try repo.read("kitscan-baseline.json")
        try repo.remove("kitscan-baseline.json")
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        XCTAssertEqual(try repo.read("kitscan-baseline.json"), first)
        let text = String(decoding: first, as: UTF8.self)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.contains("\"App/F") }.count, 6, "one file per line")
    }

    func testGivenPathsLimitTheCheckAndDeletedOnesAreGone() throws {
        let repo = try baselined()
        try repo.write("App/Other.swift", Source.palette("Other", colours: [9]))
        XCTAssertEqual(repo.kitscan("check").code, 1)
        XCTAssertEqual(repo.kitscan("check", "App/Palette.swift").code, 0, "Other.swift is outside the scope")
        try repo.remove("App/Palette.swift")
        let gone = repo.kitscan("check", "App/Palette.swift")
        XCTAssertEqual(gone.code, 0, gone.stdout + gone.stderr)
        XCTAssertTrue(gone.stdout.contains("Gone: App/Palette.swift"), gone.stdout)
        XCTAssertEqual(gone.stderr, "")
        let outside = repo.kitscan("check", "App/Palette.swift", NSTemporaryDirectory())
        XCTAssertEqual(outside.code, 2)
        XCTAssertTrue(outside.stderr.contains("outside the project folder"), outside.stderr)
    }

    func testJSONFormatAndUnknownRule() throws {
        let repo = try baselined()
        var text = String(decoding: try repo.read("kitscan-baseline.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"small-font\"", with: "\"retired-rule\"")
        try repo.write("kitscan-baseline.json", text)
        let result = repo.kitscan("check", "--format", "json")
        XCTAssertEqual(result.code, 1, "small-font is no longer covered by the baseline")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["passed"] as? Bool, false)
        XCTAssertEqual(object["unknownRules"] as? [String], ["retired-rule"])
        let regressions = try XCTUnwrap(object["regressions"] as? [[String: Any]])
        XCTAssertEqual(regressions.map { $0["rule"] as? String }, ["small-font"])
        XCTAssertEqual(regressions.first?["baseline"] as? Int, 0)
        XCTAssertEqual(regressions.first?["count"] as? Int, 1)

        let plain = repo.kitscan("check")
        XCTAssertTrue(plain.stdout.contains("'retired-rule', which no longer exists"), plain.stdout)
    }

    func testSARIFListsOnlyFailingFindings() throws {
        let repo = try baselined()
        try repo.write("App/Palette.swift", Source.palette(colours: [1, 2], fonts: 1))
        let result = repo.kitscan("check", "--format", "sarif")
        XCTAssertEqual(result.code, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(object["runs"] as? [[String: Any]])
        XCTAssertEqual((runs.first?["results"] as? [Any])?.count, 1)
    }

    func testModeErrorsSayWhatToDo() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array(Source.palette().utf8))
        let staged = kitscan(["check", "--staged"], cwd: folder)
        XCTAssertEqual(staged.code, 2)
        XCTAssertTrue(staged.stderr.contains("--staged needs a git repository"), staged.stderr)
        let combined = kitscan(["check", "--base", "main", "--tighten"], cwd: folder)
        XCTAssertEqual(combined.code, 2)
        XCTAssertTrue(combined.stderr.contains("--base cannot be combined with --tighten"), combined.stderr)
        // Without git, a renamed file is matched by its fingerprints.
        XCTAssertEqual(kitscan(["baseline"], cwd: folder).code, 0)
        try FileManager.default.moveItem(atPath: folder + "/A.swift", toPath: folder + "/B.swift")
        let moved = kitscan(["check"], cwd: folder)
        XCTAssertEqual(moved.code, 0, moved.stdout)
        XCTAssertTrue(moved.stdout.contains("Renamed: A.swift -> B.swift (matched by fingerprints)"), moved.stdout)
    }
}
