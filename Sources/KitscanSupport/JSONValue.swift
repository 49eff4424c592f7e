/// A JSON value. Booleans and numbers are distinct; objects compare by content and list
/// their keys sorted, so everything built from them is deterministic.
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

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

    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
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
        return members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
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
            for (index, key) in members.keys.sorted().enumerated() {
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

    /// Appends `text` as a quoted JSON string: `"` and `\` escaped, control characters as
    /// short escapes or `\u00XX`, everything else (non-ASCII included) as is. Every JSON
    /// kitscan writes goes through here.
    public static func writeString(_ text: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: append them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
