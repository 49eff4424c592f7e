import Foundation
import XCTest
import KitscanTestSupport
import KitscanReport

/// The one unified-diff writer: its hunks read as `diff -u` writes them, and `git apply`
/// turns the old text into the new one, whatever the edits.
final class UnifiedDiffTests: XCTestCase {
    func testOneChangedLineWithThreeLinesOfContext() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n", new = "a\nb\nc\nd\nE\nf\ng\nh\n"
        XCTAssertEqual(UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), path: "A.swift"), """
        diff --git a/A.swift b/A.swift
        --- a/A.swift
        +++ b/A.swift
        @@ -2,7 +2,7 @@
         b
         c
         d
        -e
        +E
         f
         g
         h

        """)
        XCTAssertEqual(UnifiedDiff.render(old: Array(old.utf8), new: Array(old.utf8), path: "A.swift"), "")
    }

    func testAMissingNewlineAtTheEndIsMarked() {
        let diff = UnifiedDiff.render(old: Array("a\nb".utf8), new: Array("a\nc".utf8), path: "A.swift")
        XCTAssertTrue(diff.hasSuffix("@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"), diff)
    }

    func testGitApplyTurnsOldIntoNew() throws {
        var cases: [(String, String)] = [
            ("import SwiftUI\nlet a = 1\n", "import SwiftUI\nimport Kit\nlet a = 1\n"),
            ("let a = 1\n", "import Kit\n\nlet a = 1\n"),
            ("a\nb", "a\nb\n"),
            ("a\nb\n", "a\nb"),
            ("", "let a = 1\n"),
            ("x\r\ny\r\nz\r\n", "x\r\nY\r\nz\r\n"),
            ((1...40).map { "line \($0)\n" }.joined(),
             (1...40).map { $0 == 3 || $0 == 35 ? "changed \($0)\n" : "line \($0)\n" }.joined()),
            ((1...12).map { "line \($0)\n" }.joined(),
             (1...12).map { $0 == 4 || $0 == 9 ? "changed \($0)\n" : "line \($0)\n" }.joined()),
        ]
        // And random line edits, the same every run.
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        for _ in 0..<40 {
            let old = (0..<(5 + next(60))).map { _ in "l\(next(8))" }
            var new = old
            for _ in 0..<(1 + next(6)) {
                switch next(3) {
                case 0 where !new.isEmpty: new.remove(at: next(new.count))
                case 1: new.insert("n\(next(8))", at: next(new.count + 1))
                default: if !new.isEmpty { new[next(new.count)] = "c\(next(8))" }
                }
            }
            cases.append((old.map { $0 + "\n" }.joined(), new.map { $0 + "\n" }.joined()))
        }
        let git = try XCTUnwrap(onPath("git"), "git is needed to check that the diff applies")
        let folder = try temporaryFolder(self)
        for (index, (old, new)) in cases.enumerated() {
            let file = folder + "/A.swift"
            try Data(old.utf8).write(to: URL(fileURLWithPath: file))
            let diff = UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), path: "A.swift")
            try Data(diff.utf8).write(to: URL(fileURLWithPath: folder + "/p.diff"))
            let (status, output) = try runProcess(git, ["apply", "--whitespace=nowarn", "p.diff"], cwd: folder)
            XCTAssertEqual(status, 0, "case \(index): \(output)\n\(diff)")
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), new, "case \(index):\n\(diff)")
        }
    }
}
