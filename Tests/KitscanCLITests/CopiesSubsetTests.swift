import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
import KitscanEngine
@testable import KitscanCLI
import KitscanHistory

/// A file's `kit-copy` findings are the same whatever subset of the app is scanned: a full
/// scan, `scan FILE` and a pre-commit `check --staged` weigh rarity over the whole app, so
/// the ratchet's counts and the scores do not depend on which files were staged.
final class CopiesSubsetTests: XCTestCase {
    /// The sample in a git repository with its baseline committed, and a new copy of the
    /// kit's pill staged (`DraftPill`, forked from `MailPill`).
    func stagedCopy() throws -> GitTestRepo {
        let repo = GitTestRepo(existing: try copySample("Copies", self))
        try repo.git("init", "-q", "-b", "main")
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        try repo.commitAll("sample")
        let pill = String(decoding: try repo.read("App/Mail/MailPill.swift"), as: UTF8.self)
        try repo.write("App/Mail/DraftPill.swift", pill.replacingOccurrences(of: "MailPill", with: "DraftPill"))
        try repo.git("add", "App/Mail/DraftPill.swift")
        return repo
    }

    /// The `kit-copy` findings of a JSON report, for `path`.
    func copies(_ result: RunResult, path: String) throws -> [JSONValue] {
        let json = try JSONParser.parse(result.stdoutBytes)
        return (json["findings"]?.arrayValue ?? []).filter {
            $0["rule"]?.stringValue == "kit-copy" && $0["path"]?.stringValue == path
        }
    }

