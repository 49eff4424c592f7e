import KitscanSupport

/// Compiling a pattern into its segments.
extension Glob {
    /// Splits on unescaped `/`, dropping empty and `.` segments.
    static func splitPattern(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var current: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\"), i + 1 < bytes.count {
                current.append(b)
                current.append(bytes[i + 1])
                i += 2
                continue
            }
            if b == UInt8(ascii: "/") {
                if !current.isEmpty && current != [UInt8(ascii: ".")] { result.append(current) }
                current = []
            } else {
                current.append(b)
            }
            i += 1
        }
        if !current.isEmpty && current != [UInt8(ascii: ".")] { result.append(current) }
        return result
    }

    static func literalBytes(_ elements: [Element]) -> [UInt8] {
        var bytes: [UInt8] = []
        for case .literal(let run) in elements { bytes += run }
        return bytes
    }

    static func compileSegment(_ raw: [UInt8]) -> [Element] {
        var elements: [Element] = []
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty {
                elements.append(.literal(run))
                run = []
            }
        }
        var i = 0
        while i < raw.count {
            let b = raw[i]
            switch b {
            case UInt8(ascii: "\\"):
                // A trailing backslash stands for itself.
                run.append(i + 1 < raw.count ? raw[i + 1] : b)
                i += 2
            case UInt8(ascii: "*"):
                flush()
                if elements.last != .star { elements.append(.star) }
                i += 1
            case UInt8(ascii: "?"):
                flush()
                elements.append(.any)
                i += 1
            case UInt8(ascii: "["):
                if let (set, next) = parseSet(raw, from: i) {
                    flush()
                    elements.append(.set(set))
                    i = next
                } else {
                    // An unclosed `[` is an ordinary character, as in fnmatch.
                    run.append(b)
                    i += 1
                }
            default:
                run.append(b)
                i += 1
            }
        }
        flush()
        return elements
    }

    static let namedClasses: [String: [ClosedRange<UInt32>]] = [
        "alpha": [65...90, 97...122],
        "digit": [48...57],
        "alnum": [48...57, 65...90, 97...122],
        "upper": [65...90],
        "lower": [97...122],
        "space": [9...13, 32...32],
        "xdigit": [48...57, 65...70, 97...102],
        "punct": [33...47, 58...64, 91...96, 123...126],
    ]

    /// Parses `[...]` starting at `start` (the `[`); nil when it is not closed.
    static func parseSet(_ raw: [UInt8], from start: Int) -> (CharacterSet, Int)? {
        var i = start + 1
        var negated = false
        if i < raw.count, raw[i] == UInt8(ascii: "!") || raw[i] == UInt8(ascii: "^") {
            negated = true
            i += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while i < raw.count {
            let b = raw[i]
            if b == UInt8(ascii: "]") && !first {
                return (CharacterSet(negated: negated, ranges: ranges), i + 1)
            }
            first = false
            if b == UInt8(ascii: "["), i + 1 < raw.count, raw[i + 1] == UInt8(ascii: ":") {
                // `[:name:]`
                var j = i + 2
                while j + 1 < raw.count && !(raw[j] == UInt8(ascii: ":") && raw[j + 1] == UInt8(ascii: "]")) { j += 1 }
                if j + 1 < raw.count, let named = namedClasses[String(decoding: raw[(i + 2)..<j], as: UTF8.self)] {
                    ranges += named
                    i = j + 2
                    continue
                }
            }
            let (low, lowEnd) = scalar(in: raw, at: i)
            i = lowEnd
            if i + 1 < raw.count, raw[i] == UInt8(ascii: "-"), raw[i + 1] != UInt8(ascii: "]") {
                let (high, highEnd) = scalar(in: raw, at: i + 1)
                i = highEnd
                if low <= high { ranges.append(low...high) }
            } else {
                ranges.append(low...low)
            }
        }
        return nil
    }

    /// The (possibly backslash-escaped) character at `i` in a class, and where it ends.
    static func scalar(in raw: [UInt8], at i: Int) -> (UInt32, Int) {
        var i = i
        if raw[i] == UInt8(ascii: "\\"), i + 1 < raw.count { i += 1 }
        let (value, length) = raw.withUnsafeBufferPointer { UTF8Scalar.decode($0, at: i) }
        return (value, i + length)
    }
}
