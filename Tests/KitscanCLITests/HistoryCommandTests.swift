import Foundation
import KitscanSupport
import KitscanEngine
import XCTest
import KitscanTestSupport
import KitscanReview
@testable import KitscanCLI
import KitscanHistory
@testable import KitscanGit

/// Runs git in `folder` with a fixed author and the given date; fails the test on error.
@discardableResult
func git(_ arguments: [String], in folder: String, date: String = "2025-01-01T12:00:00Z") throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in ["GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "T",
                         "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
                         "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder] {
        environment[key] = value
    }
    process.environment = environment
    let outcome = try ChildProcess.output(process)
    XCTAssertEqual(outcome.status, 0, "git \(arguments)")
    return String(decoding: outcome.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

final class HistoryCommandTests: XCTestCase {
    static let red = "import SwiftUI\nlet a = Color(red: 1, green: 0, blue: 0)\n"
    static let view = "import SwiftUI\nstruct Foo: View {\n    var body: some View { Text(\"x\") }\n}\n"

    /// Five commits, one a day from 2025-01-01, adding and removing debt:
    /// 1. a raw colour and an unlisted view; 2. two more raw colours; 3. the view goes on the
    /// debt list; 4. the two colours are fixed; 5. the first gets an exception.
    func repository() throws -> (root: String, hashes: [String]) {
        let root = try temporaryFolder(self)
        try git(["init", "-q", "-b", "main"], in: root)
        var hashes: [String] = []
        func commit(_ day: Int, _ files: [String: String]) throws {
            for (name, text) in files { try writeFile(root, name, Array(text.utf8)) }
            try git(["add", "-A"], in: root)
            let date = "2025-01-0\(day)T12:00:00Z"
            try git(["commit", "-q", "-m", "day \(day)"], in: root, date: date)
            hashes.append(try git(["rev-parse", "--short", "HEAD"], in: root))
        }
        try commit(1, ["kitscan.json": "{ \"debtList\": \"debt.md\" }\n", "debt.md": "# Debt\n",
                       "A.swift": Self.red, "View.swift": Self.view])
        try commit(2, ["B.swift": "import SwiftUI\nlet b = Color(red: 0, green: 1, blue: 0)\nlet c = Color(red: 0, green: 0, blue: 1)\n"])
        try commit(3, ["debt.md": "# Debt\n\n- `Foo`: to move into the kit.\n"])
        try commit(4, ["B.swift": "import SwiftUI\nlet b = Color.accentColor\n"])
        try commit(5, ["A.swift": "import SwiftUI\nlet a = Color(red: 1, green: 0, blue: 0) // kitscan-allow: raw-colour -- brand red\n"])
        return (root, hashes)
    }

    /// Every point is scanned with today's debt list, which names `Foo`: the view is not
    /// debt at any commit, and listing it on day 3 is not a fall of the chart (the burn-down
    /// measures the code, not the paperwork).
    static let expected: [[String: Int]] = [
        ["raw-colour": 1],
        ["raw-colour": 3],
        ["raw-colour": 3],
        ["raw-colour": 1],
        [:],
    ]

    func recorded(_ root: String) throws -> [HistoryPointView] {
        let file = try XCTUnwrap(try HistoryFile.load(root: root))
        return file.points.map { HistoryPointView(commit: $0.commit, date: $0.date, totals: $0.totals.filter { $0.value > 0 }) }
    }

    struct HistoryPointView: Equatable {
        var commit: String
        var date: String
        var totals: [String: Int]
    }

    func testTotalsPerCommit() throws {
        let (root, hashes) = try repository()
        let result = kitscan(["history"], cwd: root)
        XCTAssertEqual(result.code, 0, result.stderr)
        let points = try recorded(root)
        XCTAssertEqual(points, (0..<5).map {
            HistoryPointView(commit: hashes[$0], date: "2025-01-0\($0 + 1)", totals: Self.expected[$0])
        })
        XCTAssertTrue(result.stderr.contains("scanned 5 new blobs"), result.stderr)  // 5 file versions, each once
        XCTAssertTrue(result.stdout.hasPrefix("date "), result.stdout)
        XCTAssertTrue(result.stdout.contains("2025-01-02  \(hashes[1])      3"), result.stdout)
    }

    func testTheNewestPointAgreesWithAScan() throws {
        let (root, _) = try repository()
        try writeFile(root, "A.swift", Array(Self.red.utf8))  // the working tree = HEAD's scan with A unexcepted
        try git(["commit", "-q", "-am", "day 6"], in: root, date: "2025-01-06T12:00:00Z")
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        let scan = try Workspace.open(start: root).scan()
        var counted: [String: Int] = [:]
        for finding in scan.findings where finding.exceptedBy == nil { counted[finding.rule, default: 0] += 1 }
        XCTAssertEqual(try recorded(root).last?.totals, counted)
    }

    func testASecondRunScansNothingAndAnEditScansOneBlob() throws {
        let (root, _) = try repository()
        let first = kitscan(["history"], cwd: root)
        let firstFile = try Data(contentsOf: URL(fileURLWithPath: HistoryFile.path(root: root)))
        let second = kitscan(["history"], cwd: root)
        XCTAssertEqual(second.code, 0)
        XCTAssertTrue(second.stderr.contains("scanned 0 new blobs"), second.stderr)
        XCTAssertEqual(first.stdoutBytes, second.stdoutBytes)
        XCTAssertEqual(firstFile, try Data(contentsOf: URL(fileURLWithPath: HistoryFile.path(root: root))))

        try writeFile(root, "C.swift", "import SwiftUI\nlet d = Color(white: 0.5)\n".utf8.map { $0 })
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "day 6"], in: root, date: "2025-01-06T12:00:00Z")
        let third = kitscan(["history"], cwd: root)
        XCTAssertTrue(third.stderr.contains("scanned 1 new blob,"), third.stderr)
        XCTAssertEqual(try recorded(root).last?.totals, ["raw-colour": 1])
    }

    func testAStaleOrDeletedCacheIsRebuilt() throws {
        let (root, _) = try repository()
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        let before = try recorded(root)
        let cachePath = BlobCache.path(root: root)
        var text = try String(contentsOfFile: cachePath, encoding: .utf8)
        text = text.replacingOccurrences(of: "kitscan-blob-cache\t\(BlobCache.formatVersion)\t",
                                          with: "kitscan-blob-cache\t\(BlobCache.formatVersion)\tother")
        try writeFile(root, ".kitscan-cache/blobs.tsv", Array(text.utf8))
        let stale = kitscan(["history"], cwd: root)
        XCTAssertTrue(stale.stderr.contains("scanned 5 new blobs"), stale.stderr)
        try FileManager.default.removeItem(atPath: root + "/.kitscan-cache")
        XCTAssertEqual(try recorded(root), before, "deleting the cache folder keeps the recorded burn-down")
        let fresh = kitscan(["history"], cwd: root)
        XCTAssertTrue(fresh.stderr.contains("scanned 5 new blobs"), fresh.stderr)
        XCTAssertEqual(try recorded(root), before)
    }

    func testChangedRulesMakeTheCacheStale() throws {
        let (root, _) = try repository()
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        try writeFile(root, "kitscan.json", Array("{ \"debtList\": \"debt.md\", \"rules\": { \"raw-colour\": { \"enabled\": false } } }\n".utf8))
        let result = kitscan(["history"], cwd: root)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("scanned 5 new blobs"), result.stderr)
        XCTAssertEqual(try recorded(root).map(\.totals), [[:], [:], [:], [:], ["unused-exception": 1]], "raw-colour is off: the last commit's exception excepts nothing")
    }

    func testEveryAndSince() throws {
        let (root, hashes) = try repository()
        XCTAssertEqual(kitscan(["history", "--every", "2"], cwd: root).code, 0)
        XCTAssertEqual(try recorded(root).map(\.commit), [hashes[0], hashes[2], hashes[4]])
        XCTAssertEqual(kitscan(["history", "--since", hashes[2]], cwd: root).code, 0)
        XCTAssertEqual(try recorded(root).map(\.commit), Array(hashes[2...]))
        XCTAssertEqual(kitscan(["history", "--since", "2025-01-04"], cwd: root).code, 0)
        XCTAssertEqual(try recorded(root).map(\.commit), Array(hashes[3...]))
        let bad = kitscan(["history", "--since", "no-such-tag"], cwd: root)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.stderr.contains("no-such-tag"), bad.stderr)
    }

    func testTheDebtReportDrawsTheRecordedHistory() throws {
        let (root, hashes) = try repository()
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        let report = kitscan(["report", "debt", "--svg", "burndown.svg"], cwd: root)
        XCTAssertEqual(report.code, 0, report.stderr)
        XCTAssertTrue(report.stdout.contains("xychart-beta"))
        XCTAssertTrue(report.stdout.contains("| 2025-01-02 | `\(hashes[1])` | 3 | 3 |"), report.stdout)
        let svg = try String(contentsOfFile: root + "/burndown.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains("2025-01-05"))
    }

    func testTheDebtReportSaysWhenTheRecordedHistoryIsBehindHead() throws {
        let (root, hashes) = try repository()
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        XCTAssertFalse(kitscan(["report", "debt"], cwd: root).stdout.contains("behind HEAD"))
        try writeFile(root, "C.swift", Array("let c = 1\n".utf8))
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "day 6"], in: root, date: "2025-01-06T12:00:00Z")
        let behind = kitscan(["report", "debt"], cwd: root)
        XCTAssertTrue(behind.stdout.contains("The recorded history ends at `\(hashes[4])` (2025-01-05), 1 commit behind HEAD: "
                                             + "run `kitscan history` to bring it up to date."), behind.stdout)
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        XCTAssertFalse(kitscan(["report", "debt"], cwd: root).stdout.contains("behind HEAD"))
    }

    /// One blob cache: after `history`, a review of HEAD finds every file version's scan there
    /// (the same key: blob, path, today's kit and debt list) and adds nothing.
    func testReviewReadsTheScansHistoryKept() throws {
        let (root, _) = try repository()
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        func scanLines() throws -> [String] {
            try String(contentsOfFile: BlobCache.path(root: root), encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("s\t") }.map(String.init)
        }
        let scans = try scanLines()
        XCTAssertEqual(scans.count, 5)
        let review = kitscan(["review", "--base", "HEAD~1", "--head", "HEAD", "--out", "/dev/null"], cwd: root)
        XCTAssertEqual(review.code, 0, review.stderr)
        // Review adds only what history does not keep: each blob's typealiases (`a` lines).
        XCTAssertEqual(try scanLines(), scans, "the review scanned nothing history had not")
    }

    func testOutsideGitIsAnError() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array("{}\n".utf8))
        let result = kitscan(["history"], cwd: root)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("git"), result.stderr)
    }

    func testSampleKeepsTheNewestCommit() {
        let commits = (1...7).map { Commit(hash: "h\($0)", short: "s\($0)", date: "d") }
        XCTAssertEqual(HistoryScanner.sample(commits, every: 3).map(\.hash), ["h1", "h4", "h7"])
        XCTAssertEqual(HistoryScanner.sample(commits, every: 4).map(\.hash), ["h3", "h7"])
        XCTAssertEqual(HistoryScanner.sample(commits, every: 1).count, 7)
    }

    func testAHistoryFileAnOlderKitscanWroteInTheCacheFolderIsStillRead() throws {
        let (root, _) = try repository()
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        let before = try recorded(root)
        try FileManager.default.createDirectory(atPath: root + "/.kitscan-cache", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: HistoryFile.path(root: root), toPath: root + "/" + HistoryFile.legacyPath)
        XCTAssertEqual(try recorded(root), before)
        XCTAssertEqual(kitscan(["history"], cwd: root).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: HistoryFile.path(root: root)), "written where it now lives")
    }
}
