import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanSupport

final class ParallelTests: XCTestCase {
    /// The shares cover every item once, in order, none empty, at most one per core.
    func testSharesCoverEveryItemOnce() {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for count in [0, 1, 2, 3, 7, 100] {
            let shares = Parallel.shares(count)
            XCTAssertEqual(shares.flatMap { Array($0) }, Array(0..<count), "\(count)")
            XCTAssertEqual(shares.count, min(count, cores), "\(count)")
            XCTAssertFalse(shares.contains { $0.isEmpty }, "\(count)")
        }
    }

    /// Items of uneven cost finish out of order; the consumer still sees them in order, on
    /// the calling thread, with no more than the window (plus one per worker) waiting.
    func testForEachInOrderKeepsOrderAndBoundsTheWindow() {
        let caller = pthread_self()
        for window in [1, 3, 64] {
            let items = Array(0..<400)
            let ahead = Counter()
            var seen: [Int] = []
            var wrongThread = false
            Parallel.forEachInOrder(items, window: window, { (item: Int) -> Int in
                usleep(UInt32((item * 7919) % 5) * 100)
                ahead.add(1)
                return item
            }) { value in
                if pthread_equal(pthread_self(), caller) == 0 { wrongThread = true }
                seen.append(value)
                ahead.add(-1)
            }
            XCTAssertEqual(seen, items, "window \(window)")
            XCTAssertFalse(wrongThread)
            XCTAssertLessThanOrEqual(ahead.peak, window + ProcessInfo.processInfo.activeProcessorCount, "window \(window)")
        }
    }

    func testForEachInOrderWithNoItemOrOne() {
        var seen: [String] = []
        Parallel.forEachInOrder([String](), { $0 }) { seen.append($0) }
        XCTAssertEqual(seen, [])
        Parallel.forEachInOrder(["a"], { $0 + "!" }) { seen.append($0) }
        XCTAssertEqual(seen, ["a!"])
    }

    func testForEachInOrderReportsProgressUpToTheTotal() {
        let counter = Counter()
        Parallel.forEachInOrder(Array(0..<50), progress: { done, total in
            XCTAssertEqual(total, 50)
            counter.max(done)
        }, { $0 }) { _ in }
        XCTAssertEqual(counter.peak, 50)
    }
}

/// A counter shared by threads, with the largest value it reached.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private(set) var peak = 0

    func add(_ delta: Int) {
        lock.lock()
        value += delta
        peak = Swift.max(peak, value)
        lock.unlock()
    }

    func max(_ candidate: Int) {
        lock.lock()
        peak = Swift.max(peak, candidate)
        lock.unlock()
    }
}
