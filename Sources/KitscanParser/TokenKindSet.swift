import KitscanLexer

/// A set of token kinds as a bit mask: membership without allocating (array literals
/// with `.contains` allocate on every call in the hot loop).
struct TokenKindSet: Sendable {
    let mask: UInt64

    init(_ kinds: TokenKind...) {
        var m: UInt64 = 0
        for k in kinds { m |= 1 << UInt64(k.rawValue) }
        mask = m
    }

    @inline(__always)
    func contains(_ kind: TokenKind) -> Bool { mask & (1 << UInt64(kind.rawValue & 63)) != 0 }

    static let names = TokenKindSet(.identifier, .keyword, .backtickIdentifier)
    static let namesAndPeriod = TokenKindSet(.identifier, .keyword, .backtickIdentifier, .period)
    static let afterInit = TokenKindSet(.leftParen, .postfixOperator, .binaryOperator)
    static let headerEnd = TokenKindSet(.rightParen, .rightBracket, .rightBrace, .semicolon, .interpolationClose)
    static let openers = TokenKindSet(.leftParen, .leftBracket, .leftBrace)
    static let importPath = TokenKindSet(.identifier, .keyword, .backtickIdentifier, .period, .binaryOperator,
                                         .prefixOperator)
    static let statementEnd = TokenKindSet(.leftBrace, .rightBrace, .semicolon)
}

extension Declaration.Kind {
    /// struct, class, enum, actor, protocol, extension: a type body follows.
    var isTypeLike: Bool {
        switch self {
        case .struct, .class, .enum, .actor, .protocol, .extension: return true
        default: return false
        }
    }
}
