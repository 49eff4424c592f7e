import Foundation
import XCTest
import KitscanEngine
import KitscanReview
import KitscanTestSupport
@testable import KitscanCLI
import KitscanHistory
@testable import KitscanGit

/// A line's snapshots, followed from the first tree through one `git log --raw`, are the
/// trees git lists at each sampled commit: files added, changed, removed, renamed, outside
/// the scanned folder or not Swift, a merge on the line.
final class LineSnapshotTests: XCTestCase {
    func testEverySnapshotIsTheTreeOfItsCommit() throws {
        let repo = try GitTestRepo(self)
        // Two commits as data (path: text); a file outside `App/` and one that is not Swift change too.
        let steps: [(String, KeyValuePairs<String, String>)] = [
            ("one", ["App/kitscan.json": "{}\n", "App/A.swift": "struct A {}\n", "App/B.swift": "struct B {}\n",
                     "Other/C.swift": "struct C {}\n"]),
            ("two", ["App/A.swift": "struct A { var x = 1 }\n", "App/notes.md": "not Swift\n", "Other/C.swift": "struct C { var y = 2 }\n"]),
        ]
        for (message, files) in steps {
            for (path, text) in files { try repo.write(path, text) }
            try repo.commitAll(message)
        }
        try repo.git("mv", "App/B.swift", "App/Renamed.swift")
        try repo.remove("App/A.swift")
        try repo.commitAll("three")
        try repo.git("checkout", "-q", "-b", "side")
        try repo.write("App/Side.swift", "struct Side {}\n")
        try repo.commitAll("side")
        try repo.git("checkout", "-q", "-")
        try repo.write("App/A.swift", "struct A {}\n")
        try repo.commitAll("four")
        try repo.git("merge", "-q", "--no-ff", "-m", "merge side", "side")

        let app = repo.root + "/App"
        let workspace = try Workspace.open(start: app)
        let git = try XCTUnwrap(Git.open(at: app))
        let reader = RevisionScanner(workspace: workspace, repository: git, prefix: try git.prefix(of: app))
        let commits = try git.commits(since: nil)
        XCTAssertEqual(commits.count, 5, "first-parent: the side branch's commit is not on the line")
        let sampled = Set([commits[0], commits[2], commits[3], commits[4]].map(\.hash))
        let snapshots = try LineSnapshot.read(commits, sampled: sampled, repository: git, reader: reader)
        XCTAssertEqual(snapshots.map(\.commit.hash), commits.map(\.hash).filter(sampled.contains))
        var previous: [String: String]?
        for snapshot in snapshots {
            let tree = try reader.files(at: snapshot.commit.hash)
            XCTAssertEqual(snapshot.files, tree, snapshot.commit.short)
            if let previous {
                let changed = Set(tree.keys).union(previous.keys).filter { tree[$0] != previous[$0] }
                XCTAssertEqual(snapshot.changed, changed, snapshot.commit.short)
            } else {
                XCTAssertNil(snapshot.changed)
            }
            previous = tree
        }
        XCTAssertEqual(Set(snapshots.last!.files.keys), ["A.swift", "Renamed.swift", "Side.swift"])
    }

    /// `--since` a date starts the line at the first commit on or after it and keeps every
    /// commit after, also one whose committer's clock ran behind: a line with a gap would
    /// skip what that commit changed in every later point.
    func testALineSinceADateHasNoGap() throws {
        let repo = try GitTestRepo(self)
        for (n, date) in ["2026-01-05", "2026-01-07", "2026-01-03", "2026-01-09"].enumerated() {
            try repo.write("App/F\(n).swift", "struct F\(n) {}\n")
            setenv("GIT_COMMITTER_DATE", date + "T12:00:00Z", 1)
            defer { unsetenv("GIT_COMMITTER_DATE") }
            try repo.commitAll("at \(date)")
        }
        let git = try XCTUnwrap(Git.open(at: repo.root))
        let all = try git.commits(since: nil)
        XCTAssertEqual(try git.commits(since: "2026-01-06").map(\.hash), Array(all.dropFirst()).map(\.hash))
        XCTAssertEqual(try git.commits(since: "2026-01-08").map(\.hash), [all[3].hash])
        XCTAssertEqual(try git.commits(since: "2026-02-01").map(\.hash), [])
    }
}
