import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The site reads the adoption JSON back into the typed report: a key renamed or of the
/// wrong kind is an error naming it (exit 2, no site written), never a count shown as 0.
final class SiteAdoptionShapeTests: XCTestCase {
    func testARenamedOrMistypedKeyInTheAdoptionJSONIsAnErrorNamingIt() throws {
        let folder = try copySample("Omo", self)
        let adoption = kitscan(["adoption", "--by", "folder", "--json", "adoption.json", "--out", "ADOPTION.md"], cwd: folder)
        XCTAssertEqual(adoption.code, 0, adoption.stderr)
        let json = try String(contentsOfFile: folder + "/adoption.json", encoding: .utf8)
        let cases: [(from: String, to: String, saying: String)] = [
            ("\"kitUses\"", "\"kitUse\"", "`total.counts.kitUses`: missing (there is `kitUse`: renamed?)"),
            ("\"count\":", "\"n\":", "`total.components[0].count`: missing"),
            ("\"hasCase\"", "\"covered\"", "`total.catalog.inUse[0].hasCase`: missing"),
            ("\"files\": 11", "\"files\": \"11\"", "`total.counts.files`: expected a whole number, found a string"),
            ("\"notes\": [", "\"note\": [", "`notes`: missing"),
        ]
        for (index, (from, to, saying)) in cases.enumerated() {
            XCTAssertTrue(json.contains(from), from)
            let name = "changed\(index).json"
            try writeFile(folder, name, Array(json.replacingOccurrences(of: from, with: to).utf8))
            let result = kitscan(["report", "site", "--out", "s\(index)", "--adoption", name], cwd: folder,
                                 environment: SiteCommandTests.epoch)
            XCTAssertEqual(result.code, 2, from)
            XCTAssertTrue(result.stderr.contains(name + ": the adoption report does not read at "), result.stderr)
            XCTAssertTrue(result.stderr.contains(saying), result.stderr)
            XCTAssertTrue(result.stderr.contains("kitscan adoption --json FILE"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/s\(index)"), "nothing written after bad input")
        }
        // Unchanged, it reads back whole: every page as from the report itself.
        XCTAssertEqual(kitscan(["report", "site", "--out", "s", "--adoption", "adoption.json"], cwd: folder,
                               environment: SiteCommandTests.epoch).code, 0)
    }
}
