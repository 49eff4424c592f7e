import Foundation
import XCTest
import KitscanTestSupport

/// `review` of an app change that runs `kitscan fix --rule deprecated-kit-use` says how many
/// uses of deprecated kit declarations it migrates, as docs/migrations.md shows.
final class MigrationReviewTests: XCTestCase {
    func testTheReviewOfAMigrationSaysHowManyUsesItMigrates() throws {
        let repo = try ReviewDocsTests.omoRepo(self)
        try repo.git("checkout", "-q", "-b", "migrate")
        XCTAssertEqual(repo.kitscan("fix", "--rule", "deprecated-kit-use").code, 0)
        try repo.commitAll("Migrate the Row states preview")
        let run = repo.kitscan("review", "--base", "main", "--head", "HEAD")
        XCTAssertEqual(run.code, 0, run.stderr)
        let line = "This change migrates 3 uses of deprecated kit declarations (`deprecated-kit-use`)."
        XCTAssertTrue(run.stdout.contains(line + "\n"), run.stdout)
        let doc = try DocsRecipesTests.doc("migrations.md")
        XCTAssertTrue(doc.contains(line), "docs/migrations.md shows the review's line")
    }

    /// A kit change that deprecates a component: its callers in the files the change did not
    /// touch are new findings, counted per deprecated declaration.
    func testTheReviewOfADeprecationSaysHowManyCallersToMigrate() throws {
        let repo = try ReviewDocsTests.omoRepo(self)
        try repo.git("checkout", "-q", "-b", "deprecate")
        let path = "OmoKit/Sources/OmoKit/Components/KitOpenItem.swift"
        let text = String(decoding: try repo.read(path), as: UTF8.self)
        try repo.write(path, text.replacingOccurrences(of: "public struct KitOpenItem: View",
            with: "@available(*, deprecated, message: \"open items are sheets now\")\npublic struct KitOpenItem: View"))
        try repo.commitAll("Deprecate KitOpenItem")
        let run = repo.kitscan("review", "--base", "main", "--head", "HEAD")
        XCTAssertEqual(run.code, 0, run.stderr)
        let line = "This change deprecates `KitOpenItem`: 2 callers to migrate (`kitscan fix --rule deprecated-kit-use`)."
        XCTAssertTrue(run.stdout.contains(line + "\n"), run.stdout)
        XCTAssertTrue(try DocsRecipesTests.doc("migrations.md").contains(line), "docs/migrations.md shows the review's line")
    }
}
