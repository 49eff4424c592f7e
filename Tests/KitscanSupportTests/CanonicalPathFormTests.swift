import Foundation
import XCTest
import KitscanTestSupport
import KitscanSupport

/// `FileSystem.canonicalPath`: links first, then `..`, as the system opens a path; the part
/// not yet on disk kept as written after its deepest existing folder.
final class CanonicalPathFormTests: XCTestCase {
    func testLinksThenDotDotAndAMissingTail() throws {
        let top = try XCTUnwrap(FileSystem.realPath(try temporaryFolder(self)))
        try FileManager.default.createDirectory(atPath: top + "/a/b/c", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: top + "/link", withDestinationPath: top + "/a/b/c")
        let canonical = FileSystem.canonicalPath
        XCTAssertEqual(canonical(top + "/link"), top + "/a/b/c")
        XCTAssertEqual(canonical(top + "/link/"), top + "/a/b/c")
        XCTAssertEqual(canonical(top + "/link/.."), top + "/a/b", "the link's target's parent, not the folder holding the link")
        XCTAssertEqual(canonical(top + "/link/./../.."), top + "/a")
        XCTAssertEqual(canonical(top + "/link/../new/file.md"), top + "/a/b/new/file.md")
        XCTAssertEqual(canonical(top + "/link/../new/../c"), top + "/a/b/c")
        XCTAssertEqual(canonical(top + "//a//b/"), top + "/a/b")
        XCTAssertEqual(canonical("/"), "/")
        XCTAssertEqual(canonical("/no-such-folder-here/x/.."), "/no-such-folder-here")
    }
}
