import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanEngine

/// Where a scan's files come from: bytes in memory, the index over the working tree.
final class FileSourceTests: XCTestCase {
    func testAMemorySourceListsItsFilesAndSaysWhichItLacks() {
        let source = MemorySource(["B.swift": [1], "A.swift": [2]])
        XCTAssertEqual(source.paths, ["A.swift", "B.swift"])
        XCTAssertEqual(try source.bytes("B.swift").get(), [1])
        XCTAssertEqual(source.bytes("C.swift"), .failure(.notFound(path: "C.swift")))
        XCTAssertNil(source.contentID("A.swift"))
    }

    func testTheStagedBytesAreReadBeforeTheFolders() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "A.swift", [1])
        try writeFile(root, "B.swift", [2])
        let source = StagedSource(bytes: ["A.swift": [9]], folder: FolderSource(root: root))
        XCTAssertEqual(try source.bytes("A.swift").get(), [9])
        XCTAssertEqual(try source.bytes("B.swift").get(), [2], "a file the index does not hold is the working tree's")
        XCTAssertNil(source.paths, "the staged files are the ratchet's choice")
    }
}
