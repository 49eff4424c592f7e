import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `report callers` and `report debt` on Samples/Omo against the reviewed files in
/// Samples/Omo/expected/. Run with `KITSCAN_UPDATE_GOLDEN=1` to rewrite them (then review the diff).
final class ReportGoldenTests: XCTestCase {
    /// The burn-down drawn in the golden debt list: a fixed, made-up history ending at today's totals.
    static let history = """
        {
          "version": 1,
          "points": [
            { "commit": "a1b2c3d", "date": "2025-01-06", "totals": { "device-idiom": 9, "platform-branch": 12, "raw-colour": 30, "raw-curve": 14, "raw-spring": 11, "small-font": 20 } },
            { "commit": "b2c3d4e", "date": "2025-02-03", "totals": { "device-idiom": 7, "platform-branch": 10, "raw-colour": 24, "raw-curve": 12, "raw-spring": 10, "small-font": 17, "unlisted-view": 2 } },
            { "commit": "c3d4e5f", "date": "2025-03-03", "totals": { "device-idiom": 5, "invalid-exception": 2, "platform-branch": 8, "raw-colour": 17, "raw-curve": 10, "raw-spring": 9, "small-font": 13, "unlisted-view": 1, "unused-exception": 1 } }
          ]
        }
        """

    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    static var expectedFolder: String { packageRoot + "/Samples/Omo/expected" }

    /// A copy of Samples/Omo without its outputs or any local cache, so the test sees only
    /// the sample's sources; with the fixed history.
    func sampleCopy() throws -> String {
        let folder = try temporaryFolder(self) + "/Omo"
        try FileManager.default.copyItem(atPath: Self.packageRoot + "/Samples/Omo", toPath: folder)
        for generated in ["expected", ".kitscan-cache", "kitscan-baseline.json", "kitscan-history.json"] {
            try? FileManager.default.removeItem(atPath: folder + "/" + generated)
        }
        try FileManager.default.createDirectory(atPath: folder + "/expected", withIntermediateDirectories: true)
        try writeFile(folder, "kitscan-history.json", Array(Self.history.utf8))
        return folder
    }

    /// Runs both reports into `folder/expected/` and returns the four files' bytes by name.
    func generate(in folder: String) throws -> [String: Data] {
        let callers = kitscan(["report", "callers", "--out", "expected/callers.md", "--json", "expected/callers.json"], cwd: folder)
        XCTAssertEqual(callers.code, 0, callers.stderr)
        let debt = kitscan(["report", "debt", "--out", "expected/debt.md", "--svg", "expected/burndown.svg"], cwd: folder)
        XCTAssertEqual(debt.code, 0, debt.stderr)
        var files: [String: Data] = [:]
        for name in ["callers.md", "callers.json", "debt.md", "burndown.svg"] {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/expected/" + name))
        }
        return files
    }

    func testReportsMatchTheGoldenFiles() throws {
        let files = try generate(in: try sampleCopy())
        for name in files.keys.sorted() {
            try assertGolden(String(decoding: files[name]!, as: UTF8.self), "Samples/Omo/expected/" + name)
        }
    }

    func testTwoRunsAreByteIdentical() throws {
        let folder = try sampleCopy()
        let first = try generate(in: folder)
        let second = try generate(in: folder)
        XCTAssertEqual(first, second)
        let stdout1 = kitscan(["report", "callers"], cwd: folder).stdoutBytes
        let stdout2 = kitscan(["report", "callers"], cwd: folder).stdoutBytes
        XCTAssertEqual(stdout1, stdout2)
        XCTAssertFalse(stdout1.isEmpty)
    }

    func testGoldenCallersLinksPointAtRealFilesFromTheirFolder() throws {
        let markdown = try String(contentsOfFile: Self.expectedFolder + "/callers.md", encoding: .utf8)
        let links = markdown.matches(of: /\]\((\.\.\/[^)#]+)(#L\d+)?\)/).map { String($0.1) }
        XCTAssertFalse(links.isEmpty)
        for link in Set(links) {
            let target = Self.expectedFolder + "/" + (link.removingPercentEncoding ?? link)
            XCTAssertTrue(FileManager.default.fileExists(atPath: target), "broken link \(link)")
        }
    }

    func testDebtGoldenDrawsTheRecordedHistory() throws {
        let markdown = try String(contentsOfFile: Self.expectedFolder + "/debt.md", encoding: .utf8)
        XCTAssertTrue(markdown.contains("xychart-beta"))
        XCTAssertTrue(markdown.contains("`c3d4e5f`"))
        let svg = try String(contentsOfFile: Self.expectedFolder + "/burndown.svg", encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains("<polyline") || svg.contains("<path"))
    }
}
