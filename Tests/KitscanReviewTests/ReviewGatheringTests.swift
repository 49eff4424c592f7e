import Foundation
import XCTest
import KitscanTestSupport
import KitscanEngine
import KitscanSupport
@testable import KitscanReview

/// The review's stages on a repository held in memory (no git process): each case the
/// command's tests cover on real repositories, and the odd ones (renames, a deleted
/// component, a kit file outside the kit paths, a damaged cache).
final class ReviewGatheringTests: XCTestCase {
    typealias S = ReviewSample

    /// `ReviewSample` committed on `main`; `change` edits the working tree (or, with
    /// `commit`, a commit on `feature`).
    func repository(_ change: (inout [String: String]) -> Void = { _ in }, base: (inout [String: String]) -> Void = { _ in },
                    commit: Bool = false) -> MemoryRepository {
        var repo = MemoryRepository()
        var tree = S.tree
        base(&tree)
        repo.commit(tree)
        change(&tree)
        if commit { repo.commit(tree, branch: "feature") } else { repo.workingTree = tree }
        return repo
    }

    func workspace(_ root: String, config: String = S.config) throws -> Workspace {
        let parsed = try ConfigLoader.parse(config)
        let definitions = RuleLoader.shipped()
        return Workspace(root: root, config: parsed, definitions: definitions,
                         rules: try RuleSet(definitions: definitions, config: parsed))
    }

    func review(_ repo: MemoryRepository, head: String? = nil, root: String? = nil,
                config: String = S.config) throws -> (Review, ReviewGathering.Stats) {
        let folder = try root ?? temporaryFolder(self)
        let gathering = ReviewGathering(workspace: try workspace(folder, config: config), repository: repo, prefix: "",
                                        cacheRoot: folder, cacheContext: "test")
        let (input, stats) = try gathering.run(baseRef: "main", headRef: head, progress: NoProgress())
        return (Review(input), stats)
    }

    func callers(_ impact: Review.Impact) -> [String] {
        impact.callers.map { "\($0.path):\($0.line)" }
    }

    // MARK: - Impact

    func testABodyChangeListsEveryCallerTheDebtListCopyAndTheComponentUsingIt() throws {
        let repo = repository { $0["Kit/KitRow.swift"] = S.row.replacingOccurrences(of: ".padding(KitSpacing.row)", with: ".padding(KitSpacing.row * 2)") }
        let (review, _) = try review(repo)
        XCTAssertEqual(review.impact.map(\.component.name), ["KitCard", "KitRow"])
        let row = try XCTUnwrap(review.impact.first { $0.component.name == "KitRow" })
        XCTAssertEqual(callers(row), ["App/Inbox.swift:6", "App/Inbox.swift:7", "App/Settings.swift:5", "Kit/KitCard.swift:6"])
        XCTAssertEqual(row.copies, ["MailRow"])
        XCTAssertTrue(row.reasons.contains { $0.contains("KitRow.body") }, "\(row.reasons)")
        XCTAssertTrue(review.input.kitChanged)
    }

    func testATokenChangeListsOnlyTheComponentsUsingThatToken() throws {
        let row = repository { $0["Kit/Tokens/KitSpacing.swift"] = S.spacing.replacingOccurrences(of: "row: CGFloat = 8", with: "row: CGFloat = 10") }
        let rr = try review(row).0
        XCTAssertEqual(rr.impact.map(\.component.name), ["KitRow"])
        let card = repository { $0["Kit/Tokens/KitSpacing.swift"] = S.spacing.replacingOccurrences(of: "card: CGFloat = 16", with: "card: CGFloat = 20") }
        let cardReview = try review(card).0
        XCTAssertEqual(cardReview.impact.map(\.component.name), ["KitCard"])
        XCTAssertEqual(cardReview.impact.first?.callers.count, 0)
    }

    func testAChangeTouchingNoKitCodeHasNoImpactAndNoCallerChange() throws {
        let repo = repository { $0["App/Inbox.swift"] = "// The inbox.\n" + S.inbox }
        let (review, _) = try review(repo)
        XCTAssertTrue(review.impact.isEmpty)
        XCTAssertFalse(review.input.kitChanged)
        XCTAssertTrue(review.callerChanges.isEmpty)
        XCTAssertEqual(review.input.compared, ["App/Inbox.swift"])
    }

