import Foundation
import XCTest
@testable import KitscanCLI
import KitscanTestSupport

/// `review` in the kit repository: each touched component's callers in every app.
final class FleetReviewTests: XCTestCase {
    func testReviewListsTheTouchedComponentsCallersInEveryApp() throws {
        let fleet = try FleetFixture(self, notesURL: nil)
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", FleetFixture.kitRow.replacingOccurrences(of: "Text(\"row\")", with: "Text(\"row\").bold()"))
        let result = fleet.kitscan("review", "--base", "main", "--out", "review.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let markdown = String(decoding: try fleet.kit.read("review.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("### Callers in every app"), markdown)
        XCTAssertTrue(markdown.contains("#### `KitRow`: 2 callers in 2 apps"), markdown)
        XCTAssertTrue(markdown.contains("<details><summary>Mail: 1 caller of `KitRow`</summary>\n\n"
            + "- [ ] [App/Inbox.swift](../mail/App/Inbox.swift): [line 4](../mail/App/Inbox.swift#L4) `Inbox.body` `KitRow(title:)`"), markdown)
        XCTAssertTrue(markdown.contains("- [ ] `App/NoteList.swift`: line 5 `NoteList.body` `KitRow(title:subtitle:)`"), markdown)
        XCTAssertFalse(markdown.contains("#### `KitIdle`"), markdown)
    }

    /// The reviewer's work is the apps' callers: the headline counts them, the kit's own uses
    /// apart, and each app's callers fold under its name with one task box per file.
    func testTheHeadlineCountsTheAppsCallersAndEachFileIsOneTask() throws {
        let fleet = try FleetFixture(self, notesURL: nil)
        try fleet.kit.write("Sources/OmoKit/KitList.swift", """
            import SwiftUI
            public struct KitList: View {
                public var body: some View {
                    KitRow(title: "first")
                    KitRow(title: "second")
                }
            }

            """)
        try fleet.kit.commitAll("a list")
        _ = try writeFile(fleet.mail, "App/Compose.swift", Array("""
            import SwiftUI
            struct Compose: View {
                var body: some View {
                    KitRow(title: "To")
                    KitRow(title: "Subject", badge: 1)
                }
            }

            """.utf8))
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", FleetFixture.kitRow.replacingOccurrences(of: "Text(\"row\")", with: "Text(\"row\").bold()"))
        let result = fleet.kitscan("review", "--base", "main", "--out", "review.md", "--json", "review.json")
        XCTAssertEqual(result.code, 0, result.stderr)
        let markdown = String(decoding: try fleet.kit.read("review.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("| 2 components, 4 callers in 2 apps to check (2 uses inside the kit) |"), markdown)
        XCTAssertTrue(markdown.contains("<details><summary>Mail: 3 callers of `KitRow`</summary>"), markdown)
        XCTAssertTrue(markdown.contains("- [ ] [App/Compose.swift](../mail/App/Compose.swift): "
            + "[line 4](../mail/App/Compose.swift#L4) `Compose.body` `KitRow(title:)`, "
            + "[line 5](../mail/App/Compose.swift#L5) `Compose.body` `KitRow(title:badge:)`\n"), markdown)
        XCTAssertEqual(markdown.components(separatedBy: "- [ ] [App/").count - 1, 2, "one task per file")
        XCTAssertTrue(markdown.contains("(inside the kit)"), markdown)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try fleet.kit.read("review.json"))) as? [String: Any])
        let count = try XCTUnwrap(json["callersToCheck"] as? [String: Int])
        XCTAssertEqual(count, ["here": 0, "insideKit": 2, "catalogCases": 0, "inApps": 4, "apps": 2])
    }

    func testReviewJSONCarriesTheCallersInEveryApp() throws {
        let fleet = try FleetFixture(self, notesURL: nil)
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", FleetFixture.kitRow.replacingOccurrences(of: "Text(\"row\")", with: "Text(\"row\").bold()"))
        let result = fleet.kitscan("review", "--base", "main", "--out", "review.md", "--json", "review.json")
        XCTAssertEqual(result.code, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try fleet.kit.read("review.json"))) as? [String: Any])
        let members = try XCTUnwrap(json["fleet"] as? [String: Any], "no fleet member")
        XCTAssertEqual((members["apps"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["Mail", "Notes"])
        let components = try XCTUnwrap(members["components"] as? [[String: Any]])
        XCTAssertEqual(components.compactMap { $0["component"] as? String }, ["KitRow"])
        let callers = try XCTUnwrap(components.first?["callers"] as? [[String: Any]])
        XCTAssertEqual(callers.compactMap { $0["app"] as? String }.sorted(), ["Mail", "Notes"])
        XCTAssertEqual(callers.first(where: { $0["app"] as? String == "Mail" })?["path"] as? String, "../mail/App/Inbox.swift")
    }

    /// A kit change that deprecates a component counts its callers to migrate in every app.
    func testTheReviewOfADeprecationCountsTheCallersInEveryApp() throws {
        let fleet = try FleetFixture(self, notesURL: nil)
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", FleetFixture.kitRow.replacingOccurrences(
            of: "public struct KitRow: View", with: "@available(*, deprecated, message: \"rows are lists now\")\npublic struct KitRow: View"))
        let result = fleet.kitscan("review", "--base", "main", "--out", "review.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let markdown = String(decoding: try fleet.kit.read("review.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("This change deprecates `KitRow`: 2 callers in 2 apps to migrate "
            + "(`kitscan fix --rule deprecated-kit-use`)."), markdown)
    }

    /// A declaration the base already deprecated is not the change's to migrate.
    func testAnEarlierDeprecationIsNotCountedAgain() throws {
        let fleet = try FleetFixture(self, notesURL: nil)
        let deprecated = FleetFixture.kitRow.replacingOccurrences(
            of: "public struct KitRow: View", with: "@available(*, deprecated, message: \"rows are lists now\")\npublic struct KitRow: View")
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", deprecated)
        try fleet.kit.commitAll("deprecate KitRow")
        try fleet.kit.write("Sources/OmoKit/KitRow.swift", deprecated.replacingOccurrences(of: "Text(\"row\")", with: "Text(\"row\").bold()"))
        let result = fleet.kitscan("review", "--base", "main", "--out", "review.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let markdown = String(decoding: try fleet.kit.read("review.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("#### `KitRow`: 2 callers in 2 apps"), markdown)
        XCTAssertFalse(markdown.contains("This change deprecates"), markdown)
    }
}
