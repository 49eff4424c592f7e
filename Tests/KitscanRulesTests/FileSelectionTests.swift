import KitscanSupport
import XCTest
@testable import KitscanRules

/// One home for "which files are scanned": the walker on disk and `FileSelection.contains`
/// for paths from git decide alike.
final class FileSelectionTests: XCTestCase {
    func testWalkerAndPathsFromGitAgree() throws {
        let tree = try FilesTestTree()
        let paths = ["App/A.swift", "App/B.swift.orig", "App/.hidden/C.swift", ".build/debug/D.swift",
                     "Generated/E.swift", "Kit/F.swift", "Kit/Tests/G.swift", "H.swift", "notes.md", "App/swift"]
        for path in paths { try tree.write(path) }
        let config = Config(include: ["**/*.swift"], exclude: ["Generated/**", "**/Tests/**"])
        let walked = Set(FileWalker(root: tree.path, config: config).walk().files)
        let selection = FileSelection(config: config)
        for path in paths {
            XCTAssertEqual(selection.contains(path), walked.contains(path), path)
        }
        XCTAssertEqual(walked, ["App/A.swift", "Kit/F.swift", "H.swift"])
    }

    func testIncludeLimitsBoth() throws {
        let selection = FileSelection(config: Config(include: ["App/**/*.swift"]))
        XCTAssertTrue(selection.contains("App/Mail/A.swift"))
        XCTAssertFalse(selection.contains("Kit/A.swift"))
        XCTAssertFalse(selection.contains("App/.git/A.swift"))
    }

    func testBinaryIsANulInTheFirst8KiB() {
        XCTAssertTrue(FileSelection.isBinary([0x41, 0x00]))
        XCTAssertFalse(FileSelection.isBinary(Array(repeating: 0x41, count: 8192) + [0]))
    }
}
