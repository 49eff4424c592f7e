import KitscanSupport
/// Finds renamed files without git: a new path whose findings' fingerprints largely match a
/// vanished baseline path's takes over that path's entries.
///
/// A match needs a Jaccard similarity of at least `threshold` over the two fingerprint
/// multisets, at least one shared fingerprint, and must be each side's unique best (mutual
/// best, no ties), so a split or copied file never steals entries by chance.
enum RenameMatcher {
    static let threshold = 0.5

    /// A file's fingerprints as a multiset keyed by rule and hash.
    static func prints(_ rules: [(String, [String])]) -> [String: Int] {
        var bag: [String: Int] = [:]
        for (rule, hashes) in rules {
            for h in hashes { bag[rule + "\u{0}" + h, default: 0] += 1 }
        }
        return bag
    }

    /// Multiset Jaccard similarity and the number of shared fingerprints.
    static func similarity(_ a: [String: Int], _ b: [String: Int]) -> (score: Double, shared: Int) {
        var shared = 0
        var union = 0
        for key in Set(a.keys).union(b.keys) {
            let x = a[key] ?? 0
            let y = b[key] ?? 0
            shared += min(x, y)
            union += max(x, y)
        }
        return union == 0 ? (0, 0) : (Double(shared) / Double(union), shared)
    }

    /// Pairs (vanished path, arrived path), sorted by the vanished path.
    static func match(vanished: [String: [String: Int]], arrived: [String: [String: Int]]) -> [(String, String)] {
        // Only pairs sharing a fingerprint can match: find them through an index rather than
        // comparing every vanished file with every new one (a big move without git).
        var holders: [String: [String]] = [:] // fingerprint -> vanished paths holding it
        for (old, oldPrints) in vanished {
            for key in oldPrints.keys { holders[key, default: []].append(old) }
        }
        var scores: [String: [String: Double]] = [:] // vanished -> arrived -> score
        for (new, newPrints) in arrived {
            var candidates = Set<String>()
            for key in newPrints.keys { candidates.formUnion(holders[key] ?? []) }
            for old in candidates {
                let (score, shared) = similarity(vanished[old]!, newPrints)
                if shared >= 1 && score >= threshold { scores[old, default: [:]][new] = score }
            }
        }
        func uniqueBest(_ candidates: [String: Double]) -> String? {
            guard let top = candidates.values.max() else { return nil }
            let best = candidates.filter { $0.value == top }
            return best.count == 1 ? best.first!.key : nil
        }
        var byArrival: [String: [String: Double]] = [:]
        for (old, row) in scores {
            for (new, score) in row { byArrival[new, default: [:]][old] = score }
        }
        var pairs: [(String, String)] = []
        for old in scores.keys.sorted(by: Order.less) {
            guard let new = uniqueBest(scores[old]!), uniqueBest(byArrival[new]!) == old else { continue }
            pairs.append((old, new))
        }
        return pairs
    }
}
