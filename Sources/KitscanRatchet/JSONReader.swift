/// A small strict JSON reader for the baseline file.
///
/// Hand-written rather than `JSONSerialization` so that every problem can name the line it is
/// on, duplicate keys are caught (a bad merge can produce them), numbers keep their source text
/// (so `2.5` or `1e3` can be told apart from a whole count) and Linux/Darwin behave the same.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
        case string(String)
        /// The number as written, validated against the JSON grammar.
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    /// 1-based line where the value starts.
    var line: Int

    /// What the value is, for "expected X, found Y" messages.
    var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number(let text): return "the number \(text)"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }
}

/// A JSON syntax problem at a line.
struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var message: String
    /// The input ended before the value did: the file is most likely truncated.
    var atEnd: Bool
}

struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Deeper than the baseline ever nests, shallow enough that hostile input cannot overflow the stack.
    private static let maxDepth = 32

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let node = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < reader.bytes.count {
            throw JSONSyntaxError(line: reader.line, message: "unexpected \(reader.describeCurrent()) after the end of the JSON value", atEnd: false)
        }
        return node
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16)
    }

    private func fail(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, message: message, atEnd: index >= bytes.count)
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw fail("unexpected end of file, expected \(what)") }
        guard bytes[index] == byte else { throw fail("expected \(what), found \(describeCurrent())") }
        index += 1
    }

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < Self.maxDepth else { throw fail("values nested too deeply") }
        guard index < bytes.count else { throw fail("unexpected end of file, expected a value") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try readObject(depth: depth), line: startLine)
        case UInt8(ascii: "["): return JSONNode(value: try readArray(depth: depth), line: startLine)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try readString()), line: startLine)
        case UInt8(ascii: "t"): try readLiteral("true"); return JSONNode(value: .bool(true), line: startLine)
        case UInt8(ascii: "f"): try readLiteral("false"); return JSONNode(value: .bool(false), line: startLine)
        case UInt8(ascii: "n"): try readLiteral("null"); return JSONNode(value: .null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try readNumber()), line: startLine)
        default:
            throw fail("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        for b in word.utf8 {
            guard index < bytes.count else { throw fail("unexpected end of file inside '\(word)'") }
            guard bytes[index] == b else { throw fail("expected a value, found \(describeCurrent())") }
            index += 1
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1 // {
        var members: [(key: String, node: JSONNode)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file, expected a key") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes, found \(describeCurrent())") }
            let keyLine = line
            let key = try readString()
            if !seen.insert(key).inserted {
                throw JSONSyntaxError(line: keyLine, message: "the key \"\(key)\" appears twice in the same object", atEnd: false)
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
            skipWhitespace()
            let node = try readValue(depth: depth + 1)
            members.append((key, node))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw fail("expected ',' or '}', found \(describeCurrent())")
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1 // [
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try readValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw fail("expected ',' or ']', found \(describeCurrent())")
        }
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a number needs digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a number needs digits after '.'") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a number needs digits in its exponent") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1 // opening quote
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                // Input was validated as UTF-8 before parsing, and escapes produce valid scalars.
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try readHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw fail("a \\u escape starts a surrogate pair that is not completed")
                        }
                        index += 2
                        let low = try readHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("invalid surrogate pair in a \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw fail("a lone surrogate in a \\u escape")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    index -= 1
                    throw fail("unknown escape \\\(describeCurrent()) in a string")
                }
            case 0x0A:
                throw fail("a string runs past the end of its line (missing closing quote?)")
            case 0x00..<0x20:
                throw fail("a control character inside a string must be escaped")
            default:
                out.append(b)
                index += 1
            }
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw fail("unexpected end of file inside a \\u escape") }
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("a \\u escape needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
