import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The bad-input matrix, config side: a broken `kitscan.json` stops the run with exit 2 and a
/// message naming the file and what to fix; no findings are printed and the file is untouched.
final class BadInputConfigTests: XCTestCase {
    private func repository(config: String) throws -> String {
        let root = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try writeFile(root, "App/Good.swift", Array("let c = Color(red: 1, green: 0, blue: 0)\n".utf8))
        try writeFile(root, "kitscan.json", Array(config.utf8))
        return root
    }

    /// Runs `scan` (and, where it reads the config, `report debt`) and checks the failure.
    private func assertRejected(_ config: String, mentions: [String], alsoWhenScanningOneFile: Bool = true,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try repository(config: config)
        var runs = [["scan"], ["scan", "--format", "json"]]
        if alsoWhenScanningOneFile { runs.append(["scan", "App/Good.swift"]) }
        for arguments in runs {
            let run = kitscan(arguments, cwd: root)
            XCTAssertEqual(run.code, 2, "\(arguments) on \(config): \(run.stdout)", file: file, line: line)
            XCTAssertEqual(run.stdout, "", "\(arguments): findings printed despite a broken config", file: file, line: line)
            XCTAssertTrue(run.stderr.hasPrefix("error: " + root + "/kitscan.json"), run.stderr, file: file, line: line)
            for text in mentions {
                XCTAssertTrue(run.stderr.contains(text), "\(arguments): \(run.stderr) lacks \(text)", file: file, line: line)
            }
        }
        XCTAssertEqual(try String(contentsOfFile: root + "/kitscan.json", encoding: .utf8), config,
                       "the config was changed", file: file, line: line)
    }

    func testNotJSON() throws {
        try assertRejected("{\"include\": [\"App/**/*.swift\"", mentions: ["not valid JSON", "1:"])
        try assertRejected("include = App", mentions: ["not valid JSON"])
        try assertRejected("", mentions: ["not valid JSON"])
        try assertRejected("[" + String(repeating: "[", count: 100_000), mentions: ["nested more than"])
    }

    func testUnknownKey() throws {
        try assertRejected("{\"inclde\": [\"App/**\"]}", mentions: ["unknown key `inclde`", "Did you mean `include`?"])
    }

    func testWrongTypes() throws {
        try assertRejected("{\"include\": \"App\"}", mentions: ["include", "expected a list"])
        try assertRejected("{\"rules\": {\"raw-colour\": {\"severity\": 3}}}", mentions: ["rules.raw-colour.severity"])
        try assertRejected("{\"rules\": {\"raw-colour\": {\"severity\": \"fatal\"}}}", mentions: ["\"error\", \"warning\""])
    }

    func testUnknownRuleID() throws {
        try assertRejected("{\"rules\": {\"raw-color\": {\"severity\": \"error\"}}}",
                           mentions: ["unknown rule id `raw-color`", "kitscan rules"])
    }

    /// Checked on full scans only: a scan of a few files (pre-commit) cannot tell.
    func testGlobThatMatchesNothing() throws {
        try assertRejected("{\"include\": [\"Nothing/**/*.swift\"]}", mentions: ["include[0]", "matches no file"],
                           alsoWhenScanningOneFile: false)
    }

    func testConfigThatIsBinaryOrNotUTF8() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])
        let run = kitscan(["scan"], cwd: root)
        XCTAssertEqual(run.code, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("kitscan.json"), run.stderr)
        try writeFile(root, "kitscan.json", [0, 0, 0, 0])
        let nul = kitscan(["scan"], cwd: root)
        XCTAssertEqual(nul.code, 2, nul.stdout)
        XCTAssertTrue(nul.stderr.contains("kitscan.json"), nul.stderr)
    }

    func testExplicitConfigThatIsMissingOrAFolder() throws {
        let root = try repository(config: "{}")
        let missing = kitscan(["scan", "--config", "no such.json"], cwd: root)
        XCTAssertEqual(missing.code, 2, missing.stdout)
        XCTAssertTrue(missing.stderr.contains("no such.json"), missing.stderr)
        let folder = kitscan(["scan", "--config", "App"], cwd: root)
        XCTAssertEqual(folder.code, 2, folder.stdout)
        XCTAssertTrue(folder.stderr.contains("App"), folder.stderr)
    }
}
