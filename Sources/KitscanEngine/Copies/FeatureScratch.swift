/// The features of the shape being read: unique, in the order first read, each with how
/// often it occurs (a modifier's count is its number). An open-addressing table over memory
/// the extractor owns and reuses for every shape of a file, so the loops that read every call
/// and token of a body make no array copies, uniqueness checks or sorts. One extractor, one
/// scratch, one thread. Its probing is `FeatureTable`'s, over memory of its own.
final class FeatureScratch {
    private var keys: UnsafeMutablePointer<CopyFeature>
    private var counts: UnsafeMutablePointer<Int32>
    /// The unique features in the order read, and the slot of each (to empty the table).
    private var order: UnsafeMutablePointer<CopyFeature>
    private var slots: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private var shift: UInt64
    private(set) var count = 0
    /// Per call of the body being read: its class (0: neither a view nor a modifier).
    private(set) var classes: UnsafeMutablePointer<CopyFeature>
    private var classCapacity = 64

    init() {
        capacity = 1024
        shift = 64 - 10
        (keys, counts, order, slots) = Self.allocate(capacity)
        classes = .allocate(capacity: classCapacity)
    }

    /// An empty table of `capacity` slots, and room for the half of them it may fill.
    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<CopyFeature>, UnsafeMutablePointer<Int32>,
                                                      UnsafeMutablePointer<CopyFeature>, UnsafeMutablePointer<Int32>) {
        let keys = UnsafeMutablePointer<CopyFeature>.allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        let counts = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        counts.initialize(repeating: 0, count: capacity)
        return (keys, counts, .allocate(capacity: capacity / 2), .allocate(capacity: capacity / 2))
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
        order.deallocate()
        slots.deallocate()
        classes.deallocate()
    }

    /// Notes one occurrence of `feature` (never 0): how many so far, this one included.
    @inline(__always) @discardableResult
    func add(_ feature: CopyFeature) -> Int32 {
        // Half full at most, so a probe always ends at an empty slot.
        if 2 * (count + 1) > capacity { grow() }
        let mask = capacity - 1
        var i = FeatureTable.home(feature, shift)
        while true {
            let key = keys[i]
            if key == feature {
                counts[i] += 1
                return counts[i]
            }
            if key == 0 { break }
            i = (i + 1) & mask
        }
        keys[i] = feature
        counts[i] = 1
        order[count] = feature
        slots[count] = Int32(i)
        count += 1
        return 1
    }

    /// The features read since the last `take`, and the table empty for the next shape.
    func take() -> [CopyFeature] {
        let features = Array(UnsafeBufferPointer(start: order, count: count))
        for j in 0..<count {
            let s = Int(slots[j])
            keys[s] = 0
            counts[s] = 0
        }
        count = 0
        return features
    }

    /// Room for the classes of `n` calls, all 0.
    func clearClasses(_ n: Int) {
        if n > classCapacity {
            classes.deallocate()
            classCapacity = max(n, 2 * classCapacity)
            classes = .allocate(capacity: classCapacity)
        }
        classes.initialize(repeating: 0, count: n)
    }

    private func grow() {
        let oldKeys = keys, oldCounts = counts, n = count
        let oldOrder = order, oldSlots = slots
        capacity *= 2
        shift -= 1
        (keys, counts, order, slots) = Self.allocate(capacity)
        let mask = capacity - 1
        for j in 0..<n {
            let feature = oldOrder[j]
            var i = FeatureTable.home(feature, shift)
            while keys[i] != 0 { i = (i + 1) & mask }
            keys[i] = feature
            counts[i] = oldCounts[Int(oldSlots[j])]
            order[j] = feature
            slots[j] = Int32(i)
        }
        oldKeys.deallocate()
        oldCounts.deallocate()
        oldOrder.deallocate()
        oldSlots.deallocate()
    }
}
