
/// A JSON value whose objects keep their keys in the order they were written.
///
/// `JSONSerialization` sorts or scrambles keys; reports must be byte-identical from run to
/// run and read in a documented order, so every JSON output goes through this writer.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONOutput])
    /// Members in output order. Keys should be unique; the writer does not check.
    case object([JSONMember])

    /// `.string(s)`, or `.null` when `s` is nil.
    public static func optional(_ s: String?) -> JSONOutput {
        s.map(JSONOutput.string) ?? .null
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONOutput
    public init(_ key: String, _ value: JSONOutput) {
        self.key = key
        self.value = value
    }
}

/// Deterministic JSON text: fixed key order, 2-space indent, non-ASCII passed through as UTF-8.
public struct JSONWriter: Sendable {
    /// Pretty-printed with `indent` spaces per level; `nil` writes everything on one line.
    public var indent: Int?

    public init(indent: Int? = 2) {
        self.indent = indent
    }

    /// The text of `value`, ending with a newline when pretty-printed.
    public func write(_ value: JSONOutput) -> String {
        var out = ""
        out.reserveCapacity(1024)
        append(value, level: 0, to: &out)
        if indent != nil { out += "\n" }
        return out
    }

    private func newline(_ level: Int, _ out: inout String) {
        guard let indent else { return }
        out += "\n"
        out += String(repeating: " ", count: indent * level)
    }

    private func append(_ value: JSONOutput, level: Int, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): JSONWriter.appendString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(level + 1, &out)
                append(item, level: level + 1, to: &out)
            }
            newline(level, &out)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                newline(level + 1, &out)
                JSONWriter.appendString(member.key, to: &out)
                out += indent == nil ? ":" : ": "
                append(member.value, level: level + 1, to: &out)
            }
            newline(level, &out)
            out += "}"
        }
    }

    /// Appends `s` as a quoted JSON string (see `JSONValue.writeString`).
    public static func appendString(_ s: String, to out: inout String) {
        JSONValue.writeString(s, to: &out)
    }

    /// `s` as a quoted JSON string.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendString(s, to: &out)
        return out
    }
}
