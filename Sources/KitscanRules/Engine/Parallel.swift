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
