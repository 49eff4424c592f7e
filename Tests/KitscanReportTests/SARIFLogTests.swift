import KitscanFiles
import Foundation
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class SARIFLogTests: XCTestCase {
    private func log(_ result: ScanResult = Fixtures.debt) throws -> [String: Any] {
        let text = FindingFormatter(toolVersion: "1.2.3", informationURI: "https://example.com/kitscan")
            .render(result, as: .sarif)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testRequiredTopLevelAndDriverFields() throws {
        let root = try log()
        XCTAssertEqual(root["$schema"] as? String, SARIFLog.schema)
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(root["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "kitscan")
        XCTAssertEqual(driver["version"] as? String, "1.2.3")
        XCTAssertEqual(driver["informationUri"] as? String, "https://example.com/kitscan")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["raw-colour", "small-font"])
        XCTAssertEqual((rules[0]["shortDescription"] as? [String: String])?["text"], "Colour written in place")
        XCTAssertEqual((rules[0]["fullDescription"] as? [String: String])?["text"],
                       "Use a KitColor token so dark mode and contrast follow the kit.")
        XCTAssertEqual((rules[1]["defaultConfiguration"] as? [String: String])?["level"], "error")
    }

    func testResultsCarryRuleIndexLocationFingerprintAndSuppressions() throws {
        let run = try XCTUnwrap((try log()["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap((((run["tool"] as? [String: Any])?["driver"]) as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 5)
        for r in results {
            let index = try XCTUnwrap(r["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, r["ruleId"] as? String)
            XCTAssertNotNil((r["message"] as? [String: String])?["text"])
            let location = try XCTUnwrap((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertNotNil((location["artifactLocation"] as? [String: String])?["uri"])
            let region = try XCTUnwrap(location["region"] as? [String: Int])
            XCTAssertNotNil(region["startLine"])
            XCTAssertNotNil(region["startColumn"])
            XCTAssertNotNil((r["partialFingerprints"] as? [String: String])?["kitscan/v1"])
        }
        XCTAssertEqual(results[2]["level"] as? String, "error")
        XCTAssertEqual((results[0]["message"] as? [String: String])?["text"], "Use a kit token (copies KitColor.selection)")
        let suppressed = results.filter { $0["suppressions"] != nil }
        XCTAssertEqual(suppressed.count, 1)
        let suppression = try XCTUnwrap((suppressed[0]["suppressions"] as? [[String: String]])?.first)
        XCTAssertEqual(suppression, ["kind": "inSource", "justification": "brand red, signed off by design"])
    }

    func testURIsArePercentEncodedAndUnknownRulesGetMetadata() throws {
        var result = Fixtures.debt
        result.findings = [Fixtures.finding("My App/Ä#1.swift", 2, "invalid-exception", message: "No reason given")]
        let run = try XCTUnwrap((try log(result)["runs"] as? [[String: Any]])?.first)
        let r = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let location = (r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        XCTAssertEqual((location?["artifactLocation"] as? [String: String])?["uri"], "My%20App/%C3%84%231.swift")
        let rules = (((run["tool"] as? [String: Any])?["driver"]) as? [String: Any])?["rules"] as? [[String: Any]]
        XCTAssertEqual(rules?.map { $0["id"] as? String }, ["invalid-exception", "raw-colour", "small-font"])
        XCTAssertEqual(r["ruleIndex"] as? Int, 0)
    }

    func testIdenticalFindingsInOneFileGetDistinctFingerprints() {
        let a = Fixtures.finding("A.swift", 1, "raw-colour")
        let b = Fixtures.finding("A.swift", 7, "raw-colour")
        let c = Fixtures.finding("B.swift", 1, "raw-colour")
        XCTAssertEqual(SARIFLog.fingerprints([a, b, c]), [a.fingerprint, a.fingerprint + "#2", c.fingerprint])
    }

    func testUnreadableFilesBecomeNotifications() throws {
        var result = Fixtures.debt
        result.unreadable = [UnreadableFile(path: "App/Bad.swift", reason: "binary")]
        let run = try XCTUnwrap((try log(result)["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        let notes = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual((notes.first?["message"] as? [String: String])?["text"], "Could not be read: binary")
    }
}
