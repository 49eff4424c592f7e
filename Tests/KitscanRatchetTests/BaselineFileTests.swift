import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

final class BaselineFileTests: XCTestCase {
    func testBaselineWriteAndLoad() throws {
        let folder = try temporaryFolder(self)
        let path = folder + "/" + Baseline.defaultFileName
        XCTAssertNil(try Baseline.load(path: path), "no file: no baseline")
        let b = Baseline.from([obs("A.swift", "r", "a"), obs("B.swift", "s", "b")])
        try b.write(to: path)
        XCTAssertEqual(try Baseline.load(path: path), b)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), b.encoded())

        try Data("{\"version\": 1, \"files\": {".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try Baseline.load(path: path)) { error in
            XCTAssertEqual((error as? BaselineError)?.path, path)
        }
        XCTAssertThrowsError(try Baseline.load(path: folder)) { error in
            guard case .unreadable(let why)? = (error as? BaselineError)?.problem else { return XCTFail("\(error)") }
            XCTAssertTrue(why.contains("directory"), why)
        }
    }
}
