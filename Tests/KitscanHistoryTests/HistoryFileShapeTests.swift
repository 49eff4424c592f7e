import Foundation
import XCTest
import KitscanReport
@testable import KitscanHistory

/// The burn-down's file read back: a key renamed or of the wrong kind is named with its path
/// (it said only "it is malformed"), and what `encoded()` writes reads back the same.
final class HistoryFileShapeTests: XCTestCase {
    private func reason(_ text: String) -> String? {
        do {
            _ = try HistoryFile.decode(Data(text.utf8), path: "h.json")
            return nil
        } catch {
            return error.reason
        }
    }

    func testAWrongShapeNamesItsKeyAndAWrittenFileReadsBack() throws {
        let file = HistoryFile(points: [HistoryPoint(commit: "abc", date: "2026-01-01", totals: ["raw-colour": 3, "small-font": 0]),
                                        HistoryPoint(commit: "def", date: "2026-01-08", totals: [:])])
        XCTAssertEqual(try HistoryFile.decode(file.encoded(), path: "h.json"), file)
        let text = String(decoding: file.encoded(), as: UTF8.self)
        XCTAssertEqual(reason(text.replacingOccurrences(of: "\"totals\": {}", with: "\"total\": {}")),
                       "it is malformed at `points[1].totals`: missing (there is `total`: renamed?)")
        XCTAssertEqual(reason(text.replacingOccurrences(of: "\"raw-colour\": 3", with: "\"raw-colour\": \"3\"")),
                       "it is malformed at `points[0].totals.raw-colour`: expected a whole number, found a string")
        XCTAssertEqual(reason(#"{"version": 1}"#), "it is malformed at `points`: missing")
        XCTAssertEqual(reason(#"{"points": []}"#), "it is not a kitscan history file")
        XCTAssertEqual(reason(#"{"version": 2, "points": []}"#), "it has version 2, this kitscan reads 1")
    }
}
