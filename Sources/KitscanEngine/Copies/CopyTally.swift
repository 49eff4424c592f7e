/// What one candidate shares with each kit component it meets, summed feature by feature
/// over the kit's postings: one pass over the candidate's features, not a comparison per
/// pair. Memory the finder owns and reuses for every candidate of a file: cleared in the
/// time it was filled, with no array checks or copies in the loop over the postings. One
/// file, one tally, one thread.
final class CopyTally {
    /// By component: the weight shared, and the structural features shared.
    private(set) var shared: UnsafeMutablePointer<Double>
    private(set) var structure: UnsafeMutablePointer<Int32>
    /// By component: 1 once met through any shared feature, 2 once through a rare one too.
    private var state: UnsafeMutablePointer<UInt8>
    /// The components met, and those met through a rare feature (the ones to score), in order.
    private var metList: UnsafeMutablePointer<Int32>
    private(set) var met = 0
    private(set) var rareList: UnsafeMutablePointer<Int32>
    private(set) var rare = 0
    /// The candidate's features the kit has (their slots in the rarity table), kept between
    /// the loop that weighs them and the one that adds them.
    var slots: [Int32] = []

    init(entries: Int) {
        let n = max(entries, 1)
        shared = .allocate(capacity: n)
        shared.initialize(repeating: 0, count: n)
        structure = .allocate(capacity: n)
        structure.initialize(repeating: 0, count: n)
        state = .allocate(capacity: n)
        state.initialize(repeating: 0, count: n)
        metList = .allocate(capacity: n)
        rareList = .allocate(capacity: n)
    }

    deinit {
        shared.deallocate()
        structure.deallocate()
        state.deallocate()
        metList.deallocate()
        rareList.deallocate()
    }

    /// Adds a shared feature of weight `weight` to each of `components` (indices below `entries`).
    @inline(__always)
    func add(_ components: UnsafeBufferPointer<Int32>, weight: Double, structural: Bool, rare isRare: Bool) {
        for e in components {
            let k = Int(e)
            let s = state[k]
            if s == 0 {
                metList[met] = e
                met += 1
            }
            shared[k] += weight
            if structural { structure[k] += 1 }
            if isRare, s < 2 {
                rareList[rare] = e
                rare += 1
                state[k] = 2
            } else if s == 0 {
                state[k] = 1
            }
        }
    }

    /// The components met through a rare feature, in the order met.
    var rareComponents: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: rareList, count: rare) }

    /// Empty for the next candidate.
    func clear() {
        for j in 0..<met {
            let k = Int(metList[j])
            shared[k] = 0
            structure[k] = 0
            state[k] = 0
        }
        met = 0
        rare = 0
    }
}
