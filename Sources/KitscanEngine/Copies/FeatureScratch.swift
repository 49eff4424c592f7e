/// The memory an extractor reads a file's shapes into, owned once and reused for every shape
/// of the file, so the loops that read every call and token of a body make no array copies,
/// uniqueness checks or sorts: the shape's features with their counts, its views, modifiers,
/// uses and valued tokens in order, and the features noted for labels. One extractor, one
/// scratch, one thread.
final class FeatureScratch {
    /// The features of the shape being read.
    private let features = CountingTable(capacity: 1024)
    /// The features noted for labels in the file (never emptied).
    private let noted = CountingTable(capacity: 256)
    let views = ScratchList<CopyFeature>()
    let modifiers = ScratchList<CopyFeature>()
    let uses = ScratchList<CopyFeature>()
    let valued = ScratchList<CopyFeature>()
    /// Where each noted feature's text is, in the order noted.
    let named = ScratchList<NamedFeature>()
    /// Per call of the body being read: its class (0: neither a view nor a modifier).
    private(set) var classes: UnsafeMutablePointer<CopyFeature>
    private var classCapacity = 64

    init() {
        classes = .allocate(capacity: classCapacity)
    }

    deinit {
        classes.deallocate()
    }

    /// Notes one occurrence of `feature` (never 0) in the shape: how many so far, this one included.
    @inline(__always) @discardableResult
    func add(_ feature: CopyFeature) -> Int32 { features.add(feature) }

    /// The shape's features read since the last `take`, unique and in the order first read;
    /// the table empty for the next shape.
    func take() -> [CopyFeature] { features.take() }

    /// Whether `feature` (never 0) is noted for the first time in the file.
    @inline(__always) func note(_ feature: CopyFeature) -> Bool { noted.add(feature) == 1 }

    /// Room for the classes of `n` calls, all 0.
    func clearClasses(_ n: Int) {
        if n > classCapacity {
            classes.deallocate()
            classCapacity = max(n, 2 * classCapacity)
            classes = .allocate(capacity: classCapacity)
        }
        classes.initialize(repeating: 0, count: n)
    }
}

/// Where a feature's text is: a token, or two for `Type.member`; `dot` when it is written
/// after a `.` (`.padding`).
struct NamedFeature: BitwiseCopyable {
    var feature: CopyFeature
    var token: Int32
    var member: Int32
    var dot: Bool
}

/// Features with how often each occurs, unique and in the order first read: open addressing
/// (`FeatureTable`'s probing) over memory of its own, emptied in the time it was filled. A
/// class whose state only its own methods change, as `ScratchList`.
final class CountingTable {
    private var keys: UnsafeMutablePointer<CopyFeature>
    private var counts: UnsafeMutablePointer<Int32>
    /// The unique features in the order read, and the slot of each (to empty the table).
    private var order: UnsafeMutablePointer<CopyFeature>
    private var slots: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private var shift: UInt64
    private(set) var count = 0

    /// A table of `capacity` slots (a power of two).
    init(capacity: Int) {
        self.capacity = capacity
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        (keys, counts, order, slots) = Self.allocate(capacity)
    }

    /// An empty table of `capacity` slots, and room for the half of them it may fill.
    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<CopyFeature>, UnsafeMutablePointer<Int32>,
                                                      UnsafeMutablePointer<CopyFeature>, UnsafeMutablePointer<Int32>) {
        // Zeroed as bytes (one `memset`), not slot by slot: a table is made for every file with a view.
        let keys = UnsafeMutablePointer<CopyFeature>.allocate(capacity: capacity)
        UnsafeMutableRawPointer(keys).initializeMemory(as: UInt8.self, repeating: 0, count: capacity * MemoryLayout<CopyFeature>.stride)
        let counts = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        UnsafeMutableRawPointer(counts).initializeMemory(as: UInt8.self, repeating: 0, count: capacity * MemoryLayout<Int32>.stride)
        return (keys, counts, .allocate(capacity: capacity / 2), .allocate(capacity: capacity / 2))
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
        order.deallocate()
        slots.deallocate()
    }

    /// Notes one occurrence of `feature` (never 0): how many so far, this one included.
    @inline(__always)
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

    /// The features noted since the last `take`, and the table empty.
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

    // Out of line: it runs a few times per file, and inlined into `add` it slows every call.
    @inline(never) private func grow() {
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
