import XCTest
import KitscanTestSupport
import KitscanCLI

final class AllocatorTuningTests: XCTestCase {
    /// The settings must really reach glibc's `mallopt` (found at run time, not declared by
    /// the Glibc module): a wrong symbol name or signature would silently cost the speed.
    func testSettingsTakeOnGlibc() throws {
        #if canImport(Glibc)
        XCTAssertTrue(AllocatorTuning.keepFreedMemory())
        // Memory still works after the change: a large block comes and goes.
        let block = [UInt8](repeating: 7, count: 40 << 20)
        XCTAssertEqual(block[block.count - 1], 7)
        #else
        XCTAssertFalse(AllocatorTuning.keepFreedMemory())
        #endif
    }
}
