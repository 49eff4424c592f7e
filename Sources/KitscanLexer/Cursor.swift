/// Byte access for the lexer: an unchecked pointer over the input plus a bounds-safe
/// `peek` that reads 0 past the end, so look-ahead needs no separate bounds test when
/// the byte it looks for is not NUL.
extension LexerState {
    /// The byte at `k`, or 0 at or after the end.
    @inline(__always)
    func peek(_ k: Int) -> UInt8 {
        k < count ? base[k] : 0
    }

    /// The table entry (class and property bits) of a byte.
    @inline(__always)
    func info(_ byte: UInt8) -> UInt8 {
        table[Int(byte)]
    }

    /// The class (low nibble) of a byte.
    @inline(__always)
    func byteClass(_ byte: UInt8) -> UInt8 {
        table[Int(byte)] & ByteClass.classMask
    }

    @inline(__always)
    func isIdentifierContinue(_ byte: UInt8) -> Bool {
        table[Int(byte)] & ByteClass.identifierContinue != 0
    }

    /// True for space, tab, vertical tab, form feed, NUL, `\n`, `\r` (the bytes that make
    /// an operator unbound on that side).
    @inline(__always)
    func isSpaceOrNewline(_ byte: UInt8) -> Bool {
        let c = table[Int(byte)] & ByteClass.classMask
        return c == ByteClass.whitespace || c == ByteClass.newline
    }

    /// Index just past the line break starting at `k` (`\r\n` counts as one).
    @inline(__always)
    func lineBreakEnd(_ k: Int) -> Int {
        if base[k] == ASCII.cr && k + 1 < count && base[k + 1] == ASCII.lf { return k + 2 }
        return k + 1
    }

    /// Index of the first `\n` or `\r` at or after `k`, or `count`.
    @inline(__always)
    func endOfLine(from k: Int) -> Int {
        var j = k
        while j < count {
            let b = base[j]
            if b == ASCII.lf || b == ASCII.cr { return j }
            j &+= 1
        }
        return count
    }
}
