import KitscanSupport
import XCTest

/// The cache files' digest is FNV-1a 64 with a terminator per part: its values are part of
/// the cache format (a changed value makes every cached scan a miss), so they are pinned here.
final class CacheDigestTests: XCTestCase {
    func testKnownValues() {
        XCTAssertEqual(CacheDigest.of([[UInt8]]()), "cbf29ce484222325")
        XCTAssertEqual(CacheDigest.of([[UInt8]()]), "af63bd4c8601b7df")
        XCTAssertEqual(CacheDigest.of([Array("ab".utf8), Array("c".utf8)]), "ad22872f536e4705")
        XCTAssertEqual(CacheDigest.of([Array("a".utf8), Array("bc".utf8)]), "401801fc84f3ca79")
    }

    func testSlicesDigestAsTheirBytes() {
        let line = Array("x\tab\tc\ty".utf8)
        let slices = [line[2..<4], line[5..<6]]
        XCTAssertEqual(CacheDigest.of(slices), CacheDigest.of([Array("ab".utf8), Array("c".utf8)]))
    }
}
