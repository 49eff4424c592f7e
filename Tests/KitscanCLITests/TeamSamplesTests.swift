import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The two team samples end to end: `kitscan scan <sample>` prints exactly the checked-in
/// expected output, and each sample's own rule folder passes `kitscan rules --test`.
final class TeamSamplesTests: XCTestCase {
    static let root = packageRoot

    private func checkScan(_ sample: String) throws {
        // From the sample's folder (its kitscan.json's), so paths read the same either way.
        let result = kitscan(["scan"], cwd: Self.root + "/Samples/\(sample)")
        // Both samples' team rules have `error` findings: exit 1, as SwiftLint's errors.
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertEqual(result.stderr, "")
        try assertGolden(result.stdout, "Samples/\(sample)/expected/scan.txt")
    }

    func testThreadsScanMatchesExpected() throws {
        try checkScan("Threads")
    }

    func testEnvisioningScanMatchesExpected() throws {
        try checkScan("Envisioning")
    }

    func testThreadsRulesPassTheirExamples() {
        let result = kitscan(["rules", "--test", "Samples/Threads/Rules"], cwd: Self.root)
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("ok: 6 rules,"), result.stdout)
    }

    func testEnvisioningRulesPassTheirExamples() {
        let result = kitscan(["rules", "--test", "Samples/Envisioning/Rules"], cwd: Self.root)
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("ok: 8 rules,"), result.stdout)
    }

    func testSampleRulesAreOnlyPatternImportOrDeclaration() throws {
        for sample in ["Threads", "Envisioning"] {
            let folder = Self.root + "/Samples/\(sample)/Rules"
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") {
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                XCTAssertTrue(["\"pattern\"", "\"import\"", "\"declaration\""].contains { text.contains("\"matcher\": " + $0) },
                              "\(sample)/\(name) must be a pattern, import or declaration rule")
            }
        }
    }

    func testTeamRulesAreListedUnderTheSampleConfig() {
        let result = kitscan(["rules"], cwd: Self.root + "/Samples/Envisioning")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("lime-ink "), result.stdout)
        XCTAssertTrue(result.stdout.contains("catalog-imports-app "), result.stdout)
    }
}