    func testAFileScannedAloneOrStagedHasTheFullScansCopies() throws {
        let repo = try stagedCopy()
        let path = "App/Mail/DraftPill.swift"
        let full = try copies(repo.kitscan("scan", "--format", "json"), path: path)
        XCTAssertEqual(full.count, 1)
        XCTAssertEqual(full.first?["copyOf"]?.stringValue, "KitPill")
        let alone = repo.kitscan("scan", path, "--format", "json")
        XCTAssertEqual(try copies(alone, path: path), full, alone.stdout + alone.stderr)

        // The pre-commit check counts what the whole working tree's check counts.
        let staged = repo.kitscan("check", "--staged", "--format", "json")
        XCTAssertEqual(staged.code, 1, staged.stdout + staged.stderr)
        // Again, with the other files' shapes from the blob cache: the same report.
        XCTAssertEqual(repo.kitscan("check", "--staged", "--format", "json").stdoutBytes, staged.stdoutBytes)
        let whole = repo.kitscan("check", "--format", "json")
        let regressions = { (run: RunResult) in try JSONParser.parse(run.stdoutBytes)["regressions"]?.arrayValue ?? [] }
        XCTAssertEqual(try regressions(staged), try regressions(whole), staged.stdout)
        let copy = try XCTUnwrap(try regressions(staged).first { $0["path"]?.stringValue == path && $0["rule"]?.stringValue == "kit-copy" })
        XCTAssertEqual(copy["findings"]?.arrayValue?.compactMap { $0["message"] }, full.compactMap { $0["message"] })
    }
    /// `scan FILE` keeps the other files' shapes in the one blob cache by content: the second
    /// run writes the same bytes from the cache, an edited file is read again (its new blob
    /// id stored), and a damaged cache is only a miss.
    func testScanFileKeepsTheOtherFilesShapesInTheBlobCache() throws {
        let folder = try copySample("Copies", self)
        let path = "App/Mail/MailPill.swift", edited = "App/Mail/InboxFilterPill.swift"
        let cacheFile = folder + "/.kitscan-cache/blobs.tsv"
        func run() -> RunResult { kitscan(["scan", path, "--format", "json"], cwd: folder) }
        func partLines() throws -> [String] {
            try String(contentsOfFile: cacheFile, encoding: .utf8).split(separator: "\n").map(String.init).filter { $0.hasPrefix("p\t") }
        }
        let cold = run()
        let others = try Workspace.open(start: folder).files().files.filter { $0 != path }
        XCTAssertEqual(try partLines().map { $0.split(separator: "\t")[1] }, others.map { Substring($0) })
        let blob = GitBlobID.of(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + edited))))
        XCTAssertTrue(try partLines().contains { $0.hasPrefix("p\t\(edited)\t\(blob)\t") })
        let warm = run()
        XCTAssertEqual(warm.stdoutBytes, cold.stdoutBytes)
        XCTAssertEqual(try copies(warm, path: path), try copies(kitscan(["scan", "--format", "json"], cwd: folder), path: path))

        let pill = try mailPillForks(of: folder + "/" + path)
        try Data(pill.utf8).write(to: URL(fileURLWithPath: folder + "/" + edited))
        let after = run()
        XCTAssertNotEqual(after.stdoutBytes, cold.stdoutBytes, "four more forks make the pill less rare")
        XCTAssertEqual(try copies(after, path: path), try copies(kitscan(["scan", "--format", "json"], cwd: folder), path: path))
        XCTAssertTrue(try partLines().contains { $0.hasPrefix("p\t\(edited)\t\(GitBlobID.of(Array(pill.utf8)))\t") })

        let header = try String(contentsOfFile: cacheFile, encoding: .utf8).prefix { $0 != "\n" }
        for damaged in ["not a cache", header + "\np\tApp/Mail/FilterChip.swift\tb\tk\t[\tx\n" + "p\t\t\n"] {
            try Data(damaged.utf8).write(to: URL(fileURLWithPath: cacheFile))
            XCTAssertEqual(run().stdoutBytes, after.stdoutBytes)
            XCTAssertEqual(try partLines().count, others.count, "written again whole")
        }
    }

    /// A review of a change that adds a copy lists it as a new finding, with a full scan's
    /// score and evidence: the pass runs after the review's scans of each side, over every
    /// file of that side (the unchanged ones' candidates from the blob cache, warm or cold).
    func testAReviewListsTheAddedCopyAsNew() throws {
        let repo = try stagedCopy()
        let path = "App/Mail/DraftPill.swift"
        let full = try copies(repo.kitscan("scan", "--format", "json"), path: path)
        XCTAssertEqual(full.count, 1)
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.git("commit", "-q", "-m", "a draft pill")
        for run in ["cold", "warm"] {
            let review = repo.kitscan("review", "--base", "main", "--head", "HEAD", "--json", "review.json")
            XCTAssertEqual(review.code, 0, review.stderr)
            let json = try JSONParser.parse(Array(try repo.read("review.json")))
            let new = (json["debt"]?["newFindings"]?.arrayValue ?? []).filter { $0["rule"]?.stringValue == "kit-copy" }
            XCTAssertEqual(new, full, "\(run): \(json["debt"]?["newFindings"] ?? .null)")
        }
        // Against the working tree too; and a change that adds no copy reports none.
        try repo.write("App/Mail/Note.swift", "struct Note {}\n")
        let working = repo.kitscan("review", "--base", "main", "--json", "review.json")
        XCTAssertEqual(working.code, 0, working.stderr)
        let json = try JSONParser.parse(Array(try repo.read("review.json")))
        XCTAssertEqual((json["debt"]?["newFindings"]?.arrayValue ?? []).filter { $0["rule"]?.stringValue == "kit-copy" }, full)
    }

    /// The burn-down counts `kit-copy` as a scan of each commit does: the pass runs over each
    /// point's files (their candidates from the blob cache), so the commit that adds a copy
    /// adds one, and the newest point agrees with a full scan rule by rule.
    func testHistoryCountsCopiesAsAScanOfEachCommitDoes() throws {
        let repo = try stagedCopy()
        try repo.git("commit", "-q", "-m", "a draft pill")
        let history = repo.kitscan("history")
        XCTAssertEqual(history.code, 0, history.stderr)
        let points = try XCTUnwrap(try HistoryFile.load(root: repo.root)).points
        XCTAssertEqual(points.count, 2)
        let scan = try Workspace.open(start: repo.root).scan()
        var counted: [String: Int] = [:]
        for finding in scan.findings where finding.exceptedBy == nil { counted[finding.rule, default: 0] += 1 }
        XCTAssertEqual(points.last?.totals.filter { $0.value != 0 }, counted)
        let copies = try XCTUnwrap(counted["kit-copy"])
        XCTAssertEqual(points.first?.totals["kit-copy"], copies - 1, "the first commit has one copy fewer")
    }
}
