import Foundation
import XCTest
import KitscanTestSupport

/// A kit in a sibling folder, outside the config's folder: read as the kit only.
final class KitOutsideTests: XCTestCase {
    /// `parent/OmoKit/Sources/OmoKit/KitRow.swift` (with a raw colour of its own) and
    /// `parent/App` using `KitRow`; returns (parent, app).
    func sibling(kitPath: (String) -> String) throws -> (String, String) {
        let parent = try temporaryFolder(self)
        let kit = """
            import SwiftUI
            public struct KitRow: View {
                let title: String
                public var body: some View { Text(title).foregroundColor(Color(red: 1, green: 0, blue: 0)) }
            }

            """
        try writeFile(parent, "OmoKit/Sources/OmoKit/KitRow.swift", Array(kit.utf8))
        let app = parent + "/App"
        let screen = """
            import SwiftUI
            struct Screen: View {
                var body: some View { KitRow(title: "Hi") }
            }

            """
        try writeFile(app, "Sources/Screen.swift", Array(screen.utf8))
        let config = "{ \"kit\": { \"paths\": [\(JSONString(kitPath(parent)))] } }\n"
        try writeFile(app, "kitscan.json", Array(config.utf8))
        return (parent, app)
    }

    func JSONString(_ text: String) -> String { "\"" + text + "\"" }

    func assertKitIsReadAsTheKitOnly(_ app: String) {
        let callers = kitscan(["report", "callers"], cwd: app)
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertTrue(callers.stdout.contains("KitRow"), callers.stdout)
        XCTAssertTrue(callers.stdout.contains("Sources/Screen.swift"), callers.stdout)
        XCTAssertTrue(callers.stdout.contains("../OmoKit/Sources/OmoKit/KitRow.swift"), callers.stdout)
        // The kit's own raw colour is never the app's finding.
        let scan = kitscan(["scan", "--format", "json"], cwd: app)
        XCTAssertEqual(scan.code, 0, scan.stderr)
        XCTAssertFalse(scan.stdout.contains("KitRow.swift"), scan.stdout)
        XCTAssertEqual(kitscan(["check"], cwd: app).code, 0)
        let debt = kitscan(["report", "debt"], cwd: app)
        XCTAssertEqual(debt.code, 0, debt.stderr)
        XCTAssertFalse(debt.stdout.contains("KitRow.swift"), debt.stdout)
        // `fix` sees the same kit and leaves the kit's own files alone.
        let fix = kitscan(["fix", "--dry-run"], cwd: app)
        XCTAssertEqual(fix.code, 0, fix.stderr)
        XCTAssertFalse(fix.stdout.contains("KitRow.swift"), fix.stdout)
    }

    func testARelativeKitPathOutsideTheFolderIsTheKit() throws {
        let (_, app) = try sibling { _ in "../OmoKit/Sources" }
        assertKitIsReadAsTheKitOnly(app)
    }

    func testAnAbsoluteKitPathIsTheKit() throws {
        let (_, app) = try sibling { parent in parent + "/OmoKit/Sources" }
        assertKitIsReadAsTheKitOnly(app)
    }

    func testAMissingKitOutsideIsAnErrorNamingTheResolvedPath() throws {
        let (parent, app) = try sibling { _ in "../Missing/Sources" }
        let result = kitscan(["scan"], cwd: app)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("kit.paths[0]"), result.stderr)
        XCTAssertTrue(result.stderr.contains(parent + "/Missing/Sources"), result.stderr)
    }

    func testAWildcardOutsideTheFolderIsAnError() throws {
        let (_, app) = try sibling { _ in "../OmoKit/**" }
        let result = kitscan(["scan"], cwd: app)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("kit.paths[0]") && result.stderr.contains("wildcard"), result.stderr)
    }

    /// The recipe in docs/configuration.md: a sibling kit with its token home.
    func testTheDocsRecipeForASiblingKitWorks() throws {
        let recipe = try XCTUnwrap(DocsRecipesTests.blocks(try DocsRecipesTests.doc("configuration.md"), "json")
            .first { $0.contains("../OmoKit/Sources") })
        let (parent, app) = try sibling { _ in "../OmoKit/Sources" }
        try writeFile(app, "kitscan.json", Array(recipe.utf8))
        try writeFile(parent, "OmoKit/Sources/OmoKit/Foundations/Colour.swift",
                      Array("import SwiftUI\nenum KitColor { static let ink = Color(red: 0, green: 0, blue: 0) }\n".utf8))
        assertKitIsReadAsTheKitOnly(app)
        try writeFile(app, "Sources/Ink.swift", Array("import SwiftUI\nlet ink = Color(red: 0, green: 0, blue: 0)\n".utf8))
        // The app's copy of a token outside the folder names it.
        let scan = kitscan(["scan"], cwd: app)
        XCTAssertTrue(scan.stdout.contains("KitColor.ink"), scan.stdout)
    }
}
