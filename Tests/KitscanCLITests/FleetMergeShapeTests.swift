import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `--merge` reads each app's JSON back into the typed result: a key renamed or of the wrong
/// kind is refused with its path (it said only "a text value is missing").
final class FleetMergeShapeTests: XCTestCase {
    func testARenamedKeyInAnAppsJSONIsRefusedNamingIt() throws {
        let fleet = try FleetFixture(self)
        let cases: [(kind: String, from: String, to: String, saying: String)] = [
            ("debt", "\"snippet\"", "\"snipet\"", "it does not read as a fleet debt list: `findings[0].snippet`: missing (there is `snipet`: renamed?)"),
            ("debt", "\"isDebt\": true", "\"isDebt\": 1", "].isDebt`: expected true or false, found a number"),
            ("callers", "\"inKit\"", "\"in_kit\"", "it does not read as a fleet callers list: `components[1].callers[0].inKit`: missing (there is `in_kit`: renamed?)"),
            ("callers", "\"files\"", "\"file\"", "`apps[0].files`: missing"),
        ]
        for (kind, from, to, saying) in cases {
            for app in ["Mail", "Notes"] {
                let one = fleet.kitscan("report", kind, "--app", app, "--json", app + ".json", "--out", app + ".md")
                XCTAssertEqual(one.code, 0, one.stderr)
            }
            let text = try XCTUnwrap(String(data: try fleet.kit.read("Notes.json"), encoding: .utf8))
            XCTAssertTrue(text.contains(from), from)
            try fleet.kit.write("Notes.json", text.replacingOccurrences(of: from, with: to))
            let merged = fleet.kitscan("report", kind, "--merge", "Notes.json", "Mail.json", "--out", "merged.md")
            XCTAssertEqual(merged.code, 2, from)
            XCTAssertTrue(merged.stderr.contains("cannot merge Notes.json: "), merged.stderr)
            XCTAssertTrue(merged.stderr.contains(saying), merged.stderr)
        }
    }
}
