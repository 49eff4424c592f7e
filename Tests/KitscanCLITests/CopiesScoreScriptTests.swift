import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// `Scripts/copies`: the labels of real apps' copies are data a script can score, and the
/// commands docs/copies.md shows for it run (the real apps are not here: the script's own
/// self-test scores a made-up app with a stand-in kitscan).
final class CopiesScoreScriptTests: XCTestCase {
    static var root: String { ReportGoldenTests.packageRoot }

    func testTheScriptCommandsInTheDocsRun() throws {
        let doc = try String(contentsOfFile: Self.root + "/docs/copies.md", encoding: .utf8)
        let commands = DocsRecipesTests.blocks(doc, "sh").flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("python3 Scripts/copies/") }
        XCTAssertFalse(commands.isEmpty)
        for command in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command.split(separator: " ").map(String.init)
            process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
            let outcome = try ChildProcess.output(process)
            let text = String(decoding: outcome.stdout, as: UTF8.self)
            XCTAssertEqual(outcome.status, 0, "\(command): \(text)\(String(decoding: outcome.stderr, as: UTF8.self))")
            XCTAssertTrue(text.contains("self-test passed"), text)
        }
    }

    /// Every label names an app of apps.tsv at its commit, a known label and a reason.
    func testTheLabelsAreWellFormed() throws {
        func rows(_ name: String) throws -> [[Substring]] {
            let text = try String(contentsOfFile: Self.root + "/Scripts/copies/" + name, encoding: .utf8)
            return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        }
        let apps = try rows("apps.tsv")
        XCTAssertEqual(apps.first, ["app", "repository", "commit", "kitPaths", "modules"])
        let commits = Dictionary(uniqueKeysWithValues: apps.dropFirst().map { ($0[0], $0[2]) })
        XCTAssertGreaterThanOrEqual(commits.count, 5)
        let labels = try rows("labels.tsv")
        XCTAssertEqual(labels.first, ["app", "repository", "commit", "path", "line", "view", "component", "label", "reason"])
        XCTAssertGreaterThanOrEqual(labels.count - 1, 60)
        let known: Set<Substring> = ["copy", "wrapper", "idiom", "unrelated", "unsure"]
        for row in labels.dropFirst() {
            XCTAssertEqual(row.count, 9, "\(row)")
            guard row.count == 9 else { continue }
            XCTAssertEqual(commits[row[0]], row[2], "\(row[0]) \(row[3]): not the commit of apps.tsv")
            XCTAssertNotNil(Int(row[4]), "\(row[3]): line")
            XCTAssertTrue(known.contains(row[7]), "\(row[3]): label \(row[7])")
            XCTAssertFalse(row[8].isEmpty, "\(row[3]): no reason")
        }
    }
}