    func testADeletedComponentIsListedWithItsBaseCallers() throws {
        let repo = repository { $0["Kit/KitCard.swift"] = nil }
        let (review, _) = try review(repo)
        let card = try XCTUnwrap(review.impact.first { $0.component.name == "KitCard" })
        XCTAssertTrue(card.removed)
        XCTAssertEqual(review.input.files.map(\.status), [.deleted])
    }

    func testAKitFileOutsideTheKitPathsIsAppCodeNotTheKit() throws {
        // A row-like file under App/ is not the kit: changing it touches no component.
        let repo = repository({ $0["App/LocalRow.swift"] = S.row.replacingOccurrences(of: "KitRow", with: "LocalRow")
                                    .replacingOccurrences(of: "Text(title)", with: "Text(title).bold()") },
                              base: { $0["App/LocalRow.swift"] = S.row.replacingOccurrences(of: "KitRow", with: "LocalRow") })
        let (review, _) = try review(repo)
        XCTAssertTrue(review.impact.isEmpty, "\(review.impact.map(\.component.name))")
        XCTAssertFalse(review.input.kitChanged)
        XCTAssertFalse(review.input.head.components.contains { $0.name == "LocalRow" })
    }

    // MARK: - Callers changed

    func testANewCallerWithANewConfigurationAndItsFirstUsedParameter() throws {
        let repo = repository({ $0["App/Settings.swift"] = S.settings.replacingOccurrences(
            of: "        KitRow(title: \"s\")\n", with: "        VStack {\n            KitRow(title: \"s\")\n            KitRow(title: \"t\", accent: true)\n        }\n") },
            commit: true)
        let (review, _) = try review(repo, head: "feature")
        XCTAssertEqual(review.callerChanges.map { "\($0.kind.rawValue) \($0.path):\($0.line)" }, ["added App/Settings.swift:7"])
        XCTAssertEqual(review.newConfigurations.map(\.configuration), ["KitRow(title:accent:)"])
        XCTAssertEqual(review.firstUsed, [Review.Parameter(component: "KitRow", parameter: "accent")])
        XCTAssertEqual(review.input.head.commit, "c1")
        XCTAssertEqual(review.input.base.commit, "c0")
    }

    func testARemovedCallerAndTheParameterNoCallerPassesAnyMore() throws {
        let repo = repository { $0["App/Inbox.swift"] = S.inbox.replacingOccurrences(of: "            KitRow(title: \"b\", onOpen: {})\n", with: "") }
        let (review, _) = try review(repo)
        XCTAssertEqual(review.callerChanges.map { "\($0.kind.rawValue) \($0.path):\($0.line)" }, ["removed App/Inbox.swift:7"])
        XCTAssertEqual(review.nowUnused, [Review.Parameter(component: "KitRow", parameter: "onOpen")])
    }

    func testARenamedFileMovesItsCallersAndDebtAndChangesNothing() throws {
        let tinted = S.settings + "let settingsTint = Color(red: 1, green: 0, blue: 0)\n"
        let repo = repository({ $0["App/Settings.swift"] = nil; $0["App/Preferences.swift"] = tinted },
                              base: { $0["App/Settings.swift"] = tinted }, commit: true)
        let (review, _) = try review(repo, head: "feature")
        XCTAssertEqual(review.input.files, [ReviewFile(path: "App/Preferences.swift", oldPath: "App/Settings.swift", status: .renamed)])
        XCTAssertEqual(review.input.renames, ["App/Settings.swift": "App/Preferences.swift"])
        XCTAssertTrue(review.callerChanges.isEmpty)
        XCTAssertTrue(review.newFindings.isEmpty)
        XCTAssertTrue(review.fixedFindings.isEmpty)
    }

