/// Decoding one UTF-8 scalar from bytes that may not be UTF-8.
package enum UTF8Scalar {
    /// The scalar starting at `i` and its length in bytes; a byte that does not start a
    /// valid sequence decodes alone as `0xDC00 + byte` (a lone surrogate, never a real scalar).
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int) {
        let b0 = bytes[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        let invalid = (UInt32(0xDC00) + UInt32(b0), 1)
        let needed: Int
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF: needed = 1; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: needed = 2; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: needed = 3; value = UInt32(b0 & 0x07)
        default: return invalid
        }
        guard i + needed < bytes.count else { return invalid }
        for k in 1...needed {
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return invalid }
            value = (value << 6) | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = needed == 1 ? 0x80 : needed == 2 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return invalid }
        return (value, needed + 1)
    }
}

extension UTF8Scalar {
    /// Whether `bytes` are valid UTF-8, as `String(validating:as:)` judges, without building
    /// the string: runs of ASCII (most of any source file) are checked eight bytes at a time.
    package static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let count = buffer.count
            var i = 0
            while i < count {
                if i + 8 <= count {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        i += 8
                        continue
                    }
                }
                if buffer[i] < 0x80 {
                    i += 1
                    continue
                }
                let (scalar, length) = decode(buffer, at: i)
                // `decode` reports an invalid byte as a lone surrogate, which no valid sequence is.
                if (0xD800...0xDFFF).contains(scalar) { return false }
                i += length
            }
            return true
        }
    }
}
