extension TokenKind {
    /// The case name (`"identifier"`, `"stringOpen"` …), for printing and tests.
    public var name: String { String(describing: self) }
}

extension LexedFile {
    /// Number of lines: line breaks (`\n`, `\r\n`, lone `\r`) plus one, counting those
    /// inside comments and multi-line strings (an empty file has one empty line).
    public var lineCount: Int {
        var lines = 1
        let n = bytes.count
        bytes.withUnsafeBufferPointer { p in
            var k = 0
            while k < n {
                let b = p[k]
                if b == 0x0A || (b == 0x0D && !(k + 1 < n && p[k + 1] == 0x0A)) { lines += 1 }
                k += 1
            }
        }
        return lines
    }
}
