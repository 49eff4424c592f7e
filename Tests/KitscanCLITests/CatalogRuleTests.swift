import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// Rule `catalog-missing-case` through the ratchet and the blob cache: a commit that adds a
/// new way to call a component fails pre-commit until the catalog shows it.
final class CatalogRuleTests: XCTestCase {
    static let config = #"{"kit":{"paths":["Kit"],"modules":["Kit"]},"catalog":{"paths":["Catalog"]},"baseline":"kitscan-baseline.json"}"#
    static let kit = """
        public struct KitRow: View {
            public init(title: String, detail: String? = nil) {}
            public var body: some View { Text("r") }
        }
        """
    static func screen(_ name: String, _ call: String) -> String {
        "struct \(name): View {\n    var body: some View {\n        \(call)\n    }\n}\n"
    }
    static let oneCase = "#Preview { KitRow(title: \"Inbox\") }\n"
    static let twoCases = oneCase + "#Preview { KitRow(title: \"Drafts\", detail: \"3\") }\n"

    /// A repository whose catalog shows `KitRow(title:)`, one screen calling it, and its baseline.
    private func repository() throws -> GitTestRepo {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", Self.config)
        try repo.write("docs/design-system-debt.md", "# Debt\n")
        try repo.write("Kit/KitRow.swift", Self.kit)
        try repo.write("Catalog/Cases.swift", Self.oneCase)
        try repo.write("App/Inbox.swift", Self.screen("Inbox", "KitRow(title: name)"))
        let baseline = repo.kitscan("baseline")
        XCTAssertEqual(baseline.code, 0, baseline.stderr)
        try repo.commitAll("baseline")
        return repo
    }

    func testPreCommitFailsOnAnUncoveredConfigurationUntilTheCatalogShowsIt() throws {
        let repo = try repository()
        // A covered configuration passes, the catalog neither changed nor staged.
        try repo.write("App/Sent.swift", Self.screen("Sent", "KitRow(title: other)"))
        try repo.git("add", "App/Sent.swift")
        let covered = repo.kitscan("check", "--staged")
        XCTAssertEqual(covered.code, 0, covered.stdout + covered.stderr)

        try repo.write("App/Drafts.swift", Self.screen("Drafts", "KitRow(title: name, detail: count)"))
        try repo.git("add", "App/Drafts.swift")
        let uncovered = repo.kitscan("check", "--staged")
        XCTAssertEqual(uncovered.code, 1, uncovered.stdout + uncovered.stderr)
        XCTAssertTrue(uncovered.stdout.contains("App/Drafts.swift: catalog-missing-case: 1 finding, baseline 0 (+1)"), uncovered.stdout)
        XCTAssertTrue(uncovered.stdout.contains(
            "App/Drafts.swift:3:9: error: `KitRow(title:detail:)` has no case in the catalog: add one (`kitscan catalog --scaffold FILE`) [catalog-missing-case] (new)"),
            uncovered.stdout)

        // The case, staged with the screen: the commit passes.
        try repo.write("Catalog/Cases.swift", Self.twoCases)
        try repo.git("add", "Catalog/Cases.swift")
        let shown = repo.kitscan("check", "--staged")
        XCTAssertEqual(shown.code, 0, shown.stdout + shown.stderr)
    }

    /// The history's scans are stored in the blob cache under the kit's digest: once today's
    /// catalog gains a case, every version of the caller is scanned again (warm), and a cold
    /// run counts the same.
    func testTheBlobCacheScansAgainWhenTheCatalogGainsACase() throws {
        let repo = try repository()
        try repo.write("App/Drafts.swift", Self.screen("Drafts", "KitRow(title: name, detail: count)"))
        try repo.commitAll("drafts")
        func lastTotals() throws -> [String: Int] {
            let run = repo.kitscan("history")
            XCTAssertEqual(run.code, 0, run.stderr)
            let json = try JSONParser.parse(Array(try repo.read("kitscan-history.json")))
            let totals = json["points"]?.arrayValue?.last?["totals"]?.objectValue ?? [:]
            return totals.compactMapValues(\.integerValue)
        }
        XCTAssertEqual(try lastTotals()["catalog-missing-case"], 1)
        try repo.write("Catalog/Cases.swift", Self.twoCases)
        try repo.commitAll("the case")
        XCTAssertEqual(try lastTotals()["catalog-missing-case"] ?? 0, 0, "warm: the cache's scans were made without the case")
        try FileManager.default.removeItem(atPath: repo.root + "/.kitscan-cache")
        XCTAssertEqual(try lastTotals()["catalog-missing-case"] ?? 0, 0, "cold")
    }

    /// `review` lists the configurations a change adds for the app's callers and whether the
    /// catalog has a case of each.
    func testReviewSaysWhetherANewConfigurationHasACase() throws {
        let repo = try repository()
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write("App/Drafts.swift", Self.screen("Drafts", "KitRow(title: name, detail: count)"))
        try repo.commitAll("drafts")
        let review = repo.kitscan("review", "--base", "main", "--head", "HEAD")
        XCTAssertEqual(review.code, 0, review.stderr)
        XCTAssertTrue(review.stdout.contains("`KitRow(title:detail:)`"), review.stdout)
        XCTAssertTrue(review.stdout.contains("no case in the catalog"), review.stdout)
    }
}

/// docs/catalog.md's rule section: its finding is the sample's, and its CI step fails a pull
/// request that adds a configuration without a case, and passes once the case is added.
final class CatalogRuleDocsTests: XCTestCase {
    func testTheDocsFindingIsTheSamplesAndItsCIStepFailsAnUncoveredConfiguration() throws {
        let doc = try DocsRecipesTests.doc("catalog.md")
        let section = try XCTUnwrap(doc.range(of: "## The rule: `catalog-missing-case`")).upperBound
        let finding = try XCTUnwrap(DocsRecipesTests.blocks(String(doc[section...]), "console").first)
        let scan = kitscan(["scan"], cwd: try copySample("Omo", self))
        XCTAssertTrue(scan.stdout.contains(finding), finding)

        let step = try XCTUnwrap(DocsRecipesTests.blocks(doc, "yaml").first?.split(separator: "\n")
            .first { $0.contains("- run: kitscan ") })
        let words = step.split(separator: " ").map(String.init).drop { $0 != "kitscan" }.dropFirst()
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", CatalogRuleTests.config)
        try repo.write("Kit/KitRow.swift", CatalogRuleTests.kit)
        try repo.write("Catalog/Cases.swift", CatalogRuleTests.oneCase)
        try repo.write("App/Inbox.swift", CatalogRuleTests.screen("Inbox", "KitRow(title: name)"))
        try repo.commitAll("main")
        try repo.git("update-ref", "refs/remotes/origin/main", "main")
        try repo.git("checkout", "-q", "-b", "drafts")
        try repo.write("App/Drafts.swift", CatalogRuleTests.screen("Drafts", "KitRow(title: name, detail: count)"))
        try repo.commitAll("drafts")
        let uncovered = KitscanTestSupport.kitscan(Array(words), cwd: repo.root)
        XCTAssertEqual(uncovered.code, 1, uncovered.stdout + uncovered.stderr)
        XCTAssertTrue(uncovered.stdout.contains("catalog-missing-case"), uncovered.stdout)
        try repo.write("Catalog/Cases.swift", CatalogRuleTests.twoCases)
        try repo.commitAll("the case")
        let covered = KitscanTestSupport.kitscan(Array(words), cwd: repo.root)
        XCTAssertEqual(covered.code, 0, covered.stdout + covered.stderr)
    }
}
