/// The one binary search: where a condition that holds for a prefix of `0..<count` stops
/// holding. Everything kitscan looks up in order (tokens by offset or line, trivia, clauses,
/// declarations, calls) asks this, so no caller writes its own `lo`/`hi` loop.
package enum PartitionPoint {
    /// The first index in `0..<count` for which `isBefore` is false, or `count`; `isBefore`
    /// must be true for every index before that one and false for every one after.
    @inlinable
    package static func first(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if isBefore(mid) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
