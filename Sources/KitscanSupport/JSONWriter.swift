
/// Deterministic JSON text: fixed key order, 2-space indent, non-ASCII passed through as UTF-8.
package struct JSONWriter: Sendable {
    /// Pretty-printed with `indent` spaces per level; `nil` writes everything on one line.
    package var indent: Int?

    package init(indent: Int? = 2) {
        self.indent = indent
    }

    /// The text of `value`, ending with a newline when pretty-printed.
    package func write(_ value: JSONValue) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        append(value, level: 0, to: &bytes)
        if indent != nil { bytes.append(UInt8(ascii: "\n")) }
        return String(decoding: bytes, as: UTF8.self)
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        append(value, level: level, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// The same, as UTF-8: a report is written byte by byte, as a string grown piece by
    /// piece cost a scan's JSON report a third of the whole run.
    private func append(_ value: JSONValue, level: Int, to out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let n): Self.appendNumber(n, to: &out)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(level + 1, &out)
                append(item, level: level + 1, to: &out)
            }
            newline(level, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out += "{}".utf8; return }
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(level + 1, &out)
                JSONValue.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                append(member.value, level: level + 1, to: &out)
            }
            newline(level, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ level: Int, _ out: inout [UInt8]) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        let width = indent * level
        if width < Self.spaces.count {
            out.append(contentsOf: Self.spaces[..<width])
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    /// Indent bytes, sliced per line: a generic repeat of a space cost more than the line.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// A number as `JSONValue.format` writes it; a whole one (every line and column of a
    /// report) digit by digit, without a string made for it.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.rounded() == value, abs(value) < 1e15 else {
            out += JSONValue.format(value).utf8
            return
        }
        var whole = Int64(value)
        if whole < 0 { out.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(abs(whole % 10))
                whole /= 10
                count += 1
            } while whole != 0
            for i in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[i]) }
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
