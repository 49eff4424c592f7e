/// The one JSON value kitscan reads and writes. Booleans and numbers are distinct; an
/// object keeps its members in order (as parsed, or as a report lays them out) and compares
/// by content, so a parsed config and a written report use the same type.
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// An object with `members` in this order (keys should be unique: a later one wins a lookup).
    public static func object(_ members: [JSONMember]) -> JSONValue { .object(JSONObject(members)) }

    /// An object of `members`, in key order (deterministic whatever the dictionary's order).
    public static func object(_ members: [String: JSONValue]) -> JSONValue {
        .object(JSONObject(members.sorted { Order.less($0.key, $1.key) }.map { JSONMember($0.key, $0.value) }))
    }

    /// A whole number (written without a fraction).
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// `.string(s)`, or `.null` when `s` is nil.
    public static func optional(_ s: String?) -> JSONValue {
        s.map(JSONValue.string) ?? .null
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number when it is a whole number that fits an `Int`.
    public var integerValue: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// An object's members by key.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value.dictionary }
        return nil
    }

    /// The elements when this is an array of strings only.
    public var stringArrayValue: [String]? {
        guard case .array(let items) = self else { return nil }
        var result: [String] = []
        for item in items {
            guard case .string(let text) = item else { return nil }
            result.append(text)
        }
        return result
    }

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// An object's members sorted by key.
    public var sortedMembers: [(key: String, value: JSONValue)]? {
        guard case .object(let members) = self else { return nil }
        return members.dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// What kind of value this is, with an article: "a number", "an object".
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    /// Compact JSON text with sorted keys: deterministic.
    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.dictionary.keys.sorted().enumerated() {
                if index > 0 { out += ", " }
                JSONValue.writeString(key, to: &out)
                out += ": "
                members[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers without a fraction (`12`, not `12.0`).
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Whether `text` has a byte a JSON string must escape (`"`, `\`, a control character),
    /// its UTF-8 read eight bytes at a time: every string of a report passes this test.
    static func needsEscape(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(needsEscape) ?? text.utf8.contains(where: escapes)
    }

    /// The same test on UTF-8 bytes.
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            // A byte below 0x20, or one equal to `"` or `\` (a zero byte once xored with it).
            let control = (word &- 0x20 &* ones) & ~word & highs
            let quote = word ^ (0x22 &* ones), backslash = word ^ (0x5C &* ones)
            let equal = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highs
            if control | equal != 0 { return true }
            i += 8
        }
        while i < bytes.count {
            if Self.escapes(bytes[i]) { return true }
            i += 1
        }
        return false
    }

    /// Appends `text` as a quoted JSON string to UTF-8 `out`, escaped as `writeString(_:to:)`
    /// escapes it: runs of bytes that need no escape are copied whole.
    package static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // A native string's bytes are read in place; only a bridged one is copied first.
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &out) }) == nil {
            var text = text
            text.withUTF8 { append($0, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The bytes of a string between its quotes, escaped.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        guard needsEscape(bytes) else { out.append(contentsOf: bytes); return }
        var run = 0
        for (i, byte) in bytes.enumerated() where escapes(byte) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
            run = i + 1
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
            case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            default:
                let hex = Array("0123456789abcdef".utf8)
                out += "u00".utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }

    /// Whether JSON escapes this byte of a string's UTF-8.
    @inline(__always) static func escapes(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// Appends `text` as a quoted JSON string: `"` and `\` escaped, control characters as
    /// short escapes or `\u00XX`, everything else (non-ASCII included) as is. Every JSON
    /// kitscan writes goes through here.
    /// `escapingAlso`: characters written as `\uXXXX` too (the `tokens` listing escapes the
    /// invisible ones, so every reader sees them).
    public static func writeString(_ text: String, to out: inout String,
                                   escapingAlso extra: ((Unicode.Scalar) -> Bool)? = nil) {
        out += "\""
        // Most strings need no escape: append them whole.
        if extra == nil, !needsEscape(text) {
            out += text
            out += "\""
            return
        }
        func escaped(_ scalar: Unicode.Scalar) {
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where extra?(scalar) == true: escaped(scalar)
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20: escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON object's members in order, with lookup by key. Equal when the members are,
/// whatever their order.
public struct JSONObject: Sendable, Hashable {
    public private(set) var members: [JSONMember]
    /// Positions by key, kept only for large objects (a baseline's files): the objects a
    /// report writes are small, and a scan of a few keys beats hashing each of them.
    private var index: [String: Int]?
    private static let indexedFrom = 16

    /// The members as given: keys should be unique (a lookup finds the last of a key).
    public init(_ members: [JSONMember] = []) {
        self.members = members
        if members.count >= Self.indexedFrom { index = Self.positions(members) }
    }

    private static func positions(_ members: [JSONMember]) -> [String: Int] {
        var built: [String: Int] = [:]
        for (at, member) in members.enumerated() { built[member.key] = at }
        return built
    }

    /// Adds a member at the end (a key already there is replaced in place).
    public mutating func append(_ key: String, _ value: JSONValue) {
        if let at = position(of: key) {
            members[at].value = value
            return
        }
        members.append(JSONMember(key, value))
        if index != nil {
            index![key] = members.count - 1
        } else if members.count >= Self.indexedFrom {
            index = Self.positions(members)
        }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.lastIndex { $0.key == key }
    }

    public subscript(key: String) -> JSONValue? {
        position(of: key).map { members[$0].value }
    }

    public var keys: [String] { members.map(\.key) }
    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var dictionary: [String: JSONValue] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public static func == (a: JSONObject, b: JSONObject) -> Bool { a.dictionary == b.dictionary }
    public func hash(into hasher: inout Hasher) { hasher.combine(dictionary) }
}
