import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanCLI

/// diagnostics a person or an editor reads name files from the working folder (as a
/// compiler does), `--format xcode` absolutely; the baseline, JSON and SARIF from the
/// config's folder; SARIF's columns are UTF-16 and say so.
final class PathsAndColumnsTests: XCTestCase {
    /// `<tmp>/sub/kitscan.json` and `<tmp>/sub/App/View.swift`, whose small-font finding sits
    /// after three `é` (two UTF-8 bytes, one UTF-16 unit each).
    private func project() throws -> (top: String, sub: String) {
        let top = FileSystem.canonicalPath(try temporaryFolder(self))
        let sub = top + "/sub"
        try FileManager.default.createDirectory(atPath: sub + "/App", withIntermediateDirectories: true)
        try writeFile(sub, "kitscan.json", Array("{}\n".utf8))
        try writeFile(sub + "/App", "View.swift", Array("""
            import SwiftUI
            struct Caption: View {
                var body: some View {
                    Text("Café résumé").font(.system(size: 9))
                }
            }

            """.utf8))
        return (top, sub)
    }

    /// The small-font line of the text output.
    private func smallFont(_ output: String) -> String? {
        output.split(separator: "\n").map(String.init).first { $0.contains("[small-font]") }
    }

    func testTextPathsAreRelativeToTheWorkingFolder() throws {
        let (top, sub) = try project()
        let fromTop = kitscan(["scan", "sub"], cwd: top)
        XCTAssertEqual(fromTop.code, 0, fromTop.stderr)
        XCTAssertEqual(smallFont(fromTop.stdout)?.components(separatedBy: ": warning:").first, "sub/App/View.swift:4:38")
        let fromRoot = kitscan(["scan"], cwd: sub)
        XCTAssertEqual(smallFont(fromRoot.stdout)?.components(separatedBy: ": warning:").first, "App/View.swift:4:38")
        // A run from inside the root: the config is found above, the path still opens from here.
        let fromInside = kitscan(["scan"], cwd: sub + "/App")
        XCTAssertEqual(smallFont(fromInside.stdout)?.components(separatedBy: ": warning:").first, "View.swift:4:38")
    }

    func testFilesOutsideTheWorkingFolderAreAbsolute() throws {
        let (top, sub) = try project()
        let elsewhere = top + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let run = kitscan(["scan", sub], cwd: elsewhere)
        XCTAssertEqual(smallFont(run.stdout)?.components(separatedBy: ": warning:").first, sub + "/App/View.swift:4:38")
    }

    func testGitHubAnnotationsUseWorkingFolderPaths() throws {
        let (top, _) = try project()
        let run = kitscan(["scan", "sub", "--format", "github"], cwd: top)
        XCTAssertTrue(run.stdout.contains("::warning file=sub/App/View.swift,line=4,col=38,title=small-font::"), run.stdout)
    }

    func testXcodeFormatIsAbsoluteWithoutSummary() throws {
        let (top, sub) = try project()
        let run = kitscan(["scan", "sub", "--format", "xcode"], cwd: top)
        XCTAssertEqual(run.code, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.isEmpty)
        for line in lines { XCTAssertTrue(line.hasPrefix(sub + "/App/View.swift:"), line) }
        XCTAssertTrue(lines.contains(sub + "/App/View.swift:4:38: warning: Type under the minimum size: use a kit type style [small-font]"),
                      run.stdout)
    }

