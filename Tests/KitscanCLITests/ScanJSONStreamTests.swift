import XCTest
import KitscanTestSupport
import KitscanReport
import KitscanEngine
@testable import KitscanCLI

/// `scan --format json` is written file by file as the scan goes; it must be the same
/// document as rendering the whole result at once.
final class ScanJSONStreamTests: XCTestCase {
    private func rendered(_ folder: String) throws -> String {
        FindingsJSON.render(try Workspace.open(start: folder).scan())
    }

    func testStreamedJSONIsTheWholeDocument() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/App/Mail", withIntermediateDirectories: true)
        try writeFile(folder, "App/A.swift", Array("""
            import SwiftUI
            let tint = Color(red: 0.2, green: 0.4, blue: 0.6)
            #if os(iOS)
            let x = 1
            #endif
            """.utf8))
        try writeFile(folder, "App/B.swift", Array("""
            import SwiftUI
            let c = Color(red: 1, green: 0, blue: 0) // kitscan-allow: raw-colour -- the error red of the crash screen
            """.utf8))
        try writeFile(folder, "App/Clean.swift", Array("let y = 2\n".utf8))
        try writeFile(folder, "App/Mail/Bin.swift", [0x6C, 0x65, 0x74, 0x00, 0x0A])
        try writeFile(folder, "App/Mail/Z.swift", Array("let f = Font.system(size: 9)\n".utf8))
        let run = kitscan(["scan", "--format", "json"], cwd: folder)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, try rendered(folder))
        XCTAssertTrue(run.stdout.contains("\"exceptedBy\": \"the error red of the crash screen\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"path\": \"App/Mail/Bin.swift\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"rule\": \"small-font\""), run.stdout)
    }

    func testStreamedJSONWithoutFindings() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "Clean.swift", Array("let y = 2\n".utf8))
        let run = kitscan(["scan", "--format", "json"], cwd: folder)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, try rendered(folder))
        XCTAssertTrue(run.stdout.contains("\"findings\": [],"), run.stdout)
    }

    /// The layout pinned (as the writer lays out a whole value): a change to it shows here.
    func testLayoutOfOneFinding() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("let f = Font.system(size: 9)\n".utf8))
        let run = kitscan(["scan", "--format", "json"], cwd: folder)
        XCTAssertTrue(run.stdout.hasPrefix("""
            {
              "version": 1,
              "findings": [
                {
                  "path": "A.swift",
                  "line": 1,
                  "column": 14,
                  "rule": "small-font",
                  "severity": "warning",
                  "message": "Type under the minimum size: use a kit type style",
                  "snippet": "let f = Font.system(size: 9)",
                  "declaration": "f",
                  "exceptedBy": null
                }
              ],
              "summary": {
                "filesScanned": 1,
                "total": 1,
                "excepted": 0,
                "rules": {
                  "component-use": {
                    "counted": 0,
            """), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("""
                  "unused-exception": {
                    "counted": 0,
                    "excepted": 0
                  }
                }
              },
              "unreadable": []
            }

            """), run.stdout)
    }
}
