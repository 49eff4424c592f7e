import Dispatch
import Foundation

/// Work spread over every core.
package enum Parallel {
    /// `0..<count` in one contiguous share per core (fewer when there are fewer items), for
    /// work that each core does into a result of its own, the results then joined.
    package static func shares(_ count: Int) -> [Range<Int>] {
        let n = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        guard n > 0 else { return [] }
        return (0..<n).map { k in (count * k / n)..<(count * (k + 1) / n) }
    }

    /// Maps `items` on every core, keeping their order; `progress` is told how many are done.
    package static func map<T: Sendable, R: Sendable>(_ items: [T], progress: (@Sendable (Int, Int) -> Void)? = nil,
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
    ///
    /// The calling thread is one of the workers: between results it scans an item itself
    /// and sleeps only when the window is full. A consumer that only waited would be one
    /// thread more than there are cores, woken after every item, preempting a worker each
    /// time (measured: a third more CPU time for a whole scan on 2 cores).
    package static func forEachInOrder<T: Sendable, R: Sendable>(_ items: [T], window: Int = 64,
                                                                progress: (@Sendable (Int, Int) -> Void)? = nil,
                                                                _ body: @escaping @Sendable (T) -> R,
                                                                consume: (R) -> Void) {
        guard !items.isEmpty else { return }
        let slots = OrderedSlots<R>(count: items.count, window: max(1, window))
        let helpers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount)) - 1
        let group = DispatchGroup()
        let work: @Sendable (Int) -> Void = { index in
            let finished = slots.put(body(items[index]), at: index)
            progress?(finished, items.count)
        }
        for _ in 0..<helpers {
            DispatchQueue.global().async(group: group) {
                // Items are claimed in order, one at a time: every item below a claimed one
                // is claimed too, so the consumer is never left waiting on an unclaimed item.
                while let index = slots.claim(wait: true) { work(index) }
            }
        }
        for index in items.indices {
            while true {
                if let value = slots.take(index, wait: false) {
                    consume(value)
                    break
                }
                // Not ready: work on the next item if there is room, else wait for this one
                // (then it is claimed: every item below a claimed one is).
                if let claimed = slots.claim(wait: false) {
                    work(claimed)
                } else {
                    consume(slots.take(index, wait: true)!)
                    break
                }
            }
        }
        group.wait()
    }
}

/// The hand-over between `forEachInOrder`'s workers and its consumer. Each side is woken
/// only when it waits and what it waits for has happened.
private final class OrderedSlots<R>: @unchecked Sendable {
    private var storage: [R?]
    private var next = 0
    private var consumed = 0
    private var finished = 0
    private let window: Int
    /// The item the consumer sleeps on, or -1.
    private var awaited = -1
    /// Workers asleep until the window has room.
    private var blocked = 0
    private let condition = NSCondition()

    init(count: Int, window: Int) {
        storage = Array(repeating: nil, count: count)
        self.window = window
    }

    /// The next item to work on; nil when all are claimed, or (without `wait`) when
    /// `window` results already wait.
    func claim(wait: Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < storage.count && next >= consumed + window {
            guard wait else { return nil }
            blocked += 1
            condition.wait()
            blocked -= 1
        }
        guard next < storage.count else { return nil }
        next += 1
        return next - 1
    }

    func put(_ value: R, at index: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        storage[index] = value
        finished += 1
        if index == awaited { condition.broadcast() }
        return finished
    }

    /// The result of `index` (the next to consume), or nil without `wait` when not ready.
    func take(_ index: Int, wait: Bool) -> R? {
        condition.lock()
        defer { condition.unlock() }
        while storage[index] == nil {
            guard wait else { return nil }
            awaited = index
            condition.wait()
        }
        awaited = -1
        let value = storage[index]!
        storage[index] = nil
        consumed = index + 1
        if blocked > 0 { condition.broadcast() }
        return value
    }
}
