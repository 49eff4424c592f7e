/// A file's bytes and its two token streams.
///
/// `tokens` holds the significant tokens, `trivia` the whitespace, line breaks and
/// comments; merged by offset they tile `bytes` exactly (see `pieces()`).
public struct LexedFile: Sendable {
    public let bytes: [UInt8]
    public var tokens: [Token]
    public var trivia: [Token]

    public init(bytes: [UInt8], tokens: [Token], trivia: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        self.trivia = trivia
    }

    /// The token's source text (invalid UTF-8 repaired with U+FFFD).
    public func text(_ token: Token) -> String {
        text(from: Int(token.start), to: Int(token.end))
    }

    /// The source text of a byte range.
    public func text(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }

    /// True when the token's bytes equal `literal` (no allocation).
    @inlinable
    public func token(_ token: Token, is literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard token.length == count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = literal.utf8Start
            var i = 0
            let start = Int(token.start)
            while i < count {
                if buffer[start + i] != base[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// Tokens and trivia merged in file order.
    public func pieces() -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count + trivia.count)
        var i = 0, j = 0
        while i < tokens.count || j < trivia.count {
            if j == trivia.count || (i < tokens.count && tokens[i].start < trivia[j].start) {
                result.append(tokens[i]); i += 1
            } else {
                result.append(trivia[j]); j += 1
            }
        }
        return result
    }
}
