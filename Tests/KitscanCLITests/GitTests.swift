import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanCLI
@testable import KitscanGit

/// Reading git's output: name-status with renames, cat-file batches, and a real repository.
final class GitTests: XCTestCase {
    func testNameStatusParsesRenamesDeletionsAndOddNames() {
        let raw = "M\0App/A.swift\0R087\0Old Name.swift\0New,Name.swift\0D\0Gone.swift\0A\0é.swift\0"
        let changes = Git.parseNameStatus(Array(raw.utf8))
        XCTAssertEqual(changes, [
            GitChange(kind: .modified, path: "App/A.swift", oldPath: nil),
            GitChange(kind: .renamed, path: "New,Name.swift", oldPath: "Old Name.swift"),
            GitChange(kind: .deleted, path: "Gone.swift", oldPath: nil),
            GitChange(kind: .added, path: "é.swift", oldPath: nil),
        ])
        XCTAssertEqual(Git.parseNameStatus([]), [])
    }

    func testBatchParsingKeepsBytesAndSkipsMissing() throws {
        let blob: [UInt8] = Array("a\nb\n".utf8) + [0xFF]
        var out = Array("abc blob \(blob.count)\n".utf8) + blob + [10]
        out += Array(":nope missing\n".utf8)
        out += Array("def blob 0\n\n".utf8)
        let parsed = try Git.parseBatch(out, specs: [":a", ":nope", ":empty"])
        XCTAssertEqual(parsed, [":a": blob, ":empty": []])
        XCTAssertThrowsError(try Git.parseBatch(Array("abc blob 99\nshort\n".utf8), specs: [":a"]))
    }

    func testRealRepositoryStagedRenamesAndBlobs() throws {
        let repo = try GitTestRepo(self)
        try repo.write("Sub/A.swift", "let a = 1\nlet b = 2\nlet c = 3\nlet d = 4\n")
        try repo.commitAll()
        try repo.git("mv", "Sub/A.swift", "Sub/B.swift")
        try repo.write("Sub/B.swift", "staged\nlet b = 2\nlet c = 3\nlet d = 4\n")
        try repo.git("add", "-A")
        try repo.write("Sub/B.swift", "working tree\n")

        let git = try XCTUnwrap(Git.open(at: repo.root + "/Sub"))
        XCTAssertEqual(FileSystem.canonicalPath(git.topLevel), FileSystem.canonicalPath(repo.root))
        let staged = try git.changes(from: nil, staged: true)
        XCTAssertEqual(staged, [GitChange(kind: .renamed, path: "Sub/B.swift", oldPath: "Sub/A.swift")])
        let blobs = try git.blobs([":Sub/B.swift", "HEAD:Sub/A.swift", ":Sub/missing.swift"])
        XCTAssertEqual(blobs[":Sub/B.swift"].map { String(decoding: $0, as: UTF8.self) }, "staged\nlet b = 2\nlet c = 3\nlet d = 4\n")
        XCTAssertEqual(blobs["HEAD:Sub/A.swift"].map { String(decoding: $0, as: UTF8.self) }, "let a = 1\nlet b = 2\nlet c = 3\nlet d = 4\n")
        XCTAssertNil(blobs[":Sub/missing.swift"])
        XCTAssertNil(git.resolve("no-such-branch"))
        XCTAssertThrowsError(try git.mergeBase("no-such-branch"))
    }

    func testUnbornBranchStagedFilesAreAdded() throws {
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", "let a = 1\n")
        try repo.git("add", "A.swift")
        let git = try XCTUnwrap(Git.open(at: repo.root))
        XCTAssertEqual(try git.changes(from: nil, staged: true), [GitChange(kind: .added, path: "A.swift", oldPath: nil)])
        XCTAssertNil(git.lastCommit(touching: "kitscan-baseline.json"))
    }

    /// Git launched from many threads at once (as a review reads both sides of a change):
    /// each call gets its own answer, and no launch crashes another.
    func testGitLaunchedFromManyThreadsAtOnce() throws {
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", "let a = 1\n")
        try repo.commitAll()
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let answer = try? Git.execute(["rev-parse", "--verify", "HEAD~\(i % 2)"], in: repo.root)
            answers.record(i, answer.map { ($0.status, $0.output.isEmpty) })
        }
        for i in 0..<64 {
            let answer = try XCTUnwrap(answers.get(i), "call \(i) could not start git")
            // HEAD~0 is the commit; HEAD~1 does not exist in a repository of one commit.
            XCTAssertEqual(answer.status == 0, i % 2 == 0, "call \(i)")
            XCTAssertEqual(answer.empty, i % 2 == 1, "call \(i)")
        }
    }

    /// Results written from several threads.
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: (status: Int32, empty: Bool)] = [:]
        func record(_ i: Int, _ value: (Int32, Bool)?) { lock.withLock { values[i] = value } }
        func get(_ i: Int) -> (status: Int32, empty: Bool)? { lock.withLock { values[i] } }
    }

    func testOutsideARepositoryThereIsNoGit() throws {
        let folder = try temporaryFolder(self)
        XCTAssertNil(Git.open(at: folder))
    }
}
