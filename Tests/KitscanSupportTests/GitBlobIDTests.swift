import XCTest
import KitscanSupport

/// The blob cache's content key is git's own blob id: the same bytes give what
/// `git hash-object` prints (values taken from git), padding across a block boundary included.
final class GitBlobIDTests: XCTestCase {
    func testTheIdsGitGives() {
        XCTAssertEqual(GitBlobID.of([]), "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        XCTAssertEqual(GitBlobID.of(Array("hello\n".utf8)), "ce013625030ba8dba906f756967f9e9ca394464a")
        // `blob 55\0` and 55 bytes: 63 bytes, so the length goes in a second block.
        XCTAssertEqual(GitBlobID.of([UInt8](repeating: UInt8(ascii: "a"), count: 55)), "d1985ddc2983785702b9a90effd5aff2f7cfdca4")
        XCTAssertEqual(GitBlobID.of((0..<1000).map { UInt8(($0 * 7 + 3) % 256) }), "91475c4915324f928254bb924272e5b930262344")
    }
}
