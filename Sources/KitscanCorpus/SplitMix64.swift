/// A small, fast, seedable PRNG (Steele, Lea & Flood's SplitMix64).
///
/// The corpus must be byte-identical on every machine and every run so that figures are
/// comparable; `SystemRandomNumberGenerator` can't be seeded, so we carry our own.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (the modulo bias is irrelevant for a test corpus).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next() % UInt64(items.count))]
    }

    /// A seed for the `index`th independent stream derived from `seed`, so files can be
    /// generated in any order (or in parallel) and still come out the same.
    static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
