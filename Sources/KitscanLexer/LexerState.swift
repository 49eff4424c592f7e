/// The lexer's working state for one file: the cursor, the two output streams, the
/// line/column bookkeeping, the flags waiting for the next significant token, and the
/// mode stack.
///
/// Every `lex…` method starts at `position`, emits one or more pieces that begin there,
/// and leaves `position` at the end of the last one, so the pieces tile the input.
struct LexerState {
    let base: UnsafePointer<UInt8>
    /// Bytes lexed (the input size, capped at `Lexer.maximumSize`).
    let count: Int
    let table: UnsafePointer<UInt8>

    var position = 0
    var tokens: TokenBuffer
    var trivia: TokenBuffer

    /// 1-based line of `position`.
    var line: Int32 = 1
    /// Offset where the current line starts (column = offset - lineStart + 1).
    var lineStart = 0

    /// A line break (or the start of the file) since the last significant token.
    var pendingNewline = true
    /// Trivia since the last significant token.
    var pendingSpace = false
    /// The last piece emitted was a significant token (so trivia after it sets its
    /// `spaceAfter` flag, and an operator after it is left-bound).
    var lastWasToken = false
    /// Kind and range of the last significant token (`lastKind` is `.unknown` before any).
    var lastKind: TokenKind = .unknown
    var lastStart = 0
    var lastEnd = 0
    var hasLast = false

    /// No bare `/…/` regex may start before this offset: a failed look-ahead already
    /// scanned up to here, and skipping those candidates keeps the lexer linear.
    var noRegexBefore = 0

    var modes: [LexerMode] = []

    init(base: UnsafePointer<UInt8>, count: Int, table: UnsafePointer<UInt8>,
         tokens: TokenBuffer, trivia: TokenBuffer) {
        self.base = base
        self.count = count
        self.table = table
        self.tokens = tokens
        self.trivia = trivia
    }

    @inline(__always)
    var column: Int32 { Int32(truncatingIfNeeded: position - lineStart + 1) }

    /// Appends a significant token `[position, end)` and moves past it.
    @inline(__always)
    mutating func emitToken(_ kind: TokenKind, to end: Int) {
        var flags: UInt8 = 0
        if pendingNewline { flags |= Token.Flags.newlineBefore }
        if pendingSpace { flags |= Token.Flags.spaceBefore }
        tokens.append(Token(kind: kind, flags: flags,
                            start: Int32(truncatingIfNeeded: position),
                            end: Int32(truncatingIfNeeded: end),
                            line: line, column: column))
        pendingNewline = false
        pendingSpace = false
        lastWasToken = true
        lastKind = kind
        lastStart = position
        lastEnd = end
        hasLast = true
        position = end
    }

    /// Like `emitToken`, for tokens that may contain line breaks (multi-line string
    /// text, multi-line regex literals): keeps the line count right.
    @inline(__always)
    mutating func emitMultilineToken(_ kind: TokenKind, to end: Int) {
        let start = position
        emitToken(kind, to: end)
        _ = countLineBreaks(from: start, to: end)
    }

    /// Appends a trivia piece `[position, end)` and moves past it.
    @inline(__always)
    mutating func emitTrivia(_ kind: TokenKind, to end: Int) {
        trivia.append(Token(kind: kind, flags: 0,
                            start: Int32(truncatingIfNeeded: position),
                            end: Int32(truncatingIfNeeded: end),
                            line: line, column: column))
        if lastWasToken {
            tokens.addFlagsToLast(Token.Flags.spaceAfter)
            lastWasToken = false
        }
        pendingSpace = true
        position = end
    }

    /// Appends a newline piece and starts the next line.
    @inline(__always)
    mutating func emitNewline(to end: Int) {
        emitTrivia(.newline, to: end)
        line &+= 1
        lineStart = end
        pendingNewline = true
    }

    /// Appends a comment that may span lines; a comment holding a line break counts as
    /// one for `newlineBefore`, as in Swift.
    @inline(__always)
    mutating func emitComment(_ kind: TokenKind, to end: Int) {
        let start = position
        emitTrivia(kind, to: end)
        if countLineBreaks(from: start, to: end) { pendingNewline = true }
    }

    /// Advances `line`/`lineStart` over the line breaks in `[start, end)`; true if any.
    mutating func countLineBreaks(from start: Int, to end: Int) -> Bool {
        var k = start
        var found = false
        while k < end {
            let b = base[k]
            if b == ASCII.lf {
                line &+= 1
                lineStart = k + 1
                found = true
            } else if b == ASCII.cr && !(k + 1 < count && base[k + 1] == ASCII.lf) {
                line &+= 1
                lineStart = k + 1
                found = true
            }
            k &+= 1
        }
        return found
    }

    /// Sets `spaceAfter` on a final token (the end of the file counts as space).
    mutating func finish() {
        if lastWasToken && tokens.count > 0 {
            tokens.addFlagsToLast(Token.Flags.spaceAfter)
        }
    }

    // MARK: Mode stack

    @inline(__always)
    var inString: Bool { modes.last?.kind == .string }

    @inline(__always)
    var inInterpolation: Bool { modes.last?.kind == .interpolation }
}
