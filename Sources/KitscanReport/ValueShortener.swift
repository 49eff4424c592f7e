/// Shortens long source values for table cells without ever making two different values
/// read the same.
///
/// A value longer than `limit` characters keeps its first `limit - 1` and ends with `…`.
/// When two different values would show the same text (two long values sharing a prefix,
/// or a short value that happens to end in `…`), the shortened ones are lengthened until
/// every shown text is distinct; at worst a value is shown in full.
public struct ValueShortener: Sendable {
    public var limit: Int

    public init(limit: Int = 40) {
        self.limit = max(2, limit)
    }

    /// The shown text for each distinct value of `values` (values not in the input are not keys).
    public func shortNames(for values: some Sequence<String>) -> [String: String] {
        let distinct = Set(values).sorted()
        var chars: [String: [Character]] = [:]
        var kept: [String: Int] = [:]  // characters kept before the ellipsis; nil = whole value
        for value in distinct {
            let c = Array(value)
            chars[value] = c
            if c.count > limit { kept[value] = limit - 1 }
        }
        func shown(_ value: String) -> String {
            guard let k = kept[value] else { return value }
            return String(chars[value]![0..<k]) + "…"
        }
        // Each pass lengthens every shortened member of every clash past its longest
        // common prefix with the others; lengths only grow, so this terminates.
        while true {
            var groups: [String: [String]] = [:]
            for value in distinct { groups[shown(value), default: []].append(value) }
            var changed = false
            for (_, members) in groups where members.count > 1 {
                for value in members {
                    guard let k = kept[value] else { continue }
                    let mine = chars[value]!
                    var need = k + 1
                    for other in members where other != value {
                        need = max(need, commonPrefix(mine, chars[other]!) + 1)
                    }
                    if need >= mine.count { kept[value] = nil } else { kept[value] = need }
                    changed = true
                }
            }
            if !changed { break }
        }
        var result: [String: String] = [:]
        for value in distinct { result[value] = shown(value) }
        return result
    }

    private func commonPrefix(_ a: [Character], _ b: [Character]) -> Int {
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        return i
    }
}
