/// The hand-written Swift lexer: UTF-8 bytes in, tokens and trivia out.
///
/// Never fails, never loops, linear in the input: any bytes are accepted (invalid UTF-8,
/// NUL, a BOM, CRLF, a file cut off inside a string or comment). It does not recurse:
/// strings and interpolations nest on an explicit stack.
///
/// Output: significant `tokens` and `trivia` (whitespace, line breaks, comments, shebang,
/// a BOM) that together tile the input byte for byte (`LexedFile.pieces()`). Lines are
/// 1-based and end at `\n`, `\r\n` or a lone `\r`; columns are 1-based UTF-8 byte
/// offsets in the line (a BOM's three bytes count). Bytes >= 0x80 are identifier bytes,
/// so Unicode identifiers (and invalid UTF-8) lex as identifiers; Unicode operator
/// characters are therefore identifiers too.
///
/// Offsets are `Int32`, so at most `maximumSize` bytes (2 GiB - 2) are lexed; the pieces
/// of a larger file tile only that prefix (`LexedFile.bytes` still holds everything).
public enum Lexer {
    /// The largest input whose every byte is covered by the pieces.
    public static let maximumSize = Int(Int32.max) - 1

    /// Lexes a whole file.
    public static func lex(_ bytes: [UInt8]) -> LexedFile {
        lex(bytes, limit: maximumSize)
    }

    /// Lexes the UTF-8 bytes of `text`.
    public static func lex(_ text: String) -> LexedFile {
        lex(Array(text.utf8))
    }

    /// Lexes at most the first `limit` bytes (a smaller limit lets tests exercise the
    /// over-size path without a 2 GiB file).
    static func lex(_ bytes: [UInt8], limit: Int) -> LexedFile {
        let count = min(bytes.count, max(0, min(limit, maximumSize)))
        guard count > 0 else { return LexedFile(bytes: bytes, tokens: [], trivia: []) }
        // Real Swift has about one token and one trivia piece per 5 bytes; the estimate
        // errs high (untouched capacity costs little) and overflow is handled anyway. It is
        // capped so a huge input does not ask for a huge block up front.
        let estimate = min(count / 4, 1 << 22) + 64
        var tokenOverflow: [Token]?
        var triviaOverflow: [Token]?
        var trivia: [Token] = []
        var tokens = [Token](unsafeUninitializedCapacity: estimate) { tokenStorage, tokenCount in
            trivia = [Token](unsafeUninitializedCapacity: estimate) { triviaStorage, triviaCount in
                ByteClass.table.withUnsafeBufferPointer { table in
                    bytes.withUnsafeBufferPointer { buffer in
                        var state = LexerState(base: buffer.baseAddress!, count: count,
                                               table: table.baseAddress!,
                                               tokens: TokenBuffer(storage: tokenStorage),
                                               trivia: TokenBuffer(storage: triviaStorage))
                        state.run()
                        (tokenCount, tokenOverflow) = state.tokens.finish()
                        (triviaCount, triviaOverflow) = state.trivia.finish()
                    }
                }
            }
        }
        if let overflow = tokenOverflow { tokens = overflow }
        if let overflow = triviaOverflow { trivia = overflow }
        return LexedFile(bytes: bytes, tokens: tokens, trivia: trivia)
    }
}

extension LexerState {
    /// The driver: one piece (or a few) per iteration until the input is used up.
    mutating func run() {
        lexFileStart()
        while position < count {
            if !modes.isEmpty && modes[modes.count - 1].kind == .string {
                lexStringBody()
            } else {
                lexCode()
            }
        }
        finish()
    }

