import KitscanFiles
import Foundation
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class TextAndJSONFindingsTests: XCTestCase {
    func testTextLinesAndSummary() {
        XCTAssertEqual(FindingFormatter(toolVersion: "1.0").render(Fixtures.debt, as: .text), """
        App/A.swift:3:5: warning: Use a kit token (copies KitColor.selection) [raw-colour]
        App/A.swift:9:5: warning: Use a kit token [raw-colour]
        App/A.swift:9:20: error: Type under 12 pt [small-font]
        App/C.swift:1:5: warning: Use a kit token [raw-colour]
        4 findings in 2 files (4 scanned), 1 excepted
          raw-colour 3 (1 excepted)
          small-font 1

        """)
    }

    func testTextShowsExceptedOnlyWhenAsked() {
        let all = TextFindings.render(Fixtures.debt, includeExcepted: true)
        XCTAssertTrue(all.contains("App/B.swift:4:5: warning: Use a kit token [raw-colour] (excepted: brand red, signed off by design)\n"))
        XCTAssertFalse(TextFindings.render(Fixtures.debt).contains("App/B.swift"))
    }

    func testTextKeepsEachDiagnosticOnOneLineAndReportsUnreadableFiles() {
        var result = ScanResult(files: ["A.swift"])
        result.findings = [Fixtures.finding("A.swift", 1, "x", severity: .note, message: "two\nlines")]
        result.unreadable = [UnreadableFile(path: "B.swift", reason: "not UTF-8 text")]
        XCTAssertEqual(TextFindings.render(result), """
        A.swift:1:5: note: two lines [x]
        B.swift: warning: could not be read: not UTF-8 text
        1 finding in 1 file (1 scanned), 1 unreadable
          x 1

        """)
        XCTAssertEqual(TextFindings.render(ScanResult(files: ["A.swift", "B.swift"])), "No findings in 2 files scanned\n")
    }

    func testJSONShape() throws {
        let json = FindingFormatter(toolVersion: "1.0").render(Fixtures.debt, as: .json)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(root["version"] as? Int, 1)
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 5, "excepted findings are included, marked")
        let first = findings[0]
        for key in ["path", "line", "column", "rule", "severity", "message", "snippet", "declaration", "exceptedBy"] {
            XCTAssertNotNil(first[key], key)
        }
        XCTAssertEqual(first["copies"] as? String, "KitColor.selection")
        XCTAssertNil(findings[1]["copies"], "copies only when present")
        XCTAssertTrue(findings[1]["exceptedBy"] is NSNull)
        XCTAssertEqual(findings[3]["exceptedBy"] as? String, "brand red, signed off by design")
        let summary = try XCTUnwrap(root["summary"] as? [String: Any])
        XCTAssertEqual(summary["filesScanned"] as? Int, 4)
        XCTAssertEqual(summary["total"] as? Int, 4)
        XCTAssertEqual(summary["excepted"] as? Int, 1)
        let rules = try XCTUnwrap(summary["rules"] as? [String: [String: Int]])
        XCTAssertEqual(rules["raw-colour"], ["counted": 3, "excepted": 1])
        XCTAssertEqual(rules["small-font"], ["counted": 1, "excepted": 0])
        // Keys in the documented order.
        XCTAssertTrue(json.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {\n      \"path\": \"App/A.swift\",\n      \"line\": 3,"))
    }

    func testEveryFormatIsDeterministic() {
        var shuffled = Fixtures.debt
        shuffled.findings.reverse()
        let formatter = FindingFormatter(toolVersion: "1.0")
        for format in FindingFormat.allCases {
            XCTAssertEqual(formatter.render(Fixtures.debt, as: format), formatter.render(shuffled, as: format), "\(format)")
        }
    }
}
