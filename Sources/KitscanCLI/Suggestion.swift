import KitscanRules
/// "Did you mean …?": the closest candidate to a mistyped word.
public enum Suggestion {
    /// The candidate closest to `typed` (ignoring leading dashes and case), or nil when
    /// none is close enough to be a plausible typo.
    public static func closest(to typed: String, in candidates: [String]) -> String? {
        let word = Array(strip(typed).lowercased().utf8)
        guard !word.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(strip(candidate).lowercased().utf8)
            var distance = editDistance(word, other)
            // A prefix of three or more letters (`--tight` for `--tighten`) is a clear intent.
            if word.count >= 3 && other.starts(with: word) { distance = min(distance, 1) }
            let limit = max(1, min(3, max(word.count, other.count) / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    private static func strip(_ text: String) -> Substring {
        text.drop { $0 == "-" }
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// adjacent transpositions each cost 1 (the config's key suggestions use the same).
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        KeySuggestion.editDistance(a, b)
    }
}
