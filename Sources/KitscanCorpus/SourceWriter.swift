/// Appends indented Swift source lines to a byte buffer.
struct SourceWriter {
    private(set) var bytes: [UInt8] = []
    private var depth = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    mutating func line(_ text: String) {
        if !text.isEmpty {
            for _ in 0..<depth { bytes.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }
            bytes.append(contentsOf: text.utf8)
        }
        bytes.append(0x0A)
    }

    mutating func blank() { bytes.append(0x0A) }

    /// A line ending in an opener; what follows is one level deeper.
    mutating func open(_ text: String) {
        line(text)
        depth += 1
    }

    /// Back one level, then the closing line.
    mutating func close(_ text: String = "}") {
        depth = max(0, depth - 1)
        line(text)
    }

    mutating func indent() { depth += 1 }
    mutating func dedent() { depth = max(0, depth - 1) }
}
