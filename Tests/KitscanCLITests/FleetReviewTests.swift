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
        XCTAssertTrue(markdown.contains("## Callers in every app"), markdown)
        XCTAssertTrue(markdown.contains("### `KitRow`: 2 callers in 2 apps"), markdown)
        XCTAssertTrue(markdown.contains("- **Mail** (1 caller): [Inbox.swift:4](../mail/App/Inbox.swift#L4) in `Inbox.body`"), markdown)
        XCTAssertTrue(markdown.contains("- **Notes** (1 caller): `Notes@main:App/NoteList.swift:5` in `NoteList.body`"), markdown)
        XCTAssertFalse(markdown.contains("### `KitIdle`"), markdown)
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
}
