/// Features mapped to a number each (a count, an index) by open addressing. A feature is
/// already a uniform hash and never 0 (its kind is in the top byte), so 0 marks an empty
/// slot and spreading the bits once (Fibonacci hashing) is all the hashing a lookup does:
/// no `Dictionary`'s second hash, no sort of every feature of an app to count them.
struct FeatureTable: Sendable {
    private(set) var keys: [CopyFeature]
    /// By slot: the number kept for the slot's feature.
    var values: [Int32]
    private(set) var count = 0
    private var shift: UInt64

    /// A table that holds `expected` features before it grows.
    init(expected: Int = 0) {
        var bits = 4
        while (1 << bits) < 2 * expected { bits += 1 }
        keys = [CopyFeature](repeating: 0, count: 1 << bits)
        values = [Int32](repeating: 0, count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    @inline(__always) private func home(_ feature: CopyFeature) -> Int { Self.home(feature, shift) }

    /// A feature's first slot in a table of `2^(64 - shift)` slots (this table's and `FeatureScratch`'s).
    @inline(__always) static func home(_ feature: CopyFeature, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (feature &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot of `feature`, or -1 when it is not in the table.
    @inline(__always) func slot(_ feature: CopyFeature) -> Int {
        keys.withUnsafeBufferPointer { keys in
            let mask = keys.count - 1
            var i = home(feature)
            while true {
                let key = keys[i]
                if key == feature { return i }
                if key == 0 { return -1 }
                i = (i + 1) & mask
            }
        }
    }

    /// The number kept for `feature`, or 0.
    @inline(__always) func value(_ feature: CopyFeature) -> Int32 {
        let s = slot(feature)
        return s < 0 ? 0 : values[s]
    }

    /// The slot of `feature`, inserted (with 0) when absent; `inserted` says which.
    /// A slot stays the feature's until the table grows.
    @inline(__always) mutating func insert(_ feature: CopyFeature) -> (slot: Int, inserted: Bool) {
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var i = home(feature)
        while true {
            let key = keys[i]
            if key == feature { return (i, false) }
            if key == 0 {
                keys[i] = feature
                count += 1
                return (i, true)
            }
            i = (i + 1) & mask
        }
    }

    /// Adds one to the number of each of `features`: the loop a count over every view makes.
    mutating func count(_ features: [CopyFeature]) {
        reserve(features.count)
        let shift = self.shift
        var added = 0
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                let mask = keys.count - 1
                for feature in features {
                    var i = Self.home(feature, shift)
                    while true {
                        let key = keys[i]
                        if key == feature { break }
                        if key == 0 {
                            keys[i] = feature
                            added += 1
                            break
                        }
                        i = (i + 1) & mask
                    }
                    values[i] += 1
                }
            }
        }
        count += added
    }

    /// Adds `other`'s number for each of its features to this table's.
    mutating func add(_ other: FeatureTable) {
        reserve(other.count)
        for (i, key) in other.keys.enumerated() where key != 0 {
            values[insert(key).slot] += other.values[i]
        }
    }

    /// Makes room for `n` features more without growing, so the slots `insert` returns stay valid.
    mutating func reserve(_ n: Int) {
        if 2 * (count + n) > keys.count { grow(to: count + n) }
    }

    private mutating func grow(to expected: Int? = nil) {
        var bigger = FeatureTable(expected: expected ?? keys.count)
        for (i, key) in keys.enumerated() where key != 0 {
            let s = bigger.insert(key).slot
            bigger.values[s] = values[i]
        }
        self = bigger
    }
}
