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
}
