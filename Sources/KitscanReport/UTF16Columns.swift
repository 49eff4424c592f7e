/// Turns a finding's UTF-8 byte column into a UTF-16 code-unit column, SARIF's default
/// `columnKind` and the one GitHub code scanning reads.
///
/// Findings keep byte columns (the scan never pays for this); only a SARIF log converts,
/// reading each file that has findings once. Line breaks are LF, CR and CRLF, as the lexer
/// counts them.
public struct UTF16Columns {
    private let read: (String) -> [UInt8]?
    private var path: String?
    private var bytes: [UInt8] = []
    /// Offset of each line's first byte, built lazily for the current file.
    private var lineStarts: [Int] = []

    /// `read` gives a file's bytes from its stored path (nil when it cannot be read: the
    /// byte column is then kept, which is right on ASCII lines).
    public init(read: @escaping (String) -> [UInt8]?) {
        self.read = read
    }

    /// The 1-based UTF-16 column of the 1-based byte `column` on `line` of `path`.
    public mutating func column(path: String, line: Int, column: Int) -> Int {
        if path != self.path {
            self.path = path
            bytes = read(path) ?? []
            lineStarts = Self.lineStarts(bytes)
        }
        guard line >= 1, line <= lineStarts.count, !bytes.isEmpty else { return column }
        let start = lineStarts[line - 1]
        let end = min(bytes.count, start + max(0, column - 1))
        return Self.units(bytes[start..<end]) + 1
    }

    /// UTF-16 code units in a run of UTF-8: one per scalar, two for those above U+FFFF
    /// (four-byte sequences). Continuation bytes count nothing.
    static func units(_ utf8: ArraySlice<UInt8>) -> Int {
        var n = 0
        for b in utf8 where b & 0xC0 != 0x80 {
            n += b >= 0xF0 ? 2 : 1
        }
        return n
    }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            if b == 0x0A || (b == 0x0D && !(k + 1 < bytes.count && bytes[k + 1] == 0x0A)) {
                starts.append(k + 1)
            }
            k += 1
        }
        return starts
    }
}
