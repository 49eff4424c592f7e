/// What a token or a piece of trivia is.
///
/// Trivia (whitespace, newlines, comments, a shebang, a BOM) is kept apart from the
/// significant tokens but never thrown away: the exception comments live there, and the
/// two streams together tile the file byte for byte.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // MARK: Trivia
    /// Spaces, tabs, form feeds, vertical tabs (and a UTF-8 BOM at the start of the file).
    case whitespace
    /// `\n`, `\r\n` or a lone `\r`: one piece per line break.
    case newline
    /// `// …` up to (not including) the line break.
    case lineComment
    /// `/// …`
    case docLineComment
    /// `/* … */`, nested; an unterminated one runs to the end of the file.
    case blockComment
    /// `/** … */`
    case docBlockComment
    /// `#!…` on the first line.
    case shebang

    // MARK: Names
    /// `name`, `Name`, Unicode identifiers, contextual keywords (`some`, `get`, `actor` …).
    case identifier
    /// `` `class` `` — a backticked identifier, backticks included.
    case backtickIdentifier
    /// `$0`, `$name`.
    case dollarIdentifier
    /// A reserved word: `if`, `func`, `struct`, `self`, `Self`, `true`, `nil`, `init` …
    case keyword
    /// `@name` — an attribute or a property-wrapper use (`@State`, `@MainActor`).
    case attribute

    // MARK: Literals
    case integerLiteral
    case floatLiteral
    /// The opening delimiter of a string: optional `#`s then `"` or `"""`.
    case stringOpen
    /// Literal text inside a string (escapes included as written).
    case stringSegment
    /// `\(` or `\#(` … : the start of an interpolation; the tokens after it are code.
    case interpolationOpen
    /// The `)` that ends an interpolation.
    case interpolationClose
    /// The closing delimiter of a string: `"` or `"""` then the `#`s.
    case stringClose
    /// `/…/`, `#/…/#` (one token, delimiters included).
    case regexLiteral

    // MARK: Punctuation
    case leftParen, rightParen
    case leftBracket, rightBracket
    case leftBrace, rightBrace
    case comma, colon, semicolon
    /// `.` used as member access or implicit member (never part of an operator such as `...`).
    case period
    /// `->`
    case arrow
    /// `\` starting a key path.
    case backslash

    // MARK: Operators (Swift's whitespace rules decide which)
    case prefixOperator
    case postfixOperator
    case binaryOperator

    // MARK: Pound keywords
    case poundIf, poundElseif, poundElse, poundEndif
    /// Any other `#name`: `#available`, `#unavailable`, `#colorLiteral`, `#Preview`,
    /// `#sourceLocation`, `#warning`, macros `#foo`.
    case poundKeyword

    /// Bytes that start no token (a stray backtick, a lone `#`, invalid UTF-8 that
    /// cannot be part of an identifier). Kept so the round trip holds.
    case unknown

    /// True for whitespace, newlines, comments and the shebang.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.shebang.rawValue }

    /// True for the four comment kinds.
    @inlinable public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }
}

/// One token or piece of trivia: its kind and where it is.
///
/// Offsets are byte offsets into the file (end exclusive); `line` and `column` are 1-based,
/// the column counted in UTF-8 bytes. Stored compactly: a big file has millions of these.
public struct Token: Sendable, Equatable, Hashable {
    public var kind: TokenKind
    /// See `Token.Flags`.
    public var flags: UInt8
    public var start: Int32
    public var end: Int32
    public var line: Int32
    public var column: Int32

    @inlinable
    public init(kind: TokenKind, flags: UInt8 = 0, start: Int32, end: Int32, line: Int32, column: Int32) {
        self.kind = kind
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    /// Bits of `flags`, set on significant tokens only.
    public enum Flags {
        /// Trivia holding a line break (or the start of the file) stands between the
        /// previous significant token and this one.
        public static let newlineBefore: UInt8 = 1
        /// Any trivia stands right before this token.
        public static let spaceBefore: UInt8 = 2
        /// Any trivia (or the end of the file) stands right after this token.
        public static let spaceAfter: UInt8 = 4
    }

    @inlinable public var startsLine: Bool { flags & Flags.newlineBefore != 0 }
    @inlinable public var hasSpaceBefore: Bool { flags & Flags.spaceBefore != 0 }
    @inlinable public var hasSpaceAfter: Bool { flags & Flags.spaceAfter != 0 }
    @inlinable public var length: Int { Int(end - start) }
}
