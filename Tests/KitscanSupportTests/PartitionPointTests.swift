import XCTest
import KitscanSupport

final class PartitionPointTests: XCTestCase {
    /// Against a linear scan: every split of every length up to 9, and the empty range.
    func testFirstIsWhereTheConditionStopsHolding() {
        for count in 0...9 {
            for split in 0...count {
                var probes = 0
                let found = PartitionPoint.first(count) { i in
                    probes += 1
                    XCTAssertTrue(i >= 0 && i < count, "probed \(i) outside 0..<\(count)")
                    return i < split
                }
                XCTAssertEqual(found, split, "count \(count), split \(split)")
                XCTAssertLessThanOrEqual(probes, count.bitWidth - count.leadingZeroBitCount, "a binary search, not a scan")
            }
        }
    }

    func testSortedKeysGiveTheirLowerBound() {
        let keys = [1, 3, 3, 3, 8, 13]
        XCTAssertEqual(PartitionPoint.first(keys.count) { keys[$0] < 3 }, 1)
        XCTAssertEqual(PartitionPoint.first(keys.count) { keys[$0] < 4 }, 4)
        XCTAssertEqual(PartitionPoint.first(keys.count) { keys[$0] < 0 }, 0)
        XCTAssertEqual(PartitionPoint.first(keys.count) { keys[$0] < 99 }, keys.count)
    }
}
