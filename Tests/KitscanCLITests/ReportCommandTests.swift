import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
import KitscanReport

final class ReportCommandTests: XCTestCase {
    /// A one-file project: two raw colours in App/Screen.swift.
    func project() throws -> String {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array("{}\n".utf8))
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        let source = """
            import SwiftUI
            let a = Color(red: 1, green: 0, blue: 0)
            let b = Color(red: 0, green: 1, blue: 0)

            """
        try writeFile(root, "App/Screen.swift", Array(source.utf8))
        return root
    }

    func testBrokenBaselineIsAnErrorNamingIt() throws {
        let root = try project()
        try writeFile(root, "kitscan-baseline.json", Array("{ \"version\": 1, \"files\": ".utf8))
        let result = kitscan(["report", "debt"], cwd: root)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("kitscan-baseline.json"), result.stderr)
        XCTAssertEqual(result.stdout, "")
        let left = try String(contentsOfFile: root + "/kitscan-baseline.json", encoding: .utf8)
        XCTAssertEqual(left, "{ \"version\": 1, \"files\": ")
    }

    func testBaselineCountsAppearInTheSummary() throws {
        let root = try project()
        let baseline = """
            { "version": 1, "files": { "App/Screen.swift": { "raw-colour": { "count": 5, "fingerprints": [] } } } }
            """
        try writeFile(root, "kitscan-baseline.json", Array(baseline.utf8))
        let result = kitscan(["report", "debt"], cwd: root)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("| raw-colour | 2 | 1 | 0 | 5 | -3 |"), result.stdout)
    }

    func testLinksAreRelativeToTheOutputFolder() throws {
        let root = try project()
        XCTAssertEqual(kitscan(["report", "debt", "--out", "docs/DEBT.md"], cwd: root).code, 0)
        let inDocs = try String(contentsOfFile: root + "/docs/DEBT.md", encoding: .utf8)
        XCTAssertTrue(inDocs.contains("](../App/Screen.swift#L2)"), inDocs)
        XCTAssertEqual(kitscan(["report", "debt", "--out", "DEBT.md"], cwd: root).code, 0)
        let beside = try String(contentsOfFile: root + "/DEBT.md", encoding: .utf8)
        XCTAssertTrue(beside.contains("](App/Screen.swift#L2)"), beside)
        // From inside App/, links still lead to the root's files.
        XCTAssertEqual(kitscan(["report", "debt", "--out", "../docs/FROM_APP.md"], cwd: root + "/App").code, 0)
        let fromApp = try String(contentsOfFile: root + "/docs/FROM_APP.md", encoding: .utf8)
        XCTAssertTrue(fromApp.contains("](../App/Screen.swift#L2)"), fromApp)
    }

    func testLinkBaseForAFolderOutsideTheRoot() {
        XCTAssertEqual(ReportLinks.base(root: "/r/Samples/Omo", outputFile: "/r/REPORT.md"), "Samples/Omo/")
        XCTAssertEqual(ReportLinks.base(root: "/r", outputFile: "/r/a/b/REPORT.md"), "../../")
        XCTAssertEqual(ReportLinks.base(root: "/r/x", outputFile: "/r/y/REPORT.md"), "../x/")
    }

    func testCallersJSONAndMarkdownAreWritten() throws {
        let root = try project()
        let result = kitscan(["report", "callers", "--json", "callers.json"], cwd: root)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("# Callers list"))
        let json = try String(contentsOfFile: root + "/callers.json", encoding: .utf8)
        XCTAssertTrue(json.contains("\"version\": 2"), json)
    }

    func testOptionsForTheOtherReportAreRefused() throws {
        let root = try project()
        XCTAssertEqual(kitscan(["report", "callers", "--svg", "x.svg"], cwd: root).code, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/x.svg"))
        // Both reports write JSON.
        XCTAssertEqual(kitscan(["report", "debt", "--json", "x.json"], cwd: root).code, 0)
    }

    func testUnwritableOutputIsAnError() throws {
        let root = try project()
        let result = kitscan(["report", "debt", "--out", "missing/folder/DEBT.md"], cwd: root)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("DEBT.md"), result.stderr)
    }

    func testBrokenHistoryIsAWarningNotAFailure() throws {
        let root = try project()
        try FileManager.default.createDirectory(atPath: root + "/.kitscan-cache", withIntermediateDirectories: true)
        try writeFile(root, ".kitscan-cache/history.json", Array("{ \"version\": 99, \"points\": [] }".utf8))
        let result = kitscan(["report", "debt"], cwd: root)
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.stderr.contains("version 99"), result.stderr)
        XCTAssertTrue(result.stdout.contains("No history recorded yet"))
    }
}
