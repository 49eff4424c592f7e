import KitscanSupport
/// A compiled POSIX glob over relative POSIX paths, matched byte by byte.
///
/// - `**` as a whole segment matches zero or more folders (`**/x` matches `x` at the root);
///   as the last segment it matches one or more names (`a/**` matches `a/b`, not `a`).
/// - `*` matches any run of bytes except `/`; `?` one character; `[abc]`, `[a-z]`, `[!a]`
///   (or `[^a]`) and `[[:digit:]]`-style classes one character; `\x` the character `x`.
/// - A pattern without wildcards, or one ending with `/`, also matches everything below
///   it (`OmoKit/Sources` matches `OmoKit/Sources/A/B.swift`) unless compiled with
///   `matchesDescendants: false`.
///
/// Matching simulates the pattern as a small automaton over path segments and uses the
/// classic single-backtrack wildcard algorithm inside a segment: polynomial time, no
/// recursion, no regular-expression engine.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    let segments: [Segment]
    /// `universal[i]`: `segments[i...]` matches every non-empty sequence of names.
    let universal: [Bool]
    /// True when the pattern has `*`, `?` or a bracket class.
    public let hasWildcard: Bool
    /// For `**/*<suffix>` (the default include, `**/*.swift`): the suffix. Such a pattern
    /// matches exactly the paths whose last name ends with it, which is checked without
    /// running the automaton (the walker asks this of every file).
    let nameSuffix: [UInt8]?

    enum Segment: Sendable, Hashable {
        /// Zero or more names.
        case globstar
        case literal([UInt8])
        case pattern([Element])

        var matchesAnyName: Bool {
            if case .pattern(let elements) = self, elements == [.star] { return true }
            return false
        }
    }

    enum Element: Sendable, Hashable {
        case literal([UInt8])
        case star
        /// Exactly one UTF-8 encoded character.
        case any
        case set(CharacterSet)
    }

    struct CharacterSet: Sendable, Hashable {
        var negated: Bool
        var ranges: [ClosedRange<UInt32>]

        func contains(_ scalar: UInt32) -> Bool {
            var found = false
            for range in ranges where range.contains(scalar) {
                found = true
                break
            }
            return found != negated
        }
    }

    /// Compiles `pattern`. Leading `./` and repeated `/` are ignored.
    public init(_ pattern: String, matchesDescendants: Bool = true) {
        self.pattern = pattern
        var bytes = Array(pattern.utf8)
        while bytes.count >= 2, bytes[0] == UInt8(ascii: "."), bytes[1] == UInt8(ascii: "/") {
            bytes.removeFirst(2)
        }
        let endsWithSlash = bytes.last == UInt8(ascii: "/")
        var segments: [Segment] = []
        var wildcard = false
        for raw in Glob.splitPattern(bytes) {
            if raw == [UInt8(ascii: "*"), UInt8(ascii: "*")] {
                wildcard = true
                if segments.last != .globstar { segments.append(.globstar) }
                continue
            }
            let elements = Glob.compileSegment(raw)
            if elements.contains(where: { if case .literal = $0 { return false } else { return true } }) {
                wildcard = true
                segments.append(.pattern(elements))
            } else {
                segments.append(.literal(elements.isEmpty ? [] : Glob.literalBytes(elements)))
            }
        }
        if segments.last == .globstar {
            // A final `**` needs at least one name: `a/**` is what is inside `a`.
            segments.insert(.pattern([.star]), at: segments.count - 1)
        } else if matchesDescendants && !segments.isEmpty && (endsWithSlash || !wildcard) {
            segments.append(.globstar)
        }
        self.segments = segments
        self.hasWildcard = wildcard
        self.universal = Glob.universalTable(segments)
        if segments.count == 2, segments[0] == .globstar, case .pattern(let elements) = segments[1],
           elements.count == 2, elements[0] == .star, case .literal(let suffix) = elements[1] {
            nameSuffix = suffix
        } else {
            nameSuffix = nil
        }
    }

    public var description: String { pattern }

    /// True when the relative POSIX `path` matches.
    public func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { matches(bytes: $0) }
    }

    /// True when the relative POSIX path given as UTF-8 (or any) bytes matches.
    public func matches(bytes path: UnsafeBufferPointer<UInt8>) -> Bool {
        if let nameSuffix { return Glob.lastName(of: path, endsWith: nameSuffix) }
        guard let states = run(path) else { return false }
        return states[segments.count]
    }

    /// True when the pattern matches every path below the folder `directory`: the folder
    /// can be skipped whole (used to prune excluded folders).
    public func matchesEverything(below directory: String) -> Bool {
        var path = directory
        return path.withUTF8 { matchesEverything(below: $0) }
    }

    public func matchesEverything(below directory: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let states = run(directory) else { return false }
        for i in 0..<segments.count where states[i] && universal[i] { return true }
        return false
    }

    /// True when some path below the folder `directory` could match: when false, the
    /// folder need not be entered.
    public func canMatch(below directory: String) -> Bool {
        var path = directory
        return path.withUTF8 { canMatch(below: $0) }
    }

    public func canMatch(below directory: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let states = run(directory) else { return false }
        for i in 0..<segments.count where states[i] { return true }
        return false
    }

    // MARK: - Automaton over segments

    /// The set of pattern positions reachable after consuming every name of `path`,
    /// or nil when none is.
    func run(_ path: UnsafeBufferPointer<UInt8>) -> [Bool]? {
        let count = segments.count
        var states = [Bool](repeating: false, count: count + 1)
        var next = states
        states[0] = true
        closeOverGlobstars(&states)
        var start = 0
        let end = path.count
        while start <= end {
            var stop = start
            while stop < end && path[stop] != UInt8(ascii: "/") { stop += 1 }
            if stop > start && !(stop - start == 1 && path[start] == UInt8(ascii: ".")) {
                let name = UnsafeBufferPointer(rebasing: path[start..<stop])
                for i in 0..<next.count { next[i] = false }
                var any = false
                for i in 0..<count where states[i] {
                    switch segments[i] {
                    case .globstar:
                        next[i] = true
                        any = true
                    case .literal(let bytes):
                        if Glob.equal(name, bytes) {
                            next[i + 1] = true
                            any = true
                        }
                    case .pattern(let elements):
                        if Glob.matchName(elements, name) {
                            next[i + 1] = true
                            any = true
                        }
                    }
                }
                if !any { return nil }
                closeOverGlobstars(&next)
                swap(&states, &next)
            }
            start = stop + 1
        }
        return states
    }

    /// Whether the last name of `path` (empty names and `.` skipped, as `run` does) ends
    /// with `suffix`.
    static func lastName(of path: UnsafeBufferPointer<UInt8>, endsWith suffix: [UInt8]) -> Bool {
        var stop = path.count
        while stop > 0 {
            var start = stop
            while start > 0 && path[start - 1] != UInt8(ascii: "/") { start -= 1 }
            let length = stop - start
            if length > 0 && !(length == 1 && path[start] == UInt8(ascii: ".")) {
                guard length >= suffix.count else { return false }
                return equal(UnsafeBufferPointer(rebasing: path[(stop - suffix.count)..<stop]), suffix)
            }
            stop = start - 1
        }
        return false
    }

    /// `**` may match zero names: a state on it also reaches the next segment.
    func closeOverGlobstars(_ states: inout [Bool]) {
        for i in 0..<segments.count where states[i] && segments[i] == .globstar {
            states[i + 1] = true
        }
    }

    static func universalTable(_ segments: [Segment]) -> [Bool] {
        let count = segments.count
        // matchesAll[j]: segments[j...] matches every sequence, the empty one included.
        var matchesAll = [Bool](repeating: false, count: count + 1)
        var universal = [Bool](repeating: false, count: count + 1)
        matchesAll[count] = true
        if count > 0 {
            for i in stride(from: count - 1, through: 0, by: -1) {
                switch segments[i] {
                case .globstar:
                    matchesAll[i] = matchesAll[i + 1]
                    universal[i] = matchesAll[i + 1] || universal[i + 1]
                default:
                    universal[i] = segments[i].matchesAnyName && matchesAll[i + 1]
                }
            }
        }
        return universal
    }

    // MARK: - One name

    static func equal(_ name: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8]) -> Bool {
        guard name.count == bytes.count else { return false }
        for i in 0..<bytes.count where name[i] != bytes[i] { return false }
        return true
    }

    /// Wildcard match of one name; on a mismatch, only the most recent `*` is retried
    /// one character further, which is enough because `*` matches anything: O(n·m).
    static func matchName(_ elements: [Element], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var e = 0
        var p = 0
        var starElement = -1
        var starPosition = 0
        let n = name.count
        while true {
            if e < elements.count {
                var advanced = -1
                switch elements[e] {
                case .star:
                    starElement = e
                    starPosition = p
                    e += 1
                    continue
                case .literal(let bytes):
                    if p + bytes.count <= n {
                        var same = true
                        for k in 0..<bytes.count where name[p + k] != bytes[k] {
                            same = false
                            break
                        }
                        if same { advanced = p + bytes.count }
                    }
                case .any:
                    if p < n { advanced = p + Glob.scalarLength(name, at: p) }
                case .set(let set):
                    if p < n {
                        let (scalar, length) = UTF8Scalar.decode(name, at: p)
                        if set.contains(scalar) { advanced = p + length }
                    }
                }
                if advanced >= 0 {
                    p = advanced
                    e += 1
                    continue
                }
            } else if p == n {
                return true
            }
            // Mismatch (or pattern ended early): let the last `*` swallow one more character.
            guard starElement >= 0, starPosition < n else { return false }
            starPosition += Glob.scalarLength(name, at: starPosition)
            p = starPosition
            e = starElement + 1
        }
    }

    /// Length of the UTF-8 sequence at `i`; 1 for a byte that does not start a valid one.
    static func scalarLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        UTF8Scalar.decode(bytes, at: i).length
    }

    /// Decodes one UTF-8 scalar; an invalid byte decodes as itself with length 1, in the
    /// private range U+DC80... so that it never equals a real character.
}
