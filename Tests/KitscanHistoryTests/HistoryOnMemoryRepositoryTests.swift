import Foundation
import XCTest
import KitscanEngine
import KitscanReport
import KitscanReview
import KitscanSupport
import KitscanTestSupport
@testable import KitscanHistory

/// `history` and `adoption --history` on a repository held in memory (no git process), as
/// review's stages are tested: today's config, kit and debt list are on disk, the commits in
/// the repository.
final class HistoryOnMemoryRepositoryTests: XCTestCase {
    static let red = "import SwiftUI\nlet a = Color(red: 1, green: 0, blue: 0)\n"
    static let view = "import SwiftUI\nstruct Foo: View {\n    var body: some View { Text(\"x\") }\n}\n"
    static let config = "{ \"debtList\": \"debt.md\" }\n"
    static let listed = "# Debt\n\n- `Foo`: to move into the kit.\n"

    /// Five commits, a day apart from 2026-01-01: a raw colour and an unlisted view; two more
    /// raw colours; the view goes on the debt list; two colours fixed; the first excepted.
    func burnDown() -> MemoryRepository {
        var repo = MemoryRepository()
        var tree = ["kitscan.json": Self.config, "debt.md": "# Debt\n", "A.swift": Self.red, "View.swift": Self.view]
        repo.commit(tree)
        tree["B.swift"] = "import SwiftUI\nlet b = Color(red: 0, green: 1, blue: 0)\nlet c = Color(red: 0, green: 0, blue: 1)\n"
        repo.commit(tree)
        tree["debt.md"] = Self.listed
        repo.commit(tree)
        tree["B.swift"] = "import SwiftUI\nlet b = Color.accentColor\n"
        repo.commit(tree)
        tree["A.swift"] = "import SwiftUI\nlet a = Color(red: 1, green: 0, blue: 0) // kitscan-allow: raw-colour -- brand red\n"
        repo.commit(tree)
        return repo
    }

    /// The working tree `tree` on disk, as the workspace the commands open there.
    func workspace(_ tree: [String: String]) throws -> Workspace {
        let root = try temporaryFolder(self)
        for (path, text) in tree { try writeFile(root, path, Array(text.utf8)) }
        let config = try ConfigLoader.parse(tree["kitscan.json"] ?? "{}")
        let definitions = RuleLoader.shipped()
        return Workspace(root: root, config: config, definitions: definitions,
                         rules: try RuleSet(definitions: definitions, config: config))
    }

    func run(_ repo: MemoryRepository, since: String? = nil, every: Int = 1,
             cache: BlobCache = BlobCache(context: "test")) throws -> HistoryScanner.Outcome {
        let workspace = try workspace(repo.commits[repo.commits.count - 1])
        let commits = try repo.commits(since: since)
        let sampled = Set(HistoryScanner.sample(commits, every: every).map(\.hash))
        return try HistoryScanner(workspace: workspace, repository: repo, prefix: "")
            .run(commits: commits, sampled: sampled, cache: cache, progress: NoProgress())
    }