    func testXcodeFormatFailsOnErrorSeverity() throws {
        let (top, sub) = try project()
        try writeFile(sub, "kitscan.json", Array(#"{ "rules": { "small-font": { "severity": "error" } } }"#.utf8))
        let run = kitscan(["scan", "sub", "--format", "xcode"], cwd: top)
        XCTAssertEqual(run.code, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains(sub + "/App/View.swift:4:38: error: "), run.stdout)
        // The text form too: an error finding is exit 1 in every format.
        XCTAssertEqual(kitscan(["scan", "sub"], cwd: top).code, 1)
    }

    func testStampIsWrittenOnlyAfterASuccessfulScan() throws {
        let (top, sub) = try project()
        let stamp = top + "/scan.stamp"
        XCTAssertEqual(kitscan(["scan", "sub", "--format", "xcode", "--stamp", stamp], cwd: top).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp))
        try FileManager.default.removeItem(atPath: stamp)
        try writeFile(sub, "kitscan.json", Array(#"{ "rules": { "small-font": { "severity": "error" } } }"#.utf8))
        XCTAssertEqual(kitscan(["scan", "sub", "--format", "xcode", "--stamp", stamp], cwd: top).code, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp))
    }

    func testJSONPathsAreRelativeToTheConfigFolder() throws {
        let (top, _) = try project()
        let run = kitscan(["scan", "sub", "--format", "json"], cwd: top)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let small = try XCTUnwrap(findings.first { $0["rule"] as? String == "small-font" })
        XCTAssertEqual(small["path"] as? String, "App/View.swift")
        XCTAssertEqual(small["column"] as? Int, 38, "JSON columns are UTF-8 bytes")
    }

    func testSARIFNamesTheRootAndGivesUTF16Columns() throws {
        let (top, sub) = try project()
        let run = kitscan(["scan", "sub", "--format", "sarif"], cwd: top)
        XCTAssertEqual(run.code, 0, run.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(sarifRun["columnKind"] as? String, "utf16CodeUnits")
        let bases = try XCTUnwrap(sarifRun["originalUriBaseIds"] as? [String: [String: String]])
        XCTAssertEqual(bases["SRCROOT"]?["uri"], "file://" + sub + "/")
        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        let small = try XCTUnwrap(results.first { $0["ruleId"] as? String == "small-font" })
        let location = try XCTUnwrap((small["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual(location["artifactLocation"] as? [String: String], ["uri": "App/View.swift", "uriBaseId": "SRCROOT"])
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        XCTAssertEqual(region["startLine"], 4)
        // `        Text("Café résumé").font(.` is 37 bytes but 34 UTF-16 units: `system` starts at 35.
        XCTAssertEqual(region["startColumn"], 35)
        let text = "        Text(\"Café résumé\").font(."
        XCTAssertEqual(text.utf16.count + 1, 35)
        XCTAssertEqual(text.utf8.count + 1, 38)
    }

    func testCheckDiagnosticsUseWorkingFolderPaths() throws {
        let (top, sub) = try project()
        let baseline = kitscan(["baseline"], cwd: sub)
        XCTAssertEqual(baseline.code, 0, baseline.stdout + baseline.stderr)
        // A second small font in the same file rises above the baseline.
        try writeFile(sub + "/App", "View.swift", Array("""
            import SwiftUI
            struct Caption: View {
                var body: some View {
                    Text("Café résumé").font(.system(size: 9))
                    Text("Über").font(.system(size: 8))
                }
            }

            """.utf8))
        let run = kitscan(["check", "--config", "sub/kitscan.json"], cwd: top)
        XCTAssertEqual(run.code, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("sub/App/View.swift:5:"), run.stdout)
    }

    func testCheckWritesTheFailingFindingsInEveryFindingFormat() throws {
        let (top, sub) = try project()
        XCTAssertEqual(kitscan(["baseline"], cwd: sub).code, 0)
        try writeFile(sub + "/App", "Extra.swift", Array("let t = Text(\"Über\").font(.system(size: 8))\n".utf8))
        let expectations: [(String, String)] = [
            ("xcode", sub + "/App/Extra.swift:1:29: warning: Type under the minimum size"),
            ("checkstyle", "<file name=\"sub/App/Extra.swift\">"),
            ("junit", "classname=\"sub/App/Extra.swift\" name=\"small-font at 1:29\""),
            ("gitlab", "\"path\": \"App/Extra.swift\""),
            ("sarif", "\"startColumn\": 28"),
        ]
        for (format, expected) in expectations {
            let run = kitscan(["check", "--config", "sub/kitscan.json", "--format", format], cwd: top)
            XCTAssertEqual(run.code, 1, format + ": " + run.stderr)
            XCTAssertTrue(run.stdout.contains(expected), format + ":\n" + run.stdout)
            XCTAssertFalse(run.stdout.contains("View.swift"), format + ": only the failing findings")
        }
    }
}
