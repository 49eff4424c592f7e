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

    /// The callers list says which deprecated declarations nothing uses any more.
    func testTheCallersListNamesWhatIsReadyToDelete() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array(#"{"kit":{"paths":["Kit"],"modules":["Kit"]}}"#.utf8))
        try writeFile(root, "Kit/Row.swift", Array("""
            import SwiftUI
            public struct KitRow: View {
                public init(title: String) {}
                @available(*, deprecated, renamed: "KitRow(title:)")
                public init(text: String) {}
                public var body: some View { Text("r") }
            }

            """.utf8))
        try writeFile(root, "App/Home.swift", Array("import SwiftUI\nimport Kit\nlet a = KitRow(title: \"a\")\n".utf8))
        let run = kitscan(["report", "callers", "--out", root + "/callers.md", "--json", root + "/callers.json"], cwd: root)
        XCTAssertEqual(run.code, 0, run.stderr)
        let markdown = try String(contentsOfFile: root + "/callers.md", encoding: .utf8)
        XCTAssertTrue(markdown.contains("Ready to delete: `KitRow(text:)` is deprecated and no app or kit code uses it any more.\n"), markdown)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/callers.json"))) as? [String: Any])
        let row = (json["components"] as? [[String: Any]])?.first { $0["name"] as? String == "KitRow" }
        XCTAssertEqual(row?["readyToDelete"] as? [String], ["KitRow(text:)"])
    }

    /// A deprecated token (or any declaration outside the components) nothing uses any more
    /// is listed once, in the summary, and in the JSON at the top.
    func testTheCallersListNamesTokensReadyToDelete() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array(#"{"kit":{"paths":["Kit"],"modules":["Kit"]}}"#.utf8))
        try writeFile(root, "Kit/Colors.swift", Array("""
            import SwiftUI
            public enum KitColor {
                public static let accent = Color.blue
                @available(*, deprecated, renamed: "KitColor.accent")
                public static let tint = Color.blue
            }
            public extension Color {
                @available(*, deprecated, renamed: "KitColor.accent")
                static let kitOldAccent = Color.blue
            }
            public struct KitRow: View { public var body: some View { Text("r").foregroundStyle(KitColor.accent) } }

            """.utf8))
        try writeFile(root, "App/Home.swift", Array("import SwiftUI\nimport Kit\nlet a = KitRow()\n".utf8))
        let run = kitscan(["report", "callers", "--out", root + "/callers.md", "--json", root + "/callers.json"], cwd: root)
        XCTAssertEqual(run.code, 0, run.stderr)
        let markdown = try String(contentsOfFile: root + "/callers.md", encoding: .utf8)
        let line = "Ready to delete outside the components: `Color.kitOldAccent`, `KitColor.tint` are deprecated and no app or kit code uses them any more.\n"
        XCTAssertTrue(markdown.contains(line), markdown)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/callers.json"))) as? [String: Any])
        XCTAssertEqual(json["readyToDelete"] as? [String], ["Color.kitOldAccent", "KitColor.tint"])
    }
}
