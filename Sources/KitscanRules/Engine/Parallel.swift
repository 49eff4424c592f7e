import Dispatch
import Foundation

/// Work spread over every core.
public enum Parallel {
    /// Maps `items` on every core, keeping their order; `progress` is told how many are done.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], progress: (@Sendable (Int, Int) -> Void)? = nil,
                                                     _ body: @Sendable (T) -> R) -> [R] {
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let done = box.store(body(items[index]), at: index)
            progress?(done, items.count)
        }
        return box.values()
    }
}

/// Results written from many threads, each index once.
private final class ResultBox<R>: @unchecked Sendable {
    private var storage: [R?]
    private var done = 0
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ value: R, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
        done += 1
        return done
    }

    func values() -> [R] {
        storage.map { $0! }
    }
}

extension Parallel {
    /// Runs `body` on every item on every core and hands each result to `consume` on the
    /// calling thread in item order, as soon as it and those before it are ready. At most
    /// `window` results wait at once, so memory follows the window, not the item count;
    /// there is no barrier between batches, so no core idles waiting for a batch's slowest item.
    public static func forEachInOrder<T: Sendable, R: Sendable>(_ items: [T], window: Int = 64,
                                                                progress: (@Sendable (Int, Int) -> Void)? = nil,
                                                                _ body: @escaping @Sendable (T) -> R,
                                                                consume: (R) -> Void) {
        guard !items.isEmpty else { return }
        let slots = OrderedSlots<R>(count: items.count, window: max(1, window))
        let workers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                // Items are claimed in order, one at a time: every item below a claimed one
                // is claimed too, so the consumer is never left waiting on an unclaimed item.
                while let index = slots.claim() {
                    let finished = slots.put(body(items[index]), at: index)
                    progress?(finished, items.count)
                }
            }
            done.signal()
        }
        for index in items.indices { consume(slots.take(index)) }
        done.wait()
    }
}

/// The hand-over between `forEachInOrder`'s workers and its consumer.
private final class OrderedSlots<R>: @unchecked Sendable {
    private var storage: [R?]
    private var next = 0
    private var consumed = 0
    private var finished = 0
    private let window: Int
    private let condition = NSCondition()

    init(count: Int, window: Int) {
        storage = Array(repeating: nil, count: count)
        self.window = window
    }

    /// The next item to work on, once fewer than `window` results wait; nil when all are claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < storage.count else { return nil }
        while next >= consumed + window { condition.wait() }
        next += 1
        return next - 1
    }

    func put(_ value: R, at index: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        storage[index] = value
        finished += 1
        condition.broadcast()
        return finished
    }

    func take(_ index: Int) -> R {
        condition.lock()
        defer { condition.unlock() }
        while storage[index] == nil { condition.wait() }
        let value = storage[index]!
        storage[index] = nil
        consumed = index + 1
        condition.broadcast()
        return value
    }
}
