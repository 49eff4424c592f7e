
/// Deterministic JSON text: fixed key order, 2-space indent, non-ASCII passed through as UTF-8.
package struct JSONWriter: Sendable {
    /// Pretty-printed with `indent` spaces per level; `nil` writes everything on one line.
    package var indent: Int?

    package init(indent: Int? = 2) {
        self.indent = indent
    }

    /// The text of `value`, ending with a newline when pretty-printed.
    package func write(_ value: JSONValue) -> String {
        var out = ""
        out.reserveCapacity(1024)
        append(value, level: 0, to: &out)
        if indent != nil { out += "\n" }
        return out
    }

    /// A line break and the indent of `level` (nothing on one line): for a document
    /// written in parts, as `append(_:level:to:)` would lay it out whole.
    package func newline(_ level: Int, _ out: inout String) {
        guard let indent else { return }
        out += "\n"
        let width = indent * level
        // A string made per line was a twentieth of a scan's JSON report.
        out += width < Self.indents.count ? Self.indents[width] : String(repeating: " ", count: width)
    }

    /// The indents of up to 63 spaces, made once.
    private static let indents: [String] = (0..<64).map { String(repeating: " ", count: $0) }

    /// Appends `value` as it appears nested `level` deep in a document.
    package func append(_ value: JSONValue, level: Int, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
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
            for (i, member) in members.members.enumerated() {
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
    package static func appendString(_ s: String, to out: inout String) {
        JSONValue.writeString(s, to: &out)
    }

    /// `s` as a quoted JSON string.
    package static func quoted(_ s: String) -> String {
        var out = ""
        appendString(s, to: &out)
        return out
    }
}
