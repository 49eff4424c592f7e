/// "Did you mean …?" for misspelt keys, rule ids, commands and options: one measure of
/// closeness for every suggestion kitscan makes.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, when close enough to be a typo.
    /// Leading dashes are ignored (`--tight` for `--tighten`), and so is case.
    package static func closest(to typed: String, in candidates: [String]) -> String? {
        let lower = Array(strip(typed).lowercased().utf8)
        guard !lower.isEmpty else { return nil }
        var best: (distance: Int, candidate: String)?
        for candidate in candidates.sorted() {
            let other = Array(strip(candidate).lowercased().utf8)
            var distance = editDistance(lower, other)
            // `minimum` for `min`, `token` for `tokens`: one is the start of the other.
            if min(lower.count, other.count) >= 3, lower.starts(with: other) || other.starts(with: lower) {
                distance = min(distance, 1)
            }
            if best == nil || distance < best!.distance { best = (distance, candidate) }
        }
        guard let best else { return nil }
        let limit = max(2, min(lower.count, best.candidate.utf8.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    private static func strip(_ text: String) -> Substring {
        text.drop { $0 == "-" }
    }

    /// "Did you mean `exclude`? " or "".
    package static func hint(for word: String, among candidates: [String]) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "Did you mean `\(match)`? "
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    package static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