    /// Every point is counted with today's debt list, which names `Foo`: the view is debt at
    /// no commit (the burn-down measures the code, not the paperwork).
    func testEveryPointCountsItsCommitsFilesWithTodaysRules() throws {
        let outcome = try run(burnDown())
        XCTAssertEqual(outcome.points.map(\.commit), ["c0", "c1", "c2", "c3", "c4"])
        XCTAssertEqual(outcome.points.map(\.date), ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05"])
        XCTAssertEqual(outcome.points.map(\.totals), [["raw-colour": 1], ["raw-colour": 3], ["raw-colour": 3], ["raw-colour": 1], [:]])
        XCTAssertEqual(outcome.fileVersions, 2 + 3 + 3 + 3 + 3, "the Swift files of each point")
        XCTAssertEqual(outcome.scanned, 5, "each Swift file version once: two of A, two of B, one of View")
    }

    func testASecondRunScansNothingAndSinceAndEveryChooseThePoints() throws {
        let repo = burnDown()
        let first = try run(repo)
        let again = try run(repo, cache: first.cache)
        XCTAssertEqual(again.scanned, 0)
        XCTAssertEqual(again.points, first.points)
        XCTAssertEqual(try run(repo, since: "c2").points.map(\.commit), ["c2", "c3", "c4"])
        XCTAssertEqual(try run(repo, since: "2026-01-04").points.map(\.commit), ["c3", "c4"])
        XCTAssertEqual(try run(repo, every: 2).points.map(\.commit), ["c0", "c2", "c4"], "counted back from HEAD")
        XCTAssertEqual(try run(repo, every: 2).points.last?.totals, [:])
        XCTAssertThrowsError(try run(repo, since: "nope")) { error in
            XCTAssertTrue("\(error)".contains("no such revision or date"), "\(error)")
        }
    }

    /// A second run is answered wholly from the cache: with every blob gone from the
    /// repository, the same points, nothing scanned.
    func testASecondRunReadsNoBlob() throws {
        var repo = burnDown()
        let first = try run(repo)
        repo.missingBlobs = Set(repo.commits.flatMap { $0.values.map(MemoryRepository.blobID) })
        let again = try run(repo, cache: first.cache)
        XCTAssertEqual(again.scanned, 0)
        XCTAssertEqual(again.points, first.points)
    }

    func testTheLagCountsTheFirstParentCommitsBehindHead() throws {
        let repo = burnDown()
        let at = { (commit: String) in HistoryPoint(commit: commit, date: "", totals: [:]) }
        XCTAssertEqual(HistoryLag.of(at("c1"), in: repo, head: "c4"), HistoryLag(commit: "c1", date: "", behind: 3))
        XCTAssertNil(HistoryLag.of(at("c4"), in: repo, head: "c4"))
        XCTAssertEqual(HistoryLag.of(at("gone"), in: repo, head: "c4"), HistoryLag(commit: "gone", date: "", behind: nil))
    }

    // MARK: - Adoption over time

    /// A kit row, an app screen using it, then a raw button (Wednesday), then a second use of
    /// the row (Saturday, the next week), then the button removed (the Saturday after).
    func adoptionLine() -> MemoryRepository {
        let day = 86_400, monday = 1_767_571_200  // 2026-01-05 00:00 UTC
        var repo = MemoryRepository()
        var tree = ReviewSample.tree
        repo.commit(tree, time: monday + 10 * 3_600)
        tree["App/Settings.swift"] = ReviewSample.settings.replacingOccurrences(of: "KitRow(title: \"s\")",
                                                                                   with: "VStack { KitRow(title: \"s\"); Button(\"Raw\") {} }")
        repo.commit(tree, time: monday + 2 * day)
        tree["App/Profile.swift"] = "import SwiftUI\nstruct ProfileView: View { var body: some View { KitRow(title: \"p\") } }\n"
        repo.commit(tree, time: monday + 5 * day)
        tree["App/Settings.swift"] = ReviewSample.settings
        repo.commit(tree, time: monday + 12 * day)
        return repo
    }

    /// The shares of `tree` as `kitscan adoption` counts a checkout of it with today's kit.
    func adoptionOfCheckout(_ tree: [String: String], workspace: Workspace, scanner: FileScanner) -> AdoptionCounts {
        let files = tree.keys.filter { workspace.selection.contains($0) }.sorted()
        let kit = workspace.adoptionKit(scanner.kit)
        let counted = workspace.adoptionFiles(files, scanner: scanner, kit: kit, read: { tree[$0].map { Array($0.utf8) } })
        return AdoptionTally.report(counted, grouping: "none", groups: nil, components: scanner.kit.components.map(\.name),
                                    replaced: kit.replacedControls).total.counts
    }

    func testEveryWeeksPointIsTheAdoptionOfItsLastCommitsCheckout() throws {
        let repo = adoptionLine()
        let workspace = try workspace(repo.commits[repo.commits.count - 1])
        let reader = RevisionScanner(workspace: workspace, repository: repo, prefix: "")
        var line = AdoptionHistory.Line(repository: repo, head: "HEAD", reader: reader,
                                        counter: AdoptionRevisions(workspace: workspace, scanner: reader.scanner,
                                                                   kit: workspace.adoptionKit(reader.scanner.kit)),
                                        cache: BlobCache(context: "test"))
        let points = try AdoptionHistory.count(&line, since: nil, every: .week, groups: nil, progress: NoProgress())
        XCTAssertEqual(repo.blobRequests.all.count, 1, "every point's file versions read through their sources in one request")
        XCTAssertEqual(points.map(\.point.commit), ["c1", "c2", "c3"], "each week's last commit")
        XCTAssertEqual(points.map(\.point.date), ["2026-01-07", "2026-01-10", "2026-01-17"])
        for (point, commit) in zip(points.map(\.point), [1, 2, 3]) {
            XCTAssertEqual(point.total, adoptionOfCheckout(repo.commits[commit], workspace: workspace, scanner: reader.scanner),
                           point.commit)
        }
        XCTAssertEqual(points.map(\.point.total.kitUses), [3, 4, 4])
        XCTAssertTrue(line.cache.changed, "the points' entries are kept in the blob cache")

        let months = try AdoptionHistory.count(&line, since: "2026-01-10", every: .month, groups: nil, progress: NoProgress())
        XCTAssertEqual(months.map(\.point.commit), ["c3"], "January's last commit")

        // A second run is answered from the cache's entries: no blob is read.
        var lost = repo
        lost.missingBlobs = Set(repo.commits.flatMap { $0.values.map(MemoryRepository.blobID) })
        line.repository = lost
        let asked = repo.blobRequests.all.count
        let again = try AdoptionHistory.count(&line, since: nil, every: .week, groups: nil, progress: NoProgress())
        XCTAssertEqual(again.map(\.point.total), points.map(\.point.total))
        XCTAssertEqual(repo.blobRequests.all.count, asked, "nothing asked of git")
    }
}