    /// A BOM is a whitespace piece of its own; a `#!` line right at the start (or after
    /// the BOM) is a shebang.
    mutating func lexFileStart() {
        if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
            emitTrivia(.whitespace, to: 3)
        }
        if peek(position) == ASCII.pound && peek(position + 1) == ASCII.bang {
            emitTrivia(.shebang, to: endOfLine(from: position))
        }
    }

    /// Lexes one piece of code (outside string text).
    @inline(__always)
    mutating func lexCode() {
        let b = base[position]
        switch byteClass(b) {
        case ByteClass.whitespace:
            var k = position + 1
            while k < count && byteClass(base[k]) == ByteClass.whitespace { k &+= 1 }
            emitTrivia(.whitespace, to: k)
        case ByteClass.newline:
            emitNewline(to: lineBreakEnd(position))
            endSingleLineInterpolations()
        case ByteClass.identifierStart:
            lexIdentifier()
        case ByteClass.digit:
            lexNumber()
        case ByteClass.punctuation:
            lexPunctuation(b)
        case ByteClass.period:
            lexPeriod()
        case ByteClass.operatorChar:
            lexOperator()
        case ByteClass.slash:
            lexSlash()
        case ByteClass.quote:
            lexStringOpen(pounds: 0)
        case ByteClass.pound:
            lexPound()
        case ByteClass.backtick:
            lexBacktick()
        case ByteClass.dollar:
            lexDollar()
        case ByteClass.at:
            lexAttribute()
        case ByteClass.backslash:
            emitToken(.backslash, to: position + 1)
        default:
            emitToken(.unknown, to: position + 1)
        }
    }

    /// `name`, or a reserved keyword.
    @inline(__always)
    mutating func lexIdentifier() {
        var k = position + 1
        while k < count && isIdentifierContinue(base[k]) { k &+= 1 }
        let kind: TokenKind = Keywords.isReserved(base + position, k - position) ? .keyword : .identifier
        emitToken(kind, to: k)
    }

    /// `$0`, `$name`; a lone `$` is an identifier.
    mutating func lexDollar() {
        var k = position + 1
        while k < count && isIdentifierContinue(base[k]) { k &+= 1 }
        emitToken(k - position > 1 ? .dollarIdentifier : .identifier, to: k)
    }

    /// `@name`; a lone `@` is unknown.
    mutating func lexAttribute() {
        guard byteClass(peek(position + 1)) == ByteClass.identifierStart else {
            emitToken(.unknown, to: position + 1)
            return
        }
        var k = position + 2
        while k < count && isIdentifierContinue(base[k]) { k &+= 1 }
        emitToken(.attribute, to: k)
    }

    /// `` `name` `` (any bytes but a line break between the backticks, as Swift 6 raw
    /// identifiers allow); a backtick without a partner on its line is unknown.
    mutating func lexBacktick() {
        var k = position + 1
        while k < count {
            let b = base[k]
            if b == ASCII.backtick || b == ASCII.lf || b == ASCII.cr { break }
            k &+= 1
        }
        if k < count && base[k] == ASCII.backtick {
            emitToken(k == position + 1 ? .unknown : .backtickIdentifier, to: k + 1)
        } else {
            emitToken(.unknown, to: position + 1)
        }
    }

    /// `( ) [ ] { } , : ;` — parentheses also balance an open interpolation, whose
    /// closing `)` is an `interpolationClose`.
    @inline(__always)
    mutating func lexPunctuation(_ b: UInt8) {
        let kind: TokenKind
        switch b {
        case ASCII.lparen:
            if !modes.isEmpty && modes[modes.count - 1].kind == .interpolation {
                modes[modes.count - 1].parens &+= 1
            }
            kind = .leftParen
        case ASCII.rparen:
            if !modes.isEmpty && modes[modes.count - 1].kind == .interpolation {
                if modes[modes.count - 1].parens == 0 {
                    modes.removeLast()
                    emitToken(.interpolationClose, to: position + 1)
                    return
                }
                modes[modes.count - 1].parens &-= 1
            }
            kind = .rightParen
        case ASCII.lbracket: kind = .leftBracket
        case ASCII.rbracket: kind = .rightBracket
        case ASCII.lbrace: kind = .leftBrace
        case ASCII.rbrace: kind = .rightBrace
        case ASCII.comma: kind = .comma
        case ASCII.colon: kind = .colon
        default: kind = .semicolon
        }
        emitToken(kind, to: position + 1)
    }

    /// A line break inside the interpolation of a single-line string ends the
    /// interpolation and the string (Swift: "unterminated string literal"), so a missing
    /// `)` cannot swallow the rest of the file.
    @inline(__always)
    mutating func endSingleLineInterpolations() {
        while !modes.isEmpty {
            let top = modes[modes.count - 1]
            guard top.kind == .interpolation && !top.multiline else { return }
            modes.removeLast()
            if !modes.isEmpty { modes.removeLast() } // its string
        }
    }
}
