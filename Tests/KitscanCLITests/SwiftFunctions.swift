import Foundation

/// The functions of a Swift source and their lengths, for the size the sources keep: from the
/// line of `func`, `init` or `subscript` to the line of the body's closing brace. Comments and
/// string literals (raw, multi-line, with interpolations) are blanked first, so a brace in
/// them is not counted; a declaration without a body (a protocol's) is left out.
enum SwiftFunctions {
    struct Function: Equatable {
        var name: String
        var lines: Int
    }

    static let declaration = try! NSRegularExpression(pattern:
        #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|static|class|final|override|mutating|nonmutating|convenience|required|nonisolated)(?:\([a-z]+\))?\s+)*(?:func\s+([^\s(<]+)|(init)[?!]?|(subscript))\s*[(<]"#)

    static func lengths(_ text: String) -> [Function] {
        let code = blanked(Array(text.utf8))
        var lineStarts = [0]
        for (index, byte) in code.enumerated() where byte == newline { lineStarts.append(index + 1) }
        var found: [Function] = []
        for (number, start) in lineStarts.enumerated() {
            let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : code.count
            let line = String(decoding: code[start..<max(start, end)], as: UTF8.self)
            guard let match = declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { continue }
            let name = (1...3).compactMap { Range(match.range(at: $0), in: line).map { String(line[$0]) } }.first ?? "?"
            guard let open = bodyOpening(code, from: start), let close = closing(code, open) else { continue }
            let closeLine = (lineStarts.lastIndex { $0 <= close } ?? 0)
            found.append(Function(name: name, lines: closeLine - number + 1))
        }
        return found
    }

    static let newline = UInt8(ascii: "\n")

    /// The body's `{`: the first outside the parameter list; nil when the declaration ends
    /// at a line's end without one (a requirement).
    static func bodyOpening(_ code: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth == 0: return index
            case newline where depth == 0 && index > start:
                let previous = code[..<index].last { $0 != UInt8(ascii: " ") }
                let next = String(decoding: code[(index + 1)...].prefix(200), as: UTF8.self).drop { $0 == " " }
                let continues = ["throws", "->", "where", "async", "rethrows", "{"].contains { next.hasPrefix($0) }
                    || previous.map { ",(-".utf8.contains($0) } ?? false
                if !continues { return nil }
            default: break
            }
            index += 1
        }
        return nil
    }

    static func closing(_ code: [UInt8], _ open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `source` with comments and string literals taken out, their line breaks kept.
    static func blanked(_ source: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let bytes = Array(text.utf8)
            return position + bytes.count <= source.count && source[position..<position + bytes.count].elementsEqual(bytes)
        }
        func hashCount(at position: Int) -> Int {
            var count = 0
            while position + count < source.count, source[position + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }
        /// The index after the literal whose text starts at `position`; its line breaks kept.
        func skipString(from position: Int, hashes: Int, multiLine: Bool) -> Int {
            let close = (multiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            var index = position
            while index < source.count {
                if starts(close, at: index) { return index + close.utf8.count }
                if source[index] == UInt8(ascii: "\\"), hashCount(at: index + 1) >= hashes {
                    let after = index + 1 + hashes
                    guard after < source.count, source[after] == UInt8(ascii: "(") else { index = after + 1; continue }
                    // An interpolation: code up to its closing parenthesis, strings in it skipped.
                    var depth = 1
                    index = after + 1
                    while index < source.count, depth > 0 {
                        if source[index] == UInt8(ascii: "\"") {
                            let multi = starts("\"\"\"", at: index)
                            index = skipString(from: index + (multi ? 3 : 1), hashes: 0, multiLine: multi)
                            continue
                        }
                        if source[index] == UInt8(ascii: "(") { depth += 1 }
                        if source[index] == UInt8(ascii: ")") { depth -= 1 }
                        if source[index] == newline { out.append(newline) }
                        index += 1
                    }
                    continue
                }
                if source[index] == newline { out.append(newline) }
                index += 1
            }
            return index
        }
        while index < source.count {
            if starts("//", at: index) {
                while index < source.count, source[index] != newline { index += 1 }
                continue
            }
            if starts("/*", at: index) {
                var depth = 0
                while index < source.count {
                    if starts("/*", at: index) { depth += 1; index += 2; continue }
                    if starts("*/", at: index) {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                        continue
                    }
                    if source[index] == newline { out.append(newline) }
                    index += 1
                }
                continue
            }
            let count = hashCount(at: index)
            if index + count < source.count, source[index + count] == UInt8(ascii: "\"") {
                let multi = starts("\"\"\"", at: index + count)
                out.append(contentsOf: Array("\"\"".utf8))
                index = skipString(from: index + count + (multi ? 3 : 1), hashes: count, multiLine: multi)
                continue
            }
            out.append(source[index])
            index += 1
        }
        return out
    }
}