    func testCallersThroughAnAppTypealiasColdAndWarm() throws {
        let archive = "import SwiftUI\n\nstruct ArchiveView: View {\n    var body: some View {\n        InboxRow(title: \"old\")\n    }\n}\n"
        let repo = repository({ $0["Kit/KitRow.swift"] = S.row.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()") },
                              base: { $0["App/Aliases.swift"] = "typealias InboxRow = KitRow\n"; $0["App/Archive.swift"] = archive })
        let root = try temporaryFolder(self)
        let (cold, coldStats) = try review(repo, root: root)
        let row = try XCTUnwrap(cold.impact.first { $0.component.name == "KitRow" })
        XCTAssertTrue(callers(row).contains("App/Archive.swift:5"), "\(callers(row))")
        let (warm, warmStats) = try review(repo, root: root)
        XCTAssertEqual(callers(try XCTUnwrap(warm.impact.first { $0.component.name == "KitRow" })), callers(row))
        XCTAssertGreaterThan(coldStats.scanned, 0)
        // The changed kit file is on disk, not a blob: it alone is scanned again (it is not kept).
        XCTAssertEqual(warmStats.scanned, 1, "every blob's scan comes from the cache")
    }

    /// A helper changed in one file makes a device test of an unchanged file: a new finding
    /// there, cold and from the cache alike.
    func testADeviceHelperChangedInOneFileIsNewDebtInAnotherColdAndWarm() throws {
        let helper = { (body: String) in "import UIKit\n\nextension UIDevice {\n    var isBig: Bool { \(body) }\n}\n" }
        let layout = "import UIKit\n\nlet wide = UIDevice.current.isBig\n"
        let repo = repository({ $0["App/Device.swift"] = helper("userInterfaceIdiom == .pad") },
                              base: { $0["App/Device.swift"] = helper("name == \"iPad\""); $0["App/Layout.swift"] = layout },
                              commit: true)
        let root = try temporaryFolder(self)
        for run in ["cold", "warm"] {
            let (review, _) = try review(repo, head: "feature", root: root)
            XCTAssertEqual(review.newFindings.filter { $0.rule == "device-idiom" }.map { "\($0.path):\($0.line)" }.sorted(),
                           ["App/Device.swift:4", "App/Layout.swift:3"], run)
        }
    }

    // MARK: - Debt changed

    func testNewDebtWithAndWithoutAnExceptionAndTheExceptionAdded() throws {
        let repo = repository { $0["App/Inbox.swift"] = S.inbox + """
            let inboxTint = Color(red: 1, green: 0, blue: 0)
            let partnerTint = Color(red: 0, green: 0, blue: 1) // kitscan-allow: raw-colour -- the partner's colour is contractual

            """ }
        let (review, _) = try review(repo)
        XCTAssertEqual(review.newFindings.map { "\($0.rule) \($0.line)" }, ["raw-colour 11"])
        XCTAssertEqual(review.newExcepted.map { "\($0.rule) \($0.line)" }, ["raw-colour 12"])
        XCTAssertEqual(review.exceptionsAdded.map(\.reason), ["the partner's colour is contractual"])
        XCTAssertEqual(review.counts, [Review.CountChange(rule: "raw-colour", path: "App/Inbox.swift", before: 0, after: 1)])
    }

    func testARemovedExceptionIsListedAndItsFindingIsNewNotFixed() throws {
        let excepted = "let partnerTint = Color(red: 0, green: 0, blue: 1) // kitscan-allow: raw-colour -- the partner's colour is contractual\n"
        let repo = repository({ $0["App/Inbox.swift"] = S.inbox + "let partnerTint = Color(red: 0, green: 0, blue: 1)\n" },
                              base: { $0["App/Inbox.swift"] = S.inbox + excepted })
        let (review, _) = try review(repo)
        XCTAssertEqual(review.exceptionsRemoved.map { "\($0.path):\($0.line) \($0.reason)" },
                       ["App/Inbox.swift:11 the partner's colour is contractual"])
        XCTAssertEqual(review.newFindings.map(\.line), [11])
        XCTAssertTrue(review.fixedFindings.isEmpty)
    }

    func testFixedDebtNamesTheBaselineEntryTightenWouldLower() throws {
        let baseline = "{\n  \"version\": 1,\n  \"files\": {\n    \"App/Inbox.swift\": {\n      \"raw-colour\": { \"count\": 1 }\n    }\n  }\n}\n"
        let repo = repository({ $0["App/Inbox.swift"] = S.inbox },
                              base: { $0["App/Inbox.swift"] = S.inbox + "let inboxTint = Color(red: 1, green: 0, blue: 0)\n"
                                      $0["kitscan-baseline.json"] = baseline })
        let (review, _) = try review(repo)
        XCTAssertEqual(review.fixedFindings.map { "\($0.rule) \($0.path):\($0.line)" }, ["raw-colour App/Inbox.swift:11"])
        XCTAssertEqual(review.tighten, [Review.Tighten(path: "App/Inbox.swift", rule: "raw-colour", baseline: 1, count: 0)])
    }

    func testADeletedFileDropsItsBaselineEntriesAndARenamedOneKeepsThem() throws {
        let baseline = "{\n  \"version\": 1,\n  \"files\": {\n    \"App/Inbox.swift\": {\n      \"raw-colour\": { \"count\": 1 }\n    }\n  }\n}\n"
        let tinted = S.inbox + "let inboxTint = Color(red: 1, green: 0, blue: 0)\n"
        let deleted = repository({ $0["App/Inbox.swift"] = nil },
                                 base: { $0["App/Inbox.swift"] = tinted; $0["kitscan-baseline.json"] = baseline })
        XCTAssertEqual(try review(deleted).0.tighten, [Review.Tighten(path: "App/Inbox.swift", rule: "raw-colour", baseline: 1, count: 0)])
        let renamed = repository({ $0["App/Inbox.swift"] = nil; $0["App/Mailbox.swift"] = tinted },
                                 base: { $0["App/Inbox.swift"] = tinted; $0["kitscan-baseline.json"] = baseline }, commit: true)
        XCTAssertEqual(try review(renamed, head: "feature").0.tighten, [], "the finding moved with its file: nothing to lower")
    }

    // MARK: - The cache and errors

    func testTheSecondRunIsAnsweredByTheCacheAndADamagedCacheGivesTheSameReview() throws {
        let repo = repository({ $0["Kit/KitRow.swift"] = S.row.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()")
                                $0["App/Settings.swift"] = S.settings.replacingOccurrences(of: "KitRow(title: \"s\")", with: "KitRow(title: \"s\", accent: true)") },
                              commit: true)
        let root = try temporaryFolder(self)
        let (first, firstStats) = try review(repo, head: "feature", root: root)
        let (second, secondStats) = try review(repo, head: "feature", root: root)
        XCTAssertEqual(firstStats.scanned, 8, "both sides' changed files and every head file, once")
        XCTAssertEqual(secondStats.scanned, 0)
        XCTAssertEqual(secondStats.cached, firstStats.cached + firstStats.scanned)
        let cachePath = BlobCache.path(root: root)
        let good = try FileBytes.read(path: cachePath)
        // Every scan line cut in half: each is a miss, scanned again, and the review is the same.
        var damaged = String(decoding: good, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("s\t") ? String($0.prefix($0.count / 2)) : String($0) }.joined(separator: "\n")
        damaged += "\nnot a cache line\n"
        try Data(damaged.utf8).write(to: URL(fileURLWithPath: cachePath))
        let (third, thirdStats) = try review(repo, head: "feature", root: root)
        XCTAssertEqual(thirdStats.scanned, firstStats.scanned)
        for review in [second, third] {
            XCTAssertEqual(review.impact.map(\.component.name), first.impact.map(\.component.name))
            XCTAssertEqual(review.impact.map(\.callers), first.impact.map(\.callers))
            XCTAssertEqual(review.callerChanges.map(\.after), first.callerChanges.map(\.after))
        }
        XCTAssertEqual(try FileBytes.read(path: cachePath), good, "rewritten as a fresh run writes it")
    }

    func testAnUnknownHeadOrBaseIsAnErrorThatSaysWhatToDo() throws {
        let repo = repository()
        XCTAssertThrowsError(try review(repo, head: "nope")) { error in
            XCTAssertTrue("\(error)".contains("--head"), "\(error)")
        }
        let gathering = ReviewGathering(workspace: try workspace(try temporaryFolder(self)), repository: repo, prefix: "",
                                        cacheRoot: try temporaryFolder(self), cacheContext: "test")
        XCTAssertThrowsError(try gathering.run(baseRef: "origin/main", headRef: nil, progress: NoProgress())) { error in
            XCTAssertTrue("\(error)".contains("origin/main"), "\(error)")
        }
    }

    func testTheMemoryRepositoryDiffsLinesAsGitDoes() {
        let changes = MemoryRepository.lineChanges("a\nb\nc\n", "a\nB\nc\nd\n")
        XCTAssertEqual(changes.old, [2...2])
        XCTAssertEqual(changes.new, [2...2, 4...4])
        XCTAssertEqual(MemoryRepository.lineChanges("a\nb\n", "a\n"), LineChanges(old: [2...2], new: []))
    }
}
