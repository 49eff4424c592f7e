import XCTest
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// Numeric literals as `small-font` and pattern conditions read them.
final class ConstantEvaluatorTests: XCTestCase {
    private func value(_ literal: String) -> Double? {
        let tree = Parser.parse(source: literal)
        return ConstantEvaluator.literalValue(tree.file, tree.tokens[0])
    }

    func testHexFloats() {
        XCTAssertEqual(value("0x1.8p3"), 12)
        XCTAssertEqual(value("0x1p-2"), 0.25)
        XCTAssertEqual(value("0xA_0p0"), 160)
    }

    /// Found by fuzz-pattern (a timeout in CI): the binary exponent was applied one doubling
    /// at a time, so `0x1.8p32222222222` looped 32 billion times.
    func testHugeBinaryExponentsAreImmediate() {
        let start = Date()
        XCTAssertEqual(value("0x1.8p32222222222"), .infinity)
        XCTAssertEqual(value("0x1p-32222222222"), 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }
}
