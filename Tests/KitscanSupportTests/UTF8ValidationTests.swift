import XCTest
import KitscanTestSupport
import KitscanSupport

final class UTF8ValidationTests: XCTestCase {
    private func assertAgrees(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(UTF8Scalar.isValid(bytes), String(validating: bytes, as: UTF8.self) != nil,
                       "\(bytes.map { String($0, radix: 16) })", file: file, line: line)
    }

    func testEdgesOfEveryRange() {
        let cases: [[UInt8]] = [
            [], Array("plain ASCII, longer than eight bytes".utf8), Array("é ü — ✓ 🙂".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xC2], [0xC2, 0x41],
            [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xBF, 0x41], [0xE2, 0x82], [0xF0, 0x9F, 0x99],
            Array("12345678".utf8) + [0xC3], Array("1234567".utf8) + [0xC3, 0xA9] + Array("1234567".utf8),
        ]
        for bytes in cases { assertAgrees(bytes) }
        XCTAssertFalse(UTF8Scalar.isValid([0xED, 0xA0, 0x80]))
        XCTAssertTrue(UTF8Scalar.isValid(Array("🙂".utf8)))
    }

    /// Random bytes, mostly ASCII with invalid and multi-byte bytes at every offset of the
    /// eight-byte step.
    func testAgreesWithTheStandardLibraryOnRandomBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        let pool: [UInt8] = [0x41, 0x20, 0x0A, 0x80, 0xBF, 0xC2, 0xC3, 0xA9, 0xE0, 0xED, 0xA0, 0xF0, 0x90, 0xF4, 0xFF]
        for _ in 0..<3000 {
            let length = Int(next() % 40)
            let bytes = (0..<length).map { _ in next() % 4 == 0 ? pool[Int(next() % UInt64(pool.count))] : UInt8(next() % 128) }
            assertAgrees(bytes)
        }
    }
}
