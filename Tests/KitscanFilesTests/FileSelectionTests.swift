import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanFiles

/// One home for "which files are scanned": the walker on disk and `FileSelection.contains`
/// for paths from git decide alike.
final class FileSelectionTests: XCTestCase {
    func testWalkerAndPathsFromGitAgree() throws {
        let tree = try FilesTestTree()
        let paths = ["App/A.swift", "App/B.swift.orig", "App/.hidden/C.swift", ".build/debug/D.swift",
                     "Generated/E.swift", "Kit/F.swift", "Kit/Tests/G.swift", "H.swift", "notes.md", "App/swift"]
        for path in paths { try tree.write(path) }
        let include = [Glob("**/*.swift")], exclude = [Glob("Generated/**"), Glob("**/Tests/**")]
        let walked = Set(FileWalker(root: tree.path, include: include, exclude: exclude).walk().files)
        let selection = FileSelection(include: include, exclude: exclude)
        for path in paths {
            XCTAssertEqual(selection.contains(path), walked.contains(path), path)
        }
        XCTAssertEqual(walked, ["App/A.swift", "Kit/F.swift", "H.swift"])
    }

    func testIncludeLimitsBoth() throws {
        let selection = FileSelection(include: [Glob("App/**/*.swift")])
        XCTAssertTrue(selection.contains("App/Mail/A.swift"))
        XCTAssertFalse(selection.contains("Kit/A.swift"))
        XCTAssertFalse(selection.contains("App/.git/A.swift"))
    }

    func testBinaryIsANulInTheFirst8KiB() {
        XCTAssertTrue(FileSelection.isBinary([0x41, 0x00]))
        XCTAssertFalse(FileSelection.isBinary(Array(repeating: 0x41, count: 8192) + [0]))
    }
}
