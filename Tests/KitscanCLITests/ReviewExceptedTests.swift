import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// What a reviewer must do with the debt a change touches: an exception added to a finding
/// that was already there is to be judged, not counted as a fix.
final class ReviewExceptedTests: XCTestCase {
    func testAnExceptionAddedToAnExistingFindingIsExceptedNeverFixed() throws {
        let colour = "let partnerTint = Color(red: 0, green: 0, blue: 1)"
        let repo = try ReviewCommandTests.makeRepo(self, files: ["App/Inbox.swift": ReviewSample.inbox + colour + "\n"])
        try repo.write("App/Inbox.swift", ReviewSample.inbox + colour + " // kitscan-allow: raw-colour -- the partner's colour is contractual\n")
        let run = repo.kitscan("review", "--base", "main", "--json", "review.json")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("| 0 new, 0 fixed, 1 excepted |"), run.stdout)
        XCTAssertTrue(run.stdout.contains("**Excepted** (1)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("`raw-colour` — "), run.stdout)
        XCTAssertTrue(run.stdout.contains("excepted: the partner's colour is contractual<br>`\(colour)"), run.stdout)
        XCTAssertFalse(run.stdout.contains("**Fixed**"), run.stdout)
        XCTAssertFalse(run.stdout.contains("**New findings with an exception**"), run.stdout)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: repo.read("review.json")) as? [String: Any])
        let debt = try XCTUnwrap(json["debt"] as? [String: Any])
        XCTAssertEqual((debt["exceptedFindings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }, ["raw-colour"])
        XCTAssertEqual((debt["fixedFindings"] as? [Any])?.count, 0)
        XCTAssertEqual((debt["newExceptedFindings"] as? [Any])?.count, 0)
    }
}
