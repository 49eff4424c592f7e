import KitscanLexer

/// Writes a lexed file's tokens, as the `tokens` command shows them.
package enum TokenListing {
    /// One line per significant token (and trivia piece when `trivia` is set):
    /// `line:column  kind  start..<end  text`, columns padded, text escaped (see `TextEscaping`).
    package static func writeText(_ file: LexedFile, trivia: Bool, to write: @escaping ([UInt8]) -> Void) {
        let pieces = trivia ? file.pieces() : file.tokens
        var locationWidth = 0, kindWidth = 0, rangeWidth = 0
        for token in pieces {
            locationWidth = max(locationWidth, digits(Int(token.line)) + 1 + digits(Int(token.column)))
            kindWidth = max(kindWidth, kindNames[Int(token.kind.rawValue)].utf8.count)
            rangeWidth = max(rangeWidth, digits(Int(token.start)) + 3 + digits(Int(token.end)))
        }
        var writer = BufferedWriter(write: write)
        for token in pieces {
            let location = "\(token.line):\(token.column)"
            let kind = kindNames[Int(token.kind.rawValue)]
            let range = "\(token.start)..<\(token.end)"
            var line = location + spaces(locationWidth - location.utf8.count) + "  "
            line += kind + spaces(kindWidth - kind.utf8.count) + "  "
            line += range + spaces(rangeWidth - range.utf8.count) + "  "
            line += TextEscaping.escape(file.bytes[Int(token.start)..<Int(token.end)])
            writer.append(line)
            writer.append("\n")
        }
        writer.flush()
    }

    /// One JSON object per line for every token and trivia piece in file order:
    /// `{"kind":"identifier","start":0,"end":6,"line":1,"column":1,"text":"import"}`.
    /// Offsets are bytes, end exclusive: the ranges tile the file. `text` repairs
    /// invalid UTF-8 with U+FFFD; the ranges are exact.
    package static func writeJSON(_ file: LexedFile, to write: @escaping ([UInt8]) -> Void) {
        var writer = BufferedWriter(write: write)
        for token in file.pieces() {
            writer.append("{\"kind\":\"")
            writer.append(kindNames[Int(token.kind.rawValue)])
            writer.append("\",\"start\":\(token.start),\"end\":\(token.end),\"line\":\(token.line),\"column\":\(token.column),\"text\":\"")
            writer.append(TextEscaping.json(file.bytes[Int(token.start)..<Int(token.end)]))
            writer.append("\"}\n")
        }
        writer.flush()
    }

    /// `TokenKind` case names, by raw value.
    static let kindNames: [String] = {
        var names = [String](repeating: "unknown", count: 256)
        for kind in TokenKind.allCases { names[Int(kind.rawValue)] = "\(kind)" }
        return names
    }()

    private static func digits(_ value: Int) -> Int {
        var value = value, count = 1
        if value < 0 { count += 1; value = -value }
        while value >= 10 { value /= 10; count += 1 }
        return count
    }

    private static func spaces(_ count: Int) -> String {
        count > 0 ? String(repeating: " ", count: count) : ""
    }
}

/// Collects output and hands it to `write` in 64 KB chunks: a token listing has a line
/// per token, and a system call per line would dominate.
struct BufferedWriter {
    let write: ([UInt8]) -> Void
    private var buffer: [UInt8] = []

    init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
        buffer.reserveCapacity(1 << 16)
    }

    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        if !buffer.isEmpty {
            write(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
