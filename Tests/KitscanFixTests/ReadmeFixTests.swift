import Foundation
import XCTest
import KitscanTestSupport

/// The README's fix section shows real output: its before/after is the Omo golden diff's,
/// its report lines are the golden report's, its team rule is the Envisioning rule file's.
final class ReadmeFixTests: XCTestCase {
    func testTheReadmeFixSectionIsRealOutput() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Fix: burn the debt down by machine").dropFirst().first)
            .components(separatedBy: "\n## ").first!
        let blocks = section.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        XCTAssertEqual(blocks.count, 3, section)
        let diff = try String(contentsOfFile: packageRoot + "/Samples/Omo/expected/fix.diff", encoding: .utf8)
        let report = try String(contentsOfFile: packageRoot + "/Samples/Omo/expected/fix.txt", encoding: .utf8)
        let diffLines = Set(diff.split(separator: "\n").map(String.init))
        let reportLines = Set(report.split(separator: "\n").map(String.init))
        for line in blocks[0].split(separator: "\n").dropFirst() {
            XCTAssertTrue(diffLines.contains(String(line)), "not in Samples/Omo/expected/fix.diff: \(line)")
        }
        for line in blocks[1].split(separator: "\n") {
            XCTAssertTrue(reportLines.contains(String(line)), "not in Samples/Omo/expected/fix.txt: \(line)")
        }
        let shown = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(("{" + blocks[2].dropFirst(4) + "}").utf8)) as? [String: Any])
        let rule = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath:
            packageRoot + "/Samples/Envisioning/Rules/radius-literal.json"))) as? [String: Any])
        XCTAssertEqual(shown["fix"] as? NSDictionary, rule["fix"] as? NSDictionary)
    }
}
