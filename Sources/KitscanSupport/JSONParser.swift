/// A JSON syntax error at a 1-based line and column (column in UTF-8 bytes).
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for readers that word some problems their own way.
    package enum Kind: Sendable, Equatable {
        case duplicateKey(String)
        case tooDeep
        /// A `,` followed by `}`: a key was expected.
        case trailingCommaInObject
        case other
    }

    package var line: Int
    package var column: Int
    package var message: String
    package var kind: Kind = .other
    /// The text ended before the value did: the file is most likely cut off.
    package var atEnd = false

    package var description: String { "line \(line), column \(column): \(message)" }
}

/// Where a value starts in its JSON text (1-based).
package struct JSONPosition: Sendable, Hashable {
    package var line: Int
    package var column: Int
}

/// A parsed JSON text with the position of every value, by key path
/// (`rules.small-font.min`, `include[2]`; `""` for the top value).
package struct JSONDocument: Sendable {
    package var value: JSONValue
    package var positions: [String: JSONPosition]
    /// Every number as written, by key path, for readers that must tell `1e2` or `2.0`
    /// from a count written as digits.
    package var numberTexts: [String: String]
}

/// A strict RFC 8259 JSON parser on bytes: precise errors with line and column, duplicate
/// keys rejected, nesting limited (no stack overflow), no Foundation.
package struct JSONParser {
    /// Deeper nesting than this is refused rather than risking the stack.
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var positions: [String: JSONPosition] = [:]
    private var numberTexts: [String: String] = [:]
    /// Whether each value's key path, position and number text are kept: only a document
    /// needs them, and building a path string per value is most of a large value's parse.
    private let records: Bool

    private init(_ bytes: [UInt8], records: Bool = true) {
        self.bytes = bytes
        self.records = records
    }

    /// Parses a whole JSON text.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, records: false).value
    }

    /// Parses a whole JSON text held in part of a larger buffer (a cache line's field);
    /// lines and columns in its errors count from the slice's start.
    package static func parse(_ bytes: ArraySlice<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(bytes), records: false).value
    }

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses a whole JSON text and records where each value starts.
    package static func parseDocument(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        try parse(bytes, records: true)
    }

    private static func parse(_ bytes: [UInt8], records: Bool) throws(JSONSyntaxError) -> JSONDocument {
        var parser = JSONParser(bytes, records: records)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipSpace()
        let value = try parser.parseValue(path: "", depth: 0)
        try parser.skipSpaceAndComments()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return JSONDocument(value: value, positions: parser.positions, numberTexts: parser.numberTexts)
    }

    // MARK: - Values

    private mutating func parseValue(path: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try skipSpaceAndComments()
        guard index < bytes.count else { throw error("unexpected end of the text; a value is missing") }
        guard depth < JSONParser.maximumDepth else {
            var tooDeep = error("nested more than \(JSONParser.maximumDepth) levels deep")
            tooDeep.kind = .tooDeep
            throw tooDeep
        }
        if records { positions[path] = JSONPosition(line: line, column: index - lineStart + 1) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(path: path, depth: depth)
        case UInt8(ascii: "["): return try parseArray(path: path, depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            let number = try parseNumber()
            if records { numberTexts[path] = String(decoding: bytes[start..<index], as: UTF8.self) }
            return .number(number)
        case UInt8(ascii: "'"): throw error("strings must be in double quotes, not single quotes")
        default: throw error("expected a value (object, list, string, number, true, false or null), found \(describeCurrent())")
        }
    }

    private mutating func parseObject(path: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members = JSONObject()
        try skipSpaceAndComments()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            try skipSpaceAndComments()
            guard index < bytes.count else { throw error("unexpected end of the text inside an object; a `}` is missing") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") {
                    var comma = error("trailing comma before `}`; remove the comma")
                    comma.kind = .trailingCommaInObject
                    throw comma
                }
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyLine = line
            let keyColumn = index - lineStart + 1
            let key = try parseString()
            if members[key] != nil {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, message: "duplicate key \"\(key)\"; keep only one",
                                      kind: .duplicateKey(key))
            }
            try skipSpaceAndComments()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected `:` after the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            let childPath = !records ? "" : path.isEmpty ? key : path + "." + key
            members.append(key, try parseValue(path: childPath, depth: depth + 1))
            try skipSpaceAndComments()
            guard index < bytes.count else { throw error("unexpected end of the text inside an object; a `}` is missing") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected `,` or `}` after the value of \"\(key)\", found \(describeCurrent())")
        }
    }

    private mutating func parseArray(path: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        try skipSpaceAndComments()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            try skipSpaceAndComments()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                throw error("trailing comma before `]`; remove the comma")
            }
            items.append(try parseValue(path: records ? "\(path)[\(items.count)]" : "", depth: depth + 1))
            try skipSpaceAndComments()
            guard index < bytes.count else { throw error("unexpected end of the text inside a list; a `]` is missing") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw error("expected `,` or `]` in a list, found \(describeCurrent())")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count && word.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
        guard matches else {
            throw error("expected `\(word)`, found \(describeCurrent())")
        }
        index += count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let startColumn = index - lineStart + 1
        func digits() -> Int {
            let begin = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - begin
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected a digit after `-`") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw JSONSyntaxError(line: line, column: startColumn, message: "numbers cannot start with 0 (write 8, not 08)")
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(line: line, column: startColumn, message: "the number \(text) is out of range")
        }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let openLine = line
        let openColumn = index - lineStart + 1
        index += 1
        // Most strings hold no escape: take them whole from the text. Anything else (an
        // escape, a control character, the end) goes the careful way below.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""), let text = String(validating: bytes[index..<end], as: UTF8.self) {
            index = end + 1
            return text
        }
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(line: openLine, column: openColumn, message: "unterminated string; a closing `\"` is missing",
                                      atEnd: true)
            }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw JSONSyntaxError(line: openLine, column: openColumn, message: "the string is not valid UTF-8 text")
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { continue }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16)) needs its pair")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16))")
                    }
                    out += Array(String(Unicode.Scalar(scalar)!).utf8)
                default:
                    index -= 1
                    throw error("invalid escape `\\\(String(decoding: [escape], as: UTF8.self))` in a string; write `\\\\` for a backslash")
                }
            case 0x0A:
                throw error("line break inside a string; write \\n, or close the string with `\"`")
            case 0x00..<0x20:
                throw error("control character inside a string; escape it")
            default:
                out.append(b)
                index += 1
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected 4 hexadecimal digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: - Space

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// Comments are not JSON: say so plainly instead of "unexpected `/`".
    private mutating func skipSpaceAndComments() throws(JSONSyntaxError) {
        skipSpace()
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"),
           bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
            throw error("comments are not allowed in JSON; remove the comment")
        }
    }

    // MARK: - Errors

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, message: message, atEnd: index >= bytes.count)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the text" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "`\(String(decoding: [b], as: UTF8.self))`" }
        if b == 0x0A || b == 0x0D { return "a line break" }
        if b == 0x20 || b == 0x09 { return "a space" }
        let length = bytes.withUnsafeBufferPointer { UTF8Scalar.decode($0, at: index).length }
        if let text = String(validating: bytes[index..<min(bytes.count, index + length)], as: UTF8.self), b >= 0x80 {
            return "`\(text)`"
        }
        return "the byte 0x\(String(b, radix: 16, uppercase: true))"
    }
}
