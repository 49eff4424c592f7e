import Foundation
import XCTest
import KitscanTestSupport

/// docs/migrations.md shows real output: the Omo sample's findings are what `kitscan scan`
/// prints, and its diff is what `kitscan fix --rule deprecated-kit-use --dry-run` prints.
final class MigrationDocsTests: XCTestCase {
    private func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOfFile: packageRoot + "/docs/migrations.md", encoding: .utf8)
        var result: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "```" + language + "\n"), let close = rest[open.upperBound...].range(of: "\n```") {
            result.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result
    }

    func testTheOmoFindingsAndDiffAreWhatTheCommandsPrint() throws {
        let omo = try copySample("Omo", self)
        let scan = kitscan(["scan"], cwd: omo)
        let shown = try XCTUnwrap(try blocks("text").first)
        for line in shown.split(separator: "\n") {
            XCTAssertTrue(scan.stdout.contains(String(line) + "\n"), "not what `kitscan scan` prints: \(line)")
        }
        XCTAssertEqual(scan.stdout.components(separatedBy: "[deprecated-kit-use]").count - 1, 3, scan.stdout)
        let fix = kitscan(["fix", "--rule", "deprecated-kit-use", "--dry-run"], cwd: omo)
        XCTAssertEqual(fix.code, 0, fix.stderr)
        let diff = try XCTUnwrap(try blocks("diff").first)
        XCTAssertTrue(fix.stdout.contains(diff + "\n"), "not what `kitscan fix --dry-run` prints:\n" + fix.stdout)
        XCTAssertTrue(fix.stderr.contains("Would fix 3 findings in 1 file"), fix.stderr)

        // After the fix, the callers list names the overloads nothing uses any more.
        XCTAssertEqual(kitscan(["fix", "--rule", "deprecated-kit-use"], cwd: omo).code, 0)
        let report = kitscan(["report", "callers", "--out", omo + "/callers.md"], cwd: omo)
        XCTAssertEqual(report.code, 0, report.stderr)
        let callers = try String(contentsOfFile: omo + "/callers.md", encoding: .utf8)
        let ready = try XCTUnwrap(try blocks("markdown").first { $0.hasPrefix("Ready to delete") })
        XCTAssertTrue(callers.contains(ready + "\n"), callers)
    }
}
