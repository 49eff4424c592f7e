import Foundation
import XCTest
import KitscanTestSupport
import KitscanReview
@testable import KitscanCLI
@testable import KitscanGit

/// The review cache on a real repository, through the command.
final class ReviewCacheCommandTests: XCTestCase {
    /// The review on a real repository gives the same output from a damaged cache as from
    /// none, and rewrites the cache as a fresh run would.
    func testADamagedOrOldCacheGivesTheSameReviewAndIsRebuilt() throws {
        let repo = try ReviewCommandTests.makeRepo(self)
        try repo.write("Kit/KitRow.swift", ReviewCommandTests.row.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()"))
        try repo.write("App/Inbox.swift", ReviewCommandTests.inbox + "let inboxTint = Color(red: 1, green: 0, blue: 0)\n")
        try repo.commitAll("bold and a tint")
        func review(_ name: String) -> (String, Data, Data) {
            let run = kitscan(["review", "--head", "HEAD", "--out", name + ".md", "--json", name + ".json"], cwd: repo.root)
            XCTAssertEqual(run.code, 0, run.stderr)
            return (name, (try? repo.read(name + ".md")) ?? Data(), (try? repo.read(name + ".json")) ?? Data())
        }
        let fresh = review("fresh")
        XCTAssertTrue(String(decoding: fresh.1, as: UTF8.self).contains("[Settings.swift:5](App/Settings.swift#L5)"))
        let cachePath = ".kitscan-cache/blobs.tsv"
        let good = String(decoding: try repo.read(cachePath), as: UTF8.self)
        let lines = good.components(separatedBy: "\n")
        let header = lines[0]
        XCTAssertTrue(header.hasPrefix("kitscan-blob-cache\t\(BlobCache.formatVersion)\t"), header)

        /// The lines of `path`'s scans with field `field` replaced by `value`.
        func editing(_ path: String, field: Int, to value: String) -> String {
            var edited = 0
            let text = lines.map { line -> String in
                var fields = line.components(separatedBy: "\t")
                guard fields.count == 9, fields[0] == "s", fields[1] == path else { return line }
                edited += 1
                fields[field] = value
                return fields.joined(separator: "\t")
            }.joined(separator: "\n")
            XCTAssertGreaterThan(edited, 0, path)
            return text
        }
        let damaged: [(String, String)] = [
            ("the old format", good.replacingOccurrences(of: "kitscan-blob-cache\t\(BlobCache.formatVersion)\t",
                                                        with: "kitscan-blob-cache\t\(BlobCache.formatVersion - 1)\t")),
            ("cut short", String(good.prefix(good.utf8.count / 2))),
            // An unchanged caller of the changed row: only its uses are read.
            ("a caller's uses unreadable", editing("App/Settings.swift", field: 6, to: "[[\"KitRow\"]]")),
            ("a caller's uses not JSON", editing("App/Settings.swift", field: 6, to: "[{")),
            // The changed files: read in full at both sides.
            ("a changed file's scan unreadable", editing("App/Inbox.swift", field: 7, to: "[[],[],[]]")),
            ("a kit file's uses unreadable", editing("Kit/KitCard.swift", field: 6, to: "7")),
            // Without the digest this would leave the settings screen out of the callers.
            ("a caller's components edited", editing("App/Settings.swift", field: 5, to: "")),
            ("garbage", header + "\n\u{0}\u{FF}\ns\tgarbage\na\n" + String(repeating: "\t", count: 9) + "\n"),
        ]
        for (what, text) in damaged {
            try repo.write(cachePath, text)
            let again = review("again")
            XCTAssertEqual(again.1, fresh.1, what)
            XCTAssertEqual(again.2, fresh.2, what)
            XCTAssertEqual(String(decoding: try repo.read(cachePath), as: UTF8.self), good, "rebuilt: \(what)")
        }
    }
}

/// Git is started directly when PATH finds it, as `env` would find it.
final class GitExecutableTests: XCTestCase {
    func testTheFirstRunnableGitOnPathAsEnvFindsIt() throws {
        let root = try temporaryFolder(self)
        for folder in ["a", "b", "c/git"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/a/git", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o644]))
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/b/git", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        XCTAssertEqual(Git.executable(onPath: "\(root)/c:\(root)/a:\(root)/b"), root + "/b/git",
                       "a folder named git and a file that cannot run are skipped")
        XCTAssertNil(Git.executable(onPath: "\(root)/a"))
        XCTAssertNil(Git.executable(onPath: "relative:\(root)/b"), "a relative entry first: left to env")
        XCTAssertNil(Git.executable(onPath: ":\(root)/b"), "an empty entry is the current folder: left to env")
        XCTAssertNil(Git.executable(onPath: nil))
        XCTAssertNil(Git.executable(onPath: ""))
    }
}
